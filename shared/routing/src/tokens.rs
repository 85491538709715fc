//! Tokens of a Python or JavaScript one-liner, so guards look at code, not
//! characters: `import neo4j` in a string or a comment is not an import, and
//! the module name in `require("neo4j-driver")` is a string token.
//!
//! A small hand-written lexer is enough: guards need names, string contents
//! and punctuation in order, not a syntax tree. Unterminated strings run to
//! the end (the text is someone else's program; it need not be valid).

/// One token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tok {
    /// An identifier or keyword.
    Name(String),
    /// A string literal's contents (escapes kept as written).
    Str(String),
    /// One punctuation character (`.`, `(`, `,`, `;` …) or a newline.
    Op(char),
    /// A number.
    Num,
}

/// The source language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    Python,
    /// JavaScript and TypeScript.
    JavaScript,
}

impl Lang {
    /// The language an interpreter runs (`python3` → Python, `node`/`deno`/`bun` → JavaScript).
    pub fn of_interpreter(name: &str) -> Option<Lang> {
        if crate::command::is_python(name) {
            return Some(Lang::Python);
        }
        matches!(name, "node" | "nodejs" | "deno" | "bun" | "ts-node" | "tsx")
            .then_some(Lang::JavaScript)
    }
}

/// Splits `src` into tokens; comments and whitespace (except newlines) dropped.
pub fn tokenize(src: &str, lang: Lang) -> Vec<Tok> {
    let chars: Vec<char> = src.chars().collect();
    let at = |i: usize| chars.get(i).copied();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(c) = at(i) {
        match c {
            '\n' => {
                out.push(Tok::Op('\n'));
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '#' if lang == Lang::Python => {
                while at(i).is_some_and(|c| c != '\n') {
                    i += 1;
                }
            }
            '/' if lang == Lang::JavaScript && at(i + 1) == Some('/') => {
                while at(i).is_some_and(|c| c != '\n') {
                    i += 1;
                }
            }
            '/' if lang == Lang::JavaScript && at(i + 1) == Some('*') => {
                i += 2;
                while at(i).is_some() && !(at(i) == Some('*') && at(i + 1) == Some('/')) {
                    i += 1;
                }
                i += 2;
            }
            '\'' | '"' => {
                let (s, end) = string(&chars, i, lang);
                out.push(Tok::Str(s));
                i = end;
            }
            '`' if lang == Lang::JavaScript => {
                let (s, end) = string(&chars, i, lang);
                out.push(Tok::Str(s));
                i = end;
            }
            c if c.is_alphabetic() || c == '_' || c == '$' => {
                let start = i;
                while at(i).is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
                    i += 1;
                }
                let name: String = chars.get(start..i).unwrap_or(&[]).iter().collect();
                // Python string prefixes: r"…", b'…', f"…", rb"…".
                if lang == Lang::Python
                    && name.len() <= 2
                    && name.chars().all(|c| "rRbBuUfF".contains(c))
                    && matches!(at(i), Some('\'' | '"'))
                {
                    let (s, end) = string(&chars, i, lang);
                    out.push(Tok::Str(s));
                    i = end;
                } else {
                    out.push(Tok::Name(name));
                }
            }
            c if c.is_ascii_digit() => {
                while at(i).is_some_and(|c| c.is_alphanumeric() || c == '.' || c == '_') {
                    i += 1;
                }
                out.push(Tok::Num);
            }
            '\\' if at(i + 1) == Some('\n') => i += 2,
            c => {
                out.push(Tok::Op(c));
                i += 1;
            }
        }
    }
    out
}

/// The string starting at `start` (a quote): its contents and the index after it.
fn string(chars: &[char], start: usize, lang: Lang) -> (String, usize) {
    let at = |i: usize| chars.get(i).copied();
    let Some(q) = at(start) else {
        return (String::new(), start + 1);
    };
    let triple = lang == Lang::Python && at(start + 1) == Some(q) && at(start + 2) == Some(q);
    let mut i = if triple { start + 3 } else { start + 1 };
    let body_start = i;
    loop {
        match at(i) {
            None => return (chars.get(body_start..).unwrap_or(&[]).iter().collect(), i),
            Some('\\') => i += 2,
            Some(c) if c == q => {
                if !triple {
                    return (
                        chars.get(body_start..i).unwrap_or(&[]).iter().collect(),
                        i + 1,
                    );
                }
                if at(i + 1) == Some(q) && at(i + 2) == Some(q) {
                    return (
                        chars.get(body_start..i).unwrap_or(&[]).iter().collect(),
                        i + 3,
                    );
                }
                i += 1;
            }
            // A plain (non-triple) Python or JS quote string ends at a newline.
            Some('\n') if !triple && q != '`' => {
                return (chars.get(body_start..i).unwrap_or(&[]).iter().collect(), i);
            }
            Some(_) => i += 1,
        }
    }
}

/// The modules a program imports: Python `import a.b, c`, `from a.b import x`,
/// `__import__("m")`, `importlib.import_module("m")`; JavaScript
/// `require("m")`, `import … from "m"`, `import "m"`, `import("m")`.
pub fn imports(src: &str, lang: Lang) -> Vec<String> {
    let toks = tokenize(src, lang);
    let t = |i: usize| toks.get(i);
    let name = |i: usize| match toks.get(i) {
        Some(Tok::Name(n)) => Some(n.as_str()),
        _ => None,
    };
    let string_arg = |i: usize| match (t(i), t(i + 1)) {
        (Some(Tok::Op('(')), Some(Tok::Str(s))) => Some(s.clone()),
        _ => None,
    };
    let mut out = Vec::new();
    // The `import` of `from m import x` names members, not modules.
    let mut member_import = None;
    for i in 0..toks.len() {
        match (lang, name(i)) {
            (Lang::Python, Some("import")) if member_import != Some(i) => {
                // import a.b as c, d
                let mut j = i + 1;
                loop {
                    let (dotted, next) = dotted_name(&toks, j);
                    if dotted.is_empty() {
                        break;
                    }
                    out.push(dotted);
                    j = next;
                    if name(j) == Some("as") {
                        j += 2;
                    }
                    if t(j) == Some(&Tok::Op(',')) {
                        j += 1;
                    } else {
                        break;
                    }
                }
            }
            (Lang::Python, Some("from")) => {
                let (dotted, next) = dotted_name(&toks, i + 1);
                if !dotted.is_empty() && name(next) == Some("import") {
                    out.push(dotted);
                    member_import = Some(next);
                }
            }
            (Lang::Python, Some("__import__" | "import_module")) => out.extend(string_arg(i + 1)),
            (Lang::JavaScript, Some("require")) => out.extend(string_arg(i + 1)),
            (Lang::JavaScript, Some("import")) => match t(i + 1) {
                Some(Tok::Str(s)) => out.push(s.clone()),
                Some(Tok::Op('(')) => out.extend(string_arg(i + 1)),
                _ => {
                    // import x from "m"; import { a } from "m"
                    let mut j = i + 1;
                    while let Some(tok) = t(j) {
                        match tok {
                            Tok::Name(n) if n == "from" => {
                                if let Some(Tok::Str(s)) = t(j + 1) {
                                    out.push(s.clone());
                                }
                                break;
                            }
                            Tok::Op(';' | '\n') => break,
                            _ => j += 1,
                        }
                    }
                }
            },
            _ => {}
        }
    }
    out
}

/// `a.b.c` starting at `i`: the name and the index after it.
fn dotted_name(toks: &[Tok], mut i: usize) -> (String, usize) {
    let mut out = String::new();
    while let Some(Tok::Name(n)) = toks.get(i) {
        out.push_str(n);
        if toks.get(i + 1) == Some(&Tok::Op('.')) && matches!(toks.get(i + 2), Some(Tok::Name(_))) {
            out.push('.');
            i += 2;
        } else {
            return (out, i + 1);
        }
    }
    (out, i)
}

/// True when `module` is `wanted` or inside it (`neo4j.time` in `neo4j`,
/// `neo4j-driver/lib` in `neo4j-driver`).
pub fn module_in(module: &str, wanted: &str) -> bool {
    module == wanted
        || module
            .strip_prefix(wanted)
            .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('/'))
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
    fn python_imports() {
        let cases: &[(&str, &[&str])] = &[
            ("import neo4j", &["neo4j"]),
            ("import os, neo4j.time as t", &["os", "neo4j.time"]),
            ("from neo4j import GraphDatabase", &["neo4j"]),
            (
                "from  neo4j.exceptions import X; print(1)",
                &["neo4j.exceptions"],
            ),
            ("x = __import__('neo4j')", &["neo4j"]),
            ("importlib.import_module(\"neo4j\")", &["neo4j"]),
            ("print('import neo4j')", &[]),
            ("# import neo4j\nprint(1)", &[]),
            ("s = '''\nimport neo4j\n'''", &[]),
            ("s = r\"from neo4j import x\"", &[]),
            ("yield from gen()", &[]),
        ];
        for (src, want) in cases {
            assert_eq!(
                imports(src, Lang::Python),
                want.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                "{src}"
            );
        }
    }

    #[test]
    fn js_imports() {
        let cases: &[(&str, &[&str])] = &[
            ("const n = require('neo4j-driver')", &["neo4j-driver"]),
            ("import neo4j from \"neo4j-driver\"", &["neo4j-driver"]),
            (
                "import { driver } from 'neo4j-driver'; x()",
                &["neo4j-driver"],
            ),
            ("import('neo4j-driver').then(m => m)", &["neo4j-driver"]),
            ("console.log(\"require('neo4j-driver')\")", &[]),
            ("// require('neo4j-driver')\n1", &[]),
            ("/* import x from 'neo4j-driver' */ 1", &[]),
        ];
        for (src, want) in cases {
            assert_eq!(
                imports(src, Lang::JavaScript),
                want.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                "{src}"
            );
        }
    }

    #[test]
    fn module_prefixes() {
        assert!(module_in("neo4j", "neo4j"));
        assert!(module_in("neo4j.time", "neo4j"));
        assert!(module_in("neo4j-driver/lib/x", "neo4j-driver"));
        assert!(!module_in("neo4jx", "neo4j"));
    }
}
