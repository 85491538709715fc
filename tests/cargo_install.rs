//! `cargo install --path . --root DIR`, then `DIR/bin/gatehouse install
//! --repo R` guards R (issue 22).
//!
//! `cargo install --path .` installs the root package only (`gatehouse`,
//! `gatehouse-dispatch`); the guards are the `gatehouse-hooks` package. The
//! first `gatehouse install` from that root installs the rest itself with
//! cargo (src/selfinstall.rs), from the source tree cargo recorded, with the
//! same profile. Here, in order, on one real cargo root:
//!
//! 1. `cargo install --debug --locked --offline --path . --root <tmp>`;
//! 2. without cargo on PATH: refused, naming what is missing and the
//!    `cargo install` command that fixes it; nothing written;
//! 3. cargo that fails (its target directory cannot be created): refused
//!    with cargo's error and "no settings file was changed";
//! 4. with cargo: the guards and the verifiers are installed into the root,
//!    then the team install guards R: the registered command (user scope,
//!    dispatch form), spawned with a real payload, refuses `pytest -n 4`,
//!    and `gatehouse doctor --dir R` passes.
//!
//! Cost: the installs are `--debug` with the suite's own target directory,
//! so cargo reuses what the suite built (`cargo build -p gatehouse-hooks
//! --bins`, as the fleet tests do) and only links and copies; the first time
//! a target directory sees the root package built alone (no dev-dependency
//! features) it compiles it again. The test prints both times.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

mod fleet;

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Instant;

const NO_RUST_PATH: &str = "/usr/bin:/bin";

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn cargo() -> PathBuf {
    std::env::var_os("CARGO").map_or_else(|| PathBuf::from("cargo"), PathBuf::from)
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| fleet::root().join("target"))
}

/// The real HOME's toolchain directories: the test's fresh HOME must not
/// hide rustup's toolchains and cargo's registry cache from cargo.
fn toolchain_env(cmd: &mut Command) -> &mut Command {
    let home = PathBuf::from(std::env::var_os("HOME").unwrap());
    let rustup =
        std::env::var_os("RUSTUP_HOME").map_or_else(|| home.join(".rustup"), PathBuf::from);
    let cargo_home =
        std::env::var_os("CARGO_HOME").map_or_else(|| home.join(".cargo"), PathBuf::from);
    cmd.env("RUSTUP_HOME", rustup).env("CARGO_HOME", cargo_home)
}

/// `gatehouse` from the cargo root, with a fresh HOME.
fn gatehouse(bin: &Path, home: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(bin);
    c.args(args)
        .env("HOME", home)
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_STATE_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .env_remove("CODEX_HOME")
        .env("CARGO_NET_OFFLINE", "true")
        .stdin(Stdio::null());
    c
}

#[test]
fn cargo_install_of_the_root_package_then_gatehouse_install_guards_a_repo() {
    // What the suite builds anyway; cargo install then reuses it.
    let _ = fleet::bin_dir();
    let start = Instant::now();
    let tmp = tempfile::tempdir().unwrap();
    let tmp = tmp.path().canonicalize().unwrap();
    let (root, home, repo) = (tmp.join("root"), tmp.join("home"), tmp.join("repo"));
    std::fs::create_dir_all(&home).unwrap();
    assert!(
        Command::new("git")
            .args(["init", "-q"])
            .arg(&repo)
            .status()
            .unwrap()
            .success()
    );

    // 1. The root package alone.
    let o = Command::new(cargo())
        .args([
            "install",
            "--quiet",
            "--debug",
            "--locked",
            "--offline",
            "--path",
            ".",
            "--root",
        ])
        .arg(&root)
        .env("CARGO_TARGET_DIR", target_dir())
        .current_dir(fleet::root())
        .output()
        .unwrap();
    assert!(o.status.success(), "cargo install --path .: {}", text(&o));
    eprintln!(
        "cargo install --path . (root package): {:?}",
        start.elapsed()
    );
    let bin = root.join("bin");
    let gh = bin.join("gatehouse");
    assert!(gh.is_file() && bin.join("gatehouse-dispatch").is_file());
    assert!(
        !bin.join("no-xdist").exists(),
        "the guards are another package"
    );
    let unchanged = || {
        assert!(!repo.join(".claude").exists(), "the repository was changed");
        assert!(
            !home.join(".claude").exists(),
            "the user settings were changed"
        );
    };

    // 2. No cargo on PATH: what is missing, and the command.
    for dir in NO_RUST_PATH.split(':') {
        assert!(
            !Path::new(dir).join("cargo").exists(),
            "{dir}/cargo exists: this PATH is not a machine without cargo"
        );
    }
    let o = gatehouse(&gh, &home, &["install", "--repo", repo.to_str().unwrap()])
        .env_clear()
        .env("HOME", &home)
        .env("PATH", NO_RUST_PATH)
        .output()
        .unwrap();
    let said = text(&o);
    assert_eq!(o.status.code(), Some(2), "{said}");
    let src = fleet::root().canonicalize().unwrap();
    for want in [
        "missing beside gatehouse",
        "gatehouse-hooks (",
        "gatehouse-verifiers (3 binaries",
        "cargo is not on PATH",
        &format!(
            "cargo install --locked --debug --root {} --path {}/hooks",
            root.display(),
            src.display()
        ),
        "--path",
        "/verifiers",
        "nothing changed",
    ] {
        assert!(said.contains(want), "{want:?} not in: {said}");
    }
    unchanged();

    // 3. Cargo runs and fails: its error, and nothing changed.
    let not_a_dir = tmp.join("file");
    std::fs::write(&not_a_dir, b"").unwrap();
    let o = toolchain_env(&mut gatehouse(
        &gh,
        &home,
        &["install", "--repo", repo.to_str().unwrap()],
    ))
    .env("CARGO_TARGET_DIR", &not_a_dir)
    .output()
    .unwrap();
    let said = text(&o);
    assert_eq!(o.status.code(), Some(2), "{said}");
    assert!(
        said.contains("failed") && said.contains("no settings file was changed"),
        "{said}"
    );
    unchanged();

    // 4. With cargo: the rest of the fleet, then the install.
    let t = Instant::now();
    let o = toolchain_env(&mut gatehouse(
        &gh,
        &home,
        &["install", "--repo", repo.to_str().unwrap()],
    ))
    .env("CARGO_TARGET_DIR", target_dir())
    .output()
    .unwrap();
    let said = text(&o);
    eprintln!(
        "gatehouse install (cargo installs the guards and verifiers): {:?}",
        t.elapsed()
    );
    assert!(o.status.success(), "{said}");
    assert!(
        said.contains("Installing the rest from the source tree"),
        "{said}"
    );
    for n in [
        "no-xdist",
        "worktree-gc",
        "verify-rebase",
        "verify-additive",
    ] {
        assert!(bin.join(n).is_file(), "{n} not installed: {said}");
    }
    assert!(
        said.contains("and each one fires"),
        "install's doctor did not pass: {said}"
    );

    // The registration the team install made (user scope, dispatch form),
    // run as Claude Code runs it, with a real payload.
    let settings: Value =
        serde_json::from_str(&std::fs::read_to_string(home.join(".claude/settings.json")).unwrap())
            .unwrap();
    let hook = settings["hooks"]["PreToolUse"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["hooks"].as_array().unwrap())
        .find(|h| h["args"][0] == "no-xdist")
        .unwrap()
        .clone();
    let command = hook["command"].as_str().unwrap();
    assert!(command.starts_with(home.to_str().unwrap()), "{command}");
    let payload = serde_json::json!({
        "session_id": "s", "transcript_path": "", "cwd": repo,
        "hook_event_name": "PreToolUse", "tool_name": "Bash",
        "tool_input": {"command": "python -m pytest -n 4 tests/"},
    });
    let mut child = Command::new(command)
        .args(
            hook["args"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap()),
        )
        .current_dir(&repo)
        .env_clear()
        .env("HOME", &home)
        .env("PATH", NO_RUST_PATH)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(
        child.stdin.as_mut().unwrap(),
        payload.to_string().as_bytes(),
    )
    .unwrap();
    drop(child.stdin.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("no-xdist: refused"), "{}", text(&o));

    // And doctor, from the cargo root's command, passes for R.
    let o = gatehouse(&gh, &home, &["doctor", "--dir", repo.to_str().unwrap()])
        .env("PATH", NO_RUST_PATH)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "doctor: {}", text(&o));
    eprintln!("whole cargo install test: {:?}", start.elapsed());
}
