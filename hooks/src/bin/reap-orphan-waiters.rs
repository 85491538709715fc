//! reap-orphan-waiters: finds polling loops orphaned by finished agents and
//! ends them, one by one, by process id (a dry run unless `apply = true`).
//!
//! # What it refuses
//! Nothing: it reports each orphaned waiter it ended (or, in a dry run,
//! would end) into the context.
//!
//! # Why (the incident)
//! Reference fleet (`reap-orphan-waiters.sh`): "no-unbounded-wait.sh stops
//! new ones being created. This clears the ones already leaked… Measured on
//! this box 2026-08-09: five alive at once, oldest 3 days 4 hours." Two more
//! were empty spin loops burning a core each. Deliberately conservative:
//! only positively identified processes.
//!
//! # Refused
//! Nothing. A process is ended only when ALL hold:
//! - it belongs to this user (real uid) and is not a zombie;
//! - its parent is gone: it was adopted by pid 1 or by a `systemd` user
//!   manager (the subreaper of a desktop session);
//! - it is a shell whose command line (`/proc/<pid>/cmdline`, e.g. `bash -c
//!   'while true; do sleep 5; done'`) the `shell` crate's analysis classifies
//!   as an unbounded wait — the rule of `block-sleep-poll`: a loop with no
//!   reachable `break`/`exit`/`return`, no counter, no `timeout`, that is
//!   constant (`while true`, `until false`, `while sleep N`) or polls with
//!   `sleep`; a command line that does not parse cleanly is never a match;
//! - it has run for at least `min_age_minutes`;
//! - with `scope = "project"` (the default), its working directory is inside
//!   this project.
//!
//! It is then ended with `kill -TERM <pid>` (one pid at a time, after
//! re-reading the process and checking it is still the same one: same pid,
//! same start time), and checked again.
//!
//! # Allowed
//! Every other process. Silent when there is nothing to reap.
//!
//! # Configuration
//! `[reap-orphan-waiters]` in `.claude/gatehouse.toml`:
//! - `apply` (default `false`: a dry run that lists what it would end; the
//!   reference killed by default, gatehouse asks the user to opt in);
//! - `min_age_minutes` (default 10);
//! - `scope` (default `"project"`): `"project"` = only waiters whose working
//!   directory is inside this project; `"user"` = every orphaned waiter of
//!   this user (as the reference did).
//!
//! ```toml
//! [reap-orphan-waiters]
//! apply = true
//! min_age_minutes = 30
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[reap-orphan-waiters]`; a loop with a `timeout`
//! or a `break` is never a match.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};
use procs::table::{self, Proc};
use std::time::Duration;

const GUARD: Guard = Guard {
    name: "reap-orphan-waiters",
    events: &[EventKind::SessionStart],
    keys: &["apply", "min_age_minutes", "scope"],
};

fn main() {
    // `run`, not `run_advisory`: on SessionStart every failure is already a
    // visible `systemMessage` with exit 0 (the event cannot refuse), and a
    // payload of another event is a misregistration, refused loudly.
    payload::run(&GUARD, check)
}

/// What is known about one process besides its table entry.
struct Seen<'a> {
    my_uid: u32,
    parent_comm: Option<&'a str>,
    age_secs: f64,
    /// `None` when scope is `user` (every directory counts).
    inside_project: Option<bool>,
}

/// Why `p` is an orphaned unbounded waiter, or `None`. Pure.
fn waiter(p: &Proc, seen: &Seen, min_age_secs: f64) -> Option<String> {
    if p.uid != Some(seen.my_uid) || p.state == 'Z' {
        return None;
    }
    let adopted = p.ppid == 1 || seen.parent_comm == Some("systemd");
    if !adopted || seen.age_secs < min_age_secs || seen.inside_project == Some(false) {
        return None;
    }
    procs::waits::unbounded_wait(&p.argv)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let apply = cfg.bool("apply", false)?;
    let min_age = cfg.int("min_age_minutes")?.unwrap_or(10).max(0) as f64 * 60.0;
    let scope = cfg.string("scope")?.unwrap_or_else(|| "project".to_owned());
    if scope != "project" && scope != "user" {
        return Err(Failure::new(format!(
            "`scope = \"{scope}\"` under [reap-orphan-waiters] must be \"project\" or \"user\""
        )));
    }
    let root = std::fs::canonicalize(cfg.project_root().unwrap_or(&p.cwd))
        .unwrap_or_else(|_| p.cwd.clone());
    let (Some(my_uid), Some(uptime)) = (table::self_uid(), table::uptime()) else {
        return Ok(Verdict::Context(
            "SKIP reap-orphan-waiters: `/proc` is not readable here; nothing was checked.".into(),
        ));
    };
    let procs = table::all();
    let me = std::process::id();
    let mut lines = Vec::new();
    for proc in procs.iter().filter(|q| q.pid != me && q.pid != 1) {
        let parent_comm = procs
            .iter()
            .find(|q| q.pid == proc.ppid)
            .map(|q| q.comm.as_str());
        let cwd = table::cwd(proc.pid);
        let inside_project =
            (scope == "project").then(|| cwd.as_deref().is_some_and(|c| c.starts_with(&root)));
        let seen = Seen {
            my_uid,
            parent_comm,
            age_secs: table::age_secs(proc, uptime),
            inside_project,
        };
        let Some(why) = waiter(proc, &seen, min_age) else {
            continue;
        };
        let what = format!(
            "pid {} ({why}; orphaned, parent pid {}; running {}; cwd `{}`)",
            proc.pid,
            proc.ppid,
            table::human_age(seen.age_secs),
            cwd.as_deref()
                .map_or_else(|| "?".into(), |c| c.display().to_string())
        );
        if apply {
            lines.push(format!("- {}", end(proc, &what)));
        } else {
            lines.push(format!("- would end {what}"));
        }
    }
    if lines.is_empty() {
        return Ok(Verdict::Allow);
    }
    let head = if apply {
        "reap-orphan-waiters: orphaned unbounded waits (polling loops left by finished agents):"
            .to_owned()
    } else {
        "reap-orphan-waiters (dry run; the user can set `apply = true` under `[reap-orphan-waiters]` in `.claude/gatehouse.toml` to act): orphaned unbounded waits (polling loops left by finished agents):".to_owned()
    };
    Ok(Verdict::Context(procs::cap(
        &format!("{head}\n{}", lines.join("\n")),
        8500,
        "see `ps -ef`",
    )))
}

/// Ends one process by pid, after checking it is still the one identified.
fn end(p: &Proc, what: &str) -> String {
    let same = |q: &Proc| q.start_ticks == p.start_ticks && q.argv == p.argv && q.state != 'Z';
    if !table::read(p.pid).is_some_and(|q| same(&q)) {
        return format!("left {what}: it ended or changed before it could be ended");
    }
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &p.pid.to_string()])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
    if !sent.is_ok_and(|s| s.success()) {
        return format!("could not end {what}: `kill -TERM {}` failed", p.pid);
    }
    for _ in 0..20 {
        if !table::read(p.pid).is_some_and(|q| same(&q)) {
            return format!("ended {what} with SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(25));
    }
    format!("sent SIGTERM to {what}; it is still running")
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

    fn proc(ppid: u32, uid: u32, state: char, argv: &[&str]) -> Proc {
        Proc {
            pid: 500,
            ppid,
            state,
            start_ticks: 1,
            uid: Some(uid),
            argv: argv.iter().map(|s| s.to_string()).collect(),
            comm: "bash".into(),
        }
    }

    #[test]
    fn cases() {
        let loop_ = &["bash", "-c", "while true; do sleep 5; done"][..];
        let ok = Seen {
            my_uid: 1000,
            parent_comm: Some("init"),
            age_secs: 3600.0,
            inside_project: Some(true),
        };
        let cases: &[(&str, Proc, Seen, bool)] = &[
            (
                "orphan_loop",
                proc(1, 1000, 'S', loop_),
                Seen { ..ok },
                true,
            ),
            (
                "systemd_user_adopted",
                proc(77, 1000, 'S', loop_),
                Seen {
                    parent_comm: Some("systemd"),
                    ..ok
                },
                true,
            ),
            (
                "parent_alive",
                proc(77, 1000, 'S', loop_),
                Seen {
                    parent_comm: Some("claude"),
                    ..ok
                },
                false,
            ),
            ("other_user", proc(1, 0, 'S', loop_), Seen { ..ok }, false),
            ("zombie", proc(1, 1000, 'Z', loop_), Seen { ..ok }, false),
            (
                "too_young",
                proc(1, 1000, 'S', loop_),
                Seen {
                    age_secs: 30.0,
                    ..ok
                },
                false,
            ),
            (
                "other_project",
                proc(1, 1000, 'S', loop_),
                Seen {
                    inside_project: Some(false),
                    ..ok
                },
                false,
            ),
            (
                "user_scope",
                proc(1, 1000, 'S', loop_),
                Seen {
                    inside_project: None,
                    ..ok
                },
                true,
            ),
            (
                "bounded_loop",
                proc(
                    1,
                    1000,
                    'S',
                    &[
                        "bash",
                        "-c",
                        "timeout 60 bash -c 'while true; do sleep 1; done'",
                    ],
                ),
                Seen { ..ok },
                false,
            ),
            (
                "loop_with_break",
                proc(
                    1,
                    1000,
                    'S',
                    &[
                        "bash",
                        "-c",
                        "while true; do test -f x && break; sleep 1; done",
                    ],
                ),
                Seen { ..ok },
                false,
            ),
            (
                "daemon_not_a_shell",
                proc(1, 1000, 'S', &["python3", "serve.py"]),
                Seen { ..ok },
                false,
            ),
            (
                "script_file",
                proc(1, 1000, 'S', &["bash", "watch.sh"]),
                Seen { ..ok },
                false,
            ),
        ];
        for (name, p, seen, want) in cases {
            assert_eq!(waiter(p, seen, 600.0).is_some(), *want, "{name}");
        }
    }
}
