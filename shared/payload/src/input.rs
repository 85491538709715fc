//! Bounded, deadline-guarded reading of the hook's stdin.
//!
//! Why a deadline: a harness (or a person testing by hand) can leave stdin
//! open forever, and a guard that waits is a guard that times out — and a
//! timed-out PreToolUse hook lets the call run (measured on Claude Code
//! 2.1.328). Why drain past the cap: exiting without reading the rest makes the
//! writer see EPIPE on payloads over 64 KB (a pipe buffer), so an oversized
//! payload is read to the end (or to the deadline) and then refused.
//!
//! Why no thread: the deadline is kept with `poll(2)` on the calling thread,
//! waiting at most the time left before each `read`. A helper thread cost
//! ~0.2 ms of a ~2.5 ms guard call (thread stack, a malloc arena of its own,
//! their teardown at exit; measured with `scripts/bench`), on every tool call.
//!
//! Portable by design: `poll(2)` on the hook's stdin is used on Linux only
//! (where it is measured, and where every pipe, file and tty answers it);
//! elsewhere — and on Linux when `GATEHOUSE_PORTABLE=1` forces it, which
//! `scripts/test` does for this crate's tests — [`read_threaded`] keeps the
//! same deadline, cap and drain rules with a reader thread and
//! `recv_timeout`, std only. Both are run by the same test table.

use std::os::fd::{AsFd, BorrowedFd};
use std::time::{Duration, Instant};

use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::io::Errno;

/// Largest payload a guard will judge. A 1 MB Write arrives as ~1 MB of JSON;
/// PostToolUse responses can carry a whole file twice. 32 MiB leaves room.
pub const MAX_INPUT_BYTES: usize = 32 << 20;

/// How long stdin may stay open before the guard refuses.
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(5);

/// Environment override for the deadline in milliseconds (clamped to
/// 10..=60000). It only shortens or lengthens the wait; it can never turn a
/// refusal into an allow, so it is safe to read from the environment.
pub const DEADLINE_ENV: &str = "GATEHOUSE_STDIN_TIMEOUT_MS";

/// Why the input could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    Empty,
    TooLarge { cap: usize },
    NeverClosed { after: Duration },
    Io(String),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Empty => write!(f, "empty stdin: no hook payload"),
            ReadError::TooLarge { cap } => write!(f, "payload larger than {cap} bytes"),
            ReadError::NeverClosed { after } => {
                write!(f, "stdin did not close within {} ms", after.as_millis())
            }
            ReadError::Io(e) => write!(f, "could not read stdin: {e}"),
        }
    }
}

/// The deadline in force: the environment override or the default.
pub fn deadline_from_env() -> Duration {
    std::env::var(DEADLINE_ENV)
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map(|ms| Duration::from_millis(ms.clamp(10, 60_000)))
        .unwrap_or(DEFAULT_DEADLINE)
}

/// Environment switch that makes the portable code paths run on Linux too
/// (stdin here, child waits and the process table in `procs`), so that the
/// paths a macOS build takes are exercised by the tests on Linux. `1` turns
/// it on; it changes how a guard waits, never what it decides.
pub const PORTABLE_ENV: &str = "GATEHOUSE_PORTABLE";

/// Whether [`PORTABLE_ENV`] is `1`.
pub fn portable_forced() -> bool {
    std::env::var_os(PORTABLE_ENV).is_some_and(|v| v == "1")
}

/// Whether this process reads stdin with `poll(2)` ([`read_fd`]) rather than
/// a reader thread ([`read_threaded`]).
pub fn uses_poll() -> bool {
    cfg!(any(target_os = "linux", target_os = "android")) && !portable_forced()
}

/// Reads this process's stdin to its end, keeping at most `cap` bytes.
pub fn read_stdin(cap: usize, deadline: Duration) -> Result<Vec<u8>, ReadError> {
    if uses_poll() {
        let stdin = std::io::stdin();
        read_fd(stdin.as_fd(), cap, deadline)
    } else {
        read_threaded(std::io::stdin(), cap, deadline)
    }
}

/// Keeps at most `cap` bytes of what arrives; past the cap, everything is
/// dropped (and still drained) and the input is refused as too large.
struct Kept {
    bytes: Vec<u8>,
    cap: usize,
    oversized: bool,
}

impl Kept {
    fn new(cap: usize) -> Kept {
        // Reserved, not touched: no copying as a payload of up to 1 MiB grows.
        Kept {
            bytes: Vec::with_capacity(cap.min(1 << 20)),
            cap,
            oversized: false,
        }
    }

    fn push(&mut self, part: &[u8]) {
        if self.oversized {
            return;
        }
        if self.bytes.len().saturating_add(part.len()) > self.cap {
            self.oversized = true;
            self.bytes = Vec::new();
        } else {
            self.bytes.extend_from_slice(part);
        }
    }

    fn finish(self) -> Result<Vec<u8>, ReadError> {
        if self.oversized {
            Err(ReadError::TooLarge { cap: self.cap })
        } else if self.bytes.iter().all(u8::is_ascii_whitespace) {
            Err(ReadError::Empty)
        } else {
            Ok(self.bytes)
        }
    }
}

/// The portable reader: [`read_fd`]'s rules (cap, drain past the cap,
/// blank refused, refused at the deadline) with std only. A thread reads
/// `input` to its end in chunks; this thread takes them with
/// `recv_timeout`, so the deadline holds however the read blocks. At the
/// deadline the reader thread is left blocked: the guard's verdict is
/// written and the process exits, which ends it.
pub fn read_threaded<R: std::io::Read + Send + 'static>(
    mut input: R,
    cap: usize,
    deadline: Duration,
) -> Result<Vec<u8>, ReadError> {
    use std::sync::mpsc::{RecvTimeoutError, sync_channel};
    let start = Instant::now();
    // Bounded: at most 16 chunks (1 MiB) wait between the threads.
    let (tx, rx) = sync_channel::<Result<Vec<u8>, String>>(16);
    std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || {
            let mut chunk = vec![0u8; 64 * 1024];
            loop {
                let sent = match input.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => tx.send(Ok(chunk.get(..n).unwrap_or(&[]).to_vec())),
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(e) => tx.send(Err(e.to_string())),
                };
                if sent.is_err() {
                    break;
                }
            }
        })
        .map_err(|e| ReadError::Io(format!("could not start the reader thread: {e}")))?;
    let mut kept = Kept::new(cap);
    loop {
        let left = deadline.saturating_sub(start.elapsed());
        if left.is_zero() {
            return Err(ReadError::NeverClosed { after: deadline });
        }
        match rx.recv_timeout(left) {
            Ok(Ok(part)) => kept.push(&part),
            Ok(Err(e)) => return Err(ReadError::Io(e)),
            // The reader ended: end of input.
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => {
                return Err(ReadError::NeverClosed { after: deadline });
            }
        }
    }
    kept.finish()
}

/// Reads `fd` to its end within `deadline`, keeping at most `cap` bytes:
/// more than `cap` is drained and then refused, blank input is refused, and
/// an fd still open at the deadline is refused.
pub fn read_fd(fd: BorrowedFd<'_>, cap: usize, deadline: Duration) -> Result<Vec<u8>, ReadError> {
    let start = Instant::now();
    let mut kept = Kept::new(cap);
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        let left = deadline.saturating_sub(start.elapsed());
        if left.is_zero() {
            return Err(ReadError::NeverClosed { after: deadline });
        }
        let timeout = Timespec::try_from(left).map_err(|e| ReadError::Io(e.to_string()))?;
        let mut fds = [PollFd::new(&fd, PollFlags::IN)];
        match poll(&mut fds, Some(&timeout)) {
            Ok(0) => return Err(ReadError::NeverClosed { after: deadline }),
            Ok(_) => {}
            Err(Errno::INTR) => continue,
            Err(e) => return Err(ReadError::Io(std::io::Error::from(e).to_string())),
        }
        // Ready (data, end of file, hang-up or an error the read reports):
        // this read does not block.
        let n = match rustix::io::read(fd, &mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(Errno::INTR | Errno::AGAIN) => continue,
            Err(e) => return Err(ReadError::Io(std::io::Error::from(e).to_string())),
        };
        kept.push(chunk.get(..n).unwrap_or(&[]));
    }
    kept.finish()
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
    use std::io::Write;

    /// Which reader a case runs: `poll(2)` ([`read_fd`]) or the portable
    /// thread ([`read_threaded`]). Every case runs both.
    #[derive(Debug, Clone, Copy)]
    enum Imp {
        Poll,
        Thread,
    }

    const BOTH: [Imp; 2] = [Imp::Poll, Imp::Thread];

    fn read_with(
        imp: Imp,
        reader: std::io::PipeReader,
        cap: usize,
        deadline: Duration,
    ) -> Result<Vec<u8>, ReadError> {
        match imp {
            Imp::Poll => read_fd(reader.as_fd(), cap, deadline),
            Imp::Thread => read_threaded(reader, cap, deadline),
        }
    }

    /// Reads what a writer thread sends through a real pipe, then closes;
    /// both readers, which must agree.
    fn through_pipe(bytes: Vec<u8>, cap: usize) -> (Result<Vec<u8>, ReadError>, bool) {
        let mut results = Vec::new();
        for imp in BOTH {
            let (reader, mut writer) = std::io::pipe().unwrap();
            let data = bytes.clone();
            let sender = std::thread::spawn(move || writer.write_all(&data).is_ok());
            let got = read_with(imp, reader, cap, DEFAULT_DEADLINE);
            results.push((got, sender.join().unwrap()));
        }
        let (thread, poll) = (results.pop().unwrap(), results.pop().unwrap());
        assert_eq!(poll, thread, "poll and thread readers disagree");
        poll
    }

    #[test]
    fn the_portable_switch_selects_the_thread_reader() {
        // The environment of this test process decides; both answers are
        // consistent with it (scripts/test runs this crate with and without).
        let forced = std::env::var(PORTABLE_ENV).as_deref() == Ok("1");
        assert_eq!(portable_forced(), forced);
        if cfg!(target_os = "linux") {
            assert_eq!(uses_poll(), !forced);
        }
    }

    #[test]
    fn reads_everything_under_the_cap() {
        let (got, sent) = through_pipe(b"{\"a\":1}".to_vec(), 100);
        assert_eq!(got.unwrap(), b"{\"a\":1}");
        assert!(sent);
    }

    #[test]
    fn reads_a_payload_bigger_than_a_pipe_buffer() {
        let big: Vec<u8> = (0..3_000_000u32).map(|i| b'a' + (i % 26) as u8).collect();
        let (got, sent) = through_pipe(big.clone(), MAX_INPUT_BYTES);
        assert_eq!(got.unwrap(), big);
        assert!(sent);
    }

    #[test]
    fn reads_a_regular_file() {
        let mut f = tempfile::tempfile().unwrap();
        f.write_all(b"{}").unwrap();
        std::io::Seek::rewind(&mut f).unwrap();
        assert_eq!(read_fd(f.as_fd(), 100, DEFAULT_DEADLINE).unwrap(), b"{}");
        std::io::Seek::rewind(&mut f).unwrap();
        assert_eq!(read_threaded(f, 100, DEFAULT_DEADLINE).unwrap(), b"{}");
    }

    #[test]
    fn empty_and_blank_input_is_refused() {
        assert_eq!(through_pipe(vec![], 100).0, Err(ReadError::Empty));
        assert_eq!(
            through_pipe(b" \n\t".to_vec(), 100).0,
            Err(ReadError::Empty)
        );
    }

    #[test]
    fn oversized_input_is_drained_then_refused() {
        // 1 MB through a pipe: the writer must finish (no EPIPE) although only 999 bytes are kept.
        let (got, sent) = through_pipe(vec![b'x'; 1 << 20], 999);
        assert_eq!(got, Err(ReadError::TooLarge { cap: 999 }));
        assert!(sent, "the writer saw the pipe close before it finished");
    }

    #[test]
    fn a_stdin_that_never_closes_is_refused_at_the_deadline() {
        for imp in BOTH {
            let (reader, writer) = std::io::pipe().unwrap();
            let start = Instant::now();
            let got = read_with(imp, reader, 100, Duration::from_millis(50));
            assert_eq!(
                got,
                Err(ReadError::NeverClosed {
                    after: Duration::from_millis(50)
                }),
                "{imp:?}"
            );
            assert!(start.elapsed() >= Duration::from_millis(50), "{imp:?}");
            assert!(start.elapsed() < Duration::from_secs(2), "{imp:?}");
            // Lets the thread reader's blocked read end.
            drop(writer);
        }
    }

    #[test]
    fn a_writer_that_trickles_forever_is_refused_at_the_deadline() {
        let (reader, mut writer) = std::io::pipe().unwrap();
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stopping = stop.clone();
        let trickle = std::thread::spawn(move || {
            while !stopping.load(std::sync::atomic::Ordering::SeqCst) {
                let _ = writer.write_all(b" ");
                std::thread::sleep(Duration::from_millis(5));
            }
        });
        let start = Instant::now();
        let got = read_fd(reader.as_fd(), 100, Duration::from_millis(80));
        assert!(matches!(got, Err(ReadError::NeverClosed { .. })), "{got:?}");
        assert!(start.elapsed() < Duration::from_secs(2));
        let (reader2, mut writer2) = std::io::pipe().unwrap();
        let stopping2 = stop.clone();
        let trickle2 = std::thread::spawn(move || {
            while !stopping2.load(std::sync::atomic::Ordering::SeqCst) {
                let _ = writer2.write_all(b" ");
                std::thread::sleep(Duration::from_millis(5));
            }
        });
        let start = Instant::now();
        let got = read_threaded(reader2, 100, Duration::from_millis(80));
        assert!(matches!(got, Err(ReadError::NeverClosed { .. })), "{got:?}");
        assert!(start.elapsed() < Duration::from_secs(2));
        stop.store(true, std::sync::atomic::Ordering::SeqCst);
        drop(reader);
        trickle.join().unwrap();
        trickle2.join().unwrap();
    }
}
