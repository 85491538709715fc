//! What the subagents of a turn did.
//!
//! A main agent that hands the test run to a subagent ("run the suite and
//! report") ends its turn on the subagent's result: the runs are in the
//! subagent's own transcript, not in the main one. Claude Code (measured on
//! 2.1.328) writes the main transcript at `<dir>/<session>.jsonl` and each
//! subagent's at `<dir>/<session>/subagents/agent-<agentId>.jsonl`; the
//! `Agent` (formerly `Task`) call's result record carries the id as
//! `toolUseResult.agentId`, written by the harness, not by a model. A
//! SubagentStop payload names the subagent's own file, whose nested
//! subagents sit beside it in the same folder.
//!
//! [`Turn::with_subagents`] splices each subagent's tool calls and results
//! into the turn right after the call that ran it, so a test run a
//! subagent made counts where it happened: before a later failing run of
//! the main agent, after an earlier one. Bounded: at most
//! [`MAX_SUBAGENTS`] files, [`MAX_DEPTH`] levels of nesting, and each file
//! read backwards like the main transcript, at most [`SUBAGENT_BYTES`]. A
//! subagent file that is missing or unreadable adds nothing: the turn then
//! shows no more evidence than before.

use crate::{Options, Turn, read_turn_with};
use std::path::{Path, PathBuf};

/// Subagent transcripts read for one turn, at most.
pub const MAX_SUBAGENTS: usize = 32;
/// Levels of subagents read (a subagent's own subagents are the second).
pub const MAX_DEPTH: usize = 3;
/// Bytes read from the end of one subagent transcript, at most.
pub const SUBAGENT_BYTES: u64 = 8 * 1024 * 1024;

/// The folder that holds the subagent transcripts of the session whose
/// transcript (main or subagent) is `transcript`.
fn subagents_dir(transcript: &Path) -> Option<PathBuf> {
    let dir = transcript.parent()?;
    if dir.file_name().is_some_and(|n| n == "subagents") {
        return Some(dir.to_path_buf());
    }
    Some(dir.join(transcript.file_stem()?).join("subagents"))
}

/// The transcript of subagent `agent_id` of the session whose transcript
/// is `transcript`; `None` for an id that is not a plain name (letters,
/// digits, `-`, `_`), so no id can lead out of the folder.
pub fn subagent_transcript(transcript: &Path, agent_id: &str) -> Option<PathBuf> {
    let plain = !agent_id.is_empty()
        && agent_id.len() <= 64
        && agent_id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !plain {
        return None;
    }
    Some(subagents_dir(transcript)?.join(format!("agent-{agent_id}.jsonl")))
}

impl Turn {
    /// This turn with the tool calls and results of the subagents it ran
    /// spliced in after the `Agent`/`Task` call that ran each (see the
    /// module's notes). `transcript` is the file this turn was read from.
    #[must_use]
    pub fn with_subagents(self, transcript: &Path) -> Turn {
        let mut budget = MAX_SUBAGENTS;
        splice(self, transcript, 0, &mut budget)
    }
}

fn splice(turn: Turn, transcript: &Path, depth: usize, budget: &mut usize) -> Turn {
    if depth >= MAX_DEPTH {
        return turn;
    }
    let ran: Vec<(usize, String)> = turn
        .calls
        .iter()
        .enumerate()
        .filter(|(_, c)| matches!(c.name.as_str(), "Agent" | "Task"))
        .filter_map(|(k, c)| Some((k, turn.result_of(&c.id)?.agent_id.clone()?)))
        .collect();
    if ran.is_empty() {
        return turn;
    }
    let mut calls = Vec::with_capacity(turn.calls.len());
    let mut results = turn.results.clone();
    let mut notifications = turn.notifications.clone();
    let mut next = ran.into_iter().peekable();
    for (k, call) in turn.calls.iter().enumerate() {
        calls.push(call.clone());
        let Some((_, id)) = next.next_if(|(at, _)| *at == k) else {
            continue;
        };
        if *budget == 0 {
            continue;
        }
        *budget -= 1;
        let Some(path) = subagent_transcript(transcript, &id) else {
            continue;
        };
        let opts = Options {
            max_bytes: SUBAGENT_BYTES,
            ..Options::default()
        };
        let Ok(sub) = read_turn_with(&path, opts) else {
            continue;
        };
        let sub = splice(sub, &path, depth + 1, budget);
        calls.extend(sub.calls);
        results.extend(sub.results);
        notifications.extend(sub.notifications);
    }
    Turn {
        calls,
        results,
        notifications,
        ..turn
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
    use crate::read_turn;
    use serde_json::{Value, json};

    // Records in the shape Claude Code 2.1.328 writes (measured: the
    // `Agent` call's result record carries `toolUseResult.agentId`).
    fn user(text: &str) -> Value {
        json!({"type":"user","message":{"role":"user","content":text}})
    }
    fn call(id: &str, name: &str, input: Value) -> Value {
        json!({"type":"assistant","message":{"id":format!("m{id}"),"role":"assistant","content":[{"type":"tool_use","id":id,"name":name,"input":input}]}})
    }
    fn bash(id: &str, command: &str) -> Value {
        call(id, "Bash", json!({ "command": command }))
    }
    fn result(id: &str, err: bool) -> Value {
        json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":id,"content":"out","is_error":err}]},"toolUseResult":{"stdout":"out"}})
    }
    fn agent(id: &str, agent_id: &str) -> [Value; 2] {
        [
            call(
                id,
                "Agent",
                json!({"description":"tests","prompt":"run the tests","subagent_type":"general-purpose"}),
            ),
            json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":id,"content":[{"type":"text","text":"[Subagent hand-back] 12 passed"}]}]},"toolUseResult":{"status":"completed","agentId":agent_id,"agentType":"general-purpose"}}),
        ]
    }
    fn say(text: &str) -> Value {
        json!({"type":"assistant","message":{"id":"final","role":"assistant","content":[{"type":"text","text":text}]}})
    }
    fn put(path: &Path, records: &[Value]) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let text: String = records.iter().map(|r| format!("{r}\n")).collect();
        std::fs::write(path, text).unwrap();
    }
    fn runs(t: &Turn) -> Vec<(String, bool)> {
        t.check_runs(&[])
            .into_iter()
            .map(|r| (r.command, r.failed))
            .collect()
    }

    #[test]
    fn a_subagents_runs_count_where_it_ran() {
        let dir = tempfile::tempdir().unwrap();
        let main = dir.path().join("sess-1.jsonl");
        let [a1, r1] = agent("t2", "a7f3");
        put(
            &main,
            &[
                user("fix the export"),
                bash("t1", "cargo test"),
                result("t1", true),
                a1,
                r1,
                say("All tests pass."),
            ],
        );
        let sub = dir.path().join("sess-1/subagents/agent-a7f3.jsonl");
        put(
            &sub,
            &[
                user("run the tests"),
                bash("s1", "cargo test --workspace"),
                result("s1", false),
                say("12 passed"),
            ],
        );
        let turn = read_turn(&main).unwrap();
        assert_eq!(runs(&turn), vec![("cargo test".to_owned(), true)]);
        let turn = turn.with_subagents(&main);
        // The main run failed, the subagent's later run passed: in order.
        assert_eq!(
            runs(&turn),
            vec![
                ("cargo test".to_owned(), true),
                ("cargo test --workspace".to_owned(), false)
            ]
        );
        // A main run after the subagent comes after its runs.
        let [a1, r1] = agent("t1", "a7f3");
        put(
            &main,
            &[
                user("fix the export"),
                a1,
                r1,
                bash("t3", "pytest"),
                result("t3", true),
                say("Done."),
            ],
        );
        let turn = read_turn(&main).unwrap().with_subagents(&main);
        assert_eq!(runs(&turn).last(), Some(&("pytest".to_owned(), true)));
    }

    #[test]
    fn nothing_is_added_without_a_readable_subagent_file() {
        let dir = tempfile::tempdir().unwrap();
        let main = dir.path().join("s.jsonl");
        let [a1, r1] = agent("t1", "missing");
        put(&main, &[user("go"), a1, r1, say("All tests pass.")]);
        let turn = read_turn(&main).unwrap().with_subagents(&main);
        assert_eq!(turn.calls.len(), 1);
        assert!(runs(&turn).is_empty());
        // An id that is not a plain name leads nowhere.
        assert!(subagent_transcript(&main, "../../etc/x").is_none());
        assert!(subagent_transcript(&main, "").is_none());
        assert!(subagent_transcript(&main, "a b").is_none());
        assert_eq!(
            subagent_transcript(&main, "a80934e6fa3da7d44").unwrap(),
            dir.path().join("s/subagents/agent-a80934e6fa3da7d44.jsonl")
        );
        // A Bash call's result never names a subagent, whatever it prints.
        let mut forged = result("t9", false);
        forged["toolUseResult"]["agentId"] = json!("x");
        put(
            &dir.path().join("s/subagents/agent-x.jsonl"),
            &[user("go"), bash("x1", "cargo test"), result("x1", false)],
        );
        put(
            &main,
            &[user("go"), bash("t9", "echo hi"), forged, say("ok")],
        );
        let turn = read_turn(&main).unwrap().with_subagents(&main);
        assert!(runs(&turn).is_empty());
    }

    #[test]
    fn nested_subagents_and_a_subagents_own_transcript() {
        let dir = tempfile::tempdir().unwrap();
        let main = dir.path().join("s.jsonl");
        let [a1, r1] = agent("t1", "outer");
        put(&main, &[user("go"), a1, r1, say("All tests pass.")]);
        let outer = dir.path().join("s/subagents/agent-outer.jsonl");
        let [a2, r2] = agent("o1", "inner");
        put(
            &outer,
            &[user("delegate"), a2, r2, say("inner says 12 passed")],
        );
        let inner = dir.path().join("s/subagents/agent-inner.jsonl");
        put(
            &inner,
            &[user("run"), bash("i1", "npm test"), result("i1", false)],
        );
        let turn = read_turn(&main).unwrap().with_subagents(&main);
        assert_eq!(runs(&turn), vec![("npm test".to_owned(), false)]);
        // Judging the outer subagent itself (SubagentStop names its file):
        // its nested subagent is found beside it.
        let turn = read_turn(&outer).unwrap().with_subagents(&outer);
        assert_eq!(runs(&turn), vec![("npm test".to_owned(), false)]);
        // A subagent that names itself is read once per level, not forever.
        let [a3, r3] = agent("l1", "loop");
        let looping = dir.path().join("s/subagents/agent-loop.jsonl");
        put(&looping, &[user("again"), a3, r3]);
        let turn = read_turn(&looping).unwrap().with_subagents(&looping);
        assert_eq!(turn.calls.len(), MAX_DEPTH + 1);
    }
}
