//! Test runs, whatever starts them: `pytest`, `py.test`, `python -m pytest`,
//! `python -mpytest`, `$(which pytest)`, `coverage run -m pytest`,
//! `pytest.main([...])` in Python code, `make test` (its recipe read), and
//! runners whose command line is elsewhere (`tox`, `nox`, `hatch test`,
//! `rye test`, `make test` without a readable Makefile): those are *opaque*
//! runs, whose options cannot be seen.

use crate::resolve::{Env, Value};
use crate::tokens::{Lang, Tok, tokenize};
use shell::{Analysis, Command};
use std::path::Path;

/// One test run.
#[derive(Debug, Clone)]
pub struct Run<'a> {
    /// The command that starts it (for a recipe, the `make` call).
    pub cmd: &'a Command,
    /// The runner's arguments (after `pytest`), when visible.
    pub args: Vec<String>,
    /// Assignments in effect (`PYTEST_ADDOPTS=…`).
    pub env: Vec<(String, String)>,
    /// Started by a tool whose test command line is not visible (`tox`).
    pub opaque: Option<String>,
}

/// Programs that run another program of the environment.
const LAUNCHERS: &[&str] = &[
    "pipenv",
    "conda",
    "mamba",
    "micromamba",
    "pixi",
    "pdm",
    "poetry",
    "hatch",
    "rye",
    "uv",
    "xvfb-run",
    "dotenv",
    "direnv",
    "nohup",
    "stdbuf",
    "chronic",
    "unbuffer",
    "exec",
    "time",
    "caffeinate",
    "systemd-run",
    "watchexec",
    "entr",
    "ptw",
    "pytest-watch",
    "pytest-watcher",
];

/// Programs that run the suite through a configuration of their own.
const OPAQUE: &[&str] = &["tox", "nox", "detox", "nox-poetry"];

/// Other Python test runners (programs or `-m` modules): in a project whose
/// runner is `pytest` they run its tests without its options (issue 24).
const OTHER_PY_RUNNERS: &[&str] = &[
    "unittest",
    "nose2",
    "nosetests",
    "nose",
    "ward",
    "green",
    "trial",
    "testify",
    "zope-testrunner",
];

/// Options of a runner that list, describe or print and run no tests.
const NO_RUN: &[&str] = &[
    "--version",
    "-V",
    "--help",
    "-h",
    "-l",
    "--list",
    "--list-sessions",
    "--listenvs",
    "--listenvs-all",
    "-a",
    "--showconfig",
];

/// The runner's name as the command names it (`py.test` is `pytest`).
fn runner_name(name: &str) -> &str {
    let base = name.rsplit('/').next().unwrap_or(name);
    match base {
        "py.test" | "pytest-3" | "pytest3" | "py.test-3" => "pytest",
        other => other,
    }
}

/// Every test run of `runner` (a program name, `pytest`) in `a`.
pub fn runs<'a>(
    a: &'a Analysis,
    env: &Env,
    cwds: &[std::path::PathBuf],
    runner: &str,
) -> Vec<Run<'a>> {
    let mut out = Vec::new();
    for (c, here) in a.commands.iter().zip(cwds) {
        let assigned: Vec<(String, String)> = c
            .assignments
            .iter()
            .map(|a| (a.name.clone(), a.value.text.clone()))
            .collect();
        for args in direct(c, env, runner) {
            out.push(Run {
                cmd: c,
                args,
                env: assigned.clone(),
                opaque: None,
            });
        }
        if let Some(why) = opaque(c, here, runner) {
            out.push(Run {
                cmd: c,
                args: Vec::new(),
                env: assigned.clone(),
                opaque: Some(why),
            });
        }
        if let Some(lines) = crate::make::recipe(c, here) {
            for line in lines {
                let inner = shell::analyse(&line);
                let inner_env = Env::new(&inner);
                for ic in &inner.commands {
                    for args in direct(ic, &inner_env, runner) {
                        out.push(Run {
                            cmd: c,
                            args,
                            env: ic
                                .assignments
                                .iter()
                                .map(|a| (a.name.clone(), a.value.text.clone()))
                                .collect(),
                            opaque: None,
                        });
                    }
                }
            }
        }
    }
    out
}

/// The argument lists with which `c` itself runs the runner.
fn direct(c: &Command, env: &Env, runner: &str) -> Vec<Vec<String>> {
    let words: Vec<String> = c.argv.iter().map(|w| w.text.clone()).collect();
    let Some(first) = c.argv.first() else {
        return Vec::new();
    };
    let rest = || words.get(1..).unwrap_or(&[]).to_vec();
    // `$(which pytest)`, `"$PYTEST"`.
    let program = match env.word(first, c) {
        Value::Texts(t) if t.len() == 1 => t.first().cloned().unwrap_or_default(),
        _ => first.text.clone(),
    };
    if runner_name(&program) == runner {
        return vec![rest()];
    }
    let mut out = Vec::new();
    let base = runner_name(&program).to_owned();
    if crate::command::is_python(&base) {
        if let Some(args) = module_args(&rest(), runner) {
            out.push(args);
        }
        // `python -m coverage run -m pytest`.
        if let Some(after) = module_args(&rest(), "coverage")
            && after.first().map(String::as_str) == Some("run")
            && let Some(args) = module_args(after.get(1..).unwrap_or(&[]), runner)
        {
            out.push(args);
        }
        if let Some(s) = &c.script {
            out.extend(main_calls(&s.text, runner));
        }
    }
    // Launchers that run a command of the environment: `pipenv run pytest`,
    // `conda run -n x python -m pytest`, `pixi run pytest`.
    if LAUNCHERS.contains(&base.as_str()) {
        let after = words.get(1..).unwrap_or(&[]);
        for (k, w) in after.iter().enumerate() {
            let rest = after.get(k + 1..).unwrap_or(&[]).to_vec();
            if runner_name(w) == runner {
                out.push(rest);
                break;
            }
            if crate::command::is_python(runner_name(w)) {
                out.extend(module_args(&rest, runner));
                break;
            }
        }
    }
    // `python -m pytest_watch`, `ptw -- -q`: the watcher runs the runner.
    if matches!(base.as_str(), "ptw" | "pytest-watch" | "pytest-watcher") {
        let after = words.get(1..).unwrap_or(&[]);
        let args = match after.iter().position(|w| w == "--") {
            Some(k) => after.get(k + 1..).unwrap_or(&[]).to_vec(),
            None => Vec::new(),
        };
        out.push(args);
    }
    if base == "coverage" && words.get(1).map(String::as_str) == Some("run") {
        let after = words.get(2..).unwrap_or(&[]);
        if let Some(args) = module_args(after, runner) {
            out.push(args);
        } else if let Some(pos) = after.iter().position(|w| !w.starts_with('-'))
            && runner_name(after.get(pos).map(String::as_str).unwrap_or("")) == runner
        {
            out.push(after.get(pos + 1..).unwrap_or(&[]).to_vec());
        }
    }
    out
}

/// `-m pytest ARGS`, `-mpytest ARGS` among interpreter options.
fn module_args(args: &[String], runner: &str) -> Option<Vec<String>> {
    let mut i = 0;
    while let Some(w) = args.get(i) {
        if w == "-m" {
            let m = args.get(i + 1)?;
            return (runner_name(m) == runner || m == &format!("{runner}.__main__"))
                .then(|| args.get(i + 2..).unwrap_or(&[]).to_vec());
        }
        if let Some(m) = w.strip_prefix("-m") {
            return (runner_name(m) == runner).then(|| args.get(i + 1..).unwrap_or(&[]).to_vec());
        }
        if !w.starts_with('-') {
            return None;
        }
        i += if matches!(
            w.as_str(),
            "-X" | "-W"
                | "--rcfile"
                | "--source"
                | "--include"
                | "--omit"
                | "--data-file"
                | "--context"
        ) {
            2
        } else {
            1
        };
    }
    None
}

/// `pytest.main([...])` / `main([...])` after `from pytest import main` in
/// Python code: the argument list when it is literal strings, else one
/// opaque list (`["\u{0}"]`).
fn main_calls(src: &str, runner: &str) -> Vec<Vec<String>> {
    let toks = tokenize(src, Lang::Python);
    let imported_main = toks.windows(4).any(|w| {
        matches!(w, [Tok::Name(f), Tok::Name(m), Tok::Name(i), Tok::Name(n)]
            if f == "from" && m == runner && i == "import" && n == "main")
    });
    let mentions = toks
        .iter()
        .any(|t| matches!(t, Tok::Name(n) if n == runner))
        || toks.iter().any(|t| matches!(t, Tok::Str(s) if s == runner));
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        let is_call = match t {
            Tok::Name(n) if n == "main" => {
                let prev = i.checked_sub(1).and_then(|j| toks.get(j));
                let prev2 = i.checked_sub(2).and_then(|j| toks.get(j));
                let dotted = matches!(prev, Some(Tok::Op('.')))
                    && matches!(prev2, Some(Tok::Name(n)) if n == runner || n == "pt");
                (dotted || (imported_main && !matches!(prev, Some(Tok::Op('.')))))
                    && toks.get(i + 1) == Some(&Tok::Op('('))
            }
            // `subprocess.run(["pytest", …])`, `os.system("pytest …")`.
            Tok::Str(s) if s.split_whitespace().next().map(runner_name) == Some(runner) => {
                let args: Vec<String> = s.split_whitespace().skip(1).map(str::to_owned).collect();
                let list_follows = toks.get(i + 1) == Some(&Tok::Op(','));
                out.push(if list_follows {
                    vec!["\u{0}".to_owned()]
                } else {
                    args
                });
                false
            }
            _ => false,
        };
        if !is_call {
            continue;
        }
        // Literal list of strings: `main(["-q", "tests/x.py"])`.
        let mut j = i + 2;
        let mut args = Vec::new();
        let mut literal = true;
        if toks.get(j) == Some(&Tok::Op('[')) {
            j += 1;
            loop {
                match toks.get(j) {
                    Some(Tok::Str(s)) => args.push(s.clone()),
                    Some(Tok::Op(',')) => {}
                    Some(Tok::Op(']')) => break,
                    _ => {
                        literal = false;
                        break;
                    }
                }
                j += 1;
            }
        } else if toks.get(j) != Some(&Tok::Op(')')) {
            literal = false;
        }
        out.push(if literal {
            args
        } else {
            vec!["\u{0}".to_owned()]
        });
    }
    if out.is_empty()
        && mentions
        && toks
            .iter()
            .any(|t| matches!(t, Tok::Name(n) if n == "main"))
    {
        out.push(vec!["\u{0}".to_owned()]);
    }
    out
}

/// A runner started through another tool's configuration.
fn opaque(c: &Command, here: &Path, runner: &str) -> Option<String> {
    let p = c.program()?;
    let first = c.args().first().map(|w| w.text.as_str());
    let lists_only = c.args().iter().any(|w| NO_RUN.contains(&w.text.as_str()));
    if OPAQUE.contains(&p) && lists_only {
        return None;
    }
    if runner == "pytest" && !lists_only {
        let module = crate::command::is_python(p)
            .then(|| {
                c.args()
                    .iter()
                    .find_map(|w| w.text.strip_prefix("-m").filter(|m| !m.is_empty()))
            })
            .flatten();
        let module = module.or_else(|| {
            crate::command::is_python(p)
                .then(|| {
                    c.args().windows(2).find_map(|w| match w {
                        [a, b] if a.text == "-m" => Some(b.text.as_str()),
                        _ => None,
                    })
                })
                .flatten()
        });
        if let Some(other) = OTHER_PY_RUNNERS
            .iter()
            .find(|r| **r == p || module == Some(**r))
        {
            return Some(format!(
                "`{other}` (another test runner: the options of `{runner}` cannot apply)"
            ));
        }
    }
    if OPAQUE.contains(&p) {
        return Some(format!(
            "`{p}` (its test command is in its own configuration)"
        ));
    }
    if crate::command::is_python(p) {
        let m = c.args().windows(2).find_map(|w| match w {
            [a, b] if a.text == "-m" => Some(b.text.as_str()),
            _ => None,
        });
        if let Some(m) = m.filter(|m| OPAQUE.contains(m)) {
            return Some(format!(
                "`{m}` (its test command is in its own configuration)"
            ));
        }
    }
    if matches!(
        p,
        "hatch" | "rye" | "pdm" | "poetry" | "just" | "task" | "invoke"
    ) && matches!(first, Some("test" | "tests" | "check"))
    {
        return Some(format!("`{p} {}`", first.unwrap_or_default()));
    }
    if matches!(p, "make" | "gmake") && crate::make::recipe(c, here).is_none() {
        let targets: Vec<&str> = c
            .args()
            .iter()
            .map(|w| w.text.as_str())
            .filter(|t| !t.starts_with('-') && !t.contains('='))
            .collect();
        if targets
            .iter()
            .any(|t| t.contains("test") || t.contains(runner) || *t == "check")
        {
            return Some(format!("`{}` (no Makefile to read)", c.text.trim()));
        }
    }
    None
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

    fn found(src: &str) -> Vec<(Vec<String>, bool)> {
        let a = shell::analyse(src);
        let env = Env::new(&a);
        let cwds = crate::cwds(&a, Path::new("/nonexistent"));
        runs(&a, &env, &cwds, "pytest")
            .into_iter()
            .map(|r| (r.args, r.opaque.is_some()))
            .collect()
    }

    #[test]
    fn runs_by_any_spelling() {
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        type Found = Vec<(Vec<String>, bool)>;
        let cases: &[(&str, Found)] = &[
            ("pytest -q tests", vec![(v(&["-q", "tests"]), false)]),
            ("py.test tests", vec![(v(&["tests"]), false)]),
            ("python3 -mpytest -x", vec![(v(&["-x"]), false)]),
            ("python -m pytest", vec![(v(&[]), false)]),
            ("coverage run -m pytest tests", vec![(v(&["tests"]), false)]),
            ("$(which pytest) -q", vec![(v(&["-q"]), false)]),
            ("P=pytest; $P -q", vec![(v(&["-q"]), false)]),
            ("tox -e py312", vec![(v(&[]), true)]),
            ("hatch test", vec![(v(&[]), true)]),
            ("make test", vec![(v(&[]), true)]),
            (
                "python -c 'import pytest; pytest.main([\"-q\", \"tests/t.py\"])'",
                vec![(v(&["-q", "tests/t.py"]), false)],
            ),
            (
                "python -c 'import pytest; pytest.main()'",
                vec![(v(&[]), false)],
            ),
            ("echo pytest", vec![]),
            ("make -j2", vec![]),
            ("pytest-watch", vec![(v(&[]), false)]),
            ("python -m unittest discover", vec![(v(&[]), true)]),
            ("nose2 -v", vec![(v(&[]), true)]),
            ("tox --version", vec![]),
            ("nox -l", vec![]),
            (
                "python -m coverage run -m pytest -q",
                vec![(v(&["-q"]), false)],
            ),
            ("watchexec -e py pytest -x", vec![(v(&["-x"]), false)]),
        ];
        for (src, want) in cases {
            assert_eq!(&found(src), want, "{src}");
        }
    }
}
