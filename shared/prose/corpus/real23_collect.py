#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real23) from the extractions in raw/.

Stdlib only. Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository
because it names people), with this folder on PYTHONPATH. Rebuild from scratch (M: the folder of the
repositories' git snapshots, `fetch` -> /work/.mirror/<owner>+<name>/repo). Every source of this batch
is a set of Claude Code terminal `/export` files (YYYY-MM-DD-<first prompt>.txt) committed to the
repository, read in every committed version by real16_extract.py's console reader, unchanged:
  for R in Roushelfy/Genesis TheLazyIndianTechie/LazyScan Fleezyflo/timeos alignmktg/pyscaff \
           FlagTech/pet-collector-game clarencechien/play-right-with-ai drleandroalm/Swift_Audio \
           johnzastrow/photochomper kubex-ecosystem/gobe shvydak/yshvydak-test-dashboard oneopane/zzz \
           istvan-ujjmeszaros/touchspin stephendor/zktheory \
           liteshperumalla/Powering-AI-Infrastructure-at-Scale lpalbou/AbstractLLM elite-flacco/init \
           wtyler2505/Claude-Code-Development-Kit-i124q; do
    D=${R/\//+}
    python3 real16_extract.py console-match $M/$D/repo $R EXPORT_TXT > raw/$D.jsonl
  done
  python3 real23_collect.py [--counts]

Steps (real19_collect.main, run with this batch's SOURCES, QUOTA and SEED): load the turn endings;
drop slash-command / notification / compaction-summary / local-command-caveat "prompts", client
notices, endings under 40 characters and mostly non-Latin endings; de-duplicate by
whitespace-normalised message text (across sources); then sample. Every source but one gives every
kept ending (`random`: all endings of the sessions picked). The large one (lpalbou/AbstractLLM, 43
exports) is capped: its rows are shuffled with random.Random(SEED), the first QUOTA[src][0] taken as
`random`; then QUOTA[src][1] more are picked from the rest among those whose ending matches a wording
class (hedge, claim, excuse, offer, double; real16_collect.TARGET, round-robin, rarest class first) and
marked `targeted`. Scrub (real16_collect.SCRUB,
plus EXTRA_SCRUB.txt) and write. No source here is a raw session .jsonl (none licensed with usable
turns was found; see real23.md), so no row has `raw_path` / `end_uuid`. `tools` and `commands` are
kept for the labeller; real23_build.py drops them.
"""
import sys

from real19_collect import main  # the same steps; this batch's sources, quotas and seed

SEED = 2323

SOURCES = {  # key: (repo, licence as read, id prefix)
    "genesis": ("Roushelfy/Genesis", "Apache-2.0 (LICENSE; README 'licensed under Apache 2.0')", "genesis"),
    "lazyscan": ("TheLazyIndianTechie/LazyScan", "MIT (LICENSE; pyproject.toml license = {text = \"MIT\"})", "lazyscan"),
    "timeos": ("Fleezyflo/timeos", "MIT (package.json \"license\": \"MIT\"; no LICENSE file)", "timeos"),
    "pyscaff": ("alignmktg/pyscaff", "MIT (pyproject.toml license = {text = \"MIT\"}; README '## License: MIT')", "pyscaff"),
    "petgame": ("FlagTech/pet-collector-game", "MIT (package.json \"license\": \"MIT\"; no LICENSE file)", "petgame"),
    "playright": ("clarencechien/play-right-with-ai", "MIT (LICENSE; package.json)", "playright"),
    "swiftaudio": ("drleandroalm/Swift_Audio",
                   "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)",
                   "swiftaudio"),
    "photochomper": ("johnzastrow/photochomper",
                     "MIT (README '## License': 'MIT License - see LICENSE file'; no LICENSE file in the snapshot)",
                     "photochomper"),
    "gobe": ("kubex-ecosystem/gobe", "MIT (LICENSE)", "gobe"),
    "testdash": ("shvydak/yshvydak-test-dashboard", "MIT (LICENSE; package.json)", "testdash"),
    "zzz": ("oneopane/zzz", "MPL-2.0 (LICENSE)", "zzz"),
    "touchspin": ("istvan-ujjmeszaros/touchspin", "MIT (LICENSE.md)", "touchspin"),
    "zktheory": ("stephendor/zktheory", "MIT (LICENSE)", "zktheory"),
    "aiinfra": ("liteshperumalla/Powering-AI-Infrastructure-at-Scale", "MIT (LICENSE; pyproject.toml)", "aiinfra"),
    "abstractllm": ("lpalbou/AbstractLLM", "MIT (LICENSE; pyproject.toml license = \"MIT\")", "abstractllm"),
    "init": ("elite-flacco/init", "MIT (LICENSE)", "init"),
    "ccdk": ("wtyler2505/Claude-Code-Development-Kit-i124q", "MIT (LICENSE; package.json says ISC, the LICENSE file was taken)",
             "ccdk"),
}
QUOTA = {"abstractllm": (15, 30)}  # (random, targeted)


if __name__ == "__main__":
    main(SOURCES, QUOTA, SEED, counts_only="--counts" in sys.argv, repo_width=52)
