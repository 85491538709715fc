//! Prints the analysis of a command (a debugging aid).
#![allow(clippy::print_stdout, clippy::unwrap_used)]
fn main() {
    let src = std::env::args().nth(1).unwrap_or_default();
    let a = shell::analyse_in(&src, &std::env::current_dir().unwrap_or_default());
    for c in &a.commands {
        let argv: Vec<String> = c
            .argv
            .iter()
            .map(|w| {
                if w.dynamic {
                    format!("~{}", w.text)
                } else {
                    w.text.clone()
                }
            })
            .collect();
        println!(
            "{:?} text={:?} loops={:?} via={:?} and_or={:?}",
            argv,
            c.text,
            c.ctx.loops,
            c.ctx.via,
            c.ctx.and_or.map(|p| (p.index, p.len))
        );
    }
    for l in &a.loops {
        println!("loop {:?}", l);
    }
    for p in &a.problems {
        println!("problem {:?}", p);
    }
}
