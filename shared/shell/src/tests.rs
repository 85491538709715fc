//! Unit tests: named cases for what runs, what is data, contexts, quirks and bounds.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use super::*;
use std::time::Instant;

/// Every recorded command as its argv joined by spaces (dynamic words prefixed with `~`).
fn lines(src: &str) -> Vec<String> {
    analyse(src)
        .commands
        .iter()
        .filter(|c| !c.argv.is_empty())
        .map(|c| {
            c.argv
                .iter()
                .map(|w| {
                    if w.dynamic {
                        format!("~{}", w.text)
                    } else {
                        w.text.clone()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn has(src: &str, want: &str) -> bool {
    lines(src).iter().any(|l| l == want)
}

fn find<'a>(a: &'a Analysis, line: &str) -> &'a Command {
    a.commands
        .iter()
        .find(|c| {
            c.argv
                .iter()
                .map(|w| w.text.as_str())
                .collect::<Vec<_>>()
                .join(" ")
                == line
        })
        .unwrap_or_else(|| panic!("no command `{line}` in {:#?}", a.commands))
}

#[test]
fn commands_that_run_are_found() {
    let cases: &[(&str, &str, &str)] = &[
        ("plain", "pytest -n 4", "pytest -n 4"),
        ("bash_c", "bash -c 'pytest -n 4'", "pytest -n 4"),
        // Windows: PowerShell's `-Command` (any prefix of it), `cmd /c`, a
        // shell named by its `.exe` path (Claude Code's Bash tool on Windows
        // runs Git Bash, and agents reach for the others from it).
        (
            "powershell_command",
            "powershell -Command \"Set-Location 'c:\\dev\\app'; pytest -n 4\"",
            "pytest -n 4",
        ),
        ("pwsh_c", "pwsh -NoProfile -c 'pytest -n 4'", "pytest -n 4"),
        (
            "powershell_exe",
            "PowerShell.exe -NoLogo -Command pytest -n 4",
            "pytest -n 4",
        ),
        (
            "cmd_c",
            "cmd /c \"pytest -n 4 && echo done\"",
            "pytest -n 4",
        ),
        ("cmd_exe_upper_c", "cmd.exe /C pytest -n 4", "pytest -n 4"),
        (
            "git_bash_exe",
            "\"C:/Program Files/Git/bin/bash.exe\" -c \"cd /c/dev/app && pytest -n 4\"",
            "pytest -n 4",
        ),
        (
            "bash_exe_backslash",
            "'C:\\Program Files\\Git\\bin\\bash.exe' -c 'pytest -n 4'",
            "pytest -n 4",
        ),
        ("sh_lc", "sh -lc \"pytest -n 4\"", "pytest -n 4"),
        ("bash_euc", "bash -euc 'pytest -n 4'", "pytest -n 4"),
        ("bash_e_c_split", "bash -e -c 'pytest -n 4'", "pytest -n 4"),
        (
            "bash_o_pipefail",
            "bash -o pipefail -c 'pytest -n 4'",
            "pytest -n 4",
        ),
        (
            "zsh_dash",
            "zsh -c 'pytest -n 4'; dash -c 'ls'",
            "pytest -n 4",
        ),
        (
            "bash_in_bash",
            "bash -c \"sh -c 'pytest -n 4'\"",
            "pytest -n 4",
        ),
        ("eval_static", "eval 'pytest -n 4'", "pytest -n 4"),
        ("eval_words", "eval pytest -n 4", "pytest -n 4"),
        ("substitution", "echo $(pytest -n 4)", "pytest -n 4"),
        ("backticks", "echo `pytest -n 4`", "pytest -n 4"),
        ("process_subst", "diff <(pytest -n 4) f", "pytest -n 4"),
        (
            "subst_in_string",
            "echo \"x $(pytest -n 4) y\"",
            "pytest -n 4",
        ),
        (
            "subst_in_expansion",
            "echo ${X:-$(pytest -n 4)}",
            "pytest -n 4",
        ),
        ("subst_in_assignment", "X=$(pytest -n 4)", "pytest -n 4"),
        ("subst_in_redirect", "ls > $(pytest -n 4)", "pytest -n 4"),
        ("nested_subshells", "( ( pytest -n 4 ) )", "pytest -n 4"),
        ("brace_group", "{ pytest -n 4; }", "pytest -n 4"),
        ("and_list", "cd x && pytest -n 4", "pytest -n 4"),
        ("or_list", "false || pytest -n 4", "pytest -n 4"),
        ("pipeline", "pytest -n 4 | tee log", "pytest -n 4"),
        ("background", "pytest -n 4 &", "pytest -n 4"),
        ("negated", "! pytest -n 4", "pytest -n 4"),
        ("if_body", "if true; then pytest -n 4; fi", "pytest -n 4"),
        ("if_condition", "if pytest -n 4; then :; fi", "pytest -n 4"),
        (
            "case_body",
            "case x in x) pytest -n 4;; esac",
            "pytest -n 4",
        ),
        ("function_body", "f() { pytest -n 4; }; f", "pytest -n 4"),
        (
            "while_body",
            "while read x; do pytest -n 4; done < f",
            "pytest -n 4",
        ),
        (
            "heredoc_to_bash",
            "bash <<'EOF'\npytest -n 4\nEOF",
            "pytest -n 4",
        ),
        (
            "heredoc_dash_to_sh",
            "sh <<-EOF\n\tpytest -n 4\n\tEOF",
            "pytest -n 4",
        ),
        ("herestring_to_sh", "sh <<< 'pytest -n 4'", "pytest -n 4"),
        ("printf_pipe_sh", "printf 'pytest -n 4' | sh", "pytest -n 4"),
        ("echo_pipe_bash", "echo pytest -n 4 | bash", "pytest -n 4"),
        (
            "cat_heredoc_pipe_bash",
            "cat <<EOF | bash\npytest -n 4\nEOF",
            "pytest -n 4",
        ),
        (
            "bash_s_stdin",
            "echo 'pytest -n 4' | bash -s",
            "pytest -n 4",
        ),
        ("xargs", "echo x | xargs pytest -n 4", "pytest -n 4 x"),
        (
            "xargs_opts",
            "ls | xargs -0 -P 4 -n 1 pytest -n 4",
            "pytest -n 4",
        ),
        (
            "find_exec",
            "find . -name t -exec pytest -n 4 {} \\;",
            "pytest -n 4 ~{}",
        ),
        (
            "find_execdir_plus",
            "find . -execdir pytest -n 4 {} +",
            "pytest -n 4 ~{}",
        ),
        ("find_ok", "find . -ok pytest -n 4 \\;", "pytest -n 4"),
        (
            "parallel_argv",
            "parallel pytest -n 4 ::: a b",
            "pytest -n 4 a b",
        ),
        (
            "parallel_string",
            "parallel 'pytest -n 4 {}' ::: a b",
            "pytest -n 4 {}",
        ),
        ("watch_string", "watch -n 5 'pytest -n 4'", "pytest -n 4"),
        ("watch_words", "watch pytest -n 4", "pytest -n 4"),
        ("env_assign", "env A=1 pytest -n 4", "pytest -n 4"),
        ("env_i_u", "env -i -u HOME A=1 pytest -n 4", "pytest -n 4"),
        ("env_split", "env -S 'pytest -n 4'", "pytest -n 4"),
        ("sudo", "sudo -u root -E pytest -n 4", "pytest -n 4"),
        ("doas", "doas -u root pytest -n 4", "pytest -n 4"),
        ("nice", "nice -n 10 pytest -n 4", "pytest -n 4"),
        ("nohup", "nohup pytest -n 4 &", "pytest -n 4"),
        ("timeout", "timeout -s KILL 120 pytest -n 4", "pytest -n 4"),
        ("time", "time pytest -n 4", "pytest -n 4"),
        ("command", "command pytest -n 4", "pytest -n 4"),
        ("builtin", "builtin eval 'pytest -n 4'", "pytest -n 4"),
        ("exec", "exec -a x pytest -n 4", "pytest -n 4"),
        ("stdbuf", "stdbuf -oL -e 0 pytest -n 4", "pytest -n 4"),
        ("setsid", "setsid -f pytest -n 4", "pytest -n 4"),
        ("uv_run", "uv run --with x pytest -n 4", "pytest -n 4"),
        (
            "uv_run_module",
            "uv run -m pytest -n 4",
            "python -m pytest -n 4",
        ),
        ("poetry_run", "poetry run pytest -n 4", "pytest -n 4"),
        (
            "pipx_run",
            "pipx run --spec pytest pytest -n 4",
            "pytest -n 4",
        ),
        ("backslash", "\\pytest -n 4", "pytest -n 4"),
        ("absolute_path", "/usr/bin/pytest -n 4", "pytest -n 4"),
        ("relative_path", "./.venv/bin/pytest -n 4", "pytest -n 4"),
        ("split_quotes", "py\"test\" -'n' 4", "pytest -n 4"),
        ("ansi_c_hex", "pytest $'\\x2dn' 4", "pytest -n 4"),
        (
            "chain_of_wrappers",
            "sudo env A=1 timeout 5 nice nohup /bin/pytest -n 4",
            "pytest -n 4",
        ),
        ("su_c", "su -c 'pytest -n 4' root", "pytest -n 4"),
        ("busybox_sh", "busybox sh -c 'pytest -n 4'", "pytest -n 4"),
        ("line_continuation", "pytest \\\n -n 4", "pytest -n 4"),
        (
            "unquoted_heredoc_substitution",
            "cat > f <<EOF\n$(pytest -n 4)\nEOF",
            "pytest -n 4",
        ),
        (
            "heredoc_then_and",
            "cat <<EOF && pytest -n 4\nx\nEOF",
            "pytest -n 4",
        ),
        (
            "declaration_subst",
            "export X=$(pytest -n 4)",
            "pytest -n 4",
        ),
        ("test_subst", "[[ $(pytest -n 4) ]]", "pytest -n 4"),
        (
            "cfor_body",
            "for ((i=0;i<2;i++)); do pytest -n 4; done",
            "pytest -n 4",
        ),
        (
            "for_values_subst",
            "for x in $(pytest -n 4); do :; done",
            "pytest -n 4",
        ),
        ("time_subshell", "time (pytest -n 4)", "pytest -n 4"),
        ("variable_program", "p=pytest; $p -n 4", "pytest -n 4"),
        (
            "variable_braced_quoted",
            "P=pytest N=4; \"${P}\" -n \"$N\"",
            "pytest -n 4",
        ),
        (
            "exported_variable_in_bash_c",
            "export C='pytest -n 4'; bash -c \"$C\"",
            "pytest -n 4",
        ),
        (
            "script_c",
            "script -qc 'pytest -n 4' /dev/null",
            "pytest -n 4",
        ),
        ("flock_c", "flock /tmp/l -c 'pytest -n 4'", "pytest -n 4"),
        ("flock_cmd", "flock -w 5 /tmp/l pytest -n 4", "pytest -n 4"),
        ("time_brace_group", "time { pytest -n 4; }", "pytest -n 4"),
        (
            "heredoc_then_semicolon",
            "cat <<EOF; pytest -n 4\nx\nEOF",
            "pytest -n 4",
        ),
        (
            "heredoc_file_then_semicolon",
            "cat > f <<'EOF'; bash f; pytest -n 4\nx\nEOF\necho done",
            "pytest -n 4",
        ),
    ];
    for (name, src, want) in cases {
        assert!(
            has(src, want),
            "{name}: `{want}` not found in {:?}",
            lines(src)
        );
    }
}

#[test]
fn data_is_not_code() {
    let cases: &[(&str, &str)] = &[
        ("quoted_argument", "echo 'pytest -n 4'"),
        ("double_quoted_argument", "echo \"pytest -n 4\""),
        ("commit_message", "git commit -m 'pytest -n 4 is gone'"),
        (
            "commit_message_heredoc",
            "git commit -F - <<'EOF'\npytest -n 4\nEOF",
        ),
        (
            "gh_body",
            "gh pr create --title t --body \"run pytest -n 4\"",
        ),
        (
            "heredoc_to_file",
            "cat > notes.md <<'EOF'\npytest -n 4\nEOF",
        ),
        (
            "heredoc_to_non_interpreter",
            "grep x <<EOF\npytest -n 4\nEOF",
        ),
        ("herestring_to_grep", "grep -c n <<< 'pytest -n 4'"),
        ("printf_text", "printf '%s\\n' 'pytest -n 4'"),
        ("comment", "ls # pytest -n 4"),
        ("grep_for_text", "grep -rn 'pytest -n' ."),
        ("echo_piped_to_grep", "echo pytest -n 4 | grep n"),
        (
            "python_c_is_script",
            "python -c 'import os; os.system(\"ls\")'",
        ),
        (
            "quoted_heredoc_no_subst",
            "cat > f <<'EOF'\n$(pytest -n 4)\nEOF",
        ),
        ("single_quoted_subst", "echo '$(pytest -n 4)'"),
        ("escaped_subst", "echo \\$(pytest -n 4\\)"),
        ("command_v_lookup", "command -v pytest"),
    ];
    for (name, src) in cases {
        let ls = lines(src);
        assert!(
            !ls.iter().any(|l| l.starts_with("pytest")),
            "{name}: pytest found in {ls:?}"
        );
    }
}

#[test]
fn words_static_and_dynamic() {
    let a = analyse("rm -rf \"$HOME/x\" /tmp/$y *.py {a,b} ~/w 'lit' a\\ b");
    // Brace expansion is evaluated: `{a,b}` is the words `a` and `b`.
    let rm = find(&a, "rm -rf $HOME/x /tmp/$y *.py a b ~/w lit a b");
    let w: Vec<(bool, &str)> = rm
        .argv
        .iter()
        .map(|w| (w.dynamic, w.prefix.as_str()))
        .collect();
    assert_eq!(
        w,
        vec![
            (false, "rm"),
            (false, "-rf"),
            (true, ""),
            (true, "/tmp/"),
            (true, ""),
            (false, "a"),
            (false, "b"),
            (true, ""),
            (false, "lit"),
            (false, "a b"),
        ]
    );
}

#[test]
fn glob_keeps_text() {
    let a = analyse("ls *.py");
    assert_eq!(a.commands[0].argv[1].text, "*.py");
    assert!(a.commands[0].argv[1].dynamic);
}

#[test]
fn assignments_and_redirects() {
    let a = analyse("A=1 B=\"x y\" cmd >> log 2>&1 < in");
    let c = find(&a, "cmd");
    assert_eq!(c.assignments.len(), 2);
    assert_eq!(c.assignments[1].name, "B");
    assert_eq!(c.assignments[1].value.text, "x y");
    let r: Vec<_> = c
        .redirects
        .iter()
        .map(|r| (r.fd, r.kind, r.target.text.as_str()))
        .collect();
    assert_eq!(
        r,
        vec![
            (None, RedirectKind::Append, "log"),
            (Some(2), RedirectKind::Duplicate, "1"),
            (None, RedirectKind::Input, "in"),
        ]
    );
}

#[test]
fn truncate_and_heredoc_body() {
    let a = analyse("cat > out.txt <<'EOF'\nhello\nEOF");
    let c = find(&a, "cat");
    assert_eq!(c.redirects[0].kind, RedirectKind::Truncate);
    assert_eq!(c.redirects[0].target.text, "out.txt");
    assert_eq!(c.redirects[1].kind, RedirectKind::Heredoc);
    assert_eq!(c.redirects[1].body.as_deref(), Some("hello\n"));
}

#[test]
fn herestring_redirect() {
    let a = analyse("grep x <<< \"$y\"");
    let c = find(&a, "grep x");
    assert_eq!(c.redirects[0].kind, RedirectKind::HereString);
    assert!(c.redirects[0].target.dynamic);
}

#[test]
fn env_and_sudo_assignments_are_kept() {
    let a = analyse("sudo PYTEST_ADDOPTS=-n4 env -i X=1 pytest");
    let c = find(&a, "pytest");
    let names: Vec<_> = c.assignments.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names, vec!["PYTEST_ADDOPTS", "X"]);
    let wrappers: Vec<_> = c.ctx.wrappers.iter().map(|w| w.name.as_str()).collect();
    assert_eq!(wrappers, vec!["sudo", "env"]);
}

#[test]
fn timeout_duration_is_kept() {
    let a = analyse("timeout --signal=KILL 5m bash -c 'while true; do sleep 1; done'");
    assert_eq!(a.loops.len(), 1);
    assert_eq!(a.loops[0].ctx.timeout(), Some("5m"));
    assert_eq!(duration_seconds("5m"), Some(300.0));
}

#[test]
fn program_path_is_normalised() {
    let a = analyse("/usr/bin/git status");
    assert_eq!(a.commands[0].program(), Some("git"));
    assert_eq!(a.commands[0].program_path.as_deref(), Some("/usr/bin/git"));
}

#[test]
fn contexts() {
    let a = analyse("a | b && c || d & e; (f); g $(h)");
    assert_eq!(
        find(&a, "a").ctx.pipeline,
        Some(PipePos { index: 0, len: 2 })
    );
    assert_eq!(
        find(&a, "b").ctx.pipeline,
        Some(PipePos { index: 1, len: 2 })
    );
    let c = find(&a, "c").ctx.and_or.unwrap();
    assert_eq!(
        (c.index, c.before, c.after),
        (1, Some(ListOp::And), Some(ListOp::Or))
    );
    assert!(find(&a, "d").ctx.background);
    assert!(!find(&a, "e").ctx.background);
    assert!(find(&a, "f").ctx.subshell);
    assert!(find(&a, "h").ctx.substitution);
    assert!(!find(&a, "g $(h)").ctx.substitution);
}

#[test]
fn function_context() {
    let a = analyse("cleanup() { rm -rf x; }");
    assert_eq!(
        find(&a, "rm -rf x").ctx.function.as_deref(),
        Some("cleanup")
    );
}

#[test]
fn via_is_recorded() {
    let a = analyse("sh -c 'eval \"ls\"'");
    assert_eq!(find(&a, "ls").ctx.via, vec![Via::ShellC, Via::Eval]);
    let a = analyse("find . -exec rm {} +");
    assert_eq!(find(&a, "rm {}").ctx.via, vec![Via::FindExec]);
}

#[test]
fn loops() {
    let cases: &[(&str, &str, LoopKind, bool, bool, bool)] = &[
        // name, src, kind, exits, counter, noop
        (
            "while_true",
            "while true; do sleep 5; done",
            LoopKind::While,
            false,
            false,
            false,
        ),
        (
            "spin",
            "while :; do :; done",
            LoopKind::While,
            false,
            false,
            true,
        ),
        (
            "empty_ish",
            "while true; do true; done",
            LoopKind::While,
            false,
            false,
            true,
        ),
        (
            "until_probe",
            "until grep -q DONE f; do sleep 5; done",
            LoopKind::Until,
            false,
            false,
            false,
        ),
        (
            "break_in_if",
            "while true; do if x; then break; fi; sleep 1; done",
            LoopKind::While,
            true,
            false,
            false,
        ),
        (
            "exit_in_and",
            "while :; do x && exit 0; sleep 1; done",
            LoopKind::While,
            true,
            false,
            false,
        ),
        (
            "return_in_function",
            "f() { while :; do return; done; }",
            LoopKind::While,
            true,
            false,
            false,
        ),
        (
            "break_in_subshell_does_not_exit",
            "while :; do (break); sleep 1; done",
            LoopKind::While,
            false,
            false,
            false,
        ),
        (
            "exit_in_substitution_does_not_exit",
            "while :; do x=$(exit 1); sleep 1; done",
            LoopKind::While,
            false,
            false,
            false,
        ),
        (
            "counter",
            "until p || [ $i -ge 30 ]; do i=$((i+1)); sleep 1; done",
            LoopKind::Until,
            false,
            true,
            false,
        ),
        (
            "counter_arith",
            "while (( i < 30 )); do ((i++)); sleep 1; done",
            LoopKind::While,
            false,
            true,
            false,
        ),
        (
            "for_list",
            "for i in {1..30}; do echo $i; done",
            LoopKind::For,
            false,
            false,
            false,
        ),
        (
            "select",
            "select x in a b; do break; done",
            LoopKind::Select,
            true,
            false,
            false,
        ),
        (
            "cfor",
            "for ((;;)); do :; done",
            LoopKind::CFor,
            false,
            false,
            true,
        ),
    ];
    for (name, src, kind, exits, counter, noop) in cases {
        let a = analyse(src);
        let l = a.loops.first().unwrap_or_else(|| panic!("{name}: no loop"));
        assert_eq!(l.kind, *kind, "{name}");
        assert_eq!(l.exits, *exits, "{name}: exits");
        assert_eq!(l.counter, *counter, "{name}: counter");
        assert_eq!(l.noop_body, *noop, "{name}: noop");
    }
}

#[test]
fn break_two_leaves_outer_loop() {
    let a = analyse("while :; do while :; do break 2; done; done");
    assert!(a.loops.iter().all(|l| l.exits));
    let a = analyse("while :; do while :; do break; done; sleep 1; done");
    let outer = a
        .loops
        .iter()
        .find(|l| l.text.starts_with("while :; do while"))
        .unwrap();
    assert!(!outer.exits);
}

#[test]
fn loop_roles() {
    let a = analyse("while pgrep x; do sleep 1; done");
    assert_eq!(find(&a, "pgrep x").ctx.loops[0].role, LoopRole::Condition);
    assert_eq!(find(&a, "sleep 1").ctx.loops[0].role, LoopRole::Body);
}

#[test]
fn cfor_condition_text() {
    let a = analyse("for ((i=0; i<3; i++)); do :; done");
    assert_eq!(a.loops[0].cfor_condition.as_deref(), Some("i<3"));
    let a = analyse("for ((;;)); do :; done");
    assert_eq!(a.loops[0].cfor_condition, None);
}

#[test]
fn scripts_are_exposed() {
    let cases: &[(&str, &str, &str, &str)] = &[
        ("python_c", "python3 -c 'print(1)'", "python3", "print(1)"),
        (
            "python_dash_heredoc",
            "python - <<'PY'\nprint(2)\nPY",
            "python",
            "print(2)\n",
        ),
        (
            "python_heredoc",
            "python3 <<'PY'\nprint(3)\nPY",
            "python3",
            "print(3)\n",
        ),
        (
            "node_e",
            "node -e 'console.log(1)'",
            "node",
            "console.log(1)",
        ),
        ("perl_e", "perl -e 'print 1'", "perl", "print 1"),
        ("perl_pie", "perl -pi -e 's/a/b/' f", "perl", "s/a/b/"),
        ("ruby_e", "ruby -e 'p 1'", "ruby", "p 1"),
        ("python_in_uv_run", "uv run python -c 'x'", "python", "x"),
        (
            "echo_pipe_python",
            "echo 'print(4)' | python3",
            "python3",
            "print(4)\n",
        ),
    ];
    for (name, src, interp, text) in cases {
        let a = analyse(src);
        let s = a
            .commands
            .iter()
            .find_map(|c| c.script.as_ref())
            .unwrap_or_else(|| panic!("{name}: no script"));
        assert_eq!(s.interpreter, *interp, "{name}");
        assert_eq!(s.text, *text, "{name}");
    }
    let a = analyse("python -m pytest -n 4");
    assert!(a.commands[0].script.is_none());
    let a = analyse("python script.py");
    assert!(a.commands[0].script.is_none());
}

#[test]
fn quirk_dash_before_heredoc_is_kept() {
    // tree-sitter-bash drops the `-` in `python - <<'PY'`.
    let a = analyse("python - <<'PY'\nprint(1)\nPY");
    assert_eq!(a.commands[0].arg_texts(), vec!["-"]);
    let a = analyse("cat - <<EOF | sh\nls\nEOF");
    assert!(
        lines("cat - <<EOF | sh\nls\nEOF").contains(&"ls".to_string()),
        "{:?}",
        a.commands
    );
}

#[test]
fn quirk_two_heredocs_on_one_line() {
    // tree-sitter-bash reports a false syntax error; bash feeds the last body as stdin.
    let src = "bash <<A <<'B'\necho $(touch first)\nA\npytest -n 4\nB\necho after";
    let a = analyse(src);
    assert!(a.problems.is_empty(), "{:?}", a.problems);
    let ls = lines(src);
    assert!(ls.contains(&"pytest -n 4".to_string()), "{ls:?}");
    assert!(ls.contains(&"touch first".to_string()), "{ls:?}");
    assert!(ls.contains(&"echo after".to_string()), "{ls:?}");
    assert!(!ls.iter().any(|l| l == "A" || l == "B"), "{ls:?}");
}

#[test]
fn quirk_semicolon_after_heredoc() {
    // tree-sitter-bash reports a syntax error for `cat <<EOF; next`; bash accepts it.
    let src = "cat > f <<'EOF'; chmod +x f\nrm -rf /\nEOF\necho after";
    let a = analyse(src);
    assert!(a.problems.is_empty(), "{:?}", a.problems);
    let ls = lines(src);
    assert!(ls.contains(&"chmod +x f".to_string()), "{ls:?}");
    assert!(ls.contains(&"echo after".to_string()), "{ls:?}");
    assert!(
        !ls.iter().any(|l| l.starts_with("rm")),
        "the body is data: {ls:?}"
    );
}

#[test]
fn variables_are_substituted_only_when_certain() {
    // One static assignment, only referenced otherwise: substituted.
    assert!(has("D=build; rm -rf \"$D\"", "rm -rf build"));
    // Conditionally assigned: every value the variable may hold.
    let src = "D=build; if x; then D=../wt; fi; rm -rf $D";
    assert!(
        has(src, "rm -rf build") && has(src, "rm -rf ../wt"),
        "{:?}",
        lines(src)
    );
    // A loop variable: its items.
    assert!(has(
        "D=build; for D in ../wt; do rm -rf $D; done",
        "rm -rf ../wt"
    ));
    // Read, changed by arithmetic: left dynamic.
    let uncertain = [
        "D=build; read D; rm -rf $D",
        "D=build; (( D++ )); rm -rf $D",
    ];
    for src in uncertain {
        assert!(has(src, "rm -rf ~$D"), "{src}: {:?}", lines(src));
    }
    // Set only in a branch: the value, and the command as written (it may come from
    // the environment).
    let src = "[ -n \"$CI\" ] && D=../wt; rm -rf \"$D\"";
    assert!(
        has(src, "rm -rf ../wt") && has(src, "rm -rf ~$D"),
        "{:?}",
        lines(src)
    );
}

#[test]
fn quirk_background_after_heredoc() {
    // tree-sitter-bash reports a syntax error for `cmd <<EOF &`; bash runs it in the background.
    let src = "bash <<'EOF' & pytest -x\npytest -n 4\nEOF\necho after";
    let a = analyse(src);
    assert!(a.problems.is_empty(), "{:?}", a.problems);
    let c = find(&a, "pytest -n 4");
    assert!(c.ctx.background, "{c:?}");
    let ls = lines(src);
    assert!(ls.contains(&"pytest -x".to_string()), "{ls:?}");
    assert!(ls.contains(&"echo after".to_string()), "{ls:?}");
    // `&>` is a redirect, not a background separator.
    let a = analyse("cat <<EOF &> log\nx\nEOF");
    assert!(!find(&a, "cat").ctx.background);
}

#[test]
fn quirk_backslash_first_body_line() {
    // Found by `wrapping_in_a_shell_hides_nothing`: tree-sitter-bash parses a body line that
    // starts with a backslash as arguments of the redirect and leaves it out of the body.
    assert!(has("bash <<'EOF'\n\\pytest -n 4\nEOF", "pytest -n 4"));
    assert!(has("sh <<EOF\n\\pytest -n 4\nls\nEOF", "pytest -n 4"));
    let a = analyse("cat > f <<'EOF'\n\\x\ny\nEOF");
    assert_eq!(
        find(&a, "cat").redirects[1].body.as_deref(),
        Some("\\x\ny\n")
    );
    // Words on the operator's own line are the command's arguments.
    assert!(has("cat <<EOF -n\nx\nEOF", "cat -n"));
}

#[test]
fn quirk_coproc() {
    // tree-sitter-bash does not know `coproc`.
    assert!(has("coproc W { pytest -n 4; }", "pytest -n 4"));
    assert!(has("coproc pytest -n 4", "pytest -n 4"));
    assert!(!has("coproc W { pytest -n 4; }", "}"));
}

#[test]
fn dynamic_code_is_reported() {
    let cases: &[(&str, &str)] = &[
        ("eval_var", "eval \"$CMD\""),
        ("bash_c_var", "bash -c \"$CMD\""),
        ("curl_pipe_sh", "curl -s https://x | sh"),
        ("dynamic_heredoc_to_sh", "sh <<EOF\n$CMD\nEOF"),
    ];
    for (name, src) in cases {
        let a = analyse(src);
        assert!(
            a.problems
                .iter()
                .any(|p| p.kind == ProblemKind::DynamicCode),
            "{name}: {:?}",
            a.problems
        );
        assert!(a.blocking_problem(|_| true).is_none(), "{name}");
    }
}

#[test]
fn syntax_errors_are_reported_with_partial_commands() {
    let a = analyse("pytest -n 4; if then fi (");
    assert!(a.problems.iter().any(|p| p.kind == ProblemKind::Syntax));
    assert!(a.blocking_problem(|t| t.contains("pytest")).is_some());
    assert!(a.blocking_problem(|t| t.contains("sleep")).is_none());
}

#[test]
fn nested_syntax_error_reports_the_nested_text() {
    let a = analyse("echo ok; bash -c 'pytest -n 4; if'");
    let p = a.blocking_problem(|_| true).unwrap();
    assert_eq!(p.text, "pytest -n 4; if");
}

#[test]
fn limits_refuse_quickly() {
    let cases: Vec<(&str, String, ProblemKind)> = vec![
        (
            "unclosed_30",
            format!("echo {}", "$(".repeat(30)),
            ProblemKind::Syntax,
        ),
        (
            "nested_2000",
            format!("{}ls{}", "$(".repeat(2000), ")".repeat(2000)),
            ProblemKind::TooDeep,
        ),
        (
            "backticks_deep",
            format!("echo {}", "`echo \\".repeat(1000)),
            ProblemKind::TooDeep,
        ),
        ("too_large", "x".repeat(600 * 1024), ProblemKind::TooLarge),
        // (A chain of plain `eval`s is no longer deep: it collapses to one, see
        // `nested_plain_evals_collapse`.)
    ];
    for (name, src, kind) in cases {
        let t = Instant::now();
        let a = analyse(&src);
        let took = t.elapsed();
        assert!(
            a.problems.iter().any(|p| p.kind == kind),
            "{name}: {:?}",
            a.problems.iter().map(|p| p.kind).collect::<Vec<_>>()
        );
        assert!(a.blocking_problem(|_| true).is_some(), "{name}");
        // Unoptimised test builds: the release binary is several times faster.
        assert!(took.as_millis() < 200, "{name}: {took:?}");
    }
}

#[test]
fn large_heredoc_is_analysed() {
    let body = "x = foo(bar) + 1  # $y\n".repeat(4500);
    let src = format!("cat > f.py <<'EOF'\n{body}EOF\npytest -n 2");
    assert!(src.len() > 100_000);
    let t = Instant::now();
    let a = analyse(&src);
    assert!(a.problems.is_empty());
    assert!(has(&src, "pytest -n 2"));
    assert!(t.elapsed().as_millis() < 200, "{:?}", t.elapsed());
}

#[test]
fn many_commands_hit_the_limit_not_the_stack() {
    let src = "a && ".repeat(30_000) + "b";
    let a = analyse(&src);
    assert!(a.problems.iter().any(|p| p.kind == ProblemKind::TooMuch));
}

#[test]
fn durations() {
    let cases: &[(&str, Option<f64>)] = &[
        ("30", Some(30.0)),
        ("1.5", Some(1.5)),
        ("2m", Some(120.0)),
        ("1h", Some(3600.0)),
        ("1d", Some(86400.0)),
        ("10s", Some(10.0)),
        ("infinity", Some(f64::INFINITY)),
        ("$x", None),
        ("", None),
        ("m", None),
    ];
    for (text, want) in cases {
        assert_eq!(duration_seconds(text), *want, "{text}");
    }
}

/// Differential test: on commands where bash and tree-sitter-bash agree (everything but the
/// named quirks), "parses cleanly" must match `bash -n`.
#[test]
fn agrees_with_bash_n() {
    let corpus: &[&str] = &[
        "ls -la",
        "a && b || c",
        "for i in 1 2; do echo $i; done",
        "while :; do :; done",
        "if x; then y; elif z; then w; else v; fi",
        "case $x in a|b) c;; *) d;; esac",
        "f() { g; }",
        "echo $(ls) `pwd` <(x) \"$y\" '${z}'",
        "cat <<'EOF'\nhi\nEOF",
        "x=(1 2 3); echo ${x[@]}",
        "[[ -f x && $y == z* ]]",
        "(( i++ ))",
        "for ((i=0;i<3;i++)); do :; done",
        "echo ${x:-y} ${#x} ${x%%.*}",
        "if then fi",
        "echo $(",
        "(",
        "case x in",
        "while true; do",
        "echo 'unterminated",
        "foo |",
        "&& x",
        "{ x",
    ];
    // Known disagreements, asserted as they are today (FIXME if tree-sitter-bash changes):
    // a stray keyword is a plain command word for tree-sitter-bash.
    let known: &[(&str, bool)] = &[("done", true), ("a ;; b", true)];
    for (src, ts) in known {
        assert_eq!(parses_cleanly(src), *ts, "known quirk changed: {src:?}");
    }
    let bash = std::process::Command::new("bash").arg("--version").output();
    if bash.is_err() {
        // FIXME: a machine without bash cannot run the differential half; the agreement
        // assertions below are still exercised on every machine that has bash (CI does).
        return;
    }
    for src in corpus {
        let out = std::process::Command::new("bash")
            .args(["-n", "-c", src])
            .output()
            .unwrap();
        let bash_ok = out.status.success();
        assert_eq!(parses_cleanly(src), bash_ok, "disagreement on {src:?}");
    }
}

#[test]
fn evaluator_sees_commands_built_from_literals() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "printf_bash_c",
            "bash -c \"$(printf 'pytest -n %s' 4)\"",
            "pytest -n 4",
        ),
        (
            "printf_eval",
            "eval \"$(printf 'pytest -n %s' 4)\"",
            "pytest -n 4",
        ),
        (
            "base64_pipe",
            "echo cHl0ZXN0IC1uIDQ= | base64 -d | sh",
            "pytest -n 4",
        ),
        (
            "base64_herestring",
            "base64 -d <<< cHl0ZXN0IC1uIDQ= | bash",
            "pytest -n 4",
        ),
        ("rev", "$(rev <<< '4 n- tsetyp')", "pytest -n 4"),
        ("array", "args=(-n 4); pytest \"${args[@]}\"", "pytest -n 4"),
        (
            "array_append",
            "a=(-q); a+=(-n 4); pytest \"${a[@]}\"",
            "pytest -q -n 4",
        ),
        ("brace", "pytest {-n,4}", "pytest -n 4"),
        ("function", "t() { pytest \"$@\"; }; t -n 4", "pytest -n 4"),
        (
            "function_nested",
            "a() { pytest \"$@\"; }; b() { a -n \"$1\"; }; b 4",
            "pytest -n 4",
        ),
        ("alias", "alias t='pytest -n 4'; t", "pytest -n 4"),
        (
            "xargs_literal",
            "printf '%s\\n' -n 4 | xargs pytest",
            "pytest -n 4",
        ),
        (
            "xargs_replace_sh",
            "echo 4 | xargs -I{} sh -c 'pytest -n {}'",
            "pytest -n 4",
        ),
        (
            "find_exec_sh",
            "find . -name x -exec sh -c 'pytest -n 4 {}' \\;",
            "pytest -n 4 ~$_gatehouse_arg",
        ),
        (
            "sh_c_positional",
            "sh -c 'pytest \"$@\"' _ -n 4",
            "pytest -n 4",
        ),
        (
            "git_c_alias",
            "git -c alias.t='!pytest -n 4' t",
            "pytest -n 4",
        ),
        (
            "python_subprocess",
            "python3 -c 'import subprocess; subprocess.run([\"pytest\", \"-n\", \"4\"])'",
            "pytest -n 4",
        ),
        ("arith_sleep", "sleep $((10*60))", "sleep 600"),
        (
            "loop_var",
            "for f in -n; do pytest $f 4; done",
            "pytest -n 4",
        ),
        (
            "set_positional",
            "set -- -n 4; pytest \"$@\"",
            "pytest -n 4",
        ),
    ];
    for (name, src, want) in cases {
        assert!(has(src, want), "{name}: `{want}` not in {:?}", lines(src));
    }
}

#[test]
fn decision_time_reads() {
    let dir = std::env::temp_dir().join(format!("shell-reads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("run.sh"), "#!/bin/sh\npytest -n \"$1\"\n").unwrap();
    std::fs::write(dir.join("Makefile"), "all: test\ntest:\n\t@pytest -n 4\n").unwrap();
    let see = |src: &str, want: &str| {
        let a = analyse_in(src, &dir);
        let ls: Vec<String> = a
            .commands
            .iter()
            .map(|c| {
                c.argv
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert!(ls.iter().any(|l| l == want), "{src}: {ls:?}");
    };
    see("bash run.sh 4", "pytest -n 4");
    see("./run.sh 4", "pytest -n 4");
    see("source run.sh 4", "pytest -n 4");
    see("make", "pytest -n 4");
    see("make test", "pytest -n 4");
    see(
        "cat > w.sh <<'EOF'\npytest -n 2\nEOF\nbash w.sh",
        "pytest -n 2",
    );
    see("printf 'pytest -n 3\\n' > v.sh && sh v.sh", "pytest -n 3");
    // A Makefile on standard input: a here-document or a here-string.
    see("make -f - t <<'EOF'\nt:\n\tpytest -n 6\nEOF", "pytest -n 6");
    see(
        "make -f /dev/stdin <<< $'all:\\n\\tpytest -n 7'",
        "pytest -n 7",
    );
    // go-task: the task's `cmds`, the tasks it calls and its `deps`.
    std::fs::write(
        dir.join("Taskfile.yml"),
        "version: '3'\ntasks:\n  default:\n    deps: [lint]\n    cmds:\n      - task: unit\n      - cmd: echo done\n  unit:\n    cmds:\n      - pytest -n 5\n  lint: ruff check .\n",
    )
    .unwrap();
    see("task", "pytest -n 5");
    see("task", "ruff check .");
    see("task unit", "pytest -n 5");
    // Nothing is read without a directory.
    assert!(!lines("bash run.sh 4").iter().any(|l| l == "pytest -n 4"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn quirk_valid_bash_tree_sitter_rejects() {
    // Each parses after the repair pass (`repair` in walk.rs) and keeps its commands.
    let cases: &[(&str, &str)] = &[
        (
            "herestring_in_if",
            "if jq -e . >/dev/null <<<\"$s\"; then echo ok; fi",
        ),
        ("semicolon_in_expansion", "echo \"${a:+$a;}b\""),
        (
            "substitution_opens_subshell",
            "x=$((echo a && echo b) | xargs)",
        ),
        (
            "group_then_else",
            "if true; then { echo a; } else echo b; fi",
        ),
        ("for_without_in", "for i do echo \"$i\"; done"),
        (
            "assignment_redirect",
            "n=$(($1 + 0)) 2>/dev/null && test \"$n\" = \"$1\"",
        ),
        ("dollar_before_paren", "rm -rf $(ls | grep -v ^packages$)"),
        (
            "double_subshell",
            "x=$(\n ((gzip -c f; echo $? >&3) | cat) 3>&1)",
        ),
        // A repair is not misled by a quote in a comment (ldd, zdiff, gpgrt-config).
        (
            "comment_apostrophe",
            "# don't stop\nfor file do echo \"$file\"; done\n# it's done",
        ),
        (
            "test_without_bracket",
            "if [ -x /usr/bin/vim; then echo v; fi",
        ),
        (
            "comment_apostrophe_tilde",
            "# user's char\nif [ \"$c\" = ~ ]; then echo t; fi",
        ),
    ];
    for (name, src) in cases {
        assert!(parses_cleanly(src), "{name}: {:?}", analyse(src).problems);
    }
    assert!(has(
        "if jq -e . >/dev/null <<<\"$s\"; then echo ok; fi",
        "echo ok"
    ));
    assert!(has("x=$((echo a && echo b) | xargs)", "xargs"));
    assert!(has(
        "bash >/dev/null <<< 'pytest -n 4'; echo",
        "pytest -n 4"
    ));
}

#[test]
fn quirk_double_quoted_newlines_kept() {
    // tree-sitter-bash leaves the newlines between a string's parts out of its children:
    // the nested heredoc read as one line and became a syntax error.
    let src = "bash -c \"bash <<EOF\npytest -n 4\nEOF\"";
    assert!(has(src, "pytest -n 4"), "{:?}", analyse(src));
    assert!(analyse(src).problems.is_empty());
    let a = analyse("echo \"a\n  b $x\nc\"");
    assert_eq!(a.commands[0].argv[1].text, "a\n  b $x\nc");
}

#[test]
fn redirect_only_statement_is_recorded() {
    for src in ["> out.txt", "2>/dev/null >> log"] {
        let a = analyse(src);
        let c = a
            .commands
            .iter()
            .find(|c| !c.redirects.is_empty())
            .unwrap_or_else(|| panic!("{src}: {:?}", a.commands));
        assert!(c.argv.is_empty() && c.program().is_none(), "{src}");
    }
}

#[test]
fn loop_iterations_known_before_running() {
    let cases: &[(&str, Option<u64>)] = &[
        ("for i in $(seq 100); do sleep 5; done", Some(100)),
        ("for i in $(seq 2 2 10); do :; done", Some(5)),
        ("for i in {1..200}; do :; done", Some(200)),
        ("for i in a b c; do :; done", Some(3)),
        ("for ((i=0; i<200; i++)); do :; done", Some(200)),
        ("for ((i=10; i>=1; i--)); do :; done", Some(10)),
        ("i=0; while [ $i -lt 100 ]; do i=$((i+1)); done", Some(100)),
        ("n=5; until (( n >= 20 )); do ((n++)); done", Some(15)),
        ("i=0; while [ $i -lt 100 ]; do i=$((i+10)); done", None),
        ("for f in *.py; do :; done", None),
        ("for ((;;)); do :; done", None),
        ("while :; do :; done", None),
        // `while read` runs once per input line.
        ("seq 100 | while read -r i; do :; done", Some(100)),
        (
            "seq 1 1000000 | while read -r i; do :; done",
            Some(1_000_000),
        ),
        ("while IFS= read -r x; do :; done < <(seq 100)", Some(100)),
        (
            "while read -r x; do :; done <<< \"$(printf 'a\\nb\\nc')\"",
            None,
        ),
        (
            "printf '%s\\n' a b c | while read -r x; do :; done",
            Some(3),
        ),
        ("git ls-files | while read -r f; do :; done", None),
        // `head -n N` lets at most N lines through: the count's bound.
        (
            "yes | head -n 1000 | while read -r _; do :; done",
            Some(1000),
        ),
        (
            "git ls-files | head -20 | while read -r f; do :; done",
            Some(20),
        ),
        ("yes | head -c 10 | while read -r _; do :; done", None),
        ("while read -r x; do :; done < README.md", None),
    ];
    for (src, want) in cases {
        let a = analyse(src);
        assert_eq!(a.loops[0].iterations, *want, "{src}");
    }
}

#[test]
fn defaults_and_program_lookups_evaluate() {
    assert!(has("\"${P:-pytest}\" -n 4", "pytest -n 4"));
    assert!(has("$(command -v pytest) -n 4", "pytest -n 4"));
    assert!(has("`which pytest` -n 4", "pytest -n 4"));
    assert!(has(
        "mapfile -t a <<< $'-n\\n4'; pytest \"${a[@]}\"",
        "pytest -n 4"
    ));
    assert!(has("busybox sleep 600", "sleep 600"));
    assert!(has("nix-shell --run 'pytest -n 4'", "pytest -n 4"));
    // A variable the command binds keeps its own (unknown) value.
    assert!(!has("read -r P; \"${P:-pytest}\" -n 4", "pytest -n 4"));
}

#[test]
fn nested_plain_evals_collapse() {
    let src = format!("{}pytest -n 4", "eval ".repeat(200));
    let a = analyse(&src);
    assert!(has(&src, "pytest -n 4"), "{:?}", a.problems);
    assert!(a.problems.is_empty());
    // Quoting still goes through every level.
    assert!(has("eval eval \"'pytest -n 4'\"", "pytest -n 4"));
}

#[test]
fn repairs_dollar_backslash_and_lone_tilde() {
    // e2scrub_all: `$\)` is a literal dollar; gpgrt-config: `[ "$c" = ~ ]`.
    for src in [
        "lvs -S lv_name=~\\(e2scrub$\\) --noheadings",
        "if [ \"$a\" = ~ -o \"$b\" = ~ ]; then :; fi",
        "if [ \"$a\" != ~ ]; then :; fi",
    ] {
        assert!(parses_cleanly(src), "{src}");
    }
}

#[test]
fn runners_and_containers_run_their_command() {
    let cases: &[(&str, &str, &str)] = &[
        ("pipenv", "pipenv run pytest -n 4", "pytest -n 4"),
        ("conda", "conda run -n env sleep 900", "sleep 900"),
        ("micromamba", "micromamba run -n env rm -rf x", "rm -rf x"),
        ("pixi", "pixi run pytest -n 4", "pytest -n 4"),
        ("tox_exec", "tox exec -e py -- pytest -n 4", "pytest -n 4"),
        ("chrt", "chrt -i 0 sleep 900", "sleep 900"),
        ("taskset", "taskset -c 0 sleep 900", "sleep 900"),
        ("cgexec", "cgexec -g cpu:ci sleep 900", "sleep 900"),
        (
            "systemd_run",
            "systemd-run --user --wait sleep 900",
            "sleep 900",
        ),
        ("firejail", "firejail --quiet sleep 900", "sleep 900"),
        ("runuser", "runuser -l ci -c 'sleep 900'", "sleep 900"),
        (
            "docker_exec",
            "docker exec -w /app app sleep 900",
            "sleep 900",
        ),
        (
            "docker_exec_it",
            "docker exec -it app pytest -n 4",
            "pytest -n 4",
        ),
        (
            "docker_run",
            "docker run --rm -v \"$PWD:/w\" -e A=1 alpine sleep 900",
            "sleep 900",
        ),
        (
            "compose_exec",
            "docker compose exec -T web sleep 900",
            "sleep 900",
        ),
        (
            "docker_compose",
            "docker-compose run --rm web sleep 900",
            "sleep 900",
        ),
        (
            "kubectl",
            "kubectl exec -it deploy/app -- sleep 900",
            "sleep 900",
        ),
        (
            "podman_sh_c",
            "podman exec app sh -c 'sleep 900'",
            "sleep 900",
        ),
    ];
    for (name, src, want) in cases {
        assert!(has(src, want), "{name}: {src}: {:?}", lines(src));
    }
    // The container command itself is still recorded (`docker exec app env`).
    assert!(has("docker exec app env", "docker exec app env"));
    // `conda install` is not a runner; `kubectl exec` without `--` names no command.
    assert!(has("conda install -y pytest", "conda install -y pytest"));
    assert!(!has("docker ps -a", "ps -a"));
}

#[test]
fn substituted_files_are_read() {
    let dir = std::env::temp_dir().join(format!("shell-subst-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("args.txt"), "-n 4\n").unwrap();
    let see = |src: &str, want: &str| {
        let a = analyse_in(src, &dir);
        let ls: Vec<String> = a
            .commands
            .iter()
            .map(|c| {
                c.argv
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert!(ls.iter().any(|l| l == want), "{src}: {ls:?}");
    };
    see("pytest $(cat args.txt)", "pytest -n 4");
    see("pytest $(<args.txt)", "pytest -n 4");
    see("echo 'sleep 900' > c.txt; $(<c.txt)", "sleep 900");
    see(
        "printf '%s\\n' 'rm -rf x' > c.txt && $(cat c.txt)",
        "rm -rf x",
    );
    // `~+` is the directory the command is in, `~-` the one before the last `cd`.
    let d = dir.display().to_string();
    see("rm -rf ~+/../x", &format!("rm -rf {d}/../x"));
    see("cd sub; cd ..; rm -rf ~-", &format!("rm -rf {d}/sub"));
    // A `cd` after `&&` holds for the rest of its chain, not past it.
    see("cd sub && cd .. && rm -rf ~-", &format!("rm -rf {d}/sub"));
    for past in [
        "cd sub && cd ..; rm -rf ~-",
        "cd sub || cd ..; rm -rf ~-",
        "true && cd sub && cd ..; echo; rm -rf ~-",
    ] {
        let a = analyse_in(past, &dir);
        assert!(
            a.commands
                .iter()
                .filter(|c| c.program() == Some("rm"))
                .all(|c| c.argv.get(2).is_some_and(|w| w.dynamic)),
            "{past}"
        );
    }
    let a = analyse_in("cd sub; if [ -e x ]; then cd ..; fi; rm -rf ~-", &dir);
    assert!(
        a.commands
            .iter()
            .any(|c| c.argv.get(2).is_some_and(|w| w.dynamic))
    );
    // `mapfile` of a process substitution of pure producers binds its lines.
    see(
        "mapfile -t a < <(printf '%s\\n' pytest -n 4); \"${a[@]}\"",
        "pytest -n 4",
    );
    // A file written with run-time content is not read from disk instead.
    let a = analyse_in("date > args.txt; pytest $(cat args.txt)", &dir);
    assert!(
        !a.commands
            .iter()
            .any(|c| c.argv.iter().any(|w| w.text == "-n"))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tools_that_run_commands() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "awk_system",
            "awk 'BEGIN{system(\"pytest -n 4\")}'",
            "pytest -n 4",
        ),
        (
            "gdb_args",
            "gdb -batch -ex run --args pytest -n 4",
            "pytest -n 4",
        ),
        ("strace", "strace -f -o t.log pytest -n 4", "pytest -n 4"),
        ("nsenter", "nsenter -t 1 -m pytest -n 4", "pytest -n 4"),
        ("sg_c", "sg docker -c 'pytest -n 4'", "pytest -n 4"),
        ("sg", "sg docker pytest -n 4", "pytest -n 4"),
        ("hyperfine", "hyperfine -w 3 'pytest -n 4'", "pytest -n 4"),
        (
            "hyperfine_prepare",
            "hyperfine -p 'sleep 900' true",
            "sleep 900",
        ),
        ("nodemon", "nodemon --exec 'pytest -n 4'", "pytest -n 4"),
        ("entr", "ls | entr -c pytest -n 4", "pytest -n 4"),
        ("entr_s", "ls | entr -s 'pytest -n 4'", "pytest -n 4"),
        (
            "xargs_0",
            "printf '%s\\0' ../wt | xargs -0 rm -rf",
            "rm -rf ../wt",
        ),
        (
            "make_f_procsub",
            "make -f <(printf 'all:\\n\\tpytest -n 4\\n')",
            "pytest -n 4",
        ),
    ];
    for (name, src, want) in cases {
        let a = analyse_in(src, std::path::Path::new("/nonexistent-gatehouse"));
        let ls: Vec<String> = a
            .commands
            .iter()
            .map(|c| {
                c.argv
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert!(ls.iter().any(|l| l == want), "{name}: {src}: {ls:?}");
    }
    // Brace expansion of globs gives one glob word per piece.
    let a = analyse("rm -rf d/{*,.*}");
    let words: Vec<&str> = a.commands[0].argv.iter().map(|w| w.text.as_str()).collect();
    assert_eq!(words, ["rm", "-rf", "d/*", "d/.*"]);
    assert!(a.commands[0].argv[2].dynamic);
    // `yes | while read` never runs out of input.
    assert_eq!(
        analyse("yes | while read -r _; do :; done").loops[0].iterations,
        Some(u64::MAX)
    );
}

#[test]
fn stdin_scripts_and_known_directories() {
    let dir = std::env::temp_dir().join(format!("shell-pwd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let see = |src: &str, want: &str| {
        let a = analyse_in(src, &dir);
        let ls: Vec<String> = a
            .commands
            .iter()
            .map(|c| {
                c.argv
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert!(ls.iter().any(|l| l == want), "{src}: {ls:?}");
    };
    let d = dir.display().to_string();
    let up = dir.parent().unwrap().display().to_string();
    see(". /dev/stdin <<< 'pytest -n 4'", "pytest -n 4");
    see("bash /dev/stdin <<< 'sleep 900'", "sleep 900");
    see("cp /dev/stdin t.sh <<< 'rm -rf x' && sh t.sh", "rm -rf x");
    see(
        "printf -- '-n\\n4\\n' > a.txt; xargs -a a.txt pytest",
        "pytest -n 4",
    );
    see("lua -e 'os.execute(\"sleep 900\")'", "sleep 900");
    see("rm -rf \"$PWD/x\"", &format!("rm -rf {d}/x"));
    see("rm -rf \"$(pwd)/x\"", &format!("rm -rf {d}/x"));
    see("rm -rf \"$(cd .. && pwd)/x\"", &format!("rm -rf {up}/x"));
    see("rm -rf ~+/x", &format!("rm -rf {d}/x"));
    // After a `cd`/`pushd` the walk could not follow, the directory is not a value.
    for src in [
        "true && cd ..; rm -rf ~+/x",
        "pushd ..; rm -rf \"$PWD/x\"",
        "cd \"$X\"; rm -rf \"$(pwd)/x\"",
    ] {
        let a = analyse_in(src, &dir);
        let rm = a
            .commands
            .iter()
            .find(|c| c.program() == Some("rm"))
            .unwrap();
        assert!(rm.argv[2].dynamic, "{src}: {:?}", rm.argv);
    }
    assert_eq!(
        analyse("for i in $(seq inf); do :; done").loops[0].iterations,
        Some(u64::MAX)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `git`'s subcommand past its own options and their values.
#[test]
fn git_subcommand_skips_gits_own_options() {
    let sub = |src: &str| {
        analyse(src)
            .commands
            .first()
            .and_then(|c| c.git_subcommand().map(|(s, i)| (s.to_owned(), i)))
    };
    assert_eq!(sub("git commit -m x"), Some(("commit".into(), 0)));
    assert_eq!(
        sub("git -C api -c k=v --no-pager push"),
        Some(("push".into(), 5))
    );
    assert_eq!(
        sub("git --git-dir .g --work-tree w --namespace n log"),
        Some(("log".into(), 6))
    );
    assert_eq!(sub("git --version"), None);
    assert_eq!(sub("hg commit"), None);
}

#[test]
fn powershell_encoded_command_is_opaque() {
    let a = analyse("powershell -EncodedCommand cAB5AHQAZQBzAHQAIAAtAG4AIAA0AA==");
    assert!(
        a.problems
            .iter()
            .any(|p| p.kind == ProblemKind::DynamicCode && p.reason.contains("EncodedCommand")),
        "{:#?}",
        a.problems
    );
    // Not a wrapper of anything else: `cmd` and `powershell` without a
    // script run nothing the analysis can see.
    assert!(analyse("powershell -EncodedCommand x").commands.len() <= 1);
    assert!(has("cmd /c dir", "dir"));
}
