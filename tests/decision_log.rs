//! The decision log with the real binaries: a refusal is appended with its
//! guard and read back by `gatehouse log --json`; a refused secret appears in
//! no file gatehouse writes; audit mode lets the call run and logs it; `ask`
//! only where a human can answer; the floor keeps a repository from
//! switching to audit or softening a refusal; `gatehouse log --verify`
//! detects an edited line; `stats` counts.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::{Value, json};
use std::path::{Path, PathBuf};

use fleet::{Home, home};

fn payload(repo: &Path, tool: &str, input: Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "session_id": "s-log",
        "transcript_path": repo.join("t.jsonl"),
        "cwd": repo,
        "permission_mode": "default",
        "hook_event_name": "PreToolUse",
        "tool_name": tool,
        "tool_input": input,
        "tool_use_id": "toolu_log"
    }))
    .unwrap()
}

fn run_guard(h: &Home, guard: &str, stdin: &[u8], env: &[(&str, &str)]) -> fleet::Run {
    let mut cmd = std::process::Command::new(fleet::bin(guard));
    for k in [
        "CLAUDECODE",
        "CLAUDE_CODE_SESSION_ATTENDED",
        "CI",
        "GATEHOUSE_FLOOR",
    ] {
        cmd.env_remove(k);
    }
    fleet::run_command(cmd, Path::new(guard), stdin, &h.repo, &h.home, env)
}

fn gatehouse(h: &Home, args: &[&str]) -> (i32, String) {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(args)
        .env("HOME", &h.home)
        .env_remove("XDG_STATE_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
    )
}

fn log_file(h: &Home) -> PathBuf {
    h.home.join(".local/state/gatehouse/log/decisions.jsonl")
}

fn xdist(h: &Home) -> Vec<u8> {
    payload(
        &h.repo,
        "Bash",
        json!({"command": "pytest -n 4", "description": "t"}),
    )
}

#[test]
fn a_refusal_is_logged_and_read_back_with_its_guard() {
    let h = home("", None);
    let r = run_guard(&h, "no-xdist", &xdist(&h), &[]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    // An allowed call writes nothing.
    let ok = payload(
        &h.repo,
        "Bash",
        json!({"command": "pytest -q", "description": "t"}),
    );
    assert_eq!(run_guard(&h, "no-xdist", &ok, &[]).code, Some(0));
    let (code, out) = gatehouse(&h, &["log", "--json", "--guard", "no-xdist"]);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 1, "{out}");
    let l = &lines[0];
    assert_eq!(l["guard"], "no-xdist");
    assert_eq!(l["decision"], "deny");
    assert_eq!(l["event"], "PreToolUse");
    assert_eq!(l["tool"], "Bash");
    assert_eq!(l["session"], "s-log");
    assert_eq!(l["v"], 1);
    assert!(
        l["excerpt"]
            .as_str()
            .unwrap()
            .starts_with("no-xdist: refused"),
        "{l}"
    );
    assert!(!l["rule"].as_str().unwrap().is_empty(), "{l}");
    // Filters: another guard, another session, a repo elsewhere: nothing.
    for args in [
        vec!["log", "--json", "--guard", "secret-guard"],
        vec!["log", "--json", "--session", "other"],
        vec!["log", "--json", "--repo", "/"],
    ] {
        let (_, out) = gatehouse(&h, &args);
        let n = out.lines().filter(|l| l.starts_with('{')).count();
        let want = usize::from(args.contains(&"/"));
        assert_eq!(n, want, "{args:?}: {out}");
    }
    let (_, table) = gatehouse(&h, &["log", "--since", "1h"]);
    assert!(
        table.contains("no-xdist") && table.contains("deny"),
        "{table}"
    );
}

#[test]
fn a_refused_secret_appears_in_no_file_gatehouse_writes() {
    let h = home("", None);
    let token = "ghp_OhbVrpoiVgRV5IfLBcbfnoGMbJmTPSIAoCLr";
    let write = payload(
        &h.repo,
        "Write",
        json!({"file_path": h.repo.join("app/config.py"), "content": format!("KEY = \"{token}\"\n")}),
    );
    assert_eq!(run_guard(&h, "secret-guard", &write, &[]).code, Some(2));
    let bash = payload(
        &h.repo,
        "Bash",
        json!({"command": format!("echo {token} > app/t.txt"), "description": "t"}),
    );
    assert_eq!(run_guard(&h, "secret-guard", &bash, &[]).code, Some(2));
    let text = std::fs::read_to_string(log_file(&h)).unwrap();
    assert_eq!(text.lines().count(), 2, "{text}");
    for entry in walkdir::WalkDir::new(&h.home)
        .into_iter()
        .filter_map(Result::ok)
    {
        if entry.file_type().is_file() {
            let body = std::fs::read(entry.path()).unwrap();
            assert!(
                !String::from_utf8_lossy(&body).contains("OhbVrpoiVgRV5IfLBcbf"),
                "the secret is in {}",
                entry.path().display()
            );
        }
    }
}

#[test]
fn audit_mode_lets_the_call_run_and_logs_what_would_have_been_refused() {
    let h = home("[gatehouse]\nmode = \"audit\"\n", None);
    let r = run_guard(&h, "no-xdist", &xdist(&h), &[]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        r.stdout.is_empty() && r.stderr.is_empty(),
        "{r:?}",
        r = r.stderr
    );
    let text = std::fs::read_to_string(log_file(&h)).unwrap();
    assert!(text.contains("\"decision\":\"audit\""), "{text}");
    // An unknown mode is a configuration error: refused, never a silent pass.
    let h = home("[gatehouse]\nmode = \"audti\"\n", None);
    let r = run_guard(&h, "no-xdist", &xdist(&h), &[]);
    assert_eq!(r.code, Some(2));
    assert!(
        r.stderr.contains("could not evaluate") && r.stderr.contains("audti"),
        "{}",
        r.stderr
    );
}

#[test]
fn ask_only_where_a_human_can_answer() {
    let h = home("[no-xdist]\non_refuse = \"ask\"\n", None);
    let attended = [("CLAUDECODE", "1"), ("CLAUDE_CODE_SESSION_ATTENDED", "1")];
    let r = run_guard(&h, "no-xdist", &xdist(&h), &attended);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["hookSpecificOutput"]["permissionDecision"], "ask");
    assert!(
        v["hookSpecificOutput"]["permissionDecisionReason"]
            .as_str()
            .unwrap()
            .contains("no-xdist: refused")
    );
    // Headless (`-p`), CI, or not Claude Code (Codex treats ask as a failed
    // hook and runs the call): a deny.
    for env in [
        vec![("CLAUDECODE", "1"), ("CLAUDE_CODE_SESSION_ATTENDED", "0")],
        vec![("CLAUDECODE", "1"), ("CI", "true")],
        vec![],
    ] {
        let r = run_guard(&h, "no-xdist", &xdist(&h), &env);
        assert_eq!(r.code, Some(2), "{env:?}: {}", r.stdout);
    }
    let text = std::fs::read_to_string(log_file(&h)).unwrap();
    assert_eq!(text.matches("\"decision\":\"ask\"").count(), 1, "{text}");
    assert_eq!(text.matches("\"decision\":\"deny\"").count(), 3, "{text}");
    // warn: the call runs, the model gets the refusal as context.
    let h = home("[no-xdist]\non_refuse = \"warn\"\n", None);
    let r = run_guard(&h, "no-xdist", &xdist(&h), &[]);
    assert_eq!(r.code, Some(0));
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert!(
        v["hookSpecificOutput"].get("permissionDecision").is_none(),
        "{v}"
    );
    assert!(
        v["hookSpecificOutput"]["additionalContext"]
            .as_str()
            .unwrap()
            .contains("no-xdist: refused")
    );
}

#[test]
fn under_the_floor_a_repository_cannot_audit_or_soften() {
    let h = home(
        "[gatehouse]\nglobal = true\n",
        Some("[gatehouse]\nmode = \"audit\"\nlog = false\n\n[no-xdist]\non_refuse = \"warn\"\n"),
    );
    let mut cmd = std::process::Command::new(fleet::bin_dir().join("gatehouse-dispatch"));
    cmd.arg("no-xdist").env_remove("GATEHOUSE_FLOOR");
    let r = fleet::run_command(
        cmd,
        Path::new("dispatch"),
        &xdist(&h),
        &h.repo,
        &h.home,
        &[],
    );
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    let text = std::fs::read_to_string(log_file(&h)).unwrap();
    assert!(text.contains("\"decision\":\"deny\""), "{text}");
}

#[test]
fn verify_detects_an_edited_line_and_stats_count() {
    let h = home("", None);
    for _ in 0..4 {
        assert_eq!(run_guard(&h, "no-xdist", &xdist(&h), &[]).code, Some(2));
    }
    let (code, out) = gatehouse(&h, &["log", "--verify"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("4 lines, chain intact"), "{out}");
    let (_, stats) = gatehouse(&h, &["stats"]);
    assert!(
        stats.contains("no-xdist") && stats.contains("4  (deny 4)"),
        "{stats}"
    );
    assert!(stats.contains("s-log  no-xdist  4 times"), "{stats}");
    let path = log_file(&h);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    lines[1] = lines[1].replace("\"deny\"", "\"allow\"");
    std::fs::write(&path, format!("{}\n", lines.join("\n"))).unwrap();
    let (code, out) = gatehouse(&h, &["log", "--verify"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("decisions.jsonl:3: chain broken"), "{out}");
}

/// `gatehouse log --follow` with the real binaries: the past lines with
/// `--since`, then each new refusal as it is appended, filtered, across a
/// rotation of the log; it ends cleanly (exit 0, no error) once its reader
/// closes the pipe, while no decision is being written.
#[test]
fn follow_streams_new_lines_across_rotation_and_ends_when_the_reader_goes() {
    use std::io::BufRead;
    use std::time::{Duration, Instant};
    let h = home("", None);
    assert_eq!(run_guard(&h, "no-xdist", &xdist(&h), &[]).code, Some(2));
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args([
            "log", "--follow", "--json", "--since", "1h", "--guard", "no-xdist",
        ])
        .env("HOME", &h.home)
        .env_remove("XDG_STATE_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    // Reads four lines, then closes its end of the pipe.
    let reader = std::thread::spawn(move || {
        let mut lines = std::io::BufReader::new(stdout).lines();
        for _ in 0..4 {
            match lines.next() {
                Some(Ok(l)) => tx.send(l).unwrap(),
                _ => return,
            }
        }
    });
    let next = || -> Value {
        let l = rx
            .recv_timeout(Duration::from_secs(15))
            .expect("no line from log --follow within 15 s");
        serde_json::from_str(&l).unwrap()
    };
    // The past (--since), printed after the follower is in place.
    let old = next();
    assert_eq!(old["guard"], "no-xdist");
    // A new refusal, as it is appended.
    let with = |cmd: &str| payload(&h.repo, "Bash", json!({"command": cmd, "description": "t"}));
    assert_eq!(
        run_guard(&h, "no-xdist", &with("pytest -n 7"), &[]).code,
        Some(2)
    );
    let new = next();
    assert!(
        new["excerpt"].as_str().unwrap().contains("pytest -n 7"),
        "{new}"
    );
    // Another guard's refusal is filtered out; the next no-xdist one shows.
    let token = "ghp_OhbVrpoiVgRV5IfLBcbfnoGMbJmTPSIAoCLr";
    assert_eq!(
        run_guard(&h, "secret-guard", &with(&format!("echo {token} > t")), &[]).code,
        Some(2)
    );
    assert_eq!(
        run_guard(&h, "no-xdist", &with("pytest -n 8"), &[]).code,
        Some(2)
    );
    let v = next();
    assert!(
        v["excerpt"].as_str().unwrap().contains("pytest -n 8"),
        "{v}"
    );
    // Rotation: a full log takes the current file's place (a new file), the
    // next refusal rotates it away and starts a fresh one.
    let path = log_file(&h);
    let filler_path = path.with_extension("filler");
    let mut filler = String::new();
    while filler.len() < (8 << 20) + 1 {
        filler.push_str(&json!({"v": 1, "filler": "x".repeat(2000), "prev": ""}).to_string());
        filler.push('\n');
    }
    std::fs::write(&filler_path, filler).unwrap();
    std::fs::rename(&filler_path, &path).unwrap();
    assert_eq!(
        run_guard(&h, "no-xdist", &with("pytest -n 9"), &[]).code,
        Some(2)
    );
    assert!(path.with_file_name("decisions.1.jsonl").is_file());
    let v = next();
    assert!(
        v["excerpt"].as_str().unwrap().contains("pytest -n 9"),
        "{v}"
    );
    // The reader has read its four lines and closed the pipe: the follower
    // ends by itself, cleanly, with nothing more to write.
    reader.join().unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("log --follow kept running after its reader closed the pipe");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(status.success(), "{status:?}: {err}");
    assert!(err.is_empty(), "{err}");
}
