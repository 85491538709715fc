//! `gatehouse list`, `explain GUARD`, `test GUARD < payload.json` with the
//! real binaries: the table reflects config and installs for a directory,
//! `explain` prints the guard's own embedded doc (no source tree needed:
//! run from a copy of the binary elsewhere), `test` prints the verdict and
//! the exact exit/stdout/stderr the harness would get.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::json;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn gatehouse_at(exe: &Path, home: &Path, cwd: &Path, args: &[&str], stdin: &[u8]) -> Output {
    let mut cmd = Command::new(exe);
    cmd.args(args)
        .current_dir(cwd)
        .env("HOME", home)
        .env("PATH", "/usr/bin:/bin")
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // A binary copied just before (`explain` runs a copy far from the
    // checkout) can be "Text file busy" for a moment: another test thread's
    // fork may still hold the copy's write descriptor until its exec. Wait
    // that out (bounded); any other error fails the test.
    let mut tries = 0;
    let mut child = loop {
        match cmd.spawn() {
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy && tries < 100 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            r => break r.unwrap(),
        }
    };
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

fn out(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn explain_prints_the_embedded_doc_without_the_source_tree() {
    let d = tempfile::tempdir().unwrap();
    // A copy of the binary far from the checkout: the doc is compiled in.
    let exe = d.path().join("gatehouse");
    std::fs::copy(env!("CARGO_BIN_EXE_gatehouse"), &exe).unwrap();
    let o = gatehouse_at(&exe, d.path(), d.path(), &["explain", "no-xdist"], b"");
    let t = out(&o);
    assert!(o.status.success(), "{t}");
    for want in [
        "no-xdist: refuses pytest-xdist",
        "# What it refuses",
        "# Escape hatch",
        "PreToolUse matcher Bash",
        "onFailure block",
        "enabled, reason, rule_id, on_refuse, runner",
    ] {
        assert!(t.contains(want), "missing {want:?}:\n{t}");
    }
    let o = gatehouse_at(&exe, d.path(), d.path(), &["explain", "no-such-guard"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        out(&o).contains("no guard named `no-such-guard`") && out(&o).contains("no-xdist"),
        "{}",
        out(&o)
    );
}

#[test]
fn list_shows_config_and_where_each_guard_is_installed() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    assert!(
        Command::new("git")
            .args(["init", "-q"])
            .arg(&repo)
            .status()
            .unwrap()
            .success()
    );
    let exe = Path::new(env!("CARGO_BIN_EXE_gatehouse"));
    let build = d.path().join("build");
    std::fs::create_dir_all(&build).unwrap();
    std::fs::copy(fleet::bin("no-xdist"), build.join("no-xdist")).unwrap();
    std::fs::copy(exe, build.join("gatehouse")).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_gatehouse-dispatch"),
        build.join("gatehouse-dispatch"),
    )
    .unwrap();
    let r = repo.to_str().unwrap();
    let o = gatehouse_at(
        exe,
        &home,
        &repo,
        &[
            "install",
            "--scope",
            "project",
            "--repo",
            r,
            "--bin-dir",
            build.to_str().unwrap(),
            "--guards",
            "no-xdist",
        ],
        b"",
    );
    assert!(o.status.success(), "{}", out(&o));
    std::fs::write(
        repo.join(".claude/gatehouse.toml"),
        "[stop-hedge]\nenabled = false\n",
    )
    .unwrap();
    let o = gatehouse_at(exe, &home, &repo, &["list"], b"");
    let t = out(&o);
    assert!(o.status.success(), "{t}");
    let row = |g: &str| {
        t.lines()
            .find(|l| l.starts_with(&format!("{g} ")))
            .unwrap_or_else(|| panic!("no row for {g}:\n{t}"))
            .to_owned()
    };
    let x = row("no-xdist");
    assert!(
        x.contains("PreToolUse[Bash]") && x.contains("yes") && x.ends_with("project"),
        "{x}"
    );
    let h = row("stop-hedge");
    assert!(
        h.contains("Stop") && h.contains(" no ") && h.ends_with("no"),
        "{h}"
    );
    // Every registered guard has a row.
    for g in fleet::registrations()
        .iter()
        .filter_map(|r| r.guard.clone())
    {
        row(&g);
    }
    // A guard that does nothing until configured says so, and what turns it on.
    let a = row("force-ast-toolkit");
    assert!(a.contains("off: `toolkit` not set"), "{a}");
    let t2 = row("force-trace-intel");
    assert!(t2.contains("off: `tool` not set"), "{t2}");
    let r2 = row("ast-incremental-refresh");
    assert!(r2.contains("off: `socket` or `fallback` not set"), "{r2}");
    std::fs::write(
        repo.join(".claude/gatehouse.toml"),
        "[force-ast-toolkit]\ntoolkit = \"ast-grep\"\n\n[force-trace-intel]\ntool = \"trace\"\n",
    )
    .unwrap();
    let o = gatehouse_at(exe, &home, &repo, &["list"], b"");
    let t = out(&o);
    let row = |g: &str| {
        t.lines()
            .find(|l| l.starts_with(&format!("{g} ")))
            .unwrap_or_else(|| panic!("no row for {g}:\n{t}"))
            .to_owned()
    };
    assert!(row("force-ast-toolkit").contains(" yes "), "{t}");
    assert!(
        row("force-trace-intel").contains("off: `id_pattern` not set"),
        "{t}"
    );
}

#[test]
fn every_activation_key_is_one_the_guard_declares() {
    let d = tempfile::tempdir().unwrap();
    for (guard, needs) in gatehouse::registry::ACTIVATION {
        let o = gatehouse_at(
            std::path::Path::new(env!("CARGO_BIN_EXE_gatehouse")),
            d.path(),
            d.path(),
            &["explain", guard],
            b"",
        );
        let text = out(&o);
        let keys = text
            .lines()
            .find(|l| l.starts_with(&format!("[{guard}] in ")))
            .unwrap_or_else(|| panic!("{guard}: no config-keys line:\n{text}"));
        let declared: Vec<&str> = keys.rsplit_once(": ").unwrap().1.split(", ").collect();
        for key in needs.iter().flat_map(|n| n.split('|')) {
            assert!(
                declared.contains(&key),
                "{guard}: activation key `{key}` is not declared ({declared:?})"
            );
        }
    }
}

#[test]
fn test_prints_the_verdict_and_the_exact_output() {
    let d = tempfile::tempdir().unwrap();
    let exe = Path::new(env!("CARGO_BIN_EXE_gatehouse"));
    let bin = fleet::bin_dir().to_str().unwrap().to_owned();
    let payload = |cmd: &str| {
        json!({"session_id": "s", "transcript_path": "", "cwd": d.path(), "hook_event_name": "PreToolUse",
               "tool_name": "Bash", "tool_input": {"command": cmd}})
        .to_string()
    };
    let o = gatehouse_at(
        exe,
        d.path(),
        d.path(),
        &["test", "no-xdist", "--bin-dir", &bin],
        payload("pytest -n 4").as_bytes(),
    );
    let t = out(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("verdict: REFUSED: the call is blocked"), "{t}");
    assert!(t.contains("exit:    2"), "{t}");
    assert!(
        t.contains("\"permissionDecision\":\"deny\""),
        "stdout shown: {t}"
    );
    assert!(
        t.contains("--- stderr") && t.contains("no-xdist: refused `pytest -n 4`"),
        "{t}"
    );
    let o = gatehouse_at(
        exe,
        d.path(),
        d.path(),
        &["test", "no-xdist", "--bin-dir", &bin],
        payload("pytest -x").as_bytes(),
    );
    assert!(
        out(&o).contains("verdict: ALLOWED (no opinion)") && out(&o).contains("exit:    0"),
        "{}",
        out(&o)
    );
    let o = gatehouse_at(
        exe,
        d.path(),
        d.path(),
        &["test", "no-xdist", "--bin-dir", &bin],
        b"{\"truncated\": ",
    );
    assert!(
        out(&o).contains("REFUSED") && out(&o).contains("could not evaluate"),
        "{}",
        out(&o)
    );
    let stop = json!({"session_id": "s", "transcript_path": "", "cwd": d.path(), "hook_event_name": "Stop",
                      "stop_hook_active": false, "last_assistant_message": "Done."});
    let o = gatehouse_at(
        exe,
        d.path(),
        d.path(),
        &["test", "stop-timestamp", "--bin-dir", &bin],
        stop.to_string().as_bytes(),
    );
    assert!(
        out(&o).contains("verdict: ALLOWED, with a message shown to the user"),
        "{}",
        out(&o)
    );
    let o = gatehouse_at(exe, d.path(), d.path(), &["test", "../no-xdist"], b"{}");
    assert_eq!(o.status.code(), Some(2), "{}", out(&o));
}
