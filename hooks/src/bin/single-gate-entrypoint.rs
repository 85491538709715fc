//! single-gate-entrypoint: refuses running the review battery's gate scripts
//! one by one; they run only through the configured entry point.
//!
//! # What it refuses
//! A command that runs a file matching one of the `gates` globs (relative to
//! the project root): by path (`./scripts/gates/lint.py`, `uv run
//! scripts/gates/lint.py`), as an interpreter's script operand (`python
//! scripts/gates/lint.py`, `bash scripts/gates/x.sh`, `node …`), or as a
//! module (`python -m scripts.gates.lint`), wherever it runs (`bash -c`,
//! `xargs`, `find -exec`, wrappers, after `cd`). The entry point itself
//! passes even when it lies under a gate glob.
//!
//!
//! By effect, which gate executes: interpreters given by path
//! (`.venv/bin/python`), Python flags that take no value (`-I`, `-O`),
//! `-mM`, modules from `cd`/`PYTHONPATH`, `runpy`/`importlib`/`exec` in
//! code, gates on stdin (`python3 - < gate.py`, `cat gate.py | python3`),
//! `make` recipes read at decision time, loops, globs, copies. A script that
//! cannot be named (`python "$x"`) is refused (opacity).
//!
//! # Why (the incident)
//! The reference fleet: "the review battery has ONE entry point" (`python
//! scripts/gates.py`). "Invoking the gate scripts individually is how a ~25s
//! parallel battery turns into a ~50s serial one, and how gates get silently
//! dropped from a 'full' review because they were typed from memory."
//!
//! # Refused
//! - `python scripts/gates/lint.py`, `python3 -m scripts.gates.types`
//! - `for g in scripts/gates/*.py; do python "$g"; done` is not seen (the
//!   file is a variable) — but `bash -c 'python scripts/gates/lint.py'`,
//!   `cd scripts/gates && python lint.py` and `./scripts/gates/lint.py` are
//!
//! # Allowed
//! - the entry point (`python scripts/gates.py --only lint`)
//! - `cat scripts/gates/lint.py`, `git diff scripts/gates/`, a commit message naming a gate
//! - a command carrying a `# gate-debug` comment, while `allow_debug_marker` is on
//!
//! # Configuration
//! Off unless `entrypoint` is set. `[single-gate-entrypoint]`: `entrypoint`
//! (the sanctioned command, named in the refusal), `gates` (globs of the gate
//! scripts, relative to the project root), `allow_debug_marker` (default
//! `true`). The reference: `entrypoint = "python scripts/gates.py"`, `gates =
//! ["scripts/gates/*.py"]`.
//!
//! # Escape hatch
//! The reference's own: a `# gate-debug` comment on the command, for
//! genuinely debugging one gate. It is a comment, so the shell analysis
//! never sees it; the guard looks for it in the raw command text, at a
//! comment position (not in quotes or a heredoc body). By the reference's
//! design the agent can use it; the user turns it off with
//! `allow_debug_marker = false`, or the guard with `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::Configured;
use routing::resolve::{Env, Value};
use routing::tokens::{Lang, Tok, imports, tokenize};
use shell::{Command, Word};
use std::path::{Path, PathBuf};

pub(crate) const GUARD: Guard = Guard {
    name: "single-gate-entrypoint",
    events: &[EventKind::PreToolUse],
    keys: &["entrypoint", "gates", "allow_debug_marker"],
};

const MARKER: &str = "gate-debug";

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(entry) = cfg.string("entrypoint")?.filter(|t| !t.trim().is_empty()) else {
        return Ok(Verdict::Allow);
    };
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let gates = cfg.strings("gates")?.unwrap_or_default();
    let debug_ok = cfg.bool("allow_debug_marker", true)?;
    let entry_cmd = Configured::parse(&entry).ok_or_else(|| {
        Failure::new(format!(
            "config [single-gate-entrypoint] `entrypoint` is not a command line: {entry}"
        ))
    })?;
    let a = shell::analyse(&bash.command);
    if debug_ok && marked(&bash.command, &a) {
        return Ok(Verdict::Allow);
    }
    let root = payload::paths::normalize(cfg.project_root().unwrap_or(&p.cwd), &p.cwd);
    let cwds = routing::cwds(&a, &p.cwd);
    if let Some(problem) = a.blocking_problem(|t| gates.iter().any(|g| t.contains(glob_stem(g)))) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    let env = Env::new(&a);
    let is_gate = |file: &Path| -> Option<String> {
        let rel = file.strip_prefix(&root).ok().and_then(Path::to_str)?;
        gates
            .iter()
            .any(|g| payload::glob::matches(g.trim_start_matches("./"), rel))
            .then(|| rel.to_owned())
    };
    let mut tainted: Vec<(PathBuf, String)> = Vec::new();
    let found = runs(
        &a,
        &env,
        &cwds,
        &root,
        &entry_cmd,
        &is_gate,
        &mut tainted,
        0,
    );
    let Some((text, rel)) = found else {
        return Ok(Verdict::Allow);
    };
    let hint = if debug_ok {
        "; to genuinely debug one gate, the project allows a `# gate-debug` comment on the command (say why)"
    } else {
        ""
    };
    Ok(payload::refusal(GUARD.name, format!("`{}`: it runs the gate `{rel}` on its own", text.trim()))
        .rule("the review battery has one entry point: gates run one by one turn a ~25 s parallel battery into a ~50 s serial one, and gates typed from memory get silently dropped from a 'full' review")
        .instead(format!("run the battery through `{}` (use its own options to select gates){hint}", entry_cmd.text))
        .allow("the user sets `allow_debug_marker`/`enabled` under `[single-gate-entrypoint]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
        .verdict())
}

/// The first command of `a` that runs a gate on its own: (its text, the
/// gate). `make` recipes are followed one level.
#[allow(clippy::too_many_arguments)]
fn runs(
    a: &shell::Analysis,
    env: &Env,
    cwds: &[PathBuf],
    root: &Path,
    entry: &Configured,
    is_gate: &dyn Fn(&Path) -> Option<String>,
    tainted: &mut Vec<(PathBuf, String)>,
    depth: usize,
) -> Option<(String, String)> {
    for (c, here) in a.commands.iter().zip(cwds) {
        if entry.invoked_by(c) {
            continue;
        }
        let gate_of = |p: &Path, tainted: &[(PathBuf, String)]| {
            is_gate(p).or_else(|| tainted.iter().find(|(t, _)| t == p).map(|(_, g)| g.clone()))
        };
        // Copies of a gate (`cp scripts/gates/lint.py /tmp/l.py`) stay gates.
        if matches!(c.program(), Some("cp" | "ln" | "install" | "rsync" | "mv")) {
            let ops: Vec<&Word> = c
                .args()
                .iter()
                .filter(|w| !w.text.starts_with('-'))
                .collect();
            if let Some((dst, srcs)) = ops.split_last() {
                let gate = srcs.iter().find_map(|w| {
                    paths(env, w, c, here)
                        .into_iter()
                        .flatten()
                        .find_map(|p| gate_of(&p, tainted))
                });
                if let Some(g) = gate {
                    for d in paths(env, dst, c, here).into_iter().flatten() {
                        let file_name = Path::new(&g).file_name().map(|n| n.to_os_string());
                        if d.is_dir()
                            && let Some(n) = file_name
                        {
                            tainted.push((d.join(n), g.clone()));
                        }
                        tainted.push((d, g.clone()));
                    }
                }
            }
            continue;
        }
        // `cat gate.py > /tmp/g.py`, `tee /tmp/g.py < gate.py`: the output
        // file is a copy of the gate.
        if matches!(c.program(), Some("cat" | "tee" | "dd" | "head" | "tail")) {
            let mut srcs: Vec<&Word> = c
                .redirects
                .iter()
                .filter(|r| r.kind == shell::RedirectKind::Input)
                .map(|r| &r.target)
                .collect();
            if c.program() != Some("tee") {
                srcs.extend(c.args().iter().filter(|w| !w.text.starts_with('-')));
            }
            let gate = srcs.iter().find_map(|w| {
                let w = match w.text.strip_prefix("if=") {
                    Some(f) => Word::literal(f),
                    None => (*w).clone(),
                };
                paths(env, &w, c, here)
                    .into_iter()
                    .flatten()
                    .find_map(|p| gate_of(&p, tainted))
            });
            if let Some(g) = gate {
                let mut dsts: Vec<Word> = c
                    .redirects
                    .iter()
                    .filter(|r| r.kind != shell::RedirectKind::Input)
                    .map(|r| r.target.clone())
                    .collect();
                for w in c.args() {
                    if let Some(f) = w.text.strip_prefix("of=") {
                        dsts.push(Word::literal(f));
                    } else if c.program() == Some("tee") && !w.text.starts_with('-') {
                        dsts.push(w.clone());
                    }
                }
                for d in &dsts {
                    for p in paths(env, d, c, here).into_iter().flatten() {
                        tainted.push((p, g.clone()));
                    }
                }
            }
        }
        // `echo gate.py | xargs python3`, `find … -exec python3 {} \;`: the
        // interpreter is handed its script.
        let fed = matches!(
            c.ctx.via.last(),
            Some(shell::Via::Xargs | shell::Via::FindExec)
        ) && c.program().is_some_and(|p| {
            routing::command::is_python(p) || matches!(p, "bash" | "sh" | "node" | "ruby" | "perl")
        }) && c
            .args()
            .iter()
            .all(|w| w.text.starts_with('-') || w.text == "{}");
        if fed {
            let i = a
                .commands
                .iter()
                .position(|x| std::ptr::eq(x, c))
                .unwrap_or(0);
            match routing::reads::fed_paths(a, i, env, cwds) {
                Some(files) => {
                    if let Some(g) = files.iter().find_map(|f| gate_of(f, tainted)) {
                        return Some((c.text.clone(), g));
                    }
                }
                None => {
                    return Some((
                        c.text.clone(),
                        "a script handed on by a list it cannot read".to_owned(),
                    ));
                }
            }
            continue;
        }
        match script_run(c, env, here, root, cwds, a) {
            Run::Files(files) => {
                if let Some(g) = files.iter().find_map(|f| gate_of(f, tainted)) {
                    return Some((c.text.clone(), g));
                }
            }
            Run::Unknown(what) => return Some((c.text.clone(), what)),
            Run::Nothing => {}
        }
        if depth == 0
            && let Some(lines) = routing::make::recipe(c, here)
        {
            for line in lines {
                let inner = shell::analyse(&line);
                let inner_env = Env::new(&inner);
                let inner_cwds = routing::cwds(&inner, here);
                if let Some((_, g)) = runs(
                    &inner,
                    &inner_env,
                    &inner_cwds,
                    root,
                    entry,
                    is_gate,
                    tainted,
                    1,
                ) {
                    return Some((c.text.clone(), g));
                }
            }
        }
    }
    None
}

/// The paths a word may name (globs expanded); `None` when unknown.
fn paths(env: &Env, w: &Word, c: &Command, here: &Path) -> Option<Vec<PathBuf>> {
    let Value::Texts(texts) = env.word(w, c) else {
        return None;
    };
    let mut out = Vec::new();
    for t in texts {
        let p = payload::paths::normalize(Path::new(&t), here);
        if routing::resolve::is_glob(&t) {
            out.extend(routing::resolve::expand_glob(&p).unwrap_or_default());
        } else {
            out.push(p);
        }
    }
    Some(out)
}

/// What a command runs as a script.
enum Run {
    Files(Vec<PathBuf>),
    /// A script that cannot be named (`python "$x"` with `x` unknown).
    Unknown(String),
    Nothing,
}

/// Options of those runners that take a value.
const RUNNER_VALUED: &[&str] = &[
    "-o",
    "-s",
    "-c",
    "--file",
    "--coverdir",
    "--ignore-module",
    "--ignore-dir",
    "--rcfile",
    "--source",
    "--include",
    "--omit",
    "--data-file",
    "--context",
    "--outfile",
    "-r",
    "--renderer",
    "--concurrency",
];

/// Programs (and `-m` modules) that run a Python script given as operand.
const PY_SCRIPT_RUNNERS: &[&str] = &[
    "py",
    "ipython",
    "ipython3",
    "IPython",
    "coverage",
    "trace",
    "cProfile",
    "profile",
    "pdb",
    "ipdb",
    "pudb",
    "pyinstrument",
    "memray",
    "scalene",
    "viztracer",
    "kernprof",
    "austin",
    "py-spy",
];

/// Python options that take a value as the next word (`-I`, `-O`, `-B` … do not).
const PY_VALUED: &[&str] = &["-W", "-X", "--check-hash-based-pycs"];

/// The literal prefix of a glob (`scripts/gates/`), for the relevance test
/// of unanalysable parts.
fn glob_stem(g: &str) -> &str {
    let end = g.find(['*', '?', '[', '{']).unwrap_or(g.len());
    let stem = g.get(..end).unwrap_or(g);
    stem.rsplit_once('/').map_or(stem, |(dir, _)| dir)
}

/// The script files `c` runs: a program run by path, an interpreter's
/// script operand (the interpreter itself given by any path:
/// `.venv/bin/python`), `python -m M`/`-mM` (from the directory, the root
/// and any `PYTHONPATH`), `runpy`/`importlib`/`exec(open(…))` in `-c` code,
/// a script fed on standard input (`python3 - < gate.py`, `cat gate.py |
/// python3`), `bash`/`sh`/`source` of a file.
fn script_run(
    c: &Command,
    env: &Env,
    here: &Path,
    root: &Path,
    cwds: &[PathBuf],
    a: &shell::Analysis,
) -> Run {
    let Some(first) = c.argv.first() else {
        return Run::Nothing;
    };
    let program_text = match env.word(first, c) {
        Value::Texts(t) if t.len() == 1 => t.into_iter().next().unwrap_or_default(),
        _ => return Run::Nothing,
    };
    let program_text = c
        .program_path
        .clone()
        .filter(|p| p.contains('/'))
        .unwrap_or(program_text);
    let program = program_text
        .rsplit('/')
        .next()
        .unwrap_or(&program_text)
        .to_owned();
    // `/usr/bin/env python3 gate.py`, `pipenv run python gate.py`: the
    // program they run.
    let launcher = matches!(
        program.as_str(),
        "pipenv" | "conda" | "mamba" | "micromamba" | "pixi"
    ) && c.args().first().is_some_and(|w| w.text == "run");
    if program == "env" || launcher {
        let skip = usize::from(launcher);
        let from = c.args().iter().enumerate().skip(skip).position(|(k, w)| {
            let prev = k.checked_sub(1).and_then(|j| c.args().get(j));
            let valued = prev.is_some_and(|p| {
                matches!(
                    p.text.as_str(),
                    "-n" | "--name" | "-p" | "--prefix" | "-e" | "--environment"
                )
            });
            !w.text.starts_with('-') && !w.text.contains('=') && (!launcher || !valued)
        });
        let from = from.map(|k| k + skip);
        if let Some(k) = from {
            let mut inner = c.clone();
            inner.argv = c.args().get(k..).unwrap_or(&[]).to_vec();
            inner.program_path = None;
            return script_run(&inner, env, here, root, cwds, a);
        }
        return Run::Nothing;
    }
    // Programs that run a Python script operand: debuggers, profilers,
    // coverage, IPython, the `py` launcher.
    let py_runner = PY_SCRIPT_RUNNERS.contains(&program.as_str());
    let python = routing::command::is_python(&program) || py_runner;
    let shell = matches!(
        program.as_str(),
        "bash" | "sh" | "zsh" | "dash" | "ksh" | "source" | "."
    );
    let other = matches!(
        program.as_str(),
        "node" | "ruby" | "perl" | "deno" | "bun" | "tsx" | "ts-node"
    );
    if !(python || shell || other) {
        // A program run by path: the file itself.
        if program_text.contains('/') {
            return Run::Files(vec![payload::paths::normalize(
                Path::new(&program_text),
                here,
            )]);
        }
        return Run::Nothing;
    }
    let args = c.args();
    let stdin_script = || -> Vec<PathBuf> {
        // `python3 - < gate.py`, `python3 < gate.py`, `cat gate.py | python3`.
        let mut files = Vec::new();
        for r in &c.redirects {
            if r.kind == shell::RedirectKind::Input {
                files.extend(paths(env, &r.target, c, here).unwrap_or_default());
            }
        }
        if let Some(pos) = c.ctx.pipeline
            && pos.index > 0
            && let Some((fi, feeder)) = a.commands.iter().enumerate().find(|(_, x)| {
                x.ctx
                    .pipeline
                    .is_some_and(|p| p.len == pos.len && p.index + 1 == pos.index)
            })
            && matches!(feeder.program(), Some("cat" | "tac" | "head" | "tail"))
        {
            let from = cwds.get(fi).map_or(here, |p| p.as_path());
            for w in feeder.args().iter().filter(|w| !w.text.starts_with('-')) {
                files.extend(paths(env, w, feeder, from).unwrap_or_default());
            }
        }
        files
    };
    let mut i = 0;
    // After a runner (`-m cProfile`, `coverage run`): its own options, some
    // taking a value (`-o prof`, `pdb -c continue`), come before the script.
    let mut runner_module = py_runner;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        if runner_module && RUNNER_VALUED.contains(&t) {
            i += 2;
            continue;
        }
        if python {
            if t == "-m" || (t.starts_with("-m") && t.len() > 2) {
                let module = if t == "-m" {
                    args.get(i + 1).map(|w| w.text.clone()).unwrap_or_default()
                } else {
                    t.get(2..).unwrap_or_default().to_owned()
                };
                // `python -m cProfile gate.py`, `-m runpy scripts.gates.lint`:
                // the module runs the script (or module) that follows.
                if PY_SCRIPT_RUNNERS.contains(&module.as_str()) || module == "runpy" {
                    runner_module = true;
                    let next = i + if t == "-m" { 2 } else { 1 };
                    let operand = args
                        .get(next..)
                        .unwrap_or(&[])
                        .iter()
                        .map(|w| w.text.as_str())
                        .find(|w| !w.starts_with('-') && !matches!(*w, "run" | "debug"));
                    if module == "runpy"
                        && let Some(m) = operand
                    {
                        return Run::Files(module_files(m, c, here, root));
                    }
                    i = next;
                    continue;
                }
                return Run::Files(module_files(&module, c, here, root));
            }
            if t == "-c" || (t.starts_with("-c") && t.len() > 2) {
                return match &c.script {
                    Some(s) => Run::Files(code_runs(&s.text, c, here, root)),
                    None => Run::Nothing,
                };
            }
            if PY_VALUED.contains(&t) {
                i += 2;
                continue;
            }
        } else if matches!(t, "-c" | "-e" | "-p" | "--eval" | "--print") {
            return Run::Nothing;
        } else if matches!(t, "-o" | "-O" | "-r" | "--require" | "-I") {
            i += 2;
            continue;
        }
        if t == "run" && matches!(program.as_str(), "deno" | "bun") {
            i += 1;
            continue;
        }
        if matches!(t, "-" | "/dev/stdin" | "/dev/fd/0" | "/proc/self/fd/0") {
            return Run::Files(stdin_script());
        }
        // `coverage run gate.py`, `py -3 gate.py`.
        if py_runner && (matches!(t, "run" | "debug") || (program == "py" && t.starts_with('-'))) {
            i += 1;
            continue;
        }
        if t.starts_with('-') && t.len() > 1 {
            i += 1;
            continue;
        }
        return match paths(env, w, c, here) {
            Some(ps) => Run::Files(ps),
            None => Run::Unknown(format!("a script it cannot name (`{}`)", w.text)),
        };
    }
    let mut files = stdin_script();
    if let Some(s) = &c.script
        && python
    {
        // Code on standard input (a heredoc or a pipe).
        files.extend(code_runs(&s.text, c, here, root));
    }
    Run::Files(files)
}

/// The files a module name may be: from the directory, the project root and
/// any `PYTHONPATH` entries of the command (`M.py` or `M/__main__.py`).
fn module_files(module: &str, c: &Command, here: &Path, root: &Path) -> Vec<PathBuf> {
    let rel = module.replace('.', "/");
    let mut bases = vec![here.to_path_buf(), root.to_path_buf()];
    for a in &c.assignments {
        if a.name == "PYTHONPATH" {
            bases.extend(
                a.value
                    .text
                    .split(':')
                    .filter(|p| !p.is_empty())
                    .map(|p| payload::paths::normalize(Path::new(p), here)),
            );
        }
    }
    // Only files that exist run; without any, the plain `M.py` stands for
    // the module (it may be written on the line).
    let mut out: Vec<PathBuf> = Vec::new();
    for b in &bases {
        for f in [
            b.join(format!("{rel}.py")),
            b.join(&rel).join("__main__.py"),
        ] {
            if f.is_file() {
                out.push(f);
            }
        }
    }
    if out.is_empty() {
        out.extend(bases.iter().map(|b| b.join(format!("{rel}.py"))));
    }
    out
}

/// Files Python code runs: `runpy.run_path("p")`, `run_module("m")`,
/// `importlib.import_module("m")`, `import m`, `exec(open("p").read())`,
/// `subprocess.run(["python", "p"])` — string literals that name a file or a
/// module, in code that runs or imports something.
fn code_runs(text: &str, c: &Command, here: &Path, root: &Path) -> Vec<PathBuf> {
    let toks = tokenize(text, Lang::Python);
    let runs_something = toks.iter().any(|t| {
        matches!(t, Tok::Name(n) if matches!(n.as_str(),
            "runpy" | "run_path" | "run_module" | "exec" | "execfile" | "subprocess" | "system"
            | "Popen" | "check_call" | "check_output" | "import_module" | "__import__" | "execv"
            | "execvp" | "spawnv" | "call" | "run" | "exec_module" | "spec_from_file_location"
            | "load_source" | "SourceFileLoader" | "load_module"))
    });
    let mut out = Vec::new();
    for m in imports(text, Lang::Python) {
        out.extend(module_files(&m, c, here, root));
    }
    // `from scripts.gates import lint` imports the module `scripts.gates.lint`.
    let mut k = 0;
    while let Some(t) = toks.get(k) {
        k += 1;
        if !matches!(t, Tok::Name(n) if n == "from") {
            continue;
        }
        let mut dotted = String::new();
        while let Some(tok) = toks.get(k) {
            match tok {
                Tok::Name(n) if n == "import" => break,
                Tok::Name(n) => dotted.push_str(n),
                Tok::Op('.') => dotted.push('.'),
                _ => break,
            }
            k += 1;
        }
        if matches!(toks.get(k), Some(Tok::Name(n)) if n == "import") {
            while let Some(tok) = toks.get(k + 1) {
                k += 1;
                match tok {
                    Tok::Name(n) if n == "as" => k += 1,
                    Tok::Name(n) => {
                        out.extend(module_files(&format!("{dotted}.{n}"), c, here, root))
                    }
                    Tok::Op(',' | '(' | ')') => {}
                    _ => break,
                }
            }
        }
    }
    if !runs_something {
        return out;
    }
    for t in &toks {
        let Tok::Str(s) = t else { continue };
        if s.is_empty() || s.len() > 4096 {
            continue;
        }
        if s.contains(char::is_whitespace) {
            // `os.system("python3 scripts/gates/lint.py")`: a command line.
            for inner in shell::analyse(s).commands {
                for w in inner.args().iter().filter(|w| !w.text.starts_with('-')) {
                    out.push(payload::paths::normalize(Path::new(&w.text), here));
                }
            }
            continue;
        }
        if s.contains('/') || s.ends_with(".py") {
            out.push(payload::paths::normalize(Path::new(s), here));
        } else if s.contains('.')
            && s.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            out.extend(module_files(s, c, here, root));
        }
    }
    out
}

/// True when the raw command carries a `# gate-debug` comment: an unquoted
/// `#` at the start of a word, outside heredoc bodies.
fn marked(raw: &str, a: &shell::Analysis) -> bool {
    let in_bodies: usize = a
        .commands
        .iter()
        .flat_map(|c| c.redirects.iter())
        .filter_map(|r| r.body.as_deref())
        .map(|b| b.matches(MARKER).count())
        .sum();
    let mut comments = 0;
    let (mut single, mut double, mut escaped) = (false, false, false);
    let mut prev = ' ';
    let mut chars = raw.char_indices();
    while let Some((i, ch)) = chars.next() {
        if escaped {
            escaped = false;
        } else if single {
            single = ch != '\'';
        } else if ch == '\\' {
            escaped = true;
        } else if double {
            double = ch != '"';
        } else if ch == '\'' {
            single = true;
        } else if ch == '"' {
            double = true;
        } else if ch == '#'
            && (prev.is_whitespace() || prev == ';' || prev == '&' || prev == '|' || i == 0)
        {
            let line = raw.get(i..).unwrap_or("").lines().next().unwrap_or("");
            comments += line.matches(MARKER).count();
            // Skip to the end of the comment line.
            for (_, c) in chars.by_ref() {
                if c == '\n' {
                    break;
                }
            }
            prev = '\n';
            continue;
        }
        prev = ch;
    }
    // A heredoc body's `# gate-debug` line looks like a comment to this scan:
    // only markers beyond those in bodies count.
    comments > in_bodies
}

#[cfg(test)]
mod tests {
    use super::marked;

    #[test]
    fn the_marker_counts_only_as_a_comment() {
        let cases: &[(&str, bool)] = &[
            ("python scripts/gates/lint.py # gate-debug", true),
            (
                "python scripts/gates/lint.py  #gate-debug: crash on empty input",
                true,
            ),
            ("# gate-debug\npython scripts/gates/lint.py", true),
            ("python scripts/gates/lint.py; # gate-debug", true),
            ("python scripts/gates/lint.py --note '# gate-debug'", false),
            (
                "python scripts/gates/lint.py --note \"# gate-debug\"",
                false,
            ),
            ("python scripts/gates/lint.py x#gate-debug", false),
            ("python scripts/gates/lint.py \\# gate-debug", false),
            (
                "cat > n.md <<'EOF'\n# gate-debug\nEOF\npython scripts/gates/lint.py",
                false,
            ),
            (
                "cat > n.md <<'EOF'\n# gate-debug\nEOF\npython scripts/gates/lint.py # gate-debug",
                true,
            ),
            ("python scripts/gates/lint.py", false),
        ];
        for (raw, want) in cases {
            assert_eq!(marked(raw, &shell::analyse(raw)), *want, "{raw}");
        }
    }
}
