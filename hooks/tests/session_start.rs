//! The SessionStart hooks of issue 10, run as real binaries on real
//! SessionStart payloads in real temporary repositories: real JUnit files,
//! real `git worktree add` worktrees, real background jobs and real orphaned
//! polling loops (started here, checked by pid, and always cleaned up).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use serde_json::{Value, json};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn bin(guard: &str) -> &'static str {
    match guard {
        "error-report" => env!("CARGO_BIN_EXE_error-report"),
        "session-overview" => env!("CARGO_BIN_EXE_session-overview"),
        "inject-codebase-map" => env!("CARGO_BIN_EXE_inject-codebase-map"),
        "ast-freshness-pin" => env!("CARGO_BIN_EXE_ast-freshness-pin"),
        "start-ast-daemon" => env!("CARGO_BIN_EXE_start-ast-daemon"),
        "start-architecture-sync" => env!("CARGO_BIN_EXE_start-architecture-sync"),
        "worktree-gc" => env!("CARGO_BIN_EXE_worktree-gc"),
        "reap-orphan-waiters" => env!("CARGO_BIN_EXE_reap-orphan-waiters"),
        _ => panic!("unknown guard {guard}"),
    }
}

/// A temporary directory with `home/` (the isolated HOME) and `repo/`, a
/// real git repository on `main` with one commit.
struct Fixture {
    dir: tempfile::TempDir,
}

fn git_env(c: &mut Command, home: &Path) {
    c.env("HOME", home)
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.invalid")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.invalid");
}

impl Fixture {
    fn new() -> Fixture {
        let f = Fixture {
            dir: tempfile::tempdir().unwrap(),
        };
        std::fs::create_dir_all(f.home()).unwrap();
        std::fs::create_dir_all(f.repo()).unwrap();
        f.git(&f.repo(), &["init", "-q", "-b", "main"]);
        f.git(&f.repo(), &["commit", "-q", "--allow-empty", "-m", "base"]);
        f
    }
    fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }
    fn repo(&self) -> PathBuf {
        self.dir.path().join("repo")
    }
    fn git(&self, dir: &Path, args: &[&str]) -> String {
        let mut c = Command::new("git");
        c.arg("-C").arg(dir).args(args);
        git_env(&mut c, &self.home());
        let o = c.output().unwrap();
        assert!(
            o.status.success(),
            "git {args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    }
    fn write(&self, rel: &str, text: &str) {
        let p = self.repo().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    fn config(&self, toml: &str) {
        self.write(".claude/gatehouse.toml", toml);
    }
    /// Runs a guard on a real SessionStart payload; (exit code, context or systemMessage, stdout JSON).
    fn run_in(&self, guard: &str, cwd: &Path, source: &str) -> (i32, Option<String>, Value) {
        let payload = json!({
            "session_id": "aca7f892-1d8b-4fa8-a353-d34a5e76d589",
            "transcript_path": self.home().join("t.jsonl"),
            "cwd": cwd,
            "hook_event_name": "SessionStart",
            "source": source,
        });
        let mut c = Command::new(bin(guard));
        c.current_dir(cwd)
            .env_remove("XDG_CONFIG_HOME")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        git_env(&mut c, &self.home());
        let mut child = c.spawn().unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(payload.to_string().as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let v: Value = if stdout.trim().is_empty() {
            Value::Null
        } else {
            serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{guard}: {e}: {stdout}"))
        };
        let text = v["hookSpecificOutput"]["additionalContext"]
            .as_str()
            .or(v["systemMessage"].as_str())
            .map(str::to_owned);
        if let Some(ctx) = v["hookSpecificOutput"]["hookEventName"].as_str() {
            assert_eq!(ctx, "SessionStart");
        }
        (out.status.code().unwrap(), text, v)
    }
    fn run(&self, guard: &str) -> (i32, Option<String>) {
        let (code, text, _) = self.run_in(guard, &self.repo(), "startup");
        (code, text)
    }
}

fn has(text: &str, parts: &[&str]) {
    for p in parts {
        assert!(text.contains(p), "{p:?} not in:\n{text}");
    }
}

// ---------------------------------------------------------------- error-report

fn junit(cases: &[(&str, &str, bool)]) -> String {
    let mut s = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"s\" tests=\"0\">\n",
    );
    for (class, name, red) in cases {
        if *red {
            s.push_str(&format!("  <testcase classname=\"{class}\" name=\"{name}\"><failure message=\"expected 1 &lt; 2\">trace</failure></testcase>\n"));
        } else {
            s.push_str(&format!(
                "  <testcase classname=\"{class}\" name=\"{name}\" time=\"0.1\"/>\n"
            ));
        }
    }
    s + "</testsuite>\n"
}

#[test]
fn error_report_counts_every_red_test_in_real_junit_reports() {
    let f = Fixture::new();
    // The incident: eight red, not three.
    let a: Vec<(&str, String, bool)> = (0..8)
        .map(|i| ("app.AuthTest", format!("test_{i}"), i < 5))
        .collect();
    let a: Vec<(&str, &str, bool)> = a.iter().map(|(c, n, r)| (*c, n.as_str(), *r)).collect();
    f.write("build/test-results/test/TEST-app.AuthTest.xml", &junit(&a));
    f.write(
        "build/test-results/test/TEST-app.DbTest.xml",
        &junit(&[
            ("app.DbTest", "a", true),
            ("app.DbTest", "b", true),
            ("app.DbTest", "c", true),
        ]),
    );
    f.write("junit.xml", &junit(&[("tests.test_x", "test_ok", false)]));
    let (code, text) = f.run("error-report");
    assert_eq!(code, 0);
    let text = text.unwrap();
    has(
        &text,
        &[
            "error-report: 8 tests are RED",
            "- app.AuthTest.test_0 — failure: expected 1 < 2",
            "- app.AuthTest.test_4",
            "- app.DbTest.c",
            "`build/test-results/test/TEST-app.AuthTest.xml` (written ",
            "8 tests, 5 red",
            "`junit.xml` (written ",
            "1 tests, 0 red",
        ],
    );
    assert!(!text.contains("test_5"), "{text}");
}

#[test]
fn error_report_is_silent_when_green_and_loud_when_a_report_is_not_junit() {
    let f = Fixture::new();
    f.write("junit.xml", &junit(&[("t", "ok", false)]));
    assert_eq!(f.run("error-report"), (0, None));
    f.write("test-results/broken.xml", "<html>not junit</html>");
    let (_, text) = f.run("error-report");
    has(
        &text.unwrap(),
        &["SKIP error-report: `test-results/broken.xml`: not JUnit XML"],
    );
}

#[test]
fn error_report_from_a_command_with_a_timeout() {
    let f = Fixture::new();
    f.config("[error-report]\nreports = []\ncommand = \"printf 'tests/test_a.py::test_one\\\\ntests/test_b.py::test_two\\\\n'\"\n");
    let (_, text) = f.run("error-report");
    has(
        &text.unwrap(),
        &[
            "2 tests are RED",
            "- tests/test_a.py::test_one",
            "- tests/test_b.py::test_two",
            "(exit 0): 2 red",
        ],
    );

    f.config("[error-report]\nreports = []\ncommand = \"sleep 30\"\ntimeout_secs = 1\n");
    let start = Instant::now();
    let (code, text) = f.run("error-report");
    assert!(
        start.elapsed() < Duration::from_secs(6),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(code, 0);
    has(
        &text.unwrap(),
        &["SKIP error-report: `sleep 30` timed out after"],
    );

    f.config("[error-report]\nreports = []\ncommand = \"true\"\n");
    assert_eq!(f.run("error-report"), (0, None));
}

// ------------------------------------------------------------ session-overview

#[test]
fn session_overview_runs_the_digest_under_a_budget() {
    let f = Fixture::new();
    assert_eq!(f.run("session-overview"), (0, None), "no command: nothing");
    f.config(
        "[session-overview]\ncommand = \"echo '2 PRs open'; git rev-parse --abbrev-ref HEAD\"\n",
    );
    let (code, text) = f.run("session-overview");
    assert_eq!(code, 0);
    has(
        &text.unwrap(),
        &["Session overview (`echo", "2 PRs open\nmain"],
    );

    f.config("[session-overview]\ncommand = \"echo partial; sleep 30\"\ntimeout_secs = 1\n");
    let start = Instant::now();
    let (code, text) = f.run("session-overview");
    assert!(
        start.elapsed() < Duration::from_secs(6),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(code, 0);
    has(
        &text.unwrap(),
        &["SKIP session-overview:", "timed out after", "partial"],
    );
}

// --------------------------------------------------------- inject-codebase-map

#[test]
fn inject_codebase_map_two_tiers_respecting_gitignore() {
    let f = Fixture::new();
    f.write(".gitignore", "ignored/\n");
    f.write(".claude/settings.json", "{\"hooks\": {}}\n");
    f.write(
        ".claude/worktrees/feat/src/copy.rs",
        "pub fn copied_symbol() {}\n",
    );
    f.write(
        "src/lib.rs",
        "//! lib\npub fn alpha() {}\nfn private() {}\npub struct Beta;\n",
    );
    f.write(
        "app/main.py",
        "def gamma():\n    pass\n\nclass Delta:\n    def method(self): pass\n",
    );
    f.write(
        "web/index.ts",
        "export function epsilon() {}\nexport const ZETA = 1;\n",
    );
    f.write("go/x.go", "package x\nfunc Eta() {}\ntype Theta struct{}\n");
    f.write("ignored/secret.rs", "pub fn hidden_symbol() {}\n");
    f.git(&f.repo(), &["add", "src", "app", ".gitignore"]);
    f.git(&f.repo(), &["commit", "-q", "-m", "files"]);
    // web/ and go/ stay untracked: still part of the map (`-co`).
    let (code, text) = f.run("inject-codebase-map");
    assert_eq!(code, 0);
    let text = text.unwrap();
    has(
        &text,
        &[
            "Codebase map of `repo`",
            "`.claude/codebase-map.md`",
            "src/ — 1 files, 4 lines",
            "src/lib.rs: fn alpha, struct Beta",
            "app/main.py: def gamma, class Delta",
            "web/index.ts: function epsilon, const ZETA",
            "go/x.go: func Eta, type Theta",
        ],
    );
    assert!(
        !text.contains("hidden_symbol") && !text.contains("ignored/"),
        "{text}"
    );
    assert!(!text.contains("method"), "{text}");
    let full = std::fs::read_to_string(f.repo().join(".claude/codebase-map.md")).unwrap();
    has(
        &full,
        &[
            "# Codebase map of `repo` (full tier)",
            "- `src/lib.rs` (4 lines): fn alpha, struct Beta",
            "- `.gitignore` (1 lines)",
        ],
    );
    assert!(!full.contains("hidden_symbol"));
    // Not in `git status` (listed once in the clone's own exclude file), and
    // the agents' configuration under `.claude/` is not part of the map.
    let status = f.git(
        &f.repo(),
        &["status", "--porcelain", "--untracked-files=all"],
    );
    assert!(!status.contains("codebase-map"), "{status}");
    assert!(!full.contains(".claude/"), "{full}");
    // After compaction it is rebuilt from the files as they are now.
    f.write("src/new.rs", "pub enum Fresh {}\n");
    let (_, text, _) = f.run_in("inject-codebase-map", &f.repo(), "compact");
    let text = text.unwrap();
    has(&text, &["src/new.rs: enum Fresh"]);
    assert!(!text.contains("copied_symbol"), "{text}");
    let exclude = std::fs::read_to_string(f.repo().join(".git/info/exclude")).unwrap();
    assert_eq!(
        exclude
            .lines()
            .filter(|l| *l == "/.claude/codebase-map.md")
            .count(),
        1,
        "{exclude}"
    );
}

#[test]
fn inject_codebase_map_outside_git_walks_and_caps() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("plain");
    for i in 0..300 {
        let p = root.join(format!("pkg{}/mod{i}.py", i % 7));
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, format!("def function_number_{i}():\n    return {i}\n")).unwrap();
    }
    std::fs::create_dir_all(root.join("node_modules/x")).unwrap();
    std::fs::write(
        root.join("node_modules/x/index.js"),
        "export function dep() {}\n",
    )
    .unwrap();
    std::fs::create_dir_all(root.join(".claude")).unwrap();
    std::fs::write(
        root.join(".claude/gatehouse.toml"),
        "[inject-codebase-map]\nmax_chars = 2000\nwrite_full = false\n",
    )
    .unwrap();
    let f = Fixture { dir };
    let (code, text, _) = f.run_in("inject-codebase-map", &root, "startup");
    assert_eq!(code, 0);
    let text = text.unwrap();
    assert!(text.len() <= 2000, "{}", text.len());
    has(
        &text,
        &[
            "300 files",
            "[truncated: the symbols of",
            "`write_full = false`",
        ],
    );
    assert!(!text.contains("function dep"), "{text}");
}

// ----------------------------------------------------------- ast-freshness-pin

fn sha(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn ast_freshness_pin_derives_the_evidence_now() {
    let f = Fixture::new();
    assert_eq!(
        f.run("ast-freshness-pin"),
        (0, None),
        "no snapshot configured: nothing"
    );
    f.write("pkg/a.py", "def a(): pass\n");
    f.write("pkg/b.py", "def b(): return 2\n");
    let snapshot = json!({"files": {
        "pkg/a.py": sha(b"def a(): pass\n"),
        "pkg/b.py": sha(b"def b(): return 1\n"),
        "pkg/c.py": sha(b"def c(): pass\n"),
    }});
    f.write("plans/ast.json", &snapshot.to_string());
    f.config("[ast-freshness-pin]\nsnapshot = \"plans/ast.json\"\nmandate = \"ZERO hand-reading of Python source.\"\nrefresh = \"make ast\"\n");
    let (code, text) = f.run("ast-freshness-pin");
    assert_eq!(code, 0);
    let text = text.unwrap();
    has(
        &text,
        &[
            "ZERO hand-reading of Python source.",
            "covers 3 files: 1 current, 1 stale, 1 missing",
            "NOT fully current",
            "Stale (changed since the snapshot): `pkg/b.py`",
            "Missing (deleted or moved): `pkg/c.py`",
            "`make ast`",
        ],
    );
    assert!(!text.contains("It is CURRENT"));

    // The files change back: the same snapshot is now current, derived again.
    f.write("pkg/b.py", "def b(): return 1\n");
    f.write("pkg/c.py", "def c(): pass\n");
    let (_, text, _) = f.run_in("ast-freshness-pin", &f.repo(), "compact");
    has(
        &text.unwrap(),
        &[
            "covers 3 files: 3 current, 0 stale, 0 missing",
            "It is CURRENT",
        ],
    );

    std::fs::remove_file(f.repo().join("plans/ast.json")).unwrap();
    let (_, text) = f.run("ast-freshness-pin");
    has(
        &text.unwrap(),
        &[
            "ZERO hand-reading",
            "SKIP ast-freshness-pin: the snapshot `plans/ast.json` could not be read",
            "no freshness evidence",
        ],
    );
}

// ------------------------------------------- start-ast-daemon / architecture-sync

/// Kills the listed pids when the test ends, however it ends.
struct Reaper(Vec<u32>);

impl Drop for Reaper {
    fn drop(&mut self) {
        for pid in &self.0 {
            let _ = Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .stderr(Stdio::null())
                .status();
        }
    }
}

fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        let state = s
            .rsplit_once(')')
            .map(|(_, r)| r.trim_start().chars().next())
            .unwrap_or_default();
        state != Some('Z')
    })
}

fn pid_in(text: &str) -> u32 {
    let i = text.find("(pid ").unwrap() + 5;
    text[i..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

fn wait_until(what: &str, mut cond: impl FnMut() -> bool) {
    let start = Instant::now();
    while !cond() {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "timed out waiting: {what}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn start_ast_daemon_starts_once_detached_and_again_after_it_died() {
    let f = Fixture::new();
    let mut reaper = Reaper(Vec::new());
    assert_eq!(f.run("start-ast-daemon"), (0, None), "no command: nothing");
    f.config("[start-ast-daemon]\ncommand = \"echo warming; exec sleep 60\"\n");
    let start = Instant::now();
    let (code, text) = f.run("start-ast-daemon");
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "blocked session start: {:?}",
        start.elapsed()
    );
    assert_eq!(code, 0);
    let text = text.unwrap();
    has(
        &text,
        &[
            "start-ast-daemon: started `echo warming; exec sleep 60` in the background",
            "log `.claude/run/start-ast-daemon.log`",
        ],
    );
    let pid = pid_in(&text);
    reaper.0.push(pid);
    assert!(alive(pid));
    assert_eq!(
        std::fs::read_to_string(format!("/proc/{pid}/cmdline")).unwrap(),
        "sleep\u{0}60\u{0}"
    );
    // Its own process group: a session's group being killed does not take it down.
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let pgrp: u32 = stat
        .rsplit_once(')')
        .unwrap()
        .1
        .split_whitespace()
        .nth(2)
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(pgrp, pid);
    wait_until("the log", || {
        std::fs::read_to_string(f.repo().join(".claude/run/start-ast-daemon.log"))
            .is_ok_and(|l| l.contains("warming"))
    });

    let (_, text, _) = f.run_in("start-ast-daemon", &f.repo(), "compact");
    has(
        &text.unwrap(),
        &[&format!(
            "is already running (pid {pid}); not started again"
        )],
    );

    Command::new("kill").arg(pid.to_string()).status().unwrap();
    wait_until("the daemon ends", || !alive(pid));
    let (_, text) = f.run("start-ast-daemon");
    let text = text.unwrap();
    has(&text, &["started"]);
    let again = pid_in(&text);
    reaper.0.push(again);
    assert_ne!(again, pid);
}

#[test]
fn start_architecture_sync_says_loudly_when_the_job_fails_at_once() {
    let f = Fixture::new();
    f.config("[start-architecture-sync]\ncommand = \"echo 'graph unreachable' >&2; exit 3\"\n");
    let (code, text) = f.run("start-architecture-sync");
    assert_eq!(code, 0);
    has(
        &text.unwrap(),
        &[
            "SKIP start-architecture-sync:",
            "ended at once (exit 3)",
            "graph unreachable",
        ],
    );
    // A lock held by another starting session: not started twice.
    f.config("[start-architecture-sync]\ncommand = \"exec sleep 60\"\n");
    f.write(".claude/run/start-architecture-sync.pid.lock", "");
    let (_, text) = f.run("start-architecture-sync");
    has(
        &text.unwrap(),
        &["SKIP start-architecture-sync: another session is starting"],
    );
}

// ------------------------------------------------------------------ worktree-gc

#[test]
fn worktree_gc_collects_only_finished_worktrees() {
    let f = Fixture::new();
    let repo = f.repo();
    let wt = |name: &str| f.dir.path().join(name);
    let add = |name: &str| {
        f.git(
            &repo,
            &[
                "worktree",
                "add",
                "-q",
                wt(name).to_str().unwrap(),
                "-b",
                name,
            ],
        )
    };
    let commit_in = |name: &str| {
        std::fs::write(wt(name).join(format!("{name}.txt")), name).unwrap();
        f.git(&wt(name), &["add", "."]);
        f.git(&wt(name), &["commit", "-q", "-m", name]);
    };
    for name in [
        "merged", "dirty", "unmerged", "gone", "locked", "current", "busy",
    ] {
        add(name);
    }
    for name in ["merged", "dirty", "unmerged", "current", "busy"] {
        commit_in(name);
    }
    for name in ["merged", "dirty", "current", "busy"] {
        f.git(&repo, &["merge", "-q", "--no-edit", name]);
    }
    std::fs::write(wt("dirty").join("notes.txt"), "uncommitted").unwrap();
    std::fs::remove_dir_all(wt("gone")).unwrap();
    f.git(&repo, &["worktree", "lock", wt("locked").to_str().unwrap()]);
    // Another session's process works in `busy` (merged, clean, idle to git).
    let mut busy = Command::new("sleep")
        .arg("60")
        .current_dir(wt("busy").join(""))
        .spawn()
        .unwrap();
    let _reaper = Reaper(vec![busy.id()]);

    // Default idle threshold (60 min): everything was just active, so only the gone directory.
    let (_, text, _) = f.run_in("worktree-gc", &wt("current"), "startup");
    let text = text.unwrap();
    has(
        &text,
        &[
            "dry run",
            "would prune `",
            "gone` (branch `gone`): its directory is gone",
        ],
    );
    assert!(!text.contains("would remove"), "{text}");

    // The session runs in `current`: its config is that worktree's `.claude/gatehouse.toml`.
    let config = |text: &str| {
        std::fs::create_dir_all(wt("current").join(".claude")).unwrap();
        std::fs::write(wt("current").join(".claude/gatehouse.toml"), text).unwrap();
    };
    config("[worktree-gc]\nmin_idle_minutes = 0\n");
    let (code, text, _) = f.run_in("worktree-gc", &wt("current"), "startup");
    assert_eq!(code, 0);
    let text = text.unwrap();
    has(
        &text,
        &[
            "dry run",
            "would remove `",
            "merged` (branch `merged`): merged, clean, idle",
            "into `main`",
            "kept `",
            "dirty` (branch `dirty`): merged into `main` but it has uncommitted changes",
            &format!(
                "busy` (branch `busy`): merged into `main` and clean, but process {} works in it",
                busy.id()
            ),
            "would prune `",
        ],
    );
    for never in ["unmerged`", "locked`", "current`"] {
        assert!(!text.contains(never), "{never} in {text}");
    }
    assert!(wt("merged").exists(), "a dry run removed a worktree");

    config("[worktree-gc]\nmin_idle_minutes = 0\napply = true\n");
    let (_, text, _) = f.run_in("worktree-gc", &wt("current"), "startup");
    has(
        &text.unwrap(),
        &["removed `", "merged` (branch `merged`)", "pruned `"],
    );
    assert!(!wt("merged").exists());
    for kept in ["dirty", "unmerged", "locked", "current", "busy"] {
        assert!(wt(kept).exists(), "{kept} was removed");
    }
    assert!(wt("dirty").join("notes.txt").exists());
    let list = f.git(&repo, &["worktree", "list", "--porcelain"]);
    assert!(
        !list.contains("/gone\n") && !list.contains("/merged\n"),
        "{list}"
    );
    // The branches are kept.
    f.git(&repo, &["rev-parse", "--verify", "refs/heads/merged"]);
    // Nothing left to do: silent.
    let (_, text, _) = f.run_in("worktree-gc", &wt("current"), "startup");
    has(&text.unwrap_or_default(), &["kept `"]);
    let _ = busy.kill();
    let _ = busy.wait();
}

// ---------------------------------------------------------- reap-orphan-waiters

/// Starts `script` under `bash -c`, double-forked (`setsid … &` in a shell
/// that exits at once) so its parent is gone; returns its pid once adopted.
fn orphan(cwd: &Path, script: &str) -> u32 {
    let out = Command::new("bash")
        .arg("-c")
        .arg("setsid bash -c \"$1\" </dev/null >/dev/null 2>&1 & echo $!")
        .arg("orphan")
        .arg(script)
        .current_dir(cwd)
        .output()
        .unwrap();
    let pid: u32 = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    wait_until("the loop is adopted", || {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .is_ok_and(|s| s.rsplit_once(')').unwrap().1.split_whitespace().nth(1) == Some("1"))
    });
    pid
}

#[test]
fn reap_orphan_waiters_ends_only_positively_identified_orphans() {
    let f = Fixture::new();
    let repo = f.repo();
    let mut reaper = Reaper(Vec::new());
    let waiter = orphan(&repo, "while true; do sleep 1; done");
    reaper.0.push(waiter);
    let bounded = orphan(
        &repo,
        "for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30; do sleep 1; done",
    );
    reaper.0.push(bounded);
    let elsewhere_dir = f.dir.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere_dir).unwrap();
    let elsewhere = orphan(&elsewhere_dir, "until false; do sleep 1; done");
    reaper.0.push(elsewhere);
    // A loop whose parent (this test) is alive.
    let mut child = Command::new("bash")
        .arg("-c")
        .arg("while true; do sleep 1; done")
        .current_dir(&repo)
        .spawn()
        .unwrap();
    reaper.0.push(child.id());

    // Default age threshold (10 min): all too young.
    assert_eq!(f.run("reap-orphan-waiters"), (0, None));

    f.config("[reap-orphan-waiters]\nmin_age_minutes = 0\n");
    let (code, text) = f.run("reap-orphan-waiters");
    assert_eq!(code, 0);
    let text = text.unwrap();
    has(
        &text,
        &[
            "dry run",
            &format!("would end pid {waiter} (`while true; do sleep 1; done`"),
            "orphaned, parent pid 1",
        ],
    );
    for other in [bounded, elsewhere, child.id()] {
        assert!(
            !text.contains(&format!("pid {other} ")),
            "{other} listed:\n{text}"
        );
    }
    assert!(alive(waiter), "a dry run ended a process");

    f.config("[reap-orphan-waiters]\nmin_age_minutes = 0\napply = true\n");
    let (_, text) = f.run("reap-orphan-waiters");
    has(
        &text.unwrap(),
        &[&format!("- ended pid {waiter} ("), "with SIGTERM"],
    );
    wait_until("the waiter ends", || !alive(waiter));
    for other in [bounded, elsewhere, child.id()] {
        assert!(alive(other), "{other} was ended");
    }

    // `scope = "user"`: the orphan outside the project too (and only it).
    f.config("[reap-orphan-waiters]\nmin_age_minutes = 0\nscope = \"user\"\n");
    let (_, text) = f.run("reap-orphan-waiters");
    let text = text.unwrap();
    has(
        &text,
        &[&format!(
            "would end pid {elsewhere} (`until false; do sleep 1; done`"
        )],
    );
    assert!(!text.contains(&format!("pid {bounded} ")));
    let _ = child.kill();
    let _ = child.wait();
}
