//! Codex hook trust: what makes an installed Codex hook actually run.
//!
//! Codex (measured on 0.171.0) runs a non-managed hook only when the user's
//! `$CODEX_HOME/config.toml` trusts it: a table
//! `[hooks.state."<hooks.json path>:<event label>:<group>:<handler>"]` with
//! `trusted_hash = "sha256:…"`, the hash of a normalized identity of the hook
//! (event label, matcher, the one handler with its timeout made explicit).
//! An untrusted or changed hook is skipped **silently**: no warning on
//! stderr, none in `--json` events. Only the user layer counts (a project's
//! `.codex/config.toml` cannot trust its own hooks). Project hooks
//! (`<repo>/.codex/hooks.json`) additionally load only when the project is
//! trusted (`[projects."<path>"] trust_level = "trusted"`), which Codex asks
//! the user itself and gatehouse does not grant on their behalf.
//!
//! `gatehouse install --codex` is the user's consent to gatehouse's hooks, so
//! it records that trust for exactly gatehouse's entries, in one marked block
//! of `config.toml` that it owns and rewrites (everything else in the file is
//! kept byte for byte). Keys are positional and hashes cover the command (the
//! versioned install path), so every install or upgrade rewrites the block;
//! `doctor` recomputes both and reports untrusted or stale-trust hooks.
//!
//! The hash, reproduced here and checked against Codex's own `hooks/list`
//! (`currentHash`, 37 of 37 entries of the fleet) and by the end-to-end tests
//! with the real CLI: the JSON object `{"event_name": <label>, "matcher":
//! <matcher, absent for UserPromptSubmit and Stop>, "hooks": [{"type":
//! "command", "command": …, "timeout": <given or 600, at least 1>, "async":
//! <bool>, "statusMessage": <when given>}]}` with keys sorted at every level,
//! serialized compactly, SHA-256, hex, prefixed `sha256:`.

use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Codex's state-key label of each event it runs.
const LABELS: &[(&str, &str)] = &[
    ("PreToolUse", "pre_tool_use"),
    ("PermissionRequest", "permission_request"),
    ("PostToolUse", "post_tool_use"),
    ("PreCompact", "pre_compact"),
    ("PostCompact", "post_compact"),
    ("SessionStart", "session_start"),
    ("UserPromptSubmit", "user_prompt_submit"),
    ("SubagentStart", "subagent_start"),
    ("SubagentStop", "subagent_stop"),
    ("Stop", "stop"),
];

/// Events whose matcher Codex ignores (and leaves out of the hash).
const NO_MATCHER: &[&str] = &["UserPromptSubmit", "Stop"];

const BEGIN: &str = "# >>> gatehouse: Codex hook trust";
const BEGIN_LINE: &str = "# >>> gatehouse: Codex hook trust (written by `gatehouse install --codex` for the user who ran it; rewritten on every install, removed by `gatehouse uninstall --codex`)";
const END: &str = "# <<< gatehouse: Codex hook trust";

fn label(event: &str) -> Option<&'static str> {
    LABELS.iter().find(|(e, _)| *e == event).map(|(_, l)| *l)
}

/// One command hook of a Codex hooks file, as Codex keys and hashes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub key: String,
    pub event: String,
    pub command: String,
    pub hash: String,
}

/// Keys sorted at every level (serde_json here keeps insertion order).
fn canonical(v: &Value) -> Value {
    match v {
        Value::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            keys.sort();
            let mut out = Map::new();
            for k in keys {
                if let Some(x) = m.get(k) {
                    out.insert(k.clone(), canonical(x));
                }
            }
            Value::Object(out)
        }
        Value::Array(a) => Value::Array(a.iter().map(canonical).collect()),
        other => other.clone(),
    }
}

/// The `trusted_hash` Codex expects for one handler of a matcher group.
pub fn hook_hash(event: &str, matcher: Option<&str>, handler: &Value) -> Option<String> {
    let label = label(event)?;
    let command = handler.get("command")?.as_str()?;
    let timeout = handler
        .get("timeout")
        .and_then(Value::as_u64)
        .unwrap_or(600)
        .max(1);
    let mut h = json!({
        "type": "command",
        "command": command,
        "timeout": timeout,
        "async": handler.get("async").and_then(Value::as_bool).unwrap_or(false),
    });
    if let (Some(obj), Some(msg)) = (
        h.as_object_mut(),
        handler.get("statusMessage").and_then(Value::as_str),
    ) {
        obj.insert("statusMessage".into(), Value::String(msg.to_owned()));
    }
    let mut identity = json!({"event_name": label, "hooks": [h]});
    if let (Some(obj), Some(m), false) = (
        identity.as_object_mut(),
        matcher,
        NO_MATCHER.contains(&event),
    ) {
        obj.insert("matcher".into(), Value::String(m.to_owned()));
    }
    let text = serde_json::to_string(&canonical(&identity)).ok()?;
    let digest = Sha256::digest(text.as_bytes());
    Some(format!(
        "sha256:{}",
        digest
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    ))
}

/// Every command hook of a hooks file (`{"hooks": {Event: [group…]}}`),
/// keyed by its position as Codex keys it: `<path>:<label>:<group>:<handler>`.
pub fn entries(path: &Path, file: &Value) -> Vec<Entry> {
    let mut out = Vec::new();
    let Some(events) = file.get("hooks").and_then(Value::as_object) else {
        return out;
    };
    for (event, groups) in events {
        let Some(label) = label(event) else { continue };
        for (gi, group) in groups.as_array().into_iter().flatten().enumerate() {
            let matcher = group.get("matcher").and_then(Value::as_str);
            for (hi, handler) in group
                .get("hooks")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .enumerate()
            {
                if handler.get("type").and_then(Value::as_str) != Some("command") {
                    continue;
                }
                let (Some(command), Some(hash)) = (
                    handler.get("command").and_then(Value::as_str),
                    hook_hash(event, matcher, handler),
                ) else {
                    continue;
                };
                out.push(Entry {
                    key: format!("{}:{label}:{gi}:{hi}", path.display()),
                    event: event.clone(),
                    command: command.to_owned(),
                    hash,
                });
            }
        }
    }
    out
}

/// The path Codex keys a hooks file by: its directory resolved (Codex
/// canonicalizes `CODEX_HOME`, and a project's `.codex` is found from the
/// physical working directory; measured with a symlinked `~/.codex` on
/// 0.171.0, whose keys named the link's target).
pub fn key_path(hooks_path: &Path) -> PathBuf {
    match (hooks_path.parent(), hooks_path.file_name()) {
        (Some(dir), Some(name)) => dir
            .canonicalize()
            .map_or_else(|_| hooks_path.to_path_buf(), |d| d.join(name)),
        _ => hooks_path.to_path_buf(),
    }
}

/// A TOML basic string.
fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\u{:04X}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Reads a TOML basic (`"…"`) or literal (`'…'`) string at the start of `s`:
/// the value and the rest after it.
fn read_toml_string(s: &str) -> Option<(String, &str)> {
    let mut chars = s.char_indices();
    let (_, quote) = chars.next()?;
    let mut out = String::new();
    match quote {
        '\'' => {
            let end = s.get(1..)?.find('\'')? + 1;
            Some((s.get(1..end)?.to_owned(), s.get(end + 1..)?))
        }
        '"' => {
            while let Some((i, c)) = chars.next() {
                match c {
                    '"' => return Some((out, s.get(i + 1..)?)),
                    '\\' => match chars.next()?.1 {
                        'n' => out.push('\n'),
                        't' => out.push('\t'),
                        'r' => out.push('\r'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        u @ ('u' | 'U') => {
                            let len = if u == 'u' { 4 } else { 8 };
                            let hex: String = (0..len)
                                .filter_map(|_| chars.next().map(|(_, c)| c))
                                .collect();
                            out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                        }
                        other => out.push(other),
                    },
                    c => out.push(c),
                }
            }
            None
        }
        _ => None,
    }
}

/// The key of a `[hooks.state."KEY"]` table header line, if it is one.
fn state_header_key(line: &str) -> Option<String> {
    let t = line.trim();
    let inner = t.strip_prefix('[')?.trim_start();
    if inner.starts_with('[') {
        return None;
    }
    let rest = inner
        .strip_prefix("hooks")?
        .trim_start()
        .strip_prefix('.')?;
    let rest = rest.trim_start().strip_prefix("state")?.trim_start();
    let rest = rest.strip_prefix('.')?.trim_start();
    let (key, after) = read_toml_string(rest)?;
    let after = after.trim_start().strip_prefix(']')?.trim_start();
    (after.is_empty() || after.starts_with('#')).then_some(key)
}

/// Lines of a TOML text with, for each, whether it starts inside a
/// multi-line string (such a line is never a header).
fn lines_outside_strings(text: &str) -> Vec<(&str, bool)> {
    let mut out = Vec::new();
    let mut inside: Option<&str> = None;
    for line in text.split_inclusive('\n') {
        out.push((line, inside.is_some()));
        for delim in ["\"\"\"", "'''"] {
            let n = line.matches(delim).count();
            if n % 2 == 1 {
                inside = match inside {
                    Some(d) if d == delim => None,
                    None => Some(delim),
                    keep => keep,
                };
            }
        }
    }
    out
}

/// Trust as recorded in a config text: key → (trusted_hash, enabled).
pub fn recorded_trust(text: &str) -> Vec<(String, Option<String>, Option<bool>)> {
    let mut out: Vec<(String, Option<String>, Option<bool>)> = Vec::new();
    let mut current: Option<usize> = None;
    for (line, in_string) in lines_outside_strings(text) {
        if in_string {
            continue;
        }
        let t = line.trim();
        if t.starts_with('[') {
            current = state_header_key(t).map(|k| {
                out.push((k, None, None));
                out.len() - 1
            });
            continue;
        }
        let Some(slot) = current.and_then(|i| out.get_mut(i)) else {
            continue;
        };
        if let Some(v) = t.strip_prefix("trusted_hash") {
            if let Some((h, _)) = v
                .trim_start()
                .strip_prefix('=')
                .and_then(|v| read_toml_string(v.trim_start()))
            {
                slot.1 = Some(h);
            }
        } else if let Some(v) = t.strip_prefix("enabled") {
            let v = v.trim_start().strip_prefix('=').map(str::trim_start);
            if v.is_some_and(|v| v.starts_with("false")) {
                slot.2 = Some(false);
            } else if v.is_some_and(|v| v.starts_with("true")) {
                slot.2 = Some(true);
            }
        }
    }
    out
}

/// The config text without gatehouse's block, and without any
/// `[hooks.state."K"]` table for a key in `drop` (a stale trust Codex's own
/// review wrote for a position gatehouse now holds: left in place it would
/// be a duplicate table, which Codex cannot load).
fn without_block(text: &str, drop: &[&str]) -> String {
    let mut out = String::new();
    let mut in_block = false;
    let mut dropping = false;
    for (line, in_string) in lines_outside_strings(text) {
        let t = line.trim();
        if !in_string && t.starts_with(BEGIN) {
            in_block = true;
            continue;
        }
        if in_block {
            if t.starts_with(END) {
                in_block = false;
            }
            continue;
        }
        if !in_string && t.starts_with('[') {
            dropping = state_header_key(t).is_some_and(|k| drop.contains(&k.as_str()));
        }
        if !dropping {
            out.push_str(line);
        }
    }
    out
}

/// Whether the text sets `hooks` or `hooks.state` in a form a
/// `[hooks.state."K"]` table cannot be added to (a value or inline table).
fn closed_hooks_state(text: &str) -> Option<String> {
    let mut section = String::new();
    for (line, in_string) in lines_outside_strings(text) {
        if in_string {
            continue;
        }
        let t: String = line.trim().chars().filter(|c| !c.is_whitespace()).collect();
        if t.starts_with('[') {
            section = t;
            continue;
        }
        let closed = (section.is_empty()
            && (t.starts_with("hooks=") || t.starts_with("hooks.state=")))
            || (section == "[hooks]" && t.starts_with("state="));
        if closed {
            return Some(line.trim().to_owned());
        }
    }
    None
}

/// `config.toml` text with gatehouse's trust block replaced by one trusting
/// `trusted` (key, hash); an empty list removes the block.
pub fn with_trust(text: &str, trusted: &[(String, String)]) -> Result<String, String> {
    let keys: Vec<&str> = trusted.iter().map(|(k, _)| k.as_str()).collect();
    let mut out = without_block(text, &keys);
    if trusted.is_empty() {
        return Ok(out);
    }
    if let Some(line) = closed_hooks_state(&out) {
        return Err(format!(
            "it sets `{line}`, and Codex's hook trust tables cannot be added to that form"
        ));
    }
    if let Some(k) = keys.iter().find(|k| out.contains(&toml_string(k))) {
        return Err(format!(
            "it already names the hook `{k}` in a form gatehouse does not rewrite"
        ));
    }
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    if !out.is_empty() && !out.ends_with("\n\n") {
        out.push('\n');
    }
    out.push_str(BEGIN_LINE);
    out.push('\n');
    for (key, hash) in trusted {
        out.push_str(&format!(
            "[hooks.state.{}]\ntrusted_hash = {}\n",
            toml_string(key),
            toml_string(hash)
        ));
    }
    out.push_str(END);
    out.push('\n');
    Ok(out)
}

/// The user's Codex config file.
pub fn config_path(codex_dir: &Path) -> PathBuf {
    codex_dir.join("config.toml")
}

/// Records trust for `ours` among the hooks of `hooks_path` (its current
/// content), replacing whatever gatehouse trusted before for that file and
/// keeping gatehouse's trust for other hooks files (another scope). Returns
/// how many hooks are trusted for this file. Nothing is written when the
/// text does not change.
pub fn trust(
    codex_dir: &Path,
    hooks_path: &Path,
    ours: &dyn Fn(&str) -> bool,
) -> Result<usize, String> {
    let file: Value = match std::fs::read_to_string(hooks_path) {
        Ok(t) => serde_json::from_str(&t).map_err(|e| format!("{}: {e}", hooks_path.display()))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Value::Null,
        Err(e) => return Err(format!("{}: {e}", hooks_path.display())),
    };
    let config = config_path(codex_dir);
    let text = match std::fs::read_to_string(&config) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(format!("{}: {e}", config.display())),
    };
    let keyed = key_path(hooks_path);
    let prefix = format!("{}:", keyed.display());
    // Gatehouse's earlier trust for other files stays; this file's is redone.
    let mut trusted: Vec<(String, String)> = block_entries(&text)
        .into_iter()
        .filter(|(k, _)| !k.starts_with(&prefix))
        .collect();
    let mine: Vec<(String, String)> = entries(&keyed, &file)
        .into_iter()
        .filter(|e| ours(&e.command))
        .map(|e| (e.key, e.hash))
        .collect();
    let n = mine.len();
    trusted.extend(mine);
    let new = with_trust(&text, &trusted).map_err(|why| {
        format!(
            "{}: {why}; nothing changed there. Codex will not run gatehouse's hooks until they are trusted: \
             review them in Codex (it lists hooks that need review) or fix that line and run the install again",
            config.display()
        )
    })?;
    if new != text {
        std::fs::create_dir_all(codex_dir).map_err(|e| format!("{}: {e}", codex_dir.display()))?;
        // Through a symlink (dotfile managers) to its target, keeping the
        // file's mode, the previous text beside it as a backup.
        let target = config.canonicalize().unwrap_or_else(|_| config.clone());
        let mode = std::fs::metadata(&target).ok().map(|m| m.permissions());
        if !text.is_empty() {
            let mut backup = target.clone().into_os_string();
            backup.push(".gatehouse-backup");
            crate::settings::atomic_write(Path::new(&backup), text.as_bytes(), mode.clone())?;
        }
        crate::settings::atomic_write(&target, new.as_bytes(), mode)?;
    }
    Ok(n)
}

/// The (key, hash) pairs of gatehouse's block.
fn block_entries(text: &str) -> Vec<(String, String)> {
    let mut block = String::new();
    let mut inside = false;
    for line in text.split_inclusive('\n') {
        let t = line.trim();
        if t.starts_with(BEGIN) {
            inside = true;
        } else if t.starts_with(END) {
            inside = false;
        } else if inside {
            block.push_str(line);
        }
    }
    recorded_trust(&block)
        .into_iter()
        .filter_map(|(k, h, _)| h.map(|h| (k, h)))
        .collect()
}

/// The Codex hooks files a session launched in `dir` loads: the user's
/// (`$CODEX_HOME/hooks.json`) and each `.codex/hooks.json` from the
/// repository root down to `dir` (Codex's project layers).
pub fn hooks_files(dir: &Path, codex_dir: &Path) -> Vec<(PathBuf, bool)> {
    let mut out = vec![(codex_dir.join("hooks.json"), false)];
    let root = crate::install::git_root(dir);
    let mut project: Vec<PathBuf> = dir
        .ancestors()
        .take_while(|d| d.starts_with(&root))
        .map(|d| d.join(".codex/hooks.json"))
        .collect();
    project.reverse();
    out.extend(project.into_iter().map(|p| (p, true)));
    out
}

/// Whether the config trusts the project at `dir` (an ancestor entry counts).
fn project_trusted(text: &str, dir: &Path) -> bool {
    let mut trusted: Vec<String> = Vec::new();
    let mut current: Option<String> = None;
    for (line, in_string) in lines_outside_strings(text) {
        if in_string {
            continue;
        }
        let t = line.trim();
        if t.starts_with('[') {
            current = t
                .strip_prefix('[')
                .and_then(|r| r.trim_start().strip_prefix("projects"))
                .and_then(|r| r.trim_start().strip_prefix('.'))
                .and_then(|r| read_toml_string(r.trim_start()))
                .map(|(k, _)| k);
            continue;
        }
        if let Some(p) = &current {
            let compact: String = t.chars().filter(|c| !c.is_whitespace()).collect();
            if compact.starts_with("trust_level=\"trusted\"") {
                trusted.push(p.clone());
            }
        }
    }
    dir.ancestors()
        .any(|a| trusted.iter().any(|t| Path::new(t) == a))
}

/// One hook as Codex itself lists it (`codex app-server`, `hooks/list`).
#[derive(Debug, Clone)]
pub struct Listed {
    pub key: String,
    pub current_hash: String,
    pub trust_status: String,
}

/// `codex` on `PATH`, if any.
pub fn codex_on_path() -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|p| {
        std::env::split_paths(&p)
            .map(|d| d.join("codex"))
            .find(|c| c.is_file())
    })
}

/// Asks Codex which hooks a session in `dir` loads and whether it trusts
/// them: `codex app-server` over stdio (`initialize`, `hooks/list`), bounded
/// by `timeout`, the child killed afterwards.
pub fn ask_codex(codex: &Path, dir: &Path, timeout: Duration) -> Result<Vec<Listed>, String> {
    use std::io::{BufRead, Write};
    let mut child = Command::new(codex)
        .arg("app-server")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{} app-server: {e}", codex.display()))?;
    let requests = [
        json!({"id": 1, "method": "initialize", "params": {"clientInfo": {"name": "gatehouse-doctor", "version": crate::install::VERSION}}}),
        json!({"method": "initialized"}),
        json!({"id": 2, "method": "hooks/list", "params": {"cwds": [dir]}}),
    ];
    let mut sent = Ok(());
    // stdin stays open until the answer: the server quits at EOF.
    let mut stdin = child.stdin.take();
    for r in &requests {
        if let Some(w) = stdin.as_mut() {
            sent = sent.and_then(|()| writeln!(w, "{r}"));
        }
    }
    let (tx, rx) = std::sync::mpsc::channel();
    if let Some(out) = child.stdout.take() {
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
    }
    let deadline = Instant::now() + timeout;
    let answer = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(line) => {
                let Ok(v) = serde_json::from_str::<Value>(&line) else {
                    continue;
                };
                if v.get("id") == Some(&json!(2)) {
                    break Ok(v);
                }
            }
            Err(_) => {
                break Err(format!(
                    "{} app-server gave no hooks/list answer within {timeout:?}",
                    codex.display()
                ));
            }
        }
    };
    drop(stdin);
    let _ = child.kill();
    let _ = child.wait();
    sent.map_err(|e| format!("{} app-server: {e}", codex.display()))?;
    let answer = answer?;
    if let Some(err) = answer.get("error") {
        return Err(format!(
            "{} app-server: hooks/list failed: {err}",
            codex.display()
        ));
    }
    let mut out = Vec::new();
    for cwd in answer
        .pointer("/result/data")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        for h in cwd
            .get("hooks")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let s = |k: &str| h.get(k).and_then(Value::as_str).unwrap_or("").to_owned();
            out.push(Listed {
                key: s("key"),
                current_hash: s("currentHash"),
                trust_status: s("trustStatus"),
            });
        }
    }
    Ok(out)
}

/// Codex checks for `doctor`: gatehouse hooks Codex would skip (untrusted,
/// stale trust, disabled, an untrusted project). Returns (notes, problems);
/// nothing at all when no Codex hooks file holds a gatehouse hook.
pub fn doctor(
    dir: &Path,
    codex_dir: &Path,
    ours: &dyn Fn(&str) -> bool,
) -> (Vec<String>, Vec<String>) {
    let mut notes = Vec::new();
    let mut problems = Vec::new();
    let config = config_path(codex_dir);
    let text = std::fs::read_to_string(&config).unwrap_or_default();
    let states = recorded_trust(&text);
    let mut all_mine: Vec<Entry> = Vec::new();
    for (path, is_project) in hooks_files(dir, codex_dir) {
        let Ok(raw) = std::fs::read_to_string(&path) else {
            continue;
        };
        let file: Value = match serde_json::from_str(&raw) {
            Ok(v) => v,
            Err(e) => {
                problems.push(format!(
                    "Codex: {} is not valid JSON ({e}): Codex skips it, so none of its hooks run — fix: repair it, then `gatehouse install --codex`",
                    path.display()
                ));
                continue;
            }
        };
        let mine: Vec<Entry> = entries(&key_path(&path), &file)
            .into_iter()
            .filter(|e| ours(&e.command))
            .collect();
        if mine.is_empty() {
            continue;
        }
        all_mine.extend(mine.iter().cloned());
        let scope = if is_project { "project" } else { "user" };
        let reinstall = if is_project {
            format!(
                "gatehouse install --codex --scope project --repo {}",
                crate::install::git_root(dir).display()
            )
        } else {
            "gatehouse install --codex --scope user".to_owned()
        };
        let mut untrusted = Vec::new();
        let mut stale = Vec::new();
        let mut disabled = Vec::new();
        for e in &mine {
            let state = states.iter().rev().find(|(k, _, _)| *k == e.key);
            let guard = e
                .command
                .rsplit('/')
                .next()
                .unwrap_or("")
                .trim_matches('\'')
                .to_owned();
            match state.and_then(|(_, h, _)| h.as_deref()) {
                None => untrusted.push(format!("{guard} on {}", e.event)),
                Some(h) if h != e.hash => stale.push(format!("{guard} on {}", e.event)),
                Some(_) => {}
            }
            if state.is_some_and(|(_, _, en)| *en == Some(false)) {
                disabled.push(format!("{guard} on {}", e.event));
            }
        }
        notes.push(format!(
            "Codex ({scope}): {} ({} gatehouse hooks, {} trusted in {})",
            path.display(),
            mine.len(),
            mine.len() - untrusted.len() - stale.len(),
            config.display()
        ));
        if !untrusted.is_empty() {
            problems.push(format!(
                "CODEX DOES NOT RUN {} of {} gatehouse hooks in {}: they are not trusted in {} ({}), and Codex skips untrusted hooks silently — fix: {reinstall} (records the trust), or review them in Codex",
                untrusted.len(), mine.len(), path.display(), config.display(), untrusted.join(", ")
            ));
        }
        if !stale.is_empty() {
            problems.push(format!(
                "CODEX DOES NOT RUN {} of {} gatehouse hooks in {}: their trust in {} is stale (the hook changed since it was trusted: {}) — fix: {reinstall}",
                stale.len(), mine.len(), path.display(), config.display(), stale.join(", ")
            ));
        }
        if !disabled.is_empty() {
            problems.push(format!(
                "Codex: {} disabled in {} (`enabled = false`) — fix: remove those lines if that was not intended",
                disabled.join(", "),
                config.display()
            ));
        }
        if is_project && !project_trusted(&text, dir) {
            problems.push(format!(
                "CODEX DOES NOT LOAD {}: the project is not trusted in {}, and Codex ignores an untrusted project's .codex/ — fix: trust the project when Codex asks, or add `[projects.{}]` with `trust_level = \"trusted\"` to {} (or install with --scope user)",
                path.display(), config.display(), toml_string(&crate::install::git_root(dir).display().to_string()), config.display()
            ));
        }
    }
    if !all_mine.is_empty() {
        ask(dir, &all_mine, &mut notes, &mut problems);
    }
    (notes, problems)
}

/// The cross-check with Codex itself, when `codex` is on PATH: what it
/// lists and trusts is the truth; a hash that differs from gatehouse's means
/// this Codex hashes differently from the version gatehouse was built for.
fn ask(dir: &Path, mine: &[Entry], notes: &mut Vec<String>, problems: &mut Vec<String>) {
    let Some(codex) = codex_on_path() else {
        notes.push("`codex` is not on PATH: trust checked by gatehouse's own hash (as Codex 0.171.0 computes it), not confirmed by Codex".to_owned());
        return;
    };
    let listed = match ask_codex(&codex, dir, Duration::from_secs(20)) {
        Ok(l) => l,
        Err(e) => {
            notes.push(format!(
                "could not ask Codex ({e}): trust checked by gatehouse's own hash only"
            ));
            return;
        }
    };
    let mut trusted = 0;
    let mut missing = Vec::new();
    for e in mine {
        match listed.iter().find(|l| l.key == e.key) {
            None => missing.push(e.key.clone()),
            Some(l) => {
                if l.trust_status == "trusted" {
                    trusted += 1;
                } else {
                    problems.push(format!(
                        "CODEX DOES NOT RUN {}: Codex itself ({}) reports it `{}`",
                        e.key,
                        codex.display(),
                        l.trust_status
                    ));
                }
                if l.current_hash != e.hash {
                    problems.push(format!("{}: this Codex hashes it as {} but gatehouse as {}: its trust algorithm changed, so gatehouse's install cannot trust hooks for it — fix: review the hooks in Codex, and report it to gatehouse", e.key, l.current_hash, e.hash));
                }
            }
        }
    }
    notes.push(format!(
        "Codex itself ({}): {trusted} of {} gatehouse hooks listed and trusted",
        codex.display(),
        mine.len()
    ));
    if !missing.is_empty() {
        problems.push(format!("CODEX DOES NOT LOAD {} gatehouse hooks for a session in {} (Codex itself lists none of: {}) — fix: see the lines above (untrusted project?)", missing.len(), dir.display(), missing.join(", ")));
    }
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic
    )]
    use super::*;

    /// Hashes Codex 0.171.0 itself reported (`codex app-server`,
    /// `hooks/list`, `currentHash`) for hooks gatehouse wrote.
    #[test]
    fn hashes_match_what_codex_reported() {
        let cmd =
            "'/work/tmp-codex/t1/home/.local/share/gatehouse/0.1.0-fec899d00e1f/bin/no-xdist'";
        let h = hook_hash(
            "PreToolUse",
            Some("Bash"),
            &json!({"type": "command", "command": cmd, "timeout": 10}),
        );
        assert_eq!(
            h.as_deref(),
            Some("sha256:ec18325fb6a944e08bd9dad66c4df011a1983d2a98658f0cdb99dd274ae7a75e")
        );
        // The matcher of a Stop hook is not part of its identity.
        let a = hook_hash("Stop", Some("x"), &json!({"command": "c", "timeout": 10}));
        let b = hook_hash("Stop", None, &json!({"command": "c", "timeout": 10}));
        assert_eq!(a, b);
        // A default timeout is made explicit: 600.
        assert_eq!(
            hook_hash("PreToolUse", None, &json!({"command": "c"})),
            hook_hash("PreToolUse", None, &json!({"command": "c", "timeout": 600}))
        );
        assert!(hook_hash("WorktreeCreate", None, &json!({"command": "c"})).is_none());
    }

    #[test]
    fn entries_are_keyed_by_position() {
        let file = json!({"hooks": {
            "PreToolUse": [
                {"matcher": "Bash", "hooks": [{"type": "command", "command": "a"}]},
                {"matcher": "Write", "hooks": [{"type": "command", "command": "b"}, {"type": "command", "command": "c"}]}
            ],
            "SubagentStop": [{"hooks": [{"type": "command", "command": "d"}]}]
        }});
        let keys: Vec<String> = entries(Path::new("/r/.codex/hooks.json"), &file)
            .into_iter()
            .map(|e| e.key)
            .collect();
        assert_eq!(
            keys,
            [
                "/r/.codex/hooks.json:pre_tool_use:0:0",
                "/r/.codex/hooks.json:pre_tool_use:1:0",
                "/r/.codex/hooks.json:pre_tool_use:1:1",
                "/r/.codex/hooks.json:subagent_stop:0:0"
            ]
        );
    }

    #[test]
    fn the_block_is_rewritten_and_everything_else_kept() {
        let user = "model = \"o3\" # mine\n\n[projects.\"/r\"]\ntrust_level = \"trusted\"\n\n[hooks.state.\"/r/.codex/hooks.json:stop:0:0\"]\ntrusted_hash = \"sha256:old\"\n\n[tui]\nx = 1\n";
        let t1 = with_trust(
            user,
            &[("/r/.codex/hooks.json:stop:0:0".into(), "sha256:new".into())],
        )
        .unwrap();
        assert!(
            t1.starts_with("model = \"o3\" # mine\n\n[projects.\"/r\"]"),
            "{t1}"
        );
        assert!(t1.contains("[tui]\nx = 1\n"), "{t1}");
        assert!(
            !t1.contains("sha256:old"),
            "a stale table for our key is replaced: {t1}"
        );
        let got = recorded_trust(&t1);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].1.as_deref(), Some("sha256:new"));
        // Idempotent, and an empty list removes exactly the block.
        let t2 = with_trust(
            &t1,
            &[("/r/.codex/hooks.json:stop:0:0".into(), "sha256:new".into())],
        )
        .unwrap();
        assert_eq!(t1, t2);
        let t3 = with_trust(&t1, &[]).unwrap();
        assert!(
            !t3.contains("gatehouse") && t3.contains("[tui]\nx = 1\n"),
            "{t3}"
        );
    }

    #[test]
    fn forms_it_cannot_extend_are_refused() {
        for (case, text) in [
            ("inline hooks", "hooks = { state = {} }\n"),
            ("dotted", "hooks.state = {}\n"),
            ("in [hooks]", "[hooks]\nstate = {}\n"),
        ] {
            assert!(
                with_trust(text, &[("k".into(), "h".into())]).is_err(),
                "{case}"
            );
        }
        // A header inside a multi-line string is data.
        let text = "x = \"\"\"\n[hooks.state.\"k\"]\n\"\"\"\n";
        assert!(recorded_trust(text).is_empty());
    }

    #[test]
    fn keys_with_quotes_round_trip() {
        let key = "/a \"b\"\\c/hooks.json:stop:0:0";
        let t = with_trust("", &[(key.into(), "sha256:x".into())]).unwrap();
        assert_eq!(recorded_trust(&t)[0].0, key, "{t}");
        assert_eq!(
            state_header_key("[hooks.state.'lit']").as_deref(),
            Some("lit")
        );
        assert_eq!(
            state_header_key("[ hooks . state . \"k\" ] # c").as_deref(),
            Some("k")
        );
        assert!(state_header_key("[[hooks.state.\"k\"]]").is_none());
    }

    #[test]
    fn keys_name_the_resolved_directory() {
        let t = tempfile::tempdir().unwrap();
        let real = t.path().join("real");
        std::fs::create_dir_all(&real).unwrap();
        std::os::unix::fs::symlink(&real, t.path().join("link")).unwrap();
        let got = key_path(&t.path().join("link/hooks.json"));
        assert_eq!(got, real.canonicalize().unwrap().join("hooks.json"));
        // A directory that does not exist (yet) is named as given.
        assert_eq!(
            key_path(Path::new("/no/such/dir/hooks.json")),
            Path::new("/no/such/dir/hooks.json")
        );
    }

    #[test]
    fn project_trust_is_read() {
        let t = "[projects.\"/r\"]\ntrust_level = \"trusted\"\n[projects.\"/s\"]\ntrust_level = \"untrusted\"\n";
        assert!(project_trusted(t, Path::new("/r/sub")));
        assert!(!project_trusted(t, Path::new("/s")));
    }
}
