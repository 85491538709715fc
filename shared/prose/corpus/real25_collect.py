#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real25) from the extractions in raw/ (stdlib only).

Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository because it
names people), with this folder on PYTHONPATH:
  python3 real25_extract.py all $M raw        # the extraction loop (see its docstring)
  python3 real25_collect.py [--counts]

Steps are real19_collect's (its `load`, `pick_targeted` and scrub lists, unchanged): drop
slash-command / notification / compaction / local-command "prompts", client notices, endings under
40 characters, mostly non-Latin endings and duplicates; every kept ending of the smaller sources
(`random`: all endings of the sessions picked); the one large source (concierge-py, 57 turns) is
shuffled with random.Random(SEED), QUOTA[0] rows taken as `random`, then QUOTA[1] more picked from
the rest by wording class (hedge, claim, excuse, offer, double; real16_collect.TARGET, round-robin,
rarest class first) and marked `targeted`. Rows read from a raw session .jsonl carry `raw_path`
(the file's path in its repository; the file itself is kept in /work/wt/real25-raw/<owner>+<name>/
<raw_path>, outside the repository) and `end_uuid` (the uuid of the ending's last assistant
record). The HTML pages' footer (navigation and script) that the HTML reader keeps after a page's last text block
is cut (`clean`). `tools` and `commands` are kept for the labeller; real25_build.py drops them.
"""
import json
import random
import sys

import re

from real16_collect import first_line
from real13_extract import WRITE_CMD
from real19_collect import load, pick_targeted, scrub

# real12_extract's HTML reader keeps the page footer (navigation links and the page's script) when a
# turn's last text block is the last block of a claude-code-transcripts page; it is not the agent's.
PAGE_TAIL = re.compile(r"\n\s*Index\n\u2190 Prev\n.*", re.S)


def wrote(r):
    """The raw and console readers set turn_wrote_files; real12's HTML reader does not record file
    tools, so for its rows the flag is read off the turn's Bash commands (real13's WRITE_CMD) only."""
    if "turn_wrote_files" in r:
        return bool(r["turn_wrote_files"])
    return any(WRITE_CMD.search(c) for c in r.get("commands", []))


def clean(text):
    return PAGE_TAIL.sub("", text).strip()

SEED = 2525

SOURCES = {  # key: (repo, licence as read, id prefix)
    "concierge": ("tonyandrewmeyer/concierge-py",
                  "Apache-2.0 (pyproject.toml license = {text = \"Apache-2.0\"}; no LICENSE file in the snapshot)",
                  "concierge"),
    "sentry": ("tonyandrewmeyer/sentry-operators", "Apache-2.0 (LICENSE)", "sentry"),
    "hardy": ("mlpipes/hardy", "MIT (LICENSE)", "hardy"),
    "clerk": ("DarrenBaldwin07/clerk-rs", "MIT (LICENSE.MD)", "clerk"),
}
QUOTA = {"concierge": (24, 12)}  # (random, targeted)
RAW = {"concierge", "clerk"}  # sources read from raw session .jsonl


def main(counts_only=False):
    kept, stats = load(SOURCES)
    chosen = {}
    for k, v in kept.items():
        if k not in QUOTA:
            chosen[k] = [(r, "random") for r in v]
            continue
        order = v[:]
        random.Random(SEED).shuffle(order)
        nr, nt = QUOTA[k]
        chosen[k] = [(r, "random") for r in order[:nr]] + [(r, "targeted") for r in pick_targeted(order[nr:], nt)]
    out = []
    for key, (repo, lic, prefix) in SOURCES.items():
        rows = sorted(chosen[key], key=lambda x: (x[0]["path"], x[0].get("commit") or "", x[0]["uuid"]))
        for i, (r, how) in enumerate(rows, 1):
            checks = bool(r["turn_ran_checks"])
            row = {
                "id": f"{prefix}-{i}",
                "source": f"github:{repo} {r['path']} (blob {r['blob'][:8]}), session {r['session'][:8]}",
                "license": lic,
                "prompt": scrub(r["prompt"].strip())[:2000],
                "turn_ran_checks": checks,
                "turn_ran_commands": bool(r["turn_ran_commands"] or checks),
                "turn_wrote_files": wrote(r),
                "sample": how,
                "tools": r.get("tools", []),
                "commands": [scrub(first_line(c)) for c in r.get("commands", [])][:25],
                "message": scrub(clean(r["ending"])),
            }
            if key in RAW:
                row["raw_path"] = r["path"]
                row["end_uuid"] = r["end_uuid"]
            out.append(row)
    for key, (repo, found, k, drop) in stats.items():
        print(f"{key:10s} {repo:36s} found={found} kept={k} rows={len(chosen[key])} drops={drop}")
    n_t = sum(1 for o in out if o["sample"] == "targeted")
    big = max(len(v) for v in chosen.values())
    print("total", len(out), "targeted", n_t, "largest share", round(big / max(1, len(out)), 3))
    if not counts_only:
        with open("endings.jsonl", "w", encoding="utf-8") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(counts_only="--counts" in sys.argv)
