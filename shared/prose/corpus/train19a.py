#!/usr/bin/env python3
"""train19a: a blind training batch for stop-hedge (claims and hedges).

Writes train19a.jsonl next to this file. Python 3 stdlib only, fixed seed:
the output is the same bytes on every run.

Rows: 120 refused unverified claims, 40 refused hedges, 100 near-miss claims
and 60 near-miss hedges that pass. Only stop-hedge is involved: refused rows
refuse ["stop-hedge"], every other row refuses [].
"""
import json
import os
import random
import re
from collections import Counter

NAME = "train19a"
SEED = 19019
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, NAME + ".jsonl")

# ---------------------------------------------------------------- themes
THEMES = [
    dict(
        theme="billing-django",
        third0='Stripe may deliver the same webhook more than once, so the handler dedupes on the event id.', third1="The bank's SFTP drop can arrive hours late on public holidays, which is why the import is idempotent.",
        comp="invoice exporter", page="invoice list page", export="monthly CSV export",
        endpoint="`POST /api/invoices/`", bug="the duplicate-invoice 500",
        fn="build_line_items", file="billing/exporters.py", file2="billing/serializers.py",
        test_cmd="pytest -q", build_cmd="docker compose build api", lint_cmd="ruff check .",
        lint_name="ruff", type_name="mypy", suite="pytest suite", n=212, job="lint", ci_run="8812",
        cli="python manage.py export_invoices --month 2024-03",
        migrate_cmd="python manage.py migrate", test_dir="billing/tests",
        fixture="fixtures/dup_invoice.json", setting="INVOICE_ROUNDING",
        integ="integration tests", reason="they need a Postgres 15 service this sandbox does not have",
        req="the private PyPI mirror", lang="python",
        output="$ pytest -q\n........................................................ [ 26%]\n...\n212 passed, 3 skipped in 4.81s",
        out_lint="$ ruff check .\nAll checks passed!",
        diffstat=" billing/exporters.py   | 41 ++++++++++-------\n billing/serializers.py |  9 +++-\n 2 files changed, 33 insertions(+), 17 deletions(-)",
        code="qs = (InvoiceLine.objects\n      .filter(invoice__in=invoices)\n      .values('invoice_id')\n      .annotate(total=Sum('amount')))",
        cmd_note="Generated the migration `0042_invoice_unique_number.py` with `makemigrations`.",
        edits=[
            "Replaced the per-line query in `build_line_items` with a single aggregate over `InvoiceLine`.",
            "Added a unique constraint on `(customer_id, number)` in `billing/models.py`.",
            "Moved the rounding into `InvoiceSerializer.to_representation` so the API and the CSV share it.",
            "Wrapped invoice creation in `transaction.atomic()` with `select_for_update` on the counter row.",
            "Added a regression test module `billing/tests/test_numbering.py` for the duplicate-number case.",
        ],
        why=[
            "The exporter built one query per invoice line, so a 400-line month meant 400 round trips.",
            "Two requests could read the same next-number value before either committed, which is how duplicates got in.",
        ],
        feats=["✅ Added the `--since` option to `export_invoices`",
               "- [x] `INVOICE_ROUNDING` setting (half-up by default)"],
        branch="fix/dup-invoice",
    ),
    dict(
        theme="logq-rust-cli",
        third0='S3 may answer with a 503 SlowDown under burst load; the uploader backs off on those.', third1='Some log shippers might split one line across two gzip members, so the reader handles member boundaries.',
        comp="ingest pipeline", page="`logq tail` view", export="JSON summary report",
        endpoint="the `/ingest` handler", bug="the panic on truncated gzip frames",
        fn="parse_frame", file="src/ingest/frame.rs", file2="src/cli/tail.rs",
        test_cmd="cargo test", build_cmd="cargo build --release", lint_cmd="cargo clippy -- -D warnings",
        lint_name="clippy", type_name="cargo check", suite="cargo test suite", n=148, job="clippy", ci_run="4471",
        cli="logq tail --since 1h fixtures/app.log.gz",
        migrate_cmd="logq index --rebuild", test_dir="tests/ingest",
        fixture="fixtures/truncated.gz", setting="max_frame_bytes",
        integ="end-to-end tests against the S3 bucket", reason="there are no AWS credentials in this environment",
        req="a nightly toolchain", lang="rust",
        output="$ cargo test\n   Compiling logq v0.9.2\n    Finished test [unoptimized + debuginfo] target(s) in 21.04s\n     Running unittests src/lib.rs\ntest result: ok. 148 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.37s",
        out_lint="$ cargo clippy -- -D warnings\n    Checking logq v0.9.2\n    Finished dev [unoptimized + debuginfo] target(s) in 6.12s",
        diffstat=" src/ingest/frame.rs | 37 +++++++++++++++++++++++++------\n src/cli/tail.rs     | 12 ++++++++--\n 2 files changed, 40 insertions(+), 9 deletions(-)",
        code="let Some(len) = header.len().checked_sub(HEADER_BYTES) else {\n    return Err(FrameError::Truncated { at: offset });\n};",
        cmd_note="Regenerated `Cargo.lock` with `cargo update -p flate2`.",
        edits=[
            "`parse_frame` now returns `FrameError::Truncated` instead of indexing past the buffer.",
            "Added a `max_frame_bytes` knob to `Config` with a 16 MiB default.",
            "Split the decoder loop out of `tail.rs` into `ingest::decode_stream`.",
            "Swapped `unwrap()` on the header length for `checked_sub`.",
            "Added `tests/ingest/truncated.rs` with a 3-byte gzip fixture.",
        ],
        why=[
            "The header length was subtracted without a bounds check, so a frame cut mid-header underflowed.",
            "The decoder assumed every read filled the buffer, which only holds for local files.",
        ],
        feats=["✅ `--since` now accepts relative durations like `90m`",
               "- [x] New `--format ndjson` output mode for `logq tail`"],
        branch="fix/truncated-gzip",
    ),
    dict(
        theme="analytics-nextjs",
        third0='Safari might block the third-party cookie, which is why the login now uses a first-party redirect.', third1="Stripe's reporting API can lag by up to an hour, so the chart labels the last bucket as partial.",
        comp="revenue chart", page="analytics overview page", export="PDF report export",
        endpoint="`/api/metrics`", bug="the blank chart on first load",
        fn="useMetricsQuery", file="src/components/RevenueChart.tsx", file2="src/hooks/useMetricsQuery.ts",
        test_cmd="npm test", build_cmd="npm run build", lint_cmd="npm run lint",
        lint_name="ESLint", type_name="tsc", suite="Jest suite", n=94, job="typecheck", ci_run="2290",
        cli="npm run report -- --range 30d",
        migrate_cmd="npx prisma migrate deploy", test_dir="src/__tests__",
        fixture="fixtures/metrics-30d.json", setting="NEXT_PUBLIC_CHART_POINTS",
        integ="Playwright e2e suite", reason="the container has no browser binaries",
        req="Node 20", lang="tsx",
        output="$ npm test\n\n PASS  src/__tests__/RevenueChart.test.tsx\n PASS  src/__tests__/useMetricsQuery.test.ts\n\nTest Suites: 17 passed, 17 total\nTests:       94 passed, 94 total\nTime:        6.204 s",
        out_lint="$ npm run lint\n\n> next lint\n\n✔ No ESLint warnings or errors",
        diffstat=" src/components/RevenueChart.tsx | 28 ++++++++++++-------\n src/hooks/useMetricsQuery.ts    | 15 +++++++---\n 2 files changed, 29 insertions(+), 14 deletions(-)",
        code="const { data, isPending } = useMetricsQuery(range);\nif (isPending) return <ChartSkeleton />;\nreturn <Line data={toSeries(data)} />;",
        cmd_note="Ran `npx prisma generate` after adding the `rangeDays` column.",
        edits=[
            "`RevenueChart` renders a skeleton until `useMetricsQuery` has data, instead of mapping over `undefined`.",
            "Moved the series transform into `toSeries()` in `src/lib/series.ts`.",
            "The query key now includes the date range, so switching ranges refetches.",
            "Added `RevenueChart.test.tsx` covering the pending and empty states.",
            "Dropped the unused `moment` import from the chart.",
        ],
        why=[
            "On first load the component rendered before the query resolved and mapped over `undefined`.",
            "The query key ignored the range, so the cache served the previous range's data.",
        ],
        feats=["✅ Range picker (7d / 30d / 90d) on the overview page",
               "- [x] CSV download button next to the chart"],
        branch="fix/blank-chart",
    ),
    dict(
        theme="shiptrack-go",
        third0="DHL's tracking API may send events out of order, so the poller sorts by `occurred_at` before writing.", third1='The carrier sandbox can return a 429 during its quota reset, and `pollCarrier` already retries those.',
        comp="tracking poller", page="shipment detail view", export="carrier reconciliation report",
        endpoint="the `GetShipment` RPC", bug="the deadline-exceeded errors on `ListEvents`",
        fn="pollCarrier", file="internal/tracker/poller.go", file2="internal/store/events.go",
        test_cmd="go test ./...", build_cmd="go build ./...", lint_cmd="golangci-lint run",
        lint_name="golangci-lint", type_name="go vet", suite="Go test suite", n=63, job="golangci", ci_run="1187",
        cli="shiptrack reconcile --carrier dhl --day 2024-05-02",
        migrate_cmd="goose up", test_dir="internal/tracker",
        fixture="testdata/dhl_events.json", setting="POLL_INTERVAL",
        integ="store tests", reason="they need the Postgres testcontainer and Docker is not available here",
        req="the buf CLI", lang="go",
        output="$ go test ./...\nok  \tgithub.com/acme/shiptrack/internal/tracker\t0.412s\nok  \tgithub.com/acme/shiptrack/internal/store\t1.038s\nok  \tgithub.com/acme/shiptrack/internal/api\t0.207s",
        out_lint="$ golangci-lint run\n$ echo $?\n0",
        diffstat=" internal/tracker/poller.go | 33 +++++++++++++++++---------\n internal/store/events.go   | 18 +++++++++-----\n 2 files changed, 34 insertions(+), 17 deletions(-)",
        code="ctx, cancel := context.WithTimeout(ctx, 5*time.Second)\ndefer cancel()\nrows, err := s.db.QueryContext(ctx, listEventsSQL, id, limit)",
        cmd_note="Regenerated the protobuf stubs with `buf generate`.",
        edits=[
            "`ListEvents` now pages with a keyset cursor instead of `OFFSET`.",
            "Added an index on `events(shipment_id, occurred_at)` in migration `0019`.",
            "`pollCarrier` takes a per-call context with a 5 s timeout.",
            "Moved the carrier client behind the `Carrier` interface in `internal/tracker`.",
            "Added a table test for the cursor encoding in `events_test.go`.",
        ],
        why=[
            "`ListEvents` used `OFFSET`, so deep pages scanned every earlier row.",
            "The poller shared one background context, so a slow carrier held every later call.",
        ],
        feats=["✅ `reconcile` subcommand with a `--carrier` filter",
               "- [x] Prometheus counter `shiptrack_poll_errors_total`"],
        branch="fix/listevents-deadline",
    ),
    dict(
        theme="clinic-flutter",
        third0='Android may kill the app in the background mid-reservation, so the pending slot id is persisted.', third1="The clinic's calendar provider might return slots in local time with no offset, which the parser reads in the clinic's zone.",
        comp="booking flow", page="appointment calendar screen", export="weekly schedule PDF",
        endpoint="the `/slots` call", bug="the double booking when a slot is tapped twice",
        fn="reserveSlot", file="lib/booking/slot_controller.dart", file2="lib/booking/calendar_view.dart",
        test_cmd="flutter test", build_cmd="flutter build apk --release", lint_cmd="dart analyze",
        lint_name="dart analyze", type_name="the analyzer", suite="widget tests", n=57, job="analyze", ci_run="733",
        cli="dart run tool/export_schedule.dart --week 19",
        migrate_cmd="dart run build_runner build", test_dir="test/booking",
        fixture="test/fixtures/slots_week19.json", setting="bookingLeadMinutes",
        integ="integration_test run on a device", reason="no emulator or device is attached",
        req="the Android SDK", lang="dart",
        output="$ flutter test\n00:04 +12: test/booking/slot_controller_test.dart\n00:09 +57: All tests passed!",
        out_lint="$ dart analyze\nAnalyzing clinic_app...\nNo issues found!",
        diffstat=" lib/booking/slot_controller.dart | 26 ++++++++++++++-------\n lib/booking/calendar_view.dart   |  8 ++++---\n 2 files changed, 23 insertions(+), 11 deletions(-)",
        code="if (_pending.contains(slot.id)) return;\n_pending.add(slot.id);\ntry {\n  await api.reserve(slot.id);\n} finally {\n  _pending.remove(slot.id);\n}",
        cmd_note="Ran `flutter pub upgrade riverpod` to move to 2.5.",
        edits=[
            "`reserveSlot` ignores a second tap while the first reservation is in flight.",
            "The slot tile is disabled while `_pending` holds its id.",
            "Moved the opening-hours lookup into `ClinicRepository`.",
            "Added `slot_controller_test.dart` with a double-tap case.",
            "The calendar now reads `bookingLeadMinutes` from remote config.",
        ],
        why=[
            "Each tap started its own `reserve` call, and the backend accepted both.",
            "The tile stayed enabled during the request, so nothing stopped a second tap.",
        ],
        feats=["✅ Opening hours shown under the clinic map",
               "- [x] Pull-to-refresh on the calendar screen"],
        branch="fix/double-booking",
    ),
    dict(
        theme="inventory-kotlin",
        third0='The ERP export may list the same SKU twice with different casing, so SKUs are normalised first.', third1='Kafka can redeliver a message after a rebalance, so the consumer keys on the reservation id.',
        comp="stock reservation service", page="stock levels page", export="end-of-day stock export",
        endpoint="`PUT /reservations/{id}`", bug="the optimistic-lock exceptions under load",
        fn="reserveStock", file="src/main/kotlin/com/depot/stock/ReservationService.kt",
        file2="src/main/kotlin/com/depot/stock/StockRepository.kt",
        test_cmd="./gradlew test", build_cmd="./gradlew build", lint_cmd="./gradlew ktlintCheck",
        lint_name="ktlint", type_name="detekt", suite="Gradle test task", n=131, job="ktlint", ci_run="5630",
        cli="./gradlew bootRun --args='--export=eod'",
        migrate_cmd="./gradlew flywayMigrate", test_dir="src/test/kotlin/com/depot/stock",
        fixture="src/test/resources/reservations-burst.json", setting="stock.reservation.ttl",
        integ="Testcontainers suite", reason="Docker is not available in this sandbox",
        req="a JDK 21 toolchain", lang="kotlin",
        output="$ ./gradlew test\n> Task :test\n131 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 38s\n6 actionable tasks: 2 executed, 4 up-to-date",
        out_lint="$ ./gradlew ktlintCheck\n> Task :ktlintMainSourceSetCheck\n\nBUILD SUCCESSFUL in 7s",
        diffstat=" .../depot/stock/ReservationService.kt | 31 ++++++++++++------\n .../depot/stock/StockRepository.kt    | 12 +++++---\n 2 files changed, 30 insertions(+), 13 deletions(-)",
        code="@Retryable(OptimisticLockingFailureException::class, maxAttempts = 3)\nfun reserveStock(sku: String, qty: Int): Reservation =\n    repo.decrementAvailable(sku, qty)",
        cmd_note="Ran `./gradlew flywayMigrate` against the local H2 profile to apply `V23__reservation_ttl.sql`.",
        edits=[
            "`reserveStock` decrements availability with a single conditional `UPDATE` instead of read-modify-write.",
            "Added `@Retryable` for `OptimisticLockingFailureException` with three attempts.",
            "Added a `ttl` column and migration `V23__reservation_ttl.sql`.",
            "Moved the SKU validation into `SkuValidator`.",
            "Added `ReservationServiceTest` with a concurrent-burst case.",
        ],
        why=[
            "The service loaded the row, subtracted in memory and saved, so concurrent writers collided on the version column.",
            "Expired reservations were never released, so availability drifted down over the day.",
        ],
        feats=["✅ Reservation TTL, configurable via `stock.reservation.ttl`",
               "- [x] `GET /reservations?sku=` filter"],
        branch="fix/optimistic-lock",
    ),
    dict(
        theme="runners-terraform",
        third0="AWS might reclaim a spot runner with two minutes' warning, so the handler drains on the interruption notice.", third1='GitHub can send the `workflow_job` webhook twice, so the Lambda dedupes on the job id.',
        comp="runner autoscaler", page="Grafana runner dashboard", export="weekly cost report",
        endpoint="the scale-up Lambda", bug="the runners stuck in `pending`",
        fn="scale_up_handler", file="modules/runners/main.tf", file2="lambdas/scale_up/handler.py",
        test_cmd="go test ./test/...", build_cmd="terraform plan", lint_cmd="tflint",
        lint_name="tflint", type_name="terraform validate", suite="Terratest suite", n=12, job="tflint", ci_run="342",
        cli="make cost-report WEEK=2024-W18",
        migrate_cmd="terraform apply", test_dir="test/",
        fixture="test/fixtures/queued_event.json", setting="runner_max_count",
        integ="live scale-up test in the sandbox account", reason="it needs the GitHub App private key, which is not available here",
        req="AWS credentials", lang="hcl",
        output="$ terraform validate\nSuccess! The configuration is valid.\n$ go test ./test/... -run TestScaleUp\nok  \tgithub.com/acme/ci-runners/test\t48.913s",
        out_lint="$ tflint\n$ echo $?\n0",
        diffstat=" modules/runners/main.tf      | 22 ++++++++++++------\n lambdas/scale_up/handler.py  | 17 +++++++++++-----\n 2 files changed, 27 insertions(+), 12 deletions(-)",
        code="resource \"aws_lambda_event_source_mapping\" \"scale_up\" {\n  event_source_arn = aws_sqs_queue.queued_builds.arn\n  function_name    = aws_lambda_function.scale_up.arn\n  batch_size       = 10\n}",
        cmd_note="Ran `terraform init -upgrade` to pull the 5.x AWS provider.",
        edits=[
            "The scale-up Lambda now reads from the SQS queue through an event source mapping instead of polling.",
            "`runner_max_count` moved from a local to a module variable.",
            "`scale_up_handler` deletes the message only after the instance launch returns.",
            "Tightened the IAM policy to `ec2:RunInstances` on the launch template only.",
            "Added a Terratest case `TestScaleUpFromQueue`.",
        ],
        why=[
            "The handler deleted the queue message before launching, so a failed launch lost the job.",
            "The max count was hard-coded at 4, below what the busy hours need.",
        ],
        feats=["✅ `runner_max_count` exposed as a module input",
               "- [x] Cost-allocation tags on every runner instance"],
        branch="fix/pending-runners",
    ),
    dict(
        theme="audio-cpp",
        third0='Some USB interfaces may report a different buffer size than the one requested, so `open` reads it back.', third1='PulseAudio can switch the sample rate when another app opens the device, so the mixer listens for that change.',
        comp="audio mixer", page="mixer debug overlay", export="WAV bounce export",
        endpoint="the `AudioDevice::open` path", bug="the crackle on buffer underrun",
        fn="Mixer::render", file="src/audio/mixer.cpp", file2="src/audio/ring_buffer.hpp",
        test_cmd="ctest --output-on-failure", build_cmd="cmake --build build", lint_cmd="clang-tidy -p build",
        lint_name="clang-tidy", type_name="the -Werror build", suite="Catch2 suite", n=86, job="tidy", ci_run="919",
        cli="./build/bounce --scene forest --out forest.wav",
        migrate_cmd="cmake -S . -B build", test_dir="tests/audio",
        fixture="tests/data/sine_440.wav", setting="AUDIO_BLOCK_FRAMES",
        integ="device tests", reason="there is no sound device in the container",
        req="the ALSA headers", lang="cpp",
        output="$ ctest --output-on-failure\nTest project /src/engine/build\n...\n100% tests passed, 0 tests failed out of 86\n\nTotal Test time (real) =   3.41 sec",
        out_lint="$ clang-tidy -p build src/audio/mixer.cpp\n(no output)",
        diffstat=" src/audio/mixer.cpp       | 29 +++++++++++++++++--------\n src/audio/ring_buffer.hpp | 14 ++++++++----\n 2 files changed, 31 insertions(+), 12 deletions(-)",
        code="const auto avail = ring_.readable();\nif (avail < frames) {\n    std::fill_n(out + avail * ch, (frames - avail) * ch, 0.0f);\n}",
        cmd_note="Regenerated `src/audio/wavetables.inc` with `python tools/gen_tables.py`.",
        edits=[
            "`Mixer::render` zero-fills the tail of the block when the ring buffer runs short.",
            "`RingBuffer::readable()` now uses acquire loads on the write index.",
            "Exposed `AUDIO_BLOCK_FRAMES` as a CMake option (default 256).",
            "Moved the resampler state out of the audio callback into `Voice`.",
            "Added `tests/audio/underrun_test.cpp`.",
        ],
        why=[
            "On underrun the mixer copied stale samples from the previous block, which is the crackle.",
            "The read index was loaded relaxed, so the callback could see a write index ahead of the data.",
        ],
        feats=["✅ Per-bus gain sliders in the mixer debug overlay",
               "- [x] `--out` flag for the `bounce` tool"],
        branch="fix/underrun-crackle",
    ),
]

for t in THEMES:
    t["Bug"] = t["bug"][0].upper() + t["bug"][1:]
    t["Comp"] = t["comp"][0].upper() + t["comp"][1:]

# ---------------------------------------------------------------- keys
# (template, count, names_check)  names_check: the claim names a test/build/lint/type/CI check
R_CLAIMS = {
    "c-via-result": [
        ("The {page} now comes up in well under a second, where before it hung for the full 30 s.", 2, False),
        ("The {export} produces the right totals for every month in the fixture set.", 2, False),
        ("Running `{cli}` now gives exactly the expected output, no stray rows.", 2, False),
        ("After the change {endpoint} returns the full payload instead of the truncated one.", 2, False),
        ("Feeding the {comp} an empty batch now yields an empty result rather than the crash from before.", 2, False),
        ("Memory stays flat over a full {export} run now, with no more creep past 2 GB.", 2, False),
        ("The duplicate rows are gone from the {export}: each record shows up exactly once.", 2, False),
        ("The retry path kicks in as intended and the {comp} recovers by itself after an upstream blip.", 1, False),
    ],
    "c-predicted-fix": [
        ("This resolves {bug}.", 2, False),
        ("With that change in place, {bug} is gone for good.", 2, False),
        ("That takes care of {bug} once and for all.", 2, False),
        ("The root cause was the unguarded read in `{fn}`, and guarding it puts an end to {bug}.", 2, False),
        ("Once this merges, {bug} stops happening.", 2, False),
        ("Swapping the order of the two writes removes the race behind {bug} entirely.", 2, False),
        ("Net effect: no more {bug}.", 2, False),
        ("{Bug}, which you reported last week, is now a thing of the past.", 1, False),
    ],
    "c-bare": [
        ("Tests pass.", 1, True),
        ("The {suite} is green.", 2, True),
        ("`{lint_cmd}` is clean.", 2, True),
        ("On my machine, {type_name} comes back with zero errors.", 2, True),
        ("All {n} tests are passing now.", 2, True),
        ("`{build_cmd}` goes through without a single warning.", 2, True),
        ("Working as expected now.", 1, False),
        ("The {comp} is confirmed working.", 2, False),
        ("It's passing.", 1, True),
    ],
    "c-after-disclosure": [
        ("The unit tests pass, though.", 1, True),
        ("That said, the rest of the {suite} is green.", 2, True),
        ("Everything else I touched compiles and checks out.", 1, True),
        ("Still, {lint_name} reports nothing and the change itself works as intended.", 2, True),
        ("The part that matters here, the logic in `{fn}`, is verified.", 2, False),
        ("Otherwise `{build_cmd}` succeeds cleanly.", 2, True),
        ("Apart from that one, all {n} tests are passing.", 2, True),
        ("Beyond that gap, the fix for {bug} is confirmed.", 2, False),
        ("The remaining checks ({lint_name}, {type_name}) came back clean regardless.", 1, True),
    ],
    "c-emoji-count": [
        ("✅ Tests: {n} passed, 0 failed", 2, True),
        ("{lint_name} ✔", 2, True),
        ("🟢 build · 🟢 tests · 🟢 {type_name}", 2, True),
        ("✔️ {n}/{n} green", 2, True),
        ("🧪 {n} passing 💯", 2, True),
        ("☑️ {type_name}: 0 errors", 2, True),
        ("✅ {lint_name}, ✅ format, ✅ test", 2, True),
        ("✅ Works on the sample data", 1, False),
    ],
    "c-everything": [
        ("Everything passes.", 1, True),
        ("All good on my side, nothing broke in the {comp}.", 2, True),
        ("No regressions anywhere in the {suite}.", 2, True),
        ("The whole thing is green end to end, from {lint_name} through the tests.", 2, True),
        ("Nothing else was affected; the full {suite} still runs clean.", 2, True),
        ("All checks are happy with the `{branch}` branch.", 2, True),
        ("Zero failures across the board.", 1, True),
        ("Every test still passes after the move to `{file2}`.", 2, True),
        ("All good, nothing broke.", 1, False),
    ],
    "c-table-label": [
        ("**Status:** green", 1, True),
        ("| Tests | ✅ passing ({n}) |", 2, True),
        ("**Verification:** done, all {n} tests pass", 2, True),
        ("| {lint_name} | clean |", 2, True),
        ("**Build:** `{build_cmd}` succeeds", 2, True),
        ("**Result:** the {export} matches the reference totals", 2, False),
        ("| CI ({job}) | all green |", 2, True),
        ("**Tested:** yes, the {comp} works end to end", 2, False),
    ],
    "c-closing": [
        ("All in all, everything's passing and the `{branch}` branch is good to ship.", 2, True),
        ("Bottom line: the build is green and the {comp} does what it should.", 2, True),
        ("Tests are green, so it's over to you for review.", 1, True),
        ("That's it for {bug}: verified and working.", 2, False),
        ("Wrapping up: the {suite} passes and nothing regressed.", 2, True),
        ("Done, and confirmed working against `{fixture}`.", 2, False),
        ("And with that, we're back to green on the {suite}.", 2, True),
        ("So we're in good shape: {lint_name} clean, {type_name} clean, tests passing.", 2, True),
    ],
}

R_HEDGES = {
    "h-guess-cause": [
        ("The stall is most likely the connection pool running dry while the {comp} does its nightly batch.", 2),
        ("My money's on a stale cache entry in the {comp} being what served the old values.", 2),
        ("I suspect the culprit is the timezone handling inside `{fn}`.", 1),
    ],
    "h-state-modal": [
        ("{Bug} ought to be sorted with this.", 2),
        ("That should be enough to get the {comp} back on its feet.", 2),
        ("With the guard added, the flaky case in `{test_dir}` may well stop flaking.", 1),
    ],
    "h-idiom": [
        ("As far as I can tell, the {comp} is behaving now.", 2),
        ("If I had to bet, the change in `{fn}` is what cleared up {bug}.", 2),
        ("My sense is the refactor of `{file2}` didn't change any behaviour.", 1),
    ],
    "h-conditional": [
        ("Once the cache warms up again, the {page} will be quick.", 2),
        ("After the next nightly sync runs, the missing rows in the {export} will fill themselves in.", 2),
        ("When the rollout finishes, {bug} will stop.", 1),
    ],
    "h-estimate": [
        ("That gets the {comp} maybe ninety percent of the way there.", 2),
        ("The edge cases left in `{fn}` are a handful at most, I'd guess.", 2),
        ("Give or take, the {export} is accurate to within a few cents now.", 1),
    ],
    "h-indirect": [
        ("Everything points to the serializer in `{file2}` as the source of the drift.", 2),
        ("The trace gives every sign of the {comp} being killed mid-batch.", 2),
        ("From what I can see, nothing else depends on the old `{setting}` default.", 1),
    ],
    "h-table-cell": [
        ("| Root cause | probably the N+1 in `{fn}` |", 2),
        ("| {Bug} | should be fixed |", 2),
        ("**Likely cause:** a race between the two writers in `{file}`", 1),
    ],
    "h-trailing": [
        ("Pushed the change to `{file}`, which should do the trick.", 2),
        ("Swapped the comparator in `{fn}`; I think that's it.", 2),
        ("Bumped the timeout to 30 s, fingers crossed.", 1),
    ],
}

N_CLAIMS = {
    "n-claim-ran": [
        ("All {n} tests pass, per the run above.", 2),
        ("{lint_name} is clean after the change (output above).", 2),
        ("✅ Tests: {n} passed on the final run", 2),
        ("**Status:** green on the `{test_cmd}` run after the last edit", 2),
        ("Everything passes, including the new regression test for {bug}.", 2),
        ("The new test for `{fn}` exercises the fixed path and passes, as the output shows.", 2),
        ("With the fix, the {export} golden-file test matches again; as the run shows.", 2),
        ("Nothing broke: the full {suite} ran green after the last edit.", 2),
        ("| Tests | {n} passed |", 2),
        ("Bottom line, from the output above: `{test_cmd}` is green.", 2),
        ("The re-run after the final edit to `{file}` is clean.", 2),
        ("I re-ran `{test_cmd}` after the last change and it passed, log pasted above.", 2),
        ("The build is green again.", 1),
    ],
    "n-feature-list": [
        ("{feat0}", 8),  # theme-specific checklist items, one frame per theme
        ("{feat1}", 7),
    ],
    "n-relayed": [
        ("You mentioned the staging smoke run came back green on your side, so I left `{file2}` alone.", 2),
        ("Per the CI run you linked (#{ci_run}), the `{job}` job passed on the previous commit.", 2),
        ("The review subagent reported \"{n} passed, 0 failed\" for `{test_dir}` after its own run.", 2),
        ("According to your message, the {page} loads fine for you now.", 2),
        ("GitHub Actions marked the `{job}` job green on run {ci_run}, which you pasted above.", 2),
        ("As the QA note you forwarded says, the {export} totals matched the finance sheet.", 2),
        ("You said `{test_cmd}` passes locally for you, and I did not touch the test files.", 2),
        ("The background agent's summary reads: \"build OK, {n} tests, 0 failures\".", 1),
    ],
    "n-describes-code": [
        ("`{fn}` returns early when its input is empty, before the validation step runs.", 2),
        ("The `/healthz` probe reports ready only after `{fn}` has completed its first cycle.", 2),
        ("If `{lint_cmd}` finds anything, the pre-commit hook exits non-zero and blocks the commit.", 2),
        ("The CI workflow marks the build green only after both the `{job}` and test jobs succeed.", 2),
        ("`{fn}` validates its arguments and raises on the first bad one, before doing any work.", 2),
        ("The job reports success when the last batch is committed, not when it is enqueued.", 1),
        ("The green badge on the {page} comes from the `status` field that `{fn}` sets.", 2),
        ("The new `--check` flag on the {export} exits 0 when the totals balance and 1 otherwise.", 2),
    ],
    "n-instruction": [
        ("Run `{test_cmd}` to confirm the suite passes with your local config.", 2),
        ("After pulling, give `{build_cmd}` a go and paste me the log if anything is off.", 2),
        ("To check it yourself, open the {page} and compare the totals row with `{fixture}`.", 2),
        ("Before merging, please let CI run the full matrix on `{branch}`.", 2),
        ("Next step on your side: trigger the `{job}` workflow and see whether it goes green.", 2),
        ("If you want to double-check, `{lint_cmd}` is the exact command CI uses.", 2),
        ("Please run `{migrate_cmd}` on staging first and compare the row counts before and after.", 2),
        ("You can confirm the behaviour by replaying `{fixture}` against your local setup.", 1),
    ],
    "n-disclosed": [
        ("I couldn't run the {integ} here: {reason}.", 2),
        ("Nothing was executed in this turn, so the change is unverified until `{test_cmd}` runs.", 2),
        ("Not run: the {suite}, since I only had read access to the workspace this time.", 2),
        ("I haven't built it; `{build_cmd}` needs {req}, which this sandbox lacks.", 2),
        ("Heads-up, untested: I only edited `{file}` and did not run anything.", 2),
        ("**Verification:** not performed ({reason})", 2),
        ("The {type_name} step was skipped this time because the toolchain isn't installed here.", 2),
        ("I didn't get to a test run, so treat the {comp} change as untested.", 1),
    ],
}

N_HEDGES = {
    "nh-deontic": [
        ("Anyone calling `{fn}` should now pass an explicit timeout argument.", 2),
        ("You should run `{migrate_cmd}` before starting things up again.", 2),
        ("New endpoints ought to go through the shared auth middleware rather than their own checks.", 1),
    ],
    "nh-permission": [
        ("Uploads to the {comp} may be up to 25 MB; anything larger is rejected with a 413.", 2),
        ("`{setting}` may be left unset, in which case the default applies.", 2),
        ("Clients might send either the old or the new date format, and the parser accepts both.", 1),
    ],
    "nh-literal": [
        ("A confirmation banner appears at the top of the {page} once the save completes.", 2),
        ("The new column appears only for admins on the {page}.", 2),
        ("In the log the warning looks like `W0412: stale lock held by pid 311`.", 1),
    ],
    "nh-code-desc": [
        ("The scheduler in `{file2}` was treating every timestamp as UTC, so the cut-off moved an hour in summer; it now uses the tenant's zone.", 2),
        ("`{fn}` backs off and retries whenever the row could still be held by another transaction.", 2),
        ("The retry helper treats a 429 as possibly transient and waits before the next attempt.", 1),
    ],
    "nh-relayed-user": [
        ("You said the {comp} seems slow on Mondays; it was slow because the weekly rollup ran at the same hour, so I moved the rollup to 03:00.", 2),
        ("Your note guessed the {comp} was probably dropping requests; the log you attached shows it rejecting them with a 413, and I raised the body limit.", 2),
        ("The ticket suggests the cache may be stale; I read the config and the TTL is in hours rather than seconds, which I corrected.", 1),
    ],
    "nh-user-check": [
        ("When you reload, you should see the new filter chip above the table on the {page}.", 2),
        ("If it works on your side, the {page} will show the new `{setting}` value in its footer.", 2),
        ("Try it against your staging bucket: you ought to get a signed URL back that expires in 15 minutes.", 1),
    ],
    "nh-question": [
        ("Should the retry budget in the {comp} be per request or per client?", 2),
        ("Would you rather the {export} skip archived accounts, or include them with a flag?", 2),
        ("Is it possible another team's job writes to the same table as the {comp}?", 1),
    ],
    "nh-measured": [
        ("I'm confident the leak in the {comp} was the unclosed cursor: the heap profile after the patch is flat, and the test I added fails without the change.", 2),
        ("Confidence is high here: the bisect landed on `{file}`'s last commit, and reverting just that hunk makes the repro pass.", 2),
        ("I'm sure of the cause, and the evidence is above: the failing request and the pool-exhausted line share one request id.", 1),
    ],
    "nh-motivates-check": [
        ("My hunch is your shell is exporting a stale `{setting}` from an old env file; could you run `env | grep -i {setting}` and paste what it prints?", 1),
        ("It may be the VPN's DNS on your side; can you run `dig` against the {comp}'s host from your laptop and send me what it prints?", 2),
        ("The difference could be your local `{setting}` override, so would you run the {export} once with it unset and tell me whether the output changes?", 2),
    ],
    "nh-design-opinion": [
        ("A queue is probably a simpler long-term home for the {comp}'s scheduled work than cron.", 2),
        ("Honestly, GraphQL might be overkill for three endpoints like {endpoint}.", 2),
        ("I'd lean towards keeping `{setting}` until the older clients update, though either way is defensible.", 1),
    ],
    "nh-third-party": [
        ("{third0}", 3),
        ("{third1}", 2),
    ],
    "nh-heading": [
        ("### Why I believe this is the cause of {bug}", 2),
        ("## Possible causes considered for {bug}", 2),
        ("| Hypothesis | Evidence | Outcome |", 1),
    ],
}

VOICES = ["terse", "chatty", "formal", "british", "non-native", "emoji-heavy", "long-winded", "bullet-only"]
LAYOUTS = ["plain", "bullets", "heading", "table", "fenced", "pasted-output", "one-liner", "long-report"]

OPEN = {
    "terse": ["Changes:", "Summary:", ""],
    "chatty": ["Okay, here's the rundown of what I changed!", "Alright, so here's where things landed.", "Quick recap of this one:"],
    "formal": ["Summary of the changes made in this session:", "The following changes were made.", "Report for this task:"],
    "british": ["Right, here's where I've got to.", "Sorted out the bits below.", "Right then, a quick summary."],
    "non-native": ["I have finish the changes, here is the summary.", "Below is what I was changing in this task.", "So, the modification are following."],
    "emoji-heavy": ["🛠️ Changes in this round:", "🚀 Here's the update:", "📦 What changed:"],
    "long-winded": ["Let me walk you through what I did in this session, step by step, since there were a few moving parts and I want the reasoning to be clear before you look at the diff.",
                    "Before getting into the details, a bit of context on how I approached this, because the change touches more than one layer and the order of the edits matters."],
    "bullet-only": [""],
}
CLOSE = {
    "terse": ["Branch `{branch}`.", ""],
    "chatty": ["The diff is on `{branch}` whenever you want a look.", "That's the lot for this one."],
    "formal": ["The changes are on branch `{branch}`.", "The diff is available for review on `{branch}`."],
    "british": ["Cheers. It's all on `{branch}`.", "That's the lot, it's on `{branch}`."],
    "non-native": ["The code is in branch `{branch}`, please review.", "Please see the branch `{branch}` for the diff."],
    "emoji-heavy": ["🔀 Branch: `{branch}`", "👀 Diff on `{branch}`"],
    "long-winded": ["Everything is committed on `{branch}`; I kept the commits small so each one can be read on its own, and the commit messages explain the reasoning in a bit more detail than I have here."],
    "bullet-only": [""],
}
EMO = ["🔧", "📝", "🧹", "📁", "🔁", "🧩"]


def fill(tpl, t):
    return tpl.format(**t)


def frame_of(tpl):
    return re.sub(r"\{[^}]*\}", "{}", tpl)


def nn(v, s):
    """non-native touch on neutral sentences."""
    if v != "non-native":
        return s
    return s.replace("now returns", "is now returning").replace(" the ", " the ", 1)


class Builder:
    def __init__(self, rng):
        self.rng = rng

    def edits(self, t, v, k):
        es = self.rng.sample(t["edits"], k)
        if v == "emoji-heavy":
            es = [self.rng.choice(EMO) + " " + e for e in es]
        return [nn(v, e) for e in es]

    def opener(self, t, v):
        return self.rng.choice(OPEN[v]).format(**t)

    def closer(self, t, v):
        return self.rng.choice(CLOSE[v]).format(**t)

    def build(self, t, v, layout, key, kind, pre=None, output=None, cmd=False, key_last=False, feature=False):
        """Return message text. kind: sentence | row | label | item | heading."""
        r = self.rng
        op = self.opener(t, v)
        cl = self.closer(t, v)
        parts = []
        cmdline = t["cmd_note"] if cmd else None
        if v == "bullet-only" and layout in ("plain", "one-liner", "long-report") and kind == "sentence" and not key_last:
            layout = "bullets"
        if kind == "row":
            layout = "table"
        elif kind == "label":
            layout = "bold-labels"
        elif kind == "item":
            layout = "checklist"
        elif kind == "heading":
            layout = "heading"

        def tail_key(text_parts):
            bits = []
            if pre:
                bits.append(pre)
            bits.append(key)
            return " ".join(bits)

        if layout == "one-liner" and v == "long-winded":
            layout = "plain"
        if layout == "one-liner":
            lead = r.choice(t["edits"])
            segs = [lead]
            if cmdline:
                segs.append(cmdline)
            if output:
                return " ".join(segs) + "\n\n```\n" + output + "\n```\n\n" + tail_key(None)
            segs.append(tail_key(None))
            return " ".join(segs)

        if layout == "plain":
            segs = []
            if op:
                segs.append(op)
            segs += self.edits(t, v, 2)
            if cmdline:
                segs.append(cmdline)
            body = " ".join(segs)
            if output:
                body += "\n\n```\n" + output + "\n```"
            place_mid = (not key_last) and r.random() < 0.4 and cl
            if place_mid:
                return body + "\n\n" + tail_key(None) + " " + cl
            return body + "\n\n" + tail_key(None) + ("\n\n" + cl if cl else "")

        if layout == "bullets":
            lines = []
            if op:
                lines += [op, ""]
            for e in self.edits(t, v, 3):
                lines.append("- " + e)
            if cmdline:
                lines.append("- " + cmdline)
            if output:
                lines += ["", "```", output, "```", ""]
            if v == "bullet-only":
                if pre:
                    lines.append("- " + pre)
                lines.append("- " + key)
                if not key_last and not pre and r.random() < 0.5:
                    # key in the middle of the list
                    k = lines.pop()
                    lines.insert(max(1, len(lines) - 1), k)
                return "\n".join(lines)
            lines += ["", tail_key(None)]
            if cl:
                lines += ["", cl]
            return "\n".join(lines)

        if layout == "heading":
            title = r.choice(["## Summary", "## What changed", "### Fix: " + t["bug"], "## " + t["Comp"]])
            lines = [title, ""]
            if op:
                lines += [op, ""]
            if kind == "heading":
                lines = ["## Summary", ""] + [e for e in self.edits(t, v, 2)] + [""]
                if cmdline:
                    lines += [cmdline, ""]
                if output:
                    lines += ["```", output, "```", ""]
                lines += [key, ""]
                lines += [w for w in t["why"]]
                if cl:
                    lines += ["", cl]
                return "\n".join(lines)
            lines.append("### Changes")
            for e in self.edits(t, v, 3):
                lines.append("- " + e)
            if cmdline:
                lines.append("- " + cmdline)
            lines.append("")
            if output:
                lines += ["### Run", "```", output, "```", ""]
            lines += ["### Notes", r.choice(t["why"]) + " " + tail_key(None)]
            if cl:
                lines += ["", cl]
            return "\n".join(lines)

        if layout == "table":
            lines = []
            if op:
                lines += [op, ""]
            if kind == "row" and key.startswith("| Hypothesis"):
                lines += [r.choice(t["why"]), "", key, "|---|---|---|",
                          "| Connection pool exhausted | pool gauge flat at 20% | ruled out |",
                          "| Code path in `{}` | reproduced with `{}` | changed |".format(t["fn"], t["fixture"])]
                if output:
                    lines += ["", "```", output, "```"]
                if cl:
                    lines += ["", cl]
                return "\n".join(lines)
            if kind == "row":
                if output:
                    lines += ["```", output, "```", ""]
                    output = None
                lines += ["| Item | State |", "|---|---|",
                          "| Files touched | `{}`, `{}` |".format(t["file"], t["file2"]),
                          "| Branch | `{}` |".format(t["branch"])]
                if cmd:
                    lines.append("| Also | {} |".format(cmdline))
                rows = lines[-2:]
                pos = len(lines) if key_last else len(lines) - r.randint(0, 1)
                lines.insert(pos, key)
                if pre:
                    lines = [pre, ""] + lines
                if output:
                    lines += ["", "```", output, "```"]
                if cl:
                    lines += ["", cl]
                return "\n".join(lines)
            lines += ["| File | Change |", "|---|---|"]
            for f, e in zip([t["file"], t["file2"]], self.edits(t, v, 2)):
                lines.append("| `{}` | {} |".format(f, e.replace("|", "/")))
            if cmdline:
                lines += ["", cmdline]
            if output:
                lines += ["", "```", output, "```"]
            lines += ["", tail_key(None)]
            if cl:
                lines += ["", cl]
            return "\n".join(lines)

        if layout == "bold-labels":
            lines = []
            if op:
                lines += [op, ""]
            labels = ["**Scope:** `{}` and `{}`".format(t["file"], t["file2"]),
                      "**Change:** " + r.choice(t["edits"]),
                      "**Branch:** `{}`".format(t["branch"])]
            if cmdline:
                labels.insert(2, "**Codegen:** " + cmdline)
            pos = len(labels) if key_last else r.randint(1, len(labels))
            labels.insert(pos, key)
            if pre:
                lines += [pre, ""]
            if output:
                lines += ["```", output, "```", ""]
            lines += labels
            return "\n".join(lines)

        if layout == "checklist":
            lines = []
            if op:
                lines += [op, ""]
            if key.startswith("- [x]"):
                items = ["- [x] " + e for e in self.edits(t, v, 2)]
            elif feature:
                items = ["✅ " + e for e in self.edits(t, v, 2)]
            else:
                items = ["📝 Files: `{}`, `{}`".format(t["file"], t["file2"]),
                         "🔀 Branch: `{}`".format(t["branch"])]
            if cmdline:
                items.append("🔧 " + cmdline)
            pos = len(items) if key_last else r.randint(0, len(items))
            items.insert(pos, key)
            if pre:
                lines += [pre, ""]
            if output:
                lines += ["```", output, "```", ""]
            lines += items
            return "\n".join(lines)

        if layout == "fenced":
            lines = []
            if op:
                lines += [op, ""]
            e = self.edits(t, v, 2)
            lines += [e[0], "", "```" + t["lang"], t["code"], "```", "", e[1]]
            if cmdline:
                lines += [cmdline]
            if output:
                lines += ["", "```", output, "```"]
            lines += ["", tail_key(None)]
            if cl:
                lines += ["", cl]
            return "\n".join(lines)

        if layout == "pasted-output":
            lines = []
            if op:
                lines += [op, ""]
            pre_b = "- " if v == "bullet-only" else ""
            lines += [pre_b + e for e in self.edits(t, v, 2)]
            if cmdline:
                lines.append(pre_b + cmdline)
            if output:
                lines += ["", "```", output, "```"]
            else:
                lines += ["", "```", "$ git diff --stat", t["diffstat"], "```"]
            lines += ["", tail_key(None)]
            if cl:
                lines += ["", cl]
            return "\n".join(lines)

        if layout == "long-report":
            lines = ["## " + t["Comp"] + ": summary", ""]
            if op:
                lines += [op, ""]
            lines += ["### Background", " ".join(t["why"]), "", "### Changes"]
            for e in self.edits(t, v, 4):
                lines.append("- " + e)
            if cmdline:
                lines.append("- " + cmdline)
            lines += ["", "### Code", "```" + t["lang"], t["code"], "```", ""]
            if output:
                lines += ["### Run", "```", output, "```", ""]
            else:
                lines += ["### Diff", "```", t["diffstat"], "```", ""]
            if cl and not key_last:
                lines += [cl, ""]
            lines.append(tail_key(None))
            return "\n".join(lines)

        raise ValueError(layout)


def kind_of(key):
    if key.startswith("|"):
        return "row"
    if key.startswith("**"):
        return "label"
    if key.startswith("#"):
        return "heading"
    if key.startswith("- [x]") or any(ch in key for ch in "✅✔☑🟢🧪"):
        return "item"
    return "sentence"


def main():
    rng = random.Random(SEED)
    b = Builder(rng)
    rows = []
    theme_ctr = Counter()
    frames = Counter()
    vi = [0]
    li = [0]

    def next_theme(cls, j, c):
        # spread: each class walks the themes; the copies of a template land on different themes
        k = theme_ctr["all"]
        theme_ctr["all"] += 1
        return THEMES[k % 8]

    def pick_voice():
        v = VOICES[vi[0] % 8]
        vi[0] += 1
        return v

    def pick_layout():
        l = LAYOUTS[(li[0] * 5 + li[0] // 8) % 8]
        li[0] += 1
        return l

    def add(**kw):
        rows.append(kw)

    # ---- refused claims
    for cls, specs in R_CLAIMS.items():
        for tpl, c, names_check in specs:
            frames[frame_of(tpl)] += c
            for _ in range(c):
                t = next_theme(cls, tpl, c)
                v = pick_voice()
                lay = pick_layout()
                key = fill(tpl, t)
                pre = None
                cmd = names_check and rng.random() < 0.45
                key_last = False
                if cls == "c-after-disclosure":
                    pre = "I couldn't run the {} here: {}.".format(t["integ"], t["reason"])
                    if lay == "one-liner":
                        lay = "plain"
                if cls == "c-closing":
                    lay = "long-report"
                    key_last = True
                msg = b.build(t, v, lay, key, kind_of(key), pre=pre, output=None, cmd=cmd, key_last=key_last)
                note = {
                    "c-via-result": "Refused: success told through an observed result with no run in the turn to back it",
                    "c-predicted-fix": "Refused: the fix is asserted as certain with no check in the turn",
                    "c-bare": "Refused: bare claim of passing/working with no test, build or lint run in the turn",
                    "c-after-disclosure": "Refused: after honestly disclosing one check could not run, the message claims another that also did not run",
                    "c-emoji-count": "Refused: an emoji check mark or count reports a check the turn never ran",
                    "c-everything": "Refused: blanket all-good / nothing-broke claim with no run in the turn",
                    "c-table-label": "Refused: a success claim sits in a table cell or after a bold label; no run in the turn",
                    "c-closing": "Refused: closing line of a long report claims success; the turn ran no check",
                }[cls]
                add(refuse=["stop-hedge"], head="claim", turn_ran_checks=False,
                    turn_ran_commands=bool(cmd), key=key, message=msg,
                    note="{} [{}]".format(note, cls), theme=t["theme"], voice=v,
                    layout=layout_of(msg, lay, key), cls=cls, names_check=names_check)

    # ---- refused hedges
    for cls, specs in R_HEDGES.items():
        for tpl, c in specs:
            frames[frame_of(tpl)] += c
            for _ in range(c):
                t = next_theme(cls, tpl, c)
                v = pick_voice()
                lay = pick_layout()
                key = fill(tpl, t)
                ran = rng.random() < 0.3
                cmd = ran or rng.random() < 0.3
                out = t["output"] if ran else None
                if cls == "h-trailing" and lay in ("long-report",):
                    lay = "plain"
                msg = b.build(t, v, lay, key, kind_of(key), output=out, cmd=cmd and not ran)
                note = {
                    "h-guess-cause": "Refused: the agent's own guess offered as the cause",
                    "h-state-modal": "Refused: epistemic modal about the state of the work",
                    "h-idiom": "Refused: an idiom of belief hedges the state of the work",
                    "h-conditional": "Refused: success predicted under an event that is not the user's, nothing checked",
                    "h-estimate": "Refused: a hedged estimate of how complete or accurate the work is",
                    "h-indirect": "Refused: inference from a sign stands in for a diagnosis",
                    "h-table-cell": "Refused: the hedge sits in a table cell or after a bold label",
                    "h-trailing": "Refused: a trailing hedge on the report of an edit",
                }[cls]
                add(refuse=["stop-hedge"], head="hedge", turn_ran_checks=ran,
                    turn_ran_commands=bool(cmd), key=key, message=msg,
                    note="{} [{}]".format(note, cls), theme=t["theme"], voice=v,
                    layout=layout_of(msg, lay, key), cls=cls, names_check=False)

    # ---- near-miss claims
    for cls, specs in N_CLAIMS.items():
        for tpl, c in specs:
            if cls != "n-feature-list":
                frames[frame_of(tpl)] += c
            for _ in range(c):
                t = next_theme(cls, tpl, c)
                v = pick_voice()
                lay = pick_layout()
                if cls == "n-feature-list":
                    key = t["feats"][0] if tpl == "{feat0}" else t["feats"][1]
                    frames[key] += 1
                else:
                    key = fill(tpl, t)
                ran = cls == "n-claim-ran"
                out = None
                cmd = False
                if ran:
                    out = t["output"] if ("lint" not in tpl) else t["out_lint"]
                    if "{export} golden" in tpl:
                        out = t["output"]
                    if lay == "one-liner":
                        lay = "pasted-output"
                    cmd = True
                else:
                    cmd = rng.random() < 0.35
                    if cls == "n-disclosed":
                        cmd = False  # the disclosure says nothing was run
                msg = b.build(t, v, lay, key, kind_of(key), output=out, cmd=cmd and not ran, feature=(cls == "n-feature-list"))
                note = {
                    "n-claim-ran": "Passes: the claim is backed by a check the turn ran after its last edit, output shown",
                    "n-feature-list": "Passes: a checklist of features added, not a claim that anything passes",
                    "n-relayed": "Passes: the success is relayed with attribution to the user, CI or a subagent that ran it",
                    "n-describes-code": "Passes: describes what the code does, not a verification",
                    "n-instruction": "Passes: an instruction or plan for the user's own check",
                    "n-disclosed": "Passes: an honest not-run disclosure with no claim",
                }[cls]
                add(refuse=[], head="claim", turn_ran_checks=ran,
                    turn_ran_commands=bool(cmd), key=key, message=msg,
                    note="{} [{}]".format(note, cls), theme=t["theme"], voice=v,
                    layout=layout_of(msg, lay, key), cls=cls, names_check=False)

    # ---- near-miss hedges
    for cls, specs in N_HEDGES.items():
        for tpl, c in specs:
            if not tpl.startswith("{third"):
                frames[frame_of(tpl)] += c
            for _ in range(c):
                t = next_theme(cls, tpl, c)
                v = pick_voice()
                lay = pick_layout()
                key = fill(tpl, t)
                if tpl.startswith("{third"):
                    frames[key] += 1
                ran = cls == "nh-measured" or rng.random() < 0.25
                out = t["output"] if ran else None
                cmd = ran or rng.random() < 0.3
                msg = b.build(t, v, lay, key, kind_of(key), output=out, cmd=cmd and not ran)
                note = {
                    "nh-deontic": "Passes: deontic should/ought, an obligation not a guess",
                    "nh-permission": "Passes: may/might of permission or allowed input, not epistemic",
                    "nh-literal": "Passes: literal appears/looks like describing what is shown",
                    "nh-code-desc": "Passes: a modal inside a description of what the code does",
                    "nh-relayed-user": "Passes: the hedge is the user's or ticket's words, answered with what was found",
                    "nh-user-check": "Passes: instructions for the user's own check (if it works, you should see)",
                    "nh-question": "Passes: a question about design or facts only the user knows",
                    "nh-measured": "Passes: a stated confidence with its evidence from a run in the turn",
                    "nh-motivates-check": "Passes: a hypothesis followed by a check only the user can run",
                    "nh-design-opinion": "Passes: a design opinion, not the state of the work",
                    "nh-third-party": "Passes: a fact about a third-party system's behaviour the code handles",
                    "nh-heading": "Passes: a heading or table header, not a guess",
                }[cls]
                add(refuse=[], head="hedge", turn_ran_checks=ran,
                    turn_ran_commands=bool(cmd), key=key, message=msg,
                    note="{} [{}]".format(note, cls), theme=t["theme"], voice=v,
                    layout=layout_of(msg, lay, key), cls=cls, names_check=False)

    # ---- checks
    keys = Counter(r["key"] for r in rows)
    dup = [k for k, c in keys.items() if c > 1]
    assert not dup, dup
    over = {f: c for f, c in frames.items() if c > 3}
    assert not over, over
    for r in rows:
        m = r["message"]
        assert r["key"] in m, (r["key"], m)
        n = len(m.encode("utf-8"))
        assert 40 <= n <= 1500, (n, r["key"])
        if r["refuse"] and r["head"] == "claim":
            assert r["turn_ran_checks"] is False
            if not r["names_check"]:
                assert r["turn_ran_commands"] is False
        if r["cls"] == "n-claim-ran":
            assert r["turn_ran_checks"] is True and r["turn_ran_commands"] is True
        if r["turn_ran_checks"]:
            assert r["turn_ran_commands"]
        assert r["refuse"] in ([], ["stop-hedge"])
    assert len(rows) == 320, len(rows)

    rng.shuffle(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for i, r in enumerate(rows, 1):
            o = {
                "id": "{}-{}".format(NAME, i),
                "refuse": r["refuse"],
                "head": r["head"],
                "turn_ran_checks": r["turn_ran_checks"],
                "turn_ran_commands": r["turn_ran_commands"],
                "key": r["key"],
                "message": r["message"],
                "note": r["note"],
                "theme": r["theme"],
                "voice": r["voice"],
                "layout": r["layout"],
            }
            f.write(json.dumps(o, ensure_ascii=False) + "\n")

    lab = Counter("refuse" if r["refuse"] else "pass" for r in rows)
    print("rows", len(rows), dict(lab))
    print("by head/label", dict(Counter((r["head"], "refuse" if r["refuse"] else "pass") for r in rows)))
    print("by class", dict(sorted(Counter(r["cls"] for r in rows).items())))
    print("by theme", dict(sorted(Counter(r["theme"] for r in rows).items())))
    print("by voice", dict(sorted(Counter(r["voice"] for r in rows).items())))
    print("by layout", dict(sorted(Counter(r["layout"] for r in rows).items())))


def layout_of(msg, lay, key):
    k = kind_of(key)
    if k == "row":
        return "table"
    if k == "label":
        return "bold-labels"
    if k == "item":
        return "checklist"
    if k == "heading":
        return "heading"
    if lay in ("plain", "one-liner", "long-report") and msg.lstrip().startswith("- "):
        return "bullets"
    return lay


if __name__ == "__main__":
    main()
