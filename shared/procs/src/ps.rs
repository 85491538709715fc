//! The portable process table: `ps` (POSIX options only) and `lsof` for
//! working directories, for systems without Linux `/proc` (macOS, the BSDs)
//! and for Linux when `GATEHOUSE_PORTABLE=1` forces it ([`crate::table`]
//! chooses; `scripts/test` runs this crate's tests both ways).
//!
//! What differs from `/proc`, by design:
//! - start times come from `etime` (whole seconds) against the wall clock:
//!   `start_ticks` is (now − etime) × 100 in wall-clock seconds since the
//!   epoch, and [`crate::table::uptime`] returns the wall clock in seconds in
//!   this mode, so ages stay right; two reads of one process may differ by a
//!   second, so identity checks allow [`START_SLACK_TICKS`];
//! - `args` is one line: argv is it split at blanks, except that everything
//!   after a `-c` is one word (the script of `sh -c …`, which is what the
//!   wait classifier reads); quoting inside other words is lost;
//! - working directories need `lsof`; without it they are unknown (`None`).
//!
//! Every external command runs under [`crate::run::run`]'s deadline.

use crate::table::Proc;
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// How far two reads of one process's start may differ (2 s in ticks).
pub const START_SLACK_TICKS: u64 = 200;

const TIMEOUT: Duration = Duration::from_secs(5);
const FIELDS: &str = "pid=,ppid=,uid=,state=,etime=,args=";

/// Wall-clock seconds since the epoch.
pub fn now_secs() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// `[[dd-]hh:]mm:ss` → seconds.
pub fn parse_etime(s: &str) -> Option<u64> {
    let (days, rest) = match s.split_once('-') {
        Some((d, r)) => (d.parse::<u64>().ok()?, r),
        None => (0, s),
    };
    let mut secs = 0u64;
    let parts: Vec<&str> = rest.split(':').collect();
    if parts.is_empty() || parts.len() > 3 {
        return None;
    }
    for p in &parts {
        secs = secs.checked_mul(60)?.checked_add(p.parse::<u64>().ok()?)?;
    }
    days.checked_mul(86_400)?.checked_add(secs)
}

/// `args` → argv: split at blanks, the rest after a `-c` kept as one word.
pub fn split_args(args: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = args.trim();
    while !rest.is_empty() {
        let (word, after) = match rest.split_once(char::is_whitespace) {
            Some((w, a)) => (w, a.trim_start()),
            None => (rest, ""),
        };
        out.push(word.to_owned());
        if word == "-c" && !after.is_empty() {
            out.push(after.to_owned());
            break;
        }
        rest = after;
    }
    out
}

/// One line of `ps -o pid=,ppid=,uid=,state=,etime=,args=`, read at `now`.
pub fn parse_line(line: &str, now: f64) -> Option<Proc> {
    let mut rest = line.trim_start();
    let mut field = || -> Option<&str> {
        let (f, r) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        rest = r.trim_start();
        (!f.is_empty()).then_some(f)
    };
    let pid = field()?.parse().ok()?;
    let ppid = field()?.parse().ok()?;
    let uid = field()?.parse().ok();
    let state = field()?.chars().next()?;
    let etime = parse_etime(field()?)?;
    let argv = split_args(rest);
    let start = (now.floor() as u64).saturating_sub(etime);
    let comm = argv
        .first()
        .map(|a| a.rsplit('/').next().unwrap_or(a).to_owned())
        .unwrap_or_default();
    Some(Proc {
        pid,
        ppid,
        state,
        start_ticks: start.saturating_mul(100),
        uid,
        argv,
        comm,
    })
}

fn ps(args: &[&str]) -> Option<String> {
    let mut c = Command::new("ps");
    c.args(args);
    let o = crate::run::run(c, TIMEOUT, 16 << 20).ok()?;
    // `ps -p PID` exits 1 when there is no such process: no lines then.
    (!o.timed_out && !o.truncated).then_some(o.stdout)
}

/// Every process `ps -A` lists.
pub fn all() -> Vec<Proc> {
    let now = now_secs();
    ps(&["-A", "-ww", "-o", FIELDS])
        .map(|t| t.lines().filter_map(|l| parse_line(l, now)).collect())
        .unwrap_or_default()
}

/// One process, by `ps -p`.
pub fn read(pid: u32) -> Option<Proc> {
    let now = now_secs();
    let text = ps(&["-ww", "-p", &pid.to_string(), "-o", FIELDS])?;
    text.lines()
        .filter_map(|l| parse_line(l, now))
        .find(|p| p.pid == pid)
}

/// `lsof -F pn` output → pid → path.
pub fn parse_lsof(text: &str) -> HashMap<u32, PathBuf> {
    let mut out = HashMap::new();
    let mut pid = None;
    for line in text.lines() {
        if let Some(p) = line.strip_prefix('p') {
            pid = p.parse().ok();
        } else if let (Some(n), Some(p)) = (line.strip_prefix('n'), pid) {
            out.insert(p, PathBuf::from(n));
        }
    }
    out
}

/// The working directory of `pid`: one `lsof -d cwd` run for all processes,
/// kept for this process's life (a guard lives milliseconds).
pub fn cwd(pid: u32) -> Option<PathBuf> {
    static ALL: OnceLock<HashMap<u32, PathBuf>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut c = Command::new("lsof");
        c.args(["-n", "-P", "-w", "-d", "cwd", "-F", "pn"]);
        match crate::run::run(c, TIMEOUT, 16 << 20) {
            Ok(o) if !o.timed_out && !o.truncated => parse_lsof(&o.stdout),
            _ => HashMap::new(),
        }
    })
    .get(&pid)
    .cloned()
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
    fn etime_cases() {
        for (s, want) in [
            ("00:05", Some(5)),
            ("01:02:03", Some(3723)),
            ("2-01:00:00", Some(2 * 86_400 + 3600)),
            ("12", Some(12)),
            ("", None),
            ("a:b", None),
            ("1:2:3:4", None),
        ] {
            assert_eq!(parse_etime(s), want, "{s:?}");
        }
    }

    #[test]
    fn lines_and_args() {
        let p = parse_line(
            "  4242     1  1000 Ss     01:40 /bin/bash -c while true; do sleep 5; done",
            1000.4,
        )
        .unwrap();
        assert_eq!((p.pid, p.ppid, p.uid, p.state), (4242, 1, Some(1000), 'S'));
        assert_eq!(p.start_ticks, (1000 - 100) * 100);
        assert_eq!(p.comm, "bash");
        assert_eq!(p.argv, ["/bin/bash", "-c", "while true; do sleep 5; done"]);
        assert_eq!(
            split_args("git  worktree list"),
            ["git", "worktree", "list"]
        );
        assert!(parse_line("garbage", 0.0).is_none());
        assert!(parse_line("1 2 3", 0.0).is_none());
        let zombie = parse_line("7 1 0 Z 00:01", 10.0).unwrap();
        assert!(zombie.argv.is_empty() && zombie.state == 'Z');
    }

    #[test]
    fn lsof_fields() {
        let m = parse_lsof("p12\nfcwd\nn/home/a b\np13\nfcwd\nn/\n");
        assert_eq!(m.get(&12), Some(&PathBuf::from("/home/a b")));
        assert_eq!(m.get(&13), Some(&PathBuf::from("/")));
    }

    #[test]
    fn reads_this_process_and_a_child_by_ps() {
        let me = read(std::process::id()).expect("ps -p sees this process");
        assert_eq!(me.pid, std::process::id());
        let mut child = Command::new("sleep").arg("30").spawn().unwrap();
        let p = read(child.id()).expect("ps -p sees the child");
        assert_eq!(p.ppid, std::process::id());
        assert_eq!(p.argv, ["sleep", "30"]);
        assert!(all().iter().any(|q| q.pid == child.id()));
        let again = read(child.id()).unwrap();
        assert!(p.start_ticks.abs_diff(again.start_ticks) <= START_SLACK_TICKS);
        if std::path::Path::new("/usr/bin/lsof").exists()
            || std::path::Path::new("/bin/lsof").exists()
        {
            assert_eq!(
                cwd(std::process::id()),
                std::env::current_dir().ok(),
                "lsof's cwd of this process"
            );
        }
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
