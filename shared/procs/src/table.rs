//! The process table, read from Linux `/proc` (no `unsafe`, no libc).
//!
//! Start times are in clock ticks since boot (`/proc/<pid>/stat` field 22);
//! ticks are converted with USER_HZ = 100, which is fixed by the kernel ABI
//! for `/proc` on every mainstream architecture (`getconf CLK_TCK` prints
//! 100). A pid together with its start time identifies one process: a pid
//! reused by a later process has a later start time.
//!
//! Portable by design: `/proc` is read on Linux only. Elsewhere (macOS, the
//! BSDs) — and on Linux when `GATEHOUSE_PORTABLE=1` forces it, which
//! `scripts/test` does for this crate's tests — the same functions answer
//! from `ps` and `lsof` ([`crate::ps`], whose module doc says what differs).

use std::path::{Path, PathBuf};

/// Clock ticks per second in `/proc` (USER_HZ).
pub const TICKS_PER_SEC: f64 = 100.0;

/// One process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proc {
    pub pid: u32,
    pub ppid: u32,
    /// `R`, `S`, `D`, `Z` (zombie), `T` …
    pub state: char,
    /// Start time in clock ticks since boot.
    pub start_ticks: u64,
    /// The real uid (`Uid:` in `/proc/<pid>/status`).
    pub uid: Option<u32>,
    /// `/proc/<pid>/cmdline`, split at NULs (empty for kernel threads and zombies).
    pub argv: Vec<String>,
    /// `/proc/<pid>/comm`.
    pub comm: String,
}

fn proc_dir(root: &Path, pid: u32) -> PathBuf {
    root.join(pid.to_string())
}

/// Parses `/proc/<pid>/stat`: (comm, state, ppid, starttime). `comm` may
/// hold spaces and parentheses, so the fields start after the LAST `)`.
pub fn parse_stat(text: &str) -> Option<(String, char, u32, u64)> {
    let open = text.find('(')?;
    let close = text.rfind(')')?;
    let comm = text.get(open + 1..close)?.to_owned();
    let rest: Vec<&str> = text.get(close + 1..)?.split_whitespace().collect();
    let state = rest.first()?.chars().next()?;
    let ppid = rest.get(1)?.parse().ok()?;
    // Field 22 overall; fields after `)` start at field 3.
    let start = rest.get(19)?.parse().ok()?;
    Some((comm, state, ppid, start))
}

/// Reads one process under `root` (normally `/proc`).
pub fn read_at(root: &Path, pid: u32) -> Option<Proc> {
    let dir = proc_dir(root, pid);
    let stat = std::fs::read_to_string(dir.join("stat")).ok()?;
    let (comm, state, ppid, start_ticks) = parse_stat(&stat)?;
    let uid = std::fs::read_to_string(dir.join("status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Uid:"))
                .and_then(|v| v.split_whitespace().next().and_then(|u| u.parse().ok()))
        });
    let argv = std::fs::read(dir.join("cmdline"))
        .map(|b| {
            b.split(|c| *c == 0)
                .filter(|s| !s.is_empty())
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .collect()
        })
        .unwrap_or_default();
    Some(Proc {
        pid,
        ppid,
        state,
        start_ticks,
        uid,
        argv,
        comm,
    })
}

/// Whether the table is read from `/proc` (Linux, not forced portable)
/// rather than from `ps`.
pub fn uses_proc() -> bool {
    cfg!(any(target_os = "linux", target_os = "android")) && !payload::input::portable_forced()
}

/// Reads one process (from `/proc`, or `ps`).
pub fn read(pid: u32) -> Option<Proc> {
    if !uses_proc() {
        return crate::ps::read(pid);
    }
    read_at(Path::new("/proc"), pid)
}

/// Every process visible (those that vanish while reading are skipped).
pub fn all() -> Vec<Proc> {
    if !uses_proc() {
        return crate::ps::all();
    }
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(read)
        .collect()
}

/// Seconds since boot (`/proc/uptime`); from `ps`, the wall clock in
/// seconds since the epoch, which is what start times count from there.
pub fn uptime() -> Option<f64> {
    if !uses_proc() {
        return Some(crate::ps::now_secs());
    }
    std::fs::read_to_string("/proc/uptime")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// How long the process has been running, in seconds.
pub fn age_secs(p: &Proc, uptime: f64) -> f64 {
    (uptime - p.start_ticks as f64 / TICKS_PER_SEC).max(0.0)
}

/// This process's real uid.
pub fn self_uid() -> Option<u32> {
    read(std::process::id()).and_then(|p| p.uid)
}

/// The process's working directory (`/proc/<pid>/cwd`), when readable.
pub fn cwd(pid: u32) -> Option<PathBuf> {
    if !uses_proc() {
        return crate::ps::cwd(pid);
    }
    std::fs::read_link(proc_dir(Path::new("/proc"), pid).join("cwd")).ok()
}

/// True when `pid` runs, is not a zombie, and (when given) started at
/// `start_ticks`: the same process, not a later one that reused the pid.
pub fn alive(pid: u32, start_ticks: Option<u64>) -> bool {
    read(pid).is_some_and(|p| p.state != 'Z' && start_ticks.is_none_or(|t| t == p.start_ticks))
}

/// `3 d 4 h`, `12 min`, `40 s`.
pub fn human_age(secs: f64) -> String {
    let s = secs.max(0.0) as u64;
    match s {
        0..=119 => format!("{s} s"),
        120..=7199 => format!("{} min", s / 60),
        7200..=172_799 => format!("{} h {} min", s / 3600, (s % 3600) / 60),
        _ => format!("{} d {} h", s / 86_400, (s % 86_400) / 3600),
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

    #[test]
    fn stat_with_odd_comm() {
        let line = "42 (a) b (c)) S 1 42 42 0 -1 4194304 0 0 0 0 0 0 0 0 20 0 1 0 777 0 0";
        assert_eq!(parse_stat(line), Some(("a) b (c)".to_owned(), 'S', 1, 777)));
        assert_eq!(parse_stat("garbage"), None);
        assert_eq!(parse_stat("1 (x) S"), None);
    }

    #[test]
    fn reads_itself() {
        let me = read(std::process::id()).unwrap();
        assert_eq!(me.pid, std::process::id());
        assert!(!me.argv.is_empty());
        assert!(alive(me.pid, Some(me.start_ticks)));
        assert!(!alive(me.pid, Some(me.start_ticks + 1)));
        assert!(self_uid().is_some());
        let up = uptime().unwrap();
        assert!(age_secs(&me, up) < 3600.0 * 24.0 * 365.0);
        assert!(all().iter().any(|p| p.pid == me.pid));
        assert!(cwd(me.pid).is_some());
    }

    #[test]
    fn ages() {
        assert_eq!(human_age(40.0), "40 s");
        assert_eq!(human_age(720.0), "12 min");
        assert_eq!(human_age(3.0 * 86_400.0 + 4.0 * 3600.0), "3 d 4 h");
    }
}
