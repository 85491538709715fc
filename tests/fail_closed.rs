//! Fail-closed fleet test: every guard binary, fed each malformed input,
//! refuses (exit 2, with `<guard>: could not evaluate (…); refusing`) — or,
//! on events that cannot refuse, exits 0 with the error visible — and never
//! exits with anything else (1, 101, 134, a signal) or hangs.
//!
//! Why: Claude Code lets a tool call run on any exit but 2 (measured on
//! 2.1.328), so one guard that exits 1 on bad JSON is a hole in the fleet.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::Value;
use std::path::Path;
use std::time::Duration;

/// A guard's name with the (event, matcher) pairs it is registered for.
type Registered = (String, Vec<(String, Option<String>)>);

/// Each guard once, with the events and matcher it is registered for.
fn guards() -> Vec<Registered> {
    let mut out: Vec<Registered> = Vec::new();
    for r in fleet::registrations() {
        let g = r.guard.unwrap();
        match out.iter_mut().find(|(name, _)| *name == g) {
            Some((_, evs)) => evs.push((r.event, r.matcher)),
            None => out.push((g, vec![(r.event, r.matcher)])),
        }
    }
    out
}

fn can_refuse(event: &str) -> bool {
    !matches!(
        event,
        "SessionStart" | "PostToolUse" | "PostToolUseFailure" | "SubagentStart" | "SessionEnd"
    )
}

/// Checks one outcome. `advisory` guards (never refuse, e.g. stop-timestamp)
/// may show the error with exit 0 on any event.
fn assert_fail_closed(guard: &str, case: &str, event: &str, run: &fleet::Run) {
    let text = format!("{guard}: could not evaluate (");
    let ctx = format!(
        "{guard} on {case}: exit {:?}\nstdout: {}\nstderr: {}",
        run.code, run.stdout, run.stderr
    );
    match run.code {
        Some(2) => {
            assert!(
                run.stderr.contains(&text),
                "{ctx}\n(exit 2 must say `{text}…); refusing`)"
            );
            assert!(run.stderr.contains("); refusing"), "{ctx}");
            if event == "PreToolUse" {
                let v: Value = serde_json::from_str(&run.stdout)
                    .unwrap_or_else(|_| panic!("{ctx}\n(no JSON deny)"));
                assert_eq!(
                    v["hookSpecificOutput"]["permissionDecision"], "deny",
                    "{ctx}"
                );
            }
        }
        Some(0) => {
            let advisory = registered_without_refusal(guard);
            // Advisory is never an option where a tool call is decided.
            let tool_gate = fleet::registrations().iter().any(|r| {
                r.guard.as_deref() == Some(guard)
                    && matches!(r.event.as_str(), "PreToolUse" | "PermissionRequest")
            });
            assert!(
                !can_refuse(event) || (advisory && !tool_gate),
                "{ctx}\n(a deny-capable guard must exit 2)"
            );
            let v: Value = serde_json::from_str(&run.stdout)
                .unwrap_or_else(|_| panic!("{ctx}\n(error not visible)"));
            assert!(
                v["systemMessage"]
                    .as_str()
                    .is_some_and(|m| m.contains(&text)),
                "{ctx}"
            );
        }
        _ => panic!("{ctx}\n(only exit 2, or 0 with a visible error, is allowed)"),
    }
}

/// Guards that by design never refuse (`payload::run_advisory`: a stamp, a
/// context injector) show a failure with exit 0 on any event: exit 2 on
/// UserPromptSubmit would erase the user's prompt for a hook that guards
/// nothing. Read from the guard's source, so a new one is a visible decision.
fn registered_without_refusal(guard: &str) -> bool {
    std::fs::read_to_string(fleet::root().join(format!("hooks/src/bin/{guard}.rs")))
        .is_ok_and(|src| src.contains("payload::run_advisory(&GUARD, check)"))
}

/// Runs a case up to three times and keeps the fastest: the bound is on the
/// guard's work, not on the scheduler of a loaded 2-core machine.
fn fastest(bin: &Path, input: &[u8], cwd: &Path, home: &Path, env: &[(&str, &str)]) -> fleet::Run {
    let mut best = fleet::run(bin, input, cwd, home, env);
    for _ in 0..2 {
        if best.elapsed < Duration::from_millis(100) {
            break;
        }
        let again = fleet::run(bin, input, cwd, home, env);
        if again.elapsed < best.elapsed {
            best = again;
        }
    }
    best
}

#[test]
fn every_guard_refuses_malformed_input() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path().join("repo");
    std::fs::create_dir_all(cwd.join(".git")).unwrap();
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let guards = guards();
    assert!(!guards.is_empty());
    for (guard, events) in &guards {
        let bin = fleet::bin(guard);
        for (event, matcher) in events {
            let good = fleet::payload_for(event, matcher.as_deref(), &cwd);
            let good_text = good.to_string();
            let mut no_event = good.clone();
            no_event.as_object_mut().unwrap().remove("hook_event_name");
            let mut wrong_type = good.clone();
            wrong_type["session_id"] = Value::from(5);
            let mut no_cwd = good.clone();
            no_cwd.as_object_mut().unwrap().remove("cwd");
            let mut bad_utf8 = good_text.clone().into_bytes();
            let at = bad_utf8.windows(3).position(|w| w == b"\":\"").unwrap() + 3;
            bad_utf8.insert(at, 0xff);
            let cases: Vec<(&str, Vec<u8>)> = vec![
                ("empty stdin", vec![]),
                ("whitespace", b"  \n".to_vec()),
                ("not JSON", b"hello".to_vec()),
                (
                    "truncated JSON",
                    good_text.as_bytes()[..good_text.len() / 2].to_vec(),
                ),
                ("JSON array", b"[1,2,3]".to_vec()),
                ("JSON string", b"\"PreToolUse\"".to_vec()),
                ("missing hook_event_name", no_event.to_string().into_bytes()),
                ("missing cwd", no_cwd.to_string().into_bytes()),
                (
                    "session_id of wrong type",
                    wrong_type.to_string().into_bytes(),
                ),
                ("invalid UTF-8", bad_utf8),
            ];
            for (case, input) in cases {
                let run = fastest(&bin, &input, &cwd, &home, &[]);
                assert_fail_closed(guard, case, event, &run);
                assert!(
                    run.elapsed < Duration::from_millis(100),
                    "{guard} on {case} took {:?}",
                    run.elapsed
                );
            }
        }
    }
}

#[test]
fn every_guard_refuses_oversized_input_after_draining_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut big = br#"{"session_id":"s","cwd":"/","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":""#.to_vec();
    big.extend(std::iter::repeat_n(b'x', 33 << 20));
    big.extend_from_slice(br#""}}"#);
    for (guard, events) in guards() {
        let run = fleet::run(&fleet::bin(&guard), &big, dir.path(), dir.path(), &[]);
        // The event cannot be known from an unread payload: refusing events are assumed.
        let _ = events;
        assert_fail_closed(&guard, "oversized input", "PreToolUse", &run);
        assert!(
            run.stderr.contains("larger than"),
            "{guard}: {}",
            run.stderr
        );
    }
}

#[test]
fn every_guard_refuses_a_stdin_that_never_closes() {
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    for (guard, _) in guards() {
        // The binary path first: the first call may build the fleet, which
        // is not the guard's time.
        let bin = fleet::bin(&guard);
        let start = std::time::Instant::now();
        let mut child = Command::new(bin)
            .current_dir(dir.path())
            .env("HOME", dir.path())
            .env("GATEHOUSE_STDIN_TIMEOUT_MS", "200")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Keep the write end open (held in `child.stdin`) until the guard exits.
        let stdin = child.stdin.take().unwrap();
        let out = child.wait_with_output().unwrap();
        drop(stdin);
        let run = fleet::Run {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            elapsed: start.elapsed(),
        };
        assert_fail_closed(&guard, "stdin never closes", "PreToolUse", &run);
        assert!(
            run.stderr.contains("did not close"),
            "{guard}: {}",
            run.stderr
        );
        assert!(
            run.elapsed < Duration::from_secs(3),
            "{guard} waited {:?}",
            run.elapsed
        );
    }
}

#[test]
fn every_guard_refuses_an_unreadable_config_naming_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path().join("repo");
    std::fs::create_dir_all(cwd.join(".git")).unwrap();
    std::fs::create_dir_all(cwd.join(".claude")).unwrap();
    std::fs::write(cwd.join(".claude/gatehouse.toml"), "# ok\n[broken\n").unwrap();
    for (guard, events) in guards() {
        for (event, matcher) in events {
            let input = fleet::payload_for(&event, matcher.as_deref(), &cwd).to_string();
            let run = fleet::run(&fleet::bin(&guard), input.as_bytes(), &cwd, dir.path(), &[]);
            assert_fail_closed(&guard, "invalid config", &event, &run);
            let shown = format!("{}{}", run.stderr, run.stdout);
            assert!(
                shown.contains("gatehouse.toml:2"),
                "{guard}: config error must name file:line: {shown}"
            );
        }
    }
}

#[test]
fn every_guard_refuses_an_event_it_was_not_built_for() {
    let dir = tempfile::tempdir().unwrap();
    for (guard, events) in guards() {
        // The first event of these the guard is not registered for.
        let other = ["PreToolUse", "Stop", "UserPromptSubmit", "WorktreeCreate"]
            .into_iter()
            .find(|o| !events.iter().any(|(e, _)| e == o))
            .expect("a guard registered for every event");
        let input = fleet::payload_for(other, None, dir.path()).to_string();
        let run = fleet::run(
            &fleet::bin(&guard),
            input.as_bytes(),
            dir.path(),
            dir.path(),
            &[],
        );
        assert_fail_closed(&guard, &format!("a {other} payload"), other, &run);
        assert!(
            format!("{}{}", run.stderr, run.stdout).contains("misregistered"),
            "{guard}"
        );
    }
}

#[test]
fn every_guard_passes_a_tool_it_does_not_handle() {
    // Broad matchers must not turn into refusals of unrelated tools.
    let dir = tempfile::tempdir().unwrap();
    for (guard, events) in guards() {
        if !events.iter().any(|(e, _)| e == "PreToolUse") {
            continue;
        }
        let input = serde_json::json!({
            "session_id": "s", "cwd": dir.path(), "hook_event_name": "PreToolUse",
            "tool_name": "SomeFutureTool", "tool_input": {"anything": [1, 2]},
        });
        let run = fleet::run(
            &fleet::bin(&guard),
            input.to_string().as_bytes(),
            dir.path(),
            dir.path(),
            &[],
        );
        assert_eq!(
            (run.code, run.stdout.as_str()),
            (Some(0), ""),
            "{guard}: {}",
            run.stderr
        );
    }
}

/// Every string leaf of `v` replaced by `text`, except paths, which point at
/// `file` (a file on disk holding deep text too, for guards that read it).
fn deepen(v: &mut Value, text: &str, file: &str) {
    match v {
        Value::String(s) => *s = text.to_owned(),
        Value::Array(items) => items.iter_mut().for_each(|i| deepen(i, text, file)),
        Value::Object(map) => {
            for (k, item) in map.iter_mut() {
                if k.ends_with("path") {
                    *item = Value::String(file.to_owned());
                } else {
                    deepen(item, text, file);
                }
            }
        }
        _ => {}
    }
}

/// Deep input on a main stack of 8 MiB (the usual `ulimit -s`; with less the
/// runner moves the check to a thread of that size): every guard answers —
/// exit 0 or 2 — and none dies of a stack overflow (a signal, or 134), which
/// the harness would take as "let the call run". The text reaches every
/// string of the payload and a file on disk the guard may read: nested
/// brackets for the Python tokenizer and the shell analysis, nested arrays
/// for the TOML and JSON readers, nested quotes for the prose readers; and
/// the payload itself nests past serde_json's limit.
#[test]
fn every_guard_survives_deep_input_on_an_8_mib_main_stack() {
    use std::process::Command;
    const N: usize = 20_000;
    let dir = tempfile::tempdir().unwrap();
    let cwd = dir.path().join("repo");
    std::fs::create_dir_all(cwd.join(".git")).unwrap();
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let texts = [
        ("parens", "(".repeat(N) + &")".repeat(N)),
        ("substitutions", "$(".repeat(N) + &")".repeat(N)),
        (
            "toml arrays",
            format!(
                "[project]\ndependencies = {}{}\n",
                "[".repeat(N),
                "]".repeat(N)
            ),
        ),
        ("json arrays", "[".repeat(N) + &"]".repeat(N)),
        ("quotes", "> ".repeat(N) + "done"),
    ];
    let run = |bin: &Path, input: &[u8]| {
        let mut sh = Command::new("sh");
        sh.args(["-c", "ulimit -s 8192 && exec \"$0\""]).arg(bin);
        fleet::run_command(sh, bin, input, &cwd, &home, &[])
    };
    for (guard, events) in guards() {
        let bin = fleet::bin(&guard);
        for (event, matcher) in &events {
            let good = fleet::payload_for(event, matcher.as_deref(), &cwd);
            let mut cases: Vec<(String, Vec<u8>)> = Vec::new();
            for (name, text) in &texts {
                let file = cwd.join(format!("deep-{name}.toml"));
                std::fs::write(&file, text).unwrap();
                let mut p = good.clone();
                for key in ["tool_input", "prompt", "last_assistant_message"] {
                    if let Some(v) = p.get_mut(key) {
                        deepen(v, text, &file.display().to_string());
                    }
                }
                cases.push((format!("deep {name}"), p.to_string().into_bytes()));
            }
            // The payload itself nested far past serde_json's limit.
            let text = good.to_string();
            let deep_json = format!(
                "{{\"deep\":{}{},{}",
                "[".repeat(N),
                "]".repeat(N),
                &text[1..]
            );
            cases.push(("deep JSON payload".into(), deep_json.into_bytes()));
            for (case, input) in cases {
                let out = run(&bin, &input);
                assert!(
                    matches!(out.code, Some(0 | 2)),
                    "{guard} ({event}) on {case}: exit {:?}\nstderr: {}",
                    out.code,
                    out.stderr
                );
            }
        }
    }
}
