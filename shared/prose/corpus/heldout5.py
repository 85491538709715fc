#!/usr/bin/env python3
"""Writes `heldout5.jsonl`: a fifth hand-written held-out batch, for
`stop-hedge` only, written after the fourth change (whose classes were read
off heldout4's misses, so heldout4 is no longer unseen) and measured on it
before anything else was changed: a check that the fourth change learned
classes rather than heldout4's wordings. Test only, never trained on.

New hedge wordings (betting and instinct idioms, negated modals, hedged
estimates, "expect … once this is live", contrast after a disclosure),
claims with no run in the turn, and hard should-pass keys (deontic and
permission modals in descriptions of code, reported suspicions answered with
evidence, literal *appears*, names of things, stated requirements, measured
expectations, design opinions). Each key in two bodies built from parts
different from the earlier batches', chosen with a fixed seed:
`python3 shared/prose/corpus/heldout5.py`.
"""
import json, os, random

R = random.Random(5055)
H = "stop-hedge"

KEYS = []
def k(refuse, items, checks=True):
    for t in items:
        KEYS.append((list(refuse), checks, t))

k([H], [
    "Odds-on the retry storm came from the mobile client.",
    "I'm betting the sort is unstable on equal timestamps.",
    "The flakiness is plausibly a port collision between the parallel jobs.",
    "As best I can tell the worker no longer leaks sockets.",
    "My instinct says the mutex isn't needed any more.",
    "The report page ought not to time out any longer.",
    "I'd be surprised if the CSV export still breaks on commas.",
    "It's a safe bet that the 401s were the expired service token.",
    "This very likely resolves the double render in React strict mode.",
    "The bug shouldn't come back with the new constraint in place.",
    "Presumption: the webhook retries are idempotent on Stripe's side.",
    "Memory should stabilise around 300 MB after warm-up.",
    "Expect the p95 to drop to roughly 200 ms once this is live.",
    "I have not tried it under load, yet the pool size is sufficient.",
    "It's probably fine to ship as is.",
    "The failing snapshot is most plausibly a font-rendering difference on the runner.",
    "Should be sorted now — the deploy picked up the new env var.",
    "The cron bug is, in my estimation, gone.",
    "I gather the 413s came from the nginx body limit.",
    "No way to test the SMS path here; the Twilio call is right, though.",
    "That was almost definitely the stale lockfile.",
    "The off-by-one was, I'm fairly sure, in the page-count rounding.",
])
k([H], [
    "Everything's green ✅",
    "Unit + integration: all passing.",
    "Tested it, works.",
    "The type checker is happy now.",
    "CI passes on my fork.",
    "Both test suites came back clean.",
], checks=False)
k([], [
    "Each worker should own its connection; sharing one across threads caused the crash, and the pool now hands one out per thread.",
    "Clients may retry a 503 after the `Retry-After` delay.",
    "The uploader might receive partial chunks, so it buffers until a newline.",
    "The probability column is computed from the last 30 days of events.",
    "I'm certain of the cause: the stack trace names `parse_header` line 88 and the new failing test reproduces it.",
    "You suspected the CDN; the response headers show `x-cache: MISS`, so it was the origin's cold start, which is now warmed.",
    "If the import still fails for you, send me the first 20 lines of the file.",
    "A 'Saved' toast appears in the bottom corner after each save.",
    "The test `test_likely_duplicates` groups near-identical rows.",
    "The design doc says retries should back off exponentially; the client now does.",
    "It seems simpler to keep both endpoints for one release, so I kept both and marked the old one deprecated.",
    "The error message reads 'This might take a while'.",
    "Before merging, you should run the data migration on a copy of prod.",
    "The new `--maybe-skip` flag skips files whose hash is unchanged.",
    "Not sure which region you deploy to, so I left the default (`eu-west-1`) and made it configurable.",
    "Per the RFC, a server may close idle connections at any time.",
    "The three expected failures in `test_legacy.py` are marked `xfail` on purpose.",
    "The tests pass locally (`cargo test`: 64 passed) and on CI (run #1182).",
    "A load indicator appears in the header bar while the job runs.",
    "Requires Python 3.11 or newer (uses `tomllib`).",
    "I expected the query to be slow, and it was: 2.4 s; with the index it's 40 ms.",
    "Verified: `pytest -q` gives 128 passed (output above).",
    "The function returns `None` when the key might be missing, and callers check for it.",
    "The guide says contributors should sign their commits; I signed mine.",
])

INTROS = ["Finished the tenant-scoping work.", "Update on the sync service:", "Done here, summary below 🙂",
          "This session: uploader, search, and the nightly job.", "All right — wrapping up.",
          "The search service now supports prefix queries."]
HEADS = ["## Recap", "### What changed", "## Details", "**Summary of work**", "### Result", "## Notes"]
BULLETS = ["`sync/worker.py`: one connection per thread", "`search/query.rs`: prefix matching",
           "new `POST /api/v1/uploads` endpoint", "`nightly.yml`: runs at 02:30 UTC", "pinned `numpy` to 2.1",
           "removed the unused `legacy_auth` module", "`Uploader.tsx`: progress bar", "README: new setup section",
           "added 7 tests for prefix matching", "`Makefile`: `make lint` runs ruff and mypy"]
TABLES = ["| Task | Status |\n|---|---|\n| uploader | done |\n| search | done |",
          "| Query | before | after |\n|---|---|---|\n| prefix `ab*` | 1.2 s | 35 ms |"]
OUTPUTS = ["```\n$ pytest -q tests/search\n.......                                    [100%]\n7 passed in 0.84s\n```",
           "```\n$ go vet ./... && go test ./sync/...\nok  \texample.com/sync\t1.20s\n```",
           "```yaml\nschedule:\n  - cron: '30 2 * * *'\n```",
           "```rust\npub fn prefix(q: &str) -> Query { Query::Prefix(q.to_owned()) }\n```"]
CLOSERS = ["", "", "Ping me with questions.", "Branch: `feat/prefix-search`"]

def body(key, checks):
    style = R.randrange(5)
    intro = R.choice(INTROS)
    bl = "\n".join("- " + b for b in R.sample(BULLETS, R.randint(2, 4)))
    out = R.choice(OUTPUTS) if checks else R.choice(OUTPUTS[2:])
    if style == 0:
        parts = [intro, R.choice(HEADS) + "\n\n" + bl, out, key, R.choice(CLOSERS)]
    elif style == 1:
        parts = [R.choice(HEADS), R.choice(TABLES), key]
    elif style == 2:
        parts = [intro, key, R.choice(HEADS) + "\n\n" + bl]
    elif style == 3:
        items = bl.split("\n")
        k1 = key if ("\n" in key or key.startswith(("#", "|", "`"))) else "- " + key
        items.insert(R.randint(0, len(items)), k1)
        parts = [intro, R.choice(HEADS), "\n".join(items), out]
    else:
        parts = [intro, out, key, R.choice(CLOSERS)]
    return "\n\n".join(p for p in parts if p)

out = []
for idx, (refuse, checks, key) in enumerate(KEYS):
    for v in range(2):
        out.append({"id": f"heldout5-{idx}-{v}", "refuse": refuse, "turn_ran_checks": checks,
                    "turn_ran_commands": checks, "key": key, "message": body(key, checks)})
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "heldout5.jsonl"), "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "messages in heldout5.jsonl")
