#!/usr/bin/env python3
"""Build endings.jsonl (the collected batch, before labelling) from the per-source extractions in raw/.

Stdlib only. Steps: load each source's extracted turn endings (SOURCES), drop
interrupted turns, client notices, endings under 40 characters, mostly non-Latin
endings, and (for markdown exports that omit tool calls) endings that end with ':'
(they announce a tool call the converter left out); de-duplicate by message text
across the whole batch; sort; shuffle each repository's rows with
random.Random(SEED); keep at most CAP[repo] rows per repository (chosen so that no
repository exceeds 25% of the rows); scrub (scrub_rules.SCRUB + EXTRA_SCRUB) and write.
Usage: python3 fresh12_build.py [--counts]
"""
import json
import random
import re
import sys

from real11_build import NOTICE, mostly_non_latin  # the filters every real batch shares
from scrub_rules import SCRUB

SEED = 1212

# key -> (owner/repo, SPDX, licence file, id prefix, [raw files], kind, cap)
# kind: "jsonl" raw session files (exact commands), "html" claude-code-transcripts pages
# (exact commands), "md-tools" markdown export with tool markers, "md-notools" markdown
# export without tool markers.
SOURCES = {
    "beszel": ("tonyandrewmeyer/beszel-k8s-operator", "Apache-2.0", "LICENSE", "beszel",
               [("raw/beszel.jsonl", "html")], 20),
    "sungather": ("tonyandrewmeyer/sungather-k8s-operator", "Apache-2.0", "LICENSE", "sungather",
                  [("raw/sungather_jsonl.jsonl", "jsonl"), ("raw/sungather_html.jsonl", "html")], 20),
    "mcpsrv": ("tonyandrewmeyer/mcp-server-operator", "Apache-2.0", "LICENSE", "mcpsrv",
               [("raw/mcpsrv_jsonl.jsonl", "jsonl"), ("raw/mcpsrv_html.jsonl", "html")], 20),
    "cwc": ("tonyandrewmeyer/charming-with-claude", "CC-BY-4.0", "LICENSE", "cwc",
            [("raw/cwc_jsonl.jsonl", "jsonl"), ("raw/cwc_html.jsonl", "html")], 25),
    "seti": ("tonioloewald/seti", "Apache-2.0", "LICENSE", "seti",
             [("raw/seti.jsonl", "md-tools-nocmd")], 45),
    "bing": ("reality2-roycdavies/cosmic-bing-wallpaper", "MIT", "LICENSE", "bing",
             [("raw/r2_bing.jsonl", "jsonl"), ("raw/r2_bing_md.jsonl", "md-tools")], 45),
    "pie": ("reality2-roycdavies/cosmic-pie-menu", "MIT", "LICENSE", "pie",
            [("raw/r2_pie.jsonl", "md-notools")], 30),
}
CAP_OVERRIDE = {}


# Personal names found in the sampled rows (the GitHub handles in repository URLs are kept).
EXTRA_SCRUB = [
    # (the authors' personal names, as they appear in the sessions -> "dev": patterns not committed)
    (r"(?<![\w/])tonio(?=[/@ ])", "dev"),
]


def scrub(text):
    for pat, rep in SCRUB + EXTRA_SCRUB:
        text = re.sub(pat, rep, text)
    return text


def load(path):
    return [json.loads(ln) for ln in open(path) if ln.strip()]


def source_field(repo, r, kind):
    src = f"github:{repo} {r['path']} (blob {r['blob'][:8]})"
    sess = r.get("session") or ""
    if kind in ("jsonl", "html") and sess:
        src += f", session {sess[:8]}"
    return src


def main(counts_only=False):
    seen = set()
    stats, out = {}, []
    for key, (repo, lic, licfile, prefix, files, cap) in SOURCES.items():
        cap = CAP_OVERRIDE.get(key, cap)
        kept = []
        drop = {"interrupted": 0, "not_prompt": 0, "notice": 0, "short": 0, "nonlatin": 0, "colon": 0, "dup": 0}
        found = 0
        for path, kind in files:
            rows = load(path)
            found += len(rows)
            rows.sort(key=lambda r: (r.get("path", ""), r.get("session", ""), str(r.get("uuid", ""))))
            for r in rows:
                e = r["ending"].strip()
                p = r["prompt"].lstrip()
                if r.get("interrupted"):
                    drop["interrupted"] += 1
                elif p.startswith(("<bash-notification>", "<task-notification>")) or \
                        re.match(r"^([\w-]+)\s+/\1\s*$", p):
                    drop["not_prompt"] += 1
                elif NOTICE.match(e):
                    drop["notice"] += 1
                elif len(e) < 40:
                    drop["short"] += 1
                elif mostly_non_latin(e):
                    drop["nonlatin"] += 1
                elif kind == "md-notools" and e.rstrip().endswith(":"):
                    drop["colon"] += 1
                elif " ".join(e.split()) in seen:
                    drop["dup"] += 1
                else:
                    seen.add(" ".join(e.split()))
                    kept.append((r, kind))
        order = kept[:]
        random.Random(SEED).shuffle(order)
        sample = order[:cap]
        sample.sort(key=lambda x: (x[0].get("path", ""), str(x[0].get("uuid", ""))))
        stats[key] = (repo, found, len(kept), len(sample), drop)
        for i, (r, kind) in enumerate(sample, 1):
            cmds = [c.split("\n", 1)[0] for c in r.get("commands", [])]
            checks = bool(r["turn_ran_checks"])
            out.append({
                "id": f"{prefix}-{i}",
                "source": source_field(repo, r, kind),
                "license": f"{lic} ({licfile})",
                "prompt": scrub(r["prompt"]),
                "message": scrub(r["ending"].strip()),
                "turn_ran_checks": checks,
                "turn_ran_commands": bool(r["turn_ran_commands"] or checks),
                "commands": [scrub(c) for c in cmds],
            })
    total = len(out)
    owners = {}
    for key, (repo, found, kept, n, drop) in stats.items():
        owners[repo.split("/")[0]] = owners.get(repo.split("/")[0], 0) + n
        print(f"{key:10s} {repo:45s} found={found:4d} kept={kept:4d} rows={n:3d} "
              f"({100 * n / max(total, 1):.1f}%) drops={drop}")
    print("owners", {o: f"{n} ({100 * n / total:.1f}%)" for o, n in owners.items()})
    print("total", total)
    if not counts_only:
        with open("endings.jsonl", "w") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(counts_only="--counts" in sys.argv)
