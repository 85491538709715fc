//! What the current turn *did*, read from the session transcript.
//!
//! A Stop guard gets the final message in its payload but not the tool calls
//! of the turn; those are only in `transcript_path`, a JSON Lines file that
//! Claude Code appends to asynchronously (the last line may be half written)
//! and that long sessions grow to hundreds of MB. The current turn is at the
//! end, so this reader seeks to the end and reads fixed-size blocks
//! backwards, parsing whole lines as they complete, until it meets the
//! turn's start: the last *genuine* user prompt. It never reads the file
//! whole; the cost depends on the size of the turn, not of the session, and
//! is capped by [`Options::max_bytes`].
//!
//! What is not a genuine prompt although it is a `type: user` record
//! (measured on Claude Code 2.1.328 and in the hook protocol notes):
//! tool results, `<task-notification>` texts from background agents,
//! `Stop hook feedback:` (a blocked stop continues the same turn),
//! compaction summaries (`isCompactSummary`), meta records (`isMeta`),
//! interruption markers and local-command echoes.

mod checks;
mod looks;
mod subagents;
pub use checks::{Run, is_check, reports_success};
pub use looks::{changes_project, only_looks};
pub use subagents::{MAX_SUBAGENTS, subagent_transcript};

use serde_json::Value;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

/// How far the reader may go.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Bytes read per seek.
    pub block_size: usize,
    /// Give up looking for the turn's start after this many bytes from the end.
    pub max_bytes: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            block_size: 64 * 1024,
            max_bytes: 32 * 1024 * 1024,
        }
    }
}

/// Where the turn started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// At a genuine user prompt (its text).
    Prompt(String),
    /// The file begins inside the turn (e.g. a subagent transcript whose first
    /// record is not a plain prompt): everything read is the turn.
    FileStart,
    /// Not found within [`Options::max_bytes`]: the turn is only partly known.
    NotFoundWithinBound { scanned: u64 },
    /// Read by [`read_since_change`]: just after the session's latest call
    /// that may have changed the project (that call left out).
    AfterChange,
}

/// One tool call the assistant made this turn.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    pub id: String,
    pub name: String,
    pub input: Value,
}

/// One tool result this turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolResult {
    pub tool_use_id: String,
    pub is_error: bool,
    pub text: String,
    /// The subagent an `Agent`/`Task` call ran (`toolUseResult.agentId`,
    /// written by the harness): its transcript holds what it did.
    pub agent_id: Option<String>,
    /// The task a Bash call started with `run_in_background`
    /// (`toolUseResult.backgroundTaskId`): its result arrives later, as a
    /// [`Notification`].
    pub background_task: Option<String>,
}

/// A background task's end, as the harness reports it (measured on Claude
/// Code 2.1.328): a `<task-notification>` naming the call that started the
/// task (`<tool-use-id>`) and how it ended (`<status>`: `completed`,
/// `failed`, `killed` …). Mid-turn it is written as a `queue-operation`
/// record and a `queued_command` attachment; after the turn, as a `user`
/// record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub tool_use_id: String,
    pub status: String,
}

/// The current turn, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Turn {
    pub start: Start,
    pub calls: Vec<ToolCall>,
    pub results: Vec<ToolResult>,
    /// Background tasks that ended this turn.
    pub notifications: Vec<Notification>,
    /// The last assistant text of the turn (the final message), if any.
    pub last_assistant_text: Option<String>,
    /// Lines that were not JSON (skipped).
    pub malformed: usize,
    /// The file ended in a line that was not (yet) complete JSON.
    pub partial_tail: bool,
    pub bytes_read: u64,
}

impl Turn {
    /// True when the whole turn was read.
    pub fn complete(&self) -> bool {
        !matches!(self.start, Start::NotFoundWithinBound { .. })
    }

    /// The prompt that started the turn when the user wrote it: not when
    /// the turn started elsewhere, and not another agent's message that
    /// Claude Code delivers as a prompt (an agent team's
    /// `<teammate-message …>`, seen in real sessions replayed): what a
    /// guard grants on the user's word (a view asked for, an analysis
    /// only, a run pasted) no agent can grant.
    pub fn users_prompt(&self) -> Option<&str> {
        match &self.start {
            Start::Prompt(p) if !from_teammate(p) => Some(p),
            _ => None,
        }
    }

    /// The message that started the turn when another agent of the team
    /// wrote it: an agent team's `<teammate-message …>`, which Claude Code
    /// delivers to the lead as a prompt (a teammate's report of its task,
    /// an idle or shutdown notice).
    pub fn teammates_message(&self) -> Option<&str> {
        match &self.start {
            Start::Prompt(p) if from_teammate(p) => Some(p),
            _ => None,
        }
    }

    /// The result of the call with this id, if it has arrived.
    pub fn result_of(&self, id: &str) -> Option<&ToolResult> {
        self.results.iter().find(|r| r.tool_use_id == id)
    }

    /// The `command` of every Bash call, in order, with the call.
    pub fn bash_commands(&self) -> impl Iterator<Item = (&ToolCall, &str)> {
        self.calls
            .iter()
            .filter(|c| c.name == "Bash")
            .filter_map(|c| {
                let cmd = c.input.get("command").and_then(Value::as_str)?;
                Some((c, cmd))
            })
    }
}

/// A prompt that is another agent's message, delivered by Claude Code to an
/// agent team's lead (`<teammate-message …>`), not the user's words.
fn from_teammate(prompt: &str) -> bool {
    prompt.trim_start().starts_with("<teammate-message")
}

/// Reads the current turn of the transcript a Stop payload names, with the
/// reason written for a refusal when there is none or it cannot be read.
pub fn read_turn_at(path: Option<&Path>) -> Result<Turn, String> {
    let Some(path) = path else {
        return Err("the payload names no transcript (`transcript_path` is missing)".into());
    };
    read_turn(path)
        .map_err(|e| format!("the transcript `{}` could not be read: {e}", path.display()))
}

/// How long [`read_turn_settled`] waits, at most, for the transcript to
/// catch up with the Stop payload: steps of [`SETTLE_STEP`], [`SETTLE_STEPS`]
/// times (150 ms).
pub const SETTLE_STEPS: u32 = 10;
pub const SETTLE_STEP: std::time::Duration = std::time::Duration::from_millis(15);

/// [`read_turn_at`], read again until the transcript holds the turn's final
/// message (`last_message`, the Stop payload's `last_assistant_message`),
/// for at most [`SETTLE_STEPS`] × [`SETTLE_STEP`]. The harness appends to
/// the transcript as the turn goes, and on a loaded machine a Stop hook
/// can start before the turn's last lines are on disk: measured with the
/// real Claude Code CLI, one run in six under load showed a guard a
/// transcript without the turn's `Write` (tests/e2e,
/// `forbidden-doubles-stop-refuses-written-mock.json`), and a CI run showed
/// `stop-hedge` a first turn read without its prompt
/// (`stop-hedge-discussion-view-passes.json`). So it waits while the turn
/// has its prompt but not yet its final text, and while nothing of the
/// turn is on disk: no prompt and no text read, or no file yet. With no
/// final message to wait for, or a file this crate does not read as a
/// Claude Code transcript (text but no prompt), it returns at once; after
/// the bound, the last read stands.
pub fn read_turn_settled(path: Option<&Path>, last_message: Option<&str>) -> Result<Turn, String> {
    let mut turn = read_turn_at(path);
    let Some(want) = last_message.map(str::trim).filter(|m| !m.is_empty()) else {
        return turn;
    };
    // One text block or several: the transcript's last text and the
    // payload's message hold each other when the turn is on disk.
    let settled = |t: &Turn| {
        t.last_assistant_text
            .as_deref()
            .map(str::trim)
            .is_some_and(|got| !got.is_empty() && (want.contains(got) || got.contains(want)))
    };
    let behind = |read: &Result<Turn, String>| match read {
        Ok(t) if matches!(t.start, Start::Prompt(_)) => !settled(t),
        Ok(t) => t.last_assistant_text.is_none(),
        Err(_) => path.is_some_and(|p| !p.exists()),
    };
    for _ in 0..SETTLE_STEPS {
        if !behind(&turn) {
            break;
        }
        std::thread::sleep(SETTLE_STEP);
        turn = read_turn_at(path);
    }
    turn
}

/// [`read_turn_settled`], with the tool calls of the subagents the turn ran
/// spliced in where each ran ([`Turn::with_subagents`]): what the turn did,
/// for a guard that asks whether tests ran.
pub fn read_turn_with_subagents(
    path: Option<&Path>,
    last_message: Option<&str>,
) -> Result<Turn, String> {
    let turn = read_turn_settled(path, last_message)?;
    Ok(match path {
        Some(p) => turn.with_subagents(p),
        None => turn,
    })
}

/// Reads the current turn of the transcript at `path` with default bounds.
pub fn read_turn(path: &Path) -> io::Result<Turn> {
    read_turn_with(path, Options::default())
}

/// Reads the current turn of the transcript at `path`.
pub fn read_turn_with(path: &Path, opts: Options) -> io::Result<Turn> {
    read_back(path, opts, None)
}

/// How far back [`read_since_change`] reads, at most: the calls since the
/// latest change are usually a turn or two of committing and looking.
pub const SINCE_CHANGE_MAX_BYTES: u64 = 2 * 1024 * 1024;

/// Reads the transcript at `path` backwards past turn starts, up to the
/// session's latest tool call that `changes` says may have changed the
/// project (left out, unless its own command ran a test or build after the
/// change: `looks::checked_after_change`), the file's start, or
/// `opts.max_bytes`: what ran since the project was last changed, in this
/// turn or earlier ones (`stop-hedge`: a test run of an earlier turn still
/// backs "all tests pass" when nothing was written since). Its `start` is
/// [`Start::AfterChange`], [`Start::FileStart`] or
/// [`Start::NotFoundWithinBound`]; the calls read are all after the change
/// either way (or the change's own check, after it). Subagents' calls are
/// not spliced in: an `Agent` call is a change to a caller that cannot see
/// what it did.
pub fn read_since_change(
    path: &Path,
    opts: Options,
    changes: fn(&ToolCall) -> bool,
) -> io::Result<Turn> {
    read_back(path, opts, Some(changes))
}

/// The backward read: to the turn's start (`changes` is `None`) or to the
/// latest call `changes` names.
fn read_back(
    path: &Path,
    opts: Options,
    changes: Option<fn(&ToolCall) -> bool>,
) -> io::Result<Turn> {
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    let block = opts.block_size.max(1);
    let mut buf = vec![0u8; block];
    let mut pos = len;
    // The pieces of the line being assembled, latest piece first.
    let mut carry: Vec<Vec<u8>> = Vec::new();
    let mut acc = Accumulator {
        changes,
        ..Accumulator::default()
    };
    let mut tail = true;
    let start = 'outer: loop {
        if pos == 0 {
            let line = assemble(&[], &mut carry);
            if acc.line(&line, tail) {
                break 'outer acc.found();
            }
            break Start::FileStart;
        }
        if len - pos >= opts.max_bytes {
            break Start::NotFoundWithinBound { scanned: len - pos };
        }
        let n = usize::try_from(pos).map_or(block, |p| p.min(block));
        pos -= n as u64;
        file.seek(SeekFrom::Start(pos))?;
        let chunk = buf.get_mut(..n).unwrap_or_default();
        file.read_exact(chunk)?;
        let mut end = n;
        while let Some(nl) = chunk
            .get(..end)
            .and_then(|c| c.iter().rposition(|&b| b == b'\n'))
        {
            let line = assemble(chunk.get(nl + 1..end).unwrap_or_default(), &mut carry);
            let stop = acc.line(&line, tail);
            tail = false;
            if stop {
                break 'outer acc.found();
            }
            end = nl;
        }
        carry.push(chunk.get(..end).unwrap_or_default().to_vec());
    };
    Ok(acc.finish(start, len - pos))
}

/// Joins a line's first piece with the pieces read earlier (which come
/// later in the file), emptying `carry`.
fn assemble(first: &[u8], carry: &mut Vec<Vec<u8>>) -> Vec<u8> {
    let mut line = first.to_vec();
    for piece in carry.drain(..).rev() {
        line.extend_from_slice(&piece);
    }
    line
}

/// Records seen so far (latest first) and the counters.
#[derive(Default)]
struct Accumulator {
    records: Vec<Value>,
    malformed: usize,
    partial_tail: bool,
    prompt: Option<String>,
    /// Read past prompts, up to the latest call this names.
    changes: Option<fn(&ToolCall) -> bool>,
    changed: bool,
}

impl Accumulator {
    /// Takes one line; true when it is where the read stops: the turn's
    /// opening prompt, or the latest change.
    fn line(&mut self, line: &[u8], tail: bool) -> bool {
        if line.iter().all(u8::is_ascii_whitespace) {
            return false;
        }
        // Reading back to a change needs only tool calls, their results and
        // background tasks' ends: other records (attachments, request
        // echoes, system lines) are not parsed.
        if self.changes.is_some() && !mentions_tools(line) {
            return false;
        }
        match serde_json::from_slice::<Value>(line) {
            Ok(v) => {
                match self.changes {
                    None => {
                        if let Some(text) = genuine_prompt(&v) {
                            self.prompt = Some(text);
                            return true;
                        }
                    }
                    Some(changes) => {
                        if tool_calls(&v).any(|c| changes(&c)) {
                            self.changed = true;
                            // A change whose own command then ran a check
                            // (`rm -f stale.snap; npm test`): the run saw
                            // the change, so the call is kept.
                            if tool_calls(&v)
                                .filter(changes)
                                .all(|c| looks::checked_after_change(&c))
                            {
                                self.records.push(v);
                            }
                            return true;
                        }
                    }
                }
                self.records.push(v);
            }
            // The harness writes the file asynchronously: a last line that
            // does not parse yet is in flight, not corrupt.
            Err(_) if tail => self.partial_tail = true,
            Err(_) => self.malformed += 1,
        }
        false
    }

    fn found(&mut self) -> Start {
        if self.changed {
            return Start::AfterChange;
        }
        Start::Prompt(self.prompt.take().unwrap_or_default())
    }

    fn finish(self, start: Start, bytes_read: u64) -> Turn {
        let mut turn = Turn {
            start,
            calls: Vec::new(),
            results: Vec::new(),
            notifications: Vec::new(),
            last_assistant_text: None,
            malformed: self.malformed,
            partial_tail: self.partial_tail,
            bytes_read,
        };
        let mut last_text: Option<(Option<String>, String)> = None;
        for rec in self.records.iter().rev() {
            let kind = rec.get("type").and_then(Value::as_str);
            let blocks = rec.pointer("/message/content").and_then(Value::as_array);
            match (kind, blocks) {
                (Some("assistant"), Some(blocks)) => {
                    let msg_id = rec
                        .pointer("/message/id")
                        .and_then(Value::as_str)
                        .map(str::to_string);
                    let mut text = String::new();
                    for b in blocks {
                        match b.get("type").and_then(Value::as_str) {
                            Some("tool_use") => turn.calls.push(tool_call(b)),
                            Some("text") => {
                                if let Some(t) = b.get("text").and_then(Value::as_str) {
                                    push_para(&mut text, t);
                                }
                            }
                            _ => {}
                        }
                    }
                    if !text.is_empty() {
                        // Claude Code writes one record per content block;
                        // blocks of one message share its id.
                        last_text = match last_text.take() {
                            Some((id, mut prev)) if id.is_some() && id == msg_id => {
                                push_para(&mut prev, &text);
                                Some((id, prev))
                            }
                            _ => Some((msg_id, text)),
                        };
                    }
                }
                (Some("user"), Some(blocks)) => {
                    let agent_id = rec
                        .pointer("/toolUseResult/agentId")
                        .and_then(Value::as_str)
                        .map(str::to_string);
                    let background_task = rec
                        .pointer("/toolUseResult/backgroundTaskId")
                        .and_then(Value::as_str)
                        .map(str::to_string);
                    for b in blocks {
                        if b.get("type").and_then(Value::as_str) == Some("tool_result") {
                            turn.results.push(ToolResult {
                                tool_use_id: str_field(b, "tool_use_id"),
                                is_error: b
                                    .get("is_error")
                                    .and_then(Value::as_bool)
                                    .unwrap_or(false),
                                text: content_text(b.get("content")),
                                agent_id: agent_id.clone(),
                                background_task: background_task.clone(),
                            });
                        }
                    }
                }
                _ => {
                    if let Some(n) = notification(rec) {
                        turn.notifications.push(n);
                    }
                }
            }
        }
        turn.last_assistant_text = last_text.map(|(_, t)| t);
        turn
    }
}

/// A background task's end in `rec`: a `queue-operation` or `user` record,
/// or a `queued_command` attachment, whose text is a `<task-notification>`.
fn notification(rec: &Value) -> Option<Notification> {
    let text = match rec.get("type").and_then(Value::as_str)? {
        "queue-operation" => rec.get("content").and_then(Value::as_str)?,
        "attachment" => {
            let a = rec.get("attachment")?;
            if a.get("type").and_then(Value::as_str) != Some("queued_command") {
                return None;
            }
            a.get("prompt").and_then(Value::as_str)?
        }
        "user" => rec.pointer("/message/content").and_then(Value::as_str)?,
        _ => return None,
    };
    let text = text.trim_start();
    if !text.starts_with("<task-notification>") {
        return None;
    }
    let tag = |name: &str| {
        let open = format!("<{name}>");
        let close = format!("</{name}>");
        let from = text.find(&open)? + open.len();
        let to = text.get(from..)?.find(&close)? + from;
        text.get(from..to).map(|t| t.trim().to_owned())
    };
    Some(Notification {
        tool_use_id: tag("tool-use-id")?,
        status: tag("status")?,
    })
}

/// Whether a raw line may hold a tool call, a tool result or a
/// background task's end (`"tool_use"` is in both a call and a result's
/// `"tool_use_id"`).
fn mentions_tools(line: &[u8]) -> bool {
    let has = |needle: &[u8]| line.windows(needle.len()).any(|w| w == needle);
    has(b"\"tool_use") || has(b"task-notification")
}

/// A `tool_use` content block as a call.
fn tool_call(b: &Value) -> ToolCall {
    ToolCall {
        id: str_field(b, "id"),
        name: str_field(b, "name"),
        input: b.get("input").cloned().unwrap_or(Value::Null),
    }
}

/// The tool calls of an assistant record.
fn tool_calls(rec: &Value) -> impl Iterator<Item = ToolCall> + '_ {
    let assistant = rec.get("type").and_then(Value::as_str) == Some("assistant");
    rec.pointer("/message/content")
        .and_then(Value::as_array)
        .filter(|_| assistant)
        .into_iter()
        .flatten()
        .filter(|b| b.get("type").and_then(Value::as_str) == Some("tool_use"))
        .map(tool_call)
}

fn push_para(out: &mut String, text: &str) {
    if !out.is_empty() {
        out.push_str("\n\n");
    }
    out.push_str(text);
}

fn str_field(v: &Value, key: &str) -> String {
    v.get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// The text of a message or tool-result content: a string, or text blocks.
fn content_text(content: Option<&Value>) -> String {
    match content {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(blocks)) => {
            let mut out = String::new();
            for b in blocks {
                if let Some(t) = b.get("text").and_then(Value::as_str) {
                    push_para(&mut out, t);
                }
            }
            out
        }
        _ => String::new(),
    }
}

/// The text of Claude Code's record marking a turn the user interrupted.
const INTERRUPTED: &str = "[Request interrupted by user";

/// Text a `type: user` record starts with when it is not the user speaking.
const NOT_A_PROMPT: &[&str] = &[
    "<task-notification>",
    "Stop hook feedback:",
    "SubagentStop hook feedback:",
    INTERRUPTED,
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<bash-input>",
    "<bash-stdout>",
    "<bash-stderr>",
];

/// `rec` is Claude Code's marker that the user interrupted the turn (no
/// Stop hook runs for such a turn).
pub fn interrupts(rec: &Value) -> bool {
    rec.get("type").and_then(Value::as_str) == Some("user")
        && content_text(rec.pointer("/message/content"))
            .trim_start()
            .starts_with(INTERRUPTED)
}

/// The prompt text when `rec` is a genuine user prompt (the start of a turn).
pub fn genuine_prompt(rec: &Value) -> Option<String> {
    if rec.get("type").and_then(Value::as_str) != Some("user") {
        return None;
    }
    let flag = |k: &str| rec.get(k).and_then(Value::as_bool).unwrap_or(false);
    if flag("isMeta") || flag("isCompactSummary") || flag("isVisibleInTranscriptOnly") {
        return None;
    }
    if rec.get("toolUseResult").is_some() {
        return None;
    }
    let content = rec.pointer("/message/content")?;
    let text = match content {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => {
            let plain = blocks.iter().all(|b| {
                matches!(
                    b.get("type").and_then(Value::as_str),
                    Some("text" | "image" | "document")
                )
            });
            if !plain || blocks.is_empty() {
                return None;
            }
            content_text(Some(content))
        }
        _ => return None,
    };
    let head = text.trim_start();
    if NOT_A_PROMPT.iter().any(|p| head.starts_with(p)) {
        return None;
    }
    Some(text)
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
    use std::io::Write;

    fn user(text: &str) -> String {
        json!({"type":"user","message":{"role":"user","content":text}}).to_string()
    }
    fn tool_use(id: &str, name: &str, input: Value) -> String {
        json!({"type":"assistant","message":{"id":format!("m{id}"),"role":"assistant","content":[{"type":"tool_use","id":id,"name":name,"input":input}]}}).to_string()
    }
    fn tool_result(id: &str, text: &str, err: bool) -> String {
        json!({"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":id,"content":text,"is_error":err}]},"toolUseResult":{}}).to_string()
    }
    fn say(id: &str, text: &str) -> String {
        json!({"type":"assistant","message":{"id":id,"role":"assistant","content":[{"type":"text","text":text}]}}).to_string()
    }

    fn write(lines: &[String], tail: &str) -> tempfile::NamedTempFile {
        let mut f = tempfile::NamedTempFile::new().unwrap();
        for l in lines {
            writeln!(f, "{l}").unwrap();
        }
        write!(f, "{tail}").unwrap();
        f
    }

    /// A transcript whose last lines reach the disk after the Stop hook
    /// started (as under load in the real CLI) is read again until it holds
    /// the payload's final message.
    #[test]
    fn a_transcript_behind_the_payload_is_read_again() {
        let f = write(&[user("add a test")], "");
        let path = f.path().to_owned();
        let late = std::thread::spawn({
            let path = path.clone();
            move || {
                std::thread::sleep(SETTLE_STEP * 2);
                let mut f = std::fs::OpenOptions::new()
                    .append(true)
                    .open(&path)
                    .unwrap();
                writeln!(
                    f,
                    "{}",
                    tool_use("w1", "Write", json!({"file_path":"t.py"}))
                )
                .unwrap();
                writeln!(f, "{}", tool_result("w1", "ok", false)).unwrap();
                writeln!(f, "{}", say("final", "Added a test.")).unwrap();
            }
        });
        let t = read_turn_settled(Some(&path), Some("Added a test.")).unwrap();
        late.join().unwrap();
        assert_eq!(t.calls.len(), 1);
        assert_eq!(t.last_assistant_text.as_deref(), Some("Added a test."));
        // Without a final message to wait for, the first read stands.
        let f = write(&[user("add a test")], "");
        let t = read_turn_settled(Some(f.path()), None).unwrap();
        assert!(t.calls.is_empty());
        // A message the transcript never catches up with: the last read
        // stands once the bound is spent.
        let t = read_turn_settled(Some(f.path()), Some("never written")).unwrap();
        assert!(t.last_assistant_text.is_none());
        // A first turn not yet on disk, not even its prompt (only the
        // harness's queue records), or no file at all yet: read again.
        for early in [
            Some(json!({"type":"queue-operation","operation":"enqueue"}).to_string()),
            None,
        ] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("t.jsonl");
            if let Some(line) = &early {
                std::fs::write(&path, format!("{line}\n")).unwrap();
            }
            let late = std::thread::spawn({
                let path = path.clone();
                move || {
                    std::thread::sleep(SETTLE_STEP * 2);
                    let mut f = std::fs::OpenOptions::new()
                        .create(true)
                        .append(true)
                        .open(&path)
                        .unwrap();
                    writeln!(f, "{}", user("WDYT?")).unwrap();
                    writeln!(f, "{}", say("final", "Probably fine.")).unwrap();
                }
            });
            let t = read_turn_settled(Some(&path), Some("Probably fine.")).unwrap();
            late.join().unwrap();
            assert_eq!(t.start, Start::Prompt("WDYT?".into()), "{early:?}");
        }
        // A file whose turn starts at no prompt but holds text (not a
        // Claude Code main transcript) is not waited for: the first read
        // stands.
        let f = write(&[say("a1", "Something else.")], "");
        let t = read_turn_settled(Some(f.path()), Some("Added a test.")).unwrap();
        assert_eq!(t.start, Start::FileStart);
        assert_eq!(t.last_assistant_text.as_deref(), Some("Something else."));
    }

    fn small() -> Options {
        Options {
            block_size: 7,
            max_bytes: 1 << 20,
        }
    }

    /// Read past turn starts back to the latest call that may have changed
    /// the project: what ran since (an earlier turn's test run, this
    /// turn's commit), the change itself left out.
    #[test]
    fn reads_back_to_the_latest_change() {
        let bash = |id: &str, cmd: &str| tool_use(id, "Bash", json!({ "command": cmd }));
        let lines = [
            user("fix the export"),
            tool_use("e1", "Edit", json!({"file_path":"src/export.rs"})),
            tool_result("e1", "ok", false),
            bash("t1", "cargo test"),
            tool_result("t1", "test result: ok. 12 passed", false),
            say("a1", "Fixed; 12 tests pass."),
            user("commit it"),
            bash("c1", "git add -A && git commit -m 'export: fix'"),
            tool_result("c1", "[main 1a2b3c4] export: fix", false),
            say("a2", "Committed."),
        ];
        let f = write(&lines, "");
        let t = read_since_change(f.path(), small(), changes_project).unwrap();
        assert_eq!(t.start, Start::AfterChange);
        let ids: Vec<_> = t.calls.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["t1", "c1"]);
        let runs = t.check_runs(&[]);
        assert_eq!(runs.len(), 1);
        assert_eq!(runs[0].command, "cargo test");
        assert!(!runs[0].failed && runs[0].tests && !runs[0].by_hooks);
        // The turn's own read stops at its prompt, as before.
        let turn = read_turn_with(f.path(), small()).unwrap();
        assert_eq!(turn.calls.len(), 1);
        // No change in the whole file: everything is read.
        let f = write(lines.get(3..).unwrap(), "");
        let t = read_since_change(f.path(), small(), changes_project).unwrap();
        assert_eq!(t.start, Start::FileStart);
        assert_eq!(t.calls.len(), 2);
        // A change after the run: nothing ran since.
        let mut later = lines.to_vec();
        later.push(bash("s1", "sed -i 's/a/b/' src/export.rs"));
        later.push(tool_result("s1", "", false));
        let f = write(&later, "");
        let t = read_since_change(f.path(), small(), changes_project).unwrap();
        assert_eq!(t.start, Start::AfterChange);
        assert!(t.calls.is_empty());
        // A change whose own command then runs the tests: the call is kept,
        // and its run stands; not when the check comes before the change.
        for (cmd, kept) in [
            (
                "find . -name '* 2.*' -delete; npm run test:run 2>&1 | tail -5",
                true,
            ),
            ("rm -f snapshots/stale.snap && cargo test", true),
            ("cargo test && sed -i 's/a/b/' src/export.rs", false),
            ("cargo test; rm -f out.txt", false),
        ] {
            let mut after = later.clone();
            after.push(bash("k1", cmd));
            after.push(tool_result("k1", "test result: ok. 12 passed", false));
            let f = write(&after, "");
            let t = read_since_change(f.path(), small(), changes_project).unwrap();
            assert_eq!(t.start, Start::AfterChange, "{cmd}");
            let ids: Vec<_> = t.calls.iter().map(|c| c.id.as_str()).collect();
            if kept {
                assert_eq!(ids, ["k1"], "{cmd}");
                let runs = t.check_runs(&[]);
                assert_eq!(runs.len(), 1, "{cmd}");
                assert!(!runs[0].failed && runs[0].tests, "{cmd}");
            } else {
                assert!(ids.is_empty(), "{cmd}");
            }
        }
        // The bound: no change found within it, the calls read are still
        // all after any change.
        let f = write(&lines, "");
        let bound = Options {
            block_size: 64,
            max_bytes: 256,
        };
        let t = read_since_change(f.path(), bound, changes_project).unwrap();
        assert!(matches!(t.start, Start::NotFoundWithinBound { .. }));
        assert!(t.calls.iter().all(|c| !changes_project(c)));
    }

    /// What may have changed the project, and what only looked.
    #[test]
    fn calls_that_change_the_project() {
        let bash = |cmd: &str| ToolCall {
            id: "b".into(),
            name: "Bash".into(),
            input: json!({ "command": cmd }),
        };
        let tool = |name: &str| ToolCall {
            id: "t".into(),
            name: name.into(),
            input: json!({"file_path": "a.rs"}),
        };
        let with_path = |name: &str, file: &str| ToolCall {
            id: "w".into(),
            name: name.into(),
            input: json!({ "file_path": file }),
        };
        for unchanged in [
            bash("git status && git diff --stat"),
            bash("cargo test --workspace 2>&1 | tail -5"),
            // A linter or a format check that only reports.
            bash("python -m ruff check src/ && ruff format --check src/"),
            bash("git add -A && git commit -m 'fix: x' && git push"),
            bash("grep -rn TODO src > /dev/null"),
            tool("Read"),
            tool("Grep"),
            // Seen in real sessions between a green run and its claim
            // (`gatehouse replay`): notes, questions, status, services.
            tool("TaskUpdate"),
            tool("TaskCreate"),
            tool("AskUserQuestion"),
            tool("TeamDelete"),
            bash("git -C backend status --short"),
            bash("sed -n '1,40p' src/lib.rs"),
            bash("curl -s http://localhost:3000/health | jq .status"),
            bash("docker compose ps && docker compose logs --tail 50 api"),
            bash("docker compose up -d db"),
            bash("gh pr checks 449 && gh run view 123 --log-failed | tail -20"),
            bash("gh pr create --title 'fix: x' --body 'y'"),
            bash("kubectl get pods -n app"),
            bash("set -a; source .env.local; set +a; ps aux | grep node"),
            bash("sleep 5 && lsof -i :3000"),
            bash("supabase status 2>&1 | head -12"),
            bash("set -a; source .env.local; set +a; timeout 240 supabase start 2>&1 | tail -15"),
            bash("docker restart api-db"),
            // Listing branches and remotes names nothing new.
            bash("git branch --show-current"),
            bash("git branch -a"),
            bash("git remote -v"),
            bash("git remote get-url origin"),
            ToolCall {
                id: "m".into(),
                name: "SendMessage".into(),
                input: json!({"type": "shutdown_request", "recipient": "test-eng", "content": "All done"}),
            },
            // Seen in replayed real sessions after a green run: the
            // forge's API, a package index, a shell variable, a dev server
            // stopped, a comment drafted in the temporary directory.
            bash("export GH_PAGER=cat ; gh pr comment 449 --body 'round 2'"),
            bash(
                "gh api graphql -f query='mutation { resolveReviewThread(input: {threadId: \"T\"}) { thread { isResolved } } }'",
            ),
            bash("gh api repos/o/r/pulls/235/comments --jq '.[] | .body' 2>/dev/null"),
            bash("gh release view v0.16.0 --json tagName"),
            bash("git fetch --tags 2>/dev/null && git tag -l 'v0.16*'"),
            bash("pip index versions entirecontext 2>/dev/null"),
            bash("GH_PAGER=cat gh pr view 12"),
            bash("pkill -f 'next dev' 2>/dev/null; echo stopped"),
            bash("cat <<'EOF' > /tmp/pr449-comment.md\nRound 1: fixed.\nEOF"),
            bash("docker-compose -f docker-compose-simple.yml down"),
            // A prose document written after the run (a summary, a plan).
            with_path("Write", "/p/GITLAB_PUSH_SUMMARY.md"),
            with_path("Edit", "/p/docs/plan.MD"),
            with_path("MultiEdit", "/p/docs/guide.rst"),
        ] {
            assert!(!changes_project(&unchanged), "{unchanged:?}");
        }
        for changed in [
            bash("sed -i 's/a/b/' src/lib.rs"),
            bash("cat a.rs > b.rs"),
            bash("cargo fmt"),
            // A check told to rewrite what it finds, a formatter formatting.
            bash("ruff check --fix src/"),
            bash("python -m ruff format src/app.py"),
            bash("npx eslint --fix src"),
            bash("npm install"),
            bash("git checkout -- src/lib.rs"),
            bash("git stash"),
            bash("find . -name '*.orig' -delete"),
            bash("cargo test > out.txt"),
            bash("echo $("),
            // Writers beside the readers above.
            bash("sed -i.bak 's/a/b/' src/lib.rs"),
            bash("curl -sSLo vendor/lib.js https://example.com/lib.js"),
            bash("curl -s https://example.com/lib.js -o vendor/lib.js"),
            bash("docker compose exec api ./manage.py migrate"),
            bash("docker run --rm -v $PWD:/src fmt"),
            bash("supabase db reset"),
            bash("supabase migration new add_users"),
            bash("gh pr checkout 449"),
            bash("gh api -X PATCH repos/o/r -f name=x > out.json"),
            bash("source scripts/setup.sh"),
            // A looking program as a wrapper does not hide what it runs.
            bash("env FOO=1 rm -rf src/old"),
            bash("sudo sed -i 's/a/b/' /etc/hosts"),
            bash("sleep 2; touch src/lib.rs"),
            bash("gh pr merge 12 --squash --delete-branch"),
            bash("git branch feature-x"),
            bash("git branch -D old"),
            bash("git remote add upstream https://example.com/r.git"),
            bash("jq '.version = \"2\"' package.json > package.json.tmp"),
            tool("SendMessage"),
            tool("Edit"),
            tool("Write"),
            tool("NotebookEdit"),
            tool("Agent"),
            tool("mcp__fs__write_file"),
            // Beside them: a dynamic program, a tag made, a redirect out of
            // the temporary directory, a file written from the forge.
            bash("$CMD foo"),
            bash("git tag v1.0"),
            bash("cargo test > /tmp/../home/dev/app/out.txt"),
            bash("pip freeze > requirements.txt"),
            bash("docker compose -f a.yml run web rm -rf build"),
            // Code, configuration and dependency lists beside the documents.
            with_path("Write", "/p/src/lib.rs"),
            with_path("Edit", "/p/requirements.txt"),
            with_path("Edit", "/p/docs/page.mdx"),
            with_path("Write", "/p/README.md.sh"),
        ] {
            assert!(changes_project(&changed), "{changed:?}");
        }
        // Only looking is narrower: a test run or a commit is not.
        assert!(only_looks(&bash("git log --oneline -5 | head")));
        assert!(!only_looks(&bash("cargo test")));
        assert!(!only_looks(&bash("git commit -m x")));
        assert!(only_looks(&bash("git -C app log --oneline -3")));
        assert!(only_looks(&bash("gh pr view 12 --comments")));
        assert!(!only_looks(&bash("docker compose up -d")));
        assert!(!only_looks(&bash("gh pr create --fill")));
    }

    #[test]
    fn reads_only_the_current_turn() {
        let f = write(
            &[
                user("old prompt"),
                tool_use("t0", "Bash", json!({"command":"cargo test"})),
                tool_result("t0", "ok", false),
                say("m1", "old answer"),
                user("fix the bug"),
                tool_use("t1", "Edit", json!({"file_path":"a.py"})),
                tool_result("t1", "updated", false),
                tool_use("t2", "Bash", json!({"command":"exit 3"})),
                tool_result("t2", "Exit code 3", true),
                say("m9", "Done."),
            ],
            "",
        );
        for opts in [small(), Options::default()] {
            let t = read_turn_with(f.path(), opts).unwrap();
            assert_eq!(t.start, Start::Prompt("fix the bug".into()));
            let names: Vec<_> = t.calls.iter().map(|c| c.name.as_str()).collect();
            assert_eq!(names, ["Edit", "Bash"]);
            assert!(t.result_of("t2").unwrap().is_error);
            assert!(!t.result_of("t1").unwrap().is_error);
            assert_eq!(
                t.bash_commands().map(|(_, c)| c).collect::<Vec<_>>(),
                ["exit 3"]
            );
            assert_eq!(t.last_assistant_text.as_deref(), Some("Done."));
            assert_eq!((t.malformed, t.partial_tail), (0, false));
        }
    }

    #[test]
    fn skips_records_that_are_not_the_user_speaking() {
        let meta = json!({"type":"user","isMeta":true,"message":{"role":"user","content":"Caveat: local"}}).to_string();
        let compact = json!({"type":"user","isCompactSummary":true,"message":{"role":"user","content":"This session is being continued"}}).to_string();
        let blocks = json!({"type":"user","message":{"role":"user","content":[{"type":"text","text":"real prompt in blocks"}]}}).to_string();
        let f = write(
            &[
                blocks,
                tool_use("t1", "Bash", json!({"command":"pytest"})),
                tool_result("t1", "1 passed", false),
                compact,
                meta,
                user("<task-notification>agent done</task-notification>"),
                user("[Request interrupted by user]"),
                say("m2", "All tests pass, likely."),
                user("Stop hook feedback:\n[stop-hedge]: hedge"),
                say("m3", "All tests pass."),
            ],
            "",
        );
        let t = read_turn_with(f.path(), small()).unwrap();
        assert_eq!(t.start, Start::Prompt("real prompt in blocks".into()));
        assert_eq!(t.calls.len(), 1);
        assert_eq!(t.last_assistant_text.as_deref(), Some("All tests pass."));
    }

    #[test]
    fn tolerates_a_partial_tail_and_counts_malformed_lines() {
        let f = write(
            &[
                user("go"),
                "{not json".into(),
                tool_use("t1", "Write", json!({})),
                "".into(),
            ],
            "{\"type\":\"assistant\",\"mess",
        );
        let t = read_turn_with(f.path(), small()).unwrap();
        assert_eq!(t.start, Start::Prompt("go".into()));
        assert_eq!(t.calls.len(), 1);
        assert_eq!(t.malformed, 1);
        assert!(t.partial_tail);
    }

    #[test]
    fn file_start_and_bound() {
        let f = write(&[tool_use("t1", "Write", json!({})), say("m", "x")], "");
        let t = read_turn_with(f.path(), small()).unwrap();
        assert_eq!(t.start, Start::FileStart);
        assert_eq!(t.calls.len(), 1);

        let mut lines = vec![user("go")];
        for i in 0..200 {
            lines.push(tool_use(
                &format!("t{i}"),
                "Bash",
                json!({"command":"true"}),
            ));
        }
        let f = write(&lines, "");
        let t = read_turn_with(
            f.path(),
            Options {
                block_size: 512,
                max_bytes: 4096,
            },
        )
        .unwrap();
        assert!(matches!(t.start, Start::NotFoundWithinBound { scanned } if scanned >= 4096));
        assert!(!t.complete());
        assert!(t.bytes_read < 5000);
    }

    #[test]
    fn a_long_line_across_many_blocks() {
        let big = "x".repeat(100_000);
        let f = write(
            &[user("go"), tool_use("t1", "Write", json!({"content": big}))],
            "",
        );
        let t = read_turn_with(
            f.path(),
            Options {
                block_size: 1000,
                max_bytes: 1 << 20,
            },
        )
        .unwrap();
        assert_eq!(t.calls[0].input["content"].as_str().unwrap().len(), 100_000);
        assert_eq!(t.start, Start::Prompt("go".into()));
    }

    #[test]
    fn missing_file_is_an_error() {
        assert!(read_turn(Path::new("/nonexistent/transcript.jsonl")).is_err());
        let e = read_turn_at(Some(Path::new("/nonexistent/t.jsonl"))).unwrap_err();
        assert!(
            e.contains("`/nonexistent/t.jsonl` could not be read"),
            "{e}"
        );
        assert!(read_turn_at(None).unwrap_err().contains("transcript_path"));
    }

    #[test]
    fn the_measured_reference_turn() {
        // A copy of the measured reference (shared/reference/ of the project),
        // kept in the repository so the test needs nothing outside it.
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/transcript-turn-claude-code-2.1.328.jsonl");
        let Ok(t) = read_turn(&path) else {
            panic!("reference transcript missing at {}", path.display());
        };
        assert_eq!(t.start, Start::Prompt("go".into()));
        let names: Vec<_> = t.calls.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "Write",
                "Read",
                "Edit",
                "Bash",
                "Bash",
                "Glob",
                "Grep",
                "NotebookEdit"
            ]
        );
        assert_eq!(t.results.len(), 8);
        assert!(t.result_of("toolu_0004").unwrap().is_error);
        assert_eq!(
            t.last_assistant_text.as_deref(),
            Some("Everything should be done now.")
        );
        assert_eq!(t.malformed, 0);
    }
}
