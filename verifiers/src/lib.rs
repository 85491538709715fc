//! Shared machinery of the three verifiers: argument parsing, range
//! resolution, the bounded git runner, diff parsing, the tokenizers and the
//! report (human or `--json`) with its exit code.
//!
//! Verifiers are not hooks: they answer a question about a git delta for a
//! reviewer, so their contract is the classic one of a checker — exit 0 the
//! claim holds, 1 it does not (each violation reported: file, line, what),
//! 2 it could not be verified (not a repository, bad refs, a diff that
//! cannot be judged, any internal error). Review scripts treat 2 as failure.

pub mod diff;
pub mod git;
pub mod glob;
pub mod tokens;

use std::path::PathBuf;

pub use git::Git;

/// Why a claim could not be verified (exit 2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(pub String);

impl Error {
    pub fn new(msg: impl Into<String>) -> Self {
        Error(msg.into())
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One reason the claim does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub file: String,
    /// 1-based line in the file the violation points into (old side for a
    /// removed line, new side otherwise); `None` for whole-file violations.
    pub line: Option<u64>,
    pub what: String,
}

impl Violation {
    pub fn new(file: impl Into<String>, line: Option<u64>, what: impl Into<String>) -> Self {
        Violation {
            file: file.into(),
            line,
            what: what.into(),
        }
    }
}

/// The verdict of a verifier that ran to the end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// What was examined, e.g. `3f2a..9c1b (7 files)`.
    pub subject: String,
    pub violations: Vec<Violation>,
    /// Short facts for the human summary (counts).
    pub notes: Vec<String>,
}

/// Everything a verifier's command line can say.
#[derive(Debug, Clone, Default)]
pub struct Args {
    pub dir: Option<PathBuf>,
    pub json: bool,
    /// `--diff FILE` (`-` = stdin).
    pub diff: Option<String>,
    pub positional: Vec<String>,
    pub pathspec: Vec<String>,
    /// Verifier-specific `--name value` / `--name=value` options, in order.
    pub options: Vec<(String, String)>,
}

impl Args {
    pub fn option(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn options_named(&self, name: &str) -> Vec<String> {
        self.options
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .collect()
    }

    pub fn git(&self) -> Result<Git, Error> {
        let (dir, git) = match &self.dir {
            Some(d) => (d.clone(), Git::explicit(d)),
            None => {
                let cwd = std::env::current_dir()
                    .map_err(|e| Error::new(format!("no current directory: {e}")))?;
                let git = Git::new(&cwd);
                (cwd, git)
            }
        };
        // Bare repositories are fine: everything is read from objects.
        match git.run(&["rev-parse", "--git-dir"]) {
            Ok(_) => Ok(git),
            Err(e) => Err(Error::new(format!(
                "`{}` is not a git repository ({e})",
                dir.display()
            ))),
        }
    }
}

/// A verifier's static description.
pub struct Verifier {
    pub name: &'static str,
    /// The claim in words, e.g. "the delta only adds lines and files".
    pub claim: &'static str,
    pub usage: &'static str,
    /// Options taking a value (besides the common `-C`, `--diff`).
    pub value_options: &'static [&'static str],
    /// Whether `--diff` is accepted.
    pub accepts_diff: bool,
}

/// Parses the command line: `-C DIR`, `--json`, `--diff FILE`, the
/// verifier's own options, positionals, and `-- PATHSPEC...`.
pub fn parse_args(v: &Verifier, argv: &[String]) -> Result<Args, Error> {
    let mut args = Args::default();
    let mut it = argv.iter();
    while let Some(a) = it.next() {
        let a = a.as_str();
        if a == "--" {
            args.pathspec.extend(it.by_ref().cloned());
            break;
        }
        let (name, inline) = match a.split_once('=') {
            Some((n, val)) if n.starts_with("--") => (n, Some(val.to_string())),
            _ => (a, None),
        };
        let mut value = |n: &str| -> Result<String, Error> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| Error::new(format!("`{n}` needs a value\n{}", v.usage))),
            }
        };
        match name {
            "-C" => args.dir = Some(PathBuf::from(value("-C")?)),
            "--json" if inline.is_none() => args.json = true,
            "--diff" if v.accepts_diff => args.diff = Some(value("--diff")?),
            n if v.value_options.contains(&n) => {
                let val = value(n)?;
                args.options
                    .push((n.trim_start_matches('-').to_string(), val));
            }
            n if n.starts_with('-') && n.len() > 1 => {
                return Err(Error::new(format!("unknown option `{n}`\n{}", v.usage)));
            }
            _ => args.positional.push(a.to_string()),
        }
    }
    Ok(args)
}

/// A resolved `BASE..HEAD` pair of full commit ids.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Range {
    pub base: String,
    pub head: String,
    /// How the user (or the default) spelled it.
    pub spelled: String,
}

/// Resolves `rev` to a full commit id (exit 2 on a bad ref).
pub fn commit_id(git: &Git, rev: &str) -> Result<String, Error> {
    let spec = format!("{rev}^{{commit}}");
    match git.maybe_line(&["rev-parse", "--verify", "-q", "--end-of-options", &spec])? {
        Some(id) if !id.is_empty() => Ok(id),
        _ => Err(Error::new(format!("`{rev}` does not name a commit"))),
    }
}

/// The repository's default branch: `origin/HEAD` when set, else a local
/// `main` or `master`, else `origin/main` or `origin/master`.
pub fn default_branch(git: &Git) -> Result<String, Error> {
    if let Some(r) = git.maybe_line(&["symbolic-ref", "-q", "refs/remotes/origin/HEAD"])?
        && !r.is_empty()
    {
        return Ok(r);
    }
    for cand in [
        "refs/heads/main",
        "refs/heads/master",
        "refs/remotes/origin/main",
        "refs/remotes/origin/master",
    ] {
        if git
            .maybe_line(&["rev-parse", "--verify", "-q", cand])?
            .is_some()
        {
            return Ok(cand.to_string());
        }
    }
    Err(Error::new(
        "no default branch found (no origin/HEAD, main or master); give a range `BASE..HEAD`",
    ))
}

/// Resolves the range argument: `BASE..HEAD`, `BASE...HEAD` (from their
/// merge-base), `BASE` (up to `HEAD`), or nothing (merge-base of the default
/// branch and `HEAD`, up to `HEAD`).
pub fn resolve_range(git: &Git, spec: Option<&str>) -> Result<Range, Error> {
    let merge_base = |a: &str, b: &str| -> Result<String, Error> {
        git.maybe_line(&["merge-base", a, b])?
            .filter(|s| !s.is_empty())
            .ok_or_else(|| Error::new(format!("`{a}` and `{b}` have no common ancestor")))
    };
    match spec {
        None => {
            let def = default_branch(git)?;
            let head = commit_id(git, "HEAD")?;
            let d = commit_id(git, &def)?;
            let base = merge_base(&d, &head)?;
            let short = def
                .trim_start_matches("refs/heads/")
                .trim_start_matches("refs/remotes/");
            Ok(Range {
                base,
                head,
                spelled: format!("{short}...HEAD"),
            })
        }
        Some(s) => {
            let (base, head) = if let Some((a, b)) = s.split_once("...") {
                let a = commit_id(git, if a.is_empty() { "HEAD" } else { a })?;
                let b = commit_id(git, if b.is_empty() { "HEAD" } else { b })?;
                (merge_base(&a, &b)?, b)
            } else if let Some((a, b)) = s.split_once("..") {
                (
                    commit_id(git, if a.is_empty() { "HEAD" } else { a })?,
                    commit_id(git, if b.is_empty() { "HEAD" } else { b })?,
                )
            } else {
                (commit_id(git, s)?, commit_id(git, "HEAD")?)
            };
            Ok(Range {
                base,
                head,
                spelled: s.to_string(),
            })
        }
    }
}

/// Reads a `--diff` input: a file, or stdin for `-` (read only when asked,
/// and at most 1 GiB).
pub fn read_input(src: &str) -> Result<Vec<u8>, Error> {
    use std::io::Read;
    const MAX: u64 = 1 << 30;
    let mut buf = Vec::new();
    let res = if src == "-" {
        use std::io::IsTerminal;
        if std::io::stdin().is_terminal() {
            return Err(Error::new(
                "`--diff -` reads a diff from stdin, which is a terminal; pipe one in",
            ));
        }
        std::io::stdin().lock().take(MAX + 1).read_to_end(&mut buf)
    } else {
        std::fs::File::open(src).and_then(|f| f.take(MAX + 1).read_to_end(&mut buf))
    };
    res.map_err(|e| Error::new(format!("cannot read `{src}`: {e}")))?;
    if buf.len() as u64 > MAX {
        return Err(Error::new(format!("`{src}` is larger than 1 GiB")));
    }
    Ok(buf)
}

/// Short form of a commit id for human output.
pub fn short(id: &str) -> &str {
    id.get(..10).unwrap_or(id)
}

/// Quotes a line's content for a one-line report.
pub fn snippet(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    let s = s.trim_end_matches(['\r', '\n']);
    let mut out: String = s.chars().take(80).collect();
    if s.chars().count() > 80 {
        out.push('…');
    }
    format!("{out:?}")
}

/// Runs a verifier: parses arguments, calls `verify`, prints the report and
/// exits 0/1/2. A panic (none is expected: the lints forbid the usual
/// sources) still becomes exit 2 with a message, also under `panic = "abort"`
/// because the hook runs before the abort.
#[allow(clippy::print_stdout, clippy::print_stderr, clippy::exit)]
pub fn run(v: &'static Verifier, verify: fn(&Args) -> Result<Report, Error>) -> ! {
    // Printing and exiting live here alone (verifiers do not use the hook
    // runner in shared/payload: their exit codes mean something else).
    std::panic::set_hook(Box::new(move |info| {
        eprintln!("{}: could not verify (internal error: {info})", v.name);
        std::process::exit(2);
    }));
    let argv: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    if argv.iter().any(|a| a == "-h" || a == "--help") {
        println!("{}", v.usage);
        std::process::exit(0);
    }
    let json = argv.iter().any(|a| a == "--json");
    let result = parse_args(v, &argv).and_then(|a| verify(&a));
    let (code, text) = render(v, &result, json);
    if code == 2 && !json {
        eprint!("{text}");
    } else {
        print!("{text}");
    }
    std::process::exit(code);
}

/// The exit code and the text of a result (pure, for tests).
pub fn render(v: &Verifier, result: &Result<Report, Error>, json: bool) -> (i32, String) {
    match result {
        Err(e) => {
            if json {
                let j = serde_json::json!({
                    "verifier": v.name,
                    "claim": v.claim,
                    "result": "unverifiable",
                    "error": e.0,
                });
                (2, format!("{j:#}\n"))
            } else {
                (2, format!("{}: could not verify: {}\n", v.name, e.0))
            }
        }
        Ok(r) => {
            let holds = r.violations.is_empty();
            let code = if holds { 0 } else { 1 };
            if json {
                let viol: Vec<serde_json::Value> = r
                    .violations
                    .iter()
                    .map(|x| serde_json::json!({"file": x.file, "line": x.line, "what": x.what}))
                    .collect();
                let j = serde_json::json!({
                    "verifier": v.name,
                    "claim": v.claim,
                    "result": if holds { "holds" } else { "fails" },
                    "subject": r.subject,
                    "notes": r.notes,
                    "violations": viol,
                });
                return (code, format!("{j:#}\n"));
            }
            let mut out = String::new();
            let notes = if r.notes.is_empty() {
                String::new()
            } else {
                format!(" ({})", r.notes.join(", "))
            };
            if holds {
                out.push_str(&format!(
                    "{}: holds: {} — {}{}\n",
                    v.name, v.claim, r.subject, notes
                ));
            } else {
                out.push_str(&format!(
                    "{}: FAILS: not {} — {}{}; {} violation{}:\n",
                    v.name,
                    v.claim,
                    r.subject,
                    notes,
                    r.violations.len(),
                    if r.violations.len() == 1 { "" } else { "s" }
                ));
                for x in &r.violations {
                    match x.line {
                        Some(l) => out.push_str(&format!("  {}:{}: {}\n", x.file, l, x.what)),
                        None => out.push_str(&format!("  {}: {}\n", x.file, x.what)),
                    }
                }
            }
            (code, out)
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    const V: Verifier = Verifier {
        name: "verify-x",
        claim: "x",
        usage: "usage",
        value_options: &["--branch"],
        accepts_diff: true,
    };

    fn argv(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn parses_common_and_own_options() {
        let a = parse_args(
            &V,
            &argv(&[
                "-C",
                "/r",
                "--json",
                "a..b",
                "--branch=f",
                "--",
                "src",
                "--json",
            ]),
        )
        .unwrap();
        assert_eq!(a.dir, Some(PathBuf::from("/r")));
        assert!(a.json);
        assert_eq!(a.positional, vec!["a..b"]);
        assert_eq!(a.option("branch"), Some("f"));
        assert_eq!(a.pathspec, vec!["src", "--json"]);
    }

    #[test]
    fn unknown_option_and_missing_value_are_errors() {
        assert!(parse_args(&V, &argv(&["--frob"])).is_err());
        assert!(parse_args(&V, &argv(&["-C"])).is_err());
        assert!(parse_args(&V, &argv(&["--branch"])).is_err());
    }

    #[test]
    fn render_exit_codes() {
        let ok = Ok(Report {
            subject: "s".into(),
            violations: vec![],
            notes: vec![],
        });
        assert_eq!(render(&V, &ok, false).0, 0);
        let bad = Ok(Report {
            subject: "s".into(),
            violations: vec![Violation::new("f", Some(3), "w")],
            notes: vec![],
        });
        let (c, t) = render(&V, &bad, false);
        assert_eq!(c, 1);
        assert!(t.contains("  f:3: w"), "{t}");
        let (c, t) = render(&V, &Err(Error::new("boom")), true);
        assert_eq!(c, 2);
        let j: serde_json::Value = serde_json::from_str(&t).unwrap();
        assert_eq!(j["result"], "unverifiable");
    }

    #[test]
    fn snippet_trims_and_quotes() {
        assert_eq!(snippet(b"abc\r\n"), "\"abc\"");
        assert!(snippet(&[b'x'; 200]).ends_with("…\""));
    }
}
