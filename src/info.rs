//! `gatehouse list`, `explain GUARD` and `test GUARD < payload.json`.
//!
//! `explain` prints the guard file's own `//!` documentation, embedded at
//! build time by build.rs (the installed binary has no source tree beside
//! it), so the rule is written once, in the guard.

use crate::doctor::{self, Findings};
use crate::install::Paths;
use crate::registry;
use serde_json::Value;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// One guard's embedded documentation.
pub struct GuardDoc {
    pub name: &'static str,
    pub doc: &'static str,
    /// Config keys besides `enabled`.
    pub keys: &'static [&'static str],
}

include!(concat!(env!("OUT_DIR"), "/guard_docs.rs"));

pub fn doc(guard: &str) -> Option<&'static GuardDoc> {
    GUARD_DOCS.iter().find(|d| d.name == guard)
}

fn unknown(guard: &str) -> String {
    let names: Vec<&str> = GUARD_DOCS.iter().map(|d| d.name).collect();
    format!("no guard named `{guard}`; guards: {}", names.join(", "))
}

/// Where a guard is registered: `event[matcher]` for each entry.
fn registered_as(guard: &str) -> Result<Vec<String>, String> {
    Ok(registry::entries()?
        .into_iter()
        .filter(|e| e.guard == guard)
        .map(|e| match &e.matcher {
            Some(m) => format!("{}[{m}]", e.event),
            None => e.event,
        })
        .collect())
}

pub fn explain(guard: &str) -> Result<String, String> {
    let d = doc(guard).ok_or_else(|| unknown(guard))?;
    let mut out = String::new();
    let _ = writeln!(out, "{}\n", d.doc);
    let _ = writeln!(out, "# Registration");
    for e in registry::entries()?
        .into_iter()
        .filter(|e| e.guard == guard)
    {
        let _ = writeln!(
            out,
            "{} matcher {} timeout {} s{}",
            e.event,
            e.matcher.as_deref().unwrap_or("(all)"),
            e.hook.get("timeout").and_then(Value::as_u64).unwrap_or(600),
            if e.hook.get("onFailure").and_then(Value::as_str) == Some("block") {
                ", onFailure block"
            } else {
                ""
            }
        );
    }
    let mut keys = payload::config::COMMON_KEYS.to_vec();
    keys.extend_from_slice(d.keys);
    let _ = writeln!(
        out,
        "\n# Config keys\n[{guard}] in .claude/gatehouse.toml (project) or ~/.config/gatehouse/config.toml (user): {}",
        keys.join(", ")
    );
    Ok(out)
}

use registry::configured;

/// The `list` table: guard, events, enabled by config for `dir`, where it is
/// registered for a session launched in `dir`.
pub fn list(dir: &Path, paths: &Paths, plugin_dirs: &[PathBuf]) -> Result<String, String> {
    let mut f = Findings::default();
    doctor::registrations(dir, paths, plugin_dirs, &mut f)?;
    let config = payload::Config::load(dir);
    let mut rows = vec![[
        "GUARD".to_owned(),
        "EVENT[MATCHER]".to_owned(),
        "ENABLED".to_owned(),
        "INSTALLED".to_owned(),
    ]];
    for guard in registry::guard_names()? {
        let enabled = match &config {
            Ok(c) => {
                let section = c.section(&guard);
                match section.bool("enabled", true) {
                    Ok(true) => {
                        match registry::missing_activation(&guard, |key| configured(&section, key))
                        {
                            Some(missing) => format!("off: {missing} not set"),
                            None => "yes".to_owned(),
                        }
                    }
                    Ok(false) => "no (enabled = false)".to_owned(),
                    Err(e) => format!("config error: {}", e.0),
                }
            }
            Err(e) => format!("config error: {}", e.0),
        };
        let mut places: Vec<String> = f
            .found
            .iter()
            .filter(|r| r.guard == guard)
            .map(|r| r.source.label.clone())
            .collect();
        places.dedup();
        let installed = if places.is_empty() {
            "no".to_owned()
        } else {
            places.join(", ")
        };
        rows.push([
            guard.clone(),
            registered_as(&guard)?.join(", "),
            enabled,
            installed,
        ]);
    }
    let widths: Vec<usize> = (0..3)
        .map(|i| {
            rows.iter()
                .map(|r| r.get(i).map_or(0, String::len))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for r in &rows {
        let [a, b, c, d] = r;
        let w = |i: usize| widths.get(i).copied().unwrap_or(0);
        let _ = writeln!(
            out,
            "{a:<w0$}  {b:<w1$}  {c:<w2$}  {d}",
            w0 = w(0),
            w1 = w(1),
            w2 = w(2)
        );
    }
    // What a repository's file tries to loosen does not count for the
    // registrations the user made (user scope, plugin): say so, with the
    // user's way to trust the repository.
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let user = payload::config::user_config_path(
        home.as_deref(),
        std::env::var_os("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .as_deref(),
    );
    if let Ok(floored) = payload::Config::load_from(dir, user.as_deref())
        .and_then(|c| c.with_floor(true, home.as_deref()))
    {
        let aside = floored.set_aside();
        if !aside.is_empty() {
            let _ = writeln!(
                out,
                "\nSet aside (two floors: the organisation's config, /etc/gatehouse/config.toml, \
                 above everything, set by an administrator; for user-scope and plugin registrations \
                 the user's config above the repository's, which `trusted_repos` under [gatehouse] \
                 in your own config lifts for a repository you trust):"
            );
            for a in aside {
                let _ = writeln!(
                    out,
                    "  {}:{} [{}] {}: {}",
                    a.file.display(),
                    a.line,
                    a.guard,
                    a.key,
                    a.why
                );
            }
        }
    }
    Ok(out)
}

/// What the harness makes of a hook's answer.
pub fn verdict(event: &str, code: Option<i32>, stdout: &str) -> String {
    let json: Option<Value> = stdout
        .trim_start()
        .starts_with('{')
        .then(|| serde_json::from_str(stdout.trim()).ok())
        .flatten();
    let decision = json
        .as_ref()
        .and_then(|j| {
            j.pointer("/hookSpecificOutput/permissionDecision")
                .or_else(|| j.get("decision"))
        })
        .and_then(Value::as_str);
    match code {
        Some(2) => match event {
            "Stop" | "SubagentStop" => {
                "REFUSED: the stop is blocked; stderr becomes the agent's next instruction".into()
            }
            "UserPromptSubmit" => {
                "REFUSED: the prompt is blocked and erased; stderr is shown to the user".into()
            }
            "WorktreeCreate" => "REFUSED: the worktree is not created".into(),
            _ => "REFUSED: the call is blocked; the reason reaches the model".into(),
        },
        Some(0) => match (decision, json.as_ref()) {
            (Some("deny" | "block"), _) => "REFUSED (JSON decision, exit 0)".into(),
            (_, Some(j)) if j.get("systemMessage").is_some() => {
                "ALLOWED, with a message shown to the user".into()
            }
            (_, Some(j)) if j.pointer("/hookSpecificOutput/additionalContext").is_some() => {
                "ALLOWED, with context added for the model".into()
            }
            _ if event == "WorktreeCreate" && !stdout.trim().is_empty() => {
                format!("ALLOWED: worktree at {}", stdout.trim())
            }
            _ if stdout.trim().is_empty() => "ALLOWED (no opinion)".into(),
            _ if matches!(event, "UserPromptSubmit" | "SessionStart") => {
                "ALLOWED, stdout added as context".into()
            }
            _ => "ALLOWED (plain stdout goes to the debug log)".into(),
        },
        Some(c) => format!(
            "FAILED (exit {c}): the harness lets the call run unless the entry has \"onFailure\": \"block\" (PreToolUse)"
        ),
        None => {
            "FAILED (killed or timed out): the call runs unless \"onFailure\": \"block\"".into()
        }
    }
}

/// The guard binary `test` runs: `--bin-dir`, else the installed current
/// version, else beside this executable.
pub fn guard_binary(guard: &str, bin_dir: Option<&Path>, paths: &Paths) -> Result<PathBuf, String> {
    let candidates: Vec<PathBuf> = match bin_dir {
        Some(d) => vec![d.join(guard)],
        None => {
            let mut c = Vec::new();
            if let Some(v) = paths.current_version() {
                c.push(paths.data_root.join(v).join("bin").join(guard));
            }
            if let Some(d) = std::env::current_exe()
                .ok()
                .and_then(|p| p.parent().map(Path::to_path_buf))
            {
                c.push(d.join(guard));
            }
            c
        }
    };
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| {
            format!(
                "no `{guard}` binary found (looked at {:?}); pass --bin-dir",
                candidates
            )
        })
}

pub fn test(
    guard: &str,
    payload: &[u8],
    bin_dir: Option<&Path>,
    paths: &Paths,
) -> Result<String, String> {
    if doc(guard).is_none() {
        return Err(unknown(guard));
    }
    let bin = guard_binary(guard, bin_dir, paths)?;
    let parsed: Option<Value> = serde_json::from_slice(payload).ok();
    let event = parsed
        .as_ref()
        .and_then(|p| p.get("hook_event_name"))
        .and_then(Value::as_str)
        .unwrap_or("PreToolUse")
        .to_owned();
    let cwd = parsed
        .as_ref()
        .and_then(|p| p.get("cwd"))
        .and_then(Value::as_str)
        .map(PathBuf::from)
        .filter(|p| p.is_dir())
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("/"));
    let timeout = registry::entries()?
        .iter()
        .find(|e| e.guard == guard && e.event == event)
        .and_then(|e| e.hook.get("timeout").and_then(Value::as_u64))
        .unwrap_or(10);
    let ran = doctor::run_hook(
        &bin.display().to_string(),
        &[],
        &cwd,
        &[],
        payload,
        Duration::from_secs(timeout),
    )?;
    let mut out = String::new();
    let _ = writeln!(out, "guard:   {} ({event})", bin.display());
    let _ = writeln!(
        out,
        "verdict: {}",
        verdict(
            &event,
            if ran.timed_out { None } else { ran.code },
            &ran.stdout
        )
    );
    let _ = writeln!(
        out,
        "exit:    {}",
        ran.code.map_or("none (killed)".into(), |c| c.to_string())
    );
    let _ = writeln!(
        out,
        "--- stdout ({} bytes) ---\n{}",
        ran.stdout.len(),
        ran.stdout
    );
    let _ = writeln!(
        out,
        "--- stderr ({} bytes) ---\n{}",
        ran.stderr.len(),
        ran.stderr
    );
    Ok(out)
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
    fn every_registered_guard_has_its_doc_embedded() {
        for g in registry::guard_names().unwrap() {
            let d = doc(&g).unwrap_or_else(|| panic!("{g}: no embedded doc"));
            assert!(d.doc.contains("# What it refuses"), "{g}");
        }
        assert_eq!(doc("no-xdist").unwrap().keys, &["runner"]);
    }

    #[test]
    fn verdicts_as_the_harness_reads_them() {
        for (case, event, code, stdout, want) in [
            ("exit 2", "PreToolUse", Some(2), "", "REFUSED"),
            (
                "json deny",
                "PreToolUse",
                Some(0),
                r#"{"hookSpecificOutput":{"permissionDecision":"deny"}}"#,
                "REFUSED",
            ),
            ("silent", "PreToolUse", Some(0), "", "ALLOWED (no opinion)"),
            ("stop block", "Stop", Some(2), "", "stop is blocked"),
            (
                "message",
                "Stop",
                Some(0),
                r#"{"systemMessage":"x"}"#,
                "message shown",
            ),
            ("panic", "PreToolUse", Some(101), "", "FAILED (exit 101)"),
            ("killed", "PreToolUse", None, "", "FAILED (killed"),
        ] {
            assert!(
                verdict(event, code, stdout).contains(want),
                "{case}: {}",
                verdict(event, code, stdout)
            );
        }
    }
}
