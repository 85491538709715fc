//! A guard whose check panics, for the test that proves a panic becomes a
//! refusal (exit 2) under both `panic = "unwind"` and `panic = "abort"`.
#![allow(clippy::panic)]
use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard {
    name: "panic-probe",
    events: &[EventKind::PreToolUse, EventKind::SessionStart],
    keys: &[],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(_: &Payload, _: &Section) -> Result<Verdict, Failure> {
    panic!("deliberate panic")
}
