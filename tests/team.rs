//! The team install and the management command's edges (issue 19): what a
//! repository commits holds no one's paths; a teammate with another HOME is
//! served by their own user install; the notice speaks once when gatehouse
//! is missing and is silent when it is there; a second scope is refused;
//! `current` is a symlink and the command is linked into ~/.local/bin; a
//! directory that does not exist or is not a repository gets a clear word;
//! doctor from a subfolder checks the repository root; only what is on is
//! registered and `sync` follows the config.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

fn gatehouse(home: &Path, cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(args)
        .current_dir(cwd)
        .env("HOME", home)
        .env("PATH", "/usr/bin:/bin")
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_STATE_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .env_remove("CODEX_HOME")
        .output()
        .unwrap()
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A build dir with the few binaries these tests register (the full debug
/// fleet is over a gigabyte per install).
fn build(tmp: &Path) -> String {
    let dir = tmp.join("build");
    std::fs::create_dir_all(&dir).unwrap();
    for g in ["no-xdist", "force-ast-toolkit", "squash-reminder"] {
        std::fs::copy(fleet::bin(g), dir.join(g)).unwrap();
    }
    std::fs::copy(env!("CARGO_BIN_EXE_gatehouse"), dir.join("gatehouse")).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_gatehouse-dispatch"),
        dir.join("gatehouse-dispatch"),
    )
    .unwrap();
    dir.display().to_string()
}

fn git_repo(at: &Path) {
    std::fs::create_dir_all(at).unwrap();
    assert!(
        Command::new("git")
            .args(["init", "-q", "-b", "main"])
            .arg(at)
            .status()
            .unwrap()
            .success()
    );
}

/// The notice's script, run as Claude Code runs it (exec form: sh -c).
fn run_notice(repo: &Path, home: &Path) -> String {
    let v: Value =
        serde_json::from_str(&std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap())
            .unwrap();
    let hook = &v["hooks"]["SessionStart"][0]["hooks"][0];
    assert_eq!(hook["command"], "sh", "{hook}");
    let args: Vec<String> = hook["args"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_owned())
        .collect();
    let out = Command::new("sh")
        .args(&args)
        .current_dir(repo)
        .env_clear()
        .env("HOME", home)
        .env("PATH", "/usr/bin:/bin")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_team_install_commits_no_paths_and_a_teammate_is_served_by_their_own_install() {
    let d = tempfile::tempdir().unwrap();
    let d = d.path().canonicalize().unwrap();
    let (lead, mate) = (d.join("lead-home"), d.join("mate-home"));
    let repo = d.join("repo");
    git_repo(&repo);
    let bin = build(&d);
    let r = repo.to_str().unwrap();
    // The documented team install (the default scope).
    let out = gatehouse(
        &lead,
        &repo,
        &[
            "install",
            "--repo",
            r,
            "--bin-dir",
            &bin,
            "--guards",
            "no-xdist",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("commit both files"), "{}", text(&out));
    // What the repository would commit.
    for f in [".claude/settings.json", ".claude/gatehouse.toml"] {
        let t = std::fs::read_to_string(repo.join(f)).unwrap();
        assert!(
            !t.contains(lead.to_str().unwrap()) && !t.contains("/.local/share/gatehouse/0."),
            "{f} holds a path of the lead's:\n{t}"
        );
    }
    let status = Command::new("git")
        .args(["status", "--porcelain", "--untracked-files=all"])
        .current_dir(&repo)
        .output()
        .unwrap();
    let status = String::from_utf8_lossy(&status.stdout).into_owned();
    assert!(
        !status.contains("backup") && !status.contains(".tmp"),
        "stray files: {status}"
    );
    // The lead's registrations are in their own user file.
    let user = std::fs::read_to_string(lead.join(".claude/settings.json")).unwrap();
    assert!(user.contains("gatehouse-dispatch") && user.contains("no-xdist"));
    // The lead has gatehouse: the notice is silent.
    assert_eq!(run_notice(&repo, &lead), "");
    // A teammate without gatehouse: one message, naming what to run.
    let msg = run_notice(&repo, &mate);
    let v: Value = serde_json::from_str(msg.trim()).unwrap();
    let m = v["systemMessage"].as_str().unwrap();
    assert!(
        m.contains("not installed for you") && m.contains("scripts/install --scope user"),
        "{m}"
    );
    assert_eq!(
        v["hookSpecificOutput"]["additionalContext"].as_str(),
        Some(m)
    );
    // The teammate's binaries but no registration yet: told to register.
    let out = gatehouse(
        &mate,
        &repo,
        &[
            "install",
            "--scope",
            "user",
            "--bin-dir",
            &bin,
            "--guards",
            "no-xdist",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(
        run_notice(&repo, &mate),
        "",
        "the teammate installed: silent"
    );
    std::fs::remove_file(mate.join(".claude/settings.json")).unwrap();
    assert!(run_notice(&repo, &mate).contains("not registered for your user"));
    // Team uninstall: the notice goes, the file is what it was (absent).
    let out = gatehouse(&lead, &repo, &["uninstall", "--repo", r]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(!repo.join(".claude/settings.json").exists());
    assert!(
        repo.join(".claude/gatehouse.toml").exists(),
        "the team's settings stay"
    );
}

#[test]
fn the_team_notice_keeps_the_settings_layout_and_uninstall_gives_the_bytes_back() {
    let d = tempfile::tempdir().unwrap();
    let d = d.path().canonicalize().unwrap();
    let home = d.join("home");
    let repo = d.join("repo");
    git_repo(&repo);
    let bin = build(&d);
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    for original in [
        "{\n    \"model\": \"opus\"\n}\n",
        "{\"model\":\"opus\",\"permissions\":{\"allow\":[\"Bash(ls)\"]}}",
        "{\n  \"env\": {\n    \"A\": \"1\"\n  }\n}",
    ] {
        std::fs::write(repo.join(".claude/settings.json"), original).unwrap();
        let r = repo.to_str().unwrap();
        let out = gatehouse(
            &home,
            &repo,
            &[
                "install",
                "--repo",
                r,
                "--bin-dir",
                &bin,
                "--guards",
                "no-xdist",
            ],
        );
        assert!(out.status.success(), "{}", text(&out));
        let installed = std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap();
        assert!(installed.contains("gatehouse-team-notice"));
        let out = gatehouse(&home, &repo, &["uninstall", "--repo", r]);
        assert!(out.status.success(), "{}", text(&out));
        assert_eq!(
            std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap(),
            original
        );
        let names: Vec<String> = std::fs::read_dir(repo.join(".claude"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(
            names
                .iter()
                .all(|n| n == "settings.json" || n == "gatehouse.toml"),
            "{names:?}"
        );
    }
}

#[test]
fn a_second_scope_is_refused_with_what_is_in_force() {
    let d = tempfile::tempdir().unwrap();
    let d = d.path().canonicalize().unwrap();
    let home = d.join("home");
    let repo = d.join("repo");
    git_repo(&repo);
    let bin = build(&d);
    let r = repo.to_str().unwrap();
    let args = |scope: &'static str| {
        vec![
            "install",
            "--scope",
            scope,
            "--repo",
            r,
            "--bin-dir",
            &bin,
            "--guards",
            "no-xdist",
        ]
    };
    assert!(gatehouse(&home, &repo, &args("project")).status.success());
    let before = std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap();
    for scope in ["local", "team", "user"] {
        let out = gatehouse(&home, &repo, &args(scope));
        assert_eq!(out.status.code(), Some(2), "{scope}: {}", text(&out));
        assert!(
            text(&out).contains("already registered") && text(&out).contains("project ("),
            "{scope}: {}",
            text(&out)
        );
    }
    assert_eq!(
        std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap(),
        before
    );
    assert!(!repo.join(".claude/settings.local.json").exists());
    // The same scope again is a re-install, not a second one.
    assert!(gatehouse(&home, &repo, &args("project")).status.success());
}

#[test]
fn current_is_a_symlink_and_the_command_is_linked_into_local_bin() {
    let d = tempfile::tempdir().unwrap();
    let d = d.path().canonicalize().unwrap();
    let home = d.join("home");
    let repo = d.join("repo");
    git_repo(&repo);
    let bin = build(&d);
    let out = gatehouse(
        &home,
        &repo,
        &[
            "install",
            "--scope",
            "local",
            "--bin-dir",
            &bin,
            "--guards",
            "no-xdist",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    let root = home.join(".local/share/gatehouse");
    let current = std::fs::read_link(root.join("current")).unwrap();
    assert!(current.is_relative() && root.join(&current).join("bin/gatehouse").is_file());
    let link = home.join(".local/bin/gatehouse");
    assert_eq!(
        std::fs::read_link(&link).unwrap(),
        root.join("current/bin/gatehouse")
    );
    assert!(
        text(&out).contains(link.to_str().unwrap()),
        "{}",
        text(&out)
    );
    let v = Command::new(&link).arg("--version").output().unwrap();
    assert!(String::from_utf8_lossy(&v.stdout).starts_with("gatehouse "));
    // A file of the user's at that path is left alone.
    std::fs::remove_file(&link).unwrap();
    std::fs::write(&link, "mine").unwrap();
    let out = gatehouse(
        &home,
        &repo,
        &[
            "install",
            "--scope",
            "local",
            "--bin-dir",
            &bin,
            "--guards",
            "no-xdist",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(std::fs::read_to_string(&link).unwrap(), "mine");
}

#[test]
fn missing_and_non_repository_directories_get_a_clear_word() {
    let d = tempfile::tempdir().unwrap();
    let d = d.path().canonicalize().unwrap();
    let home = d.join("home");
    let bin = build(&d);
    let plain = d.join("plain");
    std::fs::create_dir_all(&plain).unwrap();
    let missing = d.join("nope");
    let out = gatehouse(
        &home,
        &d,
        &[
            "install",
            "--repo",
            missing.to_str().unwrap(),
            "--bin-dir",
            &bin,
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out).contains("no such directory"), "{}", text(&out));
    let out = gatehouse(
        &home,
        &d,
        &[
            "install",
            "--repo",
            plain.to_str().unwrap(),
            "--bin-dir",
            &bin,
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).contains("is not in a git repository") && text(&out).contains("--scope user"),
        "{}",
        text(&out)
    );
    assert!(!plain.join(".claude").exists());
    assert!(!home.join(".claude").exists(), "nothing changed");
}

#[test]
fn doctor_from_a_subfolder_checks_the_repository_root() {
    let d = tempfile::tempdir().unwrap();
    let d = d.path().canonicalize().unwrap();
    let home = d.join("home");
    let repo = d.join("repo");
    git_repo(&repo);
    std::fs::create_dir_all(repo.join("src/deep")).unwrap();
    let out = gatehouse(&home, &repo.join("src/deep"), &["doctor"]);
    let t = text(&out);
    assert!(
        t.contains(&format!("sessions launched in {}", repo.display())),
        "{t}"
    );
    assert!(!t.contains("src/deep"), "suggests the subfolder: {t}");
}

#[test]
fn only_what_is_on_is_registered_and_sync_follows_the_config() {
    let d = tempfile::tempdir().unwrap();
    let d = d.path().canonicalize().unwrap();
    let home = d.join("home");
    let repo = d.join("repo");
    git_repo(&repo);
    let bin = build(&d);
    let r = repo.to_str().unwrap();
    // No --guards: the fleet as install chooses it, from the build dir,
    // which holds only three guards: a full install needs them all.
    let full = fleet::bin_dir().display().to_string();
    let out = gatehouse(
        &home,
        &repo,
        &[
            "install",
            "--scope",
            "local",
            "--repo",
            r,
            "--bin-dir",
            &full,
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    let _ = bin;
    let file = repo.join(".claude/settings.local.json");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let per_bash = fleet::processes_per_bash_call(&v["hooks"]);
    assert!(per_bash <= 9, "{per_bash} processes per Bash call");
    // The 8 guards run inside the one dispatcher process.
    assert_eq!(fleet::guards_per_bash_call(&v["hooks"]), 8);
    assert_eq!(per_bash, 1, "{per_bash} processes per Bash call");
    assert_eq!(
        fleet::entries_per_bash_call(&v["hooks"]),
        1,
        "one hook entry per Bash call (the guards grouped)"
    );
    let text_now = std::fs::read_to_string(&file).unwrap();
    assert!(
        !text_now.contains("force-ast-toolkit"),
        "an off guard registered"
    );
    assert!(text(&out).contains("force-ast-toolkit on PreToolUse (`toolkit` not set)"));
    // Turning it on: doctor sees the drift, sync registers it.
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::write(
        repo.join(".claude/gatehouse.toml"),
        "[force-ast-toolkit]\ntoolkit = \"ast-grep\"\n",
    )
    .unwrap();
    let out = gatehouse(&home, &repo, &["doctor", "--dir", r]);
    assert!(
        text(&out).contains("force-ast-toolkit on PreToolUse is turned on by the config")
            && text(&out).contains("gatehouse sync"),
        "{}",
        text(&out)
    );
    let out = gatehouse(&home, &repo, &["sync", "--repo", r, "--bin-dir", &full]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .contains("force-ast-toolkit")
    );
    let out = gatehouse(&home, &repo, &["doctor", "--dir", r]);
    assert!(
        !text(&out).contains("turned on by the config"),
        "{}",
        text(&out)
    );
}
