//! The Claude Code plugin and its dispatcher.
//!
//! - plugin drift: `plugin/hooks/hooks.json` must run what
//!   `settings/settings.json` runs (the same guards for the same events and
//!   tools), in dispatch form (`${CLAUDE_PLUGIN_ROOT}/bin/gatehouse-dispatch`
//!   with `"args": ["<guard>", …]`, the PreToolUse guards of a tool set
//!   grouped in one entry) without the entries that act only once
//!   configured (the activation tables; `keep-sandbox` stays), and exactly
//!   what `gatehouse plugin-hooks` prints (the regeneration command:
//!   `scripts/build-plugin --hooks-only`);
//! - one hook entry and one process per Bash call with the plugin, running
//!   9 guards (the default install's 8 and keep-sandbox, on the dispatcher's
//!   threads); `--guards +name` adds a guard to the default
//!   set, `--guards a,b` is exactly those;
//! - the manifests are valid and point at each other;
//! - `gatehouse-dispatch` (the real binary, beside real guards): refuses a
//!   name with a slash or an unregistered name, stays silent in a repository
//!   that has not opted in, runs the guard where it has (or everywhere with
//!   `[gatehouse] global = true`), passes a malformed payload to the guard,
//!   always dispatches `WorktreeCreate`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

mod fleet;

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::Command;

const REGENERATE: &str = "regenerate it: scripts/build-plugin --hooks-only";

/// Whether the plugin leaves out `guard`'s entry on `event`: the guard acts
/// only once a key is set (`registry::ACTIVATION`), or this entry only with
/// one value (`registry::ENTRY_ACTIVATION`). The tables are data; the rule
/// is restated here, independently of `gatehouse::plugin`.
fn off_until_configured(guard: &str, event: &str) -> bool {
    gatehouse::registry::ACTIVATION
        .iter()
        .any(|(g, _)| *g == guard)
        || gatehouse::registry::ENTRY_ACTIVATION
            .iter()
            .any(|(g, e, _, _)| *g == guard && *e == event)
}

/// settings/settings.json in the plugin's form, computed independently of
/// the code under test: every entry in dispatch form, less those off until
/// configured (and the groups and events that leaves empty).
fn expected_plugin_hooks() -> Value {
    let mut s = fleet::settings();
    for (event, groups) in s["hooks"].as_object_mut().unwrap().iter_mut() {
        for g in groups.as_array_mut().unwrap() {
            let hooks = g["hooks"].as_array_mut().unwrap();
            for h in hooks.iter_mut() {
                let guard = h["command"]
                    .as_str()
                    .unwrap()
                    .strip_prefix("{bin}/")
                    .unwrap()
                    .to_owned();
                assert_eq!(
                    h["args"],
                    json!([]),
                    "settings.json entries are exec form with no args: {h}"
                );
                h["command"] = json!("${CLAUDE_PLUGIN_ROOT}/bin/gatehouse-dispatch");
                h["args"] = json!([guard]);
            }
            hooks.retain(|h| !off_until_configured(h["args"][0].as_str().unwrap(), event));
        }
        groups
            .as_array_mut()
            .unwrap()
            .retain(|g| !g["hooks"].as_array().unwrap().is_empty());
    }
    s["hooks"]
        .as_object_mut()
        .unwrap()
        .retain(|_, groups| !groups.as_array().unwrap().is_empty());
    s["hooks"].clone()
}

/// Processes a Bash call starts (tests/fleet: an entry is one process, a
/// group adds one per guard the dispatcher does not carry), counted as
/// tests/team.rs counts the default install.
fn per_bash_call(hooks: &Value) -> usize {
    fleet::processes_per_bash_call(hooks)
}

#[test]
fn the_plugin_registers_only_what_acts_unconfigured() {
    let file: Value = serde_json::from_str(
        &std::fs::read_to_string(fleet::root().join("plugin/hooks/hooks.json")).unwrap(),
    )
    .unwrap();
    let n = per_bash_call(&file["hooks"]);
    eprintln!("plugin: {n} processes per Bash call");
    // The default install's 8 guards (tests/team.rs) plus keep-sandbox, which
    // the plugin registers because it cannot see whether the sandbox is on;
    // all of them in the one hook process the harness starts.
    let guards = fleet::guards_per_bash_call(&file["hooks"]);
    assert_eq!(guards, 9, "guards per Bash call");
    assert_eq!(n, 1, "{n} processes per Bash call");
    assert_eq!(fleet::entries_per_bash_call(&file["hooks"]), 1);
    let all = per_bash_call(&fleet::settings()["hooks"]);
    assert!(
        n < all,
        "the plugin registers as much as settings.json ({all})"
    );
    let text = file.to_string();
    for (guard, _) in gatehouse::registry::ACTIVATION {
        assert!(
            !text.contains(&format!("\"{guard}\"")),
            "{guard} acts only once configured, yet the plugin registers it"
        );
    }
    assert!(
        text.contains("\"keep-sandbox\""),
        "the plugin cannot see the sandbox: keep-sandbox stays"
    );
    assert!(
        text.contains("--guards +name"),
        "the file says how to add the others"
    );

    // `+name` adds to the default set; names alone are exactly those.
    let plus: Value = serde_json::from_str(
        &gatehouse::plugin::hooks_for(Some(&["+force-ast-toolkit".to_owned()])).unwrap(),
    )
    .unwrap();
    assert_eq!(fleet::guards_per_bash_call(&plus["hooks"]), guards + 1);
    assert_eq!(per_bash_call(&plus["hooks"]), 1);
    assert!(plus.to_string().contains("\"force-ast-toolkit\""));
    let exactly: Value = serde_json::from_str(
        &gatehouse::plugin::hooks_for(Some(&["force-ast-toolkit".to_owned()])).unwrap(),
    )
    .unwrap();
    assert_eq!(per_bash_call(&exactly["hooks"]), 1);
    for bad in [
        vec!["+force-ast-toolkit".to_owned(), "no-xdist".to_owned()],
        vec!["+no-such-guard".to_owned()],
    ] {
        assert!(gatehouse::plugin::hooks_for(Some(&bad)).is_err(), "{bad:?}");
    }
}

#[test]
fn plugin_hooks_match_settings_json() {
    let path = fleet::root().join("plugin/hooks/hooks.json");
    let text = std::fs::read_to_string(&path).unwrap();
    let file: Value = serde_json::from_str(&text).unwrap();
    let want = expected_plugin_hooks();
    // The same guards for the same calls (grouped by tool set in the file).
    let (have_c, want_c) = (fleet::coverage(&file["hooks"]), fleet::coverage(&want));
    if have_c != want_c {
        panic!(
            "plugin drift: plugin/hooks/hooks.json differs from settings/settings.json; {REGENERATE}\n\
             registered in settings.json but not in the plugin: {:?}\nin the plugin but not in settings.json: {:?}",
            want_c.difference(&have_c).collect::<Vec<_>>(),
            have_c.difference(&want_c).collect::<Vec<_>>()
        );
    }
    // Every entry in dispatch form (no --here: the plugin loads everywhere),
    // PreToolUse with onFailure block, one PreToolUse entry per tool.
    for (event, groups) in file["hooks"].as_object().unwrap() {
        for g in groups.as_array().unwrap() {
            for h in g["hooks"].as_array().unwrap() {
                assert_eq!(
                    h["command"], "${CLAUDE_PLUGIN_ROOT}/bin/gatehouse-dispatch",
                    "{h}"
                );
                assert!(
                    h["args"].as_array().unwrap().iter().all(|a| a != "--here"),
                    "{h}"
                );
                if event == "PreToolUse" {
                    assert_eq!(h["onFailure"], "block", "{h}");
                }
            }
        }
    }
    assert_eq!(fleet::entries_per_bash_call(&file["hooks"]), 1);
    // And byte for byte what the regeneration command prints (the command is
    // built from the same settings.json, compiled in).
    let out = Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .arg("plugin-hooks")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        text,
        "plugin/hooks/hooks.json is not the generated text; {REGENERATE}"
    );
}

#[test]
fn drift_is_detected() {
    // The comparison can fail: one guard dropped from the plugin's form.
    let mut want = expected_plugin_hooks();
    let first = want.as_object_mut().unwrap().values_mut().next().unwrap();
    first.as_array_mut().unwrap().remove(0);
    let file: Value = serde_json::from_str(
        &std::fs::read_to_string(fleet::root().join("plugin/hooks/hooks.json")).unwrap(),
    )
    .unwrap();
    assert_ne!(fleet::coverage(&file["hooks"]), fleet::coverage(&want));
}

#[test]
fn manifests_are_valid_and_point_at_the_plugin() {
    let plugin: Value = serde_json::from_str(
        &std::fs::read_to_string(fleet::root().join("plugin/.claude-plugin/plugin.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(plugin["name"], "gatehouse");
    let market: Value = serde_json::from_str(
        &std::fs::read_to_string(fleet::root().join(".claude-plugin/marketplace.json")).unwrap(),
    )
    .unwrap();
    let entry = &market["plugins"][0];
    assert_eq!(entry["name"], plugin["name"]);
    assert_eq!(entry["source"], "./plugin");
    assert!(market["owner"]["name"].is_string());
    let ignored = std::fs::read_to_string(fleet::root().join("plugin/.gitignore")).unwrap();
    assert!(
        ignored.lines().any(|l| l == "bin/"),
        "binaries are built, not committed"
    );
}

/// A bin dir with the dispatcher and a few real guards, as in the plugin.
fn plugin_bin(tmp: &Path) -> PathBuf {
    let bin = tmp.join("plugin dir/bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_gatehouse-dispatch"),
        bin.join("gatehouse-dispatch"),
    )
    .unwrap();
    for g in ["no-xdist", "worktree-consent"] {
        std::fs::copy(fleet::bin(g), bin.join(g)).unwrap();
    }
    bin
}

fn bash(cwd: &Path, command: &str) -> Vec<u8> {
    json!({"session_id": "s", "transcript_path": "", "cwd": cwd, "hook_event_name": "PreToolUse",
           "tool_name": "Bash", "tool_input": {"command": command, "description": "d"}, "tool_use_id": "t"})
    .to_string()
    .into_bytes()
}

#[test]
fn the_dispatcher_runs_a_guard_only_where_the_user_opted_in() {
    let d = tempfile::tempdir().unwrap();
    let bin = plugin_bin(d.path());
    let dispatch = bin.join("gatehouse-dispatch");
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    let sub = repo.join("src/deep");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::create_dir_all(&sub).unwrap();
    assert!(
        Command::new("git")
            .args(["init", "-q"])
            .arg(&repo)
            .status()
            .unwrap()
            .success()
    );
    let run = |args: &[&str], stdin: &[u8], cwd: &Path| {
        fleet_run_args(&dispatch, args, stdin, cwd, &home)
    };

    // Not opted in: no opinion, even on a command the guard refuses.
    let r = run(&["no-xdist"], &bash(&sub, "pytest -n 4"), &sub);
    assert_eq!(
        (r.0, r.1.as_str(), r.2.as_str()),
        (Some(0), "", ""),
        "not opted in"
    );

    // Opted in (an empty .claude/gatehouse.toml at the repository root).
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::write(repo.join(".claude/gatehouse.toml"), "").unwrap();
    let r = run(&["no-xdist"], &bash(&sub, "pytest -n 4"), &sub);
    assert_eq!(r.0, Some(2), "{}", r.2);
    assert!(r.2.contains("no-xdist: refused"), "{}", r.2);
    assert!(
        r.1.contains("\"permissionDecision\":\"deny\""),
        "the guard's stdout is relayed: {}",
        r.1
    );
    let r = run(&["no-xdist"], &bash(&sub, "pytest -x"), &sub);
    assert_eq!((r.0, r.2.as_str()), (Some(0), ""));

    // A malformed payload reaches the guard, which refuses it.
    let r = run(&["no-xdist"], b"{\"cwd\": ", &sub);
    assert_eq!(r.0, Some(2));
    assert!(r.2.contains("no-xdist: could not evaluate"), "{}", r.2);

    // Elsewhere: silent, unless the user config says global.
    let elsewhere = d.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    assert_eq!(
        run(&["no-xdist"], &bash(&elsewhere, "pytest -n 4"), &elsewhere).0,
        Some(0)
    );
    std::fs::create_dir_all(home.join(".config/gatehouse")).unwrap();
    std::fs::write(
        home.join(".config/gatehouse/config.toml"),
        "[gatehouse]\nglobal = true\n",
    )
    .unwrap();
    assert_eq!(
        run(&["no-xdist"], &bash(&elsewhere, "pytest -n 4"), &elsewhere).0,
        Some(2)
    );
    std::fs::remove_file(home.join(".config/gatehouse/config.toml")).unwrap();

    // WorktreeCreate always runs (its hook replaces the creation): without a
    // grant worktree-consent refuses, so the dispatcher did run it.
    let wt = json!({"session_id": "s", "transcript_path": "", "cwd": elsewhere, "hook_event_name": "WorktreeCreate", "name": "x"});
    let r = run(&["worktree-consent"], wt.to_string().as_bytes(), &elsewhere);
    assert_eq!(r.0, Some(2), "{}", r.2);
    assert!(r.2.contains("worktree-consent"), "{}", r.2);

    // Names: a slash, a dot, an unregistered name, none, two.
    for (case, args) in [
        ("slash", vec!["../bin/no-xdist"]),
        ("absolute", vec!["/bin/true"]),
        ("dot", vec![".."]),
        ("unregistered", vec!["true"]),
        ("none", vec![]),
        ("two", vec!["no-xdist", "no-xdist"]),
    ] {
        let r = run(&args, &bash(&sub, "ls"), &sub);
        assert_eq!(r.0, Some(2), "{case}");
        assert!(
            r.2.contains("gatehouse-dispatch: could not evaluate"),
            "{case}: {}",
            r.2
        );
    }

    // A registered guard whose binary is missing: refused, not skipped.
    std::fs::remove_file(bin.join("no-xdist")).unwrap();
    let r = run(&["no-xdist"], &bash(&sub, "ls"), &sub);
    assert_eq!(r.0, Some(2));
    assert!(r.2.contains("could not start"), "{}", r.2);
}

/// Runs `bin args` with `stdin` in `cwd`, HOME isolated: (exit, stdout, stderr).
fn fleet_run_args(
    bin: &Path,
    args: &[&str],
    stdin: &[u8],
    cwd: &Path,
    home: &Path,
) -> (Option<i32>, String, String) {
    fleet::run_args(bin, args, stdin, cwd, home)
}
