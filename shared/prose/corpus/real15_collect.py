#!/usr/bin/env python3
"""Build endings.jsonl (the collector's rows for real15) from the extraction in raw/.

Stdlib only. Rebuild from scratch (M: the folder of the repositories' git snapshots):
  python3 real15_extract.py ccconv $M/brightdigit+MistKit/repo brightdigit/MistKit \
      57ff5d42d765bff4497a4353d12ef6d9467cf151 .taskmaster/docs/archive/conversations > raw/mistkit.jsonl
  python3 real15_collect.py [--counts]
(57ff5d42 is the parent of b3fc1343, the commit that removed the archive from the tree.)

Steps (as real14_collect.py): load the turn endings; drop interrupted turns, slash-command /
notification / compaction-summary "prompts", client notices, endings under 40 characters and mostly
non-Latin endings; de-duplicate by whitespace-normalised message text; then sample:
  - RANDOM rows: the rows are shuffled with random.Random(SEED) and taken in that order, at most
    PER_SESSION from one session (so that long sessions do not fill the batch), until N_RANDOM;
  - TARGETED rows: of the rows left, those whose ending matches a wording class (hedge, claim, excuse,
    offer, double; TARGET below), shuffled with the same seed, taken round-robin over the classes
    (rarest class first), at most PER_SESSION per session counting the random rows, until N_TARGETED.
Scrub (SCRUB below, plus the patterns in EXTRA_SCRUB.txt, one "regex<TAB>replacement" a line, kept out
of the repository because it names people) and write. `tools` and `commands` are kept for the
labeller; real15_build.py drops them.
"""
import json
import random
import re
import sys

from real11_build import NOTICE, load_extra, mostly_non_latin  # what every real batch shares

SEED = 1515
N_RANDOM, N_TARGETED, PER_SESSION = 88, 32, 2

SOURCES = {
    "mistkit": ("brightdigit/MistKit", "MIT (LICENSE, 'Copyright (c) 2024 BrightDigit')", "mistkit",
                "raw/mistkit.jsonl"),
}

NOT_PROMPT = re.compile(r"^\s*(<bash-notification>|<task-notification>|<<[\w-]+>>\s*$|<command-|"
                        r"This session is being continued from a previous conversation)")

# Generic scrubbing (names nobody): home folders, e-mail addresses, key and token shapes.
SCRUB = [
    (r"/Users/[^/\s'\"`)]+", "/Users/dev"),
    (r"/home/[^/\s'\"`)]+", "/home/dev"),
    (r"[\w.+-]+@[\w-]+\.[\w.-]+", "<email>"),
    (r"\b(sk-ant-|sk-|ghp_|gho_|github_pat_|xox[bp]-)[\w-]{10,}", "<scrubbed>"),
    (r"\b[0-9a-fA-F]{32,}\b", "<scrubbed>"),
    (r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", "<scrubbed>"),
]

TARGET = {
    "hedge": re.compile(r"\b(probably|likely|should (now )?(work|be|pass|fix|resolve)|might|seems?|appears? to|"
                        r"I think|I believe|I suspect|presumably|hopefully|not sure)\b", re.I),
    "claim": re.compile(r"(all (\d+ )?tests? pass|tests? (are )?pass(ing|es)?|build succeed|builds? (cleanly|successfully)|"
                        r"\bverified\b|confirmed working|✅)", re.I),
    "excuse": re.compile(r"\b(pre-?existing|unrelated|not related|already (failing|broken)|existing (issue|failure|warning|error)s?|"
                         r"known issue|flaky|not caused by)\b", re.I),
    "offer": re.compile(r"\b(would you like me|want me to|shall I|should I|let me know if|follow-?up|separate PR|"
                        r"out of scope|next steps?|TODO|later)\b", re.I),
    "double": re.compile(r"\b(mock\w*|stub\w*|fake\w*|spy|spies|monkeypatch\w*|test doubles?)\b", re.I),
}


EXTRA_SCRUB = load_extra()


def scrub(text):
    for pat, rep in EXTRA_SCRUB + SCRUB:
        text = re.sub(pat, rep, text, flags=re.S)
    return text


def first_line(cmd):
    lines = [ln for ln in cmd.split("\n") if ln.strip()]
    for ln in lines:
        if not re.fullmatch(r"\s*cd\s+\S+\s*(?:&&\s*)?", ln):
            return ln
    return lines[0] if lines else cmd


def main(counts_only=False):
    out, stats = [], {}
    for key, (repo, lic, prefix, path) in SOURCES.items():
        rows = [json.loads(ln) for ln in open(path) if ln.strip()]
        rows.sort(key=lambda r: (r["path"], r["session"], int(r["uuid"].rsplit("#", 1)[1])))
        seen, kept = set(), []
        drop = {"interrupted": 0, "not_prompt": 0, "notice": 0, "short": 0, "nonlatin": 0, "dup": 0}
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
            elif " ".join(e.split()) in seen:
                drop["dup"] += 1
            else:
                seen.add(" ".join(e.split()))
                kept.append(r)
        order = kept[:]
        random.Random(SEED).shuffle(order)
        per, chosen = {}, []
        for r in order:
            if len(chosen) >= N_RANDOM:
                break
            if per.get(r["session"], 0) >= PER_SESSION:
                continue
            per[r["session"]] = per.get(r["session"], 0) + 1
            chosen.append((r, "random"))
        picked = {id(r) for r, _ in chosen}
        pools = {c: [r for r in order if id(r) not in picked and rx.search(r["ending"])] for c, rx in TARGET.items()}
        classes = sorted(pools, key=lambda c: len(pools[c]))
        n_t = 0
        while n_t < N_TARGETED and any(pools.values()):
            for c in classes:
                while pools[c]:
                    r = pools[c].pop(0)
                    if id(r) in picked or per.get(r["session"], 0) >= PER_SESSION:
                        continue
                    picked.add(id(r))
                    per[r["session"]] = per.get(r["session"], 0) + 1
                    chosen.append((r, "targeted"))
                    n_t += 1
                    break
                if n_t >= N_TARGETED:
                    break
        chosen.sort(key=lambda x: (x[0]["path"], int(x[0]["uuid"].rsplit("#", 1)[1])))
        stats[key] = (repo, len(rows), len(kept), len(chosen), n_t, drop)
        for i, (r, how) in enumerate(chosen, 1):
            checks = bool(r["turn_ran_checks"])
            out.append({
                "id": f"{prefix}-{i}",
                "source": f"github:{repo} {r['path']} (blob {r['blob'][:8]}), session {r['session'][:8]}",
                "license": lic,
                "prompt": scrub(r["prompt"].strip())[:2000],
                "turn_ran_checks": checks,
                "turn_ran_commands": bool(r["turn_ran_commands"] or checks),
                "turn_wrote_files": r["turn_wrote_files"],
                "sample": how,
                "tools": r["tools"],
                "commands": [scrub(first_line(c)) for c in r["commands"]][:20],
                "message": scrub(r["ending"].strip()),
            })
    for key, (repo, found, kept, n, n_t, drop) in stats.items():
        print(f"{key:8s} {repo:24s} found={found} kept={kept} rows={n} targeted={n_t} drops={drop}")
    print("total", len(out), "sessions", len({o["source"].rsplit(' ', 1)[-1] for o in out}))
    if not counts_only:
        with open("endings.jsonl", "w", encoding="utf-8") as fh:
            for row in out:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(counts_only="--counts" in sys.argv)
