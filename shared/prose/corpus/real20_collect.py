#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real20) from the extractions in raw/.

Stdlib only. Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository
because it names people), with this folder on PYTHONPATH. Rebuild from scratch (M: the folder of the
repositories' git snapshots, `fetch` -> /work/.mirror/<owner>+<name>/repo). Every source of this batch
is a set of Claude Code terminal `/export` files (YYYY-MM-DD-<first prompt>.txt) committed to the
repository, read in every committed version by real16_extract.py's console reader, unchanged:
  for R in thestrivetech/Strive_Website Krenuds/toji_electron zbynekdrlik/ndi-bridge \
           studiofarzulla/studiofarzulla-prototype Andersbakken/konflikt sprigga/kinit-pratice \
           TechieQuokka/rust-erp-cli leano777/bidflow-personal-edition \
           SilentKnight87/ai-news-agent Customware-cl/lacuenteria_model_gpt-oss-120b; do
    D=${R/\//+}
    python3 real16_extract.py console-match $M/$D/repo $R EXPORT_TXT > raw/$D.jsonl
  done
  python3 real20_collect.py [--counts]

Steps (as real19_collect.py): load the turn endings; drop slash-command / notification /
compaction-summary / local-command-caveat "prompts", client notices, endings under 40 characters and
mostly non-Latin endings; de-duplicate by whitespace-normalised message text (across sources); then
sample. The smaller sources give every kept ending (`random`: all endings of the sessions picked).
The two large sources (thestrivetech/Strive_Website, Krenuds/toji_electron) are capped: their rows are
shuffled with random.Random(SEED), the first QUOTA[src][0] taken as `random`; then QUOTA[src][1] more
are picked from the rest among those whose ending matches a wording class (hedge, claim, excuse,
offer, double; real16_collect.TARGET, round-robin, rarest class first) and marked `targeted`.
Scrub (real16_collect.SCRUB, plus EXTRA_SCRUB.txt) and write. No source here is a raw session
.jsonl (none licensed with usable turns was found; see real20.md), so no row has `raw_path` /
`end_uuid`. `tools` and `commands` are kept for the labeller; real20_build.py drops them.
"""
import json
import random
import re
import sys

from real11_build import NOTICE, load_extra, mostly_non_latin  # what every real batch shares
from real16_collect import NOT_PROMPT, SCRUB, TARGET, first_line

SEED = 2020

SOURCES = {  # key: (repo, licence as read, id prefix)
    "strive": ("thestrivetech/Strive_Website", "MIT (package.json \"license\": \"MIT\"; no LICENSE file)", "strive"),
    "toji": ("Krenuds/toji_electron", "MIT (README '## License': 'MIT'; no LICENSE file in the snapshot)", "toji"),
    "ndi": ("zbynekdrlik/ndi-bridge", "MIT (LICENSE)", "ndi"),
    "farzulla": ("studiofarzulla/studiofarzulla-prototype", "MIT (LICENSE)", "farzulla"),
    "konflikt": ("Andersbakken/konflikt", "MIT (LICENSE; package.json says ISC)", "konflikt"),
    "kinit": ("sprigga/kinit-pratice", "MIT (LICENSE)", "kinit"),
    "rusterp": ("TechieQuokka/rust-erp-cli", "MIT (Cargo.toml license = \"MIT\"; no LICENSE file)", "rusterp"),
    "bidflow": ("leano777/bidflow-personal-edition",
                "MIT (README '## License': 'MIT License - see LICENSE file'; no LICENSE file in the snapshot)",
                "bidflow"),
    "ainews": ("SilentKnight87/ai-news-agent",
               "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)",
               "ainews"),
    "cuenteria": ("Customware-cl/lacuenteria_model_gpt-oss-120b", "Apache-2.0 (LICENSE)", "cuenteria"),
}
QUOTA = {"strive": (32, 7), "toji": (32, 7)}  # (random, targeted)

EXTRA_SCRUB = load_extra()


def scrub(text):
    for pat, rep in EXTRA_SCRUB + SCRUB:
        text = re.sub(pat, rep, text, flags=re.S)
    return text


def raw_path(key):
    repo = SOURCES[key][0]
    return f"raw/{repo.replace('/', '+')}.jsonl"


def load():
    seen, kept, stats = set(), {}, {}
    for key, (repo, lic, prefix) in SOURCES.items():
        rows = [json.loads(ln) for ln in open(raw_path(key)) if ln.strip()]
        drop = {"not_prompt": 0, "notice": 0, "short": 0, "nonlatin": 0, "dup": 0}
        kept[key] = []
        for r in rows:
            e, p = r["ending"].strip(), r["prompt"].strip()
            if NOT_PROMPT.match(p) or p.startswith("/") or re.match(r"^([\w-]+)\s+/\1\s*$", p):
                drop["not_prompt"] += 1
            elif NOTICE.match(e):
                drop["notice"] += 1
            elif len(e) < 40:
                drop["short"] += 1
            elif mostly_non_latin(e):
                drop["nonlatin"] += 1
            elif " ".join(e.split()) in seen:
                drop["dup"] += 1
            else:
                seen.add(" ".join(e.split()))
                kept[key].append(r)
        stats[key] = (repo, len(rows), len(kept[key]), drop)
    return kept, stats


def pick_targeted(rest, n):
    pools = {c: [r for r in rest if rx.search(r["ending"])] for c, rx in TARGET.items()}
    classes = sorted(pools, key=lambda c: len(pools[c]))
    picked, out = set(), []
    while len(out) < n and any(pools.values()):
        for c in classes:
            while pools[c]:
                r = pools[c].pop(0)
                if id(r) in picked:
                    continue
                picked.add(id(r))
                out.append(r)
                break
            if len(out) >= n:
                break
    return out


def main(counts_only=False):
    kept, stats = load()
    chosen = {}
    for k, v in kept.items():
        if k not in QUOTA:
            chosen[k] = [(r, "random") for r in v]
            continue
        order = v[:]
        random.Random(SEED).shuffle(order)
        nr, nt = QUOTA[k]
        randoms = order[:nr]
        targeted = pick_targeted(order[nr:], nt)
        chosen[k] = [(r, "random") for r in randoms] + [(r, "targeted") for r in targeted]
    out = []
    for key, (repo, lic, prefix) in SOURCES.items():
        rows = chosen[key]
        rows.sort(key=lambda x: (x[0]["path"], x[0].get("commit") or "", x[0]["uuid"]))
        for i, (r, how) in enumerate(rows, 1):
            checks = bool(r["turn_ran_checks"])
            out.append({
                "id": f"{prefix}-{i}",
                "source": f"github:{repo} {r['path']} (blob {r['blob'][:8]}), session {r['session'][:8]}",
                "license": lic,
                "prompt": scrub(r["prompt"].strip())[:2000],
                "turn_ran_checks": checks,
                "turn_ran_commands": bool(r["turn_ran_commands"] or checks),
                "turn_wrote_files": r["turn_wrote_files"],
                "sample": how,
                "tools": r["tools"],
                "commands": [scrub(first_line(c)) for c in r["commands"]][:25],
                "message": scrub(r["ending"].strip()),
            })
    for key, (repo, found, k, drop) in stats.items():
        print(f"{key:10s} {repo:46s} found={found} kept={k} rows={len(chosen[key])} drops={drop}")
    n_t = sum(1 for o in out if o["sample"] == "targeted")
    big = max(len(v) for v in chosen.values())
    print("total", len(out), "targeted", n_t, "largest share", round(big / max(1, len(out)), 3))
    if not counts_only:
        with open("endings.jsonl", "w", encoding="utf-8") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(counts_only="--counts" in sys.argv)
