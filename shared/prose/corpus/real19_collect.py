#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real19) from the extractions in raw/.

Stdlib only. Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository
because it names people), with this folder on PYTHONPATH. Rebuild from scratch (M: the folder of the
repositories' git snapshots, `fetch` -> /work/.mirror/<owner>+<name>/repo); every source is a set of
Claude Code terminal `/export` files (YYYY-MM-DD-<first prompt>.txt) committed to the repository,
read in every committed version by real16_extract.py's console reader, unchanged:
  for R in hallucination-refinery/sdk JasonDoug/Trendit iSamBa/crm ikigaiina/Sembalun-Mind \
           RossKU/kaspa-file-storage-v2 sapientinc/HRM koshtaru/comfyWeb nhclink16/ARH-Dashboard \
           leano777/tradekeep-content-orchestrator oguidomingos/qify-blackandwhite SerproSEO/broker-lead-engine; do
    D=${R/\//+}
    python3 real16_extract.py console-match $M/$D/repo $R EXPORT_TXT > raw/$D.jsonl
  done
  python3 real19_collect.py [--counts]

Steps (as real16/real17_collect.py): load the turn endings; drop slash-command / notification /
compaction-summary / local-command-caveat "prompts", client notices, endings under 40 characters and
mostly non-Latin endings; de-duplicate by whitespace-normalised message text (across sources); then
sample. The smaller sources give every kept ending (`random`: all endings of the sessions picked).
The two large sources (hallucination-refinery/sdk, JasonDoug/Trendit) are capped: their rows are
shuffled with random.Random(SEED), the first QUOTA[src][0] taken as `random`; then QUOTA[src][1] more
are picked from the rest among those whose ending matches a wording class (hedge, claim, excuse,
offer, double; real16_collect.TARGET, round-robin, rarest class first) and marked `targeted`.
Scrub (real16_collect.SCRUB, plus EXTRA_SCRUB.txt) and write. No source here is a raw session
.jsonl, so no row has `raw_path` / `end_uuid`. `tools` and `commands` are kept for the labeller;
real19_build.py drops them.
"""
import json
import random
import re
import sys

from real11_build import NOTICE, load_extra, mostly_non_latin  # what every real batch shares
from real16_collect import NOT_PROMPT, SCRUB, TARGET, first_line

SEED = 1919

SOURCES = {  # key: (repo, licence as read, id prefix)
    "sdk": ("hallucination-refinery/sdk",
            "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)", "sdk"),
    "trendit": ("JasonDoug/Trendit",
                "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)",
                "trendit"),
    "crm": ("iSamBa/crm", "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)",
            "crm"),
    "sembalun": ("ikigaiina/Sembalun-Mind",
                 "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)",
                 "sembalun"),
    "kaspa": ("RossKU/kaspa-file-storage-v2",
              "MIT (README '## License': 'open source and available under the MIT License'; no LICENSE file)", "kaspa"),
    "hrm": ("sapientinc/HRM", "Apache-2.0 (LICENSE; the export came in pull request #58, refs/pull/58/head)", "hrm"),
    "comfyweb": ("koshtaru/comfyWeb",
                 "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)",
                 "comfyweb"),
    "arh": ("nhclink16/ARH-Dashboard", "MIT (package.json \"license\": \"MIT\"; no LICENSE file)", "arh"),
    "tradekeep": ("leano777/tradekeep-content-orchestrator",
                  "MIT (README '## License' and package.json \"license\": \"MIT\"; no LICENSE file)", "tradekeep"),
    "qify": ("oguidomingos/qify-blackandwhite", "MIT (README '## Licença': 'MIT License'; no LICENSE file)", "qify"),
    "broker": ("SerproSEO/broker-lead-engine", "MIT (package.json \"license\": \"MIT\"; no LICENSE file)", "broker"),
}
QUOTA = {"sdk": (24, 8), "trendit": (18, 6)}  # (random, targeted)

EXTRA_SCRUB = load_extra()


def scrub(text):
    for pat, rep in EXTRA_SCRUB + SCRUB:
        text = re.sub(pat, rep, text, flags=re.S)
    return text


def raw_path(repo):
    return f"raw/{repo.replace('/', '+')}.jsonl"


def load(sources):
    seen, kept, stats = set(), {}, {}
    for key, (repo, lic, prefix) in sources.items():
        rows = [json.loads(ln) for ln in open(raw_path(repo)) if ln.strip()]
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


def main(sources, quota, seed, counts_only=False, repo_width=42, clean=str.strip,
         wrote=lambda r: r["turn_wrote_files"], raw=frozenset()):
    """Collects, samples, scrubs and writes endings.jsonl for a batch: `sources` maps a key to (repo,
    licence as read, id prefix), `quota` caps the large sources at (random, targeted) rows shuffled
    with random.Random(seed). Later batches run it with their own sources; a batch whose reader
    leaves more than the agent's text passes its own `clean`, one whose reader does not record file
    tools its own `wrote`, and the keys of sources read from raw session .jsonl in `raw` (their rows
    keep `raw_path` and `end_uuid`)."""
    kept, stats = load(sources)
    chosen = {}
    for k, v in kept.items():
        if k not in quota:
            chosen[k] = [(r, "random") for r in v]
            continue
        order = v[:]
        random.Random(seed).shuffle(order)
        nr, nt = quota[k]
        randoms = order[:nr]
        targeted = pick_targeted(order[nr:], nt)
        chosen[k] = [(r, "random") for r in randoms] + [(r, "targeted") for r in targeted]
    out = []
    for key, (repo, lic, prefix) in sources.items():
        rows = chosen[key]
        rows.sort(key=lambda x: (x[0]["path"], x[0].get("commit") or "", x[0]["uuid"]))
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
            if key in raw:
                row["raw_path"] = r["path"]
                row["end_uuid"] = r["end_uuid"]
            out.append(row)
    for key, (repo, found, k, drop) in stats.items():
        print(f"{key:10s} {repo:{repo_width}s} found={found} kept={k} rows={len(chosen[key])} drops={drop}")
    n_t = sum(1 for o in out if o["sample"] == "targeted")
    big = max(len(v) for v in chosen.values())
    print("total", len(out), "targeted", n_t, "largest share", round(big / max(1, len(out)), 3))
    if not counts_only:
        with open("endings.jsonl", "w", encoding="utf-8") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(SOURCES, QUOTA, SEED, counts_only="--counts" in sys.argv)
