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
//! - since issue 15, the routes the parse alone does not show
//!   (`flags::worktree_use`): `xargs git` whose subcommand comes from its
//!   input, git aliases (`git -c alias.wt=worktree wt add`, `[alias]` in the
//!   repository's or the user's git config, one set up in the same command),
//!   interpreter code (`subprocess.run(['git','worktree','add',…])`), scripts
//!   and Makefiles run by path, and `eval`/`sh` of text known only at run
//!   time that spells `worktree` or runs `git`;
//! - forging consent: a command or a Write/Edit that writes the flag store,
//!   the guard binaries, the settings that register them, gatehouse config or
//!   the transcripts (`flags::protect`, the same analysis as
//!   `force-session-cli`), so consent holds with that guard switched off;
//! - the `EnterWorktree` tool, and `Agent` calls with `isolation: "worktree"`;
//! - the `WorktreeCreate` event, as the backstop: measured on Claude Code
//!   2.1.328, a registered WorktreeCreate hook *replaces* the harness's own
//!   creation, so this handler creates the worktree when consent is given and
//!   exits 2 (creation fails) when it is not.
//!
//! Consent is the session's flag, set by `session-consent` from the user's
//! prompt ("you may use a worktree for this") together with the prompt's
//! identity, and honoured only while that prompt is a genuine user record of
//! the session transcript with no later revocation (`flags::evidence`,
//! a bounded backward read of `transcript_path`); or
//! `GATEHOUSE_ALLOW_WORKTREES=1` in this hook's own environment (the user's
//! launch environment, or the dispatcher's for a repository that did not opt
//! in). Fails closed: no session id, an unreadable store, record or
//! transcript → refused.
//!
//! # Why (the incident)
//! Agents reach for worktrees unasked: the work lands in a checkout the user
//! is not looking at, on a branch nobody merges, and subagents started with
//! `isolation: "worktree"` scatter a task over several trees. Telling the
//! main agent does not reach subagents (their brief drops it), so the rule is
//! a hook on every agent, and only the user can lift it.
//!
//! # Refused
//! - `printf '%s\n' worktree add ../wt | xargs git`, `eval "git $(echo worktree) add x"`,
//!   `echo '{"worktrees":true}' > ~/.local/state/gatehouse/sessions/<id>.json`
//! - `git worktree add ../wt -b fix`, `git -C /repo worktree add x`,
//!   `bash -c 'git worktree add x'`, `GATEHOUSE_ALLOW_WORKTREES=1 git worktree add x`
//! - `EnterWorktree {"name": "feat-x"}`; `Agent {"isolation": "worktree", …}`
//! - WorktreeCreate `{"name": "feat-x"}` (the tool or `claude -w` without consent)
//!
//! # Allowed
//! - `git worktree list`, `git worktree remove x`, `git worktree prune`,
//!   `git worktree add --help`, `python3 -c "print('worktree')"`
//! - `echo "git worktree add x"`, `git commit -m "drop git worktree add"`, heredoc text
//! - `Agent` without `isolation`; every call once the user gave consent. With
//!   consent, WorktreeCreate runs `git worktree add -b worktree-<name>
//!   <repo>/.claude/worktrees/<name> HEAD` (the harness's own location and
//!   branch name, per the Claude Code docs: "created under
//!   `.claude/worktrees/<name>/` at your repository root, on a new branch named
//!   `worktree-<name>`"; an existing `worktree-<name>` branch is checked out
//!   instead), copies the gitignored files `.worktreeinclude` lists (as the
//!   harness does after its own creation) and prints the path. It branches
//!   from local `HEAD` (`flags::worktree`), where the
//!   harness prefers `origin/HEAD` after a fetch: a hook must not wait on the
//!   network.
//!
//! # Configuration
//! `[worktree-consent]`: `enabled` (default `true`).
//!
//! # Escape hatch
//! Only the user: a sentence in their own prompt (`you may use a worktree for
//! this`; `no more worktrees` turns it off again), or launching the agent with
//! `GATEHOUSE_ALLOW_WORKTREES=1` (needed for `claude -w NAME`, whose
//! WorktreeCreate comes before any prompt). `/clear` starts a new session id
//! and resets the prompt consent.

use flags::protect::{self, Machine};
use flags::worktree;
use flags::worktree_consent;
use flags::worktree_use::worktree_use;
use payload::paths::{expand_home, normalize};
use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};

pub(crate) const GUARD: Guard = Guard {
    name: "worktree-consent",
    events: &[EventKind::PreToolUse, EventKind::WorktreeCreate],
    keys: &[],
};

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, _cfg: &Section) -> Result<Verdict, Failure> {
    let (what, self_grant) = match &p.body {
        Body::Tool(call) => match &call.input {
            // PowerShell (Windows) is read with the Bash parser: `git worktree
            // add …` is the same words there, and `& git …` / `;` lists parse
            // alike. An approximation that can only over-refuse.
            ToolInput::Bash(b) | ToolInput::PowerShell(b) => {
                match worktree_use(&b.command, &p.cwd).or_else(|| forgery(&b.command, p)) {
                    Some(found) => found,
                    None => return Ok(Verdict::Allow),
                }
            }
            ToolInput::Write(_)
            | ToolInput::Edit(_)
            | ToolInput::MultiEdit(_)
            | ToolInput::NotebookEdit(_) => match written_forgery(p) {
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
                p.transcript_path.as_deref(),
                &format!("creating worktree `{name}`"),
                false,
            ) {
                Some(r) => Ok(r.verdict()),
                None => worktree::create(&p.cwd, name)
                    .map(Verdict::WorktreePath)
                    .map_err(Failure::new),
            };
        }
        _ => return Ok(Verdict::Allow),
    };
    Ok(worktree_consent::refusal(
        &p.session_id,
        p.transcript_path.as_deref(),
        &what,
        self_grant,
    )
    .map_or(Verdict::Allow, |r| r.verdict()))
}

/// A command that writes what consent rests on (the flag store, the guard
/// binaries, the settings that register them, gatehouse config, the
/// transcripts): the forgeries of issue 15. Refused here too, so consent
/// holds even when `force-session-cli` is switched off.
fn forgery(command: &str, p: &Payload) -> Option<(String, bool)> {
    let f = protect::bash(command, &p.cwd, &Machine::from_process())?;
    f.kind.guards_consent().then(|| {
        (
            format!(
                "`{}` ({} `{}`, which is {})",
                f.command,
                f.how,
                f.target,
                f.kind.describe()
            ),
            true,
        )
    })
}

/// A Write/Edit of what consent rests on.
fn written_forgery(p: &Payload) -> Option<(String, bool)> {
    let Body::Tool(call) = &p.body else {
        return None;
    };
    let target = match &call.input {
        ToolInput::Write(w) => &w.file_path,
        ToolInput::Edit(e) => &e.file_path,
        ToolInput::MultiEdit(m) => &m.file_path,
        ToolInput::NotebookEdit(n) => &n.notebook_path,
        _ => return None,
    };
    let m = Machine::from_process();
    let path = normalize(&expand_home(target, m.home.as_deref()), &p.cwd);
    let kind = m.classify(&path)?;
    kind.guards_consent()
        .then(|| (format!("a write to `{target}` ({})", kind.describe()), true))
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

    /// What the Bash side finds, before consent is consulted: (name,
    /// command, needs consent?). The full tables live in
    /// `flags::worktree_use` and `hooks/tests/corpus_protected.rs`.
    #[test]
    fn bash_table() {
        let cwd = std::env::temp_dir();
        let payload = payload::event::parse(
            serde_json::json!({"session_id": "s", "cwd": cwd, "hook_event_name": "PreToolUse",
                "tool_name": "Bash", "tool_input": {"command": "x"}})
            .to_string()
            .as_bytes(),
        )
        .unwrap();
        let cases: &[(&str, &str, bool)] = &[
            ("worktree add", "git worktree add ../wt -b x", true),
            (
                "xargs git",
                "printf '%s\\n' worktree add ../wt | xargs git",
                true,
            ),
            (
                "inline alias",
                "git -c alias.wt=worktree wt add ../wt",
                true,
            ),
            (
                "store written through a variable",
                "D=$HOME/.local/state/gatehouse/sessions; printf x > \"$D/s.json\"",
                true,
            ),
            (
                "guard replaced",
                "cp /bin/true ~/.local/share/gatehouse/0.1.0/bin/worktree-consent",
                true,
            ),
            (
                "settings rewritten",
                "echo '{}' > ~/.claude/settings.json",
                true,
            ),
            ("list", "git worktree list", false),
            (
                "reading the settings",
                "jq .hooks ~/.claude/settings.json",
                false,
            ),
            ("ordinary", "cargo test --workspace", false),
        ];
        let mut wrong = Vec::new();
        for (name, cmd, want) in cases {
            let got = worktree_use(cmd, &cwd).or_else(|| forgery(cmd, &payload));
            if got.is_some() != *want {
                wrong.push(format!("{name}: `{cmd}` → {got:?}"));
            }
        }
        assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    }
}
