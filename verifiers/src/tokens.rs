//! Hand-rolled tokenizers that drop what cannot change behaviour — comments,
//! docstrings, insignificant whitespace — and keep everything else.
//!
//! Two versions of a file have the same behaviour (as far as these
//! tokenizers can tell) iff their token streams are equal. The one error
//! that matters is dropping code as if it were a comment, so every doubt is
//! resolved towards "code": strings are scanned before comments (`"// x"`
//! is a string), a shell `#` is a comment only at the start of a word,
//! whitespace that could separate two operators is kept by gluing operator
//! characters into runs (`a - -b` ≠ `a --b`), Python indentation and
//! newlines are tokens, and anything unusual (an unterminated string, a
//! regex-or-division `/` that does not close on its line) is kept as text.
//!
//! Tokens are byte slices of the source (files need not be UTF-8) with the
//! 1-based line they start on.

/// A language with a tokenizer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    Rust,
    Python,
    Shell,
    /// JavaScript and TypeScript (`.js`, `.mjs`, `.cjs`, `.ts`, `.mts`, `.cts`).
    JavaScript,
    /// `.jsx`/`.tsx`: JSX text may contain `//` (a URL), so a `//` comment
    /// counts only when it starts its line.
    Jsx,
    Json,
    Toml,
    Yaml,
}

impl Lang {
    pub fn name(self) -> &'static str {
        match self {
            Lang::Rust => "Rust",
            Lang::Python => "Python",
            Lang::Shell => "shell",
            Lang::JavaScript => "JavaScript/TypeScript",
            Lang::Jsx => "JSX/TSX",
            Lang::Json => "JSON",
            Lang::Toml => "TOML",
            Lang::Yaml => "YAML",
        }
    }

    /// Whether this is configuration data rather than program text.
    pub fn is_data(self) -> bool {
        matches!(self, Lang::Json | Lang::Toml | Lang::Yaml)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a [u8],
    pub line: u32,
}

/// The meaningful tokens of `src` in language `lang`.
pub fn tokenize(lang: Lang, src: &[u8]) -> Vec<Token<'_>> {
    match lang {
        Lang::Rust => c_like(src, Flavor::Rust),
        Lang::JavaScript => c_like(src, Flavor::Js { jsx: false }),
        Lang::Jsx => c_like(src, Flavor::Js { jsx: true }),
        Lang::Json => c_like(src, Flavor::Json),
        Lang::Python => python(src),
        Lang::Shell => shell(src),
        Lang::Toml => toml(src),
        Lang::Yaml => yaml(src),
    }
}

/// The first place two token streams differ: `(old, new)`, either `None`
/// when that stream ended first. `None` overall when they are equal.
pub fn first_difference<'a>(
    old: &[Token<'a>],
    new: &[Token<'a>],
) -> Option<(Option<Token<'a>>, Option<Token<'a>>)> {
    let mut i = 0;
    loop {
        match (old.get(i), new.get(i)) {
            (None, None) => return None,
            (Some(a), Some(b)) if a.text == b.text => i += 1,
            (a, b) => return Some((a.copied(), b.copied())),
        }
    }
}

// ---------------------------------------------------------------- scanning

struct Scan<'a> {
    s: &'a [u8],
    i: usize,
    line: u32,
    out: Vec<Token<'a>>,
    /// Nesting depth of the recursive scanners (templates, f-strings,
    /// command substitutions), bounded by [`MAX_NEST`].
    nest: u32,
}

/// Deeper nesting than this is not real code; the rest of the input is then
/// one token, compared byte for byte (sound, and no stack overflow).
const MAX_NEST: u32 = 64;

impl<'a> Scan<'a> {
    fn new(s: &'a [u8]) -> Self {
        Scan {
            s,
            i: 0,
            line: 1,
            out: Vec::new(),
            nest: 0,
        }
    }
    fn at(&self, k: usize) -> Option<u8> {
        self.s.get(self.i + k).copied()
    }
    fn cur(&self) -> Option<u8> {
        self.at(0)
    }
    fn starts(&self, pat: &[u8]) -> bool {
        self.s.get(self.i..).is_some_and(|r| r.starts_with(pat))
    }
    /// Advances one byte, counting lines.
    fn bump(&mut self) {
        if self.cur() == Some(b'\n') {
            self.line += 1;
        }
        self.i += 1;
    }
    fn bump_n(&mut self, n: usize) {
        for _ in 0..n {
            if self.i >= self.s.len() {
                break;
            }
            self.bump();
        }
    }
    fn slice(&self, from: usize) -> &'a [u8] {
        self.s.get(from..self.i).unwrap_or(&[])
    }
    fn emit(&mut self, from: usize, line: u32) {
        let text = self.slice(from);
        self.out.push(Token { text, line });
    }
    fn emit_static(&mut self, text: &'a [u8], line: u32) {
        self.out.push(Token { text, line });
    }
    /// Consumes the rest of the input (see [`MAX_NEST`]).
    fn rest_is_opaque(&mut self) {
        while self.cur().is_some() {
            self.bump();
        }
    }
    /// Skips to the end of the line (not consuming the `\n`).
    fn skip_line(&mut self) {
        while let Some(c) = self.cur() {
            if c == b'\n' {
                break;
            }
            self.i += 1;
        }
    }
    /// Whether only blanks precede the current position on its line.
    fn at_line_start(&self) -> bool {
        let before = self.s.get(..self.i).unwrap_or(&[]);
        before
            .iter()
            .rev()
            .take_while(|&&c| c != b'\n')
            .all(|&c| c == b' ' || c == b'\t' || c == b'\r')
    }
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c)
}

/// Scans a word (identifier, keyword, number). A number keeps its `.` when
/// a digit follows (`1.5` is one token, `1 . 5` three).
fn scan_word(sc: &mut Scan<'_>) {
    let numeric = sc.cur().is_some_and(|c| c.is_ascii_digit());
    while let Some(c) = sc.cur() {
        let decimal_point = numeric && c == b'.' && sc.at(1).is_some_and(|d| d.is_ascii_digit());
        if is_word(c) || decimal_point {
            sc.i += 1;
        } else {
            break;
        }
    }
}

/// Scans a quoted string with backslash escapes, ending at `quote`; when
/// `single_line`, an unescaped newline also ends it (an unterminated
/// string is kept as text up to there).
fn scan_quoted(sc: &mut Scan<'_>, quote: u8, single_line: bool) {
    sc.bump(); // opening quote
    while let Some(c) = sc.cur() {
        if c == b'\\' {
            sc.bump_n(2);
        } else if c == quote {
            sc.bump();
            return;
        } else if c == b'\n' && single_line {
            return;
        } else {
            sc.bump();
        }
    }
}

// ---------------------------------------------------- Rust, JS/TS, JSON

#[derive(Clone, Copy, PartialEq, Eq)]
enum Flavor {
    Rust,
    Js { jsx: bool },
    Json,
}

fn c_like(src: &[u8], fl: Flavor) -> Vec<Token<'_>> {
    let mut sc = Scan::new(src);
    // A shebang line is code: it chooses the interpreter.
    if sc.starts(b"#!") && !sc.starts(b"#![") {
        sc.skip_line();
        sc.emit(0, 1);
    }
    c_like_until(&mut sc, fl, None);
    sc.out
}

/// Tokenizes until end of input, or (inside a JS template's `${`) until the
/// `}` that closes it (which is consumed, not emitted).
fn c_like_until(sc: &mut Scan<'_>, fl: Flavor, close_brace: Option<()>) {
    let mut depth: usize = 0;
    // The line the previous token ended on: a JS line break can matter.
    let mut prev_end_line = sc.line;
    while let Some(c) = sc.cur() {
        let start = sc.i;
        let line = sc.line;
        if is_space(c) {
            sc.bump();
            continue;
        }
        if c == b'/' && sc.at(1) == Some(b'/') {
            let is_comment = match fl {
                Flavor::Js { jsx: true } => sc.at_line_start(),
                _ => true,
            };
            if is_comment {
                sc.skip_line();
                continue;
            }
        }
        if c == b'/' && sc.at(1) == Some(b'*') {
            skip_block_comment(sc, fl == Flavor::Rust);
            continue;
        }
        if close_brace.is_some() {
            if c == b'{' {
                depth += 1;
            } else if c == b'}' {
                if depth == 0 {
                    sc.bump();
                    return;
                }
                depth -= 1;
            }
        }
        if matches!(fl, Flavor::Js { .. }) && line > prev_end_line && js_break_matters(sc) {
            sc.emit_static(NL, line);
        }
        c_like_token(sc, fl, close_brace, c, start, line);
        prev_end_line = sc.line;
    }
}

/// Whether a line break before the token at the cursor can change a JS
/// program (automatic semicolon insertion): between two words or literals
/// (`return` ⏎ `x` returns nothing; `a` ⏎ `b` is two statements), and before
/// `++`/`--` (`a` ⏎ `++b` is not `a++` ⏎ `b`). Elsewhere (`foo` ⏎ `(x)`,
/// `a +` ⏎ `b`) a break is layout.
fn js_break_matters(sc: &Scan<'_>) -> bool {
    if sc.starts(b"++") || sc.starts(b"--") {
        return true;
    }
    let next_is_word = sc
        .cur()
        .is_some_and(|c| is_word(c) || matches!(c, b'"' | b'\'' | b'`'));
    let prev_is_word = sc
        .out
        .last()
        .and_then(|t| t.text.first())
        .is_some_and(|&c| is_word(c) || matches!(c, b'"' | b'\'' | b'`'));
    next_is_word && prev_is_word
}

/// Scans and emits one token starting with `c` (not a blank or a comment).
fn c_like_token(
    sc: &mut Scan<'_>,
    fl: Flavor,
    close_brace: Option<()>,
    c: u8,
    start: usize,
    line: u32,
) {
    match c {
        b'"' => {
            scan_quoted(sc, b'"', fl != Flavor::Rust);
            sc.emit(start, line);
        }
        b'\'' if fl == Flavor::Rust => {
            rust_quote(sc);
            sc.emit(start, line);
        }
        b'\'' => {
            scan_quoted(sc, b'\'', true);
            sc.emit(start, line);
        }
        b'`' if matches!(fl, Flavor::Js { .. }) => {
            scan_template(sc, fl);
            sc.emit(start, line);
        }
        b'/' if matches!(fl, Flavor::Js { .. }) && regex_allowed(sc.out.last()) => {
            if scan_regex(sc) {
                sc.emit(start, line);
            } else {
                sc.bump();
                sc.emit(start, line);
            }
        }
        _ if is_word(c) => {
            if !(fl == Flavor::Rust && rust_prefixed_literal(sc)) {
                scan_word(sc);
            }
            sc.emit(start, line);
        }
        _ => {
            // A run of operator characters, stopping before anything
            // that starts a string or a comment. Brackets, `;` and `,`
            // combine with nothing, so they stand alone.
            sc.bump();
            while let Some(d) = sc.cur() {
                if is_separator(c) {
                    break;
                }
                let stop = is_space(d)
                    || is_separator(d)
                    || is_word(d)
                    || matches!(d, b'"' | b'\'' | b'`')
                    || (d == b'/' && matches!(sc.at(1), Some(b'/' | b'*')))
                    || (close_brace.is_some() && matches!(d, b'{' | b'}'));
                if stop {
                    break;
                }
                sc.bump();
            }
            sc.emit(start, line);
        }
    }
}

/// Punctuation that forms no multi-character operator with its neighbours.
fn is_separator(c: u8) -> bool {
    matches!(c, b'(' | b')' | b'[' | b']' | b'{' | b'}' | b';' | b',')
}

fn skip_block_comment(sc: &mut Scan<'_>, nested: bool) {
    sc.bump_n(2);
    let mut depth = 1usize;
    while sc.cur().is_some() {
        if nested && sc.starts(b"/*") {
            depth += 1;
            sc.bump_n(2);
        } else if sc.starts(b"*/") {
            sc.bump_n(2);
            depth -= 1;
            if depth == 0 {
                return;
            }
        } else {
            sc.bump();
        }
    }
}

/// `'a'`, `'\n'`, `'\u{1F600}'` (char literals) versus `'a` (lifetimes,
/// labels).
fn rust_quote(sc: &mut Scan<'_>) {
    if sc.at(1) == Some(b'\\') {
        sc.bump_n(3);
        while let Some(c) = sc.cur() {
            sc.bump();
            if c == b'\'' || c == b'\n' {
                return;
            }
        }
        return;
    }
    // The length of the UTF-8 character after the quote.
    let len = match sc.at(1) {
        Some(c) if c < 0x80 => 1,
        Some(c) if c >= 0xf0 => 4,
        Some(c) if c >= 0xe0 => 3,
        Some(_) => 2,
        None => 1,
    };
    if sc.at(1 + len) == Some(b'\'') {
        sc.bump_n(len + 2);
    } else {
        sc.bump();
        scan_word(sc);
    }
}

/// Raw and prefixed literals: `r"…"`, `r#"…"#`, `b"…"`, `br#"…"#`,
/// `c"…"`, `cr"…"`, `b'x'`, and raw identifiers `r#match`. Returns whether
/// it consumed one.
fn rust_prefixed_literal(sc: &mut Scan<'_>) -> bool {
    let (prefix_len, raw) = if sc.starts(b"br") || sc.starts(b"cr") {
        (2, true)
    } else if sc.starts(b"r") {
        (1, true)
    } else if sc.starts(b"b") || sc.starts(b"c") {
        (1, false)
    } else {
        return false;
    };
    // The prefix must be the whole identifier so far.
    if sc.i > 0 && sc.s.get(sc.i - 1).is_some_and(|&p| is_word(p)) {
        return false;
    }
    if !raw {
        match sc.at(prefix_len) {
            Some(b'"') => {
                sc.bump_n(prefix_len);
                scan_quoted(sc, b'"', false);
                true
            }
            Some(b'\'') if sc.starts(b"b") => {
                sc.bump_n(prefix_len);
                rust_quote(sc);
                true
            }
            _ => false,
        }
    } else {
        let mut hashes = 0;
        while sc.at(prefix_len + hashes) == Some(b'#') {
            hashes += 1;
        }
        if sc.at(prefix_len + hashes) != Some(b'"') {
            if hashes == 1 && prefix_len == 1 && sc.at(2).is_some_and(is_word) {
                // raw identifier `r#ident`
                sc.bump_n(2);
                scan_word(sc);
                return true;
            }
            return false;
        }
        sc.bump_n(prefix_len + hashes + 1);
        while sc.cur().is_some() {
            if sc.cur() == Some(b'"') && (1..=hashes).all(|k| sc.at(k) == Some(b'#')) {
                sc.bump_n(1 + hashes);
                return true;
            }
            sc.bump();
        }
        true
    }
}

/// A JS template literal, `${…}` substitutions included (their comments
/// are kept: the whole literal is one token).
fn scan_template(sc: &mut Scan<'_>, fl: Flavor) {
    sc.bump();
    while let Some(c) = sc.cur() {
        match c {
            b'\\' => sc.bump_n(2),
            b'`' => {
                sc.bump();
                return;
            }
            b'$' if sc.at(1) == Some(b'{') => {
                sc.bump_n(2);
                let mark = sc.out.len();
                if sc.nest >= MAX_NEST {
                    sc.rest_is_opaque();
                    return;
                }
                sc.nest += 1;
                c_like_until(sc, fl, Some(()));
                sc.nest -= 1;
                sc.out.truncate(mark);
            }
            _ => sc.bump(),
        }
    }
}

/// Whether a `/` after `prev` starts a regex literal rather than a
/// division: after an operator other than `)`/`]`/`}`, after a keyword that
/// takes an expression, or at the start.
fn regex_allowed(prev: Option<&Token<'_>>) -> bool {
    let Some(p) = prev else { return true };
    let t = p.text;
    match t.first() {
        Some(&c) if is_word(c) => matches!(
            t,
            b"return"
                | b"typeof"
                | b"instanceof"
                | b"in"
                | b"of"
                | b"new"
                | b"delete"
                | b"void"
                | b"throw"
                | b"case"
                | b"do"
                | b"else"
                | b"yield"
                | b"await"
        ),
        Some(b'"' | b'\'' | b'`' | b'/') => false,
        Some(_) => !matches!(t.last(), Some(b')' | b']' | b'}')),
        None => true,
    }
}

/// Scans `/re/flags`; false (nothing consumed) when it does not close on
/// its line — then the `/` is kept as an operator.
fn scan_regex(sc: &mut Scan<'_>) -> bool {
    let mut k = 1;
    let mut class = false;
    loop {
        match sc.at(k) {
            None | Some(b'\n') => return false,
            Some(b'\\') => k += 2,
            Some(b'[') => {
                class = true;
                k += 1;
            }
            Some(b']') => {
                class = false;
                k += 1;
            }
            Some(b'/') if !class => {
                k += 1;
                break;
            }
            Some(_) => k += 1,
        }
    }
    sc.bump_n(k);
    scan_word(sc); // flags
    true
}

// ----------------------------------------------------------------- Python

const NL: &[u8] = b"\n";

fn python(src: &[u8]) -> Vec<Token<'_>> {
    let mut sc = Scan::new(src);
    let mut depth: usize = 0;
    let mut line_start = true;
    while sc.cur().is_some() {
        if line_start && depth == 0 {
            // Indentation of a logical line is a token; blank and
            // comment-only lines are not lines at all.
            let start = sc.i;
            let line = sc.line;
            while matches!(sc.cur(), Some(b' ' | b'\t' | 0x0c)) {
                sc.i += 1;
            }
            match sc.cur() {
                None => break,
                Some(b'\n') => {
                    sc.bump();
                    continue;
                }
                Some(b'\r') if sc.at(1) == Some(b'\n') || sc.at(1).is_none() => {
                    sc.bump();
                    continue;
                }
                Some(b'#') if !python_meaningful_comment(&sc) => {
                    sc.skip_line();
                    continue;
                }
                Some(b'\\') if matches!(sc.at(1), Some(b'\n')) => {
                    // A continuation on an otherwise empty line.
                    sc.bump_n(2);
                    continue;
                }
                _ => {}
            }
            sc.emit(start, line);
            line_start = false;
        }
        let Some(c) = sc.cur() else { break };
        let start = sc.i;
        let line = sc.line;
        match c {
            b'\n' => {
                sc.bump();
                if depth == 0 {
                    sc.emit_static(NL, line);
                    line_start = true;
                }
            }
            b'\\' if sc.at(1) == Some(b'\n') => sc.bump_n(2),
            b'\\' if sc.at(1) == Some(b'\r') && sc.at(2) == Some(b'\n') => sc.bump_n(3),
            b' ' | b'\t' | b'\r' | 0x0c => sc.bump(),
            b'#' => {
                if python_meaningful_comment(&sc) {
                    sc.skip_line();
                    sc.emit(start, line);
                } else {
                    sc.skip_line();
                }
            }
            b'"' | b'\'' => {
                scan_py_string(&mut sc, false);
                sc.emit(start, line);
            }
            _ if is_word(c) => {
                scan_word(&mut sc);
                let w = sc.slice(start);
                if matches!(sc.cur(), Some(b'"' | b'\'')) && is_py_prefix(w) {
                    let f = w.iter().any(|b| matches!(b, b'f' | b'F' | b't' | b'T'));
                    scan_py_string(&mut sc, f);
                }
                sc.emit(start, line);
            }
            _ => {
                while let Some(d) = sc.cur() {
                    if is_space(d) || is_word(d) || matches!(d, b'"' | b'\'' | b'#' | b'\\') {
                        break;
                    }
                    if sc.i > start
                        && (is_separator(d) || sc.s.get(start).is_some_and(|&f| is_separator(f)))
                    {
                        break;
                    }
                    match d {
                        b'(' | b'[' | b'{' => depth += 1,
                        b')' | b']' | b'}' => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    sc.bump();
                }
                if sc.i == start {
                    sc.bump(); // a lone backslash
                }
                sc.emit(start, line);
            }
        }
    }
    if !line_start {
        sc.emit_static(NL, sc.line);
    }
    drop_docstrings(sc.out)
}

/// A shebang (line 1) or an encoding declaration (lines 1–2) is a comment
/// that changes how the file runs or is read.
fn python_meaningful_comment(sc: &Scan<'_>) -> bool {
    if sc.line == 1 && sc.starts(b"#!") {
        return true;
    }
    if sc.line > 2 {
        return false;
    }
    let rest = sc.s.get(sc.i..).unwrap_or(&[]);
    let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
    let l = rest.get(..end).unwrap_or(&[]);
    l.windows(7).any(|w| w == b"coding:" || w == b"coding=")
}

fn is_py_prefix(w: &[u8]) -> bool {
    w.len() <= 2
        && w.iter()
            .all(|c| matches!(c.to_ascii_lowercase(), b'r' | b'b' | b'u' | b'f' | b't'))
}

/// Scans a Python string at the quote (prefix already consumed). In an
/// f-string, `{…}` replacement fields may hold further strings (PEP 701).
fn scan_py_string(sc: &mut Scan<'_>, f: bool) {
    let Some(q) = sc.cur() else { return };
    let triple = sc.at(1) == Some(q) && sc.at(2) == Some(q);
    sc.bump_n(if triple { 3 } else { 1 });
    while let Some(c) = sc.cur() {
        if c == b'\\' {
            sc.bump_n(2);
        } else if c == q {
            if !triple {
                sc.bump();
                return;
            }
            if sc.at(1) == Some(q) && sc.at(2) == Some(q) {
                sc.bump_n(3);
                return;
            }
            sc.bump();
        } else if c == b'\n' && !triple {
            return;
        } else if f && c == b'{' {
            if sc.at(1) == Some(b'{') {
                sc.bump_n(2);
                continue;
            }
            sc.bump();
            let mut depth = 1usize;
            while let Some(d) = sc.cur() {
                match d {
                    b'{' => {
                        depth += 1;
                        sc.bump();
                    }
                    b'}' => {
                        depth -= 1;
                        sc.bump();
                        if depth == 0 {
                            break;
                        }
                    }
                    b'"' | b'\'' => {
                        let nested_f = true; // conservative: nested braces scanned too
                        if sc.nest >= MAX_NEST {
                            sc.rest_is_opaque();
                            return;
                        }
                        sc.nest += 1;
                        scan_py_string(sc, nested_f);
                        sc.nest -= 1;
                    }
                    b'\n' if !triple => break,
                    _ => sc.bump(),
                }
            }
        } else {
            sc.bump();
        }
    }
}

fn is_py_string(t: &[u8]) -> bool {
    let p = t.iter().take_while(|c| c.is_ascii_alphabetic()).count();
    matches!(t.get(p), Some(b'"' | b'\''))
}

/// Drops docstrings: a logical line made only of plain string literals that
/// is the first statement of the module or of a `def`/`class` body. A string
/// anywhere else (an assignment, an argument, a later statement) is code.
fn drop_docstrings(toks: Vec<Token<'_>>) -> Vec<Token<'_>> {
    // Split into logical lines: [indent, tokens..., "\n"].
    let mut lines: Vec<&[Token<'_>]> = Vec::new();
    let mut start = 0;
    for (i, t) in toks.iter().enumerate() {
        if t.text == NL && i > start {
            lines.push(toks.get(start..=i).unwrap_or(&[]));
            start = i + 1;
        }
    }
    if start < toks.len() {
        lines.push(toks.get(start..).unwrap_or(&[]));
    }
    let mut out = Vec::with_capacity(toks.len());
    let mut module_start = true;
    let mut prev: Option<&[Token<'_>]> = None;
    for l in lines {
        let body = l.get(1..l.len().saturating_sub(1)).unwrap_or(&[]);
        let indent = l.first().map(|t| t.text.len()).unwrap_or(0);
        let only_plain_strings = !body.is_empty()
            && body.iter().all(|t| {
                is_py_string(t.text)
                    && !t
                        .text
                        .iter()
                        .take_while(|c| c.is_ascii_alphabetic())
                        .any(|c| matches!(c, b'f' | b'F' | b'b' | b'B' | b't' | b'T'))
            });
        let is_comment_line = !body.is_empty() && body.iter().all(|t| t.text.starts_with(b"#"));
        let after_def = prev.is_some_and(|p| {
            let pb = p.get(1..p.len().saturating_sub(1)).unwrap_or(&[]);
            let head = match pb.first() {
                Some(t) if t.text == b"async" => pb.get(1),
                x => x,
            };
            let opens = head.is_some_and(|t| t.text == b"def" || t.text == b"class");
            let colon = pb.last().is_some_and(|t| t.text.ends_with(b":"));
            let pindent = p.first().map(|t| t.text.len()).unwrap_or(0);
            opens && colon && indent > pindent
        });
        if only_plain_strings && (module_start || after_def) {
            module_start = false;
            prev = Some(l);
            continue;
        }
        if !is_comment_line {
            module_start = false;
        }
        out.extend_from_slice(l);
        prev = Some(l);
    }
    out
}

// ------------------------------------------------------------------ shell

fn shell(src: &[u8]) -> Vec<Token<'_>> {
    let mut sc = Scan::new(src);
    if sc.starts(b"#!") {
        sc.skip_line();
        sc.emit(0, 1);
    }
    // Here-documents waiting for the end of the current line:
    // (delimiter, strip leading tabs).
    let mut pending: Vec<(Vec<u8>, bool)> = Vec::new();
    shell_until(&mut sc, &mut pending, false);
    while sc.out.last().is_some_and(|t| t.text == NL) {
        sc.out.pop();
    }
    sc.out
}

/// Tokenizes shell until the input ends or, when `nested` (the inside of a
/// `$( … )`), until the `)` that closes it, which is consumed. Inside a
/// command substitution the rules are the top level's: comments there are
/// comments.
fn shell_until(sc: &mut Scan<'_>, pending: &mut Vec<(Vec<u8>, bool)>, nested: bool) {
    let mut word_start = true;
    // `(` opened at this level and not yet closed.
    let mut depth = 0usize;
    while let Some(c) = sc.cur() {
        let start = sc.i;
        let line = sc.line;
        match c {
            b'\n' => {
                sc.bump();
                if sc.out.last().is_some_and(|t| t.text != NL) {
                    sc.emit_static(NL, line);
                }
                word_start = true;
                for (delim, strip) in std::mem::take(pending) {
                    heredoc_body(sc, &delim, strip);
                }
            }
            b' ' | b'\t' => {
                sc.bump();
                word_start = true;
            }
            b'\\' if sc.at(1) == Some(b'\n') => sc.bump_n(2),
            b'#' if word_start => sc.skip_line(),
            b';' | b'&' | b'|' | b'(' | b')' | b'<' | b'>' => {
                // An operator glued to the word before it keeps that
                // adjacency: `2>&1` (fd redirect) is not `2 >&1`.
                let glued = start > 0
                    && sc
                        .s
                        .get(start - 1)
                        .is_some_and(|&p| !matches!(p, b' ' | b'\t' | b'\n'));
                let mut closes = false;
                while let Some(d) = sc.cur() {
                    if !matches!(d, b';' | b'&' | b'|' | b'(' | b')' | b'<' | b'>') {
                        break;
                    }
                    if nested && d == b'(' {
                        depth += 1;
                    } else if nested && d == b')' {
                        if depth == 0 {
                            closes = true;
                            break;
                        }
                        depth -= 1;
                    }
                    sc.bump();
                }
                if sc.i > start {
                    let op = sc.slice(start);
                    let heredoc = op.ends_with(b"<<") && !op.ends_with(b"<<<");
                    let strip = heredoc && sc.cur() == Some(b'-');
                    if strip {
                        sc.bump();
                    }
                    let from = if glued { start - 1 } else { start };
                    sc.emit(from, line);
                    if heredoc {
                        while matches!(sc.cur(), Some(b' ' | b'\t')) {
                            sc.bump();
                        }
                        let wstart = sc.i;
                        let _ = scan_shell_word(sc);
                        let w = sc.slice(wstart);
                        if !w.is_empty() {
                            pending.push((unquote_shell(w), strip));
                            sc.emit(wstart, line);
                        }
                    }
                }
                word_start = true;
                if closes {
                    sc.bump(); // the `)` of `$(`, emitted by the caller
                    return;
                }
            }
            _ => {
                let mut from = start;
                loop {
                    let subst = scan_shell_word(sc);
                    if sc.i == from {
                        sc.bump();
                    }
                    sc.emit(from, line);
                    if !subst {
                        break;
                    }
                    // `…$(` was emitted; its inside is shell in its own
                    // right, then the word goes on from the closing `)`
                    // (`$(a)b` is one word, `$(a) b` two).
                    if sc.nest >= MAX_NEST {
                        sc.rest_is_opaque();
                        sc.emit(from, line);
                        break;
                    }
                    sc.nest += 1;
                    shell_until(sc, pending, true);
                    sc.nest -= 1;
                    if sc.i == 0 || sc.s.get(sc.i - 1) != Some(&b')') {
                        break; // unterminated at the end of input
                    }
                    from = sc.i - 1;
                }
                word_start = false;
            }
        }
    }
}

/// A shell word: everything up to a blank or an operator, with quoted parts
/// (`'…'`, `"…"`, `$'…'`, `` `…` ``) and backslash escapes inside it. A
/// `\r` is part of the word (bash runs `echo hi\r` with the `\r`).
/// Returns true when it stopped right after a `$(` (a command substitution
/// the caller tokenizes); `$((…))` arithmetic stays in the word whole.
fn scan_shell_word(sc: &mut Scan<'_>) -> bool {
    while let Some(c) = sc.cur() {
        match c {
            b' ' | b'\t' | b'\n' | b';' | b'&' | b'|' | b'(' | b')' | b'<' | b'>' => {
                if c == b'(' && sc.i > 0 && sc.s.get(sc.i - 1) == Some(&b'$') {
                    if sc.at(1) == Some(b'(') {
                        scan_balanced_paren(sc);
                        continue;
                    }
                    sc.bump();
                    return true;
                }
                return false;
            }
            b'\\' => {
                if sc.at(1) == Some(b'\n') {
                    sc.bump_n(2); // line continuation inside a word
                } else {
                    sc.bump_n(2);
                }
            }
            b'\'' => {
                let ansi = sc.i > 0 && sc.s.get(sc.i - 1) == Some(&b'$');
                sc.bump();
                while let Some(d) = sc.cur() {
                    if ansi && d == b'\\' {
                        sc.bump_n(2);
                        continue;
                    }
                    sc.bump();
                    if d == b'\'' {
                        break;
                    }
                }
            }
            b'"' => scan_quoted(sc, b'"', false),
            b'`' => scan_quoted(sc, b'`', false),
            _ => sc.bump(),
        }
    }
    false
}

/// `$(( … ))` inside a word, kept whole (comments in it included: keeping
/// them can only make a change look like code).
fn scan_balanced_paren(sc: &mut Scan<'_>) {
    let mut depth = 0usize;
    while let Some(c) = sc.cur() {
        match c {
            b'(' => {
                depth += 1;
                sc.bump();
            }
            b')' => {
                sc.bump();
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return;
                }
            }
            b'\\' => sc.bump_n(2),
            b'\'' => {
                sc.bump();
                while let Some(d) = sc.cur() {
                    sc.bump();
                    if d == b'\'' {
                        break;
                    }
                }
            }
            b'"' => scan_quoted(sc, b'"', false),
            b'`' => scan_quoted(sc, b'`', false),
            _ => sc.bump(),
        }
    }
}

fn unquote_shell(w: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(w.len());
    let mut it = w.iter();
    while let Some(&c) = it.next() {
        match c {
            b'\'' | b'"' => {}
            b'\\' => {
                if let Some(&n) = it.next() {
                    out.push(n);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Emits each line of a here-document body (data: every byte counts, `#`
/// included) through the delimiter line.
fn heredoc_body(sc: &mut Scan<'_>, delim: &[u8], strip_tabs: bool) {
    while sc.cur().is_some() {
        let start = sc.i;
        let line = sc.line;
        sc.skip_line();
        let text = sc.slice(start);
        let cmp = if strip_tabs {
            let n = text.iter().take_while(|&&c| c == b'\t').count();
            text.get(n..).unwrap_or(&[])
        } else {
            text
        };
        sc.emit(start, line);
        if sc.cur() == Some(b'\n') {
            sc.bump();
        }
        if cmp == delim {
            return;
        }
    }
}

// ------------------------------------------------------------- TOML, YAML

/// TOML: `#` comments outside strings are dropped, line ends are tokens
/// (a key/value pair ends at its line), other whitespace is not.
fn toml(src: &[u8]) -> Vec<Token<'_>> {
    let mut sc = Scan::new(src);
    while let Some(c) = sc.cur() {
        let start = sc.i;
        let line = sc.line;
        match c {
            b'\n' => {
                sc.bump();
                if sc.out.last().is_some_and(|t| t.text != NL) {
                    sc.emit_static(NL, line);
                }
            }
            _ if is_space(c) => sc.bump(),
            b'#' => sc.skip_line(),
            b'"' | b'\'' => {
                let triple = sc.at(1) == Some(c) && sc.at(2) == Some(c);
                if triple {
                    sc.bump_n(3);
                    while sc.cur().is_some() {
                        if c == b'"' && sc.cur() == Some(b'\\') {
                            sc.bump_n(2);
                        } else if sc.at(0) == Some(c) && sc.at(1) == Some(c) && sc.at(2) == Some(c)
                        {
                            sc.bump_n(3);
                            // `""""` ends with up to two extra quotes.
                            while sc.cur() == Some(c) {
                                sc.bump();
                            }
                            break;
                        } else {
                            sc.bump();
                        }
                    }
                } else if c == b'"' {
                    scan_quoted(&mut sc, b'"', true);
                } else {
                    // literal string: no escapes
                    sc.bump();
                    while let Some(d) = sc.cur() {
                        if d == b'\n' {
                            break;
                        }
                        sc.bump();
                        if d == b'\'' {
                            break;
                        }
                    }
                }
                sc.emit(start, line);
            }
            _ if is_word(c) => {
                while sc
                    .cur()
                    .is_some_and(|d| is_word(d) || matches!(d, b'.' | b'-' | b':' | b'+'))
                {
                    sc.bump();
                }
                sc.emit(start, line);
            }
            _ => {
                sc.bump();
                sc.emit(start, line);
            }
        }
    }
    while sc.out.last().is_some_and(|t| t.text == NL) {
        sc.out.pop();
    }
    sc.out
}

/// YAML is indentation-structured, so it is compared line by line: each
/// non-blank line minus its comment and trailing blanks is one token,
/// indentation included. Block scalars (`|`, `>`) are data: their lines are
/// kept whole, blank ones too.
fn yaml(src: &[u8]) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    // Indentation of the line that opened a block scalar.
    let mut block: Option<usize> = None;
    // An open quote carried over from the previous line.
    let mut quote: Option<u8> = None;
    for (n, raw) in src.split(|&c| c == b'\n').enumerate() {
        let line = u32::try_from(n + 1).unwrap_or(u32::MAX);
        let l = raw.strip_suffix(b"\r").unwrap_or(raw);
        let indent = l.iter().take_while(|&&c| c == b' ').count();
        let blank = l.iter().all(|&c| c == b' ' || c == b'\t');
        if let Some(bi) = block {
            if blank || indent > bi {
                out.push(Token { text: l, line });
                continue;
            }
            block = None;
        }
        if quote.is_some() {
            // Inside a quoted scalar that spans lines: all of it is data.
            let _ = yaml_strip_comment(l, &mut quote);
            out.push(Token { text: l, line });
            continue;
        }
        let code = yaml_strip_comment(l, &mut quote);
        let code = trim_end(code);
        if code.is_empty() {
            continue;
        }
        out.push(Token { text: code, line });
        let last = code.rsplit(|&c| c == b' ').next().unwrap_or(&[]);
        if matches!(last.first(), Some(b'|' | b'>'))
            && last
                .iter()
                .skip(1)
                .all(|c| c.is_ascii_digit() || matches!(c, b'+' | b'-'))
        {
            block = Some(indent);
        }
    }
    // Trailing blank lines of a final block scalar do not matter.
    while out
        .last()
        .is_some_and(|t: &Token<'_>| t.text.iter().all(|&c| c == b' ' || c == b'\t'))
    {
        out.pop();
    }
    out
}

fn trim_end(s: &[u8]) -> &[u8] {
    let n = s
        .iter()
        .rev()
        .take_while(|&&c| c == b' ' || c == b'\t')
        .count();
    s.get(..s.len() - n).unwrap_or(s)
}

/// A YAML `#` starts a comment at the line start or after a blank, outside
/// quotes.
fn yaml_strip_comment<'a>(l: &'a [u8], quote: &mut Option<u8>) -> &'a [u8] {
    let mut i = 0;
    while let Some(&c) = l.get(i) {
        match *quote {
            Some(q) => {
                if q == b'"' && c == b'\\' {
                    i += 1;
                } else if c == q {
                    *quote = None;
                }
            }
            None => {
                let prev_blank = i == 0 || matches!(l.get(i - 1), Some(b' ' | b'\t'));
                if c == b'#' && prev_blank {
                    return l.get(..i).unwrap_or(l);
                }
                if (c == b'"' || c == b'\'') && prev_blank_or_indicator(l, i) {
                    *quote = Some(c);
                }
            }
        }
        i += 1;
    }
    l
}

/// A quote opens a quoted scalar only at the start of a scalar (after a
/// blank, `:`, `-`, `[`, `{`, `,`); `it's` is plain text.
fn prev_blank_or_indicator(l: &[u8], i: usize) -> bool {
    i == 0 || matches!(l.get(i - 1), Some(b' ' | b'\t' | b'[' | b'{' | b','))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]
    use super::*;

    fn toks(lang: Lang, s: &str) -> Vec<String> {
        tokenize(lang, s.as_bytes())
            .iter()
            .map(|t| String::from_utf8_lossy(t.text).into_owned())
            .collect()
    }

    /// (name, language, old, new, same behaviour?)
    #[rustfmt::skip]
    const CASES: &[(&str, Lang, &str, &str, bool)] = &[
        // Rust
        ("rs_line_comment", Lang::Rust, "let a = 1; // one\n", "let a = 1; // uno\n", true),
        ("rs_doc_comment", Lang::Rust, "/// a\nfn f() {}\n", "/// b\n/** c */\nfn f() {}\n", true),
        ("rs_nested_block", Lang::Rust, "a /* x /* y */ z */ b", "a b", true),
        ("rs_comment_in_string", Lang::Rust, "let s = \"// not a comment\";", "let s = \"\";", false),
        ("rs_raw_string", Lang::Rust, "r#\"a \"// x\"#; b", "r#\"a \"// y\"#; b", false),
        ("rs_raw_string_then_comment", Lang::Rust, "r#\"a\"#; // x\nb", "r#\"a\"#; // y\nb", true),
        ("rs_byte_string", Lang::Rust, "b\"/*\" + x", "b\"/*\" + y", false),
        ("rs_char_quote", Lang::Rust, "let c = '\"'; // x\nf()", "let c = '\"'; // y\nf()", true),
        ("rs_char_not_comment", Lang::Rust, "let c = '/'; g()", "let c = '/'; h()", false),
        ("rs_lifetime", Lang::Rust, "fn f<'a>(x: &'a str) {} // c", "fn f<'a>(x: &'a str) {}", true),
        ("rs_whitespace", Lang::Rust, "fn f(a:u8)->u8{a+1}", "fn f(a: u8) -> u8 {\n    a + 1\n}\n", true),
        ("rs_ident_split", Lang::Rust, "let ab = 1;", "let a b = 1;", false),
        ("rs_op_split", Lang::Rust, "a - -b", "a --b", false),
        ("rs_float", Lang::Rust, "1.5", "1 . 5", false),
        ("rs_crlf", Lang::Rust, "fn f() {\n}\n", "fn f() {\r\n}\r\n", true),
        ("rs_attr_not_shebang", Lang::Rust, "#![allow(x)]\nfn f(){}", "#![allow(y)]\nfn f(){}", false),
        // Python
        ("py_comment", Lang::Python, "x = 1  # one\n", "x = 1  # two\n", true),
        ("py_hash_in_string", Lang::Python, "x = '# no'\n", "x = '# nope'\n", false),
        ("py_module_docstring", Lang::Python, "\"\"\"Old.\"\"\"\nimport os\n", "\"\"\"New\n\nlonger.\"\"\"\nimport os\n", true),
        ("py_docstring_removed", Lang::Python, "def f():\n    \"\"\"Doc.\"\"\"\n    return 1\n", "def f():\n    return 1\n", true),
        ("py_class_docstring", Lang::Python, "class A:\n    'a'\n    x = 1\n", "class A:\n    'b'\n    x = 1\n", true),
        ("py_assigned_string_is_code", Lang::Python, "X = \"\"\"a\"\"\"\n", "X = \"\"\"b\"\"\"\n", false),
        ("py_later_string_is_code", Lang::Python, "def f():\n    x = 1\n    'a'\n", "def f():\n    x = 1\n    'b'\n", false),
        ("py_fstring_not_docstring", Lang::Python, "def f():\n    f'{a}'\n", "def f():\n    f'{b}'\n", false),
        ("py_indent_is_code", Lang::Python, "if a:\n    b()\n    c()\n", "if a:\n    b()\nc()\n", false),
        ("py_newline_is_code", Lang::Python, "a = b\nc()\n", "a = b c()\n", false),
        ("py_blank_lines", Lang::Python, "a()\n\n\nb()\n", "a()\n# hi\nb()", true),
        ("py_brackets_join_lines", Lang::Python, "f(a,\n  b)\n", "f(a, b)\n", true),
        ("py_fstring_nested_quotes", Lang::Python, "x = f\"{d[\"#\"]}\" # c\n", "x = f\"{d[\"#\"]}\" # d\n", true),
        ("py_fstring_nested_change", Lang::Python, "x = f\"{d[\"#\"]} a\"\n", "x = f\"{d[\"#\"]} b\"\n", false),
        ("py_triple_with_hash", Lang::Python, "s = '''\n# not\n'''\n", "s = '''\n# nope\n'''\n", false),
        ("py_shebang", Lang::Python, "#!/usr/bin/python2\nx\n", "#!/usr/bin/python3\nx\n", false),
        ("py_coding", Lang::Python, "# coding: latin-1\nx\n", "# coding: utf-8\nx\n", false),
        ("py_crlf", Lang::Python, "if a:\n    b()\n", "if a:\r\n    b()\r\n", true),
        // shell
        ("sh_comment", Lang::Shell, "echo hi # greet\n", "echo hi # say hi\n", true),
        ("sh_hash_mid_word", Lang::Shell, "echo a#b\n", "echo a#c\n", false),
        ("sh_param_count", Lang::Shell, "echo $# x\n", "echo $# y\n", false),
        ("sh_length", Lang::Shell, "echo ${#a} x\n", "echo ${#a} y\n", false),
        ("sh_quoted_hash", Lang::Shell, "echo '# a'\n", "echo '# b'\n", false),
        ("sh_dquoted_hash", Lang::Shell, "echo \"# a\" # c\n", "echo \"# a\" # d\n", true),
        ("sh_heredoc_hash_is_data", Lang::Shell, "cat <<EOF\n# a\nEOF\n", "cat <<EOF\n# b\nEOF\n", false),
        ("sh_heredoc_then_comment", Lang::Shell, "cat <<'EOF'\nx\nEOF\n# c\n", "cat <<'EOF'\nx\nEOF\n# d\n", true),
        ("sh_newline_is_code", Lang::Shell, "a\nb\n", "a b\n", false),
        ("sh_blank_lines", Lang::Shell, "a\n\n# x\nb\n", "a\nb", true),
        ("sh_fd_redirect", Lang::Shell, "echo 2>&1\n", "echo 2 >&1\n", false),
        ("sh_spacing", Lang::Shell, "a  |  b && c\n", "a | b && c\n", true),
        ("sh_crlf_is_code", Lang::Shell, "echo hi\n", "echo hi\r\n", false),
        ("sh_comment_after_brace", Lang::Shell, "f() { # a\n x\n}\n", "f() { # b\n x\n}\n", true),
        ("sh_shebang", Lang::Shell, "#!/bin/sh\nx\n", "#!/bin/bash\nx\n", false),
        ("sh_cmdsubst_space", Lang::Shell, "echo $(date)\n", "echo $ (date)\n", false),
        // JavaScript / TypeScript
        ("js_comments", Lang::JavaScript, "f(); // a\n/* b */ g();", "f(); // c\n/* d */ g();", true),
        ("js_slashes_in_string", Lang::JavaScript, "u = 'http://a'", "u = 'http://b'", false),
        ("js_template", Lang::JavaScript, "t = `a ${b /* c */} // d`", "t = `a ${b /* e */} // d`", false),
        ("js_template_text", Lang::JavaScript, "t = `// a`", "t = `// b`", false),
        ("js_regex_with_slashes", Lang::JavaScript, "r = /\\/\\/a/g; // c", "r = /\\/\\/a/g; // d", true),
        ("js_regex_body_is_code", Lang::JavaScript, "r = /[/*]a/", "r = /[/*]b/", false),
        ("js_division", Lang::JavaScript, "x = a / b / c // d", "x = a / b / c // e", true),
        ("js_unclosed_regex_kept", Lang::JavaScript, "x = (/ a\ny", "x = (/ b\ny", false),
        ("ts_types", Lang::JavaScript, "let x: number = 1; // n", "let x: number = 1;", true),
        ("jsx_url_text", Lang::Jsx, "<p>see http://a.example</p>", "<p>see http://b.example</p>", false),
        ("jsx_line_comment", Lang::Jsx, "// a\nconst x = 1;", "// b\nconst x = 1;", true),
        // data
        ("json_whitespace", Lang::Json, "{\"a\": 1}", "{\n  \"a\" : 1\n}\n", true),
        ("json_value", Lang::Json, "{\"a\": 1}", "{\"a\": 2}", false),
        ("toml_comment", Lang::Toml, "a = 1 # x\n", "# new\na = 1\n", true),
        ("toml_hash_in_string", Lang::Toml, "a = \"#x\"\n", "a = \"#y\"\n", false),
        ("toml_value", Lang::Toml, "[dep]\nx = \"1\"\n", "[dep]\nx = \"2\"\n", false),
        ("yaml_comment", Lang::Yaml, "a: 1 # x\n", "# top\na: 1\n", true),
        ("yaml_indent_is_code", Lang::Yaml, "a:\n  b: 1\n", "a:\nb: 1\n", false),
        ("yaml_block_scalar_hash", Lang::Yaml, "s: |\n  # a\n", "s: |\n  # b\n", false),
        ("yaml_quoted_hash", Lang::Yaml, "a: '# x'\n", "a: '# y'\n", false),
        // escapes and nesting: the string must end where the language says
        ("rs_escaped_quote_then_comment", Lang::Rust, "s(\"a\\\"\"); // x\nf()", "s(\"a\\\"\"); // y\nf()", true),
        ("rs_escaped_quote_string_change", Lang::Rust, "s(\"a\\\" // x\")", "s(\"a\\\" // y\")", false),
        ("rs_escaped_char_then_comment", Lang::Rust, "c('\\''); // x\n", "c('\\''); // y\n", true),
        ("rs_raw_hashes", Lang::Rust, "r##\"a\"#// x\"##", "r##\"a\"#// y\"##", false),
        ("py_raw_escaped_quote", Lang::Python, "x = r\"\\\"\" # a\n", "x = r\"\\\"\" # b\n", true),
        ("py_raw_escaped_quote_body", Lang::Python, "x = r\"\\\" # a\"\n", "x = r\"\\\" # b\"\n", false),
        ("py_single_in_triple", Lang::Python, "x = \"\"\"a ''' # b\"\"\"\n", "x = \"\"\"a ''' # c\"\"\"\n", false),
        ("sh_single_quote_pair", Lang::Shell, "echo 'a''b' # x\n", "echo 'a''b' # y\n", true),
        ("sh_ansi_c_escaped_quote", Lang::Shell, "echo $'a\\'b # x'\n", "echo $'a\\'b # y'\n", false),
        ("sh_nested_cmdsubst_quotes", Lang::Shell, "echo \"$(echo \"#\")\" # x\n", "echo \"$(echo \"#\")\" # y\n", true),
        ("sh_heredoc_dash_tabs", Lang::Shell, "cat <<-EOF\n\t# a\n\tEOF\n# c\n", "cat <<-EOF\n\t# a\n\tEOF\n# d\n", true),
        ("sh_heredoc_dash_body", Lang::Shell, "cat <<-EOF\n\t# a\n\tEOF\n", "cat <<-EOF\n\t# b\n\tEOF\n", false),
        ("js_escaped_quote", Lang::JavaScript, "s = 'it\\'s' // x", "s = 'it\\'s' // y", true),
        ("js_regex_after_semicolon", Lang::JavaScript, "a = b / c; d = /x\\/\\/y/ // c", "a = b / c; d = /x\\/\\/y/ // e", true),
        ("js_nested_template", Lang::JavaScript, "t = `${`a${b}`}` // x", "t = `${`a${b}`}` // y", true),
        ("js_nested_template_body", Lang::JavaScript, "t = `${`a${b}// x`}`", "t = `${`a${b}// y`}`", false),
        ("jsx_attr_url", Lang::Jsx, "<a href=\"http://x\">t</a>", "<a href=\"http://y\">t</a>", false),
        // JS line breaks: automatic semicolon insertion
        ("js_return_break", Lang::JavaScript, "return x", "return\nx", false),
        ("js_return_block_comment_break", Lang::JavaScript, "return /* */ x", "return /*\n*/ x", false),
        ("js_postfix_vs_prefix", Lang::JavaScript, "a\n++b", "a++\nb", false),
        ("js_asi_statements", Lang::JavaScript, "a\nb", "a; b", false),
        ("js_wrapped_call", Lang::JavaScript, "foo(a,\n  b) // c", "foo(a, b)", true),
        ("js_wrapped_operator", Lang::JavaScript, "x = a +\n  b", "x = a + b", true),
        ("js_break_after_comment_line", Lang::JavaScript, "a = 1 // x\nb = 2", "a = 1 // y\nb = 2", true),
        ("rust_break_is_layout", Lang::Rust, "return\nx", "return x", true),
        ("sh_cmdsubst_comment", Lang::Shell, "x=$(\n  a # one\n)\n", "x=$(\n  a # two\n)\n", true),
        ("sh_cmdsubst_code", Lang::Shell, "x=$(a b)\n", "x=$(a c)\n", false),
        ("sh_cmdsubst_adjacent", Lang::Shell, "echo $(a)b\n", "echo $(a) b\n", false),
        ("sh_cmdsubst_prefix", Lang::Shell, "echo x$(a)\n", "echo x $(a)\n", false),
        ("sh_cmdsubst_nested", Lang::Shell, "x=$(a $(b # c\n) d)\n", "x=$(a $(b # e\n) d)\n", true),
        ("sh_cmdsubst_nested_code", Lang::Shell, "x=$(a $(b) d)\n", "x=$(a $(b) e)\n", false),
        ("sh_cmdsubst_subshell", Lang::Shell, "x=$( (a) ; b)\n", "x=$( (a) ; c)\n", false),
        ("sh_arith_kept", Lang::Shell, "x=$((16#ff))\n", "x=$((16#fe))\n", false),
        ("sh_cmdsubst_heredoc", Lang::Shell, "x=$(cat <<EOF\n# a\nEOF\n)\n", "x=$(cat <<EOF\n# b\nEOF\n)\n", false),
        ("sh_cmdsubst_unterminated", Lang::Shell, "x=$(a # c", "x=$(a # d", true),
        ("yaml_multiline_quote_hash", Lang::Yaml, "a: \"x\n  # y\"\n", "a: \"x\n  # z\"\n", false),
        ("yaml_comment_after_multiline_quote", Lang::Yaml, "a: \"x\n  y\" # c\nb: 1\n", "a: \"x\n  y\" # d\nb: 1\n", false),
        ("yaml_apostrophe_plain", Lang::Yaml, "a: it's # c\n", "a: it's # d\n", true),
    ];

    #[test]
    fn table() {
        for (name, lang, old, new, same) in CASES {
            let a = tokenize(*lang, old.as_bytes());
            let b = tokenize(*lang, new.as_bytes());
            let diff = first_difference(&a, &b);
            assert_eq!(
                diff.is_none(),
                *same,
                "{name}: old {:?} new {:?}",
                toks(*lang, old),
                toks(*lang, new)
            );
        }
    }

    #[test]
    fn first_difference_reports_line() {
        let a = tokenize(Lang::Rust, b"fn f() {\n    a();\n}\n");
        let b = tokenize(Lang::Rust, b"fn f() {\n    b();\n}\n");
        let (x, y) = first_difference(&a, &b).unwrap();
        assert_eq!(x.unwrap().text, b"a");
        assert_eq!(y.unwrap().line, 2);
    }

    #[test]
    fn python_docstring_tokens_vanish() {
        assert_eq!(
            toks(Lang::Python, "def f():\n    \"\"\"d\"\"\"\n    pass\n"),
            vec!["", "def", "f", "(", ")", ":", "\n", "    ", "pass", "\n"]
        );
    }

    /// Random soups of the characters every tokenizer treats specially
    /// (a fixed-seed LCG: reproducible, no dependency) must never panic,
    /// and tokenizing is deterministic.
    #[test]
    fn random_soups_never_panic() {
        const ALPHABET: &[u8] = b"\"'`#/*\\\n\r\t ${}()[]<>-|&;rbfcu#!=:.0x\xc3\xa9";
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..3000 {
            let mut buf = Vec::new();
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let len = (seed >> 33) % 48;
            for _ in 0..len {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let k = usize::try_from((seed >> 33) % ALPHABET.len() as u64).unwrap();
                buf.push(ALPHABET[k]);
            }
            for lang in [
                Lang::Rust,
                Lang::Python,
                Lang::Shell,
                Lang::JavaScript,
                Lang::Jsx,
                Lang::Json,
                Lang::Toml,
                Lang::Yaml,
            ] {
                assert_eq!(tokenize(lang, &buf), tokenize(lang, &buf));
            }
        }
    }

    /// Pathological nesting must neither overflow the stack (that would be
    /// a crash, not exit 2) nor lose a change deep inside.
    #[test]
    fn deep_nesting_is_bounded_and_still_compared() {
        let cases: [(Lang, &str, &str, &str); 3] = [
            (Lang::Shell, "$(", ")", "x"),
            (Lang::JavaScript, "`${", "}`", "x"),
            (Lang::Python, "f'{", "}'", "x"),
        ];
        for (lang, open, close, inner) in cases {
            let make = |mid: &str| {
                let mut s = String::from("a = ");
                for _ in 0..100_000 {
                    s.push_str(open);
                }
                s.push_str(mid);
                for _ in 0..100_000 {
                    s.push_str(close);
                }
                s.push('\n');
                s
            };
            let a = make(inner);
            let b = make("y");
            let ta = tokenize(lang, a.as_bytes());
            let tb = tokenize(lang, b.as_bytes());
            assert!(first_difference(&ta, &tb).is_some(), "{lang:?}");
        }
    }

    #[test]
    fn garbage_never_panics() {
        let inputs: [&[u8]; 8] = [
            b"\"unterminated",
            b"r#\"unterminated",
            b"'",
            b"/* open",
            b"cat <<EOF\nno end",
            b"f'{",
            b"`${",
            &[0xff, 0xfe, b'\'', 0xf0],
        ];
        for s in inputs {
            for lang in [
                Lang::Rust,
                Lang::Python,
                Lang::Shell,
                Lang::JavaScript,
                Lang::Jsx,
                Lang::Json,
                Lang::Toml,
                Lang::Yaml,
            ] {
                let _ = tokenize(lang, s);
            }
        }
    }
}
