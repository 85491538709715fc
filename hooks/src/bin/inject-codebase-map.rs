//! inject-codebase-map: builds a two-tier map of the repository at session
//! start: a compact tier into the context, the full tier into a file.
//!
//! # What it refuses
//! Nothing: it injects the compact map (directory tree with file and line
//! counts, top-level symbols) and writes the full map for on-demand reading.
//! It fires on `startup`, `resume`, `clear` and `compact`, so the map
//! survives compaction and is rebuilt from the files as they are now.
//!
//! # Why (the incident)
//! Reference fleet: the map exists so that nobody asserts "a symbol/script
//! does or doesn't exist" without looking. It has two tiers because "with the
//! full skeleton in the @import, every subagent inherited ~250-300K tokens
//! before its first action — a haiku agent died instantly ('prompt too long')
//! and three sonnet agents died of autocompact thrash."
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every session start. No external tool: the files are those of `git
//! ls-files -co --exclude-standard` (tracked and untracked, `.gitignore`
//! respected; bounded to 5 s), or outside git a walk that skips `.git`,
//! `target` and `node_modules`; `.claude/` (agent configuration, the
//! harness's worktrees) is never mapped. Symbols are read from line starts: Rust `pub
//! fn/struct/enum/trait/mod` (also `async`/`const`/`unsafe fn`), Python
//! `def`/`class` at column 0, JS/TS `export function/class/const/…`, Go
//! `func`/`type`. Files over 1 MiB and binary files are counted, not read for
//! symbols. Reading stops after 6 s (the files left are counted, unread). A
//! fallback, a cut or a stop is said in the context.
//!
//! # Configuration
//! `[inject-codebase-map]` in `.claude/gatehouse.toml`:
//! - `output` (default `.claude/codebase-map.md`): the full tier, relative to
//!   the project root; listed in the clone's own `.git/info/exclude` (never a
//!   committed file) so it does not show in `git status`;
//! - `max_chars` (default 6000, at most 9000): the compact tier's size;
//! - `depth` (default 2): directory levels shown in the compact tier;
//! - `write_full` (default `true`): write the full tier.
//!
//! ```toml
//! [inject-codebase-map]
//! output = "docs/CODEBASE_MAP_FULL.md"
//! max_chars = 4000
//! depth = 3
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[inject-codebase-map]`.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const GUARD: Guard = Guard {
    name: "inject-codebase-map",
    events: &[EventKind::SessionStart],
    keys: &["output", "max_chars", "depth", "write_full"],
};

const DEFAULT_OUTPUT: &str = ".claude/codebase-map.md";
const MAX_FILE_BYTES: u64 = 1 << 20;
/// Reading stops here (the registration's timeout is 10 s); the rest is said.
const READ_BUDGET: Duration = Duration::from_secs(6);
/// Files mapped at most (a walk outside git must stay bounded too).
const MAX_FILES: usize = 200_000;

fn main() {
    // `run`, not `run_advisory`: on SessionStart every failure is already a
    // visible `systemMessage` with exit 0 (the event cannot refuse), and a
    // payload of another event is a misregistration, refused loudly.
    payload::run(&GUARD, check)
}

/// One mapped file.
#[derive(Debug, Clone, Default)]
struct FileInfo {
    path: String,
    lines: usize,
    symbols: Vec<String>,
    /// Not read: the reading budget ran out first.
    unread: bool,
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let root = cfg.project_root().unwrap_or(&p.cwd).to_path_buf();
    let output = cfg
        .string("output")?
        .unwrap_or_else(|| DEFAULT_OUTPUT.to_owned());
    let max_chars =
        usize::try_from(cfg.int("max_chars")?.unwrap_or(6000).clamp(500, 9000)).unwrap_or(6000);
    let depth = usize::try_from(cfg.int("depth")?.unwrap_or(2).clamp(0, 10)).unwrap_or(2);
    let write_full = cfg.bool("write_full", true)?;
    let mut notes = Vec::new();
    let mut paths = list_files(&root, &mut notes);
    // `.claude/` is the agents' configuration (settings, gatehouse's config,
    // the harness's own worktrees under `.claude/worktrees/`), not the
    // codebase: in a sample, 528 of 541 lines of a map came from there.
    paths.retain(|p| p != &output && !p.starts_with(".claude/"));
    let files = read_all(&root, paths, Instant::now() + READ_BUDGET);
    let unread = files.iter().filter(|f| f.unread).count();
    if unread > 0 {
        notes.push(format!(
            "SKIP inject-codebase-map: {unread} files were listed but not read within the {} s budget (their lines and symbols are missing from both tiers)",
            READ_BUDGET.as_secs()
        ));
    }
    let name = root.file_name().map_or_else(
        || root.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    if write_full {
        let full = full_tier(&name, &files);
        let target = root.join(&output);
        if let Err(e) = write_atomic(&target, &full) {
            notes.push(format!(
                "SKIP inject-codebase-map: the full tier could not be written to `{output}`: {e}"
            ));
        } else if let Err(e) = exclude_locally(&root, &output) {
            notes.push(format!(
                "note: `{output}` could not be added to `.git/info/exclude` ({e}); it shows in `git status`"
            ));
        }
    }
    let full_at = write_full.then_some(output.as_str());
    Ok(Verdict::Context(compact_tier(
        &name, &files, depth, max_chars, full_at, &notes,
    )))
}

/// Repository-relative paths of the files to map.
fn list_files(root: &Path, notes: &mut Vec<String>) -> Vec<String> {
    match procs::run::git(
        root,
        &["ls-files", "-co", "--exclude-standard", "-z"],
        Duration::from_secs(5),
    ) {
        Ok(out) => {
            let mut v: Vec<String> = out
                .split('\0')
                .filter(|s| !s.is_empty())
                .take(MAX_FILES)
                .map(str::to_owned)
                .collect();
            v.sort();
            v.dedup();
            v
        }
        Err(why) => {
            if root.join(".git").exists() {
                notes.push(format!(
                    "note: {why}; the files were walked instead (`.gitignore` not applied)"
                ));
            }
            let mut v: Vec<String> = walkdir::WalkDir::new(root)
                .sort_by_file_name()
                .into_iter()
                .filter_entry(|e| {
                    !matches!(
                        e.file_name().to_str(),
                        Some(".git" | ".claude" | "target" | "node_modules")
                    )
                })
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_file())
                .take(MAX_FILES)
                .filter_map(|e| {
                    e.path()
                        .strip_prefix(root)
                        .ok()
                        .map(|p| p.to_string_lossy().into_owned())
                })
                .collect();
            v.sort();
            v
        }
    }
}

/// Reads every file (lines and symbols) on two threads: the work is I/O and
/// line scanning, and the budget is 1 s for 10,000 files.
fn read_all(root: &Path, paths: Vec<String>, deadline: Instant) -> Vec<FileInfo> {
    let half = paths.len() / 2;
    let (a, b) = paths.split_at(half);
    std::thread::scope(|s| {
        let first = s.spawn(|| {
            a.iter()
                .map(|p| read_one(root, p, deadline))
                .collect::<Vec<_>>()
        });
        let mut second: Vec<FileInfo> = b.iter().map(|p| read_one(root, p, deadline)).collect();
        let mut all = first.join().unwrap_or_default();
        all.append(&mut second);
        all
    })
}

fn read_one(root: &Path, rel: &str, deadline: Instant) -> FileInfo {
    let mut info = FileInfo {
        path: rel.to_owned(),
        ..FileInfo::default()
    };
    if Instant::now() > deadline {
        info.unread = true;
        return info;
    }
    let path = root.join(rel);
    let Ok(meta) = std::fs::metadata(&path) else {
        return info;
    };
    if !meta.is_file() || meta.len() > MAX_FILE_BYTES {
        return info;
    }
    let Ok(bytes) = std::fs::read(&path) else {
        return info;
    };
    if bytes.iter().take(8192).any(|b| *b == 0) {
        return info;
    }
    info.lines = bytes.iter().filter(|b| **b == b'\n').count()
        + usize::from(bytes.last().is_some_and(|b| *b != b'\n'));
    let ext = rel.rsplit_once('.').map_or("", |(_, e)| e);
    if language(ext).is_some() {
        info.symbols = symbols(ext, &String::from_utf8_lossy(&bytes));
    }
    info
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lang {
    Rust,
    Python,
    Script,
    Go,
}

fn language(ext: &str) -> Option<Lang> {
    match ext {
        "rs" => Some(Lang::Rust),
        "py" | "pyi" => Some(Lang::Python),
        "js" | "jsx" | "mjs" | "cjs" | "ts" | "tsx" | "mts" | "cts" => Some(Lang::Script),
        "go" => Some(Lang::Go),
        _ => None,
    }
}

fn ident(s: &str) -> Option<&str> {
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .unwrap_or(s.len());
    s.get(..end).filter(|n| !n.is_empty())
}

/// Top-level symbols, as `kind name`, from line starts (column 0).
fn symbols(ext: &str, text: &str) -> Vec<String> {
    let Some(lang) = language(ext) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for line in text.lines() {
        let found = match lang {
            Lang::Rust => line.strip_prefix("pub ").and_then(|rest| {
                let rest = ["async ", "const ", "unsafe ", "extern \"C\" "]
                    .iter()
                    .fold(rest, |r, q| r.strip_prefix(q).unwrap_or(r));
                ["fn", "struct", "enum", "trait", "mod"]
                    .iter()
                    .find_map(|k| {
                        rest.strip_prefix(k)?
                            .strip_prefix(' ')
                            .and_then(ident)
                            .map(|n| format!("{k} {n}"))
                    })
            }),
            Lang::Python => {
                let rest = line.strip_prefix("async ").unwrap_or(line);
                ["def", "class"].iter().find_map(|k| {
                    rest.strip_prefix(k)?
                        .strip_prefix(' ')
                        .and_then(ident)
                        .map(|n| format!("{k} {n}"))
                })
            }
            Lang::Script => line.strip_prefix("export ").and_then(|rest| {
                let rest = ["default ", "async ", "declare ", "abstract "]
                    .iter()
                    .fold(rest, |r, q| r.strip_prefix(q).unwrap_or(r));
                [
                    "function*",
                    "function",
                    "class",
                    "const",
                    "let",
                    "var",
                    "interface",
                    "type",
                    "enum",
                ]
                .iter()
                .find_map(|k| {
                    let name = rest
                        .strip_prefix(k)?
                        .strip_prefix(' ')
                        .and_then(|r| ident(r.trim_start()))?;
                    Some(format!("{} {name}", k.trim_end_matches('*')))
                })
            }),
            Lang::Go => line
                .strip_prefix("func ")
                .and_then(|rest| {
                    // A method: `func (r *T) Name(` names `T.Name`.
                    match rest.strip_prefix('(') {
                        Some(recv) => {
                            let close = recv.find(')')?;
                            let ty = recv
                                .get(..close)?
                                .split_whitespace()
                                .last()?
                                .trim_start_matches('*');
                            let name = ident(recv.get(close + 1..)?.trim_start())?;
                            Some(format!("func {ty}.{name}"))
                        }
                        None => ident(rest).map(|n| format!("func {n}")),
                    }
                })
                .or_else(|| {
                    line.strip_prefix("type ")
                        .and_then(ident)
                        .map(|n| format!("type {n}"))
                }),
        };
        out.extend(found);
    }
    out
}

/// Directory → (files, lines) for every directory level ("" = the root).
fn directories(files: &[FileInfo]) -> BTreeMap<String, (usize, usize)> {
    let mut dirs: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for f in files {
        let mut dir = f.path.as_str();
        loop {
            dir = dir.rsplit_once('/').map_or("", |(d, _)| d);
            let e = dirs.entry(dir.to_owned()).or_default();
            e.0 += 1;
            e.1 += f.lines;
            if dir.is_empty() {
                break;
            }
        }
    }
    dirs
}

fn dir_line(dir: &str, files: usize, lines: usize) -> String {
    let depth = if dir.is_empty() {
        0
    } else {
        dir.matches('/').count() + 1
    };
    let shown = if dir.is_empty() {
        "./".to_owned()
    } else {
        format!("{dir}/")
    };
    format!(
        "{}{shown} — {files} files, {lines} lines\n",
        "  ".repeat(depth)
    )
}

fn compact_tier(
    name: &str,
    files: &[FileInfo],
    depth: usize,
    max_chars: usize,
    full_at: Option<&str>,
    notes: &[String],
) -> String {
    let dirs = directories(files);
    let total_lines: usize = files.iter().map(|f| f.lines).sum();
    let mut head = format!(
        "Codebase map of `{name}` (compact tier, built at session start from the files as they are now): {} files, {total_lines} lines.\n",
        files.len()
    );
    match full_at {
        Some(out) => head.push_str(&format!(
            "Full tier (every directory, file and top-level symbol): `{out}` — read it before asserting that a symbol, file or script does or does not exist.\n"
        )),
        None => head.push_str("The full tier is not written (`write_full = false`).\n"),
    }
    let mut tail = String::new();
    for n in notes {
        tail.push_str(n);
        tail.push('\n');
    }
    let budget = max_chars.saturating_sub(head.len() + tail.len() + 200);
    let mut body = String::from("\nDirectories (files, lines):\n");
    let mut hidden_dirs = 0;
    for (dir, (n, lines)) in &dirs {
        let level = if dir.is_empty() {
            0
        } else {
            dir.matches('/').count() + 1
        };
        if level > depth {
            continue;
        }
        let line = dir_line(dir, *n, *lines);
        if body.len() + line.len() > budget / 2 {
            hidden_dirs += 1;
            continue;
        }
        body.push_str(&line);
    }
    if hidden_dirs > 0 {
        body.push_str(&format!(
            "… {hidden_dirs} more directories in the full tier\n"
        ));
    }
    body.push_str("\nTop-level symbols:\n");
    // Shallow files first: entry points and crate roots say the most.
    let mut with_symbols: Vec<&FileInfo> = files.iter().filter(|f| !f.symbols.is_empty()).collect();
    with_symbols.sort_by_key(|f| (f.path.matches('/').count(), f.path.as_str()));
    let mut hidden_files = 0;
    for f in &with_symbols {
        let mut line = format!("{}: {}\n", f.path, f.symbols.join(", "));
        if line.len() > 400 {
            let cut: String = line.chars().take(380).collect();
            line = format!("{cut}… ({} symbols)\n", f.symbols.len());
        }
        if body.len() + line.len() > budget {
            hidden_files += 1;
            continue;
        }
        body.push_str(&line);
    }
    if with_symbols.is_empty() {
        body.push_str("(none found in Rust, Python, JS/TS or Go files)\n");
    }
    if hidden_files > 0 {
        body.push_str(&format!(
            "[truncated: the symbols of {hidden_files} more files are not shown (`max_chars` = {max_chars}); see the full tier]\n"
        ));
    }
    format!("{head}{body}{tail}").trim_end().to_owned()
}

fn full_tier(name: &str, files: &[FileInfo]) -> String {
    let mut out = format!(
        "# Codebase map of `{name}` (full tier)\n\nGenerated by gatehouse `inject-codebase-map` at session start; do not edit.\n\n## Directories (files, lines)\n\n```\n"
    );
    for (dir, (n, lines)) in directories(files) {
        out.push_str(&dir_line(&dir, n, lines));
    }
    out.push_str("```\n\n## Files (lines) and top-level symbols\n\n");
    for f in files {
        out.push_str(&format!("- `{}` ({} lines)", f.path, f.lines));
        if !f.symbols.is_empty() {
            out.push_str(": ");
            out.push_str(&f.symbols.join(", "));
        }
        out.push('\n');
    }
    out
}

/// Keeps the generated full tier out of `git status` without touching any
/// tracked file: the output path is listed in the repository's own
/// `.git/info/exclude` (local to the clone, never committed), once. A linked
/// worktree (`.git` is a file) or no repository: nothing to do. A tracked
/// output (a team that commits its map) is not affected by an exclude.
fn exclude_locally(root: &Path, output: &str) -> std::io::Result<()> {
    let git = root.join(".git");
    if !git.is_dir() || Path::new(output).is_absolute() || output.contains("..") {
        return Ok(());
    }
    let file = git.join("info").join("exclude");
    let line = format!("/{}", output.trim_start_matches("./"));
    let current = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e),
    };
    if current.lines().any(|l| l.trim() == line) {
        return Ok(());
    }
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let sep = if current.is_empty() || current.ends_with('\n') {
        ""
    } else {
        "\n"
    };
    let text = format!("{current}{sep}# written by gatehouse's inject-codebase-map\n{line}\n");
    write_atomic(&file, &text)
}

fn write_atomic(target: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = target.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp: PathBuf = target.to_path_buf();
    tmp.set_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, target)
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
    fn symbol_cases() {
        let cases: &[(&str, &str, &str, &[&str])] = &[
            (
                "rust_pub",
                "rs",
                "pub fn run() {}\npub struct A;\npub enum B {}\npub trait C {}\npub mod d;\n",
                &["fn run", "struct A", "enum B", "trait C", "mod d"],
            ),
            (
                "rust_private_and_nested_skipped",
                "rs",
                "fn private() {}\n    pub fn nested() {}\npub(crate) fn scoped() {}\n",
                &[],
            ),
            (
                "rust_qualifiers",
                "rs",
                "pub async fn a() {}\npub const fn b() {}\npub unsafe fn c() {}\n",
                &["fn a", "fn b", "fn c"],
            ),
            (
                "python_col0",
                "py",
                "def f():\n    def inner(): pass\nclass K(Base):\nasync def g():\n",
                &["def f", "class K", "def g"],
            ),
            ("python_string_not_def", "py", "x = 'def nope'\n", &[]),
            (
                "ts_exports",
                "ts",
                "export function f() {}\nexport default class App {}\nexport const X = 1;\nexport interface I {}\nexport async function g() {}\nfunction local() {}\n",
                &[
                    "function f",
                    "class App",
                    "const X",
                    "interface I",
                    "function g",
                ],
            ),
            (
                "js_generator",
                "js",
                "export function* gen() {}\n",
                &["function gen"],
            ),
            (
                "go",
                "go",
                "func Main() {}\nfunc (s *Server) Serve() {}\ntype Server struct {}\n",
                &["func Main", "func Server.Serve", "type Server"],
            ),
            ("other_language", "txt", "pub fn x() {}\n", &[]),
        ];
        for (name, ext, text, want) in cases {
            assert_eq!(
                symbols(ext, text),
                want.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                "{name}"
            );
        }
    }

    fn f(path: &str, lines: usize, symbols: &[&str]) -> FileInfo {
        FileInfo {
            path: path.into(),
            lines,
            symbols: symbols.iter().map(|s| s.to_string()).collect(),
            unread: false,
        }
    }

    #[test]
    fn reading_stops_at_the_deadline_and_says_so() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.rs"), "pub fn a() {}\n").unwrap();
        let late = read_one(dir.path(), "a.rs", Instant::now() - Duration::from_secs(1));
        assert!(late.unread && late.symbols.is_empty());
        let read = read_one(dir.path(), "a.rs", Instant::now() + Duration::from_secs(5));
        assert_eq!((read.unread, read.lines, read.symbols.len()), (false, 1, 1));
    }

    #[test]
    fn directories_sum_every_level() {
        let d = directories(&[
            f("a/b/x.rs", 10, &[]),
            f("a/y.rs", 5, &[]),
            f("z.md", 1, &[]),
        ]);
        assert_eq!(d[""], (3, 16));
        assert_eq!(d["a"], (2, 15));
        assert_eq!(d["a/b"], (1, 10));
    }

    #[test]
    fn compact_tier_is_capped_and_says_so() {
        let files: Vec<FileInfo> = (0..500)
            .map(|i| f(&format!("src/m{i}.rs"), 10, &["fn alpha", "struct Beta"]))
            .collect();
        let text = compact_tier(
            "repo",
            &files,
            2,
            3000,
            Some(".claude/codebase-map.md"),
            &[],
        );
        assert!(text.len() <= 3000, "{}", text.len());
        assert!(text.contains("500 files, 5000 lines"));
        assert!(text.contains("src/ — 500 files"));
        assert!(text.contains("src/m0.rs: fn alpha, struct Beta"));
        assert!(text.contains("[truncated: the symbols of"));
        assert!(text.contains("`.claude/codebase-map.md`"));
    }

    #[test]
    fn compact_tier_respects_depth() {
        let files = vec![f("a/b/c/x.py", 1, &["def x"])];
        let text = compact_tier("r", &files, 1, 6000, None, &["note: walked".into()]);
        assert!(text.contains("  a/ — 1 files"));
        assert!(!text.contains("a/b/ —"));
        assert!(text.contains("a/b/c/x.py: def x"));
        assert!(text.ends_with("note: walked"));
    }
}
