//! Bounded, non-interactive calls to the `git` executable.
//!
//! Every call runs `git -C DIR --no-pager -c core.quotepath=off ...` with
//! `LC_ALL=C`, no terminal prompt and no standard input unless the caller
//! feeds one, a wall-clock limit and an output cap: a verifier must answer
//! (exit 2 at worst), never hang on a credential prompt or a huge object.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::Error;

/// The longest one git call may take. Everything the verifiers ask is local
/// (no fetch), so this only trips on a pathological repository.
const TIMEOUT: Duration = Duration::from_secs(120);

/// The most output one call may produce before we give up (exit 2): far above
/// any review-sized delta, low enough never to exhaust memory.
const MAX_OUTPUT: u64 = 1 << 30;

/// Options that make git's output independent of the user's configuration:
/// diff prefixes, colours, relative paths and external drivers all change
/// the text we parse.
const CONFIG: &[&str] = &[
    "-c",
    "core.quotepath=off",
    "-c",
    "color.ui=never",
    "-c",
    "diff.noprefix=false",
    "-c",
    "diff.mnemonicPrefix=false",
    "-c",
    "diff.relative=false",
    "-c",
    "diff.suppressBlankEmpty=false",
    "-c",
    "log.showSignature=false",
];

/// A repository handle: the directory every call runs in.
#[derive(Debug, Clone)]
pub struct Git {
    dir: PathBuf,
    /// Ignore `GIT_DIR` and friends from the environment: the caller named
    /// the repository with `-C`, and a git hook's `GIT_DIR` (relative to
    /// the hook's cwd) would otherwise point elsewhere.
    explicit: bool,
}

impl Git {
    pub fn new(dir: &Path) -> Self {
        Git {
            dir: dir.to_path_buf(),
            explicit: false,
        }
    }

    /// A repository named explicitly (`-C DIR`).
    pub fn explicit(dir: &Path) -> Self {
        Git {
            dir: dir.to_path_buf(),
            explicit: true,
        }
    }

    /// Runs git and returns its standard output; a non-zero exit is an error
    /// carrying git's own message.
    pub fn run(&self, args: &[&str]) -> Result<Vec<u8>, Error> {
        self.run_with_input(args, None)
    }

    /// Like [`Git::run`], trimming the output to one line of UTF-8.
    pub fn line(&self, args: &[&str]) -> Result<String, Error> {
        let out = self.run(args)?;
        Ok(String::from_utf8_lossy(&out).trim_end().to_string())
    }

    /// Runs git; `None` when git exits 1 (the "no such thing" answer of
    /// `rev-parse --verify -q`, `symbolic-ref -q`, `merge-base`).
    pub fn maybe_line(&self, args: &[&str]) -> Result<Option<String>, Error> {
        match self.exec(args, None)? {
            (0, out, _) => Ok(Some(String::from_utf8_lossy(&out).trim_end().to_string())),
            (1, _, _) => Ok(None),
            (code, _, err) => Err(git_failed(args, code, &err)),
        }
    }

    /// Runs git with `input` on its standard input (written from a thread so
    /// a large answer cannot deadlock against a large question).
    pub fn run_with_input(&self, args: &[&str], input: Option<Vec<u8>>) -> Result<Vec<u8>, Error> {
        match self.exec(args, input)? {
            (0, out, _) => Ok(out),
            (code, _, err) => Err(git_failed(args, code, &err)),
        }
    }

    fn exec(
        &self,
        args: &[&str],
        input: Option<Vec<u8>>,
    ) -> Result<(i32, Vec<u8>, Vec<u8>), Error> {
        let mut cmd = Command::new("git");
        cmd.arg("-C")
            .arg(&self.dir)
            .arg("--no-pager")
            .args(CONFIG)
            .args(args)
            .env("LC_ALL", "C")
            .env("GIT_TERMINAL_PROMPT", "0")
            .env("GIT_PAGER", "cat")
            .env("GIT_OPTIONAL_LOCKS", "0")
            .env_remove("GIT_EXTERNAL_DIFF")
            .env_remove("GIT_PAGER_IN_USE")
            .stdin(if input.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if self.explicit {
            for var in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_PREFIX"] {
                cmd.env_remove(var);
            }
        }
        let mut child = cmd
            .spawn()
            .map_err(|e| Error::new(format!("cannot run `git`: {e}")))?;

        let writer = match (input, child.stdin.take()) {
            (Some(data), Some(mut stdin)) => Some(thread::spawn(move || {
                // A closed pipe only means git stopped reading; its exit
                // status tells the real story.
                let _ = stdin.write_all(&data);
            })),
            _ => None,
        };
        // Two readers: git may fill the stderr pipe while we drain stdout.
        let (tx, rx) = mpsc::channel();
        let out_tx = tx.clone();
        let stdout = child.stdout.take();
        let stderr = child.stderr.take();
        let out_reader = thread::spawn(move || {
            let out = read_capped(stdout);
            let _ = out_tx.send(());
            out
        });
        let err_reader = thread::spawn(move || {
            let err = read_capped(stderr);
            let _ = tx.send(());
            err
        });

        let deadline = std::time::Instant::now() + TIMEOUT;
        for _ in 0..2 {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if rx.recv_timeout(left).is_err() {
                let _ = child.kill();
                let _ = child.wait();
                return Err(Error::new(format!(
                    "`git {}` did not finish within {} s",
                    args.join(" "),
                    TIMEOUT.as_secs()
                )));
            }
        }
        let status = child
            .wait()
            .map_err(|e| Error::new(format!("waiting for `git`: {e}")))?;
        if let Some(w) = writer {
            let _ = w.join();
        }
        let out = out_reader
            .join()
            .map_err(|_| Error::new("reading git's output failed"))??;
        let err = err_reader
            .join()
            .map_err(|_| Error::new("reading git's output failed"))?
            .unwrap_or_default();
        Ok((status.code().unwrap_or(-1), out, err))
    }
}

fn read_capped<R: Read>(pipe: Option<R>) -> Result<Vec<u8>, Error> {
    let mut buf = Vec::new();
    if let Some(p) = pipe {
        p.take(MAX_OUTPUT + 1)
            .read_to_end(&mut buf)
            .map_err(|e| Error::new(format!("reading git's output: {e}")))?;
    }
    if buf.len() as u64 > MAX_OUTPUT {
        return Err(Error::new("git produced more than 1 GiB of output"));
    }
    Ok(buf)
}

fn git_failed(args: &[&str], code: i32, err: &[u8]) -> Error {
    let msg = String::from_utf8_lossy(err);
    let msg = msg.trim();
    let first = msg.lines().next().unwrap_or("");
    Error::new(format!(
        "`git {}` failed (exit {code}){}{}",
        args.join(" "),
        if first.is_empty() { "" } else { ": " },
        first
    ))
}
