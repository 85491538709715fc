//! The fleet's registrations: `settings/settings.json`, compiled in, and the
//! forms they are written in.
//!
//! `settings/settings.json` is the single source: every other registration
//! (a settings file, the plugin's `hooks/hooks.json`, Codex's `hooks.json`)
//! is derived from it here, so a guard registered there is installed
//! everywhere and the plugin-drift test can compare the two files.
//!
//! Two command forms, both exec form (`"args"` present: the harness runs the
//! binary with no shell, so a path with a space cannot fail to start — a
//! hook that fails to start lets the call run, measured on 2.1.328):
//! - direct: `<bin>/<guard>` with `"args": []` (project and local scope:
//!   the repository itself is the scope);
//! - dispatch: `<bin>/gatehouse-dispatch` with `"args": ["<guard>"]` (user
//!   scope and the plugin, which load in every session: the dispatcher runs
//!   the guard only in repositories that opted in).
//!
//! PreToolUse guards that match the same tools share one entry (a group:
//! `<bin>/gatehouse-dispatch` with `"args": ["--here", "<guard>", …]` in
//! the direct form, `["<guard>", …]` in the dispatch form; see
//! [`hooks_where`] and `src/fanout.rs`): the harness's cost per hook entry
//! dominates a guard's, so a Bash call starts one entry, not eight.

use serde_json::{Map, Value, json};

/// The registrations, one entry per binary: `{bin}` is the binary directory.
pub const TEMPLATE: &str = include_str!("../settings/settings.json");
/// The placeholder for the binary directory in [`TEMPLATE`].
pub const BIN: &str = "{bin}";
/// The dispatcher's binary name.
pub const DISPATCH: &str = "gatehouse-dispatch";
/// The plugin's binary directory, as the harness substitutes it.
pub const PLUGIN_BIN: &str = "${CLAUDE_PLUGIN_ROOT}/bin";

/// How the commands are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Direct,
    Dispatch,
}

/// One hook entry of the template.
#[derive(Debug, Clone)]
pub struct Entry {
    pub event: String,
    pub matcher: Option<String>,
    pub guard: String,
    /// The template's hook object (`{bin}` not yet replaced).
    pub hook: Value,
}

pub fn template() -> Result<Value, String> {
    serde_json::from_str(TEMPLATE)
        .map_err(|e| format!("settings/settings.json (compiled in) is not valid JSON: {e}"))
}

/// Every entry of the template, in file order.
pub fn entries() -> Result<Vec<Entry>, String> {
    let t = template()?;
    let events = t
        .get("hooks")
        .and_then(Value::as_object)
        .ok_or("settings/settings.json has no `hooks` object")?;
    let mut out = Vec::new();
    for (event, groups) in events {
        for group in groups.as_array().into_iter().flatten() {
            let matcher = group
                .get("matcher")
                .and_then(Value::as_str)
                .map(str::to_owned);
            for hook in group
                .get("hooks")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let command = hook.get("command").and_then(Value::as_str).unwrap_or("");
                let guard = command.strip_prefix("{bin}/").ok_or(format!(
                    "settings/settings.json: `{command}` does not start with {{bin}}/"
                ))?;
                out.push(Entry {
                    event: event.clone(),
                    matcher: matcher.clone(),
                    guard: guard.to_owned(),
                    hook: hook.clone(),
                });
            }
        }
    }
    Ok(out)
}

/// Guard names, unique, in template order.
pub fn guard_names() -> Result<Vec<String>, String> {
    Ok(names_of(&entries()?))
}

/// The guard names of `entries`, unique, in their order.
pub fn names_of(entries: &[Entry]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for e in entries {
        if !names.contains(&e.guard) {
            names.push(e.guard.clone());
        }
    }
    names
}

/// Checks a `--guards` subset against the registered guards.
pub fn check_subset(subset: &[String]) -> Result<(), String> {
    let known = guard_names()?;
    let unknown: Vec<&String> = subset.iter().filter(|g| !known.contains(g)).collect();
    if unknown.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "unknown guard(s): {}; registered guards: {}",
            unknown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            known.join(", ")
        ))
    }
}

/// The hooks object for binaries in `bin` (a directory path as it should
/// appear in the command, e.g. an absolute path or [`PLUGIN_BIN`]): the
/// template's events, matcher groups, timeouts and `onFailure`, restricted to
/// `subset` when given.
pub fn hooks(bin: &str, form: Form, subset: Option<&[String]>) -> Result<Value, String> {
    hooks_where(bin, form, subset, &|_| true)
}

/// [`hooks`] with only the entries `keep` selects (what is on).
///
/// PreToolUse entries are grouped: every guard that matches the same set of
/// tools shares one entry (`gatehouse-dispatch [--here] GUARD…`, which runs
/// each on a thread of its own, the PreToolUse guards being compiled in:
/// [`crate::fanout`]), so a tool call starts one hook process, not one per
/// guard. A tool's guards, their
/// order, timeouts and `onFailure` are what the one-entry-per-guard form
/// gives; only the harness's per-hook cost goes.
pub fn hooks_where(
    bin: &str,
    form: Form,
    subset: Option<&[String]>,
    keep: &dyn Fn(&Entry) -> bool,
) -> Result<Value, String> {
    let kept: Vec<Entry> = entries()?
        .into_iter()
        .filter(|e| subset.is_none_or(|s| s.contains(&e.guard)) && keep(e))
        .collect();
    let mut events = Map::new();
    let mut push = |event: &str, matcher: Option<&str>, hook: Value| {
        let mut group = Map::new();
        if let Some(m) = matcher {
            group.insert("matcher".into(), Value::String(m.to_owned()));
        }
        group.insert("hooks".into(), json!([hook]));
        if let Some(list) = events
            .entry(event.to_owned())
            .or_insert_with(|| json!([]))
            .as_array_mut()
        {
            list.push(Value::Object(group));
        }
    };
    let mut grouped_done = false;
    for e in &kept {
        if groupable(e) {
            // All groupable entries are written together, where the first
            // of them stood.
            if !grouped_done {
                grouped_done = true;
                for (tools, members) in tool_groups(&kept) {
                    let names: Vec<String> = members.iter().map(|m| m.guard.clone()).collect();
                    let hook = command_for(bin, form, &names, &merged_hook(&members));
                    push("PreToolUse", Some(&tools.join("|")), hook);
                }
            }
            continue;
        }
        let hook = command_for(bin, form, std::slice::from_ref(&e.guard), &e.hook);
        push(&e.event, e.matcher.as_deref(), hook);
    }
    Ok(Value::Object(events))
}

/// A PreToolUse entry whose matcher is a plain list of tool names (no
/// pattern) and that has no `if` condition: one that can share an entry.
fn groupable(e: &Entry) -> bool {
    e.event == "PreToolUse"
        && e.hook.get("if").is_none()
        && e.matcher.as_deref().is_some_and(|m| {
            !m.is_empty()
                && m.split('|').all(|t| {
                    !t.is_empty() && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                })
        })
}

/// The groupable entries as (tools, guards) groups: for each tool named by
/// a matcher, the guards (in template order) whose matcher names it; tools
/// with the same guards share a group. Groups come in the order of their
/// first tool.
fn tool_groups(kept: &[Entry]) -> Vec<(Vec<String>, Vec<&Entry>)> {
    let groupable: Vec<&Entry> = kept.iter().filter(|e| groupable(e)).collect();
    let mut tools: Vec<String> = Vec::new();
    for e in &groupable {
        for t in e.matcher.as_deref().unwrap_or("").split('|') {
            if !tools.iter().any(|x| x == t) {
                tools.push(t.to_owned());
            }
        }
    }
    let mut out: Vec<(Vec<String>, Vec<&Entry>)> = Vec::new();
    for t in tools {
        let members: Vec<&Entry> = groupable
            .iter()
            .copied()
            .filter(|e| {
                e.matcher
                    .as_deref()
                    .unwrap_or("")
                    .split('|')
                    .any(|x| x == t)
            })
            .collect();
        let same = |g: &Vec<&Entry>| {
            g.len() == members.len() && g.iter().zip(&members).all(|(a, b)| std::ptr::eq(*a, *b))
        };
        match out.iter_mut().find(|(_, g)| same(g)) {
            Some((ts, _)) => ts.push(t),
            None => out.push((vec![t], members)),
        }
    }
    out
}

/// The hook object for a group: the first member's, with the longest
/// timeout and `onFailure: "block"` when any member has it.
fn merged_hook(members: &[&Entry]) -> Value {
    let mut hook = members
        .first()
        .map_or_else(|| json!({}), |e| e.hook.clone());
    let timeout = members
        .iter()
        .filter_map(|e| e.hook.get("timeout").and_then(Value::as_u64))
        .max();
    if let (Some(obj), Some(t)) = (hook.as_object_mut(), timeout) {
        obj.insert("timeout".into(), json!(t));
    }
    if members
        .iter()
        .any(|e| e.hook.get("onFailure").and_then(Value::as_str) == Some("block"))
        && let Some(obj) = hook.as_object_mut()
    {
        obj.insert("onFailure".into(), json!("block"));
    }
    hook
}

/// `hook` running `guards` from `bin` in `form`: one guard directly (or
/// dispatched), several through the dispatcher (`--here` in the direct form).
fn command_for(bin: &str, form: Form, guards: &[String], hook: &Value) -> Value {
    let mut hook = hook.clone();
    let Some(obj) = hook.as_object_mut() else {
        return hook;
    };
    let (command, args): (String, Vec<String>) = match (form, guards) {
        (Form::Direct, [one]) => (format!("{bin}/{one}"), Vec::new()),
        (Form::Direct, many) => (
            format!("{bin}/{DISPATCH}"),
            std::iter::once(crate::dispatch::HERE.to_owned())
                .chain(many.iter().cloned())
                .collect(),
        ),
        (Form::Dispatch, all) => (format!("{bin}/{DISPATCH}"), all.to_vec()),
    };
    obj.insert("command".into(), Value::String(command));
    obj.insert("args".into(), json!(args));
    hook
}

/// Every guard a hook entry runs, whatever its form: `<dir>/<guard>` with no
/// arguments, or `<dir>/gatehouse-dispatch [--here] GUARD…`.
pub fn guards_of(hook: &Value) -> Vec<String> {
    let Some(name) = hook
        .get("command")
        .and_then(Value::as_str)
        .and_then(|c| c.rsplit('/').next())
    else {
        return Vec::new();
    };
    if name != DISPATCH {
        return vec![name.to_owned()];
    }
    hook.get("args")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .filter(|a| *a != crate::dispatch::HERE)
        .map(str::to_owned)
        .collect()
}

/// Whether a command and its arguments are the dispatcher's opt-in form
/// (user scope, plugin): `gatehouse-dispatch` without `--here`.
pub fn is_dispatch_form(command: &str, args: Option<&[String]>) -> bool {
    command.rsplit('/').next() == Some(DISPATCH)
        && args.and_then(<[String]>::first).map(String::as_str) != Some(crate::dispatch::HERE)
}

/// The events Codex's hook engine knows (codex-rs `HookEventsToml`; Codex
/// 0.171.0 lists `SubagentStop` hooks, measured with its `hooks/list`); other
/// events are left out of Codex's file.
pub const CODEX_EVENTS: &[&str] = &[
    "PreToolUse",
    "PermissionRequest",
    "PostToolUse",
    "PreCompact",
    "PostCompact",
    "SessionStart",
    "UserPromptSubmit",
    "Stop",
    "SubagentStop",
];

/// Codex's `hooks.json`: Claude-shaped, but a command is one string run by a
/// shell (no `args`, no `onFailure`), so the path is single-quoted.
pub fn codex_hooks(bin: &str, form: Form, subset: Option<&[String]>) -> Result<Value, String> {
    codex_hooks_where(bin, form, subset, &|_| true)
}

/// [`codex_hooks`] with only the entries `keep` selects.
pub fn codex_hooks_where(
    bin: &str,
    form: Form,
    subset: Option<&[String]>,
    keep: &dyn Fn(&Entry) -> bool,
) -> Result<Value, String> {
    let mut all = hooks_where(bin, form, subset, keep)?;
    let Some(events) = all.as_object_mut() else {
        return Ok(all);
    };
    events.retain(|event, _| CODEX_EVENTS.contains(&event.as_str()));
    for groups in events.values_mut() {
        for group in groups.as_array_mut().into_iter().flatten() {
            for hook in group
                .get_mut("hooks")
                .and_then(Value::as_array_mut)
                .into_iter()
                .flatten()
            {
                let Some(obj) = hook.as_object_mut() else {
                    continue;
                };
                let command = obj
                    .get("command")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_owned();
                let args: Vec<String> = obj
                    .get("args")
                    .and_then(Value::as_array)
                    .map(|a| {
                        a.iter()
                            .filter_map(Value::as_str)
                            .map(shell_quote)
                            .collect()
                    })
                    .unwrap_or_default();
                let mut line = shell_quote(&command);
                for a in args {
                    line.push(' ');
                    line.push_str(&a);
                }
                obj.insert("command".into(), Value::String(line));
                obj.remove("args");
                obj.remove("onFailure");
            }
        }
    }
    Ok(all)
}

/// POSIX single quoting: safe for any path.
pub fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// Guards that do nothing until configured, and what turns each on: every
/// entry of the inner list must be set (non-empty) for the guard to act; an
/// entry `a|b` is satisfied by either key. A guard not listed acts with its
/// defaults. `gatehouse list` reports from this table ("off: `toolkit` not
/// set"); a test checks every key here is one the guard declares.
pub const ACTIVATION: &[(&str, &[&str])] = &[
    ("force-ast-toolkit", &["toolkit"]),
    ("force-code-intel", &["tool"]),
    ("force-graph-query", &["seam"]),
    ("force-test-observation", &["runner"]),
    ("force-trace-intel", &["tool", "id_pattern"]),
    ("proportionate-test-scope", &["oracle"]),
    ("single-gate-entrypoint", &["entrypoint"]),
    ("session-overview", &["command"]),
    ("start-ast-daemon", &["command"]),
    ("start-architecture-sync", &["command"]),
    ("ast-incremental-refresh", &["socket|fallback"]),
    ("typecheck-on-write", &["checkers"]),
    ("ast-freshness-pin", &["snapshot"]),
];

/// Entries that act only with one value of a key, beside the guard's other
/// events: `(guard, event, key, value)`. `squash-reminder` reminds at Stop by
/// default; its PreToolUse entry refuses pushes only with
/// `mode = "refuse-push"`, and is a process per Bash call for nothing else.
pub const ENTRY_ACTIVATION: &[(&str, &str, &str, &str)] =
    &[("squash-reminder", "PreToolUse", "mode", "refuse-push")];

/// Whether `key` has a non-empty value (a string, or a list with an entry)
/// in the section: what an activation entry asks for.
pub fn configured(section: &payload::Section, key: &str) -> bool {
    if let Ok(Some(s)) = section.string(key) {
        return !s.trim().is_empty();
    }
    matches!(section.strings(key), Ok(Some(v)) if !v.is_empty())
}

/// Why an entry does nothing under `config` (`enabled = false`, "`toolkit`
/// not set", "`mode` is not \"refuse-push\""); `None`: it acts. A config
/// that cannot be read counts as on: the guard runs and reports it.
pub fn entry_off(
    entry: &Entry,
    config: &Result<payload::Config, payload::Failure>,
) -> Option<String> {
    let Ok(config) = config else {
        return None;
    };
    let section = config.section(&entry.guard);
    match section.bool("enabled", true) {
        Ok(false) => return Some("enabled = false".into()),
        Ok(true) => {}
        Err(_) => return None,
    }
    if let Some(missing) = missing_activation(&entry.guard, |k| configured(&section, k)) {
        return Some(format!("{missing} not set"));
    }
    for (g, event, key, value) in ENTRY_ACTIVATION {
        if *g == entry.guard && *event == entry.event {
            match section.string(key) {
                Ok(Some(v)) if v == *value => {}
                Ok(_) => return Some(format!("`{key}` is not \"{value}\"")),
                Err(_) => return None,
            }
        }
    }
    None
}

/// The first activation requirement `is_set` does not meet, as the user
/// would write it (`toolkit`, `socket` or `fallback`); `None` when the guard
/// acts (or needs nothing).
pub fn missing_activation(guard: &str, is_set: impl Fn(&str) -> bool) -> Option<String> {
    let (_, needs) = ACTIVATION.iter().find(|(g, _)| *g == guard)?;
    needs
        .iter()
        .find(|need| !need.split('|').any(&is_set))
        .map(|need| {
            need.split('|')
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(" or ")
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

    #[test]
    fn direct_form_keeps_everything_but_the_path() {
        let h = hooks("/a b/bin", Form::Direct, None).unwrap();
        for (event, groups) in h.as_object().unwrap() {
            for g in groups.as_array().unwrap() {
                let hook = &g["hooks"][0];
                let command = hook["command"].as_str().unwrap();
                assert!(command.starts_with("/a b/bin/"), "{hook}");
                let guards = guards_of(hook);
                if guards.len() > 1 {
                    assert_eq!(command, "/a b/bin/gatehouse-dispatch");
                    assert_eq!(hook["args"][0], "--here", "{hook}");
                    assert!(!is_dispatch_form(
                        command,
                        Some(&[crate::dispatch::HERE.to_owned()])
                    ));
                } else {
                    assert_eq!(hook["args"], json!([]), "{hook}");
                }
                if event == "PreToolUse" {
                    assert_eq!(hook["onFailure"], "block", "{hook}");
                }
            }
        }
    }

    /// (event, tool, guard) for every registration: what runs for a call.
    fn coverage(h: &Value) -> std::collections::BTreeSet<(String, String, String)> {
        let mut out = std::collections::BTreeSet::new();
        for (event, groups) in h.as_object().unwrap() {
            for g in groups.as_array().unwrap() {
                let m = g["matcher"].as_str().unwrap_or("*").to_owned();
                for hook in g["hooks"].as_array().unwrap() {
                    for guard in guards_of(hook) {
                        for t in m.split('|') {
                            assert!(
                                out.insert((event.clone(), t.to_owned(), guard.clone())),
                                "{guard} twice for {t} on {event}"
                            );
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn grouping_runs_exactly_what_one_entry_per_guard_runs() {
        // One entry per guard, straight from the template.
        let t = template().unwrap();
        let mut want = std::collections::BTreeSet::new();
        for e in entries().unwrap() {
            for tool in e.matcher.as_deref().unwrap_or("*").split('|') {
                want.insert((e.event.clone(), tool.to_owned(), e.guard.clone()));
            }
        }
        assert!(t["hooks"]["PreToolUse"].as_array().unwrap().len() > 5);
        for form in [Form::Direct, Form::Dispatch] {
            let h = hooks("/b", form, None).unwrap();
            assert_eq!(coverage(&h), want, "{form:?}");
            // One PreToolUse entry per tool: a Bash call starts one hook.
            let bash: Vec<&Value> = h["PreToolUse"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|g| {
                    g["matcher"]
                        .as_str()
                        .unwrap()
                        .split('|')
                        .any(|t| t == "Bash")
                })
                .collect();
            assert_eq!(bash.len(), 1, "{form:?}: {bash:?}");
        }
        // A subset and a filter keep the property.
        let sub = ["no-xdist".to_owned(), "secret-guard".to_owned()];
        let h = hooks_where("/b", Form::Direct, Some(&sub), &|e| e.guard != "no-xdist").unwrap();
        let bash = &h["PreToolUse"][0];
        assert_eq!(bash["hooks"][0]["command"], "/b/secret-guard", "{h}");
        assert!(coverage(&h).iter().all(|(_, _, g)| g == "secret-guard"));
    }

    #[test]
    fn guards_of_reads_every_form() {
        let one = json!({"command": "/b/no-xdist", "args": []});
        let disp = json!({"command": "/b/gatehouse-dispatch", "args": ["no-xdist"]});
        let group = json!({"command": "/b/gatehouse-dispatch", "args": ["--here", "a", "b"]});
        let ugroup = json!({"command": "/b/gatehouse-dispatch", "args": ["a", "b"]});
        assert_eq!(guards_of(&one), ["no-xdist"]);
        assert_eq!(guards_of(&disp), ["no-xdist"]);
        assert_eq!(guards_of(&group), ["a", "b"]);
        assert_eq!(guards_of(&ugroup), ["a", "b"]);
        assert!(is_dispatch_form(
            "/b/gatehouse-dispatch",
            Some(&["a".to_owned()])
        ));
        assert!(!is_dispatch_form(
            "/b/gatehouse-dispatch",
            Some(&["--here".to_owned(), "a".to_owned()])
        ));
        assert!(!is_dispatch_form("/b/no-xdist", Some(&[])));
    }

    #[test]
    fn dispatch_form_names_the_guard_as_its_argument() {
        let h = hooks("/x/bin", Form::Dispatch, Some(&["no-xdist".to_owned()])).unwrap();
        assert_eq!(h["PreToolUse"].as_array().unwrap().len(), 1);
        let hook = &h["PreToolUse"][0]["hooks"][0];
        assert_eq!(hook["command"], "/x/bin/gatehouse-dispatch");
        assert_eq!(hook["args"], json!(["no-xdist"]));
        assert_eq!(guards_of(hook), ["no-xdist"]);
        assert!(h.get("Stop").is_none(), "no empty events for a subset");
    }

    #[test]
    fn subsets_are_checked() {
        assert!(check_subset(&["no-xdist".into()]).is_ok());
        let e = check_subset(&["no-such".into()]).unwrap_err();
        assert!(e.contains("no-such") && e.contains("no-xdist"), "{e}");
    }

    #[test]
    fn codex_commands_are_quoted_shell_lines_on_known_events() {
        let h = codex_hooks("/o'k dir/bin", Form::Direct, None).unwrap();
        assert!(h.get("WorktreeCreate").is_none());
        assert!(
            h.get("SubagentStop").is_some(),
            "the Stop guards judge subagents too"
        );
        let hook = &h["PreToolUse"][0]["hooks"][0];
        assert!(
            hook["command"]
                .as_str()
                .unwrap()
                .starts_with(r"'/o'\''k dir/bin/"),
            "{hook}"
        );
        assert!(hook.get("args").is_none() && hook.get("onFailure").is_none());
    }
}
