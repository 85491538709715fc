#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real22) from the extractions in raw/.

Stdlib only. Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository
because it names people), with this folder on PYTHONPATH. Rebuild from scratch (M: the folder of the
repositories' git snapshots, `fetch` -> /work/.mirror/<owner>+<name>/repo). Every source of this batch
is a set of Claude Code terminal `/export` files (YYYY-MM-DD-<first prompt>.txt) committed to the
repository, read in every committed version by real16_extract.py's console reader, unchanged
(`real22_extract.sh` holds the loop; two sources name their export files outside EXPORT_TXT, so
their paths are given by name):
  sh real22_extract.sh $M raw
  python3 real22_collect.py [--counts]

Steps (real19_collect.main, run with this batch's SOURCES, QUOTA and SEED): load the turn endings; drop
slash-command / notification / compaction-summary / local-command-caveat "prompts", client notices,
endings under 40 characters and mostly non-Latin endings; de-duplicate by whitespace-normalised
message text (across sources); then sample. Every source gives every kept ending (`random`: all endings
of the sessions picked); QUOTA is empty, no source reaching 35% of the rows, so no row is `targeted`. Scrub
(real16_collect.SCRUB, plus EXTRA_SCRUB.txt) and write. No source here is a raw session .jsonl (none
licensed with usable turns was found; see real22.md), so no row has `raw_path` / `end_uuid`. `tools`
and `commands` are kept for the labeller; real22_build.py drops them.
"""
import sys

from real19_collect import main  # the same steps; this batch's sources, quotas and seed

SEED = 2222

SOURCES = {  # key: (repo, licence as read, id prefix)
    "seedless": ("jabari-labs/seedless", "MIT (LICENSE)", "seedless"),
    "threadlight": ("lambentlogic/threadlight", "MIT (LICENSE; pyproject.toml license = \"MIT\")", "threadlight"),
    "moai": ("modu-ai/moai-adk", "Apache-2.0 (LICENSE)", "moai"),
    "mistakery": ("MJSSG/Mistakery", "ISC (package.json \"license\": \"ISC\"; no LICENSE file)", "mistakery"),
    "tinyc": ("icook/tiny-congress", "MIT (Cargo.toml license = \"MIT\"; no LICENSE file)", "tinyc"),
    "podcast": ("farazuga/podcast-stories", "MIT (package.json \"license\": \"MIT\"; no LICENSE file)", "podcast"),
    "slima": ("slima-ai/slima-mcp", "MIT (LICENSE; package.json \"license\": \"MIT\")", "slima"),
    "skb": ("ozand/shared-knowledge-base", "MIT (LICENSE)", "skb"),
    "game": ("tuwesolek/game",
             "MIT (README '### License': 'MIT License - see LICENSE file'; no LICENSE file in the snapshot)", "game"),
    "opssight": ("PavanAnganna90/PavanAnganna90", "MIT (LICENSE)", "opssight"),
    "clay": ("andycepi/clay-cafe-manager",
             "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file)", "clay"),
    "konditional": ("amichne/konditional", "MIT (LICENSE)", "konditional"),
    "moondream": ("inflatebot/comfyui-moondream-station",
                  "MIT (pyproject.toml license = { text = \"MIT\" }; no LICENSE file)", "moondream"),
    "polyscope": ("xarthurx/polyscope-rs", "MIT (LICENSE; Cargo.toml license = \"MIT\")", "polyscope"),
    "grant": ("brewkits/Grant", "Apache-2.0 (LICENSE)", "grant"),
    "elira": ("markelira/elira-landing",
              "MIT (README '## License': 'licensed under the MIT License'; no LICENSE file in the snapshot)", "elira"),
    "mcvo": ("kalman17/mcvo", "MIT (LICENSE)", "mcvo"),
    "magnet": ("JackYinpei/magnet2video", "Apache-2.0 (LICENSE)", "magnet"),
}
QUOTA = {}  # (random, targeted): no source is capped this time (the largest is under 35%)


if __name__ == "__main__":
    main(SOURCES, QUOTA, SEED, counts_only="--counts" in sys.argv, repo_width=34)
