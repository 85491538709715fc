#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real17) from the extractions in raw/.

Stdlib only. Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository
because it names people), with this folder on PYTHONPATH. Rebuild from scratch (M: the folder of the
repositories' git snapshots, `fetch` -> /work/.mirror/<owner>+<name>/repo):
  # raw Claude Code session files (the transcript .jsonl), every committed version:
  python3 real17_extract.py jsonl $M/ikihin+bhavana/repo ikihin/bhavana claude-session.jsonl > raw/bhavana.jsonl
  python3 real17_extract.py jsonl $M/Reinhartsamuel+TokenForge/repo Reinhartsamuel/TokenForge \
      claude-session.jsonl > raw/tokenforge.jsonl
  python3 real17_extract.py save $M/ikihin+bhavana/repo ikihin/bhavana /work/wt/real17-raw claude-session.jsonl
  python3 real17_extract.py save $M/Reinhartsamuel+TokenForge/repo Reinhartsamuel/TokenForge \
      /work/wt/real17-raw claude-session.jsonl
  # Claude Code terminal `/export` files (YYYY-MM-DD-<first prompt>.txt), every committed version:
  python3 real16_extract.py console-match $M/CallMeChewy+GitUp/repo CallMeChewy/GitUp EXPORT_TXT > raw/gitup.jsonl
  python3 real16_extract.py console-match $M/tarigelamin1997+tradesense/repo tarigelamin1997/tradesense \
      EXPORT_TXT > raw/tradesense.jsonl
  python3 real16_extract.py console-match $M/selecto-elixir+selecto_test/repo selecto-elixir/selecto_test \
      EXPORT_TXT > raw/selecto.jsonl
  python3 real16_extract.py console-match $M/skeptomai+gruesome/repo skeptomai/gruesome EXPORT_TXT > raw/gruesome.jsonl
  python3 real16_extract.py console-match $M/hipotures+37degrees/repo hipotures/37degrees EXPORT_TXT > raw/37degrees.jsonl
  python3 real16_extract.py console-match $M/helius-labs+photon/repo helius-labs/photon EXPORT_TXT > raw/photon.jsonl
  python3 real16_extract.py console-match $M/dubaigit+task-mail/repo dubaigit/task-mail EXPORT_TXT > raw/taskmail.jsonl
  python3 real16_extract.py console-match $M/float-ritual-stack+floatctl/repo float-ritual-stack/floatctl \
      EXPORT_TXT > raw/floatctl.jsonl
  python3 real16_extract.py console-match $M/krystophny+ssh-rs/repo krystophny/ssh-rs EXPORT_TXT > raw/sshrs.jsonl
  python3 real17_collect.py [--counts]

Steps (as real16_collect.py): load the turn endings; drop slash-command / notification /
compaction-summary / local-command-caveat "prompts", client notices, endings under 40 characters and
mostly non-Latin endings; de-duplicate by whitespace-normalised message text (across sources); then
sample. Every kept ending of the smaller sources is taken (`random`: all endings of the sessions
picked). The one large source (GitUp) is capped so that it holds at most 35% of the rows: its rows
are shuffled with random.Random(SEED); LARGE_TARGETED of them are picked first among those whose
ending matches a wording class (hedge, claim, excuse, offer, double; real16_collect.TARGET,
round-robin, rarest class first) and marked `targeted`, the rest of its share is taken in shuffled
order as `random`. Scrub (real16_collect.SCRUB, plus EXTRA_SCRUB.txt) and write. Rows read from a raw
session .jsonl keep `raw_path` (the file's path in its repository; the file itself is saved as
/work/wt/real17-raw/<owner>+<name>/<raw_path>) and `end_uuid` (the uuid of the last assistant record
of the ending). `tools` and `commands` are kept for the labeller; real17_build.py drops them.
"""
import json
import random
import re
import sys

from real11_build import NOTICE, load_extra, mostly_non_latin  # what every real batch shares
from real16_collect import NOT_PROMPT, SCRUB, TARGET, first_line

SEED = 1717
CAP = 0.35
LARGE_TARGETED = 14

SOURCES = {  # key: (repo, licence as read, id prefix, raw file, kind)
    "bhavana": ("ikihin/bhavana", "MIT (README '## License / MIT'; no LICENSE file)", "bhavana",
                "raw/bhavana.jsonl", "jsonl"),
    "tokenforge": ("Reinhartsamuel/TokenForge", "Apache-2.0 (README '## License / Apache-2.0'; no LICENSE file)",
                   "tokenforge", "raw/tokenforge.jsonl", "jsonl"),
    "gitup": ("CallMeChewy/GitUp", "MIT (LICENSE, 'MIT License')", "gitup", "raw/gitup.jsonl", "console"),
    "tradesense": ("tarigelamin1997/tradesense", "MIT (LICENSE, 'MIT License')", "tradesense",
                   "raw/tradesense.jsonl", "console"),
    "selecto": ("selecto-elixir/selecto_test", "MIT (LICENSE, 'MIT License')", "selecto", "raw/selecto.jsonl",
                "console"),
    "gruesome": ("skeptomai/gruesome", "MIT (LICENSE, 'MIT License')", "gruesome", "raw/gruesome.jsonl", "console"),
    "37degrees": ("hipotures/37degrees", "CC0-1.0 (LICENSE, 'CC0 1.0 Universal')", "37degrees",
                  "raw/37degrees.jsonl", "console"),
    "photon": ("helius-labs/photon", "Apache-2.0 (LICENSE, 'Apache License Version 2.0')", "photon",
               "raw/photon.jsonl", "console"),
    "taskmail": ("dubaigit/task-mail", "MIT (LICENSE, 'MIT License'; README and package.json say MIT)", "taskmail",
                 "raw/taskmail.jsonl", "console"),
    "floatctl": ("float-ritual-stack/floatctl", "MIT (LICENSE, 'MIT License')", "floatctl", "raw/floatctl.jsonl",
                 "console"),
    "sshrs": ("krystophny/ssh-rs", "MIT OR Apache-2.0 (LICENSE-MIT, LICENSE-APACHE)", "sshrs", "raw/sshrs.jsonl",
              "console"),
}
LARGE = "gitup"

EXTRA_SCRUB = load_extra()


def scrub(text):
    for pat, rep in EXTRA_SCRUB + SCRUB:
        text = re.sub(pat, rep, text, flags=re.S)
    return text


def load():
    seen, kept, stats = set(), {}, {}
    for key, (repo, lic, prefix, path, kind) in SOURCES.items():
        rows = [json.loads(ln) for ln in open(path) if ln.strip()]
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


def main(counts_only=False):
    kept, stats = load()
    chosen = {}
    small = sum(len(v) for k, v in kept.items() if k != LARGE)
    for k, v in kept.items():
        if k != LARGE:
            chosen[k] = [(r, "random") for r in v]
    share = min(len(kept[LARGE]), int(CAP / (1 - CAP) * small))
    order = kept[LARGE][:]
    random.Random(SEED).shuffle(order)
    pools = {c: [r for r in order if rx.search(r["ending"])] for c, rx in TARGET.items()}
    classes = sorted(pools, key=lambda c: len(pools[c]))
    picked, targeted = set(), []
    while len(targeted) < min(LARGE_TARGETED, share) and any(pools.values()):
        for c in classes:
            while pools[c]:
                r = pools[c].pop(0)
                if id(r) in picked:
                    continue
                picked.add(id(r))
                targeted.append(r)
                break
            if len(targeted) >= LARGE_TARGETED:
                break
    randoms = [r for r in order if id(r) not in picked][:share - len(targeted)]
    chosen[LARGE] = [(r, "random") for r in randoms] + [(r, "targeted") for r in targeted]
    out = []
    for key, (repo, lic, prefix, path, kind) in SOURCES.items():
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
                "turn_wrote_files": r["turn_wrote_files"],
                "sample": how,
                "tools": r["tools"],
                "commands": [scrub(first_line(c)) for c in r["commands"]][:25],
                "message": scrub(r["ending"].strip()),
            }
            if kind == "jsonl":
                row["raw_path"] = r["path"]
                row["end_uuid"] = r["end_uuid"]
            out.append(row)
    for key, (repo, found, k, drop) in stats.items():
        print(f"{key:10s} {repo:40s} found={found} kept={k} rows={len(chosen[key])} drops={drop}")
    n_t = sum(1 for o in out if o["sample"] == "targeted")
    print("total", len(out), "targeted", n_t, "large share", round(len(chosen[LARGE]) / max(1, len(out)), 3))
    if not counts_only:
        with open("endings.jsonl", "w", encoding="utf-8") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(counts_only="--counts" in sys.argv)
