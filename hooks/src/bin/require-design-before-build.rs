//! require-design-before-build: refuses dispatching a builder-type subagent
//! whose brief neither references a design contract nor carries a standalone
//! `DESIGN_WAIVER: <reason>` line.
//!
//! # What it refuses
//! An `Agent` call whose `subagent_type` is one of the configured builders
//! (default `builder`, `wirer`, `refactorer`) and whose `prompt` names no path
//! matching the configured design globs and has no line of its own that
//! starts with `DESIGN_WAIVER:` followed by a reason. Analysts, auditors,
//! reviewers, test-writers, `Explore`, `Plan` and `general-purpose` are not
//! builders: gating them "would deadlock the workflow" (reference fleet).
//!
//! # Why (the incident)
//! RUL-022 "design before build": implementation subagents "were being
//! dispatched straight from prose briefs with no ratified design,
//! hand-writing structure that generation would have produced correctly".
//! A subagent never sees the user's conversation; the brief is all it has.
//!
//! # Refused
//! - `Agent {subagent_type: "builder", prompt: "Implement the parser."}`
//! - `Agent {subagent_type: "wirer", prompt: "Wire it up. DESIGN_WAIVER: tiny"}`
//!   (the waiver is not a line of its own)
//! - `Agent {subagent_type: "refactorer", prompt: "DESIGN_WAIVER:\nsplit it"}` (no reason)
//!
//! # Allowed
//! - `Agent {subagent_type: "builder", prompt: "Implement docs/design/parser.md."}`
//! - `Agent {subagent_type: "builder", prompt: "Fix the typo.\nDESIGN_WAIVER: one-line fix"}`
//! - `Agent {subagent_type: "Explore", prompt: "find the parser"}`
//!
//! # Configuration
//! `[require-design-before-build]`: `enabled`; `builders` (subagent types
//! gated; default `["builder", "wirer", "refactorer"]`); `design_globs`
//! (project-relative globs a brief must name one of; default
//! `["docs/design/**", "design/**", "**/*.design.md", "**/contracts/**", "docs/adr/**"]`);
//! `allow_waiver` (default `true`: the reference's `DESIGN_WAIVER:` line).
//!
//! # Escape hatch
//! The `DESIGN_WAIVER: <reason>` line is the reference's deliberate, visible
//! waiver: it stays in the brief and the transcript for review. The user can
//! turn it off (`allow_waiver = false`), change `builders`, or set
//! `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};

const GUARD: Guard = Guard {
    name: "require-design-before-build",
    events: &[EventKind::PreToolUse],
    keys: &["builders", "design_globs", "allow_waiver"],
};

const BUILDERS: [&str; 3] = ["builder", "wirer", "refactorer"];
const DESIGN_GLOBS: [&str; 5] = [
    "docs/design/**",
    "design/**",
    "**/*.design.md",
    "**/contracts/**",
    "docs/adr/**",
];
const WAIVER: &str = "DESIGN_WAIVER:";

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Agent(agent) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let Some(kind) = agent.subagent_type.as_deref() else {
        return Ok(Verdict::Allow);
    };
    let builders = cfg
        .strings("builders")?
        .unwrap_or_else(|| BUILDERS.map(str::to_owned).to_vec());
    if !builders.iter().any(|b| b == kind) {
        return Ok(Verdict::Allow);
    }
    let globs = cfg
        .strings("design_globs")?
        .unwrap_or_else(|| DESIGN_GLOBS.map(str::to_owned).to_vec());
    if referenced_design(&agent.prompt, &globs).is_some() {
        return Ok(Verdict::Allow);
    }
    let waiver_allowed = cfg.bool("allow_waiver", true)?;
    if waiver_allowed && has_waiver(&agent.prompt) {
        return Ok(Verdict::Allow);
    }
    let waiver = if waiver_allowed {
        format!(", or, when no design is warranted, a line of its own `{WAIVER} <reason>`")
    } else {
        String::new()
    };
    Ok(payload::refusal(GUARD.name, format!("dispatching the `{kind}` subagent `{}` without a design", agent.description))
        .rule("RUL-022 design before build: builder subagents work from a ratified design contract, not a prose brief — they were hand-writing structure that generation produces correctly, and a subagent sees nothing but its brief")
        .instead(format!(
            "name the design contract in the brief (a path matching one of {}){waiver}; or dispatch an analyst/`Plan` agent to write the design first",
            globs.iter().map(|g| format!("`{g}`")).collect::<Vec<_>>().join(", ")
        ))
        .allow("the user can change `builders` or `design_globs`, or set `enabled = false`, under `[require-design-before-build]` in `.claude/gatehouse.toml`")
        .verdict())
}

/// The first path-like token of the brief that a design glob matches.
fn referenced_design<'a>(prompt: &'a str, globs: &[String]) -> Option<&'a str> {
    prompt
        .split(|c: char| c.is_whitespace() || "`'\"()[]<>,;".contains(c))
        .map(|t| {
            t.trim_end_matches(['.', ':', '!', '?'])
                .trim_start_matches("./")
        })
        .filter(|t| t.contains('/') || t.contains('.'))
        .find(|t| globs.iter().any(|g| payload::glob::matches(g, t)))
}

/// A standalone `DESIGN_WAIVER: <reason>` line (the marker opens the line and
/// a reason follows it).
fn has_waiver(prompt: &str) -> bool {
    prompt.lines().any(|l| {
        l.trim_start()
            .strip_prefix(WAIVER)
            .is_some_and(|reason| !reason.trim().is_empty())
    })
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

    fn agent(kind: Option<&str>, prompt: &str) -> Payload {
        let mut input = serde_json::json!({"description": "build thing", "prompt": prompt});
        if let Some(k) = kind {
            input["subagent_type"] = serde_json::Value::from(k);
        }
        let json = serde_json::json!({"session_id": "s", "cwd": "/r", "hook_event_name": "PreToolUse", "tool_name": "Agent", "tool_input": input});
        payload::event::parse(json.to_string().as_bytes()).unwrap()
    }

    fn refused(toml: &str, kind: Option<&str>, prompt: &str) -> bool {
        let c = payload::Config::from_texts(&[("p.toml", toml)], None).unwrap();
        matches!(
            check(&agent(kind, prompt), &c.section(GUARD.name)).unwrap(),
            Verdict::Deny(_)
        )
    }

    #[test]
    fn case_table() {
        let cases: &[(&str, Option<&str>, &str, bool)] = &[
            (
                "builder from prose",
                Some("builder"),
                "Implement the parser.",
                true,
            ),
            (
                "wirer from prose",
                Some("wirer"),
                "Wire the CLI to the store.",
                true,
            ),
            (
                "refactorer from prose",
                Some("refactorer"),
                "Split main.rs.",
                true,
            ),
            (
                "inline waiver is not a line",
                Some("builder"),
                "Implement the parser. DESIGN_WAIVER: tiny",
                true,
            ),
            (
                "waiver without reason",
                Some("builder"),
                "Split it.\nDESIGN_WAIVER:   ",
                true,
            ),
            (
                "lower-case waiver",
                Some("builder"),
                "Split it.\ndesign_waiver: small",
                true,
            ),
            (
                "design doc named",
                Some("builder"),
                "Implement docs/design/parser.md exactly.",
                false,
            ),
            (
                "design doc in backticks",
                Some("builder"),
                "Build per `docs/design/store.md`.",
                false,
            ),
            (
                "contract dir",
                Some("wirer"),
                "Wire it as api/contracts/http.yaml says",
                false,
            ),
            (
                "design suffix",
                Some("builder"),
                "Follow ./parser.design.md",
                false,
            ),
            (
                "adr",
                Some("refactorer"),
                "Refactor per docs/adr/0042-split.md",
                false,
            ),
            (
                "standalone waiver",
                Some("builder"),
                "Fix the typo in README.\nDESIGN_WAIVER: one-character fix",
                false,
            ),
            (
                "indented waiver",
                Some("builder"),
                "Fix it.\n   DESIGN_WAIVER: trivial",
                false,
            ),
            ("explore exempt", Some("Explore"), "Find the parser.", false),
            ("plan exempt", Some("Plan"), "Plan the parser.", false),
            (
                "general-purpose exempt",
                Some("general-purpose"),
                "Implement the parser.",
                false,
            ),
            (
                "reviewer exempt",
                Some("reviewer"),
                "Review the parser.",
                false,
            ),
            ("no type", None, "Implement the parser.", false),
            (
                "unrelated path is not a design",
                Some("builder"),
                "Implement src/parser.rs",
                true,
            ),
        ];
        for (name, kind, prompt, want) in cases {
            assert_eq!(refused("", *kind, prompt), *want, "{name}");
        }
    }

    #[test]
    fn config_changes_builders_globs_and_waiver() {
        let toml = "[require-design-before-build]\nbuilders = [\"coder\"]\ndesign_globs = [\"specs/**\"]\nallow_waiver = false\n";
        assert!(refused(
            toml,
            Some("coder"),
            "Build it.\nDESIGN_WAIVER: tiny"
        ));
        assert!(!refused(toml, Some("coder"), "Build specs/store.md"));
        assert!(!refused(toml, Some("builder"), "Build it."));
    }

    #[test]
    fn the_refusal_says_what_to_do() {
        let c = payload::Config::default();
        let Verdict::Deny(text) = check(
            &agent(Some("builder"), "Implement it."),
            &c.section(GUARD.name),
        )
        .unwrap() else {
            panic!()
        };
        assert!(
            text.starts_with(
                "require-design-before-build: refused dispatching the `builder` subagent"
            ),
            "{text}"
        );
        assert!(
            text.contains("DESIGN_WAIVER:")
                && text.contains("docs/design/**")
                && text.contains("To allow:"),
            "{text}"
        );
    }

    #[test]
    fn other_tools_pass() {
        let json = r#"{"session_id":"s","cwd":"/","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}"#;
        let c = payload::Config::default();
        assert_eq!(
            check(
                &payload::event::parse(json.as_bytes()).unwrap(),
                &c.section(GUARD.name)
            )
            .unwrap(),
            Verdict::Allow
        );
    }
}
