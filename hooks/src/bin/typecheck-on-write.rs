//! typecheck-on-write: after a write to a source file, runs the configured
//! type checker and hands its errors back to the agent at once.
//!
//! # What it refuses
//! Nothing can be refused after the fact (PostToolUse): when the checker
//! reports errors, the tool result gets them as feedback (`decision: block`
//! with a truncated list), so the agent fixes them in the same turn. Files
//! no checker covers are skipped.
//!
//! # Why (the incident)
//! Reference fleet: "Until 2026-08-07 mypy ran in exactly one place: CI's lint
//! job … a stale .mypy_cache could report 0 while the tree was red — which is
//! precisely how 16 errors across two files reached CI while the local run
//! said 'Success: no issues found'. There was never a cost reason for that:
//! `mypy --cache-dir .cache/mypy src/` → 1.166 s (all 899 files, warm)."
//!
//! # Refused
//! Nothing; after `Write src/app.py` that breaks a type, the agent reads e.g.
//! `typecheck-on-write: \`mypy …\` reports errors after the write to src/app.py: …`.
//!
//! # Allowed
//! Every write; silent when the checker passes or no checker covers the file.
//!
//! # Configuration
//! `[typecheck-on-write]`: `enabled`; `checkers`, a list of
//! `"EXT[,EXT…]: COMMAND"` (e.g. `"py,pyi: mypy --cache-dir {cache}/mypy src/"`,
//! `"ts,tsx: npx tsc --noEmit"`, `"rs: cargo check --quiet"`), run with `sh -c`
//! in the project root; `{file}` is the written file (shell-quoted), `{cache}`
//! a cache directory inside the project (`.cache/gatehouse`); `timeout_seconds`
//! (default 50, at most 55: the registration gives the hook 60 s); `max_lines` of errors handed back (default 40). No checkers
//! configured: the hook does nothing.
//!
//! # Escape hatch
//! None needed: it never refuses. The user can set `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, Verdict};
use std::path::{Path, PathBuf};
use std::time::Duration;

const GUARD: Guard = Guard {
    name: "typecheck-on-write",
    events: &[EventKind::PostToolUse],
    keys: &["checkers", "timeout_seconds", "max_lines"],
};

fn main() {
    payload::run(&GUARD, check)
}

/// One configured checker.
#[derive(Debug, PartialEq)]
struct Checker {
    extensions: Vec<String>,
    command: String,
}

fn parse_checker(spec: &str) -> Result<Checker, Failure> {
    let (exts, command) = spec
        .split_once(':')
        .filter(|(e, c)| !e.trim().is_empty() && !c.trim().is_empty())
        .ok_or_else(|| {
            Failure::new(format!(
                "`checkers` entry `{spec}` under [typecheck-on-write] is not `EXT[,EXT]: COMMAND`"
            ))
        })?;
    Ok(Checker {
        extensions: exts
            .split(',')
            .map(|e| e.trim().trim_start_matches('.').to_owned())
            .collect(),
        command: command.trim().to_owned(),
    })
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let Some(specs) = cfg.strings("checkers")? else {
        return Ok(Verdict::Allow);
    };
    let checkers = specs
        .iter()
        .map(|s| parse_checker(s))
        .collect::<Result<Vec<_>, _>>()?;
    let written: Vec<PathBuf> = match edits::of_tool(&call.input, &p.cwd) {
        Ok(changes) => changes
            .files
            .into_iter()
            .filter(|c| !c.deleted)
            .map(|c| c.path)
            .collect(),
        Err(e) => {
            return Ok(Verdict::Notice(format!(
                "typecheck-on-write: SKIP — could not tell which files were written ({e})"
            )));
        }
    };
    let root = cfg
        .project_root()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| p.cwd.clone());
    let timeout = Duration::from_secs(
        cfg.int("timeout_seconds")?
            .unwrap_or(50)
            .clamp(1, 55)
            .unsigned_abs(),
    );
    let max_lines =
        usize::try_from(cfg.int("max_lines")?.unwrap_or(40).clamp(1, 500)).unwrap_or(40);
    let mut reports = Vec::new();
    let mut ran: Vec<String> = Vec::new();
    for file in &written {
        let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
        let Some(checker) = checkers
            .iter()
            .find(|c| c.extensions.iter().any(|e| e == ext))
        else {
            continue;
        };
        let command = checker
            .command
            .replace("{file}", &procs::run::quote(&file.display().to_string()))
            .replace(
                "{cache}",
                &procs::run::quote(&root.join(".cache/gatehouse").display().to_string()),
            );
        if ran.contains(&command) {
            continue; // one full-scope run covers every file written by this call
        }
        ran.push(command.clone());
        let _ = std::fs::create_dir_all(root.join(".cache/gatehouse"));
        let mut cmd = procs::run::sh(&command);
        cmd.current_dir(&root);
        let out = procs::run::run(cmd, timeout, 256 * 1024)
            .map_err(|e| Failure::new(format!("could not run `{command}`: {e}")))?;
        if out.success() {
            continue;
        }
        let shown = display_path(file, &root);
        let text = format!("{}{}", out.stdout, out.stderr);
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let mut body = lines
            .iter()
            .take(max_lines)
            .copied()
            .collect::<Vec<_>>()
            .join("\n");
        if lines.len() > max_lines {
            body.push_str(&format!("\n… {} more lines", lines.len() - max_lines));
        }
        reports.push(if out.timed_out {
            format!(
                "`{command}` {} after the write to {shown}; the types of this change are unchecked",
                out.describe()
            )
        } else {
            format!(
                "`{command}` reports errors ({}) after the write to {shown}:\n{body}",
                out.describe()
            )
        });
    }
    if reports.is_empty() {
        return Ok(Verdict::Allow);
    }
    Ok(Verdict::Feedback(format!(
        "typecheck-on-write: {}\nFix these before going on: the checker runs on every write so that errors never wait for CI.",
        reports.join("\n\n")
    )))
}

fn display_path(file: &Path, root: &Path) -> String {
    file.strip_prefix(root)
        .unwrap_or(file)
        .display()
        .to_string()
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

    fn written(root: &Path, file: &str, content: &str) -> Payload {
        let path = root.join(file);
        std::fs::write(&path, content).unwrap();
        let json = serde_json::json!({
            "session_id": "s", "cwd": root, "hook_event_name": "PostToolUse", "tool_name": "Write",
            "tool_input": {"file_path": path, "content": content}, "tool_response": {"success": true},
        });
        payload::event::parse(json.to_string().as_bytes()).unwrap()
    }

    fn repo() -> (tempfile::TempDir, PathBuf) {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        (d, root)
    }

    fn run(root: &Path, toml: &str, p: &Payload) -> Verdict {
        let c = payload::Config::from_texts(&[("p.toml", toml)], Some(root.to_path_buf())).unwrap();
        check(p, &c.section(GUARD.name)).unwrap()
    }

    /// A real checker: a shell command that fails when the file has `BAD`.
    const CHECKER: &str = "[typecheck-on-write]\ncheckers = [\"py: if grep -n BAD {file}; then echo 'error: BAD found' >&2; exit 1; fi\"]\n";

    #[test]
    fn errors_come_back_as_feedback_and_a_clean_file_is_silent() {
        let (_d, root) = repo();
        let Verdict::Feedback(text) = run(
            &root,
            CHECKER,
            &written(&root, "app.py", "x = 1\nBAD = 2\n"),
        ) else {
            panic!()
        };
        assert!(
            text.contains("after the write to app.py")
                && text.contains("2:BAD = 2")
                && text.contains("error: BAD found"),
            "{text}"
        );
        assert_eq!(
            run(&root, CHECKER, &written(&root, "ok.py", "x = 1\n")),
            Verdict::Allow
        );
    }

    #[test]
    fn files_no_checker_covers_are_skipped_and_no_config_does_nothing() {
        let (_d, root) = repo();
        assert_eq!(
            run(&root, CHECKER, &written(&root, "notes.md", "BAD\n")),
            Verdict::Allow
        );
        assert_eq!(
            run(&root, "", &written(&root, "app.py", "BAD\n")),
            Verdict::Allow
        );
    }

    #[test]
    fn the_cache_dir_is_inside_the_project_and_output_is_truncated() {
        let (_d, root) = repo();
        let toml = "[typecheck-on-write]\ncheckers = [\"py: test -d {cache} && seq 1 100 && exit 1\"]\nmax_lines = 5\n";
        let Verdict::Feedback(text) = run(&root, toml, &written(&root, "a.py", "")) else {
            panic!()
        };
        assert!(text.contains("\n5\n… 95 more lines"), "{text}");
        assert!(root.join(".cache/gatehouse").is_dir());
    }

    #[test]
    fn a_hanging_checker_is_killed_at_the_timeout_and_said_loudly() {
        let (_d, root) = repo();
        let toml = "[typecheck-on-write]\ncheckers = [\"py: sleep 30\"]\ntimeout_seconds = 1\n";
        let start = std::time::Instant::now();
        let Verdict::Feedback(text) = run(&root, toml, &written(&root, "a.py", "")) else {
            panic!()
        };
        assert!(start.elapsed() < Duration::from_secs(10));
        assert!(
            text.contains("timed out") && text.contains("unchecked"),
            "{text}"
        );
    }

    #[test]
    fn a_malformed_checker_entry_is_a_failure() {
        let (_d, root) = repo();
        let c = payload::Config::from_texts(
            &[(
                "p.toml",
                "[typecheck-on-write]\ncheckers = [\"mypy src\"]\n",
            )],
            Some(root.clone()),
        )
        .unwrap();
        assert!(check(&written(&root, "a.py", ""), &c.section(GUARD.name)).is_err());
    }
}
