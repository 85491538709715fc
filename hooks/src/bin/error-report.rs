//! error-report: puts the current red list (failing tests) into the first
//! turn's context, from JUnit XML reports and/or a configured command.
//!
//! # What it refuses
//! Nothing: it injects the red list at session start (and again after
//! `compact`, `resume` and `clear`, so it survives compaction). Nothing is
//! injected when everything is green. Every failure is shown, never fatal.
//!
//! # Why (the incident)
//! Reference fleet, 2026-08-09: "the spoken answer to 'how many tests are red'
//! stayed at three for most of a session while the artifact on disk held
//! eight, four of them regressions introduced that same day. Remembering to
//! look is exactly the thing that failed, so looking is no longer optional."
//!
//! # Refused
//! Nothing. The context says how many tests are red, lists their names
//! (capped, with the count of the rest), and where the list came from: each
//! report file with its modification time and age, or the command.
//!
//! # Allowed
//! Every session start. Silent when no report exists, no command is
//! configured, and nothing is red. A report that is not JUnit XML, a command
//! that fails or overruns its timeout, is a `SKIP error-report: …` line.
//!
//! # Configuration
//! `[error-report]` in `.claude/gatehouse.toml`:
//! - `reports`: globs relative to the project root (`*`, `?`, `**`), default
//!   `["junit.xml", "build/test-results/**/*.xml", "target/nextest/**/*.xml",
//!   "test-results/**/*.xml", "reports/junit*.xml"]`; `[]` turns reports off;
//! - `command`: run by `sh -c` in the project root; it prints JUnit XML, or one
//!   red test per line (empty output = green);
//! - `timeout_secs` (default 20, at most 28): the command's hard budget; its
//!   process group is killed when it overruns;
//! - `max_names` (default 40): red tests listed by name.
//!
//! ```toml
//! [error-report]
//! reports = ["build/test-results/**/*.xml"]
//! command = "python scripts/error_report.py --names-only"
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[error-report]`.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};
use std::path::{Path, PathBuf};
use std::time::Duration;

const GUARD: Guard = Guard {
    name: "error-report",
    events: &[EventKind::SessionStart],
    keys: &["reports", "command", "timeout_secs", "max_names"],
};

const DEFAULT_REPORTS: &[&str] = &[
    "junit.xml",
    "build/test-results/**/*.xml",
    "target/nextest/**/*.xml",
    "test-results/**/*.xml",
    "reports/junit*.xml",
];
/// Files visited per glob at most: a glob must not turn into a walk of a huge tree.
const WALK_BUDGET: usize = 20_000;
const MAX_REPORT_BYTES: u64 = 64 << 20;
const MAX_CONTEXT: usize = 8_500;

fn main() {
    // `run`, not `run_advisory`: on SessionStart every failure is already a
    // visible `systemMessage` with exit 0 (the event cannot refuse), and a
    // payload of another event is a misregistration, refused loudly.
    payload::run(&GUARD, check)
}

/// One failing test.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Red {
    name: String,
    /// `failure: <first line of the message>`, or empty.
    detail: String,
}

/// What one source (a report file or the command) said.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Source {
    label: String,
    tests: Option<usize>,
    red: Vec<Red>,
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let root = cfg.project_root().unwrap_or(&p.cwd).to_path_buf();
    let globs = cfg
        .strings("reports")?
        .unwrap_or_else(|| DEFAULT_REPORTS.iter().map(|s| s.to_string()).collect());
    let timeout = cfg.int("timeout_secs")?.unwrap_or(20).clamp(1, 28);
    let max_names = usize::try_from(cfg.int("max_names")?.unwrap_or(40)).unwrap_or(40);
    let mut sources = Vec::new();
    let mut skips = Vec::new();
    for file in report_files(&root, &globs, &mut skips) {
        match read_report(&root, &file) {
            Ok(s) => sources.push(s),
            Err(why) => skips.push(why),
        }
    }
    if let Some(cmd) = cfg.string("command")? {
        match run_command(&root, &cmd, Duration::from_secs(timeout.unsigned_abs())) {
            Ok(s) => sources.push(s),
            Err(why) => skips.push(why),
        }
    }
    Ok(render(&sources, &skips, max_names).map_or(Verdict::Allow, Verdict::Context))
}

/// The report files the globs name, sorted, each once.
fn report_files(root: &Path, globs: &[String], skips: &mut Vec<String>) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for glob in globs {
        // Walk only below the glob's literal prefix (`build/test-results/`).
        let literal: Vec<&str> = glob
            .split('/')
            .take_while(|s| !s.contains(['*', '?', '[']))
            .collect();
        let base = root.join(literal.join("/"));
        if literal.len() == glob.split('/').count() {
            if base.is_file() {
                out.push(base);
            }
            continue;
        }
        let mut seen = 0;
        for entry in walkdir::WalkDir::new(&base)
            .into_iter()
            .filter_entry(|e| !matches!(e.file_name().to_str(), Some(".git" | "node_modules")))
        {
            seen += 1;
            if seen > WALK_BUDGET {
                skips.push(format!(
                    "SKIP error-report: `{glob}` stopped after {WALK_BUDGET} files; narrow the glob"
                ));
                break;
            }
            let Ok(entry) = entry else { continue };
            let rel = entry.path().strip_prefix(root).unwrap_or(entry.path());
            if entry.file_type().is_file() && payload::glob::matches(glob, &rel.to_string_lossy()) {
                out.push(entry.path().to_path_buf());
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

fn read_report(root: &Path, file: &Path) -> Result<Source, String> {
    let shown = file
        .strip_prefix(root)
        .unwrap_or(file)
        .display()
        .to_string();
    let skip = |why: String| format!("SKIP error-report: `{shown}`: {why}");
    let meta = std::fs::metadata(file).map_err(|e| skip(e.to_string()))?;
    if meta.len() > MAX_REPORT_BYTES {
        return Err(skip(format!(
            "{} bytes is more than the 64 MiB read limit",
            meta.len()
        )));
    }
    let bytes = std::fs::read(file).map_err(|e| skip(e.to_string()))?;
    let text = String::from_utf8_lossy(&bytes);
    let (tests, red) = junit::parse(&text)
        .ok_or_else(|| skip("not JUnit XML (no `<testsuite>` or `<testcase>`)".into()))?;
    let when = meta.modified().ok().and_then(|t| {
        let age = t
            .elapsed()
            .ok()
            .map(|a| procs::table::human_age(a.as_secs_f64()));
        let stamp = jiff::Timestamp::try_from(t)
            .ok()?
            .strftime("%Y-%m-%d %H:%M UTC")
            .to_string();
        Some(format!(
            "written {stamp}{}",
            age.map(|a| format!(", {a} ago")).unwrap_or_default()
        ))
    });
    let label = format!(
        "`{shown}` ({})",
        when.unwrap_or_else(|| "modification time unknown".into())
    );
    Ok(Source {
        label,
        tests: Some(tests),
        red,
    })
}

fn run_command(root: &Path, cmd: &str, timeout: Duration) -> Result<Source, String> {
    let mut c = procs::run::sh(cmd);
    c.current_dir(root);
    let o = procs::run::run(c, timeout, 4 << 20)
        .map_err(|e| format!("SKIP error-report: `{cmd}` could not start: {e}"))?;
    if o.timed_out {
        return Err(format!(
            "SKIP error-report: `{cmd}` {}; no red list from it",
            o.describe()
        ));
    }
    if o.stdout.contains("<testcase") || o.stdout.contains("<testsuite") {
        let (tests, red) = junit::parse(&o.stdout).unwrap_or_default();
        return Ok(Source {
            label: format!("`{cmd}` ({}, JUnit XML)", o.describe()),
            tests: Some(tests),
            red,
        });
    }
    let red: Vec<Red> = o
        .stdout
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| Red {
            name: l.to_owned(),
            detail: String::new(),
        })
        .collect();
    if red.is_empty() && !o.success() {
        let err = o.stderr.lines().last().unwrap_or("").trim().to_owned();
        return Err(format!(
            "SKIP error-report: `{cmd}` {} with no output: {err}",
            o.describe()
        ));
    }
    Ok(Source {
        label: format!("`{cmd}` ({})", o.describe()),
        tests: None,
        red,
    })
}

/// The context text, or `None` when everything is green and nothing was skipped.
fn render(sources: &[Source], skips: &[String], max_names: usize) -> Option<String> {
    // Distinct names in order of first appearance (a set: thousands of red
    // tests must not cost a quadratic scan).
    let mut seen = std::collections::HashSet::new();
    let names: Vec<&Red> = sources
        .iter()
        .flat_map(|s| &s.red)
        .filter(|r| seen.insert(r.name.as_str()))
        .collect();
    if names.is_empty() && skips.is_empty() {
        return None;
    }
    let mut out = String::new();
    if names.is_empty() {
        out.push_str("error-report: no red tests in the sources that could be read.\n");
    } else {
        let n = names.len();
        out.push_str(&format!(
            "error-report: {n} test{} RED right now (derived at session start from the sources below). \
             Report this count, not a remembered one; re-run the tests before claiming any other.\n",
            if n == 1 { " is" } else { "s are" }
        ));
        for r in names.iter().take(max_names) {
            let detail = if r.detail.is_empty() {
                String::new()
            } else {
                format!(" — {}", r.detail)
            };
            out.push_str(&format!("- {}{detail}\n", r.name));
        }
        if n > max_names {
            out.push_str(&format!(
                "- … and {} more (not listed; `max_names` = {max_names})\n",
                n - max_names
            ));
        }
    }
    if !sources.is_empty() {
        out.push_str("Sources:\n");
        for s in sources {
            let tests = s.tests.map(|t| format!("{t} tests, ")).unwrap_or_default();
            out.push_str(&format!("- {}: {tests}{} red\n", s.label, s.red.len()));
        }
    }
    for skip in skips {
        out.push_str(skip);
        out.push('\n');
    }
    Some(procs::cap(
        out.trim_end(),
        MAX_CONTEXT,
        "the sources above hold the full list",
    ))
}

/// A small, tolerant JUnit XML scanner: `<testcase>` elements and their
/// `<failure>`/`<error>` children. Comments, CDATA and processing
/// instructions are skipped, so a failure message quoting XML cannot add a
/// test. No XML crate is needed for these three element names.
mod junit {
    use super::Red;

    struct Tag<'a> {
        name: &'a str,
        attrs: &'a str,
        end: bool,
        empty: bool,
    }

    /// (number of testcases, the red ones); `None` when the text has neither
    /// `<testsuite>` nor `<testcase>`.
    pub fn parse(xml: &str) -> Option<(usize, Vec<Red>)> {
        let mut tests = 0;
        let mut red = Vec::new();
        let mut suite = false;
        let mut current: Option<(String, bool)> = None;
        let mut rest = xml;
        while let Some(i) = rest.find('<') {
            rest = rest.get(i..).unwrap_or("");
            if let Some(r) = skip_to(rest, "<!--", "-->")
                .or_else(|| skip_to(rest, "<![CDATA[", "]]>"))
                .or_else(|| skip_to(rest, "<?", "?>"))
                .or_else(|| skip_to(rest, "<!", ">"))
            {
                rest = r;
                continue;
            }
            let Some((tag, after)) = tag(rest) else {
                rest = rest.get(1..).unwrap_or("");
                continue;
            };
            rest = after;
            match (tag.name, tag.end) {
                ("testsuite" | "testsuites", _) => suite = true,
                ("testcase", false) => {
                    tests += 1;
                    let name = attr(tag.attrs, "name").unwrap_or_default();
                    let class = attr(tag.attrs, "classname").unwrap_or_default();
                    let full = if class.is_empty() {
                        name
                    } else {
                        format!("{class}.{name}")
                    };
                    if !tag.empty {
                        current = Some((full, false));
                    }
                }
                ("testcase", true) => current = None,
                ("failure" | "error", false) => {
                    if let Some((name, marked)) = current.as_mut()
                        && !*marked
                    {
                        *marked = true;
                        let msg = attr(tag.attrs, "message")
                            .or_else(|| attr(tag.attrs, "type"))
                            .unwrap_or_default();
                        let first: String =
                            msg.lines().next().unwrap_or("").chars().take(160).collect();
                        let detail = if first.is_empty() {
                            tag.name.to_owned()
                        } else {
                            format!("{}: {first}", tag.name)
                        };
                        red.push(Red {
                            name: name.clone(),
                            detail,
                        });
                    }
                }
                _ => {}
            }
        }
        (suite || tests > 0).then_some((tests, red))
    }

    /// `rest` past the construct opened by `open` and closed by `close`, when it starts with `open`.
    fn skip_to<'a>(rest: &'a str, open: &str, close: &str) -> Option<&'a str> {
        let r = rest.strip_prefix(open)?;
        Some(
            r.find(close)
                .map_or("", |j| r.get(j + close.len()..).unwrap_or("")),
        )
    }

    /// Parses one tag at the start of `s`; quoted attribute values may hold `>`.
    fn tag(s: &str) -> Option<(Tag<'_>, &str)> {
        let body = s.strip_prefix('<')?;
        let (end, body) = match body.strip_prefix('/') {
            Some(b) => (true, b),
            None => (false, body),
        };
        let name_len = body.find(|c: char| c.is_whitespace() || c == '>' || c == '/')?;
        let name = body.get(..name_len)?;
        if name.is_empty() {
            return None;
        }
        let mut quote: Option<char> = None;
        for (i, c) in body.char_indices() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (None, '"' | '\'') => quote = Some(c),
                (None, '>') => {
                    let inner = body.get(name_len..i)?;
                    let empty = inner.trim_end().ends_with('/');
                    let attrs = inner.trim_end().trim_end_matches('/');
                    return Some((
                        Tag {
                            name,
                            attrs,
                            end,
                            empty,
                        },
                        body.get(i + 1..)?,
                    ));
                }
                _ => {}
            }
        }
        None
    }

    /// The decoded value of attribute `key`.
    fn attr(attrs: &str, key: &str) -> Option<String> {
        let mut rest = attrs;
        loop {
            rest = rest.trim_start();
            let eq = rest.find('=')?;
            let k = rest.get(..eq)?.trim();
            let v = rest.get(eq + 1..)?.trim_start();
            let q = v.chars().next().filter(|c| *c == '"' || *c == '\'')?;
            let v = v.get(1..)?;
            let close = v.find(q)?;
            if k == key {
                return Some(decode(v.get(..close)?));
            }
            rest = v.get(close + 1..)?;
        }
    }

    fn decode(s: &str) -> String {
        let mut out = String::with_capacity(s.len());
        let mut rest = s;
        while let Some(i) = rest.find('&') {
            out.push_str(rest.get(..i).unwrap_or(""));
            rest = rest.get(i..).unwrap_or("");
            let Some(semi) = rest.find(';').filter(|j| *j <= 10) else {
                out.push('&');
                rest = rest.get(1..).unwrap_or("");
                continue;
            };
            let entity = rest.get(1..semi).unwrap_or("");
            let ch = match entity {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                e => e
                    .strip_prefix("#x")
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .or_else(|| e.strip_prefix('#').and_then(|d| d.parse().ok()))
                    .and_then(char::from_u32),
            };
            match ch {
                Some(c) => {
                    out.push(c);
                    rest = rest.get(semi + 1..).unwrap_or("");
                }
                None => {
                    out.push('&');
                    rest = rest.get(1..).unwrap_or("");
                }
            }
        }
        out.push_str(rest);
        out
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

    /// (name, XML, expected (test count, red names)).
    type Case = (
        &'static str,
        &'static str,
        Option<(usize, &'static [&'static str])>,
    );

    #[test]
    fn junit_cases() {
        let cases: &[Case] = &[
            (
                "green",
                r#"<testsuite><testcase classname="a" name="t1"/><testcase name="t2"></testcase></testsuite>"#,
                Some((2, &[])),
            ),
            (
                "failure_and_error",
                r#"<?xml version="1.0"?><testsuites><testsuite name="s"><testcase classname="m.C" name="one"><failure message="assert 1 == 2">trace</failure></testcase><testcase classname="m.C" name="two"><error type="E"/></testcase><testcase classname="m.C" name="three"/></testsuite></testsuites>"#,
                Some((3, &["m.C.one", "m.C.two"])),
            ),
            (
                "skipped_is_not_red",
                r#"<testsuite><testcase name="s"><skipped/></testcase></testsuite>"#,
                Some((1, &[])),
            ),
            (
                "system_err_is_not_error",
                r#"<testsuite><testcase name="s"><system-err>error!</system-err></testcase></testsuite>"#,
                Some((1, &[])),
            ),
            (
                "failure_in_cdata_is_data",
                r#"<testsuite><testcase name="ok"><system-out><![CDATA[<testcase name="fake"><failure/>]]></system-out></testcase></testsuite>"#,
                Some((1, &[])),
            ),
            (
                "comment",
                r#"<testsuite><!-- <testcase name="x"><failure/></testcase> --></testsuite>"#,
                Some((0, &[])),
            ),
            (
                "gt_in_attribute",
                r#"<testsuite><testcase name="a>b"><failure message="x > y"/></testcase></testsuite>"#,
                Some((1, &["a>b"])),
            ),
            (
                "entities",
                r#"<testsuite><testcase name="t[&quot;x&amp;y&quot;]"><failure/></testcase></testsuite>"#,
                Some((1, &["t[\"x&y\"]"])),
            ),
            (
                "two_failures_one_test",
                r#"<testsuite><testcase name="t"><failure/><failure/></testcase></testsuite>"#,
                Some((1, &["t"])),
            ),
            (
                "truncated_file",
                r#"<testsuite><testcase name="t"><failure message="boom"#,
                Some((1, &[])),
            ),
            ("not_junit", "<html><body>hi</body></html>", None),
            ("empty", "", None),
        ];
        for (name, xml, want) in cases {
            let got = junit::parse(xml)
                .map(|(n, red)| (n, red.into_iter().map(|r| r.name).collect::<Vec<_>>()));
            let want =
                want.map(|(n, names)| (n, names.iter().map(|s| s.to_string()).collect::<Vec<_>>()));
            assert_eq!(got, want, "{name}");
        }
    }

    fn red(name: &str) -> Red {
        Red {
            name: name.into(),
            detail: String::new(),
        }
    }

    #[test]
    fn render_counts_every_red_test_once_and_caps_the_names() {
        let a = Source {
            label: "`a.xml`".into(),
            tests: Some(10),
            red: (0..6).map(|i| red(&format!("t{i}"))).collect(),
        };
        let b = Source {
            label: "`cmd`".into(),
            tests: None,
            red: vec![red("t0"), red("t7"), red("t8")],
        };
        let text = render(&[a, b], &[], 5).unwrap();
        assert!(text.starts_with("error-report: 8 tests are RED"), "{text}");
        assert!(text.contains("- t4\n"));
        assert!(!text.contains("- t7\n"));
        assert!(text.contains("… and 3 more"));
        assert!(text.contains("- `a.xml`: 10 tests, 6 red"));
    }

    #[test]
    fn green_is_silent_and_skips_are_loud() {
        let green = Source {
            label: "`a.xml`".into(),
            tests: Some(3),
            red: vec![],
        };
        assert_eq!(render(std::slice::from_ref(&green), &[], 40), None);
        let text = render(&[green], &["SKIP error-report: `x` timed out".into()], 40).unwrap();
        assert!(text.contains("SKIP error-report: `x` timed out"));
        assert!(text.contains("no red tests"));
    }

    #[test]
    fn one_red_test_is_singular() {
        let s = Source {
            label: "`a`".into(),
            tests: Some(1),
            red: vec![red("t")],
        };
        assert!(
            render(&[s], &[], 40)
                .unwrap()
                .starts_with("error-report: 1 test is RED")
        );
    }
}
