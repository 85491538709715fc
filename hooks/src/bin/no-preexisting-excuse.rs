//! no-preexisting-excuse: refuses to end a turn that disposes of a defect by
//! labelling it "pre-existing", "unrelated" or "already failing".
//!
//! # What it refuses
//! A final message (Stop, SubagentStop) whose own prose — code, quotations and
//! tool output removed (`prose`) — waves a defect away: "the 2 failing tests
//! are pre-existing", "already failing", "was broken before", "not caused by
//! my change", "fails on main too", "flaky test". Refused once per stop chain.
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
//! - `block_when_active` (default `false`): also refuse when `stop_hook_active`;
//! - `subagents` (default `true`): judge SubagentStop too.
//!
//! # Escape hatch
//! The user sets `enabled = false` in `[no-preexisting-excuse]`; the agent
//! cannot: its own words are what is judged.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use prose::{Defects, PhraseList, Sentence};

const GUARD: Guard = Guard {
    name: "no-preexisting-excuse",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &[
        "defects",
        "excuses",
        "labels",
        "allow",
        "block_when_active",
        "subagents",
    ],
};

/// Phrases that dispose of a defect whatever else the sentence says.
#[rustfmt::skip]
const EXCUSES: &[&str] = &[
    "already failing", "already failed", "already broken", "already red", "was broken before",
    "were broken before", "was failing before", "were failing before", "was already broken",
    "were already broken", "was already failing", "were already failing", "not caused by my change",
    "not caused by my changes", "not caused by this change", "not caused by me",
    "not introduced by my change", "not introduced by my changes", "not introduced by this change",
    "not related to my change", "not related to my changes", "not related to this change",
    "unrelated to my change", "unrelated to my changes", "unrelated to this change", "unrelated to this PR",
    "unrelated to the change", "fails on main too", "fail on main too", "also fails on main",
    "also fail on main", "failing on main", "fails on master too", "also fails on master",
    "failing on master", "broken on main", "broken on master", "existed before my change",
    "existed before my changes", "was there before", "were there before", "known issue", "known failure",
    "known flake", "flaky test", "flaky tests", "not my change", "not from my change", "not from my changes",
    "outside my change", "outside my changes",
];

/// Labels that are an excuse only about a defect ("the pre-existing loader" is not).
const LABELS: &[&str] = &[
    "pre-existing",
    "preexisting",
    "pre existing",
    "unrelated",
    "not related",
    "not mine",
];

/// Words that show the defect was disposed of (fixed, or named a blocker).
const DISPOSED: &[&str] = &[
    "fixed",
    "resolved",
    "repaired",
    "corrected",
    "blocker",
    "unreachable",
];

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(stop) = p.stop_to_judge(cfg)? else {
        return Ok(Verdict::Allow);
    };
    let message = match &stop.last_assistant_message {
        Some(m) => m.clone(),
        None => {
            let path = p.stop_transcript();
            match transcript::read_turn_at(path) {
                Ok(turn) => turn.last_assistant_text.unwrap_or_default(),
                Err(why) => return Ok(unreadable(&why)),
            }
        }
    };
    let excuses = PhraseList::new(cfg.strings("excuses")?.unwrap_or_else(|| owned(EXCUSES)));
    let labels = PhraseList::new(cfg.strings("labels")?.unwrap_or_else(|| owned(LABELS)));
    let allow = PhraseList::new(cfg.strings("allow")?.unwrap_or_default());
    let defects = Defects::with(cfg.strings("defects")?.unwrap_or_default());
    for s in prose::sentences(&message) {
        if let Some(phrase) = excuse(&s, &excuses, &labels, &allow, &defects) {
            return Ok(refuse(&s, &phrase));
        }
    }
    Ok(Verdict::Allow)
}

/// The excuse in `s`, if it disposes of a defect by its label.
fn excuse(
    s: &Sentence,
    excuses: &PhraseList,
    labels: &PhraseList,
    allow: &PhraseList,
    defects: &Defects,
) -> Option<String> {
    if s.question || disposed(s) {
        return None;
    }
    let strong = excuses.find_outside(s, allow);
    let weak = labels.find_outside(s, allow);
    let defect = defects.in_sentence(s);
    let all: Vec<_> = strong.iter().chain(&weak).copied().collect();
    let hit = strong
        .iter()
        .chain(weak.iter().filter(|_| defect))
        .find(|m| !s.negated(m.start, 4) && !s.is_mention(m, &all))?;
    Some(s.span(hit.start, hit.end))
}

/// True when the sentence says the defect was dealt with, not waved away.
fn disposed(s: &Sentence) -> bool {
    s.words
        .iter()
        .enumerate()
        .any(|(i, w)| DISPOSED.contains(&w.lower.as_str()) && !s.negated(i, 3))
}

fn owned(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

fn refuse(s: &Sentence, phrase: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on a defect labelled `{phrase}`: \"{}\"", s.text))
        .rule("RUL-024: \"pre-existing\" is a diagnosis, not a disposition; a defect you found is yours to deal with")
        .instead(
            "fix it now; or name it as a blocker with a recommendation (what fails, why, what to do); \
             or show that it cannot be reached. Then end the turn again",
        )
        .allow("the user can set `enabled = false` under `[no-preexisting-excuse]` in `.claude/gatehouse.toml`")
        .verdict()
}

fn unreadable(why: &str) -> Verdict {
    refusal(GUARD.name, "to end the turn unjudged: the payload has no final message and the transcript is unavailable")
        .rule(format!("the final message is judged for excuses, and {why}"))
        .instead("end the turn again; the next stop is let through (`stop_hook_active`)")
        .allow("the user can set `enabled = false` under `[no-preexisting-excuse]` in `.claude/gatehouse.toml`")
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

    fn judge(msg: &str) -> Option<String> {
        let (e, l, a) = (
            PhraseList::new(EXCUSES.iter()),
            PhraseList::new(LABELS.iter()),
            PhraseList::default(),
        );
        prose::sentences(msg)
            .iter()
            .find_map(|s| excuse(s, &e, &l, &a, &Defects::default()))
    }

    #[test]
    fn table() {
        let cases: &[(&str, &str, Option<&str>)] = &[
            (
                "label with defect",
                "Two tests fail, but they are pre-existing.",
                Some("pre-existing"),
            ),
            (
                "unrelated errors",
                "The lint errors are unrelated.",
                Some("unrelated"),
            ),
            (
                "strong excuse",
                "test_io was already failing on main.",
                Some("was already failing"),
            ),
            (
                "not caused by my change",
                "That crash is not caused by my change.",
                Some("not caused by my change"),
            ),
            (
                "descriptive label",
                "I reused the pre-existing loader.",
                None,
            ),
            (
                "unrelated by design",
                "The two modules are unrelated by design.",
                None,
            ),
            (
                "error handler is not a defect",
                "I extended the pre-existing error handler.",
                None,
            ),
            (
                "fixed",
                "The pre-existing bug in the parser is fixed.",
                None,
            ),
            (
                "not fixed is no disposition",
                "The pre-existing bug is not fixed.",
                Some("pre-existing"),
            ),
            (
                "blocker",
                "Blocker: the flaky test fails on main too; recommend quarantining it.",
                None,
            ),
            ("negated", "This failure is not pre-existing.", None),
            ("question", "Is the failing test pre-existing?", None),
            ("code", "```\nunrelated failure: already failing\n```", None),
            ("quoted", "> those errors are pre-existing", None),
            (
                "mention",
                "The guard refuses the words pre-existing and unrelated.",
                None,
            ),
        ];
        for (name, msg, want) in cases {
            assert_eq!(judge(msg).as_deref(), *want, "case {name}");
        }
    }
}
