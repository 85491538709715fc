//! A word's value before the command runs, as far as it can be known:
//! `~`, `$HOME`, `$PWD` and variables assigned earlier in the same command
//! substituted (`D=$HOME/.local/state/gatehouse; printf x > "$D/s.json"`).
//! What stays unknown (a substitution, a glob, an unassigned variable) is
//! reported with the static prefix before it, so a target whose directory
//! is known can still be judged.

use std::collections::HashMap;
use std::path::Path;

/// Variables known so far: name to value (`None` when assigned something
/// only known at run time).
#[derive(Debug, Default)]
pub struct Vars {
    map: HashMap<String, Option<String>>,
}

/// A word's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    /// The text with every known variable substituted.
    pub text: String,
    /// True when all of it is known.
    pub known: bool,
    /// The known text before the first unknown part.
    pub prefix: String,
}

impl Vars {
    pub fn new(home: Option<&Path>, cwd: &Path) -> Vars {
        let mut map = HashMap::new();
        if let Some(h) = home {
            map.insert("HOME".to_owned(), Some(h.display().to_string()));
        }
        map.insert("PWD".to_owned(), Some(cwd.display().to_string()));
        Vars { map }
    }

    pub fn set(&mut self, name: &str, value: &Value) {
        self.map
            .insert(name.to_owned(), value.known.then(|| value.text.clone()));
    }

    /// Whether `name` was given a value (known or not) in this command, or
    /// differs from the machine's (`HOME`).
    pub fn assigned(&self, name: &str, machine: Option<&str>) -> bool {
        match self.map.get(name) {
            None => false,
            Some(v) => machine.is_none() || v.as_deref() != machine,
        }
    }

    /// The value of a shell word.
    pub fn value(&self, word: &shell::Word) -> Value {
        if !word.dynamic {
            return self.expand(&word.text, false);
        }
        self.expand(&word.text, true)
    }

    /// Substitutes `~` (leading), `$NAME` and `${NAME}` in quote-removed
    /// text. With `dynamic`, any `$`, backtick or glob left makes the rest
    /// unknown.
    pub fn expand(&self, text: &str, dynamic: bool) -> Value {
        let mut out = String::new();
        let mut prefix: Option<String> = None;
        let mut rest = text;
        if let Some(r) = rest.strip_prefix('~')
            && (r.is_empty() || r.starts_with('/'))
            && let Some(Some(h)) = self.map.get("HOME")
        {
            out.push_str(h);
            rest = r;
        }
        if !dynamic {
            out.push_str(rest);
            return Value {
                prefix: out.clone(),
                text: out,
                known: true,
            };
        }
        let mut chars = rest.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match c {
                '$' => {
                    let tail = rest.get(i + 1..).unwrap_or("");
                    let (name, used) = if let Some(b) = tail.strip_prefix('{') {
                        match b.find('}') {
                            Some(end) => (b.get(..end).unwrap_or(""), end + 2),
                            None => ("", 0),
                        }
                    } else {
                        let n = tail
                            .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                            .unwrap_or(tail.len());
                        (tail.get(..n).unwrap_or(""), n)
                    };
                    let plain = !name.is_empty()
                        && name
                            .chars()
                            .all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
                    match self.map.get(name) {
                        Some(Some(v)) if plain => {
                            out.push_str(v);
                            for _ in 0..used {
                                chars.next();
                            }
                        }
                        _ => {
                            prefix.get_or_insert_with(|| out.clone());
                            out.push(c);
                        }
                    }
                }
                '`' | '*' | '?' | '[' | '{' => {
                    prefix.get_or_insert_with(|| out.clone());
                    out.push(c);
                }
                _ => out.push(c),
            }
        }
        Value {
            known: prefix.is_none(),
            prefix: prefix.unwrap_or_else(|| out.clone()),
            text: out,
        }
    }
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
    fn expansion_table() {
        let mut v = Vars::new(Some(Path::new("/h")), Path::new("/w"));
        v.set(
            "D",
            &Value {
                text: "/h/.local/state/gatehouse".into(),
                known: true,
                prefix: String::new(),
            },
        );
        for (text, dynamic, want, known, prefix) in [
            ("~/.claude", false, "/h/.claude", true, "/h/.claude"),
            ("$HOME/x", true, "/h/x", true, "/h/x"),
            ("${HOME}/x", true, "/h/x", true, "/h/x"),
            (
                "$D/s.json",
                true,
                "/h/.local/state/gatehouse/s.json",
                true,
                "",
            ),
            ("$PWD/a", true, "/w/a", true, ""),
            ("$U/a", true, "$U/a", false, ""),
            (
                "$D/$S.json",
                true,
                "/h/.local/state/gatehouse/$S.json",
                false,
                "/h/.local/state/gatehouse/",
            ),
            ("a/*.json", true, "a/*.json", false, "a/"),
        ] {
            let got = v.expand(text, dynamic);
            assert_eq!(got.text, want, "{text}");
            assert_eq!(got.known, known, "{text}");
            if !prefix.is_empty() {
                assert_eq!(got.prefix, prefix, "{text}");
            }
        }
    }
}
