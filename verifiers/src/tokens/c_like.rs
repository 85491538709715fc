//! Rust, JavaScript/TypeScript (and JSX/TSX) and JSON: C-like comments,
//! each language's strings, JS template and regex literals, and the line
//! breaks JS's automatic semicolon insertion can see.

use super::{MAX_NEST, NL, Scan, Token, is_separator, is_space, is_word, scan_quoted, scan_word};
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Flavor {
    Rust,
    Js { jsx: bool },
    Json,
}

pub(super) fn c_like(src: &[u8], fl: Flavor) -> Vec<Token<'_>> {
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
