//! force-session-cli: refuses direct writes to protected state files — the
//! harness's settings, gatehouse's own config and session state — and names
//! the sanctioned way to change them.
//!
//! # What it refuses
//! Write, Edit, MultiEdit (legacy), NotebookEdit and Codex `apply_patch`
//! whose target, after normalisation (absolute, `..` resolved, symlinks
//! followed where the file exists), is protected; and Bash commands (parsed,
//! through `bash -c`, `eval`, wrappers, pipelines, with `cd` followed) that
//! write there: `>`/`>>`/`>|`/`&>`, `tee`, `cp`/`mv`/`install`/`ln` onto them,
//! `sed -i`, `perl -i`, `truncate`, `dd of=`, `rm`/`unlink`/`shred`, and
//! interpreter one-liners (`python -c`, `node -e`, heredoc scripts) whose
//! static text names a protected file and writes. Protected:
//! - `.claude/settings.json` and `.claude/settings.local.json` in any
//!   directory, `~/.claude/settings.json`, `/etc/claude-code/**` — editing them
//!   can switch every guard off;
//! - gatehouse's config: `.claude/gatehouse.toml`, `.claude/banned-libraries.txt`,
//!   `.claude/weasel-words.txt`, the user's `~/.config/gatehouse/**`;
//! - gatehouse's session-flag store `~/.local/state/gatehouse/**` (where the
//!   user's session controls live; `$XDG_STATE_HOME` respected);
//! - session state `context.json` / `context.md` under the configured session
//!   directory (default `.claude/session`);
//! - every glob in `protect`.
//!
//! # Why (the incident)
//! The reference fleet: "session state is written by the session CLI, never by
//! hand" — the CLI keeps invariants (ids, ordering, goal linkage, close
//! checklist); "a hand-write updates one file, skips the invariants, and leaves
//! the mirror stale … the damage surfaces a session later, attributed to
//! nothing". And the agent must never grant itself an exception by editing the
//! files that configure its guards.
//!
//! # Refused
//! - Write `.claude/settings.json`; Edit `../repo/.claude/settings.local.json`
//! - Write `.claude/session/context.md`
//! - `apply_patch` with `*** Update File: .claude/gatehouse.toml`
//! - `echo '{}' > .claude/settings.json`; `cd .claude && tee settings.json <<<x`;
//!   `bash -c "sed -i s/a/b/ .claude/gatehouse.toml"`; `cp /tmp/s ~/.claude/settings.json`;
//!   `python3 -c "open('.claude/settings.json','w').write('{}')"`
//! - a write whose target is computed at run time and names `.claude/` or a
//!   protected file (`echo x > "$d/.claude/settings.json"`): it cannot be
//!   proven harmless
//!
//! # Allowed
//! - Write `src/settings.json`, `docs/context.md` (outside the session directory)
//! - Read of any of the above (reading is not writing): `cat .claude/settings.json`,
//!   `jq . .claude/settings.json`, `cp .claude/settings.json /tmp/backup.json`
//! - `git commit -m "edit .claude/settings.json"` (data, not a write)
//!
//! # Configuration
//! `[force-session-cli]`: `enabled`; `protect` (extra globs: relative to the
//! project root, `~/…`, or absolute); `session_dir` (default `.claude/session`);
//! `session_cli` (the sanctioned command, named in the refusal).
//!
//! # Escape hatch
//! None for the agent. The user edits these files themselves, or sets
//! `enabled = false` under `[force-session-cli]` in their own
//! `~/.config/gatehouse/config.toml`.

use payload::paths::{expand_home, normalize};
use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use shell::{Command, RedirectKind, Word};
use std::path::{Path, PathBuf};

const GUARD: Guard = Guard {
    name: "force-session-cli",
    events: &[EventKind::PreToolUse],
    keys: &["protect", "session_dir", "session_cli"],
};

fn main() {
    payload::run(&GUARD, check)
}

/// What the guard knows about the machine, gathered once per call.
struct Env {
    home: Option<PathBuf>,
    xdg_config: Option<PathBuf>,
    xdg_state: Option<PathBuf>,
}

impl Env {
    fn from_process() -> Env {
        let abs = |v: Option<std::ffi::OsString>| v.map(PathBuf::from).filter(|p| p.is_absolute());
        Env {
            home: abs(std::env::var_os("HOME")),
            xdg_config: abs(std::env::var_os("XDG_CONFIG_HOME")),
            xdg_state: abs(std::env::var_os("XDG_STATE_HOME")),
        }
    }
}

/// One protected pattern (absolute glob) and what it protects, for the message.
struct Protected {
    glob: String,
    kind: &'static str,
}

fn protected(cfg: &Section, env: &Env) -> Result<Vec<Protected>, Failure> {
    let mut out = Vec::new();
    let mut add = |glob: String, kind: &'static str| out.push(Protected { glob, kind });
    for name in ["settings.json", "settings.local.json"] {
        add(
            format!("**/.claude/{name}"),
            "Claude Code settings (they register every guard)",
        );
    }
    add("/etc/claude-code/**".into(), "managed Claude Code settings");
    for name in ["gatehouse.toml", "banned-libraries.txt", "weasel-words.txt"] {
        add(format!("**/.claude/{name}"), "gatehouse configuration");
    }
    if let Some(dir) = env
        .xdg_config
        .clone()
        .or_else(|| env.home.as_ref().map(|h| h.join(".config")))
    {
        add(
            format!("{}/gatehouse/**", dir.display()),
            "gatehouse configuration",
        );
    }
    if let Some(dir) = env
        .xdg_state
        .clone()
        .or_else(|| env.home.as_ref().map(|h| h.join(".local/state")))
    {
        add(
            format!("{}/gatehouse/**", dir.display()),
            "gatehouse session controls (only the user turns them on)",
        );
    }
    let root = cfg.project_root();
    let anchor = |pattern: &str| -> Option<String> {
        if pattern.starts_with('/') {
            Some(pattern.to_owned())
        } else if pattern.starts_with("~/") {
            Some(
                expand_home(pattern, env.home.as_deref())
                    .display()
                    .to_string(),
            )
        } else {
            root.map(|r| format!("{}/{}", r.display(), pattern.trim_start_matches("./")))
        }
    };
    let session_dir = cfg
        .string("session_dir")?
        .unwrap_or_else(|| ".claude/session".to_owned());
    for file in ["context.json", "context.md"] {
        if let Some(g) = anchor(&format!("{}/**/{file}", session_dir.trim_end_matches('/'))) {
            add(g, "session state (written by the session CLI)");
        }
    }
    for pattern in cfg.strings("protect")?.unwrap_or_default() {
        if let Some(g) = anchor(&pattern) {
            add(g, "a path protected in gatehouse config");
        }
    }
    Ok(out)
}

/// The files a tool call would write, as the agent named them.
fn targets(p: &Payload) -> Vec<String> {
    let Body::Tool(call) = &p.body else {
        return Vec::new();
    };
    match &call.input {
        ToolInput::Write(w) => vec![w.file_path.clone()],
        ToolInput::Edit(e) => vec![e.file_path.clone()],
        ToolInput::MultiEdit(m) => vec![m.file_path.clone()],
        ToolInput::NotebookEdit(n) => vec![n.notebook_path.clone()],
        ToolInput::ApplyPatch(a) => patch_targets(&a.command),
        _ => Vec::new(),
    }
}

/// Every path a Codex patch adds, updates, deletes or moves to.
fn patch_targets(patch: &str) -> Vec<String> {
    const HEADERS: [&str; 4] = [
        "*** Add File: ",
        "*** Update File: ",
        "*** Delete File: ",
        "*** Move to: ",
    ];
    patch
        .lines()
        .filter_map(|l| HEADERS.iter().find_map(|h| l.strip_prefix(h)))
        .map(|p| p.trim().to_owned())
        .collect()
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    decide(p, cfg, &Env::from_process())
}

fn decide(p: &Payload, cfg: &Section, env: &Env) -> Result<Verdict, Failure> {
    if let Body::Tool(call) = &p.body
        && let ToolInput::Bash(b) | ToolInput::PowerShell(b) = &call.input
    {
        return decide_bash(&b.command, p, cfg, env);
    }
    let targets = targets(p);
    if targets.is_empty() {
        return Ok(Verdict::Allow);
    }
    let rules = protected(cfg, env)?;
    for target in targets {
        let path = normalize(&expand_home(&target, env.home.as_deref()), &p.cwd);
        if let Some(rule) = rules
            .iter()
            .find(|r| payload::glob::matches(&r.glob, &path.to_string_lossy()))
        {
            return refuse(&target, &path, rule, cfg);
        }
    }
    Ok(Verdict::Allow)
}

/// File names whose mention makes a write whose target is only known at run
/// time (or an interpreter one-liner) suspect.
const MENTIONS: [&str; 8] = [
    ".claude/",
    "settings.json",
    "settings.local.json",
    "gatehouse.toml",
    "banned-libraries.txt",
    "weasel-words.txt",
    "gatehouse/",
    "context.",
];

/// Words in interpreter code that write, rename or delete a file.
const WRITES: [&str; 14] = [
    "write", "dump", "'w'", "\"w\"", "'a'", "\"a\"", "'w+'", "rename", "replace(", "unlink",
    "remove", "truncate", "copy", "move",
];

fn mentions_protected(text: &str) -> bool {
    MENTIONS.iter().any(|m| text.contains(m))
}

/// The Bash side: every simple command that would run, in order, with `cd`
/// at the top level followed so relative targets resolve where they land.
fn decide_bash(command: &str, p: &Payload, cfg: &Section, env: &Env) -> Result<Verdict, Failure> {
    // Most commands name nothing protected: no parse, no filesystem work.
    if !mentions_protected(command) && !command.contains("~") && !command.contains("HOME") {
        return Ok(Verdict::Allow);
    }
    let analysis = shell::analyse(command);
    if let Some(problem) = analysis.blocking_problem(mentions_protected) {
        return Ok(payload::refusal(GUARD.name, format!("a command that cannot be analysed: `{}`", problem.text))
            .rule(format!(
                "{}; it names protected files (harness settings, gatehouse config or session state), so a write there cannot be ruled out",
                problem.reason
            ))
            .instead("write the command so it parses, and do not write protected files")
            .allow("the user can edit the file themselves")
            .verdict());
    }
    let rules = protected(cfg, env)?;
    let mut cwd = p.cwd.clone();
    for cmd in &analysis.commands {
        if let Some(next) = followed_cd(cmd, &cwd, env) {
            cwd = next;
            continue;
        }
        let dd = dd_targets(cmd);
        let targets = written_targets(cmd)
            .into_iter()
            .chain(dd.iter().map(|w| (w, "dd of=")));
        for (word, how) in targets {
            let Some(raw) = resolve_word(word, env) else {
                if mentions_protected(&word.raw) {
                    return Ok(payload::refusal(GUARD.name, format!("`{}` ({how} to `{}`)", cmd.text, word.raw))
                        .rule("the target is only known at run time and names a protected location (harness settings, gatehouse config or session state)")
                        .instead("do not write protected files; tell the user what change you need")
                        .allow("the user can edit the file themselves, or set `enabled = false` under `[force-session-cli]` in their `~/.config/gatehouse/config.toml`")
                        .verdict());
                }
                continue;
            };
            let path = normalize(&raw, &cwd);
            if let Some(rule) = rules
                .iter()
                .find(|r| payload::glob::matches(&r.glob, &path.to_string_lossy()))
            {
                return refuse(&format!("{} (`{how}`)", word.text), &path, rule, cfg);
            }
        }
        if let Some(script) = &cmd.script
            && mentions_protected(&script.text)
            && WRITES.iter().any(|w| script.text.contains(w))
        {
            return Ok(payload::refusal(GUARD.name, format!("a `{}` script that writes a protected file", script.interpreter))
                .rule("its text names a protected file (harness settings, gatehouse config or session state) and writes; those are written only by the user or the sanctioned CLI")
                .instead("do not write protected files; tell the user what change you need")
                .allow("the user can edit the file themselves, or set `enabled = false` under `[force-session-cli]` in their `~/.config/gatehouse/config.toml`")
                .verdict());
        }
    }
    Ok(Verdict::Allow)
}

/// The new cwd after a top-level `cd DIR` (not in a subshell, substitution or
/// pipeline, where it would not outlive the command).
fn followed_cd(cmd: &Command, cwd: &Path, env: &Env) -> Option<PathBuf> {
    if cmd.program() != Some("cd")
        || cmd.ctx.subshell
        || cmd.ctx.substitution
        || cmd.ctx.pipeline.is_some_and(|p| p.len > 1)
    {
        return None;
    }
    let dir = cmd.args().iter().find(|w| !w.text.starts_with('-'));
    match dir {
        None => env.home.clone(),
        Some(w) => resolve_word(w, env).map(|d| normalize(&d, cwd)),
    }
}

/// A word's value as a path when it is known before the command runs; a
/// leading `~`, `$HOME` or `${HOME}` is expanded (the commonest dynamic part).
fn resolve_word(word: &Word, env: &Env) -> Option<PathBuf> {
    if let Some(text) = word.as_static() {
        return Some(expand_home(text, env.home.as_deref()));
    }
    let home = env.home.as_ref()?.display().to_string();
    let raw = word.raw.trim_matches('"');
    let expanded = ["${HOME}", "$HOME", "~"]
        .iter()
        .find_map(|h| raw.strip_prefix(h).map(|rest| format!("{home}{rest}")))?;
    (!expanded.contains(['$', '`', '*', '?', '[', '{', '\'', '"'])).then(|| PathBuf::from(expanded))
}

/// The files a simple command writes, with how.
fn written_targets(cmd: &Command) -> Vec<(&Word, &'static str)> {
    let mut out: Vec<(&Word, &'static str)> = Vec::new();
    for r in &cmd.redirects {
        let how = match r.kind {
            RedirectKind::Truncate => ">",
            RedirectKind::Append => ">>",
            RedirectKind::ReadWrite => "<>",
            RedirectKind::Duplicate
                if !r
                    .target
                    .text
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '-') =>
            {
                ">&"
            }
            _ => continue,
        };
        out.push((&r.target, how));
    }
    let args = cmd.args();
    let operands: Vec<&Word> = args.iter().filter(|w| !w.text.starts_with('-')).collect();
    let flag = |f: &str| {
        args.iter().any(|w| {
            w.text == f
                || (f.len() == 2
                    && w.text.starts_with('-')
                    && !w.text.starts_with("--")
                    && w.text.contains(&f[1..]))
        })
    };
    match cmd.program() {
        Some("tee") => out.extend(operands.iter().map(|w| (*w, "tee"))),
        Some(p @ ("cp" | "mv" | "install" | "ln" | "rsync")) => {
            let how: &'static str = match p {
                "cp" => "cp",
                "mv" => "mv",
                "install" => "install",
                "ln" => "ln",
                _ => "rsync",
            };
            // `-t DIR` / `--target-directory=DIR`, else the last operand.
            if let Some(i) = args.iter().position(|w| w.text == "-t") {
                out.extend(args.get(i + 1).map(|w| (w, how)));
            } else if let Some(last) = operands.last() {
                out.push((last, how));
            }
            if p == "mv" {
                // Moving a protected file away is a write to it too.
                out.extend(operands.iter().rev().skip(1).map(|w| (*w, "mv")));
            }
        }
        Some("sed") if flag("-i") || args.iter().any(|w| w.text.starts_with("--in-place")) => {
            // Operands after the script (the first operand unless -e/-f given).
            let scripted = args
                .iter()
                .any(|w| w.text == "-e" || w.text == "-f" || w.text.starts_with("--expression"));
            out.extend(
                operands
                    .iter()
                    .skip(usize::from(!scripted))
                    .map(|w| (*w, "sed -i")),
            );
        }
        Some("perl")
            if args.iter().any(|w| {
                w.text.starts_with("-") && !w.text.starts_with("--") && w.text.contains('i')
            }) =>
        {
            out.extend(operands.iter().map(|w| (*w, "perl -i")));
        }
        Some("truncate") => out.extend(operands.iter().map(|w| (*w, "truncate"))),
        Some(p @ ("rm" | "unlink" | "shred")) => {
            let how: &'static str = if p == "rm" {
                "rm"
            } else if p == "unlink" {
                "unlink"
            } else {
                "shred"
            };
            out.extend(operands.iter().map(|w| (*w, how)));
        }
        _ => {}
    }
    out
}

/// `dd of=FILE`: the operand's value is the target.
fn dd_targets(cmd: &Command) -> Vec<Word> {
    if cmd.program() != Some("dd") {
        return Vec::new();
    }
    cmd.args()
        .iter()
        .filter_map(|w| {
            Some(Word {
                text: w.text.strip_prefix("of=")?.to_owned(),
                raw: w.raw.strip_prefix("of=").unwrap_or(&w.raw).to_owned(),
                dynamic: w.dynamic,
                prefix: w.prefix.strip_prefix("of=").unwrap_or(&w.prefix).to_owned(),
            })
        })
        .collect()
}

fn refuse(target: &str, path: &Path, rule: &Protected, cfg: &Section) -> Result<Verdict, Failure> {
    let tool = match cfg.string("session_cli")? {
        Some(cli) if rule.kind.starts_with("session state") => {
            format!("use `{cli}`, which keeps the session invariants")
        }
        _ => "do not edit it by hand; tell the user what change you need and let them make it"
            .to_owned(),
    };
    Ok(payload::refusal(GUARD.name, format!("a direct write to `{target}`"))
        .rule(format!(
            "`{}` is {}; files that configure the agent's guards and session state are written only by the user or the sanctioned CLI, never by the agent",
            path.display(),
            rule.kind
        ))
        .instead(tool)
        .allow("the user can edit the file themselves, or set `enabled = false` under `[force-session-cli]` in their `~/.config/gatehouse/config.toml`")
        .verdict())
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

    fn call(tool: &str, input: serde_json::Value, cwd: &Path) -> Payload {
        let json = serde_json::json!({
            "session_id": "s", "cwd": cwd, "hook_event_name": "PreToolUse",
            "tool_name": tool, "tool_input": input,
        });
        payload::event::parse(json.to_string().as_bytes()).unwrap()
    }

    struct Fixture {
        _dir: tempfile::TempDir,
        repo: PathBuf,
        home: PathBuf,
    }

    fn fixture() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let repo = root.join("repo");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::create_dir_all(repo.join(".claude/session")).unwrap();
        std::fs::create_dir_all(repo.join("src")).unwrap();
        let home = root.join("home");
        std::fs::create_dir_all(&home).unwrap();
        Fixture {
            _dir: dir,
            repo,
            home,
        }
    }

    fn verdict(f: &Fixture, toml: &str, tool: &str, input: serde_json::Value) -> Verdict {
        let cfg = payload::Config::from_texts(&[("p.toml", toml)], Some(f.repo.clone())).unwrap();
        let env = Env {
            home: Some(f.home.clone()),
            xdg_config: None,
            xdg_state: None,
        };
        decide(
            &call(tool, input, &f.repo.join("src")),
            &cfg.section(GUARD.name),
            &env,
        )
        .unwrap()
    }

    fn refused(v: &Verdict) -> bool {
        matches!(v, Verdict::Deny(_))
    }

    #[test]
    fn case_table() {
        let f = fixture();
        let r = f.repo.display().to_string();
        let h = f.home.display().to_string();
        let cases: Vec<(&str, &str, serde_json::Value, bool)> = vec![
            (
                "write settings",
                "Write",
                serde_json::json!({"file_path": format!("{r}/.claude/settings.json"), "content": "{}"}),
                true,
            ),
            (
                "edit local settings via ..",
                "Edit",
                serde_json::json!({"file_path": "../.claude/settings.local.json", "old_string": "a", "new_string": "b"}),
                true,
            ),
            (
                "user settings",
                "Write",
                serde_json::json!({"file_path": format!("{h}/.claude/settings.json"), "content": "{}"}),
                true,
            ),
            (
                "home-relative user settings",
                "Write",
                serde_json::json!({"file_path": "~/.claude/settings.json", "content": "{}"}),
                true,
            ),
            (
                "gatehouse project config",
                "Write",
                serde_json::json!({"file_path": format!("{r}/.claude/gatehouse.toml"), "content": ""}),
                true,
            ),
            (
                "banned list",
                "Edit",
                serde_json::json!({"file_path": format!("{r}/.claude/banned-libraries.txt"), "old_string": "a", "new_string": ""}),
                true,
            ),
            (
                "user gatehouse config",
                "Write",
                serde_json::json!({"file_path": format!("{h}/.config/gatehouse/config.toml"), "content": ""}),
                true,
            ),
            (
                "session flag store",
                "Write",
                serde_json::json!({"file_path": format!("{h}/.local/state/gatehouse/sessions/s.json"), "content": "{}"}),
                true,
            ),
            (
                "session context.md",
                "Write",
                serde_json::json!({"file_path": format!("{r}/.claude/session/context.md"), "content": ""}),
                true,
            ),
            (
                "nested session context.json",
                "Write",
                serde_json::json!({"file_path": format!("{r}/.claude/session/42/context.json"), "content": ""}),
                true,
            ),
            (
                "multiedit legacy",
                "MultiEdit",
                serde_json::json!({"file_path": format!("{r}/.claude/settings.json"), "edits": []}),
                true,
            ),
            (
                "notebook",
                "NotebookEdit",
                serde_json::json!({"notebook_path": format!("{r}/.claude/settings.json"), "new_source": ""}),
                true,
            ),
            (
                "codex patch",
                "apply_patch",
                serde_json::json!({"command": "*** Begin Patch\n*** Update File: ../.claude/gatehouse.toml\n@@\n-a\n+b\n*** End Patch"}),
                true,
            ),
            (
                "ordinary file",
                "Write",
                serde_json::json!({"file_path": format!("{r}/src/app.py"), "content": "x"}),
                false,
            ),
            (
                "settings.json elsewhere",
                "Write",
                serde_json::json!({"file_path": format!("{r}/src/settings.json"), "content": "x"}),
                false,
            ),
            (
                "context.md outside session dir",
                "Write",
                serde_json::json!({"file_path": format!("{r}/docs/context.md"), "content": "x"}),
                false,
            ),
            (
                "claude dir other file",
                "Write",
                serde_json::json!({"file_path": format!("{r}/.claude/commands/x.md"), "content": "x"}),
                false,
            ),
            (
                "read is not write",
                "Read",
                serde_json::json!({"file_path": format!("{r}/.claude/settings.json")}),
                false,
            ),
            (
                "bash is the shell side",
                "Bash",
                serde_json::json!({"command": "ls"}),
                false,
            ),
            (
                "unknown tool passes",
                "Monitor",
                serde_json::json!({"command": "x"}),
                false,
            ),
            (
                "codex patch elsewhere",
                "apply_patch",
                serde_json::json!({"command": "*** Begin Patch\n*** Add File: src/new.py\n+x\n*** End Patch"}),
                false,
            ),
        ];
        for (name, tool, input, want) in cases {
            assert_eq!(refused(&verdict(&f, "", tool, input)), want, "{name}");
        }
    }

    /// The Bash side: (name, command, refused?). cwd is `<repo>/src`, HOME is the fixture's.
    const BASH: &[(&str, &str, bool)] = &[
        (
            "redirect truncate",
            "echo '{}' > ../.claude/settings.json",
            true,
        ),
        (
            "redirect append",
            "echo x >> ../.claude/settings.local.json",
            true,
        ),
        (
            "noclobber override",
            "echo x >| ../.claude/gatehouse.toml",
            true,
        ),
        ("both streams", "make &> ../.claude/settings.json", true),
        (
            "cd followed",
            "cd .. && echo x > .claude/settings.json",
            true,
        ),
        (
            "cd then relative tee",
            "cd ../.claude; tee settings.json <<< '{}'",
            true,
        ),
        (
            "tee -a",
            "echo x | tee -a ../.claude/weasel-words.txt",
            true,
        ),
        ("cp onto", "cp /tmp/s.json ../.claude/settings.json", true),
        ("cp -t dir", "cp -t ../.claude/session context.md", false),
        ("mv onto", "mv /tmp/x ../.claude/settings.local.json", true),
        ("mv away", "mv ../.claude/settings.json /tmp/", true),
        (
            "install onto",
            "install -m 644 s.json ../.claude/settings.json",
            true,
        ),
        ("ln onto", "ln -sf /tmp/evil ../.claude/settings.json", true),
        (
            "sed -i",
            "sed -i 's/block/continue/' ../.claude/settings.json",
            true,
        ),
        (
            "sed -i.bak -e",
            "sed -i.bak -e 's/a/b/' ../.claude/gatehouse.toml",
            true,
        ),
        (
            "sed --in-place",
            "sed --in-place 's/a/b/' ../.claude/gatehouse.toml",
            true,
        ),
        (
            "perl -pi",
            "perl -pi -e 's/a/b/' ../.claude/settings.json",
            true,
        ),
        ("truncate", "truncate -s 0 ../.claude/settings.json", true),
        (
            "dd of=",
            "dd if=/dev/null of=../.claude/settings.json",
            true,
        ),
        ("rm", "rm -f ../.claude/settings.json", true),
        ("home tilde", "echo '{}' > ~/.claude/settings.json", true),
        (
            "home var",
            "echo '{}' > \"$HOME/.claude/settings.json\"",
            true,
        ),
        (
            "home braces",
            "cp x ${HOME}/.config/gatehouse/config.toml",
            true,
        ),
        (
            "flag store",
            "echo '{\"worktrees\":true}' > ~/.local/state/gatehouse/sessions/s.json",
            true,
        ),
        (
            "session state",
            "echo x > ../.claude/session/context.md",
            true,
        ),
        (
            "bash -c",
            "bash -c 'echo x > ../.claude/settings.json'",
            true,
        ),
        (
            "sh -lc sed",
            "sh -lc \"sed -i s/a/b/ ../.claude/gatehouse.toml\"",
            true,
        ),
        ("eval", "eval 'echo x > ../.claude/settings.json'", true),
        (
            "sudo tee",
            "echo x | sudo tee ../.claude/settings.json",
            true,
        ),
        ("env wrapper", "env A=1 cp x ../.claude/settings.json", true),
        ("xargs cp", "echo x | xargs cp -t ../.claude/", false),
        (
            "find -exec sed",
            "find .. -name settings.json -exec sed -i s/a/b/ ../.claude/settings.json \\;",
            true,
        ),
        (
            "subshell",
            "( cd .. && echo x > .claude/settings.json )",
            true,
        ),
        (
            "python writes",
            "python3 -c \"open('../.claude/settings.json','w').write('{}')\"",
            true,
        ),
        (
            "python heredoc writes",
            "python3 - <<'PY'\nimport json\njson.dump({}, open('../.claude/settings.json', 'w'))\nPY",
            true,
        ),
        (
            "node writes",
            "node -e \"require('fs').writeFileSync('.claude/settings.json','{}')\"",
            true,
        ),
        (
            "dynamic target naming .claude",
            "echo x > \"$d/.claude/settings.json\"",
            true,
        ),
        ("dynamic glob target", "cp x ../.claude/*.json", true),
        ("read with cat", "cat ../.claude/settings.json", false),
        ("read with jq", "jq . ../.claude/settings.json", false),
        (
            "copy from",
            "cp ../.claude/settings.json /tmp/backup.json",
            false,
        ),
        ("grep", "grep -n hooks ../.claude/settings.json", false),
        (
            "commit message",
            "git commit -m 'edit .claude/settings.json by hand'",
            false,
        ),
        (
            "echo mention",
            "echo 'never write .claude/settings.json' > notes.txt",
            false,
        ),
        (
            "heredoc to file mentioning",
            "cat > notes.md <<'EOF'\nthe .claude/settings.json file\nEOF",
            false,
        ),
        (
            "python reads",
            "python3 -c \"print(open('../.claude/settings.json').read())\"",
            false,
        ),
        ("ordinary write", "echo x > out.txt", false),
        (
            "ordinary settings.json elsewhere",
            "echo '{}' > settings.json",
            false,
        ),
        (
            "context.md outside session dir",
            "echo x > ../docs/context.md",
            false,
        ),
        ("stderr to fd", "ls .claude 2>&1", false),
        ("no mention at all", "cargo test --workspace", false),
        (
            "subshell cd does not leak",
            "(cd ../.claude) && echo x > settings.json",
            false,
        ),
    ];

    #[test]
    fn bash_case_table() {
        let f = fixture();
        for (name, command, want) in BASH {
            let v = verdict(&f, "", "Bash", serde_json::json!({"command": command}));
            assert_eq!(refused(&v), *want, "{name}: `{command}` gave {v:?}");
        }
    }

    #[test]
    fn bash_refusal_names_the_command_and_how() {
        let f = fixture();
        let Verdict::Deny(text) = verdict(
            &f,
            "",
            "Bash",
            serde_json::json!({"command": "sed -i s/a/b/ ../.claude/settings.json"}),
        ) else {
            panic!()
        };
        assert!(
            text.contains("`sed -i`") && text.contains("settings.json"),
            "{text}"
        );
        assert!(
            text.contains("Rule:") && text.contains("Instead:") && text.contains("To allow:"),
            "{text}"
        );
    }

    #[test]
    fn symlinked_path_to_settings_is_refused() {
        let f = fixture();
        std::os::unix::fs::symlink(f.repo.join(".claude"), f.repo.join("src/cfg")).unwrap();
        let v = verdict(
            &f,
            "",
            "Write",
            serde_json::json!({"file_path": "cfg/settings.json", "content": "{}"}),
        );
        assert!(refused(&v));
    }

    #[test]
    fn config_adds_globs_and_moves_the_session_dir() {
        let f = fixture();
        let r = f.repo.display().to_string();
        let toml = "[force-session-cli]\nprotect = [\"state/*.db\"]\nsession_dir = \"var/sess\"\nsession_cli = \"sess\"\n";
        assert!(refused(&verdict(
            &f,
            toml,
            "Write",
            serde_json::json!({"file_path": format!("{r}/state/a.db"), "content": ""})
        )));
        let v = verdict(
            &f,
            toml,
            "Write",
            serde_json::json!({"file_path": format!("{r}/var/sess/context.json"), "content": ""}),
        );
        let Verdict::Deny(text) = v else { panic!() };
        assert!(text.contains("use `sess`"), "{text}");
        assert!(!refused(&verdict(
            &f,
            toml,
            "Write",
            serde_json::json!({"file_path": format!("{r}/.claude/session/context.json"), "content": ""})
        )));
    }

    #[test]
    fn refusal_names_what_why_instead_and_how_to_allow() {
        let f = fixture();
        let r = f.repo.display().to_string();
        let Verdict::Deny(text) = verdict(
            &f,
            "",
            "Write",
            serde_json::json!({"file_path": format!("{r}/.claude/settings.json"), "content": ""}),
        ) else {
            panic!()
        };
        assert!(
            text.starts_with("force-session-cli: refused a direct write to `"),
            "{text}"
        );
        for part in ["Rule:", "Instead:", "To allow:", "Claude Code settings"] {
            assert!(text.contains(part), "{part}: {text}");
        }
    }
}
