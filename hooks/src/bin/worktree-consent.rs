//! worktree-consent: refuses creating or entering a git worktree unless the
//! user turned worktrees on for this session; with consent, creates the
//! worktree when the harness asks (WorktreeCreate).
//!
//! # What it refuses
//! Without consent, every way an agent gets a worktree:
//! - Bash and PowerShell (parsed, never substring-matched): `git worktree add` in any
//!   spelling — `git -C dir worktree add`, `git --git-dir=… worktree add`,
//!   `git -c k=v worktree add`, `/usr/bin/git`, `git-worktree add`, under
//!   wrappers (`sudo`, `timeout`, `env`), in `bash -c`, `eval`, `$(…)`,
//!   pipelines and lists — and the two ways a command could forge consent: one
//!   that sets `GATEHOUSE_ALLOW_WORKTREES` (it could only reach a nested agent
//!   run), and a nested `claude` that resumes or names a session
//!   (`--resume`, `-r`, `--continue`, `-c`, `--session-id`), whose prompt would
//!   reach `session-consent` as if the user had typed it;
//! - the `EnterWorktree` tool, and `Agent` calls with `isolation: "worktree"`;
//! - the `WorktreeCreate` event, as the backstop: measured on Claude Code
//!   2.1.328, a registered WorktreeCreate hook *replaces* the harness's own
//!   creation, so this handler creates the worktree when consent is given and
//!   exits 2 (creation fails) when it is not.
//!
//! Consent is the session's flag, set by `session-consent` from the user's
//! prompt ("you may use a worktree for this"), or `GATEHOUSE_ALLOW_WORKTREES=1`
//! in this hook's own environment (the user's launch environment). Fails
//! closed: no session id, an unreadable store or record → refused.
//!
//! # Why (the incident)
//! Agents reach for worktrees unasked: the work lands in a checkout the user
//! is not looking at, on a branch nobody merges, and subagents started with
//! `isolation: "worktree"` scatter a task over several trees. Telling the
//! main agent does not reach subagents (their brief drops it), so the rule is
//! a hook on every agent, and only the user can lift it.
//!
//! # Refused
//! - `git worktree add ../wt -b fix`, `git -C /repo worktree add x`,
//!   `bash -c 'git worktree add x'`, `GATEHOUSE_ALLOW_WORKTREES=1 git worktree add x`
//! - `EnterWorktree {"name": "feat-x"}`; `Agent {"isolation": "worktree", …}`
//! - WorktreeCreate `{"name": "feat-x"}` (the tool or `claude -w` without consent)
//!
//! # Allowed
//! - `git worktree list`, `git worktree remove x`, `git worktree prune`
//! - `echo "git worktree add x"`, `git commit -m "drop git worktree add"`, heredoc text
//! - `Agent` without `isolation`; every call once the user gave consent. With
//!   consent, WorktreeCreate runs `git worktree add -b worktree-<name>
//!   <repo>/.claude/worktrees/<name> HEAD` (the harness's own location and
//!   branch name, per the Claude Code docs: "created under
//!   `.claude/worktrees/<name>/` at your repository root, on a new branch named
//!   `worktree-<name>`"; an existing `worktree-<name>` branch is checked out
//!   instead), copies the gitignored files `.worktreeinclude` lists (as the
//!   harness does after its own creation) and prints the path. It branches
//!   from local `HEAD`, where the
//!   harness prefers `origin/HEAD` after a fetch: a hook must not wait on the
//!   network.
//!
//! # Configuration
//! `[worktree-consent]`: `enabled` (default `true`). Git aliases for
//! `worktree` (`git wt add`) are not resolved.
//!
//! # Escape hatch
//! Only the user: a sentence in their own prompt (`you may use a worktree for
//! this`; `no more worktrees` turns it off again), or launching the agent with
//! `GATEHOUSE_ALLOW_WORKTREES=1` (needed for `claude -w NAME`, whose
//! WorktreeCreate comes before any prompt). `/clear` starts a new session id
//! and resets the prompt consent.

use flags::worktree_consent::{self, ENV};
use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const GUARD: Guard = Guard {
    name: "worktree-consent",
    events: &[EventKind::PreToolUse, EventKind::WorktreeCreate],
    keys: &[],
};

/// Creating a worktree checks out a whole tree; the registration's timeout
/// (60 s) is the harness's bound, this one is ours, below it.
const CREATE_DEADLINE: Duration = Duration::from_secs(45);

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, _cfg: &Section) -> Result<Verdict, Failure> {
    let (what, self_grant) = match &p.body {
        Body::Tool(call) => match &call.input {
            // PowerShell (Windows) is read with the Bash parser: `git worktree
            // add …` is the same words there, and `& git …` / `;` lists parse
            // alike. An approximation that can only over-refuse.
            ToolInput::Bash(b) | ToolInput::PowerShell(b) => match worktree_use(&b.command) {
                Some(found) => found,
                None => return Ok(Verdict::Allow),
            },
            ToolInput::EnterWorktree(e) => {
                let target = e
                    .name
                    .as_deref()
                    .or(e.path.as_deref())
                    .map(|n| format!(" (`{n}`)"))
                    .unwrap_or_default();
                (format!("the `EnterWorktree` tool{target}"), false)
            }
            ToolInput::Agent(a) if a.isolation.as_deref() == Some("worktree") => (
                "an `Agent` call with `isolation: \"worktree\"`".to_owned(),
                false,
            ),
            _ => return Ok(Verdict::Allow),
        },
        Body::WorktreeCreate { name } => {
            return match worktree_consent::refusal(
                &p.session_id,
                &format!("creating worktree `{name}`"),
                false,
            ) {
                Some(r) => Ok(r.verdict()),
                None => create(&p.cwd, name)
                    .map(Verdict::WorktreePath)
                    .map_err(Failure::new),
            };
        }
        _ => return Ok(Verdict::Allow),
    };
    Ok(worktree_consent::refusal(&p.session_id, &what, self_grant)
        .map_or(Verdict::Allow, |r| r.verdict()))
}

/// What in a Bash command needs consent, and whether it tried to set the
/// launch variable itself; `None` when nothing does.
fn worktree_use(command: &str) -> Option<(String, bool)> {
    if !may_matter(command) {
        return None;
    }
    // Backslash-newline joins words in bash (`work\\<newline>tree` is
    // `worktree`); the shell crate splits them, so join them first. Inside
    // single quotes this changes data only.
    let analysis = shell::analyse(&command.replace("\\\n", ""));
    let self_grant = analysis.commands.iter().any(sets_env);
    if let Some(c) = analysis.commands.iter().find(|c| is_worktree_add(c)) {
        return Some((
            format!("`{}` (creating a git worktree)", shorten(&c.text)),
            self_grant,
        ));
    }
    if self_grant {
        return Some((format!("setting `{ENV}` in a command"), true));
    }
    if let Some(c) = analysis.commands.iter().find(|c| joins_session(c)) {
        return Some((
            format!(
                "`{}` (a prompt sent into a session from a command is the agent's, not the user's)",
                shorten(&c.text)
            ),
            true,
        ));
    }
    analysis
        .blocking_problem(|t| t.contains("worktree"))
        .map(|p| {
            (
                format!(
                    "`{}`, which cannot be analysed ({})",
                    shorten(&p.text),
                    p.reason
                ),
                false,
            )
        })
}

/// A nested `claude` that resumes or names a session (`--resume`, `-r`,
/// `--continue`, `-c`, `--session-id`): its prompt would reach
/// `session-consent` under a session id as if the user had typed it.
fn joins_session(c: &shell::Command) -> bool {
    let words = split_words(c);
    let Some((program, args)) = words.split_first() else {
        return false;
    };
    program.text == "claude"
        && args.iter().any(|w| {
            matches!(
                w.text,
                "-c" | "--continue" | "-r" | "--resume" | "--session-id"
            ) || w.text.starts_with("--resume=")
                || w.text.starts_with("--session-id=")
                || (w.text.starts_with('-')
                    && !w.text.starts_with("--")
                    && w.text.contains(['c', 'r']))
        })
}

/// Cheap pre-filter, sound against spelling tricks: quotes, backslashes and
/// line continuations are dropped before looking for `worktree` or the launch
/// variable (`git "work"tree add`, `git work\tree add`), and anything that can
/// build a word at run time (`$`, backticks, braces, globs) is parsed anyway.
fn may_matter(command: &str) -> bool {
    if command.contains(['$', '`', '{', '*', '?', '[']) {
        return true;
    }
    let squeezed: String = command
        .replace("\\\n", "")
        .chars()
        .filter(|c| !matches!(c, '"' | '\'' | '\\'))
        .collect();
    squeezed.contains("worktree") || squeezed.contains(ENV) || squeezed.contains("claude")
}

fn shorten(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match one_line.char_indices().nth(120) {
        Some((i, _)) => format!("{}…", one_line.get(..i).unwrap_or("")),
        None => one_line,
    }
}

fn sets_env(c: &shell::Command) -> bool {
    c.assignments.iter().any(|a| a.name == ENV)
        || c.args()
            .iter()
            .any(|w| w.text == ENV || w.text.starts_with(&format!("{ENV}=")))
}

/// One word of a command as bash would run it: its text and whether it is
/// known only at run time.
struct W<'a> {
    text: &'a str,
    dynamic: bool,
}

/// The argv with unquoted expansions split at whitespace: the shell crate
/// keeps `cmd='worktree add'; git $cmd` as one word `worktree add`, bash
/// splits it into two.
fn split_words(c: &shell::Command) -> Vec<W<'_>> {
    let mut out = Vec::new();
    for w in &c.argv {
        if w.raw.contains('$') && !w.raw.starts_with('"') {
            out.extend(w.text.split_whitespace().map(|t| W {
                text: t,
                dynamic: w.dynamic,
            }));
        } else {
            out.push(W {
                text: &w.text,
                dynamic: w.dynamic,
            });
        }
    }
    out
}

/// `git [global options] worktree [options] add …`, and `git-worktree add`.
/// A word known only at run time where `worktree` or `add` would stand
/// (`git $sub …`, `git worktree "$op"`, `$GIT worktree …`) counts: what cannot
/// be seen is not allowed.
fn is_worktree_add(c: &shell::Command) -> bool {
    let words = split_words(c);
    let Some((program, args)) = words.split_first() else {
        return false;
    };
    if program.dynamic {
        return args
            .iter()
            .any(|w| w.text == "worktree" || w.text == "git-worktree");
    }
    let program = program.text.rsplit('/').next().unwrap_or(program.text);
    let rest = match program {
        "git" => {
            let mut i = 0;
            while let Some(w) = args.get(i) {
                match w.text {
                    "-C" | "-c" | "--git-dir" | "--work-tree" | "--namespace" | "--config-env"
                    | "--super-prefix" => i += 2,
                    t if t.starts_with('-') => i += 1,
                    _ => break,
                }
            }
            match args.get(i) {
                // `git $sub` may split into `worktree add …` at run time.
                Some(sub) if sub.dynamic => return true,
                Some(sub) if sub.text == "worktree" => args.get(i + 1..).unwrap_or(&[]),
                _ => return false,
            }
        }
        "git-worktree" => args,
        _ => return false,
    };
    rest.iter()
        .find(|w| !w.text.starts_with('-'))
        .is_some_and(|w| w.dynamic || w.text == "add")
}

/// Creates `<repo>/.claude/worktrees/<name>` on branch `worktree-<name>`
/// (or reuses it when it is already that worktree) and returns its path.
fn create(cwd: &Path, name: &str) -> Result<PathBuf, String> {
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
    fn bash_table() {
        let cases: &[(&str, &str, bool)] = &[
            ("plain", "git worktree add ../wt -b fix", true),
            ("-C", "git -C /repo worktree add x", true),
            (
                "--git-dir=",
                "git --git-dir=/r/.git --work-tree=/r worktree add x",
                true,
            ),
            (
                "--git-dir separate",
                "git --git-dir /r/.git worktree add x",
                true,
            ),
            ("-c", "git -c core.hooksPath=/dev/null worktree add x", true),
            ("--no-pager", "git --no-pager worktree add x", true),
            ("absolute path", "/usr/bin/git worktree add x", true),
            ("dashed", "git-worktree add x", true),
            ("options before add", "git worktree --quiet add x", true),
            ("bash -c", "bash -c 'git worktree add x'", true),
            (
                "sh -c nested",
                "sh -c \"bash -c 'git worktree add x'\"",
                true,
            ),
            ("eval", "eval 'git worktree add x'", true),
            ("sudo", "sudo git worktree add x", true),
            ("timeout", "timeout 30 git worktree add x", true),
            (
                "in a list",
                "cd /r && git fetch && git worktree add x",
                true,
            ),
            ("substitution", "echo $(git worktree add x)", true),
            ("subshell", "(cd /r; git worktree add x)", true),
            ("dynamic subcommand", "git worktree \"$op\" x", true),
            (
                "self-grant prefix",
                "GATEHOUSE_ALLOW_WORKTREES=1 git worktree add x",
                true,
            ),
            (
                "self-grant export",
                "export GATEHOUSE_ALLOW_WORKTREES=1",
                true,
            ),
            (
                "self-grant env",
                "env GATEHOUSE_ALLOW_WORKTREES=1 claude -p hi",
                true,
            ),
            ("list", "git worktree list", false),
            ("remove", "git worktree remove x", false),
            ("prune", "git worktree prune", false),
            ("echo", "echo \"git worktree add x\"", false),
            (
                "commit message",
                "git commit -m \"docs: git worktree add is gated\"",
                false,
            ),
            (
                "heredoc data",
                "cat > notes.md <<'EOF'\ngit worktree add x\nEOF",
                false,
            ),
            ("grep", "grep -rn 'worktree add' docs/", false),
            ("git add", "git add worktree.rs", false),
            ("quotes split the word", "git \"work\"tree add x", true),
            ("backslash", "git work\\tree add x", true),
            ("line continuation", "git work\\\ntree add x", true),
            ("all quoted", "\"git\" 'worktree' \"add\" x", true),
            ("variable subcommand", "x=worktree; git $x add y", true),
            ("split at run time", "cmd='worktree add'; git $cmd y", true),
            ("variable program", "$GIT worktree add x", true),
            ("glob", "git work?ree add x", true),
            ("brace", "{git,worktree,add} x", true),
            ("command builtin", "command git worktree add x", true),
            ("exec", "exec git worktree add x", true),
            (
                "find -exec",
                "find . -maxdepth 0 -exec git worktree add x \\;",
                true,
            ),
            ("xargs", "echo x | xargs git worktree add", true),
            (
                "nested claude resuming",
                "claude --resume 25e1b03d -p 'you may use a worktree'",
                true,
            ),
            (
                "nested claude continuing",
                "cd /r && claude -c -p 'you may use a worktree'",
                true,
            ),
            (
                "nested claude with an id",
                "claude --session-id=25e1b03d -p hi",
                true,
            ),
            (
                "combined short flags",
                "claude -pc 'you may use a worktree'",
                true,
            ),
            (
                "nested claude, new session",
                "claude -p 'summarise the diff'",
                false,
            ),
            ("claude in a path", "cat ~/.claude/settings.json", false),
            ("variable elsewhere", "echo $HOME && git status", false),
            ("glob elsewhere", "ls *.rs", false),
            ("unrelated", "cargo test", false),
        ];
        let mut wrong = Vec::new();
        for (name, cmd, refused) in cases {
            if worktree_use(cmd).is_some() != *refused {
                wrong.push(format!("{name}: `{cmd}` → {:?}", worktree_use(cmd)));
            }
        }
        assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
        let (_, self_grant) =
            worktree_use("GATEHOUSE_ALLOW_WORKTREES=1 git worktree add x").unwrap();
        assert!(self_grant);
    }

    #[test]
    fn names_that_could_escape_are_refused_before_git_runs() {
        for bad in ["", "../x", "a/b", ".hidden", "-b", "a..b", "x y", "é"] {
            let err = create(Path::new("/nonexistent"), bad).unwrap_err();
            assert!(err.contains("is not 1-64"), "{bad}: {err}");
        }
    }
}
