//! Bounded child processes.
//!
//! The child gets its own process group (`process_group(0)`), stdin from
//! `/dev/null`, and captured stdout/stderr (each capped). When the deadline
//! passes the whole group is killed with the `kill` command (`kill -KILL
//! -- -PGID`: no `unsafe` signal call is needed, the workspace forbids it),
//! then the child itself, so a `sh -c 'sleep 100 | cat'` leaves nothing
//! behind. Output readers are never joined past the deadline: a grandchild
//! that escaped the group and still holds the pipe cannot hang the hook.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// What a bounded run produced.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// `None` when the child was killed at the deadline.
    pub status: Option<ExitStatus>,
    pub stdout: String,
    pub stderr: String,
    pub timed_out: bool,
    /// Output beyond the cap was dropped.
    pub truncated: bool,
    pub elapsed: Duration,
}

impl Outcome {
    pub fn success(&self) -> bool {
        !self.timed_out && self.status.is_some_and(|s| s.success())
    }

    /// `exit 3`, `killed by signal 9`, `timed out after 2.0 s`.
    pub fn describe(&self) -> String {
        use std::os::unix::process::ExitStatusExt;
        if self.timed_out {
            return format!(
                "timed out after {:.1} s and was killed",
                self.elapsed.as_secs_f64()
            );
        }
        match self.status {
            Some(s) => match (s.code(), s.signal()) {
                (Some(c), _) => format!("exit {c}"),
                (None, Some(sig)) => format!("killed by signal {sig}"),
                _ => "ended".to_owned(),
            },
            None => "ended".to_owned(),
        }
    }
}

/// `s` as one single-quoted `sh` word, for a value substituted into a
/// user-configured command line (`{file}`): no expansion, no splitting.
pub fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

/// A user-configured command line, run by `sh -c` (the user wrote it; the
/// shell is theirs to use: pipes, `&&`, variables).
pub fn sh(command: &str) -> Command {
    let mut c = Command::new("sh");
    c.arg("-c").arg(command);
    c
}

fn reader(mut pipe: impl Read + Send + 'static, cap: usize) -> mpsc::Receiver<(Vec<u8>, bool)> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut truncated = false;
        let mut buf = [0u8; 8192];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    if n > room {
                        truncated = true;
                    }
                    kept.extend_from_slice(buf.get(..n.min(room)).unwrap_or(&[]));
                }
            }
        }
        let _ = tx.send((kept, truncated));
    });
    rx
}

/// Kills a process group by its id (= the leader's pid), then the leader.
pub fn kill_group(child: &mut std::process::Child) {
    let pgid = child.id();
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{pgid}")])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let _ = child.kill();
}

/// The child's end, to wait for without polling: its pidfd (Linux 5.3+),
/// readable the moment it exits. A poll loop with growing sleeps, as where
/// there is none, wakes up to twice the child's run time late (a 3 ms
/// `git` was seen at 7 ms), which is the guard's time, not the child's.
///
/// Portable by design: the pidfd is the only Linux-only part of this module.
/// Without one — on macOS and the BSDs, on a kernel before 5.3, or on Linux
/// when `GATEHOUSE_PORTABLE=1` forces it (`scripts/test` runs this crate's
/// tests so) — [`run`] waits with `try_wait` and growing sleeps (1 to 20
/// ms), std only; the deadline and the group kill are the same.
struct Exit(Option<std::os::fd::OwnedFd>);

/// Whether [`run`] waits on a pidfd (Linux, not forced portable).
pub fn uses_pidfd() -> bool {
    cfg!(target_os = "linux") && !payload::input::portable_forced()
}

impl Exit {
    #[cfg(target_os = "linux")]
    fn of(child: &std::process::Child, pidfd: bool) -> Exit {
        if !pidfd {
            return Exit(None);
        }
        let pid = rustix::process::Pid::from_child(child);
        Exit(rustix::process::pidfd_open(pid, rustix::process::PidfdFlags::empty()).ok())
    }

    #[cfg(not(target_os = "linux"))]
    fn of(_: &std::process::Child, _: bool) -> Exit {
        Exit(None)
    }

    /// Blocks until the child ends or `left` passes; false when there is no
    /// pidfd to wait on (the caller sleeps instead).
    fn wait(&self, left: Duration) -> bool {
        let Some(fd) = &self.0 else { return false };
        let Ok(timeout) = rustix::event::Timespec::try_from(left) else {
            return false;
        };
        let mut fds = [rustix::event::PollFd::new(fd, rustix::event::PollFlags::IN)];
        // Woken, timed out or interrupted: the caller looks at the child again.
        rustix::event::poll(&mut fds, Some(&timeout)).is_ok()
    }
}

/// Runs `cmd` with a deadline; each of stdout and stderr is kept up to
/// `max_output` bytes (lossy UTF-8). Errors only when the child cannot start.
pub fn run(cmd: Command, timeout: Duration, max_output: usize) -> std::io::Result<Outcome> {
    run_waiting(cmd, timeout, max_output, uses_pidfd())
}

/// [`run`], waiting on the child's pidfd when `pidfd` (and the platform has
/// one), else with the portable sleep loop.
fn run_waiting(
    mut cmd: Command,
    timeout: Duration,
    max_output: usize,
    pidfd: bool,
) -> std::io::Result<Outcome> {
    let start = Instant::now();
    let deadline = start + timeout;
    cmd.process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn()?;
    let out_rx = child.stdout.take().map(|p| reader(p, max_output));
    let err_rx = child.stderr.take().map(|p| reader(p, max_output));
    let exit = Exit::of(&child, pidfd);
    let mut pause = Duration::from_millis(1);
    let (status, timed_out) = loop {
        match child.try_wait() {
            Ok(Some(s)) => break (Some(s), false),
            Ok(None) if Instant::now() >= deadline => {
                kill_group(&mut child);
                let _ = child.wait();
                break (None, true);
            }
            Ok(None) => {
                let left = deadline.saturating_duration_since(Instant::now());
                if !exit.wait(left) {
                    std::thread::sleep(pause.min(left));
                    pause = (pause * 2).min(Duration::from_millis(20));
                }
            }
            Err(_) => {
                kill_group(&mut child);
                let _ = child.wait();
                break (None, true);
            }
        }
    };
    // Output still in flight after the child ended: a short grace, never more.
    let grace = Instant::now() + Duration::from_millis(200);
    let collect = |rx: Option<mpsc::Receiver<(Vec<u8>, bool)>>| -> (String, bool) {
        let Some(rx) = rx else {
            return (String::new(), false);
        };
        match rx.recv_timeout(grace.saturating_duration_since(Instant::now())) {
            Ok((bytes, t)) => (String::from_utf8_lossy(&bytes).into_owned(), t),
            Err(_) => (String::new(), true),
        }
    };
    let (stdout, t1) = collect(out_rx);
    let (stderr, t2) = collect(err_rx);
    Ok(Outcome {
        status,
        stdout,
        stderr,
        timed_out,
        truncated: t1 || t2,
        elapsed: start.elapsed(),
    })
}

/// `git -C dir ARGS…` under a deadline; stdout on success, else the reason.
pub fn git(dir: &std::path::Path, args: &[&str], timeout: Duration) -> Result<String, String> {
    let mut c = Command::new("git");
    c.arg("-C").arg(dir).args(args);
    let o = run(c, timeout, 16 << 20).map_err(|e| format!("`git` could not start: {e}"))?;
    if o.success() {
        Ok(o.stdout)
    } else {
        Err(format!(
            "`git {}` {}: {}",
            args.join(" "),
            o.describe(),
            o.stderr.trim()
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

    #[test]
    fn quote_survives_the_shell() {
        let odd = "it's a $HOME `x` \"y\" file";
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("printf %s {}", super::quote(odd)))
            .output()
            .unwrap();
        assert_eq!(String::from_utf8(out.stdout).unwrap(), odd);
    }

    /// Every case runs with the pidfd wait and with the portable sleep loop.
    const WAITS: [bool; 2] = [true, false];

    #[test]
    fn captures_output_and_status() {
        for pidfd in WAITS {
            let o = run_waiting(
                sh("echo out; echo err >&2; exit 3"),
                Duration::from_secs(5),
                1000,
                pidfd,
            )
            .unwrap();
            assert_eq!(o.stdout, "out\n");
            assert_eq!(o.stderr, "err\n");
            assert_eq!(o.describe(), "exit 3");
            assert!(!o.success());
        }
    }

    #[test]
    fn the_portable_wait_ends_soon_after_the_child() {
        let o = run_waiting(sh("sleep 0.1"), Duration::from_secs(30), 10, false).unwrap();
        assert!(o.success(), "{}", o.describe());
        assert!(o.elapsed < Duration::from_secs(10), "{:?}", o.elapsed);
    }

    #[test]
    fn kills_the_whole_group_at_the_deadline() {
        for pidfd in WAITS {
            let dir = tempfile::tempdir().unwrap();
            let pidfile = dir.path().join("pid");
            // A grandchild in the same group records its pid, then everything sleeps.
            let script = format!("sleep 30 & echo $! > {}; sleep 30", pidfile.display());
            let o = run_waiting(sh(&script), Duration::from_millis(300), 1000, pidfd).unwrap();
            assert!(o.timed_out);
            assert!(o.elapsed < Duration::from_secs(5));
            let pid: u32 = std::fs::read_to_string(&pidfile)
                .unwrap()
                .trim()
                .parse()
                .unwrap();
            // The grandchild is gone or a zombie waiting for its new parent.
            std::thread::sleep(Duration::from_millis(100));
            let alive = crate::table::read(pid).is_some_and(|p| p.state != 'Z');
            assert!(
                !alive,
                "grandchild {pid} survived the deadline (pidfd {pidfd})"
            );
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_pidfd_wakes_the_wait_at_the_childs_end() {
        let mut child = sh("sleep 0.2").spawn().unwrap();
        assert!(
            Exit::of(&child, false).0.is_none(),
            "forced portable: no pidfd"
        );
        let exit = Exit::of(&child, true);
        assert!(exit.0.is_some(), "pidfd_open works on this kernel");
        let start = Instant::now();
        assert!(exit.wait(Duration::from_secs(30)));
        assert!(
            child.try_wait().unwrap().is_some(),
            "woken by the end, not before it"
        );
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "not by the timeout"
        );
    }

    #[test]
    fn caps_output() {
        let o = run(sh("yes | head -c 100000"), Duration::from_secs(5), 1000).unwrap();
        assert_eq!(o.stdout.len(), 1000);
        assert!(o.truncated);
    }
}
