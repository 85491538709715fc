//! block-worktree-deletions: refuses deleting a git worktree from a Bash command.
//!
//! # What it refuses
//! - `git worktree remove` and `git worktree move` (any flags, `git -C dir …`, any wrapper or
//!   nested script);
//! - `git worktree prune` (unless `allow_prune`);
//! - `rm -r`/`rm -rf`/`rmdir`/`find … -delete`/`find … -exec rm -r {}` whose target is a
//!   worktree of the repository at the payload's `cwd`, or a directory containing one —
//!   resolved against the repository's worktree list (its `.git` records, or `git worktree
//!   list --porcelain` for a bare repository, a submodule or `GIT_DIR`), following `cd`;
//!   also `cmake -E rm -r`/`remove_directory`, `parallel rm ::: …`, `rsync --delete`,
//!   `rmtree`/`rmSync` (and `os.remove`/`unlink` of its `.git` link) in interpreter code,
//!   inside a container through a bind mount (`docker run -v "$PWD/..:/w" … rm -rf
//!   /w/wt-a`), through symlinks, globs that empty it,
//!   `find … -name WT -exec rm` (the name may be a directory above it, or `.git`),
//!   `tar --remove-files`, `zip -m`, `mv` of a worktree, and its `.git` link (deleted with
//!   plain `rm`/`unlink`/`shred`, emptied with `truncate` or a `>` redirection), the
//!   repository's `.git/worktrees` records; `$(git rev-parse --show-toplevel)/…` is
//!   resolved to the checkout; a target known
//!   only at run time (`rm -rf "$DIR"`, `xargs rm -rf`) is refused only when the command is
//!   about worktrees (names one, its branch, `worktree`, climbs with `..`) — `mktemp` dirs,
//!   `$HOME/…`, `` `find -name __pycache__` `` are ordinary cleanups;
//! - `git branch -D` / `git update-ref -d refs/heads/B` of a branch checked out in another
//!   worktree.
//!
//! # Why (the incident)
//! A worktree is another agent's (or the user's) checkout with uncommitted work in it;
//! parallel agents share one repository, and a cleanup in one session deleted the tree
//! another session was still writing to. Removing it destroys work no commit holds.
//!
//! # Refused
//! `git worktree remove ../wt-a`, `rm -rf .worktrees` (when it holds worktrees),
//! `cd .. && rm -rf wt-a`, `bash -c 'rm -rf ../wt-a'`, `git branch -D feature` (checked
//! out in `../wt-a`).
//!
//! # Allowed
//! `rm -rf build/ node_modules`, `rm -rf ../wt-a/target` (files inside a worktree),
//! `git worktree list`, `git worktree add …` (that is `worktree-consent`'s business),
//! `echo "git worktree remove x"`, any command without `rm`/`rmdir`/`find`/`git` (git is
//! not even run then).
//!
//! # Configuration
//! `[block-worktree-deletions]` in `.claude/gatehouse.toml`: `enabled` (default `true`);
//! `allow_prune` (default `false`): allow `git worktree prune`; `allow_remove` (default
//! `false`): allow every worktree deletion.
//!
//! # Escape hatch
//! The user sets `allow_remove = true` (or `allow_prune`) or `enabled = false`; the agent
//! cannot (the config file is protected by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use shell::{Command, Via, Word};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub(crate) const GUARD: Guard = Guard {
    name: "block-worktree-deletions",
    events: &[EventKind::PreToolUse],
    keys: &["allow_prune", "allow_remove"],
};

/// `git worktree list` normally answers in milliseconds; a hung git (a lock, a network
/// filesystem) must not hang the guard past the hook's 10 s timeout, which would fail open.
const GIT_DEADLINE: Duration = Duration::from_secs(3);

fn main() {
    payload::run(&GUARD, check)
}

struct Opts {
    allow_prune: bool,
    allow_remove: bool,
}

/// One worktree of the repository.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Worktree {
    path: PathBuf,
    branch: Option<String>,
    /// The main checkout (listed first by git).
    main: bool,
}

type Lookup<'a> = &'a dyn Fn(&Path) -> Result<Vec<Worktree>, Failure>;

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let opts = Opts {
        allow_prune: cfg.bool("allow_prune", false)?,
        allow_remove: cfg.bool("allow_remove", false)?,
    };
    if opts.allow_remove {
        return Ok(Verdict::Allow);
    }
    let home = std::env::var_os("HOME").map(PathBuf::from);
    decide(&bash.command, &p.cwd, home.as_deref(), &opts, &worktrees)
}

/// The worktrees of the repository at `cwd`: read from the repository's own records when
/// they have the plain layout (saves starting `git`, 2–5 ms per call), else from
/// `git worktree list --porcelain`.
fn worktrees(cwd: &Path) -> Result<Vec<Worktree>, Failure> {
    match recorded_worktrees(cwd) {
        Some(list) => Ok(list),
        None => git_worktrees(cwd),
    }
}

/// `git worktree list` from the files git keeps: the checkout's `.git` (a directory, or a
/// `gitdir:` file with a `commondir`), the main checkout above the common `.git`, and
/// `.git/worktrees/*/{gitdir,HEAD}`. `None` for any other layout (a bare repository, a
/// submodule, `GIT_DIR` and friends in the environment, an unreadable record): git decides.
fn recorded_worktrees(cwd: &Path) -> Option<Vec<Worktree>> {
    if [
        "GIT_DIR",
        "GIT_COMMON_DIR",
        "GIT_WORK_TREE",
        "GIT_CEILING_DIRECTORIES",
    ]
    .iter()
    .any(|v| std::env::var_os(v).is_some())
    {
        return None;
    }
    let read = |p: &Path| -> Option<String> {
        let meta = std::fs::metadata(p).ok()?;
        if !meta.is_file() || meta.len() > 4096 {
            return None;
        }
        std::fs::read_to_string(p).ok()
    };
    let top = cwd.ancestors().find(|d| d.join(".git").exists())?;
    let dot = top.join(".git");
    let gitdir = if dot.is_dir() {
        dot
    } else {
        let line = read(&dot)?;
        top.join(line.trim().strip_prefix("gitdir:")?.trim())
    };
    let common = match read(&gitdir.join("commondir")) {
        Some(c) => gitdir.join(c.trim()),
        None => gitdir,
    };
    let common = std::fs::canonicalize(common).ok()?;
    if common.file_name()? != ".git" {
        return None;
    }
    let main = common.parent()?.to_path_buf();
    let branch = |head: &Path| -> Option<Option<String>> {
        let h = read(head)?;
        Some(
            h.trim()
                .strip_prefix("ref: refs/heads/")
                .map(str::to_string),
        )
    };
    let mut out = vec![Worktree {
        path: main,
        branch: branch(&common.join("HEAD"))?,
        main: true,
    }];
    let mut linked = Vec::new();
    if let Ok(rd) = std::fs::read_dir(common.join("worktrees")) {
        for e in rd.take(1024) {
            let admin = e.ok()?.path();
            let link = read(&admin.join("gitdir"))?;
            let link = admin.join(link.trim());
            let path = link.parent()?.to_path_buf();
            let path = std::fs::canonicalize(&path).unwrap_or(path);
            linked.push(Worktree {
                path,
                branch: branch(&admin.join("HEAD"))?,
                main: false,
            });
        }
    }
    linked.sort_by(|a, b| a.path.cmp(&b.path));
    out.extend(linked);
    Some(out)
}

/// `$(git rev-parse --show-toplevel)REST` (or backticks) with a static REST, as the path
/// it is: the nearest directory above `cwd` that holds a `.git`.
fn toplevel_word(w: &Word, cwd: Option<&PathBuf>) -> Option<Word> {
    let raw = w.raw.trim_matches('"');
    let rest = [
        "$(git rev-parse --show-toplevel)",
        "`git rev-parse --show-toplevel`",
    ]
    .iter()
    .find_map(|p| raw.strip_prefix(p))?;
    if rest.contains(['$', '`', '*', '?', '[', '{', '"', '\\', '\'', '~']) {
        return None;
    }
    let top = cwd?.ancestors().find(|d| d.join(".git").exists())?;
    Some(Word::literal(&format!("{}{rest}", top.display())))
}

/// What a command would delete.
enum Target {
    /// A known path.
    Path(PathBuf),
    /// Any path whose text starts with this.
    Prefix(String),
    /// Paths under the directory matching the glob (`*`/`?` stay within a name and, as in
    /// Bash, do not match a leading `.`).
    Glob(PathBuf, String),
    /// Anything; true when the word climbs out of the directory (`$x/..`, `$(git …)/../`).
    Unknown(bool),
}

/// True when the glob `rest` under `dir` matches `path` or one of its ancestors.
fn glob_hits(dir: &Path, rest: &str, path: &Path) -> bool {
    let Ok(below) = path.strip_prefix(dir) else {
        return false;
    };
    let want: Vec<&str> = rest.split('/').filter(|c| !c.is_empty()).collect();
    let have: Vec<String> = below
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if want.is_empty() || have.len() < want.len() {
        return false;
    }
    want.iter().zip(&have).all(|(pat, name)| {
        (!name.starts_with('.') || pat.starts_with('.')) && glob_match(pat, name)
    })
}

fn decide(
    command: &str,
    cwd: &Path,
    home: Option<&Path>,
    opts: &Opts,
    lookup: Lookup<'_>,
) -> Result<Verdict, Failure> {
    let a = shell::analyse_in(command, cwd);
    let relevant = |t: &str| {
        ["rm", "find", "git", "worktree", "unlink", "mv "]
            .iter()
            .any(|w| t.contains(w))
    };
    if let Some(problem) = a.blocking_problem(relevant) {
        return Err(Failure::new(format!(
            "cannot analyse the command: {}",
            problem.reason
        )));
    }
    // Directories the command may be in: the payload's cwd and every `cd` target (all of
    // them, in every order: over-approximating is the safe side).
    let mut cwds = vec![cwd.to_path_buf()];
    let mut cwd_unknown = false;
    for c in a.named("cd").chain(a.named("pushd")) {
        match c.args().iter().find(|w| !w.text.starts_with('-')) {
            None => cwds.extend(home.map(Path::to_path_buf)),
            Some(w) => match w.as_static() {
                Some(t) => {
                    let base: Vec<PathBuf> = cwds.clone();
                    for b in base {
                        cwds.push(payload::paths::normalize(
                            &payload::paths::expand_home(t, home),
                            &b,
                        ));
                    }
                }
                None => cwd_unknown = true,
            },
        }
    }
    let mut deletions: Vec<(&Command, Vec<Target>)> = Vec::new();
    let mut moves: Vec<(&Command, Vec<Target>)> = Vec::new();
    let mut named: Vec<(&Command, Vec<Target>, String)> = Vec::new();
    let mut branch_deletes: Vec<(&Command, Vec<String>)> = Vec::new();
    let mut cleans: Vec<&Command> = Vec::new();
    // Variables holding a fresh temporary directory (`tmp=$(mktemp -d)`): never a worktree.
    let temps: Vec<String> = a
        .commands
        .iter()
        .flat_map(|c| c.assignments.iter())
        .filter(|s| s.value.raw.contains("mktemp"))
        .map(|s| s.name.clone())
        .collect();
    for c in &a.commands {
        match c.program() {
            Some("git") => {
                let sub = git_subcommand(c);
                match sub.first().map(|w| w.text.as_str()) {
                    Some("worktree") => match sub.get(1).map(|w| w.text.as_str()) {
                        Some("remove") => {
                            return Ok(refuse(
                                c,
                                "`git worktree remove` deletes a worktree and everything uncommitted in it",
                                None,
                            ));
                        }
                        // Moving a worktree pulls the checkout from under the session in it.
                        Some("move") => {
                            return Ok(refuse(
                                c,
                                "`git worktree move` takes a worktree away from the session working in it",
                                None,
                            ));
                        }
                        // `--dry-run`/`-n` only reports.
                        Some("prune")
                            if !opts.allow_prune
                                && !sub.iter().any(|w| w.text == "--dry-run" || w.text == "-n") =>
                        {
                            return Ok(refuse(
                                c,
                                "`git worktree prune` drops the records of worktrees whose directories are missing (an unmounted or moved checkout loses its link)",
                                None,
                            ));
                        }
                        _ => {}
                    },
                    // `git update-ref -d refs/heads/B` deletes a branch like `git branch -D`.
                    Some("update-ref")
                        if sub.iter().any(|w| w.text == "-d" || w.text == "--delete") =>
                    {
                        let names = sub
                            .iter()
                            .skip(1)
                            .filter(|w| !w.text.starts_with('-'))
                            .filter_map(|w| w.text.strip_prefix("refs/heads/").map(str::to_string))
                            .collect();
                        branch_deletes.push((c, names));
                    }
                    // `git clean -ffd`: force given twice removes nested repositories,
                    // so a linked worktree inside the directory goes with the rest.
                    Some("clean") if cleans_nested(sub.get(1..).unwrap_or(&[])) => {
                        cleans.push(c);
                    }
                    Some("branch") if force_delete(sub.get(1..).unwrap_or(&[])) => {
                        let names = sub
                            .iter()
                            .skip(1)
                            .filter(|w| !w.text.starts_with('-'))
                            .map(|w| w.text.clone())
                            .collect();
                        branch_deletes.push((c, names));
                    }
                    _ => {}
                }
            }
            Some("rm") if recursive(c.args()) => {
                deletions.push((c, targets(c, c.args(), &cwds, cwd_unknown, home, &temps)))
            }
            // `tar --remove-files … PATHS` and `zip -m ARCHIVE PATHS` delete what they pack.
            Some("tar") if c.args().iter().any(|w| w.text == "--remove-files") => {
                let mut ops = Vec::new();
                let mut skip = false;
                for w in c.args() {
                    if skip {
                        skip = false;
                        continue;
                    }
                    let t = w.text.as_str();
                    if matches!(
                        t,
                        "-f" | "--file" | "-C" | "--directory" | "-T" | "--files-from"
                    ) || (t.starts_with('-') && !t.starts_with("--") && t.ends_with('f'))
                    {
                        skip = true;
                    } else if !t.starts_with('-') {
                        ops.push(w.clone());
                    }
                }
                deletions.push((c, targets(c, &ops, &cwds, cwd_unknown, home, &temps)));
            }
            Some("zip")
                if c.args().iter().any(|w| {
                    w.text == "--move"
                        || (w.text.starts_with('-')
                            && !w.text.starts_with("--")
                            && w.text.contains('m'))
                }) =>
            {
                let ops: Vec<Word> = c
                    .args()
                    .iter()
                    .filter(|w| !w.text.starts_with('-'))
                    .skip(1)
                    .cloned()
                    .collect();
                deletions.push((c, targets(c, &ops, &cwds, cwd_unknown, home, &temps)));
            }
            // `truncate -s 0 ../wt/.git` empties a worktree's link like deleting it.
            Some("truncate") => {
                let ts = targets(c, c.args(), &cwds, cwd_unknown, home, &temps)
                    .into_iter()
                    .filter(|t| matches!(t, Target::Path(p) if p.file_name().is_some_and(|n| n == ".git")))
                    .collect::<Vec<_>>();
                if !ts.is_empty() {
                    deletions.push((c, ts));
                }
            }
            // Without `-r` only files go: a linked worktree's `.git` file is its link to
            // the repository (`rm ../wt/.git`, `unlink ../wt/.git`).
            Some("rm" | "unlink" | "shred") => {
                let ts = targets(c, c.args(), &cwds, cwd_unknown, home, &temps)
                    .into_iter()
                    .filter(|t| matches!(t, Target::Path(p) if p.file_name().is_some_and(|n| n == ".git")))
                    .collect::<Vec<_>>();
                if !ts.is_empty() {
                    deletions.push((c, ts));
                }
            }
            // `cmake -E rm -rf P`, `cmake -E remove_directory P`.
            Some("cmake") if c.args().first().is_some_and(|w| w.text == "-E") => {
                let sub = c.args().get(1).map(|w| w.text.as_str());
                let rest = c.args().get(2..).unwrap_or(&[]);
                if sub == Some("remove_directory") || (sub == Some("rm") && recursive(rest)) {
                    deletions.push((c, targets(c, rest, &cwds, cwd_unknown, home, &temps)));
                }
            }
            // `rsync -a --delete EMPTY/ WT/` empties the destination.
            Some("rsync") if c.args().iter().any(|w| w.text.starts_with("--delete")) => {
                let ops: Vec<Word> = c
                    .args()
                    .iter()
                    .filter(|w| !w.text.starts_with('-'))
                    .cloned()
                    .collect();
                if let Some(dest) = ops.last().filter(|_| ops.len() >= 2) {
                    let dest = Word::literal(dest.text.trim_end_matches('/'));
                    deletions.push((
                        c,
                        targets(
                            c,
                            std::slice::from_ref(&dest),
                            &cwds,
                            cwd_unknown,
                            home,
                            &temps,
                        ),
                    ));
                }
            }
            // Moving a worktree away breaks it (and its content goes with it).
            Some("mv") => {
                let operands: Vec<Word> = c
                    .args()
                    .iter()
                    .filter(|w| !w.text.starts_with('-'))
                    .cloned()
                    .collect();
                if let Some((_, sources)) = operands.split_last() {
                    let known: Vec<Word> = sources.iter().filter(|w| !w.dynamic).cloned().collect();
                    moves.push((c, targets(c, &known, &cwds, cwd_unknown, home, &temps)));
                }
            }
            // Moving to the trash deletes from the worktree's point of view.
            Some("trash" | "trash-put" | "rmtrash" | "wipe" | "srm") => {
                deletions.push((c, targets(c, c.args(), &cwds, cwd_unknown, home, &temps)))
            }
            Some("gio")
                if c.args()
                    .first()
                    .is_some_and(|w| w.text == "trash" || w.text == "remove") =>
            {
                let rest = c.args().get(1..).unwrap_or(&[]);
                deletions.push((c, targets(c, rest, &cwds, cwd_unknown, home, &temps)))
            }
            Some("rmdir") => {
                deletions.push((c, targets(c, c.args(), &cwds, cwd_unknown, home, &temps)))
            }
            Some("find") if c.args().iter().any(|w| w.text == "-delete") && !filtered(c.args()) => {
                deletions.push((
                    c,
                    targets(c, &find_roots(c.args()), &cwds, cwd_unknown, home, &temps),
                ));
            }
            Some("find") if deletes_matches(c, &a) => {
                // `find .. -name wt-a -exec rm -rf {} +`: worktrees under the roots whose
                // name matches.
                if let Some(pat) = name_filter(c.args()) {
                    let roots = targets(c, &find_roots(c.args()), &cwds, cwd_unknown, home, &temps);
                    named.push((c, roots, pat));
                }
            }
            _ => {}
        }
        // `: > ../wt/.git`, `echo > .worktrees/b/.git`: overwriting the link breaks it.
        let written: Vec<Word> = c
            .redirects
            .iter()
            .filter(|r| matches!(r.kind, shell::RedirectKind::Truncate))
            .map(|r| r.target.clone())
            .collect();
        if !written.is_empty() {
            let ts = targets_of_words(&written, &cwds, cwd_unknown, home, &temps)
                .into_iter()
                .filter(
                    |t| matches!(t, Target::Path(p) if p.file_name().is_some_and(|n| n == ".git")),
                )
                .collect::<Vec<_>>();
            if !ts.is_empty() {
                deletions.push((c, ts));
            }
        }
        if let Some(script) = &c.script {
            let ts = script_targets(&script.text);
            if !ts.is_empty() {
                let words: Vec<Word> = ts
                    .iter()
                    .map(|t| match t {
                        Some(p) => Word::literal(p),
                        None => Word {
                            text: String::new(),
                            raw: "$unknown".to_string(),
                            dynamic: true,
                            prefix: String::new(),
                        },
                    })
                    .collect();
                deletions.push((c, targets(c, &words, &cwds, cwd_unknown, home, &temps)));
            }
        }
    }
    // `ln -s TARGET LINK`: a later deletion through LINK deletes TARGET.
    let links = symlinks(&a, &cwds);
    // Opaque code whose text could delete something: the worktrees are needed to judge it.
    let opaque = a.opaque_problem(|t| relevant(t)).is_some();
    if deletions.is_empty()
        && branch_deletes.is_empty()
        && cleans.is_empty()
        && moves.is_empty()
        && named.is_empty()
        && !opaque
    {
        return Ok(Verdict::Allow);
    }
    let worktrees = lookup(cwd)?;
    if worktrees.len() < 2 {
        // No linked worktree: nothing of another checkout's can be deleted.
        return Ok(Verdict::Allow);
    }
    for c in &cleans {
        let nested = worktrees
            .iter()
            .find(|w| !w.main && cwds.iter().any(|d| w.path != *d && w.path.starts_with(d)));
        if let Some(w) = nested {
            return Ok(refuse(
                c,
                "`git clean` with `-f` given twice and `-d` removes nested repositories, and a linked worktree inside this directory is one",
                Some(w),
            ));
        }
    }
    // The opacity rule for run-time targets: refused only when the command could be
    // about a worktree (it names one, its branch, `worktree`, or climbs out with `..`).
    let lower = command.to_ascii_lowercase();
    // A glob in the command that matches a worktree's name (`ls -d ../wt-* | xargs rm -rf`).
    let glob_names = command
        .split(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | ';' | '|' | '&' | '(' | ')'))
        .filter(|t| t.contains(['*', '?']))
        .filter_map(|t| t.trim_end_matches('/').rsplit('/').next())
        .any(|pat| {
            worktrees.iter().skip(1).any(|w| {
                w.path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| pat.chars().any(|c| c.is_alphanumeric()) && glob_match(pat, n))
            })
        });
    let about_worktrees = glob_names
        || lower.contains("worktree")
        || worktrees.iter().skip(1).any(|w| {
            w.path
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| mentions(command, n))
        });
    // The opacity rule: code the analysis could not see is refused when the command is
    // about worktrees.
    if let Some(problem) = a.opaque_problem(|t| {
        let l = t.to_ascii_lowercase();
        l.contains("worktree")
            || worktrees.iter().skip(1).any(|w| {
                w.path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| mentions(t, n))
            })
    }) {
        return Ok(refuse_opaque(problem));
    }
    // The repository's own records of its linked worktrees: `.git`, `.git/worktrees` and
    // each `.git/worktrees/NAME` (deleting them unlinks every or that worktree).
    let common = worktrees
        .iter()
        .find(|w| w.main)
        .map(|w| w.path.join(".git"));
    let records = |p: &Path| {
        common.as_ref().is_some_and(|g| {
            p == g || p == g.join("worktrees") || p.parent() == Some(g.join("worktrees").as_path())
        })
    };
    let hits = |t: &Target, w: &Worktree| match t {
        Target::Path(p) => {
            let p = resolve_links(p, &links);
            // A linked worktree's `.git` file is its link to the repository.
            w.path == p
                || w.path.starts_with(&p)
                || (!w.main && (p == w.path.join(".git") || records(&p)))
        }
        Target::Prefix(s) => w.path.to_string_lossy().starts_with(s.as_str()),
        Target::Glob(dir, rest) => {
            glob_hits(dir, rest, &w.path)
                || (!cwd.starts_with(&w.path) && empties(dir, rest, &w.path))
        }
        Target::Unknown(climbs) => about_worktrees || *climbs,
    };
    for (c, ts) in &deletions {
        for t in ts {
            if let Target::Unknown(_) = t {
                if worktrees.iter().any(|w| hits(t, w)) {
                    return Ok(refuse(
                        c,
                        "its target is known only at run time and the command is about worktrees: it may be one of them",
                        None,
                    ));
                }
                continue;
            }
            if let Some(w) = worktrees.iter().find(|w| hits(t, w)) {
                let why = match t {
                    Target::Path(p) if resolve_links(p, &links) == w.path => {
                        "it deletes the worktree".to_string()
                    }
                    Target::Path(p) if p.file_name().is_some_and(|n| n == ".git") || records(p) => {
                        "it deletes the link between the worktree and its repository (the `.git` file or the repository's `.git/worktrees` records)".to_string()
                    }
                    Target::Path(_) => {
                        "it deletes a directory that contains the worktree".to_string()
                    }
                    Target::Glob(..) => {
                        "its glob deletes the worktree or everything in it".to_string()
                    }
                    _ => "its target may be the worktree".to_string(),
                };
                return Ok(refuse(c, &why, Some(w)));
            }
        }
    }
    for (c, ts) in &moves {
        for t in ts {
            if let Target::Path(p) = t
                && let Some(w) = worktrees
                    .iter()
                    .find(|w| hits(t, w) && w.path != *cwd || (w.path == *p && p != cwd))
            {
                return Ok(refuse(
                    c,
                    "it moves the worktree away (git loses it; a later delete destroys it)",
                    Some(w),
                ));
            }
        }
    }
    for (c, roots, pat) in &named {
        for w in worktrees.iter().skip(1) {
            let name = w.path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            // The name may be the worktree's, a directory's above it below the root
            // (`find . -name .worktrees -exec rm -rf {} +`), or its `.git` link.
            let matched = roots.iter().any(|r| match r {
                Target::Path(p) => {
                    w.path.starts_with(p)
                        && (glob_match(pat, name)
                            || glob_match(pat, ".git")
                            || w.path.strip_prefix(p).is_ok_and(|below| {
                                below
                                    .components()
                                    .any(|c| glob_match(pat, &c.as_os_str().to_string_lossy()))
                            }))
                }
                _ => glob_match(pat, name),
            });
            if matched {
                return Ok(refuse(
                    c,
                    "it finds the worktree by name and deletes it",
                    Some(w),
                ));
            }
        }
    }
    let current = worktrees
        .iter()
        .filter(|w| cwd.starts_with(&w.path))
        .max_by_key(|w| w.path.components().count())
        .map(|w| w.path.clone());
    for (c, names) in &branch_deletes {
        for name in names {
            if let Some(w) = worktrees.iter().find(|w| {
                w.branch.as_deref() == Some(name.as_str()) && Some(&w.path) != current.as_ref()
            }) {
                return Ok(refuse(
                    c,
                    &format!("branch `{name}` is checked out in another worktree"),
                    Some(w),
                ));
            }
        }
    }
    Ok(Verdict::Allow)
}

/// `git clean` arguments that remove nested repositories: `-f` twice (`-ff`, `-f -f`,
/// `--force --force`) with `-d`, not a dry run (`-n`), with no pathspec and no `-e`
/// exclusion narrowing it (those name what goes, and are judged no further).
fn cleans_nested(args: &[Word]) -> bool {
    let mut force = 0;
    let mut dirs = false;
    for w in args {
        let t = w.text.as_str();
        match t {
            "--force" => force += 1,
            "--dry-run" | "--exclude" | "-e" => return false,
            "--" => return false,
            _ if t.starts_with("--exclude=") => return false,
            _ if t.starts_with('-') && !t.starts_with("--") => {
                if t.contains('n') || t.contains('e') {
                    return false;
                }
                force += t.matches('f').count();
                dirs |= t.contains('d');
            }
            _ if t.starts_with('-') => {}
            // A pathspec.
            _ => return false,
        }
    }
    force >= 2 && dirs
}

fn refuse_opaque(problem: &shell::Problem) -> Verdict {
    let flat: String = problem
        .text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let shown: String = flat.chars().take(160).collect();
    payload::refusal(
        GUARD.name,
        format!(
            "`{shown}` (it runs code the analysis cannot see: {}, and it is about worktrees)",
            problem.reason
        ),
    )
    .rule("worktrees are not deleted from a session: a linked worktree is another checkout of this repository, possibly another agent's or the user's, with work no commit holds; code built at run time cannot be checked")
    .instead("write the command visibly, and delete only directories that are not worktrees")
    .allow("the user (not the agent) can set `allow_remove = true` under `[block-worktree-deletions]` in `.claude/gatehouse.toml`")
    .verdict()
}

fn refuse(c: &Command, why: &str, w: Option<&Worktree>) -> Verdict {
    let whose = match w {
        Some(w) if w.main => format!(
            "`{}` is the repository's main checkout, which every linked worktree depends on",
            w.path.display()
        ),
        Some(w) => format!(
            "the worktree `{}`{} is another checkout of this repository, possibly another agent's or the user's, with work no commit holds",
            w.path.display(),
            w.branch.as_deref().map(|b| format!(" (branch `{b}`)")).unwrap_or_default()
        ),
        None => "a linked worktree is another checkout of this repository, possibly another agent's or the user's, with work no commit holds".to_string(),
    };
    payload::refusal(GUARD.name, format!("`{}` ({why})", c.text.trim()))
        .rule(format!("worktrees are not deleted from a session: {whose}"))
        .instead("leave the worktree in place and tell the user it can be removed; delete only directories that are not worktrees")
        .allow("the user (not the agent) can set `allow_remove = true` (or `allow_prune = true` for `git worktree prune`) under `[block-worktree-deletions]` in `.claude/gatehouse.toml`")
        .verdict()
}

/// `git [-C dir] [-c k=v] [--git-dir=…] SUBCOMMAND …`: the subcommand and its arguments.
fn git_subcommand(c: &Command) -> &[Word] {
    c.git_subcommand()
        .and_then(|(_, i)| c.args().get(i..))
        .unwrap_or(&[])
}

fn force_delete(args: &[Word]) -> bool {
    let mut delete = false;
    let mut force = false;
    for w in args {
        match w.text.as_str() {
            "--delete" => delete = true,
            "--force" => force = true,
            t if t.starts_with('-') && !t.starts_with("--") => {
                force |= t.contains('D') || t.contains('f');
                delete |= t.contains('D') || t.contains('d');
            }
            _ => {}
        }
    }
    delete && force
}

fn recursive(args: &[Word]) -> bool {
    args.iter().take_while(|w| w.text != "--").any(|w| {
        w.text == "--recursive"
            || (w.text.starts_with('-') && !w.text.starts_with("--") && w.text.contains(['r', 'R']))
    })
}

/// `find ROOT… EXPR`: the roots come before the first expression word.
fn find_roots(args: &[Word]) -> Vec<Word> {
    let roots: Vec<Word> = args
        .iter()
        .take_while(|w| !w.text.starts_with('-') && w.text != "(" && w.text != "!")
        .cloned()
        .collect();
    if roots.is_empty() {
        vec![Word::literal(".")]
    } else {
        roots
    }
}

/// A `find` expression that selects files (by name, type, age …) deletes matches, not the tree.
fn filtered(args: &[Word]) -> bool {
    args.iter().enumerate().any(|(i, w)| {
        // `-type d` keeps every directory: it selects nothing away from a worktree.
        if w.text == "-type" {
            return args.get(i + 1).is_none_or(|t| t.text != "d");
        }
        matches!(
            w.text.as_str(),
            "-name"
                | "-iname"
                | "-path"
                | "-ipath"
                | "-wholename"
                | "-regex"
                | "-iregex"
                | "-type"
                | "-newer"
                | "-mtime"
                | "-mmin"
                | "-atime"
                | "-size"
                | "-empty"
                | "-user"
                | "-perm"
        )
    })
}

/// The paths a deletion names, resolved against every directory the command may be in.
fn targets(
    c: &Command,
    args: &[Word],
    cwds: &[PathBuf],
    cwd_unknown: bool,
    home: Option<&Path>,
    temps: &[String],
) -> Vec<Target> {
    // Arguments come from standard input (`xargs rm -rf`): unknown unless all are known.
    if c.ctx.via.contains(&Via::Xargs) && c.args().iter().all(|w| w.text.starts_with('-')) {
        return vec![Target::Unknown(false)];
    }
    let mut out = Vec::new();
    let mut options_done = false;
    let mounts = container_mounts(c, cwds.first());
    for w in args {
        // `docker run -v "$PWD/..:/w" img rm -rf /w/wt-a`: a path under a bind mount is
        // the host directory mounted there.
        let host_word;
        let w = match mounts.iter().find_map(|(host, ctr)| {
            let rest = w.text.strip_prefix(ctr.as_str())?;
            (rest.is_empty() || rest.starts_with('/')).then(|| format!("{host}{rest}"))
        }) {
            Some(t) if !w.dynamic => {
                host_word = Word::literal(&t);
                &host_word
            }
            _ => w,
        };
        if !options_done && w.text == "--" {
            options_done = true;
            continue;
        }
        if !options_done && w.text.starts_with('-') && w.text.len() > 1 {
            continue;
        }
        // `find … -exec rm -rf {} +`: the matches live under find's roots.
        if w.dynamic && w.text.contains("{}") && c.ctx.via.contains(&Via::FindExec) {
            if let Some(find) = c.ctx.wrappers.iter().rev().find(|w| w.name == "find")
                && !filtered(&find.args)
            {
                out.extend(targets_of_words(
                    &find_roots(&find.args),
                    cwds,
                    cwd_unknown,
                    home,
                    temps,
                ));
            }
            continue;
        }
        out.extend(targets_of_words(
            std::slice::from_ref(w),
            cwds,
            cwd_unknown,
            home,
            temps,
        ));
    }
    out
}

/// The bind mounts (host directory, container directory) of the container a command runs
/// in (`docker|podman|nerdctl run|exec -v HOST:CTR`, `--volume`, `--mount
/// type=bind,source=…,target=…`); `$PWD`/`$(pwd)` at the start of HOST is the command's
/// directory. Only absolute container directories and known host directories count.
fn container_mounts(c: &Command, cwd: Option<&PathBuf>) -> Vec<(String, String)> {
    let Some(w) = c
        .ctx
        .wrappers
        .iter()
        .rev()
        .find(|w| matches!(w.name.as_str(), "docker" | "podman" | "nerdctl"))
    else {
        return Vec::new();
    };
    let mut specs: Vec<(String, String)> = Vec::new();
    let mut it = w.args.iter().peekable();
    while let Some(a) = it.next() {
        let t = a.raw.trim_matches('"');
        let value = match t {
            "-v" | "--volume" | "--mount" => it.next().map(|v| v.raw.trim_matches('"').to_string()),
            _ => t
                .strip_prefix("--volume=")
                .or_else(|| t.strip_prefix("--mount="))
                .or_else(|| t.strip_prefix("-v").filter(|v| !v.is_empty()))
                .map(str::to_string),
        };
        let Some(v) = value else {
            continue;
        };
        if v.contains("type=") || v.contains("target=") || v.contains("dst=") {
            let field = |keys: &[&str]| {
                v.split(',').find_map(|kv| {
                    let (k, val) = kv.split_once('=')?;
                    keys.contains(&k).then(|| val.to_string())
                })
            };
            if let (Some(src), Some(dst)) = (
                field(&["source", "src"]),
                field(&["target", "dst", "destination"]),
            ) {
                specs.push((src, dst));
            }
        } else {
            let mut parts = v.splitn(3, ':');
            if let (Some(h), Some(ctr)) = (parts.next(), parts.next()) {
                specs.push((h.to_string(), ctr.to_string()));
            }
        }
    }
    let mut out = Vec::new();
    for (host, ctr) in specs {
        if !ctr.starts_with('/') {
            continue;
        }
        let host = match (
            cwd,
            ["$PWD", "${PWD}", "$(pwd)", "`pwd`"]
                .iter()
                .find_map(|p| host.strip_prefix(p)),
        ) {
            (Some(d), Some(rest)) => format!("{}{rest}", d.display()),
            _ if host.starts_with('/') => host,
            (Some(d), None) if host.starts_with('.') => format!("{}/{host}", d.display()),
            _ => continue,
        };
        if host.contains(['$', '`']) {
            continue;
        }
        out.push((host, ctr.trim_end_matches('/').to_string()));
    }
    out
}

fn targets_of_words(
    words: &[Word],
    cwds: &[PathBuf],
    cwd_unknown: bool,
    home: Option<&Path>,
    temps: &[String],
) -> Vec<Target> {
    let mut out = Vec::new();
    for w in words {
        // `"$(git rev-parse --show-toplevel)/build"`: the top of the checkout the command
        // runs in, known now (the payload's cwd); the rest must be static.
        let top_word;
        let w = match toplevel_word(w, cwds.first()) {
            Some(t) => {
                top_word = t;
                &top_word
            }
            None => w,
        };
        // A fresh temporary directory (`$(mktemp -d)`, `"$tmp"` bound to one) is never a
        // worktree.
        if w.dynamic
            && (w.raw.contains("mktemp")
                || temps.iter().any(|t| {
                    let r = w.raw.trim_matches('"');
                    r.starts_with(&format!("${t}")) || r.starts_with(&format!("${{{t}}}"))
                }))
        {
            continue;
        }
        // `$HOME/…` is the home directory the guard knows.
        let home_word;
        let w = match (
            home,
            w.raw
                .trim_matches('"')
                .strip_prefix("$HOME")
                .or_else(|| w.raw.trim_matches('"').strip_prefix("${HOME}")),
        ) {
            (Some(h), Some(rest))
                if !rest.contains(['$', '`', '*', '?', '['])
                    && (rest.is_empty() || rest.starts_with('/')) =>
            {
                home_word = Word::literal(&format!("{}{rest}", h.display()));
                &home_word
            }
            _ => w,
        };
        // `` `find . -name __pycache__` ``: only matches of that name.
        if w.dynamic
            && w.raw.contains("find ")
            && (w.raw.contains("-name") || w.raw.contains("-type f"))
        {
            continue;
        }
        // A run-time word that climbs out (`$x/..`), asks git, or names a worktree
        // variable (`$WT`, `$WORKTREE_DIR`) may well be a worktree.
        let lower = w.raw.to_ascii_lowercase();
        let climbs = w.raw.contains("..")
            || w.raw.contains("git ")
            || lower.contains("wt")
            || lower.contains("worktree");
        // `~/x` is static apart from the home directory.
        let tilde = w.text.starts_with('~') && !w.raw.contains(['$', '`', '*', '?', '[', '{']);
        let (text, dynamic) = if tilde {
            (w.text.clone(), false)
        } else {
            (w.prefix.clone(), w.dynamic)
        };
        // A glob (no parameter, substitution or brace): matched against the worktrees.
        if w.dynamic && !tilde && !w.raw.contains(['$', '`', '{', '~']) {
            let first_glob = w.text.find(['*', '?', '[']).unwrap_or(w.text.len());
            let split = w
                .text
                .get(..first_glob)
                .and_then(|t| t.rfind('/'))
                .map_or(0, |i| i + 1);
            let (dir, rest) = w.text.split_at(split);
            if !Path::new(dir).is_absolute() && cwd_unknown {
                out.push(Target::Unknown(climbs));
                continue;
            }
            for base in cwds {
                let dir_path = payload::paths::normalize(
                    Path::new(if dir.is_empty() { "." } else { dir }),
                    base,
                );
                out.push(Target::Glob(dir_path, rest.to_string()));
            }
            continue;
        }
        if dynamic && text.is_empty() {
            out.push(Target::Unknown(climbs));
            continue;
        }
        let expanded = payload::paths::expand_home(&text, home);
        if !expanded.is_absolute() && cwd_unknown {
            out.push(Target::Unknown(climbs));
            continue;
        }
        for base in cwds {
            if dynamic {
                // Resolve the directory part; keep the partial last name as a text prefix.
                let (dir, partial) = match text.rfind('/') {
                    Some(i) => (
                        text.get(..=i).unwrap_or(""),
                        text.get(i + 1..).unwrap_or(""),
                    ),
                    None => ("", text.as_str()),
                };
                let dir_path = payload::paths::normalize(
                    &payload::paths::expand_home(if dir.is_empty() { "." } else { dir }, home),
                    base,
                );
                let mut s = dir_path.to_string_lossy().into_owned();
                if !s.ends_with('/') {
                    s.push('/');
                }
                s.push_str(partial);
                out.push(Target::Prefix(s));
            } else {
                out.push(Target::Path(payload::paths::normalize(&expanded, base)));
            }
        }
    }
    out
}

/// Shell pattern matching of one name: `*`, `?` and bracket classes (`[a-c]`, `[!.]`).
fn glob_match(pat: &str, name: &str) -> bool {
    let p: Vec<char> = pat.chars().collect();
    let n: Vec<char> = name.chars().collect();
    // Iterative matching with one backtrack point for `*`.
    let (mut pi, mut ni) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    let mut steps = 0;
    while ni < n.len() {
        steps += 1;
        if steps > 100_000 {
            return true;
        }
        let (matched, width) = match p.get(pi) {
            Some('*') => {
                star = Some((pi, ni));
                pi += 1;
                continue;
            }
            Some('?') => (true, 1),
            Some('[') => match class(&p, pi, n.get(ni).copied().unwrap_or('\0')) {
                Some((ok, w)) => (ok, w),
                None => (p.get(pi) == n.get(ni), 1),
            },
            Some(c) => (Some(c) == n.get(ni), 1),
            None => (false, 0),
        };
        if matched {
            pi += width;
            ni += 1;
        } else if let Some((sp, sn)) = star {
            pi = sp + 1;
            ni = sn + 1;
            star = Some((sp, sn + 1));
        } else {
            return false;
        }
    }
    p.get(pi..).unwrap_or(&[]).iter().all(|c| *c == '*')
}

/// A bracket class at `p[at]`: whether `c` matches and the class's width.
fn class(p: &[char], at: usize, c: char) -> Option<(bool, usize)> {
    let mut i = at + 1;
    let negate = matches!(p.get(i), Some('!' | '^'));
    if negate {
        i += 1;
    }
    let mut hit = false;
    let mut first = true;
    loop {
        let ch = *p.get(i)?;
        if ch == ']' && !first {
            break;
        }
        first = false;
        if p.get(i + 1) == Some(&'-') && p.get(i + 2).is_some_and(|e| *e != ']') {
            let end = *p.get(i + 2)?;
            hit |= (ch..=end).contains(&c);
            i += 3;
        } else {
            hit |= ch == c;
            i += 1;
        }
    }
    Some((hit != negate, i + 1 - at))
}

/// True when `name` stands in `text` as a name of its own (not inside a longer word:
/// a worktree called `b` is not mentioned by `bash`).
fn mentions(text: &str, name: &str) -> bool {
    let part = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.');
    !name.is_empty()
        && text.match_indices(name).any(|(i, _)| {
            let before = text.get(..i).and_then(|t| t.chars().next_back());
            let after = text.get(i + name.len()..).and_then(|t| t.chars().next());
            !before.is_some_and(part) && !after.is_some_and(part)
        })
}

/// A glob directly in the worktree's root that takes everything (`wt/*`, `wt/.[!.]*`):
/// it empties the worktree.
fn empties(dir: &Path, rest: &str, wt: &Path) -> bool {
    dir == wt
        && matches!(
            rest.trim_end_matches('/'),
            "*" | ".*" | ".[!.]*" | ".[^.]*" | ".??*" | "*/" | "{*,.*}"
        )
}

/// `find … -exec rm -r {} …` / `-execdir` / `-delete` deleting what a name filter matches.
fn deletes_matches(c: &Command, a: &shell::Analysis) -> bool {
    let args = c.args();
    // `-type f` keeps directories out, but a linked worktree's `.git` is a file.
    if args.windows(2).any(|p| {
        p.first().is_some_and(|w| w.text == "-type") && p.get(1).is_some_and(|w| w.text == "f")
    }) && !name_filter(args).is_some_and(|pat| glob_match(&pat, ".git"))
    {
        return false;
    }
    args.iter().any(|w| w.text == "-delete")
        || a.commands.iter().any(|x| {
            x.ctx.via.contains(&Via::FindExec)
                && matches!(x.program(), Some("rm" | "rmdir"))
                && x.ctx
                    .wrappers
                    .iter()
                    .any(|w| w.name == "find" && w.args == args.get(..w.args.len()).unwrap_or(&[]))
        })
}

/// The `-name`/`-iname` pattern of a `find`.
fn name_filter(args: &[Word]) -> Option<String> {
    args.windows(2).find_map(|p| match p {
        [a, b] if a.text == "-name" || a.text == "-iname" => Some(b.text.clone()),
        _ => None,
    })
}

/// `ln -s TARGET LINK` in the command: LINK's resolved path → TARGET's.
fn symlinks(a: &shell::Analysis, cwds: &[PathBuf]) -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    let Some(base) = cwds.first() else {
        return out;
    };
    for c in a.named("ln") {
        if !c
            .args()
            .iter()
            .any(|w| w.text.starts_with('-') && w.text.contains('s'))
        {
            continue;
        }
        let ops: Vec<&str> = c
            .args()
            .iter()
            .filter(|w| !w.text.starts_with('-'))
            .filter_map(|w| w.as_static())
            .collect();
        if let [target, link] = ops.as_slice() {
            let link_path = payload::paths::normalize(Path::new(link), base);
            let target_path =
                payload::paths::normalize(Path::new(target), link_path.parent().unwrap_or(base));
            out.push((link_path, target_path));
        }
    }
    out
}

/// A path through a symlink the command makes, or one on disk, resolved.
fn resolve_links(p: &Path, links: &[(PathBuf, PathBuf)]) -> PathBuf {
    for (link, target) in links {
        if let Ok(rest) = p.strip_prefix(link) {
            return target.join(rest);
        }
    }
    match std::fs::symlink_metadata(p) {
        Ok(m) if m.file_type().is_symlink() => {
            std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
        }
        _ => p.to_path_buf(),
    }
}

/// Directories an interpreter program deletes: the first argument of `rmtree`,
/// `rmSync`/`rm`/`rmdir` (Node), `remove_tree`, `rm_rf`, `removedirs` — a literal path, or
/// `None` when it is computed.
fn script_targets(code: &str) -> Vec<Option<String>> {
    const CALLS: &[&str] = &[
        "rmtree(",
        "rmSync(",
        ".rm(",
        "rmdirSync(",
        ".rmdir(",
        "remove_tree(",
        "rm_rf(",
        "rm_r(",
        "removedirs(",
        "rimraf(",
        "remove_dir_all(",
        // A worktree's `.git` link is a file: `os.remove`, `unlink`.
        "os.remove(",
        "os.unlink(",
        "unlinkSync(",
        "unlink(",
        "unlink ",
        "File.delete(",
    ];
    let mut out = Vec::new();
    for call in CALLS {
        for (i, _) in code.match_indices(call) {
            let rest = code.get(i + call.len()..).unwrap_or("").trim_start();
            let q = rest.chars().next();
            match q {
                Some(q @ ('"' | '\'')) => {
                    let body = rest.get(1..).unwrap_or("");
                    out.push(body.find(q).and_then(|e| body.get(..e)).map(str::to_string));
                }
                _ => out.push(None),
            }
            if out.len() > 16 {
                return out;
            }
        }
    }
    out
}

/// `git worktree list --porcelain` in `cwd`, bounded by [`GIT_DEADLINE`]. Not a repository:
/// no worktrees. Any other failure is an error (the caller refuses: it needed the answer).
fn git_worktrees(cwd: &Path) -> Result<Vec<Worktree>, Failure> {
    let mut child = std::process::Command::new("git")
        .args(["worktree", "list", "--porcelain"])
        .current_dir(cwd)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| Failure::new(format!("could not run `git worktree list`: {e}")))?;
    let (tx, rx) = std::sync::mpsc::channel();
    let mut stdout = child.stdout.take();
    let mut stderr = child.stderr.take();
    // Readers drain the pipes so a large listing cannot block git.
    std::thread::spawn(move || {
        let mut out = Vec::new();
        let mut err = Vec::new();
        if let Some(s) = stdout.as_mut() {
            let _ = s.take(4 << 20).read_to_end(&mut out);
        }
        if let Some(s) = stderr.as_mut() {
            let _ = s.take(1 << 20).read_to_end(&mut err);
        }
        let _ = tx.send((out, err));
    });
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > GIT_DEADLINE => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(Failure::new(format!(
                    "`git worktree list` did not answer within {} s",
                    GIT_DEADLINE.as_secs()
                )));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(Failure::new(format!("`git worktree list` failed: {e}"))),
        }
    };
    let (out, err) = rx
        .recv_timeout(GIT_DEADLINE)
        .map_err(|_| Failure::new("`git worktree list` output could not be read"))?;
    let err = String::from_utf8_lossy(&err);
    if !status.success() {
        if err.contains("not a git repository") {
            return Ok(Vec::new());
        }
        return Err(Failure::new(format!(
            "`git worktree list` failed: {}",
            err.trim()
        )));
    }
    Ok(parse_porcelain(&String::from_utf8_lossy(&out)))
}

fn parse_porcelain(text: &str) -> Vec<Worktree> {
    let mut out: Vec<Worktree> = Vec::new();
    for line in text.lines() {
        if let Some(path) = line.strip_prefix("worktree ") {
            let main = out.is_empty();
            out.push(Worktree {
                path: PathBuf::from(path),
                branch: None,
                main,
            });
        } else if let Some(b) = line.strip_prefix("branch ")
            && let Some(last) = out.last_mut()
        {
            last.branch = Some(b.strip_prefix("refs/heads/").unwrap_or(b).to_string());
        }
    }
    out
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

    fn git(dir: &Path, args: &[&str]) -> String {
        testkit::git(dir, args).unwrap()
    }

    /// A real repository at `root/repo` with linked worktrees `root/wt-a` (branch `feature`)
    /// and `root/repo/.worktrees/b` (branch `b`).
    fn repo() -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let repo = root.join("repo");
        std::fs::create_dir_all(&repo).unwrap();
        git(&repo, &["init", "-q"]);
        git(&repo, &["commit", "-q", "--allow-empty", "-m", "init"]);
        git(
            &repo,
            &["worktree", "add", "-q", "-b", "feature", "../wt-a"],
        );
        git(&repo, &["worktree", "add", "-q", "-b", "b", ".worktrees/b"]);
        std::fs::create_dir_all(repo.join("build")).unwrap();
        (dir, root)
    }

    const OPTS: Opts = Opts {
        allow_prune: false,
        allow_remove: false,
    };

    #[test]
    fn recorded_worktrees_match_git() {
        let (_dir, root) = repo();
        for cwd in [
            root.join("repo"),
            root.join("repo/build"),
            root.join("wt-a"),
            root.join("repo/.worktrees/b"),
        ] {
            let mut from_git = git_worktrees(&cwd).unwrap();
            let mut from_files = recorded_worktrees(&cwd).unwrap();
            from_git.sort_by(|a, b| (!a.main, &a.path).cmp(&(!b.main, &b.path)));
            from_files.sort_by(|a, b| (!a.main, &a.path).cmp(&(!b.main, &b.path)));
            assert_eq!(from_files, from_git, "{}", cwd.display());
        }
        // A detached checkout has no branch, as in git's listing.
        git(&root.join("wt-a"), &["checkout", "-q", "--detach"]);
        assert_eq!(
            recorded_worktrees(&root.join("repo")).unwrap(),
            git_worktrees(&root.join("repo")).unwrap()
        );
    }

    #[test]
    fn cases() {
        let (_d, root) = repo();
        let repo = root.join("repo");
        let cases: &[(&str, &str, bool)] = &[
            ("remove", "git worktree remove ../wt-a", true),
            ("move", "git worktree move ../wt-a /tmp/moved", true),
            (
                "python_os_remove_link",
                "python3 -c \"import os; os.remove('../wt-a/.git')\"",
                true,
            ),
            (
                "perl_unlink_link",
                "perl -e 'unlink \"../wt-a/.git\"'",
                true,
            ),
            (
                "python_os_remove_file",
                "python3 -c \"import os; os.remove('build/x.txt')\"",
                false,
            ),
            ("remove_force", "git worktree remove --force ../wt-a", true),
            ("remove_c", "git -C /tmp worktree remove x", true),
            ("prune", "git worktree prune", true),
            ("rm_rf", "rm -rf ../wt-a", true),
            (
                "rm_r_abs",
                &format!("rm -r {}", root.join("wt-a").display()),
                true,
            ),
            ("rm_parent", "rm -rf .worktrees", true),
            ("cd_then_rm", "cd .. && rm -rf wt-a", true),
            ("bash_c", "bash -c 'rm -fr ../wt-a'", true),
            // A path inside a container under a bind mount is the host directory.
            (
                "docker_bind_mount",
                "docker run --rm -v \"$PWD/..:/w\" alpine rm -rf /w/wt-a",
                true,
            ),
            (
                "docker_mount_flag",
                "docker run --rm --mount type=bind,source=$(pwd)/..,target=/w alpine rm -rf /w/wt-a",
                true,
            ),
            (
                "docker_bind_mount_build",
                "docker run --rm -v \"$PWD:/w\" alpine rm -rf /w/build",
                false,
            ),
            ("docker_exec", "docker exec app rm -rf ../wt-a", true),
            // A run-time target is refused only when the command is about worktrees.
            ("dynamic", "rm -rf \"$DIR\"", false),
            (
                "dynamic_about_worktrees",
                "DIR=$(git worktree list | tail -1 | cut -d' ' -f1); rm -rf \"$DIR\"",
                true,
            ),
            (
                "dynamic_climbs",
                "rm -rf \"$(git rev-parse --show-toplevel)/../wt-a\"",
                true,
            ),
            (
                "python_rmtree",
                "python3 -c 'import shutil; shutil.rmtree(\"../wt-a\")'",
                true,
            ),
            ("cmake_rm", "cmake -E rm -rf ../wt-a", true),
            (
                "cmake_remove_directory",
                "cmake -E remove_directory ../wt-a",
                true,
            ),
            ("parallel", "parallel rm -rf ::: ../wt-a", true),
            (
                "mv_then_rm",
                "mv ../wt-a /tmp/gone && rm -rf /tmp/gone",
                true,
            ),
            ("symlink_then_rm", "ln -s ../wt-a lnk && rm -rf lnk/", true),
            ("glob_into", "rm -rf ../wt-a/* ../wt-a/.[!.]*", true),
            (
                "find_name_exec",
                "find .. -maxdepth 1 -name wt-a -exec rm -rf {} +",
                true,
            ),
            (
                "git_alias",
                "git -c alias.x='worktree remove' x ../wt-a",
                true,
            ),
            ("update_ref", "git update-ref -d refs/heads/feature", true),
            (
                "mktemp_trap",
                "tmp=$(mktemp -d); trap 'rm -rf \"$tmp\"' EXIT; ls \"$tmp\"",
                false,
            ),
            ("home_cache", "rm -rf \"$HOME/.cache/pip\"", false),
            (
                "loop_build_dirs",
                "for d in build dist .pytest_cache; do rm -rf \"$d\"; done",
                false,
            ),
            ("pycache", "rm -rf `find . -name __pycache__`", false),
            ("uv_python_dir", "rm -r \"$(uv python dir)\"", false),
            ("prune_dry_run", "git worktree prune --dry-run", false),
            ("add_help", "git worktree add --help", false),
            (
                "find_type_d",
                "find .. -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +",
                true,
            ),
            (
                "git_config_alias",
                "git config alias.x 'worktree remove' && git x ../wt-a",
                true,
            ),
            ("dot_git_link", "rm -rf ../wt-a/.git", true),
            // Held-out batch (2026-12-01), each a miss before its fix.
            ("dot_git_plain_rm", "rm ../wt-a/.git", true),
            ("dot_git_unlink", "unlink ../wt-a/.git", true),
            ("dot_git_truncated", "truncate -s 0 ../wt-a/.git", true),
            ("dot_git_redirect", ": > ../wt-a/.git", true),
            ("repo_worktree_records", "rm -rf .git/worktrees", true),
            // `git clean -ffdx` deletes a linked worktree nested in this checkout
            // (verified: "Removing .worktrees/", then `git worktree list` shows it prunable).
            ("git_clean_ff_nested_worktree", "git clean -ffdx", true),
            ("git_clean_f_f_nested_worktree", "git clean -f -f -d", true),
            ("git_clean_f_ordinary", "git clean -fdx", false),
            ("git_clean_ff_dry_run", "git clean -ffdxn", false),
            ("git_clean_ff_pathspec", "git clean -ffdx build/", false),
            ("git_clean_ff_no_d", "git clean -ffx", false),
            (
                "tar_remove_files",
                "tar --remove-files -cf /tmp/wt.tar ../wt-a",
                true,
            ),
            ("zip_move", "zip -rm /tmp/wt.zip ../wt-a", true),
            (
                "find_dot_git_files",
                "find .. -name .git -type f -delete",
                true,
            ),
            (
                "find_parent_name",
                "find . -maxdepth 1 -name .worktrees -exec rm -rf {} +",
                true,
            ),
            ("busybox_rm", "busybox rm -rf ../wt-a", true),
            (
                "toplevel_build",
                "rm -rf \"$(git rev-parse --show-toplevel)/build\"",
                false,
            ),
            ("index_lock", "rm -f .git/index.lock", false),
            (
                "rsync_delete",
                "mkdir -p e && rsync -a --delete e/ ../wt-a/",
                true,
            ),
            ("xargs_glob", "ls -d ../wt-* | xargs rm -rf", true),
            ("source_printf", "source <(printf 'rm -rf ../wt-a')", true),
            (
                "config_env_known",
                "X='worktree remove'; git --config-env=alias.x=X x ../wt-a",
                true,
            ),
            (
                "config_env_unknown",
                "git --config-env alias.x=GIT_X x ../wt-a",
                true,
            ),
            ("glob", "rm -rf ../wt-*", true),
            ("xargs", "echo ../wt-a | xargs rm -rf", true),
            ("find_delete", "find ../wt-a -delete", true),
            (
                "find_exec",
                "find .worktrees -maxdepth 1 -exec rm -rf {} +",
                true,
            ),
            ("branch_D", "git branch -D feature", true),
            ("branch_delete_force", "git branch --delete --force b", true),
            ("rm_build", "rm -rf build node_modules", false),
            ("rm_inside_worktree", "rm -rf ../wt-a/target", false),
            ("rm_tmp_dynamic", "rm -rf /nonexistent-base/$x", false),
            ("rm_file", "rm ../wt-a", false),
            ("find_name_delete", "find . -name '*.pyc' -delete", false),
            ("list", "git worktree list", false),
            ("echo", "echo 'git worktree remove ../wt-a'", false),
            ("commit", "git commit -m 'rm -rf ../wt-a'", false),
            ("branch_d_other", "git branch -D unrelated", false),
            ("branch_list", "git branch -a", false),
        ];
        for (name, cmd, want) in cases {
            let v = decide(cmd, &repo, None, &OPTS, &git_worktrees).unwrap();
            assert_eq!(matches!(v, Verdict::Deny(_)), *want, "{name}: {v:?}");
        }
    }

    #[test]
    fn prune_is_configurable() {
        let (_d, root) = repo();
        let opts = Opts {
            allow_prune: true,
            allow_remove: false,
        };
        assert_eq!(
            decide(
                "git worktree prune",
                &root.join("repo"),
                None,
                &opts,
                &git_worktrees
            )
            .unwrap(),
            Verdict::Allow
        );
    }

    #[test]
    fn refusal_names_the_worktree_and_the_user_switch() {
        let (_d, root) = repo();
        let Verdict::Deny(t) = decide(
            "rm -rf ../wt-a",
            &root.join("repo"),
            None,
            &OPTS,
            &git_worktrees,
        )
        .unwrap() else {
            panic!()
        };
        assert!(t.contains(&root.join("wt-a").display().to_string()), "{t}");
        assert!(t.contains("branch `feature`"), "{t}");
        assert!(t.contains("allow_remove = true"), "{t}");
    }

    #[test]
    fn no_git_when_nothing_deletes() {
        let failing =
            |_: &Path| -> Result<Vec<Worktree>, Failure> { Err(Failure::new("git must not run")) };
        assert_eq!(
            decide(
                "ls -la && cargo test",
                Path::new("/"),
                None,
                &OPTS,
                &failing
            )
            .unwrap(),
            Verdict::Allow
        );
        assert!(decide("rm -rf x", Path::new("/"), None, &OPTS, &failing).is_err());
    }

    #[test]
    fn outside_a_repository_rm_passes() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            decide("rm -rf x", dir.path(), None, &OPTS, &git_worktrees).unwrap(),
            Verdict::Allow
        );
    }
}
