//! gatehouse-dispatch: runs one guard, or a group, but only where the user
//! opted in.
//!
//! `gatehouse-dispatch GUARD` (stdin: the hook payload) is the command form
//! of the plugin and of a user-scope install. `gatehouse-dispatch GUARD…`
//! runs a group (every PreToolUse guard that matches the same tools shares
//! one entry, so a tool call starts one hook process in the harness): each
//! guard still runs as its own process, all at once, and the answers are
//! merged as the harness merges separate hooks (`src/fanout.rs`).
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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stdin = payload::input::read_stdin(
        payload::input::MAX_INPUT_BYTES,
        payload::input::deadline_from_env(),
    );
    let out = dispatch::main_step(&args, stdin, &dispatch::Env::from_process());
    let mut o = std::io::stdout().lock();
    let _ = o.write_all(&out.stdout);
    let _ = o.flush();
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(&out.stderr);
    let _ = e.flush();
    std::process::exit(out.code)
}
