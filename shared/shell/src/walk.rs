//! The iterative walk over tree-sitter-bash trees.
//!
//! Every script (the command line, and each nested script found in `bash -c`, `eval`, a
//! heredoc fed to a shell …) is a job on a queue; each job is parsed and walked with an
//! explicit stack, so neither deep nesting nor nested scripts recurse on the Rust stack.

use crate::eval::{self, Env, Val};
use crate::unwrap::{self, Stdin};
use crate::words::{text, word};
use crate::{
    Analysis, AndOrPos, Assignment, Command, Context, Limits, ListOp, Loop, LoopKind, LoopRef,
    LoopRole, PipePos, Problem, ProblemKind, Redirect, RedirectKind, Word,
};
use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;
use std::time::{Duration, Instant};
use tree_sitter::{Node, Parser, Tree};

/// A script to analyse, with the context it runs in.
pub(crate) struct Job {
    pub src: String,
    pub ctx: Context,
    pub nesting: usize,
    /// `$1`, `$2` … when known (a function call, `sh -c TEXT _ ARGS`, a script's arguments).
    pub positional: Option<Vec<String>>,
}

/// Reads a file at decision time (bounded by the caller); `None` when it cannot be read.
pub(crate) type Reader<'r> = &'r dyn Fn(&std::path::Path) -> Option<String>;

pub(crate) struct State<'l> {
    pub(crate) out: Analysis,
    pub(crate) limits: &'l Limits,
    nodes: usize,
    parse_spent: Duration,
    parsed_bytes: usize,
    /// Variables bound earlier in the command (the partial evaluator's environment).
    pub(crate) vars: HashMap<String, Val>,
    /// `$1` … of the script being walked.
    pub(crate) positional: Option<Vec<String>>,
    /// Functions defined in the command: name → body text.
    pub(crate) functions: HashMap<String, String>,
    /// Aliases defined in the command: name → text.
    pub(crate) aliases: HashMap<String, String>,
    /// Function and alias expansions so far (bounded).
    pub(crate) expansions: usize,
    parser: Option<Parser>,
    jobs: VecDeque<Job>,
    stopped: bool,
    /// Decision-time reads: the directory the command starts in, the reader, the files
    /// read so far (cached) and the files the command writes with literal content.
    pub(crate) cwd: Option<PathBuf>,
    /// The directory before the last static `cd` (`~-`, `cd -`).
    pub(crate) oldpwd: Option<PathBuf>,
    /// False once a `cd`/`pushd`/`popd` may have run that the walk could not follow: `cwd`
    /// is then a guess for file reads, never a value (`~+`, `$PWD`, `$(pwd)`).
    pub(crate) pwd_known: bool,
    /// A `cd` after `&&` was followed: it holds for the rest of its `&&` chain (which
    /// runs only if the `cd` did), not after it.
    pub(crate) chain_cd: bool,
    pub(crate) reader: Option<Reader<'l>>,
    pub(crate) cache: HashMap<PathBuf, Option<String>>,
    pub(crate) read_bytes: usize,
    pub(crate) written: HashMap<PathBuf, String>,
    /// Variables bound only conditionally in the command (they may hold an outside value).
    pub(crate) maybe_unset: std::collections::HashSet<String>,
    /// Variables changed by arithmetic somewhere in the command (`((i++))`, `let i+=1`):
    /// never a known value.
    pub(crate) arith_names: std::collections::HashSet<String>,
    /// The last literal value assigned to each name, also for names arithmetic changes
    /// (a loop counter's start: `n=5; until (( n >= 20 )); do ((n++)); done`).
    pub(crate) last_literal: HashMap<String, String>,
    /// What guards each `break`/`exit`/`return` (by command index).
    exit_guards: HashMap<usize, ExitGuard>,
    /// Git aliases set earlier in the command (`git config alias.x …`).
    pub(crate) git_aliases: HashMap<String, String>,
    /// Copies and links of programs made earlier in the command: path → program name.
    pub(crate) program_aliases: HashMap<PathBuf, String>,
}

/// The program a copy's source names: `"$(command -v pytest)"`, `$(which pytest)`,
/// `/usr/bin/pytest`.
fn program_named(src: &Word) -> Option<String> {
    for lead in ["command -v ", "which ", "type -P ", "type -p "] {
        if let Some(i) = src.raw.find(lead) {
            let rest = src.raw.get(i + lead.len()..)?;
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
                .collect();
            return (!name.is_empty()).then_some(name);
        }
    }
    let t = src.as_static()?;
    let base = t.rsplit('/').next()?;
    (t.contains('/') && !base.is_empty()).then(|| base.to_string())
}

/// The words a brace expansion of glob patterns makes (`d/{*,.*}` → `d/*`, `d/.*`); the
/// word itself when it is not one (quotes, expansions and substitutions are left alone).
fn glob_braces(w: &Word) -> Vec<Word> {
    let plain = !w.raw.contains(['$', '`', '"', '\'', '\\'])
        && w.raw.contains('{')
        && w.raw.contains(['*', '?', '[']);
    let Some(pieces) = plain.then(|| eval::brace_expand(&w.raw)).flatten() else {
        return vec![w.clone()];
    };
    if pieces.len() < 2 {
        return vec![w.clone()];
    }
    pieces
        .into_iter()
        .map(|p| {
            let glob = p.find(['*', '?', '[']);
            Word {
                prefix: p.get(..glob.unwrap_or(p.len())).unwrap_or("").to_string(),
                dynamic: glob.is_some(),
                raw: p.clone(),
                text: p,
            }
        })
        .collect()
}

/// What a `break`/`exit`/`return` depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ExitGuard {
    /// It always runs when reached.
    Always,
    /// It runs after a numeric comparison (a counter or a deadline).
    Compared,
    /// It runs when a probe succeeds or fails.
    Probe,
    /// It never runs (`false && break`).
    Dead,
}

/// Climbs from an exit command to its loop, collecting what it depends on.
fn exit_guard(node: Node<'_>, src: &str) -> ExitGuard {
    let mut guards: Vec<String> = Vec::new();
    let mut child = node;
    let mut steps = 0;
    while let Some(parent) = child.parent() {
        steps += 1;
        if steps > 200 {
            break;
        }
        match parent.kind() {
            "while_statement"
            | "for_statement"
            | "c_style_for_statement"
            | "function_definition" => break,
            "list" => {
                let left = parent.child(0);
                let op = parent.child(1).map(|o| o.kind());
                if let Some(l) = left.filter(|l| l.id() != child.id()) {
                    let t = text(l, src);
                    match (op, crate::constant_status(t)) {
                        (Some("&&"), Some(false)) | (Some("||"), Some(true)) => {
                            return ExitGuard::Dead;
                        }
                        (_, Some(_)) => {}
                        _ => guards.push(t.to_string()),
                    }
                }
            }
            "if_statement" | "elif_clause" => {
                if let Some(c) = parent.child_by_field_name("condition")
                    && c.id() != child.id()
                {
                    let t = text(c, src);
                    let branch_is_else = child.kind() == "else_clause";
                    match crate::constant_status(t) {
                        Some(v) if v == branch_is_else => return ExitGuard::Dead,
                        Some(_) => {}
                        None => guards.push(t.to_string()),
                    }
                }
            }
            "case_item" => guards.push("case".to_string()),
            _ => {}
        }
        child = parent;
    }
    if guards.is_empty() {
        ExitGuard::Always
    } else if guards.iter().any(|g| compares(g)) {
        ExitGuard::Compared
    } else {
        ExitGuard::Probe
    }
}

/// A numeric comparison in a condition's text (`[ $i -ge 30 ]`, `(( n > 5 ))`).
fn compares(t: &str) -> bool {
    ["-lt", "-le", "-gt", "-ge", "-eq", "-ne"]
        .iter()
        .any(|o| t.split_whitespace().any(|w| w == *o))
        || (t.contains("((") && t.contains(['<', '>']))
        || (t.contains("[[") && [" < ", " > "].iter().any(|o| t.contains(o)))
}

/// Analyses `src` and everything nested in it.
pub(crate) fn run(src: &str, limits: &Limits) -> Analysis {
    run_in(src, limits, None, None)
}

/// Analyses `src` with decision-time reads relative to `cwd`.
pub(crate) fn run_in<'l>(
    src: &str,
    limits: &'l Limits,
    cwd: Option<PathBuf>,
    reader: Option<Reader<'l>>,
) -> Analysis {
    let mut st = State {
        out: Analysis::default(),
        limits,
        nodes: 0,
        parse_spent: Duration::ZERO,
        parsed_bytes: 0,
        vars: HashMap::new(),
        positional: None,
        functions: HashMap::new(),
        aliases: HashMap::new(),
        expansions: 0,
        parser: None,
        jobs: VecDeque::new(),
        stopped: false,
        cwd,
        oldpwd: None,
        pwd_known: true,
        chain_cd: false,
        reader,
        cache: HashMap::new(),
        read_bytes: 0,
        written: HashMap::new(),
        maybe_unset: std::collections::HashSet::new(),
        arith_names: std::collections::HashSet::new(),
        last_literal: HashMap::new(),
        exit_guards: HashMap::new(),
        git_aliases: HashMap::new(),
        program_aliases: HashMap::new(),
    };
    st.jobs.push_back(Job {
        src: src.to_string(),
        ctx: Context::default(),
        nesting: 0,
        positional: None,
    });
    while let Some(job) = st.jobs.pop_front() {
        if st.stopped {
            break;
        }
        st.job(job);
    }
    finish_loops(&mut st.out, &st.exit_guards);
    st.out
}

/// The deepest bracket nesting, counted without parsing: `(`/`{` open, `)`/`}` close, and
/// every escaped backtick (the only way backticks nest) adds a level. Cheap and
/// conservative; it runs before the parser so that pathological nesting never reaches it.
fn bracket_depth(src: &str) -> usize {
    let (mut depth, mut max, mut ticks) = (0usize, 0usize, 0usize);
    let mut prev = 0u8;
    for b in src.bytes() {
        match b {
            b'(' | b'{' => {
                depth += 1;
                max = max.max(depth);
            }
            b')' | b'}' => depth = depth.saturating_sub(1),
            b'`' if prev == b'\\' => ticks += 1,
            _ => {}
        }
        prev = b;
    }
    max.max(ticks / 2)
}

impl State<'_> {
    fn problem(&mut self, kind: ProblemKind, text: &str, reason: String) {
        self.out.problems.push(Problem {
            kind,
            text: text.to_string(),
            reason,
        });
    }

    fn parse(&mut self, src: &str) -> Option<Tree> {
        if self.parser.is_none() {
            let mut p = Parser::new();
            p.set_language(&tree_sitter_bash::LANGUAGE.into()).ok()?;
            self.parser = Some(p);
        }
        let parser = self.parser.as_mut()?;
        let started = Instant::now();
        let budget = self.limits.parse_deadline.saturating_sub(self.parse_spent);
        let mut cancel = |_: &tree_sitter::ParseState| started.elapsed() > budget;
        let bytes = src.as_bytes();
        let mut read = |i: usize, _| bytes.get(i..).unwrap_or(&[]);
        let tree = parser.parse_with_options(
            &mut read,
            None,
            Some(tree_sitter::ParseOptions::new().progress_callback(&mut cancel)),
        );
        self.parse_spent += started.elapsed();
        // A cancelled parse leaves state behind; the next call must start afresh.
        if tree.is_none() {
            parser.reset();
        }
        tree
    }

    pub(crate) fn job(&mut self, job: Job) {
        let Job {
            src,
            ctx,
            nesting,
            positional,
        } = job;
        let saved = std::mem::replace(&mut self.positional, positional);
        self.job_inner(src, ctx, nesting);
        self.positional = saved;
    }

    fn job_inner(&mut self, src: String, ctx: Context, nesting: usize) {
        for name in arith_changed(&src) {
            self.vars.insert(name.clone(), Val::Unknown);
            self.arith_names.insert(name);
        }
        if src.len() > self.limits.max_bytes {
            let why = format!(
                "the command is {} bytes, more than the {} the analysis reads",
                src.len(),
                self.limits.max_bytes
            );
            self.problem(ProblemKind::TooLarge, &src, why);
            return;
        }
        // Nested scripts re-parse text of their parent (`eval eval eval …`): the total
        // parsed is bounded too, so a command cannot multiply the work.
        self.parsed_bytes += src.len();
        if self.parsed_bytes > self.limits.max_bytes.saturating_mul(2) {
            self.problem(
                ProblemKind::TooMuch,
                &src,
                "the command's nested scripts are larger than the analysis reads".to_string(),
            );
            self.stopped = true;
            return;
        }
        let depth = bracket_depth(&src);
        if depth > self.limits.max_depth || nesting > self.limits.max_nesting {
            let why = format!(
                "the command nests {} levels deep, more than the analysis follows",
                depth.max(nesting)
            );
            self.problem(ProblemKind::TooDeep, &src, why);
            return;
        }
        let Some(mut tree) = self.parse(&src) else {
            self.problem(
                ProblemKind::TooMuch,
                &src,
                "the parser did not finish in time".to_string(),
            );
            self.stopped = true;
            return;
        };
        let mut src = src;
        if tree.root_node().has_error() {
            // Quirk: two heredocs on one line are a false syntax error in tree-sitter-bash.
            if let Some(fixed) = split_heredocs(&src)
                && let Some(t) = self.parse(&fixed)
                && !t.root_node().has_error()
            {
                tree = t;
                src = fixed;
            }
        }
        if tree.root_node().has_error()
            && let Some(fixed) = repair(&src)
            && let Some(t) = self.parse(&fixed)
            && !t.root_node().has_error()
        {
            tree = t;
            src = fixed;
        }
        let root = tree.root_node();
        if root.has_error() {
            let near = first_error(root, &src);
            self.problem(
                ProblemKind::Syntax,
                &src,
                format!("syntax error near `{near}`"),
            );
        }
        self.walk(root, &src, ctx, nesting);
    }

    fn walk(&mut self, root: Node<'_>, src: &str, ctx: Context, nesting: usize) {
        let mut stack: Vec<Frame<'_>> = vec![Frame::Stmt(root, ctx, Pending::default())];
        while let Some(frame) = stack.pop() {
            self.nodes += 1;
            if self.nodes > self.limits.max_nodes
                || self.out.commands.len() > self.limits.max_commands
            {
                self.problem(
                    ProblemKind::TooMuch,
                    src,
                    "the command has more parts than the analysis reads".to_string(),
                );
                self.stopped = true;
                return;
            }
            match frame {
                Frame::Scan(node, ctx) => scan(node, src, ctx, &mut stack),
                Frame::Stmt(node, ctx, pending) => {
                    self.stmt(node, src, ctx, pending, nesting, &mut stack)
                }
            }
        }
    }

    fn stmt<'t>(
        &mut self,
        node: Node<'t>,
        src: &str,
        mut ctx: Context,
        pending: Pending,
        nesting: usize,
        stack: &mut Vec<Frame<'t>>,
    ) {
        match node.kind() {
            "command" => self.command(node, src, ctx, pending, nesting, stack),
            "redirected_statement" => self.redirected(node, src, ctx, pending, stack),
            // tree-sitter-bash hangs a trailing redirect (`a && b > f`, `a | b > f`) on the
            // whole list or pipeline; in Bash it belongs to the last operand or element.
            "list" => list(node, ctx, stack, pending),
            "pipeline" => pipeline(node, src, ctx, stack, None, pending),
            "subshell" => {
                ctx.subshell = true;
                ctx.process_level += 1;
                self.pending_redirects(node, src, &ctx, pending);
                sequence(node, &ctx, stack);
            }
            "negated_command" => {
                ctx.negated = true;
                sequence(node, &ctx, stack);
            }
            "while_statement" | "for_statement" | "c_style_for_statement" => {
                let lines = self.input_lines(&pending);
                self.pending_redirects(node, src, &ctx, pending);
                self.loop_stmt(node, src, ctx, stack, lines);
            }
            "function_definition" => {
                let name = node
                    .child_by_field_name("name")
                    .map(|n| text(n, src).to_string());
                if let (Some(n), Some(body)) = (&name, node.child_by_field_name("body")) {
                    let b = text(body, src).to_string();
                    self.functions.insert(n.clone(), b);
                }
                ctx.function = name;
                if let Some(body) = node.child_by_field_name("body") {
                    stack.push(Frame::Stmt(body, ctx, Pending::default()));
                }
            }
            "if_statement" | "elif_clause" => {
                self.pending_redirects(node, src, &ctx, pending);
                let mut c = node.walk();
                let kids: Vec<_> = node
                    .children(&mut c)
                    .enumerate()
                    .map(|(i, n)| (node.field_name_for_child(i as u32), n))
                    .collect();
                for (field, kid) in kids.into_iter().rev() {
                    if !kid.is_named() {
                        continue;
                    }
                    let mut k = ctx.clone();
                    if field == Some("condition") {
                        k.conditional = true;
                    } else {
                        k.branch = true;
                    }
                    push_child(kid, k, stack);
                }
            }
            "case_statement" => {
                self.pending_redirects(node, src, &ctx, pending);
                let mut k = ctx.clone();
                k.conditional = true;
                k.branch = true;
                sequence(node, &k, stack);
            }
            "variable_assignment" | "variable_assignments" => {
                let assignments = assignments_of(node, src);
                self.record(
                    bare(node, src, &ctx, assignments, Vec::new()),
                    None,
                    nesting,
                );
                scan_children(node, &ctx, stack);
            }
            "declaration_command" | "unset_command" => {
                let mut argv = Vec::new();
                let mut c = node.walk();
                for kid in node.children(&mut c) {
                    match kid.kind() {
                        "variable_assignment" => {}
                        k if !kid.is_named() => argv.push(Word::literal(k)),
                        _ => argv.push(word(kid, src)),
                    }
                }
                let assignments = assignments_of(node, src);
                let mut cmd = bare(node, src, &ctx, assignments, pending.redirects);
                cmd.argv = argv;
                self.record(cmd, None, nesting);
                scan_children(node, &ctx, stack);
            }
            "test_command" => {
                let open = node
                    .child(0)
                    .map(|n| text(n, src).to_string())
                    .unwrap_or_default();
                let mut cmd = bare(node, src, &ctx, Vec::new(), pending.redirects);
                cmd.argv = vec![Word::literal(&open)];
                self.record(cmd, None, nesting);
                scan_children(node, &ctx, stack);
            }
            "comment" | "heredoc_body" => {}
            "ERROR" => sequence(node, &ctx, stack),
            // program, compound_statement, do_group, else_clause, case_item, …
            _ => {
                self.pending_redirects(node, src, &ctx, pending);
                sequence(node, &ctx, stack);
            }
        }
    }

    /// Redirections on a compound command (`{ …; } > f`, `while …; done < f`) are recorded
    /// as a command with no argv, so guards that judge writes still see them.
    fn pending_redirects(&mut self, node: Node<'_>, src: &str, ctx: &Context, pending: Pending) {
        if !pending.redirects.is_empty() {
            let cmd = bare(node, src, ctx, Vec::new(), pending.redirects);
            self.out.commands.push(cmd);
        }
    }

    fn record(&mut self, cmd: Command, stdin: Option<Stdin>, nesting: usize) {
        let stdin = stdin.or_else(|| self.redirected_input(&cmd));
        let variants = self.evaluate(cmd);
        for mut cmd in variants {
            // `export $(printf 'PYTEST_ADDOPTS=-n4')`: an evaluated `NAME=value` argument of
            // a declaration is an assignment.
            if matches!(
                cmd.program(),
                Some("export" | "declare" | "typeset" | "local" | "readonly")
            ) {
                let extra: Vec<crate::Assignment> = cmd
                    .args()
                    .iter()
                    .filter(|w| !w.dynamic)
                    .filter_map(|w| {
                        let (n, v) = w.as_static()?.split_once('=')?;
                        let ok = !n.is_empty()
                            && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
                            && !cmd.assignments.iter().any(|a| a.name == n);
                        ok.then(|| crate::Assignment {
                            name: n.to_string(),
                            value: Word::literal(v),
                        })
                    })
                    .collect();
                cmd.assignments.extend(extra);
            }
            // `cp "$(command -v pytest)" ./pt && ./pt -n 4`: a copy or link of a program
            // made earlier in the command runs that program.
            if let Some(first) = cmd.argv.first_mut()
                && first.text.contains('/')
                && let Some(name) = self
                    .resolve(&first.text)
                    .and_then(|p| self.program_aliases.get(&p).cloned())
            {
                cmd.program_path.get_or_insert(first.text.clone());
                *first = Word::literal(&name);
            }
            self.bind(&cmd, stdin.as_ref());
            if self.call(&cmd, nesting) {
                self.out.commands.push(cmd);
                continue;
            }
            let built = unwrap::expand(cmd, stdin.clone());
            self.out.problems.extend(built.problems);
            for run in built.files {
                self.run_file(run, nesting);
            }
            for c in built.commands {
                self.after(&c, nesting);
                self.note_write(&c, stdin.as_ref());
                self.out.commands.push(c);
            }
            for (src, ctx, positional) in built.jobs {
                self.jobs.push_back(Job {
                    src,
                    ctx,
                    nesting: nesting + 1,
                    positional,
                });
            }
        }
    }

    /// The evaluator's environment for the script being walked.
    pub(crate) fn env(&self) -> Env<'_> {
        Env {
            vars: &self.vars,
            positional: self.positional.as_deref(),
            files: eval::Files {
                written: Some(&self.written),
                read: Some(&self.cache),
                cwd: self.cwd.as_deref(),
                pwd: self.cwd.as_deref().filter(|_| self.pwd_known),
                oldpwd: self.oldpwd.as_deref(),
            },
        }
    }

    /// Standard input known from an input redirection: `< <(printf …)` of pure producers,
    /// `< FILE` of a file the command wrote earlier with literal content.
    fn redirected_input(&self, cmd: &Command) -> Option<Stdin> {
        // `xargs -a FILE`: the items come from FILE (written earlier in the command).
        if cmd.program() == Some("xargs") {
            let args = cmd.args();
            let file = args.iter().enumerate().find_map(|(k, w)| {
                let t = w.text.as_str();
                match t {
                    "-a" | "--arg-file" => args.get(k + 1).and_then(Word::as_static),
                    _ => t
                        .strip_prefix("--arg-file=")
                        .or_else(|| t.strip_prefix("-a").filter(|f| !f.is_empty())),
                }
            });
            if let Some(f) = file {
                let p = self.resolve(f)?;
                return self.written.get(&p).map(|t| Stdin::Text(t.clone()));
            }
        }
        let r = cmd
            .redirects
            .iter()
            .rev()
            .find(|r| r.kind == RedirectKind::Input && matches!(r.fd, None | Some(0)))?;
        if let Some(inner) = r
            .target
            .raw
            .strip_prefix("<(")
            .and_then(|t| t.strip_suffix(')'))
        {
            let out = eval::substitution(inner, &self.env(), 0)?;
            return Some(Stdin::Text(format!("{out}\n")));
        }
        let p = self.resolve(r.target.as_static()?)?;
        self.written.get(&p).map(|t| Stdin::Text(t.clone()))
    }

    /// Reads (into the cache, bounded like every decision-time read) the files the
    /// command's words substitute whole: `$(<args.txt)`, `$(cat args.txt)`.
    fn read_substituted_files(&mut self, cmd: &Command) {
        let mut paths = Vec::new();
        for w in cmd.argv.iter().filter(|w| w.dynamic) {
            let mut rest = w.raw.as_str();
            while let Some(i) = rest.find("$(") {
                let Some(after) = rest.get(i + 2..) else {
                    break;
                };
                let Some(end) = eval::close_paren(rest, i + 2) else {
                    break;
                };
                if let Some(inner) = rest.get(i + 2..end) {
                    paths.extend(eval::files_read(inner));
                }
                rest = after;
                if paths.len() > 8 {
                    break;
                }
            }
        }
        for p in paths.into_iter().take(8) {
            let _ = self.read_text(&p);
        }
    }

    /// The command with every dynamic word the evaluator knows replaced by its fields: one
    /// command per alternative (and the command as written when a value may also be
    /// something unknown).
    fn evaluate(&mut self, mut cmd: Command) -> Vec<Command> {
        if self.chain_cd && !and_chained(&cmd) {
            // Past the `&&` chain of a followed `cd`: it may not have run.
            self.chain_cd = false;
            self.oldpwd = None;
            self.pwd_known = false;
        }
        for a in &mut cmd.assignments {
            if a.value.dynamic && !a.value.raw.starts_with('(') {
                let env = self.env();
                if let Some(alts) = eval::word_fields(&a.value.raw, &env)
                    && let [one] = alts.as_slice()
                {
                    let t = one.join(" ");
                    a.value = Word {
                        text: t.clone(),
                        raw: a.value.raw.clone(),
                        dynamic: false,
                        prefix: t,
                    };
                }
            }
        }
        if !cmd.argv.iter().any(|w| w.dynamic) {
            return vec![cmd];
        }
        self.read_substituted_files(&cmd);
        let mut alts: Vec<Vec<Word>> = vec![Vec::new()];
        let mut changed = false;
        let mut glob_words = 0usize;
        // At most 1,024 run-time words of one command are evaluated; the rest stay as
        // written (a command of thousands of `{a,b}{c,d}…` words is not worth millions of
        // fields).
        let mut evaluated = 0usize;
        for w in &cmd.argv {
            let fields = if w.dynamic && evaluated < 1024 {
                evaluated += 1;
                let env = self.env();
                eval::word_fields(&w.raw, &env)
            } else {
                None
            };
            match fields {
                // Bounded: a command's evaluated argv stays under 4,096 words (thousands of
                // `{a,b}{c,d}…` words would otherwise make millions).
                Some(fs)
                    if fs.len() * alts.len() <= eval::MAX_ALTS
                        && alts.first().map_or(0, Vec::len)
                            + fs.iter().map(Vec::len).max().unwrap_or(0)
                            <= 4096 =>
                {
                    changed = true;
                    let mut next = Vec::new();
                    for a in &alts {
                        for f in &fs {
                            let mut v = a.clone();
                            v.extend(f.iter().map(|t| Word {
                                text: t.clone(),
                                raw: w.raw.clone(),
                                dynamic: false,
                                prefix: t.clone(),
                            }));
                            next.push(v);
                        }
                    }
                    alts = next;
                }
                _ => {
                    // `../wt/{*,.*}`: brace expansion comes before globbing; each piece is
                    // a glob word of its own (its text kept, dynamic as globs are).
                    // Bounded per command: past 256 words the rest stay as written (and
                    // are not expanded at all).
                    let mut pieces = if glob_words <= 256 && evaluated < 1024 {
                        glob_braces(w)
                    } else {
                        vec![w.clone()]
                    };
                    glob_words += pieces.len();
                    if glob_words > 256 {
                        pieces = vec![w.clone()];
                    }
                    changed |= pieces.len() > 1;
                    for a in &mut alts {
                        if pieces.len() > 1 {
                            a.extend(pieces.iter().cloned());
                        } else {
                            a.push(w.clone());
                        }
                    }
                }
            }
        }
        if !changed {
            return vec![cmd];
        }
        let uncertain = self.partial_values(&cmd);
        let mut out: Vec<Command> = alts
            .into_iter()
            .map(|argv| {
                let mut c = cmd.clone();
                c.argv = argv;
                c
            })
            .collect();
        if uncertain {
            out.push(cmd);
        }
        out
    }

    /// True when a word of the command refers to a variable that may also hold a value
    /// bound outside the command (set only conditionally here).
    fn partial_values(&self, cmd: &Command) -> bool {
        cmd.argv.iter().any(|w| {
            w.dynamic
                && self.vars.iter().any(|(name, v)| {
                    matches!(v, Val::Alts(_))
                        && self.maybe_unset.contains(name)
                        && w.raw.contains(name.as_str())
                })
        })
    }

    /// Records what the command binds: assignments, `read`, loop words, `set --`, `shift`,
    /// `alias`, `unset`.
    fn bind(&mut self, cmd: &Command, stdin: Option<&Stdin>) {
        let uncertain = cmd.ctx.conditional
            || cmd.ctx.branch
            || !cmd.ctx.loops.is_empty()
            || cmd.ctx.function.is_some()
            || cmd.ctx.background
            || cmd.ctx.subshell
            || cmd.ctx.substitution
            || cmd.ctx.and_or.is_some_and(|p| p.index > 0);
        let and_chained = and_chained(cmd);
        let prog = cmd.program();
        if cmd.argv.is_empty()
            || matches!(
                prog,
                Some("export" | "declare" | "typeset" | "local" | "readonly")
            )
        {
            for a in &cmd.assignments {
                let append = cmd.text.contains(&format!("{}+=", a.name));
                let value = if a.value.raw.starts_with('(') {
                    self.array(&a.value.raw)
                } else {
                    match a.value.as_static() {
                        Some(v) => Val::Str(v.to_string()),
                        None => Val::Unknown,
                    }
                };
                let value = match (append, self.vars.get(&a.name), value) {
                    (true, Some(Val::Arr(old)), Val::Arr(new)) => {
                        Val::Arr(old.iter().chain(&new).cloned().collect())
                    }
                    (true, Some(Val::Str(old)), Val::Str(new)) => Val::Str(format!("{old}{new}")),
                    (true, None, v) => v,
                    (true, _, _) => Val::Unknown,
                    (false, _, v) => v,
                };
                self.set_var(&a.name, value, uncertain);
            }
        }
        let args: Vec<&str> = cmd.args().iter().map(|w| w.text.as_str()).collect();
        match prog {
            // `read a b <<< "-n 4"`, `mapfile -t a <<< …`: literal input binds literally.
            Some(p @ ("read" | "mapfile" | "readarray")) => {
                let input = match stdin {
                    Some(Stdin::Text(t)) if !uncertain => Some(t.clone()),
                    _ => None,
                };
                let mut names = Vec::new();
                let mut array = p != "read";
                let mut i = 0;
                while let Some(a) = args.get(i) {
                    match *a {
                        "-a" => {
                            array = true;
                            names.extend(args.get(i + 1).map(|n| (*n).to_string()));
                            i += 1;
                        }
                        // Options with a value: read's `-t` is a timeout, mapfile's `-t`
                        // trims (no value); mapfile's `-s` skips lines, read's hides input.
                        "-d" | "-n" | "-u" | "-C" | "-c" | "-O" => i += 1,
                        "-p" | "-t" | "-N" if p == "read" => i += 1,
                        "-s" if p != "read" => i += 1,
                        o if o.starts_with('-') => {}
                        n => names.push(n.to_string()),
                    }
                    i += 1;
                }
                if names.is_empty() {
                    names.push(if p == "read" { "REPLY" } else { "MAPFILE" }.to_string());
                }
                match input {
                    Some(text) if array && p != "read" => {
                        let lines: Vec<String> = text.lines().map(str::to_string).collect();
                        for n in &names {
                            self.vars.insert(n.clone(), Val::Arr(lines.clone()));
                        }
                    }
                    Some(text) => {
                        let line = text.lines().next().unwrap_or("");
                        let words: Vec<&str> = line.split_whitespace().collect();
                        if array {
                            let v = words.iter().map(|w| w.to_string()).collect();
                            if let Some(n) = names.first() {
                                self.vars.insert(n.clone(), Val::Arr(v));
                            }
                        } else {
                            for (k, n) in names.iter().enumerate() {
                                let v = if k + 1 == names.len() {
                                    words.get(k..).map(|r| r.join(" ")).unwrap_or_default()
                                } else {
                                    words.get(k).map(|w| w.to_string()).unwrap_or_default()
                                };
                                self.vars.insert(n.clone(), Val::Str(v));
                            }
                        }
                    }
                    None => {
                        for n in names {
                            self.vars.insert(n, Val::Unknown);
                        }
                    }
                }
            }
            Some("cp" | "ln" | "install" | "mv") => {
                let ops: Vec<&Word> = cmd
                    .args()
                    .iter()
                    .filter(|w| !w.text.starts_with('-'))
                    .collect();
                if let [src, dest] = ops.as_slice()
                    && let Some(name) = program_named(src)
                    && let Some(d) = dest.as_static()
                    && let Some(p) = self.resolve(d)
                {
                    self.program_aliases.insert(p, name);
                }
            }
            Some("getopts" | "unset") => {
                for a in args.iter().filter(|a| !a.starts_with('-')) {
                    self.vars.insert((*a).to_string(), Val::Unknown);
                }
            }
            // `printf -v cmd 'pytest -n %s' 4`: the output is the value.
            Some("printf") if args.first() == Some(&"-v") => {
                if let Some(n) = args.get(1) {
                    let mut argv = vec!["printf".to_string()];
                    argv.extend(args.iter().skip(2).map(|a| a.to_string()));
                    let all_static = cmd.args().iter().all(|w| !w.dynamic);
                    let v = crate::eval::produce(&argv, None)
                        .filter(|_| all_static)
                        .map_or(Val::Unknown, Val::Str);
                    self.set_var(n, v, uncertain);
                }
            }
            // `git config alias.x 'worktree remove'` earlier in the command: later `git x`
            // uses it.
            Some("git") => {
                let sub: Vec<&str> = args
                    .iter()
                    .copied()
                    .skip_while(|a| a.starts_with('-'))
                    .collect();
                if let ["config", rest @ ..] = sub.as_slice() {
                    let rest: Vec<&str> = rest
                        .iter()
                        .copied()
                        .filter(|a| !a.starts_with('-'))
                        .collect();
                    if let [key, value, ..] = rest.as_slice()
                        && let Some(name) = key.to_ascii_lowercase().strip_prefix("alias.")
                    {
                        self.git_aliases
                            .insert(name.to_string(), (*value).to_string());
                    }
                }
            }
            Some("set") if args.first() == Some(&"--") => {
                let pos: Option<Vec<String>> = cmd
                    .args()
                    .iter()
                    .skip(1)
                    .map(|w| w.as_static().map(str::to_string))
                    .collect();
                self.positional = if uncertain { None } else { pos };
            }
            Some("shift") => {
                let n = args
                    .first()
                    .and_then(|a| a.parse::<usize>().ok())
                    .unwrap_or(1);
                if let Some(p) = self.positional.as_mut() {
                    p.drain(..n.min(p.len()));
                }
            }
            Some("alias") => {
                for a in cmd.args() {
                    if let Some((name, value)) = a.as_static().and_then(|t| t.split_once('=')) {
                        self.aliases.insert(name.to_string(), value.to_string());
                    }
                }
            }
            // A `cd` that may not run leaves the directory before it unknown (`~-`).
            Some("cd") if uncertain && !and_chained => {
                self.oldpwd = None;
                self.pwd_known = false;
            }
            Some("pushd" | "popd") => {
                self.oldpwd = None;
                self.pwd_known = false;
            }
            Some("cd") => {
                if let (Some(cwd), Some(dir)) = (
                    self.cwd.as_ref(),
                    cmd.args().first().and_then(Word::as_static),
                ) && !dir.starts_with('-')
                    && !dir.starts_with('~')
                {
                    let next = crate::files::normalize(&cwd.join(dir));
                    self.oldpwd = self.cwd.replace(next);
                    self.chain_cd |= and_chained;
                } else if args.first() == Some(&"-") && self.oldpwd.is_some() {
                    std::mem::swap(&mut self.cwd, &mut self.oldpwd);
                } else {
                    // `cd ~`, `cd "$X"`: the previous directory is no longer known (the
                    // walk keeps resolving paths against the last known one, as before).
                    self.oldpwd = None;
                    self.pwd_known = false;
                }
            }
            _ => {}
        }
    }

    fn set_var(&mut self, name: &str, value: Val, uncertain: bool) {
        match &value {
            Val::Str(v) if !uncertain => {
                self.last_literal.insert(name.to_string(), v.clone());
            }
            _ => {
                self.last_literal.remove(name);
            }
        }
        if self.arith_names.contains(name) {
            self.vars.insert(name.to_string(), Val::Unknown);
            return;
        }
        if !uncertain {
            self.maybe_unset.remove(name);
            self.vars.insert(name.to_string(), value);
            return;
        }
        let merged = match (self.vars.get(name), value) {
            (_, Val::Unknown) | (Some(Val::Unknown), _) => Val::Unknown,
            (None, Val::Str(s)) => {
                self.maybe_unset.insert(name.to_string());
                Val::Alts(vec![s])
            }
            (Some(Val::Str(a)), Val::Str(b)) => Val::Alts(vec![a.clone(), b]),
            (Some(Val::Alts(v)), Val::Str(b)) => {
                let mut v = v.clone();
                if !v.contains(&b) {
                    v.push(b);
                }
                if v.len() > eval::MAX_ALTS {
                    Val::Unknown
                } else {
                    Val::Alts(v)
                }
            }
            // An array set in a branch: its elements, as the best guess that still finds
            // the forbidden use (`if …; then args=(-n 4); fi; pytest "${args[@]}"`).
            (_, Val::Arr(v)) => Val::Arr(v),
            _ => Val::Unknown,
        };
        self.vars.insert(name.to_string(), merged);
    }

    /// `(a b "c d")`: the elements of an array value.
    fn array(&self, raw: &str) -> Val {
        let inner = raw
            .strip_prefix('(')
            .and_then(|r| r.strip_suffix(')'))
            .unwrap_or("");
        let env = self.env();
        match eval::array_items(inner, &env) {
            Some(items) => Val::Arr(items),
            None => Val::Unknown,
        }
    }

    /// A call of a function or alias defined earlier in the command: its body is analysed
    /// here, with the call's arguments as `$1` … (bounded depth and count). True when the
    /// command was such a call.
    fn call(&mut self, cmd: &Command, nesting: usize) -> bool {
        let Some(name) = cmd.program() else {
            return false;
        };
        // `source <(printf …)`: the output of pure producers, run here.
        if matches!(name, "source" | ".")
            && nesting < self.limits.max_nesting
            && let Some(inner) = cmd
                .args()
                .first()
                .and_then(|w| w.raw.strip_prefix("<("))
                .and_then(|r| r.strip_suffix(')'))
        {
            let env = self.env();
            if let Some(text) = eval::substitution(inner, &env, 1) {
                let mut ctx = cmd.ctx.clone();
                ctx.via.push(crate::Via::Eval);
                self.job(Job {
                    src: text,
                    ctx,
                    nesting: nesting + 1,
                    positional: None,
                });
                return true;
            }
        }
        if !cmd.ctx.wrappers.is_empty()
            || self.expansions >= 64
            || nesting >= self.limits.max_nesting
        {
            return false;
        }
        let raw_name = cmd.argv.first().map(|w| w.raw.as_str()) == Some(name);
        let (src, positional, via) = if let Some(body) = self.functions.get(name) {
            let pos: Option<Vec<String>> = cmd
                .args()
                .iter()
                .map(|w| w.as_static().map(str::to_string))
                .collect();
            (body.clone(), pos, crate::Via::Function)
        } else if let Some(text) = self.aliases.get(name).filter(|_| raw_name) {
            let rest: Vec<&str> = cmd.args().iter().map(|w| w.raw.as_str()).collect();
            (
                format!("{text} {}", rest.join(" ")),
                self.positional.clone(),
                crate::Via::Alias,
            )
        } else {
            return false;
        };
        self.expansions += 1;
        let mut ctx = cmd.ctx.clone();
        ctx.via.push(via);
        self.job(Job {
            src,
            ctx,
            nesting: nesting + 1,
            positional,
        });
        true
    }

    fn command<'t>(
        &mut self,
        node: Node<'t>,
        src: &str,
        ctx: Context,
        pending: Pending,
        nesting: usize,
        stack: &mut Vec<Frame<'t>>,
    ) {
        let mut argv = Vec::new();
        let mut redirects = Vec::new();
        let mut pending = pending;
        let mut c = node.walk();
        let kids: Vec<_> = node
            .children(&mut c)
            .enumerate()
            .map(|(i, n)| (node.field_name_for_child(i as u32), n))
            .collect();
        for (field, kid) in &kids {
            match (*field, kid.kind()) {
                (Some("name" | "argument"), _) => argv.push(word(*kid, src)),
                (_, "file_redirect" | "herestring_redirect" | "heredoc_redirect") => {
                    if kid.kind() == "heredoc_redirect" {
                        argv.extend(heredoc_args(*kid, src));
                    }
                    let (rs, stdin, cont) = redirect(*kid, src);
                    redirects.extend(rs);
                    if stdin.is_some() {
                        pending.stdin = stdin;
                    }
                    // A continuation nested here still runs (its link to this command's
                    // output is not followed).
                    match cont {
                        Some(Cont::Pipe(p)) => {
                            pipeline(p, src, ctx.clone(), stack, None, Pending::default())
                        }
                        Some(Cont::List(_, n)) => {
                            stack.push(Frame::Stmt(n, ctx.clone(), Pending::default()))
                        }
                        None => {}
                    }
                }
                _ => {}
            }
        }
        argv.extend(pending.extra_args);
        redirects.extend(pending.redirects);
        let assignments = assignments_of(node, src);
        // Quirk workaround: `coproc NAME { … }` is not a keyword for tree-sitter-bash; the
        // stray closing brace becomes a command of its own, which runs nothing.
        if argv.len() == 1 && argv.first().and_then(Word::as_static) == Some("}") {
            return;
        }
        let cmd = Command {
            argv,
            program_path: None,
            assignments,
            redirects,
            ctx: ctx.clone(),
            script: None,
            text: text(node, src).to_string(),
        };
        let guard = cmd.is_exit().then(|| exit_guard(node, src));
        let before = self.out.commands.len();
        self.record(cmd, pending.stdin, nesting);
        if let Some(g) = guard {
            for i in before..self.out.commands.len() {
                if self.out.commands.get(i).is_some_and(Command::is_exit) {
                    self.exit_guards.insert(i, g);
                }
            }
        }
        scan_children(node, &ctx, stack);
    }

    fn redirected<'t>(
        &mut self,
        node: Node<'t>,
        src: &str,
        ctx: Context,
        outer: Pending,
        stack: &mut Vec<Frame<'t>>,
    ) {
        let body = node.child_by_field_name("body");
        let mut pending = Pending::default();
        let mut cont_pipe = None;
        let mut cont_list = None;
        let mut first_redirect_start = None;
        let mut heredoc_words = Vec::new();
        let mut c = node.walk();
        for (i, kid) in node.children(&mut c).enumerate() {
            if node.field_name_for_child(i as u32) != Some("redirect") {
                continue;
            }
            first_redirect_start.get_or_insert(kid.start_byte());
            if kid.kind() == "heredoc_redirect" {
                heredoc_words.extend(heredoc_args(kid, src));
            }
            let (rs, stdin, cont) = redirect(kid, src);
            pending.redirects.extend(rs);
            if stdin.is_some() {
                pending.stdin = stdin;
            }
            if let Some(cont) = cont {
                match cont {
                    Cont::Pipe(p) => cont_pipe = Some(p),
                    Cont::List(op, n) => cont_list = Some((op, n)),
                }
            }
            stack.push(Frame::Scan(kid, ctx.clone()));
        }
        pending.redirects.extend(outer.redirects);
        if pending.stdin.is_none() {
            pending.stdin = outer.stdin;
        }
        // A statement of redirections only (`> file`, `2>/dev/null >> log`) still opens
        // (and truncates) its files: recorded as a command with no argv, like the
        // redirections of a compound command.
        let Some(body) = body else {
            self.pending_redirects(node, src, &ctx, pending);
            return;
        };
        // Quirk workaround: tree-sitter-bash drops a lone `-` (and any other bare word) that
        // stands right before a heredoc operator (`python - <<'PY'`); recover it from the gap
        // between the command and its first redirection.
        if body.kind() == "command"
            && let Some(start) = first_redirect_start
        {
            let gap = src.get(body.end_byte()..start).unwrap_or("");
            pending
                .extra_args
                .extend(gap.split_whitespace().map(Word::literal));
        }
        pending.extra_args.extend(heredoc_words);
        if let Some(p) = cont_pipe {
            pipeline(
                p,
                src,
                ctx,
                stack,
                Some((body, pending)),
                Pending::default(),
            );
        } else if let Some((op, right)) = cont_list {
            let mut k = ctx.clone();
            k.and_or = Some(AndOrPos {
                index: 1,
                len: 2,
                before: Some(op),
                after: None,
            });
            stack.push(Frame::Stmt(right, k, Pending::default()));
            let mut k = ctx;
            k.and_or = Some(AndOrPos {
                index: 0,
                len: 2,
                before: None,
                after: Some(op),
            });
            stack.push(Frame::Stmt(body, k, pending));
        } else {
            stack.push(Frame::Stmt(body, ctx, pending));
        }
    }

    /// How many lines a loop reads on standard input, when known before it runs: the
    /// output of a producer piped into it (`seq 100 | while read i`), `done < <(seq 100)`,
    /// `done <<< …`, `done < FILE` of a file written earlier. `seq` is counted without
    /// producing its output.
    fn input_lines(&self, pending: &Pending) -> Option<u64> {
        let count = |t: &str| t.lines().count() as u64;
        let seq = |script: &str| -> Option<u64> {
            let words: Vec<String> = script.split_whitespace().map(str::to_string).collect();
            let (prog, args) = words.split_first()?;
            if prog != "seq" {
                return None;
            }
            eval::seq_count(args)
        };
        match &pending.stdin {
            Some(Stdin::Text(t)) => return Some(count(t)),
            // `yes | while read`: endless input.
            Some(Stdin::Dynamic(t)) if t.split_whitespace().next() == Some("yes") => {
                return Some(u64::MAX);
            }
            Some(Stdin::Dynamic(t)) => return seq(t.trim()).or_else(|| head_lines(t.trim())),
            None => {}
        }
        let r = pending
            .redirects
            .iter()
            .rev()
            .find(|r| r.kind == RedirectKind::Input && matches!(r.fd, None | Some(0)))?;
        if let Some(inner) = r
            .target
            .raw
            .strip_prefix("<(")
            .and_then(|t| t.strip_suffix(')'))
        {
            return seq(inner.trim())
                .or_else(|| eval::substitution(inner, &self.env(), 0).map(|t| count(&t)));
        }
        let p = self.resolve(r.target.as_static()?)?;
        self.written.get(&p).map(|t| count(t))
    }

    fn loop_stmt<'t>(
        &mut self,
        node: Node<'t>,
        src: &str,
        ctx: Context,
        stack: &mut Vec<Frame<'t>>,
        input_lines: Option<u64>,
    ) {
        let first = node.child(0).map(|n| text(n, src)).unwrap_or("");
        let kind = match (node.kind(), first) {
            ("while_statement", "until") => LoopKind::Until,
            ("while_statement", _) => LoopKind::While,
            ("for_statement", "select") => LoopKind::Select,
            ("for_statement", _) => LoopKind::For,
            _ => LoopKind::CFor,
        };
        let id = self.out.loops.len();
        let body = node.child_by_field_name("body");
        let mut iterations = None;
        // `i=0; while [ $i -lt 100 ]; do …; i=$((i+1)); done`: counted before the
        // counter's value is forgotten below.
        if matches!(kind, LoopKind::While | LoopKind::Until) {
            let cond = node
                .child_by_field_name("condition")
                .map_or("", |c| text(c, src));
            let body_text = body.map_or("", |b| text(b, src));
            iterations = while_count(kind, cond, body_text, &self.last_literal);
            // `while read -r x; do …; done` runs once per input line.
            let first_word = cond.split_whitespace().find(|w| !w.contains('='));
            if kind == LoopKind::While && iterations.is_none() && first_word == Some("read") {
                iterations = input_lines;
            }
        }
        // Variables assigned inside the loop may hold a value from an earlier iteration
        // where they are used: not a single known value any more.
        for name in assigned_names(text(node, src)) {
            if self.vars.contains_key(&name) {
                self.vars.insert(name, Val::Unknown);
            }
        }
        if kind == LoopKind::For
            && let Some(var) = node.child_by_field_name("variable")
        {
            let name = text(var, src).to_string();
            let mut items: Option<Vec<String>> = Some(Vec::new());
            let mut count: Option<u64> = Some(0);
            let mut any = false;
            let mut c = node.walk();
            for (i, kid) in node.children(&mut c).enumerate() {
                if node.field_name_for_child(i as u32) != Some("value") {
                    continue;
                }
                any = true;
                let w = word(kid, src);
                let env = self.env();
                count = count.and_then(|c| Some(c.saturating_add(item_count(&w, &env)?)));
                let fields = if w.dynamic {
                    let env = self.env();
                    eval::word_fields(&w.raw, &env).and_then(|a| a.into_iter().next())
                } else {
                    Some(vec![w.text])
                };
                match (items.as_mut(), fields) {
                    (Some(v), Some(f)) => v.extend(f),
                    _ => items = None,
                }
            }
            let items = if any { items } else { self.positional.clone() };
            iterations = if any {
                count
            } else {
                items.as_ref().map(|v| v.len() as u64)
            };
            let val = match items {
                Some(v) if !v.is_empty() && v.len() <= eval::MAX_ALTS => Val::Alts(v),
                _ => Val::Unknown,
            };
            self.vars.insert(name, val);
        }
        let mut counter_cond = false;
        let mut cfor_condition = None;
        let mut c = node.walk();
        let kids: Vec<_> = node
            .children(&mut c)
            .enumerate()
            .map(|(i, n)| (node.field_name_for_child(i as u32), n))
            .collect();
        for (field, kid) in kids.iter().rev() {
            if !kid.is_named() {
                continue;
            }
            let mut k = ctx.clone();
            match *field {
                Some("body") => {
                    k.loops.push(LoopRef {
                        id,
                        role: LoopRole::Body,
                    });
                    stack.push(Frame::Stmt(*kid, k, Pending::default()));
                }
                Some("condition") if kind == LoopKind::CFor => {
                    cfor_condition = Some(text(*kid, src).to_string());
                    iterations = cfor_count(text(node, src));
                    stack.push(Frame::Scan(*kid, k));
                }
                Some("condition") => {
                    counter_cond |= has_comparison(*kid, src, &mut self.nodes);
                    k.loops.push(LoopRef {
                        id,
                        role: LoopRole::Condition,
                    });
                    push_child(*kid, k, stack);
                }
                // for-loop values, c-for initializer and update: evaluated outside the body.
                _ => stack.push(Frame::Scan(*kid, k)),
            }
        }
        let counter_body = body.is_some_and(|b| has_update(b, src, &mut self.nodes));
        let whole = text(node, src);
        let condition = node
            .child_by_field_name("condition")
            .filter(|_| kind != LoopKind::CFor)
            .map(|c| text(c, src).trim().trim_end_matches(';').trim().to_string());
        let condition_value = condition.as_deref().and_then(crate::constant_status);
        // A deadline: the loop compares the clock (`(( SECONDS >= end ))`, `$(date +%s)`).
        let deadline = ["SECONDS", "EPOCHSECONDS", "EPOCHREALTIME", "date +%s"]
            .iter()
            .any(|t| whole.contains(t))
            && compares(whole);
        self.out.loops.push(Loop {
            kind,
            text: whole.to_string(),
            ctx,
            exits: false,
            counter: counter_cond && counter_body,
            cfor_condition,
            noop_body: false,
            condition_value,
            bounded_exit: false,
            deadline,
            updates: counter_body,
            iterations,
        });
    }
}

/// Names changed by arithmetic (`i++`, `--i`, `i-=2`, `i*=3`, `let i=…`), found without
/// parsing.
fn arith_changed(t: &str) -> Vec<String> {
    let mut out = Vec::new();
    if !t.contains("++")
        && !t.contains("--")
        && !t.contains("-=")
        && !t.contains("*=")
        && !t.contains("/=")
        && !t.contains("let ")
        && !t.contains("((")
    {
        return out;
    }
    let b = t.as_bytes();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while b
                .get(i)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                i += 1;
            }
            let before = t.get(..start).unwrap_or("");
            let after = t.get(i..).unwrap_or("");
            let hit = after.starts_with("++")
                || after.starts_with("--")
                || ["-=", "*=", "/=", "%="]
                    .iter()
                    .any(|o| after.trim_start().starts_with(o))
                || before.ends_with("++")
                || (before.ends_with("--") && !before.ends_with(" --"))
                || before.ends_with("let ")
                || (before.trim_end().ends_with("((")
                    && after.trim_start().starts_with('=')
                    && !after.trim_start().starts_with("=="));
            if hit
                && let Some(n) = t.get(start..i)
                && out.len() < 64
            {
                out.push(n.to_string());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Names assigned in a piece of shell text (`name=`, `name+=`, `name[…]=`), found without
/// parsing (over-approximated: any such spelling counts).
fn assigned_names(t: &str) -> Vec<String> {
    let b = t.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while b
                .get(i)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
            {
                i += 1;
            }
            let before = start.checked_sub(1).and_then(|j| b.get(j)).copied();
            let after = t.get(i..).unwrap_or("");
            if before != Some(b'$')
                && (after.starts_with('=') || after.starts_with("+=") || after.starts_with('['))
                && !after.starts_with("==")
                && let Some(n) = t.get(start..i)
                && out.len() < 64
            {
                out.push(n.to_string());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Data carried from a redirected statement or pipeline into the command it applies to.
#[derive(Default)]
struct Pending {
    redirects: Vec<Redirect>,
    stdin: Option<Stdin>,
    extra_args: Vec<Word>,
}

enum Frame<'t> {
    /// A statement: something that runs.
    Stmt(Node<'t>, Context, Pending),
    /// A non-statement (word, expansion …): only substitutions inside it run.
    Scan(Node<'t>, Context),
}

enum Cont<'t> {
    Pipe(Node<'t>),
    List(ListOp, Node<'t>),
}

const STATEMENTS: &[&str] = &[
    "command",
    "redirected_statement",
    "list",
    "pipeline",
    "subshell",
    "compound_statement",
    "negated_command",
    "while_statement",
    "for_statement",
    "c_style_for_statement",
    "if_statement",
    "case_statement",
    "function_definition",
    "variable_assignment",
    "variable_assignments",
    "declaration_command",
    "unset_command",
    "test_command",
    "do_group",
    "else_clause",
    "elif_clause",
    "case_item",
    "ERROR",
];

fn push_child<'t>(kid: Node<'t>, ctx: Context, stack: &mut Vec<Frame<'t>>) {
    if STATEMENTS.contains(&kid.kind()) {
        stack.push(Frame::Stmt(kid, ctx, Pending::default()));
    } else if kid.kind() != "comment" {
        stack.push(Frame::Scan(kid, ctx));
    }
}

/// The children of a sequence-like node, each run in order; `cmd &` runs in the background.
fn sequence<'t>(node: Node<'t>, ctx: &Context, stack: &mut Vec<Frame<'t>>) {
    let mut c = node.walk();
    let kids: Vec<_> = node.children(&mut c).collect();
    for (i, kid) in kids.iter().enumerate().rev() {
        if !kid.is_named() {
            continue;
        }
        let mut k = ctx.clone();
        if kids.get(i + 1).is_some_and(|n| n.kind() == "&") {
            k.background = true;
            k.process_level += 1;
        }
        push_child(*kid, k, stack);
    }
}

fn scan_children<'t>(node: Node<'t>, ctx: &Context, stack: &mut Vec<Frame<'t>>) {
    let mut c = node.walk();
    for kid in node.named_children(&mut c) {
        stack.push(Frame::Scan(kid, ctx.clone()));
    }
}

/// Looks for substitutions inside a non-statement; their contents run.
fn scan<'t>(node: Node<'t>, src: &str, ctx: Context, stack: &mut Vec<Frame<'t>>) {
    match node.kind() {
        "command_substitution" | "process_substitution" => {
            let mut k = ctx;
            k.substitution = true;
            k.process_level += 1;
            k.pipeline = None;
            k.and_or = None;
            sequence(node, &k, stack);
        }
        // A heredoc's continuation (`cat <<EOF | sh`, `cat <<EOF && x`) is walked by the
        // statement that owns it; only the body (unquoted: it expands) and nested
        // redirects are scanned here.
        "heredoc_redirect" => {
            let quoted = heredoc_quoted(node, src);
            let mut c = node.walk();
            for kid in node.named_children(&mut c) {
                let body = matches!(
                    kid.kind(),
                    "heredoc_body"
                        | "word"
                        | "string"
                        | "concatenation"
                        | "command_substitution"
                        | "simple_expansion"
                        | "expansion"
                ) && !quoted;
                if body || matches!(kid.kind(), "file_redirect" | "herestring_redirect") {
                    stack.push(Frame::Scan(kid, ctx.clone()));
                }
            }
        }
        // Code where a word was expected (`time (pytest)`: tree-sitter-bash hangs the
        // subshell on the `time` command) still runs.
        k if STATEMENTS.contains(&k) => stack.push(Frame::Stmt(node, ctx, Pending::default())),
        _ => {
            let mut c = node.walk();
            for kid in node.named_children(&mut c) {
                stack.push(Frame::Scan(kid, ctx.clone()));
            }
        }
    }
}

/// Flattens `a && b || c` (left-nested in the tree) and gives each operand its position.
fn list<'t>(node: Node<'t>, ctx: Context, stack: &mut Vec<Frame<'t>>, tail: Pending) {
    let mut operands = Vec::new();
    let mut ops = Vec::new();
    let mut cur = node;
    loop {
        let mut c = cur.walk();
        let kids: Vec<_> = cur.children(&mut c).collect();
        let mut left = None;
        let mut right = Vec::new();
        for kid in kids {
            if !kid.is_named() {
                match kid.kind() {
                    "&&" => ops.push(ListOp::And),
                    "||" => ops.push(ListOp::Or),
                    _ => {}
                }
            } else if left.is_none() {
                left = Some(kid);
            } else {
                right.push(kid);
            }
        }
        operands.extend(right.into_iter().rev());
        match left {
            Some(l) if l.kind() == "list" => cur = l,
            Some(l) => {
                operands.push(l);
                break;
            }
            None => break,
        }
    }
    operands.reverse();
    ops.reverse();
    let len = operands.len();
    let mut tail = Some(tail);
    for (i, operand) in operands.into_iter().enumerate().rev() {
        let mut k = ctx.clone();
        k.and_or = Some(AndOrPos {
            index: i,
            len,
            before: i.checked_sub(1).and_then(|j| ops.get(j).copied()),
            after: ops.get(i).copied(),
        });
        match tail.take() {
            Some(t) if STATEMENTS.contains(&operand.kind()) => {
                stack.push(Frame::Stmt(operand, k, t))
            }
            _ => push_child(operand, k, stack),
        }
    }
}

/// A pipeline's elements each run in their own process; an element's standard input is
/// the previous element's output, known statically only for `echo`/`printf` of static text
/// or `cat` of a heredoc. `head` is a heredoc-redirected statement whose pipeline
/// continuation tree-sitter-bash places inside the heredoc redirect.
fn pipeline<'t>(
    node: Node<'t>,
    src: &str,
    ctx: Context,
    stack: &mut Vec<Frame<'t>>,
    head: Option<(Node<'t>, Pending)>,
    tail: Pending,
) {
    let mut elems: Vec<(Node<'t>, Pending)> = Vec::new();
    if let Some(h) = head {
        elems.push(h);
    }
    let mut c = node.walk();
    for kid in node.named_children(&mut c) {
        // `… | a | b > f` inside a heredoc continuation: a redirected pipeline.
        if kid.kind() == "redirected_statement"
            && let Some(body) = kid
                .child_by_field_name("body")
                .filter(|b| b.kind() == "pipeline")
        {
            let mut c2 = body.walk();
            for e in body.named_children(&mut c2) {
                elems.push((e, Pending::default()));
            }
            let mut rs = Vec::new();
            let mut c3 = kid.walk();
            for (i, r) in kid.children(&mut c3).enumerate() {
                if kid.field_name_for_child(i as u32) == Some("redirect") {
                    rs.extend(redirect(r, src).0);
                }
            }
            if let Some(last) = elems.last_mut() {
                last.1.redirects.extend(rs);
            }
            continue;
        }
        if kid.kind() == "pipeline" {
            let mut c2 = kid.walk();
            for e in kid.named_children(&mut c2) {
                elems.push((e, Pending::default()));
            }
            continue;
        }
        if kid.kind() != "comment" {
            elems.push((kid, Pending::default()));
        }
    }
    if let Some(last) = elems.last_mut() {
        last.1.redirects.extend(tail.redirects);
        last.1.extra_args.extend(tail.extra_args);
        // A redirect on the last element overrides the pipe (`a | b <<EOF` reads the heredoc).
        if tail.stdin.is_some() {
            last.1.stdin = tail.stdin;
        }
    }
    let len = elems.len();
    let mut prev_out: Option<Stdin> = None;
    let mut frames = Vec::with_capacity(len);
    for (i, (elem, mut pending)) in elems.into_iter().enumerate() {
        let mut k = ctx.clone();
        if len > 1 {
            k.pipeline = Some(PipePos { index: i, len });
            k.process_level += 1;
        }
        if i > 0 && pending.stdin.is_none() {
            pending.stdin = prev_out.take();
        }
        prev_out = Some(match static_output(elem, src, &pending) {
            Some(t) => Stdin::Text(t),
            None => Stdin::Dynamic(text(elem, src).to_string()),
        });
        frames.push((elem, k, pending));
    }
    for (elem, k, pending) in frames.into_iter().rev() {
        if STATEMENTS.contains(&elem.kind()) {
            stack.push(Frame::Stmt(elem, k, pending));
        } else {
            stack.push(Frame::Scan(elem, k));
        }
    }
}

/// What an element writes to its standard output, when it is static text.
fn static_output(elem: Node<'_>, src: &str, pending: &Pending) -> Option<String> {
    let (cmd, heredoc) = match elem.kind() {
        "command" => {
            let mut c = elem.walk();
            let mut here = None;
            for r in elem.named_children(&mut c) {
                if matches!(r.kind(), "herestring_redirect" | "heredoc_redirect")
                    && let (_, Some(s), _) = redirect(r, src)
                {
                    here = Some(s);
                }
            }
            if here.is_some() {
                return static_command_output(elem, src, here.as_ref());
            }
            (elem, pending.stdin.as_ref())
        }
        "redirected_statement" => {
            let body = elem.child_by_field_name("body")?;
            let mut c = elem.walk();
            let mut here = None;
            for r in elem.named_children(&mut c) {
                if let (_, Some(s), _) = redirect(r, src) {
                    here = Some(s);
                }
            }
            return static_command_output(body, src, here.as_ref());
        }
        _ => return None,
    };
    static_command_output(cmd, src, heredoc)
}

fn static_command_output(cmd: Node<'_>, src: &str, stdin: Option<&Stdin>) -> Option<String> {
    if cmd.kind() != "command" {
        return None;
    }
    let mut c = cmd.walk();
    let mut argv = Vec::new();
    for (i, kid) in cmd.children(&mut c).enumerate() {
        if matches!(
            cmd.field_name_for_child(i as u32),
            Some("name" | "argument")
        ) {
            argv.push(word(kid, src));
        }
    }
    let words: Option<Vec<String>> = argv
        .iter()
        .map(|w| w.as_static().map(str::to_string))
        .collect();
    let input = match stdin {
        Some(Stdin::Text(t)) => Some(t.as_str()),
        _ => None,
    };
    eval::produce(&words?, input)
}

/// Parses one redirect node: the redirects it holds, the standard input it supplies when
/// static (heredoc, here-string) and, for a heredoc, the continuation tree-sitter-bash nests
/// inside it (`cat <<EOF | sh`, `cat <<EOF && next`).
fn redirect<'t>(node: Node<'t>, src: &str) -> (Vec<Redirect>, Option<Stdin>, Option<Cont<'t>>) {
    let fd = node
        .child_by_field_name("descriptor")
        .and_then(|d| text(d, src).parse().ok());
    match node.kind() {
        "file_redirect" => {
            let op = node
                .children(&mut node.walk())
                .find(|k| !k.is_named())
                .map(|k| text(k, src).to_string())
                .unwrap_or_default();
            let kind = match op.as_str() {
                ">>" | "&>>" => RedirectKind::Append,
                "<" => RedirectKind::Input,
                "<>" => RedirectKind::ReadWrite,
                ">&" | "<&" | ">&-" | "<&-" => RedirectKind::Duplicate,
                _ => RedirectKind::Truncate,
            };
            let target = node
                .child_by_field_name("destination")
                .map(|d| word(d, src))
                .unwrap_or_default();
            (
                vec![Redirect {
                    fd,
                    kind,
                    target,
                    body: None,
                }],
                None,
                None,
            )
        }
        "herestring_redirect" => {
            let target = node
                .named_children(&mut node.walk())
                .find(|k| k.kind() != "file_descriptor")
                .map(|d| word(d, src))
                .unwrap_or_default();
            let stdin = if target.dynamic {
                Stdin::Dynamic(target.raw.clone())
            } else {
                Stdin::Text(format!("{}\n", target.text))
            };
            let r = Redirect {
                fd,
                kind: RedirectKind::HereString,
                target,
                body: None,
            };
            (vec![r], Some(stdin), None)
        }
        "heredoc_redirect" => {
            let mut out = Vec::new();
            let mut delim = Word::default();
            let mut body = String::new();
            let mut dash = false;
            let mut cont = None;
            let mut body_dynamic = false;
            let mut end = None;
            let mut c = node.walk();
            let kids: Vec<_> = node
                .children(&mut c)
                .enumerate()
                .map(|(i, n)| (node.field_name_for_child(i as u32), n))
                .collect();
            let mut op = None;
            for (field, kid) in &kids {
                match (kid.kind(), *field) {
                    ("<<-", _) => dash = true,
                    ("heredoc_start", _) => delim = word(*kid, src),
                    ("heredoc_body", _) => {
                        body = text(*kid, src).to_string();
                        body_dynamic = kid.named_child_count() > 0
                            && kid
                                .named_children(&mut kid.walk())
                                .any(|n| n.kind() != "heredoc_content");
                    }
                    ("heredoc_end", _) => end = Some(kid.start_byte()),
                    ("pipeline", _) => cont = Some(Cont::Pipe(*kid)),
                    ("&&", _) => op = Some(ListOp::And),
                    ("||", _) => op = Some(ListOp::Or),
                    (_, Some("right")) => {
                        if let Some(o) = op {
                            cont = Some(Cont::List(o, *kid));
                        }
                    }
                    ("file_redirect" | "herestring_redirect", _) => {
                        out.extend(redirect(*kid, src).0);
                    }
                    _ => {}
                }
            }
            // Quirk workaround: when the body's first line starts with a backslash,
            // tree-sitter-bash parses that line as arguments of the redirect and leaves it
            // out of `heredoc_body`. The body is taken from the source instead: from the
            // line after the operator to the delimiter line.
            if let (Some(end), Some(start)) = (end, body_start(node, src))
                && let Some(full) = src.get(start..end)
                && full.len() > body.len()
            {
                body_dynamic |= full.contains(['$', '`']);
                body = full.to_string();
            }
            if dash {
                body = body
                    .lines()
                    .map(|l| l.trim_start_matches('\t'))
                    .collect::<Vec<_>>()
                    .join("\n");
                body.push('\n');
            }
            let quoted = delim.raw.contains(['\'', '"', '\\']);
            let stdin = if body_dynamic && !quoted {
                Stdin::Dynamic(body.clone())
            } else {
                Stdin::Text(body.clone())
            };
            out.insert(
                0,
                Redirect {
                    fd,
                    kind: RedirectKind::Heredoc,
                    target: delim,
                    body: Some(body),
                },
            );
            (out, Some(stdin), cont)
        }
        _ => (Vec::new(), None, None),
    }
}

/// The byte offset where a heredoc's body starts: after the newline that ends the line of
/// its operator.
fn body_start(node: Node<'_>, src: &str) -> Option<usize> {
    let start = node
        .named_children(&mut node.walk())
        .find(|k| k.kind() == "heredoc_start")?
        .end_byte();
    src.get(start..)?.find('\n').map(|i| start + i + 1)
}

/// Words tree-sitter-bash hangs on a heredoc redirect that stand on the operator's own line
/// (`cat <<EOF -n`): arguments of the command. Words on later lines are body text.
fn heredoc_args(node: Node<'_>, src: &str) -> Vec<Word> {
    let Some(limit) = body_start(node, src) else {
        return Vec::new();
    };
    let mut c = node.walk();
    node.children(&mut c)
        .enumerate()
        .filter(|(i, k)| {
            node.field_name_for_child(*i as u32) == Some("argument") && k.end_byte() < limit
        })
        .map(|(_, k)| word(k, src))
        .collect()
}

fn heredoc_quoted(node: Node<'_>, src: &str) -> bool {
    node.named_children(&mut node.walk())
        .find(|k| k.kind() == "heredoc_start")
        .is_some_and(|s| text(s, src).contains(['\'', '"', '\\']))
}

fn assignments_of(node: Node<'_>, src: &str) -> Vec<Assignment> {
    let mut out = Vec::new();
    let mut c = node.walk();
    let kids: Vec<_> = if node.kind() == "variable_assignment" {
        vec![node]
    } else {
        node.named_children(&mut c).collect()
    };
    for kid in kids {
        if kid.kind() != "variable_assignment" {
            continue;
        }
        let name = kid
            .child_by_field_name("name")
            .map(|n| text(n, src).to_string())
            .unwrap_or_default();
        let value = kid
            .child_by_field_name("value")
            .map(|v| word(v, src))
            .unwrap_or_default();
        out.push(Assignment { name, value });
    }
    out
}

fn bare(
    node: Node<'_>,
    src: &str,
    ctx: &Context,
    assignments: Vec<Assignment>,
    redirects: Vec<Redirect>,
) -> Command {
    Command {
        argv: Vec::new(),
        program_path: None,
        assignments,
        redirects,
        ctx: ctx.clone(),
        script: None,
        text: text(node, src).to_string(),
    }
}

/// Visits a subtree iteratively (bounded by the shared node budget).
fn any_node(root: Node<'_>, budget: &mut usize, mut f: impl FnMut(Node<'_>) -> bool) -> bool {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        *budget += 1;
        if f(n) {
            return true;
        }
        let mut c = n.walk();
        stack.extend(n.children(&mut c));
    }
    false
}

fn has_comparison(node: Node<'_>, src: &str, budget: &mut usize) -> bool {
    any_node(node, budget, |n| {
        matches!(
            (n.kind(), text(n, src)),
            (
                "test_operator",
                "-lt" | "-le" | "-gt" | "-ge" | "-eq" | "-ne"
            ) | ("<" | ">" | "<=" | ">=", _)
        ) && n.parent().is_some_and(|p| p.kind() == "binary_expression")
    })
}

fn has_update(node: Node<'_>, src: &str, budget: &mut usize) -> bool {
    any_node(node, budget, |n| {
        matches!(n.kind(), "++" | "--" | "+=" | "-=" | "arithmetic_expansion")
            || (n.kind() == "command_name" && text(n, src) == "let")
    })
}

fn first_error(root: Node<'_>, src: &str) -> String {
    let mut budget = 0;
    let mut found = String::new();
    any_node(root, &mut budget, |n| {
        if n.is_error() || n.is_missing() {
            found = text(n, src).chars().take(40).collect();
            if found.is_empty() {
                found = n.kind().to_string();
            }
            true
        } else {
            false
        }
    });
    found
}

/// Quirk workarounds for valid Bash that tree-sitter-bash rejects, applied on a syntax
/// error (the result is used only when it then parses cleanly):
/// - a here-string after another redirection (`jq . >/dev/null <<<"$s"; then`): the
///   here-string is moved before the command's other redirections;
/// - `;` inside `${…}` (`"${a:+$a;}b"`): replaced by `,` (the word's value is a run-time
///   value either way);
/// - a command substitution that opens with a subshell (`$((echo a) | xargs)`): written
///   `$( (…`;
/// - a group or subshell followed directly by a keyword (`{ echo a; } else`): a `;` is
///   inserted.
fn repair(src: &str) -> Option<String> {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len() + 16);
    let mut i = 0;
    let mut dq = false;
    let mut brace_depth = 0usize;
    let mut brace_open = 0usize;
    let mut changed = false;
    // Start of the current run of redirections on this command (for here-strings).
    let mut redirs_start: Option<usize> = None;
    // Heredocs opened on the current line: (delimiter, `<<-`).
    let mut heredocs: Vec<(String, bool)> = Vec::new();
    while let Some(&c) = b.get(i) {
        match c {
            b'\\' => {
                out.push_str(src.get(i..(i + 2).min(src.len()))?);
                i += 2;
                continue;
            }
            // A heredoc's operator and delimiter are copied as they are; its body (after
            // the line's end) is copied as it is too: `doesn't` in it is not a quote.
            b'<' if !dq
                && brace_depth == 0
                && src.get(i..)?.starts_with("<<")
                && !src.get(i..)?.starts_with("<<<") =>
            {
                let mut j = i + 2;
                let dash = b.get(j) == Some(&b'-');
                if dash {
                    j += 1;
                }
                while matches!(b.get(j), Some(b' ' | b'\t')) {
                    j += 1;
                }
                let end = word_end(src, j);
                let delim: String = src
                    .get(j..end)?
                    .chars()
                    .filter(|c| !matches!(c, '\'' | '"' | '\\'))
                    .collect();
                if !delim.is_empty() && heredocs.len() < 16 {
                    heredocs.push((delim, dash));
                }
                out.push_str(src.get(i..end)?);
                i = end;
                continue;
            }
            b'\n' if !dq && !heredocs.is_empty() => {
                out.push('\n');
                i += 1;
                for (delim, dash) in std::mem::take(&mut heredocs) {
                    while i < src.len() {
                        let line_end = src.get(i..)?.find('\n').map_or(src.len(), |e| i + e);
                        let line = src.get(i..line_end)?;
                        out.push_str(line);
                        let done = if dash {
                            line.trim_start_matches('\t')
                        } else {
                            line
                        } == delim;
                        i = line_end;
                        if i < src.len() {
                            out.push('\n');
                            i += 1;
                        }
                        if done {
                            break;
                        }
                    }
                }
                redirs_start = None;
                continue;
            }
            // A comment (`# don't …`) is copied as it is: its quotes are not quotes.
            b'#' if !dq
                && brace_depth == 0
                && out
                    .as_bytes()
                    .last()
                    .is_none_or(|p| p.is_ascii_whitespace() || b";&|()".contains(p)) =>
            {
                let end = src.get(i..)?.find('\n').map_or(src.len(), |e| i + e);
                out.push_str(src.get(i..end)?);
                i = end;
                continue;
            }
            b'\'' if !dq && brace_depth == 0 => {
                let end = src
                    .get(i + 1..)?
                    .find('\'')
                    .map_or(src.len(), |e| i + 2 + e);
                let quoted = src.get(i..end)?;
                // `less' '[1-9]*)` in a case pattern: a quoted blank before a glob is a
                // false syntax error; `\ ` is the same word.
                let inner = quoted.get(1..quoted.len().saturating_sub(1)).unwrap_or("");
                if quoted.len() >= 3 && !inner.is_empty() && inner.bytes().all(|c| c == b' ') {
                    out.push_str(&"\\ ".repeat(inner.len()));
                    changed = true;
                } else {
                    out.push_str(quoted);
                }
                i = end;
                redirs_start = None;
                continue;
            }
            b'"' => dq = !dq,
            b'$' if b.get(i + 1) == Some(&b'{') => {
                brace_depth += 1;
                brace_open = out.len();
                out.push_str("${");
                i += 2;
                continue;
            }
            b'}' if brace_depth > 0 => brace_depth -= 1,
            // `"${a/x/> }"`: `<`/`>` inside `${…}` are text, not redirections (unless a
            // substitution inside it runs a command).
            b'<' | b'>'
                if brace_depth > 0
                    && out
                        .get(brace_open..)
                        .is_some_and(|t| !t.contains("$(") && !t.contains('`')) =>
            {
                out.push('_');
                changed = true;
                i += 1;
                continue;
            }
            b';' if brace_depth > 0 => {
                out.push(',');
                changed = true;
                i += 1;
                continue;
            }
            // `"${BODY//$'\n'/$'\n'> }"`: an ANSI-C string inside `${…}` (a pattern or
            // replacement, data) is a false syntax error; it becomes a plain word.
            b'$' if brace_depth > 0 && b.get(i + 1) == Some(&b'\'') => {
                let mut j = i + 2;
                while let Some(&d) = b.get(j) {
                    match d {
                        b'\\' => j += 2,
                        b'\'' => break,
                        _ => j += 1,
                    }
                }
                out.push_str("_gatehouse_ansi_c_");
                changed = true;
                i = j + 1;
                continue;
            }
            // `[ "$c" = ~ ]` (gpgrt-config): a lone `~` after a comparison operator is a
            // false syntax error (read as `=~`); `\~` is the same word for the analysis.
            b'~' if (out.ends_with("= ") || out.ends_with("!= "))
                && b.get(i + 1)
                    .is_none_or(|n| n.is_ascii_whitespace() || *n == b']') =>
            {
                out.push_str("\\~");
                changed = true;
                i += 1;
                continue;
            }
            // `$(grep -v a$)`: a `$` before `)` is a literal dollar; so is one before a
            // backslash (`lv_name=~\(e2scrub$\)`, e2scrub_all).
            b'$' if matches!(b.get(i + 1), Some(b')' | b'\\')) && !out.ends_with('$') => {
                out.push_str("\\$");
                changed = true;
                i += 1;
                continue;
            }
            b'$' => {
                if src.get(i..)?.starts_with("$((")
                    && let Some(inner) = crate::eval::close_paren(src, i + 3)
                    && b.get(inner + 1) != Some(&b')')
                {
                    out.push_str("$( (");
                    changed = true;
                    i += 3;
                    continue;
                }
            }
            // `((cmd) | x)` at the start of a command: two subshells, not arithmetic.
            b'(' if !dq
                && b.get(i + 1) == Some(&b'(')
                && at_command_start(&out)
                && let Some(inner) = crate::eval::close_paren(src, i + 2)
                && b.get(inner + 1) != Some(&b')') =>
            {
                out.push_str("( (");
                changed = true;
                i += 2;
                continue;
            }
            // `[ -x /usr/bin/vim; then` (bashbug): `[` is a command to Bash, which fails at
            // run time without its `]`; tree-sitter-bash rejects the script. The `]` is
            // added before the end of the command.
            b'[' if !dq
                && b.get(i + 1) == Some(&b' ')
                && (at_command_start(&out) || {
                    let t = out.trim_end_matches([' ', '\t']);
                    ["if", "elif", "while", "until", "!"].iter().any(|k| {
                        t.strip_suffix(k)
                            .is_some_and(|p| p.is_empty() || p.ends_with(char::is_whitespace))
                    })
                }) =>
            {
                let rest = src.get(i..)?;
                let end = rest.find(['\n', ';', '&', '|']).unwrap_or(rest.len());
                let test = rest.get(..end)?;
                if !test.contains(['\'', '"', '`', '$', '(', ']', '\\']) {
                    out.push_str(test.trim_end());
                    out.push_str(" ]");
                    changed = true;
                    i += test.trim_end().len();
                    continue;
                }
            }
            // `for i do` (no `in`): written `for i; do`.
            b'f' if !dq && at_command_start(&out) && src.get(i..)?.starts_with("for ") => {
                let rest = src.get(i + 4..)?;
                let name_len = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                let after = rest.get(name_len..)?;
                let gap = after.len() - after.trim_start_matches([' ', '\t']).len();
                if name_len > 0
                    && gap > 0
                    && after.get(gap..)?.starts_with("do")
                    && !after
                        .get(gap + 2..)
                        .and_then(|t| t.chars().next())
                        .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
                {
                    out.push_str("for ");
                    out.push_str(rest.get(..name_len)?);
                    out.push(';');
                    changed = true;
                    i += 4 + name_len;
                    continue;
                }
            }
            b'}' | b')' if !dq => {
                out.push(char::from(c));
                i += 1;
                let rest = src.get(i..)?;
                let trimmed = rest.trim_start_matches([' ', '\t']);
                let kw = ["else", "elif", "fi", "done", "esac", "then", "do"]
                    .iter()
                    .find(|k| {
                        trimmed.starts_with(*k)
                            && !trimmed
                                .get(k.len()..)
                                .and_then(|t| t.chars().next())
                                .is_some_and(|ch| ch.is_ascii_alphanumeric() || ch == '_')
                    });
                if kw.is_some() && rest.len() != trimmed.len() {
                    out.push(';');
                    changed = true;
                }
                continue;
            }
            b'>' | b'<' if !dq && !src.get(i..)?.starts_with("<<<") => {
                // `x=1 2>/dev/null`: a redirection after a bare assignment; written
                // `x=1; : 2>/dev/null` (the redirection still opens its file).
                if let Some(k) = bare_assignment_end(&out) {
                    out.insert_str(k, "; :");
                    changed = true;
                }
                if redirs_start.is_none() {
                    // Include a descriptor number or `&` right before the operator.
                    let mut k = out.len();
                    while k > 0
                        && out
                            .as_bytes()
                            .get(k - 1)
                            .is_some_and(|d| d.is_ascii_digit() || *d == b'&')
                    {
                        k -= 1;
                    }
                    redirs_start = Some(k);
                }
            }
            b'<' if !dq => {
                // `<<<WORD`: moved before the redirections that precede it.
                if let Some(at) = redirs_start {
                    let mut j = i + 3;
                    while b.get(j) == Some(&b' ') {
                        j += 1;
                    }
                    let end = word_end(src, j);
                    let word = src.get(i..end)?;
                    out.insert_str(at, &format!("{word} "));
                    changed = true;
                    i = end;
                    continue;
                }
            }
            b';' | b'\n' | b'|' | b'&' if !dq => redirs_start = None,
            _ => {}
        }
        let ch = src.get(i..)?.chars().next()?;
        out.push(ch);
        i += ch.len_utf8();
    }
    changed.then_some(out)
}

/// True when the text so far ends where a command may start (after a newline, `;`,
/// `&`, `|`, `(`, `$(`, or at the beginning), ignoring blanks.
fn at_command_start(out: &str) -> bool {
    let t = out.trim_end_matches([' ', '\t']);
    t.is_empty()
        || t.ends_with(['\n', ';', '&', '|', '(', '{'])
        || t.ends_with("then")
        || t.ends_with("do")
        || t.ends_with("else")
}

/// When the current command so far is only `NAME=value` followed by blanks and an
/// optional descriptor number: the offset where the redirection begins.
fn bare_assignment_end(out: &str) -> Option<usize> {
    let mut end = out.len();
    let b = out.as_bytes();
    while end > 0 && b.get(end - 1).is_some_and(u8::is_ascii_digit) {
        end -= 1;
    }
    let before = out.get(..end)?;
    let word_stop = before.trim_end_matches([' ', '\t']);
    if word_stop.len() == before.len() {
        return None;
    }
    let start = word_stop.rfind(['\n', ';', '&', '|']).map_or(0, |i| i + 1);
    let word = word_stop.get(start..)?.trim_start_matches([' ', '\t']);
    let (name, _) = word.split_once('=')?;
    let name_ok = !name.is_empty()
        && name.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_')
        && !name.bytes().next().is_some_and(|c| c.is_ascii_digit());
    (name_ok && balanced(word) && one_word(word)).then_some(word_stop.len())
}

/// No blank outside quotes and parentheses.
fn one_word(w: &str) -> bool {
    let (mut sq, mut dq, mut depth) = (false, false, 0i32);
    for c in w.chars() {
        match c {
            '\'' if !dq => sq = !sq,
            '"' if !sq => dq = !dq,
            '(' if !sq && !dq => depth += 1,
            ')' if !sq && !dq => depth -= 1,
            ' ' | '\t' if !sq && !dq && depth == 0 => return false,
            _ => {}
        }
    }
    true
}

fn balanced(w: &str) -> bool {
    let dq = w.matches('"').count().is_multiple_of(2);
    let sq = w.matches('\'').count().is_multiple_of(2);
    let paren = w.matches('(').count() == w.matches(')').count();
    dq && sq && paren
}

/// The end of the shell word starting at `from` (quotes respected).
fn word_end(src: &str, from: usize) -> usize {
    let b = src.as_bytes();
    let mut i = from;
    while let Some(&c) = b.get(i) {
        match c {
            b' ' | b'\t' | b'\n' | b';' | b'&' | b'|' | b')' | b'<' | b'>' => break,
            b'\\' => i += 2,
            b'\'' => {
                i = src
                    .get(i + 1..)
                    .and_then(|r| r.find('\''))
                    .map_or(src.len(), |e| i + 2 + e)
            }
            b'"' => {
                i += 1;
                while let Some(&d) = b.get(i) {
                    match d {
                        b'\\' => i += 2,
                        b'"' => {
                            i += 1;
                            break;
                        }
                        _ => i += 1,
                    }
                }
            }
            _ => i += 1,
        }
    }
    i.min(src.len())
}

/// Quirk workaround: tree-sitter-bash reports a false syntax error for two heredocs on one
/// line (`cat <<A <<B`). Bash reads both bodies in order and the last one is the standard
/// input; earlier bodies still have their substitutions expanded. The rewrite moves each
/// earlier heredoc into a `: <<A` statement of its own before the line, which keeps both
/// facts, and the parse is retried once.
fn split_heredocs(src: &str) -> Option<String> {
    let lines: Vec<&str> = src.split_inclusive('\n').collect();
    for (li, line) in lines.iter().enumerate() {
        let ops = heredoc_ops(line);
        let last_end = ops.last().map_or(0, |o| o.end);
        // `cat <<EOF; next`: tree-sitter-bash rejects a `;` after the heredoc operator.
        // `cat <<EOF &`: and a `&` (the line becomes a `{ …; } &` group).
        let sep = line.get(last_end..).and_then(top_level_separator);
        let tail_at = sep.map(|(i, _)| i + last_end);
        let background = sep.is_some_and(|(_, amp)| amp);
        if ops.is_empty() || (ops.len() < 2 && tail_at.is_none()) {
            continue;
        }
        let mut out: String = lines.get(..li)?.concat();
        let mut rest = lines.get(li + 1..)?.iter();
        let mut new_line = (*line).to_string();
        let mut tail = String::new();
        if let Some(at) = tail_at {
            tail = line.get(at + 1..)?.trim_end_matches('\n').to_string();
            new_line = format!("{}\n", line.get(..at)?);
            if background {
                new_line.insert_str(0, "{ ");
                tail = format!("}} &{tail}");
            }
        }
        let (earlier, _) = ops.split_at(ops.len() - 1);
        for op in earlier.iter().rev() {
            new_line.replace_range(op.start..op.end, &" ".repeat(op.end - op.start));
        }
        for op in earlier {
            out.push_str(": ");
            out.push_str(line.get(op.start..op.end)?);
            out.push('\n');
            for body_line in rest.by_ref() {
                out.push_str(body_line);
                let bare = body_line.trim_end_matches('\n');
                let bare = if op.dash {
                    bare.trim_start_matches('\t')
                } else {
                    bare
                };
                if bare == op.delim {
                    break;
                }
            }
        }
        out.push_str(&new_line);
        if let Some(last) = ops.last().filter(|_| !tail.is_empty()) {
            // The moved command runs after the last body (same order as `;`).
            for body_line in rest.by_ref() {
                out.push_str(body_line);
                let bare = body_line.trim_end_matches('\n');
                let bare = if last.dash {
                    bare.trim_start_matches('\t')
                } else {
                    bare
                };
                if bare == last.delim {
                    break;
                }
            }
            if !out.ends_with('\n') {
                out.push('\n');
            }
            out.push_str(&tail);
            out.push('\n');
        }
        for l in rest {
            out.push_str(l);
        }
        return Some(out);
    }
    None
}

/// The byte offset of the first `;` (not `;;`) or lone `&` (not `&&`, `&>`, `>&`, `<&`,
/// `|&`) outside quotes, and whether it is the `&`.
fn top_level_separator(text: &str) -> Option<(usize, bool)> {
    let b = text.as_bytes();
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while let Some(&ch) = b.get(i) {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(ch),
            (None, b'\\') => i += 1,
            (None, b'#') => return None,
            (None, b';') if b.get(i + 1) != Some(&b';') => return Some((i, false)),
            (None, b'&')
                if !matches!(b.get(i + 1), Some(b'&' | b'>'))
                    && !matches!(
                        i.checked_sub(1).and_then(|j| b.get(j)),
                        Some(b'&' | b'>' | b'<' | b'|')
                    ) =>
            {
                return Some((i, true));
            }
            _ => {}
        }
        i += 1;
    }
    None
}

struct HeredocOp {
    start: usize,
    end: usize,
    delim: String,
    dash: bool,
}

/// Heredoc operators on one line, outside quotes.
fn heredoc_ops(line: &str) -> Vec<HeredocOp> {
    let b = line.as_bytes();
    let mut ops = Vec::new();
    let mut i = 0;
    let mut quote: Option<u8> = None;
    while let Some(&ch) = b.get(i) {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(ch),
            (None, b'\\') => i += 1,
            (None, b'<')
                if b.get(i + 1) == Some(&b'<')
                    && b.get(i + 2) != Some(&b'<')
                    && (i == 0 || b.get(i - 1) != Some(&b'<')) =>
            {
                let start = i;
                let mut j = i + 2;
                let dash = b.get(j) == Some(&b'-');
                if dash {
                    j += 1;
                }
                while b.get(j) == Some(&b' ') {
                    j += 1;
                }
                let dstart = j;
                let mut delim = String::new();
                let mut q: Option<u8> = None;
                while let Some(&c) = b.get(j) {
                    match (q, c) {
                        (Some(qq), c) if c == qq => q = None,
                        (Some(_), c) => delim.push(char::from(c)),
                        (None, b'\'' | b'"') => q = Some(c),
                        (None, b'\\') => {}
                        (
                            None,
                            b' ' | b'\t' | b'\n' | b';' | b'&' | b'|' | b'<' | b'>' | b'(' | b')',
                        ) => break,
                        (None, c) => delim.push(char::from(c)),
                    }
                    j += 1;
                }
                if j > dstart && !delim.is_empty() {
                    ops.push(HeredocOp {
                        start,
                        end: j,
                        delim,
                        dash,
                    });
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    ops
}

/// Decides, after every command is known, which loops a `break`/`exit`/`return` leaves and
/// which loops have a no-op body.
fn finish_loops(out: &mut Analysis, guards: &HashMap<usize, ExitGuard>) {
    let mut body_cmds = vec![0usize; out.loops.len()];
    let mut body_real = vec![0usize; out.loops.len()];
    for (index, cmd) in out.commands.iter().enumerate() {
        for r in cmd.ctx.loops.iter().filter(|r| r.role == LoopRole::Body) {
            if let (Some(n), Some(real)) = (body_cmds.get_mut(r.id), body_real.get_mut(r.id)) {
                *n += 1;
                // An assignment (`p=${p%/*}`) changes state: it is work, not a spin.
                let noop = match cmd.program() {
                    None => {
                        cmd.redirects.is_empty()
                            && cmd.assignments.is_empty()
                            && !cmd.argv.iter().any(|w| w.dynamic)
                    }
                    Some(p) => matches!(p, ":" | "true" | "false"),
                };
                if !noop {
                    *real += 1;
                }
            }
        }
        let prog = cmd.program();
        let levels = match prog {
            Some("break") => cmd
                .args()
                .first()
                .and_then(|w| w.as_static())
                .and_then(|s| s.parse::<usize>().ok())
                .unwrap_or(1),
            Some("exit" | "return") => usize::MAX,
            _ => continue,
        };
        let guard = guards.get(&index).copied().unwrap_or(ExitGuard::Probe);
        if guard == ExitGuard::Dead {
            continue;
        }
        for (depth, r) in cmd.ctx.loops.iter().rev().enumerate() {
            if depth >= levels {
                break;
            }
            if let Some(l) = out.loops.get_mut(r.id)
                && l.ctx.process_level == cmd.ctx.process_level
                && r.role == LoopRole::Body
            {
                l.exits = true;
                match guard {
                    ExitGuard::Always => l.bounded_exit = true,
                    ExitGuard::Compared if l.updates || l.deadline => l.bounded_exit = true,
                    _ => {}
                }
            }
        }
    }
    for (i, l) in out.loops.iter_mut().enumerate() {
        l.noop_body = body_real.get(i).copied().unwrap_or(0) == 0;
    }
}

/// How many items a `for` list word gives: a static word 1, `$(seq …)` / `{1..200}` their
/// count (without producing them), another evaluable word its fields; `None` when unknown.
fn item_count(w: &Word, env: &eval::Env<'_>) -> Option<u64> {
    if !w.dynamic {
        return Some(1);
    }
    let raw = w.raw.trim();
    let inner = raw
        .strip_prefix("$(")
        .and_then(|r| r.strip_suffix(')'))
        .or_else(|| raw.strip_prefix('`').and_then(|r| r.strip_suffix('`')));
    if let Some(inner) = inner {
        let words: Vec<String> = inner.split_whitespace().map(str::to_string).collect();
        if let Some((prog, args)) = words.split_first()
            && prog == "seq"
        {
            return eval::seq_count(args);
        }
    }
    if let Some(body) = raw.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
        let parts: Vec<&str> = body.split("..").collect();
        let nums: Option<Vec<i64>> = parts.iter().map(|p| p.parse::<i64>().ok()).collect();
        if let Some(n) = nums {
            let (a, b, step) = match n.as_slice() {
                [a, b] => (*a, *b, 1),
                [a, b, s] => (*a, *b, s.unsigned_abs().max(1) as i64),
                _ => return None,
            };
            return Some((a.checked_sub(b)?.unsigned_abs() / step as u64).saturating_add(1));
        }
    }
    let alts = eval::word_fields(&w.raw, env)?;
    alts.into_iter().map(|a| a.len() as u64).max()
}

/// The iterations of `while [ $i -lt N ]` / `while (( i < N ))` / `until [ $i -ge N ]`
/// whose counter starts at a known integer and whose body adds exactly 1 to it; `None`
/// otherwise.
fn while_count(
    kind: LoopKind,
    cond: &str,
    body: &str,
    starts: &HashMap<String, String>,
) -> Option<u64> {
    let c: String = cond
        .chars()
        .filter(|ch| !ch.is_whitespace() && *ch != '"')
        .collect();
    let c = c.trim_end_matches(';');
    let inner = c
        .strip_prefix("[[")
        .and_then(|r| r.strip_suffix("]]"))
        .or_else(|| c.strip_prefix('[').and_then(|r| r.strip_suffix(']')))
        .or_else(|| c.strip_prefix("test"));
    let (var, op, bound) = if let Some(t) = inner {
        let t = t.strip_prefix('$')?;
        let ops = ["-lt", "-le", "-ge", "-gt", "-eq"];
        let (op, at) = ops.iter().find_map(|o| t.find(o).map(|i| (*o, i)))?;
        (t.get(..at)?, op, t.get(at + op.len()..)?)
    } else {
        let t = c.strip_prefix("((")?.strip_suffix("))")?;
        let ops = [
            ("<=", "-le"),
            (">=", "-ge"),
            ("<", "-lt"),
            (">", "-gt"),
            ("==", "-eq"),
        ];
        let (sym, op, at) = ops
            .iter()
            .find_map(|(s, o)| t.find(s).map(|i| (*s, *o, i)))?;
        (
            t.get(..at)?.trim_start_matches('$'),
            op,
            t.get(at + sym.len()..)?,
        )
    };
    if var.is_empty() || !var.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return None;
    }
    let bound: i64 = bound.parse().ok()?;
    let start: i64 = starts.get(var)?.trim().parse().ok()?;
    let b: String = body.chars().filter(|ch| !ch.is_whitespace()).collect();
    let steps_by_one = [
        format!("{var}=$(({var}+1))"),
        format!("{var}=$((${var}+1))"),
        format!("(({var}++))"),
        format!("((++{var}))"),
        format!("(({var}+=1))"),
        format!("let{var}++"),
        format!("let{var}={var}+1"),
        format!("$(({var}++))"),
        format!("{var}=$(expr${var}+1)"),
    ];
    if !steps_by_one.iter().any(|p| b.contains(p.as_str())) {
        return None;
    }
    let n = match (kind, op) {
        (LoopKind::While, "-lt") | (LoopKind::Until, "-ge") | (LoopKind::Until, "-eq") => {
            bound - start
        }
        (LoopKind::While, "-le") | (LoopKind::Until, "-gt") => bound - start + 1,
        _ => return None,
    };
    Some(n.max(0) as u64)
}

/// The iterations of `for ((i=A; i<B; i++))` with literal bounds (`<`, `<=`, `>`, `>=`;
/// `i++`, `++i`, `i+=N`, `i--`, `--i`, `i-=N`); `None` otherwise.
fn cfor_count(whole: &str) -> Option<u64> {
    let inner = whole.split_once("((")?.1.split_once("))")?.0;
    let parts: Vec<String> = inner
        .split(';')
        .map(|p| p.chars().filter(|c| !c.is_whitespace()).collect())
        .collect();
    let [init, cond, update] = parts.as_slice() else {
        return None;
    };
    let (var, start) = init.split_once('=')?;
    let start: i64 = start.parse().ok()?;
    let rest = cond.strip_prefix(var)?;
    let (op, bound) = ["<=", ">=", "<", ">"]
        .iter()
        .find_map(|o| rest.strip_prefix(o).map(|b| (*o, b)))?;
    let bound: i64 = bound.parse().ok()?;
    let step: i64 = if update == &format!("{var}++") || update == &format!("++{var}") {
        1
    } else if update == &format!("{var}--") || update == &format!("--{var}") {
        -1
    } else if let Some(n) = update.strip_prefix(&format!("{var}+=")) {
        n.parse().ok()?
    } else if let Some(n) = update.strip_prefix(&format!("{var}-=")) {
        -n.parse::<i64>().ok()?
    } else {
        return None;
    };
    let (lo_ok, n) = match op {
        "<" if step > 0 => (true, (bound - start + step - 1) / step),
        "<=" if step > 0 => (true, (bound - start) / step + 1),
        ">" if step < 0 => (true, (start - bound + (-step) - 1) / (-step)),
        ">=" if step < 0 => (true, (start - bound) / (-step) + 1),
        _ => (false, 0),
    };
    lo_ok.then_some(n.max(0) as u64)
}

/// A command that runs only after `&&` and is otherwise certain to run when its
/// chain gets there: a `cd` it makes holds for the rest of that chain
/// (`cd a && cd .. && rm -rf ~-`).
fn and_chained(cmd: &Command) -> bool {
    cmd.ctx
        .and_or
        .is_some_and(|p| p.index > 0 && p.before == Some(crate::ListOp::And))
        && !(cmd.ctx.conditional
            || cmd.ctx.branch
            || !cmd.ctx.loops.is_empty()
            || cmd.ctx.function.is_some()
            || cmd.ctx.background
            || cmd.ctx.subshell
            || cmd.ctx.substitution)
}

/// `head -n N` (`-N`, `-nN`, `--lines=N`) at the end of a pipeline feeding a loop: at
/// most N lines reach it (`yes | head -n 1000 | while read`), a bound used as its count.
fn head_lines(script: &str) -> Option<u64> {
    let words: Vec<&str> = script.split_whitespace().collect();
    let (prog, args) = words.split_first()?;
    if *prog != "head" {
        return None;
    }
    let mut n = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let v = match *a {
            "-n" | "--lines" => it.next().copied(),
            _ => a
                .strip_prefix("--lines=")
                .or_else(|| a.strip_prefix("-n"))
                .or_else(|| {
                    a.strip_prefix('-')
                        .filter(|d| d.bytes().all(|b| b.is_ascii_digit()))
                }),
        };
        if let Some(v) = v {
            n = Some(v.parse::<u64>().ok()?);
        } else if a.starts_with('-') {
            return None;
        }
    }
    n
}
