//! Configuration data: TOML (comments dropped, line ends kept) and YAML
//! (line by line, indentation kept, block scalars and quoted scalars whole).

use super::{NL, Scan, Token, is_space, is_word, scan_quoted};
/// TOML: `#` comments outside strings are dropped, line ends are tokens
/// (a key/value pair ends at its line), other whitespace is not.
pub(super) fn toml(src: &[u8]) -> Vec<Token<'_>> {
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
pub(super) fn yaml(src: &[u8]) -> Vec<Token<'_>> {
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
