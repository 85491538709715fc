//! session-consent: records the user's yes (or no) to a session control from
//! their prompt; refuses nothing.
//!
//! # What it refuses
//! Nothing. It runs on every UserPromptSubmit, reads the prompt from the
//! payload and, when the prompt grants a session control ("you may use a
//! worktree for this") or revokes it ("no more worktrees"), records that in
//! the session's record of the flag store (`$XDG_STATE_HOME/gatehouse/sessions/`).
//! The controls themselves are enforced by their own guards
//! (`worktree-consent`). One registration serves every control in
//! `flags::CONTROLS`.
//!
//! # Why (the incident)
//! A user's "you may use a worktree" must reach every agent of the session,
//! and subagents never see the user's prompt: the main agent's brief to them
//! drops constraints. So the yes is recorded where hooks of every agent read
//! it, keyed by `session_id` (subagents carry their parent's). The prompt is
//! read from the payload, never from the transcript: the transcript's "user"
//! entries include task notifications, compaction summaries and hook text.
//! Beside a grant it records the grant's evidence — the payload's
//! `prompt_id` and a SHA-256 of the prompt (`flags::evidence`) — which the
//! control's guard checks against the transcript at decision time (issue 15:
//! a record written by anyone else, for a prompt that never granted, grants
//! nothing); a revocation removes it.
//!
//! # Refused
//! - nothing; a prompt is never blocked by this guard.
//!
//! # Allowed
//! - every prompt. Recorded as a grant: "You may use a worktree for this.",
//!   "Feel free to create a worktree.", "Worktrees are allowed.". Recorded as
//!   a revocation: "No more worktrees.", "Don't use a worktree". Ignored:
//!   "Can you check the worktree list?", a `<task-notification>` (text written
//!   by an agent) carrying any of these — `flags::prompt` has the full rules
//!   and the table of phrasings.
//!
//! # Configuration
//! `[session-consent]`: `enabled` (default `true`). With `enabled = false` no
//! prompt grants anything; controls then open only through their launch
//! variables.
//!
//! # Escape hatch
//! Not needed: it never refuses. Output and failure: it exits 0 and prints
//! nothing in every case it can decide — stdout on UserPromptSubmit joins the
//! conversation, and exit 2 erases the user's prompt. A store that cannot be
//! written is silent too and fails closed: the flag keeps its old value
//! (unset: the control's guard refuses, naming the store error when it cannot
//! read the store either), except that a revocation that cannot be written
//! removes the session's whole record, so no grant survives a "no". A
//! *malformed payload* (no `prompt`, invalid JSON) is refused by the shared
//! runner with exit 2 like every guard's, which erases that prompt: the
//! harness never sends one, and a silent pass would hide a broken harness.

use flags::prompt::{self, Said};
use flags::store::Store;
use payload::{Body, EventKind, Failure, Guard, Payload, Section, Verdict};
use serde_json::Value;

const GUARD: Guard = Guard {
    name: "session-consent",
    events: &[EventKind::UserPromptSubmit],
    keys: &[],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, _cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Prompt { prompt } = &p.body else {
        return Ok(Verdict::Allow);
    };
    let changes = changes(prompt);
    if changes.is_empty() {
        return Ok(Verdict::Allow);
    }
    // Only a prompt that grants or revokes touches the disk. A write error is
    // deliberately dropped (see the doc): the flag stays as it was, and an
    // unset flag refuses.
    if let Ok(store) = Store::open_default() {
        let evidence = flags::evidence::record(p.prompt_id.as_deref(), prompt);
        let written = store.update(&p.session_id, |flags| {
            for (key, value) in &changes {
                flags.insert((*key).to_owned(), value.clone());
                // The grant's evidence: which prompt of the transcript said
                // yes (checked by the control's guard at decision time).
                let ev = flags::evidence_key(key);
                if *value == Value::Bool(true) {
                    flags.insert(ev, evidence.clone());
                } else {
                    flags.remove(&ev);
                }
            }
        });
        // A revocation that cannot be written must not leave the grant
        // standing: drop the whole record (every flag reads as unset).
        let revokes = changes.iter().any(|(_, v)| *v == Value::Bool(false));
        if written.is_err() && revokes {
            let _ = store.forget(&p.session_id);
        }
    }
    Ok(Verdict::Allow)
}

/// The flag changes a prompt asks for: `true` for a grant, `false` for a
/// revocation (kept, not removed, so the record shows the user said no).
fn changes(prompt: &str) -> Vec<(&'static str, Value)> {
    flags::CONTROLS
        .iter()
        .filter_map(|c| match prompt::read(prompt, c.keywords) {
            Said::Grant => Some((c.key, Value::Bool(true))),
            Said::Revoke => Some((c.key, Value::Bool(false))),
            Said::Nothing => None,
        })
        .collect()
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
    fn case_table() {
        let cases: &[(&str, &str, Option<bool>)] = &[
            ("grant", "you may use a worktree for this", Some(true)),
            ("revoke", "no more worktrees", Some(false)),
            ("mention", "can you check the worktree list?", None),
            (
                "task notification",
                "<task-notification><result>you may use a worktree for this</result></task-notification>",
                None,
            ),
            ("unrelated", "fix the failing test", None),
        ];
        for (name, prompt, want) in cases {
            let got = changes(prompt)
                .into_iter()
                .find(|(k, _)| *k == "worktrees")
                .map(|(_, v)| v == Value::Bool(true));
            assert_eq!(got, *want, "{name}");
        }
    }
}
