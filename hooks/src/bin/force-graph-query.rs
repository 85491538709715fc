//! force-graph-query: refuses ad-hoc database one-liners (a `python -c`,
//! heredoc Python or `node -e` importing the database driver, or the
//! database's own shell) and names the project's sanctioned seam.
//!
//! # What it refuses
//! - interpreter code in the command — `python -c`, `python - <<'PY'`,
//!   `python <<< …`, `… | python`, `node -e`/`--eval`, `deno eval`, `bun -e`,
//!   `ipython -c` — that imports one of `driver_modules` (Python `import m`,
//!   `from m… import`, `__import__("m")`, `importlib.import_module("m")`;
//!   JavaScript `require("m")`, `import … from "m"`, `import("m")`), judged
//!   on the code's tokens: the name in a string or a comment is not an import;
//! - running one of `shells` (`cypher-shell`), also by path or inside
//!   `docker exec`/`kubectl exec`.
//!
//!
//! By effect, which database is reached: commands run through `docker
//! exec … sh -c`, `kubectl exec … --`, `ssh host …` are analysed; the HTTP
//! API (`curl …/db/neo4j/tx/commit`, `:7474`, `bolt://`); `npm:`/URL module
//! specifiers; imports hidden in `exec` strings or concatenations; scripts
//! written on the line and run. `cypher-shell --version`/`--help` pass.
//!
//! # Why (the incident)
//! The reference fleet: each one-liner re-decides endpoint, database,
//! MVCC retry and routing "and gets at least one wrong: … the 2026-08-05
//! 'blank message_id' P1 was exactly this, an ad-hoc query hitting the prod
//! kernel on localhost while the suite used the test fleet." Use the seams
//! (`scripts/graph_query.py`, the repo adapters).
//!
//! # Refused
//! - `python -c 'from neo4j import GraphDatabase; …'`, `uv run python - <<'PY'` + `import neo4j`
//! - `node -e "require('neo4j-driver')"`, `cypher-shell -u neo4j 'MATCH (n) RETURN n'`
//!
//! # Allowed
//! - the seam itself; `python scripts/adhoc.py` (a file, reviewed like code)
//! - `python -c 'print("import neo4j")'`, `git commit -m 'import neo4j'`
//! - `cat > q.py <<'EOF'` with `import neo4j` (a file being written)
//!
//! # Configuration
//! Off unless `seam` is set. `[force-graph-query]`: `seam` (the sanctioned
//! command, named in the refusal), `driver_modules` (module names; a name
//! covers its submodules), `shells` (program names). The reference: `seam =
//! "python scripts/graph_query.py"`, `driver_modules = ["neo4j",
//! "neo4j-driver"]`, `shells = ["cypher-shell"]`.
//!
//! # Escape hatch
//! None for the agent. The user sets `enabled = false` under
//! `[force-graph-query]`.

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict};
use routing::tokens::{Lang, Tok, imports, module_in, tokenize};
use shell::{Command, RedirectKind};
use std::path::{Path, PathBuf};

pub(crate) const GUARD: Guard = Guard {
    name: "force-graph-query",
    events: &[EventKind::PreToolUse],
    keys: &["seam", "driver_modules", "shells"],
};

fn main() {
    payload::run(&GUARD, check)
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(seam) = cfg.string("seam")?.filter(|t| !t.trim().is_empty()) else {
        return Ok(Verdict::Allow);
    };
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let ToolInput::Bash(bash) = &call.input else {
        return Ok(Verdict::Allow);
    };
    let drivers = cfg.strings("driver_modules")?.unwrap_or_default();
    let shells = cfg.strings("shells")?.unwrap_or_default();
    let a = shell::analyse(&bash.command);
    let relevant = |t: &str| {
        drivers
            .iter()
            .chain(&shells)
            .any(|n| t.contains(n.as_str()))
    };
    if let Some(problem) = a.blocking_problem(relevant) {
        return Err(Failure::new(format!(
            "cannot analyse `{}`: {}",
            problem.text, problem.reason
        )));
    }
    let root = cfg.project_root().unwrap_or(&p.cwd);
    let neo4j = drivers
        .iter()
        .chain(&shells)
        .any(|n| n.contains("neo4j") || n.contains("cypher"));
    let Some((text, what)) = judge(&a, &p.cwd, root, &drivers, &shells, neo4j, 0) else {
        return Ok(Verdict::Allow);
    };
    Ok(payload::refusal(GUARD.name, format!("`{}`: {what}", text.trim()))
        .rule("database access goes through the sanctioned seams: each ad-hoc one-liner re-decides endpoint, database, retry and routing and gets at least one wrong (the reference's 2026-08-05 'blank message_id' P1 was an ad-hoc query hitting the prod kernel on localhost while the suite used the test fleet)")
        .instead(format!("use the seam: `{seam}`; if it lacks the query you need, add it there (as code, with a test)"))
        .allow("the user sets `enabled = false` under `[force-graph-query]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
        .verdict())
}

/// Largest script file read at decision time.
const MAX_SCRIPT: u64 = 256 * 1024;

/// The first command of `a` that reaches the database, and how.
fn judge(
    a: &shell::Analysis,
    cwd: &Path,
    root: &Path,
    drivers: &[String],
    shells: &[String],
    neo4j: bool,
    depth: usize,
) -> Option<(String, String)> {
    let cwds = routing::cwds(a, cwd);
    let written = written_files(a, &cwds);
    for (c, here) in a.commands.iter().zip(&cwds) {
        let found = one_liner(c, drivers)
            .or_else(|| script_file(c, here, root, &written, drivers))
            .or_else(|| db_shell(c, shells))
            .or_else(|| neo4j.then(|| http_api(c)).flatten())
            .or_else(|| {
                // `docker exec db sh -c '…'`, `ssh host '…'`: the remote command line.
                (depth < 2).then(|| remote(c)).flatten().and_then(|text| {
                    let inner = shell::analyse(&text);
                    judge(&inner, cwd, root, drivers, shells, neo4j, depth + 1).map(|(_, what)| {
                        format!("{what} (run through `{}`)", c.program().unwrap_or("?"))
                    })
                })
            });
        if let Some(what) = found {
            return Some((c.text.clone(), what));
        }
    }
    None
}

/// Files written on the line from heredocs, `echo` or `printf`.
fn written_files(a: &shell::Analysis, cwds: &[PathBuf]) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    for (c, here) in a.commands.iter().zip(cwds) {
        let body = c.redirects.iter().find_map(|r| r.body.clone()).or_else(|| {
            matches!(c.program(), Some("echo" | "printf")).then(|| {
                c.args()
                    .iter()
                    .map(|w| w.text.replace("\\n", "\n"))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        });
        let Some(body) = body else { continue };
        for r in &c.redirects {
            if matches!(r.kind, RedirectKind::Truncate | RedirectKind::Append) {
                out.push((
                    payload::paths::normalize(Path::new(&r.target.text), here),
                    body.clone(),
                ));
            }
        }
    }
    out
}

/// `python FILE`/`node FILE` where the file was written on this line or
/// lies outside the project (no review saw it): its imports.
fn script_file(
    c: &Command,
    here: &Path,
    root: &Path,
    written: &[(PathBuf, String)],
    drivers: &[String],
) -> Option<String> {
    let program = c.program()?;
    let lang = Lang::of_interpreter(program)?;
    let file = c.args().iter().find(|w| !w.text.starts_with('-'))?;
    let path = payload::paths::normalize(Path::new(&file.text), here);
    let text = match written.iter().find(|(p, _)| *p == path) {
        Some((_, body)) => body.clone(),
        None if !path.starts_with(payload::paths::normalize(root, root)) => {
            let meta = std::fs::metadata(&path).ok()?;
            if meta.len() > MAX_SCRIPT {
                return None;
            }
            std::fs::read_to_string(&path).ok()?
        }
        None => return None,
    };
    let module = driver_imported(&text, lang, drivers)?;
    Some(format!(
        "an ad-hoc script `{}` importing the database driver `{module}`",
        file.text
    ))
}

/// The command line a container or remote runner executes (`docker exec
/// db sh -c 'cypher-shell …'`, `kubectl exec pod -- cypher-shell`, `ssh host
/// cypher-shell …`), joined as shell text.
fn remote(c: &Command) -> Option<String> {
    let program = c.program()?;
    let args = c.args();
    let words: Vec<&str> = args.iter().map(|w| w.text.as_str()).collect();
    let start = match program {
        "docker" | "podman" | "nerdctl" | "kubectl" | "oc" => {
            let sub = words
                .iter()
                .position(|w| matches!(*w, "exec" | "run" | "debug"))?;
            // Skip options (and their values, approximately) and the container.
            let mut i = sub + 1;
            if let Some(dd) = words.iter().position(|w| *w == "--") {
                i = dd + 1;
            } else {
                while let Some(w) = words.get(i) {
                    if w.starts_with('-') {
                        i += if matches!(
                            *w,
                            "-e" | "--env"
                                | "-u"
                                | "--user"
                                | "-w"
                                | "--workdir"
                                | "-c"
                                | "--container"
                                | "-n"
                                | "--namespace"
                        ) {
                            2
                        } else {
                            1
                        };
                    } else {
                        break;
                    }
                }
                i += 1; // the container
            }
            i
        }
        "ssh" => {
            let mut i = 0;
            while let Some(w) = words.get(i) {
                if w.starts_with('-') {
                    i += if w.len() == 2
                        && "bcDEeFIiJLlmOopQRSWw".contains(w.chars().nth(1).unwrap_or(' '))
                    {
                        2
                    } else {
                        1
                    };
                } else {
                    break;
                }
            }
            i + 1
        }
        _ => return None,
    };
    let rest = words.get(start..)?;
    let rest = match rest.split_first() {
        Some((&"--", tail)) => tail,
        _ => rest,
    };
    if rest.is_empty() {
        return None;
    }
    Some(
        rest.iter()
            .map(|w| routing::command::quote(w))
            .collect::<Vec<_>>()
            .join(" "),
    )
    .map(|joined| {
        // `ssh host 'cypher-shell …'`: one word that is itself a command line.
        if rest.len() == 1 {
            rest.first().map(|w| (*w).to_owned()).unwrap_or(joined)
        } else {
            joined
        }
    })
}

/// The database's HTTP API (`curl …/db/neo4j/tx/commit`, `:7474`) or a
/// `bolt://`/`neo4j://` URL given to a client.
fn http_api(c: &Command) -> Option<String> {
    let program = c.program()?;
    // A raw connection to the database's ports: `nc host 7687`, `socat -
    // TCP:host:7687` (a port check, `nc -z`, sends nothing).
    if matches!(program, "nc" | "ncat" | "netcat" | "socat" | "telnet")
        && !c
            .args()
            .iter()
            .any(|w| w.text.starts_with('-') && w.text.contains('z'))
        && let Some(w) = c.args().iter().find(|w| {
            let port = w.text.rsplit(':').next().unwrap_or(&w.text);
            matches!(port, "7687" | "7474" | "7473")
        })
    {
        return Some(format!(
            "a raw connection to the database's port (`{}`)",
            w.text
        ));
    }
    let client = matches!(
        program,
        "curl" | "wget" | "http" | "https" | "xh" | "xhs" | "httpie" | "curlie"
    );
    let strings: Vec<String> = match &c.script {
        Some(s) => tokenize(
            &s.text,
            Lang::of_interpreter(&s.interpreter).unwrap_or(Lang::Python),
        )
        .into_iter()
        .filter_map(|t| match t {
            Tok::Str(s) => Some(s),
            _ => None,
        })
        .collect(),
        None if client => c.args().iter().map(|w| w.text.clone()).collect(),
        None => return None,
    };
    strings
        .iter()
        .find(|u| is_db_url(u))
        .map(|u| format!("a request to the database's API `{u}`"))
}

fn is_db_url(u: &str) -> bool {
    let l = u.to_ascii_lowercase();
    l.starts_with("bolt://")
        || l.starts_with("bolt+s://")
        || l.starts_with("neo4j://")
        || l.starts_with("neo4j+s://")
        || (l.contains("://") && l.contains(":7687"))
        || (l.contains("/db/")
            && (l.contains("/tx") || l.contains("/cypher") || l.contains("/query")))
        || l.contains("/db/data/")
}

/// Interpreter code in `c` that imports a driver module.
fn one_liner(c: &Command, drivers: &[String]) -> Option<String> {
    let (interpreter, text) = match &c.script {
        Some(s) => (s.interpreter.as_str(), s.text.as_str()),
        // IPython's `-c` is not exposed as a script by the shell analysis.
        // `python -m neo4j`: the driver run as a program.
        // `python3 -X dev -c …`, `python3 -m IPython -c …`: code the shell
        // analysis did not lift out.
        None if c.program().is_some_and(routing::command::is_python)
            && c.args().iter().any(|w| w.text == "-c") =>
        {
            let args = c.args();
            let i = args.iter().position(|w| w.text == "-c")?;
            ("python", args.get(i + 1)?.text.as_str())
        }
        None if c.program().is_some_and(routing::command::is_python) => {
            let args = c.args();
            let m = args.iter().position(|w| w.text == "-m")?;
            let module = args.get(m + 1)?.text.as_str();
            let d = drivers.iter().find(|d| module_in(module, d))?;
            return Some(format!(
                "the database driver `{d}` run as a program (`-m {module}`)"
            ));
        }
        None if c.program() == Some("ipython") => {
            let args = c.args();
            let i = args.iter().position(|w| w.text == "-c")?;
            ("python", args.get(i + 1)?.text.as_str())
        }
        // `deno run -A npm:neo4j-driver`, `bunx neo4j-driver`: the driver's
        // package run as a program.
        None if matches!(
            c.program(),
            Some("deno" | "bun" | "bunx" | "npx" | "pnpx" | "node")
        ) =>
        {
            let w = c.args().iter().find(|w| {
                (w.text.starts_with("npm:")
                    || w.text.starts_with("jsr:")
                    || c.program() != Some("deno"))
                    && drivers
                        .iter()
                        .any(|d| module_in(&normalise_module(&w.text), d))
            })?;
            return Some(format!(
                "the database driver's package `{}` run as a program",
                w.text
            ));
        }
        None => return None,
    };
    let lang = Lang::of_interpreter(interpreter)?;
    if let Some(why) = hidden_code(text, lang) {
        return Some(format!(
            "an ad-hoc `{interpreter}` one-liner that runs code it hides ({why}): it could be the database driver"
        ));
    }
    let module = driver_imported(text, lang, drivers)?;
    Some(format!(
        "an ad-hoc `{interpreter}` one-liner importing the database driver `{module}`"
    ))
}

/// Code that executes text it decodes at run time (`exec(b64decode(…))`,
/// `eval(bytes.fromhex(…))`): what it imports cannot be seen (opacity).
fn hidden_code(text: &str, lang: Lang) -> Option<&'static str> {
    let toks = tokenize(text, lang);
    let has = |names: &[&str]| {
        toks.iter()
            .any(|t| matches!(t, Tok::Name(n) if names.contains(&n.as_str())))
    };
    if !has(&[
        "exec",
        "eval",
        "compile",
        "Function",
        "__import__",
        "import_module",
    ]) {
        return None;
    }
    if has(&[
        "b64decode",
        "a85decode",
        "b32decode",
        "fromhex",
        "unhexlify",
        "decompress",
        "atob",
        "fromCharCode",
        "chr",
        "loads",
    ]) {
        return Some("decoded at run time");
    }
    None
}

/// The driver module `text` imports: its import statements, and code
/// hidden in strings it executes or imports by name (`exec("import neo4j")`,
/// `__import__("ne" + "o4j")`), module names normalised (`npm:neo4j-driver@5`).
fn driver_imported(text: &str, lang: Lang, drivers: &[String]) -> Option<String> {
    let wanted = |m: &str| -> bool {
        let m = normalise_module(m);
        drivers.iter().any(|d| module_in(&m, d))
    };
    if let Some(m) = imports(text, lang).into_iter().find(|m| wanted(m)) {
        return Some(normalise_module(&m));
    }
    let toks = tokenize(text, lang);
    let dynamic = toks.iter().any(|t| {
        matches!(t, Tok::Name(n) if matches!(n.as_str(), "exec" | "eval" | "compile" | "__import__" | "import_module" | "require" | "import" | "Function"))
    });
    if !dynamic {
        return None;
    }
    // String literals, and runs of them joined by `+`.
    let mut strings: Vec<String> = Vec::new();
    let mut run = String::new();
    let mut joined = false;
    for t in &toks {
        match t {
            Tok::Str(s) => {
                run.push_str(s);
                strings.push(s.clone());
                joined = true;
            }
            Tok::Op('+') if joined => {}
            _ => {
                if !run.is_empty() {
                    strings.push(std::mem::take(&mut run));
                }
                joined = false;
            }
        }
    }
    strings.push(run);
    for s in &strings {
        if wanted(s.trim()) {
            return Some(normalise_module(s.trim()));
        }
        if let Some(m) = imports(s, lang).into_iter().find(|m| wanted(m)) {
            return Some(normalise_module(&m));
        }
    }
    None
}

/// `npm:neo4j-driver@5.2`, `https://esm.sh/neo4j-driver` → `neo4j-driver`.
fn normalise_module(m: &str) -> String {
    let m = m
        .strip_prefix("npm:")
        .or_else(|| m.strip_prefix("jsr:"))
        .or_else(|| m.strip_prefix("node:"))
        .unwrap_or(m);
    let m = if m.contains("://") {
        m.rsplit('/').find(|s| !s.is_empty()).unwrap_or(m)
    } else {
        m
    };
    // A version after `@` (not a scope's leading `@`).
    match m.get(1..).and_then(|rest| rest.find('@')) {
        Some(i) => m.get(..=i).unwrap_or(m).to_owned(),
        None => m.to_owned(),
    }
}

/// Options with which a database shell runs no query.
const NO_QUERY: &[&str] = &["--version", "-v", "--help", "-h", "--driver-version"];

/// Running the database's own shell, directly or in a container.
fn db_shell(c: &Command, shells: &[String]) -> Option<String> {
    // `~/neo4j/bin/cypher-shell`: a program by a path the analysis leaves
    // unexpanded is still that program.
    let program = c.program().or_else(|| {
        c.argv
            .first()
            .map(|w| w.text.rsplit('/').next().unwrap_or(&w.text))
    })?;
    // The database's other command-line client (issue 24): `neo4j-admin`
    // reaches the same store as `cypher-shell`.
    let companion = |name: &str| {
        // Only its verbs that read or write the data (`database dump|load|
        // import|copy`, `restore`, `backup`); `database info`, `--version`
        // and `help` do not.
        (name == "neo4j-admin"
            && c.args().iter().any(|w| {
                matches!(
                    w.text.as_str(),
                    "dump" | "load" | "import" | "copy" | "restore" | "backup" | "migrate"
                )
            }))
        .then(|| shells.iter().find(|s| s.as_str() == "cypher-shell"))
        .flatten()
    };
    let hit = |name: &str| {
        shells
            .iter()
            .find(|s| s.as_str() == name)
            .or_else(|| companion(name))
    };
    if let Some(s) = hit(program) {
        if !c.args().is_empty() && c.args().iter().all(|w| NO_QUERY.contains(&w.text.as_str())) {
            return None;
        }
        return Some(format!("the database shell `{s}`"));
    }
    // Launchers that run a named program: `npx cypher-shell`, `pipx run …`.
    if matches!(
        program,
        "npx"
            | "pnpx"
            | "bunx"
            | "pnpm"
            | "yarn"
            | "pipx"
            | "uvx"
            | "exec"
            | "nohup"
            | "stdbuf"
            | "unbuffer"
            | "time"
            | "rlwrap"
    ) && let Some(s) = c
        .args()
        .iter()
        .find_map(|w| hit(w.text.rsplit('/').next().unwrap_or(&w.text)))
    {
        return Some(format!("the database shell `{s}`"));
    }
    if matches!(program, "docker" | "podman" | "nerdctl" | "kubectl" | "oc")
        && c.args()
            .first()
            .is_some_and(|w| matches!(w.text.as_str(), "exec" | "run" | "compose"))
    {
        let s = c
            .args()
            .iter()
            .find_map(|w| hit(w.text.rsplit('/').next().unwrap_or(&w.text)))?;
        return Some(format!("the database shell `{s}` in a container"));
    }
    None
}
