//! The latency per Bash call that the default fleet adds in the real Claude
//! Code CLI, against 13 bash+jq guards (scripts/bench.d/jq/), side by side
//! in one run (issue 19).
//!
//! Three configurations, each the same scripted model making `CALLS` Bash
//! calls: no hooks; the default fleet (the PreToolUse entries `gatehouse
//! install` registers for a Bash call under an empty config without the
//! sandbox, exec form, as a project or local install writes them); the 13
//! bash+jq twins registered on PreToolUse `Bash`.
//!
//! Robust to load by design:
//! - **per call, not per session**: each Bash call runs `date +%s%N >>
//!   .latency-stamps`, so the time between two consecutive stamps is one
//!   call's whole round (tool result to the model, the next tool call back,
//!   the PreToolUse hooks, the command) with the CLI's start-up — the
//!   largest and noisiest part of a session (±0.5 s on a loaded machine) —
//!   left out;
//! - **interleaved**: a round runs one session of each configuration, in an
//!   order that rotates from round to round, so slow phases of the machine
//!   fall on every configuration alike;
//! - **paired**: the gap after call i of a hooked session minus the gap
//!   after call i of the bare session of the same round is one sample of
//!   the added latency; the figure is the median over all rounds × calls,
//!   with its spread (25th–75th percentile) and the per-round ratios
//!   (fleet / bash+jq, each round's medians) printed beside it.
//!
//! Slow (3 × ROUNDS real sessions) and machine-dependent, so it runs only
//! when asked: `GATEHOUSE_LATENCY=1 GATEHOUSE_BIN_DIR="$(scripts/build-release --dir)"
//! cargo test -p gatehouse --test cli_latency -- --nocapture` (the release
//! build is what users install; a debug build is slower). It prints the
//! figures and asserts the target (fleet ≤ 1/10 of bash+jq, the medians of
//! the paired differences) only with `GATEHOUSE_LATENCY_ASSERT=1`.
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

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
/// Defaults; `GATEHOUSE_LATENCY_CALLS` / `GATEHOUSE_LATENCY_ROUNDS` override.
const CALLS: usize = 25;
const ROUNDS: usize = 9;
/// Where each Bash call stamps its start (in the session's repository).
const STAMPS: &str = ".latency-stamps";

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
        .map(|i| json!({"tool": "Bash", "input": {"command": format!("date +%s%N >> {STAMPS}"), "description": format!("call {i}")}}))
        .collect();
    turns.push(json!({"text": "Done."}));
    let s = json!({
        "name": "latency",
        "prompt": "stamp the time a few times",
        "extra_hooks": hooks,
        "turns": turns,
        "expect": {"permission_denials": 0, "tool_result_count": calls},
    });
    scenario::Scenario::parse(&s.to_string(), "latency").unwrap()
}

/// The `q`-quantile (0..=1) of `v`, nearest rank.
fn quantile(v: &[f64], q: f64) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    let i = ((v.len() - 1) as f64 * q).round() as usize;
    v[i]
}

fn median(v: &[f64]) -> f64 {
    quantile(v, 0.5)
}

/// Runs one session and returns the gaps between consecutive calls, in ms.
fn gaps(s: &scenario::Scenario, ctx: &runner::Context, name: &str, calls: usize) -> Vec<f64> {
    let o = runner::run(s, ctx).unwrap();
    assert!(
        o.failures.is_empty(),
        "{name}: {:?}\n{}",
        o.failures,
        o.diagnostics
    );
    let kept = o.kept.unwrap();
    let text = std::fs::read_to_string(kept.join("repo").join(STAMPS)).unwrap();
    let _ = std::fs::remove_dir_all(&kept);
    let stamps: Vec<i128> = text.lines().map(|l| l.trim().parse().unwrap()).collect();
    assert_eq!(stamps.len(), calls, "{name}: one stamp per call");
    stamps
        .windows(2)
        .map(|w| (w[1] - w[0]) as f64 / 1e6)
        .collect()
}

#[test]
fn fleet_latency_per_bash_call_against_bash_jq() {
    if std::env::var_os("GATEHOUSE_LATENCY").is_none() {
        println!(
            "cli_latency: not measured (set GATEHOUSE_LATENCY=1 to run 3 × {ROUNDS} real sessions; see tests/cli_latency.rs)"
        );
        return;
    }
    let bin = bin_dir();
    let ctx = runner::Context {
        claude: claude(),
        bin_dir: bin.clone(),
        settings: None,
        keep: true,
    };
    let calls = knob("GATEHOUSE_LATENCY_CALLS", CALLS).max(3);
    let rounds = knob("GATEHOUSE_LATENCY_ROUNDS", ROUNDS).max(1);
    let fleet = fleet_hooks(&bin);
    let n_fleet = fleet["PreToolUse"].as_array().unwrap().len();
    let variants = [
        ("bare", session(&json!({}), calls)),
        ("fleet", session(&fleet, calls)),
        ("bash+jq", session(&twin_hooks(), calls)),
    ];
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    // Per configuration: the gaps of each round.
    let mut g: Vec<Vec<Vec<f64>>> = vec![Vec::new(); 3];
    for r in 0..rounds {
        for k in 0..3 {
            let i = (r + k) % 3;
            let (name, s) = &variants[i];
            g[i].push(gaps(s, &ctx, name, calls));
        }
    }
    // Paired differences: call i of round r, hooked minus bare.
    let paired = |i: usize| -> Vec<f64> {
        g[i].iter()
            .zip(&g[0])
            .flat_map(|(h, b)| h.iter().zip(b).map(|(x, y)| x - y))
            .collect()
    };
    let (pf, pj) = (paired(1), paired(2));
    let (f, j) = (median(&pf), median(&pj));
    let round_ratios: Vec<f64> = (0..rounds)
        .map(|r| {
            let d = |i: usize| {
                median(
                    &g[i][r]
                        .iter()
                        .zip(&g[0][r])
                        .map(|(x, y)| x - y)
                        .collect::<Vec<_>>(),
                )
            };
            d(1) / d(2)
        })
        .collect();
    let all = |i: usize| g[i].concat();
    println!(
        "real CLI, {calls} Bash calls × {rounds} rounds per configuration, binaries from {}; load average before: {}\n  \
         gap between calls (median): bare {:.1} ms, fleet {:.1} ms, bash+jq {:.1} ms\n  \
         default fleet ({n_fleet} PreToolUse entries): +{f:.1} ms per Bash call (25–75%: {:+.1} … {:+.1})\n  \
         13 bash+jq guards: +{j:.1} ms per Bash call (25–75%: {:+.1} … {:+.1})\n  \
         ratio {:.3} (per round: min {:.3}, median {:.3}, max {:.3})",
        bin.display(),
        load.trim(),
        median(&all(0)),
        median(&all(1)),
        median(&all(2)),
        quantile(&pf, 0.25),
        quantile(&pf, 0.75),
        quantile(&pj, 0.25),
        quantile(&pj, 0.75),
        f / j,
        quantile(&round_ratios, 0.0),
        median(&round_ratios),
        quantile(&round_ratios, 1.0),
    );
    if std::env::var_os("GATEHOUSE_LATENCY_ASSERT").is_some() {
        assert!(
            f <= j / 10.0,
            "fleet +{f:.1} ms > 1/10 of bash+jq +{j:.1} ms"
        );
    }
}
