//! decision-adr-trigger: when the user's prompt talks about decisions, ADRs
//! or rulings, injects the project's decision discipline as context.
//!
//! # What it refuses
//! Nothing. On a prompt that mentions one of the configured words (whole
//! words, case-insensitive, outside code blocks, inline code and quoted
//! lines) it adds the configured reminder to the model's context.
//!
//! # Why (the incident)
//! The reference fleet's ADR system (ADR-0046/0047/0048): "no decision exists
//! outside the ADR log". Decisions taken in conversation and never recorded
//! were re-litigated sessions later; the reminder arrives at the moment the
//! user speaks of one.
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every prompt. Context is added for "let's decide how to version the API",
//! "write an ADR for this", "what was the ruling on mocks?"; not for
//! "`decision_tree.py` fails" (inline code), nor for a `<task-notification>`
//! (a background agent's text, not the user).
//!
//! # Configuration
//! `[decision-adr-trigger]`: `enabled`; `words` (default: decision, decisions,
//! decide, decided, ADR, ADRs, ruling, rulings); `adr_dir` (default
//! `docs/adr`); `reminder` (the text injected; `{adr_dir}` is replaced).
//!
//! # Escape hatch
//! None needed: it never refuses. The user can set `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard {
    name: "decision-adr-trigger",
    events: &[EventKind::UserPromptSubmit],
    keys: &["words", "adr_dir", "reminder"],
};

const WORDS: [&str; 8] = [
    "decision",
    "decisions",
    "decide",
    "decided",
    "adr",
    "adrs",
    "ruling",
    "rulings",
];
const REMINDER: &str = "Decision discipline (gatehouse decision-adr-trigger): the user's prompt speaks of a decision. \
No decision exists outside the ADR log: before acting on a decision, record it as an ADR in `{adr_dir}` \
(context, decision, consequences, status), and cite the existing ADRs that bind this work. \
If a decision conflicts with an accepted ADR, say so and ask; do not silently override it.";

/// Prompts the harness writes, not the user (measured: background-agent
/// notifications arrive through UserPromptSubmit).
const HARNESS_PREFIXES: [&str; 2] = ["<task-notification>", "<system-reminder>"];

fn main() {
    payload::run_advisory(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Prompt { prompt } = &p.body else {
        return Ok(Verdict::Allow);
    };
    if HARNESS_PREFIXES
        .iter()
        .any(|h| prompt.trim_start().starts_with(h))
    {
        return Ok(Verdict::Allow);
    }
    let words = cfg
        .strings("words")?
        .unwrap_or_else(|| WORDS.map(str::to_owned).to_vec());
    let spoken = user_prose(prompt);
    let hit = words.iter().any(|w| mentions(&spoken, w));
    if !hit {
        return Ok(Verdict::Allow);
    }
    let adr_dir = cfg
        .string("adr_dir")?
        .unwrap_or_else(|| "docs/adr".to_owned());
    let reminder = cfg
        .string("reminder")?
        .unwrap_or_else(|| REMINDER.to_owned());
    Ok(Verdict::Context(reminder.replace("{adr_dir}", &adr_dir)))
}

/// The prompt without fenced code, inline code and quoted (`>`) lines.
fn user_prose(prompt: &str) -> String {
    let mut out = String::with_capacity(prompt.len());
    let mut fenced = false;
    for line in prompt.lines() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            fenced = !fenced;
            continue;
        }
        if fenced || t.starts_with('>') {
            continue;
        }
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
                out.push(' ');
            } else if !in_code {
                out.push(c);
            }
        }
        out.push('\n');
    }
    out
}

/// Whole-word, case-insensitive: `phrase` (one or more words) appears as a
/// run of consecutive words of `text`.
fn mentions(text: &str, phrase: &str) -> bool {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric() && c != '_' && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let want: Vec<String> = phrase.split_whitespace().map(str::to_lowercase).collect();
    !want.is_empty() && words.windows(want.len()).any(|w| w == want.as_slice())
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

    fn verdict(toml: &str, prompt: &str) -> Verdict {
        let json = serde_json::json!({"session_id": "s", "cwd": "/", "hook_event_name": "UserPromptSubmit", "prompt": prompt});
        let p = payload::event::parse(json.to_string().as_bytes()).unwrap();
        let c = payload::Config::from_texts(&[("p.toml", toml)], None).unwrap();
        check(&p, &c.section(GUARD.name)).unwrap()
    }

    #[test]
    fn case_table() {
        let cases: &[(&str, &str, bool)] = &[
            ("decide", "Let's decide how to version the API.", true),
            ("ADR", "Write an ADR for the cache.", true),
            ("adr lower", "see adr 12", true),
            ("ruling", "What was the ruling on mocks?", true),
            ("decisions plural", "Which decisions are still open?", true),
            ("decided", "We decided to drop Python 3.9.", true),
            ("inline code", "`decision_tree.py` fails on import", false),
            (
                "fenced code",
                "fix this:\n```\nif decision: ruling()\n```\nplease",
                false,
            ),
            (
                "quoted line",
                "> the decision was wrong\nfix the test",
                false,
            ),
            (
                "substring is not a word",
                "undecided tests and rulingsheet",
                false,
            ),
            (
                "task notification",
                "<task-notification>\n<summary>decide later</summary>\n</task-notification>",
                false,
            ),
            ("plain chore", "run the tests and fix the failures", false),
        ];
        for (name, prompt, want) in cases {
            assert_eq!(
                matches!(verdict("", prompt), Verdict::Context(_)),
                *want,
                "{name}"
            );
        }
    }

    #[test]
    fn the_reminder_and_words_are_configurable() {
        let toml = "[decision-adr-trigger]\nwords = [\"design call\"]\nadr_dir = \"adr\"\nreminder = \"Record it in {adr_dir}.\"\n";
        assert_eq!(
            verdict(toml, "that is a design call for you"),
            Verdict::Context("Record it in adr.".into())
        );
        assert_eq!(verdict(toml, "decide now"), Verdict::Allow);
        let Verdict::Context(text) = verdict("", "decide") else {
            panic!()
        };
        assert!(text.contains("`docs/adr`"), "{text}");
    }
}
