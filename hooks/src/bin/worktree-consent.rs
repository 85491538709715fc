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
//!   from local `HEAD` (`flags::worktree`), where the
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

use flags::worktree;
use flags::worktree_consent::{self, ENV};
use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};

const GUARD: Guard = Guard {
    name: "worktree-consent",
    events: &[EventKind::PreToolUse, EventKind::WorktreeCreate],
    keys: &[],
};

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
                None => worktree::create(&p.cwd, name)
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
}
