//! Path normalisation for guards that protect or govern paths.
//!
//! An agent can name one file many ways: relative to a `cd`, with `..`, through
//! a symlink. Protected-path checks compare normalised paths: absolute, `.` and
//! `..` resolved, and the longest existing prefix resolved through the
//! filesystem (symlinks followed; on a case-insensitive filesystem the case as
//! the filesystem has it). The part that does not exist yet is kept lexically.

use std::path::{Component, Path, PathBuf};

/// Expands a leading `~` or `~/` with `home`.
pub fn expand_home(path: &str, home: Option<&Path>) -> PathBuf {
    match (path.strip_prefix('~'), home) {
        (Some(""), Some(h)) => h.to_path_buf(),
        (Some(rest), Some(h)) if rest.starts_with('/') => h.join(rest.trim_start_matches('/')),
        _ => PathBuf::from(path),
    }
}

/// `.` and `..` resolved without touching the filesystem.
pub fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                // `/..` is `/`; a relative path keeps its leading `..`.
                let at_root = out.has_root() && out.parent().is_none();
                if !at_root && !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// The normalised form of `path` as seen from `cwd`.
pub fn normalize(path: &Path, cwd: &Path) -> PathBuf {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        cwd.join(path)
    };
    let clean = lexical(&absolute);
    // Resolve the longest prefix that exists (follows symlinks), keep the rest.
    let mut existing = clean.clone();
    let mut rest: Vec<std::ffi::OsString> = Vec::new();
    loop {
        if let Ok(real) = existing.canonicalize() {
            let mut out = real;
            for part in rest.iter().rev() {
                out.push(part);
            }
            return lexical(&out);
        }
        match (
            existing.file_name().map(|n| n.to_os_string()),
            existing.parent(),
        ) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                existing = parent.to_path_buf();
            }
            _ => return clean,
        }
    }
}

/// `path` relative to `root` when it is inside it.
pub fn relative_to<'a>(path: &'a Path, root: &Path) -> Option<&'a Path> {
    path.strip_prefix(root).ok()
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
    fn dots_are_resolved_and_relative_paths_made_absolute() {
        assert_eq!(
            normalize(Path::new("a/./b/../c"), Path::new("/nonexistent/x")),
            PathBuf::from("/nonexistent/x/a/c")
        );
        assert_eq!(lexical(Path::new("/a/../../b")), PathBuf::from("/b"));
    }

    #[test]
    fn symlinks_are_followed_where_the_file_exists() {
        let d = tempfile::tempdir().unwrap();
        let real = d.path().join("real");
        std::fs::create_dir_all(real.join(".claude")).unwrap();
        std::os::unix::fs::symlink(&real, d.path().join("link")).unwrap();
        let got = normalize(Path::new("link/.claude/settings.json"), d.path());
        assert_eq!(
            got,
            real.canonicalize().unwrap().join(".claude/settings.json")
        );
    }

    #[test]
    fn home_is_expanded() {
        assert_eq!(
            expand_home("~/.ssh/id_rsa", Some(Path::new("/h"))),
            PathBuf::from("/h/.ssh/id_rsa")
        );
        assert_eq!(
            expand_home("~x", Some(Path::new("/h"))),
            PathBuf::from("~x")
        );
    }
}
