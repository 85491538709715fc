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
//! imported from another module, defined or bound itself (`major, minor,
//! patch = v.split(".")`, `for patch in …`).
//!
//! [`introduced_at`] (the `context` module) judges a file about to be written
//! by where and how a double is used: definitions count in test modules only,
//! and it finds the routes this token reader does not (other double
//! libraries, dynamic imports, NFKC spellings, `sys.modules` replacement).

mod context;

pub use context::{DOUBLE_LIBRARIES, fold, introduced_at, is_test_path};
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
///
/// One pass over the tokens, a logical line at a time (every rule looks only
/// within one statement), so memory stays at one line's tokens however large
/// the file: a 1 MB file is ~200,000 tokens, and holding them all cost more
/// in fresh pages than tokenizing did. A bare mock name (`patch(...)`) counts
/// only if the file does not import or define that name elsewhere, which is
/// known at the end, so those findings are held until then.
pub fn find(src: &str) -> Vec<Finding> {
    // A file without a trigger anywhere holds no double: no tokenizing.
    if !has_trigger(src) {
        return Vec::new();
    }
    let mut foreign: BTreeSet<&str> = BTreeSet::new();
    // (finding, the bare name it depends on not being foreign)
    let mut found: Vec<(Finding, Option<&str>)> = Vec::new();
    let mut lines = Lines::new(src);
    while let Some(toks) = lines.next_line() {
        collect_foreign(toks, &mut foreign);
        find_in_line(toks, &mut found);
    }
    settle(found, &foreign)
}

/// The findings that stand: a bare mock name the file imports from elsewhere
/// or defines is dropped, and each (line, kind, construct) is kept once.
fn settle(found: Vec<(Finding, Option<&str>)>, foreign: &BTreeSet<&str>) -> Vec<Finding> {
    let mut seen = BTreeSet::new();
    found
        .into_iter()
        .filter(|(_, bare)| bare.is_none_or(|name| !foreign.contains(name)))
        .map(|(f, _)| f)
        .filter(|f| seen.insert((f.line, f.kind, f.what.clone())))
        .collect()
}

/// Whether `text` holds `mock`, `fake`, `stub`, `dummy`, `patch` or
/// `autospec`, in any ASCII case: every name a finding can be about does
/// (the mock modules and names, `mocker`, `Fake*`/`Stub*`/`Mock*`/`Dummy*`).
fn has_trigger(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes
        .iter()
        .enumerate()
        .any(|(i, &b)| is_rare_trigger_letter(b) && trigger_at(bytes, i))
}

/// The letters every trigger holds one of (`k`: mock, fake; `b`: stub, double; `y`:
/// dummy, spy; `h`: patch; `u`: autospec, dummy, stub), in either case: they are
/// rare in code, so a scan checks for a trigger at few places.
fn is_rare_trigger_letter(b: u8) -> bool {
    matches!(b | 0x20, b'k' | b'b' | b'y' | b'h' | b'u')
}

/// What a byte means to [`Tokens::skim_line`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum ByteClass {
    Plain,
    /// Ends or continues a logical line differently: line end, comment,
    /// backslash, quote, bracket.
    Special,
    /// One of [`is_rare_trigger_letter`].
    RareLetter,
}

/// The class of every byte: one load, not a chain of compares (the skim
/// loop runs over every byte of code). `byte_classes_match_their_definition`
/// checks it against the sets it encodes.
#[rustfmt::skip]
static BYTE_CLASS: [ByteClass; 256] = {
    const P: ByteClass = ByteClass::Plain;
    const S: ByteClass = ByteClass::Special;
    const R: ByteClass = ByteClass::RareLetter;
    [
    P, P, P, P, P, P, P, P, P, P, S, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, S, S, P, P, P, S, S, S, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, R, P, P, P, P, P, R, P, P, R, P, P, P, P,
    P, P, P, P, P, R, P, P, P, R, P, S, S, S, P, P,
    P, P, R, P, P, P, P, P, R, P, P, R, P, P, P, P,
    P, P, P, P, P, R, P, P, P, R, P, S, P, S, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P,
    ]
};

fn byte_class(b: u8) -> ByteClass {
    BYTE_CLASS
        .get(usize::from(b))
        .copied()
        .unwrap_or(ByteClass::Plain)
}

/// Whether a trigger holds the rare letter at `bytes[i]` (ASCII case ignored).
fn trigger_at(bytes: &[u8], i: usize) -> bool {
    let word = |needle: &[u8], offset: usize| {
        i.checked_sub(offset)
            .and_then(|start| bytes.get(start..start + needle.len()))
            .is_some_and(|w| w.eq_ignore_ascii_case(needle))
    };
    match bytes.get(i).map(|b| b | 0x20) {
        Some(b'k') => word(b"mock", 3) || word(b"fake", 2),
        Some(b'b') => word(b"stub", 3) || word(b"double", 3),
        Some(b'y') => word(b"dummy", 4) || word(b"spy", 2),
        Some(b'h') => word(b"patch", 4),
        Some(b'u') => word(b"autospec", 1),
        _ => false,
    }
}

/// Whether the trigger at `bytes[i]` cannot make a finding, so that a
/// logical line whose every trigger is such needs no tokens. Two kinds:
///
/// - the name holding it is none that [`find_in_line`] or
///   [`collect_foreign`] acts on: not a mock name ([`MOCK_NAMES`]), not
///   `mock`, `mocker` or `pytest_mock` (every mock import names one of them
///   as a whole name), not a double's name ([`is_double_name`]) —
///   `dispatch(event)`, `patched = True`;
/// - it is an attribute other than `mock` and `mocker` (`session.patch(url)`):
///   a name right after a `.` (blanks between allowed). An attribute counts
///   only when its owner is `mock` or `mocker`, and such an owner is a
///   trigger of its own that is never harmless; imports, definitions and
///   imported names are never attributes. A `.` that ends a number is not an
///   attribute's (see below).
///
/// Only ASCII name bytes are read: a name with non-ASCII parts is judged by
/// its ASCII run, which can only make it count (`Fakeä` reads as `Fake`),
/// never hide it.
fn harmless_trigger(bytes: &[u8], i: usize) -> bool {
    let ident = |at: usize| {
        bytes
            .get(at)
            .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_')
    };
    let (mut start, mut end) = (i, i);
    while start > 0 && ident(start - 1) {
        start -= 1;
    }
    while ident(end) {
        end += 1;
    }
    let Some(name) = bytes.get(start..end) else {
        return false;
    };
    let text = std::str::from_utf8(name).unwrap_or_default();
    if !(MOCK_NAMES.contains(&text)
        || matches!(text, "mock" | "mocker" | "pytest_mock")
        || is_mocker(text)
        || is_double_name(text))
    {
        return true;
    }
    if matches!(text, "mock" | "mocker") || is_mocker(text) {
        return false;
    }
    // The `.` before it, blanks between allowed.
    let before = bytes.get(..start).unwrap_or_default();
    let Some(dot) = before.iter().rposition(|&b| b != b' ' && b != b'\t') else {
        return false;
    };
    if before.get(dot) != Some(&b'.') {
        return false;
    }
    // That `.` must be an operator, not the end of a number (`1.\tpatch` is
    // the number `1.` and a bare `patch`): in the run of name bytes and dots
    // it ends, no part between dots may start with a digit (a number
    // swallows the rest of such a run), and the run must not continue a
    // non-ASCII name.
    let head = before.get(..dot).unwrap_or_default();
    let run_start = head
        .iter()
        .rposition(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'.'))
        .map_or(0, |p| p + 1);
    if run_start > 0 && head.get(run_start - 1).is_some_and(|&b| b >= 0x80) {
        return false;
    }
    !head
        .get(run_start..)
        .unwrap_or_default()
        .split(|&b| b == b'.')
        .any(|part| part.first().is_some_and(u8::is_ascii_digit))
}

/// The doubles of one logical line (its tokens end with its `Newline`).
fn find_in_line<'a>(toks: &[Token<'a>], found: &mut Vec<(Finding, Option<&'a str>)>) {
    let mut push = |line: usize, kind: Kind, what: String, bare: Option<&'a str>| {
        found.push((Finding { line, kind, what }, bare));
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
    for (i, t) in toks.iter().enumerate() {
        let Tok::Name(name) = t.tok else { continue };
        if i < skip {
            continue;
        }
        let prev_op = i.checked_sub(1).and_then(op_at);
        // Most names cannot matter: only a statement keyword, a name with a
        // trigger, or an attribute of one (`mocker.spy`) can.
        if !(matches!(name, "import" | "from")
            || has_trigger(name)
            || (prev_op == Some('.')
                && i.checked_sub(2).and_then(name_at).is_some_and(has_trigger)))
        {
            continue;
        }
        let line = t.line;
        let prev_name = i.checked_sub(1).and_then(name_at);
        match name {
            "import" => {
                for module in imported_modules(toks, i + 1) {
                    if is_mock_module(&module) {
                        push(line, Kind::Import, module, None);
                    }
                }
                skip = end_of_statement(toks, i);
                continue;
            }
            "from" => {
                if let Some((module, names)) = from_import(toks, i + 1) {
                    if is_mock_module(&module) {
                        push(line, Kind::Import, module, None);
                    } else if module == "unittest" && names.iter().any(|n| n == "mock") {
                        push(line, Kind::Import, "unittest.mock".into(), None);
                    } else {
                        // A double made elsewhere and brought in by name
                        // (`from helpers import FakeClock`): counted as a
                        // definition here, so it counts where definitions do.
                        // Only from the project's own test helpers: a library's
                        // `Dummy` (sympy) or `DummyIndentedBlock` (libcst) is not one.
                        let local = module.starts_with('.')
                            || module.split('.').any(|part| {
                                matches!(
                                    part,
                                    "tests"
                                        | "test"
                                        | "testing"
                                        | "conftest"
                                        | "helpers"
                                        | "fakes"
                                        | "mocks"
                                        | "stubs"
                                        | "doubles"
                                        | "fixtures"
                                        | "test_helpers"
                                        | "testutils"
                                        | "test_utils"
                                )
                            });
                        for n in names
                            .iter()
                            .filter(|n| local && is_double_name(n) && !n.ends_with("Error"))
                        {
                            push(line, Kind::Definition, format!("import {n}"), None);
                        }
                    }
                    skip = end_of_statement(toks, i);
                }
                continue;
            }
            _ => {}
        }
        if matches!(prev_name, Some("def" | "class")) {
            if is_double_name(name) {
                let what = format!("{} {name}", prev_name.unwrap_or_default());
                push(line, Kind::Definition, what, None);
            }
            continue;
        }
        if prev_op == Some('.') {
            // An attribute: a double only when its owner is the mock module
            // or the pytest-mock fixture (`requests.patch(url)` is HTTP).
            let owner = i.checked_sub(2).and_then(name_at);
            match owner {
                Some(o) if is_mocker(o) => push(line, Kind::Use, format!("{o}.{name}"), None),
                Some("mock") if MOCK_NAMES.contains(&name) => {
                    push(line, Kind::Use, format!("mock.{name}"), None)
                }
                _ => {}
            }
            continue;
        }
        if is_mocker(name) {
            if op_at(i + 1) != Some('.') {
                push(line, Kind::Use, name.to_string(), None);
            }
            continue;
        }
        if MOCK_NAMES.contains(&name) {
            if name == "patch" {
                // A bare `patch` is `mock.patch` only when used like it.
                let decorated = prev_op == Some('@');
                let called = op_at(i + 1) == Some('(');
                let attr = op_at(i + 1) == Some('.');
                if !(decorated || called || attr) {
                    continue;
                }
                if let Some(member) = name_at(i + 2).filter(|_| attr) {
                    push(line, Kind::Use, format!("patch.{member}"), Some(name));
                    continue;
                }
            }
            push(line, Kind::Use, name.to_string(), Some(name));
        }
    }
}

/// The doubles present in `after` beyond those already in `before`
/// (counted per construct, so moving a line is not an introduction).
pub fn introduced(before: &str, after: &str) -> Vec<Finding> {
    let found = find(after);
    if found.is_empty() {
        // Nothing to subtract from: `before` need not be read.
        return found;
    }
    let mut had: BTreeMap<(Kind, String), usize> = BTreeMap::new();
    for f in find(before) {
        *had.entry((f.kind, f.what)).or_default() += 1;
    }
    found
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

/// pytest-mock's fixtures: `mocker` and its scoped twins (`class_mocker`,
/// `module_mocker`, `package_mocker`, `session_mocker`).
fn is_mocker(name: &str) -> bool {
    name == "mocker"
        || name
            .strip_suffix("_mocker")
            .is_some_and(|s| matches!(s, "class" | "module" | "package" | "session"))
}

/// True for a name a test double is given: `Fake`, `Stub`, `Mock` or `Dummy`
/// followed by nothing, `_`, a digit or a capital (`FakeClock`, `stub_api`),
/// but not `Faker` or `stubborn`; or a CamelCase name ending in one
/// (`ClockStub`, `HttpFake`, `RepoMock`), not a `Test…` class.
pub fn is_double_name(name: &str) -> bool {
    let bare = name.trim_start_matches('_');
    let suffixed = ["Fake", "Stub", "Mock", "Dummy", "Spy", "Double"]
        .iter()
        .any(|suffix| {
            bare.strip_suffix(suffix).is_some_and(|head| {
                head.chars()
                    .last()
                    .is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                    && head.starts_with(|c: char| c.is_ascii_uppercase())
                    && !head.starts_with("Test")
            })
        });
    suffixed
        || [
            "fake", "stub", "mock", "dummy", "Spy", "mocked", "faked", "stubbed",
        ]
        .iter()
        .any(|prefix| {
            let Some(head) = bare.get(..prefix.len()) else {
                return false;
            };
            // `Spy*` is a double's name only as written so (`SpyMailer`):
            // `spy_count` is about spies.
            if !head.eq_ignore_ascii_case(prefix) || *prefix == "Spy" && head != "Spy" {
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

pub(crate) fn is_mock_module(module: &str) -> bool {
    MOCK_MODULES.iter().any(|m| {
        module == *m
            || module
                .strip_prefix(m)
                .is_some_and(|rest| rest.starts_with('.'))
    })
}

/// Bare names of one logical line that come from somewhere other than a
/// mock module: imported from another module, or defined here (`def patch`).
/// Only mock names are kept: no other name is ever looked up.
fn collect_foreign<'a>(toks: &[Token<'a>], foreign: &mut BTreeSet<&'a str>) {
    // A mock name this file binds itself (`major, minor, patch =
    // v.split(".")`, `for patch in …`, `as patch`, `def f(patch)`) is not
    // `mock.patch`.
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
    let assign = toks.iter().enumerate().position(|(i, t)| {
        matches!(t.tok, Tok::Op('='))
            && op_at(i + 1) != Some('=')
            && !i
                .checked_sub(1)
                .and_then(op_at)
                .is_some_and(|c| "=<>!:+-*/%&|^@".contains(c))
    });
    let mut depth = 0i32;
    for (i, t) in toks.iter().enumerate() {
        let Tok::Name(n) = t.tok else {
            if let Tok::Op(c) = t.tok {
                depth += i32::from(matches!(c, '(' | '[' | '{'))
                    - i32::from(matches!(c, ')' | ']' | '}'));
            }
            continue;
        };
        if !MOCK_NAMES.contains(&n) || i.checked_sub(1).and_then(op_at) == Some('.') {
            continue;
        }
        let before = i.checked_sub(1).and_then(name_at);
        let target = assign.is_some_and(|a| i < a) && depth == 0;
        let bound = matches!(before, Some("for" | "as" | "global" | "nonlocal"));
        let param = name_at(0) == Some("def") && depth == 1
            || name_at(0) == Some("lambda")
            || name_at(0) == Some("async") && name_at(1) == Some("def") && depth == 1;
        if target
            || bound
            || param && matches!(i.checked_sub(1).and_then(op_at), Some('(' | ',' | '*'))
        {
            foreign.insert(n);
        }
    }
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
                    && MOCK_NAMES.contains(n)
                {
                    foreign.insert(*n);
                }
            }
            Tok::Name("from") => {
                if let Some((module, _)) = from_import(toks, i + 1) {
                    if !(is_mock_module(&module) || module == "unittest") {
                        foreign.extend(
                            from_import_names(toks, i + 1)
                                .into_iter()
                                .filter(|n| MOCK_NAMES.contains(n)),
                        );
                    }
                    skip = end_of_statement(toks, i);
                }
            }
            _ => {}
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

/// The module of a `from` import: a dotted name, after the dots of a
/// relative import (`from .helpers import x`, `from .. import y`).
fn module_ref(toks: &[Token<'_>], mut i: usize) -> Option<(String, usize)> {
    let mut dots = String::new();
    while let Some(Token {
        tok: Tok::Op('.'), ..
    }) = toks.get(i)
    {
        dots.push('.');
        i += 1;
    }
    match dotted(toks, i) {
        Some((name, next)) => Some((format!("{dots}{name}"), next)),
        None if !dots.is_empty() => Some((dots, i)),
        None => None,
    }
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
    let (module, next) = module_ref(toks, i)?;
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
    let Some((_, next)) = module_ref(toks, i) else {
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
    let Some((_, next)) = module_ref(toks, i) else {
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

/// A token stream cut into logical lines, one line held at a time; only the
/// lines that can matter are tokenized.
struct Lines<'a> {
    tokens: Tokens<'a>,
    line: Vec<Token<'a>>,
}

impl<'a> Lines<'a> {
    fn new(src: &'a str) -> Lines<'a> {
        Lines {
            tokens: Tokens::new(src),
            line: Vec::new(),
        }
    }

    /// The tokens of the next logical line whose code holds a trigger
    /// ([`has_trigger`]) that is not harmless
    /// ([`harmless_trigger`]: `session.patch(url)`, `dispatch(event)`), ending with its
    /// `Newline` (the last line may have none). The other lines are only
    /// skimmed ([`Tokens::skim_line`]): such a line can hold no double and
    /// define or import no mock name. `None` at the end.
    fn next_line(&mut self) -> Option<&[Token<'a>]> {
        let src = self.tokens.src;
        loop {
            let (start, line) = (self.tokens.pos, self.tokens.line);
            if start >= src.len() {
                return None;
            }
            if !self.tokens.skim_line() {
                continue;
            }
            // Tokenize the same line again, from the same state (a logical
            // line starts outside any bracket).
            let end = self.tokens.pos;
            self.tokens.pos = start;
            self.tokens.line = line;
            self.tokens.depth = 0;
            self.line.clear();
            for t in self.tokens.by_ref() {
                self.line.push(t);
                if t.tok == Tok::Newline {
                    break;
                }
            }
            debug_assert_eq!(self.tokens.pos, end, "skim and tokenize disagree");
            if !self.line.is_empty() {
                return Some(self.line.as_slice());
            }
        }
    }
}

/// Python tokens that matter here: names and operators. Strings (with any
/// prefix, triple-quoted, f-strings with nested quotes), comments and numbers
/// are dropped, so text inside them can never look like code. Works on bytes:
/// every character with a meaning here is ASCII, so the scan stops only on
/// ASCII bytes or after whole characters (always a character boundary), and
/// a multi-byte character is decoded only where a name or an operator may
/// start.
struct Tokens<'a> {
    src: &'a str,
    pos: usize,
    line: usize,
    /// Open brackets: a line end inside them does not end the logical line.
    depth: usize,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        loop {
            let b = self.byte(0)?;
            match b {
                b'#' => self.skip_line(),
                b'\\' => self.backslash(),
                b'\n' => {
                    let line = self.line;
                    self.pos += 1;
                    self.line += 1;
                    if self.depth == 0 {
                        return Some(Token {
                            tok: Tok::Newline,
                            line,
                        });
                    }
                }
                b'\'' | b'"' => self.string(false),
                b'0'..=b'9' => {
                    while self
                        .byte(0)
                        .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
                    {
                        self.pos += 1;
                    }
                }
                b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c' => {
                    self.pos += 1;
                    while matches!(self.byte(0), Some(b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c')) {
                        self.pos += 1;
                    }
                }
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => match self.name() {
                    Some(t) => return Some(t),
                    None => continue,
                },
                0..=0x7f => {
                    // Any other ASCII character is an operator.
                    self.pos += 1;
                    match b {
                        b'(' | b'[' | b'{' => self.depth += 1,
                        b')' | b']' | b'}' => self.depth = self.depth.saturating_sub(1),
                        _ => {}
                    }
                    return Some(Token {
                        tok: Tok::Op(char::from(b)),
                        line: self.line,
                    });
                }
                _ => {
                    // A non-boundary cannot happen on a &str scan (see above).
                    let Some(c) = self.src.get(self.pos..).and_then(|r| r.chars().next()) else {
                        self.pos += 1;
                        continue;
                    };
                    if is_ident_start(c) {
                        match self.name() {
                            Some(t) => return Some(t),
                            None => continue,
                        }
                    }
                    self.pos += c.len_utf8();
                    if c.is_whitespace() {
                        continue;
                    }
                    match c {
                        '(' | '[' | '{' => self.depth += 1,
                        ')' | ']' | '}' => self.depth = self.depth.saturating_sub(1),
                        _ => {}
                    }
                    return Some(Token {
                        tok: Tok::Op(c),
                        line: self.line,
                    });
                }
            }
        }
    }
}

impl<'a> Tokens<'a> {
    /// The tokens of `src` from its start.
    fn new(src: &'a str) -> Tokens<'a> {
        Tokens {
            src,
            pos: 0,
            line: 1,
            depth: 0,
        }
    }

    fn byte(&self, ahead: usize) -> Option<u8> {
        self.src.as_bytes().get(self.pos + ahead).copied()
    }

    /// A name; `None` when it was a string prefix (`rb'…'`, `f"…"`), in
    /// which case the string is skipped.
    fn name(&mut self) -> Option<Token<'a>> {
        let start = self.pos;
        let line = self.line;
        let bytes = self.src.as_bytes();
        while let Some(&b) = bytes.get(self.pos) {
            if matches!(b, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_') {
                self.pos += 1;
            } else if b >= 0x80 {
                match self.src.get(self.pos..).and_then(|r| r.chars().next()) {
                    Some(c) if is_ident_char(c) => self.pos += c.len_utf8(),
                    _ => break,
                }
            } else {
                break;
            }
        }
        let word = self.src.get(start..self.pos).unwrap_or_default();
        if matches!(self.byte(0), Some(b'\'' | b'"')) && is_string_prefix(word) {
            let f = word.bytes().any(|c| matches!(c, b'f' | b'F' | b't' | b'T'));
            self.string(f);
            return None;
        }
        Some(Token {
            tok: Tok::Name(word),
            line,
        })
    }

    /// Moves past one logical line exactly as iterating the tokens to its
    /// `Newline` would, without making tokens: only line ends, comments,
    /// backslashes, quotes and brackets mean anything to where a logical
    /// line ends, and every other byte is passed over in a tight loop.
    /// Returns whether the line's code (outside strings and comments) holds
    /// a trigger ([`has_trigger`]) that is not harmless
    /// ([`harmless_trigger`]), checked on the way.
    fn skim_line(&mut self) -> bool {
        let bytes = self.src.as_bytes();
        let mut triggered = false;
        loop {
            // Every stop below leaves `pos` on a token boundary.
            let boundary = self.pos;
            let rest = bytes.get(self.pos..).unwrap_or_default();
            let mut stop = None;
            for (k, &b) in rest.iter().enumerate() {
                match byte_class(b) {
                    ByteClass::Plain => {}
                    ByteClass::Special => {
                        stop = Some((k, b));
                        break;
                    }
                    ByteClass::RareLetter => {
                        triggered = triggered || {
                            let at = self.pos + k;
                            trigger_at(bytes, at) && !harmless_trigger(bytes, at)
                        };
                    }
                }
            }
            let Some((k, special)) = stop else {
                self.pos = bytes.len();
                return triggered;
            };
            self.pos += k;
            match special {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    if self.depth == 0 {
                        return triggered;
                    }
                }
                b'#' => self.skip_line(),
                b'\\' => self.backslash(),
                b'\'' | b'"' => {
                    let f = self
                        .string_prefix_before(boundary)
                        .is_some_and(|p| p.bytes().any(|c| matches!(c, b'f' | b'F' | b't' | b'T')));
                    self.string(f);
                }
                b'(' | b'[' | b'{' => {
                    self.depth += 1;
                    self.pos += 1;
                }
                _ => {
                    self.depth = self.depth.saturating_sub(1);
                    self.pos += 1;
                }
            }
        }
    }

    /// At a quote: the string prefix (`rb`, `f`) the tokenizer would have
    /// read as the name just before it. Found by running the tokenizer over
    /// the bytes since `boundary` (a token boundary with nothing special
    /// after it), so names, numbers (`1.f'x'` is a number, then a plain
    /// string) and non-ASCII names read exactly as in a full tokenization.
    fn string_prefix_before(&self, boundary: usize) -> Option<&'a str> {
        let head = self.src.get(..self.pos)?;
        // Most quotes follow no prefix letter at all: nothing to run.
        if !head
            .bytes()
            .next_back()
            .is_some_and(|b| matches!(b | 0x20, b'r' | b'b' | b'u' | b'f' | b't'))
        {
            return None;
        }
        let mut span = Tokens {
            src: head,
            pos: boundary,
            line: 0,
            depth: 0,
        };
        let mut last = None;
        for t in span.by_ref() {
            last = Some(t.tok);
        }
        match last {
            Some(Tok::Name(word))
                if is_string_prefix(word)
                    && word.as_ptr() as usize + word.len()
                        == head.as_ptr() as usize + head.len() =>
            {
                Some(word)
            }
            _ => None,
        }
    }

    /// After a `\`: an escaped line end joins the next physical line.
    fn backslash(&mut self) {
        self.pos += 1;
        if self.byte(0) == Some(b'\r') {
            self.pos += 1;
        }
        if self.byte(0) == Some(b'\n') {
            self.pos += 1;
            self.line += 1;
        }
    }

    fn skip_line(&mut self) {
        let rest = self.src.as_bytes().get(self.pos..).unwrap_or_default();
        self.pos += memchr::memchr(b'\n', rest).unwrap_or(rest.len());
    }

    /// Skips one byte of a string's body, counting line ends.
    fn skip_byte(&mut self) {
        if self.byte(0) == Some(b'\n') {
            self.line += 1;
        }
        if self.pos < self.src.len() {
            self.pos += 1;
        }
    }

    /// Skips a string literal starting at the opening quote. An unterminated
    /// single-quoted string ends at the line end (as Python's tokenizer
    /// recovers); an unterminated triple-quoted one runs to the end.
    fn string(&mut self, fstring: bool) {
        let Some(q) = self.byte(0) else { return };
        let triple = self.byte(1) == Some(q) && self.byte(2) == Some(q);
        let n = if triple { 3 } else { 1 };
        self.pos += n;
        if !fstring {
            self.plain_string_body(q, triple);
            return;
        }
        while let Some(c) = self.byte(0) {
            if c == b'\\' {
                self.skip_byte();
                self.skip_byte();
                continue;
            }
            if c == b'\n' && !triple {
                return;
            }
            if fstring && c == b'{' {
                if self.byte(1) == Some(b'{') {
                    self.pos += 2;
                } else {
                    self.pos += 1;
                    self.fstring_expr();
                }
                continue;
            }
            if c == q && (!triple || (self.byte(1) == Some(q) && self.byte(2) == Some(q))) {
                self.pos += n;
                return;
            }
            self.skip_byte();
        }
    }

    /// The body of a string without replacement fields, after its opening
    /// quote(s): jumps from one quote, backslash or line end to the next.
    fn plain_string_body(&mut self, q: u8, triple: bool) {
        let bytes = self.src.as_bytes();
        loop {
            let rest = bytes.get(self.pos..).unwrap_or_default();
            let Some(at) = memchr::memchr3(q, b'\\', b'\n', rest) else {
                self.pos = bytes.len();
                return;
            };
            self.pos += at;
            match self.byte(0) {
                Some(b'\\') => {
                    self.skip_byte();
                    self.skip_byte();
                }
                Some(b'\n') => {
                    if !triple {
                        return;
                    }
                    self.skip_byte();
                }
                _ => {
                    if !triple || (self.byte(1) == Some(q) && self.byte(2) == Some(q)) {
                        self.pos += if triple { 3 } else { 1 };
                        return;
                    }
                    self.pos += 1;
                }
            }
        }
    }

    /// Skips a replacement field `{...}` of an f-string, which may hold
    /// nested strings with the same quote (Python 3.12).
    fn fstring_expr(&mut self) {
        let mut depth = 1usize;
        while let Some(c) = self.byte(0) {
            match c {
                b'\'' | b'"' => self.string(false),
                b'{' => {
                    depth += 1;
                    self.pos += 1;
                }
                b'}' => {
                    self.pos += 1;
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => self.skip_byte(),
            }
        }
    }
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

    /// `find` without its shortcuts: every logical line tokenized and
    /// analysed, none skimmed or skipped for lack of a trigger.
    fn find_unskimmed(src: &str) -> Vec<String> {
        let mut tokens = Tokens::new(src);
        let mut lines: Vec<Vec<Token<'_>>> = vec![Vec::new()];
        for t in tokens.by_ref() {
            lines.last_mut().unwrap().push(t);
            if t.tok == Tok::Newline {
                lines.push(Vec::new());
            }
        }
        let mut foreign = BTreeSet::new();
        let mut found = Vec::new();
        for line in &lines {
            collect_foreign(line, &mut foreign);
            find_in_line(line, &mut found);
        }
        settle(found, &foreign)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// (byte offset, line) after each logical line.
    type LineEnds = Vec<(usize, usize)>;

    /// Where the tokenizer ends each logical line, and where the skimmer does.
    fn line_ends(src: &str) -> (LineEnds, LineEnds) {
        let mut t = Tokens::new(src);
        let mut tokenized = Vec::new();
        while let Some(tok) = t.next() {
            if tok.tok == Tok::Newline {
                tokenized.push((t.pos, t.line));
            }
        }
        let mut s = Tokens::new(src);
        let mut skimmed = Vec::new();
        while s.pos < src.len() {
            s.skim_line();
            skimmed.push((s.pos, s.line));
        }
        // A last line without a line end ends at the end of the text for the
        // skimmer and has no `Newline` token.
        if skimmed.last().is_some_and(|l| l.0 == src.len())
            && tokenized.last().is_none_or(|l| l.0 != src.len())
        {
            skimmed.pop();
        }
        (tokenized, skimmed)
    }

    /// Generated Python-like text from fragments chosen for the tokenizer's
    /// hard cases: prefixes, f-strings with nested quotes, numbers running
    /// into names, continuations, brackets, non-ASCII names and spaces.
    #[test]
    fn skimming_agrees_with_tokenizing_on_generated_text() {
        const PIECES: &[&str] = &[
            "from unittest import mock as m\n",
            "import mock\n",
            "mock.patch('x')\n",
            "@patch('a')\n",
            "patch.object(a,'b')\n",
            "x = '''Mock()\n'''\n",
            "f\"{d[\"k\"]} Mock()\"\n",
            "rb'\\x'",
            "\\\n",
            "(\n",
            "mocker.spy(x)\n",
            "def patch(): pass\n",
            "from httpx import patch\n",
            "class FakeDb: pass\n",
            "# Mock()\n",
            "é = MagicMock()\n",
            "\"\"\"",
            "'",
            "\"",
            "{",
            "}",
            "]",
            " ",
            "\t",
            "\r\n",
            "1.2e5",
            "f'{x!r:>{w}}'",
            "t'{a}'",
            "create_autospec(X)\n",
            "MagicMock",
            "\u{a0}",
            "λ(",
            ";",
            "patch\n",
            "mocker\n",
            "1.f'{\"Mock()\"}'",
            "é1.f'{'x'}'",
            "²f'{'a'}'",
            "f'{'",
            "rb",
            "f",
            "1",
            ".",
            "x\\\r\n",
            "é",
            "F\"{\"",
            "'''",
            "u'",
            "Rb\"",
            "mock",
            "import",
            "from",
            "class ",
            "def ",
            "Fake",
            ")",
            "[",
            "\n",
            "session.patch(u)\n",
            "self.dispatch()",
            "x . patch",
            ".\t",
            "unittest.mock.patch('a')\n",
            "a.mocker.spy()\n",
            ".patch",
            ".mock",
            ".Mock(",
            "m.patch.object(c, 'd')\n",
            "é.patch(",
            "1e5.patch",
            "from .patch import patch\n",
            "import a.pytest_mock\n",
            "x.FakeDb",
            "ß",
            "1.\t",
            "a.1.",
            "x1.",
            ".5",
            "1 .",
            "é1.",
            "dispatch(x)\n",
            "patched = 1\n",
            "stub_data",
            "Stubborn",
            "mockery",
            "_fake",
            "FakeÄ",
            "éFake",
            "Fakeé",
            "pytest_mock",
            "import pytest_mock\n",
            "from pytest_mock import MockerFixture\n",
            "def Mock_x(): pass\n",
            "from x import (a,\n patch)\n",
        ];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..60_000 {
            let mut src = String::new();
            for _ in 0..next() % 24 {
                src.push_str(PIECES[(next() % PIECES.len() as u64) as usize]);
            }
            let (tokenized, skimmed) = line_ends(&src);
            assert_eq!(tokenized, skimmed, "line ends of {src:?}");
            let found: Vec<String> = find(&src).iter().map(ToString::to_string).collect();
            assert_eq!(found, find_unskimmed(&src), "findings in {src:?}");
        }
    }

    #[test]
    fn the_prefilter_never_hides_what_the_detector_finds() {
        let samples = [
            "from unittest.mock import MagicMock\n",
            "import mock\n",
            "from pytest_mock import MockerFixture\n",
            "def test_x(mocker):\n    mocker.spy(a, 'f')\n",
            "from unittest import mock\nmock.Mock()\n",
            "class FakeClock:\n    pass\n",
            "class StubApi:\n    pass\n",
            "def dummy_db():\n    pass\n",
            "class _Fake_Thing:\n    pass\n",
            "from unittest.mock import create_autospec\n",
        ];
        for s in samples {
            assert!(!find(s).is_empty(), "detector misses {s:?}");
            assert!(has_trigger(s), "prefilter hides {s:?}");
        }
        assert!(!has_trigger("import os\nx = requests.get(url)\n"));
    }

    #[test]
    fn byte_classes_match_their_definition() {
        for b in 0..=u8::MAX {
            let want = if b"\n#\\'\"([{)]}".contains(&b) {
                ByteClass::Special
            } else if is_rare_trigger_letter(b) && b.is_ascii_alphabetic() {
                ByteClass::RareLetter
            } else {
                ByteClass::Plain
            };
            assert!(byte_class(b) == want, "byte {b:#04x}");
        }
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
            "MockedClient",
            "mocked_get",
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
