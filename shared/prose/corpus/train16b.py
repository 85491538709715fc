#!/usr/bin/env python3
"""train16b: a blind training batch for no-offer-instead-of-fix (head offer).

About half the rows leave a named defect unfixed by offering, asking,
deferring or handing it over (refused by no-offer-instead-of-fix); the other
half are near misses that pass (offers of new work, defects fixed in the
turn, design questions, blockers only the user can clear, ...).  Every other
guard's `refuse` is empty.  Stdlib only, fixed seed: same bytes every run.

    python3 train16b.py        # writes train16b.jsonl beside this file
"""
import collections
import json
import os
import random
import re

NAME = "train16b"
SEED = 16_0216
GUARD = "no-offer-instead-of-fix"
HERE = os.path.dirname(os.path.abspath(__file__))

VOICES = {
    "T": "terse", "C": "chatty", "F": "formal", "B": "british",
    "N": "non-native", "E": "emoji", "L": "long-winded", "U": "bullet-only",
}

NOTES = {
    # refused
    "o-offer-direct": "refuse: a named defect followed by a direct offer or yes/no question to fix it",
    "o-offer-conditional": "refuse: the fix of a named defect offered on the user's wish (if you want / should you wish)",
    "o-defer-followup": "refuse: a named defect deferred to a follow-up PR, ticket or separate change",
    "o-out-of-scope": "refuse: a named defect seen and left as outside the task's scope",
    "o-next-steps": "refuse: a defect the agent could fix listed as next step / up next",
    "o-recommend-fix": "refuse: a fix recommended or wanted before a date instead of made",
    "o-left-for-user": "refuse: a named defect handed to the user to fix",
    "o-todo": "refuse: a defect left as a TODO/FIXME comment or TODO item instead of fixed",
    "o-ask-which-fix": "refuse: asking which of two fixes to apply is still an offer",
    "o-investigation-offer": "refuse: diagnosis in an investigation turn, then an offer to fix (user did not forbid changes)",
    "o-table-status": "refuse: a table row that records a defect as open / deferred / not fixed",
    "o-defer-later": "refuse: a named defect deferred to later / after something else",
    "o-understated-offer": "refuse: an understated offer (happy to, say the word, ping me) for a defect named just before",
    "o-priority-conditional": "refuse: the fix made conditional on the user's priorities",
    "o-other-person": "refuse: a defect in the agent's scope handed to another person or team instead of fixed",
    "o-parked": "refuse: a named defect parked / put in the backlog",
    "o-question-fix": "refuse: asking permission (shall/should I) to fix a defect it found",
    "o-defer-next-session": "refuse: a named defect deferred to the next session / tomorrow",
    "o-remaining-list": "refuse: a defect listed under remaining / known issues / still open",
    "o-ask-branch": "refuse: asking on which branch to fix a defect is still an offer",
    # passed
    "p-offer-feature": "pass: offer of a new feature, no defect named",
    "p-fixed-in-turn": "pass: the defect is fixed in this turn, with a check that ran",
    "p-fixed-own-commit": "pass: a fix reported in its own commit",
    "p-design-question": "pass: a question about a design choice or preference, no defect",
    "p-naming": "pass: a naming question",
    "p-blocker-user": "pass: an honest blocker only the user can clear, with its recommendation",
    "p-destructive-ask": "pass: asking before a destructive or irreversible step",
    "p-followup-nondefect": "pass: work kept out of the change that is a feature, not a defect",
    "p-refactor-offer": "pass: offer of a refactor or tidy-up with no defect",
    "p-word-literal": "pass: scope / TODO / follow-up words in their literal, non-deferral sense",
    "p-phase-next": "pass: the next phase of a plan the user set up",
    "p-instruction-user": "pass: an instruction for a step the user takes (migrate, install)",
    "p-review-offer": "pass: offer of an explanation, walkthrough or write-up, no defect",
    "p-question-info": "pass: asking the user for information only they have",
    "p-user-said-no-change": "pass: the user said not to change anything; the defect is reported, no offer",
    "p-doc-heading": "pass: a limitations / future-work heading in a document",
    "p-deploy-question": "pass: a question about deploying, releasing or merging",
    "p-next-steps-user": "pass: next steps that are the user's actions, not defects",
    "p-fixed-then-offer": "pass: defect fixed in the turn (check ran), then an offer of new work",
}


def R(tag, voice, key, pre="", post="", place="s", chk=False):
    return dict(tag=tag, voice=voice, key=key, pre=pre, post=post, place=place, chk=chk)


# ---------------------------------------------------------------- themes
THEMES = {
    "shop": dict(
        desc="Django + Postgres e-commerce checkout",
        branch="feat/coupon-stacking",
        probe='I traced the order flow from the webhook through to the invoice task and read the last week of `orders` logs.',
        intros=[
            "Coupon stacking is in: `apply_coupon()` now takes a list of codes and applies them in `Coupon.rank` order.",
            "I reworked `cart/services.py` so the basket total is computed once per request instead of in every template tag.",
            "The checkout now stores a gift note on the order and prints it on the packing slip.",
            "`CheckoutView` is split into an address step and a payment step, each with its own form class.",
        ],
        bullets=[
            "`orders/models.py`: new `gift_note` field (max 500 chars)",
            "`cart/services.py`: a `BasketTotals` dataclass replaces the dict",
            "`apply_coupon()` now takes `codes: list[str]`",
            "migration `0042_add_gift_note`",
            "`templates/checkout/payment.html`: summary box moved above the card form",
            "`tests/orders/test_checkout.py`: 9 new cases for stacking order",
        ],
        rows=[
            "| Coupon stacking | done | order from `Coupon.rank` |",
            "| Gift note | done | printed on the packing slip |",
            "| Basket totals | reworked | one query per request |",
        ],
        code=("python", [
            "def apply_coupon(order, codes):",
            "    for coupon in Coupon.objects.ranked(codes):",
            "        order.discount += coupon.amount_for(order)",
            "    order.save(update_fields=[\"discount\"])",
        ]),
        test=("pytest tests/orders -q", [
            "........................................ [ 83%]",
            "........                                 [100%]",
            "48 passed in 6.12s",
        ]),
        prose=[
            "Most of the time went into the ranking: coupons now carry a `rank` column and the queryset method `ranked()` sorts by it, so the order in which a customer types codes no longer changes the total.",
            "The payment template got a small layout change as well, and the order confirmation email now includes the gift note under the delivery address.",
        ],
    ),
    "ledger": dict(
        desc="Rust CLI for plain-text double-entry accounting",
        branch="feat/strict-mode",
        probe='I compared the two balance reports line by line and stepped through `Journal::balance()` with the sample journal.',
        intros=[
            "`ledgr check --strict` now rejects postings to accounts that were never declared with an `account` directive.",
            "The parser in `src/parser.rs` gained support for `decimal-mark` directives.",
            "I added the `--strict` flag and wired it through `Journal::load` to the validator.",
            "Balance assertions (`= 100.00 EUR`) are now checked in file order rather than date order, as the spec asks.",
        ],
        bullets=[
            "`src/parser.rs`: `decimal-mark` directive",
            "`src/validate.rs`: new `StrictError` enum with spans",
            "`src/cli.rs`: `--strict` flag on `check` and `balance`",
            "`tests/fixtures/strict/`: six new journals",
            "`README.md`: documented the flag",
            "`Journal::load` takes an `Options` struct instead of three bools",
        ],
        rows=[
            "| `--strict` flag | done | `check` and `balance` |",
            "| `decimal-mark` | done | comma and point |",
            "| Error spans | done | line and column in every `StrictError` |",
        ],
        code=("rust", [
            "pub fn check(journal: &Journal, opts: &Options) -> Vec<StrictError> {",
            "    journal.postings().filter(|p| opts.strict && !journal.declared(&p.account))",
            "        .map(StrictError::undeclared).collect()",
            "}",
        ]),
        test=("cargo test", [
            "running 112 tests",
            "test result: ok. 112 passed; 0 failed; 0 ignored; finished in 0.84s",
        ]),
        prose=[
            "The validator now walks postings once and collects every error instead of stopping at the first, so `ledgr check --strict` prints all undeclared accounts in one run with their line and column.",
            "I kept the default behaviour unchanged: without the flag, undeclared accounts are still accepted, which is what the existing users' journals rely on.",
        ],
    ),
    "tiles": dict(
        desc="React + TypeScript map dashboard (MapLibre, GeoJSON layers)",
        branch="feat/layer-filters",
        probe='I profiled the map page in Chrome and Safari and read through the layer code.',
        intros=[
            "The layer panel now has multi-select filters for inspection status and region.",
            "`LayerPanel.tsx` was rewritten around a reducer, and the filters are synced to the URL query string.",
            "I added the region filter to the map dashboard and a count badge per layer.",
            "Filtering now happens on the GeoJSON source with a MapLibre filter expression instead of in React state.",
        ],
        bullets=[
            "`src/components/LayerPanel.tsx`: reducer + multi-select",
            "`src/hooks/useViewport.ts`: exposes `bounds` and `zoom`",
            "`src/map/filters.ts`: builds MapLibre `filter` expressions",
            "`src/components/CountBadge.tsx`: new",
            "`vitest` specs for `filters.ts` (12 cases)",
            "added `@turf/area` for the area readout",
        ],
        rows=[
            "| Status filter | done | multi-select |",
            "| Region filter | done | synced to `?region=` |",
            "| Count badges | done | per layer |",
        ],
        code=("ts", [
            "export function statusFilter(statuses: Status[]): FilterSpecification {",
            "  return [\"in\", [\"get\", \"status\"], [\"literal\", statuses]];",
            "}",
        ]),
        test=("pnpm vitest run", [
            " ✓ src/map/filters.test.ts (12)",
            " ✓ src/components/LayerPanel.test.tsx (7)",
            " Test Files  2 passed (2)",
            "      Tests  19 passed (19)",
        ]),
        prose=[
            "The panel used to keep a copy of every feature in React state and filter it on each render; it now hands a filter expression to the map source, which keeps the panel light even with the 40k inspection points in the demo data.",
            "URL sync uses `history.replaceState`, so sharing a link reproduces the same filters and viewport.",
        ],
    ),
    "ingest": dict(
        desc="Go service ingesting IoT telemetry from Kafka into TimescaleDB",
        branch="feat/backpressure",
        probe="I went through last night's consumer logs and the code paths in `consumer.go`.",
        intros=[
            "The consumer now applies backpressure: `handleBatch` pauses the partition when the write queue is above 80%.",
            "I moved the TimescaleDB writes in `consumer.go` to a bounded worker pool.",
            "Batches are now written with `COPY` instead of row-by-row inserts.",
            "`DecodeFrame` handles the v2 frame layout with the extra battery field.",
        ],
        bullets=[
            "`internal/consumer/consumer.go`: pause/resume on queue depth",
            "`internal/store/copy.go`: `COPY FROM STDIN` writer",
            "`internal/frame/decode.go`: v2 layout",
            "`cmd/ingest/main.go`: new `--max-in-flight` flag",
            "`consumer_test.go`: table tests for pause thresholds",
            "Grafana JSON: queue-depth panel",
        ],
        rows=[
            "| Backpressure | done | pause at 80%, resume at 50% |",
            "| `COPY` writer | done | 5k rows per batch |",
            "| v2 frames | done | battery field |",
        ],
        code=("go", [
            "if q.Depth() > q.Cap()*8/10 {",
            "    c.client.PauseFetchPartitions(map[string][]int32{topic: {part}})",
            "}",
        ]),
        test=("go test ./... && go vet ./...", [
            "ok   github.com/acme/ingest/internal/consumer  1.204s",
            "ok   github.com/acme/ingest/internal/frame     0.031s",
            "ok   github.com/acme/ingest/internal/store     2.877s",
        ]),
        prose=[
            "The pause threshold is configurable through `INGEST_PAUSE_RATIO`, with 0.8 as the default, and resume happens at 0.5 so the consumer does not flap around the limit.",
            "Switching to `COPY` cut the write time for a 5k-row batch from about 900 ms to 70 ms on the staging database.",
        ],
    ),
    "mobile": dict(
        desc="Kotlin Android fitness tracker (Room, WorkManager)",
        branch="feature/pace-alerts",
        probe='I went through the logcat output you attached and the tracking code.',
        intros=[
            "Pace alerts are in: the tracking screen vibrates when the current pace leaves the target band.",
            "I added a `PaceAlertManager` that listens to `WorkoutRepository.livePace` and fires haptic alerts.",
            "The workout summary now shows splits per kilometre in a `RecyclerView`.",
            "Target pace is now a per-workout setting stored in Room (schema v6).",
        ],
        bullets=[
            "`PaceAlertManager.kt`: new",
            "`WorkoutEntity`: `targetPaceSecPerKm` column, Room v6",
            "`TrackingFragment`: alert toggle in the toolbar",
            "`SplitsAdapter.kt`: per-km splits",
            "`strings.xml`: alert texts (en, de)",
            "`PaceAlertManagerTest`: 8 unit tests",
        ],
        rows=[
            "| Pace alerts | done | haptic + optional sound |",
            "| Splits list | done | per km |",
            "| Room v6 | done | `targetPaceSecPerKm` |",
        ],
        code=("kotlin", [
            "fun onPace(secPerKm: Int) {",
            "    if (secPerKm !in band) vibrator.vibrate(ALERT_PATTERN)",
            "}",
        ]),
        test=("./gradlew testDebugUnitTest", [
            "> Task :app:testDebugUnitTest",
            "PaceAlertManagerTest > 8 tests completed",
            "BUILD SUCCESSFUL in 41s",
        ]),
        prose=[
            "The alert band is the target pace plus or minus the tolerance the user picks, and alerts are rate-limited to one every 20 seconds so a runner on a hill is not buzzed continuously.",
            "Splits are computed from the stored track points when the summary opens, so older workouts get splits too.",
        ],
    ),
    "ml": dict(
        desc="PyTorch document classification training pipeline",
        branch="exp/longformer",
        probe="I diffed the two runs' configs and checkpoints and read through `eval.py`.",
        intros=[
            "The training loop in `train.py` now supports gradient accumulation and mixed precision.",
            "I swapped the BERT encoder for Longformer behind a `model.encoder` config switch.",
            "`DocDataset` now streams from the sharded parquet files instead of loading everything into memory.",
            "Evaluation writes per-class metrics to `runs/<id>/metrics.json` alongside the checkpoint.",
        ],
        bullets=[
            "`train.py`: `--grad-accum` and `--amp` flags",
            "`models/encoder.py`: Longformer option",
            "`data/dataset.py`: parquet streaming",
            "`configs/base.yaml`: `max_seq_length: 4096`",
            "`eval.py`: per-class metrics JSON",
            "`tests/test_dataset.py`: shard boundary cases",
        ],
        rows=[
            "| Grad accumulation | done | `--grad-accum 8` |",
            "| AMP | done | bf16 on A100 |",
            "| Parquet streaming | done | 3 GB peak instead of 40 GB |",
        ],
        code=("python", [
            "with torch.autocast(\"cuda\", dtype=torch.bfloat16, enabled=cfg.amp):",
            "    loss = model(**batch).loss / cfg.grad_accum",
            "scaler.scale(loss).backward()",
        ]),
        test=("pytest tests -q", [
            "..........................                [100%]",
            "26 passed in 14.08s",
        ]),
        prose=[
            "With accumulation over 8 steps the effective batch size matches the old 8-GPU runs on a single A100, and the loss curves of the first 2k steps overlay the old ones closely.",
            "The Longformer switch is off by default; `configs/longformer.yaml` turns it on together with the 4096-token limit.",
        ],
    ),
    "infra": dict(
        desc="Terraform on AWS with GitHub Actions deploys",
        branch="infra/oidc-deploys",
        probe='I read the last three plan outputs in the CI logs and compared them resource by resource.',
        intros=[
            "Deploys now authenticate to AWS with GitHub OIDC instead of the long-lived access key.",
            "I added an `aws_iam_openid_connect_provider` and a `gh-deploy` role in `iam.tf`.",
            "The VPC module now creates private subnets in three AZs with their own route tables.",
            "`deploy.yml` is split into a plan job and an apply job with an environment gate.",
        ],
        bullets=[
            "`iam.tf`: OIDC provider + `gh-deploy` role",
            "`.github/workflows/deploy.yml`: plan/apply split",
            "`modules/vpc`: three private subnets",
            "`environments/staging/main.tf`: uses the new module outputs",
            "`tflint` config: AWS ruleset enabled",
            "`README.md`: how to assume the role locally",
        ],
        rows=[
            "| OIDC role | done | `gh-deploy` |",
            "| Plan/apply split | done | apply needs approval |",
            "| Private subnets | done | 3 AZs |",
        ],
        code=("hcl", [
            "resource \"aws_iam_role\" \"gh_deploy\" {",
            "  name               = \"gh-deploy\"",
            "  assume_role_policy = data.aws_iam_policy_document.gh_oidc.json",
            "}",
        ]),
        test=("terraform validate && tflint --recursive", [
            "Success! The configuration is valid.",
            "0 issue(s) found",
        ]),
        prose=[
            "The trust policy only accepts tokens whose `sub` claim is `repo:acme/platform:ref:refs/heads/main` or the `production` environment, so other repositories in the organisation cannot assume the role.",
            "The old `AWS_ACCESS_KEY_ID` secret is no longer referenced by any workflow.",
        ],
    ),
    "clinic": dict(
        desc="Rails appointment booking for a clinic",
        branch="feature/calendar-view",
        probe='I looked through the invoice job logs and the PDF generation code.',
        intros=[
            "The clinician calendar view is done: a week grid with drag-to-reschedule.",
            "I added `CalendarController#week` and a Stimulus controller for the drag handling.",
            "Rescheduling now goes through `AppointmentRescheduler`, which re-checks availability inside a transaction.",
            "Reception can filter the calendar by clinician and room.",
        ],
        bullets=[
            "`app/controllers/calendar_controller.rb`: `week` action",
            "`app/javascript/controllers/drag_controller.js`: drag and drop",
            "`app/services/appointment_rescheduler.rb`: new",
            "`app/views/calendar/week.html.erb`: grid partials",
            "`spec/services/appointment_rescheduler_spec.rb`: 11 examples",
            "`config/routes.rb`: `/calendar/:date`",
        ],
        rows=[
            "| Week grid | done | 15-minute rows |",
            "| Drag to reschedule | done | via `AppointmentRescheduler` |",
            "| Filters | done | clinician, room |",
        ],
        code=("ruby", [
            "def call",
            "  Appointment.transaction do",
            "    raise Unavailable unless availability.free?(slot)",
            "    appointment.update!(starts_at: slot.starts_at)",
            "  end",
            "end",
        ]),
        test=("bundle exec rspec", [
            "Finished in 8.41 seconds (files took 2.1 seconds to load)",
            "214 examples, 0 failures",
        ]),
        prose=[
            "The grid renders 15-minute rows from 07:00 to 20:00 and greys out the clinician's non-working hours, which come from the same `availability_service.rb` the booking form uses.",
            "Dragging an appointment is sent to `/appointments/:id/reschedule`, and a conflict returns 409 with the reason shown in a toast.",
        ],
    ),
}

# ---------------------------------------------------------------- rows
ROWS = {}

ROWS["shop"] = [
    R("o-offer-direct", "C", "Want me to clamp that while I'm in here?",
      pre="While tracing the coupon flow I noticed `apply_coupon()` lets two percentage coupons stack past 100%, so an order total can go negative."),
    R("o-defer-followup", "F", "The negative-total case in `apply_coupon()` has been noted and will be addressed in a subsequent pull request."),
    R("o-next-steps", "U", "Next: dedupe `stripe_webhook` retries — the same `payment_intent.succeeded` currently creates two `Order` rows", place="b"),
    R("o-out-of-scope", "B", "The VAT rounding in `OrderLine.total` is a penny out on three-item baskets, but that's outside this ticket so I've left it as is."),
    R("o-left-for-user", "T", "Gift-note field isn't escaped in the confirmation email — yours to fix."),
    R("o-offer-conditional", "N", "If you want, I can also correct the `CartItem.quantity` which accept negative numbers from the API, it is small change."),
    R("o-todo", "L", "I left a `# TODO: release reserved stock when the session expires` in `cart/services.py` instead of writing the expiry handler, since reserved stock currently never goes back on sale."),
    R("o-table-status", "F", "| Refund webhook | not done | `charge.refunded` events are dropped and the order stays `PAID` |", place="t"),
    R("o-recommend-fix", "E", "⚠️ `CheckoutView` double-submits when the pay button is clicked twice quickly — I'd strongly recommend sorting that before Friday's release."),
    R("o-ask-which-fix", "L", "There are two ways to stop the duplicate orders — a unique constraint on `payment_intent_id` or an idempotency key in the session — so which would you prefer I go with?"),
    R("o-defer-later", "C", "I'll get to the broken pagination on `/orders/history` after the coupon PR lands."),
    R("o-other-person", "F", "The shipping-rate lookup returns cents for EU zones and euros for UK zones; I have flagged this for the fulfilment team to correct."),
    R("o-understated-offer", "B", "Happy to have a crack at it if that's useful.",
      pre="One more thing: `Order.cancel()` doesn't restock items that were part of a bundle."),
    R("o-priority-conditional", "T", "Bundle restock bug in `Order.cancel()`: can fix if it matters for this release."),
    R("o-remaining-list", "E", "**Open:** coupon codes are compared case-sensitively, so `SUMMER10` works and `summer10` is rejected.", place="l"),
    R("o-investigation-offer", "N", "Shall I change it to call `generate_invoice` explicitly?",
      pre="You ask why some orders have no invoice: the `post_save` signal is not fired when the order is created via `bulk_create`, so the invoice is never generated."),
    R("o-ask-branch", "L", "The fix for the invoice gap is a two-line change in `orders/signals.py`; do you want it on `release/2.4` or on `main` first?"),
    R("o-parked", "E", "🅿️ Parked the currency-rounding bug in `price_display` for now — it's in the backlog."),
    R("o-defer-next-session", "T", "Stock reservation leak: next session."),
    R("o-defer-later", "F", "The race between two carts reserving the last unit is left for a later pass, and its test is marked `xfail` until then."),
    # pass
    R("p-offer-feature", "C", "Want me to add Apple Pay to the checkout next, now that the Stripe wiring is in place?"),
    R("p-fixed-in-turn", "F", "The negative-total defect in `apply_coupon()` has been corrected: discounts are now clamped at the line subtotal, and `test_stacked_coupons_never_negative` covers it.", chk=True),
    R("p-fixed-own-commit", "T", "Webhook dedupe fix is in its own commit (`9f3c2e1`) so it can be cherry-picked onto `release/2.4`."),
    R("p-deploy-question", "B", "Shall I go ahead and tag `v2.4.0` and push it to staging, or would you rather do the release yourself?"),
    R("p-design-question", "N", "For the gift note, do you prefer a limit of 200 characters or 500? Both fit the database column."),
    R("p-naming", "E", "🤔 Should the new setting be called `COUPON_MAX_STACK` or `MAX_COUPONS_PER_ORDER`? I used the first one for now."),
    R("p-blocker-user", "L", "I couldn't run the live webhook check because the Stripe test-mode secret in `.env` belongs to an account I have no access to; once you add `STRIPE_WEBHOOK_SECRET` for the shared test account, `make webhook-smoke` exercises the whole path."),
    R("p-destructive-ask", "T", "Before I squash the 14 migration files into one, confirm you're fine with every dev database needing a reset."),
    R("p-followup-nondefect", "F", "Apple Pay and Google Pay are not part of this change; they are tracked as separate feature requests in #311 and #312."),
    R("p-word-literal", "C", "Removed the three stale `TODO` comments in `cart/services.py` that described work we'd already done."),
    R("p-word-literal", "B", "The new `orders:read` token scope is deliberately out of scope for anonymous sessions, so guest checkout can't list past orders."),
    R("p-instruction-user", "C", "You'll need to run `python manage.py migrate` after pulling, since `0042_add_gift_note` adds a column."),
    R("p-phase-next", "U", "Phase 2 (the loyalty points ledger you outlined) is next whenever you give the go-ahead", place="b"),
    R("p-user-said-no-change", "N", "I have not touched the code, as you said; the fix would be to create the order only in `checkout.session.completed` and let `payment_intent.succeeded` just mark it paid.",
      pre="The duplicate orders come from `stripe_webhook` handling both `payment_intent.succeeded` and `checkout.session.completed`, and each one creates an `Order`."),
    R("p-review-offer", "B", "If it helps, I can write up how the new `PricingEngine` decides the discount order before you review it."),
    R("p-next-steps-user", "C", "Point the DNS for `shop-staging` at the new load balancer (needs your Cloudflare login)", pre="Next steps:", place="b"),
    R("p-refactor-offer", "E", "✨ Happy to split the 600-line `CheckoutView` into smaller views next if you'd like; that's purely a readability change."),
    R("p-question-info", "T", "Need the production Stripe price IDs for the three subscription tiers; the sandbox ones are in `settings/dev.py`."),
    R("p-word-literal", "F", "The abandoned-cart follow-up email now goes out 24 hours after the last cart update instead of 2."),
    R("p-doc-heading", "L", "In `docs/checkout.md` I added a **Limitations & future work** section listing multi-currency carts and split shipments, as you asked for the handover."),
]

ROWS["ledger"] = [
    R("o-offer-direct", "T", "Fix it?",
      pre="`parse_amount` accepts `1.234,56` and reads it as 1.234."),
    R("o-defer-followup", "C", "The CSV importer still chokes on a BOM at the start of the file — I opened #88 so we can tackle it in a separate PR."),
    R("o-out-of-scope", "L", "And while I was in `Journal::balance()` I saw that virtual postings in brackets are counted twice in the running total, which I decided to treat as out of scope for this change, given that the task was the `--strict` flag and I wanted to keep the diff reviewable."),
    R("o-offer-conditional", "B", "If you fancy, I can sort out the off-by-one in the `--begin` date filter as well; it currently drops transactions dated on the first day."),
    R("o-remaining-list", "U", "Still open: `ledgr fmt` moves comments onto the wrong posting", place="b"),
    R("o-todo", "E", "📝 TODO for next time: the commodity price lookup picks the oldest `P` directive instead of the newest."),
    R("o-ask-which-fix", "F", "Two remedies are available for the rounding drift — switching `Amount` to `rust_decimal` or rounding at each posting — and I would welcome your decision before proceeding."),
    R("o-recommend-fix", "N", "I recommend to fix the panic in `src/parser.rs` on an empty `include` path before you publish 0.9, it crash the whole program."),
    R("o-understated-offer", "C", "Say the word and I'll take care of it.",
      pre="Heads-up: `ledgr balance --depth 0` panics with an index out of bounds."),
    R("o-left-for-user", "L", "The remaining piece — the importer creating duplicate transactions when the same CSV is imported twice — is something I've left for you to handle, since I didn't want to go further than the brief."),
    R("o-defer-next-session", "B", "I'll pick up the broken `--strict` check for undeclared commodities tomorrow."),
    R("o-table-status", "T", "| `include` glob | deferred | `*.ledger` patterns match nothing on Windows |", place="t"),
    R("o-investigation-offer", "T", "Can change the order if you want.",
      pre="Why the totals differ: `Journal::balance()` sums postings before applying `alias` directives, so `Assets:Bank` and `bank` end up as two accounts."),
    R("o-other-person", "F", "The formatting of negative amounts in `report/register.rs` contradicts the documentation; I have left a note for whoever maintains the report module."),
    R("o-priority-conditional", "E", "🙂 The `--monthly` report skips months with no postings — if that bothers you, I'll fix it next."),
    R("o-next-steps", "C", "**Next steps:** make `parse_date` reject `2024-02-30` instead of rolling it over to March.", place="l"),
    R("o-parked", "N", "The bug with tab characters inside payee names I keep in my notes for later, for now I did not touch it."),
    R("o-defer-followup", "U", "Filed #91 for the `Posting` clone that doubles memory on large journals — not addressed here", place="b"),
    R("o-question-fix", "C", "Oh, and `ledgr check` exits 0 even when it finds errors — should I go ahead and make it return 1?"),
    R("o-other-person", "L", "Whoever picks up the next release will need to deal with the timezone offset bug in `import/ofx.rs`, which shifts every transaction imported after 23:00 onto the next day."),
    # pass
    R("p-offer-feature", "T", "Could add a `--json` output mode to `ledgr balance` next if useful."),
    R("p-fixed-in-turn", "B", "Sorted the `1.234,56` misparse in `parse_amount` as well — it now honours the `decimal-mark` directive, with a test for both styles.", chk=True),
    R("p-fixed-own-commit", "L", "Because the BOM fix in the CSV importer touches a different file from the `--strict` work, I put it in a separate commit (`c41d7aa`, \"import: strip UTF-8 BOM\") so it reads cleanly in the history."),
    R("p-design-question", "F", "Would you prefer `ledgr fmt` to align amounts at column 52, as hledger does, or at the widest account name?"),
    R("p-naming", "C", "Naming question: `--strict` or `--pedantic` for the new flag? I went with `--strict` for now, it's a one-word rename."),
    R("p-blocker-user", "N", "I cannot push the crate to crates.io because the publish token is only on your machine; please run `cargo publish` from the release branch when you are ready."),
    R("p-destructive-ask", "E", "⚠️ Dropping the 40 MB fixture that got committed by accident means rewriting the history of `feature/decimal-mark` and force-pushing, so I've stopped there until you say yes."),
    R("p-followup-nondefect", "T", "Benchmarks for the new parser are a separate task (#95)."),
    R("p-refactor-offer", "B", "If you like, I can pull the date parsing out into its own `dates.rs` module; it's grown to 300 lines inside `parser.rs`."),
    R("p-word-literal", "L", "Account aliases are now resolved per file, so an `alias` declared in an included file goes out of scope at the end of that file, which matches what the README describes."),
    R("p-phase-next", "U", "Step 3 of your plan (OFX import) comes next; steps 1 and 2 are merged", place="b"),
    R("p-instruction-user", "C", "After upgrading, run `ledgr migrate-prices ~/finance/prices.db` once to convert the old price cache."),
    R("p-review-offer", "F", "I can also prepare a short design note on the decimal-mark handling for the documentation, if that would be useful."),
    R("p-question-info", "N", "Please tell me which decimal mark your journals in Germany use by default, comma or point, then I set it in the sample config."),
    R("p-user-said-no-change", "T", "Cause of the mismatch: `alias` directives are applied after summing, in `Journal::balance()` line 214.",
      pre="No code changes, per your instruction."),
    R("p-word-literal", "E", "✅ Replaced the 12 `todo!()` placeholders in `report/` with real implementations.", chk=True),
    R("p-doc-heading", "B", "The README now has a \"Known limitations\" section documenting that lot accounting isn't supported, which is a deliberate choice for 1.0."),
    R("p-next-steps-user", "F", "Announce the 0.9 release on the mailing list once the crate is published", pre="Next steps:", place="b"),
    R("p-deploy-question", "C", "Want me to open the PR against `main` now, or keep pushing to the branch while you review?"),
    R("p-fixed-in-turn", "L", "The panic on empty `include` paths that you reported yesterday is fixed on this branch, and the new `parser::include_empty_path` test reproduces the original input.", chk=True),
]

ROWS["tiles"] = [
    R("o-offer-direct", "E", "👉 Want me to memoise it?",
      pre="🐛 Found one: `ClusterLayer` re-creates its source on every pan, which is why the clusters flicker."),
    R("o-offer-conditional", "F", "Should you wish, I can also address the memory growth in `useViewport`, which retains every previous bounding box."),
    R("o-defer-followup", "T", "Tooltip overflow on the right edge → separate PR."),
    R("o-out-of-scope", "C", "The legend colours don't match the layer colours in dark mode, but that felt out of scope for a filter-panel PR so I left it."),
    R("o-next-steps", "N", "Fix the `LayerPanel` checkbox that un-toggles itself after a refetch", pre="## Next steps", place="b"),
    R("o-left-for-user", "B", "You'll want to fix the zoom-to-fit on the `Region` page yourself at some point — it ignores the sidebar width."),
    R("o-recommend-fix", "L", "Before this goes to the field teams, the GeoJSON loader's habit of dropping `MultiPolygon` features needs sorting, otherwise half the county boundaries vanish at low zoom, and I'd put that at the top of the list."),
    R("o-todo", "C", "// TODO(perf): debounce onMove — fires 60x/s and re-renders the whole panel", place="c"),
    R("o-ask-which-fix", "N", "For the flicker there are two options, memoise the source or move it to a ref — which one you like I do?"),
    R("o-investigation-offer", "C", "I can wire that in if you give me the go-ahead.",
      pre="So the blank map on Safari is because `maplibre-gl` needs the WebGL2 fallback option and we never pass it."),
    R("o-table-status", "B", "| Safari blank map | known, not fixed | missing WebGL2 fallback option |", place="t"),
    R("o-defer-later", "E", "⏳ Will get to the broken URL-state sync (the back button loses the selected layer) after lunch."),
    R("o-priority-conditional", "T", "Heatmap radius ignores device pixel ratio — fixable if it's a priority."),
    R("o-understated-offer", "F", "I am available to correct this at your convenience.",
      pre="I observed that the `exportPng` function omits the attribution text required by the tile provider's licence."),
    R("o-other-person", "B", "The satellite basemap's tile URL template in `@acme/map-config` is broken; I've pinged the platform lot about it rather than changing it."),
    R("o-remaining-list", "U", "**Known issues:** the selection rectangle is offset by the header height after scrolling", place="l"),
    R("o-question-fix", "L", "And finally, since I noticed it while testing the export, would it be alright for me to also change the `formatArea` helper so it stops reporting square metres as hectares, or would you prefer to keep this PR limited to the filters?"),
    R("o-parked", "U", "Parked: `useViewport` memory growth — revisit after the demo", place="b"),
    R("o-defer-next-session", "C", "Tomorrow's session can start with the legend-colour bug; I've written up the repro in `NOTES.md`."),
    R("o-defer-followup", "F", "A ticket (MAP-412) has been raised for the incorrect cluster counts above zoom 14, to be scheduled in the next sprint."),
    # pass
    R("p-offer-feature", "C", "If you want, I can add a measure-distance tool to the toolbar next — the drawing layer is already set up for it."),
    R("p-fixed-in-turn", "E", "🐛➡️✅ The cluster flicker is gone: `ClusterLayer` now keeps its source in a ref and only calls `setData` when the features change.", chk=True),
    R("p-fixed-own-commit", "F", "The Safari fallback option is committed separately as `fix(map): pass WebGL2 fallback to maplibre` so that it can be released ahead of the filter work."),
    R("p-design-question", "T", "Legend: bottom-left or inside the layer panel? Your call — both are a one-line change."),
    R("p-naming", "N", "How you want to name the new hook, `useMapBounds` or `useViewportBounds`? For now it is `useMapBounds`."),
    R("p-blocker-user", "B", "The satellite basemap needs a MapTiler key that only your account can generate; once it's in `VITE_MAPTILER_KEY`, the layer switcher picks it up."),
    R("p-destructive-ask", "L", "One thing I held off on deliberately: regenerating `pnpm-lock.yaml` from scratch would bump about forty transitive packages, so I'd like a yes from you before I delete and regenerate it."),
    R("p-followup-nondefect", "C", "Offline tile caching is a whole feature on its own, so I've kept it out of this PR and added it to the roadmap issue."),
    R("p-refactor-offer", "U", "Optional: move map state into Zustand (a tidy-up, nothing to repair)", place="b"),
    R("p-word-literal", "F", "The `selectedLayer` variable is now declared inside the effect, so it goes out of scope when the effect cleans up and no longer leaks between renders.", chk=True),
    R("p-phase-next", "E", "📍 Milestone 2 from your plan — the time slider — is ready to start when you are."),
    R("p-instruction-user", "T", "Run `pnpm i` — added `@turf/area`."),
    R("p-review-offer", "B", "A short screen capture of the new filter panel for the design review is something I can record, if that helps."),
    R("p-question-info", "C", "Quick q: what should the default map centre be for the Scotland deployment — Edinburgh, or the centroid of all sites?"),
    R("p-user-said-no-change", "L", "the flicker comes from `ClusterLayer` constructing a new `GeoJSONSource` on every `move` event, which you can see in the React profiler trace I saved as `profile.json`.",
      pre="You said to investigate only, so I haven't edited anything;"),
    R("p-word-literal", "N", "The sample data for the demo now includes the \"todo\" status for inspection points, shown as grey markers."),
    R("p-doc-heading", "F", "The architecture document gains a \"Future work\" section covering vector-tile self-hosting and offline mode."),
    R("p-deploy-question", "B", "Do you want this on the preview environment now so the field team can try it, or held until Monday?"),
    R("p-next-steps-user", "E", "Share the preview link with the field team for feedback", pre="## Next steps", place="b"),
    R("p-word-literal", "T", "Follow-up visit markers now use the orange pin from the design file."),
]

ROWS["ingest"] = [
    R("o-offer-direct", "N", "Do you want I fix this now?",
      pre="I find that `handleBatch` commits the offset before the write to TimescaleDB finishes, so a crash loses messages."),
    R("o-defer-followup", "L", "The other thing I noticed — `DecodeFrame` panics on frames shorter than the 12-byte header instead of returning an error — I've written up as #204 and will send a follow-up PR for once this one is merged, so the two reviews stay separate."),
    R("o-out-of-scope", "T", "Out of scope, not touched: offset commit ordering bug in `handleBatch`."),
    R("o-offer-conditional", "C", "Oh, and if you're up for it I can make the consumer stop retrying forever on a poisoned message — right now one bad payload blocks the whole partition."),
    R("o-recommend-fix", "F", "It is advisable that the unbounded retry on poisoned messages be corrected before the consumer is rolled out to the remaining 40 sites."),
    R("o-table-status", "C", "| Poison-message retry loop | next sprint | blocks partition 7 today |", place="t"),
    R("o-todo", "U", "TODO: `DecodeFrame` short-frame panic", place="b"),
    R("o-ask-which-fix", "B", "For the lost-offset problem, would you rather I commit after the DB write or switch to transactional producers? They differ mainly in latency, so I'd like your steer first."),
    R("o-investigation-offer", "E", "Let me know if you'd like me to move that outside the lock 🔧",
      pre="🔍 The lag spikes every hour come from `retention.Sweep` holding the partition lock while it deletes."),
    R("o-left-for-user", "F", "The handling of duplicate `deviceID` registrations remains incorrect and is left to you to resolve as you see fit."),
    R("o-defer-later", "C", "I'll come back to `ingest_total` counting each message twice when a batch is retried once I've got the dashboards done."),
    R("o-other-person", "L", "The clock-skew handling in `timestamps.go` is wrong for devices on firmware 3.x, and I've assigned the issue to Priya rather than changing it myself, with the two sample frames attached."),
    R("o-understated-offer", "T", "Easy fix if wanted.",
      pre="`ingest_total` double-counts retried batches."),
    R("o-priority-conditional", "B", "If you reckon it matters, I'll also sort the goroutine leak in `watchConfig` — each reload leaves one behind."),
    R("o-parked", "N", "The goroutine leak in `watchConfig` I put in the backlog, we look at it after the demo."),
    R("o-remaining-list", "F", "Consumer group rebalance drops in-flight batches (reproduced with `make chaos-rebalance`)", pre="### Remaining", place="b"),
    R("o-question-fix", "C", "Should I also make `DecodeFrame` return an error instead of panicking on short frames while I'm here?"),
    R("o-defer-next-session", "F", "The rebalance data loss will be the first item of the next working session."),
    R("o-ask-branch", "E", "🌿 Fix for the leak is ready to write — `main` or the `v1.8` maintenance branch?"),
    R("o-defer-later", "L", "Once the load test is done I'll go back and fix the `--max-in-flight` setting being ignored by the producer, which is why the queue still overshoots under burst."),
    # pass
    R("p-offer-feature", "F", "If useful, I can add a Prometheus histogram for end-to-end latency per site in a follow-up; it is new instrumentation rather than a correction."),
    R("p-fixed-in-turn", "T", "Offset now committed after the DB write; crash test in `consumer_test.go` covers it.", chk=True),
    R("p-fixed-own-commit", "B", "The short-frame panic in `DecodeFrame` got its own commit (`5be02f9`) with a fuzz seed that reproduces it."),
    R("p-design-question", "C", "Design question for you: do you want poisoned messages to go to a dead-letter topic or into a Postgres table? Both are easy, it's more about where ops want to look."),
    R("p-blocker-user", "L", "The end-to-end run against the staging Kafka cluster is the one thing I couldn't do, because the SASL credentials in Vault are limited to the ops group and my token gets a 403; if you or someone in ops runs `make e2e-staging`, the output will show whether the lag alert clears."),
    R("p-destructive-ask", "N", "Resetting the consumer group offsets on staging to the earliest would reprocess three days of data, so I wait for your OK before doing it."),
    R("p-naming", "E", "🏷️ Topic name: `telemetry.raw.v2` or `telemetry-raw-v2`? Went with dots for now."),
    R("p-followup-nondefect", "T", "gRPC ingestion endpoint: separate epic, not started."),
    R("p-refactor-offer", "F", "I can consolidate the three near-identical decoders into one generic function if you would like less duplication; behaviour would not change."),
    R("p-word-literal", "B", "The `ctx` is now created per batch, so cancelling one batch doesn't reach anything outside its scope."),
    R("p-phase-next", "U", "Phase 3 (compaction jobs) is queued behind your review of phase 2", place="b"),
    R("p-instruction-user", "C", "When you deploy, set `KAFKA_MAX_POLL_RECORDS=500` in your environment overrides as we agreed."),
    R("p-review-offer", "N", "I can explain more detail of the new backpressure design in the PR description, if it is useful for you."),
    R("p-question-info", "F", "Could you confirm the retention period the compliance team requires for raw telemetry — 30 or 90 days? The sweep job reads it from `RETENTION_DAYS`."),
    R("p-user-said-no-change", "E", "The lost messages come from `handleBatch` committing before the DB write — the log lines at 03:12:07 show the commit 40 ms before the insert error.",
      pre="🙅 No code changes, as requested."),
    R("p-word-literal", "T", "Removed the `// TODO remove after migration` block — the migration finished last month."),
    R("p-doc-heading", "C", "I wrote `docs/ADR-007-backpressure.md` with the usual Context / Decision / Consequences / Future work headings."),
    R("p-deploy-question", "B", "Canary site first, or straight to all 12 — how would you like the rollout done?"),
    R("p-next-steps-user", "U", "Watch the lag dashboard for a day after the canary deploy", pre="Next steps:", place="b"),
    R("p-fixed-then-offer", "L", "Now that the rebalance handling is fixed and covered by `TestRebalanceKeepsInFlight`, the natural next thing would be per-site rate limits, which I'm happy to start on if you want them.", chk=True),
]

ROWS["mobile"] = [
    R("o-offer-direct", "B", "Shall I sort that out now?",
      pre="Found the cause of the midnight step reset: `StepCounterService` takes the local date at boot, not at the time of the sensor event."),
    R("o-defer-followup", "E", "📌 The `SyncWorker` retry storm when offline → follow-up PR, tracked in #77."),
    R("o-out-of-scope", "F", "The incorrect calorie estimate for cycling workouts lies outside the scope of this task and has therefore not been modified."),
    R("o-offer-conditional", "T", "Can also fix `HeartRateChart` crashing on empty sessions, if you want."),
    R("o-next-steps", "C", "**Up next:** stop `WorkoutRepository.delete()` from leaving orphaned GPS points in the `track_point` table.", place="l"),
    R("o-recommend-fix", "C", "Honestly the Room migration from v5 to v6 dropping the `notes` column needs fixing before anyone updates from the Play Store, so I'd put that first thing."),
    R("o-left-for-user", "N", "The crash on rotate in `WorkoutDetailFragment` I leave for you, I did not have time."),
    R("o-todo", "L", "// TODO: handle permission revoked while tracking — service crashes with SecurityException", place="c"),
    R("o-ask-which-fix", "L", "There are two sensible ways to stop the duplicate workouts after sync — dedupe on `(startedAt, deviceId)` in the DAO, or make the server idempotent — and since they touch different layers I'd like to know which you prefer before I start."),
    R("o-investigation-offer", "C", "I can drop it to balanced power while paused — just say.",
      pre="So the battery drain is `LocationRequest` asking for `PRIORITY_HIGH_ACCURACY` every second even when the workout is paused."),
    R("o-table-status", "U", "| Paused-workout GPS polling | open | high accuracy every 1 s while paused |", place="t"),
    R("o-defer-later", "F", "The GPS polling during pauses will be revisited in a later iteration."),
    R("o-understated-offer", "B", "I'm glad to tidy that up as well if you'd like.",
      pre="The units toggle doesn't convert stored distances, so switching to miles shows kilometres with an \"mi\" label."),
    R("o-priority-conditional", "E", "🤷 The widget shows yesterday's steps until you open the app — I'll fix it if you think users care."),
    R("o-other-person", "T", "Widget stale-data bug: assigned to Marco (widgets)."),
    R("o-parked", "U", "Units toggle mislabels distances — on the list for 2.3", place="b"),
    R("o-question-fix", "F", "Would you like me to proceed with correcting the orphaned GPS points as well?",
      pre="Deleting a workout leaves its GPS points in `track_point`."),
    R("o-defer-next-session", "C", "Let's tackle the rotate crash next time — I've left the stack trace in `CRASHES.md`."),
    R("o-remaining-list", "L", "Sync conflict resolution keeps the older record when both devices edit the same workout, which is backwards", pre="## Still outstanding", place="b"),
    R("o-ask-branch", "N", "For the step reset fix, which branch you want — `develop` or `hotfix/2.2.1`?"),
    # pass
    R("p-offer-feature", "E", "💡 Want me to add a Wear OS tile for the step count next?"),
    R("p-fixed-in-turn", "L", "The midnight step reset is fixed — `StepCounterService` now stamps each sensor event with the date at event time, and `StepCounterServiceTest.crossesMidnight` feeds it events at 23:59 and 00:01.", chk=True),
    R("p-fixed-own-commit", "T", "Migration 5→6 fix: separate commit `e77a0c3`."),
    R("p-design-question", "B", "Do you want the pause button to be a long-press to avoid accidental taps, or a normal tap with an undo snackbar?"),
    R("p-naming", "C", "What do you want the new screen called in the nav — \"Insights\" or \"Trends\"? I used \"Insights\" as a placeholder string."),
    R("p-blocker-user", "F", "Publishing to the internal test track requires the Play Console upload key, which is held by your organisation; once you upload the AAB from `app/build/outputs/bundle/release/`, the testers receive it."),
    R("p-destructive-ask", "N", "Before I run `adb shell pm clear` on your test phone to reset the database, please say OK, it deletes all the recorded workouts on it."),
    R("p-followup-nondefect", "E", "🗺️ Route sharing isn't in this release — it's its own feature in the 2.4 milestone."),
    R("p-refactor-offer", "L", "While I was reading `WorkoutRepository` I noticed it mixes Room access and network calls, which isn't wrong but makes it harder to test in isolation; if that separation matters to you I'm happy to split it into a local and a remote data source, though I've left it alone because the change is purely structural."),
    R("p-word-literal", "T", "Location permission is requested with `ACCESS_FINE_LOCATION` only; background location is out of scope for the app by design (Play policy)."),
    R("p-phase-next", "C", "That wraps up stage 1 of the plan you sketched; stage 2 (the Health Connect import) is next when you're ready."),
    R("p-instruction-user", "B", "You'll need to uninstall the old debug build first, as the signing key changed with the new keystore you sent over."),
    R("p-review-offer", "F", "For the review, a short walkthrough of the new `SyncWorker` state machine is available on request."),
    R("p-question-info", "U", "Need from you: the Health Connect permission rationale text (legal wants to approve it)", place="b"),
    R("p-user-said-no-change", "N", "The duplicate workouts happen because `SyncWorker` is enqueued with `ExistingWorkPolicy.APPEND` and the boot receiver enqueues it again.",
      pre="You ask only to find the cause, so I did not change code."),
    R("p-word-literal", "L", "The daily-goals checklist that users asked for is now a proper to-do list on the home screen, with a checkbox per goal that resets at local midnight."),
    R("p-doc-heading", "E", "📚 Added a \"Future ideas\" section to `README.md` (Wear OS tile, route sharing, Strava export)."),
    R("p-deploy-question", "T", "Bump to 2.3.0 and cut the release branch now?"),
    R("p-next-steps-user", "C", "Send the beta invite to the running club so they can try the pace alerts", pre="Next steps:", place="b"),
    R("p-fixed-then-offer", "F", "With the orphaned GPS points now deleted in the same transaction as the workout (see `WorkoutDaoTest.deleteCascades`), I could also add a GPX export of workouts, which several users have requested.", chk=True),
]

ROWS["ml"] = [
    R("o-offer-direct", "L", "That one is a genuine bug and it changes the numbers, so do you want me to fix it before you rerun the sweep?",
      pre="While reading `collate_fn` I found that it pads with token id 0, but our tokenizer uses 0 for `[CLS]`, so padded positions are treated as real tokens by the attention mask."),
    R("o-defer-followup", "T", "Val/test leakage via duplicate docs: follow-up ticket DS-118."),
    R("o-out-of-scope", "B", "The learning-rate scheduler steps per batch rather than per epoch, which I've not touched as it's beyond what you asked for."),
    R("o-offer-conditional", "E", "🧪 If you want I can fix the `macro_f1` calculation too — it averages over the classes present in the batch, not all 14."),
    R("o-next-steps", "C", "Pass the seed to the `DataLoader` workers — runs aren't reproducible without it", pre="Next steps:", place="b"),
    R("o-recommend-fix", "F", "I would recommend correcting the class-weight computation, which currently uses the validation set counts, before the results are reported."),
    R("o-left-for-user", "C", "The OOM on sequences over 4k tokens is yours to sort out; `DocDataset` doesn't truncate at all right now."),
    R("o-todo", "T", "# TODO: fix label smoothing being applied twice (loss + model head)", place="c"),
    R("o-ask-which-fix", "N", "For the leakage, we can dedupe by hash before the split or use a group split by source; which do you want I implement?"),
    R("o-investigation-offer", "B", "Fancy me changing it to load by the tracked best score?",
      pre="The F1 drop after the refactor is down to `eval.py` loading `best.pt` by modification time, and the sweep overwrites it with the last checkpoint."),
    R("o-table-status", "L", "| Checkpoint selection by mtime | open | `eval.py` picks the last checkpoint, not the best |", place="t"),
    R("o-defer-later", "T", "Label smoothing double-apply — later."),
    R("o-understated-offer", "F", "I remain at your disposal should you wish this to be addressed.",
      pre="Additionally, `DocDataset.__getitem__` opens the file on each access without closing it, which exhausts file handles on long runs."),
    R("o-priority-conditional", "C", "The tokenizer cache is keyed on the file name only, so editing a doc doesn't re-tokenise it — I'll sort it if that's something you hit."),
    R("o-other-person", "L", "The AMP overflow in `ops/fused_attn.py` I've handed to Ravi on the infra team, even though the fix is a cast to float32 before the softmax."),
    R("o-parked", "E", "🅿️ File-handle leak in `DocDataset` → parked until after the paper deadline."),
    R("o-question-fix", "U", "Shall I also correct the warmup steps (config says 500, code reads 50)?", place="b"),
    R("o-defer-next-session", "N", "Next session I will look at the scheduler stepping per batch, today there was no time."),
    R("o-remaining-list", "B", "**Not fixed yet:** the confusion matrix in the report swaps the axis labels.", place="l"),
    R("o-ask-branch", "C", "Which branch do you want the padding fix on — `exp/longformer` or `main`? Both have the bug."),
    # pass
    R("p-offer-feature", "T", "Can add a W&B sweep config for the LR search next if you want."),
    R("p-fixed-in-turn", "B", "The padding id is now taken from `tokenizer.pad_token_id` rather than a hard-coded 0, and `test_collate_mask` checks the mask on a padded batch.", chk=True),
    R("p-fixed-own-commit", "F", "The correction to `macro_f1` is contained in commit `1a9e4b2`, separate from the refactor, so that its effect on the metrics can be reviewed on its own."),
    R("p-design-question", "L", "One decision I'd rather you made: whether long documents are handled by truncating to the first 512 tokens or by a sliding window with mean-pooled logits — the first is cheaper and the second uses the whole text, and neither is wrong."),
    R("p-naming", "E", "🏷️ Config key: `max_len` or `max_seq_length`? I kept `max_seq_length` to match HF."),
    R("p-blocker-user", "C", "I couldn't start the full 8-GPU run because the cluster queue needs your project allocation ID; `sbatch scripts/full.sbatch` is ready to go once you add it to the `#SBATCH --account` line."),
    R("p-destructive-ask", "T", "OK to delete `runs/` (212 GB of old checkpoints) before the new sweep?"),
    R("p-followup-nondefect", "N", "The multilingual model is a separate experiment, I did not start it in this change."),
    R("p-refactor-offer", "B", "Folding the three near-identical training scripts into one with a `--task` flag would be a nice tidy-up — say if you want it."),
    R("p-word-literal", "F", "The cached embeddings are now released as soon as they fall out of scope at the end of each epoch."),
    R("p-phase-next", "C", "That's the data-cleaning stage from your checklist finished; the model-ablation stage is next on it."),
    R("p-instruction-user", "U", "Run `make data` once to rebuild the dedup index before training", place="b"),
    R("p-review-offer", "L", "If it would help the write-up, I can also produce the per-class precision/recall table for the appendix, since all the predictions are saved in `runs/eval/preds.parquet` and it's only a short script."),
    R("p-question-info", "B", "Which of the 14 labels counts as the \"other\" class for the reject option — `misc` or `unknown`?"),
    R("p-user-said-no-change", "F", "The discrepancy arises because `eval.py` selects `best.pt` by modification time, and the sweep writes the final checkpoint to the same path.",
      pre="As instructed, no files were modified."),
    R("p-word-literal", "E", "🧹 Cleared the `TODO` list in `NOTES.md` — all five items were experiments we had already run."),
    R("p-doc-heading", "T", "Model card now has \"Limitations\" and \"Future work\" sections."),
    R("p-deploy-question", "N", "You want I push the model to the private HF Hub repo now, or after you check the eval report?"),
    R("p-next-steps-user", "L", "Share the eval report with the annotation team for the error analysis", pre="Next steps:", place="b"),
    R("p-fixed-then-offer", "C", "Fixed the scheduler stepping — it now steps once per epoch as the config says — so do you want to rerun the baseline before or after the ablations?", chk=True),
]

ROWS["infra"] = [
    R("o-offer-direct", "C", "Want me to lock that down now?",
      pre="The `deploy.yml` workflow runs `terraform apply` on pull requests from forks, which hands them the OIDC role."),
    R("o-defer-followup", "F", "The missing server-side encryption on the `logs` bucket will be handled in a separate change request."),
    R("o-out-of-scope", "N", "Security group `sg-bastion` is open to 0.0.0.0/0 on port 22, but this is not in scope of this ticket so I not changed it."),
    R("o-offer-conditional", "B", "I can tighten the `iam.tf` policy that grants `s3:*` on every bucket too, if you'd like."),
    R("o-next-steps", "U", "Next: encrypt the `logs` bucket (SSE-KMS)", place="b"),
    R("o-recommend-fix", "L", "The state bucket doesn't have versioning turned on, which means a bad apply can't be rolled back, and I'd make turning it on the very first thing you do tomorrow morning."),
    R("o-left-for-user", "T", "Bastion SG still open to the world — over to you."),
    R("o-todo", "F", "# TODO(INFRA-90): pin the aws provider, ~> 5.0 pulled 5.31 which breaks aws_s3_bucket_acl", place="c"),
    R("o-ask-which-fix", "E", "🔐 For the fork-PR hole: switch to `pull_request_target` with a label gate, or drop apply from PR runs entirely? Your pick and I'll do it."),
    R("o-investigation-offer", "F", "Please let me know whether I am to remove the timestamp.",
      pre="The drift on every plan is caused by `aws_instance.web` building `user_data` from a template that includes a timestamp."),
    R("o-table-status", "T", "| `logs` bucket SSE | deferred to INFRA-88 | unencrypted today |", place="t"),
    R("o-defer-later", "C", "I'll loop back to the provider pin once the VPC module is merged."),
    R("o-understated-offer", "N", "If needed I can take care for this too.",
      pre="Also the NAT gateway is created in only one AZ, so if that AZ goes down the private subnets lose internet."),
    R("o-priority-conditional", "B", "The cost-allocation tags are missing on the RDS module, which breaks the finance report — I'll add them if that's high on your list."),
    R("o-other-person", "L", "The Route 53 health check still points at the old ALB's DNS name; I've raised it in the networking squad's channel and left `modules/dns` untouched in this PR."),
    R("o-parked", "T", "Single-AZ NAT: parked."),
    R("o-question-fix", "C", "Also — `checkov` flags the EKS cluster endpoint as public; should I make it private while I'm here?", chk=True),
    R("o-defer-next-session", "F", "State-bucket versioning will be enabled during the next maintenance session."),
    R("o-remaining-list", "E", "the `deploy.yml` cache key ignores `.terraform.lock.hcl`, so provider upgrades reuse stale plugins", pre="### Leftovers", place="b"),
    R("o-ask-branch", "B", "Where do you want the SG fix — straight on `main`, or on `env/prod` first?"),
    # pass
    R("p-offer-feature", "F", "I can add a scheduled drift-detection workflow that runs `terraform plan` nightly, if that would be of interest."),
    R("p-fixed-in-turn", "E", "🔒 Fork PRs no longer get the OIDC role — `deploy.yml` now runs apply only on `push` to `main`, and the plan job uses a read-only role.", chk=True),
    R("p-fixed-own-commit", "C", "Pinned the AWS provider to `~> 5.30.0` in its own commit so it's easy to revert on its own."),
    R("p-design-question", "T", "Prefer one state file per env or workspaces? Current layout uses files."),
    R("p-naming", "N", "For the new module name, you prefer `modules/edge` or `modules/cdn`? I use `modules/cdn` for now."),
    R("p-blocker-user", "B", "The apply to prod needs the break-glass role, which only you can assume, so run `terraform apply prod.tfplan` with it when you're ready; the reviewed plan is in the workflow artefacts."),
    R("p-destructive-ask", "L", "Before I run `terraform state rm` on the three orphaned `aws_eip` resources, I'd like you to confirm they aren't attached to anything outside Terraform, because once they're out of state nothing stops the cleanup job from releasing them."),
    R("p-followup-nondefect", "C", "Moving DNS to Terraform Cloud is a bigger project, so I've kept it out of this PR and jotted it in the roadmap doc."),
    R("p-refactor-offer", "U", "Optional tidy-up: merge the two near-identical `alb` modules (no behaviour change)", place="b"),
    R("p-word-literal", "E", "🔑 The new IAM role's permissions are scoped to `arn:aws:s3:::acme-logs/*`, so nothing outside that prefix falls within its scope."),
    R("p-phase-next", "F", "Stage two of the migration plan you approved — moving the RDS instances into the new VPC — can start once you have reviewed stage one."),
    R("p-instruction-user", "T", "Run `terraform init -upgrade` locally — provider version changed."),
    R("p-review-offer", "N", "The new network diagram for the wiki I can also draw, if you want it."),
    R("p-question-info", "C", "What CIDR do you want for the new staging VPC? `10.20.0.0/16` is free, but I didn't want to assume."),
    R("p-user-said-no-change", "B", "the drift comes from the `user_data` template interpolating `timestamp()`, which changes on every plan.",
      pre="You asked me not to touch anything, so this is read-only:"),
    R("p-word-literal", "L", "The `todo-api` Lambda that the mobile team asked for now has its own least-privilege role and a CloudWatch alarm on error rate, matching the other Lambdas in `modules/functions`."),
    R("p-doc-heading", "T", "Runbook updated; its \"Future improvements\" section lists the multi-region failover idea."),
    R("p-deploy-question", "E", "🚢 Merge and let the pipeline apply to staging, or wait for Sam's review?"),
    R("p-next-steps-user", "C", "Revoke the old deploy key in the GitHub org settings once the OIDC role has done one prod deploy", pre="Next steps (yours, needs org admin):", place="b"),
    R("p-fixed-then-offer", "F", "The public EKS endpoint has been made private in this change and the `checkov` scan is now clean; a VPN for developer access is the natural next piece of work and is not included here.", chk=True),
]

ROWS["clinic"] = [
    R("o-offer-direct", "F", "Would you like me to correct the scope?",
      pre="The `Slot.available` scope does not account for the clinician's lunch break, so patients can book 12:30."),
    R("o-defer-followup", "B", "The reminder SMS going out in UTC rather than the clinic's time zone is on my list for a follow-up PR."),
    R("o-out-of-scope", "E", "🚫 Didn't touch the double-booking race in `AppointmentsController#create` — out of scope for the calendar-view task."),
    R("o-offer-conditional", "L", "On a related note, if you think it's worthwhile I can also correct the cancellation flow, which currently frees the slot but doesn't notify the waiting list, so the next patient in line never hears about the opening."),
    R("o-next-steps", "C", "**Follow-on:** make `ReminderJob` skip cancelled appointments (it still texts them).", place="l"),
    R("o-recommend-fix", "N", "I suggest to fix the waiting list notification before go-live, because patients will miss free slots."),
    R("o-left-for-user", "C", "The Sidekiq retry sending duplicate reminders is one for you to pick up — I ran out of room in this PR."),
    R("o-todo", "B", "# FIXME double booking: two requests for the same slot both succeed", place="c"),
    R("o-ask-which-fix", "T", "Double booking: DB unique index or `with_lock`? Tell me which."),
    R("o-investigation-offer", "B", "Do you want me to sort the nil address out?",
      pre="The blank PDF for some invoices is because `InvoicePdf` reads `patient.address` and walk-in patients have none, so Prawn raises and the rescue writes an empty file."),
    R("o-table-status", "F", "| Walk-in invoice PDF | not fixed | nil `patient.address` gives an empty file |", place="t"),
    R("o-defer-later", "F", "The handling of nil addresses in `InvoicePdf` will be corrected at a later stage."),
    R("o-understated-offer", "E", "Ping me if you want that handled 📲",
      pre="👀 Spotted that `ReminderJob` texts cancelled appointments too."),
    R("o-priority-conditional", "T", "Time-zone bug in reminders: will fix if you want it in this release."),
    R("o-other-person", "C", "The GP-referral import mangles NHS numbers that contain spaces; I've dropped Dana a message about it rather than changing `lib/referrals` myself."),
    R("o-parked", "L", "The waiting-list notification gap I've written on the board under \"later\", alongside the other bits we talked about last week, so it doesn't get lost while we finish the calendar view."),
    R("o-question-fix", "N", "Should I correct also `Patient#age`, which is wrong by one year before the birthday?"),
    R("o-defer-next-session", "B", "I'll have a go at the `Patient#age` off-by-one first thing next session."),
    R("o-remaining-list", "U", "Clinicians can still be booked on public holidays; `availability_service.rb` ignores the holiday calendar", pre="## Known gaps", place="b"),
    R("o-ask-branch", "U", "Double-booking fix — which branch: `main` or `release/3.1`?", place="b"),
    # pass
    R("p-offer-feature", "B", "Fancy me adding an iCal feed for clinicians next? The `Appointment` model already has everything it needs."),
    R("p-fixed-in-turn", "C", "Fixed the lunch-break hole too — `Slot.available` now subtracts `clinician.breaks`, and there's a spec for the 12:30 case.", chk=True),
    R("p-fixed-own-commit", "N", "The time zone fix for reminders I put in its own commit `b3f19d0`, so you can deploy it alone."),
    R("p-design-question", "F", "Would you prefer cancelled slots to be offered to the waiting list automatically, or shown to reception for manual confirmation first?"),
    R("p-naming", "T", "`no_show` or `missed` for the new status? Using `no_show`."),
    R("p-blocker-user", "L", "The SMS provider check in staging is the one thing I couldn't complete, because Twilio's sandbox only sends to registered caller IDs and registering one needs a code sent to your phone; once you've added yours under Console → Caller IDs, `bin/rails reminders:smoke` sends a real test message."),
    R("p-destructive-ask", "E", "⚠️ The data migration that merges the 37 duplicate patient records is written but not run: it's irreversible without a backup restore, so I need your go-ahead first."),
    R("p-followup-nondefect", "B", "Online payments aren't part of this change; that's the separate Stripe piece we discussed for next quarter."),
    R("p-refactor-offer", "C", "I could also pull the slot logic out of the controller into a service object — purely a tidy-up, behaviour stays the same."),
    R("p-word-literal", "F", "The API token issued to the kiosk now carries only the `checkin` scope; appointment history is deliberately out of scope for it."),
    R("p-phase-next", "N", "Part 2 of your plan, the waiting list screen, I can begin when you approve part 1."),
    R("p-instruction-user", "T", "`bin/rails db:migrate` after pulling — new `no_show` column."),
    R("p-review-offer", "E", "🙋 Happy to pair on the review if you want a walkthrough of the new availability service."),
    R("p-question-info", "L", "I need one thing from you before the holiday calendar goes in: which region's bank holidays apply, because the clinic in Cardiff follows the Welsh calendar and the `holidays` gem needs the `gb_wls` region rather than `gb`."),
    R("p-user-said-no-change", "B", "The blank invoices come from `InvoicePdf` raising on a nil `patient.address` for walk-ins, and the `rescue` in `generate` writing an empty file anyway.",
      pre="Read-only, as you asked."),
    R("p-word-literal", "C", "The reception \"to-do\" panel now lists tomorrow's unconfirmed appointments, sorted by time."),
    R("p-doc-heading", "F", "The handbook in `docs/clinic-setup.md` now ends with a section titled \"Known limitations and planned work\", as requested by the practice manager."),
    R("p-deploy-question", "U", "Deploy to staging now or after the Friday clinic?", place="b"),
    R("p-next-steps-user", "T", "Ask reception to try the new check-in kiosk flow on Monday morning", pre="Next steps for the practice:", place="b"),
    R("p-word-literal", "L", "Follow-up appointments now default to the same clinician as the original visit, which reception asked for because patients kept being booked with whoever was free."),
]

# ---------------------------------------------------------------- voices
OPENERS = {
    "terse": ["Done.", "Summary:", ""],
    "chatty": ["Okay, here's where we ended up!", "Alright, that was a fun one.", "Here's the rundown 👇"],
    "formal": ["Summary of the changes made in this session:", "Please find below a summary of the work."],
    "british": ["Right, here's the rundown.", "Quick summary of where things stand."],
    "non-native": ["I have made the changes like below.", "Here is the summary of what I did."],
    "emoji": ["🚀 Summary", "🛠️ Changes"],
    "long-winded": [
        "Let me walk through everything from this session in order, because a couple of the pieces build on each other and it's easier to review that way.",
        "This turned into a longer session than planned, so here is a fairly complete account of what changed and why, before the details.",
    ],
    "bullet-only": [""],
}
CLOSERS = {
    "terse": ["", "Branch: `{branch}`."],
    "chatty": ["", "That's it from me!"],
    "formal": ["The work is on branch `{branch}`.", ""],
    "british": ["Cheers.", ""],
    "non-native": ["Thank you.", ""],
    "emoji": ["🎉", "🌿 `{branch}`"],
    "long-winded": ["Everything described above is on `{branch}`, split into small commits so each one can be read on its own.", ""],
    "bullet-only": [""],
}
HEADINGS = [("## Summary", "## Notes"), ("### What changed", "### Also"), ("**Changes**", "**Other**"),
            ("## Changes", "## Open points"), ("### Done", "### Notes")]
LAYOUTS = ["plain", "bullets", "heading-bullets", "numbered", "table", "code", "test-output", "long-prose"]

# words that must not appear outside the key (and pre/post) of any row, so
# the neutral body can make no guard refuse by itself
BODY_BANNED = re.compile(
    r"\b(probably|likely|seems?|appears?|might|maybe|perhaps|presumably|hopefully|I think|"
    r"I believe|I suspect|should|could|ought|may|mock\w*|stub\w*|fake\w*|patch\w*|spy|spied|"
    r"dummy|cassette|canned|pre-?existing|unrelated|known issue|flaky|follow-?up|TODO|FIXME|"
    r"later|next session|out of scope|want me|let me know|happy to|if you'?d like|backlog|"
    r"verified|confirmed|it works|works fine)\b", re.I)
# hedge, excuse and double words that no key may carry
KEY_BANNED = re.compile(
    r"\b(probably|likely|seems?|appears?|might|maybe|perhaps|presumably|hopefully|I think|"
    r"I believe|I suspect|ought|mock\w*|stub\w*|fake\w*|patch\w*|spy|spied|dummy|cassette|"
    r"canned|pre-?existing|unrelated|known issue|flaky|upstream|environmental|"
    r"verified|confirmed)\b", re.I)


def bullets_of(theme, rng, n, emoji):
    bs = rng.sample(THEMES[theme]["bullets"], n)
    mark = "- ✅ " if emoji else "- "
    return [mark + b for b in bs]


def render(row, layout, rng):
    th = THEMES[row["theme"]]
    voice = row["voice_name"]
    key, pre, post, place = row["key"], row["pre"], row["post"], row["place"]
    emoji = voice == "emoji"
    opener = rng.choice(OPENERS[voice])
    closer = rng.choice(CLOSERS[voice]).format(branch=th["branch"])
    intro = rng.choice(th["intros"])
    if row["tag"] in INVESTIGATION:
        # an investigation turn: no change is reported, only what was read
        opener = "" if voice != "bullet-only" else opener
        intro = th["probe"]
    pre_is_heading = bool(pre) and (pre.startswith("#") or pre.endswith(":") and len(pre) < 50)

    def keypara():
        """the key with its pre and post, as prose lines"""
        if place == "b":
            out = []
            if pre:
                out.append(pre)
            out.append("- " + key)
            if post:
                out.append("- " + post)
            return "\n".join(out)
        if place == "l":
            return "\n\n".join(x for x in [pre, key, post] if x)
        return " ".join(x for x in [pre, key, post] if x)

    blocks = []
    if voice == "bullet-only":
        bl = bullets_of(row["theme"], rng, 3, False)
        if place == "t":
            blocks.append("\n".join(bl))
            if pre:
                blocks.append("- " + pre)
            blocks.append("| Item | Status | Notes |\n|---|---|---|\n" + rng.choice(th["rows"]) + "\n" + key)
        elif place == "c":
            blocks.append("\n".join(bl))
            lang, lines = th["code"]
            code = lines[:1] + [("    " if lang in ("python", "kotlin", "go") else "  ") + key] + lines[1:]
            blocks.append("```" + lang + "\n" + "\n".join(code) + "\n```")
        else:
            if pre and pre_is_heading:
                blocks.append("\n".join(bl))
                blocks.append(pre + "\n- " + key + ("\n- " + post if post else ""))
            else:
                extra = ["- " + pre] if pre else []
                blocks.append("\n".join(bl + extra + ["- " + key] + (["- " + post] if post else [])))
        return "\n\n".join(blocks)

    if opener:
        blocks.append(opener)
    if layout == "plain":
        if place in ("s", "l"):
            blocks = [x for x in blocks if x] if rng.random() < 0.5 else []
            blocks.append(intro)
            blocks.append(keypara())
        else:
            blocks.append(intro)
            blocks.append(keypara())
    elif layout == "bullets":
        blocks.append(intro)
        blocks.append("\n".join(bullets_of(row["theme"], rng, rng.choice([2, 3, 4]), emoji)))
        blocks.append(keypara())
    elif layout == "heading-bullets":
        h1, h2 = rng.choice(HEADINGS)
        blocks.append(h1 + "\n\n" + "\n".join(bullets_of(row["theme"], rng, 3, emoji)))
        if place == "b" and pre_is_heading:
            blocks.append(keypara())
        else:
            blocks.append(h2 + "\n\n" + keypara())
    elif layout == "numbered":
        bl = rng.sample(th["bullets"], 3)
        blocks.append(intro)
        blocks.append("\n".join(f"{i + 1}. {b}" for i, b in enumerate(bl)))
        blocks.append(keypara())
    elif layout == "table":
        blocks.append(intro)
        rows = rng.sample(th["rows"], 2)
        if place == "t":
            if pre:
                blocks.append(pre)
            rows.insert(rng.choice([1, 2]), key)
            blocks.append("| Item | Status | Notes |\n|---|---|---|\n" + "\n".join(rows))
            if post:
                blocks.append(post)
        else:
            blocks.append("| Item | Status | Notes |\n|---|---|---|\n" + "\n".join(rows))
            blocks.append(keypara())
    elif layout == "code":
        blocks.append(intro)
        lang, lines = th["code"]
        if place == "c":
            if pre:
                blocks.append(pre)
            ind = "    " if lang in ("python", "kotlin", "go") else "  "
            code = lines[:1] + [ind + key] + lines[1:]
            blocks.append("```" + lang + "\n" + "\n".join(code) + "\n```")
            if post:
                blocks.append(post)
        else:
            blocks.append("```" + lang + "\n" + "\n".join(lines) + "\n```")
            blocks.append(keypara())
    elif layout == "test-output":
        blocks.append(intro)
        cmd, out = th["test"]
        blocks.append("```\n$ " + cmd + "\n" + "\n".join(out) + "\n```")
        blocks.append(keypara())
    elif layout == "long-prose":
        p1, p2 = th["prose"]
        blocks.append(intro + " " + p1)
        if place == "s":
            blocks.append(keypara() + " " + p2)
        else:
            blocks.append(p2)
            blocks.append(keypara())
    if closer:
        blocks.append(closer)
    return "\n\n".join(b for b in blocks if b)


INVESTIGATION = {"p-user-said-no-change", "o-investigation-offer"}


def compatible(place, voice, tag=""):
    if tag in INVESTIGATION:
        return ["plain"]
    if place == "t":
        return ["table"]
    if place == "c":
        return ["code"]
    if voice == "bullet-only":
        return ["bullets"]
    if place == "b":
        return ["bullets", "heading-bullets", "numbered"]
    if place == "l":
        return ["plain", "bullets", "heading-bullets", "test-output", "long-prose"]
    return LAYOUTS


def main():
    rng = random.Random(SEED)
    rows = []
    for theme in THEMES:
        for r in ROWS[theme]:
            r = dict(r)
            r["theme"] = theme
            r["voice_name"] = VOICES[r["voice"]]
            rows.append(r)

    used = collections.Counter()
    out = []
    for r in rows:
        opts = compatible(r["place"], r["voice_name"], r["tag"])
        low = min(used[o] for o in opts)
        layout = rng.choice([o for o in opts if used[o] == low])
        used[layout] += 1
        msg = render(r, layout, rng)
        tries = 0
        while len(msg.encode()) > 1500 and tries < 20:
            msg = render(r, layout, rng)
            tries += 1
        has_claim = layout == "test-output" or r["chk"]
        checks = has_claim or rng.random() < 0.35
        commands = checks or rng.random() < 0.5
        refuse = [GUARD] if r["tag"].startswith("o-") else []
        out.append(dict(
            refuse=refuse, head="offer", turn_ran_checks=checks, turn_ran_commands=commands,
            key=r["key"], message=msg,
            note=f"{NOTES[r['tag']]} [{r['tag']}]",
            theme=r["theme"], voice=r["voice_name"], layout=layout,
            _claim=has_claim, _pre=r["pre"], _post=r["post"],
        ))

    rng.shuffle(out)

    # ------------------------------------------------------------ checks
    keys = set()
    for i, o in enumerate(out):
        o["id"] = f"{NAME}-{i + 1}"
        m, k = o["message"], o["key"]
        assert k in m, o["id"]
        assert m.count(k) == 1, o["id"]
        assert k not in keys, k
        keys.add(k)
        n = len(m.encode())
        assert 40 <= n <= 1500, (o["id"], n)
        body = m.replace(k, " ")
        for extra in (o["_pre"], o["_post"]):
            if extra:
                body = body.replace(extra, " ")
        bad = BODY_BANNED.search(body)
        assert not bad, (o["id"], bad.group(0), body)
        for extra in (k, o["_pre"], o["_post"]):
            bad = KEY_BANNED.search(extra)
            assert not bad, (o["id"], bad.group(0), extra)
        # a claim that passes because a check ran sits in a checked turn
        if o["_claim"]:
            assert o["turn_ran_checks"], o["id"]
        # a refused claim would sit in an unchecked turn (none in this batch)
        if o["head"] == "claim" and o["refuse"]:
            assert not o["turn_ran_checks"], o["id"]
        assert o["refuse"] in ([], [GUARD]), o["id"]
        assert o["note"].rstrip().endswith("]"), o["id"]
        if o["turn_ran_checks"]:
            assert o["turn_ran_commands"], o["id"]

    cols = ["id", "refuse", "head", "turn_ran_checks", "turn_ran_commands", "key",
            "message", "note", "theme", "voice", "layout"]
    path = os.path.join(HERE, NAME + ".jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in out:
            f.write(json.dumps({c: o[c] for c in cols}, ensure_ascii=False) + "\n")

    def tag(o):
        return o["note"].rsplit("[", 1)[1].rstrip("]")

    print(f"{NAME}: {len(out)} rows -> {path}")
    print(f"  refuse {GUARD}: {sum(1 for o in out if o['refuse'])}")
    print(f"  pass (all guards): {sum(1 for o in out if not o['refuse'])}")
    print(f"  turn_ran_checks true: {sum(o['turn_ran_checks'] for o in out)}")
    for name, fn in (("class tag", tag), ("theme", lambda o: o["theme"]),
                     ("voice", lambda o: o["voice"]), ("layout", lambda o: o["layout"])):
        c = collections.Counter(fn(o) for o in out)
        print(f"\n| {name} | rows |\n|---|---|")
        for k_, v in sorted(c.items()):
            print(f"| `{k_}` | {v} |")


if __name__ == "__main__":
    main()
