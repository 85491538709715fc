//! force-test-observation: refuses running the test runner without the live
//! observer plugin, or in the foreground; says how to run it in the
//! background and attach.
//!
//! # What it refuses
//! A command that runs the configured `runner` (by words: `pytest …`,
//! `python -m pytest …`, `uv run pytest …`, inside `bash -c`, pipelines,
//! wrappers, `xargs`) when (1) the `observer_plugin` options are not on its
//! command line (nor in a `PYTEST_ADDOPTS`/`PYTEST_PLUGINS` assignment before
//! it), or (2) the Bash tool call does not set `run_in_background: true`.
//! Calls that run no tests pass: `--version`, `-V`, `--help`, `-h`,
//! `--collect-only`, `--co`, `--fixtures`, `--markers`.
//!
//! # Why (the incident)
//! The reference fleet: user ruling 2026-07-10, "do not run tests without it
//! — only by force" (memory rule S201). A foreground run blocks the session
//! and its output is lost to everyone but the one call; the observed
//! background run can be attached to and followed:
//! `scripts/observe_pytest.py list` / `attach <session_id> --follow`.
//!
//! # Refused
//! - `pytest tests/test_app.py` (no plugin, foreground)
//! - `pytest -p observe_pytest tests` in the foreground
//! - `uv run pytest -q` with `run_in_background: true` but no plugin
//!
//! # Allowed
//! - `pytest -p observe_pytest tests` with `run_in_background: true`
//! - `pytest --version`, `pytest --collect-only -q`
//! - `echo pytest`, `git commit -m 'pytest fixes'`, a heredoc naming pytest
//!
//! # Configuration
//! Off unless `runner` is set. `[force-test-observation]`: `runner` (the
//! test command, matched by words), `observer_plugin` (options that must be
//! on the command line; unset = only the background rule), `attach` (the
//! command that lists/attaches to observed runs, named in the refusal). The
//! reference: `runner = "pytest"`, `observer_plugin = "-p observe_pytest"`,
//! `attach = "python scripts/observe_pytest.py list"`.
//!
//! # Escape hatch
//! None, as in the reference ("No escape hatch by design"). The user sets
//! `enabled = false` under `[force-test-observation]`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::Configured;
use shell::Command;

const GUARD: Guard = Guard {
    name: "force-test-observation",
    events: &[EventKind::PreToolUse],
    keys: &["runner", "observer_plugin", "attach"],
};

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

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(runner_text) = cfg.string("runner")?.filter(|t| !t.trim().is_empty()) else {
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
            "config [force-test-observation] `{key}` is not a command line: {v}"
        ))
    };
    let runner = Configured::parse(&runner_text).ok_or_else(|| bad("runner", &runner_text))?;
    let plugin = match cfg
        .string("observer_plugin")?
        .filter(|t| !t.trim().is_empty())
    {
        Some(t) => Some(
            routing::command::split(&t)
                .filter(|w| !w.is_empty())
                .ok_or_else(|| bad("observer_plugin", &t))?,
        ),
        None => None,
    };
    let attach = cfg.string("attach")?;
    let background = bash.run_in_background == Some(true);
    let a = shell::analyse(&bash.command);
    let first_word = runner.words.first().map(String::as_str).unwrap_or_default();
    if let Some(problem) = a.blocking_problem(|t| t.contains(first_word)) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    for c in a.commands.iter().filter(|c| runner.invoked_by(c)) {
        if c.args().iter().any(|w| NO_RUN.contains(&w.text.as_str())) {
            continue;
        }
        let observed = plugin.as_deref().is_none_or(|p| has_plugin(c, p));
        if observed && background {
            continue;
        }
        let mut missing = Vec::new();
        if let (false, Some(p)) = (observed, &plugin) {
            missing.push(format!("without the observer plugin `{}`", p.join(" ")));
        }
        if !background {
            missing.push("in the foreground".to_owned());
        }
        let plugin_text = plugin
            .as_ref()
            .map(|p| format!(" with `{}` on its command line", p.join(" ")))
            .unwrap_or_default();
        let attach_text = attach
            .as_deref()
            .map(|t| format!(", then attach to it: `{t}` (and follow the run it lists)"))
            .unwrap_or_default();
        return Ok(payload::refusal(GUARD.name, format!("`{}`: it runs the tests {}", c.text.trim(), missing.join(" and ")))
            .rule("tests run observed and in the background, only (the reference's user ruling 2026-07-10, \"do not run tests without it — only by force\"): an observed background run can be listed, attached to and followed, a foreground one blocks the session")
            .instead(format!("run it{plugin_text} through the Bash tool with `run_in_background: true`{attach_text}"))
            .allow("the user sets `enabled = false` under `[force-test-observation]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
            .verdict());
    }
    Ok(Verdict::Allow)
}

/// True when the plugin's words are on `c`'s command line (`-p x`, `-px`)
/// or in a `PYTEST_ADDOPTS`/`PYTEST_PLUGINS` assignment before it.
fn has_plugin(c: &Command, plugin: &[String]) -> bool {
    let args: Vec<&str> = c.args().iter().map(|w| w.text.as_str()).collect();
    let n = plugin.len();
    if args
        .windows(n)
        .any(|w| w.iter().zip(plugin).all(|(a, b)| *a == b))
    {
        return true;
    }
    if let [flag, value] = plugin
        && args.contains(&format!("{flag}{value}").as_str())
    {
        return true;
    }
    let module = plugin.last().map(String::as_str).unwrap_or_default();
    c.assignments.iter().any(|a| {
        matches!(a.name.as_str(), "PYTEST_ADDOPTS" | "PYTEST_PLUGINS")
            && a.value.text.split([' ', ',']).any(|w| w == module)
    })
}
