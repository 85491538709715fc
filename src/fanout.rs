//! One hook process, several guards: `gatehouse-dispatch [--here] GUARD…`
//! runs each named guard at once on the same payload and answers the
//! harness once with the strongest decision. A guard the dispatcher carries
//! compiled in (every PreToolUse guard: `src/bin/gatehouse-dispatch.rs`)
//! runs on a thread of this process (`payload::group`), any other as its
//! own process (its binary beside the dispatcher).
//!
//! Why: the harness's own cost of starting a hook dominates a guard's
//! (measured in the real CLI: eight `/bin/true` hooks on a Bash call cost
//! nearly what the eight guards do), so a Bash call that matches eight
//! guards costs eight times that overhead when each is its own hook entry.
//! Grouped (`registry::hooks_where` puts every PreToolUse guard that
//! matches the same tools in one entry), the harness starts one process and
//! this module runs the guards in it, each still its own decision from its
//! own file (each writes its own decision-log line). Starting each as a
//! process cost about 0.5–0.75 ms of CPU per guard on a 2-core machine,
//! which on a quiet machine was most of the group's cost in the real CLI
//! (README, Speed).
//!
//! The answer, as the harness would combine separate hooks (deny > ask >
//! allow, every hook run to completion):
//! - any refusal (exit 2) → one refusal, exit 2, every refusing guard's
//!   reason in turn (JSON reason and stderr);
//! - else any `ask` → one `ask` with every asking guard's reason;
//! - else PostToolUse feedback (`decision: block`) → one, reasons joined;
//! - additional context and user messages of every guard are kept, joined.
//!
//! An explicit `allow` from a guard is dropped (no guard of the fleet gives
//! one; dropping it can only leave the harness's own permission rules to
//! decide, never skip them).
//!
//! Fail closed, per guard, as a direct entry with `onFailure: "block"`
//! would: a guard that cannot be started, is killed by a signal, exits with
//! anything but 0 or 2, prints what is not JSON, or has not answered by the
//! deadline is a refusal naming it (on events that can refuse; elsewhere a
//! message to the user). A guard process past the deadline is killed; a
//! guard thread past it ends with this process, which answers then. A panic
//! on a guard's thread is a refusal naming that guard, at once
//! (`payload::group::install_panic_hook`).

use payload::EventKind;
use payload::verdict::{Verdict, failure_text, render};
use serde_json::{Map, Value, json};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::dispatch::Out;

/// How long the guards of one call may take together: a second under the
/// group entry's `timeout` (the longest of its guards' in
/// `settings/settings.json`), so a slow guard is this process's refusal,
/// with its name, before the harness's timeout (which `onFailure: "block"`
/// would also refuse, without saying which).
pub fn deadline(entry_timeout_secs: u64) -> Duration {
    Duration::from_secs(entry_timeout_secs.max(2) - 1)
}

/// At most this much of a guard's stdout or stderr is kept (the rest is
/// read and dropped, so the guard never blocks on a full pipe).
const KEEP: u64 = 1 << 20;

/// One guard to run.
pub struct Guard {
    pub name: String,
    pub path: PathBuf,
    /// Its check, when this binary carries it compiled in: it then runs on
    /// a thread of this process, not as `path` ([`payload::group`]).
    pub linked: Option<(payload::Guard, payload::Check)>,
}

/// What one guard answered.
#[derive(Debug)]
struct Answer {
    name: String,
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// Why it gave no usable answer (start, wait, deadline).
    failed: Option<String>,
}

/// What a guard's run sends back: its index, stdout, stderr, and the exit
/// code when it ran on a thread (a process's comes from its wait).
type Done = (usize, Vec<u8>, Vec<u8>, Option<i32>);

/// Where a guard runs while the group waits.
enum Running {
    Process(Child),
    Thread,
}

/// Runs every guard on `bytes` and merges their answers for `event`. A
/// linked guard runs on a thread of this process, any other as its own
/// process; with `floor`, the user registered the group, so the user's
/// config is a floor (`GATEHOUSE_FLOOR=1` for a process).
pub fn run(
    guards: &[Guard],
    bytes: Vec<u8>,
    event: EventKind,
    floor: bool,
    limit: Duration,
) -> Out {
    let bytes = Arc::new(bytes);
    let (tx, rx) = mpsc::channel::<Done>();
    let mut running: Vec<Option<Running>> = Vec::new();
    let mut answers: Vec<Answer> = Vec::new();
    for (i, g) in guards.iter().enumerate() {
        let mut answer = Answer {
            name: g.name.clone(),
            code: None,
            stdout: Vec::new(),
            stderr: Vec::new(),
            failed: None,
        };
        let started = match g.linked {
            Some((guard, check)) => {
                let tx = tx.clone();
                payload::group::spawn(guard, check, Arc::clone(&bytes), floor, move |o| {
                    drop(tx.send((
                        i,
                        o.stdout.into_bytes(),
                        o.stderr.into_bytes(),
                        Some(o.code),
                    )));
                })
                .map(|()| Running::Thread)
                .map_err(|e| format!("could not start a thread for {}: {e}", g.name))
            }
            None => start(g, &bytes, floor, i, &tx).map(Running::Process),
        };
        match started {
            Ok(r) => running.push(Some(r)),
            Err(why) => {
                answer.failed = Some(why);
                running.push(None);
            }
        }
        answers.push(answer);
    }
    drop(tx);
    let end = Instant::now() + limit;
    let mut pending = running.iter().filter(|c| c.is_some()).count();
    while pending > 0 {
        let left = end.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok((i, o, e, code)) => {
                pending -= 1;
                let (Some(slot), Some(answer)) = (running.get_mut(i), answers.get_mut(i)) else {
                    continue;
                };
                answer.stdout = o;
                answer.stderr = e;
                match slot.take() {
                    Some(Running::Process(mut child)) => match child.wait() {
                        Ok(status) => {
                            answer.code = status.code();
                            if answer.code.is_none() {
                                answer.failed =
                                    Some(format!("{} was killed by a signal", answer.name));
                            }
                        }
                        Err(e) => answer.failed = Some(format!("waiting for {}: {e}", answer.name)),
                    },
                    Some(Running::Thread) | None => answer.code = code,
                }
            }
            Err(_) => break,
        }
    }
    // Past the deadline: whoever has not answered is refused (a process is
    // killed; a thread ends with this process, which answers now).
    for (slot, answer) in running.iter_mut().zip(answers.iter_mut()) {
        if let Some(r) = slot.take() {
            if let Running::Process(mut child) = r {
                let _ = child.kill();
                let _ = child.wait();
            }
            answer.failed = Some(format!(
                "{} did not answer within {} s",
                answer.name,
                limit.as_secs()
            ));
        }
    }
    merge(&answers, event)
}

/// Starts guard `i` as its own process with the payload on its stdin; a
/// reader thread sends its output on `tx` when it closes.
fn start(
    g: &Guard,
    bytes: &Arc<Vec<u8>>,
    floor: bool,
    i: usize,
    tx: &mpsc::Sender<Done>,
) -> Result<Child, String> {
    let mut c = Command::new(&g.path);
    if floor {
        c.env(payload::config::FLOOR_ENV, "1");
    }
    let mut child = c
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not start {}: {e}", g.path.display()))?;
    if let Some(mut input) = child.stdin.take() {
        // A guard that exits without reading everything closes the pipe:
        // its business, not an error here. A payload that fits a pipe's
        // buffer on every Unix is written here (it cannot block); a larger
        // one by a thread.
        if bytes.len() <= crate::dispatch::PIPE_SAFE {
            drop(input.write_all(bytes));
        } else {
            let b = Arc::clone(bytes);
            std::thread::spawn(move || drop(input.write_all(&b)));
        }
    }
    let out = child.stdout.take();
    let err = child.stderr.take();
    let tx = tx.clone();
    // One reader per guard: stdout to its end, then stderr. A guard writes
    // its answer and exits, so both fit their pipes (a stderr past a pipe's
    // buffer before stdout closes would wait for the deadline: a refusal,
    // never a hang).
    std::thread::spawn(move || {
        let o = out.map(drain).unwrap_or_default();
        let e = err.map(drain).unwrap_or_default();
        drop(tx.send((i, o, e, None)));
    });
    Ok(child)
}

/// Reads a stream to its end, keeping the first [`KEEP`] bytes.
fn drain(mut r: impl Read) -> Vec<u8> {
    let mut kept = Vec::new();
    let _ = (&mut r).take(KEEP).read_to_end(&mut kept);
    let _ = std::io::copy(&mut r, &mut std::io::sink());
    kept
}

/// What one answer says.
enum Said {
    Deny(String),
    Ask(String),
    Nothing,
}

/// The guards' answers as one.
fn merge(answers: &[Answer], event: EventKind) -> Out {
    let mut deny: Vec<String> = Vec::new();
    let mut ask: Vec<String> = Vec::new();
    let mut block: Vec<String> = Vec::new();
    let mut context: Vec<String> = Vec::new();
    let mut messages: Vec<String> = Vec::new();
    for a in answers {
        let said = match understand(a, event, &mut block, &mut context, &mut messages) {
            Ok(s) => s,
            Err(why) => {
                let text = failure_text(&a.name, &why);
                if event.can_refuse() {
                    Said::Deny(text)
                } else {
                    messages.push(text);
                    Said::Nothing
                }
            }
        };
        match said {
            Said::Deny(r) => deny.push(r),
            Said::Ask(r) => ask.push(r),
            Said::Nothing => {}
        }
    }
    if !deny.is_empty() {
        let o = render(event, &Verdict::Deny(deny.join("\n\n")));
        return Out {
            stdout: o.stdout.into_bytes(),
            stderr: o.stderr.into_bytes(),
            code: o.code,
        };
    }
    let mut top = Map::new();
    let mut specific = Map::new();
    if !ask.is_empty() {
        specific.insert("permissionDecision".into(), json!("ask"));
        specific.insert("permissionDecisionReason".into(), json!(ask.join("\n\n")));
    }
    if !block.is_empty() {
        top.insert("decision".into(), json!("block"));
        top.insert("reason".into(), json!(block.join("\n\n")));
    }
    if !context.is_empty() {
        specific.insert("additionalContext".into(), json!(context.join("\n\n")));
    }
    if !specific.is_empty() {
        specific.insert("hookEventName".into(), json!(event.name()));
        top.insert("hookSpecificOutput".into(), Value::Object(specific));
    }
    if !messages.is_empty() {
        top.insert("systemMessage".into(), json!(messages.join("\n\n")));
    }
    Out {
        stdout: if top.is_empty() {
            Vec::new()
        } else {
            Value::Object(top).to_string().into_bytes()
        },
        stderr: Vec::new(),
        code: 0,
    }
}

/// One answer read: its decision, with its feedback, context and messages
/// collected; `Err` when it is no answer the fleet gives.
fn understand(
    a: &Answer,
    event: EventKind,
    block: &mut Vec<String>,
    context: &mut Vec<String>,
    messages: &mut Vec<String>,
) -> Result<Said, String> {
    if let Some(why) = &a.failed {
        return Err(why.clone());
    }
    let stderr = String::from_utf8_lossy(&a.stderr).trim().to_owned();
    let text = String::from_utf8_lossy(&a.stdout);
    let json: Option<Value> = if text.trim().is_empty() {
        None
    } else {
        match serde_json::from_str::<Value>(text.trim()) {
            Ok(v) if v.is_object() => Some(v),
            _ => {
                return Err(format!(
                    "{} printed what is not a JSON object on stdout",
                    a.name
                ));
            }
        }
    };
    let specific = json.as_ref().and_then(|j| j.get("hookSpecificOutput"));
    let field = |v: Option<&Value>, k: &str| {
        v.and_then(|x| x.get(k))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    match a.code {
        Some(2) => {
            let reason = field(specific, "permissionDecisionReason")
                .or_else(|| {
                    specific
                        .and_then(|s| s.get("decision"))
                        .and_then(|d| d.get("message"))
                        .and_then(Value::as_str)
                        .map(str::to_owned)
                })
                .filter(|r| !r.trim().is_empty())
                .unwrap_or(stderr);
            let reason = if reason.is_empty() {
                format!("{} refused (exit 2) without a reason", a.name)
            } else {
                reason
            };
            return Ok(Said::Deny(reason));
        }
        Some(0) => {}
        Some(c) => {
            let tail = if stderr.is_empty() {
                String::new()
            } else {
                format!(": {}", stderr.chars().take(400).collect::<String>())
            };
            return Err(format!("{} exited {c}{tail}", a.name));
        }
        None => return Err(format!("{} gave no exit code", a.name)),
    }
    if let Some(c) = field(specific, "additionalContext") {
        context.push(c);
    }
    if let Some(m) = field(json.as_ref(), "systemMessage") {
        messages.push(m);
    }
    if field(json.as_ref(), "decision").as_deref() == Some("block") {
        let r = field(json.as_ref(), "reason").unwrap_or_default();
        if event == EventKind::PostToolUse || event == EventKind::PostToolUseFailure {
            block.push(r);
        } else {
            return Ok(Said::Deny(r));
        }
    }
    match field(specific, "permissionDecision").as_deref() {
        Some("deny") => Ok(Said::Deny(
            field(specific, "permissionDecisionReason").unwrap_or(stderr),
        )),
        Some("ask") => Ok(Said::Ask(
            field(specific, "permissionDecisionReason").unwrap_or_default(),
        )),
        _ => Ok(Said::Nothing),
    }
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic
    )]
    use super::*;

    fn a(name: &str, code: Option<i32>, stdout: &str, stderr: &str) -> Answer {
        Answer {
            name: name.into(),
            code,
            stdout: stdout.into(),
            stderr: stderr.into(),
            failed: None,
        }
    }

    fn j(o: &Out) -> Value {
        serde_json::from_slice(&o.stdout).unwrap()
    }

    #[test]
    fn silence_is_silence() {
        let o = merge(
            &[a("x", Some(0), "", ""), a("y", Some(0), "", "")],
            EventKind::PreToolUse,
        );
        assert_eq!((o.code, o.stdout.len(), o.stderr.len()), (0, 0, 0));
    }

    #[test]
    fn every_refusal_is_kept_and_wins() {
        let deny = |r: &str| render(EventKind::PreToolUse, &Verdict::Deny(r.into()));
        let d1 = deny("no-xdist: refused pytest -n");
        let d2 = deny("secret-guard: refused cat .env");
        let ask = r#"{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"maybe"}}"#;
        let o = merge(
            &[
                a("no-xdist", Some(2), &d1.stdout, &d1.stderr),
                a("w", Some(0), ask, ""),
                a("secret-guard", Some(2), &d2.stdout, &d2.stderr),
            ],
            EventKind::PreToolUse,
        );
        assert_eq!(o.code, 2);
        let r = j(&o)["hookSpecificOutput"]["permissionDecisionReason"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(r.contains("pytest -n") && r.contains("cat .env"), "{r}");
        assert!(!r.contains("maybe"), "{r}");
        let e = String::from_utf8(o.stderr).unwrap();
        assert!(e.contains("pytest -n") && e.contains("cat .env"), "{e}");
    }

    #[test]
    fn ask_and_context_merge_without_a_refusal() {
        let ask = r#"{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"confirm it"}}"#;
        let warn = r#"{"hookSpecificOutput":{"hookEventName":"PreToolUse","additionalContext":"heads up"}}"#;
        let o = merge(
            &[
                a("x", Some(0), ask, ""),
                a("y", Some(0), warn, ""),
                a("z", Some(0), "", ""),
            ],
            EventKind::PreToolUse,
        );
        assert_eq!(o.code, 0);
        let v = j(&o);
        assert_eq!(v["hookSpecificOutput"]["permissionDecision"], "ask");
        assert_eq!(
            v["hookSpecificOutput"]["permissionDecisionReason"],
            "confirm it"
        );
        assert_eq!(v["hookSpecificOutput"]["additionalContext"], "heads up");
        assert_eq!(v["hookSpecificOutput"]["hookEventName"], "PreToolUse");
    }

    #[test]
    fn a_guard_that_fails_is_a_refusal_naming_it() {
        for (case, ans) in [
            (
                "panic",
                a("no-xdist", Some(101), "", "thread 'main' panicked"),
            ),
            ("exit 1", a("no-xdist", Some(1), "", "")),
            ("signal", a("no-xdist", None, "", "")),
            ("not json", a("no-xdist", Some(0), "hello", "")),
            ("json array", a("no-xdist", Some(0), "[1]", "")),
            (
                "start",
                Answer {
                    failed: Some("could not start /x/no-xdist: not found".into()),
                    ..a("no-xdist", None, "", "")
                },
            ),
        ] {
            let o = merge(&[a("ok", Some(0), "", ""), ans], EventKind::PreToolUse);
            assert_eq!(o.code, 2, "{case}");
            let e = String::from_utf8(o.stderr).unwrap();
            assert!(
                e.contains("no-xdist") && e.contains("refusing"),
                "{case}: {e}"
            );
        }
    }

    #[test]
    fn a_failure_where_nothing_can_be_refused_is_shown_not_exit_2() {
        let o = merge(&[a("t", Some(101), "", "")], EventKind::PostToolUse);
        assert_eq!(o.code, 0);
        assert!(
            j(&o)["systemMessage"]
                .as_str()
                .unwrap()
                .contains("t exited 101")
        );
    }

    #[test]
    fn post_tool_feedback_merges() {
        let f = |r: &str| format!(r#"{{"decision":"block","reason":"{r}"}}"#);
        let o = merge(
            &[
                a("x", Some(0), &f("type error"), ""),
                a("y", Some(0), &f("stale"), ""),
            ],
            EventKind::PostToolUse,
        );
        let v = j(&o);
        assert_eq!((o.code, v["decision"].as_str()), (0, Some("block")));
        assert_eq!(v["reason"], "type error\n\nstale");
    }

    #[test]
    fn a_refusal_without_a_reason_still_refuses() {
        let o = merge(&[a("x", Some(2), "", "")], EventKind::PreToolUse);
        assert_eq!(o.code, 2);
        assert!(String::from_utf8(o.stderr).unwrap().contains("x refused"));
    }
}
