//! verify-non-executable against real repositories.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)]

mod common;
use common::{Repo, violations};

const BIN: &str = "verify-non-executable";

fn base() -> (Repo, String) {
    let r = Repo::new();
    r.write(
        "src/lib.rs",
        "//! Crate doc.\n\n/// Adds.\npub fn add(a: u8, b: u8) -> u8 {\n    let s = \"// not a comment\";\n    a + b // sum\n}\n",
    );
    r.write(
        "tool.py",
        "\"\"\"Module doc.\"\"\"\n\nGREETING = \"\"\"hello\"\"\"\n\n\ndef f(x):\n    \"\"\"Doc of f.\"\"\"\n    return x  # identity\n",
    );
    r.write("run.sh", "#!/bin/sh\n# setup\necho \"a#b\" # trailing\n");
    r.write(
        "web/app.ts",
        "// entry\nconst u: string = 'http://x';\nexport default u;\n",
    );
    r.write("README.md", "# Title\n\nText.\n");
    r.write("Cargo.toml", "[package]\nname = \"x\" # the name\n");
    r.write("ci.yaml", "jobs:\n  test: run # c\n");
    r.write("bin/tool", "#!/usr/bin/env python3\n# c\nprint(1)\n");
    r.write("notes", "no shebang here\n");
    r.write("logo.png", [0x89u8, b'P', b'N', b'G', 0, 1, 2]);
    let b = r.commit("base");
    r.git(&["checkout", "-q", "-b", "feature"]);
    (r, b)
}

fn rng(b: &str) -> String {
    format!("{b}..HEAD")
}

fn check(r: &Repo, b: &str, extra: &[&str]) -> (i32, Vec<String>) {
    let mut args = vec![rng(b)];
    args.extend(extra.iter().map(|s| s.to_string()));
    let a: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, v) = r.run_json(BIN, &a);
    (code, violations(&v))
}

#[test]
fn holds_for_comments_docstrings_whitespace_and_docs() {
    let (r, b) = base();
    r.write(
        "src/lib.rs",
        "//! Crate documentation, reworded.\n\n/// Adds two numbers.\n/// More.\npub fn add(a: u8, b: u8) -> u8 {\n    let s = \"// not a comment\";\n    /* block */ a + b\n}\n",
    );
    r.write(
        "tool.py",
        "\"\"\"Module doc,\nnow longer.\"\"\"\n# comment\nGREETING = \"\"\"hello\"\"\"\n\n\ndef f(x):\n    return x\n",
    );
    r.write(
        "run.sh",
        "#!/bin/sh\n# set up\n\necho \"a#b\"   # trailing comment\n",
    );
    r.write(
        "web/app.ts",
        "/* entry point */\nconst u: string = 'http://x'; // url\n\nexport default u;\n",
    );
    r.write("README.md", "# Title\n\nMore text.\n");
    r.write("docs/new.md", "new page\n");
    r.write("Cargo.toml", "[package]\n# comment\nname = \"x\"\n");
    r.write("ci.yaml", "# top\njobs:\n  test: run\n");
    r.write(
        "bin/tool",
        "#!/usr/bin/env python3\n# changed comment\nprint(1)\n",
    );
    r.commit("docs only");
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 0, "{v:?}");
}

#[test]
fn crlf_conversion_is_whitespace_in_rust_but_code_in_shell() {
    let (r, b) = base();
    r.write(
        "src/lib.rs",
        "//! Crate doc.\r\n\r\n/// Adds.\r\npub fn add(a: u8, b: u8) -> u8 {\r\n    let s = \"// not a comment\";\r\n    a + b // sum\r\n}\r\n",
    );
    r.commit("crlf rust");
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 0, "{v:?}");

    r.write(
        "run.sh",
        "#!/bin/sh\r\n# setup\r\necho \"a#b\" # trailing\r\n",
    );
    r.commit("crlf shell");
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 1);
    assert_eq!(v.len(), 1, "{v:?}");
    assert!(v[0].starts_with("run.sh: shell code changed"), "{v:?}");
}

#[test]
fn code_change_names_file_line_and_first_token() {
    let (r, b) = base();
    r.write(
        "src/lib.rs",
        "//! Crate doc.\n\n/// Adds.\npub fn add(a: u8, b: u8) -> u8 {\n    let s = \"// not a comment\";\n    a - b // sum\n}\n",
    );
    r.commit("sneaky");
    let (code, v) = r.run_json(BIN, &[&rng(&b)]);
    assert_eq!(code, 1, "{v}");
    let x = &v["violations"][0];
    assert_eq!(x["file"], "src/lib.rs");
    assert_eq!(x["line"], 6);
    assert_eq!(
        x["what"],
        "Rust code changed: first differing token \"+\" (old line 6) -> \"-\""
    );
    let (_, out, _) = r.run(BIN, &[&rng(&b)]);
    assert!(out.contains("src/lib.rs:6: Rust code changed"), "{out}");
}

#[test]
fn strings_that_look_like_comments_are_code() {
    let (r, b) = base();
    r.write(
        "src/lib.rs",
        "//! Crate doc.\n\n/// Adds.\npub fn add(a: u8, b: u8) -> u8 {\n    let s = \"// not a comment!\";\n    a + b // sum\n}\n",
    );
    r.write(
        "tool.py",
        "\"\"\"Module doc.\"\"\"\n\nGREETING = \"\"\"hi\"\"\"\n\n\ndef f(x):\n    \"\"\"Doc of f.\"\"\"\n    return x  # identity\n",
    );
    r.write("run.sh", "#!/bin/sh\n# setup\necho \"a#c\" # trailing\n");
    r.write(
        "web/app.ts",
        "// entry\nconst u: string = 'http://y';\nexport default u;\n",
    );
    r.commit("strings");
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 1);
    assert_eq!(v.len(), 4, "{v:?}");
}

#[test]
fn new_deleted_renamed_and_mode_changed_code_is_code() {
    let (r, b) = base();
    r.write("src/new.rs", "// only a comment\n");
    r.rm("tool.py");
    r.mv("web/app.ts", "web/main.ts");
    r.chmod_x("README.md");
    r.commit("files");
    let (code, mut v) = check(&r, &b, &[]);
    assert_eq!(code, 1);
    v.sort();
    assert_eq!(
        v,
        vec![
            "README.md: executable bit set (mode 100644 -> 100755)",
            "src/new.rs: new Rust file (a new code file is code)",
            "tool.py: Python file deleted",
            "web/app.ts: JavaScript/TypeScript file deleted",
            "web/main.ts: new JavaScript/TypeScript file (a new code file is code)",
        ]
    );
}

#[test]
fn data_files_are_code_unless_configured() {
    let (r, b) = base();
    r.write("Cargo.toml", "[package]\nname = \"y\"\n");
    r.write("ci.yaml", "jobs:\n  test: run --all\n");
    r.commit("config");
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 1);
    assert_eq!(v.len(), 2, "{v:?}");
    let (code, v) = check(&r, &b, &["--data-is-code=false"]);
    assert_eq!(code, 0, "{v:?}");
    let (code, _, err) = r.run(BIN, &["--data-is-code=maybe", &rng(&b)]);
    assert_eq!(code, 2);
    assert!(err.contains("`true` or `false`"), "{err}");
}

#[test]
fn unknown_and_binary_files_are_code_unless_treated_as_text() {
    let (r, b) = base();
    r.write("logo.png", [0x89u8, b'P', b'N', b'G', 9, 9]);
    r.write("notes", "still no shebang, changed\n");
    r.write("Cargo.lock", "# new lock\n");
    r.commit("assets");
    let (code, mut v) = check(&r, &b, &[]);
    assert_eq!(code, 1);
    v.sort();
    assert_eq!(v.len(), 3, "{v:?}");
    assert!(
        v[0].starts_with("Cargo.lock: new file of unknown type"),
        "{v:?}"
    );
    assert!(
        v[1].starts_with("logo.png: file of unknown type changed"),
        "{v:?}"
    );
    let (code, v) = check(
        &r,
        &b,
        &[
            "--treat-as-text",
            "*.png",
            "--treat-as-text=notes",
            "--treat-as-text",
            "*.lock",
        ],
    );
    assert_eq!(code, 0, "{v:?}");
}

#[test]
fn extensionless_script_is_judged_by_its_shebang() {
    let (r, b) = base();
    r.write("bin/tool", "#!/usr/bin/env python3\n# c\nprint(2)\n");
    r.commit("tool");
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 1);
    assert_eq!(
        v,
        vec!["bin/tool: Python code changed: first differing token \"1\" (old line 3) -> \"2\""]
    );
}

#[test]
fn empty_range_holds() {
    let (r, _) = base();
    let (code, v) = r.run_json(BIN, &["HEAD..HEAD"]);
    assert_eq!(code, 0, "{v}");
}

#[test]
fn merge_commits_in_the_range() {
    let (r, b) = base();
    r.git(&["checkout", "-q", "-b", "side"]);
    r.write("README.md", "# Title\n\nSide text.\n");
    r.commit("side docs");
    r.git(&["checkout", "-q", "feature"]);
    r.write(
        "run.sh",
        "#!/bin/sh\n# setup, reworded\necho \"a#b\" # trailing\n",
    );
    r.commit("feature comment");
    r.git(&["merge", "-q", "--no-ff", "-m", "merge side", "side"]);
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 0, "{v:?}");

    r.git(&["checkout", "-q", "-b", "side2", &b]);
    r.write(
        "run.sh",
        "#!/bin/sh\n# setup\necho \"a#b\" # trailing\nrm -rf /tmp/x\n",
    );
    r.commit("side2 code");
    r.git(&["checkout", "-q", "feature"]);
    r.git(&["merge", "-q", "--no-ff", "-m", "merge side2", "side2"]);
    let (code, v) = check(&r, &b, &[]);
    assert_eq!(code, 1);
    assert_eq!(
        v,
        vec!["run.sh: shell code added: first new token a line break"]
    );
}

#[test]
fn pathspec_limits_and_bad_refs() {
    let (r, b) = base();
    r.write("src/lib.rs", "pub fn other() {}\n");
    r.write("README.md", "changed\n");
    r.commit("mixed");
    let (code, _) = check(&r, &b, &["--", "README.md"]);
    assert_eq!(code, 0);
    let (code, _) = check(&r, &b, &["--", "src"]);
    assert_eq!(code, 1);
    let (code, _, err) = r.run(BIN, &["main..nope"]);
    assert_eq!(code, 2, "{err}");
}
