//! Decision-time reads: the files a command runs are on disk when the guard decides, so
//! they are read (bounded, cached per call) and analysed as part of the command —
//! scripts run by path (`bash run.sh`, `./x.sh`, `source env.sh`), the recipes of the
//! `make` targets it names, and git aliases (`git -c alias.t='!…' t`, the repository's
//! `[alias]` section). Files the command itself writes with literal content earlier
//! (`cat > run.sh <<'EOF'`, `printf … > pytest.ini`) are read from that content.
//! Shell code inside interpreter one-liners (`os.system("…")`, `subprocess.run([…])`,
//! `execSync("…")`, `system("…")`) is analysed as shell too.

use crate::unwrap::{FileRun, Stdin};
use crate::walk::{Job, State};
use crate::{Command, FileSeen, Problem, ProblemKind, RedirectKind, Script, Via, Word};
use std::path::{Component, Path, PathBuf};

/// Largest file read at decision time.
pub const MAX_FILE_BYTES: u64 = 256 * 1024;
/// Most distinct files read per call.
pub const MAX_FILES: usize = 32;
/// Most bytes read per call over all files.
pub const MAX_READ_BYTES: usize = 1024 * 1024;

/// Reads a regular text file of at most [`MAX_FILE_BYTES`]; `None` otherwise.
pub fn read_bounded(path: &Path) -> Option<String> {
    use std::io::Read;
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > MAX_FILE_BYTES {
        return None;
    }
    let mut buf = Vec::new();
    std::fs::File::open(path)
        .ok()?
        .take(MAX_FILE_BYTES)
        .read_to_end(&mut buf)
        .ok()?;
    if buf.contains(&0) {
        return None;
    }
    String::from_utf8(buf).ok()
}

/// Lexical normalisation (`a/./b/../c` → `a/c`), no file-system access.
pub(crate) fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// Why a file could not be read.
enum Read {
    Text(String),
    Missing,
    Limit,
}

impl State<'_> {
    pub(crate) fn resolve(&self, path: &str) -> Option<PathBuf> {
        let p = Path::new(path);
        if p.is_absolute() {
            return Some(normalize(p));
        }
        Some(normalize(&self.cwd.as_ref()?.join(p)))
    }

    fn read(&mut self, path: &Path) -> Read {
        if let Some(t) = self.written.get(path) {
            return Read::Text(t.clone());
        }
        if let Some(c) = self.cache.get(path) {
            return c.clone().map_or(Read::Missing, Read::Text);
        }
        let Some(reader) = self.reader else {
            return Read::Missing;
        };
        if self.cache.len() >= MAX_FILES || self.read_bytes > MAX_READ_BYTES {
            return Read::Limit;
        }
        let got = reader(path);
        self.read_bytes += got.as_ref().map_or(0, String::len);
        self.cache.insert(path.to_path_buf(), got.clone());
        if let Some(t) = &got {
            self.out.files.push(FileSeen {
                path: path.to_path_buf(),
                text: t.clone(),
                written: false,
            });
        }
        got.map_or(Read::Missing, Read::Text)
    }

    /// Reads a file the command may use (a config file, say); written content first.
    pub(crate) fn read_text(&mut self, path: &str) -> Option<String> {
        let p = self.resolve(path)?;
        match self.read(&p) {
            Read::Text(t) => Some(t),
            _ => None,
        }
    }

    /// A script run by path: analysed here, with its arguments as `$1` ….
    pub(crate) fn run_file(&mut self, run: FileRun, nesting: usize) {
        if self.reader.is_none() {
            return;
        }
        let Some(path) = self.resolve(&run.path) else {
            return;
        };
        let text = match self.read(&path) {
            Read::Text(t) => t,
            Read::Missing => {
                // `./configure`, a tool on PATH given by path …: only a problem for
                // guards whose subject the command line could be about.
                if run.shell || path.exists() {
                    self.out.problems.push(Problem {
                        kind: ProblemKind::DynamicCode,
                        text: run.text.clone(),
                        reason: format!(
                            "it runs `{}`, which could not be read when the command was checked",
                            run.path
                        ),
                    });
                }
                return;
            }
            Read::Limit => {
                self.out.problems.push(Problem {
                    kind: ProblemKind::TooMuch,
                    text: run.text.clone(),
                    reason: format!(
                        "it runs `{}`, beyond the {MAX_FILES} files / {MAX_READ_BYTES} bytes read per command",
                        run.path
                    ),
                });
                return;
            }
        };
        let first = text.lines().next().unwrap_or("");
        let interp = first.strip_prefix("#!").map(|l| {
            let mut words = l.split_whitespace();
            let prog = words.next().unwrap_or("");
            let base = prog.rsplit('/').next().unwrap_or(prog);
            if base == "env" {
                words
                    .find(|w| !w.starts_with('-'))
                    .unwrap_or("")
                    .to_string()
            } else {
                base.to_string()
            }
        });
        // `python3 x.py`: the interpreter is the command's, whatever the shebang says.
        let interp = run.lang.clone().or(interp);
        let shell = match interp.as_deref() {
            None => true,
            Some(i) => crate::is_shell(i),
        };
        let mut ctx = run.ctx.clone();
        ctx.via.push(Via::File);
        if shell {
            self.job(Job {
                src: text,
                ctx,
                nesting: nesting + 1,
                positional: Some(run.args),
            });
            return;
        }
        if let Some(i) = interp.filter(|i| {
            i.starts_with("python")
                || i.starts_with("pypy")
                || matches!(
                    i.as_str(),
                    "node" | "nodejs" | "perl" | "ruby" | "bun" | "deno" | "php"
                )
        }) {
            let cmd = Command {
                argv: vec![Word::literal(&i), Word::literal(&run.path)],
                program_path: None,
                assignments: Vec::new(),
                redirects: Vec::new(),
                ctx,
                script: Some(Script {
                    interpreter: i,
                    text,
                    dynamic: false,
                }),
                text: run.text,
            };
            self.after(&cmd, nesting);
            self.out.commands.push(cmd);
        }
    }

    /// Follow-ups of a recorded command: `make` recipes, git aliases, shell code in
    /// interpreter programs.
    pub(crate) fn after(&mut self, c: &Command, nesting: usize) {
        if nesting >= self.limits.max_nesting {
            return;
        }
        match c.program() {
            Some("make" | "gmake") => self.make(c, nesting),
            Some("git") => {
                self.git_alias(c, nesting);
                self.git_hooks(c, nesting);
            }
            Some("npm" | "yarn" | "pnpm" | "bun") => self.package_script(c, nesting),
            Some("just") => self.just(c, nesting),
            Some("task" | "go-task") => self.taskfile(c, nesting),
            Some("tox") => self.tox(c, nesting),
            // `nox`: the sessions of `noxfile.py` (scanned as Python).
            Some("nox") => {
                if let Some(text) = self.read_text("noxfile.py") {
                    let mut cmd = c.clone();
                    cmd.script = Some(Script {
                        interpreter: "python3".to_string(),
                        text,
                        dynamic: false,
                    });
                    cmd.ctx.via.push(Via::File);
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::Interpreter);
                    if let Some(s) = &cmd.script {
                        for t in shell_strings(&s.text).into_iter().take(16) {
                            self.jobs_push(t, ctx.clone(), nesting);
                        }
                    }
                    self.out.commands.push(cmd);
                }
            }
            _ => {}
        }
        if let Some(s) = &c.script
            && !s.dynamic
        {
            let mut ctx = c.ctx.clone();
            ctx.via.push(Via::Interpreter);
            for text in shell_strings(&s.text).into_iter().take(16) {
                self.jobs_push(text, ctx.clone(), nesting);
            }
        }
    }

    fn jobs_push(&mut self, src: String, ctx: crate::Context, nesting: usize) {
        self.job(Job {
            src,
            ctx,
            nesting: nesting + 1,
            positional: None,
        });
    }

    /// `make [-C dir] [-f file] [target…]`: the recipes of the named targets (or the
    /// default one) and of their prerequisites, three levels deep.
    fn make(&mut self, c: &Command, nesting: usize) {
        if self.reader.is_none() {
            return;
        }
        let args = c.args();
        let mut dir = String::new();
        let mut file = None;
        let mut targets = Vec::new();
        // `make test PYTEST='pytest -n 4'` overrides the Makefile's own value; the
        // environment (`PYTEST=… make`) fills what the Makefile leaves unset, or overrides
        // it under `-e`.
        let mut overrides: Vec<(String, String)> = Vec::new();
        let env_first = !args.iter().any(|w| {
            w.text == "-e"
                || w.text == "--environment-overrides"
                || (w.text.starts_with('-') && !w.text.starts_with("--") && w.text.contains('e'))
        });
        let env: Vec<(String, String)> = c
            .assignments
            .iter()
            .map(|a| (a.name.clone(), a.value.text.clone()))
            .collect();
        let mut i = 0;
        while let Some(w) = args.get(i) {
            let t = w.text.as_str();
            match t {
                "-C" | "--directory" => {
                    dir = args.get(i + 1).map(|w| w.text.clone()).unwrap_or_default();
                    i += 1;
                }
                "-f" | "--file" | "--makefile" => {
                    file = args.get(i + 1).map(|w| {
                        if w.raw.starts_with("<(") {
                            w.raw.clone()
                        } else {
                            w.text.clone()
                        }
                    });
                    i += 1;
                }
                "-j" | "-l" | "-o" | "-W" | "-I" => i += 1,
                _ if t.starts_with("-C") && t.len() > 2 => dir = t.get(2..).unwrap_or("").into(),
                _ if t.starts_with("-f") && t.len() > 2 => file = t.get(2..).map(str::to_string),
                _ if t.starts_with('-') => {}
                _ if t.contains('=') => {
                    if let Some((k, v)) = t.split_once('=') {
                        let k = k.trim_end_matches([':', '?', '+']).trim();
                        overrides.push((k.to_string(), v.to_string()));
                    }
                }
                _ => targets.push(t.to_string()),
            }
            i += 1;
        }
        // `make -f - t <<'EOF'`, `make -f /dev/stdin <<< …`: the Makefile is the
        // command's here-document or here-string.
        let from_stdin = file
            .as_deref()
            .is_some_and(|f| f == "-" || f == "/dev/stdin" || f == "/dev/fd/0")
            .then(|| {
                c.redirects.iter().rev().find_map(|r| match r.kind {
                    crate::RedirectKind::Heredoc => r.body.clone(),
                    crate::RedirectKind::HereString => Some(format!("{}\n", r.target.text)),
                    _ => None,
                })
            })
            .flatten();
        let base = if dir.is_empty() {
            String::new()
        } else {
            format!("{dir}/")
        };
        let candidates: Vec<String> = match file {
            Some(f) => vec![format!("{base}{f}")],
            None => ["GNUmakefile", "makefile", "Makefile"]
                .iter()
                .map(|n| format!("{base}{n}"))
                .collect(),
        };
        // `make -f <(printf 'all:\n\t…')`: a Makefile made by pure producers.
        let produced = candidates.first().and_then(|f| {
            let inner = f.strip_prefix("<(")?.strip_suffix(')')?;
            crate::eval::substitution(inner, &self.env(), 0).map(|t| t + "\n")
        });
        let Some(text) = from_stdin
            .or(produced)
            .or_else(|| candidates.iter().find_map(|p| self.read_text(p)))
        else {
            return;
        };
        let mut ctx = c.ctx.clone();
        ctx.via.push(Via::Make);
        let (low, high) = if env_first {
            (env, overrides)
        } else {
            (Vec::new(), env.into_iter().chain(overrides).collect())
        };
        for recipe in make_recipes_with(&text, &targets, &low, &high)
            .into_iter()
            .take(64)
        {
            self.job(Job {
                src: recipe,
                ctx: ctx.clone(),
                nesting: nesting + 1,
                positional: None,
            });
        }
    }

    fn run_texts(&mut self, c: &Command, texts: Vec<String>, via: Via, nesting: usize) {
        let mut ctx = c.ctx.clone();
        ctx.via.push(via);
        for t in texts.into_iter().take(32) {
            self.job(Job {
                src: t,
                ctx: ctx.clone(),
                nesting: nesting + 1,
                positional: None,
            });
        }
    }

    /// `npm test`, `npm run X`, `yarn X`, `pnpm run X`, `bun run X`: the `scripts` entry of
    /// `package.json` (with its `pre`/`post` scripts).
    fn package_script(&mut self, c: &Command, nesting: usize) {
        if self.reader.is_none() {
            return;
        }
        let args: Vec<&str> = c
            .args()
            .iter()
            .map(|w| w.text.as_str())
            .filter(|a| !a.starts_with('-'))
            .collect();
        let name = match args.as_slice() {
            ["run" | "run-script", n, ..] => (*n).to_string(),
            [n @ ("test" | "start" | "stop" | "restart"), ..] => (*n).to_string(),
            ["t" | "tst", ..] => "test".to_string(),
            [n, ..]
                if c.program() != Some("npm")
                    && !matches!(
                        *n,
                        "install" | "add" | "remove" | "i" | "ci" | "exec" | "dlx" | "x"
                    ) =>
            {
                (*n).to_string()
            }
            _ => return,
        };
        let Some(text) = self.read_text("package.json") else {
            return;
        };
        let mut scripts = Vec::new();
        for n in [format!("pre{name}"), name.clone(), format!("post{name}")] {
            if let Some(v) = json_script(&text, &n) {
                scripts.push(v);
            }
        }
        self.run_texts(c, scripts, Via::File, nesting);
    }

    /// `just [recipe]`: the recipe's lines from `justfile`/`Justfile`.
    fn just(&mut self, c: &Command, nesting: usize) {
        if self.reader.is_none() {
            return;
        }
        let target = c
            .args()
            .iter()
            .find(|w| !w.text.starts_with('-'))
            .map(|w| w.text.clone());
        let Some(text) = ["justfile", "Justfile", ".justfile"]
            .iter()
            .find_map(|f| self.read_text(f))
        else {
            return;
        };
        let mut lines = Vec::new();
        let mut inside = false;
        let mut first = true;
        for line in text.lines() {
            if !line.starts_with([' ', '\t']) {
                let head = line
                    .split(':')
                    .next()
                    .unwrap_or("")
                    .split_whitespace()
                    .next()
                    .unwrap_or("");
                if line.contains(':')
                    && !line.contains(":=")
                    && !head.is_empty()
                    && !line.starts_with('#')
                {
                    inside = match &target {
                        Some(t) => head.trim_start_matches('@') == t,
                        None => first,
                    };
                    first = false;
                } else if !line.trim().is_empty() {
                    inside = false;
                }
                continue;
            }
            if inside {
                lines.push(line.trim().trim_start_matches(['@', '-']).to_string());
            }
        }
        self.run_texts(c, lines, Via::Make, nesting);
    }

    /// `task NAME…` (go-task): the `cmds` of those tasks in `Taskfile.yml` (and the tasks
    /// they call with `task:` or need as `deps`), the `default` task without a name. A
    /// line-based reading of the YAML: task keys under `tasks:`, `cmds:` items as strings,
    /// `cmd:` values and `|` blocks.
    fn taskfile(&mut self, c: &Command, nesting: usize) {
        if self.reader.is_none() {
            return;
        }
        let Some(text) = [
            "Taskfile.yml",
            "Taskfile.yaml",
            "taskfile.yml",
            "taskfile.yaml",
            "Taskfile.dist.yml",
        ]
        .iter()
        .find_map(|f| self.read_text(f)) else {
            return;
        };
        let args = c.args();
        let mut todo: Vec<String> = args
            .iter()
            .take_while(|w| w.text != "--")
            .filter(|w| !w.text.starts_with('-') && !w.text.contains('='))
            .map(|w| w.text.clone())
            .collect();
        if todo.is_empty() {
            todo.push("default".to_string());
        }
        let tasks = taskfile_tasks(&text);
        let mut seen = Vec::new();
        let mut lines = Vec::new();
        while let Some(name) = todo.pop() {
            if seen.contains(&name) || seen.len() >= 16 {
                continue;
            }
            seen.push(name.clone());
            let Some((cmds, calls)) = tasks.iter().find(|t| t.0 == name).map(|t| (&t.1, &t.2))
            else {
                continue;
            };
            lines.extend(cmds.iter().cloned());
            todo.extend(calls.iter().cloned());
        }
        self.run_texts(c, lines, Via::Make, nesting);
    }

    /// `tox [-e ENVS] [-- ARGS]`: the `commands` of `[testenv]` and `[testenv:ENV]` in
    /// `tox.ini`, `{posargs}` filled with ARGS.
    fn tox(&mut self, c: &Command, nesting: usize) {
        if self.reader.is_none() {
            return;
        }
        let args = c.args();
        let posargs = args
            .iter()
            .position(|w| w.text == "--")
            .map(|i| {
                args.iter()
                    .skip(i + 1)
                    .map(|w| quote(&w.text))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .unwrap_or_default();
        let Some(text) = self.read_text("tox.ini") else {
            return;
        };
        let mut out = Vec::new();
        let mut in_env = false;
        let mut in_commands = false;
        for line in text.lines() {
            let t = line.trim();
            if t.starts_with('[') {
                in_env = t.starts_with("[testenv");
                in_commands = false;
                continue;
            }
            if !in_env {
                continue;
            }
            if let Some((k, v)) = t.split_once('=')
                && !line.starts_with([' ', '\t'])
            {
                in_commands = k.trim() == "commands" || k.trim() == "commands_pre";
                if in_commands && !v.trim().is_empty() {
                    out.push(v.trim().to_string());
                }
                continue;
            }
            if in_commands && line.starts_with([' ', '\t']) && !t.is_empty() {
                out.push(t.to_string());
            }
        }
        let out = out
            .into_iter()
            .map(|l| {
                let l = l.replace("{posargs}", &posargs);
                // `{posargs:-x}` defaults, `{envpython}` …: run-time values.
                let mut r = String::new();
                let mut depth = 0;
                for ch in l.chars() {
                    match ch {
                        '{' => depth += 1,
                        '}' if depth > 0 => depth -= 1,
                        _ if depth == 0 => r.push(ch),
                        _ => {}
                    }
                }
                r.trim_start_matches('-').trim().to_string()
            })
            .collect();
        self.run_texts(c, out, Via::File, nesting);
    }

    /// The hooks a git command triggers (`.git/hooks/pre-commit` for `git commit` …), read
    /// and run as files.
    fn git_hooks(&mut self, c: &Command, nesting: usize) {
        if self.reader.is_none() {
            return;
        }
        let args = c.args();
        let sub = args
            .iter()
            .map(|w| w.text.as_str())
            .find(|a| !a.starts_with('-'));
        let hooks: &[&str] = match sub {
            Some("commit")
                if !args
                    .iter()
                    .any(|w| w.text == "--no-verify" || w.text == "-n") =>
            {
                &[
                    "pre-commit",
                    "prepare-commit-msg",
                    "commit-msg",
                    "post-commit",
                ]
            }
            Some("push") if !args.iter().any(|w| w.text == "--no-verify") => &["pre-push"],
            Some("merge" | "pull") => &["pre-merge-commit", "post-merge"],
            Some("checkout" | "switch") => &["post-checkout"],
            Some("rebase") => &["pre-rebase"],
            Some("am") => &["applypatch-msg", "pre-applypatch", "post-applypatch"],
            _ => return,
        };
        let dir = match self.read_text(".git") {
            Some(t) => match t.trim().strip_prefix("gitdir:") {
                Some(gd) => {
                    let gd = gd.trim().to_string();
                    self.read_text(&format!("{gd}/commondir"))
                        .map(|c| format!("{gd}/{}", c.trim()))
                        .unwrap_or(gd)
                }
                None => return,
            },
            None => ".git".to_string(),
        };
        for h in hooks {
            let path = format!("{dir}/hooks/{h}");
            let Some(p) = self.resolve(&path) else {
                continue;
            };
            if !p.is_file() && !self.written.contains_key(&p) {
                continue;
            }
            self.run_file(
                FileRun {
                    path,
                    args: Vec::new(),
                    ctx: c.ctx.clone(),
                    shell: false,
                    text: c.text.clone(),
                    lang: None,
                },
                nesting,
            );
        }
    }

    /// `git -c alias.NAME=VALUE NAME …` and the repository's `[alias]` section.
    fn git_alias(&mut self, c: &Command, nesting: usize) {
        let args = c.args();
        let mut i = 0;
        let mut inline = Vec::new();
        let mut dir: Option<String> = None;
        while let Some(w) = args.get(i) {
            match w.text.as_str() {
                "-c" => {
                    if let Some(v) = args.get(i + 1) {
                        inline.push(v.text.clone());
                    }
                    i += 2;
                }
                "-C" => {
                    dir = args.get(i + 1).map(|w| w.text.clone());
                    i += 2;
                }
                t if t == "--config-env" || t.starts_with("--config-env=") => {
                    // `--config-env alias.x=VAR`: the alias's text is VAR's value.
                    let spec = match t.strip_prefix("--config-env=") {
                        Some(v) => v.to_string(),
                        None => {
                            i += 1;
                            args.get(i).map(|w| w.text.clone()).unwrap_or_default()
                        }
                    };
                    if let Some((key, var)) = spec.split_once('=')
                        && key.to_ascii_lowercase().starts_with("alias.")
                    {
                        match self.vars.get(var) {
                            Some(crate::eval::Val::Str(v)) => inline.push(format!("{key}={v}")),
                            _ => self.out.problems.push(Problem {
                                kind: ProblemKind::DynamicCode,
                                text: c.text.clone(),
                                reason: "a git alias taken from the environment".to_string(),
                            }),
                        }
                    }
                    i += 1;
                }
                "--git-dir" | "--work-tree" | "--namespace" => i += 2,
                t if t.starts_with('-') => i += 1,
                _ => break,
            }
        }
        let Some(sub) = args.get(i).and_then(Word::as_static) else {
            return;
        };
        let rest: Vec<String> = args.iter().skip(i + 1).map(|w| w.text.clone()).collect();
        let key = format!("alias.{}=", sub.to_ascii_lowercase());
        let mut value = inline.iter().rev().find_map(|kv| {
            let lower = kv.to_ascii_lowercase();
            lower
                .starts_with(&key)
                .then(|| kv.get(key.len()..).unwrap_or("").to_string())
        });
        if value.is_none() && !GIT_BUILTINS.contains(&sub) {
            value = self.git_aliases.get(&sub.to_ascii_lowercase()).cloned();
        }
        if value.is_none() && !GIT_BUILTINS.contains(&sub) && self.reader.is_some() {
            value = self.repo_alias(dir.as_deref(), sub);
        }
        let Some(value) = value else {
            return;
        };
        let mut ctx = c.ctx.clone();
        ctx.via.push(Via::GitAlias);
        let quoted: Vec<String> = rest.iter().map(|a| quote(a)).collect();
        let src = match value.strip_prefix('!') {
            // A shell alias gets the arguments as `$1` … and also appended.
            Some(sh) => format!("{sh} {}", quoted.join(" ")),
            None => format!("git {value} {}", quoted.join(" ")),
        };
        self.job(Job {
            src,
            ctx,
            nesting: nesting + 1,
            positional: Some(rest),
        });
    }

    fn repo_alias(&mut self, dir: Option<&str>, name: &str) -> Option<String> {
        let base = dir.map_or(String::new(), |d| format!("{d}/"));
        let mut configs = Vec::new();
        let dotgit = format!("{base}.git");
        match self.read_text(&dotgit) {
            // A linked worktree: `.git` is a file naming the git dir; its `commondir`
            // holds the shared config.
            Some(t) => {
                if let Some(gd) = t.trim().strip_prefix("gitdir:") {
                    let gd = gd.trim().to_string();
                    let common = self
                        .read_text(&format!("{gd}/commondir"))
                        .map(|c| format!("{gd}/{}", c.trim()))
                        .unwrap_or(gd);
                    configs.push(format!("{common}/config"));
                }
            }
            None => configs.push(format!("{dotgit}/config")),
        }
        for cfg in configs {
            if let Some(text) = self.read_text(&cfg)
                && let Some(v) = config_alias(&text, name)
            {
                return Some(v);
            }
        }
        None
    }

    /// A file the command writes with content known now (`printf … > f`, `cat > f <<EOF`,
    /// `tee f <<EOF`): later reads in the same command see that content.
    /// `sed -i 's/a/b/' FILE`: the file's new content when the old one is known (written
    /// earlier by the command, or on disk) and the script is a literal substitution;
    /// otherwise its content is unknown from here on.
    fn sed_in_place(&mut self, c: &Command) {
        if c.program() != Some("sed") {
            return;
        }
        let args = c.args();
        if !args
            .iter()
            .any(|w| w.text.starts_with("-i") || w.text.starts_with("--in-place"))
        {
            return;
        }
        let mut script: Option<String> = None;
        let mut files = Vec::new();
        let mut i = 0;
        while let Some(w) = args.get(i) {
            let t = w.text.as_str();
            if t == "-e" || t == "--expression" {
                script = args
                    .get(i + 1)
                    .and_then(|w| w.as_static())
                    .map(str::to_string);
                i += 1;
            } else if t.starts_with('-') {
                // other options
            } else if script.is_none() {
                script = w.as_static().map(str::to_string);
            } else {
                files.push(w.clone());
            }
            i += 1;
        }
        for f in files {
            let Some(p) = f.as_static().and_then(|t| self.resolve(t)) else {
                continue;
            };
            let old = match self.written.get(&p).cloned() {
                Some(t) => Some(t),
                None if self.reader.is_some() => self.read_text(&p.to_string_lossy()),
                None => None,
            };
            let new = match (&script, old) {
                (Some(sc), Some(old)) => {
                    crate::eval::produce(&["sed".to_string(), sc.clone()], Some(&old))
                }
                _ => None,
            };
            match new {
                Some(t) => {
                    self.out.files.push(FileSeen {
                        path: p.clone(),
                        text: t.clone(),
                        written: true,
                    });
                    self.written.insert(p, t);
                }
                None => {
                    self.written.remove(&p);
                    self.cache.insert(p.clone(), None);
                    self.out.files.push(FileSeen {
                        path: p,
                        text: String::new(),
                        written: true,
                    });
                }
            }
        }
    }

    pub(crate) fn note_write(&mut self, c: &Command, stdin: Option<&Stdin>) {
        self.sed_in_place(c);
        let targets: Vec<(&Word, bool)> = c
            .redirects
            .iter()
            .filter(|r| {
                matches!(r.kind, RedirectKind::Truncate | RedirectKind::Append)
                    && r.fd.is_none_or(|fd| fd == 1)
            })
            .map(|r| (&r.target, r.kind == RedirectKind::Append))
            .collect();
        let tee: Vec<&Word> = if c.program() == Some("tee") {
            c.args()
                .iter()
                .filter(|w| !w.text.starts_with('-'))
                .collect()
        } else {
            Vec::new()
        };
        // `cp /dev/stdin t.sh <<< TEXT`, `cp a.sh b.sh` of a file written earlier: the copy
        // holds that content (`None`: only known at run time).
        let copy: Option<(&Word, Option<String>)> = match c.program() {
            Some("cp" | "install") => {
                let ops: Vec<&Word> = c
                    .args()
                    .iter()
                    .filter(|w| !w.text.starts_with('-'))
                    .collect();
                match ops.as_slice() {
                    [src, dest] => {
                        let from = match src.as_static() {
                            Some("/dev/stdin" | "/dev/fd/0" | "/proc/self/fd/0") => match stdin {
                                Some(Stdin::Text(t)) => Some(t.clone()),
                                _ => None,
                            },
                            Some(f) => self.resolve(f).and_then(|p| self.written.get(&p).cloned()),
                            None => None,
                        };
                        Some((*dest, from))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some((dest, from)) = copy
            && let Some(p) = dest.as_static().and_then(|t| self.resolve(t))
        {
            match from {
                Some(t) => {
                    self.out.files.push(FileSeen {
                        path: p.clone(),
                        text: t.clone(),
                        written: true,
                    });
                    self.written.insert(p, t);
                }
                // A copy of something on disk or unknown: read from disk later, as
                // before, unless the destination was written in this command.
                None => {
                    self.written.remove(&p);
                }
            }
        }
        if targets.is_empty() && tee.is_empty() {
            return;
        }
        let input = match stdin {
            Some(Stdin::Text(t)) => Some(t.as_str()),
            _ => None,
        };
        let argv: Option<Vec<String>> = c
            .argv
            .iter()
            .map(|w| w.as_static().map(str::to_string))
            .collect();
        let content = if c.program() == Some("tee") {
            input.map(str::to_string)
        } else {
            argv.and_then(|a| crate::eval::produce(&a, input))
        };
        let all = targets
            .into_iter()
            .chain(tee.into_iter().map(|w| (w, false)));
        for (w, append) in all {
            let Some(p) = w.as_static().and_then(|t| self.resolve(t)) else {
                continue;
            };
            match &content {
                Some(text) => {
                    let mut t = if append {
                        // Appended to what the command wrote before, else to the file on
                        // disk now (`echo 'addopts = -n 4' >> pytest.ini`).
                        match self.written.get(&p).cloned() {
                            Some(t) => t,
                            None if self.reader.is_some() => {
                                self.read_text(&p.to_string_lossy()).unwrap_or_default()
                            }
                            None => String::new(),
                        }
                    } else {
                        String::new()
                    };
                    t.push_str(text);
                    self.out.files.push(FileSeen {
                        path: p.clone(),
                        text: t.clone(),
                        written: true,
                    });
                    self.written.insert(p, t);
                }
                None => {
                    // Written with content known only at run time: a later read must
                    // not fall back to what is on disk now.
                    self.written.remove(&p);
                    self.cache.insert(p.clone(), None);
                    self.out.files.push(FileSeen {
                        path: p,
                        text: String::new(),
                        written: true,
                    });
                }
            }
        }
    }
}

/// Common git commands: an alias of the same name is never used by git.
const GIT_BUILTINS: &[&str] = &[
    "add",
    "am",
    "apply",
    "bisect",
    "blame",
    "branch",
    "checkout",
    "cherry-pick",
    "clean",
    "clone",
    "commit",
    "config",
    "describe",
    "diff",
    "fetch",
    "format-patch",
    "gc",
    "grep",
    "init",
    "log",
    "ls-files",
    "ls-remote",
    "merge",
    "mv",
    "notes",
    "pull",
    "push",
    "rebase",
    "reflog",
    "remote",
    "reset",
    "restore",
    "rev-parse",
    "revert",
    "rm",
    "show",
    "stash",
    "status",
    "submodule",
    "switch",
    "tag",
    "worktree",
    "update-ref",
    "for-each-ref",
    "cat-file",
    "rev-list",
    "symbolic-ref",
    "show-ref",
    "help",
    "version",
];

/// `"scripts": { "NAME": "…" }` of a package.json, found without a JSON parser (the
/// first string value of the key inside the `scripts` object).
fn json_script(text: &str, name: &str) -> Option<String> {
    let start = text.find("\"scripts\"")?;
    let body = text.get(start..)?;
    let open = body.find('{')?;
    let close = body.get(open..)?.find('}')? + open;
    let obj = body.get(open + 1..close)?;
    let key = format!("\"{name}\"");
    let at = obj.find(&key)? + key.len();
    let rest = obj.get(at..)?.trim_start().strip_prefix(':')?.trim_start();
    string_literal(rest).map(|(v, _)| v)
}

/// `[alias] name = value` from a git config file.
fn config_alias(text: &str, name: &str) -> Option<String> {
    let mut in_alias = false;
    for line in text.lines() {
        let l = line.trim();
        if l.starts_with('[') {
            in_alias = l
                .trim_start_matches('[')
                .trim_start()
                .to_ascii_lowercase()
                .starts_with("alias");
            continue;
        }
        if !in_alias {
            continue;
        }
        if let Some((k, v)) = l.split_once('=')
            && k.trim().eq_ignore_ascii_case(name)
        {
            let v = v.trim();
            let v = v
                .strip_prefix('"')
                .and_then(|x| x.strip_suffix('"'))
                .unwrap_or(v);
            return Some(v.replace("\\\"", "\"").replace("\\\\", "\\"));
        }
    }
    None
}

fn quote(s: &str) -> String {
    if !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=:,+@%".contains(&b))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// The recipes (one shell script per line, continuations joined) of `targets` (or the
/// first target) and of their prerequisites, three levels deep; make variables defined
/// in the file with `=`, `:=`, `?=` are substituted, `$$` becomes `$`.
#[cfg(test)]
pub(crate) fn make_recipes(text: &str, targets: &[String]) -> Vec<String> {
    make_recipes_with(text, targets, &[], &[])
}

/// The recipes of `targets` (or the default target) and their prerequisites; variables
/// from `low` (the environment) are overridden by the Makefile's, those by `high`
/// (command-line `VAR=value`, or the environment under `make -e`).
pub(crate) fn make_recipes_with(
    text: &str,
    targets: &[String],
    low: &[(String, String)],
    high: &[(String, String)],
) -> Vec<String> {
    let joined = text.replace("\\\n", " ");
    let mut vars: Vec<(String, String)> = low.to_vec();
    let mut rules: Vec<(Vec<String>, Vec<String>, Vec<String>)> = Vec::new();
    for line in joined.lines() {
        if let Some(r) = line.strip_prefix('\t') {
            if let Some(last) = rules.last_mut() {
                last.2.push(r.to_string());
            }
            continue;
        }
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        if let Some((k, v)) = ["::=", ":=", "?=", "+=", "="].iter().find_map(|op| {
            l.split_once(op)
                .filter(|(k, _)| !k.contains(':') && !k.trim().contains(' '))
        }) {
            vars.push((k.trim().to_string(), v.trim().to_string()));
            continue;
        }
        if let Some((names, rest)) = l.split_once(':') {
            let (prereqs, inline) = match rest.split_once(';') {
                Some((p, r)) => (p, vec![r.trim().to_string()]),
                None => (rest, Vec::new()),
            };
            rules.push((
                names.split_whitespace().map(str::to_string).collect(),
                prereqs.split_whitespace().map(str::to_string).collect(),
                inline,
            ));
        }
    }
    vars.extend(high.iter().cloned());
    let mut want: Vec<String> = if targets.is_empty() {
        rules
            .iter()
            .flat_map(|r| r.0.iter())
            .find(|t| !t.starts_with('.') && !t.contains('%'))
            .cloned()
            .into_iter()
            .collect()
    } else {
        targets.to_vec()
    };
    let mut out = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for _level in 0..3 {
        let mut next = Vec::new();
        for t in want.drain(..) {
            if seen.contains(&t) || seen.len() > 64 {
                continue;
            }
            seen.push(t.clone());
            for (names, prereqs, recipe) in &rules {
                if names.contains(&t) {
                    next.extend(prereqs.iter().cloned());
                    for line in recipe {
                        out.push(make_line(line, &vars));
                    }
                }
            }
        }
        want = next;
    }
    out
}

fn make_line(line: &str, vars: &[(String, String)]) -> String {
    make_expand(line.trim_start().trim_start_matches(['@', '-', '+']), vars)
}

/// `$(VAR)`, `${VAR}`, `$$` in make text (a value keeps its leading `-`: `ARGS=-n 4`).
fn make_expand(l: &str, vars: &[(String, String)]) -> String {
    let mut out = String::new();
    let b = l.as_bytes();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c != b'$' {
            let ch = l.get(i..).and_then(|s| s.chars().next()).unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
            continue;
        }
        match b.get(i + 1) {
            Some(b'$') => {
                out.push('$');
                i += 2;
            }
            Some(open @ (b'(' | b'{')) => {
                let close = if *open == b'(' { ')' } else { '}' };
                let Some(end) = l.get(i + 2..).and_then(|s| s.find(close)) else {
                    out.push_str(l.get(i..).unwrap_or(""));
                    break;
                };
                let name = l.get(i + 2..i + 2 + end).unwrap_or("");
                let value = match name {
                    "MAKE" => Some("make".to_string()),
                    _ => vars
                        .iter()
                        .rev()
                        .find(|(k, _)| k == name)
                        .map(|(_, v)| make_expand(v, &[])),
                };
                match value {
                    Some(v) => out.push_str(&v),
                    // Unknown to the analysis: a run-time value, not a command.
                    None => out.push_str("${_gatehouse_make_var}"),
                }
                i += 3 + end;
            }
            Some(_) => {
                out.push_str("${_gatehouse_make_var}");
                i += 2;
            }
            None => {
                out.push('$');
                i += 1;
            }
        }
    }
    out
}

/// Shell code inside an interpreter program: the first argument of `os.system`,
/// `os.popen`, `subprocess.*` (a string, or a list of strings joined as words),
/// `child_process` `exec*`/`spawn*`, Perl/Ruby `system`/`exec`/`qx`, backticks.
pub(crate) fn shell_strings(code: &str) -> Vec<String> {
    const CALLS: &[&str] = &[
        "system(",
        "os.execute(",
        "popen(",
        "run(",
        "call(",
        "check_call(",
        "check_output(",
        "Popen(",
        "getoutput(",
        "getstatusoutput(",
        "execSync(",
        "exec(",
        "spawnSync(",
        "spawn(",
        "execFileSync(",
        "execFile(",
        "execvp(",
        "execlp(",
        "system ",
        "exec ",
    ];
    let mut out = Vec::new();
    let b = code.as_bytes();
    for call in CALLS {
        let mut from = 0;
        while let Some(pos) = code.get(from..).and_then(|s| s.find(call)) {
            let at = from + pos + call.len();
            from = at;
            if out.len() >= 16 {
                return out;
            }
            let rest = code.get(at..).unwrap_or("").trim_start();
            if let Some(list) = rest.strip_prefix('[') {
                // `["pytest", "-n", "4"]`
                let end = list.find(']').unwrap_or(list.len());
                let items = string_literals(list.get(..end).unwrap_or(""));
                if !items.is_empty() {
                    out.push(items.iter().map(|s| quote(s)).collect::<Vec<_>>().join(" "));
                }
            } else if let Some((first, after)) = string_literal(rest) {
                // `spawnSync("pytest", ["-n", "4"])`: program, then its argument list.
                let after = after.trim_start();
                if let Some(list) = after
                    .strip_prefix(',')
                    .map(str::trim_start)
                    .and_then(|a| a.strip_prefix('['))
                {
                    let end = list.find(']').unwrap_or(list.len());
                    let mut words = vec![quote(&first)];
                    words.extend(
                        string_literals(list.get(..end).unwrap_or(""))
                            .iter()
                            .map(|s| quote(s)),
                    );
                    out.push(words.join(" "));
                } else {
                    // `session.run("pytest", "-n", "4")`: more literal arguments follow.
                    let mut words = vec![quote(&first)];
                    let mut rest = after;
                    while let Some((lit, next)) = rest
                        .trim_start()
                        .strip_prefix(',')
                        .map(str::trim_start)
                        .and_then(string_literal)
                    {
                        words.push(quote(&lit));
                        rest = next;
                        if words.len() > 64 {
                            break;
                        }
                    }
                    if words.len() > 1 {
                        out.push(words.join(" "));
                    } else {
                        out.push(first);
                    }
                }
            }
        }
    }
    // Backticks (Perl, Ruby) hold shell code.
    if b.contains(&b'`') {
        for (k, part) in code.split('`').enumerate() {
            if k % 2 == 1 && out.len() < 16 {
                out.push(part.to_string());
            }
        }
    }
    out
}

/// The string literal at the start of `s` (`'…'`, `"…"`, with `f`/`r`/`b` prefixes) and
/// the text after it.
fn string_literal(s: &str) -> Option<(String, &str)> {
    let s = s.trim_start_matches(['f', 'r', 'b', 'u', 'F', 'R', 'B', 'U']);
    let q = s.chars().next()?;
    if !matches!(q, '"' | '\'' | '`') {
        return None;
    }
    let body = s.get(1..)?;
    let mut out = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        if c == '\\' {
            if let Some((_, n)) = chars.next() {
                out.push(match n {
                    'n' => '\n',
                    't' => '\t',
                    o => o,
                });
            }
            continue;
        }
        if c == q {
            return Some((out, body.get(i + 1..)?));
        }
        out.push(c);
    }
    None
}

fn string_literals(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = s;
    while let Some(i) = rest.find(['"', '\'']) {
        let Some((lit, after)) = rest.get(i..).and_then(string_literal) else {
            break;
        };
        out.push(lit);
        rest = after;
    }
    out
}

/// The tasks of a Taskfile: name, commands, tasks it calls or depends on.
fn taskfile_tasks(text: &str) -> Vec<(String, Vec<String>, Vec<String>)> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let unquote = |v: &str| {
        let v = v.trim();
        v.strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .or_else(|| v.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')))
            .unwrap_or(v)
            .to_string()
    };
    let list = |v: &str| -> Vec<String> {
        v.trim()
            .trim_start_matches('[')
            .trim_end_matches(']')
            .split(',')
            .map(unquote)
            .filter(|s| !s.is_empty())
            .collect()
    };
    let mut out: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
    let mut in_tasks = false;
    let mut task_indent = None;
    // (key of the current section inside a task, its indent)
    let mut section: Option<(String, usize)> = None;
    let mut block: Option<usize> = None;
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let ind = indent(line);
        if let Some(b) = block {
            if ind > b {
                if let Some(last) = out.last_mut() {
                    last.1.push(t.to_string());
                }
                continue;
            }
            block = None;
        }
        if ind == 0 {
            in_tasks = t == "tasks:";
            task_indent = None;
            continue;
        }
        if !in_tasks {
            continue;
        }
        let ti = *task_indent.get_or_insert(ind);
        if ind == ti {
            let Some((name, rest)) = t.split_once(':') else {
                continue;
            };
            let rest = rest.trim();
            let mut cmds = Vec::new();
            if rest.starts_with('[') {
                cmds = list(rest);
            } else if !rest.is_empty() {
                cmds.push(unquote(rest));
            }
            out.push((unquote(name), cmds, Vec::new()));
            section = None;
            continue;
        }
        let Some(last) = out.last_mut() else {
            continue;
        };
        if let Some(item) = t.strip_prefix("- ").or_else(|| (t == "-").then_some("")) {
            let item = item.trim();
            match section.as_ref().map(|s| s.0.as_str()) {
                Some("cmds") => {
                    if let Some(v) = item.strip_prefix("cmd:") {
                        if v.trim() == "|" || v.trim() == ">" {
                            block = Some(ind);
                        } else {
                            last.1.push(unquote(v));
                        }
                    } else if let Some(v) = item.strip_prefix("task:") {
                        last.2.push(unquote(v));
                    } else if item == "|" || item == ">" {
                        block = Some(ind);
                    } else if !item.contains(": ") {
                        last.1.push(unquote(item));
                    }
                }
                Some("deps") => {
                    let v = item.strip_prefix("task:").unwrap_or(item);
                    last.2.push(unquote(v));
                }
                _ => {}
            }
            continue;
        }
        if let Some((key, rest)) = t.split_once(':') {
            let key = key.trim();
            if section.as_ref().is_some_and(|s| ind > s.1) && matches!(key, "cmd" | "task") {
                // `- cmd:` spread over lines (`- silent: true` first).
                let v = rest.trim();
                if key == "task" {
                    last.2.push(unquote(v));
                } else if v == "|" || v == ">" {
                    block = Some(ind);
                } else {
                    last.1.push(unquote(v));
                }
                continue;
            }
            section = Some((key.to_string(), ind));
            let rest = rest.trim();
            match key {
                "cmds" if rest.starts_with('[') => last.1.extend(list(rest)),
                "deps" if rest.starts_with('[') => last.2.extend(list(rest)),
                "cmd" if !rest.is_empty() && rest != "|" => last.1.push(unquote(rest)),
                "cmd" => block = Some(ind),
                _ => {}
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    #[test]
    fn recipes() {
        let mk = "PY = python3\nall: test\ntest: deps\n\t@$(PY) -m pytest -n 4\ndeps:\n\tpip install x\n";
        let r = make_recipes(mk, &[]);
        assert_eq!(r, ["python3 -m pytest -n 4", "pip install x"]);
        assert_eq!(make_recipes(mk, &["deps".into()]), ["pip install x"]);
    }

    #[test]
    fn interpreter_strings() {
        assert_eq!(
            shell_strings("import subprocess; subprocess.run(['pytest', '-n', '4'])"),
            ["pytest -n 4"]
        );
        assert_eq!(
            shell_strings("import os; os.system(\"rm -rf ../wt\")"),
            ["rm -rf ../wt"]
        );
        assert_eq!(
            shell_strings("require('child_process').spawnSync('pytest', ['-n', '4'])"),
            ["pytest -n 4"]
        );
    }

    #[test]
    fn git_config_alias() {
        let cfg = "[core]\n\tbare = false\n[alias]\n\tt = !pytest -n 4\n";
        assert_eq!(config_alias(cfg, "t").as_deref(), Some("!pytest -n 4"));
    }
}
