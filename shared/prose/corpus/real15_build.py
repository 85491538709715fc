"""Builds real15.jsonl from endings.jsonl (collected) and labels.jsonl (labelled blind).

Run from the folder that holds both: python3 real15_build.py OUT.jsonl
- a row the labeller marks `drop` is left out (one: mistkit-81, whose prompt is the `/compact`
  slash command with its arguments);
- the turn flags the labeller corrected are set, and the row says so in `flags` ("labeller"):
  mistkit-39 ran `xcodebuild test` by the tool's full path, which the CHECK pattern misses;
- `turn_wrote_files` is kept (never null: the export shows every tool call); `tools` and
  `commands` are not (the labeller read them; the guards do not);
- field order as real13/real14, plus `sample` ("random" / "targeted", real15_collect.py).
"""
import json
import sys

E = [json.loads(l) for l in open("endings.jsonl")]
L = [json.loads(l) for l in open("labels.jsonl")]
assert [e["id"] for e in E] == [l["id"] for l in L]

out = []
for e, l in zip(E, L):
    if l.get("drop"):
        continue
    row = {
        "id": e["id"],
        "source": e["source"],
        "license": e["license"],
        "turn_ran_checks": e["turn_ran_checks"],
        "turn_ran_commands": e["turn_ran_commands"],
        "turn_wrote_files": e["turn_wrote_files"],
        "refuse": l["refuse"],
    }
    if l.get("keys"):
        row["keys"] = l["keys"]
    if l.get("note"):
        row["note"] = l["note"]
    if l.get("flags"):
        row.update(l["flags"])
        row["flags"] = "labeller"
    row["sample"] = e["sample"]
    row["prompt"] = e["prompt"]
    row["message"] = e["message"]
    out.append(row)

with open(sys.argv[1], "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "rows")
