# Bench cases of the SessionStart hooks (issue 10), sourced by scripts/bench.
#
# One generated repository of 10,000 files (100 directories x 100 files of
# Rust, Python, TypeScript, Go and Markdown, ~30 lines and 3 top-level symbols
# each; all committed), with JUnit reports (20 files x 200 test cases, 8 red),
# a snapshot of the content hashes of its 2,000 Python files (20 of them
# changed since), three linked worktrees and a digest command. Budgets are
# wall time per SessionStart call: the map < 1 s on 10,000 files (issue 10);
# the others < 1 s too (they run once per session start, not per tool call).
# These hooks do real work (read 10,000 files, hash 2,000, run git), so the
# comparison with /bin/true and the 15x-over-bash+jq rule of the PreToolUse
# guards does not apply: the twin is `jq/session-start-none.sh`; a bash twin
# of the map is timed once below and reported as a note instead.
ss_repo="$BENCH_TMP/ss-repo"
ss_none="$ROOT/scripts/bench.d/jq/session-start-none.sh"
(
    set -e
    export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 HOME="$BENCH_TMP" \
        GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.invalid \
        GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.invalid
    git init -q -b main "$ss_repo"
    python3 - "$ss_repo" <<'PY'
import hashlib, json, os, sys
root = sys.argv[1]
kinds = [
    ("rs", "pub fn f{n}() {{}}\npub struct S{n};\npub enum E{n} {{ A }}\n", "    let x = {i};\n"),
    ("py", "def f{n}():\n    pass\n\nclass C{n}:\n    pass\n\ndef g{n}():\n    pass\n", "x_{i} = {i}\n"),
    ("ts", "export function f{n}() {{}}\nexport class C{n} {{}}\nexport const K{n} = 1;\n", "const x{i} = {i};\n"),
    ("go", "package p\nfunc F{n}() {{}}\ntype T{n} struct{{}}\nfunc (t *T{n}) M() {{}}\n", "var x{i} = {i}\n"),
    ("md", "# Notes {n}\n", "line {i}\n"),
]
snapshot = {}
for d in range(100):
    os.makedirs(f"{root}/src/pkg{d:02}", exist_ok=True)
    for i in range(100):
        n = d * 100 + i
        ext, head, body = kinds[n % len(kinds)]
        text = head.format(n=n) + "".join(body.format(i=j) for j in range(25))
        rel = f"src/pkg{d:02}/m{i:03}.{ext}"
        open(f"{root}/{rel}", "w").write(text)
        if ext == "py":
            h = hashlib.sha256(text.encode()).hexdigest()
            snapshot[rel] = h if len(snapshot) % 100 else "0" * 64  # 20 of 2,000 stale
os.makedirs(f"{root}/plans", exist_ok=True)
json.dump({"files": snapshot}, open(f"{root}/plans/ast.json", "w"))
os.makedirs(f"{root}/build/test-results/test", exist_ok=True)
for r in range(20):
    cases = "".join(
        f'<testcase classname="app.Suite{r}" name="test_{c}">'
        + ('<failure message="boom">trace</failure></testcase>' if (r * 200 + c) % 500 == 0 else "</testcase>")
        for c in range(200))
    open(f"{root}/build/test-results/test/TEST-{r}.xml", "w").write(f'<?xml version="1.0"?><testsuite>{cases}</testsuite>')
os.makedirs(f"{root}/.claude", exist_ok=True)
open(f"{root}/.gitignore", "w").write(".claude/codebase-map.md\n.claude/run/\n")
open(f"{root}/.claude/gatehouse.toml", "w").write(
    '[ast-freshness-pin]\nsnapshot = "plans/ast.json"\nmandate = "Query the AST toolkit."\n'
    '[session-overview]\ncommand = "git log --oneline -3"\n'
    '[worktree-gc]\nmin_idle_minutes = 0\n'
    '[reap-orphan-waiters]\nmin_age_minutes = 0\n')
PY
    git -C "$ss_repo" add -A
    git -C "$ss_repo" commit -q -m "10,000 files"
    for w in a b c; do git -C "$ss_repo" worktree add -q "$BENCH_TMP/ss-wt-$w" -b "wt-$w"; done
)
ss_payload="$(bench_payload ss-startup "{\"session_id\":\"s\",\"transcript_path\":\"$BENCH_TMP/t.jsonl\",\"cwd\":\"$ss_repo\",\"hook_event_name\":\"SessionStart\",\"source\":\"startup\"}")"
bench_guard inject-codebase-map "$ss_payload" "10,000 files" "$ss_none" 1000
bench_guard ast-freshness-pin "$ss_payload" "2,000 hashed, 20 stale" "$ss_none" 1000
bench_guard error-report "$ss_payload" "20 JUnit files, 8 red" "$ss_none" 1000
bench_guard session-overview "$ss_payload" "git log digest" "$ss_none" 1000
bench_guard worktree-gc "$ss_payload" "3 worktrees, dry run" "$ss_none" 1000
bench_guard reap-orphan-waiters "$ss_payload" "whole /proc, dry run" "$ss_none" 1000
# The bash twin of the map's rule (file list, line counts, symbol greps), timed once.
ss_twin_ms="$(cd "$ss_repo" && python3 -c '
import subprocess, time
t = time.perf_counter()
subprocess.run(["bash", "-c", r"""git ls-files -co --exclude-standard -z | xargs -0 wc -l >/dev/null;
git ls-files -z -- "*.rs" | xargs -0 grep -hE "^pub (fn|struct|enum|trait|mod) " >/dev/null;
git ls-files -z -- "*.py" | xargs -0 grep -hE "^(def|class) " >/dev/null;
git ls-files -z -- "*.ts" | xargs -0 grep -hE "^export (function|class|const) " >/dev/null;
git ls-files -z -- "*.go" | xargs -0 grep -hE "^(func|type) " >/dev/null"""], check=False)
print(round((time.perf_counter() - t) * 1000))')"
bench_note "session_start: a bash twin of inject-codebase-map's scan (git ls-files | wc -l, four symbol greps, no output formatting) took ${ss_twin_ms} ms once on the same 10,000 files."
bench_note "session_start: start-ast-daemon / start-architecture-sync are not benched (each call would start a job); their work is a pidfile read and /proc/<pid>/stat, or one spawn plus a 150 ms settle check."
