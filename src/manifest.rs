//! `SHA256SUMS`: the release archive's manifest, and the check that the
//! binaries beside `gatehouse` are the ones it lists.
//!
//! `scripts/package` writes one line per binary of the archive in the format
//! of `sha256sum` (`<64 hex digits>  <name>`), so `sha256sum -c SHA256SUMS`
//! (`shasum -a 256 -c` on macOS) checks it too. [`check_dir`] does the same
//! without any tool: a binary that is missing, unreadable or different from
//! its line is a problem, and so is a manifest that cannot be read. A
//! directory without `SHA256SUMS` (a build directory, an install directory,
//! which has its own `manifest.json`) is not judged.
//!
//! Also here: [`missing_beside`], which binaries of a fleet are absent from a
//! directory, and what to tell the user ([`cargo_install_hint`]: the `cargo
//! install` commands for a cargo root, else [`missing_hint`]);
//! `gatehouse install` runs those commands itself (src/selfinstall.rs).

use crate::install;
use std::path::{Path, PathBuf};

/// The manifest's file name, beside the binaries.
pub const FILE: &str = "SHA256SUMS";

/// One line of the manifest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Lower-case hex SHA-256.
    pub sha256: String,
    /// A file name relative to the manifest's directory.
    pub name: String,
}

/// Parses `sha256sum` output: `<hex>  <name>` or `<hex> *<name>` (binary
/// mode); blank lines and `#` comments are skipped. A line of any other
/// shape, or a name that leaves the directory (absolute, `..`), is an error
/// naming the line: a manifest that is not understood verifies nothing.
pub fn parse(text: &str) -> Result<Vec<Entry>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("{FILE} line {}: not `<sha256>  <name>`: {line:?}", i + 1);
        let (hash, rest) = line.split_once(' ').ok_or_else(bad)?;
        let name = rest
            .strip_prefix(' ')
            .or_else(|| rest.strip_prefix('*'))
            .ok_or_else(bad)?;
        if hash.len() != 64 || !hash.bytes().all(|b| b.is_ascii_hexdigit()) || name.is_empty() {
            return Err(bad());
        }
        let path = Path::new(name);
        if path.is_absolute()
            || path
                .components()
                .any(|c| !matches!(c, std::path::Component::Normal(_)))
        {
            return Err(format!(
                "{FILE} line {}: {name:?} is not a plain relative path",
                i + 1
            ));
        }
        out.push(Entry {
            sha256: hash.to_ascii_lowercase(),
            name: name.to_owned(),
        });
    }
    if out.is_empty() {
        return Err(format!("{FILE} lists no file"));
    }
    Ok(out)
}

/// The manifest text for `entries`, one `<hex>  <name>` line each.
pub fn render(entries: &[Entry]) -> String {
    entries
        .iter()
        .map(|e| format!("{}  {}\n", e.sha256, e.name))
        .collect()
}

/// What [`check_dir`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The directory holding `SHA256SUMS`.
    pub dir: PathBuf,
    /// Files whose hash matched.
    pub verified: usize,
    /// One line per problem: what is wrong with which file.
    pub problems: Vec<String>,
}

impl Report {
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }

    /// How to repair a failed check, for the problem lines.
    pub fn fix(&self) -> String {
        format!(
            "unpack the release archive again (a binary in {} was modified, replaced or half-written), \
             then run its `./gatehouse install` again",
            self.dir.display()
        )
    }

    /// One line for a passed check.
    pub fn summary(&self) -> String {
        format!(
            "{} binaries in {} match {FILE}",
            self.verified,
            self.dir.display()
        )
    }
}

/// Verifies the files listed in `dir/SHA256SUMS`. `None` when there is no
/// such file (nothing to verify against); otherwise every listed file is
/// hashed and each one that is missing or differs is a problem.
pub fn check_dir(dir: &Path) -> Option<Report> {
    let path = dir.join(FILE);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => {
            return Some(Report {
                dir: dir.to_path_buf(),
                verified: 0,
                problems: vec![format!("{}: cannot read: {e}", path.display())],
            });
        }
    };
    let mut report = Report {
        dir: dir.to_path_buf(),
        verified: 0,
        problems: Vec::new(),
    };
    let entries = match parse(&text) {
        Ok(e) => e,
        Err(e) => {
            report.problems.push(format!("{}: {e}", path.display()));
            return Some(report);
        }
    };
    for e in entries {
        let file = dir.join(&e.name);
        match install::sha256(&file) {
            Ok(h) if h == e.sha256 => report.verified += 1,
            Ok(_) => report.problems.push(format!(
                "{} differs from {FILE}: modified or replaced",
                file.display()
            )),
            Err(err) => report.problems.push(format!(
                "{} is listed in {FILE} but unreadable: {err}",
                file.display()
            )),
        }
    }
    Some(report)
}

/// [`check_dir`] for the directory of the running executable (the unpacked
/// archive when `./gatehouse` runs from it). `None`: no manifest there, or
/// the executable's path is unknown.
pub fn check_beside_self() -> Option<Report> {
    let exe = std::env::current_exe().ok()?;
    check_dir(exe.parent()?)
}

/// The names in `names` that are not a file in `dir`.
pub fn missing_beside(dir: &Path, names: &[String]) -> Vec<String> {
    names
        .iter()
        .filter(|n| !dir.join(n).is_file())
        .cloned()
        .collect()
}

/// What to tell a user whose `dir` lacks `missing` when cargo cannot
/// provide them (`dir` is not a `cargo install` root: a build directory, an
/// unpacked archive with files removed, a `--bin-dir` elsewhere): which
/// binaries, and how to get them all. A `cargo install` root is handled by
/// [`crate::selfinstall::provide`], which installs the rest or names the
/// `cargo install` command.
pub fn missing_hint(dir: &Path, missing: &[String]) -> String {
    let mut shown: Vec<&str> = missing.iter().map(String::as_str).take(6).collect();
    if missing.len() > shown.len() {
        shown.push("…");
    }
    format!(
        "{} binaries are missing beside gatehouse in {} ({}); nothing changed: build the whole \
         fleet (scripts/build-release, or scripts/install) or pass --bin-dir with a directory \
         that holds it, or unpack a release archive, which holds them all",
        missing.len(),
        dir.display(),
        shown.join(", ")
    )
}

/// What to tell a user whose `dir` lacks `missing`, for a command that
/// does not install them itself: for a `cargo install` root, the `cargo
/// install` commands that do ([`crate::selfinstall::plan`]); elsewhere
/// [`missing_hint`].
pub fn cargo_install_hint(dir: &Path, missing: &[String]) -> String {
    match crate::selfinstall::plan(dir, missing) {
        crate::selfinstall::Plan::Cargo {
            commands, blocked, ..
        } => format!(
            "missing beside gatehouse in {}: {}. `cargo install` put only the gatehouse package \
             there; {}; nothing changed",
            dir.display(),
            crate::selfinstall::by_package(dir, missing),
            blocked.unwrap_or_else(|| format!(
                "install the rest: `{}` (`gatehouse install` from there does it itself)",
                crate::selfinstall::shell_line(&commands)
            ))
        ),
        crate::selfinstall::Plan::NotCargo => missing_hint(dir, missing),
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

    const H: &str = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

    #[test]
    fn parse_cases() {
        let ok = format!("{H}  gatehouse\n{H} *no-xdist\n\n# comment\n");
        let got = parse(&ok).unwrap();
        assert_eq!(got.len(), 2);
        assert_eq!(got[1].name, "no-xdist");
        assert_eq!(parse(&render(&got)).unwrap(), got);
        for bad in [
            String::new(),
            "# only a comment\n".to_owned(),
            format!("{H}gatehouse"),
            format!("{H} gatehouse"),
            format!("{}  gatehouse", &H[..63]),
            format!("{}  gatehouse", H.replace('e', "g")),
            format!("{H}  /usr/bin/gatehouse"),
            format!("{H}  ../gatehouse"),
            format!("{H}  "),
        ] {
            assert!(parse(&bad).is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn check_dir_finds_missing_and_modified_files() {
        let d = tempfile::tempdir().unwrap();
        assert_eq!(check_dir(d.path()), None, "no manifest: nothing judged");
        std::fs::write(d.path().join("a"), b"").unwrap();
        std::fs::write(d.path().join("b"), b"b").unwrap();
        std::fs::write(d.path().join(FILE), format!("{H}  a\n{H}  b\n{H}  c\n")).unwrap();
        let r = check_dir(d.path()).unwrap();
        assert_eq!(r.verified, 1);
        assert_eq!(r.problems.len(), 2, "{:?}", r.problems);
        assert!(r.problems[0].contains("differs"));
        assert!(r.problems[1].contains("unreadable"));
        assert!(!r.ok());
        std::fs::write(d.path().join(FILE), "garbage\n").unwrap();
        let r = check_dir(d.path()).unwrap();
        assert!(!r.ok() && r.problems[0].contains("line 1"));
    }

    #[test]
    fn missing_and_the_hint() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("gatehouse"), b"").unwrap();
        let names = vec!["gatehouse".to_owned(), "no-xdist".to_owned()];
        let missing = missing_beside(d.path(), &names);
        assert_eq!(missing, vec!["no-xdist".to_owned()]);
        let hint = missing_hint(d.path(), &missing);
        assert!(
            hint.contains("no-xdist")
                && hint.contains("scripts/build-release")
                && hint.contains("nothing changed"),
            "{hint}"
        );
        assert_eq!(cargo_install_hint(d.path(), &missing), hint);
        // A cargo root: the commands.
        let bin = d.path().join("bin");
        std::fs::create_dir(&bin).unwrap();
        let src = env!("CARGO_MANIFEST_DIR");
        std::fs::write(
            d.path().join(".crates2.json"),
            format!(
                r#"{{"installs":{{"gatehouse 0.1.0 (path+file://{src})":{{"profile":"release"}}}}}}"#
            ),
        )
        .unwrap();
        let hint = cargo_install_hint(&bin, &missing);
        assert!(
            hint.contains(&format!("--root {} --path {src}/hooks", d.path().display()))
                && hint.contains("nothing changed"),
            "{hint}"
        );
    }
}
