# Bench cases of the routing guards (issue 7), sourced by scripts/bench.
#
# A project configured as the reference fleet was (docs/guards/<guard>.md),
# one refused and one ordinary call per guard. proportionate-test-scope's
# oracle is `cat` of a fixed answer, and its run is timed beside the guard's
# and subtracted: the budget excludes the oracle's own time (the real
# oracle's is bounded by `timeout_seconds`).
# force-trace-intel is measured once where the id prefix decides (`SPEC-` in
# the sed script, no regex compiled) and once where the regex must be compiled.
rr="$BENCH_TMP/routing-repo"
mkdir -p "$rr/.git" "$rr/.claude" "$rr/src" "$rr/tests" "$rr/docs" "$rr/scripts/gates"
printf 'def handler():\n    return 1\n' >"$rr/src/app.py"
printf 'SPEC-001\n' >"$rr/docs/notes.md"
printf '{"verdict": "bounded", "reasons": ["src/app.py changed"], "tests": ["tests/test_app.py"], "untested": [], "rows": [], "changed": ["src/app.py"]}\n' >"$rr/oracle.json"
# The reference configuration of the routing table tests, with an oracle that answers at once.
sed "s|^oracle = .*|oracle = \"cat $rr/oracle.json\"|" "$ROOT/hooks/tests/routing/reference.toml" >"$rr/.claude/gatehouse.toml"

# routing_case GUARD NAME LABEL COMMAND [BACKGROUND]
routing_case() {
    local input
    input="$(jq -cn --arg c "$4" --argjson b "${5:-false}" '{command: $c, description: "bench", run_in_background: $b}')"
    bench_guard "$1" "$(bench_payload "rt-$2" "$(jq -cn --arg cwd "$rr" --argjson i "$input" \
        '{session_id: "b", transcript_path: "", cwd: $cwd, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: $i}')")" "$3" "" 3 "${6:-}"
}
routing_case force-ast-toolkit ast-cat "cat src/app.py (refused)" "cat src/app.py"
routing_case force-ast-toolkit ast-ok "git status (allowed)" "git status"
routing_case force-ast-toolkit ast-ruff "ruff check src/app.py (allowed, operand resolved)" "ruff check src/app.py"
routing_case force-ast-toolkit ast-git-show "git show HEAD:src/app.py (refused)" "git show HEAD:src/app.py"
bench_guard force-ast-toolkit "$(bench_payload rt-ast-read "{\"session_id\":\"b\",\"transcript_path\":\"\",\"cwd\":\"$rr\",\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Read\",\"tool_input\":{\"file_path\":\"$rr/src/app.py\"}}")" "Read src/app.py (refused)"
routing_case force-code-intel ci-import "grep -rn 'import os' src (refused)" "grep -rn 'import os' src"
routing_case force-code-intel ci-literal "grep -rn 'connection refused' src (allowed)" "grep -rn 'connection refused' src"
routing_case force-code-intel ci-one-file "rg -n 'def handler' src/app.py (allowed)" "rg -n 'def handler' src/app.py"
routing_case force-trace-intel ti-sed "sed -i SPEC-001 (refused, prefix)" "sed -i 's/SPEC-001/SPEC-101/' docs/notes.md"
routing_case force-trace-intel ti-class "grep -r 'SPE[C]-1' (refused, class read as text)" "grep -rn 'SPE[C]-1' docs"
routing_case force-trace-intel ti-regex "grep -r 'colou?r' (allowed, id regex and search regex compiled)" "grep -rn 'colou?r' docs"
routing_case force-trace-intel ti-ok "git status (allowed)" "git status"
routing_case force-graph-query gq-heredoc "python heredoc import neo4j (refused)" "python - <<'PY'
from neo4j import GraphDatabase
GraphDatabase.driver('bolt://localhost:7687')
PY"
routing_case force-graph-query gq-ok "python -c print (allowed)" "python -c 'print(1)'"
routing_case force-graph-query gq-version "cypher-shell --version (allowed)" "cypher-shell --version"
routing_case single-gate-entrypoint sg-gate "python scripts/gates/lint.py (refused)" "python scripts/gates/lint.py"
routing_case single-gate-entrypoint sg-entry "python scripts/gates.py (allowed)" "python scripts/gates.py --only lint"
routing_case single-gate-entrypoint sg-make "make build (allowed, no Makefile)" "make build"
routing_case force-test-observation to-fg "pytest tests (refused)" "pytest tests"
routing_case force-test-observation to-bg "observed background pytest (allowed)" "pytest -p observe_pytest tests" true
# The oracle's run (`cat`, spawned as the guard spawns it) is timed beside and subtracted.
routing_case proportionate-test-scope ps-full "pytest: full suite (refused)" "pytest" false "cat $rr/oracle.json"
routing_case proportionate-test-scope ps-one "pytest tests/test_app.py (allowed)" "pytest tests/test_app.py"
# Issue 24: task runners are read at decision time (package.json here).
printf '{"scripts": {"build": "echo build", "test": "pytest"}}\n' >"$rr/package.json"
routing_case force-test-observation to-npm-build "npm run build (allowed, package.json read)" "npm run build" true
routing_case force-test-observation to-npm-test "npm test whose script is pytest (refused)" "npm test" true
routing_case single-gate-entrypoint sg-npm "npm run build (allowed, package.json read)" "npm run build"
routing_case force-graph-query gq-socket "nc localhost 7687 (refused)" "nc localhost 7687"
bench_note "routing guards (issue 7): proportionate-test-scope waits for its oracle on the child's pidfd (it polled with growing sleeps, which woke up to twice the oracle's run time late); the oracle's own run is subtracted (see above)."
