//! no-xdist: refuses pytest-xdist in Bash commands.
//!
//! # What it refuses
//! Running pytest with xdist (`-n N|auto`, `-nN`, `--numprocesses`, `--dist`, `-p xdist`,
//! `--looponfail`/`-f`, `--tx`, `--maxprocesses`), also through pytest's own channels
//! (`-o addopts=…`, `--override-ini`, `@argsfile`, the `addopts` of `pytest.ini`,
//! `pyproject.toml`, `setup.cfg`, `tox.ini` — on disk, written, appended to (`>>`) or
//! edited with `sed -i 's/…/…/'` by the command — and an
//! inherited `PYTEST_ADDOPTS`; `-p no:xdist` turns it off), any runner (`coverage run -m`,
//! `pypy3 -m`, `python -m pytest.__main__`, `pipenv`/`conda run`, `xvfb-run` …), scripts,
//! Makefiles, `package.json` scripts and git hooks the command runs, directly or through `python -m pytest`,
//! `py.test`, `uv run`, `poetry run`, `hatch run`, `hatch test -p|--parallel` (hatch's own
//! xdist switch), `tox -- …`, `nox -- …`, any wrapper or
//! nested script the shell analysis follows (`bash -c`, `eval`, `$(…)`, `xargs`, `find
//! -exec`, heredocs fed to a shell); `PYTEST_ADDOPTS`/`PYTEST_PLUGINS` carrying those flags
//! (as an assignment, `export` or `env`); installing it (`pip install pytest-xdist`, `uv add`,
//! `uv run --with pytest-xdist`, `poetry add` …); interpreter one-liners that call pytest
//! with `-n` or name xdist, or hand their own arguments to `pytest.main(sys.argv[1:])`
//! (`python -c "…" -n 4`).
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
use std::path::{Path, PathBuf};

pub(crate) const GUARD: Guard = Guard {
    name: "no-xdist",
    events: &[EventKind::PreToolUse],
    keys: &["runner"],
};

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let runner = cfg.string("runner")?;
    // pytest reads these from the environment the command inherits (the hook's own).
    let inherited = Inherited {
        addopts: std::env::var("PYTEST_ADDOPTS").ok(),
        plugins: std::env::var("PYTEST_PLUGINS").ok(),
    };
    decide(&bash.command, runner.as_deref(), &p.cwd, &inherited)
}

/// pytest's environment variables as the command inherits them.
#[derive(Default)]
struct Inherited {
    addopts: Option<String>,
    plugins: Option<String>,
}

fn decide(
    command: &str,
    runner: Option<&str>,
    cwd: &Path,
    inherited: &Inherited,
) -> Result<Verdict, Failure> {
    let analysis = shell::analyse_in(command, cwd);
    if let Some(found) = find(&analysis, cwd, inherited) {
        let instead = match runner {
            Some(r) => format!(
                "use the project's parallel runner: `{r}`; or run `pytest` without xdist flags"
            ),
            None => "run `pytest` without xdist flags (serially); when a config file or `PYTEST_ADDOPTS` adds them, remove them there or pass `-p no:xdist`".to_string(),
        };
        return Ok(payload::refusal(GUARD.name, found)
            .rule("pytest-xdist is not used here: parallel workers share fixtures, databases and ports that the suite assumes are its own, which makes runs deadlock or fail at random")
            .instead(instead)
            .allow("the user (not the agent) can set `enabled = false` under `[no-xdist]` in `.claude/gatehouse.toml`")
            .verdict());
    }
    if let Some(problem) = analysis.blocking_problem(relevant) {
        return Err(Failure::new(format!(
            "cannot analyse the command: {}",
            problem.reason
        )));
    }
    // The opacity rule: code the analysis could not see is refused only when pytest could
    // be inside it.
    if let Some(problem) = analysis.opaque_problem(relevant) {
        return Ok(payload::refusal(
            GUARD.name,
            format!(
                "`{}` (it runs code the analysis cannot see: {}, and pytest could be in it)",
                one_line(&problem.text),
                problem.reason
            ),
        )
        .rule("pytest-xdist is not used here: parallel workers share fixtures, databases and ports that the suite assumes are its own, which makes runs deadlock or fail at random; a pytest run built at run time cannot be checked")
        .instead("write the pytest command visibly in the Bash command (no xdist flags)")
        .allow("the user (not the agent) can set `enabled = false` under `[no-xdist]` in `.claude/gatehouse.toml`")
        .verdict());
    }
    Ok(Verdict::Allow)
}

/// Text that could hide a pytest run: its names in any case.
fn relevant(t: &str) -> bool {
    let l = t.to_ascii_lowercase();
    ["pytest", "py.test", "xdist", "tox", "nox"]
        .iter()
        .any(|w| l.contains(w))
}

fn one_line(text: &str) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() > 160 {
        flat.chars().take(157).collect::<String>() + "..."
    } else {
        flat
    }
}

/// The first xdist use, described for the refusal.
fn find(a: &Analysis, cwd: &Path, inherited: &Inherited) -> Option<String> {
    for cmd in &a.commands {
        for asg in &cmd.assignments {
            if matches!(asg.name.as_str(), "PYTEST_ADDOPTS" | "PYTEST_PLUGINS") {
                let hit = if asg.name == "PYTEST_PLUGINS" {
                    names_xdist_plugin(&asg.value.text)
                } else {
                    xdist_flag(&split(&asg.value.text), a, cwd).is_some()
                };
                if hit {
                    return Some(format!(
                        "`{}={}` (xdist flags through pytest's environment)",
                        asg.name, asg.value.raw
                    ));
                }
            }
        }
        // `make test PYTEST_ADDOPTS='-n 4'`, `docker run -e PYTEST_ADDOPTS=…`: the variable
        // reaches pytest through the program's environment.
        if matches!(
            cmd.program(),
            Some("make" | "gmake" | "docker" | "podman" | "tox" | "nox" | "just" | "sudo")
        ) && let Some(v) = cmd
            .args()
            .iter()
            .find_map(|w| w.text.strip_prefix("PYTEST_ADDOPTS="))
            && xdist_flag(&split(v), a, cwd).is_some()
        {
            return Some(format!(
                "`{}` (`PYTEST_ADDOPTS={v}` reaches pytest)",
                one_line(&cmd.text)
            ));
        }
        if let Some(args) = pytest_args(cmd) {
            if let Some(flag) = xdist_flag(&args, a, cwd) {
                return Some(format!(
                    "`{}` (`{flag}` runs pytest-xdist)",
                    one_line(&cmd.text)
                ));
            }
            if !disables_xdist(&args) {
                if let Some(why) = config_adds_xdist(a, cwd, &args) {
                    return Some(format!("`{}` ({why})", one_line(&cmd.text)));
                }
                if !sets_env(a, "PYTEST_ADDOPTS")
                    && let Some(v) = &inherited.addopts
                    && xdist_flag(&split(v), a, cwd).is_some()
                {
                    return Some(format!(
                        "`{}` (`PYTEST_ADDOPTS={v}` in the environment runs pytest-xdist)",
                        one_line(&cmd.text)
                    ));
                }
                if !sets_env(a, "PYTEST_PLUGINS")
                    && inherited.plugins.as_deref().is_some_and(names_xdist_plugin)
                {
                    return Some(format!(
                        "`{}` (`PYTEST_PLUGINS` in the environment loads pytest-xdist)",
                        one_line(&cmd.text)
                    ));
                }
            }
        }
        if let Some(flag) = hatch_test_parallel(cmd) {
            return Some(format!(
                "`{}` (`hatch test {flag}` runs the tests with pytest-xdist)",
                one_line(&cmd.text)
            ));
        }
        if installs_xdist(cmd, a, cwd) {
            return Some(format!("`{}` (installs pytest-xdist)", one_line(&cmd.text)));
        }
        // `python -c "…pytest.main(sys.argv[1:])" -n 4`: the program hands its own
        // arguments to pytest.
        if let Some(script) = &cmd.script
            && script.text.contains("pytest")
            && script.text.contains("main(")
            && script.text.contains("sys.argv")
        {
            let args = cmd.args();
            let rest = match args.iter().position(|w| w.text == "-c") {
                Some(i) => args.get(i + 2..),
                None => args
                    .iter()
                    .position(|w| !w.text.starts_with('-'))
                    .and_then(|i| args.get(i + 1..)),
            }
            .unwrap_or(&[]);
            if let Some(why) = xdist_flag(rest, a, cwd) {
                return Some(format!(
                    "`{}` (its program passes its arguments to `pytest.main`: {why})",
                    one_line(&cmd.text)
                ));
            }
        }
        if let Some(script) = &cmd.script
            && script_runs_xdist(&script.text)
        {
            return Some(format!(
                "the {} code in `{}` (it runs pytest-xdist)",
                script.interpreter,
                one_line(&cmd.text)
            ));
        }
    }
    None
}

fn names_xdist_plugin(v: &str) -> bool {
    v.split([',', ' ']).any(|p| p.trim().starts_with("xdist"))
}

/// True when the command sets `name` itself (it then overrides the inherited value).
fn sets_env(a: &Analysis, name: &str) -> bool {
    a.commands
        .iter()
        .any(|c| c.assignments.iter().any(|s| s.name == name))
}

fn split(text: &str) -> Vec<Word> {
    text.split_whitespace()
        .map(|t| Word::literal(t.trim_matches(['\'', '"'])))
        .collect()
}

/// `pytest.main([...])` with xdist flags, or xdist named (not `no:xdist`) in a program.
fn script_runs_xdist(t: &str) -> bool {
    let names = t
        .match_indices("xdist")
        .any(|(i, _)| !t.get(..i).is_some_and(|b| b.ends_with("no:")));
    if names {
        return true;
    }
    // `pytest.main([...])`, `__import__('pytest').main([...])`, `from pytest import main`.
    if !t.contains("pytest") {
        return false;
    }
    t.match_indices("main(").any(|(i, _)| {
        let rest = t.get(i..).unwrap_or("");
        let end = rest.find(')').unwrap_or(rest.len());
        let call = rest.get(..end).unwrap_or("");
        ["\"-n", "'-n", "--numprocesses", "--dist", "\"-n\"", "'-n'"]
            .iter()
            .any(|f| call.contains(f))
    })
}

/// `-p no:xdist` turns xdist off whatever the config says.
fn disables_xdist(args: &[Word]) -> bool {
    args.windows(2).any(|p| {
        p.first().is_some_and(|a| a.text == "-p") && p.get(1).is_some_and(|b| b.text == "no:xdist")
    }) || args.iter().any(|w| w.text == "-pno:xdist")
}

/// pytest's config files, from the directory it runs in upwards (three levels): an
/// `addopts` that adds xdist flags. Content the command itself writes counts.
fn config_adds_xdist(a: &Analysis, cwd: &Path, args: &[Word]) -> Option<String> {
    // `-c FILE` / `--config-file FILE` names the config; `-o addopts=…` overrides it.
    if args
        .iter()
        .any(|w| w.text.starts_with("-oaddopts") || w.text.starts_with("--override-ini=addopts"))
    {
        return None;
    }
    let explicit_word = args
        .iter()
        .enumerate()
        .find_map(|(i, w)| match w.text.as_str() {
            "-c" | "--config-file" => args.get(i + 1),
            _ => None,
        });
    // `pytest -c <(printf '[pytest]\naddopts = -n 4\n')`: a config made by a
    // process substitution; its producer's text (escapes read as `printf` and
    // `echo -e` would) is the file.
    if let Some(inner) = explicit_word
        .and_then(|w| w.raw.strip_prefix("<("))
        .and_then(|r| r.strip_suffix(')'))
    {
        // The producer's quoted text (`printf '…'`, `echo -e "…"`), else all of it.
        let quoted = ['\'', '"'].iter().find_map(|q| {
            let (start, end) = (inner.find(*q)?, inner.rfind(*q)?);
            inner.get(start + 1..end).filter(|_| end > start)
        });
        let text = quoted
            .unwrap_or(inner)
            .replace("\\n", "\n")
            .replace("\\t", "\t");
        if let Some(opts) = addopts(&text, "pytest.ini")
            && let Some(flag) = xdist_flag(&split(opts.trim_end_matches(['\'', '"'])), a, cwd)
        {
            return Some(format!(
                "the config made by `<({inner})` sets `addopts = {}`: `{flag}` runs pytest-xdist",
                opts.trim()
            ));
        }
    }
    let explicit = args
        .iter()
        .enumerate()
        .find_map(|(i, w)| match w.text.as_str() {
            "-c" | "--config-file" => args.get(i + 1).map(|v| v.text.clone()),
            t => t.strip_prefix("--config-file=").map(str::to_string),
        });
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(f) = explicit {
        candidates.push(cwd.join(f));
    } else {
        let mut dir = Some(cwd);
        for _ in 0..3 {
            let Some(d) = dir else { break };
            for name in [
                "pytest.ini",
                ".pytest.ini",
                "pyproject.toml",
                "tox.ini",
                "setup.cfg",
            ] {
                candidates.push(d.join(name));
            }
            if d.join(".git").exists() {
                break;
            }
            dir = d.parent();
        }
    }
    // Config files the command writes anywhere (it may `cd` there before pytest runs).
    for f in &a.files {
        let name = f.path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if f.written
            && matches!(
                name,
                "pytest.ini" | ".pytest.ini" | "pyproject.toml" | "tox.ini" | "setup.cfg"
            )
            && !candidates.contains(&f.path)
        {
            candidates.push(f.path.clone());
        }
    }
    // A `conftest.py` that turns xdist on (`config.option.numprocesses = 4`,
    // `args[:] = ["-n", "4"] + args` in `pytest_cmdline_preparse`).
    for dir in [cwd.to_path_buf(), cwd.join("tests"), cwd.join("test")] {
        let path = dir.join("conftest.py");
        let text = match a.file_text(&path) {
            Some(t) => t.to_string(),
            None => match shell::read_bounded(&path) {
                Some(t) => t,
                None => continue,
            },
        };
        if script_runs_xdist(&text)
            || text.contains("numprocesses")
            || (text.contains("addopts") && (text.contains("\"-n") || text.contains("'-n")))
            || (text.contains("cmdline_preparse")
                && (text.contains("\"-n") || text.contains("'-n")))
        {
            return Some(format!("`{}` turns pytest-xdist on", path.display()));
        }
    }
    for path in candidates {
        let text = match a.file_text(&path) {
            Some(t) => t.to_string(),
            None => match shell::read_bounded(&path) {
                Some(t) => t,
                None => continue,
            },
        };
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if let Some(opts) = addopts(&text, name)
            && let Some(flag) = xdist_flag(&split(&opts), a, cwd)
        {
            return Some(format!(
                "`{}` sets `addopts = {}`: `{flag}` runs pytest-xdist",
                path.display(),
                opts.trim()
            ));
        }
    }
    None
}

/// The `addopts` of pytest's section of a config file (`[pytest]`, `[tool:pytest]`,
/// `[tool.pytest.ini_options]`), continuation lines and TOML lists joined.
fn addopts(text: &str, file: &str) -> Option<String> {
    let section = match file {
        "pyproject.toml" => "[tool.pytest.ini_options]",
        "setup.cfg" => "[tool:pytest]",
        _ => "[pytest]",
    };
    let mut inside = false;
    let mut value: Option<String> = None;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') && !(value.is_some() && t.starts_with("[\"")) {
            if value.is_some() {
                break;
            }
            inside = t.replace(' ', "") == section;
            continue;
        }
        if !inside {
            continue;
        }
        if let Some(v) = value.as_mut() {
            // ini continuation lines are indented; a TOML list continues until `]`.
            if line.starts_with([' ', '\t']) || (v.contains('[') && !v.contains(']')) {
                v.push(' ');
                v.push_str(t);
                continue;
            }
            break;
        }
        if let Some((k, v)) = t.split_once('=')
            && k.trim() == "addopts"
        {
            value = Some(v.trim().to_string());
        }
    }
    value.map(|v| v.replace(['[', ']', ','], " ").replace(['"', '\''], ""))
}

/// Programs that run the command they are given (`xvfb-run -a pytest …`, `pipenv run
/// pytest …`): pytest's arguments follow its name among theirs.
const RUNNERS: &[&str] = &[
    "coverage",
    "pipenv",
    "conda",
    "mamba",
    "micromamba",
    "pixi",
    "xvfb-run",
    "pdm",
    "hatch",
    "rye",
    "poetry",
    "uv",
    "uvx",
    "pipx",
    "dotenv",
    "direnv",
    "op",
    "doppler",
    "aws-vault",
    "devbox",
    "dbus-run-session",
    "catchsegv",
    "strace",
    "valgrind",
    "taskset",
    "numactl",
    "prlimit",
    "chronic",
    "systemd-run",
    "docker",
    "podman",
    "nix",
    "tox",
    "with-contenv",
    "firejail",
    "unshare",
    "chrt",
    "cpulimit",
    "ddtrace-run",
];

const PYTEST_NAMES: &[&str] = &["pytest", "py.test", "pytest-3", "pytest3"];
const PYTEST_MODULES: &[&str] = &["pytest", "py.test", "pytest.__main__", "_pytest"];

/// pytest's arguments when the command runs pytest.
fn pytest_args(cmd: &Command) -> Option<Vec<Word>> {
    let prog = cmd.program()?;
    // `hatch run test:pytest`: ENV:COMMAND.
    let prog = prog.rsplit(':').next().unwrap_or(prog);
    let args = cmd.args();
    if PYTEST_NAMES.contains(&prog) {
        return Some(args.to_vec());
    }
    // `python -m pytest`, `pypy3 -mpytest`, `coverage run -m pytest`, `python -m
    // coverage run -m pytest`: the last `-m` names the module that runs.
    // `python -Bm pytest`, `-Im`, `-OOmpytest`: flags without a value may precede `m` in
    // one cluster.
    let cluster_m = |t: &str| -> Option<String> {
        let c = t.strip_prefix('-').filter(|c| !c.starts_with('-'))?;
        let flags = c.find(|ch: char| !"bBdEhiIOPqsSuvVx".contains(ch))?;
        c.get(flags..)?.strip_prefix('m').map(str::to_string)
    };
    let module = args.iter().enumerate().rev().find_map(|(i, w)| {
        if w.text == "--module" || cluster_m(&w.text).is_some_and(|m| m.is_empty()) {
            args.get(i + 1)
                .filter(|m| PYTEST_MODULES.contains(&m.text.as_str()))
                .map(|_| i + 2)
        } else {
            cluster_m(&w.text)
                .filter(|m| PYTEST_MODULES.contains(&m.as_str()))
                .map(|_| i + 1)
        }
    });
    if (is_python(prog) || RUNNERS.contains(&prog))
        && let Some(at) = module
    {
        return Some(args.get(at..)?.to_vec());
    }
    // `hatch test [-- ARGS]` runs pytest with ARGS (and the project's config).
    if prog == "hatch"
        && args
            .iter()
            .find(|w| !w.text.starts_with('-'))
            .is_some_and(|w| w.text == "test")
    {
        return Some(match args.iter().position(|w| w.text == "--") {
            Some(at) => args.get(at + 1..)?.to_vec(),
            None => Vec::new(),
        });
    }
    if RUNNERS.contains(&prog) {
        // `tox -- ARGS`, `nox -- ARGS` pass ARGS to pytest.
        if prog == "tox"
            && let Some(at) = args.iter().position(|w| w.text == "--")
        {
            return Some(args.get(at + 1..)?.to_vec());
        }
        let at = args
            .iter()
            .position(|w| PYTEST_NAMES.contains(&w.text.rsplit('/').next().unwrap_or("")))?;
        return Some(args.get(at + 1..)?.to_vec());
    }
    if prog == "nox" {
        let at = args.iter().position(|w| w.text == "--")?;
        return Some(args.get(at + 1..)?.to_vec());
    }
    None
}

/// `hatch test -p` / `--parallel`: hatch's own test command parallelises with
/// pytest-xdist (its arguments after `--` go to pytest and are read above).
fn hatch_test_parallel(cmd: &Command) -> Option<&'static str> {
    if cmd.program() != Some("hatch") {
        return None;
    }
    let args = cmd.args();
    let at = args.iter().position(|w| !w.text.starts_with('-'))?;
    if args.get(at).is_none_or(|w| w.text != "test") {
        return None;
    }
    args.iter()
        .skip(at + 1)
        .take_while(|w| w.text != "--")
        .find_map(|w| match w.text.as_str() {
            "-p" => Some("-p"),
            "--parallel" => Some("--parallel"),
            _ => None,
        })
}

fn is_python(p: &str) -> bool {
    p.strip_prefix("python")
        .or_else(|| p.strip_prefix("pypy"))
        .is_some_and(|r| r.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
}

/// pytest's short options that take a value: the value never names xdist.
const VALUED: &str = "kmpcoWr";

/// The xdist flag among pytest's arguments, if any: directly, in `-o addopts=…` /
/// `--override-ini addopts=…`, or in an `@argsfile`.
fn xdist_flag(args: &[Word], a: &Analysis, cwd: &Path) -> Option<String> {
    xdist_flag_at(args, a, cwd, 0)
}

fn xdist_flag_at(args: &[Word], a: &Analysis, cwd: &Path, depth: usize) -> Option<String> {
    if depth > 3 {
        return None;
    }
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        i += 1;
        if t == "--" {
            break;
        }
        if let Some(file) = t.strip_prefix('@') {
            let path = cwd.join(file);
            let text = a
                .file_text(&path)
                .map(str::to_string)
                .or_else(|| shell::read_bounded(&path))?;
            if let Some(f) = xdist_flag_at(&split(&text), a, cwd, depth + 1) {
                return Some(format!("@{file}: {f}"));
            }
            continue;
        }
        if let Some(long) = t.strip_prefix("--") {
            let (name, value) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
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
            if name == "override-ini" {
                let v = value.or_else(|| {
                    i += 1;
                    args.get(i - 1).map(|w| w.text.clone())
                });
                if let Some(f) = v.as_deref().and_then(|v| ini_override(v, a, cwd, depth)) {
                    return Some(format!("{t}: {f}"));
                }
            }
            continue;
        }
        let Some(cluster) = t.strip_prefix('-') else {
            continue;
        };
        for (pos, ch) in cluster.char_indices() {
            // `-d` is xdist's (`--dist=load`); pytest itself has no `-d`.
            if ch == 'n' || ch == 'f' || ch == 'd' {
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
                if ch == 'o'
                    && let Some(f) = ini_override(value, a, cwd, depth)
                {
                    return Some(format!("-o {value}: {f}"));
                }
                break;
            }
        }
    }
    None
}

/// `addopts=-n 4` given to `-o`/`--override-ini`.
fn ini_override(v: &str, a: &Analysis, cwd: &Path, depth: usize) -> Option<String> {
    let (k, val) = v.split_once('=')?;
    if k.trim() != "addopts" {
        return None;
    }
    xdist_flag_at(&split(val), a, cwd, depth + 1)
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
fn installs_xdist(cmd: &Command, a: &Analysis, cwd: &Path) -> bool {
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
    wrapped
        || (installer && adds && cmd.args().iter().any(names_xdist))
        || (installer && adds && requirements_name_xdist(cmd, a, cwd))
}

/// `pip install -r FILE` / `-c FILE` / `--requirement=FILE` where FILE names pytest-xdist.
fn requirements_name_xdist(cmd: &Command, a: &Analysis, cwd: &Path) -> bool {
    let args = cmd.args();
    args.iter().enumerate().any(|(i, w)| {
        let file = match w.text.as_str() {
            "-r" | "--requirement" | "-c" | "--constraint" => {
                args.get(i + 1).map(|v| v.text.clone())
            }
            t => t
                .strip_prefix("--requirement=")
                .or_else(|| t.strip_prefix("-r").filter(|r| !r.is_empty()))
                .map(str::to_string),
        };
        file.is_some_and(|f| {
            let path = cwd.join(&f);
            let text = a
                .file_text(&path)
                .map(str::to_string)
                .or_else(|| shell::read_bounded(&path))
                .unwrap_or_default();
            text.lines().any(|l| {
                l.trim()
                    .to_ascii_lowercase()
                    .replace('_', "-")
                    .starts_with("pytest-xdist")
            })
        })
    })
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

    fn dec(cmd: &str, runner: Option<&str>) -> Result<Verdict, Failure> {
        let dir = tempfile::tempdir().unwrap();
        decide(cmd, runner, dir.path(), &Inherited::default())
    }

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
            ("hatch_test_parallel", "hatch test --parallel", true),
            (
                "config_by_process_substitution",
                "python -m pytest -c <(printf '[pytest]\\naddopts = -n 4\\n')",
                true,
            ),
            (
                "config_by_process_substitution_serial",
                "pytest -c <(printf '[pytest]\\naddopts = -q\\n')",
                false,
            ),
            ("hatch_test_p", "hatch test -p tests/unit", true),
            ("hatch_test_serial", "hatch test", false),
            ("hatch_test_python", "hatch test -py 3.12", false),
            ("hatch_test_args", "hatch test -- -n 4", true),
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
            ("o_addopts", "pytest -o addopts='-n 4'", true),
            ("override_ini", "pytest --override-ini=addopts=-n4", true),
            ("coverage_run", "coverage run -m pytest -n 4", true),
            ("pypy", "pypy3 -m pytest -n 2", true),
            ("pytest_main_module", "python -m pytest.__main__ -n 2", true),
            ("pipenv", "pipenv run pytest -n 4", true),
            ("python_flag_cluster_m", "python -Bm pytest -n 4", true),
            (
                "python_flag_cluster_m_joined",
                "python3 -OOmpytest -n 4",
                true,
            ),
            (
                "python_flag_cluster_other_module",
                "python -Bm http.server 4",
                false,
            ),
            ("conda", "conda run -n env pytest -n 4", true),
            ("xvfb", "xvfb-run -a pytest -n 4", true),
            (
                "ini_written",
                "printf '[pytest]\\naddopts = -n 4\\n' > pytest.ini && pytest -q",
                true,
            ),
            (
                "printf_bash_c",
                "bash -c \"$(printf 'pytest -n %s' 4)\"",
                true,
            ),
            ("eval_printf", "eval \"$(printf 'pytest -n %s' 4)\"", true),
            ("base64", "base64 -d <<< cHl0ZXN0IC1uIDQ= | sh", true),
            ("function", "t() { pytest \"$@\"; }; t -n 4", true),
            ("array", "args=(-n 4); pytest \"${args[@]}\"", true),
            ("brace", "pytest {-n,4}", true),
            ("git_alias", "git -c alias.t='!pytest -n 4' t", true),
            (
                "python_ci_git_log",
                "python3 - <<'PY'\nimport subprocess\nsubprocess.run(['pytest', '-q'])\nsubprocess.run(['git', 'log', '-n', '1'])\nPY",
                false,
            ),
            (
                "node_git_log",
                "node -e 'require(\"child_process\").execSync(\"git log -n 1\")'",
                false,
            ),
            ("conda_env_n", "conda run -n env pytest -q", false),
            ("opaque_unrelated", "eval \"$(ssh-agent -s)\"", false),
            ("opaque_relevant", "bash -c \"$PYTEST_CMD\"", true),
            (
                "export_evaluated",
                "export $(printf 'PYTEST_ADDOPTS=-n4'); pytest",
                true,
            ),
            ("case_conversion", "P=PYTEST; ${P,,} -n 4", true),
            ("sed_built", "$(echo pyxest | sed 's/x/t/') -n 4", true),
            (
                "read_herestring",
                "read -r a b <<< '-n 4'; pytest $a $b",
                true,
            ),
            ("printf_v", "printf -v c 'pytest -n %s' 4; $c", true),
            ("bash_stdin_file_missing", "bash < ci.sh", false),
            ("ssh", "ssh localhost 'pytest -n 4'", true),
            ("tmux_send_keys", "tmux send-keys 'pytest -n 4' Enter", true),
            ("at_now", "echo 'pytest -n 4' | at now", true),
            ("parallel_commands", "parallel ::: 'pytest -n 4'", true),
            (
                "nox_session_run",
                "python3 -c 'session.run(\"pytest\", \"-n\", \"4\")'",
                true,
            ),
            ("dist_d", "pytest -d --tx 3*popen", true),
            ("hatch_env_command", "hatch run test:pytest -n 4", true),
            ("make_variable", "make test PYTEST_ADDOPTS='-n 4'", true),
        ];
        for (name, cmd, refuse) in cases {
            let v = dec(cmd, None).unwrap();
            assert_eq!(matches!(v, Verdict::Deny(_)), *refuse, "{name}: {v:?}");
        }
    }

    #[test]
    fn refusal_names_runner_and_how_to_allow() {
        let Verdict::Deny(text) =
            dec("pytest -n 4", Some("scripts/run_tests.py --threads 8")).unwrap()
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
        assert!(text.contains("deadlock"), "{text}");
        assert!(text.contains("[no-xdist]"), "{text}");
    }

    #[test]
    fn config_files_and_the_environment() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join(".git"), "").unwrap();
        let none = Inherited::default();
        let refused = |cmd: &str, inh: &Inherited| {
            matches!(decide(cmd, None, d, inh).unwrap(), Verdict::Deny(_))
        };
        assert!(!refused("pytest -q", &none));
        std::fs::write(
            d.join("pyproject.toml"),
            "[tool.pytest.ini_options]\naddopts = \"-n 4 -q\"\n",
        )
        .unwrap();
        assert!(refused("pytest -q", &none));
        assert!(!refused("pytest -q -p no:xdist", &none));
        std::fs::remove_file(d.join("pyproject.toml")).unwrap();
        std::fs::write(
            d.join("setup.cfg"),
            "[tool:pytest]\naddopts =\n    -q\n    --numprocesses=2\n",
        )
        .unwrap();
        assert!(refused("python -m pytest", &none));
        std::fs::remove_file(d.join("setup.cfg")).unwrap();
        std::fs::write(d.join("args.txt"), "-n 4\n").unwrap();
        assert!(refused("pytest @args.txt", &none));
        let env = Inherited {
            addopts: Some("-n auto".into()),
            plugins: None,
        };
        assert!(refused("pytest -q", &env));
        assert!(!refused("PYTEST_ADDOPTS= pytest -q", &env));
        assert!(!refused("ls", &env));
    }

    #[test]
    fn unanalysable_relevant_part_fails_closed() {
        assert!(dec("pytest -n 4 $(", None).is_ok_and(|v| matches!(v, Verdict::Deny(_))));
        assert!(dec("pytest $(if", None).is_err());
        assert!(dec("ls $(if", None).is_ok_and(|v| v == Verdict::Allow));
    }
}
