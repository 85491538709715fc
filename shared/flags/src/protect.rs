//! Protected resources and what a Bash command does to them.
//!
//! The session controls hold only while the agent cannot rewrite what
//! enforces them: the harness's settings (which register the guards),
//! gatehouse's config, the session-flag store (where the user's consent
//! lives), the install directory (the guard binaries), the transcripts
//! (the evidence of the user's prompt) and Codex's hook files. The issue
//! that led here (issue 15) measured a subagent creating a worktree without
//! consent in 4 of 5 attempts, each by *writing* one of those with a program
//! the guards did not list.
//!
//! So the decision is by resource, not by writer: [`bash`] walks every
//! command that would run and refuses one that names a protected path (or a
//! directory containing one, for moves, deletes and extractions) anywhere but
//! in a known read-only use. The working directory is followed through
//! `cd`, `pushd`, subshells, `env -C`, `git -C`; variables assigned earlier
//! in the command are resolved; words are compared after quote removal.
//! What the analysis cannot see — interpreter code, scripts run by path,
//! `eval` of computed text, `sh -c` fed by `xargs`/`find` placeholders, code
//! piped into a shell — is judged by [`code`]: refused when it could reach a
//! protected resource, allowed otherwise.

pub mod code;
mod command;
mod words;

pub use command::bash;

use std::path::{Path, PathBuf};

/// What a protected path is, for messages and for the guards that care
/// about part of the set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Claude Code settings, or the `.claude` directory that holds them.
    Settings,
    /// gatehouse's configuration (project or user).
    Config,
    /// The session-flag store.
    Store,
    /// gatehouse's installed binaries (or a plugin's).
    Install,
    /// Session transcripts (the evidence of the user's prompts).
    Transcripts,
    /// Codex's hook registration.
    Codex,
    /// Session state written by the session CLI.
    SessionState,
    /// A path protected in gatehouse config.
    Configured,
}

impl Kind {
    pub fn describe(self) -> &'static str {
        match self {
            Kind::Settings => "Claude Code settings (they register every guard)",
            Kind::Config => "gatehouse configuration",
            Kind::Store => "gatehouse session controls (only the user turns them on)",
            Kind::Install => "gatehouse's installed guard binaries",
            Kind::Transcripts => "the session transcripts (the evidence of what the user typed)",
            Kind::Codex => "Codex hook registration",
            Kind::SessionState => "session state (written by the session CLI)",
            Kind::Configured => "a path protected in gatehouse config",
        }
    }

    /// Whether changing it could forge or skip worktree consent.
    pub fn guards_consent(self) -> bool {
        !matches!(self, Kind::SessionState | Kind::Configured)
    }
}

/// Where the protected things are on this machine.
#[derive(Debug, Clone, Default)]
pub struct Machine {
    pub home: Option<PathBuf>,
    /// `$XDG_CONFIG_HOME/gatehouse`.
    pub config: Option<PathBuf>,
    /// `$XDG_STATE_HOME/gatehouse` (the flag store's parent).
    pub store: Option<PathBuf>,
    /// `$XDG_DATA_HOME/gatehouse` and the running guard's own directory.
    pub install: Vec<PathBuf>,
    /// Extra absolute globs and their kind (session state, `protect`).
    pub globs: Vec<(String, Kind)>,
}

impl Machine {
    /// From the process environment (`HOME`, the XDG variables, the running
    /// binary's directory).
    pub fn from_process() -> Machine {
        let abs = |k: &str| {
            std::env::var_os(k)
                .map(PathBuf::from)
                .filter(|p| p.is_absolute())
        };
        let home = abs("HOME");
        let under = |var: &str, default: &str| {
            abs(var)
                .or_else(|| home.as_ref().map(|h| h.join(default)))
                .map(|d| d.join("gatehouse"))
        };
        let mut install: Vec<PathBuf> =
            under("XDG_DATA_HOME", ".local/share").into_iter().collect();
        // The directory the guard runs from when it is gatehouse's own (a
        // plugin's `…/gatehouse/…/bin`), not a build tree (protecting
        // `target/` would refuse `cargo clean` in gatehouse) nor a shared
        // bin directory such as `~/.cargo/bin`.
        if let Some(dir) = std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf))
            && !dir.components().any(|c| c.as_os_str() == "target")
            && dir.to_string_lossy().contains("gatehouse")
            && !install.iter().any(|i| dir.starts_with(i))
        {
            install.push(dir);
        }
        Machine {
            config: under("XDG_CONFIG_HOME", ".config"),
            store: under("XDG_STATE_HOME", ".local/state"),
            install,
            home,
            globs: Vec::new(),
        }
    }

    /// The kind of `path` (absolute, normalised) when it is protected or
    /// inside something protected.
    pub fn classify(&self, path: &Path) -> Option<Kind> {
        let names: Vec<&str> = path
            .components()
            .filter_map(|c| c.as_os_str().to_str())
            .collect();
        let home_claude = self.home.as_ref().map(|h| h.join(".claude"));
        if let Some(i) = names.iter().rposition(|n| *n == ".claude") {
            let rest = names.get(i + 1..).unwrap_or(&[]);
            let in_home = home_claude.as_ref().is_some_and(|h| path.starts_with(h));
            match rest {
                [] => return Some(Kind::Settings),
                ["settings.json" | "settings.local.json"] => return Some(Kind::Settings),
                ["gatehouse.toml" | "banned-libraries.txt" | "weasel-words.txt"] => {
                    return Some(Kind::Config);
                }
                // The transcripts (`*.jsonl`) and the directories holding
                // them; other files there (the agent's memory notes) are not.
                ["projects"] | ["projects", _] if in_home => return Some(Kind::Transcripts),
                ["projects", .., last] if in_home && last.ends_with(".jsonl") => {
                    return Some(Kind::Transcripts);
                }
                ["plugins", ..] if in_home => return Some(Kind::Install),
                _ => {}
            }
        }
        if let Some(i) = names.iter().rposition(|n| *n == ".codex") {
            match names.get(i + 1..).unwrap_or(&[]) {
                [] | ["hooks.json" | "config.toml"] => return Some(Kind::Codex),
                _ => {}
            }
        }
        if path.starts_with("/etc/claude-code") {
            return Some(Kind::Settings);
        }
        let under = |d: &Option<PathBuf>| d.as_ref().is_some_and(|d| path.starts_with(d));
        if under(&self.store) {
            return Some(Kind::Store);
        }
        if under(&self.config) {
            return Some(Kind::Config);
        }
        if self.install.iter().any(|d| path.starts_with(d)) {
            return Some(Kind::Install);
        }
        let text = path.to_string_lossy();
        self.globs
            .iter()
            .find(|(g, _)| payload::glob::matches(g, &text))
            .map(|(_, k)| *k)
    }

    /// The protected roots `path` contains (it is an ancestor of, or equal
    /// to): what moving, deleting or extracting over `path` would reach.
    pub fn contains(&self, path: &Path, cwd: &Path) -> Option<Kind> {
        if let Some(k) = self.classify(path) {
            return Some(k);
        }
        if path.join(".claude").is_dir() {
            return Some(Kind::Settings);
        }
        self.roots(cwd)
            .into_iter()
            .find(|(r, _)| r.starts_with(path))
            .map(|(_, k)| k)
    }

    /// The protected roots: the user's `.claude` and `.codex`, the store,
    /// the config and install directories, and every `.claude` directory on
    /// the way up from `cwd`.
    pub fn roots(&self, cwd: &Path) -> Vec<(PathBuf, Kind)> {
        let mut roots: Vec<(PathBuf, Kind)> = Vec::new();
        if let Some(h) = &self.home {
            roots.push((h.join(".claude"), Kind::Settings));
            roots.push((h.join(".codex"), Kind::Codex));
        }
        for (d, k) in [(&self.store, Kind::Store), (&self.config, Kind::Config)] {
            if let Some(d) = d {
                roots.push((d.clone(), k));
            }
        }
        roots.extend(self.install.iter().map(|d| (d.clone(), Kind::Install)));
        for a in cwd.ancestors() {
            let c = a.join(".claude");
            if c.is_dir() {
                roots.push((c, Kind::Settings));
            }
        }
        roots
    }

    /// Squeezed names that betray a protected location in code beyond the
    /// fixed components (the install directory's own path).
    pub fn extra_names(&self) -> Vec<String> {
        self.install
            .iter()
            .filter(|d| !d.to_string_lossy().contains("gatehouse"))
            .map(|d| code::squeeze(&d.to_string_lossy()))
            .collect()
    }
}

/// One refusal-worthy use of a protected resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The command (or code) that does it, as written.
    pub command: String,
    /// How: `rm`, `> redirect`, `python3 code`, `cp into` …
    pub how: String,
    /// The path (or the word) it reaches.
    pub target: String,
    pub kind: Kind,
}
