//! `gatehouse install` / `uninstall` with the real binaries on real files in
//! temporary directories.
//!
//! Property-style: every settings file of a corpus (missing, empty, BOM,
//! other hooks on the same events, unusual keys, nested matcher groups,
//! unknown top-level keys, an older gatehouse install …) × every scope:
//! install keeps everything that was there, a second install is
//! byte-identical, uninstall gives the original back (semantically: the same
//! JSON once empty hook containers are pruned). Bad input — an unparseable
//! file, a `hooks` value that is not mergeable, a missing build, a write that
//! fails midway — is a clear error and nothing changes on disk.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The guards most tests install: a PreToolUse one, a Write/Bash one and an
/// advisory Stop one (fewer debug binaries to copy per temp HOME).
const SUBSET: &str = "no-xdist,force-session-cli,stop-timestamp";

fn gatehouse(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(args)
        .env("HOME", home)
        .env("PATH", "/usr/bin:/bin")
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_STATE_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .env_remove("CODEX_HOME")
        .output()
        .unwrap()
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A private copy of the binaries the tests install, in the test's temp dir:
/// other builds rewrite target/debug while the tests run, which would
/// (rightly) make a second install a new version.
fn bin(tmp: &Path) -> String {
    let dir = tmp.join("build");
    std::fs::create_dir_all(&dir).unwrap();
    for g in [
        "no-xdist",
        "force-session-cli",
        "stop-timestamp",
        "worktree-consent",
    ] {
        std::fs::copy(fleet::bin(g), dir.join(g)).unwrap();
    }
    std::fs::copy(env!("CARGO_BIN_EXE_gatehouse"), dir.join("gatehouse")).unwrap();
    std::fs::copy(
        env!("CARGO_BIN_EXE_gatehouse-dispatch"),
        dir.join("gatehouse-dispatch"),
    )
    .unwrap();
    dir.display().to_string()
}

fn git_repo(at: &Path) {
    assert!(
        Command::new("git")
            .args(["init", "-q"])
            .arg(at)
            .status()
            .unwrap()
            .success()
    );
}

/// Parsed as Claude Code would (BOM stripped, empty = `{}`), with hook
/// containers that hold nothing pruned.
fn semantic(text: Option<&str>) -> Value {
    let body = text.unwrap_or("").trim_start_matches('\u{feff}');
    let mut v: Value = if body.trim().is_empty() {
        json!({})
    } else {
        serde_json::from_str(body).unwrap()
    };
    if let Some(hooks) = v.get_mut("hooks").and_then(Value::as_object_mut) {
        hooks.retain(|_, groups| groups.as_array().is_none_or(|g| !g.is_empty()));
        if hooks.is_empty() {
            v.as_object_mut().unwrap().remove("hooks");
        }
    }
    v
}

fn is_ours(command: &str, home: &Path) -> bool {
    let root = home.join(".local/share/gatehouse");
    let Ok(rest) = Path::new(command).strip_prefix(&root) else {
        return false;
    };
    rest.components().count() == 3
}

/// `settings` without our hooks (groups left empty by that removed).
fn without_ours(settings: &Value, home: &Path) -> Value {
    let mut v = settings.clone();
    if let Some(events) = v.get_mut("hooks").and_then(Value::as_object_mut) {
        for groups in events.values_mut() {
            if let Some(list) = groups.as_array_mut() {
                list.retain_mut(|g| {
                    let Some(hooks) = g.get_mut("hooks").and_then(Value::as_array_mut) else {
                        return true;
                    };
                    let before = hooks.len();
                    hooks.retain(|h| !h["command"].as_str().is_some_and(|c| is_ours(c, home)));
                    !(hooks.is_empty() && before > 0)
                });
            }
        }
    }
    v
}

/// Guard registrations of ours: a guard on an event counts once, however
/// many tool-group entries hold it (registry::hooks_where groups them).
fn count_ours(settings: &Value, home: &Path) -> usize {
    let mut seen: Vec<(String, String)> = Vec::new();
    for (event, groups) in settings["hooks"].as_object().into_iter().flatten() {
        for g in groups.as_array().into_iter().flatten() {
            for h in g["hooks"].as_array().into_iter().flatten() {
                if h["command"].as_str().is_some_and(|c| is_ours(c, home)) {
                    assert!(h["args"].is_array(), "exec form: {h}");
                    for guard in gatehouse::registry::guards_of(h) {
                        if !seen.contains(&(event.clone(), guard.clone())) {
                            seen.push((event.clone(), guard));
                        }
                    }
                }
            }
        }
    }
    seen.len()
}

/// Registrations of the subset in settings/settings.json.
fn subset_registrations() -> usize {
    let names: Vec<&str> = SUBSET.split(',').collect();
    fleet::registrations()
        .iter()
        .filter(|r| r.guard.as_deref().is_some_and(|g| names.contains(&g)))
        .count()
}

/// The corpus: (case, original text or None for a missing file, the old
/// gatehouse hooks it holds that uninstall also removes).
fn corpus(home: &Path) -> Vec<(&'static str, Option<String>)> {
    let old = home
        .join(".local/share/gatehouse/0.0.9-0ld/bin/no-xdist")
        .display()
        .to_string();
    vec![
        ("missing file", None),
        ("empty file", Some(String::new())),
        ("whitespace only", Some("\n  \n".into())),
        ("empty object", Some("{}".into())),
        (
            "four spaces",
            Some("{\n    \"model\": \"opus\",\n    \"permissions\": {\n        \"allow\": [\"Bash(ls)\"]\n    }\n}\n".into()),
        ),
        (
            "compact, no final newline",
            Some("{\"model\":\"opus\",\"env\":{\"A\":\"1\"}}".into()),
        ),
        (
            "two spaces, no final newline",
            Some("{\n  \"model\": \"opus\"\n}".into()),
        ),
        (
            "tabs",
            Some("{\n\t\"model\": \"opus\"\n}\n".into()),
        ),
        ("bom", Some("\u{feff}{\"model\": \"opus\"}\n".into())),
        ("bom and hooks", Some("\u{feff}{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"/usr/bin/mine\"}]}]}}".into())),
        (
            "other hooks on the same events",
            Some(
                json!({"hooks": {
                    "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "/opt/mine/check-bash"}]},
                                   {"matcher": "Write", "hooks": [{"type": "command", "command": "/opt/mine/w", "timeout": 5}]}],
                    "Stop": [{"hooks": [{"type": "command", "command": "/opt/mine/stop"}]}],
                    "PostToolUse": [{"matcher": "*", "hooks": [{"type": "command", "command": "fmt"}]}]}})
                .to_string(),
            ),
        ),
        (
            "unusual keys in groups and hooks",
            Some(
                json!({"hooks": {"PreToolUse": [{"matcher": "Bash", "description": "mine", "x-custom": [1, {"a": null}],
                    "hooks": [{"type": "command", "command": "/opt/x", "if": "Bash(git *)", "statusMessage": "checking", "async": false, "shell": "bash"},
                              {"type": "http", "url": "http://127.0.0.1:1/hook"},
                              {"type": "prompt", "prompt": "is this ok?"}]}]}})
                .to_string(),
            ),
        ),
        (
            "nested matcher groups, several hooks each",
            Some(
                json!({"hooks": {"PreToolUse": [
                    {"matcher": "Bash|Write", "hooks": [{"type": "command", "command": "/a"}, {"type": "command", "command": "/b"}]},
                    {"matcher": "^mcp__.*", "hooks": [{"type": "command", "command": "/c"}]},
                    {"hooks": [{"type": "command", "command": "/d"}]}],
                    "UserPromptSubmit": [{"hooks": []}, {"hooks": [{"type": "command", "command": "/e"}]}]}})
                .to_string(),
            ),
        ),
        (
            "unknown top-level keys and odd values",
            Some(
                "{\"$schema\": \"https://json.schemastore.org/claude-code-settings.json\",\n \"zzz-unknown\": {\"deep\": [1, 2.5, -0, 1e400000, \"\\u00e9\\ud83d\\ude00\"]},\n \"permissions\": {\"allow\": [\"Bash(ls)\"], \"deny\": []},\n \"enabledPlugins\": {\"x@y\": false},\n \"env\": {\"A\": \"1\"}, \"model\": \"opus\"}"
                    .replace("1e400000", "1e30"),
            ),
        ),
        ("hooks first, keys after", Some("{\"hooks\": {}, \"model\": \"sonnet\", \"alwaysThinkingEnabled\": true}".into())),
        ("empty event lists", Some("{\"hooks\": {\"Stop\": [], \"PreToolUse\": []}}".into())),
        ("compact one line", Some("{\"a\":1,\"hooks\":{\"Stop\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"/s\"}]}]},\"b\":[true,false,null]}".into())),
        (
            "an older gatehouse install",
            Some(
                json!({"hooks": {"PreToolUse": [
                    {"matcher": "Bash", "hooks": [{"type": "command", "command": old, "args": []}]},
                    {"matcher": "Bash", "hooks": [{"type": "command", "command": "/opt/keep"}]}]}})
                .to_string(),
            ),
        ),
        (
            "commands that merely mention the install root",
            Some(
                json!({"hooks": {"Stop": [{"hooks": [
                    {"type": "command", "command": format!("echo {old}")},
                    {"type": "command", "command": old.replace("/gatehouse/", "/gatehouse-other/")}]}]}})
                .to_string(),
            ),
        ),
    ]
}

#[test]
fn install_keeps_everything_is_idempotent_and_uninstall_restores_across_a_corpus_and_every_scope() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    git_repo(&repo);
    let bin = bin(d.path());
    let want = subset_registrations();
    let mut checked = 0;
    for scope in ["project", "local", "user"] {
        let path: PathBuf = match scope {
            "project" => repo.join(".claude/settings.json"),
            "local" => repo.join(".claude/settings.local.json"),
            _ => home.join(".claude/settings.json"),
        };
        for (case, original) in corpus(&home) {
            let what = format!("{scope} / {case}");
            let _ = std::fs::remove_file(&path);
            if let Some(o) = &original {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, o).unwrap();
            }
            let args = [
                "install",
                "--scope",
                "project",
                "--scope",
                scope,
                "--repo",
                repo.to_str().unwrap(),
                "--bin-dir",
                &bin,
                "--guards",
                SUBSET,
            ];
            let out = gatehouse(&home, &args);
            assert!(
                out.status.success(),
                "{what}: install failed\n{}",
                text(&out)
            );
            let first = std::fs::read_to_string(&path).unwrap();
            let v = semantic(Some(&first));
            assert_eq!(
                count_ours(&v, &home),
                want,
                "{what}: our registrations\n{first}"
            );
            // Everything that was there is still there, in order.
            let expected_rest = without_ours(&semantic(original.as_deref()), &home);
            assert_eq!(
                semantic(Some(&without_ours(&v, &home).to_string())),
                semantic(Some(&expected_rest.to_string())),
                "{what}: the rest changed"
            );
            if original
                .as_deref()
                .is_some_and(|o| o.starts_with('\u{feff}'))
            {
                assert!(first.starts_with('\u{feff}'), "{what}: BOM dropped");
            }
            let beside: Vec<String> = std::fs::read_dir(path.parent().unwrap())
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|n| n.contains("gatehouse") || n.ends_with(".tmp"))
                .collect();
            assert!(beside.is_empty(), "{what}: stray files {beside:?}");
            // Twice: byte for byte, and the file is not even rewritten.
            let mtime = std::fs::metadata(&path).unwrap().modified().unwrap();
            let out = gatehouse(&home, &args);
            assert!(
                out.status.success(),
                "{what}: second install\n{}",
                text(&out)
            );
            assert!(text(&out).contains("unchanged"), "{what}: {}", text(&out));
            assert_eq!(
                std::fs::read_to_string(&path).unwrap(),
                first,
                "{what}: second install changed the file"
            );
            assert_eq!(
                std::fs::metadata(&path).unwrap().modified().unwrap(),
                mtime,
                "{what}: rewritten"
            );
            // Uninstall: the original, minus any older gatehouse install.
            let out = gatehouse(
                &home,
                &[
                    "uninstall",
                    "--scope",
                    "project",
                    "--scope",
                    scope,
                    "--repo",
                    repo.to_str().unwrap(),
                ],
            );
            assert!(out.status.success(), "{what}: uninstall\n{}", text(&out));
            let had_ours = original
                .as_deref()
                .is_some_and(|o| o.contains("/.local/share/gatehouse/"));
            if !had_ours {
                // Nothing of gatehouse's before: the very bytes come back
                // (and a file install created goes away again).
                assert_eq!(
                    std::fs::read_to_string(&path).ok(),
                    original.clone(),
                    "{what}: uninstall is not byte-exact"
                );
                checked += 1;
                continue;
            }
            let back = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                semantic(Some(&back)),
                semantic(Some(&expected_rest.to_string())),
                "{what}: uninstall did not restore\n{back}"
            );
            checked += 1;
        }
        let _ = std::fs::remove_file(&path);
    }
    assert_eq!(checked, 3 * corpus(&home).len());
    // One version directory for all of it: same build, same hash.
    let versions: Vec<_> = std::fs::read_dir(home.join(".local/share/gatehouse"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.path().is_dir()
                && e.file_name()
                    .to_string_lossy()
                    .starts_with(|c: char| c.is_ascii_digit())
        })
        .collect();
    assert_eq!(versions.len(), 1, "{versions:?}");
}

#[test]
fn the_full_fleet_installs_fires_and_shows_a_refusal() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    git_repo(&repo);
    let out = gatehouse(
        &home,
        &[
            "install",
            "--scope",
            "project",
            "--repo",
            repo.to_str().unwrap(),
            "--bin-dir",
            &fleet::bin_dir().display().to_string(),
        ],
    );
    let t = text(&out);
    assert!(out.status.success(), "{t}");
    assert!(
        t.contains("exit 2 (2 = refused)") && t.contains("force-session-cli: refused"),
        "{t}"
    );
    assert!(
        t.contains("and each one fires") && !t.contains("problem"),
        "{t}"
    );
    let v = semantic(Some(
        &std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap(),
    ));
    // What is on under no config: every entry but the ones the activation
    // tables switch off (the library's own judgement, checked against the
    // template's count so a change of either shows here).
    let on = gatehouse::registry::entries()
        .unwrap()
        .iter()
        .filter(|e| {
            gatehouse::registry::entry_off(e, &Ok(payload::Config::default())).is_none()
                && e.guard != gatehouse::install::SANDBOX_GUARD
        })
        .count();
    assert!(on < fleet::registrations().len());
    assert_eq!(count_ours(&v, &home), on);
    // Every binary is in the versioned directory and matches its manifest.
    let current = std::fs::read_link(home.join(".local/share/gatehouse/current"))
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let dir = home.join(".local/share/gatehouse").join(current.trim());
    assert!(
        current
            .trim()
            .starts_with(concat!(env!("CARGO_PKG_VERSION"), "-")),
        "{current}"
    );
    let manifest: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("manifest.json")).unwrap()).unwrap();
    for g in fleet::guard_files().iter().filter(|g| {
        fleet::registrations()
            .iter()
            .any(|r| r.guard.as_deref() == Some(g))
    }) {
        assert!(dir.join("bin").join(g).is_file(), "{g}");
        assert!(
            manifest["binaries"][g].is_string(),
            "{g} not in the manifest"
        );
    }
    assert!(dir.join("bin/gatehouse-dispatch").is_file() && dir.join("bin/gatehouse").is_file());
}

#[test]
fn an_upgrade_installs_side_by_side_and_repoints_the_registrations() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    git_repo(&repo);
    let bin = bin(d.path());
    let r = repo.to_str().unwrap();
    assert!(
        gatehouse(
            &home,
            &[
                "install",
                "--scope",
                "project",
                "--repo",
                r,
                "--bin-dir",
                &bin,
                "--guards",
                "no-xdist"
            ]
        )
        .status
        .success()
    );
    let v1 = std::fs::read_link(home.join(".local/share/gatehouse/current"))
        .unwrap()
        .to_string_lossy()
        .into_owned();
    // A different set of binaries is a different build: another directory.
    assert!(
        gatehouse(
            &home,
            &[
                "install",
                "--scope",
                "project",
                "--repo",
                r,
                "--bin-dir",
                &bin,
                "--guards",
                "no-xdist,stop-timestamp"
            ]
        )
        .status
        .success()
    );
    let v2 = std::fs::read_link(home.join(".local/share/gatehouse/current"))
        .unwrap()
        .to_string_lossy()
        .into_owned();
    assert_ne!(v1, v2);
    assert!(
        home.join(".local/share/gatehouse")
            .join(v1.trim())
            .join("bin/no-xdist")
            .is_file(),
        "the old version stays for running sessions"
    );
    let s = std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap();
    assert!(!s.contains(v1.trim()) && s.contains(v2.trim()), "{s}");
}

/// Bad input: a clear error, and nothing on disk changed (no binaries
/// copied either).
#[test]
fn bad_input_is_a_clear_error_and_changes_nothing() {
    let build = tempfile::tempdir().unwrap();
    let bin = bin(build.path());
    for (case, content, args, message) in [
        ("unparseable", Some("{ not json"), vec![], "not valid JSON"),
        ("not an object", Some("[1, 2]"), vec![], "not a JSON object"),
        (
            "hooks not an object",
            Some("{\"hooks\": []}"),
            vec![],
            "`hooks` in",
        ),
        (
            "event not a list",
            Some("{\"hooks\": {\"PreToolUse\": {\"matcher\": \"Bash\"}}}"),
            vec![],
            "`hooks.PreToolUse`",
        ),
        ("not UTF-8", None, vec![], "not UTF-8"),
        (
            "missing build",
            Some("{}"),
            vec!["--bin-dir", "/nonexistent-build"],
            "are missing beside gatehouse in /nonexistent-build",
        ),
        (
            "unknown guard",
            Some("{}"),
            vec!["--guards", "no-xdist,no-such-guard"],
            "unknown guard(s): no-such-guard",
        ),
        (
            "bad scope",
            Some("{}"),
            vec!["--scope", "global"],
            "--scope must be",
        ),
    ] {
        let d = tempfile::tempdir().unwrap();
        let home = d.path().join("home");
        let repo = d.path().join("repo");
        std::fs::create_dir_all(repo.join(".claude")).unwrap();
        std::fs::create_dir_all(&home).unwrap();
        let path = repo.join(".claude/settings.json");
        let bytes: Vec<u8> = match content {
            Some(c) => c.as_bytes().to_vec(),
            None => b"{\"a\": \"\xff\"}".to_vec(),
        };
        std::fs::write(&path, &bytes).unwrap();
        let mut all = vec![
            "install",
            "--scope",
            "project",
            "--repo",
            repo.to_str().unwrap(),
            "--guards",
            "no-xdist",
        ];
        if !args.contains(&"--bin-dir") {
            all.extend(["--bin-dir", bin.as_str()]);
        }
        all.extend(args.iter().copied());
        let out = gatehouse(&home, &all);
        assert_eq!(out.status.code(), Some(2), "{case}: {}", text(&out));
        assert!(text(&out).contains(message), "{case}: {}", text(&out));
        assert_eq!(
            std::fs::read(&path).unwrap(),
            bytes,
            "{case}: the file changed"
        );
        let leftovers: Vec<_> = std::fs::read_dir(repo.join(".claude"))
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name())
            .collect();
        assert_eq!(leftovers.len(), 1, "{case}: {leftovers:?}");
        assert!(
            !home.join(".local/share/gatehouse").exists(),
            "{case}: binaries were copied"
        );
        if content.is_some() && case == "unparseable" {
            let out = gatehouse(
                &home,
                &[
                    "uninstall",
                    "--scope",
                    "project",
                    "--repo",
                    repo.to_str().unwrap(),
                ],
            );
            assert_eq!(
                out.status.code(),
                Some(2),
                "uninstall of an unparseable file"
            );
            assert_eq!(std::fs::read(&path).unwrap(), bytes);
        }
    }
}

/// A write that fails midway (the new text is larger than the process may
/// write: RLIMIT_FSIZE, which binds root too) leaves the original intact and
/// no temporary file behind.
#[test]
fn a_write_that_fails_midway_leaves_the_original_intact() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::create_dir_all(&home).unwrap();
    let bin = bin(d.path());
    let r = repo.to_str().unwrap();
    // Binaries in place first (copying them would hit the limit before).
    let scratch = d.path().join("scratch");
    std::fs::create_dir_all(&scratch).unwrap();
    assert!(
        gatehouse(
            &home,
            &[
                "install",
                "--scope",
                "project",
                "--repo",
                scratch.to_str().unwrap(),
                "--bin-dir",
                &bin,
                "--guards",
                SUBSET
            ]
        )
        .status
        .success()
    );
    let path = repo.join(".claude/settings.json");
    let original = "{\n  \"model\": \"opus\"\n}\n";
    std::fs::write(&path, original).unwrap();
    let out = Command::new("bash")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 1; exec \"$@\"")
        .arg("limited")
        .arg(env!("CARGO_BIN_EXE_gatehouse"))
        .args([
            "install",
            "--scope",
            "project",
            "--repo",
            r,
            "--bin-dir",
            &bin,
            "--guards",
            SUBSET,
        ])
        .env("HOME", &home)
        .env("PATH", "/usr/bin:/bin")
        .env_remove("XDG_DATA_HOME")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("the previous file is unchanged"),
        "{}",
        text(&out)
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), original);
    let names: Vec<String> = std::fs::read_dir(repo.join(".claude"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.ends_with(".tmp")),
        "temp file left: {names:?}"
    );
}

#[test]
fn a_symlinked_settings_file_stays_a_symlink() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    let dotfiles = d.path().join("dotfiles");
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::create_dir_all(&dotfiles).unwrap();
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(dotfiles.join("settings.json"), "{\"model\": \"opus\"}").unwrap();
    std::os::unix::fs::symlink(
        dotfiles.join("settings.json"),
        repo.join(".claude/settings.json"),
    )
    .unwrap();
    let out = gatehouse(
        &home,
        &[
            "install",
            "--scope",
            "project",
            "--repo",
            repo.to_str().unwrap(),
            "--bin-dir",
            &bin(d.path()),
            "--guards",
            "no-xdist",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        std::fs::symlink_metadata(repo.join(".claude/settings.json"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read_to_string(dotfiles.join("settings.json"))
            .unwrap()
            .contains("no-xdist")
    );
}

/// Codex: Claude-shaped `hooks.json`, commands as quoted shell lines, only
/// events Codex knows; the command line runs through a shell as Codex runs
/// it, answers a harmless payload with silence and refuses a bad one.
#[test]
fn codex_hooks_file_is_written_and_its_commands_run_through_a_shell() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home with space");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    git_repo(&repo);
    std::fs::create_dir_all(repo.join(".codex")).unwrap();
    std::fs::write(
        repo.join(".codex/hooks.json"),
        "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"mine\"}]}]}}",
    )
    .unwrap();
    let r = repo.to_str().unwrap();
    let out = gatehouse(
        &home,
        &[
            "install",
            "--scope",
            "project",
            "--codex",
            "--repo",
            r,
            "--bin-dir",
            &bin(d.path()),
            "--guards",
            "no-xdist,worktree-consent",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    let v: Value =
        serde_json::from_str(&std::fs::read_to_string(repo.join(".codex/hooks.json")).unwrap())
            .unwrap();
    assert_eq!(v["hooks"]["Stop"][0]["hooks"][0]["command"], "mine");
    assert!(
        v["hooks"].get("WorktreeCreate").is_none(),
        "Codex has no WorktreeCreate: {v}"
    );
    let hook = v["hooks"]["PreToolUse"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| &g["hooks"][0])
        .find(|h| h["command"].as_str().unwrap().contains("no-xdist"))
        .unwrap();
    assert!(
        hook.get("args").is_none() && hook.get("onFailure").is_none(),
        "{hook}"
    );
    let line = hook["command"].as_str().unwrap();
    assert!(
        line.starts_with('\'') && line.contains("home with space"),
        "{line}"
    );
    let run = |stdin: &str| {
        use std::io::Write;
        let mut c = Command::new("sh")
            .arg("-c")
            .arg(line)
            .current_dir(&repo)
            .env("HOME", &home)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        c.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
        c.wait_with_output().unwrap()
    };
    let codex_payload = json!({"session_id": "s", "turn_id": "t", "model": "gpt-5", "transcript_path": null, "cwd": repo,
        "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": "pytest -n 4"}, "tool_use_id": "c1"});
    let refused = run(&codex_payload.to_string());
    assert_eq!(
        refused.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    assert!(String::from_utf8_lossy(&refused.stderr).contains("no-xdist"));
    let mut ok = codex_payload.clone();
    ok["tool_input"]["command"] = json!("pytest -x");
    assert_eq!(run(&ok.to_string()).status.code(), Some(0));
    assert_eq!(run("{").status.code(), Some(2));
    let out = gatehouse(
        &home,
        &["uninstall", "--scope", "project", "--codex", "--repo", r],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(
        semantic(Some(
            &std::fs::read_to_string(repo.join(".codex/hooks.json")).unwrap()
        )),
        json!({"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "mine"}]}]}})
    );
}

/// Uninstall with nothing of ours leaves the file's bytes alone (no
/// re-indenting); a private (0600) settings file keeps its mode, and so does
/// its backup (settings may hold secrets in `env`).
#[test]
fn uninstall_without_ours_rewrites_nothing_and_modes_are_kept() {
    use std::os::unix::fs::PermissionsExt;
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::create_dir_all(&home).unwrap();
    let path = repo.join(".claude/settings.json");
    let compact = "{\"env\":{\"TOKEN\":\"secret\"},\"hooks\":{\"Stop\":[{\"hooks\":[{\"type\":\"command\",\"command\":\"/x\"}]}]}}";
    std::fs::write(&path, compact).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    let r = repo.to_str().unwrap();
    let out = gatehouse(&home, &["uninstall", "--scope", "project", "--repo", r]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("removed 0"), "{}", text(&out));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), compact);
    assert!(!repo.join(".claude/settings.json.gatehouse-backup").exists());
    let bin = bin(d.path());
    let out = gatehouse(
        &home,
        &[
            "install",
            "--scope",
            "project",
            "--repo",
            r,
            "--bin-dir",
            &bin,
            "--guards",
            "no-xdist",
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(!repo.join(".claude/settings.json.gatehouse-backup").exists());
    let mode = std::fs::metadata(repo.join(".claude/settings.json"))
        .unwrap()
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o600);
}

/// The paths `--sandbox` puts under `denyWrite` for a project install.
fn protected(home: &Path, repo: &Path) -> Vec<String> {
    let mut v: Vec<String> = [
        "settings.json",
        "settings.local.json",
        "gatehouse.toml",
        "banned-libraries.txt",
        "weasel-words.txt",
    ]
    .iter()
    .map(|f| repo.join(".claude").join(f).display().to_string())
    .collect();
    v.push(repo.join(".codex").display().to_string());
    for h in [
        ".claude/settings.json",
        ".config/gatehouse/config.toml",
        ".local/state/gatehouse",
        ".local/share/gatehouse",
        ".codex/hooks.json",
        ".codex/config.toml",
    ] {
        v.push(home.join(h).display().to_string());
    }
    v
}

/// `install --sandbox` over files that already have sandbox settings of
/// their own: ours merged in, theirs kept, a second install byte-identical;
/// `--no-sandbox` takes out exactly the sandbox part, `uninstall` gives the
/// original back (semantically), and nothing of ours is left on disk.
#[test]
fn sandbox_merges_keeps_the_users_keys_and_uninstall_takes_out_exactly_ours() {
    let d = tempfile::tempdir().unwrap();
    let root = d.path().canonicalize().unwrap();
    let bin = bin(&root);
    let corpus: [(&str, Option<&str>); 6] = [
        ("no file", None),
        ("empty object", Some("{}\n")),
        (
            "the user's network and allowWrite",
            Some(
                r#"{"sandbox": {"network": {"allowedDomains": ["pypi.org"]}, "filesystem": {"allowWrite": ["~/.cache/pip"]}}, "model": "x"}"#,
            ),
        ),
        (
            "sandbox turned off by the user",
            Some(
                r#"{"sandbox": {"enabled": false, "allowUnsandboxedCommands": true, "autoAllowBashIfSandboxed": false}}"#,
            ),
        ),
        (
            "one of our paths already denied by the user",
            Some(
                r#"{"sandbox": {"filesystem": {"denyWrite": ["/etc", "REPO/.claude/settings.json"]}}}"#,
            ),
        ),
        (
            "an empty denyWrite of the user's",
            Some(r#"{"sandbox": {"enabled": true, "filesystem": {"denyWrite": []}}}"#),
        ),
    ];
    for (i, (case, original)) in corpus.iter().enumerate() {
        let home = root.join(format!("home{i}"));
        let repo = root.join(format!("repo{i}"));
        std::fs::create_dir_all(&home).unwrap();
        git_repo(&repo);
        let path = repo.join(".claude/settings.json");
        let original = original.map(|t| t.replace("REPO", repo.to_str().unwrap()));
        if let Some(t) = &original {
            std::fs::create_dir_all(repo.join(".claude")).unwrap();
            std::fs::write(&path, t).unwrap();
        }
        let r = repo.to_str().unwrap();
        let install = |extra: &[&str]| {
            let mut args = vec![
                "install",
                "--scope",
                "project",
                "--repo",
                r,
                "--bin-dir",
                &bin,
                "--guards",
                "no-xdist",
            ];
            args.extend_from_slice(extra);
            let out = gatehouse(&home, &args);
            assert!(out.status.success(), "{case}: {}", text(&out));
            out
        };
        let out = install(&["--sandbox"]);
        assert!(text(&out).contains("sandbox:"), "{case}: {}", text(&out));
        let after = std::fs::read_to_string(&path).unwrap();
        let v: Value = serde_json::from_str(&after).unwrap();
        let sb = &v["sandbox"];
        assert_eq!(sb["enabled"], true, "{case}");
        assert_eq!(sb["failIfUnavailable"], true, "{case}");
        assert_eq!(sb["allowUnsandboxedCommands"], false, "{case}");
        let deny: Vec<&str> = sb["filesystem"]["denyWrite"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(Value::as_str)
            .collect();
        for p in protected(&home, &repo) {
            assert_eq!(
                deny.iter().filter(|d| **d == p).count(),
                1,
                "{case}: {p} in {deny:?}"
            );
        }
        // Everything of the user's is still there.
        let before = semantic(original.as_deref());
        if let Some(b) = before.get("sandbox") {
            for (k, val) in b.as_object().unwrap() {
                if !["enabled", "allowUnsandboxedCommands", "filesystem"].contains(&k.as_str()) {
                    assert_eq!(&sb[k], val, "{case}: {k}");
                }
            }
            for d in b["filesystem"]["denyWrite"]
                .as_array()
                .into_iter()
                .flatten()
            {
                assert!(deny.contains(&d.as_str().unwrap()), "{case}: {d}");
            }
            if let Some(w) = b["filesystem"].get("allowWrite") {
                assert_eq!(&sb["filesystem"]["allowWrite"], w, "{case}");
            }
        }
        assert_eq!(v.get("model"), before.get("model"), "{case}");
        // Idempotent, with or without the flag.
        install(&["--sandbox"]);
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            after,
            "{case}: second install"
        );
        install(&[]);
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            after,
            "{case}: install without the flag"
        );
        // --no-sandbox: hooks stay, sandbox as before.
        install(&["--no-sandbox"]);
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(count_ours(&v, &home), 1, "{case}");
        assert_eq!(
            v.get("sandbox"),
            before.get("sandbox"),
            "{case}: --no-sandbox"
        );
        // And back on, then uninstall: the original.
        install(&["--sandbox"]);
        let out = gatehouse(&home, &["uninstall", "--scope", "project", "--repo", r]);
        assert!(out.status.success(), "{case}: {}", text(&out));
        let now = std::fs::read_to_string(&path).ok();
        assert_eq!(semantic(now.as_deref()), before, "{case}: uninstall");
        let records = home.join(".local/share/gatehouse/sandbox");
        assert!(
            std::fs::read_dir(&records).map_or(true, |mut d| d.next().is_none()),
            "{case}: a record is left in {}",
            records.display()
        );
    }
}

/// A key the user changed after the install is theirs: uninstall leaves it.
#[test]
fn sandbox_uninstall_leaves_what_the_user_changed_since() {
    let d = tempfile::tempdir().unwrap();
    let root = d.path().canonicalize().unwrap();
    let bin = bin(&root);
    let (home, repo) = (root.join("home"), root.join("repo"));
    std::fs::create_dir_all(&home).unwrap();
    git_repo(&repo);
    let r = repo.to_str().unwrap();
    let args = [
        "install",
        "--scope",
        "project",
        "--repo",
        r,
        "--bin-dir",
        &bin,
        "--guards",
        "no-xdist",
        "--sandbox",
    ];
    assert!(gatehouse(&home, &args).status.success());
    let path = repo.join(".claude/settings.json");
    let mut v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    v["sandbox"]["failIfUnavailable"] = json!(false);
    v["sandbox"]["filesystem"]["denyWrite"]
        .as_array_mut()
        .unwrap()
        .push(json!("/srv/mine"));
    std::fs::write(&path, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    let out = gatehouse(&home, &["uninstall", "--scope", "project", "--repo", r]);
    assert!(out.status.success(), "{}", text(&out));
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        v["sandbox"],
        json!({"failIfUnavailable": false, "filesystem": {"denyWrite": ["/srv/mine"]}})
    );
}

/// Where `--sandbox` does not apply, it is refused and nothing changes; the
/// user's config makes it the default of project and local installs.
#[test]
fn sandbox_scope_and_default() {
    let d = tempfile::tempdir().unwrap();
    let root = d.path().canonicalize().unwrap();
    let bin = bin(&root);
    let (home, repo) = (root.join("home"), root.join("repo"));
    std::fs::create_dir_all(&home).unwrap();
    git_repo(&repo);
    let r = repo.to_str().unwrap();
    let base = [
        "install",
        "--scope",
        "project",
        "--repo",
        r,
        "--bin-dir",
        &bin,
        "--guards",
        "no-xdist",
    ];
    for (case, extra, needle) in [
        (
            "user scope",
            vec!["--scope", "user", "--sandbox"],
            "per repository",
        ),
        ("codex", vec!["--codex", "--sandbox"], "Codex has its own"),
        (
            "both flags",
            vec!["--sandbox", "--no-sandbox"],
            "contradict",
        ),
    ] {
        let mut args = base.to_vec();
        args.extend(extra);
        let out = gatehouse(&home, &args);
        assert_eq!(out.status.code(), Some(2), "{case}: {}", text(&out));
        assert!(text(&out).contains(needle), "{case}: {}", text(&out));
        assert!(!home.join(".claude/settings.json").exists(), "{case}");
        assert!(!repo.join(".codex").exists(), "{case}");
        assert!(
            !home.join(".local/share/gatehouse").exists(),
            "{case}: binaries copied"
        );
    }
    let config = home.join(".config/gatehouse/config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "[gatehouse]\nsandbox = true\n").unwrap();
    let path = repo.join(".claude/settings.json");
    let sandbox = || {
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        v["sandbox"]["enabled"] == json!(true)
    };
    let mut args = base.to_vec();
    args.push("--no-sandbox");
    assert!(gatehouse(&home, &args).status.success());
    assert!(!sandbox(), "--no-sandbox wins over the config");
    let out = gatehouse(&home, &base);
    assert!(out.status.success(), "{}", text(&out));
    assert!(sandbox(), "the config's default: {}", text(&out));
    // Local scope: the local file at the git root, its own path protected.
    let mut args = base.to_vec();
    args.extend(["--scope", "local", "--sandbox", "--also"]);
    let out = gatehouse(&home, &args);
    assert!(out.status.success(), "{}", text(&out));
    let local = repo.join(".claude/settings.local.json");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&local).unwrap()).unwrap();
    assert_eq!(v["sandbox"]["enabled"], true, "local scope");
    assert!(
        v["sandbox"]["filesystem"]["denyWrite"]
            .as_array()
            .unwrap()
            .contains(&json!(local.display().to_string())),
        "{v}"
    );
    // User scope ignores the default (it would reach every repository).
    let mut args = base.to_vec();
    args.extend(["--scope", "user", "--also"]);
    let out = gatehouse(&home, &args);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        !std::fs::read_to_string(home.join(".claude/settings.json"))
            .unwrap()
            .contains("\"sandbox\""),
        "user scope"
    );
}
