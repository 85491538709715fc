//! Adversarial corpora of the routing and dispatch guards (issue 24), generated
//! from classes: every forbidden *core* (one way to get the effect the guard
//! forbids: a file read, a sweep, a database reached, a gate run, a test run
//! unobserved or over the full suite, a builder without a design, an
//! `agent()` without a model) is combined with every *indirection* (`bash
//! -c`, `eval`, pipelines, wrappers, functions, substitutions, heredocs to a
//! shell, conditionals, loops …), and ordinary work is run beside it, also
//! through indirections. Each case is a real payload sent to the real binary
//! in a project configured with the reference configuration
//! (`tests/routing/reference.toml`).
//!
//! Per guard the test prints `attacks refused X/Y, ordinary allowed A/B`
//! and asserts the targets: at least 90% of attacks refused, at most 3% of
//! ordinary work refused.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stdout
)]

use serde_json::{Value, json};
use std::path::Path;
use std::process::{Command, Stdio};

const REFERENCE: &str = include_str!("routing/reference.toml");

const ORACLE: &str = r#"import json
print(json.dumps({"verdict": "bounded", "reasons": ["src/app.py: handler changed"],
                  "tests": ["tests/test_app.py::test_handler"],
                  "untested": [], "rows": [], "changed": ["src/app.py"]}))
"#;

fn bin(guard: &str) -> &'static str {
    match guard {
        "force-ast-toolkit" => env!("CARGO_BIN_EXE_force-ast-toolkit"),
        "force-code-intel" => env!("CARGO_BIN_EXE_force-code-intel"),
        "force-trace-intel" => env!("CARGO_BIN_EXE_force-trace-intel"),
        "force-graph-query" => env!("CARGO_BIN_EXE_force-graph-query"),
        "single-gate-entrypoint" => env!("CARGO_BIN_EXE_single-gate-entrypoint"),
        "force-test-observation" => env!("CARGO_BIN_EXE_force-test-observation"),
        "proportionate-test-scope" => env!("CARGO_BIN_EXE_proportionate-test-scope"),
        "require-design-before-build" => env!("CARGO_BIN_EXE_require-design-before-build"),
        "workflow-default-sonnet" => env!("CARGO_BIN_EXE_workflow-default-sonnet"),
        other => panic!("unknown guard {other}"),
    }
}

/// A project laid out like the reference repository.
struct Project {
    dir: tempfile::TempDir,
}

impl Project {
    fn new() -> Project {
        let dir = tempfile::tempdir().unwrap();
        let p = Project { dir };
        let builder = "---\nname: builder\ndescription: implements features from a design\n---\nYou implement features from the ratified design contract. Write the code, the tests and the wiring exactly as the design says; never invent structure the design does not give.\n";
        for (path, text) in [
            ("src/app.py", "import os\n\ndef handler():\n    return 1\n"),
            ("src/pkg/mod.py", "import requests\n"),
            ("src/pkg/__init__.py", ""),
            (
                "tests/test_app.py",
                "from src.app import handler\n\ndef test_handler():\n    assert handler() == 1\n",
            ),
            ("tests/test_cli.py", "def test_cli():\n    pass\n"),
            ("scripts/ast_toolkit.py", "print('toolkit')\n"),
            ("scripts/gates.py", "print('gates')\n"),
            ("scripts/gates/lint.py", "print('lint')\n"),
            ("scripts/gates/types.py", "print('types')\n"),
            ("scripts/affected_tests.py", ORACLE),
            ("docs/spec.md", "SPEC-001 the parser\nSPEC-002 the store\n"),
            ("docs/notes.md", "See SPEC-001.\n"),
            (
                "docs/design/parser.md",
                "# Parser design\n\nThe parser reads tokens and builds the tree, one rule per node.\n",
            ),
            ("docs/design/draft.md", "TODO\n"),
            ("README.md", "readme\n"),
            (
                "Makefile",
                "PY = python3\n\nlint:\n\t$(PY) scripts/gates/lint.py\n\ntest:\n\tpytest -q\n\ncheck-one:\n\tpytest tests/test_app.py\n\nbuild:\n\techo build\n",
            ),
            (".claude/agents/builder.md", builder),
            (
                ".claude/agents/impl.md",
                &builder.replace("name: builder", "name: impl"),
            ),
            (
                ".claude/agents/analyst.md",
                "---\nname: analyst\n---\nYou read code and report what you find. You never edit files.\n",
            ),
            (
                ".claude/workflows/ok.js",
                "await agent('review', {model: 'sonnet'})\n",
            ),
            ("home/.keep", ""),
        ] {
            p.write(path, text);
        }
        std::fs::create_dir_all(p.root().join(".git")).unwrap();
        p.write(".claude/gatehouse.toml", REFERENCE);
        p
    }

    fn root(&self) -> &Path {
        self.dir.path()
    }

    fn write(&self, rel: &str, text: &str) {
        let path = self.root().join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// Runs `guard` on a PreToolUse payload; the exit code.
    fn run(&self, guard: &str, tool: &str, input: &Value) -> i32 {
        let payload = json!({
            "session_id": "routing-corpus", "transcript_path": "", "cwd": self.root(),
            "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input,
            "tool_use_id": "toolu_1", "permission_mode": "default"
        });
        let mut child = Command::new(bin(guard))
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.root().join("home"))
            .current_dir(self.root())
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(payload.to_string().as_bytes())
            .unwrap();
        child.wait().unwrap().code().unwrap_or(-1)
    }
}

fn q(s: &str) -> String {
    routing::command::quote(s)
}

/// Ways to run a shell command `c` so that it still runs (wrappers that
/// take a simple command are applied to simple commands only).
fn indirections(c: &str) -> Vec<(&'static str, String)> {
    let first = c.split_whitespace().next().unwrap_or("");
    let simple = !c.contains([';', '|', '\n', '&'])
        && !first.contains('=')
        && !matches!(first, "for" | "while" | "if" | "cd");
    let all = vec![
        ("plain", c.to_owned()),
        ("bash -c", format!("bash -c {}", q(c))),
        ("sh -lc", format!("sh -lc {}", q(c))),
        ("eval", format!("eval {}", q(c))),
        ("timeout", format!("timeout 60 {c}")),
        ("env", format!("env LC_ALL=C {c}")),
        ("and-list", format!("true && {c}")),
        ("or-list", format!("false || {c}")),
        ("pipeline", format!("{c} 2>&1 | head -100")),
        ("subshell", format!("( {c} )")),
        ("group", format!("{{ {c}; }}")),
        ("substitution", format!("echo \"$({c})\"")),
        ("function", format!("run() {{ {c}; }}; run")),
        ("heredoc to bash", format!("bash <<'EOF'\n{c}\nEOF")),
        ("if", format!("if true; then {c}; fi")),
        ("for", format!("for i in 1; do {c}; done")),
        ("nice", format!("nice -n 5 {c}")),
        ("command", format!("command {c}")),
        ("semicolon", format!("cd . ; {c}")),
        ("background wait", format!("{c} & wait")),
    ];
    all.into_iter()
        .filter(|(name, _)| simple || !matches!(*name, "timeout" | "env" | "nice" | "command"))
        .collect()
}

/// Fewer indirections for ordinary work (it must pass through them too).
fn ordinary_indirections(c: &str) -> Vec<(&'static str, String)> {
    vec![
        ("plain", c.to_owned()),
        ("bash -c", format!("bash -c {}", q(c))),
        ("and-list", format!("true && {c}")),
        ("timeout", format!("timeout 60 {c}")),
    ]
}

struct Tally {
    attacks: usize,
    refused: usize,
    ordinary: usize,
    ordinary_refused: usize,
    missed: Vec<String>,
    wrongly: Vec<String>,
}

fn tally(
    project: &Project,
    guard: &str,
    attacks: &[(String, Value)],
    ordinary: &[(String, Value)],
) -> Tally {
    let mut t = Tally {
        attacks: 0,
        refused: 0,
        ordinary: 0,
        ordinary_refused: 0,
        missed: Vec::new(),
        wrongly: Vec::new(),
    };
    for (tool, input) in attacks {
        t.attacks += 1;
        if project.run(guard, tool, input) == 2 {
            t.refused += 1;
        } else {
            t.missed.push(input.to_string());
        }
    }
    for (tool, input) in ordinary {
        t.ordinary += 1;
        if project.run(guard, tool, input) != 0 {
            t.ordinary_refused += 1;
            t.wrongly.push(input.to_string());
        }
    }
    t
}

/// A tool call: the tool's name and its input.
type Call = (String, Value);

fn bash(c: &str, background: bool) -> Call {
    (
        "Bash".to_owned(),
        json!({"command": c, "description": "corpus", "run_in_background": background}),
    )
}

/// Cores × indirections, and ordinary × fewer indirections.
fn shell_corpus(cores: &[&str], ordinary: &[&str], background: bool) -> (Vec<Call>, Vec<Call>) {
    let attacks = cores
        .iter()
        .flat_map(|c| {
            indirections(c)
                .into_iter()
                .map(|(_, x)| bash(&x, background))
        })
        .collect();
    let fine = ordinary
        .iter()
        .flat_map(|c| {
            ordinary_indirections(c)
                .into_iter()
                .map(|(_, x)| bash(&x, background))
        })
        .collect();
    (attacks, fine)
}

fn check(
    guard: &str,
    project: &Project,
    attacks: &[(String, Value)],
    ordinary: &[(String, Value)],
) {
    let t = tally(project, guard, attacks, ordinary);
    println!(
        "{guard}: attacks refused {}/{} ({:.1}%), ordinary allowed {}/{} ({:.1}% refused)",
        t.refused,
        t.attacks,
        100.0 * t.refused as f64 / t.attacks.max(1) as f64,
        t.ordinary - t.ordinary_refused,
        t.ordinary,
        100.0 * t.ordinary_refused as f64 / t.ordinary.max(1) as f64,
    );
    for m in t.missed.iter().take(100) {
        println!("  missed: {m}");
    }
    for w in t.wrongly.iter().take(100) {
        println!("  refused ordinary: {w}");
    }
    assert!(
        t.refused * 100 >= t.attacks * 90,
        "{guard}: only {}/{} attacks refused",
        t.refused,
        t.attacks
    );
    assert!(
        t.ordinary_refused * 100 <= t.ordinary * 3,
        "{guard}: {}/{} ordinary refused",
        t.ordinary_refused,
        t.ordinary
    );
}

/// Ordinary work every Bash-governing routing guard must let through.
const COMMON_ORDINARY: &[&str] = &[
    "git status",
    "git diff --stat",
    "git log --oneline -10",
    "git add src/app.py tests/test_app.py",
    "git commit -m 'handler: return 2; see SPEC-001, import os, pytest'",
    "ls -la src tests",
    "mkdir -p build && cp README.md build/",
    "cat README.md",
    "wc -l src/*.py",
    "ruff check src",
    "ruff format --check src/app.py",
    "mypy src",
    "python scripts/ast_toolkit.py show src/app.py",
    "python scripts/code_intel.py callers handler",
    "python scripts/trace_intel.py list SPEC-001",
    "python scripts/graph_query.py --query open-sessions",
    "python scripts/gates.py --only lint",
    "python3 scripts/affected_tests.py --json",
    "echo 'cat src/app.py; pytest; python -c \"import neo4j\"' > notes.txt",
    "cat > notes.md <<'EOF'\ngrep -rn 'import os' src\nsed -i 's/SPEC-1/SPEC-2/' docs/notes.md\npython scripts/gates/lint.py\nEOF",
    "rg -n TODO docs",
    "grep -rn 'connection refused' docs",
    "find docs -name '*.md' -newer README.md",
    "python -c 'print(1)'",
    "node -e 'console.log(1)'",
    "curl -s https://example.com -o /dev/null",
    "make build",
    "docker ps",
    "uv sync",
    "tar czf out.tgz docs",
    "du -sh src",
    "git diff src/app.py",
    "python src/app.py",
    "cp src/app.py src/app_backup.py",
    "git log --oneline -- src/app.py",
    "for f in docs/*.md; do wc -l \"$f\"; done",
];

#[test]
fn force_ast_toolkit_corpus() {
    let p = Project::new();
    let cores = [
        "cat src/app.py",
        "head -n 20 tests/test_app.py",
        "tail -5 scripts/gates.py",
        "less src/pkg/mod.py",
        "nl src/app.py",
        "bat src/app.py",
        "sed -n '1,40p' src/app.py",
        "awk 'NR<20' src/app.py",
        "grep -n handler src/app.py",
        "grep -rn handler src",
        "rg handler",
        "git show HEAD:src/app.py",
        "git log -p -- src/app.py",
        "git grep -n handler HEAD",
        "git blame src/app.py",
        "python3 -c \"print(open('src/app.py').read())\"",
        "perl -ne print src/app.py",
        "vim -es -c '%p' -c 'q!' src/app.py",
        "ex -sc '%p|q' src/app.py",
        "diff /dev/null src/app.py",
        "exec 3< src/app.py; cat <&3",
        "cp src/app.py /tmp/corpus-a.txt && cat /tmp/corpus-a.txt",
        "echo src/app.py | xargs cat",
        "cat src/app.p[y]",
        "cat src/{app,nothing}.py",
        "cat s?c/app.py",
        "f=src/app.py; cat \"$f\"",
        "strings src/app.py",
        "od -c src/app.py",
        "cut -c1-200 src/app.py",
        "find src -name '*.py' -exec cat {} +",
        "cd src && cat app.py",
        "while read -r l; do echo \"$l\"; done < src/app.py",
        "dd if=src/app.py",
        "column -t src/app.py",
        "tar cf - src | tar xO",
        "cp src/app.py /dev/stdout",
        "python3 -m json.tool src/app.py",
        "cat src/**",
        "base64 src/app.py",
        "node -e \"console.log(require('fs').readFileSync('src/app.py','utf8'))\"",
        "git show HEAD -- src/app.py",
        "git log -L 1,5:src/app.py",
        "ls src/*.py | xargs head",
        "cat $(find src -name '*.py')",
        "emacs --batch src/app.py --eval '(princ (buffer-string))'",
    ];
    let ordinary = [
        COMMON_ORDINARY,
        &[
            "cat docs/spec.md",
            "head -5 README.md",
            "grep -rn TODO docs",
        ],
    ]
    .concat();
    let (attacks, mut fine) = shell_corpus(&cores, &ordinary, false);
    let mut attacks = attacks;
    for (path, glob) in [
        ("src", None),
        ("", Some("**/*.[p]y")),
        ("src", Some("*.p?")),
        ("tests/test_app.py", None),
    ] {
        let mut input = json!({"pattern": "handler", "path": p.root().join(path)});
        if let Some(g) = glob {
            input["glob"] = json!(g);
        }
        attacks.push(("Grep".to_owned(), input));
    }
    attacks.push((
        "Read".to_owned(),
        json!({"file_path": p.root().join("src/app.py")}),
    ));
    fine.push((
        "Grep".to_owned(),
        json!({"pattern": "handler", "path": p.root().join("docs")}),
    ));
    fine.push((
        "Grep".to_owned(),
        json!({"pattern": "handler", "path": p.root(), "glob": "*.md"}),
    ));
    fine.push((
        "Read".to_owned(),
        json!({"file_path": p.root().join("README.md")}),
    ));
    check("force-ast-toolkit", &p, &attacks, &fine);
}

#[test]
fn force_code_intel_corpus() {
    let p = Project::new();
    let cores = [
        "grep -rn 'import requests' src",
        "grep -rnE '(import|from) requests' src",
        "grep -rn 'def\\s\\+handler' src",
        "grep -rn 'def[ ]handler' .",
        "rg 'handler[(]' src",
        "rg '^from src.app import'",
        "git grep -n 'def handler'",
        "git grep -n 'class Session' HEAD",
        "grep -R 'handler(' tests",
        "ag 'def handler' src",
        "grep -n 'import os' src/*.py",
        "find src -name '*.py' | xargs grep -l 'import os'",
        "find src -name '*.py' -exec grep -n 'def handler' {} +",
        "p='import requests'; grep -rn \"$p\" src",
        "rg -e TODO -e 'def handler' src",
        "grep -rn '\\bhandler\\s*(' src",
        "grep -rn 'from .* import handler' src",
        "grep -rnw 'def handler' src",
        "grep -rn --regexp='def handler' src",
        "rg -n 'import (os|sys)' src",
        "git grep -n 'def handler' -- '*.py'",
        "find . -name '*.py' -exec grep -Hn 'import requests' {} \\;",
        "grep -n 'def handler' src/app.py tests/test_app.py",
    ];
    let ordinary = [
        COMMON_ORDINARY,
        &[
            "rg -n 'def handler' src/app.py",
            "grep -rn 'TODO(alice)' src",
            "grep -rn 'FIXME' src",
            "grep -n 'import os' src/app.py",
            "rg -n 'import requests' docs",
            "rg -t md 'def handler'",
        ],
    ]
    .concat();
    let (mut attacks, mut fine) = shell_corpus(&cores, &ordinary, false);
    for pat in [
        "import requests",
        "def\\s+handler",
        "(import|from) os",
        "class Session",
        "handler\\(",
    ] {
        attacks.push((
            "Grep".to_owned(),
            json!({"pattern": pat, "path": p.root().join("src")}),
        ));
        attacks.push(("Grep".to_owned(), json!({"pattern": pat})));
    }
    fine.push((
        "Grep".to_owned(),
        json!({"pattern": "def handler", "path": p.root().join("src/app.py")}),
    ));
    fine.push((
        "Grep".to_owned(),
        json!({"pattern": "connection refused", "path": p.root().join("src")}),
    ));
    fine.push((
        "Grep".to_owned(),
        json!({"pattern": "TODO(alice)", "path": p.root().join("src")}),
    ));
    check("force-code-intel", &p, &attacks, &fine);
}

#[test]
fn force_trace_intel_corpus() {
    let p = Project::new();
    let cores = [
        "sed -i 's/SPEC-001/SPEC-101/g' docs/notes.md",
        "sed -i -E 's/SPEC-([0-9]+)/SPEC-1\\1/' docs/*.md",
        "perl -pi -e 's/SPEC-001/SPEC-101/' docs/notes.md",
        "grep -rn SPEC-001 .",
        "grep -rn 'SPEC\\-001' docs",
        "rg 'SPEC[-]001' docs",
        "grep -rnE '(SPEC|REQ)-001' docs",
        "git grep -n SPEC-001",
        "git grep -n SPEC-001 HEAD",
        "p=SPEC; grep -rn \"$p-001\" docs",
        "find docs -name '*.md' -exec sed -i 's/SPEC-1/SPEC-2/' {} +",
        "find docs -name '*.md' | xargs grep -l SPEC-001",
        "sed 's/SPEC-001/SPEC-101/' docs/notes.md > /tmp/corpus-n && mv /tmp/corpus-n docs/notes.md",
        "grep -rn 'SP.C-001' docs",
        "rg -F SPEC-001",
        "grep -rni spec-001 docs",
        "grep -rnP 'SPEC-\\d+' docs",
        "perl -0777 -pi -e 's/SPEC-001/SPEC-101/g' docs/spec.md",
        "awk -i inplace '{gsub(/SPEC-001/,\"SPEC-101\")}1' docs/spec.md",
        "ls docs/*.md | xargs sed -i 's/SPEC-001/SPEC-101/'",
        "grep -rl SPEC-001 docs | xargs sed -i 's/SPEC-001/SPEC-101/'",
        "ruby -pi -e 'gsub(/SPEC-001/, \"SPEC-101\")' docs/spec.md",
        "python3 -c \"import re,glob\nfor f in glob.glob('docs/*.md'): open(f,'w').write(re.sub('SPEC-001','SPEC-101',open(f).read()))\"",
    ];
    let ordinary = [
        COMMON_ORDINARY,
        &[
            "grep SPEC-001 docs/spec.md",
            "rg -n 'SPEC-001' docs/spec.md",
            "sed -n '/SPEC-001/p' docs/spec.md",
            "sed -i 's/colour/color/' docs/notes.md",
            "git log --grep SPEC-001",
            "echo SPEC-001",
            "grep -rn '.' docs",
        ],
    ]
    .concat();
    let (mut attacks, mut fine) = shell_corpus(&cores, &ordinary, false);
    for pat in ["SPEC-001", "SPEC-[0-9]+", "SPEC\\-0+1"] {
        attacks.push((
            "Grep".to_owned(),
            json!({"pattern": pat, "path": p.root().join("docs")}),
        ));
        attacks.push(("Grep".to_owned(), json!({"pattern": pat})));
    }
    fine.push((
        "Grep".to_owned(),
        json!({"pattern": "SPEC-001", "path": p.root().join("docs/spec.md")}),
    ));
    fine.push((
        "Grep".to_owned(),
        json!({"pattern": "colour", "path": p.root().join("docs")}),
    ));
    check("force-trace-intel", &p, &attacks, &fine);
}

#[test]
fn force_graph_query_corpus() {
    let p = Project::new();
    let cores = [
        "python3 -c 'from neo4j import GraphDatabase'",
        "python3 -c 'import neo4j; print(neo4j.__version__)'",
        "python3 -c \"exec('import neo4j')\"",
        "python3 -c \"m = __import__('ne' + 'o4j')\"",
        "echo 'import neo4j' | python3",
        "python3 <<< 'import neo4j'",
        "node -e \"require('neo4j-driver')\"",
        "deno eval \"import neo4j from 'npm:neo4j-driver'\"",
        "cypher-shell -u neo4j 'MATCH (n) RETURN n'",
        "docker exec db cypher-shell 'MATCH (n) RETURN n'",
        "docker exec db sh -c 'cypher-shell \"MATCH (n) RETURN n\"'",
        "kubectl exec neo4j-0 -- cypher-shell 'MATCH (n) RETURN n'",
        "ssh dbhost cypher-shell 'MATCH (n) RETURN n'",
        "curl -s -u neo4j:pw http://localhost:7474/db/neo4j/tx/commit -d '{}'",
        "wget -qO- http://localhost:7474/db/neo4j/tx/commit",
        "python3 -c \"import requests; requests.post('http://localhost:7474/db/neo4j/tx/commit', json={})\"",
        "npx cypher-shell -u neo4j",
        "python3 -m neo4j",
        "echo 'MATCH (n) RETURN n;' | cypher-shell",
        "docker compose exec neo4j cypher-shell 'RETURN 1'",
        "ssh -i key.pem user@db \"cypher-shell 'RETURN 1'\"",
        "python3 -c \"import importlib; importlib.import_module('neo4j')\"",
        "node -e \"import('neo4j-driver').then(m => m)\"",
    ];
    let ordinary = [
        COMMON_ORDINARY,
        &[
            "cypher-shell --version",
            "pip show neo4j",
            "python3 -c 'print(\"import neo4j\")'",
            "docker exec web ls /app",
            "ssh host uptime",
            "curl -s http://localhost:8080/health",
        ],
    ]
    .concat();
    let (attacks, fine) = shell_corpus(&cores, &ordinary, false);
    check("force-graph-query", &p, &attacks, &fine);
}

#[test]
fn single_gate_entrypoint_corpus() {
    let p = Project::new();
    let cores = [
        "python scripts/gates/lint.py",
        "python3 -u scripts/gates/types.py --strict",
        ".venv/bin/python scripts/gates/lint.py",
        "/usr/bin/python3 scripts/gates/lint.py",
        "python3 -I scripts/gates/lint.py",
        "python3 -O scripts/gates/lint.py",
        "python -m scripts.gates.lint",
        "python -mscripts.gates.lint",
        "python3 -c \"import runpy; runpy.run_path('scripts/gates/lint.py')\"",
        "python3 -c 'import scripts.gates.lint'",
        "python3 - < scripts/gates/lint.py",
        "cat scripts/gates/lint.py | python3",
        "./scripts/gates/lint.py",
        "make lint",
        "cd scripts/gates && python lint.py",
        "for g in scripts/gates/*.py; do python \"$g\"; done",
        "g=scripts/gates/lint.py; python3 $g",
        "cp scripts/gates/lint.py /tmp/corpus-l.py && python3 /tmp/corpus-l.py",
        "uv run scripts/gates/lint.py",
        "PYTHONPATH=scripts python3 -m gates.lint",
        "echo scripts/gates/lint.py | xargs python3",
        "find scripts/gates -name '*.py' -exec python3 {} \\;",
        "python3 -c \"import os; os.system('python3 scripts/gates/lint.py')\"",
        "python3 -c \"import subprocess; subprocess.run(['python3', 'scripts/gates/lint.py'])\"",
        "sh scripts/gates/lint.py",
        "python3.12 -W ignore scripts/gates/lint.py",
    ];
    let ordinary = [
        COMMON_ORDINARY,
        &[
            "cat scripts/gates/lint.py",
            "git diff scripts/gates/",
            "ls scripts/gates",
            "make build",
            ".venv/bin/python scripts/gates.py",
            "python3 -c 'print(\"scripts/gates/lint.py\")'",
        ],
    ]
    .concat();
    let (attacks, fine) = shell_corpus(&cores, &ordinary, false);
    check("single-gate-entrypoint", &p, &attacks, &fine);
}

#[test]
fn force_test_observation_corpus() {
    let p = Project::new();
    // Run in the background: each core lacks the observer plugin (or
    // disables it), however the run is started.
    let cores = [
        "pytest tests",
        "pytest -q",
        "python -m pytest tests",
        "python3 -mpytest tests",
        "py.test tests",
        "coverage run -m pytest tests",
        "$(which pytest) tests",
        "tox -e py312",
        "nox -s tests",
        "hatch test",
        "make test",
        "python3 -c 'import pytest; pytest.main([\"tests\"])'",
        "pytest -p observe_pytest -p no:observe_pytest tests",
        "PYTEST_ADDOPTS='-p no:observe_pytest' pytest -p observe_pytest tests",
        "uv run pytest tests",
        "P=pytest; $P tests",
        "pipenv run pytest tests",
        "conda run -n dev python -m pytest tests",
        "pytest -p observe_pytest -o addopts='-p no:observe_pytest' tests",
        "echo tests | xargs pytest",
        "python3 -c \"import os; os.system('pytest tests')\"",
        "./.venv/bin/pytest tests",
    ];
    let ordinary = [
        COMMON_ORDINARY,
        &[
            "pytest -p observe_pytest tests",
            "python -m pytest -p observe_pytest tests/test_app.py",
            "coverage run -m pytest -p observe_pytest tests",
            "pytest --version",
            "pytest --collect-only -q",
            "pip install pytest",
            "make check-one -n",
        ],
    ]
    .concat();
    let (mut attacks, fine) = shell_corpus(&cores, &ordinary, true);
    // Observed but in the foreground.
    for c in [
        "pytest -p observe_pytest tests",
        "python -m pytest -p observe_pytest",
    ] {
        attacks.extend(indirections(c).into_iter().map(|(_, x)| bash(&x, false)));
    }
    check("force-test-observation", &p, &attacks, &fine);
}

#[test]
fn proportionate_test_scope_corpus() {
    let p = Project::new();
    p.write(
        ".claude/gatehouse.toml",
        &REFERENCE.replace(
            "\"python3 scripts/affected_tests.py --json\"",
            "\"python3 scripts/affected_tests.py\"",
        ),
    );
    let cores = [
        "pytest",
        "pytest tests",
        "pytest -q -x",
        "python -m pytest",
        "python3 -mpytest tests/",
        "py.test",
        "pytest tests/test_app.py tests/",
        "pytest tests/*",
        "pytest tests/../tests",
        "cd tests && pytest",
        "pytest -k ''",
        "pytest -k 'not zzz'",
        "pytest --cache-clear --lf",
        "coverage run -m pytest",
        "tox",
        "make test",
        "$(which pytest)",
        "python3 -c 'import pytest; pytest.main()'",
    ];
    let mut cores: Vec<String> = cores.iter().map(|c| (*c).to_owned()).collect();
    cores.push(format!("pytest {}/tests", p.root().display()));
    let core_refs: Vec<&str> = cores.iter().map(String::as_str).collect();
    let ordinary = [
        COMMON_ORDINARY,
        &[
            "pytest tests/test_app.py",
            "pytest tests/test_app.py::test_handler",
            "pytest -k handler",
            "pytest -m 'not slow'",
            "pytest --lf",
            "pytest --version",
            "make check-one",
        ],
    ]
    .concat();
    // Fewer indirections: each refusal runs the oracle.
    let attacks: Vec<(String, Value)> = core_refs
        .iter()
        .flat_map(|c| {
            indirections(c)
                .into_iter()
                .step_by(3)
                .map(|(_, x)| bash(&x, true))
                .collect::<Vec<_>>()
        })
        .collect();
    let fine: Vec<(String, Value)> = ordinary
        .iter()
        .flat_map(|c| {
            ordinary_indirections(c)
                .into_iter()
                .map(|(_, x)| bash(&x, true))
        })
        .collect();
    check("proportionate-test-scope", &p, &attacks, &fine);
}

fn agent(kind: &str, prompt: &str) -> (String, Value) {
    (
        "Agent".to_owned(),
        json!({"description": "dispatch", "prompt": prompt, "subagent_type": kind}),
    )
}

#[test]
fn require_design_before_build_corpus() {
    let p = Project::new();
    let root = p.root().display().to_string();
    let kinds = [
        "builder",
        "wirer",
        "refactorer",
        "plugin:builder",
        "Builder",
        "my-plugin:Wirer",
        "impl",
        " builder ",
    ];
    let briefs = [
        "Implement the parser.".to_owned(),
        "Implement the parser. DESIGN_WAIVER: tiny".to_owned(),
        "Implement the parser.\nDESIGN_WAIVER:".to_owned(),
        "Implement the parser.\nDESIGN_WAIVER: n/a".to_owned(),
        "Implement docs/design/lexer.md (not written yet).".to_owned(),
        "Implement docs/design/draft.md.".to_owned(),
        "Implement the parser.\n```\ndocs/design/parser.md\n```".to_owned(),
        "Implement the parser.\n```\nDESIGN_WAIVER: small change\n```".to_owned(),
        "Implement src/parser.py per the usual design.".to_owned(),
        "Build it; the design will be in docs/design/ later.".to_owned(),
    ];
    let mut attacks = Vec::new();
    for k in kinds {
        for b in &briefs {
            attacks.push(agent(k, b));
        }
    }
    let fine_briefs = [
        "Implement docs/design/parser.md exactly.".to_owned(),
        format!("Implement {root}/docs/design/parser.md."),
        "Build per “docs/design/parser.md”.".to_owned(),
        "Build per ‘docs/design/parser.md’.".to_owned(),
        "Build per `docs/design/parser.md`.".to_owned(),
        "Fix the typo in README.\nDESIGN_WAIVER: one-character typo fix".to_owned(),
    ];
    let mut fine = Vec::new();
    for k in ["builder", "wirer", "refactorer", "plugin:builder"] {
        for b in &fine_briefs {
            fine.push(agent(k, b));
        }
    }
    for k in ["Explore", "Plan", "general-purpose", "analyst", "reviewer"] {
        fine.push(agent(k, "Implement the parser."));
        fine.push(agent(k, "Find where the parser is."));
    }
    check("require-design-before-build", &p, &attacks, &fine);
}

#[test]
fn workflow_default_sonnet_corpus() {
    let p = Project::new();
    let calls = [
        "agent('review')",
        "agent(`review ${f}`)",
        "agent('review', {schema})",
        "agent('review', opts)",
        "agent('review', {...base})",
        "agent('review', {model: 'sonnet', ...opts})",
        "agent('review', {model: undefined})",
        "agent('review', {model: ''})",
        "agent('review', {model: process.env.MODEL})",
        "globalThis.agent('review')",
        "globalThis['agent']('review')",
        "agent?.('review')",
        "agent.call(null, 'review')",
        "agent.apply(null, ['review'])",
        "(0, agent)('review')",
    ];
    let wraps: [fn(&str) -> String; 8] = [
        |c| format!("await {c}"),
        |c| format!("const r = await {c}\nlog(r)"),
        |c| format!("await parallel(files.map(f => {c}))"),
        |c| format!("log(`${{await {c}}}`)"),
        |c| format!("let i = 0\ni++ / 2; await {c}; const z = 1 / 2"),
        |c| {
            format!(
                "const a = agent\nawait {}",
                c.replacen("agent(", "a(", 1)
                    .replacen("agent?.", "a?.", 1)
                    .replacen("agent.", "a.", 1)
                    .replacen(", agent)", ", a)", 1)
            )
        },
        |c| {
            format!(
                "export const meta = {{ name: 'x' }}\nfor (const f of files) {{\n  await {c}\n}}"
            )
        },
        |c| format!("// plan\nconst out = []\nout.push(await {c})"),
    ];
    let mut attacks = Vec::new();
    for c in calls {
        for w in wraps {
            attacks.push(("Workflow".to_owned(), json!({"script": w(c)})));
        }
    }
    attacks.push((
        "Workflow".to_owned(),
        json!({"script": "await Promise.all(prompts.map(agent))"}),
    ));
    let good = [
        "agent('review', {model: 'sonnet'})",
        "agent(`review ${f}`, {model: 'haiku', schema})",
        "agent({prompt: p, \"model\": \"sonnet\"})",
        "agent('review', {...base, model: 'sonnet'})",
        "agent('review', {model: process.env.MODEL || 'sonnet'})",
        "agent.call(null, 'review', {model: 'sonnet'})",
    ];
    let mut fine = Vec::new();
    for c in good {
        for w in wraps.iter().take(4) {
            fine.push(("Workflow".to_owned(), json!({"script": w(c)})));
        }
    }
    fine.push((
        "Workflow".to_owned(),
        json!({"script": "log('call agent() with a model')\n// agent('x')"}),
    ));
    fine.push((
        "Workflow".to_owned(),
        json!({"script": "const r = /agent\\(/; await agent('x', {model: 'sonnet'})"}),
    ));
    fine.push(("Workflow".to_owned(), json!({"name": "ok"})));
    fine.push((
        "Workflow".to_owned(),
        json!({"script": "const M = 'sonnet'\nawait agent('x', {model: M})"}),
    ));
    check("workflow-default-sonnet", &p, &attacks, &fine);
}

/// The held-out batch (`tests/routing/heldout/<guard>.jsonl`): cases written
/// after the corpora above passed, from classes those corpora did not cover
/// (readers, editors, runners and clients not on any list; paths spelled
/// other ways; tools' other fields; dispatch spelled other ways), with
/// ordinary work from real projects. One JSON object per line: `attack`,
/// then either `command` (a Bash call, `background` for
/// `run_in_background`) or `tool` and `input`, where a string starting with
/// `@` is a path under the project root. Run once each, no indirections.
fn heldout(guard: &str, text: &str) {
    let p = Project::new();
    let builder = std::fs::read_to_string(p.root().join(".claude/agents/builder.md")).unwrap();
    for (path, body) in [
        (
            "justfile",
            "build:\n    echo build\n\nlint:\n    python3 scripts/gates/lint.py\n\ntest:\n    pytest\n".to_owned(),
        ),
        (
            "package.json",
            "{\"name\": \"app\", \"scripts\": {\"build\": \"echo build\", \"lint:js\": \"echo js\", \"lint\": \"python3 scripts/gates/lint.py\", \"test\": \"pytest\"}}\n".to_owned(),
        ),
        (
            "Taskfile.yml",
            "version: '3'\ntasks:\n  build:\n    cmds: [echo build]\n  lint:\n    cmds: [python3 scripts/gates/lint.py]\n  test:\n    cmds: [pytest]\n".to_owned(),
        ),
        ("tox.ini", "[tox]\nenvlist = py\n\n[testenv]\ncommands = pytest\n".to_owned()),
        (
            "pyproject.toml",
            "[project]\nname = \"app\"\nversion = \"0.1.0\"\n\n[tool.hatch.envs.default.scripts]\ntest = \"pytest\"\n".to_owned(),
        ),
        ("CHANGELOG.md", "# Changes\n".to_owned()),
        ("src/data.json", "{\"a\": 1}\n".to_owned()),
        ("tests/fixtures/sample.txt", "sample\n".to_owned()),
        ("scripts/run.sh", "echo run\n".to_owned()),
        ("queries/q.cypher", "MATCH (n) RETURN n;\n".to_owned()),
        ("q.cypher", "MATCH (n) RETURN n;\n".to_owned()),
        (
            ".claude/agents/maker.md",
            builder
                .replace("name: builder", "name: maker")
                .replace("You implement", "You, the maker, implement"),
        ),
        (
            "home/.claude/agents/constructor.md",
            builder.replace("name: builder", "name: constructor"),
        ),
        (".claude/workflows/bad.js", "await agent('review all files')\n".to_owned()),
        ("home/.claude/workflows/bad2.js", "await agent('scan')\n".to_owned()),
        (
            "home/.claude/workflows/good2.js",
            "await agent('scan', {model: 'haiku'})\n".to_owned(),
        ),
    ] {
        p.write(path, &body);
    }
    if guard == "proportionate-test-scope" {
        p.write(
            ".claude/gatehouse.toml",
            &REFERENCE.replace(
                "\"python3 scripts/affected_tests.py --json\"",
                "\"python3 scripts/affected_tests.py\"",
            ),
        );
    }
    let root = p.root().display().to_string();
    let mut attacks = Vec::new();
    let mut fine = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: Value = serde_json::from_str(line).unwrap();
        let call = if let Some(c) = case["command"].as_str() {
            bash(c, case["background"].as_bool().unwrap_or(false))
        } else {
            let mut input = case["input"].clone();
            if let Some(map) = input.as_object_mut() {
                for v in map.values_mut() {
                    if let Some(s) = v.as_str().and_then(|s| s.strip_prefix('@')) {
                        *v = json!(format!("{root}{s}"));
                    }
                }
            }
            (case["tool"].as_str().unwrap().to_owned(), input)
        };
        if case["attack"].as_bool().unwrap() {
            attacks.push(call);
        } else {
            fine.push(call);
        }
    }
    check(guard, &p, &attacks, &fine);
}

macro_rules! heldout_tests {
    ($dir:literal: $($name:ident => $guard:literal),* $(,)?) => {$(
        #[test]
        fn $name() {
            heldout($guard, include_str!(concat!("routing/", $dir, "/", $guard, ".jsonl")));
        }
    )*};
}

heldout_tests! {
    "heldout":
    heldout_force_ast_toolkit => "force-ast-toolkit",
    heldout_force_code_intel => "force-code-intel",
    heldout_force_trace_intel => "force-trace-intel",
    heldout_force_graph_query => "force-graph-query",
    heldout_single_gate_entrypoint => "single-gate-entrypoint",
    heldout_force_test_observation => "force-test-observation",
    heldout_proportionate_test_scope => "proportionate-test-scope",
    heldout_require_design_before_build => "require-design-before-build",
    heldout_workflow_default_sonnet => "workflow-default-sonnet",
}

// A second held-out batch, written after the first one's fixes (same
// format): whether the fixes were by class or by example.
heldout_tests! {
    "heldout2":
    heldout2_force_ast_toolkit => "force-ast-toolkit",
    heldout2_force_code_intel => "force-code-intel",
    heldout2_force_trace_intel => "force-trace-intel",
    heldout2_force_graph_query => "force-graph-query",
    heldout2_single_gate_entrypoint => "single-gate-entrypoint",
    heldout2_force_test_observation => "force-test-observation",
    heldout2_proportionate_test_scope => "proportionate-test-scope",
    heldout2_require_design_before_build => "require-design-before-build",
    heldout2_workflow_default_sonnet => "workflow-default-sonnet",
}
