//! The decision log: one JSON line per refusal (and per would-be refusal in
//! audit mode, per `ask` and `warn`), so a user can see what gatehouse
//! refused last week, measure false refusals and tune a guard.
//!
//! Where: `$XDG_STATE_HOME/gatehouse/log/decisions.jsonl` (default
//! `~/.local/state/gatehouse/log/`), per user, beside the session store and
//! protected like it (`force-session-cli`, the sandbox's `denyWrite`).
//!
//! How, on the hot path (only a refusal writes; an allowed call never opens
//! the file): the last line is read from the end of the file (one `pread` of
//! at most 4 KiB), the new line is chained to it (`prev` = SHA-256 of that
//! line), and the line is written with one `write(2)` on an `O_APPEND`
//! descriptor: no lock, and lines stay whole (each is a few hundred bytes;
//! appends of one `write` to a local file are not interleaved). Two guards
//! refusing at the same instant may chain to the same predecessor;
//! [`verify`] accepts a `prev` that names any of the previous
//! [`CHAIN_WINDOW`] lines, so that race is not reported as tampering while an
//! edited or deleted line still is (the next line then names a hash that is
//! nowhere). Past [`MAX_BYTES`] the file is rotated once to
//! `decisions.1.jsonl` (the older one is dropped) and the new file's first
//! line chains to the rotated file's last.
//!
//! Never a secret: the excerpt is the refusal's own first line (guards never
//! echo a secret, `secret-guard` describes what it found) and the rule line,
//! each cut to [`EXCERPT_CHARS`] and passed through [`mask`], which replaces
//! anything shaped like a credential. Never failing a guard: every error here
//! is swallowed by the caller (the decision stands); `gatehouse doctor`
//! reports a log directory that cannot be written.
//!
//! What the chain does not do: it has no secret key, so someone who can write
//! the file can rewrite it whole with a fresh chain, and cutting lines off the
//! end leaves a valid chain. It detects an edited or removed line in the
//! middle, which is what an agent editing its record would do; the file's
//! protection against the agent is `force-session-cli` and the sandbox.

use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The schema version in every line (`"v"`).
pub const VERSION: u32 = 1;
/// Rotation threshold.
pub const MAX_BYTES: u64 = 8 << 20;
/// Longest excerpt or rule kept, in characters.
pub const EXCERPT_CHARS: usize = 240;
/// How many earlier lines a `prev` may name (concurrent appenders).
pub const CHAIN_WINDOW: usize = 16;

const FILE: &str = "decisions.jsonl";
const ROTATED: &str = "decisions.1.jsonl";

/// One decision, as the runner knows it.
#[derive(Debug, Clone)]
pub struct Decision<'a> {
    pub guard: &'a str,
    pub event: &'a str,
    pub tool: Option<&'a str>,
    pub session: &'a str,
    pub cwd: &'a Path,
    /// `deny`, `ask`, `warn`, `audit` (would have been refused) or `failure`
    /// (could not evaluate; refused).
    pub decision: &'a str,
    /// The refusal text as the guard wrote it (masked and cut here).
    pub text: &'a str,
}

/// The log directory for a user.
pub fn dir(home: Option<&Path>, xdg_state_home: Option<&Path>) -> Option<PathBuf> {
    match xdg_state_home.filter(|p| p.is_absolute()) {
        Some(x) => Some(x.join("gatehouse").join("log")),
        None => home.map(|h| h.join(".local/state/gatehouse/log")),
    }
}

/// The log directory from the process environment.
pub fn dir_from_env() -> Option<PathBuf> {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let state = std::env::var_os("XDG_STATE_HOME").map(PathBuf::from);
    dir(home.as_deref(), state.as_deref())
}

/// The files of the log, oldest first (those that exist).
pub fn files(dir: &Path) -> Vec<PathBuf> {
    [ROTATED, FILE]
        .iter()
        .map(|f| dir.join(f))
        .filter(|p| p.is_file())
        .collect()
}

/// Appends one decision and returns the line written (without its
/// newline), for the syslog output. Errors are the caller's to ignore.
pub fn append(dir: &Path, d: &Decision, now: std::time::SystemTime) -> std::io::Result<String> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join(FILE);
    if std::fs::metadata(&path).is_ok_and(|m| m.len() >= MAX_BYTES) {
        // Another guard may rotate at the same moment: one rename wins, the
        // other finds the file gone or small, and both go on appending.
        let _ = std::fs::rename(&path, dir.join(ROTATED));
    }
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .read(true)
        .open(&path)?;
    let mut prev_line = last_line(&mut file)?;
    if prev_line.is_none() {
        // A fresh file (new, or just rotated) chains to the rotated one.
        if let Ok(mut old) = std::fs::File::open(dir.join(ROTATED)) {
            prev_line = last_line(&mut old)?;
        }
    }
    let prev = prev_line.as_deref().map(hash).unwrap_or_default();
    let line = line(d, &prev, now);
    let mut bytes = Vec::with_capacity(line.len() + 1);
    bytes.extend_from_slice(line.as_bytes());
    bytes.push(b'\n');
    file.write_all(&bytes)?;
    Ok(line)
}

/// One decision as a line of the log (schema [`VERSION`], documented in
/// docs/decision-log.md): the rule and the excerpt cut and masked here,
/// chained to `prev` (`""` when there is no line before it).
pub fn line(d: &Decision, prev: &str, now: std::time::SystemTime) -> String {
    let (first, rule) = split_refusal(d.text);
    serde_json::json!({
        "v": VERSION,
        "time": rfc3339(now),
        "guard": d.guard,
        "event": d.event,
        "tool": d.tool,
        "session": d.session,
        "cwd": d.cwd,
        "decision": d.decision,
        "rule": cut(&mask(rule)),
        "excerpt": cut(&mask(first)),
        "prev": prev,
    })
    .to_string()
}

/// The file new decisions are appended to.
pub fn current(dir: &Path) -> PathBuf {
    dir.join(FILE)
}

/// What `gatehouse log --follow` reads: the lines appended to the log after
/// it started, across rotation (the current file renamed away and a new one
/// created: the rest of the old file is read, then the new one from its
/// start) and truncation (read again from the start). Polled, never
/// blocking; only complete lines are returned.
#[derive(Debug)]
pub struct Tail {
    path: PathBuf,
    file: Option<(std::fs::File, u64)>,
    pos: u64,
    partial: Vec<u8>,
}

impl Tail {
    /// A tail that starts at the current end of the log (or at the start of
    /// a log created later).
    pub fn at_end(dir: &Path) -> Tail {
        let path = current(dir);
        let file = open_with_inode(&path);
        let pos = file
            .as_ref()
            .and_then(|(f, _)| f.metadata().ok())
            .map_or(0, |m| m.len());
        Tail {
            path,
            file,
            pos,
            partial: Vec::new(),
        }
    }

    /// The complete lines appended since the last call (without newlines).
    pub fn next_lines(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        self.drain(&mut out);
        let Ok(meta) = std::fs::metadata(&self.path) else {
            // Between a rotation's rename and the next append: wait.
            return out;
        };
        let inode = inode_of(&meta);
        let same = self.file.as_ref().is_some_and(|(_, ino)| *ino == inode);
        if !same {
            // Rotated (or created): what was appended to the old file just
            // before the rename, then the new file from its start.
            self.drain(&mut out);
            self.file = open_with_inode(&self.path);
            self.pos = 0;
            self.partial.clear();
            self.drain(&mut out);
        } else if meta.len() < self.pos {
            self.pos = 0;
            self.partial.clear();
            self.drain(&mut out);
        }
        out
    }

    fn drain(&mut self, out: &mut Vec<String>) {
        let Some((file, _)) = self.file.as_mut() else {
            return;
        };
        if file.seek(SeekFrom::Start(self.pos)).is_err() {
            return;
        }
        let mut buf = Vec::new();
        // Bounded per call: a huge burst is read over several polls.
        let Ok(n) = file.take(1 << 20).read_to_end(&mut buf) else {
            return;
        };
        self.pos += n as u64;
        self.partial.extend_from_slice(&buf);
        while let Some(nl) = self.partial.iter().position(|b| *b == b'\n') {
            let rest = self.partial.split_off(nl + 1);
            let mut line = std::mem::replace(&mut self.partial, rest);
            line.pop();
            if !line.is_empty() {
                out.push(String::from_utf8_lossy(&line).into_owned());
            }
        }
    }
}

fn open_with_inode(path: &Path) -> Option<(std::fs::File, u64)> {
    let f = std::fs::File::open(path).ok()?;
    let ino = inode_of(&f.metadata().ok()?);
    Some((f, ino))
}

#[cfg(unix)]
fn inode_of(m: &std::fs::Metadata) -> u64 {
    std::os::unix::fs::MetadataExt::ino(m)
}

/// Whether this process's stdout is a pipe or socket whose reader is gone
/// (`poll(2)` reports an error or a hang-up on it): `gatehouse log
/// --follow | head -3` then ends while no decision is being written, instead
/// of at the next write.
pub fn stdout_closed() -> bool {
    use rustix::event::{PollFd, PollFlags, Timespec, poll};
    use std::os::fd::AsFd;
    let stdout = std::io::stdout();
    let fd = stdout.as_fd();
    let mut fds = [PollFd::new(&fd, PollFlags::empty())];
    let zero = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    match poll(&mut fds, Some(&zero)) {
        Ok(n) if n > 0 => fds
            .first()
            .is_some_and(|f| f.revents().intersects(PollFlags::ERR | PollFlags::HUP)),
        _ => false,
    }
}

/// The refusal's first line (what was refused) and its `Rule:` line.
fn split_refusal(text: &str) -> (&str, &str) {
    let first = text.lines().next().unwrap_or("");
    let rule = text
        .lines()
        .find_map(|l| l.strip_prefix("Rule: "))
        .unwrap_or("");
    (first, rule)
}

fn cut(s: &str) -> String {
    match s.char_indices().nth(EXCERPT_CHARS) {
        Some((i, _)) => format!("{}…", s.get(..i).unwrap_or("")),
        None => s.to_owned(),
    }
}

/// The last complete line of a file (without its newline).
fn last_line(file: &mut std::fs::File) -> std::io::Result<Option<String>> {
    let len = file.seek(SeekFrom::End(0))?;
    if len == 0 {
        return Ok(None);
    }
    let start = len.saturating_sub(4096);
    file.seek(SeekFrom::Start(start))?;
    let mut buf = Vec::with_capacity(4096);
    file.take(4096).read_to_end(&mut buf)?;
    let text = String::from_utf8_lossy(&buf);
    Ok(text
        .trim_end_matches('\n')
        .rsplit('\n')
        .next()
        .filter(|l| !l.is_empty())
        .map(str::to_owned))
}

/// `sha256:<hex>` of a line's bytes (without the newline).
pub fn hash(line: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(line.as_bytes());
    let mut s = String::with_capacity(7 + 64);
    s.push_str("sha256:");
    for b in digest {
        s.push(char::from(
            HEX.get(usize::from(b >> 4)).copied().unwrap_or(b'0'),
        ));
        s.push(char::from(
            HEX.get(usize::from(b & 15)).copied().unwrap_or(b'0'),
        ));
    }
    s
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// What [`verify`] found wrong, with the file and line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    pub file: PathBuf,
    pub line: usize,
    pub why: String,
}

/// Checks the chain over the log's files (oldest first). Returns the number
/// of lines checked, or the first break.
pub fn verify(dir: &Path) -> Result<usize, Broken> {
    let mut window: std::collections::VecDeque<String> = std::collections::VecDeque::new();
    let mut count = 0;
    let mut first = true;
    for path in files(dir) {
        let text = std::fs::read_to_string(&path).map_err(|e| Broken {
            file: path.clone(),
            line: 0,
            why: format!("cannot be read: {e}"),
        })?;
        for (i, line) in text.lines().enumerate() {
            let broken = |why: String| Broken {
                file: path.clone(),
                line: i + 1,
                why,
            };
            let v: serde_json::Value =
                serde_json::from_str(line).map_err(|e| broken(format!("not a JSON line: {e}")))?;
            let prev = v
                .get("prev")
                .and_then(serde_json::Value::as_str)
                .ok_or_else(|| broken("no `prev` field".to_owned()))?;
            let ok = if first {
                // The oldest line kept may chain to a file rotated away.
                true
            } else {
                window.iter().any(|h| h == prev)
            };
            if !ok {
                return Err(broken(
                    "its `prev` names no line before it: a line before it was edited or removed"
                        .to_owned(),
                ));
            }
            first = false;
            window.push_back(hash(line));
            if window.len() > CHAIN_WINDOW {
                window.pop_front();
            }
            count += 1;
        }
    }
    Ok(count)
}

/// Every line of the log (oldest first) that parses; lines that do not are
/// skipped (`verify` names them).
pub fn read(dir: &Path) -> Vec<serde_json::Value> {
    let mut out = Vec::new();
    for path in files(dir) {
        if let Ok(text) = std::fs::read_to_string(&path) {
            out.extend(text.lines().filter_map(|l| serde_json::from_str(l).ok()));
        }
    }
    out
}

/// UTC time as `YYYY-MM-DDTHH:MM:SSZ`.
pub fn rfc3339(t: std::time::SystemTime) -> String {
    let secs = t
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        (rem / 60) % 60,
        rem % 60
    )
}

/// Days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's
/// algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    (
        y,
        u32::try_from(m).unwrap_or(1),
        u32::try_from(d).unwrap_or(1),
    )
}

/// Replaces what is shaped like a credential with `***`: the password of a
/// URL (`scheme://user:***@host`) or of `-u user:***`; the value after a
/// credential-named key (`password=`, `_authToken=`, `token:`, in the same
/// word or the next: `Authorization: Bearer ***`, `client_secret: ***`),
/// after `--password` and the like, after a client's short password flag
/// (`mysql -p…`, `sshpass -p`, `docker login -p`, `redis-cli -a`); a PEM
/// private key's body; a webhook URL's path; well-known token prefixes
/// (`ghp_`, `github_pat_`, `glpat-`, `xox?-`, `sk-`, `sk_live_`, `AKIA…`,
/// `AIza`, `npm_`, `pypi-`, `hf_`, `hvs.`, Vault `s.`, JWTs); and any long
/// mixed letter-and-digit word (≥ 24 characters), alone or as one segment of
/// a path.
pub fn mask(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut mask_next = false;
    let mut client = false;
    // The command whose short password flag takes the next word.
    let mut flag_client: Option<&'static str> = None;
    let mut user_next = false;
    let mut in_key_block = false;
    for piece in split_keep(text) {
        if piece.chars().all(char::is_whitespace) || piece.is_empty() {
            out.push_str(piece);
            continue;
        }
        let lower = piece.to_ascii_lowercase();
        let bare = lower.trim_matches(|c: char| "`'\"()[]{},;".contains(c));
        // A PEM block: everything between BEGIN … PRIVATE KEY----- and -----END.
        if in_key_block {
            if bare.starts_with("-----end") {
                in_key_block = false;
                out.push_str(piece);
            } else {
                out.push_str(&mask_value(piece));
                // The quoted argument that held the key ends here.
                in_key_block = !piece.ends_with(['"', '\'']);
            }
            continue;
        }
        if bare.ends_with("key-----") && text.contains("PRIVATE KEY-----") {
            in_key_block = true;
            out.push_str(piece);
            continue;
        }
        if mask_next {
            // `Authorization: Bearer <token>`: the scheme stays, the token goes.
            if matches!(bare, "bearer" | "basic" | "token" | "digest") {
                out.push_str(piece);
                continue;
            }
            out.push_str(&mask_value(piece));
            mask_next = false;
            continue;
        }
        if user_next {
            user_next = false;
            // `-u user:password` (curl, wget, httpie): the user stays.
            if let Some(colon) = piece.find(':') {
                out.push_str(piece.get(..=colon).unwrap_or(""));
                out.push_str(&mask_value(piece.get(colon + 1..).unwrap_or("")));
                continue;
            }
        }
        if matches!(
            bare,
            "--password" | "--pass" | "--token" | "--api-key" | "--secret" | "-password" | "bearer"
        ) {
            out.push_str(piece);
            mask_next = true;
            continue;
        }
        if matches!(bare, "-u" | "--user") {
            user_next = true;
            out.push_str(piece);
            continue;
        }
        if let Some(cmd) = flag_client
            && PASSWORD_FLAGS
                .iter()
                .any(|(c, flag)| *c == cmd && *flag == bare)
        {
            out.push_str(piece);
            mask_next = true;
            continue;
        }
        if client && bare.len() > 2 && bare.starts_with("-p") && !bare.starts_with("--") {
            out.push_str("-p***");
            continue;
        }
        client = matches!(bare, "mysql" | "mysqldump" | "mariadb" | "mysqladmin") || client;
        if let Some((cmd, _)) = PASSWORD_FLAGS.iter().find(|(c, _)| *c == bare) {
            flag_client = Some(cmd);
        }
        // `Authorization:` / `client_secret:` / `X-Api-Key:` with the value
        // in the next word.
        // The key must END with the credential word (`secret-guard:` names
        // a guard, not a secret).
        if let Some(key) = bare.strip_suffix([':', '='])
            && (KEY_WORDS.iter().any(|k| key.ends_with(k)) || key.ends_with("authorization"))
        {
            out.push_str(piece);
            mask_next = true;
            continue;
        }
        out.push_str(&mask_word(piece));
    }
    out
}

/// Commands whose short flag takes a password as the next word.
const PASSWORD_FLAGS: [(&str, &str); 6] = [
    ("sshpass", "-p"),
    ("docker", "-p"),
    ("podman", "-p"),
    ("redis-cli", "-a"),
    ("htpasswd", "-b"),
    ("smbclient", "--password"),
];

fn is_key_word(key: &str) -> bool {
    let key = key.to_ascii_lowercase();
    KEY_WORDS.iter().any(|k| key.contains(k))
}

/// Splits into words and the whitespace between them, keeping both.
fn split_keep(text: &str) -> Vec<&str> {
    let mut v = Vec::new();
    let mut start = 0;
    let mut in_space = None;
    for (i, c) in text.char_indices() {
        let space = c.is_whitespace();
        if in_space.is_some_and(|s| s != space) {
            v.push(text.get(start..i).unwrap_or(""));
            start = i;
        }
        in_space = Some(space);
    }
    v.push(text.get(start..).unwrap_or(""));
    v
}

fn mask_value(piece: &str) -> String {
    let trail: String = piece
        .chars()
        .rev()
        .take_while(|c| "`'\".,;)".contains(*c))
        .collect();
    format!("***{}", trail.chars().rev().collect::<String>())
}

const KEY_WORDS: [&str; 11] = [
    "password",
    "passwd",
    "secret",
    "token",
    "api_key",
    "api-key",
    "apikey",
    "access_key",
    "private_key",
    "credential",
    "auth",
];

fn mask_word(word: &str) -> String {
    // A webhook URL: its path is the secret.
    for hook in ["hooks.slack.com/services/", "discord.com/api/webhooks/"] {
        if let Some(at) = word.find(hook) {
            let keep = at + hook.len();
            return format!(
                "{}{}",
                word.get(..keep).unwrap_or(""),
                mask_value(word.get(keep..).unwrap_or(""))
            );
        }
    }
    // scheme://user:password@host
    if let Some(scheme_end) = word.find("://") {
        let rest_start = scheme_end + 3;
        if let Some(rest) = word.get(rest_start..)
            && let Some(at) = rest.find('@')
            && let Some(userinfo) = rest.get(..at)
            && let Some(colon) = userinfo.find(':')
        {
            return format!(
                "{}{}:***{}",
                word.get(..rest_start).unwrap_or(""),
                userinfo.get(..colon).unwrap_or(""),
                rest.get(at..).unwrap_or("")
            );
        }
        return word.to_owned();
    }
    // KEY=value / KEY:value with a credential-named key; the key is the text
    // since the previous separator (`//registry/:_authToken=…`).
    let mut key_start = 0;
    for (pos, c) in word.char_indices() {
        if c != '=' && c != ':' {
            continue;
        }
        let key = word.get(key_start..pos).unwrap_or("");
        let value = word.get(pos + 1..).unwrap_or("");
        if is_key_word(key) && value.trim_matches(|c: char| "`'\"".contains(c)).len() >= 3 {
            return format!("{}{}", word.get(..=pos).unwrap_or(""), mask_value(value));
        }
        key_start = pos + 1;
    }
    // A secret as one segment of a path or URL.
    if word.contains('/') {
        let segments: Vec<&str> = word.split('/').collect();
        if segments
            .iter()
            .any(|s| looks_secret(s.trim_matches(|c: char| !c.is_ascii_alphanumeric())))
        {
            return segments
                .iter()
                .map(|s| {
                    let core = s.trim_matches(|c: char| !c.is_ascii_alphanumeric());
                    if looks_secret(core) {
                        s.replacen(core, "***", 1)
                    } else {
                        (*s).to_owned()
                    }
                })
                .collect::<Vec<_>>()
                .join("/");
        }
    }
    let core = word.trim_matches(|c: char| !(c.is_ascii_alphanumeric() || "_-.+/=".contains(c)));
    if looks_secret(core) {
        return word.replacen(core, "***", 1);
    }
    word.to_owned()
}

fn looks_secret(w: &str) -> bool {
    const PREFIXES: [&str; 17] = [
        "ghp_",
        "gho_",
        "ghs_",
        "ghu_",
        "github_pat_",
        "glpat-",
        "xoxb-",
        "xoxp-",
        "xoxa-",
        "sk-",
        "npm_",
        "pypi-",
        "AIza",
        "hf_",
        "hvs.",
        "sk_live_",
        "rk_live_",
    ];
    if PREFIXES
        .iter()
        .any(|p| w.starts_with(p) && w.len() >= p.len() + 8)
    {
        return true;
    }
    // A Vault service token (`s.` + 24 letters and digits).
    if let Some(rest) = w.strip_prefix("s.")
        && rest.len() >= 20
        && rest.chars().all(|c| c.is_ascii_alphanumeric())
    {
        return true;
    }
    if (w.starts_with("AKIA") || w.starts_with("ASIA"))
        && w.len() == 20
        && w.chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    {
        return true;
    }
    if w.starts_with("eyJ") && w.matches('.').count() == 2 && w.len() > 30 {
        return true;
    }
    // A long word mixing letters and digits, not a path or a dotted name.
    w.len() >= 24
        && !w.contains('/')
        && w.chars().any(|c| c.is_ascii_digit())
        && w.chars().any(|c| c.is_ascii_alphabetic())
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-+=".contains(c))
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic,
        clippy::print_stderr
    )]
    use super::*;

    fn decision<'a>(text: &'a str, cwd: &'a Path) -> Decision<'a> {
        Decision {
            guard: "no-xdist",
            event: "PreToolUse",
            tool: Some("Bash"),
            session: "s1",
            cwd,
            decision: "deny",
            text,
        }
    }

    #[test]
    fn lines_chain_and_an_edit_or_a_removal_is_found() {
        let d = tempfile::tempdir().unwrap();
        let now = std::time::SystemTime::now();
        for i in 0..5 {
            let text = format!("no-xdist: refused `pytest -n {i}`.\nRule: no xdist.");
            append(d.path(), &decision(&text, Path::new("/r")), now).unwrap();
        }
        assert_eq!(verify(d.path()), Ok(5));
        let lines = read(d.path());
        assert_eq!(lines.len(), 5);
        assert_eq!(lines[2]["excerpt"], "no-xdist: refused `pytest -n 2`.");
        assert_eq!(lines[2]["rule"], "no xdist.");
        assert_eq!(lines[2]["v"], 1);
        assert_eq!(lines[0]["prev"], "");
        let path = d.path().join(FILE);
        let text = std::fs::read_to_string(&path).unwrap();
        // An edited line: the next line's prev names nothing.
        std::fs::write(&path, text.replacen("-n 2", "-n 9", 1)).unwrap();
        let e = verify(d.path()).unwrap_err();
        assert_eq!(e.line, 4, "{e:?}");
        // A removed line.
        let kept: Vec<&str> = text
            .lines()
            .enumerate()
            .filter(|(i, _)| *i != 1)
            .map(|(_, l)| l)
            .collect();
        std::fs::write(&path, format!("{}\n", kept.join("\n"))).unwrap();
        assert_eq!(verify(d.path()).unwrap_err().line, 2);
        // Two appenders that chained to the same predecessor are no break.
        let mut racing: Vec<&str> = text.lines().collect();
        let a = racing[3].to_owned();
        let mut b: serde_json::Value = serde_json::from_str(racing[4]).unwrap();
        b["prev"] = serde_json::Value::String(hash(racing[2]));
        let b = b.to_string();
        racing[3] = &a;
        racing[4] = &b;
        std::fs::write(&path, format!("{}\n", racing.join("\n"))).unwrap();
        assert_eq!(verify(d.path()), Ok(5));
    }

    #[test]
    fn rotation_keeps_the_chain_across_files() {
        let d = tempfile::tempdir().unwrap();
        let now = std::time::SystemTime::now();
        append(d.path(), &decision("g: refused `a`.", Path::new("/r")), now).unwrap();
        // Fill the file past the threshold with lines chained in order: the
        // next append rotates.
        let path = d.path().join(FILE);
        let last = std::fs::read_to_string(&path).unwrap();
        let mut text = last.clone();
        let mut prev = last.trim_end().to_owned();
        while (text.len() as u64) < MAX_BYTES {
            let line = serde_json::json!({"v": 1, "filler": "x".repeat(2000), "prev": hash(&prev)})
                .to_string();
            text.push_str(&line);
            text.push('\n');
            prev = line;
        }
        std::fs::write(&path, &text).unwrap();
        append(d.path(), &decision("g: refused `b`.", Path::new("/r")), now).unwrap();
        assert!(d.path().join(ROTATED).is_file());
        let fresh = std::fs::read_to_string(&path).unwrap();
        assert_eq!(fresh.lines().count(), 1);
        let v: serde_json::Value = serde_json::from_str(fresh.trim()).unwrap();
        assert_eq!(v["prev"], hash(&prev));
        assert!(verify(d.path()).is_ok());
    }

    #[test]
    fn tail_follows_appends_rotation_and_truncation() {
        let d = tempfile::tempdir().unwrap();
        let now = std::time::SystemTime::now();
        let add = |i: usize| {
            let text = format!("g: refused `{i}`.");
            append(d.path(), &decision(&text, Path::new("/r")), now).unwrap();
        };
        // Before the log exists, then lines already there are not repeated.
        let mut tail = Tail::at_end(d.path());
        assert!(tail.next_lines().is_empty());
        add(1);
        let got = tail.next_lines();
        assert_eq!(got.len(), 1);
        assert!(got[0].contains("refused `1`"), "{got:?}");
        let mut late = Tail::at_end(d.path());
        add(2);
        assert_eq!(late.next_lines().len(), 1);
        assert_eq!(tail.next_lines().len(), 1);
        // A partial line waits for its newline.
        let path = d.path().join(FILE);
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        f.write_all(b"{\"half\":").unwrap();
        assert!(tail.next_lines().is_empty());
        f.write_all(b"1}\n").unwrap();
        assert_eq!(tail.next_lines(), vec!["{\"half\":1}".to_owned()]);
        // Rotation: a line appended to the old file just before the rename,
        // then the new file's lines.
        f.write_all(b"{\"old\":1}\n").unwrap();
        std::fs::rename(&path, d.path().join(ROTATED)).unwrap();
        assert_eq!(tail.next_lines(), vec!["{\"old\":1}".to_owned()]);
        add(3);
        add(4);
        let got = tail.next_lines();
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(got[1].contains("refused `4`"), "{got:?}");
        // Truncation: read again from the start.
        std::fs::write(&path, "{\"t\":1}\n").unwrap();
        assert_eq!(tail.next_lines(), vec!["{\"t\":1}".to_owned()]);
    }

    #[test]
    fn credentials_are_masked() {
        let cases = [
            ("mysql -u root -phunter2secret db", "mysql -u root -p*** db"),
            (
                "psql postgres://admin:s3cr3tPass@db.internal:5432/app",
                "psql postgres://admin:***@db.internal:5432/app",
            ),
            (
                "docker login --password 'abcd1234efgh' x",
                "docker login --password ***' x",
            ),
            (
                "export DB_PASSWORD=correct-horse-battery",
                "export DB_PASSWORD=***",
            ),
            (
                "token: ghp_abcdefghijklmnopqrstuvwxyz0123456789",
                "token: ***",
            ),
            (
                "echo ghp_abcdefghijklmnopqrstuvwxyz0123456789 > f",
                "echo *** > f",
            ),
            ("aws AKIAIOSFODNN7EXAMPLE", "aws ***"),
            ("sk-ant-api03-abcdefghij0123456789", "***"),
        ];
        for (text, want) in cases {
            let got = mask(text);
            assert!(got.contains(want) || got == want, "{text}: {got}");
            assert!(!got.contains("hunter2") && !got.contains("s3cr3t"), "{got}");
        }
        // Ordinary text is untouched.
        for plain in [
            "no-xdist: refused `pytest -n 4`.",
            "git log -n 1 --format=%H src/very/long/path/to/a/module_name_2024.py",
            "token_endpoint = https://oauth2.googleapis.com/token",
            "cargo test -p payload --lib",
        ] {
            assert_eq!(mask(plain), plain);
        }
    }

    /// Held-out batch (written before any change to the mask, for the
    /// syslog output, which ships excerpts off the machine): a credential in
    /// each common shape of a command line, beside ordinary commands that
    /// merely name secrets. Reports the rates and asserts the targets.
    #[test]
    fn held_out_credentials_are_masked_and_ordinary_text_is_not() {
        let secrets: &[(&str, &str)] = &[
            (
                "curl -H \"Authorization: Bearer abcd1234efgh5678ijkl\" https://api.example.com",
                "abcd1234efgh5678ijkl",
            ),
            (
                "curl -u admin:Sup3rS3cret https://x.example.com",
                "Sup3rS3cret",
            ),
            (
                "export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                "wJalrXUtnFEMI",
            ),
            ("PGPASSWORD=pa55word psql -h db app", "pa55word"),
            (
                "export GITHUB_TOKEN=abc123def456ghi789",
                "abc123def456ghi789",
            ),
            ("mysql --password=hunter2x db", "hunter2x"),
            ("sshpass -p hunter2x ssh host", "hunter2x"),
            ("redis-cli -a hunter2x ping", "hunter2x"),
            (
                "curl https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
                "XXXXXXXXXXXXXXXXXXXXXXXX",
            ),
            (
                "stripe sk_live_4eC39HqLyjWDarjtT1zdp7dc",
                "4eC39HqLyjWDarjtT1zdp7dc",
            ),
            (
                "echo \"-----BEGIN RSA PRIVATE KEY----- MIIEpAIBAAKCAQEA7\" > k",
                "MIIEpAIBAAKCAQEA7",
            ),
            ("docker login -p hunter2x registry", "hunter2x"),
            (
                "git clone https://oauth2:glpat-abcdefghijklmnop@gitlab.com/x.git",
                "glpat-abcdefghijklmnop",
            ),
            (
                "httpie api.example.com X-Api-Key:abcdef123456",
                "abcdef123456",
            ),
            (
                "export OPENAI_API_KEY=sk-proj-abcdefghijklmnop1234",
                "abcdefghijklmnop1234",
            ),
            ("az login --password hunter2x", "hunter2x"),
            ("vault login s.abcdefghijklmnop1234", "abcdefghijklmnop1234"),
            (
                "npm config set //registry.npmjs.org/:_authToken=npm_abcdefghijklmnopqrstu",
                "abcdefghijklmnopqrstu",
            ),
            (
                "echo 'client_secret: \"hunter2xyz\"' >> cfg.yml",
                "hunter2xyz",
            ),
            (
                "HF_TOKEN=hf_abcdefghijklmnopqrstuvwx python run.py",
                "hf_abcdefghijklmnopqrstuvwx",
            ),
        ];
        let ordinary: &[&str] = &[
            "pytest -n 4 tests/test_auth.py -k token_refresh",
            "git commit -m \"fix password reset flow\"",
            "cargo test -p payload --lib log::tests",
            "grep -rn \"api_key\" src/",
            "kubectl get secrets -n prod",
            "python manage.py createsuperuser --username admin",
            "ls ~/.ssh/id_ed25519.pub",
            "docker run -e LOG_LEVEL=debug app:1.2.3",
            "npm install @auth0/auth0-react@2.2.4",
            "git checkout feature/token-rotation-2024",
            "secret-guard: refused a Bash command line carrying a secret (GitHub token, `ghp_…`).",
            "auth-service: token refresh failed; see logs",
        ];
        let mut leaked = Vec::new();
        for (text, secret) in secrets {
            let got = mask(text);
            if got.contains(secret) {
                leaked.push(got);
            }
        }
        let changed: Vec<String> = ordinary
            .iter()
            .filter(|t| mask(t) != **t)
            .map(|t| mask(t))
            .collect();
        let masked = secrets.len() - leaked.len();
        eprintln!(
            "credentials masked {masked}/{}, ordinary untouched {}/{}",
            secrets.len(),
            ordinary.len() - changed.len(),
            ordinary.len()
        );
        assert!(masked * 100 >= secrets.len() * 90, "leaked: {leaked:#?}");
        assert!(
            changed.len() * 100 <= ordinary.len() * 3,
            "changed: {changed:#?}"
        );
    }

    #[test]
    fn time_is_utc_rfc3339() {
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_764_583_200);
        assert_eq!(rfc3339(t), "2025-12-01T10:00:00Z");
        assert_eq!(rfc3339(std::time::UNIX_EPOCH), "1970-01-01T00:00:00Z");
        let leap = std::time::UNIX_EPOCH + std::time::Duration::from_secs(951_782_400);
        assert_eq!(rfc3339(leap), "2000-02-29T00:00:00Z");
    }
}
