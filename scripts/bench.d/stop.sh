# Bench cases of the Stop guards (issue 4), sourced by scripts/bench.
#
# Each Stop guard runs on a transcript of 2 MB and one of 200 MB (generated
# here: many earlier turns, then the same final turn of ~40 records), so the
# table shows in one run that the cost does not grow with the transcript: the
# reader seeks to the end and reads backwards only to the turn's start.
# Budget: median <= 20 ms (issue 4). The cwd is a real git repository with an
# upstream and 5 commits ahead, so squash-reminder runs its git queries too.
stop_repo="$BENCH_TMP/stop-repo"
(
    set -e
    export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 HOME="$BENCH_TMP" \
        GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.invalid \
        GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.invalid
    git init -q --bare -b main "$BENCH_TMP/stop-origin.git"
    git init -q -b main "$stop_repo"
    git -C "$stop_repo" remote add origin "$BENCH_TMP/stop-origin.git"
    git -C "$stop_repo" commit -q --allow-empty -m base
    git -C "$stop_repo" push -q -u origin main
    for i in 1 2 3 4 5; do git -C "$stop_repo" commit -q --allow-empty -m "change $i"; done
)
python3 - "$BENCH_TMP" <<'PY'
import json, os, sys
tmp = sys.argv[1]

def rec(kind, content, **extra):
    r = {"type": kind, "message": {"role": kind, "content": content}, "uuid": "u", "sessionId": "s"}
    r.update(extra)
    return json.dumps(r)

def turn(n, final_text):
    out = [rec("user", f"prompt {n}: please implement the next part")]
    for i in range(12):
        tid = f"toolu_{n}_{i}"
        if i % 3 == 0:
            call = {"type": "tool_use", "id": tid, "name": "Write",
                    "input": {"file_path": f"/p/src/mod_{i}.py", "content": "import os\n\ndef f(x):\n    return x + 1\n" * 20}}
        elif i % 3 == 1:
            call = {"type": "tool_use", "id": tid, "name": "Bash", "input": {"command": "cargo test --workspace 2>&1 | tail -5"}}
        else:
            call = {"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": f"/p/src/mod_{i}.py"}}
        out.append(json.dumps({"type": "assistant", "message": {"id": f"m{n}_{i}", "role": "assistant", "content": [call]}}))
        out.append(rec("user", [{"type": "tool_result", "tool_use_id": tid, "content": "ok\n" + "line of output\n" * 40, "is_error": False}], toolUseResult={}))
    out.append(json.dumps({"type": "assistant", "message": {"id": f"m{n}_c", "role": "assistant", "content": [
        {"type": "tool_use", "id": f"toolu_{n}_c", "name": "Bash", "input": {"command": "git commit -am 'change'"}}]}}))
    out.append(rec("user", [{"type": "tool_result", "tool_use_id": f"toolu_{n}_c", "content": "[main 1a2b3c] change", "is_error": False}], toolUseResult={}))
    out.append(json.dumps({"type": "assistant", "message": {"id": f"m{n}_f", "role": "assistant", "content": [{"type": "text", "text": final_text}]}}))
    return "\n".join(out) + "\n"

final = turn(999999, "Implemented the parser. All tests pass.")
filler = turn(0, "Finished part 0.")
for name, size in (("2mb", 2 << 20), ("200mb", 200 << 20)):
    path = os.path.join(tmp, f"transcript-{name}.jsonl")
    with open(path, "w") as f:
        written = 0
        while written + len(final) < size:
            f.write(filler)
            written += len(filler)
        f.write(final)
# A final turn that only commits and claims, the tests having run in the
# turn before with nothing changed since: stop-hedge reads back past the
# turn's start to the latest change (`transcript::read_since_change`).
commit_only = "\n".join([
    rec("user", "prompt 1000000: commit it"),
    json.dumps({"type": "assistant", "message": {"id": "mc", "role": "assistant", "content": [
        {"type": "tool_use", "id": "toolu_cc", "name": "Bash", "input": {"command": "git commit -am 'parser'"}}]}}),
    rec("user", [{"type": "tool_result", "tool_use_id": "toolu_cc", "content": "[main 1a2b3c] parser", "is_error": False}], toolUseResult={}),
    json.dumps({"type": "assistant", "message": {"id": "mf", "role": "assistant", "content": [{"type": "text", "text": "Committed. All tests pass."}]}}),
]) + "\n"
with open(os.path.join(tmp, "transcript-earlier.jsonl"), "w") as f:
    written = 0
    while written < 2 << 20:
        f.write(filler)
        written += len(filler)
    f.write(commit_only)
PY
for size in 2mb 200mb; do
    t="$BENCH_TMP/transcript-$size.jsonl"
    label="$(( $(stat -c %s "$t") / 1048576 )) MB transcript"
    p="$(bench_payload "stop-$size" "{\"session_id\":\"b\",\"transcript_path\":\"$t\",\"cwd\":\"$stop_repo\",\"hook_event_name\":\"Stop\",\"stop_hook_active\":false,\"last_assistant_message\":\"Implemented the parser. All tests pass.\"}")"
    for guard in stop-hedge no-preexisting-excuse no-offer-instead-of-fix forbidden-doubles-stop squash-reminder; do
        bench_guard "$guard" "$p" "$label" "$ROOT/scripts/bench.d/jq/stop-transcript.sh" 20
    done
done
t="$BENCH_TMP/transcript-earlier.jsonl"
p="$(bench_payload "stop-earlier" "{\"session_id\":\"b\",\"transcript_path\":\"$t\",\"cwd\":\"$stop_repo\",\"hook_event_name\":\"Stop\",\"stop_hook_active\":false,\"last_assistant_message\":\"Committed. All tests pass.\"}")"
bench_guard stop-hedge "$p" "claim backed by the turn before (2 MB)" "$ROOT/scripts/bench.d/jq/stop-transcript.sh" 20
bench_note "Stop guards: each ran on a 2 MB and a 200 MB transcript with the same final turn; equal medians show the cost does not grow with the transcript (the reader seeks to the end and stops at the turn's opening prompt)."
