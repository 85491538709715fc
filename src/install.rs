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
            home,
        })
    }

    /// The version `current` names, if any.
    pub fn current_version(&self) -> Option<String> {
        std::fs::read_to_string(self.data_root.join("current"))
            .ok()
            .map(|s| s.trim().to_owned())
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
}

/// The outcome, for the report.
#[derive(Debug)]
pub struct Report {
    pub bin: PathBuf,
    pub version: String,
    pub file: PathBuf,
    pub written: settings::Written,
    pub guards: Vec<String>,
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
        if paths.current_version().as_deref() != Some(version.as_str()) {
            settings::atomic_write(
                &paths.data_root.join("current"),
                format!("{version}\n").as_bytes(),
                None,
            )?;
        }
        return Ok((dir.join("bin"), version));
    }
    let staging = paths
        .data_root
        .join(format!(".staging-{}", std::process::id()));
    let result = stage_and_place(from, names, paths, &staging);
    let _ = std::fs::remove_dir_all(&staging);
    result
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
    if paths.current_version().as_deref() != Some(version.as_str()) {
        settings::atomic_write(
            &paths.data_root.join("current"),
            format!("{version}\n").as_bytes(),
            None,
        )?;
    }
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
    // A hooks value we could not merge into is found before anything changes.
    let probe = if req.codex {
        registry::codex_hooks("/", req.scope.form(), Some(&guards))?
    } else {
        registry::hooks("/", req.scope.form(), Some(&guards))?
    };
    settings::add(&mut file.value.clone(), &probe, &file_path)?;
    let (bin, version) = copy_binaries(&req.bin_dir, &binaries(&guards), paths)?;
    let bin_s = bin.display().to_string();
    let ours = if req.codex {
        registry::codex_hooks(&bin_s, req.scope.form(), Some(&guards))?
    } else {
        registry::hooks(&bin_s, req.scope.form(), Some(&guards))?
    };
    let root = paths.data_root.clone();
    settings::remove(&mut file.value, &|h| is_ours(h, &root), false);
    settings::add(&mut file.value, &ours, &file_path)?;
    let written = settings::write(&file)?;
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
    })
}

/// Removes exactly ours from the scope's file. `Ok(None)`: no such file.
pub fn uninstall(
    scope: Scope,
    repo: &Path,
    codex: bool,
    paths: &Paths,
) -> Result<Option<(PathBuf, usize)>, String> {
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
    // Nothing of ours: the file is not rewritten (not even re-indented).
    if n > 0 {
        settings::write(&file)?;
    }
    if codex {
        crate::codex::trust(&paths.codex_dir, &path, &|c| is_ours_command(c, &root))?;
    }
    Ok(Some((path, n)))
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
