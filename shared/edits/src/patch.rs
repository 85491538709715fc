//! Codex `apply_patch`: the patch text, file by file, before and after.
//!
//! The format (Codex's `apply_patch` tool, `tool_input.command`):
//!
//! ```text
//! *** Begin Patch
//! *** Add File: path        then `+` lines: the whole new file
//! *** Delete File: path
//! *** Update File: path     optionally `*** Move to: new/path`, then hunks:
//! @@ [context line]         ` ` context, `-` removed, `+` added lines
//! *** End of File           (optional: the hunk is anchored at the end)
//! *** End Patch
//! ```
//!
//! A hunk is located in the file on disk the way Codex does it: the old lines
//! (context and removed) matched exactly, then ignoring trailing whitespace,
//! then ignoring surrounding whitespace, searching forward from the previous
//! hunk. A hunk that cannot be located makes Codex reject the patch, so the
//! file is judged on its added lines only (`exact: false`).

use crate::{Change, Error, read_existing, resolve};
use std::path::Path;

/// A hunk: the `@@` context and its old and new lines.
#[derive(Debug, Default)]
struct Hunk {
    anchor: Option<String>,
    old: Vec<String>,
    new: Vec<String>,
    end_of_file: bool,
}

#[derive(Debug)]
enum Op {
    Add {
        path: String,
        lines: Vec<String>,
    },
    Delete {
        path: String,
    },
    Update {
        path: String,
        move_to: Option<String>,
        hunks: Vec<Hunk>,
    },
}

/// The changes a patch makes, with every path resolved against `cwd`.
pub fn changes(text: &str, cwd: &Path) -> Result<Vec<Change<'static>>, Error> {
    let mut out = Vec::new();
    for op in parse(text)? {
        match op {
            Op::Add { path, lines } => {
                let path = resolve(&path, cwd);
                let before = read_existing(&path)?.unwrap_or_default();
                let mut after = lines.join("\n");
                after.push('\n');
                out.push(Change {
                    path,
                    before,
                    after: after.into(),
                    exact: true,
                    deleted: false,
                    new_text_from: 0,
                    moved_from: None,
                    via: "apply_patch".into(),
                });
            }
            Op::Delete { path } => {
                let path = resolve(&path, cwd);
                let before = read_existing(&path)?.unwrap_or_default();
                out.push(Change {
                    path,
                    before,
                    after: String::new().into(),
                    exact: true,
                    deleted: true,
                    new_text_from: 0,
                    moved_from: None,
                    via: "apply_patch".into(),
                });
            }
            Op::Update {
                path,
                move_to,
                hunks,
            } => {
                let from = resolve(&path, cwd);
                let before = read_existing(&from)?;
                let applied = before.as_deref().and_then(|b| apply(b, &hunks));
                let target = move_to.map(|m| resolve(&m, cwd)).unwrap_or(from);
                out.push(match (before, applied) {
                    (Some(before), Some(after)) => Change {
                        path: target,
                        before,
                        after: after.into(),
                        exact: true,
                        deleted: false,
                        new_text_from: 0,
                        moved_from: None,
                        via: "apply_patch".into(),
                    },
                    _ => Change {
                        path: target,
                        before: String::new(),
                        after: hunks
                            .iter()
                            .flat_map(|h| h.new.iter().map(String::as_str))
                            .collect::<Vec<_>>()
                            .join("\n")
                            .into(),
                        exact: false,
                        deleted: false,
                        new_text_from: 0,
                        moved_from: None,
                        via: "apply_patch".into(),
                    },
                });
            }
        }
    }
    Ok(out)
}

fn parse(text: &str) -> Result<Vec<Op>, Error> {
    let mut lines = text.lines().skip_while(|l| l.trim() != "*** Begin Patch");
    if lines.next().is_none() {
        return Err(Error(
            "the `apply_patch` text has no `*** Begin Patch` line".into(),
        ));
    }
    let mut ops: Vec<Op> = Vec::new();
    for line in lines {
        if line.trim() == "*** End Patch" {
            return Ok(ops);
        }
        if let Some(p) = line.strip_prefix("*** Add File: ") {
            ops.push(Op::Add {
                path: p.trim().to_owned(),
                lines: Vec::new(),
            });
        } else if let Some(p) = line.strip_prefix("*** Delete File: ") {
            ops.push(Op::Delete {
                path: p.trim().to_owned(),
            });
        } else if let Some(p) = line.strip_prefix("*** Update File: ") {
            ops.push(Op::Update {
                path: p.trim().to_owned(),
                move_to: None,
                hunks: Vec::new(),
            });
        } else if let Some(p) = line.strip_prefix("*** Move to: ") {
            match ops.last_mut() {
                Some(Op::Update { move_to, .. }) => *move_to = Some(p.trim().to_owned()),
                _ => {
                    return Err(Error(
                        "`*** Move to:` outside an `*** Update File:` section".into(),
                    ));
                }
            }
        } else if line.trim() == "*** End of File" {
            if let Some(Op::Update { hunks, .. }) = ops.last_mut()
                && let Some(h) = hunks.last_mut()
            {
                h.end_of_file = true;
            }
        } else {
            match ops.last_mut() {
                Some(Op::Add { lines, .. }) => match line.strip_prefix('+') {
                    Some(l) => lines.push(l.to_owned()),
                    None => {
                        return Err(Error(format!(
                            "`*** Add File:` line without `+`: `{}`",
                            short(line)
                        )));
                    }
                },
                Some(Op::Update { hunks, .. }) => hunk_line(hunks, line)?,
                Some(Op::Delete { .. }) | None => {
                    if !line.trim().is_empty() {
                        return Err(Error(format!(
                            "unexpected line in `apply_patch`: `{}`",
                            short(line)
                        )));
                    }
                }
            }
        }
    }
    // Codex refuses a patch without its end marker; judging what is there is
    // still the safe reading.
    Ok(ops)
}

fn hunk_line(hunks: &mut Vec<Hunk>, line: &str) -> Result<(), Error> {
    if let Some(anchor) = line.strip_prefix("@@") {
        let anchor = anchor.trim();
        hunks.push(Hunk {
            anchor: (!anchor.is_empty()).then(|| anchor.to_owned()),
            ..Hunk::default()
        });
        return Ok(());
    }
    if hunks.is_empty() {
        // Codex accepts a first hunk without `@@`.
        hunks.push(Hunk::default());
    }
    let Some(h) = hunks.last_mut() else {
        return Ok(());
    };
    match line.chars().next() {
        Some('+') => h.new.push(line.get(1..).unwrap_or("").to_owned()),
        Some('-') => h.old.push(line.get(1..).unwrap_or("").to_owned()),
        Some(' ') => {
            let l = line.get(1..).unwrap_or("").to_owned();
            h.old.push(l.clone());
            h.new.push(l);
        }
        None => {
            h.old.push(String::new());
            h.new.push(String::new());
        }
        Some(_) => {
            return Err(Error(format!(
                "`apply_patch` hunk line without ` `, `-` or `+`: `{}`",
                short(line)
            )));
        }
    }
    Ok(())
}

fn short(line: &str) -> String {
    line.chars().take(60).collect()
}

/// Applies the hunks to `before`; `None` when a hunk cannot be located.
fn apply(before: &str, hunks: &[Hunk]) -> Option<String> {
    let trailing_newline = before.ends_with('\n') || before.is_empty();
    let mut lines: Vec<String> = before.lines().map(str::to_owned).collect();
    let mut cursor = 0usize;
    for h in hunks {
        if let Some(anchor) = &h.anchor {
            let at = find(&lines, std::slice::from_ref(anchor), cursor, false)?;
            cursor = at + 1;
        }
        let at = if h.old.is_empty() {
            lines.len()
        } else if h.end_of_file {
            let start = lines.len().checked_sub(h.old.len())?;
            find(&lines, &h.old, start, true).or_else(|| find(&lines, &h.old, cursor, false))?
        } else {
            find(&lines, &h.old, cursor, false)?
        };
        let end = at.checked_add(h.old.len())?;
        if end > lines.len() {
            return None;
        }
        lines.splice(at..end, h.new.iter().cloned());
        cursor = at + h.new.len();
    }
    let mut out = lines.join("\n");
    if trailing_newline && !out.is_empty() {
        out.push('\n');
    }
    Some(out)
}

/// The first index at or after `from` where `needle` matches, exactly, then
/// ignoring trailing whitespace, then ignoring surrounding whitespace.
fn find(hay: &[String], needle: &[String], from: usize, only_at_from: bool) -> Option<usize> {
    let norms: [fn(&str) -> &str; 3] = [|s| s, str::trim_end, str::trim];
    for norm in norms {
        let last = hay.len().checked_sub(needle.len())?;
        let range = if only_at_from {
            from..=from.min(last)
        } else {
            from..=last
        };
        for i in range {
            let window = hay.get(i..i + needle.len())?;
            if window.iter().zip(needle).all(|(a, b)| norm(a) == norm(b)) {
                return Some(i);
            }
        }
    }
    None
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
    fn add_update_move_delete() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(
            d.path().join("a.py"),
            "import os\n\ndef f():\n    return 1\n",
        )
        .unwrap();
        std::fs::write(d.path().join("gone.py"), "bye\n").unwrap();
        let patch = "*** Begin Patch\n*** Add File: new.py\n+x = 1\n+y = 2\n*** Update File: a.py\n*** Move to: b.py\n@@ def f():\n-    return 1\n+    return 2\n*** Delete File: gone.py\n*** End Patch";
        let c = changes(patch, d.path()).unwrap();
        assert_eq!(c.len(), 3);
        assert_eq!(c[0].after, "x = 1\ny = 2\n");
        assert!(c[1].path.ends_with("b.py"));
        assert_eq!(c[1].before, "import os\n\ndef f():\n    return 1\n");
        assert_eq!(c[1].after, "import os\n\ndef f():\n    return 2\n");
        assert!(c[1].exact);
        assert!(c[2].deleted);
        assert_eq!(c[2].before, "bye\n");
    }

    #[test]
    fn context_lines_and_whitespace_fallback() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("a.txt"), "a\nb  \nc\nd\n").unwrap();
        let patch =
            "*** Begin Patch\n*** Update File: a.txt\n@@\n a\n b\n-c\n+C\n d\n*** End Patch";
        let c = changes(patch, d.path()).unwrap();
        assert_eq!(c[0].after, "a\nb\nC\nd\n");
    }

    #[test]
    fn unlocatable_hunk_judges_the_added_lines() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("a.py"), "x\n").unwrap();
        let patch = "*** Begin Patch\n*** Update File: a.py\n@@\n-nothere\n+from mock import Mock\n*** End Patch";
        let c = changes(patch, d.path()).unwrap();
        assert!(!c[0].exact);
        assert_eq!(c[0].after, "from mock import Mock");
    }

    #[test]
    fn malformed_patches_are_errors() {
        let d = tempfile::tempdir().unwrap();
        for bad in [
            "no patch here",
            "*** Begin Patch\n*** Add File: a\nmissing plus\n*** End Patch",
            "*** Begin Patch\n*** Move to: x\n*** End Patch",
            "*** Begin Patch\ngarbage\n*** End Patch",
        ] {
            assert!(changes(bad, d.path()).is_err(), "{bad}");
        }
    }
}
