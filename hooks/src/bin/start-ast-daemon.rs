//! start-ast-daemon: starts a configured background daemon at session start
//! unless it already runs.
//!
//! # What it refuses
//! Nothing: it starts the configured daemon (detached) and says in the
//! context whether it started it, found it running, or skipped it.
//!
//! # Why (the incident)
//! Reference fleet (`start-ast-daemon.sh`): it warms the per-repository AST
//! daemon so toolkit reads answer from a warm in-memory process. "NEVER
//! blocks session start… The daemon is pure acceleration" — the toolkit
//! always falls back to a local, authoritative computation. So a start that
//! cannot happen is a loud `SKIP` line, never a failure, and never a wait.
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every session start (and `resume`, `clear`, `compact`: a running daemon is
//! found by its pidfile and left alone). Without `command` it does nothing.
//! The command runs as `sh -c COMMAND` in the project root, in its own process
//! group, stdin `/dev/null`, stdout and stderr appended to
//! `<run_dir>/start-ast-daemon.log`; its pid and start time go to
//! `<run_dir>/start-ast-daemon.pid`. "Running" means that pid is alive, not a
//! zombie, and started at that time (a reused pid is not the daemon). A lock
//! file keeps two sessions starting at once from starting two daemons. A
//! daemon that exits within 150 ms is reported with its status and the end
//! of its log.
//!
//! # Configuration
//! `[start-ast-daemon]` in `.claude/gatehouse.toml`:
//! - `command`: the daemon's command line (it should stay in the foreground);
//! - `run_dir` (default `.claude/run`): pidfile, lock and log, relative to the
//!   project root (add it to `.gitignore`).
//!
//! ```toml
//! [start-ast-daemon]
//! command = "python scripts/ast_daemon.py --serve"
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[start-ast-daemon]`, or no `command`.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard {
    name: "start-ast-daemon",
    events: &[EventKind::SessionStart],
    keys: &["command", "run_dir"],
};

fn main() {
    // `run`, not `run_advisory`: on SessionStart every failure is already a
    // visible `systemMessage` with exit 0 (the event cannot refuse), and a
    // payload of another event is a misregistration, refused loudly.
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    procs::background::start_configured(GUARD.name, p, cfg)
}
