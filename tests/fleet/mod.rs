//! Shared helpers of the fleet-wide tests: where the workspace is, which
//! guards exist (one file under hooks/src/bin/ each), what settings.json
//! registers, and the built binaries.
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Guard names: the file stems under hooks/src/bin/.
pub fn guard_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("hooks/src/bin"))
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "rs").then(|| p.file_stem().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

/// One hook entry of settings.json.
#[derive(Debug, Clone)]
pub struct Registration {
    pub event: String,
    pub matcher: Option<String>,
    pub command: String,
    pub guard: Option<String>,
    pub entry: Value,
}

pub fn settings() -> Value {
    let text = std::fs::read_to_string(root().join("settings/settings.json")).unwrap();
    serde_json::from_str(&text).expect("settings/settings.json is not valid JSON")
}

pub fn registrations() -> Vec<Registration> {
    let s = settings();
    let mut out = Vec::new();
    for (event, groups) in s["hooks"]
        .as_object()
        .expect("settings.json has no hooks object")
    {
        for group in groups.as_array().expect("event value must be a list") {
            let matcher = group
                .get("matcher")
                .and_then(Value::as_str)
                .map(str::to_owned);
            for entry in group["hooks"]
                .as_array()
                .expect("matcher group has no hooks list")
            {
                let command = entry["command"]
                    .as_str()
                    .expect("hook without command")
                    .to_owned();
                let guard = command.strip_prefix("{bin}/").map(str::to_owned);
                out.push(Registration {
                    event: event.clone(),
                    matcher: matcher.clone(),
                    command,
                    guard,
                    entry: entry.clone(),
                });
            }
        }
    }
    out
}

/// The directory of built guard binaries: `GATEHOUSE_BIN_DIR`, or the
/// workspace's debug build, brought up to date once per test process (the
/// root package's tests do not otherwise depend on the hooks package).
pub fn bin_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        if let Some(d) = std::env::var_os("GATEHOUSE_BIN_DIR") {
            return PathBuf::from(d);
        }
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = std::process::Command::new(cargo)
            .args(["build", "--quiet", "-p", "gatehouse-hooks", "--bins"])
            .current_dir(root())
            .status()
            .expect("could not run cargo build");
        assert!(status.success(), "cargo build -p gatehouse-hooks failed");
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| root().join("target"));
        target.join("debug")
    })
}

pub fn bin(guard: &str) -> PathBuf {
    bin_dir().join(guard)
}

/// The real payloads measured on Claude Code 2.1.328.
pub fn real_payloads() -> Vec<Value> {
    let text = std::fs::read_to_string(
        root().join("shared/payload/tests/data/payloads-claude-code-2.1.328.jsonl"),
    )
    .unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Whether a matcher selects a tool name (exact list form or regex-free names).
pub fn matcher_hits(matcher: Option<&str>, tool: &str) -> bool {
    match matcher {
        None | Some("") | Some("*") => true,
        Some(m) => m.split(['|', ',']).any(|t| t.trim() == tool),
    }
}

/// A real payload for `event` (and a tool the matcher selects), with `cwd` replaced.
pub fn payload_for(event: &str, matcher: Option<&str>, cwd: &Path) -> Value {
    let mut p = real_payloads()
        .into_iter()
        .find(|p| {
            p["hook_event_name"] == event
                && p.get("tool_name").and_then(Value::as_str).is_none_or(|t| matcher_hits(matcher, t))
        })
        .unwrap_or_else(|| {
            serde_json::json!({"session_id": "s", "transcript_path": "/nonexistent", "hook_event_name": event})
        });
    p["cwd"] = Value::String(cwd.display().to_string());
    if matches!(event, "PreToolUse" | "PermissionRequest") && p.get("tool_name").is_none() {
        p["tool_name"] = Value::String(
            matcher
                .unwrap_or("Bash")
                .split('|')
                .next()
                .unwrap()
                .to_owned(),
        );
        p["tool_input"] = serde_json::json!({"command": "true"});
    }
    p
}

pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: std::time::Duration,
}

/// Runs a binary with `stdin` bytes, in `cwd`, with HOME isolated.
pub fn run(bin: &Path, stdin: &[u8], cwd: &Path, home: &Path, env: &[(&str, &str)]) -> Run {
    run_command(std::process::Command::new(bin), bin, stdin, cwd, home, env)
}

/// [`run`] for a prepared command (a wrapper around the binary, extra
/// environment); `bin` names it in errors.
pub fn run_command(
    mut cmd: std::process::Command,
    bin: &Path,
    stdin: &[u8],
    cwd: &Path,
    home: &Path,
    env: &[(&str, &str)],
) -> Run {
    use std::io::Write;
    let start = std::time::Instant::now();
    let mut child = cmd
        .current_dir(cwd)
        .env("HOME", home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_STATE_HOME")
        .envs(env.iter().copied())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("could not run {}: {e}", bin.display()));
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    let _ = writer.join();
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        elapsed: start.elapsed(),
    }
}

/// A temporary user and repository: `home` with the user's gatehouse config
/// (`~/.config/gatehouse/config.toml`), `repo` a git repository with, when
/// given, its `.claude/gatehouse.toml`.
pub struct Home {
    pub _dir: tempfile::TempDir,
    pub home: PathBuf,
    pub repo: PathBuf,
}

pub fn home(user_config: &str, project_config: Option<&str>) -> Home {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let repo = dir.path().join("repo");
    std::fs::create_dir_all(home.join(".config/gatehouse")).unwrap();
    std::fs::create_dir_all(repo.join(".claude")).unwrap();
    let _ = testkit::git(&repo, &["init", "-q", "-b", "main"]);
    std::fs::write(home.join(".config/gatehouse/config.toml"), user_config).unwrap();
    if let Some(p) = project_config {
        std::fs::write(repo.join(".claude/gatehouse.toml"), p).unwrap();
    }
    Home {
        _dir: dir,
        home,
        repo,
    }
}

/// The guards of a hook entry in any of gatehouse's forms: `<dir>/<guard>`,
/// or `<dir>/gatehouse-dispatch [--here] GUARD…` (restated here,
/// independently of `gatehouse::registry`).
pub fn entry_guards(hook: &Value) -> Vec<String> {
    let command = hook["command"].as_str().unwrap_or("");
    let base = command.rsplit('/').next().unwrap_or("");
    let base = base.strip_prefix("{bin}/").unwrap_or(base);
    if base != "gatehouse-dispatch" {
        return vec![base.to_owned()];
    }
    hook["args"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .filter(|a| *a != "--here")
        .map(str::to_owned)
        .collect()
}

/// (event, tool, guard) for every registration of a hooks object: what runs
/// for which call, whatever the grouping.
pub fn coverage(hooks: &Value) -> std::collections::BTreeSet<(String, String, String)> {
    let mut out = std::collections::BTreeSet::new();
    for (event, groups) in hooks.as_object().into_iter().flatten() {
        for g in groups.as_array().into_iter().flatten() {
            let m = g["matcher"].as_str().unwrap_or("*");
            for h in g["hooks"].as_array().into_iter().flatten() {
                for guard in entry_guards(h) {
                    for t in m.split('|') {
                        out.insert((event.clone(), t.to_owned(), guard.clone()));
                    }
                }
            }
        }
    }
    out
}

/// The entries (PreToolUse and PostToolUse) whose matcher names Bash.
fn bash_entries(hooks: &Value) -> Vec<Value> {
    ["PreToolUse", "PostToolUse"]
        .iter()
        .flat_map(|e| hooks[e].as_array().cloned().unwrap_or_default())
        .filter(|g| {
            g["matcher"]
                .as_str()
                .is_some_and(|m| m.split('|').any(|t| t == "Bash"))
        })
        .flat_map(|g| g["hooks"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// The guards `gatehouse-dispatch` carries compiled in: every guard with a
/// PreToolUse registration in settings/settings.json (tests/group.rs proves
/// each runs with no binary beside the dispatcher).
pub fn linked(guard: &str) -> bool {
    settings()["hooks"]["PreToolUse"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|g| g["hooks"].as_array().cloned().unwrap_or_default())
        .any(|h| entry_guards(&h).iter().any(|g| g == guard))
}

/// Processes a Bash call starts (PreToolUse and PostToolUse entries whose
/// matcher names Bash): one per entry (the harness starts it; a dispatched
/// single guard is exec'd, no second process), plus one per guard of a
/// group that the dispatcher does not carry compiled in (the PreToolUse
/// guards run on its threads).
pub fn processes_per_bash_call(hooks: &Value) -> usize {
    bash_entries(hooks)
        .iter()
        .map(|h| match entry_guards(h).as_slice() {
            [] | [_] => 1,
            many => 1 + many.iter().filter(|g| !linked(g)).count(),
        })
        .sum()
}

/// Guards a Bash call runs, whatever the grouping.
pub fn guards_per_bash_call(hooks: &Value) -> usize {
    bash_entries(hooks)
        .iter()
        .map(|h| entry_guards(h).len())
        .sum()
}

/// Hook entries a Bash call starts in the harness (PreToolUse and
/// PostToolUse entries whose matcher names Bash).
pub fn entries_per_bash_call(hooks: &Value) -> usize {
    ["PreToolUse", "PostToolUse"]
        .iter()
        .flat_map(|e| hooks[e].as_array().cloned().unwrap_or_default())
        .filter(|g| {
            g["matcher"]
                .as_str()
                .is_some_and(|m| m.split('|').any(|t| t == "Bash"))
        })
        .map(|g| g["hooks"].as_array().map_or(0, Vec::len))
        .sum()
}

/// Runs `program args` on `stdin` in `cwd` with HOME set (no XDG config or
/// state dirs, not inside Claude Code): (exit code, stdout, stderr).
pub fn run_args(
    program: &Path,
    args: &[&str],
    stdin: &[u8],
    cwd: &Path,
    home: &Path,
) -> (Option<i32>, String, String) {
    use std::io::Write;
    let mut child = std::process::Command::new(program)
        .args(args)
        .current_dir(cwd)
        .env("HOME", home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_STATE_HOME")
        .env_remove("CLAUDECODE")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let w = std::thread::spawn(move || drop(input.write_all(&data)));
    let out = child.wait_with_output().unwrap();
    let _ = w.join();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
