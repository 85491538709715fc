#!/usr/bin/env python3
"""Build endings.jsonl from the per-source extractions in raw/.

Stdlib only. Rebuild from scratch (M: a folder of the repositories' git snapshots):
  python3 real14_extract.py entire $M/jakobtfaber+dsa110-FLITS/repo jakobtfaber/dsa110-FLITS > raw/flits.jsonl
  python3 real14_extract.py console $M/khvni+monkey/repo khvni/monkey HEAD session-log.md > raw/monkey.jsonl
  python3 real14_extract.py console $M/mad-sol-dev+zk-inkjet-printer/repo mad-sol-dev/zk-inkjet-printer HEAD \
      research/sessions/2025-11-27_dispatch-table-analysis.md research/sessions/2025-11-28_usb-trigger-followup.md \
      research/sessions/2025-11-28_usb-trigger-followup_2.md research/sessions/2025-12-01_re-kb-tool-debug.md \
      research/sessions/2025-12-01_re-kb-tool-test.md \
      research/sessions/2026-01-03_incremental-claims-completion-all-clusters.md \
      research/sessions/2025-10-09_documentation-status-archive.md > raw/zkink.jsonl
  python3 real14_extract.py console $M/nshkrdotcom+claude_code_sdk_elixir/repo nshkrdotcom/claude_code_sdk_elixir HEAD \
      docs/CONTINUATION_20251009.md > raw/elixir.jsonl
  python3 real14_extract.py console $M/nshkrdotcom+snakepit/repo nshkrdotcom/snakepit HEAD \
      docs/archive/analysis/CONTINUATION_1_of_2_debugging_20251009.md \
      docs/archive/analysis/CONTINUATION_2_of_2_cleanup_20251009.md > raw/snakepit.jsonl
  python3 real14_extract.py console $M/pmw1+show-build/repo pmw1/show-build HEAD \
      disaffected-ui/2026-04-28-001154-lets-for-a-moment-focus-on-the-dashboard.txt \
      archive/cleanup-2026-05-30/misc/claude-9-6-2025.txt archive/cleanup-2026-05-30/misc/talkwithclaude.txt \
      > raw/showbuild.jsonl
  python3 real14_collect.py [--counts]

Steps (as real13_collect.py): load each source's turn endings; drop interrupted turns,
slash-command / notification / loop-sentinel / compaction-summary ("This session is being
continued ...") "prompts", client notices, endings under 40
characters, mostly non-Latin endings, and (plain exports that omit tool calls) endings that
end with ':' (no source of this batch is such an export); de-duplicate by whitespace-normalised
message text across the batch (the two zk-inkjet copies of the same sessions collapse here); sort;
shuffle each repository's rows with random.Random(SEED); keep at most CAP rows per repository;
scrub (scrub_rules.SCRUB + the patterns in EXTRA_SCRUB.txt, one "regex<TAB>replacement" a line)
and write.
"""
import json
import random
import re
import sys

from real11_build import NOTICE, load_extra, mostly_non_latin  # what every real batch shares
from scrub_rules import SCRUB

SEED = 1414

# key -> (owner/repo, licence, id prefix, raw file, cap)
SOURCES = {
    "flits": ("jakobtfaber/dsa110-FLITS", "MIT (LICENSE)", "flits", "raw/flits.jsonl", 50),
    "showbuild": ("pmw1/show-build",
                  "MIT (README.md 'License' section: '[MIT License] - See LICENSE file for details'; no LICENSE file)",
                  "showbld", "raw/showbuild.jsonl", 45),
    "zkink": ("mad-sol-dev/zk-inkjet-printer",
              "MIT (LICENSE) for code; README: documentation CC BY 4.0", "zkink", "raw/zkink.jsonl", 45),
    "monkey": ("khvni/monkey", "MIT (LICENSE, inherited from the Clicky fork)", "monkey", "raw/monkey.jsonl", 45),
    "snakepit": ("nshkrdotcom/snakepit", "MIT (LICENSE)", "snakepit", "raw/snakepit.jsonl", 45),
    "elixir": ("nshkrdotcom/claude_code_sdk_elixir", "MIT (LICENSE)", "ccsdkex", "raw/elixir.jsonl", 45),
}

NOT_PROMPT = re.compile(r"^\s*(<bash-notification>|<task-notification>|<<[\w-]+>>\s*$|<command-|This session is being continued from a previous conversation)")


EXTRA_SCRUB = load_extra()


def scrub(text):
    for pat, rep in SCRUB + EXTRA_SCRUB:
        text = re.sub(pat, rep, text)
    return text


def first_line(cmd):
    """First line of a (multi-line) command, skipping leading lines that only `cd` somewhere
    (the Entire sessions start most scripts with `cd <repo>` on a line of its own)."""
    lines = [ln for ln in cmd.split("\n") if ln.strip()]
    for ln in lines:
        if not re.fullmatch(r"\s*cd\s+\S+\s*(?:&&\s*)?", ln):
            return ln
    return lines[0] if lines else cmd


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
                "commands": [scrub(first_line(c)) for c in r["commands"]][:20],
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
