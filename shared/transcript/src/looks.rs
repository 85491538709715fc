//! Which tool calls only looked at the project and which may have changed
//! it: a discussion turn (`stop-hedge`) is one whose calls all only
//! looked, and a test run of an earlier turn still stands when no call
//! since may have changed what it tested ([`crate::read_since_change`]).

use crate::ToolCall;

/// Tools that change nothing in the project (a turn may read, search and
/// plan). Not a subagent: what it did may not be on record.
const READ_TOOLS: &[&str] = &[
    "Read",
    "Grep",
    "Glob",
    "LS",
    "WebFetch",
    "WebSearch",
    "TodoWrite",
];

/// Programs that only look; `git` only with a subcommand that looks.
#[rustfmt::skip]
const LOOK: &[&str] = &[
    "ls", "cat", "head", "tail", "less", "grep", "rg", "find", "fd", "echo", "printf", "pwd", "wc",
    "cd", "which", "stat", "file", "tree", "diff", "true", "date",
];

/// Subcommands of `git` that only look (not `branch` or `remote`, which
/// also create and delete).
const GIT_LOOK: &[&str] = &[
    "status",
    "log",
    "diff",
    "show",
    "blame",
    "grep",
    "rev-parse",
    "ls-files",
];

/// Subcommands of `git` that record or send what is in the tree without
/// changing a file of it: a commit after a test run leaves the run
/// standing.
const GIT_RECORD: &[&str] = &["add", "commit", "push", "fetch"];

/// True when `call` only read, searched or looked: a read-only tool, or a
/// Bash command every part of which is a looking program with no redirect
/// into a file (`cat a > b` writes `b`; `find -delete` is not looking).
pub fn only_looks(call: &ToolCall) -> bool {
    bash_all(call, looks)
}

/// True when `call` may have changed the project: anything but a
/// read-only tool or a Bash command every part of which looks, runs a
/// test or build ([`crate::is_check`]) or records with git (`git add`,
/// `commit`, `push`), or an MCP tool that runs checks. A file write or edit, a subagent, an MCP tool, a
/// formatter, an install and a command that could not be parsed all may.
pub fn changes_project(call: &ToolCall) -> bool {
    // An MCP tool that runs checks (`crate::checks::mcp_check`) is a run.
    if crate::checks::mcp_check(&call.name).is_some() {
        return false;
    }
    !bash_all(call, |c| {
        looks(c) || git(c, GIT_RECORD) || crate::is_check(c, &[]) && !writes(c)
    })
}

/// A read-only tool, or a parsed Bash command all of whose parts pass.
fn bash_all(call: &ToolCall, part: impl Fn(&shell::Command) -> bool) -> bool {
    if READ_TOOLS.contains(&call.name.as_str()) {
        return true;
    }
    if call.name != "Bash" {
        return false;
    }
    let Some(cmd) = call.input.get("command").and_then(|c| c.as_str()) else {
        return false;
    };
    let analysis = shell::analyse(cmd);
    analysis.problems.is_empty() && analysis.commands.iter().all(part)
}

/// A looking program, writing no file.
fn looks(c: &shell::Command) -> bool {
    let looking = match c.program() {
        Some("git") => return git(c, GIT_LOOK),
        Some(p) => LOOK.contains(&p) && !(p == "find" && finds_and_acts(c)),
        None => false,
    };
    looking && !writes(c)
}

/// `git` with one of `subs`, writing no file.
fn git(c: &shell::Command, subs: &[&str]) -> bool {
    c.program() == Some("git")
        && c.args()
            .first()
            .and_then(|a| a.as_static())
            .is_some_and(|sub| subs.contains(&sub))
        && !writes(c)
}

/// A redirect into a file other than `/dev/null`.
fn writes(c: &shell::Command) -> bool {
    c.redirects.iter().any(|r| {
        matches!(
            r.kind,
            shell::RedirectKind::Truncate
                | shell::RedirectKind::Append
                | shell::RedirectKind::ReadWrite
        ) && r.target.text != "/dev/null"
    })
}

/// `find … -delete`, `-exec` or `-fprint`: not only looking.
fn finds_and_acts(c: &shell::Command) -> bool {
    c.arg_texts().iter().any(|a| {
        matches!(
            *a,
            "-delete"
                | "-exec"
                | "-execdir"
                | "-ok"
                | "-okdir"
                | "-fprint"
                | "-fprint0"
                | "-fprintf"
                | "-fls"
        )
    })
}
