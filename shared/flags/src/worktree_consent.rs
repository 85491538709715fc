//! The "worktrees allowed" control: agents of a session may create or enter
//! git worktrees only when the user said so.
//!
//! - **Flag key** [`FLAG_KEY`] in the session record, set to `true` by
//!   `session-consent` when a prompt grants it ("you may use a worktree for
//!   this") and to `false` when one revokes it ("no more worktrees").
//! - **Launch opt-in** [`ENV`]: `GATEHOUSE_ALLOW_WORKTREES=1` in the hook's
//!   own process environment, i.e. set by the user when launching the agent
//!   (`GATEHOUSE_ALLOW_WORKTREES=1 claude -w feat`). The harness passes its
//!   environment to every hook; a Bash command's `export` or `VAR=1 cmd`
//!   never reaches a hook, so the agent cannot set it.
//! - **Default and failure direction**: refuses by default, so it fails
//!   **closed**: no session id, a store that cannot be read, an unreadable
//!   record or a flag of the wrong type → refuse, and the refusal says which.
//!
//! [`decide`] is pure (the lookup is a closure: tests need no store);
//! [`refusal`] is the wrapper guards call: it reads the environment and the
//! default store.

use crate::store::Store;
use crate::{Control, StoreError};
use serde_json::Value;

/// The key in the session record.
pub const FLAG_KEY: &str = "worktrees";
/// The launch-environment variable that turns the control on.
pub const ENV: &str = "GATEHOUSE_ALLOW_WORKTREES";
/// The guard that enforces it (named in refusals).
pub const GUARD: &str = "worktree-consent";

/// This control for `session-consent`.
pub const CONTROL: Control = Control {
    key: FLAG_KEY,
    env: ENV,
    keywords: &["worktree", "worktrees"],
};

/// Why worktrees are allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Allowed {
    /// `GATEHOUSE_ALLOW_WORKTREES=1` in the launch environment.
    LaunchEnv,
    /// A prompt of this session granted it.
    Prompt,
}

/// Why worktrees are refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// No prompt of this session granted it (or the last one revoked it).
    NotGranted,
    /// The payload carried no session id, so no prompt can be tied to it.
    NoSession,
    /// The store could not answer.
    Unreadable(StoreError),
    /// The flag holds something other than `true`/`false`.
    BadValue(String),
    /// The record grants, but the session transcript does not show the
    /// user's granting prompt ([`crate::evidence`]).
    NoEvidence(crate::evidence::Missing),
}

/// The decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Allowed(Allowed),
    Refused(Refused),
}

/// Whether the launch-environment value turns the control on: `1`, `true`
/// or `yes` (any case). Anything else is off.
pub fn env_grants(value: Option<&str>) -> bool {
    value.is_some_and(|v| matches!(v.trim().to_ascii_lowercase().as_str(), "1" | "true" | "yes"))
}

/// Pure decision: the launch environment first (then the store is not
/// consulted at all), then the session's flag through `lookup`.
pub fn decide(session_id: &str, env_value: Option<&str>, lookup: impl crate::Lookup) -> Decision {
    if env_grants(env_value) {
        return Decision::Allowed(Allowed::LaunchEnv);
    }
    if session_id.trim().is_empty() {
        return Decision::Refused(Refused::NoSession);
    }
    match lookup(session_id, FLAG_KEY) {
        Ok(Some(Value::Bool(true))) => Decision::Allowed(Allowed::Prompt),
        Ok(Some(Value::Bool(false)) | None) => Decision::Refused(Refused::NotGranted),
        Ok(Some(other)) => Decision::Refused(Refused::BadValue(
            other.to_string().chars().take(60).collect(),
        )),
        Err(e) => Decision::Refused(Refused::Unreadable(e)),
    }
}

/// [`decide`], then, for a grant from a prompt, the evidence check: the
/// record's granting prompt must be in the session transcript
/// ([`crate::evidence::verify`]).
pub fn decide_with_evidence(
    session_id: &str,
    env_value: Option<&str>,
    lookup: impl crate::Lookup,
    transcript: Option<&std::path::Path>,
) -> Decision {
    match decide(session_id, env_value, &lookup) {
        Decision::Allowed(Allowed::Prompt) => {
            let evidence = lookup(session_id, &crate::evidence_key(FLAG_KEY))
                .ok()
                .flatten();
            match crate::evidence::verify(transcript, evidence.as_ref(), CONTROL.keywords) {
                Ok(()) => Decision::Allowed(Allowed::Prompt),
                Err(m) => Decision::Refused(Refused::NoEvidence(m)),
            }
        }
        other => other,
    }
}

/// The decision for this process: its environment, the default store and
/// the session transcript.
pub fn decide_here(session_id: &str, transcript: Option<&std::path::Path>) -> Decision {
    let env = std::env::var(ENV).ok();
    match Store::open_default() {
        Ok(store) => decide_with_evidence(session_id, env.as_deref(), store.lookup(), transcript),
        // Without a store the environment alone can still allow.
        Err(e) => decide(
            session_id,
            env.as_deref(),
            |_: &str, _: &str| Err(e.clone()),
        ),
    }
}

/// Whether worktrees are allowed in this session, for guards that only want
/// to know whether to *recommend* one (a refusal that says "use a worktree"
/// must not send the agent into this control's refusal).
pub fn allowed(session_id: &str, transcript: Option<&std::path::Path>) -> bool {
    matches!(decide_here(session_id, transcript), Decision::Allowed(_))
}

/// The refusal for `what` (literals in backticks), or `None` when allowed.
/// `self_grant` is true when the refused command tried to set [`ENV`]
/// itself; the refusal then says that gains nothing.
pub fn refusal(
    session_id: &str,
    transcript: Option<&std::path::Path>,
    what: &str,
    self_grant: bool,
) -> Option<payload::Refusal> {
    match decide_here(session_id, transcript) {
        Decision::Allowed(_) => None,
        Decision::Refused(why) => Some(refusal_text(
            &why,
            what,
            self_grant,
            std::env::var(ENV).ok().as_deref(),
        )),
    }
}

/// The refusal text for a decision (pure, for tests and the message table).
pub fn refusal_text(
    why: &Refused,
    what: &str,
    self_grant: bool,
    env_value: Option<&str>,
) -> payload::Refusal {
    let state = match why {
        Refused::NotGranted => "no prompt of this session granted them".to_owned(),
        Refused::NoSession => {
            "the hook payload carries no session id, so no prompt can be tied to this call"
                .to_owned()
        }
        Refused::Unreadable(e) => {
            format!("the session-flag store could not be read ({e}), so consent cannot be shown")
        }
        Refused::BadValue(v) => format!("the session's `{FLAG_KEY}` flag holds `{v}`, not `true`"),
        Refused::NoEvidence(m) => format!(
            "the session's record says they are on, but {m}; a record is honoured only while the user's own granting prompt is in the transcript"
        ),
    };
    let mut rule = format!(
        "worktrees are off in this session: only the user turns them on, and {state}. Creating a worktree splits the work across checkouts the user did not ask for"
    );
    if let Some(v) = env_value.filter(|v| !env_grants(Some(v))) {
        rule.push_str(&format!(
            "; `{ENV}` is set to `{}`, which is not `1`",
            v.chars().take(20).collect::<String>()
        ));
    }
    rule.push_str(if self_grant {
        ". An agent cannot grant itself consent: setting `GATEHOUSE_ALLOW_WORKTREES` in a command, writing the session-flag store or prompting a session through a nested `claude` changes nothing"
    } else {
        ". An agent cannot grant itself consent"
    });
    payload::refusal(GUARD, what)
        .rule(rule)
        .instead("work in the current checkout: edit the files here and commit on the current branch; for a subagent, leave out `isolation: \"worktree\"`")
        .allow(format!(
            "the user turns worktrees on with a sentence in their own prompt, such as `you may use a worktree for this`, or by launching the agent with `{ENV}=1` in its environment"
        ))
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
    use std::cell::Cell;

    const S: &str = "25e1b03d-96a7-4db4-bc91-1502c59affdd";

    #[test]
    fn decide_table() {
        let err = || StoreError::Io {
            path: "/x".into(),
            error: "denied".into(),
        };
        type L = Box<dyn Fn(&str, &str) -> Result<Option<Value>, StoreError>>;
        let cases: Vec<(&str, &str, Option<&str>, L, Decision)> = vec![
            (
                "granted by a prompt",
                S,
                None,
                Box::new(|_, _| Ok(Some(json!(true)))),
                Decision::Allowed(Allowed::Prompt),
            ),
            (
                "never granted",
                S,
                None,
                Box::new(|_, _| Ok(None)),
                Decision::Refused(Refused::NotGranted),
            ),
            (
                "revoked",
                S,
                None,
                Box::new(|_, _| Ok(Some(json!(false)))),
                Decision::Refused(Refused::NotGranted),
            ),
            (
                "lookup errors",
                S,
                None,
                Box::new(move |_, _| Err(err())),
                Decision::Refused(Refused::Unreadable(err())),
            ),
            (
                "no session id",
                "",
                None,
                Box::new(|_, _| Ok(Some(json!(true)))),
                Decision::Refused(Refused::NoSession),
            ),
            (
                "blank session id",
                "  ",
                None,
                Box::new(|_, _| Ok(Some(json!(true)))),
                Decision::Refused(Refused::NoSession),
            ),
            (
                "a string is not true",
                S,
                None,
                Box::new(|_, _| Ok(Some(json!("true")))),
                Decision::Refused(Refused::BadValue("\"true\"".into())),
            ),
            (
                "launch env 1",
                S,
                Some("1"),
                Box::new(|_, _| Ok(None)),
                Decision::Allowed(Allowed::LaunchEnv),
            ),
            (
                "launch env true",
                "",
                Some("TRUE"),
                Box::new(|_, _| Ok(None)),
                Decision::Allowed(Allowed::LaunchEnv),
            ),
            (
                "launch env 0",
                S,
                Some("0"),
                Box::new(|_, _| Ok(None)),
                Decision::Refused(Refused::NotGranted),
            ),
            (
                "launch env empty",
                S,
                Some(""),
                Box::new(|_, _| Ok(None)),
                Decision::Refused(Refused::NotGranted),
            ),
        ];
        for (name, session, env, lookup, want) in cases {
            assert_eq!(decide(session, env, lookup), want, "{name}");
        }
    }

    #[test]
    fn the_environment_skips_the_lookup() {
        let called = Cell::new(false);
        let d = decide(S, Some("1"), |_: &str, _: &str| {
            called.set(true);
            Err(StoreError::NoStateDir)
        });
        assert_eq!(d, Decision::Allowed(Allowed::LaunchEnv));
        assert!(!called.get());
    }

    #[test]
    fn the_lookup_asks_for_this_session_and_key() {
        let d = decide(S, None, |s: &str, k: &str| {
            Ok(Some(json!(s == S && k == FLAG_KEY)))
        });
        assert_eq!(d, Decision::Allowed(Allowed::Prompt));
    }

    #[test]
    fn with_the_real_store() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        assert_eq!(
            decide(S, None, store.lookup()),
            Decision::Refused(Refused::NotGranted)
        );
        store.set(S, FLAG_KEY, json!(true)).unwrap();
        assert_eq!(
            decide(S, None, store.lookup()),
            Decision::Allowed(Allowed::Prompt)
        );
        assert_eq!(
            decide("other", None, store.lookup()),
            Decision::Refused(Refused::NotGranted)
        );
        assert!(matches!(
            decide("../../x", None, store.lookup()),
            Decision::Refused(Refused::Unreadable(_))
        ));
    }

    #[test]
    fn refusal_text_says_what_is_off_what_to_do_and_how_the_user_allows_it() {
        let t = refusal_text(&Refused::NotGranted, "`git worktree add ../wt`", true, None).text();
        assert!(
            t.starts_with("worktree-consent: refused `git worktree add ../wt`."),
            "{t}"
        );
        for want in [
            "worktrees are off in this session",
            "cannot grant itself consent",
            "GATEHOUSE_ALLOW_WORKTREES",
            "Instead: work in the current checkout",
            "To allow: the user",
            "you may use a worktree for this",
        ] {
            assert!(t.contains(want), "{want}: {t}");
        }
        let t = refusal_text(
            &Refused::Unreadable(StoreError::NoStateDir),
            "`EnterWorktree`",
            false,
            Some("on"),
        )
        .text();
        assert!(
            t.contains("could not be read") && t.contains("set to `on`, which is not `1`"),
            "{t}"
        );
    }
}
