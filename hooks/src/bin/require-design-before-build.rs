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
//!
//! Parsed, not matched: agent types normalised (plugin prefixes like
//! `plugin:builder`, case) and renamed copies of a builder found by their
//! definitions under `.claude/agents/` (the `name:` or most of the text);
//! a design reference must resolve (relative, absolute, in typographic
//! quotes) to a file that exists and is not a placeholder, outside fenced
//! code blocks; a waiver is a whole line with a real reason.
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
use std::path::{Path, PathBuf};

pub(crate) const GUARD: Guard = Guard {
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

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Agent(agent) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let Some(kind) = agent.subagent_type.as_deref() else {
        return Ok(Verdict::Allow);
    };
    let builders: Vec<String> = cfg
        .strings("builders")?
        .unwrap_or_else(|| BUILDERS.map(str::to_owned).to_vec())
        .iter()
        .map(|b| normalise_kind(b))
        .collect();
    let root = payload::paths::normalize(cfg.project_root().unwrap_or(&p.cwd), &p.cwd);
    let normalised = normalise_kind(kind);
    let builder = if builders.contains(&normalised) {
        normalised
    } else {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let dirs = agent_dirs(Some(&root), home.as_deref());
        match builder_by_definition(&normalised, &builders, &dirs) {
            Some(b) => b,
            None => return Ok(Verdict::Allow),
        }
    };
    let shown = if builder == kind {
        format!("`{kind}`")
    } else {
        format!("`{kind}` (a `{builder}`)")
    };
    let globs = cfg
        .strings("design_globs")?
        .unwrap_or_else(|| DESIGN_GLOBS.map(str::to_owned).to_vec());
    if referenced_design(&agent.prompt, &globs, &root).is_some() {
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
    Ok(payload::refusal(GUARD.name, format!("dispatching the {shown} subagent `{}` without a design", agent.description))
        .rule("design before build: builder subagents work from a ratified design contract, not a prose brief — they were hand-writing structure that generation produces correctly, and a subagent sees nothing but its brief")
        .instead(format!(
            "name the design contract in the brief (an existing, written file matching one of {}){waiver}; or dispatch an analyst/`Plan` agent to write the design first",
            globs.iter().map(|g| format!("`{g}`")).collect::<Vec<_>>().join(", ")
        ))
        .allow("the user can change `builders` or `design_globs`, or set `enabled = false`, under `[require-design-before-build]` in `.claude/gatehouse.toml`")
        .verdict())
}

/// Largest agent definition or design file read.
const MAX_FILE: u64 = 256 * 1024;

/// The agent type as the builders list spells it: a plugin prefix dropped
/// (`plugin:builder`, `my-plugin:builder`), case folded, spaces trimmed.
fn normalise_kind(kind: &str) -> String {
    kind.rsplit(':')
        .next()
        .unwrap_or(kind)
        .trim()
        .to_lowercase()
}

/// The directories holding agent definitions: the project's and the user's.
fn agent_dirs(root: Option<&Path>, home: Option<&Path>) -> Vec<PathBuf> {
    [root, home]
        .into_iter()
        .flatten()
        .map(|d| d.join(".claude/agents"))
        .filter(|d| d.is_dir())
        .collect()
}

fn read_small(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > MAX_FILE {
        return None;
    }
    std::fs::read_to_string(path).ok()
}

/// An agent definition: its frontmatter `name` and its body's words.
fn definition(text: &str) -> (Option<String>, Vec<String>) {
    let mut name = None;
    let mut body = text;
    if let Some(rest) = text.strip_prefix("---")
        && let Some(end) = rest.find("\n---")
    {
        let front = rest.get(..end).unwrap_or("");
        body = rest.get(end + 4..).unwrap_or("");
        for line in front.lines() {
            if let Some(v) = line.trim().strip_prefix("name:") {
                name = Some(normalise_kind(v.trim().trim_matches(['"', '\''])));
            }
        }
    }
    let mut words: Vec<String> = body
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.len() > 2)
        .map(str::to_lowercase)
        .collect();
    words.sort();
    words.dedup();
    (name, words)
}

/// True when the agent `kind` is a builder under another name: its
/// definition (`.claude/agents/<kind>.md`, or the file whose `name:` is
/// `kind`) names a builder, or is a copy of a builder's definition (most of
/// its words the same).
fn builder_by_definition(kind: &str, builders: &[String], dirs: &[PathBuf]) -> Option<String> {
    let mut files: Vec<(PathBuf, Option<String>, Vec<String>)> = Vec::new();
    for d in dirs {
        let Ok(entries) = std::fs::read_dir(d) else {
            continue;
        };
        for e in entries.flatten().take(200) {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "md")
                && let Some(text) = read_small(&p)
            {
                let (name, words) = definition(&text);
                files.push((p, name, words));
            }
        }
    }
    let stem = |p: &Path| {
        p.file_stem()
            .map(|s| normalise_kind(&s.to_string_lossy()))
            .unwrap_or_default()
    };
    let own = files.iter().find(|(p, name, _)| {
        name.as_deref() == Some(kind) || (name.is_none() && stem(p) == kind) || stem(p) == kind
    })?;
    if let Some(n) = &own.1
        && builders.contains(n)
    {
        return Some(n.clone());
    }
    for (p, name, words) in &files {
        let b = name.clone().unwrap_or_else(|| stem(p));
        if !builders.contains(&b) || std::ptr::eq(p, &own.0) {
            continue;
        }
        let common = words
            .iter()
            .filter(|w| own.2.binary_search(w).is_ok())
            .count();
        let union = words.len() + own.2.len() - common;
        if union > 0 && common * 10 >= union * 7 {
            return Some(b);
        }
    }
    None
}

/// Lines of the brief outside code: fenced blocks, indented blocks (four
/// spaces or a tab after a blank line) and HTML comments (`<!-- … -->`, which
/// a reader of the rendered brief never sees) are dropped.
fn prose_lines(prompt: &str) -> Vec<String> {
    // HTML comments, across lines.
    let mut text = String::with_capacity(prompt.len());
    let mut rest = prompt;
    while let Some(k) = rest.find("<!--") {
        text.push_str(rest.get(..k).unwrap_or_default());
        match rest.get(k..).and_then(|r| r.find("-->")) {
            Some(end) => rest = rest.get(k + end + 3..).unwrap_or_default(),
            None => rest = "",
        }
    }
    text.push_str(rest);
    let mut out = Vec::new();
    let mut fenced = false;
    // A brief indented as a whole (written from an indented heredoc) is
    // prose: an indented block counts only after a prose line and a blank.
    let mut after_blank = false;
    let mut seen_prose = false;
    let mut in_indented = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let indented = line.starts_with("    ") || line.starts_with('\t');
        if t.is_empty() {
            after_blank = seen_prose;
            continue;
        }
        if indented && (after_blank || in_indented) {
            in_indented = true;
            after_blank = false;
            continue;
        }
        in_indented = false;
        after_blank = false;
        seen_prose = true;
        out.push(line.to_owned());
    }
    out
}

/// True when a design file holds nothing yet: empty, or a short stub that
/// says it is a placeholder.
fn placeholder(text: &str) -> bool {
    let t = text.trim();
    if t.len() < 16 {
        return true;
    }
    let lower = t.to_lowercase();
    t.len() < 400
        && [
            "todo",
            "tbd",
            "placeholder",
            "not written",
            "to be written",
            "coming soon",
            "wip",
            "lorem ipsum",
            "fill in",
            "fill me",
        ]
        .iter()
        .any(|m| lower.contains(m))
}

/// The first design the brief names: a path-like word (split on spaces,
/// quotes — typographic too — and brackets) that a design glob matches once
/// made relative to the project, naming a file that exists and is not a
/// placeholder. Words in fenced code blocks do not count.
fn referenced_design(prompt: &str, globs: &[String], root: &Path) -> Option<String> {
    for line in prose_lines(prompt) {
        for t in line.split(|c: char| c.is_whitespace() || "`'\"()[]<>,;“”‘’«»「」*".contains(c))
        {
            let t = t.trim_end_matches(['.', ':', '!', '?']);
            // `design.md#section`, `design.md:12`: the file.
            let t = t.split('#').next().unwrap_or(t);
            let t = match t.split_once(".md:") {
                Some((head, line)) if line.chars().all(|c| c.is_ascii_digit() || c == ':') => {
                    t.get(..head.len() + 3).unwrap_or(t)
                }
                _ => t,
            };
            if !(t.contains('/') || t.contains('.')) {
                continue;
            }
            let path = payload::paths::normalize(Path::new(t), root);
            let Some(rel) = path.strip_prefix(root).ok().and_then(Path::to_str) else {
                continue;
            };
            if !globs.iter().any(|g| payload::glob::matches(g, rel)) {
                continue;
            }
            let ok = if path.is_dir() {
                std::fs::read_dir(&path).is_ok_and(|mut e| e.next().is_some())
            } else {
                read_small(&path).is_some_and(|text| !placeholder(&text))
            };
            if ok {
                return Some(rel.to_owned());
            }
        }
    }
    None
}

/// A standalone `DESIGN_WAIVER: <reason>` line, outside code blocks: the
/// marker opens the line and a reason follows (words, not `none`, `n/a`,
/// `-`, `tbd`).
fn has_waiver(prompt: &str) -> bool {
    prose_lines(prompt).iter().any(|l| {
        l.trim_start()
            .trim_start_matches(['-', '*'])
            .trim_start()
            .strip_prefix(WAIVER)
            .is_some_and(|reason| {
                let r = reason.trim().trim_end_matches('.').to_lowercase();
                let letters = r.chars().filter(|c| c.is_alphabetic()).count();
                letters >= 4
                    && !matches!(
                        r.as_str(),
                        "none"
                            | "n/a"
                            | "na"
                            | "tbd"
                            | "todo"
                            | "skip"
                            | "no"
                            | "nope"
                            | "null"
                            | "reason"
                            | "<reason>"
                            | "waived"
                            | "waiver"
                            | "n.a"
                            | "xxx"
                    )
            })
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

    /// A project with written designs, a placeholder and agent definitions.
    fn project() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        let root = d.path();
        let builder_def = "---\nname: builder\ndescription: implements from a design\n---\nYou implement features from the ratified design contract. Write code, tests and wiring exactly as the design says; never invent structure.\n";
        for (path, text) in [
            (
                "docs/design/parser.md",
                "# Parser design\n\nThe parser reads tokens and builds the tree.\n",
            ),
            (
                "docs/design/store.md",
                "# Store design\n\nKeys, values, and the write-ahead log.\n",
            ),
            ("docs/design/empty.md", "TODO: write this design\n"),
            (
                "api/contracts/http.yaml",
                "openapi: 3.1.0\ninfo: {title: api}\n",
            ),
            (
                "parser.design.md",
                "# Parser\n\nThe whole design of the parser.\n",
            ),
            (
                "docs/adr/0042-split.md",
                "# ADR 42: split main.rs into modules\n",
            ),
            (
                "specs/store.md",
                "# Store spec\n\nEverything about the store.\n",
            ),
            (".claude/agents/builder.md", builder_def),
            (
                ".claude/agents/maker.md",
                &builder_def.replace("name: builder", "name: maker"),
            ),
            (
                ".claude/agents/analyst.md",
                "---\nname: analyst\n---\nYou read code and report findings; you never edit files.\n",
            ),
        ] {
            std::fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            std::fs::write(root.join(path), text).unwrap();
        }
        std::fs::create_dir_all(root.join(".git")).unwrap();
        d
    }

    fn agent(kind: Option<&str>, prompt: &str, cwd: &Path) -> Payload {
        let mut input = serde_json::json!({"description": "build thing", "prompt": prompt});
        if let Some(k) = kind {
            input["subagent_type"] = serde_json::Value::from(k);
        }
        let json = serde_json::json!({"session_id": "s", "cwd": cwd, "hook_event_name": "PreToolUse", "tool_name": "Agent", "tool_input": input});
        payload::event::parse(json.to_string().as_bytes()).unwrap()
    }

    fn refused(toml: &str, kind: Option<&str>, prompt: &str) -> bool {
        let d = project();
        let root = d.path().canonicalize().unwrap();
        let prompt = prompt.replace("{root}", &root.display().to_string());
        let c = payload::Config::from_texts(&[("p.toml", toml)], Some(root.clone())).unwrap();
        matches!(
            check(&agent(kind, &prompt, &root), &c.section(GUARD.name)).unwrap(),
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
            (
                "plugin prefix",
                Some("plugin:builder"),
                "Implement the parser.",
                true,
            ),
            ("case", Some("Builder"), "Implement the parser.", true),
            (
                "renamed copy of the builder",
                Some("maker"),
                "Implement the parser.",
                true,
            ),
            (
                "analyst definition",
                Some("analyst"),
                "Read the parser.",
                false,
            ),
            (
                "absolute path",
                Some("builder"),
                "Implement {root}/docs/design/parser.md.",
                false,
            ),
            (
                "typographic quotes",
                Some("builder"),
                "Build per “docs/design/store.md”.",
                false,
            ),
            (
                "design not written",
                Some("builder"),
                "Implement docs/design/lexer.md (not written yet).",
                true,
            ),
            (
                "placeholder design",
                Some("builder"),
                "Implement docs/design/empty.md.",
                true,
            ),
            (
                "design only in a code block",
                Some("builder"),
                "Implement the parser.\n```\ndocs/design/parser.md\n```",
                true,
            ),
            (
                "waiver with no real reason",
                Some("builder"),
                "Split it.\nDESIGN_WAIVER: n/a",
                true,
            ),
            (
                "waiver in a code block",
                Some("builder"),
                "Split it.\n```\nDESIGN_WAIVER: tiny change\n```",
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
            &agent(Some("builder"), "Implement it.", Path::new("/nonexistent")),
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
