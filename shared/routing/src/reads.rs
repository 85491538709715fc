//! Which governed files a command line reads, whatever the program: text
//! tools and pagers, editors in batch mode (`vim -es`, `ex`, `ed`), `perl
//! -ne print`, `diff /dev/null FILE`, `dd if=`, interpreter code naming the
//! file (`python3 -c "open('src/app.py').read()"`), git showing blobs and
//! patches (`git show HEAD:src/app.py`, `git log -p -- FILE`, `git blame`,
//! `git cat-file -p`), searches (`grep`, `rg`, `git grep … HEAD`), input
//! redirections (`< FILE`, `exec 3< FILE`), files fed by `find -exec`,
//! `xargs` (fed by `echo`, `ls`, `find`, `git ls-files`), copies read back
//! (`cp src/app.py /tmp/x && cat /tmp/x`), words resolved through variables,
//! loops, functions and `$(…)`, globs expanded against the repository.
//!
//! The opacity rule: a program that is not known to leave file contents
//! alone, given a governed file, is taken to read it; a reader whose operand
//! cannot be known (`cat "$(cat list)"`, `… | xargs cat` fed by an unknown
//! list) is taken to read a governed file.

use crate::resolve::{Env, Value, expand_glob, is_glob};
use crate::scope::{Scope, home};
use crate::search;
use crate::tokens::{Lang, Tok, tokenize};
use shell::{Analysis, Command, RedirectKind, Via, Word};
use std::path::{Path, PathBuf};

/// Programs that show the contents of their file operands.
const READERS: &[&str] = &[
    "cat",
    "head",
    "tail",
    "less",
    "more",
    "bat",
    "batcat",
    "nl",
    "tac",
    "most",
    "view",
    "strings",
    "od",
    "xxd",
    "hexdump",
    "hd",
    "base64",
    "base32",
    "basenc",
    "cut",
    "sort",
    "uniq",
    "paste",
    "column",
    "fold",
    "fmt",
    "pr",
    "expand",
    "unexpand",
    "rev",
    "iconv",
    "diff",
    "sdiff",
    "diff3",
    "colordiff",
    "wdiff",
    "comm",
    "join",
    "look",
    "zcat",
    "zless",
    "zmore",
    "bzcat",
    "xzcat",
    "pygmentize",
    "highlight",
    "jq",
    "yq",
    "vi",
    "vim",
    "nvim",
    "gvim",
    "ex",
    "ed",
    "vimdiff",
    "nano",
    "emacs",
    "emacsclient",
    "micro",
    "kak",
    "joe",
    "mcedit",
    "pico",
    "sed",
    "gsed",
    "awk",
    "gawk",
    "mawk",
    "nawk",
    "perl",
    "ruby",
    "php",
    "lua",
    "split",
    "csplit",
    "grep",
    "egrep",
    "fgrep",
    "zgrep",
    "rg",
    "ag",
    "ack",
    "ack-grep",
    "dd",
    "xargs",
    "tr",
];

/// Programs known to leave the contents of their operands unshown (they run,
/// check, format, move or describe files): given a governed file they are
/// not reading it for the agent.
const NON_READERS: &[&str] = &[
    "ls",
    "ll",
    "stat",
    "file",
    "wc",
    "du",
    "df",
    "touch",
    "rm",
    "rmdir",
    "mv",
    "cp",
    "ln",
    "chmod",
    "chown",
    "chgrp",
    "mkdir",
    "test",
    "[",
    "[[",
    "realpath",
    "readlink",
    "basename",
    "dirname",
    "echo",
    "printf",
    "true",
    "false",
    ":",
    "cd",
    "pushd",
    "popd",
    "export",
    "unset",
    "pytest",
    "py.test",
    "ruff",
    "black",
    "isort",
    "mypy",
    "dmypy",
    "pyright",
    "pylint",
    "flake8",
    "bandit",
    "autopep8",
    "yapf",
    "pyflakes",
    "pycodestyle",
    "pydocstyle",
    "vulture",
    "radon",
    "coverage",
    "tox",
    "nox",
    "pre-commit",
    "sha1sum",
    "sha256sum",
    "sha512sum",
    "md5sum",
    "cksum",
    "b2sum",
    "shasum",
    "code",
    "open",
    "xdg-open",
    "tar",
    "zip",
    "unzip",
    "rsync",
    "scp",
    "install",
    "uv",
    "pip",
    "pip3",
    "make",
    "cargo",
    "npm",
    "npx",
    "node",
    "deno",
    "bun",
    "python",
    "python3",
    "pypy3",
    "git",
    "docker",
    "kubectl",
    "shellcheck",
    "shfmt",
    "prettier",
    "eslint",
    "tsc",
    "clang-format",
    "rustfmt",
    "ctags",
    "entr",
    "inotifywait",
    "watchman",
    "chmod",
    "truncate",
    "shred",
    "sleep",
    "wait",
    "kill",
    "time",
    "timeout",
    "nohup",
    "env",
    "which",
    "type",
    "command",
    "source",
    ".",
    "exec",
    "find",
    "tree",
    "fd",
    "fdfind",
    "locate",
    "sha224sum",
    "sha384sum",
    "ipython",
    "jupyter",
    "gh",
    "hatch",
    "poetry",
    "pdm",
    "rye",
    "pipx",
    "uvx",
    "mkdocs",
    "sphinx-build",
    "interrogate",
    "pyupgrade",
    "docformatter",
    "codespell",
    "typos",
    "semgrep",
    "lizard",
    "cloc",
    "tokei",
    "scc",
    "wc",
    "diffstat",
    "patch",
    "chattr",
    "lsattr",
    "xattr",
    "getfacl",
    "setfacl",
    "sync",
    "nice",
    "ionice",
    "strace",
    "ltrace",
    "gdb",
    "pdb",
    "bash",
    "sh",
    "zsh",
    "dash",
    "ksh",
    "tee",
    "sponge",
    "cmp",
    "autoflake",
    "pytype",
    "pyre",
    "ty",
    "nbqa",
    "refurb",
    "flynt",
    "add-trailing-comma",
    "pyink",
    "blue",
    "ufmt",
    "usort",
    "tryceratops",
    "pylama",
    "prospector",
    "darglint",
    "xenon",
    "mccabe",
    "wily",
    "deptry",
    "pip-audit",
    "safety",
    "trash",
    "trash-put",
    "watchexec",
    "eza",
    "exa",
    "lsd",
    "sourcery",
    "pyroma",
    "check-manifest",
    "twine",
    "build",
    "flit",
    "maturin",
    "sphinx-apidoc",
    "pdoc",
    "pyinstaller",
    "nuitka",
    "cython",
    "mypyc",
    "py-spy",
    "scalene",
    "memray",
    "git-lfs",
    "chezmoi",
    "stow",
    "unlink",
    "touch",
    "mktemp",
    "setfattr",
    "getfattr",
    "sha1sum",
];

/// Git subcommands whose output carries file contents.
const GIT_SHOW: &[&str] = &["show", "cat-file", "blame", "annotate", "archive"];

/// One read of governed content found in a command line.
#[derive(Debug, Clone)]
pub struct Found {
    /// Index of the command.
    pub index: usize,
    /// What it reads, for the message.
    pub what: String,
}

/// The reads of governed content in `a`, in order.
pub struct Reads<'s> {
    scope: &'s Scope,
    root: PathBuf,
    env: Env,
    cwds: Vec<PathBuf>,
    home: Option<PathBuf>,
    /// Copies of governed files made earlier on the line.
    tainted: Vec<PathBuf>,
}

/// The first command of `a` (run from `cwd`, in the project at `root`) that
/// reads governed content; `skip` says which commands are sanctioned.
pub fn first_read(
    a: &Analysis,
    cwd: &Path,
    root: &Path,
    scope: &Scope,
    skip: impl Fn(&Command) -> bool,
) -> Option<Found> {
    let mut r = Reads::new(a, cwd, root, scope);
    for (i, c) in a.commands.iter().enumerate() {
        if skip(c) {
            continue;
        }
        if let Some(what) = r.command(a, i, c) {
            return Some(Found { index: i, what });
        }
    }
    None
}

/// A word's possible paths: `None` when unknown.
type Paths = Option<Vec<PathBuf>>;

impl<'s> Reads<'s> {
    /// The context of `a`'s commands: variables, directories, copies.
    pub fn new(a: &Analysis, cwd: &Path, root: &Path, scope: &'s Scope) -> Reads<'s> {
        Reads {
            scope,
            root: payload::paths::normalize(root, cwd),
            env: Env::new(a),
            cwds: crate::cwds(a, cwd),
            home: home(),
            tainted: Vec::new(),
        }
    }

    /// The variables of the analysis.
    pub fn env(&self) -> &Env {
        &self.env
    }

    /// True when the search `s` (command `i`) sweeps governed files: a
    /// recursive search of a tree or glob holding some, a search of two or
    /// more governed files or of a glob, or one fed by `find`/`xargs`. A
    /// search of one named file is not a sweep.
    pub fn sweeps(&self, a: &Analysis, i: usize, c: &Command, s: &search::Search<'_>) -> bool {
        self.search_mode(a, i, c, s, true)
    }

    fn here(&self, i: usize) -> PathBuf {
        self.cwds
            .get(i)
            .cloned()
            .unwrap_or_else(|| self.root.clone())
    }

    fn paths(&self, w: &Word, c: &Command, here: &Path) -> Paths {
        let Value::Texts(texts) = self.env.word(w, c) else {
            return None;
        };
        Some(self.texts_to_paths(&texts, here))
    }

    fn texts_to_paths(&self, texts: &[String], here: &Path) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for t in texts {
            let t = match (t.strip_prefix("~/"), &self.home) {
                (Some(rest), Some(h)) => h.join(rest).display().to_string(),
                _ => t.clone(),
            };
            let p = payload::paths::normalize(Path::new(&t), here);
            if is_glob(&t) {
                match expand_glob(&p) {
                    Some(found) if !found.is_empty() => out.extend(found),
                    _ => out.push(p),
                }
            } else {
                out.push(p);
            }
        }
        out
    }

    /// A governed file (or a copy of one, or a glob that may be one).
    fn governed(&self, p: &Path) -> bool {
        let s = p.to_string_lossy();
        if is_glob(&s) {
            return self.scope.glob_may_govern(p);
        }
        (!p.is_dir() && self.scope.governs_file(p)) || self.tainted.iter().any(|t| p.starts_with(t))
    }

    /// A tree holding governed files.
    fn tree(&self, p: &Path) -> bool {
        let s = p.to_string_lossy();
        if is_glob(&s) {
            return self.scope.glob_may_govern(p) || self.scope.overlaps(p);
        }
        if p.is_dir() {
            self.scope.overlaps(p) || self.tainted.iter().any(|t| t.starts_with(p))
        } else {
            self.governed(p)
        }
    }

    fn command(&mut self, a: &Analysis, i: usize, c: &Command) -> Option<String> {
        let here = self.here(i);
        let shown = || format!("`{}`", c.text.trim());
        // Input redirections, on any command (`cat < f`, `exec 3< f`,
        // `while read l; do …; done < f`).
        for r in &c.redirects {
            if matches!(r.kind, RedirectKind::Input | RedirectKind::ReadWrite) {
                match self.paths(&r.target, c, &here) {
                    Some(ps) if ps.iter().any(|p| self.governed(p)) => return Some(shown()),
                    _ => {}
                }
            }
        }
        // `echo "$(<f)"`, `x=$(< f)`: bash reads the file into the word.
        if let Some(k) = c.text.find("$(<") {
            let rest = c.text.get(k + 3..).unwrap_or_default();
            let path = rest
                .trim_start()
                .split([')', ' ', '"', '\''])
                .next()
                .unwrap_or_default();
            if !path.is_empty()
                && self
                    .texts_to_paths(&[path.to_owned()], &here)
                    .iter()
                    .any(|p| self.governed(p))
            {
                return Some(shown());
            }
        }
        let program = match c.argv.first() {
            Some(w) => match self.env.word(w, c) {
                Value::Texts(t) if t.len() == 1 => t
                    .first()
                    .map(|p| p.rsplit('/').next().unwrap_or(p).to_owned())
                    .unwrap_or_default(),
                _ => return None,
            },
            None => return None,
        };
        if self.copy(c, &program, &here) {
            return Some(shown());
        }
        if self.archive_to_stdout(c, &program, &here) {
            return Some(shown());
        }
        if program == "git" && search::parse(c).is_none() {
            return self.git(c, &here).then(shown);
        }
        if let Some(s) = &c.script
            && self.script_reads(&s.text, &here)
        {
            return Some(shown());
        }
        // Inline code the analysis did not lift out (`lua -e`, `awk
        // 'BEGIN { while ((getline l < "f") > 0) print l }'`, `perl -e`):
        // the files its strings name.
        if c.script.is_none()
            && matches!(
                program.as_str(),
                "awk"
                    | "gawk"
                    | "mawk"
                    | "nawk"
                    | "perl"
                    | "ruby"
                    | "php"
                    | "lua"
                    | "luajit"
                    | "tclsh"
                    | "Rscript"
                    | "julia"
            )
            && inline_code(c, &program).is_some_and(|code| self.script_reads(code, &here))
        {
            return Some(shown());
        }
        if let Some(s) = search::parse(c) {
            return self.search(a, i, c, &s, &here).then(shown);
        }
        // `diff -q`/`cmp -s`: whether files differ, not what they hold.
        if matches!(program.as_str(), "diff" | "colordiff" | "cmp")
            && c.args().iter().any(|w| {
                matches!(
                    w.text.as_str(),
                    "-q" | "--brief" | "-s" | "--silent" | "--quiet"
                )
            })
        {
            return None;
        }
        // `python3 -c CODE FILE`, `node -e CODE FILE`: the code is handed the
        // file (`sys.argv[1]`, `process.argv[1]`).
        if c.script.is_some()
            && let Some(k) = c
                .args()
                .iter()
                .position(|w| matches!(w.text.as_str(), "-c" | "-e" | "--eval" | "-p" | "--print"))
        {
            for w in c.args().get(k + 2..).unwrap_or(&[]) {
                if w.text.starts_with('-') {
                    continue;
                }
                if self
                    .paths(w, c, &here)
                    .is_some_and(|ps| ps.iter().any(|p| self.governed(p)))
                {
                    return Some(shown());
                }
            }
        }
        let fed = matches!(c.ctx.via.last(), Some(Via::Xargs | Via::FindExec));
        let operands = operands(c, &program);
        let reader = READERS.contains(&program.as_str());
        // A project script run by path (`./scripts/fmt.sh src/app.py`) is
        // reviewed code that uses its operands, not a reader for the agent.
        let by_path = !reader && c.program_path.as_deref().is_some_and(|p| p.contains('/'));
        let mut any_file = false;
        for w in &operands {
            if w.text == "{}" || (fed && w.text.contains("{}")) {
                continue;
            }
            let text = w.text.as_str();
            // `dd if=FILE`; `cp FILE /dev/stdout` is handled with copies.
            let (word_text, is_dd) = match text.strip_prefix("if=") {
                Some(rest) if program == "dd" => (rest, true),
                _ => (text, false),
            };
            if program == "dd" && !is_dd {
                continue;
            }
            let paths = if is_dd {
                Some(self.texts_to_paths(&[word_text.to_owned()], &here))
            } else {
                self.paths(w, c, &here)
            };
            match paths {
                None if reader => return Some(format!("{} (a file it cannot name)", shown())),
                None => {}
                Some(ps) => {
                    any_file |= !ps.is_empty();
                    if ps.iter().any(|p| self.governed(p))
                        && (reader || (!by_path && !NON_READERS.contains(&program.as_str())))
                    {
                        return Some(shown());
                    }
                }
            }
        }
        if reader && fed {
            return self.fed(a, i, c, &operands).then(shown);
        }
        let _ = any_file;
        None
    }

    /// Records `cp SRC… DST` (and `mv`, `ln`, `install`, `rsync`) copies of
    /// governed files; a copy to standard output is a read and is tainted
    /// like any file (`/dev/stdout` is then "governed").
    fn copy(&mut self, c: &Command, program: &str, here: &Path) -> bool {
        if !matches!(
            program,
            "cp" | "mv" | "ln" | "install" | "rsync" | "scp" | "ditto"
        ) {
            return false;
        }
        let ops: Vec<&Word> = c
            .args()
            .iter()
            .filter(|w| !w.text.starts_with('-'))
            .collect();
        let Some((dst, srcs)) = ops.split_last() else {
            return false;
        };
        let hit = srcs.iter().any(|w| {
            self.paths(w, c, here)
                .is_some_and(|ps| ps.iter().any(|p| self.tree(p)))
        });
        if !hit {
            return false;
        }
        // A copy to the terminal or standard output shows the contents.
        if matches!(
            dst.text.as_str(),
            "/dev/stdout"
                | "/dev/stderr"
                | "/dev/tty"
                | "/dev/fd/1"
                | "/dev/fd/2"
                | "/proc/self/fd/1"
                | "-"
        ) {
            return true;
        }
        if let Some(ps) = self.paths(dst, c, here) {
            self.tainted.extend(ps);
        }
        false
    }

    /// An archive or compressor writing governed files to standard output
    /// (`tar cf - src`, `tar -xOf`, `zip -r - src`, `gzip -c src/app.py`),
    /// or Python modules that print a file (`python3 -m json.tool f`).
    fn archive_to_stdout(&self, c: &Command, program: &str, here: &Path) -> bool {
        let args: Vec<&str> = c.args().iter().map(|w| w.text.as_str()).collect();
        let to_stdout = match program {
            "tar" | "bsdtar" | "gtar" => {
                args.iter()
                    .any(|a| matches!(*a, "-O" | "--to-stdout" | "-" | "--file=-"))
                    || args
                        .windows(2)
                        .any(|w| matches!(w, [f, "-"] if f.starts_with('-') || f.contains('f')))
                    || args
                        .first()
                        .is_some_and(|a| !a.starts_with('-') && a.contains('O'))
                    || !args.iter().any(|a| a.contains('f'))
            }
            "zip" => args.contains(&"-"),
            "gzip" | "bzip2" | "xz" | "zstd" | "lz4" | "brotli" | "compress" => {
                args.iter().any(|a| {
                    *a == "--stdout"
                        || (a.starts_with('-') && !a.starts_with("--") && a.contains('c'))
                })
            }
            p if crate::command::is_python(p) => {
                let module = args.windows(2).find_map(|w| match w {
                    ["-m", m] => Some(*m),
                    _ => None,
                });
                module.is_some_and(|m| {
                    matches!(
                        m,
                        "json.tool"
                            | "tokenize"
                            | "base64"
                            | "quopri"
                            | "gzip"
                            | "zipfile"
                            | "tarfile"
                            | "pydoc"
                            | "dis"
                            | "pickletools"
                            | "uu"
                            | "mimetypes"
                            | "shlex"
                            | "fileinput"
                            | "codecs"
                    )
                })
            }
            _ => false,
        };
        to_stdout
            && c.args().iter().any(|w| {
                !w.text.starts_with('-')
                    && self
                        .paths(w, c, here)
                        .is_some_and(|ps| ps.iter().any(|p| self.tree(p)))
            })
    }

    fn search(
        &self,
        a: &Analysis,
        i: usize,
        c: &Command,
        s: &search::Search<'_>,
        _here: &Path,
    ) -> bool {
        self.search_mode(a, i, c, s, false)
    }

    fn search_mode(
        &self,
        a: &Analysis,
        i: usize,
        c: &Command,
        s: &search::Search<'_>,
        sweep: bool,
    ) -> bool {
        let here = &self.here(i);
        if s.lists_only || !self.scope.filters_admit(&s.includes, &s.types) {
            return false;
        }
        let base = match s.git_dir {
            Some(d) => match self.paths(d, c, here) {
                Some(ps) => ps.into_iter().next().unwrap_or_else(|| here.to_path_buf()),
                None => return true,
            },
            None => here.to_path_buf(),
        };
        let mut named = false;
        let mut files = 0usize;
        for w in &s.paths {
            if w.text == "{}" {
                continue;
            }
            // `git grep PATTERN HEAD`, `HEAD:src`: revisions search the tree.
            if s.tool == "git grep" {
                let t = w.text.as_str();
                if let Some((_, path)) = t.split_once(':') {
                    named = true;
                    let p = if path.is_empty() {
                        self.root.clone()
                    } else {
                        payload::paths::normalize(Path::new(path), &self.root)
                    };
                    if self.tree(&p) || self.scope.overlaps(&p) {
                        return true;
                    }
                    continue;
                }
                if !t.contains('/') && !base.join(t).exists() {
                    continue; // a revision: the whole tree at it, judged below
                }
            }
            named = true;
            // A word that stands for a glob (`src/*.py`, a loop over one).
            let from_glob = match self.env.word(w, c) {
                Value::Texts(t) => t.iter().any(|x| is_glob(x)),
                Value::Unknown => true,
            };
            match self.paths(w, c, &base) {
                None => return true,
                Some(ps) => {
                    for p in ps {
                        let globbed = from_glob || is_glob(&p.to_string_lossy());
                        if s.recursive && (p.is_dir() || globbed) {
                            if self.tree(&p) {
                                return true;
                            }
                        } else if self.governed(&p) {
                            if !sweep || globbed || (w.dynamic && is_glob(&w.text)) {
                                return true;
                            }
                            files += 1;
                        }
                    }
                }
            }
        }
        if named {
            return files >= 2;
        }
        if matches!(c.ctx.via.last(), Some(Via::Xargs | Via::FindExec)) {
            return self.fed(a, i, c, &[]);
        }
        s.recursive && self.tree(&base)
    }

    /// A reader fed files by `find -exec` or `xargs`.
    fn fed(&self, a: &Analysis, i: usize, c: &Command, operands: &[&Word]) -> bool {
        if let Some(f) = crate::command::find_source(a, i) {
            let from = self.here(f.index);
            let dirs_hit = if f.dirs.is_empty() {
                self.tree(&from)
            } else {
                f.dirs.iter().any(|w| {
                    self.paths(w, c, &from)
                        .is_none_or(|ps| ps.iter().any(|p| self.tree(p)))
                })
            };
            return dirs_hit
                && (f.names.is_empty() || f.names.iter().any(|n| self.scope.name_may_match(n)));
        }
        if c.ctx.via.last() != Some(&Via::Xargs) {
            return false;
        }
        // The feeder: the previous element of the same pipeline.
        let Some(pos) = c.ctx.pipeline else {
            return true;
        };
        let feeder = a.commands.get(..i).and_then(|before| {
            before.iter().enumerate().rev().find(|(_, x)| {
                x.ctx
                    .pipeline
                    .is_some_and(|p| p.len == pos.len && p.index + 1 == pos.index)
                    && !x.ctx.via.contains(&Via::Xargs)
            })
        });
        let Some((fi, feeder)) = feeder else {
            return true;
        };
        let from = self.here(fi);
        let items: Option<Vec<PathBuf>> = match feeder.program() {
            Some("echo" | "printf") => {
                let mut texts = Vec::new();
                for w in feeder.args().iter().filter(|w| !w.text.starts_with('-')) {
                    match self.env.word(w, feeder) {
                        Value::Texts(t) => {
                            texts.extend(t.iter().flat_map(|x| {
                                x.split_whitespace().map(str::to_owned).collect::<Vec<_>>()
                            }));
                        }
                        Value::Unknown => return true,
                    }
                }
                Some(
                    texts
                        .iter()
                        .map(|t| payload::paths::normalize(Path::new(t), &from))
                        .collect(),
                )
            }
            Some("ls" | "git" | "grep" | "rg" | "fd" | "fdfind") => {
                let dirs: Vec<PathBuf> = feeder
                    .args()
                    .iter()
                    .filter(|w| {
                        !w.text.starts_with('-')
                            && !matches!(w.text.as_str(), "ls-files" | "ls-tree")
                    })
                    .filter_map(|w| self.paths(w, feeder, &from))
                    .flatten()
                    .filter(|p| p.exists())
                    .collect();
                if dirs.is_empty() {
                    return self.tree(&from);
                }
                return dirs.iter().any(|d| self.tree(d));
            }
            _ => None,
        };
        let Some(items) = items else {
            return true;
        };
        // `xargs -I{} cat src/{}`: items replace `{}` in the operands.
        let templated: Vec<&&Word> = operands.iter().filter(|w| w.text.contains("{}")).collect();
        if templated.is_empty() {
            return items
                .iter()
                .any(|p| self.governed(p) || (p.is_dir() && self.tree(p)));
        }
        let here = self.here(i);
        templated.iter().any(|w| {
            items.iter().any(|item| {
                let name = item
                    .strip_prefix(&from)
                    .map(|r| r.display().to_string())
                    .unwrap_or_else(|_| item.display().to_string());
                let p = payload::paths::normalize(Path::new(&w.text.replace("{}", &name)), &here);
                self.governed(&p)
            })
        })
    }

    /// Interpreter code that names a governed file (or walks a governed tree).
    fn script_reads(&self, text: &str, here: &Path) -> bool {
        let toks = tokenize(text, Lang::Python);
        let walks = toks.iter().any(|t| {
            matches!(t, Tok::Name(n) if matches!(n.as_str(), "rglob" | "glob" | "iglob" | "walk" | "scandir" | "listdir" | "readdirSync" | "readdir" | "globSync" | "Find" | "find"))
        });
        for t in &toks {
            let Tok::Str(s) = t else { continue };
            if s.is_empty() || s.len() > 4096 || s.contains('\n') {
                continue;
            }
            for p in self.texts_to_paths(std::slice::from_ref(s), here) {
                if self.governed(&p) || (walks && p.is_dir() && self.tree(&p)) {
                    return true;
                }
            }
        }
        false
    }

    /// `git show REV:path`, `git cat-file -p REV:path`, `git log -p -- path`,
    /// `git blame path`, `git diff --no-index a path`, `git archive`.
    fn git(&self, c: &Command, here: &Path) -> bool {
        let args = c.args();
        let mut i = 0;
        let mut dir = here.to_path_buf();
        while let Some(w) = args.get(i) {
            match w.text.as_str() {
                "-C" => {
                    if let Some(d) = args.get(i + 1) {
                        dir = payload::paths::normalize(Path::new(&d.text), &dir);
                    }
                    i += 2;
                }
                "-c" | "--git-dir" | "--work-tree" | "--namespace" => i += 2,
                t if t.starts_with('-') => i += 1,
                _ => break,
            }
        }
        let Some(sub) = args.get(i).map(|w| w.text.as_str()) else {
            return false;
        };
        let rest = args.get(i + 1..).unwrap_or(&[]);
        let flags: Vec<&str> = rest.iter().map(|w| w.text.as_str()).collect();
        let patch = flags.iter().any(|f| {
            matches!(
                *f,
                "-p" | "-u" | "--patch" | "--full-diff" | "--word-diff" | "--stat-only"
            ) || f.starts_with("-L")
                || (f.starts_with('-') && !f.starts_with("--") && f.contains('p') && f.len() <= 4)
        });
        // `git show --stat`, `--name-only`: names and counts, no content.
        let summary_only = !patch
            && flags.iter().any(|f| {
                matches!(
                    *f,
                    "--stat"
                        | "--shortstat"
                        | "--numstat"
                        | "--name-only"
                        | "--name-status"
                        | "--summary"
                        | "--no-patch"
                        | "-s"
                        | "--dirstat"
                ) || f.starts_with("--stat=")
            });
        let reads = match sub {
            "show" if summary_only => false,
            s if GIT_SHOW.contains(&s) => true,
            "log" | "whatchanged" | "reflog" => patch,
            "diff" => flags.contains(&"--no-index"),
            "stash" => patch,
            _ => false,
        };
        if !reads {
            return false;
        }
        let mut after_dashes = false;
        let mut any_path = false;
        for w in rest {
            let t = w.text.as_str();
            if t == "--" {
                after_dashes = true;
                continue;
            }
            if t.starts_with('-') && !after_dashes {
                // `-L 1,9:src/app.py`, `-L:handler:src/app.py`
                if let Some(spec) = t.strip_prefix("-L")
                    && let Some((_, path)) = spec.rsplit_once(':')
                    && self.governed(&payload::paths::normalize(Path::new(path), &dir))
                {
                    return true;
                }
                continue;
            }
            if let Some((_, path)) = t.split_once(':')
                && !after_dashes
            {
                // `REV:path` is relative to the repository root; `REV:./p` to here.
                any_path = true;
                let p = if path.starts_with("./") || path.starts_with("../") {
                    payload::paths::normalize(Path::new(path), &dir)
                } else if path.is_empty() {
                    self.root.clone()
                } else {
                    payload::paths::normalize(Path::new(path), &self.root)
                };
                if self.governed(&p) || (sub == "archive" && self.tree(&p)) {
                    return true;
                }
                continue;
            }
            match self.paths(w, c, &dir) {
                Some(ps) => {
                    for p in ps {
                        if p.exists() || after_dashes || is_glob(&p.to_string_lossy()) {
                            any_path = true;
                            if self.governed(&p) || self.tree(&p) && sub != "blame" {
                                return true;
                            }
                        }
                    }
                }
                None if after_dashes => return true,
                None => {}
            }
        }
        // `git archive HEAD` (everything); `git log -p` without a path
        // shows every change and is not a read of one file.
        sub == "archive" && !any_path
    }
}

/// The files a command reached through `xargs` or `find -exec` is handed:
/// from the `find` (its directories walked for its `-name` patterns), or the
/// feeder of the `xargs` pipeline (`echo`/`printf` words, `ls` of paths, a
/// here-string on `xargs`). `None` when they cannot be known.
pub fn fed_paths(a: &Analysis, i: usize, env: &Env, cwds: &[PathBuf]) -> Option<Vec<PathBuf>> {
    let c = a.commands.get(i)?;
    let here = cwds.get(i)?;
    if let Some(f) = crate::command::find_source(a, i) {
        let from = cwds.get(f.index).unwrap_or(here);
        let dirs: Vec<PathBuf> = if f.dirs.is_empty() {
            vec![from.clone()]
        } else {
            f.dirs
                .iter()
                .map(|w| payload::paths::normalize(Path::new(&w.text), from))
                .collect()
        };
        let names: Vec<&str> = if f.names.is_empty() {
            vec!["*"]
        } else {
            f.names.clone()
        };
        let mut out = Vec::new();
        for d in dirs {
            for n in &names {
                let base = n.rsplit('/').next().unwrap_or(n);
                out.extend(expand_glob(&d.join("**").join(base))?);
            }
        }
        return Some(out);
    }
    if c.ctx.via.last() != Some(&Via::Xargs) {
        return None;
    }
    // `xargs … <<< 'a b'`: the here-string is the list.
    let xargs = a
        .commands
        .get(..i)?
        .iter()
        .rev()
        .find(|x| x.program() == Some("xargs") && x.ctx.pipeline == c.ctx.pipeline);
    if let Some(x) = xargs
        && let Some(r) = x
            .redirects
            .iter()
            .find(|r| r.kind == RedirectKind::HereString)
    {
        return Some(
            r.target
                .text
                .split_whitespace()
                .map(|t| payload::paths::normalize(Path::new(t), here))
                .collect(),
        );
    }
    let pos = c.ctx.pipeline?;
    let (fi, feeder) = a
        .commands
        .get(..i)?
        .iter()
        .enumerate()
        .rev()
        .find(|(_, x)| {
            x.ctx
                .pipeline
                .is_some_and(|p| p.len == pos.len && p.index + 1 == pos.index)
                && !x.ctx.via.contains(&Via::Xargs)
        })?;
    let from = cwds.get(fi).unwrap_or(here);
    match feeder.program()? {
        "echo" | "printf" | "ls" => {
            let mut out = Vec::new();
            for w in feeder.args().iter().filter(|w| !w.text.starts_with('-')) {
                let Value::Texts(t) = env.word(w, feeder) else {
                    return None;
                };
                for x in t.iter().flat_map(|x| x.split_whitespace()) {
                    let p = payload::paths::normalize(Path::new(x), from);
                    if is_glob(x) {
                        out.extend(expand_glob(&p)?);
                    } else if feeder.program() == Some("ls") && p.is_dir() {
                        out.extend(std::fs::read_dir(&p).ok()?.flatten().map(|e| e.path()));
                    } else {
                        out.push(p);
                    }
                }
            }
            Some(out)
        }
        _ => None,
    }
}

/// The inline program text of an interpreter called with code on its command
/// line: the word after `-e`/`-E`/`-r` (`perl`, `ruby`, `php`, `lua`), or
/// `awk`'s first non-option operand.
fn inline_code<'a>(c: &'a Command, program: &str) -> Option<&'a str> {
    let args = c.args();
    if matches!(program, "awk" | "gawk" | "mawk" | "nawk") {
        let mut skip = false;
        for w in args {
            let t = w.text.as_str();
            if std::mem::take(&mut skip) {
                continue;
            }
            if matches!(t, "-F" | "-v" | "-i" | "-l" | "--include" | "--load") {
                skip = true;
            } else if t == "-f" {
                return None;
            } else if !t.starts_with('-') {
                return Some(t);
            }
        }
        return None;
    }
    let k = args.iter().position(|w| {
        let t = w.text.as_str();
        t.starts_with('-')
            && !t.starts_with("--")
            && (t.ends_with('e') || t.ends_with('E') || t == "-r")
    })?;
    args.get(k + 1).map(|w| w.text.as_str())
}

/// The operands of `c` that name files, per program (option values skipped
/// for the programs whose options take them).
fn operands<'a>(c: &'a Command, program: &str) -> Vec<&'a Word> {
    let args = c.args();
    match program {
        "sed" | "gsed" => return search::sed(c).map(|s| s.files).unwrap_or_default(),
        "awk" | "gawk" | "mawk" | "nawk" => {
            let mut out = Vec::new();
            let mut program_seen = args.iter().any(|w| w.text == "-f");
            let mut skip = false;
            for w in args {
                let t = w.text.as_str();
                if std::mem::take(&mut skip) {
                    continue;
                }
                if matches!(t, "-F" | "-v" | "-f") {
                    skip = true;
                } else if (t.starts_with('-') && t != "-")
                    || !std::mem::replace(&mut program_seen, true)
                {
                    // a flag, or the program text
                } else if !t.contains('=') {
                    out.push(w);
                }
            }
            return out;
        }
        "perl" | "ruby" | "php" | "lua" => {
            // After the inline code (`-e CODE`, `-ne CODE`), operands are files.
            let mut out = Vec::new();
            let mut code_next = false;
            let mut has_code = false;
            for w in args {
                let t = w.text.as_str();
                if code_next {
                    code_next = false;
                    continue;
                }
                if t.starts_with('-') && t.len() > 1 {
                    if t.ends_with('e') || t.ends_with('E') || t == "-r" {
                        code_next = true;
                        has_code = true;
                    }
                    continue;
                }
                out.push(w);
            }
            if !has_code {
                // `perl script.pl FILE`: the script reads the rest.
                if !out.is_empty() {
                    out.remove(0);
                }
            }
            return out;
        }
        "vi" | "vim" | "nvim" | "gvim" | "ex" | "view" | "vimdiff" => {
            let mut out = Vec::new();
            let mut skip = false;
            for w in args {
                let t = w.text.as_str();
                if std::mem::take(&mut skip) {
                    continue;
                }
                if matches!(
                    t,
                    "-c" | "-S" | "--cmd" | "-u" | "-i" | "-T" | "-w" | "-W" | "-s" | "-t" | "-q"
                ) && !t.starts_with("-es")
                {
                    skip = !matches!(t, "-s");
                    continue;
                }
                if t.starts_with('-') || t.starts_with('+') {
                    continue;
                }
                out.push(w);
            }
            return out;
        }
        _ => {}
    }
    let valued: &[&str] = match program {
        "head" | "tail" => &[
            "-n",
            "-c",
            "--lines",
            "--bytes",
            "-s",
            "--sleep-interval",
            "--pid",
        ],
        "bat" | "batcat" => &[
            "-l",
            "--language",
            "-r",
            "--line-range",
            "-H",
            "--highlight-line",
            "--theme",
            "--style",
            "-m",
            "--map-syntax",
            "--tabs",
            "--wrap",
            "--terminal-width",
            "--file-name",
        ],
        "less" | "most" => &[
            "-b", "-h", "-j", "-p", "-P", "-t", "-T", "-x", "-y", "-z", "-o", "-O",
        ],
        "nl" => &["-b", "-d", "-f", "-h", "-i", "-l", "-n", "-s", "-v", "-w"],
        "tac" => &["-s", "--separator"],
        "cut" => &["-d", "-f", "-b", "-c"],
        "sort" => &["-k", "-t", "-o", "-S", "-T"],
        "od" => &["-A", "-t", "-j", "-N", "-w"],
        "hexdump" | "hd" => &["-e", "-f", "-n", "-s"],
        "xxd" => &["-c", "-g", "-l", "-s", "-o", "-n"],
        "split" => &["-l", "-b", "-n", "-a"],
        "column" => &["-s", "-c", "-o", "-N", "-R", "-H", "-W", "-E", "-O"],
        "fold" | "fmt" | "pr" => &["-w", "-l", "-h", "-o"],
        "jq" | "yq" => &["--arg", "--argjson", "-f", "--from-file"],
        _ => &[],
    };
    let mut out = Vec::new();
    let mut skip = false;
    let mut jq_filter = matches!(program, "jq" | "yq");
    for w in args {
        let t = w.text.as_str();
        if std::mem::take(&mut skip) {
            continue;
        }
        if valued.contains(&t) {
            skip = true;
            continue;
        }
        if t.starts_with('-') && t != "-" {
            continue;
        }
        if std::mem::take(&mut jq_filter) {
            continue;
        }
        out.push(w);
    }
    out
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

    #[test]
    fn reads_by_effect() {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().canonicalize().unwrap();
        for (p, t) in [
            ("src/app.py", "x"),
            ("src/pkg/m.py", "x"),
            ("docs/a.md", "x"),
            ("docs/x.py", ""),
        ] {
            std::fs::create_dir_all(root.join(p).parent().unwrap()).unwrap();
            std::fs::write(root.join(p), t).unwrap();
        }
        let scope = Scope::new(&root, &["src".into()], &["py".into()]);
        let cases: &[(&str, bool)] = &[
            ("cat src/app.py", true),
            ("git show HEAD:src/app.py", true),
            ("git show HEAD:./src/app.py", true),
            ("git log -p -- src/app.py", true),
            ("git log --oneline -- src/app.py", false),
            ("git grep -n handler HEAD", true),
            ("git grep -n handler HEAD -- docs", false),
            ("python3 -c \"print(open('src/app.py').read())\"", true),
            ("vim -es -c '%p' -c 'q!' src/app.py", true),
            ("ex -sc '%p|q' src/app.py", true),
            ("perl -ne print src/app.py", true),
            ("diff /dev/null src/app.py", true),
            ("exec 3< src/app.py; cat <&3", true),
            ("cp src/app.py /tmp/x.txt && cat /tmp/x.txt", true),
            ("echo src/app.py | xargs cat", true),
            ("echo docs/a.md | xargs cat", false),
            ("ls src | xargs -I{} cat src/{}", true),
            ("cat src/app.p[y]", true),
            ("cat src/{app,b}.py", true),
            ("cat s?c/*.py", true),
            ("f=src/app.py; cat $f", true),
            ("show() { cat \"$1\"; }; show src/app.py", true),
            ("cat \"$(cat list)\"", true),
            ("dd if=src/app.py", true),
            ("strings src/app.py", true),
            ("unknowntool src/app.py", true),
            ("ruff check src/app.py", false),
            ("git add src/app.py", false),
            ("git diff src/app.py", false),
            ("wc -l src/*.py", false),
            ("cat docs/a.md", false),
            ("cat docs/x.py", false),
            ("python src/app.py", false),
            ("cp src/app.py src/app_old.py", false),
            ("for f in docs/*.md; do cat \"$f\"; done", false),
            ("for f in src/*.py; do cat \"$f\"; done", true),
            ("rg -n x docs", false),
            ("rg -n x", true),
            ("grep -n x src/app.py", true),
        ];
        let mut bad = Vec::new();
        for (src, want) in cases {
            let a = shell::analyse(src);
            let got = first_read(&a, &root, &root, &scope, |_| false).is_some();
            if got != *want {
                bad.push(*src);
            }
        }
        assert!(bad.is_empty(), "{bad:?}");
    }
}
