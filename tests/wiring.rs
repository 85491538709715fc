//! Wiring: every guard binary is registered in settings/settings.json, every
//! registration resolves to a guard, no guard is registered twice for one
//! event, deny-capable entries carry `onFailure: "block"`, matchers use
//! current tool names, and every guard has a README row and its doc headings.
//!
//! The reference fleet's wiring gate exists because a hook file without a
//! registration looks installed and never runs.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use std::collections::BTreeSet;

#[test]
fn every_guard_binary_is_registered() {
    let registered: BTreeSet<String> = fleet::registrations()
        .into_iter()
        .filter_map(|r| r.guard)
        .collect();
    let missing: Vec<String> = fleet::guard_files()
        .into_iter()
        .filter(|g| !registered.contains(g))
        .collect();
    assert!(
        missing.is_empty(),
        "guards with no registration in settings/settings.json: {missing:?}"
    );
}

#[test]
fn every_registration_resolves_to_a_guard() {
    let files: BTreeSet<String> = fleet::guard_files().into_iter().collect();
    for r in fleet::registrations() {
        let guard = r.guard.clone().unwrap_or_else(|| {
            panic!(
                "{} registration `{}` does not use the `{{bin}}/<guard>` form",
                r.event, r.command
            )
        });
        assert!(
            !guard.contains('/') && !guard.contains(' '),
            "bad guard name in `{}`",
            r.command
        );
        assert!(
            files.contains(&guard),
            "{} registration `{}` names no hooks/src/bin/{guard}.rs",
            r.event,
            r.command
        );
        assert_eq!(r.entry["type"], "command", "{}: {}", r.event, r.command);
        // Exec form: no shell between the harness and the guard. In shell form a
        // path with a space fails to start, and that lets the call run.
        assert_eq!(
            r.entry["args"],
            serde_json::json!([]),
            "{}: `{}` needs \"args\": [] (exec form)",
            r.event,
            r.command
        );
        assert!(
            r.entry["timeout"]
                .as_u64()
                .is_some_and(|t| (1..=60).contains(&t)),
            "{}: `{}` needs a timeout of 1–60 s",
            r.event,
            r.command
        );
    }
}

#[test]
fn registered_binaries_are_built() {
    for r in fleet::registrations() {
        let guard = r.guard.unwrap();
        assert!(
            fleet::bin(&guard).is_file(),
            "registered guard {guard} has no built binary in {}",
            fleet::bin_dir().display()
        );
    }
}

#[test]
fn no_guard_is_registered_twice_for_one_event() {
    let mut seen = BTreeSet::new();
    for r in fleet::registrations() {
        assert!(
            seen.insert((r.event.clone(), r.command.clone())),
            "{} registered twice for {}",
            r.command,
            r.event
        );
    }
}

#[test]
fn deny_capable_entries_fail_closed_in_the_harness_too() {
    // The second layer: if the binary cannot start or times out, the harness
    // refuses instead of letting the call run (v2.1.295+). Ignored on Stop and
    // SubagentStop, where the binary alone must hold.
    for r in fleet::registrations() {
        if matches!(r.event.as_str(), "PreToolUse" | "PermissionRequest") {
            assert_eq!(
                r.entry["onFailure"], "block",
                "{} `{}` lacks \"onFailure\": \"block\"",
                r.event, r.command
            );
        }
    }
}

#[test]
fn matchers_use_current_tool_names() {
    // `Task` was renamed `Agent` in v2.1.63 and `MultiEdit` was removed: a
    // matcher that can only hit them never fires.
    const REMOVED: [&str; 2] = ["Task", "MultiEdit"];
    for r in fleet::registrations() {
        let Some(m) = r.matcher.as_deref() else {
            continue;
        };
        let tools: Vec<&str> = m.split(['|', ',']).map(str::trim).collect();
        assert!(
            !tools.contains(&"Task"),
            "{} matcher `{m}` names `Task`; use `Agent`",
            r.command
        );
        assert!(
            tools.iter().any(|t| !REMOVED.contains(t)),
            "{} matcher `{m}` can only hit removed tools",
            r.command
        );
        assert!(
            m.chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-|, ".contains(c)),
            "{} matcher `{m}` is a regex; use an exact `A|B` list",
            r.command
        );
    }
}

#[test]
fn every_guard_has_a_readme_row() {
    let readme = std::fs::read_to_string(fleet::root().join("README.md")).unwrap();
    for g in fleet::guard_files() {
        assert!(
            readme.contains(&format!("| `{g}` |")),
            "README.md has no table row `| `{g}` | …`"
        );
    }
}

#[test]
fn every_guard_documents_the_fixed_headings() {
    const HEADINGS: [&str; 6] = [
        "# What it refuses",
        "# Why (the incident)",
        "# Refused",
        "# Allowed",
        "# Configuration",
        "# Escape hatch",
    ];
    for g in fleet::guard_files() {
        let src =
            std::fs::read_to_string(fleet::root().join(format!("hooks/src/bin/{g}.rs"))).unwrap();
        assert!(src.starts_with("//!"), "{g}.rs must start with a `//!` doc");
        for h in HEADINGS {
            assert!(
                src.contains(&format!("//! {h}")),
                "{g}.rs lacks the doc heading `{h}`"
            );
        }
    }
}

/// The config keys a guard reads, from its `Guard { keys: &[...] }`.
fn guard_keys(src: &str) -> Vec<String> {
    let Some(start) = src.find("keys: &[") else {
        return Vec::new();
    };
    let rest = &src[start + "keys: &[".len()..];
    let end = rest.find(']').unwrap();
    rest[..end]
        .split(',')
        .map(|k| k.trim().trim_matches('"').to_owned())
        .filter(|k| !k.is_empty())
        .collect()
}

#[test]
fn every_config_key_is_documented_in_the_readme_row_and_the_guard_doc() {
    let readme = std::fs::read_to_string(fleet::root().join("README.md")).unwrap();
    for g in fleet::guard_files() {
        let src =
            std::fs::read_to_string(fleet::root().join(format!("hooks/src/bin/{g}.rs"))).unwrap();
        let row = readme
            .lines()
            .find(|l| l.starts_with(&format!("| `{g}` |")))
            .unwrap_or_else(|| panic!("README.md has no row for {g}"));
        let doc: String = src
            .lines()
            .filter(|l| l.starts_with("//!"))
            .collect::<Vec<_>>()
            .join("\n");
        for key in guard_keys(&src) {
            assert!(
                row.contains(&format!("`{key}`")),
                "README row of {g} does not list its config key `{key}`"
            );
            assert!(
                doc.contains(&format!("`{key}`")),
                "{g}.rs doc does not describe its config key `{key}`"
            );
        }
    }
}
