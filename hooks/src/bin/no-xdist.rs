//! no-xdist: refuses pytest-xdist in Bash commands.
//!
//! # What it refuses
//! Running pytest with xdist (`-n N|auto`, `-nN`, `--numprocesses`, `--dist`, `-p xdist`,
//! `--looponfail`/`-f`, `--tx`, `--maxprocesses`), directly or through `python -m pytest`,
//! `py.test`, `uv run`, `poetry run`, `hatch run`, `tox -- …`, `nox -- …`, any wrapper or
//! nested script the shell analysis follows (`bash -c`, `eval`, `$(…)`, `xargs`, `find
//! -exec`, heredocs fed to a shell); `PYTEST_ADDOPTS`/`PYTEST_PLUGINS` carrying those flags
//! (as an assignment, `export` or `env`); installing it (`pip install pytest-xdist`, `uv add`,
//! `uv run --with pytest-xdist`, `poetry add` …); interpreter one-liners that call pytest
//! with `-n` or name xdist.
//!
//! # Why (the incident)
//! The reference fleet: "pytest-xdist … deadlocks this suite (~78% stall). Use the
//! threadpool runner instead." One of four enforcement layers over the banned-library list.
//!
//! # Refused
//! `pytest -n 4`, `bash -lc "python -m pytest -nauto"`, `PYTEST_ADDOPTS="-n 4" pytest`,
//! `uv run --with pytest-xdist pytest`, `pip install pytest-xdist`, `tox -- -n 4`.
//!
//! # Allowed
//! `pytest -k "not n"`, `pytest -x`, `echo "pytest -n 4"`, `git commit -m "drop pytest -n"`,
//! `grep -n pytest setup.cfg`, `pytest -p no:xdist`.
//!
//! # Configuration
//! `[no-xdist]` in `.claude/gatehouse.toml`: `enabled` (default `true`); `runner`: the
//! project's sanctioned parallel runner, named in the refusal (default: run pytest serially).
//!
//! # Escape hatch
//! The user sets `enabled = false` under `[no-xdist]`; the agent cannot (the config file is
//! protected by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use shell::{Analysis, Command, Word};

const GUARD: Guard = Guard {
    name: "no-xdist",
    events: &[EventKind::PreToolUse],
    keys: &["runner"],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let runner = cfg.string("runner")?;
    decide(&bash.command, runner.as_deref())
}

fn decide(command: &str, runner: Option<&str>) -> Result<Verdict, Failure> {
    let analysis = shell::analyse(command);
    if let Some(found) = find(&analysis) {
        let instead = match runner {
            Some(r) => format!(
                "use the project's parallel runner: `{r}`; or run `pytest` without xdist flags"
            ),
            None => "run `pytest` without xdist flags (serially)".to_string(),
        };
        return Ok(payload::refusal(GUARD.name, found)
            .rule("pytest-xdist is banned here: it deadlocked this suite in ~78% of runs (reference fleet)")
            .instead(instead)
            .allow("the user (not the agent) can set `enabled = false` under `[no-xdist]` in `.claude/gatehouse.toml`")
            .verdict());
    }
    // Only a part that could hide pytest matters (allow-list what we understand).
    let relevant = |t: &str| {
        let l = t.to_ascii_lowercase();
        ["pytest", "py.test", "xdist", "tox", "nox"]
            .iter()
            .any(|w| l.contains(w))
    };
    if let Some(problem) = analysis.blocking_problem(relevant) {
        return Err(Failure::new(format!(
            "cannot analyse the command: {}",
            problem.reason
        )));
    }
    Ok(Verdict::Allow)
}

/// The first xdist use, described for the refusal.
fn find(a: &Analysis) -> Option<String> {
    for cmd in &a.commands {
        for asg in &cmd.assignments {
            if matches!(asg.name.as_str(), "PYTEST_ADDOPTS" | "PYTEST_PLUGINS") {
                let words: Vec<Word> = asg
                    .value
                    .text
                    .split_whitespace()
                    .map(Word::literal)
                    .collect();
                let hit = if asg.name == "PYTEST_PLUGINS" {
                    asg.value.text.contains("xdist")
                } else {
                    xdist_flag(&words).is_some()
                };
                if hit {
                    return Some(format!(
                        "`{}={}` (xdist flags through pytest's environment)",
                        asg.name, asg.value.raw
                    ));
                }
            }
        }
        if let Some(flag) = pytest_args(cmd).and_then(|args| xdist_flag(&args)) {
            return Some(format!(
                "`{}` (`{flag}` runs pytest-xdist)",
                cmd.text.trim()
            ));
        }
        if installs_xdist(cmd) {
            return Some(format!("`{}` (installs pytest-xdist)", cmd.text.trim()));
        }
        if let Some(script) = &cmd.script {
            let t = &script.text;
            let calls_n = t.contains("pytest")
                && [
                    "\"-n\"",
                    "'-n'",
                    "-n ",
                    "-n=",
                    "--numprocesses",
                    "\"-n",
                    "'-n",
                ]
                .iter()
                .any(|f| t.contains(f));
            if t.contains("xdist") || calls_n {
                return Some(format!(
                    "the {} code in `{}` (it runs pytest-xdist)",
                    script.interpreter,
                    cmd.text.trim()
                ));
            }
        }
    }
    None
}

/// pytest's arguments when the command runs pytest.
fn pytest_args(cmd: &Command) -> Option<Vec<Word>> {
    let prog = cmd.program()?;
    let args = cmd.args();
    match prog {
        "pytest" | "py.test" | "pytest-3" => Some(args.to_vec()),
        p if is_python(p) => {
            let at = args
                .iter()
                .position(|w| w.text == "-mpytest" || w.text == "-m")?;
            match args.get(at)?.text.as_str() {
                "-mpytest" => Some(args.get(at + 1..)?.to_vec()),
                _ if args
                    .get(at + 1)
                    .is_some_and(|w| w.text == "pytest" || w.text == "py.test") =>
                {
                    Some(args.get(at + 2..)?.to_vec())
                }
                _ => None,
            }
        }
        // `tox -- ARGS` and `nox -- ARGS` pass ARGS to pytest.
        "tox" | "nox" => {
            let at = args.iter().position(|w| w.text == "--")?;
            Some(args.get(at + 1..)?.to_vec())
        }
        _ => None,
    }
}

fn is_python(p: &str) -> bool {
    p.strip_prefix("python")
        .is_some_and(|r| r.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
}

/// pytest's short options that take a value: the value never names xdist.
const VALUED: &str = "kmpcoWr";

/// The xdist flag among pytest's arguments, if any.
fn xdist_flag(args: &[Word]) -> Option<String> {
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        i += 1;
        if t == "--" {
            break;
        }
        if let Some(long) = t.strip_prefix("--") {
            let name = long.split('=').next().unwrap_or("");
            if matches!(
                name,
                "numprocesses"
                    | "dist"
                    | "looponfail"
                    | "tx"
                    | "maxprocesses"
                    | "max-worker-restart"
            ) {
                return Some(t.to_string());
            }
            continue;
        }
        let Some(cluster) = t.strip_prefix('-') else {
            continue;
        };
        for (pos, ch) in cluster.char_indices() {
            if ch == 'n' || ch == 'f' {
                return Some(t.to_string());
            }
            if VALUED.contains(ch) {
                let rest = cluster.get(pos + 1..).unwrap_or("");
                let value = if rest.is_empty() {
                    i += 1;
                    args.get(i - 1).map(|w| w.text.as_str()).unwrap_or("")
                } else {
                    rest
                };
                // `-p xdist` loads the plugin; `-p no:xdist` disables it.
                if ch == 'p' && value.starts_with("xdist") {
                    return Some(format!("-p {value}"));
                }
                break;
            }
        }
    }
    None
}

const INSTALLERS: &[&str] = &[
    "pip",
    "pip3",
    "uv",
    "poetry",
    "pdm",
    "rye",
    "pipx",
    "conda",
    "mamba",
    "micromamba",
    "pipenv",
    "hatch",
];

/// `pip install pytest-xdist`, `uv add`, `uv run --with pytest-xdist`, `python -m pip …`.
fn installs_xdist(cmd: &Command) -> bool {
    let names_xdist = |w: &Word| {
        let t = w.text.to_ascii_lowercase().replace('_', "-");
        t.starts_with("pytest-xdist") || t.contains("=pytest-xdist") || t.contains("/pytest-xdist")
    };
    let wrapped = cmd.ctx.wrappers.iter().any(|w| {
        matches!(w.name.as_str(), "uv run" | "uvx" | "pipx run") && w.args.iter().any(names_xdist)
    });
    let prog = cmd.program().unwrap_or("");
    let installer = INSTALLERS.contains(&prog)
        || (is_python(prog) && cmd.args().first().is_some_and(|w| w.text == "-m"))
        || (prog.starts_with("pip") && is_python(&prog.replacen("pip", "python", 1)));
    // Only adding it counts: `pip uninstall pytest-xdist` is welcome.
    let adds = cmd
        .args()
        .iter()
        .any(|w| matches!(w.text.as_str(), "install" | "add" | "inject" | "sync"));
    wrapped || (installer && adds && cmd.args().iter().any(names_xdist))
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
    fn cases() {
        let cases: &[(&str, &str, bool)] = &[
            ("plain_n", "pytest -n 4", true),
            ("attached_n", "pytest -n4 tests/", true),
            ("auto", "pytest -n auto", true),
            ("cluster", "pytest -xn 4", true),
            ("numprocesses", "pytest --numprocesses=4", true),
            ("dist", "pytest --dist loadscope", true),
            ("plugin", "pytest -p xdist", true),
            ("looponfail", "pytest --looponfail", true),
            ("python_m", "python3 -m pytest -n 2", true),
            ("py_test", "py.test -n 2", true),
            ("uv_run", "uv run pytest -n 2", true),
            ("uv_run_m", "uv run -m pytest -n 2", true),
            ("poetry", "poetry run pytest -n 2", true),
            ("tox", "tox -e py312 -- -n 4", true),
            ("addopts", "PYTEST_ADDOPTS='-n 4' pytest", true),
            (
                "addopts_env",
                "env PYTEST_ADDOPTS=--numprocesses=2 pytest",
                true,
            ),
            (
                "addopts_export",
                "export PYTEST_ADDOPTS='-n auto'; pytest",
                true,
            ),
            ("pip_install", "pip install pytest-xdist", true),
            (
                "pip_pinned",
                "python -m pip install 'pytest-xdist==3.5'",
                true,
            ),
            ("uv_add", "uv add --dev pytest-xdist", true),
            ("uv_with", "uv run --with pytest-xdist pytest", true),
            ("bash_c", "bash -lc 'pytest -n 4'", true),
            (
                "python_c",
                "python -c 'import pytest; pytest.main([\"-n\", \"4\"])'",
                true,
            ),
            ("k_not_n", "pytest -k \"not n\"", false),
            ("x", "pytest -x", false),
            ("echo", "echo \"pytest -n 4\"", false),
            ("commit", "git commit -m \"drop pytest -n\"", false),
            ("grep", "grep -n pytest setup.cfg", false),
            ("no_xdist_plugin", "pytest -p no:xdist", false),
            ("m_marker_n", "pytest -m n", false),
            ("addopts_other", "PYTEST_ADDOPTS=-x pytest", false),
            ("pip_other", "pip install pytest", false),
            ("pip_uninstall", "pip uninstall -y pytest-xdist", false),
        ];
        for (name, cmd, refuse) in cases {
            let v = decide(cmd, None).unwrap();
            assert_eq!(matches!(v, Verdict::Deny(_)), *refuse, "{name}: {v:?}");
        }
    }

    #[test]
    fn refusal_names_runner_and_how_to_allow() {
        let Verdict::Deny(text) =
            decide("pytest -n 4", Some("scripts/run_tests.py --threads 8")).unwrap()
        else {
            panic!("not refused")
        };
        assert!(
            text.starts_with("no-xdist: refused `pytest -n 4`"),
            "{text}"
        );
        assert!(
            text.contains("`scripts/run_tests.py --threads 8`"),
            "{text}"
        );
        assert!(text.contains("78%"), "{text}");
        assert!(text.contains("[no-xdist]"), "{text}");
    }

    #[test]
    fn unanalysable_relevant_part_fails_closed() {
        assert!(decide("pytest -n 4 $(", None).is_ok_and(|v| matches!(v, Verdict::Deny(_))));
        assert!(decide("pytest $(if", None).is_err());
        assert!(decide("ls $(if", None).is_ok_and(|v| v == Verdict::Allow));
    }
}
