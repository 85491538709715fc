//! The routing guards (issue 7) against their case tables: every case in
//! `tests/routing/<guard>.jsonl` is a real payload sent to the real binary,
//! in a real project directory configured as the reference fleet was.
//!
//! A case line: `{"name", "command"}` (a Bash call; `"background": true` sets
//! `run_in_background`) or `{"name", "tool", "input"}`, plus `"refuse"`
//! (bool), optional `"contains"` (strings the refusal must name), `"cwd"`
//! (a directory under the project), `"config"` (a TOML text replacing the
//! reference configuration) and `"files"` (extra files for this case).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub const GUARDS: [&str; 7] = [
    "force-ast-toolkit",
    "force-code-intel",
    "force-trace-intel",
    "force-graph-query",
    "single-gate-entrypoint",
    "force-test-observation",
    "proportionate-test-scope",
];

/// The reference fleet's configuration of these guards, as gatehouse config
/// (also what `scripts/bench.d/routing.sh` measures with).
pub const REFERENCE: &str = include_str!("routing/reference.toml");

/// The fixture oracle: the contract's "bounded" answer.
const ORACLE: &str = r#"import json
print(json.dumps({"verdict": "bounded", "reasons": ["src/app.py: handler changed"],
                  "tests": ["tests/test_app.py::test_handler", "tests/test_cli.py"],
                  "untested": [], "rows": [], "changed": ["src/app.py"]}))
"#;

pub fn bin(guard: &str) -> &'static str {
    match guard {
        "force-ast-toolkit" => env!("CARGO_BIN_EXE_force-ast-toolkit"),
        "force-code-intel" => env!("CARGO_BIN_EXE_force-code-intel"),
        "force-trace-intel" => env!("CARGO_BIN_EXE_force-trace-intel"),
        "force-graph-query" => env!("CARGO_BIN_EXE_force-graph-query"),
        "single-gate-entrypoint" => env!("CARGO_BIN_EXE_single-gate-entrypoint"),
        "force-test-observation" => env!("CARGO_BIN_EXE_force-test-observation"),
        "proportionate-test-scope" => env!("CARGO_BIN_EXE_proportionate-test-scope"),
        other => panic!("unknown guard {other}"),
    }
}

/// A project laid out like the reference repository.
pub struct Project {
    pub dir: tempfile::TempDir,
}

impl Project {
    pub fn new(config: &str) -> Project {
        let dir = tempfile::tempdir().unwrap();
        let p = Project { dir };
        for (path, text) in [
            ("src/app.py", "def handler():\n    return 1\n"),
            ("src/pkg/mod.py", "import os\n"),
            ("tests/test_app.py", "from src.app import handler\n"),
            ("scripts/ast_toolkit.py", "print('toolkit')\n"),
            ("scripts/gates.py", "print('gates')\n"),
            ("scripts/gates/lint.py", "print('lint')\n"),
            ("scripts/gates/types.py", "print('types')\n"),
            ("scripts/affected_tests.py", ORACLE),
            ("docs/notes.md", "SPEC-001\n"),
            ("docs/x.py", "print(1)\n"),
            ("README.md", "readme\n"),
            ("home/.keep", ""),
        ] {
            p.write(path, text);
        }
        std::fs::create_dir_all(p.root().join(".git")).unwrap();
        p.write(".claude/gatehouse.toml", config);
        p
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    pub fn write(&self, rel: &str, text: &str) {
        let path = self.root().join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// Runs `guard` on a PreToolUse payload; returns (exit code, stdout, stderr).
    pub fn run(&self, guard: &str, tool: &str, input: &Value, cwd: &Path) -> (i32, String, String) {
        let payload = json!({
            "session_id": "routing-test", "transcript_path": "", "cwd": cwd,
            "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input,
            "tool_use_id": "toolu_1", "permission_mode": "default"
        });
        let mut child = Command::new(bin(guard))
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.root().join("home"))
            .current_dir(cwd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(payload.to_string().as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

pub struct Case {
    pub name: String,
    pub tool: String,
    pub input: Value,
    pub refuse: bool,
    pub contains: Vec<String>,
    pub cwd: Option<String>,
    pub config: Option<String>,
    pub files: Vec<(String, String)>,
}

pub fn cases(guard: &str) -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/routing")
        .join(format!("{guard}.jsonl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("{guard}: bad case line {l}: {e}"));
            let known = [
                "name",
                "command",
                "background",
                "tool",
                "input",
                "refuse",
                "contains",
                "cwd",
                "config",
                "files",
            ];
            for k in v.as_object().unwrap().keys() {
                assert!(
                    known.contains(&k.as_str()),
                    "{guard}: unknown key `{k}` in {l}"
                );
            }
            let (tool, input) = match v.get("command") {
                Some(c) => {
                    let mut input = json!({ "command": c, "description": "case" });
                    if let Some(b) = v.get("background") {
                        input["run_in_background"] = b.clone();
                    }
                    ("Bash".to_owned(), input)
                }
                None => (v["tool"].as_str().unwrap().to_owned(), v["input"].clone()),
            };
            Case {
                name: v["name"].as_str().unwrap().to_owned(),
                tool,
                input,
                refuse: v["refuse"]
                    .as_bool()
                    .unwrap_or_else(|| panic!("{guard}: `refuse` missing in {l}")),
                contains: v
                    .get("contains")
                    .map(|c| {
                        c.as_array()
                            .unwrap()
                            .iter()
                            .map(|s| s.as_str().unwrap().to_owned())
                            .collect()
                    })
                    .unwrap_or_default(),
                cwd: v.get("cwd").and_then(Value::as_str).map(str::to_owned),
                config: v.get("config").and_then(Value::as_str).map(str::to_owned),
                files: v
                    .get("files")
                    .and_then(Value::as_object)
                    .map(|o| {
                        o.iter()
                            .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()))
                            .collect()
                    })
                    .unwrap_or_default(),
            }
        })
        .collect()
}

/// Replaces `{root}` in a case's strings with the project directory.
fn place(v: &Value, root: &Path) -> Value {
    match v {
        Value::String(s) => Value::String(s.replace("{root}", &root.display().to_string())),
        Value::Array(a) => Value::Array(a.iter().map(|x| place(x, root)).collect()),
        Value::Object(o) => {
            Value::Object(o.iter().map(|(k, x)| (k.clone(), place(x, root))).collect())
        }
        other => other.clone(),
    }
}

fn run_table(guard: &str) {
    let table = cases(guard);
    assert!(
        table.len() >= 40,
        "{guard}: {} cases, the issue asks for at least 40",
        table.len()
    );
    assert!(
        table.iter().any(|c| c.refuse) && table.iter().any(|c| !c.refuse),
        "{guard}: both verdicts"
    );
    let shared = Project::new(REFERENCE);
    let mut failures = Vec::new();
    for case in &table {
        let own;
        let project = if case.config.is_some() || !case.files.is_empty() {
            own = Project::new(case.config.as_deref().unwrap_or(REFERENCE));
            for (path, text) in &case.files {
                own.write(path, text);
            }
            &own
        } else {
            &shared
        };
        let root = project.root();
        let cwd = case
            .cwd
            .as_ref()
            .map_or_else(|| root.to_path_buf(), |c| root.join(c));
        let (code, stdout, stderr) =
            project.run(guard, &case.tool, &place(&case.input, root), &cwd);
        let want = if case.refuse { 2 } else { 0 };
        if code != want {
            failures.push(format!(
                "{}: exit {code}, want {want}\n  stderr: {stderr}\n  stdout: {stdout}",
                case.name
            ));
            continue;
        }
        if case.refuse {
            assert!(
                stderr.starts_with(&format!("{guard}: ")),
                "{}: {stderr}",
                case.name
            );
        } else {
            assert!(
                stdout.is_empty() && stderr.is_empty(),
                "{}: an allow prints nothing: {stdout} {stderr}",
                case.name
            );
        }
        for c in &case.contains {
            if !stderr.contains(
                &place(&Value::String(c.clone()), root)
                    .as_str()
                    .unwrap()
                    .to_owned(),
            ) {
                failures.push(format!("{}: refusal lacks `{c}`:\n{stderr}", case.name));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{guard}: {} of {} cases failed:\n{}",
        failures.len(),
        table.len(),
        failures.join("\n")
    );
}

#[test]
fn force_ast_toolkit_cases() {
    run_table("force-ast-toolkit");
}

#[test]
fn force_code_intel_cases() {
    run_table("force-code-intel");
}

#[test]
fn force_trace_intel_cases() {
    run_table("force-trace-intel");
}

#[test]
fn force_graph_query_cases() {
    run_table("force-graph-query");
}

#[test]
fn single_gate_entrypoint_cases() {
    run_table("single-gate-entrypoint");
}

#[test]
fn force_test_observation_cases() {
    run_table("force-test-observation");
}

#[test]
fn proportionate_test_scope_cases() {
    run_table("proportionate-test-scope");
}

/// Without its sanctioned tool a guard has nowhere to send the agent, so it
/// must never refuse: every case the table refuses passes with no section,
/// and with a section that sets everything but the tool.
#[test]
fn tool_not_configured_never_refuses() {
    let partial: &[(&str, &str)] = &[
        (
            "force-ast-toolkit",
            "[force-ast-toolkit]\nlanguages = [\"py\"]\npaths = [\"src\", \"scripts\", \"tests\"]\n",
        ),
        (
            "force-code-intel",
            "[force-code-intel]\npaths = [\"src\"]\n",
        ),
        (
            "force-trace-intel",
            "[force-trace-intel]\nid_pattern = \"SPEC-[0-9]+\"\n",
        ),
        (
            "force-graph-query",
            "[force-graph-query]\ndriver_modules = [\"neo4j\"]\nshells = [\"cypher-shell\"]\n",
        ),
        (
            "single-gate-entrypoint",
            "[single-gate-entrypoint]\ngates = [\"scripts/gates/*.py\"]\n",
        ),
        (
            "force-test-observation",
            "[force-test-observation]\nobserver_plugin = \"-p observe_pytest\"\n",
        ),
        (
            "proportionate-test-scope",
            "[proportionate-test-scope]\nfull_suite = [\"pytest\"]\n",
        ),
    ];
    for (guard, section) in partial {
        for config in ["", section] {
            let project = Project::new(config);
            let root = project.root();
            let mut ran = 0;
            for case in cases(guard)
                .iter()
                .filter(|c| c.refuse && c.config.is_none())
            {
                for (path, text) in &case.files {
                    project.write(path, text);
                }
                let cwd = case
                    .cwd
                    .as_ref()
                    .map_or_else(|| root.to_path_buf(), |c| root.join(c));
                let (code, stdout, stderr) =
                    project.run(guard, &case.tool, &place(&case.input, root), &cwd);
                assert_eq!(
                    (code, stdout.as_str(), stderr.as_str()),
                    (0, "", ""),
                    "{guard} unconfigured, {}",
                    case.name
                );
                ran += 1;
            }
            assert!(ran >= 10, "{guard}: only {ran} refusing cases to try");
        }
    }
}

/// The configuration each guard's doc shows (docs/guards/<guard>.md, "The
/// reference's configuration") is valid and turns the guard on: the table's
/// first refusing case is refused under it.
#[test]
fn documented_configuration_turns_each_guard_on() {
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/guards");
    for guard in GUARDS {
        let text = std::fs::read_to_string(docs.join(format!("{guard}.md"))).unwrap();
        let section = text
            .split("## The reference's configuration")
            .nth(1)
            .unwrap_or_else(|| panic!("{guard}.md lacks the section"));
        let toml = section
            .split("```toml\n")
            .nth(1)
            .and_then(|s| s.split("```").next())
            .unwrap_or_else(|| panic!("{guard}.md: no toml block"));
        assert!(
            toml.contains(&format!("[{guard}]")),
            "{guard}.md: the block configures another guard"
        );
        // The test machine may only have `python3` on PATH.
        let project = Project::new(&toml.replace("\"python ", "\"python3 "));
        let case = cases(guard)
            .into_iter()
            .find(|c| c.refuse && c.config.is_none() && c.files.is_empty())
            .unwrap();
        let (code, _, stderr) = project.run(
            guard,
            &case.tool,
            &place(&case.input, project.root()),
            project.root(),
        );
        assert_eq!(
            code, 2,
            "{guard}: documented config does not refuse `{}`: {stderr}",
            case.name
        );
        assert!(!stderr.contains("could not evaluate"), "{guard}: {stderr}");
    }
}

/// The oracle is bounded: at its timeout it is killed with everything it
/// started (its process group), and the guard answers at once.
#[test]
fn oracle_timeout_kills_the_oracle_and_its_children() {
    let project = Project::new(
        "[proportionate-test-scope]\noracle = \"sh oracle.sh\"\nfull_suite = [\"pytest\"]\ntimeout_seconds = 1\n",
    );
    project.write("oracle.sh", "sleep 30 &\necho $! > child.pid\nsleep 30\n");
    let started = std::time::Instant::now();
    let (code, _, stderr) = project.run(
        "proportionate-test-scope",
        "Bash",
        &json!({ "command": "pytest" }),
        project.root(),
    );
    let took = started.elapsed();
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("did not answer within 1 s"), "{stderr}");
    assert!(took < std::time::Duration::from_secs(5), "took {took:?}");
    let pid = std::fs::read_to_string(project.root().join("child.pid")).unwrap();
    // Gone, or a zombie waiting for a reaper: either way no longer running.
    // A SIGKILL is delivered asynchronously: on a loaded machine the child
    // was seen still runnable (`R`, about to die) right after the guard
    // answered, so it gets two seconds to go (it would sleep for 30).
    let read = || std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
    let gone = |stat: &str| {
        let state = stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .next()
            .unwrap_or("");
        stat.is_empty() || state == "Z"
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
    let mut stat = read();
    while !gone(&stat) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(10));
        stat = read();
    }
    assert!(gone(&stat), "the oracle's child {pid} still runs: {stat}");
}

/// Ordinary work passes every routing guard at once, configured as the
/// reference was: none of them may get in the way of commands it does not
/// route.
#[test]
fn ordinary_commands_pass_every_routing_guard() {
    let project = Project::new(REFERENCE);
    let commands = [
        "git status",
        "git diff --stat HEAD~1",
        "git log --oneline -5",
        "git add src/app.py && git commit -m 'fix handler(), import os, SPEC-001, pytest'",
        "ls -la src tests",
        "mkdir -p build && cp README.md build/",
        "cargo build --release",
        "npm test",
        "python scripts/ast_toolkit.py show src/app.py",
        "python scripts/code_intel.py callers handler",
        "python scripts/trace_intel.py list SPEC-001",
        "python scripts/graph_query.py --query open-sessions",
        "python scripts/gates.py",
        "python3 scripts/affected_tests.py --json",
        "pytest -p observe_pytest tests/test_app.py",
        "rg -n TODO docs",
        "grep -rn 'connection refused' docs",
        "cat README.md | wc -l",
        "echo 'cat src/app.py; pytest; python -c \"import neo4j\"' > notes.txt",
        "cat > notes.md <<'EOF'\ngrep -rn 'import os' src\nsed -i 's/SPEC-1/SPEC-2/' docs/notes.md\npython scripts/gates/lint.py\nEOF",
        "docker ps && kubectl get pods",
        "find docs -name '*.md' -newer README.md",
        "python -c 'print(1)'",
        "node -e 'console.log(1)'",
        "curl -s https://example.com -o /dev/null",
        "make -j2",
        "for f in docs/*.md; do wc -l \"$f\"; done",
        "timeout 30 ruff check src",
        "uv sync",
        "tar czf out.tgz docs",
    ];
    for guard in GUARDS {
        for command in commands {
            let input =
                json!({ "command": command, "description": "ordinary", "run_in_background": true });
            let (code, stdout, stderr) = project.run(guard, "Bash", &input, project.root());
            assert_eq!(
                (code, stdout.as_str(), stderr.as_str()),
                (0, "", ""),
                "{guard} on `{command}`"
            );
        }
    }
}
