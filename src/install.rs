//! `gatehouse install` / `uninstall`: binaries into a versioned directory,
//! registrations merged into the chosen settings file.
//!
//! The install directory is `<root>/<version>-<hash>/bin` (root:
//! `$XDG_DATA_HOME/gatehouse`, default `~/.local/share/gatehouse`), the hash
//! being over the binaries' contents: an upgrade lands beside the previous
//! version, so a session still running the old binaries is never handed a
//! half-written file, and re-installing the same build changes nothing.
//! Each binary is copied under a temporary name and renamed into place;
//! `manifest.json` (names and SHA-256) is written last and is what `doctor`
//! checks against. `<root>/current` names the newest version.
//!
//! Ours are recognised exactly: a hook whose command is
//! `<root>/<version>/bin/<file>` (compared path component by path
//! component, never as a substring).

use crate::registry::{self, Form};
use crate::settings;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use std::path::{Component, Path, PathBuf};

pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Which settings file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// `~/.claude/settings.json`: every session of the user (dispatch form).
    User,
    /// `<repo>/.claude/settings.json`: sessions launched in the repository.
    Project,
    /// `<git root>/.claude/settings.local.json`: the same, not committed.
    Local,
}

impl Scope {
    pub fn parse(s: &str) -> Result<Scope, String> {
        match s {
            "user" => Ok(Scope::User),
            "project" => Ok(Scope::Project),
            "local" => Ok(Scope::Local),
            other => Err(format!(
                "--scope must be user, project or local, not `{other}`"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Scope::User => "user",
            Scope::Project => "project",
            Scope::Local => "local",
        }
    }

    /// User scope loads in every session, so it goes through the dispatcher
    /// (repo opt-in); project and local scope are already one repository.
    pub fn form(self) -> Form {
        match self {
            Scope::User => Form::Dispatch,
            Scope::Project | Scope::Local => Form::Direct,
        }
    }
}

/// Where things are, from the environment (tests point HOME elsewhere).
#[derive(Debug, Clone)]
pub struct Paths {
    pub home: PathBuf,
    pub data_root: PathBuf,
    /// `$CLAUDE_CONFIG_DIR`, default `~/.claude`.
    pub claude_dir: PathBuf,
    /// `$CODEX_HOME`, default `~/.codex`.
    pub codex_dir: PathBuf,
    /// The session-flag store's root: `$XDG_STATE_HOME/gatehouse`, default
    /// `~/.local/state/gatehouse` (where `session-consent` writes).
    pub state_root: PathBuf,
    /// The user's gatehouse config (`~/.config/gatehouse/config.toml`).
    pub user_config: Option<PathBuf>,
}

impl Paths {
    pub fn from_env() -> Result<Paths, String> {
        let home = std::env::var_os("HOME")
            .map(PathBuf::from)
            .ok_or("HOME is not set")?;
        let abs = |k: &str| {
            std::env::var_os(k)
                .map(PathBuf::from)
                .filter(|p| p.is_absolute())
        };
        Ok(Paths {
            data_root: abs("XDG_DATA_HOME")
                .unwrap_or_else(|| home.join(".local/share"))
                .join("gatehouse"),
            claude_dir: abs("CLAUDE_CONFIG_DIR").unwrap_or_else(|| home.join(".claude")),
            codex_dir: abs("CODEX_HOME").unwrap_or_else(|| home.join(".codex")),
            state_root: abs("XDG_STATE_HOME")
                .unwrap_or_else(|| home.join(".local/state"))
                .join("gatehouse"),
            user_config: payload::config::user_config_path(
                Some(&home),
                abs("XDG_CONFIG_HOME").as_deref(),
            ),
            home,
        })
    }

    /// The version `current` names, if any: the symlink's target (a text
    /// file naming it, from older installs, is read too).
    pub fn current_version(&self) -> Option<String> {
        let current = self.data_root.join("current");
        match std::fs::read_link(&current) {
            Ok(target) => target.file_name().map(|n| n.to_string_lossy().into_owned()),
            Err(_) => std::fs::read_to_string(&current)
                .ok()
                .map(|s| s.trim().to_owned()),
        }
    }
}

/// The repository root above `dir` (nearest `.git`), or `dir` itself.
pub fn git_root(dir: &Path) -> PathBuf {
    payload::config::repo_root(dir).unwrap_or_else(|| dir.to_path_buf())
}

/// The settings file of a scope.
pub fn settings_path(paths: &Paths, scope: Scope, repo: &Path) -> PathBuf {
    match scope {
        Scope::User => paths.claude_dir.join("settings.json"),
        Scope::Project => repo.join(".claude/settings.json"),
        Scope::Local => git_root(repo).join(".claude/settings.local.json"),
    }
}

/// Codex's hooks file of a scope.
pub fn codex_path(paths: &Paths, scope: Scope, repo: &Path) -> Result<PathBuf, String> {
    match scope {
        Scope::User => Ok(paths.codex_dir.join("hooks.json")),
        Scope::Project => Ok(git_root(repo).join(".codex/hooks.json")),
        Scope::Local => Err("Codex has no local scope; use --scope project or user".into()),
    }
}

/// Whether `command` is `<root>/<version>/bin/<file>`, component by
/// component. A Codex command line is `'<path>' args…`: its first word.
pub fn is_ours_command(command: &str, root: &Path) -> bool {
    let first = match command.strip_prefix('\'') {
        Some(rest) => unquote_first(rest),
        None => command.to_owned(),
    };
    let path = Path::new(&first);
    let Ok(rest) = path.strip_prefix(root) else {
        return false;
    };
    let parts: Vec<Component> = rest.components().collect();
    matches!(parts.as_slice(), [Component::Normal(_), Component::Normal(b), Component::Normal(_)] if *b == "bin")
}

/// The rest of a single-quoted shell word (`'\''` escapes), after its `'`.
fn unquote_first(rest: &str) -> String {
    let mut out = String::new();
    let mut s = rest;
    while let Some(end) = s.find('\'') {
        out.push_str(s.get(..end).unwrap_or(""));
        s = s.get(end + 1..).unwrap_or("");
        match s.strip_prefix("\\''") {
            Some(after) => {
                out.push('\'');
                s = after;
            }
            None => return out,
        }
    }
    out
}

pub fn is_ours(hook: &Value, root: &Path) -> bool {
    hook.get("command")
        .and_then(Value::as_str)
        .is_some_and(|c| is_ours_command(c, root))
}

/// Everything `install` needs.
#[derive(Debug, Clone)]
pub struct Request {
    pub scope: Scope,
    pub repo: PathBuf,
    pub guards: Option<Vec<String>>,
    pub bin_dir: PathBuf,
    pub codex: bool,
    /// `Some(true)`: merge the sandbox settings (`--sandbox`); `Some(false)`:
    /// take ours out again (`--no-sandbox`); `None`: leave them as they are.
    pub sandbox: Option<bool>,
}

/// The outcome, for the report.
#[derive(Debug)]
pub struct Report {
    pub bin: PathBuf,
    pub version: String,
    pub file: PathBuf,
    pub written: settings::Written,
    pub guards: Vec<String>,
    /// Whether the file now carries gatehouse's sandbox settings.
    pub sandboxed: bool,
    /// How many hook entries were registered.
    pub registered: usize,
    /// The entries left out because they are off (`guard on Event (why)`).
    pub off: Vec<String>,
}

/// The binaries an install copies: the selected guards, the dispatcher and
/// `gatehouse` itself (so `doctor` runs from a stable path).
fn binaries(guards: &[String]) -> Vec<String> {
    let mut names: Vec<String> = guards.to_vec();
    names.push(registry::DISPATCH.to_owned());
    names.push("gatehouse".to_owned());
    names
}

fn sha256_file(path: &Path) -> Result<String, String> {
    let mut f = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut h = Sha256::new();
    std::io::copy(&mut f, &mut h).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(hex(&h.finalize()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Checks that every binary is built, copies them into a staging directory
/// and hashes the copies (so the manifest describes exactly the bytes
/// installed, even if the build is rewritten meanwhile), then renames each
/// into the versioned directory unless an identical file is already there.
/// Returns the bin dir and the version.
pub fn copy_binaries(
    from: &Path,
    names: &[String],
    paths: &Paths,
) -> Result<(PathBuf, String), String> {
    for name in names {
        let src = from.join(name);
        if !src.is_file() {
            return Err(format!(
                "{} is missing: build the fleet first (scripts/build-release, or scripts/install) \
                 or pass --bin-dir; nothing changed",
                src.display()
            ));
        }
    }
    // Already installed (same bytes): nothing is copied at all.
    let mut sums = Vec::new();
    for name in names {
        sums.push((name.clone(), sha256_file(&from.join(name))?));
    }
    let version = version_of(&sums);
    let dir = paths.data_root.join(&version);
    if let Some(m) = manifest(&dir)
        && sums.iter().all(|(n, s)| {
            m.get(n).and_then(Value::as_str) == Some(s.as_str())
                && sha256_file(&dir.join("bin").join(n)).ok().as_deref() == Some(s.as_str())
        })
    {
        set_current(paths, &version)?;
        return Ok((dir.join("bin"), version));
    }
    let staging = paths
        .data_root
        .join(format!(".staging-{}", std::process::id()));
    let result = stage_and_place(from, names, paths, &staging);
    let _ = std::fs::remove_dir_all(&staging);
    result
}

/// `<root>/current` → `<version>` (a relative symlink, replaced by a
/// rename, so it always names a complete version directory).
fn set_current(paths: &Paths, version: &str) -> Result<(), String> {
    let current = paths.data_root.join("current");
    if std::fs::read_link(&current).ok().as_deref() == Some(Path::new(version)) {
        return Ok(());
    }
    let tmp = paths
        .data_root
        .join(format!(".current-{}.tmp", std::process::id()));
    let _ = std::fs::remove_file(&tmp);
    #[cfg(unix)]
    std::os::unix::fs::symlink(version, &tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    #[cfg(not(unix))]
    std::fs::write(&tmp, format!("{version}\n")).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, &current).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("{}: {e}", current.display())
    })
}

/// Puts the management command on PATH: `~/.local/bin/gatehouse`, a
/// symlink to `<root>/current/bin/gatehouse` (so it follows upgrades). A
/// file of the user's at that path is left alone. Returns the line to print.
pub fn link_command(paths: &Paths) -> Result<Option<String>, String> {
    let target = paths.data_root.join("current/bin/gatehouse");
    if !target.is_file() {
        return Ok(None);
    }
    let bin_dir = paths.home.join(".local/bin");
    let link = bin_dir.join("gatehouse");
    let ours = std::fs::read_link(&link).ok().as_deref() == Some(target.as_path());
    if !ours {
        if link.symlink_metadata().is_ok() {
            return Ok(Some(format!(
                "the gatehouse command: {} ({} is someone else's; left alone)",
                target.display(),
                link.display()
            )));
        }
        std::fs::create_dir_all(&bin_dir).map_err(|e| format!("{}: {e}", bin_dir.display()))?;
        #[cfg(unix)]
        std::os::unix::fs::symlink(&target, &link)
            .map_err(|e| format!("{}: {e}", link.display()))?;
    }
    let on_path =
        std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d == bin_dir));
    Ok(Some(format!(
        "the gatehouse command: {} -> {}{}",
        link.display(),
        target.display(),
        if on_path {
            ""
        } else {
            " (add ~/.local/bin to your PATH, or call it by that path)"
        }
    )))
}

/// `<package version>-<first 12 hex digits of a hash over names and hashes>`.
fn version_of(sums: &[(String, String)]) -> String {
    let mut all = Sha256::new();
    for (n, s) in sums {
        all.update(n.as_bytes());
        all.update([0]);
        all.update(s.as_bytes());
        all.update([0]);
    }
    format!(
        "{VERSION}-{}",
        hex(&all.finalize()).get(..12).unwrap_or("0")
    )
}

fn stage_and_place(
    from: &Path,
    names: &[String],
    paths: &Paths,
    staging: &Path,
) -> Result<(PathBuf, String), String> {
    std::fs::create_dir_all(staging).map_err(|e| format!("{}: {e}", staging.display()))?;
    let mut sums = Vec::new();
    for name in names {
        let staged = staging.join(name);
        std::fs::copy(from.join(name), &staged).map_err(|e| format!("copy {name}: {e}"))?;
        sums.push((name.clone(), sha256_file(&staged)?));
    }
    let version = version_of(&sums);
    let dir = paths.data_root.join(&version);
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).map_err(|e| format!("{}: {e}", bin.display()))?;
    for (name, sum) in &sums {
        let dest = bin.join(name);
        // Never replace a binary a session may be running: an identical one
        // stays; a different one (tampered) is replaced by a rename, which
        // leaves a running process its old inode.
        if dest.is_file() && sha256_file(&dest).ok().as_deref() == Some(sum.as_str()) {
            continue;
        }
        std::fs::rename(staging.join(name), &dest).map_err(|e| format!("install {name}: {e}"))?;
    }
    let manifest = json!({
        "version": version,
        "binaries": sums.iter().map(|(n, s)| (n.clone(), Value::String(s.clone()))).collect::<serde_json::Map<_, _>>(),
    });
    let text = settings::render(&manifest, false)?;
    if std::fs::read_to_string(dir.join("manifest.json"))
        .ok()
        .as_deref()
        != Some(text.as_str())
    {
        settings::atomic_write(&dir.join("manifest.json"), text.as_bytes(), None)?;
    }
    set_current(paths, &version)?;
    Ok((bin, version))
}

/// The manifest of a version directory: binary name → SHA-256.
pub fn manifest(version_dir: &Path) -> Option<serde_json::Map<String, Value>> {
    let text = std::fs::read_to_string(version_dir.join("manifest.json")).ok()?;
    let v: Value = serde_json::from_str(&text).ok()?;
    v.get("binaries")?.as_object().cloned()
}

pub fn sha256(path: &Path) -> Result<String, String> {
    sha256_file(path)
}

/// The guard that keeps the sandbox on (registered only where it is on).
pub const SANDBOX_GUARD: &str = "keep-sandbox";

pub fn install(req: &Request, paths: &Paths) -> Result<Report, String> {
    let guards = match &req.guards {
        Some(g) => {
            registry::check_subset(g)?;
            g.clone()
        }
        None => registry::guard_names()?,
    };
    let file_path = if req.codex {
        codex_path(paths, req.scope, &req.repo)?
    } else {
        settings_path(paths, req.scope, &req.repo)
    };
    // Read and validate first: nothing is copied when the file is broken.
    let mut file = settings::read(&file_path)?;
    // Only what is on is registered (a guard that does nothing until
    // configured would still cost a process on every matching call): the
    // activation table and `enabled` under the config in force for the
    // repository. `--guards` names exactly what to register. At user scope
    // what is registered already stays (another repository may use it).
    let config = payload::Config::load_from(&req.repo, paths.user_config.as_deref());
    let root0 = paths.data_root.clone();
    let previously: Vec<(String, String)> = if req.scope == Scope::User {
        settings::each_hook(&file.value)
            .into_iter()
            .filter(|(_, _, h)| is_ours(h, &root0))
            .flat_map(|(ev, _, h)| {
                registry::guards_of(&h)
                    .into_iter()
                    .map(move |g| (ev.clone(), g))
            })
            .collect()
    } else {
        Vec::new()
    };
    let explicit = req.guards.is_some();
    // `keep-sandbox` keeps Claude Code's sandbox on; without the sandbox a
    // `dangerouslyDisableSandbox` flag changes nothing, and the guard would
    // be a process per Bash call for nothing. Registered where the file
    // turns the sandbox on (`--sandbox`, or `sandbox.enabled` already there).
    let sandbox_on = req.sandbox == Some(true)
        || (req.sandbox != Some(false)
            && file.value.pointer("/sandbox/enabled") == Some(&Value::Bool(true)));
    let why_off = |e: &registry::Entry| -> Option<String> {
        if e.guard == SANDBOX_GUARD && !sandbox_on {
            return Some("the sandbox is not on in this file".into());
        }
        registry::entry_off(e, &config)
    };
    let keep = |e: &registry::Entry| {
        explicit || why_off(e).is_none() || previously.contains(&(e.event.clone(), e.guard.clone()))
    };
    let mut off = Vec::new();
    for e in registry::entries()? {
        if guards.contains(&e.guard) && !keep(&e) {
            let why = why_off(&e).unwrap_or_default();
            off.push(format!("{} on {} ({why})", e.guard, e.event));
        }
    }
    // A hooks value we could not merge into is found before anything changes.
    let probe = if req.codex {
        registry::codex_hooks_where("/", req.scope.form(), Some(&guards), &keep)?
    } else {
        registry::hooks_where("/", req.scope.form(), Some(&guards), &keep)?
    };
    settings::add(&mut file.value.clone(), &probe, &file_path)?;
    if req.sandbox == Some(true) {
        if req.codex {
            return Err("--sandbox configures Claude Code's sandbox; Codex has its own (`sandbox_mode`), which gatehouse does not configure; nothing changed".into());
        }
        if req.scope == Scope::User {
            return Err(USER_SANDBOX.into());
        }
        let mut probe = file.value.clone();
        add_sandbox(&mut probe, &[], &mut Value::Null, &file_path)?;
    }
    let names = binaries(&guards);
    let missing = crate::manifest::missing_beside(&req.bin_dir, &names);
    // A `cargo install` root holds only the gatehouse package: cargo installs the rest.
    crate::selfinstall::provide(&req.bin_dir, &missing)?;
    // From an unpacked release archive: the binaries must match its SHA256SUMS.
    if let Some(m) = crate::manifest::check_dir(&req.bin_dir)
        && !m.ok()
    {
        return Err(format!(
            "{}; fix: {}; nothing changed",
            m.problems.join("; "),
            m.fix()
        ));
    }
    let (bin, version) = copy_binaries(&req.bin_dir, &names, paths)?;
    let bin_s = bin.display().to_string();
    let ours = if req.codex {
        registry::codex_hooks_where(&bin_s, req.scope.form(), Some(&guards), &keep)?
    } else {
        registry::hooks_where(&bin_s, req.scope.form(), Some(&guards), &keep)?
    };
    let registered = settings::each_hook(&json!({ "hooks": ours })).len();
    let root = paths.data_root.clone();
    settings::remove(&mut file.value, &|h| is_ours(h, &root), false);
    settings::add(&mut file.value, &ours, &file_path)?;
    let record_file = record_path(paths, &file_path);
    let mut record = read_record(&record_file)?;
    let keep = original_to_keep(paths, &file, &root, &record)?;
    match req.sandbox {
        Some(true) => {
            let deny = sandbox_deny_write(paths, req.scope, &req.repo);
            add_sandbox(&mut file.value, &deny, &mut record, &file_path)?;
        }
        Some(false) => {
            remove_sandbox(&mut file.value, &record);
            record = Value::Null;
        }
        None => {}
    }
    let written = settings::write(&file)?;
    write_record(&record_file, &file_path, &record)?;
    save_original(paths, &file_path, keep, &settings::text_of(&file)?)?;
    if req.codex {
        // Installing is the user's consent: Codex runs only trusted hooks.
        crate::codex::trust(&paths.codex_dir, &file_path, &|c| is_ours_command(c, &root))?;
    }
    Ok(Report {
        bin,
        version,
        file: file_path,
        written,
        guards,
        sandboxed: !record.is_null(),
        registered,
        off,
    })
}

/// Removes exactly ours from the scope's file: the registrations (how many
/// were removed) and the sandbox settings an install added (whether any
/// were). `Ok(None)`: no such file.
pub fn uninstall(
    scope: Scope,
    repo: &Path,
    codex: bool,
    paths: &Paths,
) -> Result<Option<(PathBuf, usize, bool)>, String> {
    let path = if codex {
        codex_path(paths, scope, repo)?
    } else {
        settings_path(paths, scope, repo)
    };
    let mut file = settings::read(&path)?;
    if file.original.is_none() {
        return Ok(None);
    }
    let root = paths.data_root.clone();
    let n = settings::remove(&mut file.value, &|h| is_ours(h, &root), true);
    let record_file = record_path(paths, &path);
    let record = if codex {
        Value::Null
    } else {
        read_record(&record_file)?
    };
    // The file is exactly what install wrote: the text from before is put
    // back byte for byte (or the file removed, when install created it).
    let kept = original_path(paths, &path);
    if let Some(orig) = read_original(&kept)?
        && orig.get("installed").and_then(Value::as_str)
            == Some(text_sha(file.original.as_deref()).as_str())
    {
        let target = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        match orig.get("original").and_then(Value::as_str) {
            Some(text) => {
                let mode = std::fs::metadata(&target).ok().map(|m| m.permissions());
                settings::atomic_write(&target, text.as_bytes(), mode)?;
            }
            None => {
                std::fs::remove_file(&target).map_err(|e| format!("{}: {e}", target.display()))?
            }
        }
        let _ = std::fs::remove_file(&kept);
        if !record.is_null() {
            write_record(&record_file, &path, &Value::Null)?;
        }
        if codex {
            // The hooks file is back to the user's bytes (or gone): the
            // trust recorded for gatehouse's entries goes with them.
            crate::codex::trust(&paths.codex_dir, &path, &|c| is_ours_command(c, &root))?;
        }
        return Ok(Some((path, n, !record.is_null())));
    }
    let _ = std::fs::remove_file(&kept);
    let sandbox = remove_sandbox(&mut file.value, &record);
    // Nothing of ours: the file is not rewritten (not even re-indented).
    if n > 0 || sandbox {
        settings::write(&file)?;
    }
    if !record.is_null() {
        write_record(&record_file, &path, &Value::Null)?;
    }
    if codex {
        crate::codex::trust(&paths.codex_dir, &path, &|c| is_ours_command(c, &root))?;
    }
    Ok(Some((path, n, sandbox)))
}

/// Where install keeps the text a settings file had before gatehouse's
/// first registration in it: `<data root>/originals/<hash of its path>.json`
/// (never beside the file: a repository's `.claude/` gains no stray file),
/// with the SHA-256 of the text install wrote. Uninstall restores it when
/// the file is still exactly that text.
fn original_path(paths: &Paths, file: &Path) -> PathBuf {
    let mut h = Sha256::new();
    h.update(file.as_os_str().as_encoded_bytes());
    let name = hex(&h.finalize());
    paths
        .data_root
        .join("originals")
        .join(format!("{}.json", name.get(..16).unwrap_or("0")))
}

/// The SHA-256 of a file's text (`absent` when there is no file).
fn text_sha(text: Option<&str>) -> String {
    match text {
        None => "absent".into(),
        Some(t) => {
            let mut h = Sha256::new();
            h.update(t.as_bytes());
            hex(&h.finalize())
        }
    }
}

fn read_original(path: &Path) -> Result<Option<Value>, String> {
    match std::fs::read_to_string(path) {
        Ok(t) => serde_json::from_str(&t).map(Some).map_err(|e| {
            format!(
                "{} (a settings file's text from before install) is not valid JSON ({e}); remove it to go on",
                path.display()
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// What to keep as the file's original: the kept one while install's text
/// is still in place; the file's current text when it holds nothing of
/// gatehouse's; `None` (nothing restorable: uninstall edits instead)
/// otherwise. `Some(None)` inside: the file did not exist.
fn original_to_keep(
    paths: &Paths,
    file: &settings::File,
    root: &Path,
    sandbox_record: &Value,
) -> Result<Option<Option<String>>, String> {
    let current = file.original.as_deref();
    if let Some(orig) = read_original(&original_path(paths, &file.path))?
        && orig.get("installed").and_then(Value::as_str) == Some(text_sha(current).as_str())
    {
        return Ok(Some(
            orig.get("original")
                .and_then(Value::as_str)
                .map(str::to_owned),
        ));
    }
    let before = match current {
        None => return Ok(Some(None)),
        Some(t) => settings::read_text(&file.path, t)?,
    };
    let mut probe = before.value.clone();
    let ours = settings::remove(
        &mut probe,
        &|h| is_ours(h, root) || crate::team::is_notice(h),
        false,
    );
    if ours == 0 && sandbox_record.is_null() {
        Ok(Some(current.map(str::to_owned)))
    } else {
        Ok(None)
    }
}

fn save_original(
    paths: &Paths,
    file: &Path,
    keep: Option<Option<String>>,
    written: &str,
) -> Result<(), String> {
    let path = original_path(paths, file);
    let Some(original) = keep else {
        return match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(format!("{}: {e}", path.display()))
            }
            _ => Ok(()),
        };
    };
    let v = json!({"file": file, "original": original, "installed": text_sha(Some(written))});
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let text = settings::render(&v, false)?;
    if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
        return Ok(());
    }
    // 0600: the text may hold secrets (`env`).
    #[cfg(unix)]
    let mode = {
        use std::os::unix::fs::PermissionsExt;
        Some(std::fs::Permissions::from_mode(0o600))
    };
    #[cfg(not(unix))]
    let mode = None;
    settings::atomic_write(&path, text.as_bytes(), mode)
}

/// The original to keep for a file about to get other entries of
/// gatehouse's (the team notice): see [`original_to_keep`].
pub fn original_for(
    paths: &Paths,
    file: &settings::File,
) -> Result<Option<Option<String>>, String> {
    let root = paths.data_root.clone();
    let probe = |h: &Value| is_ours(h, &root) || crate::team::is_notice(h);
    let current = file.original.as_deref();
    if let Some(orig) = read_original(&original_path(paths, &file.path))?
        && orig.get("installed").and_then(Value::as_str) == Some(text_sha(current).as_str())
    {
        return Ok(Some(
            orig.get("original")
                .and_then(Value::as_str)
                .map(str::to_owned),
        ));
    }
    let mut v = file.value.clone();
    Ok((settings::remove(&mut v, &probe, false) == 0).then(|| current.map(str::to_owned)))
}

/// Records `written` as what install wrote over `keep` (see [`original_path`]).
pub fn keep_original(
    paths: &Paths,
    file: &Path,
    keep: Option<Option<String>>,
    written: &str,
) -> Result<(), String> {
    save_original(paths, file, keep, written)
}

/// Removes the entries `ours` selects from `path`: the original bytes back
/// when the file is still what install wrote, else an edit in the file's
/// own style. Returns how many entries were there.
pub fn remove_where(
    paths: &Paths,
    path: &Path,
    ours: &dyn Fn(&Value) -> bool,
) -> Result<usize, String> {
    let mut file = settings::read(path)?;
    if file.original.is_none() {
        return Ok(0);
    }
    let n = settings::remove(&mut file.value, ours, true);
    let kept = original_path(paths, path);
    if let Some(orig) = read_original(&kept)?
        && orig.get("installed").and_then(Value::as_str)
            == Some(text_sha(file.original.as_deref()).as_str())
    {
        let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        match orig.get("original").and_then(Value::as_str) {
            Some(text) => {
                let mode = std::fs::metadata(&target).ok().map(|m| m.permissions());
                settings::atomic_write(&target, text.as_bytes(), mode)?;
            }
            None => {
                std::fs::remove_file(&target).map_err(|e| format!("{}: {e}", target.display()))?
            }
        }
        let _ = std::fs::remove_file(&kept);
        return Ok(n);
    }
    let _ = std::fs::remove_file(&kept);
    if n > 0 {
        settings::write(&file)?;
    }
    Ok(n)
}

/// Whether an install without `--sandbox`/`--no-sandbox` adds the sandbox:
/// `sandbox = true` under `[gatehouse]` in the config in force for `repo`
/// (the user's `~/.config/gatehouse/config.toml`, or the repository's
/// `.claude/gatehouse.toml`; both are out of the agent's reach).
pub fn sandbox_by_default(paths: &Paths, repo: &Path) -> Result<bool, String> {
    let config = payload::config::Config::load_from(repo, paths.user_config.as_deref())
        .map_err(|f| f.to_string())?;
    config
        .section("gatehouse")
        .bool("sandbox", false)
        .map_err(|f| f.to_string())
}

/// Why `--sandbox` is refused at user scope (docs/sandbox.md).
const USER_SANDBOX: &str = "--sandbox is per repository: install it with --scope project or --scope local. \
     In ~/.claude/settings.json the sandbox would confine every session of the user, in repositories that never opted in \
     to gatehouse too; and Claude Code 2.1.328 resolves a relative `denyWrite` path in the user file against ~/.claude, \
     not the repository (`**` patterns do not apply on Linux), so it could not protect a repository's files from there. \
     To make it the default, set `sandbox = true` under `[gatehouse]` in ~/.config/gatehouse/config.toml: every project \
     or local install then adds it. Nothing changed";

/// The `sandbox.*` switches `--sandbox` sets, and their values: on, refuse
/// to run when the sandbox cannot start (instead of running unconfined), and
/// no `dangerouslyDisableSandbox` retry outside it.
pub const SANDBOX_KEYS: [(&str, bool); 3] = [
    ("enabled", true),
    ("failIfUnavailable", true),
    ("allowUnsandboxedCommands", false),
];

/// The files of the repository's `.claude/` that guards read or that load
/// hooks: the settings, gatehouse's config and the list files.
const PROJECT_FILES: [&str; 5] = [
    ".claude/settings.json",
    ".claude/settings.local.json",
    ".claude/gatehouse.toml",
    ".claude/banned-libraries.txt",
    ".claude/weasel-words.txt",
];

/// Everything gatehouse protects, as `sandbox.filesystem.denyWrite` entries:
/// absolute paths, which Claude Code 2.1.328 applies as written in a project
/// or local settings file (measured: `/abs/path` and `//abs/path` protect the
/// file, `./x` and `x` resolve against the launch directory, a directory
/// covers everything below it, a path that does not exist yet cannot be
/// created, and `denyWrite` wins over `allowWrite`).
pub fn sandbox_deny_write(paths: &Paths, scope: Scope, repo: &Path) -> Vec<String> {
    let root = git_root(repo);
    let base = match scope {
        Scope::Local => root.clone(),
        Scope::Project | Scope::User => repo.to_path_buf(),
    };
    let mut all: Vec<PathBuf> = PROJECT_FILES.iter().map(|f| base.join(f)).collect();
    if root != base {
        all.extend(PROJECT_FILES.iter().map(|f| root.join(f)));
    }
    all.push(root.join(".codex"));
    all.push(paths.claude_dir.join("settings.json"));
    all.extend(paths.user_config.clone());
    all.push(paths.state_root.clone());
    all.push(paths.data_root.clone());
    all.push(paths.codex_dir.join("hooks.json"));
    all.push(paths.codex_dir.join("config.toml"));
    let mut out: Vec<String> = Vec::new();
    for p in all {
        let s = p.display().to_string();
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}

/// What an install added to a settings file's `sandbox`, kept beside the
/// binaries (`<data root>/sandbox/<hash of the file's path>.json`, itself
/// under `denyWrite`), so that uninstall takes out exactly that: the keys it
/// set (with the value each had before), the `denyWrite` entries it
/// appended, the containers it created.
fn record_path(paths: &Paths, file: &Path) -> PathBuf {
    let mut h = Sha256::new();
    h.update(file.as_os_str().as_encoded_bytes());
    let name = hex(&h.finalize());
    paths
        .data_root
        .join("sandbox")
        .join(format!("{}.json", name.get(..16).unwrap_or("0")))
}

/// The record of `file`; `Null` when there is none.
fn read_record(path: &Path) -> Result<Value, String> {
    match std::fs::read_to_string(path) {
        Ok(t) => serde_json::from_str(&t).map_err(|e| {
            format!(
                "{} (what a sandbox install added) is not valid JSON ({e}); nothing changed",
                path.display()
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Value::Null),
        Err(e) => Err(format!("{}: {e}; nothing changed", path.display())),
    }
}

fn write_record(path: &Path, file: &Path, record: &Value) -> Result<(), String> {
    if record.is_null() {
        return match std::fs::remove_file(path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(format!("{}: {e}", path.display()))
            }
            _ => Ok(()),
        };
    }
    let mut r = record.clone();
    if let Some(o) = r.as_object_mut() {
        o.insert("file".into(), json!(file));
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let text = settings::render(&r, false)?;
    if std::fs::read_to_string(path).ok().as_deref() == Some(text.as_str()) {
        return Ok(());
    }
    settings::atomic_write(path, text.as_bytes(), None)
}

/// The list `key` of a record (empty when absent).
fn listed(record: &Value, key: &str) -> Vec<String> {
    record
        .get(key)
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect()
}

/// Appends `item` to the list `key` of the record.
fn note(record: &mut Value, key: &str, item: Value) {
    if !record.is_object() {
        *record = json!({"added": [], "previous": {}, "denyWrite": [], "created": []});
    }
    if let Some(list) = record
        .as_object_mut()
        .and_then(|o| o.entry(key).or_insert_with(|| json!([])).as_array_mut())
        && !list.contains(&item)
    {
        list.push(item);
    }
}

/// The object under `key`, created (and noted as created) when absent.
fn object_at<'a>(
    parent: &'a mut serde_json::Map<String, Value>,
    key: &str,
    label: &str,
    record: &mut Value,
    file: &Path,
) -> Result<&'a mut serde_json::Map<String, Value>, String> {
    if !parent.contains_key(key) {
        parent.insert(key.to_owned(), json!({}));
        note(record, "created", json!(label));
    }
    parent
        .get_mut(key)
        .and_then(Value::as_object_mut)
        .ok_or_else(|| {
            format!(
                "`{label}` in {} is not an object; fix it by hand first — nothing changed",
                file.display()
            )
        })
}

/// Merges the sandbox settings into `settings`, noting in `record` what was
/// not already there.
fn add_sandbox(
    settings: &mut Value,
    deny: &[String],
    record: &mut Value,
    file: &Path,
) -> Result<(), String> {
    let top = settings
        .as_object_mut()
        .ok_or(format!("{} is not a JSON object", file.display()))?;
    let sandbox = object_at(top, "sandbox", "sandbox", record, file)?;
    for (key, want) in SANDBOX_KEYS {
        let current = sandbox.get(key).cloned();
        if current == Some(Value::Bool(want)) {
            continue;
        }
        if !listed(record, "added").iter().any(|k| k == key) {
            note(record, "added", json!(key));
            if let (Some(prev), Some(o)) = (current, record.as_object_mut())
                && let Some(p) = o
                    .entry("previous")
                    .or_insert_with(|| json!({}))
                    .as_object_mut()
            {
                p.insert(key.to_owned(), prev);
            }
        }
        sandbox.insert(key.to_owned(), Value::Bool(want));
    }
    let fs = object_at(sandbox, "filesystem", "sandbox.filesystem", record, file)?;
    if !fs.contains_key("denyWrite") {
        fs.insert("denyWrite".into(), json!([]));
        note(record, "created", json!("sandbox.filesystem.denyWrite"));
    }
    let list = fs
        .get_mut("denyWrite")
        .and_then(Value::as_array_mut)
        .ok_or_else(|| {
            format!(
                "`sandbox.filesystem.denyWrite` in {} is not a list; fix it by hand first — nothing changed",
                file.display()
            )
        })?;
    for d in deny {
        let v = json!(d);
        if !list.contains(&v) {
            list.push(v.clone());
            note(record, "denyWrite", v);
        }
    }
    Ok(())
}

/// Takes out what `record` says an install added: each key it set that
/// still has gatehouse's value goes back to its previous value (or away),
/// its `denyWrite` entries go, and a container it created goes when that
/// left it empty. A value the user changed since is theirs and stays.
/// Returns whether anything changed.
fn remove_sandbox(settings: &mut Value, record: &Value) -> bool {
    let Some(sandbox) = settings.get_mut("sandbox").and_then(Value::as_object_mut) else {
        return false;
    };
    let mut changed = false;
    let previous = record.get("previous").and_then(Value::as_object);
    for key in listed(record, "added") {
        let Some((_, want)) = SANDBOX_KEYS.iter().find(|(k, _)| *k == key) else {
            continue;
        };
        if sandbox.get(&key) != Some(&Value::Bool(*want)) {
            continue;
        }
        match previous.and_then(|p| p.get(&key)) {
            Some(prev) => sandbox.insert(key, prev.clone()),
            None => sandbox.shift_remove(&key),
        };
        changed = true;
    }
    let created = listed(record, "created");
    let made = |label: &str| created.iter().any(|c| c == label);
    let ours = listed(record, "denyWrite");
    if let Some(fs) = sandbox.get_mut("filesystem").and_then(Value::as_object_mut) {
        if let Some(list) = fs.get_mut("denyWrite").and_then(Value::as_array_mut) {
            let before = list.len();
            list.retain(|v| !v.as_str().is_some_and(|s| ours.iter().any(|o| o == s)));
            changed |= list.len() != before;
            if list.is_empty() && made("sandbox.filesystem.denyWrite") {
                fs.shift_remove("denyWrite");
            }
        }
        if fs.is_empty() && made("sandbox.filesystem") {
            sandbox.shift_remove("filesystem");
        }
    }
    if sandbox.is_empty()
        && made("sandbox")
        && let Some(top) = settings.as_object_mut()
    {
        top.shift_remove("sandbox");
    }
    changed
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

    #[test]
    fn ours_is_recognised_by_path_components_not_substring() {
        let root = Path::new("/h/.local/share/gatehouse");
        for (case, command, want) in [
            (
                "a guard",
                "/h/.local/share/gatehouse/0.1.0-abc/bin/no-xdist",
                true,
            ),
            (
                "the dispatcher",
                "/h/.local/share/gatehouse/0.1.0-abc/bin/gatehouse-dispatch",
                true,
            ),
            (
                "codex quoted",
                "'/h/.local/share/gatehouse/0.1.0-abc/bin/no-xdist'",
                true,
            ),
            (
                "codex quoted with args",
                "'/h/.local/share/gatehouse/0.1/bin/gatehouse-dispatch' 'no-xdist'",
                true,
            ),
            (
                "a sibling root",
                "/h/.local/share/gatehouse-other/0.1/bin/x",
                false,
            ),
            (
                "a shell line naming it",
                "echo /h/.local/share/gatehouse/0.1/bin/x",
                false,
            ),
            ("deeper", "/h/.local/share/gatehouse/0.1/bin/x/y", false),
            ("not bin", "/h/.local/share/gatehouse/0.1/lib/x", false),
            (
                "dotdot",
                "/h/.local/share/gatehouse/../gatehouse/0.1/bin/x",
                false,
            ),
            ("the user's own", "/usr/local/bin/mine", false),
        ] {
            assert_eq!(is_ours_command(command, root), want, "{case}: {command}");
        }
        let quoted = registry::shell_quote("/r/it's/0.1/bin/g");
        assert!(is_ours_command(&quoted, Path::new("/r/it's")), "{quoted}");
    }

    #[test]
    fn scopes_and_forms() {
        assert_eq!(Scope::parse("user").unwrap().form(), Form::Dispatch);
        assert_eq!(Scope::parse("project").unwrap().form(), Form::Direct);
        assert!(Scope::parse("global").is_err());
    }
}
