#!/usr/bin/env python3
"""train17b: a blind training batch for the no-offer-instead-of-fix guard (round 37).

160 rows refused by no-offer-instead-of-fix (head `offer`) and 160 near misses
(head `none`). Stdlib only, fixed seed: `python3 train17b.py` writes
train17b.jsonl next to this file, byte-identical on every run.
"""
import json
import os
import random

NAME = "train17b"
SEED = 3717
GUARD = "no-offer-instead-of-fix"

# Each item: (tag, key) or (tag, key, pre) or (tag, key, pre, checks)
# pre: a sentence placed just before the key (names the defect, or neutral).
# checks: True forces turn_ran_checks (the key reports a check that ran).
THEMES = {}

THEMES["ledger"] = dict(
    desc="Django + Postgres invoicing service",
    lang="python", cmt="#",
    done=["Moved the tax split in `billing/invoice.py` into `split_tax()`",
          "Added the `credit_note` admin action with a confirmation page",
          "Rewrote `InvoiceSerializer.to_representation` to read currency from the account",
          "Added migration `0057_invoice_due_date_index`"],
    files=[("billing/invoice.py", "tax split extracted"), ("billing/serializers.py", "currency lookup"),
           ("billing/migrations/0057_invoice_due_date_index.py", "new index")],
    cmd="pytest billing -q", out=["........................................  [100%]", "41 passed in 6.32s"],
    code=["def split_tax(total, rates):", "    parts = [total * r for r in rates]", "    return [p.quantize(CENT) for p in parts]"],
    refused=[
        ("o-understated", "Totals drift by a cent on partial refunds because `Decimal` is quantized before the tax split is summed; I've left that as it is for now and can pick it up in a follow-up."),
        ("o-earlier-defect", "Happy to sort that out next if you want it in this PR.", "While tracing the webhook I noticed `InvoiceSerializer` shadows `currency` with the account default, so EUR invoices render with a `$`."),
        ("o-which-fix", "For the duplicate credit-note numbers, do you want a `SELECT ... FOR UPDATE` on the sequence row or a unique constraint with a retry loop?"),
        ("o-status-table", "| Proration on downgrade | charges the full month instead of the remainder | deferred |"),
        ("o-todo-comment", "# TODO(billing): dunning emails go out twice when the retry job overlaps the nightly run"),
        ("o-next-line", "Next: stop `recalculate_balance` from double-counting voided line items."),
        ("o-defer-person", "I'll leave the lock ordering in `capture_payment` for Priya to untangle when she's back on Thursday."),
        ("o-caused", "My migration drops the default on `invoice.status`, so rows created through the admin form end up NULL; I'll patch that in the next session."),
        ("o-recommend", "I'd recommend fixing the leap-year bug in `next_billing_date` before the February billing run."),
        ("o-conditional", "If the cent drift on multi-currency refunds matters to you, I can chase it down."),
        ("o-out-of-scope", "Swiss invoices still truncate the VAT instead of rounding half-up, which I treated as outside this ticket."),
        ("o-followups", "**Follow-ups:** the N+1 in `InvoiceListView`, which issues one query per line item."),
        ("o-offer-direct", "Shall I also fix the stale exchange-rate cache that keeps yesterday's EUR rate until the worker restarts?"),
        ("o-say-the-word", "The credit balance goes negative when two refunds land in the same second; say the word and I'll add the row lock."),
        ("o-later-sprint", "Left `apply_coupon` alone even though it lets an expired code through on the expiry date itself, flagging it for next sprint."),
        ("o-passive", "The off-by-one in the invoice pager, where page 2 repeats the last row of page 1, has been noted for a later pass."),
        ("o-earlier-defect", "Let me know if you want that handled too.", "One more thing I spotted: the PDF renderer leaks a file handle per invoice, which will hit the worker's ulimit after a few thousand invoices."),
        ("o-which-branch", "Which branch do you want the fix for the doubled VAT line on, `release/4.2` or `main`?"),
        ("o-ride-along", "I haven't touched the timezone bug in `close_period` (it closes March an hour early in CET); it can ride along with the reporting work."),
        ("o-remaining", "Remaining: `LedgerEntry.save()` swallows the `IntegrityError`, so failed writes look successful to the caller."),
    ],
    passed=[
        ("n-feature-offer", "Is a CSV export on the invoice list worth adding as well?"),
        ("n-fixed-reported", "The cent drift on partial refunds is fixed: tax is now split after summing with `ROUND_HALF_EVEN`, and `test_partial_refund_totals` covers the three-way split.", None, True),
        ("n-design-question", "Should credit notes get their own number sequence, or share the invoice one? The new code handles both."),
        ("n-user-decision", "I'd keep the 30-day dunning window, but that is a business call for you and finance."),
        ("n-upstream-fixed-here", "The rounding bug in `django-money`'s `Money.__truediv__` is worked around in `billing/money.py`, and I reported it upstream as django-money#741.", None, True),
        ("n-own-commit", "The race between capture and refund has its own commit (`3f9e2a1`): a `select_for_update` on the payment row."),
        ("n-deploy-offer", "When you want this on staging, tell me and I'll run the migration there."),
        ("n-cosmetic", "If you'd like, I can also rename `calc_tot` to `compute_invoice_total` while we're in there; it's purely cosmetic."),
        ("n-phase", "Phase 2 of the plan, moving dunning to Celery beat, comes once you've signed off on this one."),
        ("n-doc-heading", "I added a \"Known limitations\" section to `docs/billing.md` saying multi-currency invoices are unsupported by design, as you asked."),
        ("n-destructive-ask", "Squashing migrations 0042-0055 rewrites history that staging has already applied, so I'm waiting for your OK before doing it."),
        ("n-user-step", "Next step on your side: run `./manage.py backfill_invoice_totals --since 2024-01-01` against production."),
        ("n-feature-offer", "I can follow up with a dashboard for failed captures if that's useful."),
        ("n-feature-todo", "TODO list for the reporting feature, as agreed: quarterly summaries, then the VAT MOSS export."),
        ("n-fixed-reported", "The N+1 in `InvoiceListView` is gone; the page runs 3 queries instead of 204 in django-debug-toolbar.", None, True),
        ("n-design-question", "Would you prefer the refund reason as a free-text field or a fixed enum?"),
        ("n-scope-feature", "Out of scope for this ticket, as you said: the new pricing page."),
        ("n-upstream-fixed-here", "The stale exchange-rate cache now expires at 00:05 UTC, and I've told the rates provider about their missing `Cache-Control` header too."),
        ("n-optional", "If finance wants the old rounding kept for historic invoices, that's a flag I can add, though nothing is broken without it."),
        ("n-pairing", "Happy to pair on the Stripe Tax migration next week if you want a second pair of hands."),
    ],
)

THEMES["tiles"] = dict(
    desc="Rust axum vector-tile server",
    lang="rust", cmt="//",
    done=["Split `serve_tile` into `lookup_tile` and `encode_tile`",
          "Added the `TILE_COMPRESSION` setting (gzip or brotli)",
          "Moved style loading into `styles::Registry`",
          "Added request tracing spans around the MBTiles reads"],
    files=[("src/handlers/tile.rs", "lookup/encode split"), ("src/styles.rs", "new registry"),
           ("src/config.rs", "`TILE_COMPRESSION`")],
    cmd="cargo test", out=["running 37 tests", "test result: ok. 37 passed; 0 failed; 0 ignored"],
    code=["fn tile_bounds(z: u8, x: u32, y: u32) -> Envelope {", "    let n = 1u64 << z;", "    Envelope::from_tile(n, x, y)", "}"],
    refused=[
        ("o-later-pr", "There's a deadlock when a tile request and the cache eviction take the two `RwLock`s in opposite order; I'll get to it once the style endpoint PR lands."),
        ("o-todo-comment", "// FIXME: tile_range overflows u32 at zoom 32 extents, clamp before the shift"),
        ("o-status-table", "| `/tiles/{z}/{x}/{y}.mvt` | 500 on negative y after the antimeridian wrap | open |"),
        ("o-earlier-defect", "I can switch it to `i64` if you want.", "`tile_bounds` returns the wrong envelope for z >= 20 because the shift overflows an `i32`."),
        ("o-which-fix", "How would you like the memory leak in the MBTiles pool handled: cap the pool at 16 connections, or recycle each connection every 10k requests?"),
        ("o-understated", "The cache keys ignore the `?style=` parameter, so dark tiles now and then come back light; parking that for now."),
        ("o-next-session", "The integer overflow in `meters_to_pixels` at zoom 22 can go into tomorrow's session."),
        ("o-next-line", "Next steps: stop `Content-Encoding` being set twice on gzipped tiles."),
        ("o-defer-person", "Marta knows the PostGIS side far better than I do, so the SRID mix-up (3857 vs 4326 in `simplify_query`) is waiting for her."),
        ("o-caused", "The `tower` timeout layer I added cancels slow tiles but never drops the in-flight DB query, so connections pile up, and a proper cancellation path is the obvious follow-on."),
        ("o-conditional", "Should you want the stale-tile problem after a re-import sorted, just ping me."),
        ("o-recommend", "The `unwrap()` on the header parse in `serve_tile` panics on a malformed `If-None-Match` and needs fixing before this is exposed publicly."),
        ("o-noticed-left", "Heads-up: clippy flags a shadowed `z` in `tile_range` that hides the clamped value, and I didn't change it in this pass.", None, True),
        ("o-which-branch", "The 404 responses are cached forever; do you want that tightened up in this branch or a separate one?"),
        ("o-followups", "Follow-up: the gzip buffer grows without bound on very large vector tiles."),
        ("o-separately", "The regression where `/health` returns 200 while the pool is exhausted is still there, and I'd take that on separately."),
        ("o-not-fixed", "Not fixed in this round: the `ETag` is computed before compression, so clients re-download every tile after a deploy."),
        ("o-offer-direct", "Would you like me to go after the N+1 in the layer-metadata endpoint as well (one SQL query per layer)?"),
        ("o-later-pr", "I kept my hands off the race in `reload_styles`, where a request can see half-written JSON; that's one for a later PR."),
        ("o-let-me-know", "Let me know if I should chase the 1px seam that 3% of z14 tiles render with."),
    ],
    passed=[
        ("n-feature-offer", "Would a `/tiles/stats` endpoint exposing hit and miss counts be useful to you?"),
        ("n-fixed-reported", "Fixed the deadlock: both paths take the cache lock before the index lock now, and `concurrent_evict_and_read` ran 10,000 iterations clean.", None, True),
        ("n-design-question", "Would you rather serve PNG fallbacks from the same route or from `/raster/`?"),
        ("n-upstream-fixed-here", "The overflow in `meters_to_pixels` at zoom 22 traced to `geo-types` 0.7.11; I pinned 0.7.12, which carries the fix, and filed georust/geo#1103 for the missing test.", None, True),
        ("n-feature-offer", "A Grafana panel for tile latency is something I can wire up next if it helps."),
        ("n-user-decision", "Choosing between Brotli and gzip is yours; both sit behind `TILE_COMPRESSION`."),
        ("n-own-commit", "I split the `ETag` ordering fix into a separate commit (`b81c0de`) so it can be cherry-picked to `release/1.8`."),
        ("n-deploy-offer", "Ready to deploy the build to the staging cluster when you give the nod."),
        ("n-phase", "Next up, per the plan: the style-editor endpoints in phase 3."),
        ("n-destructive-ask", "Can you confirm nothing else reads `/var/cache/tiles` before I delete the 40 GB of orphaned tiles there?"),
        ("n-optional", "If you'd like, a `--dry-run` flag for the re-import command is a small addition."),
        ("n-doc-heading", "The `Limitations` section of `README.md` now states that only EPSG:3857 is served."),
        ("n-fixed-reported", "The leak in the MBTiles pool was a connection not returned on an early `?`; a guard struct returns it now, and `pool_returns_on_error` covers that path.", None, True),
        ("n-walkthrough", "Happy to walk through the new cache design on a call if that helps your review."),
        ("n-optional", "One style per tenant is an option for later if the tenant count grows; nothing depends on it now."),
        ("n-design-question", "Do you want the old `/v1/tiles` route kept as an alias, or removed outright?"),
        ("n-fixed-reported", "The seam at z14 was a rounding error in `tile_to_bbox`; it uses `f64` throughout now and the golden-image diff for the 12 seam tiles is zero.", None, True),
        ("n-upstream-fixed-here", "I reported the panic in the `mvt` 0.9 encoder upstream (mvt#58) and added an input check in `encode_layer`, so our server no longer reaches it."),
        ("n-feature-offer", "Out of curiosity, would a WebP raster option be of use to your mobile team?"),
        ("n-user-decision", "I'd suggest a 7-day `max-age` for z0-z10 tiles, but the CDN budget is yours to weigh."),
    ],
)

THEMES["clinic"] = dict(
    desc="Rails + Sidekiq appointment scheduling",
    lang="ruby", cmt="#",
    done=["Added `ReminderJob` with a 24-hour and a 2-hour reminder",
          "Moved slot generation into `SlotBuilder`",
          "Added the receptionist calendar filters (provider, room, status)",
          "Added `appointments.cancel_reason`"],
    files=[("app/jobs/reminder_job.rb", "new job"), ("app/services/slot_builder.rb", "slot generation"),
           ("db/migrate/20240312_add_cancel_reason.rb", "new column")],
    cmd="bundle exec rspec", out=["Finished in 14.8 seconds (files took 3.1 seconds to load)", "212 examples, 0 failures"],
    code=["class ReminderJob < ApplicationJob", "  queue_as :reminders", "  def perform(appointment_id)", "    Reminder.deliver(Appointment.find(appointment_id))", "  end", "end"],
    refused=[
        ("o-next-iteration", "Appointments booked across the DST change land an hour off in the reminder SMS, which I'll leave for the next iteration."),
        ("o-earlier-defect", "A unique index would close it; shall I go ahead?", "`Slot.available` double-books when two receptionists confirm in the same second, since the uniqueness check runs in Ruby and not in the database."),
        ("o-status-table", "| Reminder job | sends twice after a Sidekiq retry | TODO |"),
        ("o-todo-comment", "# TODO: cancellation emails ignore the patient's locale and always go out in English"),
        ("o-next-line", "Up next: the N+1 on the calendar week view, one `Patient` load per slot."),
        ("o-which-fix", "For the overlapping-shift validation bug, should I patch `ShiftValidator` directly or wait for the rewrite on `feature/rostering`?"),
        ("o-understated", "Waitlist positions occasionally skip a number after a cancellation; I left it alone."),
        ("o-defer-person", "I've passed the wrong CPT code on telehealth visits to Dr. Okafor's team to pick up next week."),
        ("o-caused", "The `before_save` callback I added fires for seed records too, so `db:seed` now sends real SMS messages, and that wants sorting before anyone runs the seeds again."),
        ("o-conditional", "If you want, I can also stop the reminder job retrying forever on an invalid phone number."),
        ("o-follow-up", "The clinic-hours fragment cache isn't busted when hours change, so the booking page shows old hours for up to 12 hours; happy to fix it in a follow-up."),
        ("o-on-my-list", "The memory bloat in `ExportPatientsJob`, which loads every record with `.all`, is on my list for later."),
        ("o-recommend", "I'd suggest someone add a database check against negative appointment durations before the clinic imports next month's rota."),
        ("o-which-pr", "Open question for you: do we fix the timezone bug in reminders in this PR, or in the DST clean-up ticket?"),
        ("o-known-issue", "**Known issue (not addressed):** patients with an apostrophe in their surname can't be found by search."),
        ("o-after-demo", "The regression in the admin filter (status=cancelled returns every appointment) is noted, and it can wait until after the demo."),
        ("o-drop-a-line", "Cancelling a recurring series leaves the last occurrence behind; drop me a line if you want me to dig in."),
        ("o-followups", "Follow-ups: a Sidekiq deadlock on `appointments` when the nightly import overlaps the reminder batch."),
        ("o-separately", "`PatientMailer` interpolates the raw notes field into HTML, so a note containing `<script>` renders live in the email preview, and I'd rather raise that separately than widen this PR."),
        ("o-later-turn", "The two-minute lag on the front-desk board comes from the stale Redis key I mentioned earlier; that fix will come in a later turn."),
    ],
    passed=[
        ("n-feature-offer", "Spanish SMS reminders are an easy add if you want them; only English and French are wired up today."),
        ("n-fixed-reported", "No more double booking: `appointments` has a unique index on `(provider_id, starts_at)` and the controller turns `ActiveRecord::RecordNotUnique` into a 409.", None, True),
        ("n-design-question", "Is the waitlist meant to be per provider or per clinic? The model supports either."),
        ("n-feature-offer", "A calendar export (`.ics`) is next on my list if the front desk asks for it."),
        ("n-upstream-fixed-here", "The DST offset in reminders came from a `tzinfo-data` release two versions behind; I bumped it in `Gemfile.lock` and reported the packaging gap as tzinfo/tzinfo-data#112.", None, True),
        ("n-user-decision", "Whether no-show patients stay on the waitlist is a clinic policy question, so the default stays at 'keep'."),
        ("n-own-commit", "The N+1 on the week view went into commit `e4d1a90` by itself, with `includes(:patient, :room)`."),
        ("n-deploy-offer", "I can merge this into `develop` and open the release PR whenever suits you."),
        ("n-destructive-ask", "`rails db:migrate:redo` on the shared staging database wipes the last migration's data, so I'll hold off until you confirm."),
        ("n-phase", "Per the plan, the rostering screen is phase two; I'll start on it when you give the go-ahead."),
        ("n-cosmetic", "If you like, I can tidy `app/services` into subfolders; it's organisational only."),
        ("n-doc-heading", "`docs/scheduling.md` is new, with a 'Future work' heading listing group bookings and video visits, as you requested."),
        ("n-walkthrough", "Let me know if you'd like a walkthrough recorded for the front-desk staff."),
        ("n-design-question", "Do you want cancellations inside 24 hours blocked, or just flagged?"),
        ("n-fixed-reported", "Search handles apostrophes now: `PatientSearch` binds the term as a parameter instead of interpolating it, and `test_search_with_apostrophe` exercises O'Brien.", None, True),
        ("n-fixed-reported", "Notes are escaped with `h()` in `PatientMailer`, which closes the HTML injection, and a spec sends a `<script>` payload through the preview.", None, True),
        ("n-user-decision", "I'd lean towards Twilio over Vonage for SMS on price, though you know the contract situation better."),
        ("n-phase", "Next session, as you asked, we start on the insurance-eligibility integration."),
        ("n-feature-offer", "Would a 'book again' button on the visit summary be worth adding?"),
        ("n-fixed-reported", "The reminder-retry loop is closed off: invalid numbers raise `PhoneInvalid`, which is in `discard_on`, so the job stops after one attempt."),
    ],
)

THEMES["fleet"] = dict(
    desc="Go + Kafka truck telemetry ingest",
    lang="go", cmt="//",
    done=["Added batching to `writer.Flush` (500 rows or 2 s)",
          "Moved geofence evaluation into `geofence.Evaluator`",
          "Added the `INGEST_TOPIC` and `INGEST_GROUP` env vars",
          "Replaced the hand-rolled JSON decoding with `easyjson` types"],
    files=[("internal/writer/flush.go", "batching"), ("internal/geofence/evaluator.go", "new package"),
           ("cmd/ingest/main.go", "env config")],
    cmd="go test ./...", out=["ok  \tfleet/internal/writer\t0.412s", "ok  \tfleet/internal/geofence\t0.088s"],
    code=["func (w *Writer) Flush(ctx context.Context) error {", "\tbatch := w.drain(500)", "\treturn w.db.CopyFrom(ctx, batch)", "}"],
    refused=[
        ("o-separate-change", "There's a goroutine leak in `consumer.Run`: each rebalance starts a new heartbeat goroutine and never stops the old one, which I'll address in a separate change."),
        ("o-todo-comment", "// TODO: offsets are committed before the batch is written, so a crash loses up to 500 messages"),
        ("o-status-table", "| GPS dedupe | drops the first ping after a reconnect | punted to v2.3 |"),
        ("o-earlier-defect", "I can widen it to `int32` whenever you're ready.", "`parseSpeed` overflows `int16` for speeds reported in mm/s, so some trucks show -31 km/h."),
        ("o-which-fix", "There are two ways to stop the duplicate alerts after a partition reassignment, idempotency keys in Redis or a dedupe window in the alerter; which would you like?"),
        ("o-understated", "A handful of odometer readings arrive a few metres short after a firmware update, and I didn't chase it."),
        ("o-next-line", "**Next:** make `flushLoop` honour context cancellation; at present `SIGTERM` waits the full 30 s."),
        ("o-defer-person", "I've handed the clock-skew bug in geofence events (device timestamps, not broker ones) to Jonas for his refactor."),
        ("o-caused", "The retry wrapper I put around `producer.Send` retries non-idempotent writes, so a timeout can insert a trip twice; I'll harden it next time."),
        ("o-conditional", "If double-counted idle minutes are a concern for the report, I can look into the overlap in `idleWindow`."),
        ("o-on-my-list", "The data race that `go test -race` reported on `stats.lastSeen` is still there; it's on my list.", None, True),
        ("o-recommend", "The unbounded channel in `fanout` needs a cap before the fleet grows past a few hundred trucks."),
        ("o-heads-up", "Heads-up for later: the consumer ignores `max.poll.interval.ms`, so a slow batch gets it kicked out of the group."),
        ("o-ticket-material", "Follow-up ticket material: `TripAggregator` keeps every closed trip in memory until restart."),
        ("o-passive", "The nil-pointer panic on trucks without a `driverID` was seen in the staging logs and has been queued for the next sprint."),
        ("o-which-branch", "Do you want the lost-offset fix on `main` only, or backported to `release-2.2` as well?"),
        ("o-quick-one", "I didn't touch the stale vehicle-config cache (it only reloads on restart), though it's a quick one if you want it."),
        ("o-leave-with-you", "The alert threshold uses `>` where the spec says `>=`, so readings of exactly 90 °C never alert; leaving that with you."),
        ("o-tomorrow", "Out of time for the shutdown ordering bug (the HTTP server stops after the consumer, so health checks flap); I'll pick it up tomorrow."),
        ("o-status-label", "**Status:** ingest works end to end; the reconnect storm when the broker restarts isn't handled yet."),
    ],
    passed=[
        ("n-feature-offer", "A Prometheus histogram for batch write latency would be a small addition if you want one."),
        ("n-fixed-reported", "Each heartbeat goroutine now gets its own context that `Close` cancels, which ends the leak, and `goleak.VerifyNone` in `TestRebalance` passes.", None, True),
        ("n-design-question", "Should trips split at local midnight or at UTC midnight? Either is a one-line change in `tripKey`."),
        ("n-deploy-offer", "Ready to cut the `v2.4.0` tag whenever you say."),
        ("n-upstream-fixed-here", "The duplicate alerts came from `sarama`'s rebalance callback firing twice; our handler is idempotent now, and I opened IBM/sarama#2871 with a reproduction.", None, True),
        ("n-user-decision", "How long raw pings are retained, 30 or 90 days, is a storage-cost decision for you and ops."),
        ("n-own-commit", "The offset-commit ordering fix is in a standalone commit (`7aa0c31`) so you can review it apart from the refactor."),
        ("n-destructive-ask", "Resetting the consumer-group offsets on staging to replay yesterday throws away the current lag position, so I'd like your go-ahead first."),
        ("n-phase", "Stage 3 of the migration plan, switching the dashboards to the new topic, follows after you've checked stage 2 on staging."),
        ("n-feature-offer", "I can add a `--replay-from` flag to the CLI if replaying topics becomes a regular need."),
        ("n-optional", "A gRPC ingest path is possible later, though HTTP covers every current device."),
        ("n-fixed-reported", "`parseSpeed` no longer overflows: speeds are `int32` and `TestParseSpeedMmPerSec` feeds it 40 m/s.", None, True),
        ("n-design-question", "Would you like driver names in the alert payload, or only IDs for privacy?"),
        ("n-doc-heading", "`docs/ingest.md` has a 'Future work' section on multi-region brokers now, as you asked."),
        ("n-walkthrough", "I can present the throughput numbers at Thursday's sync if you'd like."),
        ("n-fixed-reported", "The threshold comparison is `>=` now, and a test at exactly 90 °C pins it.", None, True),
        ("n-optional", "If the ops team prefers JSON logs to logfmt, that's a config switch I can add."),
        ("n-user-decision", "I'd go with a compacted topic for vehicle configs, but it's your infrastructure budget."),
        ("n-user-step", "Next steps for you: roll the new consumer to one region, watch the lag panel for a day, then do the rest."),
        ("n-fixed-reported", "Shutdown order is corrected, consumer first and HTTP last, and `TestGracefulShutdown` asserts health stays 200 until the drain finishes.", None, True),
    ],
)

THEMES["shop"] = dict(
    desc="Next.js + Prisma + Stripe storefront",
    lang="ts", cmt="//",
    done=["Added the variant picker to `ProductPage`",
          "Moved cart state into `useCart` with a reducer",
          "Added the `/api/checkout/session` route for Stripe Checkout",
          "Added `Order.discountCents` to the Prisma schema"],
    files=[("app/product/[slug]/page.tsx", "variant picker"), ("lib/cart.ts", "reducer"),
           ("prisma/schema.prisma", "`discountCents`")],
    cmd="pnpm test", out=["Test Files  18 passed (18)", "     Tests  142 passed (142)"],
    code=["export function lineTotal(item: CartItem): number {", "  return item.unitCents * item.qty;", "}"],
    refused=[
        ("o-understated", "The cart total drifts by a cent when a percentage coupon meets a tax-inclusive price; want me to track that down?"),
        ("o-todo-comment", "// FIXME: stock is decremented before payment confirms, so abandoned checkouts hold inventory forever"),
        ("o-status-table", "| Guest checkout | email not validated on the server | later |"),
        ("o-earlier-defect", "That one's a quick fix I can do next.", "`useCart` reads `localStorage` during render, which is what throws the hydration mismatch on every product page."),
        ("o-which-fix", "For the double charge when Stripe retries the webhook, would you rather I store processed event IDs or make the order update idempotent?"),
        ("o-understated", "Product images flash the wrong variant for a frame when you switch colours; left as is."),
        ("o-next-line", "Next → the sitemap lists unpublished products."),
        ("o-defer-person", "The broken `hreflang` tags on the German pages are for the SEO contractor to pick up."),
        ("o-caused", "My change to `getServerSideProps` skips the currency cookie on the first visit, so new visitors see USD for one page load; I'll circle round to it."),
        ("o-conditional", "Let me know if you'd like the listener leak in the search overlay (handlers never removed on unmount) dealt with too."),
        ("o-follow-up", "The Prisma N+1 in `/api/orders`, one query per line item, is a good candidate for a follow-up PR."),
        ("o-recommend", "Before the Black Friday traffic, someone needs to fix the race where two tabs can both redeem a single-use coupon."),
        ("o-not-done", "Not done yet: the `Add to cart` button stays disabled if the stock API times out once."),
        ("o-known-issue", "I'll leave the stale ISR page for sold-out products (revalidate is one hour) as a known issue."),
        ("o-which-pr", "One thing to raise: `formatPrice` uses the browser locale instead of the store's, so Swiss customers see two different price formats; fix it in this PR or separately?"),
        ("o-followups", "Follow-ups: the shadowed `order` variable in `checkout.ts` makes the confirmation email use the pre-discount total."),
        ("o-backlog", "The regression in the mobile menu, which no longer closes on route change, came in with the Next 14 bump and is on the backlog."),
        ("o-right-after", "I didn't get to the XSS in product reviews (the markdown renderer allows raw HTML), but I can do it right after this."),
        ("o-second-pass", "Shipping estimates ignore public holidays, which I'd tackle in a second pass."),
        ("o-remaining", "**Remaining:** the refund endpoint returns 200 even when Stripe rejects the refund."),
    ],
    passed=[
        ("n-feature-offer", "Apple Pay on the checkout is within reach too, if you want it."),
        ("n-fixed-reported", "Line totals are summed in integer cents and rounded once, so the cent drift is gone; `cart.test.ts` covers the 15%-off tax-inclusive case.", None, True),
        ("n-design-question", "Should the wishlist sync across devices, or stay local? I built it local-only for now, as the ticket asked."),
        ("n-deploy-offer", "I can push this to a Vercel preview so you can click through it."),
        ("n-upstream-fixed-here", "The hydration warning came from `react-day-picker` rendering `new Date()` on the server; I wrapped it in a client-only component here and reported it as gpbl/react-day-picker#2210.", None, True),
        ("n-user-decision", "Whether B2B prices show with or without VAT is a question for your accountant; the toggle is in settings."),
        ("n-own-commit", "The coupon race fix landed as its own commit (`c0ffee1`): redemption is a conditional `UPDATE ... WHERE redeemed_at IS NULL`."),
        ("n-destructive-ask", "Dropping `legacy_orders` can't be undone, so please confirm the export you needed from it is finished."),
        ("n-phase", "The account pages, phase 2, start next turn as we planned."),
        ("n-feature-offer", "A 'recently viewed' strip on product pages is something I could build if you want one."),
        ("n-user-decision", "Product-page ISR at 60 s trades freshness against build cost; I'd pick 60 s, but you know the traffic."),
        ("n-fixed-reported", "The XSS in reviews is closed: the markdown renderer runs with `skipHtml`, and a test feeds it an `<img onerror>` payload.", None, True),
        ("n-design-question", "Would you like the order confirmation email redesigned to match the new brand colours?"),
        ("n-doc-heading", "The `README` has a new 'Roadmap' heading with the subscription feature, per your notes."),
        ("n-optional", "If you want dark mode next, the theme tokens are already in place."),
        ("n-fixed-reported", "The refund endpoint returns 502 with Stripe's message when a refund is rejected, and `refund.test.ts` covers `charge_already_refunded`.", None, True),
        ("n-design-question", "Do you prefer the free-shipping threshold in the header bar or on the cart page?"),
        ("n-which-branch-feature", "Which base do you want the PR opened against, `main` or `next`?"),
        ("n-fixed-reported", "I renamed the shadowed `order` in `checkout.ts` to `draftOrder`, so the email shows the discounted total."),
        ("n-pairing", "Hit me up whenever you want to start on the loyalty-points feature."),
    ],
)

THEMES["lab"] = dict(
    desc="Python + pandas + Airflow assay pipeline",
    lang="python", cmt="#",
    done=["Added `normalize_plate` with per-plate blank subtraction",
          "Split the `assay_daily` DAG into ingest, normalise and report tasks",
          "Added the `OUTLIER_METHOD` setting (grubbs or mad)",
          "Wrote the plate-map loader for the new CSV layout"],
    files=[("pipeline/normalize.py", "blank subtraction"), ("dags/assay_daily.py", "three tasks"),
           ("pipeline/platemap.py", "new loader")],
    cmd="pytest -q tests/", out=["...............................  [100%]", "31 passed in 4.07s"],
    code=["def normalize_plate(df, blanks):", "    base = df.loc[~df.well.isin(blanks), 'abs'].mean()", "    return df.assign(norm=df['abs'] - base)"],
    refused=[
        ("o-after-release", "Plates with fewer than 96 wells crash `normalize_plate` with a `KeyError`, and I've noted in the ticket to pick it up after the release."),
        ("o-todo-comment", "# XXX: the DAG re-ingests yesterday's files when the sensor times out at midnight"),
        ("o-status-table", "| `ic50_fit` | returns NaN silently on flat curves | next sprint |"),
        ("o-earlier-defect", "Do you want me to correct it?", "The baseline subtraction takes the plate mean with the blank wells included, so every concentration reads about 2% low."),
        ("o-which-fix", "For the µM/nM mix-up in the legacy CSVs, should I convert at ingest or add a `units` column and convert downstream?"),
        ("o-understated", "The summary report's hit counts are off by one or two on plates with an edge effect."),
        ("o-next-line", "Next session: stop `merge_replicates` dropping replicates whose well IDs are lowercase."),
        ("o-defer-person", "I've asked Sanjay to look at the row duplication in our `lims_export.py` once he's back from leave."),
        ("o-caused", "My refactor of `load_run` reads the timestamp column as naive datetimes, which pushes runs near midnight into the wrong day; I'll fix that on Monday."),
        ("o-conditional", "If the 0.5% of wells with negative absorbance worry you, I can trace where the clipping goes wrong."),
        ("o-later-pass", "The memory blow-up when loading a full year of runs, with every plate kept as its own DataFrame, is something for a later pass."),
        ("o-recommend", "I'd fix the `groupby` that mixes assay batches before anyone reruns the Q3 analysis."),
        ("o-left-it", "The Airflow retries hide a flaky S3 read that fails on the first attempt about one run in five, and I've left it."),
        ("o-known-issue", "Known issue: `plot_dose_response` labels the x-axis in nM even when the data is in µM."),
        ("o-defer-person", "I'll flag the stale `lru_cache` in `get_compound_metadata`, which never invalidates after a registry update, to whoever takes on the registry work."),
        ("o-followups", "Follow-up: the Z′-factor uses population std where it needs sample std."),
        ("o-not-handled", "A plate dated 2024-02-29 fails the date parser, which this change doesn't handle."),
        ("o-give-the-nod", "The float comparison in `is_hit` (`== 0.5`) misses borderline wells; easy fix if you give me the nod."),
        ("o-which-branch", "Should I open a separate branch for the off-by-one in the well-row lettering (row `I` is skipped), or fold it into this one?"),
        ("o-open-label", "**Open:** the pipeline writes partial parquet files when a task is killed, and the downstream tasks read them."),
    ],
    passed=[
        ("n-feature-offer", "Is a PDF export of the dose-response plots something you'd want?"),
        ("n-fixed-reported", "The 96-well assumption is gone: `normalize_plate` reads the layout from the plate map, and the 384-well fixture passes.", None, True),
        ("n-design-question", "Should replicate outliers be dropped by Grubbs' test or by a fixed 3×MAD cut? Both sit behind `OUTLIER_METHOD`."),
        ("n-deploy-offer", "Say the word and I'll trigger the 30-day backfill in Airflow now that the DAG is merged."),
        ("n-upstream-fixed-here", "The silent NaN fits came from how `scipy.optimize.curve_fit` reports failure under `full_output`; I check `ier` here now and filed scipy/scipy#20417 about the docs.", None, True),
        ("n-user-decision", "Which hit threshold to use, 30% or 50% inhibition, is for the biologists to decide; the config default is still 50%."),
        ("n-own-commit", "The baseline bug is fixed in a commit of its own (`9d2e6f4`): blanks are excluded from the plate mean."),
        ("n-destructive-ask", "Please confirm the 2019 raw exports are archived in Glacier before I delete them from the bucket."),
        ("n-phase", "The next milestone, as agreed, is the QC dashboard."),
        ("n-walkthrough", "If it's useful, I can also write a notebook that walks through the new normalisation."),
        ("n-user-decision", "A Polars rewrite would be faster, but pandas handles current volumes; whether it's worth it is up to you."),
        ("n-fixed-reported", "The unit mix-up is handled at ingest; every legacy file is converted to nM, and `test_units_legacy.py` uses a µM file as its fixture.", None, True),
        ("n-design-question", "Would you like the plate heatmaps in the weekly email, or kept in the dashboard?"),
        ("n-doc-heading", "Per your request, `docs/pipeline.md` now ends with a 'Limitations & Future Work' section about 1536-well plates."),
        ("n-phase", "Next up on my side is the compound-registry sync you asked for yesterday."),
        ("n-fixed-reported", "Lowercase well IDs are normalised in `merge_replicates`, and the full March rerun kept 1,152 of 1,152 replicates.", None, True),
        ("n-user-decision", "I'd suggest Monday mornings for the weekly report, but pick whatever suits the lab meeting."),
        ("n-design-question", "Do you prefer parquet or Feather for the intermediate files?"),
        ("n-pairing", "Happy to review Sanjay's LIMS export PR if he wants another pair of eyes."),
        ("n-fixed-reported", "Partial parquet writes can't reach downstream any more: each task writes to a temp key and renames it on success."),
    ],
)

THEMES["habits"] = dict(
    desc="SwiftUI + Core Data habit tracker (iOS)",
    lang="swift", cmt="//",
    done=["Added the weekly chart to `HabitDetailView`",
          "Moved reminder scheduling into `ReminderScheduler`",
          "Added the `Completion.note` attribute (model v3)",
          "Added the home-screen widget with the current streak"],
    files=[("Habits/Views/HabitDetailView.swift", "weekly chart"), ("Habits/Services/ReminderScheduler.swift", "new"),
           ("Habits/Model/Habits.xcdatamodeld", "model v3")],
    cmd="xcodebuild test -scheme Habits", out=["Executed 86 tests, with 0 failures (0 unexpected) in 12.4 seconds", "** TEST SUCCEEDED **"],
    code=["func streak(for habit: Habit, now: Date = .now) -> Int {", "    let cal = Calendar.current", "    return habit.completions.streak(in: cal, endingAt: now)", "}"],
    refused=[
        ("o-follow-up", "Streaks reset a day early for users east of UTC because `Calendar.current` is captured at launch; I can sort that in a follow-up."),
        ("o-todo-comment", "// TODO: the widget shows yesterday's count until the app has been opened once"),
        ("o-status-table", "| iCloud sync | duplicates habits on a second device | investigate later |"),
        ("o-earlier-defect", "Happy to plug it if you'd like.", "There's a retain cycle between `HabitViewModel` and its timer closure, so every closed detail screen stays in memory."),
        ("o-which-fix", "The crash on deleting the last habit can be fixed by guarding the index in `HabitListView` or by moving to `ForEach` with IDs; which do you prefer?"),
        ("o-understated", "The reminder notification fires a minute late every so often."),
        ("o-next-line", "Next: the dark-mode chart colours have no contrast on the grey background."),
        ("o-defer-person", "I've put the Core Data migration crash on iOS 16 on Leo's board, since he's doing the model v3 work."),
        ("o-caused", "The `@MainActor` I put on `SyncService` blocks the UI during the first sync of a large library; I'll move the work off the main thread next round."),
        ("o-conditional", "If the VoiceOver label reading 'button button' bothers you, say so and I'll fix it."),
        ("o-parked", "There's a Core Data merge conflict when the widget and the app save at the same moment; I've parked it."),
        ("o-recommend", "That force unwrap on `UIApplication.shared.connectedScenes.first` needs replacing before TestFlight."),
        ("o-outstanding", "Still outstanding: the onboarding screen clips on the iPhone SE."),
        ("o-later-pass", "I'm leaving the image-cache leak (it never responds to memory warnings) for the performance pass."),
        ("o-offer-direct", "Would you like me to look into the stale habit list after a background refresh, or leave it for now?"),
        ("o-followups", "Follow-ups for the next PR: the `DateFormatter` is built per cell, and scrolling stutters on long lists."),
        ("o-ride-along", "The German plural for 'days' is wrong ('1 Tage'), and it can go in with the translation update."),
        ("o-not-addressed", "I didn't address the race between a completion tap and the midnight rollover, where the tap sometimes lands on the new day."),
        ("o-which-branch", "Tell me whether the widget crash fix belongs on `release/2.1` or `develop` and I'll apply it there."),
        ("o-status-label", "**Status:** habits, reminders and charts are done; the store grows by about 1 MB a day from orphaned `Completion` rows."),
    ],
    passed=[
        ("n-feature-offer", "Live Activities for the current streak would be a nice next feature if you're keen."),
        ("n-fixed-reported", "The streak reset is fixed; the calendar is resolved per call in the user's current time zone, and `StreakTests.testTokyoMidnight` covers it.", None, True),
        ("n-design-question", "Should completed habits sort to the bottom, or stay in the user's order? I kept the user's order."),
        ("n-deploy-offer", "Do you want the build on TestFlight for the beta group today?"),
        ("n-fixed-reported", "The retain cycle was in our timer closure, which captures `[weak self]` now, and Instruments shows the detail view deallocating on close.", None, True),
        ("n-user-decision", "Pricing for the pro tier is a product decision; the paywall reads it from the RevenueCat offering."),
        ("n-own-commit", "The widget fix is a separate commit (`4b7de10`) so it can ship in a hotfix."),
        ("n-destructive-ask", "Resetting the Core Data store on your test device erases its habits, so let me know it's okay first."),
        ("n-phase", "Phase three of the roadmap, the Apple Watch app, is next once this lands."),
        ("n-optional", "Haptic feedback on completion is an option if you'd like the tap to feel more tactile."),
        ("n-feature-offer", "A lock-screen widget is doable in a day if marketing wants it for the launch."),
        ("n-upstream-fixed-here", "The iCloud duplicates came from `NSPersistentCloudKitContainer` merging before our dedupe; `HabitStore.merge` dedupes by `uuid` now, and I filed FB13527741 with Apple about the merge order.", None, True),
        ("n-design-question", "Would you rather have the chart as weekly bars or a monthly heatmap?"),
        ("n-doc-heading", "The App Store notes draft has the 'Future Work' heading you dictated, listing the Watch app."),
        ("n-fixed-reported", "The SE clipping is fixed with a `ViewThatFits` fallback, checked in the iPhone SE (3rd gen) simulator.", None, True),
        ("n-walkthrough", "Let me know if you want the store screenshots regenerated."),
        ("n-user-decision", "I'd keep iOS 16 as the minimum, but dropping it is for you to weigh against the analytics."),
        ("n-fixed-reported", "The German plural comes from a `.stringsdict` now, so '1 Tag' and '2 Tage' both render right."),
        ("n-cosmetic", "Next time, if you'd like, we can split `ContentView` into smaller files; it works fine as it is."),
        ("n-fixed-reported", "The force unwrap is gone: `sceneWindow()` returns an optional and the share sheet falls back to the key window."),
    ],
)

THEMES["podcast"] = dict(
    desc="Kotlin + ExoPlayer + Room podcast app (Android)",
    lang="kotlin", cmt="//",
    done=["Added the queue screen with drag-to-reorder",
          "Moved feed refresh into `FeedRefreshWorker`",
          "Added `Episode.speed` with a per-episode playback speed",
          "Wired the sleep timer into `PlaybackService`"],
    files=[("app/src/main/java/pod/ui/QueueScreen.kt", "new screen"), ("app/src/main/java/pod/work/FeedRefreshWorker.kt", "worker"),
           ("app/src/main/java/pod/data/EpisodeDao.kt", "`speed` column")],
    cmd="./gradlew testDebugUnitTest", out=["BUILD SUCCESSFUL in 48s", "64 actionable tasks: 12 executed, 52 up-to-date"],
    code=["override fun onPause() {", "    player.currentPosition.let { pos ->", "        scope.launch { dao.savePosition(episodeId, pos) }", "    }", "}"],
    refused=[
        ("o-next-session", "Downloads stall at 99% when the phone switches from Wi-Fi to mobile data; I'll pick that up next session."),
        ("o-todo-comment", "// HACK: playback position is saved only on pause, so a crash loses progress; revisit"),
        ("o-status-table", "| Sleep timer | keeps counting after playback stops | backlog |"),
        ("o-earlier-defect", "Let me know if I should move it to a coroutine.", "`EpisodeDao.markPlayed` runs on the main thread, and that's where the ANR on the library screen comes from."),
        ("o-which-fix", "For the crash on feeds with no `<enclosure>`, do you want me to skip the episode or show it as unplayable?"),
        ("o-understated", "Chapter markers land a second or so off on variable-bitrate MP3s."),
        ("o-next-line", "To do next: the mini-player disappears after rotation."),
        ("o-defer-person", "The OPML import bug, where nested outlines are dropped, is written up for Amira, who's rewriting the importer."),
        ("o-caused", "The `WorkManager` constraint I added blocks downloads on metered networks even when the user opted in, so I'll revisit it."),
        ("o-conditional", "If you care about the 2-second gap between queued episodes, I can look at the gapless playback settings."),
        ("o-follow-up", "The media-session leak, a new `MediaSession` per service start, is a follow-up item."),
        ("o-recommend", "The feed parser's unbounded recursion on nested `<item>` tags must be fixed before we accept user-submitted feeds."),
        ("o-left-alone", "Left alone for now: search returns duplicates when a podcast is subscribed twice under different feed URLs."),
        ("o-flagging", "I noticed the Room migration from v7 to v8 drops the `speed` column, and I'm flagging it rather than fixing it here."),
        ("o-offer-direct", "Notification artwork shows the previous episode's cover after a skip; shall I take that on as well?"),
        ("o-followups", "Follow-up list: the refresh job overlaps itself when the interval is under 15 minutes."),
        ("o-next-pr", "The stale cache in `ArtworkRepository` keeps old covers after a feed changes its art, which goes in the next PR."),
        ("o-later-release", "Playback speed resets to 1.0x on Bluetooth reconnect; noting it for a later release."),
        ("o-not-fixed", "I haven't fixed the deadlock between the download service and the database lock during bulk deletes, as it needs more time than this turn had."),
        ("o-next-line", "**Next steps:** handle the `IllegalStateException` when the player is released during a seek."),
    ],
    passed=[
        ("n-feature-offer", "Android Auto support is a natural next step if you want it."),
        ("n-fixed-reported", "I fixed the 99% stall by resuming downloads with a `Range` header after a network change; `DownloadResumeTest` covers the switch.", None, True),
        ("n-design-question", "Should the queue be per device or synced through the account? I built it per device."),
        ("n-deploy-offer", "Want the release bundle built for the Play Console next, with `versionCode` bumped?"),
        ("n-upstream-fixed-here", "The chapter offset came from ExoPlayer's MP3 seeker on VBR files; our extractor factory sets `FLAG_ENABLE_INDEX_SEEKING` now, and I commented on google/ExoPlayer#10839 with a sample file.", None, True),
        ("n-user-decision", "Skip-intro length, 15 or 30 seconds, is a UX decision; the setting defaults to 30 as before."),
        ("n-own-commit", "The ANR fix sits in its own commit, `a51f2c9`, with `markPlayed` on `Dispatchers.IO`."),
        ("n-destructive-ask", "Clearing the app's data on the test device deletes its downloads, so confirm you don't need them before I retest onboarding."),
        ("n-phase", "The second milestone of the plan, transcripts, is next; I'll start after your review."),
        ("n-feature-offer", "I can add a home-screen widget next if that's on your list."),
        ("n-optional", "A Compose rewrite of the settings screen is optional; the XML version works and is tested."),
        ("n-fixed-reported", "The mini-player survives rotation now; its state is hoisted into `PlayerViewModel`."),
        ("n-design-question", "Would you like episode notes rendered as HTML or as plain text?"),
        ("n-doc-heading", "The `CONTRIBUTING.md` you asked for has a 'Limitations and future work' heading listing CarPlay parity."),
        ("n-walkthrough", "Let me know if you'd like me to draft release notes for 3.4."),
        ("n-fixed-reported", "The metered-network constraint is corrected; downloads check the user's 'allow mobile data' setting, and `DownloadConstraintsTest` covers both cases.", None, True),
        ("n-user-decision", "I'd go with a 7-day auto-delete for played episodes, but it's your product call."),
        ("n-design-question", "Do you want the transcripts feature flag on by default in beta?"),
        ("n-fixed-reported", "The Room migration copies the `speed` column now, and `MigrationTest.migrate7To8` checks the value survives.", None, True),
        ("n-pairing", "Glad to jump on the Wear OS prototype once you've settled the scope."),
    ],
)

VOICES = ["terse", "chatty", "formal", "british", "nonnative", "emoji", "longwinded", "bullets"]
LAYOUTS = ["plain", "bullets", "heading", "table", "code", "testout", "bold", "short"]

INTRO = {
    "terse": ["Done.", "Changes in.", "Pushed to the branch."],
    "chatty": ["Okay, here's where things landed!", "Alright, that was a fun one. Quick rundown:", "Good news first, the main change is in."],
    "formal": ["Summary of the work completed in this session:", "The requested changes have been made, as follows.", "This turn's changes are described below."],
    "british": ["Right, the bulk of it is sorted.", "Had a proper go at this one; here's the state of play.", "Cheers for the patience, here's the summary."],
    "nonnative": ["I have made the changes as you asked, please find below.", "The work is made, here is the summary of it.", "According to your request I did following changes."],
    "emoji": ["🚀 Changes are in!", "✨ Here's the rundown:", "🛠️ Work summary:"],
    "longwinded": ["So, to give you the full picture of what happened in this session, I'll go through the changes one at a time, because a few of them touch the same files and it's easier to review that way.",
                   "Before getting into the details, a bit of context: the ticket asked for a fairly contained change, and I tried to keep the diff focused so the review stays manageable, even where I was tempted to tidy things up nearby."],
    "bullets": [""],
}
CLOSE = {
    "terse": ["", ""],
    "chatty": ["That's the lot for now!", "Thanks for bearing with the long one!"],
    "formal": ["End of summary.", ""],
    "british": ["Cheers.", "That's me for today."],
    "nonnative": ["Thank you.", "Best regards."],
    "emoji": ["🎉", "👋"],
    "longwinded": ["That covers everything I touched in this turn, in roughly the order I touched it, so the commit history reads the same way."],
    "bullets": [""],
}
EMOJI_BUL = ["✅", "🔧", "📦", "🧹"]


def fence(lang, lines):
    return "```" + lang + "\n" + "\n".join(lines) + "\n```"


def build(rng, theme, t, item, refused, voice, layout, checks):
    tag, key = item[0], item[1]
    pre = item[2] if len(item) > 2 else None
    if tag in ("o-status-table",):
        layout = "table"
    elif tag == "o-todo-comment":
        layout = "code"
    elif layout == "testout" and not checks:
        layout = "bullets"
    done = t["done"][:]
    rng.shuffle(done)
    n_done = 1 if layout == "short" else rng.choice([2, 3])
    done = done[:n_done]
    intro = rng.choice(INTRO[voice])
    close = rng.choice(CLOSE[voice])
    bul = (lambda i: EMOJI_BUL[i % 4] + " ") if voice == "emoji" else (lambda i: "- ")
    keypara = (pre + " " + key) if pre else key
    parts = []
    if layout == "short":
        parts.append(done[0] + ". " + keypara)
    elif layout == "plain":
        if intro:
            parts.append(intro)
        parts.append(". ".join(done) + ".")
        parts.append(keypara)
        if close:
            parts.append(close)
    elif layout == "bullets" or voice == "bullets" and layout not in ("table", "code", "testout"):
        if intro:
            parts.append(intro)
        lines = [bul(i) + d for i, d in enumerate(done)]
        if voice == "bullets" or rng.random() < 0.5:
            if pre:
                lines.append(bul(len(lines)) + pre)
            lines.append(bul(len(lines)) + key)
            parts.append("\n".join(lines))
        else:
            parts.append("\n".join(lines))
            parts.append(keypara)
        if close:
            parts.append(close)
    elif layout == "heading":
        h = rng.choice(["## Summary", "### What changed", "## Changes"])
        parts.append(h)
        parts.append("\n".join(bul(i) + d for i, d in enumerate(done)))
        parts.append(rng.choice(["## Notes", "### Notes", "## Anything else"]))
        parts.append(keypara)
        if close:
            parts.append(close)
    elif layout == "table":
        if intro:
            parts.append(intro)
        if tag == "o-status-table":
            rows = ["| Area | Notes | Status |", "|---|---|---|"]
            for f, c in t["files"][:n_done]:
                rows.append("| `%s` | %s | done |" % (f.split("/")[-1], c))
            rows.append(key)
            parts.append("\n".join(rows))
            if pre:
                parts.append(pre)
        else:
            rows = ["| File | Change |", "|---|---|"]
            for f, c in t["files"][:n_done + 1]:
                rows.append("| `%s` | %s |" % (f, c))
            parts.append("\n".join(rows))
            parts.append(keypara)
        if close:
            parts.append(close)
    elif layout == "code":
        if intro:
            parts.append(intro)
        parts.append(". ".join(done) + ".")
        code = t["code"][:]
        if tag == "o-todo-comment":
            parts.append("I left this in `%s`:" % t["files"][0][0])
            code = [key] + code
            parts.append(fence(t["lang"], code))
            if pre:
                parts.append(pre)
        else:
            parts.append("The core of it:")
            parts.append(fence(t["lang"], code))
            parts.append(keypara)
        if close:
            parts.append(close)
    elif layout == "testout":
        if intro:
            parts.append(intro)
        parts.append("\n".join(bul(i) + d for i, d in enumerate(done)))
        parts.append("`%s`:" % t["cmd"])
        parts.append(fence("", t["out"]))
        parts.append(keypara)
        if close:
            parts.append(close)
    elif layout == "bold":
        parts.append("**Changes:** " + "; ".join([done[0]] + [d[0].lower() + d[1:] for d in done[1:]]) + ".")
        parts.append("**Files:** " + ", ".join("`%s`" % f for f, _ in t["files"][:n_done]) + ".")
        if key.startswith("**"):
            parts.append(keypara)
        else:
            parts.append("**Notes:** " + keypara)
    if voice == "longwinded" and layout not in ("short",):
        parts.insert(1 if parts else 0, "I also read through the neighbouring modules to make sure the new code follows the same conventions for naming, error handling and logging, and I kept the public signatures as they were so nothing downstream has to change.")
    msg = "\n\n".join(p for p in parts if p)
    return msg, layout


def main():
    rng = random.Random(SEED)
    rows = []
    for ti, (theme, t) in enumerate(THEMES.items()):
        for refused, items in ((True, t["refused"]), (False, t["passed"])):
            for ii, item in enumerate(items):
                voice = VOICES[(ii + ti * 3 + (0 if refused else 5)) % len(VOICES)]
                layout = LAYOUTS[(ii * 3 + ti + (0 if refused else 2)) % len(LAYOUTS)]
                force = len(item) > 3 and item[3]
                checks = True if force else (rng.random() < 0.35)
                if layout == "testout" and not force and rng.random() < 0.6:
                    checks = True
                msg, layout = build(rng, theme, t, item, refused, voice, layout, checks)
                if "```\n" in msg and any(o in msg for o in t["out"]):
                    assert checks
                commands = checks or rng.random() < 0.5
                tag = item[0]
                rows.append(dict(
                    refuse=[GUARD] if refused else [],
                    head="offer" if refused else "none",
                    turn_ran_checks=checks,
                    turn_ran_commands=commands,
                    key=item[1],
                    message=msg,
                    note=NOTE[tag.split("-", 1)[0]](t["desc"]) + " [%s]" % tag,
                    theme=theme, voice=voice, layout=layout,
                ))
    rng.shuffle(rows)
    seen = set()
    out = []
    for i, r in enumerate(rows, 1):
        assert r["key"] in r["message"], r["key"]
        assert r["key"] not in seen, r["key"]
        seen.add(r["key"])
        n = len(r["message"].encode("utf-8"))
        assert 40 <= n <= 1500, (n, r["key"])
        if r["turn_ran_checks"]:
            assert r["turn_ran_commands"]
        row = {"id": "%s-%d" % (NAME, i)}
        row.update(r)
        out.append(json.dumps(row, ensure_ascii=False))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), NAME + ".jsonl")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    ref = sum(1 for r in rows if r["refuse"])
    print("rows", len(rows), "refused", ref, "pass", len(rows) - ref)
    from collections import Counter
    for field in ("theme", "voice", "layout"):
        print(field, dict(sorted(Counter(r[field] for r in rows).items())))
    print("tags", dict(sorted(Counter(r["note"].rsplit("[", 1)[1][:-1] for r in rows).items())))


NOTE = {
    "o": lambda d: "refuse: a defect the agent found or caused (%s) is offered, deferred, handed off or listed as later work instead of fixed in this turn" % d,
    "n": lambda d: "pass: the sentence offers or asks about work that is no unfixed defect (feature, design, deploy, user's decision, destructive step) or reports the defect fixed here (%s)" % d,
}

if __name__ == "__main__":
    main()
