//! Runs one scenario against the real Claude Code CLI and checks its
//! expectations.
//!
//! Per scenario: a temporary directory holding a real git repository (the
//! CLI's cwd), an isolated HOME (no user settings or gatehouse config leak
//! in), the generated `--settings` file and any broken stand-in commands; a
//! scripted model server; then `claude -p` bounded by `timeout` (the whole
//! process group is killed when it overruns, so a hang fails the scenario
//! instead of hanging CI).

use crate::scenario::{Broken, Guards, Part, Scenario, TextCheck};
use crate::server::{ModelServer, Recorded, Reply};
use serde_json::{Map, Value, json};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What every scenario shares: where the CLI, the binaries and the fleet's
/// registrations are.
pub struct Context {
    pub claude: PathBuf,
    pub bin_dir: PathBuf,
    /// `settings/settings.json`, parsed (`None` when the file does not exist
    /// yet; then only scenarios without `guards` can run).
    pub settings: Option<Value>,
    /// Keep each scenario's temporary directory and print its path.
    pub keep: bool,
}

/// What a run produced, for the report.
pub struct Outcome {
    pub elapsed: Duration,
    /// Failed expectations (empty = passed), each one line or a few.
    pub failures: Vec<String>,
    /// What was observed, shown when the scenario failed.
    pub diagnostics: String,
    /// The scenario's temp dir, when kept (`GATEHOUSE_E2E_KEEP`).
    pub kept: Option<PathBuf>,
}

struct Placeholders {
    repo: String,
    home: String,
    bin: String,
}

impl Placeholders {
    fn apply(&self, s: &str) -> String {
        s.replace("{repo}", &self.repo)
            .replace("{home}", &self.home)
            .replace("{bin}", &self.bin)
    }

    fn apply_value(&self, v: &Value) -> Value {
        match v {
            Value::String(s) => Value::String(self.apply(s)),
            Value::Array(a) => Value::Array(a.iter().map(|x| self.apply_value(x)).collect()),
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, x)| (k.clone(), self.apply_value(x)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    fn apply_check(&self, c: &TextCheck) -> TextCheck {
        let all = |v: &[String]| v.iter().map(|s| self.apply(s)).collect::<Vec<_>>();
        TextCheck {
            equals: c.equals.as_deref().map(|s| self.apply(s)),
            contains: all(&c.contains),
            not_contains: all(&c.not_contains),
            // Regexes are left alone: `{` is meaningful there.
            matches: c.matches.clone(),
        }
    }
}

/// What Claude Code's sandbox needs on Linux (`bwrap` from bubblewrap).
const SANDBOX_TOOLS: [&str; 2] = ["bwrap", "socat"];

/// For a `sandbox` scenario: `Ok(true)` when it can run, `Ok(false)` when
/// bubblewrap or socat is missing and `GATEHOUSE_E2E_SANDBOX=skip` says to
/// skip it (said loudly on stderr), else an error naming the fix.
fn sandbox_ready(scenario: &Scenario) -> Result<bool, String> {
    if !scenario.sandbox || !cfg!(target_os = "linux") {
        return Ok(true);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let missing: Vec<&str> = SANDBOX_TOOLS
        .into_iter()
        .filter(|t| !std::env::split_paths(&path).any(|d| d.join(t).is_file()))
        .collect();
    if missing.is_empty() {
        return Ok(true);
    }
    if std::env::var("GATEHOUSE_E2E_SANDBOX").as_deref() == Ok("skip") {
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "!!! GATEHOUSE_E2E_SANDBOX=skip: {} NOT run ({} missing): the OS sandbox is not proven",
            scenario.name,
            missing.join(", ")
        );
        return Ok(false);
    }
    Err(format!(
        "this scenario runs Claude Code's OS sandbox, which needs {} on PATH: `apt-get install bubblewrap socat` \
         (scripts/test does it), or set GATEHOUSE_E2E_SANDBOX=skip to skip the sandbox scenarios explicitly",
        missing.join(" and ")
    ))
}

pub fn run(scenario: &Scenario, ctx: &Context) -> Result<Outcome, String> {
    let started = Instant::now();
    if !sandbox_ready(scenario)? {
        return Ok(Outcome {
            elapsed: started.elapsed(),
            failures: Vec::new(),
            diagnostics: String::new(),
            kept: None,
        });
    }
    let tmp = tempfile::Builder::new()
        .prefix("gatehouse-e2e-")
        .tempdir()
        .map_err(|e| format!("temp dir: {e}"))?;
    let root = tmp
        .path()
        .canonicalize()
        .map_err(|e| format!("temp dir: {e}"))?;
    let repo = root.join("repo");
    let home = root.join("home");
    let stubs = root.join("stubs");
    // The CLI's own scratch files (`$TMPDIR/claude-<uid>/…`, task outputs)
    // go here too, so nothing outlives the scenario.
    let scratch = root.join("tmp");
    for dir in [&repo, &home, &stubs, &scratch] {
        fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let ph = Placeholders {
        repo: repo.display().to_string(),
        home: home.display().to_string(),
        bin: ctx.bin_dir.display().to_string(),
    };

    setup_repo(scenario, &repo, &ph)?;
    for (rel, content) in &scenario.home_files {
        write_file(&home.join(rel), &ph.apply(content))?;
    }
    run_setup(scenario, &repo, &home, &ph)?;
    let settings = build_settings(scenario, ctx, &stubs, &ph)?;
    let settings_path = root.join("settings.json");
    let pretty = serde_json::to_string_pretty(&settings).map_err(|e| e.to_string())?;
    fs::write(&settings_path, pretty).map_err(|e| format!("settings: {e}"))?;

    let script = scenario
        .turns
        .iter()
        .map(|t| Reply {
            route: t.subagent.as_deref().map(|s| ph.apply(s)),
            text: t.text.as_deref().map(|s| ph.apply(s)),
            tool_uses: t
                .tool
                .iter()
                .map(|name| {
                    (
                        name.clone(),
                        ph.apply_value(t.input.as_ref().unwrap_or(&json!({}))),
                    )
                })
                .chain(
                    t.tools
                        .iter()
                        .map(|u| (u.name.clone(), ph.apply_value(&u.input))),
                )
                .collect(),
        })
        .collect();
    let server = ModelServer::start(script).map_err(|e| format!("model server: {e}"))?;

    let stdout_path = root.join("stdout.jsonl");
    let stderr_path = root.join("stderr.txt");
    let mut status = run_claude(
        scenario,
        ctx,
        &server,
        &settings_path,
        &repo,
        &home,
        &ph,
        (&scenario.prompt, false),
        (&stdout_path, &stderr_path),
    )?;
    // A second turn of the same session: its output follows the first's.
    let second = root.join("stdout-continued.jsonl");
    if let Some(prompt) = &scenario.continue_prompt
        && status == Some(0)
    {
        status = run_claude(
            scenario,
            ctx,
            &server,
            &settings_path,
            &repo,
            &home,
            &ph,
            (prompt, true),
            (&second, &root.join("stderr-continued.txt")),
        )?;
    }
    let recorded = server.recorded();
    let unused = server.unused_turns();
    drop(server);
    // For GATEHOUSE_E2E_KEEP: every request the model received, one a line.
    let log: String = recorded
        .iter()
        .map(|r| {
            format!(
                "{}\n",
                json!({"method": r.method, "path": r.path, "main": r.main, "body": r.body})
            )
        })
        .collect();
    let _ = fs::write(root.join("requests.jsonl"), log);

    let mut stdout = fs::read_to_string(&stdout_path).unwrap_or_default();
    stdout.push_str(&fs::read_to_string(&second).unwrap_or_default());
    let mut stderr = fs::read_to_string(&stderr_path).unwrap_or_default();
    stderr.push_str(&fs::read_to_string(root.join("stderr-continued.txt")).unwrap_or_default());
    let observed = Observed::new(&stdout, &stderr, status, &recorded);
    let mut failures = check(scenario, &observed, &repo, &ph);
    if let Some(c) = &scenario.expect.replay {
        let report = replay_report(ctx, &repo, &home);
        check_text("replay", &report, &ph.apply_check(&c.text()), &mut failures);
    }
    // Unused turns are not a failure on their own (a refusal may end the
    // agent's turn early) but are shown when something else failed.
    let mut diagnostics = observed.describe(unused);
    let kept = ctx.keep.then(|| tmp.keep());
    if let Some(kept) = &kept {
        let _ = writeln!(diagnostics, "kept: {}", kept.display());
    }
    Ok(Outcome {
        elapsed: started.elapsed(),
        failures,
        diagnostics,
        kept,
    })
}

/// `cmd` with nothing of the developer's or CI's environment (no CLAUDE_*
/// of an enclosing session, no GATEHOUSE_* escape hatch): PATH, and the
/// scenario's HOME.
fn sealed<'a>(cmd: &'a mut Command, home: &Path) -> &'a mut Command {
    cmd.env_clear()
        .env(
            "PATH",
            std::env::var_os("PATH").unwrap_or_else(|| "/usr/bin:/bin".into()),
        )
        .env("HOME", home)
}

/// `gatehouse replay --project <repo>` with the scenario's HOME: its
/// report (stdout), or why it failed.
fn replay_report(ctx: &Context, repo: &Path, home: &Path) -> String {
    let out = sealed(&mut Command::new(ctx.bin_dir.join("gatehouse")), home)
        .args(["replay", "--bin-dir"])
        .arg(&ctx.bin_dir)
        .arg("--project")
        .arg(repo)
        .current_dir(repo)
        .output();
    match out {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).into_owned(),
        Ok(o) => format!(
            "gatehouse replay failed ({}): {}",
            o.status,
            String::from_utf8_lossy(&o.stderr).trim()
        ),
        Err(e) => format!("gatehouse replay could not start: {e}"),
    }
}

/// The scenario's `setup` commands, in order, each bounded by `timeout`.
fn run_setup(
    scenario: &Scenario,
    repo: &Path,
    home: &Path,
    ph: &Placeholders,
) -> Result<(), String> {
    for argv in &scenario.setup {
        let argv: Vec<String> = argv.iter().map(|a| ph.apply(a)).collect();
        let Some((program, args)) = argv.split_first() else {
            return Err("setup: an empty command".into());
        };
        let out = sealed(&mut Command::new("timeout"), home)
            .arg("60")
            .arg(program)
            .args(args)
            .current_dir(repo)
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("setup {argv:?}: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "setup {argv:?} failed ({}):\n{}{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(())
}

fn write_file(path: &Path, content: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    fs::write(path, content).map_err(|e| format!("{}: {e}", path.display()))
}

fn git(repo: &Path, home: Option<&Path>, args: &[&str]) -> Result<(), String> {
    let mut cmd = Command::new("git");
    cmd.args(args).current_dir(repo);
    // The repository's own identity; never the developer's global config.
    cmd.env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_AUTHOR_NAME", "e2e")
        .env("GIT_AUTHOR_EMAIL", "e2e@example.invalid")
        .env("GIT_COMMITTER_NAME", "e2e")
        .env("GIT_COMMITTER_EMAIL", "e2e@example.invalid");
    if let Some(home) = home {
        cmd.env("HOME", home);
    }
    let out = cmd
        .output()
        .map_err(|e| format!("git {}: {e}", args.join(" ")))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn setup_repo(scenario: &Scenario, repo: &Path, ph: &Placeholders) -> Result<(), String> {
    git(repo, None, &["init", "-q", "-b", "main"])?;
    // Identity inside the repository, so commits made by the agent's Bash
    // (which runs with the isolated HOME) work too.
    git(repo, None, &["config", "user.name", "e2e"])?;
    git(repo, None, &["config", "user.email", "e2e@example.invalid"])?;
    for (rel, content) in &scenario.files {
        write_file(&repo.join(rel), &ph.apply(content))?;
    }
    for (rel, content) in &scenario.executable_files {
        use std::os::unix::fs::PermissionsExt;
        let path = repo.join(rel);
        write_file(&path, &ph.apply(content))?;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    git(repo, None, &["add", "-A"])?;
    git(
        repo,
        None,
        &["commit", "-q", "--allow-empty", "-m", "initial"],
    )?;
    for (rel, content) in &scenario.dirty_files {
        write_file(&repo.join(rel), &ph.apply(content))?;
    }
    Ok(())
}

/// The binary a registration runs: the file name after `{bin}/` in
/// `command`, if it is one of ours.
fn guard_of(hook: &Value) -> Option<&str> {
    let command = hook.get("command")?.as_str()?;
    let rest = command.strip_prefix("{bin}/")?;
    rest.split_whitespace().next()
}

/// A stand-in command for a broken guard, created under `stubs`.
fn broken_command(kind: Broken, guard: &str, stubs: &Path) -> Result<PathBuf, String> {
    use std::os::unix::fs::PermissionsExt;
    let path = stubs.join(format!("{guard}-{kind:?}").to_lowercase());
    let (script, mode) = match kind {
        Broken::Missing => return Ok(path),
        // If it could run it would allow (exit 0): only onFailure can refuse.
        Broken::NotExecutable => ("#!/bin/sh\ncat >/dev/null\nexit 0\n", 0o644),
        // What a Rust panic exits with.
        Broken::Crash => (
            "#!/bin/sh\ncat >/dev/null\necho 'thread main panicked' >&2\nexit 101\n",
            0o755,
        ),
        Broken::Hang => ("#!/bin/sh\nexec sleep 30\n", 0o755),
    };
    fs::write(&path, script).map_err(|e| format!("{}: {e}", path.display()))?;
    fs::set_permissions(&path, fs::Permissions::from_mode(mode))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// The `--settings` file: the selected guards' registrations from
/// `settings/settings.json` (same events, matchers, timeouts, `onFailure`),
/// `{bin}` made absolute, broken guards swapped, `extra_hooks` appended.
fn build_settings(
    scenario: &Scenario,
    ctx: &Context,
    stubs: &Path,
    ph: &Placeholders,
) -> Result<Value, String> {
    let wanted: Option<BTreeSet<&str>> = match &scenario.guards {
        Guards::None => Some(BTreeSet::new()),
        Guards::All => None,
        Guards::Named(names) => Some(names.iter().map(String::as_str).collect()),
    };
    let mut hooks = Map::new();
    let mut found = BTreeSet::new();
    let selects_any = wanted.as_ref().is_none_or(|w| !w.is_empty());
    if selects_any {
        let settings = ctx
            .settings
            .as_ref()
            .ok_or("settings/settings.json does not exist, but the scenario registers guards")?;
        let events = settings
            .get("hooks")
            .and_then(Value::as_object)
            .ok_or("settings/settings.json has no `hooks` object")?;
        for (event, groups) in events {
            let mut kept_groups = Vec::new();
            for group in groups
                .as_array()
                .ok_or(format!("settings.json: hooks.{event} is not a list"))?
            {
                let entries = group
                    .get("hooks")
                    .and_then(Value::as_array)
                    .cloned()
                    .unwrap_or_default();
                let mut kept = Vec::new();
                for mut entry in entries {
                    let Some(guard) = guard_of(&entry).map(str::to_string) else {
                        continue;
                    };
                    if wanted.as_ref().is_some_and(|w| !w.contains(guard.as_str())) {
                        continue;
                    }
                    let binary = ctx.bin_dir.join(&guard);
                    if !binary.is_file() {
                        return Err(format!(
                            "guard binary {} is missing: run `cargo build --workspace` first (or set GATEHOUSE_BIN_DIR)",
                            binary.display()
                        ));
                    }
                    found.insert(guard.clone());
                    entry = ph.apply_value(&entry);
                    if let Some(kind) = scenario.broken.get(&guard).copied() {
                        let stub = broken_command(kind, &guard, stubs)?;
                        if let Some(obj) = entry.as_object_mut() {
                            obj.insert("command".into(), Value::String(stub.display().to_string()));
                            if kind == Broken::Hang {
                                obj.insert("timeout".into(), json!(1));
                            }
                        }
                    }
                    kept.push(entry);
                }
                if !kept.is_empty() {
                    let mut group = group.clone();
                    if let Some(obj) = group.as_object_mut() {
                        obj.insert("hooks".into(), Value::Array(kept));
                    }
                    kept_groups.push(group);
                }
            }
            if !kept_groups.is_empty() {
                hooks.insert(event.clone(), Value::Array(kept_groups));
            }
        }
    }
    if let Some(wanted) = &wanted {
        let missing: Vec<_> = wanted.iter().filter(|g| !found.contains(**g)).collect();
        if !missing.is_empty() {
            return Err(format!(
                "guards not registered in settings/settings.json: {missing:?}"
            ));
        }
    }
    for (event, groups) in &scenario.extra_hooks {
        let groups = ph.apply_value(groups);
        let groups = groups
            .as_array()
            .ok_or(format!("extra_hooks.{event} is not a list"))?;
        let slot = hooks.entry(event.clone()).or_insert_with(|| json!([]));
        if let Some(list) = slot.as_array_mut() {
            list.extend(groups.iter().cloned());
        }
    }
    let mut settings = ph.apply_value(&Value::Object(scenario.extra_settings.clone()));
    if let Some(obj) = settings.as_object_mut() {
        obj.insert("hooks".into(), Value::Object(hooks));
    }
    Ok(settings)
}

#[allow(clippy::too_many_arguments)]
fn run_claude(
    scenario: &Scenario,
    ctx: &Context,
    server: &ModelServer,
    settings: &Path,
    repo: &Path,
    home: &Path,
    ph: &Placeholders,
    (prompt, resume): (&str, bool),
    (stdout, stderr): (&Path, &Path),
) -> Result<Option<i32>, String> {
    let out = fs::File::create(stdout).map_err(|e| e.to_string())?;
    let err = fs::File::create(stderr).map_err(|e| e.to_string())?;
    // GNU timeout puts the CLI in its own process group and signals the whole
    // group, hooks included; --kill-after escalates to SIGKILL.
    let mut cmd = Command::new("timeout");
    sealed(&mut cmd, home);
    cmd.arg("--kill-after=5")
        .arg(scenario.timeout_secs.to_string())
        .arg(&ctx.claude)
        .args(resume.then_some("--continue"))
        .arg("-p")
        .arg(ph.apply(prompt))
        .arg("--settings")
        .arg(settings)
        .args(
            scenario
                .plugin_dirs
                .iter()
                .flat_map(|d| ["--plugin-dir".to_string(), ph.apply(d)]),
        )
        .arg("--allowedTools")
        .args(&scenario.allowed_tools)
        .args([
            "--model",
            "claude-sonnet-4-5",
            "--output-format",
            "stream-json",
            "--verbose",
            // hook_started / hook_response events for every hook call: how
            // `hooks` expectations see that a guard ran and what it answered.
            "--include-hook-events",
        ])
        .current_dir(repo)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .env("LANG", "C.UTF-8")
        .env("ANTHROPIC_BASE_URL", server.base_url())
        .env("ANTHROPIC_API_KEY", "test")
        .env("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1")
        .env("DISABLE_AUTOUPDATER", "1");
    if let Some(root) = home.parent() {
        cmd.env("TMPDIR", root.join("tmp"));
    }
    for (k, v) in &scenario.env {
        cmd.env(k, ph.apply(v));
    }
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("spawn timeout/claude: {e}"))?;
    // Second bound, in case `timeout` itself misbehaves.
    let deadline = Instant::now() + Duration::from_secs(scenario.timeout_secs + 15);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok(status.code()),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(25)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Ok(None);
            }
            Err(e) => return Err(format!("waiting for claude: {e}")),
        }
    }
}

/// Everything the run left to look at.
struct Observed {
    status: Option<i32>,
    events: Vec<Value>,
    result: Option<Value>,
    stderr: String,
    /// Main requests' bodies, in order.
    main: Vec<Value>,
    /// (is_error, content text) per tool call, deduplicated by tool_use_id.
    tool_results: Vec<(Option<bool>, String)>,
    /// Requests other than main ones (side requests, probes), for diagnostics.
    others: Vec<String>,
    unparsed_stdout: Vec<String>,
}

/// The text of a content value: a string, or the texts of its blocks
/// (`text` blocks; `tool_result` blocks' own content), joined by newlines.
fn content_text(content: &Value) -> String {
    match content {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .filter_map(|b| match b.get("type").and_then(Value::as_str) {
                Some("text") => b.get("text").and_then(Value::as_str).map(str::to_string),
                Some("tool_result") => b.get("content").map(content_text),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

impl Observed {
    fn new(stdout: &str, stderr: &str, status: Option<i32>, recorded: &[Recorded]) -> Observed {
        let mut events = Vec::new();
        let mut unparsed_stdout = Vec::new();
        for line in stdout.lines().filter(|l| !l.trim().is_empty()) {
            match serde_json::from_str::<Value>(line) {
                Ok(v) => events.push(v),
                Err(_) => unparsed_stdout.push(line.to_string()),
            }
        }
        let result = events
            .iter()
            .rev()
            .find(|e| e.get("type").and_then(Value::as_str) == Some("result"))
            .cloned();
        let main: Vec<Value> = recorded
            .iter()
            .filter(|r| r.main)
            .map(|r| r.body.clone())
            .collect();
        let mut seen = BTreeSet::new();
        let mut tool_results = Vec::new();
        for body in &main {
            let messages = body
                .get("messages")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            for message in &messages {
                let Some(blocks) = message.get("content").and_then(Value::as_array) else {
                    continue;
                };
                for block in blocks {
                    if block.get("type").and_then(Value::as_str) != Some("tool_result") {
                        continue;
                    }
                    let id = block
                        .get("tool_use_id")
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_string();
                    if seen.insert(id) {
                        tool_results.push((
                            block.get("is_error").and_then(Value::as_bool),
                            block.get("content").map(content_text).unwrap_or_default(),
                        ));
                    }
                }
            }
        }
        let others = recorded
            .iter()
            .filter(|r| !r.main)
            .map(|r| format!("{} {}", r.method, r.path))
            .collect();
        Observed {
            status,
            events,
            result,
            stderr: stderr.to_string(),
            main,
            tool_results,
            others,
            unparsed_stdout,
        }
    }

    fn request_part(&self, body: &Value, part: Part) -> String {
        let messages = body
            .get("messages")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        match part {
            Part::LastUserText => messages
                .iter()
                .rev()
                .find(|m| m.get("role").and_then(Value::as_str) == Some("user"))
                .and_then(|m| m.get("content"))
                .map(|c| match c {
                    Value::String(s) => s.clone(),
                    Value::Array(blocks) => blocks
                        .iter()
                        .filter(|b| b.get("type").and_then(Value::as_str) == Some("text"))
                        .filter_map(|b| b.get("text").and_then(Value::as_str))
                        .collect::<Vec<_>>()
                        .join("\n"),
                    _ => String::new(),
                })
                .unwrap_or_default(),
            Part::Text => messages
                .iter()
                .filter_map(|m| m.get("content").map(content_text))
                .collect::<Vec<_>>()
                .join("\n"),
            Part::System => body.get("system").map(content_text).unwrap_or_default(),
        }
    }

    fn describe(&self, unused_turns: usize) -> String {
        let mut d = String::new();
        let _ = writeln!(d, "claude exit status: {:?}", self.status);
        let _ = writeln!(
            d,
            "main requests answered: {} (scripted turns left unused: {unused_turns})",
            self.main.len()
        );
        if !self.others.is_empty() {
            let _ = writeln!(d, "other requests: {}", self.others.join(", "));
        }
        for (i, (is_error, text)) in self.tool_results.iter().enumerate() {
            let _ = writeln!(
                d,
                "tool_results[{i}]: is_error={is_error:?} content={}",
                clip(text)
            );
        }
        if let Some(last) = self.main.last() {
            let _ = writeln!(
                d,
                "last request's last user text: {}",
                clip(&self.request_part(last, Part::LastUserText))
            );
        }
        for e in &self.events {
            if e.get("type").and_then(Value::as_str) == Some("system")
                && !matches!(
                    e.get("subtype").and_then(Value::as_str),
                    Some("init" | "hook_started")
                )
            {
                let _ = writeln!(d, "event: {}", clip(&e.to_string()));
            }
        }
        match &self.result {
            Some(r) => {
                let _ = writeln!(
                    d,
                    "result: {} (is_error={}, permission_denials={})",
                    clip(&r.get("result").map(Value::to_string).unwrap_or_default()),
                    r.get("is_error").map(Value::to_string).unwrap_or_default(),
                    r.get("permission_denials")
                        .and_then(Value::as_array)
                        .map_or(0, Vec::len)
                );
            }
            None => {
                let _ = writeln!(d, "no `result` event on stdout");
            }
        }
        for line in &self.unparsed_stdout {
            let _ = writeln!(d, "stdout (not JSON): {}", clip(line));
        }
        if !self.stderr.trim().is_empty() {
            let _ = writeln!(d, "stderr: {}", clip(&self.stderr));
        }
        d
    }
}

fn clip(s: &str) -> String {
    const MAX: usize = 1500;
    if s.chars().count() <= MAX {
        format!("{s:?}")
    } else {
        let head: String = s.chars().take(MAX).collect();
        format!("{head:?}… ({} chars)", s.chars().count())
    }
}

/// Checks `text` against `check`; one failure line per unmet expectation.
fn check_text(what: &str, text: &str, check: &TextCheck, failures: &mut Vec<String>) {
    if let Some(expected) = &check.equals
        && text != expected
    {
        failures.push(format!(
            "{what}: expected exactly {expected:?}, got {}",
            clip(text)
        ));
    }
    for needle in &check.contains {
        if !text.contains(needle.as_str()) {
            failures.push(format!("{what}: {needle:?} not found in {}", clip(text)));
        }
    }
    for needle in &check.not_contains {
        if text.contains(needle.as_str()) {
            failures.push(format!(
                "{what}: {needle:?} must not appear, but does in {}",
                clip(text)
            ));
        }
    }
    for pattern in &check.matches {
        match regex::Regex::new(pattern) {
            Ok(re) if re.is_match(text) => {}
            Ok(_) => failures.push(format!("{what}: /{pattern}/ does not match {}", clip(text))),
            Err(e) => failures.push(format!("{what}: bad regex /{pattern}/: {e}")),
        }
    }
}

fn check(scenario: &Scenario, o: &Observed, repo: &Path, ph: &Placeholders) -> Vec<String> {
    let x = &scenario.expect;
    let mut f = Vec::new();
    let expected_status = x.exit_code.unwrap_or(0);
    if o.status != Some(expected_status) {
        let how = match o.status {
            Some(124 | 137) | None => {
                format!("was killed after the {} s timeout", scenario.timeout_secs)
            }
            Some(code) => format!("exited {code}"),
        };
        f.push(format!("claude {how}; expected exit {expected_status}"));
    }
    if let Some(n) = x.tool_result_count
        && o.tool_results.len() != n
    {
        f.push(format!(
            "tool_result_count: expected {n}, the model received {}",
            o.tool_results.len()
        ));
    }
    for (i, c) in x.tool_results.iter().enumerate() {
        let Some((is_error, text)) = o.tool_results.get(i) else {
            f.push(format!(
                "tool_results[{i}]: the model received only {} tool results",
                o.tool_results.len()
            ));
            continue;
        };
        if let Some(want) = c.is_error
            && is_error.unwrap_or(false) != want
        {
            f.push(format!(
                "tool_results[{i}].is_error: expected {want}, got {is_error:?}; content {}",
                clip(text)
            ));
        }
        check_text(
            &format!("tool_results[{i}]"),
            text,
            &ph.apply_check(&c.text()),
            &mut f,
        );
    }
    if let Some(n) = x.main_requests
        && o.main.len() != n
    {
        f.push(format!(
            "main_requests: expected {n}, the model server answered {}",
            o.main.len()
        ));
    }
    for (i, c) in x.requests.iter().enumerate() {
        let label = format!("requests[{i}] ({:?})", c.part);
        let text = match c.request {
            None => o
                .main
                .iter()
                .map(|b| o.request_part(b, c.part))
                .collect::<Vec<_>>()
                .join("\n"),
            Some(k) => {
                let len = o.main.len() as i64;
                let index = if k < 0 { len + k } else { k };
                match usize::try_from(index).ok().and_then(|i| o.main.get(i)) {
                    Some(body) => o.request_part(body, c.part),
                    None => {
                        f.push(format!(
                            "{label}: request {k} does not exist ({len} main requests)"
                        ));
                        continue;
                    }
                }
            }
        };
        check_text(&label, &text, &ph.apply_check(&c.text()), &mut f);
    }
    for c in &x.files {
        let path = repo.join(ph.apply(&c.path));
        let label = format!("files[{}]", c.path);
        let exists = path.exists();
        let want = c.exists.unwrap_or(true);
        if exists != want {
            f.push(format!(
                "{label}: expected it to {}exist, it does{}",
                if want { "" } else { "not " },
                if exists { "" } else { " not" }
            ));
            continue;
        }
        if exists {
            let text = fs::read_to_string(&path).unwrap_or_default();
            check_text(&label, &text, &ph.apply_check(&c.text()), &mut f);
        }
    }
    match &o.result {
        None => f.push("no `result` event on stdout (did the CLI start?)".to_string()),
        Some(result) => {
            let denials = result
                .get("permission_denials")
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            if let Some(n) = x.permission_denials
                && denials != n
            {
                f.push(format!(
                    "permission_denials: expected {n}, got {denials}: {}",
                    clip(
                        &result
                            .get("permission_denials")
                            .map(Value::to_string)
                            .unwrap_or_default()
                    )
                ));
            }
            let is_error = result
                .get("is_error")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            let want = x.result_is_error.unwrap_or(false);
            if is_error != want {
                f.push(format!(
                    "result.is_error: expected {want}, got {is_error}: {}",
                    clip(&result.to_string())
                ));
            }
            if let Some(c) = &x.result {
                let text = result
                    .get("result")
                    .and_then(Value::as_str)
                    .unwrap_or_default();
                check_text("result", text, &ph.apply_check(&c.text()), &mut f);
            }
        }
    }
    for (i, c) in x.events.iter().enumerate() {
        let selected: Vec<String> = o
            .events
            .iter()
            .filter(|e| {
                c.kind
                    .as_deref()
                    .is_none_or(|k| e.get("type").and_then(Value::as_str) == Some(k))
            })
            .filter(|e| {
                c.subtype
                    .as_deref()
                    .is_none_or(|k| e.get("subtype").and_then(Value::as_str) == Some(k))
            })
            .map(|e| match e.get("content") {
                Some(Value::String(s)) => s.clone(),
                _ => e.to_string(),
            })
            .collect();
        let label = format!("events[{i}] (type={:?}, subtype={:?})", c.kind, c.subtype);
        if selected.is_empty()
            && (c.equals.is_some() || !c.contains.is_empty() || !c.matches.is_empty())
        {
            f.push(format!("{label}: no such event on stdout"));
            continue;
        }
        check_text(
            &label,
            &selected.join("\n"),
            &ph.apply_check(&c.text()),
            &mut f,
        );
    }
    for (i, c) in x.hooks.iter().enumerate() {
        let field = |e: &Value, k: &str| e.get(k).and_then(Value::as_str).map(str::to_string);
        let selected: Vec<&Value> = o
            .events
            .iter()
            .filter(|e| field(e, "subtype").as_deref() == Some("hook_response"))
            .filter(|e| c.hook_name.is_none() || field(e, "hook_name") == c.hook_name)
            .filter(|e| c.event.is_none() || field(e, "hook_event") == c.event)
            .collect();
        let label = format!(
            "hooks[{i}] (hook_name={:?}, event={:?})",
            c.hook_name, c.event
        );
        match c.count {
            Some(n) if selected.len() != n => {
                f.push(format!(
                    "{label}: expected {n} calls, saw {}",
                    selected.len()
                ));
            }
            None if selected.is_empty() => {
                f.push(format!(
                    "{label}: no such hook call (hook_response event) on stdout"
                ));
                continue;
            }
            _ => {}
        }
        for e in &selected {
            let code = e.get("exit_code").and_then(Value::as_i64);
            if let Some(want) = c.exit_code
                && code != Some(want)
            {
                f.push(format!(
                    "{label}: expected exit {want}, got {code:?}: {}",
                    clip(&e.to_string())
                ));
            }
            if let Some(want) = &c.outcome
                && field(e, "outcome").as_ref() != Some(want)
            {
                f.push(format!(
                    "{label}: expected outcome {want:?}: {}",
                    clip(&e.to_string())
                ));
            }
        }
        let text: Vec<String> = selected
            .iter()
            .map(|e| {
                format!(
                    "{}\n{}",
                    field(e, "stdout").unwrap_or_default(),
                    field(e, "stderr").unwrap_or_default()
                )
            })
            .collect();
        check_text(&label, &text.join("\n"), &ph.apply_check(&c.text()), &mut f);
    }
    if let Some(c) = &x.stderr {
        check_text("stderr", &o.stderr, &ph.apply_check(&c.text()), &mut f);
    }
    f
}
