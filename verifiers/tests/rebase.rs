//! verify-rebase against real rebases in real repositories.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)]

mod common;
use common::{Repo, violations};

const BIN: &str = "verify-rebase";

fn lines(n: usize) -> String {
    (1..=n).map(|i| format!("line {i}\n")).collect()
}

/// `main` with a.txt (10 lines), crlf.txt, img.bin; `feature` with three
/// commits (a.txt line 2, new c.txt, crlf.txt + img.bin); then `main` moves
/// on, touching a.txt line 4 (inside the context of feature's hunk).
/// Returns (repo, feature tip before the rebase).
fn setup() -> (Repo, String) {
    let r = Repo::new();
    r.write("a.txt", lines(10));
    r.write("crlf.txt", "x\r\ny\r\n");
    r.write("img.bin", [0u8, 1, 2]);
    r.commit("base");
    r.git(&["checkout", "-q", "-b", "feature"]);
    r.write("a.txt", lines(10).replace("line 2\n", "line two\n"));
    r.commit("feat: reword line 2");
    r.write("c.txt", "new file\n");
    r.commit("feat: add c");
    r.write("crlf.txt", "x\r\ny\r\nz\r\n");
    r.write("img.bin", [0u8, 1, 2, 3]);
    r.commit("feat: crlf and binary");
    let before = r.git(&["rev-parse", "HEAD"]);
    r.git(&["checkout", "-q", "main"]);
    r.write("a.txt", lines(10).replace("line 4\n", "line four\n"));
    r.commit("main: line 4");
    r.git(&["checkout", "-q", "feature"]);
    (r, before)
}

fn rebase(r: &Repo) {
    r.git(&["rebase", "-q", "main"]);
}

/// Builds branch `after` on `main` by cherry-picking the feature commits
/// given by their index (0 = oldest) in `before`'s history.
fn cherry(r: &Repo, before: &str, order: &[usize]) {
    let ids: Vec<String> = r
        .git(&["rev-list", "--reverse", &format!("main..{before}")])
        .lines()
        .map(str::to_string)
        .collect();
    r.git(&["checkout", "-q", "-B", "after", "main"]);
    for &i in order {
        r.git(&["cherry-pick", "--allow-empty", &ids[i]]);
    }
}

#[test]
fn clean_rebase_holds_with_refs_branch_reflog_and_orig_head() {
    let (r, before) = setup();
    rebase(&r);
    let (code, v) = r.run_json(BIN, &[&before, "feature"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["notes"][0], "3 commits before, 3 after");
    let (code, v) = r.run_json(BIN, &["--branch", "feature"]);
    assert_eq!(code, 0, "{v}");
    let (code, out, err) = r.run(BIN, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("verify-rebase: holds"), "{out}");
}

#[test]
fn conflict_resolved_differently_is_a_content_change() {
    let (r, before) = setup();
    r.git(&["checkout", "-q", "main"]);
    r.write(
        "a.txt",
        lines(10)
            .replace("line 4\n", "line four\n")
            .replace("line 2\n", "line TWO\n"),
    );
    r.commit("main: line 2 too");
    r.git(&["checkout", "-q", "feature"]);
    let out = r.git_status(&["rebase", "-q", "main"]);
    assert!(!out.status.success(), "expected a conflict");
    // Resolved by hand: both words.
    r.write(
        "a.txt",
        lines(10)
            .replace("line 4\n", "line four\n")
            .replace("line 2\n", "line two TWO\n"),
    );
    r.git(&["add", "a.txt"]);
    r.git(&["-c", "core.editor=true", "rebase", "--continue"]);
    let (code, v) = r.run_json(BIN, &[&before, "feature"]);
    assert_eq!(code, 1, "{v}");
    let vs = violations(&v);
    assert_eq!(vs.len(), 1, "{vs:?}");
    assert!(
        vs[0].contains("\"feat: reword line 2\": content changed in the rebase"),
        "{vs:?}"
    );
    assert!(vs[0].ends_with("patch differs in a.txt"), "{vs:?}");
}

#[test]
fn dropped_commit() {
    let (r, before) = setup();
    cherry(&r, &before, &[0, 2]);
    let (code, v) = r.run_json(BIN, &[&before, "after"]);
    assert_eq!(code, 1);
    let vs = violations(&v);
    assert_eq!(vs.len(), 1, "{vs:?}");
    assert!(vs[0].contains("\"feat: add c\": dropped"), "{vs:?}");
}

#[test]
fn added_commit() {
    let (r, before) = setup();
    cherry(&r, &before, &[0, 1, 2]);
    r.write("d.txt", "sneaked in\n");
    r.commit("extra");
    let (code, v) = r.run_json(BIN, &[&before, "after"]);
    assert_eq!(code, 1);
    let vs = violations(&v);
    assert_eq!(vs.len(), 1, "{vs:?}");
    assert!(vs[0].contains("\"extra\": added"), "{vs:?}");
}

#[test]
fn reordered_commits() {
    let (r, before) = setup();
    cherry(&r, &before, &[0, 2, 1]);
    let (code, v) = r.run_json(BIN, &[&before, "after"]);
    assert_eq!(code, 1);
    let vs = violations(&v);
    assert_eq!(vs.len(), 1, "{vs:?}");
    assert!(vs[0].contains("reordered: was commit"), "{vs:?}");
}

#[test]
fn changed_message() {
    let (r, before) = setup();
    cherry(&r, &before, &[0, 1, 2]);
    r.git(&[
        "commit",
        "-q",
        "--amend",
        "-m",
        "feat: crlf, binary (reworded)",
    ]);
    let (code, v) = r.run_json(BIN, &[&before, "after"]);
    assert_eq!(code, 1);
    let vs = violations(&v);
    assert_eq!(vs.len(), 1, "{vs:?}");
    assert!(vs[0].contains("message changed"), "{vs:?}");
}

#[test]
fn binary_and_crlf_content_changes_are_seen() {
    let (r, before) = setup();
    cherry(&r, &before, &[0, 1, 2]);
    r.write("img.bin", [0u8, 1, 2, 4]);
    r.write("crlf.txt", "x\r\ny\r\nz\n");
    r.git(&["add", "-A"]);
    r.git(&["commit", "-q", "--amend", "--no-edit"]);
    let (code, v) = r.run_json(BIN, &[&before, "after"]);
    assert_eq!(code, 1);
    let vs = violations(&v);
    assert!(
        vs[0].ends_with("patch differs in crlf.txt, img.bin"),
        "{vs:?}"
    );
}

#[test]
fn merge_commits_linearised_by_rebase_are_reported_and_kept_by_rebase_merges() {
    let (r, _) = setup();
    r.git(&["checkout", "-q", "-b", "side", "feature~1"]);
    r.write("s.txt", "side\n");
    r.commit("side: s");
    r.git(&["checkout", "-q", "feature"]);
    r.git(&["merge", "-q", "--no-ff", "-m", "merge side", "side"]);
    let before = r.git(&["rev-parse", "HEAD"]);

    r.git(&["rebase", "-q", "--rebase-merges", "main"]);
    let (code, v) = r.run_json(BIN, &[&before, "feature"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["notes"][0], "5 commits before, 5 after");

    r.git(&["reset", "-q", "--hard", &before]);
    r.git(&["rebase", "-q", "main"]);
    let (code, v) = r.run_json(BIN, &[&before, "feature"]);
    assert_eq!(code, 1, "{v}");
    let vs = violations(&v);
    assert!(
        vs.iter().any(|x| x.contains("\"merge side\": dropped")),
        "{vs:?}"
    );
}

#[test]
fn empty_ranges_and_identical_refs_hold() {
    let (r, before) = setup();
    let (code, v) = r.run_json(BIN, &[&before, &before]);
    assert_eq!(code, 0, "{v}");
    let (code, v) = r.run_json(BIN, &["main", "main"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["notes"][0], "0 commits before, 0 after");
}

#[test]
fn explicit_bases_and_upstream() {
    let (r, before) = setup();
    let old_base = r.git(&["merge-base", &before, "main"]);
    rebase(&r);
    let (code, v) = r.run_json(
        BIN,
        &[
            "--onto-before",
            &old_base,
            "--onto-after",
            "main",
            &before,
            "feature",
        ],
    );
    assert_eq!(code, 0, "{v}");
    let (code, v) = r.run_json(BIN, &["--upstream", "main", &before, "feature"]);
    assert_eq!(code, 0, "{v}");
    // A wrong base on one side shows up as added commits.
    let (code, _) = r.run_json(
        BIN,
        &[
            "--onto-before",
            "main",
            "--onto-after",
            &old_base,
            "main",
            "feature",
        ],
    );
    assert_eq!(code, 1);
}

#[test]
fn could_not_verify() {
    let (r, before) = setup();
    let (code, _, err) = r.run(BIN, &[&before, "nope"]);
    assert_eq!(code, 2);
    assert!(err.contains("`nope` does not name a commit"), "{err}");
    // No reflog entry before the branch was created.
    r.git(&["branch", "fresh", "main"]);
    let (code, _, err) = r.run(BIN, &["--branch", "fresh"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, _) = r.run(BIN, &["a"]);
    assert_eq!(code, 2);
    let (code, _, _) = r.run(BIN, &["--onto-before", "main", &before, "feature"]);
    assert_eq!(code, 2);
}
