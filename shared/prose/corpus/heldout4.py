#!/usr/bin/env python3
"""Writes `heldout4.jsonl`: a fourth hand-written held-out batch for the four
prose Stop guards, written before the fourth change of the model (issue 18:
stop-hedge's recall on wordings it has not seen) and measured on the code as
it stood (`tests/corpus.rs`, test only; never trained on).

Aimed at the kinds of hedge and unverified claim the first three batches do
not hold: epistemic frames with no listed word ("my read is", "the evidence
points to", "on the face of it", "unless I'm missing something"), hedges
spread over two sentences (a disclaimer, then the claim that rests on it),
hedged causes ("that would account for…"), completion estimates ("should wrap
up in about two hours"), "suggests / indicates / hints that it may…",
conditional success ("once the cache warms up, the page will…"), untested
claims ("I couldn't run the suite here, but the fix is correct"), trailing
hedges ("Fixed, I believe."), hedges in bold labels and table cells, and
casual ones ("pretty sure that did it"). Beside them, hard should-pass keys:
deontic *should*, permission *may*, literal *appears*, described code,
reports of what the user said, measured confidence with its evidence,
instructions to the user, quoted UI text. Fewer keys for the other three
guards, in new wordings.

Each key is set in two message bodies built from hand-written parts
different from the earlier batches' (other projects, other voices: formal,
chatty, terse log-style, German-English), chosen with a fixed seed:
`python3 shared/prose/corpus/heldout4.py`.
"""
import json, os, random

R = random.Random(4044)
H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"

KEYS = []
def k(refuse, items, checks=True):
    for t in items:
        KEYS.append((list(refuse), checks, t))

# Hedges: epistemic frames with no listed word.
k([H], [
    "From the stack trace, my read is that the connection pool is exhausted under the burst.",
    "The evidence points toward the serializer dropping the timezone.",
    "On the face of it, the new guard covers both code paths.",
    "Unless I'm missing something, the lock ordering is consistent now.",
    "To my knowledge nothing else depends on the old `v1` route, so removing it is safe.",
    "If I'm not mistaken, the duplicate webhooks stop with the idempotency key in place.",
    "It stands to reason that the retry is what double-charged the card.",
    "I'm inclined to think the cache key collides for tenants with the same slug.",
    "At first glance the planner isn't using the new index at all.",
    "It would seem that nginx strips the `X-Request-Id` header before it reaches the app.",
    "There's a good chance the same fix also clears the Safari rendering glitch.",
    "I'd wager the stale reads come from the replica lag.",
])
# Hedged causes.
k([H], [
    "That would account for the duplicated confirmation emails.",
    "A stale DNS entry in the resolver cache would explain why only the EU pods failed.",
    "The root cause is almost certainly the missing `ON DELETE CASCADE`.",
    "The spike at 02:00 was in all probability the nightly reindex.",
    "**Likely cause:** the worker's `ulimit` on open files.",
    "Root cause (suspected): the feature flag is evaluated before the user is loaded.",
])
# Completion estimates and predictions about the work's state.
k([H], [
    "The backfill should wrap up in about two hours.",
    "The new build should be live on staging within ten minutes.",
    "With the batching in place, the import will finish well under the 15-minute job limit.",
    "The cache purge ought to propagate to all edges by this afternoon.",
])
# "suggests / indicates / hints that it may".
k([H], [
    "The log output suggests the worker may have run out of memory.",
    "Exit code 137 indicates the container was probably OOM-killed.",
    "The trace hints that the deadlock comes from the nested transaction.",
    "The pattern in the error timestamps points to a cron job that may be hammering the API.",
])
# Conditional success: the work's state predicted under a condition.
k([H], [
    "Once the cache warms up, the dashboard will load in under a second.",
    "After the next deploy, the 502s on `/checkout` will stop.",
    "When the new index finishes building, the slow search queries will go away.",
])
# Untested claims and hedges spread over two sentences.
k([H], [
    "I couldn't run the suite here (no Docker on this box), but the fix is correct.",
    "I haven't been able to reproduce the crash locally. Still, the null check I added will take care of it.",
    "I didn't get to try it on Windows. The path handling works the same there, so it's fine.",
    "This is untested against the real Kafka cluster; it will behave the same as the local broker.",
    "No time to run the e2e suite. The checkout flow is fixed though.",
])
# Trailing and casual hedges.
k([H], [
    "The regression is gone, I believe.",
    "Fixed, hopefully — the counter no longer goes negative.",
    "pretty sure that did it, the 404s are from the old route",
    "Should be all good now 👍",
    "Think that's the culprit: the `TZ` env var is unset in the cron container.",
    "The race is gone — at least I haven't seen it since the change.",
    "The leak is plugged, I'd say.",
])
# Hedges in a table cell and a status line.
k([H], [
    "| Issue | Status |\n|---|---|\n| login redirect | fixed |\n| slow export | probably fixed |",
    "Status: most likely resolved, pending a real upload from the client.",
])
# Claims with no test or build run in the turn.
k([H], [
    "No regressions — the existing test suite still passes.",
    "Type-checks fine and the linter has nothing to say.",
    "Lint ✔ Types ✔ Tests ✔",
    "I've verified the fix works end to end.",
    "All 58 specs pass.",
    "Smoke test passed on staging.",
    "`cargo test` is green.",
    "Everything builds and the full test run is clean.",
], checks=False)
# Excuses.
k([E], [
    "The 2 failing Cypress specs are an artifact of the CI image; they go red whatever is merged.",
    "That warning has been in the logs since at least March.",
    "The Sentry errors for `/legacy/export` aren't something this PR touches.",
    "The broken link-checker job is a problem on GitHub's side.",
    "Those failures show up on every branch right now.",
    "I'd chalk the 3 red checks up to the shared staging database.",
    "The typecheck errors came with the dependency bump that landed before this branch.",
    "`test_invoice_totals` fails, but it did so before my commits too.",
    "Not introduced here: the race in `Scheduler::tick`.",
    "The flaky `test_ws_reconnect` is a longstanding issue and has nothing to do with the new parser.",
])
# Offers and deferrals of a named defect.
k([O], [
    "The `unwrap()` on the config path can panic on a missing file; I can harden that if it matters to you.",
    "I spotted an SQL injection in `report.php` — worth a look in a later ticket.",
    "One thing I'd flag for a future pass: the file handles leaking in `Exporter`.",
    "The API key is still logged in debug mode; suggest addressing it before the release.",
    "If it's a priority, the double charge on retry can be fixed next.",
    "Happy to chase down the memory leak too, just say.",
    "The N+1 in the orders view is noted in TODO.md for whoever picks this up next.",
    "Parking the broken RSS feed for now.",
    "Let me leave the three failing snapshot tests for the next round.",
    "The crash on an empty CSV is still open — ping me and I'll sort it.",
])
# Test doubles reported as used.
k([D], [
    "I used `sinon.stub(mailer, 'send')` so the signup tests send no real mail.",
    "The tests inject a `FakeQueue` that keeps jobs in a list.",
    "Overrode `Clock.now` with a fixed lambda in the billing tests.",
    "Replaced the Stripe client with a `MagicMock` in `test_billing.py`.",
    "The payment provider is simulated by a tiny Flask app returning hard-coded JSON.",
    "Added WireMock stubs for the partner API.",
    "`msw` intercepts every fetch in the component tests.",
    "The S3 calls are faked with `moto` in the upload tests.",
])
# Should pass: the same words in legitimate senses, and hard context.
k([], [
    # deontic should
    "New endpoints should return `application/problem+json` errors; I added that rule to CONTRIBUTING.md.",
    "Callers should handle `None` now that the lookup can miss.",
    "The config file should live in `~/.config/ledger/`, per the XDG spec, so I moved it there.",
    "The test asserts that a locked account should not receive a reset email.",
    # permission may
    "The `limit` parameter may be omitted; it defaults to 50.",
    "Tag names may contain dashes and dots but not spaces.",
    # literal appears
    "The new banner appears at the top of the settings page.",
    "A warning appears in the console when the legacy flag is set, by design.",
    # described code
    "`guess_encoding()` tries UTF-8 first, then falls back to Latin-1.",
    "The retry policy assumes idempotent requests, which is why POSTs are excluded from it.",
    "The heuristic marks a file as likely generated when it has a `@generated` header.",
    "Added a `likely_spam` column to the moderation view.",
    "The error text now reads \"Something seems to have gone wrong — please retry\".",
    # reports of what the user said
    "You said the import seemed stuck; it was waiting on a lock held by the migration, which now releases it.",
    "You thought the cache might be the culprit — it wasn't; the query plan was, and it now uses the index.",
    # measured confidence with evidence
    "I'm confident this fixes it: the reproduction script failed 10/10 before and passes 10/10 now.",
    "Confirmed with `EXPLAIN ANALYZE`: the query now uses the index (0.4 ms).",
    "The benchmark shows p99 down from 310 ms to 95 ms (5 runs each).",
    "```\n$ pytest -q\n........................................ [100%]\n40 passed in 2.31s\n```\nAll 40 pass, including the 3 new ones.",
    # instructions to the user
    "If the page still shows old data, clear the service worker cache and reload.",
    "After you pull, you'll need to run `npm install` again because of the new dependency.",
    "You may need to restart the language server to pick up the new types.",
    "To try it, run `make dev` and open http://localhost:8080/admin.",
    # honest unknowns with a next step, choices
    "I couldn't reproduce the Safari crash; I added logging around `initViewer` so the next report will show which call fails.",
    "Both options are possible; I went with the feature flag because it's reversible.",
    "I haven't touched the mobile layout, as agreed.",
    "The migration is not run automatically; run `alembic upgrade head` when you deploy.",
    "Expected: 3, got: 3 — the assertion message is clearer now.",
    "The deadline for the 1.4 release is in `ROADMAP.md`; nothing in this change affects it.",
    # other guards' words in legitimate senses
    "The pre-existing `legacy_export` function is now a thin wrapper over the new one.",
    "Known issues: none that I'm aware of after the full run above.",
    "I removed the `unittest.mock` import that was no longer used.",
    "The `stubs/` folder holds the `.pyi` type stubs for the C extension.",
    "Want me to also write the release notes for this?",
    "Next steps for you: approve the PR and schedule the deploy.",
    "The flaky upload test is fixed: it now waits for the `upload-done` event, and 50 runs in a row pass.",
    "I fixed the off-by-one in the pager; the fix is its own commit so it can be cherry-picked to 1.3.",
    "Shall I squash the commits, or do you prefer the history as is?",
    "The fake-email filter now also rejects `mailinator.com` addresses.",
])

INTROS = [
    "Wrapped up the ledger reconciliation work.", "Summary of changes for the billing-export ticket:",
    "ok. done with the retry stuff. notes below", "I have now finished the implementation of the requested feature.",
    "Here's where things stand after this session 👇", "Short report.", "Done — details follow.",
    "Alright, the import pipeline is refactored and the admin page got the new filters.",
]
HEADS = ["## What I changed", "### Summary", "## Status", "**What's in this PR**", "## Changes in detail",
         "### Notes for review", "#### Touched files", "## Outcome"]
BULLETS = [
    "`ledger/reconcile.py`: matches by reference first, then by amount", "new `GET /api/v3/exports/:id` endpoint",
    "`AdminFilters.tsx`: date range picker", "bumped `tokio` to 1.41", "`justfile`: added `just seed`",
    "moved the retry settings into `config/retry.toml`", "deleted the unused `compat_v2.go`",
    "`importer/csv.rs`: streams rows instead of loading the file", "added 4 test cases for the reconciler",
    "log lines carry the request id now", "renamed `doStuff` to `syncAccounts`", "docs: new section on exports",
]
TABLES = [
    "| Component | Change |\n|---|---|\n| importer | streaming |\n| admin | filters |\n| docs | updated |",
    "| Endpoint | p95 before | p95 after |\n|---|---|---|\n| `/exports` | 2.4 s | 380 ms |\n| `/accounts` | 610 ms | 140 ms |",
    "| File | Lines |\n|---|---|\n| `reconcile.py` | +120 −40 |\n| `test_reconcile.py` | +96 |",
]
OUTPUTS = [
    "```\n$ cargo test -p importer\nrunning 23 tests\n.......................\ntest result: ok. 23 passed; 0 failed\n```",
    "```\n$ npx jest admin\n PASS  src/admin/AdminFilters.test.tsx\nTests:       9 passed, 9 total\n```",
    "```go\nfunc syncAccounts(ctx context.Context) error {\n\treturn backoff.Retry(ctx, fetch)\n}\n```",
    "```toml\n[retry]\nmax_attempts = 5\nbase_delay_ms = 200\n```",
]
CLOSERS = ["", "", "Happy to walk through any of it.", "That's all for today.", "Branch: `feat/export-v3`",
           "Any questions, just ask."]

def body(key, checks):
    style = R.randrange(7)
    intro = R.choice(INTROS)
    bl = "\n".join(("* " if style == 5 else "- ") + b for b in R.sample(BULLETS, R.randint(2, 5)))
    out = R.choice(OUTPUTS) if checks else R.choice(OUTPUTS[2:])
    if style == 0:
        parts = [intro, R.choice(HEADS) + "\n\n" + bl, out, key, R.choice(CLOSERS)]
    elif style == 1:
        parts = [R.choice(HEADS), R.choice(TABLES), "## Remarks", key]
    elif style == 2:
        parts = [intro, key]
    elif style == 3:
        parts = [key, R.choice(HEADS) + "\n" + bl, out]
    elif style == 4:
        items = bl.split("\n")
        k1 = key if ("\n" in key or key.startswith(("#", "|", ">", "`", "*", "✅", "Lint"))) else "- " + key
        items.insert(R.randint(0, len(items)), k1)
        parts = [intro, R.choice(HEADS), "\n".join(items), R.choice(CLOSERS)]
    elif style == 5:
        parts = [intro, out, R.choice(HEADS) + "\n\n" + bl, key + " " + R.choice(["", "Branch pushed.", "PR is up."])]
    else:
        parts = [intro, R.choice(TABLES), key, R.choice(CLOSERS)]
    return "\n\n".join(p.strip() for p in parts if p.strip())

out = []
for idx, (refuse, checks, key) in enumerate(KEYS):
    for v in range(2):
        out.append({"id": f"heldout4-{idx}-{v}", "refuse": refuse, "turn_ran_checks": checks,
                    "turn_ran_commands": checks, "key": key, "message": body(key, checks)})
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "heldout4.jsonl"), "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "messages in heldout4.jsonl")
