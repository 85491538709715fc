//! `gatehouse install --scope managed` / `uninstall --scope managed`: the
//! organisation's install, done by an administrator as root.
//!
//! What a user — and an agent running as that user — cannot change, because
//! the kernel says no, not a guard:
//! - the fleet in a root-owned prefix ([`PREFIX`]`/<version>-<hash>/bin`,
//!   directories and binaries `0755 root:root`): `cp /bin/true` over a guard
//!   fails with `EACCES`;
//! - the registrations in Claude Code's managed settings ([`SETTINGS`]), which
//!   Claude Code applies above user, project and local settings and which
//!   `disableAllHooks` in those files cannot switch off; with
//!   `--managed-hooks-only`, `allowManagedHooksOnly: true` makes it ignore
//!   every hook from those files too (measured in the real CLI 2.1.328,
//!   `tests/managed_e2e.rs`);
//! - the organisation's config ([`payload::config::ORG_CONFIG`], `0644
//!   root:root`), the floor above the user's and the repository's config.
//!
//! The registrations are the user-level team install's (dispatch form, exec
//! form, `onFailure: block`), pointing into the prefix. The dispatcher runs a
//! guard only where a repository opted in unless `[gatehouse] global = true`:
//! the organisation config install writes (when there is none) says `global
//! = true`, and no user's or repository's file can turn that off.
//!
//! An upgrade (a new build: a new `<version>-<hash>`) stages the new prefix
//! beside the old one, then switches the managed settings in one rename
//! (temporary file in the same directory), then removes the old prefix: at
//! every moment the settings file is whole and every path it names exists.
//!
//! What install added is recorded in `<prefix>/managed.json` (root, 0600:
//! the settings' previous text may hold secrets): the settings file's text
//! before the first install and the SHA-256 of what install last wrote (so
//! uninstall puts the bytes back while the file is still that), whether it
//! set `allowManagedHooksOnly` (and the value before), and which files and
//! directories it created.
//!
//! The paths are flags of the installer only (`--prefix`, `--managed-settings`,
//! `--org-config`), for tests and unusual layouts; Claude Code reads the
//! managed settings at its fixed path and the guards read the organisation's
//! config at theirs, so nothing an agent sets in the environment moves them.

use crate::install::{self, Paths};
use crate::registry::{self, Form};
use crate::settings;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The default prefix of the managed fleet.
pub const PREFIX: &str = "/opt/gatehouse";
/// Claude Code's managed settings on Linux (its fixed path; 2.1.328 has no
/// override).
pub const SETTINGS: &str = "/etc/claude-code/managed-settings.json";
/// The record of what install added, under the prefix.
const STATE: &str = "managed.json";

/// What the organisation config says when install writes it.
pub const ORG_TEMPLATE: &str = "# gatehouse: the organisation's config (written by `gatehouse install --scope managed`).\n\
# Root-owned: a floor above every user's ~/.config/gatehouse/config.toml and every\n\
# repository's .claude/gatehouse.toml. For a guard with a section here, their files may\n\
# configure what this file leaves open and tighten it, never switch it off or loosen it;\n\
# a key set here stands. See docs/install.md, \"Organisation (managed) install\".\n\
[gatehouse]\n\
# The guards act in every repository, opted in or not.\n\
global = true\n\
\n\
# Switch a guard on for everyone (its users cannot switch it off):\n\
# [no-xdist]\n\
# enabled = true\n\
# runner = \"scripts/test\"\n";

/// Where the managed install puts things.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ManagedPaths {
    pub prefix: PathBuf,
    pub settings: PathBuf,
    pub org_config: PathBuf,
}

impl Default for ManagedPaths {
    fn default() -> ManagedPaths {
        ManagedPaths {
            prefix: PathBuf::from(PREFIX),
            settings: PathBuf::from(SETTINGS),
            org_config: PathBuf::from(payload::config::ORG_CONFIG),
        }
    }
}

impl ManagedPaths {
    /// The `Paths` the shared install code works with: the prefix is the
    /// data root (`<prefix>/<version>/bin`, `<prefix>/current`).
    fn as_paths(&self) -> Paths {
        Paths {
            home: PathBuf::from("/"),
            data_root: self.prefix.clone(),
            claude_dir: PathBuf::from("/nonexistent"),
            codex_dir: PathBuf::from("/nonexistent"),
            state_root: PathBuf::from("/nonexistent"),
            user_config: None,
        }
    }
}

/// Everything a managed install needs.
#[derive(Debug, Clone)]
pub struct Request {
    pub paths: ManagedPaths,
    pub bin_dir: PathBuf,
    pub guards: Option<Vec<String>>,
    /// `--managed-hooks-only`: set `allowManagedHooksOnly: true`.
    pub managed_hooks_only: bool,
}

/// The outcome, for the report.
#[derive(Debug)]
pub struct Report {
    pub version: String,
    pub bin: PathBuf,
    pub registered: usize,
    pub off: Vec<String>,
    pub written: settings::Written,
    pub org_config_created: bool,
    /// Old version directories removed after the switch.
    pub removed: Vec<PathBuf>,
    pub managed_hooks_only: bool,
}

/// The effective uid, from `/proc/self/status` (std has no `geteuid`).
pub fn euid() -> Option<u32> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    s.lines()
        .find_map(|l| l.strip_prefix("Uid:"))
        .and_then(|rest| rest.split_whitespace().nth(1))
        .and_then(|u| u.parse().ok())
}

/// Paths in `path`'s chain (itself when it exists, and every directory
/// above) that someone other than root could write: owned by another user,
/// or group/other-writable (a sticky directory such as `/tmp` is not: no one
/// else can rename or remove root's entry in it).
pub fn writable_by_others(path: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for p in path.ancestors() {
        let Ok(m) = std::fs::metadata(p) else {
            continue;
        };
        let mode = m.mode();
        let sticky_dir = m.is_dir() && mode & 0o1000 != 0;
        if m.uid() != 0 {
            out.push(format!(
                "{} is owned by uid {}, not root",
                p.display(),
                m.uid()
            ));
        } else if mode & 0o022 != 0 && !sticky_dir {
            out.push(format!(
                "{} is writable by {} (mode {:o})",
                p.display(),
                if mode & 0o002 != 0 {
                    "every user"
                } else {
                    "its group"
                },
                mode & 0o7777
            ));
        }
    }
    out
}

fn sha(text: &str) -> String {
    let mut h = Sha256::new();
    h.update(text.as_bytes());
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

fn io(p: &Path) -> impl Fn(std::io::Error) -> String + '_ {
    move |e| format!("{}: {e}", p.display())
}

/// Creates `dir` (and its parents) `0755 root:root`, returning the
/// directories that did not exist before, outermost first.
fn create_dirs(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut missing: Vec<PathBuf> = dir
        .ancestors()
        .take_while(|d| !d.exists())
        .map(Path::to_path_buf)
        .collect();
    missing.reverse();
    for d in &missing {
        std::fs::create_dir(d).map_err(io(d))?;
        seal(d, 0o755)?;
    }
    Ok(missing)
}

/// `mode`, owned by root.
fn seal(p: &Path, mode: u32) -> Result<(), String> {
    std::os::unix::fs::chown(p, Some(0), Some(0)).map_err(io(p))?;
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode)).map_err(io(p))
}

/// A version directory, sealed: directories and binaries 0755, the
/// manifest 0644, everything root's.
fn seal_version(dir: &Path) -> Result<(), String> {
    seal(dir, 0o755)?;
    let bin = dir.join("bin");
    seal(&bin, 0o755)?;
    for e in std::fs::read_dir(&bin).map_err(io(&bin))? {
        let p = e.map_err(io(&bin))?.path();
        seal(&p, 0o755)?;
    }
    let m = dir.join("manifest.json");
    if m.exists() {
        seal(&m, 0o644)?;
    }
    Ok(())
}

/// The recorded state (`Null` when there is none).
fn read_state(paths: &ManagedPaths) -> Result<Value, String> {
    let p = paths.prefix.join(STATE);
    match std::fs::read_to_string(&p) {
        Ok(t) => serde_json::from_str(&t)
            .map_err(|e| format!("{} is not valid JSON ({e}); nothing changed", p.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Value::Null),
        Err(e) => Err(format!("{}: {e}; nothing changed", p.display())),
    }
}

fn write_state(paths: &ManagedPaths, state: &Value) -> Result<(), String> {
    let p = paths.prefix.join(STATE);
    let text = settings::render(state, false)?;
    settings::atomic_write(
        &p,
        text.as_bytes(),
        Some(std::fs::Permissions::from_mode(0o600)),
    )?;
    seal(&p, 0o600)
}

fn flag(state: &Value, key: &str) -> bool {
    state.get(key).and_then(Value::as_bool).unwrap_or(false)
}

/// The version directories under the prefix (those with a manifest).
fn versions(prefix: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(prefix) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = rd
        .filter_map(Result::ok)
        .map(|e| e.path())
        // Not `current` (a symlink to one of them).
        .filter(|p| p.symlink_metadata().is_ok_and(|m| m.is_dir()))
        .filter(|p| p.join("manifest.json").is_file() && p.join("bin").is_dir())
        .collect();
    out.sort();
    out
}

/// Every command path of a settings value.
pub fn command_paths(settings: &Value) -> Vec<PathBuf> {
    settings::each_hook(settings)
        .into_iter()
        .filter_map(|(_, _, h)| h.get("command").and_then(Value::as_str).map(PathBuf::from))
        .collect()
}

/// Refuses what would not be out of users' reach, before anything changes.
fn preflight(paths: &ManagedPaths) -> Result<(), String> {
    if euid() != Some(0) {
        return Err(
            "--scope managed installs for every user of the machine: run it as root \
             (sudo gatehouse install --scope managed); nothing changed"
                .into(),
        );
    }
    for p in [&paths.prefix, &paths.settings, &paths.org_config] {
        if !p.is_absolute() {
            return Err(format!(
                "{} must be an absolute path; nothing changed",
                p.display()
            ));
        }
        // A link could lead anywhere, including somewhere a user can write.
        if p.symlink_metadata()
            .is_ok_and(|m| m.file_type().is_symlink())
        {
            return Err(format!(
                "{} is a symbolic link: give the real path; nothing changed",
                p.display()
            ));
        }
        let start = p.ancestors().find(|a| a.exists()).unwrap_or(Path::new("/"));
        let bad = writable_by_others(start);
        if !bad.is_empty() {
            return Err(format!(
                "{} would not be out of users' reach: {}. Fix the permissions (chown root:root, chmod go-w) or choose \
                 another path; nothing changed",
                p.display(),
                bad.join("; ")
            ));
        }
    }
    Ok(())
}

pub fn install(req: &Request) -> Result<Report, String> {
    let paths = &req.paths;
    preflight(paths)?;
    let guards = match &req.guards {
        Some(g) => {
            registry::check_subset(g)?;
            g.clone()
        }
        None => registry::guard_names()?,
    };
    // Read and validate first: nothing is copied when a file is broken.
    let mut file = settings::read(&paths.settings)?;
    let org = payload::Config::load_with(
        Path::new("/"),
        None,
        std::slice::from_ref(&paths.org_config),
    )
    .map_err(|f| format!("{f}; nothing changed"))?;
    let mut state = read_state(paths)?;
    // Only what is on under the organisation's config is registered
    // (`--guards` names exactly what to register); the sandbox guard only
    // where the file turns the sandbox on.
    let sandbox_on = file.value.pointer("/sandbox/enabled") == Some(&Value::Bool(true));
    let config = Ok(org);
    let why_off = |e: &registry::Entry| -> Option<String> {
        if e.guard == install::SANDBOX_GUARD && !sandbox_on {
            return Some("the sandbox is not on in this file".into());
        }
        registry::entry_off(e, &config)
    };
    let explicit = req.guards.is_some();
    let keep = |e: &registry::Entry| explicit || why_off(e).is_none();
    let mut off = Vec::new();
    for e in registry::entries()? {
        if guards.contains(&e.guard) && !keep(&e) {
            off.push(format!(
                "{} on {} ({})",
                e.guard,
                e.event,
                why_off(&e).unwrap_or_default()
            ));
        }
    }
    let probe = registry::hooks_where("/", Form::Dispatch, Some(&guards), &keep)?;
    settings::add(&mut file.value.clone(), &probe, &paths.settings)?;
    let mut names = guards.clone();
    names.push(registry::DISPATCH.to_owned());
    names.push("gatehouse".to_owned());
    let missing = crate::manifest::missing_beside(&req.bin_dir, &names);
    if !missing.is_empty() {
        return Err(crate::manifest::cargo_install_hint(&req.bin_dir, &missing));
    }

    // 1. Stage: the new version beside the old ones, sealed.
    let created_prefix = create_dirs(&paths.prefix)?;
    let ipaths = paths.as_paths();
    let (bin, version) = install::copy_binaries(&req.bin_dir, &names, &ipaths)?;
    seal(&paths.prefix, 0o755)?;
    if let Some(vdir) = bin.parent() {
        seal_version(vdir)?;
    }
    if let Ok(m) = std::fs::symlink_metadata(paths.prefix.join("current"))
        && m.uid() != 0
    {
        return Err(format!("{}/current is not root's", paths.prefix.display()));
    }

    // 2. The organisation's config, when there is none.
    let org_created = !paths.org_config.exists();
    let mut created_etc: Vec<PathBuf> = Vec::new();
    if org_created {
        if let Some(dir) = paths.org_config.parent() {
            created_etc.extend(create_dirs(dir)?);
        }
        settings::atomic_write(
            &paths.org_config,
            ORG_TEMPLATE.as_bytes(),
            Some(std::fs::Permissions::from_mode(0o644)),
        )?;
        seal(&paths.org_config, 0o644)?;
    }

    // 3. Switch: the managed settings, in one rename.
    let root = paths.prefix.clone();
    let ours = registry::hooks_where(
        &bin.display().to_string(),
        Form::Dispatch,
        Some(&guards),
        &keep,
    )?;
    let registered = settings::each_hook(&json!({ "hooks": ours })).len();
    let before = file.original.clone();
    // The text to put back at uninstall: kept while the file is still what
    // install last wrote; else the current text when it holds nothing of
    // ours; else none (uninstall then edits).
    let still_ours = state.get("installed").and_then(Value::as_str)
        == Some(sha(before.as_deref().unwrap_or("\u{0}absent")).as_str());
    let original: Value = if still_ours {
        state.get("original").cloned().unwrap_or(Value::Null)
    } else {
        let mut probe = file.value.clone();
        let had_ours = settings::remove(&mut probe, &|h| install::is_ours(h, &root), false) > 0;
        match (&before, had_ours) {
            (None, _) => json!({"text": null}),
            (Some(t), false) => json!({"text": t}),
            (Some(_), true) => Value::Null,
        }
    };
    settings::remove(&mut file.value, &|h| install::is_ours(h, &root), false);
    settings::add(&mut file.value, &ours, &paths.settings)?;
    let mut added_only = flag(&state, "added_managed_hooks_only");
    let mut previous_only = state.get("previous_managed_hooks_only").cloned();
    if req.managed_hooks_only
        && file.value.get("allowManagedHooksOnly") != Some(&Value::Bool(true))
        && let Some(o) = file.value.as_object_mut()
    {
        if !added_only {
            added_only = true;
            previous_only = o.get("allowManagedHooksOnly").cloned();
        }
        o.insert("allowManagedHooksOnly".into(), Value::Bool(true));
    }
    if let Some(dir) = paths.settings.parent() {
        created_etc.extend(create_dirs(dir)?);
    }
    let written = write_settings(&file)?;
    let text = settings::text_of(&file)?;
    let mut created: Vec<Value> = state
        .get("created")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    for d in created_prefix.iter().chain(&created_etc) {
        let v = json!(d);
        if !created.contains(&v) {
            created.push(v);
        }
    }
    state = json!({
        "settings": paths.settings,
        "org_config": paths.org_config,
        "original": original,
        "installed": sha(&text),
        "added_managed_hooks_only": added_only,
        "previous_managed_hooks_only": previous_only,
        "org_config_created": flag(&state, "org_config_created") || org_created,
        "org_config_written": if org_created { json!(sha(ORG_TEMPLATE)) } else { state.get("org_config_written").cloned().unwrap_or(Value::Null) },
        "created": created,
        "version": version,
    });
    write_state(paths, &state)?;

    // 4. Only now: the old versions go.
    let vdir = bin.parent().map(Path::to_path_buf);
    let mut removed = Vec::new();
    for old in versions(&paths.prefix) {
        if Some(&old) != vdir.as_ref() {
            std::fs::remove_dir_all(&old).map_err(io(&old))?;
            removed.push(old);
        }
    }
    Ok(Report {
        version,
        bin,
        registered,
        off,
        written,
        org_config_created: org_created,
        removed,
        managed_hooks_only: file.value.get("allowManagedHooksOnly") == Some(&Value::Bool(true)),
    })
}

/// Writes the managed settings (temporary file in the same directory, then
/// a rename), 0644 root:root: every user's Claude Code must read it.
fn write_settings(file: &settings::File) -> Result<settings::Written, String> {
    let written = settings::write(file)?;
    if written != settings::Written::Unchanged || file.path.exists() {
        seal(&file.path, 0o644)?;
    }
    Ok(written)
}

/// What uninstall did, for the report.
#[derive(Debug, Default)]
pub struct Removed {
    pub registrations: usize,
    pub settings_restored: bool,
    pub settings_removed: bool,
    pub org_config_removed: bool,
    /// The organisation config install wrote, edited since: left in place.
    pub org_config_kept: bool,
    pub versions: Vec<PathBuf>,
}

/// Removes exactly what install added (see the module doc).
pub fn uninstall(paths: &ManagedPaths) -> Result<Removed, String> {
    if euid() != Some(0) {
        return Err("--scope managed: run it as root; nothing changed".into());
    }
    let state = read_state(paths)?;
    let mut out = Removed::default();
    let root = paths.prefix.clone();
    let mut file = settings::read(&paths.settings)?;
    if file.original.is_some() {
        let current = file.original.clone().unwrap_or_default();
        out.registrations =
            settings::remove(&mut file.value, &|h| install::is_ours(h, &root), true);
        let restorable =
            state.get("installed").and_then(Value::as_str) == Some(sha(&current).as_str());
        match state.get("original").filter(|_| restorable) {
            Some(o) if o.is_object() => match o.get("text").and_then(Value::as_str) {
                Some(text) => {
                    let mode = std::fs::metadata(&paths.settings)
                        .ok()
                        .map(|m| m.permissions());
                    settings::atomic_write(&paths.settings, text.as_bytes(), mode)?;
                    out.settings_restored = true;
                }
                None => {
                    std::fs::remove_file(&paths.settings).map_err(io(&paths.settings))?;
                    out.settings_removed = true;
                }
            },
            _ => {
                // Edited since: take out ours only, in the file's own style.
                let mut changed = out.registrations > 0;
                if flag(&state, "added_managed_hooks_only")
                    && file.value.get("allowManagedHooksOnly") == Some(&Value::Bool(true))
                    && let Some(o) = file.value.as_object_mut()
                {
                    match state
                        .get("previous_managed_hooks_only")
                        .filter(|v| !v.is_null())
                    {
                        Some(prev) => o.insert("allowManagedHooksOnly".into(), prev.clone()),
                        None => o.shift_remove("allowManagedHooksOnly"),
                    };
                    changed = true;
                }
                if changed {
                    settings::write(&file)?;
                }
            }
        }
    }
    if flag(&state, "org_config_created") && paths.org_config.exists() {
        let now = std::fs::read_to_string(&paths.org_config).unwrap_or_default();
        if state.get("org_config_written").and_then(Value::as_str) == Some(sha(&now).as_str()) {
            std::fs::remove_file(&paths.org_config).map_err(io(&paths.org_config))?;
            out.org_config_removed = true;
        } else {
            out.org_config_kept = true;
        }
    }
    for v in versions(&paths.prefix) {
        std::fs::remove_dir_all(&v).map_err(io(&v))?;
        out.versions.push(v);
    }
    for f in ["current", STATE] {
        let p = paths.prefix.join(f);
        if p.symlink_metadata().is_ok() {
            std::fs::remove_file(&p).map_err(io(&p))?;
        }
    }
    // Directories install created, innermost first, when nothing else is in them.
    let mut created: Vec<PathBuf> = state
        .get("created")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(PathBuf::from)
        .collect();
    created.sort_by_key(|p| std::cmp::Reverse(p.components().count()));
    for d in created {
        let _ = std::fs::remove_dir(&d);
    }
    Ok(out)
}

/// What `doctor` says about the managed layer: notes, and problems (each
/// with its fix).
pub fn doctor(paths: &ManagedPaths) -> (Vec<String>, Vec<String>) {
    let mut notes = Vec::new();
    let mut problems = Vec::new();
    let fix_perm =
        "chown root:root and chmod go-w it (or reinstall: sudo gatehouse install --scope managed)";
    let value = match std::fs::read_to_string(&paths.settings) {
        // No organisation install on this machine: nothing to say.
        Err(_) => return (notes, problems),
        Ok(t) => match serde_json::from_str::<Value>(t.trim_start_matches('\u{feff}')) {
            Ok(v) => v,
            Err(e) => {
                problems.push(format!(
                    "managed: {} is not valid JSON ({e}): Claude Code ignores it — fix: repair it, or reinstall as root",
                    paths.settings.display()
                ));
                return (notes, problems);
            }
        },
    };
    let commands = command_paths(&value);
    let ours: Vec<&PathBuf> = commands
        .iter()
        .filter(|c| install::is_ours_command(&c.display().to_string(), &paths.prefix))
        .collect();
    notes.push(format!(
        "managed: {} holds {} gatehouse registrations (prefix {}); allowManagedHooksOnly: {}",
        paths.settings.display(),
        settings::each_hook(&value)
            .iter()
            .filter(|(_, _, h)| install::is_ours(h, &paths.prefix))
            .count(),
        paths.prefix.display(),
        value.get("allowManagedHooksOnly") == Some(&Value::Bool(true))
    ));
    if let Ok(m) = std::fs::metadata(&paths.settings) {
        notes.push(format!(
            "managed: {} mode {:o}, uid {}",
            paths.settings.display(),
            m.mode() & 0o7777,
            m.uid()
        ));
        if m.mode() & 0o004 == 0 {
            problems.push(format!(
                "managed: {} is not readable by every user: their Claude Code cannot apply it — fix: chmod 0644 it",
                paths.settings.display()
            ));
        }
    }
    if let Some(v) = ours.first().and_then(|c| c.parent()).and_then(Path::parent) {
        notes.push(format!(
            "managed: the registered build {} ({})",
            v.display(),
            if v.join("manifest.json").is_file() {
                "each registered binary is checked against its manifest.json"
            } else {
                "no manifest.json"
            }
        ));
    }
    match std::fs::metadata(&paths.org_config) {
        Ok(m) => {
            notes.push(format!(
                "managed: organisation config {} (mode {:o}, uid {})",
                paths.org_config.display(),
                m.mode() & 0o7777,
                m.uid()
            ));
            if m.mode() & 0o004 == 0 {
                problems.push(format!(
                    "managed: {} is not readable by every user: every guard refuses every call for them (could not evaluate) — fix: chmod 0644 it",
                    paths.org_config.display()
                ));
            }
            match payload::Config::load_with(
                Path::new("/"),
                None,
                std::slice::from_ref(&paths.org_config),
            ) {
                Err(e) => problems.push(format!(
                    "managed: {e}: every guard refuses every call — fix: repair the organisation config"
                )),
                Ok(c) if !ours.is_empty()
                    && !c.section("gatehouse").bool("global", false).unwrap_or(false) =>
                {
                    problems.push(format!(
                        "managed: {} does not set `global = true` under [gatehouse]: the managed guards act only in \
                         repositories that opted in, and a user (or an agent) opts a repository out by deleting its \
                         .claude/gatehouse.toml — fix: add `[gatehouse]` `global = true` to it",
                        paths.org_config.display()
                    ));
                }
                Ok(_) => {}
            }
        }
        Err(_) if !ours.is_empty() => problems.push(format!(
            "managed: no organisation config at {}: the managed guards act only in repositories that opted in, and a \
             user (or an agent) opts a repository out by deleting its .claude/gatehouse.toml — fix: write it with \
             `[gatehouse]` `global = true` (root:root 0644), or reinstall: sudo gatehouse install --scope managed",
            paths.org_config.display()
        )),
        Err(_) => {}
    }
    // Anything a non-root user could still write.
    let mut checked: Vec<PathBuf> = Vec::new();
    let mut check = |p: &Path, problems: &mut Vec<String>| {
        if checked.iter().any(|c| c == p) {
            return;
        }
        checked.push(p.to_path_buf());
        for w in writable_by_others(p) {
            problems.push(format!(
                "managed: {w}: a user (or an agent running as one) could replace what it protects — fix: {fix_perm}"
            ));
        }
    };
    check(&paths.settings, &mut problems);
    if paths.org_config.exists() {
        check(&paths.org_config, &mut problems);
    }
    for c in &ours {
        check(c, &mut problems);
        if c.file_name().is_some_and(|n| n == registry::DISPATCH)
            && let Some(dir) = c.parent()
            && let Ok(rd) = std::fs::read_dir(dir)
        {
            for e in rd.filter_map(Result::ok) {
                check(&e.path(), &mut problems);
            }
        }
    }
    for c in &commands {
        if c.is_absolute() && !c.exists() {
            if ours.contains(&c) {
                problems.push(format!(
                    "managed: {} does not exist: that hook cannot start — fix: sudo gatehouse install --scope managed",
                    c.display()
                ));
            } else {
                notes.push(format!(
                    "managed: {} (not gatehouse's) does not exist",
                    c.display()
                ));
            }
        }
    }
    // Deduplicate (the same directory is above every binary).
    let mut seen = Vec::new();
    problems.retain(|p| {
        let new = !seen.contains(p);
        seen.push(p.clone());
        new
    });
    (notes, problems)
}
