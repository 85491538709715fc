//! Which Bash calls of a turn ran tests, a build, a type check or a linter,
//! and how they ended: the evidence `stop-hedge` wants behind a claim of
//! success and `no-preexisting-excuse` behind "the failures were there
//! before". Commands are parsed as shell (`echo cargo test` is not a run).

use crate::Turn;

/// One test or build run of the turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub command: String,
    pub failed: bool,
    /// Started with `run_in_background` and not reported ended in this
    /// turn: neither passed nor failed yet.
    pub pending: bool,
    /// May have run tests: false only for a run that is clearly a build, a
    /// linter, a type check or a syntax check (`cargo build`, `tsc`,
    /// `ruff check`, `node --check`), which backs no claim about tests.
    pub tests: bool,
    /// Known only from the report of the hooks a commit or push ran (their
    /// output), not from a test or build command of its own.
    pub by_hooks: bool,
    /// The run's call: its index in the turn's `calls`.
    pub call: usize,
}

impl Turn {
    /// The turn's test and build runs, in order; `extra` names more
    /// programs (`prog` or `prog sub`) or tools (`mcp__qa__suite`) that
    /// count.
    pub fn check_runs(&self, extra: &[String]) -> Vec<Run> {
        let touched = std::cell::OnceCell::new();
        self.calls
            .iter()
            .enumerate()
            .filter_map(|(at, call)| {
                // A check tool of an MCP server the user configured
                // (`mcp__code-checker__run_pytest_check`): its result says
                // how it ended.
                // Or any tool the user named in `check_commands`.
                let named = || extra.contains(&call.name).then_some(true);
                if let Some(tests) = mcp_check(&call.name).or_else(named) {
                    return Some(Run {
                        command: call.name.clone(),
                        failed: self
                            .result_of(&call.id)
                            .is_none_or(|r| r.is_error || reports_failure(&r.text)),
                        pending: false,
                        tests,
                        by_hooks: false,
                        call: at,
                    });
                }
                let cmd = (call.name == "Bash")
                    .then(|| {
                        call.input
                            .get("command")
                            .and_then(serde_json::Value::as_str)
                    })
                    .flatten()?;
                let commands = shell::analyse(cmd).commands;
                // The call's result, looked up once: its output, then how it
                // ended.
                let result = self.result_of(&call.id);
                let output = || result.map(|r| r.text.as_str());
                // A script whose output holds a runner's passing summary.
                let direct = check_kind(&commands, extra).or_else(|| {
                    output()
                        .is_some_and(|o| runs_a_suite(&commands, o))
                        .then_some(true)
                });
                let tests = direct.or_else(|| {
                    // A commit or push whose hooks ran checks: the hooks'
                    // report is in the call's output (unless the turn
                    // itself touched the hooks, read once and only here).
                    hook_checks(&commands, output()?)
                        .filter(|_| !*touched.get_or_init(|| self.touched_hooks()))
                })?;
                let (failed, pending) = match self.background_end(call) {
                    // A background run: how it ended, if it has.
                    Some(Some(status)) => (status != "completed", false),
                    Some(None) => (false, true),
                    // The exit status, or the runner's own summary when a
                    // pipe or `|| true` hid it (`cargo test 2>&1 | tail`).
                    // A read of CI's checks (`gh pr view --json
                    // statusCheckRollup`) exits 0 whatever they say: a
                    // check that failed or has not finished fails it.
                    None => (
                        result.is_some_and(|r| {
                            r.is_error
                                || reports_failure(&r.text)
                                || (commands.iter().any(ci_status_read) && ci_not_green(&r.text))
                        }),
                        false,
                    ),
                };
                Some(Run {
                    command: cmd.to_owned(),
                    failed,
                    pending,
                    tests,
                    by_hooks: direct.is_none(),
                    call: at,
                })
            })
            .collect()
    }

    /// Whether a call of the turn wrote, edited or named git's hooks or a
    /// hook manager's config (`.git/hooks/`, `core.hooksPath`, `.husky/`,
    /// `.pre-commit-config.yaml`, `lefthook.yml`): then a commit's hook
    /// report may be one the agent wrote for itself, and it verifies
    /// nothing.
    fn touched_hooks(&self) -> bool {
        const HOOKS: &[&str] = &[
            ".git/hooks",
            "hookspath",
            ".husky",
            ".pre-commit-config",
            "lefthook",
        ];
        self.calls.iter().any(|c| {
            let text = match c.name.as_str() {
                "Bash" => c.input.get("command"),
                _ => c
                    .input
                    .get("file_path")
                    .or_else(|| c.input.get("notebook_path")),
            };
            text.and_then(serde_json::Value::as_str).is_some_and(|t| {
                let t = t.to_ascii_lowercase();
                HOOKS.iter().any(|h| t.contains(h))
            })
        })
    }

    /// For a call started in the background (`run_in_background`, or a
    /// result naming a background task): `Some(status)` of its last
    /// notification in the turn, `Some(None)` while none has come; `None`
    /// for a call that ran in the foreground.
    pub fn background_end(&self, call: &crate::ToolCall) -> Option<Option<&str>> {
        let started = call
            .input
            .get("run_in_background")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false)
            || self
                .result_of(&call.id)
                .is_some_and(|r| r.background_task.is_some());
        if !started {
            return None;
        }
        Some(
            self.notifications
                .iter()
                .rev()
                .find(|n| n.tool_use_id == call.id)
                .map(|n| n.status.as_str()),
        )
    }
}

/// What the parsed command line checks: `None` when it runs no test,
/// build, type check or linter; else whether it may run tests (false only
/// when every check in it is clearly a build, a linter, a type or syntax
/// check: an unknown target such as `make`, `make ci` or `just verify` may).
fn check_kind(commands: &[shell::Command], extra: &[String]) -> Option<bool> {
    let mut checks = commands.iter().filter(|c| is_check(c, extra)).peekable();
    checks.peek()?;
    Some(checks.any(|c| !builds_or_lints_only(c)))
}

/// A `git commit` or `git push` whose hooks (pre-commit, husky, lefthook, a
/// `.git/hooks` script) ran checks: `Some(tests)` when `output`, the call's
/// own output, holds a hook's or a runner's report of a check (pre-commit's
/// `pytest.....Passed` lines, `test result: ok.`, `= 12 passed in 0.5s =`,
/// `Tests: 5 passed`, `12 passing`, `5 examples, 0 failures`, go's `ok`
/// line, or any summary of a failure [`reports_failure`] knows), with
/// `tests` false only when every check shown is a pre-commit hook whose
/// name says it builds, lints, formats or type-checks. Git itself checks
/// nothing, so a commit with `--no-verify` (no hook ran), any other git
/// command and any other program are `None`: "the pre-commit hooks (tests,
/// lint) all passed" rests on what the hooks printed, not on the word of
/// the message.
fn hook_checks(commands: &[shell::Command], output: &str) -> Option<bool> {
    let hooked = commands.iter().any(|c| {
        let Some((sub, _)) = c.git_subcommand() else {
            return false;
        };
        let skips = c.args().iter().any(|a| {
            let a = a.text.as_str();
            a == "--no-verify"
                || (sub == "commit"
                    && a.starts_with('-')
                    && !a.starts_with("--")
                    && a.contains('n'))
        });
        matches!(sub, "commit" | "push") && !skips
    });
    if !hooked {
        return None;
    }
    let testish = |name: &str| {
        let name = name.to_ascii_lowercase();
        // Not "check": pre-commit's stock hooks are `check yaml`, `check
        // for added large files`, `check for merge conflicts` (lints).
        [
            "test", "pytest", "jest", "vitest", "spec", "mocha", "nextest",
        ]
        .iter()
        .any(|k| name.contains(k))
    };
    let mut shown = false;
    let mut tests = false;
    for raw in output.lines() {
        let line = raw.trim();
        // pre-commit: `name.............................Passed` (or Failed;
        // Skipped ran nothing).
        if let Some(name) = line
            .strip_suffix("Passed")
            .or_else(|| line.strip_suffix("Failed"))
            .and_then(|l| l.trim_end().strip_suffix("...."))
        {
            shown = true;
            tests |= testish(name.trim_end_matches('.'));
            continue;
        }
        if runner_success(line) {
            shown = true;
            tests = true;
        }
    }
    if reports_failure(output) {
        return Some(true);
    }
    shown.then_some(tests)
}

/// "2 failed", "1 failure", "12 passed": a count above zero right before
/// one of `words` in `line`.
fn counted(line: &str, words: &[&str]) -> bool {
    let tokens: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == '(' || c == ')')
        .filter(|t| !t.is_empty())
        .collect();
    tokens.windows(2).any(|p| match p {
        [count, word] => {
            words.contains(&word.trim_end_matches(['.', ':', ';']))
                && count.parse::<u64>().is_ok_and(|n| n > 0)
        }
        _ => false,
    })
}

/// True when `text` holds a test runner's summary of a passing run
/// ([`runner_success`]: `test result: ok.`, `= 12 passed in 0.5s =`,
/// `Tests: 5 passed`, `12 passing`, `5 examples, 0 failures`, go's `ok`
/// line, `All tests passed!`, `OK (12 tests)`) and no summary of a failure
/// ([`reports_failure`]): output a user pasted into their prompt.
pub fn reports_success(text: &str) -> bool {
    !reports_failure(text) && text.lines().any(|l| runner_success(l.trim()))
}

/// A command that ran a program of the project (not only looked: `echo`,
/// `cat` and `grep` print what they are given) whose output holds a test
/// runner's summary of a passing run ([`reports_success`]): a script that
/// runs the tests (`./run_tests.sh`, `python tests/run_all.py` printing
/// `OK (12 tests)`) is a test run, as a runner's summary of a failure makes
/// any run a failed one.
///
/// A commit's or push's output is its hooks' report ([`hook_checks`]), not
/// a run of the command's own.
fn runs_a_suite(commands: &[shell::Command], output: &str) -> bool {
    commands.iter().any(|c| {
        c.program()
            .is_some_and(|p| !crate::looks::LOOK.contains(&p))
    }) && !commands.iter().any(|c| c.program() == Some("git"))
        && reports_success(output)
}

/// A test runner's own summary of a passing run (the success forms of
/// [`reports_failure`]'s lines).
fn runner_success(line: &str) -> bool {
    line.starts_with("test result: ok.")
        || (line.starts_with('=') && counted(line, &["passed"]))
        || ((line.starts_with("Tests:")
            || line.starts_with("Test Files")
            || line.starts_with("Tests "))
            && counted(line, &["passed"]))
        || counted(line, &["passing"])
        || (line.contains("examples, 0 failures"))
        || (line.starts_with("ok") && line.split('\t').count() >= 3 && line.ends_with('s'))
        || line.ends_with("All tests passed!")
        || (line.starts_with("OK (") && counted(line, &["tests", "test"]))
}

/// The program a command runs, without a Windows executable's extension
/// (`"$CMAKE" --build build` with `CMAKE=…/cmake.exe`, `npm.cmd test`).
fn program(c: &shell::Command) -> Option<&str> {
    let prog = c.program()?;
    Some(
        [".exe", ".EXE", ".cmd", ".CMD", ".bat", ".BAT"]
            .iter()
            .find_map(|x| prog.strip_suffix(x))
            .filter(|p| !p.is_empty())
            .unwrap_or(prog),
    )
}

/// The first argument that is not a flag: `cargo` **`test`** `--release`.
fn subcommand<'a>(args: &[&'a str]) -> &'a str {
    args.iter()
        .find(|a| !a.starts_with('-'))
        .copied()
        .unwrap_or_default()
}

/// `nix flake check`: the word after `flake` (its options aside) is
/// `check`.
fn nix_flake_check(args: &[&str]) -> bool {
    args.iter()
        .filter(|a| !a.starts_with('-'))
        .nth(1)
        .is_some_and(|a| *a == "check")
}

/// A program's arguments without the options that name where or on what it
/// runs and take a value, so the subcommand is the first word after them:
/// a package manager's (`npm --prefix web run build`, `pnpm -C api test`,
/// `yarn --cwd app test`, `npm -w pkg test`) and `nix`'s global ones (`nix
/// --extra-experimental-features 'nix-command flakes' flake check`, `nix
/// --option sandbox false build`).
fn without_location_options<'a>(prog: &str, args: &[&'a str]) -> Vec<&'a str> {
    // How many values the option `a` takes.
    let values = |a: &str| -> usize {
        match prog {
            // (`-w` names a workspace for npm only: pnpm's is the root flag.)
            "npm" | "pnpm" | "yarn" | "bun" => usize::from(
                matches!(
                    a,
                    "--prefix" | "-C" | "--dir" | "--cwd" | "--filter" | "-F" | "--workspace"
                ) || (prog == "npm" && a == "-w"),
            ),
            "nix" => match a {
                "--extra-experimental-features"
                | "--experimental-features"
                | "-I"
                | "--include"
                | "--max-jobs"
                | "-j"
                | "--cores"
                | "--system"
                | "--store"
                | "--log-format" => 1,
                "--option" | "--override-input" | "--arg" | "--argstr" => 2,
                _ => 0,
            },
            _ => 0,
        }
    };
    let mut out = Vec::with_capacity(args.len());
    let mut skip = 0;
    for a in args {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        skip = values(a);
        if skip == 0 {
            out.push(*a);
        }
    }
    out
}

/// The module after `-m`: `python -m` **`pytest`**.
fn python_module<'a>(args: &[&'a str]) -> &'a str {
    args.iter()
        .position(|a| *a == "-m")
        .and_then(|i| args.get(i + 1))
        .copied()
        .unwrap_or_default()
}

/// The task a task runner is asked for: `task` **`lint`**, `mise run`
/// **`test`** (the task named first, not any word).
fn runner_task<'a>(args: &[&'a str]) -> &'a str {
    let sub = subcommand(args);
    if sub == "run" || sub == "run-script" {
        args.iter()
            .filter(|a| !a.starts_with('-'))
            .nth(1)
            .copied()
            .unwrap_or_default()
    } else {
        sub
    }
}

/// An MCP tool that runs checks, by its name (`mcp__<server>__<tool>`):
/// `Some(tests)` when the tool's name holds a check word (`test`, `pytest`,
/// `lint`, `mypy`, `check`, `build`, `verify` …), `tests` false when it
/// names only a build, a linter or a type check (`run_pylint_check`,
/// `run_mypy_check`); `run_all_checks` may run tests.
pub fn mcp_check(name: &str) -> Option<bool> {
    let tool = name.strip_prefix("mcp__")?.split_once("__")?.1;
    let words: Vec<String> = tool
        .split(['_', '-'])
        .map(str::to_ascii_lowercase)
        .collect();
    let has = |set: &[&str]| words.iter().any(|w| set.contains(&w.as_str()));
    const TESTS: &[&str] = &[
        "test", "tests", "pytest", "jest", "vitest", "unittest", "all",
    ];
    const NOT_TESTS: &[&str] = &[
        "lint",
        "pylint",
        "eslint",
        "ruff",
        "mypy",
        "typecheck",
        "types",
        "build",
        "compile",
        "format",
    ];
    const CHECK: &[&str] = &["check", "checks", "verify"];
    if has(TESTS) {
        return Some(true);
    }
    if has(NOT_TESTS) {
        return Some(false);
    }
    has(CHECK).then_some(true)
}

/// The task a monorepo runner runs: `turbo run test` / `turbo test`,
/// `nx test api`, `nx run api:test`, `nx run-many -t test`, `lerna run
/// lint`.
fn monorepo_task<'a>(args: &[&'a str]) -> Option<&'a str> {
    let sub = subcommand(args);
    if sub == "run-many" || sub == "affected" {
        let i = args
            .iter()
            .position(|a| matches!(*a, "-t" | "--target" | "--targets"))?;
        return args.get(i + 1).copied();
    }
    Some(runner_task(args)).filter(|t| !t.is_empty())
}

/// An sbt command in one argument: `test`, `testOnly Foo`, `Test/compile`,
/// `it:test`, `compile` (the first word, a configuration prefix left on).
fn sbt_command(arg: &str) -> Option<&str> {
    let first = arg.split_whitespace().next()?;
    let bare = first.rsplit(['/', ':']).next().unwrap_or(first);
    matches!(bare, "test" | "testOnly" | "testQuick" | "compile").then_some(first)
}

/// `docker build`, `docker buildx build`, `docker compose build`, `docker
/// image build`.
fn docker_build(args: &[&str]) -> bool {
    let words: Vec<&str> = args
        .iter()
        .copied()
        .filter(|a| !a.starts_with('-'))
        .collect();
    matches!(
        words.as_slice(),
        ["build", ..] | ["buildx" | "compose" | "image" | "builder", "build", ..]
    )
}

/// A check that runs no tests: `cargo build|check|clippy`, `go build|vet`,
/// `npm run build|lint|typecheck`, `tsc`, `mypy`, `ruff`, `eslint`,
/// `python -m py_compile|compileall|mypy`, an interpreter's syntax check,
/// `make build|lint|…`, `cmake --build`.
fn builds_or_lints_only(c: &shell::Command) -> bool {
    let Some(prog) = program(c) else {
        return false;
    };
    let args = c.arg_texts();
    let args = without_location_options(prog, &args);
    let sub = subcommand(&args);
    let not_tests = |s: &str| {
        [
            "build",
            "lint",
            "typecheck",
            "type-check",
            "fmt",
            "format",
            "compile",
        ]
        .iter()
        .any(|k| s.contains(k))
            && !["test", "check", "ci", "verify", "spec"].iter().any(|k| {
                s.replace("typecheck", "")
                    .replace("type-check", "")
                    .contains(k)
            })
    };
    // A health check checks the tool's setup, not the project's tests:
    // "all tests pass" needs a test run.
    if health_check(prog, sub) {
        return true;
    }
    match prog {
        "cargo" => matches!(
            sub,
            "build" | "b" | "check" | "c" | "clippy" | "doc" | "fmt"
        ),
        "go" => matches!(sub, "build" | "vet"),
        "npm" | "pnpm" | "yarn" | "bun" => {
            sub == "build" || (sub == "run" && not_tests(runner_task(&args)))
        }
        "python" | "python3" | "py" => {
            let module = python_module(&args);
            matches!(
                module,
                "mypy" | "compileall" | "py_compile" | "pyright" | "ruff"
            ) || LINT_PROGRAMS.contains(&module)
        }
        "node" | "ruby" | "perl" | "php" => {
            args.iter().any(|a| matches!(*a, "--check" | "-c" | "-l"))
        }
        "bash" | "sh" | "zsh" => args.contains(&"-n"),
        "tsc" | "mypy" | "pyright" | "ruff" | "eslint" | "cmake" => true,
        p if LINT_PROGRAMS.contains(&p) => true,
        // `xcodebuild -scheme App build`: an action other than a test one.
        "xcodebuild" => !args
            .iter()
            .any(|a| matches!(*a, "test" | "test-without-building")),
        "dotnet" | "swift" | "zig" | "mix" | "deno" => matches!(sub, "build" | "compile"),
        "nix" => sub == "build",
        "nix-build" => true,
        "make" | "just" | "ninja" => !sub.is_empty() && not_tests(sub),
        "mise" | "task" | "moon" | "composer" => not_tests(runner_task(&args)),
        "turbo" | "nx" | "lerna" | "rush" => monorepo_task(&args).is_some_and(not_tests),
        "flutter" | "dart" => matches!(sub, "analyze" | "build"),
        "lake" => matches!(sub, "build" | "lint"),
        "stack" | "cabal" | "dune" => sub == "build",
        "lein" => matches!(sub, "check" | "compile"),
        "sbt" => args
            .iter()
            .filter_map(|a| sbt_command(a))
            .all(|c| c.ends_with("compile")),
        "docker" | "podman" | "docker-compose" => true,
        p if BUNDLERS.contains(&p) => true,
        "npx" | "bunx" | "pnpx" => {
            bundler_build(&args) && !args.iter().any(|a| is_check_program(a))
        }
        _ => false,
    }
}

/// Front-end build tools: `vite build`, `next build`, `webpack` build the
/// app (a build, not a test run).
#[rustfmt::skip]
const BUNDLERS: &[&str] = &[
    "vite", "next", "nuxt", "nuxi", "astro", "webpack", "rollup", "parcel", "esbuild", "ng",
    "remix", "gatsby", "svelte-kit", "react-scripts", "vue-cli-service",
];

/// `vite build`, `next build`, `webpack --mode production`, `esbuild x
/// --bundle`: a bundler's build among `args` (what `npx` runs, or the
/// bundler's own arguments after its name).
fn bundler_build(args: &[&str]) -> bool {
    args.iter().enumerate().any(|(i, a)| {
        BUNDLERS.contains(a) && {
            let rest = args.get(i + 1..).unwrap_or_default();
            let sub = rest
                .iter()
                .find(|x| !x.starts_with('-'))
                .copied()
                .unwrap_or("");
            sub == "build"
                || (matches!(*a, "webpack" | "rollup" | "esbuild" | "parcel")
                    && !matches!(sub, "serve" | "watch" | "dev")
                    && !rest
                        .iter()
                        .any(|x| matches!(*x, "--watch" | "-w" | "serve")))
        }
    })
}

/// A test runner's, compiler's or build tool's own summary of a failure in
/// a run's output: what `cargo test 2>&1 | tail -5` still shows when the
/// pipe has made the exit status `tail`'s. Only summary lines the tools
/// print for a failure: cargo's `test result: FAILED` and `could not
/// compile`, pytest's `= 2 failed, 10 passed =` and `FAILED tests/…`, go's
/// and jest's `FAIL`/`--- FAIL:`, jest's `Tests: 1 failed`, mocha's `3
/// failing`, rspec's `5 examples, 1 failure`, tsc's `Found 3 errors`,
/// eslint's `✖ 4 problems`, `make: *** … Error`, `npm ERR!`, `BUILD
/// FAILED`, flutter's and dart's `Some tests failed.`, sbt's
/// `TestsFailedException` and `[error] Failed tests:`, cabal's `Test suite
/// …: FAIL`.
pub fn reports_failure(output: &str) -> bool {
    output.lines().any(|raw| {
        let line = raw.trim();
        line.contains("test result: FAILED")
            || line.starts_with("error: could not compile")
            || line.starts_with("--- FAIL:")
            || line.starts_with("FAIL\t")
            || line.starts_with("FAIL ")
            || line.starts_with("FAILED ")
            || line.starts_with("npm ERR!")
            || line.starts_with("BUILD FAILED")
            || line.starts_with("FAILURE: Build failed")
            || (line.starts_with("make: ***") && line.contains("Error"))
            || (line.starts_with('=') && counted(line, &["failed", "error", "errors"]))
            || (line.starts_with("Tests:") && counted(line, &["failed"]))
            || counted(line, &["failing"])
            || (line.contains("example") && counted(line, &["failure", "failures"]))
            || (line.starts_with("Found ") && counted(line, &["error", "errors"]))
            || (line.starts_with('✖') && counted(line, &["problem", "problems"]))
            // flutter/dart test's last line, sbt's, cabal's and stack's.
            || line.ends_with("Some tests failed.")
            || line.contains("TestsFailedException")
            || line.starts_with("[error] Failed tests:")
            || (line.starts_with("Test suite ") && line.ends_with(": FAIL"))
    })
}

/// A tool's own health check (`gt doctor`, `bd doctor --fix`, `flutter
/// doctor`, `brew doctor`, `expo-doctor`): it runs a list of checks and
/// reports how many passed, which is what a replayed session's "✓ 55
/// passed" after `gt doctor` rests on. A check ([`is_check`]) of the
/// setup, not of tests ([`builds_or_lints_only`]).
fn health_check(prog: &str, sub: &str) -> bool {
    sub == "doctor" || prog.ends_with("-doctor")
}

/// True when `c` runs tests, a build, a type check or a linter.
pub fn is_check(c: &shell::Command, extra: &[String]) -> bool {
    let Some(prog) = program(c) else {
        return false;
    };
    let args = c.arg_texts();
    let args = without_location_options(prog, &args);
    let sub = subcommand(&args);
    let scripted = |s: &str| {
        [
            "test",
            "build",
            "check",
            "lint",
            "verify",
            "ci",
            "typecheck",
        ]
        .iter()
        .any(|k| s.contains(k))
    };
    if extra
        .iter()
        .any(|e| e == prog || e.split_once(' ') == Some((prog, sub)))
    {
        return true;
    }
    if health_check(prog, sub) {
        return true;
    }
    match prog {
        "cargo" => matches!(
            sub,
            "test" | "t" | "build" | "b" | "check" | "c" | "clippy" | "nextest" | "bench" | "miri"
        ),
        "go" => matches!(sub, "test" | "build" | "vet"),
        "npm" | "pnpm" | "yarn" | "bun" => {
            matches!(sub, "test" | "t" | "build")
                || (sub == "run" && args.iter().skip(1).any(|a| scripted(a)))
                // `yarn vitest run`, `pnpm exec jest`, `npm exec -- tsc`:
                // a check program run through the package manager.
                || (prog != "npm" && is_check_program(sub))
                || (matches!(sub, "exec" | "dlx" | "x")
                    && args.iter().skip(1).find(|a| !a.starts_with('-')).is_some_and(|a| is_check_program(a)))
                // `bun scripts/verify-links.ts`: a script file run directly.
                || (prog == "bun" && sub.contains('.') && scripted(sub))
        }
        "python" | "python3" | "py" => {
            let module = python_module(&args);
            matches!(module, "unittest" | "compileall" | "py_compile")
                // A check program run as a module (`python -m ruff check`,
                // `python -m pytest`, `python -m pyright`).
                || is_check_program(module)
                || scripted(sub)
        }
        // A script run by its interpreter whose name says it tests
        // (`node title-test.mjs`, `ruby test/run.rb`; `bun` above), or the
        // interpreter's own syntax check (`node --check app.js`, `bash -n
        // deploy.sh`, `ruby -c`, `php -l`, `perl -c`): a check the claim
        // "syntax checks clean" rests on.
        "node" | "ruby" | "perl" | "php" | "tsx" | "ts-node" => {
            scripted(sub)
                // Laravel's test runner: `php artisan test`.
                || (prog == "php" && sub == "artisan" && args.get(1) == Some(&"test"))
                || args.iter().any(|a| match prog {
                    "node" => matches!(*a, "--check" | "-c"),
                    "ruby" | "perl" => *a == "-c",
                    "php" => *a == "-l",
                    _ => false,
                })
        }
        "uv" | "poetry" | "pipenv" | "hatch" | "pdm" | "npx" | "bunx" | "pnpx" | "bundle" => {
            args.iter().any(|a| is_check_program(a))
                // `npx vite build`, `npx next build`: a front-end build.
                || bundler_build(&args)
                // `npx turbo run test`, `npx nx test api`
                || args
                    .iter()
                    .position(|a| matches!(*a, "turbo" | "nx" | "lerna"))
                    .and_then(|i| args.get(i + 1..))
                    .and_then(monorepo_task)
                    .is_some_and(scripted)
        }
        "dotnet" | "swift" | "zig" | "mix" | "deno" => {
            matches!(sub, "test" | "build" | "check" | "compile")
        }
        p if BUNDLERS.contains(&p) => {
            let mut all = vec![p];
            all.extend(args.iter().copied());
            bundler_build(&all)
        }
        "cmake" => args.contains(&"--build"),
        // Xcode's actions are bare words anywhere among the options
        // (`xcodebuild -scheme App -destination … test`).
        "xcodebuild" => args.iter().any(|a| {
            matches!(
                *a,
                "test" | "build" | "build-for-testing" | "test-without-building" | "analyze"
            )
        }),
        // Reading CI's verdict is a check: the CI ran the tests. Only the
        // forms whose exit status is the verdict count (`gh pr checks`
        // exits non-zero while a check fails or is pending; `gh run
        // watch|view` only with `--exit-status`), so a red run read is a
        // failed check, not a pass.
        "gh" => {
            let rest: Vec<&str> = args
                .iter()
                .copied()
                .filter(|a| !a.starts_with('-'))
                .collect();
            // (after global flags with a value: `gh -R owner/repo pr checks`)
            rest.windows(2).any(|w| w == ["pr", "checks"])
                || ci_status_read(c)
                || (rest
                    .windows(2)
                    .any(|w| w == ["run", "watch"] || w == ["run", "view"])
                    && args.contains(&"--exit-status"))
        }
        "pre-commit" | "prek" => sub == "run",
        // Nix: `nix flake check` evaluates the flake and runs its checks
        // (a replayed real session's "`nix flake check` … passed clean");
        // `nix build`, `nix-build` build.
        "nix" => sub == "build" || (sub == "flake" && nix_flake_check(&args)),
        "nix-build" => true,
        // Task runners: the task named first (`task lint`, `mise run test`,
        // `moon run app:test`), not any word (`task add fix the build` is
        // Taskwarrior).
        "mise" | "task" | "moon" => scripted(runner_task(&args)),
        // Monorepo task runners: `turbo run test`, `nx test api`, `nx run
        // api:test`, `nx run-many -t test`, `lerna run lint`.
        "turbo" | "nx" | "lerna" | "rush" => monorepo_task(&args).is_some_and(scripted),
        // Other ecosystems' tools, whose subcommand names the check.
        "flutter" | "dart" => matches!(sub, "test" | "analyze" | "build"),
        "lake" => matches!(sub, "build" | "test" | "lint"),
        "stack" | "cabal" => matches!(sub, "test" | "build" | "bench"),
        "dune" => matches!(sub, "build" | "test" | "runtest"),
        "lein" => matches!(sub, "test" | "check" | "compile"),
        // sbt takes its commands anywhere, quoted or not (`sbt "testOnly Foo"`).
        "sbt" => args.iter().any(|a| sbt_command(a).is_some()),
        "composer" => scripted(runner_task(&args)),
        // An image build: a build, not a test run (`docker compose run app
        // pytest` is the command it runs, seen by the shell parser).
        "docker" | "podman" => docker_build(&args),
        "docker-compose" => sub == "build",
        "R" => args.windows(2).any(|w| w == ["CMD", "check"]),
        "Rscript" => args.iter().any(|a| {
            ["test(", "testthat", "check("]
                .iter()
                .any(|k| a.contains(k))
        }),
        "julia" => scripted(sub) || args.iter().any(|a| a.contains("Pkg.test")),
        "bash" | "sh" | "zsh" => (!sub.is_empty() && scripted(sub)) || args.contains(&"-n"),
        p if is_check_program(p) => true,
        _ => c
            .program_path
            .as_deref()
            .is_some_and(|path| path.contains('/') && scripted(path)),
    }
}

/// Linters run as programs of their own: a check, of style or types, not a
/// test run.
#[rustfmt::skip]
const LINT_PROGRAMS: &[&str] = &[
    "swiftlint", "golangci-lint", "rubocop", "shellcheck", "clang-tidy", "ktlint",
    "detekt", "stylelint", "hadolint", "flake8", "pylint", "biome",
];

/// `gh pr view … --json …statusCheckRollup…`: CI's checks of a pull
/// request read as data (it exits 0 whatever they concluded).
fn ci_status_read(c: &shell::Command) -> bool {
    let args = c.arg_texts();
    c.program() == Some("gh")
        && args.windows(2).any(|w| w == ["pr", "view"])
        && args.iter().any(|a| a.contains("statusCheckRollup"))
}

/// The output of [`ci_status_read`] names a check that did not pass or has
/// not finished: GitHub's conclusions and states, as `gh` prints them.
fn ci_not_green(output: &str) -> bool {
    const NOT_GREEN: &[&str] = &[
        "FAILURE",
        "CANCELLED",
        "TIMED_OUT",
        "ACTION_REQUIRED",
        "STARTUP_FAILURE",
        "STALE",
        "ERROR",
        "PENDING",
        "QUEUED",
        "IN_PROGRESS",
        "WAITING",
        "REQUESTED",
    ];
    output
        .split(|c: char| !(c.is_ascii_uppercase() || c == '_'))
        .any(|w| NOT_GREEN.contains(&w))
}

fn is_check_program(p: &str) -> bool {
    if LINT_PROGRAMS.contains(&p) {
        return true;
    }
    #[rustfmt::skip]
    const PROGRAMS: &[&str] = &[
        "pytest", "py.test", "tox", "nox", "jest", "vitest", "mocha", "ava", "karma", "playwright", "cypress",
        "rspec", "phpunit", "ctest", "tsc", "mypy", "pyright", "ruff", "eslint", "make", "ninja", "mvn",
        "mvnw", "gradle", "gradlew", "bazel", "bazelisk", "meson", "just", "cargo-nextest", "rake",
    ];
    PROGRAMS.contains(&p)
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
    fn check_commands() {
        let cases: &[(&str, bool)] = &[
            ("cargo test --workspace", true),
            ("cd api && python -m pytest -q", true),
            // A linter run as a module (a replayed real session:
            // `python -m ruff check src/…` printed "All checks passed!").
            ("python -m ruff check src/app.py", true),
            ("python3 -m flake8 src", true),
            ("python -m http.server 8000", false),
            ("python -m pip install ruff", false),
            ("timeout 600 npm test", true),
            ("npm run test:unit", true),
            ("uv run pytest tests/", true),
            ("bash .ci/run", true),
            ("./scripts/test.sh", true),
            ("make", true),
            ("go vet ./...", true),
            ("echo 'cargo test'", false),
            ("git commit -m 'run pytest later'", false),
            ("cargo fmt", false),
            // A tool's health check (a replayed session's `gt doctor`).
            ("gt doctor", true),
            ("bd doctor --fix", true),
            ("flutter doctor -v", true),
            ("expo-doctor", true),
            ("git log --grep doctor", false),
            (
                "xcodebuild -scheme MistKit -destination 'platform=macOS' test",
                true,
            ),
            ("xcodebuild build -scheme App", true),
            ("xcodebuild -list", false),
            ("swiftlint lint --strict", true),
            ("golangci-lint run ./...", true),
            ("npm install", false),
            ("ls tests/", false),
            ("gh pr checks 18 --watch", true),
            ("gh run watch 123456 --exit-status", true),
            ("gh run view 123456 --exit-status", true),
            ("gh run view 123456 --log-failed", false),
            ("gh pr view 18", false),
            ("nix flake check --no-build 2>&1 | tail -60", true),
            (
                "nix --extra-experimental-features 'nix-command flakes' flake check",
                true,
            ),
            ("nix --option sandbox false build .#default", true),
            (
                "CMAKE=\"/c/Program Files/CMake/bin/cmake.exe\"\n\"$CMAKE\" --build build --config Release",
                true,
            ),
            ("npm.cmd test", true),
            ("C:/Python312/python.exe -m pytest tests", true),
            ("notepad.exe README.md", false),
            (
                "nix --extra-experimental-features nix-command flake update",
                false,
            ),
            ("npm --prefix /c/Users/a/alipay-clone run build 2>&1", true),
            ("pnpm -C api test", true),
            ("yarn --cwd app test", true),
            ("npm --prefix web install", false),
            ("pnpm -w test", true),
            ("npm -w packages/api test", true),
            ("nix build .#default", true),
            ("nix flake update", false),
            ("nix fmt", false),
            ("nix eval .#packages", false),
            ("gh pr view 18 --json statusCheckRollup", true),
            (
                "gh pr view 18 --json number,statusCheckRollup --jq '.statusCheckRollup[].conclusion'",
                true,
            ),
            ("gh pr view 18 --json reviews,comments", false),
            ("gh pr create --fill", false),
            ("pre-commit run --all-files", true),
            ("pre-commit install", false),
            ("mise run test", true),
            ("task lint", true),
            ("mise install", false),
            ("gh -R acme/api pr checks 18", true),
            ("moon run app:test", true),
            ("task add fix the build", false),
            ("node --check src/droneBayView.js", true),
            ("cd /tmp/shot && node title-test.mjs 2>&1 | tail -5", true),
            ("node server.js", false),
            ("node -e 'console.log(1)'", false),
            ("bun run build", true),
            ("bun scripts/verify-links.ts", true),
            ("deno check main.ts", true),
            ("ruby -c app.rb", true),
            ("ruby app.rb", false),
            ("php -l index.php", true),
            ("bash -n deploy.sh", true),
            ("bash deploy.sh", false),
            ("python3 -m py_compile app.py", true),
            // Other ecosystems' test and build runners.
            ("flutter test", true),
            ("flutter analyze", true),
            ("flutter run", false),
            ("dart test", true),
            ("dart analyze", true),
            ("lake build", true),
            ("lake exe cache get", false),
            ("sbt test", true),
            ("sbt compile", true),
            ("stack test", true),
            ("cabal test", true),
            ("cabal build", true),
            ("dune build", true),
            ("dune test", true),
            ("lein test", true),
            ("bundle exec rspec spec/models", true),
            ("bundle exec rake test", true),
            ("bundle install", false),
            ("php artisan test", true),
            ("php artisan migrate", false),
            ("composer test", true),
            ("composer install", false),
            ("npx turbo run test", true),
            ("turbo run test --filter=web", true),
            ("nx test api", true),
            ("pnpm exec vitest run", true),
            ("yarn vitest run", true),
            ("docker compose build", true),
            ("docker build -t app .", true),
            ("docker compose up -d", false),
            ("docker compose run --rm app pytest", true),
            ("docker compose exec web npm test", true),
            ("./scripts/lint.sh", true),
            ("python3 test_export.py", true),
            ("Rscript -e 'devtools::test()'", true),
            ("julia --project -e 'using Pkg; Pkg.test()'", true),
            // Front-end builds (a replayed session's only check was
            // `npx vite build 2>&1 | tail -3`).
            ("npx vite build 2>&1 | tail -3", true),
            ("vite build", true),
            ("npx next build", true),
            ("npx webpack --mode production", true),
            ("npx vite", false),
            ("npx vite preview", false),
            ("npx webpack serve", false),
            // Windows sessions (replayed real ones ran their suite only so):
            // the script of `powershell -Command`, `cmd /c`, Git Bash's
            // `bash.exe -c`.
            (
                "powershell -Command \"Set-Location 'c:\\dev\\app'; npx vitest run --reporter=verbose 2>&1\"",
                true,
            ),
            ("cmd /c \"npm test\"", true),
            (
                "\"C:/Program Files/Git/bin/bash.exe\" -c \"cd /c/dev/app && npx vitest run\"",
                true,
            ),
            (
                "powershell -Command \"Get-ChildItem 'c:\\dev\\app\\dist' | Select-Object Name\"",
                false,
            ),
        ];
        let wrong: Vec<_> = cases
            .iter()
            .filter(|(cmd, want)| {
                shell::analyse(cmd)
                    .commands
                    .iter()
                    .any(|c| is_check(c, &[]))
                    != *want
            })
            .collect();
        assert!(wrong.is_empty(), "judged wrongly (want shown): {wrong:?}");
        // Which checks back a claim about tests: a build, a linter or a
        // type check runs none.
        let kinds: &[(&str, bool)] = &[
            ("cargo test", true),
            ("cargo build --release", false),
            ("go vet ./...", false),
            ("npm run lint", false),
            ("npm run test:unit", true),
            ("tsc --noEmit", false),
            ("npx vite build", false),
            ("make", true),
            ("flutter test", true),
            ("flutter analyze", false),
            ("dart analyze", false),
            ("lake build", false),
            ("lake test", true),
            ("stack build", false),
            ("cabal test", true),
            ("dune build", false),
            ("dune test", true),
            ("sbt compile", false),
            ("sbt \"testOnly Foo\"", true),
            ("sbt Test/compile", false),
            ("docker build -t app .", false),
            ("docker compose build", false),
            ("nx run-many -t lint", false),
            ("nx test api", true),
            ("turbo run build", false),
            ("bundle exec rspec", true),
            ("php artisan test", true),
        ];
        let wrong: Vec<_> = kinds
            .iter()
            .filter(|(cmd, tests)| check_kind(&shell::analyse(cmd).commands, &[]) != Some(*tests))
            .collect();
        assert!(
            wrong.is_empty(),
            "runs tests or not, judged wrongly (want shown): {wrong:?}"
        );
        // MCP check tools, by name.
        assert_eq!(mcp_check("mcp__code-checker__run_pytest_check"), Some(true));
        assert_eq!(mcp_check("mcp__code-checker__run_all_checks"), Some(true));
        assert_eq!(
            mcp_check("mcp__code-checker__run_pylint_check"),
            Some(false)
        );
        assert_eq!(mcp_check("mcp__code-checker__run_mypy_check"), Some(false));
        assert_eq!(mcp_check("mcp__filesystem__save_file"), None);
        assert_eq!(mcp_check("mcp__ide__getDiagnostics"), None);
        assert_eq!(mcp_check("Bash"), None);
        let c = shell::analyse("tusk verify").commands;
        assert!(c.iter().any(|c| is_check(c, &["tusk verify".to_string()])));
    }
}

#[cfg(test)]
mod background_tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use crate::read_turn;
    use serde_json::{Value, json};

    // Records in the shapes Claude Code 2.1.328 writes (measured): the
    // background call's result names its task; its end comes as a
    // `queue-operation` and a `queued_command` attachment mid-turn, or a
    // `user` record after the turn.
    fn bg_call(id: &str, cmd: &str) -> [Value; 2] {
        [
            json!({"type":"assistant","message":{"id":format!("m{id}"),"role":"assistant","content":[{"type":"tool_use","id":id,"name":"Bash","input":{"command":cmd,"run_in_background":true}}]}}),
            json!({"type":"user","message":{"role":"user","content":[{"tool_use_id":id,"type":"tool_result","content":"Command running in background with ID: b1. You will be notified when it completes.","is_error":false}]},"toolUseResult":{"stdout":"","backgroundTaskId":"b1"}}),
        ]
    }
    fn note(id: &str, status: &str) -> String {
        format!(
            "<task-notification>\n<task-id>b1</task-id>\n<tool-use-id>{id}</tool-use-id>\n<status>{status}</status>\n<summary>Background command \"checks\" {status}</summary>\n</task-notification>"
        )
    }
    fn runs(records: &[Value]) -> Vec<(bool, bool)> {
        let f = tempfile::NamedTempFile::new().unwrap();
        let text: String = records.iter().map(|r| format!("{r}\n")).collect();
        std::fs::write(f.path(), text).unwrap();
        read_turn(f.path())
            .unwrap()
            .check_runs(&[])
            .into_iter()
            .map(|r| (r.failed, r.pending))
            .collect()
    }

    /// CI's checks read with `gh pr view --json statusCheckRollup` (exit 0
    /// whatever they concluded): a run that failed unless every check shown
    /// succeeded.
    #[test]
    fn ci_checks_read_as_data() {
        let prompt = json!({"type":"user","message":{"role":"user","content":"is the PR green?"}});
        let read = |output: &str| {
            let call = json!({"type":"assistant","message":{"id":"m1","role":"assistant","content":[{"type":"tool_use","id":"g1","name":"Bash","input":{"command":"gh pr view 444 --json statusCheckRollup --jq '.statusCheckRollup[] | [.name, .status, .conclusion] | @tsv'"}}]}});
            let result = json!({"type":"user","message":{"role":"user","content":[{"tool_use_id":"g1","type":"tool_result","content":output,"is_error":false}]},"toolUseResult":{"stdout":output}});
            runs(&[prompt.clone(), call, result])
        };
        assert_eq!(
            read("Code quality\tCOMPLETED\tSUCCESS\nE2E tests\tCOMPLETED\tSUCCESS"),
            vec![(false, false)]
        );
        assert_eq!(
            read("Code quality\tCOMPLETED\tSUCCESS\nE2E tests\tCOMPLETED\tFAILURE"),
            vec![(true, false)]
        );
        assert_eq!(
            read("Code quality\tIN_PROGRESS\t\nE2E tests\tCOMPLETED\tSUCCESS"),
            vec![(true, false)]
        );
    }

    #[test]
    fn a_background_run_counts_once_it_has_ended() {
        let prompt = json!({"type":"user","message":{"role":"user","content":"run the checks"}});
        let [call, started] = bg_call("t1", "make check");
        let say = json!({"type":"assistant","message":{"id":"f","role":"assistant","content":[{"type":"text","text":"All checks pass."}]}});
        // Still running: pending.
        assert_eq!(
            runs(&[prompt.clone(), call.clone(), started.clone(), say.clone()]),
            vec![(false, true)]
        );
        // Ended mid-turn (queue-operation and attachment), completed.
        let queued = json!({"type":"queue-operation","operation":"enqueue","content":note("t1", "completed")});
        let attached = json!({"type":"attachment","attachment":{"type":"queued_command","prompt":note("t1", "completed")}});
        assert_eq!(
            runs(&[
                prompt.clone(),
                call.clone(),
                started.clone(),
                queued,
                attached,
                say.clone()
            ]),
            vec![(false, false)]
        );
        // Failed (only the attachment).
        let failed = json!({"type":"attachment","attachment":{"type":"queued_command","prompt":note("t1", "failed")}});
        assert_eq!(
            runs(&[
                prompt.clone(),
                call.clone(),
                started.clone(),
                failed,
                say.clone()
            ]),
            vec![(true, false)]
        );
        // A notification for another call says nothing of this one.
        let other = json!({"type":"attachment","attachment":{"type":"queued_command","prompt":note("t9", "completed")}});
        assert_eq!(
            runs(&[prompt.clone(), call, started, other, say.clone()]),
            vec![(false, true)]
        );
        // A foreground run is as before.
        let fg = json!({"type":"assistant","message":{"id":"m2","role":"assistant","content":[{"type":"tool_use","id":"t2","name":"Bash","input":{"command":"make check"}}]}});
        let fg_ok = json!({"type":"user","message":{"role":"user","content":[{"tool_use_id":"t2","type":"tool_result","content":"ok","is_error":false}]},"toolUseResult":{"stdout":"ok"}});
        assert_eq!(runs(&[prompt, fg, fg_ok, say]), vec![(false, false)]);
    }
}

#[cfg(test)]
mod hook_tests {
    use super::{hook_checks, runs_a_suite};

    const PRE_COMMIT: &str = "black....................................................................Passed\nruff.....................................................................Passed\nmypy.....................................................................Passed\npytest...................................................................Passed\n[main b903802] export: stream rows\n 2 files changed, 40 insertions(+)";
    const LINT_ONLY: &str = "check yaml...............................................................Passed\ncheck for added large files..............................................Passed\nblack....................................................................Passed\nruff.....................................................................Passed\n[main b903802] export: stream rows";
    const HUSKY: &str =
        "> api@1.0.0 test\n> jest\n\nTests:       13 passed, 13 total\n[main 1a2b3c4] fix: retry\n";
    const NO_HOOK: &str = "[main b903802] export: stream rows\n 2 files changed, 40 insertions(+)";
    const FAILED: &str = "pytest...................................................................Failed\n- hook id: pytest\n- exit code: 1\n=========== 1 failed, 12 passed in 0.53s ===========";

    /// A commit or push whose hooks printed a check counts as that check:
    /// tests when a hook or runner shows tests, a lint or build otherwise;
    /// nothing without a hook's report, with `--no-verify`, or for any
    /// other command that prints the same text.
    #[test]
    fn commits_and_pushes_whose_hooks_ran_checks() {
        let cases: &[(&str, &str, Option<bool>)] = &[
            (
                "git commit -m 'export: stream rows'",
                PRE_COMMIT,
                Some(true),
            ),
            ("git -C api commit -am 'fix: retry'", HUSKY, Some(true)),
            ("git push origin main", HUSKY, Some(true)),
            ("git add -A && git commit -m x", LINT_ONLY, Some(false)),
            ("git commit -m x", FAILED, Some(true)),
            ("git commit -m x", NO_HOOK, None),
            ("git commit --no-verify -m x", PRE_COMMIT, None),
            ("git commit -nm x", PRE_COMMIT, None),
            ("git log --oneline", PRE_COMMIT, None),
            ("cat hooks.log", PRE_COMMIT, None),
            ("echo 'Tests: 13 passed, 13 total'", HUSKY, None),
        ];
        for (cmd, out, want) in cases {
            assert_eq!(
                hook_checks(&shell::analyse(cmd).commands, out),
                *want,
                "{cmd}"
            );
        }
    }

    /// A script of the project that prints a runner's passing summary ran
    /// the tests; a looking program printing one, a commit (its hooks'
    /// report, judged by `hook_checks`) and a failing summary did not.
    #[test]
    fn scripts_that_print_a_passing_summary() {
        let cases: &[(&str, &str, bool)] = &[
            (
                "./run_tests.sh",
                "Ran 12 tests in 0.4s\n\nOK (12 tests)",
                true,
            ),
            (
                "cd code && python loss.py",
                "test result: ok. 3 passed; 0 failed",
                true,
            ),
            (
                "node scripts/selftest.mjs 2>&1 | tail -3",
                "  7 passing (40ms)",
                true,
            ),
            (
                "echo 'Tests: 13 passed, 13 total'",
                "Tests: 13 passed, 13 total",
                false,
            ),
            ("cat out.log", "test result: ok. 3 passed; 0 failed", false),
            ("git commit -m x", "Tests: 13 passed, 13 total", false),
            (
                "./run_tests.sh",
                "test result: FAILED. 2 passed; 1 failed",
                false,
            ),
            ("python loss.py", "loss: 0.412", false),
        ];
        for (cmd, out, want) in cases {
            assert_eq!(
                runs_a_suite(&shell::analyse(cmd).commands, out),
                *want,
                "{cmd}"
            );
        }
    }
}

#[cfg(test)]
mod summary_tests {
    use super::reports_failure;

    #[test]
    fn runners_summaries_of_failure_and_of_success() {
        for out in [
            "test result: FAILED. 41 passed; 1 failed; 0 ignored",
            "error: could not compile `prose` (lib) due to 2 previous errors",
            "=========== 2 failed, 10 passed in 0.53s ===========",
            "FAILED tests/test_export.py::test_empty - AssertionError",
            "--- FAIL: TestExport (0.00s)",
            "FAIL\tgithub.com/x/y\t0.012s",
            "FAIL src/export.test.js",
            "Tests:       1 failed, 12 passed, 13 total",
            "  3 failing",
            "5 examples, 1 failure",
            "Found 3 errors in 2 files.",
            "✖ 4 problems (4 errors, 0 warnings)",
            "make: *** [Makefile:3: check] Error 1",
            "npm ERR! Test failed.  See above for more details.",
            "BUILD FAILED in 3s",
            "00:04 +41 -1: Some tests failed.",
            "[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful",
            "[error] Failed tests:",
            "Test suite export-test: FAIL",
        ] {
            assert!(reports_failure(&format!("...\n{out}\n")), "{out}");
        }
        for out in [
            "test result: ok. 42 passed; 0 failed; 0 ignored",
            "=========== 12 passed in 0.53s ===========",
            "========== 12 passed, 0 failed ==========",
            "ok  \tgithub.com/x/y\t0.012s",
            "PASS src/export.test.js",
            "Tests:       13 passed, 13 total",
            "  12 passing",
            "5 examples, 0 failures",
            "Found 0 errors. Watching for file changes.",
            "BUILD SUCCESSFUL in 3s",
            "the failing test from yesterday is fixed",
            "handles FAIL states in the parser",
            "00:04 +42: All tests passed!",
            "[info] Passed: Total 42, Failed 0, Errors 0, Passed 42",
            "Test suite export-test: PASS",
        ] {
            assert!(!reports_failure(out), "{out}");
        }
        // A passing run's summary, pasted (by the user): not when a failure
        // is reported beside it, nor for prose about tests.
        for (text, success) in [
            ("I ran it:\ntest result: ok. 212 passed; 0 failed", true),
            ("=========== 12 passed in 0.53s ===========", true),
            ("Tests:       13 passed, 13 total", true),
            ("00:04 +42: All tests passed!", true),
            ("OK (12 tests, 30 assertions)", true),
            (
                "test result: ok. 41 passed\ntest result: FAILED. 1 failed",
                false,
            ),
            ("the tests pass on my machine, commit it", false),
            ("12 passed yesterday", false),
        ] {
            assert_eq!(super::reports_success(text), success, "{text}");
        }
    }
}

#[cfg(test)]
mod kind_tests {
    use super::check_kind;

    #[test]
    fn builds_and_linters_run_no_tests() {
        for cmd in [
            "cargo build --release 2>&1 | tail -3",
            "cargo clippy --all-targets -- -D warnings",
            "npm run build",
            "pnpm run lint",
            "tsc --noEmit",
            "ruff check .",
            "python -m py_compile app.py",
            "python -m ruff check src/",
            "python3 -m pylint app",
            "node --check src/app.js",
            "bash -n deploy.sh",
            "make build",
            "go vet ./...",
            "xcodebuild -scheme App -destination 'platform=macOS' build",
            "swiftlint lint --strict",
            "golangci-lint run ./...",
        ] {
            assert_eq!(
                check_kind(&shell::analyse(cmd).commands, &[]),
                Some(false),
                "{cmd}"
            );
        }
        for cmd in [
            "cargo test",
            "cargo build && cargo test",
            "npm test",
            "npm run test:unit",
            "make",
            "make check",
            "make ci",
            "just verify",
            "pytest -q",
            "gh pr checks 18",
            "pre-commit run --all-files",
            "python -m pytest tests/",
            "xcodebuild -scheme App -destination 'platform=macOS' test",
            "swift test --parallel",
        ] {
            assert_eq!(
                check_kind(&shell::analyse(cmd).commands, &[]),
                Some(true),
                "{cmd}"
            );
        }
        for cmd in ["ls -la && git status", "echo cargo test"] {
            assert_eq!(
                check_kind(&shell::analyse(cmd).commands, &[]),
                None,
                "{cmd}"
            );
        }
    }
}
