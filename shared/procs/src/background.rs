//! Start a detached background job at most once.
//!
//! The job's pidfile holds `<pid> <start_ticks>`; the job counts as running
//! only when that pid is alive, not a zombie, and started at that tick (a
//! reused pid is a different process). A lock file created with `create_new`
//! keeps two sessions starting at the same moment from both starting it; a
//! lock older than [`STALE_LOCK`] is left over from a crash and is replaced.
//!
//! The job runs `sh -c COMMAND` in its own process group, stdin from
//! `/dev/null`, stdout and stderr appended to its log file, so it outlives
//! the hook and never holds the hook's output pipe (the harness would wait
//! for it otherwise).

use crate::table;
use std::fs::OpenOptions;
use std::io::Write;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

/// A lock file older than this is left over from a crashed start.
pub const STALE_LOCK: Duration = Duration::from_secs(30);

/// How long to watch a fresh job for an immediate failure.
pub const SETTLE: Duration = Duration::from_millis(150);

/// What [`ensure_running`] found or did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// Already running (pid from the pidfile, verified in `/proc`).
    Running { pid: u32 },
    /// Started now, still running after [`SETTLE`].
    Started { pid: u32 },
    /// Started now but ended at once (status text); see the log.
    Exited { pid: u32, status: String },
    /// Another session is starting it right now.
    Busy,
}

/// The pidfile, lock and log of one job.
#[derive(Debug, Clone)]
pub struct Job {
    pub pidfile: PathBuf,
    pub log: PathBuf,
}

impl Job {
    /// `<dir>/<name>.pid` and `<dir>/<name>.log`.
    pub fn in_dir(dir: &Path, name: &str) -> Job {
        Job {
            pidfile: dir.join(format!("{name}.pid")),
            log: dir.join(format!("{name}.log")),
        }
    }

    fn lock(&self) -> PathBuf {
        let mut s = self.pidfile.clone().into_os_string();
        s.push(".lock");
        PathBuf::from(s)
    }

    /// The running job's pid, when the pidfile names a live process.
    pub fn running(&self) -> Option<u32> {
        let text = std::fs::read_to_string(&self.pidfile).ok()?;
        let mut parts = text.split_whitespace();
        let pid: u32 = parts.next()?.parse().ok()?;
        let ticks: Option<u64> = parts.next().and_then(|t| t.parse().ok());
        table::alive(pid, Some(ticks?)).then_some(pid)
    }
}

struct Lock(PathBuf);

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn take_lock(path: &Path) -> std::io::Result<Option<Lock>> {
    for _ in 0..2 {
        match OpenOptions::new().write(true).create_new(true).open(path) {
            Ok(_) => return Ok(Some(Lock(path.to_path_buf()))),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let age = std::fs::metadata(path)
                    .and_then(|m| m.modified())
                    .ok()
                    .and_then(|t| t.elapsed().ok());
                if age.is_some_and(|a| a > STALE_LOCK) {
                    let _ = std::fs::remove_file(path);
                    continue;
                }
                return Ok(None);
            }
            Err(e) => return Err(e),
        }
    }
    Ok(None)
}

/// Starts `command` (by `sh -c`, in `cwd`) unless the job already runs.
pub fn ensure_running(job: &Job, command: &str, cwd: &Path) -> std::io::Result<Start> {
    if let Some(dir) = job.pidfile.parent() {
        std::fs::create_dir_all(dir)?;
    }
    if let Some(dir) = job.log.parent() {
        std::fs::create_dir_all(dir)?;
    }
    if let Some(pid) = job.running() {
        return Ok(Start::Running { pid });
    }
    let Some(_lock) = take_lock(&job.lock())? else {
        return Ok(Start::Busy);
    };
    // Checked again under the lock: another session may have just started it.
    if let Some(pid) = job.running() {
        return Ok(Start::Running { pid });
    }
    let log = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&job.log)?;
    let mut child = crate::run::sh(command)
        .current_dir(cwd)
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(log.try_clone()?)
        .stderr(log)
        .spawn()?;
    let pid = child.id();
    let ticks = table::read(pid).map(|p| p.start_ticks).unwrap_or(0);
    let tmp = job.pidfile.with_extension("pid.tmp");
    {
        let mut f = std::fs::File::create(&tmp)?;
        writeln!(f, "{pid} {ticks}")?;
    }
    std::fs::rename(&tmp, &job.pidfile)?;
    std::thread::sleep(SETTLE);
    match child.try_wait()? {
        None => Ok(Start::Started { pid }),
        Some(status) => {
            let _ = std::fs::remove_file(&job.pidfile);
            let status = match status.code() {
                Some(c) => format!("exit {c}"),
                None => "killed by a signal".to_owned(),
            };
            Ok(Start::Exited { pid, status })
        }
    }
}

/// The whole decision of a "start a configured job" SessionStart hook
/// (`start-ast-daemon`, `start-architecture-sync`): nothing without a
/// `command`; else start it detached unless it runs (pidfile and log under
/// `run_dir`, default `.claude/run`, named after the hook) and report.
pub fn start_configured(
    guard: &str,
    p: &payload::Payload,
    cfg: &payload::Section,
) -> Result<payload::Verdict, payload::Failure> {
    let Some(command) = cfg.string("command")? else {
        return Ok(payload::Verdict::Allow);
    };
    let root = cfg.project_root().unwrap_or(&p.cwd);
    let run_dir = cfg
        .string("run_dir")?
        .unwrap_or_else(|| ".claude/run".to_owned());
    let job = Job::in_dir(&root.join(&run_dir), guard);
    let started = ensure_running(&job, &command, root);
    let log = format!("{run_dir}/{guard}.log");
    Ok(payload::Verdict::Context(report(
        guard, &command, &log, &job, started,
    )))
}

/// One line (or a few) for the context, written for the model and the user.
pub fn report(
    name: &str,
    command: &str,
    log: &str,
    job: &Job,
    started: std::io::Result<Start>,
) -> String {
    match started {
        Ok(Start::Started { pid }) => {
            format!("{name}: started `{command}` in the background (pid {pid}, log `{log}`).")
        }
        Ok(Start::Running { pid }) => {
            format!("{name}: `{command}` is already running (pid {pid}); not started again.")
        }
        Ok(Start::Busy) => format!(
            "SKIP {name}: another session is starting `{command}` right now; not started twice."
        ),
        Ok(Start::Exited { pid, status }) => {
            let tail = std::fs::read_to_string(&job.log).unwrap_or_default();
            let last: Vec<&str> = tail.lines().rev().take(3).collect();
            let mut s = format!(
                "SKIP {name}: `{command}` (pid {pid}) ended at once ({status}); it is not running. See `{log}`"
            );
            if !last.is_empty() {
                s.push_str(", which ends with:");
                for l in last.iter().rev() {
                    s.push_str(&format!("\n  {l}"));
                }
            } else {
                s.push('.');
            }
            s
        }
        Err(e) => format!("SKIP {name}: could not start `{command}`: {e}."),
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
    fn starts_once_then_sees_it_running() {
        let dir = tempfile::tempdir().unwrap();
        let job = Job::in_dir(&dir.path().join("run"), "job");
        let first = ensure_running(&job, "echo started; exec sleep 30", dir.path()).unwrap();
        let Start::Started { pid } = first else {
            panic!("{first:?}")
        };
        assert_eq!(
            ensure_running(&job, "exec sleep 30", dir.path()).unwrap(),
            Start::Running { pid }
        );
        std::process::Command::new("kill")
            .arg(pid.to_string())
            .status()
            .unwrap();
        std::thread::sleep(Duration::from_millis(200));
        assert!(
            std::fs::read_to_string(&job.log)
                .unwrap()
                .contains("started")
        );
    }

    #[test]
    fn a_job_that_fails_at_once_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let job = Job::in_dir(dir.path(), "bad");
        let got = ensure_running(&job, "echo nope >&2; exit 7", dir.path()).unwrap();
        assert!(
            matches!(got, Start::Exited { ref status, .. } if status == "exit 7"),
            "{got:?}"
        );
        assert!(!job.pidfile.exists());
    }

    #[test]
    fn a_pidfile_naming_another_process_is_not_running() {
        let dir = tempfile::tempdir().unwrap();
        let job = Job::in_dir(dir.path(), "j");
        // Our own pid with a wrong start time: a reused pid.
        std::fs::write(&job.pidfile, format!("{} 1\n", std::process::id())).unwrap();
        assert_eq!(job.running(), None);
        std::fs::write(&job.pidfile, "garbage").unwrap();
        assert_eq!(job.running(), None);
    }

    #[test]
    fn a_held_lock_means_busy() {
        let dir = tempfile::tempdir().unwrap();
        let job = Job::in_dir(dir.path(), "j");
        std::fs::write(job.lock(), "").unwrap();
        assert_eq!(
            ensure_running(&job, "exec sleep 30", dir.path()).unwrap(),
            Start::Busy
        );
    }

    #[test]
    fn report_cases() {
        let dir = tempfile::tempdir().unwrap();
        let job = Job::in_dir(dir.path(), "j");
        std::fs::write(&job.log, "loading\nerror: port in use\n").unwrap();
        let cases: Vec<(&str, std::io::Result<Start>, &[&str])> = vec![
            (
                "started",
                Ok(Start::Started { pid: 42 }),
                &["n: started `cmd` in the background (pid 42, log `l`)"],
            ),
            (
                "running",
                Ok(Start::Running { pid: 42 }),
                &["already running (pid 42)"],
            ),
            ("busy", Ok(Start::Busy), &["SKIP n: another session"]),
            (
                "exited",
                Ok(Start::Exited {
                    pid: 7,
                    status: "exit 1".into(),
                }),
                &[
                    "SKIP n: `cmd` (pid 7) ended at once (exit 1)",
                    "  error: port in use",
                ],
            ),
            (
                "error",
                Err(std::io::Error::other("read-only file system")),
                &["SKIP n: could not start `cmd`: read-only file system"],
            ),
        ];
        for (name, started, parts) in cases {
            let text = report("n", "cmd", "l", &job, started);
            for part in parts {
                assert!(text.contains(part), "{name}: {part:?} not in {text}");
            }
        }
    }
}
