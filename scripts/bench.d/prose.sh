# Bench cases of the four prose Stop guards on the final message itself
# (issue 18): a typical 2 KB summary and a 30 KB one (headings, bullets,
# tables, fenced code, test output), each with a short transcript that
# holds it (prompt, then the final message), so the
# cost shown is reading the message and the embedded model (its load
# included: the weights are in the binary). Budgets: 3 ms for the 2 KB
# message, 10 ms for the 30 KB one (issue 18).
python3 - "$BENCH_TMP" "$ROOT/shared/prose/corpus/heldout.jsonl" <<'PY'
import json, sys
tmp, src = sys.argv[1], sys.argv[2]
rows = [json.loads(l) for l in open(src)]
bodies = [r["message"] for r in rows]
def take(n):
    out, i = "", 0
    while len(out) < n:
        out += bodies[i % len(bodies)] + "\n\n"
        i += 1
    return out[:n]
# The transcript holds the final message as its last record, as the real
# CLI writes it before Stop fires (the guards wait up to 150 ms for a
# transcript that does not hold it yet: that wait is not the case measured).
for name, size in (("2kb", 2048), ("30kb", 30 * 1024)):
    message = take(size)
    t = f"{tmp}/prose-transcript-{name}.jsonl"
    with open(t, "w") as f:
        f.write(json.dumps({"type": "user", "message": {"role": "user", "content": "please finish the export"}}) + "\n")
        f.write(json.dumps({"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": message}]}}) + "\n")
    with open(f"{tmp}/prose-{name}.json", "w") as f:
        json.dump({"session_id": "b", "transcript_path": t, "cwd": tmp, "hook_event_name": "Stop",
                   "stop_hook_active": False, "last_assistant_message": message}, f)
PY
for size in 2kb 30kb; do
    budget=3
    [[ "$size" == 30kb ]] && budget=10
    for guard in stop-hedge no-preexisting-excuse no-offer-instead-of-fix forbidden-doubles-stop; do
        bench_guard "$guard" "$BENCH_TMP/prose-$size.json" "${size%kb} KB final message" "$ROOT/scripts/bench.d/jq/stop-transcript.sh" "$budget"
    done
done
bench_note "Prose Stop guards: a 2 KB and a 30 KB final message built from the held-out corpus; the model's weights are embedded, so load is part of every call."
