//! Times the judge on a message file:
//! `cargo run -p prose --release --example timing FILE [own|sentences|why|all|HEAD]`
//! (measure instructions with `perf stat -e instructions:u` on a busy machine).
#![allow(clippy::unwrap_used, clippy::print_stdout)]
use prose::judge::{Head, Judge};
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).unwrap();
    let mode = std::env::args().nth(2).unwrap_or_else(|| "all".into());
    let text = std::fs::read_to_string(path).unwrap();
    let t = Instant::now();
    if mode == "own" {
        println!(
            "own_prose: {} bytes in {:?}",
            prose::own_prose(&text).len(),
            t.elapsed()
        );
        return;
    }
    let ss = prose::sentences(&text);
    println!("sentences: {} in {:?}", ss.len(), t.elapsed());
    if mode == "sentences" {
        return;
    }
    if mode == "why" {
        for head in Head::ALL {
            let j = Judge::new(head);
            if head == Head::Offer {
                println!("defect/fixed flags: {:?}", j.flags(&ss));
            }
            for sc in j.scores(&ss).iter().filter(|s| s.score > 0.1) {
                println!("{} {:.2} {}", head.name(), sc.score, j.why(&ss, sc));
            }
        }
        return;
    }
    for head in Head::ALL {
        // `timing FILE offer`: one head only, as one guard's run scores.
        if mode != "all" && mode != head.name() {
            continue;
        }
        let t = Instant::now();
        let j = Judge::new(head);
        let s = j.scores(&ss);
        let top = s.iter().max_by(|a, b| a.score.total_cmp(&b.score)).unwrap();
        let _ = j.why(&ss, top);
        println!("{}: {:?}", head.name(), t.elapsed());
    }
}
