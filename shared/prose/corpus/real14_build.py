"""Builds real14.jsonl from endings.jsonl (collected) and labels.jsonl (labelled blind).

Run from the folder that holds both: python3 real14_build.py OUT.jsonl
- a row the labeller marks `drop` is left out (none in this batch);
- the turn flags the labeller corrected are set, and the row says so in
  `flags` ("labeller"): 16 rows whose commands ran a check the pattern
  does not know (`mix test`/`mix compile`, live test scripts and
  `hex.build` in the two Elixir repositories, a test script), one whose
  only commands were two `rg` reads (both flags false) and one whose
  `git push` was missed (`turn_ran_commands` true);
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
