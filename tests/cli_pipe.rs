//! The management command meets the guards' no-panic standard: every
//! subcommand whose reader has gone away (`gatehouse install | head -1`)
//! finishes its work and exits with its own status, never a panic (101) or
//! an abort (134), and `--version` answers.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `gatehouse ARGS` with standard output a pipe whose reading end is
/// already closed: every write fails with EPIPE, deterministically.
fn run_into_closed_pipe(home: &Path, cwd: &Path, args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(args)
        .current_dir(cwd)
        .env("HOME", home)
        .env("PATH", "/usr/bin:/bin")
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_STATE_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

#[test]
fn every_subcommand_survives_a_closed_pipe() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&repo).unwrap();
    let _ = testkit::git(&repo, &["init", "-q", "-b", "main"]);
    let bin = fleet::bin_dir().display().to_string();
    let repo_s = repo.display().to_string();
    let plugin_out = d.path().join("plugin").display().to_string();
    // (arguments, the exit status the command has with a reader present)
    let cases: Vec<(Vec<&str>, i32)> = vec![
        (vec!["--version"], 0),
        (vec!["help"], 0),
        (
            vec![
                "install",
                "--scope",
                "project",
                "--repo",
                &repo_s,
                "--bin-dir",
                &bin,
            ],
            0,
        ),
        (vec!["sync", "--repo", &repo_s], 0),
        (vec!["team-check"], 0),
        (vec!["list", "--dir", &repo_s], 0),
        (vec!["doctor", "--dir", &repo_s], 0),
        (vec!["explain", "no-xdist"], 0),
        (vec!["plugin-hooks"], 0),
        (vec!["registrations", "--bin-dir", &bin], 0),
        (
            vec!["plugin-build", "--out", &plugin_out, "--bin-dir", &bin],
            0,
        ),
        (
            vec!["uninstall", "--scope", "project", "--repo", &repo_s],
            0,
        ),
        (vec!["no-such-subcommand"], 2),
    ];
    for (args, want) in cases {
        let o = run_into_closed_pipe(&home, &repo, &args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !err.contains("panicked") && !err.contains("internal error"),
            "gatehouse {args:?} panicked on a closed pipe: {err}"
        );
        assert_eq!(
            o.status.code(),
            Some(want),
            "gatehouse {args:?} into a closed pipe: {:?}\n{err}",
            o.status
        );
        if args.first() == Some(&"install") {
            let text = std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap();
            assert!(
                text.contains("no-xdist"),
                "install into a closed pipe did not finish: {text}"
            );
        }
    }
    // The install really happened although nobody read its output, and the
    // uninstall after it removed it again.
    let settings = repo.join(".claude/settings.json");
    let text = std::fs::read_to_string(&settings).unwrap_or_default();
    assert!(
        !text.contains("no-xdist"),
        "uninstall into a closed pipe left registrations: {text}"
    );
}

#[test]
fn version_names_the_package_version() {
    for flag in ["--version", "-V", "version"] {
        let o = Command::new(env!("CARGO_BIN_EXE_gatehouse"))
            .arg(flag)
            .output()
            .unwrap();
        assert!(o.status.success(), "{flag}: {o:?}");
        assert_eq!(
            String::from_utf8_lossy(&o.stdout).trim(),
            format!("gatehouse {}", env!("CARGO_PKG_VERSION"))
        );
    }
}
