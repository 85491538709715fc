//! single-gate-entrypoint: refuses running the review battery's gate scripts
//! one by one; they run only through the configured entry point.
//!
//! # What it refuses
//! A command that runs a file matching one of the `gates` globs (relative to
//! the project root): by path (`./scripts/gates/lint.py`, `uv run
//! scripts/gates/lint.py`), as an interpreter's script operand (`python
//! scripts/gates/lint.py`, `bash scripts/gates/x.sh`, `node …`), or as a
//! module (`python -m scripts.gates.lint`), wherever it runs (`bash -c`,
//! `xargs`, `find -exec`, wrappers, after `cd`). The entry point itself
//! passes even when it lies under a gate glob.
//!
//! # Why (the incident)
//! The reference fleet: "the review battery has ONE entry point" (`python
//! scripts/gates.py`). "Invoking the gate scripts individually is how a ~25s
//! parallel battery turns into a ~50s serial one, and how gates get silently
//! dropped from a 'full' review because they were typed from memory."
//!
//! # Refused
//! - `python scripts/gates/lint.py`, `python3 -m scripts.gates.types`
//! - `for g in scripts/gates/*.py; do python "$g"; done` is not seen (the
//!   file is a variable) — but `bash -c 'python scripts/gates/lint.py'`,
//!   `cd scripts/gates && python lint.py` and `./scripts/gates/lint.py` are
//!
//! # Allowed
//! - the entry point (`python scripts/gates.py --only lint`)
//! - `cat scripts/gates/lint.py`, `git diff scripts/gates/`, a commit message naming a gate
//! - a command carrying a `# gate-debug` comment, while `allow_debug_marker` is on
//!
//! # Configuration
//! Off unless `entrypoint` is set. `[single-gate-entrypoint]`: `entrypoint`
//! (the sanctioned command, named in the refusal), `gates` (globs of the gate
//! scripts, relative to the project root), `allow_debug_marker` (default
//! `true`). The reference: `entrypoint = "python scripts/gates.py"`, `gates =
//! ["scripts/gates/*.py"]`.
//!
//! # Escape hatch
//! The reference's own: a `# gate-debug` comment on the command, for
//! genuinely debugging one gate. It is a comment, so the shell analysis
//! never sees it; the guard looks for it in the raw command text, at a
//! comment position (not in quotes or a heredoc body). By the reference's
//! design the agent can use it; the user turns it off with
//! `allow_debug_marker = false`, or the guard with `enabled = false`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::Configured;
use shell::Command;
use std::path::{Path, PathBuf};

const GUARD: Guard = Guard {
    name: "single-gate-entrypoint",
    events: &[EventKind::PreToolUse],
    keys: &["entrypoint", "gates", "allow_debug_marker"],
};

const MARKER: &str = "gate-debug";

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(entry) = cfg.string("entrypoint")?.filter(|t| !t.trim().is_empty()) else {
        return Ok(Verdict::Allow);
    };
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let gates = cfg.strings("gates")?.unwrap_or_default();
    let debug_ok = cfg.bool("allow_debug_marker", true)?;
    let entry_cmd = Configured::parse(&entry).ok_or_else(|| {
        Failure::new(format!(
            "config [single-gate-entrypoint] `entrypoint` is not a command line: {entry}"
        ))
    })?;
    let a = shell::analyse(&bash.command);
    if debug_ok && marked(&bash.command, &a) {
        return Ok(Verdict::Allow);
    }
    let root = payload::paths::normalize(cfg.project_root().unwrap_or(&p.cwd), &p.cwd);
    let cwds = routing::cwds(&a, &p.cwd);
    if let Some(problem) = a.blocking_problem(|t| gates.iter().any(|g| t.contains(glob_stem(g)))) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    for (c, here) in a.commands.iter().zip(&cwds) {
        if entry_cmd.invoked_by(c) {
            continue;
        }
        let Some(file) = script_run(c, here) else {
            continue;
        };
        let Some(rel) = file.strip_prefix(&root).ok().and_then(Path::to_str) else {
            continue;
        };
        if !gates
            .iter()
            .any(|g| payload::glob::matches(g.trim_start_matches("./"), rel))
        {
            continue;
        }
        let hint = if debug_ok {
            "; to genuinely debug one gate, the project allows a `# gate-debug` comment on the command (say why)"
        } else {
            ""
        };
        return Ok(payload::refusal(GUARD.name, format!("`{}`: it runs the gate `{rel}` on its own", c.text.trim()))
            .rule("the review battery has one entry point: gates run one by one turn a ~25 s parallel battery into a ~50 s serial one, and gates typed from memory get silently dropped from a 'full' review")
            .instead(format!("run the battery through `{}` (use its own options to select gates){hint}", entry_cmd.text))
            .allow("the user sets `allow_debug_marker`/`enabled` under `[single-gate-entrypoint]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
            .verdict());
    }
    Ok(Verdict::Allow)
}

/// The literal prefix of a glob (`scripts/gates/`), for the relevance test
/// of unanalysable parts.
fn glob_stem(g: &str) -> &str {
    let end = g.find(['*', '?', '[', '{']).unwrap_or(g.len());
    let stem = g.get(..end).unwrap_or(g);
    stem.rsplit_once('/').map_or(stem, |(dir, _)| dir)
}

/// The script file `c` runs, normalised, if it runs one.
fn script_run(c: &Command, here: &Path) -> Option<PathBuf> {
    let at = |p: &str| Some(payload::paths::normalize(Path::new(p), here));
    if let Some(path) = c.program_path.as_deref().filter(|p| p.contains('/')) {
        return at(path);
    }
    let program = c.program()?;
    let args = c.args();
    let python = routing::command::is_python(program);
    let shell = matches!(program, "bash" | "sh" | "zsh" | "dash" | "ksh");
    if !(python || shell || matches!(program, "node" | "ruby" | "perl" | "deno" | "bun")) {
        return None;
    }
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        match t {
            "-m" if python => {
                let module = args.get(i + 1)?.text.replace('.', "/");
                return at(&format!("{module}.py"));
            }
            "-c" | "-e" | "-p" | "--eval" | "--print" => return None,
            "-W" | "-X" | "-o" | "-O" | "-r" | "--require" | "-I" => i += 2,
            "run" if matches!(program, "deno" | "bun") => i += 1,
            _ if t.starts_with('-') && t.len() > 1 => i += 1,
            _ => return w.as_static().and_then(at),
        }
    }
    None
}

/// True when the raw command carries a `# gate-debug` comment: an unquoted
/// `#` at the start of a word, outside heredoc bodies.
fn marked(raw: &str, a: &shell::Analysis) -> bool {
    let in_bodies: usize = a
        .commands
        .iter()
        .flat_map(|c| c.redirects.iter())
        .filter_map(|r| r.body.as_deref())
        .map(|b| b.matches(MARKER).count())
        .sum();
    let mut comments = 0;
    let (mut single, mut double, mut escaped) = (false, false, false);
    let mut prev = ' ';
    let mut chars = raw.char_indices();
    while let Some((i, ch)) = chars.next() {
        if escaped {
            escaped = false;
        } else if single {
            single = ch != '\'';
        } else if ch == '\\' {
            escaped = true;
        } else if double {
            double = ch != '"';
        } else if ch == '\'' {
            single = true;
        } else if ch == '"' {
            double = true;
        } else if ch == '#'
            && (prev.is_whitespace() || prev == ';' || prev == '&' || prev == '|' || i == 0)
        {
            let line = raw.get(i..).unwrap_or("").lines().next().unwrap_or("");
            comments += line.matches(MARKER).count();
            // Skip to the end of the comment line.
            for (_, c) in chars.by_ref() {
                if c == '\n' {
                    break;
                }
            }
            prev = '\n';
            continue;
        }
        prev = ch;
    }
    // A heredoc body's `# gate-debug` line looks like a comment to this scan:
    // only markers beyond those in bodies count.
    comments > in_bodies
}

#[cfg(test)]
mod tests {
    use super::marked;

    #[test]
    fn the_marker_counts_only_as_a_comment() {
        let cases: &[(&str, bool)] = &[
            ("python scripts/gates/lint.py # gate-debug", true),
            (
                "python scripts/gates/lint.py  #gate-debug: crash on empty input",
                true,
            ),
            ("# gate-debug\npython scripts/gates/lint.py", true),
            ("python scripts/gates/lint.py; # gate-debug", true),
            ("python scripts/gates/lint.py --note '# gate-debug'", false),
            (
                "python scripts/gates/lint.py --note \"# gate-debug\"",
                false,
            ),
            ("python scripts/gates/lint.py x#gate-debug", false),
            ("python scripts/gates/lint.py \\# gate-debug", false),
            (
                "cat > n.md <<'EOF'\n# gate-debug\nEOF\npython scripts/gates/lint.py",
                false,
            ),
            (
                "cat > n.md <<'EOF'\n# gate-debug\nEOF\npython scripts/gates/lint.py # gate-debug",
                true,
            ),
            ("python scripts/gates/lint.py", false),
        ];
        for (raw, want) in cases {
            assert_eq!(marked(raw, &shell::analyse(raw)), *want, "{raw}");
        }
    }
}
