//! Layered configuration, read on every call.
//!
//! Precedence: the project's `.claude/gatehouse.toml` (the nearest one found
//! walking up from the payload's `cwd`, stopping at the repository root) over
//! the user's `$XDG_CONFIG_HOME/gatehouse/config.toml` (default
//! `~/.config/gatehouse/config.toml`) over each guard's built-in defaults.
//! Each guard has a section named after it (`[no-xdist]`), with at least
//! `enabled`.
//!
//! An invalid file is a refusal naming the file and the line — never a silent
//! pass and never a silent default: a typo such as `enabeld = false` would
//! otherwise leave a guard on that the user believes is off (or the reverse).
//! The agent cannot use these files to grant itself an exception: they are
//! protected by `force-session-cli`.

use crate::verdict::Failure;
use std::path::{Path, PathBuf};
use toml::{Table, Value};

/// One config file that was read.
#[derive(Debug, Clone)]
pub struct Layer {
    pub path: PathBuf,
    text: String,
    table: Table,
}

/// All layers in force for one call, highest precedence first.
#[derive(Debug, Clone, Default)]
pub struct Config {
    layers: Vec<Layer>,
    project_root: Option<PathBuf>,
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
    /// the user file.
    pub fn load(cwd: &Path) -> Result<Config, Failure> {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let xdg = std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from);
        let user = user_config_path(home.as_deref(), xdg.as_deref());
        Config::load_from(cwd, user.as_deref())
    }

    /// Loads the layers for `cwd` with an explicit user file.
    pub fn load_from(cwd: &Path, user_file: Option<&Path>) -> Result<Config, Failure> {
        let project_root = repo_root(cwd);
        let mut layers = Vec::new();
        let stop = project_root.clone();
        for dir in cwd.ancestors() {
            let candidate = dir.join(".claude").join("gatehouse.toml");
            if let Some(layer) = read_layer(&candidate)? {
                layers.push(layer);
                break;
            }
            if Some(dir) == stop.as_deref() {
                break;
            }
        }
        if let Some(user) = user_file
            && let Some(layer) = read_layer(user)?
        {
            // The same file reached both ways (a repo in $HOME) counts once.
            if layers.first().is_none_or(|l| l.path != layer.path) {
                layers.push(layer);
            }
        }
        Ok(Config {
            layers,
            project_root,
        })
    }

    /// A config from literal TOML texts (highest precedence first), for tests
    /// and for `gatehouse test`.
    pub fn from_texts(
        texts: &[(&str, &str)],
        project_root: Option<PathBuf>,
    ) -> Result<Config, Failure> {
        let mut layers = Vec::new();
        for (name, text) in texts {
            layers.push(parse_layer(Path::new(name), text.to_string())?);
        }
        Ok(Config {
            layers,
            project_root,
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

fn read_layer(path: &Path) -> Result<Option<Layer>, Failure> {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8(bytes)
                .map_err(|_| Failure::new(format!("config {} is not UTF-8", path.display())))?;
            parse_layer(path, text).map(Some)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::NotADirectory => Ok(None),
        Err(e) => Err(Failure::new(format!(
            "config {} could not be read: {e}",
            path.display()
        ))),
    }
}

fn parse_layer(path: &Path, text: String) -> Result<Layer, Failure> {
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
                if key != "enabled" && !known.contains(&key.as_str()) {
                    let mut allowed: Vec<&str> = vec!["enabled"];
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

    /// The highest-precedence value of `key`, with the layer it came from.
    fn lookup(&self, key: &str) -> Option<(&'a Layer, &'a Value)> {
        self.config
            .layers
            .iter()
            .find_map(|layer| match layer.table.get(self.guard) {
                Some(Value::Table(t)) => t.get(key).map(|v| (layer, v)),
                _ => None,
            })
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
