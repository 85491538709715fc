//! Path globs for configuration (`protect = [".claude/*.json", "**/secrets/**"]`).
//!
//! `*` and `?` stay within one path segment, `**` crosses segments, and `**/`
//! also matches nothing (so `a/**/b` matches `a/b`). Matching is a small
//! dynamic programme over bytes: no regex is compiled, so a guard pays nothing
//! at start-up for globs it does not use.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    Byte(u8),
    Any,         // ?
    Star,        // *
    Globstar,    // ** (not followed by /)
    GlobstarDir, // **/
}

fn tokens(pattern: &str) -> Vec<Tok> {
    let b = pattern.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        match c {
            b'*' if b.get(i + 1) == Some(&b'*') => {
                if b.get(i + 2) == Some(&b'/') {
                    out.push(Tok::GlobstarDir);
                    i += 3;
                } else {
                    out.push(Tok::Globstar);
                    i += 2;
                }
            }
            b'*' => {
                out.push(Tok::Star);
                i += 1;
            }
            b'?' => {
                out.push(Tok::Any);
                i += 1;
            }
            _ => {
                out.push(Tok::Byte(c));
                i += 1;
            }
        }
    }
    out
}

/// Whether `path` matches `pattern` as a whole.
pub fn matches(pattern: &str, path: &str) -> bool {
    let p = tokens(pattern);
    let t = path.as_bytes();
    // reach[j] = the pattern prefix consumed so far can end at text index j.
    let mut reach = vec![false; t.len() + 1];
    if let Some(first) = reach.first_mut() {
        *first = true;
    }
    for tok in &p {
        let mut next = vec![false; t.len() + 1];
        for j in 0..=t.len() {
            if !reach.get(j).copied().unwrap_or(false) {
                continue;
            }
            match tok {
                Tok::Byte(c) => {
                    if t.get(j) == Some(c) {
                        set(&mut next, j + 1);
                    }
                }
                Tok::Any => {
                    if t.get(j).is_some_and(|&c| c != b'/') {
                        set(&mut next, j + 1);
                    }
                }
                Tok::Star => {
                    set(&mut next, j);
                    let mut k = j;
                    while t.get(k).is_some_and(|&c| c != b'/') {
                        k += 1;
                        set(&mut next, k);
                    }
                }
                Tok::Globstar => {
                    for k in j..=t.len() {
                        set(&mut next, k);
                    }
                }
                Tok::GlobstarDir => {
                    set(&mut next, j);
                    for k in j..t.len() {
                        if t.get(k) == Some(&b'/') {
                            set(&mut next, k + 1);
                        }
                    }
                }
            }
        }
        reach = next;
    }
    reach.last().copied().unwrap_or(false)
}

fn set(v: &mut [bool], i: usize) {
    if let Some(x) = v.get_mut(i) {
        *x = true;
    }
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn table() {
        let cases: &[(&str, &str, bool)] = &[
            (".claude/settings.json", ".claude/settings.json", true),
            (".claude/*.json", ".claude/settings.json", true),
            (".claude/*.json", ".claude/x/settings.json", false),
            ("**/context.json", "context.json", true),
            ("**/context.json", "a/b/context.json", true),
            ("**/context.json", "a/b/context.jsonx", false),
            ("a/**/b", "a/b", true),
            ("a/**/b", "a/x/y/b", true),
            ("a/**", "a/x/y", true),
            ("src/**/*.py", "src/pkg/mod.py", true),
            ("src/**/*.py", "src/mod.py", true),
            ("src/**/*.py", "tests/mod.py", false),
            ("?.txt", "a.txt", true),
            ("?.txt", "/.txt", false),
            ("*", "", true),
            ("", "", true),
            ("", "a", false),
        ];
        for (p, t, want) in cases {
            assert_eq!(matches(p, t), *want, "{p} vs {t}");
        }
    }
}
