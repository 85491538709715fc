//! Command corpora of the Bash guards, run against their real binaries.
//!
//! Each `tests/corpus/<guard>.tsv` holds commands that must be refused and commands that
//! must pass: the bypass classes of public regex guards (`bash -c`, `sh -lc`, `eval`, `$(…)`,
//! backticks, `env VAR=1 …`, `sudo`, `timeout`, `xargs`, `find -exec`, `python -c`, heredoc
//! to `bash`, `printf … | sh`, `\cmd`, `/usr/bin/cmd`, `( ( … ) )`) and the data-not-code
//! classes (commit messages, `--body`, heredoc to a file, `echo`, `grep` for the text).
//! Every bypass found later becomes a named row first.
//!
//! Row format (tab-separated): `expect  name  command`, `expect` is `refuse` or `pass`;
//! `\n` and `\t` in the command are a line break and a tab; `{root}` is the fixture
//! directory. Each row is a real PreToolUse Bash payload on stdin, `cwd` = `{root}/repo`,
//! a real git repository with linked worktrees `{root}/wt-a` (branch `feature`) and
//! `{root}/repo/.worktrees/b` (branch `b`), and an isolated `HOME`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;

fn bin(guard: &str) -> &'static str {
    match guard {
        "no-xdist" => env!("CARGO_BIN_EXE_no-xdist"),
        "block-sleep-poll" => env!("CARGO_BIN_EXE_block-sleep-poll"),
        "block-worktree-deletions" => env!("CARGO_BIN_EXE_block-worktree-deletions"),
        _ => panic!("unknown guard {guard}"),
    }
}

struct Row {
    line: usize,
    refuse: bool,
    name: String,
    command: String,
}

fn rows(guard: &str, root: &Path) -> Vec<Row> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(format!("{guard}.tsv"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.splitn(3, '\t').collect();
        let [expect, name, command] = cols[..] else {
            panic!("{}:{}: want 3 tab-separated columns", path.display(), i + 1)
        };
        assert!(
            matches!(expect, "refuse" | "pass"),
            "{}:{}: expect is {expect}",
            path.display(),
            i + 1
        );
        out.push(Row {
            line: i + 1,
            refuse: expect == "refuse",
            name: name.to_owned(),
            command: command
                .replace("\\n", "\n")
                .replace("\\t", "\t")
                .replace("{root}", &root.display().to_string()),
        });
    }
    out
}

fn git(dir: &Path, args: &[&str]) -> String {
    testkit::git(dir, args).unwrap()
}

fn fixture() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().canonicalize().unwrap();
    let repo = root.join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    std::fs::create_dir_all(root.join("home")).unwrap();
    git(&repo, &["init", "-q"]);
    git(&repo, &["commit", "-q", "--allow-empty", "-m", "init"]);
    git(
        &repo,
        &["worktree", "add", "-q", "-b", "feature", "../wt-a"],
    );
    git(&repo, &["worktree", "add", "-q", "-b", "b", ".worktrees/b"]);
    for d in ["build", "node_modules", "src"] {
        std::fs::create_dir_all(repo.join(d)).unwrap();
    }
    (dir, root)
}

/// Runs the guard on one Bash command; returns (exit code, stdout, stderr).
fn run(guard: &str, root: &Path, command: &str) -> (i32, String, String) {
    let payload = serde_json::json!({
        "session_id": "corpus",
        "transcript_path": root.join("t.jsonl"),
        "cwd": root.join("repo"),
        "permission_mode": "default",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": command, "description": "corpus row"},
        "tool_use_id": "toolu_corpus",
    });
    let mut child = std::process::Command::new(bin(guard))
        .current_dir(root.join("repo"))
        .env("HOME", root.join("home"))
        .env_remove("XDG_CONFIG_HOME")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(payload.to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn corpus(guard: &str, min_rows: usize) {
    let (_dir, root) = fixture();
    let rows = rows(guard, &root);
    assert!(
        rows.len() >= min_rows,
        "{guard}: {} rows, want at least {min_rows}",
        rows.len()
    );
    assert!(
        rows.iter().filter(|r| r.refuse).count() >= 20,
        "{guard}: too few refusals"
    );
    assert!(
        rows.iter().filter(|r| !r.refuse).count() >= 20,
        "{guard}: too few passes"
    );
    let mut failures = Vec::new();
    for row in &rows {
        let (code, stdout, stderr) = run(guard, &root, &row.command);
        let ok = if row.refuse {
            // A refusal is exit 2, a JSON deny and a reason that names the guard and tells
            // the user how to allow it; an internal failure must not pass as a refusal here.
            code == 2
                && stdout.contains("\"permissionDecision\":\"deny\"")
                && stderr.starts_with(&format!("{guard}: refused"))
                && stderr.contains("To allow:")
        } else {
            code == 0 && stdout.is_empty()
        };
        if !ok {
            failures.push(format!(
                "{guard}.tsv:{} {} ({}): exit {code}\n  command: {:?}\n  stderr: {}",
                row.line,
                row.name,
                if row.refuse {
                    "want refuse"
                } else {
                    "want pass"
                },
                row.command,
                stderr.trim()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} rows wrong:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}

#[test]
fn no_xdist_corpus() {
    corpus("no-xdist", 60);
}

#[test]
fn block_sleep_poll_corpus() {
    corpus("block-sleep-poll", 60);
}

#[test]
fn block_worktree_deletions_corpus() {
    corpus("block-worktree-deletions", 60);
}

/// Pathological commands answer (a refusal naming the reason) quickly, never hang.
#[test]
fn pathological_commands_answer_fast() {
    let (_dir, root) = fixture();
    let cases: Vec<(&str, String)> = vec![
        ("unclosed_30", format!("pytest {}", "$(".repeat(30))),
        (
            "nested_2000",
            format!(
                "{}pytest -n 4; sleep 600; rm -rf ../wt-a{}",
                "$(".repeat(2000),
                ")".repeat(2000)
            ),
        ),
        (
            "big_100k",
            format!(
                "cat > f <<'EOF'\n{}EOF\nls",
                "while true; do sleep 1; done\n".repeat(3500)
            ),
        ),
    ];
    for guard in ["no-xdist", "block-sleep-poll", "block-worktree-deletions"] {
        for (name, cmd) in &cases {
            let t = std::time::Instant::now();
            let (code, _, stderr) = run(guard, &root, cmd);
            let took = t.elapsed();
            assert!(
                code == 0 || code == 2,
                "{guard} {name}: exit {code}: {stderr}"
            );
            // Generous for an unoptimised build on a shared 2-core machine; scripts/bench
            // measures the release binaries against the 50 ms budget.
            assert!(took.as_millis() < 2000, "{guard} {name}: {took:?}");
            if name.starts_with("nested") {
                assert_eq!(code, 2, "{guard} {name}: too deep must refuse: {stderr}");
                assert!(
                    stderr.contains("could not evaluate") || stderr.contains("refused"),
                    "{stderr}"
                );
            }
        }
    }
}
