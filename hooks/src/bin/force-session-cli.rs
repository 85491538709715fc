//! force-session-cli: refuses direct writes to protected state files — the
//! harness's settings, gatehouse's own config and session state — and names
//! the sanctioned way to change them.
//!
//! # What it refuses
//! Write, Edit, MultiEdit (legacy), NotebookEdit and Codex `apply_patch`
//! whose target, after normalisation (absolute, `..` resolved, symlinks
//! followed where the file exists), is protected:
//! - `.claude/settings.json` and `.claude/settings.local.json` in any
//!   directory, `~/.claude/settings.json`, `/etc/claude-code/**` — editing them
//!   can switch every guard off;
//! - gatehouse's config: `.claude/gatehouse.toml`, `.claude/banned-libraries.txt`,
//!   `.claude/weasel-words.txt`, the user's `~/.config/gatehouse/**`;
//! - gatehouse's session-flag store `~/.local/state/gatehouse/**` (where the
//!   user's session controls live; `$XDG_STATE_HOME` respected);
//! - session state `context.json` / `context.md` under the configured session
//!   directory (default `.claude/session`);
//! - every glob in `protect`.
//!
//! # Why (the incident)
//! The reference fleet: "session state is written by the session CLI, never by
//! hand" — the CLI keeps invariants (ids, ordering, goal linkage, close
//! checklist); "a hand-write updates one file, skips the invariants, and leaves
//! the mirror stale … the damage surfaces a session later, attributed to
//! nothing". And the agent must never grant itself an exception by editing the
//! files that configure its guards.
//!
//! # Refused
//! - Write `.claude/settings.json`; Edit `../repo/.claude/settings.local.json`
//! - Write `.claude/session/context.md`
//! - `apply_patch` with `*** Update File: .claude/gatehouse.toml`
//!
//! # Allowed
//! - Write `src/settings.json`, `docs/context.md` (outside the session directory)
//! - Read of any of the above (reading is not writing)
//!
//! # Configuration
//! `[force-session-cli]`: `enabled`; `protect` (extra globs: relative to the
//! project root, `~/…`, or absolute); `session_dir` (default `.claude/session`);
//! `session_cli` (the sanctioned command, named in the refusal).
//!
//! # Escape hatch
//! None for the agent. The user edits these files themselves, or sets
//! `enabled = false` under `[force-session-cli]` in their own
//! `~/.config/gatehouse/config.toml`.

use payload::paths::{expand_home, normalize};
use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use std::path::{Path, PathBuf};

const GUARD: Guard = Guard {
    name: "force-session-cli",
    events: &[EventKind::PreToolUse],
    keys: &["protect", "session_dir", "session_cli"],
};

fn main() {
    payload::run(&GUARD, check)
}

/// What the guard knows about the machine, gathered once per call.
struct Env {
    home: Option<PathBuf>,
    xdg_config: Option<PathBuf>,
    xdg_state: Option<PathBuf>,
}

impl Env {
    fn from_process() -> Env {
        let abs = |v: Option<std::ffi::OsString>| v.map(PathBuf::from).filter(|p| p.is_absolute());
        Env {
            home: abs(std::env::var_os("HOME")),
            xdg_config: abs(std::env::var_os("XDG_CONFIG_HOME")),
            xdg_state: abs(std::env::var_os("XDG_STATE_HOME")),
        }
    }
}

/// One protected pattern (absolute glob) and what it protects, for the message.
struct Protected {
    glob: String,
    kind: &'static str,
}

fn protected(cfg: &Section, env: &Env) -> Result<Vec<Protected>, Failure> {
    let mut out = Vec::new();
    let mut add = |glob: String, kind: &'static str| out.push(Protected { glob, kind });
    for name in ["settings.json", "settings.local.json"] {
        add(format!("**/.claude/{name}"), "Claude Code settings (they register every guard)");
    }
    add("/etc/claude-code/**".into(), "managed Claude Code settings");
    for name in ["gatehouse.toml", "banned-libraries.txt", "weasel-words.txt"] {
        add(format!("**/.claude/{name}"), "gatehouse configuration");
    }
    if let Some(dir) = env.xdg_config.clone().or_else(|| env.home.as_ref().map(|h| h.join(".config"))) {
        add(format!("{}/gatehouse/**", dir.display()), "gatehouse configuration");
    }
    if let Some(dir) = env.xdg_state.clone().or_else(|| env.home.as_ref().map(|h| h.join(".local/state"))) {
        add(format!("{}/gatehouse/**", dir.display()), "gatehouse session controls (only the user turns them on)");
    }
    let root = cfg.project_root();
    let anchor = |pattern: &str| -> Option<String> {
        if pattern.starts_with('/') {
            Some(pattern.to_owned())
        } else if pattern.starts_with("~/") {
            Some(expand_home(pattern, env.home.as_deref()).display().to_string())
        } else {
            root.map(|r| format!("{}/{}", r.display(), pattern.trim_start_matches("./")))
        }
    };
    let session_dir = cfg.string("session_dir")?.unwrap_or_else(|| ".claude/session".to_owned());
    for file in ["context.json", "context.md"] {
        if let Some(g) = anchor(&format!("{}/**/{file}", session_dir.trim_end_matches('/'))) {
            add(g, "session state (written by the session CLI)");
        }
    }
    for pattern in cfg.strings("protect")?.unwrap_or_default() {
        if let Some(g) = anchor(&pattern) {
            add(g, "a path protected in gatehouse config");
        }
    }
    Ok(out)
}

/// The files a tool call would write, as the agent named them.
fn targets(p: &Payload) -> Vec<String> {
    let Body::Tool(call) = &p.body else { return Vec::new() };
    match &call.input {
        ToolInput::Write(w) => vec![w.file_path.clone()],
        ToolInput::Edit(e) => vec![e.file_path.clone()],
        ToolInput::MultiEdit(m) => vec![m.file_path.clone()],
        ToolInput::NotebookEdit(n) => vec![n.notebook_path.clone()],
        ToolInput::ApplyPatch(a) => patch_targets(&a.command),
        _ => Vec::new(),
    }
}

/// Every path a Codex patch adds, updates, deletes or moves to.
fn patch_targets(patch: &str) -> Vec<String> {
    const HEADERS: [&str; 4] = ["*** Add File: ", "*** Update File: ", "*** Delete File: ", "*** Move to: "];
    patch
        .lines()
        .filter_map(|l| HEADERS.iter().find_map(|h| l.strip_prefix(h)))
        .map(|p| p.trim().to_owned())
        .collect()
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    decide(p, cfg, &Env::from_process())
}

fn decide(p: &Payload, cfg: &Section, env: &Env) -> Result<Verdict, Failure> {
    let targets = targets(p);
    if targets.is_empty() {
        return Ok(Verdict::Allow);
    }
    let rules = protected(cfg, env)?;
    for target in targets {
        let path = normalize(&expand_home(&target, env.home.as_deref()), &p.cwd);
        if let Some(rule) = rules.iter().find(|r| payload::glob::matches(&r.glob, &path.to_string_lossy())) {
            return Ok(refuse(&target, &path, rule, cfg)?);
        }
    }
    Ok(Verdict::Allow)
}

fn refuse(target: &str, path: &Path, rule: &Protected, cfg: &Section) -> Result<Verdict, Failure> {
    let tool = match cfg.string("session_cli")? {
        Some(cli) if rule.kind.starts_with("session state") => format!("use `{cli}`, which keeps the session invariants"),
        _ => "do not edit it by hand; tell the user what change you need and let them make it".to_owned(),
    };
    Ok(payload::refusal(GUARD.name, format!("a direct write to `{target}`"))
        .rule(format!(
            "`{}` is {}; files that configure the agent's guards and session state are written only by the user or the sanctioned CLI, never by the agent",
            path.display(),
            rule.kind
        ))
        .instead(tool)
        .allow("the user can edit the file themselves, or set `enabled = false` under `[force-session-cli]` in their `~/.config/gatehouse/config.toml`")
        .verdict())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]
    use super::*;

    fn call(tool: &str, input: serde_json::Value, cwd: &Path) -> Payload {
        let json = serde_json::json!({
            "session_id": "s", "cwd": cwd, "hook_event_name": "PreToolUse",
            "tool_name": tool, "tool_input": input,
        });
        payload::event::parse(json.to_string().as_bytes()).unwrap()
    }

    struct Fixture {
        _dir: tempfile::TempDir,
        repo: PathBuf,
        home: PathBuf,
    }

    fn fixture() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let repo = root.join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join(".claude/session")).unwrap();
        std::fs::create_dir_all(repo.join("src")).unwrap();
        let home = root.join("home");
        std::fs::create_dir_all(&home).unwrap();
        Fixture { _dir: dir, repo, home }
    }

    fn verdict(f: &Fixture, toml: &str, tool: &str, input: serde_json::Value) -> Verdict {
        let cfg = payload::Config::from_texts(&[("p.toml", toml)], Some(f.repo.clone())).unwrap();
        let env = Env { home: Some(f.home.clone()), xdg_config: None, xdg_state: None };
        decide(&call(tool, input, &f.repo.join("src")), &cfg.section(GUARD.name), &env).unwrap()
    }

    fn refused(v: &Verdict) -> bool {
        matches!(v, Verdict::Deny(_))
    }

    #[test]
    fn case_table() {
        let f = fixture();
        let r = f.repo.display().to_string();
        let h = f.home.display().to_string();
        let cases: Vec<(&str, &str, serde_json::Value, bool)> = vec![
            ("write settings", "Write", serde_json::json!({"file_path": format!("{r}/.claude/settings.json"), "content": "{}"}), true),
            ("edit local settings via ..", "Edit", serde_json::json!({"file_path": "../.claude/settings.local.json", "old_string": "a", "new_string": "b"}), true),
            ("user settings", "Write", serde_json::json!({"file_path": format!("{h}/.claude/settings.json"), "content": "{}"}), true),
            ("home-relative user settings", "Write", serde_json::json!({"file_path": "~/.claude/settings.json", "content": "{}"}), true),
            ("gatehouse project config", "Write", serde_json::json!({"file_path": format!("{r}/.claude/gatehouse.toml"), "content": ""}), true),
            ("banned list", "Edit", serde_json::json!({"file_path": format!("{r}/.claude/banned-libraries.txt"), "old_string": "a", "new_string": ""}), true),
            ("user gatehouse config", "Write", serde_json::json!({"file_path": format!("{h}/.config/gatehouse/config.toml"), "content": ""}), true),
            ("session flag store", "Write", serde_json::json!({"file_path": format!("{h}/.local/state/gatehouse/sessions/s.json"), "content": "{}"}), true),
            ("session context.md", "Write", serde_json::json!({"file_path": format!("{r}/.claude/session/context.md"), "content": ""}), true),
            ("nested session context.json", "Write", serde_json::json!({"file_path": format!("{r}/.claude/session/42/context.json"), "content": ""}), true),
            ("multiedit legacy", "MultiEdit", serde_json::json!({"file_path": format!("{r}/.claude/settings.json"), "edits": []}), true),
            ("notebook", "NotebookEdit", serde_json::json!({"notebook_path": format!("{r}/.claude/settings.json"), "new_source": ""}), true),
            ("codex patch", "apply_patch", serde_json::json!({"command": "*** Begin Patch\n*** Update File: ../.claude/gatehouse.toml\n@@\n-a\n+b\n*** End Patch"}), true),
            ("ordinary file", "Write", serde_json::json!({"file_path": format!("{r}/src/app.py"), "content": "x"}), false),
            ("settings.json elsewhere", "Write", serde_json::json!({"file_path": format!("{r}/src/settings.json"), "content": "x"}), false),
            ("context.md outside session dir", "Write", serde_json::json!({"file_path": format!("{r}/docs/context.md"), "content": "x"}), false),
            ("claude dir other file", "Write", serde_json::json!({"file_path": format!("{r}/.claude/commands/x.md"), "content": "x"}), false),
            ("read is not write", "Read", serde_json::json!({"file_path": format!("{r}/.claude/settings.json")}), false),
            ("bash is the shell side", "Bash", serde_json::json!({"command": "ls"}), false),
            ("unknown tool passes", "Monitor", serde_json::json!({"command": "x"}), false),
            ("codex patch elsewhere", "apply_patch", serde_json::json!({"command": "*** Begin Patch\n*** Add File: src/new.py\n+x\n*** End Patch"}), false),
        ];
        for (name, tool, input, want) in cases {
            assert_eq!(refused(&verdict(&f, "", tool, input)), want, "{name}");
        }
    }

    #[test]
    fn symlinked_path_to_settings_is_refused() {
        let f = fixture();
        std::os::unix::fs::symlink(f.repo.join(".claude"), f.repo.join("src/cfg")).unwrap();
        let v = verdict(&f, "", "Write", serde_json::json!({"file_path": "cfg/settings.json", "content": "{}"}));
        assert!(refused(&v));
    }

    #[test]
    fn config_adds_globs_and_moves_the_session_dir() {
        let f = fixture();
        let r = f.repo.display().to_string();
        let toml = "[force-session-cli]\nprotect = [\"state/*.db\"]\nsession_dir = \"var/sess\"\nsession_cli = \"sess\"\n";
        assert!(refused(&verdict(&f, toml, "Write", serde_json::json!({"file_path": format!("{r}/state/a.db"), "content": ""}))));
        let v = verdict(&f, toml, "Write", serde_json::json!({"file_path": format!("{r}/var/sess/context.json"), "content": ""}));
        let Verdict::Deny(text) = v else { panic!() };
        assert!(text.contains("use `sess`"), "{text}");
        assert!(!refused(&verdict(&f, toml, "Write", serde_json::json!({"file_path": format!("{r}/.claude/session/context.json"), "content": ""}))));
    }

    #[test]
    fn refusal_names_what_why_instead_and_how_to_allow() {
        let f = fixture();
        let r = f.repo.display().to_string();
        let Verdict::Deny(text) = verdict(&f, "", "Write", serde_json::json!({"file_path": format!("{r}/.claude/settings.json"), "content": ""})) else {
            panic!()
        };
        assert!(text.starts_with("force-session-cli: refused a direct write to `"), "{text}");
        for part in ["Rule:", "Instead:", "To allow:", "Claude Code settings"] {
            assert!(text.contains(part), "{part}: {text}");
        }
    }
}
