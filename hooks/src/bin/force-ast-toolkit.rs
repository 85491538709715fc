//! force-ast-toolkit: refuses reading governed source files with text tools
//! (`cat`, `head`, `sed`, `grep` …, the Read tool, the Grep tool) and names
//! the project's AST toolkit.
//!
//! # What it refuses
//! Source files of the configured `languages` under the configured `paths`
//! read by `cat`, `head`, `tail`, `less`, `more`, `bat`, `nl`, `tac`, `sed`,
//! `awk`, `grep`/`rg`/`git grep`/`ag`/`ack` (a governed file operand, or a
//! recursive search of a tree holding governed files, unless its `--include`
//! / `-g` / `-t` filters exclude them), `< file` redirections into those
//! tools, the same tools fed by `find … -exec` or `find … | xargs`; the Read
//! tool on a governed file; the Grep tool on a governed file or tree. Found
//! wherever the command runs: `bash -c`, pipelines, wrappers, `cd src && …`.
//!
//! # Why (the incident)
//! The reference fleet's AST mandate: "Until now the only enforcement was
//! ast-toolkit-hint.sh, which is ADVISORY… Measured across session 260: that
//! hint fired repeatedly and was ignored every time… A hint that is never
//! obeyed is not a mechanism (RUL-014)… So this one DENIES."
//!
//! # Refused
//! - `cat src/app.py`, `head -n 40 tests/test_a.py`, `sed -n '1,80p' scripts/x.py`
//! - `grep -rn handler src`, `rg foo`, `less < src/app.py`, `cd src && cat app.py`
//! - `find src -name '*.py' -exec cat {} +`, `bash -c 'tail src/app.py'`
//! - Read `src/app.py`; Grep with `path` `src`
//!
//! # Allowed
//! - the toolkit itself, `cat README.md`, `cat docs/x.py` (outside `paths`)
//! - `grep -r --include='*.md' foo .`, `rg -t md foo`, `rg --files src`
//! - `cat > src/new.py <<'EOF'` (writing, not reading), `git commit -m 'cat src/a.py'`
//!
//! # Configuration
//! Off unless `toolkit` is set (it never refuses with nowhere to go).
//! `[force-ast-toolkit]`: `toolkit` (the sanctioned command, named in the
//! refusal), `languages` (extensions, default `["py"]`), `paths` (directories
//! relative to the project root, default the whole project). The
//! reference's configuration: `toolkit = "python scripts/ast_toolkit.py"`,
//! `languages = ["py"]`, `paths = ["src", "scripts", "tests"]`.
//!
//! # Escape hatch
//! None for the agent. The user narrows `paths`/`languages` or sets
//! `enabled = false` under `[force-ast-toolkit]`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::scope::{Target, home, target};
use routing::{Scope, search};
use shell::{Command, RedirectKind, Word};
use std::path::Path;

const GUARD: Guard = Guard {
    name: "force-ast-toolkit",
    events: &[EventKind::PreToolUse],
    keys: &["toolkit", "languages", "paths"],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(toolkit) = cfg.string("toolkit")?.filter(|t| !t.trim().is_empty()) else {
        return Ok(Verdict::Allow);
    };
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let exts = cfg
        .strings("languages")?
        .unwrap_or_else(|| vec!["py".to_owned()]);
    let scope = Scope::new(
        cfg.project_root().unwrap_or(&p.cwd),
        &cfg.strings("paths")?.unwrap_or_default(),
        &exts,
    );
    let found = match &call.input {
        ToolInput::Bash(b) => bash(&b.command, &p.cwd, &scope)?,
        ToolInput::Read(r) => {
            let path = payload::paths::normalize(Path::new(&r.file_path), &p.cwd);
            scope
                .governs(&Target::Path(path))
                .then(|| format!("Read of `{}`", r.file_path))
        }
        ToolInput::Grep(g) => {
            let dir =
                payload::paths::normalize(Path::new(g.path.as_deref().unwrap_or(".")), &p.cwd);
            let includes: Vec<&str> = g.glob.as_deref().into_iter().collect();
            let types: Vec<&str> = g.file_type.as_deref().into_iter().collect();
            (scope.filters_admit(&includes, &types) && scope.tree_reaches(&Target::Path(dir)))
                .then(|| format!("Grep of `{}`", g.path.as_deref().unwrap_or(".")))
        }
        _ => None,
    };
    Ok(match found {
        None => Verdict::Allow,
        Some(what) => payload::refusal(GUARD.name, format!("{what}: it reads {}", scope.describe()))
            .rule("governed source files are read through the AST toolkit, not with text tools; the reference fleet's advisory hint to do so was ignored every time it fired (session 260), so this refuses")
            .instead(format!("use the toolkit: `{toolkit}` (it answers structural questions and shows definitions by name); plain text tools remain fine for other files"))
            .allow("the user narrows `paths`/`languages` or sets `enabled = false` under `[force-ast-toolkit]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
            .verdict(),
    })
}

/// The first command of `src` that reads governed source, described.
fn bash(src: &str, cwd: &Path, scope: &Scope) -> Result<Option<String>, Failure> {
    let a = shell::analyse(src);
    if let Some(problem) =
        a.blocking_problem(|t| scope.exts().iter().any(|e| t.contains(&format!(".{e}"))))
    {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    let home = home();
    let cwds = routing::cwds(&a, cwd);
    for (i, (c, here)) in a.commands.iter().zip(&cwds).enumerate() {
        let Some(reads) = reads(c, scope) else {
            continue;
        };
        let at = |w: &Word| target(w, here, home.as_deref());
        let mut hit = reads.files.iter().any(|w| scope.governs(&at(w)))
            || reads.trees.iter().any(|w| scope.tree_reaches(&at(w)))
            || (reads.cwd_tree && scope.tree_reaches(&Target::Path(here.clone())));
        if !hit && reads.fed && routing::fed_files(c) {
            hit = routing::find_source(&a, i).is_some_and(|f| {
                let from = cwds.get(f.index).unwrap_or(here);
                let dirs_hit = if f.dirs.is_empty() {
                    scope.tree_reaches(&Target::Path(from.clone()))
                } else {
                    f.dirs
                        .iter()
                        .any(|w| scope.tree_reaches(&target(w, from, home.as_deref())))
                };
                dirs_hit && (f.names.is_empty() || f.names.iter().any(|n| scope.name_may_match(n)))
            });
        }
        if hit {
            return Ok(Some(format!("`{}`", c.text.trim())));
        }
    }
    Ok(None)
}

/// What one command reads.
struct Reads<'a> {
    files: Vec<&'a Word>,
    /// Searched recursively.
    trees: Vec<&'a Word>,
    /// A recursive search without a path searches the working directory.
    cwd_tree: bool,
    /// Reads the files `find -exec`/`xargs` hand it when it names none.
    fed: bool,
}

fn reads<'a>(c: &'a Command, scope: &Scope) -> Option<Reads<'a>> {
    let redirected = c
        .redirects
        .iter()
        .filter(|r| r.kind == RedirectKind::Input)
        .map(|r| &r.target);
    let mut r = Reads {
        files: Vec::new(),
        trees: Vec::new(),
        cwd_tree: false,
        fed: false,
    };
    match c.program()? {
        "cat" | "head" | "tail" | "less" | "more" | "bat" | "batcat" | "nl" | "tac" | "most"
        | "view" => {
            // Options that take the next word as their value, per program
            // (`head -n 40`, `bat -r 1:20`); `cat -n` is a flag.
            let valued: &[&str] = match c.program() {
                Some("head" | "tail") => &[
                    "-n",
                    "-c",
                    "--lines",
                    "--bytes",
                    "-s",
                    "--sleep-interval",
                    "--pid",
                ],
                Some("bat" | "batcat") => &[
                    "-l",
                    "--language",
                    "-r",
                    "--line-range",
                    "-H",
                    "--highlight-line",
                    "--theme",
                    "--style",
                    "-m",
                    "--map-syntax",
                    "--tabs",
                    "--wrap",
                    "--terminal-width",
                    "--file-name",
                ],
                Some("less" | "most") => &[
                    "-b", "-h", "-j", "-p", "-P", "-t", "-T", "-x", "-y", "-z", "-o", "-O",
                ],
                Some("nl") => &["-b", "-d", "-f", "-h", "-i", "-l", "-n", "-s", "-v", "-w"],
                Some("tac") => &["-s", "--separator"],
                _ => &[],
            };
            let mut skip = false;
            for w in c.args() {
                let t = w.text.as_str();
                if skip {
                    skip = false;
                } else if valued.contains(&t) {
                    skip = true;
                } else if !t.starts_with('-') || t == "-" {
                    r.files.push(w);
                }
            }
        }
        "sed" | "gsed" => r.files = search::sed(c)?.files,
        "awk" | "gawk" | "mawk" | "nawk" => {
            // `awk [-F s] [-v a=b] PROGRAM FILE…` or `awk -f PROG.awk FILE…`;
            // `a=b` operands are assignments, not files.
            let mut program_seen = c.args().iter().any(|w| w.text == "-f");
            let mut skip = false;
            for w in c.args() {
                let t = w.text.as_str();
                if std::mem::take(&mut skip) {
                    continue;
                }
                if matches!(t, "-F" | "-v" | "-f") {
                    skip = true;
                } else if t.starts_with('-') && t != "-" {
                    // a flag
                } else if !std::mem::replace(&mut program_seen, true) {
                    // the program text
                } else if !t.contains('=') {
                    r.files.push(w);
                }
            }
        }
        _ => {
            let s = search::parse(c)?;
            if s.lists_only {
                return None;
            }
            // `--include`/`-g` and `-t` filters that exclude the governed
            // extensions make the search harmless.
            if !scope.filters_admit(&s.includes, &s.types) {
                return None;
            }
            if s.recursive {
                r.trees = s.paths;
                if r.trees.is_empty() {
                    match s.git_dir {
                        Some(dir) => r.trees.push(dir),
                        None => r.cwd_tree = true,
                    }
                }
            } else {
                r.files = s.paths;
            }
        }
    }
    r.files.extend(redirected);
    // `{}` is where `find -exec` puts the found files: judged through the find.
    r.files.retain(|w| w.text != "{}");
    r.trees.retain(|w| w.text != "{}");
    r.fed = r.files.is_empty() && r.trees.is_empty() && !r.cwd_tree;
    Some(r)
}
