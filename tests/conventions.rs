//! House conventions, checked (shared/conventions.md): every guard's `main`
//! is one call into `payload`; guards neither print nor exit (only the
//! runner does); every refusal is built with `payload::refusal` so one style
//! holds fleet-wide; every Rust file starts with a `//!` doc; no test is
//! ignored or marked should-panic (assert today's behaviour instead).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use std::path::{Path, PathBuf};

/// The part of a source file before its `#[cfg(test)]` module.
fn non_test(src: &str) -> &str {
    src.split("#[cfg(test)]").next().unwrap_or(src)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if p.is_dir() {
            if !matches!(
                name.as_str(),
                "target" | ".git" | "node_modules" | "fuzz" | "corpus"
            ) {
                rust_files(&p, out);
            }
        } else if name.ends_with(".rs") {
            out.push(p);
        }
    }
}

#[test]
fn guard_main_is_one_call_into_payload() {
    for g in fleet::guard_files() {
        let src =
            std::fs::read_to_string(fleet::root().join(format!("hooks/src/bin/{g}.rs"))).unwrap();
        assert!(
            src.contains("payload::run(&GUARD, check)")
                || src.contains("payload::run_advisory(&GUARD, check)"),
            "{g}.rs: `fn main` must be `payload::run(&GUARD, check)` (or run_advisory)"
        );
        assert!(
            src.contains(&format!("name: \"{g}\"")),
            "{g}.rs: GUARD.name must be \"{g}\" (binary = config section)"
        );
    }
}

#[test]
fn guards_neither_print_nor_exit() {
    const FORBIDDEN: [&str; 6] = [
        "println!",
        "eprintln!",
        "print!(",
        "eprint!(",
        "process::exit",
        "std::io::stdout",
    ];
    for g in fleet::guard_files() {
        let src =
            std::fs::read_to_string(fleet::root().join(format!("hooks/src/bin/{g}.rs"))).unwrap();
        for f in FORBIDDEN {
            assert!(
                !non_test(&src).contains(f),
                "{g}.rs uses `{f}`: only shared/payload prints and exits"
            );
        }
    }
}

#[test]
fn refusals_are_built_with_the_one_style() {
    // Refusal text is built by `payload::refusal(...)`; forwarding a verdict
    // built that way (`return Ok(Verdict::Deny(d))`) is fine, writing the
    // text by hand is not.
    const HAND_MADE: [&str; 4] = [
        "Verdict::Deny(format!",
        "Verdict::Deny(\"",
        "Verdict::Deny(String::",
        "Verdict::Deny(concat!",
    ];
    for g in fleet::guard_files() {
        let src =
            std::fs::read_to_string(fleet::root().join(format!("hooks/src/bin/{g}.rs"))).unwrap();
        let code: String = non_test(&src).split_whitespace().collect();
        for pattern in HAND_MADE {
            assert!(
                !code.contains(pattern),
                "{g}.rs builds refusal text by hand (`{pattern}…`): use payload::refusal(GUARD.name, …).rule(…).instead(…).allow(…).verdict()"
            );
        }
    }
}

#[test]
fn refusal_style_renders_every_part() {
    let text = payload::refusal("g", "`x`")
        .rule("r")
        .instead("i")
        .allow("a")
        .text();
    assert_eq!(text, "g: refused `x`.\nRule: r.\nInstead: i.\nTo allow: a.");
}

#[test]
fn every_rust_file_starts_with_a_module_doc() {
    let mut files = Vec::new();
    for dir in ["hooks", "shared", "verifiers", "src", "tests"] {
        rust_files(&fleet::root().join(dir), &mut files);
    }
    assert!(files.len() > 20);
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        let first = src.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        // Test-support submodules may start with an inner attribute before the doc.
        assert!(
            first.starts_with("//!"),
            "{} must start with a `//!` doc comment",
            f.display()
        );
    }
}

#[test]
fn no_ignored_or_should_panic_tests() {
    let mut files = Vec::new();
    for dir in ["hooks", "shared", "verifiers", "src", "tests"] {
        rust_files(&fleet::root().join(dir), &mut files);
    }
    let (ignore, should_panic) = (["#[", "ignore]"].concat(), ["#[", "should_panic"].concat());
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        assert!(
            !src.contains(&ignore) && !src.contains(&should_panic),
            "{}: no {ignore} / {should_panic}",
            f.display()
        );
    }
}
