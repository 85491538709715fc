"""Builds real13.jsonl from endings.jsonl (collected) and labels.jsonl (labelled blind).

Run from the folder that holds both: python3 real13_build.py OUT.jsonl
- the row the labeller marked `drop` is left out (a turn cut off by an API
  error, not a final message);
- the turn flags the labeller corrected are set, and the row says so in
  `flags` ("labeller"): 19 tcc/janet rows whose commands plainly ran a build
  or a test (`make`, `build-tiger.sh`, a test script over ssh, which the
  check pattern does not know), 4 whose command list stops at 20 while the
  message reports the checks with specifics, and 3 Vale rows (an export
  that hides tool calls) that report runs with specifics (the labelling
  rules' export rule);
- `turn_wrote_files` (the turn made an Edit/Write call or a command that
  writes; null where the export hides tool calls) is kept; `tools` and
  `commands` are not (they were read by the labeller, not by the guards).
"""
import json, sys

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
        "prompt": e["prompt"],
        "message": e["message"],
    }
    if l.get("flags"):
        row.update(l["flags"])
        row["flags"] = "labeller"
    if l.get("note"):
        row["note"] = l["note"]
    if l.get("keys"):
        row["keys"] = l["keys"]
    out.append(row)

with open(sys.argv[1], "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "rows")
