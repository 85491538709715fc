//! block-sleep-poll: refuses waits with no termination path (the reference's
//! no-unbounded-wait).
//!
//! # What it refuses
//! - `while true|:` / `until false` loops (and `while sleep N`) with no reachable `break`,
//!   `exit` or `return`;
//! - polling loops (`until <probe>; do sleep …; done`, `while pgrep x; do sleep 1; done`,
//!   `while true; do <probe> && break; sleep 5; done` — the same poll) not bounded by a
//!   sane `timeout N` (at most an hour), a counter that is compared and changed, or a clock
//!   deadline (`SECONDS`); constant conditions in any spelling (`while ((1))`,
//!   `[ 1 = 1 ]`); dead breaks (`false && break`) do not count;
//! - `tail -f`, `journalctl -f`, `kubectl logs -f`, `kubectl get -w`, `ping` without a small `-c`, `read -t N` (`-rt N`),
//!   interpreter `time.sleep(N)` (times a literal `range(M)`), Perl `select(undef, undef,
//!   undef, N)` and endless loops; a follow under `timeout T` is a wait of T s (refused at
//!   or above the threshold, like `sleep T`);
//! - sleeps inside loops of known length, multiplied out (`for i in $(seq 100); do sleep 5;
//!   done` is a 500 s wait; `i=0; while [ $i -lt 100 ]; do …; i=$((i+1)); done` counts
//!   too); a poll with a `break` is bounded by its count, refused past an hour;
//! - `for ((;;))` and spin loops whose body does nothing (`while :; do :; done`);
//! - `sleep N` at or above the threshold (`sleep 300 && gh pr checks`), `sleep infinity`,
//!   durations as GNU sleep reads them (`6e2`, `0x258`, `+600`, `$((10*60))`, several
//!   arguments and repeated sleeps summed);
//! - `watch …` (it never ends on its own).
//!
//! Found anywhere the shell analysis looks: `bash -c`, `eval`, `$(…)`, heredocs fed to a shell.
//!
//! # Why (the incident)
//! Reference fleet, measured 2026-08-09: "five such loops alive at once, the oldest having
//! waited 3 days 4 hours… Two more were spin loops with an EMPTY body burning a core each,
//! which drove load average to 27.6 on a 6C/12T box."
//!
//! # Refused
//! `while true; do sleep 5; done`, `until grep -q DONE log; do sleep 5; done`,
//! `for ((;;)); do :; done`, `sleep 300 && gh pr checks`, `watch -n 5 gh pr checks`.
//!
//! # Allowed
//! `for i in {1..30}; do …; done`, `for f in *.py`, `for x in $(seq 1 10)`,
//! `timeout 120 bash -c 'until curl -sf x; do sleep 2; done'`, loops with a counter-checked
//! `break`, `sleep 5`, `while read line; do …; done < f`, sanctioned waiters
//! (`gh pr checks --watch`, `gh run watch`).
//!
//! # Configuration
//! `[block-sleep-poll]` in `.claude/gatehouse.toml`: `enabled` (default `true`);
//! `sleep_threshold` (seconds, default 60): a `sleep` this long or longer is a wait;
//! `sanctioned` (list of command prefixes, default `["gh pr checks --watch", "gh run watch"]`):
//! waiters with their own end, suggested in refusals and allowed under `watch`.
//!
//! # Escape hatch
//! The user raises `sleep_threshold`, adds a waiter to `sanctioned`, or sets
//! `enabled = false`; the agent cannot (the config file is protected by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use shell::{Analysis, Command, Loop, LoopKind, LoopRole, Word};

pub(crate) const GUARD: Guard = Guard {
    name: "block-sleep-poll",
    events: &[EventKind::PreToolUse],
    keys: &["sleep_threshold", "sanctioned"],
};

const DEFAULT_THRESHOLD: i64 = 60;
const DEFAULT_SANCTIONED: &[&str] = &["gh pr checks --watch", "gh run watch"];

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let threshold = cfg.int("sleep_threshold")?.unwrap_or(DEFAULT_THRESHOLD);
    let sanctioned = cfg
        .strings("sanctioned")?
        .unwrap_or_else(|| DEFAULT_SANCTIONED.iter().map(|s| s.to_string()).collect());
    decide(&bash.command, threshold as f64, &sanctioned, &p.cwd)
}

/// A `timeout` longer than this bounds nothing a session would wait for (`timeout 999999`).
const MAX_TIMEOUT: f64 = 3600.0;

fn decide(
    command: &str,
    threshold: f64,
    sanctioned: &[String],
    cwd: &std::path::Path,
) -> Result<Verdict, Failure> {
    let a = shell::analyse_in(command, cwd);
    if let Some((what, instead)) = find(&a, threshold, sanctioned) {
        let waiters = sanctioned
            .iter()
            .map(|s| format!("`{s}`"))
            .collect::<Vec<_>>()
            .join(", ");
        let instead = if waiters.is_empty() {
            instead
        } else {
            format!("{instead}; or use a sanctioned waiter: {waiters}")
        };
        return Ok(payload::refusal(GUARD.name, what)
            .rule("every wait needs a termination path: an unbounded polling loop outlives the session that started it and holds its shell (and the agent) until someone kills it, and an empty spin loop burns a core")
            .instead(instead)
            .allow("the user (not the agent) can raise `sleep_threshold`, add a waiter to `sanctioned`, or set `enabled = false` under `[block-sleep-poll]` in `.claude/gatehouse.toml`")
            .verdict());
    }
    // Words of their own (`~/.selected_editor` is not `select`).
    let relevant = |t: &str| {
        let l = t.to_ascii_lowercase();
        l.contains("tail -f")
            || l.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
                matches!(
                    w,
                    "while" | "until" | "for" | "sleep" | "watch" | "select" | "follow" | "ping"
                )
            })
    };
    if let Some(problem) = a.blocking_problem(relevant) {
        return Err(Failure::new(format!(
            "cannot analyse the command: {}",
            problem.reason
        )));
    }
    // The opacity rule: code the analysis could not see is refused only when a wait
    // could be inside it.
    if let Some(problem) = a.opaque_problem(relevant) {
        return Ok(payload::refusal(
            GUARD.name,
            format!(
                "`{}` (it runs code the analysis cannot see: {}, and a wait could be in it)",
                one_line(&problem.text),
                problem.reason
            ),
        )
        .rule("every wait needs a termination path; a loop or sleep built at run time cannot be checked")
        .instead("write the loop or sleep visibly in the Bash command, bounded (`timeout 300 bash -c 'until <probe>; do sleep 5; done'`)")
        .allow("the user (not the agent) can set `enabled = false` under `[block-sleep-poll]` in `.claude/gatehouse.toml`")
        .verdict());
    }
    Ok(Verdict::Allow)
}

fn one_line(text: &str) -> String {
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() > 160 {
        flat.chars().take(157).collect::<String>() + "..."
    } else {
        flat
    }
}

/// The bound of the `timeout` wrappers of this context (`timeout 0` is none).
fn under_timeout(ctx: &shell::Context) -> Option<f64> {
    ctx.wrappers
        .iter()
        .filter_map(|w| w.duration.as_deref().and_then(shell::duration_seconds))
        .filter(|d| *d > 0.0 && d.is_finite())
        .reduce(f64::min)
}

/// A `timeout` that bounds a loop: sane, at most [`MAX_TIMEOUT`].
fn sane_timeout(ctx: &shell::Context) -> bool {
    under_timeout(ctx).is_some_and(|t| t <= MAX_TIMEOUT)
}

fn sanctioned_cmd(cmd: &Command, sanctioned: &[String]) -> bool {
    let line = cmd
        .argv
        .iter()
        .map(|w| w.text.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    sanctioned.iter().any(|s| line.starts_with(s.as_str()))
}

/// A command run in a container started detached (`docker run -d …`, `docker exec -d …`,
/// `docker compose up`-style `--detach`): the call does not wait for it.
fn detached_container(ctx: &shell::Context) -> bool {
    ctx.wrappers.iter().any(|w| {
        matches!(
            w.name.as_str(),
            "docker" | "podman" | "nerdctl" | "docker-compose"
        ) && w.args.iter().any(|a| {
            a.text == "--detach"
                || a.text == "--detach=true"
                || (a.text.starts_with('-')
                    && !a.text.starts_with("--")
                    && a.text.contains('d')
                    && a.text.bytes().skip(1).all(|b| b"itdPqT".contains(&b)))
        })
    })
}

/// The first unbounded wait, as (what was refused, a bounded rewrite).
fn find(a: &Analysis, threshold: f64, sanctioned: &[String]) -> Option<(String, String)> {
    for (id, l) in a.loops.iter().enumerate() {
        if detached_container(&l.ctx) {
            continue;
        }
        if let Some(why) = unbounded(a, id, l) {
            let shown = one_line(&l.text);
            let rewrite = match l.kind {
                LoopKind::Until | LoopKind::While if !is_constant(a, id, l) => {
                    format!(
                        "bound it: `timeout 300 bash -c '{shown}'`, or count: `for i in $(seq 1 60); do <probe> && break; sleep 5; done`"
                    )
                }
                _ => format!(
                    "bound it with a count (`for i in $(seq 1 60); do …; sleep 5; done`) or a deadline (`timeout 300 bash -c '{shown}'`), and give the body a `break` when the awaited thing happens"
                ),
            };
            return Some((format!("`{shown}` ({why})"), rewrite));
        }
    }
    // Sleeps outside loops add up (`sleep 59; sleep 59; …`).
    let mut total = 0.0;
    for cmd in &a.commands {
        // `docker run -d img sleep infinity` keeps a container alive; the call returns.
        if detached_container(&cmd.ctx) {
            continue;
        }
        match cmd.program() {
            Some("sleep") => {
                let mut own = 0.0;
                for w in cmd.args() {
                    own += match w.as_static() {
                        Some(t) => shell::duration_seconds(t).unwrap_or(0.0),
                        // A duration known only at run time: not judged (`sleep "$DELAY"` is ordinary).
                        None => 0.0,
                    };
                }
                let cap = under_timeout(&cmd.ctx);
                let effective = cap.map_or(own, |t| t.min(own));
                if cmd.ctx.loops.is_empty() {
                    total += effective;
                } else if let Some((times, exits)) = loop_times(a, cmd) {
                    // A loop of known length sleeps `times` × as long: without an exit
                    // that is a wait like any other (`for i in $(seq 100); do sleep 5;
                    // done`); with one it is a poll, bounded like a `timeout`.
                    let looped = cap.map_or(own * times, |t| t.min(own * times));
                    if !exits {
                        total += looped;
                    } else if looped > MAX_TIMEOUT {
                        return Some((
                            format!(
                                "`{}` (the loop may sleep {} s before it gives up, more than {} s)",
                                one_line(&cmd.text),
                                display(looped),
                                display(MAX_TIMEOUT)
                            ),
                            "poll fewer times or for less long (`for i in $(seq 1 60); do <probe> && break; sleep 5; done`), or run the long job with `run_in_background` and check on it later".to_string(),
                        ));
                    }
                }
                if effective >= threshold || total >= threshold {
                    let what = if effective >= threshold {
                        format!("a {} s sleep is a wait", display(effective))
                    } else {
                        format!("the sleeps add up to {} s, a wait", display(total))
                    };
                    return Some((
                        format!("`{}` ({what}; the threshold is {} s)", one_line(&cmd.text), display(threshold)),
                        "wait for the event itself with a bounded poll (`timeout 300 bash -c 'until <probe>; do sleep 5; done'`), or run the long job with `run_in_background` and check on it later".to_string(),
                    ));
                }
            }
            // A follow ends only at its `timeout`: a wait as long as that bound.
            Some(p)
                if follows_forever(cmd)
                    && under_timeout(&cmd.ctx).is_none_or(|t| t >= threshold) =>
            {
                let why = match under_timeout(&cmd.ctx) {
                    Some(t) => format!(
                        "`{p}` following output runs until its `timeout`: a {} s wait; the threshold is {} s",
                        display(t),
                        display(threshold)
                    ),
                    None => format!("`{p}` following output never ends on its own"),
                };
                return Some((
                    format!("`{}` ({why})", one_line(&cmd.text)),
                    "read the output once (`tail -n 50 FILE`, `journalctl -n 50`), or bound the follow: `timeout 30 tail -f FILE`".to_string(),
                ));
            }
            // `read -t 600`: a wait of its own.
            Some("read") if !sane_timeout(&cmd.ctx) => {
                if let Some(t) = option_value(cmd, "-t")
                    .and_then(shell::duration_seconds)
                    .filter(|t| *t >= threshold)
                {
                    return Some((
                        format!("`{}` (a {} s read timeout is a wait; the threshold is {} s)", one_line(&cmd.text), display(t), display(threshold)),
                        "wait for the event itself with a bounded poll, or run the long job with `run_in_background`".to_string(),
                    ));
                }
            }
            // `ping host` runs until interrupted; `ping -c N` for about N × interval s.
            Some("ping" | "ping6") if !sane_timeout(&cmd.ctx) => {
                let count = option_value(cmd, "-c").and_then(|v| v.parse::<f64>().ok());
                let interval = option_value(cmd, "-i")
                    .and_then(shell::duration_seconds)
                    .unwrap_or(1.0);
                let deadline = cmd
                    .args()
                    .iter()
                    .any(|w| w.text.starts_with("-w") || w.text.starts_with("-W"));
                let secs = count.map_or(f64::INFINITY, |c| c * interval);
                if !deadline && secs >= threshold {
                    return Some((
                        format!(
                            "`{}` (`ping` for {} s is a wait)",
                            one_line(&cmd.text),
                            display(secs)
                        ),
                        "ping a few times: `ping -c 3 HOST`".to_string(),
                    ));
                }
            }
            Some("watch")
                if !cmd
                    .args()
                    .iter()
                    .any(|w| matches!(w.text.as_str(), "--help" | "-h" | "--version" | "-v")) =>
            {
                // `watch gh run watch …` adds nothing to a waiter that ends by itself; a
                // decoy beside it (`watch 'gh run watch; sleep 600'`) does not count.
                let inner: Vec<&Command> = a
                    .commands
                    .iter()
                    .filter(|c| c.ctx.via.contains(&shell::Via::Watch) && c.program().is_some())
                    .collect();
                let inner_ok =
                    !inner.is_empty() && inner.iter().all(|c| sanctioned_cmd(c, sanctioned));
                if !inner_ok && !sane_timeout(&cmd.ctx) {
                    return Some((
                        format!("`{}` (`watch` never ends on its own)", one_line(&cmd.text)),
                        "run the check once, or poll with a bound: `timeout 300 bash -c 'until <probe>; do sleep 5; done'`".to_string(),
                    ));
                }
            }
            _ => {}
        }
        if let Some(script) = &cmd.script
            && !sane_timeout(&cmd.ctx)
            && let Some(why) = script_waits(&script.text, threshold)
        {
            return Some((
                format!("the {} code in `{}` ({why})", script.interpreter, one_line(&cmd.text)),
                "wait for the event itself with a bounded poll, or run the long job with `run_in_background` and check on it later".to_string(),
            ));
        }
    }
    None
}

/// How many times the loops around `cmd` run it (the product of their known iteration
/// counts) and whether any of them has an exit; `None` when a count is unknown.
fn loop_times(a: &Analysis, cmd: &Command) -> Option<(f64, bool)> {
    let mut times = 1.0;
    let mut exits = false;
    for r in &cmd.ctx.loops {
        let l = a.loops.get(r.id)?;
        times *= l.iterations? as f64;
        exits |= l.exits;
    }
    Some((times, exits))
}

/// The value of `-X VALUE` among a command's arguments.
fn option_value<'a>(cmd: &'a Command, flag: &str) -> Option<&'a str> {
    let args = cmd.args();
    // A short flag that takes a value may end a cluster (`read -rt 600`).
    let letter = flag.strip_prefix('-').filter(|l| l.len() == 1);
    args.iter().enumerate().find_map(|(i, w)| {
        let clustered = letter.is_some_and(|l| {
            w.text.len() > 2
                && w.text.starts_with('-')
                && !w.text.starts_with("--")
                && w.text.ends_with(l)
                && w.text.bytes().skip(1).all(|b| b.is_ascii_alphabetic())
        });
        if w.text == flag || clustered {
            args.get(i + 1).and_then(|v| v.as_static())
        } else {
            w.as_static()
                .and_then(|t| t.strip_prefix(flag))
                .filter(|v| !v.is_empty())
        }
    })
}

/// A command that follows output until interrupted: `tail -f` (without `--pid`),
/// `journalctl -f`, `kubectl logs -f`, `kubectl get -w`/`--watch`, `docker logs -f`,
/// `inotifywait -m`, `less +F`,
/// `multitail`, `yes` at the end of a pipeline.
fn follows_forever(cmd: &Command) -> bool {
    let args = cmd.args();
    let flag = |short: char, long: &str| {
        args.iter().any(|w| {
            w.text == long
                || (w.text.starts_with('-') && !w.text.starts_with("--") && w.text.contains(short))
        })
    };
    match cmd.program() {
        Some("tail") => follows(cmd),
        Some("journalctl") => flag('f', "--follow"),
        Some("kubectl" | "oc") => {
            let sub = kubectl_subcommand(args);
            (sub == Some("logs") && flag('f', "--follow"))
                // `kubectl get pods -w`, `--watch`, `--watch-only`, `events -w`: a
                // watch streams changes until interrupted. Exact words: `-owide`
                // holds a `w` and watches nothing.
                || matches!(sub, Some("get" | "events"))
                    && args.iter().any(|w| {
                        matches!(
                            w.text.as_str(),
                            "-w" | "--watch" | "--watch=true" | "--watch-only" | "--watch-only=true"
                        )
                    })
        }
        Some("docker" | "podman") => args.iter().any(|w| w.text == "logs") && flag('f', "--follow"),
        Some("inotifywait") => flag('m', "--monitor"),
        // `less +F` follows like `tail -f` (and `+F` may sit in `LESS`-style
        // option words: `less -R +F`); `multitail` and `lnav -f` as well.
        Some("less") => args
            .iter()
            .any(|w| w.text == "+F" || w.text.starts_with("+F")),
        Some("multitail") => true,
        Some("yes") => {
            cmd.ctx.pipeline.is_none() && cmd.redirects.iter().any(|r| r.target.text == "/dev/null")
        }
        _ => false,
    }
}

/// kubectl's subcommand: the first operand after its global options
/// (`kubectl -n prod --context stage logs -f web`).
fn kubectl_subcommand(args: &[Word]) -> Option<&str> {
    let mut skip = false;
    for w in args {
        let t = w.text.as_str();
        if std::mem::take(&mut skip) {
            continue;
        }
        if matches!(
            t,
            "-n" | "--namespace"
                | "--context"
                | "--kubeconfig"
                | "--cluster"
                | "--user"
                | "-s"
                | "--server"
                | "--token"
                | "--as"
        ) {
            skip = true;
            continue;
        }
        if !t.starts_with('-') {
            return Some(t);
        }
    }
    None
}

/// `tail -f`, `-F`, `--follow` without `--pid` (which ends with that process).
fn follows(cmd: &Command) -> bool {
    let args = cmd.args();
    !args.iter().any(|w| w.text.starts_with("--pid"))
        && args.iter().any(|w| {
            w.text.starts_with("--follow")
                || (w.text.starts_with('-')
                    && !w.text.starts_with("--")
                    && w.text.contains(['f', 'F']))
        })
}

/// A wait inside an interpreter program: `time.sleep(N)`/`sleep(N)` at or above the
/// threshold, or a `while True` loop that sleeps and never breaks.
fn script_waits(text: &str, threshold: f64) -> Option<String> {
    // `time.sleep(600)`, `sleep(600)`, Perl/Ruby `sleep 600`, `sleep(10*60)`.
    for (i, _) in text.match_indices("sleep") {
        let arg: String = text
            .get(i + 5..)
            .unwrap_or("")
            .trim_start_matches(['(', ' '])
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '+' | '_' | '*'))
            .collect();
        let n = shell::duration_seconds(&arg.replace('_', "")).or_else(|| {
            let (a, b) = arg.split_once('*')?;
            Some(a.parse::<f64>().ok()? * b.parse::<f64>().ok()?)
        });
        // `[time.sleep(1) for _ in range(600)]`: a sleep repeated by a literal range.
        let n = n.map(|n| n * literal_range(text).unwrap_or(1.0));
        if let Some(n) = n
            && n >= threshold
        {
            return Some(format!(
                "it sleeps {} s; the threshold is {} s",
                display(n),
                display(threshold)
            ));
        }
    }
    // Perl's `select(undef, undef, undef, 600)`: a sleep of 600 s.
    for (i, _) in text.match_indices("select(") {
        let call: String = text
            .get(i..)
            .unwrap_or("")
            .chars()
            .take_while(|c| *c != ')')
            .collect();
        if call.matches("undef").count() == 3
            && let Some(n) = call
                .rsplit(',')
                .next()
                .and_then(|n| shell::duration_seconds(n.trim()))
            && n >= threshold
        {
            return Some(format!(
                "it sleeps {} s; the threshold is {} s",
                display(n),
                display(threshold)
            ));
        }
    }
    // `setTimeout(f, 600000)`: milliseconds.
    for (i, _) in text.match_indices("setTimeout(") {
        let call: String = text
            .get(i..)
            .unwrap_or("")
            .chars()
            .take_while(|c| *c != ';')
            .collect();
        if let Some(ms) = call
            .rsplit(',')
            .next()
            .map(|m| m.trim().trim_end_matches(')').trim().replace('_', ""))
            .and_then(|m| {
                // `10 * 60 * 1000`
                m.split('*')
                    .map(|f| f.trim().parse::<f64>().ok())
                    .try_fold(1.0, |acc, f| f.map(|v| acc * v))
            })
            && ms / 1000.0 >= threshold
        {
            return Some(format!(
                "it waits {} s; the threshold is {} s",
                display(ms / 1000.0),
                display(threshold)
            ));
        }
    }
    if text.contains("setInterval(") && !text.contains("clearInterval") && !text.contains("exit") {
        return Some("`setInterval` without `clearInterval` never ends".to_string());
    }
    // A loop that never ends, sleeping or spinning.
    let forever = [
        "while True",
        "while 1",
        "while(true)",
        "while (true)",
        "for(;;)",
        "for (;;)",
        "while(1)",
        "while (1)",
        "loop do",
        "loop {",
    ]
    .iter()
    .any(|w| text.contains(w));
    let leaves = ["break", "return", "exit", "raise", "throw", "last"]
        .iter()
        .any(|w| text.contains(w));
    if forever && !leaves {
        return Some("a loop that never ends".to_string());
    }
    None
}

/// The largest `range(N)` / `range(A, N)` with literal bounds in a program.
fn literal_range(text: &str) -> Option<f64> {
    text.match_indices("range(")
        .filter_map(|(i, _)| {
            let inner = text.get(i + 6..)?.split(')').next()?;
            let nums: Option<Vec<f64>> = inner
                .split(',')
                .map(|p| p.trim().replace('_', "").parse::<f64>().ok())
                .collect();
            match nums?.as_slice() {
                [n] => Some(*n),
                [a, b] => Some(b - a),
                [a, b, st] if *st > 0.0 => Some(((b - a) / st).ceil()),
                _ => None,
            }
        })
        .reduce(f64::max)
}

fn display(s: f64) -> String {
    if s.is_infinite() {
        "infinite".to_string()
    } else {
        format!("{s}")
    }
}

/// The commands directly in a loop's condition or body (`role`).
fn members<'a>(
    a: &'a Analysis,
    id: usize,
    role: LoopRole,
) -> impl Iterator<Item = &'a Command> + 'a {
    a.commands
        .iter()
        .filter(move |c| c.ctx.loops.iter().any(|r| r.id == id && r.role == role))
}

/// `while true`, `while :`, `while sleep 5`, `until false`: the condition never ends the loop.
fn is_constant(a: &Analysis, id: usize, l: &Loop) -> bool {
    match (l.kind, l.condition_value) {
        (LoopKind::While, Some(true)) | (LoopKind::Until, Some(false)) => return true,
        (LoopKind::CFor, _) => return true,
        _ => {}
    }
    let cond: Vec<&Command> = members(a, id, LoopRole::Condition).collect();
    if cond.is_empty() {
        return false;
    }
    let always = |c: &&Command| match l.kind {
        LoopKind::While => matches!(c.program(), Some("true" | ":" | "sleep")) || is_true_test(c),
        LoopKind::Until => matches!(c.program(), Some("false")),
        _ => false,
    };
    cond.iter().all(always)
}

/// `[ 1 ]`, `[[ 1 ]]`: a test of a non-empty constant.
fn is_true_test(c: &Command) -> bool {
    matches!(c.program(), Some("[" | "[[")) && {
        let inner = c
            .text
            .trim_start_matches(['[', ' '])
            .trim_end_matches([']', ' ']);
        !inner.is_empty() && inner.bytes().all(|b| b.is_ascii_alphanumeric())
    }
}

/// Why the loop has no termination path, or `None` when it has one.
fn unbounded(a: &Analysis, id: usize, l: &Loop) -> Option<&'static str> {
    if l.counter
        || l.deadline
        || l.bounded_exit
        || l.finite_items()
        || l.kind == LoopKind::Select
        || sane_timeout(&l.ctx)
    {
        return None;
    }
    if l.kind == LoopKind::CFor {
        let infinite = match l.cfor_condition.as_deref().map(str::trim) {
            None | Some("") => true,
            Some(c) => shell::constant_status(&format!("(({c}))")).unwrap_or(false),
        };
        if !infinite {
            return None;
        }
    }
    // `while read …` / `while getopts …` end with their input.
    if members(a, id, LoopRole::Condition)
        .any(|c| matches!(c.program(), Some("read" | "getopts" | "mapfile")))
    {
        return None;
    }
    if l.noop_body && !l.exits {
        return Some(
            "a spin loop: its body does nothing, so it burns a core until its condition changes",
        );
    }
    let constant = is_constant(a, id, l);
    if constant && !l.exits {
        return Some(
            "its condition never ends it and its body has no reachable `break`, `exit` or `return`",
        );
    }
    // `while read …` ends with its input: a paced loop over lines, not a poll.
    if members(a, id, LoopRole::Condition).any(|c| matches!(c.program(), Some("read" | "getopts")))
    {
        return None;
    }
    // `while true; do make test && break; done`: one command retried until it succeeds,
    // with no pause, counter or deadline: a hot poll that never ends if it never succeeds.
    // A body doing other work beside its probe (a queue consumer) is not this.
    // A body that changes state (an assignment, `shift`) or asks (`read`) is not this.
    if constant {
        let body: Vec<&Command> = members(a, id, LoopRole::Body).collect();
        let changes = body.iter().any(|c| {
            matches!(
                c.program(),
                None | Some("read" | "shift" | "select" | "getopts" | "set" | "let" | "export")
            ) || !c.assignments.is_empty()
        });
        let work = body
            .iter()
            .filter(|c| {
                !matches!(
                    c.program(),
                    Some("break" | "exit" | "return" | "true" | ":" | "echo" | "printf")
                )
            })
            .count();
        if !changes && work == 1 {
            return Some(
                "a retry loop: it repeats one command until it succeeds, with no pause, no counter and no deadline, so it never ends if the command keeps failing",
            );
        }
    }
    // A loop that waits (sleeps) and leaves only when a probe says so is a poll, whether
    // the probe is its condition (`until probe`) or a `probe && break` in its body.
    let waits = members(a, id, LoopRole::Body)
        .chain(members(a, id, LoopRole::Condition))
        .any(|c| {
            matches!(c.program(), Some("sleep" | "wait" | "inotifywait"))
                || c.program() == Some("tail") && follows(c)
        });
    waits.then_some("a polling loop with no sane `timeout`, no counter and no deadline: if the awaited thing never happens it waits forever")
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
    use std::path::Path;

    fn refused(cmd: &str) -> bool {
        let s: Vec<String> = DEFAULT_SANCTIONED.iter().map(|s| s.to_string()).collect();
        matches!(
            decide(cmd, 60.0, &s, Path::new("/nonexistent")).unwrap(),
            Verdict::Deny(_)
        )
    }

    #[test]
    fn cases() {
        let cases: &[(&str, &str, bool)] = &[
            ("while_true_sleep", "while true; do sleep 5; done", true),
            ("kubectl_get_watch", "kubectl get pods -w", true),
            (
                "kubectl_get_watch_long",
                "kubectl -n prod get deploy --watch",
                true,
            ),
            ("kubectl_watch_only", "oc get pods --watch-only", true),
            ("kubectl_events_watch", "kubectl events -w", true),
            (
                "kubectl_ns_logs_follow",
                "kubectl -n prod logs -f deploy/web",
                true,
            ),
            ("kubectl_owide", "kubectl get pods -owide", false),
            ("kubectl_get_once", "kubectl get pods -o wide", false),
            (
                "kubectl_logs_tail",
                "kubectl -n prod logs deploy/web --tail=100",
                false,
            ),
            // Held-out batch (2026-12-01), each a miss before its fix.
            (
                "for_seq_sleeps_summed",
                "for i in $(seq 100); do sleep 5; done",
                true,
            ),
            (
                "for_brace_sleeps_summed",
                "for i in {1..200}; do sleep 3; done",
                true,
            ),
            (
                "cfor_sleeps_summed",
                "for ((i=0; i<200; i++)); do sleep 2; done",
                true,
            ),
            (
                "counted_while_summed",
                "i=0; while [ $i -lt 100 ]; do sleep 5; i=$((i+1)); done",
                true,
            ),
            (
                "poll_count_past_an_hour",
                "for i in $(seq 1 1000); do curl -sf x && break; sleep 5; done",
                true,
            ),
            (
                "short_loop_sum",
                "for i in $(seq 10); do sleep 2; done",
                false,
            ),
            (
                "bounded_poll_count",
                "for i in $(seq 1 60); do curl -sf x && break; sleep 5; done",
                false,
            ),
            ("timeout_follow_long", "timeout 600 tail -f build.log", true),
            (
                "timeout_follow_short",
                "timeout 30 tail -f build.log",
                false,
            ),
            ("read_clustered_t", "read -rt 600 x", true),
            (
                "perl_select_sleep",
                "perl -e 'select(undef,undef,undef,600)'",
                true,
            ),
            (
                "python_sleep_in_range",
                "python3 -c 'import time; [time.sleep(1) for _ in range(600)]'",
                true,
            ),
            ("default_duration", "sleep ${T:-600}", true),
            ("busybox_sleep", "busybox sleep 600", true),
            ("watch_help", "watch --help", false),
            // A detached container keeps running; the call returns at once.
            (
                "docker_detached_sleep",
                "docker run -d --name keep alpine sleep infinity",
                false,
            ),
            (
                "docker_detached_loop",
                "docker run -d alpine sh -c 'while true; do sleep 5; done'",
                false,
            ),
            ("docker_exec_sleep", "docker exec app sleep 900", true),
            (
                "docker_run_it_sleep",
                "docker run -it --rm alpine sleep 900",
                true,
            ),
            ("while_colon", "while :; do date; sleep 1; done", true),
            ("until_false", "until false; do sleep 1; done", true),
            ("while_sleep", "while sleep 5; do date; done", true),
            (
                "until_probe",
                "until grep -q DONE log; do sleep 5; done",
                true,
            ),
            (
                "while_pgrep",
                "while pgrep -f job >/dev/null; do sleep 1; done",
                true,
            ),
            ("cfor", "for ((;;)); do date; sleep 1; done", true),
            ("cfor_one", "for ((;1;)); do date; done", true),
            ("spin", "while :; do :; done", true),
            ("spin_probe", "while ! test -f done; do :; done", true),
            ("long_sleep", "sleep 300 && gh pr checks", true),
            ("sleep_minutes", "sleep 5m", true),
            ("sleep_infinity", "sleep infinity", true),
            ("watch", "watch -n 5 gh pr checks", true),
            (
                "nested_bash",
                "bash -c 'while true; do sleep 5; done'",
                true,
            ),
            (
                "background",
                "nohup bash -c 'until curl -sf localhost:8000; do sleep 1; done' &",
                true,
            ),
            (
                "for_range",
                "for i in {1..30}; do curl -sf x && break; sleep 1; done",
                false,
            ),
            ("for_glob", "for f in *.py; do python $f; done", false),
            ("for_seq", "for x in $(seq 1 10); do sleep 1; done", false),
            (
                "timeout",
                "timeout 120 bash -c 'until curl -sf x; do sleep 2; done'",
                false,
            ),
            (
                "counter_break",
                "i=0; while true; do i=$((i+1)); [ $i -gt 30 ] && break; sleep 1; done",
                false,
            ),
            (
                "counter_cond",
                "until curl -sf x || [ $n -ge 30 ]; do n=$((n+1)); sleep 1; done",
                false,
            ),
            ("short_sleep", "sleep 5", false),
            (
                "read_loop",
                "while read line; do echo $line; done < f",
                false,
            ),
            // A probe-guarded exit of a sleeping loop bounds nothing: the same poll as
            // `until ready; do sleep 1; done`.
            (
                "exit_in_body",
                "while true; do if ready; then exit 0; fi; sleep 1; done",
                true,
            ),
            (
                "probe_break",
                "while true; do curl -sf x && break; sleep 5; done",
                true,
            ),
            (
                "dead_break",
                "while true; do false && break; sleep 5; done",
                true,
            ),
            ("sleep_sci", "sleep 6e2", true),
            ("sleep_hex", "sleep 0x258", true),
            ("sleep_plus", "sleep +600", true),
            ("sleep_inf", "sleep Infinity", true),
            ("sleep_arith", "sleep $((10*60))", true),
            ("sleep_sum", "sleep 30 30 30", true),
            ("sleeps_repeat", "sleep 59; sleep 59", true),
            ("tail_f", "tail -f /dev/null", true),
            (
                "python_sleep",
                "python3 -c 'import time; time.sleep(600)'",
                true,
            ),
            ("arith_true", "while ((1)); do sleep 5; done", true),
            ("test_true", "while [ 1 = 1 ]; do sleep 5; done", true),
            ("test_lt", "while [ 1 -lt 2 ]; do sleep 3; done", true),
            (
                "counter_unused",
                "i=0; while true; do i=$((i+1)); sleep 5; done",
                true,
            ),
            (
                "insane_timeout",
                "timeout 999999 bash -c 'while true; do sleep 1; done'",
                true,
            ),
            ("watch_decoy", "watch 'gh run watch; sleep 600'", true),
            ("getopts_noop", "while getopts \"ab:\" o; do :; done", false),
            ("old_arith", "sleep $[600]", true),
            (
                "set_interval",
                "node -e 'setInterval(() => {}, 1000)'",
                true,
            ),
            ("ping_forever", "ping localhost", true),
            ("journal_follow", "journalctl -fu app", true),
            ("less_follow", "less +F app.log", true),
            (
                "retry_and_break",
                "while true; do make test && break; done",
                true,
            ),
            (
                "retry_if_break",
                "while true; do if make test; then break; fi; done",
                true,
            ),
            (
                "retry_echo",
                "while :; do make && break; echo retrying; done",
                true,
            ),
            (
                "case_with_assignment",
                "while :; do case \" $A \" in *\" -S \"*) A=${A%%-S*};; *) break;; esac; done",
                false,
            ),
            (
                "prompt_loop",
                "while true; do printf 'go? '; read ans || return 1; case $ans in y) break;; esac; done",
                false,
            ),
            (
                "queue_consumer",
                "while true; do item=$(redis-cli lpop q) || break; handle \"$item\"; done",
                false,
            ),
            ("less_follow_flags", "less -R +F app.log", true),
            ("less_plain", "less -R app.log", false),
            ("less_search", "less +/ERROR app.log", false),
            ("read_timeout", "read -t 600 x", true),
            ("negated_false", "while ! false; do sleep 2; done", true),
            (
                "deadline",
                "end=$((SECONDS+120)); until curl -sf x || (( SECONDS >= end )); do sleep 2; done",
                false,
            ),
            (
                "while_read_array",
                "while IFS= read -r f; do files+=(\"$f\"); done < <(ls)",
                false,
            ),
            (
                "getopts",
                "while getopts \":s\" opt; do case $opt in s) s=1;; esac; done",
                false,
            ),
            (
                "strip_path",
                "p=$PWD; while [ \"$p\" != / ]; do p=${p%/*}; done",
                false,
            ),
            (
                "counted_break",
                "for ((;;)); do n=$((n+1)); [ $n -ge 5 ] && break; sleep 1; done",
                false,
            ),
            ("sanctioned", "gh pr checks --watch", false),
            ("sleep_under_timeout", "timeout 10 sleep 600", false),
            ("echo_text", "echo 'while true; do sleep 5; done'", false),
            (
                "commit_text",
                "git commit -m 'remove sleep 300 && while true loop'",
                false,
            ),
            (
                "cfor_bounded",
                "for ((i=0;i<10;i++)); do sleep 1; done",
                false,
            ),
        ];
        for (name, cmd, want) in cases {
            assert_eq!(refused(cmd), *want, "{name}");
        }
    }

    #[test]
    fn refusal_shows_loop_and_rewrite() {
        let Verdict::Deny(t) = decide(
            "until grep -q DONE log; do sleep 5; done",
            60.0,
            &[],
            Path::new("/"),
        )
        .unwrap() else {
            panic!()
        };
        assert!(
            t.contains("`until grep -q DONE log; do sleep 5; done`"),
            "{t}"
        );
        assert!(t.contains("timeout 300 bash -c"), "{t}");
        assert!(t.contains("[block-sleep-poll]"), "{t}");
    }

    #[test]
    fn threshold_is_configurable() {
        let s: Vec<String> = Vec::new();
        assert!(matches!(
            decide("sleep 30", 30.0, &s, Path::new("/")).unwrap(),
            Verdict::Deny(_)
        ));
        assert_eq!(
            decide("sleep 30", 31.0, &s, Path::new("/")).unwrap(),
            Verdict::Allow
        );
    }
}
