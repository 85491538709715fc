#!/usr/bin/env python3
"""Build the fresh endings (the rows of real11.jsonl before labels) from the per-source extractions in raw/ (kept outside the repository: they are unscrubbed).

Stdlib only. Steps: load each source's extracted turn endings (see SOURCES), drop
client notices, endings under 40 characters, mostly non-Latin endings and
interrupted turns (the extractors already drop interrupted turns and turns not
followed by a prompt), de-duplicate by message text within each repository,
sort, shuffle with random.Random(1111) and keep at most 60 per repository, scrub
(SCRUB list below), and write the rows.
Usage: python3 build.py  (writes endings.jsonl and prints counts)
"""
import json
import random
import re
import sys

SEED = 1111
CAP = 60

# key -> (owner/repo, SPDX licence, licence file, id prefix, extraction file, kind)
SOURCES = {
    "ccbackend": ("ClusterCockpit/cc-backend", "MIT", "LICENSE", "ccbackend",
                  "raw/ent_ClusterCockpit+cc-backend.jsonl", "entire"),
    "orpheus": ("dougnukem/orpheus", "MIT", "LICENSE", "orpheus",
                "raw/ent_dougnukem+orpheus.jsonl", "entire"),
    "langlearn": ("punt-labs/langlearn-tts", "MIT", "LICENSE", "langlearn",
                  "raw/ent_punt-labs+langlearn-tts.jsonl", "entire"),
    "agentv": ("EntityProcess/agentv", "MIT", "LICENSE", "agentv", "raw/agentv.jsonl", "entire"),
    "themegpt": ("Org-EthereaLogic/themegpt-v2.0", "MIT", "LICENSE", "themegpt",
                 "raw/con_themegpt.jsonl", "console"),
    "hegel": ("c4ffein/hegel-c", "MIT", "LICENSE", "hegelc", "raw/con_hegel.jsonl", "console"),
    "nisaba": ("y3i12/nabu_nisaba", "MIT", "LICENSE", "nisaba", "raw/con_nisaba.jsonl", "console"),
    "tbird": ("thunderbird-esq/thunderbird-esq-library", "MPL-2.0", "LICENSE", "tbird",
              "raw/con_tbird.jsonl", "console"),
    "rayglow": ("will-davis/rayglow", "MIT", "LICENSE", "rayglow", "raw/con_rayglow.jsonl", "console"),
    "deluge": ("taylorai/lm-deluge", "MIT", "LICENSE", "deluge", "raw/con_deluge.jsonl", "console"),
    "zopfli": ("rjpower/zopfli", "Apache-2.0", "COPYING", "zopfli", "raw/con_zopfli.jsonl", "console"),
    "c11s": ("adrianco/c11s-house-ios", "Apache-2.0", "LICENSE", "c11s", "raw/con_c11s.jsonl", "console"),
    "guardkit": ("guardkit/guardkit", "MIT", "LICENSE", "guardkit", "raw/con_guardkit.jsonl", "console"),
    "highway": ("ajroetker/go-highway", "Apache-2.0", "LICENSE", "highway", "raw/con_highway.jsonl", "console"),
    "hcms": ("mariags803/headless-cms-admin-panel", "ISC", "package.json (\"license\": \"ISC\"; no LICENSE file)", "hcms",
             "raw/con_hcms.jsonl", "console"),
    "cocli": ("yixian-huang/cocli", "MIT OR Apache-2.0", "LICENSE", "cocli",
              "raw/ss_cocli.jsonl", "specstory"),
}

NOTICE = re.compile(
    r"^\s*(API Error|Request timed out|You've hit your|You're out of|Prompt is too long|Credit balance|"
    r"Image was too large|Not logged in|No response requested|Interrupted|\[Request interrupted|"
    r"Claude usage limit|Session limit|Execution error|Request was aborted|Context low|"
    r"Invalid API key|Error: )", re.I)

LATIN = re.compile(r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff]")


def mostly_non_latin(text):
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return False
    latin = sum(1 for c in letters if LATIN.match(c))
    return latin / len(letters) < 0.5


def load_extra(path="EXTRA_SCRUB.txt"):
    """The scrub rules kept out of the repository (they name people), one
    "regex<TAB>replacement" a line, `#` comments; none when the file is absent.
    Shared by the later batches' collectors (real13, real14, real15)."""
    out = []
    try:
        for ln in open(path, encoding="utf-8"):
            ln = ln.rstrip("\n")
            if ln and not ln.startswith("#"):
                pat, rep = ln.split("\t", 1)
                out.append((pat, rep))
    except FileNotFoundError:
        pass
    return out


# (pattern, replacement) applied in order to prompts and messages.
SCRUB = []  # filled in scrub_rules.py (imported below) so the list stays reviewable
try:
    from real11_scrub import SCRUB  # noqa: F811
except ImportError:
    pass


def scrub(text):
    for pat, rep in SCRUB:
        text = re.sub(pat, rep, text)
    return text


def load(path):
    rows = []
    for ln in open(path):
        try:
            rows.append(json.loads(ln))
        except ValueError:
            pass
    return rows


def source_field(repo, r, kind):
    src = f"github:{repo} {r['path']} (blob {r['blob'][:8]})"
    if kind in ("entire", "specstory") and r.get("session"):
        src += f", session {r['session'][:8]}"
    return src


def main(out="endings.jsonl", counts_only=False):
    stats = {}
    all_rows = []
    for key, (repo, lic, licfile, prefix, path, kind) in SOURCES.items():
        rows = load(path)
        found = len(rows)
        kept, seen = [], set()
        drop = {"notice": 0, "short": 0, "nonlatin": 0, "dup": 0, "interrupted": 0}
        rows.sort(key=lambda r: (r.get("path", ""), r.get("session", ""), str(r.get("uuid", ""))))
        for r in rows:
            e = r["ending"].strip()
            if r.get("interrupted"):
                drop["interrupted"] += 1
                continue
            if NOTICE.match(e):
                drop["notice"] += 1
                continue
            if len(e) < 40:
                drop["short"] += 1
                continue
            if mostly_non_latin(e):
                drop["nonlatin"] += 1
                continue
            if e in seen:
                drop["dup"] += 1
                continue
            seen.add(e)
            kept.append(r)
        order = kept[:]
        random.Random(SEED).shuffle(order)
        sample = order[:CAP]
        stats[key] = (repo, found, len(kept), len(sample), drop)
        for i, r in enumerate(sample, 1):
            all_rows.append({
                "id": f"{prefix}-{i}",
                "source": source_field(repo, r, kind),
                "license": lic,
                "prompt": scrub(r["prompt"]),
                "message": scrub(r["ending"].strip()),
                "turn_ran_checks": bool(r["turn_ran_checks"]),
                "turn_ran_commands": bool(r["turn_ran_commands"] or r["turn_ran_checks"]),
                "commands": [scrub(c.split("\n", 1)[0]) for c in r.get("commands", [])],
            })
    total = len(all_rows)
    for key, (repo, found, kept, n, drop) in stats.items():
        print(f"{key:10s} {repo:45s} found={found:4d} distinct_kept={kept:4d} rows={n:3d} "
              f"({100 * n / max(total, 1):.1f}%) drops={drop}")
    print("total", total)
    if not counts_only:
        with open(out, "w") as fh:
            for row in all_rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(counts_only="--counts" in sys.argv)
