//! ast-incremental-refresh: after a write, tells the configured local daemon
//! which file changed; when nothing answers within a short bound, runs the
//! configured fallback refresh instead.
//!
//! # What it refuses
//! Nothing (PostToolUse). It keeps a derived index (an AST snapshot, a code
//! graph) current at the moment it goes stale: for each written file with a
//! configured extension it sends `POST <path>` with `{"path": …}` over the
//! daemon's Unix socket; a 2xx answer ends the call. No answer within
//! `connect_timeout_ms`, a refused connection or a non-2xx status runs
//! `fallback` (bounded by `fallback_timeout_seconds`). What was skipped or
//! failed is shown to the user.
//!
//! # Why (the incident)
//! Reference fleet, 2026-08-23, minutes after the guard fleet went live:
//! "verdict: stale … Every structural query after that point was served from
//! the old parse, silently. The refresh existed and was HEALTHY — it was
//! running against a DIFFERENT checkout." Since ADR-0097 a live daemon owns
//! the snapshot and the hook only tells it "this file changed" — "no
//! serializer process, no 64 s of CPU, no second writer" — with the
//! incremental refresh as the fallback when the daemon does not answer 2xx.
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every write; silent when the daemon answers 2xx or the fallback succeeds.
//!
//! # Configuration
//! `[ast-incremental-refresh]`: `enabled`; `socket` (the daemon's Unix socket,
//! project-relative or absolute; unset = no daemon); `path` (default
//! `/changed`); `extensions` (default `["py"]`); `connect_timeout_ms`
//! (default 200); `fallback` (a command run with `sh -c` in the project root,
//! `{file}` = the written file, shell-quoted); `fallback_timeout_seconds`
//! (default 50, at most 55: the registration gives the hook 60 s). Neither `socket` nor `fallback`: the hook does nothing.
//!
//! # Escape hatch
//! None needed: it never refuses. The user can set `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, Verdict};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

const GUARD: Guard = Guard {
    name: "ast-incremental-refresh",
    events: &[EventKind::PostToolUse],
    keys: &[
        "socket",
        "path",
        "extensions",
        "connect_timeout_ms",
        "fallback",
        "fallback_timeout_seconds",
    ],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let socket = cfg.string("socket")?;
    let fallback = cfg.string("fallback")?;
    if socket.is_none() && fallback.is_none() {
        return Ok(Verdict::Allow);
    }
    let extensions = cfg
        .strings("extensions")?
        .unwrap_or_else(|| vec!["py".to_owned()]);
    let files: Vec<PathBuf> = match edits::of_tool(&call.input, &p.cwd) {
        Ok(changes) => changes
            .files
            .into_iter()
            .map(|c| c.path)
            .filter(|f| {
                f.extension()
                    .and_then(|e| e.to_str())
                    .is_some_and(|e| extensions.iter().any(|x| x == e))
            })
            .collect(),
        Err(e) => {
            return Ok(Verdict::Notice(format!(
                "ast-incremental-refresh: SKIP — could not tell which files were written ({e})"
            )));
        }
    };
    if files.is_empty() {
        return Ok(Verdict::Allow);
    }
    let root = cfg
        .project_root()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| p.cwd.clone());
    let wait = Duration::from_millis(
        cfg.int("connect_timeout_ms")?
            .unwrap_or(200)
            .clamp(10, 5000)
            .unsigned_abs(),
    );
    let route = cfg.string("path")?.unwrap_or_else(|| "/changed".to_owned());
    let fallback_timeout = Duration::from_secs(
        cfg.int("fallback_timeout_seconds")?
            .unwrap_or(50)
            .clamp(1, 55)
            .unsigned_abs(),
    );
    let mut problems = Vec::new();
    for file in &files {
        let told = match &socket {
            Some(s) => tell_daemon(&root.join(s), &route, file, wait),
            None => Err("no daemon socket is configured".to_owned()),
        };
        let Err(why) = told else { continue };
        let Some(command) = &fallback else {
            problems.push(format!("{}: the daemon did not take it ({why}) and no `fallback` is configured; the index is stale", file.display()));
            continue;
        };
        let command = command.replace("{file}", &procs::run::quote(&file.display().to_string()));
        let mut cmd = procs::run::sh(&command);
        cmd.current_dir(&root);
        match procs::run::run(cmd, fallback_timeout, 64 * 1024) {
            Ok(out) if out.success() => {}
            Ok(out) => problems.push(format!(
                "{}: the daemon did not take it ({why}); the fallback `{command}` {}: {}",
                file.display(),
                out.describe(),
                out.stderr.lines().last().unwrap_or("")
            )),
            Err(e) => problems.push(format!(
                "{}: the fallback `{command}` could not start: {e}",
                file.display()
            )),
        }
    }
    if problems.is_empty() {
        return Ok(Verdict::Allow);
    }
    Ok(Verdict::Notice(format!(
        "ast-incremental-refresh: {}",
        problems.join("; ")
    )))
}

/// `POST route` with `{"path": file}` over the Unix socket; Ok on a 2xx status.
fn tell_daemon(socket: &Path, route: &str, file: &Path, wait: Duration) -> Result<(), String> {
    let mut stream = std::os::unix::net::UnixStream::connect(socket)
        .map_err(|e| format!("{}: {e}", socket.display()))?;
    stream
        .set_read_timeout(Some(wait))
        .map_err(|e| e.to_string())?;
    stream
        .set_write_timeout(Some(wait))
        .map_err(|e| e.to_string())?;
    let body = serde_json::json!({ "path": file }).to_string();
    let request = format!(
        "POST {route} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream
        .write_all(request.as_bytes())
        .map_err(|e| format!("write: {e}"))?;
    let mut head = [0u8; 64];
    let n = stream
        .read(&mut head)
        .map_err(|e| format!("no answer within {} ms ({e})", wait.as_millis()))?;
    let status_line = String::from_utf8_lossy(head.get(..n).unwrap_or(&[])).into_owned();
    let code = status_line.split_whitespace().nth(1).unwrap_or("");
    if code.starts_with('2') && code.len() == 3 {
        Ok(())
    } else {
        Err(format!(
            "answered `{}`",
            status_line.lines().next().unwrap_or("").trim()
        ))
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
    use std::os::unix::net::UnixListener;

    fn repo() -> (tempfile::TempDir, PathBuf) {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        (d, root)
    }

    fn written(root: &Path, file: &str) -> Payload {
        let path = root.join(file);
        std::fs::write(&path, "x = 1\n").unwrap();
        let json = serde_json::json!({
            "session_id": "s", "cwd": root, "hook_event_name": "PostToolUse", "tool_name": "Write",
            "tool_input": {"file_path": path, "content": "x = 1\n"}, "tool_response": {"success": true},
        });
        payload::event::parse(json.to_string().as_bytes()).unwrap()
    }

    /// A real daemon on a Unix socket: answers one request with `status` and
    /// hands back what it received.
    fn daemon(socket: &Path, status: &'static str) -> std::thread::JoinHandle<String> {
        let listener = UnixListener::bind(socket).unwrap();
        std::thread::spawn(move || {
            let (mut s, _) = listener.accept().unwrap();
            s.set_read_timeout(Some(Duration::from_millis(500)))
                .unwrap();
            let mut buf = vec![0u8; 4096];
            let n = s.read(&mut buf).unwrap_or(0);
            let _ =
                s.write_all(format!("HTTP/1.1 {status}\r\nContent-Length: 0\r\n\r\n").as_bytes());
            String::from_utf8_lossy(&buf[..n]).into_owned()
        })
    }

    fn run(root: &Path, toml: &str, p: &Payload) -> Verdict {
        let c = payload::Config::from_texts(&[("p.toml", toml)], Some(root.to_path_buf())).unwrap();
        check(p, &c.section(GUARD.name)).unwrap()
    }

    const CONFIG: &str = "[ast-incremental-refresh]\nsocket = \"d.sock\"\nfallback = \"echo {file} >> fallback.log\"\n";

    #[test]
    fn a_2xx_daemon_is_told_and_no_fallback_runs() {
        let (_d, root) = repo();
        let server = daemon(&root.join("d.sock"), "204 No Content");
        assert_eq!(run(&root, CONFIG, &written(&root, "a.py")), Verdict::Allow);
        let got = server.join().unwrap();
        assert!(
            got.starts_with("POST /changed HTTP/1.1")
                && got.contains(&format!("\"path\":\"{}/a.py\"", root.display())),
            "{got}"
        );
        assert!(!root.join("fallback.log").exists());
    }

    #[test]
    fn a_non_2xx_or_absent_daemon_runs_the_fallback() {
        let (_d, root) = repo();
        let server = daemon(&root.join("d.sock"), "503 Busy");
        assert_eq!(run(&root, CONFIG, &written(&root, "a.py")), Verdict::Allow);
        server.join().unwrap();
        std::fs::remove_file(root.join("d.sock")).unwrap();
        assert_eq!(run(&root, CONFIG, &written(&root, "b.py")), Verdict::Allow);
        let log = std::fs::read_to_string(root.join("fallback.log")).unwrap();
        assert_eq!(log, format!("{0}/a.py\n{0}/b.py\n", root.display()));
    }

    #[test]
    fn a_silent_daemon_is_abandoned_after_the_bound() {
        let (_d, root) = repo();
        let _listener = UnixListener::bind(root.join("d.sock")).unwrap(); // accepts into the backlog, never answers
        let start = std::time::Instant::now();
        assert_eq!(run(&root, CONFIG, &written(&root, "a.py")), Verdict::Allow);
        assert!(start.elapsed() < Duration::from_secs(5));
        assert!(root.join("fallback.log").exists());
    }

    #[test]
    fn failures_are_shown_and_other_files_skipped() {
        let (_d, root) = repo();
        let toml = "[ast-incremental-refresh]\nsocket = \"none.sock\"\nfallback = \"exit 3\"\n";
        let Verdict::Notice(text) = run(&root, toml, &written(&root, "a.py")) else {
            panic!()
        };
        assert!(
            text.contains("none.sock") && text.contains("exit 3"),
            "{text}"
        );
        assert_eq!(
            run(&root, toml, &written(&root, "notes.md")),
            Verdict::Allow
        );
        let Verdict::Notice(text) = run(
            &root,
            "[ast-incremental-refresh]\nsocket = \"none.sock\"\n",
            &written(&root, "a.py"),
        ) else {
            panic!()
        };
        assert!(text.contains("no `fallback` is configured"), "{text}");
        assert_eq!(run(&root, "", &written(&root, "a.py")), Verdict::Allow);
    }
}
