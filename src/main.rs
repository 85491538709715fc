//! gatehouse: the management command.
//!
//! `install` copies the built guard binaries into a versioned install
//! directory and merges their registrations (from `settings/settings.json`,
//! compiled in) into the chosen settings file, keeping everything already
//! there; `uninstall` removes exactly ours; `doctor` proves the registrations
//! load and fire for a launch directory; `list`, `explain`, `test` show the
//! fleet, a guard's rule, and what the harness would get for a payload;
//! `plugin-hooks` / `plugin-build` produce the Claude Code plugin.
//! docs/install.md is the user's guide.
#![allow(clippy::print_stdout, clippy::print_stderr, clippy::exit)] // a CLI prints

// std's `print!`/`println!`/`eprintln!` panic when the reader has gone away
// (`gatehouse install | head -1`: exit 134 under `panic = "abort"`). The
// management command meets the guards' no-panic standard: what cannot be
// written is dropped and the command finishes its work (an install cut off
// half-way by a closed pipe would be worse than lost output).
macro_rules! print {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}
macro_rules! println {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}
macro_rules! eprintln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

use gatehouse::install::{self, Paths, Request, Scope};
use gatehouse::settings::Written;
use gatehouse::{doctor, info, plugin, registry};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage:
  gatehouse --version
  gatehouse install   [--scope team|user|project|local] [--repo DIR] [--guards a,b] [--bin-dir DIR] [--codex]
                      [--sandbox | --no-sandbox] [--also]
  gatehouse uninstall [--scope team|user|project|local] [--repo DIR] [--codex]
  gatehouse install   --scope managed [--managed-hooks-only] [--guards a,b] [--bin-dir DIR]
                      [--prefix DIR] [--managed-settings PATH] [--org-config PATH]      (as root)
  gatehouse uninstall --scope managed [--prefix DIR] [--managed-settings PATH] [--org-config PATH]
  gatehouse sync      [--repo DIR]            re-register what the config turns on, in every scope installed
  gatehouse doctor    [--dir DIR] [--plugin-dir DIR]... [--claude PATH] [--codex]
                      [--prefix DIR] [--managed-settings PATH] [--org-config PATH]
  gatehouse list      [--dir DIR] [--plugin-dir DIR]...
  gatehouse log       [--json] [--guard G] [--since 2h] [--session ID] [--repo DIR] [--verify] [--follow]
  gatehouse stats     [--guard G] [--since 7d] [--session ID] [--repo DIR]
  gatehouse explain   GUARD
  gatehouse test      GUARD [--bin-dir DIR] < payload.json
  gatehouse plugin-hooks                      print the plugin's hooks/hooks.json
  gatehouse plugin-build --out DIR [--bin-dir DIR] [--guards a,b]
  gatehouse registrations [--bin-dir DIR]     print the hooks block with absolute paths
  gatehouse prose-check FILE                  score a final message's sentences for the prose Stop guards
  gatehouse replay --project DIR | SESSION.jsonl…  run the Stop guards over every turn end of recorded sessions

--scope defaults to team (user registrations + the repository's opt-in and notice, to commit);
--repo defaults to the current directory, --dir to its repository root;
--bin-dir defaults to the directory of this executable. See docs/install.md.";

fn main() -> ExitCode {
    // A bug must not end in a Rust backtrace or an abort (134): one line and
    // exit 2, like every guard.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("gatehouse: internal error: {info}");
        std::process::exit(2);
    }));
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("gatehouse: {e}");
            ExitCode::from(2)
        }
    }
}

/// Parsed `--flag value` options and positional words.
struct Opts {
    values: Vec<(String, String)>,
    switches: Vec<String>,
    words: Vec<String>,
}

const SWITCHES: &[&str] = &[
    "--codex",
    "--sandbox",
    "--no-sandbox",
    "--json",
    "--verify",
    "--follow",
    "--also",
    "--managed-hooks-only",
];
const VALUED: &[&str] = &[
    "--scope",
    "--repo",
    "--guards",
    "--bin-dir",
    "--dir",
    "--plugin-dir",
    "--claude",
    "--out",
    "--guard",
    "--since",
    "--session",
    "--prefix",
    "--managed-settings",
    "--org-config",
];

/// The managed install's path flags (installer and doctor only: Claude Code
/// and the guards read their fixed paths).
const MANAGED_PATHS: [&str; 3] = ["--prefix", "--managed-settings", "--org-config"];

impl Opts {
    fn parse(args: &[String], allowed: &[&str]) -> Result<Opts, String> {
        let mut o = Opts {
            values: Vec::new(),
            switches: Vec::new(),
            words: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if a.starts_with("--") {
                if !allowed.contains(&a.as_str()) {
                    return Err(format!("unknown option `{a}`\n{USAGE}"));
                }
                if SWITCHES.contains(&a.as_str()) {
                    o.switches.push(a.clone());
                } else if VALUED.contains(&a.as_str()) {
                    let v = it.next().ok_or(format!("{a} needs a value"))?;
                    o.values.push((a.clone(), v.clone()));
                }
            } else {
                o.words.push(a.clone());
            }
        }
        Ok(o)
    }

    /// For commands that take no positional words.
    fn no_words(self) -> Result<Opts, String> {
        match self.words.first() {
            Some(w) => Err(format!("unexpected argument `{w}`\n{USAGE}")),
            None => Ok(self),
        }
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn all(&self, name: &str) -> Vec<PathBuf> {
        self.values
            .iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| PathBuf::from(v))
            .collect()
    }

    /// `--prefix`, `--managed-settings`, `--org-config`, else the defaults.
    fn managed_paths(&self) -> gatehouse::managed::ManagedPaths {
        let d = gatehouse::managed::ManagedPaths::default();
        gatehouse::managed::ManagedPaths {
            prefix: self.get("--prefix").map_or(d.prefix, PathBuf::from),
            settings: self
                .get("--managed-settings")
                .map_or(d.settings, PathBuf::from),
            org_config: self.get("--org-config").map_or(d.org_config, PathBuf::from),
        }
    }

    /// Whether a managed-only flag was given (an error outside `--scope managed`).
    fn managed_flag(&self) -> Option<&'static str> {
        MANAGED_PATHS
            .into_iter()
            .chain(["--managed-hooks-only"])
            .find(|f| self.get(f).is_some() || self.has(f))
    }

    fn has(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    fn dir(&self, name: &str) -> Result<PathBuf, String> {
        let d = match self.get(name) {
            Some(d) => PathBuf::from(d),
            None => std::env::current_dir().map_err(|e| format!("current directory: {e}"))?,
        };
        if !d.exists() {
            return Err(format!(
                "{name} {}: no such directory; give the repository's path (nothing changed)",
                d.display()
            ));
        }
        if !d.is_dir() {
            return Err(format!(
                "{name} {}: not a directory; give the repository's path (nothing changed)",
                d.display()
            ));
        }
        d.canonicalize()
            .map_err(|e| format!("{name} {}: {e}", d.display()))
    }

    /// `--dir`, else the repository root above the current directory (a
    /// session is launched there; a subfolder loads no project settings).
    fn launch_dir(&self) -> Result<PathBuf, String> {
        let d = self.dir("--dir")?;
        Ok(match self.get("--dir") {
            Some(_) => d,
            None => payload::config::repo_root(&d).unwrap_or(d),
        })
    }

    /// The scope, and whether it is the team install (user registrations
    /// plus the repository's files). Default: team.
    fn scope(&self) -> Result<(Scope, bool), String> {
        match self.get("--scope") {
            None | Some("team") => Ok((Scope::User, true)),
            Some(s) => Scope::parse(s)
                .map(|s| (s, false))
                .map_err(|e| e.replace("user, project", "team, user, project")),
        }
    }
}

/// `--guards a,b`.
fn guards(o: &Opts) -> Option<Vec<String>> {
    o.get("--guards").map(|g| {
        g.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect()
    })
}

/// Where the built binaries are: `--bin-dir`, or beside this executable.
fn source_bin_dir(flag: Option<&str>) -> Result<PathBuf, String> {
    match flag {
        Some(d) => Ok(PathBuf::from(d)),
        None => std::env::current_exe()
            .map_err(|e| e.to_string())?
            .parent()
            .map(Path::to_path_buf)
            .ok_or_else(|| "cannot tell where the guard binaries are; pass --bin-dir".to_owned()),
    }
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    let (cmd, rest) = args.split_first().ok_or(USAGE)?;
    let ok = Ok(ExitCode::SUCCESS);
    match cmd.as_str() {
        "--version" | "-V" | "version" => {
            Opts::parse(rest, &[])?.no_words()?;
            println!("gatehouse {}", env!("CARGO_PKG_VERSION"));
            ok
        }
        "install" => {
            let o = Opts::parse(
                rest,
                &[
                    "--scope",
                    "--repo",
                    "--guards",
                    "--bin-dir",
                    "--codex",
                    "--sandbox",
                    "--no-sandbox",
                    "--also",
                    "--managed-hooks-only",
                    "--prefix",
                    "--managed-settings",
                    "--org-config",
                ],
            )?
            .no_words()?;
            if o.get("--scope") == Some("managed") {
                return managed_install_cmd(&o);
            }
            if let Some(f) = o.managed_flag() {
                return Err(format!("{f} belongs to --scope managed; nothing changed"));
            }
            let also = o.has("--also");
            let guards = guards(&o);
            let ((scope, team), repo) = (o.scope()?, o.dir("--repo")?);
            if team && o.has("--codex") {
                return Err("--codex takes --scope user or project (Codex reads no team notice); nothing changed".into());
            }
            if team && o.has("--sandbox") {
                return Err("--sandbox is per repository: --scope project or local; the team install registers per user. Nothing changed".into());
            }
            let repo = if team {
                gatehouse::team::repo_root(&repo)?
            } else {
                repo
            };
            // `--sandbox` / `--no-sandbox`, else `[gatehouse] sandbox = true`
            // in the config (project and local installs of Claude Code only).
            let sandbox = match (o.has("--sandbox"), o.has("--no-sandbox")) {
                (true, true) => return Err("--sandbox and --no-sandbox contradict".into()),
                (true, false) => Some(true),
                (false, true) => Some(false),
                (false, false) => (scope != Scope::User
                    && !o.has("--codex")
                    && install::sandbox_by_default(&Paths::from_env()?, &repo)?)
                .then_some(true),
            };
            let req = Request {
                scope,
                repo,
                guards,
                bin_dir: source_bin_dir(o.get("--bin-dir"))?,
                codex: o.has("--codex"),
                sandbox,
            };
            install_cmd(&req, team, also)
        }
        "sync" => {
            let o = Opts::parse(rest, &["--repo", "--bin-dir"])?.no_words()?;
            let repo = o.dir("--repo")?;
            let paths = Paths::from_env()?;
            let mut any = false;
            for scope in [Scope::User, Scope::Project, Scope::Local] {
                let path = install::settings_path(&paths, scope, &repo);
                let root = paths.data_root.clone();
                let has = gatehouse::settings::read(&path).is_ok_and(|f| {
                    gatehouse::settings::each_hook(&f.value)
                        .iter()
                        .any(|(_, _, h)| install::is_ours(h, &root))
                });
                if !has {
                    continue;
                }
                any = true;
                let req = Request {
                    scope,
                    repo: repo.clone(),
                    guards: None,
                    bin_dir: source_bin_dir(o.get("--bin-dir"))?,
                    codex: false,
                    sandbox: None,
                };
                let r = install::install(&req, &paths)?;
                println!(
                    "{} ({}): {} registrations, {}",
                    scope.name(),
                    r.file.display(),
                    r.registered,
                    if r.written == Written::Unchanged {
                        "already in step with the config"
                    } else {
                        "updated to the config"
                    }
                );
                if !r.off.is_empty() {
                    println!("  off, not registered: {}", r.off.join(", "));
                }
            }
            if !any {
                println!(
                    "nothing to sync: no gatehouse registrations for {}",
                    repo.display()
                );
            }
            ok
        }
        "team-check" => {
            Opts::parse(rest, &[])?.no_words()?;
            let dir = std::env::current_dir().map_err(|e| e.to_string())?;
            let msg = gatehouse::team::check(&Paths::from_env()?, &dir);
            if !msg.is_empty() {
                println!("{msg}");
            }
            ok
        }
        "uninstall" => {
            let o = Opts::parse(
                rest,
                &[
                    "--scope",
                    "--repo",
                    "--codex",
                    "--prefix",
                    "--managed-settings",
                    "--org-config",
                ],
            )?
            .no_words()?;
            if o.get("--scope") == Some("managed") {
                return managed_uninstall_cmd(&o);
            }
            if let Some(f) = o.managed_flag() {
                return Err(format!("{f} belongs to --scope managed; nothing changed"));
            }
            let paths = Paths::from_env()?;
            let (scope, team) = o.scope()?;
            if team {
                let repo = o.dir("--repo")?;
                if let Some(root) = payload::config::repo_root(&repo)
                    && gatehouse::team::remove_repo_files(&paths, &root)?
                {
                    println!(
                        "removed the team notice from {} (.claude/gatehouse.toml stays: it holds the team's settings)",
                        root.join(".claude/settings.json").display()
                    );
                }
            }
            match install::uninstall(scope, &o.dir("--repo")?, o.has("--codex"), &paths)? {
                None => println!("nothing to remove: the settings file does not exist"),
                Some((path, n, sandbox)) => println!(
                    "removed {n} gatehouse registrations{} from {}",
                    if sandbox {
                        " and the sandbox settings gatehouse added"
                    } else {
                        ""
                    },
                    path.display()
                ),
            }
            ok
        }
        "doctor" => {
            let o = Opts::parse(
                rest,
                &[
                    "--dir",
                    "--plugin-dir",
                    "--claude",
                    "--codex",
                    "--prefix",
                    "--managed-settings",
                    "--org-config",
                ],
            )?
            .no_words()?;
            if o.has("--codex") {
                return codex_doctor(&o.dir("--dir")?, &Paths::from_env()?);
            }
            let opts = doctor::Options {
                dir: o.launch_dir()?,
                paths: Paths::from_env()?,
                plugin_dirs: o.all("--plugin-dir"),
                claude: o.get("--claude").map(PathBuf::from),
                managed: o.managed_paths(),
            };
            let f = doctor::run(&opts)?;
            println!(
                "gatehouse doctor: sessions launched in {}",
                opts.dir.display()
            );
            for n in &f.notes {
                println!("  note: {n}");
            }
            let mut seen: Vec<(&str, &Path)> = Vec::new();
            for r in &f.found {
                if !seen.contains(&(r.source.label.as_str(), r.source.path.as_path())) {
                    seen.push((r.source.label.as_str(), r.source.path.as_path()));
                    let n = f.registrations(Some(&r.source.path));
                    println!(
                        "  {}: {} ({n} gatehouse hooks)",
                        r.source.label,
                        r.source.path.display()
                    );
                }
            }
            println!("  protection: {}", f.level);
            for w in &f.level_why {
                println!("    {w}");
            }
            if f.problems.is_empty() {
                println!(
                    "ok: {} gatehouse registrations load, and each one fires",
                    f.registrations(None)
                );
                ok
            } else {
                for p in &f.problems {
                    println!("problem: {p}");
                }
                println!("{} problem(s)", f.problems.len());
                Ok(ExitCode::from(1))
            }
        }
        "log" | "stats" => {
            let o = Opts::parse(
                rest,
                &[
                    "--json",
                    "--verify",
                    "--follow",
                    "--guard",
                    "--since",
                    "--session",
                    "--repo",
                ],
            )?
            .no_words()?;
            let dir = payload::log::dir_from_env()
                .ok_or("cannot tell where the decision log is: HOME is not set")?;
            if o.has("--verify") {
                return match payload::log::verify(&dir) {
                    Ok(n) => {
                        println!("{}: {n} lines, chain intact", dir.display());
                        ok
                    }
                    Err(b) => {
                        println!("{}:{}: chain broken: {}", b.file.display(), b.line, b.why);
                        Ok(ExitCode::from(1))
                    }
                };
            }
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let filter = gatehouse::log_cmd::Filter {
                guard: o.get("--guard").map(str::to_owned),
                session: o.get("--session").map(str::to_owned),
                repo: match o.get("--repo") {
                    Some(_) => Some(o.dir("--repo")?),
                    None => None,
                },
                since: o
                    .get("--since")
                    .map(|s| gatehouse::log_cmd::parse_since(s, now))
                    .transpose()?,
            };
            if o.has("--follow") {
                if cmd == "stats" {
                    return Err("--follow is an option of `gatehouse log`".into());
                }
                gatehouse::log_cmd::follow(
                    &dir,
                    &filter,
                    o.has("--json"),
                    o.get("--since").is_some(),
                )
                .map_err(|e| format!("log --follow: {e}"))?;
                return ok;
            }
            let lines = gatehouse::log_cmd::select(&dir, &filter);
            if cmd == "stats" {
                print!("{}", gatehouse::log_cmd::stats(&lines));
            } else if o.has("--json") {
                for l in &lines {
                    println!("{l}");
                }
            } else {
                print!("{}", gatehouse::log_cmd::table(&lines));
            }
            ok
        }
        "list" => {
            let o = Opts::parse(rest, &["--dir", "--plugin-dir"])?.no_words()?;
            print!(
                "{}",
                info::list(
                    &o.launch_dir()?,
                    &Paths::from_env()?,
                    &o.all("--plugin-dir")
                )?
            );
            ok
        }
        "explain" => {
            let o = Opts::parse(rest, &[])?;
            let [guard] = o.words.as_slice() else {
                return Err(format!("explain needs one guard name\n{USAGE}"));
            };
            print!("{}", info::explain(guard)?);
            ok
        }
        "test" => {
            let o = Opts::parse(rest, &["--bin-dir"])?;
            let [guard] = o.words.as_slice() else {
                return Err(format!("test needs one guard name\n{USAGE}"));
            };
            let mut payload = Vec::new();
            std::io::stdin()
                .take(64 << 20)
                .read_to_end(&mut payload)
                .map_err(|e| format!("stdin: {e}"))?;
            print!(
                "{}",
                info::test(
                    guard,
                    &payload,
                    o.get("--bin-dir").map(Path::new),
                    &Paths::from_env()?
                )?
            );
            ok
        }
        "plugin-hooks" => {
            Opts::parse(rest, &[])?.no_words()?;
            print!("{}", plugin::hooks_text()?);
            ok
        }
        "plugin-build" => {
            let o = Opts::parse(rest, &["--out", "--bin-dir", "--guards"])?.no_words()?;
            let out = PathBuf::from(o.get("--out").ok_or("plugin-build needs --out DIR")?);
            let n = plugin::build(
                &out,
                &source_bin_dir(o.get("--bin-dir"))?,
                guards(&o).as_deref(),
            )?;
            println!(
                "plugin in {} ({n} binaries); try it: claude --plugin-dir {}",
                out.display(),
                out.display()
            );
            ok
        }
        "registrations" => {
            let o = Opts::parse(rest, &["--bin-dir"])?.no_words()?;
            let bin = source_bin_dir(o.get("--bin-dir"))?;
            let hooks = registry::hooks(&bin.display().to_string(), registry::Form::Direct, None)?;
            println!(
                "{}",
                serde_json::to_string_pretty(&hooks).map_err(|e| e.to_string())?
            );
            ok
        }
        "prose-check" => {
            print!("{}", gatehouse::prose_check::run(rest)?);
            ok
        }
        "replay" => {
            print!("{}", gatehouse::replay::run(rest)?);
            ok
        }
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            ok
        }
        other => Err(format!("unknown command `{other}`\n{USAGE}")),
    }
}

fn install_cmd(req: &Request, team: bool, also: bool) -> Result<ExitCode, String> {
    let paths = Paths::from_env()?;
    if !req.codex && !also {
        refuse_a_second_scope(req, &paths)?;
    }
    if !team && payload::config::repo_root(&req.repo).is_none() {
        println!(
            "note: {} is not in a git repository; the registrations load for sessions launched exactly there",
            req.repo.display()
        );
    }
    let r = install::install(req, &paths)?;
    println!(
        "gatehouse {}: {} guards in {}",
        r.version,
        r.guards.len(),
        r.bin.display()
    );
    println!(
        "{} registrations (what is on for {})",
        r.registered,
        req.repo.display()
    );
    if !r.off.is_empty() {
        println!(
            "not registered, off in the config: {}; after configuring one, run `gatehouse sync`",
            r.off.join(", ")
        );
    }
    match &r.written {
        Written::Unchanged => println!("{}: already up to date (unchanged)", r.file.display()),
        Written::Created => println!("{}: created", r.file.display()),
        Written::Replaced => println!(
            "{}: updated (`gatehouse uninstall` puts back the text it had before, byte for byte)",
            r.file.display()
        ),
    }
    if r.sandboxed {
        println!(
            "sandbox: Claude Code runs Bash in its OS sandbox here, and gatehouse's files are under denyWrite (docs/sandbox.md)"
        );
    }
    if req.codex {
        println!(
            "Codex runs hooks through a shell and fails open on a crash or timeout; see docs/install.md"
        );
        println!(
            "Codex runs only hooks the user trusts: gatehouse's are now trusted in {} (you installing them is the consent)",
            gatehouse::codex::config_path(&paths.codex_dir).display()
        );
        codex_doctor(&req.repo, &paths)?;
        return Ok(ExitCode::SUCCESS);
    }
    if team {
        let w = gatehouse::team::write_repo_files(&paths, &req.repo)?;
        println!(
            "team: {} {}; {}: {}",
            w.root.join(".claude/gatehouse.toml").display(),
            if w.opt_in_created {
                "created (the opt-in)"
            } else {
                "kept (the opt-in)"
            },
            w.settings.display(),
            if w.notice_added {
                "the team notice added (no path of yours in it)"
            } else {
                "the team notice is there"
            }
        );
        println!(
            "team: commit both files. Each teammate runs once, in a clone of gatehouse: scripts/install --scope user \
             (a teammate without it gets one message at session start, and no blocked calls)"
        );
    } else if req.scope == Scope::User {
        println!(
            "user scope: each guard acts only in repositories that opted in (a .claude/gatehouse.toml, which may be empty), \
             or everywhere with `[gatehouse] global = true` in ~/.config/gatehouse/config.toml"
        );
    }
    if let Some(line) = install::link_command(&paths)? {
        println!("{line}");
    }
    // The proof that it works is the doctor's: every registration fired.
    // The directory a session would be launched from.
    let dir = req.repo.clone();
    let opts = doctor::Options {
        dir: dir.clone(),
        paths,
        plugin_dirs: Vec::new(),
        claude: None,
        managed: gatehouse::managed::ManagedPaths::default(),
    };
    let f = doctor::run(&opts)?;
    println!("doctor: protection: {}", f.level);
    if f.problems.is_empty() {
        println!(
            "doctor: {} registrations load for sessions launched in {} and each one fires",
            f.registrations(None),
            dir.display()
        );
    } else {
        for p in &f.problems {
            println!("doctor: problem: {p}");
        }
    }
    if r.guards.iter().any(|g| g == "force-session-cli") && req.scope != Scope::User {
        demo(&dir, &r.bin)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `install --scope managed`: the organisation's install (as root).
fn managed_install_cmd(o: &Opts) -> Result<ExitCode, String> {
    for f in ["--codex", "--sandbox", "--no-sandbox", "--also", "--repo"] {
        if o.has(f) || o.get(f).is_some() {
            return Err(format!(
                "{f} does not apply to --scope managed; nothing changed"
            ));
        }
    }
    let req = gatehouse::managed::Request {
        paths: o.managed_paths(),
        bin_dir: source_bin_dir(o.get("--bin-dir"))?,
        guards: guards(o),
        managed_hooks_only: o.has("--managed-hooks-only"),
    };
    let r = gatehouse::managed::install(&req)?;
    println!(
        "gatehouse {}: {} guards in {} (root's, mode 0755)",
        r.version,
        req.guards.as_ref().map_or_else(
            || registry::guard_names().map(|g| g.len()).unwrap_or(0),
            Vec::len
        ),
        r.bin.display()
    );
    println!(
        "{} registrations (what is on under the organisation config)",
        r.registered
    );
    if !r.off.is_empty() {
        println!(
            "not registered, off in the organisation config: {}",
            r.off.join(", ")
        );
    }
    let s = req.paths.settings.display();
    match r.written {
        Written::Unchanged => println!("{s}: already up to date (unchanged)"),
        Written::Created => println!("{s}: created"),
        Written::Replaced => println!(
            "{s}: updated in one rename (`gatehouse uninstall --scope managed` puts back the text it had before, byte for byte)"
        ),
    }
    println!(
        "allowManagedHooksOnly: {}",
        if r.managed_hooks_only {
            "true (Claude Code ignores hooks from user, project and local settings)"
        } else {
            "not set (users' own hooks run beside the organisation's; --managed-hooks-only sets it)"
        }
    );
    println!(
        "{}: {}",
        req.paths.org_config.display(),
        if r.org_config_created {
            "created (`global = true`: the guards act in every repository); switch guards on there for everyone"
        } else {
            "kept as it is (the organisation's config)"
        }
    );
    for old in &r.removed {
        println!("removed the previous version {}", old.display());
    }
    let (notes, problems) = gatehouse::managed::doctor(&req.paths);
    for n in &notes {
        println!("doctor: {n}");
    }
    // Installed either way (as the other scopes): the problems are printed
    // with their fixes, and `gatehouse doctor` exits 1 on them.
    for p in &problems {
        println!("doctor: problem: {p}");
    }
    Ok(ExitCode::SUCCESS)
}

/// `uninstall --scope managed`: exactly what the managed install added.
fn managed_uninstall_cmd(o: &Opts) -> Result<ExitCode, String> {
    if o.has("--codex") || o.get("--repo").is_some() {
        return Err("--codex and --repo do not apply to --scope managed; nothing changed".into());
    }
    let paths = o.managed_paths();
    let r = gatehouse::managed::uninstall(&paths)?;
    let s = paths.settings.display();
    if r.settings_restored {
        println!("{s}: the text it had before install, byte for byte");
    } else if r.settings_removed {
        println!("{s}: removed (install created it)");
    } else {
        println!("{s}: {} gatehouse registrations removed", r.registrations);
    }
    if r.org_config_removed {
        println!(
            "{}: removed (install created it)",
            paths.org_config.display()
        );
    } else if r.org_config_kept {
        println!(
            "{}: kept (install created it, but it was edited since: remove it yourself if it is no longer wanted)",
            paths.org_config.display()
        );
    }
    for v in &r.versions {
        println!("removed {}", v.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// `doctor --codex`: only the Codex checks (trust, project trust).
fn codex_doctor(dir: &Path, paths: &Paths) -> Result<ExitCode, String> {
    let root = paths.data_root.clone();
    let (notes, problems) = gatehouse::codex::doctor(dir, &paths.codex_dir, &|c| {
        install::is_ours_command(c, &root)
    });
    println!(
        "gatehouse doctor --codex: Codex sessions launched in {}",
        dir.display()
    );
    for n in &notes {
        println!("  {n}");
    }
    for p in &problems {
        println!("problem: {p}");
    }
    if notes.is_empty() {
        println!(
            "problem: no gatehouse hook in a Codex hooks file for {} — fix: gatehouse install --codex",
            dir.display()
        );
        return Ok(ExitCode::from(1));
    }
    if problems.is_empty() {
        println!("ok: Codex trusts every gatehouse hook it loads here");
        return Ok(ExitCode::SUCCESS);
    }
    Ok(ExitCode::from(1))
}

/// A second scope on top of a first would run every guard twice: refused,
/// naming the registrations already in force and how to move them.
fn refuse_a_second_scope(req: &Request, paths: &Paths) -> Result<(), String> {
    let target = install::settings_path(paths, req.scope, &req.repo);
    let dir = payload::config::repo_root(&req.repo).unwrap_or_else(|| req.repo.clone());
    let mut f = doctor::Findings::default();
    doctor::registrations(&dir, paths, &[], &mut f)?;
    let same = |p: &Path| {
        p == target
            || std::fs::canonicalize(p).ok() == std::fs::canonicalize(&target).ok()
                && target.exists()
    };
    let xdg = std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from);
    let user_cfg = payload::config::user_config_path(Some(&paths.home), xdg.as_deref());
    // User-scope and plugin registrations act here only once the repository
    // opted in (a team install opts it in).
    let acts_here = |dispatch: bool| {
        !dispatch
            || req.scope == Scope::User
            || gatehouse::dispatch::in_scope(
                &serde_json::json!({"cwd": dir, "hook_event_name": "PreToolUse"}),
                user_cfg.as_deref(),
            )
    };
    let mut other: Vec<String> = Vec::new();
    for r in &f.found {
        let dispatch = registry::is_dispatch_form(&r.command, r.args.as_deref());
        if !same(&r.source.path) && acts_here(dispatch) {
            let s = format!("{} ({})", r.source.label, r.source.path.display());
            if !other.contains(&s) {
                other.push(s);
            }
        }
    }
    if other.is_empty() {
        return Ok(());
    }
    Err(format!(
        "gatehouse is already registered for sessions launched in {} by {}: installing --scope {} on top would run every guard twice. \
         Keep one: re-run install with that scope (or `gatehouse sync`), or remove it first (`gatehouse uninstall --scope …`, \
         or disable the plugin); --also installs anyway. Nothing changed",
        dir.display(),
        other.join(", "),
        if req.scope == Scope::User {
            "user/team".to_owned()
        } else {
            req.scope.name().to_owned()
        }
    ))
}

/// Shows a guard refusing a sample payload: a Write to the repository's own
/// `.claude/settings.json`, exactly as Claude Code would send it.
fn demo(repo: &Path, bin: &Path) -> Result<(), String> {
    let payload = serde_json::json!({
        "session_id": "gatehouse-install-demo", "transcript_path": "", "cwd": repo,
        "hook_event_name": "PreToolUse", "tool_name": "Write",
        "tool_input": {"file_path": repo.join(".claude/settings.json"), "content": "{}"},
    });
    let ran = doctor::run_hook(
        &bin.join("force-session-cli").display().to_string(),
        &[],
        repo,
        &[],
        payload.to_string().as_bytes(),
        std::time::Duration::from_secs(10),
    )?;
    println!("\nsample: an agent's Write to .claude/settings.json →");
    println!(
        "exit {} (2 = refused)",
        ran.code.map_or("signal".into(), |c| c.to_string())
    );
    print!("{}", ran.stderr);
    if ran.code != Some(2) {
        return Err("the sample refusal did not happen: the install is not working".into());
    }
    Ok(())
}
