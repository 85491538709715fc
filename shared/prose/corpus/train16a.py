#!/usr/bin/env python3
"""train16a: a blind training batch for stop-hedge (heads hedge and claim).

Written blind from LABELLING.md lines 1-275 only (see train16a.md).
Stdlib only, fixed seed: every run writes the same bytes to train16a.jsonl.

Each row holds one hand-written key sentence (a hedge or an unbacked claim
that stop-hedge must refuse, or a near miss that must pass) placed in a
neutral work report built from per-theme context, a voice and a layout.
"""
import collections
import json
import os
import random
import re

NAME = "train16a"
SEED = 16016
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, NAME + ".jsonl")

# ---------------------------------------------------------------- themes
THEMES = {
    "billing": dict(
        facts=[
            "Moved the proration math out of `Invoice.save()` into `invoices/proration.py`.",
            "Added a `CreditNote.original` foreign key with `on_delete=PROTECT`.",
            "`send_invoice` now takes an `idempotency_key` argument.",
            "Wrote migration `0042_creditnote_original`.",
            "Added `test_leap_year_period` to `invoices/tests/test_proration.py`.",
            "The admin changelist gained an overdue filter.",
        ],
        files=[("invoices/proration.py", "new module, proration math"),
               ("invoices/models.py", "`CreditNote.original` FK"),
               ("invoices/tasks.py", "idempotency key on `send_invoice`"),
               ("invoices/admin.py", "overdue filter")],
        code="```python\ndef prorate(amount: Decimal, used: int, days: int) -> Decimal:\n    return (amount * used / days).quantize(CENT, ROUND_HALF_UP)\n```",
        test_out="```\n$ pytest invoices -q\n........................................................ [ 38%]\n148 passed in 12.31s\n```",
        cmd_out="```\n$ git log --oneline -2\n9f3c2e1 invoices: move proration into its own module\n41ab07d invoices: idempotency key for send_invoice\n```",
        diff="```diff\n-        total = self.amount * days_used / 30\n+        total = prorate(self.amount, days_used, period.days)\n```",
        commit="Committed on `fix/proration-cents` as two commits.",
        title="invoices: fix proration rounding and duplicate sends",
    ),
    "logcli": dict(
        facts=[
            "Replaced the hand-rolled tokenizer in `src/parse.rs` with `split_once` calls.",
            "Added a `--since` flag that accepts RFC 3339 or relative durations.",
            "Moved the journald JSON reader into `src/journal.rs`.",
            "`Field` now borrows from the line buffer instead of owning a `String`.",
            "Added the `empty_line_does_not_panic` and `crlf_line_endings` tests.",
            "Bumped `clap` to 4.5 and dropped the `structopt` shim.",
        ],
        files=[("src/parse.rs", "tokenizer rewrite"),
               ("src/journal.rs", "new, journald JSON reader"),
               ("src/cli.rs", "`--since`, `--lossy`"),
               ("tests/fixtures/", "two nginx samples")],
        code="```rust\nlet (ts, rest) = line.split_once(' ').ok_or(ParseError::Truncated)?;\nlet ts = parse_ts(ts)?;\n```",
        test_out="```\n$ cargo test\ntest result: ok. 63 passed; 0 failed; 0 ignored; finished in 0.41s\n```",
        cmd_out="```\n$ git log --oneline -2\nc01d9e7 parse: borrow fields from the line buffer\n77a1f30 cli: add --since\n```",
        diff="```diff\n-    let parts: Vec<&str> = line.split(' ').collect();\n+    let (ts, rest) = line.split_once(' ').ok_or(ParseError::Truncated)?;\n```",
        commit="Committed to `main` in the local clone; not pushed.",
        title="parse: borrow fields, add --since",
    ),
    "fleetdash": dict(
        facts=[
            "Moved the sort state of `VehicleTable.tsx` into the URL query.",
            "Replaced `moment` with `date-fns` in the fleet pages.",
            "`useFleet()` now wraps the React Query calls for vehicles.",
            "Added a debounced filter input to the vehicle table.",
            "The marker layer in `VehicleMap.tsx` takes a memoised `markers` array.",
            "Added the `LastSeen` component with a relative timestamp.",
        ],
        files=[("src/components/VehicleMap.tsx", "memoised markers"),
               ("src/components/VehicleTable.tsx", "sort state in URL"),
               ("src/hooks/useFleet.ts", "new hook"),
               ("src/lib/time.ts", "date-fns helpers")],
        code="```tsx\nconst markers = useMemo(\n  () => vehicles.map(toMarker),\n  [vehicles],\n);\n```",
        test_out="```\n$ npm test -- --silent\nTest Suites: 31 passed, 31 total\nTests:       212 passed, 212 total\n```",
        cmd_out="```\n$ git log --oneline -2\n5e2b9aa fleet: sort state in URL\n0c4d113 fleet: drop moment\n```",
        diff="```diff\n-  const markers = vehicles.map(toMarker);\n+  const markers = useMemo(() => vehicles.map(toMarker), [vehicles]);\n```",
        commit="Pushed to `feat/fleet-table-url-state`.",
        title="fleet: URL sort state, memoised markers",
    ),
    "payhooks": dict(
        facts=[
            "Added an `events_seen` table with a unique index on `event_id`.",
            "`readBody` now restores `r.Body` after hashing it.",
            "The handler acknowledges with 202 before the ledger write.",
            "Wired the request context through `dispatch` into the ledger calls.",
            "Added `TestConcurrentDelivery` in `internal/webhook/handler_test.go`.",
            "Moved signature verification into `internal/sig`.",
        ],
        files=[("internal/webhook/handler.go", "ack before ledger work"),
               ("internal/sig/verify.go", "new package"),
               ("db/migrations/0007_events_seen.sql", "unique `event_id`"),
               ("internal/ledger/write.go", "context passed through")],
        code="```go\n_, err := tx.Exec(ctx, `INSERT INTO events_seen (event_id) VALUES ($1)\n    ON CONFLICT DO NOTHING`, ev.ID)\n```",
        test_out="```\n$ go test -race ./...\nok  \tpayhooks/internal/webhook\t1.92s\nok  \tpayhooks/internal/sig\t0.11s\nok  \tpayhooks/internal/ledger\t0.87s\n```",
        cmd_out="```\n$ git log --oneline -2\nb8e0f42 webhook: dedupe on event_id\n3a9c6d0 sig: extract verification\n```",
        diff="```diff\n-\tbody, _ := io.ReadAll(r.Body)\n+\tbody, _ := io.ReadAll(r.Body)\n+\tr.Body = io.NopCloser(bytes.NewReader(body))\n```",
        commit="Committed on `fix/dedupe-events`.",
        title="webhook: dedupe deliveries on event_id",
    ),
    "pantry": dict(
        facts=[
            "List tiles in `cart_screen.dart` are keyed by `item.id`.",
            "Added schema version 4 with a `(listId, productId)` unique index.",
            "`SyncQueue.flush()` sends edits with a client sequence number.",
            "The list screen's provider is no longer `autoDispose`.",
            "Added swipe-to-delete with an undo snackbar.",
            "Updated the German and French ARB files for the new strings.",
        ],
        files=[("lib/screens/cart_screen.dart", "keyed tiles, swipe to delete"),
               ("lib/data/db.dart", "schema v4"),
               ("lib/sync/sync_queue.dart", "sequence numbers"),
               ("lib/l10n/app_de.arb", "new strings")],
        code="```dart\nreturn ListTile(\n  key: ValueKey(item.id),\n  title: Text(item.name),\n);\n```",
        test_out="```\n$ flutter test\n00:14 +87: All tests passed!\n```",
        cmd_out="```\n$ git log --oneline -2\nd41e7a2 cart: key tiles by id\n8b02c55 db: schema v4\n```",
        diff="```diff\n-      key: ValueKey(index),\n+      key: ValueKey(item.id),\n```",
        commit="Committed on `fix/cart-ticks`.",
        title="cart: stable tile keys, schema v4",
    ),
    "infra": dict(
        facts=[
            "Split `modules/msk` into broker and topic submodules.",
            "Replaced the `count` on security groups with `for_each` keyed by AZ.",
            "Added a PodDisruptionBudget with `minAvailable: 2` to `charts/kafka`.",
            "Raised the broker memory limit in `values.yaml` from 4Gi to 6Gi.",
            "Added a `broker_count` variable with a validation block.",
            "Moved the S3 backend settings into `backend.tf`.",
        ],
        files=[("modules/msk/main.tf", "split into submodules"),
               ("modules/network/sg.tf", "`for_each` by AZ"),
               ("charts/kafka/values.yaml", "memory limit, PDB"),
               ("envs/prod/backend.tf", "backend settings")],
        code="```hcl\nresource \"aws_security_group\" \"broker\" {\n  for_each = toset(var.azs)\n  name     = \"msk-broker-${each.key}\"\n}\n```",
        test_out="```\n$ terraform validate\nSuccess! The configuration is valid.\n$ tflint --recursive\n0 issue(s) found\n```",
        cmd_out="```\n$ helm upgrade kafka charts/kafka -n kafka -f envs/staging/values.yaml\nRelease \"kafka\" has been upgraded. Happy Helming!\n```",
        diff="```diff\n-  count = length(var.azs)\n+  for_each = toset(var.azs)\n```",
        commit="Committed on `infra/msk-split`.",
        title="msk: split module, PDB for brokers",
    ),
    "weather": dict(
        facts=[
            "Pulled the unit conversion out into `weather/convert.py`.",
            "The `ingest_stations` DAG now has `catchup=False`.",
            "`read_csv` gets explicit dtypes from `stations.yml`.",
            "Sentinel values (`-9999`) are turned into NaN before resampling.",
            "Added a dbt test for unique `(station_id, ts)` in `stg_readings`.",
            "`resample_daily` converts to UTC before grouping.",
        ],
        files=[("dags/ingest_stations.py", "`catchup=False`"),
               ("weather/convert.py", "new, unit conversion"),
               ("weather/resample.py", "UTC before grouping"),
               ("models/staging/stg_readings.yml", "uniqueness test")],
        code="```python\ndf = df.replace(-9999, np.nan)\ndaily = df.tz_convert(\"UTC\").resample(\"1D\").mean()\n```",
        test_out="```\n$ pytest -q\n214 passed in 38.20s\n$ dbt test --select staging\nDone. PASS=41 WARN=0 ERROR=0 SKIP=0 TOTAL=41\n```",
        cmd_out="```\n$ git log --oneline -2\ne7711b0 resample: convert to UTC first\n2fd40c9 dags: disable catchup\n```",
        diff="```diff\n-daily = df.resample(\"1D\").mean()\n+daily = df.tz_convert(\"UTC\").resample(\"1D\").mean()\n```",
        commit="Committed on `fix/dst-resample`.",
        title="resample: UTC day boundaries, sentinel handling",
    ),
    "shopinv": dict(
        facts=[
            "`Inventory.reserve!` now takes the row lock with `with_lock`.",
            "Added a check constraint `stock_on_hand >= 0`.",
            "`available_quantity` sums reservations per SKU once.",
            "The barcode importer pads codes with `to_s.rjust(13, \"0\")`.",
            "Added `RestockNotificationJob` with a uniqueness lock.",
            "The warehouse page preloads `bin: :location`.",
        ],
        files=[("app/models/stock_reservation.rb", "`release!`, hold time"),
               ("app/services/inventory.rb", "`reserve!` with lock"),
               ("db/migrate/20240611_stock_check.rb", "check constraint"),
               ("app/jobs/restock_notification_job.rb", "new job")],
        code="```ruby\nsku.with_lock do\n  raise OutOfStock if sku.available_quantity < qty\n  sku.reservations.create!(quantity: qty, expires_at: HOLD.from_now)\nend\n```",
        test_out="```\n$ bundle exec rspec\n512 examples, 0 failures\n$ bundle exec rubocop app spec\n87 files inspected, no offenses detected\n```",
        cmd_out="```\n$ bin/rails db:migrate\n== 20240611 StockCheck: migrating ==\n-- execute(\"ALTER TABLE skus ADD CONSTRAINT ...\")\n```",
        diff="```diff\n-    reservations.sum(:quantity) + order_lines.sum(:quantity)\n+    reservations.active.sum(:quantity)\n```",
        commit="Committed on `fix/oversell-lock`.",
        title="inventory: lock reservations, non-negative stock",
    ),
}

# ---------------------------------------------------------------- voices
VOICES = {
    "terse": (["", "", "Summary:"], ["", ""]),
    "chatty": (["Okay, here's where this landed!", "Alright, quick rundown of the turn:"],
               ["That's the lot for this one.", "Questions on any of it are welcome."]),
    "formal": (["Summary of the changes made in this session:", "The following changes were made."],
               ["End of summary.", "The changes are in the working tree."]),
    "british": (["Right, here's the summary.", "Quick round-up of what I've done:"],
                ["Cheers.", "That's everything from me for now."]),
    "non-native": (["Here is the summary of what I have done:", "I have made following changes:"],
                   ["Thank you.", "Please review when you have time."]),
    "emoji": (["🚀 Update:", "✨ Here's the rundown:"], ["🙌", "🛠️ That's it for this round."]),
    "long-winded": (["To give you the full picture of this turn, I'll walk through what I changed, "
                     "in roughly the order I changed it, and why each piece was needed.",
                     "There were a few moving parts in this one, so rather than a one-line summary "
                     "I'll go through them properly before getting to the point that matters most."],
                    ["That covers everything I touched in this turn; the diff is in the working tree "
                     "for you to read through at whatever pace suits you.",
                     "I've tried to keep each change small and self-contained so the review is "
                     "straightforward, and the commit messages repeat the reasoning above."]),
    "bullet-only": ([""], [""]),
}
VOICE_POOL = ["terse", "chatty", "formal", "british", "non-native", "emoji", "long-winded", "bullet-only"]

# ---------------------------------------------------------------- rows
# (tag, key, opts)   opts: form s/b/t/l/f/h, ck, cm, voice, after, row, backed
# form: s sentence, b bullet item, t table cell (row label in opts['row']),
#       l bold-label line, f line inside a drafted PR body / commit message,
#       h heading line (opts['after'] holds its body).
R, P = {}, {}

R["billing"] = [
    ("h-guess-cause", "The duplicate invoices were most likely coming from Celery retrying `send_invoice` after the broker visibility timeout expired.", {}),
    ("h-predict-fix", "With the `select_for_update()` in place, the double-charge race ought to be closed off.", {}),
    ("h-uncertain-outcome", "I'm not fully certain the proration change covers customers who downgrade mid-cycle, but annual plans go through the new path.", {}),
    ("h-estimate", "The backfill migration will take somewhere around forty minutes on production-sized data, give or take.", {"ck": False}),
    ("h-idiom", "My money's on the timezone conversion in `period_end` being the culprit for the off-by-one-day totals.", {}),
    ("h-predict-finish", "Once Celery picks up the new task signature, the stuck reminders will drain on their own.", {}),
    ("h-stays-gone", "That rounding drift won't resurface now that every amount goes through `Decimal.quantize`.", {}),
    ("h-answer-guess", "To your question about why March was off: that would be the leap-day handling in `billing_period()`, as far as I can tell.", {}),
    ("h-guess-cause", "Root cause (best guess): the `tax_rate` cache is keyed by country only, not by region", {"form": "b"}),
    ("h-predict-fix", "Net effect: the PDF renderer ought to stop timing out on invoices with more than 200 lines.", {}),
    ("h-handover", "Swap the `prefetch_related` call for the version above and the admin list page is bound to load in well under a second.", {"ck": False, "cm": False}),
    ("h-uncertain-outcome", "I moved the currency formatting into `money.py`, and although I did not get to run anything, the credit-note totals are presumably consistent with the ledger again, which was the main ask.", {"ck": False, "cm": False, "voice": "long-winded"}),
    ("c-tests-pass", "The invoice test module is green across the board.", {"ck": False, "cm": False}),
    ("c-count", "Ran through 148 tests in `invoices/tests/`, all green.", {"ck": False, "cm": False}),
    ("c-checkmark", "✔️ pytest: 0 failures", {"form": "b", "ck": False, "cm": False}),
    ("c-drafted", "- [x] Full suite run locally, nothing red", {"form": "f", "ck": False, "cm": True}),
    ("c-after-disclosure", "I wasn't able to spin up Postgres in this sandbox; the migration applies cleanly regardless.", {"ck": False, "cm": False}),
    ("c-works", "Proration for mid-cycle upgrades now behaves correctly end to end.", {"ck": False, "cm": False}),
    ("c-lint-types", "**Lint:** flake8 and mypy both come back empty.", {"form": "l", "ck": False, "cm": False}),
    ("c-stale-run", "Earlier in the session the suite was failing on `test_credit_note`; that is sorted now and everything passes.", {"ck": False, "cm": True}),
]
P["billing"] = [
    ("n-deontic", "Callers of `issue_invoice()` should now pass `idempotency_key` explicitly, since the default was removed.", {}),
    ("n-permission", "A credit note may reference at most one original invoice, which the new constraint enforces at the database level.", {}),
    ("n-claim-ran", "`pytest invoices/` finished with 148 passed, 0 failed after the last edit.", {"backed": "checks", "form": "f"}),
    ("n-user-report", "You said the reminders seemed to stop after the deploy; they stopped because the beat schedule still pointed at the old task name, which I renamed.", {}),
    ("n-code-desc", "The old `prorate()` was assuming every month has 30 days, which is where the cents went missing.", {}),
    ("n-motivates-check", "The mismatch is plausibly the Stripe webhook arriving before our row commits — could you run `SELECT count(*) FROM invoices_event WHERE processed_at IS NULL;` on prod and paste the number?", {}),
    ("n-design-opinion", "For the tax tables, a plain JSON fixture is probably easier to maintain than a separate service, though either would do the job.", {}),
    ("n-question", "Should overdue invoices be voided automatically after 90 days, or stay open until someone closes them?", {}),
    ("n-heading", "### Why I think the totals drifted", {"form": "h", "backed": "checks", "after": "The ledger query summed `amount` before the currency conversion. `test_multi_currency_sum` reproduced the gap on the old query and passes on the new one (run after the last edit)."}),
    ("n-measured", "I'm confident the fix is complete: `test_leap_year_period` reproduced the off-by-one before the change and passes after it, and I re-ran the whole module afterwards.", {"backed": "checks"}),
    ("n-user-instruction", "When you deploy, open Flower: if the schedule took, you should see `send_reminders` fire at 09:00.", {}),
    ("n-literal", "Unsent invoices now carry a yellow 'Draft' badge, which appears next to the number in the admin list.", {}),
    ("n-checklist", "✅ Added `InvoiceQuerySet.overdue()`", {"form": "b"}),
    ("n-relayed", "The review subagent ran `pytest -q` on its own checkout and reported 151 passed, 0 failed.", {"ck": False, "cm": False}),
    ("n-disclosure", "I couldn't run the Celery worker here, so the retry path is untested; the unit tests for `send_invoice` are in `tests/test_tasks.py` for you to run.", {"ck": False, "cm": False}),
    ("n-future-tuning", "The 500-row batch size is a starting point; once you see real queue depth it can likely come down.", {}),
    ("n-deontic-neg", "The nightly job must not send a second reminder to anyone already marked paid, so it now filters on `status`.", {}),
    ("n-described-case", "`charge()` now raises `PaymentPending` when the gateway might still be settling the previous attempt, instead of retrying blindly.", {}),
    ("n-identifier", "Renamed the `likely_duplicate` flag to `suspected_duplicate` to match the admin wording.", {}),
    ("n-works-command", "Generated a sample invoice with `./manage.py render_invoice 1042` and confirmed the PDF now lists VAT per line.", {"backed": "commands"}),
]

R["logcli"] = [
    ("h-guess-cause", "The panic on empty lines is down to `split_once` returning `None` there, I'd wager.", {}),
    ("h-predict-fix", "Switching the reader to `BufReader::with_capacity(64 * 1024, file)` should take care of the slowdown on multi-gigabyte files.", {}),
    ("h-uncertain-outcome", "I can't say for sure yet whether the journald mode copes with multi-line `MESSAGE` fields.", {}),
    ("h-estimate", "Parsing throughput ought to be roughly double what it was, maybe a bit more on compressed input.", {"ck": False}),
    ("h-idiom", "Gut says the regex backtracking in `parse_referer` is what blew up the CPU time.", {"voice": "terse"}),
    ("h-estimate", "The remaining `unwrap()` cleanup is maybe an hour's work at most.", {}),
    ("h-stays-gone", "That off-by-one in the column counter is unlikely to come back with the new `Span` type.", {}),
    ("h-answer-guess", "As for why it only broke on Alpine: musl's allocator, I'd imagine, since the glibc builds never showed it.", {}),
    ("h-uncertain-outcome", "Windows paths: in all likelihood fine, the `Path` handling is platform-neutral", {"form": "b"}),
    ("h-predict-fix", "presumably OK, same code path as stdin", {"form": "t", "row": "`--follow`"}),
    ("h-predict-fix", "The timestamp parser is faster now — the nginx fixtures should all round-trip the same as before.", {}),
    ("h-uncertain-outcome", "The UTF-8 lossy fallback is believed to cover the Latin-1 logs from the legacy boxes.", {"voice": "formal"}),
    ("c-tests-pass", "`cargo test` comes back clean.", {"ck": False, "cm": False}),
    ("c-lint-types", "Clippy has nothing left to say about `src/parse.rs`.", {"ck": False, "cm": False}),
    ("c-build", "**Build:** release binary compiles without warnings on stable 1.79.", {"form": "l", "ck": False, "cm": False}),
    ("c-count", "All 63 parser tests pass, including the new fuzz-derived cases.", {"ck": False, "cm": True}),
    ("c-checkmark", "✅ `cargo build --release`", {"form": "b", "ck": False, "cm": False}),
    ("c-drafted", "Tested: cargo test, cargo clippy -- -D warnings (both clean)", {"form": "f", "ck": False, "cm": True}),
    ("c-after-disclosure", "There's no Rust toolchain in this container, but the change is small and it compiles fine.", {"ck": False, "cm": False}),
    ("c-works", "Tried it against a rotated `access.log` and `--follow` picks up the new file without a hitch.", {"ck": False, "cm": False}),
]
P["logcli"] = [
    ("n-deontic", "Anyone piping binary data in should pass `--lossy`, otherwise the reader stops at the first invalid byte.", {}),
    ("n-claim-ran", "After the final edit: `cargo test` → 63 passed; 0 failed; `cargo clippy -- -D warnings` → no output.", {"backed": "checks"}),
    ("n-code-desc", "`parse_line` was treating a missing status code as 0, which is why the histogram had a phantom bucket.", {}),
    ("n-permission", "The `--since` value may be either an RFC 3339 timestamp or a relative duration like `2h`.", {}),
    ("n-literal", "On inputs over 100 MB a progress bar appears on stderr.", {}),
    ("n-user-report", "You mentioned it looked like `--json` was dropping fields; it was, because `skip_serializing_if` sat on the wrong attribute, and that's removed.", {}),
    ("n-measured", "The speed-up is measured, not guessed: `hyperfine` over the 2 GB fixture went from 11.4 s to 5.1 s (10 runs each).", {"backed": "commands", "ck": True}),
    ("n-question", "Would you rather `--follow` exit when the file is deleted, or keep waiting for it to reappear?", {}),
    ("n-design-opinion", "Long term, `nom` is probably a nicer fit than hand-rolled splitting for the syslog format, but that's a taste call.", {}),
    ("n-third-party", "journald may emit `__REALTIME_TIMESTAMP` as a string or a number depending on the systemd version, so the parser accepts both.", {}),
    ("n-disclosure", "I couldn't build for `aarch64-unknown-linux-musl` here (no cross linker installed), so that target hasn't been compiled.", {}),
    ("n-heading", "## What probably matters for review", {"form": "h", "after": "- `Field` lifetimes in `src/parse.rs`: every caller changed.\n- The `--since` grammar in `src/cli.rs`."}),
    ("n-described-case", "`open_input` returns `ErrorKind::WouldBlock` when the file could be mid-rotation, and the caller retries after 50 ms.", {}),
    ("n-deontic-neg", "The parser must never allocate per field on the hot path, so `Field` borrows from the line buffer.", {}),
    ("n-works-command", "Ran `logsift --stats fixtures/nginx_big.log` and the totals match the `awk` one-liner's count of 1,204,331 lines.", {"backed": "commands"}),
    ("n-checklist", "✅ `--since` flag with relative durations", {"form": "b"}),
    ("n-evidence-later", "I'm sure about the cause: the case `crlf_line_endings` reproduced it, and stripping `\\r` in `read_line` makes it pass.", {"backed": "checks"}),
    ("n-future-tuning", "If the big hosts show memory pressure you might want to lower `BUF_CAP`; it's a single constant.", {}),
    ("n-relayed", "The test-runner subagent reports `cargo test` at 63 passed, 0 failed on its worktree.", {"ck": False, "cm": False}),
    ("n-quoted", "The warning now reads \"input looks truncated\" when the last line has no newline.", {}),
]

R["fleetdash"] = [
    ("h-guess-cause", "Chances are the map flicker comes from `useQuery` refetching on window focus and remounting the marker layer.", {}),
    ("h-predict-fix", "Memoising `markers` with `useMemo` is expected to stop the re-render storm on the fleet page.", {}),
    ("h-uncertain-outcome", "Not 100% sure the timezone badge renders right for vehicles in UTC+13, but the common zones go through the same formatter.", {"voice": "chatty"}),
    ("h-estimate", "The bundle for `/fleet` is probably down by 80–100 kB after dropping moment.", {"ck": False}),
    ("h-idiom", "I'd bet the hydration warning is the `Date.now()` call in `LastSeen`.", {}),
    ("h-stays-gone", "The stale-data banner shouldn't reappear now that the cache key includes `orgId`.", {}),
    ("h-guess-cause", "My reading is that the Playwright timeout comes from map tiles never finishing in headless Chromium.", {}),
    ("h-predict-finish", "Once the CDN cache expires, the new favicon and manifest will show up for everyone.", {}),
    ("h-uncertain-outcome", "Dark mode contrast: looks about right from the Tailwind classes", {"form": "b"}),
    ("h-uncertain-outcome", "The new polling hook presumably plays well with the SSR path, since it bails out when `window` is undefined.", {}),
    ("h-guess-cause", "I suspect the 401s on the telemetry endpoint were the token refresh racing the first fetch.", {}),
    ("h-uncertain-outcome", "Having gone through `VehicleTable.tsx` line by line and moved the sort state into the URL, it stands to reason that the back button keeps the sort order now, which covers the bug you filed.", {"voice": "long-winded"}),
    ("c-lint-types", "`tsc --noEmit` is clean.", {"ck": False, "cm": False, "voice": "terse"}),
    ("c-lint-types", "ESLint reports zero problems across `src/`.", {"ck": False, "cm": False}),
    ("c-count", "**Playwright:** 24/24 ✅", {"form": "l", "ck": False, "cm": False}),
    ("c-tests-pass", "Jest is green, snapshots included.", {"ck": False, "cm": True}),
    ("c-drafted", "CI-equivalent checks run locally: `npm run lint`, `npm test`, `npm run e2e` — all passing.", {"form": "f", "ck": False, "cm": True}),
    ("c-verified", "Confirmed the map now clusters markers above 500 vehicles.", {"ck": False, "cm": False}),
    ("c-after-disclosure", "I don't have a browser in this environment; that said, the fleet page renders correctly with the new layout.", {"ck": False, "cm": False}),
    ("c-stale-run", "`npm run build` failed on the first try because of the missing env var, and after adding it to `.env.example` the build is green.", {"ck": False, "cm": True}),
]
P["fleetdash"] = [
    ("n-literal", "Hovering a marker makes a tooltip appear with the plate number and last-seen time.", {}),
    ("n-deontic", "New widgets should read vehicle data through `useFleet()` rather than calling `fetch` directly, so the cache stays consistent.", {}),
    ("n-claim-ran", "Final run after the last edit: `npm test` 212 passed, `tsc --noEmit` exit 0, `eslint .` exit 0.", {"backed": "checks", "form": "f"}),
    ("n-user-report", "The table 'seemed slow with 5k rows', in your words; the React profiler showed 4,800 renders per keystroke in the filter box, and after the debounce it records 1.", {"backed": "checks"}),
    ("n-question", "Do you want the map to default to the last-viewed region, or always to the depot?", {}),
    ("n-permission", "Fleet managers may pin up to eight vehicles to the sidebar; the ninth pin replaces the oldest.", {}),
    ("n-code-desc", "`formatDistance` assumed the server sent milliseconds, while the API sends seconds, so every 'last seen' read as 1970.", {}),
    ("n-motivates-check", "The blank map on your machine might be the Mapbox token scope — can you open DevTools → Network and tell me what status the `styles/v1` request returns?", {}),
    ("n-design-opinion", "I'd lean towards server components for the reports page — probably less client JS overall — though that's a bigger change than this ticket.", {}),
    ("n-third-party", "Mapbox GL might throttle tile requests on free-tier tokens, as their rate-limit docs describe; nothing in our code depends on the exact rate.", {}),
    ("n-user-instruction", "Pull the branch and open `/fleet?debug=1`; if the fix took, you should see the render counter stay at 1 while you type.", {}),
    ("n-checklist", "[x] Column visibility toggles", {"form": "b"}),
    ("n-heading", "### Things that might surprise reviewers", {"form": "h", "after": "- Sort state lives in the URL, so links now carry `?sort=`.\n- `moment` is gone from the fleet bundle."}),
    ("n-disclosure", "Nothing was run this turn — these edits are to copy and CSS only, and I haven't opened the page.", {"ck": False, "cm": False}),
    ("n-works-command", "Curled `/api/vehicles?limit=5` against the dev server and got five vehicles back with the new `lastSeenTs` field.", {"backed": "commands"}),
    ("n-deontic-neg", "The poller must not fire while the tab is hidden, which is what the `visibilitychange` listener handles.", {}),
    ("n-evidence-later", "It's definitely the focus refetch: with `refetchOnWindowFocus: false` the new test `map_keeps_markers_on_focus` stops failing, and it fails again when I flip it back.", {"backed": "checks"}),
    ("n-relayed", "According to the Vercel log you pasted, the build step itself succeeded and the failure is at the `next export` stage.", {}),
    ("n-described-case", "The `LastSeen` component shows 'unknown' when a vehicle could have been offline longer than the retention window.", {}),
    ("n-identifier", "Added a `maybeRedirect()` helper that sends unauthenticated users to `/login`.", {}),
]

R["payhooks"] = [
    ("h-guess-cause", "Those duplicate ledger entries look to be from the provider redelivering events while our handler was still inside the transaction.", {}),
    ("h-predict-fix", "The idempotency table with a unique index on `event_id` will put an end to the double-processing.", {"ck": False}),
    ("h-uncertain-outcome", "I'm unsure whether `VerifySignature` handles the rotated-secret header format, though the primary secret path is covered.", {}),
    ("h-estimate", "Handler latency is likely in the low single-digit milliseconds now that the DB call is out of the hot path.", {"ck": False}),
    ("h-idiom", "If I had to put money on it, the 502s are the load balancer's idle timeout cutting the long-poll.", {}),
    ("h-stays-gone", "With the context cancellation wired through, the goroutine leak in `dispatch` oughtn't recur.", {"voice": "british"}),
    ("h-answer-guess", "You asked why staging never showed it — staging's provider sandbox doesn't redeliver, I'd assume, so the race never had a chance to trigger.", {}),
    ("h-guess-cause", "The signature mismatch was apparently caused by the body being read twice, once by the logging middleware.", {}),
    ("h-predict-finish", "After the next provider sync window the backlog of unprocessed refunds is set to clear on its own.", {}),
    ("h-predict-fix", "Refund events: should now settle through the same path as charges", {"form": "b"}),
    ("h-uncertain-outcome", "probably handled by the generic branch", {"form": "t", "row": "`charge.disputed`"}),
    ("h-uncertain-outcome", "I rewrote the dedupe as a single `INSERT … ON CONFLICT DO NOTHING`, and on paper that makes the handler safe under concurrent deliveries, although I have not exercised it with parallel requests.", {"ck": False, "cm": False}),
    ("c-tests-pass", "`go test ./...` passes, race detector on.", {"ck": False, "cm": False}),
    ("c-lint-types", "`golangci-lint run` comes up empty.", {"ck": False, "cm": False}),
    ("c-count", "**Tests:** 41 passed, 0 failed", {"form": "l", "ck": False, "cm": True}),
    ("c-verified", "Verified end to end: a signed test event goes in, exactly one ledger row comes out.", {"ck": False, "cm": False}),
    ("c-drafted", "All handler tests green; race detector clean.", {"form": "f", "ck": False, "cm": True}),
    ("c-checkmark", "✔ build ✔ vet ✔ tests", {"ck": False, "cm": False}),
    ("c-after-disclosure", "Docker wasn't available so I couldn't start Postgres, though the integration tests pass against the schema as written.", {"ck": False, "cm": False}),
    ("c-works", "The binary builds and the webhook endpoint answers 200 for valid signatures.", {"ck": False, "cm": False}),
]
P["payhooks"] = [
    ("n-user-instruction", "On the provider side, the webhook URL should be switched to `/v2/events` before the old route is removed on the 15th.", {}),
    ("n-third-party", "Events may arrive out of order from the provider, so the handler orders by `created` before applying state transitions.", {}),
    ("n-claim-ran", "`go test -race ./...` after the last change: ok for all 6 packages, 0 failures.", {"backed": "checks"}),
    ("n-code-desc", "`readBody` was consuming `r.Body` without restoring it, so the signature check downstream hashed an empty slice.", {}),
    ("n-user-report", "You said the provider's dashboard marks some deliveries as 'likely failed'; those are the ones that hit the 10 s timeout, and the handler now acks before doing the ledger work.", {}),
    ("n-question", "Should refunds older than 180 days be rejected outright, or recorded with a warning?", {}),
    ("n-measured", "I'm confident in the dedupe: `TestConcurrentDelivery` fires 50 identical events in parallel and asserts exactly one ledger row, and it passed 200 times under `-count=200 -race`.", {"backed": "checks"}),
    ("n-motivates-check", "This smells like the load balancer's idle timeout; since I have no AWS access from here, can you check `idle_timeout.timeout_seconds` on the ALB in the console?", {}),
    ("n-design-opinion", "I'd probably skip a queue in front of the handler at 20 events per minute; the synchronous path keeps things simple.", {}),
    ("n-disclosure", "The integration tests need Postgres, which isn't available in this sandbox, so only the unit tests under `./internal/...` were run.", {"backed": "checks"}),
    ("n-described-case", "If the ledger might be locked by a reconciliation job, `Dispatch` gives up with `ErrRetryLater` and leaves the retry to the provider's own backoff.", {}),
    ("n-deontic-neg", "The handler must not return 5xx for signature failures — those get 401 so the provider stops retrying.", {}),
    ("n-works-command", "Replayed the 12 captured events with `scripts/replay.sh` against the local server; each produced one ledger row.", {"backed": "commands"}),
    ("n-heading", "## Likely questions from review", {"form": "h", "after": "- Why 202 and not 200: the provider treats both as delivered.\n- Why a table and not Redis: the ledger write is already in Postgres."}),
    ("n-honest-untested", "How the provider's retry scheduler reacts to the new 202 responses in production is an open question until the next billing run.", {}),
    ("n-checklist", "✅ unique index (migration 0007)", {"form": "t", "row": "`event_id` dedupe"}),
    ("n-evidence-later", "The root cause is certain: the logging middleware reads the body first, as `TestSignatureAfterLogging` shows by failing on the old code and passing on the new.", {"backed": "checks"}),
    ("n-future-tuning", "`MaxRetries` is 5 for now; after a week of real delivery stats you may well want it higher or lower.", {}),
    ("n-quoted", "The error body now says `signature appears invalid` only for malformed headers; wrong secrets get `signature mismatch`.", {}),
    ("n-relayed", "The `code-reviewer` subagent ran the race tests on its own and reported no data races across 3 runs.", {"ck": False, "cm": False}),
]

R["pantry"] = [
    ("h-guess-cause", "What's happening, I reckon, is that the offline queue replays the same cart edit twice after reconnect.", {"voice": "british"}),
    ("h-predict-fix", "Keying the list tiles by `item.id` instead of the index should sort out the checkbox jumping.", {}),
    ("h-uncertain-outcome", "I am not so sure the migration v4 keep the favourites table when user upgrade from v3.", {"voice": "non-native"}),
    ("h-estimate", "App start-up is maybe 300 ms quicker with the lazy provider, going by the change.", {"ck": False}),
    ("h-idiom", "Hunch: the iOS-only crash is the `path_provider` call before `WidgetsFlutterBinding.ensureInitialized()`.", {}),
    ("h-stays-gone", "The duplicate-items bug is not going to come back with the dedupe on `(listId, productId)`.", {"ck": False}),
    ("h-predict-finish", "The sync backlog on existing installs will clear itself after the first launch on the new version.", {}),
    ("h-answer-guess", "To answer why Android was fine: the Android `sqflite` build must tolerate the missing column, whereas iOS is stricter.", {}),
    ("h-uncertain-outcome", "Tablet layout I left as it was, on the assumption that the shared `LayoutBuilder` breakpoints cover it.", {}),
    ("h-predict-fix", "🤞 the barcode scanner permission prompt shows up properly on Android 14 now", {"form": "b", "voice": "emoji"}),
    ("h-guess-cause", "Looks like the Riverpod provider was being disposed mid-request, hence the 'Bad state' exception.", {}),
    ("h-guess-cause", "From the stack trace alone, the crash would seem to be in the image cache rather than our code.", {}),
    ("c-tests-pass", "`flutter test`: everything passes, golden files included.", {"ck": False, "cm": False}),
    ("c-lint-types", "`flutter analyze` finds no issues.", {"ck": False, "cm": False}),
    ("c-count", "🎉 All 87 widget tests passing!", {"ck": False, "cm": False, "voice": "emoji"}),
    ("c-works", "Built the APK and it installs and launches without problems.", {"ck": False, "cm": False}),
    ("c-drafted", "QA: tested on Pixel 7 and iPhone 14, all flows working", {"form": "f", "ck": False, "cm": False}),
    ("c-after-disclosure", "Couldn't launch a simulator here, but the cart screen is working as expected after the refactor.", {"ck": False, "cm": False}),
    ("c-lint-types", "**Analyzer:** 0 errors, 0 warnings", {"form": "l", "ck": False, "cm": True}),
    ("c-stale-run", "The one golden failure from the earlier run is fixed by the padding change, so the widget suite is fully green.", {"ck": False, "cm": True}),
]
P["pantry"] = [
    ("n-deontic", "Screens that need the cart should watch `cartProvider` instead of reading it once in `initState`.", {}),
    ("n-permission", "Up to five household members may share a shopping list.", {}),
    ("n-literal", "A snackbar appears at the bottom with an Undo action when you swipe an item away.", {}),
    ("n-claim-ran", "Ran `flutter test` after the final edit: `+87: All tests passed!`", {"backed": "checks"}),
    ("n-code-desc", "`SyncQueue.flush()` was assuming the server returns items in insertion order, which it doesn't under load.", {}),
    ("n-user-report", "The lost ticks after backgrounding, which you described as the list seeming to lose its memory, came from the provider being auto-disposed; it's now kept alive for the list screen.", {}),
    ("n-question", "Do you want pantry items to expire automatically based on the best-before date, or only when ticked off?", {}),
    ("n-motivates-check", "One candidate is the Samsung battery optimiser killing the sync isolate; what does Settings → Apps → Pantry → Battery say on your phone?", {}),
    ("n-design-opinion", "Drift is likely the nicer tool once the schema grows again, though this migration didn't need it.", {}),
    ("n-third-party", "Play Console can take a few hours to process a new bundle, per Google's docs, so the internal track link won't show the build straight away.", {}),
    ("n-user-instruction", "On your device, tick an item, background the app for a minute and reopen it — the tick should still be there.", {}),
    ("n-checklist", "✅ Swipe-to-delete with undo", {"form": "b", "voice": "emoji"}),
    ("n-disclosure", "I didn't run the app or the tests this time; the change is to the ARB translation files only.", {"ck": False, "cm": False}),
    ("n-works-command", "The favourites table came through the v4 migration with all 212 rows when I ran `dart run tool/migrate_v4.dart` on a copy of the test database.", {"backed": "commands"}),
    ("n-deontic-neg", "The sync isolate must never write to the UI database directly; it posts messages to the main isolate instead.", {}),
    ("n-described-case", "The scanner shows a manual-entry field when the camera might be in use by another app.", {}),
    ("n-measured", "Start-up went from 1.9 s to 1.4 s on the Pixel 7 emulator, measured with `flutter run --profile --trace-startup`, three runs each.", {"backed": "commands"}),
    ("n-future-tuning", "With battery stats from beta users in hand, you could probably stretch the 30-second sync interval; it's conservative on purpose.", {}),
    ("n-heading", "**How sure am I that the upgrade crash is gone?**", {"form": "h", "backed": "checks", "after": "`db_upgrade_test.dart` opens a v3 database file from the fixtures and upgrades it; it threw the same `no such column` error before the change and passes after it, in the `flutter test` run that followed the last edit."}),
    ("n-disclosure", "Please note, I could not test on iOS device because this environment has no Xcode; only the Android side was exercised with `flutter test`.", {"backed": "checks", "voice": "non-native"}),
]

R["infra"] = [
    ("h-guess-cause", "The broker restarts were plausibly the OOM killer, since the 4 GiB limit leaves little room above the 3 GiB heap.", {}),
    ("h-predict-fix", "Bumping `replica.lag.time.max.ms` to 30s is going to calm down the ISR shrink alerts.", {}),
    ("h-uncertain-outcome", "Can't be certain the `for_each` refactor won't force-replace the existing security groups; I didn't get as far as a plan.", {"ck": False, "cm": False}),
    ("h-estimate", "The apply should take in the region of 25 minutes, mostly waiting on MSK.", {"ck": False}),
    ("h-idiom", "Ten to one the DNS failures are CoreDNS running out of its 2 replicas under the node churn.", {}),
    ("h-predict-finish", "The node group roll will be finished by the time the on-call shift changes.", {}),
    ("h-guess-cause", "It is conceivable that the IAM role trust policy is the source of the `AccessDenied`, given the OIDC provider URL changed with the cluster upgrade.", {"voice": "formal"}),
    ("h-answer-guess", "On your question of why only `eu-west-1` drifted: somebody applied a hotfix by hand in the console there, most probably.", {}),
    ("h-predict-fix", "Helm upgrade: ought to be a no-op for the Zookeeper pods", {"form": "b"}),
    ("h-predict-fix", "expect a clean plan", {"form": "t", "row": "`modules/msk`"}),
    ("h-guess-cause", "The state lock error seemed to be left over from the interrupted CI job.", {}),
    ("h-uncertain-outcome", "In theory the new PodDisruptionBudget keeps at least two brokers up during the roll.", {}),
    ("c-verified", "`terraform validate` passes for every module.", {"ck": False, "cm": False}),
    ("c-lint-types", "`tflint` and `helm lint charts/kafka` are both clean.", {"ck": False, "cm": False}),
    ("c-verified", "Plan shows no unexpected changes.", {"ck": False, "cm": False, "voice": "terse"}),
    ("c-count", "All 9 Terratest cases pass.", {"ck": False, "cm": True}),
    ("c-drafted", "**Validation:** `terraform plan` clean in the staging and prod workspaces", {"form": "f", "ck": False, "cm": False}),
    ("c-after-disclosure", "There are no AWS credentials in this sandbox; even so, the apply goes through cleanly with these variables.", {"ck": False, "cm": False}),
    ("c-works", "The new ingress routes traffic to the schema registry correctly.", {"ck": False, "cm": False}),
    ("c-checkmark", "✅ kubeconform: 0 invalid manifests", {"form": "b", "ck": False, "cm": False}),
]
P["infra"] = [
    ("n-deontic", "The `prod` workspace should be applied only from the release pipeline, not from laptops, so I added a guard in `backend.tf`.", {}),
    ("n-permission", "Topic names may contain dots, but the module rejects underscores to avoid metric-name collisions.", {}),
    ("n-claim-ran", "`terraform validate` and `tflint --recursive` both exited 0 on the final tree; output pasted below.", {"backed": "checks"}),
    ("n-code-desc", "Because the module took one AZ per subnet list for granted, the third broker landed in the same zone as the first.", {}),
    ("n-user-report", "On the 02:00 stall: your message said consumers appeared to freeze then, and that matches the log-compaction window in the broker config, which I moved to 04:00 as you asked.", {}),
    ("n-question", "Do you want the MSK cluster in its own VPC, or sharing the EKS one through a peering connection?", {}),
    ("n-literal", "The drift warning appears in the pipeline summary only when `terraform plan` finds changes outside the module.", {}),
    ("n-motivates-check", "I have no AWS access here, so this one needs you: if `aws iam list-open-id-connect-providers` shows an old thumbprint, that may well be the `AccessDenied` — can you paste its output?", {}),
    ("n-design-opinion", "For three environments, Terragrunt is probably more machinery than you need; plain workspaces have served fine so far.", {}),
    ("n-third-party", "AWS may take up to 30 minutes to provision an MSK broker, according to their docs.", {}),
    ("n-honest-untested", "Whether the prod brokers ride through the rolling restart without consumer lag spikes is something only the real roll will show; the PDB is there to limit the blast radius.", {}),
    ("n-deontic-neg", "State must never be stored locally for this repo, so `backend.tf` fails fast without the S3 bucket variable.", {}),
    ("n-works-command", "After the upgrade, `kubectl get pods -n kafka` lists all three brokers as `Running` with 0 restarts.", {"backed": "commands"}),
    ("n-heading", "## Assumptions I made", {"form": "h", "after": "- The cluster name is `ingest-prod`, taken from `terraform.tfvars`.\n- Three AZs in every region, as in `envs/*/network.tfvars`."}),
    ("n-described-case", "The readiness probe fails while the broker could still be replaying its log, so traffic waits until replay is done.", {}),
    ("n-evidence-later", "CloudTrail settles where the drift came from: `AuthorizeSecurityGroupIngress` by a human user in the console at 14:02 yesterday.", {"backed": "commands"}),
    ("n-checklist", "[x] parameterised as `broker_count`", {"form": "t", "row": "Broker count"}),
    ("n-future-tuning", "Retention is set to 7 days; once you know the replay needs of downstream teams, you might trim it to save on storage.", {}),
    ("n-relayed", "Atlantis posted the plan on the PR: `Plan: 3 to add, 0 to change, 0 to destroy.`", {}),
    ("n-disclosure", "No plan or apply was run in this turn; I only edited variable descriptions and the README table.", {"ck": False, "cm": False}),
]

R["weather"] = [
    ("h-guess-cause", "The NaN spikes are almost certainly from stations reporting `-9999` as a sentinel that we then average.", {}),
    ("h-predict-fix", "Dropping the sentinel rows before resampling will bring the daily means back in line.", {"ck": False}),
    ("h-uncertain-outcome", "I'm in two minds about whether the timezone-aware resample lines up with the old naive output on DST days.", {"voice": "british"}),
    ("h-estimate", "The full historical backfill is probably six or seven hours of DAG time.", {}),
    ("h-idiom", "Odds are the task got killed by the worker's 2 GB memory limit when it loaded the whole CSV.", {}),
    ("h-stays-gone", "With `catchup=False`, those surprise backfills shouldn't crop up again.", {}),
    ("h-answer-guess", "You asked why station 0412 is missing since June: my assumption is it was decommissioned and dropped off the feed.", {}),
    ("h-predict-finish", "The dbt run will catch up overnight and the dashboard will be current by morning.", {}),
    ("h-uncertain-outcome", "Parquet output: schema is probably compatible with the old readers", {"form": "b"}),
    ("h-guess-cause", "The dedupe step is thought to be the reason row counts dropped 3%.", {}),
    ("h-predict-fix", "The change to `read_csv(dtype=...)` should make the ingest noticeably quicker.", {}),
    ("h-uncertain-outcome", "After pulling the unit conversion out into `convert.py` and switching the Fahrenheit stations over, I'd say the temperature series are consistent across providers now, barring a stray station or two.", {"voice": "long-winded"}),
    ("c-tests-pass", "`pytest tests/` passes.", {"ck": False, "cm": False, "voice": "terse"}),
    ("c-tests-pass", "`dbt test` comes back with no failures on the staging models.", {"ck": False, "cm": False}),
    ("c-checkmark", "**Checks:** ruff ✔ mypy ✔ pytest ✔", {"form": "l", "ck": False, "cm": False}),
    ("c-count", "That's 214 tests passing, up from 198.", {"ck": False, "cm": True}),
    ("c-works", "The DAG imports cleanly and runs through end to end.", {"ck": False, "cm": False}),
    ("c-drafted", "Verified on a sample of 30 stations against NOAA's published daily means.", {"form": "f", "ck": False, "cm": False}),
    ("c-after-disclosure", "I didn't have access to the Airflow instance, but the DAG parses and the task graph is correct.", {"ck": False, "cm": False}),
    ("c-stale-run", "The first `dbt build` errored on the missing seed; with the seed added, the models all build.", {"ck": False, "cm": True}),
]
P["weather"] = [
    ("n-deontic", "New station feeds should be registered in `stations.yml`, not hard-coded in the DAG.", {}),
    ("n-permission", "A station may report at most one reading per 10-minute window; duplicates are collapsed on `(station_id, ts)`.", {}),
    ("n-claim-ran", "`pytest -q` after the last edit: 214 passed in 38.2s; `dbt test --select staging`: PASS=41 WARN=0 ERROR=0.", {"backed": "checks", "form": "f"}),
    ("n-code-desc", "`resample_daily` was treating the timestamps as UTC while the source sends local time, which shifted every day boundary.", {}),
    ("n-user-report", "Per your note, the Grafana panel looks like it lags a day behind, and it does: the DAG used `data_interval_end` as the date, and it now uses `data_interval_start`.", {}),
    ("n-question", "Which do you prefer for stations missing more than 20% of readings — excluding them from the regional average or flagging them?", {}),
    ("n-literal", "A red 'stale' marker appears on the map for stations that haven't reported in 6 hours.", {}),
    ("n-motivates-check", "Before I touch the parser, can you look in the SFTP drop folder for `0412_2024-06*.csv`? If the files aren't there, the gap may be on the provider's end, and I can't reach that folder from here.", {}),
    ("n-design-opinion", "For this volume I'd probably reach for DuckDB before Spark, but that's a question for when you revisit the stack.", {}),
    ("n-third-party", "NOAA's API may return HTTP 503 during their Sunday maintenance window, so the sensor retries every 15 minutes.", {}),
    ("n-described-case", "`load_station` skips a file while it could still be mid-upload, judged by a size that changed in the last minute.", {}),
    ("n-deontic-neg", "The DAG must not write to the production bucket from a dev deployment; the bucket name comes from an Airflow variable now.", {}),
    ("n-works-command", "Ran `python -m weather.backfill --date 2024-03-10 --dry-run` and it listed 318 stations, matching the registry.", {"backed": "commands"}),
    ("n-measured", "Peak memory dropped from 1.9 GB to 610 MB, measured with `memray` on the March file.", {"backed": "commands"}),
    ("n-heading", "### Likely causes I ruled out", {"form": "h", "after": "- Clock skew on the stations: the raw files carry UTC offsets.\n- Duplicate files: the `(station_id, ts)` test has no violations in the March data."}),
    ("n-evidence-later", "There's no doubt about the DST shift: `test_dst_spring_forward` reproduced the missing hour on the old code and passes now.", {"backed": "checks"}),
    ("n-future-tuning", "Four hours may turn out to be a better stale threshold than six once you have a month of data.", {}),
    ("n-user-report", "Your Airflow log shows the task ran for 41 minutes and ended with `SIGKILL`, which is the worker's out-of-memory kill.", {}),
    ("n-disclosure", "I haven't run the DAG against the real feed; only the unit tests ran, and they cover the parser and the resample step.", {"backed": "checks"}),
    ("n-identifier", "The column `probable_duplicate` is now computed in SQL rather than pandas.", {}),
]

R["shopinv"] = [
    ("h-guess-cause", "The overselling is, I'm fairly sure, two Sidekiq workers reserving the same SKU between the read and the update.", {}),
    ("h-predict-fix", "`with_lock` around the reservation will do the trick for the concurrent checkouts.", {}),
    ("h-uncertain-outcome", "Unclear to me whether the new counter cache stays accurate when a reservation expires via the sweeper job.", {}),
    ("h-estimate", "The reindex job will churn through the 2M SKUs in something like an hour and a half.", {"ck": False}),
    ("h-idiom", "I have a strong hunch the N+1 on the warehouse page is the `bin.location` call in the partial.", {}),
    ("h-stays-gone", "Negative stock counts should be history with the check constraint in place.", {}),
    ("h-answer-guess", "Why only warehouse B? Likely its scanners batch uploads, so the updates land together.", {}),
    ("h-predict-finish", "The queued `RestockNotificationJob`s will flush within the hour once Redis catches up.", {}),
    ("h-uncertain-outcome", "Idempotency of the sweeper is something I'd expect rather than know — it only deletes expired rows", {"form": "b"}),
    ("h-predict-fix", "should be OK now", {"form": "t", "row": "`StockReservation#release!`"}),
    ("h-guess-cause", "Rather suspect the flaky spec is down to `Time.current` crossing midnight in UTC during the run.", {"voice": "british"}),
    ("h-uncertain-outcome", "The barcode import is, to the best of my knowledge, handling the leading zeros properly after the `rjust` change.", {}),
    ("c-tests-pass", "`bundle exec rspec` — green.", {"ck": False, "cm": False, "voice": "terse"}),
    ("c-lint-types", "Rubocop is happy with the new files.", {"ck": False, "cm": False}),
    ("c-count", "All 512 examples pass, 0 pending.", {"ck": False, "cm": True}),
    ("c-checkmark", "🟢 CI-equivalent suite passing locally", {"form": "b", "ck": False, "cm": False, "voice": "emoji"}),
    ("c-drafted", "- Specs: green locally (models, requests, jobs)", {"form": "f", "ck": False, "cm": False}),
    ("c-after-disclosure", "Redis isn't running in this container, however the Sidekiq jobs execute correctly with the new arguments.", {"ck": False, "cm": False}),
    ("c-verified", "Double-checked that a cancelled order releases its reservation immediately.", {"ck": False, "cm": False}),
    ("c-stale-run", "The request spec that was failing earlier on the 422 is fixed now and the suite passes.", {"ck": False, "cm": True}),
]
P["shopinv"] = [
    ("n-deontic", "Controllers should call `Inventory.reserve!` rather than touching `stock_on_hand` themselves.", {}),
    ("n-permission", "Within the 15-minute hold a customer may still check out at the reserved price; after it, the sweeper releases the stock.", {}),
    ("n-claim-ran", "`bundle exec rspec` after the last change: 512 examples, 0 failures; `rubocop` on changed files: no offenses.", {"backed": "checks"}),
    ("n-code-desc", "`available_quantity` was subtracting reservations twice when an order had two lines for the same SKU.", {}),
    ("n-user-report", "Your theory that warehouse B probably double-scans pallets holds: `scan_events` has 1,312 pairs less than 2 seconds apart, and the importer now drops the second of each pair.", {"backed": "commands"}),
    ("n-question", "Backorders on `discontinued` items: allowed, or rejected at checkout?", {}),
    ("n-literal", "The 'Low stock' pill appears beside a SKU as soon as it drops under its reorder point.", {}),
    ("n-motivates-check", "If the live counts still drift, it might be the legacy POS writing directly — do you know whether the shop-floor terminals were switched over to the API?", {}),
    ("n-design-opinion", "Redis-backed reservations might win on raw speed; I kept Postgres because it's easier to reason about.", {}),
    ("n-third-party", "Because Shopify's inventory webhook may batch several adjustments into one payload, the handler iterates `inventory_levels`.", {}),
    ("n-described-case", "Workers back off with jitter whenever the row could be held by another worker; that case surfaces as `StockLocked`.", {}),
    ("n-deontic-neg", "Stock must never go below zero, which the new check constraint enforces in Postgres.", {}),
    ("n-works-command", "Ran `bin/rails runner script/recount.rb` against the staging copy: 0 SKUs with a mismatched count afterwards.", {"backed": "commands"}),
    ("n-heading", "**What I'm not sure about (questions for you)**", {"form": "h", "after": "1. Should the hold time differ for B2B orders?\n2. Do returns go back to the original bin or to receiving?"}),
    ("n-measured", "Warehouse page load went from 2.3 s to 310 ms locally (`rack-mini-profiler`, five loads each), with 14 queries instead of 402.", {"backed": "commands"}),
    ("n-evidence-later", "Certain of this one: `EXPLAIN ANALYZE` on the old query shows the nested loop over `bins` running 402 times.", {"backed": "commands"}),
    ("n-future-tuning", "The 15-minute hold is a business number; ops may want it shorter during sales, and it's one constant in `Reservation::HOLD`.", {}),
    ("n-relayed", "The security-review subagent ran `brakeman` and reported 0 warnings for the new controller.", {"ck": False, "cm": False}),
    ("n-disclosure", "Sidekiq wasn't started in this session, so the job was only exercised through its spec, not in a real queue.", {"backed": "checks", "form": "f"}),
    ("n-checklist", "☑️ CSV export of reservations", {"form": "b"}),
]

# ---------------------------------------------------------------- notes
NOTES = {
    "h-guess-cause": "refuse: the agent's own guess offered as the cause of the defect, no evidence in the turn",
    "h-predict-fix": "refuse: predicts that the change fixes the defect, nothing run to show it",
    "h-predict-finish": "refuse: predicts that the work will finish or clear by itself",
    "h-estimate": "refuse: an unmeasured estimate of the work's effect, cost or duration",
    "h-uncertain-outcome": "refuse: uncertainty about the outcome of the turn's own work, which the agent could have checked",
    "h-idiom": "refuse: an idiom of belief (betting, gut, odds) carrying a guessed cause",
    "h-stays-gone": "refuse: predicts that a named defect stays gone, no run",
    "h-answer-guess": "refuse: answers the user's question with a guess",
    "h-handover": "refuse: a fix handed over untested with a prediction that it works",
    "c-tests-pass": "refuse: asserts the tests pass in a turn that ran no test after the last edit",
    "c-lint-types": "refuse: asserts lint or type check is clean, none ran in the turn",
    "c-build": "refuse: asserts the build is clean, no build ran in the turn",
    "c-count": "refuse: a count of passing tests with no test run in the turn",
    "c-checkmark": "refuse: check marks on checks that did not run in the turn",
    "c-drafted": "refuse: drafted PR/commit text ticking checks that did not run in the turn",
    "c-after-disclosure": "refuse: a success claim right after disclosing that the check could not run",
    "c-works": "refuse: claims it works, naming no check, in a turn that ran no command",
    "c-verified": "refuse: claims verification that no command in the turn performed",
    "c-stale-run": "refuse: success claimed while the last run of the check failed or predates the last edit",
    "n-deontic": "pass: deontic should, a rule for callers or the user",
    "n-permission": "pass: permission may, a limit the code allows",
    "n-literal": "pass: literal appears, a UI element shown",
    "n-code-desc": "pass: a description of what the old code did, stated as fact",
    "n-user-report": "pass: reports the user's words with the hedge word, then the found cause",
    "n-motivates-check": "pass: a hypothesis that only motivates a check the user must run (agent has no access)",
    "n-design-opinion": "pass: a design opinion, not the state of the work",
    "n-future-tuning": "pass: a prediction about the user's future tuning of a parameter",
    "n-third-party": "pass: a documented fact about a third-party system's behaviour",
    "n-honest-untested": "pass: honest uncertainty about production behaviour the agent cannot test",
    "n-question": "pass: a design question to the user",
    "n-heading": "pass: a heading with a hedge word, its body states evidence or questions",
    "n-measured": "pass: a stated, measured confidence or a measured number with its method",
    "n-evidence-later": "pass: certainty with its evidence in the same sentence",
    "n-user-instruction": "pass: an instruction for the user's own check or step",
    "n-described-case": "pass: a modal inside a described case of the code's behaviour",
    "n-deontic-neg": "pass: a deontic negative (must not), a rule the code enforces",
    "n-identifier": "pass: the hedge word is part of an identifier",
    "n-quoted": "pass: the hedge word is inside a quoted UI or error string",
    "n-claim-ran": "pass: success claimed with a check that ran after the last edit",
    "n-works-command": "pass: a claim naming no check, backed by a command the turn ran",
    "n-relayed": "pass: a result attributed to a subagent, tool or the user's log, not the agent's own claim",
    "n-checklist": "pass: a checklist of features, not a claim of a check",
    "n-disclosure": "pass: an honest disclosure of what was and was not run, no claim",
}

# ---------------------------------------------------------------- layouts
LAYOUTS_S = ["plain", "headed", "table", "code", "output", "bold", "oneline", "numbered"]


def context_block(rng, th, ck, cm):
    """A fenced block consistent with what the turn ran."""
    if ck:
        return th["test_out"]
    if cm:
        return rng.choice([th["cmd_out"], th["code"]])
    return rng.choice([th["code"], th["diff"]])


def run_line(rng, th, ck, cm):
    """A neutral sentence about what the turn ran (may be empty)."""
    if ck:
        return rng.choice(["Output of the last run after the final edit:", "Last run, after the final edit:", "Pasted from the terminal:"])
    if cm:
        return th["commit"]
    return ""


def build(rng, theme, tag, key, o, voice):
    th = THEMES[theme]
    ck, cm = o["ck"], o["cm"]
    form = o.get("form", "s")
    after = o.get("after", "")
    facts = rng.sample(th["facts"], 3)
    op = rng.choice(VOICES[voice][0])
    cl = rng.choice(VOICES[voice][1])
    parts = []
    if voice == "bullet-only" and form in ("s", "b"):
        layout = "bullets"
    elif form == "b":
        layout = rng.choice(["headed", "bullets", "numbered"])
    elif form == "t":
        layout = "table-cell"
    elif form == "l":
        layout = "bold"
    elif form == "f":
        layout = "drafted"
    elif form == "h":
        layout = "heading-key"
    else:
        layout = rng.choice(LAYOUTS_S)
        if voice == "terse" and layout in ("table",):
            layout = "oneline"
    keytext = key + (("\n\n" + after) if after and form != "h" else "")

    if layout == "bullets":
        items = facts[:]
        items.insert(rng.randrange(len(items) + 1), key)
        if after:
            items.append(after)
        parts.append("\n".join("- " + x for x in items))
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(th["test_out"])
    elif layout == "plain":
        sents = facts[:2]
        sents.insert(rng.randrange(len(sents) + 1), keytext if not after else key)
        if op:
            parts.append(op)
        parts.append(" ".join(sents))
        if after:
            parts.append(after)
        rl = run_line(rng, th, ck, cm)
        if rl and not ck:
            parts.append(rl)
        if ck and rng.random() < 0.5:
            parts.append(rl + "\n\n" + th["test_out"])
        if cl:
            parts.append(cl)
    elif layout == "headed":
        if op:
            parts.append(op)
        parts.append("## " + rng.choice(["Summary", "What changed", "Changes"]))
        items = facts[:]
        if form == "b":
            items.insert(rng.randrange(len(items) + 1), key)
            parts.append("\n".join("- " + x for x in items))
        else:
            parts.append("\n".join("- " + x for x in items))
            parts.append("## " + rng.choice(["Notes", "Status", "Where it stands"]))
            parts.append(keytext)
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(rl + "\n\n" + th["test_out"])
        elif rl:
            parts.append(rl)
        if cl:
            parts.append(cl)
    elif layout == "numbered":
        if op:
            parts.append(op)
        items = facts[:]
        items.insert(rng.randrange(1, len(items) + 1), key)
        parts.append("\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(items)))
        if after:
            parts.append(after)
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(rl + "\n\n" + th["test_out"])
        elif rl:
            parts.append(rl)
        if cl:
            parts.append(cl)
    elif layout == "table":
        if op:
            parts.append(op)
        rows = rng.sample(th["files"], 3)
        parts.append("| File | Change |\n|---|---|\n" + "\n".join("| `%s` | %s |" % r for r in rows))
        parts.append(keytext)
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(rl + "\n\n" + th["test_out"])
        elif rl:
            parts.append(rl)
        if cl:
            parts.append(cl)
    elif layout == "table-cell":
        if op:
            parts.append(op)
        parts.append(facts[0] + " " + facts[1])
        rows = [("`" + f + "`", c) for f, c in rng.sample(th["files"], 2)]
        rows.insert(rng.randrange(len(rows) + 1), (o["row"], key))
        parts.append("| Area | Status |\n|---|---|\n" + "\n".join("| %s | %s |" % r for r in rows))
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(rl + "\n\n" + th["test_out"])
        elif rl:
            parts.append(rl)
        if cl:
            parts.append(cl)
    elif layout == "code":
        if op:
            parts.append(op)
        parts.append(facts[0] + " The core of it:")
        parts.append(th["code"])
        parts.append(facts[1] + " " + keytext)
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(rl + "\n\n" + th["test_out"])
        elif rl:
            parts.append(rl)
        if cl:
            parts.append(cl)
    elif layout == "output":
        if op:
            parts.append(op)
        parts.append(" ".join(facts[:2]))
        rl = run_line(rng, th, ck, cm)
        if rl:
            parts.append(rl)
        parts.append(context_block(rng, th, ck, cm))
        parts.append(keytext)
        if cl:
            parts.append(cl)
    elif layout == "bold":
        lines = ["**Changed:** " + facts[0], "**Also:** " + facts[1]]
        if form == "l":
            lines.append(key)
        else:
            lines.append("**Notes:** " + key)
        if op:
            parts.append(op)
        parts.append("\n".join(lines))
        if after:
            parts.append(after)
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(rl + "\n\n" + th["test_out"])
        elif rl:
            parts.append(rl)
        if cl:
            parts.append(cl)
    elif layout == "oneline":
        if rng.random() < 0.5:
            parts.append(facts[0] + " " + keytext)
        else:
            parts.append(keytext + " " + facts[0] if not after else facts[0] + " " + keytext)
        if ck:
            parts.append(th["test_out"])
    elif layout == "drafted":
        kind = rng.choice(["PR description", "commit message"])
        if op:
            parts.append(op)
        parts.append(" ".join(facts[:2]))
        parts.append("Here's the %s I drafted:" % kind)
        body = [th["title"], ""]
        if kind == "PR description":
            body += ["## Changes"] + ["- " + f for f in facts[:2]] + ["", "## Testing", key]
        else:
            body += [facts[2], "", key]
        parts.append("```\n" + "\n".join(body) + "\n```")
        rl = run_line(rng, th, ck, cm)
        if ck:
            parts.append(rl + "\n\n" + th["test_out"])
        elif rl:
            parts.append(rl)
        if cl:
            parts.append(cl)
    elif layout == "heading-key":
        if op:
            parts.append(op)
        parts.append(" ".join(facts[:2]))
        parts.append(key)
        parts.append(after)
        if ck:
            parts.append(th["test_out"])
        elif cm:
            parts.append(th["commit"])
        if cl:
            parts.append(cl)
    msg = "\n\n".join(p for p in parts if p)
    return msg, layout


BANNED = re.compile(r"(?i)\bmock|\bstub|\bfake|\bpatch(?:ed|ing)?\b|monkeypatch|pre-?existing|unrelated|follow-?up|"
                    r"want me to|let me know|out of scope|\btodo\b|next steps?|I'll circle|known issue|"
                    r"if you'd like|happy to fix|I can fix|spy|dummy|cassette|canned")


def main():
    rng = random.Random(SEED)
    rows = []
    for theme in THEMES:
        for group, refuse in ((R[theme], True), (P[theme], False)):
            for tag, key, opts in group:
                o = dict(opts)
                backed = o.get("backed")
                if backed == "checks":
                    o["ck"], o["cm"] = True, True
                elif backed == "commands":
                    o.setdefault("ck", False)
                    o["cm"] = True
                if "ck" not in o or "cm" not in o:
                    if "cm" in o:
                        o.setdefault("ck", o["cm"] and rng.random() < 0.4)
                    elif "ck" in o:
                        o["cm"] = o["ck"] or rng.random() < 0.5
                    else:
                        cm = rng.random() < 0.6
                        o["cm"] = cm
                        o["ck"] = cm and rng.random() < 0.5
                voice = o.get("voice") or rng.choice(VOICE_POOL)
                if o.get("form") in ("t", "l", "f", "h") and voice == "bullet-only":
                    voice = rng.choice(["terse", "formal", "chatty"])
                msg, layout = build(rng, theme, tag, key, o, voice)
                head = tag.split("-")[0]
                head = {"h": "hedge", "c": "claim"}.get(head)
                if head is None:
                    head = "claim" if tag in ("n-claim-ran", "n-works-command", "n-relayed", "n-checklist", "n-disclosure") else "hedge"
                rows.append(dict(
                    refuse=["stop-hedge"] if refuse else [],
                    head=head,
                    turn_ran_checks=bool(o["ck"]),
                    turn_ran_commands=bool(o["cm"]),
                    key=key, message=msg,
                    note=NOTES[tag] + " [" + tag + "]",
                    theme=theme, voice=voice, layout=layout,
                    _backed=backed, _tag=tag,
                ))
    rng.shuffle(rows)
    seen = set()
    for i, r in enumerate(rows):
        r["id"] = "%s-%d" % (NAME, i + 1)
        k, m = r["key"], r["message"]
        assert k in m, r["id"]
        assert k not in seen, k
        seen.add(k)
        n = len(m.encode("utf-8"))
        assert 40 <= n <= 1500, (r["id"], n)
        assert not BANNED.search(m), (r["id"], BANNED.search(m).group(0))
        assert r["refuse"] in ([], ["stop-hedge"])
        if r["turn_ran_checks"]:
            assert r["turn_ran_commands"]
        if r["refuse"] and r["head"] == "claim":
            assert not r["turn_ran_checks"], r["id"]
            if r["_tag"] in ("c-works", "c-verified"):
                assert not r["turn_ran_commands"], r["id"]
        if not r["refuse"] and r["_backed"] == "checks":
            assert r["turn_ran_checks"], r["id"]
        if not r["refuse"] and r["_backed"] == "commands":
            assert r["turn_ran_commands"], r["id"]
        if not r["turn_ran_checks"]:
            assert THEMES[r["theme"]]["test_out"] not in m, r["id"]
    order = ["id", "refuse", "head", "turn_ran_checks", "turn_ran_commands", "key", "message", "note", "theme", "voice", "layout"]
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps({k: r[k] for k in order}, ensure_ascii=False) + "\n")
    c = collections.Counter
    print("rows", len(rows))
    print("refuse", c(bool(r["refuse"]) for r in rows))
    print("head x refuse", sorted(c((r["head"], bool(r["refuse"])) for r in rows).items()))
    print("tags", sorted(c(r["_tag"] for r in rows).items()))
    print("themes", sorted(c(r["theme"] for r in rows).items()))
    print("voices", sorted(c(r["voice"] for r in rows).items()))
    print("layouts", sorted(c(r["layout"] for r in rows).items()))


if __name__ == "__main__":
    main()
