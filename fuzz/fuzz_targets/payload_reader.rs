//! Fuzz target: the payload reader and runner (`payload::evaluate`) on arbitrary bytes,
//! with a guard that would allow everything. Property: a payload that does not parse never
//! passes silently — it is refused (exit 2) or, on events that cannot refuse, shown.
#![no_main]

use libfuzzer_sys::fuzz_target;
use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard { name: "fuzz", events: &[EventKind::PreToolUse, EventKind::Stop], keys: &[] };

fn allow(_: &Payload, _: &Section) -> Result<Verdict, Failure> {
    Ok(Verdict::Allow)
}

fuzz_target!(|data: &[u8]| {
    let out = payload::evaluate(&GUARD, allow, Ok(data.to_vec()));
    if payload::event::parse(data).is_err() {
        assert!(out.code == 2 || !out.stdout.is_empty(), "malformed payload passed silently: {out:?}");
        assert_ne!(out.code, 1);
    }
});
