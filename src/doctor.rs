//! `gatehouse doctor [--dir DIR]`: proves the guards load and fire for a
//! session launched in DIR, and names every problem with its fix.
//!
//! Why: "25 of 25 guards had been dark in every $HOME-rooted session while
//! still looking installed" (the reference fleet) — Claude Code reads project
//! settings only from the launch directory (no walk-up, hook-protocol.md
//! §4.1), and a hook that cannot start lets the call run. A registration that
//! merely exists proves nothing, so each one is run the way the harness runs
//! it: the exact command and arguments (exec form, no shell), a sentinel
//! payload on stdin, the answer checked; then a malformed payload, which a
//! healthy guard must refuse (`could not evaluate`).
//!
//! The files read are those Claude Code loads for DIR: the user file
//! (`~/.claude/settings.json`), the project file at DIR only, the local file
//! at DIR's git root, and the plugins they enable (where their files can be
//! found) plus any `--plugin-dir`.
//!
//! It also reports the directory's protection level: `kernel-enforced` when
//! the sandbox settings in force (managed, local, project, user) turn Claude
//! Code's OS sandbox on with no unsandboxed fallback and put every path
//! gatehouse protects under `denyWrite`, and (Linux) bubblewrap and socat are
//! installed; else `guards only`, with what is missing and the fix
//! (docs/sandbox.md).

use crate::install::{self, Paths};
use crate::registry;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The first version that honours `onFailure` (hook-protocol.md §3.3).
pub const ON_FAILURE_SINCE: (u32, u32, u32) = (2, 1, 295);

/// A settings source Claude Code would load.
#[derive(Debug, Clone)]
pub struct Source {
    /// `user`, `project`, `local`, `plugin <name>`.
    pub label: String,
    pub path: PathBuf,
    /// For plugins: the plugin root (`${CLAUDE_PLUGIN_ROOT}`).
    pub plugin_root: Option<PathBuf>,
}

/// One gatehouse registration found in a source.
#[derive(Debug, Clone)]
pub struct Found {
    pub source: Source,
    pub event: String,
    pub matcher: Option<String>,
    pub guard: String,
    /// The command with `${CLAUDE_PLUGIN_ROOT}` substituted.
    pub command: String,
    /// `None`: shell form.
    pub args: Option<Vec<String>>,
    pub hook: Value,
}

pub struct Options {
    pub dir: PathBuf,
    pub paths: Paths,
    pub plugin_dirs: Vec<PathBuf>,
    /// The `claude` to ask for its version (default: the one on PATH).
    pub claude: Option<PathBuf>,
    /// Where the managed (organisation) install is (`--prefix`,
    /// `--managed-settings`, `--org-config`; default the fixed paths).
    pub managed: crate::managed::ManagedPaths,
}

/// What doctor found.
#[derive(Default)]
pub struct Findings {
    pub notes: Vec<String>,
    pub problems: Vec<String>,
    pub found: Vec<Found>,
    /// Binaries already checked (one problem line per file, not per hook).
    checked: BTreeMap<PathBuf, bool>,
    /// [`KERNEL`] or [`GUARDS_ONLY`], and why (with the fix when not).
    pub level: &'static str,
    pub level_why: Vec<String>,
}

impl Findings {
    /// Guard registrations found: a guard on an event in one settings file
    /// counts once, however many entries (tool groups) hold it.
    pub fn registrations(&self, source: Option<&Path>) -> usize {
        let mut seen: Vec<(&Path, &str, &str)> = Vec::new();
        for r in &self.found {
            let key = (r.source.path.as_path(), r.event.as_str(), r.guard.as_str());
            if source.is_none_or(|s| s == key.0) && !seen.contains(&key) {
                seen.push(key);
            }
        }
        seen.len()
    }

    fn problem(&mut self, what: impl AsRef<str>, fix: impl AsRef<str>) {
        self.problems
            .push(format!("{} — fix: {}", what.as_ref(), fix.as_ref()));
    }
}

/// The settings files Claude Code loads for a session launched in `dir`.
pub fn sources(dir: &Path, paths: &Paths) -> Vec<Source> {
    sources_with(dir, paths, Path::new(crate::managed::SETTINGS))
}

/// [`sources`] with the managed settings at `managed` (the organisation's
/// file, loaded in every session above all others).
pub fn sources_with(dir: &Path, paths: &Paths, managed: &Path) -> Vec<Source> {
    let src = |label: &str, path: PathBuf| Source {
        label: label.to_owned(),
        path,
        plugin_root: None,
    };
    let user = paths.claude_dir.join("settings.json");
    let project = dir.join(".claude/settings.json");
    let mut out = vec![
        src("managed", managed.to_path_buf()),
        src("user", user.clone()),
    ];
    // In $HOME the user file is also the project file; it loads once.
    if !same_file(&user, &project) {
        out.push(src("project", project));
    }
    out.push(src(
        "local",
        install::git_root(dir).join(".claude/settings.local.json"),
    ));
    out
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

fn read_json(path: &Path) -> Result<Option<Value>, String> {
    match std::fs::read_to_string(path) {
        Ok(t) => {
            let body = t.trim_start_matches('\u{feff}');
            if body.trim().is_empty() {
                return Ok(Some(json!({})));
            }
            serde_json::from_str(body)
                .map(Some)
                .map_err(|e| e.to_string())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

/// Where an enabled plugin's files are: `installed_plugins.json` under the
/// Claude config dir lists each plugin's `installPath`.
fn plugin_root(paths: &Paths, key: &str) -> Option<PathBuf> {
    let v = read_json(&paths.claude_dir.join("plugins/installed_plugins.json")).ok()??;
    let entry = v
        .get("plugins")
        .and_then(|p| p.get(key))
        .or_else(|| v.get(key))?;
    let first = entry.as_array().and_then(|a| a.first()).unwrap_or(entry);
    first
        .get("installPath")
        .and_then(Value::as_str)
        .map(PathBuf::from)
}

/// The guards of a hook entry that is gatehouse's: a known guard or the
/// dispatcher (one guard or a group), or anything in gatehouse's install
/// directory. Empty when the entry is not ours.
fn is_gatehouse(hook: &Value, known: &[String], root: &Path) -> Vec<String> {
    let guards = registry::guards_of(hook);
    if install::is_ours(hook, root) {
        if guards.is_empty() {
            // Ours, but it names no guard (the dispatcher with its
            // arguments lost): reported under the binary's name.
            return hook
                .get("command")
                .and_then(Value::as_str)
                .and_then(|c| c.rsplit('/').next())
                .map(|b| vec![b.to_owned()])
                .unwrap_or_default();
        }
        return guards;
    }
    let Some(base) = hook
        .get("command")
        .and_then(Value::as_str)
        .and_then(|c| c.rsplit('/').next())
    else {
        return Vec::new();
    };
    let ours = !guards.is_empty()
        && guards.iter().all(|g| known.contains(g))
        && (base == registry::DISPATCH || guards.iter().any(|g| g == base));
    if ours { guards } else { Vec::new() }
}

fn collect(source: &Source, settings: &Value, known: &[String], root: &Path, out: &mut Vec<Found>) {
    for (event, matcher, hook) in crate::settings::each_hook(settings) {
        for guard in is_gatehouse(&hook, known, root) {
            collect_one(source, &event, &matcher, &hook, guard, out);
        }
    }
}

/// One guard of a gatehouse entry (a group gives one per guard, all with
/// the entry's command, which `fire` runs once).
fn collect_one(
    source: &Source,
    event: &str,
    matcher: &Option<String>,
    hook: &Value,
    guard: String,
    out: &mut Vec<Found>,
) {
    let sub = |s: &str| match &source.plugin_root {
        Some(r) => s.replace("${CLAUDE_PLUGIN_ROOT}", &r.display().to_string()),
        None => s.to_owned(),
    };
    let command = sub(hook.get("command").and_then(Value::as_str).unwrap_or(""));
    let args = hook
        .get("args")
        .and_then(Value::as_array)
        .map(|a| a.iter().map(|x| sub(x.as_str().unwrap_or(""))).collect());
    out.push(Found {
        source: source.clone(),
        event: event.to_owned(),
        matcher: matcher.clone(),
        guard,
        command,
        args,
        hook: hook.clone(),
    });
}

/// Every gatehouse registration that loads for `dir` (and the notes and
/// problems met while reading the files).
pub fn registrations(
    dir: &Path,
    paths: &Paths,
    plugin_dirs: &[PathBuf],
    f: &mut Findings,
) -> Result<(), String> {
    registrations_with(
        dir,
        paths,
        plugin_dirs,
        Path::new(crate::managed::SETTINGS),
        f,
    )
}

/// [`registrations`] with the managed settings at `managed`.
pub fn registrations_with(
    dir: &Path,
    paths: &Paths,
    plugin_dirs: &[PathBuf],
    managed: &Path,
    f: &mut Findings,
) -> Result<(), String> {
    let known = registry::guard_names()?;
    let mut plugins: Vec<Source> = plugin_dirs
        .iter()
        .map(|d| Source {
            label: format!("plugin {}", d.display()),
            path: d.join("hooks/hooks.json"),
            plugin_root: Some(d.clone()),
        })
        .collect();
    for source in sources_with(dir, paths, managed) {
        match read_json(&source.path) {
            Ok(None) => {}
            Ok(Some(v)) => {
                collect(&source, &v, &known, &paths.data_root, &mut f.found);
                let managed_loaded = f.found.iter().any(|r| r.source.label == "managed");
                if v.get("disableAllHooks") == Some(&Value::Bool(true))
                    && source.label != "managed"
                    && managed_loaded
                {
                    // Measured on 2.1.328 (tests/managed_e2e.rs): it does
                    // not reach the managed settings' hooks.
                    f.notes.push(format!(
                        "{} ({}) sets \"disableAllHooks\": true: hooks of the user, project and local files and plugins do not run; the managed registrations still do",
                        source.path.display(),
                        source.label
                    ));
                } else if v.get("disableAllHooks") == Some(&Value::Bool(true)) {
                    f.problem(
                        format!(
                            "{} ({}) sets \"disableAllHooks\": true: no hook from any settings file or plugin runs",
                            source.path.display(),
                            source.label
                        ),
                        "remove the key (or set it to false)",
                    );
                }
                for (key, on) in v.get("enabledPlugins").and_then(Value::as_object).into_iter().flatten() {
                    if on != &Value::Bool(true) {
                        continue;
                    }
                    match plugin_root(paths, key) {
                        Some(root) => plugins.push(Source {
                            label: format!("plugin {key}"),
                            path: root.join("hooks/hooks.json"),
                            plugin_root: Some(root),
                        }),
                        None => f.notes.push(format!("plugin {key} is enabled in {} but its files were not found; not checked", source.path.display())),
                    }
                }
            }
            Err(e) => f.problem(
                format!("{} ({}) is not valid JSON ({e}): Claude Code ignores it, so none of its hooks load", source.path.display(), source.label),
                "repair the file (gatehouse never writes a file it cannot parse)",
            ),
        }
    }
    for p in plugins {
        match read_json(&p.path) {
            Ok(Some(v)) => collect(&p, &v, &known, &paths.data_root, &mut f.found),
            Ok(None) => f.problem(
                format!("{}: {} does not exist", p.label, p.path.display()),
                "build the plugin: scripts/build-plugin",
            ),
            Err(e) => f.problem(
                format!("{}: {} is not valid JSON ({e})", p.label, p.path.display()),
                "regenerate it: scripts/build-plugin",
            ),
        }
    }
    Ok(())
}

pub fn run(opts: &Options) -> Result<Findings, String> {
    let mut f = Findings::default();
    let dir = &opts.dir;
    registrations_with(
        dir,
        &opts.paths,
        &opts.plugin_dirs,
        &opts.managed.settings,
        &mut f,
    )?;
    // The organisation's install: present, its owners and modes, and any
    // path a user could still write.
    let (notes, problems) = crate::managed::doctor(&opts.managed);
    f.notes.extend(notes);
    f.problems.extend(problems);
    let root = opts.paths.data_root.clone();
    let (notes, problems) = crate::codex::doctor(dir, &opts.paths.codex_dir, &|c| {
        install::is_ours_command(c, &root)
    });
    f.notes.extend(notes);
    f.problems.extend(problems);
    if f.found.is_empty() {
        f.problem(
            format!(
                "no gatehouse hook loads for a session launched in {}",
                dir.display()
            ),
            format!(
                "gatehouse install --repo {} (the team install: your user's registrations, the repository's opt-in and notice), \
                 and launch sessions from there",
                install::git_root(dir).display()
            ),
        );
    }
    misplaced_project(dir, &opts.paths, &mut f)?;
    drift(dir, &opts.paths, &mut f)?;
    duplicates(&mut f);
    // The release archive's SHA256SUMS, when gatehouse runs from an unpacked archive.
    if let Some(m) = crate::manifest::check_beside_self() {
        let fix = m.fix();
        if m.ok() {
            f.notes.push(m.summary());
        }
        for p in &m.problems {
            f.problem(p, &fix);
        }
    }
    let mut tried: BTreeMap<(String, Option<Vec<String>>, String), ()> = BTreeMap::new();
    let found = f.found.clone();
    let mut dispatch_checked = false;
    for r in &found {
        let reinstall = fix_for(r);
        if r.args.is_none() {
            f.problem(
                format!("{} ({}): `{}` is in shell form: a path with a space fails to start and the call then runs", r.guard, r.source.label, r.command),
                &reinstall,
            );
        }
        if r.event == "PreToolUse"
            && r.hook.get("onFailure").and_then(Value::as_str) != Some("block")
        {
            f.problem(
                format!("{} ({}): PreToolUse entry without \"onFailure\": \"block\": a crash or timeout lets the call run", r.guard, r.source.label),
                &reinstall,
            );
        }
        if !binary_ok(r, &opts.paths, &mut f) {
            continue;
        }
        if registry::is_dispatch_form(&r.command, r.args.as_deref()) && !dispatch_checked {
            dispatch_checked = true;
            let xdg = std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from);
            let user = payload::config::user_config_path(Some(&opts.paths.home), xdg.as_deref());
            if !crate::dispatch::in_scope(
                &json!({"cwd": dir, "hook_event_name": "PreToolUse"}),
                user.as_deref(),
            ) {
                f.problem(
                    format!(
                        "the {} registrations act only in repositories that opted in, and {} has not: those guards stay silent here",
                        r.source.label,
                        dir.display()
                    ),
                    format!("create {}/.claude/gatehouse.toml (it may be empty), or set `[gatehouse] global = true` in the user config", install::git_root(dir).display()),
                );
            }
        }
        let key = (r.command.clone(), r.args.clone(), r.event.clone());
        if tried.insert(key, ()).is_none() {
            fire(r, dir, &mut f);
        }
    }
    claude_version(opts, &mut f);
    protection(dir, &opts.paths, &mut f);
    decision_log(&opts.paths, &mut f);
    Ok(f)
}

/// The decision log and its syslog output: a log that cannot be written
/// costs no decision (a guard never fails on it), so doctor is where it
/// shows; so does a syslog output that is misconfigured or whose last send
/// failed (`syslog.failed`, written by the guard that could not send).
fn decision_log(paths: &Paths, f: &mut Findings) {
    let dir = paths.state_root.join("log");
    let fix_dir = format!(
        "make {} a directory you can write (`mkdir -p` it; check its owner and mode)",
        dir.display()
    );
    if dir.exists() {
        let probe = dir.join(format!(".doctor-{}", std::process::id()));
        match std::fs::write(&probe, b"") {
            Ok(()) => {
                let _ = std::fs::remove_file(&probe);
                f.notes
                    .push(format!("decision log: {} (writable)", dir.display()));
            }
            Err(e) => f.problem(
                format!(
                    "the decision log {} cannot be written ({e}): refusals still stand but are not recorded",
                    dir.display()
                ),
                &fix_dir,
            ),
        }
    } else if let Some(parent) = first_existing_parent(&dir) {
        let writable = std::fs::metadata(&parent)
            .map(|m| !m.permissions().readonly())
            .unwrap_or(false);
        if writable {
            f.notes.push(format!(
                "decision log: {} (created at the first refusal)",
                dir.display()
            ));
        } else {
            f.problem(
                format!(
                    "the decision log {} cannot be created ({} is read-only)",
                    dir.display(),
                    parent.display()
                ),
                &fix_dir,
            );
        }
    }
    let Some(user) = paths.user_config.as_deref() else {
        return;
    };
    let text = std::fs::read_to_string(user).unwrap_or_default();
    match payload::syslog::settings(&text) {
        Ok(None) => {}
        Ok(Some(s)) => {
            if s.socket.exists() {
                f.notes.push(format!(
                    "syslog output: on, to {} (facility {})",
                    s.socket.display(),
                    s.facility
                ));
            } else {
                f.problem(
                    format!(
                        "syslog output is on but its socket {} does not exist: decisions reach only the local log",
                        s.socket.display()
                    ),
                    "start the system logger (rsyslog, journald) or set `syslog_socket` under [gatehouse] in the user config",
                );
            }
            if let Some(last) = payload::syslog::last_failure(&dir) {
                f.problem(
                    format!("the last syslog send failed: {last}"),
                    format!(
                        "check the logger listening on {}; delete {} once it is fixed",
                        s.socket.display(),
                        dir.join(payload::syslog::FAILED_NOTE).display()
                    ),
                );
            }
        }
        Err(e) => f.problem(
            format!("syslog output in {}: {e}", user.display()),
            "fix the [gatehouse] syslog keys (see docs/decision-log.md)",
        ),
    }
}

fn first_existing_parent(p: &Path) -> Option<PathBuf> {
    p.ancestors()
        .skip(1)
        .find(|a| a.exists())
        .map(Path::to_path_buf)
}

/// Drift between the config and the registrations: a guard the config
/// turned on (its activation key now set) that no registration runs is a
/// problem; a registration of a guard that is off is a note (a process per
/// matching call for nothing). Both are fixed by `gatehouse sync`.
fn drift(dir: &Path, paths: &Paths, f: &mut Findings) -> Result<(), String> {
    if f.found.is_empty() {
        return Ok(());
    }
    let config = payload::Config::load_from(dir, paths.user_config.as_deref());
    for e in registry::entries()? {
        let gated = registry::ACTIVATION.iter().any(|(g, _)| *g == e.guard)
            || registry::ENTRY_ACTIVATION
                .iter()
                .any(|(g, ev, _, _)| *g == e.guard && *ev == e.event);
        let registered: Vec<&Found> = f
            .found
            .iter()
            .filter(|r| r.guard == e.guard && r.event == e.event)
            .collect();
        match registry::entry_off(&e, &config) {
            None if gated && registered.is_empty() => f.problem(
                format!(
                    "{} on {} is turned on by the config for {} but not registered: it does not run",
                    e.guard,
                    e.event,
                    dir.display()
                ),
                if f.found.iter().all(|r| r.source.label.starts_with("plugin ")) {
                    // The plugin's hooks.json is static: it registers what acts
                    // unconfigured, and a guard turned on by config is added to it.
                    format!(
                        "gatehouse plugin-build --out <the plugin's directory> --guards +{} (the plugin registers only what acts unconfigured), then reload the plugin",
                        e.guard
                    )
                } else {
                    format!("gatehouse sync --repo {}", dir.display())
                },
            ),
            Some(why) if !registered.is_empty() => {
                let labels: Vec<&str> = registered.iter().map(|r| r.source.label.as_str()).collect();
                f.notes.push(format!(
                    "{} on {} is registered ({}) but off here ({why}): a process per matching call for nothing; `gatehouse sync` drops it",
                    e.guard,
                    e.event,
                    labels.join(", ")
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

fn fix_for(r: &Found) -> String {
    match r.source.label.as_str() {
        "user" => "gatehouse install --scope user".to_owned(),
        "project" => "gatehouse install --scope project".to_owned(),
        "local" => "gatehouse install --scope local".to_owned(),
        "managed" => "sudo gatehouse install --scope managed".to_owned(),
        _ => "rebuild the plugin (scripts/build-plugin), then reinstall it (`/plugin uninstall` + `/plugin install`)"
            .to_owned(),
    }
}

/// Exists, is executable, and is the installed version (the manifest's
/// hash; for the install directory also the version `current` names).
fn binary_ok(r: &Found, paths: &Paths, f: &mut Findings) -> bool {
    let command = Path::new(&r.command);
    if !file_ok(r, command, paths, f) {
        return false;
    }
    // Behind the dispatcher: the guard binary beside it.
    if command.file_name().is_some_and(|n| n == registry::DISPATCH)
        && let Some(dir) = command.parent()
    {
        return file_ok(r, &dir.join(&r.guard), paths, f);
    }
    true
}

fn file_ok(r: &Found, path: &Path, paths: &Paths, f: &mut Findings) -> bool {
    if let Some(ok) = f.checked.get(path) {
        return *ok;
    }
    let ok = file_ok_uncached(r, path, paths, f);
    f.checked.insert(path.to_path_buf(), ok);
    ok
}

fn file_ok_uncached(r: &Found, path: &Path, paths: &Paths, f: &mut Findings) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let shown = path.display().to_string();
    let fix = fix_for(r);
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(_) => {
            f.problem(
                format!(
                    "{} ({}): {} does not exist: the hook (and every other using that file) cannot start",
                    r.guard, r.source.label, shown
                ),
                fix,
            );
            return false;
        }
    };
    if !meta.is_file() || meta.permissions().mode() & 0o111 == 0 {
        f.problem(
            format!(
                "{} ({}): {} is not an executable file",
                r.guard, r.source.label, shown
            ),
            fix,
        );
        return false;
    }
    let Some(bin_dir) = path.parent() else {
        return true;
    };
    let Some(version_dir) = bin_dir.parent() else {
        return true;
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Stale: the latest install (`current`) holds a different build of this
    // binary. (Installs of other subsets live in other directories; a binary
    // the latest install does not hold is not judged.)
    if install::is_ours_command(&shown, &paths.data_root)
        && let Some(current) = paths.current_version()
        && let Some(latest) = install::manifest(&paths.data_root.join(&current))
        && let Some(want) = latest.get(&name).and_then(Value::as_str)
        && install::sha256(path).ok().as_deref() != Some(want)
    {
        let version = version_dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        f.problem(
            format!(
                "{} ({}): the registered build ({version}) is not the latest installed one ({current})",
                r.guard, r.source.label
            ),
            &fix,
        );
    }
    if let Some(m) = install::manifest(version_dir) {
        let want = m.get(&name).and_then(Value::as_str);
        let have = install::sha256(path).ok();
        if want.is_none() || want != have.as_deref() {
            f.problem(
                format!("{} ({}): {} differs from the installed build (manifest.json): modified or half-written", r.guard, r.source.label, shown),
                fix,
            );
            return false;
        }
    }
    true
}

/// What the harness would get from running the hook.
pub struct Ran {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub timed_out: bool,
}

/// Runs `command args` (no shell) in `cwd` with `stdin`, bounded by `limit`.
pub fn run_hook(
    command: &str,
    args: &[String],
    cwd: &Path,
    env: &[(&str, String)],
    stdin: &[u8],
    limit: Duration,
) -> Result<Ran, String> {
    let mut child = Command::new(command)
        .args(args)
        .current_dir(cwd)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not start: {e}"))?;
    // The writer and readers are never joined without a bound: a process
    // the hook left behind (a daemon holding the pipes) must not hang us.
    let data = stdin.to_vec();
    if let Some(mut input) = child.stdin.take() {
        std::thread::spawn(move || drop(input.write_all(&data)));
    }
    let reader = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = pipe {
                let _ = p.read_to_end(&mut buf);
            }
            let _ = tx.send(buf);
        });
        rx
    };
    let out_rx = reader(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn std::io::Read + Send>),
    );
    let err_rx = reader(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn std::io::Read + Send>),
    );
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(5)),
            Ok(None) => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().ok();
            }
            Err(e) => return Err(e.to_string()),
        }
    };
    let deadline = Instant::now() + Duration::from_secs(2);
    let left = || deadline.saturating_duration_since(Instant::now());
    let stdout =
        String::from_utf8_lossy(&out_rx.recv_timeout(left()).unwrap_or_default()).into_owned();
    let stderr =
        String::from_utf8_lossy(&err_rx.recv_timeout(left()).unwrap_or_default()).into_owned();
    Ok(Ran {
        code: status.and_then(|s| s.code()),
        stdout,
        stderr,
        timed_out,
    })
}

/// A harmless payload for a deciding event: `true` in Bash (PreToolUse), a
/// stop that is already a continuation (guards let it end), a plain prompt.
/// `None` for events whose hooks act rather than decide (SessionStart starts
/// daemons and reaps processes, PostToolUse refreshes indexes, WorktreeCreate
/// creates the worktree): running them for real would do that; they get the
/// malformed-payload check only.
pub fn sentinel(event: &str, cwd: &Path) -> Option<Value> {
    let mut p = serde_json::Map::new();
    let mut set = |k: &str, v: Value| {
        p.insert(k.to_owned(), v);
    };
    set("session_id", json!("gatehouse-doctor"));
    set("transcript_path", json!(""));
    set("cwd", json!(cwd));
    set("hook_event_name", json!(event));
    set("permission_mode", json!("default"));
    match event {
        "PreToolUse" | "PermissionRequest" => {
            // `true` in Bash: harmless where the matcher selects Bash, and a
            // tool the guard ignores where it does not.
            set("tool_name", json!("Bash"));
            set("tool_use_id", json!("toolu_gatehouse_doctor"));
            set(
                "tool_input",
                json!({"command": "true", "description": "gatehouse doctor sentinel"}),
            );
        }
        "Stop" | "SubagentStop" => {
            set("stop_hook_active", json!(true));
            set("last_assistant_message", json!("Done."));
            if event == "SubagentStop" {
                set("agent_id", json!("gatehouse-doctor"));
                set("agent_type", json!("general-purpose"));
                set("agent_transcript_path", json!(""));
            }
        }
        "UserPromptSubmit" => set("prompt", json!("gatehouse doctor sentinel")),
        _ => return None,
    }
    Some(Value::Object(p))
}

fn fire(r: &Found, dir: &Path, f: &mut Findings) {
    let args = r.args.clone().unwrap_or_default();
    let mut env: Vec<(&str, String)> = vec![("CLAUDE_PROJECT_DIR", dir.display().to_string())];
    if let Some(root) = &r.source.plugin_root {
        env.push(("CLAUDE_PLUGIN_ROOT", root.display().to_string()));
    }
    let timeout = r
        .hook
        .get("timeout")
        .and_then(Value::as_u64)
        .unwrap_or(10)
        .clamp(1, 30);
    let limit = Duration::from_secs(timeout);
    let who = format!(
        "{} on {} ({})",
        registry::guards_of(&r.hook).join(", "),
        r.event,
        r.source.label
    );
    if r.args.is_none() {
        // Shell form: already reported; run it as the harness would.
        return;
    }
    if let Some(p) = sentinel(&r.event, dir) {
        match run_hook(
            &r.command,
            &args,
            dir,
            &env,
            p.to_string().as_bytes(),
            limit,
        ) {
            Err(e) => f.problem(format!("{who}: {e}"), fix_for(r)),
            Ok(ran) if ran.timed_out => f.problem(
                format!("{who}: no answer to a harmless payload within its {timeout} s timeout"),
                "see `gatehouse test` with that payload",
            ),
            Ok(ran) => {
                let refused = ran.code == Some(2)
                    || ran.stdout.contains("\"permissionDecision\":\"deny\"")
                    || ran.stdout.contains("\"decision\":\"block\"");
                // A PermissionRequest hook may answer any request with a
                // decision of its own (permission-no-hang denies when nobody
                // attends, e.g. under `CI=true`): a well-formed decision that
                // is not an internal failure proves it fires.
                let decided = r.event == "PermissionRequest"
                    && ran
                        .stdout
                        .contains("\"hookEventName\":\"PermissionRequest\"")
                    && ran.stdout.contains("\"behavior\"")
                    && !ran.stderr.contains("could not evaluate");
                if !decided && (refused || ran.code != Some(0)) {
                    f.problem(
                        format!(
                            "{who}: a harmless payload was not allowed (exit {}): {}",
                            ran.code.map_or("signal".into(), |c| c.to_string()),
                            first_line(&ran.stderr, &ran.stdout)
                        ),
                        "read the message: usually an invalid .claude/gatehouse.toml or ~/.config/gatehouse/config.toml",
                    );
                }
            }
        }
    }
    let malformed = format!(
        "{{\"hook_event_name\": \"{}\", \"gatehouse-doctor\": ",
        r.event
    );
    match run_hook(&r.command, &args, dir, &env, malformed.as_bytes(), limit) {
        Err(e) => f.problem(format!("{who}: {e}"), fix_for(r)),
        Ok(ran) => {
            let said = ran.stdout.contains("could not evaluate")
                || ran.stderr.contains("could not evaluate");
            let ok =
                said && (ran.code == Some(2) || (ran.code == Some(0) && r.event != "PreToolUse"));
            if !ok {
                f.problem(
                    format!(
                        "{who}: a malformed payload was not refused (exit {}, expected 2 and `could not evaluate`): it would fail open",
                        ran.code.map_or("signal/timeout".into(), |c| c.to_string())
                    ),
                    fix_for(r),
                );
            }
        }
    }
}

fn first_line(a: &str, b: &str) -> String {
    let text = if a.trim().is_empty() { b } else { a };
    text.lines()
        .next()
        .unwrap_or("")
        .chars()
        .take(300)
        .collect()
}

/// The same guard on the same event from more than one place.
fn duplicates(f: &mut Findings) {
    // A guard twice for the same tool: the same guard in several entries of
    // one file for different tools (a group per tool set) is by design.
    let mut by: BTreeMap<(String, String, String), Vec<String>> = BTreeMap::new();
    for r in &f.found {
        let tools: Vec<String> = match &r.matcher {
            Some(m) if !m.is_empty() && m != "*" => m.split('|').map(str::to_owned).collect(),
            _ => vec!["*".to_owned()],
        };
        for t in tools {
            by.entry((r.guard.clone(), r.event.clone(), t))
                .or_default()
                .push(format!("{} ({})", r.source.label, r.source.path.display()));
        }
    }
    let mut said: Vec<(String, String)> = Vec::new();
    for ((guard, event, _), places) in by {
        if places.len() > 1 && !said.contains(&(guard.clone(), event.clone())) {
            said.push((guard.clone(), event.clone()));
            f.problem(
                format!("{guard} on {event} is registered {} times: {}", places.len(), places.join(", ")),
                "keep one: `gatehouse uninstall --scope <scope>` for the others (or disable the plugin)",
            );
        }
    }
}

/// A project `.claude/settings.json` with gatehouse hooks above `dir`: it
/// does not load when Claude Code is launched in `dir`.
fn misplaced_project(dir: &Path, paths: &Paths, f: &mut Findings) -> Result<(), String> {
    let known = registry::guard_names()?;
    let user = paths.claude_dir.join("settings.json");
    for a in dir.ancestors().skip(1) {
        let candidate = a.join(".claude/settings.json");
        if same_file(&candidate, &user) {
            continue;
        }
        let Ok(Some(v)) = read_json(&candidate) else {
            continue;
        };
        let mut here = Vec::new();
        let s = Source {
            label: "above".into(),
            path: candidate.clone(),
            plugin_root: None,
        };
        collect(&s, &v, &known, &paths.data_root, &mut here);
        if !here.is_empty() {
            f.problem(
                format!(
                    "{} registers {} gatehouse hooks, but Claude Code reads project settings only from the launch directory: \
                     launched in {}, those hooks are silently absent",
                    candidate.display(),
                    here.len(),
                    dir.display()
                ),
                format!(
                    "launch claude from {}, or `gatehouse install --scope user` (acts in repositories with .claude/gatehouse.toml), or install the plugin",
                    a.display()
                ),
            );
        }
    }
    Ok(())
}

/// `2.1.328 (Claude Code)` → (2, 1, 328).
pub fn parse_version(text: &str) -> Option<(u32, u32, u32)> {
    let word = text
        .split_whitespace()
        .find(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit()))?;
    let mut it = word
        .split('.')
        .map(|p| p.trim_matches(|c: char| !c.is_ascii_digit()).parse::<u32>());
    Some((it.next()?.ok()?, it.next()?.ok()?, it.next()?.ok()?))
}

fn find_on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

fn claude_version(opts: &Options, f: &mut Findings) {
    let Some(claude) = opts.claude.clone().or_else(|| find_on_path("claude")) else {
        f.notes
            .push("claude not found on PATH: its version was not checked".into());
        return;
    };
    let ran = run_hook(
        &claude.display().to_string(),
        &["--version".to_owned()],
        &opts.dir,
        &[],
        b"",
        Duration::from_secs(10),
    );
    match ran.ok().filter(|r| !r.timed_out).and_then(|r| parse_version(&r.stdout)) {
        Some(v) if v < ON_FAILURE_SINCE => f.problem(
            format!(
                "Claude Code {}.{}.{} ignores \"onFailure\": \"block\" (needs 2.1.295+): a guard that crashes, hangs or is missing lets the call run",
                v.0, v.1, v.2
            ),
            "update Claude Code (`claude update`)",
        ),
        Some(v) => f.notes.push(format!("Claude Code {}.{}.{} honours onFailure", v.0, v.1, v.2)),
        None => f.notes.push(format!("{} --version gave no version: not checked", claude.display())),
    }
}

/// The protection level of sessions launched in a directory.
pub const KERNEL: &str = "kernel-enforced";
pub const GUARDS_ONLY: &str = "guards only";

/// Claude Code's managed settings on Linux (highest precedence).
const MANAGED: &str = "/etc/claude-code/managed-settings.json";

/// What Claude Code's OS sandbox needs on Linux, with the Debian package
/// that provides each.
const SANDBOX_TOOLS: [(&str, &str); 2] = [("bwrap", "bubblewrap"), ("socat", "socat")];

/// Whether the kernel backs the guards here: the sandbox settings in force
/// (scalars from the highest-precedence file that sets them — managed, local,
/// project, user — and `denyWrite` merged across all of them) turn the
/// sandbox on with no way around it and cover every path gatehouse protects,
/// and on Linux bubblewrap and socat are installed. Sets `f.level` and says
/// why not, with the fix.
fn protection(dir: &Path, paths: &Paths, f: &mut Findings) {
    let mut files: Vec<PathBuf> = vec![PathBuf::from(MANAGED)];
    let srcs = sources(dir, paths);
    files.extend(srcs.iter().rev().map(|s| s.path.clone()));
    let values: Vec<Value> = files
        .iter()
        .filter_map(|p| read_json(p).ok().flatten())
        .collect();
    let mut why = Vec::new();
    let mut enabled = false;
    for (key, want) in install::SANDBOX_KEYS {
        let got = values
            .iter()
            .find_map(|v| v.get("sandbox").and_then(|s| s.get(key)));
        if key == "enabled" {
            enabled = got == Some(&Value::Bool(true));
        }
        if got != Some(&Value::Bool(want)) {
            why.push(format!("`sandbox.{key}` is not {want}"));
        }
    }
    let deny: Vec<PathBuf> = values
        .iter()
        .flat_map(|v| {
            v.pointer("/sandbox/filesystem/denyWrite")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|e| {
            e.as_str()
                .map(|s| resolve_sandbox_path(s, dir, &paths.home))
        })
        .collect();
    let uncovered: Vec<String> = install::sandbox_deny_write(paths, install::Scope::Project, dir)
        .into_iter()
        .filter(|p| !deny.iter().any(|d| Path::new(p).starts_with(d)))
        .collect();
    let all = install::sandbox_deny_write(paths, install::Scope::Project, dir).len();
    if uncovered.len() == all {
        why.push(format!(
            "none of the {all} paths gatehouse protects is under `sandbox.filesystem.denyWrite`"
        ));
    } else if !uncovered.is_empty() {
        why.push(format!(
            "not under `sandbox.filesystem.denyWrite`: {}",
            uncovered.join(", ")
        ));
    }
    if cfg!(target_os = "linux") {
        let missing: Vec<&str> = SANDBOX_TOOLS
            .iter()
            .filter(|(bin, _)| find_on_path(bin).is_none())
            .map(|(_, pkg)| *pkg)
            .collect();
        if missing.is_empty() {
            f.notes.push(
                "bubblewrap and socat are installed (Claude Code's sandbox can start)".into(),
            );
        } else {
            let what = format!(
                "{} not installed: Claude Code's sandbox cannot start on Linux without bubblewrap (`bwrap`) and socat",
                missing.join(" and ")
            );
            let fix = "apt-get install bubblewrap socat (Debian/Ubuntu; Fedora: dnf install bubblewrap socat)";
            if enabled {
                f.problem(
                    format!("{what}, and the sandbox is enabled here: every Bash call fails (or, without failIfUnavailable, runs unconfined)"),
                    fix,
                );
            } else {
                f.notes.push(format!(
                    "{what} — to use `gatehouse install --sandbox`: {fix}"
                ));
            }
            why.push(format!("{} missing", missing.join(" and ")));
        }
    }
    if why.is_empty() {
        f.level = KERNEL;
        f.level_why = vec![
            "Bash runs in Claude Code's OS sandbox; gatehouse's files, the flag store and the install directory are under denyWrite".into(),
        ];
    } else {
        f.level = GUARDS_ONLY;
        why.push(format!(
            "to have the kernel back the guards: gatehouse install --sandbox --repo {}",
            dir.display()
        ));
        f.level_why = why;
    }
}

/// A `denyWrite` entry as Claude Code 2.1.328 applies it in a project or
/// local file (measured): `//x` and `/x` absolute, `~/x` under HOME,
/// anything else relative to the launch directory.
fn resolve_sandbox_path(entry: &str, dir: &Path, home: &Path) -> PathBuf {
    if let Some(rest) = entry.strip_prefix("~/") {
        return home.join(rest);
    }
    if let Some(rest) = entry.strip_prefix("//") {
        return Path::new("/").join(rest);
    }
    if entry.starts_with('/') {
        return PathBuf::from(entry);
    }
    dir.join(entry.strip_prefix("./").unwrap_or(entry))
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
    fn sandbox_paths_resolve_as_claude_code_does() {
        let (d, h) = (Path::new("/r"), Path::new("/h"));
        for (entry, want) in [
            ("/abs/x", "/abs/x"),
            ("//abs/x", "/abs/x"),
            ("~/.claude/settings.json", "/h/.claude/settings.json"),
            ("./.claude/settings.json", "/r/.claude/settings.json"),
            (".claude/settings.json", "/r/.claude/settings.json"),
        ] {
            assert_eq!(
                resolve_sandbox_path(entry, d, h),
                PathBuf::from(want),
                "{entry}"
            );
        }
    }

    #[test]
    fn versions_parse_and_compare() {
        for (case, text, want) in [
            ("current", "2.1.328 (Claude Code)\n", Some((2, 1, 328))),
            ("old", "2.1.294 (Claude Code)", Some((2, 1, 294))),
            ("prefixed", "claude 2.1.295", Some((2, 1, 295))),
            ("garbage", "command not found", None),
        ] {
            assert_eq!(parse_version(text), want, "{case}");
        }
        assert!(parse_version("2.1.294").unwrap() < ON_FAILURE_SINCE);
        assert!(parse_version("2.1.295").unwrap() >= ON_FAILURE_SINCE);
        assert!(parse_version("2.2.0").unwrap() >= ON_FAILURE_SINCE);
    }

    #[test]
    fn a_process_left_holding_the_pipes_does_not_hang_the_run() {
        let start = Instant::now();
        let args = ["-c".to_owned(), "sleep 6 & exit 0".to_owned()];
        let ran = run_hook(
            "/bin/sh",
            &args,
            Path::new("/"),
            &[],
            b"",
            Duration::from_secs(5),
        )
        .unwrap();
        assert_eq!(ran.code, Some(0));
        assert!(
            start.elapsed() < Duration::from_secs(4),
            "{:?}",
            start.elapsed()
        );
        let args = ["-c".to_owned(), "sleep 6".to_owned()];
        let ran = run_hook(
            "/bin/sh",
            &args,
            Path::new("/"),
            &[],
            b"",
            Duration::from_millis(300),
        )
        .unwrap();
        assert!(ran.timed_out && ran.code.is_none());
        assert!(
            start.elapsed() < Duration::from_secs(8),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn sentinels_fit_their_event() {
        let d = Path::new("/r");
        assert_eq!(
            sentinel("PreToolUse", d).unwrap()["tool_input"]["command"],
            "true"
        );
        assert_eq!(sentinel("Stop", d).unwrap()["stop_hook_active"], true);
        assert!(sentinel("WorktreeCreate", d).is_none());
        assert!(sentinel("SessionStart", d).is_none());
        assert!(sentinel("PostToolUse", d).is_none());
    }
}
