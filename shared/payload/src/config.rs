//! Layered configuration, read on every call.
//!
//! Precedence: the project's `.claude/gatehouse.toml` (the nearest one found
//! walking up from the payload's `cwd`, stopping at the repository root) over
//! the user's `$XDG_CONFIG_HOME/gatehouse/config.toml` (default
//! `~/.config/gatehouse/config.toml`) over each guard's built-in defaults.
//! Each guard has a section named after it (`[no-xdist]`), with at least
//! `enabled`.
//!
//! # The user's file is a floor
//! Where the guards were registered by the user rather than by the
//! repository (a user-scope or plugin install: the registration runs through
//! `gatehouse-dispatch`, which says so with `GATEHOUSE_FLOOR=1`), a cloned
//! repository must not be able to switch the user's guards off. Then the
//! project's file may enable and tighten, never loosen: it cannot set
//! `enabled = false`, turn an `allow_*` switch on, add exemptions (`allow`,
//! `allow_paths`, `sanctioned`, `check_commands`, `design_globs`), raise a
//! threshold (`sleep_threshold`, `max_ahead`, `threshold`), replace a Stop
//! guard's phrase lists (`hedges`, `claims`, …), switch a mode `"off"` or
//! `"audit"`, soften `on_refuse`, or change a value the user set. Its entries
//! in additive lists (`banned`, `protect`, `defects`, `secret_files`, …) are
//! added to the user's. Each value so set aside is listed by
//! [`Config::set_aside`] (`gatehouse list` shows them). The user
//! lifts the floor for repositories they trust in their own file:
//!
//! ```toml
//! [gatehouse]
//! trusted_repos = ["~/src/our-service"]   # or: trust_project = true
//! ```
//!
//! A repository-scope install registers the guards in the repository's own
//! settings, which the repository could equally delete: there its file keeps
//! full precedence (no floor).
//!
//! # The organisation's file is a floor above both
//! `/etc/gatehouse/config.toml` ([`ORG_CONFIG`], root-owned, written by
//! `gatehouse install --scope managed`) is read on every call, whatever
//! registered the guard, and nothing lifts it: the same rule one level up.
//! For each guard the organisation's file has a section for (and for
//! `[gatehouse]`), the user's and the repository's files may configure what it
//! left open and tighten, never loosen: `enabled = false`, a loosening switch,
//! an exemption or raised limit, a mode `"off"`/`"audit"`, a softer
//! `on_refuse` are set aside, and so is any other value for a key the
//! organisation's file sets; their additive lists add to the organisation's.
//! Guards the organisation's file does not name are left to the user and the
//! repository as above. [`Config::set_aside`] lists what was set aside and why.
//!
//! The path is compiled in: an agent that could point gatehouse at another
//! file through the environment could switch the organisation's layer off.
//! For tests, [`ORG_CONFIG_ENV`] names one *more* organisation file, read
//! beside the fixed one (never instead of it, so it can only add a floor),
//! and only when root owns it and every directory above it and no one else
//! can write them ([`root_trusted`]): only root could have written it.
//!
//! An invalid file is a refusal naming the file and the line — never a silent
//! pass and never a silent default: a typo such as `enabeld = false` would
//! otherwise leave a guard on that the user believes is off (or the reverse).
//! The agent cannot use these files to grant itself an exception: they are
//! protected by `force-session-cli`.

use crate::verdict::Failure;
use std::path::{Path, PathBuf};
use toml::{Table, Value};

/// Whose file a layer is: the repository's, the user's, or (tests,
/// `gatehouse test`) a plain layer that only has its precedence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LayerKind {
    Project,
    User,
    /// The organisation's file ([`ORG_CONFIG`]): a floor above the others.
    Org,
    Plain,
}

/// One config file that was read.
#[derive(Debug, Clone)]
pub struct Layer {
    pub path: PathBuf,
    pub kind: LayerKind,
    text: String,
    table: Table,
}

/// All layers in force for one call, highest precedence first.
#[derive(Debug, Clone, Default)]
pub struct Config {
    layers: Vec<Layer>,
    project_root: Option<PathBuf>,
    /// The user's file is a floor the project's file cannot go below.
    floor: bool,
}

/// A project value the floor set aside, for `gatehouse list` and `doctor`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetAside {
    pub file: PathBuf,
    pub line: usize,
    pub guard: String,
    pub key: String,
    pub why: &'static str,
}

/// How a repository's value for a key meets the user's floor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Floor {
    /// Configures (a tool, paths, a command): counts where the user set none.
    Fill,
    /// A switch whose `loose` value loosens: the other value always counts.
    Switch { loose: bool },
    /// Exempts or raises a limit: never counts from a repository.
    Exempt,
    /// Forbids more with every entry: added to the user's entries.
    Forbid,
}

/// The one table of how each key meets the floor. Keys not named here
/// configure (`Fill`), which can only make a guard act where it did not.
fn floor_of(key: &str) -> Floor {
    match key {
        "enabled" | "subagents" | "block_when_active" | "require_agent_model" | "log" => {
            Floor::Switch { loose: false }
        }
        "allow_prune" | "allow_remove" | "allow_waiver" | "allow_debug_marker" | "apply"
        | "global" => Floor::Switch { loose: true },
        // Exemptions, raised limits, and lists that *replace* a guard's
        // built-in phrases (a repository's shorter list would loosen it).
        "allow" | "allow_paths" | "sanctioned" | "check_commands" | "design_globs"
        | "sleep_threshold" | "max_ahead" | "threshold" | "claim_threshold" | "hedges"
        | "claims" | "excuses" | "labels" | "offers" | "deferrals" | "trust_project"
        | "trusted_repos" => Floor::Exempt,
        // Lists whose entries are added to the built-in ones.
        "banned" | "protect" | "builders" | "defects" | "manifests" | "double_libraries"
        | "secret_files" => Floor::Forbid,
        _ => Floor::Fill,
    }
}

/// Why a repository's value was set aside, or `None` when it counts.
fn set_aside_why(key: &str, value: &Value, user_set: bool) -> Option<&'static str> {
    match (key, value.as_str()) {
        (_, Some("off")) => return Some("a repository cannot switch a guard's mode off"),
        (_, Some("audit")) => return Some("a repository cannot switch enforcement to audit"),
        ("on_refuse", Some(v)) if v != "deny" => {
            return Some("a repository cannot soften a refusal to ask or warn");
        }
        _ => {}
    }
    match floor_of(key) {
        Floor::Fill if user_set => {
            Some("the user's file sets this key; a repository cannot change it")
        }
        Floor::Fill | Floor::Forbid => None,
        Floor::Switch { loose } => {
            (value.as_bool() == Some(loose)).then_some("a repository cannot loosen this switch")
        }
        Floor::Exempt => Some("a repository cannot add exemptions or raise limits"),
    }
}

/// The organisation's config, compiled in (see the module doc).
pub const ORG_CONFIG: &str = "/etc/gatehouse/config.toml";

/// One more organisation file for tests, honoured only when [`root_trusted`].
pub const ORG_CONFIG_ENV: &str = "GATEHOUSE_ORG_CONFIG";

/// Why a user's or repository's value was set aside by the organisation's file.
const ORG_LOOSEN: &str = "the organisation's config (/etc/gatehouse/config.toml) configures this guard; \
     a user's or repository's file cannot switch it off, exempt from it or loosen it";
const ORG_SETS: &str = "the organisation's config (/etc/gatehouse/config.toml) sets this key; \
     a user's or repository's file cannot change it";

/// Whether only root could have written `path`: a regular file owned by
/// root, not writable by group or others, below directories owned by root
/// that no one else can write (a sticky directory such as `/tmp` counts:
/// no one else can rename or remove root's entry in it). Symlinks are
/// resolved first; the chain checked is the real one.
#[cfg(unix)]
pub fn root_trusted(path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(real) = path.canonicalize() else {
        return false;
    };
    let Ok(meta) = std::fs::metadata(&real) else {
        return false;
    };
    if !meta.is_file() || meta.uid() != 0 || meta.mode() & 0o022 != 0 {
        return false;
    }
    real.ancestors().skip(1).all(|dir| {
        std::fs::metadata(dir).is_ok_and(|m| {
            m.is_dir() && m.uid() == 0 && (m.mode() & 0o022 == 0 || m.mode() & 0o1000 != 0)
        })
    })
}

#[cfg(not(unix))]
pub fn root_trusted(_path: &Path) -> bool {
    false
}

/// The organisation files to read: [`ORG_CONFIG`], and the file
/// [`ORG_CONFIG_ENV`] names when [`root_trusted`] (else it is ignored: it
/// could only have added a floor).
pub fn org_config_paths() -> Vec<PathBuf> {
    let mut out = vec![PathBuf::from(ORG_CONFIG)];
    if let Some(extra) = std::env::var_os(ORG_CONFIG_ENV).map(PathBuf::from)
        && extra.is_absolute()
        && root_trusted(&extra)
        && !out.contains(&extra)
    {
        out.push(extra);
    }
    out
}

/// Where config lives, given the environment.
pub fn user_config_path(home: Option<&Path>, xdg_config_home: Option<&Path>) -> Option<PathBuf> {
    match xdg_config_home.filter(|p| p.is_absolute()) {
        Some(x) => Some(x.join("gatehouse").join("config.toml")),
        None => home.map(|h| h.join(".config").join("gatehouse").join("config.toml")),
    }
}

/// The repository root above `cwd`: the nearest directory holding `.git`
/// (a directory, or a file in a linked worktree).
pub fn repo_root(cwd: &Path) -> Option<PathBuf> {
    cwd.ancestors()
        .find(|d| d.join(".git").exists())
        .map(Path::to_path_buf)
}

impl Config {
    /// Loads the layers for a payload `cwd`, using the process environment for
    /// the user file and for the floor (`GATEHOUSE_FLOOR=1`, set by
    /// `gatehouse-dispatch` for the registrations the user made).
    pub fn load(cwd: &Path) -> Result<Config, Failure> {
        Config::load_floored(cwd, std::env::var_os(FLOOR_ENV).is_some_and(|v| v == "1"))
    }

    /// [`Config::load`] with the floor given, not read from the environment:
    /// `gatehouse-dispatch` runs a group's guards in its own process
    /// ([`crate::group`]) and knows whether the user registered them.
    pub fn load_floored(cwd: &Path, floor: bool) -> Result<Config, Failure> {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let xdg = std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from);
        let user = user_config_path(home.as_deref(), xdg.as_deref());
        Config::load_from(cwd, user.as_deref())?.with_floor(floor, home.as_deref())
    }

    /// Loads the layers for `cwd` with an explicit user file (no user floor;
    /// the organisation's file, when there is one, is always a floor).
    pub fn load_from(cwd: &Path, user_file: Option<&Path>) -> Result<Config, Failure> {
        Config::load_with(cwd, user_file, &org_config_paths())
    }

    /// [`Config::load_from`] with explicit organisation files.
    pub fn load_with(
        cwd: &Path,
        user_file: Option<&Path>,
        org_files: &[PathBuf],
    ) -> Result<Config, Failure> {
        let project_root = repo_root(cwd);
        let mut layers = Vec::new();
        let stop = project_root.clone();
        for dir in cwd.ancestors() {
            let candidate = dir.join(".claude").join("gatehouse.toml");
            if let Some(layer) = read_layer(&candidate, LayerKind::Project)? {
                layers.push(layer);
                break;
            }
            if Some(dir) == stop.as_deref() {
                break;
            }
        }
        if let Some(user) = user_file
            && let Some(layer) = read_layer(user, LayerKind::User)?
        {
            // The same file reached both ways (a repo in $HOME) counts once,
            // as the user's.
            match layers.first_mut() {
                Some(first) if first.path == layer.path => first.kind = LayerKind::User,
                _ => layers.push(layer),
            }
        }
        // Lowest precedence, read last: where the organisation sets a key
        // the layers above are set aside (see `counts`), so the lookup falls
        // through to it; where it leaves a key open they configure.
        for org in org_files {
            if layers.iter().any(|l| &l.path == org) {
                continue;
            }
            if let Some(layer) = read_layer(org, LayerKind::Org)? {
                layers.push(layer);
            }
        }
        Ok(Config {
            layers,
            project_root,
            floor: false,
        })
    }

    /// Turns the floor on (`on`), unless the user's file trusts this
    /// repository (`[gatehouse] trust_project = true`, or its root in
    /// `trusted_repos`; `~/` expands with `home`). A malformed trust key is a
    /// failure: a typo must not silently keep or lift the floor.
    pub fn with_floor(mut self, on: bool, home: Option<&Path>) -> Result<Config, Failure> {
        self.floor = on && !self.trusts_project(home)?;
        Ok(self)
    }

    fn trusts_project(&self, home: Option<&Path>) -> Result<bool, Failure> {
        let Some(user) = self.layers.iter().find(|l| l.kind == LayerKind::User) else {
            return Ok(false);
        };
        let Some(Value::Table(t)) = user.table.get("gatehouse") else {
            return Ok(false);
        };
        let bad = |key: &str, want: &str| {
            Failure::new(format!(
                "config {}:{}: `{key}` in [gatehouse] must be {want}",
                user.path.display(),
                find_line(&user.text, Some("gatehouse"), key)
            ))
        };
        match t.get("trust_project") {
            None | Some(Value::Boolean(false)) => {}
            Some(Value::Boolean(true)) => return Ok(true),
            Some(_) => return Err(bad("trust_project", "true or false")),
        }
        let Some(root) = &self.project_root else {
            return Ok(false);
        };
        let root = canonical(root);
        match t.get("trusted_repos") {
            None => Ok(false),
            Some(Value::Array(items)) => {
                for item in items {
                    let text = item
                        .as_str()
                        .ok_or_else(|| bad("trusted_repos", "a list of paths"))?;
                    let path = match (text.strip_prefix("~/"), home) {
                        (Some(rest), Some(h)) => h.join(rest),
                        _ => PathBuf::from(text),
                    };
                    if path.is_absolute() && canonical(&path) == root {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Some(_) => Err(bad("trusted_repos", "a list of paths")),
        }
    }

    /// Whether the user's file is a floor for this call.
    pub fn floor(&self) -> bool {
        self.floor
    }

    /// Every user or project value a floor sets aside: the organisation's
    /// (always) and the user's (only with the user floor on).
    pub fn set_aside(&self) -> Vec<SetAside> {
        let mut out = Vec::new();
        for layer in self
            .layers
            .iter()
            .filter(|l| matches!(l.kind, LayerKind::Project | LayerKind::User))
        {
            for (guard, section) in &layer.table {
                let Value::Table(t) = section else { continue };
                for (key, value) in t {
                    let user_floor = || {
                        (self.floor && layer.kind == LayerKind::Project)
                            .then(|| set_aside_why(key, value, self.user_sets(guard, key)))
                            .flatten()
                    };
                    if let Some(why) = self.org_aside(guard, key, value).or_else(user_floor) {
                        out.push(SetAside {
                            file: layer.path.clone(),
                            line: find_line(&layer.text, Some(guard), key),
                            guard: guard.clone(),
                            key: key.clone(),
                            why,
                        });
                    }
                }
            }
        }
        out.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
        out
    }

    /// Whether an organisation file has a section for `guard`.
    pub fn org_section(&self, guard: &str) -> bool {
        self.layers.iter().any(|l| {
            l.kind == LayerKind::Org && matches!(l.table.get(guard), Some(Value::Table(_)))
        })
    }

    fn org_sets(&self, guard: &str, key: &str) -> bool {
        self.layers.iter().any(|l| {
            l.kind == LayerKind::Org
                && matches!(l.table.get(guard), Some(Value::Table(t)) if t.contains_key(key))
        })
    }

    /// Why the organisation's floor sets aside a user's or repository's
    /// `value` for `guard`.`key`, or `None` when it counts.
    fn org_aside(&self, guard: &str, key: &str, value: &Value) -> Option<&'static str> {
        if !self.org_section(guard) {
            return None;
        }
        let sets = self.org_sets(guard, key);
        // `[gatehouse]` holds switches about gatehouse itself (`global`,
        // `log`, …): what the organisation sets there stands as set.
        if guard == "gatehouse" {
            return sets.then_some(ORG_SETS);
        }
        if matches!(value.as_str(), Some("off" | "audit"))
            || (key == "on_refuse" && value.as_str().is_some_and(|v| v != "deny"))
        {
            return Some(ORG_LOOSEN);
        }
        match floor_of(key) {
            // The tightening direction counts even over the organisation's value.
            Floor::Switch { loose } => (value.as_bool() == Some(loose)).then_some(ORG_LOOSEN),
            Floor::Exempt => Some(ORG_LOOSEN),
            Floor::Forbid => None,
            Floor::Fill => sets.then_some(ORG_SETS),
        }
    }

    fn user_sets(&self, guard: &str, key: &str) -> bool {
        self.layers.iter().any(|l| {
            l.kind == LayerKind::User
                && matches!(l.table.get(guard), Some(Value::Table(t)) if t.contains_key(key))
        })
    }

    /// Whether `layer`'s `value` for `guard`.`key` counts under the floors.
    fn counts(&self, layer: &Layer, guard: &str, key: &str, value: &Value) -> bool {
        if matches!(layer.kind, LayerKind::Project | LayerKind::User)
            && self.org_aside(guard, key, value).is_some()
        {
            return false;
        }
        !(self.floor
            && layer.kind == LayerKind::Project
            && set_aside_why(key, value, self.user_sets(guard, key)).is_some())
    }

    /// A config from literal TOML texts (highest precedence first), for tests
    /// and for `gatehouse test`.
    pub fn from_texts(
        texts: &[(&str, &str)],
        project_root: Option<PathBuf>,
    ) -> Result<Config, Failure> {
        let mut layers = Vec::new();
        for (name, text) in texts {
            layers.push(parse_layer(
                Path::new(name),
                text.to_string(),
                LayerKind::Plain,
            )?);
        }
        Ok(Config {
            layers,
            project_root,
            floor: false,
        })
    }

    pub fn layers(&self) -> &[Layer] {
        &self.layers
    }

    pub fn project_root(&self) -> Option<&Path> {
        self.project_root.as_deref()
    }

    /// The view of one guard's section.
    pub fn section<'a>(&'a self, guard: &'a str) -> Section<'a> {
        Section {
            config: self,
            guard,
        }
    }
}

/// Keys every guard's section accepts: `enabled`, and the repository's own
/// words for a refusal's rule (`reason`, `rule_id`; see `payload::run`).
pub const COMMON_KEYS: &[&str] = &["enabled", "reason", "rule_id", "on_refuse"];

/// The environment variable with which `gatehouse-dispatch` tells a guard
/// that the user registered it, so the user's file is a floor.
pub const FLOOR_ENV: &str = "GATEHOUSE_FLOOR";

fn canonical(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

fn read_layer(path: &Path, kind: LayerKind) -> Result<Option<Layer>, Failure> {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8(bytes)
                .map_err(|_| Failure::new(format!("config {} is not UTF-8", path.display())))?;
            parse_layer(path, text, kind).map(Some)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::NotADirectory => Ok(None),
        Err(e) => Err(Failure::new(format!(
            "config {} could not be read: {e}",
            path.display()
        ))),
    }
}

fn parse_layer(path: &Path, text: String, kind: LayerKind) -> Result<Layer, Failure> {
    let table: Table = text.parse::<Table>().map_err(|e| {
        let line = e
            .span()
            .map(|s| line_of_offset(&text, s.start))
            .unwrap_or(1);
        Failure::new(format!(
            "config {}:{line} is not valid TOML: {}",
            path.display(),
            e.message()
        ))
    })?;
    for (key, value) in &table {
        if !value.is_table() {
            return Err(Failure::new(format!(
                "config {}:{}: top-level `{key}` must be a [section] named after a guard",
                path.display(),
                find_line(&text, None, key)
            )));
        }
    }
    Ok(Layer {
        path: path.to_path_buf(),
        kind,
        text,
        table,
    })
}

fn line_of_offset(text: &str, offset: usize) -> usize {
    text.get(..offset)
        .map_or(1, |s| s.matches('\n').count() + 1)
}

/// The line of `key` inside `[section]` (or at top level), for messages. A
/// plain scan is enough: messages need a line, not a full TOML position map.
fn find_line(text: &str, section: Option<&str>, key: &str) -> usize {
    let mut current: Option<String> = None;
    let mut section_line = 1;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let name = inner.trim().trim_matches('"').to_owned();
            if section == Some(name.as_str()) {
                section_line = i + 1;
            }
            if section.is_none() && name == key {
                return i + 1;
            }
            current = Some(name);
            continue;
        }
        let in_place = match section {
            Some(s) => current.as_deref() == Some(s),
            None => current.is_none(),
        };
        if in_place {
            let lhs = line
                .split('=')
                .next()
                .unwrap_or("")
                .trim()
                .trim_matches('"');
            if lhs == key {
                return i + 1;
            }
        }
    }
    section_line
}

/// One guard's view of the layered config.
#[derive(Debug, Clone, Copy)]
pub struct Section<'a> {
    config: &'a Config,
    guard: &'a str,
}

impl<'a> Section<'a> {
    pub fn guard(&self) -> &'a str {
        self.guard
    }

    pub fn project_root(&self) -> Option<&'a Path> {
        self.config.project_root()
    }

    pub fn config(&self) -> &'a Config {
        self.config
    }

    /// Refuses keys the guard does not know (besides `enabled`), naming the
    /// file and line: a misspelt key must not be silently ignored.
    pub fn check_known(&self, known: &[&str]) -> Result<(), Failure> {
        for layer in &self.config.layers {
            let Some(Value::Table(t)) = layer.table.get(self.guard) else {
                continue;
            };
            for key in t.keys() {
                if !COMMON_KEYS.contains(&key.as_str()) && !known.contains(&key.as_str()) {
                    let mut allowed: Vec<&str> = COMMON_KEYS.to_vec();
                    allowed.extend_from_slice(known);
                    return Err(Failure::new(format!(
                        "config {}:{}: unknown key `{key}` in [{}] (known: {})",
                        layer.path.display(),
                        find_line(&layer.text, Some(self.guard), key),
                        self.guard,
                        allowed.join(", ")
                    )));
                }
            }
        }
        Ok(())
    }

    /// The value of `key` from each layer that sets it and counts under the
    /// floor, highest precedence first.
    fn values(&self, key: &str) -> Vec<(&'a Layer, &'a Value)> {
        let config = self.config;
        config
            .layers
            .iter()
            .filter_map(|layer| {
                let Some(Value::Table(t)) = layer.table.get(self.guard) else {
                    return None;
                };
                let v = t.get(key)?;
                config
                    .counts(layer, self.guard, key, v)
                    .then_some((layer, v))
            })
            .collect()
    }

    /// The highest-precedence value of `key` that counts, with its layer.
    fn lookup(&self, key: &str) -> Option<(&'a Layer, &'a Value)> {
        self.values(key).into_iter().next()
    }

    fn wrong_type(&self, layer: &Layer, key: &str, want: &str, got: &Value) -> Failure {
        Failure::new(format!(
            "config {}:{}: `{key}` in [{}] must be {want}, got {}",
            layer.path.display(),
            find_line(&layer.text, Some(self.guard), key),
            self.guard,
            got.type_str()
        ))
    }

    pub fn bool(&self, key: &str, default: bool) -> Result<bool, Failure> {
        match self.lookup(key) {
            None => Ok(default),
            Some((_, Value::Boolean(b))) => Ok(*b),
            Some((layer, v)) => Err(self.wrong_type(layer, key, "true or false", v)),
        }
    }

    pub fn string(&self, key: &str) -> Result<Option<String>, Failure> {
        match self.lookup(key) {
            None => Ok(None),
            Some((_, Value::String(s))) => Ok(Some(s.clone())),
            Some((layer, v)) => Err(self.wrong_type(layer, key, "a string", v)),
        }
    }

    pub fn int(&self, key: &str) -> Result<Option<i64>, Failure> {
        match self.lookup(key) {
            None => Ok(None),
            Some((_, Value::Integer(i))) => Ok(Some(*i)),
            Some((layer, v)) => Err(self.wrong_type(layer, key, "an integer", v)),
        }
    }

    pub fn strings(&self, key: &str) -> Result<Option<Vec<String>>, Failure> {
        if (self.config.floor || self.config.org_section(self.guard))
            && floor_of(key) == Floor::Forbid
        {
            // Under a floor the forbidding entries of the layers add up
            // instead of the higher one replacing the lower.
            let mut all: Option<Vec<String>> = None;
            for (layer, v) in self.values(key) {
                let items: Vec<String> = v
                    .as_array()
                    .and_then(|a| a.iter().map(|i| i.as_str().map(str::to_owned)).collect())
                    .ok_or_else(|| self.wrong_type(layer, key, "a list of strings", v))?;
                let acc: &mut Vec<String> = all.get_or_insert_with(Vec::new);
                for item in items {
                    if !acc.contains(&item) {
                        acc.push(item);
                    }
                }
            }
            return Ok(all);
        }
        match self.lookup(key) {
            None => Ok(None),
            Some((layer, v @ Value::Array(items))) => items
                .iter()
                .map(|i| i.as_str().map(str::to_owned))
                .collect::<Option<Vec<_>>>()
                .map(Some)
                .ok_or_else(|| self.wrong_type(layer, key, "a list of strings", v)),
            Some((layer, v)) => Err(self.wrong_type(layer, key, "a list of strings", v)),
        }
    }

    /// A plain list file under the project's `.claude/` (one entry per line,
    /// `#` comments and blank lines ignored): the reference fleet's single
    /// sources of truth (`banned-libraries.txt`, `weasel-words.txt`).
    /// `Ok(None)` when there is no project or no such file.
    pub fn list_file(&self, name: &str) -> Result<Option<Vec<String>>, Failure> {
        let Some(root) = self.project_root() else {
            return Ok(None);
        };
        let path = root.join(".claude").join(name);
        match std::fs::read(&path) {
            Ok(bytes) => {
                let text = String::from_utf8(bytes)
                    .map_err(|_| Failure::new(format!("{} is not UTF-8", path.display())))?;
                Ok(Some(
                    text.lines()
                        .map(|l| l.split('#').next().unwrap_or("").trim())
                        .filter(|l| !l.is_empty())
                        .map(str::to_owned)
                        .collect(),
                ))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(Failure::new(format!(
                "{} could not be read: {e}",
                path.display()
            ))),
        }
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

    #[test]
    fn project_overrides_user_overrides_default() {
        let c = Config::from_texts(
            &[
                ("project.toml", "[g]\nenabled = false\n"),
                ("user.toml", "[g]\nenabled = true\nrunner = \"x\"\n"),
            ],
            None,
        )
        .unwrap();
        let s = c.section("g");
        assert!(!s.bool("enabled", true).unwrap());
        assert_eq!(s.string("runner").unwrap().as_deref(), Some("x"));
        assert_eq!(s.int("missing").unwrap(), None);
        assert!(c.section("other").bool("enabled", true).unwrap());
    }

    #[test]
    fn wrong_type_names_file_and_line() {
        let c = Config::from_texts(&[("p.toml", "# c\n[g]\n\nenabled = \"no\"\n")], None).unwrap();
        let e = c.section("g").bool("enabled", true).unwrap_err();
        assert!(e.0.contains("p.toml:4"), "{e}");
        assert!(e.0.contains("true or false"), "{e}");
    }

    #[test]
    fn syntax_error_names_the_line() {
        let e =
            Config::from_texts(&[("p.toml", "[g]\nenabled = true\nx = [\n")], None).unwrap_err();
        assert!(
            e.0.contains("p.toml:") && e.0.contains("not valid TOML"),
            "{e}"
        );
        let e = Config::from_texts(&[("p.toml", "[g]\nenabled = tru\n")], None).unwrap_err();
        assert!(e.0.contains("p.toml:2"), "{e}");
    }

    #[test]
    fn unknown_keys_and_top_level_values_are_refused() {
        let c = Config::from_texts(&[("p.toml", "[g]\nenabeld = false\n")], None).unwrap();
        let e = c.section("g").check_known(&["runner"]).unwrap_err();
        assert!(e.0.contains("p.toml:2") && e.0.contains("enabeld"), "{e}");
        assert!(c.section("g").check_known(&["enabeld"]).is_ok());
        let e = Config::from_texts(&[("p.toml", "enabled = false\n")], None).unwrap_err();
        assert!(e.0.contains("p.toml:1") && e.0.contains("section"), "{e}");
    }

    #[test]
    fn list_of_strings_is_checked_element_wise() {
        let c = Config::from_texts(&[("p.toml", "[g]\nprotect = [\"a\", 1]\n")], None).unwrap();
        assert!(c.section("g").strings("protect").is_err());
    }

    #[test]
    fn files_are_found_walking_up_to_the_repo_root() {
        let d = tempfile::tempdir().unwrap();
        let repo = d.path().join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join(".claude")).unwrap();
        std::fs::create_dir_all(repo.join("a/b")).unwrap();
        std::fs::write(
            repo.join(".claude/gatehouse.toml"),
            "[g]\nenabled = false\n",
        )
        .unwrap();
        std::fs::write(
            repo.join(".claude/weasel-words.txt"),
            "likely\n# comment\n\nprobably # inline\n",
        )
        .unwrap();
        // A config above the repository root is not the project's.
        std::fs::create_dir_all(d.path().join(".claude")).unwrap();
        std::fs::write(d.path().join(".claude/gatehouse.toml"), "not toml [").unwrap();
        let user = d.path().join("user.toml");
        std::fs::write(&user, "[g]\nenabled = true\nk = 3\n").unwrap();
        let c = Config::load_from(&repo.join("a/b"), Some(&user)).unwrap();
        let s = c.section("g");
        assert!(!s.bool("enabled", true).unwrap());
        assert_eq!(s.int("k").unwrap(), Some(3));
        assert_eq!(s.project_root(), Some(repo.as_path()));
        assert_eq!(
            s.list_file("weasel-words.txt").unwrap().unwrap(),
            vec!["likely", "probably"]
        );
        assert_eq!(s.list_file("banned-libraries.txt").unwrap(), None);
    }

    #[test]
    fn unreadable_config_is_a_failure_not_a_default() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join(".git")).unwrap();
        // A directory where the file should be: reading it fails.
        std::fs::create_dir_all(d.path().join(".claude/gatehouse.toml")).unwrap();
        assert!(Config::load_from(d.path(), None).is_err());
    }

    /// A repository with a project file and a user file, loaded as the
    /// runner loads them, floor on or off.
    fn floored(project: &str, user: &str, floor: bool) -> (tempfile::TempDir, Config) {
        let d = tempfile::tempdir().unwrap();
        let repo = d.path().join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join(".claude")).unwrap();
        std::fs::write(repo.join(".claude/gatehouse.toml"), project).unwrap();
        let home = d.path().join("home");
        std::fs::create_dir_all(&home).unwrap();
        let user_file = d.path().join("user.toml");
        std::fs::write(
            &user_file,
            user.replace("{repo}", &repo.display().to_string()),
        )
        .unwrap();
        let c = Config::load_from(&repo, Some(&user_file))
            .unwrap()
            .with_floor(floor, Some(&home))
            .unwrap();
        (d, c)
    }

    const LOOSENING: &str = "[g]\nenabled = false\nallow_paths = [\"tests/**\"]\n\
        sleep_threshold = 9999\nallow_prune = true\nmode = \"off\"\nrunner = \"tox\"\n\
        banned = [\"left-pad\"]\nextra = \"x\"\n";
    const USER: &str = "[g]\nbanned = [\"requests\"]\nextra = \"mine\"\n";

    #[test]
    fn under_the_floor_a_repository_tightens_but_never_loosens() {
        let (_d, c) = floored(LOOSENING, USER, true);
        assert!(c.floor());
        let s = c.section("g");
        assert!(
            s.bool("enabled", true).unwrap(),
            "enabled = false set aside"
        );
        assert_eq!(s.strings("allow_paths").unwrap(), None);
        assert_eq!(s.int("sleep_threshold").unwrap(), None);
        assert!(!s.bool("allow_prune", false).unwrap());
        assert_eq!(s.string("mode").unwrap(), None);
        // Configuring what the user left open counts; what the user set stands.
        assert_eq!(s.string("runner").unwrap().as_deref(), Some("tox"));
        assert_eq!(s.string("extra").unwrap().as_deref(), Some("mine"));
        // Forbidding lists add up.
        assert_eq!(
            s.strings("banned").unwrap().unwrap(),
            vec!["left-pad".to_owned(), "requests".to_owned()]
        );
        let aside: Vec<(String, usize)> =
            c.set_aside().into_iter().map(|a| (a.key, a.line)).collect();
        assert_eq!(
            aside,
            [
                ("enabled", 2),
                ("allow_paths", 3),
                ("sleep_threshold", 4),
                ("allow_prune", 5),
                ("mode", 6),
                ("extra", 9)
            ]
            .map(|(k, l)| (k.to_owned(), l))
            .to_vec()
        );
        // A Stop guard's threshold raised or its phrases replaced: set aside.
        let (_d, c) = floored("[g]\nthreshold = 100\nhedges = [\"zzz\"]\n", "", true);
        assert_eq!(c.section("g").int("threshold").unwrap(), None);
        assert_eq!(c.section("g").strings("hedges").unwrap(), None);
        // The tightening directions of the same switches count.
        let (_d, c) = floored(
            "[g]\nenabled = true\nallow_prune = false\nsubagents = true\n",
            "[g]\nenabled = false\nallow_prune = true\nsubagents = false\n",
            true,
        );
        let s = c.section("g");
        assert!(s.bool("enabled", true).unwrap());
        assert!(!s.bool("allow_prune", true).unwrap());
        assert!(s.bool("subagents", false).unwrap());
        assert!(c.set_aside().is_empty());
    }

    #[test]
    fn without_the_floor_the_repository_file_keeps_precedence() {
        let (_d, c) = floored(LOOSENING, USER, false);
        let s = c.section("g");
        assert!(!s.bool("enabled", true).unwrap());
        assert_eq!(s.int("sleep_threshold").unwrap(), Some(9999));
        assert_eq!(s.strings("banned").unwrap().unwrap(), vec!["left-pad"]);
        assert!(c.set_aside().is_empty());
    }

    #[test]
    fn the_user_lifts_the_floor_for_a_trusted_repository_only() {
        for trust in [
            "[gatehouse]\ntrusted_repos = [\"{repo}\"]\n",
            "[gatehouse]\ntrust_project = true\n",
        ] {
            let (_d, c) = floored(LOOSENING, trust, true);
            assert!(!c.floor(), "{trust}");
            assert!(!c.section("g").bool("enabled", true).unwrap(), "{trust}");
        }
        // Another repository listed, or trust switched off: the floor holds.
        for other in [
            "[gatehouse]\ntrusted_repos = [\"/elsewhere\", \"relative/{repo}\"]\n",
            "[gatehouse]\ntrust_project = false\n",
        ] {
            let (_d, c) = floored(LOOSENING, other, true);
            assert!(c.floor(), "{other}");
        }
        // `~/` is the user's home.
        let d = tempfile::tempdir().unwrap();
        let home = d.path().join("home");
        let repo = home.join("src/r");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        let user_file = d.path().join("user.toml");
        std::fs::write(&user_file, "[gatehouse]\ntrusted_repos = [\"~/src/r\"]\n").unwrap();
        let c = Config::load_from(&repo, Some(&user_file))
            .unwrap()
            .with_floor(true, Some(&home))
            .unwrap();
        assert!(!c.floor());
        // A malformed trust key is a failure, not a guess either way.
        for bad in [
            "[gatehouse]\ntrust_project = \"yes\"\n",
            "[gatehouse]\ntrusted_repos = \"/x\"\n",
            "[gatehouse]\ntrusted_repos = [1]\n",
        ] {
            let d = tempfile::tempdir().unwrap();
            std::fs::create_dir_all(d.path().join(".git")).unwrap();
            let user_file = d.path().join("user.toml");
            std::fs::write(&user_file, bad).unwrap();
            let e = Config::load_from(d.path(), Some(&user_file))
                .unwrap()
                .with_floor(true, None)
                .unwrap_err();
            assert!(e.0.contains("user.toml:2"), "{bad}: {e}");
        }
    }

    #[test]
    fn a_repository_cannot_trust_itself() {
        // Trust keys count only from the user's file.
        let (_d, c) = floored(
            &format!("{LOOSENING}[gatehouse]\ntrust_project = true\n"),
            USER,
            true,
        );
        assert!(c.floor());
        assert!(c.section("g").bool("enabled", true).unwrap());
    }

    /// A repository, a user file and an organisation file, loaded as the
    /// runner loads them (user floor on or off).
    fn org(org: &str, user: &str, project: &str, floor: bool) -> (tempfile::TempDir, Config) {
        let d = tempfile::tempdir().unwrap();
        let repo = d.path().join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join(".claude")).unwrap();
        std::fs::write(repo.join(".claude/gatehouse.toml"), project).unwrap();
        let user_file = d.path().join("user.toml");
        std::fs::write(&user_file, user).unwrap();
        let org_file = d.path().join("org.toml");
        std::fs::write(&org_file, org).unwrap();
        let c = Config::load_with(&repo, Some(&user_file), &[org_file])
            .unwrap()
            .with_floor(floor, None)
            .unwrap();
        (d, c)
    }

    #[test]
    fn the_organisation_file_is_a_floor_above_user_and_repository() {
        let org_text = "[no-xdist]\nenabled = true\nrunner = \"scripts/test\"\n\
            [g]\nsleep_threshold = 30\nbanned = [\"left-pad\"]\nallow_prune = true\n\
            [gatehouse]\nglobal = true\n";
        let user = "[no-xdist]\nenabled = false\nrunner = \"tox\"\n\
            [g]\nsleep_threshold = 9999\nbanned = [\"requests\"]\nallow_prune = false\n\
            allow_paths = [\"**\"]\nmode = \"audit\"\non_refuse = \"warn\"\n\
            [gatehouse]\nglobal = false\ntrust_project = true\n[other]\nenabled = false\n";
        let project = "[no-xdist]\nenabled = false\n[g]\nbanned = [\"six\"]\nextra = \"x\"\n";
        for floor in [true, false] {
            let (_d, c) = org(org_text, user, project, floor);
            let x = c.section("no-xdist");
            assert!(x.bool("enabled", false).unwrap(), "floor {floor}");
            assert_eq!(x.string("runner").unwrap().as_deref(), Some("scripts/test"));
            let g = c.section("g");
            assert_eq!(g.int("sleep_threshold").unwrap(), Some(30));
            // Tightening a switch the organisation set loose counts.
            assert!(!g.bool("allow_prune", true).unwrap());
            assert_eq!(g.strings("allow_paths").unwrap(), None);
            assert_eq!(g.string("mode").unwrap(), None);
            assert_eq!(g.string("on_refuse").unwrap(), None);
            // Forbidding lists add up; a key the organisation left open is configured.
            let banned = g.strings("banned").unwrap().unwrap();
            for b in ["left-pad", "requests", "six"] {
                assert!(banned.contains(&b.to_owned()), "{banned:?}");
            }
            assert_eq!(g.string("extra").unwrap().as_deref(), Some("x"));
            assert!(c.section("gatehouse").bool("global", false).unwrap());
            // A guard the organisation does not name stays the user's.
            assert!(!c.section("other").bool("enabled", true).unwrap());
            let aside: Vec<String> = c
                .set_aside()
                .into_iter()
                .map(|a| format!("{}:{}", a.guard, a.key))
                .collect();
            for want in [
                "no-xdist:enabled",
                "no-xdist:runner",
                "g:sleep_threshold",
                "g:allow_paths",
                "g:mode",
                "g:on_refuse",
                "gatehouse:global",
            ] {
                assert_eq!(
                    aside.iter().filter(|a| *a == want).count(),
                    if want == "no-xdist:enabled" { 2 } else { 1 },
                    "{want} in {aside:?}"
                );
            }
            assert!(
                !aside
                    .iter()
                    .any(|a| a.starts_with("other:") || a == "g:allow_prune")
            );
        }
        // The user's trust lifts the user floor, never the organisation's.
        let (_d, c) = org(org_text, user, project, true);
        assert!(!c.floor());
        assert!(c.section("no-xdist").bool("enabled", false).unwrap());
        // No organisation file: nothing changes.
        let (_d, c) = org("", "[no-xdist]\nenabled = false\n", "", true);
        assert!(!c.section("no-xdist").bool("enabled", true).unwrap());
        assert!(c.set_aside().is_empty());
    }

    #[test]
    fn an_invalid_organisation_file_is_a_failure() {
        let d = tempfile::tempdir().unwrap();
        let org_file = d.path().join("org.toml");
        std::fs::write(&org_file, "[no-xdist]\nenabled = tru\n").unwrap();
        let e = Config::load_with(d.path(), None, &[org_file]).unwrap_err();
        assert!(e.0.contains("org.toml:2"), "{e}");
    }

    #[cfg(unix)]
    #[test]
    fn only_a_file_only_root_could_write_is_trusted() {
        use std::os::unix::fs::PermissionsExt;
        let d = tempfile::tempdir().unwrap();
        let f = d.path().join("org.toml");
        std::fs::write(&f, "").unwrap();
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o644)).unwrap();
        let root = rustix::process::geteuid().is_root();
        assert_eq!(root_trusted(&f), root, "a 0644 file of the test's user");
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o666)).unwrap();
        assert!(!root_trusted(&f), "writable by others");
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o644)).unwrap();
        std::fs::set_permissions(d.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
        assert!(!root_trusted(&f), "in a directory others can write");
        assert!(!root_trusted(Path::new("/dev/null")), "not a regular file");
        assert!(!root_trusted(&d.path().join("missing.toml")));
    }

    #[test]
    fn user_path_follows_xdg() {
        assert_eq!(
            user_config_path(Some(Path::new("/h")), None).unwrap(),
            PathBuf::from("/h/.config/gatehouse/config.toml")
        );
        assert_eq!(
            user_config_path(Some(Path::new("/h")), Some(Path::new("/x"))).unwrap(),
            PathBuf::from("/x/gatehouse/config.toml")
        );
    }
}
