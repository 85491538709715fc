//! payload: the one place in gatehouse that reads stdin, prints and exits.
//!
//! Every guard is `fn main() { payload::run(&GUARD, check) }` and a pure
//! `check(&Payload, &Section) -> Result<Verdict, Failure>`. This crate turns
//! everything that can go wrong around `check` into the right output:
//!
//! - stdin is read with a size cap and a deadline, and always drained
//!   ([`input`]);
//! - the payload is parsed leniently into typed views, strictly where a field
//!   is needed ([`event`]);
//! - the layered config is loaded and the guard's own section validated
//!   ([`config`]);
//! - the verdict is rendered as the exact bytes and exit code the event needs
//!   ([`verdict`]).
//!
//! Fail closed. Claude Code refuses a tool call only on exit 2 (or a JSON
//! deny); a panic (exit 101), a timeout or a missing binary lets the call run
//! (measured on 2.1.328). So empty stdin, bad or truncated JSON, a missing
//! field, oversized input, a stdin that never closes, invalid UTF-8, an
//! unreadable config and a panic inside the guard (under `panic = "abort"`
//! too: the panic hook exits before the abort) all become
//! `<guard>: could not evaluate (<why>); refusing` with exit 2 on events that
//! can refuse — never exit 1, 101 or 134. On events that cannot refuse
//! (SessionStart, PostToolUse) the message is shown to the user and the exit
//! is 0. A payload for an event the guard was not built for is a
//! misregistration and is refused loudly.

mod big;
pub mod config;
pub mod event;
pub mod glob;
pub mod group;
pub mod input;
pub mod log;
pub mod paths;
pub mod syslog;
pub mod verdict;

pub use config::{Config, Section};
pub use event::{
    AgentInput, ApplyPatchInput, BashInput, Body, EditInput, EnterWorktreeInput, EventKind,
    GlobInput, GrepInput, MultiEditInput, NotebookEditInput, OneEdit, Payload, ReadInput, StopInfo,
    ToolCall, ToolInput, WorkflowInput, WriteInput,
};
pub use verdict::{Failure, Output, Refusal, Verdict, refusal};

use std::io::Write;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

/// A guard's identity: its name (= binary = config section), the events it
/// is registered for, and the config keys it reads besides `enabled`.
#[derive(Debug, Clone, Copy)]
pub struct Guard {
    pub name: &'static str,
    pub events: &'static [EventKind],
    pub keys: &'static [&'static str],
}

impl Payload {
    /// The stop a Stop guard judges, or `None` when it lets the stop through:
    /// not a stop; a continuation of a stop already refused once
    /// (`stop_hook_active`, so a guard blocks at most once per chain — unless
    /// the user set `block_when_active = true`); a subagent's stop when the
    /// user set `subagents = false`. Guards using it list both keys.
    pub fn stop_to_judge(&self, cfg: &Section) -> Result<Option<&StopInfo>, Failure> {
        let Body::Stop(stop) = &self.body else {
            return Ok(None);
        };
        if stop.stop_hook_active && !cfg.bool("block_when_active", false)? {
            return Ok(None);
        }
        if self.event == EventKind::SubagentStop && !cfg.bool("subagents", true)? {
            return Ok(None);
        }
        Ok(Some(stop))
    }

    /// The transcript of the agent that is stopping: on SubagentStop the
    /// subagent's own (`agent_transcript_path`), else the session's.
    pub fn stop_transcript(&self) -> Option<&std::path::Path> {
        match &self.body {
            Body::Stop(stop) => stop
                .agent_transcript_path
                .as_deref()
                .or(self.transcript_path.as_deref()),
            _ => self.transcript_path.as_deref(),
        }
    }
}

/// The pure decision of a guard.
pub type Check = fn(&Payload, &Section) -> Result<Verdict, Failure>;

static GUARD_NAME: OnceLock<&'static str> = OnceLock::new();
/// The event being handled, for the panic hook. Until the payload is parsed
/// the guard assumes the event can refuse (fail closed).
static EVENT: AtomicU8 = AtomicU8::new(0);

const EVENTS: [EventKind; 13] = [
    EventKind::PreToolUse,
    EventKind::PostToolUse,
    EventKind::PostToolUseFailure,
    EventKind::PostToolBatch,
    EventKind::PermissionRequest,
    EventKind::UserPromptSubmit,
    EventKind::Stop,
    EventKind::SubagentStop,
    EventKind::SubagentStart,
    EventKind::SessionStart,
    EventKind::SessionEnd,
    EventKind::WorktreeCreate,
    EventKind::Other,
];

fn event_index(e: EventKind) -> u8 {
    EVENTS
        .iter()
        .position(|x| *x == e)
        .and_then(|i| u8::try_from(i).ok())
        .unwrap_or(0)
}

fn current_event() -> EventKind {
    EVENTS
        .get(usize::from(EVENT.load(Ordering::SeqCst)))
        .copied()
        .unwrap_or(EventKind::PreToolUse)
}

/// Runs a guard as a process: reads stdin, decides, prints, exits.
pub fn run(guard: &Guard, check: Check) -> ! {
    let _ = GUARD_NAME.set(guard.name);
    install_panic_hook();
    let stdin = input::read_stdin(input::MAX_INPUT_BYTES, input::deadline_from_env());
    let guard = *guard;
    if main_stack_is_enough() {
        // On the main thread: a thread of its own cost ~0.2 ms per call
        // (stack, malloc arena, teardown), measured with scripts/bench.
        emit(&advisory(evaluate(&guard, check, stdin)))
    }
    // A main stack smaller than usual (`ulimit -s`): the check runs on a
    // thread with a large stack, so deep input cannot overflow it (a stack
    // overflow aborts past any hook, and an abort lets the call run).
    let worker = std::thread::Builder::new()
        .name("check".into())
        .stack_size(CHECK_STACK_BYTES)
        .spawn(move || evaluate(&guard, check, stdin));
    let output = advisory(match worker.map(|h| h.join()) {
        Ok(Ok(output)) => output,
        Ok(Err(_)) => verdict::render_failure(guard.name, current_event(), "the guard panicked"),
        Err(e) => verdict::render_failure(
            guard.name,
            current_event(),
            &format!("could not start: {e}"),
        ),
    });
    emit(&output)
}

/// The stack a check may use. Every parser a guard feeds bounds its own
/// nesting (serde_json 128 levels, toml's recursion guard, the shell
/// analysis 12 brackets before parsing; the walks are iterative), so this is
/// headroom, not a budget: `tests/fail_closed.rs` sends the deepest inputs
/// with the main stack at this size.
pub const CHECK_STACK_BYTES: usize = 8 << 20;

/// The `session_id` of the payloads `gatehouse replay` hands the guards
/// when it runs a recorded session's turn ends again: their decisions are
/// not logged (Claude Code's session ids are UUIDs).
pub const REPLAY_SESSION: &str = "gatehouse-replay";

/// Whether the main thread's stack (`RLIMIT_STACK`, usually 8 MiB) can hold a
/// check.
fn main_stack_is_enough() -> bool {
    rustix::process::getrlimit(rustix::process::Resource::Stack)
        .current
        .is_none_or(|bytes| bytes >= CHECK_STACK_BYTES as u64)
}

/// Runs a guard that must never refuse (e.g. `stop-timestamp`: "never fails
/// the stop"): every internal failure, and any `Deny` by mistake, is shown to
/// the user as a `systemMessage` and the exit is 0.
pub fn run_advisory(guard: &Guard, check: Check) -> ! {
    ADVISORY.store(true, Ordering::SeqCst);
    run(guard, check)
}

static ADVISORY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn advisory(output: Output) -> Output {
    if !ADVISORY.load(Ordering::SeqCst) || output.code == 0 {
        return output;
    }
    let text = output.stderr.trim_end().to_owned();
    Output {
        stdout: serde_json::json!({ "systemMessage": text }).to_string(),
        stderr: output.stderr,
        code: 0,
    }
}

/// Everything `run` does between reading stdin and printing, as a value.
pub fn evaluate(guard: &Guard, check: Check, stdin: Result<Vec<u8>, input::ReadError>) -> Output {
    evaluate_in(guard, check, stdin, &Config::load)
}

/// [`evaluate`] with the user's config a floor or not as `floor` says (not
/// read from the environment): one guard of a group run in one process
/// ([`group`]).
pub fn evaluate_floored(guard: &Guard, check: Check, bytes: Vec<u8>, floor: bool) -> Output {
    evaluate_in(guard, check, Ok(bytes), &|cwd| {
        Config::load_floored(cwd, floor)
    })
}

fn evaluate_in(
    guard: &Guard,
    check: Check,
    stdin: Result<Vec<u8>, input::ReadError>,
    load: &dyn Fn(&std::path::Path) -> Result<Config, Failure>,
) -> Output {
    let fail = |event: EventKind, why: &str| verdict::render_failure(guard.name, event, why);
    let bytes = match stdin {
        Ok(b) => b,
        Err(e) => return fail(EventKind::PreToolUse, &e.to_string()),
    };
    let payload = match event::parse_owned(bytes) {
        Ok(p) => p,
        Err((why, event)) => return fail(event, &why),
    };
    EVENT.store(event_index(payload.event), Ordering::SeqCst);
    if !guard.events.contains(&payload.event) {
        let registered: Vec<&str> = guard.events.iter().map(|e| e.name()).collect();
        return fail(
            payload.event,
            &format!(
                "misregistered: this guard handles {} but received a {} payload; fix the hook registration",
                registered.join("/"),
                payload.event_name
            ),
        );
    }
    let config = match load(&payload.cwd) {
        Ok(c) => c,
        Err(e) => return fail(payload.event, &e.0),
    };
    let section = config.section(guard.name);
    if let Err(e) = section.check_known(guard.keys) {
        return fail(payload.event, &e.0);
    }
    match section.bool("enabled", true) {
        Ok(false) => {
            return Output {
                stdout: String::new(),
                stderr: String::new(),
                code: 0,
            };
        }
        Ok(true) => {}
        Err(e) => return fail(payload.event, &e.0),
    }
    match check(&payload, &section).and_then(|v| own_words(v, &section)) {
        Ok(Verdict::Deny(text)) if payload.event.can_refuse() => {
            match settle(&payload, &config, &section, text) {
                Ok(out) => out,
                Err(e) => fail(payload.event, &e.0),
            }
        }
        Ok(v) => verdict::render(payload.event, &v),
        Err(e) => {
            if payload.event.can_refuse() {
                let text = verdict::failure_text(guard.name, &e.0);
                record(&payload, &config, guard.name, "failure", &text);
            }
            fail(payload.event, &e.0)
        }
    }
}

/// How a refusal is delivered, and its line in the decision log:
/// - `[gatehouse] mode = "audit"` (rollout): the call runs, the log says
///   what would have been refused (`decision: "audit"`);
/// - the guard's `on_refuse = "ask"`: in an attended Claude Code session,
///   a PreToolUse refusal becomes `permissionDecision: "ask"` (the human
///   decides in the dialog); anywhere else — Codex (which treats `ask` as a
///   failed hook and runs the call), `-p`, CI, an unattended session, another
///   event — it stays a deny;
/// - `on_refuse = "warn"`: the call runs and the model is told the refusal
///   as context (PreToolUse), or the user sees it (Stop: context there would
///   force another turn);
/// - otherwise (`"deny"`, the default) the refusal as the guard wrote it.
///
/// Internal failures are never softened: they refuse in every mode.
fn settle(
    payload: &Payload,
    config: &Config,
    section: &Section,
    text: String,
) -> Result<Output, Failure> {
    let mode = config.section("gatehouse").string("mode")?;
    let audit = match mode.as_deref() {
        None | Some("enforce") => false,
        Some("audit") => true,
        Some(other) => {
            return Err(Failure::new(format!(
                "`mode = \"{other}\"` under [gatehouse] is not \"enforce\" or \"audit\""
            )));
        }
    };
    let on_refuse = section.string("on_refuse")?;
    let decision = match on_refuse.as_deref() {
        _ if audit => "audit",
        None | Some("deny") => "deny",
        Some("ask") if payload.event == EventKind::PreToolUse && attended_claude_code() => "ask",
        Some("ask") => "deny",
        Some("warn") => "warn",
        Some(other) => {
            return Err(Failure::new(format!(
                "`on_refuse = \"{other}\"` under [{}] is not \"deny\", \"ask\" or \"warn\"",
                section.guard()
            )));
        }
    };
    record(payload, config, section.guard(), decision, &text);
    Ok(match decision {
        "audit" => Output {
            stdout: String::new(),
            stderr: String::new(),
            code: 0,
        },
        "ask" => Output {
            stdout: serde_json::json!({ "hookSpecificOutput": {
                "hookEventName": "PreToolUse",
                "permissionDecision": "ask",
                "permissionDecisionReason": text } })
            .to_string(),
            stderr: String::new(),
            code: 0,
        },
        "warn" => {
            let note = format!(
                "gatehouse warning (`on_refuse = \"warn\"`: not refused, the user chose to be warned):\n{text}"
            );
            let v = if payload.event == EventKind::PreToolUse {
                Verdict::Context(note)
            } else {
                Verdict::Notice(note)
            };
            verdict::render_warning(payload.event, &v)
        }
        _ => verdict::render(payload.event, &Verdict::Deny(text)),
    })
}

/// Whether a human can answer a permission dialog now: Claude Code
/// (`CLAUDECODE=1` in the hooks' environment; Codex sets no such thing) in a
/// session it reports as attended, outside CI. Measured on 2.1.328: a `-p`
/// run has `CLAUDE_CODE_SESSION_ATTENDED=0`, and an `ask` there is a denial.
fn attended_claude_code() -> bool {
    let var = |k: &str| std::env::var(k).ok();
    let ci =
        var("CI").is_some_and(|v| !v.is_empty() && v != "0" && !v.eq_ignore_ascii_case("false"));
    var("CLAUDECODE").as_deref() == Some("1")
        && var("CLAUDE_CODE_SESSION_ATTENDED").as_deref() != Some("0")
        && !ci
}

/// Appends the decision to the user's decision log, and sends it to syslog
/// when the user switched that on (`syslog.rs`). Never fails the guard:
/// a log that cannot be written is `gatehouse doctor`'s to report, and the
/// decision stands. `[gatehouse] log = false` in the user's config (a
/// repository cannot switch it off under the floor) writes nothing.
fn record(payload: &Payload, config: &Config, guard: &str, decision: &str, text: &str) {
    // A turn end `gatehouse replay` runs again is no decision of a session:
    // neither the log nor syslog hears of it.
    if payload.session_id == REPLAY_SESSION {
        return;
    }
    let log_on = config
        .section("gatehouse")
        .bool("log", true)
        .unwrap_or(true);
    let dir = log::dir_from_env();
    let tool = match &payload.body {
        Body::Tool(call) => Some(call.name.as_str()),
        _ => None,
    };
    let d = log::Decision {
        guard,
        event: &payload.event_name,
        tool,
        session: &payload.session_id,
        cwd: &payload.cwd,
        decision,
        text,
    };
    let now = std::time::SystemTime::now();
    let written = match (&dir, log_on) {
        (Some(dir), true) => log::append(dir, &d, now).ok(),
        _ => None,
    };
    let line = written.unwrap_or_else(|| log::line(&d, "", now));
    syslog::emit(config, &d, &line, now, dir.as_deref());
}

/// A refusal in the repository's own words: `reason = "…"` replaces the
/// built-in reason on the `Rule:` line (the built-in texts state only what is
/// true anywhere), `rule_id = "…"` prefixes it (`SEC-7: …`), so the model is
/// told this project's rule, not a generic one.
fn own_words(v: Verdict, section: &Section) -> Result<Verdict, Failure> {
    let Verdict::Deny(text) = v else {
        return Ok(v);
    };
    let reason = section.string("reason")?;
    let id = section.string("rule_id")?;
    if reason.is_none() && id.is_none() {
        return Ok(Verdict::Deny(text));
    }
    let mut out = String::with_capacity(text.len() + 64);
    let mut replaced = false;
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match line.strip_prefix("Rule: ") {
            Some(builtin) if !replaced => {
                replaced = true;
                let body = reason
                    .as_deref()
                    .map_or(builtin, |r| r.trim().trim_end_matches('.'));
                let body = body.trim_end_matches('.');
                match &id {
                    Some(id) => out.push_str(&format!("Rule: {}: {body}.", id.trim())),
                    None => out.push_str(&format!("Rule: {body}.")),
                }
            }
            _ => out.push_str(line),
        }
    }
    Ok(Verdict::Deny(out))
}

#[allow(clippy::exit)] // the one place that exits
fn emit(output: &Output) -> ! {
    // Write errors are ignored: a closed pipe must not turn into a panic.
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(output.stdout.as_bytes());
    let _ = out.flush();
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(output.stderr.as_bytes());
    let _ = err.flush();
    std::process::exit(output.code)
}

/// A panic as a failure's reason: "internal error: MESSAGE at FILE:LINE".
fn panic_text(info: &std::panic::PanicHookInfo<'_>) -> String {
    let what = info
        .payload()
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown".to_owned());
    let place = info
        .location()
        .map(|l| format!(" at {}:{}", l.file(), l.line()))
        .unwrap_or_default();
    format!("internal error: {what}{place}")
}

fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let name = GUARD_NAME.get().copied().unwrap_or("gatehouse");
        let output = advisory(verdict::render_failure(
            name,
            current_event(),
            &panic_text(info),
        ));
        // Exiting here covers `panic = "abort"` (no unwinding to catch) and
        // unwinding alike.
        emit(&output)
    }));
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
    fn a_refusal_speaks_the_repository_s_own_rule() {
        let builtin = refusal("g", "`x`")
            .rule("a generic reason")
            .instead("do y")
            .allow("the user sets `enabled = false`")
            .verdict();
        let cases = [
            ("", "Rule: a generic reason."),
            (
                "reason = \"ours, see CONTRIBUTING.md.\"\n",
                "Rule: ours, see CONTRIBUTING.md.",
            ),
            ("rule_id = \"QA-3\"\n", "Rule: QA-3: a generic reason."),
            (
                "rule_id = \"QA-3\"\nreason = \"xdist breaks our DB fixtures\"\n",
                "Rule: QA-3: xdist breaks our DB fixtures.",
            ),
        ];
        for (cfg, want) in cases {
            let c = Config::from_texts(&[("p.toml", &format!("[g]\n{cfg}"))], None).unwrap();
            c.section("g").check_known(&[]).unwrap();
            let Verdict::Deny(text) = own_words(builtin.clone(), &c.section("g")).unwrap() else {
                panic!("not a deny");
            };
            assert!(text.contains(want), "{cfg}: {text}");
            assert!(text.starts_with("g: refused `x`.") && text.contains("\nInstead: do y."));
            assert_eq!(text.matches("Rule:").count(), 1, "{text}");
        }
        // Other verdicts pass untouched; a wrong type is a failure.
        let c = Config::from_texts(&[("p.toml", "[g]\nreason = \"r\"\n")], None).unwrap();
        assert_eq!(
            own_words(Verdict::Allow, &c.section("g")).unwrap(),
            Verdict::Allow
        );
        let bad = Config::from_texts(&[("p.toml", "[g]\nreason = 3\n")], None).unwrap();
        assert!(own_words(builtin, &bad.section("g")).is_err());
    }

    fn stop(event: &str, active: bool) -> Payload {
        let json = serde_json::json!({
            "session_id": "s", "cwd": "/", "hook_event_name": event, "transcript_path": "/t/main.jsonl",
            "stop_hook_active": active, "agent_transcript_path": if event == "SubagentStop" { "/t/sub.jsonl" } else { "" },
        });
        let mut p = event::parse(json.to_string().as_bytes()).unwrap();
        if event == "Stop"
            && let Body::Stop(s) = &mut p.body
        {
            s.agent_transcript_path = None;
        }
        p
    }

    #[test]
    fn which_stops_are_judged() {
        let none = Config::default();
        let c = none.section("g");
        assert!(stop("Stop", false).stop_to_judge(&c).unwrap().is_some());
        assert!(
            stop("Stop", true).stop_to_judge(&c).unwrap().is_none(),
            "blocks at most once per chain"
        );
        assert!(
            stop("SubagentStop", false)
                .stop_to_judge(&c)
                .unwrap()
                .is_some()
        );
        let cfg = Config::from_texts(
            &[(
                "p.toml",
                "[g]\nblock_when_active = true\nsubagents = false\n",
            )],
            None,
        )
        .unwrap();
        let c = cfg.section("g");
        assert!(stop("Stop", true).stop_to_judge(&c).unwrap().is_some());
        assert!(
            stop("SubagentStop", false)
                .stop_to_judge(&c)
                .unwrap()
                .is_none()
        );
        let bad = Config::from_texts(&[("p.toml", "[g]\nsubagents = 1\n")], None).unwrap();
        assert!(
            stop("SubagentStop", false)
                .stop_to_judge(&bad.section("g"))
                .is_err()
        );
    }

    #[test]
    fn the_stopping_agents_transcript() {
        assert_eq!(
            stop("Stop", false).stop_transcript(),
            Some(std::path::Path::new("/t/main.jsonl"))
        );
        assert_eq!(
            stop("SubagentStop", false).stop_transcript(),
            Some(std::path::Path::new("/t/sub.jsonl"))
        );
    }
}
