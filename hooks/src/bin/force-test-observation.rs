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
//!
//! By effect, which run happens (`routing::runs`): `py.test`, `-mpytest`,
//! `coverage run -m pytest`, `$(which pytest)`, `pytest.main()`, `make test`
//! recipes; `tox`/`nox`/`hatch test` are runs whose plugin cannot be seen. A
//! plugin disabled again (`-p no:…`, also via `PYTEST_ADDOPTS`) or shadowed
//! by a `PYTHONPATH` directory outside the project does not count.
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
use routing::resolve::Env;
use std::path::Path;

pub(crate) const GUARD: Guard = Guard {
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

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
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
    let env = Env::new(&a);
    let cwds = routing::cwds(&a, &p.cwd);
    let root = payload::paths::normalize(cfg.project_root().unwrap_or(&p.cwd), &p.cwd);
    for run in routing::runs::runs(&a, &env, &cwds, first_word) {
        if run.opaque.is_none() && run.args.iter().any(|w| NO_RUN.contains(&w.as_str())) {
            continue;
        }
        let unseen = run.opaque.clone().or_else(|| {
            run.args
                .iter()
                .any(|w| w == "\u{0}")
                .then(|| "arguments it builds at run time".to_owned())
        });
        let observed = match (&plugin, &unseen) {
            (None, _) => true,
            (Some(_), Some(_)) => false,
            (Some(p), None) => has_plugin(&run.args, &run.env, p) && !shadowed(&run.env, p, &root),
        };
        if observed && background {
            continue;
        }
        let mut missing = Vec::new();
        if let (false, Some(p)) = (observed, &plugin) {
            match &unseen {
                Some(how) => missing.push(format!(
                    "through {how}, where the observer plugin `{}` cannot be seen",
                    p.join(" ")
                )),
                None => missing.push(format!("without the observer plugin `{}`", p.join(" "))),
            }
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
        return Ok(payload::refusal(GUARD.name, format!("`{}`: it runs the tests {}", run.cmd.text.trim(), missing.join(" and ")))
            .rule("tests run observed and in the background, only (the reference's user ruling 2026-07-10, \"do not run tests without it — only by force\"): an observed background run can be listed, attached to and followed, a foreground one blocks the session")
            .instead(format!("run `{}` itself{plugin_text} through the Bash tool with `run_in_background: true`{attach_text}", runner.text))
            .allow("the user sets `enabled = false` under `[force-test-observation]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
            .verdict());
    }
    Ok(Verdict::Allow)
}

/// True when a `PYTHONPATH` of the run puts a directory outside the project
/// first, holding a module of the plugin's name: the plugin named on the
/// command line would be that one.
fn shadowed(env: &[(String, String)], plugin: &[String], root: &Path) -> bool {
    let module = plugin.last().map(String::as_str).unwrap_or_default();
    env.iter().filter(|(k, _)| k == "PYTHONPATH").any(|(_, v)| {
        v.split(':').filter(|d| !d.is_empty()).any(|d| {
            let dir = payload::paths::normalize(Path::new(d), root);
            !dir.starts_with(root)
                && (dir.join(format!("{module}.py")).exists()
                    || dir.join(module).join("__init__.py").exists()
                    || d.contains('$')
                    || !dir.exists())
        })
    })
}

/// True when the plugin's words are on the run's command line (`-p x`,
/// `-px`) or in a `PYTEST_ADDOPTS`/`PYTEST_PLUGINS` assignment, and no later
/// `-p no:x` (or `PYTEST_ADDOPTS="-p no:x"`) disables it again.
fn has_plugin(args: &[String], env: &[(String, String)], plugin: &[String]) -> bool {
    let module = plugin.last().map(String::as_str).unwrap_or_default();
    let disabled = format!("no:{module}");
    let env_words: Vec<&str> = env
        .iter()
        .filter(|(k, _)| k == "PYTEST_ADDOPTS")
        .flat_map(|(_, v)| v.split_whitespace())
        .collect();
    let all: Vec<&str> = env_words
        .iter()
        .copied()
        .chain(args.iter().map(String::as_str))
        .collect();
    // `-p no:x`, `-pno:x`, and inside values (`-o addopts='-p no:x'`).
    if all.iter().any(|w| {
        w.split(|c: char| c.is_whitespace() || c == '=' || c == '\'' || c == '"')
            .any(|part| part == disabled || part.strip_prefix("-p") == Some(disabled.as_str()))
    }) {
        return false;
    }
    let n = plugin.len();
    if all
        .windows(n)
        .any(|w| w.iter().zip(plugin).all(|(a, b)| *a == b))
    {
        return true;
    }
    if let [flag, value] = plugin
        && all.contains(&format!("{flag}{value}").as_str())
    {
        return true;
    }
    env.iter()
        .any(|(k, v)| k == "PYTEST_PLUGINS" && v.split([' ', ',']).any(|w| w == module))
}
