//! The syslog output against a REAL rsyslog (the Debian package `rsyslog`,
//! which scripts/test installs): the test starts `rsyslogd` itself with a
//! temporary config (its own imuxsock socket in a temp dir, an omfile output
//! in the same dir, its own pid file and work directory: nothing system-wide),
//! spawns real guard binaries with real payloads and a HOME whose config
//! switches syslog on to that socket, reads what rsyslog wrote, and kills
//! rsyslog at the end.
//!
//! Without rsyslogd the tests fail with the install command, unless
//! `GATEHOUSE_SYSLOG_TEST=skip` says to skip them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

mod fleet;

use fleet::{Home, home};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A running rsyslogd of this test's own, killed on drop.
struct Rsyslog {
    child: std::process::Child,
    dir: tempfile::TempDir,
}

impl Rsyslog {
    fn socket(&self) -> PathBuf {
        self.dir.path().join("log.sock")
    }

    fn output(&self) -> PathBuf {
        self.dir.path().join("out.log")
    }

    /// The output once it holds `needle` (waits at most 10 s).
    fn wait_for(&self, needle: &str) -> String {
        let start = Instant::now();
        loop {
            let text = std::fs::read_to_string(self.output()).unwrap_or_default();
            if text.contains(needle) {
                return text;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "rsyslog did not write `{needle}` within 10 s; its output:\n{text}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Rsyslog {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn rsyslogd() -> Option<PathBuf> {
    ["/usr/sbin/rsyslogd", "/sbin/rsyslogd"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.is_file())
        .or_else(|| {
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
                .map(|d| d.join("rsyslogd"))
                .find(|p| p.is_file())
        })
}

/// Starts rsyslogd on a socket of its own, or `None` when the environment
/// says to skip.
fn start() -> Option<Rsyslog> {
    let Some(bin) = rsyslogd() else {
        if std::env::var("GATEHOUSE_SYSLOG_TEST").as_deref() == Ok("skip") {
            eprintln!("SKIPPED: rsyslogd is not installed (GATEHOUSE_SYSLOG_TEST=skip)");
            return None;
        }
        panic!(
            "rsyslogd is not installed: `apt-get install rsyslog` (scripts/test installs it), \
             or set GATEHOUSE_SYSLOG_TEST=skip to skip the syslog tests"
        );
    };
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    // UseSpecialParser="off": the message goes through rsyslog's ordinary
    // parser chain, which parses RFC 5424 (the default special parser of
    // imuxsock expects the traditional local format and would keep the
    // whole message as text). The output is the built-in RFC 5424 template,
    // so the test sees the fields rsyslog parsed.
    let conf = format!(
        "global(workDirectory=\"{d}\")\n\
         module(load=\"imuxsock\" SysSock.Use=\"off\")\n\
         input(type=\"imuxsock\" Socket=\"{d}/log.sock\" UseSpecialParser=\"off\" ParseHostname=\"on\")\n\
         *.* action(type=\"omfile\" file=\"{d}/out.log\" template=\"RSYSLOG_SyslogProtocol23Format\")\n"
    );
    std::fs::write(dir.path().join("rsyslog.conf"), conf).unwrap();
    let child = std::process::Command::new(bin)
        .arg("-n")
        .arg("-f")
        .arg(dir.path().join("rsyslog.conf"))
        .arg("-i")
        .arg(dir.path().join("rsyslogd.pid"))
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::fs::File::create(dir.path().join("rsyslogd.err")).unwrap())
        .spawn()
        .unwrap();
    let r = Rsyslog { child, dir };
    let start = Instant::now();
    while !r.socket().exists() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "rsyslogd did not create its socket: {}",
            std::fs::read_to_string(r.dir.path().join("rsyslogd.err")).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    Some(r)
}

fn bash(h: &Home, session: &str, command: &str) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "session_id": session,
        "transcript_path": h.repo.join("t.jsonl"),
        "cwd": h.repo,
        "permission_mode": "default",
        "hook_event_name": "PreToolUse",
        "tool_name": "Bash",
        "tool_input": {"command": command, "description": "t"},
        "tool_use_id": "toolu_syslog"
    }))
    .unwrap()
}

fn run_guard(h: &Home, guard: &str, stdin: &[u8]) -> fleet::Run {
    let mut cmd = std::process::Command::new(fleet::bin(guard));
    for k in [
        "CLAUDECODE",
        "CLAUDE_CODE_SESSION_ATTENDED",
        "CI",
        "GATEHOUSE_FLOOR",
    ] {
        cmd.env_remove(k);
    }
    fleet::run_command(cmd, Path::new(guard), stdin, &h.repo, &h.home, &[])
}

fn enabled(r: &Rsyslog, extra: &str) -> String {
    format!(
        "[gatehouse]\nsyslog = true\nsyslog_socket = \"{}\"\n{extra}",
        r.socket().display()
    )
}

/// The rsyslog output line that carries `session`, split into the RFC 5424
/// header fields, the structured data and the MSG (the log line).
fn message_of(text: &str, session: &str) -> (Vec<String>, String, Value) {
    let line = text
        .lines()
        .find(|l| l.contains(&format!("session=\"{session}\"")))
        .unwrap_or_else(|| panic!("no message of session {session} in:\n{text}"));
    let header: Vec<String> = line.splitn(7, ' ').map(str::to_owned).collect();
    let sd_end = line.find("] ").unwrap();
    let sd = line[line.find('[').unwrap()..=sd_end].to_owned();
    let msg: Value = serde_json::from_str(&line[sd_end + 2..]).unwrap_or_else(|e| {
        panic!("the MSG is not the JSON line ({e}): {line}");
    });
    (header, sd, msg)
}

#[test]
fn a_refusal_reaches_a_real_rsyslog_masked() {
    let Some(r) = start() else { return };
    let h = home(&enabled(&r, ""), None);
    let secret = "hunter2secretpw";
    let token = "ghp_OhbVrpoiVgRV5IfLBcbfnoGMbJmTPSIAoCLr";
    let cmd = format!("PGPASSWORD={secret} pytest -n 4 --token={token} tests/");
    let run = run_guard(&h, "no-xdist", &bash(&h, "s-syslog-1", &cmd));
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    // The guard's own refusal is unchanged (the model needs the command).
    assert!(run.stderr.contains("no-xdist: refused"), "{}", run.stderr);
    // secret-guard: the secret is described, never copied.
    let write = format!("echo {token} > app/t.txt");
    let run = run_guard(&h, "secret-guard", &bash(&h, "s-syslog-2", &write));
    assert_eq!(run.code, Some(2), "{}", run.stderr);

    let text = r.wait_for("s-syslog-2");
    let (header, sd, msg) = message_of(&text, "s-syslog-1");
    // <PRI>1 TIME HOST APP-NAME PROCID MSGID: facility user (1), warning (4).
    assert_eq!(header[0], "<12>1", "{text}");
    assert_eq!(header[3], "gatehouse", "{text}");
    assert!(header[4].parse::<u32>().is_ok(), "{text}");
    assert_eq!(header[5], "deny", "{text}");
    assert!(
        sd.starts_with("[gatehouse@32473 v=\"1\" guard=\"no-xdist\" decision=\"deny\""),
        "{sd}"
    );
    assert_eq!(msg["guard"], "no-xdist");
    assert_eq!(msg["decision"], "deny");
    assert_eq!(
        msg["excerpt"],
        "no-xdist: refused `PGPASSWORD=*** pytest -n 4 --token=*** tests/` (`-n` runs pytest-xdist)."
    );
    // The same line as the decision log's, chain field included.
    let log =
        std::fs::read_to_string(h.home.join(".local/state/gatehouse/log/decisions.jsonl")).unwrap();
    let first: Value = serde_json::from_str(log.lines().next().unwrap()).unwrap();
    assert_eq!(first, msg);
    let (_, sd, msg) = message_of(&text, "s-syslog-2");
    assert!(sd.contains("guard=\"secret-guard\""), "{sd}");
    assert!(
        msg["excerpt"]
            .as_str()
            .unwrap()
            .starts_with("secret-guard: refused"),
        "{msg}"
    );
    assert!(
        !text.contains(secret),
        "the password reached syslog:\n{text}"
    );
    assert!(
        !text.contains("OhbVrpoiVgRV5IfLBcbf"),
        "the token reached syslog:\n{text}"
    );
    assert!(
        !h.home
            .join(".local/state/gatehouse/log/syslog.failed")
            .exists(),
        "a send that worked left a failure note"
    );
}

#[test]
fn only_the_users_config_switches_it_on_and_the_facility_is_configurable() {
    let Some(r) = start() else { return };
    // A repository asks for syslog to this socket: nothing is sent.
    let repo_only = home("", Some(&enabled(&r, "")));
    let run = run_guard(
        &repo_only,
        "no-xdist",
        &bash(&repo_only, "s-repo", "pytest -n 2"),
    );
    assert_eq!(run.code, Some(2));
    // The user's: sent, with the facility asked for (local3 = 19: PRI 156),
    // and warn is a notice (PRI 157).
    let user = home(
        &enabled(
            &r,
            "syslog_facility = \"local3\"\n\n[no-xdist]\non_refuse = \"warn\"\n",
        ),
        None,
    );
    let run = run_guard(&user, "no-xdist", &bash(&user, "s-user", "pytest -n 2"));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    // Datagrams on one socket arrive in order: once the user's is there, a
    // repository's would have been written before it.
    let text = r.wait_for("s-user");
    assert!(!text.contains("s-repo"), "{text}");
    let (header, _, msg) = message_of(&text, "s-user");
    assert_eq!(header[0], "<157>1", "{text}");
    assert_eq!(header[5], "warn", "{text}");
    assert_eq!(msg["decision"], "warn");
}

#[test]
fn no_receiver_never_fails_or_slows_the_guard_and_is_noted_for_doctor() {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("nobody-listens.sock");
    let h = home(
        &format!(
            "[gatehouse]\nsyslog = true\nsyslog_socket = \"{}\"\n",
            socket.display()
        ),
        None,
    );
    let run = run_guard(&h, "no-xdist", &bash(&h, "s-none", "pytest -n 4"));
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("no-xdist: refused"), "{}", run.stderr);
    assert!(run.elapsed < Duration::from_secs(5), "{:?}", run.elapsed);
    let log = h.home.join(".local/state/gatehouse/log");
    assert!(log.join("decisions.jsonl").is_file());
    let note = std::fs::read_to_string(log.join("syslog.failed")).unwrap();
    assert!(
        note.contains("no-xdist") && note.contains("nobody-listens.sock"),
        "{note}"
    );
    // A malformed setting is noted the same way; the decision stands.
    let h = home(
        "[gatehouse]\nsyslog = true\nsyslog_facility = \"local9\"\n",
        None,
    );
    let run = run_guard(&h, "no-xdist", &bash(&h, "s-bad", "pytest -n 4"));
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    let note =
        std::fs::read_to_string(h.home.join(".local/state/gatehouse/log/syslog.failed")).unwrap();
    assert!(note.contains("local9"), "{note}");
}

#[test]
fn the_organisations_config_switches_it_on_for_every_user() {
    if gatehouse::managed::euid() != Some(0) {
        eprintln!(
            "!!! the_organisations_config… SKIPPED: a root-owned organisation file needs root"
        );
        return;
    }
    let Some(r) = start() else { return };
    // The user says no; the organisation's file (root-owned, 0644) says yes.
    let user = home("[gatehouse]\nsyslog = false\n", None);
    let org = user._dir.path().join("org.toml");
    std::fs::write(&org, enabled(&r, "")).unwrap();
    let org_s = org.display().to_string();
    let mut cmd = std::process::Command::new(fleet::bin("no-xdist"));
    for k in [
        "CLAUDECODE",
        "CLAUDE_CODE_SESSION_ATTENDED",
        "CI",
        "GATEHOUSE_FLOOR",
    ] {
        cmd.env_remove(k);
    }
    let run = fleet::run_command(
        cmd,
        Path::new("no-xdist"),
        &bash(&user, "s-org", "pytest -n 2"),
        &user.repo,
        &user.home,
        &[("GATEHOUSE_ORG_CONFIG", org_s.as_str())],
    );
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    let text = r.wait_for("s-org");
    let (_, _, msg) = message_of(&text, "s-org");
    assert_eq!(msg["guard"], "no-xdist");
}
