//! verify-additive: proves that a git delta only adds — no existing line is
//! removed or modified.
//!
//! # What it verifies
//! The delta `BASE..HEAD` (default: from the merge-base with the default
//! branch to `HEAD`), or a unified diff given with `--diff FILE` (`-` =
//! stdin), only adds lines to existing files or adds new files.
//!
//! # Why
//! Some files may only grow: an append-only ledger of decisions, a test
//! suite an agent may extend but not weaken. A reviewer can wave such a
//! change through only if "it only adds" is checked mechanically.
//!
//! # Holds
//! New files (text or binary, any mode); lines added anywhere in an existing
//! file; a pure rename (git similarity 100%: identical content and mode,
//! only the path changed — nothing was removed, the lines live on); a binary
//! file whose new content starts with its old content (an append); adding a
//! final newline to a last line that had none. The delta is compared end to
//! end: merge commits or intermediate commits inside the range do not matter,
//! only what `BASE` had and `HEAD` has. An empty delta holds.
//!
//! # Fails (each reported: file, line, what)
//! A removed or changed line (CRLF ↔ LF conversion changes every line), a
//! deleted file, a mode change, a rename with edits (even additive ones: the
//! path a reviewer knew is gone and its content changed), a binary file
//! rewritten other than by appending, a changed submodule commit.
//!
//! # Cannot verify (exit 2)
//! Not a repository, a ref that names no commit, a malformed diff, or a
//! modified binary file in a `--diff` input (a diff carries no bytes to
//! compare) when nothing else already fails.

use verifiers::diff::{self, FileDiff, Kind};
use verifiers::{Args, Error, Git, Report, Verifier, Violation};

const V: Verifier = Verifier {
    name: "verify-additive",
    claim: "the delta only adds lines and files",
    usage: "usage: verify-additive [-C DIR] [--json] [BASE..HEAD | BASE...HEAD | BASE] [-- PATHSPEC...]\n       verify-additive [--json] --diff FILE|-\nexit 0 = only adds, 1 = removes or modifies (each violation listed), 2 = could not verify",
    value_options: &[],
    accepts_diff: true,
};

fn main() {
    verifiers::run(&V, verify)
}

fn verify(args: &Args) -> Result<Report, Error> {
    if let Some(src) = &args.diff {
        if !args.positional.is_empty() || !args.pathspec.is_empty() {
            return Err(Error::new("`--diff` takes no range or pathspec"));
        }
        let text = verifiers::read_input(src)?;
        let files = diff::parse(&text)?;
        let label = if src == "-" { "stdin" } else { src.as_str() };
        return check(&files, None, format!("diff from {label}"));
    }
    if args.positional.len() > 1 {
        return Err(Error::new(format!("one range expected\n{}", V.usage)));
    }
    let git = args.git()?;
    let range = verifiers::resolve_range(&git, args.positional.first().map(String::as_str))?;
    let mut cmd: Vec<&str> = vec![
        "diff",
        "--no-color",
        "--no-ext-diff",
        "--no-textconv",
        "--ignore-submodules=none",
        "--full-index",
        "-M",
        // A minimal diff has no removal iff the old file is a subsequence of
        // the new one; heuristic algorithms (histogram, patience, myers'
        // cut-offs) may show a removal where none is needed.
        "--diff-algorithm=minimal",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        &range.base,
        &range.head,
        "--",
    ];
    cmd.extend(args.pathspec.iter().map(String::as_str));
    let text = git.run(&cmd)?;
    let files = diff::parse(&text)?;
    let subject = format!(
        "{} ({}..{})",
        range.spelled,
        verifiers::short(&range.base),
        verifiers::short(&range.head)
    );
    check(&files, Some(&git), subject)
}

/// Judges parsed file diffs; `git` (when the input is a range) lets a
/// modified binary file be compared byte for byte.
fn check(files: &[FileDiff], git: Option<&Git>, subject: String) -> Result<Report, Error> {
    let mut violations = Vec::new();
    let mut unjudgeable: Vec<String> = Vec::new();
    let mut added: u64 = 0;
    for f in files {
        let path = f.path().to_string();
        if f.is_deleted() {
            violations.push(Violation::new(&path, None, "file deleted"));
            continue;
        }
        if f.is_new() || f.copied {
            added += count_added(f);
            continue;
        }
        let mode_changed = matches!((&f.old_mode, &f.new_mode), (Some(a), Some(b)) if a != b);
        if f.renamed {
            let from = f.old_path.as_deref().unwrap_or("?");
            if f.similarity == Some(100) && f.hunks.is_empty() && !f.binary && !mode_changed {
                continue; // pure rename
            }
            let what = if f.hunks.is_empty() && !f.binary {
                format!(
                    "renamed from `{from}` with a mode change ({} -> {})",
                    f.old_mode.as_deref().unwrap_or("?"),
                    f.new_mode.as_deref().unwrap_or("?")
                )
            } else {
                format!("renamed from `{from}` with edits")
            };
            violations.push(Violation::new(&path, None, what));
            continue;
        }
        if mode_changed {
            violations.push(Violation::new(
                &path,
                None,
                format!(
                    "mode changed {} -> {}",
                    f.old_mode.as_deref().unwrap_or("?"),
                    f.new_mode.as_deref().unwrap_or("?")
                ),
            ));
        }
        if f.binary {
            match (git, &f.old_id, &f.new_id) {
                (Some(g), Some(old), Some(new)) => {
                    if !binary_appends(g, old, new)? {
                        violations.push(Violation::new(
                            &path,
                            None,
                            "binary file rewritten (the old bytes are not a prefix of the new)",
                        ));
                    }
                }
                _ => unjudgeable.push(path.clone()),
            }
            continue;
        }
        added += count_added(f);
        hunk_violations(f, &path, &mut violations);
    }
    if violations.is_empty() {
        if let Some(p) = unjudgeable.first() {
            return Err(Error::new(format!(
                "`{p}`: a modified binary file in a diff cannot be judged (the diff has no bytes); verify the git range instead"
            )));
        }
    } else {
        for p in unjudgeable {
            violations.push(Violation::new(
                p,
                None,
                "modified binary file (cannot be judged from a diff)",
            ));
        }
    }
    Ok(Report {
        subject,
        violations,
        notes: vec![
            format!(
                "{} file{}",
                files.len(),
                if files.len() == 1 { "" } else { "s" }
            ),
            format!("+{added} lines"),
        ],
    })
}

fn count_added(f: &FileDiff) -> u64 {
    let n = f
        .hunks
        .iter()
        .flat_map(|h| &h.lines)
        .filter(|l| l.kind == Kind::Added)
        .count();
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// One violation per change block (a run of removed/added lines between
/// context lines): "line changed" when the block also adds, "lines
/// removed" otherwise.
fn hunk_violations(f: &FileDiff, path: &str, out: &mut Vec<Violation>) {
    for h in &f.hunks {
        let mut i = 0;
        let lines = &h.lines;
        while i < lines.len() {
            if lines.get(i).is_some_and(|l| l.kind == Kind::Context) {
                i += 1;
                continue;
            }
            let start = i;
            while lines.get(i).is_some_and(|l| l.kind != Kind::Context) {
                i += 1;
            }
            let block = lines.get(start..i).unwrap_or(&[]);
            let removed: Vec<_> = block.iter().filter(|l| l.kind == Kind::Removed).collect();
            let added: Vec<_> = block.iter().filter(|l| l.kind == Kind::Added).collect();
            let Some(first) = removed.first() else {
                continue;
            };
            // `foo` (no newline at end of file) → `foo\n...`: the last line
            // only gained its terminator so that lines can follow it.
            if removed.len() == 1
                && first.no_newline
                && added
                    .first()
                    .is_some_and(|a| a.text == first.text && !a.no_newline)
            {
                continue;
            }
            let what = match (removed.len(), added.first()) {
                (1, Some(a)) => format!(
                    "line changed: {} -> {}",
                    verifiers::snippet(&first.text),
                    verifiers::snippet(&a.text)
                ),
                (1, None) => format!("line removed: {}", verifiers::snippet(&first.text)),
                (n, Some(_)) => format!(
                    "{n} lines changed, first: {}",
                    verifiers::snippet(&first.text)
                ),
                (n, None) => format!(
                    "{n} lines removed, first: {}",
                    verifiers::snippet(&first.text)
                ),
            };
            out.push(Violation::new(path, Some(first.number), what));
        }
    }
}

/// Whether the new blob's bytes start with the old blob's bytes.
fn binary_appends(git: &Git, old: &str, new: &str) -> Result<bool, Error> {
    let a = git.run(&["cat-file", "blob", old])?;
    let b = git.run(&["cat-file", "blob", new])?;
    Ok(b.starts_with(&a))
}
