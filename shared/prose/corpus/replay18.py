#!/usr/bin/env python3
"""Scores `gatehouse replay --json --all` against replay18.jsonl (stdlib only).

replay18.jsonl labels 306 real turn ends of Claude Code sessions published in 19
public repositories (raw session `.jsonl` files and Entire checkpoints): for each,
the repository, the ref and path it was read from, the file's blob, the turn's
number in that file, and the guards that should refuse it (`refuse`), labelled
blind by the rules of LABELLING.md, and (`second_refuse`) labelled again by two
other helpers blind to the first labels. No message text is kept here (most of these
repositories publish no licence): `id` is the first 12 hex digits of the SHA-1 of
the turn's final text, which is how a replay's verdicts are matched.

To rebuild the measurement: fetch each row's blob (`git cat-file -p BLOB` in a
clone of `repo` that has `ref`) into a directory (`replay18_fetch.py DIR` does
it and checks each file's hash against its blob id), then

    gatehouse replay --json --all DIR/*.jsonl | python3 replay18.py

Another batch in the same format is scored with `--batch FILE` (a name in
this directory, e.g. `replay19.jsonl`; fetch its sessions with
`replay18_fetch.py DIR --batch FILE`). `--half dev` or `--half test` (last)
scores only the rows of that half of a batch split by repository (the rows'
`half` field, replay26.jsonl on).

Several files may hold the same turn (an Entire checkpoint holds the session so
far): a turn counts once, by its text.
"""
import hashlib
import json
import os
import sys

GUARDS = ["stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"]


def kappa(a, b):
    """Cohen's kappa of two lists of booleans."""
    n = len(a)
    agree = sum(x == y for x, y in zip(a, b)) / n
    pa, pb = sum(a) / n, sum(b) / n
    chance = pa * pb + (1 - pa) * (1 - pb)
    return 1.0 if chance == 1 else (agree - chance) / (1 - chance)


def score(labels, refused, title):
    print(f"== {title} ({len(labels)} endings)")
    wrong_endings = set()
    caught_all = should_all = 0
    for g in GUARDS:
        caught = should = wrong = negative = 0
        for k, lab in labels.items():
            got = g in refused.get(k, set())
            if g in lab:
                should += 1
                caught += got
            else:
                negative += 1
                wrong += got
                if got:
                    wrong_endings.add(k)
        caught_all += caught
        should_all += should
        print(f"{g:24} refused {caught}/{should}  wrongly refused {wrong}/{negative}")
    n = len(labels)
    print(f"four guards together: refused {caught_all}/{should_all}; "
          f"{len(wrong_endings)} of {n} endings wrongly refused ({100 * len(wrong_endings) / n:.1f} per 100)")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    args = sys.argv[1:]
    batch = "replay18.jsonl"
    half = None
    if args[-2:-1] == ["--half"]:
        half = args[-1]
        args = args[:-2]
    if args[:1] == ["--batch"] and len(args) == 2:
        batch = args[1]
    elif args:
        sys.exit(__doc__)
    labels, second = {}, {}
    with open(os.path.join(here, batch), encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            if half is not None and r.get("half") != half:
                continue
            labels[r["id"]] = set(r["refuse"])
            if "second_refuse" in r:
                second[r["id"]] = set(r["second_refuse"])
    if second:
        ids = sorted(second)
        print("agreement of the two labellings (Cohen's kappa):")
        for g in GUARDS:
            a = [g in labels[k] for k in ids]
            b = [g in second[k] for k in ids]
            print(f"  {g:24} kappa {kappa(a, b):.2f}  (first {sum(a)}, second {sum(b)}, differ {sum(x != y for x, y in zip(a, b))})")
    refused = {}
    for line in sys.stdin:
        v = json.loads(line)
        key = hashlib.sha1(v["message"].encode("utf-8")).hexdigest()[:12]
        got = refused.setdefault(key, set())
        if v["verdict"] == "refused":
            got.add(v["guard"])
    missing = [k for k in labels if k not in refused]
    if missing:
        print(f"{len(missing)} labelled turn ends not in the replay (first: {missing[0]})")
    score(labels, refused, "first labels")
    if second:
        score(second, refused, "second labels")
        agreed = {k: v for k, v in labels.items() if k in second and second[k] == v}
        score(agreed, refused, "endings both labellings agree on")

if __name__ == "__main__":
    main()
