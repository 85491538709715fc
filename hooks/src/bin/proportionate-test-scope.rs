//! proportionate-test-scope: being written (issue 7).
//!
//! # What it refuses
//! # Why (the incident)
//! # Refused
//! # Allowed
//! # Configuration
//! # Escape hatch

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard { name: "proportionate-test-scope", events: &[EventKind::PreToolUse], keys: &[] };

fn main() {
    payload::run(&GUARD, check)
}

fn check(_p: &Payload, _cfg: &Section) -> Result<Verdict, Failure> {
    Ok(Verdict::Allow)
}
