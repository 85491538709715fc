//! Times `shell::analyse_in` in process on a few commands (a profiling aid for
//! `docs/shell.md`'s Speed section): `cargo run --release -p shell --example timing [DIR]`.
#![allow(clippy::print_stdout, clippy::unwrap_used)]
use std::time::Instant;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::env::current_dir().unwrap_or_default());
    let cases = [
        ("ordinary", "cd src && git status --short && cargo test -p shell 2>&1 | tail -5".to_string()),
        (
            "evaluated",
            "args=(-q -x); f() { pytest \"$@\"; }; f \"${args[@]}\"; bash -c \"$(printf 'echo %s' done)\"".to_string(),
        ),
        ("script by path", "bash run.sh".to_string()),
        ("200 nested eval", format!("{}pytest -n 4", "eval ".repeat(200))),
        (
            "runners and containers",
            "docker compose exec -T web conda run -n e pixi run chrt -i 0 pytest -q; kubectl exec p -- sh -c 'make test'".to_string(),
        ),
        ("brace globs", "rm -rf {a,b,c,d}/{*,.*}/{x,y}* ".repeat(50)),
        (
            "substituted files",
            "echo $(cat a b c d e f g h i j) $(<k); ".repeat(50),
        ),
        (
            "while read of seq",
            "seq 1 1000000000 | while read -r i; do sleep 1; done; yes | while read; do :; done".to_string(),
        ),
    ];
    for (name, src) in &cases {
        let n = 200;
        let start = Instant::now();
        for _ in 0..n {
            std::hint::black_box(shell::analyse_in(src, &dir));
        }
        let per = start.elapsed().as_secs_f64() * 1000.0 / f64::from(n);
        println!("{name}: {per:.3} ms per analysis");
    }
}
