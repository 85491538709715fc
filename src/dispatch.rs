//! The dispatcher's decision and the run of the guard (see
//! `src/bin/gatehouse-dispatch.rs` for the rule and why).

use crate::registry;
use payload::EventKind;
use payload::input::ReadError;
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What the dispatcher prints and exits with.
pub struct Out {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub code: i32,
}

/// Where the guards and the user config are.
pub struct Env {
    /// The directory of the guard binaries (the dispatcher's own).
    pub bin_dir: Option<PathBuf>,
    pub user_config: Option<PathBuf>,
    /// The guards compiled into this process ([`Linked`]).
    pub linked: Linked,
}

/// The guards whose checks the running binary carries compiled in, by name:
/// a group runs them on threads of its own process ([`payload::group`])
/// instead of starting their binaries. `gatehouse-dispatch` links the
/// PreToolUse guards; a name it does not carry runs as its own process.
pub type Linked = fn(&str) -> Option<(payload::Guard, payload::Check)>;

/// Links nothing: every guard runs as its own process.
pub fn nothing_linked(_: &str) -> Option<(payload::Guard, payload::Check)> {
    None
}

impl Env {
    pub fn from_process() -> Env {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let xdg = std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from);
        Env {
            bin_dir: std::env::current_exe()
                .ok()
                .and_then(|p| p.parent().map(Path::to_path_buf)),
            user_config: payload::config::user_config_path(home.as_deref(), xdg.as_deref()),
            linked: nothing_linked,
        }
    }
}

const NAME: &str = "gatehouse-dispatch";

/// "No opinion": exit 0, nothing printed.
fn silent() -> Out {
    Out {
        stdout: Vec::new(),
        stderr: Vec::new(),
        code: 0,
    }
}

fn failure(event: EventKind, why: &str) -> Out {
    let o = payload::verdict::render_failure(NAME, event, why);
    Out {
        stdout: o.stdout.into_bytes(),
        stderr: o.stderr.into_bytes(),
        code: o.code,
    }
}

/// A guard name the dispatcher may run: one of `known` (the registered
/// guards), and nothing that could name a file elsewhere (a slash, `..`).
pub fn valid_name(name: &str, known: &[String]) -> Result<(), String> {
    if name.is_empty() || name.contains('/') || name.contains('\\') || name.starts_with('.') {
        return Err(format!(
            "refusing guard name `{name}`: it must be a bare guard name (no slash, no leading dot)"
        ));
    }
    if !known.iter().any(|k| k == name) {
        return Err(format!("`{name}` is not a registered guard"));
    }
    Ok(())
}

/// Whether `dir` (or an ancestor up to its repository root) holds
/// `.claude/gatehouse.toml`: the same walk the guards' config reader does.
pub fn opted_in(dir: &Path) -> bool {
    let root = payload::config::repo_root(dir);
    for d in dir.ancestors() {
        if d.join(".claude").join("gatehouse.toml").exists() {
            return true;
        }
        if Some(d) == root.as_deref() {
            break;
        }
    }
    false
}

/// `[gatehouse] global = true` in the config in force for `cwd`. A config
/// that cannot be read counts as global: the guard then runs and reports it.
pub fn global(cwd: &Path, user_config: Option<&Path>) -> bool {
    match payload::Config::load_from(cwd, user_config) {
        Ok(c) => c.section("gatehouse").bool("global", false).unwrap_or(true),
        Err(_) => true,
    }
}

/// Whether the guard should run for this payload.
pub fn in_scope(payload: &Value, user_config: Option<&Path>) -> bool {
    let Some(cwd) = payload
        .get("cwd")
        .and_then(Value::as_str)
        .map(PathBuf::from)
    else {
        return true;
    };
    if !cwd.is_absolute() {
        return true;
    }
    if opted_in(&cwd) || global(&cwd, user_config) {
        return true;
    }
    // A tool call on a file in an opted-in repository, from a session
    // launched elsewhere ($HOME), is in scope too.
    let input = payload.get("tool_input");
    ["file_path", "notebook_path"]
        .iter()
        .filter_map(|k| input.and_then(|i| i.get(*k)).and_then(Value::as_str))
        .map(|f| payload::paths::normalize(Path::new(f), &cwd))
        .any(|f| f.parent().is_some_and(opted_in))
}

/// The launch variable that lets `worktree-consent` create a worktree
/// (`flags::worktree_consent::ENV`; the dispatcher does not link the flags
/// crate, so the name is repeated here and pinned by
/// `tests/session_controls.rs`).
pub const ALLOW_WORKTREES: &str = "GATEHOUSE_ALLOW_WORKTREES";

/// What the dispatcher does with one payload.
#[derive(Debug, PartialEq, Eq)]
pub enum Route {
    /// Run the guard.
    Guard,
    /// Out of scope: exit 0, silent, as if gatehouse were not installed.
    Silent,
    /// A `WorktreeCreate` out of scope. A registered WorktreeCreate hook
    /// *replaces* the harness's creation (measured on 2.1.328), so silence
    /// would fail EnterWorktree; the guard is run with the launch opt-in in
    /// its own environment and creates the worktree where the harness would
    /// (`<repo>/.claude/worktrees/<name>`, branch `worktree-<name>`). Only
    /// the dispatcher sets it, on the child alone: no agent command reaches
    /// a hook's environment.
    HarnessDefault,
}

/// The route for a parsed payload.
pub fn route(payload: &Value, user_config: Option<&Path>) -> Route {
    let worktree_create =
        payload.get("hook_event_name").and_then(Value::as_str) == Some("WorktreeCreate");
    match (in_scope(payload, user_config), worktree_create) {
        (true, _) => Route::Guard,
        (false, true) => Route::HarnessDefault,
        (false, false) => Route::Silent,
    }
}

/// The first argument that makes the dispatcher run its guards wherever it
/// is registered (a project, local or managed entry: the registration's
/// own place is the opt-in), with no repository check and no floor.
pub const HERE: &str = "--here";

/// What the dispatcher does with a payload: answer at once, run a guard, or
/// run several ([`crate::fanout`]).
pub enum Step {
    Done(Out),
    Fan {
        guards: Vec<crate::fanout::Guard>,
        bytes: Vec<u8>,
        event: EventKind,
        /// Dispatched from a user-scope or plugin entry: the user's config
        /// is a floor ([`command`]).
        floor: bool,
        /// The longest `timeout` of the guards' entries for this event.
        timeout: u64,
    },
    Run {
        guard: PathBuf,
        name: String,
        bytes: Vec<u8>,
        event: EventKind,
        /// A `WorktreeCreate` out of scope ([`Route::HarnessDefault`]).
        harness_default: bool,
    },
}

pub fn decide(args: &[String], stdin: Result<Vec<u8>, ReadError>, env: &Env) -> Step {
    let bytes = match stdin {
        Ok(b) => b,
        Err(e) => return Step::Done(failure(EventKind::PreToolUse, &e.to_string())),
    };
    let parsed: Option<Value> = serde_json::from_slice(&bytes).ok();
    let event = parsed
        .as_ref()
        .and_then(|p| p.get("hook_event_name"))
        .and_then(Value::as_str)
        .map_or(EventKind::PreToolUse, EventKind::from_name);
    let (here, names) = match args {
        [flag, rest @ ..] if flag == HERE => (true, rest),
        _ => (false, args),
    };
    if names.is_empty() {
        return Step::Done(failure(
            event,
            "usage: gatehouse-dispatch [--here] GUARD… (at least one guard name)",
        ));
    }
    // The compiled-in registrations, read once: the names a group may run
    // and its entries' timeouts.
    let entries = match registry::entries() {
        Ok(e) => e,
        Err(why) => return Step::Done(failure(event, &why)),
    };
    let known = registry::names_of(&entries);
    for (i, name) in names.iter().enumerate() {
        if let Err(why) = valid_name(name, &known) {
            return Step::Done(failure(event, &why));
        }
        if names.iter().take(i).any(|n| n == name) {
            return Step::Done(failure(event, &format!("`{name}` is named twice")));
        }
    }
    if here || names.len() > 1 {
        if event == EventKind::WorktreeCreate {
            // Its hook creates the worktree and prints its path: one guard
            // per entry, never a group.
            return Step::Done(failure(
                event,
                "a WorktreeCreate entry runs exactly one guard, without --here",
            ));
        }
        let in_scope = here
            || parsed
                .as_ref()
                .is_none_or(|p| route(p, env.user_config.as_deref()) == Route::Guard);
        if !in_scope {
            return Step::Done(silent());
        }
        let Some(dir) = &env.bin_dir else {
            return Step::Done(failure(event, "cannot tell where the guard binaries are"));
        };
        return Step::Fan {
            guards: names
                .iter()
                .map(|n| crate::fanout::Guard {
                    name: n.clone(),
                    path: dir.join(n),
                    linked: (env.linked)(n),
                })
                .collect(),
            bytes,
            event,
            floor: !here,
            timeout: group_timeout(&entries, names, event),
        };
    }
    let name = names.first().map_or("", String::as_str);
    // An unreadable payload goes to the guard, whose runner refuses it with
    // its own message.
    let route = parsed
        .as_ref()
        .map_or(Route::Guard, |p| route(p, env.user_config.as_deref()));
    if route == Route::Silent || (route == Route::HarnessDefault && name != "worktree-consent") {
        return Step::Done(silent());
    }
    let Some(dir) = &env.bin_dir else {
        return Step::Done(failure(event, "cannot tell where the guard binaries are"));
    };
    Step::Run {
        guard: dir.join(name),
        name: name.to_owned(),
        bytes,
        event,
        harness_default: route == Route::HarnessDefault,
    }
}

/// The guard's command: the user registered this guard (user scope,
/// plugin), so their config is a floor the repository's file cannot go
/// below (shared/payload config); out of scope, a `WorktreeCreate` runs with
/// the launch opt-in on the child alone ([`Route::HarnessDefault`]).
fn command(guard: &Path, harness_default: bool) -> Command {
    let mut c = Command::new(guard);
    c.env(payload::config::FLOOR_ENV, "1");
    if harness_default {
        c.env(ALLOW_WORKTREES, "1");
    }
    c
}

/// The longest `timeout` of `names`' entries for `event` in
/// `settings/settings.json` (what the group entry carries), 10 s when none.
fn group_timeout(entries: &[registry::Entry], names: &[String], event: EventKind) -> u64 {
    entries
        .iter()
        .filter(|e| e.event == event.name() && names.contains(&e.guard))
        .filter_map(|e| e.hook.get("timeout").and_then(Value::as_u64))
        .max()
        .unwrap_or(10)
}

/// Runs a group of guards ([`Step::Fan`]).
fn fan(
    guards: &[crate::fanout::Guard],
    bytes: Vec<u8>,
    event: EventKind,
    floor: bool,
    timeout: u64,
) -> Out {
    crate::fanout::run(
        guards,
        bytes,
        event,
        floor,
        crate::fanout::deadline(timeout),
    )
}

pub fn run(args: &[String], stdin: Result<Vec<u8>, ReadError>, env: &Env) -> Out {
    match decide(args, stdin, env) {
        Step::Done(out) => out,
        Step::Fan {
            guards,
            bytes,
            event,
            floor,
            timeout,
        } => fan(&guards, bytes, event, floor, timeout),
        Step::Run {
            guard,
            name,
            bytes,
            event,
            harness_default,
        } => spawn(&guard, &name, bytes, event, harness_default),
    }
}

/// Runs the guard as a child and waits for it.
fn spawn(guard: &Path, name: &str, bytes: Vec<u8>, event: EventKind, harness_default: bool) -> Out {
    // stdout and stderr are the guard's own (inherited): nothing to relay,
    // and a process the guard leaves behind holding them (a daemon started
    // at SessionStart) cannot make the dispatcher wait — exactly as when the
    // guard is registered directly. Only stdin, already read, is piped.
    let child = command(guard, harness_default)
        .stdin(Stdio::piped())
        .stdout(Stdio::inherit())
        .stderr(Stdio::inherit())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => return failure(event, &format!("could not start {}: {e}", guard.display())),
    };
    if let Some(mut input) = child.stdin.take() {
        // A guard that exits without reading everything closes the pipe;
        // that is its business, not an error here. Not joined: bounded by
        // the guard's exit, never waited for beyond it.
        std::thread::spawn(move || drop(input.write_all(&bytes)));
    }
    match child.wait() {
        Ok(status) => match status.code() {
            Some(code) => Out {
                stdout: Vec::new(),
                stderr: Vec::new(),
                code,
            },
            None => failure(event, &format!("{name} was killed by a signal")),
        },
        Err(e) => failure(event, &format!("waiting for {name}: {e}")),
    }
}

/// A payload this small fits a pipe's buffer on every Unix (one page), so
/// writing it before anyone reads cannot block.
pub(crate) const PIPE_SAFE: usize = 4096;

/// Becomes the guard (`execve`, no new process): a dispatched guard costs
/// one process per call, like a direct registration, not two. The payload,
/// already read, is handed over as the guard's stdin: a pipe written in
/// full when it is small, else an unlinked temporary file. Returns only
/// when the exec could not happen; the caller then runs the guard as a child.
#[cfg(unix)]
pub fn exec(guard: &Path, bytes: &[u8], harness_default: bool) -> std::io::Error {
    use std::os::unix::process::CommandExt;
    let stdin: Stdio = if bytes.len() <= PIPE_SAFE {
        match std::io::pipe() {
            Ok((reader, mut writer)) => {
                if let Err(e) = writer.write_all(bytes) {
                    return e;
                }
                drop(writer);
                reader.into()
            }
            Err(e) => return e,
        }
    } else {
        match unlinked_copy(bytes) {
            Ok(f) => f.into(),
            Err(e) => return e,
        }
    };
    command(guard, harness_default).stdin(stdin).exec()
}

/// `bytes` in a temporary file that is already unlinked, read position 0.
#[cfg(unix)]
fn unlinked_copy(bytes: &[u8]) -> std::io::Result<std::fs::File> {
    use std::io::{Seek, SeekFrom};
    use std::os::unix::fs::OpenOptionsExt;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let path = std::env::temp_dir().join(format!(
        ".gatehouse-dispatch-{}-{nanos}",
        std::process::id()
    ));
    let mut f = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&path)?;
    let _ = std::fs::remove_file(&path);
    f.write_all(bytes)?;
    f.seek(SeekFrom::Start(0))?;
    Ok(f)
}

/// The dispatcher's whole run: decide, then become the guard (Unix) or run
/// it as a child (elsewhere, or when the exec failed).
pub fn main_step(args: &[String], stdin: Result<Vec<u8>, ReadError>, env: &Env) -> Out {
    match decide(args, stdin, env) {
        Step::Done(out) => out,
        Step::Fan {
            guards,
            bytes,
            event,
            floor,
            timeout,
        } => fan(&guards, bytes, event, floor, timeout),
        Step::Run {
            guard,
            name,
            bytes,
            event,
            harness_default,
        } => {
            #[cfg(unix)]
            {
                // Only a guard that is there is exec'd; a missing one gets
                // the child path's "could not start" refusal.
                if guard.is_file() {
                    let _ = exec(&guard, &bytes, harness_default);
                }
            }
            spawn(&guard, &name, bytes, event, harness_default)
        }
    }
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

    #[test]
    fn names_with_slashes_or_unknown_are_refused() {
        let known = registry::guard_names().unwrap();
        for (case, name) in [
            ("slash", "../bin/sh"),
            ("absolute", "/bin/sh"),
            ("dot", ".."),
            ("empty", ""),
            ("backslash", "a\\b"),
            ("unregistered", "rm"),
        ] {
            assert!(valid_name(name, &known).is_err(), "{case}: {name}");
        }
        assert!(valid_name("no-xdist", &known).is_ok());
    }

    #[test]
    fn scope_follows_the_opt_in_file_up_to_the_repo_root() {
        let d = tempfile::tempdir().unwrap();
        let repo = d.path().join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join("a/b")).unwrap();
        let other = d.path().join("other");
        std::fs::create_dir_all(&other).unwrap();
        let p = |cwd: &Path, file: Option<&Path>| {
            let mut v = serde_json::json!({"hook_event_name": "PreToolUse", "cwd": cwd});
            if let Some(f) = file {
                v["tool_input"] = serde_json::json!({"file_path": f});
            }
            v
        };
        assert!(!in_scope(&p(&repo.join("a/b"), None), None), "not opted in");
        std::fs::create_dir_all(repo.join(".claude")).unwrap();
        std::fs::write(repo.join(".claude/gatehouse.toml"), "").unwrap();
        assert!(
            in_scope(&p(&repo.join("a/b"), None), None),
            "opted in from a subdirectory"
        );
        assert!(!in_scope(&p(&other, None), None), "another directory");
        assert!(
            in_scope(&p(&other, Some(&repo.join("a/x.py"))), None),
            "a file in the opted-in repo"
        );
        let user = d.path().join("user.toml");
        std::fs::write(&user, "[gatehouse]\nglobal = true\n").unwrap();
        assert!(in_scope(&p(&other, None), Some(&user)), "global");
        let wt = serde_json::json!({"hook_event_name": "WorktreeCreate", "cwd": other});
        assert!(
            !in_scope(&wt, None),
            "WorktreeCreate outside an opted-in repo"
        );
        assert_eq!(
            route(&wt, None),
            Route::HarnessDefault,
            "created as the harness would"
        );
        let wt_in = serde_json::json!({"hook_event_name": "WorktreeCreate", "cwd": repo});
        assert_eq!(
            route(&wt_in, None),
            Route::Guard,
            "judged in an opted-in repo"
        );
        assert_eq!(route(&p(&other, None), None), Route::Silent);
        assert!(
            in_scope(&serde_json::json!({"cwd": "relative"}), None),
            "a cwd it cannot judge"
        );
    }
}
