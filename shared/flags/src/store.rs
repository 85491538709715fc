//! The session-flag store: one JSON record per session under the user's
//! state directory, `$XDG_STATE_HOME/gatehouse/sessions/<session_id>.json`
//! (default `~/.local/state/gatehouse/sessions/`).
//!
//! ```json
//! {"version": 1, "session_id": "25e1…", "updated": 1796000000, "flags": {"worktrees": true}}
//! ```
//!
//! - **Identity.** The payload's `session_id` names the record, after
//!   [`SessionId::parse`] (so no id can name a path). `/clear` starts a new id,
//!   which resets every control; subagents carry their parent's id.
//! - **Reads** take no lock: records are replaced by an atomic rename, so a
//!   reader sees the old or the new record. `get` tells "unset" (`Ok(None)`:
//!   no record, no key, or an expired record) from "could not read" (`Err`:
//!   I/O error, a record this store did not write, a record of another id).
//! - **Writes** are read-modify-write under a per-session lock, then written
//!   to a temporary file in the same directory and renamed over the record,
//!   so hooks running in parallel lose no update and a crash never leaves
//!   half a record. No `fsync`: a crash may at worst leave an empty record,
//!   which reads as corrupt and refuses (the safe direction), and the write
//!   stays fast under 32 parallel writers on a loaded 2-core machine.
//! - **The lock** is a file created with `create_new` (atomic on every local
//!   filesystem), removed when the writer is done. `flock` would need `libc`
//!   and `unsafe` (forbidden in this workspace), and `File::lock` needs Rust
//!   1.89 while the workspace promises 1.88. A writer waits at most
//!   [`LOCK_WAIT`] with a growing, jittered pause, then reports
//!   [`StoreError::Busy`]. A lock older than [`STALE_LOCK`] belongs to a
//!   writer that died (a hook killed by its timeout): it is moved aside with
//!   one atomic rename, so of several writers taking over only one wins; if
//!   the file moved aside turns out to be fresh (someone else took over and
//!   locked in between) it is put back with `hard_link`, which never
//!   overwrites. Residual risk: a writer stalled for longer than
//!   [`STALE_LOCK`] inside its few-microsecond critical section can race a
//!   taker-over; a record then loses one update, never its shape.
//! - **Expiry.** A record not updated for [`EXPIRE_AFTER`] reads as unset,
//!   and writers sweep such files opportunistically (at most once a day,
//!   bounded work), so the directory does not grow without end.

use crate::{SessionId, StoreError};
use serde_json::{Map, Value, json};
use std::ffi::OsString;
use std::fs;
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// A record not updated for this long reads as unset (7 days).
pub const EXPIRE_AFTER: Duration = Duration::from_secs(7 * 24 * 3600);
/// The longest a writer waits for a session's lock.
pub const LOCK_WAIT: Duration = Duration::from_secs(3);
/// A lock file older than this belongs to a dead writer and is taken over.
/// Hook timeouts are 10 s; a live writer holds the lock for microseconds.
pub const STALE_LOCK: Duration = Duration::from_secs(10);
/// A record larger than this was not written by this store.
const MAX_RECORD_BYTES: u64 = 64 * 1024;
/// How often writers sweep expired records, and how many entries one sweep
/// looks at (bounded work on the hot path of a prompt).
const SWEEP_EVERY: Duration = Duration::from_secs(24 * 3600);
const SWEEP_MAX_ENTRIES: usize = 2000;
const VERSION: u64 = 1;

/// The file-backed store rooted at one directory.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
    lock_wait: Duration,
}

impl Store {
    /// A store in `dir` (tests use a temp dir; production [`Store::open_default`]).
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store {
            dir: dir.into(),
            lock_wait: LOCK_WAIT,
        }
    }

    /// The same store with another bound on the wait for a lock.
    pub fn with_lock_wait(mut self, wait: Duration) -> Store {
        self.lock_wait = wait;
        self
    }

    /// The store of this user: `$XDG_STATE_HOME/gatehouse/sessions`, else
    /// `$HOME/.local/state/gatehouse/sessions`. A relative value is ignored,
    /// as the XDG spec requires.
    pub fn open_default() -> Result<Store, StoreError> {
        default_dir(std::env::var_os("XDG_STATE_HOME"), std::env::var_os("HOME")).map(Store::at)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The record file of a session.
    pub fn record_path(&self, id: &SessionId) -> PathBuf {
        self.dir.join(format!("{}.json", id.as_str()))
    }

    /// The value of `key` in the session's record: `Ok(None)` when unset.
    pub fn get(&self, session: &str, key: &str) -> Result<Option<Value>, StoreError> {
        let id = SessionId::parse(session)?;
        let record = read_record(&self.record_path(&id), &id, now_secs())?;
        Ok(record.and_then(|mut flags| flags.remove(key)))
    }

    /// This store as the lookup closure a rule module decides with.
    pub fn lookup(&self) -> impl Fn(&str, &str) -> Result<Option<Value>, StoreError> + '_ {
        move |session, key| self.get(session, key)
    }

    /// Sets `key` to `value` in the session's record.
    pub fn set(&self, session: &str, key: &str, value: Value) -> Result<(), StoreError> {
        self.update(session, |flags| {
            flags.insert(key.to_owned(), value);
        })
    }

    /// Removes `key` from the session's record.
    pub fn remove(&self, session: &str, key: &str) -> Result<(), StoreError> {
        self.update(session, |flags| {
            flags.remove(key);
        })
    }

    /// Removes the session's whole record, without the lock: the fail-safe
    /// way out when a revocation cannot be written (every flag then reads as
    /// unset, and a control that refuses by default refuses).
    pub fn forget(&self, session: &str) -> Result<(), StoreError> {
        let id = SessionId::parse(session)?;
        let path = self.record_path(&id);
        match fs::remove_file(&path) {
            Err(e) if e.kind() != ErrorKind::NotFound => Err(io(&path, &e)),
            _ => Ok(()),
        }
    }

    /// Read-modify-write of the session's flags under its lock. An expired or
    /// corrupt record is replaced by a fresh one (the user's new word is the
    /// truth from now on).
    pub fn update(
        &self,
        session: &str,
        change: impl FnOnce(&mut Map<String, Value>),
    ) -> Result<(), StoreError> {
        let id = SessionId::parse(session)?;
        create_private_dir(&self.dir)?;
        let path = self.record_path(&id);
        let now = now_secs();
        {
            let _lock = Lock::acquire(
                self.dir.join(format!("{}.lock", id.as_str())),
                self.lock_wait,
            )?;
            let mut flags = read_record(&path, &id, now)
                .ok()
                .flatten()
                .unwrap_or_default();
            change(&mut flags);
            let record = json!({ "version": VERSION, "session_id": id.as_str(), "updated": now, "flags": flags });
            write_atomically(&path, record.to_string().as_bytes())?;
        }
        self.sweep_if_due();
        Ok(())
    }

    /// Removes expired records and leftovers when the last sweep is more than
    /// [`SWEEP_EVERY`] old. Errors are ignored: sweeping is housekeeping.
    fn sweep_if_due(&self) {
        let marker = self.dir.join(".swept");
        if age(&marker).is_some_and(|a| a < SWEEP_EVERY) {
            return;
        }
        if fs::write(&marker, b"").is_ok() {
            self.sweep();
        }
    }

    /// One bounded sweep; returns how many files it removed.
    pub fn sweep(&self) -> usize {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return 0;
        };
        let mut removed = 0;
        for entry in entries.take(SWEEP_MAX_ENTRIES).flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let old = |limit: Duration| age(&path).is_some_and(|a| a > limit);
            let expired = (name.ends_with(".json") && old(EXPIRE_AFTER))
                || (name.ends_with(".tmp") && old(Duration::from_secs(3600)))
                || (name.contains(".lock.stale.") && old(STALE_LOCK));
            if expired && fs::remove_file(&path).is_ok() {
                removed += 1;
            }
        }
        removed
    }
}

/// The store directory from the two environment values (pure, for tests).
pub fn default_dir(
    xdg_state_home: Option<OsString>,
    home: Option<OsString>,
) -> Result<PathBuf, StoreError> {
    let absolute = |v: Option<OsString>| v.map(PathBuf::from).filter(|p| p.is_absolute());
    let state = absolute(xdg_state_home).or_else(|| absolute(home).map(|h| h.join(".local/state")));
    state
        .map(|s| s.join("gatehouse/sessions"))
        .ok_or(StoreError::NoStateDir)
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// How long ago a file was last modified; `None` when it cannot be told.
fn age(path: &Path) -> Option<Duration> {
    let modified = fs::metadata(path).ok()?.modified().ok()?;
    Some(
        SystemTime::now()
            .duration_since(modified)
            .unwrap_or(Duration::ZERO),
    )
}

fn io(path: &Path, e: &std::io::Error) -> StoreError {
    StoreError::Io {
        path: path.to_path_buf(),
        error: e.to_string(),
    }
}

fn corrupt(path: &Path, why: impl Into<String>) -> StoreError {
    StoreError::Corrupt {
        path: path.to_path_buf(),
        why: why.into(),
    }
}

/// The flags of a record; `None` when there is none or it has expired.
fn read_record(
    path: &Path,
    id: &SessionId,
    now: u64,
) -> Result<Option<Map<String, Value>>, StoreError> {
    let file = match fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(io(path, &e)),
    };
    let mut bytes = Vec::new();
    file.take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io(path, &e))?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(corrupt(
            path,
            format!("larger than {MAX_RECORD_BYTES} bytes"),
        ));
    }
    let value: Value = serde_json::from_slice(&bytes).map_err(|e| corrupt(path, e.to_string()))?;
    let field = |k: &str| value.get(k);
    if field("version").and_then(Value::as_u64) != Some(VERSION) {
        return Err(corrupt(path, format!("`version` is not {VERSION}")));
    }
    if field("session_id").and_then(Value::as_str) != Some(id.as_str()) {
        return Err(corrupt(path, "`session_id` names another session"));
    }
    let updated = field("updated")
        .and_then(Value::as_u64)
        .ok_or_else(|| corrupt(path, "`updated` is missing"))?;
    let Some(Value::Object(flags)) = field("flags") else {
        return Err(corrupt(path, "`flags` is not an object"));
    };
    if now.saturating_sub(updated) > EXPIRE_AFTER.as_secs() {
        return Ok(None);
    }
    Ok(Some(flags.clone()))
}

fn create_private_dir(dir: &Path) -> Result<(), StoreError> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir).map_err(|e| io(dir, &e))
}

/// A name unique to this process and moment, for temporary files.
fn unique_suffix() -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{}.{nanos}.{n}", std::process::id())
}

fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.{}.tmp", unique_suffix()));
    let written = fs::File::create_new(&tmp)
        .and_then(|mut f| f.write_all(bytes))
        .and_then(|()| fs::rename(&tmp, path));
    written.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        io(path, &e)
    })
}

/// A session's write lock; released (the file removed) on drop.
struct Lock {
    path: PathBuf,
}

impl Lock {
    fn acquire(path: PathBuf, wait: Duration) -> Result<Lock, StoreError> {
        let start = Instant::now();
        let mut pause = Duration::from_micros(500);
        loop {
            match fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(_) => return Ok(Lock { path }),
                Err(e) if e.kind() == ErrorKind::AlreadyExists => {}
                Err(e) => return Err(io(&path, &e)),
            }
            if age(&path).is_some_and(|a| a >= STALE_LOCK) {
                take_over(&path);
            }
            if start.elapsed() >= wait {
                return Err(StoreError::Busy { path });
            }
            // Jitter keeps parallel writers from retrying in lockstep.
            let jitter = u64::from(
                SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map(|d| d.subsec_nanos())
                    .unwrap_or(0)
                    % 1000,
            );
            std::thread::sleep(pause + Duration::from_micros(jitter));
            pause = (pause * 2).min(Duration::from_millis(20));
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
}

/// Moves a stale lock aside (one atomic rename: one taker wins). If what was
/// moved is fresh, another writer took over and locked in between: put it
/// back without overwriting anything.
fn take_over(path: &Path) {
    let aside = path.with_extension(format!("lock.stale.{}", unique_suffix()));
    if fs::rename(path, &aside).is_ok() {
        if age(&aside).is_some_and(|a| a < STALE_LOCK) {
            let _ = fs::hard_link(&aside, path);
        }
        let _ = fs::remove_file(&aside);
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

    const A: &str = "25e1b03d-96a7-4db4-bc91-1502c59affdd";
    const B: &str = "b7c0ffee-0000-4000-8000-000000000000";

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let s = Store::at(dir.path().join("gatehouse/sessions"));
        (dir, s)
    }

    #[test]
    fn unset_then_set_then_removed() {
        let (_d, s) = store();
        assert_eq!(
            s.get(A, "worktrees"),
            Ok(None),
            "no directory yet is unset, not an error"
        );
        s.set(A, "worktrees", json!(true)).unwrap();
        assert_eq!(s.get(A, "worktrees"), Ok(Some(json!(true))));
        assert_eq!(s.get(A, "other"), Ok(None));
        s.remove(A, "worktrees").unwrap();
        assert_eq!(s.get(A, "worktrees"), Ok(None));
    }

    #[test]
    fn sessions_are_kept_apart() {
        let (_d, s) = store();
        s.set(A, "worktrees", json!(true)).unwrap();
        s.set(B, "worktrees", json!(false)).unwrap();
        s.set(B, "x", json!("y")).unwrap();
        assert_eq!(s.get(A, "worktrees"), Ok(Some(json!(true))));
        assert_eq!(s.get(B, "worktrees"), Ok(Some(json!(false))));
        assert_eq!(s.get(A, "x"), Ok(None));
        assert_eq!(s.get("c", "worktrees"), Ok(None));
    }

    #[test]
    fn malicious_ids_are_refused_and_touch_nothing() {
        let (d, s) = store();
        let long = "a".repeat(200);
        for bad in [
            "../../x",
            "",
            long.as_str(),
            "séance",
            "a/b",
            "..",
            "x.json",
            "ｘ",
        ] {
            assert!(
                matches!(s.get(bad, "k"), Err(StoreError::InvalidSessionId(_))),
                "get {bad:?}"
            );
            assert!(
                matches!(
                    s.set(bad, "k", json!(true)),
                    Err(StoreError::InvalidSessionId(_))
                ),
                "set {bad:?}"
            );
        }
        let made: Vec<_> = walk(d.path());
        assert!(made.is_empty(), "{made:?}");
    }

    fn walk(p: &Path) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for e in fs::read_dir(p).unwrap().flatten() {
            out.push(e.path());
            if e.path().is_dir() {
                out.extend(walk(&e.path()));
            }
        }
        out
    }

    #[test]
    fn unreadable_records_are_errors_not_unset() {
        let (_d, s) = store();
        s.set(A, "k", json!(true)).unwrap();
        let path = s.record_path(&SessionId::parse(A).unwrap());
        let cases: &[(&str, &str)] = &[
            ("not JSON", "{\"version\":1,"),
            ("empty (a crash before the data reached the disk)", ""),
            (
                "wrong version",
                r#"{"version":2,"session_id":"S","updated":0,"flags":{}}"#,
            ),
            (
                "another session's record",
                r#"{"version":1,"session_id":"other","updated":9999999999,"flags":{"k":true}}"#,
            ),
            (
                "no updated",
                r#"{"version":1,"session_id":"S","flags":{"k":true}}"#,
            ),
            (
                "flags not an object",
                r#"{"version":1,"session_id":"S","updated":9999999999,"flags":[true]}"#,
            ),
        ];
        for (name, content) in cases {
            fs::write(&path, content.replace('S', A)).unwrap();
            assert!(
                matches!(s.get(A, "k"), Err(StoreError::Corrupt { .. })),
                "{name}"
            );
        }
        fs::write(&path, vec![b' '; 70 * 1024]).unwrap();
        assert!(
            matches!(s.get(A, "k"), Err(StoreError::Corrupt { .. })),
            "oversized"
        );
        // A directory where the record should be: an I/O error, not "unset".
        fs::remove_file(&path).unwrap();
        fs::create_dir(&path).unwrap();
        assert!(
            matches!(s.get(A, "k"), Err(StoreError::Io { .. })),
            "{:?}",
            s.get(A, "k")
        );
    }

    #[test]
    fn a_corrupt_record_is_replaced_by_the_next_write() {
        let (_d, s) = store();
        s.set(A, "k", json!(true)).unwrap();
        fs::write(s.record_path(&SessionId::parse(A).unwrap()), "garbage").unwrap();
        s.set(A, "k", json!(false)).unwrap();
        assert_eq!(s.get(A, "k"), Ok(Some(json!(false))));
    }

    #[test]
    fn expired_records_read_as_unset_and_are_swept() {
        let (_d, s) = store();
        s.set(A, "k", json!(true)).unwrap();
        let path = s.record_path(&SessionId::parse(A).unwrap());
        let old = now_secs() - EXPIRE_AFTER.as_secs() - 10;
        fs::write(
            &path,
            json!({"version":1,"session_id":A,"updated":old,"flags":{"k":true}}).to_string(),
        )
        .unwrap();
        assert_eq!(s.get(A, "k"), Ok(None));
        let f = fs::File::options().write(true).open(&path).unwrap();
        f.set_modified(SystemTime::now() - EXPIRE_AFTER - Duration::from_secs(10))
            .unwrap();
        s.set(B, "k", json!(true)).unwrap();
        assert_eq!(s.sweep(), 1);
        assert!(!path.exists());
        assert_eq!(
            s.get(B, "k"),
            Ok(Some(json!(true))),
            "fresh records survive the sweep"
        );
    }

    #[test]
    fn thirty_two_parallel_writers_lose_no_update() {
        let (_d, s) = store();
        std::thread::scope(|scope| {
            for i in 0..32 {
                let s = s.clone();
                scope.spawn(move || s.set(A, &format!("k{i}"), json!(i)).unwrap());
            }
        });
        for i in 0..32 {
            assert_eq!(s.get(A, &format!("k{i}")), Ok(Some(json!(i))), "k{i} lost");
        }
        let left: Vec<_> = fs::read_dir(s.dir())
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert!(
            left.iter().all(|n| !n.to_string_lossy().contains(".lock")
                && !n.to_string_lossy().ends_with(".tmp")),
            "{left:?}"
        );
    }

    #[test]
    fn a_held_lock_makes_a_writer_wait_then_report_busy() {
        let (_d, s) = store();
        let s = s.with_lock_wait(Duration::from_millis(150));
        s.set(A, "k", json!(true)).unwrap();
        let lock = s.dir().join(format!("{A}.lock"));
        fs::write(&lock, b"").unwrap();
        let start = Instant::now();
        assert!(matches!(
            s.set(A, "k", json!(false)),
            Err(StoreError::Busy { .. })
        ));
        assert!(start.elapsed() >= Duration::from_millis(150));
        assert_eq!(s.get(A, "k"), Ok(Some(json!(true))), "reads need no lock");
        assert!(
            s.set(B, "k", json!(true)).is_ok(),
            "another session's lock is its own"
        );
    }

    #[test]
    fn forget_removes_the_record_even_while_locked() {
        let (_d, s) = store();
        s.set(A, "k", json!(true)).unwrap();
        s.set(B, "k", json!(true)).unwrap();
        fs::write(s.dir().join(format!("{A}.lock")), b"").unwrap();
        s.forget(A).unwrap();
        assert_eq!(s.get(A, "k"), Ok(None));
        assert_eq!(s.get(B, "k"), Ok(Some(json!(true))));
        assert_eq!(s.forget(A), Ok(()), "twice is fine");
        assert!(matches!(
            s.forget("../x"),
            Err(StoreError::InvalidSessionId(_))
        ));
    }

    #[test]
    fn a_stale_lock_of_a_dead_writer_is_taken_over() {
        let (_d, s) = store();
        s.set(A, "k", json!(true)).unwrap();
        let lock = s.dir().join(format!("{A}.lock"));
        let f = fs::File::create(&lock).unwrap();
        f.set_modified(SystemTime::now() - STALE_LOCK - Duration::from_secs(1))
            .unwrap();
        s.set(A, "k", json!(false)).unwrap();
        assert_eq!(s.get(A, "k"), Ok(Some(json!(false))));
        assert!(!lock.exists());
    }

    #[test]
    fn the_directory_follows_xdg_state_home_then_home() {
        let d =
            |x: Option<&str>, h: Option<&str>| default_dir(x.map(Into::into), h.map(Into::into));
        assert_eq!(
            d(Some("/s"), Some("/h")),
            Ok(PathBuf::from("/s/gatehouse/sessions"))
        );
        assert_eq!(
            d(None, Some("/h")),
            Ok(PathBuf::from("/h/.local/state/gatehouse/sessions"))
        );
        assert_eq!(
            d(Some("rel"), Some("/h")),
            Ok(PathBuf::from("/h/.local/state/gatehouse/sessions"))
        );
        assert_eq!(d(None, None), Err(StoreError::NoStateDir));
        assert_eq!(d(None, Some("")), Err(StoreError::NoStateDir));
    }

    #[cfg(unix)]
    #[test]
    fn the_directory_is_private() {
        use std::os::unix::fs::PermissionsExt;
        let (_d, s) = store();
        s.set(A, "k", json!(true)).unwrap();
        assert_eq!(
            fs::metadata(s.dir()).unwrap().permissions().mode() & 0o777,
            0o700
        );
    }
}
