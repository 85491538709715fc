//! End-to-end tests against the real OpenAI Codex CLI (issue 21).
//!
//! Each test installs gatehouse the documented way (`gatehouse install
//! --codex`, which also records Codex's hook trust for the installing user),
//! then runs a **plain** `codex exec` (no `--dangerously-bypass-hook-trust`)
//! offline against a scripted Responses API on loopback
//! (`tests/codex/server.rs`), with an isolated `HOME`/`CODEX_HOME`, and
//! checks what the model was told and what happened on disk.
//!
//! Needs the pinned CLI: `scripts/install-codex-cli` (`scripts/test` runs it
//! and exports `GATEHOUSE_CODEX`). Without it these tests FAIL, unless
//! `GATEHOUSE_E2E=skip` is set explicitly. Guard binaries come from the
//! target dir beside this test or `GATEHOUSE_BIN_DIR`; `GATEHOUSE_E2E_KEEP=1`
//! keeps each test's temp dir and prints where.
#![allow(
    clippy::panic,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::print_stderr
)]

#[path = "codex/server.rs"]
mod server;

use serde_json::Value;
use server::{ModelServer, Turn};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use testkit::git;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The pinned CLI: `GATEHOUSE_CODEX`, else where the install script put it.
/// `None` only under `GATEHOUSE_E2E=skip`.
fn codex() -> Option<PathBuf> {
    if let Some(explicit) = std::env::var_os("GATEHOUSE_CODEX") {
        return Some(PathBuf::from(explicit));
    }
    let script = Path::new(ROOT).join("scripts/install-codex-cli");
    let out = Command::new(&script).arg("--print-path").output();
    if let Ok(out) = &out {
        let path = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        if out.status.success() && !path.is_empty() {
            return Some(PathBuf::from(path));
        }
    }
    if std::env::var("GATEHOUSE_E2E").as_deref() == Ok("skip") {
        eprintln!("!!! GATEHOUSE_E2E=skip: the Codex end-to-end tests did NOT run");
        return None;
    }
    panic!(
        "the Codex CLI for the end-to-end tests is not installed: run `scripts/install-codex-cli` \
         (installs @openai/codex@0.171.0), or set GATEHOUSE_E2E=skip to skip these tests explicitly"
    );
}

fn bin_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("GATEHOUSE_BIN_DIR") {
        return PathBuf::from(dir);
    }
    let exe = std::env::current_exe().unwrap();
    exe.parent().and_then(Path::parent).unwrap().to_path_buf()
}

/// One isolated world: a repository, a HOME, a CODEX_HOME.
struct World {
    tmp: tempfile::TempDir,
    repo: PathBuf,
    home: PathBuf,
    codex_home: PathBuf,
}

impl World {
    /// A committed repository holding `.claude/settings.json` (the file the
    /// protected-write scenario targets) and `files`; the user's Codex config
    /// trusts the project, as Codex's own first-run prompt records it.
    fn new(files: &[(&str, &str)]) -> World {
        let keep = std::env::var_os("GATEHOUSE_E2E_KEEP").is_some();
        let tmp = tempfile::Builder::new()
            .disable_cleanup(keep)
            .tempdir()
            .unwrap();
        let root = tmp.path().canonicalize().unwrap();
        let repo = root.join("repo");
        let home = root.join("home");
        let codex_home = home.join(".codex");
        std::fs::create_dir_all(repo.join(".claude")).unwrap();
        std::fs::create_dir_all(&codex_home).unwrap();
        std::fs::create_dir_all(root.join("tmp")).unwrap();
        std::fs::write(repo.join(".claude/settings.json"), "{\"keep\": true}\n").unwrap();
        for (path, text) in files {
            let p = repo.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        git(&repo, &["init", "-q", "-b", "main"]).unwrap();
        git(&repo, &["add", "-A"]).unwrap();
        git(
            &repo,
            &[
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@t",
                "commit",
                "-qm",
                "init",
            ],
        )
        .unwrap();
        std::fs::write(
            codex_home.join("config.toml"),
            format!(
                "# the user's own settings\n[projects.\"{}\"]\ntrust_level = \"trusted\"\n",
                repo.display()
            ),
        )
        .unwrap();
        World {
            tmp,
            repo,
            home,
            codex_home,
        }
    }

    fn env(&self, cmd: &mut Command) {
        cmd.env_clear()
            .env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .env("HOME", &self.home)
            .env("CODEX_HOME", &self.codex_home)
            .env("LANG", "C.UTF-8")
            .env("TMPDIR", self.tmp.path().join("tmp"));
    }

    /// `gatehouse ARGS…` as the user (isolated HOME).
    fn gatehouse(&self, args: &[&str]) -> (i32, String) {
        self.gatehouse_path(args, None)
    }

    /// The same with `codex` on PATH (doctor then asks Codex itself).
    fn gatehouse_path(&self, args: &[&str], codex: Option<&Path>) -> (i32, String) {
        let mut cmd = Command::new(bin_dir().join("gatehouse"));
        self.env(&mut cmd);
        if let Some(dir) = codex.and_then(Path::parent) {
            cmd.env(
                "PATH",
                format!("{}:/usr/local/bin:/usr/bin:/bin", dir.display()),
            );
        }
        let out = cmd.args(args).current_dir(&self.repo).output().unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.code().unwrap_or(-1), text)
    }

    /// `gatehouse install --codex` of the whole fleet (the documented
    /// install; ~1 GB of debug binaries per home, so only where it matters).
    fn install(&self, scope: &str) -> String {
        self.install_guards(scope, None)
    }

    /// The same with `--guards` (the guards a test needs).
    fn install_guards(&self, scope: &str, guards: Option<&str>) -> String {
        let bin = bin_dir().display().to_string();
        let repo = self.repo.display().to_string();
        let mut args = vec![
            "install",
            "--codex",
            "--scope",
            scope,
            "--repo",
            &repo,
            "--bin-dir",
            &bin,
        ];
        if let Some(g) = guards {
            args.extend(["--guards", g]);
        }
        let (code, text) = self.gatehouse(&args);
        assert_eq!(code, 0, "install failed:\n{text}");
        text
    }

    /// A plain `codex exec` against the scripted model: the requests the
    /// model received, and the CLI's stdout + stderr.
    fn exec(&self, codex: &Path, turns: Vec<Turn>) -> (Vec<Value>, String) {
        self.exec_routed(codex, turns, None)
    }

    /// One shell command by the model, then its closing text: the run most
    /// tests need (the hook's answer is in request 1).
    fn shell(&self, codex: &Path, command: &str, then: &str) -> (Vec<Value>, String) {
        self.exec(
            codex,
            vec![Turn::Shell(command.into()), Turn::Text(then.into())],
        )
    }

    /// The same with a subagent's own script (see `ModelServer::start`).
    fn exec_routed(
        &self,
        codex: &Path,
        turns: Vec<Turn>,
        sub: Option<(String, Vec<Turn>)>,
    ) -> (Vec<Value>, String) {
        let server = ModelServer::start(turns, sub).unwrap();
        let config = self.codex_home.join("config.toml");
        let user = std::fs::read_to_string(&config).unwrap();
        if !user.contains("[model_providers.fake]") {
            // Top-level keys must precede every table: prepend.
            let provider = format!(
                "model = \"gpt-5-codex\"\nmodel_provider = \"fake\"\n\n[model_providers.fake]\nname = \"fake\"\nbase_url = \"{}\"\nwire_api = \"responses\"\nenv_key = \"FAKE_API_KEY\"\nrequest_max_retries = 0\nstream_max_retries = 0\n\n",
                server.base_url()
            );
            std::fs::write(&config, format!("{provider}{user}")).unwrap();
        } else {
            let re = regex::Regex::new(r#"base_url = "[^"]*""#).unwrap();
            let text = re.replace(
                &user,
                format!("base_url = \"{}\"", server.base_url()).as_str(),
            );
            std::fs::write(&config, text.as_ref()).unwrap();
        }
        let mut cmd = Command::new("timeout");
        self.env(&mut cmd);
        cmd.env("FAKE_API_KEY", "test")
            .args(["--kill-after=5", "120"])
            .arg(codex)
            .args(["exec", "-s", "danger-full-access", "--json", "do the task"])
            .current_dir(&self.repo)
            .stdin(Stdio::null());
        let out = cmd.output().unwrap();
        let text = format!(
            "exit {:?}\n--- stdout\n{}\n--- stderr\n{}",
            out.status.code(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        if std::env::var_os("GATEHOUSE_E2E_KEEP").is_some() {
            let kept = self.tmp.path().to_path_buf();
            std::fs::write(kept.join("codex-output.txt"), &text).unwrap();
            let lines: Vec<String> = server.requests().iter().map(Value::to_string).collect();
            std::fs::write(kept.join("requests.jsonl"), lines.join("\n")).unwrap();
            eprintln!("kept {}", kept.display());
        }
        (server.requests(), text)
    }
}

/// The tool output (or hook prompt) the model received in request `i`.
fn request_text(requests: &[Value], i: usize) -> String {
    requests
        .get(i)
        .map(|r| r.get("input").unwrap_or(r).to_string())
        .unwrap_or_default()
}

fn must(cond: bool, what: &str, requests: &[Value], out: &str) {
    if !cond {
        let last = request_text(requests, requests.len().saturating_sub(1));
        panic!(
            "{what}\n{} requests; last request's input (tail):\n{}\n{out}",
            requests.len(),
            last.get(last.len().saturating_sub(3000)..).unwrap_or(&last)
        );
    }
}

#[test]
fn a_shell_refusal_reaches_the_model() {
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install("project");
    let (code, doctor) = w.gatehouse(&["doctor", "--codex"]);
    assert_eq!(code, 0, "doctor after install:\n{doctor}");
    // Codex itself agrees: it lists every gatehouse hook as trusted.
    let (code, doctor) = w.gatehouse_path(&["doctor", "--codex"], Some(&codex));
    assert_eq!(code, 0, "doctor asking Codex:\n{doctor}");
    assert!(
        doctor.contains("Codex itself") && doctor.contains("listed and trusted"),
        "{doctor}"
    );
    let counts = regex::Regex::new(r"(\d+) of (\d+) gatehouse hooks listed and trusted").unwrap();
    let c = counts.captures(&doctor).unwrap();
    assert_eq!(c[1], c[2], "{doctor}");
    let (req, out) = w.shell(&codex, "pytest -n 4", "Refused.");
    let told = request_text(&req, 1);
    must(req.len() >= 2, "the model got the tool result", &req, &out);
    must(
        told.contains("no-xdist: refused") && told.contains("PreToolUse hook"),
        "the PreToolUse refusal of no-xdist reached the model",
        &req,
        &out,
    );
}

#[test]
fn a_protected_write_is_refused_and_the_file_kept() {
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("force-session-cli"));
    let (req, out) = w.shell(&codex, "printf '{}' > .claude/settings.json", "Refused.");
    let told = request_text(&req, 1);
    must(
        told.contains("force-session-cli"),
        "force-session-cli's refusal reached the model",
        &req,
        &out,
    );
    let now = std::fs::read_to_string(w.repo.join(".claude/settings.json")).unwrap();
    must(
        now == "{\"keep\": true}\n",
        "the file is unchanged",
        &req,
        &out,
    );
}

#[test]
fn a_worktree_is_refused() {
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("worktree-consent"));
    let (req, out) = w.shell(&codex, "git worktree add ../side -b side", "Refused.");
    let told = request_text(&req, 1);
    must(
        told.contains("worktree-consent"),
        "worktree-consent's refusal reached the model",
        &req,
        &out,
    );
    must(
        !w.repo.parent().unwrap().join("side").exists(),
        "no worktree was created",
        &req,
        &out,
    );
}

#[test]
fn a_hedged_stop_is_refused_once_then_accepted() {
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("stop-hedge"));
    let (req, out) = w.exec(
        &codex,
        vec![
            Turn::Text("I changed the parser; it should work now.".into()),
            Turn::Text("I changed the parser and stopped there.".into()),
        ],
    );
    must(
        req.len() == 2,
        "exactly one more turn after the refused stop",
        &req,
        &out,
    );
    let told = request_text(&req, 1);
    must(
        told.contains("stop-hedge"),
        "stop-hedge's refusal reached the model as a hook prompt",
        &req,
        &out,
    );
    must(
        out.contains("I changed the parser and stopped there."),
        "the second answer ended the run",
        &req,
        &out,
    );
}

#[test]
fn user_scope_acts_only_where_the_repository_opted_in() {
    let Some(codex) = codex() else { return };
    // Not opted in: the user-scope guards stay silent, the command runs.
    let w = World::new(&[]);
    w.install_guards("user", Some("no-xdist"));
    let (req, out) = w.shell(&codex, "echo ran > ran.txt && pytest -n 4", "ok");
    must(
        !request_text(&req, 1).contains("no-xdist: refused"),
        "no refusal in a repository that did not opt in",
        &req,
        &out,
    );
    must(
        w.repo.join("ran.txt").exists(),
        "the command ran",
        &req,
        &out,
    );
    drop(w);
    // Opted in (an empty .claude/gatehouse.toml): refused.
    let w = World::new(&[(".claude/gatehouse.toml", "")]);
    w.install_guards("user", Some("no-xdist"));
    let (req, out) = w.shell(&codex, "pytest -n 4", "ok");
    must(
        request_text(&req, 1).contains("no-xdist: refused"),
        "refused in a repository that opted in",
        &req,
        &out,
    );
}

#[test]
fn without_the_recorded_trust_codex_runs_no_hook() {
    // The control: the same install minus the trust block is what issue 21
    // measured — Codex skips every hook silently and the call runs.
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("force-session-cli"));
    let config = w.codex_home.join("config.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    let cut = text.find("# >>> gatehouse").unwrap();
    std::fs::write(&config, &text[..cut]).unwrap();
    let (req, out) = w.shell(&codex, "printf '{}' > .claude/settings.json", "ok");
    must(
        !request_text(&req, 1).contains("force-session-cli"),
        "no hook ran",
        &req,
        &out,
    );
    let now = std::fs::read_to_string(w.repo.join(".claude/settings.json")).unwrap();
    must(now == "{}", "the write happened", &req, &out);
}

#[test]
fn a_builder_subagent_without_a_design_is_refused() {
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("require-design-before-build"));
    let (req, out) = w.exec(
        &codex,
        vec![
            Turn::Call(
                "multi_agent_v1.spawn_agent".into(),
                serde_json::json!({"message": "implement the parser", "agent_type": "builder"}),
            ),
            Turn::Text("Refused.".into()),
        ],
    );
    must(
        request_text(&req, 1).contains("require-design-before-build"),
        "require-design-before-build refused the spawn_agent call",
        &req,
        &out,
    );
}

#[test]
fn doctor_says_loudly_when_codex_would_skip_the_hooks() {
    // No CLI needed: the trust record itself.
    let w = World::new(&[]);
    w.install_guards("project", Some("no-xdist,stop-hedge"));
    let config = w.codex_home.join("config.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    // Stale trust: one recorded hash no longer matches its hook.
    let stale = text.replacen("trusted_hash = \"sha256:", "trusted_hash = \"sha256:0", 1);
    std::fs::write(&config, &stale).unwrap();
    let (code, out) = w.gatehouse(&["doctor", "--codex"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("CODEX DOES NOT RUN 1 of") && out.contains("stale"),
        "{out}"
    );
    // No trust at all (the user's own config, as before the install).
    let cut = text.find("# >>> gatehouse").unwrap();
    std::fs::write(&config, &text[..cut]).unwrap();
    let (code, out) = w.gatehouse(&["doctor", "--codex"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("not trusted"), "{out}");
    // Installing again restores it; uninstalling removes exactly the block.
    w.install_guards("project", Some("no-xdist,stop-hedge"));
    assert_eq!(w.gatehouse(&["doctor", "--codex"]).0, 0);
    let repo = w.repo.display().to_string();
    let (code, out) = w.gatehouse(&[
        "uninstall",
        "--codex",
        "--scope",
        "project",
        "--repo",
        &repo,
    ]);
    assert_eq!(code, 0, "{out}");
    let after = std::fs::read_to_string(&config).unwrap();
    assert_eq!(
        after.trim_end(),
        text[..cut].trim_end(),
        "only the block is gone"
    );
}

#[test]
fn an_upgrade_keeps_the_hooks_trusted() {
    // An upgrade installs into a new versioned directory, so every command
    // (and with it every trusted hash) changes: install re-records trust,
    // and the previous version's entries leave the block.
    let w = World::new(&[]);
    let guards = ["no-xdist", "gatehouse-dispatch", "gatehouse"];
    let next = w.tmp.path().join("next-build");
    std::fs::create_dir_all(&next).unwrap();
    for g in guards {
        std::fs::copy(bin_dir().join(g), next.join(g)).unwrap();
    }
    // A different build of one guard (an appended byte: still runs).
    let mut bytes = std::fs::read(next.join("no-xdist")).unwrap();
    bytes.push(0);
    std::fs::write(next.join("no-xdist"), bytes).unwrap();
    let repo = w.repo.display().to_string();
    let config = w.codex_home.join("config.toml");
    let mut blocks = Vec::new();
    for from in [bin_dir(), next] {
        let from = from.display().to_string();
        let (code, out) = w.gatehouse(&[
            "install",
            "--codex",
            "--scope",
            "project",
            "--repo",
            &repo,
            "--bin-dir",
            &from,
            "--guards",
            "no-xdist",
        ]);
        assert_eq!(code, 0, "{out}");
        let (code, out) = w.gatehouse(&["doctor", "--codex"]);
        assert_eq!(code, 0, "trusted after each install:\n{out}");
        blocks.push(std::fs::read_to_string(&config).unwrap());
    }
    assert_ne!(blocks[0], blocks[1], "the upgrade re-recorded the trust");
    assert_eq!(
        blocks[1].matches("trusted_hash").count(),
        1,
        "only the current version's hook is trusted:\n{}",
        blocks[1]
    );
}

#[test]
fn ask_never_reaches_codex() {
    // Codex has no `ask` (an `ask` decision counts as a failed hook and the
    // call runs). A user who set `on_refuse = "ask"` for Claude Code's
    // permission dialog still gets a refusal in Codex: the runner emits `ask`
    // only where the hook's environment says attended Claude Code
    // (`CLAUDECODE=1`), which Codex does not set.
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    std::fs::create_dir_all(w.home.join(".config/gatehouse")).unwrap();
    std::fs::write(
        w.home.join(".config/gatehouse/config.toml"),
        "[no-xdist]\non_refuse = \"ask\"\n",
    )
    .unwrap();
    w.install_guards("project", Some("no-xdist"));
    let (req, out) = w.shell(&codex, "echo ran > ran.txt && pytest -n 4", "Refused.");
    let told = request_text(&req, 1);
    must(
        told.contains("no-xdist: refused") && !w.repo.join("ran.txt").exists(),
        "with on_refuse = ask, Codex still refused the call (no ask emitted)",
        &req,
        &out,
    );
}

#[test]
fn text_typed_into_a_running_shell_fires_no_hook() {
    // FIXME(Codex 0.171.0): `write_stdin` into a shell that `exec_command`
    // started runs what it types without any PreToolUse hook, so no guard
    // can see it. Asserted as today's behaviour; docs/install.md says so.
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("force-session-cli"));
    let (req, out) = w.exec(
        &codex,
        vec![
            Turn::Call(
                "exec_command".into(),
                serde_json::json!({"cmd": "bash", "tty": true, "yield_time_ms": 500}),
            ),
            Turn::Call(
                "write_stdin".into(),
                serde_json::json!({"session_id": -1, "chars": "printf '{}' > .claude/settings.json; echo typed > typed.txt\n", "yield_time_ms": 1000}),
            ),
            Turn::Text("done".into()),
        ],
    );
    must(
        w.repo.join("typed.txt").exists(),
        "the typed line ran",
        &req,
        &out,
    );
}

#[test]
fn codex_hook_files_and_trust_are_protected() {
    // Deleting `.codex/hooks.json` or rewriting `~/.codex/config.toml`
    // (which holds the hooks' trust) is refused like a write to
    // `.claude/settings.json`, in a plain `codex exec`.
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("force-session-cli"));
    let config = w.codex_home.join("config.toml");
    let (req, out) = w.exec(
        &codex,
        vec![
            Turn::Shell(format!("printf '# emptied\\n' >> {}", config.display())),
            Turn::Shell("rm .codex/hooks.json".into()),
            Turn::Text("done".into()),
        ],
    );
    must(
        request_text(&req, 1).contains("force-session-cli: refused")
            && request_text(&req, 2).contains("force-session-cli: refused"),
        "both writes refused by force-session-cli",
        &req,
        &out,
    );
    must(
        w.repo.join(".codex/hooks.json").exists(),
        "the hooks file is still there",
        &req,
        &out,
    );
    let after = std::fs::read_to_string(&config).unwrap();
    must(
        !after.contains("# emptied") && after.contains("trusted_hash"),
        "the config was not written and still holds the trust",
        &req,
        &out,
    );
}

#[test]
fn the_trust_is_written_through_a_symlink_keeping_the_mode() {
    use std::os::unix::fs::PermissionsExt;
    let w = World::new(&[]);
    let config = w.codex_home.join("config.toml");
    let real = w.tmp.path().join("dotfiles-config.toml");
    std::fs::rename(&config, &real).unwrap();
    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o600)).unwrap();
    std::os::unix::fs::symlink(&real, &config).unwrap();
    let before = std::fs::read_to_string(&real).unwrap();
    w.install_guards("project", Some("no-xdist"));
    assert!(config.symlink_metadata().unwrap().file_type().is_symlink());
    let after = std::fs::read_to_string(&real).unwrap();
    assert!(
        after.starts_with(&before) && after.contains("trusted_hash"),
        "{after}"
    );
    assert_eq!(
        std::fs::metadata(&real).unwrap().permissions().mode() & 0o777,
        0o600
    );
    let backup = w.tmp.path().join("dotfiles-config.toml.gatehouse-backup");
    assert_eq!(std::fs::read_to_string(backup).unwrap(), before);
    assert_eq!(w.gatehouse(&["doctor", "--codex"]).0, 0);
}

#[test]
fn a_hedged_subagent_stop_is_refused_once() {
    let Some(codex) = codex() else { return };
    let w = World::new(&[]);
    w.install_guards("project", Some("stop-hedge"));
    let (req, out) = w.exec_routed(
        &codex,
        vec![
            Turn::Call(
                "multi_agent_v1.spawn_agent".into(),
                serde_json::json!({"message": "SUBTASK-7 look at the parser"}),
            ),
            Turn::Call(
                "multi_agent_v1.wait_agent".into(),
                serde_json::json!({"targets": ["-1"], "timeout_ms": 20000}),
            ),
            Turn::Text("The subagent finished.".into()),
        ],
        Some((
            "SUBTASK-7".into(),
            vec![
                Turn::Text("The parser should work now.".into()),
                Turn::Text("I read the parser and changed nothing.".into()),
            ],
        )),
    );
    let sub: Vec<String> = req
        .iter()
        .map(|r| r.to_string())
        .filter(|t| t.contains("\"text\":\"SUBTASK-7"))
        .collect();
    must(
        sub.iter().any(|t| t.contains("stop-hedge")),
        "the subagent's hedged stop was refused by stop-hedge (SubagentStop)",
        &req,
        &out,
    );
    must(
        request_text(&req, req.len() - 1).contains("I read the parser and changed nothing."),
        "its second answer was accepted and reached the main agent (wait_agent)",
        &req,
        &out,
    );
}
