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

Steps (real19_collect.main, run with this batch's SOURCES, QUOTA and SEED): load the turn endings; drop slash-command / notification /
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
import sys

from real19_collect import main  # the same steps; this batch's sources, quotas and seed

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


if __name__ == "__main__":
    main(SOURCES, QUOTA, SEED, counts_only="--counts" in sys.argv, repo_width=46)
