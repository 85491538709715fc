//! Python: `#` comments and docstrings dropped; indentation and logical
//! line ends are tokens; f-strings scanned with their replacement fields.

use super::{MAX_NEST, NL, Scan, Token, is_separator, is_space, is_word, scan_word};
pub(super) fn python(src: &[u8]) -> Vec<Token<'_>> {
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
