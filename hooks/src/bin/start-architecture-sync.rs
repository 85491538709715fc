//! start-architecture-sync: starts a configured background sync job (an
//! architecture or knowledge-graph sync) at session start unless one runs.
//!
//! # What it refuses
//! Nothing: it starts the configured sync job (detached) and says in the
//! context whether it started it, found it running, or skipped it.
//!
//! # Why (the incident)
//! Reference fleet (`start-architecture-sync.sh`): it kicked off a full
//! architecture sync into the operational knowledge graph (the reference
//! catalog, the project's own architecture, the ADR corpus), then a
//! best-effort sync of a semantic twin. "Backgrounded; loud SKIP lines, never
//! a failure." A session must not wait for a sync, and must not start a
//! second one while the first runs.
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every session start (and `resume`, `clear`, `compact`: a running sync is
//! found by its pidfile and left alone). Without `command` it does nothing.
//! The command runs as `sh -c COMMAND` in the project root, in its own process
//! group, stdin `/dev/null`, stdout and stderr appended to
//! `<run_dir>/start-architecture-sync.log`; its pid and start time go to
//! `<run_dir>/start-architecture-sync.pid`. "Running" means that pid is
//! alive, not a zombie, and started at that time (a reused pid is not the
//! job). A lock file keeps two sessions starting at once from starting two
//! syncs. A job that fails within 150 ms is reported with its status and the
//! end of its log; one that succeeds that fast is reported the same way
//! (`exit 0`): it ran to completion.
//!
//! # Configuration
//! `[start-architecture-sync]` in `.claude/gatehouse.toml`:
//! - `command`: the sync's command line;
//! - `run_dir` (default `.claude/run`): pidfile, lock and log, relative to the
//!   project root (add it to `.gitignore`).
//!
//! ```toml
//! [start-architecture-sync]
//! command = "python scripts/sync_architecture_to_graph.py --seed --adrs && python scripts/sync_twin.py || true"
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[start-architecture-sync]`, or no `command`.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard {
    name: "start-architecture-sync",
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
