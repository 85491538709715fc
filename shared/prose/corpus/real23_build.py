#!/usr/bin/env python3
"""Builds real23.jsonl from endings.jsonl (collected, real23_collect.py) and labels.jsonl (labelled blind).

Run from the folder that holds both: python3 real23_build.py OUT.jsonl
- rows the labeller marked `drop` are left out (none in this batch);
- `keys` maps each refusing guard to its deciding sentence, which must be a verbatim substring of
  the (scrubbed) message: checked here;
- the turn flags the labeller corrected are set as given (True or False), and the row says so in
  `flags` ("labeller"); a check implies a command;
- `turn_wrote_files` is kept; `tools` and `commands` are not (the labeller read them; the guards do
  not);
- no source of this batch is a raw session .jsonl, so no row has `raw_path` / `end_uuid`;
- field order as real13/real14/real16/real17, plus `sample`.
"""
import sys

from real19_build import build  # the same join and checks

if __name__ == "__main__":
    build(sys.argv[1])
