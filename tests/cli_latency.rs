//! The latency per Bash call that the default fleet adds in the real Claude
//! Code CLI, against 13 bash+jq guards (scripts/bench.d/jq/), side by side
//! in one run (issue 19).
//!
//! Three configurations of the same Bash call: no hooks; the default fleet
//! (the PreToolUse entries `gatehouse install` registers for a Bash call
//! under an empty config without the sandbox, exec form, as a project or
//! local install writes them); the 13 bash+jq twins on PreToolUse `Bash`.
//!
//! Robust to load by design:
//! - **interleaved call by call, in one session**: every hook of both
//!   hooked configurations is registered, each with an `if` condition
//!   naming its configuration's command (`date -u +%s%N` for the fleet,
//!   `date --utc +%s%N` for bash+jq, `date +%s%N` bare: the same program and
//!   work), and the scripted model calls bare, fleet, bash+jq, bare, … in an
//!   order that rotates from triple to triple. The test checks from the
//!   CLI's hook events that each call started exactly its configuration's
//!   hooks (0, 8, 13). A slow phase of the machine lasts longer than a
//!   triple, so it falls on all three alike;
//! - **per call**: each call prints its stamp (`date`, ns); the gap from the
//!   previous call's stamp is one call's whole round (tool result to the
//!   model, the next call back, its PreToolUse hooks, the command), with the
//!   CLI's start-up (±0.5 s on a loaded machine) left out;
//! - **paired**: the gap of a hooked call minus the gap of the bare call of
//!   the same triple is one sample of the added latency; the figure is the
//!   median over all sessions × triples, printed with its spread (25th–75th
//!   percentile) and the ratio per session (min, median, max).
//!
//! Slow (ROUNDS sessions of 3 × CALLS calls) and machine-dependent, so it runs only
//! when asked: `GATEHOUSE_LATENCY=1 GATEHOUSE_BIN_DIR="$(scripts/build-release --dir)"
//! cargo test -p gatehouse --test cli_latency -- --nocapture` (the release
//! build is what users install; a debug build is slower). It prints the
//! figures and asserts the target (fleet ≤ 1/10 of bash+jq, the medians of
//! the paired differences) only with `GATEHOUSE_LATENCY_ASSERT=1`;
//! `GATEHOUSE_LATENCY_KEEP=1` keeps each session's directory (the CLI's
//! `stdout.jsonl` with its hook events) and prints where.
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

/// The default fleet's PreToolUse entries for a Bash call, as the default
/// (team) install writes them: what `gatehouse list` reports on for an
/// empty config, in dispatch form (`gatehouse-dispatch GUARD…`, the guards
/// that match Bash grouped in one entry), restricted to the entries whose
/// matcher names Bash. The session's repository is opted in
/// (`.claude/gatehouse.toml`), so the dispatcher runs every guard.
fn fleet_hooks(bin: &Path) -> Value {
    let keep = |e: &gatehouse::registry::Entry| {
        e.event == "PreToolUse"
            && gatehouse::registry::entry_off(e, &Ok(payload::Config::default())).is_none()
            && e.guard != gatehouse::install::SANDBOX_GUARD
    };
    let all = gatehouse::registry::hooks_where(
        &bin.display().to_string(),
        gatehouse::registry::Form::Dispatch,
        None,
        &keep,
    )
    .unwrap();
    let groups: Vec<Value> = all["PreToolUse"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| {
            g["matcher"]
                .as_str()
                .unwrap_or("")
                .split('|')
                .any(|t| t == "Bash")
        })
        .cloned()
        .collect();
    json!({ "PreToolUse": groups })
}

/// The guards (processes) the fleet's Bash entries run.
fn fleet_guards(fleet: &Value) -> usize {
    fleet["PreToolUse"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["hooks"].as_array().unwrap())
        .map(|h| gatehouse::registry::guards_of(h).len())
        .sum()
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

/// The command each configuration's calls run: the same program and
/// work (`date` printing the epoch in ns, the call's stamp), spelled
/// differently so that each hook's `if` condition selects its own.
const COMMANDS: [&str; 4] = [
    "date +%s%N",
    "date -u +%s%N",
    "date --utc +%s%N",
    "date --universal +%s%N",
];

/// The floor: one hook entry per guard of the fleet's group, each
/// `/bin/true` in exec form with the fleet's timeout and `onFailure` —
/// what the CLI itself spent on the fleet before its guards were grouped
/// (one entry per guard), whatever the guards do.
fn floor_hooks(fleet: &Value, n: usize) -> Value {
    let base = fleet["PreToolUse"][0]["hooks"][0].clone();
    let hooks: Vec<Value> = (0..n)
        .map(|i| {
            let mut h = base.clone();
            // Distinct arguments (ignored by `true`): the CLI runs
            // identical handlers once.
            h["command"] = json!("/bin/true");
            h["args"] = json!([i.to_string()]);
            h
        })
        .collect();
    json!({ "PreToolUse": [{"matcher": "Bash", "hooks": hooks}] })
}

/// `hooks` with every entry conditioned on configuration `i`'s command.
fn only_for(hooks: &Value, i: usize) -> Value {
    let mut h = hooks.clone();
    for groups in h.as_object_mut().unwrap().values_mut() {
        for g in groups.as_array_mut().unwrap() {
            for e in g["hooks"].as_array_mut().unwrap() {
                e["if"] = json!(format!("Bash({})", COMMANDS[i]));
            }
        }
    }
    h
}

/// One session: `per` calls of each configuration, interleaved call by
/// call (`order` rotates which comes first), all hooks registered, each
/// running only for its configuration's command. Returns the call order.
fn session(
    fleet: &Value,
    twins: &Value,
    floor: &Value,
    per: usize,
    round: usize,
) -> (scenario::Scenario, Vec<usize>) {
    let mut order = Vec::new();
    for c in 0..per {
        for k in 0..COMMANDS.len() {
            order.push((round + c + k) % COMMANDS.len());
        }
    }
    let mut turns: Vec<Value> = order
        .iter()
        .enumerate()
        .map(|(n, i)| json!({"tool": "Bash", "input": {"command": COMMANDS[*i], "description": format!("call {n}")}}))
        .collect();
    turns.push(json!({"text": "Done."}));
    let mut hooks = only_for(fleet, 1);
    for (event, groups) in only_for(twins, 2)
        .as_object()
        .unwrap()
        .iter()
        .chain(only_for(floor, 3).as_object().unwrap())
    {
        let list = hooks
            .as_object_mut()
            .unwrap()
            .entry(event.clone())
            .or_insert_with(|| json!([]));
        list.as_array_mut()
            .unwrap()
            .extend(groups.as_array().unwrap().iter().cloned());
    }
    let s = json!({
        "name": "latency",
        "prompt": "print the time a few times",
        "extra_hooks": hooks,
        "files": {".claude/gatehouse.toml": ""},
        "turns": turns,
        "expect": {"permission_denials": 0, "tool_result_count": order.len()},
    });
    (
        scenario::Scenario::parse(&s.to_string(), "latency").unwrap(),
        order,
    )
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

/// The PreToolUse hooks that started for each call, in call order
/// (`--include-hook-events`: `hook_started` follows the call's `tool_use`).
fn hooks_per_call(stdout_jsonl: &str) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for line in stdout_jsonl.lines() {
        let Ok(v) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        if v["type"] == "assistant" {
            for item in v["message"]["content"].as_array().into_iter().flatten() {
                if item["type"] == "tool_use" {
                    out.push(0);
                }
            }
        } else if v["subtype"] == "hook_started"
            && v["hook_event"] == "PreToolUse"
            && let Some(n) = out.last_mut()
        {
            *n += 1;
        }
    }
    out
}

/// The stamps the session's calls printed, in call order: each tool
/// result's text, from the CLI's stream-json output.
fn stamps(stdout_jsonl: &str) -> Vec<i128> {
    let mut out = Vec::new();
    for line in stdout_jsonl.lines() {
        let Ok(v) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        if v["type"] != "user" {
            continue;
        }
        for item in v["message"]["content"].as_array().into_iter().flatten() {
            if item["type"] != "tool_result" {
                continue;
            }
            let text = match &item["content"] {
                Value::String(s) => s.clone(),
                Value::Array(parts) => parts
                    .iter()
                    .filter_map(|p| p["text"].as_str())
                    .collect::<String>(),
                _ => String::new(),
            };
            out.push(
                text.trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("not a stamp: {text:?}")),
            );
        }
    }
    out
}

/// Runs one session; per configuration, the gap before each of its calls
/// (from the previous call's stamp, whatever its configuration), in ms.
fn gaps(
    s: &scenario::Scenario,
    order: &[usize],
    ctx: &runner::Context,
    hooks: [usize; 4],
) -> [Vec<f64>; 4] {
    let o = runner::run(s, ctx).unwrap();
    assert!(o.failures.is_empty(), "{:?}\n{}", o.failures, o.diagnostics);
    let kept = o.kept.unwrap();
    let text = std::fs::read_to_string(kept.join("stdout.jsonl")).unwrap();
    if std::env::var_os("GATEHOUSE_LATENCY_KEEP").is_some() {
        println!("kept: {}", kept.display());
    } else {
        let _ = std::fs::remove_dir_all(&kept);
    }
    let t = stamps(&text);
    assert_eq!(t.len(), order.len(), "one stamp per call");
    // Each call ran exactly its configuration's hooks (the `if` conditions).
    let ran = hooks_per_call(&text);
    let want: Vec<usize> = order.iter().map(|i| hooks[*i]).collect();
    assert_eq!(ran, want, "PreToolUse hooks started per call");
    let mut g: [Vec<f64>; 4] = Default::default();
    for n in 1..t.len() {
        g[order[n]].push((t[n] - t[n - 1]) as f64 / 1e6);
    }
    g
}

#[test]
fn fleet_latency_per_bash_call_against_bash_jq() {
    if std::env::var_os("GATEHOUSE_LATENCY").is_none() {
        println!(
            "cli_latency: not measured (set GATEHOUSE_LATENCY=1 to run {ROUNDS} real sessions of 3 × {CALLS} calls; see tests/cli_latency.rs)"
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
    let calls = knob("GATEHOUSE_LATENCY_CALLS", CALLS).max(2);
    let rounds = knob("GATEHOUSE_LATENCY_ROUNDS", ROUNDS).max(1);
    let fleet = fleet_hooks(&bin);
    let n_fleet = fleet["PreToolUse"].as_array().unwrap().len();
    let n_guards = fleet_guards(&fleet);
    let twins = twin_hooks();
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    // Per round and configuration: the gaps before its calls.
    let floor = floor_hooks(&fleet, n_guards);
    let mut g: Vec<[Vec<f64>; 4]> = Vec::new();
    for r in 0..rounds {
        let (s, order) = session(&fleet, &twins, &floor, calls, r);
        g.push(gaps(&s, &order, &ctx, [0, n_fleet, TWINS.len(), n_guards]));
    }
    // Paired differences: each hooked call against the bare call of the
    // same triple (the calls next to it in time), round by round.
    let paired = |i: usize| -> Vec<f64> {
        g.iter()
            .flat_map(|r| {
                r[i].iter()
                    .zip(&r[0])
                    .map(|(x, y)| x - y)
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let (pf, pj, pt) = (paired(1), paired(2), paired(3));
    let (f, j, t) = (median(&pf), median(&pj), median(&pt));
    let round_ratios: Vec<f64> = g
        .iter()
        .map(|r| {
            let d = |i: usize| {
                median(
                    &r[i]
                        .iter()
                        .zip(&r[0])
                        .map(|(x, y)| x - y)
                        .collect::<Vec<_>>(),
                )
            };
            d(1) / d(2)
        })
        .collect();
    let all = |i: usize| g.iter().flat_map(|r| r[i].clone()).collect::<Vec<_>>();
    println!(
        "real CLI, {rounds} sessions × {calls} calls per configuration, interleaved call by call, binaries from {}; load average before: {}\n  \
         gap before a call (median): bare {:.1} ms, fleet {:.1} ms, bash+jq {:.1} ms, floor {:.1} ms\n  \
         default fleet ({n_fleet} PreToolUse entry running {n_guards} guards): +{f:.1} ms per Bash call (25–75%: {:+.1} … {:+.1})\n  \
         13 bash+jq guards: +{j:.1} ms per Bash call (25–75%: {:+.1} … {:+.1})\n  \
         floor, {n_guards} hook entries of /bin/true (one per guard, as before grouping): +{t:.1} ms per Bash call (25–75%: {:+.1} … {:+.1})\n  \
         ratio {:.3} (per session: min {:.3}, median {:.3}, max {:.3})",
        bin.display(),
        load.trim(),
        median(&all(0)),
        median(&all(1)),
        median(&all(2)),
        median(&all(3)),
        quantile(&pf, 0.25),
        quantile(&pf, 0.75),
        quantile(&pj, 0.25),
        quantile(&pj, 0.75),
        quantile(&pt, 0.25),
        quantile(&pt, 0.75),
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
