//! force-trace-intel: refuses hand-rolled sweeps over requirement ids (bulk
//! edits and recursive searches whose pattern is an id) and names the
//! project's traceability query.
//!
//! # What it refuses
//! Commands whose pattern matches the configured `id_pattern` (or contains
//! its literal prefix, so `s/SPEC-[0-9]\+/…/` counts as well as
//! `s/SPEC-001/…/`):
//! - bulk edits: `sed -i`, `perl -pi`/`perl -i` (also fed by `find -exec` or
//!   `xargs`);
//! - sweep searches: `grep -r`, `rg`, `git grep`, `ag`, `ack`, a grep fed by
//!   `find -exec`/`xargs`;
//! - sweep scripts: a `python -c` one-liner or heredoc Python that walks
//!   files (`rglob`, `glob`, `iglob`, `os.walk`, `scandir`, `listdir`) and
//!   uses `re` (`re.sub`, `re.findall` …) or `.replace`, with an id in one of
//!   its string literals (tokenized: an id in a comment does not count).
//!
//! # Why (the incident)
//! The reference fleet: "renumbering SPEC-001's 280 requirement ids was
//! attempted THREE times with hand-rolled sweeps, and the first two passes
//! had to be reversed wholesale… Cost: two full-suite runs (~20 min) plus
//! the reversals" — traceability is a query (`scripts/trace_intel.py`), not
//! a file sweep.
//!
//! # Refused
//! - `sed -i 's/SPEC-001/SPEC-101/g' docs/*.md`, `perl -pi -e 's/SPEC-0/SPEC-1/' spec.md`
//! - `grep -rn SPEC-001 .`, `rg 'SPEC-[0-9]+' docs`, `find docs -exec sed -i 's/SPEC-1/SPEC-2/' {} +`
//! - `python - <<'PY'` with `Path('.').rglob('*.md')` and `re.sub(r'SPEC-(\d+)', …)`
//!
//! # Allowed
//! - the traceability tool itself; `grep SPEC-001 docs/spec.md` (one file)
//! - `sed -n '/SPEC-001/p' docs/spec.md` (no edit); sweeps for other text
//! - `git commit -m 'renumber SPEC-001'`, `echo SPEC-001`, heredocs written to files
//!
//! # Configuration
//! Off unless `tool` is set; then `id_pattern` (a regex) is required.
//! `[force-trace-intel]`: `tool`, `id_pattern`. The reference: `tool =
//! "python scripts/trace_intel.py"`, `id_pattern = "SPEC-[0-9]+"`. The
//! regex is compiled only when a command has a sweep to judge.
//!
//! # Escape hatch
//! None for the agent. The user sets `enabled = false` under
//! `[force-trace-intel]`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::search;
use routing::tokens::{Lang, Tok, tokenize};
use shell::Command;
use std::cell::OnceCell;

const GUARD: Guard = Guard {
    name: "force-trace-intel",
    events: &[EventKind::PreToolUse],
    keys: &["tool", "id_pattern"],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(tool) = cfg.string("tool")?.filter(|t| !t.trim().is_empty()) else {
        return Ok(Verdict::Allow);
    };
    let Some(pattern) = cfg.string("id_pattern")?.filter(|t| !t.is_empty()) else {
        return Err(Failure::new(
            "config [force-trace-intel] sets `tool` but not `id_pattern` (the requirement-id regex, e.g. \"SPEC-[0-9]+\")",
        ));
    };
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let a = shell::analyse(&bash.command);
    let ids = Ids::new(&pattern);
    if let Some(problem) = a.blocking_problem(|t| ids.prefix.len() < 3 || ids.prefix_in(t)) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    for c in &a.commands {
        if let Some(kind) = sweep(c, &ids)? {
            return Ok(payload::refusal(
                GUARD.name,
                format!("`{}`: {kind} over requirement ids (`{pattern}`)", c.text.trim()),
            )
            .rule("traceability is a query, not a file sweep: renumbering SPEC-001's 280 requirement ids was attempted three times with hand-rolled sweeps, and the first two passes had to be reversed wholesale (two full-suite runs, ~20 min, plus the reversals)")
            .instead(format!("query or rewrite requirement ids through `{tool}`; a plain search of one named file is fine"))
            .allow("the user sets `enabled = false` under `[force-trace-intel]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
            .verdict());
        }
    }
    Ok(Verdict::Allow)
}

/// The kind of sweep `c` makes over ids, if any.
fn sweep(c: &Command, ids: &Ids) -> Result<Option<&'static str>, Failure> {
    if let Some(s) = search::sed(c) {
        return Ok(if s.in_place && any(ids, &s.scripts)? {
            Some("a bulk `sed -i` edit")
        } else {
            None
        });
    }
    if c.program() == Some("perl") {
        let code: Vec<&str> = match &c.script {
            Some(s) => vec![s.text.as_str()],
            None => c.args().iter().map(|w| w.text.as_str()).collect(),
        };
        return Ok(if perl_in_place(c) && any(ids, &code)? {
            Some("a bulk `perl -i` edit")
        } else {
            None
        });
    }
    if let Some(s) = search::parse(c) {
        let sweeping = s.recursive || routing::fed_files(c);
        return Ok(if sweeping && any(ids, &s.patterns)? {
            Some("a sweep search")
        } else {
            None
        });
    }
    if let Some(script) = &c.script
        && routing::command::is_python(&script.interpreter)
    {
        return python_sweep(&script.text, ids);
    }
    Ok(None)
}

/// `perl -pi …`, `perl -i.bak …`: letters of the bundled options up to one
/// that takes the rest of the word as its value.
fn perl_in_place(c: &Command) -> bool {
    for w in c.args() {
        let t = w.text.as_str();
        if t == "--" || !t.starts_with('-') {
            return false;
        }
        for ch in t.chars().skip(1) {
            match ch {
                'i' => return true,
                'e' | 'E' | 'M' | 'm' | 'I' | 'x' | 'C' | 'd' | 'D' | 'l' | '0' => break,
                _ => {}
            }
        }
    }
    false
}

/// A Python program that walks files and rewrites or searches them with an
/// id in one of its string literals.
fn python_sweep(text: &str, ids: &Ids) -> Result<Option<&'static str>, Failure> {
    let toks = tokenize(text, Lang::Python);
    let name = |t: &Tok, set: &[&str]| matches!(t, Tok::Name(n) if set.contains(&n.as_str()));
    let walks = toks
        .iter()
        .any(|t| name(t, &["rglob", "glob", "iglob", "walk", "scandir", "listdir"]));
    let regex_or_replace = toks.windows(3).any(|w| match w {
        [a, Tok::Op('.'), b] => {
            (name(a, &["re"])
                && name(
                    b,
                    &[
                        "sub",
                        "subn",
                        "findall",
                        "finditer",
                        "search",
                        "match",
                        "fullmatch",
                        "compile",
                    ],
                ))
                || name(b, &["replace", "sub", "subn"])
        }
        _ => false,
    });
    if !(walks && regex_or_replace) {
        return Ok(None);
    }
    let strings: Vec<&str> = toks
        .iter()
        .filter_map(|t| match t {
            Tok::Str(s) => Some(s.as_str()),
            _ => None,
        })
        .collect();
    Ok(any(ids, &strings)?.then_some("a sweep script (file walk + regex)"))
}

fn any(ids: &Ids, texts: &[&str]) -> Result<bool, Failure> {
    for t in texts {
        if ids.hit(t)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The id pattern: its literal prefix (cheap, and catches patterns written
/// as regexes, `SPEC-[0-9]\+`) and the regex, compiled on first need.
struct Ids {
    pattern: String,
    prefix: String,
    regex: OnceCell<Result<regex_lite::Regex, String>>,
}

impl Ids {
    fn new(pattern: &str) -> Ids {
        let prefix: String = pattern
            .chars()
            .take_while(|c| !".[](){}*+?|^$\\".contains(*c))
            .collect();
        Ids {
            pattern: pattern.to_owned(),
            prefix,
            regex: OnceCell::new(),
        }
    }

    fn prefix_in(&self, text: &str) -> bool {
        self.prefix.len() >= 3 && text.contains(&self.prefix)
    }

    fn hit(&self, text: &str) -> Result<bool, Failure> {
        if self.prefix_in(text) {
            return Ok(true);
        }
        match self
            .regex
            .get_or_init(|| regex_lite::Regex::new(&self.pattern).map_err(|e| e.to_string()))
        {
            Ok(re) => Ok(re.is_match(text)),
            Err(e) => Err(Failure::new(format!(
                "config [force-trace-intel] `id_pattern` is not a valid regex: {e}"
            ))),
        }
    }
}
