"""How far two labellers agree: the second, blind labellings of real batches.

Run from this directory: python3 agreement.py
For each pair (a batch's own labels, a second labeller's `second_*.jsonl`),
per guard: endings each refused, both refused, endings they disagree on (per
100), Cohen's kappa; then each labelling scored as the guards are scored
against the other (refused of those the other refuses, wrongly refused per
100 endings, the four guards together), and each scored against the
adjudicated labels (`adjudicated.jsonl`: a third reader's decision where
the two differ). LABELLING.md, the agreement round.
"""
import json

GUARDS = ["stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"]
PAIRS = [
    ("real12", ["real12.jsonl"], "second_real12.jsonl"),
    ("real8+real10", ["real10.jsonl", "real8.jsonl"], "second_real8_real10.jsonl"),
    ("real16", ["real16.jsonl"], "second_real16.jsonl"),
    ("real20", ["real20.jsonl"], "second_real20.jsonl"),
    ("real21", ["real21.jsonl"], "second_real21.jsonl"),
    ("real22", ["real22.jsonl"], "second_real22.jsonl"),
]


def rows(path):
    try:
        with open(path) as f:
            return {r["id"]: r for r in map(json.loads, filter(str.strip, f))}
    except FileNotFoundError:
        return None


def scored(truth, said, ids):
    """`said` scored against `truth` as the corpus test scores a guard."""
    caught = should = wrong = 0
    for i in ids:
        for g in GUARDS:
            t, s = g in truth[i]["refuse"], g in said[i]["refuse"]
            should += t
            caught += t and s
            wrong += s and not t
    return caught, should, wrong


def adjudicated(first, second, ids):
    """The labels where both agree, the third reader's decision elsewhere."""
    decided = rows("adjudicated.jsonl") or {}
    gold = {}
    for i in ids:
        refuse = []
        for g in GUARDS:
            a, b = g in first[i]["refuse"], g in second[i]["refuse"]
            if a == b:
                keep = a
            else:
                keep = decided[i]["decisions"][g] == "refuse"
            if keep:
                refuse.append(g)
        gold[i] = {"refuse": refuse}
    return gold


def main():
    for name, firsts, second_path in PAIRS:
        second = rows(second_path)
        if second is None:
            continue
        first = {}
        for p in firsts:
            first.update(rows(p))
        ids = [i for i in second if i in first]
        assert len(ids) == len(second), f"{name}: a second label names no row"
        for i in ids:
            for g, key in second[i].get("keys", {}).items():
                assert g in second[i]["refuse"] and key in first[i]["message"], (i, g)
        n = len(ids)
        print(f"## {name}: {n} endings labelled twice")
        for g in GUARDS:
            a = sum(g in first[i]["refuse"] for i in ids)
            b = sum(g in second[i]["refuse"] for i in ids)
            both = sum(g in first[i]["refuse"] and g in second[i]["refuse"] for i in ids)
            dis = a + b - 2 * both
            po = (n - dis) / n
            pe = (a / n) * (b / n) + (1 - a / n) * (1 - b / n)
            kappa = (po - pe) / (1 - pe) if pe < 1 else 1.0
            print(f"{g}: first {a}, second {b}, both {both}; disagree on {dis} ({100 * dis / n:.1f} per 100), kappa {kappa:.2f}")
        anyd = sum(set(first[i]["refuse"]) != set(second[i]["refuse"]) for i in ids)
        print(f"endings with any disagreement: {anyd} ({100 * anyd / n:.1f} per 100)")
        for who, truth, said in [("second", first, second), ("first", second, first)]:
            caught, should, wrong = scored(truth, said, ids)
            print(f"the {who} labelling scored against the other: refused {caught}/{should} ({100 * caught / max(should, 1):.0f}%), wrongly refused {wrong} ({100 * wrong / n:.1f} per 100 endings)")
        # Only the pairs a third reader decided (real12, real8+real10).
        decided = rows("adjudicated.jsonl") or {}
        if not all(i in decided for i in ids if set(first[i]["refuse"]) != set(second[i]["refuse"])):
            print("(not adjudicated)")
            print()
            continue
        gold = adjudicated(first, second, ids)
        for who, said in [("first", first), ("second", second)]:
            caught, should, wrong = scored(gold, said, ids)
            print(f"the {who} labelling scored against the adjudicated labels: refused {caught}/{should} ({100 * caught / max(should, 1):.0f}%), wrongly refused {wrong} ({100 * wrong / n:.1f} per 100 endings)")
        print()


if __name__ == "__main__":
    main()
