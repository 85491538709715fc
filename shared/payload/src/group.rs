//! Several guards in one process: `gatehouse-dispatch` carries the checks
//! of the PreToolUse guards compiled in (the same source files as their own
//! binaries) and runs a group's guards each on a thread of its own, so a
//! tool call that several guards watch costs one process, not one per guard.
//!
//! Each guard decides exactly as its binary would: [`crate::evaluate`] on
//! the same payload bytes (its own config section, `enabled`, `on_refuse`,
//! the audit mode, its own decision-log line), with the floor given by the
//! dispatcher instead of read from the environment. A check runs on a
//! thread with [`crate::CHECK_STACK_BYTES`] of stack, named after its guard.
//!
//! Fail closed: a panic anywhere in the process (on a guard's thread or the
//! dispatcher's own) goes through [`install_panic_hook`], which refuses the
//! call naming the guard whose thread panicked and exits at once — under
//! `panic = "abort"` (the release profile) there is nothing to unwind to,
//! and under unwinding the other guards' answers cannot be trusted to
//! arrive. A guard that has not answered by the dispatcher's deadline is a
//! refusal naming it (the dispatcher's side: `src/fanout.rs`).

use crate::{CHECK_STACK_BYTES, Check, Guard, Output, current_event, emit, verdict};
use std::sync::Arc;

/// Starts `check` on its own thread on `bytes`; `done` receives what the
/// guard's binary would have printed and exited with. `Err` when the thread
/// could not be started (the caller refuses, naming the guard).
pub fn spawn(
    guard: Guard,
    check: Check,
    bytes: Arc<Vec<u8>>,
    floor: bool,
    done: impl FnOnce(Output) + Send + 'static,
) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name(guard.name.to_owned())
        .stack_size(CHECK_STACK_BYTES)
        .spawn(move || {
            done(crate::evaluate_floored(
                &guard,
                check,
                bytes.to_vec(),
                floor,
            ))
        })
        .map(drop)
}

/// The panic hook of a process that runs guards on threads ([`spawn`]): the
/// refusal names the guard whose thread panicked (its thread's name), or
/// `process` for a panic on any other thread, on the event being judged.
pub fn install_panic_hook(process: &'static str) {
    std::panic::set_hook(Box::new(move |info| {
        let thread = std::thread::current();
        let name = thread
            .name()
            .filter(|n| *n != "main")
            .unwrap_or(process)
            .to_owned();
        emit(&verdict::render_failure(
            &name,
            current_event(),
            &crate::panic_text(info),
        ))
    }));
}
