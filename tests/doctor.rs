//! `gatehouse doctor` on prepared directories: it passes on a clean install
//! and finds each problem — nothing installed, a missing / non-executable /
//! modified binary, a stale version, a guard that refuses a harmless payload
//! (broken config), one that fails open on a malformed payload, duplicates
//! across files, project settings above the launch directory, shell form, a
//! PreToolUse entry without `onFailure`, user scope in a repository that has
//! not opted in, an unparseable settings file, an old Claude Code — each
//! with one line naming the fix; and the protection level (guards only /
//! kernel-enforced) with bubblewrap and socat present or missing. Real
//! binaries, real files, temp dirs.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::{Value, json};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const SUBSET: &str = "no-xdist,force-session-cli,stop-timestamp";

struct Env {
    _tmp: tempfile::TempDir,
    root: PathBuf,
    home: PathBuf,
    repo: PathBuf,
    build: PathBuf,
}

fn env() -> Env {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().canonicalize().unwrap();
    let home = root.join("home");
    let repo = root.join("repo");
    let build = root.join("build");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&build).unwrap();
    assert!(
        Command::new("git")
            .args(["init", "-q"])
            .arg(&repo)
            .status()
            .unwrap()
            .success()
    );
    for g in SUBSET.split(',') {
        std::fs::copy(fleet::bin(g), build.join(g)).unwrap();
    }
    std::fs::copy(env!("CARGO_BIN_EXE_gatehouse"), build.join("gatehouse")).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_gatehouse-dispatch"),
        build.join("gatehouse-dispatch"),
    )
    .unwrap();
    Env {
        _tmp: tmp,
        root,
        home,
        repo,
        build,
    }
}

impl Env {
    fn gatehouse(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_gatehouse"))
            .args(args)
            .env("HOME", &self.home)
            .env("PATH", "/usr/bin:/bin")
            .env_remove("XDG_DATA_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("CLAUDE_CONFIG_DIR")
            .output()
            .unwrap()
    }

    fn install(&self, scope: &str) {
        let out = self.gatehouse(&[
            "install",
            "--also",
            "--scope",
            "project",
            "--scope",
            scope,
            "--repo",
            self.repo.to_str().unwrap(),
            "--bin-dir",
            self.build.to_str().unwrap(),
            "--guards",
            SUBSET,
            // The tests build duplicates on purpose.
            "--also",
        ]);
        assert!(out.status.success(), "{}", text(&out));
    }

    fn doctor(&self, dir: &Path, extra: &[&str]) -> (Option<i32>, String) {
        let mut args = vec!["doctor", "--dir", dir.to_str().unwrap()];
        args.extend_from_slice(extra);
        let out = self.gatehouse(&args);
        (out.status.code(), text(&out))
    }

    fn version_dir(&self) -> PathBuf {
        let root = self.home.join(".local/share/gatehouse");
        root.join(std::fs::read_link(root.join("current")).unwrap())
    }
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// Exit 1 and a `problem:` line containing every `needle`, with a fix.
fn finds(result: (Option<i32>, String), needles: &[&str]) {
    let (code, out) = result;
    assert_eq!(code, Some(1), "doctor should fail:\n{out}");
    let line = out
        .lines()
        .find(|l| l.starts_with("problem:") && needles.iter().all(|n| l.contains(n)))
        .unwrap_or_else(|| panic!("no problem line with {needles:?}:\n{out}"));
    assert!(line.contains(" — fix: "), "no fix named: {line}");
}

#[test]
fn a_clean_install_passes_and_every_registration_fires() {
    let e = env();
    e.install("project");
    let (code, out) = e.doctor(&e.repo, &[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("ok: 4 gatehouse registrations load, and each one fires"),
        "{out}"
    );
    assert!(out.contains("project: "), "{out}");
}

#[test]
fn nothing_installed() {
    let e = env();
    finds(
        e.doctor(&e.repo, &[]),
        &["no gatehouse hook loads", "gatehouse install --repo"],
    );
}

#[test]
fn missing_not_executable_and_modified_binaries() {
    let e = env();
    e.install("project");
    let bin = e.version_dir().join("bin");
    std::fs::remove_file(bin.join("no-xdist")).unwrap();
    finds(e.doctor(&e.repo, &[]), &["no-xdist", "does not exist"]);
    e.install("project");
    std::fs::set_permissions(bin.join("no-xdist"), std::fs::Permissions::from_mode(0o644)).unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["no-xdist", "not an executable file"],
    );
    std::fs::remove_file(bin.join("no-xdist")).unwrap();
    std::fs::copy("/bin/true", bin.join("no-xdist")).unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["no-xdist", "differs from the installed build"],
    );
    // Reinstalling repairs it (the identical files stay, the odd one is replaced).
    e.install("project");
    assert_eq!(e.doctor(&e.repo, &[]).0, Some(0));
}

#[test]
fn a_stale_version() {
    let e = env();
    e.install("project");
    // A newer build of no-xdist (trailing bytes: still the same program),
    // installed into the local file: the project file now runs an old build.
    let newer = e.root.join("newer");
    std::fs::create_dir_all(&newer).unwrap();
    for f in std::fs::read_dir(&e.build).unwrap() {
        let f = f.unwrap().path();
        std::fs::copy(&f, newer.join(f.file_name().unwrap())).unwrap();
    }
    let mut bytes = std::fs::read(newer.join("no-xdist")).unwrap();
    bytes.extend_from_slice(b"\0newer build");
    std::fs::write(newer.join("no-xdist"), bytes).unwrap();
    let out = e.gatehouse(&[
        "install",
        "--also",
        "--scope",
        "project",
        "--scope",
        "local",
        "--repo",
        e.repo.to_str().unwrap(),
        "--bin-dir",
        newer.to_str().unwrap(),
        "--guards",
        SUBSET,
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let r = e.doctor(&e.repo, &[]);
    finds(
        r.clone(),
        &["no-xdist (project)", "is not the latest installed one"],
    );
    assert!(
        !r.1.contains("no-xdist (local): the registered build"),
        "{}",
        r.1
    );
    // Another subset installed later does not make the first one stale.
    let f = e.repo.join(".claude/settings.local.json");
    std::fs::remove_file(f).unwrap();
    e.install("project");
    let out = e.gatehouse(&[
        "install",
        "--also",
        "--scope",
        "project",
        "--scope",
        "user",
        "--repo",
        e.repo.to_str().unwrap(),
        "--bin-dir",
        e.build.to_str().unwrap(),
        "--guards",
        "stop-timestamp",
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let r = e.doctor(&e.repo, &[]);
    assert!(!r.1.contains("is not the latest installed one"), "{}", r.1);
}

#[test]
fn a_guard_that_refuses_a_harmless_payload() {
    let e = env();
    e.install("project");
    std::fs::write(
        e.repo.join(".claude/gatehouse.toml"),
        "[no-xdist]\nenabeld = false\n",
    )
    .unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &[
            "no-xdist, force-session-cli on PreToolUse",
            "harmless payload was not allowed",
            "enabeld",
        ],
    );
}

#[test]
fn a_registration_that_fails_open_on_a_malformed_payload() {
    let e = env();
    // A "guard" that allows everything: /bin/true under a guard's name.
    let tools = e.repo.join("tools");
    std::fs::create_dir_all(&tools).unwrap();
    std::fs::copy("/bin/true", tools.join("no-xdist")).unwrap();
    let settings = json!({"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [
        {"type": "command", "command": tools.join("no-xdist"), "args": [], "timeout": 10, "onFailure": "block"}]}]}});
    std::fs::create_dir_all(e.repo.join(".claude")).unwrap();
    std::fs::write(e.repo.join(".claude/settings.json"), settings.to_string()).unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["no-xdist", "malformed payload was not refused", "fail open"],
    );
}

#[test]
fn duplicates_across_files() {
    let e = env();
    e.install("project");
    e.install("local");
    finds(
        e.doctor(&e.repo, &[]),
        &[
            "no-xdist on PreToolUse is registered 2 times",
            "settings.local.json",
        ],
    );
}

#[test]
fn project_settings_above_the_launch_directory() {
    let e = env();
    e.install("project");
    let sub = e.repo.join("src/pkg");
    std::fs::create_dir_all(&sub).unwrap();
    let (code, out) = e.doctor(&sub, &[]);
    finds(
        (code, out.clone()),
        &["silently absent", "launch claude from"],
    );
    finds((code, out), &["no gatehouse hook loads"]);
}

#[test]
fn shell_form_and_missing_on_failure() {
    let e = env();
    e.install("project");
    let path = e.repo.join(".claude/settings.json");
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let hook = &mut v["hooks"]["PreToolUse"][0]["hooks"][0];
    hook.as_object_mut().unwrap().remove("args");
    hook.as_object_mut().unwrap().remove("onFailure");
    std::fs::write(&path, v.to_string()).unwrap();
    let r = e.doctor(&e.repo, &[]);
    finds(r.clone(), &["shell form"]);
    finds(r, &["without \"onFailure\": \"block\""]);
}

#[test]
fn user_scope_needs_the_repository_to_opt_in() {
    let e = env();
    e.install("user");
    finds(e.doctor(&e.repo, &[]), &["has not", "gatehouse.toml"]);
    std::fs::create_dir_all(e.repo.join(".claude")).unwrap();
    std::fs::write(e.repo.join(".claude/gatehouse.toml"), "").unwrap();
    let (code, out) = e.doctor(&e.repo, &[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("user: "), "{out}");
}

#[test]
fn an_unparseable_settings_file() {
    let e = env();
    e.install("user");
    std::fs::create_dir_all(e.repo.join(".claude")).unwrap();
    std::fs::write(e.repo.join(".claude/settings.json"), "{ \"hooks\": ").unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["is not valid JSON", "none of its hooks load"],
    );
}

#[test]
fn claude_code_versions() {
    let e = env();
    e.install("project");
    // An old CLI (a script that answers `--version` as 2.1.294 did).
    let old = e.root.join("old-claude");
    std::fs::write(&old, "#!/bin/sh\necho '2.1.294 (Claude Code)'\n").unwrap();
    std::fs::set_permissions(&old, std::fs::Permissions::from_mode(0o755)).unwrap();
    finds(
        e.doctor(&e.repo, &["--claude", old.to_str().unwrap()]),
        &["2.1.294 ignores \"onFailure\"", "claude update"],
    );
    // The real, pinned CLI, when installed.
    let pinned = Command::new(fleet::root().join("scripts/install-claude-cli"))
        .arg("--print-path")
        .output();
    if let Ok(p) = pinned
        && p.status.success()
    {
        let path = String::from_utf8_lossy(&p.stdout).trim().to_owned();
        let (code, out) = e.doctor(&e.repo, &["--claude", &path]);
        assert_eq!(code, Some(0), "{out}");
        assert!(out.contains("honours onFailure"), "{out}");
    }
}

#[test]
fn a_plugin_directory_and_an_enabled_plugin() {
    let e = env();
    let plugin = e.root.join("plugin dir");
    let out = e.gatehouse(&[
        "plugin-build",
        "--out",
        plugin.to_str().unwrap(),
        "--bin-dir",
        e.build.to_str().unwrap(),
        "--guards",
        SUBSET,
    ]);
    assert!(out.status.success(), "{}", text(&out));
    std::fs::create_dir_all(e.repo.join(".claude")).unwrap();
    std::fs::write(e.repo.join(".claude/gatehouse.toml"), "").unwrap();
    let (code, out) = e.doctor(&e.repo, &["--plugin-dir", plugin.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("ok: 4 gatehouse registrations"), "{out}");
    // Enabled in the user settings, found through installed_plugins.json.
    std::fs::create_dir_all(e.home.join(".claude/plugins")).unwrap();
    std::fs::write(
        e.home.join(".claude/plugins/installed_plugins.json"),
        json!({"version": 2, "plugins": {"gatehouse@gatehouse": [{"scope": "user", "installPath": plugin}]}}).to_string(),
    )
    .unwrap();
    std::fs::write(
        e.home.join(".claude/settings.json"),
        json!({"enabledPlugins": {"gatehouse@gatehouse": true}}).to_string(),
    )
    .unwrap();
    let (code, out) = e.doctor(&e.repo, &[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("plugin gatehouse@gatehouse"), "{out}");
    // Plugin and a project install together: every guard twice.
    e.install("project");
    finds(
        e.doctor(&e.repo, &[]),
        &["registered 2 times", "plugin gatehouse@gatehouse"],
    );
    // A modified plugin binary.
    std::fs::remove_file(plugin.join("bin/stop-timestamp")).unwrap();
    std::fs::copy("/bin/true", plugin.join("bin/stop-timestamp")).unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["stop-timestamp", "differs from the installed build"],
    );
}

#[test]
fn hooks_disabled_by_settings() {
    let e = env();
    e.install("project");
    std::fs::write(
        e.repo.join(".claude/settings.local.json"),
        "{\"disableAllHooks\": true}",
    )
    .unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["disableAllHooks", "settings.local.json"],
    );
}

impl Env {
    /// `gatehouse` with PATH = `path` only (what doctor finds on it).
    fn gatehouse_with_path(&self, path: &Path, args: &[&str]) -> (Option<i32>, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_gatehouse"))
            .args(args)
            .env("HOME", &self.home)
            .env("PATH", path)
            .env_remove("XDG_DATA_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_STATE_HOME")
            .env_remove("CLAUDE_CONFIG_DIR")
            .output()
            .unwrap();
        (out.status.code(), text(&out))
    }

    /// A PATH directory holding `bwrap` and `socat` or not. Doctor only
    /// looks for them (Claude Code starts them); the sandbox itself is
    /// proven in the real CLI by tests/scenarios/sandbox-*.json.
    fn path_dir(&self, with_tools: bool) -> PathBuf {
        let dir = self
            .root
            .join(if with_tools { "with-tools" } else { "bare" });
        std::fs::create_dir_all(&dir).unwrap();
        if with_tools {
            for t in ["bwrap", "socat"] {
                std::fs::write(dir.join(t), "#!/bin/sh\nexit 0\n").unwrap();
                std::fs::set_permissions(dir.join(t), std::fs::Permissions::from_mode(0o755))
                    .unwrap();
            }
        }
        dir
    }
}

#[test]
fn protection_level_guards_only_then_kernel_enforced() {
    let e = env();
    let r = e.repo.to_str().unwrap();
    let tools = e.path_dir(true);
    e.install("project");
    let (code, out) = e.gatehouse_with_path(&tools, &["doctor", "--dir", r]);
    assert_eq!(code, Some(0), "guards only is not a problem:\n{out}");
    assert!(out.contains("protection: guards only"), "{out}");
    assert!(out.contains("`sandbox.enabled` is not true"), "{out}");
    assert!(
        out.contains(&format!("gatehouse install --sandbox --repo {r}")),
        "{out}"
    );
    let build = e.build.to_str().unwrap();
    let args = [
        "install",
        "--also",
        "--scope",
        "project",
        "--repo",
        r,
        "--bin-dir",
        build,
        "--guards",
        SUBSET,
        "--sandbox",
    ];
    let out = e.gatehouse(&args);
    assert!(out.status.success(), "{}", text(&out));
    let (code, out) = e.gatehouse_with_path(&tools, &["doctor", "--dir", r]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("protection: kernel-enforced"), "{out}");
    assert!(out.contains("bubblewrap and socat are installed"), "{out}");

    // One protected path taken out of denyWrite: guards only, naming it.
    let path = e.repo.join(".claude/settings.json");
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let state = e.home.join(".local/state/gatehouse").display().to_string();
    v["sandbox"]["filesystem"]["denyWrite"]
        .as_array_mut()
        .unwrap()
        .retain(|d| d != &json!(state));
    std::fs::write(&path, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    let (_, out) = e.gatehouse_with_path(&tools, &["doctor", "--dir", r]);
    assert!(out.contains("protection: guards only"), "{out}");
    let line = out
        .lines()
        .find(|l| l.contains("not under"))
        .unwrap_or_default();
    assert!(line.contains(&state), "{out}");
    assert!(
        !line.contains("settings.json"),
        "only the missing one: {line}"
    );

    // A local file that turns the fallback back on wins over the project's.
    std::fs::write(
        e.repo.join(".claude/settings.local.json"),
        r#"{"sandbox": {"allowUnsandboxedCommands": true, "filesystem": {"denyWrite": ["~/.local/state/gatehouse"]}}}"#,
    )
    .unwrap();
    let (_, out) = e.gatehouse_with_path(&tools, &["doctor", "--dir", r]);
    assert!(out.contains("protection: guards only"), "{out}");
    assert!(
        out.contains("`sandbox.allowUnsandboxedCommands` is not false"),
        "{out}"
    );
    assert!(
        !out.contains("not under"),
        "denyWrite merges across files: {out}"
    );
}

#[test]
fn bubblewrap_and_socat_missing() {
    let e = env();
    let r = e.repo.to_str().unwrap();
    let bare = e.path_dir(false);
    e.install("project");
    // Sandbox off: a note saying how to install them.
    let (code, out) = e.gatehouse_with_path(&bare, &["doctor", "--dir", r]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("note: bubblewrap and socat not installed"),
        "{out}"
    );
    assert!(out.contains("apt-get install bubblewrap socat"), "{out}");
    // Sandbox on: a problem (every Bash call would fail).
    let build = e.build.to_str().unwrap();
    let args = [
        "install",
        "--also",
        "--scope",
        "project",
        "--repo",
        r,
        "--bin-dir",
        build,
        "--guards",
        SUBSET,
        "--sandbox",
    ];
    assert!(e.gatehouse(&args).status.success());
    let result = e.gatehouse_with_path(&bare, &["doctor", "--dir", r]);
    assert!(result.1.contains("protection: guards only"), "{}", result.1);
    finds(
        result,
        &[
            "bubblewrap and socat not installed",
            "the sandbox is enabled",
            "apt-get install bubblewrap socat",
        ],
    );
}

#[test]
fn the_decision_log_and_its_syslog_output() {
    let e = env();
    e.install("project");
    let (code, out) = e.doctor(&e.repo, &[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("decision log: "), "{out}");
    // Syslog switched on towards a socket nobody listens on.
    let cfg = e.home.join(".config/gatehouse/config.toml");
    std::fs::create_dir_all(cfg.parent().unwrap()).unwrap();
    let socket = e.root.join("no-such.sock");
    std::fs::write(
        &cfg,
        format!(
            "[gatehouse]\nsyslog = true\nsyslog_socket = \"{}\"\n",
            socket.display()
        ),
    )
    .unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["syslog output is on", "does not exist"],
    );
    // A malformed syslog key is named.
    std::fs::write(
        &cfg,
        "[gatehouse]\nsyslog = true\nsyslog_facility = \"nope\"\n",
    )
    .unwrap();
    finds(e.doctor(&e.repo, &[]), &["syslog output in", "nope"]);
    std::fs::remove_file(&cfg).unwrap();
    // A log directory that cannot be written (here: a file stands in its place).
    let state = e.home.join(".local/state/gatehouse");
    std::fs::create_dir_all(&state).unwrap();
    let _ = std::fs::remove_dir_all(state.join("log"));
    std::fs::write(state.join("log"), "").unwrap();
    finds(
        e.doctor(&e.repo, &[]),
        &["the decision log", "cannot be written"],
    );
}
