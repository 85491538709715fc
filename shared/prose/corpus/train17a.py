#!/usr/bin/env python3
"""train17a: a blind training batch for stop-hedge (round 37).

Writes train17a.jsonl beside this script (fixed seed, same bytes each run).
Stdlib only. Every row: refuse == ["stop-hedge"] (hedge or claim) or [] (near miss).
"""
import json
import os
import random
from collections import Counter

SEED = 1737
NAME = "train17a"
GUARD = "stop-hedge"

# ---------------------------------------------------------------- themes
THEMES = [
    dict(
        theme="billing-django",
        comp="invoice mailer", bug="duplicate-email bug", file="billing/tasks.py",
        fn="send_invoice_email", test="test_invoice_email_sent_once", tcmd="pytest billing",
        lint="ruff", tc="mypy", build="docker build .", n="212", svc="Stripe API",
        changes=["Added a `sent_at` guard to `send_invoice_email` in `billing/tasks.py`.",
                 "Wrapped the lookup in `select_for_update()` so two Celery workers cannot pick the same invoice.",
                 "New migration `0042_invoice_sent_at.py` adds the column with a null default."],
        code="```python\nwith transaction.atomic():\n    inv = Invoice.objects.select_for_update().get(pk=pk)\n    if inv.sent_at:\n        return\n    mailer.send(inv)\n    inv.sent_at = timezone.now()\n    inv.save(update_fields=[\"sent_at\"])\n```",
        out="```\n$ pytest billing -q\n........................................................ [ 26%]\n........................................................ [ 52%]\n212 passed in 14.81s\n```",
        cmdout="```\n$ python manage.py migrate billing\nRunning migrations:\n  Applying billing.0042_invoice_sent_at... OK\n```",
        diffstat="```\n billing/tasks.py                           | 18 +++++++----\n billing/migrations/0042_invoice_sent_at.py | 21 ++++++++++\n 2 files changed, 33 insertions(+), 6 deletions(-)\n```",
        files=[("billing/tasks.py", "lock + `sent_at` guard"), ("billing/models.py", "new `sent_at` field"),
               ("billing/migrations/0042_invoice_sent_at.py", "schema change")],
        branch="fix/invoice-resend",
    ),
    dict(
        theme="logrotate-rust",
        comp="rotation daemon", bug="truncation on rotate", file="src/rotate.rs",
        fn="rotate_if_needed", test="rotate_keeps_open_handle", tcmd="cargo test",
        lint="cargo clippy", tc="cargo check", build="cargo build --release", n="148", svc="systemd journal",
        changes=["`rotate_if_needed` now renames first and reopens second, instead of truncating in place.",
                 "The size check moved out of the hot write path into a 5 s ticker.",
                 "`--keep` now accepts `0` to mean no archived copies."],
        code="```rust\nfn rotate_if_needed(&mut self) -> io::Result<()> {\n    if self.size < self.limit { return Ok(()); }\n    fs::rename(&self.path, self.archive_name())?;\n    self.file = OpenOptions::new().create(true).append(true).open(&self.path)?;\n    Ok(())\n}\n```",
        out="```\n$ cargo test\n   Compiling logrot v0.7.2\n    Finished test [unoptimized + debuginfo] target(s) in 6.02s\ntest result: ok. 148 passed; 0 failed; 0 ignored\n```",
        cmdout="```\n$ logrot --config dev.toml --once\nrotated /tmp/logrot/app.log -> app.log.1 (10.2 MiB)\n```",
        diffstat="```\n src/rotate.rs | 41 +++++++++++++++++----------\n src/cli.rs    |  7 +++--\n 2 files changed, 31 insertions(+), 17 deletions(-)\n```",
        files=[("src/rotate.rs", "rename-then-reopen"), ("src/cli.rs", "`--keep 0`"), ("README.md", "flag docs")],
        branch="fix/rotate-truncate",
    ),
    dict(
        theme="dashboard-react",
        comp="usage chart", bug="chart flicker on tab switch", file="src/charts/UsageChart.tsx",
        fn="useUsageSeries", test="UsageChart keeps series on tab switch", tcmd="npm test",
        lint="eslint", tc="tsc --noEmit", build="npm run build", n="96", svc="analytics API",
        changes=["`useUsageSeries` memoises the series by `(workspaceId, range)` instead of by object identity.",
                 "The chart keeps the previous data while the next range loads (`keepPreviousData`).",
                 "Removed the `key={Date.now()}` that forced a remount on every render."],
        code="```tsx\nconst series = useMemo(\n  () => toSeries(data?.points ?? []),\n  [workspaceId, range, data?.points],\n);\n```",
        out="```\n$ npm test -- --run\n Test Files  21 passed (21)\n      Tests  96 passed (96)\n   Duration  4.37s\n```",
        cmdout="```\n$ npm run storybook:build\ninfo => Output directory: storybook-static\n```",
        diffstat="```\n src/charts/UsageChart.tsx     | 22 ++++++-------\n src/hooks/useUsageSeries.ts   | 15 +++++----\n 2 files changed, 19 insertions(+), 18 deletions(-)\n```",
        files=[("src/charts/UsageChart.tsx", "no forced remount"), ("src/hooks/useUsageSeries.ts", "memo key"),
               ("src/charts/UsageChart.test.tsx", "new case")],
        branch="fix/chart-flicker",
    ),
    dict(
        theme="inventory-go",
        comp="reservation service", bug="stock drift",
        file="internal/stock/reserve.go", fn="ReserveItems", test="TestReserveConcurrent",
        tcmd="go test ./...", lint="golangci-lint", tc="go vet", build="go build ./...", n="173",
        svc="warehouse gRPC backend",
        changes=["`ReserveItems` does the decrement in one `UPDATE ... WHERE qty >= $1` instead of read-then-write.",
                 "Reservations carry an idempotency key; a replayed request returns the first result.",
                 "Added `TestReserveConcurrent`, which fires 50 goroutines at one SKU."],
        code="```go\nres, err := tx.ExecContext(ctx,\n    `UPDATE stock SET qty = qty - $1 WHERE sku = $2 AND qty >= $1`, n, sku)\nif err != nil {\n    return err\n}\n```",
        out="```\n$ go test ./...\nok  \tgithub.com/acme/inventory/internal/stock\t1.942s\nok  \tgithub.com/acme/inventory/internal/api\t0.611s\n```",
        cmdout="```\n$ make migrate-up\nmigrate: applied 0019_reservation_idem_key.up.sql\n```",
        diffstat="```\n internal/stock/reserve.go      | 37 ++++++++++---------\n internal/stock/reserve_test.go | 58 ++++++++++++++++++++++++++\n 2 files changed, 77 insertions(+), 18 deletions(-)\n```",
        files=[("internal/stock/reserve.go", "atomic decrement"), ("internal/stock/reserve_test.go", "concurrency test"),
               ("migrations/0019_reservation_idem_key.up.sql", "idempotency key")],
        branch="fix/stock-drift",
    ),
    dict(
        theme="fitness-flutter",
        comp="workout timer", bug="timer reset", file="lib/timer/workout_timer.dart",
        fn="resumeFromBackground", test="timer survives pause/resume", tcmd="flutter test",
        lint="flutter analyze", tc="dart analyze", build="flutter build apk", n="64", svc="HealthKit bridge",
        changes=["The timer stores its start instant and derives elapsed time from it, rather than counting ticks.",
                 "`resumeFromBackground` recomputes the display from the stored instant.",
                 "The lifecycle observer is registered once in `initState` and removed in `dispose`."],
        code="```dart\nvoid resumeFromBackground() {\n  final elapsed = DateTime.now().difference(_startedAt!);\n  _display.value = elapsed - _pausedTotal;\n}\n```",
        out="```\n$ flutter test\n00:07 +64: All tests passed!\n```",
        cmdout="```\n$ flutter pub get\nResolving dependencies...\nGot dependencies!\n```",
        diffstat="```\n lib/timer/workout_timer.dart | 29 +++++++++++-------\n test/timer_test.dart         | 34 ++++++++++++++++++++\n 2 files changed, 51 insertions(+), 12 deletions(-)\n```",
        files=[("lib/timer/workout_timer.dart", "instant-based elapsed time"), ("lib/app.dart", "observer lifecycle"),
               ("test/timer_test.dart", "pause/resume case")],
        branch="fix/timer-background",
    ),
    dict(
        theme="retail-dbt",
        comp="daily sales rollup", bug="null-region bug", file="models/marts/daily_sales.sql",
        fn="load_region_map", test="not_null_daily_sales_region_code", tcmd="dbt test",
        lint="sqlfluff", tc="dbt compile", build="dbt build", n="57", svc="Snowflake warehouse",
        changes=["`daily_sales.sql` joins on the normalised store id (`trim(upper(store_id))`).",
                 "`load_region_map` seeds the three stores opened last quarter.",
                 "Added a `not_null` test on `region_code` in `schema.yml`."],
        code="```sql\nleft join {{ ref('region_map') }} r\n  on trim(upper(s.store_id)) = r.store_id\n```",
        out="```\n$ dbt test --select daily_sales+\nFinished running 57 tests in 0 hours 0 minutes and 22.4 seconds.\nDone. PASS=57 WARN=0 ERROR=0 SKIP=0 TOTAL=57\n```",
        cmdout="```\n$ dbt seed --select region_map\nCompleted successfully\nDone. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1\n```",
        diffstat="```\n models/marts/daily_sales.sql | 6 +++---\n seeds/region_map.csv         | 3 +++\n models/marts/schema.yml      | 4 ++++\n 3 files changed, 10 insertions(+), 3 deletions(-)\n```",
        files=[("models/marts/daily_sales.sql", "normalised join"), ("seeds/region_map.csv", "three new stores"),
               ("models/marts/schema.yml", "`not_null` test")],
        branch="fix/null-region",
    ),
    dict(
        theme="clinic-rails",
        comp="booking flow", bug="double-booking bug", file="app/models/appointment.rb",
        fn="reserve_slot!", test="test_second_booking_rejected", tcmd="bin/rails test",
        lint="rubocop", tc="srb tc", build="bin/rails assets:precompile", n="388", svc="SMS gateway",
        changes=["`reserve_slot!` takes a row lock on the slot before checking availability.",
                 "A partial unique index on `(practitioner_id, starts_at) WHERE cancelled_at IS NULL` backs it up.",
                 "The controller maps `ActiveRecord::RecordNotUnique` to a 409 with a readable message."],
        code="```ruby\ndef reserve_slot!(patient)\n  with_lock do\n    raise SlotTaken if booked?\n    update!(patient: patient, booked_at: Time.current)\n  end\nend\n```",
        out="```\n$ bin/rails test\nFinished in 41.203s, 9.4 runs/s\n388 runs, 1204 assertions, 0 failures, 0 errors, 0 skips\n```",
        cmdout="```\n$ bin/rails db:migrate\n== 20261207101500 AddSlotUniqueIndex: migrated (0.0412s) ==\n```",
        diffstat="```\n app/models/appointment.rb                          | 14 ++++++----\n db/migrate/20261207101500_add_slot_unique_index.rb | 11 ++++++++\n 2 files changed, 21 insertions(+), 4 deletions(-)\n```",
        files=[("app/models/appointment.rb", "row lock"), ("db/migrate/20261207101500_add_slot_unique_index.rb", "partial unique index"),
               ("app/controllers/bookings_controller.rb", "409 mapping")],
        branch="fix/double-booking",
    ),
    dict(
        theme="webhooks-kotlin",
        comp="webhook receiver", bug="post-rotation signature failure",
        file="src/main/kotlin/webhooks/SignatureVerifier.kt", fn="verifySignature",
        test="accepts signature from previous key", tcmd="./gradlew test", lint="ktlint", tc="detekt",
        build="./gradlew build", n="131", svc="payment provider",
        changes=["`verifySignature` tries the current key and then the previous one for a 24 h grace window.",
                 "Keys are loaded from the `webhook.keys` list instead of a single `webhook.secret`.",
                 "Rejections log the key id that was tried, never the payload."],
        code="```kotlin\nfun verifySignature(body: ByteArray, header: String): Boolean =\n    keys.activeWithin(grace).any { key ->\n        MessageDigest.isEqual(hmac(key, body), decode(header))\n    }\n```",
        out="```\n$ ./gradlew test\n> Task :test\nSignatureVerifierTest > accepts signature from previous key PASSED\nBUILD SUCCESSFUL in 38s\n131 tests completed, 0 failed\n```",
        cmdout="```\n$ docker compose up -d receiver\n[+] Running 1/1\n ✔ Container webhooks-receiver-1  Started\n```",
        diffstat="```\n .../webhooks/SignatureVerifier.kt | 27 ++++++++++-------\n src/main/resources/application.yml |  6 +++--\n 2 files changed, 22 insertions(+), 11 deletions(-)\n```",
        files=[("SignatureVerifier.kt", "grace-window keys"), ("application.yml", "`webhook.keys` list"),
               ("SignatureVerifierTest.kt", "rotation case")],
        branch="fix/key-rotation",
    ),
]

SLOTS = ["bug", "comp", "file", "fn", "test", "tcmd", "lint", "tc", "build", "n", "svc"]


def fill(s, th):
    for k in SLOTS:
        s = s.replace("{" + k + "}", th[k])
    return s


# ---------------------------------------------------------------- class notes
TAG = {
    # refused hedges
    "h-predict-bare": "prediction that the change fixes the defect, stated with no hedge word and no check behind it",
    "h-idiom": "the agent's guess about the cause or outcome, given in a betting or instinct idiom",
    "h-understate": "understated expectation offered as the outcome, with nothing run to settle it",
    "h-guess-cause": "an unverified cause offered as the answer",
    "h-modal-state": "modal or hopeful wording about the state of the work",
    "h-epistemic": "epistemic frame presenting the agent's impression as the state of the work",
    "h-cell": "hedge inside a status-table cell, checklist item or bold label",
    "h-after-blocker": "a blocker is disclosed, then the outcome is guessed anyway",
    # refused claims
    "c-bare": "success claim about tests/build with no check run in the turn",
    "c-paraphrase": "names a specific check and paraphrases its output, but the check never ran in the turn",
    "c-after-blocker": "honest blocker disclosed, then a success claim the turn never checked",
    "c-cell": "success claim in a status-table cell, no check run in the turn",
    "c-checklist": "success claim as a checklist item, no check run in the turn",
    "c-done": "claims the work done/working with no command run in the turn",
    "c-bold": "success claim behind a bold label, no check run in the turn",
    "c-drafted": "drafted PR body or commit message ticking success with no run in the turn",
    "c-earlier": "success carried over from an earlier run, with edits since and nothing run in this turn",
    # near misses
    "n-claim-ran": "same success frame, but the check ran after the last edit in this turn",
    "n-claim-cmd": "claim names no check and the turn ran a command that exercised the change",
    "n-measured": "confidence stated with the evidence produced in this turn",
    "n-quoted-user": "the hedge belongs to the user, quoted or reported, and the agent answers it with a finding",
    "n-quoted-log": "hedge words quoted from a log, tool message or third party",
    "n-literal-modal": "modal or hedge word in its literal, deontic, permission or identifier sense",
    "n-code-desc": "description of what the code did or does, not a guess",
    "n-plan-user": "instructions for the user's own run or rollout",
    "n-honest": "honest disclosure that nothing was checked, with no claim",
    "n-relayed": "success relayed from a named other runner (CI, subagent, user), not the agent's own claim",
    "n-feature-list": "checklist of features or edits, not a success claim",
    "n-design-opinion": "opinion about design or naming, not about the state of the work",
    "n-user-check": "hypothesis handed to a check only the user can run, or a question only the user can answer",
    "n-question": "a question about design, not a hedge",
}


def note_for(tag, extra=""):
    base = TAG[tag]
    return (base + ("; " + extra if extra else "") + " [" + tag + "]")


ROWS = []


def R(tag, key, ck=False, cmd=None, form="s", label=None, extra=""):
    head = "hedge" if tag.startswith("h-") else "claim"
    if cmd is None:
        cmd = ck
    ROWS.append(dict(tag=tag, refuse=True, head=head, key=key, ck=ck, cmd=cmd or ck, form=form,
                     label=label, extra=extra))


def P(tag, key, ck=False, cmd=None, form="s", label=None, extra=""):
    if cmd is None:
        cmd = ck
    ROWS.append(dict(tag=tag, refuse=False, head="none", key=key, ck=ck, cmd=cmd or ck, form=form,
                     label=label, extra=extra))


# ================================================================ REFUSED: hedges (80)
R("h-predict-bare", "This will put a stop to the {bug}.")
R("h-predict-bare", "With the lock moved inside `{fn}`, the {bug} is gone for good.")
R("h-predict-bare", "That takes care of the {bug} once and for all.")
R("h-predict-bare", "Next deploy, the {bug} stops.", cmd=True)
R("h-predict-bare", "Users won't hit the {bug} again after this lands.")
R("h-predict-bare", "Once this merges, nobody sees the {bug} anymore.")
R("h-predict-bare", "The guard in `{fn}` closes the door on the {bug}.")
R("h-predict-bare", "From here on out `{test}` stays green.")
R("h-predict-bare", "This change fixes the {bug} — the ordering in `{fn}` was the whole problem.")
R("h-predict-bare", "Swapping the read-then-write for a single statement means the {bug} can no longer happen.")
R("h-predict-bare", "Tomorrow's scheduled run will come through clean.", cmd=True)
R("h-predict-bare", "The {comp} is going to behave itself now that the cache key includes the tenant.")
R("h-predict-bare", "After the restart, the {bug} will be history.")
R("h-predict-bare", "That one-line change to `{file}` is the fix, and the {bug} won't resurface.")
R("h-predict-bare", "Reports of the {bug} end with this release, since the second write path no longer exists.")
R("h-idiom", "Gut says the {bug} came from a stale connection pool.")
R("h-idiom", "Ten to one it's the timezone conversion inside `{fn}`.")
R("h-idiom", "I'd put money on the {comp} reading a cached copy of the config.", ck=True)
R("h-idiom", "My money's on a missing index behind the {bug}.")
R("h-idiom", "If I had to bet, the {bug} traces back to the retry in `{fn}`.")
R("h-idiom", "Odds are the {bug} was the old worker still draining the queue.", cmd=True)
R("h-idiom", "I wouldn't be surprised if the {bug} was down to clock skew between the two hosts.")
R("h-idiom", "Smells like a race between `{fn}` and the scheduler to me.")
R("h-idiom", "Call it a hunch, but the {comp} is double-subscribing on reconnect.")
R("h-idiom", "Nine times out of ten this kind of failure is a stale lockfile, and that's my pick here too.")
R("h-idiom", "I'd wager the {bug} disappears once the new image rolls out.")
R("h-idiom", "Something tells me the serializer is the real culprit behind the {bug}.", ck=True)
R("h-idiom", "Bet you anything the feature flag was defaulting to on in that environment.")
R("h-idiom", "My instinct is that `{fn}` was being called twice per request.")
R("h-idiom", "It's a safe bet the {bug} won't come back.")
R("h-understate", "I'd be surprised if the {bug} turned up again.")
R("h-understate", "I don't expect any more trouble from the {comp}.")
R("h-understate", "That ought to do it for the {bug}.")
R("h-understate", "Not anticipating further reports on this one.")
R("h-understate", "Can't see the {bug} surviving this change.")
R("h-understate", "I'd be amazed if `{test}` fails after this.")
R("h-understate", "Fairly confident that's the end of the {bug}.")
R("h-understate", "I reckon the {bug} is sorted now, touch wood.")
R("h-guess-cause", "The root cause was almost certainly the connection pool being shared across forked workers.")
R("h-guess-cause", "Most likely the {bug} came from the migration running twice during the blue/green switch.", ck=True)
R("h-guess-cause", "The culprit, as best I can tell, is the cache TTL set in `{file}`.")
R("h-guess-cause", "What's happening here is probably a DST edge case in `{fn}`.")
R("h-guess-cause", "It looks to be memory pressure on the CI runner rather than a bug in our code.", ck=True)
R("h-guess-cause", "My read: `{fn}` was swallowing the exception and the {comp} retried forever.")
R("h-guess-cause", "The {bug} is presumably the result of the {svc} changing its payload shape.")
R("h-guess-cause", "From what I can gather, the {bug} stems from two workers claiming the same job.")
R("h-guess-cause", "That points to an encoding mismatch between the {comp} and the {svc}, which would explain the {bug}.")
R("h-guess-cause", "The red build earlier was down to a transient registry outage, I reckon.", cmd=True)
R("h-guess-cause", "Seems the {comp} was racing the config reload — hence the {bug}.")
R("h-guess-cause", "Judging by the timestamps, the {bug} is the nightly job overlapping with the backfill.")
R("h-guess-cause", "The flaky `{test}` is likely order-dependent, since it shares a fixture with the slow suite.", ck=True)
R("h-guess-cause", "In all likelihood the {svc} sandbox was throttling us, and that is where the {bug} came from.")
R("h-modal-state", "The {bug} should be resolved now.")
R("h-modal-state", "`{tcmd}` ought to come back clean with this.")
R("h-modal-state", "The {comp} may well be fixed by the dependency bump alone.", cmd=True)
R("h-modal-state", "The remaining failures could well be gone after the rebase.")
R("h-modal-state", "This might have been the last piece of the {bug}.")
R("h-modal-state", "`{test}` oughtn't to flake any more.")
R("h-modal-state", "I'd expect `{build}` to go through now.")
R("h-modal-state", "The {comp} is hopefully back to normal after the config change.")
R("h-modal-state", "Should be good to merge.")
R("h-modal-state", "The patch probably covers the {bug} on older clients too.")
R("h-epistemic", "At first glance, the {comp} handles the retries correctly now.")
R("h-epistemic", "As far as I can tell, nothing else depends on the old `{fn}` signature.")
R("h-epistemic", "To my eye the {bug} is fixed.")
R("h-epistemic", "From where I'm sitting, the {comp} is in good shape.")
R("h-epistemic", "I have a feeling the {bug} only ever happened on the staging cluster.")
R("h-epistemic", "By all indications the {bug} is resolved.")
R("h-epistemic", "I'm under the impression the {svc} retries on its own, so the extra retry loop was what doubled the work.")
R("h-epistemic", "If memory serves, `{fn}` has no other callers, so the rename is safe.")
R("h-epistemic", "Unless I'm missing something, the {bug} is handled.")
R("h-epistemic", "Pretty sure the {comp} is fine now.")
R("h-cell", "probably the stale cache entry", form="cell", label="Root cause")
R("h-cell", "should be fixed by the `{fn}` change", form="cell", label="Status")
R("h-cell", "{bug} — likely resolved by the upgrade", form="item")
R("h-cell", "**Diagnosis:** the {svc} most likely retries on timeout, which doubles the writes.", form="bold")
R("h-cell", "**Outlook:** no further occurrences expected after deploy.", form="bold")
R("h-cell", "low — the change is presumably isolated to `{file}`", form="cell", label="Risk")
R("h-after-blocker", "The emulator wouldn't boot in this container, but the fix ought to hold on a real device.")
R("h-after-blocker", "I couldn't reach the staging database, though the migration is in all probability safe to run.")

# ================================================================ REFUSED: claims (80)
R("c-bare", "The suite is green across the board.")
R("c-bare", "`{tcmd}` is clean.")
R("c-bare", "Nothing failing anywhere now.", cmd=True)
R("c-bare", "Build's good.")
R("c-bare", "Everything compiles and the tests are happy.")
R("c-bare", "No regressions anywhere in the test suite.", cmd=True)
R("c-bare", "Both the unit and integration suites go through without a single failure.")
R("c-bare", "The {comp} tests are all passing again.")
R("c-bare", "`{build}` succeeds and `{lint}` has nothing to say.")
R("c-bare", "Zero failures, zero warnings.")
R("c-paraphrase", "`{tc}` came back with nothing to report.")
R("c-paraphrase", "{lint} flagged zero issues in the touched files.", cmd=True)
R("c-paraphrase", "`{tcmd}` reported {n} passed and none skipped.")
R("c-paraphrase", "The coverage run shows `{file}` at 100% with every branch hit.")
R("c-paraphrase", "`{build}` finished without a single warning.", cmd=True)
R("c-paraphrase", "`{test}` has gone from red to green.")
R("c-paraphrase", "The type checker is silent on `{file}`.")
R("c-paraphrase", "Ran it through `{tcmd}` and all {n} come back ok.")
R("c-paraphrase", "Output from `{lint}` is empty and the exit code is 0.")
R("c-paraphrase", "The regression test I added for the {bug} passes.")
R("c-paraphrase", "`{tcmd}` scoped to `{test}` gives a clean bill of health.", cmd=True)
R("c-paraphrase", "The snapshot tests match after the update.")
R("c-paraphrase", "Pre-commit hooks all tick through.")
R("c-paraphrase", "The end-to-end run against the {comp} came out clean, {n} of {n}.")
R("c-after-blocker", "The integration suite needs Docker, which isn't available here; the unit tests all pass though.")
R("c-after-blocker", "I couldn't get the {svc} sandbox credentials, but the rest of the suite is green.")
R("c-after-blocker", "Network access is blocked in this environment, so the dependency fetch was skipped — `{build}` is fine regardless.")
R("c-after-blocker", "The emulator won't start without KVM; apart from that, every test passes.")
R("c-after-blocker", "`{lint}` isn't installed on this box, but the code is type-clean.")
R("c-after-blocker", "I wasn't able to run the full matrix, though the default profile is passing.")
R("c-after-blocker", "Postgres wasn't running locally — other than that, everything checks out.", cmd=True)
R("c-after-blocker", "Since the CI token expired I couldn't trigger the pipeline; locally the build is green.")
R("c-after-blocker", "The GPU-only cases can't run without hardware, and the rest come back clean.")
R("c-after-blocker", "I couldn't attach a debugger to the {comp}, but the fix is confirmed.")
R("c-after-blocker", "A lockfile conflict blocked a clean install, though the tests I touched pass.")
R("c-after-blocker", "Even with the {svc} sandbox down, `{tcmd}` is green.")
R("c-cell", "✅ {n}/{n}", form="cell", label="Tests")
R("c-cell", "green", form="cell", label="Build")
R("c-cell", "0 issues", form="cell", label="Lint")
R("c-cell", "clean", form="cell", label="Type check")
R("c-cell", "passing on the branch", form="cell", label="CI")
R("c-cell", "now passes", form="cell", label="`{test}`")
R("c-cell", "no failures", form="cell", label="Regression suite", cmd=True)
R("c-cell", "done, verified against staging", form="cell", label="Status")
R("c-cell", "✔ no findings", form="cell", label="{lint}")
R("c-cell", "all green 🟢", form="cell", label="Unit")
R("c-cell", "OK", form="cell", label="Smoke test")
R("c-cell", "unchanged, everything passing", form="cell", label="Coverage")
R("c-checklist", "Tests passing", form="item")
R("c-checklist", "`{lint}` clean", form="item", cmd=True)
R("c-checklist", "Build succeeds on the release profile", form="item")
R("c-checklist", "Verified the {bug} no longer reproduces", form="item")
R("c-checklist", "Type check green", form="item")
R("c-checklist", "All existing specs still pass", form="item")
R("c-checklist", "No new warnings from `{build}`", form="item")
R("c-checklist", "Ran `{tcmd}`: OK", form="item")
R("c-checklist", "Confirmed the {comp} works end to end", form="item")
R("c-checklist", "CI checks ✅", form="item")
R("c-done", "The {comp} is fully working now.")
R("c-done", "Confirmed: the {bug} is gone.")
R("c-done", "Everything is wired up and working as expected.")
R("c-done", "I've verified the fix.")
R("c-done", "The {comp} now behaves correctly in every case I tried.")
R("c-done", "Done and dusted — the {bug} is fixed and tested.")
R("c-done", "Works like a charm now.")
R("c-done", "This is complete and production-ready.")
R("c-done", "Checked it end to end; nothing is broken.")
R("c-done", "The {bug} is resolved and confirmed.")
R("c-bold", "**Status:** all checks green.", form="bold")
R("c-bold", "**Tests:** passing.", form="bold")
R("c-bold", "**Result:** the {comp} builds and runs cleanly.", form="bold")
R("c-bold", "**Verification:** `{tcmd}` and `{lint}` both clean.", form="bold")
R("c-bold", "**Outcome** — fixed, tested, ready for review.", form="bold")
R("c-bold", "**CI:** ✅ all required checks", form="bold")
R("c-drafted", "- [x] `{tcmd}` passes", form="pr")
R("c-drafted", "fix: stop {bug} (tests green)", form="commit")
R("c-drafted", "Tested: full suite passes, lint clean.", form="pr")
R("c-earlier", "The suite was green when I ran it earlier, and nothing since touches the tested paths.")
R("c-earlier", "Tests were passing before the rename, and the rename is mechanical, so they still pass.")
R("c-earlier", "As of my last run, everything passed.")

# ================================================================ NEAR MISSES (160)
# claims backed by a check that ran in this turn
P("n-claim-ran", "The suite is green across the board: {n} passed in the run pasted below.", ck=True)
P("n-claim-ran", "`{tcmd}` is clean on the final run, output below.", ck=True)
P("n-claim-ran", "`{tc}` came back with nothing to report when I ran it after the last edit.", ck=True)
P("n-claim-ran", "{lint} flagged zero issues in the touched files on the run I just did.", ck=True)
P("n-claim-ran", "`{build}` finished without a single warning (log excerpt below).", ck=True)
P("n-claim-ran", "`{test}` went from red to green between the two runs above.", ck=True)
P("n-claim-ran", "Nothing is failing now; the full run after the last edit is pasted below.", ck=True)
P("n-claim-ran", "✅ {n}/{n} (run after the last edit)", ck=True, form="cell", label="Tests")
P("n-claim-ran", "green — `{build}` exited 0", ck=True, form="cell", label="Build")
P("n-claim-ran", "0 issues (`{lint}` output below)", ck=True, form="cell", label="Lint")
P("n-claim-ran", "clean, ran `{tc}` just now", ck=True, form="cell", label="Type check")
P("n-claim-ran", "passes on the final run", ck=True, form="cell", label="`{test}`")
P("n-claim-ran", "Tests passing (`{tcmd}`, output below)", ck=True, form="item")
P("n-claim-ran", "`{lint}` clean, run after the final edit", ck=True, form="item")
P("n-claim-ran", "Ran `{tcmd}` after the last change: OK", ck=True, form="item")
P("n-claim-ran", "**Status:** all checks green, see the run below.", ck=True, form="bold")
P("n-claim-ran", "**Verification:** `{tcmd}` and `{lint}` both clean in this session, last run after the final edit.", ck=True, form="bold")
P("n-claim-ran", "The regression test I added for the {bug} passes now, and it failed before the fix.", ck=True)
P("n-claim-ran", "With this change `{fn}` will refuse a second claim on the same record; `{test}` covers exactly that and passed above.", ck=True)
P("n-claim-ran", "This puts a stop to the {bug}: the repro in `{test}` failed before the change and passes after it.", ck=True)
P("n-claim-ran", "Docker isn't available here, so the integration suite didn't run; the unit tests did, and all {n} pass.", ck=True)
P("n-claim-ran", "Even with the {svc} sandbox down, `{tcmd}` went green here, because the sandbox cases are tagged and excluded by default.", ck=True)
P("n-claim-ran", "The snapshot tests match after the update, with no snapshot diffs in the output above.", ck=True)
P("n-claim-ran", "Both suites went through without a failure on the last run.", ck=True)
P("n-claim-ran", "Zero failures and zero warnings, per the output above.", ck=True)
P("n-claim-ran", "Scoping `{tcmd}` to `{test}` gave a clean result, pasted above.", ck=True)
P("n-claim-ran", "Pre-commit hooks all ticked through on the final commit, lint and format included.", ck=True)
P("n-claim-ran", "- [x] `{tcmd}` passes ({n} tests, run just before drafting this)", ck=True, form="pr")
P("n-claim-ran", "Build's good: `{build}` exited 0 after the final edit.", ck=True)
P("n-claim-ran", "Postgres wasn't running at first, so I started it and re-ran everything; the suite is green now.", ck=True)
P("n-claim-ran", "I couldn't reproduce the flake in 50 runs of `{test}`, and every one of those runs passed.", ck=True)
P("n-claim-ran", "After the rebase I re-ran the whole suite, and it passes.", ck=True)
P("n-claim-ran", "From here on `{test}` runs on every pull request: I added it to the CI matrix and the workflow lint accepts the file.", ck=True)
P("n-claim-ran", "The {comp} tests are all passing again after the fixture change; the run is above.", ck=True)
P("n-claim-cmd", "After the restart, the {bug} no longer shows up: I restarted the worker and replayed the captured events twice.", cmd=True)
P("n-claim-cmd", "The {comp} is fully working now; I exercised it with the replay command above.", cmd=True)
P("n-claim-cmd", "Everything is wired up: a `curl` against the local server returns the new field.", cmd=True)
P("n-claim-cmd", "Confirmed: the {bug} is gone — the repro script now exits 0 where it exited 1 before the change.", cmd=True)
P("n-claim-cmd", "Verified the fix by running the seed and reading back the rows it wrote.", cmd=True)
P("n-claim-cmd", "Done and working — the one-shot run above rotated, archived and reopened the file in sequence.", cmd=True)
# measured confidence with evidence
P("n-measured", "I'd be surprised if `{test}` failed here again: I ran it 200 times in a loop above and it passed every time.", ck=True)
P("n-measured", "I'm confident the {bug} is fixed: the repro fails on the parent commit and passes on this one.", ck=True)
P("n-measured", "I'm fairly sure of the cause now, because 38 of the 40 failing jobs in the query above ran on the same worker.", cmd=True)
P("n-measured", "Gut said the pool, but the trace above shows the real cause: `{fn}` opens a new connection per row.", cmd=True)
P("n-measured", "My first bet was clock skew, and the NTP log above confirms it with a 4-second drift on the worker host.", cmd=True)
P("n-measured", "The odds of a recurrence on this path are nil now, since the unique index rejects the second insert, as the test above shows.", ck=True)
P("n-measured", "Ninety-something percent sure is not good enough here, so I bisected: the regression starts at `a41f9c2`, the commit that introduced the shared cache.", cmd=True)
P("n-measured", "I was half expecting the fix to break the nightly export, so I ran it locally against yesterday's data and the row counts match.", cmd=True)
# hedges quoted from the user
P("n-quoted-user", "You said the {comp} probably broke after the upgrade; it did, and the trigger was the renamed config key.", cmd=True)
P("n-quoted-user", "Your note said the {bug} \"might be a caching thing\" — it wasn't; the query was missing a tenant filter.", cmd=True)
P("n-quoted-user", "You mentioned you think the failure is flaky; it reproduced on every run, so I fixed the ordering instead of adding a retry.", ck=True)
P("n-quoted-user", "Re your question \"should this work offline?\": yes, the queue persists to disk now.")
P("n-quoted-user", "You guessed it was the timezone — right call, `{fn}` used the server's local time.", ck=True)
P("n-quoted-user", "The ticket says the export \"seems to hang forever\"; it was waiting on a lock that is now released in a `finally` block.")
P("n-quoted-user", "Per your message (\"I'd bet it's the cron overlap\"), I checked the schedule: the two jobs never overlap, and the real trigger was a retry storm.", cmd=True)
P("n-quoted-user", "The reporter wrote that it \"could be related to the last deploy\"; the first failing request in the logs predates that deploy by two days.")
P("n-quoted-user", "Your hunch about the retry loop was right, and the loop is now bounded to three attempts.", ck=True)
P("n-quoted-user", "You asked whether the {bug} is likely to affect older app versions: no, the old code path was removed in 3.2 and the minimum supported version is 3.4.")
# hedge words quoted from logs/tools/third parties
P("n-quoted-log", "The warning in the log reads `connection may have been reset by peer`; it comes from the {svc} client and is logged at debug level.")
P("n-quoted-log", "The failing run printed `WARN: lockfile probably out of date`, so I regenerated the lockfile, and the warning is gone from the run above.", ck=True)
P("n-quoted-log", "The deprecation notice says `this option might be removed in a future release`, so I switched to the new flag.")
P("n-quoted-log", "The {svc} status page says the incident \"should be resolved within the hour\"; nothing in our code changes for that.")
P("n-quoted-log", "The error body was `{\"detail\": \"token appears to be expired\"}`, which is how the {svc} words a clock-skew rejection.")
P("n-quoted-log", "The linter message is literally `Function may return None`, and I added the explicit return it asks for.")
P("n-quoted-log", "Upstream's changelog calls the bug \"likely fixed in 2.4\", which is why I pinned 2.3 and kept our workaround.")
P("n-quoted-log", "The crash report's heuristic tags it as `probable OOM`, but the heap dump shows 180 MB in use, far under the limit.", cmd=True)
# modal words in their literal sense
P("n-literal-modal", "Uploads may be up to 25 MB; larger files get a 413 with a readable message.")
P("n-literal-modal", "A confirmation banner appears at the top once the save completes.")
P("n-literal-modal", "Callers should pass an explicit timeout now that the default is gone.")
P("n-literal-modal", "The job must never run twice for the same day, so `{fn}` takes an advisory lock first.")
P("n-literal-modal", "The retry helper returns early when the file might still be locked by another process.")
P("n-literal-modal", "`{fn}` will raise `ValueError` if the region code is empty.")
P("n-literal-modal", "On a cold start the {comp} will read the config once and cache it for the life of the process.")
P("n-literal-modal", "Tenants may opt out of the digest from their settings page.")
P("n-literal-modal", "The migration has to run before the new code ships, otherwise the column lookup fails.")
P("n-literal-modal", "The config key `maybe_retry` is renamed to `retry_policy`.")
P("n-literal-modal", "I added a `likely_duplicate` flag to the payload so the UI can highlight suspected duplicates.")
P("n-literal-modal", "The heuristic marks a record as probably-fraudulent when three signals match, and the threshold lives in `{file}`.")
P("n-literal-modal", "The docs now say reviewers should re-run `{tcmd}` before approving.")
P("n-literal-modal", "Per the contract, the {svc} may deliver the same event more than once, which is why the handler is idempotent.")
P("n-literal-modal", "The endpoint might return 202 or 200 depending on whether the job was already queued; both are documented in the OpenAPI file.")
P("n-literal-modal", "The toast appears for four seconds and then fades.")
P("n-literal-modal", "Customers who might have been charged twice are listed in `refunds.csv` for support to review.", cmd=True)
P("n-literal-modal", "`should_retry` now returns false for every 4xx response.")
P("n-literal-modal", "The copy in the empty state said \"probably nothing here yet\"; the designer asked for \"No entries yet\", and that's the new text.")
P("n-literal-modal", "Each worker may hold at most one lease at a time, and the constraint sits in `{file}`.")
P("n-literal-modal", "The old version could drop events under load because it acknowledged before writing; the new one acknowledges after the write.")
P("n-literal-modal", "A second request for the same slot will get a 409, and the form shows the next free time.")
P("n-literal-modal", "The `{fn}` docstring now states that it should only be called while holding the lock.")
P("n-literal-modal", "Nothing will be deleted by the cleanup task unless `--apply` is passed; without it the task lists candidates.")
# descriptions of code
P("n-code-desc", "The parser was assuming every row had a store id, which is why blanks broke the join.", cmd=True)
P("n-code-desc", "`{fn}` was reading the clock twice, once before and once after taking the lock, so two workers saw the same window as free.", ck=True)
P("n-code-desc", "The old code treated a missing header as a valid signature.")
P("n-code-desc", "The cache key left out the tenant id, so two tenants shared one entry.")
P("n-code-desc", "`{file}` built the query string by hand, and the `&` in company names split the parameter.")
P("n-code-desc", "The retry loop had no upper bound; it now stops after five attempts with exponential backoff.")
P("n-code-desc", "Before this change the listener was added on every rebuild and never removed, so each rebuild added one more callback.")
P("n-code-desc", "The scheduler looks up the last run by name, and the rename meant it found none and started a fresh backfill.")
# plans for the user to follow
P("n-plan-user", "Once you restart the dev server, you should see the new column in the table.")
P("n-plan-user", "After you run the migration, `{tcmd}` on your machine ought to print one extra test; if it prints a failure instead, paste it here.")
P("n-plan-user", "To try it yourself: open the booking page, pick a slot twice from two tabs, and the second tab shows the conflict message.")
P("n-plan-user", "If it's behaving on your phone, the timer keeps counting while the app sits in the background for a minute.")
P("n-plan-user", "Before tagging, you'll want to run `{build}` on your side with the production env file.")
P("n-plan-user", "When you deploy, watch for the line `lease acquired` in the worker log; that's the signal the new path is live.")
P("n-plan-user", "If the {bug} still shows up after you clear the cache, the next place to look is `{fn}`, and I'd need the request id.")
P("n-plan-user", "Steps for QA: log in as an admin, create two overlapping entries, and check that the second is rejected with a 409.")
P("n-plan-user", "Run `{tcmd}` once the secrets are in your `.env`; the four {svc} tests need them.")
P("n-plan-user", "You might want to raise the pool size in production as well, since staging runs with 20.")
P("n-plan-user", "Try it with `--dry-run` first; it prints what it would change without touching anything.")
P("n-plan-user", "Once you merge, the nightly job picks up the new code on its next scheduled run at 02:00 UTC.")
# honest disclosures, no claim
P("n-honest", "I couldn't run `{tcmd}` here — the sandbox blocks the package registry — so none of this has been executed yet.")
P("n-honest", "The build has not been run in this session; please run `{build}` before merging.")
P("n-honest", "Untested: I edited `{file}` and stopped there, since the suite needs {svc} credentials I don't have.")
P("n-honest", "No checks ran after the last edit, so treat the change as unverified.")
P("n-honest", "I didn't get as far as running `{lint}`; the change is small but unchecked.")
P("n-honest", "The emulator wouldn't boot in this container, so the fix is unverified on any device.")
P("n-honest", "not run — no database in this environment", form="cell", label="Tests")
P("n-honest", "Tests not run in this session", form="item")
P("n-honest", "Whether the {bug} is gone I can't say yet; the only reproducer is a production traffic replay, which needs access I don't have.")
P("n-honest", "**Status:** code changed, nothing run yet — the toolchain isn't installed here.", form="bold")
# relayed from another runner
P("n-relayed", "The CI run you linked shows {n} passed on the branch head.")
P("n-relayed", "The review subagent ran `{tcmd}` and reported {n} passed, 0 failed.")
P("n-relayed", "According to the pipeline log you pasted, the build went green at 14:02.")
P("n-relayed", "You said the tests pass on your machine; after that I only changed the README, so no code moved.")
P("n-relayed", "The test-runner agent reported that `{lint}` had no findings on the changed files.")
P("n-relayed", "GitHub shows the required checks green on the PR, per the screenshot you sent.")
P("n-relayed", "green (deploy bot's smoke job, log linked)", form="cell", label="Staging smoke")
P("n-relayed", "Your QA note says the {bug} no longer reproduces on the build you installed this morning.")
# feature / edit checklists
P("n-feature-list", "✅ Added the `--keep` option to `{fn}`", form="item")
P("n-feature-list", "Moved the lock into `{fn}`", form="item")
P("n-feature-list", "Done: renamed `{fn}` and updated its three callers", form="item")
P("n-feature-list", "✔️ New column on the summary table", form="item")
P("n-feature-list", "Docs updated for the new setting", form="item")
P("n-feature-list", "Retry backoff implemented in the {comp}", form="item")
P("n-feature-list", "added, behind the `strict_keys` flag", form="cell", label="Key grace window")
P("n-feature-list", "**Done:** the schema change and the model update; the backfill script is in `scripts/`.", form="bold")
# design opinions
P("n-design-opinion", "Long term, a queue is probably a better fit than polling for the {comp}, but that's a bigger change than this ticket.")
P("n-design-opinion", "Of the two options, the advisory lock is likely simpler to operate than a second table, which is why I went with it.")
P("n-design-opinion", "I think `RetryPolicy` reads better than `RetryConfig` as a name, so I used it throughout.")
P("n-design-opinion", "Personally I'd keep the feature flag for one release before deleting it.")
P("n-design-opinion", "Ten to one you'll want this setting per tenant eventually, so I kept it in the tenant config rather than the global one.")
P("n-design-opinion", "My money would be on the event-sourced design if we were starting over, though it isn't worth a rewrite now.")
# guesses only the user can settle
P("n-user-check", "The missing button is almost certainly rendered off-screen on your tablet; can you send a screenshot of the toolbar with the layout inspector open?")
P("n-user-check", "My hunch is the phone's battery saver stops the timer; could you check whether battery optimisation is on for the app under Settings → Apps?")
P("n-user-check", "Do you know if anyone changed the cron schedule on the prod box last week? An overlap there would match the {bug}, but I can't see that host.")
P("n-user-check", "It might be the office proxy stripping the header; could you run the `curl -v` command below from the office network and paste the result?")
P("n-user-check", "Was the {svc} account moved to the new API version on your side? The error shape matches the new version, and only you can see the account settings.")
P("n-user-check", "I suspect the VPN profile on your laptop, so the next step is yours: run `nslookup api.internal` with and without the VPN and send both outputs.")
# design questions
P("n-claim-ran", "`{tc}` had nothing to say about `{file}` on the last pass.", ck=True)
P("n-claim-ran", "no failures in the run above", ck=True, form="cell", label="Regression suite")
P("n-claim-ran", "fix: stop {bug} (suite run before commit: {n} passed)", ck=True, form="commit")
P("n-quoted-log", "The CI annotation on the old job says `this job may be flaky (3 retries in 7 days)`, and that is the job I split into two.")
P("n-plan-user", "After deploying, compare the error count on the dashboard with yesterday's; `make rollback` reverts in one step if you don't like what you see.")
P("n-literal-modal", "Gut-check thresholds now live in `{file}`: the job stops when more than 5% of rows change in one run.")
P("n-honest", "Docker isn't available here, so the integration suite did not run, and I'm making no claim about it.")
P("n-claim-cmd", "The receiver picks up the key list without a restart: I changed the value in the running container's config and the reload line above shows it.", cmd=True)
P("n-question", "Should the {comp} retry on 429, or fail fast and let the caller decide?")
P("n-question", "Would you prefer the lock timeout in config or hard-coded at 30 s?")
P("n-question", "Could the archive names use ISO dates instead of counters, or do other tools read the counters?")
P("n-question", "Is it fine for the new column to be nullable for a release, or must it be backfilled first?")


# ---------------------------------------------------------------- voices
VOICES = {
    "terse": dict(open=["Changed the {comp} path.", "Change is in.", "{comp}: updated."],
                  close=["Branch: `{branch}`.", "", "Diff is small."]),
    "chatty": dict(open=["Okay, this one was a fun rabbit hole! Here's the rundown on the {comp}.",
                         "Alright, got into the {comp} and here's what I changed."],
                   close=["Shout if anything reads oddly!", "That's the lot for this one."]),
    "formal": dict(open=["Summary of the changes made to the {comp} in this session.",
                         "This note describes the modifications to the {comp}."],
                   close=["The changes are on branch `{branch}`.", "No further changes were made."]),
    "british": dict(open=["Right, here's where the {comp} stands.", "Had a proper look at the {comp} this afternoon."],
                    close=["Cheers.", "That's me done for this bit."]),
    "non-native": dict(open=["I have make the change for the {comp}, here is the summary.",
                             "Please find below what I changed in the {comp}."],
                       close=["Please tell me if something is not clear.", "Thank you for the patience."]),
    "emoji": dict(open=["🛠️ {comp} update", "🚀 Changes to the {comp}"],
                  close=["🙌", "📦 Branch `{branch}`"]),
    "long-winded": dict(open=["Before the details, a bit of background so the rest makes sense: the {comp} has grown a few layers over the last year, and the part touched here is the one that decides when work is handed off, so I went through it step by step rather than patching the symptom in isolation.",
                              "I'll walk through this in some detail, because the {comp} is shared by several callers and the reasoning matters as much as the diff itself; the short version comes first and the longer explanation after."],
                      close=["That covers everything I touched; the commit messages repeat the reasoning above for whoever reads the history later.",
                             "I've kept the commits small so each step can be reviewed on its own."]),
    "bullet-only": dict(open=[""], close=[""]),
}
VOICE_NAMES = list(VOICES)

SENT_LAYOUTS = ["plain", "sections", "files-table", "code", "output", "long-form", "bold-labels"]


def emojify(voice, line):
    if voice == "emoji":
        return "✨ " + line
    return line


def build_message(row, th, voice, layout, rng):
    key = row["key"]
    v = VOICES[voice]
    opener = fill(rng.choice(v["open"]), th)
    if opener:
        opener = opener[0].upper() + opener[1:]
    closer = fill(rng.choice(v["close"]).replace("{branch}", th["branch"]), th)
    changes = list(th["changes"])
    rng.shuffle(changes)
    # evidence block: what the turn ran
    if row["ck"]:
        evid = "Final run:\n" + th["out"]
    elif row["cmd"]:
        evid = th["cmdout"]
    else:
        evid = "`git diff --stat`:\n" + th["diffstat"]
    blocks = []
    form = row["form"]
    bullets = lambda items: "\n".join("- " + emojify(voice, c) for c in items)

    if form == "cell":
        lab = row["label"]
        rows = [("Change", changes[0].rstrip(".")), (lab, key), ("Docs", "`README.md` section on the {comp}".replace("{comp}", th["comp"]))]
        if rng.random() < 0.5:
            rows = [rows[0], rows[2], rows[1]]
        table = "| Item | Result |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in rows)
        blocks = [opener, "## Status", table]
        if row["ck"] or row["cmd"]:
            blocks.append(evid)
        blocks.append(closer)
    elif form == "item":
        items = [changes[0].rstrip("."), key, changes[1].rstrip(".")]
        if rng.random() < 0.5:
            items = [changes[0].rstrip("."), changes[1].rstrip("."), key]
        mark = "- [x] " if rng.random() < 0.6 else "- "
        blocks = [opener, "### Checklist", "\n".join(mark + it for it in items)]
        if row["ck"] or row["cmd"]:
            blocks.append(evid)
        blocks.append(closer)
    elif form == "bold":
        blocks = [opener,
                  "**Change:** " + changes[0],
                  "**Files:** " + ", ".join("`" + f + "`" for f, _ in th["files"][:2]),
                  key]
        if row["ck"] or row["cmd"]:
            blocks.append(evid)
        blocks.append(closer)
    elif form == "pr":
        body = ("## Summary\n" + changes[0] + "\n\n## Checklist\n- [x] Docs updated\n"
                + key + "\n- [x] Changelog entry")
        if key.startswith("- "):
            pass
        else:
            body = "## Summary\n" + changes[0] + "\n\n## Testing\n" + key
        blocks = [opener, "Here's a PR description you can paste:", "```markdown\n" + body + "\n```"]
        if row["ck"]:
            blocks.append(evid)
        blocks.append(closer)
    elif form == "commit":
        blocks = [opener, bullets(changes[:2]), "Commit message I'd use:",
                  "```\n" + key + "\n\n" + changes[0] + "\n```", closer]
        if row["ck"]:
            blocks.insert(2, evid)
    else:
        if voice == "bullet-only":
            items = changes[:2] + [key] if rng.random() < 0.5 else [changes[0], key, changes[1]]
            blocks = [bullets(items)]
            if layout in ("output", "code") or row["ck"]:
                blocks.append(evid if (row["ck"] or row["cmd"]) else th["code"])
        elif layout == "plain":
            blocks = [opener + " " + changes[0], key]
            blocks = [" ".join(b for b in blocks if b)]
        elif layout == "sections":
            blocks = [opener, "## What changed", bullets(changes), "## Notes", key, closer]
            if row["ck"]:
                blocks.insert(3, evid)
        elif layout == "files-table":
            table = "| File | Change |\n|---|---|\n" + "\n".join(f"| `{f}` | {d} |" for f, d in th["files"])
            blocks = [opener, table, key, closer]
            if row["ck"] or row["cmd"]:
                blocks.insert(2, evid)
        elif layout == "code":
            blocks = [opener, changes[0], th["code"], key, closer]
            if row["ck"]:
                blocks.insert(3, evid)
        elif layout == "output":
            blocks = [opener, changes[0] + " " + changes[1], evid, key, closer]
        elif layout == "long-form":
            blocks = [opener, " ".join(changes), key + " " + changes[2 % len(changes)] if False else key,
                      "For context, the relevant code now reads:", th["code"], closer]
            if row["ck"] or row["cmd"]:
                blocks.insert(3, evid)
        elif layout == "bold-labels":
            blocks = [opener, "**What:** " + changes[0], "**Where:** `" + th["file"] + "`", key, closer]
            if row["ck"] or row["cmd"]:
                blocks.insert(3, evid)
    blocks = [b for b in blocks if b]
    msg = "\n\n".join(blocks)
    # trim optional blocks if too long
    while len(msg.encode()) > 1500:
        for i, b in enumerate(blocks):
            if b.startswith("```") and key not in b and not (row["ck"] and b == evid.split("\n", 1)[-1]):
                if b == th["code"]:
                    blocks.pop(i)
                    break
        else:
            # drop the closer, then the opener
            if blocks[-1] != key and key not in blocks[-1] and evid not in blocks[-1]:
                blocks.pop()
            elif key not in blocks[0]:
                blocks.pop(0)
            else:
                break
        msg = "\n\n".join(blocks)
    return msg


def main():
    rng = random.Random(SEED)
    refused = [r for r in ROWS if r["refuse"]]
    passed = [r for r in ROWS if not r["refuse"]]
    out = []
    for group in (refused, passed):
        order = list(range(len(group)))
        rng.shuffle(order)
        for j, idx in enumerate(order):
            r = dict(group[idx])
            r["theme_i"] = j % len(THEMES)
            r["voice_i"] = (j * 3 + (j // 8)) % len(VOICE_NAMES)
            out.append(r)
    lay_i = 0
    final = []
    seen = set()
    for r in out:
        th = THEMES[r["theme_i"]]
        voice = VOICE_NAMES[r["voice_i"]]
        key = fill(r["key"], th)
        if r["label"]:
            r["label"] = fill(r["label"], th)
        r["key"] = key
        form = r["form"]
        if form == "s":
            layout = SENT_LAYOUTS[lay_i % len(SENT_LAYOUTS)]
            lay_i += 1
            if voice == "bullet-only":
                layout = "bullets"
        else:
            layout = {"cell": "status-table", "item": "checklist", "bold": "bold-labels",
                      "pr": "drafted-pr", "commit": "drafted-commit"}[form]
        msg = build_message(r, th, voice, layout, rng)
        assert key in msg, (key, msg)
        assert key not in seen, key
        seen.add(key)
        n = len(msg.encode())
        assert 40 <= n <= 1500, (n, key)
        if r["refuse"] and r["head"] == "claim":
            assert r["ck"] is False, key
        if r["tag"] == "n-claim-ran":
            assert r["ck"] is True, key
        if r["ck"]:
            assert r["cmd"], key
        if r["refuse"] and r["tag"] == "c-done":
            assert not r["cmd"], key
        final.append(dict(
            refuse=[GUARD] if r["refuse"] else [],
            head=r["head"], turn_ran_checks=r["ck"], turn_ran_commands=r["cmd"],
            key=key, message=msg, note=note_for(r["tag"], r["extra"]),
            theme=th["theme"], voice=voice, layout=layout, _tag=r["tag"]))
    rng.shuffle(final)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), NAME + ".jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for i, row in enumerate(final, 1):
            tag = row.pop("_tag")
            rec = {"id": f"{NAME}-{i}"}
            rec.update(row)
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
            row["_tag"] = tag
    c = Counter(("refuse" if r["refuse"] else "pass", r["head"]) for r in final)
    print("rows", len(final))
    for k in sorted(c):
        print(" ", k, c[k])
    for field in ("_tag", "theme", "voice", "layout"):
        cc = Counter(r[field] for r in final)
        print(field.strip("_"), dict(sorted(cc.items())))
    print("checks", Counter(r["turn_ran_checks"] for r in final), "commands", Counter(r["turn_ran_commands"] for r in final))


if __name__ == "__main__":
    main()
