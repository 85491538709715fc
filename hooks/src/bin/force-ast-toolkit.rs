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
//! Decided by effect (`routing::reads`), whatever the program: git blobs and
//! patches (`git show HEAD:src/app.py`, `git log -p -- f`, `git grep … HEAD`),
//! editors in batch mode, `perl -ne print`, `diff /dev/null f`, interpreter
//! code naming the file, `exec 3< f`, copies read back, `xargs` fed by
//! `echo`/`ls`, words resolved (variables, loops, functions, `$(echo …)`,
//! globs with `?`/`[]`/braces expanded). Opacity: a reader of a file it
//! cannot name, or an unlisted program given a governed file, is refused.
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
use routing::scope::Target;
use routing::{Configured, Scope};
use std::path::Path;

pub(crate) const GUARD: Guard = Guard {
    name: "force-ast-toolkit",
    events: &[EventKind::PreToolUse],
    keys: &["toolkit", "languages", "paths"],
};

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(toolkit) = cfg.string("toolkit")?.filter(|t| !t.trim().is_empty()) else {
        return Ok(Verdict::Allow);
    };
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let exts = cfg
        .strings("languages")?
        .unwrap_or_else(|| vec!["py".to_owned()]);
    let root = cfg.project_root().unwrap_or(&p.cwd);
    let scope = Scope::new(root, &cfg.strings("paths")?.unwrap_or_default(), &exts);
    let found = match &call.input {
        ToolInput::Bash(b) => bash(&b.command, &p.cwd, root, &scope, &toolkit)?,
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
            let target = if routing::resolve::is_glob(&dir.to_string_lossy()) {
                Target::Glob(dir)
            } else {
                Target::Path(dir)
            };
            // Listing file names is not reading them.
            let names_only = g.output_mode.as_deref() == Some("files_with_matches");
            (!names_only && scope.filters_admit(&includes, &types) && scope.tree_reaches(&target))
                .then(|| format!("Grep of `{}`", g.path.as_deref().unwrap_or(".")))
        }
        _ => None,
    };
    Ok(match found {
        None => Verdict::Allow,
        Some(what) => payload::refusal(GUARD.name, format!("{what}: it reads {}", scope.describe()))
            .rule("governed source files are read through the AST toolkit, not with text tools: an advisory hint to do so is ignored by agents, so this refuses")
            .instead(format!("use the toolkit: `{toolkit}` (it answers structural questions and shows definitions by name); plain text tools remain fine for other files"))
            .allow("the user narrows `paths`/`languages` or sets `enabled = false` under `[force-ast-toolkit]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
            .verdict(),
    })
}

/// The first command of `src` that reads governed source, described: by
/// effect, whatever the program (`routing::reads`).
fn bash(
    src: &str,
    cwd: &Path,
    root: &Path,
    scope: &Scope,
    toolkit: &str,
) -> Result<Option<String>, Failure> {
    let a = shell::analyse(src);
    if let Some(problem) = a.blocking_problem(|t| {
        scope.exts().iter().any(|e| t.contains(&format!(".{e}")))
            || t.contains(['*', '?', '[', '{', '$'])
    }) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    let sanctioned = Configured::parse(toolkit);
    let found = routing::reads::first_read(&a, cwd, root, scope, |c| {
        sanctioned.as_ref().is_some_and(|s| s.invoked_by(c))
    });
    Ok(found.map(|f| f.what))
}
