//! verify-additive against real repositories: every way the claim holds
//! and every way it fails, plus the "could not verify" answers.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)]

mod common;
use common::{Repo, violations};

const BIN: &str = "verify-additive";

/// A repo with one base commit (ledger, script, image) on `main`, and a
/// `feature` branch checked out from it.
fn base() -> (Repo, String) {
    let r = Repo::new();
    r.write("ledger.md", "# Ledger\n\n- one\n- two\n");
    r.write("run.sh", "#!/bin/sh\necho hi\n");
    r.write("img.bin", [0u8, 1, 2, 3, 255, 0]);
    r.write("crlf.txt", "a\r\nb\r\n");
    r.write("nonl.txt", "last");
    let b = r.commit("base");
    r.git(&["checkout", "-q", "-b", "feature"]);
    (r, b)
}

fn range(b: &str) -> String {
    format!("{b}..HEAD")
}

#[test]
fn holds_for_appends_inserts_and_new_files() {
    let (r, b) = base();
    r.append("ledger.md", "- three\n");
    r.write("ledger.md", "# Ledger\n\nintro\n\n- one\n- two\n- three\n");
    r.write("new/dir/file.txt", "hello\n");
    r.write("new/empty", "");
    r.write("new/blob.bin", [0u8, 9, 9, 0]);
    r.commit("grow");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["result"], "holds");
}

#[test]
fn holds_for_default_range_from_merge_base_with_main() {
    let (r, _) = base();
    r.append("ledger.md", "- three\n");
    r.commit("grow");
    // main moves on (removes a line): not part of the feature's delta.
    r.git(&["checkout", "-q", "main"]);
    r.write("ledger.md", "# Ledger\n");
    r.commit("main rewrites");
    r.git(&["checkout", "-q", "feature"]);
    let (code, out, err) = r.run(BIN, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("holds"), "{out}");
    assert!(out.contains("main...HEAD"), "{out}");
}

#[test]
fn fails_for_removed_line_with_file_and_line() {
    let (r, b) = base();
    r.write("ledger.md", "# Ledger\n\n- two\n- three\n");
    r.commit("drop one");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1, "{v}");
    let x = &v["violations"][0];
    assert_eq!(x["file"], "ledger.md");
    assert_eq!(x["line"], 3);
    assert!(x["what"].as_str().unwrap().contains("line removed"), "{v}");
    // human report names file:line
    let (code, out, _) = r.run(BIN, &[&range(&b)]);
    assert_eq!(code, 1);
    assert!(
        out.contains("ledger.md:3: line removed: \"- one\""),
        "{out}"
    );
}

#[test]
fn fails_for_modified_line() {
    let (r, b) = base();
    r.write("ledger.md", "# Ledger\n\n- ONE\n- two\n");
    r.commit("edit");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1);
    assert_eq!(
        violations(&v),
        vec!["ledger.md: line changed: \"- one\" -> \"- ONE\""]
    );
}

#[test]
fn fails_for_deleted_file() {
    let (r, b) = base();
    r.rm("run.sh");
    r.commit("rm");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1);
    assert_eq!(violations(&v), vec!["run.sh: file deleted"]);
}

#[test]
fn fails_for_mode_change() {
    let (r, b) = base();
    r.chmod_x("run.sh");
    r.commit("chmod");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1);
    assert_eq!(
        violations(&v),
        vec!["run.sh: mode changed 100644 -> 100755"]
    );
}

#[test]
fn pure_rename_holds_but_rename_with_edits_fails() {
    let (r, b) = base();
    r.mv("ledger.md", "docs/ledger.md");
    r.commit("move");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 0, "{v}");

    let (r, b) = base();
    r.mv("ledger.md", "docs/ledger.md");
    r.append("docs/ledger.md", "- three\n");
    r.commit("move and grow");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(
        violations(&v),
        vec!["docs/ledger.md: renamed from `ledger.md` with edits"]
    );
}

#[test]
fn crlf_append_holds_and_line_ending_conversion_fails() {
    let (r, b) = base();
    r.append("crlf.txt", "c\r\n");
    r.commit("crlf append");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 0, "{v}");

    let (r, b) = base();
    r.write("crlf.txt", "a\nb\n");
    r.commit("to lf");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1, "{v}");
    assert!(
        violations(&v)[0].starts_with("crlf.txt: 2 lines changed"),
        "{v}"
    );
}

#[test]
fn adding_the_missing_final_newline_to_append_holds() {
    let (r, b) = base();
    r.write("nonl.txt", "last\nmore\n");
    r.commit("append after unterminated line");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 0, "{v}");

    // ...but changing that line is still a change.
    let (r, b) = base();
    r.write("nonl.txt", "lost\n");
    r.commit("edit");
    let (code, _) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1);
}

#[test]
fn binary_append_holds_and_binary_rewrite_fails() {
    let (r, b) = base();
    r.write("img.bin", [0u8, 1, 2, 3, 255, 0, 7, 7]);
    r.commit("append bytes");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 0, "{v}");

    let (r, b) = base();
    r.write("img.bin", [9u8, 1, 2, 3, 255, 0]);
    r.commit("rewrite bytes");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1, "{v}");
    assert!(
        violations(&v)[0].starts_with("img.bin: binary file rewritten"),
        "{v}"
    );
}

#[test]
fn binary_change_in_a_stdin_diff_cannot_be_verified() {
    let (r, b) = base();
    r.write("img.bin", [0u8, 1, 2, 3, 255, 0, 7, 7]);
    r.commit("append bytes");
    let diff = r.git(&["diff", &b, "HEAD"]);
    let out = r
        .verifier(BIN)
        .args(["--diff", "-"])
        .write_stdin(diff + "\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be judged"));
}

#[test]
fn stdin_diff_holds_and_fails() {
    let (r, b) = base();
    r.append("ledger.md", "- three\n");
    r.commit("grow");
    let diff = r.git(&["diff", &b, "HEAD"]) + "\n";
    r.verifier(BIN)
        .args(["--diff", "-"])
        .write_stdin(diff)
        .assert()
        .code(0);

    let (r, b) = base();
    r.write("ledger.md", "# Ledger\n");
    r.commit("shrink");
    let diff = r.git(&["diff", &b, "HEAD"]) + "\n";
    r.verifier(BIN)
        .args(["--diff", "-"])
        .write_stdin(diff)
        .assert()
        .code(1)
        .stdout(predicates::str::contains("ledger.md:2: 3 lines removed"));
}

#[test]
fn empty_range_holds() {
    let (r, _) = base();
    let (code, v) = r.run_json(BIN, &["HEAD..HEAD"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["notes"][0], "0 files");
}

#[test]
fn merge_commits_inside_the_range_judge_the_end_to_end_delta() {
    let (r, b) = base();
    r.git(&["checkout", "-q", "-b", "side"]);
    r.append("ledger.md", "- side\n");
    r.commit("side grows");
    r.git(&["checkout", "-q", "feature"]);
    r.write("other.txt", "x\n");
    r.commit("feature adds");
    r.git(&["merge", "-q", "--no-ff", "-m", "merge side", "side"]);
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 0, "{v}");

    // A merge whose resolution drops a line fails.
    r.git(&["checkout", "-q", "-b", "side2", &b]);
    r.write("run.sh", "#!/bin/sh\n");
    r.commit("side2 shrinks");
    r.git(&["checkout", "-q", "feature"]);
    r.git(&["merge", "-q", "--no-ff", "-m", "merge side2", "side2"]);
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(violations(&v), vec!["run.sh: line removed: \"echo hi\""]);
}

#[test]
fn pathspec_limits_the_check() {
    let (r, b) = base();
    r.rm("run.sh");
    r.append("ledger.md", "- three\n");
    r.commit("mixed");
    let (code, _) = r.run_json(BIN, &[&range(&b), "--", "ledger.md"]);
    assert_eq!(code, 0);
    let (code, _) = r.run_json(BIN, &[&range(&b), "--", "run.sh"]);
    assert_eq!(code, 1);
}

#[test]
fn could_not_verify_cases_exit_2() {
    let (r, _) = base();
    let (code, _, err) = r.run(BIN, &["nope..HEAD"]);
    assert_eq!(code, 2);
    assert!(err.contains("`nope` does not name a commit"), "{err}");

    let empty = tempfile::tempdir().unwrap();
    let out = assert_cmd::Command::cargo_bin(BIN)
        .unwrap()
        .arg("-C")
        .arg(empty.path())
        .env("GIT_CEILING_DIRECTORIES", empty.path().parent().unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));

    let (code, _, err) = r.run(BIN, &["--frobnicate"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown option"), "{err}");

    let out = r
        .verifier(BIN)
        .args(["--diff", "-"])
        .write_stdin("@@ -1 +1 @@\n-a\n+b\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn odd_file_names_are_reported_unquoted() {
    let (r, b) = base();
    r.write("we ird\tname.txt", "x\n");
    r.write("é x.txt", "y\n");
    let mid = r.commit("odd names");
    r.rm("we ird\tname.txt");
    r.write("é x.txt", "z\n");
    r.commit("edit odd names");
    let (code, v) = r.run_json(BIN, &[&format!("{mid}..HEAD")]);
    assert_eq!(code, 1, "{v}");
    let mut vs = violations(&v);
    vs.sort();
    assert_eq!(
        vs,
        vec![
            "we ird\tname.txt: file deleted",
            "é x.txt: line changed: \"y\" -> \"z\"",
        ]
    );
    let (code, _) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 0, "from the base, both files are new");
}

#[test]
fn pure_rename_with_mode_change_fails() {
    let (r, b) = base();
    r.mv("run.sh", "bin/run");
    r.chmod_x("bin/run");
    r.commit("move and chmod");
    let (code, v) = r.run_json(BIN, &[&range(&b)]);
    assert_eq!(code, 1, "{v}");
    assert_eq!(
        violations(&v),
        vec!["bin/run: renamed from `run.sh` with a mode change (100644 -> 100755)"]
    );
}

#[test]
fn works_in_a_bare_repository() {
    let (r, b) = base();
    r.append("ledger.md", "- three\n");
    r.commit("grow");
    let bare = tempfile::tempdir().unwrap();
    r.git(&["clone", "-q", "--bare", ".", bare.path().to_str().unwrap()]);
    let out = r
        .verifier(BIN)
        .arg("-C")
        .arg(bare.path())
        .arg(format!("{b}..feature"))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn plain_diff_u_output_is_understood() {
    let d = tempfile::tempdir().unwrap();
    let old = d.path().join("old.txt");
    let new = d.path().join("new.txt");
    std::fs::write(&old, "a\nb\n").unwrap();
    std::fs::write(&new, "a\nb\nc\n").unwrap();
    let diff = |a: &std::path::Path, b: &std::path::Path| {
        std::process::Command::new("diff")
            .arg("-u")
            .arg(a)
            .arg(b)
            .output()
            .unwrap()
            .stdout
    };
    let run = |input: Vec<u8>| {
        assert_cmd::Command::cargo_bin(BIN)
            .unwrap()
            .args(["--json", "--diff", "-"])
            .write_stdin(input)
            .output()
            .unwrap()
    };
    let out = run(diff(&old, &new));
    assert_eq!(out.status.code(), Some(0));
    let out = run(diff(&new, &old));
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["violations"][0]["line"], 3);
    assert!(
        v["violations"][0]["what"]
            .as_str()
            .unwrap()
            .starts_with("line removed"),
        "{v}"
    );
}

#[test]
fn unverifiable_json_has_the_error() {
    let (r, _) = base();
    let (code, v) = r.run_json(BIN, &["nope"]);
    assert_eq!(code, 2);
    assert_eq!(v["result"], "unverifiable");
    assert_eq!(v["error"], "`nope` does not name a commit");
}

#[test]
fn explicit_dir_wins_over_an_inherited_git_dir() {
    // As inside a git hook of another repository.
    let (r, b) = base();
    r.append("ledger.md", "- three\n");
    r.commit("grow");
    let other = Repo::new();
    other.write("x", "x\n");
    other.commit("other");
    let out = r
        .verifier(BIN)
        .env("GIT_DIR", other.path().join(".git"))
        .arg(format!("{b}..HEAD"))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn diff_from_a_file() {
    let (r, b) = base();
    r.write("ledger.md", "# Ledger\n\n- one\n");
    r.commit("shrink");
    let diff = r.git(&["diff", &b, "HEAD"]) + "\n";
    let f = r.path().join("change.diff");
    std::fs::write(&f, diff).unwrap();
    let (code, out, _) = r.run(BIN, &["--diff", f.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("diff from "), "{out}");
    assert!(
        out.contains("ledger.md:4: line removed: \"- two\""),
        "{out}"
    );
    let (code, _, err) = r.run(BIN, &["--diff", "/nonexistent/x.diff"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read"), "{err}");
    let (code, _, err) = r.run(BIN, &["--diff", "-", "HEAD"]);
    assert_eq!(code, 2);
    assert!(err.contains("takes no range"), "{err}");
}
