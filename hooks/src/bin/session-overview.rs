//! session-overview: runs a configured digest command at session start and
//! puts its output into the first turn's context.
//!
//! # What it refuses
//! Nothing: it injects the digest (the configured command's output). It runs
//! synchronously "so the digest lands in the first-turn context", under a
//! hard budget, and always exits 0. It fires on `compact` too, so the digest
//! survives compaction.
//!
//! # Why (the incident)
//! Reference fleet: `session-overview.sh` ran the project's session overview
//! synchronously — "a digest, not a gate; enforces its own <30s budget and
//! always exits 0". A digest that arrives after the first turn is not read.
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every session start. Without `command` it does nothing. A command that
//! overruns its budget is killed with its whole process group and the
//! context says `SKIP session-overview: … timed out` (with whatever it
//! printed before); a command that fails is shown with its exit status and
//! its stderr's last lines.
//!
//! # Configuration
//! `[session-overview]` in `.claude/gatehouse.toml`:
//! - `command`: run by `sh -c` in the project root (stdin is `/dev/null`);
//! - `timeout_secs` (default 25, at most 28: the registration's timeout is 30 s);
//! - `max_chars` (default 8000, at most 9000): the digest is cut there, and
//!   the cut is said.
//!
//! ```toml
//! [session-overview]
//! command = "python scripts/session_overview.py --brief"
//! timeout_secs = 10
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[session-overview]`, or no `command`.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};
use std::time::Duration;

const GUARD: Guard = Guard {
    name: "session-overview",
    events: &[EventKind::SessionStart],
    keys: &["command", "timeout_secs", "max_chars"],
};

fn main() {
    // `run`, not `run_advisory`: on SessionStart every failure is already a
    // visible `systemMessage` with exit 0 (the event cannot refuse), and a
    // payload of another event is a misregistration, refused loudly.
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(command) = cfg.string("command")? else {
        return Ok(Verdict::Allow);
    };
    let timeout = cfg
        .int("timeout_secs")?
        .unwrap_or(25)
        .clamp(1, 28)
        .unsigned_abs();
    let max_chars =
        usize::try_from(cfg.int("max_chars")?.unwrap_or(8000).clamp(200, 9000)).unwrap_or(8000);
    let root = cfg.project_root().unwrap_or(&p.cwd);
    let mut cmd = procs::run::sh(&command);
    cmd.current_dir(root);
    let outcome = procs::run::run(cmd, Duration::from_secs(timeout), 1 << 20);
    Ok(render(&command, outcome, max_chars).map_or(Verdict::Allow, Verdict::Context))
}

/// The context for one run of the digest command; `None` when it succeeded
/// and printed nothing.
fn render(
    command: &str,
    outcome: std::io::Result<procs::run::Outcome>,
    max_chars: usize,
) -> Option<String> {
    let o = match outcome {
        Ok(o) => o,
        Err(e) => {
            return Some(format!(
                "SKIP session-overview: `{command}` could not start: {e}"
            ));
        }
    };
    let stdout = o.stdout.trim_end();
    let rest = "the digest command's own output holds the rest";
    if o.success() {
        return (!stdout.is_empty()).then(|| {
            procs::cap(
                &format!("Session overview (`{command}`):\n{stdout}"),
                max_chars,
                rest,
            )
        });
    }
    let mut text = if o.timed_out {
        format!(
            "SKIP session-overview: `{command}` {}; the digest is incomplete.",
            o.describe()
        )
    } else {
        format!(
            "SKIP session-overview: `{command}` failed ({}).",
            o.describe()
        )
    };
    let err: Vec<&str> = o.stderr.lines().rev().take(5).collect();
    if !err.is_empty() {
        text.push_str("\nIts stderr ended with:\n");
        for l in err.iter().rev() {
            text.push_str(l);
            text.push('\n');
        }
    }
    if !stdout.is_empty() {
        text.push_str(&format!("\nWhat it printed:\n{stdout}"));
    }
    Some(procs::cap(text.trim_end(), max_chars, rest))
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

    fn run(cmd: &str, secs: u64) -> Option<String> {
        render(
            cmd,
            procs::run::run(procs::run::sh(cmd), Duration::from_secs(secs), 1 << 20),
            8000,
        )
    }

    #[test]
    fn cases() {
        let cases: &[(&str, &str, u64, Option<&[&str]>)] = &[
            (
                "digest",
                "echo '3 open PRs'; echo 'main is green'",
                5,
                Some(&["Session overview (`echo", "3 open PRs\nmain is green"]),
            ),
            ("silent_success", "true", 5, None),
            (
                "failure_is_loud",
                "echo partial; echo boom >&2; exit 4",
                5,
                Some(&[
                    "SKIP session-overview:",
                    "failed (exit 4)",
                    "boom",
                    "partial",
                ]),
            ),
            (
                "timeout_is_loud",
                "echo early; sleep 20",
                1,
                Some(&["SKIP session-overview:", "timed out after", "early"]),
            ),
            (
                "missing_program",
                "no-such-program-xyz",
                5,
                Some(&["SKIP session-overview:", "exit 127"]),
            ),
        ];
        for (name, cmd, secs, want) in cases {
            let got = run(cmd, *secs);
            match (want, &got) {
                (None, None) => {}
                (Some(parts), Some(text)) => {
                    for part in *parts {
                        assert!(text.contains(part), "{name}: {part:?} not in {text}");
                    }
                }
                _ => panic!("{name}: {got:?}"),
            }
        }
    }

    #[test]
    fn long_digests_are_cut_and_say_so() {
        let text = render(
            "x",
            Ok(procs::run::Outcome {
                status: procs::run::run(procs::run::sh("true"), Duration::from_secs(5), 10)
                    .unwrap()
                    .status,
                stdout: "line\n".repeat(5000),
                stderr: String::new(),
                timed_out: false,
                truncated: false,
                elapsed: Duration::ZERO,
            }),
            1000,
        )
        .unwrap();
        assert!(text.len() < 1200);
        assert!(text.contains("[truncated:"));
    }
}
