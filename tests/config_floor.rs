//! The user's config is a floor for the registrations the user made: run
//! through the real `gatehouse-dispatch` (user scope, plugin), a cloned
//! repository's `.claude/gatehouse.toml` cannot switch a guard off or exempt
//! itself; the user lifts the floor for a repository in their own file; a
//! repository-scope registration (the guard run directly) keeps the
//! repository's file in charge, as it could delete the registration anyway.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::json;
use std::path::Path;

fn bash_payload(cwd: &Path, command: &str) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "session_id": "s-floor",
        "transcript_path": cwd.join("t.jsonl"),
        "cwd": cwd,
        "permission_mode": "default",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": command, "description": "run"},
        "tool_use_id": "toolu_floor"
    }))
    .unwrap()
}

struct Setup {
    _dir: tempfile::TempDir,
    repo: std::path::PathBuf,
    home: std::path::PathBuf,
}

fn setup(project: &str, user: &str) -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let repo = dir.path().join("repo");
    let home = dir.path().join("home");
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::create_dir_all(home.join(".config/gatehouse")).unwrap();
    let _ = testkit::git(&repo, &["init", "-q", "-b", "main"]);
    std::fs::write(repo.join(".claude/gatehouse.toml"), project).unwrap();
    std::fs::write(
        home.join(".config/gatehouse/config.toml"),
        user.replace("{repo}", &repo.display().to_string()),
    )
    .unwrap();
    Setup {
        _dir: dir,
        repo,
        home,
    }
}

fn dispatch(s: &Setup, command: &str) -> fleet::Run {
    let mut cmd = std::process::Command::new(fleet::bin_dir().join("gatehouse-dispatch"));
    cmd.arg("no-xdist").env_remove("GATEHOUSE_FLOOR");
    fleet::run_command(
        cmd,
        Path::new("gatehouse-dispatch"),
        &bash_payload(&s.repo, command),
        &s.repo,
        &s.home,
        &[],
    )
}

const DISABLES: &str = "[no-xdist]\nenabled = false\n";

#[test]
fn a_repository_cannot_switch_off_a_guard_the_user_registered() {
    let s = setup(DISABLES, "");
    let r = dispatch(&s, "pytest -n 4");
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("no-xdist: refused"), "{}", r.stderr);
    // Ordinary work still passes under the floor.
    let r = dispatch(&s, "pytest -q tests/");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
}

#[test]
fn the_user_trusts_a_repository_in_their_own_file() {
    let s = setup(DISABLES, "[gatehouse]\ntrusted_repos = [\"{repo}\"]\n");
    let r = dispatch(&s, "pytest -n 4");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // The repository saying it trusts itself is no trust.
    let s = setup(
        &format!("{DISABLES}[gatehouse]\ntrust_project = true\n"),
        "",
    );
    assert_eq!(dispatch(&s, "pytest -n 4").code, Some(2));
}

#[test]
fn a_repository_scope_registration_keeps_the_repository_in_charge() {
    let s = setup(DISABLES, "");
    let mut cmd = std::process::Command::new(fleet::bin("no-xdist"));
    cmd.env_remove("GATEHOUSE_FLOOR");
    let r = fleet::run_command(
        cmd,
        Path::new("no-xdist"),
        &bash_payload(&s.repo, "pytest -n 4"),
        &s.repo,
        &s.home,
        &[],
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
}

#[test]
fn list_names_what_the_floor_sets_aside() {
    let s = setup(DISABLES, "");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(["list", "--dir"])
        .arg(&s.repo)
        .env("HOME", &s.home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{text}");
    assert!(
        text.contains("gatehouse.toml:2 [no-xdist] enabled: a repository cannot loosen"),
        "{text}"
    );
    assert!(text.contains("trusted_repos"), "{text}");
}

// ---------------------------------------------------------------------------
// The organisation's file (`/etc/gatehouse/config.toml`, issue 23): a floor
// above the user's and the repository's. The real binaries read it at its
// fixed path; these tests add one more organisation file through
// `GATEHOUSE_ORG_CONFIG`, which a guard honours only when root owns the file
// and the directories above it and no one else can write them (so they run
// as root, and say so otherwise).

fn org_file(dir: &Path, text: &str, mode: u32) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let p = dir.join("org.toml");
    std::fs::write(&p, text).unwrap();
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(mode)).unwrap();
    p
}

fn as_root(test: &str) -> bool {
    let root = gatehouse::managed::euid() == Some(0);
    if !root {
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            format!("!!! {test} SKIPPED: a root-owned organisation file needs root\n").as_bytes(),
        );
    }
    root
}

const ORG_ENABLES: &str = "[no-xdist]\nenabled = true\n";

#[test]
fn the_organisation_enables_a_guard_the_user_and_the_repository_cannot_switch_off() {
    if !as_root("the_organisation_enables…") {
        return;
    }
    let s = setup(DISABLES, DISABLES);
    let org = org_file(s._dir.path(), ORG_ENABLES, 0o644);
    let org_s = org.display().to_string();
    // Without the organisation's file the user's `enabled = false` holds.
    assert_eq!(dispatch(&s, "pytest -n 4").code, Some(0));
    // With it, through the dispatcher (user floor) and run directly (no floor).
    let mut cmd = std::process::Command::new(fleet::bin_dir().join("gatehouse-dispatch"));
    cmd.arg("no-xdist").env_remove("GATEHOUSE_FLOOR");
    let env = [("GATEHOUSE_ORG_CONFIG", org_s.as_str())];
    let r = fleet::run_command(
        cmd,
        Path::new("gatehouse-dispatch"),
        &bash_payload(&s.repo, "pytest -n 4"),
        &s.repo,
        &s.home,
        &env,
    );
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    let mut cmd = std::process::Command::new(fleet::bin("no-xdist"));
    cmd.env_remove("GATEHOUSE_FLOOR");
    let direct = |cmd, command: &str, env: &[(&str, &str)]| {
        fleet::run_command(
            cmd,
            Path::new("no-xdist"),
            &bash_payload(&s.repo, command),
            &s.repo,
            &s.home,
            env,
        )
    };
    let r = direct(cmd, "pytest -n 4", &env);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("no-xdist: refused"), "{}", r.stderr);
    let r = direct(
        std::process::Command::new(fleet::bin("no-xdist")),
        "pytest -q tests/",
        &env,
    );
    assert_eq!(r.code, Some(0), "ordinary work: {}", r.stderr);
    // A file anyone could have written is not the organisation's: ignored.
    let open = org_file(s._dir.path(), ORG_ENABLES, 0o666);
    let open_s = open.display().to_string();
    let r = direct(
        std::process::Command::new(fleet::bin("no-xdist")),
        "pytest -n 4",
        &[("GATEHOUSE_ORG_CONFIG", open_s.as_str())],
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);

    // `gatehouse list` names each value set aside and why.
    let org = org_file(s._dir.path(), ORG_ENABLES, 0o644);
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(["list", "--dir"])
        .arg(&s.repo)
        .env("HOME", &s.home)
        .env("GATEHOUSE_ORG_CONFIG", &org)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("CLAUDE_CONFIG_DIR")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{text}");
    for file in [
        ".config/gatehouse/config.toml:2",
        ".claude/gatehouse.toml:2",
    ] {
        assert!(
            text.contains(&format!(
                "{file} [no-xdist] enabled: the organisation's config (/etc/gatehouse/config.toml)"
            )),
            "{file}: {text}"
        );
    }
}

/// The organisation floor by class: every loosening form (a switch off, an
/// exemption or raised limit, a mode off/audit, a softer `on_refuse`, a
/// value for a key the organisation set) from either lower file, with and
/// without the user floor, is set aside; ordinary configuration (a key the
/// organisation left open, a tightening switch, an additive list, a guard
/// the organisation does not name) counts.
#[test]
fn organisation_floor_corpus() {
    use payload::Config;
    let loosening: &[(&str, &str)] = &[
        ("enabled", "false"),
        ("subagents", "false"),
        ("block_when_active", "false"),
        ("log", "false"),
        ("allow_prune", "true"),
        ("allow_remove", "true"),
        ("allow_waiver", "true"),
        ("apply", "true"),
        ("allow", "[\"pytest -n *\"]"),
        ("allow_paths", "[\"**\"]"),
        ("sanctioned", "[\"x\"]"),
        ("check_commands", "[\"true\"]"),
        ("design_globs", "[\"**\"]"),
        ("sleep_threshold", "99999"),
        ("max_ahead", "1000"),
        ("threshold", "100"),
        ("claim_threshold", "100"),
        ("hedges", "[\"zzz\"]"),
        ("claims", "[]"),
        ("excuses", "[]"),
        ("mode", "\"off\""),
        ("mode", "\"audit\""),
        ("on_refuse", "\"warn\""),
        ("on_refuse", "\"ask\""),
        ("runner", "\"true\""),
    ];
    // The organisation sets `runner`; everything else it leaves to the defaults.
    let org_text = "[g]\nenabled = true\nrunner = \"scripts/test\"\nallow_prune = false\n";
    let d = tempfile::tempdir().unwrap();
    let repo = d.path().join("repo");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    let org = d.path().join("org.toml");
    std::fs::write(&org, org_text).unwrap();
    let user = d.path().join("user.toml");
    let load = |project: &str, user_text: &str, floor: bool| {
        std::fs::write(repo.join(".claude/gatehouse.toml"), project).unwrap();
        std::fs::write(&user, user_text).unwrap();
        Config::load_with(&repo, Some(&user), std::slice::from_ref(&org))
            .unwrap()
            .with_floor(floor, None)
            .unwrap()
    };
    let (mut refused, mut total) = (0, 0);
    for (key, value) in loosening {
        let line = format!("[g]\n{key} = {value}\n");
        for (who, floor) in [
            ("user", true),
            ("user", false),
            ("project", true),
            ("project", false),
        ] {
            let c = if who == "user" {
                load("", &line, floor)
            } else {
                load(&line, "", floor)
            };
            total += 1;
            if c.set_aside().iter().any(|a| a.key == *key) {
                refused += 1;
            } else {
                let _ = std::io::Write::write_all(
                    &mut std::io::stderr(),
                    format!("counted: {who} {key} = {value} (floor {floor})\n").as_bytes(),
                );
            }
        }
    }
    let ordinary: &[(&str, &str, &str)] = &[
        ("user", "[g]\noracle = \"scripts/affected\"\n", "oracle"),
        ("project", "[g]\noracle = \"scripts/affected\"\n", "oracle"),
        ("user", "[g]\nbanned = [\"requests\"]\n", "banned"),
        ("project", "[g]\nprotect = [\"infra/**\"]\n", "protect"),
        ("user", "[g]\nsubagents = true\n", "subagents"),
        ("project", "[g]\nallow_prune = false\n", "allow_prune"),
        ("user", "[g]\non_refuse = \"deny\"\n", "on_refuse"),
        ("user", "[other]\nenabled = false\n", "enabled"),
        ("user", "[other]\nallow_paths = [\"x/**\"]\n", "allow_paths"),
        (
            "user",
            "[gatehouse]\ntrusted_repos = [\"/x\"]\n",
            "trusted_repos",
        ),
    ];
    let mut kept = 0;
    for (who, text, key) in ordinary {
        let c = if *who == "user" {
            load("", text, true)
        } else {
            load(text, "", true)
        };
        if c.set_aside().iter().any(|a| a.key == *key) {
            let _ = std::io::Write::write_all(
                &mut std::io::stderr(),
                format!("set aside: {who} {text:?}\n").as_bytes(),
            );
        } else {
            kept += 1;
        }
    }
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!(
            "organisation floor: loosening set aside {refused}/{total}, ordinary kept {kept}/{}\n",
            ordinary.len()
        )
        .as_bytes(),
    );
    assert_eq!(refused, total);
    assert_eq!(kept, ordinary.len());
    // The values in force: the organisation's, and what it left open.
    let c = load(
        "[g]\nrunner = \"tox\"\noracle = \"o\"\n",
        "[g]\nenabled = false\n",
        true,
    );
    let g = c.section("g");
    assert!(g.bool("enabled", false).unwrap());
    assert_eq!(g.string("runner").unwrap().as_deref(), Some("scripts/test"));
    assert_eq!(g.string("oracle").unwrap().as_deref(), Some("o"));
}
