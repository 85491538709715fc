//! The portable process table: `ps` (POSIX options only) and `lsof` for
//! working directories, for systems without Linux `/proc` (macOS, the BSDs)
//! and for Linux when `GATEHOUSE_PORTABLE=1` forces it ([`crate::table`]
//! chooses; `scripts/test` runs this crate's tests both ways).
//!
//! What differs from `/proc`, by design:
//! - start times come from `lstart` (whole seconds, printed in UTC: `ps`
//!   runs with `TZ=UTC0` and `LC_ALL=C`): `start_ticks` is seconds since the
//!   epoch × 100, stable across reads, so a pid with its start still names
//!   one process; [`crate::table::uptime`] returns the wall clock in seconds
//!   since the epoch in this mode, so ages stay right;
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

const TIMEOUT: Duration = Duration::from_secs(5);
const FIELDS: &str = "pid=,ppid=,uid=,state=,lstart=,args=";

/// Wall-clock seconds since the epoch.
pub fn now_secs() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// Days since 1970-01-01 of a proleptic Gregorian date.
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// `lstart` in the C locale and UTC — `Tue Dec  1 10:57:09 2026` (or with
/// the day before the month) — → seconds since the epoch.
pub fn parse_lstart(words: &[&str]) -> Option<u64> {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let [_, a, b, time, year] = words else {
        return None;
    };
    let month_of = |w: &str| MONTHS.iter().position(|m| *m == w);
    let (month, day) = match (month_of(a), month_of(b)) {
        (Some(m), None) => (m, b.parse::<i64>().ok()?),
        (None, Some(m)) => (m, a.parse::<i64>().ok()?),
        _ => return None,
    };
    let mut hms = time.split(':').map(|p| p.parse::<i64>().ok());
    let (Some(Some(h)), Some(Some(mi)), Some(Some(sec)), None) =
        (hms.next(), hms.next(), hms.next(), hms.next())
    else {
        return None;
    };
    if !(1..=31).contains(&day) || h > 23 || mi > 59 || sec > 60 {
        return None;
    }
    let days = days_from_civil(year.parse().ok()?, month as i64 + 1, day);
    u64::try_from(days * 86_400 + h * 3600 + mi * 60 + sec).ok()
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

/// One line of `ps -o pid=,ppid=,uid=,state=,lstart=,args=`.
pub fn parse_line(line: &str) -> Option<Proc> {
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
    let lstart: Vec<&str> = (0..5).map(|_| field()).collect::<Option<_>>()?;
    let start = parse_lstart(&lstart)?;
    let argv = split_args(rest);
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
    c.args(args).env("TZ", "UTC0").env("LC_ALL", "C");
    let o = crate::run::run(c, TIMEOUT, 16 << 20).ok()?;
    // `ps -p PID` exits 1 when there is no such process: no lines then.
    (!o.timed_out && !o.truncated).then_some(o.stdout)
}

/// Every process `ps -A` lists.
pub fn all() -> Vec<Proc> {
    ps(&["-A", "-ww", "-o", FIELDS])
        .map(|t| t.lines().filter_map(parse_line).collect())
        .unwrap_or_default()
}

/// One process, by `ps -p`.
pub fn read(pid: u32) -> Option<Proc> {
    let text = ps(&["-ww", "-p", &pid.to_string(), "-o", FIELDS])?;
    text.lines().filter_map(parse_line).find(|p| p.pid == pid)
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
    fn lstart_cases() {
        let w = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
        assert_eq!(parse_lstart(&w("Thu Jan  1 00:00:00 1970")), Some(0));
        assert_eq!(
            parse_lstart(&w("Tue Dec  1 10:57:09 2026")),
            Some(1_796_122_629)
        );
        assert_eq!(
            parse_lstart(&w("Tue 1 Dec 10:57:09 2026")),
            Some(1_796_122_629),
            "day before month"
        );
        assert_eq!(
            parse_lstart(&w("Thu Feb 29 12:00:00 2024")),
            Some(1_709_208_000)
        );
        for bad in [
            "Tue Dec 1 10:57 2026",
            "Tue Foo 1 10:57:09 2026",
            "Tue Dec 32 10:57:09 2026",
            "Tue Dec 1 25:57:09 2026",
            "Dec 1 10:57:09 2026",
        ] {
            assert_eq!(parse_lstart(&w(bad)), None, "{bad}");
        }
    }

    #[test]
    fn lines_and_args() {
        let p = parse_line(
            "  4242     1  1000 Ss   Thu Jan  1 00:01:40 1970 /bin/bash -c while true; do sleep 5; done",
        )
        .unwrap();
        assert_eq!((p.pid, p.ppid, p.uid, p.state), (4242, 1, Some(1000), 'S'));
        assert_eq!(p.start_ticks, 100 * 100);
        assert_eq!(p.comm, "bash");
        assert_eq!(p.argv, ["/bin/bash", "-c", "while true; do sleep 5; done"]);
        assert_eq!(
            split_args("git  worktree list"),
            ["git", "worktree", "list"]
        );
        assert!(parse_line("garbage").is_none());
        assert!(parse_line("1 2 3 S 00:01").is_none());
        let zombie = parse_line("7 1 0 Z Thu Jan  1 00:00:10 1970").unwrap();
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
        assert_eq!(
            p.start_ticks, again.start_ticks,
            "a start is stable across reads"
        );
        let age = now_secs() - p.start_ticks as f64 / 100.0;
        assert!((-2.0..120.0).contains(&age), "age {age}");
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
