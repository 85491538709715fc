//! workflow-default-sonnet: refuses a Workflow script whose `agent()` calls do
//! not name a model, and (when configured) Agent calls without `model`.
//!
//! # What it refuses
//! A `Workflow` call whose script — inline `script`, the file at `scriptPath`,
//! or the saved workflow `name` (`.claude/workflows/<name>.{js,mjs}` in the
//! project or in `~/.claude/`) — has an `agent(…)` call with no `model` key in
//! its options object. The script is tokenized (strings, comments, template
//! literals and regex literals never count): `agent("write the model")` is
//! still missing a model. A `model` hidden behind `...spread` or an options
//! variable cannot be seen and is refused too. With `require_agent_model =
//! true`, an `Agent` tool call without `model` is refused as well.
//!
//! # Why (the incident)
//! Measured 2026-08-05 in the reference fleet: two workflow scripts were
//! authored with no model on any `agent()` call — 58 agents, 100% on the most
//! expensive model, 10.4M subagent tokens, for fan-out work that is
//! Sonnet-shaped. A subagent silently inherits the main loop's model.
//!
//! # Refused
//! - `agent("review src/api")`
//! - `agent(prompt, opts)`, `agent(p, {...base})` (the model cannot be seen)
//! - `Agent {prompt: "…"}` with `require_agent_model = true`
//!
//! # Allowed
//! - `agent("review", {model: "sonnet"})`, `agent({prompt: p, "model": "haiku"})`
//! - `const model = "sonnet"; agent(p, {model})`
//! - a script whose only `agent(` is inside a string or a comment
//!
//! # Configuration
//! `[workflow-default-sonnet]`: `enabled`; `default_model` (named in the
//! refusal; default `sonnet`); `require_agent_model` (default `false`).
//!
//! # Escape hatch
//! Name the model explicitly — `model: "opus"` is allowed when the work needs
//! it; the rule is that the choice is visible. The user can set
//! `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use std::path::{Path, PathBuf};

const GUARD: Guard = Guard {
    name: "workflow-default-sonnet",
    events: &[EventKind::PreToolUse],
    keys: &["default_model", "require_agent_model"],
};

/// Largest script file read.
const MAX_SCRIPT: u64 = 1 << 20;

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let model = cfg
        .string("default_model")?
        .unwrap_or_else(|| "sonnet".to_owned());
    match &call.input {
        ToolInput::Agent(a) if a.model.is_none() && cfg.bool("require_agent_model", false)? => {
            Ok(payload::refusal(GUARD.name, format!("the `Agent` call `{}` without `model`", a.description))
                .rule("a subagent without a model silently inherits the main loop's (most expensive) model; 58 agents did so in one incident")
                .instead(format!("add `\"model\": \"{model}\"` (or the model the task needs) to the call"))
                .allow("the user can set `require_agent_model = false` under `[workflow-default-sonnet]` in `.claude/gatehouse.toml`")
                .verdict())
        }
        ToolInput::Workflow(w) => {
            let home = std::env::var_os("HOME").map(PathBuf::from);
            let (script, origin) = if let Some(s) = &w.script {
                (s.clone(), "the inline script".to_owned())
            } else if let Some(path) = &w.script_path {
                let full = payload::paths::normalize(Path::new(path), &p.cwd);
                (read_script(&full)?, format!("`{path}`"))
            } else if let Some(name) = &w.name {
                let found = saved_workflow(name, cfg.project_root(), home.as_deref()).ok_or_else(|| {
                    Failure::new(format!(
                        "the saved workflow `{name}` is not in `.claude/workflows/` or `~/.claude/workflows/`, so its `agent()` calls cannot be checked; pass its text as `script`"
                    ))
                })?;
                (read_script(&found)?, format!("`{}`", found.display()))
            } else {
                return Err(Failure::new("a Workflow call with none of `script`, `scriptPath`, `name`"));
            };
            let missing = calls_without_model(&script);
            if missing.is_empty() {
                return Ok(Verdict::Allow);
            }
            let lines: Vec<String> = missing.iter().take(8).map(|m| format!("line {} ({})", m.line, m.why)).collect();
            Ok(payload::refusal(GUARD.name, format!("the Workflow {origin}: {} `agent()` call(s) name no model", missing.len()))
                .rule(format!(
                    "every `agent()` names its model, or it silently inherits the main loop's (most expensive) model — 58 agents did in one incident; at {}",
                    lines.join(", ")
                ))
                .instead(format!("add `model: \"{model}\"` to each call's options, e.g. `agent(prompt, {{model: \"{model}\"}})`, or the model the step needs"))
                .allow("the user can set `enabled = false` under `[workflow-default-sonnet]` in `.claude/gatehouse.toml`")
                .verdict())
        }
        _ => Ok(Verdict::Allow),
    }
}

fn read_script(path: &Path) -> Result<String, Failure> {
    let meta =
        std::fs::metadata(path).map_err(|e| Failure::new(format!("{}: {e}", path.display())))?;
    if meta.len() > MAX_SCRIPT {
        return Err(Failure::new(format!(
            "{} is larger than {MAX_SCRIPT} bytes",
            path.display()
        )));
    }
    std::fs::read_to_string(path).map_err(|e| Failure::new(format!("{}: {e}", path.display())))
}

fn saved_workflow(name: &str, root: Option<&Path>, home: Option<&Path>) -> Option<PathBuf> {
    if name.contains('/') || name.contains("..") {
        return None;
    }
    [
        root.map(|r| r.join(".claude/workflows")),
        home.map(|h| h.join(".claude/workflows")),
    ]
    .into_iter()
    .flatten()
    .flat_map(|dir| ["js", "mjs"].map(|ext| dir.join(format!("{name}.{ext}"))))
    .find(|p| p.is_file())
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Str(String),
    Punct(char),
    Spread,
}

/// JavaScript tokens with their line: identifiers, string keys, punctuation;
/// comments, template literals and regex literals are skipped (their text is
/// data). Bounded: one pass over the bytes.
fn tokens(src: &str) -> Vec<(Tok, usize)> {
    let chars: Vec<char> = src.chars().collect();
    let mut out: Vec<(Tok, usize)> = Vec::new();
    let (mut i, mut line) = (0usize, 1usize);
    let at = |i: usize| chars.get(i).copied();
    while let Some(c) = at(i) {
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '/' if at(i + 1) == Some('/') => {
                while at(i).is_some_and(|c| c != '\n') {
                    i += 1;
                }
            }
            '/' if at(i + 1) == Some('*') => {
                i += 2;
                while let Some(c) = at(i) {
                    if c == '*' && at(i + 1) == Some('/') {
                        i += 2;
                        break;
                    }
                    line += usize::from(c == '\n');
                    i += 1;
                }
            }
            '/' if regex_may_start(out.last().map(|(t, _)| t)) => {
                i += 1;
                let mut class = false;
                while let Some(c) = at(i) {
                    i += 1;
                    match c {
                        '\\' => i += 1,
                        '[' => class = true,
                        ']' => class = false,
                        '/' if !class => break,
                        '\n' => break,
                        _ => {}
                    }
                }
            }
            '"' | '\'' | '`' => {
                let quote = c;
                let start_line = line;
                let mut text = String::new();
                let mut depth = 0usize; // `${` nesting inside a template literal
                i += 1;
                while let Some(c) = at(i) {
                    i += 1;
                    if c == '\n' {
                        line += 1;
                    }
                    if c == '\\' {
                        if let Some(n) = at(i) {
                            text.push(n);
                        }
                        i += 1;
                    } else if quote == '`' && c == '$' && at(i) == Some('{') {
                        depth += 1;
                        i += 1;
                    } else if quote == '`' && depth > 0 && c == '}' {
                        depth -= 1;
                    } else if c == quote && depth == 0 {
                        break;
                    } else {
                        text.push(c);
                    }
                }
                out.push((Tok::Str(text), start_line));
            }
            '.' if at(i + 1) == Some('.') && at(i + 2) == Some('.') => {
                out.push((Tok::Spread, line));
                i += 3;
            }
            c if c.is_alphanumeric() || c == '_' || c == '$' => {
                let mut word = String::new();
                while let Some(c) = at(i).filter(|c| c.is_alphanumeric() || *c == '_' || *c == '$')
                {
                    word.push(c);
                    i += 1;
                }
                out.push((Tok::Ident(word), line));
            }
            c => {
                out.push((Tok::Punct(c), line));
                i += 1;
            }
        }
    }
    out
}

/// A `/` starts a regex literal where an expression may start.
fn regex_may_start(prev: Option<&Tok>) -> bool {
    match prev {
        None => true,
        Some(Tok::Punct(c)) => "(,=:[!&|?{};+-*%<>~^".contains(*c),
        Some(Tok::Ident(w)) => matches!(
            w.as_str(),
            "return" | "typeof" | "case" | "do" | "else" | "in" | "of"
        ),
        _ => false,
    }
}

struct Missing {
    line: usize,
    why: &'static str,
}

/// Every `agent(…)` call (a call of the global, not a method or a
/// definition) whose arguments carry no visible `model` key.
fn calls_without_model(src: &str) -> Vec<Missing> {
    let toks = tokens(src);
    let mut out = Vec::new();
    for (i, (tok, line)) in toks.iter().enumerate() {
        if *tok != Tok::Ident("agent".into())
            || toks.get(i + 1).map(|t| &t.0) != Some(&Tok::Punct('('))
        {
            continue;
        }
        let prev = i.checked_sub(1).and_then(|j| toks.get(j)).map(|t| &t.0);
        // `x.agent(` is a method, `function agent(` a definition; `await agent(`,
        // `return agent(` and `yield agent(` are calls.
        if matches!(prev, Some(Tok::Punct('.')))
            || matches!(prev, Some(Tok::Ident(w)) if w == "function")
        {
            continue;
        }
        match call_model(&toks, i + 1) {
            Model::Named => {}
            Model::Missing => out.push(Missing {
                line: *line,
                why: "no `model`",
            }),
            Model::Hidden => out.push(Missing {
                line: *line,
                why: "`model` not visible in the call",
            }),
        }
    }
    out
}

enum Model {
    Named,
    Missing,
    Hidden,
}

/// Looks through the argument list starting at the `(` at `open`.
fn call_model(toks: &[(Tok, usize)], open: usize) -> Model {
    let mut depth = 0usize; // bracket depth relative to the call's `(`
    let mut object_depth: Vec<usize> = Vec::new(); // depths of open object literals
    let mut hidden = false;
    let mut top_args_opaque = false;
    let mut i = open;
    while let Some((tok, _)) = toks.get(i) {
        match tok {
            Tok::Punct('(') | Tok::Punct('[') => depth += 1,
            Tok::Punct('{') => {
                depth += 1;
                object_depth.push(depth);
            }
            Tok::Punct(')') | Tok::Punct(']') | Tok::Punct('}') => {
                if *tok == Tok::Punct('}') {
                    object_depth.pop();
                }
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            Tok::Spread if depth == 2 && object_depth.last() == Some(&2) => hidden = true,
            // Only an object passed directly as an argument (depth 2) is the options.
            Tok::Ident(w) | Tok::Str(w)
                if w == "model" && depth == 2 && object_depth.last() == Some(&2) =>
            {
                let next = toks.get(i + 1).map(|t| &t.0);
                if matches!(
                    next,
                    Some(Tok::Punct(':')) | Some(Tok::Punct(',')) | Some(Tok::Punct('}'))
                ) {
                    return Model::Named;
                }
            }
            // An options argument passed as a variable: `agent(p, opts)`.
            Tok::Ident(w)
                if depth == 1 && !matches!(w.as_str(), "true" | "false" | "null" | "undefined") =>
            {
                let prev = toks.get(i - 1).map(|t| &t.0);
                let next = toks.get(i + 1).map(|t| &t.0);
                if matches!(prev, Some(Tok::Punct(','))) && matches!(next, Some(Tok::Punct(')'))) {
                    top_args_opaque = true;
                }
            }
            _ => {}
        }
        i += 1;
    }
    if hidden || top_args_opaque {
        Model::Hidden
    } else {
        Model::Missing
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

    #[test]
    fn script_table() {
        let cases: &[(&str, &str, usize)] = &[
            ("bare call", r#"await agent("review src/api")"#, 1),
            ("two bare calls", "agent('a')\nagent('b', {schema})", 2),
            ("named model", r#"agent("review", {model: "sonnet"})"#, 0),
            ("string key", r#"agent({prompt: p, "model": "haiku"})"#, 0),
            ("shorthand", "const model = 'sonnet'; agent(p, {model})", 0),
            (
                "model in nested object does not count",
                r#"agent(p, {schema: {model: "x"}})"#,
                1,
            ),
            ("spread hides it", "agent(p, {...base})", 1),
            ("options variable hides it", "agent(p, opts)", 1),
            ("in a string", r#"log("call agent() with a model")"#, 0),
            ("in a comment", "// agent('x')\n/* agent('y') */ log(1)", 0),
            ("in a template", "log(`agent(${x})`)", 0),
            ("method call is not the global", "runner.agent('x')", 0),
            ("definition", "function agent(p) { return p }", 0),
            (
                "regex literal",
                r#"const r = /agent\(/; agent(p, {model: "sonnet"})"#,
                0,
            ),
            (
                "parallel fan-out",
                r#"await parallel(files.map(f => agent(`review ${f}`, {model: "sonnet", schema})))"#,
                0,
            ),
            (
                "parallel fan-out missing",
                r#"await parallel(files.map(f => agent(`review ${f}`, {schema})))"#,
                1,
            ),
            (
                "prompt text mentions model",
                r#"agent("pick the model: sonnet")"#,
                1,
            ),
        ];
        for (name, src, want) in cases {
            assert_eq!(calls_without_model(src).len(), *want, "{name}");
        }
    }

    fn payload_of(tool: &str, input: serde_json::Value, cwd: &Path) -> Payload {
        let json = serde_json::json!({"session_id": "s", "cwd": cwd, "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input});
        payload::event::parse(json.to_string().as_bytes()).unwrap()
    }

    #[test]
    fn script_path_and_saved_names_are_read() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::create_dir_all(root.join(".claude/workflows")).unwrap();
        std::fs::write(root.join("wf.js"), "agent('x')").unwrap();
        std::fs::write(
            root.join(".claude/workflows/review.mjs"),
            "agent('x', {model: 'sonnet'})",
        )
        .unwrap();
        let c = payload::Config::from_texts(&[], Some(root.clone())).unwrap();
        let s = c.section(GUARD.name);
        let v = check(
            &payload_of(
                "Workflow",
                serde_json::json!({"scriptPath": "wf.js"}),
                &root,
            ),
            &s,
        )
        .unwrap();
        let Verdict::Deny(text) = v else {
            panic!("{v:?}")
        };
        assert!(
            text.contains("`wf.js`")
                && text.contains("line 1")
                && text.contains("model: \"sonnet\""),
            "{text}"
        );
        assert_eq!(
            check(
                &payload_of("Workflow", serde_json::json!({"name": "review"}), &root),
                &s
            )
            .unwrap(),
            Verdict::Allow
        );
        assert!(
            check(
                &payload_of("Workflow", serde_json::json!({"name": "nope"}), &root),
                &s
            )
            .is_err()
        );
        assert!(
            check(
                &payload_of("Workflow", serde_json::json!({"name": "../x"}), &root),
                &s
            )
            .is_err()
        );
        assert!(
            check(
                &payload_of("Workflow", serde_json::json!({"args": {}}), &root),
                &s
            )
            .is_err()
        );
    }

    #[test]
    fn agent_calls_need_a_model_only_when_configured() {
        let d = tempfile::tempdir().unwrap();
        let input = serde_json::json!({"description": "fan out", "prompt": "p"});
        let off = payload::Config::default();
        assert_eq!(
            check(
                &payload_of("Agent", input.clone(), d.path()),
                &off.section(GUARD.name)
            )
            .unwrap(),
            Verdict::Allow
        );
        let on = payload::Config::from_texts(&[("p.toml", "[workflow-default-sonnet]\nrequire_agent_model = true\ndefault_model = \"haiku\"\n")], None).unwrap();
        let Verdict::Deny(text) = check(
            &payload_of("Agent", input, d.path()),
            &on.section(GUARD.name),
        )
        .unwrap() else {
            panic!()
        };
        assert!(text.contains("\"model\": \"haiku\""), "{text}");
        let named = serde_json::json!({"description": "x", "prompt": "p", "model": "sonnet"});
        assert_eq!(
            check(
                &payload_of("Agent", named, d.path()),
                &on.section(GUARD.name)
            )
            .unwrap(),
            Verdict::Allow
        );
    }
}
