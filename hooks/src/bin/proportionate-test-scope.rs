//! proportionate-test-scope: refuses a reflex full-suite run unless the
//! affected-tests oracle says the change cannot be bounded; otherwise names
//! the tests it selected. An oracle answer off the documented contract is
//! refused as "changed shape", never guessed at.
//!
//! # What it refuses
//! A command matching one of `full_suite` (by words: the same operands, any
//! options; `python -m pytest` is `pytest`; `-k`/`-m`/`--lf`/`--deselect`
//! narrow a run, so it is not the full suite), unless the `oracle`, run in
//! the call's directory with no stdin and killed after `timeout_seconds`,
//! answers `"verdict": "unbounded"`. Its answer must be one JSON object with
//! exactly the contract's fields (docs/guards/proportionate-test-scope.md):
//! `verdict` (`"bounded"` | `"unbounded"` | `"none"`), `reasons`, `tests`,
//! `untested`, `changed` (lists of strings) and `rows` (a list). A missing,
//! extra or mistyped field, an unknown verdict, output that is not JSON, a
//! failing or hanging oracle: each is a refusal that says which.
//!
//!
//! By effect, the scope a run covers: any starter (`routing::runs`),
//! operands resolved (absolute, `tests/../tests`, `tests/*`, a file beside
//! its directory, `cd tests && pytest`); `-k ''`, `-k 'not <nothing>'` and
//! `--cache-clear --lf` narrow nothing; `tox`/`nox`/`hatch test` are full.
//!
//! # Why (the incident)
//! The reference fleet: "It defers to the oracle" — including the oracle's
//! verdict when it CANNOT bound a change. Its hook allowed the full suite
//! only when `result.get("escalate")` was truthy; since 2026-10-21 the
//! oracle prints `json.dumps(asdict(result))` of an `AffectedResult` (fields
//! `verdict`, `reasons`, `tests`, `untested`, `rows`, `changed`) with no
//! `escalate` key, so the allow-arm could never fire and a change the oracle
//! names as needing the full suite fell through to the deny paths —
//! silently. Validating the answer turns such drift into a named refusal.
//!
//! # Refused
//! - `pytest`, `pytest tests -q`, `python -m pytest` when the oracle answers `bounded`
//!   (the refusal lists the selected tests and the command to run them)
//! - any full-suite run when the oracle's answer has an `escalate` key, lacks
//!   `verdict`, or the oracle fails or times out
//!
//! # Allowed
//! - the full suite when the oracle answers `unbounded`
//! - narrowed runs: `pytest tests/test_app.py`, `pytest -k handler`, `pytest --lf`
//! - `pytest --version`, `--collect-only`; `echo pytest`; a commit message
//!
//! # Configuration
//! Off unless `oracle` is set. `[proportionate-test-scope]`: `oracle` (a
//! command line, run without a shell), `full_suite` (command lines that
//! mean "the whole suite"; none = nothing is refused), `timeout_seconds`
//! (1–25, default 20; the hook's registration timeout is 30 s). The
//! reference: `oracle = "python scripts/affected_tests.py --json"`,
//! `full_suite = ["pytest", "pytest tests", "python -m pytest"]`.
//!
//! # Escape hatch
//! None for the agent: the oracle's `unbounded` verdict is the way to the
//! full suite. The user runs it themselves or sets `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::Configured;
use routing::resolve::{Env, Value as Word};
use routing::runs::Run;
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};
use std::time::Duration;

pub(crate) const GUARD: Guard = Guard {
    name: "proportionate-test-scope",
    events: &[EventKind::PreToolUse],
    keys: &["oracle", "full_suite", "timeout_seconds"],
};

/// Options whose next word is their value (pytest's), so it is no operand.
const VALUE_OPTS: &[&str] = &[
    "-p",
    "-c",
    "-o",
    "-n",
    "-W",
    "-k",
    "-m",
    "-r",
    "--tb",
    "--maxfail",
    "--rootdir",
    "--basetemp",
    "--durations",
    "--confcutdir",
    "--junitxml",
    "--junit-xml",
    "--log-level",
    "--log-file",
    "--timeout",
    "--cov",
    "--cov-report",
    "--cov-config",
    "--deselect",
    "--ignore",
    "--ignore-glob",
    "--override-ini",
    "--dist",
    "--numprocesses",
    "--import-mode",
    "--capture",
    "--color",
];
/// Options with which the runner runs no tests.
const NO_RUN: &[&str] = &[
    "--version",
    "-V",
    "--help",
    "-h",
    "--collect-only",
    "--co",
    "--fixtures",
    "--markers",
];
/// The contract's fields (docs/guards/proportionate-test-scope.md).
const FIELDS: [&str; 6] = ["verdict", "reasons", "tests", "untested", "rows", "changed"];
const VERDICTS: [&str; 3] = ["bounded", "unbounded", "none"];
/// The most output read from the oracle.
const MAX_ANSWER: usize = 1 << 20;

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(oracle_text) = cfg.string("oracle")?.filter(|t| !t.trim().is_empty()) else {
        return Ok(Verdict::Allow);
    };
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let bad = |key: &str, v: &str| {
        Failure::new(format!(
            "config [proportionate-test-scope] `{key}` is not a command line: {v}"
        ))
    };
    let oracle = Configured::parse(&oracle_text).ok_or_else(|| bad("oracle", &oracle_text))?;
    let mut full = Vec::new();
    for f in cfg.strings("full_suite")?.unwrap_or_default() {
        full.push(Configured::parse(&f).ok_or_else(|| bad("full_suite", &f))?);
    }
    let timeout = match cfg.int("timeout_seconds")?.unwrap_or(20) {
        t @ 1..=25 => Duration::from_secs(t.unsigned_abs()),
        t => {
            return Err(Failure::new(format!(
                "config [proportionate-test-scope] `timeout_seconds` must be 1–25 (the hook is registered with 30 s), got {t}"
            )));
        }
    };
    let a = shell::analyse(&bash.command);
    let firsts: Vec<&str> = full
        .iter()
        .filter_map(|f| f.words.first().map(String::as_str))
        .collect();
    if let Some(problem) = a.blocking_problem(|t| firsts.iter().any(|f| t.contains(f))) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    let env = Env::new(&a);
    let cwds = routing::cwds(&a, &p.cwd);
    let root = payload::paths::normalize(cfg.project_root().unwrap_or(&p.cwd), &p.cwd);
    let runner = full
        .iter()
        .find_map(|f| f.words.first().cloned())
        .unwrap_or_else(|| "pytest".to_owned());
    let all = routing::runs::runs(&a, &env, &cwds, &runner);
    let Some(run) = all.iter().find(|r| {
        let cwd = a
            .commands
            .iter()
            .position(|c| std::ptr::eq(c, r.cmd))
            .and_then(|i| cwds.get(i))
            .map_or(p.cwd.as_path(), PathBuf::as_path);
        full.iter().any(|f| is_full_suite(r, &env, cwd, &root, f))
    }) else {
        return Ok(Verdict::Allow);
    };
    let what = match &run.opaque {
        Some(how) => format!("`{}`: a full-suite run through {how}", run.cmd.text.trim()),
        None => format!("`{}`: a full-suite run", run.cmd.text.trim()),
    };
    let allow = "the user runs the full suite themselves, or sets `enabled = false` under `[proportionate-test-scope]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`";
    let rule = "the full suite runs only when the affected-tests oracle says the change cannot be bounded; otherwise the tests it selects are the proportionate run";
    let answer = match ask(&oracle.words, &p.cwd, timeout) {
        Ok(answer) => answer,
        Err(why) => {
            return Ok(payload::refusal(GUARD.name, format!("{what}, and the oracle `{}` {why}", oracle.text))
                .rule(rule)
                .instead("run the tests of what you changed, and fix the oracle (run it yourself to see its error)")
                .allow(allow)
                .verdict());
        }
    };
    let fields = match contract(&answer) {
        Ok(f) => f,
        Err(drift) => {
            return Ok(payload::refusal(GUARD.name, format!("{what}, and the oracle's answer changed shape: {drift}"))
                .rule(format!("{rule}; its answer must match the documented contract (one JSON object with exactly `verdict`, `reasons`, `tests`, `untested`, `rows`, `changed`), because the reference's guard read an `escalate` key its oracle no longer printed and silently never allowed the full suite again"))
                .instead(format!("bring `{}` and the contract in docs/guards/proportionate-test-scope.md back together; meanwhile run the tests of what you changed", oracle.text))
                .allow(allow)
                .verdict());
        }
    };
    let list = |key: &str| -> Vec<String> {
        fields
            .get(key)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect()
    };
    let reasons = list("reasons");
    let because = if reasons.is_empty() {
        String::new()
    } else {
        format!(" (the oracle: {})", shown(&reasons, 5, "; "))
    };
    match fields.get("verdict").and_then(Value::as_str) {
        Some("unbounded") => Ok(Verdict::Allow),
        Some("bounded") if !list("tests").is_empty() => {
            let tests = list("tests");
            let runner: Vec<String> = options_only(run, &runner);
            let instead = format!(
                "run the {} test(s) the oracle selected: `{} {}`{because}{}",
                tests.len(),
                runner.join(" "),
                shown(&tests, 15, " "),
                untested_note(&list("untested")),
            );
            Ok(payload::refusal(
                GUARD.name,
                format!(
                    "{what}: the oracle bounded the change to {} test(s)",
                    tests.len()
                ),
            )
            .rule(rule)
            .instead(instead)
            .allow(allow)
            .verdict())
        }
        _ => Ok(payload::refusal(
            GUARD.name,
            format!("{what}: the oracle found no test affected by the change"),
        )
        .rule(rule)
        .instead(format!(
            "nothing needs to run{because}{}; if you expected tests, ask the oracle why",
            untested_note(&list("untested"))
        ))
        .allow(allow)
        .verdict()),
    }
}

fn untested_note(untested: &[String]) -> String {
    if untested.is_empty() {
        String::new()
    } else {
        format!("; changed without tests: {}", shown(untested, 10, ", "))
    }
}

/// The first `n` items joined, and how many more.
fn shown(items: &[String], n: usize, sep: &str) -> String {
    let head: Vec<&str> = items.iter().take(n).map(String::as_str).collect();
    let more = items.len().saturating_sub(n);
    if more == 0 {
        head.join(sep)
    } else {
        format!("{}{sep}… ({more} more)", head.join(sep))
    }
}

/// The operands of normalised words (options and their values removed, `.`
/// dropped, trailing `/` and leading `./` trimmed), or `None` when an option
/// narrows the run or the run executes no tests.
fn operands(words: &[String]) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut it = words.iter().skip(1);
    while let Some(w) = it.next() {
        let name = w.split_once('=').map_or(w.as_str(), |(n, _)| n);
        if NO_RUN.contains(&name) {
            return None;
        }
        if w.starts_with('-') {
            if VALUE_OPTS.contains(&w.as_str()) {
                it.next();
            }
            continue;
        }
        let t = w.trim_start_matches("./").trim_end_matches('/');
        if !t.is_empty() && t != "." {
            out.push(t.to_owned());
        }
    }
    Some(out)
}

/// The runner's words for the suggested command: `pytest` and the run's
/// options (operands and narrowing options dropped).
fn options_only(run: &Run<'_>, runner: &str) -> Vec<String> {
    let mut out = vec![runner.to_owned()];
    let mut rest = run.args.iter();
    while let Some(w) = rest.next() {
        if w.starts_with('-') {
            out.push(w.clone());
            if VALUE_OPTS.contains(&w.as_str()) {
                out.extend(rest.next().cloned());
            }
        }
    }
    out
}

/// Why a run's options do not narrow it, or `None` when they do (or it runs
/// no tests): `-k`/`-m` with an expression that selects something specific
/// narrow; `-k ''`, `-k 'not zzz'` (a name no test file mentions) do not;
/// `--lf`/`--sw` narrow unless `--cache-clear` empties the cache first.
fn narrows(args: &[String], root: &Path) -> bool {
    let cache_clear = args.iter().any(|a| a == "--cache-clear");
    let mut it = args.iter();
    while let Some(w) = it.next() {
        let (name, attached) = match w.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_owned())),
            _ if w.starts_with("-k") && w.len() > 2 => ("-k", w.get(2..).map(str::to_owned)),
            _ if w.starts_with("-m") && w.len() > 2 => ("-m", w.get(2..).map(str::to_owned)),
            _ => (w.as_str(), None),
        };
        match name {
            "-k" | "--keyword" | "-m" => {
                let expr = attached.or_else(|| it.next().cloned()).unwrap_or_default();
                if expression_selects(&expr, name == "-m", root) {
                    return true;
                }
            }
            "--lf" | "--last-failed" | "--sw" | "--stepwise" | "--sw-skip" | "--stepwise-skip"
                if !cache_clear =>
            {
                return true;
            }
            // Leaving out something that exists narrows; a made-up name
            // leaves out nothing.
            "--deselect" | "--ignore" | "--ignore-glob" => {
                let v = attached.or_else(|| it.next().cloned()).unwrap_or_default();
                let file = v.split("::").next().unwrap_or_default();
                let p = root.join(file);
                if !file.is_empty()
                    && (p.exists()
                        || routing::resolve::expand_glob(&p).is_some_and(|f| !f.is_empty()))
                {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// True when a `-k`/`-m` expression selects a specific part of the suite:
/// every `or` branch has a positive term, or negates a name that some test
/// file mentions (so something is left out).
fn expression_selects(expr: &str, marker: bool, root: &Path) -> bool {
    let expr = expr.trim();
    if expr.is_empty() {
        return false;
    }
    let lowered = expr.to_lowercase().replace(['(', ')'], " ");
    let branches: Vec<&str> = lowered.split(" or ").map(str::trim).collect();
    // `x or not x` selects everything.
    if branches.iter().any(|b| {
        b.strip_prefix("not ")
            .is_some_and(|x| branches.contains(&x.trim()))
    }) {
        return false;
    }
    branches.iter().all(|b| {
        let words: Vec<&str> = b.split_whitespace().filter(|w| *w != "and").collect();
        let mut negated = false;
        let mut any_positive = false;
        let mut negated_real = false;
        for w in words {
            if w == "not" {
                negated = true;
                continue;
            }
            if negated {
                negated_real |= (marker && CONVENTIONAL_MARKERS.contains(&w)) || mentioned(w, root);
            } else if !marker && ("test_".contains(w) || w == "tests") {
                // `-k test_`: every test's name holds it.
            } else if !matches!(w, "true") {
                any_positive = true;
            }
            negated = false;
        }
        any_positive || negated_real
    })
}

/// Marker names teams use to leave slow or external tests out of a routine
/// run (`-m 'not slow'`): taken as leaving something out even where no file
/// mentions them yet; a made-up name (`-m 'not zzz'`) leaves out nothing.
const CONVENTIONAL_MARKERS: &[&str] = &[
    "slow",
    "integration",
    "e2e",
    "network",
    "flaky",
    "db",
    "database",
    "gpu",
    "external",
    "functional",
    "acceptance",
    "system",
    "docker",
    "online",
    "live",
    "expensive",
    "benchmark",
];

/// True when some test file under the project mentions `name` (bounded).
fn mentioned(name: &str, root: &Path) -> bool {
    let mut stack = vec![root.to_path_buf()];
    let mut seen = 0usize;
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            seen += 1;
            if seen > 5_000 {
                // Too large to check: take the expression at its word.
                return true;
            }
            let p = e.path();
            let file_name = e.file_name().to_string_lossy().into_owned();
            if file_name.starts_with('.') || file_name == "node_modules" {
                continue;
            }
            if p.is_dir() {
                stack.push(p);
            } else if (file_name.ends_with(".py")
                || matches!(
                    file_name.as_str(),
                    "pytest.ini" | "pyproject.toml" | "setup.cfg" | "tox.ini" | "conftest.py"
                ))
                && std::fs::metadata(&p).is_ok_and(|m| m.len() < 1 << 20)
                && std::fs::read_to_string(&p).is_ok_and(|t| t.to_lowercase().contains(name))
            {
                return true;
            }
        }
    }
    false
}

/// True when `run` (from `cwd`) runs the whole of what `pattern` (a full
/// suite command, from the project root) runs: no narrowing option, and
/// its operands (or the directory, when none) cover the pattern's (an
/// ancestor or the same directory; `tests/*`, `tests/../tests`, an absolute
/// path; a node id is its file). An operand that cannot be known counts as
/// covering; so does a run whose options are out of sight (`tox`).
fn is_full_suite(run: &Run<'_>, env: &Env, cwd: &Path, root: &Path, pattern: &Configured) -> bool {
    if run.opaque.is_some() || run.args.iter().any(|a| a == "\u{0}") {
        return true;
    }
    if run.args.iter().any(|a| NO_RUN.contains(&a.as_str())) || narrows(&run.args, root) {
        return false;
    }
    let Some(wanted) = operands(&pattern.words) else {
        return false;
    };
    let wanted: Vec<PathBuf> = if wanted.is_empty() {
        vec![root.to_path_buf()]
    } else {
        wanted
            .iter()
            .map(|w| payload::paths::normalize(Path::new(w), root))
            .collect()
    };
    let words: Vec<String> = std::iter::once(String::new())
        .chain(run.args.iter().cloned())
        .collect();
    let Some(given) = operands(&words) else {
        return false;
    };
    let mut covering: Vec<PathBuf> = Vec::new();
    if given.is_empty() {
        covering.push(cwd.to_path_buf());
    }
    for g in &given {
        let texts = match env.text(g, run.cmd) {
            Word::Texts(t) => t,
            Word::Unknown => return true,
        };
        for t in texts {
            let file = t.split("::").next().unwrap_or(&t).to_owned();
            let p = payload::paths::normalize(Path::new(&file), cwd);
            if routing::resolve::is_glob(&file) {
                // `tests/*`, `tests/test_*.py`: every test file of the
                // directory; `tests/test_[ac]*.py`: the files it matches now.
                let last = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if routing::resolve::segment_matches(&last, "test_zz.py")
                    && let Some(parent) = p.parent()
                {
                    covering.push(parent.to_path_buf());
                }
                match routing::resolve::expand_glob(&p) {
                    Some(found) => covering.extend(found),
                    None => return true,
                }
            } else {
                covering.push(p);
            }
        }
    }
    wanted
        .iter()
        .any(|w| covering.iter().any(|c| w.starts_with(c)) || every_test_file(w, &covering))
}

/// True when the files in `covering` are every test file under `dir`: the
/// suite enumerated file by file (`pytest tests/test_a.py tests/test_b.py`).
fn every_test_file(dir: &Path, covering: &[PathBuf]) -> bool {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || files.len() > 2_000 {
                continue;
            }
            if p.is_dir() {
                stack.push(p);
            } else if name.ends_with(".py")
                && (name.starts_with("test_") || name.ends_with("_test.py"))
            {
                files.push(p);
            }
        }
    }
    // Files only: a directory operand is judged by the pattern's operands;
    // and two at least: one named file is the narrow run it looks like.
    files.len() >= 2 && files.iter().all(|f| covering.iter().any(|c| c == f))
}

/// Runs the oracle (no shell) with `procs::run`: stdin closed, its own
/// process group killed whole at the timeout, output capped.
fn ask(words: &[String], cwd: &Path, timeout: Duration) -> Result<Vec<u8>, String> {
    let (program, args) = words.split_first().ok_or_else(|| "is empty".to_owned())?;
    let mut cmd = std::process::Command::new(program);
    cmd.args(args).current_dir(cwd);
    let o =
        procs::run::run(cmd, timeout, MAX_ANSWER).map_err(|e| format!("could not start: {e}"))?;
    if o.timed_out {
        return Err(format!(
            "did not answer within {} s (`timeout_seconds`) and was killed",
            timeout.as_secs()
        ));
    }
    if !o.success() {
        let tail: String = o
            .stderr
            .trim()
            .chars()
            .rev()
            .take(400)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let tail = if tail.is_empty() {
            String::new()
        } else {
            format!(": {tail}")
        };
        return Err(format!("failed ({}){tail}", o.describe()));
    }
    if o.truncated {
        return Err(format!("printed more than {MAX_ANSWER} bytes"));
    }
    Ok(o.stdout.into_bytes())
}

/// The answer as the contract's fields, or what differs from the contract.
fn contract(answer: &[u8]) -> Result<Map<String, Value>, String> {
    let text = std::str::from_utf8(answer).map_err(|_| "the output is not UTF-8".to_owned())?;
    let value: Value = serde_json::from_str(text.trim()).map_err(|e| {
        let start: String = text.trim().chars().take(80).collect();
        format!("the output is not one JSON object ({e}; it began `{start}`)")
    })?;
    let Value::Object(map) = value else {
        return Err(format!("the output is JSON but not an object: `{value}`"));
    };
    let mut drift = Vec::new();
    for f in FIELDS {
        if !map.contains_key(f) {
            drift.push(format!("missing field `{f}`"));
        }
    }
    for k in map.keys().filter(|k| !FIELDS.contains(&k.as_str())) {
        drift.push(format!("unexpected field `{k}`"));
    }
    for (k, v) in &map {
        let kind = type_name(v);
        match k.as_str() {
            "verdict" => match v.as_str() {
                Some(s) if VERDICTS.contains(&s) => {}
                Some(s) => drift.push(format!(
                    "`verdict` is \"{s}\", the contract says one of {}",
                    VERDICTS.join(", ")
                )),
                None => drift.push(format!("`verdict` is {kind}, the contract says a string")),
            },
            "reasons" | "tests" | "untested" | "changed"
                if !v.as_array().is_some_and(|a| a.iter().all(Value::is_string)) =>
            {
                drift.push(format!(
                    "`{k}` is {kind}, the contract says a list of strings"
                ));
            }
            "rows" if !v.is_array() => {
                drift.push(format!("`rows` is {kind}, the contract says a list"))
            }
            _ => {}
        }
    }
    if drift.is_empty() {
        Ok(map)
    } else {
        Err(drift.join(", "))
    }
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(a) if a.iter().all(Value::is_string) => "a list of strings",
        Value::Array(_) => "a list with non-string items",
        Value::Object(_) => "an object",
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

    #[test]
    fn contract_drift_is_named() {
        let ok = r#"{"verdict":"bounded","reasons":[],"tests":["t"],"untested":[],"rows":[{"a":1}],"changed":[]}"#;
        assert!(contract(ok.as_bytes()).is_ok());
        let cases: &[(&str, &str)] = &[
            (r#"{"escalate": true}"#, "unexpected field `escalate`"),
            (r#"{"escalate": true}"#, "missing field `verdict`"),
            (
                r#"{"verdict":"bounded","reasons":[],"tests":[1],"untested":[],"rows":[],"changed":[]}"#,
                "`tests` is a list with non-string items",
            ),
            (
                r#"{"verdict":"maybe","reasons":[],"tests":[],"untested":[],"rows":[],"changed":[]}"#,
                "`verdict` is \"maybe\"",
            ),
            (
                r#"{"verdict":null,"reasons":[],"tests":[],"untested":[],"rows":[],"changed":[]}"#,
                "`verdict` is null",
            ),
            ("[]", "not an object"),
            ("tests/test_a.py\n", "not one JSON object"),
            ("", "not one JSON object"),
        ];
        for (answer, want) in cases {
            let e = contract(answer.as_bytes()).unwrap_err();
            assert!(e.contains(want), "{answer}: {e}");
        }
    }

    #[test]
    fn full_suite_by_operands() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().canonicalize().unwrap();
        std::fs::create_dir_all(root.join("tests/unit")).unwrap();
        std::fs::write(root.join("tests/test_a.py"), "def test_handler(): pass\n").unwrap();
        let pattern = |p: &str| Configured::parse(p).unwrap();
        let abs = format!("pytest {}/tests", root.display());
        let cases: &[(&str, &str, bool)] = &[
            ("pytest", "pytest", true),
            ("pytest", "pytest -q -x --tb short", true),
            ("pytest", "pytest -n 4 -p observe_pytest", true),
            ("pytest", "python3 -m pytest .", true),
            ("pytest", "pytest tests", false),
            ("pytest tests", "pytest ./tests/", true),
            ("pytest tests", "pytest tests/test_a.py tests/", true),
            ("pytest tests", "pytest tests/*", true),
            ("pytest tests", "pytest tests/../tests", true),
            ("pytest tests", &abs, true),
            ("pytest tests", "pytest tests/unit", false),
            ("pytest", "pytest -k ''", true),
            ("pytest", "pytest -k 'not zzz'", true),
            ("pytest", "pytest -k 'not handler'", false),
            ("pytest", "pytest -k fast", false),
            ("pytest", "pytest --lf", false),
            ("pytest", "pytest --cache-clear --lf", true),
            ("pytest", "pytest --collect-only", false),
            ("pytest", "pytest-xdist", false),
            ("pytest", "tox", true),
            ("pytest", "py.test", true),
            ("pytest", "coverage run -m pytest", true),
            ("pytest tests", "pytest tests/test_a.py", false),
            ("pytest", "pytest -k 'handler or not handler'", true),
            ("pytest", "pytest -k test_", true),
            ("pytest", "pytest --deselect tests/test_zz.py::t", true),
            (
                "pytest",
                "pytest --deselect tests/test_a.py::test_handler",
                false,
            ),
        ];
        for (p, cmd, want) in cases {
            let a = shell::analyse(cmd);
            let env = Env::new(&a);
            let cwds = routing::cwds(&a, &root);
            let runs = routing::runs::runs(&a, &env, &cwds, "pytest");
            let got = runs
                .iter()
                .any(|r| is_full_suite(r, &env, &root, &root, &pattern(p)));
            assert_eq!(got, *want, "{p} vs {cmd}");
        }
    }
}
