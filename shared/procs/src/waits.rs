//! Is a process's command line an unbounded wait?
//!
//! The rule is `block-sleep-poll`'s (the reference's no-unbounded-wait),
//! restated over [`shell::analyse`] for a command line read back from
//! `/proc/<pid>/cmdline` (that guard's decision lives in its binary and is
//! not importable). A loop is an unbounded wait when nothing bounds it — no
//! reachable `break`/`exit`/`return`, no counter, not a `for … in` list, no
//! `timeout` wrapper — and either its condition is constant (`while true`,
//! `while :`, `while sleep N`, `until false`) or it polls (`sleep` in its
//! condition or body, not a `while read`).
//!
//! Positively identified only: a command line the parser cannot fully
//! analyse is *not* a wait (the reaper acts on certainty, never on doubt).

use shell::{Analysis, Command, Loop, LoopKind, LoopRole};

/// Why `argv` is an unbounded wait, or `None`. `argv[0]` must be a shell
/// (`bash`, `sh`, `zsh` … by basename): the process must itself be the loop.
pub fn unbounded_wait(argv: &[String]) -> Option<String> {
    let program = argv.first()?;
    let base = program
        .rsplit('/')
        .next()
        .unwrap_or(program)
        .trim_start_matches('-');
    if !shell::is_shell(base) || !argv.iter().any(|a| a.starts_with('-') && a.contains('c')) {
        return None;
    }
    let line = shlex::try_join(argv.iter().map(String::as_str)).ok()?;
    classify(&shell::analyse(&line))
}

/// The first unbounded loop of an analysis, as a reason.
pub fn classify(a: &Analysis) -> Option<String> {
    if !a.problems.is_empty() {
        return None;
    }
    a.loops.iter().enumerate().find_map(|(id, l)| {
        unbounded(a, id, l).map(|why| format!("`{}`: {why}", one_line(&l.text)))
    })
}

fn one_line(text: &str) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() > 120 {
        flat.chars().take(117).collect::<String>() + "..."
    } else {
        flat
    }
}

fn members<'a>(
    a: &'a Analysis,
    id: usize,
    role: LoopRole,
) -> impl Iterator<Item = &'a Command> + 'a {
    a.commands
        .iter()
        .filter(move |c| c.ctx.loops.iter().any(|r| r.id == id && r.role == role))
}

fn bounded_by_timeout(ctx: &shell::Context) -> bool {
    ctx.wrappers
        .iter()
        .filter_map(|w| w.duration.as_deref().and_then(shell::duration_seconds))
        .any(|d| d > 0.0 && d.is_finite())
}

fn unbounded(a: &Analysis, id: usize, l: &Loop) -> Option<&'static str> {
    if l.exits
        || l.counter
        || l.finite_items()
        || l.kind == LoopKind::Select
        || bounded_by_timeout(&l.ctx)
    {
        return None;
    }
    if l.kind == LoopKind::CFor {
        let infinite = match l.cfor_condition.as_deref().map(str::trim) {
            None | Some("") => true,
            Some(c) => c.parse::<i64>().is_ok_and(|n| n != 0),
        };
        return infinite.then_some("`for ((;;))` with no way out");
    }
    let cond: Vec<&Command> = members(a, id, LoopRole::Condition).collect();
    let constant = !cond.is_empty()
        && cond.iter().all(|c| match l.kind {
            LoopKind::While => matches!(c.program(), Some("true" | ":" | "sleep")),
            LoopKind::Until => matches!(c.program(), Some("false")),
            _ => false,
        });
    if constant {
        return Some("its condition never ends it and nothing in it leaves the loop");
    }
    if cond.iter().any(|c| c.program() == Some("read")) {
        return None;
    }
    let sleeps = members(a, id, LoopRole::Body)
        .chain(cond.iter().copied())
        .any(|c| c.program() == Some("sleep"));
    sleeps.then_some("a polling loop with no timeout and no counter")
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

    fn argv(words: &[&str]) -> Vec<String> {
        words.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn cases() {
        let cases: &[(&str, &[&str], bool)] = &[
            (
                "while_true",
                &["bash", "-c", "while true; do sleep 1; done"],
                true,
            ),
            (
                "abs_path_sh",
                &["/bin/sh", "-c", "while :; do date; sleep 5; done"],
                true,
            ),
            (
                "login_flags",
                &["/bin/bash", "-c", "-l", "until false; do sleep 1; done"],
                true,
            ),
            (
                "poll_probe",
                &["bash", "-c", "until grep -q DONE log; do sleep 5; done"],
                true,
            ),
            (
                "while_sleep",
                &["bash", "-c", "while sleep 5; do date; done"],
                true,
            ),
            (
                "cfor",
                &["bash", "-c", "for ((;;)); do sleep 1; done"],
                true,
            ),
            (
                "inside_eval",
                &["bash", "-c", "eval 'while true; do sleep 1; done'"],
                true,
            ),
            (
                "backgrounded_in_script",
                &["bash", "-c", "while true; do sleep 1; done & echo started"],
                true,
            ),
            (
                "break_exits",
                &[
                    "bash",
                    "-c",
                    "while true; do test -f x && break; sleep 1; done",
                ],
                false,
            ),
            (
                "timeout_bounds",
                &[
                    "bash",
                    "-c",
                    "timeout 60 bash -c 'while true; do sleep 1; done'",
                ],
                false,
            ),
            (
                "counter",
                &[
                    "bash",
                    "-c",
                    "i=0; until [ $i -ge 30 ]; do i=$((i+1)); sleep 1; done",
                ],
                false,
            ),
            (
                "for_list",
                &["bash", "-c", "for i in 1 2 3; do sleep 1; done"],
                false,
            ),
            (
                "while_read",
                &["bash", "-c", "while read l; do sleep 1; done < f"],
                false,
            ),
            ("plain_sleep", &["bash", "-c", "sleep 100"], false),
            ("not_a_shell", &["python3", "-c", "while True: pass"], false),
            ("shell_script_file", &["bash", "run.sh"], false),
            ("interactive_shell", &["-bash"], false),
            ("no_loop", &["sh", "-c", "make test"], false),
            (
                "unparseable",
                &["bash", "-c", "while true; do sleep 1; done; if then fi ((("],
                false,
            ),
            ("empty", &[], false),
            // The shape of Claude Code's Bash tool (a snapshot sourced, the command under `eval`).
            (
                "claude_code_bash_tool",
                &[
                    "/bin/bash",
                    "-c",
                    "-l",
                    "source /root/.claude/shell-snapshots/snapshot-bash-1.sh && eval 'while true; do sleep 5; done' < /dev/null && pwd -P >| /tmp/claude-1a2b-cwd",
                ],
                true,
            ),
        ];
        for (name, words, wait) in cases {
            let got = unbounded_wait(&argv(words));
            assert_eq!(got.is_some(), *wait, "{name}: {got:?}");
        }
    }

    #[test]
    fn the_reason_names_the_loop() {
        let why = unbounded_wait(&argv(&["bash", "-c", "while true; do sleep 1; done"])).unwrap();
        assert!(why.contains("`while true; do sleep 1; done`"), "{why}");
    }
}
