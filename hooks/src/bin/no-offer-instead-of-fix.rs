//! no-offer-instead-of-fix: refuses to end a turn on an offer to fix a
//! defect, or on a self-authorised deferral of one, instead of the fix.
//!
//! # What it refuses
//! A final message (Stop, SubagentStop) whose own prose (code, quotations
//! and tool output removed) offers to fix a defect it names — "I'll fold the
//! lint fixes in if you want", "let me know if you'd like me to fix the
//! failing test", "want me to patch the bug?" — or defers one on its own
//! authority: "I'll fix the failing test in a separate PR", "the warnings are
//! left as a follow-up", "the flaky test is out of scope for now". The defect
//! may be named in the same sentence or the one before. Refused once per
//! stop chain.
//!
//! # Why (the incident)
//! The reference fleet's RUL-006, fix on sight: a defect seen is a defect
//! fixed; "the offer WAS the violation". Advisory versions were measured
//! being ignored: agents ended turns asking permission for work they had
//! already been told to do.
//!
//! # Refused
//! - "I found two lint warnings. I'll fold them in if you want."
//! - "Want me to fix the failing test?"
//! - "I'll address the flaky test in a follow-up PR."
//!
//! # Allowed
//! - A question that is not about a defect: "Would you like me to deploy it
//!   to staging?", "Should I use PostgreSQL or SQLite?".
//! - Deferring work that is not a defect: "Renaming the module is left as a
//!   follow-up."
//! - Negated, quoted or in code: "nothing was left for later", `> out of
//!   scope`, code blocks.
//! - Any stop with `stop_hook_active` (the agent was already told once).
//!
//! # Configuration
//! `[no-offer-instead-of-fix]` in `.claude/gatehouse.toml`:
//! - `offers`, `deferrals`: phrase lists (each replaces its default list);
//! - `defects`: words and phrases that name a defect, added to the shared
//!   default vocabulary (`prose::DEFECT_WORDS`, `prose::DEFECT_PHRASES`);
//! - `allow`: closed descriptive forms that never count;
//! - `block_when_active` (default `false`): also refuse when `stop_hook_active`;
//! - `subagents` (default `true`): judge SubagentStop too.
//!
//! # Escape hatch
//! The user sets `enabled = false` in `[no-offer-instead-of-fix]`, or tells
//! the agent in the prompt that a defect is out of scope — the agent then
//! reports it without offering or deferring ("not fixed: X, per your
//! instruction"). The agent cannot grant itself the exception.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use prose::{Defects, PhraseList, Sentence};

const GUARD: Guard = Guard {
    name: "no-offer-instead-of-fix",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &[
        "defects",
        "offers",
        "deferrals",
        "allow",
        "block_when_active",
        "subagents",
    ],
};

/// Offers of work, left for the user to accept.
#[rustfmt::skip]
const OFFERS: &[&str] = &[
    "if you want", "if you'd like", "if you would like", "if you prefer", "if you like", "if desired",
    "if needed", "if you need", "let me know if", "let me know whether", "just let me know", "say the word",
    "would you like me to", "would you like", "do you want me to", "want me to", "shall I", "should I",
    "I can also", "I could also", "I can fix", "I could fix", "I can fold", "I could fold", "happy to",
    "I'd be happy to", "I can take care", "on request", "I can address", "I could address",
];

/// Deferrals of work to another time, PR or person.
#[rustfmt::skip]
const DEFERRALS: &[&str] = &[
    "separate PR", "separate pull request", "separate change", "separate commit", "separate issue",
    "follow-up", "followup", "follow up PR", "future PR", "later PR", "next PR", "another PR",
    "for later", "later on", "at a later point", "out of scope", "beyond the scope", "outside the scope",
    "for now", "next iteration", "future work", "deferred", "defer", "postponed", "postpone",
    "left a TODO", "leave it", "leaving it", "left it", "left them", "leave them", "separately",
];

/// Verbs of fixing: "I'll handle it in a follow-up" defers a fix even when
/// the defect was named earlier.
const FIX_VERBS: &[&str] = &[
    "fix",
    "fixes",
    "fixing",
    "address",
    "addressing",
    "handle",
    "handling",
    "resolve",
    "resolving",
    "tackle",
    "fold",
    "repair",
    "patch",
    "clean",
    "cleanup",
];

/// Words that report a defect dealt with.
const FIXED: &[&str] = &["fixed", "resolved", "repaired", "corrected"];

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
    let lists = Lists {
        offers: PhraseList::new(cfg.strings("offers")?.unwrap_or_else(|| owned(OFFERS))),
        deferrals: PhraseList::new(
            cfg.strings("deferrals")?
                .unwrap_or_else(|| owned(DEFERRALS)),
        ),
        allow: PhraseList::new(cfg.strings("allow")?.unwrap_or_default()),
        defects: Defects::with(cfg.strings("defects")?.unwrap_or_default()),
    };
    let sentences = prose::sentences(&message);
    let mut prev: Option<&Sentence> = None;
    for s in &sentences {
        if let Some((kind, phrase)) = offer_or_deferral(s, prev, &lists) {
            return Ok(refuse(s, kind, &phrase));
        }
        prev = Some(s);
    }
    Ok(Verdict::Allow)
}

struct Lists {
    offers: PhraseList,
    deferrals: PhraseList,
    allow: PhraseList,
    defects: Defects,
}

/// What `s` does instead of a fix, if anything: ("an offer" | "a deferral", phrase).
fn offer_or_deferral(
    s: &Sentence,
    prev: Option<&Sentence>,
    l: &Lists,
) -> Option<(&'static str, String)> {
    // The sentence before counts when it names a defect still open ("I
    // found two lint warnings."), not one it reports fixed.
    let open_defect = |p: &Sentence| {
        l.defects.in_sentence(p)
            && !p
                .words
                .iter()
                .enumerate()
                .any(|(i, w)| FIXED.contains(&w.lower.as_str()) && !p.negated(i, 3))
    };
    let same_para_prev = prev.filter(|p| p.paragraph == s.paragraph);
    let defect_here = l.defects.in_sentence(s) || same_para_prev.is_some_and(open_defect);
    let fix_here = s.has_any(FIX_VERBS);
    for (kind, list, needs) in [
        ("an offer", &l.offers, defect_here),
        ("a deferral", &l.deferrals, defect_here || fix_here),
    ] {
        let ms = list.find_outside(s, &l.allow);
        let hit = ms
            .iter()
            .find(|m| !s.negated(m.start, 4) && !s.is_mention(m, &ms));
        if let Some(m) = hit.filter(|_| needs) {
            return Some((kind, s.span(m.start, m.end)));
        }
    }
    None
}

fn owned(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

fn refuse(s: &Sentence, kind: &str, phrase: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on {kind} instead of a fix (`{phrase}`): \"{}\"", s.text))
        .rule(
            "RUL-006, fix on sight: a defect you have found is fixed in this turn, not offered or deferred; \
             the offer is the violation",
        )
        .instead(
            "fix the defect now and report the fix; if it truly cannot be fixed here, name it as a blocker \
             with what fails, why, and your recommendation. Then end the turn again",
        )
        .allow("the user can set `enabled = false` under `[no-offer-instead-of-fix]` in `.claude/gatehouse.toml`")
        .verdict()
}

fn unreadable(why: &str) -> Verdict {
    refusal(GUARD.name, "to end the turn unjudged: the payload has no final message and the transcript is unavailable")
        .rule(format!("the final message is judged for offers and deferrals, and {why}"))
        .instead("end the turn again; the next stop is let through (`stop_hook_active`)")
        .allow("the user can set `enabled = false` under `[no-offer-instead-of-fix]` in `.claude/gatehouse.toml`")
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
        let l = Lists {
            offers: PhraseList::new(OFFERS.iter()),
            deferrals: PhraseList::new(DEFERRALS.iter()),
            allow: PhraseList::default(),
            defects: Defects::default(),
        };
        let ss = prose::sentences(msg);
        let mut prev = None;
        for s in &ss {
            if let Some((_, p)) = offer_or_deferral(s, prev, &l) {
                return Some(p);
            }
            prev = Some(s);
        }
        None
    }

    #[test]
    fn table() {
        let cases: &[(&str, &str, Option<&str>)] = &[
            (
                "fold in if you want",
                "I found two lint warnings. I'll fold them in if you want.",
                Some("if you want"),
            ),
            (
                "want me to",
                "Want me to fix the failing test?",
                Some("Want me to"),
            ),
            (
                "separate PR",
                "I'll fix the failing test in a separate PR.",
                Some("separate PR"),
            ),
            (
                "follow-up with fix verb",
                "I'll handle that in a follow-up.",
                Some("follow-up"),
            ),
            (
                "out of scope for now",
                "The flaky test is out of scope for now.",
                Some("out of scope"),
            ),
            (
                "question not about a defect",
                "Would you like me to deploy it to staging?",
                None,
            ),
            (
                "choice question",
                "Should I use PostgreSQL or SQLite?",
                None,
            ),
            (
                "non-defect deferral",
                "Renaming the module is left as a follow-up.",
                None,
            ),
            ("negated", "Nothing about the bug was left for later.", None),
            (
                "new paragraph resets context",
                "The bug is fixed.\n\nWould you like me to deploy?",
                None,
            ),
            (
                "code block",
                "```\nlet me know if the error persists\n```\nDone.",
                None,
            ),
        ];
        for (name, msg, want) in cases {
            assert_eq!(judge(msg).as_deref(), *want, "case {name}");
        }
    }
}
