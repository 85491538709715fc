//! Grouped entries: `gatehouse-dispatch [--here] GUARD…` (src/fanout.rs),
//! the real dispatcher beside real guards, with real payloads.
//!
//! - every guard of the group runs, each on its own thread of the
//!   dispatcher (the PreToolUse guards are compiled in) or, for a guard it
//!   does not carry, as its own process: a command two guards refuse gets
//!   both refusals, an ordinary one passes silently;
//! - the answer matches what the guards say one by one (the group decides
//!   as the harness combines separate hooks: deny wins);
//! - fail closed per guard: a missing guard, one that crashes, one that
//!   prints garbage, one that hangs past the deadline — each a refusal that
//!   names it, while the others' answers still count (a panic on a linked
//!   guard's thread: shared/payload/tests/panic.rs);
//! - `--here` runs wherever it is registered; without it the dispatcher's
//!   opt-in rule holds for the group as for one guard;
//! - a large payload (a 1 MB Write) reaches every guard whole.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const GROUP: [&str; 8] = [
    "no-xdist",
    "block-sleep-poll",
    "block-worktree-deletions",
    "worktree-consent",
    "force-session-cli",
    "no-doubles-py",
    "no-banned-deps",
    "secret-guard",
];

struct Env {
    _tmp: tempfile::TempDir,
    bin: PathBuf,
    home: PathBuf,
    repo: PathBuf,
}

fn env() -> Env {
    let tmp = tempfile::tempdir().unwrap();
    let bin = tmp.path().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_gatehouse-dispatch"),
        bin.join("gatehouse-dispatch"),
    )
    .unwrap();
    for g in GROUP {
        std::fs::copy(fleet::bin(g), bin.join(g)).unwrap();
    }
    let home = tmp.path().join("home");
    let repo = tmp.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&repo).unwrap();
    assert!(
        Command::new("git")
            .args(["init", "-q"])
            .arg(&repo)
            .status()
            .unwrap()
            .success()
    );
    Env {
        _tmp: tmp,
        bin,
        home,
        repo,
    }
}

fn bash(cwd: &Path, command: &str) -> Vec<u8> {
    json!({"session_id": "s", "transcript_path": "", "cwd": cwd, "hook_event_name": "PreToolUse",
           "tool_name": "Bash", "tool_input": {"command": command, "description": "d"}, "tool_use_id": "t"})
    .to_string()
    .into_bytes()
}

/// Runs `program args` on `stdin` in the repository (tests/fleet).
fn run(e: &Env, program: &Path, args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    fleet::run_args(program, args, stdin, &e.repo, &e.home)
}

fn group(e: &Env, stdin: &[u8]) -> (Option<i32>, String, String) {
    let mut args = vec!["--here"];
    args.extend(GROUP);
    run(e, &e.bin.join("gatehouse-dispatch"), &args, stdin)
}

#[test]
fn the_group_answers_as_its_guards_do_one_by_one() {
    let e = env();
    for command in [
        "ls -la && git status",
        "cargo test --workspace",
        "pytest -n 4",
        "cat .env",
        "sleep 900",
        "pytest -n 4 && cat .env && sleep 900",
        "pip install requests",
        "git commit -m 'pytest -n 4 is banned; cat .env too'",
        "bash -c 'python -m pytest -n auto'",
    ] {
        let payload = bash(&e.repo, command);
        let (code, stdout, stderr) = group(&e, &payload);
        // One by one: which guards refuse, and their reasons.
        let mut refusing = Vec::new();
        for g in GROUP {
            let r = run(&e, &e.bin.join(g), &[], &payload);
            assert!(matches!(r.0, Some(0 | 2)), "{g} on {command}: {r:?}");
            if r.0 == Some(2) {
                refusing.push((g, r.2.trim().to_owned()));
            }
        }
        if refusing.is_empty() {
            assert_eq!(
                (code, stdout.as_str(), stderr.as_str()),
                (Some(0), "", ""),
                "{command}"
            );
            continue;
        }
        assert_eq!(code, Some(2), "{command}: {stderr}");
        let v: Value = serde_json::from_str(&stdout).unwrap();
        assert_eq!(v["hookSpecificOutput"]["permissionDecision"], "deny");
        let reason = v["hookSpecificOutput"]["permissionDecisionReason"]
            .as_str()
            .unwrap();
        for (g, text) in &refusing {
            assert!(
                stderr.contains(text.as_str()),
                "{command}: {g}'s refusal missing from\n{stderr}"
            );
            assert!(reason.contains(&format!("{g}: ")), "{command}: {g}");
        }
    }
    // The class of the combined case: three guards refused it at once.
    let (_, _, stderr) = group(&e, &bash(&e.repo, "pytest -n 4 && cat .env && sleep 900"));
    for g in [
        "no-xdist: refused",
        "secret-guard: refused",
        "block-sleep-poll: refused",
    ] {
        assert!(stderr.contains(g), "{g}: {stderr}");
    }
}

#[test]
fn a_guard_that_fails_is_a_refusal_naming_it_and_the_others_still_count() {
    // The guards the dispatcher does not carry compiled in run as their own
    // processes; these are stand-ins under such names (Stop and SessionStart
    // guards), beside a linked guard that still decides.
    use std::os::unix::fs::PermissionsExt;
    let e = env();
    let dispatch = e.bin.join("gatehouse-dispatch");
    let stub = |name: &str, script: &str| {
        let p = e.bin.join(name);
        std::fs::write(&p, script).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    };
    // Missing.
    let r = run(
        &e,
        &dispatch,
        &["--here", "no-xdist", "stop-hedge"],
        &bash(&e.repo, "ls"),
    );
    assert_eq!(r.0, Some(2), "{r:?}");
    assert!(
        r.2.contains("stop-hedge") && r.2.contains("could not start"),
        "{}",
        r.2
    );
    // Crashes (what a panic exits with), prints garbage: each named; the
    // real guard beside it still refuses what it refuses.
    stub(
        "stop-timestamp",
        "#!/bin/sh\ncat >/dev/null\necho 'thread main panicked' >&2\nexit 101\n",
    );
    stub("error-report", "#!/bin/sh\ncat >/dev/null\necho hello\n");
    let r = run(
        &e,
        &dispatch,
        &["--here", "no-xdist", "stop-timestamp", "error-report"],
        &bash(&e.repo, "pytest -n 4"),
    );
    assert_eq!(r.0, Some(2), "{r:?}");
    for needle in [
        "no-xdist: refused",
        "stop-timestamp: could not evaluate (stop-timestamp exited 101",
        "error-report: could not evaluate (error-report printed what is not a JSON object",
    ] {
        assert!(r.2.contains(needle), "{needle}: {}", r.2);
    }
    // Hangs: killed at the deadline (a second under the entry's 10 s
    // timeout), refused by name, long before the harness's own timeout.
    stub("decision-adr-trigger", "#!/bin/sh\nexec sleep 60\n");
    let t = Instant::now();
    let r = run(
        &e,
        &dispatch,
        &["--here", "no-xdist", "decision-adr-trigger"],
        &bash(&e.repo, "ls"),
    );
    let took = t.elapsed();
    assert_eq!(r.0, Some(2), "{r:?}");
    assert!(
        r.2.contains("decision-adr-trigger did not answer within 9 s"),
        "{}",
        r.2
    );
    assert!(took < Duration::from_secs(10), "{took:?}");
}

/// Every guard a PreToolUse group can hold (every PreToolUse registration
/// in settings/settings.json) runs inside the dispatcher: with no guard
/// binary beside it, each still answers an ordinary call (a guard it did
/// not carry would be "could not start"), and the default Bash group still
/// refuses what its guards refuse, each refusal in its guard's words.
#[test]
fn the_pre_tool_use_guards_run_inside_the_dispatcher() {
    let e = env();
    for g in GROUP {
        std::fs::remove_file(e.bin.join(g)).unwrap();
    }
    let settings: Value = serde_json::from_str(
        &std::fs::read_to_string(fleet::root().join("settings/settings.json")).unwrap(),
    )
    .unwrap();
    let mut names: Vec<String> = settings["hooks"]["PreToolUse"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["hooks"].as_array().cloned().unwrap_or_default())
        .flat_map(|h| fleet::entry_guards(&h))
        .collect();
    names.dedup();
    assert!(names.len() >= 15, "{names:?}");
    let dispatch = e.bin.join("gatehouse-dispatch");
    for name in &names {
        let r = run(&e, &dispatch, &["--here", name], &bash(&e.repo, "ls"));
        assert_eq!(r.0, Some(0), "{name}: {r:?}");
    }
    let mut args = vec!["--here"];
    args.extend(GROUP);
    let r = run(
        &e,
        &dispatch,
        &args,
        &bash(&e.repo, "pytest -n 4; cat .env"),
    );
    assert_eq!(r.0, Some(2), "{r:?}");
    for needle in ["no-xdist: refused", "secret-guard: refused"] {
        assert!(r.2.contains(needle), "{needle}: {}", r.2);
    }
    // A stand-in that is not a guard the dispatcher carries is still run as
    // a process (the binary beside it), so a name it lacks is not silently
    // dropped.
    let r = run(
        &e,
        &dispatch,
        &["--here", "no-xdist", "stop-hedge"],
        &bash(&e.repo, "ls"),
    );
    assert_eq!(r.0, Some(2), "{r:?}");
}

#[test]
fn here_runs_anywhere_and_the_opt_in_form_keeps_its_rule() {
    let e = env();
    let dispatch = e.bin.join("gatehouse-dispatch");
    let p = bash(&e.repo, "pytest -n 4");
    // Not opted in: the opt-in form is silent, --here refuses.
    let r = run(&e, &dispatch, &["no-xdist", "secret-guard"], &p);
    assert_eq!((r.0, r.1.as_str(), r.2.as_str()), (Some(0), "", ""));
    let r = run(&e, &dispatch, &["--here", "no-xdist", "secret-guard"], &p);
    assert_eq!(r.0, Some(2), "{r:?}");
    // Opted in: the opt-in form refuses too.
    std::fs::create_dir_all(e.repo.join(".claude")).unwrap();
    std::fs::write(e.repo.join(".claude/gatehouse.toml"), "").unwrap();
    let r = run(&e, &dispatch, &["no-xdist", "secret-guard"], &p);
    assert_eq!(r.0, Some(2), "{r:?}");
    assert!(r.2.contains("no-xdist: refused"), "{}", r.2);
    // Bad groups: a name twice, an unknown name, no name, WorktreeCreate.
    for (case, args) in [
        ("twice", vec!["--here", "no-xdist", "no-xdist"]),
        ("unknown", vec!["--here", "no-xdist", "rm"]),
        ("slash", vec!["no-xdist", "../no-xdist"]),
        ("none", vec!["--here"]),
    ] {
        let r = run(&e, &dispatch, &args, &bash(&e.repo, "ls"));
        assert_eq!(r.0, Some(2), "{case}: {r:?}");
        assert!(
            r.2.contains("gatehouse-dispatch: could not evaluate"),
            "{case}: {}",
            r.2
        );
    }
    let wt = json!({"session_id": "s", "transcript_path": "", "cwd": e.repo, "hook_event_name": "WorktreeCreate", "name": "x"});
    let r = run(
        &e,
        &dispatch,
        &["--here", "worktree-consent"],
        wt.to_string().as_bytes(),
    );
    assert_eq!(r.0, Some(2), "{r:?}");
    assert!(r.2.contains("exactly one guard"), "{}", r.2);
}

#[test]
fn a_large_write_reaches_every_guard_whole() {
    let e = env();
    // 1 MB of ordinary Python, then a test double at the very end: only a
    // guard that read the whole payload sees it.
    let mut content = "def f(x):\n    return x + 1\n\n".repeat(40_000);
    content.push_str("from unittest.mock import MagicMock\nclient = MagicMock()\n");
    assert!(content.len() > 1_000_000);
    let payload = json!({"session_id": "s", "transcript_path": "", "cwd": e.repo, "hook_event_name": "PreToolUse",
        "tool_name": "Write", "tool_input": {"file_path": e.repo.join("tests/test_big.py"), "content": content},
        "tool_use_id": "t"});
    let bytes = payload.to_string().into_bytes();
    let alone = run(&e, &e.bin.join("no-doubles-py"), &[], &bytes);
    assert_eq!(alone.0, Some(2), "the guard alone refuses it: {alone:?}");
    let (code, _, stderr) = group(&e, &bytes);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("no-doubles-py: refused"), "{stderr}");
    let ok = json!({"session_id": "s", "transcript_path": "", "cwd": e.repo, "hook_event_name": "PreToolUse",
        "tool_name": "Write", "tool_input": {"file_path": e.repo.join("src/big.py"),
        "content": "def f(x):\n    return x + 1\n\n".repeat(40_000)}, "tool_use_id": "t"});
    let r = group(&e, ok.to_string().as_bytes());
    assert_eq!((r.0, r.2.as_str()), (Some(0), ""), "{r:?}");
}
