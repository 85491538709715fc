//! The walk over a Bash command: every simple command that would run, what
//! each does to its arguments (read, write, destroy, unknown), with the
//! working directory and variables followed. See the parent module.

use super::words::{Value, Vars};
use super::{Finding, Kind, Machine, code};
use payload::paths::normalize;
use shell::{Command, RedirectKind, Via, Word};
use std::path::{Path, PathBuf};

/// Scripts run by path are read up to this size (a larger one is judged by
/// its first part; a protected name past it is not seen).
const MAX_SCRIPT: u64 = 256 * 1024;
/// Scripts calling scripts: how deep the walk follows.
const MAX_DEPTH: usize = 3;

/// Programs whose arguments are only read or printed: a protected path
/// among them is not a write (their redirections still are).
const READ_ONLY: &[&str] = &[
    "cat",
    "tac",
    "less",
    "more",
    "head",
    "tail",
    "wc",
    "nl",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "ag",
    "ack",
    "jq",
    "ls",
    "ll",
    "la",
    "dir",
    "tree",
    "stat",
    "file",
    "du",
    "df",
    "diff",
    "colordiff",
    "cmp",
    "comm",
    "md5sum",
    "sha1sum",
    "sha256sum",
    "sha512sum",
    "b2sum",
    "cksum",
    "test",
    "[",
    "[[",
    "realpath",
    "readlink",
    "dirname",
    "basename",
    "echo",
    "printf",
    "true",
    "false",
    ":",
    "bat",
    "batcat",
    "hexdump",
    "od",
    "strings",
    "column",
    "cut",
    "tr",
    "fold",
    "fmt",
    "paste",
    "join",
    "type",
    "which",
    "whereis",
    "pwd",
    "date",
    "printenv",
    "id",
    "whoami",
    "uname",
    "fd",
    "fdfind",
    "lsattr",
    "getfacl",
    "namei",
    "zcat",
    "zgrep",
    "xzcat",
    "bzcat",
    "sleep",
    "exit",
    "return",
    "set",
    "unset",
    "shopt",
    "trap",
    "wait",
    "read",
    "command",
    "hash",
    "jless",
    "gron",
    "shellcheck",
    "wc",
    "env",
    "xargs",
    "find",
    "cd",
    "pushd",
    "popd",
    "export",
    "declare",
    "local",
    "readonly",
    "typeset",
    "history",
    "man",
    "help",
    "tldr",
    "open",
    "xdg-open",
    "code",
];

/// PowerShell cmdlets that only read or print (compared without case).
const READ_ONLY_POWERSHELL: &[&str] = &[
    "Get-Content",
    "gc",
    "Get-ChildItem",
    "gci",
    "Select-String",
    "sls",
    "Test-Path",
    "Get-Item",
    "gi",
    "Resolve-Path",
    "Measure-Object",
    "Format-List",
    "Format-Table",
    "ConvertFrom-Json",
    "ConvertTo-Json",
    "Write-Output",
    "Write-Host",
    "Get-FileHash",
    "Compare-Object",
    "Get-Location",
    "Select-Object",
    "Where-Object",
];

/// Variables that move where a nested harness and its guards look for
/// settings, config and the session store.
const REDIRECTING: &[&str] = &[
    "HOME",
    "XDG_STATE_HOME",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
    "CLAUDE_CONFIG_DIR",
    "GIT_CONFIG_GLOBAL",
];

/// Editors whose command line carries commands (`vim -c 'w! f'`, `emacs
/// --eval '(write-region …)'`, `ed` reading a script on stdin).
const EDITORS: &[&str] = &[
    "vi",
    "vim",
    "nvim",
    "gvim",
    "view",
    "ex",
    "ed",
    "red",
    "emacs",
    "emacsclient",
    "nano",
    "kak",
    "micro",
    "mg",
    "jed",
];

/// Programs that take a program text or a script file.
const INTERPRETERS: &[&str] = &[
    "python",
    "python2",
    "python3",
    "pypy",
    "pypy3",
    "node",
    "nodejs",
    "deno",
    "bun",
    "perl",
    "ruby",
    "php",
    "lua",
    "luajit",
    "Rscript",
    "awk",
    "gawk",
    "mawk",
    "nawk",
    "osascript",
    "pwsh",
    "powershell",
    "tclsh",
    "irb",
    "groovy",
    "julia",
    "jshell",
];

/// Git subcommands that do not write the working tree's files.
const GIT_READS: &[&str] = &[
    "status",
    "diff",
    "log",
    "show",
    "blame",
    "grep",
    "ls-files",
    "ls-tree",
    "cat-file",
    "rev-parse",
    "add",
    "commit",
    "check-ignore",
    "check-attr",
    "shortlog",
    "describe",
    "branch",
    "tag",
    "fetch",
    "push",
    "remote",
    "reflog",
    "show-ref",
    "for-each-ref",
    "rev-list",
    "diff-tree",
    "diff-index",
    "diff-files",
    "name-rev",
    "help",
    "version",
    "merge-base",
    "cherry",
    "whatchanged",
    "range-diff",
    "worktree",
    "annotate",
    "difftool",
    "count-objects",
    "fsck",
    "var",
    "log-tree",
    "ls-remote",
    "describe",
];

/// How a path argument is used.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    /// Written: refused when protected or inside something protected.
    Write,
    /// Moved, deleted or extracted over: also when it contains something protected.
    Destroy,
    /// Passed to a program whose effect is unknown: as `Write`, and a
    /// directory containing a protected root unless it is the working
    /// directory's own ancestor (`.`, `..`, `~`).
    Named,
}

/// Judges `command` as run from `cwd`: the first protected resource it
/// could write, move, delete or run code against, if any.
pub fn bash(command: &str, cwd: &Path, m: &Machine) -> Option<Finding> {
    walk(command, cwd, m, 0)
}

fn walk(command: &str, cwd: &Path, m: &Machine, depth: usize) -> Option<Finding> {
    let extra = m.extra_names();
    let mentions = code::mentions(command, &extra);
    let analysis = shell::analyse(command);
    // Code piped into a shell after `base64 -d`: the decoded text is judged
    // as a command of its own.
    if depth < MAX_DEPTH
        && analysis.problems.iter().any(|p| !p.hides_commands())
        && let Some(f) = code::decoded(command)
            .iter()
            .find_map(|d| walk(d, cwd, m, depth + 1))
    {
        return Some(f);
    }
    for p in &analysis.problems {
        if mentions {
            let how = if p.hides_commands() {
                format!("cannot be analysed: {}", p.reason)
            } else {
                format!("{}, in a command that names a protected location", p.reason)
            };
            return Some(Finding {
                command: shorten(&p.text),
                how,
                target: shorten(&p.text),
                kind: guess_kind(command),
            });
        }
    }
    // A statement that is only a redirection (`> file`) yields no command
    // from the parser; judge it as `: > file`.
    let bare: Vec<shell::Command> = command
        .split(['\n', ';', '&', '|', '(', ')', '{', '}'])
        .map(str::trim_start)
        .filter(|seg| seg.starts_with('>') || seg.starts_with("<>"))
        .flat_map(|seg| shell::analyse(&format!(": {seg}")).commands)
        .collect();
    let strong = code::names_location(command);
    let mut w = Walker {
        m,
        mentions,
        strong,
        extra,
        depth,
        vars: Vars::new(m.home.as_deref(), cwd),
        cwds: vec![cwd.to_path_buf()],
        origin: cwd.to_path_buf(),
        written: Vec::new(),
    };
    bare.iter()
        .chain(analysis.commands.iter())
        .find_map(|c| w.command(c))
}

struct Walker<'a> {
    m: &'a Machine,
    /// The whole command names a protected component in some spelling.
    mentions: bool,
    /// The whole command names a protected *location* (a path fragment).
    strong: bool,
    extra: Vec<String>,
    depth: usize,
    vars: Vars,
    /// The working directories a command may run in (more than one after a
    /// `cd` whose scope the analysis cannot bound, such as in a subshell).
    cwds: Vec<PathBuf>,
    origin: PathBuf,
    /// Files this command writes from a heredoc or `echo`, and their text.
    written: Vec<(PathBuf, String)>,
}

impl Walker<'_> {
    fn finding(&self, cmd: &Command, how: &str, target: &str, kind: Kind) -> Option<Finding> {
        Some(Finding {
            command: shorten(&cmd.text),
            how: how.to_owned(),
            target: target.to_owned(),
            kind,
        })
    }

    fn command(&mut self, cmd: &Command) -> Option<Finding> {
        let program = cmd.program();
        let top = !cmd.ctx.subshell
            && !cmd.ctx.substitution
            && cmd.ctx.via.is_empty()
            && cmd.ctx.function.is_none()
            && cmd.ctx.pipeline.is_none_or(|p| p.len <= 1);
        if cmd.argv.is_empty()
            || matches!(
                program,
                Some("export" | "declare" | "local" | "readonly" | "typeset")
            )
        {
            for a in &cmd.assignments {
                let v = self.vars.value(&a.value);
                self.vars.set(&a.name, &v);
            }
        }
        let cwds = self.cwds_of(cmd);
        self.record_written(cmd, &cwds);
        for r in &cmd.redirects {
            let how = match r.kind {
                RedirectKind::Truncate => "`>`",
                RedirectKind::Append => "`>>`",
                RedirectKind::ReadWrite => "`<>`",
                RedirectKind::Duplicate
                    if !r
                        .target
                        .text
                        .chars()
                        .all(|c| c.is_ascii_digit() || c == '-') =>
                {
                    "`>&`"
                }
                _ => continue,
            };
            if let Some(f) = self.word(cmd, &r.target, &cwds, Use::Write, how) {
                return Some(f);
            }
        }
        let Some(program) = program else {
            if cmd.argv.is_empty() {
                return None;
            }
            // A program known only at run time: every argument is unknown use.
            if self.mentions {
                return self.finding(
                    cmd,
                    "a program known only at run time",
                    &cmd.argv.first().map(|w| w.text.clone()).unwrap_or_default(),
                    guess_kind(&cmd.text),
                );
            }
            return self.each(cmd, cmd.args(), &cwds, Use::Named, "an unknown program");
        };
        if let Some(f) = self.placeholders(cmd, program, &cwds) {
            return Some(f);
        }
        match program {
            "cd" | "pushd" => {
                let dir = cmd.args().iter().find(|w| !w.text.starts_with('-'));
                let next = match dir {
                    None => self.m.home.clone(),
                    Some(w) => {
                        let v = self.vars.value(w);
                        if !v.known {
                            if self.strong {
                                return self.finding(
                                    cmd,
                                    "a working directory known only at run time",
                                    &w.text,
                                    guess_kind(&cmd.text),
                                );
                            }
                            return None;
                        }
                        cwds.first().map(|c| normalize(Path::new(&v.text), c))
                    }
                };
                if let Some(next) = next {
                    if top {
                        self.cwds = vec![next];
                    } else {
                        self.cwds.push(next);
                    }
                }
                None
            }
            "popd" => {
                self.cwds.push(self.origin.clone());
                None
            }
            "alias" => self.alias(cmd, &cwds),
            "git" => self.git(cmd, &cwds),
            "cp" | "mv" | "install" | "ln" | "rsync" | "scp" => self.copy(cmd, program, &cwds),
            "rm" | "rmdir" | "unlink" | "shred" | "trash" | "trash-put" | "wipe" | "srm" => {
                self.each(cmd, cmd.args(), &cwds, Use::Destroy, program)
            }
            "chmod" | "chown" | "chgrp" | "chattr" | "setfacl" | "touch" | "truncate" | "mkdir"
            | "mkfifo" | "tee" | "sponge" => self.each(cmd, cmd.args(), &cwds, Use::Write, program),
            "dd" => {
                for w in cmd.args() {
                    if let Some(of) = w.text.strip_prefix("of=") {
                        let t = Word {
                            text: of.to_owned(),
                            ..w.clone()
                        };
                        if let Some(f) = self.word(cmd, &t, &cwds, Use::Write, "dd of=") {
                            return Some(f);
                        }
                    }
                }
                None
            }
            "sed" => self.sed(cmd, &cwds),
            "sort" => self.option_target(cmd, &cwds, &["-o", "--output"], "sort -o"),
            "uniq" | "xxd" => {
                let ops = operands(cmd.args(), &[]);
                self.each(cmd, ops.get(1..).unwrap_or(&[]), &cwds, Use::Write, program)
            }
            "yq" if cmd
                .args()
                .iter()
                .any(|w| is_flag(&w.text, 'i', "--inplace")) =>
            {
                self.each(cmd, cmd.args(), &cwds, Use::Write, "yq -i")
            }
            "tar" | "bsdtar" | "gtar" => self.tar(cmd, &cwds),
            // `docker cp CONTAINER:SRC DST`: a host destination is written.
            "docker" | "podman" | "nerdctl"
                if cmd.args().first().is_some_and(|w| w.text == "cp")
                    || cmd.args().get(..2).is_some_and(|a| {
                        a.iter().map(|w| w.text.as_str()).eq(["container", "cp"])
                    }) =>
            {
                let ops = operands(cmd.args(), &[]);
                let dst = ops.last().filter(|w| !w.text.contains(':'))?;
                self.word(cmd, dst, &cwds, Use::Write, &format!("{program} cp"))
            }
            _ if EDITORS.contains(&program) => {
                let args = cmd.args();
                let mut code: Vec<String> = cmd
                    .redirects
                    .iter()
                    .filter_map(|r| r.body.clone())
                    .collect();
                for (k, w) in args.iter().enumerate() {
                    let t = w.text.as_str();
                    if matches!(
                        t,
                        "-c" | "--cmd"
                            | "-S"
                            | "--eval"
                            | "-eval"
                            | "--execute"
                            | "-l"
                            | "--load"
                            | "-sc"
                            | "-esc"
                    ) {
                        code.extend(args.get(k + 1).map(|n| n.text.clone()));
                    } else if let Some(c) = t.strip_prefix('+') {
                        code.push(c.to_owned());
                    } else if let Some(c) = t.strip_prefix("--eval=") {
                        code.push(c.to_owned());
                    }
                }
                if let Some(c) = code.iter().find(|c| code::names_location(c)) {
                    return self.finding(
                        cmd,
                        &format!("`{program}` commands that name a protected location"),
                        &shorten(c),
                        guess_kind(c),
                    );
                }
                let ops = operands(
                    args,
                    &["-c", "--cmd", "-S", "--eval", "-l", "--load", "-u", "-i"],
                );
                self.each(cmd, &ops, &cwds, Use::Named, program)
            }
            // `zip ARCHIVE FILES…`: the archive is written, the files read.
            "zip" => {
                let ops = operands(cmd.args(), &["-b", "-n", "-t", "-tt", "-x", "-i"]);
                self.each(cmd, ops.get(..1).unwrap_or(&[]), &cwds, Use::Write, "zip")
            }
            "unzip" | "7z" | "7za" | "cpio" | "unrar" => self.extract(cmd, &cwds, program),
            "curl" | "wget" | "aria2c" => self.download(cmd, &cwds, program),
            "find" => self.find(cmd, &cwds),
            "gatehouse" => {
                let sub = cmd.args().iter().find(|w| !w.text.starts_with('-'));
                match sub.map(|w| w.text.as_str()) {
                    Some("install" | "uninstall") => self.finding(
                        cmd,
                        "`gatehouse install`/`uninstall` (changes which guards run)",
                        "gatehouse",
                        Kind::Install,
                    ),
                    _ => None,
                }
            }
            // `claude config set|add|remove …` rewrites the harness's settings.
            "claude" => {
                let words: Vec<&str> = cmd
                    .args()
                    .iter()
                    .map(|w| w.text.as_str())
                    .filter(|t| !t.starts_with('-'))
                    .collect();
                match words.as_slice() {
                    ["config", "set" | "add" | "remove" | "unset", ..] => self.finding(
                        cmd,
                        "`claude config` (rewrites the harness's settings)",
                        "claude config",
                        Kind::Settings,
                    ),
                    // A nested agent with other settings (`disableAllHooks`,
                    // no hooks at all) runs outside the guards.
                    _ if cmd.args().iter().any(|w| {
                        w.text.starts_with("--settings")
                            || w.text.starts_with("--setting-sources")
                            || w.text.contains("disableAllHooks")
                    }) =>
                    {
                        self.finding(
                            cmd,
                            "a nested `claude` with other settings (it would run outside the guards)",
                            "claude --settings",
                            Kind::Settings,
                        )
                    }
                    // Only printing its version or help runs no agent.
                    _ if cmd.args().iter().all(|w| {
                        matches!(w.text.as_str(), "--version" | "-v" | "--help" | "-h")
                    }) && !cmd.args().is_empty() =>
                    {
                        None
                    }
                    // A nested agent whose hooks would read another store,
                    // config or settings (`HOME=/tmp/h claude …`,
                    // `CLAUDE_CONFIG_DIR=… claude`): consent the agent wrote.
                    _ if REDIRECTING.iter().any(|n| {
                        cmd.assignments.iter().any(|a| a.name == *n)
                            || cmd
                                .ctx
                                .wrappers
                                .iter()
                                .any(|w| w.args.iter().any(|x| x.text.starts_with(&format!("{n}="))))
                            || self.vars.assigned(
                                n,
                                if *n == "HOME" {
                                    self.m.home.as_deref().and_then(Path::to_str)
                                } else {
                                    None
                                },
                            )
                    }) =>
                    {
                        self.finding(
                            cmd,
                            "a nested `claude` with its home, state or config moved (its guards would read what the agent wrote)",
                            "claude",
                            Kind::Store,
                        )
                    }
                    _ => self.each(cmd, cmd.args(), &cwds, Use::Named, "claude"),
                }
            }
            // Containers: only the host side of a writable mount reaches the
            // host; paths after the image are the container's own.
            "docker" | "podman" | "nerdctl" => {
                let args = cmd.args();
                let mounts: Vec<Word> = args
                    .iter()
                    .enumerate()
                    .filter_map(|(i, w)| {
                        let value = if w.text == "-v" || w.text == "--volume" || w.text == "--mount"
                        {
                            args.get(i + 1).cloned()
                        } else {
                            ["--volume=", "--mount=", "-v"]
                                .iter()
                                .find_map(|p| w.text.strip_prefix(p).filter(|v| !v.is_empty()))
                                .map(|v| Word {
                                    text: v.to_owned(),
                                    ..w.clone()
                                })
                        }?;
                        let t = &value.text;
                        let read_only = t.ends_with(":ro")
                            || t.contains(":ro,")
                            || t.contains("readonly")
                            || t.contains("ro=true");
                        if read_only {
                            return None;
                        }
                        let host = t
                            .split(',')
                            .find_map(|kv| {
                                kv.strip_prefix("source=")
                                    .or_else(|| kv.strip_prefix("src="))
                            })
                            .unwrap_or_else(|| t.split(':').next().unwrap_or(""));
                        Some(Word {
                            text: host.to_owned(),
                            ..value
                        })
                    })
                    .collect();
                self.each(
                    cmd,
                    &mounts,
                    &cwds,
                    Use::Named,
                    "a writable container mount of",
                )
            }
            // Compressors replace their input unless told to write to stdout,
            // list or test.
            "gzip" | "gunzip" | "bzip2" | "bunzip2" | "xz" | "unxz" | "zstd" | "lz4" | "brotli" => {
                let reads = cmd.args().iter().any(|w| {
                    matches!(
                        w.text.as_str(),
                        "--stdout" | "--to-stdout" | "--list" | "--test"
                    ) || (w.text.starts_with('-')
                        && !w.text.starts_with("--")
                        && w.text.contains(['c', 'l', 't']))
                });
                if reads {
                    None
                } else {
                    self.each(cmd, cmd.args(), &cwds, Use::Destroy, program)
                }
            }
            // `openssl … -out FILE` writes FILE; `-in` and the rest are read.
            "openssl" => self.option_target(cmd, &cwds, &["-out", "-keyout"], "openssl -out"),
            // Deferred shells: their standard input is the script.
            "at" | "batch" => self.stdin_script(cmd, &cwds),
            "patch" => self.patch(cmd, &cwds, None),
            p if INTERPRETERS.contains(&p) || p.starts_with("python") => {
                self.interpreter(cmd, p, &cwds)
            }
            p if shell::is_shell(p) || p == "source" || p == "." => self.shell_script(cmd, &cwds),
            "make" | "gmake" => self.makefile(cmd, &cwds),
            p if READ_ONLY.contains(&p)
                || READ_ONLY_POWERSHELL
                    .iter()
                    .any(|r| r.eq_ignore_ascii_case(p)) =>
            {
                None
            }
            _ => {
                if let Some(path) = cmd.program_path.as_deref().filter(|p| p.contains('/'))
                    && let Some(f) = self.script_by_path(cmd, path, &cwds)
                {
                    return Some(f);
                }
                self.each(cmd, cmd.args(), &cwds, Use::Named, program)
            }
        }
    }

    /// The directories this command runs in: `env -C DIR` overrides.
    fn cwds_of(&self, cmd: &Command) -> Vec<PathBuf> {
        for wr in cmd.ctx.wrappers.iter().rev() {
            if wr.name != "env" {
                continue;
            }
            let args = &wr.args;
            let dir = args.iter().enumerate().find_map(|(i, a)| {
                if a.text == "-C" || a.text == "--chdir" {
                    args.get(i + 1).cloned()
                } else {
                    a.text
                        .strip_prefix("--chdir=")
                        .or_else(|| a.text.strip_prefix("-C").filter(|s| !s.is_empty()))
                        .map(Word::literal)
                }
            });
            if let Some(d) = dir {
                let v = self.vars.value(&d);
                return self
                    .cwds
                    .iter()
                    .map(|c| normalize(Path::new(&v.text), c))
                    .collect();
            }
        }
        self.cwds.clone()
    }

    /// Remembers files written from a heredoc or `echo`/`printf` text, so a
    /// script written and then run in the same command is read.
    fn record_written(&mut self, cmd: &Command, cwds: &[PathBuf]) {
        let body = cmd
            .redirects
            .iter()
            .find_map(|r| r.body.clone())
            .or_else(|| match cmd.program() {
                Some("echo" | "printf") => Some(cmd.arg_texts().join(" ")),
                _ => None,
            });
        let Some(body) = body else { return };
        for r in &cmd.redirects {
            if matches!(r.kind, RedirectKind::Truncate | RedirectKind::Append) {
                let v = self.vars.value(&r.target);
                for c in cwds {
                    self.written
                        .push((normalize(Path::new(&v.text), c), body.clone()));
                }
            }
        }
    }

    /// Checks one word used as `use_`.
    fn word(
        &self,
        cmd: &Command,
        w: &Word,
        cwds: &[PathBuf],
        use_: Use,
        how: &str,
    ) -> Option<Finding> {
        let v = self.vars.value(w);
        self.value(cmd, &v, cwds, use_, how)
    }

    fn value(
        &self,
        cmd: &Command,
        v: &Value,
        cwds: &[PathBuf],
        use_: Use,
        how: &str,
    ) -> Option<Finding> {
        if v.text.is_empty() {
            return None;
        }
        if v.known {
            for c in cwds {
                let p = normalize(Path::new(&v.text), c);
                let kind = match use_ {
                    Use::Write => self.m.classify(&p),
                    Use::Destroy => self.m.contains(&p, c),
                    Use::Named => self.named(&p, c),
                };
                if let Some(k) = kind {
                    return self.finding(cmd, how, &p.display().to_string(), k);
                }
            }
            return None;
        }
        let slash = v.prefix.rfind('/');
        if let Some(i) = slash {
            let dir = v.prefix.get(..=i).unwrap_or("");
            for c in cwds {
                let p = normalize(Path::new(dir), c);
                if let Some(k) = self.m.classify(&p) {
                    return self.finding(cmd, how, &v.text, k);
                }
            }
        }
        {
            let (dir, i) = match slash {
                Some(i) => (v.prefix.get(..=i).unwrap_or(""), i + 1),
                None => ("./", 0),
            };
            // A glob in the last component only (`~/.claude/todos/*.json`):
            // the names it could match are judged, not the mention.
            let pattern = v.text.get(i..).unwrap_or("");
            if !pattern.contains(['/', '$', '`'])
                && !v
                    .text
                    .get(..i)
                    .unwrap_or("")
                    .contains(['$', '`', '*', '?', '['])
            {
                for c in cwds {
                    let p = normalize(Path::new(dir), c);
                    let by_name = PROTECTED_NAMES
                        .iter()
                        .filter(|n| bash_glob(pattern, n))
                        .find_map(|n| {
                            let q = p.join(n);
                            match use_ {
                                Use::Destroy => self.m.contains(&q, c),
                                _ => self.m.classify(&q),
                            }
                        });
                    let by_root = || {
                        self.m.roots(c).into_iter().find_map(|(r, k)| {
                            let first = r.strip_prefix(&p).ok()?.components().next()?;
                            bash_glob(pattern, &first.as_os_str().to_string_lossy()).then_some(k)
                        })
                    };
                    let hit = by_name.or_else(|| (use_ == Use::Destroy).then(by_root).flatten());
                    if let Some(k) = hit {
                        return self.finding(cmd, how, &v.text, k);
                    }
                }
                return None;
            }
        }
        // A glob before the last component (`~/.local/state/gate*/sessions/x`):
        // what it matches on disk now.
        if !v.text.contains(['$', '`']) && v.text.contains(['*', '?', '[']) {
            for c in cwds {
                let pattern = normalize(Path::new(&v.text), c);
                for p in expand_fs(&pattern) {
                    let kind = match use_ {
                        Use::Destroy => self.m.contains(&p, c),
                        Use::Write => self.m.classify(&p),
                        Use::Named => self.named(&p, c),
                    };
                    if let Some(k) = kind {
                        return self.finding(cmd, how, &v.text, k);
                    }
                }
            }
        }
        if self.strong {
            return self.finding(
                cmd,
                &format!("{how}, to a target known only at run time in a command that names a protected location"),
                &v.text,
                guess_kind(&cmd.text),
            );
        }
        None
    }

    /// [`code::could_reach`] with the quoted literals that are whole,
    /// unprotected paths (`'.claude/commands/x.md'`) masked.
    fn reach(&self, text: &str, shell_like: bool, cwds: &[PathBuf]) -> Option<&'static str> {
        // A quoted glob in code (`glob.glob(expanduser('~/.c*/settings.json'))`)
        // that matches a protected path on disk, in code that writes.
        if code::writes(text, shell_like) {
            for lit in text.split(['\'', '"']).skip(1).step_by(2) {
                if !lit.contains(['*', '?', '[']) || lit.contains(['$', '{', '\n', ' ']) {
                    continue;
                }
                let expanded = payload::paths::expand_home(lit, self.m.home.as_deref());
                for c in cwds {
                    let pattern = normalize(&expanded, c);
                    if expand_fs(&pattern)
                        .iter()
                        .any(|p| self.m.classify(p).is_some())
                    {
                        return Some(
                            "a glob in its text matches a protected path, and it writes, moves, deletes or runs something",
                        );
                    }
                }
            }
        }
        let harmless = |lit: &str| {
            let v = self.vars.expand(lit, false);
            cwds.iter().all(|c| {
                let p = normalize(Path::new(&v.text), c);
                self.m.classify(&p).is_none() && self.m.contains(&p, c).is_none()
            })
        };
        code::could_reach(
            &code::mask_harmless(text, &harmless),
            shell_like,
            &self.extra,
        )
    }

    /// `Use::Named`: protected, inside protected, or a directory that holds
    /// a protected root other than the working directory's own ancestors.
    fn named(&self, p: &Path, cwd: &Path) -> Option<Kind> {
        if let Some(k) = self.m.classify(p) {
            return Some(k);
        }
        // `-v ~/.claude:/c`, `src:dst`: each side of a colon may be a path.
        let text = p.to_string_lossy();
        // A read-only mount (`-v ~/.claude:/c:ro`) writes nothing.
        let read_only_mount = text.ends_with(":ro") || text.contains(":ro,");
        if text.contains(':') && !read_only_mount {
            let home = self.m.home.as_deref();
            for part in text.split(':').skip(1).filter(|s| !s.is_empty()) {
                let q = normalize(&payload::paths::expand_home(part, home), cwd);
                if let Some(k) = self.m.classify(&q) {
                    return Some(k);
                }
            }
            if let Some(first) = text.split(':').next()
                && let Some(k) = self.m.classify(Path::new(first))
            {
                return Some(k);
            }
        }
        if cwd.starts_with(p) || self.m.home.as_deref().is_some_and(|h| h.starts_with(p)) {
            return None;
        }
        self.m.contains(p, cwd)
    }

    /// Each word (options skipped, `--opt=VALUE` and `NAME=VALUE` values
    /// checked) used as `use_`.
    fn each(
        &self,
        cmd: &Command,
        words: &[Word],
        cwds: &[PathBuf],
        use_: Use,
        how: &str,
    ) -> Option<Finding> {
        let how = format!("`{how}`");
        for w in words {
            if w.text.starts_with('-') || w.text.contains('=') {
                if let Some((_, value)) = w.text.split_once('=') {
                    let t = Word {
                        text: value.to_owned(),
                        ..w.clone()
                    };
                    if let Some(f) = self.word(cmd, &t, cwds, use_, &how) {
                        return Some(f);
                    }
                }
                continue;
            }
            // A command line handed to a program we do not know (`script
            // -qc "cp …"`, `su -c`, `ssh host 'rm …'`, `tmux send-keys`):
            // judged as a command when it starts with one.
            if use_ == Use::Named
                && self.depth < MAX_DEPTH
                && w.text.contains(char::is_whitespace)
                && w.text
                    .split_whitespace()
                    .next()
                    .is_some_and(|p| COMMAND_WORDS.contains(&p.rsplit('/').next().unwrap_or(p)))
                && code::names_location(&w.text)
                && let Some(cwd) = cwds.first()
                && let Some(mut f) = walk(&w.text, cwd, self.m, self.depth + 1)
            {
                f.how = format!(
                    "{} (a command line given to `{}`)",
                    f.how,
                    cmd.program().unwrap_or("?")
                );
                return Some(f);
            }
            // Text with spaces handed to an unknown program is a message or
            // a command line (judged above), not a path.
            if w.text.contains('\n')
                || w.text.len() > 4096
                || (use_ == Use::Named && w.text.contains(char::is_whitespace))
            {
                continue;
            }
            if let Some(f) = self.word(cmd, w, cwds, use_, &how) {
                return Some(f);
            }
        }
        None
    }

    /// Arguments that come from `xargs` input or a `find -exec` `{}`: the
    /// command runs on paths the analysis cannot see.
    fn placeholders(&self, cmd: &Command, program: &str, cwds: &[PathBuf]) -> Option<Finding> {
        let via = cmd.ctx.via.last()?;
        if READ_ONLY.contains(&program) {
            return None;
        }
        match via {
            // The input of `xargs` is unseen: refused when the command
            // names a protected *location* (`.claude`, `settings.json`, the
            // store's path …), not merely the word (`grep -rl claude | xargs
            // sed -i …` edits docs).
            Via::Xargs | Via::Parallel if self.strong => self.finding(
                cmd,
                "arguments read from the input of `xargs`, in a command that names a protected location",
                &cmd.text,
                guess_kind(&cmd.text),
            ),
            Via::FindExec => {
                let find = cmd.ctx.wrappers.iter().rev().find(|w| w.name == "find")?;
                let roots: Vec<Word> = find
                    .args
                    .iter()
                    .take_while(|a| !a.text.starts_with('-') && a.text != "(" && a.text != "!")
                    .cloned()
                    .collect();
                self.find_roots(cmd, &roots, &find.args, cwds, "`find -exec` over a directory holding protected files")
            }
            _ => None,
        }
    }

    fn alias(&self, cmd: &Command, _cwds: &[PathBuf]) -> Option<Finding> {
        for w in cmd.args() {
            if let Some((_, body)) = w.text.split_once('=')
                && self.depth < MAX_DEPTH
                && let Some(f) = walk(body, self.cwds.first()?, self.m, self.depth + 1)
            {
                return Some(f);
            }
        }
        None
    }

    fn git(&self, cmd: &Command, cwds: &[PathBuf]) -> Option<Finding> {
        let args = cmd.args();
        let mut here: Vec<PathBuf> = cwds.to_vec();
        let mut i = 0;
        while let Some(w) = args.get(i) {
            match w.text.as_str() {
                "-C" => {
                    let v = self.vars.value(args.get(i + 1)?);
                    here = here
                        .iter()
                        .map(|c| normalize(Path::new(&v.text), c))
                        .collect();
                    i += 2;
                }
                "--git-dir" | "--work-tree" => {
                    let d = args.get(i + 1)?;
                    if let Some(f) = self.word(cmd, d, &here, Use::Named, "git --work-tree") {
                        return Some(f);
                    }
                    i += 2;
                }
                "-c" => {
                    // `-c core.editor='sh -c "rm …/.claude/…"'`: a config
                    // value that runs or names something protected.
                    if let Some(v) = args.get(i + 1)
                        && code::mentions(&v.text, &self.extra)
                    {
                        return self.finding(
                            cmd,
                            "a `git -c` value naming a protected location",
                            &v.text,
                            guess_kind(&v.text),
                        );
                    }
                    i += 2;
                }
                "--namespace" | "--config-env" | "--exec-path" => i += 2,
                t if t.starts_with("--work-tree=") || t.starts_with("--git-dir=") => {
                    if let Some(f) =
                        self.each(cmd, std::slice::from_ref(w), &here, Use::Named, "git")
                    {
                        return Some(f);
                    }
                    i += 1;
                }
                t if t.starts_with('-') => i += 1,
                _ => break,
            }
        }
        let sub = args.get(i)?;
        let rest = args.get(i + 1..).unwrap_or(&[]);
        match sub.text.as_str() {
            s if GIT_READS.contains(&s) => None,
            "stash" if matches!(rest.first().map(|w| w.text.as_str()), Some("list" | "show")) => {
                None
            }
            // Index-only forms: the file itself is not written.
            "rm" if rest.iter().any(|w| w.text == "--cached") => None,
            "update-index" => None,
            "restore"
                if rest.iter().any(|w| w.text == "--staged" || w.text == "-S")
                    && !rest
                        .iter()
                        .any(|w| w.text == "--worktree" || w.text == "-W") =>
            {
                None
            }
            "reset"
                if !rest
                    .iter()
                    .any(|w| matches!(w.text.as_str(), "--hard" | "--merge" | "--keep")) =>
            {
                None
            }
            "apply" | "am" => self.patch(cmd, &here, Some(rest)),
            "clean" => self.git_clean(cmd, rest, &here),
            "config" => {
                let file = rest
                    .iter()
                    .position(|w| w.text == "--file" || w.text == "-f");
                match file.and_then(|p| rest.get(p + 1)) {
                    Some(f) => self.word(cmd, f, &here, Use::Write, "git config --file"),
                    None => None,
                }
            }
            // A subcommand that rewrites the working tree, run in a
            // protected directory (`git -C ~/.claude checkout -f`).
            s if matches!(
                s,
                "checkout"
                    | "switch"
                    | "restore"
                    | "reset"
                    | "stash"
                    | "pull"
                    | "merge"
                    | "rebase"
                    | "cherry-pick"
                    | "revert"
                    | "init"
                    | "clone"
                    | "read-tree"
                    | "checkout-index"
                    | "mv"
                    | "rm"
            ) && here.iter().any(|h| self.m.classify(h).is_some()) =>
            {
                let h = here.iter().find(|h| self.m.classify(h).is_some())?;
                self.finding(
                    cmd,
                    &format!("`git {s}` run in a protected directory"),
                    &h.display().to_string(),
                    self.m.classify(h)?,
                )
            }
            s => self.each(cmd, rest, &here, Use::Named, &format!("git {s}")),
        }
    }

    fn copy(&self, cmd: &Command, program: &str, cwds: &[PathBuf]) -> Option<Finding> {
        let args = cmd.args();
        let valued: &[&str] = match program {
            "rsync" => &[
                "-e",
                "--rsh",
                "--exclude",
                "--include",
                "--filter",
                "-f",
                "--exclude-from",
                "--include-from",
                "--files-from",
                "--rsync-path",
                "--chmod",
                "--chown",
                "--log-file",
                "--password-file",
                "--timeout",
                "--port",
                "-M",
            ],
            "scp" => &["-P", "-i", "-o", "-F", "-c", "-l", "-S", "-J"],
            "install" => &["-m", "-o", "-g", "-S", "--mode", "--owner", "--group"],
            _ => &["-S", "--suffix"],
        };
        let target_opt = args.iter().enumerate().find_map(|(i, w)| {
            if w.text == "-t" || w.text == "--target-directory" {
                args.get(i + 1).cloned()
            } else {
                w.text.strip_prefix("--target-directory=").map(|t| Word {
                    text: t.to_owned(),
                    ..w.clone()
                })
            }
        });
        let mut ops = operands(args, &[valued, &["-t", "--target-directory"]].concat());
        let dest = match target_opt {
            Some(t) => t,
            None => ops.pop()?,
        };
        let how = format!("`{program}` into");
        let remote = |w: &Word| {
            matches!(program, "rsync" | "scp")
                && w.text
                    .split_once(':')
                    .is_some_and(|(h, _)| !h.contains('/'))
        };
        if program == "mv" {
            for s in &ops {
                if let Some(f) = self.word(cmd, s, cwds, Use::Destroy, "`mv` (moving away)") {
                    return Some(f);
                }
            }
        }
        if program == "ln" {
            for s in &ops {
                if let Some(f) = self.word(cmd, s, cwds, Use::Write, "`ln` (a link to)") {
                    return Some(f);
                }
            }
        }
        if remote(&dest) {
            return None;
        }
        if let Some(f) = self.word(cmd, &dest, cwds, Use::Write, &how) {
            return Some(f);
        }
        let dv = self.vars.value(&dest);
        let is_dir = dest.text.ends_with('/')
            || ops.len() > 1
            || args
                .iter()
                .any(|w| w.text == "-t" || w.text.starts_with("--target-directory"))
            || (dv.known
                && cwds
                    .iter()
                    .any(|c| normalize(Path::new(&dv.text), c).is_dir()));
        let deleting = program == "rsync" && args.iter().any(|w| w.text.starts_with("--delete"));
        if deleting
            && let Some(f) = self.word(cmd, &dest, cwds, Use::Destroy, "`rsync --delete` into")
        {
            return Some(f);
        }
        if !is_dir && program != "rsync" {
            return None;
        }
        for s in &ops {
            if remote(s) && program == "scp" {
                continue;
            }
            let sv = self.vars.value(s);
            let base = sv
                .text
                .trim_end_matches('/')
                .rsplit('/')
                .next()
                .unwrap_or("");
            let contents = program == "rsync" && sv.text.ends_with('/');
            if !sv.known || contents || base.is_empty() || base == "." || base == ".." {
                if let Some(f) = self.word(cmd, &dest, cwds, Use::Destroy, &how) {
                    return Some(f);
                }
                continue;
            }
            let joined = Value {
                text: format!("{}/{base}", dv.text.trim_end_matches('/')),
                known: dv.known,
                prefix: dv.prefix.clone(),
            };
            if let Some(f) = self.value(cmd, &joined, cwds, Use::Write, &how) {
                return Some(f);
            }
        }
        None
    }

    fn sed(&self, cmd: &Command, cwds: &[PathBuf]) -> Option<Finding> {
        let args = cmd.args();
        let in_place = args.iter().any(|w| {
            w.text.starts_with("--in-place")
                || (w.text.starts_with('-') && !w.text.starts_with("--") && w.text.contains('i'))
        });
        let scripted = args
            .iter()
            .any(|w| w.text == "-e" || w.text == "-f" || w.text.starts_with("--expression"));
        let ops = operands(args, &["-e", "-f", "--expression", "--file", "-l"]);
        if in_place {
            return self.each(
                cmd,
                ops.get(usize::from(!scripted)..).unwrap_or(&[]),
                cwds,
                Use::Write,
                "sed -i",
            );
        }
        // A sed script that names a protected path writes it (`w FILE`).
        let scripts: Vec<&Word> = if scripted {
            args.windows(2)
                .filter(|p| p.first().is_some_and(|w| w.text == "-e"))
                .filter_map(|p| p.get(1))
                .chain(args.iter().filter(|w| w.text.starts_with("--expression=")))
                .collect()
        } else {
            ops.first().into_iter().collect()
        };
        for s in scripts {
            if code::mentions(&s.text, &self.extra)
                && (s.text.contains('w') || s.text.contains('W') || s.text.contains('e'))
            {
                return self.finding(
                    cmd,
                    "a `sed` script that writes (`w FILE`)",
                    &s.text,
                    guess_kind(&s.text),
                );
            }
        }
        None
    }

    fn option_target(
        &self,
        cmd: &Command,
        cwds: &[PathBuf],
        opts: &[&str],
        how: &str,
    ) -> Option<Finding> {
        let args = cmd.args();
        for (i, w) in args.iter().enumerate() {
            // `-so FILE`: a cluster of short flags ending in the option.
            let clustered = w.text.len() > 2
                && w.text.starts_with('-')
                && !w.text.starts_with("--")
                && w.text.chars().skip(1).all(|c| c.is_ascii_alphabetic())
                && opts.iter().any(|o| {
                    o.len() == 2
                        && o.starts_with('-')
                        && w.text.ends_with(o.get(1..).unwrap_or("-"))
                });
            let target = if opts.contains(&w.text.as_str()) || clustered {
                args.get(i + 1).cloned()
            } else {
                opts.iter().find_map(|o| {
                    let rest = w.text.strip_prefix(&format!("{o}=")).or_else(|| {
                        w.text
                            .strip_prefix(o)
                            .filter(|r| o.len() == 2 && !r.is_empty())
                    })?;
                    Some(Word {
                        text: rest.to_owned(),
                        ..w.clone()
                    })
                })
            };
            if let Some(t) = target
                && let Some(f) = self.word(cmd, &t, cwds, Use::Write, how)
            {
                return Some(f);
            }
        }
        None
    }

    fn tar(&self, cmd: &Command, cwds: &[PathBuf]) -> Option<Finding> {
        let args = cmd.args();
        let first = args.first().map(|w| w.text.as_str()).unwrap_or("");
        let cluster = |w: &str| {
            (w == first && !w.starts_with('-')) || (w.starts_with('-') && !w.starts_with("--"))
        };
        let has = |c: char, long: &str| {
            args.iter()
                .any(|w| (cluster(&w.text) && w.text.contains(c)) || w.text == long)
        };
        if let Some(f) = self.option_target(cmd, cwds, &["-f", "--file"], "tar -f") {
            // `-f` is written when creating; reading an archive is harmless.
            if has('c', "--create") || has('r', "--append") || has('u', "--update") {
                return Some(f);
            }
        }
        if !(has('x', "--extract") || has('x', "--get")) {
            return None;
        }
        let dir = args.iter().enumerate().find_map(|(i, w)| {
            if w.text == "-C" || w.text == "--directory" {
                args.get(i + 1).cloned()
            } else {
                w.text.strip_prefix("--directory=").map(|d| Word {
                    text: d.to_owned(),
                    ..w.clone()
                })
            }
        });
        let dir = dir.unwrap_or_else(|| Word::literal("."));
        self.word(cmd, &dir, cwds, Use::Destroy, "archive extraction into")
    }

    fn extract(&self, cmd: &Command, cwds: &[PathBuf], program: &str) -> Option<Finding> {
        let args = cmd.args();
        if program == "unzip" && args.iter().any(|w| w.text == "-l" || w.text == "-t") {
            return None;
        }
        if program.starts_with("7z")
            && !args.first().is_some_and(|w| w.text == "x" || w.text == "e")
        {
            return None;
        }
        // `cpio -o` (`--create`) writes an archive to its output (judged as a
        // redirect); `-t` lists. Only `-i`/`-p` put files on disk.
        if program == "cpio"
            && args.iter().any(|w| {
                w.text == "--create"
                    || w.text == "--list"
                    || (w.text.starts_with('-')
                        && !w.text.starts_with("--")
                        && w.text.contains(['o', 't'])
                        && !w.text.contains(['i', 'p']))
            })
        {
            return None;
        }
        let dir = args.iter().enumerate().find_map(|(i, w)| {
            if w.text == "-d" {
                args.get(i + 1).cloned()
            } else {
                w.text
                    .strip_prefix("-o")
                    .filter(|d| program.starts_with("7z") && !d.is_empty())
                    .map(|d| Word {
                        text: d.to_owned(),
                        ..w.clone()
                    })
            }
        });
        let dir = dir.unwrap_or_else(|| Word::literal("."));
        self.word(cmd, &dir, cwds, Use::Destroy, "archive extraction into")
    }

    fn download(&self, cmd: &Command, cwds: &[PathBuf], program: &str) -> Option<Finding> {
        let args = cmd.args();
        let outs: &[&str] = match program {
            "wget" => &["-O", "--output-document", "-o", "--output-file", "-a"],
            "aria2c" => &["-o", "--out"],
            _ => &[
                "-o",
                "--output",
                "-D",
                "--dump-header",
                "-c",
                "--cookie-jar",
                "--trace",
            ],
        };
        if let Some(f) = self.option_target(cmd, cwds, outs, program) {
            return Some(f);
        }
        // `aria2c -d DIR -o NAME`: NAME inside DIR.
        if program == "aria2c" {
            let value = |names: &[&str]| {
                args.iter().enumerate().find_map(|(i, w)| {
                    names
                        .contains(&w.text.as_str())
                        .then(|| args.get(i + 1).map(|v| v.text.clone()))
                        .flatten()
                })
            };
            if let (Some(d), Some(o)) = (value(&["-d", "--dir"]), value(&["-o", "--out"])) {
                let joined = Word::literal(&format!("{}/{o}", d.trim_end_matches('/')));
                if let Some(f) = self.word(cmd, &joined, cwds, Use::Write, "aria2c -d/-o") {
                    return Some(f);
                }
            }
        }
        let dir_opts: &[&str] = match program {
            "wget" => &["-P", "--directory-prefix"],
            "aria2c" => &["-d", "--dir"],
            _ => &["--output-dir"],
        };
        let dir = args.iter().enumerate().find_map(|(i, w)| {
            dir_opts
                .contains(&w.text.as_str())
                .then(|| args.get(i + 1).cloned())
                .flatten()
        });
        let remote_name = program != "curl"
            || args.iter().any(|w| {
                w.text == "-O"
                    || w.text == "--remote-name"
                    || w.text == "--remote-name-all"
                    || (w.text.starts_with('-')
                        && !w.text.starts_with("--")
                        && w.text.contains('O'))
            });
        if !remote_name {
            return None;
        }
        let dir = self.vars.value(&dir.unwrap_or_else(|| Word::literal(".")));
        for u in args.iter().filter(|w| w.text.contains("://")) {
            let name = u.text.split(['?', '#']).next().unwrap_or("");
            let name = name.rsplit('/').next().unwrap_or("");
            let v = Value {
                text: format!("{}/{name}", dir.text),
                known: dir.known,
                prefix: dir.prefix.clone(),
            };
            if let Some(f) = self.value(cmd, &v, cwds, Use::Write, program) {
                return Some(f);
            }
        }
        None
    }

    fn find(&self, cmd: &Command, cwds: &[PathBuf]) -> Option<Finding> {
        let args = cmd.args();
        if let Some(f) = self.option_target(
            cmd,
            cwds,
            &["-fprint", "-fprint0", "-fprintf", "-fls"],
            "find -fprint",
        ) {
            return Some(f);
        }
        if !args.iter().any(|w| w.text == "-delete") {
            return None;
        }
        let roots: Vec<Word> = args
            .iter()
            .take_while(|a| !a.text.starts_with('-') && a.text != "(" && a.text != "!")
            .cloned()
            .collect();
        self.find_roots(
            cmd,
            &roots,
            args,
            cwds,
            "`find -delete` over a directory holding protected files",
        )
    }

    /// `find ROOTS … -delete` / `-exec CMD {}`: refused when a root is
    /// protected, or holds something protected and the name filters
    /// (`-name`, `-path`) could match a protected name (or there are none).
    fn find_roots(
        &self,
        cmd: &Command,
        roots: &[Word],
        args: &[Word],
        cwds: &[PathBuf],
        how: &str,
    ) -> Option<Finding> {
        let filters: Vec<&str> = args
            .windows(2)
            .filter(|p| {
                matches!(
                    p.first().map(|w| w.text.as_str()),
                    Some("-name" | "-iname" | "-path" | "-ipath" | "-wholename")
                )
            })
            .filter_map(|p| p.get(1).map(|w| w.text.as_str()))
            .collect();
        let could_match = filters.is_empty()
            || filters.iter().any(|f| {
                PROTECTED_NAMES.iter().any(|n| {
                    let name = f.rsplit('/').next().unwrap_or(f);
                    payload::glob::matches(name, n)
                }) || code::mentions(f, &self.extra)
            });
        let dot = [Word::literal(".")];
        let roots = if roots.is_empty() { &dot[..] } else { roots };
        for r in roots {
            let v = self.vars.value(r);
            for c in cwds {
                let p = normalize(Path::new(&v.text), c);
                // `find ~/.cla* …`: a root given as a glob is what it matches.
                let expanded = if v.text.contains(['*', '?', '[']) && !v.text.contains(['$', '`']) {
                    expand_fs(&p)
                } else {
                    vec![p]
                };
                for p in expanded {
                    let k = self
                        .m
                        .classify(&p)
                        .or_else(|| could_match.then(|| self.m.contains(&p, c)).flatten());
                    if let Some(k) = k {
                        return self.finding(cmd, how, &p.display().to_string(), k);
                    }
                }
            }
        }
        None
    }

    fn interpreter(&self, cmd: &Command, program: &str, cwds: &[PathBuf]) -> Option<Finding> {
        let shell_like = matches!(program, "awk" | "gawk" | "mawk" | "nawk" | "perl" | "ruby");
        let args = cmd.args();
        if program == "perl" && args.iter().any(|w| is_flag(&w.text, 'i', "--in-place")) {
            let ops = operands(args, &["-e", "-E", "-M", "-I"]);
            if let Some(f) = self.each(cmd, &ops, cwds, Use::Write, "perl -i") {
                return Some(f);
            }
        }
        if let Some(script) = &cmd.script {
            let why = if script.dynamic {
                self.mentions.then_some(
                    "its program text is known only at run time, in a command that names a protected location",
                )
            } else {
                self.reach(&script.text, shell_like, cwds)
            };
            if let Some(why) = why {
                return self.finding(
                    cmd,
                    &format!("`{program}` code: {why}"),
                    &shorten(&script.text),
                    guess_kind(&script.text),
                );
            }
            // `python -c CODE PATH`: a protected path handed to code that
            // writes (through `sys.argv`) is a write; to code that only
            // reads, a read.
            if code::writes(&script.text, shell_like) {
                let ops = operands(args, &["-c", "-e", "-E", "-W", "-X", "-r", "-I", "-M"]);
                let rest: Vec<Word> = ops.into_iter().filter(|w| w.text != script.text).collect();
                return self.each(
                    cmd,
                    &rest,
                    cwds,
                    Use::Named,
                    &format!("{program} code's argument"),
                );
            }
            return None;
        }
        // `python -m module`: the module's code is installed, not the
        // agent's; `json.tool IN OUT` writes OUT.
        if program.starts_with("python")
            && let Some(i) = args.iter().position(|w| w.text == "-m")
        {
            let module = args.get(i + 1)?;
            let rest = args.get(i + 2..).unwrap_or(&[]);
            if module.text == "json.tool" {
                let ops = operands(rest, &[]);
                return self.each(
                    cmd,
                    ops.get(1..).unwrap_or(&[]),
                    cwds,
                    Use::Write,
                    "python -m json.tool",
                );
            }
            return self.each(
                cmd,
                rest,
                cwds,
                Use::Named,
                &format!("python -m {}", module.text),
            );
        }
        let valued: &[&str] = match program {
            "awk" | "gawk" | "mawk" | "nawk" => &["-F", "-v"],
            _ => &["-W", "-X", "-r", "--require", "-I", "-M"],
        };
        let ops = operands(args, valued);
        let awk = matches!(program, "awk" | "gawk" | "mawk" | "nawk");
        // `gawk -i inplace PROG FILE…`: the files are rewritten.
        if awk
            && args
                .windows(2)
                .any(|w| matches!(w, [a, b] if a.text == "-i" && b.text.starts_with("inplace")))
        {
            let ops = operands(args, &["-F", "-v", "-i", "-f"]);
            let files = if args.iter().any(|w| w.text == "-f") {
                ops.as_slice()
            } else {
                ops.get(1..).unwrap_or(&[])
            };
            if let Some(f) = self.each(cmd, files, cwds, Use::Write, "awk -i inplace") {
                return Some(f);
            }
        }
        let file = if awk {
            // awk's program is its first operand unless `-f FILE`.
            match args.iter().position(|w| w.text == "-f") {
                Some(i) => args.get(i + 1),
                None => {
                    let text = ops.first()?;
                    // `-v f=PATH` values are part of the program's data.
                    let vars: Vec<&str> = args
                        .windows(2)
                        .filter(|p| p.first().is_some_and(|w| w.text == "-v"))
                        .filter_map(|p| p.get(1).map(|w| w.text.as_str()))
                        .collect();
                    let code = format!("{} {}", text.text, vars.join(" "));
                    if let Some(why) = self.reach(&code, true, cwds) {
                        return self.finding(
                            cmd,
                            &format!("`{program}` code: {why}"),
                            &shorten(&text.text),
                            guess_kind(&text.text),
                        );
                    }
                    return None;
                }
            }
        } else {
            ops.first()
        };
        let file = file?;
        if let Some(f) = self.code_file(cmd, file, cwds, program, shell_like) {
            return Some(f);
        }
        self.each(cmd, ops.get(1..).unwrap_or(&[]), cwds, Use::Named, program)
    }

    /// The text of a script named by `file`: on disk (bounded) or written
    /// earlier in this command. `None` when neither.
    fn script_text(&self, file: &Word, cwds: &[PathBuf]) -> Option<String> {
        let v = self.vars.value(file);
        if !v.known {
            return None;
        }
        for c in cwds {
            let p = normalize(Path::new(&v.text), c);
            if let Some((_, body)) = self.written.iter().rev().find(|(w, _)| *w == p) {
                return Some(body.clone());
            }
            if let Ok(f) = std::fs::File::open(&p) {
                use std::io::Read;
                let mut buf = Vec::new();
                if f.take(MAX_SCRIPT).read_to_end(&mut buf).is_ok() {
                    return Some(String::from_utf8_lossy(&buf).into_owned());
                }
            }
        }
        None
    }

    fn code_file(
        &self,
        cmd: &Command,
        file: &Word,
        cwds: &[PathBuf],
        program: &str,
        shell_like: bool,
    ) -> Option<Finding> {
        match self.script_text(file, cwds) {
            Some(text) => self.reach(&text, shell_like, cwds).and_then(|why| {
                self.finding(cmd, &format!("the `{program}` script `{}`: {why}", file.text), &file.text, guess_kind(&text))
            }),
            None if self.strong => self.finding(
                cmd,
                &format!("a `{program}` script that cannot be read, in a command that names a protected location"),
                &file.text,
                guess_kind(&cmd.text),
            ),
            None => None,
        }
    }

    fn shell_script(&self, cmd: &Command, cwds: &[PathBuf]) -> Option<Finding> {
        // `bash -c TEXT` was expanded by the analysis; only a script file is left.
        let args = cmd.args();
        if args.iter().any(|w| {
            w.text == "-c"
                || (w.text.starts_with('-') && !w.text.starts_with("--") && w.text.contains('c'))
        }) {
            return None;
        }
        let file = operands(args, &["-o", "-O", "--rcfile", "--init-file"])
            .into_iter()
            .next()?;
        self.run_shell_file(cmd, &file, cwds)
    }

    fn run_shell_file(&self, cmd: &Command, file: &Word, cwds: &[PathBuf]) -> Option<Finding> {
        match self.script_text(file, cwds) {
            Some(text) => {
                if self.depth >= MAX_DEPTH {
                    return code::could_reach(&text, true, &self.extra).and_then(|why| {
                        self.finding(
                            cmd,
                            &format!("the script `{}`: {why}", file.text),
                            &file.text,
                            guess_kind(&text),
                        )
                    });
                }
                let cwd = cwds.first()?;
                walk(&text, cwd, self.m, self.depth + 1).map(|mut f| {
                    f.how = format!("{} (in the script `{}`)", f.how, file.text);
                    f
                })
            }
            None if self.strong => self.finding(
                cmd,
                "a script that cannot be read, in a command that names a protected location",
                &file.text,
                guess_kind(&cmd.text),
            ),
            None => None,
        }
    }

    fn script_by_path(&self, cmd: &Command, path: &str, cwds: &[PathBuf]) -> Option<Finding> {
        let w = Word::literal(path);
        let text = self.script_text(&w, cwds)?;
        if text.contains('\0') {
            return None;
        }
        let first = text.lines().next().unwrap_or("");
        if first.starts_with("#!") && !first.contains("sh") {
            return code::could_reach(
                &text,
                first.contains("perl") || first.contains("awk"),
                &self.extra,
            )
            .and_then(|why| {
                self.finding(
                    cmd,
                    &format!("the script `{path}`: {why}"),
                    path,
                    guess_kind(&text),
                )
            });
        }
        self.run_shell_file(cmd, &w, cwds)
    }

    /// `patch`, `git apply`, `git am`: the files a patch (a file operand, a
    /// `<` redirect or a heredoc) names in its headers are written.
    fn patch(&self, cmd: &Command, cwds: &[PathBuf], args: Option<&[Word]>) -> Option<Finding> {
        let args = args.unwrap_or_else(|| cmd.args());
        let mut texts: Vec<String> = cmd
            .redirects
            .iter()
            .filter_map(|r| r.body.clone())
            .collect();
        let mut files: Vec<Word> = cmd
            .redirects
            .iter()
            .filter(|r| r.kind == RedirectKind::Input)
            .map(|r| r.target.clone())
            .collect();
        files.extend(
            operands(
                args,
                &[
                    "-p",
                    "-i",
                    "--input",
                    "-d",
                    "--directory",
                    "-o",
                    "-r",
                    "-B",
                    "-z",
                ],
            )
            .into_iter()
            .filter(|w| {
                w.text.ends_with(".diff")
                    || w.text.ends_with(".patch")
                    || args.len() == 1
                    || cmd.program() == Some("git")
            }),
        );
        for f in &files {
            match self.script_text(f, cwds) {
                Some(t) => texts.push(t),
                None if self.strong => {
                    return self.finding(
                        cmd,
                        "a patch that cannot be read, in a command that names a protected location",
                        &f.text,
                        guess_kind(&cmd.text),
                    );
                }
                None => {}
            }
        }
        for text in texts {
            for line in text.lines() {
                let target = line
                    .strip_prefix("+++ ")
                    .or_else(|| line.strip_prefix("--- "))
                    .or_else(|| line.strip_prefix("rename to "))
                    .or_else(|| line.strip_prefix("rename from "))
                    .or_else(|| line.trim_start().strip_prefix("*** Update File: "))
                    .or_else(|| line.trim_start().strip_prefix("*** Add File: "))
                    .or_else(|| line.trim_start().strip_prefix("*** Delete File: "));
                let Some(target) = target else { continue };
                let target = target.split('\t').next().unwrap_or("").trim();
                let target = target
                    .strip_prefix("a/")
                    .or_else(|| target.strip_prefix("b/"))
                    .unwrap_or(target);
                if target == "/dev/null" || target.is_empty() {
                    continue;
                }
                if let Some(f) = self.word(
                    cmd,
                    &Word::literal(target),
                    cwds,
                    Use::Write,
                    "a patch that writes",
                ) {
                    return Some(f);
                }
            }
        }
        None
    }

    /// `git clean -x`/`-X` deletes ignored files, and Claude Code keeps
    /// `.claude/settings.local.json` ignored: refused where a `.claude`
    /// directory is in reach, unless an `-e` pattern keeps it. Paths named
    /// are judged as deletes.
    fn git_clean(&self, cmd: &Command, rest: &[Word], cwds: &[PathBuf]) -> Option<Finding> {
        let mut excludes = Vec::new();
        let mut paths = Vec::new();
        let mut ignored = false;
        let mut i = 0;
        while let Some(w) = rest.get(i) {
            let t = w.text.as_str();
            if t == "-e" || t == "--exclude" {
                excludes.extend(rest.get(i + 1).map(|w| w.text.clone()));
                i += 2;
                continue;
            }
            if let Some(e) = t.strip_prefix("--exclude=").or_else(|| {
                t.strip_prefix("-e")
                    .filter(|e| !e.is_empty() && !t.starts_with("--"))
            }) {
                excludes.push(e.to_owned());
            } else if t.starts_with('-') && !t.starts_with("--") {
                ignored |= t.contains(['x', 'X']);
            } else if t != "--" {
                paths.push(w.clone());
            }
            i += 1;
        }
        if let Some(f) = self.each(cmd, &paths, cwds, Use::Destroy, "git clean") {
            return Some(f);
        }
        let kept = excludes.iter().any(|e| e.contains(".claude"));
        if !ignored || kept {
            return None;
        }
        let roots: Vec<PathBuf> = if paths.is_empty() {
            cwds.to_vec()
        } else {
            paths
                .iter()
                .flat_map(|p| {
                    cwds.iter()
                        .map(|c| normalize(Path::new(&self.vars.value(p).text), c))
                })
                .collect()
        };
        for r in roots {
            let claude = r.join(".claude");
            if claude.is_dir() || r.ends_with(".claude") {
                return self.finding(
                    cmd,
                    "`git clean -x` (deletes ignored files, `.claude/settings.local.json` among them; add `-e .claude` to keep it)",
                    &claude.display().to_string(),
                    Kind::Settings,
                );
            }
        }
        None
    }

    /// `at`/`batch`: the heredoc or here-string is a shell script.
    fn stdin_script(&self, cmd: &Command, cwds: &[PathBuf]) -> Option<Finding> {
        let cwd = cwds.first()?;
        for r in &cmd.redirects {
            let text = match r.kind {
                RedirectKind::Heredoc => r.body.clone(),
                RedirectKind::HereString => Some(r.target.text.clone()),
                RedirectKind::Input => self.script_text(&r.target, cwds),
                _ => None,
            };
            if let Some(t) = text
                && self.depth < MAX_DEPTH
                && let Some(f) = walk(&t, cwd, self.m, self.depth + 1)
            {
                return Some(f);
            }
        }
        if self.mentions && cmd.ctx.pipeline.is_some_and(|p| p.index > 0) {
            return self.finding(
                cmd,
                "a deferred shell fed from a pipe, in a command that names a protected location",
                &cmd.text,
                guess_kind(&cmd.text),
            );
        }
        None
    }

    fn makefile(&self, cmd: &Command, cwds: &[PathBuf]) -> Option<Finding> {
        let args = cmd.args();
        let dir = args
            .iter()
            .position(|w| w.text == "-C")
            .and_then(|i| args.get(i + 1))
            .map(|w| self.vars.value(w).text)
            .unwrap_or_else(|| ".".to_owned());
        let file = args
            .iter()
            .position(|w| w.text == "-f" || w.text == "--file")
            .and_then(|i| args.get(i + 1))
            .map(|w| w.text.clone());
        let names = match &file {
            Some(f) => vec![f.clone()],
            None => ["GNUmakefile", "makefile", "Makefile"]
                .iter()
                .map(|n| format!("{dir}/{n}"))
                .collect(),
        };
        for n in names {
            if let Some(text) = self.script_text(&Word::literal(&n), cwds) {
                // The recipes are shell: judged as commands, each line on
                // its own (`make` runs them so), from the make directory.
                if self.depth < MAX_DEPTH {
                    let cwd = cwds.first()?;
                    let dir = normalize(Path::new(&dir), cwd);
                    return text
                        .lines()
                        .filter_map(|l| l.strip_prefix('\t'))
                        .map(|l| l.trim_start_matches(['@', '-', '+']))
                        .find_map(|l| walk(l, &dir, self.m, self.depth + 1))
                        .map(|mut f| {
                            f.how = format!("{} (a recipe of `{n}`)", f.how);
                            f
                        });
                }
                return code::could_reach(&text, true, &self.extra).and_then(|why| {
                    self.finding(
                        cmd,
                        &format!("`make` with `{n}`: {why}"),
                        &n,
                        guess_kind(&text),
                    )
                });
            }
        }
        None
    }
}

/// Programs whose name opening an argument marks it as a command line.
const COMMAND_WORDS: &[&str] = &[
    "cp",
    "mv",
    "rm",
    "ln",
    "install",
    "rsync",
    "tee",
    "sed",
    "perl",
    "python",
    "python3",
    "node",
    "ruby",
    "sh",
    "bash",
    "zsh",
    "dash",
    "echo",
    "printf",
    "cat",
    "dd",
    "truncate",
    "chmod",
    "chown",
    "touch",
    "mkdir",
    "git",
    "curl",
    "wget",
    "tar",
    "unzip",
    "jq",
    "sponge",
    "awk",
    "find",
    "xargs",
    "env",
    "sudo",
    "eval",
    "exec",
    "shred",
    "unlink",
    "gatehouse",
];

/// Names of protected files, for `find -name` filters.
const PROTECTED_NAMES: &[&str] = &[
    ".claude",
    "settings.json",
    "settings.local.json",
    "gatehouse.toml",
    "banned-libraries.txt",
    "weasel-words.txt",
    ".codex",
    "hooks.json",
    "config.toml",
];

/// Whether a glob matches a name as bash expands it: a leading dot is
/// matched only by a pattern that starts with one.
/// The paths an absolute glob matches on disk (each component matched with
/// [`bash_glob`]; a missing last component kept as written, since it may be
/// created). Bounded: at most 256 paths, directories of at most 4096 entries.
fn expand_fs(pattern: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = vec![PathBuf::from("/")];
    let parts: Vec<String> = pattern
        .components()
        .skip(1)
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let last = parts.len().saturating_sub(1);
    for (k, part) in parts.iter().enumerate() {
        let mut next = Vec::new();
        for base in &found {
            if !part.contains(['*', '?', '[']) {
                next.push(base.join(part));
                continue;
            }
            let Ok(entries) = std::fs::read_dir(base) else {
                continue;
            };
            for e in entries.flatten().take(4096) {
                let name = e.file_name().to_string_lossy().into_owned();
                if bash_glob(part, &name) {
                    next.push(base.join(name));
                }
            }
        }
        if k < last {
            next.retain(|p| p.is_dir());
        }
        next.truncate(256);
        found = next;
        if found.is_empty() {
            break;
        }
    }
    found
}

fn bash_glob(pattern: &str, name: &str) -> bool {
    (pattern.starts_with('.') || !name.starts_with('.'))
        && glob_component(pattern.as_bytes(), name.as_bytes())
}

/// One path component against a pattern with `*`, `?`, `[…]` (`!`/`^`
/// negation, ranges) and `{a,b}` treated as "anything" (an over-match).
fn glob_component(p: &[u8], n: &[u8]) -> bool {
    // Iterative with one backtrack point for `*` (bounded: O(p·n)).
    let (mut pi, mut ni) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ni < n.len() {
        let pc = p.get(pi).copied();
        let nc = n.get(ni).copied().unwrap_or(0);
        let step = match pc {
            Some(b'*') => {
                star = Some((pi, ni));
                pi += 1;
                continue;
            }
            // `{a,b}`: anything, up to the closing brace.
            Some(b'{') => {
                let close = p
                    .get(pi..)
                    .and_then(|r| r.iter().position(|&b| b == b'}'))
                    .map_or(pi, |e| pi + e);
                star = Some((close, ni));
                pi = close + 1;
                continue;
            }
            Some(b'?') => Some(pi + 1),
            Some(b'[') => {
                let end = p.get(pi + 1..).and_then(|r| {
                    r.iter()
                        .skip(1)
                        .position(|&b| b == b']')
                        .map(|e| pi + 2 + e)
                });
                match end {
                    Some(end) => {
                        let set = p.get(pi + 1..end).unwrap_or(&[]);
                        let (neg, set) = match set.first() {
                            Some(b'!' | b'^') => (true, set.get(1..).unwrap_or(&[])),
                            _ => (false, set),
                        };
                        let mut hit = false;
                        let mut k = 0;
                        while let Some(&a) = set.get(k) {
                            if set.get(k + 1) == Some(&b'-')
                                && let Some(&b) = set.get(k + 2)
                            {
                                hit |= a <= nc && nc <= b;
                                k += 3;
                            } else {
                                hit |= a == nc;
                                k += 1;
                            }
                        }
                        (hit != neg).then_some(end + 1)
                    }
                    None => (nc == b'[').then_some(pi + 1),
                }
            }
            Some(c) => (c == nc).then_some(pi + 1),
            None => None,
        };
        match step {
            Some(next) => {
                pi = next;
                ni += 1;
            }
            None => match star {
                Some((sp, sn)) => {
                    pi = sp + 1;
                    ni = sn + 1;
                    star = Some((sp, sn + 1));
                }
                None => return false,
            },
        }
    }
    p.get(pi..)
        .unwrap_or(&[])
        .iter()
        .all(|&b| b == b'*' || b == b'{' || b == b'}')
}

/// Whether `text` is a short-option cluster containing `c`, or `long`.
fn is_flag(text: &str, c: char, long: &str) -> bool {
    text == long
        || text.starts_with(&format!("{long}="))
        || (text.starts_with('-') && !text.starts_with("--") && text.contains(c))
}

/// The non-option words, skipping the values of `valued` options; after
/// `--` everything is an operand.
fn operands(args: &[Word], valued: &[&str]) -> Vec<Word> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut rest = false;
    while let Some(w) = args.get(i) {
        i += 1;
        if rest {
            out.push(w.clone());
        } else if w.text == "--" {
            rest = true;
        } else if valued.contains(&w.text.as_str()) {
            i += 1;
        } else if !w.text.starts_with('-') || w.text == "-" {
            out.push(w.clone());
        }
    }
    out
}

/// A best guess at what text that names protected things names, for the
/// message.
fn guess_kind(text: &str) -> Kind {
    let s = code::squeeze(text);
    if s.contains("gatehouse") && s.contains("state") || s.contains("sessions") {
        Kind::Store
    } else if s.contains("gatehouse") && s.contains("share")
        || s.contains("worktree-consent")
        || s.contains("force-session-cli")
    {
        Kind::Install
    } else if s.contains("projects") && s.contains("claude") {
        Kind::Transcripts
    } else if s.contains("gatehouse") {
        Kind::Config
    } else if s.contains("codex") {
        Kind::Codex
    } else {
        Kind::Settings
    }
}

fn shorten(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match one_line.char_indices().nth(120) {
        Some((i, _)) => format!("{}…", one_line.get(..i).unwrap_or("")),
        None => one_line,
    }
}

#[cfg(test)]
mod glob_tests {
    #[test]
    fn components() {
        for (p, n, want) in [
            ("*", "settings.json", true),
            ("*", ".claude", false),
            (".*", ".claude", true),
            (".[a-z]*", ".claude", true),
            (".[!c]*", ".claude", false),
            ("*.json", "settings.json", true),
            ("set*.js?n", "settings.json", true),
            ("*.toml", "settings.json", false),
            (".c{l,o}*", ".claude", true),
        ] {
            assert_eq!(super::bash_glob(p, n), want, "{p} {n}");
        }
    }
}
