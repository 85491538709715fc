"""Builds real16.jsonl from endings.jsonl (collected) and labels.jsonl (labelled blind).

Run from the folder that holds both: python3 real16_build.py OUT.jsonl
- a row the labeller marks `drop` is left out (six: mirador-13, -16, -17, -19, the same endings as
  other mirador rows in another version of the export, with the employer's name not yet replaced
  or replaced; and dvr-22, dvr-34, the last two random mcp-desktop-dvr rows in the collector's
  shuffled order, so that this source stays within 35% of the rows after those drops);
- the turn flags the labeller corrected are set, and the row says so in `flags` ("labeller"):
  tests, builds and linters the CHECK pattern does not know (`python3 test_*.py`, `./test_suite.sh`,
  `lake build`, `./scripts/lint.sh`, `docker compose build`; see real16.md);
- `turn_wrote_files` is kept (never null: the export shows every tool call); `tools` and
  `commands` are not (the labeller read them; the guards do not);
- field order as real13/real14, plus `sample` ("random" / "targeted", real16_collect.py).
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
