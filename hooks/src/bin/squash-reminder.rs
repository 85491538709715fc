//! squash-reminder: when a turn committed and the branch has grown many
//! commits ahead of its base, or carries `fixup!`/`squash!`/`wip` commits,
//! reminds to squash before pushing — or, if configured, refuses the push.
//!
//! # What it refuses
//! Nothing by default: at Stop, after a turn in which `git commit` ran
//! (the transcript's Bash calls, parsed as shell), it shows a reminder when
//! the branch is more than `max_ahead` commits ahead of its upstream (or
//! base) or has `fixup!`, `squash!`, `amend!` or `wip` commits.
//! With `mode = "refuse-push"` it instead refuses a `git push` (PreToolUse
//! on Bash) of such a branch.
//!
//! # Why (the incident)
//! A reviewer reads history commit by commit; a branch pushed with a dozen
//! "wip" and "fixup!" commits makes review and bisect slower and hides the
//! one honest commit message. Agents commit often and never squash unless
//! reminded at the moment it matters.
//!
//! # Refused
//! With `mode = "refuse-push"`: `git push` (also inside `bash -c`, after
//! `&&`, …) while `HEAD` has 5 commits over `origin/main`, or a `fixup!`.
//!
//! # Allowed
//! Turns that did not commit; tidy branches; every push in the default mode.
//! Every git call is bounded (2 s); when git cannot answer, the reminder is
//! skipped at Stop (it never blocks a stop) and the push is refused.
//!
//! # Configuration
//! `[squash-reminder]` in `.claude/gatehouse.toml`:
//! - `mode`: `"remind"` (default) or `"refuse-push"`;
//! - `max_ahead` (default 3): commits ahead of the base before reminding;
//! - `base`: the ref to compare with when the branch has no upstream
//!   (default: the first of `origin/HEAD`, `origin/main`, `origin/master`,
//!   `main`, `master` that exists).
//!
//! # Escape hatch
//! The user sets `mode = "remind"`, raises `max_ahead`, or sets
//! `enabled = false` under `[squash-reminder]`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict, refusal};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub(crate) const GUARD: Guard = Guard {
    name: "squash-reminder",
    events: &[EventKind::Stop, EventKind::PreToolUse],
    keys: &["mode", "max_ahead", "base"],
};

/// Longest a single git call may take.
const GIT_DEADLINE: Duration = Duration::from_secs(2);

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let mode = cfg.string("mode")?.unwrap_or_else(|| "remind".to_owned());
    let refuse_push = match mode.as_str() {
        "remind" => false,
        "refuse-push" => true,
        other => {
            return Err(Failure::new(format!(
                "`mode = \"{other}\"` must be \"remind\" or \"refuse-push\""
            )));
        }
    };
    let max_ahead = usize::try_from(cfg.int("max_ahead")?.unwrap_or(3))
        .map_err(|_| Failure::new("`max_ahead` must be 0 or more"))?;
    let base = cfg.string("base")?;
    match &p.body {
        Body::Stop(stop) if !refuse_push && !stop.stop_hook_active => {
            let path = p.transcript_path.as_deref();
            // No transcript: nothing shows a commit; a reminder never blocks.
            let Ok(turn) = transcript::read_turn_at(path) else {
                return Ok(Verdict::Allow);
            };
            let committed = turn.bash_commands().any(|(call, cmd)| {
                !turn.result_of(&call.id).is_some_and(|r| r.is_error) && runs_git(cmd, "commit")
            });
            if !committed {
                return Ok(Verdict::Allow);
            }
            Ok(match branch_state(&p.cwd, base.as_deref()) {
                Ok(Some(state)) if state.untidy(max_ahead) => Verdict::Context(format!(
                    "squash-reminder: this turn committed, and {}. Squash before pushing, e.g. \
                     `git reset --soft $(git merge-base HEAD {base}) && git commit`, or \
                     `GIT_SEQUENCE_EDITOR=: git rebase -i --autosquash {base}` for fixups.",
                    state.describe(max_ahead),
                    base = state.base
                )),
                _ => Verdict::Allow,
            })
        }
        Body::Tool(call) if refuse_push => {
            let ToolInput::Bash(bash) = &call.input else {
                return Ok(Verdict::Allow);
            };
            let analysis = shell::analyse(&bash.command);
            if let Some(problem) = analysis.blocking_problem(|t| t.contains("push")) {
                return Err(Failure::new(format!(
                    "cannot analyse the command to find a `git push`: {}",
                    problem.reason
                )));
            }
            if !analysis
                .commands
                .iter()
                .any(|c| c.git_subcommand().map(|(sub, _)| sub) == Some("push"))
            {
                return Ok(Verdict::Allow);
            }
            match branch_state(&p.cwd, base.as_deref()) {
                Ok(Some(state)) if state.untidy(max_ahead) => Ok(refusal(GUARD.name, "this `git push`")
                    .rule(format!("{}; a branch is squashed before it is pushed, so review and bisect see one honest commit per change", state.describe(max_ahead)))
                    .instead(format!(
                        "squash first: `git reset --soft $(git merge-base HEAD {b}) && git commit -m \"<one message>\"`, \
                         or `GIT_SEQUENCE_EDITOR=: git rebase -i --autosquash {b}` for fixups; then push",
                        b = state.base
                    ))
                    .allow("the user can set `mode = \"remind\"`, raise `max_ahead`, or set `enabled = false` under `[squash-reminder]` in `.claude/gatehouse.toml`")
                    .verdict()),
                Ok(_) => Ok(Verdict::Allow),
                Err(why) => Err(Failure::new(format!("cannot tell whether the branch needs squashing: {why}"))),
            }
        }
        _ => Ok(Verdict::Allow),
    }
}

/// True when the Bash command runs `git <sub>` (parsed: quoted text and
/// commit messages are data).
fn runs_git(cmd: &str, sub: &str) -> bool {
    shell::analyse(cmd)
        .commands
        .iter()
        .any(|c| c.git_subcommand().map(|(s, _)| s) == Some(sub))
}

/// How the branch stands against its base.
#[derive(Debug)]
struct BranchState {
    base: String,
    ahead: usize,
    /// Subjects of `fixup!`/`squash!`/`amend!`/`wip` commits.
    untidy_subjects: Vec<String>,
}

impl BranchState {
    fn untidy(&self, max_ahead: usize) -> bool {
        self.ahead > max_ahead || !self.untidy_subjects.is_empty()
    }

    fn describe(&self, max_ahead: usize) -> String {
        let mut parts = Vec::new();
        if self.ahead > max_ahead {
            parts.push(format!(
                "the branch is {} commits ahead of `{}` (more than {max_ahead})",
                self.ahead, self.base
            ));
        }
        if let Some(first) = self.untidy_subjects.first() {
            parts.push(format!(
                "it has {} fixup/squash/wip commit(s), e.g. \"{first}\"",
                self.untidy_subjects.len()
            ));
        }
        parts.join(", and ")
    }
}

fn is_untidy_subject(s: &str) -> bool {
    let lower = s.trim().to_lowercase();
    ["fixup!", "squash!", "amend!"]
        .iter()
        .any(|p| lower.starts_with(p))
        || lower == "wip"
        || lower.starts_with("wip:")
        || lower.starts_with("wip ")
        || lower.starts_with("[wip]")
}

/// The branch state, or `None` when there is no base to compare with.
fn branch_state(cwd: &Path, configured: Option<&str>) -> Result<Option<BranchState>, String> {
    let log = |base: &str| {
        git(
            cwd,
            &[
                "log",
                "--format=%s",
                "-n",
                "1000",
                &format!("{base}..HEAD"),
                "--",
            ],
        )
    };
    // The common case costs one git process: the log against the upstream
    // (`@{upstream}` is also what the squash commands in the message use).
    let (base, log) = match (configured, log("@{upstream}")?) {
        (None, Some(text)) => ("@{upstream}".to_owned(), text),
        _ => {
            let base = match configured {
                Some(b) => b.to_owned(),
                None => match default_base(cwd)? {
                    Some(b) => b,
                    None => return Ok(None),
                },
            };
            let Some(text) = log(&base)? else {
                return Ok(None);
            };
            (base, text)
        }
    };
    let subjects: Vec<&str> = log.lines().collect();
    Ok(Some(BranchState {
        base,
        ahead: subjects.len(),
        untidy_subjects: subjects
            .iter()
            .filter(|s| is_untidy_subject(s))
            .map(|s| (*s).to_owned())
            .collect(),
    }))
}

/// The first of `origin/HEAD`, `origin/main`, `origin/master`, `main`,
/// `master` that exists (one git call lists them all).
fn default_base(cwd: &Path) -> Result<Option<String>, String> {
    const CANDIDATES: [(&str, &str); 5] = [
        ("refs/remotes/origin/HEAD", "origin/HEAD"),
        ("refs/remotes/origin/main", "origin/main"),
        ("refs/remotes/origin/master", "origin/master"),
        ("refs/heads/main", "main"),
        ("refs/heads/master", "master"),
    ];
    let mut args = vec!["for-each-ref", "--format=%(refname)"];
    args.extend(CANDIDATES.iter().map(|(r, _)| *r));
    let listed = git(cwd, &args)?.unwrap_or_default();
    let present: Vec<&str> = listed.lines().collect();
    Ok(CANDIDATES
        .iter()
        .find(|(r, _)| present.contains(r))
        .map(|(_, b)| (*b).to_owned()))
}

/// Runs git in `cwd` with a deadline: `Ok(Some(stdout))` on success,
/// `Ok(None)` when git answered with a non-zero exit, `Err` when it could not
/// run or took too long (it is killed).
fn git(cwd: &Path, args: &[&str]) -> Result<Option<String>, String> {
    let mut child = Command::new("git")
        .arg("-C")
        .arg(cwd)
        .args(args)
        .env("GIT_TERMINAL_PROMPT", "0")
        .env("GIT_OPTIONAL_LOCKS", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("could not run git: {e}"))?;
    // Read stdout on a thread (a full pipe cannot stall the child); its end
    // of file is git's exit, so the wait below needs no polling.
    let mut out = child.stdout.take();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = String::new();
        if let Some(o) = out.as_mut() {
            let _ = o.take(4 << 20).read_to_string(&mut buf);
        }
        let _ = tx.send(buf);
    });
    let text = match rx.recv_timeout(GIT_DEADLINE) {
        Ok(text) => text,
        Err(_) => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "`git {}` took longer than {} s",
                args.join(" "),
                GIT_DEADLINE.as_secs()
            ));
        }
    };
    let start = Instant::now();
    // Stdout is closed: git is exiting; bound the last wait all the same.
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > GIT_DEADLINE => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "`git {}` did not exit after closing its output",
                    args.join(" ")
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_micros(200)),
            Err(e) => return Err(format!("could not wait for git: {e}")),
        }
    };
    Ok(status.success().then_some(text))
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
    fn commits_and_pushes_are_found_by_structure() {
        let cases: &[(&str, &str, bool)] = &[
            ("git commit -m 'x'", "commit", true),
            ("git -C repo commit -am x", "commit", true),
            ("cargo test && git commit -m done", "commit", true),
            ("bash -c 'git commit -m x'", "commit", true),
            ("echo 'git commit'", "commit", false),
            ("git log --grep commit", "commit", false),
            ("git push origin HEAD", "push", true),
            ("git -c core.x=y push", "push", true),
            ("git commit -m 'then git push'", "push", false),
        ];
        for (cmd, sub, want) in cases {
            assert_eq!(runs_git(cmd, sub), *want, "{cmd}");
        }
    }

    #[test]
    fn untidy_subjects() {
        for s in [
            "fixup! add parser",
            "squash! x",
            "amend! y",
            "WIP",
            "wip: half",
            "[WIP] thing",
        ] {
            assert!(is_untidy_subject(s), "{s}");
        }
        for s in ["Add parser", "wipe the cache", "Fix fixup! handling"] {
            assert!(!is_untidy_subject(s), "{s}");
        }
    }
}
