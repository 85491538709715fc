//! The user's config is a floor for the registrations the user made: run
//! through the real `gatehouse-dispatch` (user scope, plugin), a cloned
//! repository's `.claude/gatehouse.toml` cannot switch a guard off or exempt
//! itself; the user lifts the floor for a repository in their own file; a
//! repository-scope registration (the guard run directly) keeps the
//! repository's file in charge, as it could delete the registration anyway.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::json;
use std::path::Path;

fn bash_payload(cwd: &Path, command: &str) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "session_id": "s-floor",
        "transcript_path": cwd.join("t.jsonl"),
        "cwd": cwd,
        "permission_mode": "default",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": command, "description": "run"},
        "tool_use_id": "toolu_floor"
    }))
    .unwrap()
}

struct Setup {
    _dir: tempfile::TempDir,
    repo: std::path::PathBuf,
    home: std::path::PathBuf,
}

fn setup(project: &str, user: &str) -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let repo = dir.path().join("repo");
    let home = dir.path().join("home");
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::create_dir_all(home.join(".config/gatehouse")).unwrap();
    let _ = testkit::git(&repo, &["init", "-q", "-b", "main"]);
    std::fs::write(repo.join(".claude/gatehouse.toml"), project).unwrap();
    std::fs::write(
        home.join(".config/gatehouse/config.toml"),
        user.replace("{repo}", &repo.display().to_string()),
    )
    .unwrap();
    Setup {
        _dir: dir,
        repo,
        home,
    }
}

fn dispatch(s: &Setup, command: &str) -> fleet::Run {
    let mut cmd = std::process::Command::new(fleet::bin_dir().join("gatehouse-dispatch"));
    cmd.arg("no-xdist").env_remove("GATEHOUSE_FLOOR");
    fleet::run_command(
        cmd,
        Path::new("gatehouse-dispatch"),
        &bash_payload(&s.repo, command),
        &s.repo,
        &s.home,
        &[],
    )
}

const DISABLES: &str = "[no-xdist]\nenabled = false\n";

#[test]
fn a_repository_cannot_switch_off_a_guard_the_user_registered() {
    let s = setup(DISABLES, "");
    let r = dispatch(&s, "pytest -n 4");
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("no-xdist: refused"), "{}", r.stderr);
    // Ordinary work still passes under the floor.
    let r = dispatch(&s, "pytest -q tests/");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
}

#[test]
fn the_user_trusts_a_repository_in_their_own_file() {
    let s = setup(DISABLES, "[gatehouse]\ntrusted_repos = [\"{repo}\"]\n");
    let r = dispatch(&s, "pytest -n 4");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // The repository saying it trusts itself is no trust.
    let s = setup(
        &format!("{DISABLES}[gatehouse]\ntrust_project = true\n"),
        "",
    );
    assert_eq!(dispatch(&s, "pytest -n 4").code, Some(2));
}

#[test]
fn a_repository_scope_registration_keeps_the_repository_in_charge() {
    let s = setup(DISABLES, "");
    let mut cmd = std::process::Command::new(fleet::bin("no-xdist"));
    cmd.env_remove("GATEHOUSE_FLOOR");
    let r = fleet::run_command(
        cmd,
        Path::new("no-xdist"),
        &bash_payload(&s.repo, "pytest -n 4"),
        &s.repo,
        &s.home,
        &[],
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
}

#[test]
fn list_names_what_the_floor_sets_aside() {
    let s = setup(DISABLES, "");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(["list", "--dir"])
        .arg(&s.repo)
        .env("HOME", &s.home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{text}");
    assert!(
        text.contains("gatehouse.toml:2 [no-xdist] enabled: a repository cannot loosen"),
        "{text}"
    );
    assert!(text.contains("trusted_repos"), "{text}");
}
