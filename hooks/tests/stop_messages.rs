//! Table tests of the blocking Stop guards against their real binaries.
//!
//! Each `tests/messages/<guard>.tsv` holds final messages, half that must be
//! refused and half that must pass: code blocks with the words, quotations of
//! the user, lists of rules, descriptive uses. Every row is run through the
//! built binary with a real Stop payload and a real transcript written to a
//! temp dir; a refused row is run again with `stop_hook_active: true` and must
//! then pass (each guard blocks at most once per stop chain).
//!
//! Row format (tab-separated): `expect  name  turn  message`, where `expect`
//! is `refuse`, `pass` or `missed` (a message that should be refused and
//! that the shipped guard lets through: a known miss, counted and printed,
//! and a failure once the guard refuses it, so the row is promoted to
//! `refuse`), `turn` names the transcript the turn gets (see
//! [`turn_records`]), and `\n` in the message is a line break.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stdout
)]

use serde_json::{Value, json};
use std::path::Path;

const GUARDS: &[&str] = &[
    "stop-hedge",
    "no-preexisting-excuse",
    "no-offer-instead-of-fix",
    "forbidden-doubles-stop",
];

struct Row {
    /// The table's file name, for messages.
    file: String,
    line: usize,
    refuse: bool,
    missed: bool,
    name: String,
    turn: String,
    message: String,
}

fn rows(guard: &str) -> Vec<Row> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/messages");
    let mut out = table(&dir.join(format!("{guard}.tsv")));
    // Rows decided by the turn (its prompt, its commands): kept apart so the
    // prose trainer, which reads `<guard>.tsv`, does not learn from them.
    let turns = dir.join(format!("{guard}.turns.tsv"));
    if turns.exists() {
        out.extend(table(&turns));
    }
    out
}

fn table(path: &Path) -> Vec<Row> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.splitn(4, '\t').collect();
        let [expect, name, turn, message] = cols[..] else {
            panic!("{}:{}: want 4 tab-separated columns", path.display(), i + 1)
        };
        assert!(
            matches!(expect, "refuse" | "pass" | "missed"),
            "{}:{}: expect is {expect}",
            path.display(),
            i + 1
        );
        out.push(Row {
            file: path
                .file_name()
                .map_or_else(String::new, |f| f.to_string_lossy().into_owned()),
            line: i + 1,
            refuse: expect == "refuse",
            missed: expect == "missed",
            name: name.to_owned(),
            turn: turn.to_owned(),
            message: message.replace("\\n", "\n").replace("\\t", "\t"),
        });
    }
    out
}

fn user(text: &str) -> Value {
    json!({"type":"user","message":{"role":"user","content":text}})
}

fn say(text: &str) -> Value {
    json!({"type":"assistant","message":{"id":"msg_say","role":"assistant","content":[{"type":"text","text":text}]}})
}

fn call(id: &str, name: &str, input: Value) -> Value {
    json!({"type":"assistant","message":{"id":format!("msg_{id}"),"role":"assistant","content":[{"type":"tool_use","id":id,"name":name,"input":input}]}})
}

fn result(id: &str, text: &str, is_error: bool) -> Value {
    json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":id,"content":text,"is_error":is_error}]},"toolUseResult":{}})
}

fn bash(id: &str, cmd: &str, ok: bool) -> Vec<Value> {
    vec![
        call(id, "Bash", json!({"command": cmd})),
        result(id, if ok { "ok" } else { "Exit code 1" }, !ok),
    ]
}

/// The records of the named turn (after an earlier turn that ran tests and
/// then edited a file, so a reader that overshoots the turn start is
/// caught, and the earlier run no longer stands for an unchanged project).
fn turn_records(turn: &str) -> Option<Vec<Value>> {
    let mut recs = vec![user("earlier prompt")];
    recs.extend(bash("old", "cargo test", true));
    if let Some(earlier) = turn.strip_prefix("earlier-") {
        // An earlier turn's run, and this turn's calls after it: does the
        // run still stand?
        let (run, now) = earlier.split_once("-then-").unwrap_or((earlier, ""));
        recs.pop();
        recs.pop();
        recs.push(call(
            "e0",
            "Edit",
            json!({"file_path": "/p/src/export.rs", "old_string": "a", "new_string": "b"}),
        ));
        recs.push(result("e0", "The file has been updated.", false));
        match run {
            "green" => recs.extend(bash("old", "cargo test 2>&1 | tail -3", true)),
            "red" => recs.extend(bash("old", "cargo test", false)),
            "build" => recs.extend(bash("old", "cargo build --release", true)),
            // A change and the tests in one command: the run saw the change.
            "deletegreen" => recs.extend(bash(
                "old",
                "find . -name '* 2.*' -delete; cargo test 2>&1 | tail -3",
                true,
            )),
            "greendelete" => recs.extend(bash("old", "cargo test; rm -f out.txt", true)),
            "green-red" => {
                recs.extend(bash("old", "cargo test", true));
                recs.extend(bash("old2", "cargo test --release", false));
            }
            other => panic!("unknown earlier run `{other}`"),
        }
        recs.push(say("The export streams its rows now; 212 tests pass."));
        recs.push(user("commit it please"));
        for step in now.split('-').filter(|s| !s.is_empty()) {
            match step {
                "commit" => {
                    recs.extend(bash(
                        "c1",
                        "git add -A && git commit -m 'export: stream rows'",
                        true,
                    ));
                }
                "look" => recs.extend(bash("l1", "git status && git log --oneline -3", true)),
                "push" => recs.extend(bash("p1", "git push origin main", true)),
                "edit" => {
                    recs.push(call("e1", "Edit", json!({"file_path": "/p/src/export.rs", "old_string": "b", "new_string": "c"})));
                    recs.push(result("e1", "The file has been updated.", false));
                }
                "sed" => recs.extend(bash("s1", "sed -i 's/b/c/' src/export.rs", true)),
                "redirect" => recs.extend(bash(
                    "s1",
                    "git show HEAD:src/export.rs > src/export.rs",
                    true,
                )),
                "fmt" => recs.extend(bash("f1", "cargo fmt", true)),
                "task" => {
                    recs.push(call(
                        "k1",
                        "TaskUpdate",
                        json!({"taskId": "1", "status": "completed"}),
                    ));
                    recs.push(result("k1", "Updated task #1 status", false));
                }
                "services" => recs.extend(bash(
                    "d1",
                    "docker compose up -d db && gh pr checks 12 && curl -s localhost:8080/health",
                    true,
                )),
                "message" => {
                    recs.push(call("m1", "SendMessage", json!({"type": "message", "recipient": "backend", "content": "rename the export module"})));
                    recs.push(result("m1", "Message sent", false));
                }
                "agent" => {
                    recs.push(call("a1", "Agent", json!({"description": "tidy", "prompt": "tidy the export module", "subagent_type": "general-purpose"})));
                    recs.push(result("a1", "Tidied.", false));
                }
                // A summary document written after the run.
                "summary" => {
                    recs.push(call(
                        "w1",
                        "Write",
                        json!({"file_path": "/p/PUSH_SUMMARY.md", "content": "# Pushed\n"}),
                    ));
                    recs.push(result("w1", "File created successfully", false));
                }
                // The forge's API and a comment drafted in the temporary
                // directory (review threads resolved after the run).
                "forge" => {
                    recs.extend(bash(
                        "g1",
                        "export GH_PAGER=cat ; gh api graphql -f query='mutation { resolveReviewThread(input: {threadId: \"T\"}) { thread { isResolved } } }'",
                        true,
                    ));
                    recs.extend(bash(
                        "g2",
                        "cat notes.txt > /tmp/pr449-comment.md && gh pr comment 449 --body-file /tmp/pr449-comment.md",
                        true,
                    ));
                }
                // Remote commits brought in: the tree changed.
                "pull" => recs.extend(bash("p2", "git pull --rebase", true)),
                other => panic!("unknown step `{other}`"),
            }
        }
        return Some(recs);
    }
    recs.push(call(
        "e0",
        "Edit",
        json!({"file_path": "/p/src/lib.rs", "old_string": "a", "new_string": "b"}),
    ));
    recs.push(result("e0", "The file has been updated.", false));
    recs.push(user("please do the task"));
    let mock = "from unittest.mock import MagicMock\n\ndef test_a():\n    m = MagicMock()\n";
    match turn {
        "-" => {}
        "none" => return None,
        "missing" => return Some(Vec::new()),
        "malformed" => {
            recs.push(json!("{not json"));
            recs.extend(bash("t1", "cargo test", true));
            recs.push(call(
                "w1",
                "Write",
                json!({"file_path":"/p/tests/test_a.py","content":mock}),
            ));
            recs.push(result("w1", "File created", false));
        }
        "test-ok" => recs.extend(bash("t1", "cargo test --workspace", true)),
        // The user limited the turn to analysis: their prompt, not the
        // agent's words (replaces "please do the task").
        "analysis-prompt" => {
            recs.pop();
            recs.push(user(
                "The export hangs on big files. Investigate why and tell me your findings, don't make any changes yet.",
            ));
            recs.extend(bash("r1", "grep -n flush src/export.rs", true));
        }
        // The user asked for the agent's view (their prompt): a turn that
        // only read and looked, one that also edited a file, and one that
        // ran a command that did more than look.
        "opinion-read-only"
        | "opinion-edited"
        | "opinion-ran"
        | "opinion-redirect"
        | "opinion-branch-delete"
        | "opinion-subagent" => {
            recs.pop();
            recs.push(user(
                "Should we keep the binding macro function-local or move it to its own header? WDYT?",
            ));
            recs.push(call("r1", "Read", json!({"file_path": "/p/src/binding.h"})));
            recs.push(result("r1", "#define HEGEL_BINDING(n) ...", false));
            recs.extend(bash("g1", "git log --oneline -5 -- src/binding.h", true));
            recs.extend(bash("g2", "grep -rn HEGEL_BINDING src | head -20", true));
            if turn == "opinion-edited" {
                recs.push(call(
                    "e1",
                    "Edit",
                    json!({"file_path": "/p/src/binding.h", "old_string": "a", "new_string": "b"}),
                ));
                recs.push(result("e1", "The file has been updated.", false));
            }
            match turn {
                "opinion-ran" => recs.extend(bash("m1", "make -C build", true)),
                "opinion-redirect" => {
                    recs.extend(bash("m1", "cat src/binding.h > src/binding_local.h", true));
                }
                "opinion-branch-delete" => recs.extend(bash("m1", "git branch -D old-bindings", true)),
                "opinion-subagent" => {
                    recs.push(call(
                        "a1",
                        "Agent",
                        json!({"description": "survey", "prompt": "survey the macro's uses", "subagent_type": "general-purpose"}),
                    ));
                    recs.push(result("a1", "Surveyed.", false));
                }
                _ => {}
            }
        }
        "node-check" => recs.extend(bash("t1", "node --check src/droneBayView.js", true)),
        "pytest-ok" => recs.extend(bash("t1", "cd api && python -m pytest -q tests/", true)),
        "build-ok" => recs.extend(bash("t1", "cargo build --release 2>&1 | tail -3", true)),
        "test-fail" => recs.extend(bash("t1", "cargo test", false)),
        "test-fail-then-ok" => {
            recs.extend(bash("t1", "npm test", false));
            recs.extend(bash("t2", "npm test", true));
        }
        "make-ok" => recs.extend(bash("t1", "make check", true)),
        // A tool's health check (a replayed session's `gt doctor`).
        "doctor-ok" => recs.extend(bash("t1", "gt doctor --fix", true)),
        // The program itself run after the change, no test runner (a
        // smoke run of the script the user runs).
        "smoke-run" => recs.extend(bash("t1", "ruby q1/solve.rb 2>&1 | tail -8", true)),
        // The app driven in a browser through Playwright's MCP tools.
        "browser-validated" => {
            for (id, tool) in [
                ("b1", "mcp__plugin_playwright_playwright__browser_navigate"),
                ("b2", "mcp__plugin_playwright_playwright__browser_click"),
                ("b3", "mcp__plugin_playwright_playwright__browser_snapshot"),
            ] {
                recs.push(call(id, tool, json!({"url": "http://localhost:5173"})));
                recs.push(result(id, "### Page state\n- button \"Approve\" [ref=e12]", false));
            }
        }
        // A script of the project that runs the tests and prints the
        // runner's summary.
        "script-suite" | "script-suite-fail" => {
            recs.push(call("t1", "Bash", json!({"command": "./run_tests.sh 2>&1 | tail -4"})));
            recs.push(result(
                "t1",
                if turn == "script-suite" {
                    "Ran 24 tests in 1.2s\n\nOK (24 tests)"
                } else {
                    "Ran 24 tests in 1.2s\n\nFAILED (failures=2)"
                },
                false,
            ));
        }
        // The suite passed with its count printed, then a separate live
        // suite failed; commits after (replay20's tuicraft turn).
        "suite-ok-then-live-fail" | "suite-ok-then-edit-then-live-fail" => {
            recs.push(call("t1", "Bash", json!({"command": "mise ci 2>&1"})));
            recs.push(result(
                "t1",
                "[test] 1041 pass\n[test] 0 fail\n[test] Ran 1041 tests across 41 files.",
                false,
            ));
            if turn == "suite-ok-then-edit-then-live-fail" {
                recs.push(call("e1", "Edit", json!({"file_path": "/p/src/export.rs", "old_string": "a", "new_string": "b"})));
                recs.push(result("e1", "The file has been updated.", false));
            }
            recs.push(call("t2", "Bash", json!({"command": "mise test:live 2>&1"})));
            recs.push(result("t2", " 8 pass\n 1 fail\n[test:live] ERROR task failed", true));
            recs.extend(bash("c1", "git branch --show-current", true));
            recs.extend(bash("c2", "git commit -am 'feat: guild roster'", true));
        }
        // A review subagent reported the counts; the turn ran no check itself.
        "review-subagent" => {
            recs.push(call("a1", "Agent", json!({"description": "Code review", "prompt": "Review the branch"})));
            recs.push(result(
                "a1",
                "## Code Review\nThe handler at line 65 reads the origin twice. Tests are comprehensive, and CI passes cleanly (869 tests, typecheck, format).",
                false,
            ));
        }
        // The user pasted a run's summary into their prompt (replaces
        // "please do the task"), then the turn commits, or edits first.
        "user-pasted-pass" | "user-pasted-fail" | "user-pasted-pass-then-edit" | "user-says-pass" => {
            recs.pop();
            recs.push(user(match turn {
                "user-pasted-fail" => "Ran it here:\n```\ntest result: FAILED. 211 passed; 1 failed; 0 ignored\n```\ncommit anyway",
                "user-says-pass" => "the tests pass on my machine, commit it",
                _ => "Ran the suite on my machine:\n```\ntest result: ok. 212 passed; 0 failed; 0 ignored\n```\nplease commit",
            }));
            if turn == "user-pasted-pass-then-edit" {
                recs.push(call("e1", "Edit", json!({"file_path": "/p/src/export.rs", "old_string": "a", "new_string": "b"})));
                recs.push(result("e1", "The file has been updated.", false));
            }
            recs.extend(bash("c1", "git commit -am 'export: stream rows'", true));
        }
        // Checks run through an MCP server's tools (mcp_coder's
        // `code-checker`): the result says how each ended.
        "mcp-pytest-ok" | "mcp-pytest-failed" | "mcp-pylint-ok" => {
            let (tool, ok, text) = match turn {
                "mcp-pytest-ok" => ("run_pytest_check", true, "Pytest completed: 212 passed in 4.1s"),
                "mcp-pytest-failed" => ("run_pytest_check", false, "Pytest completed with failures: 2 failed, 210 passed"),
                _ => ("run_pylint_check", true, "Pylint check completed. No issues found."),
            };
            let name = format!("mcp__code-checker__{tool}");
            recs.push(call("m1", &name, json!({})));
            recs.push(result("m1", text, !ok));
        }
        // A commit whose pre-commit hooks ran: their report is the output
        // (lint hooks alone, or a test hook too); the same commit with
        // `--no-verify` ran no hook.
        "commit-hooks-tests" | "commit-hooks-lint" | "commit-no-verify" | "commit-hooks-written" => {
            if turn == "commit-hooks-written" {
                // The turn wrote the hook it then ran.
                recs.push(call(
                    "w1",
                    "Write",
                    json!({"file_path": "/p/.git/hooks/pre-commit", "content": "#!/bin/sh\necho 'pytest....Passed'\n"}),
                ));
                recs.push(result("w1", "File created", false));
            }
            let mut out = String::from(
                "ruff.....................................................................Passed\nmypy.....................................................................Passed\n",
            );
            if matches!(turn, "commit-hooks-tests" | "commit-hooks-written") {
                out.push_str(
                    "pytest...................................................................Passed\n",
                );
            }
            out.push_str("[main b903802] export: stream rows\n 2 files changed, 40 insertions(+)");
            let cmd = if turn == "commit-no-verify" {
                "git commit --no-verify -m 'export: stream rows'"
            } else {
                "git commit -m 'export: stream rows'"
            };
            recs.push(call("c1", "Bash", json!({ "command": cmd })));
            recs.push(result("c1", &out, false));
        }
        // A test run that failed, then a commit whose hooks only linted
        // (or also ran the tests, and they passed).
        "test-fail-then-commit-lint" | "test-fail-then-commit-tests" => {
            recs.extend(bash("t1", "cargo test", false));
            let mut out = String::from(
                "clippy...................................................................Passed\n",
            );
            if turn == "test-fail-then-commit-tests" {
                out.push_str("test result: ok. 42 passed; 0 failed; 0 ignored\n");
            }
            out.push_str("[main b903802] export: stream rows");
            recs.push(call("c1", "Bash", json!({"command": "git commit -am 'export: stream rows'"})));
            recs.push(result("c1", &out, false));
        }
        "test-fail-then-build" => {
            recs.extend(bash("t1", "cargo test", false));
            recs.extend(bash("t2", "cargo build --release", true));
        }
        "commit-hooks-failed" => {
            recs.push(call("c1", "Bash", json!({"command": "git commit -m 'export: stream rows'"})));
            recs.push(result(
                "c1",
                "ruff.....................................................................Passed\npytest...................................................................Failed\n- hook id: pytest\n- exit code: 1\n=========== 1 failed, 12 passed in 0.53s ===========",
                true,
            ));
        }
        // The work edited and declared working: nothing run, a look only,
        // or after the user's prompt showed it working.
        "edited-only" | "edited-then-looked" | "edited-user-shows-work" => {
            if turn == "edited-user-shows-work" {
                recs.pop();
                recs.push(user("The app is running and working. Now bump the poll interval to 30s."));
            }
            recs.push(call("e1", "Edit", json!({"file_path": "/p/src/sidebar.tsx", "old_string": "a", "new_string": "b"})));
            recs.push(result("e1", "The file has been updated.", false));
            if turn == "edited-then-looked" {
                recs.extend(bash("l1", "ls dist/ && curl -sI localhost:5173 | head -1", true));
            }
        }
        "subagent" => {
            recs.push(call(
                "a1",
                "Agent",
                json!({"description": "run the tests", "prompt": "run the test suite and report", "subagent_type": "general-purpose"}),
            ));
            recs.push(result("a1", "412 tests, 0 failures", false));
        }
        // A subagent this turn ran (the harness's `toolUseResult.agentId`
        // names its transcript, written by `subagent_records`).
        "subagent-ran-tests" | "subagent-no-test" | "subagent-tests-failed" | "subagent-missing"
        | "subagent-wrote-mock" | "subagent-wrote-clean" => {
            recs.push(call(
                "a1",
                "Agent",
                json!({"description": "run the tests", "prompt": "run the test suite and report", "subagent_type": "general-purpose"}),
            ));
            recs.push(json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"a1","content":[{"type":"text","text":"[Subagent hand-back] done"}]}]},"toolUseResult":{"status":"completed","agentId":"a5e2","agentType":"general-purpose"}}));
        }
        "test-fail-then-subagent-ok" => {
            recs.extend(bash("t1", "npm test", false));
            recs.push(call(
                "a1",
                "Agent",
                json!({"description": "fix and rerun", "prompt": "fix the failing test and rerun the suite", "subagent_type": "general-purpose"}),
            ));
            recs.push(json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"a1","content":[{"type":"text","text":"[Subagent hand-back] done"}]}]},"toolUseResult":{"status":"completed","agentId":"a5e2","agentType":"general-purpose"}}));
        }
        // A test run started with `run_in_background` (Claude Code 2.1.328's
        // records, measured): still running, or ended as its task
        // notification says.
        "bg-pending" | "bg-completed" | "bg-failed" => {
            recs.push(call(
                "t1",
                "Bash",
                json!({"command": "npm test", "run_in_background": true}),
            ));
            recs.push(json!({"type":"user","message":{"role":"user","content":[{"tool_use_id":"t1","type":"tool_result","content":"Command running in background with ID: bk1. You will be notified when it completes.","is_error":false}]},"toolUseResult":{"stdout":"","backgroundTaskId":"bk1"}}));
            let status = match turn {
                "bg-completed" => Some("completed"),
                "bg-failed" => Some("failed"),
                _ => None,
            };
            if let Some(status) = status {
                recs.push(json!({"type":"attachment","attachment":{"type":"queued_command","prompt":format!("<task-notification>\n<task-id>bk1</task-id>\n<tool-use-id>t1</tool-use-id>\n<status>{status}</status>\n</task-notification>")}}));
            }
        }
        // A failing run whose exit status a pipe hid: the runner's own
        // summary says it failed.
        "test-piped-fail" => {
            recs.push(call("t1", "Bash", json!({"command": "cargo test 2>&1 | tail -3"})));
            recs.push(result(
                "t1",
                "failures:\n    export::tests::empty_rows\n\ntest result: FAILED. 41 passed; 1 failed; 0 ignored",
                false,
            ));
        }
        "no-test" => recs.extend(bash("t1", "ls -la && git status", true)),
        // Turns that act without a test or build run (not trained on: see
        // the trainer's filter of stop-hedge rows by turn).
        "install-ok" => recs.extend(bash("t1", "npm install", true)),
        "push" => recs.extend(bash("t1", "git push origin feature", true)),
        "gh-checks" => recs.extend(bash("t1", "gh pr checks 18", true)),
        "echo-test" => recs.extend(bash(
            "t1",
            "echo 'cargo test' && git commit -m 'run pytest later'",
            true,
        )),
        "write-mock" => {
            recs.push(call(
                "w1",
                "Write",
                json!({"file_path":"/p/tests/test_a.py","content":mock}),
            ));
            recs.push(result("w1", "File created", false));
        }
        "edit-mock" => {
            recs.push(call("e1", "Edit", json!({"file_path":"/p/app.py","old_string":"client = Client()","new_string":"client = Mock(spec=Client)"})));
            recs.push(result("e1", "updated", false));
        }
        "write-fake-class" => {
            recs.push(call("w1", "Write", json!({"file_path":"/p/tests/conftest.py","content":"class FakeClock:\n    def now(self):\n        return 0\n"})));
            recs.push(result("w1", "File created", false));
        }
        "write-clean" => {
            recs.push(call("w1", "Write", json!({"file_path":"/p/tests/test_a.py","content":"\"\"\"No Mock() here.\"\"\"\nimport requests\n\ndef test_a():\n    requests.patch(URL)  # not MagicMock\n"})));
            recs.push(result("w1", "File created", false));
        }
        "write-mock-refused" => {
            recs.push(call(
                "w1",
                "Write",
                json!({"file_path":"/p/tests/test_a.py","content":mock}),
            ));
            recs.push(result(
                "w1",
                "PreToolUse:Write hook error: no-doubles-py: refused",
                true,
            ));
        }
        "bash-heredoc-mock" => recs.extend(bash(
            "b1",
            "mkdir -p tests && cat > tests/test_a.py <<'EOF'\nfrom unittest.mock import MagicMock\nEOF",
            true,
        )),
        "bash-echo-mock" => recs.extend(bash("b1", "echo 'cat > t.py <<EOF MagicMock()'", true)),
        "write-mock-md" => {
            recs.push(call(
                "w1",
                "Write",
                json!({"file_path":"/p/docs/testing.md","content":mock}),
            ));
            recs.push(result("w1", "File created", false));
        }
        other => panic!("unknown turn `{other}`"),
    }
    Some(recs)
}

/// The transcript of the subagent a `subagent-*` turn ran (Claude Code
/// 2.1.328 writes it to `<session>/subagents/agent-<agentId>.jsonl` beside
/// the main transcript `<session>.jsonl`).
fn subagent_records(turn: &str) -> Option<Vec<Value>> {
    let mut recs = vec![user("run the test suite and report")];
    match turn {
        "subagent-ran-tests" | "test-fail-then-subagent-ok" => {
            recs.extend(bash("s1", "npm test -- --ci", true));
        }
        "subagent-no-test" => recs.extend(bash("s1", "git diff --stat", true)),
        "subagent-tests-failed" => recs.extend(bash("s1", "npm test", false)),
        "subagent-wrote-mock" | "subagent-wrote-clean" => {
            let content = if turn == "subagent-wrote-mock" {
                "from unittest.mock import MagicMock\n\ndef test_export():\n    client = MagicMock()\n"
            } else {
                "def test_export(tmp_path):\n    assert export(tmp_path) == 3\n"
            };
            recs.push(call(
                "s1",
                "Write",
                json!({"file_path": "/p/tests/test_export.py", "content": content}),
            ));
            recs.push(result("s1", "File created", false));
        }
        _ => return None,
    }
    recs.push(json!({"type":"assistant","message":{"id":"sfinal","role":"assistant","content":[{"type":"text","text":"Ran the suite."}]}}));
    Some(recs)
}

struct Outcome {
    code: Option<i32>,
    stderr: String,
}

fn run(guard: &str, dir: &Path, row: &Row, active: bool) -> Outcome {
    let mut payload = json!({
        "session_id": "s",
        "cwd": dir,
        "hook_event_name": "Stop",
        "stop_hook_active": active,
        "last_assistant_message": row.message,
        "background_tasks": [],
        "session_crons": [],
    });
    if row.turn == "missing" {
        payload["transcript_path"] = json!(dir.join("no-such-transcript.jsonl"));
    } else if let Some(recs) = turn_records(&row.turn) {
        let mut text = String::new();
        for r in &recs {
            // A JSON string record stands for a raw (malformed) line.
            text.push_str(&r.as_str().map_or_else(|| r.to_string(), str::to_owned));
            text.push('\n');
        }
        text.push_str(&json!({"type":"assistant","message":{"id":"final","role":"assistant","content":[{"type":"text","text":row.message}]}}).to_string());
        text.push('\n');
        if row.turn == "malformed" {
            // A last line still being written by the harness.
            text.push_str("{\"type\":\"assistant\",\"mess");
        }
        let path = dir.join("transcript.jsonl");
        std::fs::write(&path, text).unwrap();
        payload["transcript_path"] = json!(path);
        let subagents = dir.join("transcript").join("subagents");
        let _ = std::fs::remove_dir_all(&subagents);
        if let Some(sub) = subagent_records(&row.turn) {
            std::fs::create_dir_all(&subagents).unwrap();
            write_jsonl(&subagents.join("agent-a5e2.jsonl"), &sub);
        }
    }
    spawn(guard, dir, &payload)
}

/// The guard's binary run on `payload` in `dir` (its own HOME, no user
/// config), bounded.
fn spawn(guard: &str, dir: &Path, payload: &Value) -> Outcome {
    let out = assert_cmd::Command::cargo_bin(guard)
        .unwrap()
        .current_dir(dir)
        .env("HOME", dir)
        .env("XDG_CONFIG_HOME", dir.join(".config"))
        .write_stdin(payload.to_string())
        .timeout(std::time::Duration::from_secs(20))
        .output()
        .unwrap();
    Outcome {
        code: out.status.code(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Writes `records` as a JSON Lines transcript at `path`.
fn write_jsonl(path: &Path, records: &[Value]) {
    let text: String = records.iter().map(|r| r.to_string() + "\n").collect();
    std::fs::write(path, text).unwrap();
}

/// A SubagentStop payload naming the main and the agent's transcripts.
fn subagent_stop(dir: &Path, main: &Path, agent: &Path, message: &str) -> Value {
    json!({
        "session_id": "s", "cwd": dir, "hook_event_name": "SubagentStop",
        "stop_hook_active": false, "agent_id": "a1", "agent_type": "general-purpose",
        "transcript_path": main, "agent_transcript_path": agent,
        "last_assistant_message": message,
    })
}

#[test]
fn every_blocking_stop_guard_judges_its_table() {
    let mut failures = Vec::new();
    for guard in GUARDS {
        let rows = rows(guard);
        let refused = rows.iter().filter(|r| r.refuse).count();
        let passed = rows.iter().filter(|r| !r.refuse && !r.missed).count();
        assert!(
            rows.len() >= 50,
            "{guard}: {} rows, want at least 50",
            rows.len()
        );
        assert!(
            refused >= 25 && passed >= 25,
            "{guard}: {refused} refuse / {passed} pass rows, want at least 25 of each"
        );
        for row in &rows {
            let dir = tempfile::tempdir().unwrap();
            let got = run(guard, dir.path(), row, false);
            if row.missed {
                match got.code {
                    Some(0) => println!(
                        "{}:{} `{}`: known miss (should be refused)",
                        row.file, row.line, row.name
                    ),
                    Some(2) => failures.push(format!(
                        "{}:{} `{}`: now refused: mark the row `refuse`",
                        row.file, row.line, row.name
                    )),
                    code => failures.push(format!(
                        "{}:{} `{}`: want exit 0 (known miss) or 2, got {code:?}: {}",
                        row.file, row.line, row.name, got.stderr
                    )),
                }
                continue;
            }
            let want = if row.refuse { 2 } else { 0 };
            if got.code != Some(want) {
                failures.push(format!(
                    "{}:{} `{}`: want exit {want}, got {:?}\n  message: {:?}\n  stderr: {}",
                    row.file, row.line, row.name, got.code, row.message, got.stderr
                ));
                continue;
            }
            if row.refuse {
                let head = format!("{guard}: refused ");
                if !got.stderr.starts_with(&head) || !got.stderr.contains("\nTo allow: ") {
                    failures.push(format!(
                        "{}:{} `{}`: refusal style: {}",
                        row.file, row.line, row.name, got.stderr
                    ));
                }
                let again = run(guard, dir.path(), row, true);
                if again.code != Some(0) {
                    failures.push(format!(
                        "{}:{} `{}`: with stop_hook_active must pass, got {:?}: {}",
                        row.file, row.line, row.name, again.code, again.stderr
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} rows judged wrongly:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// SubagentStop judges the subagent's own transcript (`agent_transcript_path`),
/// not the main session's.
#[test]
fn subagent_stop_reads_the_agent_transcript() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, turn: &str| {
        let path = dir.path().join(name);
        write_jsonl(&path, &turn_records(turn).unwrap());
        path
    };
    let mock = write("agent.jsonl", "write-mock");
    let clean = write("main.jsonl", "-");
    for (agent, main, want) in [(&mock, &clean, 2), (&clean, &mock, 0)] {
        let payload = subagent_stop(dir.path(), main, agent, "Added tests.");
        let out = spawn("forbidden-doubles-stop", dir.path(), &payload);
        assert_eq!(out.code, Some(want), "{}", out.stderr);
    }
}

/// On SubagentStop the offer guard reads the limit of the subagent's own
/// turn: the task its caller gave it, not the user's prompt in the main
/// transcript.
#[test]
fn a_subagents_task_limits_its_own_turn() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, prompt: &str| {
        let path = dir.path().join(name);
        let recs = [
            user(prompt),
            call(
                "g1",
                "Bash",
                json!({"command": "grep -n flush src/export.rs"}),
            ),
            result("g1", "12: flush()", false),
        ];
        write_jsonl(&path, &recs);
        path
    };
    let limited =
        "Investigate why the export hangs and tell me your findings; don't make any changes.";
    let open = "Make the export stop hanging on big files.";
    let message =
        "The export hangs because `flush()` is never called on the last chunk. Want me to fix it?";
    for (agent_prompt, main_prompt, want) in [(limited, open, 0), (open, limited, 2)] {
        let agent = write("agent.jsonl", agent_prompt);
        let main = write("main.jsonl", main_prompt);
        let payload = subagent_stop(dir.path(), &main, &agent, message);
        let out = spawn("no-offer-instead-of-fix", dir.path(), &payload);
        assert_eq!(
            out.code,
            Some(want),
            "subagent task {agent_prompt:?}: {}",
            out.stderr
        );
    }
}

/// A prompt that asks for a view, a turn that only reads, and the hedged
/// view that ends it.
const VIEW_ASKED: &str =
    "Should we keep the binding macro function-local or move it to its own header? WDYT?";
const VIEW_GIVEN: &str =
    "Function-local is probably right: it sits right above the only struct that uses it.";

fn view_turn(prompt: Value) -> Vec<Value> {
    vec![
        prompt,
        call("r1", "Read", json!({"file_path": "/p/src/binding.h"})),
        result("r1", "#define HEGEL_BINDING(n) ...", false),
    ]
}

/// A prompt with a passing run pasted into it, a commit, and the claim
/// that rests on the pasted run.
const RUN_PASTED: &str =
    "Ran the suite:\n```\ntest result: ok. 212 passed; 0 failed; 0 ignored\n```\nplease commit";
const RUN_CLAIMED: &str = "Committed as `b903802`; all 212 tests pass.";

fn pasted_run_turn(prompt: Value) -> Vec<Value> {
    let mut recs = vec![prompt];
    recs.extend(bash("c1", "git commit -am 'export: stream rows'", true));
    recs
}

/// A prompt that limits the turn to analysis, a turn that only reads, and
/// the offer to fix what it found.
const ANALYSIS_ASKED: &str =
    "Investigate why the export drops rows and tell me your findings; don't make any changes.";
const FIX_OFFERED: &str = "The export drops the last row because the loop stops one short. Want me to fix the off-by-one in `export.rs`?";

fn analysis_turn(prompt: Value) -> Vec<Value> {
    vec![
        prompt,
        call("r1", "Read", json!({"file_path": "/p/src/export.rs"})),
        result("r1", "fn export() {}", false),
    ]
}

/// A discussion turn is the user's: on SubagentStop the prompt that asks
/// for a view is the caller's (an agent's), so a subagent's hedged view is
/// judged as in any turn; on Stop, the same prompt from the user lets it
/// pass.
#[test]
fn only_the_users_prompt_makes_a_discussion() {
    caller_refused_user_allowed(&view_turn(user(VIEW_ASKED)), VIEW_GIVEN, "asked");
}

/// A passing run pasted into the prompt backs a claim only when the user
/// pasted it: a subagent's prompt is its caller's, which the agent writes.
#[test]
fn only_the_users_pasted_run_backs_a_claim() {
    caller_refused_user_allowed(&pasted_run_turn(user(RUN_PASTED)), RUN_CLAIMED, "pasted it");
}

/// A prompt from another agent of the team, as Claude Code delivers it to
/// the lead (`<teammate-message …>`, as in real sessions).
fn teammate(body: &str) -> Value {
    user(&format!(
        "<teammate-message teammate_id=\"reviewer\" color=\"blue\" summary=\"note\">\n{body}\n</teammate-message>"
    ))
}

/// An agent team's lead gets its teammates' messages as prompts: what the
/// user's prompt would grant, a teammate's does not — not a view asked
/// for, not an analysis-only turn for the offer guard. The same turns from
/// the user pass.
#[test]
fn a_teammates_message_is_not_the_users_prompt() {
    type Turn = fn(Value) -> Vec<Value>;
    let cases: [(&str, Turn, &str, &str); 2] = [
        ("stop-hedge", view_turn, VIEW_ASKED, VIEW_GIVEN),
        (
            "no-offer-instead-of-fix",
            analysis_turn,
            ANALYSIS_ASKED,
            FIX_OFFERED,
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.jsonl");
    for (guard, turn, prompt, message) in cases {
        let payload = json!({
            "session_id": "s",
            "transcript_path": path,
            "cwd": dir.path(),
            "hook_event_name": "Stop",
            "stop_hook_active": false,
            "last_assistant_message": message,
        });
        write_jsonl(&path, &turn(teammate(prompt)));
        let out = spawn(guard, dir.path(), &payload);
        assert_eq!(out.code, Some(2), "{guard} on {message:?}: {}", out.stderr);
        // The user's own prompt with the same words lets it through.
        write_jsonl(&path, &turn(user(prompt)));
        let out = spawn(guard, dir.path(), &payload);
        assert_eq!(
            out.code,
            Some(0),
            "{guard} on the user's prompt: {}",
            out.stderr
        );
    }
}

/// A teammate's report is another agent's result, as a subagent's is: the
/// lead relaying it ("VF-2 infra verification passed. All 212 tests pass.")
/// in a turn that changed nothing passes; a change after the report (an
/// edit) leaves the claim needing a run of its own. On SubagentStop the
/// same turn is refused: a subagent's prompt is its caller's.
#[test]
fn a_teammates_report_backs_the_leads_relay() {
    const REPORT: &str = "Task #17 (VF-2) COMPLETED. Infra verification passed: compose config valid, grep checks clean, 212 tests pass.";
    const RELAYED: &str = "VF-2 infra verification passed. The grep checks all pass.";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.jsonl");
    let payload = json!({
        "session_id": "s",
        "transcript_path": path,
        "cwd": dir.path(),
        "hook_event_name": "Stop",
        "stop_hook_active": false,
        "last_assistant_message": RELAYED,
    });
    // Only looked (a task list) since the report: the relay stands.
    let mut recs = vec![teammate(REPORT)];
    recs.push(call("t1", "TaskList", json!({})));
    recs.push(result("t1", "#17 [completed] VF-2", false));
    write_jsonl(&path, &recs);
    let out = spawn("stop-hedge", dir.path(), &payload);
    assert_eq!(out.code, Some(0), "relayed report: {}", out.stderr);
    // An edit after the report: the claim is the lead's own again.
    recs.push(call(
        "e1",
        "Edit",
        json!({"file_path": "/p/docker-compose.yml", "old_string": "a", "new_string": "b"}),
    ));
    recs.push(result(
        "e1",
        "The file has been updated successfully.",
        false,
    ));
    write_jsonl(&path, &recs);
    let out = spawn("stop-hedge", dir.path(), &payload);
    assert_eq!(out.code, Some(2), "edit after the report: {}", out.stderr);
    // A turn the user started, with no run and no report: the claim is the
    // lead's own.
    write_jsonl(&path, &[user("How is VF-2 going?")]);
    let out = spawn("stop-hedge", dir.path(), &payload);
    assert_eq!(out.code, Some(2), "the user's prompt: {}", out.stderr);
}

/// The same turn (`recs`) as a subagent's, whose prompt is its caller's
/// (SubagentStop: `message` refused), and as the main agent's, whose prompt
/// is the user's (Stop: let through); `what` the prompt did, for the
/// failure message.
fn caller_refused_user_allowed(recs: &[Value], message: &str, what: &str) {
    let dir = tempfile::tempdir().unwrap();
    let agent = dir.path().join("agent.jsonl");
    let main = dir.path().join("main.jsonl");
    write_jsonl(&agent, recs);
    write_jsonl(&main, recs);
    let payload = subagent_stop(dir.path(), &main, &agent, message);
    let out = spawn("stop-hedge", dir.path(), &payload);
    assert_eq!(
        out.code,
        Some(2),
        "a subagent's caller {what}: {}",
        out.stderr
    );
    let payload = json!({
        "session_id": "s",
        "transcript_path": main,
        "cwd": dir.path(),
        "hook_event_name": "Stop",
        "stop_hook_active": false,
        "last_assistant_message": message,
    });
    let out = spawn("stop-hedge", dir.path(), &payload);
    assert_eq!(out.code, Some(0), "the user {what}: {}", out.stderr);
}

/// An MCP tool whose name holds no check word is a run only when the user
/// names it in `check_commands`.
#[test]
fn check_commands_name_mcp_tools_too() {
    let write = |dir: &Path, config: Option<&str>| {
        let path = dir.join("t.jsonl");
        write_jsonl(
            &path,
            &[
                user("please do the task"),
                call("m1", "mcp__qa__suite", json!({})),
                result("m1", "212 passed", false),
            ],
        );
        if let Some(config) = config {
            std::fs::create_dir_all(dir.join(".claude")).unwrap();
            std::fs::write(dir.join(".claude/gatehouse.toml"), config).unwrap();
        }
        json!({
            "session_id": "s",
            "transcript_path": path,
            "cwd": dir,
            "hook_event_name": "Stop",
            "stop_hook_active": false,
            "last_assistant_message": "Fixed the export's date parsing. All 212 tests pass.",
        })
    };
    let off = tempfile::tempdir().unwrap();
    let out = spawn("stop-hedge", off.path(), &write(off.path(), None));
    assert_eq!(out.code, Some(2), "not named: {}", out.stderr);
    let on = tempfile::tempdir().unwrap();
    let payload = write(
        on.path(),
        Some("[stop-hedge]\ncheck_commands = [\"mcp__qa__suite\"]\n"),
    );
    let out = spawn("stop-hedge", on.path(), &payload);
    assert_eq!(out.code, Some(0), "named: {}", out.stderr);
}

/// `japanese_korean_hedges = true` under `[stop-hedge]`: Japanese and Korean
/// guesses are judged too (off by default, but for a repair's outcome
/// predicted with はず: docs/guards/stop-hedge.md).
#[test]
fn japanese_korean_hedges_are_a_user_switch() {
    let row = Row {
        file: String::new(),
        line: 0,
        refuse: false,
        missed: false,
        name: "ja guess".to_owned(),
        turn: "-".to_owned(),
        message: "修正しました。おそらくキャッシュが原因だと思います。".to_owned(),
    };
    let off = tempfile::tempdir().unwrap();
    assert_eq!(run("stop-hedge", off.path(), &row, false).code, Some(0));
    let on = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(on.path().join(".claude")).unwrap();
    std::fs::write(
        on.path().join(".claude/gatehouse.toml"),
        "[stop-hedge]\njapanese_korean_hedges = true\n",
    )
    .unwrap();
    let out = run("stop-hedge", on.path(), &row, false);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(out.stderr.contains("おそらく"), "{}", out.stderr);
}

/// Chinese guesses are judged by default (`chinese_hedges`, measured on
/// the blind heldout_zh batch: docs/guards/stop-hedge.md); the user turns
/// them off with `chinese_hedges = false` under `[stop-hedge]`.
#[test]
fn chinese_hedges_are_on_unless_the_user_turns_them_off() {
    let row = Row {
        file: String::new(),
        line: 0,
        refuse: true,
        missed: false,
        name: "zh guess".to_owned(),
        turn: "-".to_owned(),
        message: "已经改好了。这样应该就可以了。".to_owned(),
    };
    let on = tempfile::tempdir().unwrap();
    let out = run("stop-hedge", on.path(), &row, false);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(out.stderr.contains("应该"), "{}", out.stderr);
    assert!(out.stderr.contains("Chinese rule"), "{}", out.stderr);
    let off = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(off.path().join(".claude")).unwrap();
    std::fs::write(
        off.path().join(".claude/gatehouse.toml"),
        "[stop-hedge]\nchinese_hedges = false\n",
    )
    .unwrap();
    assert_eq!(run("stop-hedge", off.path(), &row, false).code, Some(0));
}

/// A language's guesses are judged unless `key = false` under
/// `[stop-hedge]`; a claim in the language is judged either way: `guess`
/// is refused by the language's `rule` by default and passes with the key
/// off, `claim` is refused with the key off and its refusal quotes `quoted`.
fn hedges_switch(key: &str, guess: &str, rule: &str, claim: &str, quoted: &str) {
    let row = |name: &str, message: &str| Row {
        file: String::new(),
        line: 0,
        refuse: true,
        missed: false,
        name: name.to_owned(),
        turn: "-".to_owned(),
        message: message.to_owned(),
    };
    let guess = row("guess", guess);
    let claim = row("claim", claim);
    let on = tempfile::tempdir().unwrap();
    let out = run("stop-hedge", on.path(), &guess, false);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(out.stderr.contains(rule), "{}", out.stderr);
    let off = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(off.path().join(".claude")).unwrap();
    std::fs::write(
        off.path().join(".claude/gatehouse.toml"),
        format!("[stop-hedge]\n{key} = false\n"),
    )
    .unwrap();
    assert_eq!(run("stop-hedge", off.path(), &guess, false).code, Some(0));
    let out = run("stop-hedge", off.path(), &claim, false);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    assert!(out.stderr.contains(quoted), "{}", out.stderr);
}

/// French guesses (`shared/prose/src/fr.rs`) are judged unless
/// `french_hedges = false`; a claim in French is judged either way.
#[test]
fn french_hedges_are_on_unless_the_user_turns_them_off() {
    hedges_switch(
        "french_hedges",
        "J'ai corrigé le fuseau horaire. Le rapport devrait maintenant fonctionner normalement.",
        "French rule",
        "C'est fait. Tous les tests passent sans erreur.",
        "tests passent",
    );
}

/// Portuguese and Spanish guesses (`shared/prose/src/ibero.rs`) are judged
/// unless `portuguese_spanish_hedges = false`; a claim in those languages
/// is judged either way.
#[test]
fn portuguese_spanish_hedges_are_on_unless_the_user_turns_them_off() {
    hedges_switch(
        "portuguese_spanish_hedges",
        "Corrigi o fuso horário. Agora o relatório deve funcionar normalmente.",
        "Portuguese/Spanish rule",
        "Listo. Todas las pruebas pasan sin errores.",
        "pruebas pasan",
    );
}
