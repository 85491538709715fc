//! force-code-intel: refuses recursive greps that ask a structural question
//! ("who imports this", "where is it defined", "who calls this") over the
//! governed trees, and names the project's query tool.
//!
//! # What it refuses
//! A recursive search — `grep -r`/`-R`, `rg`, `git grep`, `ag`, `ack`, or any
//! grep fed by `find … -exec` / `find … | xargs` — over a tree holding
//! governed source (the configured `languages` under `paths`), whose pattern
//! (`-e` patterns included) is structural: an import (`import X`, `from X
//! import`, `^from X`), a definition (`def name`, `async def name`, `class
//! Name`) or a call site (`name(`, `name\(`, `.method(`). Patterns are read
//! after regex normalisation (`routing::regex`: classes, escapes,
//! alternations, groups, optional atoms) and through variables. Sweeps are
//! judged by effect: one named file is not a sweep, a glob, two files, a
//! revision (`git grep … HEAD`) or a `find`/`xargs` feed is. The Grep tool
//! is judged the same way (matcher `Bash|Grep`).
//!
//! # Why (the incident)
//! The reference fleet: "structural questions are deterministic QUERIES, not
//! recursive greps" — a grep "misses re-exports, aliased imports, conditional
//! imports and dynamic references, and it cannot distinguish a mention in a
//! docstring from a real edge."
//!
//! # Refused
//! - `grep -rn 'import requests' src`, `rg '^from app.models import'`
//! - `git grep -n 'def handler'`, `rg 'class Session' tests`, `grep -R 'handler(' .`
//! - `find src -name '*.py' -exec grep -l 'import x' {} +`, `bash -c "rg 'def f'"`
//!
//! # Allowed
//! - a literal search for a message: `grep -rn 'connection refused' src`
//! - searches outside the governed trees (`grep -rn 'def ' docs`), of one
//!   named file (`grep -n 'def f' src/app.py`), or filtered to other files
//!   (`rg -t md 'import x'`)
//! - the query tool itself; the text in a commit message or a heredoc
//!
//! # Configuration
//! Off unless `tool` is set. `[force-code-intel]`: `tool` (the sanctioned
//! query command, named in the refusal), `paths` (directories relative to
//! the project root; default the whole project), `languages` (extensions,
//! default `["py"]`). The reference: `tool = "python scripts/code_intel.py"`,
//! `paths = ["src", "scripts", "tests"]`.
//!
//! # Escape hatch
//! None for the agent. The user narrows `paths` or sets `enabled = false`
//! under `[force-code-intel]`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::Scope;
use routing::reads::Reads;
use routing::scope::Target;
use routing::tokens::{Lang, Tok, tokenize};
use std::path::Path;

pub(crate) const GUARD: Guard = Guard {
    name: "force-code-intel",
    events: &[EventKind::PreToolUse],
    keys: &["tool", "paths", "languages"],
};

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(tool) = cfg.string("tool")?.filter(|t| !t.trim().is_empty()) else {
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
        ToolInput::Bash(bash) => bash_search(&bash.command, &p.cwd, root, &scope)?,
        ToolInput::Grep(g) => grep_tool(g, &p.cwd, &scope),
        ToolInput::Glob(_) | ToolInput::Read(_) => None,
        _ => None,
    };
    let Some((what, pattern, kind)) = found else {
        return Ok(Verdict::Allow);
    };
    Ok(payload::refusal(
        GUARD.name,
        format!("{what}: a search for {kind} (`{pattern}`) over {}", scope.describe()),
    )
    .rule("structural questions are deterministic queries, not recursive greps: a grep misses re-exports, aliased imports, conditional imports and dynamic references, and it cannot tell a mention in a docstring from a real edge")
    .instead(format!("ask the query tool: `{tool}` (imports, definitions, callers); a literal text search for a message, or a search of one named file, is fine"))
    .allow("the user narrows `paths` or sets `enabled = false` under `[force-code-intel]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
    .verdict())
}

type Hit = (String, String, &'static str);

/// The Grep tool over a governed tree (or a glob of governed files).
fn grep_tool(g: &payload::GrepInput, cwd: &Path, scope: &Scope) -> Option<Hit> {
    let kind = structural_any(&g.pattern, false)?;
    let dir = payload::paths::normalize(Path::new(g.path.as_deref().unwrap_or(".")), cwd);
    let includes: Vec<&str> = g.glob.as_deref().into_iter().collect();
    let types: Vec<&str> = g.file_type.as_deref().into_iter().collect();
    if !scope.filters_admit(&includes, &types) {
        return None;
    }
    let target = if routing::resolve::is_glob(&dir.to_string_lossy()) {
        Target::Glob(dir)
    } else if dir.is_file() {
        // One named file is not a sweep.
        return None;
    } else {
        Target::Path(dir)
    };
    scope.tree_reaches(&target).then(|| {
        (
            format!("Grep of `{}`", g.path.as_deref().unwrap_or(".")),
            g.pattern.clone(),
            kind,
        )
    })
}

fn bash_search(src: &str, cwd: &Path, root: &Path, scope: &Scope) -> Result<Option<Hit>, Failure> {
    let a = shell::analyse(src);
    let searchers = ["grep", "rg", "ag", "ack", "git", "python", "node", "perl"];
    if let Some(problem) = a.blocking_problem(|t| searchers.iter().any(|s| t.contains(s))) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    let reads = Reads::new(&a, cwd, root, scope);
    for (i, c) in a.commands.iter().enumerate() {
        if let Some(script) = &c.script
            && let Some((pattern, kind)) = script_sweep(&script.text)
        {
            return Ok(Some((format!("`{}`", c.text.trim()), pattern, kind)));
        }
        let Some(s) = routing::search::parse(c) else {
            continue;
        };
        // Patterns resolved through variables (`p='import x'; grep -r "$p"`).
        let mut hit = None;
        for p in &s.patterns {
            let texts = match reads.env().text(p, c) {
                routing::resolve::Value::Texts(t) => t,
                routing::resolve::Value::Unknown => vec![(*p).to_owned()],
            };
            if let Some((t, k)) = texts
                .iter()
                .find_map(|t| structural_any(t, s.fixed).map(|k| (t.clone(), k)))
            {
                hit = Some((t, k));
                break;
            }
        }
        let Some((pattern, kind)) = hit else {
            continue;
        };
        if !reads.sweeps(&a, i, c, &s) {
            continue;
        }
        return Ok(Some((format!("`{}`", c.text.trim()), pattern, kind)));
    }
    Ok(None)
}

/// Interpreter code that walks files and looks for a structural pattern
/// (`os.walk` + `"import requests" in line`).
fn script_sweep(text: &str) -> Option<(String, &'static str)> {
    let toks = tokenize(text, Lang::Python);
    let walks = toks.iter().any(|t| {
        matches!(t, Tok::Name(n) if matches!(n.as_str(), "rglob" | "glob" | "iglob" | "walk" | "scandir" | "listdir" | "readdirSync" | "globSync"))
    });
    if !walks {
        return None;
    }
    toks.iter().find_map(|t| match t {
        Tok::Str(s) => structural_any(s, false).map(|k| (s.clone(), k)),
        _ => None,
    })
}

/// The structural question any reading of `pattern` asks (its regex
/// spellings read as text: `def[ ]handler`, `(import|from) x`).
fn structural_any(pattern: &str, fixed: bool) -> Option<&'static str> {
    routing::regex::literals(pattern, fixed)
        .iter()
        .find_map(|l| structural(l))
}

/// What structural question a search pattern asks, if any.
fn structural(pattern: &str) -> Option<&'static str> {
    // Regex spellings of "space", anchors and escapes, seen through.
    let mut s = pattern.to_owned();
    for (from, to) in [
        ("\\s*\\(", "("),
        ("[[:space:]]*\\(", "("),
        ("[[:space:]]+", " "),
        ("[[:space:]]*", " "),
        ("[[:space:]]", " "),
        ("\\s+", " "),
        ("\\s*", " "),
        ("\\s", " "),
        ("\\b", ""),
        ("\\<", ""),
        ("\\>", ""),
        ("\\(", "("),
        ("\\.", "."),
        ("\\w+", "x"),
        (".*", " "),
    ] {
        s = s.replace(from, to);
    }
    let anchored = s.trim_start().starts_with('^');
    let s = s.trim_start_matches(|c: char| c == '^' || c.is_whitespace());
    let words: Vec<&str> = s.split_whitespace().collect();
    let ident = |w: &str| {
        w.chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_' || c == '(' || c == '[')
            && w.chars()
                .all(|c| c.is_alphanumeric() || "_.()|[]*+?".contains(c))
    };
    // Relative imports: `from . import x`, `from ..models import y`.
    let module = |w: &str| {
        let bare = w.trim_start_matches('.');
        bare.is_empty() || ident(bare)
    };
    // Every definition or import at line start: `^class `, `^\s*def `,
    // `^from ` — a listing of the structure, asked of the text.
    let trailing_space = s.ends_with(' ');
    match words.as_slice() {
        ["def" | "class"] | ["async", "def"] if anchored || trailing_space => {
            return Some("a definition");
        }
        ["import" | "from"] if anchored && trailing_space => return Some("an import"),
        ["import", name, ..] if ident(name) => return Some("an import"),
        ["from", name, "import", ..] if module(name) => return Some("an import"),
        ["from", name] | ["from", name, ..] if anchored && ident(name) => return Some("an import"),
        ["def" | "class", name, ..] | ["async", "def", name, ..] if ident(name) => {
            return Some("a definition");
        }
        _ => {}
    }
    // `name(`, `.name(`, `obj.name\s*\(`: a call site. A space before the
    // parenthesis is prose (`error (code 3)`), not a call.
    let head = s.trim_start_matches('.');
    let name_len = head
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(head.len());
    let (name, rest) = head.split_at(name_len);
    let starts_ident = name
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_');
    // `TODO(alice)`, `FIXME(x)`: an all-capitals name is a comment marker,
    // not a function.
    let marker = name.len() >= 2
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    (starts_ident && !marker && rest.starts_with('(')).then_some("a call site")
}

#[cfg(test)]
mod tests {
    use super::structural;

    #[test]
    fn structural_patterns() {
        let cases: &[(&str, Option<&str>)] = &[
            ("import requests", Some("an import")),
            ("^import\\s+requests", Some("an import")),
            ("from app.models import", Some("an import")),
            ("^from app", Some("an import")),
            ("def handler", Some("a definition")),
            ("^\\s*def\\s+handler", Some("a definition")),
            ("async def fetch", Some("a definition")),
            ("class Session", Some("a definition")),
            ("handler(", Some("a call site")),
            ("\\bhandler\\(", Some("a call site")),
            (".execute(", Some("a call site")),
            ("session.execute\\s*\\(", Some("a call site")),
            ("connection refused", None),
            ("could not import settings", None),
            ("ImportError: cannot import name", None),
            ("moved from the old system", None),
            ("error (code 3)", None),
            ("TODO", None),
            ("import", None),
            ("from . import", Some("an import")),
            ("from ..models import Session", Some("an import")),
            ("^class ", Some("a definition")),
            ("^\\s*def ", Some("a definition")),
            ("def ", Some("a definition")),
            ("define the API", None),
            ("^import ", Some("an import")),
            ("TODO(alice)", None),
            ("FIXME(bob): x", None),
        ];
        for (p, want) in cases {
            assert_eq!(structural(p), *want, "{p}");
        }
    }
}
