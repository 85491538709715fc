"""Builds real12.jsonl from endings.jsonl (collected) and labels.jsonl (labelled blind).

Run from this directory: python3 real12_build.py OUT.jsonl
- rows the labeller marked `drop` are left out (broken extractions);
- a transcript viewer's page footer after the ending (`Index` / `← Prev`, then
  CSS and JS) is cut off, as the labeller labelled the text before it;
- a local test deployment's agent token is replaced by `<token>`;
- the check flags follow the labelling rules' export rule where the labeller
  noted it (a check the message reports with specifics counts as run in an
  export that hides commands), and the four flag errors the labeller found
  are corrected (LABELS.md, "Flag errors noticed").
"""
import json, re, sys

E = [json.loads(l) for l in open("endings.jsonl")]
L = [json.loads(l) for l in open("labels.jsonl")]
assert [e["id"] for e in E] == [l["id"] for l in L]

RUN_NOTE = re.compile(
    r"treated as run|reports (the|a) (check|run|build)|reports checks|reported with specifics",
    re.I,
)
FLAG_FIX = {
    "beszel-11": (False, None),
    "bing-34": (False, None),
    "mcpsrv-20": (True, True),
    "cwc-14": (True, True),
}
out = []
for e, l in zip(E, L):
    if l.get("drop"):
        continue
    m = e["message"]
    cut = m.find("\nIndex\n← Prev")
    if cut >= 0:
        m = m[:cut].rstrip()
    m = re.sub(r"(token:\s*)[A-Za-z0-9_\-]{12,}", r"\1<token>", m)
    row = {
        "id": e["id"],
        "source": e["source"],
        "license": e["license"],
        "turn_ran_checks": e["turn_ran_checks"],
        "turn_ran_commands": e["turn_ran_commands"],
        "refuse": l["refuse"],
        "prompt": e["prompt"],
        "message": m,
    }
    note = l.get("note") or ""
    if RUN_NOTE.search(note) and not e["turn_ran_checks"]:
        row["turn_ran_checks"] = True
        row["turn_ran_commands"] = True
        row["flags"] = "export rule: the check the message reports counts as run"
    if e["id"] in FLAG_FIX:
        checks, cmds = FLAG_FIX[e["id"]]
        row["turn_ran_checks"] = checks
        if cmds is not None:
            row["turn_ran_commands"] = cmds
        row["flags"] = "corrected by the labeller (LABELS.md)"
    if l.get("key"):
        row["key"] = l["key"]
    if l.get("keys"):
        row["keys"] = l["keys"]
    if note:
        row["note"] = note
    out.append(row)
with open(sys.argv[1], "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "rows;", sum(1 for r in out if r["refuse"]), "to refuse;", sum(1 for r in out if "flags" in r), "flags set")
