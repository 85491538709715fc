//! `gatehouse install --scope managed` with its paths in a temporary
//! directory (`--prefix`, `--managed-settings`, `--org-config`): what it
//! writes and with which owners and modes, that uninstall removes exactly
//! that (a settings file's bytes back), the fleet update (stage the new
//! prefix, switch the settings in one rename, then remove the old prefix,
//! watched from another thread: the settings file is never half-written and
//! never names a missing binary), the refusals, and what `doctor` says about
//! paths a user could write. The real system paths and a real unprivileged
//! user in the real CLI: `tests/managed_e2e.rs`.
//!
//! The managed install runs as root only; without root each test says so
//! and returns.
#![allow(dead_code)]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

mod fleet;

use serde_json::Value;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

fn root_or_skip(test: &str) -> bool {
    let root = gatehouse::managed::euid() == Some(0);
    if !root {
        eprintln!("!!! {test} SKIPPED: the managed install needs root");
    }
    root
}

struct Layout {
    _dir: tempfile::TempDir,
    base: PathBuf,
    prefix: PathBuf,
    settings: PathBuf,
    org: PathBuf,
}

fn layout() -> Layout {
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().canonicalize().unwrap();
    std::fs::set_permissions(&base, std::fs::Permissions::from_mode(0o755)).unwrap();
    Layout {
        prefix: base.join("opt/gatehouse"),
        settings: base.join("etc/claude-code/managed-settings.json"),
        org: base.join("etc/gatehouse/config.toml"),
        base,
        _dir: dir,
    }
}

fn gatehouse(l: &Layout, args: &[&str], bin: &Path) -> (bool, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gatehouse"));
    cmd.args(args)
        .arg("--prefix")
        .arg(&l.prefix)
        .arg("--managed-settings")
        .arg(&l.settings)
        .arg("--org-config")
        .arg(&l.org);
    if args.first() == Some(&"install") {
        cmd.arg("--bin-dir").arg(bin);
    }
    let o = cmd.output().unwrap();
    (
        o.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
    )
}

fn install(l: &Layout, bin: &Path, extra: &[&str]) -> String {
    let mut args = vec![
        "install",
        "--scope",
        "managed",
        "--guards",
        "no-xdist,stop-hedge",
    ];
    args.extend_from_slice(extra);
    let (ok, out) = gatehouse(l, &args, bin);
    assert!(ok, "{out}");
    out
}

fn uninstall(l: &Layout) -> String {
    let (ok, out) = gatehouse(l, &["uninstall", "--scope", "managed"], Path::new("/"));
    assert!(ok, "{out}");
    out
}

/// A bin dir with the three binaries an install of no-xdist and stop-hedge
/// copies; `tweak` appends a byte to no-xdist (a new build, a new version).
fn bin_copy(dir: &Path, tweak: bool) -> PathBuf {
    let src = fleet::bin_dir();
    let gh = Path::new(env!("CARGO_BIN_EXE_gatehouse"));
    let dest = dir.join(if tweak { "bin-new" } else { "bin-old" });
    std::fs::create_dir_all(&dest).unwrap();
    for (name, from) in [
        ("no-xdist", src.join("no-xdist")),
        ("stop-hedge", src.join("stop-hedge")),
        (
            "gatehouse-dispatch",
            gh.with_file_name("gatehouse-dispatch"),
        ),
        ("gatehouse", gh.to_path_buf()),
    ] {
        std::fs::copy(&from, dest.join(name)).unwrap();
    }
    if tweak {
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(dest.join("no-xdist"))
            .unwrap();
        std::io::Write::write_all(&mut f, b"\0").unwrap();
    }
    dest
}

fn versions(prefix: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(prefix)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| !p.is_symlink() && p.join("manifest.json").is_file())
        .collect();
    v.sort();
    v
}

#[test]
fn install_writes_root_owned_files_and_uninstall_removes_exactly_them() {
    if !root_or_skip("install_writes_root_owned_files…") {
        return;
    }
    for (case, before) in [
        ("absent", None),
        ("compact", Some("{\"env\":{\"A\":\"1\"}}")),
        (
            "four spaces, other hooks",
            Some(
                "{\n    \"hooks\": {\n        \"Stop\": [\n            {\n                \"hooks\": [\n                    {\n                        \"type\": \"command\",\n                        \"command\": \"/usr/local/bin/org-audit\"\n                    }\n                ]\n            }\n        ]\n    },\n    \"allowManagedHooksOnly\": false\n}\n",
            ),
        ),
    ] {
        let l = layout();
        let bin = bin_copy(&l.base, false);
        if let Some(text) = before {
            std::fs::create_dir_all(l.settings.parent().unwrap()).unwrap();
            std::fs::write(&l.settings, text).unwrap();
        }
        let out = install(&l, &bin, &["--managed-hooks-only"]);
        // Every file root's; binaries and directories 0755, settings and org config 0644.
        let v = versions(&l.prefix);
        assert_eq!(v.len(), 1, "{case}: {out}");
        for p in [
            &l.prefix,
            &v[0],
            &v[0].join("bin"),
            &v[0].join("bin/no-xdist"),
        ] {
            let m = std::fs::metadata(p).unwrap();
            assert_eq!(
                (m.uid(), m.mode() & 0o777),
                (0, 0o755),
                "{case}: {}",
                p.display()
            );
        }
        for p in [&l.settings, &l.org] {
            let m = std::fs::metadata(p).unwrap();
            assert_eq!(
                (m.uid(), m.mode() & 0o777),
                (0, 0o644),
                "{case}: {}",
                p.display()
            );
        }
        let s: Value =
            serde_json::from_str(&std::fs::read_to_string(&l.settings).unwrap()).unwrap();
        assert_eq!(s["allowManagedHooksOnly"], true, "{case}");
        let dispatch = v[0].join("bin/gatehouse-dispatch").display().to_string();
        let ours: Vec<&Value> = s["hooks"]["PreToolUse"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| g["hooks"].as_array().unwrap())
            .filter(|h| h["command"] == dispatch.as_str())
            .collect();
        assert!(
            ours.iter()
                .any(|h| h["args"][0] == "no-xdist" && h["onFailure"] == "block"),
            "{case}: {s:#}"
        );
        if before.is_some_and(|b| b.contains("org-audit")) {
            assert!(s.to_string().contains("/usr/local/bin/org-audit"), "{case}");
        }
        let org = std::fs::read_to_string(&l.org).unwrap();
        assert!(org.contains("global = true"), "{case}: {org}");
        // A second install of the same build changes nothing.
        let text = std::fs::read(&l.settings).unwrap();
        install(&l, &bin, &["--managed-hooks-only"]);
        assert_eq!(
            std::fs::read(&l.settings).unwrap(),
            text,
            "{case}: idempotent"
        );

        let out = uninstall(&l);
        match before {
            Some(b) => assert_eq!(
                std::fs::read_to_string(&l.settings).unwrap(),
                b,
                "{case}: {out}"
            ),
            None => assert!(!l.settings.exists(), "{case}: {out}"),
        }
        assert!(!l.org.exists(), "{case}: install created it: {out}");
        assert!(!l.prefix.exists(), "{case}: {out}");
        assert!(!l.base.join("etc/gatehouse").exists(), "{case}: {out}");
        assert_eq!(
            l.base.join("etc/claude-code").exists(),
            before.is_some(),
            "{case}"
        );
    }
}

#[test]
fn after_an_edit_uninstall_takes_out_only_what_install_added() {
    if !root_or_skip("after_an_edit…") {
        return;
    }
    let l = layout();
    let bin = bin_copy(&l.base, false);
    std::fs::create_dir_all(l.org.parent().unwrap()).unwrap();
    let org = "[no-xdist]\nenabled = true\n";
    std::fs::write(&l.org, org).unwrap();
    let out = install(&l, &bin, &["--managed-hooks-only"]);
    assert_eq!(
        std::fs::read_to_string(&l.org).unwrap(),
        org,
        "an organisation config is kept"
    );
    // Without `global = true` a repository opts out by deleting its opt-in: said.
    assert!(out.contains("does not set `global = true`"), "{out}");
    // The administrator adds a key of their own.
    let mut s: Value =
        serde_json::from_str(&std::fs::read_to_string(&l.settings).unwrap()).unwrap();
    s["env"] = serde_json::json!({"ORG": "1"});
    std::fs::write(&l.settings, serde_json::to_string_pretty(&s).unwrap()).unwrap();
    uninstall(&l);
    let s: Value = serde_json::from_str(&std::fs::read_to_string(&l.settings).unwrap()).unwrap();
    assert_eq!(s, serde_json::json!({"env": {"ORG": "1"}}));
    assert_eq!(std::fs::read_to_string(&l.org).unwrap(), org);
}

#[test]
fn a_fleet_update_never_leaves_the_settings_naming_a_missing_binary() {
    if !root_or_skip("a_fleet_update…") {
        return;
    }
    let l = layout();
    let (old_bin, new_bin) = (bin_copy(&l.base, false), bin_copy(&l.base, true));
    install(&l, &old_bin, &[]);
    let old = versions(&l.prefix);
    assert_eq!(old.len(), 1);

    // A watcher reads the settings file as Claude Code would, as fast as it
    // can, while the update runs: it must always parse, and every command
    // path in it must exist (a path found missing is re-checked against a
    // fresh read: the old prefix goes only after the switch, so a read taken
    // just before the switch may name it by the time it is checked).
    let stop = Arc::new(AtomicBool::new(false));
    let settings = l.settings.clone();
    let flag = Arc::clone(&stop);
    let watcher = std::thread::spawn(move || {
        let (mut reads, mut states, mut bad) = (0usize, Vec::<String>::new(), Vec::<String>::new());
        while !flag.load(Ordering::SeqCst) {
            let text = std::fs::read_to_string(&settings).unwrap_or_default();
            reads += 1;
            let v: Value = match serde_json::from_str(&text) {
                Ok(v) => v,
                Err(e) => {
                    bad.push(format!("half-written ({e}): {text:.200}"));
                    continue;
                }
            };
            if !states.contains(&text) {
                states.push(text.clone());
            }
            for p in gatehouse::managed::command_paths(&v) {
                if !p.exists() && std::fs::read_to_string(&settings).unwrap_or_default() == text {
                    bad.push(format!(
                        "{} missing while the settings name it",
                        p.display()
                    ));
                }
            }
        }
        (reads, states.len(), bad)
    });
    let out = install(&l, &new_bin, &[]);
    std::thread::sleep(std::time::Duration::from_millis(50));
    stop.store(true, Ordering::SeqCst);
    let (reads, states, bad) = watcher.join().unwrap();
    eprintln!("fleet update watched: {reads} reads, {states} distinct settings texts");
    assert!(bad.is_empty(), "{bad:#?}\n{out}");
    assert_eq!(
        states, 2,
        "the watcher saw the old and the new settings: {out}"
    );
    let new = versions(&l.prefix);
    assert_eq!(new.len(), 1, "{out}");
    assert_ne!(new, old, "{out}");
    assert!(!old[0].exists(), "the old prefix is removed: {out}");
    assert!(out.contains("removed the previous version"), "{out}");
    let text = std::fs::read_to_string(&l.settings).unwrap();
    assert!(!text.contains(&old[0].display().to_string()), "{text}");
    assert_eq!(
        std::fs::read_link(l.prefix.join("current")).unwrap(),
        PathBuf::from(new[0].file_name().unwrap())
    );
    uninstall(&l);
    assert!(!l.prefix.exists());
}

#[test]
fn paths_a_user_could_write_are_refused_and_reported() {
    if !root_or_skip("paths_a_user_could_write…") {
        return;
    }
    // A prefix under a directory every user can write (not sticky): refused.
    let l = layout();
    let bin = bin_copy(&l.base, false);
    let open = l.base.join("open");
    std::fs::create_dir(&open).unwrap();
    std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o777)).unwrap();
    let bad = Layout {
        prefix: open.join("gatehouse"),
        settings: l.settings.clone(),
        org: l.org.clone(),
        base: l.base.clone(),
        _dir: tempfile::tempdir().unwrap(),
    };
    let (ok, out) = gatehouse(&bad, &["install", "--scope", "managed"], &bin);
    assert!(
        !ok && out.contains("would not be out of users' reach"),
        "{out}"
    );
    assert!(
        !bad.prefix.exists() && !l.settings.exists(),
        "nothing changed: {out}"
    );

    // A symbolic link at a managed path: refused (it could lead anywhere).
    let elsewhere = l.base.join("elsewhere.json");
    std::fs::write(&elsewhere, "{}").unwrap();
    std::fs::create_dir_all(l.settings.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &l.settings).unwrap();
    let (ok, out) = gatehouse(&l, &["install", "--scope", "managed"], &bin);
    assert!(!ok && out.contains("is a symbolic link"), "{out}");
    std::fs::remove_file(&l.settings).unwrap();

    // After install, a binary made writable or handed to a user: doctor says so.
    install(&l, &bin, &[]);
    let v = versions(&l.prefix);
    let guard = v[0].join("bin/no-xdist");
    std::fs::set_permissions(&guard, std::fs::Permissions::from_mode(0o757)).unwrap();
    std::os::unix::fs::chown(v[0].join("bin/stop-hedge"), Some(65534), None).unwrap();
    let home = l.base.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(["doctor", "--dir"])
        .arg(&l.base)
        .arg("--prefix")
        .arg(&l.prefix)
        .arg("--managed-settings")
        .arg(&l.settings)
        .arg("--org-config")
        .arg(&l.org)
        .env("HOME", &home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains(&format!("managed: {} holds", l.settings.display())),
        "{text}"
    );
    assert!(
        text.contains(&format!("{} is writable by every user", guard.display())),
        "{text}"
    );
    assert!(
        text.contains("stop-hedge is owned by uid 65534, not root"),
        "{text}"
    );
    std::fs::set_permissions(&guard, std::fs::Permissions::from_mode(0o755)).unwrap();
    uninstall(&l);
}
