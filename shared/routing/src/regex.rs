//! Search patterns judged by what they match, not how they are spelled:
//! [`literals`] turns a grep/rg regex into the plain texts it stands for, so
//! `'def[ ]handler'`, `'def\s\+handler'`, `SPEC\-001`, `'handler[(]'` and
//! `'(import|from) requests'` read as `def handler`, `SPEC-001`,
//! `handler(` and both `import requests` and `from requests`.
//!
//! The dialect is not always known (`grep` is BRE, `grep -E`/`rg` ERE, and a
//! BRE `(` is a literal), so both readings are produced. Character classes
//! stand for their members (a few of them), `\s`/`[[:space:]]` for a space,
//! anchors and word boundaries for nothing, a quantified atom for itself,
//! `.*` for a space. The number of texts is bounded.

/// Most texts produced for one pattern.
const MAX: usize = 48;

/// The plain texts `pattern` stands for (both dialects; the pattern itself
/// first). A fixed-string pattern is itself.
pub fn literals(pattern: &str, fixed: bool) -> Vec<String> {
    let mut out = vec![pattern.to_owned()];
    if fixed {
        return out;
    }
    let chars: Vec<char> = pattern.chars().collect();
    for ext in [true, false] {
        let (alts, _) = alt(&chars, 0, ext, 0);
        for a in alts {
            if !out.contains(&a) && out.len() < MAX {
                out.push(a);
            }
        }
    }
    out
}

fn product(a: Vec<String>, b: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(a.len() * b.len().max(1));
    for x in &a {
        for y in b {
            if out.len() >= MAX {
                return out;
            }
            out.push(format!("{x}{y}"));
        }
    }
    out
}

/// Alternatives separated by `|` (ERE) or `\|` (BRE), up to a group's end.
fn alt(p: &[char], mut i: usize, ext: bool, depth: usize) -> (Vec<String>, usize) {
    let mut out: Vec<String> = Vec::new();
    loop {
        let (s, next) = seq(p, i, ext, depth);
        for x in s {
            if out.len() < MAX {
                out.push(x);
            }
        }
        i = next;
        match (p.get(i), p.get(i + 1)) {
            (Some('|'), _) if ext => i += 1,
            (Some('\\'), Some('|')) => i += 2,
            _ => return (out, i),
        }
    }
}

fn seq(p: &[char], mut i: usize, ext: bool, depth: usize) -> (Vec<String>, usize) {
    let mut acc: Vec<String> = vec![String::new()];
    let mut last: Vec<String> = vec![String::new()];
    while let Some(&c) = p.get(i) {
        let atom: Vec<String> = match c {
            '|' if ext => break,
            ')' if ext && depth > 0 => break,
            '\\' => match p.get(i + 1).copied() {
                Some('|') => break,
                Some(')') if !ext && depth > 0 => break,
                Some('(') if !ext && depth < 8 => {
                    let (g, next) = alt(p, i + 2, ext, depth + 1);
                    i = next + 2; // past `\)`
                    acc = product(acc, &std::mem::replace(&mut last, g));
                    continue;
                }
                Some('+') if !ext => {
                    i += 2;
                    continue;
                }
                Some('?') if !ext => {
                    i += 2;
                    optional(&mut last);
                    continue;
                }
                Some('{') if !ext => {
                    i = skip_braces(p, i + 1) + 1;
                    continue;
                }
                Some('s' | 'n' | 't') => {
                    i += 2;
                    vec![" ".to_owned()]
                }
                Some('w' | 'S' | 'W') => {
                    i += 2;
                    vec!["x".to_owned()]
                }
                Some('d') => {
                    i += 2;
                    vec!["0".to_owned()]
                }
                Some('b' | 'B' | '<' | '>' | 'A' | 'z' | 'Z' | 'G') => {
                    i += 2;
                    vec![String::new()]
                }
                Some(d) if d.is_ascii_digit() => {
                    i += 2;
                    vec![String::new()]
                }
                Some(other) => {
                    i += 2;
                    vec![other.to_string()]
                }
                None => {
                    i += 1;
                    vec!["\\".to_owned()]
                }
            },
            '(' if ext && depth < 8 => {
                // `(?:…)`, `(?i)`, `(?P<name>…)`: group prefixes.
                let mut j = i + 1;
                if p.get(j) == Some(&'?') {
                    j += 1;
                    if p.get(j) == Some(&'P') {
                        j += 1;
                    }
                    if p.get(j) == Some(&'<') {
                        while p.get(j).is_some_and(|c| *c != '>') {
                            j += 1;
                        }
                        j += 1;
                    } else {
                        while p
                            .get(j)
                            .is_some_and(|c| c.is_ascii_alphabetic() || *c == '-')
                        {
                            j += 1;
                        }
                        if p.get(j) == Some(&':') {
                            j += 1;
                        } else if p.get(j) == Some(&')') {
                            i = j + 1;
                            continue;
                        }
                    }
                }
                let (g, next) = alt(p, j, ext, depth + 1);
                if p.get(next) == Some(&')') {
                    i = next + 1;
                    acc = product(acc, &std::mem::replace(&mut last, g));
                    continue;
                }
                // Unbalanced: a literal parenthesis.
                i += 1;
                vec!["(".to_owned()]
            }
            '[' => {
                let (members, next) = bracket(p, i);
                i = next;
                members
            }
            '.' if matches!(p.get(i + 1), Some('*' | '+')) => {
                i += 2;
                vec![" ".to_owned(), " x ".to_owned()]
            }
            '^' | '$' => {
                i += 1;
                vec![String::new()]
            }
            '*' => {
                i += 1;
                optional(&mut last);
                continue;
            }
            '?' if ext => {
                i += 1;
                optional(&mut last);
                continue;
            }
            '+' if ext => {
                i += 1;
                continue;
            }
            '{' if ext && p.get(i + 1).is_some_and(char::is_ascii_digit) => {
                i = skip_braces(p, i) + 1;
                continue;
            }
            other => {
                i += 1;
                vec![other.to_string()]
            }
        };
        acc = product(acc, &std::mem::replace(&mut last, atom));
    }
    (product(acc, &last), i)
}

/// A quantifier that allows zero occurrences: the atom may be absent.
fn optional(last: &mut Vec<String>) {
    if !last.iter().any(String::is_empty) {
        last.push(String::new());
    }
}

/// Index of the `}` closing the `{` at `i`.
fn skip_braces(p: &[char], i: usize) -> usize {
    let mut j = i;
    while p.get(j).is_some_and(|c| *c != '}') {
        j += 1;
    }
    j
}

/// A bracket expression at `i`: a few of its members and the index after it.
fn bracket(p: &[char], i: usize) -> (Vec<String>, usize) {
    let mut j = i + 1;
    let negate = matches!(p.get(j), Some('^' | '!'));
    if negate {
        j += 1;
    }
    let mut members: Vec<String> = Vec::new();
    let mut first = true;
    while let Some(&c) = p.get(j) {
        if c == ']' && !first {
            j += 1;
            break;
        }
        first = false;
        if c == '[' && p.get(j + 1) == Some(&':') {
            let name_start = j + 2;
            let mut k = name_start;
            while p.get(k).is_some_and(|c| *c != ':') {
                k += 1;
            }
            let name: String = p.get(name_start..k).unwrap_or(&[]).iter().collect();
            members.push(
                match name.as_str() {
                    "space" | "blank" => " ",
                    "digit" => "0",
                    _ => "x",
                }
                .to_owned(),
            );
            j = k + 2;
            continue;
        }
        if c == '\\' {
            if let Some(n) = p.get(j + 1) {
                members.push(match n {
                    's' | 't' => " ".to_owned(),
                    'd' => "0".to_owned(),
                    'w' => "x".to_owned(),
                    o => o.to_string(),
                });
            }
            j += 2;
            continue;
        }
        if p.get(j + 1) == Some(&'-') && p.get(j + 2).is_some_and(|e| *e != ']') {
            members.push(c.to_string());
            j += 3;
            continue;
        }
        members.push(c.to_string());
        j += 1;
    }
    if negate || members.is_empty() {
        return (vec!["x".to_owned()], j);
    }
    members.dedup();
    members.truncate(3);
    (members, j)
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
    fn spellings_read_as_text() {
        let cases: &[(&str, &str)] = &[
            ("def[ ]handler", "def handler"),
            ("def\\s\\+handler", "def handler"),
            ("def\\s+handler", "def handler"),
            ("SPEC\\-001", "SPEC-001"),
            ("handler[(]", "handler("),
            ("(import|from) requests", "import requests"),
            ("(import|from) requests", "from requests"),
            ("\\(import\\|from\\) requests", "from requests"),
            ("^def[[:space:]]+handler", "def handler"),
            ("(?:class) Session", "class Session"),
            ("SPEC-0{2}1", "SPEC-01"),
            ("\\bhandler\\(", "handler("),
            ("[Ii]mport requests", "import requests"),
            ("SPEC.001", "SPEC.001"),
            ("\\bhandler\\s*(", "handler("),
            ("colou?r", "color"),
        ];
        for (p, want) in cases {
            let got = literals(p, false);
            assert!(got.iter().any(|g| g == want), "{p}: {got:?}");
        }
        assert_eq!(literals("a(b", true), vec!["a(b"]);
        assert!(literals(&"(a|b)".repeat(20), false).len() <= MAX);
    }
}
