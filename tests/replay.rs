//! `gatehouse replay` on a recorded session: the real gatehouse binary runs
//! the real Stop guard binaries over each turn end of a transcript written
//! in Claude Code's format, in a temp repository. A turn whose green test
//! run backs its claim passes, a hedge and an unbacked claim are refused
//! with the guards' own reasons, an interrupted turn is skipped, and the
//! summary counts what each guard refused.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

mod fleet;

use serde_json::{Value, json};
use std::path::Path;
use std::process::{Command, Output};

fn user(text: &str) -> Value {
    json!({"type":"user","message":{"role":"user","content":text}})
}

fn say(text: &str) -> Value {
    json!({"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":text}]}})
}

fn call(id: &str, name: &str, input: Value) -> Value {
    json!({"type":"assistant","message":{"role":"assistant","content":[{"type":"tool_use","id":id,"name":name,"input":input}]}})
}

fn result(id: &str, text: &str) -> Value {
    json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":id,"content":text,"is_error":false}]},"toolUseResult":{}})
}

/// A session of four turns: a claim a test run backs, a hedge, a claim
/// made after a file was written with no run since (a page of the site: a
/// prose document, `.md`, would leave the run standing), and an
/// interrupted turn.
fn session(path: &Path) {
    let recs = [
        user("fix the date parser"),
        call("t1", "Bash", json!({"command": "cargo test"})),
        result("t1", "test result: ok. 12 passed; 0 failed"),
        say("Fixed the off-by-one in `parse_date`. All tests pass."),
        user("and the docs page?"),
        call(
            "w1",
            "Write",
            json!({"file_path": "site/dates.html", "content": "x"}),
        ),
        result("w1", "File created successfully"),
        say("Rewrote the page. The examples should now render correctly."),
        user("ship it"),
        say("Done: all tests pass and the docs are updated."),
        user("one more thing"),
        call("t2", "Bash", json!({"command": "cargo build"})),
        user("[Request interrupted by user for tool use]"),
    ];
    let text: String = recs.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(path, text).unwrap();
}

fn replay(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .arg("replay")
        .args(["--bin-dir", &fleet::bin_dir().display().to_string()])
        .args(args)
        .current_dir(dir)
        .env("HOME", dir.join("home"))
        .env_remove("CLAUDE_PROJECT_DIR")
        .env_remove("XDG_STATE_HOME")
        .output()
        .unwrap()
}

fn setup() -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let repo = tmp.path().canonicalize().unwrap().join("repo");
    std::fs::create_dir_all(repo.join("home")).unwrap();
    testkit::git(&repo, &["init", "-q"]).unwrap();
    session(&repo.join("session.jsonl"));
    (tmp, repo)
}

#[test]
fn replays_each_turn_end_through_the_stop_guards() {
    let (_tmp, repo) = setup();
    let out = replay(&repo, &["session.jsonl"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The hedge, refused with stop-hedge's own reason.
    assert!(
        stdout.contains("turn 2: stop-hedge refused") && stdout.contains("should now"),
        "{stdout}"
    );
    // The claim after a write with no run since: the claim check.
    assert!(
        stdout.contains("turn 3: stop-hedge refused") && stdout.contains("unverified claim"),
        "{stdout}"
    );
    // The claim a run backs passes; only refusals are listed by default.
    assert!(!stdout.contains("turn 1:"), "{stdout}");
    assert!(
        stdout.contains(
            "3 turn ends replayed from 1 session file(s) (1 interrupted turns skipped, 0 lines not JSON)"
        ),
        "{stdout}"
    );
    let hedge = stdout
        .lines()
        .find(|l| l.starts_with("stop-hedge "))
        .unwrap();
    assert!(
        hedge.contains("refused    2 of 3") && hedge.contains("failed   0"),
        "{hedge}"
    );
    let doubles = stdout
        .lines()
        .find(|l| l.starts_with("forbidden-doubles-stop "))
        .unwrap();
    assert!(doubles.contains("refused    0 of 3"), "{doubles}");
    // A replayed refusal is no decision of a session: the user's decision
    // log stays empty (a guard run directly would have written it).
    let log = repo.join("home/.local/state/gatehouse/log/decisions.jsonl");
    assert!(!log.exists(), "replay wrote {}", log.display());
}

#[test]
fn json_lines_carry_every_verdict_with_all() {
    let (_tmp, repo) = setup();
    let out = replay(
        &repo,
        &["--json", "--all", "--guards", "stop-hedge", "session.jsonl"],
    );
    assert!(out.status.success());
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let verdicts: Vec<(u64, String)> = lines
        .iter()
        .map(|v| {
            assert_eq!(v["guard"], "stop-hedge");
            (
                v["turn"].as_u64().unwrap(),
                v["verdict"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    // The whole reason, with what the agent is told to do instead.
    let claim = lines[2]["reason"].as_str().unwrap();
    assert!(claim.contains("no test or build command ran"), "{claim}");
    assert_eq!(
        lines[1]["message"],
        "Rewrote the page. The examples should now render correctly."
    );
    assert_eq!(
        verdicts,
        vec![
            (1, "passed".to_owned()),
            (2, "refused".to_owned()),
            (3, "refused".to_owned())
        ]
    );
}

#[test]
fn only_stop_guards_and_readable_sessions() {
    let (_tmp, repo) = setup();
    let out = replay(&repo, &["--guards", "no-xdist", "session.jsonl"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("`no-xdist` is not a Stop guard"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = replay(&repo, &["missing.jsonl"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.jsonl"));
    let out = replay(&repo, &[]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs at least one session file"));
}

#[test]
fn a_projects_recorded_sessions_by_its_directory() {
    let (_tmp, repo) = setup();
    let store = repo
        .join("home/.claude/projects")
        .join(gatehouse::replay::project_key(&repo));
    std::fs::create_dir_all(&store).unwrap();
    std::fs::rename(repo.join("session.jsonl"), store.join("aca7f892.jsonl")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args([
            "replay",
            "--bin-dir",
            &fleet::bin_dir().display().to_string(),
        ])
        .args(["--project", &repo.display().to_string()])
        .current_dir("/")
        .env("HOME", repo.join("home"))
        .env_remove("CLAUDE_CONFIG_DIR")
        .env_remove("XDG_STATE_HOME")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("aca7f892.jsonl turn 2: stop-hedge refused"),
        "{stdout}"
    );
    assert!(
        stdout.contains("3 turn ends replayed from 1 session file(s)"),
        "{stdout}"
    );
    // A directory with no recorded sessions says where it looked.
    let out = Command::new(env!("CARGO_BIN_EXE_gatehouse"))
        .args(["replay", "--project", "/"])
        .env("HOME", repo.join("home"))
        .env_remove("CLAUDE_CONFIG_DIR")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no sessions recorded for /"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
