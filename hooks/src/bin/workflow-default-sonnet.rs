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
//!
//! Every use of `agent` is judged: aliases (`const a = agent`), member
//! forms (`globalThis.agent`, `agent?.()`, `agent.call/apply`, `(0,
//! agent)()`), calls inside template expressions or hidden by a `/` misread
//! as a regex, and `agent` handed on as a value. A model value must name a
//! model: `undefined`, `""`, `process.env.X` alone, or a spread after it do not.
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

pub(crate) const GUARD: Guard = Guard {
    name: "workflow-default-sonnet",
    events: &[EventKind::PreToolUse],
    keys: &["default_model", "require_agent_model"],
};

/// Largest script file read.
const MAX_SCRIPT: u64 = 1 << 20;

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
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

/// Most nested template-literal expressions tokenized.
const MAX_DEPTH: usize = 16;

/// JavaScript tokens with their line: identifiers, strings, punctuation.
/// Comments are skipped; the text of strings and regex literals is data,
/// but the `${…}` expressions of template literals are code and are
/// tokenized. A `/` after a value (a name, a number, `)`, `]`, `x++`) is a
/// division, not a regex. Bounded: one pass over the characters (plus one
/// per nested template expression).
fn tokens(src: &str) -> Vec<(Tok, usize)> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    lex(&chars, 1, 0, &mut out);
    out
}

fn lex(chars: &[char], first_line: usize, depth: usize, out: &mut Vec<(Tok, usize)>) {
    let (mut i, mut line) = (0usize, first_line);
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
            '/' if regex_may_start(out) => {
                i += 1;
                let start = i;
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
                // A "regex" holding a call of `agent(` is more likely code
                // the division heuristics misread: its calls count too.
                let body: String = chars
                    .get(start..i.saturating_sub(1))
                    .unwrap_or(&[])
                    .iter()
                    .collect();
                if depth < MAX_DEPTH && body.contains("agent(") {
                    let inner: Vec<char> = body.chars().collect();
                    lex(&inner, line, depth + 1, out);
                }
            }
            '"' | '\'' => {
                let quote = c;
                let start_line = line;
                let mut text = String::new();
                i += 1;
                while let Some(c) = at(i) {
                    i += 1;
                    if c == '\\' {
                        if let Some(n) = at(i) {
                            text.push(n);
                        }
                        i += 1;
                    } else if c == quote || c == '\n' {
                        line += usize::from(c == '\n');
                        break;
                    } else {
                        text.push(c);
                    }
                }
                out.push((Tok::Str(text), start_line));
            }
            '`' => {
                let start_line = line;
                let mut text = String::new();
                let mut inner: Vec<(Vec<char>, usize)> = Vec::new();
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
                    } else if c == '$' && at(i) == Some('{') {
                        // `${ expr }`: find the matching `}` (strings inside skipped).
                        i += 1;
                        let expr_start = i;
                        let expr_line = line;
                        let mut d = 1usize;
                        let mut q: Option<char> = None;
                        while let Some(e) = at(i) {
                            i += 1;
                            if e == '\n' {
                                line += 1;
                            }
                            match (q, e) {
                                (Some(_), '\\') => i += 1,
                                (Some(qc), e) if e == qc => q = None,
                                (Some(_), _) => {}
                                (None, '\'' | '"' | '`') => q = Some(e),
                                (None, '{') => d += 1,
                                (None, '}') => {
                                    d -= 1;
                                    if d == 0 {
                                        break;
                                    }
                                }
                                _ => {}
                            }
                        }
                        let expr: Vec<char> = chars
                            .get(expr_start..i.saturating_sub(1))
                            .unwrap_or(&[])
                            .to_vec();
                        inner.push((expr, expr_line));
                        text.push('\u{0}');
                    } else if c == '`' {
                        break;
                    } else {
                        text.push(c);
                    }
                }
                out.push((Tok::Str(text), start_line));
                if depth < MAX_DEPTH {
                    for (expr, l) in inner {
                        // The expressions run: their tokens follow the string,
                        // each as a parenthesised group.
                        out.push((Tok::Punct('('), l));
                        lex(&expr, l, depth + 1, out);
                        out.push((Tok::Punct(')'), l));
                        out.push((Tok::Punct(';'), l));
                    }
                }
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
}

/// A `/` starts a regex literal where an expression may start: not after a
/// value (a name that is not a keyword, a number, a string, `)`, `]`, or a
/// postfix `++`/`--`).
fn regex_may_start(out: &[(Tok, usize)]) -> bool {
    let prev = out.last().map(|t| &t.0);
    let prev2 = out
        .len()
        .checked_sub(2)
        .and_then(|i| out.get(i))
        .map(|t| &t.0);
    match prev {
        None => true,
        Some(Tok::Punct(c @ ('+' | '-'))) if prev2 == Some(&Tok::Punct(*c)) => false,
        Some(Tok::Punct(c)) => "(,=:[!&|?{};+-*%<>~^".contains(*c),
        Some(Tok::Ident(w)) => matches!(
            w.as_str(),
            "return"
                | "typeof"
                | "case"
                | "do"
                | "else"
                | "in"
                | "of"
                | "await"
                | "yield"
                | "void"
                | "delete"
                | "throw"
                | "new"
        ),
        _ => false,
    }
}

struct Missing {
    line: usize,
    why: &'static str,
}

/// Objects through which the global `agent` is reached as a member.
const GLOBALS: &[&str] = &["globalThis", "window", "self", "global"];

fn ident(t: Option<&(Tok, usize)>) -> Option<&str> {
    match t {
        Some((Tok::Ident(w), _)) => Some(w.as_str()),
        _ => None,
    }
}

fn punct(t: Option<&(Tok, usize)>, c: char) -> bool {
    matches!(t, Some((Tok::Punct(p), _)) if *p == c)
}

/// Names bound to a string literal (`const M = "sonnet"`).
fn string_consts(toks: &[(Tok, usize)]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for w in toks.windows(5) {
        if let [
            (Tok::Ident(kw), _),
            (Tok::Ident(name), _),
            (Tok::Punct('='), _),
            (Tok::Str(s), _),
            next,
        ] = w
            && matches!(kw.as_str(), "const" | "let" | "var")
            && !matches!(next.0, Tok::Punct('+' | '.' | '?' | '(' | '['))
        {
            out.push((name.clone(), s.clone()));
        }
    }
    out
}

/// Names bound to an object literal that names a model (`const opts =
/// {model: "sonnet", schema}`), so `agent(p, opts)` and `{...opts}` name it.
fn model_objects(toks: &[(Tok, usize)], consts: &[(String, String)]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, w) in toks.windows(4).enumerate() {
        if let [
            (Tok::Ident(kw), _),
            (Tok::Ident(name), _),
            (Tok::Punct('='), _),
            (Tok::Punct('{'), _),
        ] = w
            && matches!(kw.as_str(), "const" | "let" | "var")
            && matches!(call_model(toks, i + 3, 1, consts, &out), Model::Named)
        {
            out.push(name.clone());
        }
    }
    out
}

/// Every use of the global `agent` that runs a subagent without a visible
/// model: direct calls, calls through aliases (`const a = agent; a(…)`),
/// member forms (`globalThis.agent(…)`, `agent?.(…)`, `agent.call(…)`,
/// `agent.apply(…)`, `(0, agent)(…)`), and `agent` handed on as a value
/// (`xs.map(agent)`), which hides the options it will get.
fn calls_without_model(src: &str) -> Vec<Missing> {
    let toks = tokens(src);
    let consts = string_consts(&toks);
    let objects = model_objects(&toks, &consts);
    // Aliases: `X = agent`, `X = globalThis.agent`, `{ agent: X } = globalThis`.
    let mut aliases: Vec<String> = vec!["agent".to_owned()];
    let mut alias_sites: Vec<usize> = Vec::new();
    let mut in_import = false;
    let mut import_sites: Vec<usize> = Vec::new();
    for (i, (t, _)) in toks.iter().enumerate() {
        match t {
            Tok::Ident(w) if w == "import" => in_import = true,
            Tok::Ident(w) if w == "from" => in_import = false,
            Tok::Punct(';') => in_import = false,
            Tok::Ident(_) if in_import => import_sites.push(i),
            _ => {}
        }
    }
    for _ in 0..3 {
        for i in 0..toks.len() {
            let Some(name) = ident(toks.get(i)) else {
                continue;
            };
            if !aliases.iter().any(|a| a == name) || import_sites.contains(&i) {
                continue;
            }
            // `agent` reached as `globalThis.agent` counts from the global.
            let mut j = i;
            if punct(i.checked_sub(1).and_then(|k| toks.get(k)), '.')
                && !ident(i.checked_sub(2).and_then(|k| toks.get(k)))
                    .is_some_and(|o| GLOBALS.contains(&o))
            {
                continue;
            }
            if punct(i.checked_sub(1).and_then(|k| toks.get(k)), '.') {
                j = i - 2;
            }
            let before = j.checked_sub(1).and_then(|k| toks.get(k));
            let before2 = j.checked_sub(2).and_then(|k| toks.get(k));
            let after = toks.get(i + 1);
            let ends = after.is_none()
                || matches!(
                    after.map(|t| &t.0),
                    Some(Tok::Punct(';' | ',' | ')' | '}')) | Some(Tok::Ident(_))
                );
            // `X = agent` (or `X = agent.bind(…)`)
            if punct(before, '=')
                && !punct(before2, '=')
                && !punct(before2, '!')
                && (ends || punct(after, '.'))
                && let Some(x) = ident(before2)
            {
                if !aliases.iter().any(|a| a == x) {
                    aliases.push(x.to_owned());
                }
                alias_sites.push(i);
            }
            // `{ agent: X }` destructured from a global.
            if punct(after, ':')
                && let Some(x) = ident(toks.get(i + 2))
                && (punct(before, '{') || punct(before, ','))
                && toks
                    .iter()
                    .skip(i)
                    .take(12)
                    .any(|t| matches!(&t.0, Tok::Ident(g) if GLOBALS.contains(&g.as_str())))
            {
                if !aliases.iter().any(|a| a == x) {
                    aliases.push(x.to_owned());
                }
                alias_sites.push(i);
                alias_sites.push(i + 2);
            }
        }
    }
    let mut out = Vec::new();
    for (i, (tok, line)) in toks.iter().enumerate() {
        let name = match tok {
            Tok::Ident(w) => w.as_str(),
            // `globalThis["agent"](…)`
            Tok::Str(s)
                if s == "agent" && punct(i.checked_sub(1).and_then(|k| toks.get(k)), '[') =>
            {
                "agent"
            }
            // `eval("agent")(…)`, `new Function("a", …)`: code built from text.
            Tok::Str(s)
                if s.contains("agent")
                    && ident(i.checked_sub(2).and_then(|k| toks.get(k)))
                        .is_some_and(|f| matches!(f, "eval" | "Function")) =>
            {
                out.push(Missing {
                    line: *line,
                    why: "`agent` reached through code built from text",
                });
                continue;
            }
            _ => continue,
        };
        if !aliases.iter().any(|a| a == name)
            || alias_sites.contains(&i)
            || import_sites.contains(&i)
        {
            continue;
        }
        let prev = i.checked_sub(1).and_then(|k| toks.get(k));
        let prev2 = i.checked_sub(2).and_then(|k| toks.get(k));
        let member_of_global = (punct(prev, '.') || punct(prev, '['))
            && ident(prev2).is_some_and(|o| GLOBALS.contains(&o));
        if (punct(prev, '.') || matches!(tok, Tok::Str(_))) && !member_of_global {
            continue; // `x.agent(`: a method of something else
        }
        if ident(prev) == Some("function") {
            continue; // a definition
        }
        let mut next = i + 1;
        if matches!(tok, Tok::Str(_)) && punct(toks.get(next), ']') {
            next += 1;
        }
        let after = toks.get(next);
        // Object keys (`{agent: x}`), parameters and declarations are not uses.
        if punct(after, ':') && (punct(prev, '{') || punct(prev, ',')) {
            continue;
        }
        if ident(prev).is_some_and(|p| matches!(p, "const" | "let" | "var" | "function" | "class"))
        {
            continue;
        }
        let judged = if punct(after, '(') {
            Some(call_model(&toks, next, 2, &consts, &objects))
        } else if punct(after, '?')
            && punct(toks.get(next + 1), '.')
            && punct(toks.get(next + 2), '(')
        {
            Some(call_model(&toks, next + 2, 2, &consts, &objects))
        } else if punct(after, '.') {
            match ident(toks.get(next + 1)) {
                Some("call" | "bind") if punct(toks.get(next + 2), '(') => {
                    Some(call_model(&toks, next + 2, 2, &consts, &objects))
                }
                Some("apply") if punct(toks.get(next + 2), '(') => {
                    Some(call_model(&toks, next + 2, 3, &consts, &objects))
                }
                // Any other member (`agent.name`) reads a property; no call.
                _ => None,
            }
        } else if punct(after, ')') && punct(toks.get(next + 1), '(') {
            // `(0, agent)(…)`
            Some(call_model(&toks, next + 1, 2, &consts, &objects))
        } else if punct(after, '=') && !punct(toks.get(next + 1), '=') {
            None // assigned to
        } else {
            // Handed on as a value: whoever calls it, its options are unseen.
            Some(Model::Escapes)
        };
        match judged {
            None | Some(Model::Named) => {}
            Some(Model::Missing) => out.push(Missing {
                line: *line,
                why: "no `model`",
            }),
            Some(Model::Hidden) => out.push(Missing {
                line: *line,
                why: "`model` not visible in the call",
            }),
            Some(Model::Empty) => out.push(Missing {
                line: *line,
                why: "`model` names no model",
            }),
            Some(Model::Escapes) => out.push(Missing {
                line: *line,
                why: "`agent` handed on as a value",
            }),
        }
    }
    out
}

enum Model {
    Named,
    Missing,
    Hidden,
    /// `model: undefined`, `model: ""`, `model: process.env.X`.
    Empty,
    Escapes,
}

/// Looks through the argument list starting at the `(` at `open`; the
/// options object is an object literal at bracket depth `at` (2: an
/// argument; 3: inside `apply`'s array).
fn call_model(
    toks: &[(Tok, usize)],
    open: usize,
    at: usize,
    consts: &[(String, String)],
    objects: &[String],
) -> Model {
    let mut depth = 0usize; // bracket depth relative to the call's `(`
    let mut object_depth: Vec<usize> = Vec::new(); // depths of open object literals
    let mut result: Option<Model> = None;
    let mut top_args_opaque = false;
    let mut spread_before = false;
    // Object literals spread into the options (`{...{model: "sonnet"}}`):
    // their keys are the options' keys.
    let mut inline: Vec<usize> = Vec::new();
    let level = |d: usize, inline: &[usize]| d == at || inline.contains(&d);
    let mut i = open;
    while let Some((tok, _)) = toks.get(i) {
        match tok {
            Tok::Punct('(') | Tok::Punct('[') => depth += 1,
            Tok::Punct('{') => {
                depth += 1;
                object_depth.push(depth);
                if i.checked_sub(1).and_then(|k| toks.get(k)).map(|t| &t.0) == Some(&Tok::Spread)
                    && level(depth - 1, &inline)
                {
                    inline.push(depth);
                }
            }
            Tok::Punct(')') | Tok::Punct(']') | Tok::Punct('}') => {
                if *tok == Tok::Punct('}') {
                    object_depth.pop();
                    inline.retain(|d| *d != depth);
                }
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            // `...base` where `base` is an object literal naming a model.
            Tok::Spread
                if level(depth, &inline)
                    && object_depth.last() == Some(&depth)
                    && ident(toks.get(i + 1)).is_some_and(|n| objects.iter().any(|o| o == n)) =>
            {
                result = Some(Model::Named);
            }
            // An object literal spread in: its keys are judged as they come.
            Tok::Spread if punct(toks.get(i + 1), '{') => {}
            Tok::Spread if level(depth, &inline) && object_depth.last() == Some(&depth) => {
                // A spread after the model may override it.
                if matches!(result, Some(Model::Named)) {
                    result = Some(Model::Hidden);
                } else {
                    spread_before = true;
                }
            }
            // `{["model"]: "sonnet"}`: a computed key that is a literal.
            Tok::Str(w)
                if w == "model"
                    && level(depth.saturating_sub(1), &inline)
                    && object_depth.last() == Some(&depth.saturating_sub(1))
                    && punct(i.checked_sub(1).and_then(|k| toks.get(k)), '[')
                    && punct(toks.get(i + 1), ']')
                    && punct(toks.get(i + 2), ':') =>
            {
                result = Some(value_names_model(toks, i + 3, consts));
            }
            Tok::Ident(w) | Tok::Str(w)
                if w == "model" && level(depth, &inline) && object_depth.last() == Some(&depth) =>
            {
                let prev = i.checked_sub(1).and_then(|k| toks.get(k));
                let is_key = punct(prev, '{') || punct(prev, ',');
                let next = toks.get(i + 1);
                if is_key && punct(next, ':') {
                    result = Some(value_names_model(toks, i + 2, consts));
                } else if is_key && (punct(next, ',') || punct(next, '}')) {
                    // `{model}`: the variable's value.
                    result = Some(
                        if consts
                            .iter()
                            .any(|(n, v)| n == "model" && !v.trim().is_empty())
                        {
                            Model::Named
                        } else {
                            Model::Hidden
                        },
                    );
                }
            }
            // An options argument passed as a variable: `agent(p, opts)`.
            Tok::Ident(w)
                if depth == at - 1
                    && !matches!(w.as_str(), "true" | "false" | "null" | "undefined") =>
            {
                let prev = i.checked_sub(1).and_then(|k| toks.get(k));
                let next = toks.get(i + 1);
                if punct(prev, ',') && punct(next, ')') {
                    if objects.iter().any(|o| o == w) {
                        result = Some(Model::Named);
                    } else {
                        top_args_opaque = true;
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    match result {
        Some(Model::Named) => Model::Named,
        Some(other) => other,
        None if spread_before || top_args_opaque => Model::Hidden,
        None => Model::Missing,
    }
}

/// Whether the value at `i` (up to the next `,`/`}` at its level) names a
/// model: a non-empty string, or a name bound to one, somewhere in it
/// (`process.env.M || "sonnet"` does); `undefined`, `""`, `process.env.M`
/// alone do not.
fn value_names_model(toks: &[(Tok, usize)], mut i: usize, consts: &[(String, String)]) -> Model {
    let mut depth = 0usize;
    // The value's tokens at its own level, then judged by operator: after
    // `&&` only the last operand is the value; after `?` every branch is.
    let mut value: Vec<&Tok> = Vec::new();
    while let Some((t, _)) = toks.get(i) {
        match t {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') if depth == 0 => break,
            Tok::Punct(')' | ']' | '}') => depth -= 1,
            Tok::Punct(',') if depth == 0 => break,
            _ => {}
        }
        value.push(t);
        i += 1;
    }
    let and = value
        .windows(2)
        .rposition(|w| matches!(w, [Tok::Punct('&'), Tok::Punct('&')]));
    if let Some(k) = and {
        value = value.split_off(k + 2);
    }
    let ternary = value
        .iter()
        .position(|t| **t == Tok::Punct('?'))
        .filter(|k| {
            value
                .get(k + 1)
                .is_some_and(|n| !matches!(n, Tok::Punct('.' | '?')))
        });
    let branches: Vec<Vec<&Tok>> = match ternary {
        Some(k) => value
            .get(k + 1..)
            .unwrap_or_default()
            .split(|t| **t == Tok::Punct(':'))
            .map(<[&Tok]>::to_vec)
            .collect(),
        None => vec![value],
    };
    let judged: Vec<Model> = branches
        .iter()
        .map(|b| operand_names_model(b, consts))
        .collect();
    if judged.iter().all(|m| matches!(m, Model::Named)) {
        Model::Named
    } else if judged.iter().any(|m| matches!(m, Model::Empty)) {
        Model::Empty
    } else {
        Model::Missing
    }
}

/// Values that name no model of their own: the main loop's (`inherit`).
const NOT_A_MODEL: &[&str] = &["inherit", "default", "none", "null", "undefined"];

/// Whether the tokens of one operand name a model (see `value_names_model`).
fn operand_names_model(value: &[&Tok], consts: &[(String, String)]) -> Model {
    let mut named = false;
    let mut anything = false;
    for t in value {
        match t {
            Tok::Str(s) => {
                anything = true;
                let bare = s.replace('\u{0}', "");
                let bare = bare.trim();
                named |= (!s.trim().is_empty() && !s.contains('\u{0}') || bare.len() > 1)
                    && !NOT_A_MODEL.contains(&bare.to_ascii_lowercase().as_str());
            }
            Tok::Ident(w) => {
                anything = true;
                named |= consts.iter().any(|(n, v)| {
                    n == w && !v.trim().is_empty() && !NOT_A_MODEL.contains(&v.trim())
                });
            }
            _ => {}
        }
    }
    if named {
        Model::Named
    } else if anything {
        Model::Empty
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
            (
                "destructured alias",
                "const { agent: run } = globalThis; run('x')",
                1,
            ),
            ("options variable hides it", "agent(p, opts)", 1),
            (
                "options variable naming the model",
                "const opts = {model: 'sonnet', schema}\nawait agent(p, opts)",
                0,
            ),
            (
                "spread of options naming the model",
                "const base = {model: 'sonnet'}\nawait agent(p, {...base, schema})",
                0,
            ),
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
            ("alias", "const a = agent; await a('x')", 1),
            (
                "alias named",
                "const a = agent; await a('x', {model: 'haiku'})",
                0,
            ),
            ("globalThis member", "await globalThis.agent('x')", 1),
            ("globalThis index", "await globalThis['agent']('x')", 1),
            ("optional call", "await agent?.('x')", 1),
            ("call", "await agent.call(null, 'x')", 1),
            (
                "call named",
                "await agent.call(null, 'x', {model: 'sonnet'})",
                0,
            ),
            ("apply", "await agent.apply(null, ['x'])", 1),
            (
                "apply named",
                "await agent.apply(null, ['x', {model: 'sonnet'}])",
                0,
            ),
            ("comma call", "await (0, agent)('x')", 1),
            ("in a template expression", "log(`${await agent('x')}`)", 1),
            ("handed on", "await Promise.all(prompts.map(agent))", 1),
            (
                "after a postfix increment",
                "let i = 0; i++ / 2; agent('x'); const z = 1 / 2",
                1,
            ),
            ("model undefined", "agent('x', {model: undefined})", 1),
            ("model empty", "agent('x', {model: ''})", 1),
            (
                "model from env",
                "agent('x', {model: process.env.MODEL})",
                1,
            ),
            (
                "model from env with default",
                "agent('x', {model: process.env.MODEL || 'sonnet'})",
                0,
            ),
            (
                "spread overrides",
                "agent('x', {model: 'sonnet', ...opts})",
                1,
            ),
            ("spread before", "agent('x', {...opts, model: 'sonnet'})", 0),
            (
                "const model",
                "const M = 'haiku'; agent('x', {model: M})",
                0,
            ),
            (
                "import is no call",
                "import { agent } from 'workflow'; agent('x', {model: 'sonnet'})",
                0,
            ),
            ("key named agent", "const roles = {agent: 'x'}", 0),
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
