//! Governed paths: the source files of the configured languages under the
//! configured directories (the reference: `.py` under `src/`, `scripts/`,
//! `tests/`), and how a shell word names a path.
//!
//! Paths are compared after normalisation (absolute, `..` resolved, symlinks
//! followed where the file exists), so `./src/../src/a.py`, an absolute path
//! and a path relative to a `cd` all name the same file.

use payload::paths::normalize;
use shell::Word;
use std::path::{Path, PathBuf};

/// The governed part of a project.
#[derive(Debug, Clone)]
pub struct Scope {
    dirs: Vec<PathBuf>,
    shown: Vec<String>,
    exts: Vec<String>,
}

/// What a shell word names, as far as it is known before the command runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A static path (a file or a directory).
    Path(PathBuf),
    /// A glob or brace expansion, kept as a path with its pattern characters.
    Glob(PathBuf),
    /// Only known at run time (`$f`, `$(…)`): no decision can rest on it.
    Unknown,
}

impl Scope {
    /// `paths` are relative to `root` (or absolute); none means the whole
    /// project. `exts` are file extensions without the dot (`py`).
    pub fn new(root: &Path, paths: &[String], exts: &[String]) -> Scope {
        let root = normalize(root, root);
        let (dirs, shown) = if paths.is_empty() {
            (vec![root.clone()], vec!["the project".to_owned()])
        } else {
            let dirs = paths
                .iter()
                .map(|p| normalize(Path::new(p), &root))
                .collect();
            let shown = paths
                .iter()
                .map(|p| format!("`{}/`", p.trim_end_matches('/')))
                .collect();
            (dirs, shown)
        };
        let exts = exts
            .iter()
            .map(|e| e.trim_start_matches('.').to_owned())
            .filter(|e| !e.is_empty())
            .collect();
        Scope { dirs, shown, exts }
    }

    /// The extensions, without dots.
    pub fn exts(&self) -> &[String] {
        &self.exts
    }

    /// For messages: "`.py` files under `src/`, `tests/`".
    pub fn describe(&self) -> String {
        let exts: Vec<String> = self.exts.iter().map(|e| format!("`.{e}`")).collect();
        let files = if exts.is_empty() {
            "files".to_owned()
        } else {
            format!("{} files", exts.join("/"))
        };
        format!("{files} under {}", self.shown.join(", "))
    }

    /// True when `name` ends with one of the extensions (all names when none
    /// are configured).
    pub fn has_ext(&self, name: &str) -> bool {
        self.exts.is_empty()
            || self.exts.iter().any(|e| {
                name.strip_suffix(e.as_str())
                    .is_some_and(|s| s.ends_with('.'))
            })
    }

    /// True when `path` (normalised) lies under a governed directory.
    pub fn in_dirs(&self, path: &Path) -> bool {
        self.dirs.iter().any(|d| path.starts_with(d))
    }

    /// True when a search of the tree at `dir` reaches governed files: `dir`
    /// is inside a governed directory or holds one (`.` at the root).
    pub fn overlaps(&self, dir: &Path) -> bool {
        self.in_dirs(dir) || self.dirs.iter().any(|d| d.starts_with(dir))
    }

    /// True when `path` is a governed source file.
    pub fn governs_file(&self, path: &Path) -> bool {
        self.in_dirs(path)
            && path
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| self.has_ext(n))
    }

    /// True when a glob could expand to a governed source file: it lies under
    /// a governed directory and its last part ends in an extension (or `*`).
    pub fn glob_may_govern(&self, glob: &Path) -> bool {
        if !self.in_dirs(glob) {
            return false;
        }
        glob.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| self.name_may_match(n))
    }

    /// True when a file-name pattern (`*.py`, `*`, `test_*.{py,pyi}`,
    /// `app.p[y]`, `*.p?`) may match a file of the governed extensions: its
    /// extension part, braces expanded, matches one as a shell pattern.
    pub fn name_may_match(&self, name: &str) -> bool {
        if self.exts.is_empty() {
            return true;
        }
        crate::resolve::braces(name).iter().any(|alt| {
            match alt.rsplit_once('.') {
                Some((_, ext)) => self
                    .exts
                    .iter()
                    .any(|e| crate::resolve::segment_matches(ext, e) || ext.ends_with('*')),
                // No dot: `*`, `test_*`, `app*` may match anything.
                None => alt.contains(['*', '?', '[']),
            }
        })
    }

    /// True when a search's file filters (`--include`/`-g` globs, `-t` types)
    /// let governed files through; negated globs (`!*.md`) do not restrict.
    pub fn filters_admit(&self, includes: &[&str], types: &[&str]) -> bool {
        let positive: Vec<&str> = includes
            .iter()
            .copied()
            .filter(|g| !g.starts_with('!'))
            .collect();
        let names_ok = positive.is_empty()
            || positive
                .iter()
                .any(|g| self.name_may_match(g.rsplit('/').next().unwrap_or(g)));
        let types_ok = types.is_empty()
            || types.iter().any(|t| {
                self.exts.is_empty() || self.exts.iter().any(|e| crate::search::type_covers(t, e))
            });
        names_ok && types_ok
    }

    /// True when `target` names a governed source file (a directory is not a
    /// file: callers that read trees ask [`Scope::overlaps`]).
    pub fn governs(&self, target: &Target) -> bool {
        match target {
            Target::Path(p) => !p.is_dir() && self.governs_file(p),
            Target::Glob(g) => self.glob_may_govern(g),
            Target::Unknown => false,
        }
    }

    /// True when searching `target` recursively reaches governed files.
    pub fn tree_reaches(&self, target: &Target) -> bool {
        match target {
            Target::Path(p) if p.is_dir() => self.overlaps(p),
            Target::Path(p) => self.governs_file(p),
            Target::Glob(g) => self.glob_may_govern(g) || self.overlaps(g),
            Target::Unknown => false,
        }
    }
}

/// What `word` names, seen from `cwd` (`home` expands a leading `~/`).
pub fn target(word: &Word, cwd: &Path, home: Option<&Path>) -> Target {
    if !word.dynamic {
        return Target::Path(normalize(Path::new(&word.text), cwd));
    }
    let text = word.text.as_str();
    if text.contains('$') || text.contains('`') {
        return Target::Unknown;
    }
    let text = match (text.strip_prefix("~/"), home) {
        (Some(rest), Some(h)) => h.join(rest).display().to_string(),
        (Some(_), None) => return Target::Unknown,
        _ => text.to_owned(),
    };
    let globby = text.contains(['*', '?', '[', '{']);
    let path = normalize(Path::new(&text), cwd);
    if globby {
        Target::Glob(path)
    } else {
        Target::Path(path)
    }
}

/// True when the search `s` made by command `i` of `a` (running in
/// `cwds[i]`) reaches governed files recursively: a recursive search of a
/// tree holding some, or a search fed the files of a `find` over such a tree
/// (`find … -exec grep`, `find … | xargs grep`). A non-recursive search of
/// named files is not a sweep and is not judged here.
pub fn search_reaches(
    a: &shell::Analysis,
    i: usize,
    s: &crate::Search<'_>,
    cwds: &[PathBuf],
    scope: &Scope,
) -> bool {
    let Some(here) = cwds.get(i) else {
        return false;
    };
    if s.lists_only || !scope.filters_admit(&s.includes, &s.types) {
        return false;
    }
    let home = home();
    let at = |w: &Word, from: &Path| target(w, from, home.as_deref());
    let paths: Vec<&Word> = s.paths.iter().copied().filter(|w| w.text != "{}").collect();
    let fed = a.commands.get(i).is_some_and(crate::command::fed_files);
    if fed && (paths.is_empty() || !s.recursive) {
        return crate::command::find_source(a, i).is_some_and(|f| {
            let from = cwds.get(f.index).unwrap_or(here);
            let dirs_hit = if f.dirs.is_empty() {
                scope.tree_reaches(&Target::Path(from.clone()))
            } else {
                f.dirs.iter().any(|w| scope.tree_reaches(&at(w, from)))
            };
            dirs_hit && (f.names.is_empty() || f.names.iter().any(|n| scope.name_may_match(n)))
        });
    }
    if !s.recursive {
        return false;
    }
    match (paths.is_empty(), s.git_dir) {
        (false, _) => paths.iter().any(|w| scope.tree_reaches(&at(w, here))),
        (true, Some(dir)) => scope.tree_reaches(&at(dir, here)),
        (true, None) => scope.tree_reaches(&Target::Path(here.clone())),
    }
}

/// The value of `$HOME`, when absolute.
pub fn home() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
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

    fn word(src: &str) -> Word {
        let a = shell::analyse(&format!("cat {src}"));
        a.commands[0].argv[1].clone()
    }

    #[test]
    fn files_trees_and_globs() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path();
        for dir in ["src/pkg", "docs", "tests"] {
            std::fs::create_dir_all(root.join(dir)).unwrap();
        }
        let s = Scope::new(root, &["src".into(), "tests".into()], &["py".into()]);
        let docs = root.join("docs");
        let cases: &[(&str, &Path, bool, bool)] = &[
            // (word, cwd, governs, tree_reaches)
            ("src/a.py", root, true, true),
            ("./src/../src/pkg/m.py", root, true, true),
            ("../src/a.py", &docs, true, true),
            ("src/a.md", root, false, false),
            ("docs/a.py", root, false, false),
            ("src", root, false, true),
            (".", root, false, true),
            ("docs", root, false, false),
            ("src/*.py", root, true, true),
            ("src/**/*.py", root, true, true),
            ("src/*", root, true, true),
            ("docs/*.py", root, false, false),
            ("src/*.md", root, false, true),
            ("$f", root, false, false),
            ("src/$f", root, false, false),
        ];
        for (w, cwd, gov, tree) in cases {
            let t = target(&word(w), cwd, None);
            assert_eq!(s.governs(&t), *gov, "governs {w}");
            assert_eq!(s.tree_reaches(&t), *tree, "tree {w}");
        }
        assert_eq!(s.describe(), "`.py` files under `src/`, `tests/`");
    }

    #[test]
    fn no_paths_means_the_project() {
        let d = tempfile::tempdir().unwrap();
        let s = Scope::new(d.path(), &[], &["py".into()]);
        assert!(s.governs_file(&normalize(Path::new("x/a.py"), d.path())));
        assert!(!s.governs_file(Path::new("/elsewhere/a.py")));
        assert!(s.has_ext("a.py") && !s.has_ext("a.pyc") && !s.has_ext("py"));
    }
}
