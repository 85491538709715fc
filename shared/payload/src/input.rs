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

/// Reads this process's stdin to its end, keeping at most `cap` bytes.
pub fn read_stdin(cap: usize, deadline: Duration) -> Result<Vec<u8>, ReadError> {
    let stdin = std::io::stdin();
    read_fd(stdin.as_fd(), cap, deadline)
}

/// Reads `fd` to its end within `deadline`, keeping at most `cap` bytes:
/// more than `cap` is drained and then refused, blank input is refused, and
/// an fd still open at the deadline is refused.
pub fn read_fd(fd: BorrowedFd<'_>, cap: usize, deadline: Duration) -> Result<Vec<u8>, ReadError> {
    let start = Instant::now();
    // Reserved, not touched: no copying as a payload of up to 1 MiB grows.
    let mut kept: Vec<u8> = Vec::with_capacity(cap.min(1 << 20));
    let mut chunk = vec![0u8; 64 * 1024];
    let mut oversized = false;
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
        if oversized {
            continue;
        }
        if kept.len().saturating_add(n) > cap {
            oversized = true;
            kept = Vec::new();
        } else if let Some(part) = chunk.get(..n) {
            kept.extend_from_slice(part);
        }
    }
    if oversized {
        Err(ReadError::TooLarge { cap })
    } else if kept.iter().all(u8::is_ascii_whitespace) {
        Err(ReadError::Empty)
    } else {
        Ok(kept)
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
    use std::io::Write;

    /// Reads what a writer thread sends through a real pipe, then closes.
    fn through_pipe(bytes: Vec<u8>, cap: usize) -> (Result<Vec<u8>, ReadError>, bool) {
        let (reader, mut writer) = std::io::pipe().unwrap();
        let sender = std::thread::spawn(move || writer.write_all(&bytes).is_ok());
        let got = read_fd(reader.as_fd(), cap, DEFAULT_DEADLINE);
        (got, sender.join().unwrap())
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
        let (reader, _writer) = std::io::pipe().unwrap();
        let start = Instant::now();
        let got = read_fd(reader.as_fd(), 100, Duration::from_millis(50));
        assert_eq!(
            got,
            Err(ReadError::NeverClosed {
                after: Duration::from_millis(50)
            })
        );
        assert!(start.elapsed() >= Duration::from_millis(50));
        assert!(start.elapsed() < Duration::from_secs(2));
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
        stop.store(true, std::sync::atomic::Ordering::SeqCst);
        drop(reader);
        trickle.join().unwrap();
    }
}
