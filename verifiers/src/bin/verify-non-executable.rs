//! verify-non-executable: proves that a git delta changes no executable
//! code — only comments, docstrings, whitespace, documentation.
//!
//! # What it verifies
//! For each file changed in `BASE..HEAD` (default: from the merge-base with
//! the default branch to `HEAD`), the old and new versions have the same
//! token stream once comments, docstrings and insignificant whitespace are
//! removed (tokenizers for Rust, Python, shell, JavaScript/TypeScript, JSON,
//! TOML, YAML in `verifiers::tokens`).
//!
//! # Why
//! "Docs and comments only" is the change a reviewer most wants to wave
//! through and the easiest to fake: one edited line in a long doc diff.
//!
//! # Holds
//! Changes to Markdown and plain text (`.md`, `.markdown`, `.txt`, `.rst`,
//! `.adoc`); comment, docstring and whitespace changes in code; comment and
//! layout changes in JSON/TOML/YAML; new or deleted text files; anything
//! matched by `--treat-as-text GLOB`; JSON/TOML/YAML entirely with
//! `--data-is-code=false`. An empty delta holds.
//!
//! # Fails (each reported: file, line, first differing token)
//! Any token change in code; a new or deleted code file; a changed file of
//! unknown type (a `.lock`, an image, an extensionless file without a
//! shebang — unless `--treat-as-text` names it); `requirements*.txt`,
//! `constraints*.txt` and `CMakeLists.txt` (text by extension, code in
//! effect); the executable bit set or cleared on any file; a symlink or
//! submodule change. Renames count as a deletion plus an addition (moving a
//! module changes its path, which is code). Python indentation and line
//! breaks, shell line breaks and `\r` (bash runs the `\r`), shebangs and
//! Python encoding lines are code.
//!
//! # Cannot verify (exit 2)
//! Not a repository, a ref that names no commit, an unreadable object.

use verifiers::tokens::{self, Lang};
use verifiers::{Args, Error, Git, Report, Verifier, Violation};

const V: Verifier = Verifier {
    name: "verify-non-executable",
    claim: "the delta changes no executable code",
    usage: "usage: verify-non-executable [-C DIR] [--json] [--data-is-code=true|false] [--treat-as-text GLOB]... [BASE..HEAD | BASE...HEAD | BASE] [-- PATHSPEC...]\nexit 0 = no code changed, 1 = code changed (each file and first differing token listed), 2 = could not verify",
    value_options: &["--data-is-code", "--treat-as-text"],
    accepts_diff: false,
};

fn main() {
    verifiers::run(&V, verify)
}

/// How a path is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Code(Lang),
    Text,
    /// Unknown type: executable unless configured otherwise.
    Unknown,
}

struct Config {
    data_is_code: bool,
    text_globs: Vec<String>,
}

/// One `git diff --raw` record.
struct Entry {
    old_mode: String,
    new_mode: String,
    old_id: String,
    new_id: String,
    status: u8,
    path: String,
}

const NULL_ID: &str = "0000000000000000000000000000000000000000";

fn verify(args: &Args) -> Result<Report, Error> {
    let data_is_code = match args.option("data-is-code") {
        None | Some("true") => true,
        Some("false") => false,
        Some(other) => {
            return Err(Error::new(format!(
                "`--data-is-code` takes `true` or `false`, not `{other}`"
            )));
        }
    };
    let cfg = Config {
        data_is_code,
        text_globs: args.options_named("treat-as-text"),
    };
    if args.positional.len() > 1 {
        return Err(Error::new(format!("one range expected\n{}", V.usage)));
    }
    let git = args.git()?;
    let range = verifiers::resolve_range(&git, args.positional.first().map(String::as_str))?;
    let mut cmd: Vec<&str> = vec![
        "diff",
        "--raw",
        "-z",
        "--no-renames",
        "--no-abbrev",
        "--ignore-submodules=none",
        &range.base,
        &range.head,
        "--",
    ];
    cmd.extend(args.pathspec.iter().map(String::as_str));
    let raw = git.run(&cmd)?;
    let entries = parse_raw(&raw)?;

    // Which blobs need reading: both sides of a modified code file, and any
    // side whose type only its shebang can tell.
    let mut wanted: Vec<String> = Vec::new();
    for e in &entries {
        let by_name = classify_name(&e.path, &cfg);
        let needs = match by_name {
            Some(Class::Code(_)) => e.status == b'M',
            Some(_) => false,
            None => true,
        };
        if needs {
            for id in [&e.old_id, &e.new_id] {
                if id != NULL_ID && !is_special(&e.old_mode) && !is_special(&e.new_mode) {
                    wanted.push(id.clone());
                }
            }
        }
    }
    let blobs = read_blobs(&git, &wanted)?;
    let blobs: std::collections::HashMap<String, Vec<u8>> = blobs.into_iter().collect();
    let blob = |id: &str| -> &[u8] { blobs.get(id).map(Vec::as_slice).unwrap_or(&[]) };

    let mut violations = Vec::new();
    let mut compared = 0usize;
    for e in &entries {
        let p = e.path.as_str();
        let exec = |m: &str| m == "100755";
        if e.old_mode != "000000"
            && e.new_mode != "000000"
            && exec(&e.old_mode) != exec(&e.new_mode)
        {
            violations.push(Violation::new(
                p,
                None,
                format!(
                    "executable bit {} (mode {} -> {})",
                    if exec(&e.new_mode) { "set" } else { "cleared" },
                    e.old_mode,
                    e.new_mode
                ),
            ));
        }
        if is_special(&e.old_mode) || is_special(&e.new_mode) {
            let kind = if e.old_mode == "160000" || e.new_mode == "160000" {
                "submodule"
            } else {
                "symlink"
            };
            violations.push(Violation::new(p, None, format!("{kind} changed")));
            continue;
        }
        let class = classify_name(p, &cfg).unwrap_or_else(|| {
            // No telling name: the shebang of either version decides.
            let new = shebang_lang(blob(&e.new_id));
            let old = shebang_lang(blob(&e.old_id));
            match new.or(old) {
                Some(l) => Class::Code(l),
                None => Class::Unknown,
            }
        });
        match (class, e.status) {
            (Class::Text, _) => {}
            (Class::Code(l), b'A') => violations.push(Violation::new(
                p,
                None,
                format!("new {} file (a new code file is code)", l.name()),
            )),
            (Class::Code(l), b'D') => violations.push(Violation::new(
                p,
                None,
                format!("{} file deleted", l.name()),
            )),
            (Class::Unknown, b'A') => violations.push(Violation::new(
                p,
                None,
                "new file of unknown type (counted as code; `--treat-as-text GLOB` exempts it)",
            )),
            (Class::Unknown, b'D') => violations.push(Violation::new(
                p,
                None,
                "file of unknown type deleted (counted as code)",
            )),
            (Class::Unknown, _) => violations.push(Violation::new(
                p,
                None,
                "file of unknown type changed (counted as code; `--treat-as-text GLOB` exempts it)",
            )),
            (Class::Code(l), _) => {
                compared += 1;
                let old = tokens::tokenize(l, blob(&e.old_id));
                let new = tokens::tokenize(l, blob(&e.new_id));
                if let Some(d) = tokens::first_difference(&old, &new) {
                    violations.push(describe(p, l, d));
                }
            }
        }
    }
    Ok(Report {
        subject: format!(
            "{} ({}..{})",
            range.spelled,
            verifiers::short(&range.base),
            verifiers::short(&range.head)
        ),
        violations,
        notes: vec![
            format!(
                "{} file{}",
                entries.len(),
                if entries.len() == 1 { "" } else { "s" }
            ),
            format!("{compared} compared token by token"),
        ],
    })
}

fn describe(
    path: &str,
    l: Lang,
    d: (Option<tokens::Token<'_>>, Option<tokens::Token<'_>>),
) -> Violation {
    let show = |t: &tokens::Token<'_>| {
        if t.text == b"\n" {
            "a line break".to_string()
        } else if t.text.iter().all(|c| matches!(c, b' ' | b'\t')) {
            format!("indentation {}", verifiers::snippet(t.text))
        } else {
            verifiers::snippet(t.text)
        }
    };
    match d {
        (Some(a), Some(b)) => Violation::new(
            path,
            Some(u64::from(b.line)),
            format!(
                "{} code changed: first differing token {} (old line {}) -> {}",
                l.name(),
                show(&a),
                a.line,
                show(&b)
            ),
        ),
        (None, Some(b)) => Violation::new(
            path,
            Some(u64::from(b.line)),
            format!("{} code added: first new token {}", l.name(), show(&b)),
        ),
        (Some(a), None) => Violation::new(
            path,
            None,
            format!(
                "{} code removed: first removed token {} (old line {})",
                l.name(),
                show(&a),
                a.line
            ),
        ),
        (None, None) => Violation::new(path, None, format!("{} code changed", l.name())),
    }
}

/// Symlinks and submodules (gitlinks).
fn is_special(mode: &str) -> bool {
    mode == "120000" || mode == "160000"
}

/// Extensionless names that are prose by convention (compared lower-case).
/// `CODEOWNERS` is not among them: it changes who must approve.
const PROSE_NAMES: &[&str] = &[
    "readme",
    "license",
    "licence",
    "copying",
    "authors",
    "contributors",
    "changelog",
    "changes",
    "news",
    "notice",
    "history",
    "todo",
];

/// The class a file's name implies; `None` when only its content can tell
/// (no known extension: look for a shebang).
fn classify_name(path: &str, cfg: &Config) -> Option<Class> {
    if cfg
        .text_globs
        .iter()
        .any(|g| verifiers::glob::matches(g, path))
    {
        return Some(Class::Text);
    }
    let name = path.rsplit('/').next().unwrap_or(path);
    let lower = name.to_ascii_lowercase();
    // Text by extension, code in effect: build scripts and dependency pins.
    if lower == "cmakelists.txt"
        || (lower.ends_with(".txt")
            && (lower.starts_with("requirements") || lower.starts_with("constraints")))
    {
        return Some(Class::Unknown);
    }
    let ext = match lower.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => ext,
        // The conventional prose files of a repository have no extension.
        _ if PROSE_NAMES.contains(&lower.as_str()) => return Some(Class::Text),
        _ => return None,
    };
    let lang = match ext {
        "rs" => Lang::Rust,
        "py" | "pyi" | "pyw" => Lang::Python,
        "sh" | "bash" | "zsh" | "ksh" | "bats" => Lang::Shell,
        "js" | "mjs" | "cjs" | "ts" | "mts" | "cts" => Lang::JavaScript,
        "jsx" | "tsx" => Lang::Jsx,
        "json" | "jsonc" | "json5" => Lang::Json,
        "toml" => Lang::Toml,
        "yaml" | "yml" => Lang::Yaml,
        "md" | "markdown" | "txt" | "text" | "rst" | "adoc" | "asciidoc" => {
            return Some(Class::Text);
        }
        _ => return Some(Class::Unknown),
    };
    if lang.is_data() && !cfg.data_is_code {
        return Some(Class::Text);
    }
    Some(Class::Code(lang))
}

/// The language a `#!` line names (`/bin/sh`, `/usr/bin/env python3`, ...).
fn shebang_lang(content: &[u8]) -> Option<Lang> {
    let rest = content.strip_prefix(b"#!")?;
    let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
    let line = String::from_utf8_lossy(rest.get(..end).unwrap_or(&[])).into_owned();
    let mut words = line.split_whitespace();
    let mut prog = words.next()?.rsplit('/').next()?.to_string();
    if prog == "env" {
        prog = words.find(|w| !w.starts_with('-'))?.to_string();
    }
    let p = prog.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
    match p {
        "sh" | "bash" | "dash" | "zsh" | "ksh" | "ash" => Some(Lang::Shell),
        "python" | "pypy" => Some(Lang::Python),
        "node" | "deno" | "bun" | "tsx" | "ts-node" => Some(Lang::JavaScript),
        _ => None,
    }
}

/// Parses `git diff --raw -z`: `:OLDMODE NEWMODE OLDID NEWID STATUS\0PATH\0`.
fn parse_raw(raw: &[u8]) -> Result<Vec<Entry>, Error> {
    let mut out = Vec::new();
    let mut parts = raw.split(|&c| c == 0);
    while let Some(meta) = parts.next() {
        if meta.is_empty() {
            continue;
        }
        let meta = String::from_utf8_lossy(meta);
        let bad = || Error::new(format!("unexpected `git diff --raw` record `{meta}`"));
        let fields: Vec<&str> = meta.trim_start_matches(':').split(' ').collect();
        let [old_mode, new_mode, old_id, new_id, status] = fields.as_slice() else {
            return Err(bad());
        };
        let path = parts.next().ok_or_else(bad)?;
        out.push(Entry {
            old_mode: old_mode.to_string(),
            new_mode: new_mode.to_string(),
            old_id: old_id.to_string(),
            new_id: new_id.to_string(),
            status: status.bytes().next().unwrap_or(b'M'),
            path: String::from_utf8_lossy(path).into_owned(),
        });
    }
    Ok(out)
}

/// Reads blobs with one `git cat-file --batch` call.
fn read_blobs(git: &Git, ids: &[String]) -> Result<Vec<(String, Vec<u8>)>, Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut input = Vec::new();
    for id in ids {
        input.extend_from_slice(id.as_bytes());
        input.push(b'\n');
    }
    let out = git.run_with_input(&["cat-file", "--batch"], Some(input))?;
    let mut blobs = Vec::with_capacity(ids.len());
    let mut rest: &[u8] = &out;
    for id in ids {
        let nl = rest
            .iter()
            .position(|&c| c == b'\n')
            .ok_or_else(|| Error::new("truncated `git cat-file --batch` output"))?;
        let header = String::from_utf8_lossy(rest.get(..nl).unwrap_or(&[])).into_owned();
        let mut h = header.split(' ');
        let (Some(_), Some(kind), Some(size)) = (h.next(), h.next(), h.next()) else {
            return Err(Error::new(format!("cannot read object {id}: {header}")));
        };
        let size: usize = size
            .parse()
            .map_err(|_| Error::new(format!("bad object header `{header}`")))?;
        if kind != "blob" {
            return Err(Error::new(format!("object {id} is a {kind}, not a blob")));
        }
        let body = rest
            .get(nl + 1..nl + 1 + size)
            .ok_or_else(|| Error::new("truncated `git cat-file --batch` output"))?;
        blobs.push((id.clone(), body.to_vec()));
        rest = rest.get(nl + 2 + size..).unwrap_or(&[]);
    }
    Ok(blobs)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn classification() {
        let cfg = Config {
            data_is_code: true,
            text_globs: vec!["*.png".into()],
        };
        let cases = [
            ("rust", "src/a.rs", Some(Class::Code(Lang::Rust))),
            ("markdown", "README.md", Some(Class::Text)),
            ("requirements", "requirements-dev.txt", Some(Class::Unknown)),
            ("cmake", "x/CMakeLists.txt", Some(Class::Unknown)),
            ("toml", "Cargo.toml", Some(Class::Code(Lang::Toml))),
            ("lock", "Cargo.lock", Some(Class::Unknown)),
            ("glob", "img/a.png", Some(Class::Text)),
            ("no_ext", "scripts/review", None),
            ("license", "LICENSE", Some(Class::Text)),
            ("changelog_in_dir", "pkg/CHANGELOG", Some(Class::Text)),
            ("codeowners", ".github/CODEOWNERS", None),
            ("dotfile", ".bashrc", None),
        ];
        for (name, path, want) in cases {
            assert_eq!(classify_name(path, &cfg), want, "{name}");
        }
        let cfg = Config {
            data_is_code: false,
            text_globs: vec![],
        };
        assert_eq!(classify_name("a.yaml", &cfg), Some(Class::Text));
    }

    #[test]
    fn shebangs() {
        assert_eq!(shebang_lang(b"#!/bin/bash\n"), Some(Lang::Shell));
        assert_eq!(
            shebang_lang(b"#!/usr/bin/env -S python3 -u\n"),
            Some(Lang::Python)
        );
        assert_eq!(shebang_lang(b"#!/usr/bin/env node"), Some(Lang::JavaScript));
        assert_eq!(shebang_lang(b"#!/usr/bin/perl\n"), None);
        assert_eq!(shebang_lang(b"plain"), None);
    }
}
