//! Finds test doubles (mocks, fakes, stubs, dummies) in Python source.
//!
//! Shared by `no-doubles-py` (PreToolUse on Write/Edit) and
//! `forbidden-doubles-stop` (Stop), so both guards judge code the same way.
//! The reference fleet's rule RUL-002 is "real infrastructure only"; its
//! `no-doubles-py.sh` stripped strings and comments with Python's own
//! `tokenize` before matching, because a docstring that *mentions* `Mock` is
//! not a test double. This crate does the same with a small Python tokenizer
//! written here (prefixed, triple-quoted, raw and f-strings, comments, line
//! continuations), then reads the token stream:
//!
//! - imports of `unittest.mock`, `mock`, `pytest_mock` (`from unittest import mock` too);
//! - uses of `Mock`, `MagicMock`, `AsyncMock`, `NonCallableMock`, `PropertyMock`,
//!   `create_autospec`, `mock_open`, `patch(...)`, `@patch`, `patch.object`,
//!   `mock.<anything double>`, `mocker` / `mocker.<anything>`;
//! - classes and functions *defined* with a `Fake`/`Stub`/`Mock`/`Dummy` name.
//!
//! An attribute call on something else (`requests.patch(url)`,
//! `session.patch(...)`) is not a mock; neither is a bare `patch` the file
//! imported from another module or defined itself.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// What kind of test double a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// An import of a mocking library.
    Import,
    /// A use of a mocking API.
    Use,
    /// A class or function defined with a double's name.
    Definition,
}

/// One test double found in the source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// 1-based line in the text that was scanned.
    pub line: usize,
    pub kind: Kind,
    /// The construct, as written: `unittest.mock`, `MagicMock`, `patch.object`, `class FakeClock`.
    pub what: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = match self.kind {
            Kind::Import => "imports",
            Kind::Use => "uses",
            Kind::Definition => "defines",
        };
        write!(f, "line {}: {verb} `{}`", self.line, self.what)
    }
}

/// Names from `unittest.mock` that create a double wherever they appear bare.
const MOCK_NAMES: &[&str] = &[
    "Mock",
    "MagicMock",
    "AsyncMock",
    "NonCallableMock",
    "NonCallableMagicMock",
    "PropertyMock",
    "create_autospec",
    "mock_open",
    "patch",
];

/// Modules whose import is itself a test double.
const MOCK_MODULES: &[&str] = &["unittest.mock", "mock", "pytest_mock"];

/// Every test double in `src`, in source order.
pub fn find(src: &str) -> Vec<Finding> {
    let toks = tokenize(src);
    let mut out = Vec::new();
    let ctx = Context::of(&toks);
    let mut seen = BTreeSet::new();
    let mut push = |f: Finding| {
        if seen.insert((f.line, f.kind, f.what.clone())) {
            out.push(f);
        }
    };
    let name_at = |i: usize| match toks.get(i) {
        Some(Token {
            tok: Tok::Name(n), ..
        }) => Some(*n),
        _ => None,
    };
    let op_at = |i: usize| match toks.get(i) {
        Some(Token {
            tok: Tok::Op(c), ..
        }) => Some(*c),
        _ => None,
    };
    // Tokens before `skip` belong to an import statement already judged.
    let mut skip = 0;
    let mut i = 0;
    while let Some(t) = toks.get(i) {
        i += 1;
        let Tok::Name(name) = t.tok else { continue };
        let i = i - 1;
        let line = t.line;
        let prev_name = i.checked_sub(1).and_then(name_at);
        let prev_op = i.checked_sub(1).and_then(op_at);
        if i < skip {
            continue;
        }
        match name {
            "import" => {
                for module in imported_modules(&toks, i + 1) {
                    if is_mock_module(&module) {
                        push(Finding {
                            line,
                            kind: Kind::Import,
                            what: module,
                        });
                    }
                }
                skip = end_of_statement(&toks, i);
                continue;
            }
            "from" => {
                if let Some((module, names)) = from_import(&toks, i + 1) {
                    if is_mock_module(&module) {
                        push(Finding {
                            line,
                            kind: Kind::Import,
                            what: module,
                        });
                    } else if module == "unittest" && names.iter().any(|n| n == "mock") {
                        push(Finding {
                            line,
                            kind: Kind::Import,
                            what: "unittest.mock".into(),
                        });
                    }
                    skip = end_of_statement(&toks, i);
                }
                continue;
            }
            _ => {}
        }
        if matches!(prev_name, Some("def" | "class")) {
            if is_double_name(name) {
                let what = format!("{} {name}", prev_name.unwrap_or_default());
                push(Finding {
                    line,
                    kind: Kind::Definition,
                    what,
                });
            }
            continue;
        }
        if prev_op == Some('.') {
            // An attribute: a double only when its owner is the mock module
            // or the pytest-mock fixture (`requests.patch(url)` is HTTP).
            let owner = i.checked_sub(2).and_then(name_at);
            match owner {
                Some("mocker") => push(Finding {
                    line,
                    kind: Kind::Use,
                    what: format!("mocker.{name}"),
                }),
                Some("mock") if MOCK_NAMES.contains(&name) => {
                    push(Finding {
                        line,
                        kind: Kind::Use,
                        what: format!("mock.{name}"),
                    });
                }
                _ => {}
            }
            continue;
        }
        if name == "mocker" {
            if op_at(i + 1) != Some('.') {
                push(Finding {
                    line,
                    kind: Kind::Use,
                    what: "mocker".into(),
                });
            }
            continue;
        }
        if name == "mock" && op_at(i + 1) == Some('.') && ctx.mock_module_imported {
            // `mock.patch(...)` is reported on the attribute; nothing here.
            continue;
        }
        if MOCK_NAMES.contains(&name) && !ctx.foreign.contains(name) {
            if name == "patch" {
                // A bare `patch` is `mock.patch` only when used like it.
                let decorated = prev_op == Some('@');
                let called = op_at(i + 1) == Some('(');
                let attr = op_at(i + 1) == Some('.');
                if !(decorated || called || attr) {
                    continue;
                }
                if let Some(member) = name_at(i + 2).filter(|_| attr) {
                    push(Finding {
                        line,
                        kind: Kind::Use,
                        what: format!("patch.{member}"),
                    });
                    continue;
                }
            }
            push(Finding {
                line,
                kind: Kind::Use,
                what: name.to_string(),
            });
        }
    }
    out
}

/// The doubles present in `after` beyond those already in `before`
/// (counted per construct, so moving a line is not an introduction).
pub fn introduced(before: &str, after: &str) -> Vec<Finding> {
    let mut had: BTreeMap<(Kind, String), usize> = BTreeMap::new();
    for f in find(before) {
        *had.entry((f.kind, f.what)).or_default() += 1;
    }
    find(after)
        .into_iter()
        .filter(|f| match had.get_mut(&(f.kind, f.what.clone())) {
            Some(n) if *n > 0 => {
                *n -= 1;
                false
            }
            _ => true,
        })
        .collect()
}

/// True for a name a test double is given: `Fake`, `Stub`, `Mock` or `Dummy`
/// followed by nothing, `_`, a digit or a capital (`FakeClock`, `stub_api`),
/// but not `Faker` or `stubborn`.
pub fn is_double_name(name: &str) -> bool {
    let bare = name.trim_start_matches('_');
    ["fake", "stub", "mock", "dummy"].iter().any(|prefix| {
        let Some(head) = bare.get(..prefix.len()) else {
            return false;
        };
        if !head.eq_ignore_ascii_case(prefix) {
            return false;
        }
        match bare
            .get(prefix.len()..)
            .and_then(|rest| rest.chars().next())
        {
            None => true,
            Some(c) => c == '_' || c.is_ascii_digit() || c.is_uppercase(),
        }
    })
}

fn is_mock_module(module: &str) -> bool {
    MOCK_MODULES.iter().any(|m| {
        module == *m
            || module
                .strip_prefix(m)
                .is_some_and(|rest| rest.starts_with('.'))
    })
}

/// Facts about the whole file that change how a bare name reads.
struct Context<'a> {
    /// Bare names that come from somewhere other than a mock module
    /// (imported from another module, or defined in this file).
    foreign: BTreeSet<&'a str>,
    mock_module_imported: bool,
}

impl<'a> Context<'a> {
    fn of(toks: &[Token<'a>]) -> Context<'a> {
        let mut foreign = BTreeSet::new();
        let mut mock_module_imported = false;
        let mut skip = 0;
        for (i, t) in toks.iter().enumerate() {
            if i < skip {
                continue;
            }
            match t.tok {
                Tok::Name("def" | "class") => {
                    if let Some(Token {
                        tok: Tok::Name(n), ..
                    }) = toks.get(i + 1)
                    {
                        foreign.insert(*n);
                    }
                }
                Tok::Name("import")
                    if imported_modules(toks, i + 1)
                        .iter()
                        .any(|m| is_mock_module(m)) =>
                {
                    mock_module_imported = true;
                }
                Tok::Name("from") => {
                    if let Some((module, _)) = from_import(toks, i + 1) {
                        if is_mock_module(&module) || module == "unittest" {
                            mock_module_imported = true;
                        } else {
                            for n in from_import_names(toks, i + 1) {
                                foreign.insert(n);
                            }
                        }
                        skip = end_of_statement(toks, i);
                    }
                }
                _ => {}
            }
        }
        Context {
            foreign,
            mock_module_imported,
        }
    }
}

/// The index of the logical line end after token `i`.
fn end_of_statement(toks: &[Token<'_>], i: usize) -> usize {
    toks.iter()
        .skip(i)
        .position(|t| t.tok == Tok::Newline || t.tok == Tok::Op(';'))
        .map_or(toks.len(), |p| p + i)
}

/// A dotted name starting at `i`: (`a.b.c`, index after it).
fn dotted(toks: &[Token<'_>], mut i: usize) -> Option<(String, usize)> {
    let mut out = String::new();
    loop {
        let Some(Token {
            tok: Tok::Name(n), ..
        }) = toks.get(i)
        else {
            return if out.is_empty() { None } else { Some((out, i)) };
        };
        out.push_str(n);
        i += 1;
        match toks.get(i) {
            Some(Token {
                tok: Tok::Op('.'), ..
            }) => {
                out.push('.');
                i += 1;
            }
            _ => return Some((out, i)),
        }
    }
}

/// Modules named by `import a.b, c as d` (tokens after `import`).
fn imported_modules(toks: &[Token<'_>], mut i: usize) -> Vec<String> {
    let mut out = Vec::new();
    while let Some((module, next)) = dotted(toks, i) {
        out.push(module);
        i = next;
        if let Some(Token {
            tok: Tok::Name("as"),
            ..
        }) = toks.get(i)
        {
            i += 2;
        }
        match toks.get(i) {
            Some(Token {
                tok: Tok::Op(','), ..
            }) => i += 1,
            _ => break,
        }
    }
    out
}

/// `from <module> import <names>`: the module, and the imported names.
fn from_import(toks: &[Token<'_>], i: usize) -> Option<(String, Vec<String>)> {
    let (module, next) = dotted(toks, i)?;
    match toks.get(next) {
        Some(Token {
            tok: Tok::Name("import"),
            ..
        }) => {}
        _ => return None,
    }
    let names = from_imported_names(toks, i)
        .into_iter()
        .map(str::to_string)
        .collect();
    Some((module, names))
}

/// The names a `from m import a, b as c` takes from `m`: `a`, `b` (an alias
/// does not hide what was imported: `from unittest import mock as m`).
fn from_imported_names<'a>(toks: &[Token<'a>], i: usize) -> Vec<&'a str> {
    let Some((_, next)) = dotted(toks, i) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut j = next + 1;
    let mut depth = 0usize;
    let mut alias = false;
    while let Some(t) = toks.get(j) {
        match t.tok {
            Tok::Op('(') => depth += 1,
            Tok::Op(')') => depth = depth.saturating_sub(1),
            Tok::Newline if depth == 0 => break,
            Tok::Name("as") => alias = true,
            Tok::Name(_) if alias => alias = false,
            Tok::Name(n) => out.push(n),
            _ => {}
        }
        j += 1;
    }
    out
}

/// The names bound by `from m import a, b as c, (d, e)`: `a`, `c`, `d`, `e`.
fn from_import_names<'a>(toks: &[Token<'a>], i: usize) -> Vec<&'a str> {
    let Some((_, next)) = dotted(toks, i) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut j = next + 1;
    let mut depth = 0usize;
    while let Some(t) = toks.get(j) {
        match t.tok {
            Tok::Op('(') => depth += 1,
            Tok::Op(')') => depth = depth.saturating_sub(1),
            Tok::Newline if depth == 0 => break,
            Tok::Name("as") => {
                out.pop();
            }
            Tok::Name(n) => out.push(n),
            _ => {}
        }
        j += 1;
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok<'a> {
    Name(&'a str),
    Op(char),
    /// End of a logical line (not emitted inside brackets).
    Newline,
}

#[derive(Debug, Clone, Copy)]
struct Token<'a> {
    tok: Tok<'a>,
    line: usize,
}

/// Python tokens that matter here: names and operators. Strings (with any
/// prefix, triple-quoted, f-strings with nested quotes), comments and numbers
/// are dropped, so text inside them can never look like code.
fn tokenize(src: &str) -> Vec<Token<'_>> {
    let mut s = Scanner {
        src,
        pos: 0,
        line: 1,
    };
    let mut out = Vec::new();
    let mut depth = 0usize;
    while let Some(c) = s.peek() {
        match c {
            '#' => s.skip_line(),
            '\\' => {
                s.bump();
                if s.peek() == Some('\r') {
                    s.bump();
                }
                if s.peek() == Some('\n') {
                    s.bump();
                }
            }
            '\n' => {
                let line = s.line;
                s.bump();
                if depth == 0 {
                    out.push(Token {
                        tok: Tok::Newline,
                        line,
                    });
                }
            }
            '\'' | '"' => s.string(false),
            c if c.is_ascii_digit() => {
                while s
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
                {
                    s.bump();
                }
            }
            c if is_ident_start(c) => {
                let start = s.pos;
                let line = s.line;
                while s.peek().is_some_and(is_ident_char) {
                    s.bump();
                }
                let word = src.get(start..s.pos).unwrap_or_default();
                if matches!(s.peek(), Some('\'' | '"')) && is_string_prefix(word) {
                    let f = word.chars().any(|c| matches!(c, 'f' | 'F' | 't' | 'T'));
                    s.string(f);
                } else {
                    out.push(Token {
                        tok: Tok::Name(word),
                        line,
                    });
                }
            }
            c if c.is_whitespace() => s.bump(),
            c => {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                out.push(Token {
                    tok: Tok::Op(c),
                    line: s.line,
                });
                s.bump();
            }
        }
    }
    out
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

fn is_string_prefix(word: &str) -> bool {
    word.len() <= 2
        && word
            .chars()
            .all(|c| matches!(c.to_ascii_lowercase(), 'r' | 'b' | 'u' | 'f' | 't'))
}

struct Scanner<'a> {
    src: &'a str,
    pos: usize,
    line: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<char> {
        self.src.get(self.pos..).and_then(|r| r.chars().next())
    }

    fn peek_at(&self, n: usize) -> Option<char> {
        self.src.get(self.pos..).and_then(|r| r.chars().nth(n))
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.pos += c.len_utf8();
            if c == '\n' {
                self.line += 1;
            }
        }
    }

    fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
    }

    /// Skips a string literal starting at the opening quote. An unterminated
    /// single-quoted string ends at the line end (as Python's tokenizer
    /// recovers); an unterminated triple-quoted one runs to the end.
    fn string(&mut self, fstring: bool) {
        let Some(q) = self.peek() else { return };
        let triple = self.peek_at(1) == Some(q) && self.peek_at(2) == Some(q);
        let n = if triple { 3 } else { 1 };
        for _ in 0..n {
            self.bump();
        }
        while let Some(c) = self.peek() {
            if c == '\\' {
                self.bump();
                self.bump();
                continue;
            }
            if c == '\n' && !triple {
                return;
            }
            if fstring && c == '{' {
                if self.peek_at(1) == Some('{') {
                    self.bump();
                    self.bump();
                } else {
                    self.bump();
                    self.fstring_expr();
                }
                continue;
            }
            if c == q && (!triple || (self.peek_at(1) == Some(q) && self.peek_at(2) == Some(q))) {
                for _ in 0..n {
                    self.bump();
                }
                return;
            }
            self.bump();
        }
    }

    /// Skips a replacement field `{...}` of an f-string, which may hold
    /// nested strings with the same quote (Python 3.12).
    fn fstring_expr(&mut self) {
        let mut depth = 1usize;
        while let Some(c) = self.peek() {
            match c {
                '\'' | '"' => self.string(false),
                '{' => {
                    depth += 1;
                    self.bump();
                }
                '}' => {
                    self.bump();
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => self.bump(),
            }
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

    fn whats(src: &str) -> Vec<String> {
        find(src).into_iter().map(|f| f.what).collect()
    }

    #[test]
    fn table() {
        // (name, source, expected constructs)
        let cases: &[(&str, &str, &[&str])] = &[
            (
                "import unittest.mock",
                "import unittest.mock\n",
                &["unittest.mock"],
            ),
            (
                "from unittest.mock import",
                "from unittest.mock import MagicMock\nm = MagicMock()\n",
                &["unittest.mock", "MagicMock"],
            ),
            (
                "from unittest import mock",
                "from unittest import mock\nmock.patch('x')\n",
                &["unittest.mock", "mock.patch"],
            ),
            (
                "from unittest import mock as an alias (found when judging no-doubles-py)",
                "from unittest import mock as m\n",
                &["unittest.mock"],
            ),
            ("import mock as m", "import os, mock as m\n", &["mock"]),
            (
                "pytest_mock import",
                "from pytest_mock import MockerFixture\n",
                &["pytest_mock"],
            ),
            (
                "mocker fixture",
                "def test_x(mocker):\n    mocker.patch('a.b')\n",
                &["mocker", "mocker.patch"],
            ),
            (
                "decorator patch",
                "@patch('a.b')\ndef test(): pass\n",
                &["patch"],
            ),
            (
                "patch.object",
                "with patch.object(Cls, 'm'):\n    pass\n",
                &["patch.object"],
            ),
            (
                "create_autospec",
                "x = create_autospec(Thing)\n",
                &["create_autospec"],
            ),
            ("AsyncMock", "client = AsyncMock()\n", &["AsyncMock"]),
            (
                "class FakeClock",
                "class FakeClock:\n    pass\n",
                &["class FakeClock"],
            ),
            (
                "def stub_api",
                "def stub_api():\n    return 1\n",
                &["def stub_api"],
            ),
            (
                "class Dummy",
                "class Dummy(object): pass\n",
                &["class Dummy"],
            ),
            (
                "private _MockServer",
                "class _MockServer: pass\n",
                &["class _MockServer"],
            ),
            (
                "requests.patch is http",
                "import requests\nrequests.patch(url, json={})\n",
                &[],
            ),
            ("session.patch is http", "self.session.patch(url)\n", &[]),
            (
                "patch imported elsewhere",
                "from httpx import patch\npatch(url)\n",
                &[],
            ),
            (
                "patch defined here",
                "def patch(url):\n    pass\npatch(u)\n",
                &[],
            ),
            ("bare patch word", "patch = load()\n", &[]),
            (
                "Faker is not fake",
                "from faker import Faker\nclass Fakery: pass\n",
                &[],
            ),
            ("stubborn", "def stubborn(): pass\n", &[]),
            ("mock in comment", "# use MagicMock here\nx = 1\n", &[]),
            (
                "mock in docstring",
                "def f():\n    \"\"\"Never Mock() or patch() this.\n    from unittest.mock import x\n    \"\"\"\n",
                &[],
            ),
            (
                "mock in string",
                "s = 'MagicMock()'\nt = \"patch('x')\"\n",
                &[],
            ),
            ("mock in raw bytes string", "s = rb'Mock()'\n", &[]),
            ("mock in fstring", "s = f\"{x['Mock']} MagicMock\"\n", &[]),
            (
                "nested fstring quotes",
                "s = f\"{d[\"k\"]} Mock()\"\nm = Mock()\n",
                &["Mock"],
            ),
            ("escaped quote", "s = 'it\\'s Mock()'\n", &[]),
            ("continuation", "x = \\\n    MagicMock()\n", &["MagicMock"]),
            (
                "unterminated string",
                "s = 'Mock(\nm = MagicMock()\n",
                &["MagicMock"],
            ),
            (
                "yield from is not import",
                "def g():\n    yield from mock_things()\n",
                &[],
            ),
            (
                "relative module named mock",
                "from .mock import helper\n",
                &[],
            ),
        ];
        for (name, src, want) in cases {
            assert_eq!(whats(src), want.to_vec(), "case {name}");
        }
    }

    #[test]
    fn line_numbers() {
        let f = find("x = 1\n\ny = MagicMock()\n");
        assert_eq!(f[0].line, 3);
        assert_eq!(f[0].to_string(), "line 3: uses `MagicMock`");
    }

    #[test]
    fn introduced_counts_only_new_doubles() {
        let before = "from unittest.mock import MagicMock\nm = MagicMock()\n";
        let moved = "from unittest.mock import MagicMock\n\n\nm = MagicMock()\n";
        assert!(introduced(before, moved).is_empty());
        let more = "from unittest.mock import MagicMock\nm = MagicMock()\nn = MagicMock()\n";
        let new = introduced(before, more);
        assert_eq!(new.len(), 1);
        assert_eq!(new[0].what, "MagicMock");
        assert_eq!(new[0].line, 3);
        assert_eq!(introduced("", "class FakeDb: pass\n").len(), 1);
        assert!(introduced("class FakeDb: pass\n", "").is_empty());
    }

    #[test]
    fn double_names() {
        for yes in [
            "Fake",
            "FakeClock",
            "fake_db",
            "Stub1",
            "MockServer",
            "mock_api",
            "DummyRepo",
            "__fake",
        ] {
            assert!(is_double_name(yes), "{yes}");
        }
        for no in [
            "Faker",
            "stubborn",
            "mockingbird",
            "Dummyish",
            "fakery",
            "Real",
            "",
        ] {
            assert!(!is_double_name(no), "{no}");
        }
    }
}
