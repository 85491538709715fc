//! procs: what the SessionStart hooks share about processes.
//!
//! - [`run`]: run a child under a hard deadline, in its own process group, and
//!   kill the whole group when it overruns (a SessionStart hook must never
//!   hang a session start: the reference's `session-overview` "enforces its
//!   own <30s budget and always exits 0");
//! - [`table`]: the Linux process table read from `/proc` (no `unsafe`, no
//!   libc): parent, owner, state, start time, argv, working directory;
//!   from `ps`/`lsof` ([`ps`]) where there is no `/proc`;
//! - [`background`]: start a detached job at most once (pidfile checked
//!   against the process's start time, so a reused pid is not mistaken for
//!   the job);
//! - [`waits`]: whether a shell script is an unbounded wait (a polling loop
//!   with no termination path), over the `shell` crate's analysis;
//! - [`cap`]: cut text to a size and say what was cut.

pub mod background;
pub mod ps;
pub mod run;
pub mod table;
pub mod waits;

/// Cuts `text` to at most `max` characters (on a line boundary when one is
/// near) and appends a line saying how much was cut and where the rest is.
pub fn cap(text: &str, max: usize, rest: &str) -> String {
    let total = text.chars().count();
    if total <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max).collect();
    // Prefer ending on a whole line unless that loses more than a quarter.
    let cut = match cut.rfind('\n') {
        Some(i) if i >= cut.len() * 3 / 4 => cut.get(..i).unwrap_or(&cut).to_owned(),
        _ => cut,
    };
    let dropped = total.saturating_sub(cut.chars().count());
    format!("{cut}\n[truncated: {dropped} more characters not shown; {rest}]")
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

    #[test]
    fn cap_keeps_short_text_and_says_what_it_cut() {
        assert_eq!(cap("abc", 10, "x"), "abc");
        let long = "line one\nline two\nline three\n".repeat(20);
        let c = cap(&long, 100, "see the file");
        assert!(c.len() < 200);
        assert!(c.contains("[truncated: "));
        assert!(c.contains("see the file"));
        let c = cap("ééééé", 2, "r");
        assert!(c.starts_with("éé\n[truncated: 3 more"));
    }
}
