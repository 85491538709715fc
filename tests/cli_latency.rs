//! The latency per Bash call that the default fleet adds in the real Claude
//! Code CLI, against 13 bash+jq guards (scripts/bench.d/jq/), side by side
//! in one run (issue 19).
//!
//! Three sessions, interleaved round by round, each the same scripted model
//! making `CALLS` Bash calls (`true`): no hooks; the default fleet (the
//! PreToolUse entries `gatehouse install` registers for a Bash call under an
//! empty config without the sandbox, exec form, as a project or local
//! install writes them);
//! the 13 bash+jq twins registered on PreToolUse `Bash`. Added latency per
//! call = (session − bare session) / `CALLS`, median over the rounds.
//!
//! Slow (27 real sessions) and machine-dependent, so it runs only when asked:
//! `GATEHOUSE_LATENCY=1 GATEHOUSE_BIN_DIR="$(scripts/build-release --dir)" cargo test -p gatehouse --test cli_latency -- --nocapture`
//! (the release build is what users install; a debug build is slower).
//! It prints the figures and asserts the target (fleet ≤ 1/10 of bash+jq)
//! only with `GATEHOUSE_LATENCY_ASSERT=1`.
#![allow(dead_code)] // the e2e modules serve more than this test
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stdout,
    clippy::print_stderr
)]

#[path = "e2e/runner.rs"]
mod runner;
#[path = "e2e/scenario.rs"]
mod scenario;
#[path = "e2e/server.rs"]
mod server;

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::Duration;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
/// Defaults; `GATEHOUSE_LATENCY_CALLS` / `GATEHOUSE_LATENCY_ROUNDS` override.
const CALLS: usize = 20;
const ROUNDS: usize = 9;

fn knob(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The 13 bash+jq twins of guards that act on a Bash call or a write.
const TWINS: [&str; 13] = [
    "force-ast-toolkit",
    "force-code-intel",
    "force-graph-query",
    "force-session-cli",
    "force-test-observation",
    "force-trace-intel",
    "generic",
    "no-banned-deps",
    "no-doubles-py",
    "proportionate-test-scope",
    "require-design-before-build",
    "secret-guard",
    "single-gate-entrypoint",
];

fn bin_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("GATEHOUSE_BIN_DIR") {
        return PathBuf::from(d);
    }
    let exe = std::env::current_exe().unwrap();
    exe.parent().and_then(Path::parent).unwrap().to_path_buf()
}

fn claude() -> PathBuf {
    if let Some(c) = std::env::var_os("GATEHOUSE_CLAUDE") {
        return PathBuf::from(c);
    }
    let out = std::process::Command::new(Path::new(ROOT).join("scripts/install-claude-cli"))
        .arg("--print-path")
        .output()
        .unwrap();
    PathBuf::from(String::from_utf8_lossy(&out.stdout).trim())
}

/// The default fleet's PreToolUse entries for a Bash call, from
/// `gatehouse registrations` filtered as install filters them: what
/// `gatehouse list` reports on for an empty config.
fn fleet_hooks(bin: &Path) -> Value {
    let out = std::process::Command::new(bin.join("gatehouse"))
        .args(["registrations", "--bin-dir"])
        .arg(bin)
        .output()
        .unwrap();
    let all: Value = serde_json::from_slice(&out.stdout).unwrap();
    let on = gatehouse::registry::entries()
        .unwrap()
        .into_iter()
        .filter(|e| e.event == "PreToolUse")
        .filter(|e| {
            gatehouse::registry::entry_off(e, &Ok(payload::Config::default())).is_none()
                && e.guard != gatehouse::install::SANDBOX_GUARD
        })
        .map(|e| e.guard)
        .collect::<Vec<_>>();
    let groups: Vec<Value> = all["PreToolUse"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| {
            let m = g["matcher"].as_str().unwrap_or("");
            let guard = g["hooks"][0]["command"]
                .as_str()
                .unwrap()
                .rsplit('/')
                .next()
                .unwrap()
                .to_owned();
            m.split('|').any(|t| t == "Bash") && on.contains(&guard)
        })
        .cloned()
        .collect();
    json!({ "PreToolUse": groups })
}

fn twin_hooks() -> Value {
    let hooks: Vec<Value> = TWINS
        .iter()
        .map(|t| {
            json!({"type": "command", "command": "bash",
                   "args": [Path::new(ROOT).join("scripts/bench.d/jq").join(format!("{t}.sh"))],
                   "timeout": 10})
        })
        .collect();
    json!({ "PreToolUse": [{"matcher": "Bash", "hooks": hooks}] })
}

fn session(hooks: &Value, calls: usize) -> scenario::Scenario {
    let mut turns: Vec<Value> = (0..calls)
        .map(|i| json!({"tool": "Bash", "input": {"command": "true", "description": format!("call {i}")}}))
        .collect();
    turns.push(json!({"text": "Done."}));
    let s = json!({
        "name": "latency",
        "prompt": "run true a few times",
        "extra_hooks": hooks,
        "turns": turns,
        "expect": {"permission_denials": 0, "tool_result_count": calls},
    });
    scenario::Scenario::parse(&s.to_string(), "latency").unwrap()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[test]
fn fleet_latency_per_bash_call_against_bash_jq() {
    if std::env::var_os("GATEHOUSE_LATENCY").is_none() {
        println!(
            "cli_latency: not measured (set GATEHOUSE_LATENCY=1 to run 27 real sessions; see tests/cli_latency.rs)"
        );
        return;
    }
    let bin = bin_dir();
    let ctx = runner::Context {
        claude: claude(),
        bin_dir: bin.clone(),
        settings: None,
        keep: false,
    };
    let calls = knob("GATEHOUSE_LATENCY_CALLS", CALLS);
    let rounds = knob("GATEHOUSE_LATENCY_ROUNDS", ROUNDS);
    let fleet = fleet_hooks(&bin);
    let n_fleet = fleet["PreToolUse"].as_array().unwrap().len();
    let variants = [
        ("bare", session(&json!({}), calls)),
        ("fleet", session(&fleet, calls)),
        ("bash+jq", session(&twin_hooks(), calls)),
    ];
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); 3];
    for _ in 0..rounds {
        for (i, (name, s)) in variants.iter().enumerate() {
            let o = runner::run(s, &ctx).unwrap();
            assert!(
                o.failures.is_empty(),
                "{name}: {:?}\n{}",
                o.failures,
                o.diagnostics
            );
            times[i].push(o.elapsed);
        }
    }
    let per_call = |i: usize| {
        median(
            times[i]
                .iter()
                .zip(&times[0])
                .map(|(t, b)| (t.as_secs_f64() - b.as_secs_f64()) * 1000.0 / calls as f64)
                .collect(),
        )
    };
    let bare = median(times[0].iter().map(|t| t.as_secs_f64() * 1000.0).collect());
    let (f, j) = (per_call(1), per_call(2));
    println!(
        "real CLI, {calls} Bash calls per session, {rounds} rounds, binaries from {}:\n  \
         bare session {bare:.0} ms\n  default fleet ({n_fleet} PreToolUse entries): +{f:.1} ms per Bash call\n  \
         13 bash+jq guards: +{j:.1} ms per Bash call\n  ratio {:.3}",
        bin.display(),
        f / j
    );
    if std::env::var_os("GATEHOUSE_LATENCY_ASSERT").is_some() {
        assert!(
            f <= j / 10.0,
            "fleet +{f:.1} ms > 1/10 of bash+jq +{j:.1} ms"
        );
    }
}
