//! no-doubles-py: refuses writing Python that introduces a test double
//! (mock, fake, stub, dummy).
//!
//! # What it refuses
//! A Write, Edit, MultiEdit (legacy), NotebookEdit, Codex `apply_patch` or
//! Bash write (`cat > f <<EOF`, `tee`, `echo … >> f`, a `python - <<EOF` script
//! writing literal text with `open(…).write` / `Path(…).write_text`) to a `.py`, `.pyi` or
//! `.ipynb` file whose content *after* the call has a test double the content
//! *before* did not: imports of `unittest.mock`, `mock`, `pytest_mock`; `Mock`,
//! `MagicMock`, `AsyncMock`, `patch(...)`, `@patch`, `patch.object`,
//! `create_autospec`, `mocker.*`; classes and functions defined as
//! `Fake*`/`Stub*`/`Mock*`/`Dummy*`. The whole post-edit file is rebuilt
//! (`edits` crate) and read as Python tokens (`doubles` crate), the same
//! detector as `forbidden-doubles-stop`.
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
//! - `class FakeClock:` in a new module; `tee tests/t.py <<EOF` with `Mock()`
//!
//! # Allowed
//! - `requests.patch(url)`, `session.patch(...)`: HTTP, not mocking
//! - `Mock` in strings, comments and docstrings; notebook markdown cells
//! - Editing a file that already has a double, for anything else (only what
//!   the edit adds counts); removing a double
//! - Files that are not Python; writes whose text is only known at run time
//!   (`python gen.py > t.py`: not judged)
//!
//! # Configuration
//! `[no-doubles-py]`: `enabled`; `allow_paths`: globs of files where doubles
//! are allowed (e.g. `vendor/**`), matched against the absolute path and the
//! path relative to the project root.
//!
//! # Escape hatch
//! The user lists the path in `allow_paths` or sets `enabled = false` in
//! `.claude/gatehouse.toml` (protected from the agent by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use std::path::Path;

const GUARD: Guard = Guard {
    name: "no-doubles-py",
    events: &[EventKind::PreToolUse],
    keys: &["allow_paths"],
};

/// Python source: modules, stubs and notebooks (as `forbidden-doubles-stop`).
const PYTHON: &[&str] = &[".py", ".pyi", ".ipynb"];

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let changes = edits::of_tool(&call.input, &p.cwd).map_err(|e| Failure::new(e.0))?;
    let allow = cfg.strings("allow_paths")?.unwrap_or_default();
    for change in &changes.files {
        let name = change.file_name();
        if change.deleted || !PYTHON.iter().any(|ext| name.ends_with(ext)) {
            continue;
        }
        let shown = shown_path(&change.path, &p.cwd, cfg.project_root());
        if allowed(&allow, &change.path, cfg.project_root()) {
            continue;
        }
        let found = doubles::introduced(&change.before, &change.after);
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
            .rule("RUL-002, real infrastructure only: a test that passes against a mock, fake or stub proves nothing about the real system")
            .instead("exercise the real thing: a real temp directory (`tmp_path`), a real local server on `127.0.0.1`, the real database (a throwaway schema or container), the real subprocess")
            .allow("the user can list the file in `allow_paths` or set `enabled = false` under `[no-doubles-py]` in `.claude/gatehouse.toml`")
            .verdict());
    }
    Ok(Verdict::Allow)
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
            text.contains("RUL-002")
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
