//! Creating a worktree the way the harness does, for the WorktreeCreate
//! handler of `worktree-consent`.
//!
//! Measured on Claude Code 2.1.328: a registered WorktreeCreate hook
//! *replaces* the harness's own creation (for EnterWorktree, `claude -w` and
//! agent isolation, in a git repository too); it must create the worktree and
//! print its path, and exit 0 without a path fails the tool. So with consent
//! the handler does what the harness would: `git worktree add -b
//! worktree-<name> <repo>/.claude/worktrees/<name> HEAD` (location and branch
//! name per the Claude Code docs, "created under `.claude/worktrees/<name>/`
//! at your repository root, on a new branch named `worktree-<name>`"), then
//! copies what `.worktreeinclude` lists. Bounded in time ([`CREATE_DEADLINE`],
//! under the registration's 60 s); git's output is captured, never passed
//! through (the hook's stdout is the path alone).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Creating a worktree checks out a whole tree; the registration's timeout
/// (60 s) is the harness's bound, this one is ours, below it.
pub const CREATE_DEADLINE: Duration = Duration::from_secs(45);

/// Creates `<repo>/.claude/worktrees/<name>` on branch `worktree-<name>`
/// (or reuses it when it is already that worktree) and returns its path.
pub fn create(cwd: &Path, name: &str) -> Result<PathBuf, String> {
    let valid = !name.is_empty()
        && name.len() <= 64
        && !name.starts_with(['.', '-'])
        && !name.contains("..")
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
    if !valid {
        return Err(format!(
            "worktree name `{}` is not 1-64 ASCII letters, digits, `-`, `_`, `.`",
            name.escape_debug().take(80).collect::<String>()
        ));
    }
    let deadline = Instant::now() + CREATE_DEADLINE;
    let root = repo_root(cwd, deadline)?;
    let path = root.join(".claude").join("worktrees").join(name);
    if path.exists() {
        let top = git(&path, &["rev-parse", "--show-toplevel"], deadline).unwrap_or_default();
        return if Path::new(top.trim()) == path {
            Ok(path)
        } else {
            Err(format!("{} exists and is not a worktree", path.display()))
        };
    }
    let branch = format!("worktree-{name}");
    let exists = git(
        &root,
        &[
            "rev-parse",
            "--verify",
            "--quiet",
            &format!("refs/heads/{branch}"),
        ],
        deadline,
    )
    .is_ok();
    let p = path.as_os_str();
    let args: Vec<&OsStr> = if exists {
        vec!["worktree".as_ref(), "add".as_ref(), p, branch.as_ref()]
    } else {
        vec![
            "worktree".as_ref(),
            "add".as_ref(),
            "-b".as_ref(),
            branch.as_ref(),
            p,
            "HEAD".as_ref(),
        ]
    };
    git(&root, &args, deadline)?;
    copy_included(&root, &path, deadline);
    Ok(path)
}

/// Most files and bytes `.worktreeinclude` may copy into a new worktree.
const INCLUDE_MAX_FILES: usize = 1000;
const INCLUDE_MAX_BYTES: u64 = 256 << 20;

/// What the harness does after its own creation and a WorktreeCreate hook
/// must do itself (the hook replaces the mechanism entirely): copy the
/// gitignored files that `.worktreeinclude` (gitignore syntax) lists — only
/// files that match a pattern *and* are ignored, so nothing tracked is
/// duplicated. Bounded in count, bytes and time; regular files only. Best
/// effort: a file that cannot be copied leaves the worktree as git made it.
fn copy_included(root: &Path, worktree: &Path, deadline: Instant) {
    let include = root.join(".worktreeinclude");
    if !include.is_file() {
        return;
    }
    let from = format!("--exclude-from={}", include.display());
    let Ok(listed) = git(
        root,
        &["ls-files", "-z", "--others", "--ignored", from.as_str()],
        deadline,
    ) else {
        return;
    };
    let candidates: Vec<&str> = listed
        .split('\0')
        .filter(|f| !f.is_empty())
        .take(INCLUDE_MAX_FILES)
        .collect();
    if candidates.is_empty() {
        return;
    }
    let mut args = vec![
        "--literal-pathspecs",
        "ls-files",
        "-z",
        "--others",
        "--ignored",
        "--exclude-standard",
        "--",
    ];
    args.extend(candidates.iter().copied());
    let Ok(ignored) = git(root, &args, deadline) else {
        return;
    };
    let mut bytes = 0u64;
    for rel in ignored.split('\0').filter(|f| !f.is_empty()) {
        let rel = Path::new(rel);
        let plain = rel
            .components()
            .all(|c| matches!(c, std::path::Component::Normal(_)));
        let src = root.join(rel);
        let Ok(meta) = std::fs::symlink_metadata(&src) else {
            continue;
        };
        if !plain || !meta.is_file() || Instant::now() >= deadline {
            continue;
        }
        bytes += meta.len();
        if bytes > INCLUDE_MAX_BYTES {
            return;
        }
        let dst = worktree.join(rel);
        if let Some(dir) = dst.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = std::fs::copy(&src, &dst);
    }
}

/// The main checkout's root, also from inside a linked worktree (the harness
/// puts every worktree under the repository root): the parent of the common
/// `.git` directory, else (a bare or unusual layout) the current top level.
fn repo_root(cwd: &Path, deadline: Instant) -> Result<PathBuf, String> {
    let common = git(cwd, &["rev-parse", "--git-common-dir"], deadline)?;
    let common = cwd.join(common.trim());
    match (common.file_name(), common.parent()) {
        (Some(n), Some(parent)) if n == ".git" => parent
            .canonicalize()
            .map_err(|e| format!("{}: {e}", parent.display())),
        _ => Ok(PathBuf::from(
            git(cwd, &["rev-parse", "--show-toplevel"], deadline)?.trim(),
        )),
    }
}

/// Runs git in `dir` with no stdin and a deadline; its output is returned,
/// never passed through (stdout of this hook is the worktree path alone).
fn git<S: AsRef<OsStr>>(dir: &Path, args: &[S], deadline: Instant) -> Result<String, String> {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let shown = args
        .iter()
        .map(|a| a.as_ref().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ");
    let mut child = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .env_remove("GIT_INDEX_FILE")
        .env("GIT_TERMINAL_PROMPT", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not run `git {shown}`: {e}"))?;
    // Pipes are drained on threads (a chatty git must not block on a full
    // pipe) and read back with the same deadline (a post-checkout hook that
    // leaves a process holding them must not hang this one).
    let (tx, rx) = std::sync::mpsc::channel();
    for (i, pipe) in [
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    ]
    .into_iter()
    .enumerate()
    {
        let tx = tx.clone();
        std::thread::spawn(move || {
            let mut text = String::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_string(&mut text);
            }
            let _ = tx.send((i, text));
        });
    }
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(5)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "`git {shown}` did not finish within {} s",
                    CREATE_DEADLINE.as_secs()
                ));
            }
            Err(e) => return Err(format!("`git {shown}`: {e}")),
        }
    };
    let (mut out, mut err) = (String::new(), String::new());
    for _ in 0..2 {
        let wait = deadline
            .saturating_duration_since(Instant::now())
            .max(Duration::from_millis(100));
        match rx.recv_timeout(wait) {
            Ok((0, text)) => out = text,
            Ok((_, text)) => err = text,
            Err(_) => break,
        }
    }
    if status.success() {
        Ok(out)
    } else {
        Err(format!("`git {shown}` failed: {}", err.trim()))
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
    fn names_that_could_escape_are_refused_before_git_runs() {
        for bad in ["", "../x", "a/b", ".hidden", "-b", "a..b", "x y", "é"] {
            let err = create(Path::new("/nonexistent"), bad).unwrap_err();
            assert!(err.contains("is not 1-64"), "{bad}: {err}");
        }
    }
}
