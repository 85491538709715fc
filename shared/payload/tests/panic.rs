//! A panic inside a guard's check is a refusal (exit 2), never exit 101 or
//! 134, under `panic = "unwind"` (the dev profile) and `panic = "abort"` (the
//! release profile): the panic hook renders the refusal and exits first.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn build_probe(profile: &str) -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args([
            "build",
            "--quiet",
            "-p",
            "payload",
            "--example",
            "panic_probe",
            "--profile",
            profile,
        ])
        .current_dir(&root)
        .status()
        .unwrap();
    assert!(status.success());
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let dir = if profile == "dev" { "debug" } else { profile };
    target.join(dir).join("examples/panic_probe")
}

fn feed(bin: &PathBuf, payload: &str) -> std::process::Output {
    feed_args(bin, &[], payload)
}

fn feed_args(bin: &PathBuf, args: &[&str], payload: &str) -> std::process::Output {
    let mut child = Command::new(bin)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(payload.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

const PRE: &str = r#"{"session_id":"s","cwd":"/","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}"#;
const START: &str =
    r#"{"session_id":"s","cwd":"/","hook_event_name":"SessionStart","source":"startup"}"#;

#[test]
fn a_panic_is_a_refusal_under_unwind_and_abort() {
    for profile in ["dev", "abort-probe"] {
        let bin = build_probe(profile);
        let out = feed(&bin, PRE);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{profile}: {stderr}");
        assert!(
            stderr.contains("panic-probe: could not evaluate (internal error: deliberate panic"),
            "{profile}: {stderr}"
        );
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["hookSpecificOutput"]["permissionDecision"], "deny");
        // On an event that cannot refuse, the panic is shown and the exit is 0.
        let out = feed(&bin, START);
        assert_eq!(out.status.code(), Some(0), "{profile}");
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(
            json["systemMessage"]
                .as_str()
                .unwrap()
                .contains("deliberate panic")
        );
    }
}

/// Guards run on threads of one process (`payload::group`, what
/// `gatehouse-dispatch` does for a group): a panic on one guard's thread is
/// a refusal naming that guard, under both profiles, before the calm
/// guard's answer could let the call through.
#[test]
fn a_panic_on_a_guard_thread_is_a_refusal_naming_the_guard() {
    for profile in ["dev", "abort-probe"] {
        let bin = build_probe(profile);
        let out = feed_args(&bin, &["group"], PRE);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{profile}: {stderr}");
        assert!(
            stderr.contains("panic-probe: could not evaluate (internal error: deliberate panic"),
            "{profile}: {stderr}"
        );
        assert!(
            !String::from_utf8_lossy(&out.stdout).contains("both answered"),
            "{profile}"
        );
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["hookSpecificOutput"]["permissionDecision"], "deny");
    }
}
