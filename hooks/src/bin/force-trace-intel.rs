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
//!
//! Patterns are read after regex normalisation and tried, as regexes, on
//! sample ids (`SPEC\-001`, `SP.C-001`, `(SPEC|REQ)-001`); ids assembled
//! through variables or `+` are resolved; `sed -f SCRIPT` and scripts written
//! on the line are read; `sed … > tmp && mv` is an edit; one named file is
//! not a sweep; the Grep tool is judged too (matcher `Bash|Grep`).
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
use routing::reads::Reads;
use routing::resolve::Value;
use routing::tokens::{Lang, Tok, tokenize};
use routing::{Scope, search};
use shell::{Command, RedirectKind};
use std::cell::OnceCell;
use std::path::{Path, PathBuf};

/// Largest script file read at decision time.
const MAX_SCRIPT: u64 = 256 * 1024;

pub(crate) const GUARD: Guard = Guard {
    name: "force-trace-intel",
    events: &[EventKind::PreToolUse],
    keys: &["tool", "id_pattern"],
};

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
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
    let ids = Ids::new(&pattern);
    let root = cfg.project_root().unwrap_or(&p.cwd);
    // Every file of the project is in scope of an id sweep.
    let scope = Scope::new(root, &[], &[]);
    let found: Option<(String, &'static str)> = match &call.input {
        ToolInput::Bash(bash) => {
            let a = shell::analyse(&bash.command);
            if let Some(problem) =
                a.blocking_problem(|t| ids.prefix.len() < 3 || ids.prefix_in(t) || t.contains('$'))
            {
                return Err(Failure::new(format!(
                    "cannot analyse `{}`: {}",
                    problem.text, problem.reason
                )));
            }
            let reads = Reads::new(&a, &p.cwd, root, &scope);
            let written = written_files(&a, &p.cwd);
            let mut hit = None;
            for (i, c) in a.commands.iter().enumerate() {
                if let Some(kind) = sweep(&a, i, c, &ids, &reads, &written, root, &p.cwd)? {
                    hit = Some((format!("`{}`", c.text.trim()), kind));
                    break;
                }
            }
            hit
        }
        ToolInput::Grep(g) => {
            let dir =
                payload::paths::normalize(Path::new(g.path.as_deref().unwrap_or(".")), &p.cwd);
            // The Grep tool's `-i` is not in the typed input: read the
            // pattern case-insensitively, as it may be.
            if !dir.is_file() && id_search(&g.pattern, false, true, &ids)? {
                Some((
                    format!("Grep of `{}`", g.path.as_deref().unwrap_or(".")),
                    "a sweep search",
                ))
            } else {
                None
            }
        }
        _ => None,
    };
    let Some((what, kind)) = found else {
        return Ok(Verdict::Allow);
    };
    Ok(payload::refusal(
        GUARD.name,
        format!("{what}: {kind} over requirement ids (`{pattern}`)"),
    )
    .rule("traceability is a query, not a file sweep: renumbering SPEC-001's 280 requirement ids was attempted three times with hand-rolled sweeps, and the first two passes had to be reversed wholesale (two full-suite runs, ~20 min, plus the reversals)")
    .instead(format!("query or rewrite requirement ids through `{tool}`; a plain search of one named file is fine"))
    .allow("the user sets `enabled = false` under `[force-trace-intel]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
    .verdict())
}

/// Files written on this command line from heredocs (`cat > s.py <<'EOF'`):
/// path → body, so a script written and run at once is judged by its text.
fn written_files(a: &shell::Analysis, cwd: &Path) -> Vec<(PathBuf, String)> {
    let cwds = routing::cwds(a, cwd);
    let mut out = Vec::new();
    for (c, here) in a.commands.iter().zip(&cwds) {
        // A heredoc body, or what `echo`/`printf` print.
        let body = c.redirects.iter().find_map(|r| r.body.clone()).or_else(|| {
            matches!(c.program(), Some("echo" | "printf")).then(|| {
                c.args()
                    .iter()
                    .map(|w| w.text.replace("\\n", "\n"))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        });
        let Some(body) = body else {
            continue;
        };
        for r in &c.redirects {
            if matches!(r.kind, RedirectKind::Truncate | RedirectKind::Append) {
                out.push((
                    payload::paths::normalize(Path::new(&r.target.text), here),
                    body.clone(),
                ));
            }
        }
        if c.program() == Some("tee") {
            for w in c.args().iter().filter(|w| !w.text.starts_with('-')) {
                out.push((
                    payload::paths::normalize(Path::new(&w.text), here),
                    body.clone(),
                ));
            }
        }
    }
    out
}

/// The text of a script file named on the line: written by a heredoc on the
/// same line, or (outside the project, where no review saw it) read now.
fn script_text(path: &Path, written: &[(PathBuf, String)], root: &Path) -> Option<String> {
    if let Some((_, body)) = written.iter().find(|(p, _)| p == path) {
        return Some(body.clone());
    }
    if path.starts_with(payload::paths::normalize(root, root)) {
        return None;
    }
    let meta = std::fs::metadata(path).ok()?;
    (meta.len() <= MAX_SCRIPT).then(|| std::fs::read_to_string(path).ok())?
}

/// The kind of sweep command `i` makes over ids, if any.
#[allow(clippy::too_many_arguments)]
fn sweep(
    a: &shell::Analysis,
    i: usize,
    c: &Command,
    ids: &Ids,
    reads: &Reads<'_>,
    written: &[(PathBuf, String)],
    root: &Path,
    cwd: &Path,
) -> Result<Option<&'static str>, Failure> {
    let resolved = |t: &str| -> Vec<String> {
        match reads.env().text(t, c) {
            Value::Texts(v) => v,
            Value::Unknown => vec![t.to_owned()],
        }
    };
    // Output written to a file (`sed … > tmp && mv tmp f`) edits like `-i`.
    let writes_file = c.redirects.iter().any(|r| {
        matches!(r.kind, RedirectKind::Truncate | RedirectKind::Append)
            && !matches!(
                r.target.text.as_str(),
                "/dev/null" | "/dev/stdout" | "/dev/stderr" | "1" | "2"
            )
    });
    if let Some(s) = search::sed(c) {
        let mut scripts: Vec<String> = s.scripts.iter().flat_map(|t| resolved(t)).collect();
        // `sed -f SCRIPT`: the script file's text.
        let args = c.args();
        for (j, w) in args.iter().enumerate() {
            let file = if w.text == "-f" || w.text == "--file" {
                args.get(j + 1).map(|n| n.text.clone())
            } else {
                w.text.strip_prefix("--file=").map(str::to_owned)
            };
            if let Some(f) = file {
                let path = payload::paths::normalize(Path::new(&f), cwd);
                match written.iter().find(|(p, _)| *p == path) {
                    Some((_, body)) => scripts.push(body.clone()),
                    None => match std::fs::metadata(&path) {
                        Ok(m) if m.len() <= MAX_SCRIPT => {
                            scripts.push(std::fs::read_to_string(&path).unwrap_or_default());
                        }
                        _ => {}
                    },
                }
            }
        }
        let texts: Vec<&str> = scripts.iter().map(String::as_str).collect();
        return Ok(if (s.in_place || writes_file) && any(ids, &texts)? {
            Some("a bulk `sed -i` edit")
        } else {
            None
        });
    }
    let program = c.program().unwrap_or_default();
    if matches!(program, "perl" | "ruby") {
        let code: Vec<String> = match &c.script {
            Some(s) => resolved(&s.text),
            None => c.args().iter().flat_map(|w| resolved(&w.text)).collect(),
        };
        let texts: Vec<&str> = code.iter().map(String::as_str).collect();
        return Ok(if (perl_in_place(c) || writes_file) && any(ids, &texts)? {
            Some("a bulk `perl -i` edit")
        } else {
            None
        });
    }
    if matches!(program, "awk" | "gawk") {
        let inplace = c
            .args()
            .windows(2)
            .any(|w| matches!(w, [a, b] if a.text == "-i" && b.text == "inplace"));
        let texts: Vec<String> = c.args().iter().flat_map(|w| resolved(&w.text)).collect();
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        return Ok(if (inplace || writes_file) && any(ids, &texts)? {
            Some("a bulk `awk` edit")
        } else {
            None
        });
    }
    // Find-and-replace tools: `sd OLD NEW files`, `fastmod OLD NEW dir`.
    if matches!(
        program,
        "sd" | "fastmod" | "rpl" | "ruplacer" | "sad" | "comby" | "repren" | "replace" | "rnr"
    ) {
        let texts: Vec<String> = c.args().iter().flat_map(|w| resolved(&w.text)).collect();
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        return Ok(any(ids, &texts)?.then_some("a bulk find-and-replace"));
    }
    // Editors driven by a script: `ed -s f <<EOF ,s/SPEC-1/…/ w`, `vim -es
    // -c '%s/SPEC-1/…/g' -c wq f`, `ex -sc '%s/…/|x' f`.
    if matches!(
        program,
        "ed" | "red" | "ex" | "vim" | "vi" | "nvim" | "view" | "gvim"
    ) {
        let mut scripts: Vec<String> = c.redirects.iter().filter_map(|r| r.body.clone()).collect();
        let args = c.args();
        for (j, w) in args.iter().enumerate() {
            let t = w.text.as_str();
            if matches!(t, "-c" | "--cmd" | "-S" | "-sc" | "-esc" | "-Nc") {
                scripts.extend(args.get(j + 1).map(|n| n.text.clone()));
            } else if let Some(cmd) = t.strip_prefix('+') {
                scripts.push(cmd.to_owned());
            } else if let Some(cmd) = t.strip_prefix("-c").filter(|c| !c.is_empty()) {
                scripts.push(cmd.to_owned());
            }
        }
        let substitutes = scripts
            .iter()
            .any(|s| s.contains("s/") || s.contains("s#") || s.contains("s|"));
        let texts: Vec<&str> = scripts.iter().map(String::as_str).collect();
        return Ok((substitutes && any(ids, &texts)?).then_some("an editor substitution"));
    }
    if let Some(s) = search::parse(c) {
        let icase = c.args().iter().any(|w| {
            let t = w.text.as_str();
            matches!(t, "--ignore-case" | "--smart-case")
                || (t.starts_with('-') && !t.starts_with("--") && t.contains(['i', 'S']))
        });
        let mut hit = false;
        for p in &s.patterns {
            for t in resolved(p) {
                if id_search(&t, s.fixed, icase, ids)? {
                    hit = true;
                }
            }
        }
        return Ok(if hit && reads.sweeps(a, i, c, &s) {
            Some("a sweep search")
        } else {
            None
        });
    }
    if let Some(script) = &c.script
        && let Some(lang) = Lang::of_interpreter(&script.interpreter)
    {
        return code_sweep(&script.text, lang, ids);
    }
    // `python sweep.py` written on this line, or a script outside the project.
    if let Some(lang) = Lang::of_interpreter(program)
        && let Some(file) = c.args().iter().find(|w| !w.text.starts_with('-'))
    {
        let path = payload::paths::normalize(Path::new(&file.text), cwd);
        if let Some(text) = script_text(&path, written, root) {
            return code_sweep(&text, lang, ids);
        }
    }
    Ok(None)
}

/// True when a search pattern looks for ids: one of its readings holds an
/// id (or the id prefix), or, as a regex, it matches sample ids and not
/// ordinary text (`S..C-0+1`, `SPEC\-001`).
fn id_search(pattern: &str, fixed: bool, icase: bool, ids: &Ids) -> Result<bool, Failure> {
    for l in routing::regex::literals(pattern, fixed) {
        if ids.hit(&l)? || (icase && ids.hit(&l.to_uppercase())?) {
            return Ok(true);
        }
    }
    if fixed || ids.prefix.len() < 3 {
        return Ok(false);
    }
    let samples = ["001", "1", "42", "280"].map(|n| format!("{}{n}", ids.prefix));
    for candidate in [pattern.to_owned(), bre_to_ere(pattern)] {
        // `grep -rn 'spec' docs` does not match `SPEC-001`; `grep -rni` does.
        let flags = if icase { "(?i)" } else { "" };
        let Ok(re) = regex_lite::Regex::new(&format!("{flags}{candidate}")) else {
            continue;
        };
        let neutral = ["QQQQ-001 zz", "lorem ipsum 42"]
            .iter()
            .any(|n| re.is_match(n));
        if !neutral && samples.iter().any(|s| re.is_match(s)) {
            return Ok(true);
        }
    }
    Ok(false)
}

/// A BRE as an ERE: `\+ \? \| \( \) \{ \}` are operators, the bare ones literal.
fn bre_to_ere(p: &str) -> String {
    let mut out = String::new();
    let mut chars = p.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(n @ ('+' | '?' | '|' | '(' | ')' | '{' | '}')) => out.push(n),
                Some(n) => {
                    out.push('\\');
                    out.push(n);
                }
                None => out.push_str("\\\\"),
            },
            '+' | '?' | '|' | '(' | ')' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
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
fn code_sweep(text: &str, lang: Lang, ids: &Ids) -> Result<Option<&'static str>, Failure> {
    let toks = tokenize(text, lang);
    let name = |t: &Tok, set: &[&str]| matches!(t, Tok::Name(n) if set.contains(&n.as_str()));
    let walks = toks.iter().any(|t| {
        name(
            t,
            &[
                "rglob",
                "glob",
                "iglob",
                "walk",
                "scandir",
                "listdir",
                "readdirSync",
                "readdir",
                "globSync",
                "walkSync",
            ],
        )
    });
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
                || name(
                    b,
                    &[
                        "replace",
                        "replaceAll",
                        "sub",
                        "subn",
                        "match",
                        "test",
                        "search",
                        "includes",
                        "find",
                    ],
                )
        }
        _ => false,
    });
    // Code that rewrites a file in place (`open(p, 'w')`, `write_text`,
    // `fileinput … inplace`, `writeFileSync`) with an id in its strings
    // edits ids like `sed -i` does.
    let rewrites = regex_or_replace && (toks.iter().any(|t| {
        name(
            t,
            &[
                "write_text",
                "writeFileSync",
                "writeFile",
                "fileinput",
                "inplace",
                "truncate",
            ],
        )
    }) || toks
        .windows(4)
        .any(|w| matches!(w, [Tok::Name(o), Tok::Op('('), _, Tok::Op(',')] if o == "open"))
        && toks.iter().any(
            |t| matches!(t, Tok::Str(s) if matches!(s.as_str(), "w" | "w+" | "r+" | "a" | "wt")),
        ));
    if !((walks || rewrites) && regex_or_replace) {
        return Ok(None);
    }
    // String literals, and runs of them joined by `+` (`'SP' + 'EC-001'`).
    let mut strings: Vec<String> = Vec::new();
    let mut run = String::new();
    let mut last_str = false;
    for t in &toks {
        match t {
            Tok::Str(s) => {
                run.push_str(s);
                strings.push(s.clone());
                last_str = true;
            }
            Tok::Op('+') if last_str => last_str = false,
            _ => {
                if !run.is_empty() {
                    strings.push(std::mem::take(&mut run));
                }
                last_str = false;
            }
        }
    }
    strings.push(run);
    let strings: Vec<&str> = strings.iter().map(String::as_str).collect();
    let mut hit = any(ids, &strings)?;
    for s in &strings {
        hit = hit || id_search(s, false, false, ids)?;
    }
    Ok(hit.then_some(if walks {
        "a sweep script (file walk + regex)"
    } else {
        "a script rewriting ids in place"
    }))
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
