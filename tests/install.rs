//! `gatehouse install` / `uninstall` on a real temporary git repository: the
//! registrations are merged into `.claude/settings.json` keeping what was
//! there, a second install is byte-identical, the sample refusal is shown,
//! uninstall gives the original back, and a broken settings file is never
//! overwritten.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]

mod fleet;

use std::process::Command;

fn gatehouse(home: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(args)
        .env("HOME", home)
        .env_remove("XDG_DATA_HOME")
        .output()
        .unwrap()
}

#[test]
fn install_merges_is_idempotent_demonstrates_and_uninstalls() {
    let d = tempfile::tempdir().unwrap();
    let home = d.path().join("home");
    let repo = d.path().join("repo");
    std::fs::create_dir_all(&home).unwrap();
    assert!(Command::new("git").args(["init", "-q"]).arg(&repo).status().unwrap().success());
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    let original = "{\n  \"permissions\": {\"allow\": [\"Bash(ls)\"]},\n  \"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"/usr/bin/mine\"}]}]}\n}\n";
    std::fs::write(repo.join(".claude/settings.json"), original).unwrap();
    let bin = fleet::bin_dir().display().to_string();
    let repo_s = repo.display().to_string();

    let out = gatehouse(&home, &["install", "--repo", &repo_s, "--bin-dir", &bin]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("exit 2 (2 = refused)") && stdout.contains("force-session-cli: refused"), "{stdout}");

    let first = std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&first).unwrap();
    assert_eq!(v["permissions"]["allow"][0], "Bash(ls)");
    assert_eq!(v["hooks"]["Stop"][0]["hooks"][0]["command"], "/usr/bin/mine", "foreign hook kept first");
    let installed = home.join(".local/share/gatehouse");
    let mut ours = 0;
    for (_, groups) in v["hooks"].as_object().unwrap() {
        for g in groups.as_array().unwrap() {
            for h in g["hooks"].as_array().unwrap() {
                let c = h["command"].as_str().unwrap();
                if c.starts_with(&installed.display().to_string()) {
                    ours += 1;
                    assert!(std::path::Path::new(c).is_file(), "{c} not installed");
                }
            }
        }
    }
    assert_eq!(ours, fleet::registrations().len());
    assert_eq!(std::fs::read_to_string(repo.join(".claude/settings.json.gatehouse-backup")).unwrap(), original);

    let out = gatehouse(&home, &["install", "--repo", &repo_s, "--bin-dir", &bin]);
    assert!(out.status.success());
    assert_eq!(std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap(), first, "second install changed the file");

    let out = gatehouse(&home, &["uninstall", "--repo", &repo_s]);
    assert!(out.status.success());
    let back: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap()).unwrap();
    assert_eq!(back, serde_json::from_str::<serde_json::Value>(original).unwrap());
}

#[test]
fn a_broken_settings_file_is_never_overwritten() {
    let d = tempfile::tempdir().unwrap();
    let repo = d.path().join("repo");
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    std::fs::write(repo.join(".claude/settings.json"), "{ not json").unwrap();
    let bin = fleet::bin_dir().display().to_string();
    let out = gatehouse(d.path(), &["install", "--repo", &repo.display().to_string(), "--bin-dir", &bin]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not valid JSON"));
    assert_eq!(std::fs::read_to_string(repo.join(".claude/settings.json")).unwrap(), "{ not json");
    assert!(!d.path().join(".local/share/gatehouse").exists(), "nothing may be copied when the settings are broken");
}
