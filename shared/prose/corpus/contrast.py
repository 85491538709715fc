#!/usr/bin/env python3
"""Builds `contrast.jsonl` from `contrast_edits.jsonl` (see `contrast.md`).

Each edit names a read real ending (`from`, an id of `real.jsonl`,
`real4.jsonl`, `real5.jsonl`, `real8.jsonl`'s read sources, `real9a.jsonl`
or `real9b.jsonl`) and find/replace pairs that flip or keep its label; the
row written is the edited message with the source ending's provenance, its
turn flags, and the split of the ending it came from (`train` for
real-train, `dev` for real-dev), so the trainer puts it in the fold of its
source. Deterministic: the same edits give the same bytes.

    python3 shared/prose/corpus/contrast.py
"""
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
FILES = ["real.jsonl", "real4.jsonl", "real5.jsonl", "real8.jsonl", "real9a.jsonl", "real9b.jsonl"]
GUARDS = {
    "stop-hedge": {"hedge", "claim"},
    "no-preexisting-excuse": {"excuse"},
    "no-offer-instead-of-fix": {"offer"},
    "forbidden-doubles-stop": {"double"},
}


def split_of(file, rid):
    """The real split the trainer gives the source ending (examples/train.rs)."""
    if file == "real5.jsonl":
        return "dev"
    if file == "real4.jsonl":
        return "dev" if rid.startswith(("omp-", "safecast-")) else "train"
    if file == "real8.jsonl":
        return "dev" if rid.startswith(("gitsync-", "flutter-")) else None
    return "train"


def main():
    sources = {}
    for f in FILES:
        for line in (HERE / f).read_text().splitlines():
            if line.strip():
                r = json.loads(line)
                sources[r["id"]] = (f, r)
    out = []
    seen = {}
    for n, line in enumerate((HERE / "contrast_edits.jsonl").read_text().splitlines(), 1):
        if not line.strip():
            continue
        e = json.loads(line)
        f, src = sources[e["from"]]
        split = split_of(f, src["id"])
        if split is None:
            sys.exit(f"edit {n}: {e['from']} is in a split never read")
        kind, refuse, head = e["kind"], e["refuse"], e["head"]
        assert kind in ("refuse", "nearmiss", "pass"), n
        assert (kind == "refuse") == bool(refuse), n
        assert (kind == "pass") == bool(src["refuse"]), n
        assert all(head in GUARDS[g] for g in refuse), n
        text = src["message"]
        for ed in e["edits"]:
            if text.count(ed["find"]) != 1:
                sys.exit(f"edit {n}: find is not unique: {ed['find'][:60]!r}")
            text = text.replace(ed["find"], ed["replace"])
        if e["key"] not in text:
            sys.exit(f"edit {n}: key not in the edited message")
        k = seen.get((src["id"], kind), 0)
        seen[(src["id"], kind)] = k + 1
        out.append({
            "id": f"cf-{src['id']}-{kind}{'' if k == 0 else k + 1}",
            "from": src["id"],
            "file": f,
            "split": split,
            "kind": kind,
            "refuse": refuse,
            "head": head,
            "turn_ran_checks": src.get("turn_ran_checks", False),
            "turn_ran_commands": src.get("turn_ran_commands", False),
            "source": src.get("source", ""),
            "license": src.get("license", ""),
            "key": e["key"],
            "message": text,
        })
    with open(HERE / "contrast.jsonl", "w") as o:
        for r in out:
            o.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(out)} rows")


if __name__ == "__main__":
    main()
