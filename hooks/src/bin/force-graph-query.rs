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
use routing::tokens::{Lang, imports, module_in};
use shell::Command;

const GUARD: Guard = Guard {
    name: "force-graph-query",
    events: &[EventKind::PreToolUse],
    keys: &["seam", "driver_modules", "shells"],
};

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
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
    for c in &a.commands {
        let Some(what) = one_liner(c, &drivers).or_else(|| db_shell(c, &shells)) else {
            continue;
        };
        return Ok(payload::refusal(GUARD.name, format!("`{}`: {what}", c.text.trim()))
            .rule("database access goes through the sanctioned seams: each ad-hoc one-liner re-decides endpoint, database, retry and routing and gets at least one wrong (the reference's 2026-08-05 'blank message_id' P1 was an ad-hoc query hitting the prod kernel on localhost while the suite used the test fleet)")
            .instead(format!("use the seam: `{seam}`; if it lacks the query you need, add it there (as code, with a test)"))
            .allow("the user sets `enabled = false` under `[force-graph-query]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`")
            .verdict());
    }
    Ok(Verdict::Allow)
}

/// Interpreter code in `c` that imports a driver module.
fn one_liner(c: &Command, drivers: &[String]) -> Option<String> {
    let (interpreter, text) = match &c.script {
        Some(s) => (s.interpreter.as_str(), s.text.as_str()),
        // IPython's `-c` is not exposed as a script by the shell analysis.
        None if c.program() == Some("ipython") => {
            let args = c.args();
            let i = args.iter().position(|w| w.text == "-c")?;
            ("python", args.get(i + 1)?.text.as_str())
        }
        None => return None,
    };
    let lang = Lang::of_interpreter(interpreter)?;
    let found = imports(text, lang);
    let module = found
        .iter()
        .find(|m| drivers.iter().any(|d| module_in(m, d)))?;
    Some(format!(
        "an ad-hoc `{interpreter}` one-liner importing the database driver `{module}`"
    ))
}

/// Running the database's own shell, directly or in a container.
fn db_shell(c: &Command, shells: &[String]) -> Option<String> {
    let program = c.program()?;
    let hit = |name: &str| shells.iter().find(|s| s.as_str() == name);
    if let Some(s) = hit(program) {
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
