//! no-banned-deps: refuses adding a banned dependency, to a manifest or
//! through a package manager.
//!
//! # What it refuses
//! - A Write, Edit, MultiEdit, NotebookEdit, `apply_patch` or Bash write that
//!   *adds* a banned name to a manifest, judged on the whole file after the
//!   edit, parsed. The manifest table ([`MANIFESTS`], plus globs from
//!   `manifests`): `pyproject.toml` (PEP 621 `dependencies` and
//!   `optional-dependencies`, PEP 735 `dependency-groups`, `build-system.requires`,
//!   Poetry, uv, PDM and Hatch environment lists), `Pipfile`, every
//!   `*requirements*`/`*constraints*` `.txt`/`.in`/`.pip` (and
//!   `requirements/*.txt`), `setup.py` (`install_requires`, `extras_require`,
//!   `tests_require`, `setup_requires`), `setup.cfg`, `tox.ini` (`deps`,
//!   `requires`), `environment.yml` (conda specs and its `pip:` list), a PEP 723
//!   `# /// script` block in any `.py`, `Cargo.toml` (every dependency table,
//!   target-specific ones, `[workspace.dependencies]`, renamed `package = "x"`),
//!   `package.json` (`dependencies`, `devDependencies`, `peerDependencies`,
//!   `optionalDependencies`, `npm:` aliases, `overrides`, `resolutions`,
//!   `pnpm.overrides`, bundled), `hatch.toml`, `pixi.toml` (and
//!   `[tool.pixi]`), `tox.toml`, and the lockfiles (`uv.lock`, `poetry.lock`,
//!   `pdm.lock`, `Pipfile.lock`, `Cargo.lock`, `package-lock.json`,
//!   `yarn.lock`, `pnpm-lock.yaml`: a package added by hand).
//!   A source counts by the project it installs (`xd @ git+https://…/pytest-xdist`,
//!   Poetry's `xd = { git = "…" }`), and a file a manifest newly includes is
//!   read (`-r extra.txt`, setuptools `dynamic = {file = …}`); uv's
//!   constraint/override lists and Rye's dev list count.
//! - A written file that installs when it runs — a Dockerfile's `RUN`, a
//!   Makefile recipe, a CI workflow's `run:` (GitHub, GitLab, CircleCI …), a
//!   shell script, a notebook's `%pip`/`!pip` line, `noxfile.py`'s
//!   `session.install(…)`, pre-commit's `additional_dependencies`, `tox.ini`
//!   commands, `package.json` scripts, a devcontainer's lifecycle commands — whose
//!   added lines install a banned name (judged as the Bash installs below).
//! - Shell writers are judged on the file after the command (the `edits`
//!   crate): `echo`/`printf` (with `\x..` escapes) `>>`, heredocs, `tee`,
//!   `sed -i` (`$a`, `1i`, `c`, `s///`), `perl -pi -e`, `cp`/`mv` of another
//!   file, `cat FILE >>`, `git apply`/`patch`, `base64 -d >`, Python
//!   `open().write`. Interpreter code that writes a manifest it names
//!   (`json.dump(d, open("package.json", "w"))`, `fs.writeFileSync`) is
//!   refused. A manifest written with content the command does not show
//!   (`awk -i inplace`, `curl -o requirements.txt`, `python gen.py >
//!   requirements.txt`) is refused, except output of a lock or freeze (`pip
//!   freeze`, `uv pip compile`, `poetry export`).
//! - An edit after which such a manifest no longer parses ("the edit would
//!   break the manifest").
//! - Bash installs of a banned name, from the installer table ([`INSTALLERS`]):
//!   `pip`/`pip3.X`/`python -m pip` (with interpreter options: `python3 -I -m
//!   pip`), `uv add`/`uv pip install`/`uv tool install`, `uv run --with`,
//!   `uvx` (and `--with`/`--from`), `poetry`/`pdm`/`rye add`, `pipenv install`,
//!   `pipx install`/`inject`/`run`, `conda`/`mamba`/`micromamba install` and
//!   `create`, `easy_install`, `cargo add`/`install`, `npm`/`pnpm`/`bun`
//!   `install|i|add`, `yarn add`/`global add`/`dlx`, `npx`, `bunx`, `pnpm dlx`,
//!   `npm exec`/`npm x`, `deno add|install npm:x`, `uv tool run`, `pipx
//!   runpip`, `pixi add`, `cargo binstall`, `corepack yarn|pnpm …`, a program
//!   run by path (`.venv/bin/pip`, `$VIRTUAL_ENV/bin/pip`), `uv pip sync
//!   FILE`/`pip-sync FILE`, `xargs -a FILE pip install`,
//!   `npm pkg set dependencies.x=…` (or `dependencies[x]`), npm's other
//!   spellings of install (`add`, `ins`, `inst`, `isnt`, `it` …), `bun a`,
//!   installers under a project runner (`pipenv run`, `pixi run`, `conda run
//!   -n ENV`, `tox exec -- …`), `pip.main([…])` in Python code — with global options before the
//!   subcommand (`pip -q install`, `npm --silent install`, `cargo +stable add`,
//!   `yarn workspace web add`, `pnpm --filter web add`), wherever the command
//!   runs (`bash -c`, `sudo`, `&&` lists …). `pip install -r FILE` judges FILE,
//!   also when it is standard input (`<<<`, a pipe) or `<(echo …)`. Direct
//!   references count by their project: a wheel or sdist file name or URL,
//!   `git+https://…/name.git`, `#egg=name`, `name @ URL`, a GitHub archive
//!   URL (the repository), npm's `github:owner/repo`, `owner/repo`, tarball
//!   URLs and aliases (`pad@npm:left-pad`). A package name only
//!   known at run time (`pip install "$PKG"`) is refused, unless the install
//!   is local (`--no-index`, a path such as `dist/${NAME}-*.tar.gz`).
//!
//! Names are normalised: PEP 503 for Python (case, runs of `-_.`:
//! `pytest.xdist` is `pytest-xdist`), `-`/`_` for crates, case for npm with
//! the scope kept (`@scope/name`); extras, versions, markers and URLs are
//! stripped.
//!
//! Out of reach: a package installed by a script file or a tool not in the
//! table (`make deps`), a manifest format not in the table (use `manifests`),
//! a dependency added by a program's own logic (`poetry lock` resolving a new
//! transitive dependency).
//!
//! # Why (the incident)
//! The reference fleet: `.claude/banned-libraries.txt` is "the single source of
//! truth for forbidden dependencies, and four layers read it" (e.g.
//! `pytest-xdist`: it deadlocked the suite in ~78% of runs). Its regex guard
//! read only quoted strings in `pyproject.toml`; other manifests and `pip
//! install` walked around it.
//!
//! # Refused
//! - Edit adding `"pytest-xdist>=3"` to `[project.optional-dependencies]`
//! - `echo 'Pytest_XDist==3.5' >> requirements-dev.txt`; `sudo pip install pytest-xdist`;
//!   `pip -q install pytest.xdist`; `uv run --with pytest-xdist pytest`;
//!   `sed -i '$a pytest-xdist' requirements.txt`; `pip install -r <(echo pytest-xdist)`
//! - `cargo add banned-crate@1`; `npm i -D banned-pkg`
//!
//! # Allowed
//! - Removing a banned dependency; editing a manifest that already has one
//!   (only additions count)
//! - A banned name in a TOML comment, a `description`, a README
//! - `pip install -e .`, `pip install pytest` when only `pytest-xdist` is banned
//! - `pip install ${PACKAGE_NAME} --no-index --find-links dist/`, `pip install
//!   dist/${PACKAGE_NAME}-*.tar.gz` (local builds); `uv pip install
//!   --default-index URL pkg` (the URL is an index); `pip freeze >
//!   requirements.txt`; `sed -i '/pytest-xdist/d' requirements.txt`
//!
//! # Configuration
//! `[no-banned-deps]`: `enabled`; `banned`: more names (added to
//! `.claude/banned-libraries.txt`). An entry may be scoped to one ecosystem:
//! `pypi:name`, `cargo:name`, `npm:name`. `manifests`: globs of more files
//! read as requirements files (one requirement per line).
//!
//! # Escape hatch
//! The user removes the name from `.claude/banned-libraries.txt` or `banned`,
//! or sets `enabled = false` (both files are protected from the agent by
//! `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict, refusal};
use serde_json::Value as Json;
use shell::Command;
use std::collections::BTreeSet;
use std::path::Path;
use toml::Value as Toml;

pub(crate) const GUARD: Guard = Guard {
    name: "no-banned-deps",
    events: &[EventKind::PreToolUse],
    keys: &["banned", "manifests"],
};

const ALLOW_HINT: &str =
    "the user can set `enabled = false` under `[no-banned-deps]` in `.claude/gatehouse.toml`";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Eco {
    Python,
    Cargo,
    Npm,
}

/// The manifest formats read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Manifest {
    Pyproject,
    Pipfile,
    Requirements,
    SetupPy,
    SetupCfg,
    ToxIni,
    CondaEnv,
    /// A Python script with a PEP 723 `# /// script` block.
    Script,
    Cargo,
    PackageJson,
    /// `hatch.toml`: `[envs.NAME] dependencies`/`extra-dependencies`.
    Hatch,
    /// `pixi.toml`: `[dependencies]`, `[pypi-dependencies]`, features.
    Pixi,
    /// `tox.toml`: `deps` of `env_run_base` and every `env.NAME`, `requires`.
    ToxToml,
    /// A lockfile of Python packages (`uv.lock`, `poetry.lock`, `pdm.lock`:
    /// `[[package]] name`; `Pipfile.lock`: JSON).
    PyLock,
    /// `Cargo.lock`.
    CargoLock,
    /// `package-lock.json`, `npm-shrinkwrap.json`, `yarn.lock`, `pnpm-lock.yaml`.
    NpmLock,
}

/// The manifest table: file names (or a predicate on the name and its
/// directory) and their format. `manifests` in the config adds globs read
/// as requirements files.
#[rustfmt::skip]
const MANIFESTS: &[(&str, Manifest)] = &[
    ("pyproject.toml", Manifest::Pyproject),
    ("Pipfile", Manifest::Pipfile),
    ("setup.py", Manifest::SetupPy),
    ("setup.cfg", Manifest::SetupCfg),
    ("tox.ini", Manifest::ToxIni),
    ("environment.yml", Manifest::CondaEnv),
    ("environment.yaml", Manifest::CondaEnv),
    ("conda.yml", Manifest::CondaEnv),
    ("conda.yaml", Manifest::CondaEnv),
    ("Cargo.toml", Manifest::Cargo),
    ("package.json", Manifest::PackageJson),
    ("hatch.toml", Manifest::Hatch),
    ("pixi.toml", Manifest::Pixi),
    ("tox.toml", Manifest::ToxToml),
    ("uv.lock", Manifest::PyLock),
    ("poetry.lock", Manifest::PyLock),
    ("pdm.lock", Manifest::PyLock),
    ("Pipfile.lock", Manifest::PyLock),
    ("Cargo.lock", Manifest::CargoLock),
    ("package-lock.json", Manifest::NpmLock),
    ("npm-shrinkwrap.json", Manifest::NpmLock),
    ("yarn.lock", Manifest::NpmLock),
    ("pnpm-lock.yaml", Manifest::NpmLock),
];

impl Manifest {
    fn of(path: &Path, extra: &[String]) -> Option<Manifest> {
        let name = path.file_name()?.to_str()?;
        let parent = path
            .parent()
            .and_then(Path::file_name)
            .and_then(|p| p.to_str())
            .unwrap_or("");
        if let Some((_, m)) = MANIFESTS.iter().find(|(n, _)| *n == name) {
            return Some(*m);
        }
        let lower = name.to_ascii_lowercase();
        let listy = [".txt", ".in", ".pip"].iter().any(|x| lower.ends_with(x));
        if listy
            && (lower.contains("requirements")
                || lower.contains("constraints")
                || parent.contains("requirements"))
        {
            return Some(Manifest::Requirements);
        }
        if (lower.ends_with(".yml") || lower.ends_with(".yaml"))
            && (lower.starts_with("environment") || lower.contains("conda"))
        {
            return Some(Manifest::CondaEnv);
        }
        if lower.ends_with(".py") {
            return Some(Manifest::Script);
        }
        let text = path.to_string_lossy();
        extra
            .iter()
            .any(|g| payload::glob::matches(g, &text) || payload::glob::matches(g, name))
            .then_some(Manifest::Requirements)
    }

    fn eco(self) -> Eco {
        match self {
            Manifest::Cargo | Manifest::CargoLock => Eco::Cargo,
            Manifest::PackageJson | Manifest::NpmLock => Eco::Npm,
            _ => Eco::Python,
        }
    }
}

fn main() {
    payload::run(&GUARD, check)
}

/// What the guard knows for one call.
struct Ctx<'a> {
    cwd: &'a Path,
    banned: Vec<String>,
    extra: Vec<String>,
    /// Files the Bash command writes before it installs (`printf … >
    /// /tmp/r.txt && pip install -r /tmp/r.txt`): their content after it.
    written: Vec<(std::path::PathBuf, String)>,
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let mut banned = cfg.list_file("banned-libraries.txt")?.unwrap_or_default();
    banned.extend(cfg.strings("banned")?.unwrap_or_default());
    if banned.is_empty() {
        return Ok(Verdict::Allow);
    }
    let mut ctx = Ctx {
        cwd: &p.cwd,
        banned,
        extra: cfg.strings("manifests")?.unwrap_or_default(),
        written: Vec::new(),
    };
    let changes = match &call.input {
        ToolInput::Bash(b) => {
            let a = shell::analyse(&b.command);
            if let Some(problem) = a.blocking_problem(|t| {
                t.contains("install")
                    || t.contains("add")
                    || t.contains("requirements")
                    || ctx.banned.iter().any(|e| t.contains(bare(e)))
            }) {
                return Err(Failure::new(format!(
                    "cannot analyse the command: {}",
                    problem.reason
                )));
            }
            if a.commands
                .iter()
                .any(|c| c.text.contains("-r") || c.text.contains("require"))
                && let Ok(w) = edits::bash::writes(&a, &p.cwd)
            {
                ctx.written = w
                    .files
                    .iter()
                    .filter(|f| !f.deleted)
                    .map(|f| (f.path.clone(), f.after.to_string()))
                    .collect();
            }
            for c in &a.commands {
                if let Some(v) = judge_install(c, &a, &ctx)? {
                    return Ok(v);
                }
                if let Some(v) = python_pip_main(c, &ctx)? {
                    return Ok(v);
                }
            }
            // Interpreter code that writes a manifest it names (`json.dump(d,
            // open("package.json", "w"))`): its content is not visible.
            for c in &a.commands {
                if let Some(script) = &c.script
                    && let Some(name) = script_writes_manifest(&script.text, &ctx.extra)
                {
                    return Ok(refusal(GUARD.name, format!("`{}` writing `{name}` from {} code, so the dependencies it adds cannot be checked", short(&c.text), script.interpreter))
                        .rule("`.claude/banned-libraries.txt` is the single source of truth for forbidden dependencies; a manifest may only change in ways that can be read before they happen")
                        .instead("edit the manifest with the Edit tool, or write the lines literally")
                        .allow(ALLOW_HINT)
                        .verdict());
                }
            }
            let changes = edits::bash::writes(&a, &p.cwd).map_err(|e| Failure::new(e.0))?;
            for o in changes.opaque.iter().filter(|o| !generated(&o.by)) {
                let governed = match &o.path {
                    Some(path) => {
                        Manifest::of(path, &ctx.extra).is_some_and(|m| m != Manifest::Script)
                    }
                    None => {
                        o.name.contains("requirements")
                            || o.name.contains("Cargo.toml")
                            || o.name.contains("package.json")
                            || o.name.contains("pyproject")
                    }
                };
                if governed {
                    let shown = if o.name.is_empty() {
                        "a manifest"
                    } else {
                        o.name.as_str()
                    };
                    return Ok(refusal(GUARD.name, format!("`{}` writing `{shown}`: {}, so the dependencies it adds cannot be checked", short(&b.command), o.why))
                        .rule("`.claude/banned-libraries.txt` is the single source of truth for forbidden dependencies; a manifest may only change in ways that can be read before they happen")
                        .instead("edit the manifest with the Edit tool, or write the lines literally (`echo 'name>=1' >> requirements.txt`, a quoted heredoc)")
                        .allow(ALLOW_HINT)
                        .verdict());
                }
            }
            changes
        }
        other => edits::of_tool(other, &p.cwd).map_err(|e| Failure::new(e.0))?,
    };
    for change in changes.files.iter().filter(|c| !c.deleted) {
        if let Some(v) = judge_install_file(change, &ctx)? {
            return Ok(v);
        }
        let Some(kind) = Manifest::of(&change.path, &ctx.extra) else {
            continue;
        };
        let shown = change
            .path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("manifest");
        let after = match deps(kind, &change.after) {
            Ok(d) => d,
            // The fragment of an edit that cannot apply: the tool fails on its
            // own; the new text is still read for banned names.
            Err(_) if !change.exact => added_words(&change.before, &change.after),
            Err(why) => {
                return Ok(refusal(GUARD.name, format!("{} that would break the manifest `{shown}` ({why})", change.via))
                    .rule("a manifest must parse after every edit: a broken one breaks the build and hides what it depends on")
                    .instead("write the whole manifest so it parses (check quotes, brackets and commas)")
                    .allow(ALLOW_HINT)
                    .verdict());
            }
        };
        let before: BTreeSet<String> = deps(kind, &change.before)
            .unwrap_or_default()
            .iter()
            .map(|d| norm(kind.eco(), d))
            .collect();
        // A requirements file or a setuptools `dynamic` table that now
        // includes another file installs what that file lists.
        let had = includes(kind, &change.before);
        for inc in includes(kind, &change.after) {
            if had.contains(&inc) {
                continue;
            }
            let path = change.path.parent().unwrap_or(ctx.cwd).join(&inc);
            let text = match ctx.written.iter().find(|(p, _)| *p == path) {
                Some((_, t)) => Some(t.clone()),
                None => edits::read_bounded(&path, 1 << 20).map_err(|e| Failure::new(e.0))?,
            };
            for name in text_requirements(&text.unwrap_or_default()) {
                if let Some(entry) = banned_entry(&ctx.banned, Eco::Python, &name) {
                    return Ok(deny(
                        &format!(
                            "{} making `{shown}` include `{inc}`, which installs `{name}`",
                            change.via
                        ),
                        &entry,
                    ));
                }
            }
        }
        for dep in after {
            if before.contains(&norm(kind.eco(), &dep)) {
                continue;
            }
            if let Some(entry) = banned_entry(&ctx.banned, kind.eco(), &dep) {
                let line = line_of(&change.after, &dep)
                    .map(|l| format!(" (line {l})"))
                    .unwrap_or_default();
                return Ok(deny(
                    &format!("{} adding `{dep}` to `{shown}`{line}", change.via),
                    &entry,
                ));
            }
        }
    }
    Ok(Verdict::Allow)
}

/// Files whose lines install packages when they run: a Dockerfile's `RUN`,
/// a Makefile's recipes, CI workflows, shell scripts, a notebook's `%pip`/
/// `!pip` lines, `noxfile.py`'s `session.install(…)`, pre-commit's
/// `additional_dependencies`. The lines a change adds that name a banned
/// entry are read as shell commands and judged as a Bash install is.
fn judge_install_file(change: &edits::Change, ctx: &Ctx) -> Result<Option<Verdict>, Failure> {
    // Most files name no banned entry at all: one case-folded search for
    // each entry's longest part (`xdist`, `tracker`) before reading lines.
    let folded = change.after.to_ascii_lowercase();
    let named = ctx.banned.iter().any(|e| {
        let name = norm(Eco::Python, bare(e));
        let part = name
            .split(['-', '/', '@'])
            .max_by_key(|p| p.len())
            .unwrap_or("");
        !part.is_empty() && memchr::memmem::find(folded.as_bytes(), part.as_bytes()).is_some()
    });
    if !named {
        return Ok(None);
    }
    let path = change.path.to_string_lossy();
    let Some(lines) = install_lines(&path, &change.after) else {
        return Ok(None);
    };
    let old: BTreeSet<String> = install_lines(&path, &change.before)
        .unwrap_or_default()
        .into_iter()
        .collect();
    let wanted: Vec<String> = ctx
        .banned
        .iter()
        .map(|e| norm(Eco::Python, bare(e)))
        .collect();
    let shown = change
        .path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("file");
    for line in lines.iter().filter(|l| !old.contains(*l)) {
        let folded = norm(Eco::Python, line);
        if !wanted
            .iter()
            .any(|w| !w.is_empty() && folded.contains(w.as_str()))
        {
            continue;
        }
        let a = shell::analyse(line);
        for c in &a.commands {
            if let Some(Verdict::Deny(text)) = judge_install(c, &a, ctx)? {
                let text = text.replacen(
                    "no-banned-deps: ",
                    &format!(
                        "no-banned-deps: {} writing `{shown}`, which runs ",
                        change.via
                    ),
                    1,
                );
                return Ok(Some(Verdict::Deny(text)));
            }
        }
    }
    Ok(None)
}

/// The shell command lines of an installing file (see [`judge_install_file`]),
/// `None` for other files.
fn install_lines(path: &str, text: &str) -> Option<Vec<String>> {
    let name = path.rsplit('/').next().unwrap_or(path);
    let lower = name.to_ascii_lowercase();
    let yaml = lower.ends_with(".yml") || lower.ends_with(".yaml");
    let installing = [
        "dockerfile",
        "containerfile",
        "makefile",
        "gnumakefile",
        "justfile",
        "noxfile.py",
    ]
    .contains(&lower.as_str())
        || [".dockerfile", ".mk", ".ipynb", ".sh", ".bash", ".zsh"]
            .iter()
            .any(|x| lower.ends_with(x))
        || lower.starts_with("dockerfile.")
        || lower.starts_with(".pre-commit-config.")
        || yaml
            && (path.contains(".github/workflows/")
                || path.contains(".circleci/")
                || matches!(
                    lower.as_str(),
                    ".gitlab-ci.yml"
                        | ".travis.yml"
                        | "azure-pipelines.yml"
                        | "bitbucket-pipelines.yml"
                ));
    // `tox.ini` commands; `package.json` scripts (`postinstall` runs on
    // install); a devcontainer's lifecycle commands.
    if lower == "tox.ini" {
        return Some(
            text.lines()
                .map(|l| {
                    let t = l.trim();
                    match t.split_once('=') {
                        Some((key, cmd))
                            if key.trim().starts_with("commands")
                                || key.trim() == "install_command" =>
                        {
                            cmd.trim().to_owned()
                        }
                        _ => t.to_owned(),
                    }
                })
                .collect(),
        );
    }
    if lower == "package.json" || lower == "devcontainer.json" || lower == ".devcontainer.json" {
        let j: Json = serde_json::from_str(text).ok()?;
        let mut out = Vec::new();
        let mut push = |v: &Json| match v {
            Json::String(s) => out.push(s.clone()),
            Json::Array(a) => {
                out.push(
                    a.iter()
                        .filter_map(Json::as_str)
                        .collect::<Vec<_>>()
                        .join(" "),
                );
            }
            Json::Object(o) => {
                for x in o.values() {
                    if let Some(s) = x.as_str() {
                        out.push(s.to_owned());
                    } else if let Some(a) = x.as_array() {
                        out.push(
                            a.iter()
                                .filter_map(Json::as_str)
                                .collect::<Vec<_>>()
                                .join(" "),
                        );
                    }
                }
            }
            _ => {}
        };
        if lower == "package.json" {
            for v in j
                .get("scripts")
                .and_then(Json::as_object)
                .into_iter()
                .flatten()
            {
                push(v.1);
            }
        } else {
            for (k, v) in j.as_object().into_iter().flatten() {
                if k.ends_with("Command") {
                    push(v);
                }
            }
        }
        return Some(out);
    }
    // Shell files by name or shebang, and `Procfile` lines (`web: CMD`).
    let shebang = text
        .lines()
        .next()
        .is_some_and(|l| l.starts_with("#!") && l.contains("sh"));
    if !installing
        && (shebang
            || matches!(
                lower.as_str(),
                ".envrc" | ".bashrc" | ".bash_profile" | ".profile" | ".zshrc" | "procfile"
            )
            || [".ps1", ".bat", ".cmd"].iter().any(|x| lower.ends_with(x)))
    {
        let joined = text.replace("\\\n", " ");
        return Some(
            joined
                .lines()
                .map(|l| {
                    let t = l.trim();
                    match t.split_once(": ") {
                        Some((k, cmd)) if lower == "procfile" && !k.contains(' ') => {
                            cmd.trim().to_owned()
                        }
                        _ => t.to_owned(),
                    }
                })
                .collect(),
        );
    }
    // Any other YAML (compose `command:`, Taskfile `cmds:`, Gitpod `init:`):
    // each value read as a command line, a flow list (`["pip", "install",
    // "x"]`) as its words.
    if yaml && !installing {
        // Cloud Build's `entrypoint: pip` runs with the `args:` that follow.
        let mut entrypoint = String::new();
        return Some(
            text.lines()
                .map(|l| {
                    let t = l.trim().trim_start_matches("- ").trim();
                    let v = match t.split_once(':') {
                        Some((k, v))
                            if !k.is_empty()
                                && k.chars().all(|c| {
                                    c.is_ascii_alphanumeric() || matches!(c, '_' | '-')
                                }) =>
                        {
                            v.trim()
                        }
                        _ => t,
                    };
                    if t.starts_with("entrypoint:") {
                        entrypoint = unquoted(v).to_owned();
                    }
                    if v.starts_with('[') {
                        let words = quoted_strings(v).join(" ");
                        if t.starts_with("args:") && !entrypoint.is_empty() {
                            format!("{entrypoint} {words}")
                        } else {
                            words
                        }
                    } else {
                        unquoted(v).to_owned()
                    }
                })
                .collect(),
        );
    }
    // Code and configuration that run a command from a string (`subprocess
    // .run([sys.executable, "-m", "pip", "install", "x"])`, `execSync("npm i
    // x")`, Jenkins `sh 'pip install x'`, `netlify.toml` `command = "…"`):
    // a line's string literals, from the installer they name on.
    let code = lower == "jenkinsfile"
        || [
            ".py", ".js", ".mjs", ".cjs", ".ts", ".rb", ".groovy", ".toml", ".gradle",
        ]
        .iter()
        .any(|x| lower.ends_with(x));
    if code && !installing {
        const PROGRAMS: &[&str] = &[
            "pip",
            "pip3",
            "uv",
            "uvx",
            "npm",
            "npx",
            "yarn",
            "pnpm",
            "bun",
            "bunx",
            "poetry",
            "pipx",
            "pipenv",
            "pdm",
            "rye",
            "conda",
            "mamba",
            "micromamba",
            "cargo",
            "deno",
            "pixi",
            "easy_install",
        ];
        return Some(
            text.lines()
                .filter(|l| l.contains(['"', '\'']) && PROGRAMS.iter().any(|p| l.contains(p)))
                .filter_map(|l| {
                    let words: Vec<String> = quoted_strings(l);
                    let joined = words.join(" ");
                    let parts: Vec<&str> = joined.split_whitespace().collect();
                    let at = parts
                        .iter()
                        .position(|w| PROGRAMS.contains(&w.rsplit('/').next().unwrap_or(w)))?;
                    Some(parts.get(at..).unwrap_or(&[]).join(" "))
                })
                .collect(),
        );
    }
    if !installing {
        return None;
    }
    let joined = text.replace("\\\n", " ");
    let lines = joined.lines().map(str::trim);
    let out: Vec<String> = if lower == "dockerfile"
        || lower == "containerfile"
        || lower.ends_with(".dockerfile")
        || lower.starts_with("dockerfile.")
    {
        lines
            .filter_map(|l| {
                let (word, rest) = l.split_once(char::is_whitespace)?;
                word.eq_ignore_ascii_case("RUN").then(|| {
                    // The exec form `RUN ["pip", "install", "x"]`.
                    serde_json::from_str::<Vec<String>>(rest.trim())
                        .map_or_else(|_| rest.to_owned(), |v| v.join(" "))
                })
            })
            .collect()
    } else if lower == "makefile" || lower == "gnumakefile" || lower.ends_with(".mk") {
        joined
            .lines()
            .filter_map(|l| l.strip_prefix('\t'))
            .map(|l| l.trim_start_matches(['@', '-', '+']).to_owned())
            .collect()
    } else if lower == "noxfile.py" {
        lines
            .filter(|l| l.contains(".install(") || l.contains(".conda_install("))
            .map(|l| {
                let words: Vec<&str> = l.split(['"', '\'']).skip(1).step_by(2).collect();
                format!("pip install {}", words.join(" "))
            })
            .collect()
    } else if lower == ".pre-commit-config.yaml" || lower == ".pre-commit-config.yml" {
        let mut out = Vec::new();
        let mut inside = false;
        for l in lines {
            if let Some(rest) = l.strip_prefix("additional_dependencies:") {
                inside = rest.trim().is_empty();
                let items = rest.trim().trim_start_matches('[').trim_end_matches(']');
                for item in items.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                    out.push(format!("pip install '{}'", item.trim_matches(['"', '\''])));
                }
            } else if inside && let Some(item) = l.strip_prefix("- ") {
                out.push(format!(
                    "pip install '{}'",
                    item.trim().trim_matches(['"', '\''])
                ));
            } else {
                inside = false;
            }
        }
        out
    } else if lower.ends_with(".ipynb") {
        lines
            .filter_map(|l| l.strip_prefix('%').or_else(|| l.strip_prefix('!')))
            .map(str::to_owned)
            .collect()
    } else if lower.ends_with(".sh")
        || lower.ends_with(".bash")
        || lower.ends_with(".zsh")
        || lower == "justfile"
        || yaml
            && (path.contains(".github/workflows/")
                || path.contains(".circleci/")
                || lower == ".gitlab-ci.yml"
                || lower == ".travis.yml"
                || lower == "azure-pipelines.yml"
                || lower == "bitbucket-pipelines.yml")
    {
        lines
            .map(|l| {
                let l = l.trim_start_matches("- ").trim();
                ["run:", "script:", "command:", "cmd:"]
                    .iter()
                    .find_map(|k| l.strip_prefix(k))
                    .unwrap_or(l)
                    .trim()
                    .to_owned()
            })
            .collect()
    } else {
        return None;
    };
    Some(out)
}

/// `v` without the quotes around the whole of it, if it has them.
fn unquoted(v: &str) -> &str {
    v.strip_prefix('"')
        .and_then(|x| x.strip_suffix('"'))
        .or_else(|| v.strip_prefix('\'').and_then(|x| x.strip_suffix('\'')))
        .unwrap_or(v)
}

/// The contents of the quoted strings of a line (`'…'` and `"…"`).
fn quoted_strings(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut quote: Option<char> = None;
    let mut cur = String::new();
    for c in line.chars() {
        match quote {
            Some(q) if c == q => {
                out.push(std::mem::take(&mut cur));
                quote = None;
            }
            Some(_) => cur.push(c),
            None if c == '"' || c == '\'' => quote = Some(c),
            None => {}
        }
    }
    out
}

/// A manifest named in quotes by interpreter code that also writes
/// (`open(…, "w")`, `json.dump`, `write_text`, `writeFileSync`); literal
/// writes the `edits` crate reads are judged there instead.
fn script_writes_manifest(code: &str, extra: &[String]) -> Option<String> {
    const WRITES: &[&str] = &[
        "'w'",
        "\"w\"",
        "'a'",
        "\"a\"",
        "'w+'",
        "\"w+\"",
        "json.dump(",
        "toml.dump",
        "write_text(",
        "writeFileSync(",
        "writeFile(",
        "tomlkit.dump",
        "yaml.dump(",
        "yaml.safe_dump(",
    ];
    if !WRITES.iter().any(|w| code.contains(w)) {
        return None;
    }
    let literal_only = !code.contains("dump")
        && !code.contains("writeFile")
        && (code.contains(".write(\"") || code.contains(".write('"));
    if literal_only {
        return None;
    }
    code.split(['"', '\''])
        .skip(1)
        .step_by(2)
        .find(|lit| {
            !lit.contains(char::is_whitespace)
                && Manifest::of(Path::new(lit), extra).is_some_and(|m| m != Manifest::Script)
        })
        .map(str::to_owned)
}

/// Commands that write a manifest from what is already installed or
/// locked (`pip freeze > requirements.txt`): nothing new can come in.
#[rustfmt::skip]
const GENERATORS: &[&str] = &[
    "pip freeze", "pip3 freeze", "uv pip freeze", "uv pip compile", "uv export", "pip-compile", "poetry export",
    "pdm export", "pipenv requirements", "conda env export", "conda list --export", "pip list --format=freeze",
    "python -m pip freeze", "python3 -m pip freeze", "rye lock",
];

fn generated(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    let text = words.join(" ");
    GENERATORS.iter().any(|g| text.starts_with(g))
}

fn short(text: &str) -> String {
    let line = text.lines().next().unwrap_or("");
    if line.chars().count() > 80 {
        format!("{}…", line.chars().take(80).collect::<String>())
    } else {
        line.to_owned()
    }
}

fn bare(entry: &str) -> &str {
    entry.split_once(':').map_or(entry, |(_, b)| b).trim()
}

/// Words on lines the change adds (for text that does not parse as the
/// manifest: a fragment, a diff's added lines).
fn added_words(before: &str, after: &str) -> Vec<String> {
    let old: BTreeSet<&str> = before.lines().collect();
    after
        .lines()
        .filter(|l| !old.contains(l))
        .flat_map(|l| {
            l.split(|c: char| {
                !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '@' | '/'))
            })
            .filter(|w| !w.is_empty())
            .map(|w| w.trim_matches('.').to_owned())
            .collect::<Vec<_>>()
        })
        .collect()
}

fn deny(what: &str, entry: &str) -> Verdict {
    refusal(GUARD.name, format!("{what}: `{entry}` is a banned dependency"))
        .rule("`.claude/banned-libraries.txt` (plus `banned` in the config) is the single source of truth for forbidden dependencies; each entry is there because it broke this project")
        .instead("use what the project already depends on, or ask the user before adding a new library")
        .allow("the user can remove the entry from `.claude/banned-libraries.txt` (or from `banned` under `[no-banned-deps]`), or set `enabled = false`")
        .verdict()
}

/// The banned entry (as written) matching `name` in `eco`.
fn banned_entry(banned: &[String], eco: Eco, name: &str) -> Option<String> {
    let want = norm(eco, name);
    if want.is_empty() {
        return None;
    }
    banned.iter().find_map(|entry| {
        let (scope, bare) = match entry.split_once(':') {
            Some(("pypi", b)) => (Some(Eco::Python), b),
            Some(("cargo", b)) => (Some(Eco::Cargo), b),
            Some(("npm", b)) => (Some(Eco::Npm), b),
            _ => (None, entry.as_str()),
        };
        (scope.is_none_or(|s| s == eco) && norm(eco, bare.trim()) == want).then(|| entry.clone())
    })
}

/// PEP 503 for Python (case, runs of `-_.` as one `-`); crates.io treats
/// `-` and `_` alike; npm is case-folded, scope kept (`@scope/name`).
fn norm(eco: Eco, name: &str) -> String {
    let lower = name.trim().to_ascii_lowercase();
    match eco {
        Eco::Python => {
            let mut out = String::with_capacity(lower.len());
            for ch in lower.chars() {
                if matches!(ch, '-' | '_' | '.') {
                    if !out.ends_with('-') {
                        out.push('-');
                    }
                } else {
                    out.push(ch);
                }
            }
            out.trim_matches('-').to_owned()
        }
        Eco::Cargo => lower.replace('_', "-"),
        Eco::Npm => lower,
    }
}

/// The first line of `text` naming `dep` outside a `#` comment.
fn line_of(text: &str, dep: &str) -> Option<usize> {
    let dep = dep.to_ascii_lowercase();
    text.lines()
        .position(|l| {
            l.split('#')
                .next()
                .unwrap_or("")
                .to_ascii_lowercase()
                .contains(&dep)
        })
        .map(|i| i + 1)
}

/// The dependency names a manifest declares, as written.
fn deps(kind: Manifest, text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    match kind {
        Manifest::Requirements => out.extend(text_requirements(text)),
        Manifest::SetupPy => out.extend(setup_py(text)),
        Manifest::SetupCfg | Manifest::ToxIni => out.extend(ini_deps(kind, text)),
        Manifest::CondaEnv => out.extend(conda_env(text)),
        Manifest::Script => {
            if let Some(block) = script_block(text) {
                let t: toml::Table = block.parse().map_err(|e: toml::de::Error| {
                    format!("the `# /// script` block: {}", e.message())
                })?;
                out.extend(strings(t.get("dependencies")));
            }
        }
        Manifest::PackageJson => {
            let j: Json = serde_json::from_str(text)
                .map_err(|e| format!("JSON error at line {}: {e}", e.line()))?;
            for table in [
                "dependencies",
                "devDependencies",
                "peerDependencies",
                "optionalDependencies",
            ] {
                let Some(map) = j.get(table).and_then(Json::as_object) else {
                    continue;
                };
                for (name, spec) in map {
                    // `"alias": "npm:real@^1"` installs `real`.
                    let real = spec
                        .as_str()
                        .and_then(|s| s.strip_prefix("npm:"))
                        .map(npm_name);
                    out.push(real.unwrap_or(name).to_owned());
                }
            }
            // `overrides`/`resolutions`/`pnpm.overrides` put a package in the
            // tree by name or alias (`"pad": "npm:left-pad@1"`), nested too.
            fn overrides(v: &Json, out: &mut Vec<String>) {
                for (name, spec) in v.as_object().into_iter().flatten() {
                    // `**/left-pad`, yarn's `parent/left-pad`: the last
                    // package of the path (a scope kept).
                    let key = name.trim_start_matches("**/");
                    let parts: Vec<&str> = key.split('/').collect();
                    let key = match parts.as_slice() {
                        [.., scope, last] if scope.starts_with('@') => format!("{scope}/{last}"),
                        [.., last] => (*last).to_owned(),
                        [] => String::new(),
                    };
                    out.push(npm_name(&key).to_owned());
                    match spec {
                        Json::String(s) => {
                            out.extend(s.strip_prefix("npm:").map(|r| npm_name(r).to_owned()));
                        }
                        Json::Object(_) => overrides(spec, out),
                        _ => {}
                    }
                }
            }
            for v in [
                j.get("overrides"),
                j.get("resolutions"),
                j.get("pnpm").and_then(|p| p.get("overrides")),
            ]
            .into_iter()
            .flatten()
            {
                overrides(v, &mut out);
            }
            for table in ["bundleDependencies", "bundledDependencies"] {
                out.extend(
                    j.get(table)
                        .and_then(Json::as_array)
                        .into_iter()
                        .flatten()
                        .filter_map(Json::as_str)
                        .map(str::to_owned),
                );
            }
        }
        Manifest::NpmLock => out.extend(npm_lock(text)),
        Manifest::PyLock if text.trim_start().starts_with('{') => {
            let j: Json = serde_json::from_str(text)
                .map_err(|e| format!("JSON error at line {}: {e}", e.line()))?;
            for table in ["default", "develop"] {
                out.extend(
                    j.get(table)
                        .and_then(Json::as_object)
                        .into_iter()
                        .flat_map(|m| m.keys().cloned()),
                );
            }
        }
        Manifest::Pyproject
        | Manifest::Pipfile
        | Manifest::Cargo
        | Manifest::Hatch
        | Manifest::Pixi
        | Manifest::ToxToml
        | Manifest::PyLock
        | Manifest::CargoLock => {
            let t: toml::Table = text.parse().map_err(|e: toml::de::Error| {
                let line = e
                    .span()
                    .and_then(|s| text.get(..s.start))
                    .map_or(1, |s| s.matches('\n').count() + 1);
                format!("TOML error at line {line}: {}", e.message())
            })?;
            match kind {
                Manifest::Cargo => cargo_deps(&t, &mut out),
                Manifest::Hatch => {
                    for (_, env) in t.get("envs").and_then(Toml::as_table).into_iter().flatten() {
                        out.extend(strings(env.get("dependencies")));
                        out.extend(strings(env.get("extra-dependencies")));
                    }
                }
                Manifest::Pixi => pixi_deps(&t, &mut out),
                Manifest::ToxToml => {
                    out.extend(strings(t.get("requires")));
                    out.extend(strings(at(&t, &["env_run_base", "deps"])));
                    for (_, env) in t.get("env").and_then(Toml::as_table).into_iter().flatten() {
                        out.extend(strings(env.get("deps")));
                    }
                }
                Manifest::PyLock | Manifest::CargoLock => {
                    for p in t
                        .get("package")
                        .and_then(Toml::as_array)
                        .into_iter()
                        .flatten()
                    {
                        out.extend(p.get("name").and_then(Toml::as_str).map(str::to_owned));
                    }
                }
                Manifest::Pipfile => {
                    for table in ["packages", "dev-packages"] {
                        out.extend(keys(t.get(table)));
                    }
                }
                _ => pyproject_deps(&t, &mut out),
            }
        }
    }
    Ok(out)
}

/// The files a manifest includes: a requirements file's `-r`/`-c` lines, a
/// `pyproject.toml`'s `[tool.setuptools.dynamic]` `file` lists.
fn includes(kind: Manifest, text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    match kind {
        Manifest::Requirements => {
            for l in text.lines().map(str::trim) {
                for flag in ["--requirement", "--constraint", "-r", "-c"] {
                    if let Some(rest) = l.strip_prefix(flag) {
                        let v = rest.trim_start_matches('=').trim();
                        let v = v.split_whitespace().next().unwrap_or("");
                        if !v.is_empty() && !v.contains("://") {
                            out.insert(v.to_owned());
                        }
                        break;
                    }
                }
            }
        }
        Manifest::Pyproject => {
            let Ok(t) = text.parse::<toml::Table>() else {
                return out;
            };
            let dynamic = at(&t, &["tool", "setuptools", "dynamic"]);
            let mut specs: Vec<&Toml> = dynamic
                .and_then(|d| d.get("dependencies"))
                .into_iter()
                .collect();
            for (_, v) in dynamic
                .and_then(|d| d.get("optional-dependencies"))
                .and_then(Toml::as_table)
                .into_iter()
                .flatten()
            {
                specs.push(v);
            }
            for spec in specs {
                match spec.get("file") {
                    Some(Toml::String(f)) => {
                        out.insert(f.clone());
                    }
                    Some(Toml::Array(a)) => {
                        out.extend(a.iter().filter_map(Toml::as_str).map(str::to_owned));
                    }
                    _ => {}
                }
            }
        }
        _ => {}
    }
    out
}

/// Python code that runs pip in-process (`pip.main(["install", "x"])`,
/// `pip._internal.cli.main.main([...])`): its string arguments judged as a
/// `pip` command line.
fn python_pip_main(c: &Command, ctx: &Ctx) -> Result<Option<Verdict>, Failure> {
    let Some(script) = c
        .script
        .as_ref()
        .filter(|s| s.interpreter.starts_with("python"))
    else {
        return Ok(None);
    };
    let code = &script.text;
    let Some(k) = code.find("pip.main(").or_else(|| code.find("main.main(")) else {
        return Ok(None);
    };
    let call = code.get(k..).unwrap_or("");
    let call = call
        .get(..call.find(')').unwrap_or(call.len()))
        .unwrap_or("");
    let words: Vec<String> = call
        .split(['"', '\''])
        .skip(1)
        .step_by(2)
        .map(|w| format!("'{}'", w.replace('\'', "")))
        .collect();
    let line = format!("pip {}", words.join(" "));
    let a = shell::analyse(&line);
    for inner in &a.commands {
        if let Some(Verdict::Deny(text)) = judge_install(inner, &a, ctx)? {
            return Ok(Some(Verdict::Deny(text.replacen(
                &format!("`{}`", short(&line)),
                &format!("`{}` (pip run in-process)", short(&c.text)),
                1,
            ))));
        }
    }
    Ok(None)
}

/// The TOML of a PEP 723 `# /// script` block, comment markers removed.
fn script_block(text: &str) -> Option<String> {
    memchr::memmem::find(text.as_bytes(), b"# /// script")?;
    let mut lines = text.lines().skip_while(|l| l.trim_end() != "# /// script");
    lines.next()?;
    let mut out = String::new();
    for l in lines {
        if l.trim_end() == "# ///" {
            return Some(out);
        }
        out.push_str(
            l.strip_prefix("# ")
                .or_else(|| l.strip_prefix('#'))
                .unwrap_or(l),
        );
        out.push('\n');
    }
    None
}

/// `install_requires`, `extras_require`, `tests_require`, `setup_requires`
/// of a `setup.py`: the string literals of the list (or dict values) after
/// the keyword.
fn setup_py(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for key in [
        "install_requires",
        "extras_require",
        "tests_require",
        "setup_requires",
    ] {
        let mut from = 0;
        while let Some(at) = text.get(from..).and_then(|t| t.find(key)) {
            let start = from + at + key.len();
            from = start;
            let rest = text.get(start..).unwrap_or("");
            let Some(open) = rest.trim_start().strip_prefix('=').map(str::trim_start) else {
                continue;
            };
            // `install_requires=REQUIRES`: the list assigned to the name.
            let var: String = open
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let open = if var.is_empty() || var.starts_with(|c: char| c.is_ascii_digit()) {
                open
            } else {
                text.match_indices(var.as_str())
                    .filter(|(i, _)| *i == 0 || text.get(..*i).is_some_and(|b| b.ends_with('\n')))
                    .find_map(|(i, _)| {
                        text.get(i + var.len()..)?
                            .trim_start()
                            .strip_prefix('=')
                            .map(str::trim_start)
                    })
                    .unwrap_or(open)
            };
            // The balanced bracket after `=`.
            let mut depth = 0i32;
            let mut end = open.len();
            for (i, c) in open.char_indices() {
                match c {
                    '[' | '{' | '(' => depth += 1,
                    ']' | '}' | ')' => {
                        depth -= 1;
                        if depth <= 0 {
                            end = i + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let region = open.get(..end).unwrap_or("");
            let mut rest = region;
            while let Some(q) = rest.find(['"', '\'']) {
                let quote = rest.get(q..=q).unwrap_or("\"");
                let body = rest.get(q + 1..).unwrap_or("");
                let Some(close) = body.find(quote) else { break };
                let lit = body.get(..close).unwrap_or("");
                let after = body.get(close + 1..).unwrap_or("").trim_start();
                // A dict key (`"test": [...]`) names an extra, not a package.
                if !after.starts_with(':') {
                    out.extend(pep508_name(lit));
                }
                rest = body.get(close + 1..).unwrap_or("");
            }
        }
    }
    out
}

/// `setup.cfg` (`[options] install_requires`, `setup_requires`,
/// `tests_require`, `[options.extras_require]`) and `tox.ini` (`deps` and
/// `requires` of every section): multi-line INI values read as requirements.
fn ini_deps(kind: Manifest, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut section = String::new();
    let mut taking = false;
    for raw in text.lines() {
        let line = raw.split(['#', ';']).next().unwrap_or("");
        if line.trim().is_empty() {
            continue;
        }
        if let Some(s) = line
            .trim()
            .strip_prefix('[')
            .and_then(|s| s.strip_suffix(']'))
        {
            section = s.to_owned();
            taking = false;
            continue;
        }
        let continuation = raw.starts_with([' ', '\t']);
        if continuation && taking {
            out.extend(text_requirements(line.trim()));
            continue;
        }
        let Some((key, value)) = line.split_once(['=', ':']) else {
            taking = false;
            continue;
        };
        let key = key.trim();
        taking = match kind {
            Manifest::SetupCfg => {
                section == "options.extras_require"
                    || section == "options"
                        && matches!(key, "install_requires" | "setup_requires" | "tests_require")
            }
            _ => matches!(key, "deps" | "requires"),
        };
        if taking {
            for part in value.split(',') {
                out.extend(text_requirements(part.trim()));
            }
        }
    }
    out
}

/// `environment.yml`: the items of `dependencies:` (conda specs
/// `name=1.0`, `name>=1`) and of its `pip:` list.
fn conda_env(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside: Option<usize> = None;
    for raw in text.lines() {
        let line = raw.split(" #").next().unwrap_or("");
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let t = line.trim();
        if t.starts_with("dependencies:") {
            inside = Some(indent);
            continue;
        }
        let Some(base) = inside else { continue };
        match t.strip_prefix("- ") {
            Some(item) if indent >= base => {
                let item = item.trim().trim_matches(|c| c == '"' || c == '\'');
                if item.starts_with("pip:") || item.starts_with("-") {
                    continue;
                }
                let name = item
                    .rsplit_once("::")
                    .map_or(item, |(_, n)| n)
                    .split(['=', '<', '>', ' ', '!', '~', '['])
                    .next()
                    .unwrap_or("");
                out.extend(pep508_name(name));
            }
            _ if indent <= base && !t.starts_with('-') => inside = None,
            _ => {}
        }
    }
    out
}

/// The keys of a dependency table, and for a key whose spec is a source
/// (`{ git = "…/pytest-xdist.git" }`, `{ url = … }`, `{ path = "vendor/x" }`)
/// also the project that source installs: the key is only a label there.
fn keys(v: Option<&Toml>) -> Vec<String> {
    let mut out = Vec::new();
    for (key, spec) in v.and_then(Toml::as_table).into_iter().flatten() {
        out.push(key.clone());
        for field in ["git", "url", "path"] {
            if let Some(src) = spec.get(field).and_then(Toml::as_str) {
                let p = if field == "path" {
                    local_project(src)
                } else {
                    url_project(src)
                };
                out.extend(p.filter(|p| p != key));
            }
        }
    }
    out
}

fn strings(v: Option<&Toml>) -> impl Iterator<Item = String> + '_ {
    v.and_then(Toml::as_array)
        .into_iter()
        .flatten()
        .filter_map(Toml::as_str)
        .flat_map(pep508_names)
}

fn at<'a>(t: &'a toml::Table, path: &[&str]) -> Option<&'a Toml> {
    let (first, rest) = path.split_first()?;
    rest.iter().try_fold(t.get(*first)?, |v, k| v.get(k))
}

/// Pixi's tables (in `pixi.toml`, or `[tool.pixi]` of a `pyproject.toml`):
/// conda and PyPI dependencies, also per feature.
fn pixi_deps(t: &toml::Table, out: &mut Vec<String>) {
    for table in ["dependencies", "pypi-dependencies"] {
        out.extend(keys(t.get(table)));
    }
    for (_, feature) in t
        .get("feature")
        .and_then(Toml::as_table)
        .into_iter()
        .flatten()
    {
        for table in ["dependencies", "pypi-dependencies"] {
            out.extend(keys(feature.get(table)));
        }
    }
}

/// Package names in an npm lockfile: `package-lock.json` (`packages` keys
/// `node_modules/NAME`, `dependencies` keys), `yarn.lock` (`NAME@range:`
/// heads) and `pnpm-lock.yaml` (`/NAME@version:` keys).
fn npm_lock(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Ok(j) = serde_json::from_str::<Json>(text) {
        for table in ["packages", "dependencies"] {
            for key in j
                .get(table)
                .and_then(Json::as_object)
                .into_iter()
                .flat_map(|m| m.keys())
            {
                let name = key.rsplit("node_modules/").next().unwrap_or(key);
                if !name.is_empty() {
                    out.push(name.to_owned());
                }
            }
        }
        return out;
    }
    for line in text.lines() {
        let t = line.trim();
        let Some(head) = t.strip_suffix(':') else {
            continue;
        };
        for spec in head.split(", ") {
            let spec = spec
                .trim_matches(|c| c == '"' || c == '\'')
                .trim_start_matches('/');
            let name = npm_name(spec);
            if !name.is_empty() && name != spec || spec.contains('@') {
                out.push(name.to_owned());
            }
        }
    }
    out
}

fn pyproject_deps(t: &toml::Table, out: &mut Vec<String>) {
    out.extend(strings(at(t, &["project", "dependencies"])));
    if let Some(pixi) = at(t, &["tool", "pixi"]).and_then(Toml::as_table) {
        pixi_deps(pixi, out);
    }
    out.extend(strings(at(t, &["build-system", "requires"])));
    out.extend(strings(at(t, &["tool", "uv", "dev-dependencies"])));
    out.extend(strings(at(t, &["tool", "uv", "constraint-dependencies"])));
    out.extend(strings(at(t, &["tool", "uv", "override-dependencies"])));
    out.extend(strings(at(t, &["tool", "rye", "dev-dependencies"])));
    for groups in [
        at(t, &["project", "optional-dependencies"]),
        t.get("dependency-groups"),
        at(t, &["tool", "pdm", "dev-dependencies"]),
    ] {
        for (_, list) in groups.and_then(Toml::as_table).into_iter().flatten() {
            out.extend(strings(Some(list)));
        }
    }
    // Hatch environments: `[tool.hatch.envs.NAME] dependencies`.
    for (_, env) in at(t, &["tool", "hatch", "envs"])
        .and_then(Toml::as_table)
        .into_iter()
        .flatten()
    {
        out.extend(strings(env.get("dependencies")));
        out.extend(strings(env.get("extra-dependencies")));
    }
    let poetry = at(t, &["tool", "poetry"]);
    for table in ["dependencies", "dev-dependencies"] {
        out.extend(
            keys(poetry.and_then(|p| p.get(table)))
                .into_iter()
                .filter(|k| k != "python"),
        );
    }
    for (_, group) in poetry
        .and_then(|p| p.get("group"))
        .and_then(Toml::as_table)
        .into_iter()
        .flatten()
    {
        out.extend(
            keys(group.get("dependencies"))
                .into_iter()
                .filter(|k| k != "python"),
        );
    }
}

fn cargo_deps(t: &toml::Table, out: &mut Vec<String>) {
    fn tables(t: &toml::Table, out: &mut Vec<String>) {
        for table in [
            "dependencies",
            "dev-dependencies",
            "build-dependencies",
            "dev_dependencies",
            "build_dependencies",
        ] {
            for (key, spec) in t.get(table).and_then(Toml::as_table).into_iter().flatten() {
                let real = spec.get("package").and_then(Toml::as_str).unwrap_or(key);
                out.push(real.to_owned());
            }
        }
    }
    tables(t, out);
    if let Some(ws) = t.get("workspace").and_then(Toml::as_table) {
        tables(ws, out);
    }
    for (_, target) in t
        .get("target")
        .and_then(Toml::as_table)
        .into_iter()
        .flatten()
    {
        if let Some(target) = target.as_table() {
            tables(target, out);
        }
    }
}

/// The project name of a PEP 508 requirement: `Name[extra]>=1; marker` →
/// `Name`; a direct reference (`name @ URL`), a wheel or sdist file name or
/// URL, a VCS URL (`git+https://…/name.git`, `#egg=name`) → its project.
fn pep508_name(req: &str) -> Option<String> {
    let req = req.trim();
    if let Some(egg) = req.split("#egg=").nth(1) {
        return pep508_name(egg);
    }
    let name: String = req
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    let rest = req.get(name.len()..).unwrap_or("");
    if rest.contains("://") && !rest.trim_start().starts_with('@')
        || name.is_empty() && req.contains("://")
    {
        return url_project(req);
    }
    if is_archive(&name) {
        return archive_project(&name);
    }
    (!name.is_empty()).then_some(name)
}

/// The project of a local path: an archive's file name
/// (`vendor/pytest_xdist-3.5.0.tar.gz`), else the directory's name
/// (`../pytest-xdist`, `vendor/left-pad/`); `.` and `..` name none.
fn local_project(t: &str) -> Option<String> {
    if is_archive(t) {
        return archive_project(t);
    }
    let last = t.trim_end_matches('/').rsplit('/').next().unwrap_or("");
    (!last.is_empty() && last.chars().any(|c| c.is_ascii_alphanumeric()) && last != "~")
        .then(|| last.to_owned())
}

/// [`pep508_name`], and for a direct reference (`xd @ git+https://…/pytest-xdist`)
/// also the project its URL installs: the name before `@` is only a label.
fn pep508_names(req: &str) -> Vec<String> {
    let mut out: Vec<String> = pep508_name(req).into_iter().collect();
    if let Some((_, url)) = req.split_once('@')
        && url.contains("://")
        && let Some(p) = url_project(url.split(';').next().unwrap_or(url).trim())
        && !out.contains(&p)
    {
        out.push(p);
    }
    out
}

fn is_archive(t: &str) -> bool {
    [".whl", ".tar.gz", ".zip", ".tar.bz2", ".tgz", ".egg"]
        .iter()
        .any(|x| t.ends_with(x))
}

/// `pytest_xdist-3.5.0-py3-none-any.whl`, `pytest-xdist-3.5.0.tar.gz` → the project.
fn archive_project(file: &str) -> Option<String> {
    let base = file.rsplit('/').next().unwrap_or(file);
    let cut = base
        .char_indices()
        .find(|(i, c)| {
            *c == '-'
                && base
                    .get(i + 1..)
                    .is_some_and(|r| r.starts_with(|d: char| d.is_ascii_digit()))
        })
        .map_or(base.len(), |(i, _)| i);
    let name = base.get(..cut)?;
    (!name.is_empty() && !is_archive(name)).then(|| name.to_owned())
}

/// The project a URL installs: an archive's file name, or a repository's name.
fn url_project(url: &str) -> Option<String> {
    let path = url.split(['#', '?']).next().unwrap_or(url);
    let path = path
        .rsplit_once('@')
        .filter(|(a, _)| a.contains('/') && a.matches('/').count() > 2)
        .map_or(path, |(a, _)| a);
    let last = path.trim_end_matches('/').rsplit('/').next()?;
    // `github.com/OWNER/REPO/archive/refs/tags/v1.tar.gz`: the repository.
    if let Some((repo_path, _)) = path.split_once("/archive/")
        && let Some(repo) = repo_path.rsplit('/').next()
    {
        return (!repo.is_empty()).then(|| repo.to_owned());
    }
    if is_archive(last) {
        return archive_project(last);
    }
    let name = last.trim_end_matches(".git");
    (!name.is_empty() && !name.contains(':')).then(|| name.to_owned())
}

/// Requirement names in a requirements/constraints file. `-r`/`-c` includes
/// are not read here ([`includes`]: a write that adds one reads the file);
/// `-e …#egg=name` counts; local paths do not.
fn text_requirements(text: &str) -> Vec<String> {
    let joined = text.replace("\\\n", " ");
    let mut out = Vec::new();
    for raw in joined.lines() {
        let line = match raw.find(" #").or_else(|| raw.starts_with('#').then_some(0)) {
            Some(i) => raw.get(..i).unwrap_or(""),
            None => raw,
        }
        .trim();
        if let Some(egg) = raw.split("#egg=").nth(1) {
            out.extend(pep508_name(egg));
            continue;
        }
        if line.is_empty() || line.starts_with('-') && !line.starts_with("-e ") {
            continue;
        }
        let line = line.strip_prefix("-e ").map_or(line, str::trim);
        if line.starts_with('.') || line.starts_with('/') || line.starts_with('{') {
            continue;
        }
        out.extend(pep508_names(line));
    }
    out
}

/// `@scope/name@1.2` → `@scope/name`; `name@1` → `name`.
fn npm_name(spec: &str) -> &str {
    let from = usize::from(spec.starts_with('@'));
    match spec.get(from..).and_then(|s| s.find('@')) {
        Some(i) => spec.get(..i + from).unwrap_or(spec),
        None => spec,
    }
}

/// How an installer's words are read.
#[derive(Clone, Copy)]
struct Installer {
    /// Program names (a `pip3.12` spelling is `pip`).
    progs: &'static [&'static str],
    /// The subcommand words that install (after global options).
    sub: &'static [&'static str],
    eco: Eco,
    /// The first operand is not a package (`pipx inject VENV PKG`).
    skip_first: bool,
}

/// The installer table.
#[rustfmt::skip]
const INSTALLERS: &[Installer] = &[
    Installer { progs: &["pip"], sub: &["install"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["uv"], sub: &["add"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["uv"], sub: &["pip", "install"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["uv"], sub: &["tool", "install"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["poetry", "pdm", "rye"], sub: &["add"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["pipenv"], sub: &["install"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["pipx"], sub: &["install"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["pipx"], sub: &["inject"], eco: Eco::Python, skip_first: true },
    Installer { progs: &["conda", "mamba", "micromamba"], sub: &["install"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["conda", "mamba", "micromamba"], sub: &["create"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["easy_install"], sub: &[], eco: Eco::Python, skip_first: false },
    Installer { progs: &["cargo"], sub: &["add"], eco: Eco::Cargo, skip_first: false },
    Installer { progs: &["cargo"], sub: &["install"], eco: Eco::Cargo, skip_first: false },
    Installer { progs: &["cargo-add"], sub: &[], eco: Eco::Cargo, skip_first: false },
    Installer { progs: &["npm", "pnpm", "bun"], sub: &["install"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm", "pnpm", "bun"], sub: &["i"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm", "pnpm", "bun", "yarn"], sub: &["add"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["isntall"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["in"], eco: Eco::Npm, skip_first: false },
    // npm's other spellings of `install` (its command aliases and typos).
    Installer { progs: &["npm"], sub: &["ins"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["inst"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["insta"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["instal"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["isnt"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["isnta"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["isntal"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm", "pnpm"], sub: &["install-test"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm", "pnpm"], sub: &["it"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["bun"], sub: &["a"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["yarn"], sub: &["global", "add"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["pnpm", "yarn"], sub: &["dlx"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npx", "bunx", "pnpx"], sub: &[], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["bun"], sub: &["x"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["exec"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["npm"], sub: &["x"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["deno"], sub: &["add"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["deno"], sub: &["install"], eco: Eco::Npm, skip_first: false },
    Installer { progs: &["uv"], sub: &["tool", "run"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["pipx"], sub: &["runpip"], eco: Eco::Python, skip_first: true },
    Installer { progs: &["pixi"], sub: &["add"], eco: Eco::Python, skip_first: false },
    Installer { progs: &["cargo"], sub: &["binstall"], eco: Eco::Cargo, skip_first: false },
    Installer { progs: &["cargo-binstall"], sub: &[], eco: Eco::Cargo, skip_first: false },
];

/// Global options (before the subcommand) that take a value, per program.
fn global_valued(prog: &str) -> &'static [&'static str] {
    match prog {
        "pip" => &[
            "--python",
            "--log",
            "--proxy",
            "--cache-dir",
            "--timeout",
            "--retries",
            "--cert",
            "--client-cert",
            "--exists-action",
            "--trusted-host",
            "--use-feature",
            "--use-deprecated",
            "--progress-bar",
        ],
        "npm" | "pnpm" | "bun" | "yarn" => &[
            "--prefix",
            "-C",
            "--dir",
            "--cwd",
            "-w",
            "--workspace",
            "--registry",
            "--loglevel",
            "--cache",
            "--filter",
            "-F",
            "--userconfig",
        ],
        "cargo" => &["-Z", "--config", "-C", "--color"],
        "uv" => &[
            "--directory",
            "--project",
            "--python",
            "-p",
            "--cache-dir",
            "--color",
            "--config-file",
        ],
        "poetry" | "pdm" | "rye" | "pipenv" => {
            &["-C", "--directory", "--project", "-P", "--python"]
        }
        "conda" | "mamba" | "micromamba" => &["-n", "--name", "-p", "--prefix", "-c", "--channel"],
        _ => &[],
    }
}

/// Options after the subcommand that take a value (not a package).
#[rustfmt::skip]
const VALUED: &[&str] = &[
    "-r", "--requirement", "--requirements", "-c", "--constraint", "--constraints", "-e", "--editable", "-i",
    "--index-url", "--extra-index-url", "--default-index", "--index", "-t", "--target", "--prefix", "--root", "-f",
    "--find-links", "--python", "-p", "--platform", "--python-version", "--implementation", "--abi", "--src",
    "--upgrade-strategy", "--progress-bar", "--trusted-host", "--cert", "--client-cert", "--proxy", "--timeout",
    "--retries", "--log", "--cache-dir", "--only-binary", "--no-binary", "--config-settings", "-C", "--group",
    "--optional", "--extra", "--package", "--branch", "--tag", "--rev", "--directory", "--project", "-G", "-E",
    "--extras", "--source", "--markers", "--spec", "--pip-args", "--suffix", "--python-preference",
    "--index-strategy", "--script", "-F", "--features", "--rename", "--registry", "--path", "--git",
    "--manifest-path", "--lockfile-path", "-Z", "--config", "--color", "--save-prefix", "-w", "--workspace",
    "--cache", "--dir", "--filter", "--cwd", "-n", "--name", "--channel", "--file", "--prefix-dir",
    "--keyring-provider", "--resolution", "--prerelease", "--exclude-newer", "--link-mode", "--compile-bytecode",
    "--env-file", "--dev-group", "--categories", "--version", "--root-dir", "--target-dir", "--profile", "--bin",
    "--example", "--jobs", "-j", "--loglevel", "--userconfig", "--include", "--omit",
];

/// Options whose value is a package (`uv run --with x`, `npx -p x`, `uvx --from x`).
const PACKAGE_VALUED: &[&str] = &[
    "--with",
    "--with-editable",
    "--from",
    "--package",
    "-p",
    "--spec",
];

/// The installer a command runs, with the words after its subcommand.
fn installer(c: &Command) -> Option<(Installer, &[shell::Word])> {
    let argv = &c.argv;
    let base = runner_skip(argv);
    // `$VIRTUAL_ENV/bin/pip`, `~/.local/bin/pip`: the program is the last part.
    let mut prog = argv
        .get(base)?
        .text
        .rsplit('/')
        .next()
        .unwrap_or_default()
        .to_owned();
    let mut k = base + 1;
    // `corepack yarn add x`: corepack runs the package manager named next.
    if prog == "corepack" {
        prog = argv.get(k)?.text.clone();
        k += 1;
    }
    // `python3 -I -m pip …`, `py -m pip`, `python -m uv …`.
    if prog.starts_with("python") || prog == "py" {
        while let Some(w) = argv.get(k) {
            k += 1;
            match w.text.as_str() {
                "-m" => break,
                "-W" | "-X" => k += 1,
                t if t.starts_with('-') => {}
                _ => return None,
            }
        }
        prog = argv.get(k)?.text.clone();
        k += 1;
    }
    if prog.starts_with("pip")
        && prog != "pipx"
        && prog != "pipenv"
        && prog
            .trim_start_matches("pip")
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.')
    {
        prog = "pip".into();
    }
    // Global options (and `cargo +toolchain`, `yarn workspace NAME`,
    // `npm exec --`, `pnpm -r`) before the subcommand.
    let valued = global_valued(&prog);
    while let Some(w) = argv.get(k) {
        let t = w.text.as_str();
        if valued.contains(&t) {
            k += 2;
        } else if t.starts_with('-') || t.starts_with('+') {
            k += 1;
        } else if matches!(prog.as_str(), "yarn" | "pnpm") && t == "workspace" {
            k += 2;
        } else {
            break;
        }
    }
    let rest = argv.get(k..).unwrap_or(&[]);
    INSTALLERS.iter().find_map(|i| {
        if !i.progs.contains(&prog.as_str()) {
            return None;
        }
        let words: Vec<&str> = rest
            .iter()
            .take(i.sub.len())
            .map(|w| w.text.as_str())
            .collect();
        (words == i.sub).then(|| (*i, rest.get(i.sub.len()..).unwrap_or(&[])))
    })
}

/// Where the command a project runner runs begins in `argv` (0: no runner):
/// `pipenv run CMD`, `pixi run CMD`, `conda run -n ENV CMD` (and mamba,
/// micromamba), `tox exec -e ENV -- CMD`, `hatch env run -- CMD`. The
/// runners the shell parser unwraps itself (`uv run`, `poetry run` …) never
/// reach here as runners.
fn runner_skip(argv: &[shell::Word]) -> usize {
    let text = |i: usize| argv.get(i).map_or("", |w| w.text.as_str());
    let prog = text(0).rsplit('/').next().unwrap_or("");
    match (prog, text(1)) {
        ("pipenv" | "pixi", "run") => {
            let mut i = 2;
            while text(i).starts_with('-') {
                i += if matches!(text(i), "-e" | "--environment" | "--manifest-path") {
                    2
                } else {
                    1
                };
            }
            i
        }
        ("conda" | "mamba" | "micromamba", "run") => {
            let mut i = 2;
            while text(i).starts_with('-') {
                i += if matches!(text(i), "-n" | "--name" | "-p" | "--prefix" | "--cwd") {
                    2
                } else {
                    1
                };
            }
            i
        }
        ("tox", "exec" | "run" | "r" | "e") | ("hatch", "env") => argv
            .iter()
            .position(|w| w.text == "--")
            .map_or(0, |i| i + 1),
        _ => 0,
    }
}

fn dynamic_refusal(c: &Command, w: &shell::Word) -> Verdict {
    refusal(GUARD.name, format!("`{}`: the package `{}` is only known at run time", short(&c.text), w.raw))
        .rule("banned dependencies (`.claude/banned-libraries.txt`) can only be kept out when the name is visible before the command runs")
        .instead("write the package name literally")
        .allow(ALLOW_HINT)
        .verdict()
}

/// The project a package word names, in its ecosystem (`None`: a local path, an index URL).
fn package_of(eco: Eco, t: &str) -> Option<String> {
    match eco {
        Eco::Npm => {
            let t = t.strip_prefix("npm:").unwrap_or(t);
            // `pad@npm:left-pad@1`: an alias installs the package after `npm:`.
            let t = t.split_once("@npm:").map_or(t, |(_, real)| real);
            if t.starts_with('.') || t.starts_with('/') || t.starts_with("file:") {
                // A local tarball (`./vendor/left-pad-1.3.0.tgz`) or package
                // directory: its file or directory name.
                return local_project(t.trim_start_matches("file:"));
            }
            // A tarball or git URL, `github:owner/repo`, `owner/repo`: the
            // repository's (or the archive's) name.
            if t.contains("://") {
                return url_project(t);
            }
            if let Some(repo) = ["github:", "gitlab:", "bitbucket:", "git@"]
                .iter()
                .find_map(|p| t.strip_prefix(p))
                .or_else(|| (!t.starts_with('@') && t.contains('/')).then_some(t))
            {
                return url_project(repo.split('#').next().unwrap_or(repo));
            }
            Some(npm_name(t).to_owned())
        }
        Eco::Cargo => {
            if t.contains("://") {
                return url_project(t);
            }
            Some(t.split('@').next().unwrap_or(t).to_owned())
        }
        Eco::Python => {
            // `conda install conda-forge::name`: the channel is not the package.
            let t = t.split_once("::").map_or(t, |(_, name)| name);
            if t.starts_with('.') || t.starts_with('/') || t.starts_with('~') {
                return local_project(t);
            }
            if !t.contains("://") && t.contains('/') && !t.contains(" @ ") {
                // A local directory or archive (`dist/pkg-1.0.tar.gz`).
                return local_project(t);
            }
            pep508_name(t)
        }
    }
}

fn judge_install(c: &Command, a: &shell::Analysis, ctx: &Ctx) -> Result<Option<Verdict>, Failure> {
    // Packages named by wrappers: `uv run --with x`, `uvx x`, `pipx run x`.
    for w in &c.ctx.wrappers {
        let eco = match w.name.as_str() {
            "uvx" | "uv run" | "pipx run" | "poetry run" | "pdm run" | "hatch run" | "rye run" => {
                Eco::Python
            }
            _ => continue,
        };
        let mut names: Vec<String> = Vec::new();
        let mut k = 0;
        while let Some(arg) = w.args.get(k) {
            k += 1;
            let t = arg.text.as_str();
            let (flag, inline) = t
                .split_once('=')
                .map_or((t, None), |(f, v)| (f, Some(v.to_owned())));
            if PACKAGE_VALUED.contains(&flag) && flag != "-p" {
                let v = inline.or_else(|| w.args.get(k).map(|v| v.text.clone()));
                if !t.contains('=') {
                    k += 1;
                }
                names.extend(
                    v.into_iter()
                        .flat_map(|v| v.split(',').filter_map(pep508_name).collect::<Vec<_>>()),
                );
            }
        }
        if matches!(w.name.as_str(), "uvx" | "pipx run")
            && !w
                .args
                .iter()
                .any(|a| a.text.starts_with("--from") || a.text.starts_with("--spec"))
        {
            names.extend(c.program().and_then(pep508_name));
        }
        for name in names {
            if let Some(entry) = banned_entry(&ctx.banned, eco, &name) {
                return Ok(Some(deny(
                    &format!("`{}` (runs with `{name}`)", short(&c.text)),
                    &entry,
                )));
            }
        }
    }
    // `npm pkg set dependencies.x=1`.
    if c.program() == Some("npm") && c.arg_texts().get(..2) == Some(&["pkg", "set"]) {
        for t in c.arg_texts().iter().skip(2) {
            let Some((key, _)) = t.split_once('=') else {
                continue;
            };
            // `dependencies[left-pad]` is `dependencies.left-pad`.
            let key = key.replacen('[', ".", 1).replace(']', "");
            let key = key.as_str();
            let name = [
                "dependencies.",
                "devDependencies.",
                "peerDependencies.",
                "optionalDependencies.",
            ]
            .iter()
            .find_map(|p| key.strip_prefix(p));
            if let Some(name) = name
                && let Some(entry) = banned_entry(&ctx.banned, Eco::Npm, name)
            {
                return Ok(Some(deny(
                    &format!("`{}` (adds `{name}` to `package.json`)", short(&c.text)),
                    &entry,
                )));
            }
        }
    }
    // `uv pip sync FILE…`, `pip-sync FILE…`: the files are what gets installed.
    let texts = c.arg_texts();
    let sync_from = match c.program() {
        Some("pip-sync") => Some(0),
        Some("uv") if texts.get(..2) == Some(&["pip", "sync"]) => Some(2),
        _ => None,
    };
    if let Some(from) = sync_from {
        for w in c
            .args()
            .iter()
            .skip(from)
            .filter(|w| !w.text.starts_with('-'))
        {
            if let Some(v) = judge_requirements(c, a, Some(w), Some(&w.text), ctx)? {
                return Ok(Some(v));
            }
        }
        return Ok(None);
    }
    let Some((inst, args)) = installer(c) else {
        return Ok(None);
    };
    let eco = inst.eco;
    // `echo x | xargs pip install`, `xargs pip install < pkgs.txt`: the
    // packages come from standard input, when the command shows it.
    if c.ctx.via.contains(&shell::Via::Xargs) && !args.iter().any(|w| w.text == "-r") {
        for name in xargs_input(c, a, ctx)
            .split_whitespace()
            .filter_map(|t| package_of(eco, t))
        {
            if let Some(entry) = banned_entry(&ctx.banned, eco, &name) {
                return Ok(Some(deny(
                    &format!("`{}` (installs `{name}` from its input)", short(&c.text)),
                    &entry,
                )));
            }
        }
    }
    // `pip install --no-index --find-links dist/ "$PKG"`: only local files can be installed.
    let local_only = args
        .iter()
        .any(|w| w.text == "--no-index" || w.text == "--offline");
    let mut k = 0;
    let mut first_operand = true;
    while let Some(w) = args.get(k) {
        k += 1;
        let t = w.text.as_str();
        if t == "--" {
            continue;
        }
        if t.starts_with('-') && t.len() > 1 {
            let (flag, inline) = match t.split_once('=') {
                Some((f, v)) => (f, Some(v.to_owned())),
                None => (t, None),
            };
            // Short clusters with an attached value (`-rrequirements.txt`).
            let (flag, inline) = if !flag.starts_with("--")
                && flag.len() > 2
                && inline.is_none()
                && matches!(flag.get(..2), Some("-r" | "-c"))
            {
                (
                    flag.get(..2).unwrap_or(flag),
                    flag.get(2..).map(str::to_owned),
                )
            } else {
                (flag, inline)
            };
            let package_flag = match eco {
                Eco::Npm => matches!(flag, "-p" | "--package"),
                Eco::Python => matches!(flag, "--with" | "--with-editable" | "--from" | "--spec"),
                Eco::Cargo => false,
            };
            // npm's `-E` (save exact), `-D` …, pnpm's `-w` (workspace root)
            // take no value.
            let npm_boolean = eco == Eco::Npm
                && (matches!(
                    flag,
                    "-E" | "-G" | "-e" | "-r" | "-c" | "-i" | "-t" | "-n" | "-f"
                ) || flag == "-w" && c.argv.iter().take(3).any(|w| w.text == "pnpm"));
            if !VALUED.contains(&flag) && !package_flag || npm_boolean {
                continue;
            }
            let value_word = if inline.is_none() { args.get(k) } else { None };
            let value = inline.or_else(|| value_word.map(|v| v.text.clone()));
            if value_word.is_some() {
                k += 1;
            }
            if package_flag && let Some(v) = &value {
                if let Some(name) = package_of(eco, v)
                    && let Some(entry) = banned_entry(&ctx.banned, eco, &name)
                {
                    return Ok(Some(deny(
                        &format!("`{}` (installs `{name}`)", short(&c.text)),
                        &entry,
                    )));
                }
                continue;
            }
            if eco == Eco::Python
                && matches!(
                    flag,
                    "-r" | "--requirement" | "--requirements" | "--file" | "--with-requirements"
                )
                && let Some(v) = judge_requirements(c, a, value_word, value.as_deref(), ctx)?
            {
                return Ok(Some(v));
            }
            if eco == Eco::Python
                && matches!(flag, "-e" | "--editable")
                && let Some(name) = value.as_deref().and_then(|v| match v.split_once("#egg=") {
                    Some((_, egg)) => pep508_name(egg),
                    // `-e ../pytest-xdist`, `-e git+https://…/pytest-xdist.git`.
                    None => package_of(eco, v),
                })
                && let Some(entry) = banned_entry(&ctx.banned, eco, &name)
            {
                return Ok(Some(deny(
                    &format!("`{}` (installs `{name}`)", short(&c.text)),
                    &entry,
                )));
            }
            continue;
        }
        if std::mem::take(&mut first_operand) && inst.skip_first {
            continue;
        }
        if w.dynamic && (w.raw.contains('$') || w.raw.contains('`')) {
            // A local build (`dist/${NAME}-*.tar.gz`) or a local-only install is no download.
            let local =
                w.prefix.contains('/') || w.raw.contains('/') && is_archive(t) || local_only;
            if local {
                continue;
            }
            return Ok(Some(dynamic_refusal(c, w)));
        }
        let Some(name) = package_of(eco, t) else {
            continue;
        };
        if let Some(entry) = banned_entry(&ctx.banned, eco, &name) {
            return Ok(Some(deny(
                &format!("`{}` (installs `{name}`)", short(&c.text)),
                &entry,
            )));
        }
    }
    Ok(None)
}

/// What `xargs` feeds a command: earlier pipeline stages' `echo`/`printf`
/// words and `cat` files, and files redirected into `xargs`.
fn xargs_input(c: &Command, a: &shell::Analysis, ctx: &Ctx) -> String {
    let mut text = String::new();
    let read = |f: &str| {
        edits::read_bounded(&edits::resolve(f, ctx.cwd), 1 << 20)
            .ok()
            .flatten()
            .unwrap_or_default()
    };
    // `xargs -a FILE pip install`: the file is the input.
    for w in c.ctx.wrappers.iter().filter(|w| w.name == "xargs") {
        let mut it = w.args.iter();
        while let Some(arg) = it.next() {
            let file = match arg.text.as_str() {
                "-a" | "--arg-file" => it.next().map(|f| f.text.clone()),
                t => t
                    .strip_prefix("--arg-file=")
                    .or_else(|| t.strip_prefix("-a").filter(|f| !f.is_empty()))
                    .map(str::to_owned),
            };
            if let Some(f) = file {
                text.push_str(&read(&f));
                text.push('\n');
            }
        }
    }
    for p in &a.commands {
        let earlier = match (c.ctx.pipeline, p.ctx.pipeline) {
            (Some(me), Some(them)) => them.len == me.len && them.index < me.index,
            _ => false,
        };
        let feeder = p.program() == Some("xargs") && p.ctx.pipeline == c.ctx.pipeline;
        if feeder {
            for r in p
                .redirects
                .iter()
                .filter(|r| r.kind == shell::RedirectKind::Input)
            {
                text.push_str(&read(&r.target.text));
                text.push('\n');
            }
        }
        if !earlier {
            continue;
        }
        match p.program() {
            Some("echo" | "printf") => {
                for w in p.args() {
                    text.push_str(&w.text.replace("\\n", "\n"));
                    text.push('\n');
                }
            }
            Some("cat") => {
                for w in p.args().iter().filter(|w| !w.text.starts_with('-')) {
                    text.push_str(&read(&w.text));
                    text.push('\n');
                }
            }
            _ => {}
        }
    }
    text
}

/// `pip install -r FILE`: the file's requirements are what gets installed.
/// The file is read from disk, or from the command when it is standard
/// input (`-r /dev/stdin <<< …`, `echo … | pip install -r -`) or a process
/// substitution (`-r <(echo …)`).
fn judge_requirements(
    c: &Command,
    a: &shell::Analysis,
    word: Option<&shell::Word>,
    file: Option<&str>,
    ctx: &Ctx,
) -> Result<Option<Verdict>, Failure> {
    let Some(file) = file else { return Ok(None) };
    let raw = word.map_or(file, |w| w.raw.as_str());
    let text = if raw.starts_with("<(") {
        // The echo/printf words inside the substitution.
        let inner = shell::analyse(raw.trim_start_matches("<(").trim_end_matches(')'));
        Some(
            inner
                .commands
                .iter()
                .filter(|x| matches!(x.program(), Some("echo" | "printf" | "cat")))
                .flat_map(|x| x.args().iter().map(|w| w.text.replace("\\n", "\n")))
                .collect::<Vec<_>>()
                .join("\n"),
        )
    } else if matches!(file, "-" | "/dev/stdin" | "/dev/fd/0") {
        let mut text: Vec<String> = c
            .redirects
            .iter()
            .filter_map(|r| match r.kind {
                shell::RedirectKind::Heredoc => r.body.clone(),
                shell::RedirectKind::HereString => Some(r.target.text.clone()),
                _ => None,
            })
            .collect();
        if let Some(me) = c.ctx.pipeline {
            text.extend(
                a.commands
                    .iter()
                    .filter(|p| {
                        p.ctx
                            .pipeline
                            .is_some_and(|q| q.len == me.len && q.index < me.index)
                    })
                    .flat_map(|p| p.args().iter().map(|w| w.text.replace("\\n", "\n"))),
            );
        }
        Some(text.join("\n"))
    } else if word.is_some_and(|w| w.dynamic) {
        return Ok(Some(dynamic_refusal(
            c,
            word.unwrap_or(&shell::Word::literal(file)),
        )));
    } else {
        let path = edits::resolve(file, ctx.cwd);
        match ctx.written.iter().find(|(p, _)| *p == path) {
            Some((_, text)) => Some(text.clone()),
            None => edits::read_bounded(&path, 1 << 20).map_err(|e| Failure::new(e.0))?,
        }
    };
    let Some(text) = text else { return Ok(None) };
    for name in text_requirements(&text) {
        if let Some(entry) = banned_entry(&ctx.banned, Eco::Python, &name) {
            let line = line_of(&text, &name)
                .map(|l| format!(" line {l}"))
                .unwrap_or_default();
            return Ok(Some(deny(
                &format!("`{}` (`{file}`{line} installs `{name}`)", short(&c.text)),
                &entry,
            )));
        }
    }
    Ok(None)
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
    fn names_are_normalised_per_ecosystem() {
        assert_eq!(norm(Eco::Python, "Pytest__XDist.foo"), "pytest-xdist-foo");
        assert_eq!(norm(Eco::Cargo, "Foo_Bar"), "foo-bar");
        assert_eq!(norm(Eco::Npm, "lodash.merge"), "lodash.merge");
        assert_eq!(
            pep508_name("requests[socks]>=2; python_version<'3.8'").as_deref(),
            Some("requests")
        );
        assert_eq!(npm_name("@scope/pkg@^1.2"), "@scope/pkg");
        assert_eq!(npm_name("left-pad@1"), "left-pad");
    }

    #[test]
    fn manifests_declare_what_they_declare() {
        let py = "[project]\ndescription = \"not pytest-xdist\"\ndependencies = [\"a>=1\"]\n# pytest-xdist\n[project.optional-dependencies]\nt = [\"B[x]\"]\n[dependency-groups]\ndev = [\"c\", {include-group = \"t\"}]\n[tool.poetry.dependencies]\npython = \"^3.11\"\nd = \"*\"\n[tool.poetry.group.x.dependencies]\ne = \"1\"\n";
        assert_eq!(
            deps(Manifest::Pyproject, py).unwrap(),
            ["a", "B", "c", "d", "e"]
        );
        let cargo = "[dependencies]\na = \"1\"\nb = { package = \"real\", version = \"1\" }\n[target.'cfg(unix)'.dev-dependencies]\nc = \"1\"\n[workspace.dependencies]\nd = \"1\"\n";
        assert_eq!(
            deps(Manifest::Cargo, cargo).unwrap(),
            ["a", "real", "d", "c"]
        );
        let js = r#"{"dependencies": {"a": "1"}, "devDependencies": {"x": "npm:real@1"}, "peerDependencies": {"c": "*"}}"#;
        assert_eq!(deps(Manifest::PackageJson, js).unwrap(), ["a", "real", "c"]);
        let req = "# c\n-r base.txt\nA==1 # pinned\nb[x] ; python_version < '3'\n-e git+https://x/y#egg=c\nhttps://x/d.whl\n./local\n";
        assert_eq!(deps(Manifest::Requirements, req).unwrap(), ["A", "b", "c"]);
        assert!(
            deps(Manifest::Cargo, "[dependencies\n")
                .unwrap_err()
                .contains("line 1")
        );
        let hatch = "[envs.test]\ndependencies = [\"a\"]\nextra-dependencies = [\"b\"]\n";
        assert_eq!(deps(Manifest::Hatch, hatch).unwrap(), ["a", "b"]);
        let pixi = "[dependencies]\na = \"*\"\n[pypi-dependencies]\nb = \"*\"\n[feature.t.dependencies]\nc = \"*\"\n";
        assert_eq!(deps(Manifest::Pixi, pixi).unwrap(), ["a", "b", "c"]);
        let tox =
            "requires = [\"a\"]\n[env_run_base]\ndeps = [\"b\"]\n[env.lint]\ndeps = [\"c\"]\n";
        assert_eq!(deps(Manifest::ToxToml, tox).unwrap(), ["a", "b", "c"]);
        let lock = "version = 1\n[[package]]\nname = \"a\"\n[[package]]\nname = \"b\"\n";
        assert_eq!(deps(Manifest::PyLock, lock).unwrap(), ["a", "b"]);
        let yarn = "__metadata:\n  version: 6\n\n\"left-pad@npm:^1.3.0\", left-pad@^1:\n  version: 1.3.0\n";
        assert!(
            deps(Manifest::NpmLock, yarn)
                .unwrap()
                .contains(&"left-pad".to_owned())
        );
        let npm = r#"{"packages": {"": {}, "node_modules/@s/a": {}, "node_modules/x/node_modules/b": {}}}"#;
        assert_eq!(deps(Manifest::NpmLock, npm).unwrap(), ["@s/a", "b"]);
        let setup = "REQS = ['a', 'b']\nsetup(install_requires=REQS)\n";
        assert_eq!(deps(Manifest::SetupPy, setup).unwrap(), ["a", "b"]);
    }

    #[test]
    fn direct_references_name_their_project() {
        for (t, want) in [
            ("github:stevemao/left-pad", "left-pad"),
            ("stevemao/left-pad", "left-pad"),
            ("pad@npm:left-pad@1.3.0", "left-pad"),
            (
                "https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",
                "left-pad",
            ),
            ("git+https://github.com/stevemao/left-pad.git", "left-pad"),
            ("@scope/x@2", "@scope/x"),
        ] {
            assert_eq!(package_of(Eco::Npm, t).as_deref(), Some(want), "{t}");
        }
        // A local path names its project by its file or directory name.
        assert_eq!(package_of(Eco::Npm, "."), None);
        assert_eq!(package_of(Eco::Npm, "./local").as_deref(), Some("local"));
        assert_eq!(
            package_of(Eco::Npm, "./vendor/left-pad-1.3.0.tgz").as_deref(),
            Some("left-pad")
        );
        assert_eq!(
            package_of(Eco::Python, "conda-forge::pytest-xdist").as_deref(),
            Some("pytest-xdist")
        );
        assert_eq!(
            package_of(
                Eco::Python,
                "https://github.com/o/pytest-xdist/archive/refs/tags/v3.5.0.tar.gz"
            )
            .as_deref(),
            Some("pytest-xdist")
        );
    }

    #[test]
    fn installing_files_are_read_as_commands() {
        let lines = |p: &str, t: &str| install_lines(p, t).unwrap();
        assert_eq!(
            lines("/r/Dockerfile", "FROM x\nRUN pip install \\\n  a\n"),
            ["pip install    a"]
        );
        assert_eq!(
            lines("/r/Makefile", "t:\n\t@pip install a\n"),
            ["pip install a"]
        );
        assert_eq!(
            lines("/r/noxfile.py", "    session.install(\"a\", 'b')\n"),
            ["pip install a b"]
        );
        assert_eq!(
            lines(
                "/r/.pre-commit-config.yaml",
                "  additional_dependencies: [a, \"b\"]\n"
            ),
            ["pip install 'a'", "pip install 'b'"]
        );
        assert!(
            lines(
                "/r/.github/workflows/ci.yml",
                "      - run: pip install a\n"
            )
            .contains(&"pip install a".to_owned())
        );
        assert_eq!(
            lines("/r/n.ipynb", "%pip install a\nx = 1\n"),
            ["pip install a"]
        );
        assert!(lines("/r/src/app.py", "x = 1\n").is_empty());
        assert_eq!(
            lines(
                "/r/scripts/boot.py",
                "subprocess.run([sys.executable, '-m', 'pip', 'install', 'a'])\n"
            ),
            ["pip install a"]
        );
        assert_eq!(
            lines("/r/Procfile", "web: pip install a\n"),
            ["pip install a"]
        );
        assert_eq!(
            lines("/r/compose.yaml", "    command: sh -c \"pip install a\"\n"),
            ["sh -c \"pip install a\""]
        );
        assert_eq!(install_lines("/r/README.md", "pip install a"), None);
    }
}
