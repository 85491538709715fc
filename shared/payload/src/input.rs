//! Bounded, deadline-guarded reading of the hook's stdin.
//!
//! Why a thread and a deadline: a harness (or a person testing by hand) can
//! leave stdin open forever, and a guard that waits is a guard that times out —
//! and a timed-out PreToolUse hook lets the call run (measured on Claude Code
//! 2.1.328). Why drain past the cap: exiting without reading the rest makes the
//! writer see EPIPE on payloads over 64 KB (hook-protocol.md §5), so an oversized
//! payload is read to the end (or to the deadline) and then refused.

use std::io::Read;
use std::sync::mpsc;
use std::time::Duration;

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

/// Reads all of `reader` on a helper thread, keeping at most `cap` bytes.
pub fn read_bounded<R: Read + Send + 'static>(
    mut reader: R,
    cap: usize,
    deadline: Duration,
) -> Result<Vec<u8>, ReadError> {
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || {
            // Reserved, not touched: no copying as a payload of up to 1 MiB grows.
            let mut kept: Vec<u8> = Vec::with_capacity(1 << 20);
            let mut chunk = vec![0u8; 64 * 1024];
            let mut oversized = false;
            let outcome = loop {
                match reader.read(&mut chunk) {
                    Ok(0) => break Ok(()),
                    Ok(n) => {
                        if !oversized {
                            if kept.len() + n > cap {
                                oversized = true;
                                kept = Vec::new();
                            } else if let Some(part) = chunk.get(..n) {
                                kept.extend_from_slice(part);
                            }
                        }
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(e) => break Err(ReadError::Io(e.to_string())),
                }
            };
            let result = match outcome {
                Err(e) => Err(e),
                Ok(()) if oversized => Err(ReadError::TooLarge { cap }),
                Ok(()) if kept.iter().all(u8::is_ascii_whitespace) => Err(ReadError::Empty),
                Ok(()) => Ok(kept),
            };
            let _ = tx.send(result);
        });
    if let Err(e) = spawned {
        return Err(ReadError::Io(format!("could not start the reader: {e}")));
    }
    match rx.recv_timeout(deadline) {
        Ok(result) => result,
        Err(_) => Err(ReadError::NeverClosed { after: deadline }),
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
    use std::io::Cursor;
    use std::time::Instant;

    /// A reader that never returns: stands in for a stdin nobody closes.
    /// (A real blocked pipe is used in the binary-level fleet test.)
    struct Blocked;
    impl Read for Blocked {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            std::thread::sleep(Duration::from_secs(3600));
            Ok(0)
        }
    }

    #[test]
    fn reads_everything_under_the_cap() {
        let got = read_bounded(Cursor::new(b"{\"a\":1}".to_vec()), 100, DEFAULT_DEADLINE);
        assert_eq!(got.unwrap(), b"{\"a\":1}");
    }

    #[test]
    fn empty_and_blank_input_is_refused() {
        assert_eq!(
            read_bounded(Cursor::new(vec![]), 100, DEFAULT_DEADLINE),
            Err(ReadError::Empty)
        );
        assert_eq!(
            read_bounded(Cursor::new(b" \n\t".to_vec()), 100, DEFAULT_DEADLINE),
            Err(ReadError::Empty)
        );
    }

    #[test]
    fn oversized_input_is_drained_then_refused() {
        let big = vec![b'x'; 1000];
        assert_eq!(
            read_bounded(Cursor::new(big), 999, DEFAULT_DEADLINE),
            Err(ReadError::TooLarge { cap: 999 })
        );
    }

    #[test]
    fn a_stdin_that_never_closes_is_refused_at_the_deadline() {
        let start = Instant::now();
        let got = read_bounded(Blocked, 100, Duration::from_millis(50));
        assert!(matches!(got, Err(ReadError::NeverClosed { .. })));
        assert!(start.elapsed() < Duration::from_secs(2));
    }
}
