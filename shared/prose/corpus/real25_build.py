#!/usr/bin/env python3
"""Builds real25.jsonl from endings.jsonl (collected, real25_collect.py) and labels.jsonl (labelled blind).

Run from the folder that holds both, with this folder on PYTHONPATH: python3 real25_build.py OUT.jsonl
real19_build.build, unchanged: rows the labeller marked `drop` are left out (client notices exported as
the turn's ending: two usage-limit notices and one login error); every key is checked to be a verbatim
substring of its message; flags the labeller corrected are set and marked `flags: "labeller"`;
`tools`/`commands` are dropped; `raw_path` and `end_uuid` are kept on the rows read from raw session
.jsonl files (concierge-py and clerk-rs).
"""
import sys

from real19_build import build

if __name__ == "__main__":
    build(sys.argv[1])
