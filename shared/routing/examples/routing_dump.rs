//! Prints the shell analysis of argv[1] (exploration aid).
#![allow(clippy::print_stdout)]
fn main() {
    let src = std::env::args().nth(1).unwrap_or_default();
    let a = shell::analyse(&src);
    for c in &a.commands {
        println!(
            "argv={:?} prog_path={:?} via={:?} wrappers={:?} pipe={:?} sub={} script={:?} redirects={:?}",
            c.argv
                .iter()
                .map(|w| if w.dynamic {
                    format!("~{}", w.text)
                } else {
                    w.text.clone()
                })
                .collect::<Vec<_>>(),
            c.program_path,
            c.ctx.via,
            c.ctx.wrappers.iter().map(|w| &w.name).collect::<Vec<_>>(),
            c.ctx.pipeline,
            c.ctx.substitution,
            c.script,
            c.redirects
                .iter()
                .map(|r| (r.kind, r.target.text.clone()))
                .collect::<Vec<_>>()
        );
    }
    for p in &a.problems {
        println!("problem {:?}", p);
    }
}
