//! Post-edit reconstruction: what a file holds before and after a tool call.
//!
//! The file guards (`no-doubles-py`, `no-banned-deps`, `secret-guard`) judge
//! what an edit *adds*. An `Edit` carries only a fragment (`old_string` →
//! `new_string`), so a guard that looks at the fragment alone both
//! over-matches (a mock that was already in the file) and under-matches (an
//! import split across the fragment boundary). The reference fleet's
//! `no-doubles-py.sh` rebuilt the full post-edit file for that reason; this
//! crate does it once for every guard and every way an agent writes a file:
//!
//! - `Write` → `content` (before: the file on disk, if any);
//! - `Edit` → `old_string`/`new_string` (`replace_all`) applied to the file on
//!   disk; when `old_string` is not in the file the tool itself will fail, so
//!   only the new text is judged ([`Change::exact`] is false);
//! - legacy `MultiEdit` → its edits in order;
//! - `NotebookEdit` → the notebook's cells before and after (markdown and raw
//!   cells become `#` comment lines so a Python reader ignores their prose);
//! - Codex `apply_patch` → before/after per file ([`patch`]);
//! - Bash → files written by redirections, `tee` and heredocs whose text is
//!   static, and by Python scripts (`python - <<EOF`, `python -c`) that
//!   `open(…).write("…")` or `Path(…).write_text("…")` literal text
//!   ([`bash`]); in-place and copying writers (`sed -i`, `perl -pi`,
//!   `cp`/`mv`/`install`, `git apply`, `patch`, `dd of=`, `base64 -d`, `cat
//!   FILE`) are rebuilt where their text is visible (the `inplace` module);
//!   what is only known at run time is listed in [`Changes::notes`] and, per
//!   file, in [`Changes::opaque`], so a guard that governs the file can
//!   refuse rather than guess.
//!
//! Bounded: a file larger than [`MAX_FILE_BYTES`] is not read, and content
//! that is not UTF-8 is not judged; both are errors the guards turn into a
//! refusal that says so (fail closed: never a silent pass).

pub mod bash;
mod inplace;
mod jq;
mod notebook;
pub mod patch;
mod python;

use payload::ToolInput;
use std::borrow::Cow;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Largest file read from disk to reconstruct an edit (8 MiB). Source files
/// and manifests are far below it; a guard that cannot see the whole file
/// refuses rather than guess.
pub const MAX_FILE_BYTES: u64 = 8 << 20;

/// One file's content before and after the call. `after` borrows the tool
/// call's text where it is the whole new content (a Write): a megabyte is not
/// copied to be read once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change<'a> {
    /// Absolute, normalised (`..` resolved, symlinks followed where they exist).
    pub path: PathBuf,
    /// The content before the call (empty for a new file).
    pub before: String,
    /// The content after the call (empty when deleted).
    pub after: Cow<'a, str>,
    /// False when `after` is only the new text, not the whole file (the edit
    /// cannot apply as written, or part of a shell write is dynamic).
    pub exact: bool,
    /// The file is deleted.
    pub deleted: bool,
    /// For an Edit that cannot apply as written (`exact` false): the 1-based
    /// line of `after` where the new text starts; `after` is the file on disk
    /// followed by the new text, so what the file already holds is not counted
    /// as new. 0 otherwise.
    pub new_text_from: usize,
    /// The tool that writes it (`Write`, `Edit`, `apply_patch`, `bash: tee` …).
    pub via: String,
    /// For `mv`: the file whose content moved here (a rename adds nothing
    /// that was not already in the project).
    pub moved_from: Option<PathBuf>,
}

impl Change<'_> {
    /// The file name (last component), for extension checks.
    pub fn file_name(&self) -> &str {
        self.path.file_name().and_then(|n| n.to_str()).unwrap_or("")
    }
}

/// Every file a call writes, and what could not be reconstructed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Changes<'a> {
    pub files: Vec<Change<'a>>,
    /// Writes whose content or target is only known at run time (not judged).
    pub notes: Vec<String>,
    /// Files written with content the command does not show (`awk -i
    /// inplace`, `curl -o`, `python gen.py > f`), or to a name only known at
    /// run time (`path` is `None`). A guard that governs such a file refuses
    /// rather than guess.
    pub opaque: Vec<Opaque>,
}

/// A write whose content cannot be reconstructed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opaque {
    /// The file, when its name is known.
    pub path: Option<PathBuf>,
    /// The target as written.
    pub name: String,
    /// Why its content is unknown.
    pub why: String,
    /// The command that writes it, as written.
    pub by: String,
}

impl Changes<'_> {
    /// The same changes, owning their text.
    pub fn into_owned(self) -> Changes<'static> {
        Changes {
            files: self
                .files
                .into_iter()
                .map(|c| Change {
                    after: Cow::Owned(c.after.into_owned()),
                    path: c.path,
                    before: c.before,
                    exact: c.exact,
                    deleted: c.deleted,
                    new_text_from: c.new_text_from,
                    moved_from: c.moved_from,
                    via: c.via,
                })
                .collect(),
            notes: self.notes,
            opaque: self.opaque,
        }
    }
}

/// Why an edit could not be reconstructed. Guards refuse with this text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The changes of a file-writing tool call. Bash is analysed here too; a guard
/// that also needs the analysis calls [`bash::writes`] with its own.
pub fn of_tool<'a>(input: &'a ToolInput, cwd: &Path) -> Result<Changes<'a>, Error> {
    let mut out = Changes::default();
    match input {
        ToolInput::Write(w) => {
            let path = resolve(&w.file_path, cwd);
            let before = read_existing(&path)?.unwrap_or_default();
            // A notebook written whole is judged on its cells.
            let cells = w
                .file_path
                .ends_with(".ipynb")
                .then(|| notebook::rendered(&w.content))
                .flatten();
            let (before, after) = match cells {
                Some(after) => (
                    notebook::rendered(&before).unwrap_or(before),
                    Cow::Owned(after),
                ),
                None => (before, Cow::Borrowed(w.content.as_str())),
            };
            out.files.push(Change {
                path,
                before,
                after,
                exact: true,
                deleted: false,
                new_text_from: 0,
                moved_from: None,
                via: "Write".into(),
            });
        }
        ToolInput::Edit(e) => {
            let edits = [(e.old_string.as_str(), e.new_string.as_str(), e.replace_all)];
            out.files.push(edit(&e.file_path, cwd, &edits, "Edit")?);
        }
        ToolInput::MultiEdit(m) => {
            let edits: Vec<(&str, &str, bool)> = m
                .edits
                .iter()
                .map(|e| (e.old_string.as_str(), e.new_string.as_str(), e.replace_all))
                .collect();
            out.files
                .push(edit(&m.file_path, cwd, &edits, "MultiEdit")?);
        }
        ToolInput::NotebookEdit(n) => out.files.push(notebook::change(n, cwd)?),
        ToolInput::ApplyPatch(a) => out.files.extend(patch::changes(&a.command, cwd)?),
        ToolInput::Bash(b) => return bash::writes(&shell::analyse(&b.command), cwd),
        _ => {}
    }
    Ok(out)
}

/// Applies `(old, new, replace_all)` edits in order to the file on disk.
fn edit(
    file: &str,
    cwd: &Path,
    edits: &[(&str, &str, bool)],
    via: &str,
) -> Result<Change<'static>, Error> {
    let path = resolve(file, cwd);
    let existing = read_existing(&path)?;
    let before = existing.clone().unwrap_or_default();
    let mut after = before.clone();
    let mut exact = true;
    for (old, new, all) in edits {
        if old.is_empty() {
            // An empty `old_string` creates the file (or the tool refuses on
            // an existing non-empty one): the new text is the content.
            if existing.as_deref().is_some_and(|s| !s.is_empty()) {
                exact = false;
            }
            after = (*new).to_owned();
        } else if after.contains(old) {
            after = if *all {
                after.replace(old, new)
            } else {
                after.replacen(old, new, 1)
            };
        } else {
            // The tool will fail on this edit: judge only the new text.
            exact = false;
        }
    }
    if !exact {
        // The tool will fail; the new text is judged against what the file
        // already holds (a double or a secret already there is not new).
        let new: Vec<&str> = edits.iter().map(|(_, n, _)| *n).collect();
        let mut after = before.clone();
        if !after.is_empty() && !after.ends_with('\n') {
            after.push('\n');
        }
        let new_text_from = after.matches('\n').count() + 1;
        after.push_str(&new.join("\n"));
        return Ok(Change {
            path,
            before,
            after: after.into(),
            exact,
            deleted: false,
            new_text_from,
            moved_from: None,
            via: via.into(),
        });
    }
    Ok(Change {
        path,
        before,
        after: after.into(),
        exact,
        deleted: false,
        new_text_from: 0,
        moved_from: None,
        via: via.into(),
    })
}

/// `file` as an absolute, normalised path seen from `cwd` (`~` is left as
/// written: the tools take absolute paths; the shell expands `~` itself).
pub fn resolve(file: &str, cwd: &Path) -> PathBuf {
    payload::paths::normalize(Path::new(file), cwd)
}

/// The file's text, `None` when it does not exist. Bounded by
/// [`MAX_FILE_BYTES`]; not UTF-8, unreadable or too large is an error.
pub fn read_existing(path: &Path) -> Result<Option<String>, Error> {
    read_bounded(path, MAX_FILE_BYTES)
}

/// [`read_existing`] with an explicit cap.
pub fn read_bounded(path: &Path, cap: u64) -> Result<Option<String>, Error> {
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::NotADirectory => return Ok(None),
        Err(e) => {
            return Err(Error(format!(
                "cannot read `{}` to reconstruct the edit: {e}",
                path.display()
            )));
        }
    };
    let meta = file.metadata().map_err(|e| {
        Error(format!(
            "cannot read `{}` to reconstruct the edit: {e}",
            path.display()
        ))
    })?;
    if meta.is_dir() {
        return Err(Error(format!(
            "`{}` is a directory, not a file",
            path.display()
        )));
    }
    if meta.len() > cap {
        return Err(Error(format!(
            "`{}` is {} bytes, over the {} MiB limit for reconstructing an edit",
            path.display(),
            meta.len(),
            cap >> 20
        )));
    }
    let mut bytes = Vec::new();
    // `take` bounds a file that grows (or a special file that lies about its size).
    file.take(cap + 1).read_to_end(&mut bytes).map_err(|e| {
        Error(format!(
            "cannot read `{}` to reconstruct the edit: {e}",
            path.display()
        ))
    })?;
    if bytes.len() as u64 > cap {
        return Err(Error(format!(
            "`{}` is over the {} MiB limit for reconstructing an edit",
            path.display(),
            cap >> 20
        )));
    }
    String::from_utf8(bytes).map(Some).map_err(|_| {
        Error(format!(
            "`{}` is not UTF-8 text; its edit cannot be judged",
            path.display()
        ))
    })
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
    use payload::event::parse_tool_input;
    use serde_json::json;

    fn run(tool: &str, input: serde_json::Value, cwd: &Path) -> Result<Changes<'static>, Error> {
        of_tool(&parse_tool_input(tool, &input).unwrap(), cwd).map(Changes::into_owned)
    }

    #[test]
    fn write_new_and_existing() {
        let d = tempfile::tempdir().unwrap();
        let c = run(
            "Write",
            json!({"file_path": "a.py", "content": "x = 1\n"}),
            d.path(),
        )
        .unwrap();
        assert_eq!(c.files[0].before, "");
        assert_eq!(c.files[0].after, "x = 1\n");
        std::fs::write(d.path().join("a.py"), "old\n").unwrap();
        let c = run(
            "Write",
            json!({"file_path": "a.py", "content": "new\n"}),
            d.path(),
        )
        .unwrap();
        assert_eq!(c.files[0].before, "old\n");
        assert!(c.files[0].path.is_absolute());
    }

    #[test]
    fn edit_applies_to_the_file_on_disk() {
        let d = tempfile::tempdir().unwrap();
        let f = d.path().join("t.py");
        std::fs::write(&f, "import os\nx = 1\nx = 1\n").unwrap();
        let c = run(
            "Edit",
            json!({"file_path": f, "old_string": "x = 1", "new_string": "y = 2"}),
            d.path(),
        )
        .unwrap();
        assert_eq!(c.files[0].after, "import os\ny = 2\nx = 1\n");
        assert!(c.files[0].exact);
        let c = run(
            "Edit",
            json!({"file_path": f, "old_string": "x = 1", "new_string": "y = 2", "replace_all": true}),
            d.path(),
        )
        .unwrap();
        assert_eq!(c.files[0].after, "import os\ny = 2\ny = 2\n");
    }

    #[test]
    fn edit_whose_old_string_is_missing_judges_only_the_new_text() {
        let d = tempfile::tempdir().unwrap();
        let f = d.path().join("t.py");
        std::fs::write(&f, "a\n").unwrap();
        let c = run(
            "Edit",
            json!({"file_path": f, "old_string": "zzz", "new_string": "NEW"}),
            d.path(),
        )
        .unwrap();
        let c = &c.files[0];
        assert_eq!(
            (
                c.before.as_str(),
                c.after.as_ref(),
                c.exact,
                c.new_text_from
            ),
            ("a\n", "a\nNEW", false, 2)
        );
    }

    #[test]
    fn multiedit_applies_in_order() {
        let d = tempfile::tempdir().unwrap();
        let f = d.path().join("t.py");
        std::fs::write(&f, "a b c").unwrap();
        let c = run(
            "MultiEdit",
            json!({"file_path": f, "edits": [{"old_string": "a", "new_string": "x"}, {"old_string": "x b", "new_string": "y"}]}),
            d.path(),
        )
        .unwrap();
        assert_eq!(c.files[0].after, "y c");
    }

    #[test]
    fn bad_files_are_errors_not_passes() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("bin.py"), [0xff, 0xfe, 0x00]).unwrap();
        let e = run(
            "Edit",
            json!({"file_path": "bin.py", "old_string": "a", "new_string": "b"}),
            d.path(),
        )
        .unwrap_err();
        assert!(e.0.contains("not UTF-8"), "{e}");
        let big = d.path().join("big.py");
        let f = std::fs::File::create(&big).unwrap();
        f.set_len(MAX_FILE_BYTES + 1).unwrap();
        let e = run(
            "Edit",
            json!({"file_path": big, "old_string": "a", "new_string": "b"}),
            d.path(),
        )
        .unwrap_err();
        assert!(e.0.contains("MiB limit"), "{e}");
        std::fs::create_dir(d.path().join("dir.py")).unwrap();
        let e = run(
            "Write",
            json!({"file_path": "dir.py", "content": "x"}),
            d.path(),
        )
        .unwrap_err();
        assert!(e.0.contains("directory"), "{e}");
    }

    #[test]
    fn other_tools_change_nothing() {
        let d = tempfile::tempdir().unwrap();
        let c = run("Read", json!({"file_path": "x"}), d.path()).unwrap();
        assert!(c.files.is_empty());
    }
}
