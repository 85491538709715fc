//! Generated-input property test of `shell::analyse` (the fuzz fallback that runs in every
//! `cargo test`; `scripts/fuzz` runs the cargo-fuzz targets for longer).
//!
//! A deterministic PRNG glues shell-ish fragments (quotes, substitutions, heredocs,
//! loops, wrappers, `bash -c`, stray brackets, random bytes) into commands. Properties:
//! no panic, every call answers quickly, the answer is deterministic, and the limits hold.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

use std::time::{Duration, Instant};

const FRAGMENTS: &[&str] = &[
    "pytest",
    "-n",
    "4",
    "rm",
    "-rf",
    "x",
    "sleep",
    "600",
    "while",
    "until",
    "do",
    "done",
    "for",
    "in",
    "if",
    "then",
    "fi",
    "case",
    "esac",
    ";;",
    "true",
    ":",
    "break",
    "exit",
    "{",
    "}",
    "(",
    ")",
    "((",
    "))",
    "$(",
    "`",
    "\\`",
    "<(",
    ">(",
    "|",
    "||",
    "&&",
    "&",
    ";",
    "\n",
    " ",
    "'",
    "\"",
    "$'",
    "\\",
    "$x",
    "${x:-",
    "$((",
    "<<EOF\n",
    "<<'EOF'\n",
    "<<-EOF\n",
    "\nEOF\n",
    "<<<",
    ">",
    ">>",
    "2>&1",
    "bash -c ",
    "sh -lc ",
    "eval ",
    "env A=1 ",
    "sudo ",
    "timeout 5 ",
    "xargs ",
    "find . -exec ",
    " {} \\;",
    "python -c ",
    "python - ",
    "coproc ",
    "watch ",
    "git worktree remove ",
    "cd ..",
    "#",
    "*",
    "?",
    "[",
    "]",
    "=",
    "A=",
    "export ",
    "function f ",
    "f()",
    "select",
    "!",
    "\t",
    "é",
    "\u{0}",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*: deterministic, no dependency.
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn generate(rng: &mut Rng) -> String {
    let len = 1 + rng.below(40);
    let mut s = String::new();
    for _ in 0..len {
        if rng.below(10) == 0 {
            // A random printable byte.
            s.push(char::from(32 + rng.below(95) as u8));
        } else {
            s.push_str(FRAGMENTS[rng.below(FRAGMENTS.len())]);
        }
        if rng.below(3) == 0 {
            s.push(' ');
        }
    }
    s
}

#[test]
fn generated_commands_hold_the_properties() {
    let budget = Duration::from_secs(4);
    let started = Instant::now();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut n = 0;
    let mut slowest = Duration::ZERO;
    while started.elapsed() < budget || n < 500 {
        let src = generate(&mut rng);
        let t = Instant::now();
        let a = shell::analyse(&src);
        let took = t.elapsed();
        slowest = slowest.max(took);
        assert!(
            took < Duration::from_millis(500),
            "slow ({took:?}) on {src:?}"
        );
        assert!(a.commands.len() <= shell::Limits::default().max_commands + 1);
        assert_eq!(a, shell::analyse(&src), "not deterministic on {src:?}");
        for c in &a.commands {
            for r in &c.ctx.loops {
                assert!(r.id < a.loops.len(), "dangling loop id on {src:?}");
            }
        }
        n += 1;
        if n >= 20_000 {
            break;
        }
    }
    assert!(n >= 500, "only {n} cases ran");
    eprintln!("{n} generated commands, slowest {slowest:?}");
}

fn argvs(a: &shell::Analysis) -> Vec<String> {
    let mut v: Vec<String> = a
        .commands
        .iter()
        .filter(|c| !c.argv.is_empty())
        .map(|c| {
            c.argv
                .iter()
                .map(|w| w.text.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    v.sort();
    v
}

/// Metamorphic property for the bypass classes: a command that analyses cleanly is seen
/// the same when wrapped in `bash -c '…'`, `sh -lc '…'`, `eval '…'` or fed to `bash` on a
/// quoted heredoc (the wrapper itself is one more command).
fn b64(s: &str) -> String {
    const T: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in s.as_bytes().chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(char::from(T[((n >> (18 - 6 * k)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[test]
fn wrapping_in_a_shell_hides_nothing() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let mut checked = 0;
    let started = Instant::now();
    while checked < 300 && started.elapsed() < Duration::from_secs(4) {
        let src = generate(&mut rng);
        // A text starting with `-` or `+` is an option to the wrapping shell, not a script.
        if src.contains(['\'', '\0'])
            || src.contains("EOF")
            || src.trim_start().starts_with(['-', '+'])
        {
            continue;
        }
        let plain = shell::analyse(&src);
        if !plain.problems.is_empty() || plain.commands.is_empty() {
            continue;
        }
        let want = argvs(&plain);
        for wrapped in [
            format!("bash -c '{src}'"),
            format!("sh -lc '{src}'"),
            format!("eval '{src}'"),
            format!("bash <<'EOF'\n{src}\nEOF"),
            // The evaluator's indirections (issue 16): a function, text built by `printf`,
            // base64 decoded into a shell.
            format!("gh_wrap() {{\n{src}\n}}; gh_wrap"),
            format!("eval \"$(printf '%s' '{src}')\""),
            format!("bash -c \"$(printf '%s' '{src}')\""),
            format!("echo {} | base64 -d | bash", b64(&src)),
        ] {
            let analysed = shell::analyse(&wrapped);
            // Saying "cannot analyse" is allowed (guards refuse); losing a command silently is not.
            if analysed.blocking_problem(|_| true).is_some() {
                continue;
            }
            let got = argvs(&analysed);
            for cmd in &want {
                assert!(
                    got.contains(cmd),
                    "`{cmd}` from {src:?} lost in {wrapped:?}: {got:?}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked >= 50, "only {checked} clean cases");
}

/// Deep and wide variants of the generator's worst shapes.
#[test]
fn generated_deep_shapes_answer() {
    for depth in [10, 100, 199, 200, 201, 1000, 5000] {
        for open in ["$(", "(", "{ ", "`", "bash -c '", "eval \"", "<(", "$(("] {
            let src = format!("{}pytest -n 4", open.repeat(depth));
            let t = Instant::now();
            let _ = shell::analyse(&src);
            // Unoptimised build (tree-sitter's C at -O0) on a shared machine: a loose bound
            // that still catches a hang; scripts/bench holds the release binary to 50 ms.
            assert!(
                t.elapsed() < Duration::from_secs(3),
                "{open} x {depth}: {:?}",
                t.elapsed()
            );
        }
    }
}
