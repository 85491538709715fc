//! squash-reminder against real git repositories in temp dirs and the real
//! binary: the Stop reminder after a committing turn, silence otherwise, and
//! the `refuse-push` mode on PreToolUse.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use serde_json::{Value, json};
use std::path::{Path, PathBuf};

fn git(dir: &Path, args: &[&str]) -> String {
    testkit::git(dir, args).unwrap()
}

/// A clone of a bare origin, with `ahead` commits on top of the pushed
/// `main` (subjects from `subjects`, then "change N").
fn repo(tmp: &Path, ahead: usize, subjects: &[&str]) -> PathBuf {
    let origin = tmp.join("origin.git");
    let work = tmp.join("work");
    std::fs::create_dir_all(&work).unwrap();
    git(
        tmp,
        &[
            "init",
            "-q",
            "--bare",
            "-b",
            "main",
            origin.to_str().unwrap(),
        ],
    );
    git(&work, &["init", "-q", "-b", "main"]);
    git(
        &work,
        &["remote", "add", "origin", origin.to_str().unwrap()],
    );
    git(&work, &["commit", "-q", "--allow-empty", "-m", "base"]);
    git(&work, &["push", "-q", "-u", "origin", "main"]);
    for i in 0..ahead {
        let subject = subjects
            .get(i)
            .map_or_else(|| format!("change {i}"), |s| (*s).to_owned());
        git(&work, &["commit", "-q", "--allow-empty", "-m", &subject]);
    }
    work
}

fn transcript(dir: &Path, commands: &[&str]) -> PathBuf {
    let mut text =
        json!({"type":"user","message":{"role":"user","content":"commit it"}}).to_string() + "\n";
    for (i, cmd) in commands.iter().enumerate() {
        let id = format!("t{i}");
        text += &(json!({"type":"assistant","message":{"id":id,"role":"assistant","content":[{"type":"tool_use","id":id,"name":"Bash","input":{"command":cmd}}]}}).to_string() + "\n");
        text += &(json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":id,"content":"ok","is_error":false}]}}).to_string() + "\n");
    }
    let path = dir.join("transcript.jsonl");
    std::fs::write(&path, text).unwrap();
    path
}

fn run(cwd: &Path, payload: Value) -> (Option<i32>, String, String) {
    let out = assert_cmd::Command::cargo_bin("squash-reminder")
        .unwrap()
        .current_dir(cwd)
        .env("HOME", cwd)
        .env("XDG_CONFIG_HOME", cwd.join(".config"))
        .write_stdin(payload.to_string())
        .timeout(std::time::Duration::from_secs(20))
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn stop(cwd: &Path, transcript: &Path) -> Value {
    json!({"session_id":"s","transcript_path":transcript,"cwd":cwd,"hook_event_name":"Stop","stop_hook_active":false,"last_assistant_message":"Committed."})
}

fn pre_bash(cwd: &Path, cmd: &str) -> Value {
    json!({"session_id":"s","transcript_path":"/nonexistent","cwd":cwd,"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":cmd},"tool_use_id":"t"})
}

#[test]
fn reminds_after_a_committing_turn_on_a_long_branch() {
    let tmp = tempfile::tempdir().unwrap();
    let work = repo(tmp.path(), 5, &[]);
    let t = transcript(tmp.path(), &["cargo test && git commit -am 'change 4'"]);
    let (code, stdout, _) = run(&work, stop(&work, &t));
    assert_eq!(code, Some(0));
    let v: Value = serde_json::from_str(&stdout).unwrap();
    let msg = v["systemMessage"].as_str().unwrap();
    assert!(msg.contains("5 commits ahead of `@{upstream}`"), "{msg}");
}

#[test]
fn reminds_about_fixup_and_wip_commits() {
    let tmp = tempfile::tempdir().unwrap();
    let work = repo(tmp.path(), 2, &["Add parser", "fixup! Add parser"]);
    let t = transcript(tmp.path(), &["git commit --fixup HEAD"]);
    let (code, stdout, _) = run(&work, stop(&work, &t));
    assert_eq!(code, Some(0));
    assert!(stdout.contains("fixup! Add parser"), "{stdout}");
}

#[test]
fn silent_without_a_commit_or_on_a_tidy_branch() {
    let tmp = tempfile::tempdir().unwrap();
    let work = repo(tmp.path(), 5, &[]);
    for cmds in [
        &["git status", "echo 'git commit'"][..],
        &["git log --grep commit"][..],
    ] {
        let t = transcript(tmp.path(), cmds);
        assert_eq!(
            run(&work, stop(&work, &t)),
            (Some(0), String::new(), String::new()),
            "{cmds:?}"
        );
    }
    let tmp = tempfile::tempdir().unwrap();
    let work = repo(tmp.path(), 1, &[]);
    let t = transcript(tmp.path(), &["git commit -m x"]);
    assert_eq!(
        run(&work, stop(&work, &t)),
        (Some(0), String::new(), String::new())
    );
}

#[test]
fn refuse_push_mode_refuses_the_push_not_the_stop() {
    let tmp = tempfile::tempdir().unwrap();
    let work = repo(tmp.path(), 4, &[]);
    std::fs::create_dir_all(work.join(".claude")).unwrap();
    std::fs::write(
        work.join(".claude/gatehouse.toml"),
        "[squash-reminder]\nmode = \"refuse-push\"\n",
    )
    .unwrap();
    let (code, stdout, stderr) = run(&work, pre_bash(&work, "cargo test && git push origin HEAD"));
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(
        stderr.starts_with("squash-reminder: refused this `git push`."),
        "{stderr}"
    );
    assert!(stderr.contains("4 commits ahead"), "{stderr}");
    for cmd in ["git commit -m 'git push later'", "git status"] {
        assert_eq!(run(&work, pre_bash(&work, cmd)).0, Some(0), "{cmd}");
    }
    let t = transcript(tmp.path(), &["git commit -m x"]);
    assert_eq!(
        run(&work, stop(&work, &t)),
        (Some(0), String::new(), String::new())
    );

    std::fs::write(
        work.join(".claude/gatehouse.toml"),
        "[squash-reminder]\nmode = \"refuse-push\"\nmax_ahead = 10\n",
    )
    .unwrap();
    assert_eq!(run(&work, pre_bash(&work, "git push")).0, Some(0));
}

#[test]
fn outside_a_repository_it_stays_silent() {
    let tmp = tempfile::tempdir().unwrap();
    let t = transcript(tmp.path(), &["git commit -m x"]);
    assert_eq!(
        run(tmp.path(), stop(tmp.path(), &t)),
        (Some(0), String::new(), String::new())
    );
}

#[test]
fn without_an_upstream_the_base_is_main() {
    let tmp = tempfile::tempdir().unwrap();
    let work = tmp.path().join("work");
    std::fs::create_dir_all(&work).unwrap();
    git(&work, &["init", "-q", "-b", "main"]);
    git(&work, &["commit", "-q", "--allow-empty", "-m", "base"]);
    git(&work, &["checkout", "-q", "-b", "feature"]);
    for i in 0..4 {
        git(
            &work,
            &["commit", "-q", "--allow-empty", "-m", &format!("step {i}")],
        );
    }
    let t = transcript(tmp.path(), &["git commit -m 'step 3'"]);
    let (code, stdout, _) = run(&work, stop(&work, &t));
    assert_eq!(code, Some(0));
    assert!(stdout.contains("4 commits ahead of `main`"), "{stdout}");
}
