#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real21) from the extractions in raw/.

Stdlib only. Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository
because it names people), with this folder on PYTHONPATH. Rebuild from scratch (M: the folder of the
repositories' git snapshots, `fetch` -> /work/.mirror/<owner>+<name>/repo). Every source of this batch
is a set of Claude Code terminal `/export` files (YYYY-MM-DD-<first prompt>.txt) committed to the
repository, read in every committed version by real16_extract.py's console reader, unchanged:
  for R in chakssp/vcia_dhl ck123cabz/website-scraper-project sehyunchung/rite \
           ntu-info/neurosynth-frontend-bloggerwang1217 eduard256/IoT2mqtt leolech14/PROJECT_central-mcp \
           bengous/claude-code-plugins MiqueiasBrandaoDev/grana-facil; do
    D=${R/\//+}
    python3 real16_extract.py console-match $M/$D/repo $R EXPORT_TXT > raw/$D.jsonl
  done
  python3 real21_collect.py [--counts]

Steps (real19_collect.main, run with this batch's SOURCES, QUOTA and SEED): load the turn endings;
drop slash-command / notification / compaction-summary / local-command-caveat "prompts", client
notices, endings under 40 characters and mostly non-Latin endings; de-duplicate by
whitespace-normalised message text (across sources); then sample. The smaller sources give every
kept ending (`random`: all endings of the sessions picked). The large sources are capped: their rows
are shuffled with random.Random(SEED), the first QUOTA[src][0] taken as `random`; then QUOTA[src][1]
more are picked from the rest among those whose ending matches a wording class (hedge, claim, excuse,
offer, double; real16_collect.TARGET, round-robin, rarest class first) and marked `targeted`.
Scrub (real16_collect.SCRUB, plus EXTRA_SCRUB.txt) and write. No source here is a raw session
.jsonl (none licensed was found in the time; see real21.md), so no row has `raw_path` / `end_uuid`.
`tools` and `commands` are kept for the labeller; real21_build.py drops them.
"""
import sys

from real19_collect import main  # the same steps; this batch's sources, quotas and seed

SEED = 2121

SOURCES = {  # key: (repo, licence as read, id prefix)
    "vcia": ("chakssp/vcia_dhl", "MIT (LICENSE; package.json \"license\": \"MIT\")", "vcia"),
    "scraper": ("ck123cabz/website-scraper-project",
                "MIT (README '## License': 'MIT'; no LICENSE file in the snapshot)", "scraper"),
    "rite": ("sehyunchung/rite", "Apache-2.0 (LICENSE.txt)", "rite"),
    "neuro": ("ntu-info/neurosynth-frontend-bloggerwang1217",
              "MIT (LICENSE, 'Copyright (c) 2025 ntu-info', the repository's initial commit)", "neuro"),
    "iot": ("eduard256/IoT2mqtt", "MIT (LICENSE)", "iot"),
    "cmcp": ("leolech14/PROJECT_central-mcp",
             "MIT (README '## License': 'MIT License'; package.json \"license\": \"MIT\"; no LICENSE file in the snapshot)",
             "cmcp"),
    "ccplug": ("bengous/claude-code-plugins", "MIT (LICENSE)", "ccplug"),
    "grana": ("MiqueiasBrandaoDev/grana-facil",
              "MIT (README '## Licença': 'licença MIT'; no LICENSE file in the snapshot)", "grana"),
}
QUOTA = {}  # (random, targeted); set after the counts


if __name__ == "__main__":
    main(SOURCES, QUOTA, SEED, counts_only="--counts" in sys.argv, repo_width=46)
