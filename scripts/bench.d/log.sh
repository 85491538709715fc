# Bench cases of the decision log, sourced by scripts/bench.
#
# The same refusal twice: once appended to the decision log (read the last
# line, SHA-256, one O_APPEND write), once with `[gatehouse] log = false` in
# the repository's config (project scope: no floor). The difference is the
# log's cost per refusal. The log lives in $BENCH_TMP (XDG_STATE_HOME, set by
# scripts/bench), never the user's own.
log_on="$BENCH_TMP/log-on-repo"
log_off="$BENCH_TMP/log-off-repo"
mkdir -p "$log_on/.git" "$log_off/.git" "$log_off/.claude"
printf '[gatehouse]\nlog = false\n' >"$log_off/.claude/gatehouse.toml"
log_bash() {
    jq -cn --arg cwd "$1" \
        '{session_id: "bench-log", transcript_path: "", cwd: $cwd, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: {command: "pytest -n 4 tests/"}}'
}
bench_guard no-xdist "$(bench_payload log-on "$(log_bash "$log_on")")" "refused, logged (decision log on)"
bench_guard no-xdist "$(bench_payload log-off "$(log_bash "$log_off")")" "refused, log = false"
bench_note "decision log: the two no-xdist rows differ only in the log append (last 4 KiB read, SHA-256, one O_APPEND write); their difference is the log's cost per refusal."
