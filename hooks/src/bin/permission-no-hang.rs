//! permission-no-hang: when no human can answer a permission request, answers
//! it with a deny and a reason instead of leaving the session waiting.
//!
//! # What it refuses
//! A `PermissionRequest` (the harness asking whether a tool call may run)
//! in a session nobody attends: Claude Code marks those in the hook's
//! environment with `CLAUDE_CODE_SESSION_ATTENDED=0` (measured on 2.1.328 in
//! `-p` mode, together with `CLAUDE_CODE_ENTRYPOINT=sdk-cli`); `CI=true` counts
//! too. In an attended session it has no opinion and the user is asked.
//!
//! # Why (the incident)
//! The reference fleet's `permission_no_hang`: a background or headless
//! session that hits a permission dialog waits for an answer that never
//! comes, holding its worktree and its budget until someone notices. A deny
//! with a reason lets the agent take the sanctioned route or report.
//!
//! # Refused
//! - `PermissionRequest` for `Bash` `rm -rf build` with `CLAUDE_CODE_SESSION_ATTENDED=0`
//! - any `PermissionRequest` when `mode = "always"`
//!
//! # Allowed
//! - every `PermissionRequest` in an attended session (the dialog is shown)
//! - every request when `mode = "off"`
//!
//! # Configuration
//! `[permission-no-hang]`: `enabled`; `mode` = `"auto"` (default: deny when
//! unattended), `"always"`, or `"off"`.
//!
//! # Escape hatch
//! The user pre-approves what an unattended session may do (`--allowedTools`,
//! or `permissions.allow` in their settings), or sets `mode = "off"`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard {
    name: "permission-no-hang",
    events: &[EventKind::PermissionRequest],
    keys: &["mode"],
};

fn main() {
    payload::run(&GUARD, check)
}

/// What the hook's environment says about who is there.
struct Attendance {
    /// `CLAUDE_CODE_SESSION_ATTENDED`.
    attended: Option<String>,
    /// `CI`.
    ci: Option<String>,
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let env = Attendance {
        attended: std::env::var("CLAUDE_CODE_SESSION_ATTENDED").ok(),
        ci: std::env::var("CI").ok(),
    };
    decide(p, cfg, &env)
}

fn unattended(env: &Attendance) -> Option<&'static str> {
    if env.attended.as_deref() == Some("0") {
        return Some(
            "this session is not attended (`CLAUDE_CODE_SESSION_ATTENDED=0`: headless `-p`, SDK or background)",
        );
    }
    if env
        .ci
        .as_deref()
        .is_some_and(|v| !v.is_empty() && v != "0" && !v.eq_ignore_ascii_case("false"))
    {
        return Some("this session runs under CI (`CI` is set)");
    }
    None
}

fn decide(p: &Payload, cfg: &Section, env: &Attendance) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let why = match cfg.string("mode")?.as_deref().unwrap_or("auto") {
        "off" => return Ok(Verdict::Allow),
        "always" => "`mode = \"always\"` is configured: permission dialogs are never left open",
        "auto" => match unattended(env) {
            Some(why) => why,
            None => return Ok(Verdict::Allow),
        },
        other => {
            return Err(Failure::new(format!(
                "`mode = \"{other}\"` under [permission-no-hang] is not one of \"auto\", \"always\", \"off\""
            )));
        }
    };
    Ok(payload::refusal(GUARD.name, format!("the permission request for `{}`", call.name))
        .rule(format!("no human can answer it — {why} — and a dialog nobody answers hangs the session"))
        .instead("do what the task needs with tools that are already allowed, or stop and report what permission you need and why")
        .allow("the user pre-approves the tool (`--allowedTools`, or `permissions.allow` in their settings), or sets `mode = \"off\"` under `[permission-no-hang]`")
        .verdict())
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

    fn request() -> Payload {
        let json = r#"{"session_id":"s","cwd":"/","hook_event_name":"PermissionRequest","tool_name":"Bash","tool_input":{"command":"rm -rf build"}}"#;
        payload::event::parse(json.as_bytes()).unwrap()
    }

    fn denied(toml: &str, attended: Option<&str>, ci: Option<&str>) -> bool {
        let c = payload::Config::from_texts(&[("p.toml", toml)], None).unwrap();
        let env = Attendance {
            attended: attended.map(str::to_owned),
            ci: ci.map(str::to_owned),
        };
        matches!(
            decide(&request(), &c.section(GUARD.name), &env).unwrap(),
            Verdict::Deny(_)
        )
    }

    #[test]
    fn case_table() {
        /// (name, config, CLAUDE_CODE_SESSION_ATTENDED, CI, denied?)
        type Case<'a> = (&'a str, &'a str, Option<&'a str>, Option<&'a str>, bool);
        let cases: &[Case] = &[
            ("unattended -p", "", Some("0"), None, true),
            ("attended", "", Some("1"), None, false),
            ("no signal", "", None, None, false),
            ("ci", "", None, Some("true"), true),
            ("ci false", "", None, Some("false"), false),
            (
                "always",
                "[permission-no-hang]\nmode = \"always\"\n",
                Some("1"),
                None,
                true,
            ),
            (
                "off",
                "[permission-no-hang]\nmode = \"off\"\n",
                Some("0"),
                Some("1"),
                false,
            ),
        ];
        for (name, toml, attended, ci, want) in cases {
            assert_eq!(denied(toml, *attended, *ci), *want, "{name}");
        }
    }

    #[test]
    fn an_unknown_mode_is_a_failure_not_a_default() {
        let c = payload::Config::from_texts(
            &[("p.toml", "[permission-no-hang]\nmode = \"sometimes\"\n")],
            None,
        )
        .unwrap();
        let env = Attendance {
            attended: Some("0".into()),
            ci: None,
        };
        assert!(decide(&request(), &c.section(GUARD.name), &env).is_err());
    }

    #[test]
    fn the_deny_names_the_tool_and_the_way_out() {
        let c = payload::Config::default();
        let env = Attendance {
            attended: Some("0".into()),
            ci: None,
        };
        let Verdict::Deny(text) = decide(&request(), &c.section(GUARD.name), &env).unwrap() else {
            panic!()
        };
        assert!(
            text.starts_with("permission-no-hang: refused the permission request for `Bash`"),
            "{text}"
        );
        assert!(
            text.contains("CLAUDE_CODE_SESSION_ATTENDED=0") && text.contains("--allowedTools"),
            "{text}"
        );
    }
}
