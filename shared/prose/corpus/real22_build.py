#!/usr/bin/env python3
"""Builds real22.jsonl from endings.jsonl (collected, real22_collect.py) and labels.jsonl (labelled
blind; written by labels_src.py, kept out of the repository with the raw extractions).

Run from the folder that holds both, with this folder on PYTHONPATH: python3 real22_build.py OUT.jsonl
real19_build.build, unchanged: keys checked as verbatim substrings of the (scrubbed) message, the
labeller's flag corrections applied (`flags: "labeller"`), `tools`/`commands` dropped. No source of
this batch is a raw session .jsonl, so no row has `raw_path` / `end_uuid`.
"""
import sys

from real19_build import build

if __name__ == "__main__":
    build(sys.argv[1])
