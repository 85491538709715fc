//! Doubles judged where and how they are used, for a file about to be written
//! (`no-doubles-py`).
//!
//! A name alone does not make a test double: requests' production
//! `class MockRequest` adapts a request for `http.cookiejar`, pytest's
//! `DummyRewriteHook` is part of pytest, `class StubGenerator` writes `.pyi`
//! stubs. A double is something a test puts in place of a real collaborator.
//! So, on top of [`crate::find`]:
//!
//! - a class or function *defined* with a double's name counts only in a test
//!   module ([`is_test_path`]: `tests/`, `test_*.py`, `conftest.py` …), and
//!   never for an exception class (`class FakeError(Exception)`);
//! - the mocking APIs count everywhere, as before;
//! - more routes to a double are found: other double libraries imported
//!   ([`DOUBLE_LIBRARIES`]: flexmock, responses, requests_mock, VCR, moto,
//!   pyfakefs …), a mock module imported by name at run time
//!   (`__import__("unittest.mock")`, `importlib.import_module("unittest." +
//!   "mock")`), and in test modules the fixtures of those libraries
//!   (`requests_mock`, `httpx_mock`), VCR cassettes, a module replaced in
//!   `sys.modules`, a `SimpleNamespace` stand-in or a lambda set in place of
//!   a collaborator (a double imported by name from the project's test
//!   helpers is read by the token reader, as a definition);
//! - identifiers are read as Python reads them: NFKC folds fullwidth and
//!   mathematical letters (`ｍock`) to ASCII before anything is matched.

use crate::{Finding, Kind};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// Libraries whose import is a test double (root module names). The guard's
/// `double_libraries` setting adds more.
#[rustfmt::skip]
pub const DOUBLE_LIBRARIES: &[&str] = &[
    "unittest.mock", "mock", "pytest_mock", "flexmock", "responses", "requests_mock", "httpretty", "respx",
    "aioresponses", "vcr", "pytest_recording", "betamax", "mockito", "doublex", "pretend", "pytest_httpx",
    "asynctest", "mocket", "pook", "moto", "fakeredis", "mongomock", "pyfakefs", "testfixtures.mock",
    "pytest_vcr", "freezegun", "time_machine", "botocore.stub", "aresponses", "pytest_freezer",
];

/// Libraries that are mostly not doubles but export a few: those names,
/// imported from them, are.
const DOUBLE_NAMES_FROM: &[(&str, &[&str])] =
    &[("testfixtures", &["Replacer", "Replace", "replace", "mock"])];

/// Fixtures of the double libraries, by the names tests take them as.
#[rustfmt::skip]
const DOUBLE_FIXTURES: &[&str] = &[
    "requests_mock", "httpx_mock", "respx_mock", "aioresponses", "vcr_cassette", "vcr_config", "mock_aws",
    "fake_redis", "fakeredis", "fake_filesystem", "time_machine", "aresponses",
];

/// Fixtures of double libraries whose names are common words (pytest-freezer's
/// `freezer`, pyfakefs's `fs`, pytest-recording's `vcr`): doubles only as a
/// test's parameter, and only when the module does not define them itself.
const PARAMETER_FIXTURES: &[&str] = &["freezer", "fs", "vcr", "mocker_freezer"];

/// Whether a path is a test module: under `tests`/`test`/`testing`/`fixtures`,
/// or named `test_*.py`, `*_test.py`, `*_tests.py`, `tests.py`,
/// `conftest.py`, or a helper module of doubles (`fakes.py`, `mocks.py`,
/// `stubs.py`, `doubles.py`).
pub fn is_test_path(path: &str) -> bool {
    let parts: Vec<&str> = path.split(['/', '\\']).filter(|p| !p.is_empty()).collect();
    let Some((name, dirs)) = parts.split_last() else {
        return false;
    };
    let stem = name
        .strip_suffix(".py")
        .or_else(|| name.strip_suffix(".pyi"))
        .or_else(|| name.strip_suffix(".ipynb"))
        .unwrap_or(name);
    dirs.iter().any(|d| {
        matches!(
            *d,
            "tests"
                | "test"
                | "testing"
                | "fixtures"
                | "unittests"
                | "unit_tests"
                | "integration_tests"
        )
    }) || stem.starts_with("test_")
        || stem.ends_with("_test")
        || stem.ends_with("_tests")
        || matches!(
            stem,
            "tests" | "test" | "conftest" | "fakes" | "mocks" | "stubs" | "doubles" | "fixtures"
        )
}

/// The doubles `after` adds to `before`, for a file at `path`, judged by
/// where and how they are used. `extra` names more double libraries.
pub fn introduced_at(path: &str, before: &str, after: &str, extra: &[String]) -> Vec<Finding> {
    let test = is_test_path(path);
    let (before, after) = (fold(before), fold(after));
    let mut found: Vec<Finding> = crate::introduced(&before, &after)
        .into_iter()
        .filter(|f| f.kind != Kind::Definition || test && !exception_class(&after, f.line))
        .collect();
    let mut had: BTreeMap<(Kind, String), usize> = BTreeMap::new();
    let now = more(&after, test, extra);
    if !now.is_empty() {
        for f in more(&before, test, extra) {
            *had.entry((f.kind, f.what)).or_default() += 1;
        }
    }
    for f in now {
        match had.get_mut(&(f.kind, f.what.clone())) {
            Some(n) if *n > 0 => *n -= 1,
            _ => found.push(f),
        }
    }
    found.sort_by_key(|f| f.line);
    found
}

/// Python reads identifiers in NFKC: fullwidth forms (`ｍ`, U+FF4D) and
/// mathematical alphanumerics (`𝐦`) are the ASCII letters. Only those are
/// folded (the ones a name can hide behind); ASCII text is not copied.
pub fn fold(text: &str) -> Cow<'_, str> {
    if text.is_ascii() {
        return Cow::Borrowed(text);
    }
    let foldable =
        |c: char| matches!(u32::from(c), 0xFF01..=0xFF5E | 0x1D400..=0x1D6A3 | 0x1D7CE..=0x1D7FF);
    if !text.chars().any(foldable) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| {
                let cp = u32::from(c);
                let mapped = match cp {
                    0xFF01..=0xFF5E => cp - 0xFEE0,
                    0x1D400..=0x1D6A3 => {
                        let k = (cp - 0x1D400) % 52;
                        if k < 26 {
                            u32::from(b'A') + k
                        } else {
                            u32::from(b'a') + k - 26
                        }
                    }
                    0x1D7CE..=0x1D7FF => u32::from(b'0') + (cp - 0x1D7CE) % 10,
                    _ => cp,
                };
                char::from_u32(mapped).unwrap_or(c)
            })
            .collect(),
    )
}

/// Whether the class defined on `line` derives from an exception
/// (`class FakeError(Exception)`, `(ValueError)`, `(SomeWarning)`).
fn exception_class(text: &str, line: usize) -> bool {
    let Some(l) = text.lines().nth(line.saturating_sub(1)) else {
        return false;
    };
    let Some(bases) = l.split_once('(').map(|(_, b)| b) else {
        return false;
    };
    bases
        .split([',', ')'])
        .map(str::trim)
        .any(|b| b.ends_with("Exception") || b.ends_with("Error") || b.ends_with("Warning"))
}

/// The routes to a double [`crate::find`] does not read.
fn more(text: &str, test: bool, extra: &[String]) -> Vec<Finding> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let lib = |module: &str| {
        let root = module.split('.').next().unwrap_or(module);
        DOUBLE_LIBRARIES
            .iter()
            .any(|l| *l == module || *l == root || module.starts_with(&format!("{l}.")))
            && !matches!(module, "unittest.mock" | "mock" | "pytest_mock")
            && !module.starts_with("mock.")
            && !module.starts_with("unittest")
            && !module.starts_with("pytest_mock")
            || extra.iter().any(|l| l == module || l == root)
    };
    let mut lines_seen = usize::MAX;
    let (mut counted_lines, mut counted_to) = (0usize, 0usize);
    // Every `import` (statements, `__import__`, `import_module`): one pass.
    for at in memchr::memmem::find_iter(b, b"import") {
        let start = memchr::memrchr(b'\n', b.get(..at).unwrap_or_default()).map_or(0, |p| p + 1);
        if start == lines_seen {
            continue;
        }
        lines_seen = start;
        let end =
            memchr::memchr(b'\n', b.get(at..).unwrap_or_default()).map_or(b.len(), |p| at + p);
        let line_text = text.get(start..end).unwrap_or("");
        // Lines counted from the previous hit on: linear however many imports.
        counted_lines +=
            memchr::memchr_iter(b'\n', b.get(counted_to..start).unwrap_or_default()).count();
        counted_to = start;
        let line_no = 1 + counted_lines;
        let t = line_text.trim();
        // Another double library counts in a test module (a library's own
        // modules import it: `moto` imports `moto.core`).
        if !test {
        } else if let Some(rest) = t.strip_prefix("import ") {
            for m in rest.split(',') {
                let module = m.split_whitespace().next().unwrap_or("");
                if lib(module) {
                    out.push(found(line_no, Kind::Import, module));
                }
            }
        } else if let Some(rest) = t.strip_prefix("from ") {
            let module = rest.split_whitespace().next().unwrap_or("");
            if lib(module) {
                out.push(found(line_no, Kind::Import, module));
            } else if let Some((_, names)) = DOUBLE_NAMES_FROM.iter().find(|(m, _)| *m == module)
                && let Some((_, imported)) = rest.split_once(" import ")
                && imported
                    .split([',', '(', ')', ' '])
                    .any(|n| names.contains(&n.trim()))
            {
                out.push(found(line_no, Kind::Import, module));
            }
        }
        // Code in a string run as code: `exec("from unittest.mock import Mock")`.
        if (t.contains("exec(") || t.contains("eval(") || t.contains("compile("))
            && (t.contains("unittest.mock") || t.contains("import mock") || t.contains("MagicMock"))
        {
            out.push(found(line_no, Kind::Import, "unittest.mock"));
        }
        if (t.contains("__import__(") || t.contains("import_module("))
            && let Some(module) = dynamic_module(t)
            && (lib(&module) || crate::is_mock_module(&module))
        {
            out.push(found(line_no, Kind::Import, &module));
        }
    }
    // `getattr(unittest, "mock")`, `vars(unittest)["mock"]`,
    // `unittest.__dict__["mock"]`: the module fetched by name.
    for needle in [&b"getattr("[..], b"vars(", b"__dict__"] {
        for at in memchr::memmem::find_iter(b, needle) {
            let start =
                memchr::memrchr(b'\n', b.get(..at).unwrap_or_default()).map_or(0, |p| p + 1);
            let rest = text.get(start..).unwrap_or("");
            let call = rest.split('\n').next().unwrap_or("");
            if call.contains("unittest") && (call.contains("\"mock\"") || call.contains("'mock'")) {
                let line_no =
                    1 + memchr::memchr_iter(b'\n', b.get(..at).unwrap_or_default()).count();
                out.push(found(line_no, Kind::Import, "unittest.mock"));
            }
        }
    }
    if !test {
        return out;
    }
    // Functions this test module defines: one set in place of a
    // collaborator is a hand-written stub (`monkeypatch.setattr(app,
    // "send", _no_send)`, `app.connect = _no_connect`).
    let local_defs: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            let t = l.trim_start();
            let t = t.strip_prefix("async ").unwrap_or(t);
            let name = t.strip_prefix("def ")?.split('(').next()?.trim();
            (!name.starts_with("test")).then_some(name)
        })
        .collect();
    // Classes this test module defines (not exceptions), and names bound to
    // their instances: one set in place of a collaborator is a hand-written
    // stand-in (`monkeypatch.setattr(app, "send", Recorder())`).
    let local_classes: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            let rest = l.trim_start().strip_prefix("class ")?;
            let name = rest.split(['(', ':', ' ']).next()?.trim();
            let bases = rest.split_once('(').map_or("", |(_, b)| b);
            (!name.is_empty() && !l_is_exception(bases) && !l_is_exception(name)).then_some(name)
        })
        .collect();
    let instances: Vec<&str> = if local_classes.is_empty() {
        Vec::new()
    } else {
        text.lines()
            .filter_map(|l| {
                let (target, value) = l.trim().split_once('=')?;
                let class = value.trim().split('(').next()?.trim();
                let target = target.trim();
                (local_classes.contains(&class)
                    && target.chars().all(|c| c.is_alphanumeric() || c == '_'))
                .then_some(target)
            })
            .collect()
    };
    // Double fixtures named by common words: parameters only, when not
    // defined here.
    let parameter_fixtures: Vec<&str> = PARAMETER_FIXTURES
        .iter()
        .copied()
        .filter(|fx| !local_defs.contains(fx) && memchr::memmem::find(b, fx.as_bytes()).is_some())
        .collect();
    // The fixtures this text names at all (most name none): the per-line
    // checks below look for those only.
    let fixtures: Vec<(&str, String, String)> = DOUBLE_FIXTURES
        .iter()
        .filter(|fx| memchr::memmem::find(b, fx.as_bytes()).is_some())
        .map(|fx| (*fx, format!("{fx}."), format!(".{fx}.")))
        .collect();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        let n = i + 1;
        if (t.starts_with("def ") || t.starts_with("async def "))
            && let Some(params) = t.split_once('(').map(|(_, p)| p)
        {
            for p in params.split([',', ')', ':', '=']) {
                let p = p.trim();
                if fixtures.iter().any(|(fx, _, _)| *fx == p) || parameter_fixtures.contains(&p) {
                    out.push(found(n, Kind::Use, &format!("fixture {p}")));
                }
            }
        }
        for (fx, used, attribute) in &fixtures {
            if t.contains(used.as_str()) && !t.contains(attribute.as_str()) {
                out.push(found(n, Kind::Use, &format!("fixture {fx}")));
            }
        }
        // A double set in place of a collaborator: `monkeypatch.setattr(mod,
        // "f", fake_f)`, or a stub written in place (`lambda: "/x"`).
        if let Some(k) = t.find("setattr(") {
            let args = t.get(k + "setattr(".len()..).unwrap_or("");
            if args.contains("lambda") {
                out.push(found(
                    n,
                    Kind::Use,
                    "a lambda set in place of a collaborator",
                ));
            }
            let value = args
                .rsplit_once(',')
                .map(|(_, v)| v.split(')').next().unwrap_or("").trim());
            // `monkeypatch.setattr(app, "send", calls.append)`: a recorder.
            if let Some(v) = value.filter(|v| {
                [".append", ".add", ".extend", ".put"]
                    .iter()
                    .any(|m| v.ends_with(m))
            }) {
                out.push(found(
                    n,
                    Kind::Use,
                    &format!("the recorder `{v}` set in place of a collaborator"),
                ));
            }
            // A stand-in built in the test: an instance of a class it
            // defines, or a `partial` of a constructor or of its own function
            // (`functools.partial(dict, ok=True)`).
            if let Some(v) = value.filter(|v| {
                let v = v.trim_end_matches('(');
                instances.contains(&v) || local_classes.contains(&v)
            }) {
                out.push(found(
                    n,
                    Kind::Use,
                    &format!("`{v}` (built in the test) set in place of a collaborator"),
                ));
            }
            if let Some(k) = args.find("partial(") {
                let inner = args
                    .get(k + "partial(".len()..)
                    .unwrap_or("")
                    .split([',', ')'])
                    .next()
                    .unwrap_or("")
                    .trim();
                if local_defs.contains(&inner)
                    || local_classes.contains(&inner)
                    || [
                        "dict", "list", "tuple", "set", "str", "int", "bool", "object", "len",
                    ]
                    .contains(&inner)
                {
                    out.push(found(
                        n,
                        Kind::Use,
                        &format!("a partial of `{inner}` set in place of a collaborator"),
                    ));
                }
            }
            if let Some(v) = value.filter(|v| local_defs.contains(v)) {
                out.push(found(
                    n,
                    Kind::Use,
                    &format!("`{v}` (defined in the test) set in place of a collaborator"),
                ));
            }
            if let Some(name) = args
                .split([',', ')', '(', ' ', '='])
                .map(str::trim)
                .find(|w| crate::is_double_name(w))
            {
                out.push(found(
                    n,
                    Kind::Use,
                    &format!("{name} set in place of a collaborator"),
                ));
            }
        }
        // A double class made at run time: `type("FakeClock", (), {…})`.
        if let Some(k) = t.find("type(") {
            let arg = t.get(k + 5..).unwrap_or("").trim_start();
            let name: String = arg
                .trim_start_matches(['"', '\''])
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if arg.starts_with(['"', '\'']) && crate::is_double_name(&name) {
                out.push(found(n, Kind::Definition, &format!("class {name}")));
            }
        }
        if t.contains("use_cassette")
            || t.starts_with("@pytest.mark.vcr")
            || t.contains("cassette_library_dir")
        {
            out.push(found(n, Kind::Use, "VCR cassette"));
        }
        if let Some(k) = t.find("sys.modules[") {
            let after = t.get(k..).unwrap_or("");
            if let Some(close) = after.find(']') {
                let rest = after.get(close + 1..).unwrap_or("").trim_start();
                if rest.starts_with('=') && !rest.starts_with("==") {
                    out.push(found(n, Kind::Use, "a module replaced in sys.modules"));
                }
            }
        }
        if t.contains("setitem(sys.modules")
            || t.contains("sys.modules.update(")
            || t.contains("sys.modules.setdefault(")
        {
            out.push(found(n, Kind::Use, "a module replaced in sys.modules"));
        }
        if t.contains("SimpleNamespace(")
            && (t.contains("setattr(") || t.contains("sys.modules") || t.contains("lambda"))
        {
            out.push(found(n, Kind::Use, "a SimpleNamespace stand-in"));
        }
        // `request.getfixturevalue("mocker")`: a double fixture by name.
        if let Some(k) = t.find("getfixturevalue(") {
            let arg = t
                .get(k + "getfixturevalue(".len()..)
                .unwrap_or("")
                .trim_start()
                .trim_start_matches(['"', '\''])
                .split(['"', '\''])
                .next()
                .unwrap_or("");
            if arg.ends_with("mocker") || DOUBLE_FIXTURES.contains(&arg) {
                out.push(found(n, Kind::Use, &format!("fixture {arg}")));
            }
        }
        // A collaborator replaced by hand: `app.db.connect = lambda: None`.
        if let Some((target, value)) = t.split_once('=')
            && !value.starts_with('=')
            && !target.ends_with(['!', '<', '>', '=', '+', '-', '*', '/', '|', '&'])
        {
            let target = target.trim();
            let value = value.trim();
            let attribute = target.contains('.')
                && !target.starts_with("self.")
                && !target.starts_with("cls.")
                && target
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
            let first = value
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .next()
                .unwrap_or("");
            let instance =
                value.starts_with(&format!("{first}(")) && local_classes.contains(&first);
            if attribute && (first == "lambda" || local_defs.contains(&value) || instance) {
                out.push(found(
                    n,
                    Kind::Use,
                    &format!("`{target}` replaced in place of a collaborator"),
                ));
            }
            // `FakeResponse = namedtuple(…)`: a double class made by a call.
            if !target.contains('.')
                && target.starts_with(|c: char| c.is_ascii_uppercase())
                && target.chars().any(|c| c.is_ascii_lowercase())
                && crate::is_double_name(target)
                && value.contains('(')
                && !l_is_exception(value)
            {
                out.push(found(n, Kind::Definition, &format!("class {target}")));
            }
        }
    }
    out
}

/// `FakeError = type("FakeError", (Exception,), {})`: an exception, not a double.
fn l_is_exception(value: &str) -> bool {
    value.contains("Exception") || value.contains("Error")
}

fn found(line: usize, kind: Kind, what: &str) -> Finding {
    Finding {
        line,
        kind,
        what: what.to_owned(),
    }
}

/// The module a `__import__(…)`/`import_module(…)` call names when its
/// argument is string literals joined by `+` (`"unittest." + "mock"`), or a
/// literal beside `getattr(…, "mock")`.
fn dynamic_module(line: &str) -> Option<String> {
    let at = line
        .find("__import__(")
        .map(|k| k + "__import__(".len())
        .or_else(|| {
            line.find("import_module(")
                .map(|k| k + "import_module(".len())
        })?;
    let rest = line.get(at..)?;
    // The first argument: up to a `,` or `)` outside quotes.
    let mut arg = String::new();
    let mut quote: Option<char> = None;
    for c in rest.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == ',' || c == ')' => break,
            None => {}
        }
        arg.push(c);
    }
    let mut module = String::new();
    for part in arg.split('+') {
        let p = part.trim().trim_start_matches(['f', 'r', 'b', 'u']);
        let lit = p
            .strip_prefix('"')
            .and_then(|x| x.strip_suffix('"'))
            .or_else(|| p.strip_prefix('\'').and_then(|x| x.strip_suffix('\'')))?;
        module.push_str(lit);
    }
    // `getattr(__import__("unittest"), "mock")`.
    if module == "unittest" && (line.contains("\"mock\"") || line.contains("'mock'")) {
        module.push_str(".mock");
    }
    Some(module)
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
    fn where_and_how_a_double_is_used() {
        let cases: &[(&str, &str, &str, bool)] = &[
            (
                "mock request in production",
                "src/cookies.py",
                "class MockRequest:\n    pass\n",
                false,
            ),
            (
                "dummy hook in pytest",
                "src/_pytest/assertion/__init__.py",
                "class DummyRewriteHook:\n    pass\n",
                false,
            ),
            (
                "version patch",
                "src/v.py",
                "major, minor, patch = v.split('.')\nok = patch.isdigit()\n",
                false,
            ),
            (
                "fake error in a test",
                "tests/test_e.py",
                "class FakeError(Exception):\n    pass\n",
                false,
            ),
            (
                "fake news",
                "src/news.py",
                "class FakeNewsClassifier:\n    pass\n",
                false,
            ),
            (
                "dummy encode",
                "src/codec.py",
                "def dummy_encode(x):\n    return x\n",
                false,
            ),
            (
                "stub generator",
                "tools/stubgen.py",
                "class StubGenerator:\n    pass\n",
                false,
            ),
            (
                "lazy module",
                "src/lazy.py",
                "import sys\nsys.modules[__name__] = Lazy()\n",
                false,
            ),
            (
                "fake clock in a test",
                "tests/test_c.py",
                "class FakeClock:\n    pass\n",
                true,
            ),
            (
                "stub suffix",
                "tests/helpers.py",
                "class ClockStub:\n    pass\n",
                true,
            ),
            (
                "__import__",
                "tests/test_i.py",
                "m = __import__('unittest.mock')\n",
                true,
            ),
            (
                "import_module concat",
                "src/x.py",
                "import importlib\nm = importlib.import_module('unittest.' + 'mock')\n",
                true,
            ),
            (
                "fullwidth",
                "tests/test_f.py",
                "from unittest.\u{ff4d}ock import MagicMock\n",
                true,
            ),
            (
                "flexmock",
                "tests/test_x.py",
                "from flexmock import flexmock\n",
                true,
            ),
            (
                "requests_mock fixture",
                "tests/test_r.py",
                "def test_r(requests_mock):\n    pass\n",
                true,
            ),
            (
                "vcr",
                "tests/test_v.py",
                "@pytest.mark.vcr\ndef test_v():\n    pass\n",
                true,
            ),
            (
                "sys.modules in a test",
                "tests/conftest.py",
                "import sys\nsys.modules['db'] = SimpleNamespace()\n",
                true,
            ),
            (
                "scoped mocker",
                "tests/test_m.py",
                "def test_m(session_mocker):\n    session_mocker.patch('a.b')\n",
                true,
            ),
            (
                "imported double",
                "tests/test_d.py",
                "from tests.helpers import FakeClock\n",
                true,
            ),
            (
                "getattr unittest mock",
                "src/x.py",
                "import unittest\nm = getattr(unittest, 'mock')\n",
                true,
            ),
            (
                "local def set in place",
                "tests/test_s.py",
                "def test_s(monkeypatch):\n    def _no_send(*a):\n        return None\n    monkeypatch.setattr(app, 'send', _no_send)\n",
                true,
            ),
            (
                "attribute replaced by a lambda",
                "tests/test_l.py",
                "def test_l():\n    app.db.connect = lambda: None\n",
                true,
            ),
            (
                "namespace of lambdas",
                "tests/test_n.py",
                "c = SimpleNamespace(get=lambda u: 200)\n",
                true,
            ),
            (
                "double class by a call",
                "tests/conftest.py",
                "FakeResponse = namedtuple('FakeResponse', 'status')\n",
                true,
            ),
            (
                "getfixturevalue mocker",
                "tests/test_g.py",
                "def test_g(request):\n    m = request.getfixturevalue('mocker')\n",
                true,
            ),
            (
                "freezegun",
                "tests/test_t.py",
                "from freezegun import freeze_time\n",
                true,
            ),
            (
                "testfixtures replacer",
                "tests/test_r.py",
                "from testfixtures import Replacer\n",
                true,
            ),
            (
                "testfixtures compare",
                "tests/test_c.py",
                "from testfixtures import compare\n",
                false,
            ),
            (
                "value set, not a double",
                "tests/test_v.py",
                "def test_v(monkeypatch):\n    monkeypatch.setattr(config, 'TIMEOUT', 1)\n    config.DEBUG = True\n",
                false,
            ),
            (
                "data namespace",
                "tests/test_d.py",
                "args = SimpleNamespace(verbose=True)\n",
                false,
            ),
            (
                "recorder set in place",
                "tests/test_rec.py",
                "def test_r(monkeypatch):\n    calls = []\n    monkeypatch.setattr(app, 'send', calls.append)\n",
                true,
            ),
            (
                "sentinel constant",
                "tests/test_k.py",
                "DUMMY = object()\n",
                false,
            ),
        ];
        for (name, path, text, want) in cases {
            let got = introduced_at(path, "", text, &[]);
            assert_eq!(!got.is_empty(), *want, "{name}: {got:?}");
        }
        assert!(
            !introduced_at(
                "tests/t.py",
                "",
                "import mytestlib\n",
                &["mytestlib".into()]
            )
            .is_empty()
        );
    }

    #[test]
    fn test_paths() {
        for (p, want) in [
            ("/r/tests/test_a.py", true),
            ("/r/src/pkg/conftest.py", true),
            ("/r/pkg/a_test.py", true),
            ("/r/src/_pytest/python.py", false),
            ("/r/src/testing_utils.py", false),
            ("/r/testing/helpers.py", true),
            ("/r/src/app.py", false),
        ] {
            assert_eq!(is_test_path(p), want, "{p}");
        }
    }

    #[test]
    fn nfkc_folds_fullwidth_and_math_letters() {
        assert_eq!(fold("\u{ff4d}ock"), "mock");
        assert_eq!(fold("\u{1d429}atch"), "patch");
        assert!(matches!(fold("plain"), Cow::Borrowed(_)));
        assert!(matches!(fold("café"), Cow::Borrowed(_)));
    }
}
