//! `on_refuse = "ask"` and `"warn"` in an ATTENDED (interactive) session of
//! the real Claude Code CLI 2.1.328: the TUI itself, driven under a
//! pseudo-terminal, offline against the scripted model server of the e2e
//! tests (tests/e2e/server.rs).
//!
//! - ask, answered "No": the permission dialog appears with the guard's
//!   refusal; the tool does not run (no marker file) and the turn ends.
//! - ask, answered "Yes": the same dialog; the tool runs (marker file), and
//!   the model gets its result.
//! - warn: no dialog; the tool runs, and the next request to the model
//!   carries the warning as context.
//!
//! `--allowedTools Bash` is passed, so the CLI's own permission rules allow
//! the command: a dialog can only come from the hook (and it says so:
//! "Hook PreToolUse:Bash requires confirmation for this command").
//!
//! The pseudo-terminal is Python's `pty` module (a small driver written to
//! the temp dir: it starts the CLI on a pty, waits for screen text, types,
//! and saves the screen). Skipped, loudly, where there is no `python3` with
//! `pty` or no `/dev/ptmx`, and with `GATEHOUSE_E2E=skip`; a missing CLI
//! fails, as in tests/e2e.rs.
//!
//! Measured for this test (2.1.328): an interactive first start shows the
//! onboarding (which wants api.anthropic.com), the folder trust dialog and
//! the custom API key question; the isolated HOME's `.claude.json` answers
//! them (`hasCompletedOnboarding`, the project's `hasTrustDialogAccepted`,
//! `customApiKeyResponses.approved`). Hooks see `CLAUDECODE=1` and
//! `CLAUDE_CODE_SESSION_ATTENDED=1`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

mod fleet;
#[allow(dead_code)]
#[path = "e2e/server.rs"]
mod server;

use serde_json::{Value, json};
use server::{ModelServer, Reply};
use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The pty driver: `python3 driver.py SPEC.json`. SPEC: `argv`, `cwd`, `env`,
/// `steps` (`[{"wait": text, "send": keys}]`, text matched with spaces
/// removed, after the previous step's match), `screen` (where the screen
/// text goes), `timeout` (seconds for all steps). Exit 0 when every step
/// matched, 3 when one did not in time.
const DRIVER: &str = r#"
import json, os, pty, re, select, signal, struct, sys, time, fcntl, termios
spec = json.load(open(sys.argv[1]))
pid, fd = pty.fork()
if pid == 0:
    os.chdir(spec["cwd"])
    os.execve(spec["argv"][0], spec["argv"], spec["env"])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 140, 0, 0))
FWD = re.compile(rb"\x1b\[(\d*)C")
ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)|\x1b[()][0-9A-B]|\x1b[=>78DEHM]")
raw = b""
def screen():
    return ANSI.sub(b"", FWD.sub(lambda m: b" " * int(m.group(1) or 1), raw)).decode("utf-8", "replace")
def squeeze(s):
    return re.sub(r"\s+", "", s)
steps = spec["steps"]
done = 0
mark = 0
deadline = time.time() + spec["timeout"]
while done < len(steps) and time.time() < deadline:
    r, _, _ = select.select([fd], [], [], 0.1)
    if r:
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        raw += data
    text = squeeze(screen())
    at = text.find(squeeze(steps[done]["wait"]), mark)
    if at >= 0:
        mark = at + 1
        # Let the TUI finish drawing before typing.
        time.sleep(0.5)
        if steps[done].get("send"):
            os.write(fd, steps[done]["send"].encode())
        done += 1
open(spec["screen"], "w").write(screen())
for sig in (signal.SIGTERM, signal.SIGKILL):
    try:
        os.killpg(pid, sig)
        time.sleep(0.3)
    except OSError:
        pass
try:
    os.waitpid(pid, 0)
except OSError:
    pass
if done < len(steps):
    sys.stderr.write("step %d never matched: %r\n" % (done, steps[done]["wait"]))
    sys.exit(3)
"#;

fn skip(why: &str) -> bool {
    eprintln!("SKIPPED ask_e2e: {why}");
    true
}

/// Whether this machine can run the test; `false` after printing why not.
fn can_run() -> bool {
    if std::env::var("GATEHOUSE_E2E").as_deref() == Ok("skip") {
        return !skip("GATEHOUSE_E2E=skip");
    }
    if !Path::new("/dev/ptmx").exists() {
        return !skip("no pseudo-terminals here (/dev/ptmx is missing)");
    }
    let py = Command::new("python3")
        .args(["-c", "import pty, termios, fcntl"])
        .output();
    if !py.is_ok_and(|o| o.status.success()) {
        return !skip("no python3 with the pty module to drive the interactive CLI");
    }
    true
}

fn find_claude() -> PathBuf {
    if let Some(explicit) = std::env::var_os("GATEHOUSE_CLAUDE") {
        return PathBuf::from(explicit);
    }
    let out = Command::new(Path::new(ROOT).join("scripts/install-claude-cli"))
        .arg("--print-path")
        .output()
        .unwrap();
    let path = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    assert!(
        out.status.success() && !path.is_empty(),
        "the Claude Code CLI is not installed: run scripts/install-claude-cli, \
         or set GATEHOUSE_E2E=skip"
    );
    PathBuf::from(path)
}

/// What one interactive session left.
struct Session {
    _dir: tempfile::TempDir,
    repo: PathBuf,
    home: PathBuf,
    /// The screen text (escape sequences removed).
    screen: String,
    /// Whether every step matched.
    completed: bool,
    /// The main requests (those with `tools`) the model received.
    main: Vec<Value>,
}

impl Session {
    fn squeezed(&self) -> String {
        self.screen.split_whitespace().collect()
    }

    fn shows(&self, text: &str) -> bool {
        self.squeezed()
            .contains(&text.split_whitespace().collect::<String>())
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.home.join(".local/state/gatehouse/log/decisions.jsonl"))
            .unwrap_or_default()
    }

    /// The end of the screen and the CLI's debug log lines about hooks
    /// (`--debug` writes them under the isolated HOME), for a failure.
    fn tail(&self) -> String {
        let chars: Vec<char> = self.screen.chars().collect();
        let screen: String = chars[chars.len().saturating_sub(3000)..].iter().collect();
        let debug = std::fs::read_to_string(self.home.join(".claude/debug/latest"))
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains("Hook") || l.contains("hook"))
            .map(|l| l.chars().take(300).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n");
        format!("{screen}\n--- the CLI's debug log, hook lines:\n{debug}")
    }
}

const MARKER: &str = "ran.marker";
const FINISHED: &str = "E2E-TURN-FINISHED";

/// One interactive session: the no-xdist guard registered as the fleet's
/// settings register it, the user's config `user_config`, a model that runs
/// `pytest -n 4 …; touch ran.marker` and then says FINISHED, and the keys
/// of `steps` typed as the screen asks.
fn session(user_config: &str, steps: &[(&str, &str)]) -> Session {
    let claude = find_claude();
    let dir = tempfile::tempdir().unwrap();
    let repo = dir.path().join("repo");
    let home = dir.path().join("home");
    let tmp = dir.path().join("tmp");
    for d in [&repo, &home.join(".config/gatehouse"), &tmp] {
        std::fs::create_dir_all(d).unwrap();
    }
    let _ = testkit::git(&repo, &["init", "-q", "-b", "main"]);
    std::fs::write(home.join(".config/gatehouse/config.toml"), user_config).unwrap();
    // Onboarding done, this folder trusted, the test API key approved.
    let claude_json = json!({
        "hasCompletedOnboarding": true,
        "lastOnboardingVersion": "2.1.328",
        "theme": "dark",
        "customApiKeyResponses": {"approved": ["test"], "rejected": []},
        "projects": {repo.to_string_lossy(): {
            "hasTrustDialogAccepted": true,
            "hasCompletedProjectOnboarding": true,
            "allowedTools": []
        }}
    });
    std::fs::write(home.join(".claude.json"), claude_json.to_string()).unwrap();
    let settings = json!({"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{
        "type": "command", "command": fleet::bin("no-xdist"), "args": [],
        "timeout": 10, "onFailure": "block"}]}]}});
    let settings_path = dir.path().join("settings.json");
    std::fs::write(&settings_path, settings.to_string()).unwrap();

    let server = ModelServer::start(vec![
        Reply {
            tool_uses: vec![(
                "Bash".into(),
                json!({"command": format!("pytest -n 4 tests/ ; touch {MARKER}"),
                       "description": "run the tests in parallel"}),
            )],
            ..Reply::default()
        },
        Reply {
            text: Some(FINISHED.into()),
            ..Reply::default()
        },
    ])
    .unwrap();
    let env = json!({
        "PATH": std::env::var("PATH").unwrap_or_else(|_| "/usr/bin:/bin".into()),
        "HOME": home,
        "LANG": "C.UTF-8",
        "TERM": "xterm-256color",
        "TMPDIR": tmp,
        "ANTHROPIC_BASE_URL": server.base_url(),
        "ANTHROPIC_API_KEY": "test",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
    });
    let screen_path = dir.path().join("screen.txt");
    let spec = json!({
        "argv": [claude, "--settings", settings_path, "--model", "claude-sonnet-4-5",
                 "--allowedTools", "Bash", "--debug"],
        "cwd": repo,
        "env": env,
        "steps": steps.iter().map(|(w, s)| json!({"wait": w, "send": s})).collect::<Vec<_>>(),
        "screen": screen_path,
        "timeout": 90,
    });
    let spec_path = dir.path().join("spec.json");
    std::fs::write(&spec_path, spec.to_string()).unwrap();
    let driver = dir.path().join("driver.py");
    std::fs::write(&driver, DRIVER).unwrap();
    let out = Command::new("timeout")
        .args(["--kill-after=5", "120", "python3"])
        .arg(&driver)
        .arg(&spec_path)
        .output()
        .unwrap();
    let screen = std::fs::read_to_string(&screen_path).unwrap_or_default();
    let main = server
        .recorded()
        .into_iter()
        .filter(|r| r.main)
        .map(|r| r.body)
        .collect();
    if !out.status.success() {
        eprintln!(
            "driver: {:?} {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Session {
        _dir: dir,
        repo,
        home,
        screen,
        completed: out.status.success(),
        main,
    }
}

const PROMPT: &str = "run the tests in parallel\r";
const READY: &str = "? for shortcuts";
const DIALOG: &str = "Do you want to proceed?";

/// The text of the last user message of a request (tool results and
/// context reminders included).
fn last_user_text(body: &Value) -> String {
    let last = body["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or(Value::Null);
    match &last["content"] {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .map(|b| match &b["content"] {
                Value::String(s) => s.clone(),
                Value::Array(inner) => inner
                    .iter()
                    .filter_map(|i| i["text"].as_str())
                    .collect::<Vec<_>>()
                    .join("\n"),
                _ => b["text"].as_str().unwrap_or("").to_owned(),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

#[test]
fn ask_in_an_interactive_session_lets_the_human_decide() {
    if !can_run() {
        return;
    }
    let ask = "[no-xdist]\non_refuse = \"ask\"\n";

    // "No": the dialog shows the guard's refusal; nothing runs.
    let s = session(
        ask,
        &[
            (READY, PROMPT),
            (DIALOG, "2"),
            ("What should Claude do instead?", ""),
        ],
    );
    assert!(
        s.completed,
        "the session did not go as scripted:\n{}",
        s.tail()
    );
    assert!(
        s.shows("Hook PreToolUse:Bash requires confirmation for this command"),
        "no hook dialog on screen:\n{}",
        s.tail()
    );
    assert!(s.shows("no-xdist: refused `pytest -n 4"), "{}", s.tail());
    assert!(s.shows("1. Yes") && s.shows("2. No"), "{}", s.tail());
    assert!(
        !s.repo.join(MARKER).exists(),
        "answered No, but the command ran"
    );
    assert_eq!(s.main.len(), 1, "the turn went on after No");
    assert!(s.log().contains("\"decision\":\"ask\""), "{}", s.log());

    // "Yes": the same dialog; the command runs and the model gets its result.
    let s = session(ask, &[(READY, PROMPT), (DIALOG, "1"), (FINISHED, "")]);
    assert!(
        s.completed,
        "the session did not go as scripted:\n{}",
        s.tail()
    );
    assert!(
        s.shows("Hook PreToolUse:Bash requires confirmation for this command"),
        "{}",
        s.tail()
    );
    assert!(
        s.repo.join(MARKER).exists(),
        "answered Yes, but the command did not run"
    );
    assert_eq!(s.main.len(), 2);
    let result = last_user_text(&s.main[1]);
    assert!(!result.contains("no-xdist: refused"), "{result}");
}

#[test]
fn warn_in_an_interactive_session_runs_and_tells_the_model() {
    if !can_run() {
        return;
    }
    let s = session(
        "[no-xdist]\non_refuse = \"warn\"\n",
        &[(READY, PROMPT), (FINISHED, "")],
    );
    assert!(
        s.completed,
        "the session did not go as scripted:\n{}",
        s.tail()
    );
    assert!(!s.shows(DIALOG), "warn asked:\n{}", s.tail());
    assert!(
        s.repo.join(MARKER).exists(),
        "warn did not let the command run"
    );
    assert_eq!(s.main.len(), 2);
    let next = last_user_text(&s.main[1]);
    assert!(
        next.contains("gatehouse warning") && next.contains("no-xdist: refused `pytest -n 4"),
        "the warning did not reach the model: {next}"
    );
    assert!(s.log().contains("\"decision\":\"warn\""), "{}", s.log());
}
