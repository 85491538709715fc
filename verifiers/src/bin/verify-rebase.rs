//! verify-rebase: proves that a branch after a rebase replays exactly the
//! changes it had before — commit by commit, same order, same messages,
//! same patches.
//!
//! # What it verifies
//! Given the branch before and after (`BEFORE AFTER`; or `--branch B` for
//! `B@{1}` and `B`; or nothing for `ORIG_HEAD` and `HEAD`), the commits of
//! each — `rev-list --reverse --topo-order UPSTREAM..BEFORE` and
//! `UPSTREAM..AFTER`, where `UPSTREAM` is `--upstream U` (default: the
//! default branch: `origin/HEAD`, else `main`/`master`); or
//! `--onto-before REV`/`--onto-after REV` to name each side's base
//! explicitly — pair up one to one: same message (byte for byte), same patch
//! identity, same order.
//!
//! Patch identity: the SHA-256 of a normalised diff against the first
//! parent — per file (sorted by path) its path, rename, mode, and the
//! sequence of removed and added lines; context lines, line numbers and hunk
//! boundaries are left out, so the same change applied at a moved position
//! is the same patch. A deleted file counts by its path only (its old
//! content is the upstream's business); a binary file by its new blob id.
//! Whitespace counts.
//!
//! # Why
//! "I only rebased" is how a hand-resolved conflict (new code no one
//! reviewed) slips into an approved branch. A clean replay needs no second
//! review; this proves it is one.
//!
//! # Holds
//! The same commits replayed onto a new base, even where the upstream moved
//! the surrounding lines. `BEFORE` = `AFTER`, or no commits on either side.
//!
//! # Fails (each reported per commit)
//! A commit whose patch changed (a conflict resolved by hand: the files that
//! differ are named), a changed message, a dropped commit (including one the
//! rebase skipped as already upstream, and merge commits a rebase
//! linearised), an added commit, commits in a different order.
//!
//! # Cannot verify (exit 2)
//! Not a repository, a ref that names no commit (e.g. `B@{1}` without a
//! reflog), no default branch and no `--upstream`.

use std::collections::{BTreeMap, HashMap, VecDeque};

use sha2::{Digest, Sha256};
use verifiers::diff::{self, Kind};
use verifiers::{Args, Error, Git, Report, Verifier, Violation};

const V: Verifier = Verifier {
    name: "verify-rebase",
    claim: "the rebase replayed the same commits",
    usage: "usage: verify-rebase [-C DIR] [--json] [--upstream U | --onto-before REV --onto-after REV] [BEFORE AFTER | --branch B]\n  BEFORE AFTER  the branch before and after the rebase (default: ORIG_HEAD HEAD)\n  --branch B    before = B@{1} (its reflog), after = B\n  --upstream U  each side's commits are U..BEFORE and U..AFTER (default: the default branch)\nexit 0 = same commits, order, messages and patches; 1 = not (each commit listed); 2 = could not verify",
    value_options: &["--branch", "--upstream", "--onto-before", "--onto-after"],
    accepts_diff: false,
};

fn main() {
    verifiers::run(&V, verify)
}

/// One commit of a side, reduced to what a replay must preserve.
struct Commit {
    id: String,
    message: String,
    /// SHA-256 of the normalised patch, hex.
    patch: String,
    /// Per-file patch hashes, to name the files that differ.
    files: BTreeMap<String, String>,
}

impl Commit {
    fn label(&self) -> String {
        let subject = self.message.lines().next().unwrap_or("").trim();
        let subject: String = subject.chars().take(60).collect();
        format!("{} {subject:?}", verifiers::short(&self.id))
    }
}

fn verify(args: &Args) -> Result<Report, Error> {
    if !args.pathspec.is_empty() {
        return Err(Error::new(
            "verify-rebase takes no pathspec: a rebase replays whole commits",
        ));
    }
    let git = args.git()?;
    let (before_ref, after_ref) = match (args.option("branch"), args.positional.as_slice()) {
        (Some(b), []) => (format!("{b}@{{1}}"), b.to_string()),
        (None, [a, b]) => (a.clone(), b.clone()),
        (None, []) => ("ORIG_HEAD".to_string(), "HEAD".to_string()),
        _ => {
            return Err(Error::new(format!(
                "give `BEFORE AFTER`, or `--branch B`, or nothing\n{}",
                V.usage
            )));
        }
    };
    let before = verifiers::commit_id(&git, &before_ref)?;
    let after = verifiers::commit_id(&git, &after_ref)?;

    let (base_before, base_after, base_label) =
        match (args.option("onto-before"), args.option("onto-after")) {
            (Some(a), Some(b)) => (
                verifiers::commit_id(&git, a)?,
                verifiers::commit_id(&git, b)?,
                format!("{a} / {b}"),
            ),
            (None, None) => {
                let up = match args.option("upstream") {
                    Some(u) => u.to_string(),
                    None => verifiers::default_branch(&git)?,
                };
                let id = verifiers::commit_id(&git, &up)?;
                let label = up
                    .trim_start_matches("refs/heads/")
                    .trim_start_matches("refs/remotes/")
                    .to_string();
                (id.clone(), id, label)
            }
            _ => {
                return Err(Error::new("`--onto-before` and `--onto-after` go together"));
            }
        };

    let old = commits(&git, &base_before, &before)?;
    let new = commits(&git, &base_after, &after)?;
    let violations = compare(&old, &new);
    Ok(Report {
        subject: format!(
            "{before_ref} ({}) -> {after_ref} ({}) over {base_label}",
            verifiers::short(&before),
            verifiers::short(&after)
        ),
        violations,
        notes: vec![format!(
            "{} commit{} before, {} after",
            old.len(),
            if old.len() == 1 { "" } else { "s" },
            new.len()
        )],
    })
}

/// The commits of `base..tip`, oldest first, with messages and patches
/// (merges diffed against their first parent), from one `git log` call.
fn commits(git: &Git, base: &str, tip: &str) -> Result<Vec<Commit>, Error> {
    let range = format!("{base}..{tip}");
    let out = git.run(&[
        "log",
        "--reverse",
        "--topo-order",
        "--format=%x00%H%n%B%x00",
        "--diff-merges=first-parent",
        "-p",
        "--no-color",
        "--no-ext-diff",
        "--no-textconv",
        "--ignore-submodules=none",
        "--full-index",
        "-M",
        "--diff-algorithm=myers",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        &range,
        "--",
    ])?;
    let mut parts = out.split(|&c| c == 0);
    let _ = parts.next(); // before the first record
    let mut list = Vec::new();
    while let Some(head) = parts.next() {
        let patch = parts.next().unwrap_or(&[]);
        let head = String::from_utf8_lossy(head);
        let (id, message) = head.split_once('\n').unwrap_or((head.as_ref(), ""));
        let (patch, files) = patch_identity(patch)?;
        list.push(Commit {
            id: id.trim().to_string(),
            message: message.to_string(),
            patch,
            files,
        });
    }
    Ok(list)
}

/// The normalised patch hash and per-file hashes of one commit's diff.
fn patch_identity(text: &[u8]) -> Result<(String, BTreeMap<String, String>), Error> {
    let files = diff::parse(text)?;
    let mut per_file: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for f in &files {
        let mut n: Vec<u8> = Vec::new();
        let mode = |m: &Option<String>| m.clone().unwrap_or_default();
        if f.is_deleted() {
            n.extend_from_slice(format!("delete {}\n", f.path()).as_bytes());
        } else {
            if f.is_new() {
                n.extend_from_slice(format!("new {}\n", mode(&f.new_mode)).as_bytes());
            } else if f.renamed {
                n.extend_from_slice(
                    format!("rename from {}\n", f.old_path.as_deref().unwrap_or("")).as_bytes(),
                );
            }
            if !f.is_new() && f.old_mode != f.new_mode {
                n.extend_from_slice(
                    format!("mode {} {}\n", mode(&f.old_mode), mode(&f.new_mode)).as_bytes(),
                );
            }
            if f.binary {
                n.extend_from_slice(
                    format!("binary {}\n", f.new_id.as_deref().unwrap_or("")).as_bytes(),
                );
            }
            for l in f.hunks.iter().flat_map(|h| &h.lines) {
                let marker = match l.kind {
                    Kind::Context => continue,
                    Kind::Removed => b'-',
                    Kind::Added => b'+',
                };
                n.push(marker);
                n.extend_from_slice(&l.text);
                if l.no_newline {
                    n.extend_from_slice(b"\n\\");
                }
                n.push(b'\n');
            }
        }
        per_file.entry(f.path().to_string()).or_default().extend(n);
    }
    let mut all = Sha256::new();
    let mut hashes = BTreeMap::new();
    for (path, body) in &per_file {
        let h = hex(&Sha256::digest(body));
        all.update(path.as_bytes());
        all.update([0]);
        all.update(h.as_bytes());
        all.update([b'\n']);
        hashes.insert(path.clone(), h);
    }
    Ok((hex(&all.finalize()), hashes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Pairs the two sides and reports every difference.
fn compare(old: &[Commit], new: &[Commit]) -> Vec<Violation> {
    let mut out = Vec::new();
    let mut old_match: Vec<Option<usize>> = vec![None; old.len()];
    let mut new_taken = vec![false; new.len()];

    // 1. identical commits (message and patch), first come first served.
    let mut exact: HashMap<(&str, &str), VecDeque<usize>> = HashMap::new();
    for (j, c) in new.iter().enumerate() {
        exact
            .entry((c.message.as_str(), c.patch.as_str()))
            .or_default()
            .push_back(j);
    }
    for (i, c) in old.iter().enumerate() {
        if let Some(j) = exact
            .get_mut(&(c.message.as_str(), c.patch.as_str()))
            .and_then(VecDeque::pop_front)
        {
            set(&mut old_match, i, Some(j));
            set(&mut new_taken, j, true);
        }
    }
    // 2. same message, different patch: content changed; then same patch,
    //    different message.
    for pass in [0, 1] {
        for (i, c) in old.iter().enumerate() {
            if old_match.get(i).copied().flatten().is_some() {
                continue;
            }
            let found = new.iter().enumerate().find(|(j, d)| {
                !new_taken.get(*j).copied().unwrap_or(true)
                    && if pass == 0 {
                        d.message == c.message
                    } else {
                        d.patch == c.patch
                    }
            });
            let Some((j, d)) = found else { continue };
            set(&mut old_match, i, Some(j));
            set(&mut new_taken, j, true);
            if pass == 0 {
                let changed: Vec<&str> = c
                    .files
                    .keys()
                    .chain(d.files.keys())
                    .filter(|p| c.files.get(*p) != d.files.get(*p))
                    .map(String::as_str)
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect();
                out.push(Violation::new(
                    c.label(),
                    None,
                    format!(
                        "content changed in the rebase (now {}): patch differs in {}",
                        verifiers::short(&d.id),
                        changed.join(", ")
                    ),
                ));
            } else {
                out.push(Violation::new(
                    c.label(),
                    None,
                    format!(
                        "message changed in the rebase (now {} {:?})",
                        verifiers::short(&d.id),
                        d.message.lines().next().unwrap_or("")
                    ),
                ));
            }
        }
    }
    // 3. what is left was dropped or added.
    for (i, c) in old.iter().enumerate() {
        if old_match.get(i).copied().flatten().is_none() {
            out.push(Violation::new(
                c.label(),
                None,
                "dropped: no commit after the rebase has its message or patch",
            ));
        }
    }
    for (j, d) in new.iter().enumerate() {
        if !new_taken.get(j).copied().unwrap_or(false) {
            out.push(Violation::new(
                d.label(),
                None,
                "added: no commit before the rebase has its message or patch",
            ));
        }
    }
    // 4. order: the paired commits outside a longest increasing run moved.
    let pairs: Vec<(usize, usize)> = old_match
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.map(|j| (i, j)))
        .collect();
    let keep = longest_increasing(&pairs.iter().map(|p| p.1).collect::<Vec<_>>());
    for (k, (i, j)) in pairs.iter().enumerate() {
        if !keep.contains(&k)
            && let (Some(c), Some(d)) = (old.get(*i), new.get(*j))
        {
            out.push(Violation::new(
                c.label(),
                None,
                format!(
                    "reordered: was commit {} of {}, now {} of {} ({})",
                    i + 1,
                    old.len(),
                    j + 1,
                    new.len(),
                    verifiers::short(&d.id)
                ),
            ));
        }
    }
    out
}

fn set<T>(v: &mut [T], i: usize, x: T) {
    if let Some(slot) = v.get_mut(i) {
        *slot = x;
    }
}

/// Indices (into `xs`) of one longest strictly increasing subsequence.
fn longest_increasing(xs: &[usize]) -> std::collections::HashSet<usize> {
    // O(n²) is plenty for the commits of one branch.
    let n = xs.len();
    let mut len = vec![1usize; n];
    let mut prev: Vec<Option<usize>> = vec![None; n];
    for i in 0..n {
        for j in 0..i {
            if let (Some(a), Some(b), Some(lj)) = (xs.get(j), xs.get(i), len.get(j).copied())
                && a < b
                && lj + 1 > len.get(i).copied().unwrap_or(0)
            {
                set(&mut len, i, lj + 1);
                set(&mut prev, i, Some(j));
            }
        }
    }
    let mut best: Option<usize> = None;
    for i in 0..n {
        if best.is_none_or(|b| len.get(i) > len.get(b)) {
            best = Some(i);
        }
    }
    let mut keep = std::collections::HashSet::new();
    while let Some(i) = best {
        keep.insert(i);
        best = prev.get(i).copied().flatten();
    }
    keep
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn lis_keeps_the_longest_run() {
        let k = longest_increasing(&[0, 2, 1, 3]);
        assert_eq!(k.len(), 3);
        assert!(k.contains(&0) && k.contains(&3));
        assert_eq!(longest_increasing(&[]).len(), 0);
        assert_eq!(longest_increasing(&[2, 1, 0]).len(), 1);
    }

    #[test]
    fn patch_identity_ignores_context_and_offsets() {
        let a = b"diff --git a/f b/f\nindex 1..2 100644\n--- a/f\n+++ b/f\n@@ -1,3 +1,4 @@\n a\n b\n+new\n c\n";
        let b = b"diff --git a/f b/f\nindex 3..4 100644\n--- a/f\n+++ b/f\n@@ -10,3 +10,4 @@\n x\n b\n+new\n y\n";
        let c = b"diff --git a/f b/f\nindex 3..4 100644\n--- a/f\n+++ b/f\n@@ -10,3 +10,4 @@\n x\n b\n+new \n y\n";
        let (ha, _) = patch_identity(a).unwrap();
        let (hb, _) = patch_identity(b).unwrap();
        let (hc, _) = patch_identity(c).unwrap();
        assert_eq!(ha, hb);
        assert_ne!(ha, hc, "whitespace counts");
    }
}
