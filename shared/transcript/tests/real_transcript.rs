//! The reader on a real Claude Code 2.1.328 transcript: a turn in which a
//! Stop hook (stop-hedge) refused once, recorded by the end-to-end harness
//! (`tests/scenarios/stop-hedge-unverified-claim.json`, kept with
//! `GATEHOUSE_E2E_KEEP=1`). Request snapshots were reduced to their type and
//! paths rewritten; every other record is as the CLI wrote it.
//!
//! What it shows: the `Stop hook feedback:` record is `type: user` with
//! `isMeta: true` and does not start a new turn; records of other types
//! (`attachment`, `queue-operation`, `api-request-blob`, `system`, …) are
//! skipped without being counted as malformed.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use std::path::Path;
use transcript::{Options, Start, read_turn, read_turn_with};

const FIXTURE: &str = "tests/fixtures/stop-feedback-turn-claude-code-2.1.328.jsonl";

#[test]
fn a_blocked_stop_continues_the_same_turn() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    for opts in [
        Options::default(),
        Options {
            block_size: 97,
            max_bytes: 1 << 20,
        },
    ] {
        let t = read_turn_with(&path, opts).unwrap();
        assert_eq!(t.start, Start::Prompt("check the project".into()));
        let calls: Vec<_> = t
            .calls
            .iter()
            .map(|c| (c.name.as_str(), c.input["command"].as_str().unwrap_or("")))
            .collect();
        assert_eq!(calls, [("Bash", "git status --short")]);
        assert_eq!(t.results.len(), 1);
        assert!(!t.results[0].is_error);
        assert_eq!(
            t.last_assistant_text.as_deref(),
            Some("I have not run the tests yet; `git status` shows a clean tree.")
        );
        assert_eq!((t.malformed, t.partial_tail), (0, false));
        assert!(t.complete());
    }
}

#[test]
fn the_same_turn_after_a_long_history_costs_the_same() {
    // Prepend 5 MB of earlier turns: the reader still reads only the last turn.
    let dir = tempfile::tempdir().unwrap();
    let fixture =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE)).unwrap();
    let mut text = String::new();
    while text.len() < 5 << 20 {
        text.push_str(&fixture);
    }
    text.push_str(&fixture);
    let path = dir.path().join("long.jsonl");
    std::fs::write(&path, &text).unwrap();
    let long = read_turn(&path).unwrap();
    let short = read_turn(&Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE)).unwrap();
    assert_eq!(long.calls, short.calls);
    assert_eq!(long.start, short.start);
    assert!(
        long.bytes_read <= short.bytes_read + (64 << 10),
        "{} vs {}",
        long.bytes_read,
        short.bytes_read
    );
}
