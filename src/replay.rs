//! `gatehouse replay SESSION.jsonl…`: runs Stop guards over every turn end
//! of recorded Claude Code sessions, as the harness would have run them,
//! and prints what they would have refused and why.
//!
//! Before a team switches the prose Stop guards on, this shows what they
//! would have done to the sessions it already has (Claude Code keeps them
//! under `~/.claude/projects/<project>/<session>.jsonl`; `--project DIR`
//! finds those of sessions launched in `DIR`). Each turn end is
//! replayed through the real guard binaries: the transcript as it stood
//! when the turn ended (its lines up to the turn's last assistant record,
//! written to a temporary file) and a Stop payload carrying the turn's
//! final text, the way Claude Code calls a Stop hook. So a guard reads
//! what the turn ran (a test run backs a claim, an earlier turn's run
//! still stands) exactly as it would live (the copy is appended to turn by
//! turn, as the harness appends to the real one); the configuration it reads is
//! the current directory's (`--cwd`), as for a session launched there.
//!
//! A turn counts when it starts at a genuine user prompt and ends with
//! assistant text; an interrupted turn is skipped (Claude Code runs no Stop
//! hook for it), as are a subagent's records (`isSidechain`). Lines that
//! are not JSON are skipped and counted. A guard exits 2 to refuse; any
//! other exit but 0, or a run past `--timeout`, is reported as a failure
//! of the guard (the harness would have let that turn end). The payloads
//! carry [`payload::REPLAY_SESSION`] as their session id, so what the
//! guards decide is not written to the decision log or sent to syslog.

use crate::doctor;
use crate::info;
use crate::install::Paths;
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The four prose Stop guards: the default set.
pub const PROSE_GUARDS: [&str; 4] = [
    "stop-hedge",
    "no-preexisting-excuse",
    "no-offer-instead-of-fix",
    "forbidden-doubles-stop",
];

/// A session file larger than this is not replayed (each turn end copies
/// the transcript up to it).
const MAX_SESSION_BYTES: u64 = 256 << 20;

/// One turn end found in a session: where its transcript stops, and the
/// final text Claude Code would hand the Stop hook.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnEnd {
    /// 1-based number of the turn in the session.
    pub number: usize,
    pub prompt: String,
    pub message: String,
    /// Byte length of the transcript as it stood at the turn's end.
    pub end: u64,
}

/// What splitting a session found: its turn ends and how many lines were
/// not JSON.
#[derive(Debug, Default)]
pub struct Split {
    pub turns: Vec<TurnEnd>,
    pub bad_lines: usize,
    pub interrupted: usize,
}

/// The text blocks of an assistant record, joined.
fn assistant_text(rec: &Value) -> Option<String> {
    let blocks = rec.pointer("/message/content")?.as_array()?;
    let text: Vec<&str> = blocks
        .iter()
        .filter(|b| b.get("type").and_then(Value::as_str) == Some("text"))
        .filter_map(|b| b.get("text").and_then(Value::as_str))
        .filter(|t| !t.trim().is_empty())
        .collect();
    (!text.is_empty()).then(|| text.join("\n\n"))
}

/// The record holds a tool call.
fn calls_tool(rec: &Value) -> bool {
    rec.pointer("/message/content")
        .and_then(Value::as_array)
        .is_some_and(|b| {
            b.iter()
                .any(|x| x.get("type").and_then(Value::as_str) == Some("tool_use"))
        })
}

/// Splits a session transcript into its turn ends.
pub fn split(reader: impl Read) -> std::io::Result<Split> {
    struct Open {
        prompt: String,
        message: Option<String>,
        end: u64,
        interrupted: bool,
    }
    let mut out = Split::default();
    let mut open: Option<Open> = None;
    let mut number = 0;
    let close = |open: Option<Open>, out: &mut Split, number: &mut usize| {
        let Some(o) = open else { return };
        *number += 1;
        if o.interrupted {
            out.interrupted += 1;
            return;
        }
        if let Some(message) = o.message {
            out.turns.push(TurnEnd {
                number: *number,
                prompt: o.prompt,
                message,
                end: o.end,
            });
        }
    };
    let mut reader = BufReader::new(reader);
    let mut line = Vec::new();
    let mut offset: u64 = 0;
    loop {
        line.clear();
        let n = reader.read_until(b'\n', &mut line)?;
        if n == 0 {
            break;
        }
        offset += n as u64;
        let Ok(rec) = serde_json::from_slice::<Value>(&line) else {
            if !line.iter().all(u8::is_ascii_whitespace) {
                out.bad_lines += 1;
            }
            continue;
        };
        if rec.get("isSidechain").and_then(Value::as_bool) == Some(true) {
            continue;
        }
        if let Some(prompt) = transcript::genuine_prompt(&rec) {
            close(open.take(), &mut out, &mut number);
            open = Some(Open {
                prompt,
                message: None,
                end: offset,
                interrupted: false,
            });
            continue;
        }
        let Some(o) = open.as_mut() else { continue };
        if transcript::interrupts(&rec) {
            o.interrupted = true;
        }
        if rec.get("type").and_then(Value::as_str) == Some("assistant") {
            if calls_tool(&rec) {
                // Text before a tool call is not the turn's final text.
                o.message = None;
            } else if let Some(text) = assistant_text(&rec) {
                o.message = Some(text);
            }
            o.end = offset;
        }
    }
    close(open.take(), &mut out, &mut number);
    Ok(out)
}

/// One guard's verdict on one turn end.
#[derive(Debug)]
pub struct Verdict {
    pub guard: String,
    /// Exit 2.
    pub refused: bool,
    /// Neither 0 nor 2, or killed at the timeout.
    pub failed: bool,
    pub reason: String,
    pub elapsed: Duration,
}

/// The scratch transcript of one session, grown turn by turn as the
/// harness grows the real one (appended to, never rewritten: a session of
/// many turns costs one copy of itself, not one per turn).
struct Scratch {
    path: PathBuf,
    written: usize,
}

impl Scratch {
    /// Appends `session` up to `end` (turn ends come in order).
    fn grow_to(&mut self, session: &[u8], end: usize) -> Result<(), String> {
        let more = session
            .get(self.written..end)
            .ok_or_else(|| format!("a turn ends past the file ({end} bytes)"))?;
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.path)
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        std::io::Write::write_all(&mut f, more)
            .map_err(|e| format!("{}: {e}", self.path.display()))?;
        self.written = end;
        Ok(())
    }
}

/// Runs `guards` (binaries) on the turn end `turn` of `session`, whose
/// transcript up to the turn's end `scratch` is grown to hold.
fn replay_turn(
    session: &[u8],
    turn: &TurnEnd,
    guards: &[(String, PathBuf)],
    scratch: &mut Scratch,
    cwd: &Path,
    timeout: Duration,
) -> Result<Vec<Verdict>, String> {
    let end = usize::try_from(turn.end).map_err(|e| e.to_string())?;
    scratch.grow_to(session, end)?;
    let scratch = &scratch.path;
    let payload = json!({
        "session_id": payload::REPLAY_SESSION,
        "transcript_path": scratch,
        "cwd": cwd,
        "permission_mode": "default",
        "hook_event_name": "Stop",
        "stop_hook_active": false,
        "last_assistant_message": turn.message,
    })
    .to_string();
    let mut out = Vec::new();
    for (guard, bin) in guards {
        let started = Instant::now();
        let ran = doctor::run_hook(
            &bin.display().to_string(),
            &[],
            cwd,
            &[],
            payload.as_bytes(),
            timeout,
        )?;
        let elapsed = started.elapsed();
        let code = if ran.timed_out { None } else { ran.code };
        let reason = ran.stderr.trim().to_owned();
        out.push(Verdict {
            guard: guard.clone(),
            refused: code == Some(2),
            failed: !matches!(code, Some(0 | 2)),
            reason: if ran.timed_out {
                format!("no answer within {} ms", timeout.as_millis())
            } else {
                reason
            },
            elapsed,
        });
    }
    Ok(out)
}

/// The first `n` characters of `s` on one line.
fn clip(s: &str, n: usize) -> String {
    let flat = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= n {
        flat
    } else {
        format!("{}…", flat.chars().take(n).collect::<String>())
    }
}

const HELP: &str = "usage: gatehouse replay [--guards a,b] [--bin-dir DIR] [--cwd DIR] [--timeout-ms N] [--all] [--json] (--project DIR | SESSION.jsonl…)";

/// Claude Code's name for a project's directory under `projects/`: the
/// launch directory's path with every character but ASCII letters and
/// digits made `-` (`/home/dev/my_app` -> `-home-dev-my-app`).
pub fn project_key(dir: &Path) -> String {
    dir.to_string_lossy()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect()
}

/// The sessions Claude Code recorded for sessions launched in `dir`:
/// `$CLAUDE_CONFIG_DIR/projects/<key>/*.jsonl` (default `~/.claude`),
/// oldest first.
fn project_sessions(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let abs = dir
        .canonicalize()
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    let config = match std::env::var_os("CLAUDE_CONFIG_DIR") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(std::env::var_os("HOME").ok_or("HOME is not set")?).join(".claude"),
    };
    let store = config.join("projects").join(project_key(&abs));
    let entries = std::fs::read_dir(&store).map_err(|e| {
        format!(
            "no sessions recorded for {} ({}: {e}); pass session files instead",
            abs.display(),
            store.display()
        )
    })?;
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "jsonl"))
        .map(|p| {
            let t = std::fs::metadata(&p)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            (t, p)
        })
        .collect();
    found.sort();
    Ok(found.into_iter().map(|(_, p)| p).collect())
}

/// `gatehouse replay …`: the report, or why it could not run.
pub fn run(args: &[String]) -> Result<String, String> {
    let mut files = Vec::new();
    let mut guards: Vec<String> = PROSE_GUARDS.iter().map(|g| (*g).to_owned()).collect();
    let mut bin_dir = None;
    let mut cwd = std::env::current_dir().map_err(|e| e.to_string())?;
    let mut timeout = Duration::from_secs(10);
    let (mut all, mut as_json) = (false, false);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value\n{HELP}"))
        };
        match a.as_str() {
            "--guards" => {
                guards = value("--guards")?
                    .split(',')
                    .map(str::trim)
                    .filter(|g| !g.is_empty())
                    .map(str::to_owned)
                    .collect();
            }
            "--bin-dir" => bin_dir = Some(PathBuf::from(value("--bin-dir")?)),
            "--cwd" => cwd = PathBuf::from(value("--cwd")?),
            "--project" => {
                let dir = PathBuf::from(value("--project")?);
                let found = project_sessions(&dir)?;
                files.extend(found);
                cwd = dir;
            }
            "--timeout-ms" => {
                let v = value("--timeout-ms")?;
                let ms: u64 = v
                    .parse()
                    .map_err(|_| format!("--timeout-ms takes milliseconds, not `{v}`"))?;
                timeout = Duration::from_millis(ms);
            }
            "--all" => all = true,
            "--json" => as_json = true,
            "-h" | "--help" => return Ok(format!("{HELP}\n")),
            f if f.starts_with("--") => return Err(format!("unknown option `{f}`\n{HELP}")),
            f => files.push(PathBuf::from(f)),
        }
    }
    if files.is_empty() {
        return Err(format!("replay needs at least one session file\n{HELP}"));
    }
    if guards.is_empty() {
        return Err("--guards names no guard".into());
    }
    let stop_guards = stop_guard_names()?;
    let paths = Paths::from_env()?;
    let mut bins = Vec::new();
    for g in &guards {
        if !stop_guards.contains(g) {
            return Err(format!(
                "`{g}` is not a Stop guard; replay runs these: {}",
                stop_guards.join(", ")
            ));
        }
        bins.push((
            g.clone(),
            info::guard_binary(g, bin_dir.as_deref(), &paths)?,
        ));
    }
    let scratch_dir = scratch_dir()?;
    let result = report(&files, &bins, &scratch_dir, &cwd, timeout, all, as_json);
    let _ = std::fs::remove_dir_all(&scratch_dir);
    result
}

/// The guards the fleet registers on Stop.
fn stop_guard_names() -> Result<Vec<String>, String> {
    let mut stop = crate::registry::entries()?;
    stop.retain(|e| e.event == "Stop");
    let mut names = crate::registry::names_of(&stop);
    names.sort();
    Ok(names)
}

fn scratch_dir() -> Result<PathBuf, String> {
    let dir = std::env::temp_dir().join(format!(
        "gatehouse-replay-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default()
    ));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

fn report(
    files: &[PathBuf],
    bins: &[(String, PathBuf)],
    scratch_dir: &Path,
    cwd: &Path,
    timeout: Duration,
    all: bool,
    as_json: bool,
) -> Result<String, String> {
    let mut out = String::new();
    let mut turns_total = 0;
    let mut bad_total = 0;
    let mut interrupted_total = 0;
    // Per guard: refused, failed, elapsed times.
    let mut tally: Vec<(usize, usize, Vec<Duration>)> = vec![(0, 0, Vec::new()); bins.len()];
    for (k, file) in files.iter().enumerate() {
        let size = std::fs::metadata(file)
            .map_err(|e| format!("{}: {e}", file.display()))?
            .len();
        if size > MAX_SESSION_BYTES {
            return Err(format!(
                "{}: {size} bytes, over the {} MB replay bound",
                file.display(),
                MAX_SESSION_BYTES >> 20
            ));
        }
        let bytes = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let found = split(bytes.as_slice()).map_err(|e| format!("{}: {e}", file.display()))?;
        turns_total += found.turns.len();
        bad_total += found.bad_lines;
        interrupted_total += found.interrupted;
        let mut scratch = Scratch {
            path: scratch_dir.join(format!("session-{k}.jsonl")),
            written: 0,
        };
        for turn in &found.turns {
            let verdicts = replay_turn(&bytes, turn, bins, &mut scratch, cwd, timeout)?;
            for (t, v) in tally.iter_mut().zip(&verdicts) {
                t.0 += usize::from(v.refused);
                t.1 += usize::from(v.failed);
                t.2.push(v.elapsed);
            }
            let shown = verdicts.iter().filter(|v| all || v.refused || v.failed);
            for v in shown {
                let verdict = if v.failed {
                    "FAILED"
                } else if v.refused {
                    "refused"
                } else {
                    "passed"
                };
                if as_json {
                    let line = json!({
                        "session": file,
                        "turn": turn.number,
                        "guard": v.guard,
                        "verdict": verdict,
                        "reason": v.reason,
                        "ms": v.elapsed.as_secs_f64() * 1000.0,
                        "prompt": clip(&turn.prompt, 200),
                        "message": turn.message,
                    });
                    let _ = writeln!(out, "{line}");
                } else {
                    let _ = writeln!(
                        out,
                        "{} turn {}: {} {verdict}: {}\n    prompt: {}",
                        file.display(),
                        turn.number,
                        v.guard,
                        clip(&v.reason, 240),
                        clip(&turn.prompt, 100)
                    );
                }
            }
        }
    }
    if as_json {
        return Ok(out);
    }
    let _ = writeln!(
        out,
        "\n{turns_total} turn ends replayed from {} session file(s) ({interrupted_total} interrupted turns skipped, {bad_total} lines not JSON)",
        files.len()
    );
    for ((guard, _), (refused, failed, times)) in bins.iter().zip(tally.iter_mut()) {
        times.sort();
        let ms = |d: Option<&Duration>| d.map_or(0.0, |d| d.as_secs_f64() * 1000.0);
        let median = ms(times.get(times.len() / 2));
        let worst = ms(times.last());
        let _ = writeln!(
            out,
            "{guard:<24} refused {refused:>4} of {turns_total}  failed {failed:>3}  median {median:.1} ms  worst {worst:.1} ms"
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    #[test]
    fn project_keys_as_claude_code_names_them() {
        // The measured payloads' `/home/dev/project` ->
        // `projects/-home-dev-project/`; dots and underscores too.
        assert_eq!(
            project_key(Path::new("/home/dev/project")),
            "-home-dev-project"
        );
        assert_eq!(
            project_key(Path::new("/Users/a/Harmony/.claude/worktrees/x_y")),
            "-Users-a-Harmony--claude-worktrees-x-y"
        );
    }

    fn user(text: &str) -> String {
        json!({"type":"user","message":{"role":"user","content":text}}).to_string()
    }
    fn said(text: &str) -> String {
        json!({"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":text}]}}).to_string()
    }
    fn tool(cmd: &str) -> String {
        json!({"type":"assistant","message":{"role":"assistant","content":[
            {"type":"text","text":"Running it."},
            {"type":"tool_use","id":"t1","name":"Bash","input":{"command":cmd}}]}})
        .to_string()
    }
    fn result() -> String {
        json!({"type":"user","toolUseResult":{"stdout":"ok"},"message":{"role":"user","content":[
            {"type":"tool_result","tool_use_id":"t1","content":"ok"}]}})
        .to_string()
    }

    #[test]
    fn turns_end_at_their_last_text_after_the_last_tool_call() {
        let lines = [
            user("first"),
            tool("cargo test"),
            result(),
            said("All tests pass."),
            user("second"),
            tool("ls"),
            result(),
            user("[Request interrupted by user]"),
            user("third"),
            "not json".to_owned(),
            said("Only words."),
            json!({"type":"assistant","isSidechain":true,"message":{"content":[{"type":"text","text":"sub"}]}}).to_string(),
            user("fourth: a tool call and no text after it"),
            tool("ls"),
            result(),
        ];
        let text = lines.join("\n") + "\n";
        let s = split(text.as_bytes()).unwrap();
        assert_eq!(s.bad_lines, 1);
        assert_eq!(s.interrupted, 1);
        let got: Vec<(usize, &str, &str)> = s
            .turns
            .iter()
            .map(|t| (t.number, t.prompt.as_str(), t.message.as_str()))
            .collect();
        assert_eq!(
            got,
            vec![(1, "first", "All tests pass."), (3, "third", "Only words.")]
        );
        // The first turn's transcript stops after its final text.
        let first = &text[..usize::try_from(s.turns[0].end).unwrap()];
        assert!(first.ends_with(&(said("All tests pass.") + "\n")));
        // The third's stops at its last assistant record, before the
        // subagent's record and the next prompt.
        let third = &text[..usize::try_from(s.turns[1].end).unwrap()];
        assert!(third.ends_with(&(said("Only words.") + "\n")));
    }
}
