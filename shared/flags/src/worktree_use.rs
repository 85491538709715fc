//! What in a Bash command would create a git worktree (or forge the consent
//! for one), for `worktree-consent`. Parsed, never substring-matched on the
//! command line: `git worktree add` in any spelling, under wrappers, in
//! `bash -c`/`eval`/`$(…)`; and, since issue 15, the routes the parse alone
//! does not show: `xargs git` whose subcommand comes from its input, git
//! aliases (`git -c alias.wt=worktree wt add`, `[alias]` in the repository's
//! or the user's git config, an alias being set up), interpreter code
//! (`subprocess.run(['git','worktree','add'…])`), scripts and Makefiles run
//! by path (read from disk, bounded), and code known only at run time
//! (`eval "git $(echo worktree) add"`) whose text spells `worktree` in any
//! way. `git worktree list`, `git worktree add --help` and
//! `git worktree prune --dry-run` pass.

use crate::protect::code::squeeze;
use crate::worktree_consent::ENV;
use std::path::{Path, PathBuf};

/// Scripts and git config files are read up to this size.
const MAX_READ: u64 = 256 * 1024;
/// Scripts calling scripts: how deep the search follows.
const MAX_DEPTH: usize = 3;

/// Git's own subcommands (an alias cannot shadow them): anything else is
/// looked up as an alias.
const GIT_BUILTINS: &[&str] = &[
    "add",
    "am",
    "annotate",
    "apply",
    "archive",
    "bisect",
    "blame",
    "branch",
    "bundle",
    "cat-file",
    "check-attr",
    "check-ignore",
    "checkout",
    "cherry",
    "cherry-pick",
    "citool",
    "clean",
    "clone",
    "commit",
    "commit-tree",
    "config",
    "count-objects",
    "describe",
    "diff",
    "diff-files",
    "diff-index",
    "diff-tree",
    "difftool",
    "fetch",
    "for-each-ref",
    "format-patch",
    "fsck",
    "gc",
    "grep",
    "gui",
    "hash-object",
    "help",
    "init",
    "instaweb",
    "log",
    "ls-files",
    "ls-remote",
    "ls-tree",
    "maintenance",
    "merge",
    "merge-base",
    "mergetool",
    "mv",
    "notes",
    "prune",
    "pull",
    "push",
    "range-diff",
    "rebase",
    "reflog",
    "remote",
    "repack",
    "replace",
    "reset",
    "restore",
    "rev-list",
    "rev-parse",
    "revert",
    "rm",
    "send-email",
    "shortlog",
    "show",
    "show-branch",
    "show-ref",
    "sparse-checkout",
    "stash",
    "status",
    "submodule",
    "switch",
    "symbolic-ref",
    "tag",
    "update-index",
    "update-ref",
    "var",
    "verify-commit",
    "version",
    "whatchanged",
    "worktree",
    "lfs",
    "credential",
    "fast-export",
    "fast-import",
    "filter-branch",
    "read-tree",
    "write-tree",
    "name-rev",
    "rerere",
    "blame",
    "request-pull",
];

/// What in a Bash command run from `cwd` needs consent, and whether it
/// tried to set the launch variable itself; `None` when nothing does.
pub fn worktree_use(command: &str, cwd: &Path) -> Option<(String, bool)> {
    search(command, cwd, 0)
}

fn search(command: &str, cwd: &Path, depth: usize) -> Option<(String, bool)> {
    if !may_matter(command) {
        return None;
    }
    // Backslash-newline joins words in bash (`work\\<newline>tree` is
    // `worktree`); the shell crate splits them, so join them first. Inside
    // single quotes this changes data only.
    let analysis = shell::analyse(&command.replace("\\\n", ""));
    let mentions = spells_worktree(command);
    let self_grant = analysis.commands.iter().any(sets_env);
    let git = Git::new(cwd);
    if let Some(c) = analysis
        .commands
        .iter()
        .find(|c| is_worktree_add(c, &git, mentions))
    {
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
    let dynamic_code = analysis.problems.iter().any(|p| !p.hides_commands());
    if dynamic_code && depth < MAX_DEPTH {
        for d in crate::protect::code::decoded(command) {
            if let Some((what, grant)) = search(&d, cwd, depth + 1) {
                return Some((format!("{what}, decoded from base64"), grant));
            }
        }
    }
    // Files this command writes itself: a script written and run in one go
    // is judged by the command's own text, not by what is on disk.
    let written: Vec<(&str, Option<&str>)> = analysis
        .commands
        .iter()
        .flat_map(|c| {
            let body = c.redirects.iter().find_map(|r| r.body.as_deref());
            c.redirects
                .iter()
                .filter(|r| {
                    matches!(
                        r.kind,
                        shell::RedirectKind::Truncate | shell::RedirectKind::Append
                    )
                })
                .map(move |r| (r.target.text.as_str(), body))
        })
        .collect();
    for c in &analysis.commands {
        if let Some(why) = hidden_worktree(c, cwd, depth, mentions, &written) {
            return Some((format!("`{}` ({why})", shorten(&c.text)), false));
        }
    }
    analysis
        .problems
        .iter()
        .find(|p| {
            mentions
                || spells_worktree(&p.text)
                || p.text
                    .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
                    .any(|w| w == "git")
        })
        .map(|p| {
            (
                format!(
                    "`{}`, which cannot be analysed ({}) and spells `worktree`",
                    shorten(&p.text),
                    p.reason
                ),
                false,
            )
        })
}

/// `worktree` in any spelling: split by quotes, `+`, commas, whitespace
/// (`'work'+'tree'`, `"work" "tree"`), reversed, or base64-encoded.
fn spells_worktree(text: &str) -> bool {
    crate::protect::code::mentions_word(text, "worktree")
}

/// Whether `text` names git (any spelling [`spells_worktree`] reads).
fn mentions_word_git(text: &str) -> bool {
    crate::protect::code::mentions_word(text, "git")
}

/// Worktree creation the parse does not show directly: interpreter code,
/// scripts and Makefiles run by path, `git config alias.X …worktree`.
fn hidden_worktree(
    c: &shell::Command,
    cwd: &Path,
    depth: usize,
    mentions: bool,
    written: &[(&str, Option<&str>)],
) -> Option<String> {
    let program = c.program()?;
    if let Some(script) = &c.script {
        let text = if script.dynamic {
            c.text.as_str()
        } else {
            script.text.as_str()
        };
        if creates_worktree_in_code(text) || (script.dynamic && mentions) {
            return Some(format!("`{program}` code that runs `git worktree`"));
        }
        return None;
    }
    if program == "alias" && spells_worktree(&c.text) {
        return Some("an alias for `worktree`".to_owned());
    }
    if program == "git" {
        let args: Vec<&str> = c.args().iter().map(|w| w.text.as_str()).collect();
        if let Some(i) = args.iter().position(|a| *a == "config")
            && args
                .iter()
                .skip(i)
                .any(|a| a.to_ascii_lowercase().starts_with("alias."))
            && spells_worktree(&c.text)
        {
            return Some("setting up a git alias for `worktree`".to_owned());
        }
        // Commands git runs itself: `submodule foreach CMD`, `rebase
        // --exec CMD`, `bisect run CMD`.
        let mut run: Vec<String> = Vec::new();
        for (i, a) in args.iter().enumerate() {
            match *a {
                "foreach" if args.get(..i).is_some_and(|b| b.contains(&"submodule")) => {
                    run.push(
                        args.get(i + 1..)
                            .unwrap_or(&[])
                            .iter()
                            .filter(|w| !w.starts_with('-'))
                            .copied()
                            .collect::<Vec<_>>()
                            .join(" "),
                    );
                }
                "run" if args.get(..i).is_some_and(|b| b.contains(&"bisect")) => {
                    run.push(args.get(i + 1..).unwrap_or(&[]).join(" "));
                }
                "-x" | "--exec" => run.extend(args.get(i + 1).map(|s| (*s).to_owned())),
                t if t.starts_with("--exec=") => {
                    run.push(t.trim_start_matches("--exec=").to_owned())
                }
                _ => {}
            }
        }
        if depth < MAX_DEPTH {
            for r in run {
                if let Some((what, _)) = search(&r, cwd, depth + 1) {
                    return Some(format!("git runs {what}"));
                }
            }
        }
        return None;
    }
    // Programs that run a command line of their own (`expect -c 'spawn git
    // worktree add …'`, `script -c …`, `tclsh`, `osascript -e`): their
    // text is judged as code.
    if matches!(
        program,
        "expect"
            | "script"
            | "tclsh"
            | "wish"
            | "osascript"
            | "Rscript"
            | "julia"
            | "lua"
            | "luajit"
    ) && {
        let texts: Vec<&str> = c
            .args()
            .iter()
            .map(|w| w.text.as_str())
            .chain(c.redirects.iter().filter_map(|r| r.body.as_deref()))
            .collect();
        texts.iter().any(|t| spells_worktree(t)) && texts.iter().any(|t| mentions_word_git(t))
    } {
        return Some(format!("`{program}` code that runs `git worktree`"));
    }
    // `at`/`batch` run their standard input later.
    if matches!(program, "at" | "batch")
        && (mentions
            || c.redirects
                .iter()
                .any(|r| r.body.as_deref().is_some_and(spells_worktree)))
    {
        return Some("a deferred job that spells `worktree`".to_owned());
    }
    let interp = matches!(
        program,
        "python"
            | "python3"
            | "python2"
            | "node"
            | "nodejs"
            | "deno"
            | "bun"
            | "perl"
            | "ruby"
            | "php"
            | "lua"
    ) || program.starts_with("python");
    let shell = shell::is_shell(program) || program == "source" || program == ".";
    let file = if interp || shell {
        if c.args().iter().any(|w| w.text == "-c" || w.text == "-m") {
            return None;
        }
        c.args()
            .iter()
            .find(|w| !w.text.starts_with('-'))
            .map(|w| w.text.clone())
    } else if program == "make" || program == "gmake" {
        Some("Makefile".to_owned())
    } else {
        c.program_path.clone().filter(|p| p.contains('/'))
    };
    let file = file?;
    let text = match written.iter().find(|(t, _)| *t == file) {
        // Written in this command: its heredoc is the script (or, written
        // some other way, nothing is known of it).
        Some((_, body)) => body.map(str::to_owned),
        None => read_bounded(&cwd.join(&file)),
    };
    let Some(text) = text else {
        return mentions.then(|| {
            format!("a script written in this command or unreadable (`{file}`), in a command that spells `worktree`")
        });
    };
    let code_like = interp
        || text
            .lines()
            .next()
            .is_some_and(|l| l.starts_with("#!") && !l.contains("sh"));
    if code_like || program == "make" || program == "gmake" {
        return creates_worktree_in_code(&text)
            .then(|| format!("the script `{file}` runs `git worktree`"));
    }
    if depth >= MAX_DEPTH {
        return spells_worktree(&text).then(|| format!("the script `{file}` spells `worktree`"));
    }
    search(&text, cwd, depth + 1).map(|(what, _)| format!("the script `{file}` runs {what}"))
}

/// Code (not shell) that spells `worktree` with `add` (in any spelling), or
/// hides its strings and runs something; listing and pruning pass.
fn creates_worktree_in_code(code: &str) -> bool {
    use crate::protect::code::{hides, writes};
    if !spells_worktree(code) {
        return hides(code) && writes(code, false) && code.contains("git");
    }
    let s = squeeze(code);
    let only_reads = ["worktreelist", "worktreeprune", "worktreeremove"]
        .iter()
        .any(|r| s.contains(r))
        && !s.contains("add");
    !only_reads && (s.contains("add") || (hides(code) && writes(code, false)))
}

fn read_bounded(path: &Path) -> Option<String> {
    use std::io::Read;
    let f = std::fs::File::open(path).ok()?;
    if !f.metadata().ok()?.is_file() {
        return None;
    }
    let mut buf = Vec::new();
    f.take(MAX_READ).read_to_end(&mut buf).ok()?;
    Some(String::from_utf8_lossy(&buf).into_owned())
}

/// The git configuration aliases can come from: the repository's (found
/// from the working directory, a linked worktree's common dir included)
/// and the user's. Read lazily, once.
struct Git {
    cwd: PathBuf,
    aliases: std::cell::OnceCell<Vec<(String, String)>>,
}

impl Git {
    fn new(cwd: &Path) -> Git {
        Git {
            cwd: cwd.to_path_buf(),
            aliases: std::cell::OnceCell::new(),
        }
    }

    fn alias(&self, name: &str) -> Option<String> {
        self.aliases
            .get_or_init(|| self.load())
            .iter()
            .rev()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    }

    fn load(&self) -> Vec<(String, String)> {
        let mut files: Vec<PathBuf> = Vec::new();
        if let Some(home) = std::env::var_os("HOME").map(PathBuf::from) {
            files.push(home.join(".gitconfig"));
            files.push(home.join(".config/git/config"));
        }
        if let Some(x) = std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from) {
            files.push(x.join("git/config"));
        }
        files.push(PathBuf::from("/etc/gitconfig"));
        if let Some(g) = std::env::var_os("GIT_CONFIG_GLOBAL") {
            files.push(PathBuf::from(g));
        }
        for d in self.cwd.ancestors() {
            let dot = d.join(".git");
            if dot.is_dir() {
                files.push(dot.join("config"));
                break;
            }
            if let Some(text) = read_bounded(&dot) {
                if let Some(gitdir) = text.trim().strip_prefix("gitdir:") {
                    let gitdir = d.join(gitdir.trim());
                    let common = read_bounded(&gitdir.join("commondir"))
                        .map(|c| gitdir.join(c.trim()))
                        .unwrap_or(gitdir);
                    files.push(common.join("config"));
                }
                break;
            }
        }
        let mut out = Vec::new();
        // `[include] path = …` is followed (bounded: at most 16 files).
        let mut queue: std::collections::VecDeque<PathBuf> = files.into();
        let mut seen = 0;
        while let Some(f) = queue.pop_front() {
            seen += 1;
            if seen > 16 {
                break;
            }
            let Some(text) = read_bounded(&f) else {
                continue;
            };
            let mut section = String::new();
            for line in text.lines() {
                let t = line.trim();
                if t.starts_with('[') {
                    section = t.to_ascii_lowercase();
                    continue;
                }
                let Some((k, v)) = t.split_once('=') else {
                    continue;
                };
                let (k, v) = (k.trim(), v.trim().trim_matches('"'));
                if section.starts_with("[alias") {
                    out.push((k.to_owned(), v.to_owned()));
                } else if (section.starts_with("[include") || section.starts_with("[includeif"))
                    && k.eq_ignore_ascii_case("path")
                {
                    let home = std::env::var_os("HOME").map(PathBuf::from);
                    let p = payload::paths::expand_home(v, home.as_deref());
                    let p = if p.is_absolute() {
                        p
                    } else {
                        f.parent().map_or(p.clone(), |d| d.join(&p))
                    };
                    queue.push_back(p);
                }
            }
        }
        out
    }
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
    if command.contains(['$', '`', '{', '*', '?', '[', '/']) {
        return true;
    }
    let squeezed: String = command
        .replace("\\\n", "")
        .chars()
        .filter(|c| !matches!(c, '"' | '\'' | '\\'))
        .collect();
    squeezed.contains("worktree")
        || squeezed.contains(ENV)
        || squeezed.contains("claude")
        || [
            "git", "xargs", "eval", "base64", "python", "node", "perl", "ruby", "make", "sh",
            ".py", ".js",
        ]
        .iter()
        .any(|w| squeezed.contains(w))
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
fn is_worktree_add(c: &shell::Command, git: &Git, mentions: bool) -> bool {
    let words = split_words(c);
    let Some((program, args)) = words.split_first() else {
        return false;
    };
    if program.dynamic {
        return args
            .iter()
            .any(|w| w.text == "worktree" || w.text == "git-worktree")
            || mentions;
    }
    let program = program.text.rsplit('/').next().unwrap_or(program.text);
    let from_input = c.ctx.via.last().is_some_and(|v| {
        matches!(
            v,
            shell::Via::Xargs | shell::Via::Parallel | shell::Via::FindExec
        )
    });
    let rest = match program {
        "git" => {
            let mut i = 0;
            let mut inline_aliases: Vec<(String, String)> = Vec::new();
            // Config from a file the analysis does not read (`-c
            // include.path=F`, `GIT_CONFIG_GLOBAL=F`): an unknown subcommand
            // may be an alias defined there.
            let mut unseen_config = c.assignments.iter().any(|a| {
                matches!(
                    a.name.as_str(),
                    "GIT_CONFIG_GLOBAL" | "GIT_CONFIG_SYSTEM" | "GIT_CONFIG" | "GIT_CONFIG_COUNT"
                )
            });
            // `git --work-tree=../wt checkout …`: the repository checked out
            // into another directory, a worktree by another name.
            let mut work_tree: Option<&str> = c
                .assignments
                .iter()
                .find(|a| a.name == "GIT_WORK_TREE")
                .map(|a| a.value.text.as_str());
            while let Some(w) = args.get(i) {
                match w.text {
                    "-c" => {
                        if let Some((k, v)) = args.get(i + 1).and_then(|kv| kv.text.split_once('='))
                        {
                            if let Some(name) = k.strip_prefix("alias.") {
                                inline_aliases.push((name.to_owned(), v.to_owned()));
                            }
                            unseen_config |= k.to_ascii_lowercase().starts_with("include");
                        }
                        i += 2;
                    }
                    "--work-tree" => {
                        work_tree = args.get(i + 1).map(|v| v.text);
                        i += 2;
                    }
                    t if t.starts_with("--work-tree=") => {
                        work_tree = t.strip_prefix("--work-tree=");
                        i += 1;
                    }
                    "-C" | "--git-dir" | "--namespace" | "--config-env" | "--super-prefix"
                    | "--exec-path" => {
                        if w.text == "--config-env" && mentions {
                            return true;
                        }
                        i += 2;
                    }
                    t if t.starts_with('-') => i += 1,
                    _ => break,
                }
            }
            match args.get(i) {
                // `git $sub` may split into `worktree add …` at run time.
                Some(sub) if sub.dynamic => return true,
                // `xargs git`, `xargs -I{} git {} …`: the subcommand comes
                // from the input, which the analysis does not see.
                None => return from_input,
                Some(sub) if sub.text.contains("{}") => return true,
                Some(sub) if sub.text == "worktree" => args.get(i + 1..).unwrap_or(&[]),
                Some(sub)
                    if work_tree.is_some_and(|t| {
                        let t = t.trim_end_matches('/');
                        !(t.is_empty() || t == "." || t == "$PWD" || t == "$(pwd)")
                    }) && matches!(
                        sub.text,
                        "checkout"
                            | "switch"
                            | "restore"
                            | "reset"
                            | "read-tree"
                            | "checkout-index"
                    ) =>
                {
                    return true;
                }
                Some(sub) if GIT_BUILTINS.contains(&sub.text) => return false,
                Some(sub) => {
                    let alias = inline_aliases
                        .iter()
                        .rev()
                        .find(|(n, _)| n.eq_ignore_ascii_case(sub.text))
                        .map(|(_, v)| v.clone())
                        .or_else(|| git.alias(sub.text));
                    return match alias {
                        Some(v) => {
                            let rest: Vec<&str> = args
                                .get(i + 1..)
                                .unwrap_or(&[])
                                .iter()
                                .map(|w| w.text)
                                .collect();
                            alias_creates(&v, &rest, git)
                        }
                        // An unknown subcommand in a command that spells
                        // `worktree` (an alias set up a moment earlier), or
                        // given `add` with config the analysis cannot read.
                        None => {
                            mentions
                                || (unseen_config
                                    && adds(
                                        args.get(i + 1..)
                                            .unwrap_or(&[])
                                            .iter()
                                            .map(|w| (w.text, w.dynamic)),
                                    ))
                        }
                    };
                }
            }
        }
        "git-worktree" => args,
        _ => return false,
    };
    adds(rest.iter().map(|w| (w.text, w.dynamic)))
}

/// `worktree` followed by `add` (or a word known only at run time), unless
/// it only asks for help.
fn adds<'a>(rest: impl Iterator<Item = (&'a str, bool)>) -> bool {
    let rest: Vec<(&str, bool)> = rest.collect();
    if rest.iter().any(|(t, _)| *t == "-h" || *t == "--help") {
        return false;
    }
    rest.iter()
        .find(|(t, _)| !t.starts_with('-'))
        .is_some_and(|(t, dynamic)| *dynamic || *t == "add" || t.contains("{}"))
}

/// Whether an alias's value, called with `rest`, creates a worktree: a
/// `!shell` alias is searched as a command, a plain one is git arguments.
fn alias_creates(value: &str, rest: &[&str], git: &Git) -> bool {
    if let Some(sh) = value.strip_prefix('!') {
        return search(&format!("{sh} {}", rest.join(" ")), &git.cwd, MAX_DEPTH).is_some()
            || spells_worktree(sh);
    }
    let mut words: Vec<&str> = value.split_whitespace().collect();
    words.extend_from_slice(rest);
    match words.iter().position(|w| *w == "worktree") {
        Some(i) => adds(
            words
                .get(i + 1..)
                .unwrap_or(&[])
                .iter()
                .map(|w| (*w, false)),
        ),
        None => false,
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
    use std::path::Path;

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
            // Issue 15.
            (
                "xargs git",
                "printf '%s\\n' worktree add ../wt | xargs git",
                true,
            ),
            (
                "xargs -I git",
                "echo worktree | xargs -I{} git {} add ../wt",
                true,
            ),
            (
                "python subprocess",
                "python3 -c \"import subprocess; subprocess.run(['git','worktree','add','../wt'])\"",
                true,
            ),
            (
                "python split word",
                "python3 -c \"import os; os.system('git ' + 'work' + 'tree add ../wt')\"",
                true,
            ),
            (
                "eval of substitution",
                "eval \"git $(echo worktree) add ../wt\"",
                true,
            ),
            (
                "inline alias",
                "git -c alias.wt=worktree wt add ../wt",
                true,
            ),
            (
                "inline shell alias",
                "git -c 'alias.wt=!git worktree' wt add ../wt",
                true,
            ),
            (
                "alias set up",
                "git config alias.wt worktree && git wt add ../wt",
                true,
            ),
            (
                "base64 to sh",
                "echo Z2l0IHdvcmt0cmVlIGFkZCAuLi93dA== | base64 -d | sh",
                true,
            ),
            (
                "node child_process",
                "node -e \"require('child_process').execSync('git worktree add ../wt')\"",
                true,
            ),
            ("help", "git worktree add --help", false),
            ("prune dry run", "git worktree prune --dry-run", false),
            (
                "xargs git with subcommand",
                "git ls-files -m | xargs git add",
                false,
            ),
            (
                "python listing",
                "python3 -c \"import subprocess; subprocess.run(['git','worktree','list'])\"",
                false,
            ),
            ("unknown subcommand, no alias", "git frobnicate", false),
            (
                "python printing the word",
                "python3 -c \"print('worktree')\"",
                false,
            ),
        ];
        let mut wrong = Vec::new();
        for (name, cmd, refused) in cases {
            if worktree_use(cmd, Path::new("/nonexistent")).is_some() != *refused {
                wrong.push(format!(
                    "{name}: `{cmd}` → {:?}",
                    worktree_use(cmd, Path::new("/nonexistent"))
                ));
            }
        }
        assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
        let (_, self_grant) = worktree_use(
            "GATEHOUSE_ALLOW_WORKTREES=1 git worktree add x",
            Path::new("/"),
        )
        .unwrap();
        assert!(self_grant);
    }
}
