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
    let mut names: Vec<String> = Vec::new();
    for e in entries()? {
        if !names.contains(&e.guard) {
            names.push(e.guard);
        }
    }
    Ok(names)
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
pub fn hooks_where(
    bin: &str,
    form: Form,
    subset: Option<&[String]>,
    keep: &dyn Fn(&Entry) -> bool,
) -> Result<Value, String> {
    let mut events = Map::new();
    for e in entries()? {
        if subset.is_some_and(|s| !s.contains(&e.guard)) || !keep(&e) {
            continue;
        }
        let mut hook = e.hook.clone();
        let Some(obj) = hook.as_object_mut() else {
            continue;
        };
        match form {
            Form::Direct => {
                obj.insert(
                    "command".into(),
                    Value::String(format!("{bin}/{}", e.guard)),
                );
                obj.insert("args".into(), json!([]));
            }
            Form::Dispatch => {
                obj.insert("command".into(), Value::String(format!("{bin}/{DISPATCH}")));
                obj.insert("args".into(), json!([e.guard]));
            }
        }
        let mut group = Map::new();
        if let Some(m) = &e.matcher {
            group.insert("matcher".into(), Value::String(m.clone()));
        }
        group.insert("hooks".into(), json!([hook]));
        if let Some(list) = events
            .entry(e.event.clone())
            .or_insert_with(|| json!([]))
            .as_array_mut()
        {
            list.push(Value::Object(group));
        }
    }
    Ok(Value::Object(events))
}

/// The guard a hook entry runs, whatever its form: `<dir>/<guard>` with no
/// arguments, or `<dir>/gatehouse-dispatch` with the guard as its argument.
pub fn guard_of(hook: &Value) -> Option<String> {
    let command = hook.get("command")?.as_str()?;
    let name = command.rsplit('/').next()?;
    if name == DISPATCH {
        return hook
            .get("args")?
            .as_array()?
            .first()?
            .as_str()
            .map(str::to_owned);
    }
    Some(name.to_owned())
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
        let first = &h["PreToolUse"][0]["hooks"][0];
        assert!(first["command"].as_str().unwrap().starts_with("/a b/bin/"));
        assert_eq!(first["args"], json!([]));
        assert_eq!(first["onFailure"], "block");
        let first_pre = entries()
            .unwrap()
            .into_iter()
            .find(|e| e.event == "PreToolUse")
            .unwrap();
        assert_eq!(guard_of(first).unwrap(), first_pre.guard);
    }

    #[test]
    fn dispatch_form_names_the_guard_as_its_argument() {
        let h = hooks("/x/bin", Form::Dispatch, Some(&["no-xdist".to_owned()])).unwrap();
        assert_eq!(h["PreToolUse"].as_array().unwrap().len(), 1);
        let hook = &h["PreToolUse"][0]["hooks"][0];
        assert_eq!(hook["command"], "/x/bin/gatehouse-dispatch");
        assert_eq!(hook["args"], json!(["no-xdist"]));
        assert_eq!(guard_of(hook).as_deref(), Some("no-xdist"));
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
