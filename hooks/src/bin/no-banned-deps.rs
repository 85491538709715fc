//! no-banned-deps: refuses adding a banned dependency, to a manifest or
//! through a package manager.
//!
//! # What it refuses
//! - A Write, Edit, MultiEdit, NotebookEdit, `apply_patch` or Bash write that
//!   *adds* a banned name to a manifest, judged on the whole file after the
//!   edit, parsed: `pyproject.toml` (PEP 621 `dependencies` and
//!   `optional-dependencies`, PEP 735 `dependency-groups`, `build-system.requires`,
//!   Poetry `dependencies`/`dev-dependencies`/`group.*.dependencies`, uv and PDM
//!   dev lists), `Pipfile`, `requirements*.txt`/`constraints*.txt`/`*.in` (and
//!   `requirements/*.txt`), `Cargo.toml` (every dependency table, target-specific
//!   ones, `[workspace.dependencies]`, renamed `package = "x"`), `package.json`
//!   (`dependencies`, `devDependencies`, `peerDependencies`,
//!   `optionalDependencies`, `npm:` aliases).
//! - An edit after which such a manifest no longer parses ("the edit would
//!   break the manifest").
//! - Bash: `pip`/`pip3`/`python -m pip install`, `uv add`, `uv pip install`,
//!   `poetry add`, `pdm add`, `pipx install`, `cargo add`, `npm install|i|add`,
//!   `yarn add`, `pnpm add|install`, `bun add` of a banned name — wherever the
//!   command runs (`bash -c`, `sudo`, `&&` lists …); `pip install -r FILE` judges
//!   FILE. A package name only known at run time (`pip install "$PKG"`) is refused.
//!
//! Names are normalised: PEP 503 for Python (case, runs of `-_.`), `-`/`_` for
//! crates, case for npm; extras, versions, markers and URLs are stripped.
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
//! - `echo 'Pytest_XDist==3.5' >> requirements-dev.txt`; `sudo pip install pytest-xdist`
//! - `cargo add banned-crate@1`; `npm i -D banned-pkg`
//!
//! # Allowed
//! - Removing a banned dependency; editing a manifest that already has one
//!   (only additions count)
//! - A banned name in a TOML comment, a `description`, a README
//! - `pip install -e .`, `pip install pytest` when only `pytest-xdist` is banned
//!
//! # Configuration
//! `[no-banned-deps]`: `enabled`; `banned`: more names (added to
//! `.claude/banned-libraries.txt`). An entry may be scoped to one ecosystem:
//! `pypi:name`, `cargo:name`, `npm:name`.
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

const GUARD: Guard = Guard {
    name: "no-banned-deps",
    events: &[EventKind::PreToolUse],
    keys: &["banned"],
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Eco {
    Python,
    Cargo,
    Npm,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Manifest {
    Pyproject,
    Pipfile,
    Requirements,
    Cargo,
    PackageJson,
}

impl Manifest {
    fn of(path: &Path) -> Option<Manifest> {
        let name = path.file_name()?.to_str()?;
        let parent = path
            .parent()
            .and_then(Path::file_name)
            .and_then(|p| p.to_str())
            .unwrap_or("");
        Some(match name {
            "pyproject.toml" => Manifest::Pyproject,
            "Pipfile" => Manifest::Pipfile,
            "Cargo.toml" => Manifest::Cargo,
            "package.json" => Manifest::PackageJson,
            n if (n.starts_with("requirements") || n.starts_with("constraints"))
                && (n.ends_with(".txt") || n.ends_with(".in")) =>
            {
                Manifest::Requirements
            }
            n if parent == "requirements" && (n.ends_with(".txt") || n.ends_with(".in")) => {
                Manifest::Requirements
            }
            _ => return None,
        })
    }

    fn eco(self) -> Eco {
        match self {
            Manifest::Pyproject | Manifest::Pipfile | Manifest::Requirements => Eco::Python,
            Manifest::Cargo => Eco::Cargo,
            Manifest::PackageJson => Eco::Npm,
        }
    }
}

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let mut banned = cfg.list_file("banned-libraries.txt")?.unwrap_or_default();
    banned.extend(cfg.strings("banned")?.unwrap_or_default());
    if banned.is_empty() {
        return Ok(Verdict::Allow);
    }
    let changes = match &call.input {
        ToolInput::Bash(b) => {
            let a = shell::analyse(&b.command);
            if let Some(problem) =
                a.blocking_problem(|t| t.contains("install") || t.contains("add"))
            {
                return Err(Failure::new(format!(
                    "cannot analyse the command: {}",
                    problem.reason
                )));
            }
            for c in &a.commands {
                if let Some(v) = judge_install(c, &p.cwd, &banned)? {
                    return Ok(v);
                }
            }
            edits::bash::writes(&a, &p.cwd)
        }
        other => edits::of_tool(other, &p.cwd),
    }
    .map_err(|e| Failure::new(e.0))?;
    for change in changes.files.iter().filter(|c| !c.deleted) {
        let Some(kind) = Manifest::of(&change.path) else {
            continue;
        };
        let shown = change
            .path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("manifest");
        let after = match deps(kind, &change.after) {
            Ok(d) => d,
            // The fragment of an edit that cannot apply: the tool fails on its own.
            Err(_) if !change.exact => continue,
            Err(why) => {
                return Ok(refusal(GUARD.name, format!("{} that would break the manifest `{shown}` ({why})", change.via))
                    .rule("a manifest must parse after every edit: a broken one breaks the build and hides what it depends on")
                    .instead("write the whole manifest so it parses (check quotes, brackets and commas)")
                    .allow("the user can set `enabled = false` under `[no-banned-deps]` in `.claude/gatehouse.toml`")
                    .verdict());
            }
        };
        let before: BTreeSet<String> = deps(kind, &change.before)
            .unwrap_or_default()
            .iter()
            .map(|d| norm(kind.eco(), d))
            .collect();
        for dep in after {
            if before.contains(&norm(kind.eco(), &dep)) {
                continue;
            }
            if let Some(entry) = banned_entry(&banned, kind.eco(), &dep) {
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

/// PEP 503 for Python; crates.io treats `-` and `_` alike; npm is case-folded.
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
            out
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
        }
        Manifest::Pyproject | Manifest::Pipfile | Manifest::Cargo => {
            let t: toml::Table = text.parse().map_err(|e: toml::de::Error| {
                let line = e
                    .span()
                    .and_then(|s| text.get(..s.start))
                    .map_or(1, |s| s.matches('\n').count() + 1);
                format!("TOML error at line {line}: {}", e.message())
            })?;
            match kind {
                Manifest::Cargo => cargo_deps(&t, &mut out),
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

fn keys(v: Option<&Toml>) -> Vec<String> {
    v.and_then(Toml::as_table)
        .map(|t| t.keys().cloned().collect())
        .unwrap_or_default()
}

fn strings(v: Option<&Toml>) -> impl Iterator<Item = String> + '_ {
    v.and_then(Toml::as_array)
        .into_iter()
        .flatten()
        .filter_map(Toml::as_str)
        .filter_map(pep508_name)
}

fn at<'a>(t: &'a toml::Table, path: &[&str]) -> Option<&'a Toml> {
    let (first, rest) = path.split_first()?;
    rest.iter().try_fold(t.get(*first)?, |v, k| v.get(k))
}

fn pyproject_deps(t: &toml::Table, out: &mut Vec<String>) {
    out.extend(strings(at(t, &["project", "dependencies"])));
    out.extend(strings(at(t, &["build-system", "requires"])));
    out.extend(strings(at(t, &["tool", "uv", "dev-dependencies"])));
    for groups in [
        at(t, &["project", "optional-dependencies"]),
        t.get("dependency-groups"),
        at(t, &["tool", "pdm", "dev-dependencies"]),
    ] {
        for (_, list) in groups.and_then(Toml::as_table).into_iter().flatten() {
            out.extend(strings(Some(list)));
        }
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

/// The project name of a PEP 508 requirement: `Name[extra]>=1; marker` → `Name`.
fn pep508_name(req: &str) -> Option<String> {
    let name: String = req
        .trim()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Requirement names in a requirements/constraints file. `-r`/`-c` includes
/// are not followed (the included file is judged when it is written);
/// `-e …#egg=name` counts.
fn text_requirements(text: &str) -> Vec<String> {
    let joined = text.replace("\\\n", " ");
    let mut out = Vec::new();
    for raw in joined.lines() {
        let line = match raw.find(" #").or_else(|| raw.starts_with('#').then_some(0)) {
            Some(i) => raw.get(..i).unwrap_or(""),
            None => raw,
        }
        .trim();
        if let Some(egg) = line
            .split("#egg=")
            .nth(1)
            .or_else(|| raw.split("#egg=").nth(1))
        {
            out.extend(pep508_name(egg));
            continue;
        }
        if line.is_empty() || line.starts_with('-') || line.contains("://") && !line.contains(" @ ")
        {
            continue;
        }
        if line.starts_with('.') || line.starts_with('/') {
            continue;
        }
        out.extend(pep508_name(line));
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

/// An install command: the ecosystem, the index of the first package argument
/// and the options that take a value.
fn installer(c: &Command) -> Option<(Eco, usize, &'static [&'static str])> {
    const PIP: &[&str] = &[
        "-r",
        "--requirement",
        "--requirements",
        "-c",
        "--constraint",
        "-e",
        "--editable",
        "-i",
        "--index-url",
        "--extra-index-url",
        "-t",
        "--target",
        "--prefix",
        "--root",
        "-f",
        "--find-links",
        "--python",
        "-p",
        "--platform",
        "--python-version",
        "--implementation",
        "--abi",
        "--src",
        "--upgrade-strategy",
        "--progress-bar",
        "--trusted-host",
        "--cert",
        "--client-cert",
        "--proxy",
        "--timeout",
        "--retries",
        "--log",
        "--cache-dir",
        "--only-binary",
        "--no-binary",
        "--config-settings",
        "-C",
        "--group",
        "--optional",
        "--extra",
        "--package",
        "--index",
        "--branch",
        "--tag",
        "--rev",
        "--directory",
        "--project",
        "-G",
        "-E",
        "--extras",
        "--source",
        "--markers",
        "--spec",
        "--pip-args",
        "--suffix",
        "--python-preference",
        "--index-strategy",
    ];
    const CARGO: &[&str] = &[
        "-p",
        "--package",
        "-F",
        "--features",
        "--rename",
        "--registry",
        "--path",
        "--git",
        "--branch",
        "--tag",
        "--rev",
        "--target",
        "--manifest-path",
        "--lockfile-path",
        "-Z",
        "--config",
        "--color",
    ];
    const NPM: &[&str] = &[
        "--save-prefix",
        "--tag",
        "-w",
        "--workspace",
        "--registry",
        "--cache",
        "--prefix",
        "-C",
        "--dir",
        "--filter",
        "--cwd",
    ];
    let w: Vec<&str> = c.argv.iter().map(|w| w.text.as_str()).collect();
    let prog = *w.first()?;
    let python = prog.starts_with("python") && w.get(1..3) == Some(&["-m", "pip"]);
    let pip = prog.starts_with("pip")
        && prog != "pipx"
        && prog
            .trim_start_matches("pip")
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.');
    Some(match (prog, w.get(1).copied(), w.get(2).copied()) {
        _ if python && w.get(3) == Some(&"install") => (Eco::Python, 4, PIP),
        (_, Some("install"), _) if pip => (Eco::Python, 2, PIP),
        ("uv", Some("add"), _)
        | ("poetry", Some("add"), _)
        | ("pdm", Some("add"), _)
        | ("pipx", Some("install"), _) => (Eco::Python, 2, PIP),
        ("uv", Some("pip"), Some("install")) => (Eco::Python, 3, PIP),
        ("cargo", Some("add"), _) => (Eco::Cargo, 2, CARGO),
        ("npm", Some("install" | "i" | "add" | "isntall" | "in"), _)
        | ("yarn", Some("add"), _)
        | ("pnpm", Some("add" | "install" | "i"), _)
        | ("bun", Some("add" | "install" | "i"), _) => (Eco::Npm, 2, NPM),
        _ => return None,
    })
}

fn judge_install(c: &Command, cwd: &Path, banned: &[String]) -> Result<Option<Verdict>, Failure> {
    let Some((eco, first, valued)) = installer(c) else {
        return Ok(None);
    };
    let args = c.argv.get(first..).unwrap_or(&[]);
    let mut k = 0;
    while let Some(w) = args.get(k) {
        k += 1;
        let t = w.text.as_str();
        if t.starts_with('-') {
            let (flag, inline) = match t.split_once('=') {
                Some((f, v)) => (f, Some(v.to_owned())),
                None => (t, None),
            };
            if !valued.contains(&flag) {
                continue;
            }
            let value = inline.or_else(|| args.get(k).map(|v| v.text.clone()));
            if !t.contains('=') {
                k += 1;
            }
            if eco == Eco::Python
                && matches!(flag, "-r" | "--requirement" | "--requirements")
                && let Some(v) = judge_requirements_file(c, value.as_deref(), cwd, banned)?
            {
                return Ok(Some(v));
            }
            continue;
        }
        if w.dynamic && (w.raw.contains('$') || w.raw.contains('`')) {
            return Ok(Some(
                refusal(GUARD.name, format!("`{}`: the package `{}` is only known at run time", c.text, w.raw))
                    .rule("banned dependencies (`.claude/banned-libraries.txt`) can only be kept out when the name is visible before the command runs")
                    .instead("write the package name literally")
                    .allow("the user can set `enabled = false` under `[no-banned-deps]` in `.claude/gatehouse.toml`")
                    .verdict(),
            ));
        }
        let name = match eco {
            Eco::Npm => npm_name(t.strip_prefix("npm:").unwrap_or(t)).to_owned(),
            Eco::Cargo => t.split('@').next().unwrap_or(t).to_owned(),
            Eco::Python if t.contains("#egg=") => t
                .split("#egg=")
                .nth(1)
                .and_then(pep508_name)
                .unwrap_or_default(),
            Eco::Python if t.starts_with('.') || t.starts_with('/') || t.contains("://") => {
                continue;
            }
            Eco::Python => pep508_name(t).unwrap_or_default(),
        };
        if let Some(entry) = banned_entry(banned, eco, &name) {
            return Ok(Some(deny(
                &format!("`{}` (installs `{name}`)", c.text),
                &entry,
            )));
        }
    }
    Ok(None)
}

/// `pip install -r FILE`: the file's requirements are what gets installed.
fn judge_requirements_file(
    c: &Command,
    file: Option<&str>,
    cwd: &Path,
    banned: &[String],
) -> Result<Option<Verdict>, Failure> {
    let Some(file) = file else { return Ok(None) };
    let path = edits::resolve(file, cwd);
    let Some(text) = edits::read_bounded(&path, 1 << 20).map_err(|e| Failure::new(e.0))? else {
        return Ok(None);
    };
    for name in text_requirements(&text) {
        if let Some(entry) = banned_entry(banned, Eco::Python, &name) {
            let line = line_of(&text, &name)
                .map(|l| format!(" line {l}"))
                .unwrap_or_default();
            return Ok(Some(deny(
                &format!("`{}` (`{file}`{line} installs `{name}`)", c.text),
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
    }
}
