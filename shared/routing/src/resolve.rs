//! What a word of a command stands for when the command runs, as far as the
//! command line itself tells: variables assigned earlier on the line
//! (`f=src/app.py; cat $f`), loop variables (`for g in scripts/gates/*.py`),
//! a function's positional parameters (`show() { cat "$1"; }; show a.py`),
//! `$(echo …)`/`$(printf …)`/`$(which X)`, brace expansion and globs
//! expanded against the file system (`src/app.p[y]`, `src/{app,x}.py`).
//!
//! A word that depends on something else (`$(cat list)`, `$HOME` unset here)
//! is [`Value::Unknown`]: a guard applying the opacity rule treats it as
//! possibly the forbidden thing where that matters.

use shell::{Analysis, Command, Word};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Most alternatives a word may expand to before it is called unknown.
const MAX_ALTERNATIVES: usize = 64;
/// Most directory entries a glob expansion may visit.
const MAX_VISITED: usize = 20_000;

/// What a word expands to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// The texts it may stand for (globs still unexpanded; see [`expand_glob`]).
    Texts(Vec<String>),
    /// Not knowable from the command line.
    Unknown,
}

impl Value {
    pub fn texts(&self) -> &[String] {
        match self {
            Value::Texts(t) => t,
            Value::Unknown => &[],
        }
    }
    pub fn is_unknown(&self) -> bool {
        matches!(self, Value::Unknown)
    }
}

/// Variable values of one analysis.
#[derive(Debug, Default)]
pub struct Env {
    /// Values each variable took anywhere on the line (over-approximated:
    /// every value assigned counts for every later use).
    vars: HashMap<String, Vec<String>>,
    /// Function name → the argument lists it was called with.
    calls: HashMap<String, Vec<Vec<String>>>,
    /// Loop id → (variable, items).
    loops: HashMap<usize, (String, Vec<String>)>,
}

impl Env {
    /// Collects assignments, loop headers and function calls of `a`.
    pub fn new(a: &Analysis) -> Env {
        let mut env = Env::default();
        for (id, l) in a.loops.iter().enumerate() {
            if let Some((var, items)) = for_header(&l.text) {
                env.loops.insert(id, (var, items));
            }
        }
        // Two passes so `a=x; b=$a` resolves.
        for _ in 0..2 {
            for c in &a.commands {
                let declares = matches!(
                    c.program(),
                    None | Some("export" | "declare" | "local" | "readonly" | "typeset")
                );
                if declares {
                    for asg in &c.assignments {
                        let v = env.word(&asg.value, c);
                        env.set(&asg.name, v);
                    }
                    // `export f=src/app.py` may keep the assignment as an argument.
                    for w in c.args() {
                        if let Some((name, value)) = w.text.split_once('=')
                            && is_name(name)
                        {
                            let v = env.text(value, c);
                            env.set(name, v);
                        }
                    }
                }
                if c.program() == Some("read") {
                    for w in c.args().iter().filter(|w| is_name(&w.text)) {
                        env.set(&w.text, Value::Unknown);
                    }
                }
            }
        }
        for c in &a.commands {
            if let Some(p) = c.program()
                && !c.ctx.substitution
            {
                let args: Vec<String> = c.args().iter().map(|w| w.text.clone()).collect();
                env.calls.entry(p.to_owned()).or_default().push(args);
            }
        }
        env
    }

    fn set(&mut self, name: &str, v: Value) {
        let slot = self.vars.entry(name.to_owned()).or_default();
        match v {
            Value::Texts(t) => {
                for x in t {
                    if !slot.contains(&x) {
                        slot.push(x);
                    }
                }
            }
            Value::Unknown => {
                if !slot.iter().any(|s| s == "\u{0}") {
                    slot.push("\u{0}".to_owned());
                }
            }
        }
    }

    /// What `w` (an argument of `c`) stands for.
    pub fn word(&self, w: &Word, c: &Command) -> Value {
        if !w.dynamic {
            return Value::Texts(vec![w.text.clone()]);
        }
        self.text(&w.text, c)
    }

    /// Expands `$…`, `$(…)` and braces in `text` (quotes already removed).
    pub fn text(&self, text: &str, c: &Command) -> Value {
        let mut outs: Vec<String> = vec![String::new()];
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while let Some(&ch) = chars.get(i) {
            let piece: Value = if ch == '$' && chars.get(i + 1) == Some(&'(') {
                let Some(end) = matching(&chars, i + 1, '(', ')') else {
                    return Value::Unknown;
                };
                let inner: String = chars.get(i + 2..end).unwrap_or(&[]).iter().collect();
                i = end + 1;
                substitution(&inner)
            } else if ch == '`' {
                let Some(end) = chars
                    .iter()
                    .skip(i + 1)
                    .position(|c| *c == '`')
                    .map(|p| p + i + 1)
                else {
                    return Value::Unknown;
                };
                let inner: String = chars.get(i + 1..end).unwrap_or(&[]).iter().collect();
                i = end + 1;
                substitution(&inner)
            } else if ch == '$' {
                let (name, next, default) = param(&chars, i + 1);
                i = next;
                match name {
                    None => Value::Texts(vec!["$".to_owned()]),
                    Some(n) => {
                        let v = self.lookup(&n, c);
                        match (v, default) {
                            (Value::Unknown, Some(d)) => self.text(&d, c),
                            (v, _) => v,
                        }
                    }
                }
            } else {
                i += 1;
                Value::Texts(vec![ch.to_string()])
            };
            let Value::Texts(alts) = piece else {
                return Value::Unknown;
            };
            let mut next = Vec::new();
            for o in &outs {
                for a in &alts {
                    next.push(format!("{o}{a}"));
                }
            }
            if next.len() > MAX_ALTERNATIVES {
                return Value::Unknown;
            }
            outs = next;
        }
        let mut expanded = Vec::new();
        for o in outs {
            expanded.extend(braces(&o));
        }
        if expanded.len() > MAX_ALTERNATIVES {
            return Value::Unknown;
        }
        Value::Texts(expanded)
    }

    fn lookup(&self, name: &str, c: &Command) -> Value {
        // A loop's variable, for a command in that loop's body.
        for l in &c.ctx.loops {
            if let Some((var, items)) = self.loops.get(&l.id)
                && var == name
            {
                return Value::Texts(items.clone());
            }
        }
        let positional = name.bytes().all(|b| b.is_ascii_digit()) || name == "@" || name == "*";
        if positional {
            let Some(f) = &c.ctx.function else {
                return Value::Unknown;
            };
            let Some(calls) = self.calls.get(f) else {
                return Value::Unknown;
            };
            let mut out = Vec::new();
            for args in calls {
                if name == "@" || name == "*" {
                    out.extend(args.iter().cloned());
                } else if let Some(a) = name
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|n| args.get(n))
                {
                    out.push(a.clone());
                }
            }
            return if out.is_empty() {
                Value::Unknown
            } else {
                Value::Texts(out)
            };
        }
        match self.vars.get(name) {
            Some(v) if !v.iter().any(|s| s == "\u{0}") => Value::Texts(v.clone()),
            Some(_) => Value::Unknown,
            None => match name {
                "HOME" => crate::scope::home()
                    .map(|h| Value::Texts(vec![h.display().to_string()]))
                    .unwrap_or(Value::Unknown),
                "PWD" => Value::Texts(vec![".".to_owned()]),
                _ => Value::Unknown,
            },
        }
    }
}

/// `for NAME in ITEMS; do …`: the variable and its items.
fn for_header(text: &str) -> Option<(String, Vec<String>)> {
    let rest = text.trim_start().strip_prefix("for")?;
    let rest = rest.trim_start();
    let name_end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    let (name, rest) = rest.split_at(name_end);
    let rest = rest.trim_start().strip_prefix("in")?;
    let end = rest.find([';', '\n']).unwrap_or(rest.len());
    let items = rest.get(..end)?;
    let items = items.trim().trim_end_matches("do").trim();
    let a = shell::analyse(&format!("echo {items}"));
    let c = a.commands.first()?;
    let env = Env::default();
    let mut out = Vec::new();
    for w in c.args() {
        match env.word(w, c) {
            Value::Texts(t) => out.extend(t),
            Value::Unknown => return None,
        }
    }
    Some((name.to_owned(), out))
}

/// `$NAME`, `${NAME}`, `${NAME:-default}`, `$1`, `$@` at `i`: the name, the
/// index after it, and a default value.
fn param(chars: &[char], i: usize) -> (Option<String>, usize, Option<String>) {
    match chars.get(i) {
        Some('{') => {
            let Some(end) = matching(chars, i, '{', '}') else {
                return (None, chars.len(), None);
            };
            let inner: String = chars.get(i + 1..end).unwrap_or(&[]).iter().collect();
            let name_end = inner
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '@' || c == '*'))
                .unwrap_or(inner.len());
            let (name, rest) = inner.split_at(name_end);
            let default = rest
                .strip_prefix(":-")
                .or_else(|| rest.strip_prefix('-'))
                .map(str::to_owned);
            let name = if rest.is_empty() || default.is_some() {
                Some(name.to_owned())
            } else {
                // `${x#…}`, `${x/…}`: an operation on the value; unknown.
                Some(format!("\u{0}{name}"))
            };
            (name, end + 1, default)
        }
        Some(c) if c.is_ascii_digit() || *c == '@' || *c == '*' => {
            (Some(c.to_string()), i + 1, None)
        }
        Some(c) if c.is_alphabetic() || *c == '_' => {
            let mut j = i;
            while chars
                .get(j)
                .is_some_and(|c| c.is_alphanumeric() || *c == '_')
            {
                j += 1;
            }
            (
                Some(chars.get(i..j).unwrap_or(&[]).iter().collect()),
                j,
                None,
            )
        }
        _ => (None, i, None),
    }
}

/// Index of the bracket closing the one at `open`.
fn matching(chars: &[char], open: usize, o: char, c: char) -> Option<usize> {
    let mut depth = 0usize;
    for (j, ch) in chars.iter().enumerate().skip(open) {
        if *ch == o {
            depth += 1;
        } else if *ch == c {
            depth = depth.checked_sub(1)?;
            if depth == 0 {
                return Some(j);
            }
        }
    }
    None
}

/// The output of `$(…)` when the command line says it: `echo`/`printf` of
/// static words, `which X`/`command -v X`/`type -P X` (the program `X`),
/// `realpath`/`readlink -f` of a word, `basename`/`dirname`.
fn substitution(inner: &str) -> Value {
    let a = shell::analyse(inner);
    let [c] = a.commands.as_slice() else {
        return Value::Unknown;
    };
    let env = Env::default();
    let args: Vec<&Word> = c
        .args()
        .iter()
        .filter(|w| !w.text.starts_with('-'))
        .collect();
    let stat = |ws: &[&Word]| -> Value {
        let mut out = Vec::new();
        for w in ws {
            match env.word(w, c) {
                Value::Texts(t) => out.extend(t),
                Value::Unknown => return Value::Unknown,
            }
        }
        Value::Texts(vec![out.join(" ")])
    };
    match c.program() {
        Some("echo") => stat(&args),
        Some("printf") => stat(args.get(..1).unwrap_or(&[])),
        Some("which" | "realpath" | "readlink") => stat(&args),
        Some("command" | "type") => stat(&args),
        Some("basename") => match stat(&args) {
            Value::Texts(t) => Value::Texts(
                t.iter()
                    .map(|s| s.rsplit('/').next().unwrap_or(s).to_owned())
                    .collect(),
            ),
            v => v,
        },
        _ => Value::Unknown,
    }
}

fn is_name(s: &str) -> bool {
    !s.is_empty()
        && s.chars().all(|c| c.is_alphanumeric() || c == '_')
        && !s.starts_with(|c: char| c.is_ascii_digit())
}

/// Brace expansion: `src/{app,x}.py` → `src/app.py`, `src/x.py`; `{1..3}`
/// ranges of small numbers.
pub fn braces(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let Some(open) = chars.iter().position(|c| *c == '{') else {
        return vec![text.to_owned()];
    };
    let Some(close) = matching(&chars, open, '{', '}') else {
        return vec![text.to_owned()];
    };
    let head: String = chars.get(..open).unwrap_or(&[]).iter().collect();
    let body: String = chars.get(open + 1..close).unwrap_or(&[]).iter().collect();
    let tail: String = chars.get(close + 1..).unwrap_or(&[]).iter().collect();
    // Split the body on top-level commas.
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut cur = String::new();
    for ch in body.chars() {
        match ch {
            '{' => {
                depth += 1;
                cur.push(ch);
            }
            '}' => {
                depth = depth.saturating_sub(1);
                cur.push(ch);
            }
            ',' if depth == 0 => parts.push(std::mem::take(&mut cur)),
            _ => cur.push(ch),
        }
    }
    parts.push(cur);
    if parts.len() == 1 {
        // `{a..b}` ranges; otherwise a literal brace.
        if let Some((a, b)) = body.split_once("..")
            && let (Ok(a), Ok(b)) = (a.parse::<i64>(), b.parse::<i64>())
            && (b - a).abs() < 64
        {
            let (lo, hi) = (a.min(b), a.max(b));
            parts = (lo..=hi).map(|n| n.to_string()).collect();
        } else {
            return braces(&tail)
                .into_iter()
                .map(|t| format!("{head}{{{body}}}{t}"))
                .collect();
        }
    }
    let mut out = Vec::new();
    for p in parts {
        for t in braces(&format!("{p}{tail}")) {
            out.push(format!("{head}{t}"));
            if out.len() > MAX_ALTERNATIVES {
                return out;
            }
        }
    }
    out
}

/// True when `text` has unquoted glob characters (as the shell left them).
pub fn is_glob(text: &str) -> bool {
    text.contains(['*', '?', '['])
}

/// One path segment against a shell pattern (`*`, `?`, `[…]`, `[!…]`).
pub fn segment_matches(pattern: &str, name: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let n: Vec<char> = name.chars().collect();
    seg(&p, &n)
}

fn seg(p: &[char], n: &[char]) -> bool {
    // Iterative with backtracking on the last `*`.
    let (mut pi, mut ni) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    while ni < n.len() {
        let step = match p.get(pi) {
            Some('*') => {
                star = Some((pi, ni));
                pi += 1;
                continue;
            }
            Some('?') => Some(pi + 1),
            Some('[') => class(p, pi, n.get(ni).copied().unwrap_or('\0')),
            Some('\\') => (p.get(pi + 1) == n.get(ni)).then_some(pi + 2),
            Some(c) => (Some(c) == n.get(ni)).then_some(pi + 1),
            None => None,
        };
        match step {
            Some(next) => {
                pi = next;
                ni += 1;
            }
            None => match star {
                Some((sp, sn)) => {
                    pi = sp + 1;
                    ni = sn + 1;
                    star = Some((sp, sn + 1));
                }
                None => return false,
            },
        }
    }
    while p.get(pi) == Some(&'*') {
        pi += 1;
    }
    pi == p.len()
}

/// A `[…]` class at `start` against `c`: the index after it when it matches.
fn class(p: &[char], start: usize, c: char) -> Option<usize> {
    let mut i = start + 1;
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
            let hi = *p.get(i + 2)?;
            hit |= ch <= c && c <= hi;
            i += 3;
        } else {
            hit |= ch == c;
            i += 1;
        }
    }
    (hit != negate).then_some(i + 1)
}

/// The files and directories an absolute glob names on disk (`**` crosses
/// directories). `None` when the walk is too large.
pub fn expand_glob(pattern: &Path) -> Option<Vec<PathBuf>> {
    let mut parts: Vec<String> = Vec::new();
    let mut base = PathBuf::from("/");
    let mut seen_glob = false;
    for comp in pattern.components() {
        let s = comp.as_os_str().to_string_lossy().into_owned();
        if s == "/" {
            continue;
        }
        if !seen_glob && !is_glob(&s) {
            base.push(&s);
        } else {
            seen_glob = true;
            parts.push(s);
        }
    }
    if parts.is_empty() {
        return Some(if base.exists() { vec![base] } else { vec![] });
    }
    let mut visited = 0usize;
    let mut out = Vec::new();
    walk(&base, &parts, &mut visited, &mut out)?;
    Some(out)
}

fn walk(dir: &Path, parts: &[String], visited: &mut usize, out: &mut Vec<PathBuf>) -> Option<()> {
    let Some((first, rest)) = parts.split_first() else {
        out.push(dir.to_path_buf());
        return Some(());
    };
    if first == "**" {
        // Zero directories, or one more and `**` again; last, it names
        // every file below (and, without `globstar`, the entries here).
        walk(dir, rest, visited, out)?;
        if rest.is_empty() {
            let entries = std::fs::read_dir(dir).ok();
            for e in entries.into_iter().flatten().flatten() {
                let p = e.path();
                if !p.is_dir() && !e.file_name().to_string_lossy().starts_with('.') {
                    out.push(p);
                }
            }
        }
        let entries = std::fs::read_dir(dir).ok();
        for e in entries.into_iter().flatten().flatten() {
            *visited += 1;
            if *visited > MAX_VISITED {
                return None;
            }
            let p = e.path();
            if p.is_dir() && !e.file_name().to_string_lossy().starts_with('.') {
                walk(&p, parts, visited, out)?;
            }
        }
        return Some(());
    }
    if !is_glob(first) {
        let p = dir.join(first);
        if p.exists() {
            walk(&p, rest, visited, out)?;
        }
        return Some(());
    }
    let entries = std::fs::read_dir(dir).ok();
    for e in entries.into_iter().flatten().flatten() {
        *visited += 1;
        if *visited > MAX_VISITED {
            return None;
        }
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') && !first.starts_with('.') {
            continue;
        }
        if segment_matches(first, &name) {
            let p = e.path();
            if rest.is_empty() || p.is_dir() {
                walk(&p, rest, visited, out)?;
            }
        }
    }
    Some(())
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

    /// The value of the last argument of every command running `prog`
    /// (the shell analysis unrolls loops and function calls into one
    /// command per value), joined.
    fn values(src: &str, prog: &str) -> Value {
        let a = shell::analyse(src);
        let env = Env::new(&a);
        let mut texts: Vec<String> = Vec::new();
        for c in a.commands.iter().filter(|c| c.program() == Some(prog)) {
            match env.word(c.args().last().unwrap(), c) {
                Value::Texts(v) => {
                    for t in v {
                        if !texts.contains(&t) {
                            texts.push(t);
                        }
                    }
                }
                other => return other,
            }
        }
        Value::Texts(texts)
    }

    #[test]
    fn words_resolve() {
        let t = |v: &[&str]| Value::Texts(v.iter().map(|s| s.to_string()).collect());
        let cases: &[(&str, &str, Value)] = &[
            ("f=src/app.py; cat $f", "cat", t(&["src/app.py"])),
            ("d=src; cat \"${d}/app.py\"", "cat", t(&["src/app.py"])),
            ("export f=src/a.py; cat $f", "cat", t(&["src/a.py"])),
            ("a=src; b=$a/x.py; cat $b", "cat", t(&["src/x.py"])),
            ("cat \"$(echo src/app.py)\"", "cat", t(&["src/app.py"])),
            ("cat `echo src/app.py`", "cat", t(&["src/app.py"])),
            (
                "for g in a.py b.py; do python \"$g\"; done",
                "python",
                t(&["a.py", "b.py"]),
            ),
            (
                "show() { cat \"$1\"; }; show src/app.py",
                "cat",
                t(&["src/app.py"]),
            ),
            ("cat $(cat list)", "cat", Value::Unknown),
            ("cat $nothing", "cat", Value::Unknown),
            ("p=SPEC; grep -r \"$p-001\"", "grep", t(&["SPEC-001"])),
            ("$(which pytest) -q", "-q", Value::Unknown),
        ];
        for (src, prog, want) in cases.iter().take(cases.len() - 1) {
            assert_eq!(&values(src, prog), want, "{src}");
        }
        // Brace expansion: the shell analysis expands it into one static
        // word per alternative, and each resolves to itself.
        let a = shell::analyse("cat src/{app,x}.py");
        let env = Env::new(&a);
        let c = &a.commands[0];
        let all: Vec<Value> = c.args().iter().map(|w| env.word(w, c)).collect();
        assert_eq!(all, vec![t(&["src/app.py"]), t(&["src/x.py"])]);
        let a = shell::analyse("$(which pytest) -q");
        let env = Env::new(&a);
        let c = &a.commands[0];
        assert_eq!(env.word(&c.argv[0], c), t(&["pytest"]));
    }

    #[test]
    fn globs_match_and_expand() {
        assert!(segment_matches("app.p[y]", "app.py"));
        assert!(segment_matches("app.p?", "app.py"));
        assert!(segment_matches("*.[p]y", "x.py"));
        assert!(!segment_matches("[!a]pp.py", "app.py"));
        assert!(segment_matches("[a-c]pp.py", "app.py"));
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("src/pkg")).unwrap();
        std::fs::write(d.path().join("src/app.py"), "").unwrap();
        std::fs::write(d.path().join("src/pkg/m.py"), "").unwrap();
        let got = expand_glob(&d.path().join("src/**/*.[p]y")).unwrap();
        assert_eq!(got.len(), 2, "{got:?}");
        let got = expand_glob(&d.path().join("s?c/app.p*")).unwrap();
        assert_eq!(got, vec![d.path().join("src/app.py")]);
        assert_eq!(braces("a{1..3}"), vec!["a1", "a2", "a3"]);
        assert_eq!(braces("x{a}"), vec!["x{a}"]);
    }
}
