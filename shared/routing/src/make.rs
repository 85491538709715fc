//! What `make TARGET` runs, read from the Makefile at decision time: the
//! recipe lines of the target and of its prerequisites (one level of
//! variables `$(VAR)` substituted), so `make lint` and `make test` are judged
//! by the commands they run. The other task runners are read the same way
//! (issue 24: `npm test` whose script is `pytest`): `just` (the justfile),
//! `task` (Taskfile.yml), `npm`/`yarn`/`pnpm`/`bun run` (package.json
//! `scripts`, with `pre`/`post` scripts) and `hatch run` (pyproject.toml's
//! `[tool.hatch.envs.<env>.scripts]`).

use shell::Command;
use std::collections::HashMap;
use std::path::Path;

/// Largest Makefile read.
const MAX_MAKEFILE: u64 = 256 * 1024;

/// The recipe lines `c` (a `make` call running in `cwd`) would run, or
/// `None` when there is no readable Makefile or `c` is not `make`.
pub fn recipe(c: &Command, cwd: &Path) -> Option<Vec<String>> {
    let program = c.program()?;
    let words: Vec<&str> = c.args().iter().map(|w| w.text.as_str()).collect();
    // `hatch run NAME` reaches us unwrapped: NAME is the program, the
    // wrapper is `hatch run`.
    if c.ctx.wrappers.last().is_some_and(|w| w.name == "hatch run") {
        return hatch(program, cwd);
    }
    match program {
        "make" | "gmake" => {}
        "just" => return just(&words, cwd),
        "task" | "go-task" => return task(&words, cwd),
        "npm" | "yarn" | "pnpm" | "bun" => return npm(program, &words, cwd),
        _ => return None,
    }
    let mut dir = cwd.to_path_buf();
    let mut file: Option<String> = None;
    let mut targets: Vec<String> = Vec::new();
    let args = c.args();
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        i += 1;
        match t {
            "-C" | "--directory" => {
                dir = payload::paths::normalize(Path::new(&args.get(i)?.text), &dir);
                i += 1;
            }
            "-f" | "--file" | "--makefile" => {
                file = Some(args.get(i)?.text.clone());
                i += 1;
            }
            "-j" | "-l" | "-o" | "-W" | "-I" => {
                if args.get(i).is_some_and(|n| n.text.parse::<f64>().is_ok()) || t != "-j" {
                    i += 1;
                }
            }
            // A dry run prints the recipe and runs nothing.
            "-n" | "--dry-run" | "--just-print" | "--recon" => return Some(Vec::new()),
            _ if t.starts_with('-') || t.contains('=') => {}
            _ => targets.push(t.to_owned()),
        }
    }
    let path = match file {
        Some(f) => payload::paths::normalize(Path::new(&f), &dir),
        None => ["GNUmakefile", "makefile", "Makefile"]
            .iter()
            .map(|n| dir.join(n))
            .find(|p| p.is_file())?,
    };
    if std::fs::metadata(&path).ok()?.len() > MAX_MAKEFILE {
        return None;
    }
    let text = std::fs::read_to_string(&path).ok()?;
    Some(lines_of(&text, &targets))
}

/// A file of the project read whole, when it is small enough.
fn read(path: &Path) -> Option<String> {
    if std::fs::metadata(path).ok()?.len() > MAX_MAKEFILE {
        return None;
    }
    std::fs::read_to_string(path).ok()
}

/// `just [OPTS] RECIPE…`: the recipe's body lines (and its dependencies').
fn just(words: &[&str], cwd: &Path) -> Option<Vec<String>> {
    let mut targets = Vec::new();
    let mut file = None;
    let mut i = 0;
    while let Some(w) = words.get(i) {
        i += 1;
        match *w {
            "-f" | "--justfile" => {
                file = words
                    .get(i)
                    .map(|f| payload::paths::normalize(Path::new(f), cwd));
                i += 1;
            }
            "-n" | "--dry-run" | "-l" | "--list" | "--summary" | "--show" | "-s" | "--help"
            | "-h" | "--version" | "-V" | "--evaluate" | "--dump" => return Some(Vec::new()),
            _ if w.starts_with('-') || w.contains('=') => {}
            _ => targets.push((*w).to_owned()),
        }
        // Only the first recipe's arguments follow it; later words are its
        // parameters, not recipes (a recipe name is all we need).
        if !targets.is_empty() {
            break;
        }
    }
    let path = file.or_else(|| {
        ["justfile", "Justfile", ".justfile"]
            .iter()
            .map(|n| cwd.join(n))
            .find(|p| p.is_file())
    })?;
    let text = read(&path)?;
    let mut rules: HashMap<String, (Vec<String>, Vec<String>)> = HashMap::new();
    let mut first = None;
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with([' ', '\t']) {
            if let Some(r) = current.as_ref().and_then(|t| rules.get_mut(t)) {
                let body = line.trim().trim_start_matches(['@', '-']);
                if !body.is_empty() && !body.starts_with('#') {
                    r.1.push(body.to_owned());
                }
            }
            continue;
        }
        current = None;
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with("set ") || t.contains(":=") {
            continue;
        }
        if let Some((head, deps)) = t.split_once(':') {
            let name = head
                .trim_start_matches('@')
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_owned();
            if name.is_empty() || name.starts_with('[') {
                continue;
            }
            if first.is_none() {
                first = Some(name.clone());
            }
            let r = rules.entry(name.clone()).or_default();
            r.0.extend(deps.split_whitespace().map(str::to_owned));
            current = Some(name);
        }
    }
    let wanted: Vec<String> = if targets.is_empty() {
        first.into_iter().collect()
    } else {
        targets
    };
    Some(walk(&rules, wanted, &HashMap::new()))
}

/// `task [OPTS] TASK…`: the task's `cmds` (and its `deps`'), read from a
/// Taskfile with a line reader (the common block and inline list forms).
fn task(words: &[&str], cwd: &Path) -> Option<Vec<String>> {
    let mut targets = Vec::new();
    let mut file = None;
    let mut dir = cwd.to_path_buf();
    let mut i = 0;
    while let Some(w) = words.get(i) {
        i += 1;
        match *w {
            "-t" | "--taskfile" => {
                file = words
                    .get(i)
                    .map(|f| payload::paths::normalize(Path::new(f), cwd));
                i += 1;
            }
            "-d" | "--dir" => {
                dir = payload::paths::normalize(Path::new(words.get(i)?), cwd);
                i += 1;
            }
            "-n" | "--dry" | "-l" | "--list" | "-a" | "--list-all" | "--summary" | "-h"
            | "--help" | "--version" | "--init" => return Some(Vec::new()),
            "--" => break,
            _ if w.starts_with('-') || w.contains('=') => {}
            _ => targets.push((*w).to_owned()),
        }
    }
    let path = file.or_else(|| {
        [
            "Taskfile.yml",
            "taskfile.yml",
            "Taskfile.yaml",
            "taskfile.yaml",
        ]
        .iter()
        .map(|n| dir.join(n))
        .find(|p| p.is_file())
    })?;
    let text = read(&path)?;
    let mut rules: HashMap<String, (Vec<String>, Vec<String>)> = HashMap::new();
    let mut in_tasks = false;
    let mut current: Option<String> = None;
    let mut list: Option<&str> = None;
    let unquote = |s: &str| s.trim().trim_matches(['"', '\'']).to_owned();
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if indent == 0 {
            in_tasks = t == "tasks:";
            current = None;
            continue;
        }
        if !in_tasks {
            continue;
        }
        if indent == 2 && t.ends_with(':') {
            let name = unquote(t.trim_end_matches(':'));
            rules.entry(name.clone()).or_default();
            current = Some(name);
            list = None;
            continue;
        }
        let Some(r) = current.as_ref().and_then(|n| rules.get_mut(n)) else {
            continue;
        };
        for key in ["cmds", "deps", "cmd"] {
            if let Some(v) = t.strip_prefix(key).and_then(|v| v.strip_prefix(':')) {
                let v = v.trim();
                list = Some(if key == "deps" { "deps" } else { "cmds" });
                if let Some(inner) = v.strip_prefix('[').and_then(|v| v.strip_suffix(']')) {
                    for item in inner.split(',').map(unquote).filter(|s| !s.is_empty()) {
                        if key == "deps" {
                            r.0.push(item);
                        } else {
                            r.1.push(item);
                        }
                    }
                } else if !v.is_empty() && key == "cmd" {
                    r.1.push(unquote(v));
                }
            }
        }
        if let Some(item) = t.strip_prefix("- ") {
            let item = item
                .strip_prefix("cmd:")
                .or_else(|| item.strip_prefix("task:"))
                .unwrap_or(item);
            match list {
                Some("deps") => r.0.push(unquote(item)),
                Some(_) => r.1.push(unquote(item)),
                None => {}
            }
        }
    }
    let wanted = if targets.is_empty() {
        vec!["default".to_owned()]
    } else {
        targets
    };
    Some(walk(&rules, wanted, &HashMap::new()))
}

/// `npm test`, `npm run X`, `yarn X`, `pnpm X`, `bun run X`: the script (with
/// its `pre`/`post` scripts) from package.json.
fn npm(program: &str, words: &[&str], cwd: &Path) -> Option<Vec<String>> {
    let mut dir = cwd.to_path_buf();
    let mut rest = Vec::new();
    let mut i = 0;
    while let Some(w) = words.get(i) {
        i += 1;
        match *w {
            "--prefix" | "-C" | "--cwd" | "--dir" => {
                dir = payload::paths::normalize(Path::new(words.get(i)?), cwd);
                i += 1;
            }
            "--" => break,
            _ if w.starts_with('-') => {}
            _ => rest.push(*w),
        }
    }
    let script = match (program, rest.as_slice()) {
        (_, ["run" | "run-script" | "rum" | "urn", name, ..]) => *name,
        ("bun", _) => return None,
        (_, ["test" | "t" | "tst" | "start" | "stop" | "restart", ..]) => {
            rest.first().copied().map(|s| match s {
                "t" | "tst" => "test",
                other => other,
            })?
        }
        ("yarn" | "pnpm", [name, ..])
            if !matches!(
                *name,
                "add"
                    | "install"
                    | "remove"
                    | "up"
                    | "upgrade"
                    | "why"
                    | "info"
                    | "init"
                    | "list"
                    | "ls"
                    | "outdated"
                    | "dlx"
                    | "exec"
                    | "create"
                    | "link"
                    | "publish"
                    | "pack"
                    | "config"
                    | "cache"
                    | "audit"
                    | "help"
                    | "import"
                    | "workspace"
                    | "workspaces"
                    | "set"
                    | "plugin"
                    | "node"
                    | "bin"
            ) =>
        {
            *name
        }
        _ => return None,
    };
    let text = read(&dir.join("package.json"))?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    let scripts = json.get("scripts")?;
    let mut out = Vec::new();
    for name in [
        format!("pre{script}"),
        script.to_owned(),
        format!("post{script}"),
    ] {
        if let Some(s) = scripts.get(&name).and_then(serde_json::Value::as_str) {
            out.push(s.to_owned());
        }
    }
    Some(out)
}

/// `hatch run [ENV:]SCRIPT`: the script from pyproject.toml (or hatch.toml).
fn hatch(name: &str, cwd: &Path) -> Option<Vec<String>> {
    let (env, script) = name.split_once(':').unwrap_or(("default", name));
    let mut out = Vec::new();
    for (file, prefix) in [
        ("hatch.toml", "envs"),
        ("pyproject.toml", "tool.hatch.envs"),
    ] {
        let Some(text) = read(&cwd.join(file)) else {
            continue;
        };
        let header = format!("[{prefix}.{env}.scripts]");
        let mut inside = false;
        let mut collecting = false;
        for line in text.lines() {
            let t = line.trim();
            if t.starts_with('[') && !collecting {
                inside = t == header;
                continue;
            }
            if !inside {
                continue;
            }
            let value = if collecting {
                Some(t)
            } else {
                t.split_once('=')
                    .filter(|(k, _)| k.trim().trim_matches('"') == script)
                    .map(|(_, v)| v.trim())
            };
            let Some(v) = value else {
                continue;
            };
            collecting = (collecting || v.starts_with('[')) && !v.ends_with(']');
            for part in v.trim_matches(['[', ']', ',']).split("\", \"") {
                let cmd = part.trim().trim_matches([',', '"', '\'']).trim();
                if !cmd.is_empty() {
                    out.push(cmd.to_owned());
                }
            }
        }
    }
    if out.is_empty() {
        return None;
    }
    Some(out)
}

/// The commands of `wanted` and of their dependencies, depth first.
fn walk(
    rules: &HashMap<String, (Vec<String>, Vec<String>)>,
    wanted: Vec<String>,
    vars: &HashMap<String, String>,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack: Vec<(String, usize)> = wanted.into_iter().rev().map(|t| (t, 0)).collect();
    let mut seen = Vec::new();
    while let Some((t, depth)) = stack.pop() {
        if seen.contains(&t) || depth > 4 || seen.len() > 64 {
            continue;
        }
        seen.push(t.clone());
        if let Some((deps, cmds)) = rules.get(&t) {
            for d in deps.iter().rev() {
                stack.push((d.clone(), depth + 1));
            }
            for c in cmds {
                let c = c.trim_start_matches(['@', '-', '+']);
                out.push(substitute(c, vars));
            }
        }
    }
    out
}

fn lines_of(text: &str, targets: &[String]) -> Vec<String> {
    let mut vars: HashMap<String, String> = HashMap::new();
    let mut rules: HashMap<String, (Vec<String>, Vec<String>)> = HashMap::new();
    let mut first: Option<String> = None;
    let mut current: Vec<String> = Vec::new();
    // Join continuation lines.
    let joined = text.replace("\\\n", " ");
    for line in joined.lines() {
        if let Some(cmd) = line.strip_prefix('\t') {
            for t in &current {
                if let Some(r) = rules.get_mut(t) {
                    r.1.push(cmd.trim().to_owned());
                }
            }
            continue;
        }
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if let Some((name, value)) = assignment(trimmed) {
            vars.insert(name, value);
            current.clear();
            continue;
        }
        if let Some((lhs, rhs)) = trimmed.split_once(':') {
            let (deps, inline) = match rhs.split_once(';') {
                Some((d, r)) => (d, Some(r.trim().to_owned())),
                None => (rhs, None),
            };
            current = lhs.split_whitespace().map(str::to_owned).collect();
            for t in &current {
                if first.is_none() && !t.starts_with('.') && !t.contains('%') {
                    first = Some(t.clone());
                }
                let r = rules.entry(t.clone()).or_default();
                r.0.extend(deps.split_whitespace().map(str::to_owned));
                r.1.extend(inline.clone());
            }
            continue;
        }
        current.clear();
    }
    let wanted: Vec<String> = if targets.is_empty() {
        first.into_iter().collect()
    } else {
        targets.to_vec()
    };
    walk(&rules, wanted, &vars)
}

fn assignment(line: &str) -> Option<(String, String)> {
    for op in [":=", "?=", "+=", "::=", "="] {
        if let Some((name, value)) = line.split_once(op) {
            let name = name.trim().trim_start_matches("export ").trim();
            if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                return Some((name.to_owned(), value.trim().to_owned()));
            }
            return None;
        }
    }
    None
}

fn substitute(line: &str, vars: &HashMap<String, String>) -> String {
    let mut out = line.to_owned();
    for _ in 0..3 {
        let mut changed = false;
        for (k, v) in vars {
            for form in [format!("$({k})"), format!("${{{k}}}")] {
                if out.contains(&form) {
                    out = out.replace(&form, v);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    out.replace("$$", "$")
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
    fn recipes_with_prerequisites_and_variables() {
        let mk = "PY := .venv/bin/python\n\nall: lint\n\nlint:\n\t@$(PY) scripts/gates/lint.py\n\ntest: lint\n\tpytest -q \\\n\t  tests\n.PHONY: lint test\n";
        assert_eq!(
            lines_of(mk, &[]),
            vec![".venv/bin/python scripts/gates/lint.py"]
        );
        assert_eq!(
            lines_of(mk, &["test".into()]),
            vec![
                "pytest -q  \t  tests".to_owned(),
                ".venv/bin/python scripts/gates/lint.py".to_owned()
            ]
        );
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("Makefile"), mk).unwrap();
        let a = shell::analyse("make -j2 lint");
        assert_eq!(
            recipe(&a.commands[0], d.path()).unwrap(),
            vec![".venv/bin/python scripts/gates/lint.py"]
        );
        let a = shell::analyse("make lint");
        assert!(recipe(&a.commands[0], Path::new("/nonexistent")).is_none());
    }

    #[test]
    fn other_task_runners_read_their_files() {
        let d = tempfile::tempdir().unwrap();
        let w = |n: &str, t: &str| std::fs::write(d.path().join(n), t).unwrap();
        w(
            "justfile",
            "set shell := [\"bash\", \"-c\"]\n\nlint:\n    @python3 scripts/gates/lint.py\n\ntest *ARGS: lint\n    pytest {{ARGS}}\n",
        );
        w(
            "Taskfile.yml",
            "version: '3'\ntasks:\n  lint:\n    cmds: [python3 scripts/gates/lint.py]\n  test:\n    deps: [lint]\n    cmds:\n      - pytest -q\n",
        );
        w(
            "package.json",
            "{\"scripts\": {\"pretest\": \"echo pre\", \"test\": \"pytest\", \"lint\": \"ruff check\"}}",
        );
        w(
            "pyproject.toml",
            "[tool.hatch.envs.default.scripts]\ntest = \"pytest {args}\"\ncov = [\n  \"coverage run -m pytest\",\n  \"coverage report\",\n]\n",
        );
        let got = |src: &str| {
            let a = shell::analyse(src);
            recipe(&a.commands[0], d.path())
        };
        let v = |x: &[&str]| Some(x.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(got("just lint"), v(&["python3 scripts/gates/lint.py"]));
        assert_eq!(
            got("just test -x"),
            v(&["pytest {{ARGS}}", "python3 scripts/gates/lint.py"])
        );
        assert_eq!(got("just --list"), v(&[]));
        assert_eq!(
            got("task test"),
            v(&["pytest -q", "python3 scripts/gates/lint.py"])
        );
        assert_eq!(got("npm test"), v(&["echo pre", "pytest"]));
        assert_eq!(got("npm run lint"), v(&["ruff check"]));
        assert_eq!(got("yarn lint"), v(&["ruff check"]));
        assert_eq!(got("pnpm run test"), v(&["echo pre", "pytest"]));
        assert_eq!(got("npm install"), None);
        assert_eq!(got("hatch run test"), v(&["pytest {args}"]));
        assert_eq!(
            got("hatch run cov"),
            v(&["coverage run -m pytest", "coverage report"])
        );
    }
}
