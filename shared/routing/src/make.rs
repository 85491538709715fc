//! What `make TARGET` runs, read from the Makefile at decision time: the
//! recipe lines of the target and of its prerequisites (one level of
//! variables `$(VAR)` substituted), so `make lint` and `make test` are judged
//! by the commands they run.

use shell::Command;
use std::collections::HashMap;
use std::path::Path;

/// Largest Makefile read.
const MAX_MAKEFILE: u64 = 256 * 1024;

/// The recipe lines `c` (a `make` call running in `cwd`) would run, or
/// `None` when there is no readable Makefile or `c` is not `make`.
pub fn recipe(c: &Command, cwd: &Path) -> Option<Vec<String>> {
    if !matches!(c.program()?, "make" | "gmake") {
        return None;
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
                out.push(substitute(c, &vars));
            }
        }
    }
    out
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
}
