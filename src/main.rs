//! gatehouse: the management command.
//!
//! `gatehouse install --repo DIR` copies the built guard binaries into a
//! stable, versioned install directory and merges their registrations (from
//! `settings/settings.json`, compiled in) into `DIR/.claude/settings.json`,
//! keeping every key, hook and ordering already there; then it shows a guard
//! refusing a sample payload, so the user sees the fleet work.
//! `gatehouse uninstall --repo DIR` removes exactly ours.
//!
//! Ours are recognised exactly: a hook whose command is a path inside
//! gatehouse's install root. A backup of the previous file is kept beside it
//! and the new file is written atomically (temp file + rename). Running
//! `install` twice gives a byte-identical file.
#![allow(clippy::print_stdout, clippy::print_stderr, clippy::exit)] // a CLI prints

use serde_json::{Map, Value};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The registrations, one entry per binary: `{bin}` is replaced by the install dir.
const TEMPLATE: &str = include_str!("../settings/settings.json");
const VERSION: &str = env!("CARGO_PKG_VERSION");

const USAGE: &str = "usage:
  gatehouse install   --repo DIR [--bin-dir DIR]   install the fleet into DIR/.claude/settings.json
  gatehouse uninstall --repo DIR                   remove gatehouse's registrations from it
  gatehouse registrations [--bin-dir DIR]          print the hooks block with absolute paths";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gatehouse: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let (cmd, rest) = args.split_first().ok_or(USAGE)?;
    let opt = |name: &str| -> Option<PathBuf> {
        rest.iter().position(|a| a == name).and_then(|i| rest.get(i + 1)).map(PathBuf::from)
    };
    let repo = || -> Result<PathBuf, String> {
        let r = opt("--repo").ok_or(format!("{cmd} needs --repo DIR\n{USAGE}"))?;
        r.canonicalize().map_err(|e| format!("--repo {}: {e}", r.display()))
    };
    match cmd.as_str() {
        "install" => install(&repo()?, opt("--bin-dir")),
        "uninstall" => uninstall(&repo()?),
        "registrations" => {
            let bin = source_bin_dir(opt("--bin-dir"))?;
            let hooks = registrations(&bin)?;
            println!("{}", serde_json::to_string_pretty(&hooks).map_err(|e| e.to_string())?);
            Ok(())
        }
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command `{other}`\n{USAGE}")),
    }
}

/// Where the built binaries are: `--bin-dir`, or beside this executable.
fn source_bin_dir(flag: Option<PathBuf>) -> Result<PathBuf, String> {
    match flag {
        Some(d) => Ok(d),
        None => std::env::current_exe()
            .map_err(|e| e.to_string())?
            .parent()
            .map(Path::to_path_buf)
            .ok_or_else(|| "cannot tell where the guard binaries are; pass --bin-dir".to_owned()),
    }
}

/// `$XDG_DATA_HOME/gatehouse` (default `~/.local/share/gatehouse`).
fn install_root() -> Result<PathBuf, String> {
    if let Some(x) = std::env::var_os("XDG_DATA_HOME").map(PathBuf::from).filter(|p| p.is_absolute()) {
        return Ok(x.join("gatehouse"));
    }
    let home = std::env::var_os("HOME").ok_or("HOME is not set")?;
    Ok(PathBuf::from(home).join(".local/share/gatehouse"))
}

fn guard_names() -> Result<Vec<String>, String> {
    let template: Value = serde_json::from_str(TEMPLATE).map_err(|e| format!("settings template: {e}"))?;
    let mut names = Vec::new();
    for_each_hook(&template, |h| {
        if let Some(name) = h.get("command").and_then(Value::as_str).and_then(|c| c.strip_prefix("{bin}/"))
            && !names.iter().any(|n| n == name)
        {
            names.push(name.to_owned());
        }
    });
    Ok(names)
}

fn for_each_hook(settings: &Value, mut f: impl FnMut(&Value)) {
    let Some(events) = settings.get("hooks").and_then(Value::as_object) else { return };
    for groups in events.values() {
        for group in groups.as_array().into_iter().flatten() {
            for hook in group.get("hooks").and_then(Value::as_array).into_iter().flatten() {
                f(hook);
            }
        }
    }
}

/// The hooks block with `{bin}` replaced by `bin`. Every entry is in exec
/// form (`"args": []`): the CLI runs the binary directly, with no shell, so a
/// path with a space works — in shell form it fails to start, and a hook that
/// fails to start lets the call run (measured on 2.1.328, tests/e2e/README.md).
fn registrations(bin: &Path) -> Result<Value, String> {
    let mut v: Value = serde_json::from_str(TEMPLATE).map_err(|e| format!("settings template: {e}"))?;
    let bin = bin.display().to_string();
    let events = v.get_mut("hooks").and_then(Value::as_object_mut).ok_or("settings template has no hooks")?;
    for groups in events.values_mut() {
        for group in groups.as_array_mut().into_iter().flatten() {
            for hook in group.get_mut("hooks").and_then(Value::as_array_mut).into_iter().flatten() {
                if let Some(Value::String(c)) = hook.get_mut("command") {
                    *c = c.replace("{bin}", &bin);
                }
            }
        }
    }
    v.get("hooks").cloned().ok_or_else(|| "settings template has no hooks".to_owned())
}

/// Copies every guard binary into `<install root>/<version>/bin`, each through
/// a temporary name and a rename, so a running session never sees a
/// half-written binary.
fn copy_binaries(from: &Path) -> Result<PathBuf, String> {
    let dest = install_root()?.join(VERSION).join("bin");
    std::fs::create_dir_all(&dest).map_err(|e| format!("{}: {e}", dest.display()))?;
    for name in guard_names()? {
        let src = from.join(&name);
        if !src.is_file() {
            return Err(format!(
                "{} is missing: build the fleet first (`cargo build --release --workspace`) or pass --bin-dir",
                src.display()
            ));
        }
        let tmp = dest.join(format!(".{name}.tmp"));
        std::fs::copy(&src, &tmp).map_err(|e| format!("copy {}: {e}", src.display()))?;
        std::fs::rename(&tmp, dest.join(&name)).map_err(|e| format!("install {name}: {e}"))?;
    }
    Ok(dest)
}

fn is_ours(hook: &Value, root: &Path) -> bool {
    let root = root.display().to_string();
    hook.get("command").and_then(Value::as_str).is_some_and(|c| {
        c.strip_prefix(&root).is_some_and(|rest| rest.starts_with('/'))
    })
}

/// Removes our hooks (and matcher groups left empty by that) from `settings`.
fn remove_ours(settings: &mut Value, root: &Path) {
    let Some(events) = settings.get_mut("hooks").and_then(Value::as_object_mut) else { return };
    for groups in events.values_mut() {
        let Some(list) = groups.as_array_mut() else { continue };
        list.retain_mut(|group| {
            let Some(hooks) = group.get_mut("hooks").and_then(Value::as_array_mut) else { return true };
            let before = hooks.len();
            hooks.retain(|h| !is_ours(h, root));
            !(hooks.is_empty() && before > 0)
        });
    }
    events.retain(|_, groups| groups.as_array().is_none_or(|l| !l.is_empty()));
    if events.is_empty()
        && let Some(obj) = settings.as_object_mut()
    {
        obj.remove("hooks");
    }
}

fn add_ours(settings: &mut Value, ours: &Value) -> Result<(), String> {
    let obj = settings.as_object_mut().ok_or("settings.json is not a JSON object")?;
    let hooks = obj.entry("hooks").or_insert_with(|| Value::Object(Map::new()));
    let events = hooks.as_object_mut().ok_or("`hooks` in settings.json is not an object")?;
    for (event, groups) in ours.as_object().into_iter().flatten() {
        let list = events.entry(event.clone()).or_insert_with(|| Value::Array(Vec::new()));
        let list = list.as_array_mut().ok_or(format!("`hooks.{event}` in settings.json is not a list"))?;
        list.extend(groups.as_array().into_iter().flatten().cloned());
    }
    Ok(())
}

fn settings_path(repo: &Path) -> PathBuf {
    repo.join(".claude/settings.json")
}

/// Reads the settings file; a missing file is `{}`; an unparseable one is an
/// error and is never overwritten.
fn read_settings(path: &Path) -> Result<(Value, Option<String>), String> {
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let body = text.trim_start_matches('\u{feff}');
            let v: Value = if body.trim().is_empty() {
                Value::Object(Map::new())
            } else {
                serde_json::from_str(body).map_err(|e| format!("{} is not valid JSON ({e}); nothing changed", path.display()))?
            };
            if !v.is_object() {
                return Err(format!("{} is not a JSON object; nothing changed", path.display()));
            }
            Ok((v, Some(text)))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok((Value::Object(Map::new()), None)),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

fn write_settings(path: &Path, value: &Value, previous: Option<&str>) -> Result<(), String> {
    let mut text = serde_json::to_string_pretty(value).map_err(|e| e.to_string())?;
    text.push('\n');
    if previous == Some(text.as_str()) {
        return Ok(());
    }
    let dir = path.parent().ok_or("settings path has no directory")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if let Some(old) = previous {
        let backup = dir.join("settings.json.gatehouse-backup");
        std::fs::write(&backup, old).map_err(|e| format!("{}: {e}", backup.display()))?;
    }
    let tmp = dir.join(".settings.json.gatehouse-tmp");
    std::fs::write(&tmp, &text).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

fn install(repo: &Path, bin_dir: Option<PathBuf>) -> Result<(), String> {
    let path = settings_path(repo);
    // Read (and validate) first: nothing is copied when the file is broken.
    let (mut settings, previous) = read_settings(&path)?;
    let bin = copy_binaries(&source_bin_dir(bin_dir)?)?;
    remove_ours(&mut settings, &install_root()?);
    add_ours(&mut settings, &registrations(&bin)?)?;
    write_settings(&path, &settings, previous.as_deref())?;
    let names = guard_names()?;
    println!("gatehouse {VERSION}: {} guards installed in {}", names.len(), bin.display());
    println!("registered in {}", path.display());
    demo(repo, &bin)
}

fn uninstall(repo: &Path) -> Result<(), String> {
    let path = settings_path(repo);
    let (mut settings, previous) = read_settings(&path)?;
    if previous.is_none() {
        println!("{} does not exist; nothing to remove", path.display());
        return Ok(());
    }
    remove_ours(&mut settings, &install_root()?);
    write_settings(&path, &settings, previous.as_deref())?;
    println!("gatehouse registrations removed from {}", path.display());
    Ok(())
}

/// Shows a guard refusing a sample payload: a Write to the repository's own
/// `.claude/settings.json`, exactly as Claude Code would send it.
fn demo(repo: &Path, bin: &Path) -> Result<(), String> {
    use std::io::Write;
    let payload = serde_json::json!({
        "session_id": "gatehouse-install-demo", "transcript_path": "", "cwd": repo,
        "hook_event_name": "PreToolUse", "tool_name": "Write",
        "tool_input": {"file_path": settings_path(repo), "content": "{}"},
    });
    let mut child = std::process::Command::new(bin.join("force-session-cli"))
        .current_dir(repo)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not run force-session-cli: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(payload.to_string().as_bytes());
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    println!("\nsample: an agent's Write to .claude/settings.json →");
    println!("exit {} (2 = refused)", out.status.code().map_or("signal".into(), |c| c.to_string()));
    print!("{}", String::from_utf8_lossy(&out.stderr));
    if out.status.code() != Some(2) {
        return Err("the sample refusal did not happen: the install is not working".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]
    use super::*;

    #[test]
    fn merge_keeps_foreign_hooks_and_is_idempotent() {
        let root = Path::new("/x/share/gatehouse");
        let mut s: Value = serde_json::from_str(
            r#"{"model":"opus","hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"/usr/local/bin/mine"}]}]},"z":1}"#,
        )
        .unwrap();
        let ours = registrations(&root.join("0.1.0/bin")).unwrap();
        add_ours(&mut s, &ours).unwrap();
        let once = s.clone();
        remove_ours(&mut s, root);
        add_ours(&mut s, &ours).unwrap();
        assert_eq!(s, once);
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.starts_with(r#"{"model":"opus","hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"/usr/local/bin/mine"}]}"#), "{text}");
        remove_ours(&mut s, root);
        assert_eq!(
            s,
            serde_json::from_str::<Value>(r#"{"model":"opus","hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"/usr/local/bin/mine"}]}]},"z":1}"#).unwrap()
        );
    }

    #[test]
    fn ours_is_recognised_by_install_root_not_substring() {
        let root = Path::new("/h/.local/share/gatehouse");
        let hook = |c: &str| serde_json::json!({"type":"command","command":c});
        assert!(is_ours(&hook("/h/.local/share/gatehouse/0.1.0/bin/no-xdist"), root));
        assert!(!is_ours(&hook("/h/.local/share/gatehouse-other/bin/x"), root));
        assert!(!is_ours(&hook("echo /h/.local/share/gatehouse/0.1.0/bin/x"), root));
    }

    #[test]
    fn paths_with_spaces_stay_literal_in_exec_form() {
        let hooks = registrations(Path::new("/a b/bin")).unwrap();
        let first = &hooks["PreToolUse"][0]["hooks"][0];
        assert!(first["command"].as_str().unwrap().starts_with("/a b/bin/"));
        assert_eq!(first["args"], serde_json::json!([]));
    }
}
