#!/usr/bin/env python3
"""Build endings.jsonl from the per-source extractions in raw/.

Stdlib only. Rebuild from scratch:
  python3 real13_extract.py ccx <mirror>/cellularmitosis+tcc-darwin8-ppc/repo cellularmitosis/tcc-darwin8-ppc HEAD \
      $(git --git-dir=... ls-tree -r --name-only HEAD docs/convos) > raw/tcc.jsonl
  python3 real13_extract.py ccx <mirror>/cellularmitosis+janet-darwin8-ppc/repo cellularmitosis/janet-darwin8-ppc HEAD \
      $(git --git-dir=... ls-tree -r --name-only HEAD docs/convos) > raw/janet.jsonl
  python3 real13_extract.py ccx <mirror>/Verdagon+Vale/repo Verdagon/Vale refs/heads/refactor-rollback-smlrz \
      $(git --git-dir=... ls-tree -r --name-only refs/heads/refactor-rollback-smlrz \
        docs/historical/valerustinterop | grep -v quest.md) > raw/vale.jsonl
  python3 real13_collect.py [--counts]

Steps (as fresh12_build.py): load each source's turn endings; drop interrupted turns,
slash-command / notification / loop-sentinel "prompts", client notices, endings under 40
characters, mostly non-Latin endings, and (plain exports that omit tool calls) endings that
end with ':' (they announce a tool call the exporter left out); de-duplicate by
whitespace-normalised message text across the batch; sort; shuffle each repository's rows
with random.Random(SEED); keep at most CAP rows per repository; scrub (scrub_rules.SCRUB +
the patterns in EXTRA_SCRUB.txt, one "regex<TAB>replacement" a line) and write.
"""
import json
import random
import re
import sys

from real11_build import NOTICE, load_extra, mostly_non_latin  # what every real batch shares
from scrub_rules import SCRUB

SEED = 1313

# key -> (owner/repo, licence, id prefix, raw file, cap)
SOURCES = {
    "tcc": ("cellularmitosis/tcc-darwin8-ppc",
            "MIT (README.md, 'License': project code MIT; only the vendored tcc/ tree keeps upstream LGPL-2.1)",
            "tccppc", "raw/tcc.jsonl", 55),
    "janet": ("cellularmitosis/janet-darwin8-ppc", "MIT (LICENSE)", "janetppc", "raw/janet.jsonl", 55),
    "vale": ("Verdagon/Vale", "Apache-2.0 (LICENSE)", "vale", "raw/vale.jsonl", 55),
}

NOT_PROMPT = re.compile(r"^\s*(<bash-notification>|<task-notification>|<<[\w-]+>>\s*$|<command-)")


EXTRA_SCRUB = load_extra()


def scrub(text):
    for pat, rep in SCRUB + EXTRA_SCRUB:
        text = re.sub(pat, rep, text)
    return text


def main(counts_only=False):
    seen = set()
    stats, out = {}, []
    for key, (repo, lic, prefix, path, cap) in SOURCES.items():
        rows = [json.loads(ln) for ln in open(path) if ln.strip()]
        rows.sort(key=lambda r: (r["path"], r["session"], int(r["uuid"].rsplit("#", 1)[1])))
        kept = []
        drop = {"interrupted": 0, "not_prompt": 0, "notice": 0, "short": 0, "nonlatin": 0, "colon": 0, "dup": 0}
        for r in rows:
            e, p = r["ending"].strip(), r["prompt"].strip()
            if r.get("interrupted"):
                drop["interrupted"] += 1
            elif NOT_PROMPT.match(p) or re.match(r"^([\w-]+)\s+/\1\s*$", p):
                drop["not_prompt"] += 1
            elif NOTICE.match(e):
                drop["notice"] += 1
            elif len(e) < 40:
                drop["short"] += 1
            elif mostly_non_latin(e):
                drop["nonlatin"] += 1
            elif not r["detailed"] and e.rstrip().endswith(":"):
                drop["colon"] += 1
            elif " ".join(e.split()) in seen:
                drop["dup"] += 1
            else:
                seen.add(" ".join(e.split()))
                kept.append(r)
        order = kept[:]
        random.Random(SEED).shuffle(order)
        sample = order[:cap]
        sample.sort(key=lambda r: (r["path"], int(r["uuid"].rsplit("#", 1)[1])))
        stats[key] = (repo, len(rows), len(kept), len(sample), drop)
        for i, r in enumerate(sample, 1):
            checks = bool(r["turn_ran_checks"])
            out.append({
                "id": f"{prefix}-{i}",
                "source": f"github:{repo} {r['path']} (blob {r['blob'][:8]}), session {r['session'][:8]}",
                "license": lic,
                "prompt": scrub(r["prompt"]),
                "turn_ran_checks": checks,
                "turn_ran_commands": bool(r["turn_ran_commands"] or checks),
                "turn_wrote_files": r["turn_wrote_files"],
                "tools": r["tools"],
                "commands": [scrub(c.split("\n", 1)[0]) for c in r["commands"]][:20],
                "message": scrub(r["ending"].strip()),
            })
    total = len(out)
    owners = {}
    for key, (repo, found, kept, n, drop) in stats.items():
        owners[repo.split("/")[0]] = owners.get(repo.split("/")[0], 0) + n
        print(f"{key:6s} {repo:36s} found={found:4d} kept={kept:4d} rows={n:3d} "
              f"({100 * n / max(total, 1):.1f}%) drops={drop}")
    print("owners", {o: f"{n} ({100 * n / total:.1f}%)" for o, n in owners.items()})
    print("total", total)
    if not counts_only:
        with open("endings.jsonl", "w", encoding="utf-8") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(counts_only="--counts" in sys.argv)
