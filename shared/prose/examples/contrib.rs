//! Prints every feature's contribution to one head's score for each
//! sentence of a message: `cargo run -p prose --release --example contrib FILE HEAD`
//! (`N=<count>`: that many features per sentence, 8 by default).
#![allow(clippy::unwrap_used, clippy::print_stdout)]
use prose::judge::{Head, Judge};
use prose::model::{self, Named};

fn main() {
    let path = std::env::args().nth(1).unwrap();
    let head = std::env::args().nth(2).unwrap();
    let head = Head::ALL.into_iter().find(|h| h.name() == head).unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let ss = prose::sentences(&text);
    let j = Judge::new(head);
    let (defect, fixed) = j.flags(&ss);
    for (i, s) in ss.iter().enumerate() {
        let (hits, _) = j.hits_with(&ss, i, &defect, &fixed);
        let mut named = Named::default();
        model::features(&ss, i, &hits, &defect, &fixed, &mut named);
        let mut c: Vec<(String, f32)> = named
            .0
            .iter()
            .map(|(n, idx, v)| (n.clone(), model::weight(head.index(), *idx) * v))
            .collect();
        c.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()));
        let z: f32 = c.iter().map(|x| x.1).sum::<f32>() + model::head_params(head.index()).0;
        println!("{:.2} {}", model::sigmoid(z), s.text);
        for (n, v) in c.iter().take(
            std::env::var("N")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(8),
        ) {
            println!("    {v:+.2} {n}");
        }
    }
}
