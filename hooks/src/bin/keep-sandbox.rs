//! keep-sandbox: refuses a Bash call that asks to run outside Claude Code's OS sandbox.
//!
//! # What it refuses
//! A `Bash` (or `PowerShell`) call whose input carries
//! `"dangerouslyDisableSandbox": true`: the model asking the harness to run
//! that one command outside the sandbox (bubblewrap on Linux, Seatbelt on
//! macOS). A value that is not a boolean is a malformed input and is refused
//! too (fail closed).
//!
//! # Why (the incident)
//! With the sandbox on (`gatehouse install --sandbox`), the kernel refuses
//! what no guard's analysis can see: a consent record written through a path
//! built at run time, `cp /bin/true` over an installed guard, `mv .claude
//! .claude.off` (measured on Claude Code 2.1.328; docs/sandbox.md). A single
//! call outside it undoes all of that. Claude Code's default
//! (`allowUnsandboxedCommands` unset) lets the model retry a blocked command
//! unsandboxed after a permission prompt, and an unattended or permissive
//! session may approve it; this guard refuses the retry before the prompt,
//! and also where `--sandbox` was not installed but the user turned the
//! sandbox on themselves.
//!
//! # Refused
//! - `{"command": "cp /bin/true ~/.local/share/gatehouse/x", "dangerouslyDisableSandbox": true}`
//! - `{"command": "npm install", "dangerouslyDisableSandbox": true}` (any command)
//! - `{"command": "ls", "dangerouslyDisableSandbox": "yes"}` (not a boolean)
//!
//! # Allowed
//! - every call without the key, or with `"dangerouslyDisableSandbox": false`
//! - every call when the user allowed it (below)
//!
//! # Configuration
//! `[keep-sandbox]`: `enabled` (default `true`); `allow` (default `false`):
//! `true` lets unsandboxed calls through to Claude Code's own permission
//! prompt.
//!
//! # Escape hatch
//! The user, never the agent: `allow = true` under `[keep-sandbox]` in
//! `~/.config/gatehouse/config.toml` (or the repository's
//! `.claude/gatehouse.toml`, both out of the agent's reach), or launching
//! Claude Code with `GATEHOUSE_ALLOW_UNSANDBOXED=1` in its environment (this
//! hook reads its own environment, not the command's). Better: widen the
//! sandbox for what the command needs (`sandbox.filesystem.allowWrite`,
//! `sandbox.network.allowedDomains`; docs/sandbox.md).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};

pub(crate) const GUARD: Guard = Guard {
    name: "keep-sandbox",
    events: &[EventKind::PreToolUse],
    keys: &["allow"],
};

/// The launch-environment switch.
const ENV: &str = "GATEHOUSE_ALLOW_UNSANDBOXED";

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let env = std::env::var(ENV).ok();
    decide(p, cfg, env.as_deref())
}

fn decide(p: &Payload, cfg: &Section, env: Option<&str>) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let (ToolInput::Bash(b) | ToolInput::PowerShell(b)) = &call.input else {
        return Ok(Verdict::Allow);
    };
    if b.dangerously_disable_sandbox != Some(true) {
        return Ok(Verdict::Allow);
    }
    if env == Some("1") || cfg.bool("allow", false)? {
        return Ok(Verdict::Allow);
    }
    let one_line = b.command.split_whitespace().collect::<Vec<_>>().join(" ");
    let shown = match one_line.char_indices().nth(120) {
        Some((i, _)) => format!("{}…", one_line.get(..i).unwrap_or("")),
        None => one_line,
    };
    Ok(payload::refusal(
        GUARD.name,
        format!("running `{shown}` outside the sandbox (`dangerouslyDisableSandbox: true`)"),
    )
    .rule(
        "commands run inside Claude Code's OS sandbox, which keeps gatehouse's files, the session-flag store \
         and everything outside the working directory out of a command's reach; one call outside it undoes that",
    )
    .instead(
        "run the command without `dangerouslyDisableSandbox`; if the sandbox blocks what it needs (a write outside \
         the project, a network host), say which path or host and ask the user to widen the sandbox \
         (`sandbox.filesystem.allowWrite`, `sandbox.network.allowedDomains`)",
    )
    .allow(format!(
        "the user sets `allow = true` under `[keep-sandbox]` in ~/.config/gatehouse/config.toml, or launches \
         Claude Code with `{ENV}=1`"
    ))
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
    use serde_json::json;

    fn payload(tool: &str, input: serde_json::Value) -> Result<Payload, String> {
        let v = json!({
            "session_id": "s", "transcript_path": "", "cwd": "/r",
            "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input,
        });
        payload::event::parse(v.to_string().as_bytes())
    }

    /// Refused? `None`: the payload itself is refused as malformed (fails
    /// closed before `check`).
    fn refused(tool: &str, input: serde_json::Value, cfg: &str, env: Option<&str>) -> Option<bool> {
        let p = payload(tool, input).ok()?;
        let c = payload::Config::from_texts(&[("gatehouse.toml", cfg)], None).unwrap();
        let v = decide(&p, &c.section(GUARD.name), env).unwrap();
        Some(matches!(v, Verdict::Deny(_)))
    }

    #[test]
    fn case_table() {
        let off = json!({"command": "ls", "dangerouslyDisableSandbox": true});
        type Case<'a> = (
            &'a str,
            &'a str,
            serde_json::Value,
            &'a str,
            Option<&'a str>,
            Option<bool>,
        );
        let cases: &[Case] = &[
            ("the flag", "Bash", off.clone(), "", None, Some(true)),
            (
                "PowerShell too",
                "PowerShell",
                off.clone(),
                "",
                None,
                Some(true),
            ),
            (
                "with a self-grant in the command",
                "Bash",
                json!({"command": "GATEHOUSE_ALLOW_UNSANDBOXED=1 ls", "dangerouslyDisableSandbox": true}),
                "",
                None,
                Some(true),
            ),
            (
                "env not exactly 1",
                "Bash",
                off.clone(),
                "",
                Some("true"),
                Some(true),
            ),
            (
                "allow = false",
                "Bash",
                off.clone(),
                "[keep-sandbox]\nallow = false\n",
                None,
                Some(true),
            ),
            (
                "a string is malformed",
                "Bash",
                json!({"command": "ls", "dangerouslyDisableSandbox": "true"}),
                "",
                None,
                None,
            ),
            (
                "no flag",
                "Bash",
                json!({"command": "ls"}),
                "",
                None,
                Some(false),
            ),
            (
                "flag false",
                "Bash",
                json!({"command": "ls", "dangerouslyDisableSandbox": false}),
                "",
                None,
                Some(false),
            ),
            (
                "user allowed (env)",
                "Bash",
                off.clone(),
                "",
                Some("1"),
                Some(false),
            ),
            (
                "user allowed (config)",
                "Bash",
                off.clone(),
                "[keep-sandbox]\nallow = true\n",
                None,
                Some(false),
            ),
            (
                "another tool",
                "Read",
                json!({"file_path": "/r/x", "dangerouslyDisableSandbox": true}),
                "",
                None,
                Some(false),
            ),
        ];
        for (name, tool, input, cfg, env, want) in cases {
            assert_eq!(refused(tool, input.clone(), cfg, *env), *want, "{name}");
        }
    }

    #[test]
    fn the_refusal_names_the_command_the_rule_and_the_user_switches() {
        let p = payload(
            "Bash",
            json!({"command": "cp /bin/true g", "dangerouslyDisableSandbox": true}),
        )
        .unwrap();
        let c = payload::Config::default();
        let Verdict::Deny(text) = decide(&p, &c.section(GUARD.name), None).unwrap() else {
            panic!("not refused");
        };
        for needle in [
            "keep-sandbox: refused",
            "`cp /bin/true g`",
            "Rule:",
            "Instead:",
            "allowWrite",
            "To allow:",
            "GATEHOUSE_ALLOW_UNSANDBOXED=1",
        ] {
            assert!(text.contains(needle), "{needle}: {text}");
        }
    }

    /// Every command shape × every indirection × every spelling of the flag:
    /// the decision rests on the structured input alone, never on the
    /// command text.
    #[test]
    #[allow(clippy::print_stdout)] // the corpus report, shown with --nocapture
    fn corpus_attacks_refused_ordinary_allowed() {
        let cores = [
            "cp /bin/true ~/.local/share/gatehouse/current/bin/worktree-consent",
            "mv .claude .claude.off",
            "printf '{}' > \"$D/s.json\"",
            "npm install",
            "git push",
            "ls",
            "python3 -c 'print(1)'",
        ];
        let wrap = [
            "{}",
            "bash -c '{}'",
            "env GATEHOUSE_ALLOW_UNSANDBOXED=1 {}",
            "sudo {}",
            "eval \"{}\"",
            "true && {}",
        ];
        let (mut attacks, mut refused_n, mut ordinary, mut allowed_n) = (0, 0, 0, 0);
        for core in cores {
            for w in wrap {
                let command = w.replace("{}", core);
                for tool in ["Bash", "PowerShell"] {
                    attacks += 1;
                    let input = json!({"command": command, "dangerouslyDisableSandbox": true, "description": "x"});
                    if refused(tool, input, "", None) == Some(true) {
                        refused_n += 1;
                    }
                    for input in [
                        json!({"command": command}),
                        json!({"command": command, "dangerouslyDisableSandbox": false}),
                        json!({"command": command, "run_in_background": true}),
                    ] {
                        ordinary += 1;
                        if refused(tool, input, "", None) == Some(false) {
                            allowed_n += 1;
                        }
                    }
                }
            }
        }
        println!(
            "keep-sandbox: attacks refused {refused_n}/{attacks}, ordinary allowed {allowed_n}/{ordinary}"
        );
        assert_eq!(refused_n, attacks);
        assert_eq!(allowed_n, ordinary);
    }
}
