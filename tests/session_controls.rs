//! Session controls end to end at the binary level: `session-consent` records
//! the user's yes from a real UserPromptSubmit payload into a real store (an
//! isolated `XDG_STATE_HOME`), and `worktree-consent` reads it for Bash,
//! EnterWorktree, Agent and WorktreeCreate payloads, creating a real worktree
//! in a real git repository when consent is given. Plus the wiring: the
//! control is registered for every tool and event that can make a worktree
//! (a matcher that misses one is a hole the harness never reports).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

const SESSION: &str = "25e1b03d-96a7-4db4-bc91-1502c59affdd";
const OTHER: &str = "0b7d9e2a-1111-4222-8333-444455556666";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Builds only the two binaries under test (other guards in progress must
/// not stop these tests), once per test process.
fn bin(name: &str) -> PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    let dir = DIR.get_or_init(|| {
        if let Some(d) = std::env::var_os("GATEHOUSE_BIN_DIR") {
            return PathBuf::from(d);
        }
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args([
                "build",
                "--quiet",
                "-p",
                "gatehouse-hooks",
                "--bin",
                "session-consent",
                "--bin",
                "worktree-consent",
            ])
            .current_dir(root())
            .status()
            .unwrap();
        assert!(status.success());
        std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| root().join("target"))
            .join("debug")
    });
    dir.join(name)
}

fn settings() -> Value {
    serde_json::from_str(&std::fs::read_to_string(root().join("settings/settings.json")).unwrap())
        .unwrap()
}

/// (matcher, entry) of every registration of `guard` under `event`.
fn registrations(event: &str, guard: &str) -> Vec<(Option<String>, Value)> {
    let mut out = Vec::new();
    for group in settings()["hooks"][event]
        .as_array()
        .cloned()
        .unwrap_or_default()
    {
        for entry in group["hooks"].as_array().unwrap() {
            if entry["command"] == format!("{{bin}}/{guard}") {
                out.push((
                    group
                        .get("matcher")
                        .and_then(Value::as_str)
                        .map(str::to_owned),
                    entry.clone(),
                ));
            }
        }
    }
    out
}

#[test]
fn worktree_consent_is_registered_for_every_way_a_worktree_is_made() {
    let pre = registrations("PreToolUse", "worktree-consent");
    for tool in ["Bash", "PowerShell", "EnterWorktree", "Agent"] {
        let hit = pre.iter().any(|(m, e)| {
            m.as_deref()
                .is_some_and(|m| m.split('|').any(|t| t.trim() == tool))
                && e["onFailure"] == "block"
        });
        assert!(
            hit,
            "worktree-consent is not registered (with onFailure block) for PreToolUse {tool}: {pre:?}"
        );
    }
    let create = registrations("WorktreeCreate", "worktree-consent");
    assert_eq!(
        create.len(),
        1,
        "worktree-consent must be the WorktreeCreate handler"
    );
    assert!(create[0].0.is_none(), "WorktreeCreate takes no matcher");
    let all: usize = settings()["hooks"]["WorktreeCreate"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(
        all, 1,
        "a second WorktreeCreate handler would create worktrees without consent"
    );
}

#[test]
fn session_consent_is_registered_on_user_prompt_submit_without_on_failure() {
    let r = registrations("UserPromptSubmit", "session-consent");
    assert_eq!(r.len(), 1);
    // A failure there would erase the user's prompt.
    assert!(r[0].1.get("onFailure").is_none(), "{:?}", r[0].1);
}

struct Env {
    dir: tempfile::TempDir,
}

impl Env {
    fn new() -> Env {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("home")).unwrap();
        std::fs::create_dir_all(dir.path().join("repo")).unwrap();
        Env { dir }
    }
    fn state(&self) -> PathBuf {
        self.dir.path().join("state")
    }
    fn repo(&self) -> PathBuf {
        self.dir.path().join("repo")
    }
    fn run(&self, guard: &str, payload: &Value, env: &[(&str, &str)]) -> Out {
        let state = self.state();
        let mut base: Vec<(&str, &str)> = vec![("XDG_STATE_HOME", state.to_str().unwrap())];
        base.extend_from_slice(env);
        run_with(
            &bin(guard),
            payload,
            &self.repo(),
            &self.dir.path().join("home"),
            &base,
        )
    }
    /// The user submits `prompt`: the CLI appends it to the session's
    /// transcript (as a `type: user` record with its `promptId`, measured on
    /// 2.1.328), then runs UserPromptSubmit with the same id.
    fn prompt(&self, session: &str, prompt: &str) {
        use std::io::Write;
        static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let id = format!("p{}", N.fetch_add(1, std::sync::atomic::Ordering::SeqCst));
        let path = transcript(session, &self.repo());
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .unwrap();
        let rec = json!({"type": "user", "promptId": id, "sessionId": session,
                         "message": {"role": "user", "content": prompt}});
        writeln!(f, "{rec}").unwrap();
        let mut payload = prompt_payload(session, prompt, &self.repo());
        payload["prompt_id"] = json!(id);
        let out = self.run("session-consent", &payload, &[]);
        assert_eq!(
            (out.code, out.stdout.as_str(), out.stderr.as_str()),
            (Some(0), "", ""),
            "session-consent must be silent"
        );
    }
    fn git_init(&self) {
        git(&self.repo(), &["init", "-q", "-b", "main"]);
        std::fs::write(self.repo().join("a.txt"), "a\n").unwrap();
        git(&self.repo(), &["add", "a.txt"]);
        git(&self.repo(), &["commit", "-q", "-m", "init"]);
    }
}

#[derive(Debug)]
struct Out {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run_with(bin: &Path, payload: &Value, cwd: &Path, home: &Path, env: &[(&str, &str)]) -> Out {
    use std::io::Write;
    let mut child = Command::new(bin)
        .current_dir(cwd)
        .env("HOME", home)
        .env_remove("XDG_STATE_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("GATEHOUSE_ALLOW_WORKTREES")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(payload.to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    Out {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn git(dir: &Path, args: &[&str]) -> String {
    testkit::git(dir, args).unwrap()
}

/// The session's transcript: in the fixture's directory (the one holding
/// `home/`), one per session, wherever in the fixture the cwd is.
fn transcript(session: &str, cwd: &Path) -> PathBuf {
    cwd.ancestors()
        .find(|a| a.join("home").is_dir())
        .unwrap_or(cwd)
        .join("transcripts")
        .join(format!("{session}.jsonl"))
}

fn prompt_payload(session: &str, prompt: &str, cwd: &Path) -> Value {
    json!({"session_id": session, "transcript_path": transcript(session, cwd), "cwd": cwd, "prompt_id": "p1",
           "permission_mode": "default", "hook_event_name": "UserPromptSubmit", "prompt": prompt})
}

fn tool_payload(session: &str, tool: &str, input: Value, cwd: &Path) -> Value {
    json!({"session_id": session, "transcript_path": transcript(session, cwd), "cwd": cwd, "permission_mode": "default",
           "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input, "tool_use_id": "toolu_1"})
}

fn bash(session: &str, command: &str, cwd: &Path) -> Value {
    tool_payload(
        session,
        "Bash",
        json!({"command": command, "description": "d"}),
        cwd,
    )
}

fn create_payload(session: &str, name: &str, cwd: &Path) -> Value {
    json!({"session_id": session, "transcript_path": transcript(session, cwd), "cwd": cwd, "hook_event_name": "WorktreeCreate", "name": name})
}

fn assert_refused(out: &Out, what: &str) {
    assert_eq!(out.code, Some(2), "{what}: {out:?}");
    assert!(
        out.stderr.contains("worktree-consent: refused"),
        "{what}: {out:?}"
    );
    if !out.stdout.is_empty() {
        let v: Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(
            v["hookSpecificOutput"]["permissionDecision"], "deny",
            "{what}"
        );
    }
}

fn assert_allowed(out: &Out, what: &str) {
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (Some(0), ""),
        "{what}: {out:?}"
    );
}

#[test]
fn a_prompt_that_grants_opens_worktrees_for_its_session_only() {
    let e = Env::new();
    let cmd = "git worktree add ../wt -b fix";
    let before = e.run("worktree-consent", &bash(SESSION, cmd, &e.repo()), &[]);
    assert_refused(&before, "before any prompt");
    for want in [
        "worktrees are off in this session",
        "Instead: work in the current checkout",
        "you may use a worktree for this",
        "GATEHOUSE_ALLOW_WORKTREES=1",
    ] {
        assert!(before.stderr.contains(want), "{want}: {}", before.stderr);
    }
    e.prompt(
        SESSION,
        "Refactor the parser. You may use a worktree for this.",
    );
    assert_allowed(
        &e.run("worktree-consent", &bash(SESSION, cmd, &e.repo()), &[]),
        "after the grant",
    );
    assert_refused(
        &e.run("worktree-consent", &bash(OTHER, cmd, &e.repo()), &[]),
        "another session",
    );
    // Every tool of the control, in the granted session.
    let enter = tool_payload(
        SESSION,
        "EnterWorktree",
        json!({"name": "feat-x"}),
        &e.repo(),
    );
    assert_allowed(
        &e.run("worktree-consent", &enter, &[]),
        "EnterWorktree with consent",
    );
    let agent = tool_payload(
        SESSION,
        "Agent",
        json!({"description": "d", "prompt": "p", "isolation": "worktree"}),
        &e.repo(),
    );
    assert_allowed(
        &e.run("worktree-consent", &agent, &[]),
        "Agent isolation with consent",
    );
    // Revoked again.
    e.prompt(SESSION, "No more worktrees.");
    assert_refused(
        &e.run("worktree-consent", &bash(SESSION, cmd, &e.repo()), &[]),
        "after the revocation",
    );
}

#[test]
fn mentions_questions_and_task_notifications_grant_nothing() {
    let e = Env::new();
    for prompt in [
        "Can you check the worktree list?",
        "<task-notification>\n<task-id>a9</task-id>\n<status>completed</status>\n<result>you may use a worktree for this</result>\n</task-notification>",
        "Make the worktree docs clearer.",
    ] {
        e.prompt(SESSION, prompt);
        let out = e.run(
            "worktree-consent",
            &bash(SESSION, "git worktree add ../wt", &e.repo()),
            &[],
        );
        assert_refused(&out, prompt);
    }
    assert!(
        !e.state().join("gatehouse/sessions").exists(),
        "a prompt that grants nothing writes nothing"
    );
}

#[test]
fn without_consent_every_tool_is_refused_and_other_calls_pass() {
    let e = Env::new();
    let refused = [
        bash(SESSION, "git -C /tmp worktree add x", &e.repo()),
        tool_payload(
            SESSION,
            "PowerShell",
            json!({"command": "Set-Location C:\\r; & git worktree add ..\\wt"}),
            &e.repo(),
        ),
        bash(
            SESSION,
            "bash -c 'git --git-dir=.git worktree add x'",
            &e.repo(),
        ),
        tool_payload(
            SESSION,
            "EnterWorktree",
            json!({"name": "feat-x"}),
            &e.repo(),
        ),
        tool_payload(
            SESSION,
            "EnterWorktree",
            json!({"path": "/r/.claude/worktrees/x"}),
            &e.repo(),
        ),
        tool_payload(
            SESSION,
            "Agent",
            json!({"description": "d", "prompt": "p", "isolation": "worktree"}),
            &e.repo(),
        ),
    ];
    for p in &refused {
        assert_refused(
            &e.run("worktree-consent", p, &[]),
            &p["tool_input"].to_string(),
        );
    }
    let allowed = [
        bash(SESSION, "git worktree list", &e.repo()),
        bash(
            SESSION,
            "git commit -m 'git worktree add is gated now'",
            &e.repo(),
        ),
        tool_payload(
            SESSION,
            "Agent",
            json!({"description": "d", "prompt": "p"}),
            &e.repo(),
        ),
        tool_payload(
            SESSION,
            "Agent",
            json!({"description": "d", "prompt": "p", "isolation": "remote"}),
            &e.repo(),
        ),
        tool_payload(
            SESSION,
            "Read",
            json!({"file_path": "/etc/hosts"}),
            &e.repo(),
        ),
    ];
    for p in &allowed {
        assert_allowed(
            &e.run("worktree-consent", p, &[]),
            &p["tool_input"].to_string(),
        );
    }
}

#[test]
fn the_launch_environment_grants_and_the_command_text_never_does() {
    let e = Env::new();
    let cmd = "GATEHOUSE_ALLOW_WORKTREES=1 git worktree add ../wt";
    let out = e.run("worktree-consent", &bash(SESSION, cmd, &e.repo()), &[]);
    assert_refused(&out, "self-grant in the command");
    assert!(
        out.stderr
            .contains("cannot grant itself consent: setting `GATEHOUSE_ALLOW_WORKTREES`"),
        "{}",
        out.stderr
    );
    let out = e.run(
        "worktree-consent",
        &bash(SESSION, "export GATEHOUSE_ALLOW_WORKTREES=1", &e.repo()),
        &[],
    );
    assert_refused(&out, "export");
    let launch = [("GATEHOUSE_ALLOW_WORKTREES", "1")];
    assert_allowed(
        &e.run(
            "worktree-consent",
            &bash(SESSION, "git worktree add ../wt", &e.repo()),
            &launch,
        ),
        "launch env",
    );
    let off = [("GATEHOUSE_ALLOW_WORKTREES", "0")];
    assert_refused(
        &e.run(
            "worktree-consent",
            &bash(SESSION, "git worktree add ../wt", &e.repo()),
            &off,
        ),
        "launch env 0",
    );
}

#[test]
fn fails_closed_when_consent_cannot_be_shown() {
    let e = Env::new();
    e.prompt(SESSION, "you may use a worktree");
    let cmd = bash(SESSION, "git worktree add ../wt", &e.repo());
    assert_allowed(&e.run("worktree-consent", &cmd, &[]), "granted");
    // The record turned unreadable.
    let record = e.state().join(format!("gatehouse/sessions/{SESSION}.json"));
    std::fs::write(&record, "{not json").unwrap();
    let out = e.run("worktree-consent", &cmd, &[]);
    assert_refused(&out, "corrupt record");
    assert!(out.stderr.contains("could not be read"), "{}", out.stderr);
    // The state directory is a file: neither readable nor writable.
    let file = e.dir.path().join("state-file");
    std::fs::write(&file, "").unwrap();
    let bad_state = [("XDG_STATE_HOME", file.to_str().unwrap())];
    let out = e.run("worktree-consent", &cmd, &bad_state);
    assert_refused(&out, "store is a file");
    // session-consent stays silent and exit 0 even when it cannot write.
    let out = e.run(
        "session-consent",
        &prompt_payload(SESSION, "you may use a worktree", &e.repo()),
        &bad_state,
    );
    assert_eq!(
        (out.code, out.stdout.as_str(), out.stderr.as_str()),
        (Some(0), "", "")
    );
    // No session id.
    let out = e.run(
        "worktree-consent",
        &bash("", "git worktree add ../wt", &e.repo()),
        &[],
    );
    assert_refused(&out, "empty session id");
    assert!(out.stderr.contains("no session id"), "{}", out.stderr);
    // A hostile session id names no file outside the store.
    let out = e.run(
        "worktree-consent",
        &bash("../../x", "git worktree add ../wt", &e.repo()),
        &[],
    );
    assert_refused(&out, "hostile session id");
    let out = e.run(
        "session-consent",
        &prompt_payload("../../x", "you may use a worktree", &e.repo()),
        &[],
    );
    assert_eq!(out.code, Some(0));
    assert!(!e.dir.path().join("x.json").exists() && !e.state().join("x.json").exists());
}

#[test]
fn worktree_create_refuses_without_consent_and_creates_with_it() {
    let e = Env::new();
    e.git_init();
    let out = e.run(
        "worktree-consent",
        &create_payload(SESSION, "feat-x", &e.repo()),
        &[],
    );
    assert_eq!(out.code, Some(2), "{out:?}");
    assert!(
        out.stdout.is_empty() && out.stderr.contains("refused creating worktree `feat-x`"),
        "{out:?}"
    );
    assert!(!e.repo().join(".claude/worktrees").exists());

    e.prompt(SESSION, "you may use a worktree for this");
    let out = e.run(
        "worktree-consent",
        &create_payload(SESSION, "feat-x", &e.repo()),
        &[],
    );
    let want = e
        .repo()
        .canonicalize()
        .unwrap()
        .join(".claude/worktrees/feat-x");
    assert_eq!(
        (out.code, out.stdout.trim()),
        (Some(0), want.to_str().unwrap()),
        "{out:?}"
    );
    assert!(want.join("a.txt").is_file());
    assert_eq!(
        git(&want, &["rev-parse", "--abbrev-ref", "HEAD"]).trim(),
        "worktree-feat-x"
    );
    assert!(git(&e.repo(), &["worktree", "list"]).contains(".claude/worktrees/feat-x"));
    // Asked again for the same name: the same worktree, not an error.
    let again = e.run(
        "worktree-consent",
        &create_payload(SESSION, "feat-x", &e.repo()),
        &[],
    );
    assert_eq!(
        (again.code, again.stdout.trim()),
        (Some(0), want.to_str().unwrap()),
        "{again:?}"
    );
    // From a subdirectory, and from inside the linked worktree: still under
    // the main checkout's root, where the harness puts every worktree.
    std::fs::create_dir_all(e.repo().join("sub/dir")).unwrap();
    let out = e.run(
        "worktree-consent",
        &create_payload(SESSION, "from-sub", &e.repo().join("sub/dir")),
        &[],
    );
    let root = e.repo().canonicalize().unwrap();
    assert_eq!(
        out.stdout.trim(),
        root.join(".claude/worktrees/from-sub").to_str().unwrap(),
        "{out:?}"
    );
    let out = e.run(
        "worktree-consent",
        &create_payload(SESSION, "from-wt", &want),
        &[],
    );
    assert_eq!(
        out.stdout.trim(),
        root.join(".claude/worktrees/from-wt").to_str().unwrap(),
        "{out:?}"
    );
    // A name that could escape .claude/worktrees is refused before git runs.
    let bad = e.run(
        "worktree-consent",
        &create_payload(SESSION, "../../escape", &e.repo()),
        &[],
    );
    assert_eq!(bad.code, Some(2), "{bad:?}");
    assert!(bad.stderr.contains("is not 1-64"), "{bad:?}");
    // Outside a repository: a failure, exit 2, no path.
    let plain = e.dir.path().join("home");
    let out = e.run(
        "worktree-consent",
        &create_payload(SESSION, "y", &plain),
        &[],
    );
    assert_eq!((out.code, out.stdout.as_str()), (Some(2), ""), "{out:?}");
}

#[test]
fn parallel_session_consent_processes_leave_whole_records_and_no_locks() {
    // 32 real processes at once: 16 sessions granted, and one shared session
    // written by 16 processes. Every process stays silent with exit 0, every
    // record is whole, every session ends granted, no lock or temp file is left.
    let e = Env::new();
    let shared = "c0ffee00-0000-4000-8000-00000000beef";
    let state = e.state();
    let children: Vec<_> = (0..32)
        .map(|i| {
            let session = if i % 2 == 0 {
                format!("c0ffee00-0000-4000-8000-{i:012}")
            } else {
                shared.to_owned()
            };
            let payload = prompt_payload(&session, "You may use a worktree for this.", &e.repo());
            let bin = bin("session-consent");
            let (repo, home, state) = (e.repo(), e.dir.path().join("home"), state.clone());
            std::thread::spawn(move || {
                run_with(
                    &bin,
                    &payload,
                    &repo,
                    &home,
                    &[("XDG_STATE_HOME", state.to_str().unwrap())],
                )
            })
        })
        .collect();
    for c in children {
        let out = c.join().unwrap();
        assert_eq!(
            (out.code, out.stdout.as_str(), out.stderr.as_str()),
            (Some(0), "", "")
        );
    }
    let dir = state.join("gatehouse/sessions");
    let mut records = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name == ".swept" {
            continue;
        }
        assert!(
            name.ends_with(".json") && !name.starts_with('.'),
            "left behind: {name}"
        );
        let record: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join(&name)).unwrap()).unwrap();
        assert_eq!(record["flags"]["worktrees"], true, "{name}");
        records += 1;
    }
    assert_eq!(records, 17);
}

#[test]
fn worktree_create_copies_what_worktreeinclude_lists_and_is_ignored() {
    // The hook replaces the harness's creation, so it must do what the
    // harness does after it: copy gitignored files listed in .worktreeinclude.
    let e = Env::new();
    std::fs::write(e.repo().join(".gitignore"), ".env\nsecret/\n*.log\n").unwrap();
    std::fs::write(
        e.repo().join(".worktreeinclude"),
        ".env\nsecret/\nnotes.txt\n",
    )
    .unwrap();
    e.git_init();
    git(&e.repo(), &["add", ".gitignore", ".worktreeinclude"]);
    git(&e.repo(), &["commit", "-q", "-m", "ignore"]);
    std::fs::write(e.repo().join(".env"), "TOKEN=1\n").unwrap();
    std::fs::create_dir_all(e.repo().join("secret/deep")).unwrap();
    std::fs::write(e.repo().join("secret/deep/key"), "k\n").unwrap();
    std::fs::write(e.repo().join("notes.txt"), "untracked, not ignored\n").unwrap();
    std::fs::write(e.repo().join("build.log"), "ignored, not listed\n").unwrap();
    let launch = [("GATEHOUSE_ALLOW_WORKTREES", "1")];
    let out = e.run(
        "worktree-consent",
        &create_payload(SESSION, "inc", &e.repo()),
        &launch,
    );
    assert_eq!(out.code, Some(0), "{out:?}");
    let wt = PathBuf::from(out.stdout.trim());
    assert_eq!(
        std::fs::read_to_string(wt.join(".env")).unwrap(),
        "TOKEN=1\n"
    );
    assert_eq!(
        std::fs::read_to_string(wt.join("secret/deep/key")).unwrap(),
        "k\n"
    );
    assert!(!wt.join("notes.txt").exists(), "not ignored: never copied");
    assert!(!wt.join("build.log").exists(), "not listed: never copied");
    assert!(wt.join("a.txt").is_file());
}

#[test]
fn a_revocation_that_cannot_be_written_still_revokes() {
    let e = Env::new();
    e.prompt(SESSION, "You may use a worktree.");
    let cmd = bash(SESSION, "git worktree add ../wt", &e.repo());
    assert_allowed(&e.run("worktree-consent", &cmd, &[]), "granted");
    // A live writer holds the session's lock past session-consent's wait.
    let lock = e.state().join(format!("gatehouse/sessions/{SESSION}.lock"));
    std::fs::write(&lock, "").unwrap();
    e.prompt(SESSION, "No more worktrees.");
    assert_refused(
        &e.run("worktree-consent", &cmd, &[]),
        "the revocation could not be written",
    );
}

#[test]
fn malformed_payloads_are_refused_by_both() {
    let e = Env::new();
    for guard in ["session-consent", "worktree-consent"] {
        for bad in [
            json!("x"),
            json!({"hook_event_name": "UserPromptSubmit", "session_id": "s", "cwd": "/"}),
        ] {
            let out = e.run(guard, &bad, &[]);
            assert_eq!(out.code, Some(2), "{guard} {bad}: {out:?}");
            assert!(
                out.stderr.contains(&format!("{guard}: could not evaluate")),
                "{out:?}"
            );
        }
    }
}

/// Issue 15: a record in the store is honoured only while the user's
/// granting prompt is in the transcript. Records written by hand — without
/// evidence, with evidence naming a prompt that never granted, or copied
/// from another session — grant nothing.
#[test]
fn a_record_without_its_granting_prompt_in_the_transcript_grants_nothing() {
    let e = Env::new();
    let cmd = bash(SESSION, "git worktree add ../wt", &e.repo());
    let sessions = e.state().join("gatehouse/sessions");
    std::fs::create_dir_all(&sessions).unwrap();
    let write = |flags: Value| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        let rec = json!({"version": 1, "session_id": SESSION, "updated": now, "flags": flags});
        std::fs::write(sessions.join(format!("{SESSION}.json")), rec.to_string()).unwrap();
    };
    // The user said something else; the agent writes a grant by hand.
    e.prompt(SESSION, "Fix the failing test.");
    write(json!({"worktrees": true}));
    let out = e.run("worktree-consent", &cmd, &[]);
    assert_refused(&out, "a record without evidence");
    assert!(out.stderr.contains("carries no evidence"), "{}", out.stderr);
    write(
        json!({"worktrees": true, "worktrees_evidence": {"prompt_id": "p-forged", "sha256": "00"}}),
    );
    let out = e.run("worktree-consent", &cmd, &[]);
    assert_refused(&out, "evidence naming no prompt of the transcript");
    assert!(
        out.stderr.contains("is not a user prompt"),
        "{}",
        out.stderr
    );
    // A genuine grant in another session, its record copied here.
    e.prompt(OTHER, "You may use a worktree for this.");
    let other = std::fs::read_to_string(sessions.join(format!("{OTHER}.json"))).unwrap();
    let other: Value = serde_json::from_str(&other).unwrap();
    write(other["flags"].clone());
    assert_refused(
        &e.run("worktree-consent", &cmd, &[]),
        "a record copied from another session",
    );
    assert_allowed(
        &e.run(
            "worktree-consent",
            &bash(OTHER, "git worktree add ../wt", &e.repo()),
            &[],
        ),
        "the other session itself",
    );
    // The user's own yes here opens it.
    e.prompt(SESSION, "You may use a worktree for this.");
    assert_allowed(
        &e.run("worktree-consent", &cmd, &[]),
        "after the user's yes",
    );
}

/// The dispatcher and the flags crate name the launch variable alike.
#[test]
fn the_dispatcher_names_the_launch_variable_of_the_control() {
    let flags_src =
        std::fs::read_to_string(root().join("shared/flags/src/worktree_consent.rs")).unwrap();
    assert!(flags_src.contains(&format!(
        "pub const ENV: &str = \"{}\";",
        gatehouse::dispatch::ALLOW_WORKTREES
    )));
}
