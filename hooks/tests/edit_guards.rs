//! Case tables of the file guards (`no-doubles-py`, `no-banned-deps`,
//! `secret-guard`) run against their real binaries.
//!
//! Each `tests/cases/<guard>.jsonl` line is one named case: a tool call, the
//! files on disk before it (written into a real temp directory that is a git
//! repository, so an Edit is applied to a real file and the project's
//! `.claude/` is found), the project config and banned list, and the
//! expected verdict:
//!
//! ```json
//! {"name": "…", "tool": "Edit", "input": {"file_path": "{dir}/t.py", …},
//!  "files": {"t.py": "…"}, "config": "[guard]\n…", "banned": "pytest-xdist\n",
//!  "expect": "refuse" | "allow" | "fail", "contains": ["…"], "not_contains": ["…"]}
//! ```
//!
//! `{dir}` in any string is the temp directory. `refuse` is exit 2 with a
//! refusal (`<guard>: refused …`), `fail` is exit 2 with `could not evaluate`,
//! `allow` is exit 0 with nothing printed. `contains`/`not_contains` check
//! stderr (a secret must never be echoed).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use serde_json::{Value, json};
use std::path::Path;

fn bin(guard: &str) -> &'static str {
    match guard {
        "no-doubles-py" => env!("CARGO_BIN_EXE_no-doubles-py"),
        "no-banned-deps" => env!("CARGO_BIN_EXE_no-banned-deps"),
        "secret-guard" => env!("CARGO_BIN_EXE_secret-guard"),
        other => panic!("unknown guard {other}"),
    }
}

fn subst(v: &Value, dir: &str) -> Value {
    match v {
        Value::String(s) => Value::String(s.replace("{dir}", dir)),
        Value::Array(a) => Value::Array(a.iter().map(|x| subst(x, dir)).collect()),
        Value::Object(o) => {
            Value::Object(o.iter().map(|(k, x)| (k.clone(), subst(x, dir))).collect())
        }
        other => other.clone(),
    }
}

fn strings(case: &Value, key: &str) -> Vec<String> {
    case.get(key)
        .and_then(Value::as_array)
        .map(|a| a.iter().map(|s| s.as_str().unwrap().to_owned()).collect())
        .unwrap_or_default()
}

/// Runs one case; returns a description of what went wrong, if anything.
fn run_case(guard: &str, case: &Value) -> Option<String> {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().canonicalize().unwrap();
    let d = dir.display().to_string();
    std::fs::create_dir_all(dir.join(".git")).unwrap();
    std::fs::create_dir_all(dir.join("home")).unwrap();
    for (rel, content) in case
        .get("files")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
    {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        match content {
            Value::String(s) => std::fs::write(&path, s.replace("{dir}", &d)).unwrap(),
            // Raw bytes: a list of numbers (invalid UTF-8 cases).
            Value::Array(bytes) => std::fs::write(
                &path,
                bytes
                    .iter()
                    .map(|b| b.as_u64().unwrap() as u8)
                    .collect::<Vec<u8>>(),
            )
            .unwrap(),
            // `{"size": N}`: a sparse file of N bytes (size-limit cases).
            Value::Object(o) => std::fs::File::create(&path)
                .unwrap()
                .set_len(o["size"].as_u64().unwrap())
                .unwrap(),
            other => panic!("file content must be a string, bytes or {{size}}: {other}"),
        }
    }
    std::fs::create_dir_all(dir.join(".claude")).unwrap();
    if let Some(cfg) = case.get("config").and_then(Value::as_str) {
        std::fs::write(dir.join(".claude/gatehouse.toml"), cfg).unwrap();
    }
    if let Some(list) = case.get("banned").and_then(Value::as_str) {
        std::fs::write(dir.join(".claude/banned-libraries.txt"), list).unwrap();
    }
    let cwd = match case.get("cwd").and_then(Value::as_str) {
        Some(sub) => dir.join(sub),
        None => dir.clone(),
    };
    std::fs::create_dir_all(&cwd).unwrap();
    let payload = json!({
        "session_id": "cases",
        "transcript_path": dir.join("transcript.jsonl"),
        "cwd": cwd,
        "hook_event_name": "PreToolUse",
        "permission_mode": "default",
        "tool_name": case["tool"],
        "tool_input": subst(&case["input"], &d),
        "tool_use_id": "toolu_cases",
    });
    let out = std::process::Command::new(bin(guard))
        .current_dir(&cwd)
        .env("HOME", dir.join("home"))
        .env_remove("XDG_CONFIG_HOME")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(payload.to_string().as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let code = out.status.code().unwrap_or(-1);
    let expect = case["expect"].as_str().unwrap();
    let ok = match expect {
        "refuse" => code == 2 && stderr.starts_with(&format!("{guard}: refused")),
        "fail" => code == 2 && stderr.contains("could not evaluate"),
        "allow" => code == 0 && stderr.is_empty() && out.stdout.is_empty(),
        other => panic!("expect must be refuse, allow or fail, not {other}"),
    };
    let mut problems = Vec::new();
    if !ok {
        problems.push(format!("want {expect}, got exit {code}"));
    }
    for want in strings(case, "contains") {
        if !stderr.contains(&want.replace("{dir}", &d)) {
            problems.push(format!("stderr lacks {want:?}"));
        }
    }
    for bad in strings(case, "not_contains") {
        if stderr.contains(&bad) {
            problems.push(format!("stderr contains {bad:?}"));
        }
    }
    (!problems.is_empty()).then(|| {
        format!(
            "{}: {}\n  stderr: {}",
            case["name"],
            problems.join("; "),
            stderr.trim()
        )
    })
}

fn run_table(guard: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(format!("{guard}.jsonl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut cases = Vec::new();
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let case: Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), i + 1));
        for key in case.as_object().unwrap().keys() {
            assert!(
                [
                    "name",
                    "tool",
                    "input",
                    "files",
                    "config",
                    "banned",
                    "cwd",
                    "expect",
                    "contains",
                    "not_contains"
                ]
                .contains(&key.as_str()),
                "{}:{}: unknown key {key}",
                path.display(),
                i + 1
            );
        }
        cases.push(case);
    }
    let refuse = cases.iter().filter(|c| c["expect"] == "refuse").count();
    let allow = cases.iter().filter(|c| c["expect"] == "allow").count();
    assert!(cases.len() >= 60, "{guard}: only {} cases", cases.len());
    assert!(
        refuse >= 20 && allow >= 20,
        "{guard}: {refuse} refuse / {allow} allow cases"
    );
    let mut names = std::collections::BTreeSet::new();
    for c in &cases {
        assert!(
            names.insert(c["name"].as_str().unwrap().to_owned()),
            "{guard}: duplicate case {}",
            c["name"]
        );
    }
    let failures: Vec<String> = cases.iter().filter_map(|c| run_case(guard, c)).collect();
    assert!(
        failures.is_empty(),
        "{guard}: {} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn no_doubles_py_cases() {
    run_table("no-doubles-py");
}

#[test]
fn no_banned_deps_cases() {
    run_table("no-banned-deps");
}

#[test]
fn secret_guard_cases() {
    run_table("secret-guard");
}
