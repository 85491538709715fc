#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real25) from the extractions in raw/ (stdlib only).

Run from the folder that holds raw/ (and EXTRA_SCRUB.txt, kept out of the repository because it
names people), with this folder on PYTHONPATH:
  python3 real25_extract.py all $M raw        # the extraction loop (see its docstring)
  python3 real25_collect.py [--counts]

Steps are real19_collect's (`main`, run with this batch's sources, quotas, seed, `clean`, `wrote`
and raw sources): drop
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
import re
import sys

from real13_extract import WRITE_CMD
from real19_collect import main

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


if __name__ == "__main__":
    main(SOURCES, QUOTA, SEED, counts_only="--counts" in sys.argv, repo_width=36, clean=clean,
         wrote=wrote, raw=RAW)
