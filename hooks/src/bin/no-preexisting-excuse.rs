//! no-preexisting-excuse: refuses to end a turn that disposes of a defect by
//! labelling it "pre-existing", "unrelated" or "already failing".
//!
//! # What it refuses
//! A final message (Stop, SubagentStop) whose own prose — code, quotations and
//! tool output removed (`prose`) — waves a defect away: "the 2 failing tests
//! are pre-existing", "already failing", "was broken before", "not caused by
//! my change", "fails on main too", "flaky test", "predates this branch",
//! "reproduces without my patch". The phrase lists nominate, the `prose`
//! model decides (words, inline code, markdown position, negation, who is
//! speaking, defect and fix words around); the refusal quotes the sentence,
//! its score and the evidence. When the sentence is about failing runs, the
//! transcript settles it: a failing run followed by a passing one in this
//! turn (the turn's subagents' runs included, where each ran) lets the stop
//! through, where the passing run may run tests when the failing one did
//! (a build or a lint-only commit hook after failing tests does not) and
//! the sentence does not say the failures remain ("only pre-existing
//! config test failures remain" after a passing run of the new tests
//! alone); a last run that failed is named. "No new failures" ("0 new
//! failures") is refused when a test run of the turn failed: the failures
//! it counts as old are ones the turn saw. Measured on
//! messages never trained on (generated test split; the fourth hand-written
//! held-out batch): 93.0% / 90.0% refused, 0.3% / 0.9% of the others wrongly
//! (the phrase lists alone: 18.8% / 0.0%); docs/guards/no-preexisting-excuse.md.
//! Refused once per stop chain.
//!
//! # Why (the incident)
//! The reference fleet's RUL-024: "'pre-existing' is a diagnosis, not a
//! disposition." Agents measured ending turns with red tests explained away
//! as somebody else's; an advisory version was ignored.
//!
//! # Refused
//! - "Two tests fail, but they are pre-existing."
//! - "The lint errors are unrelated to my change."
//! - "test_io was already failing on main."
//!
//! # Allowed
//! - Descriptive uses with no defect in the sentence: "reuse the pre-existing
//!   loader", "the two modules are unrelated by design".
//! - A disposition: the sentence says it was fixed, names it a `blocker`, or
//!   shows it `unreachable` ("the pre-existing bug in the parser is fixed").
//! - Negated, asked or quoted: "this failure is not pre-existing", "is the
//!   failure pre-existing?", `> already failing`, code blocks.
//! - Any stop with `stop_hook_active` (the agent was already told once).
//!
//! # Configuration
//! `[no-preexisting-excuse]` in `.claude/gatehouse.toml`:
//! - `excuses`: phrases refused on their own (replaces the default list);
//! - `labels`: phrases refused when the sentence names a defect (replaces
//!   the default list: `pre-existing`, `unrelated`, …);
//! - `defects`: words and phrases that name a defect, added to the shared
//!   default vocabulary (`prose::DEFECT_WORDS`, `prose::DEFECT_PHRASES`);
//! - `allow`: closed descriptive forms that never count;
//! - `threshold`: the model score (percent) that refuses; raise to refuse less;
//! - `check_commands`: extra programs that count as a test or build run;
//! - `block_when_active` (default `false`): also refuse when `stop_hook_active`;
//! - `subagents` (default `true`): judge SubagentStop too.
//!
//! # Escape hatch
//! The user sets `enabled = false` in `[no-preexisting-excuse]`; the agent
//! cannot: its own words are what is judged.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use prose::judge::{Head, Judge, Tuning};

const GUARD: Guard = Guard {
    name: "no-preexisting-excuse",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &[
        "defects",
        "excuses",
        "labels",
        "allow",
        "threshold",
        "check_commands",
        "block_when_active",
        "subagents",
    ],
};

/// Words that make an excuse about failing runs (which the transcript can settle).
const FAILING: &[&str] = &[
    "fail", "fails", "failing", "failed", "failure", "failures", "red", "broken",
];

/// Words that say failures are still there after the turn's runs.
const STILL_OPEN: &[&str] = &[
    "remain",
    "remains",
    "remaining",
    "still",
    "persist",
    "persists",
    "outstanding",
];

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(stop) = p.stop_to_judge(cfg)? else {
        return Ok(Verdict::Allow);
    };
    let path = p.stop_transcript();
    let message = match &stop.last_assistant_message {
        Some(m) => m.clone(),
        None => match transcript::read_turn_at(path) {
            Ok(turn) => turn.last_assistant_text.unwrap_or_default(),
            Err(why) => return Ok(unreadable(&why)),
        },
    };
    let judge = Judge::configured(
        Head::Excuse,
        Tuning {
            primary: cfg.strings("excuses")?,
            secondary: cfg.strings("labels")?,
            allow: cfg.strings("allow")?.unwrap_or_default(),
            defects: cfg.strings("defects")?.unwrap_or_default(),
            threshold_percent: cfg.int("threshold")?,
            ..Tuning::default()
        },
    );
    let ss = prose::sentences(&message);
    let Some(hit) = judge.refused(&ss) else {
        return only_new_failures_counted(p, cfg, &ss, stop.last_assistant_message.as_deref());
    };
    let about_failures = ss.get(hit.sentence).is_some_and(|s| s.has_any(FAILING));
    // "only pre-existing config test failures remain", "the two flaky tests
    // still fail": the sentence says the failures stand, so a later passing
    // run (a narrower one: the new tests only) did not deal with them.
    let still_open = ss.get(hit.sentence).is_some_and(|s| s.has_any(STILL_OPEN));
    // The transcript settles an excuse about failing runs: a failing run
    // followed by a passing one in this turn means the failure was dealt
    // with here; a last run that failed is the defect still open.
    let mut evidence = String::new();
    if about_failures
        && let Ok(turn) =
            transcript::read_turn_with_subagents(path, stop.last_assistant_message.as_deref())
    {
        let extra = cfg.strings("check_commands")?.unwrap_or_default();
        // Runs still going in the background have no result yet.
        let runs: Vec<_> = turn
            .check_runs(&extra)
            .into_iter()
            .filter(|r| !r.pending)
            .collect();
        // The passing run must be able to show what failed: a build, a
        // linter or a commit whose hooks only linted says nothing of a
        // test run that failed before it.
        let failed_then_passed = runs.last().is_some_and(|last| {
            !last.failed && runs.iter().any(|r| r.failed && (last.tests || !r.tests))
        });
        if failed_then_passed && !still_open {
            return Ok(Verdict::Allow);
        }
        if let Some(last) = runs.last().filter(|r| r.failed) {
            evidence = format!(
                "; the last test or build run of this turn failed: `{}`",
                last.command
            );
        }
    }
    let phrase = hit
        .phrase
        .clone()
        .or_else(|| hit.hits.used.first().cloned())
        .or_else(|| hit.hits.secondary.first().cloned())
        .or_else(|| hit.hits.cues.first().cloned())
        .unwrap_or_else(|| "somebody else's".to_owned());
    Ok(refuse(
        &phrase,
        &format!("{}{evidence}", judge.why(&ss, &hit)),
    ))
}

const ALLOW: &str = "the user can raise `threshold` (percent), edit `excuses`/`labels`/`allow`, or set `enabled = false` under `[no-preexisting-excuse]` in `.claude/gatehouse.toml`";

/// "Result: 1071 tests passing, no new failures introduced", "0 new
/// failures": the failures are counted as old ones and set aside without
/// a word of who owns them. The words alone prove nothing (after a green
/// run there are no failures, old or new); the transcript does: when a
/// test run of this turn failed, the failures the sentence counts as not
/// new are ones the turn saw, and it disposes of them (replay24: both
/// labellers refused two such endings, written after the agent left the
/// known failing tests out of its last run, which passed). Not when the
/// sentence says all tests pass ("all 88 pass, no new failures").
fn only_new_failures_counted(
    p: &Payload,
    cfg: &Section,
    ss: &[prose::Sentence],
    last_message: Option<&str>,
) -> Result<Verdict, Failure> {
    let Some(s) = ss.iter().find(|s| says_no_new_failures(s)) else {
        return Ok(Verdict::Allow);
    };
    let Ok(turn) = transcript::read_turn_with_subagents(p.stop_transcript(), last_message) else {
        return Ok(Verdict::Allow);
    };
    let extra = cfg.strings("check_commands")?.unwrap_or_default();
    let runs: Vec<_> = turn
        .check_runs(&extra)
        .into_iter()
        .filter(|r| !r.pending && r.tests)
        .collect();
    Ok(match runs.iter().rev().find(|r| r.failed) {
        Some(last) => refuse(
            "no new failures",
            &format!(
                "\"{}\" counts the failures as old ones, and a test run of this turn failed: `{}`",
                s.text.trim(),
                last.command
            ),
        ),
        None => Verdict::Allow,
    })
}

/// Whether the sentence's prose says "no new failures" ("0 new failures",
/// "zero new test failures", "no new failing tests"), not as a question.
fn says_no_new_failures(s: &prose::Sentence) -> bool {
    let w = s.prose_lower();
    let all_pass = w.contains(&"all")
        && w.iter()
            .any(|x| matches!(*x, "pass" | "passes" | "passing" | "passed" | "green"));
    !s.question
        && !all_pass
        && w.windows(2).enumerate().any(|(k, p)| {
            matches!(p.first(), Some(&("no" | "0" | "zero")))
                && p.get(1) == Some(&"new")
                && w.iter()
                    .skip(k + 2)
                    .take(2)
                    .any(|x| matches!(*x, "failures" | "failure" | "failing" | "failed"))
        })
}

fn refuse(phrase: &str, why: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on a defect disowned instead of dealt with (`{phrase}`): {why}"))
        .rule("\"pre-existing\" is a diagnosis, not a disposition; a defect you found is yours to deal with")
        .instead(
            "fix it now; or name it as a blocker with a recommendation (what fails, why, what to do); \
             or show that it cannot be reached. Then end the turn again",
        )
        .allow(ALLOW)
        .verdict()
}

fn unreadable(why: &str) -> Verdict {
    refusal(GUARD.name, "to end the turn unjudged: the payload has no final message and the transcript is unavailable")
        .rule(format!("the final message is judged for excuses, and {why}"))
        .instead("end the turn again; the next stop is let through (`stop_hook_active`)")
        .allow(ALLOW)
        .verdict()
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
    fn table() {
        let j = Judge::new(Head::Excuse);
        let cases: &[(&str, bool)] = &[
            ("Two tests fail, but they are pre-existing.", true),
            ("The lint errors are unrelated to my changes.", true),
            ("I reused the pre-existing loader.", false),
            ("The pre-existing bug in the parser is fixed.", false),
            ("Is the failing test pre-existing?", false),
            ("```\nunrelated failure: already failing\n```", false),
        ];
        for (msg, want) in cases {
            assert_eq!(j.refused(&prose::sentences(msg)).is_some(), *want, "{msg}");
        }
    }

    #[test]
    fn no_new_failures_is_read_in_its_forms() {
        let cases: &[(&str, bool)] = &[
            (
                "Result: **1071 tests passing**, no new failures introduced.",
                true,
            ),
            (
                "**Tests**: 1079 passing, 9 new regression tests added, 0 new failures.",
                true,
            ),
            ("Zero new test failures.", true),
            ("No new failing tests.", true),
            ("No new warnings.", false),
            ("All 88 tests pass.", false),
            ("All 88 tests pass, no new failures.", false),
            ("Any new failures?", false),
            ("`no new failures` is what the script prints.", false),
        ];
        for (msg, want) in cases {
            let ss = prose::sentences(msg);
            assert_eq!(ss.iter().any(says_no_new_failures), *want, "{msg}");
        }
    }
}
