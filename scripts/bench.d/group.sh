# Bench cases of the default Bash entry, sourced by scripts/bench.
#
# A Bash call starts one hook entry: `gatehouse-dispatch --here` with the 8
# guards that act on Bash under an empty config (src/registry.rs groups
# them; src/fanout.rs runs each on a thread of the dispatcher, which carries
# the PreToolUse guards compiled in, and merges the answers). The case is
# the whole entry: one process, 8 checks, the merge. Its twin runs the 8
# guards' bash+jq twins at once. Budget: 10 ms on 2 cores — against 8
# separate entries, each of which costs the harness 3–4.5 ms to start
# (README, Speed).
group_repo="$BENCH_TMP/group-repo"
if [[ ! -d "$group_repo/.git" ]]; then
    mkdir -p "$group_repo"
    git -C "$group_repo" -c init.defaultBranch=main init -q
fi
group_payload() {
    bench_payload "$1" "$(python3 -c 'import json,sys; print(json.dumps({"session_id":"b","transcript_path":"","cwd":sys.argv[1],"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":sys.argv[2]}}))' "$group_repo" "$2")"
}
group_entry="gatehouse-dispatch --here no-xdist block-sleep-poll block-worktree-deletions worktree-consent force-session-cli no-doubles-py no-banned-deps secret-guard"
group_twin="$ROOT/scripts/bench.d/jq/group-default.sh"
bench_guard "$group_entry" "$(group_payload group-ordinary 'cd src && git status --short && cargo test -p shell 2>&1 | tail -5')" "default Bash entry, ordinary" "$group_twin" 10
bench_guard "$group_entry" "$(group_payload group-refused 'pytest -n 4 && cat .env')" "default Bash entry, 2 refuse" "$group_twin" 10
