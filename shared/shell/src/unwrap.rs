//! Wrappers and recursion: finds the command a wrapper runs (`sudo`, `env`, `timeout 120`,
//! `xargs` …) and the scripts a command runs (`bash -c TEXT`, `eval TEXT`, a heredoc fed
//! to `sh`, `find -exec`, `watch`). Each step is a loop iteration over a work list, never
//! recursion.

use crate::{Assignment, Command, Problem, ProblemKind, Script, Via, Word, Wrapper};

/// A command's standard input when the analysis can see it.
#[derive(Clone, Debug)]
pub(crate) enum Stdin {
    /// Static text (a quoted heredoc, a here-string, `echo`/`printf` of static words).
    Text(String),
    /// Only known at run time; the text as written.
    Dynamic(String),
}

/// What one command expands to.
#[derive(Default)]
pub(crate) struct Built {
    pub commands: Vec<Command>,
    /// Nested shell scripts to analyse, with the context they run in.
    pub jobs: Vec<(String, crate::Context, Option<Vec<String>>)>,
    pub problems: Vec<Problem>,
    /// Files the command runs (`bash run.sh`, `./x.sh`, `source env.sh`): read at decision
    /// time by the walk when a file reader is given.
    pub files: Vec<FileRun>,
}

/// A file a command runs, with its arguments.
#[derive(Clone, Debug)]
pub(crate) struct FileRun {
    pub path: String,
    pub args: Vec<String>,
    pub ctx: crate::Context,
    /// Run as a shell script even without a shebang (`bash x`, `source x`).
    pub shell: bool,
    /// The command's text, for messages.
    pub text: String,
    /// The interpreter that runs it (`python3 x.py`), when not a shell.
    pub lang: Option<String>,
}

const SHELLS: &[&str] = &[
    "sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "fish", "busybox",
];

pub(crate) fn is_shell(name: &str) -> bool {
    SHELLS.contains(&name)
}

fn is_python(name: &str) -> bool {
    let rest = name
        .strip_prefix("python")
        .or_else(|| name.strip_prefix("pypy"))
        .unwrap_or("-");
    rest.bytes().all(|b| b.is_ascii_digit() || b == b'.')
}

/// Options of a wrapper: which short letters and long names take a value.
struct Opts {
    short: &'static str,
    long: &'static [&'static str],
}

/// Returns the index of the first operand after the options in `argv[from..]`, and whether
/// `--` ended them.
fn skip_options(argv: &[Word], from: usize, opts: &Opts) -> usize {
    let mut i = from;
    while let Some(w) = argv.get(i) {
        let t = w.text.as_str();
        if t == "--" {
            return i + 1;
        }
        if let Some(long) = t.strip_prefix("--") {
            i += 1;
            if !long.contains('=') && opts.long.contains(&long) {
                i += 1;
            }
            continue;
        }
        let Some(cluster) = t.strip_prefix('-') else {
            return i;
        };
        if cluster.is_empty() {
            return i;
        }
        i += 1;
        for (pos, ch) in cluster.char_indices() {
            if opts.short.contains(ch) {
                // The value is the rest of the cluster, or the next word.
                if pos + ch.len_utf8() == cluster.len() {
                    i += 1;
                }
                break;
            }
        }
    }
    i
}

fn rest(cmd: &Command, from: usize) -> Vec<Word> {
    cmd.argv.get(from..).unwrap_or(&[]).to_vec()
}

/// Splits off leading `NAME=value` words (for `env` and `sudo`).
fn take_assignments(argv: &[Word], from: usize, into: &mut Vec<Assignment>) -> usize {
    let mut i = from;
    while let Some(w) = argv.get(i) {
        match w.text.split_once('=') {
            Some((name, value))
                if !name.is_empty()
                    && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    && !name.bytes().next().is_some_and(|b| b.is_ascii_digit()) =>
            {
                into.push(Assignment {
                    name: name.to_string(),
                    value: Word {
                        text: value.to_string(),
                        raw: value.to_string(),
                        dynamic: w.dynamic,
                        prefix: value.to_string(),
                    },
                });
                i += 1;
            }
            _ => break,
        }
    }
    i
}

fn join(words: &[Word]) -> (String, bool) {
    let text = words
        .iter()
        .map(|w| w.text.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    (text, words.iter().any(|w| w.dynamic))
}

/// Reduces `argv[0]` to a program name: a path to its basename.
fn normalise(cmd: &mut Command) {
    // `time { cmd; }`: tree-sitter-bash reads the group as words of the `time` command.
    if cmd.argv.len() > 1 && cmd.argv.first().and_then(Word::as_static) == Some("{") {
        cmd.argv.remove(0);
    }
    let Some(first) = cmd.argv.first_mut() else {
        return;
    };
    if first.dynamic {
        return;
    }
    // A Windows program is named with its `.exe` and in any case
    // (`C:/Program Files/Git/bin/bash.exe -c …`, `PowerShell.exe -Command …`,
    // `cmd.exe /c …`): the name is the command's, lowercased for the shells
    // whose scripts are read.
    let windows = windows_program(&first.text);
    if !first.text.contains('/') && !first.text.contains('\\') && windows.is_none() {
        return;
    }
    let base = first
        .text
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or("")
        .to_string();
    if base.is_empty() {
        return;
    }
    if cmd.program_path.is_none() && (first.text.contains('/') || first.text.contains('\\')) {
        cmd.program_path = Some(first.text.clone());
    }
    let base = windows.unwrap_or(base);
    first.text = base.clone();
    first.prefix = base;
}

/// The shell a Windows program name runs, lowercased and without `.exe`
/// (`PowerShell.exe` → `powershell`, `C:\…\bash.exe` → `bash`, `CMD` →
/// `cmd`); `None` for any other name.
fn windows_program(text: &str) -> Option<String> {
    let base = text.rsplit(['/', '\\']).next().unwrap_or("");
    let lower = base.to_ascii_lowercase();
    let stem = lower.strip_suffix(".exe").unwrap_or(&lower);
    let windows = matches!(stem, "powershell" | "pwsh" | "cmd")
        || (lower.ends_with(".exe") && is_shell(stem));
    (windows && stem != base).then(|| stem.to_string())
}

enum Step {
    /// The command is final.
    Done,
    /// The command is wrapped: record the wrapper and continue with `argv[from..]`.
    Wrap {
        wrapper: Wrapper,
        from: usize,
        via: Option<Via>,
    },
}

fn wrapper(name: &str, cmd: &Command, from: usize, to: usize) -> Wrapper {
    Wrapper {
        name: name.to_string(),
        args: cmd.argv.get(from..to).unwrap_or(&[]).to_vec(),
        duration: None,
    }
}

/// Expands one command into the commands and scripts it runs.
pub(crate) fn expand(cmd: Command, stdin: Option<Stdin>) -> Built {
    let mut out = Built::default();
    // (command, its stdin, whether the command itself is recorded)
    let mut work = vec![(cmd, stdin)];
    let mut guard = 0usize;
    while let Some((mut cmd, stdin)) = work.pop() {
        guard += 1;
        if guard > 256 {
            out.problems.push(Problem {
                kind: ProblemKind::TooDeep,
                text: cmd.text.clone(),
                reason: "the command is wrapped more than 256 times".to_string(),
            });
            break;
        }
        normalise(&mut cmd);
        let Some(name) = cmd.program().map(str::to_string) else {
            out.commands.push(cmd);
            continue;
        };
        let argv = &cmd.argv;
        let arg = |i: usize| argv.get(i).map(|w| w.text.as_str());
        let step = match name.as_str() {
            "env" => {
                let mut i = 1;
                let mut split = None;
                while let Some(t) = arg(i) {
                    if t == "-S" || t == "--split-string" {
                        split = argv.get(i + 1).cloned();
                        i += 2;
                        break;
                    } else if let Some(s) = t
                        .strip_prefix("--split-string=")
                        .or_else(|| t.strip_prefix("-S").filter(|s| !s.is_empty()))
                    {
                        split = Some(Word::literal(s));
                        i += 1;
                        break;
                    }
                    let next = skip_options(
                        argv,
                        i,
                        &Opts {
                            short: "uCP",
                            long: &["unset", "chdir"],
                        },
                    );
                    if next == i {
                        break;
                    }
                    i = next;
                    if argv.get(i - 1).is_some_and(|w| w.text == "--") {
                        break;
                    }
                }
                let mut assignments = Vec::new();
                let j = take_assignments(argv, i, &mut assignments);
                if let Some(s) = split {
                    let mut words = vec![s];
                    words.extend(rest(&cmd, j));
                    let mut ctx = cmd.ctx.clone();
                    ctx.wrappers.push(wrapper("env", &cmd, 1, i));
                    ctx.via.push(Via::EnvSplit);
                    push_words(
                        &mut out,
                        &cmd,
                        &words,
                        ctx,
                        "`env -S` with text known only at run time",
                    );
                    out.commands.push(cmd);
                    continue;
                }
                cmd.assignments.extend(assignments);
                Step::Wrap {
                    wrapper: wrapper("env", &cmd, 1, j),
                    from: j,
                    via: None,
                }
            }
            "sudo" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "ughprtCDTUR",
                        long: &[
                            "user",
                            "group",
                            "host",
                            "prompt",
                            "role",
                            "type",
                            "close-from",
                            "chdir",
                            "command-timeout",
                            "other-user",
                        ],
                    },
                );
                let mut assignments = Vec::new();
                let j = take_assignments(argv, i, &mut assignments);
                cmd.assignments.extend(assignments);
                Step::Wrap {
                    wrapper: wrapper("sudo", &cmd, 1, j),
                    from: j,
                    via: None,
                }
            }
            "doas" => simple(
                &cmd,
                "doas",
                &Opts {
                    short: "uC",
                    long: &[],
                },
            ),
            "nice" => simple(
                &cmd,
                "nice",
                &Opts {
                    short: "n",
                    long: &["adjustment"],
                },
            ),
            "ionice" => simple(
                &cmd,
                "ionice",
                &Opts {
                    short: "cnp",
                    long: &["class", "classdata", "pid"],
                },
            ),
            "nohup" | "setsid" | "builtin" | "unbuffer" => simple(
                &cmd,
                &name,
                &Opts {
                    short: "",
                    long: &[],
                },
            ),
            "time" => simple(
                &cmd,
                "time",
                &Opts {
                    short: "fo",
                    long: &["format", "output"],
                },
            ),
            "stdbuf" => simple(
                &cmd,
                "stdbuf",
                &Opts {
                    short: "ioe",
                    long: &["input", "output", "error"],
                },
            ),
            "exec" => simple(
                &cmd,
                "exec",
                &Opts {
                    short: "a",
                    long: &[],
                },
            ),
            "command" => {
                // `command -v x` / `-V` only looks the name up.
                if cmd
                    .args()
                    .iter()
                    .take_while(|w| w.text.starts_with('-'))
                    .any(|w| w.text.contains(['v', 'V']))
                {
                    Step::Done
                } else {
                    simple(
                        &cmd,
                        "command",
                        &Opts {
                            short: "",
                            long: &[],
                        },
                    )
                }
            }
            "timeout" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "sk",
                        long: &["signal", "kill-after"],
                    },
                );
                let mut w = wrapper("timeout", &cmd, 1, i + 1);
                w.duration = arg(i).map(str::to_string);
                Step::Wrap {
                    wrapper: w,
                    from: i + 1,
                    via: None,
                }
            }
            "coproc" => {
                // Quirk workaround: tree-sitter-bash does not know `coproc`; it parses
                // `coproc NAME { cmd …` as one command with arguments.
                let from = match (arg(1), arg(2)) {
                    (Some("{"), _) => 2,
                    (Some(_), Some("{")) => 3,
                    _ => 1,
                };
                Step::Wrap {
                    wrapper: wrapper("coproc", &cmd, 1, from),
                    from,
                    via: None,
                }
            }
            "xargs" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "adEILnPs",
                        long: &[
                            "arg-file",
                            "delimiter",
                            "eof",
                            "replace",
                            "max-lines",
                            "max-args",
                            "max-procs",
                            "max-chars",
                            "process-slot-var",
                        ],
                    },
                );
                // `-I R`: words containing R are filled in from standard input.
                let replace = argv
                    .get(1..i)
                    .unwrap_or(&[])
                    .windows(2)
                    .find_map(|p| match p {
                        [a, b] if a.text == "-I" => Some(b.text.clone()),
                        _ => None,
                    });
                let replace = replace.or_else(|| {
                    argv.get(1..i).unwrap_or(&[]).iter().find_map(|w| {
                        w.text
                            .strip_prefix("-I")
                            .filter(|s| !s.is_empty())
                            .map(str::to_string)
                    })
                });
                // Standard input known before the command runs (`echo -n 4 | xargs pytest`,
                // `printf '%s\n' a b | xargs -I{} sh -c '…{}…'`): its items are the arguments.
                // `-0` / `--null` / `-d DELIM`: items are separated by that byte only.
                let opts = argv.get(1..i).unwrap_or(&[]);
                let delim = opts
                    .iter()
                    .enumerate()
                    .find_map(|(k, w)| match w.text.as_str() {
                        "-0" | "--null" => Some('\0'),
                        "-d" | "--delimiter" => {
                            opts.get(k + 1).and_then(|d| match d.text.as_str() {
                                "\\n" => Some('\n'),
                                "\\0" => Some('\0'),
                                t => t.chars().next(),
                            })
                        }
                        t => t
                            .strip_prefix("--delimiter=")
                            .or_else(|| t.strip_prefix("-d"))
                            .and_then(|d| d.chars().next()),
                    });
                let items: Option<Vec<String>> = match &stdin {
                    Some(Stdin::Text(t)) => {
                        let v: Vec<String> = if let Some(d) = delim {
                            t.split(d)
                                .map(|x| x.strip_suffix('\n').unwrap_or(x).to_string())
                                .filter(|x| !x.is_empty())
                                .collect()
                        } else if replace.is_some() {
                            t.lines()
                                .map(str::to_string)
                                .filter(|l| !l.is_empty())
                                .collect()
                        } else {
                            t.split_whitespace().map(str::to_string).collect()
                        };
                        (v.len() <= 64).then_some(v)
                    }
                    _ => None,
                };
                if let Some(r) = &replace {
                    if let Some(items) = items.as_ref().filter(|v| !v.is_empty()) {
                        let template = rest(&cmd, i);
                        let mut ctx = cmd.ctx.clone();
                        ctx.wrappers.push(wrapper("xargs", &cmd, 1, i));
                        ctx.via.push(Via::Xargs);
                        out.commands.push(cmd.clone());
                        for it in items.iter().take(16) {
                            let mut inner = cmd.clone();
                            inner.argv = template
                                .iter()
                                .map(|w| {
                                    if w.text.contains(r.as_str()) && !w.dynamic {
                                        let t = w.text.replace(r.as_str(), it);
                                        Word {
                                            text: t.clone(),
                                            raw: w.raw.clone(),
                                            dynamic: false,
                                            prefix: t,
                                        }
                                    } else {
                                        w.clone()
                                    }
                                })
                                .collect();
                            inner.ctx = ctx.clone();
                            work.push((inner, None));
                        }
                        continue;
                    }
                    placeholder(&mut cmd.argv, i, r);
                } else if let Some(items) = items {
                    cmd.argv
                        .extend(items.into_iter().map(|t| Word::literal(&t)));
                }
                if cmd.argv.len() <= i {
                    Step::Done
                } else {
                    out.commands.push(cmd.clone());
                    Step::Wrap {
                        wrapper: wrapper("xargs", &cmd, 1, i),
                        from: i,
                        via: Some(Via::Xargs),
                    }
                }
            }
            "parallel" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "jPSadEInNLC",
                        long: &[
                            "jobs", "colsep", "joblog", "results", "delay", "timeout", "tmpdir",
                            "workdir", "env", "halt", "sshlogin", "arg-file",
                        ],
                    },
                );
                let end = argv
                    .iter()
                    .skip(i)
                    .position(|w| w.text.starts_with(":::"))
                    .map_or(argv.len(), |p| p + i);
                let words = argv.get(i..end).unwrap_or(&[]).to_vec();
                out.commands.push(cmd.clone());
                // `parallel ::: 'cmd a' 'cmd b'`: each input is a command line.
                if words.is_empty() {
                    let mut ctx = cmd.ctx.clone();
                    ctx.wrappers.push(wrapper("parallel", &cmd, 1, i));
                    ctx.via.push(Via::Parallel);
                    for w in argv.iter().skip(end).filter(|w| !w.text.starts_with(":::")) {
                        push_text(
                            &mut out,
                            &cmd,
                            w,
                            ctx.clone(),
                            "`parallel` with a command known only at run time",
                        );
                    }
                    continue;
                }
                if let [single] = words.as_slice()
                    && single.text.contains(' ')
                {
                    let mut ctx = cmd.ctx.clone();
                    ctx.wrappers.push(wrapper("parallel", &cmd, 1, i));
                    ctx.via.push(Via::Parallel);
                    push_text(
                        &mut out,
                        &cmd,
                        single,
                        ctx,
                        "`parallel` with a command known only at run time",
                    );
                    continue;
                }
                let mut inner = cmd.clone();
                inner.argv = words;
                // `parallel rm -rf ::: a b`: each input after `:::` is an argument.
                inner.argv.extend(
                    argv.iter()
                        .skip(end)
                        .filter(|w| !w.text.starts_with(":::"))
                        .cloned(),
                );
                inner.ctx.wrappers.push(wrapper("parallel", &cmd, 1, i));
                inner.ctx.via.push(Via::Parallel);
                work.push((inner, None));
                continue;
            }
            "watch" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "nq",
                        long: &["interval"],
                    },
                );
                let exec = argv
                    .get(1..i)
                    .unwrap_or(&[])
                    .iter()
                    .any(|w| w.text == "-x" || w.text == "--exec");
                let words = rest(&cmd, i);
                out.commands.push(cmd.clone());
                let mut ctx = cmd.ctx.clone();
                ctx.wrappers.push(wrapper("watch", &cmd, 1, i));
                ctx.via.push(Via::Watch);
                if exec {
                    let mut inner = cmd.clone();
                    inner.argv = words;
                    inner.ctx = ctx;
                    work.push((inner, None));
                } else if !words.is_empty() {
                    push_words(
                        &mut out,
                        &cmd,
                        &words,
                        ctx,
                        "`watch` with a command known only at run time",
                    );
                }
                continue;
            }
            "find" => {
                out.commands.push(cmd.clone());
                let mut i = 1;
                while let Some(t) = arg(i) {
                    i += 1;
                    if !matches!(t, "-exec" | "-execdir" | "-ok" | "-okdir") {
                        continue;
                    }
                    let start = i;
                    while let Some(u) = arg(i) {
                        if u == ";" || u == "+" {
                            break;
                        }
                        i += 1;
                    }
                    let mut inner = cmd.clone();
                    inner.argv = argv.get(start..i).unwrap_or(&[]).to_vec();
                    placeholder(&mut inner.argv, 0, "{}");
                    inner.redirects.clear();
                    inner.ctx.wrappers.push(wrapper("find", &cmd, 1, start));
                    inner.ctx.via.push(Via::FindExec);
                    work.push((inner, None));
                    i += 1;
                }
                continue;
            }
            "uv" | "poetry" | "pipx" | "hatch" | "pdm" | "rye" if arg(1) == Some("run") => {
                let opts = match name.as_str() {
                    "uv" => Opts {
                        short: "p",
                        long: &[
                            "with",
                            "with-editable",
                            "with-requirements",
                            "python",
                            "project",
                            "directory",
                            "package",
                            "extra",
                            "group",
                            "only-group",
                            "no-group",
                            "index",
                            "default-index",
                            "index-url",
                            "extra-index-url",
                            "env-file",
                            "find-links",
                        ],
                    },
                    "pipx" => Opts {
                        short: "",
                        long: &["spec", "python", "pip-args"],
                    },
                    _ => Opts {
                        short: "",
                        long: &[],
                    },
                };
                let i = skip_options(argv, 2, &opts);
                // `uv run -m pytest` runs `python -m pytest`.
                let module = argv
                    .get(2..i)
                    .unwrap_or(&[])
                    .iter()
                    .any(|w| w.text == "-m" || w.text == "--module");
                let label = format!("{name} run");
                let w = wrapper(&label, &cmd, 2, i);
                if module {
                    cmd.ctx.wrappers.push(w);
                    let mut inner = cmd.clone();
                    inner.argv = vec![Word::literal("python"), Word::literal("-m")];
                    inner.argv.extend(rest(&cmd, i));
                    work.push((inner, stdin));
                    continue;
                }
                Step::Wrap {
                    wrapper: w,
                    from: i,
                    via: None,
                }
            }
            // `pipenv run CMD`, `conda run -n env CMD`, `tox exec -e py -- CMD`,
            // `chrt -i 0 CMD`, `systemd-run --wait CMD` …: the table `RUNNERS`.
            n if runner(n, arg(1)).is_some() => {
                let Some(r) = runner(n, arg(1)) else {
                    continue;
                };
                let start = 1 + usize::from(r.sub.is_some());
                let mut i = skip_options(argv, start, &r.opts);
                i += r.operands;
                let label = match r.sub {
                    Some(sub) => format!("{n} {sub}"),
                    None => n.to_string(),
                };
                Step::Wrap {
                    wrapper: wrapper(&label, &cmd, 1, i),
                    from: i,
                    via: None,
                }
            }
            // `docker exec CTR CMD`, `docker compose run SVC CMD`, `kubectl exec POD -- CMD`:
            // the command in the container is still the session's command. The container
            // command itself stays recorded (guards judge `docker exec app env` as it is).
            n if container_start(n, argv).is_some() => {
                if let Some(i) = container_start(n, argv)
                    && argv.len() > i
                {
                    let mut inner = cmd.clone();
                    inner.argv = rest(&cmd, i);
                    inner.program_path = None;
                    inner.ctx.wrappers.push(wrapper(n, &cmd, 1, i));
                    work.push((inner, None));
                }
                Step::Done
            }
            // `gdb … --args PROG ARGS`, `lldb -- PROG ARGS`: the program under the debugger.
            "gdb" | "lldb" | "valgrind" | "ltrace" | "strace" | "perf"
                if argv.iter().any(|w| w.text == "--args" || w.text == "--") =>
            {
                let i = argv
                    .iter()
                    .position(|w| w.text == "--args" || w.text == "--")
                    .map_or(argv.len(), |i| i + 1);
                Step::Wrap {
                    wrapper: wrapper(&name, &cmd, 1, i),
                    from: i,
                    via: None,
                }
            }
            // `nsenter -t PID -m CMD`: the namespace options are flags (`--mount=FILE`
            // spelled with `=`); `sg GROUP CMD` / `sg GROUP -c TEXT`.
            "nsenter" => simple(
                &cmd,
                "nsenter",
                &Opts {
                    short: "tSGrwZ",
                    long: &["target", "setuid", "setgid", "root", "wd", "env"],
                },
            ),
            "sg" if !argv.iter().any(is_c_flag) && argv.len() > 2 => Step::Wrap {
                wrapper: wrapper("sg", &cmd, 1, 2),
                from: 2,
                via: None,
            },
            "sg" => {
                let i = argv.iter().position(is_c_flag);
                if let Some(text) = i.and_then(|i| argv.get(i + 1)) {
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::ShellC);
                    push_text(
                        &mut out,
                        &cmd,
                        &text.clone(),
                        ctx,
                        "`sg -c` with text known only at run time",
                    );
                }
                Step::Done
            }
            // `hyperfine 'CMD' …` (and `--prepare`/`--setup`/`--cleanup CMD`), `nodemon
            // --exec 'CMD'`, `entr [-s] CMD`: shell commands run by a tool.
            "hyperfine" | "nodemon" | "entr" => {
                let texts: Vec<Word> = match name.as_str() {
                    "hyperfine" => {
                        let mut v = Vec::new();
                        let mut k = 1;
                        while let Some(w) = argv.get(k) {
                            let t = w.text.as_str();
                            if matches!(
                                t,
                                "-p" | "--prepare"
                                    | "-s"
                                    | "--setup"
                                    | "-c"
                                    | "--cleanup"
                                    | "--conclude"
                            ) {
                                v.extend(argv.get(k + 1).cloned());
                                k += 2;
                            } else if matches!(t, "-P" | "--parameter-scan") {
                                k += 4;
                            } else if matches!(t, "-L" | "--parameter-list") {
                                k += 3;
                            } else if t.starts_with('-') {
                                // Options with a value (`-w 3`, `--export-json f`); flags
                                // (`-N`, `-i`, `--show-output`) take none.
                                let flag = matches!(
                                    t,
                                    "-N" | "-i"
                                        | "--ignore-failure"
                                        | "--show-output"
                                        | "--style"
                                        | "-h"
                                        | "--help"
                                        | "-V"
                                        | "--version"
                                ) || t.contains('=');
                                k += if flag { 1 } else { 2 };
                            } else {
                                v.push(w.clone());
                                k += 1;
                            }
                        }
                        v
                    }
                    "nodemon" => argv
                        .iter()
                        .position(|w| w.text == "--exec" || w.text == "-x")
                        .and_then(|i| argv.get(i + 1))
                        .cloned()
                        .into_iter()
                        .collect(),
                    _ => {
                        let i = skip_options(
                            argv,
                            1,
                            &Opts {
                                short: "",
                                long: &[],
                            },
                        );
                        if argv
                            .get(1..i)
                            .unwrap_or(&[])
                            .iter()
                            .any(|w| w.text.contains('s'))
                        {
                            argv.get(i).cloned().into_iter().collect()
                        } else if argv.len() > i {
                            let mut inner = cmd.clone();
                            inner.argv = rest(&cmd, i);
                            inner.ctx.wrappers.push(wrapper("entr", &cmd, 1, i));
                            work.push((inner, None));
                            Vec::new()
                        } else {
                            Vec::new()
                        }
                    }
                };
                for t in texts.iter().take(16) {
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::ShellC);
                    push_text(
                        &mut out,
                        &cmd,
                        t,
                        ctx,
                        "a command text known only at run time",
                    );
                }
                Step::Done
            }
            "uvx" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "p",
                        long: &[
                            "from",
                            "with",
                            "with-editable",
                            "with-requirements",
                            "python",
                            "index",
                            "index-url",
                        ],
                    },
                );
                Step::Wrap {
                    wrapper: wrapper("uvx", &cmd, 1, i),
                    from: i,
                    via: None,
                }
            }
            "eval" => {
                let mut words = rest(&cmd, 1);
                // `eval eval … X` of plain words is `eval X`: each level would re-parse the
                // same text (200 nested `eval`s cost 200 parses and 40,000 words).
                let plain = |w: &Word| {
                    !w.dynamic
                        && !w.text.is_empty()
                        && w.text.bytes().all(|b| {
                            b.is_ascii_alphanumeric()
                                || matches!(
                                    b,
                                    b'-' | b'_' | b'.' | b'/' | b'=' | b',' | b':' | b'+'
                                )
                        })
                };
                if words.iter().all(plain) {
                    let evals = words.iter().take_while(|w| w.text == "eval").count();
                    words.drain(..evals.min(words.len().saturating_sub(1)));
                }
                let (text, dynamic) = join(&words);
                if dynamic {
                    dynamic_code(&mut out, &cmd, "`eval` of text known only at run time");
                } else if !text.trim().is_empty() {
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::Eval);
                    out.jobs.push((text, ctx, None));
                }
                Step::Done
            }
            // `source <(…)` / `. <(…)`: runs another command's output as code.
            "source" | "." if cmd.args().first().is_some_and(|w| w.raw.starts_with("<(")) => {
                dynamic_code(&mut out, &cmd, "`source` of a command's output");
                Step::Done
            }
            "source" | "."
                if cmd
                    .args()
                    .first()
                    .and_then(Word::as_static)
                    .is_some_and(is_stdin_device) =>
            {
                let mut ctx = cmd.ctx.clone();
                ctx.via.push(Via::ShellStdin);
                match &stdin {
                    Some(Stdin::Text(t)) => out.jobs.push((t.clone(), ctx, None)),
                    _ => dynamic_code(
                        &mut out,
                        &cmd,
                        "`source` of standard input known only at run time",
                    ),
                }
                Step::Done
            }
            "source" | "." => {
                if let Some(w) = cmd.args().first().and_then(Word::as_static) {
                    out.files.push(FileRun {
                        path: w.to_string(),
                        args: cmd.args().iter().skip(1).map(|w| w.text.clone()).collect(),
                        ctx: cmd.ctx.clone(),
                        shell: true,
                        text: cmd.text.clone(),
                        lang: None,
                    });
                } else if !cmd.args().is_empty() {
                    dynamic_code(&mut out, &cmd, "`source` of a file known only at run time");
                }
                Step::Done
            }
            // `ssh [opts] HOST CMD…`: CMD is shell text (on that host, still run by the
            // session); `tmux send-keys 'TEXT' Enter` types TEXT into a shell; `tmux new -d
            // 'TEXT'` runs it; `at`/`batch` read commands from standard input.
            "ssh" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "bcDEeFIiJLlmOopQRSWw",
                        long: &[],
                    },
                );
                let words = rest(&cmd, i + 1);
                if !words.is_empty() {
                    push_script_words(
                        &mut out,
                        &cmd,
                        &words,
                        "`ssh` of a command known only at run time",
                    );
                }
                Step::Done
            }
            "tmux" => {
                let sub = cmd
                    .args()
                    .first()
                    .map(|w| w.text.clone())
                    .unwrap_or_default();
                let texts: Vec<Word> = match sub.as_str() {
                    "send-keys" | "send" => cmd
                        .args()
                        .iter()
                        .skip(1)
                        .filter(|w| {
                            !w.text.starts_with('-')
                                && !matches!(w.text.as_str(), "Enter" | "C-m" | "KPEnter")
                        })
                        .cloned()
                        .collect(),
                    "new" | "new-session" | "new-window" | "neww" | "split-window" | "splitw"
                    | "run-shell" | "run" => cmd
                        .args()
                        .last()
                        .filter(|w| !w.text.starts_with('-') && cmd.args().len() > 1)
                        .cloned()
                        .into_iter()
                        .collect(),
                    _ => Vec::new(),
                };
                for t in texts {
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::ShellC);
                    push_text(
                        &mut out,
                        &cmd,
                        &t,
                        ctx,
                        "`tmux` of a command known only at run time",
                    );
                }
                Step::Done
            }
            "at" | "batch" => {
                let mut ctx = cmd.ctx.clone();
                ctx.via.push(Via::ShellStdin);
                match &stdin {
                    Some(Stdin::Text(t)) => out.jobs.push((t.clone(), ctx, None)),
                    Some(Stdin::Dynamic(_)) => {
                        dynamic_code(&mut out, &cmd, "`at` of commands known only at run time")
                    }
                    None => {}
                }
                Step::Done
            }
            // `trap 'TEXT' SIGNAL…` runs TEXT later, in this shell.
            "trap"
                if cmd.args().len() >= 2
                    && cmd
                        .args()
                        .first()
                        .is_some_and(|w| w.text != "-p" && w.text != "-l") =>
            {
                if let Some(text) = cmd.args().first().cloned() {
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::Eval);
                    push_text(
                        &mut out,
                        &cmd,
                        &text,
                        ctx,
                        "`trap` of text known only at run time",
                    );
                }
                Step::Done
            }
            // `script -c TEXT` (util-linux) and `flock FILE -c TEXT` run TEXT with a shell;
            // `flock FILE CMD …` runs CMD.
            "script" | "flock" if argv.iter().any(is_c_flag) => {
                let i = argv.iter().position(is_c_flag);
                if let Some(text) = i.and_then(|i| argv.get(i + 1)) {
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::ShellC);
                    push_text(
                        &mut out,
                        &cmd,
                        &text.clone(),
                        ctx,
                        "a `-c` text known only at run time",
                    );
                }
                Step::Done
            }
            "flock" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "wEn",
                        long: &["timeout", "conflict-exit-code"],
                    },
                );
                // The lock file, then the command.
                Step::Wrap {
                    wrapper: wrapper("flock", &cmd, 1, i + 1),
                    from: i + 1,
                    via: None,
                }
            }
            // `busybox sleep 600`, `busybox rm -rf x`: the applet is the command
            // (`busybox sh -c …` is a shell, below).
            "busybox"
                if argv
                    .get(1)
                    .is_some_and(|w| !w.text.starts_with('-') && !is_shell(&w.text)) =>
            {
                Step::Wrap {
                    wrapper: wrapper("busybox", &cmd, 1, 1),
                    from: 1,
                    via: None,
                }
            }
            // `nix-shell --run TEXT` / `--command TEXT` runs TEXT with a shell.
            "su" | "runuser" | "nix-shell" => {
                let i = argv.iter().position(|w| {
                    w.text == "--command"
                        || (name != "nix-shell" && w.text == "-c")
                        || (name == "nix-shell" && w.text == "--run")
                });
                if let Some(text) = i.and_then(|i| argv.get(i + 1)) {
                    let mut ctx = cmd.ctx.clone();
                    ctx.via.push(Via::ShellC);
                    push_text(
                        &mut out,
                        &cmd,
                        &text.clone(),
                        ctx,
                        "`su -c` with text known only at run time",
                    );
                }
                Step::Done
            }
            n if is_shell(n) => {
                shell(&mut out, &cmd, stdin.as_ref());
                Step::Done
            }
            // `powershell -Command "Set-Location x; npx vitest run"`, `pwsh -c …`:
            // the words after `-Command` (or any prefix of it PowerShell
            // accepts) are the script, read as shell text (its `;`, pipes
            // and commands parse alike). An `-EncodedCommand` cannot be read.
            "powershell" | "pwsh" => {
                let flag = |t: &str| {
                    let l = t.to_ascii_lowercase();
                    let l = l.strip_prefix('-').or_else(|| l.strip_prefix('/'));
                    l.map(str::to_string)
                };
                let at = argv.iter().position(|w| {
                    flag(&w.text)
                        .is_some_and(|f| !f.is_empty() && "command".starts_with(f.as_str()))
                });
                let encoded = argv.iter().any(|w| {
                    flag(&w.text).is_some_and(|f| {
                        f.len() >= 2 && ("encodedcommand".starts_with(f.as_str()) || f == "ec")
                    })
                });
                if encoded {
                    dynamic_code(&mut out, &cmd, "PowerShell `-EncodedCommand` (base64 text)");
                } else if let Some(at) = at {
                    push_script_words(
                        &mut out,
                        &cmd,
                        &rest(&cmd, at + 1),
                        "`powershell -Command` with text known only at run time",
                    );
                }
                Step::Done
            }
            // `cmd /c "npm test && npm run build"`, `cmd.exe /C …`, `cmd /k …`.
            "cmd" => {
                let at = argv.iter().position(|w| {
                    matches!(w.text.to_ascii_lowercase().as_str(), "/c" | "/k" | "/r")
                });
                if let Some(at) = at {
                    push_script_words(
                        &mut out,
                        &cmd,
                        &rest(&cmd, at + 1),
                        "`cmd /c` with text known only at run time",
                    );
                }
                Step::Done
            }
            // `awk 'BEGIN { system("…") }'`: the program is exposed as a script, so the
            // shell code in its `system(…)` calls is analysed (`Via::Interpreter`).
            "awk" | "gawk" | "mawk" | "nawk" | "busybox-awk" => {
                let i = skip_options(
                    argv,
                    1,
                    &Opts {
                        short: "vFf",
                        long: &["assign", "field-separator", "file", "include", "load"],
                    },
                );
                let from_file = argv
                    .get(1..i)
                    .unwrap_or(&[])
                    .iter()
                    .any(|w| w.text == "-f" || w.text.starts_with("--file"));
                if !from_file && let Some(p) = argv.get(i) {
                    cmd.script = Some(Script {
                        interpreter: name.clone(),
                        text: p.text.clone(),
                        dynamic: p.dynamic,
                    });
                }
                Step::Done
            }
            n if is_python(n)
                || matches!(
                    n,
                    "node"
                        | "nodejs"
                        | "perl"
                        | "ruby"
                        | "php"
                        | "deno"
                        | "bun"
                        | "lua"
                        | "Rscript"
                ) =>
            {
                cmd.script = interpreter(&cmd, n, stdin.as_ref());
                // `python3 run_tests.py`: the program file is read at decision time.
                if cmd.script.is_none()
                    && let Some(file) = script_operand(&cmd, n)
                {
                    out.files.push(FileRun {
                        path: file,
                        args: Vec::new(),
                        ctx: cmd.ctx.clone(),
                        shell: false,
                        text: cmd.text.clone(),
                        lang: Some(n.to_string()),
                    });
                }
                Step::Done
            }
            _ => {
                // A program named by its path (`./run.sh`, `scripts/ci`): the file is read
                // at decision time.
                if let Some(path) = cmd.program_path.clone() {
                    out.files.push(FileRun {
                        path,
                        args: cmd.args().iter().map(|w| w.text.clone()).collect(),
                        ctx: cmd.ctx.clone(),
                        shell: false,
                        text: cmd.text.clone(),
                        lang: None,
                    });
                }
                Step::Done
            }
        };
        match step {
            Step::Done => out.commands.push(cmd),
            Step::Wrap { wrapper, from, via } => {
                if cmd.argv.len() <= from {
                    // A wrapper with nothing to run (`sudo -v`, `exec 3>&1`) is the command.
                    out.commands.push(cmd);
                    continue;
                }
                cmd.argv = rest(&cmd, from);
                cmd.ctx.wrappers.push(wrapper);
                if let Some(v) = via {
                    cmd.ctx.via.push(v);
                }
                work.push((cmd, stdin));
            }
        }
    }
    out
}

/// A program that runs the command given after its options (and `operands` words).
struct Runner {
    name: &'static str,
    /// The subcommand that runs it (`pipenv run`), if any.
    sub: Option<&'static str>,
    opts: Opts,
    /// Operands between the options and the command (`chrt PRIO CMD`, `taskset MASK CMD`).
    operands: usize,
}

const fn r(
    name: &'static str,
    sub: Option<&'static str>,
    short: &'static str,
    long: &'static [&'static str],
    operands: usize,
) -> Runner {
    Runner {
        name,
        sub,
        opts: Opts { short, long },
        operands,
    }
}

/// Environment and scheduling runners: each runs its command argument as a program.
/// (`uv`/`poetry`/`hatch`/`pdm`/`rye run` and the wrappers with their own handling are
/// matched before this table.)
const RUNNERS: &[Runner] = &[
    r("pipenv", Some("run"), "", &[], 0),
    r("conda", Some("run"), "np", &["name", "prefix", "cwd"], 0),
    r("mamba", Some("run"), "np", &["name", "prefix", "cwd"], 0),
    r(
        "micromamba",
        Some("run"),
        "npr",
        &["name", "prefix", "cwd", "root-prefix"],
        0,
    ),
    r(
        "pixi",
        Some("run"),
        "e",
        &["environment", "manifest-path"],
        0,
    ),
    r(
        "tox",
        Some("exec"),
        "ecx",
        &["workdir", "override", "conf", "root"],
        0,
    ),
    r(
        "chrt",
        None,
        "TPD",
        &["sched-runtime", "sched-period", "sched-deadline"],
        1,
    ),
    r("taskset", None, "", &[], 1),
    r("cgexec", None, "g", &[], 0),
    r(
        "numactl",
        None,
        "CmNpP",
        &[
            "physcpubind",
            "membind",
            "cpunodebind",
            "preferred",
            "interleave",
        ],
        0,
    ),
    r("prlimit", None, "p", &["pid"], 0),
    r("chronic", None, "", &[], 0),
    r(
        "strace",
        None,
        "abeEIoOpPsSuX",
        &["output", "trace", "signal", "user", "env"],
        0,
    ),
    r(
        "ltrace",
        None,
        "aeEnopsSuX",
        &["output", "library", "user"],
        0,
    ),
    r("valgrind", None, "", &[], 0),
    r("firejail", None, "", &[], 0),
    r(
        "systemd-run",
        None,
        "upEpM",
        &[
            "unit",
            "property",
            "setenv",
            "description",
            "slice",
            "working-directory",
            "machine",
            "uid",
            "gid",
            "nice",
            "on-calendar",
            "on-active",
        ],
        0,
    ),
    r(
        "xvfb-run",
        None,
        "nsfe",
        &["server-num", "server-args", "auth-file", "error-file"],
        0,
    ),
    r(
        "dbus-run-session",
        None,
        "",
        &["config-file", "dbus-daemon"],
        0,
    ),
    r("catchsegv", None, "", &[], 0),
    r("ddtrace-run", None, "", &[], 0),
    r("with-contenv", None, "", &[], 0),
    r("caffeinate", None, "tw", &[], 0),
];

fn runner(name: &str, first: Option<&str>) -> Option<&'static Runner> {
    RUNNERS
        .iter()
        .find(|r| r.name == name && (r.sub.is_none() || r.sub == first))
}

/// Where the command starts in `docker|podman|nerdctl exec|run [opts] CTR CMD`,
/// `docker compose exec|run [opts] SVC CMD` (`docker-compose` too) and `kubectl|oc
/// exec|run|debug … -- CMD`; `None` for any other command.
fn container_start(name: &str, argv: &[Word]) -> Option<usize> {
    let text = |i: usize| argv.get(i).map(|w| w.text.as_str());
    match name {
        "kubectl" | "oc" => {
            if !matches!(text(1), Some("exec" | "run" | "debug")) {
                return None;
            }
            argv.iter().position(|w| w.text == "--").map(|i| i + 1)
        }
        "docker" | "podman" | "nerdctl" | "docker-compose" => {
            let mut i = 1;
            // Global options before the subcommand (`docker --context x exec`).
            while text(i).is_some_and(|t| t.starts_with('-')) {
                let t = text(i).unwrap_or("");
                i += if t.contains('=') || matches!(t, "-D" | "--debug" | "--tls" | "--tlsverify") {
                    1
                } else {
                    2
                };
            }
            if name != "docker-compose" && text(i) == Some("compose") {
                i += 1;
                while text(i).is_some_and(|t| t.starts_with('-')) {
                    let t = text(i).unwrap_or("");
                    i += if t.contains('=') || matches!(t, "--dry-run" | "--compatibility") {
                        1
                    } else {
                        2
                    };
                }
            } else if name == "docker-compose" {
                while text(i).is_some_and(|t| t.starts_with('-')) {
                    let t = text(i).unwrap_or("");
                    i += if t.contains('=') { 1 } else { 2 };
                }
            }
            if !matches!(text(i), Some("exec" | "run")) {
                return None;
            }
            i += 1;
            // Options: those listed take no value, every other one takes one (docker's
            // value-less flags are the few below).
            const FLAGS: &[&str] = &[
                "--rm",
                "--init",
                "--privileged",
                "--read-only",
                "--tty",
                "--interactive",
                "--detach",
                "--no-healthcheck",
                "--oom-kill-disable",
                "--quiet",
                "--no-deps",
                "--service-ports",
                "--use-aliases",
                "--build",
                "--remove-orphans",
                "--no-TTY",
                "--sig-proxy",
                "--publish-all",
                "--disable-content-trust",
            ];
            while let Some(t) = text(i) {
                if t == "--" {
                    i += 1;
                    break;
                }
                if !t.starts_with('-') || t == "-" {
                    break;
                }
                let flag = if t.starts_with("--") {
                    t.contains('=') || FLAGS.contains(&t)
                } else {
                    t.bytes().skip(1).all(|b| b"itdPqT".contains(&b))
                };
                i += if flag { 1 } else { 2 };
            }
            // The container, service or image; then the command.
            text(i)?;
            Some(i + 1)
        }
        _ => None,
    }
}

/// The `{}` of `find -exec` / `xargs -I{}`: in a shell's `-c` text it becomes a parameter
/// (`"$_gatehouse_arg"`) so the nested script is still parsed; elsewhere the word is
/// known only at run time.
fn placeholder(argv: &mut [Word], from: usize, r: &str) {
    let shell_c = argv
        .get(from)
        .is_some_and(|w| is_shell(w.text.rsplit('/').next().unwrap_or("")))
        .then(|| {
            argv.iter()
                .skip(from + 1)
                .position(is_c_flag)
                .map(|p| p + from + 2)
        })
        .flatten();
    for (k, w) in argv.iter_mut().enumerate().skip(from) {
        if !w.text.contains(r) {
            continue;
        }
        if Some(k) == shell_c && !w.dynamic {
            w.text = w.text.replace(r, "\"$_gatehouse_arg\"");
        } else {
            w.dynamic = true;
        }
    }
}

/// `-c`, `--command`, or a short-option cluster ending in `c` (`script -qc TEXT`).
fn is_c_flag(w: &Word) -> bool {
    w.text == "--command"
        || (w.text.starts_with('-')
            && !w.text.starts_with("--")
            && w.text.ends_with('c')
            && w.text.bytes().skip(1).all(|b| b.is_ascii_alphabetic()))
}

fn simple(cmd: &Command, name: &str, opts: &Opts) -> Step {
    let from = skip_options(&cmd.argv, 1, opts);
    Step::Wrap {
        wrapper: wrapper(name, cmd, 1, from),
        from,
        via: None,
    }
}

fn dynamic_code(out: &mut Built, cmd: &Command, reason: &str) {
    out.problems.push(Problem {
        kind: ProblemKind::DynamicCode,
        text: cmd.text.clone(),
        reason: reason.to_string(),
    });
}

/// `words` joined as a script that runs in `ctx` (`env -S`, `watch`, `ssh`,
/// `powershell -Command`, `cmd /c`), or dynamic code (`reason`) when a word
/// is known only at run time.
fn push_words(out: &mut Built, cmd: &Command, words: &[Word], ctx: crate::Context, reason: &str) {
    let (text, dynamic) = join(words);
    if dynamic {
        dynamic_code(out, cmd, reason);
    } else if !text.trim().is_empty() {
        out.jobs.push((text, ctx, None));
    }
}

/// [`push_words`] for a script a program hands to its shell (`ssh HOST
/// CMD…`, `powershell -Command …`, `cmd /c …`): run in `cmd`'s context,
/// one `-c` deeper.
fn push_script_words(out: &mut Built, cmd: &Command, words: &[Word], reason: &str) {
    let mut ctx = cmd.ctx.clone();
    ctx.via.push(Via::ShellC);
    push_words(out, cmd, words, ctx, reason);
}

fn push_text(out: &mut Built, cmd: &Command, text: &Word, ctx: crate::Context, reason: &str) {
    if text.dynamic {
        dynamic_code(out, cmd, reason);
    } else {
        out.jobs.push((text.text.clone(), ctx, None));
    }
}

/// `bash -c TEXT`, `sh -lc TEXT`, `bash -e -c TEXT`, `bash -o pipefail -c TEXT`; a shell
/// with no script operand reads its script from standard input (`bash <<EOF`, `| sh`).
fn shell(out: &mut Built, cmd: &Command, stdin: Option<&Stdin>) {
    let argv = &cmd.argv;
    let mut i = 1;
    let mut has_c = false;
    let mut reads_stdin = false;
    // `busybox sh -c …`
    if cmd.program() == Some("busybox") {
        if argv.get(1).is_some_and(|w| is_shell(&w.text)) {
            i = 2;
        } else {
            return;
        }
    }
    while let Some(w) = argv.get(i) {
        let t = w.text.as_str();
        if t == "--" {
            i += 1;
            break;
        }
        if t == "-" || is_stdin_device(t) {
            reads_stdin = true;
            i += 1;
            break;
        }
        if let Some(long) = t.strip_prefix("--") {
            i += 1;
            if matches!(long, "rcfile" | "init-file") {
                i += 1;
            }
            continue;
        }
        let Some(cluster) = t.strip_prefix('-').or_else(|| t.strip_prefix('+')) else {
            break;
        };
        i += 1;
        for ch in cluster.chars() {
            match ch {
                'c' => has_c = true,
                's' => reads_stdin = true,
                'o' | 'O' => i += 1,
                _ => {}
            }
        }
    }
    let mut ctx = cmd.ctx.clone();
    if has_c {
        ctx.via.push(Via::ShellC);
        if let Some(text) = argv.get(i) {
            if text.dynamic {
                dynamic_code(out, cmd, "a shell's `-c` text known only at run time");
            } else {
                // `sh -c 'pytest "$@"' _ -n 4`: the words after the text are `$0`, `$1` …
                let after = argv.get(i + 2..).unwrap_or(&[]);
                let positional = after
                    .iter()
                    .map(|w| w.as_static().map(str::to_string))
                    .collect::<Option<Vec<String>>>();
                out.jobs.push((text.text.clone(), ctx, positional));
            }
        }
        return;
    }
    if let Some(script) = argv.get(i).filter(|_| !reads_stdin) {
        // A script file: read at decision time (`bash run.sh`).
        match script.as_static() {
            Some(path) => out.files.push(FileRun {
                path: path.to_string(),
                args: argv.iter().skip(i + 1).map(|w| w.text.clone()).collect(),
                ctx: cmd.ctx.clone(),
                shell: true,
                text: cmd.text.clone(),
                lang: None,
            }),
            None => dynamic_code(
                out,
                cmd,
                "a shell script whose name is known only at run time",
            ),
        }
        return;
    }
    // `bash < run.sh`: the script is a file.
    if stdin.is_none()
        && let Some(r) = cmd
            .redirects
            .iter()
            .rev()
            .find(|r| r.kind == crate::RedirectKind::Input && r.fd.is_none_or(|f| f == 0))
    {
        match r.target.as_static() {
            Some(path) => out.files.push(FileRun {
                path: path.to_string(),
                args: Vec::new(),
                ctx: cmd.ctx.clone(),
                shell: true,
                text: cmd.text.clone(),
                lang: None,
            }),
            None => dynamic_code(
                out,
                cmd,
                "a shell reading a script whose name is known only at run time",
            ),
        }
        return;
    }
    ctx.via.push(Via::ShellStdin);
    match stdin {
        Some(Stdin::Text(t)) => out.jobs.push((t.clone(), ctx, None)),
        Some(Stdin::Dynamic(_)) => dynamic_code(
            out,
            cmd,
            "a script fed to a shell on standard input that is known only at run time",
        ),
        None => {}
    }
}

/// `/dev/stdin` and its aliases: a script "file" that is the command's standard input
/// (`bash /dev/stdin <<< TEXT`, `. /dev/stdin <<< TEXT`).
fn is_stdin_device(path: &str) -> bool {
    matches!(path, "/dev/stdin" | "/dev/fd/0" | "/proc/self/fd/0")
}

/// `python -c TEXT`, `node -e TEXT`, `perl -e TEXT`, `python - <<EOF`, `python <<EOF`.
/// The program file of `python3 [opts] FILE …` / `node FILE` (not `-m`, `-c`, `-`).
fn script_operand(cmd: &Command, name: &str) -> Option<String> {
    let args = cmd.args();
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        if t == "-m" || t == "-c" || t == "-e" || t == "-" || t == "--eval" {
            return None;
        }
        if t.starts_with('-') {
            // Options of the interpreter that take a value.
            if matches!(t, "-W" | "-X" | "-r" | "--require" | "-I" | "-M") && name != "bun" {
                i += 1;
            }
            i += 1;
            continue;
        }
        return w.as_static().map(str::to_string);
    }
    None
}

fn interpreter(cmd: &Command, name: &str, stdin: Option<&Stdin>) -> Option<Script> {
    let flags: &[&str] = match name {
        "node" | "nodejs" | "bun" => &["-e", "--eval", "-p", "--print"],
        "deno" => &["eval"],
        "php" => &["-r"],
        "perl" | "ruby" | "lua" | "Rscript" => &["-e", "-E"],
        _ => &["-c"],
    };
    let perl_like = matches!(name, "perl" | "ruby");
    let args = cmd.args();
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        let is_flag = flags.contains(&t)
            || (perl_like
                && t.starts_with('-')
                && !t.starts_with("--")
                && t.len() <= 5
                && t.bytes().skip(1).all(|b| b.is_ascii_alphabetic())
                && t.ends_with(['e', 'E']))
            || (name.starts_with("py")
                && t.starts_with('-')
                && !t.starts_with("--")
                && t.len() > 2
                && t.ends_with('c'));
        if is_flag {
            let text = args.get(i + 1)?;
            return Some(Script {
                interpreter: name.to_string(),
                text: text.text.clone(),
                dynamic: text.dynamic,
            });
        }
        if t == "-m" && name.starts_with("py") {
            return None;
        }
        if t == "-" || !t.starts_with('-') {
            // `-` or a script file: only `-` (or nothing) reads standard input.
            if t != "-" {
                return None;
            }
            break;
        }
        i += 1;
    }
    match stdin? {
        Stdin::Text(t) => Some(Script {
            interpreter: name.to_string(),
            text: t.clone(),
            dynamic: false,
        }),
        Stdin::Dynamic(t) => Some(Script {
            interpreter: name.to_string(),
            text: t.clone(),
            dynamic: true,
        }),
    }
}
