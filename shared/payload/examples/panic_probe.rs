//! A guard whose check panics, for the test that proves a panic becomes a
//! refusal (exit 2) under both `panic = "unwind"` and `panic = "abort"`.
//! With the argument `group`, it runs as `gatehouse-dispatch` runs a group
//! in one process (`payload::group`): a calm guard and the panicking one,
//! each on its own thread.
#![allow(clippy::panic, clippy::print_stdout, clippy::exit)]
use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};
use std::sync::{Arc, mpsc};
use std::time::Duration;

const GUARD: Guard = Guard {
    name: "panic-probe",
    events: &[EventKind::PreToolUse, EventKind::SessionStart],
    keys: &[],
};

const CALM: Guard = Guard {
    name: "calm-probe",
    events: &[EventKind::PreToolUse, EventKind::SessionStart],
    keys: &[],
};

fn main() {
    if std::env::args().nth(1).as_deref() == Some("group") {
        group()
    }
    payload::run(&GUARD, check)
}

fn check(_: &Payload, _: &Section) -> Result<Verdict, Failure> {
    panic!("deliberate panic")
}

fn calm(_: &Payload, _: &Section) -> Result<Verdict, Failure> {
    Ok(Verdict::Allow)
}

fn group() -> ! {
    payload::group::install_panic_hook("group-probe");
    let stdin = payload::input::read_stdin(payload::input::MAX_INPUT_BYTES, Duration::from_secs(5));
    let bytes = Arc::new(stdin.unwrap_or_default());
    let (tx, rx) = mpsc::channel();
    for (guard, check) in [(CALM, calm as payload::Check), (GUARD, check)] {
        let tx = tx.clone();
        let started = payload::group::spawn(guard, check, Arc::clone(&bytes), false, move |o| {
            let _ = tx.send(o.code);
        });
        if started.is_err() {
            std::process::exit(3)
        }
    }
    // Reached only if the panic did not end the process.
    let codes: Vec<i32> = (0..2)
        .filter_map(|_| rx.recv_timeout(Duration::from_secs(5)).ok())
        .collect();
    println!("both answered: {codes:?}");
    std::process::exit(0)
}
