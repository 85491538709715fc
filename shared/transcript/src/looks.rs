//! Which tool calls only looked at the project and which may have changed
//! it: a discussion turn (`stop-hedge`) is one whose calls all only
//! looked, and a test run of an earlier turn still stands when no call
//! since may have changed what it tested ([`crate::read_since_change`]).

use crate::ToolCall;

/// Tools that change nothing in the project (a turn may read, search and
/// plan). Not a subagent: what it did may not be on record. The task
/// list's tools (`TaskCreate`, `TaskUpdate`, … the successors of
/// `TodoWrite`), a question to the user, loading a tool or a skill, plan
/// mode and reading a background task's output keep notes or ask: counted
/// in real sessions between a green run and the claim that cites it
/// (`gatehouse replay`, issue 18).
const READ_TOOLS: &[&str] = &[
    "Read",
    "Grep",
    "Glob",
    "LS",
    "WebFetch",
    "WebSearch",
    "TodoWrite",
    "TaskCreate",
    "TaskUpdate",
    "TaskList",
    "TaskGet",
    "TaskOutput",
    "BashOutput",
    "AskUserQuestion",
    "ToolSearch",
    "Skill",
    "EnterPlanMode",
    "ExitPlanMode",
    "StructuredOutput",
];

/// Tools that change no file of the project but do not only look: ending
/// an agent team, scheduling a wake-up, stopping a background shell.
/// (`SendMessage` is not one, but for a shutdown: it may tell a teammate
/// to change files.)
const LEAVE_TOOLS: &[&str] = &["TeamDelete", "ScheduleWakeup", "KillShell", "KillBash"];

/// Programs that only look; `git` only with a subcommand that looks.
#[rustfmt::skip]
pub(crate) const LOOK: &[&str] = &[
    "ls", "cat", "head", "tail", "less", "grep", "rg", "find", "fd", "echo", "printf", "pwd", "wc",
    "cd", "which", "stat", "file", "tree", "diff", "true", "date", "ps", "pgrep", "lsof", "env",
    "printenv", "whoami", "hostname", "uname", "id", "df", "du", "sort", "uniq", "cut", "tr", "jq",
    "nl", "column", "basename", "dirname", "realpath", "readlink", "test", "[", "md5sum",
    "sha256sum", "shasum", "xxd", "od", "sleep", "type",
];

/// Subcommands of programs that only look at a service, a cluster or a
/// forge: `docker ps`, `docker compose logs`, `kubectl get`, `gh pr
/// checks`.
const SERVICE_LOOKS: &[(&str, &[&str])] = &[
    (
        "docker",
        &[
            "ps", "info", "logs", "images", "inspect", "version", "stats", "top", "port",
        ],
    ),
    (
        "docker compose",
        &["ps", "logs", "config", "ls", "top", "images", "version"],
    ),
    (
        "kubectl",
        &["get", "describe", "logs", "top", "version", "explain"],
    ),
    ("gh pr", &["view", "checks", "list", "status", "diff"]),
    ("gh run", &["view", "list", "watch"]),
    ("gh issue", &["view", "list", "status"]),
    ("gh repo", &["view"]),
    ("gh release", &["view", "list"]),
    ("supabase", &["status"]),
    // A package index or the installed set, asked about.
    ("pip", &["show", "list", "index", "freeze", "check"]),
    ("pip3", &["show", "list", "index", "freeze", "check"]),
    ("npm", &["view", "ls", "list", "outdated", "info"]),
];

/// Subcommands that start or stop services, or write to a forge, and
/// change no file of the project: `docker compose up`, `gh pr create`
/// (not `gh pr merge`, which may switch the local branch).
const SERVICE_LEAVES: &[(&str, &[&str])] = &[
    (
        "docker compose",
        &["up", "start", "stop", "restart", "down"],
    ),
    // A container that exists already, and the local Supabase stack (its
    // containers; `supabase start` after a test run leaves it standing).
    ("docker", &["start", "stop", "restart"]),
    ("supabase", &["start", "stop"]),
    ("gh pr", &["create", "comment", "review", "edit", "ready"]),
    (
        "gh issue",
        &["create", "comment", "edit", "close", "reopen"],
    ),
    // GitHub's API, queried or written (`gh api graphql`, resolving a
    // review thread): the forge, not the tree.
    ("gh api", &[]),
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
    if crate::checks::mcp_check(&call.name).is_some()
        || LEAVE_TOOLS.contains(&call.name.as_str())
        || shuts_down_teammate(call)
        || writes_prose_document(call)
    {
        return false;
    }
    !bash_all(call, stands)
}

/// Extensions of prose documents: a summary, a README or a plan written
/// after a green run leaves the run standing (no test reads them as code).
const PROSE_DOCUMENTS: &[&str] = &["md", "markdown", "rst", "adoc"];

/// A Write, Edit or MultiEdit of a prose document ([`PROSE_DOCUMENTS`]:
/// `GITLAB_PUSH_SUMMARY.md`, `docs/plan.md`), seen in replayed real
/// sessions after the run a claim rests on.
fn writes_prose_document(call: &ToolCall) -> bool {
    matches!(call.name.as_str(), "Write" | "Edit" | "MultiEdit")
        && call
            .input
            .get("file_path")
            .and_then(|f| f.as_str())
            .and_then(|f| std::path::Path::new(f).extension())
            .and_then(|e| e.to_str())
            .is_some_and(|e| PROSE_DOCUMENTS.iter().any(|d| e.eq_ignore_ascii_case(d)))
}

/// A part of a command after which a test run still stands: it looks,
/// runs a check ([`check`]), records with git or touches no file of the
/// project.
fn stands(c: &shell::Command) -> bool {
    looks(c) || git(c, GIT_RECORD) || check(c) || leaves_project(c)
}

/// A test or build run ([`crate::is_check`]) writing no file: not a
/// linter told to rewrite what it finds (`ruff check --fix`, `eslint
/// --fix`, `prettier --write`) nor a formatter run to format (`ruff format`
/// without `--check`/`--diff`, as `cargo fmt` is none).
fn check(c: &shell::Command) -> bool {
    crate::is_check(c, &[]) && !writes(c) && !rewrites_sources(c)
}

/// A check's options or subcommand that rewrite the project's files.
fn rewrites_sources(c: &shell::Command) -> bool {
    let args = c.arg_texts();
    let fixes = args.iter().any(|a| {
        matches!(
            *a,
            "--fix" | "--fix-only" | "--unsafe-fixes" | "--write" | "--autofix"
        )
    });
    let formats =
        args.contains(&"format") && !args.iter().any(|a| matches!(*a, "--check" | "--diff"));
    fixes || formats
}

/// True when `call` is a Bash command that may change the project and then
/// runs a test or build after its last changing part, with nothing but
/// looking, checks and commits after it (`find . -name '* 2.*' -delete;
/// npm run test:run | tail`): the run saw the project as the change left
/// it, so [`crate::read_since_change`] keeps this call, its boundary.
pub fn checked_after_change(call: &ToolCall) -> bool {
    if call.name != "Bash" {
        return false;
    }
    let Some(cmd) = call.input.get("command").and_then(|c| c.as_str()) else {
        return false;
    };
    let analysis = shell::analyse(cmd);
    if !analysis.problems.is_empty() {
        return false;
    }
    let Some(last) = analysis.commands.iter().rposition(|c| !stands(c)) else {
        return false;
    };
    analysis
        .commands
        .get(last + 1..)
        .is_some_and(|after| after.iter().any(check))
}

/// A message to a teammate that only asks it (or answers it) to shut down
/// (`SendMessage` with `type: "shutdown_request"`): no work handed over.
fn shuts_down_teammate(call: &ToolCall) -> bool {
    call.name == "SendMessage"
        && call
            .input
            .get("type")
            .and_then(|t| t.as_str())
            .is_some_and(|t| t.starts_with("shutdown_"))
}

/// Sets the shell's own state (`export`, `set -a`, `source .env`) or
/// starts, stops or writes to a service ([`SERVICE_LEAVES`]), writing no
/// file of the project.
fn leaves_project(c: &shell::Command) -> bool {
    // Assignments alone (`GH_PAGER=cat`, the part `export GH_PAGER=cat`
    // leaves): the shell's state.
    if c.argv.is_empty() {
        return !writes(c);
    }
    let builtin = match c.program() {
        Some("export" | "set" | "unset" | "cd" | "pushd" | "popd") => true,
        // Stopping processes (a dev server started for a check).
        Some("kill" | "pkill" | "killall") => true,
        // Sourcing an environment file (`set -a; source .env.local`).
        Some("source" | ".") => c
            .args()
            .first()
            .and_then(|a| a.as_static())
            .is_some_and(|f| {
                std::path::Path::new(f)
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(".env"))
            }),
        _ => false,
    };
    (builtin || service(c, SERVICE_LEAVES)) && !writes(c)
}

/// Options of `docker compose` and `gh` whose value is the next word.
const OPTIONS_WITH_VALUE: &[&str] = &[
    "-f",
    "--file",
    "-p",
    "--project-name",
    "--env-file",
    "--profile",
    "--project-directory",
    "-R",
    "--repo",
];

/// The command's program (with `docker compose`'s and `gh`'s group word)
/// is one of `table`'s, with one of its subcommands.
fn service(c: &shell::Command, table: &[(&str, &[&str])]) -> bool {
    let Some(program) = c.program() else {
        return false;
    };
    // Options and the values of the options that take one (`docker
    // compose -f docker-compose.dev.yml down`) are not subcommands.
    let mut args: Vec<&str> = Vec::new();
    let mut value_next = false;
    for a in c.args().iter().map(|a| a.as_static().unwrap_or("")) {
        if std::mem::take(&mut value_next) {
            continue;
        }
        if a.starts_with('-') {
            value_next = OPTIONS_WITH_VALUE.contains(&a);
            continue;
        }
        args.push(a);
    }
    let (head, rest) = match (program, args.first().copied()) {
        ("docker", Some("compose")) => ("docker compose", args.get(1..).unwrap_or_default()),
        ("docker-compose", _) => ("docker compose", args.as_slice()),
        ("gh", Some(group)) => {
            let head = match group {
                "pr" => "gh pr",
                "run" => "gh run",
                "issue" => "gh issue",
                "repo" => "gh repo",
                "release" => "gh release",
                "api" => "gh api",
                _ => return false,
            };
            (head, args.get(1..).unwrap_or_default())
        }
        (p, _) => (p, args.as_slice()),
    };
    table.iter().any(|(name, subs)| {
        *name == head && (subs.is_empty() || rest.first().is_some_and(|sub| subs.contains(sub)))
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
        Some("git") => return git(c, GIT_LOOK) || git_lists(c),
        // `sed -n '1,40p' f` reads; `sed -i` writes.
        Some("sed") => !c
            .arg_texts()
            .iter()
            .any(|a| a.starts_with("-i") || a.starts_with("--in-place")),
        // `curl URL` reads; `-o`, `-O`, `--output` write a file.
        Some("curl") => !c.arg_texts().iter().any(|a| {
            matches!(
                *a,
                "-o" | "-O" | "--output" | "--remote-name" | "--remote-name-all" | "--output-dir"
            ) || (a.starts_with('-') && !a.starts_with("--") && a.contains(['o', 'O']))
        }),
        Some(p) => {
            (LOOK.contains(&p) && !(p == "find" && finds_and_acts(c))) || service(c, SERVICE_LOOKS)
        }
        None => false,
    };
    looking && !writes(c)
}

/// `git` with one of `subs` (past git's own options: `git -C app status`),
/// writing no file.
fn git(c: &shell::Command, subs: &[&str]) -> bool {
    c.git_subcommand()
        .is_some_and(|(sub, _)| subs.contains(&sub))
        && !writes(c)
}

/// `git branch` or `git remote` that only lists or names (`git branch
/// --show-current`, `git branch -a`, `git remote -v`, `git remote
/// get-url origin`): no name given to create, delete or rename.
fn git_lists(c: &shell::Command) -> bool {
    let Some((sub, at)) = c.git_subcommand() else {
        return false;
    };
    let rest: Vec<&str> = c
        .args()
        .get(at + 1..)
        .unwrap_or_default()
        .iter()
        .map(|a| a.text.as_str())
        .collect();
    let listing = match sub {
        "branch" => rest.iter().all(|a| {
            matches!(
                *a,
                "--show-current"
                    | "-a"
                    | "--all"
                    | "-r"
                    | "--remotes"
                    | "-v"
                    | "-vv"
                    | "--verbose"
                    | "--list"
                    | "-l"
                    | "--no-color"
            )
        }),
        "remote" => {
            rest.iter().all(|a| matches!(*a, "-v" | "--verbose"))
                || matches!(rest.first(), Some(&("get-url" | "show")))
        }
        // `git tag -l 'v0.16*'`: lists, names nothing new.
        "tag" => matches!(rest.first(), Some(&("-l" | "--list"))),
        _ => false,
    };
    listing && !writes(c)
}

/// A redirect into a file of the project: not `/dev/null`, and not the
/// system's temporary directory (`> /tmp/pr449-comment.md`, a log of a
/// dev server).
fn writes(c: &shell::Command) -> bool {
    c.redirects.iter().any(|r| {
        matches!(
            r.kind,
            shell::RedirectKind::Truncate
                | shell::RedirectKind::Append
                | shell::RedirectKind::ReadWrite
        ) && r.target.text != "/dev/null"
            && !TEMP_DIRS
                .iter()
                .any(|d| r.target.text.starts_with(d) && !r.target.text.contains(".."))
    })
}

/// The system's temporary directories (macOS's `/tmp` is `/private/tmp`).
const TEMP_DIRS: &[&str] = &["/tmp/", "/private/tmp/", "/var/tmp/"];

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
