//! The team install: what a repository commits, what each teammate runs once.
//!
//! Guards are registered per *user* (`~/.claude/settings.json`, dispatch
//! form, or the plugin): each teammate runs `gatehouse install --scope user`
//! once, on their own machine, and every repository that opted in is guarded
//! for them. The repository commits only what holds no one's paths:
//!
//! - `.claude/gatehouse.toml`: the opt-in and the team's settings (a user's
//!   own `~/.config/gatehouse/config.toml` is a floor it cannot loosen);
//! - in `.claude/settings.json`, one SessionStart hook, the *notice*:
//!   `sh -c '…' gatehouse-team-notice`. It looks for gatehouse where any
//!   user's install puts it (`${XDG_DATA_HOME:-$HOME/.local/share}/gatehouse/current`,
//!   expanded on the teammate's machine, never written out) and hands over to
//!   `gatehouse team-check`, which is silent when the user's registrations
//!   are there. A teammate without gatehouse gets one message at session
//!   start (to them and to the model) instead of a blocked call per tool
//!   use, and works unguarded.
//!
//! `gatehouse install --scope team --repo DIR` (the default scope) does both
//! for the person who sets it up: their user registrations, and the two
//! files in DIR to commit.

use crate::install::{self, Paths};
use crate::settings;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// The notice's `$0`: how it is recognised as gatehouse's.
pub const MARKER: &str = "gatehouse-team-notice";

/// What a teammate without gatehouse is told (and the model with it).
pub const NOT_INSTALLED: &str = "gatehouse: this repository opts in to gatehouse guards (.claude/gatehouse.toml), but gatehouse is not installed for you, so no guard runs in this session. Install it once for your user: in a clone of gatehouse, `scripts/install --scope user` (docs/install.md, \"Team install\"); then start a new session.";

/// The notice's shell text: no path of anyone's, `$HOME` expanded at run time.
pub fn script() -> String {
    let msg = json!({
        "systemMessage": NOT_INSTALLED,
        "hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": NOT_INSTALLED},
    })
    .to_string();
    format!(
        "g=\"${{XDG_DATA_HOME:-$HOME/.local/share}}/gatehouse/current/bin/gatehouse\"; if [ -x \"$g\" ]; then exec \"$g\" team-check; fi; printf '%s\\n' '{}'",
        msg.replace('\'', "'\\''")
    )
}

/// The notice's hook entry (exec form: `sh` with the script as one argument).
pub fn notice_hook() -> Value {
    json!({
        "type": "command",
        "command": "sh",
        "args": ["-c", script(), MARKER],
        "timeout": 10,
    })
}

/// Whether a hook entry is the notice (any version of its script).
pub fn is_notice(hook: &Value) -> bool {
    hook.get("command").and_then(Value::as_str) == Some("sh")
        && hook
            .get("args")
            .and_then(Value::as_array)
            .and_then(|a| a.get(2))
            .and_then(Value::as_str)
            == Some(MARKER)
}

/// The opt-in file a team install creates when there is none.
pub const OPT_IN: &str = "# gatehouse: this repository opts in to the guards each teammate installed once\n\
# for their user (`gatehouse install --scope user`). A teammate's own\n\
# ~/.config/gatehouse/config.toml is a floor this file cannot loosen.\n\
# Per-guard settings go here, e.g.\n\
#   [no-xdist]\n\
#   runner = \"scripts/test\"\n";

/// What the team install wrote into the repository.
pub struct Written {
    pub root: PathBuf,
    pub opt_in_created: bool,
    pub settings: PathBuf,
    pub notice_added: bool,
}

/// The repository's root, refusing a directory that is not in a git
/// repository (the committed files are the point).
pub fn repo_root(dir: &Path) -> Result<PathBuf, String> {
    payload::config::repo_root(dir).ok_or_else(|| {
        format!(
            "{} is not in a git repository: a team install writes files to commit there (.claude/gatehouse.toml, \
             .claude/settings.json). `git init` it first, or for this user only: --scope user (guards act where a \
             .claude/gatehouse.toml exists) or --scope local; nothing changed",
            dir.display()
        )
    })
}

/// Writes the repository's side: the opt-in file when absent, the notice in
/// `.claude/settings.json` (the file's own style kept; uninstall restores it).
pub fn write_repo_files(paths: &Paths, root: &Path) -> Result<Written, String> {
    let toml = root.join(".claude/gatehouse.toml");
    let opt_in_created = !toml.exists();
    let path = root.join(".claude/settings.json");
    let mut file = settings::read(&path)?;
    let had = settings::each_hook(&file.value)
        .iter()
        .filter(|(e, _, h)| e == "SessionStart" && is_notice(h))
        .count();
    let want = notice_hook();
    let current = settings::each_hook(&file.value)
        .into_iter()
        .any(|(e, _, h)| e == "SessionStart" && h == want);
    if !(had == 1 && current) {
        let keep = install::original_for(paths, &file)?;
        settings::remove(&mut file.value, &is_notice, false);
        settings::add(
            &mut file.value,
            &json!({"SessionStart": [{"hooks": [want]}]}),
            &path,
        )?;
        settings::write(&file)?;
        install::keep_original(paths, &path, keep, &settings::text_of(&file)?)?;
    }
    if opt_in_created {
        if let Some(dir) = toml.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        settings::atomic_write(&toml, OPT_IN.as_bytes(), None)?;
    }
    Ok(Written {
        root: root.to_path_buf(),
        opt_in_created,
        settings: path,
        notice_added: had == 0,
    })
}

/// Takes the notice out of the repository's settings (byte for byte back
/// when the file is still what install wrote). `.claude/gatehouse.toml` stays:
/// it holds the team's settings. Returns whether a notice was there.
pub fn remove_repo_files(paths: &Paths, root: &Path) -> Result<bool, String> {
    let path = root.join(".claude/settings.json");
    install::remove_where(paths, &path, &is_notice).map(|n| n > 0)
}

/// `gatehouse team-check`, run by the notice when gatehouse is installed:
/// silent (exit 0) when this user's registrations are in place, else the
/// message saying what to run. Never fails the session.
pub fn check(paths: &Paths, dir: &Path) -> String {
    // Any registration of gatehouse's that loads here: the user's, a
    // plugin's, the repository's local file.
    let mut f = crate::doctor::Findings::default();
    let ours = crate::doctor::registrations(dir, paths, &[], &mut f).is_ok() && !f.found.is_empty();
    if ours {
        return String::new();
    }
    let msg = "gatehouse: this repository opts in to gatehouse guards (.claude/gatehouse.toml) and gatehouse is installed, but not registered for your user, so no guard runs in this session. Run `gatehouse install --scope user` once, then start a new session.";
    json!({
        "systemMessage": msg,
        "hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": msg},
    })
    .to_string()
}
