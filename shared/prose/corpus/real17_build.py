"""Builds real17.jsonl from endings.jsonl (collected) and labels.jsonl (labelled blind).

Run from the folder that holds both: python3 real17_build.py OUT.jsonl
- every collected row is kept (the labeller dropped none);
- `keys` maps each refusing guard to its deciding sentence, which must be a verbatim substring of
  the (scrubbed) message: checked here;
- the turn flags the labeller corrected are set, and the row says so in `flags` ("labeller"): test
  and build commands the collector's CHECK pattern does not know (`mix test`, `mix compile`, `python -m
  build`, `python3 test_*.py` scripts, `cargo run`; see real17.md);
- `turn_wrote_files` is kept; `tools` and `commands` are not (the labeller read them; the guards do
  not);
- rows read from a raw Claude Code session file keep `raw_path` (the file's path in its repository;
  the file is saved as /work/wt/real17-raw/<owner>+<name>/<raw_path>) and `end_uuid` (the uuid of
  the last assistant record of the ending), so the ending can be replayed with its transcript;
- field order as real13/real14/real16, plus `sample`, `raw_path`, `end_uuid`.
"""
import json
import sys

GUARDS = {"stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"}

E = [json.loads(l) for l in open("endings.jsonl")]
L = [json.loads(l) for l in open("labels.jsonl")]
assert [e["id"] for e in E] == [l["id"] for l in L]

out = []
for e, l in zip(E, L):
    assert set(l["refuse"]) <= GUARDS, l["id"]
    assert set(l.get("keys") or {}) == set(l["refuse"]), l["id"]
    for g, k in (l.get("keys") or {}).items():
        assert k in e["message"], (l["id"], g, k)
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
        row["turn_ran_commands"] = True
        row["flags"] = "labeller"
    row["sample"] = e["sample"]
    row["prompt"] = e["prompt"]
    row["message"] = e["message"]
    if "raw_path" in e:
        row["raw_path"] = e["raw_path"]
        row["end_uuid"] = e["end_uuid"]
    out.append(row)

with open(sys.argv[1], "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "rows")
