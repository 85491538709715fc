#!/usr/bin/env python3
"""Builds real24.jsonl from endings.jsonl (real24_extract.py) and labels.jsonl (labelled blind).

Run from the folder that holds both, with this folder on PYTHONPATH: python3 real24_build.py OUT.jsonl
real19_build.build unchanged: rows marked `drop` are left out, every key must be a verbatim substring
of its message, the labeller's flag corrections are applied and marked `flags: "labeller"`, the
collector's working fields (`nblocks`, `earlier_blocks`) are not kept. No source of this batch is a
raw session .jsonl, so no row has `raw_path` / `end_uuid`.
"""
import sys

from real19_build import build

if __name__ == "__main__":
    build(sys.argv[1])
