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
use serde_json::{Map, Value};
use shell::Command;
use std::path::Path;
use std::time::Duration;

const GUARD: Guard = Guard {
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
/// Options that select part of the suite.
const NARROWING: &[&str] = &[
    "-k",
    "-m",
    "--lf",
    "--last-failed",
    "--sw",
    "--stepwise",
    "--deselect",
    "--nf",
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

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
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
    let Some(run) = a
        .commands
        .iter()
        .find(|c| full.iter().any(|f| is_full_suite(c, f)))
    else {
        return Ok(Verdict::Allow);
    };
    let what = format!("`{}`: a full-suite run", run.text.trim());
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
            let runner: Vec<&str> = options_only(run);
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

/// `c`'s words without its operands (the runner and its options), for the
/// suggested command.
fn options_only(c: &Command) -> Vec<&str> {
    let words: Vec<&str> = c.argv.iter().map(|w| w.text.as_str()).collect();
    let mut out: Vec<&str> = words.first().copied().into_iter().collect();
    let mut rest = words.iter().skip(1);
    while let Some(w) = rest.next() {
        if w.starts_with('-') {
            out.push(w);
            if VALUE_OPTS.contains(w) && !NARROWING.contains(w) {
                out.extend(rest.next());
            }
        } else if out.last().is_some_and(|l| *l == "-m") {
            out.push(w);
        }
    }
    out
}

/// The operands of normalised words (options and their values removed, `.`
/// dropped, trailing `/` and leading `./` trimmed), or `None` when an option
/// narrows the run or the run executes no tests.
fn operands(words: &[String]) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut it = words.iter().skip(1);
    while let Some(w) = it.next() {
        let name = w.split_once('=').map_or(w.as_str(), |(n, _)| n);
        if NARROWING.contains(&name) || NO_RUN.contains(&name) {
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

/// True when `c` runs the same program as `pattern` with the same operands.
fn is_full_suite(c: &Command, pattern: &Configured) -> bool {
    let argv = routing::invocation(c);
    let base: Vec<String> = {
        let mut b = argv.clone();
        if let (Some(first), Some(prog)) = (b.first_mut(), c.program())
            && !routing::command::is_python(prog)
            && first.contains('/')
        {
            prog.clone_into(first);
        }
        b
    };
    [argv, base].iter().any(|words| {
        words.first() == pattern.words.first()
            && operands(words)
                .is_some_and(|ops| operands(&pattern.words).is_some_and(|want| ops == want))
    })
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
        let pattern = |p: &str| Configured::parse(p).unwrap();
        let cases: &[(&str, &str, bool)] = &[
            ("pytest", "pytest", true),
            ("pytest", "pytest -q -x --tb short", true),
            ("pytest", "pytest -n 4 -p observe_pytest", true),
            ("pytest", "python3 -m pytest .", true),
            ("pytest", "pytest tests", false),
            ("pytest tests", "pytest ./tests/", true),
            ("pytest", "pytest -k fast", false),
            ("pytest", "pytest --lf", false),
            ("pytest", "pytest --collect-only", false),
            ("pytest", "pytest-xdist", false),
        ];
        for (p, cmd, want) in cases {
            let a = shell::analyse(cmd);
            assert_eq!(
                is_full_suite(&a.commands[0], &pattern(p)),
                *want,
                "{p} vs {cmd}"
            );
        }
    }
}
