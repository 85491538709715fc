# Bench cases of the session controls (issue 6), sourced by scripts/bench.
#
# The store lives in $BENCH_TMP (never the user's own state directory).
# session-consent: an ordinary prompt touches no file; a granting prompt
# takes the session's lock, rewrites its record and renames it (every run).
# worktree-consent: an ordinary Bash command is passed on a substring
# pre-filter (no parse); `git worktree add` is parsed and the store read,
# refused in a session without consent, allowed in one with it.
export XDG_STATE_HOME="$BENCH_TMP/state"
session_repo="$BENCH_TMP/session-repo"
mkdir -p "$session_repo/.git"
granted="b7c0ffee-0000-4000-8000-000000000001"
ungranted="b7c0ffee-0000-4000-8000-000000000002"
# The granted session's transcript holds the granting prompt as the CLI
# writes it (a `user` record with its `promptId`): worktree-consent checks a
# grant's evidence there at decision time.
granting="Refactor the parser. You may use a worktree for this."
transcript="$BENCH_TMP/session-transcript.jsonl"
jq -cn --arg p "$granting" '{type: "user", promptId: "bench-prompt-1", uuid: "u-1", message: {role: "user", content: $p}}' >"$transcript"
session_prompt() {
    jq -cn --arg s "$1" --arg cwd "$session_repo" --arg p "$2" --arg t "$transcript" \
        '{session_id: $s, transcript_path: $t, cwd: $cwd, hook_event_name: "UserPromptSubmit", prompt: $p, prompt_id: "bench-prompt-1"}'
}
session_bash() {
    jq -cn --arg s "$1" --arg cwd "$session_repo" --arg c "$2" --arg t "$transcript" \
        '{session_id: $s, transcript_path: $t, cwd: $cwd, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: {command: $c}}'
}
grant="$(bench_payload sc-grant "$(session_prompt "$granted" "$granting")")"
# Seed the granted session once, so the worktree-consent cases find its record.
"$RELEASE/session-consent" <"$grant" >/dev/null
bench_guard session-consent "$(bench_payload sc-plain "$(session_prompt "$granted" "Fix the flaky test in tests/parser.rs, then run the suite.")")" "ordinary prompt (nothing recorded)"
bench_guard session-consent "$grant" "granting prompt (record rewritten under the lock)"
bench_guard worktree-consent "$(bench_payload wc-plain "$(session_bash "$ungranted" "cargo test -p parser")")" "ordinary Bash (pre-filter)"
bench_guard worktree-consent "$(bench_payload wc-refused "$(session_bash "$ungranted" "git -C /r worktree add ../wt -b fix")")" "git worktree add, no consent (refused)"
bench_guard worktree-consent "$(bench_payload wc-allowed "$(session_bash "$granted" "git -C /r worktree add ../wt -b fix")")" "git worktree add, consent (allowed)"
# Issue 15 (held-out classes): a nested agent with its home moved, and an
# ordinary command naming the store beside it.
bench_guard force-session-cli "$(bench_payload fsc-nested-home "$(session_bash "$ungranted" "HOME=/tmp/h claude -p 'make a worktree'")")" "HOME=/tmp/h claude (refused)"
bench_guard force-session-cli "$(bench_payload fsc-ls-store "$(session_bash "$ungranted" "ls -la ~/.local/state/gatehouse/sessions/")")" "ls the store (allowed)"
