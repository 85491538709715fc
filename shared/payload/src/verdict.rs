//! What a guard decided, and the exact bytes and exit code each event needs.
//!
//! Rendering is pure (`render`) so every event × verdict pair is unit-tested;
//! only `lib.rs` writes the result out and exits.

use crate::event::EventKind;
use serde_json::json;
use std::path::PathBuf;

/// A guard's decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Exit 0, nothing printed: "no opinion".
    Allow,
    /// Refuse the call / block the stop. The text is written for the model.
    Deny(String),
    /// Context for the model (UserPromptSubmit, SessionStart, PostToolUse).
    Context(String),
    /// PostToolUse feedback (`decision: block`): the tool already ran; the
    /// reason is appended to its result.
    Feedback(String),
    /// A message shown to the user (`systemMessage`); never blocks.
    Notice(String),
    /// WorktreeCreate: the path of the worktree the hook created.
    WorktreePath(PathBuf),
}

/// Why a guard could not decide. Always rendered as a refusal on events that
/// can refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure(pub String);

impl Failure {
    pub fn new(why: impl Into<String>) -> Failure {
        Failure(why.into())
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Failure {
        Failure(e.to_string())
    }
}

/// The one style of every refusal, written for the model: what was refused,
/// the rule and why, what to do instead, how the *user* can allow it.
/// Literals go in backticks. The fleet's conventions test checks the shape.
///
/// ```
/// let text = payload::refusal("no-xdist", "`pytest -n 4`")
///     .rule("pytest-xdist deadlocks this suite (~78% of runs)")
///     .instead("run `pytest` without `-n`")
///     .allow("the user can set `enabled = false` under `[no-xdist]` in `.claude/gatehouse.toml`")
///     .text();
/// assert!(text.starts_with("no-xdist: refused `pytest -n 4`."));
/// ```
#[derive(Debug, Clone)]
pub struct Refusal {
    guard: String,
    what: String,
    rule: String,
    instead: String,
    allow: String,
}

/// Starts a refusal: `<guard>: refused <what>.`
pub fn refusal(guard: &str, what: impl Into<String>) -> Refusal {
    Refusal {
        guard: guard.to_owned(),
        what: what.into(),
        rule: String::new(),
        instead: String::new(),
        allow: String::new(),
    }
}

impl Refusal {
    /// The rule and the reason for it (the incident).
    pub fn rule(mut self, rule: impl Into<String>) -> Refusal {
        self.rule = rule.into();
        self
    }
    /// The sanctioned alternative.
    pub fn instead(mut self, instead: impl Into<String>) -> Refusal {
        self.instead = instead.into();
        self
    }
    /// How the user (never the agent) can allow it.
    pub fn allow(mut self, allow: impl Into<String>) -> Refusal {
        self.allow = allow.into();
        self
    }
    pub fn text(&self) -> String {
        let mut s = format!(
            "{}: refused {}.",
            self.guard,
            self.what.trim_end_matches('.')
        );
        for (label, body) in [
            ("Rule", &self.rule),
            ("Instead", &self.instead),
            ("To allow", &self.allow),
        ] {
            if !body.is_empty() {
                s.push_str(&format!("\n{label}: {}", body.trim_end_matches('.')));
                s.push('.');
            }
        }
        s
    }
    pub fn verdict(&self) -> Verdict {
        Verdict::Deny(self.text())
    }
}

/// Exactly what the process prints and how it exits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Output {
    fn silent() -> Output {
        Output {
            stdout: String::new(),
            stderr: String::new(),
            code: 0,
        }
    }
}

/// The text of an internal-failure refusal (one style fleet-wide).
pub fn failure_text(guard: &str, why: &str) -> String {
    format!("{guard}: could not evaluate ({why}); refusing")
}

/// Renders an internal failure for `event`: a refusal where the event can
/// refuse, a visible message with exit 0 where it cannot.
pub fn render_failure(guard: &str, event: EventKind, why: &str) -> Output {
    let text = failure_text(guard, why);
    if event.can_refuse() {
        render(event, &Verdict::Deny(text))
    } else {
        // SessionStart / PostToolUse cannot stop anything; exit 2 would only
        // hide the message. Show it to the user instead.
        Output {
            stdout: json!({ "systemMessage": text }).to_string(),
            stderr: format!("{text}\n"),
            code: 0,
        }
    }
}

/// Renders a refusal the user chose to soften to a warning: context for the
/// model on PreToolUse (no permission decision: the call goes through the
/// user's permission rules as if no hook had spoken), a message to the user
/// elsewhere.
pub fn render_warning(event: EventKind, verdict: &Verdict) -> Output {
    match (event, verdict) {
        (EventKind::PreToolUse, Verdict::Context(text)) => Output {
            stdout: json!({ "hookSpecificOutput": {
                "hookEventName": "PreToolUse",
                "additionalContext": text } })
            .to_string(),
            stderr: String::new(),
            code: 0,
        },
        (_, Verdict::Context(text) | Verdict::Notice(text)) => Output {
            stdout: json!({ "systemMessage": text }).to_string(),
            stderr: String::new(),
            code: 0,
        },
        (_, v) => render(event, v),
    }
}

/// Renders a verdict for an event.
pub fn render(event: EventKind, verdict: &Verdict) -> Output {
    match verdict {
        Verdict::Allow => Output::silent(),
        Verdict::Deny(reason) => render_deny(event, reason),
        Verdict::Context(text) => match event {
            EventKind::UserPromptSubmit
            | EventKind::SessionStart
            | EventKind::PostToolUse
            | EventKind::PostToolUseFailure
            | EventKind::SubagentStart => Output {
                stdout: json!({ "hookSpecificOutput": {
                    "hookEventName": event.name(), "additionalContext": text } })
                .to_string(),
                stderr: String::new(),
                code: 0,
            },
            // Stop: additionalContext would make the agent go on; context on a
            // stop is shown to the user rather than forcing another turn.
            _ => Output {
                stdout: json!({ "systemMessage": text }).to_string(),
                stderr: String::new(),
                code: 0,
            },
        },
        Verdict::Feedback(reason) => Output {
            stdout: json!({ "decision": "block", "reason": reason }).to_string(),
            stderr: String::new(),
            code: 0,
        },
        Verdict::Notice(text) => Output {
            stdout: json!({ "systemMessage": text }).to_string(),
            stderr: String::new(),
            code: 0,
        },
        Verdict::WorktreePath(path) => Output {
            stdout: format!("{}\n", path.display()),
            stderr: String::new(),
            code: 0,
        },
    }
}

fn render_deny(event: EventKind, reason: &str) -> Output {
    let stderr = format!("{reason}\n");
    match event {
        // Both channels: exit 2 refuses even when the JSON is not read, and
        // the JSON reason is what reaches the model when it is (v2.1.214+).
        EventKind::PreToolUse => Output {
            stdout: json!({ "hookSpecificOutput": {
                "hookEventName": "PreToolUse",
                "permissionDecision": "deny",
                "permissionDecisionReason": reason } })
            .to_string(),
            stderr,
            code: 2,
        },
        // Exit 2 is not honoured on PermissionRequest; only the JSON decides.
        EventKind::PermissionRequest => Output {
            stdout: json!({ "hookSpecificOutput": {
                "hookEventName": "PermissionRequest",
                "decision": { "behavior": "deny", "message": reason } } })
            .to_string(),
            stderr,
            code: 2,
        },
        // PostToolUse cannot refuse (the tool ran): feedback to the model.
        EventKind::PostToolUse | EventKind::PostToolUseFailure => Output {
            stdout: json!({ "decision": "block", "reason": reason }).to_string(),
            stderr,
            code: 0,
        },
        EventKind::SessionStart | EventKind::SessionEnd | EventKind::SubagentStart => Output {
            stdout: json!({ "systemMessage": reason }).to_string(),
            stderr,
            code: 0,
        },
        // Stop / SubagentStop: stderr becomes the agent's next instruction.
        // UserPromptSubmit: the prompt is blocked, the reason shown to the user.
        // WorktreeCreate: any non-zero exit fails the creation.
        _ => Output {
            stdout: String::new(),
            stderr,
            code: 2,
        },
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
    use serde_json::Value;

    fn json_of(o: &Output) -> Value {
        serde_json::from_str(&o.stdout).unwrap()
    }

    #[test]
    fn allow_is_silent_exit_0_on_every_event() {
        for e in [
            EventKind::PreToolUse,
            EventKind::Stop,
            EventKind::SessionStart,
            EventKind::UserPromptSubmit,
        ] {
            assert_eq!(render(e, &Verdict::Allow), Output::silent());
        }
    }

    #[test]
    fn pretooluse_deny_is_json_and_stderr_and_exit_2() {
        let o = render(EventKind::PreToolUse, &Verdict::Deny("no".into()));
        assert_eq!(o.code, 2);
        assert_eq!(o.stderr, "no\n");
        let v = json_of(&o);
        assert_eq!(v["hookSpecificOutput"]["permissionDecision"], "deny");
        assert_eq!(v["hookSpecificOutput"]["permissionDecisionReason"], "no");
        assert_eq!(v["hookSpecificOutput"]["hookEventName"], "PreToolUse");
    }

    #[test]
    fn stop_block_is_stderr_and_exit_2() {
        for e in [EventKind::Stop, EventKind::SubagentStop] {
            let o = render(e, &Verdict::Deny("hedge".into()));
            assert_eq!(
                (o.code, o.stdout.as_str(), o.stderr.as_str()),
                (2, "", "hedge\n")
            );
        }
    }

    #[test]
    fn permission_request_deny_is_a_json_decision() {
        let o = render(
            EventKind::PermissionRequest,
            &Verdict::Deny("nobody".into()),
        );
        assert_eq!(
            json_of(&o)["hookSpecificOutput"]["decision"]["behavior"],
            "deny"
        );
    }

    #[test]
    fn context_feedback_notice_and_worktree_path() {
        let c = render(EventKind::SessionStart, &Verdict::Context("map".into()));
        assert_eq!(
            json_of(&c)["hookSpecificOutput"]["additionalContext"],
            "map"
        );
        let f = render(
            EventKind::PostToolUse,
            &Verdict::Feedback("2 errors".into()),
        );
        assert_eq!(json_of(&f)["decision"], "block");
        assert_eq!(f.code, 0);
        let n = render(EventKind::Stop, &Verdict::Notice("12:00".into()));
        assert_eq!(json_of(&n)["systemMessage"], "12:00");
        assert_eq!(n.code, 0);
        let w = render(
            EventKind::WorktreeCreate,
            &Verdict::WorktreePath("/r/wt".into()),
        );
        assert_eq!((w.stdout.as_str(), w.code), ("/r/wt\n", 0));
    }

    #[test]
    fn failures_refuse_where_the_event_can_and_show_where_it_cannot() {
        let o = render_failure("g", EventKind::PreToolUse, "bad json");
        assert_eq!(o.code, 2);
        assert!(
            o.stderr
                .contains("g: could not evaluate (bad json); refusing")
        );
        let o = render_failure("g", EventKind::SessionStart, "bad json");
        assert_eq!(o.code, 0);
        assert!(
            json_of(&o)["systemMessage"]
                .as_str()
                .unwrap()
                .contains("could not evaluate")
        );
        let o = render_failure("g", EventKind::WorktreeCreate, "x");
        assert_ne!(o.code, 0);
    }
}
