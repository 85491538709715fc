//! block-sleep-poll: refuses waits with no termination path (the reference's
//! no-unbounded-wait).
//!
//! # What it refuses
//! - `while true|:` / `until false` loops (and `while sleep N`) with no reachable `break`,
//!   `exit` or `return`;
//! - polling loops (`until <probe>; do sleep …; done`, `while pgrep x; do sleep 1; done`)
//!   not bounded by `timeout N` or a counter;
//! - `for ((;;))` and spin loops whose body does nothing (`while :; do :; done`);
//! - `sleep N` at or above the threshold (`sleep 300 && gh pr checks`), `sleep infinity`;
//! - `watch …` (it never ends on its own).
//!
//! Found anywhere the shell analysis looks: `bash -c`, `eval`, `$(…)`, heredocs fed to a shell.
//!
//! # Why (the incident)
//! Reference fleet, measured 2026-08-09: "five such loops alive at once, the oldest having
//! waited 3 days 4 hours… Two more were spin loops with an EMPTY body burning a core each,
//! which drove load average to 27.6 on a 6C/12T box."
//!
//! # Refused
//! `while true; do sleep 5; done`, `until grep -q DONE log; do sleep 5; done`,
//! `for ((;;)); do :; done`, `sleep 300 && gh pr checks`, `watch -n 5 gh pr checks`.
//!
//! # Allowed
//! `for i in {1..30}; do …; done`, `for f in *.py`, `for x in $(seq 1 10)`,
//! `timeout 120 bash -c 'until curl -sf x; do sleep 2; done'`, loops with a counter-checked
//! `break`, `sleep 5`, `while read line; do …; done < f`, sanctioned waiters
//! (`gh pr checks --watch`, `gh run watch`).
//!
//! # Configuration
//! `[block-sleep-poll]` in `.claude/gatehouse.toml`: `enabled` (default `true`);
//! `sleep_threshold` (seconds, default 60): a `sleep` this long or longer is a wait;
//! `sanctioned` (list of command prefixes, default `["gh pr checks --watch", "gh run watch"]`):
//! waiters with their own end, suggested in refusals and allowed under `watch`.
//!
//! # Escape hatch
//! The user raises `sleep_threshold`, adds a waiter to `sanctioned`, or sets
//! `enabled = false`; the agent cannot (the config file is protected by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use shell::{Analysis, Command, Loop, LoopKind, LoopRole};

const GUARD: Guard = Guard {
    name: "block-sleep-poll",
    events: &[EventKind::PreToolUse],
    keys: &["sleep_threshold", "sanctioned"],
};

const DEFAULT_THRESHOLD: i64 = 60;
const DEFAULT_SANCTIONED: &[&str] = &["gh pr checks --watch", "gh run watch"];

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let threshold = cfg.int("sleep_threshold")?.unwrap_or(DEFAULT_THRESHOLD);
    let sanctioned = cfg
        .strings("sanctioned")?
        .unwrap_or_else(|| DEFAULT_SANCTIONED.iter().map(|s| s.to_string()).collect());
    decide(&bash.command, threshold as f64, &sanctioned)
}

fn decide(command: &str, threshold: f64, sanctioned: &[String]) -> Result<Verdict, Failure> {
    let a = shell::analyse(command);
    if let Some((what, instead)) = find(&a, threshold, sanctioned) {
        let waiters = sanctioned
            .iter()
            .map(|s| format!("`{s}`"))
            .collect::<Vec<_>>()
            .join(", ");
        let instead = if waiters.is_empty() {
            instead
        } else {
            format!("{instead}; or use a sanctioned waiter: {waiters}")
        };
        return Ok(payload::refusal(GUARD.name, what)
            .rule("every wait needs a termination path: unbounded polling loops were found alive for 3 days, and empty spin loops burned a core each (reference fleet)")
            .instead(instead)
            .allow("the user (not the agent) can raise `sleep_threshold`, add a waiter to `sanctioned`, or set `enabled = false` under `[block-sleep-poll]` in `.claude/gatehouse.toml`")
            .verdict());
    }
    let relevant = |t: &str| {
        ["while", "until", "for", "sleep", "watch", "select"]
            .iter()
            .any(|w| t.contains(w))
    };
    if let Some(problem) = a.blocking_problem(relevant) {
        return Err(Failure::new(format!(
            "cannot analyse the command: {}",
            problem.reason
        )));
    }
    Ok(Verdict::Allow)
}

fn one_line(text: &str) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() > 160 {
        flat.chars().take(157).collect::<String>() + "..."
    } else {
        flat
    }
}

/// True when a `timeout` wrapper bounds this context (`timeout 0` does not).
fn under_timeout(ctx: &shell::Context) -> Option<f64> {
    ctx.wrappers
        .iter()
        .filter_map(|w| w.duration.as_deref().and_then(shell::duration_seconds))
        .filter(|d| *d > 0.0 && d.is_finite())
        .reduce(f64::min)
}

fn sanctioned_cmd(cmd: &Command, sanctioned: &[String]) -> bool {
    let line = cmd
        .argv
        .iter()
        .map(|w| w.text.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    sanctioned.iter().any(|s| line.starts_with(s.as_str()))
}

/// The first unbounded wait, as (what was refused, a bounded rewrite).
fn find(a: &Analysis, threshold: f64, sanctioned: &[String]) -> Option<(String, String)> {
    for (id, l) in a.loops.iter().enumerate() {
        if let Some(why) = unbounded(a, id, l) {
            let shown = one_line(&l.text);
            let rewrite = match l.kind {
                LoopKind::Until | LoopKind::While if !is_constant(a, id, l) => {
                    format!(
                        "bound it: `timeout 300 bash -c '{shown}'`, or count: `for i in $(seq 1 60); do <probe> && break; sleep 5; done`"
                    )
                }
                _ => format!(
                    "bound it with a count (`for i in $(seq 1 60); do …; sleep 5; done`) or a deadline (`timeout 300 bash -c '{shown}'`), and give the body a `break` when the awaited thing happens"
                ),
            };
            return Some((format!("`{shown}` ({why})"), rewrite));
        }
    }
    for cmd in &a.commands {
        match cmd.program() {
            Some("sleep") => {
                let mut total = 0.0;
                for w in cmd.args() {
                    total += w
                        .as_static()
                        .and_then(shell::duration_seconds)
                        .unwrap_or(0.0);
                }
                let effective = under_timeout(&cmd.ctx).map_or(total, |t| t.min(total));
                if effective >= threshold {
                    return Some((
                        format!("`{}` (a {} s sleep is a wait; the threshold is {} s)", one_line(&cmd.text), display(effective), display(threshold)),
                        "wait for the event itself with a bounded poll (`timeout 300 bash -c 'until <probe>; do sleep 5; done'`), or run the long job with `run_in_background` and check on it later".to_string(),
                    ));
                }
            }
            Some("watch") => {
                // `watch gh run watch …` adds nothing to a waiter that ends by itself.
                let inner_ok = a.commands.iter().any(|c| {
                    c.ctx.via.contains(&shell::Via::Watch) && sanctioned_cmd(c, sanctioned)
                });
                if !inner_ok && under_timeout(&cmd.ctx).is_none() {
                    return Some((
                        format!("`{}` (`watch` never ends on its own)", one_line(&cmd.text)),
                        "run the check once, or poll with a bound: `timeout 300 bash -c 'until <probe>; do sleep 5; done'`".to_string(),
                    ));
                }
            }
            _ => {}
        }
    }
    None
}

fn display(s: f64) -> String {
    if s.is_infinite() {
        "infinite".to_string()
    } else {
        format!("{s}")
    }
}

/// The commands directly in a loop's condition or body (`role`).
fn members<'a>(
    a: &'a Analysis,
    id: usize,
    role: LoopRole,
) -> impl Iterator<Item = &'a Command> + 'a {
    a.commands
        .iter()
        .filter(move |c| c.ctx.loops.iter().any(|r| r.id == id && r.role == role))
}

/// `while true`, `while :`, `while sleep 5`, `until false`: the condition never ends the loop.
fn is_constant(a: &Analysis, id: usize, l: &Loop) -> bool {
    let cond: Vec<&Command> = members(a, id, LoopRole::Condition).collect();
    if cond.is_empty() {
        return false;
    }
    let always = |c: &&Command| match l.kind {
        LoopKind::While => matches!(c.program(), Some("true" | ":" | "sleep")) || is_true_test(c),
        LoopKind::Until => matches!(c.program(), Some("false")),
        _ => false,
    };
    cond.iter().all(always)
}

/// `[ 1 ]`, `[[ 1 ]]`: a test of a non-empty constant.
fn is_true_test(c: &Command) -> bool {
    matches!(c.program(), Some("[" | "[[")) && {
        let inner = c
            .text
            .trim_start_matches(['[', ' '])
            .trim_end_matches([']', ' ']);
        !inner.is_empty() && inner.bytes().all(|b| b.is_ascii_alphanumeric())
    }
}

/// Why the loop has no termination path, or `None` when it has one.
fn unbounded(a: &Analysis, id: usize, l: &Loop) -> Option<&'static str> {
    if l.exits
        || l.counter
        || l.finite_items()
        || l.kind == LoopKind::Select
        || under_timeout(&l.ctx).is_some()
    {
        return None;
    }
    match l.kind {
        LoopKind::CFor => {
            let infinite = match l.cfor_condition.as_deref().map(str::trim) {
                None | Some("") => true,
                Some(c) => c.parse::<i64>().is_ok_and(|n| n != 0),
            };
            infinite.then_some("`for ((;;))` with no `break`, `exit` or `return` never ends")
        }
        _ => {
            if l.noop_body {
                return Some(
                    "a spin loop: its body does nothing, so it burns a core until its condition changes",
                );
            }
            if is_constant(a, id, l) {
                return Some(
                    "its condition never ends it and its body has no reachable `break`, `exit` or `return`",
                );
            }
            // `while read …` ends with its input: a paced loop over lines, not a poll.
            if members(a, id, LoopRole::Condition).any(|c| c.program() == Some("read")) {
                return None;
            }
            let sleeps = members(a, id, LoopRole::Body)
                .chain(members(a, id, LoopRole::Condition))
                .any(|c| c.program() == Some("sleep"));
            sleeps.then_some("a polling loop with no `timeout` and no counter: if the awaited thing never happens it waits forever")
        }
    }
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

    fn refused(cmd: &str) -> bool {
        let s: Vec<String> = DEFAULT_SANCTIONED.iter().map(|s| s.to_string()).collect();
        matches!(decide(cmd, 60.0, &s).unwrap(), Verdict::Deny(_))
    }

    #[test]
    fn cases() {
        let cases: &[(&str, &str, bool)] = &[
            ("while_true_sleep", "while true; do sleep 5; done", true),
            ("while_colon", "while :; do date; sleep 1; done", true),
            ("until_false", "until false; do sleep 1; done", true),
            ("while_sleep", "while sleep 5; do date; done", true),
            (
                "until_probe",
                "until grep -q DONE log; do sleep 5; done",
                true,
            ),
            (
                "while_pgrep",
                "while pgrep -f job >/dev/null; do sleep 1; done",
                true,
            ),
            ("cfor", "for ((;;)); do date; sleep 1; done", true),
            ("cfor_one", "for ((;1;)); do date; done", true),
            ("spin", "while :; do :; done", true),
            ("spin_probe", "while ! test -f done; do :; done", true),
            ("long_sleep", "sleep 300 && gh pr checks", true),
            ("sleep_minutes", "sleep 5m", true),
            ("sleep_infinity", "sleep infinity", true),
            ("watch", "watch -n 5 gh pr checks", true),
            (
                "nested_bash",
                "bash -c 'while true; do sleep 5; done'",
                true,
            ),
            (
                "background",
                "nohup bash -c 'until curl -sf localhost:8000; do sleep 1; done' &",
                true,
            ),
            (
                "for_range",
                "for i in {1..30}; do curl -sf x && break; sleep 1; done",
                false,
            ),
            ("for_glob", "for f in *.py; do python $f; done", false),
            ("for_seq", "for x in $(seq 1 10); do sleep 1; done", false),
            (
                "timeout",
                "timeout 120 bash -c 'until curl -sf x; do sleep 2; done'",
                false,
            ),
            (
                "counter_break",
                "i=0; while true; do i=$((i+1)); [ $i -gt 30 ] && break; sleep 1; done",
                false,
            ),
            (
                "counter_cond",
                "until curl -sf x || [ $n -ge 30 ]; do n=$((n+1)); sleep 1; done",
                false,
            ),
            ("short_sleep", "sleep 5", false),
            (
                "read_loop",
                "while read line; do echo $line; done < f",
                false,
            ),
            (
                "exit_in_body",
                "while true; do if ready; then exit 0; fi; sleep 1; done",
                false,
            ),
            ("sanctioned", "gh pr checks --watch", false),
            ("sleep_under_timeout", "timeout 10 sleep 600", false),
            ("echo_text", "echo 'while true; do sleep 5; done'", false),
            (
                "commit_text",
                "git commit -m 'remove sleep 300 && while true loop'",
                false,
            ),
            (
                "cfor_bounded",
                "for ((i=0;i<10;i++)); do sleep 1; done",
                false,
            ),
        ];
        for (name, cmd, want) in cases {
            assert_eq!(refused(cmd), *want, "{name}");
        }
    }

    #[test]
    fn refusal_shows_loop_and_rewrite() {
        let Verdict::Deny(t) =
            decide("until grep -q DONE log; do sleep 5; done", 60.0, &[]).unwrap()
        else {
            panic!()
        };
        assert!(
            t.contains("`until grep -q DONE log; do sleep 5; done`"),
            "{t}"
        );
        assert!(t.contains("timeout 300 bash -c"), "{t}");
        assert!(t.contains("[block-sleep-poll]"), "{t}");
    }

    #[test]
    fn threshold_is_configurable() {
        let s: Vec<String> = Vec::new();
        assert!(matches!(
            decide("sleep 30", 30.0, &s).unwrap(),
            Verdict::Deny(_)
        ));
        assert_eq!(decide("sleep 30", 31.0, &s).unwrap(), Verdict::Allow);
    }
}
