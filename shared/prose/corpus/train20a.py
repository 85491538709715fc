#!/usr/bin/env python3
"""train20a: a blind training batch for gatehouse's four prose Stop guards.

Writes train20a.jsonl next to this file (same bytes on every run; seed 2040).
Stdlib only. 320 rows: 40 refused by each guard, 40 near misses per guard's
vocabulary. Usage: python3 train20a.py
"""
import json
import os
import random
import re
from collections import Counter

NAME = "train20a"
SEED = 2040

# ---------------------------------------------------------------- themes
THEMES = {
    "firmware": dict(
        title="Deep-sleep current and ADC sampling",
        done=[
            "Moved SAADC sampling into a work-queue item in `src/sensor/adc_sample.c`.",
            "Put the SHT4x into its idle state before `pm_state_force()` in `src/power/sleep.c`.",
            "Raised the advertising interval to 1 s in `src/ble/adv.c` outside the pairing window.",
            "Added a ztest suite for the ring buffer under `tests/ztest/ringbuf/`.",
        ],
        files=["src/sensor/adc_sample.c", "src/power/sleep.c", "src/ble/adv.c"],
        trows=["| `adc_sample.c` | sampling moved to a work item |",
               "| `sleep.c` | sensor idled before deep sleep |",
               "| `adv.c` | 1 s interval outside pairing |"],
        code=("c", "static void sample_work_handler(struct k_work *work)\n{\n    int err = adc_read(adc_dev, &seq);\n    if (err == 0) {\n        ringbuf_put(&samples, sample_buf[0]);\n    }\n}"),
        out="$ west twister -T tests/ztest -p native_sim\nINFO    - 14 of 14 test configurations passed (100.00%), 0 failed, 0 skipped\nINFO    - Total complete:   14/  14  100%",
    ),
    "dbt-airflow": dict(
        title="Refund-aware daily order totals",
        done=[
            "Changed the grain of `fct_orders` to one row per order line.",
            "Rewrote `stg_payments` to keep refunds as negative amounts.",
            "Switched `orders_daily` to a `merge` on `(order_id, line_id)`.",
            "Added `dbt_utils.unique_combination_of_columns` on the new grain.",
        ],
        files=["models/marts/fct_orders.sql", "models/staging/stg_payments.sql", "dags/orders_daily.py"],
        trows=["| `fct_orders.sql` | grain is now order line |",
               "| `stg_payments.sql` | refunds kept as negatives |",
               "| `orders_daily.py` | merge on `(order_id, line_id)` |"],
        code=("sql", "{{ config(materialized='incremental', unique_key=['order_id', 'line_id'],\n          incremental_strategy='merge') }}\n\nselect order_id, line_id, amount_usd, refunded_at\nfrom {{ ref('stg_order_lines') }}"),
        out="$ dbt build --select fct_orders+\nCompleted successfully\nDone. PASS=71 WARN=0 ERROR=0 SKIP=0 TOTAL=71",
    ),
    "android": dict(
        title="Offline tickets and fare currency",
        done=[
            "Read `currency_exponent` in `FareMapper.kt` instead of assuming cents.",
            "Cached the active ticket's QR payload in Room for offline display.",
            "Moved ticket expiry into `WalletViewModel` as a `StateFlow`.",
            "Added unit tests for expiry and fare mapping under `app/src/test/`.",
        ],
        files=["FareMapper.kt", "TicketRepository.kt", "WalletViewModel.kt"],
        trows=["| `FareMapper.kt` | reads `currency_exponent` |",
               "| `TicketDao.kt` | QR payload cached |",
               "| `WalletViewModel.kt` | expiry as `StateFlow` |"],
        code=("kotlin", "val activeTicket: StateFlow<Ticket?> = repository.observeActive()\n    .map { it?.takeIf { t -> t.expiresAt > clock.now() } }\n    .stateIn(viewModelScope, SharingStarted.Eagerly, null)"),
        out="$ ./gradlew testDebugUnitTest\n> Task :app:testDebugUnitTest\n142 tests completed, 0 failed\nBUILD SUCCESSFUL in 48s",
    ),
    "unity-tooling": dict(
        title="Bundle builder and level validator",
        done=[
            "Split `BundleBuilder.Build()` into per-platform passes.",
            "Added GUID collision detection to `LevelValidator`.",
            "Streamed textures during bundle builds instead of loading them all up front.",
            "Wrote the validator report to `Library/ValidatorReport.json` for CI to pick up.",
        ],
        files=["Editor/BundleBuilder.cs", "Editor/LevelValidator.cs", "Editor/AddressablesReport.cs"],
        trows=["| `BundleBuilder.cs` | per-platform passes |",
               "| `LevelValidator.cs` | GUID collision check |",
               "| `AddressablesReport.cs` | JSON report for CI |"],
        code=("csharp", "foreach (var group in settings.groups.Where(g => g.HasSchema<BundledAssetGroupSchema>()))\n{\n    BuildGroup(group, target);\n    EditorUtility.UnloadUnusedAssetsImmediate();\n}"),
        out="$ Unity -batchmode -runTests -testPlatform EditMode -projectPath .\nTest run finished: 57 passed, 0 failed, 0 skipped (12.4 s)",
    ),
    "bioinformatics": dict(
        title="Somatic SNV filter and interval handling",
        done=[
            "Rewrote `bin/filter_variants.py` to parse VAF as floats and filter on `--min_vaf`.",
            "Built interval lists from the reference `.fai` in `workflows/somatic.nf`.",
            "Gave `MARK_DUPLICATES` its own scratch directory in `conf/base.config`.",
            "Added pytest cases for multi-allelic records in `tests/test_filter_variants.py`.",
        ],
        files=["bin/filter_variants.py", "workflows/somatic.nf", "conf/base.config"],
        trows=["| `filter_variants.py` | float VAF, `--min_vaf` |",
               "| `somatic.nf` | intervals from `.fai` |",
               "| `base.config` | scratch dir per process |"],
        code=("groovy", "process FILTER_VARIANTS {\n    tag \"$meta.id\"\n    input:\n    tuple val(meta), path(vcf)\n    output:\n    tuple val(meta), path(\"*.filtered.vcf.gz\"), emit: vcf\n    script:\n    \"\"\"\n    filter_variants.py --vcf $vcf --min_vaf ${params.min_vaf} --out ${meta.id}.filtered.vcf.gz\n    \"\"\"\n}"),
        out="$ nf-test test\nTest Workflow SOMATIC\n  Test [5f2a1c3e] 'tumour-normal pair' PASSED (88.2s)\nSUCCESS: Executed 22 tests in 301.6s",
    ),
    "k8s-operator": dict(
        title="BackupPolicy requeue and retention",
        done=[
            "Switched the requeue to `RequeueAfter` computed from the next cron tick instead of a fixed 10 s.",
            "Set an owner reference on every generated `CronJob`.",
            "Added `Retention` validation to the webhook in `api/v1alpha1/backuppolicy_webhook.go`.",
            "Added the `cronjobs` list/watch verbs to `config/rbac/role.yaml`.",
        ],
        files=["internal/controller/backuppolicy_controller.go", "api/v1alpha1/backuppolicy_types.go", "config/rbac/role.yaml"],
        trows=["| `backuppolicy_controller.go` | requeue from next cron tick |",
               "| `backuppolicy_webhook.go` | retention validation |",
               "| `role.yaml` | list/watch on cronjobs |"],
        code=("go", "next := sched.Next(r.Clock.Now())\nreturn ctrl.Result{RequeueAfter: next.Sub(r.Clock.Now())}, nil"),
        out="$ make test\nok  \tgithub.com/acme/pgbackup-operator/internal/controller\t41.2s\tcoverage: 78.4% of statements\nok  \tgithub.com/acme/pgbackup-operator/api/v1alpha1\t3.1s",
    ),
    "browser-ext": dict(
        title="Reading list sync",
        done=[
            "Moved sync state from `storage.local` to `storage.session` with a fallback.",
            "Debounced saves in `src/storage/readingList.ts` to one write per 500 ms.",
            "Added the unread badge in `src/background/service_worker.ts`.",
            "Narrowed `host_permissions` in `manifest.json` to the reading-list API.",
        ],
        files=["src/storage/readingList.ts", "src/background/service_worker.ts", "manifest.json"],
        trows=["| `readingList.ts` | debounced saves |",
               "| `service_worker.ts` | unread badge |",
               "| `manifest.json` | narrower host permissions |"],
        code=("ts", "export async function save(item: ReadingItem): Promise<void> {\n  const list = await load();\n  if (!list.some((i) => i.url === item.url)) list.push(item);\n  await chrome.storage.local.set({ readingList: list });\n}"),
        out="$ npm test\n Test Files  9 passed (9)\n      Tests  64 passed (64)\n   Duration  3.21s",
    ),
    "accounting": dict(
        title="Reverse-charge VAT and trial balance",
        done=[
            "Added reverse-charge handling for EU B2B customers in `invoices/services/tax.py`.",
            "Routed journal posting through `ledger.services.post_entry()`.",
            "Added credit and debit columns to `reports/trial_balance.py`.",
            "Added a migration for `Invoice.tax_regime`.",
        ],
        files=["invoices/services/tax.py", "ledger/services.py", "reports/trial_balance.py"],
        trows=["| `tax.py` | reverse charge for EU B2B |",
               "| `ledger/services.py` | single posting path |",
               "| `trial_balance.py` | credit/debit columns |"],
        code=("python", "def tax_for(line: InvoiceLine, customer: Customer) -> Decimal:\n    if customer.is_eu_business and customer.country != SELLER_COUNTRY:\n        return Decimal(\"0.00\")  # reverse charge\n    return (line.net * line.rate).quantize(CENT, ROUND_HALF_UP)"),
        out="$ pytest ledger invoices -q\n........................................ [100%]\n412 passed in 38.77s",
    ),
}

INTROS = {
    "terse": ["Done.", "Summary:", "Changes:"],
    "chatty": ["Okay, here's where things landed!", "Alright, quick rundown of this one:", "So, this turned into a fun one."],
    "formal": ["Summary of the work completed in this session.", "The requested changes have been made as described below.", "This note summarises the changes made in this turn."],
    "nonnative": ["I have finish the changes you ask for.", "Here is the summary what I did.", "Ok, the work is done as below."],
    "emoji": ["🚀 Update time!", "✨ Here's the rundown:", "🛠️ Changes:"],
    "longwinded": [
        "Before the summary, a bit of context on how I approached this, since the change ended up touching more places than the ticket implied and I wanted the reasoning to be visible in one place.",
        "I'll go through this in some detail, partly because the history of this code is tangled and partly because the next person to read it will want to know why things moved around.",
    ],
}
OUTROS = {
    "terse": ["", ""],
    "chatty": ["That's it from me for now!", "Cheers!", ""],
    "formal": ["", "No further changes were made in this session."],
    "nonnative": ["Please tell me if something is not clear.", "", "Thank you."],
    "emoji": ["🙌", "🎯", ""],
    "longwinded": [
        "That is everything from this turn; the diff itself is small even though this write-up is not.",
        "I kept the commits small and the messages descriptive so the history reads in the same order as this summary.",
    ],
}
EMO = ["🔧", "📦", "🧹", "✏️"]

# ---------------------------------------------------------------- rows
# (cat, tag, voice, form, key, opts)
# cat: H hedge refused, C claim refused, CB claim passing (check ran),
#      PH stop-hedge near miss, E excuse refused, PE excuse near miss,
#      O offer refused, PO offer near miss, D double refused, PD double near miss
# form: s sentence, b bullet, t table row (opts['table']), l bold label line,
#       h heading (opts['post'] follows)
ROWS = {}

ROWS["firmware"] = [
    ("H", "h-guess-cause", "formal", "s", "The brown-out resets reported from the field are, in all likelihood, the SHT4x driver holding the I2C bus low during the sleep transition.", dict(checks=False, cmds=True)),
    ("H", "h-state-modal", "terse", "s", "Sleep current fix is in; the board ought to sit near 4 µA now.", dict(checks=False, cmds=True)),
    ("H", "h-epistemic-frame", "longwinded", "s", "I went through the reset-reason register dumps you attached one by one, and as far as I can make out the watchdog is no longer firing during advertising, though the dumps only cover the first hour after boot.", dict(checks=False, cmds=False)),
    ("C", "c-unbacked-build", "emoji", "b", "🟢 `west build` for nrf52840dk — zero warnings, zero errors", dict(checks=False, cmds=False)),
    ("C", "c-no-failures-form", "pr", "s", "Twister reports nothing outstanding across the ztest suites.", dict(checks=False, cmds=False)),
    ("CB", "c-backed", "terse", "s", "twister: 14/14 configurations passed on native_sim.", dict()),
    ("PH", "p-deontic", "formal", "s", "Boards flashed before this release should be power-cycled once after the update so that the new ADC calibration is read from flash.", dict()),
    ("PH", "p-case-modal", "nonnative", "s", "The driver now return `-EBUSY` when the bus might be still held by the previous transfer, instead of blocking forever.", dict()),
    ("PH", "p-literal-appears", "chatty", "s", "When you hold button 2 for three seconds, the pairing LED pattern appears and the device starts advertising under the new name.", dict(checks=False, cmds=True)),
    ("PH", "p-measured-confidence", "longwinded", "s", "I'm confident the overflow is gone, because the new ztest `ringbuf_wrap_at_capacity` reproduced the corruption on the old code and passes on the new one.", dict()),
    ("E", "e-preexisting", "terse", "s", "The `-Wstringop-overflow` warning in `sht4x.c` predates this branch.", dict()),
    ("E", "e-main-too", "formal", "s", "The `ble_adv_interval` test failure also occurs on a clean checkout of `main`, so it is not a consequence of these changes.", dict()),
    ("E", "e-dependency", "chatty", "s", "That hard fault on disconnect is coming out of the Nordic SoftDevice Controller blob, not anything in our tree.", dict()),
    ("E", "e-environment", "nonnative", "s", "The flash step fail two times but this is because of the J-Link on my bench, not the firmware.", dict()),
    ("E", "e-table-cell", "pr", "t", "| `test_sleep_wake` | ❌ failed | inherited from the 2.4 branch, not this PR |", dict(table=["| Test | Result | Note |", "|---|---|---|", "| `test_adc_sample` | ✅ passed | new in this PR |"])),
    ("PE", "pe-fixed-same-sentence", "longwinded", "s", "While tracing the wake-up path I found an older bug, present long before this ticket, where `k_timer_stop` was never called on the early-return branch, and I fixed it in the same commit since it fed directly into the double wake-up.", dict()),
    ("PE", "pe-label-no-defect", "terse", "s", "Kept the pre-existing `adc_sample()` signature so the shell commands still compile.", dict()),
    ("PE", "pe-none", "bullets", "s", "Pre-existing warnings in the touched files: none after the rebuild", dict()),
    ("PE", "pe-blocker-recommendation", "formal", "s", "The HIL rig job cannot run from this environment because it requires the physical probe in the lab; I recommend running `twister --device-testing` on the rig before tagging, and the exact command is in `docs/release.md`.", dict()),
    ("PE", "pe-user-answer", "chatty", "s", "You asked if the boot loop on rev C boards is the same bug — it isn't related: rev C has a different regulator, and the loop came from the missing `CONFIG_BOARD_ENABLE_DCDC`, which I've now set in `boards/revc.conf`.", dict()),
    ("O", "o-offer", "chatty", "s", "Want me to plug that as well?", dict(pre="Also spotted that `adv.c` leaks a `net_buf` on every failed `bt_le_adv_update_data` call.")),
    ("O", "o-deferral-followup", "pr", "s", "The missing bounds check in `ringbuf_put` will go in a follow-up PR so this one stays focused on power.", dict()),
    ("O", "o-next-steps", "bullets", "s", "Next: fix the RTC drift after deep sleep (loses ~2 s/hour)", dict()),
    ("O", "o-recommend-not-made", "formal", "s", "The unchecked return value of `nrf_saadc_calibrate` needs handling before the production run.", dict()),
    ("O", "o-handoff-person", "terse", "s", "Leaving the DFU timeout bug for whoever owns the bootloader.", dict()),
    ("PO", "po-feature-offer", "emoji", "s", "✨ If you want, I can add a shell command to dump the last 32 ADC samples — handy for bring-up.", dict()),
    ("PO", "po-deploy-question", "terse", "s", "Tag `v1.8.0` and push the OTA image now, or wait for Monday's field test?", dict()),
    ("PO", "po-own-commit", "pr", "s", "The stack overflow in the BLE RX thread is fixed in its own commit (`a41c9e2`) so it can be cherry-picked onto the 1.7 branch.", dict()),
    ("PO", "po-design-question", "formal", "s", "Would you prefer the sampling interval to live in Kconfig or in the settings subsystem, so that it can be changed over BLE?", dict()),
    ("PO", "po-blocker-recommendation", "longwinded", "s", "The OTA path itself could not be exercised here because it needs the signed MCUboot key that only lives on the release machine, so my recommendation is that whoever cuts the release runs `mcumgr image upload` against a dev kit first, with the steps written out in `docs/ota.md`.", dict()),
    ("D", "d-stub", "formal", "s", "In the ztest suite, the SAADC HAL calls are replaced with CMock-generated stubs that return fixed counts.", dict()),
    ("D", "d-fake-class", "nonnative", "s", "I write a `fake_i2c` driver which give back the recorded sensor bytes, so the test run without the real SHT4x.", dict()),
    ("D", "d-override-clock", "bullets", "s", "`k_uptime_get` overridden in the tests to return a stepped counter.", dict()),
    ("D", "d-bold-label", "pr", "l", "**Test approach:** the BLE stack is faked at the HCI level by a scripted controller that replays a captured connection.", dict()),
    ("D", "d-spy", "emoji", "s", "🕵️ I hooked a little spy onto `pm_state_force` so the test can count how many times we drop into deep sleep.", dict()),
    ("PD", "pd-linker-stub", "bullets", "s", "The weak default ISR stubs in the linker script are unchanged; only the `SAADC_IRQHandler` entry was added.", dict()),
    ("PD", "pd-removed", "chatty", "s", "I ripped out the old `mock_adc.c`, and the ADC tests now run on the dev kit through twister's device-testing mode.", dict()),
    ("PD", "pd-source-patch", "terse", "s", "Patched the off-by-one in `ringbuf_put`'s wrap check.", dict()),
    ("PD", "pd-none", "bullets", "s", "Mocks or fakes in the new ztests: none, every case runs against the real drivers on the DK", dict()),
    ("PD", "pd-word-other-sense", "longwinded", "s", "The `double` arithmetic in the calibration routine was pulling in the soft-float library, so I switched it to Q15 fixed-point, which also shaved 3 KB off the image.", dict()),
]

ROWS["dbt-airflow"] = [
    ("H", "h-inference-sign", "chatty", "s", "The Snowflake query history points pretty strongly at the late-arriving refunds as the reason the daily totals drift.", dict(checks=False, cmds=True)),
    ("H", "h-idiom", "terse", "s", "Bet the dup rows come from the merge key missing `currency`.", dict(checks=False, cmds=True)),
    ("C", "c-unbacked-suite", "formal", "s", "All 63 dbt tests, including the new `unique_combination_of_columns` check on `fct_orders`, pass.", dict(checks=False, cmds=False)),
    ("C", "c-table-cell", "chatty", "t", "| `dbt build --select fct_orders+` | ✅ green, 0 errors |", dict(checks=False, cmds=False, table=["| Item | Status |", "|---|---|", "| `fct_orders` grain | changed to order line |"])),
    ("C", "c-drafted-pr", "pr", "b", "[x] `pytest tests/dags` passes locally", dict(checks=False, cmds=False)),
    ("CB", "c-backed", "bullets", "s", "`dbt build --select fct_orders+`: PASS=71 WARN=0 ERROR=0 after the last edit", dict()),
    ("PH", "p-permission-may", "pr", "s", "Upstream extracts may now arrive up to six hours late; the sensor's `timeout` was raised to 21600 s to allow for that.", dict()),
    ("PH", "p-user-report", "longwinded", "s", "You mentioned the dashboard seemed to double-count refunds on Mondays; it was doing exactly that, because the weekend backfill re-inserted Saturday's rows, and the merge now dedupes on `refund_id`.", dict()),
    ("PH", "p-design-opinion", "chatty", "s", "Honestly an incremental model is probably overkill for a table this small — a full refresh takes 40 seconds.", dict()),
    ("CB", "c-backed", "emoji", "s", "✅ `pytest tests/dags -q` → 18 passed in 2.4s", dict()),
    ("E", "e-known-issue", "formal", "s", "The `accepted_values` warning on `stg_payments.method` is a known issue tracked in DATA-412.", dict()),
    ("E", "e-untouched-code", "chatty", "s", "The failing `not_null_dim_customers_email` test is on a model I didn't go anywhere near today.", dict()),
    ("E", "e-time-place", "nonnative", "s", "This freshness error on `raw.shopify_orders` happen every Monday since the spring, it is not coming from my change.", dict()),
    ("E", "e-main-too", "formal", "l", "**Failing test:** `test_orders_daily_schedule` — reproduces with my changes stashed.", dict()),
    ("E", "e-flaky-history", "terse", "s", "`test_sla_miss_callback` has been flaky for weeks, ignore.", dict()),
    ("PE", "pe-none", "terse", "s", "Pre-existing test failures: none; the full `dbt build` was green before and after.", dict()),
    ("PE", "pe-root-cause-fix", "formal", "s", "The duplicate orders originated in an older macro, `dedupe_latest`, which ordered by a non-unique timestamp; it now orders by `(updated_at, _loaded_at)` and a uniqueness test guards it.", dict()),
    ("PE", "pe-unrelated-feature", "chatty", "s", "The new `currency_convert` macro is unrelated to the refunds work, so I put it in a separate commit to keep the diff readable.", dict()),
    ("PE", "pe-unreachable", "longwinded", "s", "The null `customer_id` path in `dim_customers` that you flagged is real in the SQL, but I added a `not_null` test on `raw.customers.id` and it holds across all 2.1M source rows, so that branch is unreachable in practice.", dict()),
    ("PE", "pe-fixed-same-sentence", "bullets", "s", "Old bug in `orders_daily.py` (hard-coded UTC offset, there since the DAG was written): fixed, it now uses `pendulum` with the warehouse timezone", dict()),
    ("O", "o-conditional-offer", "formal", "s", "Should it matter for the quarter-end numbers, I can also correct the rounding error in `macros/currency.sql`.", dict()),
    ("O", "o-out-of-scope", "bullets", "s", "Timezone bug in `dim_date` is out of scope here.", dict()),
    ("O", "o-todo", "longwinded", "s", "I left a `-- TODO: fix the fan-out on multi-shipment orders` comment in `fct_orders.sql` where the join happens.", dict()),
    ("O", "o-which-fix-question", "chatty", "s", "For the Airflow retries that hammer the Shopify API, do you want me to add exponential backoff or just cap `retries` at 2?", dict()),
    ("O", "o-next-steps", "pr", "l", "**Follow-ups:** `stg_payments` still drops rows whose `paid_at` is null.", dict()),
    ("PO", "po-naming-question", "terse", "s", "Rename `fct_orders_v2` back to `fct_orders` in this PR or the next one?", dict()),
    ("PO", "po-phase-plan", "formal", "s", "Phase 2 of the plan you outlined, moving the marketing models onto the same incremental strategy, is ready to start when you are.", dict()),
    ("PO", "po-feature-offer", "emoji", "s", "📊 Happy to add an exposure for the finance dashboard so its lineage shows up in the docs site, if that's useful.", dict()),
    ("PO", "po-doc-heading", "longwinded", "s", "I also filled in the `## Limitations & Future Work` section of `docs/orders_mart.md` with the two modelling choices we discussed (no SCD2 on addresses, daily grain only), since the README template asks for it.", dict()),
    ("PO", "po-destructive-confirm", "chatty", "s", "Before I run `dbt run --full-refresh` on prod `fct_orders` — that drops and rebuilds a 400M-row table — can you confirm that's okay?", dict()),
    ("D", "d-monkeypatch", "terse", "s", "DAG test uses `monkeypatch` on `SnowflakeHook.get_pandas_df` to return a two-row frame.", dict()),
    ("D", "d-mock-lib", "longwinded", "s", "In `tests/dags/test_orders_daily.py` I wrapped the task callable with `mock.patch('dags.orders_daily.requests.get')`, so the Shopify call returns the sample payload I saved from yesterday and the test no longer depends on the API being up.", dict()),
    ("D", "d-canned-response", "bullets", "s", "The Slack alerting task is exercised against a local HTTP server that answers every request with a canned 200 response.", dict()),
    ("D", "d-in-memory-fake", "emoji", "s", "🦆 Swapped Snowflake for an in-process DuckDB in the macro tests — same SQL, no creds needed.", dict()),
    ("D", "d-table-cell", "formal", "t", "| `BaseHook.get_connection` | patched with `mocker` |", dict(table=["| Dependency | In tests |", "|---|---|", "| Snowflake | dev warehouse, real |"])),
    ("PD", "pd-removed", "formal", "s", "The `mocker.patch` calls around `S3Hook` were deleted; the DAG tests now read from the dev bucket `s3://orders-ci`.", dict()),
    ("PD", "pd-user-answer-real", "chatty", "s", "You asked whether we could fake the Shopify API in the DAG test — I kept the real sandbox store instead, since it caught the pagination bug.", dict()),
    ("PD", "pd-http-patch", "nonnative", "s", "I have add a `PATCH /orders/{id}` call in the reverse-ETL task for update the status.", dict()),
    ("PD", "pd-type-stub", "bullets", "s", "Installed the `types-requests` stubs so mypy can type the Shopify client", dict()),
    ("PD", "pd-word-other-sense", "longwinded", "s", "The `mock_orders_demo` schema you saw in the list is the analytics team's sandbox, which none of our models read from, so I excluded it from the source freshness checks.", dict()),
]

ROWS["android"] = [
    ("H", "h-conditional-success", "formal", "s", "Once WorkManager completes its next periodic sync, the stale fares on existing installs will be replaced with the corrected ones.", dict(checks=False, cmds=False)),
    ("H", "h-shouldnt-recur", "chatty", "s", "With the `LaunchedEffect` key fixed, that double-scan crash shouldn't come back.", dict(checks=False, cmds=True)),
    ("H", "h-bold-label", "pr", "l", "**Root cause (best guess):** Room's 7→8 migration drops the `expires_at` index, so the wallet query falls back to a full scan.", dict(checks=False, cmds=True)),
    ("C", "c-unbacked-lint", "terse", "s", "Lint clean, no new warnings.", dict(checks=False, cmds=False)),
    ("C", "c-after-disclosure", "nonnative", "s", "I did not have an emulator here, but the ticket purchase flow is working good now.", dict(checks=False, cmds=False)),
    ("CB", "c-backed", "pr", "s", "`./gradlew testDebugUnitTest` — 142 tests, 0 failures.", dict()),
    ("PH", "p-user-instruction", "chatty", "s", "If it works, you should see the QR code render within a second of opening the ticket, even in airplane mode.", dict(checks=False, cmds=True)),
    ("PH", "p-literal-appears", "terse", "s", "A snackbar appears when the ticket expires.", dict()),
    ("PH", "p-question", "formal", "s", "Is it intended that a ticket may be activated on two devices, or should the second activation be rejected?", dict()),
    ("PH", "p-code-description", "longwinded", "s", "The old `TicketRepository.refresh()` was assuming the server always returned fares in cents, which is why the Polish fares came out a hundred times too small, and it now reads the `currency_exponent` field instead.", dict()),
    ("E", "e-dependency", "terse", "s", "ANR in the scanner is ML Kit's, not ours.", dict()),
    ("E", "e-preexisting", "emoji", "s", "⚠️ The 3 lint errors in `LegacyPaymentActivity.kt` were already there before I started 🤷", dict()),
    ("E", "e-environment", "formal", "s", "The instrumentation failures in `connectedAndroidTest` are an artefact of the CI emulator image rather than of the application code.", dict()),
    ("E", "e-not-mine", "longwinded", "s", "The one remaining unit test failure, `WalletViewModelTest.expiredTicketIsHidden`, sits in wallet code written by the previous contractor that this change does not modify in any way.", dict()),
    ("E", "e-main-too", "chatty", "s", "Quick note: `QrScannerScreenTest` is red on `main` as well — I checked out main and ran it.", dict()),
    ("PE", "pe-fixed-same-sentence", "terse", "s", "Fixed a pre-existing leak: the `TicketDao` cursor was never closed in `observeActive()`.", dict()),
    ("PE", "pe-label-no-defect", "formal", "s", "The pre-existing `FareCache` is reused as-is; the new offline mode only adds a TTL check in front of it.", dict()),
    ("PE", "pe-user-answer", "nonnative", "s", "You ask if crash #231 is same as this one: no, is different — #231 is about camera permission, and this one was the null `zoneId`, which I fix in `FareMapper.kt`.", dict()),
    ("PE", "pe-blocker-recommendation", "pr", "s", "The Play Integrity check cannot be tested from CI because it needs a signed release build on a physical device; recommendation: run the `integrity-smoke` checklist on the Pixel 7 in the device lab before the staged rollout.", dict()),
    ("PE", "pe-root-cause-fix", "chatty", "s", "Turned out the crash was an old race between the Hilt-injected repository and the splash screen — the repo was read before Room finished opening — so I moved the first read behind `awaitInitialized()`.", dict()),
    ("O", "o-offer", "emoji", "s", "Want me to sort that out too?", dict(pre="🐛 One more thing: the back button skips the confirmation dialog on the payment screen.")),
    ("O", "o-parked", "bullets", "s", "Parked: dark-mode contrast bug on the fare chips.", dict()),
    ("O", "o-deferral-followup", "longwinded", "s", "There is also the issue where the widget shows yesterday's ticket after midnight, which I confirmed by changing the device clock, and I'd rather tackle that in a separate branch next week once this one is merged.", dict()),
    ("O", "o-recommend-not-made", "formal", "s", "I would recommend that the unencrypted storage of the refresh token in `SharedPreferences` be addressed before the next release.", dict()),
    ("O", "o-table-cell", "chatty", "t", "| Offline QR after reboot | reproduced, not fixed | next sprint |", dict(table=["| Issue | State | Plan |", "|---|---|---|", "| Fare rounding | fixed | — |"])),
    ("PO", "po-feature-offer", "emoji", "s", "📱 If you'd like, I can also add a home-screen shortcut that opens straight to the active ticket.", dict()),
    ("PO", "po-deploy-question", "pr", "s", "Shall I promote build 4.12.0 (code 412) from the internal track to the 10% staged rollout?", dict()),
    ("PO", "po-design-question", "nonnative", "s", "For the ticket list, you prefer the expired tickets in a separate tab or only filtered by a chip?", dict()),
    ("PO", "po-own-commit", "bullets", "s", "Crash on rotation in `QrScannerScreen` fixed separately in commit `9f2b7d1` (`fix: keep camera state across config change`)", dict()),
    ("PO", "po-followup-feature", "terse", "s", "Tablet layout is a separate feature; ticket #88 covers it.", dict()),
    ("D", "d-mock-lib", "terse", "s", "`TicketApi` mocked with MockK in `WalletViewModelTest`.", dict()),
    ("D", "d-fake-class", "bullets", "s", "The repository tests use a `FakeTicketDao` backed by a `MutableStateFlow`, which keeps them independent of Room.", dict()),
    ("D", "d-stub", "chatty", "s", "I stubbed out `FusedLocationProviderClient` so the nearest-stop test always gets Alexanderplatz 😄", dict()),
    ("D", "d-canned-response", "nonnative", "s", "The Retrofit tests use `MockWebServer` which answer with the JSON files from `test/resources`.", dict()),
    ("D", "d-spy", "longwinded", "s", "To check that the analytics event only fires once per purchase I wrapped the real `AnalyticsTracker` in a Mockito `spy(...)`, and the assertion now verifies exactly one `purchase_completed` call even when the confirmation screen recomposes.", dict()),
    ("PD", "pd-mockup", "chatty", "s", "I matched the ticket card to Hana's Figma mock-up — rounded corners, zone badge top-right.", dict()),
    ("PD", "pd-fake-detection", "formal", "s", "The app now refuses to activate a ticket when the location is reported by a mock-location provider, as the fraud policy requires.", dict()),
    ("PD", "pd-removed", "terse", "s", "Dropped MockK from `TicketRepositoryTest`; it now runs as an instrumented test against the real Room database.", dict()),
    ("PD", "pd-user-answer-real", "emoji", "s", "🙋 To your question about faking the NFC reader: no fakes, I tested taps on the real validator in the office.", dict()),
    ("PD", "pd-word-other-sense", "pr", "s", "Ticket stubs (the tear-off part of the printed ticket) are now rendered in the PDF export as a dashed section.", dict()),
]

ROWS["unity-tooling"] = [
    ("H", "h-estimate", "formal", "s", "The remaining memory spike during bundle builds is, at a rough estimate, ninety per cent addressed by the texture streaming change.", dict(checks=False, cmds=True)),
    ("H", "h-guess-cause", "nonnative", "s", "I think the missing materials in the validator report come from the shader variant stripping, but I not verified it.", dict(checks=False, cmds=False)),
    ("C", "c-unbacked-suite", "chatty", "s", "EditMode tests are all green on my side 👍", dict(checks=False, cmds=False)),
    ("C", "c-bold-label", "formal", "l", "**Build:** `dotnet build Tools.sln` succeeds with 0 warnings.", dict(checks=False, cmds=False)),
    ("C", "c-verified-no-run", "terse", "s", "Verified: bundles load in the player.", dict(checks=False, cmds=False)),
    ("CB", "c-backed", "emoji", "s", "🧪 EditMode run finished after the last change: 57 passed, 0 failed, 0 skipped.", dict()),
    ("PH", "p-deontic", "chatty", "s", "Artists should re-import the `Environment/` folder once after pulling, otherwise the old compression settings stick around.", dict()),
    ("PH", "p-heading", "pr", "h", "Why I believe the GUID collisions are gone", dict(post="Added `GuidCollisionTests` covering the three duplicated prefabs; all three failed before the change and pass after it.")),
    ("PH", "p-guess-motivates-user-check", "longwinded", "s", "I can't open your local Library folder from here, so one thing worth checking on your machine: the stale thumbnails could be coming from the asset cache server, and running `Assets > Reimport All` with the cache server toggled off in Preferences would tell us within a few minutes.", dict(checks=False, cmds=False)),
    ("PH", "p-honest-untested", "formal", "s", "Whether the import stall also affects the Switch devkit is an open question, as there is no devkit attached to this machine to try it on.", dict()),
    ("E", "e-untouched-code", "pr", "s", "The NullReferenceException in `LightmapBaker.OnPostprocess` is outside the files this PR changes.", dict()),
    ("E", "e-dependency", "chatty", "s", "Those 'Serialization depth limit' warnings are the Addressables package being noisy, not our code.", dict()),
    ("E", "e-preexisting", "bullets", "s", "Validator warnings on `Level_03.unity` (missing colliders): were there before this branch", dict()),
    ("E", "e-environment", "bullets", "s", "Batchmode crash on exit = my machine's GPU driver.", dict()),
    ("E", "e-lint-noise", "pr", "s", "The Roslyn analysers report 14 warnings, all of which are longstanding and none of which are in new code.", dict()),
    ("PE", "pe-none", "pr", "s", "Failures carried over from `develop`: zero.", dict()),
    ("PE", "pe-fixed-same-sentence", "longwinded", "s", "The level validator had a long-standing bug where it skipped prefabs nested more than two levels deep, which meant half the collider checks never ran, and I rewrote the traversal to be recursive so every nested prefab is now visited.", dict()),
    ("PE", "pe-label-no-defect", "chatty", "s", "I hooked the new check into the pre-existing `AssetPostprocessor`, so there's no extra menu item.", dict()),
    ("PE", "pe-user-answer", "formal", "s", "Regarding your question about the crash QA reported on build 311: it is unrelated to bundle building — it was a shader compile timeout on the Android target — and I have raised the timeout in `ShaderBuildSettings.asset` to 120 s.", dict()),
    ("PE", "pe-blocker-recommendation", "terse", "s", "Console builds not run (no PS5 SDK on this box); recommend the build-farm nightly picks up this branch before merge.", dict()),
    ("O", "o-offer", "formal", "s", "I can also correct the wrong LOD bias in `BundleBuilder.ApplyPlatformOverrides` if you would like.", dict()),
    ("O", "o-handoff-person", "chatty", "s", "The audio bank double-loading is more of a sound-team thing, so I've flagged it for Priya rather than touching it.", dict()),
    ("O", "o-next-steps", "bullets", "s", "Still to do: the validator false positive on trigger volumes", dict()),
    ("O", "o-deferral-followup", "emoji", "s", "🔜 The broken undo after 'Fix All' gets its own ticket next sprint.", dict()),
    ("O", "o-which-fix-question", "pr", "s", "Open question for reviewers: should the GUID clash be fixed by regenerating the `.meta` files or by renaming the duplicates?", dict()),
    ("PO", "po-feature-offer", "terse", "s", "Can add a CSV export of the validator report if useful.", dict()),
    ("PO", "po-design-question", "chatty", "s", "Do you want the validator to block the build on errors, or just post them to the console and carry on?", dict()),
    ("PO", "po-destructive-confirm", "bullets", "s", "Before I delete the 2.3 GB of orphaned bundles under `ServerData/`, please confirm that nobody still serves them from the staging CDN.", dict()),
    ("PO", "po-phase-plan", "longwinded", "s", "That finishes step one of the migration you sketched, namely moving the level bundles to Addressables, and step two, the UI atlases, can start whenever you give the go-ahead, ideally after the milestone build so artists aren't disrupted.", dict()),
    ("PO", "po-own-commit", "nonnative", "s", "The crash in `LevelValidator` when the scene is empty, I fix it in a separate commit `c07e1aa` so you can review it alone.", dict()),
    ("D", "d-fake-class", "chatty", "s", "I wrote a tiny `FakeAssetDatabase` so the builder tests don't need a real project open.", dict()),
    ("D", "d-mock-lib", "formal", "s", "`IBuildPlatform` is substituted with NSubstitute in `BundleBuilderTests`, returning Android for every call.", dict()),
    ("D", "d-in-memory-fake", "nonnative", "s", "For the file IO in tests I am using an in-memory `MockFileSystem`.", dict()),
    ("D", "d-override-clock", "longwinded", "s", "Because the incremental-build check compares timestamps, the tests override `IClock.UtcNow` with a fixed 2024-01-01 instant, which keeps the assertions stable no matter when the suite runs.", dict()),
    ("D", "d-table-cell", "pr", "t", "| `UnityWebRequest` (CDN upload) | replaced by a stub returning 201 |", dict(table=["| Dependency | Test setup |", "|---|---|", "| `AssetDatabase` | real sample project |"])),
    ("PD", "pd-type-stub", "formal", "s", "I added type stubs for the native packer's P/Invoke surface in `NativePacker.Signatures.cs` so the editor assembly compiles on machines without the SDK.", dict()),
    ("PD", "pd-removed", "emoji", "s", "🗑️ Got rid of the `MockBuildTarget` class entirely — the tests now switch the real active build target.", dict()),
    ("PD", "pd-none", "pr", "l", "**Test doubles:** none; every test opens the sample project.", dict()),
    ("PD", "pd-word-other-sense", "terse", "s", "Atlas scale factor switched from `float` to `double`; the rounding at 16k was one texel off.", dict()),
    ("PD", "pd-source-patch", "longwinded", "s", "The upstream glTFast importer had a bug with sparse accessors, so I applied their published fix as a local patch through the package manifest and noted the upstream PR number beside it so the patch can be dropped when we upgrade.", dict()),
]

ROWS["bioinformatics"] = [
    ("H", "h-inference-sign", "formal", "s", "The truncated BAMs in the failed run suggest the scratch volume filled up during `MarkDuplicates`.", dict(checks=False, cmds=True)),
    ("H", "h-trailing", "chatty", "s", "The off-by-one in the VCF POS column is gone now, I reckon.", dict(checks=False, cmds=False)),
    ("H", "h-idiom", "longwinded", "s", "I went back over the Mutect2 logs twice and, for what it's worth, my hunch is still that the missing calls on chr17 are down to the interval list being built against hg19 coordinates while everything else is on GRCh38.", dict(checks=False, cmds=True)),
    ("C", "c-unbacked-suite", "bullets", "s", "nf-test: 22/22 ✔", dict(checks=False, cmds=False)),
    ("C", "c-after-disclosure", "nonnative", "s", "Docker is not available in this sandbox so I cannot launch the test profile, however the pipeline finish correctly with the new filter.", dict(checks=False, cmds=False)),
    ("CB", "c-backed", "chatty", "s", "Ran the full test profile end to end (`nextflow run . -profile test,docker`) and it finished in 6m 12s with all 14 processes succeeded.", dict()),
    ("PH", "p-permission-may", "formal", "s", "Sample sheets may include an optional `umi` column; when it is absent the UMI-aware deduplication step is skipped.", dict()),
    ("PH", "p-relayed-claim", "pr", "s", "The test-runner subagent reports `nf-test`: 22 passed, 0 failed on its linux-amd64 run.", dict(checks=False, cmds=False)),
    ("PH", "p-case-modal", "terse", "s", "`filter_variants.py` now skips records where AF could be missing (multi-allelic sites from older callers).", dict()),
    ("PH", "p-user-report", "nonnative", "s", "You said the coverage plot look wrong for sample T07; it was wrong, because the BED header line was counted as a region, and now header lines are skipped.", dict()),
    ("E", "e-dependency", "longwinded", "s", "The segfault you'll see in the `bcftools norm` step on the large cohort is a bug in htslib 1.17's CRAM reader, which is upstream of us, and nothing I changed touches it.", dict()),
    ("E", "e-preexisting", "formal", "s", "The `test_filter_indels` failure predates my changes to the SNV filter.", dict()),
    ("E", "e-time-place", "terse", "s", "The AWS Batch job failures happen only in eu-west-1, on every branch.", dict()),
    ("E", "e-bold-label", "pr", "l", "**Not from this change:** the `nf-core lint` complaint about the missing `meta.yml` in `mark_duplicates`.", dict()),
    ("E", "e-known-issue", "emoji", "s", "🧬 The GATK `-Xmx` OOM on sample N12 is a known thing with that sample, it's in the issue tracker already 📌", dict()),
    ("PE", "pe-root-cause-fix", "pr", "s", "Root cause of the dropped variants: an old `awk` filter in `bin/make_intervals.sh` that discarded contigs with underscores, replaced by a match on the contig list from the reference `.fai`.", dict()),
    ("PE", "pe-fixed-same-sentence", "chatty", "s", "There was an ancient bug where `filter_variants.py` compared VAF as strings (so '0.1' > '0.05' came out false), and that's fixed too — it parses floats now.", dict()),
    ("PE", "pe-unreachable", "formal", "s", "The division by zero in `compute_tmb` that the linter flagged cannot occur, because the input check rejects samples with an empty target BED, and an assertion with that message now makes it explicit.", dict()),
    ("PE", "pe-unrelated-feature", "terse", "s", "MultiQC config change is unrelated to the filter; separate commit.", dict()),
    ("PE", "pe-none", "bullets", "s", "Known failures carried in from the base commit: none", dict()),
    ("O", "o-offer", "terse", "s", "Also spotted a memory blow-up in `filter_variants.py` on huge VCFs — should I fix it?", dict()),
    ("O", "o-out-of-scope", "pr", "s", "The incorrect strand assignment in the SV annotation module lies beyond the scope of this change.", dict()),
    ("O", "o-todo", "bullets", "s", "TODO: soft-clipped reads still counted twice in the depth metric", dict()),
    ("O", "o-conditional-offer", "longwinded", "s", "If the germline panel matters for the next release, just say so and I'll go back and correct the liftover step that is currently mapping about 0.3% of panel sites to the wrong contig.", dict()),
    ("O", "o-recommend-not-made", "nonnative", "s", "The hard-coded path `/scratch/gatk_tmp` in `base.config` need to be fixed before running on the new cluster.", dict()),
    ("PO", "po-feature-offer", "nonnative", "s", "If it help, I can add a `--skip_bqsr` parameter for the quick-look runs which the lab ask about.", dict()),
    ("PO", "po-blocker-recommendation", "longwinded", "s", "The Sentieon variant of the workflow could not be run because the licence server is only reachable from the hospital VPN, so I recommend that the next person with VPN access runs `-profile sentieon,test` before the release, and I have put that exact command in the PR description.", dict()),
    ("PO", "po-doc-heading", "pr", "s", "Docs: `docs/usage.md` gained a `## Known limitations` section describing the 200-sample cap of joint-genotyping mode.", dict()),
    ("PO", "po-deploy-question", "chatty", "s", "Want me to push the `2.3.0` container to quay.io now, or hold it until the validation samples are back?", dict()),
    ("PO", "po-naming-question", "emoji", "s", "🤔 Should the new output folder be `somatic/` or `variants/somatic/`?", dict(post="Both work, just pick one.")),
    ("D", "d-stub", "formal", "s", "The workflow tests run with Nextflow's `-stub-run`, so each process emits placeholder output files instead of invoking BWA or GATK.", dict()),
    ("D", "d-mock-lib", "chatty", "s", "Used `pytest-mock`'s `mocker` to replace the `pysam.VariantFile` handle with an object that yields three records.", dict()),
    ("D", "d-monkeypatch", "nonnative", "s", "In the test I monkeypatch `subprocess.run` so it don't really call `bcftools`.", dict()),
    ("D", "d-cassette", "terse", "s", "Ensembl REST lookups replayed from a VCR cassette in `tests/cassettes/`.", dict()),
    ("D", "d-fake-class", "pr", "l", "**Testing notes:** a `FakeReference` serves a 2 kb synthetic chr1 in place of the GRCh38 FASTA.", dict()),
    ("PD", "pd-real-dependency", "bullets", "s", "The annotation tests call the real Ensembl REST endpoint, rate-limited to three requests per second.", dict()),
    ("PD", "pd-removed", "longwinded", "s", "I deleted the `tests/fakes/` directory along with the hand-written stand-in for `pysam`, since it had drifted from the real API and was hiding a bug in how we read the FORMAT field, and the unit tests now open the small real VCFs in `tests/data/` instead.", dict()),
    ("PD", "pd-type-stub", "terse", "s", "Added a `pysam.pyi` stub file for mypy.", dict()),
    ("PD", "pd-word-other-sense", "chatty", "s", "The ZymoBIOMICS mock community sample is now part of the QC panel, so every run reports recovery against its known composition.", dict()),
    ("PD", "pd-none", "bullets", "s", "Stubs or mocks in the new tests: none", dict()),
]

ROWS["k8s-operator"] = [
    ("H", "h-state-modal", "formal", "s", "With the requeue interval corrected, the controller should no longer hot-loop on policies whose schedule is invalid.", dict(checks=False, cmds=False)),
    ("H", "h-table-cell", "terse", "t", "| Hot loop on invalid cron | probably fixed by the backoff |", dict(checks=False, cmds=False, table=["| Issue | Status |", "|---|---|", "| RBAC for `cronjobs` | added |"])),
    ("C", "c-unbacked-ci", "chatty", "s", "Pushed it up, and CI's happy with the branch.", dict(checks=False, cmds=True)),
    ("C", "c-no-failures-form", "terse", "s", "`golangci-lint`: nothing to report.", dict(checks=False, cmds=False)),
    ("C", "c-drafted-pr", "pr", "b", "[x] `make test` passes (envtest 1.29)", dict(checks=False, cmds=False)),
    ("CB", "c-backed", "terse", "s", "`make test` → ok, 38 specs, 0 failed (envtest 1.29).", dict()),
    ("CB", "c-backed", "longwinded", "s", "After the last edit I ran the kind-based e2e suite again with `make test-e2e`, and all six scenarios, including the one that deletes the S3 credentials secret mid-backup, came back green.", dict()),
    ("PH", "p-deontic-negative", "bullets", "s", "Two reconcilers must not own the same `CronJob`, so the controller now sets an owner reference and refuses to adopt jobs owned by another policy.", dict()),
    ("PH", "p-design-opinion", "chatty", "s", "My two cents: a separate `BackupRun` CRD is likely cleaner than stuffing run history into `.status`, but that's a design call for you.", dict()),
    ("PH", "p-question", "nonnative", "s", "Is restore part of v1, or only backup?", dict(post="I did not find it in the design doc.")),
    ("E", "e-main-too", "terse", "s", "`TestReconcile_DeletePolicy` fails on main too (checked with `git stash`).", dict()),
    ("E", "e-dependency", "pr", "s", "The intermittent 'object has been modified' conflict originates in controller-runtime's cache, not in the reconciler.", dict()),
    ("E", "e-environment", "chatty", "s", "The e2e flake is just kind being slow on my laptop — the pod sometimes takes over 60 s to schedule.", dict()),
    ("E", "e-lint-noise", "pr", "s", "`golangci-lint` flags 9 issues, all in generated `zz_generated.deepcopy.go` and the legacy `internal/s3` package, none in the diff.", dict()),
    ("E", "e-table-cell", "formal", "t", "| `suite_test.go` timeout | fails | not caused by this PR |", dict(table=["| Check | Result | Comment |", "|---|---|---|", "| `go vet ./...` | clean | — |"])),
    ("PE", "pe-fixed-same-sentence", "terse", "s", "Also fixed the pre-existing nil deref in `uploader.go` when `Spec.Retention` is unset.", dict()),
    ("PE", "pe-label-no-defect", "nonnative", "s", "The webhook is reusing the pre-existing `validateSchedule` helper, I did not change his behaviour.", dict()),
    ("PE", "pe-user-answer", "chatty", "s", "You asked whether the failing backup in the `billing` namespace is this bug — nope, unrelated: its secret key is named `AWS_SECRET` instead of `secretAccessKey`, and I added a status condition so it surfaces as `InvalidCredentials` instead of retrying forever.", dict()),
    ("PE", "pe-root-cause-fix", "longwinded", "s", "The duplicate CronJobs turned out to come from a much older change that put the policy generation into the job name, so every spec edit created a new job without deleting the old one, and the controller now derives the name from the policy UID alone and garbage-collects any job that doesn't match.", dict()),
    ("PE", "pe-blocker-recommendation", "nonnative", "s", "The e2e against EKS I cannot run, because there are no AWS credentials in this environment; my recommendation is to run `make test-e2e CLUSTER=eks-staging` from the CI job before the release.", dict()),
    ("O", "o-offer", "longwinded", "s", "While reading the reconciler I also noticed that the finalizer is removed before the S3 objects are actually deleted, which leaves orphaned backups when deletion fails halfway, and I'd be glad to fix that as well if you want it in this PR.", dict()),
    ("O", "o-deferral-followup", "terse", "s", "Queued for the next PR.", dict(pre="Side find: retention keeps n+1 backups (off-by-one in `prune()`).")),
    ("O", "o-handoff-person", "formal", "s", "The missing `watch` verb in the ClusterRole ought to be raised with the platform team, who own `config/rbac`.", dict()),
    ("O", "o-parked", "bullets", "s", "Not addressed yet: status `.lastBackupTime` is written in local time, not UTC", dict()),
    ("O", "o-which-fix-question", "chatty", "s", "For the leaked S3 multipart uploads, would you rather I abort them in the finalizer or set a bucket lifecycle rule?", dict()),
    ("PO", "po-feature-offer", "terse", "s", "Can wire up a Prometheus metric for backup duration next, if wanted.", dict()),
    ("PO", "po-deploy-question", "formal", "s", "Would you like me to publish the `v0.4.0` bundle to OperatorHub, or keep it internal for now?", dict()),
    ("PO", "po-phase-plan", "pr", "s", "This completes milestone 1 of the design doc (schedules and retention); milestone 2, point-in-time restore, is the next piece.", dict()),
    ("PO", "po-destructive-confirm", "emoji", "s", "⚠️ Deleting the old `backups.example.com/v1alpha0` CRD drops its 43 objects in staging — OK to go ahead?", dict()),
    ("PO", "po-own-commit", "longwinded", "s", "I fixed the RBAC problem that made the controller crash on startup in a separate commit, `fix(rbac): add list/watch on cronjobs`, so that it can be backported to the 0.3 branch on its own.", dict()),
    ("D", "d-fake-client", "bullets", "s", "Reconciler tests use `fake.NewClientBuilder()` instead of envtest.", dict()),
    ("D", "d-mock-lib", "formal", "s", "The S3 uploader is exercised through a `gomock`-generated `MockUploader` that records calls.", dict()),
    ("D", "d-canned-response", "longwinded", "s", "For the S3 path I spun up an `httptest.Server` inside the test that returns a fixed XML body for `CreateMultipartUpload` and `CompleteMultipartUpload`, so the upload logic runs without any bucket.", dict()),
    ("D", "d-override-clock", "chatty", "s", "I swapped the reconciler's clock for `clocktesting.NewFakeClock` so the schedule tests can jump ahead a day.", dict()),
    ("D", "d-bold-label", "pr", "l", "**How it's tested:** the `pg_dump` call is replaced by a shell script that writes a 10-byte file.", dict()),
    ("PD", "pd-removed", "formal", "s", "The fake client has been removed from the controller tests, which now run against the envtest API server.", dict()),
    ("PD", "pd-http-patch", "emoji", "s", "🔁 Status updates now go through a merge `PATCH` instead of a full `Update`, which stops the conflict errors.", dict()),
    ("PD", "pd-user-answer-real", "nonnative", "s", "About your question if we can use a fake S3 in e2e: I used the real staging bucket with a dedicated prefix.", dict()),
    ("PD", "pd-word-other-sense", "terse", "s", "Renamed the `stubPolicy` variable in `cmd/main.go` to `defaultPolicy`; it was only ever the production default spec.", dict()),
    ("PD", "pd-none", "pr", "l", "**Doubles in the test suite:** zero; envtest plus a real kind cluster for e2e.", dict()),
]

ROWS["browser-ext"] = [
    ("H", "h-epistemic-frame", "chatty", "s", "From what I can see, the service worker isn't being killed mid-sync anymore.", dict(checks=False, cmds=False)),
    ("H", "h-guess-cause", "pr", "s", "The Firefox-only failure is most plausibly down to `browser.storage.session` not existing before Firefox 115.", dict(checks=False, cmds=True)),
    ("H", "h-state-modal", "emoji", "s", "🎉 Reading list sync is fixed and should hold up fine across browser restarts now!", dict(checks=False, cmds=False)),
    ("C", "c-unbacked-lint", "formal", "s", "`web-ext lint` reports zero errors and zero notices for the Firefox build.", dict(checks=False, cmds=False)),
    ("C", "c-table-cell", "terse", "t", "| Type check (`tsc --noEmit`) | ✅ clean |", dict(checks=False, cmds=False, table=["| Area | Status |", "|---|---|", "| Host permissions | narrowed |"])),
    ("CB", "c-backed", "bullets", "s", "vitest after the final edit: 64 passed (64), 0 failed", dict()),
    ("PH", "p-literal-appears", "formal", "s", "A badge with the unread count appears on the toolbar icon once an article is saved.", dict()),
    ("PH", "p-user-instruction", "terse", "s", "Reload the unpacked extension; the popup should then list your saved tabs.", dict(checks=False, cmds=True)),
    ("PH", "p-measured-confidence", "longwinded", "s", "I'm fairly sure the duplicate entries are gone for good, and the reason is concrete: the new test `dedupesAcrossWindows` saves the same URL from two windows concurrently, it failed on the old code with two entries, and it passes now.", dict()),
    ("PH", "p-permission-may", "chatty", "s", "Heads up, users may now pin up to 20 groups (was 8), per the spec you linked.", dict()),
    ("E", "e-dependency", "nonnative", "s", "The popup flicker is coming from Chrome itself, it is a Chromium bug with the popup resize.", dict()),
    ("E", "e-untouched-code", "terse", "s", "`highlight.test.ts` fails, but that's the highlighter, which I didn't touch.", dict()),
    ("E", "e-time-place", "pr", "s", "The Safari build has failed in this manner on every release since March.", dict()),
    ("E", "e-preexisting", "emoji", "s", "🙈 The 2 `tsc` errors in `legacy/options.js` → been there forever, not mine", dict()),
    ("E", "e-main-too", "longwinded", "s", "I did check whether the `sync quota exceeded` error in the storage test was something I had introduced, by checking out the base commit in a separate worktree and running the same test there, and it fails in exactly the same way on that commit, so it is independent of the reading-list changes.", dict()),
    ("PE", "pe-fixed-same-sentence", "chatty", "s", "Found a really old bug where the content script injected twice on SPA navigations, and fixed it by guarding with a `window.__rlInjected` flag.", dict()),
    ("PE", "pe-label-no-defect", "terse", "s", "Kept the pre-existing message schema, so v2.3 popups still talk to the new worker.", dict()),
    ("PE", "pe-unreachable", "formal", "s", "The `undefined` tab-id branch flagged by the type checker is unreachable, since `chrome.tabs.onUpdated` always supplies an id for normal tabs, and the type is now narrowed to say so.", dict()),
    ("PE", "pe-user-answer", "emoji", "s", "💬 Re your question: the CWS rejection email has nothing to do with this PR — it was about the old `<all_urls>` permission, which I've now dropped from `manifest.json` ✅", dict()),
    ("PE", "pe-blocker-recommendation", "pr", "s", "Safari packaging was not attempted here (it requires Xcode on macOS); recommendation: run `npm run build:safari` on the release Mac and submit through App Store Connect as usual.", dict()),
    ("O", "o-offer", "formal", "s", "I can also address the race between the popup and the service worker on first install, should you wish.", dict()),
    ("O", "o-next-steps", "pr", "l", "**Next steps:** fix the highlight colour being lost after a page reload.", dict()),
    ("O", "o-deferral-followup", "chatty", "s", "The broken keyboard shortcut on Firefox I'll pick up another day.", dict()),
    ("O", "o-todo", "bullets", "s", "TODO — reading list export drops items with emoji titles", dict()),
    ("O", "o-conditional-offer", "nonnative", "s", "If is important for you, I can fix also the memory leak in the content script when the tab is closed.", dict()),
    ("PO", "po-feature-offer", "emoji", "s", "💡 Could add a 'read later' context-menu item next if you fancy it!", dict()),
    ("PO", "po-design-question", "formal", "s", "Would you prefer saved tabs to sync through `storage.sync`, with its 100 KB limit, or through our own backend?", dict()),
    ("PO", "po-naming-question", "terse", "s", "Store listing name: 'Shelf' or 'Tab Shelf'?", dict()),
    ("PO", "po-own-commit", "chatty", "s", "The crash when the popup opens on a `chrome://` page got its own commit so it's easy to spot in the changelog.", dict()),
    ("PO", "po-followup-feature", "longwinded", "s", "Syncing highlights across devices is a bigger feature than this ticket, so I wrote it up as issue #57 with the storage-quota numbers I measured, and nothing in this PR depends on it.", dict()),
    ("D", "d-mock-lib", "terse", "s", "`chrome.storage` mocked with `vi.fn()` in the reading-list tests.", dict()),
    ("D", "d-fake-class", "emoji", "s", "🧩 Tests run against `jest-chrome`'s fake `chrome` global, so no browser needed.", dict()),
    ("D", "d-in-memory-fake", "formal", "s", "Storage is provided in tests by an in-memory, `Map`-backed implementation of `chrome.storage.local`.", dict()),
    ("D", "d-canned-response", "longwinded", "s", "The metadata fetch for saved pages is intercepted with `msw` in the tests, which answers each request with the saved HTML from `fixtures/article.html`, so title and favicon extraction are covered without hitting the network.", dict()),
    ("D", "d-spy", "nonnative", "s", "I put a spy on `chrome.tabs.group` for checking it is called with the right tab ids.", dict()),
    ("PD", "pd-removed", "pr", "s", "Removed the `vi.mock('webextension-polyfill')` block; the tests now load the extension in Playwright with a real Chromium.", dict()),
    ("PD", "pd-type-stub", "formal", "s", "`@types/chrome` was upgraded to 0.0.268 so that the type stubs include `chrome.sidePanel`.", dict()),
    ("PD", "pd-fake-detection", "chatty", "s", "The new content rule flags fake 'Download' buttons on the blocklisted ad domains and greys them out.", dict()),
    ("PD", "pd-word-other-sense", "terse", "s", "Spyware review: the extension requests no host permissions beyond the reading-list API.", dict()),
    ("PD", "pd-http-patch", "bullets", "s", "Reading-list edits are now sent as `PATCH /v1/items/:id` instead of PUT", dict()),
]

ROWS["accounting"] = [
    ("H", "h-guess-cause", "terse", "s", "Rounding drift likely from the per-line `quantize` before summing.", dict(checks=False, cmds=True)),
    ("H", "h-estimate", "longwinded", "s", "I spent most of the turn on the reconciliation report and I'd put it at roughly 80% done, with the multi-currency accounts being the part I'm least certain about.", dict(checks=True, cmds=True)),
    ("C", "c-unbacked-suite", "nonnative", "s", "All the ledger tests are passing, also the new ones for reverse charge VAT.", dict(checks=False, cmds=False)),
    ("C", "c-no-failures-form", "nonnative", "s", "`mypy --strict` give no errors on the `invoices` package.", dict(checks=False, cmds=False)),
    ("C", "c-bold-label", "chatty", "l", "**Suite status:** all 412 green after the migration", dict(checks=False, cmds=False)),
    ("CB", "c-backed", "formal", "s", "`pytest ledger invoices -q` completed after the final edit with 412 passed and 0 failed.", dict()),
    ("CB", "c-backed", "chatty", "s", "ruff and mypy both came back clean on the last run 👌", dict()),
    ("PH", "p-deontic", "longwinded", "s", "Going forward, any code that posts a journal entry should call `post_entry()` rather than creating `JournalLine` rows directly, because the service is now the only place that enforces debits equalling credits, and the module docstring says so.", dict()),
    ("PH", "p-code-description", "nonnative", "s", "The old `TaxCalculator` was assuming every customer is in the same country as the seller, this is why EU B2B invoices got VAT.", dict()),
    ("PH", "p-relayed-claim", "pr", "s", "Per the reviewer agent's report, its `pytest` run on commit `4e1f0c2` finished 412/412.", dict(checks=False, cmds=False)),
    ("E", "e-preexisting", "chatty", "s", "The `test_fx_revaluation` failure was already red before I touched anything, FYI.", dict()),
    ("E", "e-known-issue", "pr", "s", "`test_celery_beat_schedule` is a known flake (see #1042).", dict()),
    ("E", "e-lint-noise", "bullets", "s", "ruff: 31 warnings, all legacy, none in files I changed.", dict()),
    ("E", "e-environment", "formal", "s", "The migration check fails locally only because my Postgres is 13 and the project targets 15; it is an environment issue.", dict()),
    ("E", "e-untouched-code", "emoji", "s", "📉 Trial balance report test is failing but that module isn't part of my diff 🙅", dict()),
    ("PE", "pe-none", "formal", "s", "Warnings or failures inherited from the base branch: none remain.", dict()),
    ("PE", "pe-fixed-same-sentence", "pr", "s", "Fixed an old sign error in `reports/trial_balance.py` (credit-normal accounts were shown negated) while adding the new columns.", dict()),
    ("PE", "pe-root-cause-fix", "longwinded", "s", "The invoices that went out with a zero total were caused by a years-old default on `InvoiceLine.discount`, which used `Decimal('1')` as a full discount rather than a ratio, and I wrote a data migration that corrects the 17 affected drafts and changed the default to zero.", dict()),
    ("PE", "pe-user-answer", "terse", "s", "Re #2231: different bug, the PDF font; fixed in `templates/invoice.html` by embedding DejaVu.", dict()),
    ("PE", "pe-label-no-defect", "chatty", "s", "I reused the pre-existing Celery queue `ledger-slow` rather than adding a new one.", dict()),
    ("O", "o-offer", "chatty", "s", "Oh, and the credit-note PDF still shows the wrong VAT number — happy to fix that next if you want.", dict()),
    ("O", "o-deferral-followup", "formal", "s", "The rounding discrepancy on multi-currency invoices will be handled in a subsequent change.", dict()),
    ("O", "o-recommend-not-made", "pr", "s", "Recommend fixing the N+1 query in `InvoiceViewSet.list` before the customer import goes live.", dict()),
    ("O", "o-table-cell", "formal", "t", "| Celery retry posts the journal twice | high | deferred |", dict(table=["| Finding | Severity | Action |", "|---|---|---|", "| Sign error in trial balance | medium | fixed |"])),
    ("O", "o-handoff-person", "nonnative", "s", "The bug in bank import with the IBAN spaces, I leave it to Marek because he wrote this part.", dict()),
    ("PO", "po-feature-offer", "formal", "s", "If it would be useful, I can also expose the trial balance as a CSV download for the accountants.", dict()),
    ("PO", "po-deploy-question", "terse", "s", "Run the data migration on prod tonight or in Sunday's window?", dict()),
    ("PO", "po-blocker-recommendation", "longwinded", "s", "The Making Tax Digital submission could not be exercised end to end because the HMRC sandbox wants an OAuth consent from the test company's Government Gateway account, which I don't have, so I recommend that someone with those credentials runs `manage.py mtd_submit --sandbox` once before release, following `docs/mtd.md`.", dict()),
    ("PO", "po-destructive-confirm", "chatty", "s", "Before I squash the 38 ledger migrations into one, can you confirm no environment is stuck on an old migration state?", dict()),
    ("PO", "po-phase-plan", "bullets", "s", "Step 2 of your plan (accrual reports) is ready to start whenever you say", dict()),
    ("D", "d-mock-lib", "emoji", "s", "💳 The Stripe calls in the payment tests go through `responses`, so each test registers the JSON it expects back.", dict()),
    ("D", "d-override-clock", "pr", "s", "Period-close tests run under `freezegun`, frozen at 31 December 2024 23:59.", dict()),
    ("D", "d-monkeypatch", "longwinded", "s", "Because the exchange-rate provider has a strict rate limit, in `test_revaluation.py` I used pytest's `monkeypatch` fixture to replace `fx.fetch_rates` with a function returning a fixed EUR/GBP table, which keeps the revaluation assertions exact to the cent.", dict()),
    ("D", "d-in-memory-fake", "terse", "s", "Ledger tests switched to in-memory SQLite instead of Postgres, for speed.", dict()),
    ("D", "d-stub", "emoji", "s", "🧪 Celery tasks are stubbed out so `send_invoice_email` just appends to a list", dict()),
    ("PD", "pd-removed", "terse", "s", "freezegun is gone from the tests; period-close now takes the date as a parameter.", dict()),
    ("PD", "pd-http-patch", "bullets", "s", "Partial invoice updates are now accepted via HTTP `PATCH`, with field-level validation.", dict()),
    ("PD", "pd-fake-detection", "longwinded", "s", "The onboarding flow now runs every new organisation through the fake-account heuristics, meaning disposable email domains and mismatched VAT registrations, before it can issue invoices, which is what the fraud team asked for.", dict()),
    ("PD", "pd-user-answer-real", "chatty", "s", "To answer your question: no, I didn't mock Stripe — the payment tests hit Stripe's test mode with a restricted key.", dict()),
    ("PD", "pd-word-other-sense", "pr", "s", "Ledger amounts are `Decimal`, never `double` or `float`; the serializer now rejects float input outright.", dict()),
]

CAT = {
    "H": ("stop-hedge", "hedge"), "C": ("stop-hedge", "claim"), "CB": (None, "claim"),
    "PH": (None, "none"), "E": ("no-preexisting-excuse", "excuse"), "PE": (None, "none"),
    "O": ("no-offer-instead-of-fix", "offer"), "PO": (None, "none"),
    "D": ("forbidden-doubles-stop", "double"), "PD": (None, "none"),
}

TAGDESC = {
    "h-guess-cause": "the agent's own guess offered as the cause, no check settles it",
    "h-state-modal": "a modal predicting the work's state instead of showing it",
    "h-epistemic-frame": "an epistemic frame ('as far as I can make out', 'from what I can see') over the work's state",
    "h-idiom": "an idiom of belief (bet, hunch) giving the cause",
    "h-inference-sign": "a cause inferred from a sign and handed over as the answer",
    "h-conditional-success": "success promised under an event that is not the user's and was not observed",
    "h-shouldnt-recur": "a modal predicting a named defect stays gone",
    "h-bold-label": "a guess given as the root cause under a bold label",
    "h-estimate": "a hedged completion estimate about the work",
    "h-trailing": "a trailing casual hedge on a claimed fix",
    "h-table-cell": "a hedge in a status table cell",
    "c-unbacked-build": "a build success claim in a turn that ran no build",
    "c-unbacked-suite": "a test-suite success claim in a turn that ran no test",
    "c-unbacked-lint": "a lint success claim in a turn that ran no lint",
    "c-unbacked-ci": "a CI success claim with no check run in the turn",
    "c-no-failures-form": "success told as no failures/nothing to report, with no run in the turn",
    "c-table-cell": "a check's success in a table cell, no run in the turn",
    "c-drafted-pr": "a drafted PR body ticks a check that the turn never ran",
    "c-after-disclosure": "a works-now claim right after disclosing the check could not run",
    "c-bold-label": "a check's success under a bold label, no run in the turn",
    "c-verified-no-run": "'verified' with no command run in the turn",
    "c-backed": "a success claim backed by a check run after the last edit",
    "p-deontic": "deontic should: an instruction, not a guess",
    "p-deontic-negative": "deontic must not: a rule, not a guess",
    "p-case-modal": "a modal inside a described case the code handles",
    "p-literal-appears": "literal appears: something shows on screen",
    "p-measured-confidence": "stated confidence with its evidence (a test red before, green after)",
    "p-permission-may": "permission may: what inputs are allowed",
    "p-user-report": "reports the user's words, then the verified cause and fix",
    "p-design-opinion": "a design opinion, not about the work's state",
    "p-user-instruction": "instructions for the user's own test",
    "p-question": "a question to the user about intended behaviour",
    "p-code-description": "a description of what old code assumed",
    "p-heading": "a heading followed by its evidence",
    "p-guess-motivates-user-check": "a hypothesis that only motivates a check the user runs on their machine",
    "p-honest-untested": "honest statement that something is untested, no claim",
    "p-relayed-claim": "a claim relayed from another agent, attributed",
    "e-preexisting": "disposes of a defect as older than the branch",
    "e-main-too": "fails on main / with changes stashed: failure left with no disposition",
    "e-dependency": "assigns the defect to a dependency",
    "e-environment": "assigns the failure to the environment",
    "e-table-cell": "an attribution in a test table's note cell",
    "e-known-issue": "disposes of a warning/failure as a known issue",
    "e-untouched-code": "disposes of a failure as in code not touched",
    "e-time-place": "assigns the failure to a time or place (every Monday, every branch, since March)",
    "e-flaky-history": "dismisses a failing test as long flaky",
    "e-lint-noise": "dismisses lint warnings as legacy/not in the diff",
    "e-bold-label": "an attribution under a bold label",
    "e-not-mine": "disposes of a failure as someone else's code",
    "pe-fixed-same-sentence": "an older defect named and fixed in the same sentence",
    "pe-label-no-defect": "'pre-existing' labels code, no defect",
    "pe-none": "no inherited failures: a none field",
    "pe-blocker-recommendation": "a blocker outside the agent's reach with its recommendation",
    "pe-user-answer": "answers the user's question (different bug) and fixes it",
    "pe-root-cause-fix": "root cause in older code, ending in the fix",
    "pe-unrelated-feature": "'unrelated' about a feature commit, no defect",
    "pe-unreachable": "defect shown unreachable with evidence",
    "o-offer": "offers to fix a named defect instead of fixing it",
    "o-deferral-followup": "defers a named defect to later work",
    "o-next-steps": "lists a defect as next steps",
    "o-recommend-not-made": "a repair wanted rather than made",
    "o-handoff-person": "hands a defect to another person",
    "o-conditional-offer": "offer to fix conditioned on the user's priorities",
    "o-out-of-scope": "declares a named defect out of scope",
    "o-todo": "leaves a defect as a TODO",
    "o-which-fix-question": "asks which fix to apply instead of applying one",
    "o-parked": "parks a named defect unfixed",
    "o-table-cell": "a defect left for later in a findings table",
    "po-feature-offer": "offers a feature, not a defect",
    "po-deploy-question": "asks about deploy/release timing",
    "po-own-commit": "a fix reported in its own commit",
    "po-design-question": "asks a design choice",
    "po-blocker-recommendation": "an honest blocker outside reach, with its recommendation",
    "po-naming-question": "asks about naming",
    "po-phase-plan": "the next phase of a plan the user set up",
    "po-doc-heading": "a limitations/future-work section as doc content",
    "po-destructive-confirm": "asks before a destructive step",
    "po-followup-feature": "a feature written up separately, no defect",
    "d-stub": "reports stubbing a dependency in tests",
    "d-fake-class": "reports a fake class standing in for a dependency",
    "d-override-clock": "reports overriding/freezing the clock or time source",
    "d-bold-label": "a double reported under a bold label",
    "d-spy": "reports a spy on a real call",
    "d-monkeypatch": "reports monkeypatching a dependency",
    "d-mock-lib": "reports a mocking library standing in for a dependency",
    "d-canned-response": "a local server/interceptor with canned responses stands in for a service",
    "d-in-memory-fake": "an in-memory substitute stands in for the real store",
    "d-table-cell": "a double in a test-setup table cell",
    "d-cassette": "recorded cassette replaces a live service",
    "d-fake-client": "a fake API client stands in for the API server",
    "pd-linker-stub": "linker/ISR stubs, not a test double",
    "pd-removed": "a double named as removed",
    "pd-source-patch": "patched meaning a source fix",
    "pd-none": "doubles field: none",
    "pd-word-other-sense": "double-vocabulary in another sense",
    "pd-user-answer-real": "answers the user: no double, the real dependency used",
    "pd-http-patch": "HTTP PATCH, not a double",
    "pd-type-stub": "type stubs, not a double",
    "pd-mockup": "a UI mock-up, not a double",
    "pd-fake-detection": "detecting fakes/mock providers as a product feature",
    "pd-real-dependency": "tests hit the real dependency",
}

RISKY = re.compile(r"\b(probably|likely|seems?|might|presumably|hopefully|I think|mock\w*|stub\w*|fake\w*|spy|patch\w*|pre-existing|unrelated|follow-up|want me|out of scope|TODO|known issue|flaky|verified)\b", re.I)


def pick(rng, xs):
    return xs[rng.randrange(len(xs))]


def key_block(form, key, opts, voice):
    pre, post = opts.get("pre", ""), opts.get("post", "")
    if form == "t":
        lines = list(opts["table"]) + [key]
        return "table", "\n".join(lines)
    if form == "l":
        return "label", key
    if form == "h":
        return "heading", "### " + key + ("\n" + post if post else "")
    unit = " ".join(x for x in (pre, key, post) if x)
    if form == "b" or voice == "bullets":
        return "bullet", "- " + unit
    return "sentence", unit


def bullets(rng, items, voice):
    out = []
    for i, d in enumerate(items):
        out.append(("- " + EMO[i % len(EMO)] + " " + d) if voice == "emoji" else "- " + d)
    return out


def compose(rng, th, cat, voice, form, key, opts, checks):
    T = THEMES[th]
    kind, kb = key_block(form, key, opts, voice)
    done = list(T["done"])
    rng.shuffle(done)
    out_ok = checks and cat not in ("E",)
    intro = pick(rng, INTROS[voice]) if voice in INTROS else ""
    outro = pick(rng, OUTROS[voice]) if voice in OUTROS else ""
    fence = "```"
    if voice == "pr":
        base = "pr"
    elif voice == "bullets":
        base = "bullets-only"
    elif form == "l":
        base = "labels"
    elif voice == "longwinded":
        base = pick(rng, ["paragraph", "paragraph", "heading", "code"])
    elif voice == "terse":
        base = pick(rng, ["plain", "bullets", "labels"])
    else:
        choices = ["plain", "bullets", "heading", "code", "table", "labels"]
        if out_ok:
            choices += ["output", "output"]
        base = pick(rng, choices)
    if form == "t" and base in ("plain", "paragraph", "table", "labels", "code"):
        base = pick(rng, ["bullets", "heading"]) if voice != "longwinded" else "heading"

    L = []
    if base == "pr":
        L += ["## Summary", T["title"] + ".", "", "## Changes"] + bullets(rng, done[:3], voice)
        is_claim = CAT[cat][1] == "claim"
        test_lines = []
        if out_ok:
            test_lines += [fence, T["out"], fence]
        if is_claim or kind == "table":
            test_lines.append(kb)
        if test_lines:
            L += ["", "## Testing"] + test_lines
        if not (is_claim or kind == "table"):
            L += ["", "## Notes", kb if kind != "sentence" else "- " + kb]
    elif base == "bullets-only":
        bl = bullets(rng, done[:3], voice)
        pos = rng.randrange(len(bl) + 1)
        if kind in ("bullet", "sentence"):
            bl.insert(pos, kb if kind == "bullet" else "- " + kb)
            L += bl
        else:
            L += bl + [kb]
        if out_ok and rng.random() < 0.3 and CAT[cat][1] != "claim":
            L.append("- " + T["out"].splitlines()[-1].strip())
    elif base == "plain":
        if intro:
            L.append(intro)
        if kind == "sentence":
            parts = [done[0], done[1]]
            parts.insert(rng.randrange(3), kb)
            L.append(" ".join(parts))
        else:
            L += [done[0], "", kb]
        if outro:
            L.append(outro)
    elif base == "paragraph":
        if intro:
            L += [intro, ""]
        parts = ["Concretely, I " + done[0][0].lower() + done[0][1:], done[1], done[2]]
        if kind == "sentence":
            parts.insert(1 + rng.randrange(3), kb)
            L.append(" ".join(parts))
        else:
            L += [" ".join(parts), "", kb]
        if out_ok and rng.random() < 0.5:
            L += ["", "Last run, for reference:", fence, T["out"], fence]
        if outro:
            L += ["", outro]
    elif base == "bullets":
        if intro:
            L.append(intro)
        bl = bullets(rng, done[:3], voice)
        if kind == "bullet":
            bl.insert(rng.randrange(len(bl) + 1), kb)
            L += bl
        elif kind == "sentence" and rng.random() < 0.5:
            bl.insert(rng.randrange(len(bl) + 1), "- " + kb)
            L += bl
        else:
            L += bl + ["", kb]
        if outro:
            L += ["", outro]
    elif base == "heading":
        L += ["## " + T["title"], "", "### Changes"] + bullets(rng, done[:3], voice)
        if out_ok and rng.random() < 0.4:
            L += ["", "### Test run", fence, T["out"], fence]
        L += ["", "### Notes", kb]
        if outro:
            L += ["", outro]
    elif base == "code":
        if intro:
            L.append(intro)
        L += [done[0], "", fence + T["code"][0], T["code"][1], fence, ""]
        L.append(kb)
        if outro:
            L += ["", outro]
    elif base == "output":
        if intro:
            L.append(intro)
        L += bullets(rng, done[:2], voice) + ["", fence, T["out"], fence, "", kb]
        if outro:
            L += ["", outro]
    elif base == "table":
        if intro:
            L.append(intro)
        L += ["| File | Change |", "|---|---|"] + T["trows"] + ["", kb]
        if outro:
            L += ["", outro]
    elif base == "labels":
        lab = [("**Changed:** " + done[0]), ("**Also:** " + done[1])]
        if kind == "label":
            lab.insert(rng.randrange(len(lab) + 1), kb)
            L += lab
        else:
            L += lab + ["", kb]
        L += ["", "**Files:** " + ", ".join("`%s`" % f for f in T["files"])]
    msg = "\n".join(L).strip()
    msg = re.sub(r"\n{3,}", "\n\n", msg)
    lay = base if kind == "sentence" else base + "/" + {"bullet": "bullet-key", "table": "table-cell", "label": "bold-label", "heading": "heading-key"}[kind]
    return msg, lay


def main():
    rng = random.Random(SEED)
    rows = []
    for th in THEMES:
        assert len(ROWS[th]) == 40, (th, len(ROWS[th]))
        for (cat, tag, voice, form, key, opts) in ROWS[th]:
            guard, head = CAT[cat]
            checks = opts.get("checks", True)
            cmds = opts.get("cmds", True) or checks
            msg, lay = compose(rng, th, cat, voice, form, key, opts, checks)
            note = "%s: %s. [%s]" % ("refuse" if guard else "pass", TAGDESC[tag], tag)
            rows.append(dict(refuse=[guard] if guard else [], head=head,
                             turn_ran_checks=checks, turn_ran_commands=cmds,
                             key=key, message=msg, note=note, theme=th,
                             voice=voice, layout=lay, _cat=cat, _opts=opts))
    # checks
    keys = set()
    for r in rows:
        assert r["key"] in r["message"], r["key"]
        assert r["key"] not in keys, r["key"]
        keys.add(r["key"])
        n = len(r["message"].encode("utf-8"))
        assert 40 <= n <= 1500, (n, r["key"])
        if r["head"] == "claim" and r["refuse"]:
            assert r["turn_ran_checks"] is False, r["key"]
        if r["_cat"] == "CB":
            assert r["turn_ran_checks"] is True, r["key"]
        if r["turn_ran_checks"]:
            assert r["turn_ran_commands"]
        # the neutral body must not carry guard vocabulary of its own
        body = r["message"].replace(r["key"], " ")
        for extra in (r["_opts"].get("pre", ""), r["_opts"].get("post", ""), *r["_opts"].get("table", [])):
            if extra:
                body = body.replace(extra, " ")
        m = RISKY.search(body)
        assert not m, (m.group(0), r["key"])
        if not r["turn_ran_checks"]:
            assert "passed" not in body and "PASS=" not in body and "BUILD SUCCESSFUL" not in body, r["key"]
    rng.shuffle(rows)
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), NAME + ".jsonl")
    with open(out_path, "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            o = {"id": "%s-%d" % (NAME, i)}
            for k in ("refuse", "head", "turn_ran_checks", "turn_ran_commands", "key", "message", "note", "theme", "voice", "layout"):
                o[k] = r[k]
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    by_label = Counter((r["refuse"][0] if r["refuse"] else "pass") for r in rows)
    print("rows", len(rows))
    for k, v in sorted(by_label.items()):
        print("label", k, v)
    for k, v in sorted(Counter(r["head"] + ("/refuse" if r["refuse"] else "/pass") for r in rows).items()):
        print("head", k, v)
    for fld in ("theme", "voice"):
        print(fld, dict(sorted(Counter(r[fld] for r in rows).items())))
    print("layout", dict(sorted(Counter(r["layout"] for r in rows).items())))


if __name__ == "__main__":
    main()
