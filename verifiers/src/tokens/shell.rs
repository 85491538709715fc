//! Shell: words, operators and line breaks; `#` comments only at the start
//! of a word; here-document bodies as data; `$( … )` tokenized as shell.

use super::{MAX_NEST, NL, Scan, Token, scan_quoted};
pub(super) fn shell(src: &[u8]) -> Vec<Token<'_>> {
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
