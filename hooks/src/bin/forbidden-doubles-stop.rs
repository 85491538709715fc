//! forbidden-doubles-stop: refuses to end a turn that wrote a test double
//! into Python source, or that names one in its final message.
//!
//! # What it refuses
//! - A turn whose Write, Edit, MultiEdit or NotebookEdit calls (read from
//!   the transcript) put a mock, fake, stub or dummy into a `.py`, `.pyi` or
//!   `.ipynb` file: imports of `unittest.mock`/`mock`/`pytest_mock`, `Mock`,
//!   `MagicMock`, `patch(...)`, `mocker.*`, classes and functions named
//!   `Fake*`/`Stub*`/`Mock*`/`Dummy*` — judged by the `doubles` crate, the
//!   same detector as `no-doubles-py`. An edit counts only for what it adds.
//!   Bash calls count too: a here-document sent to a Python file
//!   (`cat > t.py <<'EOF'`, `tee -a t.py <<EOF`), found by the shell parser.
//!   So do the writes of the subagents the turn ran (their transcripts,
//!   read with the turn): a double a helper wrote is the turn's.
//! - A final message whose own prose reports a double ("I mocked the HTTP
//!   client", "added a fake clock", "I patched `time.time`", "recorded VCR
//!   cassettes") outside the closed descriptive forms. Written code is
//!   judged first and wins: the file is named. For the prose the phrase
//!   lists nominate and the `prose` model decides (inline code by its
//!   identifier parts, removal verbs, who is speaking, negation, "Mocks:
//!   none."); measured on messages never trained on (generated test split;
//!   the fourth hand-written held-out batch): 97.5% / 87.5% refused, 0.3% /
//!   0.0% of the others wrongly (the phrase lists alone: 50.0% / 37.5%).
//!
//! Refused once per stop chain.
//!
//! # Why (the incident)
//! The reference fleet's RUL-002, real infrastructure only. `no-doubles-py`
//! refuses the write at the moment of action; this guard audits the turn as
//! a whole, catching what slipped past (a guard that was off, a notebook, a
//! subagent) and an agent that reports having used a double.
//!
//! # Refused
//! - Turn wrote `from unittest.mock import MagicMock` into `tests/test_api.py`.
//! - "I stubbed out the payment gateway so the tests run offline."
//!
//! # Allowed
//! - Doubles in strings, comments and docstrings; `requests.patch(url)`.
//! - An edit that keeps doubles already in the file (only additions count).
//! - Prose in the closed descriptive forms ("the no-mocks rule", "the
//!   test-double ban", "no mocks", "without test doubles"), negated ("I did
//!   not mock anything"), asked, quoted or in code.
//! - Any stop with `stop_hook_active` (the agent was already told once).
//!
//! # Configuration
//! `[forbidden-doubles-stop]` in `.claude/gatehouse.toml`:
//! - `words`: the prose words naming a double (replaces the default list);
//! - `allow`: closed descriptive forms (added to the defaults);
//! - `threshold`: the model score (percent) that refuses the prose; raise to
//!   refuse less;
//! - `allow_paths`: globs of files whose doubles are not judged (e.g. a
//!   vendored package), matched against the absolute path;
//! - `block_when_active` (default `false`); `subagents` (default `true`).
//!
//! # Escape hatch
//! The user lists paths in `allow_paths` or sets `enabled = false`. The agent
//! cannot: the transcript records what it wrote.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use prose::judge::{Head, Judge, Tuning};
use serde_json::Value;
use shell::RedirectKind;
use std::path::Path;
use transcript::Turn;

const GUARD: Guard = Guard {
    name: "forbidden-doubles-stop",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &[
        "words",
        "allow",
        "threshold",
        "allow_paths",
        "block_when_active",
        "subagents",
    ],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(stop) = p.stop_to_judge(cfg)? else {
        return Ok(Verdict::Allow);
    };
    let path = p.stop_transcript();
    // The turn with its subagents' tool calls: a double a subagent wrote
    // for this turn is the turn's (handing the test to a helper hides
    // nothing).
    let turn = transcript::read_turn_with_subagents(path, stop.last_assistant_message.as_deref());
    // Written code is the stronger evidence: judge what the turn wrote
    // first, and name the file.
    let skip = cfg.strings("allow_paths")?.unwrap_or_default();
    if let Ok(t) = &turn
        && let Some((file, finding)) = written_double(t, &skip, &p.cwd)
    {
        return Ok(refuse(format!(
            "to end a turn that wrote a test double into `{file}` ({finding})"
        )));
    }
    let message = stop
        .last_assistant_message
        .clone()
        .or_else(|| {
            turn.as_ref()
                .ok()
                .and_then(|t| t.last_assistant_text.clone())
        })
        .unwrap_or_default();
    let judge = Judge::configured(
        Head::Double,
        Tuning {
            primary: cfg.strings("words")?,
            allow: cfg.strings("allow")?.unwrap_or_default(),
            threshold_percent: cfg.int("threshold")?,
            ..Tuning::default()
        },
    );
    let ss = prose::sentences(&message);
    if let Some(hit) = judge.refused(&ss) {
        let word = hit
            .phrase
            .clone()
            .or_else(|| hit.hits.used.first().cloned())
            .or_else(|| hit.hits.cues.first().cloned())
            .unwrap_or_else(|| "a double".to_owned());
        return Ok(refuse(format!(
            "to end the turn on a message that names a test double (`{word}`): {}",
            judge.why(&ss, &hit)
        )));
    }
    let turn = match turn {
        Ok(t) => t,
        Err(why) => return Ok(unreadable(&why)),
    };
    if !turn.complete() {
        return Ok(unreadable(
            "the start of this turn is further back than the reader's bound, so its writes cannot all be checked",
        ));
    }
    Ok(Verdict::Allow)
}

/// The first Python write of the turn that added a double: (file, finding).
/// Relative paths (shell redirections) are taken from `cwd`.
fn written_double(turn: &Turn, skip: &[String], cwd: &Path) -> Option<(String, doubles::Finding)> {
    let judged = |file: &str| {
        let abs = payload::paths::normalize(Path::new(file), cwd);
        let abs = abs.to_string_lossy();
        let python = [".py", ".pyi", ".ipynb"]
            .iter()
            .any(|ext| abs.ends_with(ext));
        python && !skip.iter().any(|g| payload::glob::matches(g, &abs))
    };
    turn.calls.iter().find_map(|call| {
        // A call the harness refused or that failed wrote nothing.
        if turn.result_of(&call.id).is_some_and(|r| r.is_error) {
            return None;
        }
        let text = |k: &str| {
            call.input
                .get(k)
                .and_then(Value::as_str)
                .unwrap_or_default()
        };
        if call.name == "Bash" {
            return heredoc_double(text("command"), &judged);
        }
        let file = match call.name.as_str() {
            "NotebookEdit" => text("notebook_path"),
            _ => text("file_path"),
        };
        if !judged(file) {
            return None;
        }
        // Judged as `no-doubles-py` judges them: where and how (a name alone
        // is a double only in a test module; other double libraries count there).
        let at = |before: &str, after: &str| doubles::introduced_at(file, before, after, &[]);
        let found = match call.name.as_str() {
            "Write" => at("", text("content")),
            "Edit" => at(text("old_string"), text("new_string")),
            "MultiEdit" => {
                let edits = call
                    .input
                    .get("edits")
                    .and_then(Value::as_array)
                    .map(Vec::as_slice)
                    .unwrap_or_default();
                edits
                    .iter()
                    .flat_map(|e| {
                        let s = |k: &str| e.get(k).and_then(Value::as_str).unwrap_or_default();
                        at(s("old_string"), s("new_string"))
                    })
                    .collect()
            }
            "NotebookEdit" if text("cell_type") != "markdown" => at("", text("new_source")),
            _ => Vec::new(),
        };
        found.into_iter().next().map(|f| (file.to_owned(), f))
    })
}

/// A double written by the shell: a here-document or here-string sent to a
/// Python file (`cat > t.py <<'EOF'`, `tee -a t.py <<EOF`), parsed as shell.
fn heredoc_double(cmd: &str, judged: &dyn Fn(&str) -> bool) -> Option<(String, doubles::Finding)> {
    shell::analyse(cmd).commands.iter().find_map(|c| {
        let body = c.redirects.iter().find_map(|r| match r.kind {
            RedirectKind::Heredoc => r.body.clone(),
            RedirectKind::HereString => Some(r.target.text.clone()),
            _ => None,
        })?;
        let mut targets: Vec<&str> = c
            .redirects
            .iter()
            .filter(|r| matches!(r.kind, RedirectKind::Truncate | RedirectKind::Append))
            .map(|r| r.target.text.as_str())
            .collect();
        if c.program() == Some("tee") {
            targets.extend(
                c.args()
                    .iter()
                    .map(|a| a.text.as_str())
                    .filter(|a| !a.starts_with('-')),
            );
        }
        let target = targets.into_iter().find(|t| judged(t))?;
        doubles::introduced_at(target, "", &body, &[])
            .into_iter()
            .next()
            .map(|f| (target.to_owned(), f))
    })
}

fn refuse(what: String) -> Verdict {
    refusal(GUARD.name, what)
        .rule("real infrastructure only: tests exercise the real code paths; a double proves only that the double works")
        .instead(
            "replace the double with the real dependency (a temp dir, a real git repo, a local server, the real binary) \
             and say so; then end the turn again",
        )
        .allow(
            "the user can list the file in `allow_paths` or set `enabled = false` under `[forbidden-doubles-stop]` \
             in `.claude/gatehouse.toml`",
        )
        .verdict()
}

fn unreadable(why: &str) -> Verdict {
    refusal(GUARD.name, "to end the turn unchecked: what it wrote could not be read")
        .rule(format!("the turn's writes are checked for test doubles, and {why}"))
        .instead("end the turn again; the next stop is let through (`stop_hook_active`)")
        .allow("the user can set `enabled = false` under `[forbidden-doubles-stop]` in `.claude/gatehouse.toml`")
        .verdict()
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
    use serde_json::json;
    use transcript::{Start, ToolCall, ToolResult};

    fn turn(calls: Vec<(&str, Value)>, failed: &[usize]) -> Turn {
        Turn {
            start: Start::Prompt("go".into()),
            calls: calls
                .iter()
                .enumerate()
                .map(|(i, (n, v))| ToolCall {
                    id: format!("t{i}"),
                    name: (*n).into(),
                    input: v.clone(),
                })
                .collect(),
            results: failed
                .iter()
                .map(|i| ToolResult {
                    tool_use_id: format!("t{i}"),
                    is_error: true,
                    text: String::new(),
                    agent_id: None,
                    background_task: None,
                })
                .collect(),
            notifications: Vec::new(),
            last_assistant_text: None,
            malformed: 0,
            partial_tail: false,
            bytes_read: 0,
        }
    }

    #[test]
    fn table() {
        let mock = "from unittest.mock import MagicMock\n";
        let cases: Vec<(&str, Turn, Option<&str>)> = vec![
            (
                "write mock",
                turn(
                    vec![("Write", json!({"file_path":"/p/t.py","content":mock}))],
                    &[],
                ),
                Some("/p/t.py"),
            ),
            (
                "write to non-python",
                turn(
                    vec![("Write", json!({"file_path":"/p/t.md","content":mock}))],
                    &[],
                ),
                None,
            ),
            (
                "failed write",
                turn(
                    vec![("Write", json!({"file_path":"/p/t.py","content":mock}))],
                    &[0],
                ),
                None,
            ),
            (
                "edit keeps existing",
                turn(
                    vec![(
                        "Edit",
                        json!({"file_path":"/p/t.py","old_string":"m = Mock()","new_string":"m = Mock()  # x"}),
                    )],
                    &[],
                ),
                None,
            ),
            (
                "edit adds",
                turn(
                    vec![(
                        "Edit",
                        json!({"file_path":"/p/t.py","old_string":"x = 1","new_string":"x = Mock()"}),
                    )],
                    &[],
                ),
                Some("/p/t.py"),
            ),
            (
                "multiedit adds",
                turn(
                    vec![(
                        "MultiEdit",
                        json!({"file_path":"/p/tests/test_a.py","edits":[{"old_string":"a","new_string":"b"},{"old_string":"","new_string":"class FakeDb: pass"}]}),
                    )],
                    &[],
                ),
                Some("/p/tests/test_a.py"),
            ),
            (
                // Judged where and how, as no-doubles-py does: a name alone
                // is not a double outside the tests.
                "fake-named class in production code",
                turn(
                    vec![(
                        "Write",
                        json!({"file_path":"/p/src/cookies.py","content":"class MockRequest:\n    pass\n"}),
                    )],
                    &[],
                ),
                None,
            ),
            (
                "notebook code",
                turn(
                    vec![(
                        "NotebookEdit",
                        json!({"notebook_path":"/p/n.ipynb","new_source":"m = MagicMock()","cell_type":"code"}),
                    )],
                    &[],
                ),
                Some("/p/n.ipynb"),
            ),
            (
                "notebook markdown",
                turn(
                    vec![(
                        "NotebookEdit",
                        json!({"notebook_path":"/p/n.ipynb","new_source":"m = MagicMock()","cell_type":"markdown"}),
                    )],
                    &[],
                ),
                None,
            ),
            (
                "allowed path",
                turn(
                    vec![(
                        "Write",
                        json!({"file_path":"/p/vendor/x.py","content":mock}),
                    )],
                    &[],
                ),
                None,
            ),
        ];
        for (name, t, want) in cases {
            let got =
                written_double(&t, &["/p/vendor/**".to_string()], Path::new("/p")).map(|(f, _)| f);
            assert_eq!(got.as_deref(), want, "case {name}");
        }
    }

    #[test]
    fn shell_writes() {
        let cases: &[(&str, &str, Option<&str>)] = &[
            (
                "heredoc to py",
                "cat > tests/t.py <<'EOF'\nfrom unittest.mock import patch\nEOF",
                Some("tests/t.py"),
            ),
            (
                "tee append",
                "tee -a t.py <<EOF\nm = MagicMock()\nEOF",
                Some("t.py"),
            ),
            (
                "heredoc to md",
                "cat > notes.md <<'EOF'\nm = MagicMock()\nEOF",
                None,
            ),
            ("echo is data", "echo 'cat > t.py <<EOF MagicMock()'", None),
            ("heredoc clean", "cat > t.py <<'EOF'\nimport os\nEOF", None),
            (
                "allowed path",
                "cat > vendor/t.py <<'EOF'\nm = Mock()\nEOF",
                None,
            ),
        ];
        for (name, cmd, want) in cases {
            let t = turn(vec![("Bash", json!({ "command": cmd }))], &[]);
            let got =
                written_double(&t, &["/p/vendor/**".to_string()], Path::new("/p")).map(|(f, _)| f);
            assert_eq!(got.as_deref(), *want, "case {name}");
        }
    }
}
