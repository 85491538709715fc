//! Files a Python one-liner or heredoc script writes with literal text:
//! `python - <<'EOF'` / `python -c` running `open("f", "w").write("…")`,
//! `with open("f", "a") as fh: fh.write("…")` or `Path("f").write_text("…")`.
//!
//! An agent that cannot `Write` a file can still `python - <<EOF` it; the
//! reference fleet's regex guards never looked there. This is a small reader
//! of those three shapes with string-literal arguments (quotes, triple
//! quotes, `r`/`u` prefixes and the common escapes), not a Python parser:
//! a write whose path or text is not a literal (`fh.write(data)`, an
//! f-string) is reported as not judged.

/// One write found in the script.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PyWrite {
    pub path: String,
    pub append: bool,
    /// `None` when the text is not a literal.
    pub text: Option<String>,
}

/// A string literal at `s` (after optional spaces): its value and the rest.
/// `f`-strings and byte strings are not literals here (their text is not
/// known, or not text).
fn literal(s: &str) -> Option<(String, &str)> {
    let s = s.trim_start();
    let (raw, body) = match s.get(..2).map(str::to_ascii_lowercase).as_deref() {
        Some("r'" | "r\"") => (true, s.get(1..)?),
        Some("u'" | "u\"") => (false, s.get(1..)?),
        _ => (false, s),
    };
    let quote = ["\"\"\"", "'''", "\"", "'"]
        .into_iter()
        .find(|q| body.starts_with(q))?;
    let inner = body.get(quote.len()..)?;
    let mut out = String::new();
    let mut chars = inner.char_indices();
    while let Some((i, c)) = chars.next() {
        if inner.get(i..).is_some_and(|r| r.starts_with(quote)) {
            return Some((out, inner.get(i + quote.len()..)?));
        }
        if c == '\n' && quote.len() == 1 {
            return None;
        }
        if c == '\\' && !raw {
            match chars.next() {
                Some((_, 'n')) => out.push('\n'),
                Some((_, 't')) => out.push('\t'),
                Some((_, '\n')) => {}
                Some((_, other)) => out.push(other),
                None => return None,
            }
            continue;
        }
        out.push(c);
    }
    None
}

/// `(ident, rest)` for a Python name at the start of `s`.
fn ident(s: &str) -> Option<(&str, &str)> {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    (end > 0).then(|| (s.get(..end).unwrap_or(""), s.get(end..).unwrap_or("")))
}

/// The writes in `script`.
pub(crate) fn writes(script: &str) -> Vec<PyWrite> {
    let mut out = Vec::new();
    for (at, _) in script.match_indices("open(") {
        // `open(` must not be the tail of another name (`reopen(`), `os.open` is fine.
        if script
            .get(..at)
            .and_then(|b| b.chars().last())
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            continue;
        }
        let Some((path, rest)) = script.get(at + 5..).and_then(literal) else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix(',') else {
            continue;
        };
        let Some((mode, rest)) = literal(rest.trim_start().trim_start_matches("mode=")) else {
            continue;
        };
        if !mode.contains(['w', 'a', 'x']) || mode.contains('b') {
            continue;
        }
        let append = mode.contains('a');
        let Some(close) = rest.find(')') else {
            continue;
        };
        let after = rest.get(close + 1..).unwrap_or("");
        if let Some(args) = after.trim_start().strip_prefix(".write(") {
            out.push(PyWrite {
                path: path.clone(),
                append,
                text: literal(args).map(|(t, _)| t),
            });
            continue;
        }
        // `with open(...) as NAME:` then `NAME.write(...)` calls.
        let Some(name) = after
            .trim_start()
            .strip_prefix("as")
            .and_then(ident)
            .map(|(n, _)| n)
        else {
            continue;
        };
        let call = format!("{name}.write(");
        let mut texts = Vec::new();
        let mut all_literal = true;
        for (k, _) in after.match_indices(&call) {
            match after.get(k + call.len()..).and_then(literal) {
                Some((t, _)) => texts.push(t),
                None => all_literal = false,
            }
        }
        if !texts.is_empty() || !all_literal {
            out.push(PyWrite {
                path,
                append,
                text: all_literal.then(|| texts.concat()),
            });
        }
    }
    // Node and Ruby one-liners: `fs.writeFileSync("f", "…")`,
    // `fs.appendFileSync(…)`, `File.write("f", "…"[, mode: "a"])`.
    for (call, append) in [
        ("writeFileSync(", false),
        ("appendFileSync(", true),
        ("File.write(", false),
    ] {
        for (at, _) in script.match_indices(call) {
            let Some((path, rest)) = script.get(at + call.len()..).and_then(literal) else {
                continue;
            };
            let Some(rest) = rest.trim_start().strip_prefix(',') else {
                continue;
            };
            let text = literal(rest);
            let tail = text.as_ref().map_or(rest, |(_, r)| *r);
            let append = append
                || tail
                    .split(')')
                    .next()
                    .is_some_and(|opts| opts.contains("\"a\"") || opts.contains("'a'"));
            out.push(PyWrite {
                path,
                append,
                text: text.map(|(t, _)| t),
            });
        }
    }
    for (at, _) in script.match_indices(".write_text(") {
        // `Path("f").write_text(...)`: the literal inside the nearest `Path(` before.
        let before = script.get(..at).unwrap_or("");
        let Some(p) = before.rfind("Path(") else {
            continue;
        };
        let Some((path, rest)) = before.get(p + 5..).and_then(literal) else {
            continue;
        };
        if rest.trim() != ")" {
            continue;
        }
        let text = script.get(at + 12..).and_then(literal).map(|(t, _)| t);
        out.push(PyWrite {
            path,
            append: false,
            text,
        });
    }
    out
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

    #[test]
    fn the_three_shapes() {
        let w = writes("open('t.py', 'w').write('import mock\\n')");
        assert_eq!(
            w,
            [PyWrite {
                path: "t.py".into(),
                append: false,
                text: Some("import mock\n".into())
            }]
        );
        let w = writes(
            "with open(\"t.py\", \"a\") as fh:\n    fh.write(\"\"\"from mock import Mock\n\"\"\")\n    fh.write('x = 1\\n')\n",
        );
        assert_eq!(w[0].text.as_deref(), Some("from mock import Mock\nx = 1\n"));
        assert!(w[0].append);
        let w =
            writes("from pathlib import Path\nPath('a/t.py').write_text(r'''import mock\n''')\n");
        assert_eq!(
            w,
            [PyWrite {
                path: "a/t.py".into(),
                append: false,
                text: Some("import mock\n".into())
            }]
        );
    }

    #[test]
    fn not_literal_or_not_a_write() {
        assert_eq!(writes("open('t.py', 'w').write(data)")[0].text, None);
        assert_eq!(writes("open(f'{x}.py', 'w').write('a')"), []);
        assert_eq!(writes("open('t.py').read()"), []);
        assert_eq!(writes("open('t.bin', 'wb').write(b'x')"), []);
    }
}
