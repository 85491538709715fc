//! Path globs for `--treat-as-text`: `*` (within one path component), `**`
//! (any number of components), `?` (one character). A pattern without `/`
//! matches the file name in any directory, as in `.gitignore`.

/// Whether `pattern` matches the repository-relative `path`.
pub fn matches(pattern: &str, path: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    if !pattern.contains('/') {
        let name = path.rsplit('/').next().unwrap_or(path);
        let n: Vec<char> = name.chars().collect();
        return matches_at(&p, &n);
    }
    let n: Vec<char> = path.chars().collect();
    matches_at(&p, &n)
}

fn matches_at(p: &[char], n: &[char]) -> bool {
    match p.split_first() {
        None => n.is_empty(),
        Some(('*', rest)) => {
            if let Some(('*', rest2)) = rest.split_first() {
                // `**/` may also match zero directories.
                let rest2 = match rest2.split_first() {
                    Some(('/', r)) if matches_at(r, n) => return true,
                    _ => rest2,
                };
                (0..=n.len()).any(|i| n.get(i..).is_some_and(|t| matches_at(rest2, t)))
            } else {
                for i in 0..=n.len() {
                    if let Some(t) = n.get(i..)
                        && matches_at(rest, t)
                    {
                        return true;
                    }
                    if n.get(i) == Some(&'/') {
                        break;
                    }
                }
                false
            }
        }
        Some(('?', rest)) => match n.split_first() {
            Some((c, t)) if *c != '/' => matches_at(rest, t),
            _ => false,
        },
        Some((c, rest)) => match n.split_first() {
            Some((d, t)) if d == c => matches_at(rest, t),
            _ => false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn cases() {
        let cases = [
            ("basename_star", "*.png", "img/a/logo.png", true),
            ("basename_other_ext", "*.png", "img/logo.jpg", false),
            ("star_stays_in_component", "docs/*.md", "docs/a/b.md", false),
            ("star_in_component", "docs/*.md", "docs/b.md", true),
            ("double_star", "docs/**/*.md", "docs/a/b/c.md", true),
            ("double_star_zero_dirs", "docs/**/*.md", "docs/c.md", true),
            ("question", "a?.txt", "ab.txt", true),
            ("question_not_slash", "a?b", "a/b", false),
            ("exact", "LICENSE", "LICENSE", true),
            (
                "leading_double_star",
                "**/fixtures/**",
                "x/fixtures/y/z.rs",
                true,
            ),
        ];
        for (name, p, path, want) in cases {
            assert_eq!(matches(p, path), want, "{name}: {p} vs {path}");
        }
    }
}
