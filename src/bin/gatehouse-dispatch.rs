//! gatehouse-dispatch: runs one guard, or a group, but only where the user
//! opted in.
//!
//! `gatehouse-dispatch GUARD` (stdin: the hook payload) is the command form
//! of the plugin and of a user-scope install. `gatehouse-dispatch GUARD…`
//! runs a group (every PreToolUse guard that matches the same tools shares
//! one entry, so a tool call starts one hook process in the harness): the
//! PreToolUse guards are compiled into this binary from their own files
//! (each is also its own binary), each runs on a thread of its own, all at
//! once, and the answers are merged as the harness merges separate hooks
//! (`src/fanout.rs`); a guard it does not carry runs as its own process.
//! `gatehouse-dispatch --here GUARD…` is a group in a project, local or
//! managed entry: it runs wherever it is registered, no opt-in check. Those registrations load in
//! every session on the machine, so, like the reference fleet's
//! `_dispatch.sh`, a guard acts only in repositories that opted in: a
//! `.claude/gatehouse.toml` between the payload's `cwd` (or the file a tool
//! call touches) and its repository root, or `[gatehouse] global = true` in
//! the user config (`~/.config/gatehouse/config.toml`). Elsewhere the answer
//! is "no opinion" (exit 0, silent).
//!
//! Fail closed: a payload it cannot read is passed to the guard, whose
//! runner refuses it; a guard name that is not a registered guard (any name
//! with a slash, `..`, an empty name) is refused without running anything;
//! a guard that cannot be started is a refusal.
//!
//! For one guard, on Unix it *becomes* the guard (`execve`: no second
//! process), so a dispatched guard costs what a directly registered one
//! does, plus the exec; the guard's exit is then what the harness reads (a guard killed by
//! a signal is `onFailure: block` on PreToolUse, as for a direct entry).
//! `WorktreeCreate` is never silent: its hook replaces the creation, so a
//! silent exit would break `EnterWorktree`. In an opted-in repository
//! `worktree-consent` decides; elsewhere it runs with the launch opt-in
//! (`GATEHOUSE_ALLOW_WORKTREES=1`) set on that one process and creates the
//! worktree where the harness would (`.claude/worktrees/<name>`).
#![allow(clippy::print_stdout, clippy::print_stderr, clippy::exit)] // a CLI prints

use gatehouse::dispatch;
use std::io::Write;

// The PreToolUse guards, compiled from their own files (each is also its
// own binary in hooks/): a group of them runs in this process, each on a
// thread of its own (`payload::group`), so a tool call that eight guards
// watch starts one process, not nine. `tests/group.rs` checks that every
// guard a PreToolUse group can hold is linked here.
#[path = "../../hooks/src/bin/block-sleep-poll.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod block_sleep_poll;
#[path = "../../hooks/src/bin/block-worktree-deletions.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod block_worktree_deletions;
#[path = "../../hooks/src/bin/force-ast-toolkit.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod force_ast_toolkit;
#[path = "../../hooks/src/bin/force-code-intel.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod force_code_intel;
#[path = "../../hooks/src/bin/force-graph-query.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod force_graph_query;
#[path = "../../hooks/src/bin/force-session-cli.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod force_session_cli;
#[path = "../../hooks/src/bin/force-test-observation.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod force_test_observation;
#[path = "../../hooks/src/bin/force-trace-intel.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod force_trace_intel;
#[path = "../../hooks/src/bin/keep-sandbox.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod keep_sandbox;
#[path = "../../hooks/src/bin/no-banned-deps.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod no_banned_deps;
#[path = "../../hooks/src/bin/no-doubles-py.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod no_doubles_py;
#[path = "../../hooks/src/bin/no-xdist.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod no_xdist;
#[path = "../../hooks/src/bin/proportionate-test-scope.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod proportionate_test_scope;
#[path = "../../hooks/src/bin/require-design-before-build.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod require_design_before_build;
#[path = "../../hooks/src/bin/secret-guard.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod secret_guard;
#[path = "../../hooks/src/bin/single-gate-entrypoint.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod single_gate_entrypoint;
#[path = "../../hooks/src/bin/squash-reminder.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod squash_reminder;
#[path = "../../hooks/src/bin/workflow-default-sonnet.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod workflow_default_sonnet;
#[path = "../../hooks/src/bin/worktree-consent.rs"]
#[allow(dead_code)] // its `fn main`: this binary has its own
mod worktree_consent;

/// The checks this binary carries, by guard name.
fn linked(name: &str) -> Option<(payload::Guard, payload::Check)> {
    Some(match name {
        "block-sleep-poll" => (block_sleep_poll::GUARD, block_sleep_poll::check),
        "block-worktree-deletions" => (
            block_worktree_deletions::GUARD,
            block_worktree_deletions::check,
        ),
        "force-ast-toolkit" => (force_ast_toolkit::GUARD, force_ast_toolkit::check),
        "force-code-intel" => (force_code_intel::GUARD, force_code_intel::check),
        "force-graph-query" => (force_graph_query::GUARD, force_graph_query::check),
        "force-session-cli" => (force_session_cli::GUARD, force_session_cli::check),
        "force-test-observation" => (force_test_observation::GUARD, force_test_observation::check),
        "force-trace-intel" => (force_trace_intel::GUARD, force_trace_intel::check),
        "keep-sandbox" => (keep_sandbox::GUARD, keep_sandbox::check),
        "no-banned-deps" => (no_banned_deps::GUARD, no_banned_deps::check),
        "no-doubles-py" => (no_doubles_py::GUARD, no_doubles_py::check),
        "no-xdist" => (no_xdist::GUARD, no_xdist::check),
        "proportionate-test-scope" => (
            proportionate_test_scope::GUARD,
            proportionate_test_scope::check,
        ),
        "require-design-before-build" => (
            require_design_before_build::GUARD,
            require_design_before_build::check,
        ),
        "secret-guard" => (secret_guard::GUARD, secret_guard::check),
        "single-gate-entrypoint" => (single_gate_entrypoint::GUARD, single_gate_entrypoint::check),
        "squash-reminder" => (squash_reminder::GUARD, squash_reminder::check),
        "workflow-default-sonnet" => (
            workflow_default_sonnet::GUARD,
            workflow_default_sonnet::check,
        ),
        "worktree-consent" => (worktree_consent::GUARD, worktree_consent::check),
        _ => return None,
    })
}

fn main() {
    payload::group::install_panic_hook("gatehouse-dispatch");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = payload::input::read_stdin(
        payload::input::MAX_INPUT_BYTES,
        payload::input::deadline_from_env(),
    );
    let env = dispatch::Env {
        linked,
        ..dispatch::Env::from_process()
    };
    let out = dispatch::main_step(&args, stdin, &env);
    let mut o = std::io::stdout().lock();
    let _ = o.write_all(&out.stdout);
    let _ = o.flush();
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(&out.stderr);
    let _ = e.flush();
    std::process::exit(out.code)
}
