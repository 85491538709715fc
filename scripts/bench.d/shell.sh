# Bench cases of the shell-analysis guards (issue 3), sourced by scripts/bench.
# Budgets from the issue: ordinary commands <= 3 ms median, a 100 KB command
# <= 20 ms, the pathological inputs (30 unclosed `$(`, 2,000 nested
# substitutions) <= 50 ms. Big and pathological cases have no bash+jq twin
# (`shell-none.sh`): a grep over the text is not the same work.
shell_repo="$BENCH_TMP/shell-repo"
if [[ ! -d "$shell_repo/.git" ]]; then
    mkdir -p "$shell_repo"
    git -C "$shell_repo" -c init.defaultBranch=main init -q
    git -C "$shell_repo" -c user.name=b -c user.email=b@b commit -q --allow-empty -m init
    git -C "$shell_repo" worktree add -q -b feature "$BENCH_TMP/shell-wt" 2>/dev/null
fi
shell_none="$ROOT/scripts/bench.d/jq/shell-none.sh"

# A Bash PreToolUse payload for COMMAND (JSON-escaped by python: commands hold quotes,
# backslashes and newlines).
shell_payload() {
    local name="$1" command="$2"
    bench_payload "$name" "$(python3 -c 'import json,sys; print(json.dumps({"session_id":"b","transcript_path":"","cwd":sys.argv[1],"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":sys.argv[2]}}))' "$shell_repo" "$command")"
}

ordinary='cd src && git status --short && cargo test -p shell 2>&1 | tail -5'
for guard in no-xdist block-sleep-poll block-worktree-deletions; do
    bench_guard "$guard" "$(shell_payload "$guard-ordinary" "$ordinary")" "ordinary (allowed)"
done
bench_guard no-xdist "$(shell_payload xdist-refused "bash -lc 'python -m pytest -n 4 tests/'")" "bash -lc pytest -n (refused)"
# The partial evaluator (issue 16): a function, an array and printf-built text, and a
# script read at decision time.
evaluated='args=(-q -x); f() { pytest "$@"; }; f "${args[@]}"; bash -c "$(printf '"'"'echo %s'"'"' done)"'
printf '#!/bin/sh\npytest -q\n' > "$shell_repo/run.sh"
for guard in no-xdist block-sleep-poll block-worktree-deletions; do
    bench_guard "$guard" "$(shell_payload "$guard-evaluated" "$evaluated")" "evaluated (function, array, printf)"
    bench_guard "$guard" "$(shell_payload "$guard-script" "bash run.sh")" "script by path (read)"
done
bench_guard no-xdist "$(shell_payload xdist-printf "bash -c \"\$(printf 'pytest -n %s' 4)\"")" "printf-built pytest -n (refused)"
bench_guard no-xdist "$(shell_payload xdist-deep-eval "$(printf 'eval %.0s' $(seq 200))pytest -n 4")" "200 nested eval (refused)" "$shell_none" 50
bench_guard block-sleep-poll "$(shell_payload poll-refused 'until grep -q DONE log; do sleep 5; done')" "until-poll (refused)"
# A recursive `rm` makes the guard list the worktrees: from the repository's records
# (`.git/worktrees/*/gitdir`) in a plain layout, else by running `git worktree list` (a
# process of its own, ~2-4 ms): budget 10 ms, and no jq twin (it would not run git).
bench_guard block-worktree-deletions "$(shell_payload wt-rm-build 'rm -rf build node_modules')" "rm -rf build (runs git)" "$shell_none" 10
bench_guard block-worktree-deletions "$(shell_payload wt-refused "rm -rf $BENCH_TMP/shell-wt")" "rm -rf worktree (refused)" "$shell_none" 10

big="$(python3 -c 'print("cat > gen.py <<'"'"'EOF'"'"'\n" + "x = compute(a, b) + 1  # $y `z`\n" * 3300 + "EOF\npytest -q")')"
unclosed="pytest $(printf '$(%.0s' $(seq 30))"
nested="$(python3 -c 'print("$(" * 2000 + "pytest -n 4; sleep 600; rm -rf x" + ")" * 2000)')"
for guard in no-xdist block-sleep-poll block-worktree-deletions; do
    bench_guard "$guard" "$(shell_payload "$guard-big" "$big")" "100 KB heredoc" "$shell_none" 20
    bench_guard "$guard" "$(shell_payload "$guard-unclosed" "$unclosed")" "30 unclosed \$(" "$shell_none" 50
    bench_guard "$guard" "$(shell_payload "$guard-nested" "$nested")" "2,000 nested \$(…)" "$shell_none" 50
done
