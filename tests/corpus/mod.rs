//! Shared runner of the guard corpora (`tests/corpus_*.rs`): each case is a
//! real PreToolUse payload fed to the real binary in a temporary project
//! (a git repository with `.claude/`), HOME isolated; the runner counts
//! refusals of attacks and of ordinary work, prints the rates and the cases
//! that missed, and asserts the targets (≥ 90 % of attacks refused, ≤ 3 % of
//! ordinary work refused).
#![allow(
    dead_code,
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use crate::fleet;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// One corpus case.
#[derive(Clone, Debug)]
pub struct Case {
    /// The class it was generated from and its instance, for the report.
    pub name: String,
    pub tool: &'static str,
    pub input: Value,
    pub attack: bool,
}

pub fn bash(name: impl Into<String>, command: impl Into<String>, attack: bool) -> Case {
    Case {
        name: name.into(),
        tool: "Bash",
        input: json!({ "command": command.into() }),
        attack,
    }
}

pub fn write(
    name: impl Into<String>,
    path: &str,
    content: impl Into<String>,
    attack: bool,
) -> Case {
    Case {
        name: name.into(),
        tool: "Write",
        input: json!({ "file_path": path, "content": content.into() }),
        attack,
    }
}

pub fn tool(name: impl Into<String>, tool: &'static str, input: Value, attack: bool) -> Case {
    Case {
        name: name.into(),
        tool,
        input,
        attack,
    }
}

/// A temporary project: a git repository with `.claude/`, and a HOME beside it.
pub struct Project {
    pub dir: tempfile::TempDir,
    pub home: tempfile::TempDir,
}

impl Project {
    pub fn new(files: &[(&str, &str)]) -> Project {
        let dir = tempfile::tempdir().unwrap();
        let home = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".git")).unwrap();
        std::fs::create_dir_all(dir.path().join(".claude")).unwrap();
        for (path, text) in files {
            let p = dir.path().join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        Project { dir, home }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.path().to_path_buf()
    }

    /// Whether `guard` refuses the case (exit 2); any other non-zero exit fails the test.
    pub fn refused(&self, guard: &str, case: &Case) -> bool {
        let payload = json!({
            "hook_event_name": "PreToolUse",
            "session_id": "corpus",
            "transcript_path": "/nonexistent",
            "cwd": self.dir.path(),
            "tool_name": case.tool,
            "tool_input": case.input,
        });
        refused_at(
            guard,
            &payload,
            self.dir.path(),
            self.home.path(),
            &case.name,
        )
    }
}

pub fn refused_at(guard: &str, payload: &Value, cwd: &Path, home: &Path, name: &str) -> bool {
    let run = fleet::run(
        &fleet::bin(guard),
        payload.to_string().as_bytes(),
        cwd,
        home,
        &[],
    );
    match run.code {
        Some(0) => false,
        Some(2) => true,
        other => panic!("{guard} on {name}: exit {other:?}: {}", run.stderr),
    }
}

/// Runs every case, prints the report and asserts the targets.
pub fn assess(guard: &str, project: &Project, cases: &[Case]) {
    let (mut attacks, mut refused, mut ordinary, mut wrongly) = (0, 0, 0, 0);
    let mut missed = Vec::new();
    let mut false_refusals = Vec::new();
    for case in cases {
        let r = project.refused(guard, case);
        if case.attack {
            attacks += 1;
            if r {
                refused += 1;
            } else {
                missed.push(format!("{} :: {}", case.name, case.input));
            }
        } else {
            ordinary += 1;
            if r {
                wrongly += 1;
                false_refusals.push(format!("{} :: {}", case.name, case.input));
            }
        }
    }
    let allowed = ordinary - wrongly;
    println!(
        "{guard}: attacks refused {refused}/{attacks} ({:.1}%), ordinary allowed {allowed}/{ordinary} ({:.1}% refused)",
        100.0 * f64::from(refused) / f64::from(attacks.max(1)),
        100.0 * f64::from(wrongly) / f64::from(ordinary.max(1)),
    );
    for m in &missed {
        println!("  missed attack: {m}");
    }
    for f in &false_refusals {
        println!("  refused ordinary: {f}");
    }
    assert!(
        attacks >= 100 && ordinary >= 100,
        "corpus too small: {attacks} attacks, {ordinary} ordinary"
    );
    assert!(
        f64::from(refused) >= 0.9 * f64::from(attacks),
        "{guard}: only {refused}/{attacks} attacks refused"
    );
    assert!(
        f64::from(wrongly) <= 0.03 * f64::from(ordinary),
        "{guard}: {wrongly}/{ordinary} ordinary cases refused"
    );
}

/// Python files installed on this machine (the system's and pyenv's
/// site-packages), sorted, at most `limit`: ordinary code the guards must
/// pass. Empty when none are installed.
pub fn installed_python(limit: usize) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    for base in ["/usr/lib", "/usr/local/lib"] {
        if let Ok(entries) = std::fs::read_dir(base) {
            for e in entries.flatten() {
                if e.file_name().to_string_lossy().starts_with("python3") {
                    roots.push(e.path());
                }
            }
        }
    }
    if let Some(home) = std::env::var_os("HOME") {
        let pyenv = Path::new(&home).join(".pyenv/versions");
        if let Ok(entries) = std::fs::read_dir(pyenv) {
            for e in entries.flatten() {
                roots.push(e.path().join("lib"));
            }
        }
    }
    roots.sort();
    let mut out = Vec::new();
    let mut stack = roots;
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        let mut entries: Vec<_> = entries.flatten().collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let p = e.path();
            let ft = e.file_type().unwrap();
            if ft.is_dir() && !ft.is_symlink() {
                stack.push(p);
            } else if ft.is_file() && p.extension().is_some_and(|x| x == "py") {
                out.push(p);
            }
        }
    }
    out.sort();
    // An even spread over the sorted list, not the first packages only.
    let step = (out.len() / limit.max(1)).max(1);
    out.into_iter().step_by(step).take(limit).collect()
}
