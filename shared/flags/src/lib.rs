//! flags: session controls — switches only the user can turn on, enforced by
//! hooks on every agent of a session, subagents included.
//!
//! A session control ("worktrees allowed" is the first) travels this route:
//!
//! 1. the user says yes in a prompt; `session-consent` (UserPromptSubmit)
//!    reads the prompt from the payload ([`prompt`]) and records the flag in
//!    the session's record ([`store`]);
//! 2. every later PreToolUse or harness-event hook of the same `session_id`
//!    (subagents carry their parent's id) asks the store through a lookup
//!    closure and the control's rule module (e.g. [`worktree_consent`])
//!    decides.
//!
//! [`worktree`] creates a worktree the way the harness would, for the
//! WorktreeCreate handler (a registered handler replaces the harness's own
//! creation).
//!
//! Since issue 15 (agents forged consent by writing the store): a grant
//! carries [`evidence`] of the user's prompt, checked against the session
//! transcript at decision time; [`protect`] judges what a Bash command does
//! to the protected resources (settings, config, the store, the guard
//! binaries, the transcripts) whatever the program, for `force-session-cli`
//! and `worktree-consent`; [`worktree_use`] finds worktree creation in a
//! command, aliases, interpreter code and scripts included.
//!
//! Subagents never see the user's prompt (the main agent's brief drops
//! constraints), which is why the control lives in hooks and not in
//! instructions. The launch environment (`GATEHOUSE_ALLOW_WORKTREES=1`) is the
//! second way for the user to turn a control on; nothing an agent can write —
//! command text, a repository file, a record in the store — counts.
//!
//! # Why files are the default backend
//! The design this follows kept the flags in a long-running daemon's
//! dictionary. gatehouse has no daemon: every guard is a short-lived process,
//! and a daemon would be one more thing to start, supervise and secure (a
//! socket the agent can talk to). Files under the user's state directory
//! (`$XDG_STATE_HOME/gatehouse/sessions/`, default
//! `~/.local/state/gatehouse/sessions/`) need nothing running, survive a
//! restart of the harness (as long as the session keeps its id), sit outside
//! every repository, and are protected from the agent by `force-session-cli` and `worktree-consent` ([`protect`]).
//! Reads take no lock (records are replaced by atomic rename, so a reader
//! sees the old or the new record, never half of one); writes are rare (only
//! a prompt that grants or revokes writes) and serialised per session by a
//! lock file ([`store`] explains the lock). The lookup is a closure
//! ([`Lookup`]), so a daemon backend could replace the files without touching
//! a rule module.

pub mod evidence;
pub mod prompt;
pub mod protect;
pub mod store;
pub mod worktree;
pub mod worktree_consent;
pub mod worktree_use;

use serde_json::Value;
use std::fmt;
use std::path::PathBuf;

/// The lookup a rule module decides with: `(session_id, key)` to the flag's
/// value, `Ok(None)` when unset, `Err` when it could not be read. Tests pass
/// a closure; production passes [`store::Store::lookup`].
pub trait Lookup: Fn(&str, &str) -> Result<Option<Value>, StoreError> {}
impl<F: Fn(&str, &str) -> Result<Option<Value>, StoreError>> Lookup for F {}

/// One session control: the flag key in the session record, the launch
/// environment variable that turns it on, and the nouns the prompt reader
/// looks for. `session-consent` walks [`CONTROLS`]: one registration for all.
#[derive(Debug, Clone, Copy)]
pub struct Control {
    pub key: &'static str,
    pub env: &'static str,
    /// Lower-case nouns (singular and plural) the user's yes must be about.
    pub keywords: &'static [&'static str],
}

/// The key beside a control's flag that holds the grant's evidence
/// ([`evidence::record`]).
pub fn evidence_key(key: &str) -> String {
    format!("{key}_evidence")
}

/// Every session control, in the order `session-consent` reads them.
pub const CONTROLS: &[Control] = &[worktree_consent::CONTROL];

/// A validated session id: ASCII letters, digits, `-` and `_`, 1 to 128
/// characters. Anything else is refused, so an id can never name a path
/// (`../../x`), hide in a file name (`a\0b`) or collide after case folding
/// tricks with non-ASCII look-alikes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionId(String);

/// The longest session id accepted (Claude Code sends 36-character UUIDs).
pub const MAX_SESSION_ID: usize = 128;

impl SessionId {
    pub fn parse(id: &str) -> Result<SessionId, StoreError> {
        let ok = !id.is_empty()
            && id.len() <= MAX_SESSION_ID
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if ok {
            Ok(SessionId(id.to_owned()))
        } else {
            Err(StoreError::InvalidSessionId(shown(id)))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An id as it may appear in a message: escaped and cut, so a hostile id
/// cannot flood or forge the refusal text.
fn shown(id: &str) -> String {
    let mut s: String = id.chars().take(40).flat_map(char::escape_debug).collect();
    if id.chars().count() > 40 {
        s.push('…');
    }
    s
}

/// Why the store could not answer. Every variant is a "could not read" for a
/// control that refuses by default: it refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// The session id is empty, too long or has characters outside
    /// `[A-Za-z0-9_-]`.
    InvalidSessionId(String),
    /// Neither `XDG_STATE_HOME` nor `HOME` names an absolute directory.
    NoStateDir,
    /// A file operation failed.
    Io { path: PathBuf, error: String },
    /// A record exists but is not a record this store wrote.
    Corrupt { path: PathBuf, why: String },
    /// Another writer held the session's lock for the whole bounded wait.
    Busy { path: PathBuf },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::InvalidSessionId(id) => {
                write!(
                    f,
                    "session id `{id}` is not 1-128 ASCII letters, digits, `-` or `_`"
                )
            }
            StoreError::NoStateDir => {
                f.write_str("neither `XDG_STATE_HOME` nor `HOME` is an absolute directory")
            }
            StoreError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            StoreError::Corrupt { path, why } => {
                write!(f, "{} is not a session record: {why}", path.display())
            }
            StoreError::Busy { path } => {
                write!(f, "{} stayed locked by another writer", path.display())
            }
        }
    }
}

impl std::error::Error for StoreError {}

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
    fn session_ids_are_validated() {
        let long_ok = "a".repeat(128);
        for ok in [
            "25e1b03d-96a7-4db4-bc91-1502c59affdd",
            "s",
            "A_b-9",
            long_ok.as_str(),
        ] {
            assert!(SessionId::parse(ok).is_ok(), "{ok}");
        }
        let long = "a".repeat(200);
        let too_long = "a".repeat(129);
        for bad in [
            "",
            "../../x",
            "..",
            "a/b",
            "a b",
            "a.json",
            "séance",
            "a\0b",
            "ａ",
            long.as_str(),
            too_long.as_str(),
        ] {
            assert!(
                matches!(SessionId::parse(bad), Err(StoreError::InvalidSessionId(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_hostile_id_is_cut_and_escaped_in_messages() {
        let e = SessionId::parse(&format!("x\n{}", "y".repeat(300)))
            .unwrap_err()
            .to_string();
        assert!(e.len() < 200, "{e}");
        assert!(e.contains("x\\n"), "{e}");
    }
}
