#!/usr/bin/env python3
"""Builds real19.jsonl from endings.jsonl (collected, real19_collect.py) and labels.jsonl (labelled blind).

Run from the folder that holds both: python3 real19_build.py OUT.jsonl
- rows the labeller marked `drop` are left out (endings that are not the agent's text: Claude Code's
  hook-failure notices exported as the turn's last block, and one /compact summary; real19.md lists
  them);
- `keys` maps each refusing guard to its deciding sentence, which must be a verbatim substring of
  the (scrubbed) message: checked here;
- the turn flags the labeller corrected are set as given (True or False), and the row says so in
  `flags` ("labeller"); a check implies a command;
- `turn_wrote_files` is kept; `tools` and `commands` are not (the labeller read them; the guards do
  not);
- no source of this batch is a raw session .jsonl, so no row has `raw_path` / `end_uuid`;
- field order as real13/real14/real16/real17, plus `sample`.
"""
import json
import sys

GUARDS = {"stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"}


def build(out_path):
    """Joins endings.jsonl and labels.jsonl (in the current folder) into `out_path`.
    real20_build.py runs it too."""
    E = [json.loads(l) for l in open("endings.jsonl")]
    L = [json.loads(l) for l in open("labels.jsonl")]
    assert [e["id"] for e in E] == [l["id"] for l in L]

    out = []
    for e, l in zip(E, L):
        if l.get("drop"):
            continue
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
            if row["turn_ran_checks"]:
                row["turn_ran_commands"] = True
            row["flags"] = "labeller"
        row["sample"] = e["sample"]
        row["prompt"] = e["prompt"]
        row["message"] = e["message"]
        if "raw_path" in e:
            row["raw_path"] = e["raw_path"]
            row["end_uuid"] = e["end_uuid"]
        out.append(row)

    with open(out_path, "w") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(out), "rows")


if __name__ == "__main__":
    build(sys.argv[1])
