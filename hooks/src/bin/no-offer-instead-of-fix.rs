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
//! may be named in the same sentence or earlier in the message. The phrase
//! lists nominate, the `prose` model decides (words, inline code, markdown
//! position such as a "Next steps" list, question, negation, defect and fix
//! words around); the refusal quotes the sentence, its score and the
//! evidence. Measured on messages never trained on (generated test split;
//! the fourth hand-written held-out batch): 95.2% / 85.0% refused, 0.8% /
//! 0.9% of the others wrongly (the phrase lists alone: 40.0% / 20.0%).
//! Refused once per stop chain.
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
//! - A turn the user's own prompt limited to analysis ("investigate why and
//!   tell me your findings", "don't make any changes, just read the code"):
//!   "Want me to fix this?" is then the question they asked to be left with
//!   (`prose::judge::limited_to_analysis`, read from the transcript).
//! - Any stop with `stop_hook_active` (the agent was already told once).
//!
//! # Configuration
//! `[no-offer-instead-of-fix]` in `.claude/gatehouse.toml`:
//! - `offers`, `deferrals`: phrase lists (each replaces its default list);
//! - `defects`: words and phrases that name a defect, added to the shared
//!   default vocabulary (`prose::DEFECT_WORDS`, `prose::DEFECT_PHRASES`);
//! - `allow`: closed descriptive forms that never count;
//! - `threshold`: the model score (percent) that refuses; raise to refuse less;
//! - `block_when_active` (default `false`): also refuse when `stop_hook_active`;
//! - `subagents` (default `true`): judge SubagentStop too.
//!
//! # Escape hatch
//! The user sets `enabled = false` in `[no-offer-instead-of-fix]`, or tells
//! the agent in the prompt that a defect is out of scope — the agent then
//! reports it without offering or deferring ("not fixed: X, per your
//! instruction"). The agent cannot grant itself the exception.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use prose::judge::{Head, Judge, Tuning};

const GUARD: Guard = Guard {
    name: "no-offer-instead-of-fix",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &[
        "defects",
        "offers",
        "deferrals",
        "allow",
        "threshold",
        "block_when_active",
        "subagents",
    ],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(stop) = p.stop_to_judge(cfg)? else {
        return Ok(Verdict::Allow);
    };
    // The turn, when the message had to be read from it: kept, so a
    // refusal below does not read the transcript a second time.
    let mut turn = None;
    let message = match &stop.last_assistant_message {
        Some(m) => m.clone(),
        None => match transcript::read_turn_at(p.stop_transcript()) {
            Ok(t) => {
                let m = t.last_assistant_text.clone().unwrap_or_default();
                turn = Some(t);
                m
            }
            Err(why) => return Ok(unreadable(&why)),
        },
    };
    let judge = Judge::configured(
        Head::Offer,
        Tuning {
            primary: cfg.strings("offers")?,
            secondary: cfg.strings("deferrals")?,
            allow: cfg.strings("allow")?.unwrap_or_default(),
            defects: cfg.strings("defects")?.unwrap_or_default(),
            threshold_percent: cfg.int("threshold")?,
            ..Tuning::default()
        },
    );
    let ss = prose::sentences(&message);
    let Some(hit) = judge.refused(&ss) else {
        return Ok(Verdict::Allow);
    };
    // The user's prompt for the turn limited it to analysis ("investigate
    // and tell me your findings", "don't make any changes"): the offer is
    // the question the user asked to be left with. Read from the transcript
    // only when about to refuse; unreadable, it grants nothing.
    if let Some(turn) = turn.or_else(|| transcript::read_turn_at(p.stop_transcript()).ok())
        && let Some(prompt) = turn.users_prompt()
        && prose::judge::limited_to_analysis(prompt).is_some()
    {
        return Ok(Verdict::Allow);
    }
    let (kind, phrase) = match (
        &hit.phrase,
        hit.hits.used.first(),
        hit.hits.secondary.first(),
    ) {
        (Some(p), _, _) => ("an offer or a deferral", p.clone()),
        (None, Some(p), _) => ("an offer", p.clone()),
        (None, None, Some(p)) => ("a deferral", p.clone()),
        _ => (
            "an offer or a deferral",
            hit.hits
                .cues
                .first()
                .cloned()
                .unwrap_or_else(|| "later".to_owned()),
        ),
    };
    Ok(refuse(kind, &phrase, &judge.why(&ss, &hit)))
}

const ALLOW: &str = "the user can raise `threshold` (percent), edit `offers`/`deferrals`/`allow`, or set `enabled = false` under `[no-offer-instead-of-fix]` in `.claude/gatehouse.toml`";

fn refuse(kind: &str, phrase: &str, why: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on {kind} instead of a fix (`{phrase}`): {why}"))
        .rule(
            "fix on sight: a defect you have found is fixed in this turn, not offered or deferred; \
             the offer is the violation",
        )
        .instead(
            "fix the defect now and report the fix; if it truly cannot be fixed here, name it as a blocker \
             with what fails, why, and your recommendation. Then end the turn again",
        )
        .allow(ALLOW)
        .verdict()
}

fn unreadable(why: &str) -> Verdict {
    refusal(GUARD.name, "to end the turn unjudged: the payload has no final message and the transcript is unavailable")
        .rule(format!("the final message is judged for offers and deferrals, and {why}"))
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
        let j = Judge::new(Head::Offer);
        let cases: &[(&str, bool)] = &[
            (
                "I found two lint warnings. I'll fold them in if you want.",
                true,
            ),
            ("Want me to fix the failing test?", true),
            ("I'll fix the failing test in a separate PR.", true),
            ("Would you like me to deploy it to staging?", false),
            ("Should I use PostgreSQL or SQLite?", false),
            ("```\nlet me know if the error persists\n```\nDone.", false),
        ];
        for (msg, want) in cases {
            assert_eq!(j.refused(&prose::sentences(msg)).is_some(), *want, "{msg}");
        }
    }
}
