//! no-doubles-py: refuses writing Python that introduces a test double
//! (mock, fake, stub, dummy).
//!
//! # What it refuses
//! A Write, Edit, MultiEdit (legacy), NotebookEdit, Codex `apply_patch` or
//! Bash write to a `.py`, `.pyi` or `.ipynb` file whose content *after* the
//! call has a test double the content *before* did not. The whole post-edit
//! file is rebuilt (`edits` crate) — for Bash also after `sed -i` (`1i`, `a`,
//! `s///`), `perl -pi`, `cp`/`mv`/`install`/`ln` into place (`cp -r` of a
//! directory file by file), `cat FILE >`, `git apply`/`patch` (also `patch <
//! FILE`), `base64 -d >`, `printf` with `\x..` escapes, `tee`, heredocs and
//! Python/Node/Ruby literal writes; a notebook Write is read by its cells —
//! and read as Python tokens (`doubles`
//! crate), identifiers folded as Python folds them (NFKC: `ｍock` is `mock`):
//! - everywhere: imports of `unittest.mock`, `mock`, `pytest_mock`, also by
//!   name at run time (`__import__("unittest.mock")`,
//!   `importlib.import_module("unittest." + "mock")`,
//!   `getattr(__import__("unittest"), "mock")`, `getattr(unittest, "mock")`);
//!   `Mock`, `MagicMock`,
//!   `AsyncMock`, `patch(...)`, `@patch`, `patch.object`, `create_autospec`,
//!   `mock_open`, `mocker.*` and its scoped twins (`module_mocker` …);
//! - in a test module (`tests/`, `test/`, `testing/`, `test_*.py`,
//!   `*_test.py`, `conftest.py`, `fakes.py`/`mocks.py`/`stubs.py`): classes and
//!   functions defined with a double's name (`Fake*`/`Stub*`/`Mock*`/`Dummy*`/
//!   `Spy*` or a CamelCase suffix: `ClockStub`, `HttpFake`, `MailerSpy`; `Mocked*`; a double
//!   class made by a call: `FakeResponse = namedtuple(…)`), other double libraries
//!   (`flexmock`, `responses`, `requests_mock`, `httpretty`, `respx`, VCR,
//!   `moto`, `fakeredis`, `pyfakefs` … one table, `DOUBLE_LIBRARIES`, plus
//!   `double_libraries`), their fixtures (`requests_mock`, `httpx_mock`), VCR
//!   cassettes (fixtures also through `request.getfixturevalue("mocker")`),
//!   freezegun, time_machine, botocore's `Stubber`, testfixtures'
//!   `Replacer`, the fixtures `freezer` (pytest-freezer), `fs` (pyfakefs) and
//!   `vcr` as a test's parameter the module does not define, a module
//!   replaced in `sys.modules`, a `SimpleNamespace` of
//!   lambdas, or a double set in place of a collaborator
//!   (`monkeypatch.setattr(m, "f", fake_f)`, a lambda, a function the test
//!   defines, an instance of a class it defines, a `partial` of a
//!   constructor, a recorder such as `calls.append`, `app.db.connect = lambda:
//!   None`), a double imported by name from the project's
//!   test helpers (`from tests.helpers import FakeClock`, `from .fakes import …`);
//! - a test module written with content the command does not show (`awk -i
//!   inplace`, `curl -o tests/t.py`, `python gen.py > tests/test_x.py`).
//!
//! A double is a test double because of where and how it is used, not its
//! name: outside test modules a definition named like a double is ordinary
//! code, and an exception class (`class FakeError(Exception)`) never is one.
//!
//! Out of reach: a double built from a module only known at run time
//! (`__import__(name)` with `name` computed), a double library not in the
//! table, code written by a program the command does not show into a file
//! that is not a test module.
//!
//! # Why (the incident)
//! The reference fleet's RUL-002, real infrastructure only: tests that pass
//! against a double prove nothing about the real system. Its regex versions
//! over-matched (`requests.patch(url)` counted as a mock, a docstring that
//! mentions `Mock`) and under-matched (a mock added through `tee`); its own
//! `no-doubles-py.sh` was "the last of the PreToolUse fleet still failing
//! open" (measured 2026-08-08).
//!
//! # Refused
//! - Edit adding `from unittest.mock import MagicMock` to `tests/test_api.py`
//! - Write of a test with `@patch("app.db.connect")` or `mocker.patch(...)`
//! - `class FakeClock:` or `class ClockStub:` in `tests/`; `tee tests/t.py <<EOF` with `Mock()`
//! - `sed -i '1i from unittest.mock import patch' tests/test_a.py`;
//!   `cp /tmp/helper.py tests/`; `importlib.import_module("unittest." + "mock")`
//!
//! # Allowed
//! - `requests.patch(url)`, `session.patch(...)`: HTTP, not mocking
//! - `Mock` in strings, comments and docstrings; notebook markdown cells
//! - Editing a file that already has a double, for anything else (only what
//!   the edit adds counts); removing a double
//! - Files that are not Python; writes whose text is only known at run time
//!   to modules that are not tests (`python gen.py > src/t.py`: not judged)
//! - `class MockRequest` in a production adapter, `class DummyRewriteHook`,
//!   `class FakeNewsClassifier`, `def dummy_encode`, `class StubGenerator`;
//!   `major, minor, patch = v.split(".")`; `class FakeError(Exception)` in a
//!   test; `mv tests/test_a.py tests/test_b.py` (a rename among tests)
//!
//! # Configuration
//! `[no-doubles-py]`: `enabled`; `allow_paths`: globs of files where doubles
//! are allowed (e.g. `vendor/**`), matched against the absolute path and the
//! path relative to the project root; `double_libraries`: more modules whose
//! import in a test module is a double.
//!
//! # Escape hatch
//! The user lists the path in `allow_paths` or sets `enabled = false` in
//! `.claude/gatehouse.toml` (protected from the agent by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use std::path::Path;

pub(crate) const GUARD: Guard = Guard {
    name: "no-doubles-py",
    events: &[EventKind::PreToolUse],
    keys: &["allow_paths", "double_libraries"],
};

/// Python source: modules, stubs and notebooks (as `forbidden-doubles-stop`).
const PYTHON: &[&str] = &[".py", ".pyi", ".ipynb"];

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let changes = edits::of_tool(&call.input, &p.cwd).map_err(|e| Failure::new(e.0))?;
    let allow = cfg.strings("allow_paths")?.unwrap_or_default();
    let libraries = cfg.strings("double_libraries")?.unwrap_or_default();
    let python = |name: &str| PYTHON.iter().any(|ext| name.ends_with(ext));
    // A test module written with content the command does not show
    // (`awk -i inplace`, `curl -o tests/t.py`, `python gen.py > tests/t.py`).
    for o in &changes.opaque {
        let Some(path) = &o.path else { continue };
        let text = path.to_string_lossy();
        // A copy kept outside the project (`git show … > /tmp/old_test.py`)
        // is no test module of it.
        let inside =
            path.starts_with(cfg.project_root().unwrap_or(&p.cwd)) || path.starts_with(&p.cwd);
        if inside
            && python(&text)
            && doubles::is_test_path(&text)
            && !allowed(&allow, path, cfg.project_root())
        {
            let shown = shown_path(path, &p.cwd, cfg.project_root());
            return Ok(refusal(GUARD.name, format!("`{}` writing the test module `{shown}`: {}, so the doubles it may add cannot be checked", short(&o.by), o.why))
                .rule("real infrastructure only: a test module may only change in ways that can be read before they happen")
                .instead("write the test with the Write or Edit tool, or with a quoted heredoc whose text is visible")
                .allow("the user can list the file in `allow_paths` or set `enabled = false` under `[no-doubles-py]` in `.claude/gatehouse.toml`")
                .verdict());
        }
    }
    for change in &changes.files {
        let name = change.file_name();
        if change.deleted || !python(name) {
            continue;
        }
        let shown = shown_path(&change.path, &p.cwd, cfg.project_root());
        if allowed(&allow, &change.path, cfg.project_root()) {
            continue;
        }
        let path = change.path.to_string_lossy();
        // A rename among Python files moves what was judged where it was
        // written, unless it brings code into the tests from elsewhere.
        if let Some(from) = &change.moved_from {
            let from = from.to_string_lossy();
            if python(&from) && (doubles::is_test_path(&from) || !doubles::is_test_path(&path)) {
                continue;
            }
        }
        let found = doubles::introduced_at(&path, &change.before, &change.after, &libraries);
        let Some(first) = found.first() else { continue };
        let place = if change.exact { "" } else { " of the new text" };
        let more = match found.len() {
            1 => String::new(),
            n => format!(" (and {} more)", n - 1),
        };
        let what = format!(
            "{} adding a test double to `{shown}`: line {}{place} {}{more}",
            change.via,
            first
                .line
                .saturating_sub(change.new_text_from.saturating_sub(1)),
            first.to_string().split_once(": ").map_or("", |(_, v)| v)
        );
        return Ok(refusal(GUARD.name, what)
            .rule("real infrastructure only: a test that passes against a mock, fake or stub proves nothing about the real system")
            .instead("exercise the real thing: a real temp directory (`tmp_path`), a real local server on `127.0.0.1`, the real database (a throwaway schema or container), the real subprocess")
            .allow("the user can list the file in `allow_paths` or set `enabled = false` under `[no-doubles-py]` in `.claude/gatehouse.toml`")
            .verdict());
    }
    Ok(Verdict::Allow)
}

fn short(text: &str) -> String {
    let line = text.lines().next().unwrap_or("");
    if line.chars().count() > 80 {
        format!("{}…", line.chars().take(80).collect::<String>())
    } else {
        line.to_owned()
    }
}

fn allowed(globs: &[String], path: &Path, root: Option<&Path>) -> bool {
    let abs = path.to_string_lossy();
    let rel = root
        .and_then(|r| path.strip_prefix(r).ok())
        .map(|r| r.to_string_lossy().into_owned());
    globs.iter().any(|g| {
        payload::glob::matches(g, &abs)
            || rel.as_deref().is_some_and(|r| payload::glob::matches(g, r))
    })
}

/// The path as the agent likely wrote it: relative to the project (or cwd).
fn shown_path(path: &Path, cwd: &Path, root: Option<&Path>) -> String {
    root.into_iter()
        .chain(std::iter::once(cwd))
        .find_map(|base| path.strip_prefix(base).ok())
        .unwrap_or(path)
        .display()
        .to_string()
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

    fn decide(tool: &str, input: serde_json::Value, cwd: &Path, config: &str) -> Verdict {
        let json = serde_json::json!({"hook_event_name": "PreToolUse", "session_id": "s", "cwd": cwd, "tool_name": tool, "tool_input": input});
        let p = payload::event::parse(json.to_string().as_bytes()).unwrap();
        let c =
            payload::Config::from_texts(&[("p.toml", config)], Some(cwd.to_path_buf())).unwrap();
        check(&p, &c.section(GUARD.name)).unwrap()
    }

    #[test]
    fn refusal_names_line_rule_and_alternative() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir(d.path().join("tests")).unwrap();
        std::fs::write(
            d.path().join("tests/test_a.py"),
            "import os\n\n\ndef test_x():\n    pass\n",
        )
        .unwrap();
        let v = decide(
            "Edit",
            serde_json::json!({"file_path": d.path().join("tests/test_a.py"), "old_string": "import os\n", "new_string": "import os\nfrom unittest.mock import MagicMock\n"}),
            d.path(),
            "",
        );
        let Verdict::Deny(text) = v else {
            panic!("{v:?}")
        };
        assert!(text.contains("`tests/test_a.py`: line 2"), "{text}");
        assert!(
            text.contains("real infrastructure only")
                && text.contains("temp directory")
                && text.contains("allow_paths"),
            "{text}"
        );
    }

    #[test]
    fn allow_paths_relative_to_the_project() {
        let d = tempfile::tempdir().unwrap();
        let input = serde_json::json!({"file_path": "vendor/lib/t.py", "content": "from mock import Mock\n"});
        assert!(matches!(
            decide("Write", input.clone(), d.path(), ""),
            Verdict::Deny(_)
        ));
        let cfg = "[no-doubles-py]\nallow_paths = [\"vendor/**\"]\n";
        assert_eq!(decide("Write", input, d.path(), cfg), Verdict::Allow);
    }
}
