//! A parser for unified diffs: git's (with its extended headers: modes,
//! renames, binary markers) and plain `diff -u` output.
//!
//! Hunk bodies are read by their `@@ -a,b +c,d @@` counts, not by their
//! first character, so a removed line whose text is `-- x` (shown as
//! `--- x`) is never mistaken for the next file's header.

use crate::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Context,
    Removed,
    Added,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub kind: Kind,
    /// The line's bytes without the leading marker and the `\n` (a `\r`
    /// stays: a CRLF line differs from its LF twin).
    pub text: Vec<u8>,
    /// Line number on the old side (context, removed) or new side (added).
    pub number: u64,
    /// Followed by `\ No newline at end of file`.
    pub no_newline: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Hunk {
    pub lines: Vec<Line>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FileDiff {
    /// `None` when the file is new (`/dev/null`).
    pub old_path: Option<String>,
    /// `None` when the file is deleted.
    pub new_path: Option<String>,
    pub old_mode: Option<String>,
    pub new_mode: Option<String>,
    /// `rename from/to` headers were present.
    pub renamed: bool,
    pub copied: bool,
    /// `similarity index N%` (renames and copies).
    pub similarity: Option<u32>,
    /// `Binary files ... differ` or a `GIT binary patch`.
    pub binary: bool,
    /// Object ids from the `index` header (full with `--full-index`).
    pub old_id: Option<String>,
    pub new_id: Option<String>,
    pub hunks: Vec<Hunk>,
    /// Whether a `diff --git` header introduced this file.
    pub git: bool,
}

impl FileDiff {
    /// The path to name in reports: the new one, else the old one.
    pub fn path(&self) -> &str {
        self.new_path
            .as_deref()
            .or(self.old_path.as_deref())
            .unwrap_or("?")
    }
    pub fn is_new(&self) -> bool {
        self.old_path.is_none()
    }
    pub fn is_deleted(&self) -> bool {
        self.new_path.is_none()
    }
}

/// Parses a whole diff into per-file records.
pub fn parse(input: &[u8]) -> Result<Vec<FileDiff>, Error> {
    let mut files: Vec<FileDiff> = Vec::new();
    let mut cur: Option<FileDiff> = None;
    // Remaining old/new lines of the hunk being read, and the running
    // line numbers.
    let mut left_old: u64 = 0;
    let mut left_new: u64 = 0;
    let mut n_old: u64 = 0;
    let mut n_new: u64 = 0;
    let mut in_hunk = false;

    let mut lines = input.split(|&b| b == b'\n').peekable();
    let mut lineno: u64 = 0;
    while let Some(raw) = lines.next() {
        lineno += 1;
        if raw.is_empty() && lines.peek().is_none() {
            break; // the final newline
        }
        if in_hunk && (left_old > 0 || left_new > 0) {
            let (marker, text) = match raw.split_first() {
                Some((m, t)) => (*m, t),
                // Some tools strip the space of an empty context line.
                None => (b' ', &[][..]),
            };
            let kind = match marker {
                b' ' => Kind::Context,
                b'-' => Kind::Removed,
                b'+' => Kind::Added,
                b'\\' => {
                    mark_no_newline(cur.as_mut());
                    continue;
                }
                _ => {
                    return Err(Error::new(format!(
                        "diff line {lineno}: malformed hunk line (expected ` `, `-`, `+`)"
                    )));
                }
            };
            let number = match kind {
                Kind::Context => {
                    if left_old == 0 || left_new == 0 {
                        return Err(Error::new(format!(
                            "diff line {lineno}: hunk longer than its header says"
                        )));
                    }
                    left_old -= 1;
                    left_new -= 1;
                    n_new += 1;
                    n_old += 1;
                    n_old - 1
                }
                Kind::Removed => {
                    if left_old == 0 {
                        return Err(Error::new(format!(
                            "diff line {lineno}: hunk removes more lines than its header says"
                        )));
                    }
                    left_old -= 1;
                    n_old += 1;
                    n_old - 1
                }
                Kind::Added => {
                    if left_new == 0 {
                        return Err(Error::new(format!(
                            "diff line {lineno}: hunk adds more lines than its header says"
                        )));
                    }
                    left_new -= 1;
                    n_new += 1;
                    n_new - 1
                }
            };
            if let Some(h) = cur.as_mut().and_then(|f| f.hunks.last_mut()) {
                h.lines.push(Line {
                    kind,
                    text: text.to_vec(),
                    number,
                    no_newline: false,
                });
            }
            continue;
        }
        if raw.starts_with(b"\\") {
            // `\ No newline` right after the hunk's last line.
            mark_no_newline(cur.as_mut());
            continue;
        }
        in_hunk = false;
        let line = String::from_utf8_lossy(raw);
        let line = line.as_ref();

        if let Some(rest) = line.strip_prefix("diff --git ") {
            if let Some(f) = cur.take() {
                files.push(f);
            }
            let (a, b) = split_git_header(rest);
            cur = Some(FileDiff {
                old_path: a,
                new_path: b,
                git: true,
                ..FileDiff::default()
            });
            continue;
        }
        if let Some(rest) = line.strip_prefix("@@ ") {
            let f = cur.as_mut().ok_or_else(|| {
                Error::new(format!("diff line {lineno}: hunk before any file header"))
            })?;
            let (o, n) = parse_hunk_header(rest)
                .ok_or_else(|| Error::new(format!("diff line {lineno}: bad hunk header")))?;
            n_old = o.0;
            left_old = o.1;
            n_new = n.0;
            left_new = n.1;
            // An empty side starts "after line N": its first line is N+1.
            if left_old == 0 {
                n_old += 1;
            }
            if left_new == 0 {
                n_new += 1;
            }
            f.hunks.push(Hunk::default());
            in_hunk = true;
            continue;
        }
        if let Some(rest) = line.strip_prefix("--- ") {
            // A plain diff's file starts here; in a git diff it only
            // confirms the header's paths.
            let starts_new = match &cur {
                Some(f) => !f.git || !f.hunks.is_empty() || f.binary,
                None => true,
            };
            if starts_new {
                if let Some(f) = cur.take() {
                    files.push(f);
                }
                cur = Some(FileDiff::default());
            }
            if let Some(f) = cur.as_mut() {
                f.old_path = header_path(rest);
            }
            continue;
        }
        let Some(f) = cur.as_mut() else {
            continue; // preamble (commit message, `Only in`, ...)
        };
        if let Some(rest) = line.strip_prefix("+++ ") {
            f.new_path = header_path(rest);
        } else if let Some(m) = line.strip_prefix("old mode ") {
            f.old_mode = Some(m.trim().to_string());
        } else if let Some(m) = line.strip_prefix("new mode ") {
            f.new_mode = Some(m.trim().to_string());
        } else if let Some(m) = line.strip_prefix("deleted file mode ") {
            f.old_mode = Some(m.trim().to_string());
            f.new_path = None;
        } else if let Some(m) = line.strip_prefix("new file mode ") {
            f.new_mode = Some(m.trim().to_string());
            f.old_path = None;
        } else if let Some(p) = line.strip_prefix("rename from ") {
            f.renamed = true;
            f.old_path = Some(unquote(p));
        } else if let Some(p) = line.strip_prefix("rename to ") {
            f.renamed = true;
            f.new_path = Some(unquote(p));
        } else if let Some(p) = line.strip_prefix("copy from ") {
            f.copied = true;
            f.old_path = Some(unquote(p));
        } else if let Some(p) = line.strip_prefix("copy to ") {
            f.copied = true;
            f.new_path = Some(unquote(p));
        } else if let Some(s) = line.strip_prefix("similarity index ") {
            f.similarity = s.trim().trim_end_matches('%').parse().ok();
        } else if let Some(s) = line.strip_prefix("index ") {
            let ids = s.split(' ').next().unwrap_or("");
            if let Some((a, b)) = ids.split_once("..") {
                f.old_id = Some(a.to_string());
                f.new_id = Some(b.to_string());
            }
            if let Some(mode) = s.split(' ').nth(1) {
                f.old_mode.get_or_insert_with(|| mode.to_string());
                f.new_mode.get_or_insert_with(|| mode.to_string());
            }
        } else if line.starts_with("Binary files ") || line == "GIT binary patch" {
            f.binary = true;
        }
    }
    if let Some(f) = cur.take() {
        files.push(f);
    }
    Ok(files)
}

fn mark_no_newline(f: Option<&mut FileDiff>) {
    if let Some(l) = f
        .and_then(|f| f.hunks.last_mut())
        .and_then(|h| h.lines.last_mut())
    {
        l.no_newline = true;
    }
}

/// `-a,b +c,d @@ ...` → ((a, b), (c, d)); a missing count means 1.
fn parse_hunk_header(rest: &str) -> Option<((u64, u64), (u64, u64))> {
    let mut parts = rest.split(' ');
    let old = parts.next()?.strip_prefix('-')?;
    let new = parts.next()?.strip_prefix('+')?;
    let range = |s: &str| -> Option<(u64, u64)> {
        match s.split_once(',') {
            Some((a, b)) => Some((a.parse().ok()?, b.parse().ok()?)),
            None => Some((s.parse().ok()?, 1)),
        }
    };
    Some((range(old)?, range(new)?))
}

/// The path of a `---`/`+++` line: `/dev/null` is none; git's `a/`/`b/`
/// prefix and a plain diff's tab-separated timestamp are dropped.
fn header_path(rest: &str) -> Option<String> {
    // git ends a `---`/`+++` path that has a space with a tab (for
    // `patch`), after the closing quote when quoted.
    let p = if rest.starts_with('"') {
        let end = quoted_end(rest).unwrap_or(rest.len());
        unquote(rest.get(..end).unwrap_or(rest))
    } else {
        rest.split('\t').next().unwrap_or(rest).to_string()
    };
    if p == "/dev/null" {
        return None;
    }
    Some(strip_prefix(&p).to_string())
}

fn strip_prefix(p: &str) -> &str {
    p.strip_prefix("a/")
        .or_else(|| p.strip_prefix("b/"))
        .unwrap_or(p)
}

/// Splits `a/X b/Y` (either side possibly C-quoted). Ambiguous unquoted
/// headers with spaces are resolved by assuming X = Y (the only case where
/// git relies on this line alone: a mode change); renames carry their own
/// `rename from/to` lines.
fn split_git_header(rest: &str) -> (Option<String>, Option<String>) {
    if rest.starts_with('"')
        && let Some(end) = quoted_end(rest)
    {
        let a = unquote(rest.get(..end).unwrap_or(""));
        let b = rest.get(end..).unwrap_or("").trim_start();
        return (
            Some(strip_prefix(&a).to_string()),
            Some(strip_prefix(&unquote(b)).to_string()),
        );
    }
    let len = rest.len();
    if len % 2 == 1 {
        let mid = len / 2;
        if let (Some(a), Some(b)) = (rest.get(..mid), rest.get(mid + 1..))
            && a.get(2..) == b.get(2..)
            && a.starts_with("a/")
            && b.starts_with("b/")
        {
            return (
                Some(strip_prefix(a).to_string()),
                Some(strip_prefix(b).to_string()),
            );
        }
    }
    match rest.find(" b/").or_else(|| rest.find(" \"b/")) {
        Some(i) => {
            let a = rest.get(..i).unwrap_or("");
            let b = rest.get(i + 1..).unwrap_or("");
            (
                Some(strip_prefix(a).to_string()),
                Some(strip_prefix(&unquote(b)).to_string()),
            )
        }
        None => (None, None),
    }
}

/// Byte index just past the closing quote of a C-quoted string at the start.
fn quoted_end(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = 1;
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// Undoes git's C-style quoting (`"a\tb\303\251"`); unquoted text is
/// returned as is.
pub fn unquote(s: &str) -> String {
    let s = s.trim_end_matches(['\r']);
    let Some(inner) = s.strip_prefix('"').and_then(|x| x.strip_suffix('"')) else {
        return s.to_string();
    };
    let b = inner.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let Some(&e) = b.get(i) else { break };
        i += 1;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'a' => out.push(7),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'v' => out.push(11),
            b'0'..=b'7' => {
                let mut v: u32 = u32::from(e - b'0');
                for _ in 0..2 {
                    match b.get(i) {
                        Some(&d @ b'0'..=b'7') => {
                            v = v * 8 + u32::from(d - b'0');
                            i += 1;
                        }
                        _ => break,
                    }
                }
                out.push(u8::try_from(v & 0xff).unwrap_or(0));
            }
            other => out.push(other),
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    #[test]
    fn git_diff_with_headers() {
        let d = b"diff --git a/x.txt b/x.txt\nindex 1111111..2222222 100644\n--- a/x.txt\n+++ b/x.txt\n@@ -1,2 +1,3 @@\n a\n--- b\n+c\n+d\ndiff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755\n";
        let f = parse(d).unwrap();
        assert_eq!(f.len(), 2);
        assert_eq!(f[0].path(), "x.txt");
        let l = &f[0].hunks[0].lines;
        assert_eq!(l[1].kind, Kind::Removed);
        assert_eq!(l[1].text, b"-- b");
        assert_eq!(l[1].number, 2);
        assert_eq!(l[3].number, 3);
        assert_eq!(f[1].path(), "run.sh");
        assert_eq!(f[1].old_mode.as_deref(), Some("100644"));
        assert_eq!(f[1].new_mode.as_deref(), Some("100755"));
    }

    #[test]
    fn new_deleted_renamed_binary() {
        let d = b"diff --git a/n b/n\nnew file mode 100644\nindex 0000000..1111111\n--- /dev/null\n+++ b/n\n@@ -0,0 +1 @@\n+x\ndiff --git a/d b/d\ndeleted file mode 100644\nindex 1111111..0000000\n--- a/d\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\ndiff --git a/o b/p\nsimilarity index 100%\nrename from o\nrename to p\ndiff --git a/i.png b/i.png\nindex 1..2 100644\nBinary files a/i.png and b/i.png differ\n";
        let f = parse(d).unwrap();
        assert_eq!(f.len(), 4);
        assert!(f[0].is_new());
        assert_eq!(f[0].hunks[0].lines[0].number, 1);
        assert!(f[1].is_deleted());
        assert_eq!(f[1].hunks[0].lines[0].number, 1);
        assert!(f[2].renamed);
        assert_eq!(f[2].similarity, Some(100));
        assert_eq!(f[2].old_path.as_deref(), Some("o"));
        assert_eq!(f[2].new_path.as_deref(), Some("p"));
        assert!(f[3].binary);
    }

    #[test]
    fn plain_diff_and_no_newline() {
        let d = b"--- old/f.txt\t2024-01-01\n+++ new/f.txt\t2024-01-02\n@@ -1 +1,2 @@\n-a\n\\ No newline at end of file\n+a\n+b\n";
        let f = parse(d).unwrap();
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].path(), "new/f.txt");
        let l = &f[0].hunks[0].lines;
        assert!(l[0].no_newline);
        assert!(!l[1].no_newline);
    }

    #[test]
    fn quoted_header_path_with_trailing_tab() {
        assert_eq!(
            header_path("\"a/we ird\\tname.txt\"\t").as_deref(),
            Some("we ird\tname.txt")
        );
        assert_eq!(header_path("b/x y.txt\t").as_deref(), Some("x y.txt"));
    }

    #[test]
    fn quoted_paths() {
        assert_eq!(unquote("\"a\\tb\\303\\251\""), "a\tbé");
        let (a, b) = split_git_header("\"a/x y\" \"b/x y\"");
        assert_eq!(a.as_deref(), Some("x y"));
        assert_eq!(b.as_deref(), Some("x y"));
        let (a, b) = split_git_header("a/x y b/x y");
        assert_eq!(a.as_deref(), Some("x y"));
        assert_eq!(b.as_deref(), Some("x y"));
    }

    #[test]
    fn malformed_hunk_is_an_error() {
        assert!(parse(b"--- a/x\n+++ b/x\n@@ -1 +1 @@\n?x\n").is_err());
        assert!(parse(b"@@ -1 +1 @@\n-x\n+y\n").is_err());
    }
}
