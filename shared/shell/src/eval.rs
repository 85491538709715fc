//! The partial evaluator: values known before the command runs.
//!
//! A motivated agent builds the forbidden command at run time from literals:
//! `bash -c "$(printf 'pytest -n %s' 4)"`, `args=(-n 4); pytest "${args[@]}"`,
//! `pytest {-n,4}`, `echo cHl0ZXN0IC1uIDQ= | base64 -d | sh`. Everything it needs is in
//! the command line, so the analysis evaluates it: a word whose parts are literals,
//! variables bound earlier in the command (to literals, or to one of several literals:
//! every alternative is returned), positional parameters of a function call, brace
//! expansion, arithmetic and the output of a few pure producers (`printf`, `echo`,
//! `base64 -d`, `rev`, `tr`, `xxd -r -p`, `cat` of literal input) becomes its fields.
//!
//! Bounded: at most [`MAX_ALTS`] alternatives and [`MAX_FIELDS`] fields per word,
//! [`MAX_OUTPUT`] bytes of produced text, [`MAX_DEPTH`] nested substitutions. Anything
//! else (a glob, `~`, an unknown variable, a command that is not a pure producer) is
//! `None`: the word stays dynamic, as before, and the guards judge it as unknown.

use std::collections::HashMap;

/// Most alternatives a word (or a command) may evaluate to.
pub(crate) const MAX_ALTS: usize = 8;
/// Most fields one word may expand to.
pub(crate) const MAX_FIELDS: usize = 256;
/// Most bytes a producer may output.
pub(crate) const MAX_OUTPUT: usize = 64 * 1024;
/// Deepest nesting of substitutions inside a word.
pub(crate) const MAX_DEPTH: usize = 4;

/// What the analysis knows of a variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Val {
    /// One value.
    Str(String),
    /// One of several values (bound in a branch, a loop, a function).
    Alts(Vec<String>),
    /// An indexed array.
    Arr(Vec<String>),
    /// Bound to something only known at run time.
    Unknown,
}

/// The bindings a word is evaluated in.
pub(crate) struct Env<'a> {
    pub vars: &'a HashMap<String, Val>,
    pub positional: Option<&'a [String]>,
    /// Files whose content is known (`$(<f)`, `$(cat f)`).
    pub files: Files<'a>,
}

/// The content of files known before the command runs: written earlier in the command
/// with literal content, or already read from disk (the walk reads the files a word's
/// `$(<f)`/`$(cat f)` names before evaluating it).
#[derive(Clone, Copy, Default)]
pub(crate) struct Files<'a> {
    pub written: Option<&'a HashMap<std::path::PathBuf, String>>,
    pub read: Option<&'a HashMap<std::path::PathBuf, Option<String>>>,
    pub cwd: Option<&'a std::path::Path>,
    /// The directory the command is in when known for certain (`~+`, `$PWD`, `$(pwd)`).
    pub pwd: Option<&'a std::path::Path>,
    /// The directory before the last `cd` (`~-`).
    pub oldpwd: Option<&'a std::path::Path>,
}

impl Files<'_> {
    pub(crate) fn get(&self, path: &str) -> Option<&str> {
        let p = std::path::Path::new(path);
        let p = if p.is_absolute() {
            crate::files::normalize(p)
        } else {
            crate::files::normalize(&self.cwd?.join(p))
        };
        if let Some(t) = self.written.and_then(|w| w.get(&p)) {
            return Some(t);
        }
        self.read?.get(&p)?.as_deref()
    }
}

/// The files a substitution's script reads whole (`<f`, `cat f g`), when named literally.
pub(crate) fn files_read(script: &str) -> Vec<String> {
    let t = script.trim();
    if let Some(f) = t.strip_prefix('<') {
        return vec![f.trim().trim_matches(['"', '\'']).to_string()];
    }
    let mut words = t.split_whitespace();
    if words.next() != Some("cat") {
        return Vec::new();
    }
    words
        .filter(|w| {
            !w.starts_with('-') && !w.contains(['$', '`', '*', '?', '|', ';', '&', '<', '>'])
        })
        .map(|w| w.trim_matches(['"', '\'']).to_string())
        .collect()
}

/// Alternatives, each a list of fields.
pub(crate) type Alts = Vec<Vec<String>>;

/// The fields of a word as written (`raw`), every alternative; `None` when any part is
/// only known at run time.
pub(crate) fn word_fields(raw: &str, env: &Env<'_>) -> Option<Alts> {
    word_fields_at(raw, env, 0)
}

fn word_fields_at(raw: &str, env: &Env<'_>, depth: usize) -> Option<Alts> {
    if depth > MAX_DEPTH {
        return None;
    }
    // Brace expansion comes first and makes separate words.
    let words = brace_expand(raw)?;
    let mut acc: Alts = vec![Vec::new()];
    for w in &words {
        let alts = one_word(w, env, depth)?;
        let mut next = Vec::new();
        for a in &acc {
            for b in &alts {
                let mut f = a.clone();
                f.extend(b.iter().cloned());
                if f.len() > MAX_FIELDS {
                    return None;
                }
                next.push(f);
            }
        }
        if next.len() > MAX_ALTS {
            return None;
        }
        acc = next;
    }
    Some(acc)
}

/// A word under construction: its fields and whether the last one is still open.
#[derive(Clone)]
struct Build {
    fields: Vec<String>,
    open: bool,
}

impl Build {
    fn lit(&mut self, s: &str) {
        match (self.open, self.fields.last_mut()) {
            (true, Some(last)) => last.push_str(s),
            _ => {
                self.fields.push(s.to_string());
                self.open = true;
            }
        }
    }
    /// An unquoted expansion: split on blanks.
    fn split(&mut self, s: &str) {
        if s.is_empty() {
            return;
        }
        if s.starts_with(char::is_whitespace) {
            self.open = false;
        }
        for piece in s.split_whitespace() {
            self.lit(piece);
            self.open = false;
        }
        self.open = !s.ends_with(char::is_whitespace);
        if self.open && self.fields.is_empty() {
            self.open = false;
        }
    }
    /// `"$@"`: each element a field of its own, the first and last joined to their
    /// neighbours.
    fn each(&mut self, items: &[String]) {
        for (i, it) in items.iter().enumerate() {
            if i > 0 {
                self.open = false;
            }
            self.lit(it);
        }
    }
}

fn map_all(alts: &mut [Build], f: impl Fn(&mut Build)) {
    for b in alts.iter_mut() {
        f(b);
    }
}

/// One expansion's value: every alternative.
enum Piece {
    One(String),
    Many(Vec<String>),
    Each(Vec<String>),
}

fn one_word(raw: &str, env: &Env<'_>, depth: usize) -> Option<Alts> {
    let b = raw.as_bytes();
    let mut out = vec![Build {
        fields: Vec::new(),
        open: false,
    }];
    let mut i = 0;
    let mut lit = String::new();
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => {
                match raw.get(i + 1..).and_then(|s| s.chars().next()) {
                    Some('\n') | None => {}
                    Some(ch) => lit.push(ch),
                }
                i += 1 + raw
                    .get(i + 1..)
                    .and_then(|s| s.chars().next())
                    .map_or(0, char::len_utf8);
            }
            b'\'' => {
                let end = raw.get(i + 1..)?.find('\'')? + i + 1;
                lit.push_str(raw.get(i + 1..end)?);
                // An empty quoted word still is a field.
                flush(&mut out, &mut lit, true);
                i = end + 1;
            }
            b'"' => {
                let end = close_double(raw, i + 1)?;
                let inner = raw.get(i + 1..end)?;
                flush(&mut out, &mut lit, true);
                double(inner, env, depth, &mut out)?;
                i = end + 1;
            }
            b'$' if b.get(i + 1) == Some(&b'\'') => {
                let end = close_single_ansi(raw, i + 2)?;
                lit.push_str(&crate::words::ansi_c(raw.get(i + 2..end)?));
                flush(&mut out, &mut lit, true);
                i = end + 1;
            }
            b'$' if b.get(i + 1) == Some(&b'"') => {
                i += 1;
            }
            b'$' | b'`' => {
                flush(&mut out, &mut lit, false);
                let (piece, next) = dollar(raw, i, env, depth)?;
                apply(&mut out, piece, false)?;
                i = next;
            }
            b'*' | b'?' | b'[' => return None,
            // `~+` is `$PWD`, `~-` is `$OLDPWD`: known when the walk follows the `cd`s.
            b'~' if i == 0 => {
                let dir = match (b.get(1), b.get(2)) {
                    (Some(b'+'), None | Some(b'/')) => env.files.pwd?,
                    (Some(b'-'), None | Some(b'/')) => env.files.oldpwd?,
                    _ => return None,
                };
                lit.push_str(dir.to_str()?);
                i += 2;
            }
            _ => {
                let ch = raw.get(i..)?.chars().next()?;
                lit.push(ch);
                i += ch.len_utf8();
            }
        }
    }
    flush(&mut out, &mut lit, false);
    Some(out.into_iter().map(|b| b.fields).collect())
}

fn flush(out: &mut [Build], lit: &mut String, force: bool) {
    if !lit.is_empty() || force {
        let s = std::mem::take(lit);
        map_all_slice(out, |b| b.lit(&s));
    }
}

fn map_all_slice(alts: &mut [Build], f: impl Fn(&mut Build)) {
    for b in alts.iter_mut() {
        f(b);
    }
}

fn apply(out: &mut Vec<Build>, piece: Piece, quoted: bool) -> Option<()> {
    match piece {
        Piece::One(s) => {
            if quoted {
                map_all(out, |b| b.lit(&s));
            } else {
                map_all(out, |b| b.split(&s));
            }
        }
        Piece::Each(items) => {
            if quoted {
                map_all(out, |b| b.each(&items));
            } else {
                let joined = items.join(" ");
                map_all(out, |b| b.split(&joined));
            }
        }
        Piece::Many(vals) => {
            let mut next = Vec::new();
            for b in out.iter() {
                for v in &vals {
                    let mut nb = b.clone();
                    if quoted {
                        nb.lit(v);
                    } else {
                        nb.split(v);
                    }
                    next.push(nb);
                }
            }
            if next.len() > MAX_ALTS {
                return None;
            }
            *out = next;
        }
    }
    Some(())
}

/// The inside of `"…"`.
fn double(inner: &str, env: &Env<'_>, depth: usize, out: &mut Vec<Build>) -> Option<()> {
    let b = inner.as_bytes();
    let mut i = 0;
    let mut lit = String::new();
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => match b.get(i + 1) {
                Some(b'$' | b'`' | b'"' | b'\\') => {
                    lit.push(char::from(*b.get(i + 1)?));
                    i += 2;
                }
                Some(b'\n') => i += 2,
                _ => {
                    lit.push('\\');
                    i += 1;
                }
            },
            b'$' | b'`' => {
                let next_is_word = b
                    .get(i + 1)
                    .is_some_and(|n| n.is_ascii_alphanumeric() || b"_{(@*#?$!-`".contains(n));
                if c == b'$' && !next_is_word {
                    lit.push('$');
                    i += 1;
                    continue;
                }
                if !lit.is_empty() {
                    let s = std::mem::take(&mut lit);
                    map_all(out, |bb| bb.lit(&s));
                }
                let (piece, next) = dollar(inner, i, env, depth)?;
                apply(out, piece, true)?;
                i = next;
            }
            _ => {
                let ch = inner.get(i..)?.chars().next()?;
                lit.push(ch);
                i += ch.len_utf8();
            }
        }
    }
    if !lit.is_empty() {
        map_all(out, |bb| bb.lit(&lit));
    }
    Some(())
}

/// The end of a `"…"` that starts at `from` (after the opening quote).
fn close_double(s: &str, from: usize) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = from;
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => i += 2,
            b'"' => return Some(i),
            b'$' if b.get(i + 1) == Some(&b'(') => i = close_paren(s, i + 2)? + 1,
            b'`' => i = s.get(i + 1..)?.find('`')? + i + 2,
            _ => i += 1,
        }
    }
    None
}

fn close_single_ansi(s: &str, from: usize) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = from;
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => i += 2,
            b'\'' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// The index of the `)` that closes a `(` just before `from`, skipping quotes.
pub(crate) fn close_paren(s: &str, from: usize) -> Option<usize> {
    let b = s.as_bytes();
    let mut depth = 1usize;
    let mut i = from;
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => i += 1,
            b'\'' => i = s.get(i + 1..)?.find('\'')? + i + 1,
            b'"' => i = close_double(s, i + 1)?,
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn lookup(name: &str, env: &Env<'_>) -> Option<Piece> {
    if let Ok(n) = name.parse::<usize>() {
        let pos = env.positional?;
        if n == 0 {
            return None;
        }
        return Some(Piece::One(pos.get(n - 1).cloned().unwrap_or_default()));
    }
    match name {
        "@" => return Some(Piece::Each(env.positional?.to_vec())),
        "*" => return Some(Piece::One(env.positional?.join(" "))),
        "#" => return Some(Piece::One(env.positional?.len().to_string())),
        _ => {}
    }
    // `$PWD` / `$OLDPWD` the command does not bind: the directories the walk knows.
    if !env.vars.contains_key(name) {
        let dir = match name {
            "PWD" => env.files.pwd,
            "OLDPWD" => env.files.oldpwd,
            _ => None,
        };
        if let Some(d) = dir {
            return Some(Piece::One(d.to_str()?.to_string()));
        }
    }
    match env.vars.get(name)? {
        Val::Str(s) => Some(Piece::One(s.clone())),
        Val::Alts(v) => Some(Piece::Many(v.clone())),
        Val::Arr(v) => Some(Piece::One(v.first().cloned().unwrap_or_default())),
        Val::Unknown => None,
    }
}

/// `$name`, `${…}`, `$(…)`, `$((…))`, `` `…` `` starting at `i`: the value and the index
/// after it.
fn dollar(s: &str, i: usize, env: &Env<'_>, depth: usize) -> Option<(Piece, usize)> {
    let b = s.as_bytes();
    if b.get(i) == Some(&b'`') {
        let end = s.get(i + 1..)?.find('`')? + i + 1;
        let inner = s.get(i + 1..end)?.replace("\\`", "`").replace("\\$", "$");
        let out = substitution(&inner, env, depth + 1)?;
        return Some((Piece::One(out), end + 1));
    }
    match b.get(i + 1)? {
        b'(' if b.get(i + 2) == Some(&b'(') => {
            let inner = close_paren(s, i + 3)?;
            if s.as_bytes().get(inner + 1) != Some(&b')') {
                // `$((cmd) | x)`: a substitution that opens with a subshell.
                let end = close_paren(s, i + 2)?;
                let out = substitution(s.get(i + 2..end)?, env, depth + 1)?;
                return Some((Piece::One(out), end + 1));
            }
            let v = arith(s.get(i + 3..inner)?, env)?;
            Some((Piece::One(v.to_string()), inner + 2))
        }
        b'(' => {
            let end = close_paren(s, i + 2)?;
            let out = substitution(s.get(i + 2..end)?, env, depth + 1)?;
            Some((Piece::One(out), end + 1))
        }
        b'{' => {
            let end = s.get(i + 2..)?.find('}')? + i + 2;
            let inner = s.get(i + 2..end)?;
            Some((braced(inner, env, depth)?, end + 1))
        }
        // `$[expr]`: the old arithmetic spelling.
        b'[' => {
            let end = s.get(i + 2..)?.find(']')? + i + 2;
            let v = arith(s.get(i + 2..end)?, env)?;
            Some((Piece::One(v.to_string()), end + 1))
        }
        c if c.is_ascii_digit() || b"@*#".contains(c) => {
            Some((lookup(s.get(i + 1..i + 2)?, env)?, i + 2))
        }
        c if c.is_ascii_alphabetic() || *c == b'_' => {
            let rest = s.get(i + 1..)?;
            let len = rest
                .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                .unwrap_or(rest.len());
            let name = rest.get(..len)?;
            Some((lookup(name, env)?, i + 1 + len))
        }
        _ => None,
    }
}

/// `${name}`, `${name[@]}`, `${name[N]}`, `${name:-word}`, `${#name}`.
fn braced(inner: &str, env: &Env<'_>, depth: usize) -> Option<Piece> {
    let name_end = inner
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '@' || c == '*'))
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_end);
    if name.is_empty() {
        if let Some(n) = rest.strip_prefix('#') {
            return match lookup(n, env)? {
                Piece::One(s) => Some(Piece::One(s.chars().count().to_string())),
                _ => None,
            };
        }
        return None;
    }
    if rest.is_empty() {
        return lookup(name, env);
    }
    if let Some(idx) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let Val::Arr(items) = env.vars.get(name)? else {
            return match (idx, lookup(name, env)?) {
                ("0" | "@" | "*", p) => Some(p),
                _ => None,
            };
        };
        return match idx {
            "@" => Some(Piece::Each(items.clone())),
            "*" => Some(Piece::One(items.join(" "))),
            n => Some(Piece::One(
                items
                    .get(n.parse::<usize>().ok()?)
                    .cloned()
                    .unwrap_or_default(),
            )),
        };
    }
    // Case conversion, prefix/suffix removal, replacement and substrings with literal
    // patterns (`${P,,}`, `${x#py}`, `${x/a/b}`, `${x:0:6}`).
    if let Some(Piece::One(v)) = lookup(name, env).filter(|_| {
        !rest.starts_with([':', '-', '+', '='])
            || rest.starts_with(":0")
            || rest
                .get(1..2)
                .is_some_and(|c| c.bytes().all(|b| b.is_ascii_digit()))
    }) {
        let literal = |p: &str| !p.contains(['*', '?', '[', '$', '`']);
        let out = match rest {
            "^^" => Some(v.to_uppercase()),
            ",," => Some(v.to_lowercase()),
            "^" => Some(
                v.chars()
                    .take(1)
                    .flat_map(char::to_uppercase)
                    .chain(v.chars().skip(1))
                    .collect(),
            ),
            "," => Some(
                v.chars()
                    .take(1)
                    .flat_map(char::to_lowercase)
                    .chain(v.chars().skip(1))
                    .collect(),
            ),
            r if r.starts_with("##") || r.starts_with("%%") => None,
            r if r.starts_with('#') && literal(r.get(1..)?) => {
                Some(v.strip_prefix(r.get(1..)?).unwrap_or(&v).to_string())
            }
            r if r.starts_with('%') && literal(r.get(1..)?) => {
                Some(v.strip_suffix(r.get(1..)?).unwrap_or(&v).to_string())
            }
            r if r.starts_with("//") => r
                .get(2..)?
                .split_once('/')
                .filter(|(a, _)| literal(a) && !a.is_empty())
                .map(|(a, b)| v.replace(a, b)),
            r if r.starts_with('/') => r
                .get(1..)?
                .split_once('/')
                .filter(|(a, _)| literal(a) && !a.is_empty())
                .map(|(a, b)| v.replacen(a, b, 1)),
            r if r.starts_with(':') => {
                let mut parts = r.get(1..)?.splitn(2, ':');
                let off = parts.next().and_then(|o| o.trim().parse::<usize>().ok());
                let len = parts.next().map(|l| l.trim().parse::<usize>().ok());
                match (off, len) {
                    (Some(o), None) => Some(v.chars().skip(o).collect()),
                    (Some(o), Some(Some(l))) => Some(v.chars().skip(o).take(l).collect()),
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some(o) = out {
            return Some(Piece::One(o));
        }
    }
    for op in [":-", "-", ":+", "+", ":=", "="] {
        if let Some(word) = rest.strip_prefix(op) {
            let value = match lookup(name, env) {
                Some(v) => v,
                // A name the command never binds comes from the environment: its default
                // is the value the command is written for (`sleep ${T:-600}`,
                // `"${PYTEST:-pytest}" -n 4`).
                None if matches!(op, ":-" | "-")
                    && !env.vars.contains_key(name)
                    && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    && name
                        .bytes()
                        .next()
                        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_') =>
                {
                    let alts = word_fields_at(word, env, depth + 1)?;
                    return match alts.as_slice() {
                        [one] => Some(Piece::One(one.join(" "))),
                        _ => None,
                    };
                }
                None => return None,
            };
            let set_nonempty = match &value {
                Piece::One(s) => !s.is_empty(),
                _ => return None,
            };
            let alt = || {
                let alts = word_fields_at(word, env, depth + 1)?;
                match alts.as_slice() {
                    [one] => Some(Piece::One(one.join(" "))),
                    _ => None,
                }
            };
            return match op {
                ":-" | "-" | ":=" | "=" => {
                    if set_nonempty {
                        Some(value)
                    } else {
                        alt()
                    }
                }
                _ => {
                    if set_nonempty {
                        alt()
                    } else {
                        Some(Piece::One(String::new()))
                    }
                }
            };
        }
    }
    None
}

/// Integer arithmetic as `$((…))` evaluates it: numbers, known variables, `+ - * / % **`,
/// parentheses, unary minus. `None` on anything else.
pub(crate) fn arith(expr: &str, env: &Env<'_>) -> Option<i64> {
    let toks = arith_tokens(expr, env)?;
    let mut p = Arith { toks, pos: 0 };
    let v = p.sum()?;
    (p.pos == p.toks.len()).then_some(v)
}

#[derive(Clone, Copy, PartialEq)]
enum Tok {
    Num(i64),
    Op(u8),
    Pow,
}

fn arith_tokens(expr: &str, env: &Env<'_>) -> Option<Vec<Tok>> {
    let b = expr.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        match c {
            b' ' | b'\t' | b'\n' => i += 1,
            b'0'..=b'9' => {
                let start = i;
                while b.get(i).is_some_and(|c| c.is_ascii_alphanumeric()) {
                    i += 1;
                }
                let t = expr.get(start..i)?;
                let n = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                    i64::from_str_radix(h, 16).ok()?
                } else if t.len() > 1 && t.starts_with('0') {
                    i64::from_str_radix(t, 8).ok()?
                } else {
                    t.parse().ok()?
                };
                out.push(Tok::Num(n));
            }
            b'$' | b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                let start = if c == b'$' { i + 1 } else { i };
                i = start;
                while b
                    .get(i)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
                {
                    i += 1;
                }
                let name = expr.get(start..i)?;
                let v = match lookup(name, env)? {
                    Piece::One(s) if s.trim().is_empty() => 0,
                    Piece::One(s) => arith(&s, env)?,
                    _ => return None,
                };
                out.push(Tok::Num(v));
            }
            b'*' if b.get(i + 1) == Some(&b'*') => {
                out.push(Tok::Pow);
                i += 2;
            }
            b'+' | b'-' | b'*' | b'/' | b'%' | b'(' | b')' => {
                out.push(Tok::Op(c));
                i += 1;
            }
            _ => return None,
        }
    }
    Some(out)
}

struct Arith {
    toks: Vec<Tok>,
    pos: usize,
}

impl Arith {
    fn peek(&self) -> Option<Tok> {
        self.toks.get(self.pos).copied()
    }
    fn sum(&mut self) -> Option<i64> {
        let mut v = self.product()?;
        while let Some(Tok::Op(op @ (b'+' | b'-'))) = self.peek() {
            self.pos += 1;
            let r = self.product()?;
            v = if op == b'+' {
                v.checked_add(r)?
            } else {
                v.checked_sub(r)?
            };
        }
        Some(v)
    }
    fn product(&mut self) -> Option<i64> {
        let mut v = self.power()?;
        while let Some(Tok::Op(op @ (b'*' | b'/' | b'%'))) = self.peek() {
            self.pos += 1;
            let r = self.power()?;
            v = match op {
                b'*' => v.checked_mul(r)?,
                b'/' => v.checked_div(r)?,
                _ => v.checked_rem(r)?,
            };
        }
        Some(v)
    }
    fn power(&mut self) -> Option<i64> {
        let base = self.unary()?;
        if self.peek() == Some(Tok::Pow) {
            self.pos += 1;
            let e = self.power()?;
            return base.checked_pow(u32::try_from(e).ok()?);
        }
        Some(base)
    }
    fn unary(&mut self) -> Option<i64> {
        match self.peek()? {
            Tok::Op(b'-') => {
                self.pos += 1;
                self.unary()?.checked_neg()
            }
            Tok::Op(b'+') => {
                self.pos += 1;
                self.unary()
            }
            Tok::Op(b'(') => {
                self.pos += 1;
                let v = self.sum()?;
                (self.peek()? == Tok::Op(b')')).then_some(())?;
                self.pos += 1;
                Some(v)
            }
            Tok::Num(n) => {
                self.pos += 1;
                Some(n)
            }
            _ => None,
        }
    }
}

/// Brace expansion of an unquoted word: `{a,b}` and `{1..3}` (quotes and `${` respected).
/// The words it makes, or the word itself.
pub(crate) fn brace_expand(raw: &str) -> Option<Vec<String>> {
    let mut work = vec![raw.to_string()];
    let mut done = Vec::new();
    let mut steps = 0;
    while let Some(w) = work.pop() {
        steps += 1;
        if steps > 256 || work.len() + done.len() > 64 {
            return None;
        }
        match find_brace(&w) {
            None => done.push(w),
            Some((open, close, items)) => {
                let pre = w.get(..open)?;
                let post = w.get(close + 1..)?;
                for it in items.iter().rev() {
                    work.push(format!("{pre}{it}{post}"));
                }
            }
        }
    }
    Some(done)
}

/// The first brace expression of a word: its `{`, its `}` and its items.
fn find_brace(w: &str) -> Option<(usize, usize, Vec<String>)> {
    let b = w.as_bytes();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => i += 2,
            b'\'' => i = w.get(i + 1..)?.find('\'')? + i + 2,
            b'"' => i = close_double(w, i + 1)? + 1,
            b'$' if matches!(b.get(i + 1), Some(b'{' | b'(')) => {
                i = if b.get(i + 1) == Some(&b'{') {
                    w.get(i + 2..)?.find('}')? + i + 3
                } else {
                    close_paren(w, i + 2)? + 1
                };
            }
            b'{' => {
                // The matching `}` and top-level commas.
                let mut depth = 0usize;
                let mut j = i + 1;
                let mut commas = Vec::new();
                while let Some(&d) = b.get(j) {
                    match d {
                        b'\\' => j += 1,
                        b'{' => depth += 1,
                        b'}' if depth == 0 => break,
                        b'}' => depth -= 1,
                        b',' if depth == 0 => commas.push(j),
                        _ => {}
                    }
                    j += 1;
                }
                b.get(j)?;
                let inner = w.get(i + 1..j)?;
                if !commas.is_empty() {
                    let mut items = Vec::new();
                    let mut from = i + 1;
                    for c in commas.iter().chain(std::iter::once(&j)) {
                        items.push(w.get(from..*c)?.to_string());
                        from = c + 1;
                    }
                    return Some((i, j, items));
                }
                if let Some((a, z)) = inner.split_once("..") {
                    let z = z.split("..").next()?;
                    if let (Ok(a), Ok(z)) = (a.parse::<i64>(), z.parse::<i64>()) {
                        if (z - a).abs() > 64 {
                            return None;
                        }
                        let items: Vec<String> = if a <= z {
                            (a..=z).map(|n| n.to_string()).collect()
                        } else {
                            (z..=a).rev().map(|n| n.to_string()).collect()
                        };
                        return Some((i, j, items));
                    }
                    if let (Some(a), Some(z)) = (single_char(a), single_char(z)) {
                        let items: Vec<String> = if a <= z {
                            (a..=z).map(|c| c.to_string()).collect()
                        } else {
                            (z..=a).rev().map(|c| c.to_string()).collect()
                        };
                        return Some((i, j, items));
                    }
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    None
}

fn single_char(s: &str) -> Option<char> {
    let mut it = s.chars();
    let c = it.next()?;
    (it.next().is_none() && c.is_ascii_alphabetic()).then_some(c)
}

/// The output of a substitution's script when it is made of pure producers with literal
/// input (`printf …`, `echo … | base64 -d`, `rev <<< …`), trailing newlines removed.
pub(crate) fn substitution(script: &str, env: &Env<'_>, depth: usize) -> Option<String> {
    // `$(<file)`: the file's content.
    let out = match script.trim().strip_prefix('<') {
        Some(f) if !f.starts_with(['<', '(']) => {
            let alts = word_fields_at(f.trim(), env, depth)?;
            let [fields] = alts.as_slice() else {
                return None;
            };
            let [path] = fields.as_slice() else {
                return None;
            };
            env.files.get(path)?.to_string()
        }
        _ => match pwd_of(script, env) {
            Some(d) => d,
            None => run_script(script, env, depth)?,
        },
    };
    Some(out.trim_end_matches('\n').to_string())
}

/// Token of the little command language of [`run_script`].
enum Lex {
    Word(String),
    Pipe,
    Sep,
    HereString,
}

/// Splits a script into words and operators; `None` on anything but simple pipelines of
/// words with here-strings (redirections, groups, heredocs, control flow).
fn lex(script: &str) -> Option<Vec<Lex>> {
    let b = script.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut start: Option<usize> = None;
    let end_word = |out: &mut Vec<Lex>, start: &mut Option<usize>, i: usize| -> Option<()> {
        if let Some(s) = start.take() {
            out.push(Lex::Word(script.get(s..i)?.to_string()));
        }
        Some(())
    };
    while let Some(&c) = b.get(i) {
        match c {
            b' ' | b'\t' => {
                end_word(&mut out, &mut start, i)?;
                i += 1;
            }
            b'\n' | b';' => {
                end_word(&mut out, &mut start, i)?;
                out.push(Lex::Sep);
                i += 1;
            }
            b'&' if b.get(i + 1) == Some(&b'&') => {
                end_word(&mut out, &mut start, i)?;
                out.push(Lex::Sep);
                i += 2;
            }
            b'|' if b.get(i + 1) == Some(&b'|') => {
                end_word(&mut out, &mut start, i)?;
                out.push(Lex::Sep);
                i += 2;
            }
            b'|' => {
                end_word(&mut out, &mut start, i)?;
                out.push(Lex::Pipe);
                i += 1;
            }
            b'<' if script.get(i..)?.starts_with("<<<") => {
                end_word(&mut out, &mut start, i)?;
                out.push(Lex::HereString);
                i += 3;
            }
            b'<' | b'>' | b'&' | b'(' | b')' | b'#' if start.is_none() => return None,
            b'<' | b'>' | b'&' | b'(' | b')' => return None,
            _ => {
                start.get_or_insert(i);
                i = match c {
                    b'\\' => i + 2,
                    b'\'' => script.get(i + 1..)?.find('\'')? + i + 2,
                    b'"' => close_double(script, i + 1)? + 1,
                    b'$' if b.get(i + 1) == Some(&b'(') => close_paren(script, i + 2)? + 1,
                    b'$' if b.get(i + 1) == Some(&b'{') => script.get(i + 2..)?.find('}')? + i + 3,
                    b'`' => script.get(i + 1..)?.find('`')? + i + 2,
                    _ => i + 1,
                };
            }
        }
    }
    end_word(&mut out, &mut start, b.len().min(i))?;
    Some(out)
}

fn run_script(script: &str, env: &Env<'_>, depth: usize) -> Option<String> {
    if depth > MAX_DEPTH {
        return None;
    }
    let toks = lex(script)?;
    let mut out = String::new();
    let mut stdin: Option<String> = None;
    let mut argv: Vec<String> = Vec::new();
    let mut here = false;
    let mut it = toks.into_iter().peekable();
    loop {
        let tok = it.next();
        match tok {
            Some(Lex::Word(w)) => {
                let alts = word_fields_at(&w, env, depth)?;
                let [fields] = alts.as_slice() else {
                    return None;
                };
                if here {
                    stdin = Some(format!("{}\n", fields.join(" ")));
                    here = false;
                } else {
                    argv.extend(fields.iter().cloned());
                }
            }
            Some(Lex::HereString) => here = true,
            Some(Lex::Pipe) => {
                let o = match cat_files(&argv, env) {
                    Some(o) => o,
                    None => produce(&argv, stdin.as_deref())?,
                };
                stdin = Some(o);
                argv.clear();
            }
            Some(Lex::Sep) | None if cat_files(&argv, env).is_some() => {
                out.push_str(&cat_files(&argv, env).unwrap_or_default());
                argv.clear();
                stdin = None;
                if tok.is_none() {
                    break;
                }
            }
            Some(Lex::Sep) | None => {
                if !argv.is_empty() {
                    out.push_str(&produce(&argv, stdin.as_deref())?);
                } else if let Some(s) = stdin.take().filter(|_| tok.is_none()) {
                    out.push_str(&s);
                }
                if out.len() > MAX_OUTPUT {
                    return None;
                }
                argv.clear();
                stdin = None;
                if tok.is_none() {
                    break;
                }
            }
        }
    }
    Some(out)
}

/// `$(pwd)`, `$(cd DIR && pwd)`, `$(cd DIR; pwd)` with a literal DIR: the directory,
/// when the walk knows where the command is.
fn pwd_of(script: &str, env: &Env<'_>) -> Option<String> {
    let t = script.trim();
    let pwd = env.files.pwd?;
    let dir = if t == "pwd" {
        pwd.to_path_buf()
    } else {
        let rest = t.strip_prefix("cd ")?;
        let (d, tail) = rest.split_once("&&").or_else(|| rest.split_once(';'))?;
        let d = d.trim().trim_matches(['"', '\'']);
        if tail.trim() != "pwd"
            || d.is_empty()
            || d.starts_with(['-', '~'])
            || d.contains(['$', '`', '*', '?', '>', '<', '|', ' '])
        {
            return None;
        }
        crate::files::normalize(&pwd.join(d))
    };
    Some(dir.to_str()?.to_string())
}

/// `cat FILE…` of files whose content is known.
fn cat_files(argv: &[String], env: &Env<'_>) -> Option<String> {
    let (prog, files) = argv.split_first()?;
    if prog != "cat" || files.is_empty() || files.iter().any(|f| f.starts_with('-')) {
        return None;
    }
    let mut out = String::new();
    for f in files {
        out.push_str(env.files.get(f)?);
        if out.len() > MAX_OUTPUT {
            return None;
        }
    }
    Some(out)
}

/// The elements of an array literal's inside (`-n 4 "a b"`).
pub(crate) fn array_items(inner: &str, env: &Env<'_>) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for t in lex(inner)? {
        match t {
            Lex::Word(w) => {
                if w.contains("]=") {
                    return None;
                }
                let alts = word_fields(&w, env)?;
                let [fields] = alts.as_slice() else {
                    return None;
                };
                out.extend(fields.iter().cloned());
            }
            Lex::Sep => {}
            _ => return None,
        }
        if out.len() > MAX_FIELDS {
            return None;
        }
    }
    Some(out)
}

/// What a pure producer writes, given literal arguments and standard input.
pub(crate) fn produce(argv: &[String], stdin: Option<&str>) -> Option<String> {
    let (prog, args) = argv.split_first()?;
    let prog = prog.rsplit('/').next().unwrap_or(prog);
    let out = match prog {
        "echo" => {
            let mut newline = true;
            let mut escapes = false;
            let mut rest = args;
            while let Some((f, r)) = rest.split_first() {
                if f.len() > 1
                    && f.starts_with('-')
                    && f.bytes().skip(1).all(|b| b"neE".contains(&b))
                {
                    newline &= !f.contains('n');
                    escapes = f.contains('e');
                    rest = r;
                } else {
                    break;
                }
            }
            let mut s = rest.join(" ");
            if escapes {
                s = backslash_escapes(&s).0;
            }
            if newline {
                s.push('\n');
            }
            s
        }
        "printf" => {
            let args = match args.first().map(String::as_str) {
                Some("--") => args.get(1..)?,
                Some("-v") => return None,
                _ => args,
            };
            let (fmt, rest) = args.split_first()?;
            printf(fmt, rest)?
        }
        "base64" => {
            let decode = args
                .iter()
                .any(|a| matches!(a.as_str(), "-d" | "--decode" | "-D" | "-di" | "-id"));
            if !decode || args.iter().any(|a| !a.starts_with('-')) {
                return None;
            }
            let bytes = base64_decode(stdin?, MAX_OUTPUT)?;
            String::from_utf8(bytes).ok()?
        }
        "xxd" if args.iter().any(|a| a == "-r") && args.iter().any(|a| a == "-p" || a == "-ps") => {
            let hex: String = stdin?.chars().filter(|c| !c.is_whitespace()).collect();
            let bytes: Option<Vec<u8>> = (0..hex.len() / 2)
                .map(|k| u8::from_str_radix(hex.get(2 * k..2 * k + 2)?, 16).ok())
                .collect();
            String::from_utf8(bytes?).ok()?
        }
        // `$(which pytest) -n 4`, `$(command -v pytest)`: the program's name stands for its
        // path (guards reduce a path to its basename).
        "which" | "command" | "type"
            if !args.is_empty()
                && (prog == "which"
                    || matches!(args.first().map(String::as_str), Some("-v" | "-P" | "-p"))) =>
        {
            let names: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
            let [name] = names.as_slice() else {
                return None;
            };
            if name.contains('/') || name.is_empty() {
                return None;
            }
            format!("{name}\n")
        }
        // `seq LAST`, `seq FIRST LAST`, `seq FIRST STEP LAST` with integers.
        "seq" => {
            let (first, step, last) = seq_bounds(args)?;
            let mut out = String::new();
            let mut v = first;
            while (step > 0 && v <= last) || (step < 0 && v >= last) {
                out.push_str(&v.to_string());
                out.push('\n');
                if out.len() > MAX_OUTPUT {
                    return None;
                }
                v += step;
            }
            out
        }
        "rev" if args.is_empty() => stdin?
            .lines()
            .map(|l| l.chars().rev().collect::<String>() + "\n")
            .collect(),
        "cat" if args.is_empty() || args.iter().all(|a| a == "-") => stdin?.to_string(),
        "tr" => tr(args, stdin?)?,
        // `sed 's/a/b/g'` (and `-e`), literal patterns only.
        "sed" => {
            let script = match args {
                [e, sc] if e == "-e" => sc,
                [sc] => sc,
                _ => return None,
            };
            let body = script.strip_prefix('s')?;
            let delim = body.chars().next()?;
            let parts: Vec<&str> = body.get(delim.len_utf8()..)?.split(delim).collect();
            let [pat, rep, flags] = parts.as_slice() else {
                return None;
            };
            if pat.is_empty()
                || pat.contains(['.', '*', '[', '^', '$', '\\', '+', '?', '(', '{', '|'])
                || rep.contains(['&', '\\'])
            {
                return None;
            }
            let global = flags.contains('g');
            stdin?
                .lines()
                .map(|l| {
                    let r = if global {
                        l.replace(pat, rep)
                    } else {
                        l.replacen(pat, rep, 1)
                    };
                    r + "\n"
                })
                .collect()
        }
        // `python3 -c 'print("pytest -n 4")'`: literal prints only.
        p if (p.starts_with("python") || p == "node")
            && args.len() == 2
            && matches!(args.first().map(String::as_str), Some("-c" | "-e")) =>
        {
            let code = args.get(1)?;
            let mut out = String::new();
            for stmt in code
                .split([';', '\n'])
                .map(str::trim)
                .filter(|s| !s.is_empty())
            {
                let inner = stmt
                    .strip_prefix("print(")
                    .or_else(|| stmt.strip_prefix("console.log("))?
                    .strip_suffix(')')?
                    .trim();
                let q = inner.chars().next()?;
                if !matches!(q, '"' | '\'') || !inner.ends_with(q) || inner.len() < 2 {
                    return None;
                }
                let lit = inner.get(1..inner.len() - 1)?;
                if lit.contains(['\\', q]) {
                    return None;
                }
                out.push_str(lit);
                out.push('\n');
            }
            out
        }
        ":" | "true" => String::new(),
        _ => return None,
    };
    (out.len() <= MAX_OUTPUT).then_some(out)
}

/// `tr SET1 SET2`, `tr -d SET1`, ranges (`a-z`) and `\n`; classes are not evaluated.
fn tr(args: &[String], input: &str) -> Option<String> {
    let expand = |set: &str| -> Option<Vec<char>> {
        if set.contains("[:") {
            return None;
        }
        let chars: Vec<char> = backslash_escapes(set).0.chars().collect();
        let mut out = Vec::new();
        let mut k = 0;
        while let Some(&c) = chars.get(k) {
            if chars.get(k + 1) == Some(&'-')
                && let Some(&z) = chars.get(k + 2)
            {
                if (z as u32).saturating_sub(c as u32) > 512 {
                    return None;
                }
                out.extend((c..=z).collect::<Vec<_>>());
                k += 3;
            } else {
                out.push(c);
                k += 1;
            }
        }
        Some(out)
    };
    match args {
        [d, set] if d == "-d" => {
            let s = expand(set)?;
            Some(input.chars().filter(|c| !s.contains(c)).collect())
        }
        [a, b] if !a.starts_with('-') => {
            let (a, b) = (expand(a)?, expand(b)?);
            let last = *b.last()?;
            Some(
                input
                    .chars()
                    .map(|c| match a.iter().position(|x| *x == c) {
                        Some(p) => b.get(p).copied().unwrap_or(last),
                        None => c,
                    })
                    .collect(),
            )
        }
        _ => None,
    }
}

/// `printf FORMAT ARGS…`: `%s %d %i %b %c %%` and escapes; the format is reused while
/// arguments remain.
fn printf(fmt: &str, args: &[String]) -> Option<String> {
    let mut out = String::new();
    let mut k = 0;
    loop {
        let mut used = false;
        let (f, _) = backslash_escapes(fmt);
        let mut chars = f.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '%' {
                out.push(c);
                continue;
            }
            // Flags and width (ignored, except that they are consumed).
            let mut spec = String::new();
            while let Some(&n) = chars.peek() {
                if n.is_ascii_digit() || "-+ #.".contains(n) {
                    spec.push(n);
                    chars.next();
                } else {
                    break;
                }
            }
            let conv = chars.next()?;
            let arg = args.get(k).cloned();
            match conv {
                '%' => {
                    out.push('%');
                    continue;
                }
                's' => out.push_str(&arg.clone().unwrap_or_default()),
                'b' => out.push_str(&backslash_escapes(&arg.clone().unwrap_or_default()).0),
                'c' => out.extend(arg.clone().unwrap_or_default().chars().take(1)),
                'd' | 'i' | 'u' => {
                    let a = arg.clone().unwrap_or_else(|| "0".to_string());
                    out.push_str(&a.trim().parse::<i64>().ok()?.to_string());
                }
                'x' => {
                    let a = arg.clone().unwrap_or_else(|| "0".to_string());
                    out.push_str(&format!("{:x}", a.trim().parse::<i64>().ok()?));
                }
                _ => return None,
            }
            k += 1;
            used = true;
            if out.len() > MAX_OUTPUT {
                return None;
            }
        }
        if !used || k >= args.len() {
            break;
        }
    }
    Some(out)
}

/// `\n`, `\t`, `\\`, `\xHH`, `\0NNN`/`\NNN` escapes (printf's format and `%b`,
/// `echo -e`); the bool is true when `\c` ended the text.
fn backslash_escapes(s: &str) -> (String, bool) {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('a') => out.push('\u{7}'),
            Some('e') => out.push('\u{1b}'),
            Some('c') => return (out, true),
            Some('x') => {
                let mut v = 0u32;
                let mut n = 0;
                while n < 2
                    && let Some(d) = chars.peek().and_then(|c| c.to_digit(16))
                {
                    v = v * 16 + d;
                    chars.next();
                    n += 1;
                }
                out.extend(char::from_u32(v));
            }
            Some(d @ '0'..='7') => {
                let mut v = d.to_digit(8).unwrap_or(0);
                let mut n = usize::from(d != '0');
                while n < 3
                    && let Some(x) = chars.peek().and_then(|c| c.to_digit(8))
                {
                    v = v * 8 + x;
                    chars.next();
                    n += 1;
                }
                out.extend(char::from_u32(v));
            }
            Some(o) => {
                out.push('\\');
                out.push(o);
            }
            None => out.push('\\'),
        }
    }
    (out, false)
}

/// Standard or URL-safe base64: whitespace ignored, stops at the first `=`;
/// `None` on any other byte or once more than `max` bytes are produced. The
/// one decoder of the workspace (the evaluator's `base64 -d`, the file
/// guards' reconstruction of `base64 -d > f`, secret-guard's encoded tokens).
pub fn base64_decode(s: &str, max: usize) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut acc = 0u32;
    let mut bits = 0;
    for c in s.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            b'=' => break,
            c if c.is_ascii_whitespace() => continue,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(u8::try_from((acc >> bits) & 0xff).ok()?);
        }
        if out.len() > max {
            return None;
        }
    }
    Some(out)
}

/// `seq`'s integer arguments as (first, step, last); `None` for options or non-integers.
/// How many lines `seq ARGS` prints, without printing them; `seq inf` never ends.
pub(crate) fn seq_count(args: &[String]) -> Option<u64> {
    if args
        .last()
        .is_some_and(|l| matches!(l.to_ascii_lowercase().as_str(), "inf" | "infinity" | "+inf"))
    {
        return Some(u64::MAX);
    }
    let (first, step, last) = seq_bounds(args)?;
    let span = last.checked_sub(first)? / step;
    Some(if span < 0 {
        0
    } else {
        u64::try_from(span).ok()?.saturating_add(1)
    })
}

pub(crate) fn seq_bounds(args: &[String]) -> Option<(i64, i64, i64)> {
    let n: Vec<i64> = args
        .iter()
        .map(|a| a.parse::<i64>().ok())
        .collect::<Option<Vec<_>>>()?;
    let (first, step, last) = match n.as_slice() {
        [l] => (1, 1, *l),
        [f, l] => (*f, 1, *l),
        [f, s, l] => (*f, *s, *l),
        _ => return None,
    };
    (step != 0).then_some((first, step, last))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]
    use super::*;

    fn f(raw: &str, vars: &[(&str, Val)]) -> Option<Alts> {
        let vars: HashMap<String, Val> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect();
        word_fields(
            raw,
            &Env {
                vars: &vars,
                positional: Some(&["-n".to_string(), "4".to_string()]),
                files: Files::default(),
            },
        )
    }

    fn one(raw: &str) -> Vec<String> {
        f(raw, &[]).unwrap_or_else(|| panic!("{raw}")).remove(0)
    }

    #[test]
    fn words() {
        assert_eq!(one("\"$(printf 'pytest -n %s' 4)\""), ["pytest -n 4"]);
        assert_eq!(one("$(printf 'pytest -n %s' 4)"), ["pytest", "-n", "4"]);
        assert_eq!(one("{-n,4}"), ["-n", "4"]);
        assert_eq!(one("a{b,c}d"), ["abd", "acd"]);
        assert_eq!(one("\"$@\""), ["-n", "4"]);
        assert_eq!(
            one("$(echo cHl0ZXN0IC1uIDQ= | base64 -d)"),
            ["pytest", "-n", "4"]
        );
        assert_eq!(
            one("$(rev <<< 'tsetyp')"),
            ["tsetyp".chars().rev().collect::<String>()]
        );
        assert_eq!(one("$((10*60))"), ["600"]);
        assert_eq!(one("`echo hi`"), ["hi"]);
        assert_eq!(one("$(echo abc | tr a-c x-z)"), ["xyz"]);
        assert!(f("$((echo a) | cat)", &[]).is_none());
        assert_eq!(one("$(echo pyxest | sed 's/x/t/')"), ["pytest"]);
        assert_eq!(
            one("$(python3 -c 'print(\"pytest -n 4\")')"),
            ["pytest", "-n", "4"]
        );
        let p = [("P", Val::Str("PYTEST".into()))];
        assert_eq!(f("${P,,}", &p).unwrap(), [["pytest"]]);
        assert_eq!(f("${P#PY}", &p).unwrap(), [["TEST"]]);
        assert_eq!(f("${P/Y/y}", &p).unwrap(), [["PyTEST"]]);
        assert_eq!(f("${P:0:2}", &p).unwrap(), [["PY"]]);
        let arr = [("a", Val::Arr(vec!["-n".into(), "4".into()]))];
        assert_eq!(f("\"${a[@]}\"", &arr).unwrap(), [["-n", "4"]]);
        let alts = [("d", Val::Alts(vec!["build".into(), "../wt".into()]))];
        assert_eq!(f("\"$d\"", &alts).unwrap(), [["build"], ["../wt"]]);
        assert!(f("$x", &[]).is_none());
        assert!(f("*.py", &[]).is_none());
        assert!(f("$(curl x)", &[]).is_none());
    }
}
