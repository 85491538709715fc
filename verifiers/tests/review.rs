//! scripts/review end to end: the real script, the real verifier binaries
//! (through GATEHOUSE_VERIFIERS, so the test builds nothing), a real repo.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)]

mod common;
use common::Repo;

fn review(r: &Repo, args: &[&str]) -> (i32, String) {
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/review");
    let bins = assert_cmd::cargo::cargo_bin("verify-additive")
        .parent()
        .unwrap()
        .to_path_buf();
    let out = std::process::Command::new("bash")
        .arg(script)
        .arg("-C")
        .arg(r.path())
        .args(args)
        .env("GATEHOUSE_VERIFIERS", bins)
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", r.path())
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap_or(-1), text)
}

fn repo() -> Repo {
    let r = Repo::new();
    r.write("src/a.rs", "fn a() {}\n");
    r.write("NOTES.md", "one\n");
    r.commit("base");
    r.git(&["checkout", "-q", "-b", "feature"]);
    r
}

#[test]
fn docs_only_branch_holds_both_claims() {
    let r = repo();
    r.write("NOTES.md", "one\ntwo\n");
    r.commit("notes");
    let (code, out) = review(&r, &[]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("only adds lines and files                holds"),
        "{out}"
    );
    assert!(out.contains("2 of 2 claims hold"), "{out}");
}

#[test]
fn code_change_fails_and_lists_violations_but_any_finds_no_fast_path() {
    let r = repo();
    r.write("src/a.rs", "fn b() {}\n");
    r.commit("code");
    let (code, out) = review(&r, &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("src/a.rs:1: Rust code changed"), "{out}");
    let (code, out) = review(&r, &["--any"]);
    assert_eq!(code, 1, "{out}");
    // Only "additive" required, and it does not hold either.
    let (code, _) = review(&r, &["--require", "additive"]);
    assert_eq!(code, 1);
}

#[test]
fn any_and_require_select_the_claims() {
    let r = repo();
    r.write("src/a.rs", "fn a() {}\nfn more() {}\n");
    r.commit("adds code");
    // Additive holds, non-executable does not.
    let (code, out) = review(&r, &[]);
    assert_eq!(code, 1, "{out}");
    let (code, out) = review(&r, &["--any"]);
    assert_eq!(code, 0, "{out}");
    let (code, out) = review(&r, &["--require", "additive"]);
    assert_eq!(code, 0, "{out}");
}

#[test]
fn rebase_claim_and_errors() {
    let r = repo();
    r.write("NOTES.md", "one\ntwo\n");
    r.commit("notes");
    let before = r.git(&["rev-parse", "HEAD"]);
    r.git(&["checkout", "-q", "main"]);
    r.write("other.md", "x\n");
    r.commit("main moves");
    r.git(&["checkout", "-q", "feature"]);
    r.git(&["rebase", "-q", "main"]);
    let (code, out) = review(&r, &["--rebase-of", &before]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("3 of 3 claims hold"), "{out}");

    let (code, out) = review(&r, &["nope..HEAD"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("COULD NOT VERIFY"), "{out}");
    let (code, _) = review(&r, &["--require", "rebase"]);
    assert_eq!(code, 2);
    let (code, _) = review(&r, &["--bogus"]);
    assert_eq!(code, 2);
}
