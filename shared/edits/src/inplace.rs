//! Files a shell command rewrites in place or copies into place: the post
//! state of `sed -i`, `perl -pi -e`, `cp`/`mv`/`install`, `git apply`,
//! `patch` and `dd of=`, reconstructed from what the command shows.
//!
//! Agents edit manifests and tests with these as often as with heredocs
//! (`sed -i '$a pytest-xdist' requirements.txt`, `sed -i '1i from
//! unittest.mock import patch' tests/t.py`, `cp /tmp/t.py tests/`). Where the
//! new text is visible it is judged: a `sed` append, insert or change adds
//! its text at the addressed lines; a substitution with a literal pattern is
//! applied; one with a regular expression adds its replacement (judged as new
//! text, not exact); a copy takes its source from disk; a unified diff adds
//! its `+` lines. Where it is not (`awk -i inplace`, `ed`, `sed -f script`,
//! `curl -o`), the file is listed as [`crate::Opaque`], and a guard that
//! governs the file refuses rather than guess.

use std::path::{Path, PathBuf};

/// A rewrite of one file: the text after (from `before`), and whether it is exact.
pub(crate) type Rewrite = Box<dyn Fn(&str) -> Option<(String, bool)>>;

/// What a command does to files: rewrites of known files, copies, opaque writes.
pub(crate) enum Effect {
    /// The file's text after, from its text before.
    Rewrite { file: String, how: Rewrite },
    /// The file takes the content of another (on disk, or as written earlier).
    Copy { from: String, to: String },
    /// The file gets this text (a diff's new file, or added lines when inexact).
    Added {
        file: String,
        text: String,
        new_file: bool,
    },
    /// The file is written with content the command does not show.
    Opaque { file: String, why: String },
}

/// The effects of one command (`stdin` is its known standard input).
pub(crate) fn effects(c: &shell::Command, stdin: Option<&str>, cwd: &Path) -> Vec<Effect> {
    let prog = c.program().unwrap_or("");
    let args: Vec<&str> = c.args().iter().map(|w| w.text.as_str()).collect();
    match prog {
        "sed" | "gsed" => sed(&args),
        "perl" => perl(&args),
        "cp" | "mv" | "install" | "rsync" => copies(&args, cwd),
        "ln" => links(&args, cwd),
        "git" if args.first() == Some(&"apply") => {
            let files: Vec<&str> = args
                .iter()
                .skip(1)
                .copied()
                .filter(|a| !a.starts_with('-'))
                .collect();
            diffs(&files, stdin, cwd, 1)
        }
        "patch" => {
            let strip = args
                .iter()
                .find_map(|a| a.strip_prefix("-p").and_then(|n| n.parse().ok()))
                .unwrap_or(0);
            let input = args
                .iter()
                .position(|a| *a == "-i" || *a == "--input")
                .and_then(|k| args.get(k + 1))
                .copied();
            diffs(&input.into_iter().collect::<Vec<_>>(), stdin, cwd, strip)
        }
        "dd" => args
            .iter()
            .find_map(|a| a.strip_prefix("of="))
            .map(|file| match stdin {
                Some(text) => Effect::Added {
                    file: file.to_owned(),
                    text: text.to_owned(),
                    new_file: true,
                },
                None => Effect::Opaque {
                    file: file.to_owned(),
                    why: "`dd` copies input the command does not show".into(),
                },
            })
            .into_iter()
            .collect(),
        "awk" | "gawk" if args.windows(2).any(|w| w == ["-i", "inplace"]) => args
            .iter()
            .skip(3)
            .filter(|a| !a.starts_with('-'))
            .map(|f| opaque(f, "`awk -i inplace` rewrites it with a program"))
            .collect(),
        "yq" | "dasel" | "sd"
            if args
                .iter()
                .any(|a| matches!(*a, "-i" | "--inplace" | "-w" | "--write") || prog == "sd") =>
        {
            args.iter()
                .rev()
                .find(|a| !a.starts_with('-'))
                .map(|f| opaque(f, "a query rewrites it in place"))
                .into_iter()
                .collect()
        }
        "ed" | "ex" => args
            .iter()
            .filter(|a| !a.starts_with('-'))
            .map(|f| opaque(f, "an `ed` script rewrites it"))
            .collect(),
        "curl" | "wget" => {
            let out = args
                .iter()
                .position(|a| {
                    matches!(*a, "-o" | "--output" | "--output-document")
                        || a.starts_with('-') && !a.starts_with("--") && a.ends_with(['o', 'O'])
                })
                .and_then(|k| args.get(k + 1))
                .filter(|f| !f.starts_with('-') && !f.contains("://"));
            out.map(|f| opaque(f, "it is downloaded"))
                .into_iter()
                .collect()
        }
        _ => Vec::new(),
    }
}

fn opaque(file: &str, why: &str) -> Effect {
    Effect::Opaque {
        file: file.to_owned(),
        why: why.to_owned(),
    }
}

/// `sed -i [-e SCRIPT]… [SCRIPT] FILE…`.
fn sed(args: &[&str]) -> Vec<Effect> {
    if !args.iter().any(|a| {
        a.starts_with("-i") || a.starts_with("--in-place") || is_short_cluster_with(a, 'i')
    }) {
        return Vec::new();
    }
    let mut scripts: Vec<String> = Vec::new();
    let mut files: Vec<&str> = Vec::new();
    let mut from_file = false;
    let mut k = 0;
    while let Some(a) = args.get(k) {
        k += 1;
        match *a {
            "-e" | "--expression" => {
                scripts.extend(args.get(k).map(|s| (*s).to_owned()));
                k += 1;
            }
            "-f" | "--file" => {
                from_file = true;
                k += 1;
            }
            _ if a.starts_with("--expression=") => {
                scripts.extend(a.split_once('=').map(|(_, s)| s.to_owned()));
            }
            _ if a.starts_with('-') && a.len() > 1 => {}
            _ => files.push(a),
        }
    }
    if scripts.is_empty() && !from_file && !files.is_empty() {
        scripts.push(files.remove(0).to_owned());
    }
    let script = scripts.join("\n");
    files
        .into_iter()
        .map(|f| {
            if from_file {
                return opaque(f, "`sed -f` runs a script file");
            }
            let script = script.clone();
            Effect::Rewrite {
                file: f.to_owned(),
                how: Box::new(move |before| apply_sed(&script, before)),
            }
        })
        .collect()
}

fn is_short_cluster_with(a: &str, flag: char) -> bool {
    a.starts_with('-') && !a.starts_with("--") && a.len() <= 4 && a.contains(flag)
}

/// `perl -pi -e 's/A/B/'`: the substitution as `sed` reads it.
fn perl(args: &[&str]) -> Vec<Effect> {
    let in_place = args
        .iter()
        .any(|a| a.starts_with('-') && !a.starts_with("--") && a.contains('i'));
    if !in_place {
        return Vec::new();
    }
    let mut script = None;
    let mut files = Vec::new();
    let mut k = 0;
    while let Some(a) = args.get(k) {
        k += 1;
        if a.starts_with('-') && (a.ends_with('e') || a.ends_with('E')) && !a.starts_with("--") {
            script = args.get(k).copied();
            k += 1;
        } else if !a.starts_with('-') {
            files.push(*a);
        }
    }
    files
        .into_iter()
        .map(|f| match script {
            Some(s) if s.trim_start().starts_with("s") => {
                let s = s.to_owned();
                Effect::Rewrite {
                    file: f.to_owned(),
                    how: Box::new(move |before| apply_sed(&s, before)),
                }
            }
            _ => opaque(f, "a `perl -i` program rewrites it"),
        })
        .collect()
}

/// `cp SRC… DST`, `mv`, `install`, `rsync`: each source lands at DST (or in it).
fn copies(args: &[&str], cwd: &Path) -> Vec<Effect> {
    let mut target_dir = None;
    let mut ops: Vec<&str> = Vec::new();
    let mut k = 0;
    while let Some(a) = args.get(k) {
        k += 1;
        if matches!(*a, "-t" | "--target-directory") {
            target_dir = args.get(k).copied();
            k += 1;
        } else if let Some(d) = a.strip_prefix("--target-directory=") {
            target_dir = Some(d);
        } else if matches!(*a, "-m" | "--mode" | "-o" | "-g" | "-S" | "--suffix" | "-e") {
            k += 1;
        } else if !a.starts_with('-') {
            ops.push(a);
        }
    }
    let (sources, dest) = match target_dir {
        Some(d) => (ops.as_slice(), d),
        None => match ops.split_last() {
            Some((d, s)) if !s.is_empty() => (s, *d),
            _ => return Vec::new(),
        },
    };
    let into_dir = target_dir.is_some()
        || sources.len() > 1
        || dest.ends_with('/')
        || crate::resolve(dest, cwd).is_dir();
    let mut out = Vec::new();
    for src in sources {
        // A directory copied whole (`cp -r scratch/ tests/helpers/`): each of
        // its files lands below the destination (bounded).
        let dir = crate::resolve(src, cwd);
        if dir.is_dir() {
            let base = if into_dir && !(src.ends_with('/') && dest.ends_with('/')) {
                Path::new(src.trim_end_matches('/'))
                    .file_name()
                    .and_then(|n| n.to_str())
                    .map(|n| format!("{}/{n}", dest.trim_end_matches('/')))
                    .unwrap_or_else(|| dest.to_owned())
            } else {
                dest.trim_end_matches('/').to_owned()
            };
            for rel in files_below(&dir, 256) {
                out.push(Effect::Copy {
                    from: dir.join(&rel).to_string_lossy().into_owned(),
                    to: format!("{base}/{}", rel.to_string_lossy()),
                });
            }
            continue;
        }
        out.push({
            let to = if into_dir {
                let base = Path::new(src)
                    .file_name()
                    .and_then(|n| n.to_str())
                    .unwrap_or(src);
                format!("{}/{base}", dest.trim_end_matches('/'))
            } else {
                dest.to_owned()
            };
            Effect::Copy {
                from: (*src).to_owned(),
                to,
            }
        });
    }
    out
}

/// The files below `dir` (relative), at most `cap`, in a stable order.
fn files_below(dir: &Path, cap: usize) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![PathBuf::new()];
    while let Some(rel) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(dir.join(&rel)) else {
            continue;
        };
        let mut entries: Vec<_> = entries.flatten().collect();
        entries.sort_by_key(std::fs::DirEntry::file_name);
        for e in entries {
            let Ok(ft) = e.file_type() else { continue };
            let r = rel.join(e.file_name());
            if ft.is_dir() {
                stack.push(r);
            } else if ft.is_file() && out.len() < cap {
                out.push(r);
            }
        }
    }
    out
}

/// `ln [-s] TARGET LINK` (or `ln TARGET… DIR`): the link reads as its
/// target, so it is judged as a copy of it (a symbolic link's relative
/// target is relative to the link's directory).
fn links(args: &[&str], cwd: &Path) -> Vec<Effect> {
    let symbolic = args
        .iter()
        .any(|a| *a == "--symbolic" || is_short_cluster_with(a, 's'));
    let ops: Vec<&str> = args
        .iter()
        .copied()
        .filter(|a| !a.starts_with('-'))
        .collect();
    let Some((dest, targets)) = ops.split_last() else {
        return Vec::new();
    };
    if targets.is_empty() {
        return Vec::new();
    }
    let into_dir = targets.len() > 1 || dest.ends_with('/') || crate::resolve(dest, cwd).is_dir();
    targets
        .iter()
        .map(|t| {
            let to = if into_dir {
                let base = Path::new(t)
                    .file_name()
                    .and_then(|n| n.to_str())
                    .unwrap_or(t);
                format!("{}/{base}", dest.trim_end_matches('/'))
            } else {
                (*dest).to_owned()
            };
            let from = if symbolic && !t.starts_with('/') {
                let link_dir = crate::resolve(&to, cwd)
                    .parent()
                    .map(Path::to_path_buf)
                    .unwrap_or_else(|| cwd.to_path_buf());
                link_dir.join(t).to_string_lossy().into_owned()
            } else {
                (*t).to_owned()
            };
            Effect::Copy { from, to }
        })
        .collect()
}

/// A unified diff (from files or standard input): each file it touches
/// gains its `+` lines.
fn diffs(files: &[&str], stdin: Option<&str>, cwd: &Path, strip: usize) -> Vec<Effect> {
    let mut texts: Vec<(String, String)> = Vec::new();
    if files.is_empty() {
        match stdin {
            Some(t) => texts.push(("standard input".into(), t.to_owned())),
            None => {
                return vec![Effect::Opaque {
                    file: String::new(),
                    why: "the patch is only known at run time".into(),
                }];
            }
        }
    }
    for f in files {
        match crate::read_bounded(&crate::resolve(f, cwd), 4 << 20) {
            Ok(Some(t)) => texts.push(((*f).to_owned(), t)),
            _ => {
                return vec![Effect::Opaque {
                    file: String::new(),
                    why: format!("the patch `{f}` cannot be read"),
                }];
            }
        }
    }
    let mut out = Vec::new();
    for (_, text) in texts {
        let mut current: Option<(String, bool)> = None;
        let mut added = String::new();
        let mut from_null = false;
        let flush =
            |cur: &mut Option<(String, bool)>, added: &mut String, out: &mut Vec<Effect>| {
                if let Some((file, new_file)) = cur.take() {
                    out.push(Effect::Added {
                        file,
                        text: std::mem::take(added),
                        new_file,
                    });
                }
            };
        for line in text.lines() {
            if let Some(old) = line.strip_prefix("--- ") {
                flush(&mut current, &mut added, &mut out);
                from_null = old.trim() == "/dev/null";
            } else if let Some(new) = line.strip_prefix("+++ ") {
                let name = new.split('\t').next().unwrap_or("").trim();
                let stripped: String =
                    if strip == 0 && !(name.starts_with("a/") || name.starts_with("b/")) {
                        name.to_owned()
                    } else {
                        name.splitn(strip.max(1) + 1, '/')
                            .last()
                            .unwrap_or(name)
                            .to_owned()
                    };
                current = (stripped != "/dev/null").then_some((stripped, from_null));
            } else if let Some(a) = line.strip_prefix('+') {
                added.push_str(a);
                added.push('\n');
            }
        }
        flush(&mut current, &mut added, &mut out);
    }
    out
}

/// A `sed` script applied to `text`: `None` when it holds a command not
/// modelled; `exact` false when a regular expression decides which lines
/// change (then the result is the text with the added text at its end).
pub(crate) fn apply_sed(script: &str, text: &str) -> Option<(String, bool)> {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let trailing = text.is_empty() || text.ends_with('\n');
    let mut exact = true;
    let mut appended = String::new();
    for cmd in split_commands(script) {
        let cmd = cmd.trim();
        if cmd.is_empty() {
            continue;
        }
        let (addr, rest) = address(cmd)?;
        let rest = rest.trim_start();
        let mut chars = rest.chars();
        let op = chars.next()?;
        let arg = chars.as_str();
        let hits: Option<Vec<bool>> = match &addr {
            Addr::All => Some(vec![true; lines.len()]),
            Addr::Line(n) => Some((1..=lines.len()).map(|i| i == *n).collect()),
            Addr::Last => Some((1..=lines.len()).map(|i| i == lines.len()).collect()),
            Addr::Literal(s) => Some(lines.iter().map(|l| l.contains(s.as_str())).collect()),
            Addr::Regex => None,
        };
        match op {
            'a' | 'i' | 'c' => {
                let text = arg
                    .strip_prefix('\\')
                    .unwrap_or(arg)
                    .trim_start_matches('\n')
                    .trim_start()
                    .replace("\\n", "\n");
                let Some(hits) = hits else {
                    exact = false;
                    appended.push_str(&text);
                    appended.push('\n');
                    continue;
                };
                let empty_file_append = lines.is_empty() && matches!(addr, Addr::Last | Addr::All);
                let mut out = Vec::with_capacity(lines.len() + 1);
                for (l, hit) in lines.into_iter().zip(hits) {
                    match (op, hit) {
                        ('i', true) => {
                            out.push(text.clone());
                            out.push(l);
                        }
                        ('a', true) => {
                            out.push(l);
                            out.push(text.clone());
                        }
                        ('c', true) => out.push(text.clone()),
                        _ => out.push(l),
                    }
                }
                if empty_file_append && op != 'c' {
                    // GNU sed adds nothing to an empty file; the text is still what was meant.
                    exact = false;
                    appended.push_str(&text);
                    appended.push('\n');
                }
                lines = out;
            }
            'd' => match hits {
                Some(hits) => {
                    lines = lines
                        .into_iter()
                        .zip(hits)
                        .filter(|(_, h)| !h)
                        .map(|(l, _)| l)
                        .collect();
                }
                None => exact = false,
            },
            's' => {
                let (pat, rep, flags) = substitution(arg)?;
                let global = flags.contains('g');
                match (literal(&pat), hits) {
                    (Some(lit), Some(hits)) if !lit.is_empty() => {
                        let rep = rep
                            .replace("\\n", "\n")
                            .replace("\\&", "\u{0}")
                            .replace('&', &lit)
                            .replace('\u{0}', "&");
                        for (l, hit) in lines.iter_mut().zip(hits) {
                            if hit && l.contains(lit.as_str()) {
                                *l = if global {
                                    l.replace(lit.as_str(), &rep)
                                } else {
                                    l.replacen(lit.as_str(), &rep, 1)
                                };
                            }
                        }
                    }
                    _ => {
                        exact = false;
                        let mut r = rep.clone();
                        for n in 0..10 {
                            r = r.replace(&format!("\\{n}"), "");
                        }
                        appended.push_str(&r.replace('&', "").replace("\\n", "\n"));
                        appended.push('\n');
                    }
                }
            }
            'p' | 'n' | 'q' | '=' | 'l' | 'h' | 'g' | 'x' | 'N' | 'P' | 'D' | 'G' | 'H' | 'b'
            | 't' | ':' | '}' | '{' => {}
            _ => return None,
        }
    }
    let mut out = lines.join("\n");
    if trailing && !out.is_empty() {
        out.push('\n');
    }
    out.push_str(&appended);
    Some((out, exact))
}

enum Addr {
    All,
    Line(usize),
    Last,
    Literal(String),
    Regex,
}

fn address(cmd: &str) -> Option<(Addr, &str)> {
    if let Some(rest) = cmd.strip_prefix('$') {
        return Some((Addr::Last, rest));
    }
    let digits = cmd.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 {
        let n = cmd.get(..digits)?.parse().ok()?;
        let rest = cmd.get(digits..)?;
        // A range (`1,3`) is read as its lines being unknown.
        if rest.starts_with(',') {
            let end = rest
                .find(|c: char| c.is_ascii_alphabetic() && c != 'i' || c == '{')
                .unwrap_or(rest.len());
            return Some((Addr::Regex, rest.get(end..)?));
        }
        return Some((Addr::Line(n), rest));
    }
    if let Some(rest) = cmd.strip_prefix('/') {
        let end = rest.find('/')?;
        let pat = rest.get(..end)?;
        let after = rest.get(end + 1..)?;
        return Some((literal(pat).map_or(Addr::Regex, Addr::Literal), after));
    }
    Some((Addr::All, cmd))
}

/// `/pat/rep/flags` with any delimiter.
fn substitution(arg: &str) -> Option<(String, String, String)> {
    let mut chars = arg.chars();
    let delim = chars.next()?;
    let mut parts = vec![String::new()];
    let mut escaped = false;
    for ch in chars {
        if escaped {
            if ch != delim {
                parts.last_mut()?.push('\\');
            }
            parts.last_mut()?.push(ch);
            escaped = false;
        } else if ch == '\\' {
            escaped = true;
        } else if ch == delim && parts.len() < 3 {
            parts.push(String::new());
        } else {
            parts.last_mut()?.push(ch);
        }
    }
    let mut it = parts.into_iter();
    Some((it.next()?, it.next()?, it.next().unwrap_or_default()))
}

/// The pattern as literal text, when it has no regular-expression syntax.
fn literal(pat: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = pat.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                e @ ('.' | '/' | '*' | '[' | ']' | '$' | '^' | '\\') => out.push(e),
                _ => return None,
            },
            '.' | '*' | '[' | ']' | '^' | '$' | '+' | '?' | '(' | ')' | '{' | '}' | '|' => {
                return None;
            }
            _ => out.push(c),
        }
    }
    Some(out)
}

/// Commands of a script: split at `;` and newlines outside `a`/`i`/`c` text,
/// addresses and a substitution's parts.
fn split_commands(script: &str) -> Vec<String> {
    let chars: Vec<char> = script.chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut k = 0;
    // Whether `cur` holds only an address so far (a command letter may come).
    let at_command = |cur: &str| {
        let t = cur.trim();
        t.is_empty()
            || t.chars()
                .all(|c| c.is_ascii_digit() || c == '$' || c == ',')
            || t.ends_with('/') && t.starts_with('/')
    };
    while let Some(&ch) = chars.get(k) {
        k += 1;
        match ch {
            ';' | '\n' => out.push(std::mem::take(&mut cur)),
            '/' if cur.trim().is_empty() || cur.trim().ends_with(',') => {
                // An address `/re/`: to its closing slash.
                cur.push(ch);
                while let Some(&c) = chars.get(k) {
                    k += 1;
                    cur.push(c);
                    if c == '\\' {
                        if let Some(&n) = chars.get(k) {
                            cur.push(n);
                            k += 1;
                        }
                    } else if c == '/' {
                        break;
                    }
                }
            }
            's' if at_command(&cur) => {
                cur.push(ch);
                let Some(&delim) = chars.get(k) else { break };
                let mut left = 3;
                while left > 0 {
                    let Some(&c) = chars.get(k) else { break };
                    k += 1;
                    cur.push(c);
                    if c == '\\' {
                        if let Some(&n) = chars.get(k) {
                            cur.push(n);
                            k += 1;
                        }
                    } else if c == delim {
                        left -= 1;
                    }
                }
            }
            'a' | 'i' | 'c' if at_command(&cur) => {
                // The text runs to the end of the line (`a\` continues it).
                cur.push(ch);
                while let Some(&c) = chars.get(k) {
                    k += 1;
                    if c == '\n' && !cur.ends_with('\\') {
                        break;
                    }
                    cur.push(c);
                }
                out.push(std::mem::take(&mut cur));
            }
            _ => cur.push(ch),
        }
    }
    out.push(cur);
    out
}

/// Where `to` lands, resolved.
pub(crate) fn target(to: &str, cwd: &Path) -> PathBuf {
    crate::resolve(to, cwd)
}
