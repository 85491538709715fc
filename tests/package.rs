//! The release archive (`scripts/package`) installs on a machine with no
//! Rust toolchain, and its manifest catches a modified binary.
//!
//! The archive here is made by the real `scripts/package` from the DEBUG
//! binaries (`--bin-dir`), of a two-guard subset (`--guards`): the release
//! build takes minutes on two cores and the full debug fleet is ~4 GB, which
//! tar+gzip would need minutes for; two guards, the dispatcher, `gatehouse`
//! and the three verifiers are ~130 MB and take seconds. What the script
//! does is the same for every binary; that the full fleet is complete is the
//! script's own check, tested below (a directory missing a guard is refused).
//!
//! Then, with `env_clear()`, a fresh HOME and a PATH of `/usr/bin:/bin`
//! (asserted to hold no `cargo` or `rustc`): `./gatehouse install --repo R`
//! from the unpacked directory, its doctor line (every registration loads and
//! fires), and the installed guard refusing a real payload.
//!
//! `cargo install` is tests/cargo_install.rs.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

mod fleet;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Instant;

const GUARDS: &str = "no-xdist,force-session-cli";
const VERIFIERS: [&str; 3] = ["verify-additive", "verify-non-executable", "verify-rebase"];
const NO_RUST_PATH: &str = "/usr/bin:/bin";

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The debug binaries the archive is made of, copied into `tmp/build`.
fn build_dir(tmp: &Path) -> PathBuf {
    let hooks = fleet::bin_dir();
    if std::env::var_os("GATEHOUSE_BIN_DIR").is_none() {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let ok = Command::new(cargo)
            .args(["build", "--quiet", "-p", "gatehouse-verifiers", "--bins"])
            .current_dir(fleet::root())
            .status()
            .unwrap()
            .success();
        assert!(ok, "cargo build -p gatehouse-verifiers failed");
    }
    let dir = tmp.join("build");
    std::fs::create_dir_all(&dir).unwrap();
    for n in GUARDS.split(',').chain(VERIFIERS) {
        std::fs::copy(hooks.join(n), dir.join(n)).unwrap();
    }
    std::fs::copy(env!("CARGO_BIN_EXE_gatehouse"), dir.join("gatehouse")).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_gatehouse-dispatch"),
        dir.join("gatehouse-dispatch"),
    )
    .unwrap();
    dir
}

fn package(args: &[&str]) -> Output {
    Command::new(fleet::root().join("scripts/package"))
        .args(args)
        .output()
        .unwrap()
}

/// `scripts/package` with the fastest gzip level (debug binaries are big).
fn package_env(args: &[&str]) -> Output {
    Command::new(fleet::root().join("scripts/package"))
        .args(args)
        .env("GATEHOUSE_PACKAGE_GZIP_LEVEL", "1")
        .output()
        .unwrap()
}

/// Runs `cmd` as on a machine without Rust: nothing inherited but a fresh
/// HOME and a PATH without cargo or rustc.
fn no_rust(cmd: &mut Command, home: &Path) -> Output {
    for dir in NO_RUST_PATH.split(':') {
        for tool in ["cargo", "rustc", "rustup"] {
            assert!(
                !Path::new(dir).join(tool).exists(),
                "{dir}/{tool} exists: this PATH is not a machine without Rust"
            );
        }
    }
    cmd.env_clear()
        .env("HOME", home)
        .env("PATH", NO_RUST_PATH)
        .output()
        .unwrap()
}

#[test]
fn the_archive_installs_without_rust_and_its_manifest_catches_a_modified_binary() {
    let tmp = tempfile::tempdir().unwrap();
    let build = build_dir(tmp.path());
    let out = tmp.path().join("out");
    let start = Instant::now();
    let o = package_env(&[
        "--bin-dir",
        build.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--guards",
        GUARDS,
        "--target",
        "test-target",
    ]);
    assert!(o.status.success(), "scripts/package failed: {}", text(&o));
    let archive = PathBuf::from(String::from_utf8_lossy(&o.stdout).trim());
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        archive,
        out.join(format!("gatehouse-{version}-test-target.tar.gz"))
    );
    assert!(
        out.join(format!("gatehouse-{version}-test-target.tar.gz.sha256"))
            .is_file()
    );
    eprintln!("scripts/package (debug subset): {:?}", start.elapsed());

    // Unpacked anywhere.
    let unpack = tmp.path().join("somewhere else");
    std::fs::create_dir_all(&unpack).unwrap();
    let t = Command::new("tar")
        .arg("-xzf")
        .arg(&archive)
        .arg("-C")
        .arg(&unpack)
        .status()
        .unwrap();
    assert!(t.success());
    let dir = unpack.join(format!("gatehouse-{version}-test-target"));
    for f in [
        "gatehouse",
        "gatehouse-dispatch",
        "no-xdist",
        "force-session-cli",
        "verify-additive",
        "verify-non-executable",
        "verify-rebase",
        "SHA256SUMS",
        "INSTALL.md",
        "README.md",
        "docs/install.md",
        "settings/settings.json",
        "plugin/.claude-plugin/plugin.json",
        "plugin/hooks/hooks.json",
    ] {
        assert!(dir.join(f).is_file(), "{f} is not in the archive");
    }

    // The manifest: every binary verified, in the format `sha256sum -c` reads.
    let report = gatehouse::manifest::check_dir(&dir).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(report.verified, 7);
    let sums = std::fs::read_to_string(dir.join("SHA256SUMS")).unwrap();
    assert_eq!(gatehouse::manifest::parse(&sums).unwrap().len(), 7);

    // Installed from the archive on a machine without Rust, fresh HOME.
    let home = tmp.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let repo = tmp.path().join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    assert!(
        Command::new("git")
            .args(["init", "-q"])
            .arg(&repo)
            .status()
            .unwrap()
            .success()
    );
    let o = no_rust(
        Command::new(dir.join("gatehouse"))
            .args(["install", "--scope", "project", "--repo"])
            .arg(&repo)
            .args(["--guards", GUARDS])
            .current_dir(&dir),
        &home,
    );
    let said = text(&o);
    assert!(
        o.status.success(),
        "install from the archive failed: {said}"
    );
    assert!(
        said.contains("and each one fires"),
        "doctor did not pass: {said}"
    );
    assert!(said.contains("exit 2 (2 = refused)"), "{said}");
    assert!(
        home.join(".local/share/gatehouse/current").exists(),
        "{said}"
    );

    // The installed guard (the path the settings file registers) refuses a real payload.
    let settings: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap())
            .unwrap();
    let hook = settings["hooks"]["PreToolUse"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["hooks"].as_array().unwrap())
        .find(|h| gatehouse::registry::guards_of(h).contains(&"no-xdist".to_owned()))
        .unwrap()
        .clone();
    let command = hook["command"].as_str().unwrap().to_owned();
    let args: Vec<String> = hook["args"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_owned())
        .collect();
    assert!(
        command.starts_with(home.to_str().unwrap()),
        "registered outside HOME: {command}"
    );
    let payload = serde_json::json!({
        "session_id": "s", "transcript_path": "", "cwd": repo,
        "hook_event_name": "PreToolUse", "tool_name": "Bash",
        "tool_input": {"command": "python -m pytest -n 4 tests/"},
    });
    let mut child = Command::new(&command)
        .args(&args)
        .current_dir(&repo)
        .env_clear()
        .env("HOME", &home)
        .env("PATH", NO_RUST_PATH)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
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

    // The team (user scope) and plugin installs work from the archive too.
    let o = no_rust(
        Command::new(dir.join("gatehouse"))
            .args(["install", "--scope", "user", "--also", "--repo"])
            .arg(&repo)
            .args(["--guards", GUARDS]),
        &home,
    );
    assert!(o.status.success(), "user-scope install: {}", text(&o));
    let user = std::fs::read_to_string(home.join(".claude/settings.json")).unwrap();
    assert!(user.contains("gatehouse-dispatch"), "{user}");
    let plugin = tmp.path().join("plugin");
    let o = no_rust(
        Command::new(dir.join("gatehouse"))
            .args(["plugin-build", "--out"])
            .arg(&plugin)
            .args(["--guards", GUARDS]),
        &home,
    );
    assert!(o.status.success(), "plugin-build: {}", text(&o));
    assert!(plugin.join("bin/no-xdist").is_file() && plugin.join("hooks/hooks.json").is_file());

    // A modified binary in the unpacked archive is caught, by name.
    let mut bytes = std::fs::read(dir.join("no-xdist")).unwrap();
    bytes.push(0);
    std::fs::write(dir.join("no-xdist"), bytes).unwrap();
    let report = gatehouse::manifest::check_dir(&dir).unwrap();
    assert!(!report.ok());
    assert_eq!(report.verified, 6);
    assert_eq!(report.problems.len(), 1, "{:?}", report.problems);
    assert!(
        report.problems[0].contains("no-xdist"),
        "{:?}",
        report.problems
    );
    eprintln!("whole test: {:?}", start.elapsed());
}

#[test]
fn package_refuses_a_build_that_lacks_a_guard() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("gatehouse"), b"").unwrap();
    let o = package(&[
        "--bin-dir",
        tmp.path().to_str().unwrap(),
        "--out",
        tmp.path().join("out").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let said = text(&o);
    for n in [
        "no-xdist",
        "stop-hedge",
        "verify-rebase",
        "gatehouse-dispatch",
    ] {
        assert!(said.contains(n), "{n} not named as missing: {said}");
    }
    assert!(!tmp.path().join("out").exists(), "nothing is written");
}

/// scripts/build-release's one platform-specific step (static glibc) and its
/// portable path, without building: `--plan` prints the cargo command.
#[test]
fn build_release_links_statically_only_on_linux_glibc_unless_forced_portable() {
    let plan = |portable: Option<&str>| {
        let mut c = Command::new(fleet::root().join("scripts/build-release"));
        c.arg("--plan");
        match portable {
            Some(v) => c.env("GATEHOUSE_PORTABLE", v),
            None => c.env_remove("GATEHOUSE_PORTABLE"),
        };
        let o = c.output().unwrap();
        assert!(o.status.success(), "{}", text(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let host = String::from_utf8(Command::new("rustc").arg("-vV").output().unwrap().stdout)
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_owned))
        .unwrap();
    let libc_a = Command::new("cc")
        .arg("-print-file-name=libc.a")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).starts_with('/'));
    let usual = plan(None);
    assert!(usual.contains(&format!("--target {host}")), "{usual}");
    assert!(usual.contains("--release --workspace"), "{usual}");
    assert_eq!(
        usual.contains("crt-static"),
        host.contains("-linux-gnu") && libc_a,
        "{usual}"
    );
    assert_eq!(plan(Some("0")), usual);
    assert!(
        !usual.contains("--quiet"),
        "cargo's progress is shown (a bar on a terminal, a heartbeat in a log): {usual}"
    );
    let o = Command::new(fleet::root().join("scripts/build-release"))
        .env("GATEHOUSE_BUILD_PROGRESS", "loud")
        .env("CARGO_TARGET_DIR", "/nonexistent/not-built")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("bar, lines or quiet"), "{}", text(&o));
    let portable = plan(Some("1"));
    assert!(!portable.contains("crt-static"), "{portable}");
    assert!(portable.contains(&format!("--target {host}")), "{portable}");
}
