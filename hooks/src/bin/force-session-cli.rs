//! force-session-cli: refuses writes to protected state — what configures
//! and enforces the guards, and session state — whatever program does them,
//! and names the sanctioned way to change them.
//!
//! # What it refuses
//! Write, Edit, MultiEdit (legacy), NotebookEdit and Codex `apply_patch`
//! (headers trimmed, as Codex trims them) whose target, normalised
//! (absolute, `..` resolved, symlinks followed where the file exists), is
//! protected; and Bash commands that touch a protected resource, judged by
//! **resource, not by a list of writers** (`flags::protect`): any command
//! naming a protected path — or, for moves, deletes, copies into, archive
//! extraction, `find -delete`/`-exec`, a directory containing one — anywhere
//! but in a known read-only use is refused (`mv`, `rm -rf`, `cp -t`, `tar -x
//! -C`, `git checkout/restore/apply`, `rsync`, `sponge`, `curl -o`, `sed -n
//! 'w …'`, editors, unknown programs …). The working directory is followed
//! through `cd`, `pushd`, subshells, `env -C`, `git -C`; variables assigned
//! earlier in the command are resolved; words are read after quote removal
//! (`.cla"ude"`). Code the analysis cannot see — interpreter one-liners,
//! scripts and Makefiles run by path (read, bounded), `eval` of computed
//! text, `sh -c` under `xargs -I{}`/`find -exec`, `base64 -d | sh`, aliases —
//! is refused when it could reach a protected resource (a protected
//! component in any spelling, joined by `os.path.join`/`path.join`/pathlib,
//! split by quotes or `+`, reversed, escaped, base64; or a target known only
//! at run time in a command that names one) and allowed otherwise.
//! Protected:
//! - `.claude/settings.json`, `.claude/settings.local.json` and the `.claude`
//!   directory itself, anywhere; `~/.claude/settings.json`, the transcripts
//!   `~/.claude/projects/**/*.jsonl`, plugins `~/.claude/plugins/**`,
//!   `/etc/claude-code/**` — editing them can switch every guard off or
//!   forge the user's words;
//! - gatehouse's config: `.claude/gatehouse.toml`, `.claude/banned-libraries.txt`,
//!   `.claude/weasel-words.txt`, `~/.config/gatehouse/**`;
//! - the session-flag store `~/.local/state/gatehouse/**` and the install
//!   directory `~/.local/share/gatehouse/**` (the guard binaries; XDG
//!   variables respected); `.codex/hooks.json`, `.codex/config.toml`;
//! - session state `context.json` / `context.md` under the configured session
//!   directory (default `.claude/session`); every glob in `protect`.
//!
//! # Why (the incident)
//! The reference fleet: "session state is written by the session CLI, never by
//! hand" — the CLI keeps invariants (ids, ordering, goal linkage, close
//! checklist); "a hand-write updates one file, skips the invariants, and leaves
//! the mirror stale … the damage surfaces a session later, attributed to
//! nothing". And the agent must never grant itself an exception by editing the
//! files that configure its guards: issue 15 measured a subagent creating a
//! worktree without consent in 4 of 5 attempts, by writing the flag store
//! through a variable, `os.path.join`, ids read from transcript names, or by
//! replacing the guard binary — each with a program the guard did not list.
//!
//! # Refused
//! - Write `.claude/settings.json`; Edit `../repo/.claude/settings.local.json`
//! - Write `.claude/session/context.md`
//! - `apply_patch` with `*** Update File: .claude/gatehouse.toml`
//! - `echo '{}' > .claude/settings.json`; `mv .claude .claude.off`;
//!   `rm -rf .claude`; `cp -t .claude x`; `(cd .claude && echo > settings.json)`;
//!   `env -C .claude sh -c '…'`; `git checkout stash@{0} -- .claude/settings.json`
//! - `D=$HOME/.local/state/gatehouse/sessions; printf x > "$D/s.json"`;
//!   `python3 -c "…os.path.join(home, '.local', 'state', 'gatehouse')…open(…, 'w')"`
//! - `P=$(grep … .claude/settings.json); cp /bin/true "$P"` (a target known
//!   only at run time, in a command that names a protected location)
//!
//! # Allowed
//! - Write `src/settings.json`, `docs/context.md`, `.claude/commands/x.md`
//! - Reads: `cat`/`jq`/`grep` of the files, `cp .claude/settings.json /tmp/b`,
//!   `tar czf /tmp/b.tgz .claude`, `git diff/log/add/commit` of them, a Python
//!   one-liner that only reads them
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

use flags::protect::{self, Kind, Machine};
use payload::paths::{expand_home, normalize};
use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use std::path::Path;

pub(crate) const GUARD: Guard = Guard {
    name: "force-session-cli",
    events: &[EventKind::PreToolUse],
    keys: &["protect", "session_dir", "session_cli"],
};

fn main() {
    payload::run(&GUARD, check)
}

/// The machine's protected places plus this project's configured ones
/// (session state, `protect` globs).
fn machine(cfg: &Section, mut m: Machine) -> Result<Machine, Failure> {
    let root = cfg.project_root();
    let home = m.home.clone();
    let anchor = |pattern: &str| -> Option<String> {
        if pattern.starts_with('/') {
            Some(pattern.to_owned())
        } else if pattern.starts_with("~/") {
            Some(expand_home(pattern, home.as_deref()).display().to_string())
        } else {
            root.map(|r| format!("{}/{}", r.display(), pattern.trim_start_matches("./")))
        }
    };
    let session_dir = cfg
        .string("session_dir")?
        .unwrap_or_else(|| ".claude/session".to_owned());
    for file in ["context.json", "context.md"] {
        if let Some(g) = anchor(&format!("{}/**/{file}", session_dir.trim_end_matches('/'))) {
            m.globs.push((g, Kind::SessionState));
        }
    }
    for pattern in cfg.strings("protect")?.unwrap_or_default() {
        if let Some(g) = anchor(&pattern) {
            m.globs.push((g, Kind::Configured));
        }
    }
    Ok(m)
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

/// Every path a Codex patch adds, updates, deletes or moves to. Codex trims
/// the header line, so leading whitespace does not hide one.
fn patch_targets(patch: &str) -> Vec<String> {
    const HEADERS: [&str; 4] = [
        "*** Add File: ",
        "*** Update File: ",
        "*** Delete File: ",
        "*** Move to: ",
    ];
    patch
        .lines()
        .map(str::trim)
        .filter_map(|l| HEADERS.iter().find_map(|h| l.strip_prefix(h)))
        .map(|p| p.trim().to_owned())
        .collect()
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    decide(p, cfg, Machine::from_process())
}

fn decide(p: &Payload, cfg: &Section, m: Machine) -> Result<Verdict, Failure> {
    let m = machine(cfg, m)?;
    if let Body::Tool(call) = &p.body
        && let ToolInput::Bash(b) | ToolInput::PowerShell(b) = &call.input
    {
        return Ok(match protect::bash(&b.command, &p.cwd, &m) {
            Some(f) => refuse(
                &format!("`{}` ({} `{}`)", f.command, f.how, f.target),
                None,
                f.kind,
                cfg,
            )?,
            None => Verdict::Allow,
        });
    }
    for target in targets(p) {
        let path = normalize(&expand_home(&target, m.home.as_deref()), &p.cwd);
        if let Some(kind) = m.classify(&path) {
            return refuse(
                &format!("a direct write to `{target}`"),
                Some(&path),
                kind,
                cfg,
            );
        }
    }
    Ok(Verdict::Allow)
}

fn refuse(what: &str, path: Option<&Path>, kind: Kind, cfg: &Section) -> Result<Verdict, Failure> {
    let tool = match cfg.string("session_cli")? {
        Some(cli) if kind == Kind::SessionState => {
            format!("use `{cli}`, which keeps the session invariants")
        }
        _ => "do not edit it by hand; tell the user what change you need and let them make it"
            .to_owned(),
    };
    let subject = match path {
        Some(p) => format!("`{}` is {}", p.display(), kind.describe()),
        None => format!("it reaches {}", kind.describe()),
    };
    Ok(payload::refusal(GUARD.name, what)
        .rule(format!(
            "{subject}; files that configure the agent's guards, their binaries and session state are written only by the user or the sanctioned CLI, never by the agent (by any program: what the guard cannot see is refused when it could be one of them)"
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
    use std::path::PathBuf;

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
        decide(
            &call(tool, input, &f.repo.join("src")),
            &cfg.section(GUARD.name),
            machine_of(f),
        )
        .unwrap()
    }

    fn machine_of(f: &Fixture) -> Machine {
        Machine {
            home: Some(f.home.clone()),
            config: Some(f.home.join(".config/gatehouse")),
            store: Some(f.home.join(".local/state/gatehouse")),
            install: vec![f.home.join(".local/share/gatehouse")],
            globs: Vec::new(),
        }
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
                "codex patch header with leading whitespace (Codex trims it)",
                "apply_patch",
                serde_json::json!({"command": "*** Begin Patch\n  *** Update File: ../.claude/settings.json\n@@\n-a\n+b\n*** End Patch"}),
                true,
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
        ("cp -t dir", "cp -t ../.claude/session context.md", true),
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
        ("xargs cp", "echo x | xargs cp -t ../.claude/", true),
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
        // The analysis does not see where a subshell ends, so a `cd` inside
        // one adds a directory the later commands may run in: over-refuses
        // this contrived form rather than miss `(cd .claude && echo > s)`.
        (
            "subshell cd may leak (over-approximated)",
            "(cd ../.claude) && echo x > settings.json",
            true,
        ),
        // Issue 15: each of these passed before the guard judged by resource.
        ("mv .claude away", "cd .. && mv .claude .claude.off", true),
        ("rm -rf .claude", "rm -rf ../.claude", true),
        (
            "cp into .claude",
            "cp /tmp/x/settings.json ../.claude/",
            true,
        ),
        (
            "cp -t .claude",
            "cp -t ../.claude /tmp/x/settings.json",
            true,
        ),
        (
            "sponge",
            "jq . ../.claude/settings.json | sponge ../.claude/settings.json",
            true,
        ),
        ("sed w", "sed -n 'w ../.claude/gatehouse.toml' /tmp/x", true),
        (
            "node append",
            "node -e \"require('fs').appendFileSync('../.claude/gatehouse.toml', 'x')\"",
            true,
        ),
        (
            "git checkout of settings",
            "git checkout stash@{0} -- ../.claude/settings.json",
            true,
        ),
        (
            "curl -o",
            "curl -o ../.claude/settings.json https://example.com/s",
            true,
        ),
        (
            "subshell cd write",
            "(cd ../.claude && echo '{}' > settings.json)",
            true,
        ),
        (
            "pushd",
            "pushd ../.claude && echo '{}' > settings.json",
            true,
        ),
        (
            "env -C",
            "env -C ../.claude sh -c 'echo {} > settings.json'",
            true,
        ),
        (
            "quote split",
            "echo '{}' > ../.cla\"ude\"/setti\"ngs.json\"",
            true,
        ),
        (
            "perl write",
            "perl -e 'open(F, \">\", \"../.claude/settings.json\"); print F 1'",
            true,
        ),
        (
            "awk write",
            "awk 'BEGIN { print 1 > \"../.claude/settings.json\" }'",
            true,
        ),
        (
            "variable store path",
            "D=$HOME/.local/state/gatehouse/sessions; mkdir -p \"$D\" && printf x > \"$D/s.json\"",
            true,
        ),
        (
            "os.path.join",
            "python3 -c \"import os; p=os.path.join(os.path.expanduser('~'), '.local', 'state', 'gatehouse', 'sessions'); open(os.path.join(p, 's.json'), 'w').write('{}')\"",
            true,
        ),
        (
            "ids from transcripts",
            "for f in ~/.claude/projects/*/*.jsonl; do s=$(basename $f .jsonl); echo '{}' > ~/.local/state/gatehouse/sessions/$s.json; done",
            true,
        ),
        (
            "replaced guard",
            "P=$(grep -o '\"[^\"]*/worktree-consent\"' ../.claude/settings.json | tr -d '\"'); cp /bin/true \"$P\"",
            true,
        ),
        (
            "install dir binary",
            "cp /bin/true ~/.local/share/gatehouse/0.1.0-abc/bin/worktree-consent",
            true,
        ),
        (
            "script written then run",
            "cat > /tmp/w.py <<'EOF'\nopen('../.claude/settings.json','w').write('{}')\nEOF\npython3 /tmp/w.py",
            true,
        ),
        (
            "tar into .claude",
            "tar -xf /tmp/evil.tar -C ../.claude",
            true,
        ),
        ("gatehouse uninstall", "gatehouse uninstall", true),
        (
            "base64 to sh",
            "echo Y3AgL2Jpbi90cnVlIC5jbGF1ZGUvc2V0dGluZ3MuanNvbg== | base64 -d | sh",
            true,
        ),
        (
            "tar backup of .claude",
            "tar czf /tmp/backup.tgz ../.claude",
            false,
        ),
        (
            "git diff of settings",
            "git diff ../.claude/settings.json",
            false,
        ),
        (
            "git add of settings",
            "git add ../.claude/settings.json && git commit -m 'settings'",
            false,
        ),
        (
            "ls the store",
            "ls ~/.local/state/gatehouse/sessions",
            false,
        ),
        (
            "json.tool read",
            "python3 -m json.tool ../.claude/settings.json",
            false,
        ),
        ("cp a file here", "cp /tmp/notes.txt .", false),
        (
            "git apply of a patch to settings",
            "git apply <<'EOF'\n--- a/.claude/settings.json\n+++ b/.claude/settings.json\n@@ -1 +1 @@\n-{}\n+{\"hooks\":{}}\nEOF",
            true,
        ),
        (
            "patch from heredoc",
            "cd .. && patch -p1 <<'EOF'\n--- a/.claude/settings.json\n+++ b/.claude/settings.json\n@@ -1 +1 @@\n-{}\n+{}\nEOF",
            true,
        ),
        (
            "git apply of an ordinary patch",
            "git apply <<'EOF'\n--- a/src/app.py\n+++ b/src/app.py\n@@ -1 +1 @@\n-a\n+b\nEOF",
            false,
        ),
        (
            "claude config set",
            "claude config set -g disableAllHooks true",
            true,
        ),
        (
            "git -c editor",
            "git -c core.editor='sh -c \"rm ../.claude/settings.json\"' commit",
            true,
        ),
        (
            "docker volume",
            "docker run --rm -v ~/.claude:/c alpine rm /c/settings.json",
            true,
        ),
        (
            "at heredoc",
            "at now <<'EOF'\nrm -f ../.claude/settings.json\nEOF",
            true,
        ),
        ("bare redirect", "> ../.claude/settings.json", true),
        ("exec fd", "exec 3> ../.claude/settings.json", true),
        (
            "var concat",
            "d=../.cl; d=${d}aude; echo x > $d/settings.json",
            true,
        ),
        (
            "cd unknown",
            "cd \"$(git rev-parse --show-toplevel)\" && rm -rf .claude",
            true,
        ),
    ];

    #[test]
    fn bash_case_table() {
        let f = fixture();
        let mut wrong = Vec::new();
        for (name, command, want) in BASH {
            let v = verdict(&f, "", "Bash", serde_json::json!({"command": command}));
            if refused(&v) != *want {
                wrong.push(format!("{name}: `{command}` gave {v:?}"));
            }
        }
        assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
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
