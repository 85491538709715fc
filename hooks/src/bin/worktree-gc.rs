//! worktree-gc: prunes finished git worktrees at session start (a dry run
//! unless the user sets `apply = true`).
//!
//! # What it refuses
//! Nothing: it reports the worktrees it removed (or, in a dry run, would
//! remove) into the context. Finished means: the worktree's directory is gone
//! (`git worktree prune`), or its branch is merged into the base, the
//! worktree is clean and it has been idle for `min_idle_minutes`.
//!
//! # Why (the incident)
//! Reference fleet (`worktree-gc.sh`, `worktrees.py gc --apply --quiet`):
//! agents that work in worktrees leave them behind when they finish; the
//! pile grows with every parallel session. Removing one by hand is exactly
//! what an agent must not do (see `block-worktree-deletions`), so the harness
//! does it here, at session start, under rules an agent cannot bend.
//!
//! # Refused
//! Nothing. Never removed: the main worktree, the current one (the
//! session's), a locked one, a dirty one (any change or untracked file that
//! is not ignored), one whose branch is the base itself, one a running
//! process works in (its working directory is inside), one not merged into
//! the base, one active within `min_idle_minutes` (a freshly created worktree
//! has no commits of its own yet and counts as merged, so idleness is what
//! tells it from a finished one). Removal is `git worktree remove` without
//! `--force` (git refuses a dirty worktree too); branches are kept.
//!
//! # Allowed
//! Every session start. Silent when nothing is finished. A git command that
//! fails or overruns is a `SKIP worktree-gc: …` line.
//!
//! # Configuration
//! `[worktree-gc]` in `.claude/gatehouse.toml`:
//! - `apply` (default `false`): act; otherwise report what would be done;
//! - `base`: the branch merged into (default: `origin/HEAD`'s branch, else
//!   `main`, else `master`);
//! - `min_idle_minutes` (default 60): time since the worktree's HEAD or its
//!   reflog last changed.
//!
//! ```toml
//! [worktree-gc]
//! apply = true
//! base = "develop"
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[worktree-gc]`; `git worktree lock <path>` keeps
//! one worktree.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const GUARD: Guard = Guard {
    name: "worktree-gc",
    events: &[EventKind::SessionStart],
    keys: &["apply", "base", "min_idle_minutes"],
};

const GIT_TIMEOUT: Duration = Duration::from_secs(4);
const BUDGET: Duration = Duration::from_secs(8);

fn main() {
    // `run`, not `run_advisory`: on SessionStart every failure is already a
    // visible `systemMessage` with exit 0 (the event cannot refuse), and a
    // payload of another event is a misregistration, refused loudly.
    payload::run(&GUARD, check)
}

/// One entry of `git worktree list --porcelain`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Entry {
    path: PathBuf,
    head: String,
    branch: Option<String>,
    bare: bool,
    locked: bool,
    prunable: bool,
}

/// What is known about a worktree when deciding.
#[derive(Debug, Clone, Default)]
struct Facts {
    main: bool,
    current: bool,
    on_base: bool,
    merged: Option<bool>,
    clean: Option<bool>,
    idle_secs: Option<u64>,
    /// A process (another session, an editor, a server) whose working directory is inside.
    used_by: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Action {
    Prune,
    Remove(String),
    Keep(&'static str),
}

/// The rule, pure: what to do with one worktree given what is known.
fn decide(e: &Entry, f: &Facts, min_idle: u64) -> Action {
    if f.main || f.current {
        return Action::Keep(if f.main {
            "the main worktree"
        } else {
            "the current worktree"
        });
    }
    if e.bare {
        return Action::Keep("bare");
    }
    if e.locked {
        return Action::Keep("locked");
    }
    if e.prunable {
        return Action::Prune;
    }
    if f.on_base {
        return Action::Keep("on the base branch itself");
    }
    match (f.merged, f.clean, f.idle_secs) {
        (Some(false), _, _) => Action::Keep("not merged"),
        (Some(true), Some(false), _) => Action::Keep("merged but dirty"),
        (Some(true), Some(true), _) if f.used_by.is_some() => Action::Keep("in use"),
        (Some(true), Some(true), Some(idle)) if idle < min_idle => {
            Action::Keep("merged but recently active")
        }
        (Some(true), Some(true), Some(idle)) => Action::Remove(format!(
            "merged, clean, idle {}",
            procs::table::human_age(idle as f64)
        )),
        _ => Action::Keep("could not be checked"),
    }
}

fn parse_list(text: &str) -> Vec<Entry> {
    let mut out = Vec::new();
    for block in text.split("\n\n") {
        let mut e = Entry::default();
        for line in block.lines() {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "worktree" => e.path = PathBuf::from(value),
                "HEAD" => e.head = value.to_owned(),
                "branch" => {
                    e.branch = Some(
                        value
                            .strip_prefix("refs/heads/")
                            .unwrap_or(value)
                            .to_owned(),
                    )
                }
                "bare" => e.bare = true,
                "locked" => e.locked = true,
                "prunable" => e.prunable = true,
                _ => {}
            }
        }
        if !e.path.as_os_str().is_empty() {
            out.push(e);
        }
    }
    out
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let apply = cfg.bool("apply", false)?;
    let min_idle = cfg
        .int("min_idle_minutes")?
        .unwrap_or(60)
        .max(0)
        .unsigned_abs()
        * 60;
    let root = cfg.project_root().unwrap_or(&p.cwd).to_path_buf();
    let git = |dir: &Path, args: &[&str]| procs::run::git(dir, args, GIT_TIMEOUT);
    let list = match git(&root, &["worktree", "list", "--porcelain"]) {
        Ok(l) => l,
        // Not a repository: nothing to collect, nothing to say.
        Err(_) if !root.join(".git").exists() => return Ok(Verdict::Allow),
        Err(why) => return Ok(Verdict::Context(format!("SKIP worktree-gc: {why}"))),
    };
    let entries = parse_list(&list);
    let base = match cfg.string("base")? {
        Some(b) => b,
        None => default_base(&root),
    };
    let base_sha = git(
        &root,
        &[
            "rev-parse",
            "--verify",
            "--quiet",
            &format!("{base}^{{commit}}"),
        ],
    )
    .map(|s| s.trim().to_owned());
    let current = git(&p.cwd, &["rev-parse", "--show-toplevel"])
        .ok()
        .map(|s| canonical(Path::new(s.trim())));
    let start = Instant::now();
    let mut lines = Vec::new();
    let mut prune = false;
    let mut cwds: Option<Vec<(u32, PathBuf)>> = None;
    for (i, e) in entries.iter().enumerate() {
        if start.elapsed() > BUDGET {
            lines.push(format!(
                "SKIP worktree-gc: stopped after the {} s budget; {} worktrees not checked",
                BUDGET.as_secs(),
                entries.len() - i
            ));
            break;
        }
        let mut f = Facts {
            main: i == 0,
            current: current.as_deref() == Some(canonical(&e.path).as_path()),
            on_base: e
                .branch
                .as_deref()
                .is_some_and(|b| b == base || base.ends_with(&format!("/{b}"))),
            ..Facts::default()
        };
        if !f.main && !f.current && !e.locked && !e.prunable && !e.bare && !f.on_base {
            if let Ok(base_sha) = &base_sha {
                let merged = procs::run::run(
                    {
                        let mut c = std::process::Command::new("git");
                        c.arg("-C").arg(&root).args([
                            "merge-base",
                            "--is-ancestor",
                            &e.head,
                            base_sha,
                        ]);
                        c
                    },
                    GIT_TIMEOUT,
                    4096,
                );
                f.merged = merged
                    .ok()
                    .and_then(|o| match o.status.and_then(|s| s.code()) {
                        Some(0) => Some(true),
                        Some(1) => Some(false),
                        _ => None,
                    });
            }
            if f.merged == Some(true) {
                f.clean = git(
                    &e.path,
                    &["status", "--porcelain", "--untracked-files=normal"],
                )
                .ok()
                .map(|s| s.trim().is_empty());
                f.idle_secs = idle_secs(&e.path);
                let cwds = cwds.get_or_insert_with(process_cwds);
                let here = canonical(&e.path);
                f.used_by = cwds
                    .iter()
                    .find(|(_, c)| c.starts_with(&here))
                    .map(|(pid, _)| *pid);
            }
        }
        let shown = e.path.display();
        let branch = e
            .branch
            .as_deref()
            .map(|b| format!(" (branch `{b}`)"))
            .unwrap_or_default();
        match decide(e, &f, min_idle) {
            Action::Prune => {
                prune = true;
                lines.push(format!(
                    "- {} `{shown}`{branch}: its directory is gone",
                    verb(apply)
                ));
            }
            Action::Remove(why) => {
                if apply {
                    match git(&root, &["worktree", "remove", &e.path.to_string_lossy()]) {
                        Ok(_) => {
                            lines.push(format!("- removed `{shown}`{branch}: {why} into `{base}`"))
                        }
                        Err(err) => {
                            lines.push(format!("SKIP worktree-gc: `{shown}` not removed: {err}"))
                        }
                    }
                } else {
                    lines.push(format!(
                        "- would remove `{shown}`{branch}: {why} into `{base}`"
                    ));
                }
            }
            Action::Keep("in use") => lines.push(format!(
                "- kept `{shown}`{branch}: merged into `{base}` and clean, but process {} works in it",
                f.used_by.unwrap_or_default()
            )),
            Action::Keep("merged but dirty") => lines.push(format!(
                "- kept `{shown}`{branch}: merged into `{base}` but it has uncommitted changes"
            )),
            Action::Keep("could not be checked") if !f.main && !f.current => {
                let why = base_sha
                    .as_ref()
                    .err()
                    .cloned()
                    .unwrap_or_else(|| "a git query failed".into());
                lines.push(format!(
                    "SKIP worktree-gc: `{shown}` could not be checked: {why}"
                ));
            }
            Action::Keep(_) => {}
        }
    }
    if prune
        && apply
        && let Err(why) = git(&root, &["worktree", "prune"])
    {
        lines.push(format!("SKIP worktree-gc: {why}"));
    }
    if lines.is_empty() {
        return Ok(Verdict::Allow);
    }
    let head = if apply {
        "worktree-gc: finished worktrees collected:".to_owned()
    } else {
        "worktree-gc (dry run; the user can set `apply = true` under `[worktree-gc]` in `.claude/gatehouse.toml` to act): finished worktrees:".to_owned()
    };
    Ok(Verdict::Context(procs::cap(
        &format!("{head}\n{}", lines.join("\n")),
        8500,
        "run `git worktree list` for all",
    )))
}

/// (pid, working directory) of every process whose directory is readable.
fn process_cwds() -> Vec<(u32, PathBuf)> {
    procs::table::all()
        .iter()
        .filter(|p| p.pid != std::process::id())
        .filter_map(|p| procs::table::cwd(p.pid).map(|c| (p.pid, c)))
        .collect()
}

fn verb(apply: bool) -> &'static str {
    if apply { "pruned" } else { "would prune" }
}

fn canonical(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

/// `origin/HEAD`'s branch, else `main`, else `master`.
fn default_base(root: &Path) -> String {
    let git = |args: &[&str]| procs::run::git(root, args, GIT_TIMEOUT);
    if let Ok(s) = git(&[
        "symbolic-ref",
        "--quiet",
        "--short",
        "refs/remotes/origin/HEAD",
    ]) {
        return s.trim().to_owned();
    }
    for b in ["main", "master"] {
        if git(&[
            "rev-parse",
            "--verify",
            "--quiet",
            &format!("refs/heads/{b}"),
        ])
        .is_ok()
        {
            return b.to_owned();
        }
    }
    "main".to_owned()
}

/// Seconds since the worktree's HEAD or HEAD reflog last changed (checkout,
/// commit, reset): its last activity that git records. Not the index: the
/// `git status` run just before may rewrite it.
fn idle_secs(worktree: &Path) -> Option<u64> {
    let gitdir =
        procs::run::git(worktree, &["rev-parse", "--absolute-git-dir"], GIT_TIMEOUT).ok()?;
    let gitdir = PathBuf::from(gitdir.trim());
    let newest = ["HEAD", "logs/HEAD"]
        .iter()
        .filter_map(|f| {
            std::fs::metadata(gitdir.join(f))
                .and_then(|m| m.modified())
                .ok()
        })
        .max()?;
    Some(newest.elapsed().map_or(0, |d| d.as_secs()))
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
    fn decide_cases() {
        let e = Entry {
            path: "/w".into(),
            head: "abc".into(),
            branch: Some("x".into()),
            ..Entry::default()
        };
        let done = Facts {
            merged: Some(true),
            clean: Some(true),
            idle_secs: Some(7200),
            ..Facts::default()
        };
        let cases: &[(&str, Entry, Facts, Action)] = &[
            (
                "finished",
                e.clone(),
                done.clone(),
                Action::Remove("merged, clean, idle 2 h 0 min".into()),
            ),
            (
                "main",
                e.clone(),
                Facts {
                    main: true,
                    ..done.clone()
                },
                Action::Keep("the main worktree"),
            ),
            (
                "current",
                e.clone(),
                Facts {
                    current: true,
                    ..done.clone()
                },
                Action::Keep("the current worktree"),
            ),
            (
                "locked",
                Entry {
                    locked: true,
                    ..e.clone()
                },
                done.clone(),
                Action::Keep("locked"),
            ),
            (
                "gone_dir",
                Entry {
                    prunable: true,
                    ..e.clone()
                },
                Facts::default(),
                Action::Prune,
            ),
            (
                "locked_gone_dir",
                Entry {
                    prunable: true,
                    locked: true,
                    ..e.clone()
                },
                Facts::default(),
                Action::Keep("locked"),
            ),
            (
                "dirty",
                e.clone(),
                Facts {
                    clean: Some(false),
                    ..done.clone()
                },
                Action::Keep("merged but dirty"),
            ),
            (
                "not_merged",
                e.clone(),
                Facts {
                    merged: Some(false),
                    ..done.clone()
                },
                Action::Keep("not merged"),
            ),
            (
                "fresh",
                e.clone(),
                Facts {
                    idle_secs: Some(60),
                    ..done.clone()
                },
                Action::Keep("merged but recently active"),
            ),
            (
                "on_base",
                e.clone(),
                Facts {
                    on_base: true,
                    ..done.clone()
                },
                Action::Keep("on the base branch itself"),
            ),
            (
                "unknown",
                e.clone(),
                Facts {
                    clean: None,
                    ..done.clone()
                },
                Action::Keep("could not be checked"),
            ),
            (
                "bare",
                Entry {
                    bare: true,
                    ..e.clone()
                },
                done.clone(),
                Action::Keep("bare"),
            ),
            (
                "in_use",
                e.clone(),
                Facts {
                    used_by: Some(42),
                    ..done.clone()
                },
                Action::Keep("in use"),
            ),
        ];
        for (name, entry, facts, want) in cases {
            assert_eq!(&decide(entry, facts, 3600), want, "{name}");
        }
    }

    #[test]
    fn parses_porcelain() {
        let text = "worktree /r\nHEAD 1\nbranch refs/heads/main\n\nworktree /r-x\nHEAD 2\nbranch refs/heads/x\nlocked busy\n\nworktree /r-y\nHEAD 3\ndetached\nprunable gitdir file points to non-existent location\n";
        let got = parse_list(text);
        assert_eq!(got.len(), 3);
        assert_eq!(got[0].branch.as_deref(), Some("main"));
        assert!(got[1].locked && !got[1].prunable);
        assert!(got[2].prunable && got[2].branch.is_none());
    }
}
