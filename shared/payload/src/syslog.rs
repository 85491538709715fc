//! The optional syslog output of the decision log: each decision also sent
//! as one RFC 5424 message to the local syslog socket, so what an
//! organisation already runs (rsyslog, journald, Vector, Fluent Bit) ships it
//! onward. No collector of gatehouse's own.
//!
//! Switched on only in the USER's config (a repository can neither turn it
//! on, nor point it at another socket, nor turn it off):
//!
//! ```toml
//! [gatehouse]
//! syslog = true
//! syslog_socket = "/dev/log"      # the default
//! syslog_facility = "user"        # the default; auth, authpriv, daemon, local0 … local7, …
//! ```
//!
//! The message (one datagram per decision):
//!
//! ```text
//! <PRI>1 TIME HOST gatehouse PID DECISION [gatehouse@32473 v="1" guard=".." decision=".." event=".." tool=".." session=".."] {the log line}
//! ```
//!
//! `PRI` is facility × 8 + severity (4, warning, for `deny` and `failure`;
//! 5, notice, for `ask`, `warn`, `audit`); the MSG is the decision log's
//! JSON line itself (masked, with `prev`), without a BOM so that collectors
//! parse it as JSON. `32473` is the private enterprise number RFC 5612
//! reserves for documentation: gatehouse has none of its own, and a
//! collector matches the SD-ID as a string.
//!
//! Never blocking and never failing a guard: the datagram is sent on a
//! non-blocking unbound socket (a full or absent receiver is an error at
//! once, not a wait); a failure is written to `syslog.failed` beside the log
//! for `gatehouse doctor`, and the decision stands.

use crate::config::{Config, LayerKind};
use crate::log::Decision;
use std::path::{Path, PathBuf};

/// The socket used when `syslog_socket` is not set.
pub const DEFAULT_SOCKET: &str = "/dev/log";
/// RFC 5424 APP-NAME.
pub const APP_NAME: &str = "gatehouse";
/// The SD-ID of the structured-data element.
pub const SD_ID: &str = "gatehouse@32473";
/// The note of the last failed send, in the log directory.
pub const FAILED_NOTE: &str = "syslog.failed";

/// Where and how to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub socket: PathBuf,
    /// RFC 5424 facility code (0–23).
    pub facility: u8,
}

/// The facilities by name (RFC 5424, table 1).
const FACILITIES: [(&str, u8); 20] = [
    ("kern", 0),
    ("user", 1),
    ("mail", 2),
    ("daemon", 3),
    ("auth", 4),
    ("syslog", 5),
    ("lpr", 6),
    ("news", 7),
    ("uucp", 8),
    ("cron", 9),
    ("authpriv", 10),
    ("ftp", 11),
    ("local0", 16),
    ("local1", 17),
    ("local2", 18),
    ("local3", 19),
    ("local4", 20),
    ("local5", 21),
    ("local6", 22),
    ("local7", 23),
];

/// The settings from the text of the user's config file: `Ok(None)` when
/// syslog is off (the default), `Err` when a syslog key is malformed.
pub fn settings(user_text: &str) -> Result<Option<Settings>, String> {
    // Most users' files never mention syslog: no second TOML parse for them.
    if !user_text.contains("syslog") {
        return Ok(None);
    }
    let table: toml::Table = user_text
        .parse()
        .map_err(|e| format!("the user's config is not TOML: {e}"))?;
    let Some(toml::Value::Table(g)) = table.get("gatehouse") else {
        return Ok(None);
    };
    match g.get("syslog") {
        None | Some(toml::Value::Boolean(false)) => return Ok(None),
        Some(toml::Value::Boolean(true)) => {}
        Some(_) => return Err("`syslog` in [gatehouse] must be true or false".to_owned()),
    }
    let socket = match g.get("syslog_socket") {
        None => PathBuf::from(DEFAULT_SOCKET),
        Some(toml::Value::String(s)) if Path::new(s).is_absolute() => PathBuf::from(s),
        Some(_) => {
            return Err("`syslog_socket` in [gatehouse] must be an absolute path".to_owned());
        }
    };
    let facility = match g.get("syslog_facility") {
        None => 1,
        Some(toml::Value::String(s)) => FACILITIES
            .iter()
            .find(|(name, _)| name == s)
            .map(|(_, code)| *code)
            .ok_or_else(|| {
                format!(
                    "`syslog_facility = \"{s}\"` in [gatehouse] is not one of {}",
                    FACILITIES
                        .iter()
                        .map(|(n, _)| *n)
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })?,
        Some(_) => return Err("`syslog_facility` in [gatehouse] must be a name".to_owned()),
    };
    Ok(Some(Settings { socket, facility }))
}

/// The settings from a loaded config: the organisation's file first (an
/// administrator who turns syslog on there gets every user's decisions,
/// and no user can turn it off), then the user's. A repository's file is
/// never consulted. Only a decision reads this: one read of a file, parsed
/// again only when it mentions syslog.
pub fn from_config(config: &Config) -> Result<Option<Settings>, String> {
    for kind in [LayerKind::Org, LayerKind::User] {
        for layer in config.layers().iter().filter(|l| l.kind == kind) {
            if let Ok(text) = std::fs::read_to_string(&layer.path)
                && let Some(s) = settings(&text)?
            {
                return Ok(Some(s));
            }
        }
    }
    Ok(None)
}

/// RFC 5424 severity of a decision.
fn severity(decision: &str) -> u8 {
    match decision {
        "deny" | "failure" => 4,
        _ => 5,
    }
}

/// The message for one decision; `line` is the decision log's JSON line.
pub fn message(
    s: &Settings,
    d: &Decision,
    line: &str,
    host: &str,
    pid: u32,
    now: std::time::SystemTime,
) -> String {
    let pri = u16::from(s.facility) * 8 + u16::from(severity(d.decision));
    let mut m = String::with_capacity(line.len() + 256);
    m.push('<');
    m.push_str(&pri.to_string());
    m.push_str(">1 ");
    m.push_str(&crate::log::rfc3339(now));
    m.push(' ');
    m.push_str(&header_field(host, 255));
    m.push(' ');
    m.push_str(APP_NAME);
    m.push(' ');
    m.push_str(&pid.to_string());
    m.push(' ');
    m.push_str(&header_field(d.decision, 32));
    m.push_str(" [");
    m.push_str(SD_ID);
    let params = [
        ("v", crate::log::VERSION.to_string()),
        ("guard", d.guard.to_owned()),
        ("decision", d.decision.to_owned()),
        ("event", d.event.to_owned()),
        ("tool", d.tool.unwrap_or("").to_owned()),
        ("session", d.session.to_owned()),
    ];
    for (name, value) in params {
        m.push(' ');
        m.push_str(name);
        m.push_str("=\"");
        for c in value.chars() {
            if matches!(c, '"' | '\\' | ']') {
                m.push('\\');
            }
            // A control character would end the message early for some
            // receivers.
            m.push(if c.is_control() { ' ' } else { c });
        }
        m.push('"');
    }
    m.push_str("] ");
    m.push_str(line);
    m
}

/// A header field: printable US-ASCII without spaces, at most `max`
/// characters, `-` (the NILVALUE) when empty.
fn header_field(text: &str, max: usize) -> String {
    let f: String = text
        .chars()
        .filter(|c| c.is_ascii_graphic())
        .take(max)
        .collect();
    if f.is_empty() { "-".to_owned() } else { f }
}

/// This machine's name for the HOSTNAME field (`-` when unknown).
fn hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_owned())
        .unwrap_or_default()
}

/// Sends one datagram without waiting: a receiver that is absent or whose
/// queue is full is an error at once.
pub fn send(socket: &Path, msg: &str) -> std::io::Result<()> {
    let sock = std::os::unix::net::UnixDatagram::unbound()?;
    sock.set_nonblocking(true)?;
    let n = sock.send_to(msg.as_bytes(), socket)?;
    if n != msg.len() {
        return Err(std::io::Error::other("the datagram was cut short"));
    }
    Ok(())
}

/// Sends a decision when the user switched syslog on. Never fails: a
/// malformed setting or a failed send is noted in `log_dir/syslog.failed`
/// (for `gatehouse doctor`); a send that works removes that note.
pub fn emit(
    config: &Config,
    d: &Decision,
    line: &str,
    now: std::time::SystemTime,
    log_dir: Option<&Path>,
) {
    let result = match from_config(config) {
        Ok(None) => return,
        Ok(Some(s)) => {
            let msg = message(&s, d, line, &hostname(), std::process::id(), now);
            send(&s.socket, &msg).map_err(|e| format!("{}: {e}", s.socket.display()))
        }
        Err(e) => Err(e),
    };
    let Some(dir) = log_dir else { return };
    let note = dir.join(FAILED_NOTE);
    match result {
        Ok(()) => {
            let _ = std::fs::remove_file(note);
        }
        Err(e) => {
            let _ = std::fs::create_dir_all(dir);
            let _ = std::fs::write(
                note,
                format!("{} {}: {e}\n", crate::log::rfc3339(now), d.guard),
            );
        }
    }
}

/// The last failure noted, for `gatehouse doctor` (`None` when the last
/// send worked or syslog never failed).
pub fn last_failure(log_dir: &Path) -> Option<String> {
    std::fs::read_to_string(log_dir.join(FAILED_NOTE))
        .ok()
        .map(|t| t.trim().to_owned())
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic,
        clippy::print_stderr
    )]
    use super::*;

    #[test]
    fn settings_are_read_from_the_gatehouse_section() {
        assert_eq!(settings("").unwrap(), None);
        assert_eq!(settings("[gatehouse]\nsyslog = false\n").unwrap(), None);
        assert_eq!(
            settings("[gatehouse]\nsyslog = true\n").unwrap(),
            Some(Settings {
                socket: PathBuf::from("/dev/log"),
                facility: 1
            })
        );
        assert_eq!(
            settings("[gatehouse]\nsyslog = true\nsyslog_socket = \"/run/x.sock\"\nsyslog_facility = \"local3\"\n")
                .unwrap(),
            Some(Settings {
                socket: PathBuf::from("/run/x.sock"),
                facility: 19
            })
        );
        // Another section's key is not the switch.
        assert_eq!(settings("[no-xdist]\nsyslog = true\n").unwrap(), None);
        for bad in [
            "[gatehouse]\nsyslog = \"yes\"\n",
            "[gatehouse]\nsyslog = true\nsyslog_socket = \"dev/log\"\n",
            "[gatehouse]\nsyslog = true\nsyslog_facility = \"local9\"\n",
            "[gatehouse]\nsyslog = true\nsyslog_facility = 3\n",
            "syslog = [",
        ] {
            assert!(settings(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_message_is_rfc5424_with_structured_data_and_the_line() {
        let d = Decision {
            guard: "no-xdist",
            event: "PreToolUse",
            tool: Some("Bash"),
            session: "s\"1]\\",
            cwd: Path::new("/r"),
            decision: "deny",
            text: "no-xdist: refused `pytest -n 4`.",
        };
        let s = Settings {
            socket: PathBuf::from("/dev/log"),
            facility: 4,
        };
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_764_583_200);
        let m = message(&s, &d, "{\"v\":1}", "box one", 42, t);
        assert_eq!(
            m,
            "<36>1 2025-12-01T10:00:00Z boxone gatehouse 42 deny [gatehouse@32473 v=\"1\" \
             guard=\"no-xdist\" decision=\"deny\" event=\"PreToolUse\" tool=\"Bash\" \
             session=\"s\\\"1\\]\\\\\"] {\"v\":1}"
        );
        let warn = Decision {
            decision: "warn",
            tool: None,
            ..d
        };
        let m = message(&s, &warn, "{}", "", 1, t);
        assert!(
            m.starts_with("<37>1 2025-12-01T10:00:00Z - gatehouse 1 warn "),
            "{m}"
        );
        assert!(m.contains(" tool=\"\" "), "{m}");
    }

    #[test]
    fn a_missing_socket_fails_at_once_and_is_noted() {
        let d = tempfile::tempdir().unwrap();
        let start = std::time::Instant::now();
        assert!(send(&d.path().join("nobody.sock"), "<13>1 - - - - - - x").is_err());
        // A bound socket nobody reads: sends succeed until its queue is
        // full, then fail at once instead of waiting.
        let sock = d.path().join("full.sock");
        let _rx = std::os::unix::net::UnixDatagram::bind(&sock).unwrap();
        let big = "x".repeat(8000);
        let mut failed = false;
        for _ in 0..10_000 {
            if send(&sock, &big).is_err() {
                failed = true;
                break;
            }
        }
        assert!(failed, "a full queue never refused a send");
        assert!(start.elapsed() < std::time::Duration::from_secs(5));
    }

    /// What syslog adds to a refusal, in the process: finding and reading
    /// the user's config, parsing it, the message, one non-blocking send to
    /// a socket a thread drains. scripts/bench (bench.d/syslog.sh) measures
    /// the whole process; this isolates the added work from process noise.
    #[test]
    #[ignore = "a measurement: cargo test -p payload --release --lib syslog::tests::cost_per_decision -- --ignored --nocapture"]
    fn cost_per_decision() {
        let d = tempfile::tempdir().unwrap();
        let sock = d.path().join("rx.sock");
        let rx = std::os::unix::net::UnixDatagram::bind(&sock).unwrap();
        rx.set_read_timeout(Some(std::time::Duration::from_millis(500)))
            .unwrap();
        let drain = std::thread::spawn(move || {
            let mut buf = vec![0u8; 65536];
            while rx.recv(&mut buf).is_ok() {}
        });
        let user = d.path().join("config.toml");
        std::fs::write(
            &user,
            format!(
                "[gatehouse]\nsyslog = true\nsyslog_socket = \"{}\"\n\n[no-xdist]\nenabled = true\n",
                sock.display()
            ),
        )
        .unwrap();
        let config = Config::load_from(d.path(), Some(&user)).unwrap();
        let dec = Decision {
            guard: "no-xdist",
            event: "PreToolUse",
            tool: Some("Bash"),
            session: "95c0d721-3d1c-4f0e-9a63-5d2a1c0b7e11",
            cwd: d.path(),
            decision: "deny",
            text: "no-xdist: refused `pytest -n 4 tests/` (`-n` runs pytest-xdist).\nRule: pytest-xdist is not used here.",
        };
        let now = std::time::SystemTime::now();
        let line = crate::log::line(&dec, "sha256:00", now);
        let mut per_call = Vec::new();
        for _ in 0..21 {
            let start = std::time::Instant::now();
            for _ in 0..200 {
                emit(&config, &dec, &line, now, Some(d.path()));
            }
            per_call.push(start.elapsed().as_secs_f64() * 1e6 / 200.0);
        }
        per_call.sort_by(f64::total_cmp);
        let median = per_call[per_call.len() / 2];
        eprintln!(
            "syslog output: {median:.1} µs per decision (median of 21 batches of 200; min {:.1}, max {:.1})",
            per_call[0],
            per_call[per_call.len() - 1]
        );
        // (Under load the draining thread may fall behind and a send find the
        // queue full: that failure is as cheap, and is noted, not waited on.)
        drain.join().unwrap();
        // The budget on the quietest batch: a loaded machine slows the median.
        assert!(per_call[0] < 100.0, "{per_call:?} µs");
    }
}
