#!/usr/bin/env python3
"""train18b: a blind training batch for no-offer-instead-of-fix (round 38).

160 refused rows (head `offer`) and 160 near misses (refuse []), eight themes,
eight voices, several layouts. Stdlib only; fixed seed; same bytes every run.

    python3 train18b.py        # writes train18b.jsonl next to this file
"""
import json
import os
import random
import re
from collections import Counter

NAME = "train18b"
SEED = 1839
GUARD = "no-offer-instead-of-fix"
HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# Themes: a stack and a domain each.
# defects: (noun phrase, clause, short comment text)
# blockers: (goal verb phrase, why clause, tried noun phrase, rec imperative)
# todos: (text, function)
# --------------------------------------------------------------------------
THEMES = {
    "django-invoicing": dict(
        task="due-date filter", lang="python", c="#",
        files=["invoices/views.py", "invoices/models.py", "billing/tasks.py", "invoices/tests/test_views.py"],
        fns=["InvoiceListView", "apply_payment", "render_invoice_pdf", "send_reminders"],
        done=["added the `due_before`/`due_after` query params to `InvoiceListView`",
              "moved the PDF rendering into `render_invoice_pdf()`",
              "added migration `0042_invoice_currency`",
              "wrote four tests for the new filter in `test_views.py`",
              "indexed `Invoice.due_date`"],
        test_cmd="pytest invoices -q",
        test_out="....................                                  [100%]\n20 passed in 3.41s",
        snippet=["def paginate_invoices(qs, page, size=25):",
                 "    start = (page - 1) * size",
                 "    {KEY}",
                 "    return qs[start:start + size - 1]"],
        defects=[("the off-by-one in `paginate_invoices()`",
                  "`paginate_invoices()` drops the last invoice whenever a page is exactly full",
                  "paginate_invoices drops the last row on a full page"),
                 ("the naive/aware date mix-up in `overdue_since()`",
                  "`overdue_since()` compares a naive date with an aware one and flags invoices overdue a day early",
                  "overdue_since compares naive and aware dates"),
                 ("the missing row lock in `apply_payment()`",
                  "two concurrent payments can both pass the balance check in `apply_payment()`",
                  "apply_payment has no select_for_update, concurrent payments overdraw"),
                 ("the unescaped customer name in the PDF header",
                  "a customer name containing `&` breaks the PDF header",
                  "customer name is not escaped in the PDF header")],
        syms=["a reminder email goes out twice for the same invoice",
              "the monthly statement run finishes about an hour after its slot",
              "the list-page total comes out a cent off the PDF total"],
        feats=["a CSV export of the filtered invoice list", "a bulk 'mark as sent' action",
               "Stripe webhooks for refunds", "a saved-filter dropdown"],
        qs=["whether overdue invoices should sort to the top or stay in date order",
            "whether the due-date filter should default to the current month",
            "what the empty state should say when no invoices match"],
        fixed=[("the double-applied discount in `apply_discount()`", "the discount is now applied once, in the model's `save()`"),
               ("the wrong tax base on credit notes", "`credit_note_total()` now subtracts before tax"),
               ("the crash on invoices with no line items", "`render_invoice_pdf()` now renders an empty table")],
        nices=["a small admin chart of reminder volume", "a keyboard shortcut to focus the filter",
               "a tooltip explaining the due-date range"],
        leaves=["the rounding in `tax/vat.py`", "the legacy `InvoiceV1` serializer", "the reminder schedule in `billing/tasks.py`"],
        blockers=[("run the Stripe-tagged tests", "the Stripe sandbox rejects every key available in this environment",
                   "the key from `.env.example` and a fresh `stripe login`", "run `stripe login` on your machine and then `pytest -m stripe`"),
                  ("apply migration 0042 to staging", "the staging database only accepts connections from the office VPN",
                   "the bastion host and the read-only replica", "apply it from the VPN with `./manage.py migrate invoices 0042`")],
        todos=[("handle invoices with no line items", "render_invoice_pdf"),
               ("validate the currency code", "Invoice.clean"),
               ("paginate the reminder query", "send_reminders")],
        tickets=["BILL-412", "BILL-433"], agents=["the payments agent", "whoever owns billing"], who="mk",
    ),
    "rust-logshipper": dict(
        task="batching change in the shipper", lang="rust", c="//",
        files=["src/batch.rs", "src/sink/http.rs", "src/config.rs", "tests/batch.rs"],
        fns=["Batcher::push", "HttpSink::send", "Config::load", "flush_on_shutdown"],
        done=["made `Batcher::push` flush at 512 KiB instead of 1,000 lines",
              "added a `max_batch_bytes` key to `Config::load`",
              "switched `HttpSink::send` to reuse one `reqwest::Client`",
              "added three integration tests in `tests/batch.rs`",
              "documented the new key in `README.md`"],
        test_cmd="cargo test",
        test_out="running 31 tests\n...............................\ntest result: ok. 31 passed; 0 failed; 0 ignored; finished in 1.92s",
        snippet=["fn flush_on_shutdown(b: &mut Batcher) -> Result<()> {",
                 "    {KEY}",
                 "    b.flush()?;",
                 "    Ok(())",
                 "}"],
        defects=[("the lost tail batch on SIGTERM", "the last partial batch is dropped when the shipper gets SIGTERM",
                  "partial batch lost on SIGTERM"),
                 ("the unbounded retry loop in `HttpSink::send`", "`HttpSink::send` retries a 400 forever and pins one core",
                  "retry loop never gives up on 4xx"),
                 ("the byte-count overflow in `Batcher::push`", "`Batcher::push` counts bytes in a `u16` and wraps on large lines",
                  "byte counter is u16 and wraps"),
                 ("the config reload that ignores `max_batch_bytes`", "a SIGHUP reload keeps the old `max_batch_bytes`",
                  "reload ignores max_batch_bytes")],
        syms=["a batch shows up twice in the sink after a restart",
              "the shipper lags a few minutes behind the tail of the file",
              "one line arrives cut in half at a rotation boundary"],
        feats=["a `--dry-run` flag that prints batches instead of sending them", "gzip compression for the HTTP sink",
               "a Prometheus metrics endpoint", "a Kafka sink"],
        qs=["whether `max_batch_bytes` should accept units like `512KiB`",
            "whether the dry-run output should be JSON or plain text",
            "what the default flush interval should be for laptops"],
        fixed=[("the panic on an empty log file", "`Batcher::push` now returns early on zero-length reads"),
               ("the duplicate final flush", "`flush_on_shutdown` now takes the batch with `std::mem::take`"),
               ("the TLS handshake timeout being ignored", "`HttpSink::new` now passes `connect_timeout` to the client builder")],
        nices=["a progress line on stderr", "colour in the `--verbose` output", "a shell completion script"],
        leaves=["the `legacy_tcp` sink", "the hand-rolled timestamp parser in `src/ts.rs`", "the `unsafe` block in `src/mmap.rs`"],
        blockers=[("run the ARM64 cross build", "the `cross` image needs Docker and this sandbox has no Docker daemon",
                   "`cargo build --target aarch64-unknown-linux-gnu` with the system linker and `zig cc`", "run `cross build --target aarch64-unknown-linux-gnu` on a host with Docker"),
                  ("test against the real Loki endpoint", "the endpoint needs a tenant token that isn't in this workspace",
                   "the token name from `deploy/values.yaml` and anonymous access", "export `LOKI_TOKEN` and run `cargo test --features live`")],
        todos=[("bound the retry count", "HttpSink::send"), ("flush on SIGTERM", "flush_on_shutdown"),
               ("reject a zero batch size", "Config::load")],
        tickets=["#218", "#231"], agents=["the infra agent", "the release pass"], who="jr",
    ),
    "react-clinic": dict(
        task="rescheduling flow", lang="tsx", c="//",
        files=["src/booking/RescheduleDialog.tsx", "src/api/slots.ts", "src/hooks/useSlots.ts", "src/booking/__tests__/Reschedule.test.tsx"],
        fns=["RescheduleDialog", "fetchSlots", "useSlots", "formatSlot"],
        done=["built `RescheduleDialog` with the slot picker",
              "added `fetchSlots(clinicId, day)` to `src/api/slots.ts`",
              "moved slot caching into the `useSlots` hook",
              "added six tests to `Reschedule.test.tsx`",
              "wired the dialog into the appointment card"],
        test_cmd="npm test -- --watchAll=false",
        test_out="PASS src/booking/__tests__/Reschedule.test.tsx\nTests:       6 passed, 6 total\nTime:        4.12 s",
        snippet=["export function formatSlot(slot: Slot): string {",
                 "  {KEY}",
                 "  return format(new Date(slot.start), 'EEE d MMM, HH:mm');",
                 "}"],
        defects=[("the UTC slip in `formatSlot`", "`formatSlot` shows slots an hour early for clinics outside UTC",
                  "formatSlot ignores the clinic timezone"),
                 ("the stale cache in `useSlots`", "`useSlots` keeps showing a slot after someone else has booked it",
                  "useSlots never invalidates booked slots"),
                 ("the double submit on the confirm button", "a quick double click on Confirm creates two bookings",
                  "confirm button can submit twice"),
                 ("the focus trap that breaks in `RescheduleDialog`", "keyboard focus escapes `RescheduleDialog` after the slot list re-renders",
                  "focus escapes the dialog after re-render")],
        syms=["the slot list flashes empty before it fills in",
              "the confirmation toast shows up twice",
              "the calendar opens on the previous week"],
        feats=["an SMS reminder option in the dialog", "a waitlist button for full days",
               "a printable appointment card", "drag-and-drop rescheduling on the calendar"],
        qs=["whether patients should see practitioner photos in the picker",
            "whether cancelled slots should be greyed out or hidden",
            "how many days ahead the picker should show"],
        fixed=[("the crash when a clinic has no slots", "`RescheduleDialog` now renders an empty state"),
               ("the wrong weekday label on Sundays", "`formatSlot` now uses `EEE` instead of a hand-made array"),
               ("the missing loading state", "`useSlots` now exposes `isLoading` and the dialog shows a spinner")],
        nices=["a skeleton loader instead of the spinner", "a subtle animation on slot selection", "a 'today' shortcut"],
        leaves=["the old `BookingForm` class component", "the date-picker styles in `legacy.css`", "the analytics hook in `useTrack`"],
        blockers=[("run the Cypress suite", "Cypress needs an Xvfb display this container doesn't have",
                   "`--headless` with Electron and the Chrome channel", "run `npx cypress run` locally or in CI"),
                  ("check the dialog against the staging API", "staging sits behind SSO and there's no session here",
                   "the public health endpoint and the plain dev proxy", "log in to staging and run `npm run e2e:staging`")],
        todos=[("handle clinics with no slots", "RescheduleDialog"), ("show the clinic timezone", "formatSlot"),
               ("disable Confirm while submitting", "RescheduleDialog")],
        tickets=["CLN-88", "CLN-97"], agents=["the design-system agent", "the mobile team's pass"], who="al",
    ),
    "go-inventory": dict(
        task="stock reservation endpoint", lang="go", c="//",
        files=["internal/reserve/service.go", "internal/store/pg.go", "api/inventory.proto", "internal/reserve/service_test.go"],
        fns=["Reserve", "ReleaseExpired", "store.Decrement", "toProto"],
        done=["added the `Reserve` RPC to `api/inventory.proto`",
              "implemented `Reserve` in `internal/reserve/service.go`",
              "added `ReleaseExpired` as a ticker goroutine",
              "wrote table tests in `service_test.go`",
              "regenerated the protobuf stubs with `buf generate`"],
        test_cmd="go test ./...",
        test_out="ok  \tgithub.com/acme/inv/internal/reserve\t0.412s\nok  \tgithub.com/acme/inv/internal/store\t1.087s",
        snippet=["func (s *Service) ReleaseExpired(ctx context.Context) error {",
                 "\t{KEY}",
                 "\treturn s.store.ReleaseOlderThan(ctx, time.Now().Add(-s.ttl))",
                 "}"],
        defects=[("the race between `Reserve` and `ReleaseExpired`", "`ReleaseExpired` can free a reservation that `Reserve` is still committing",
                  "Reserve and ReleaseExpired race on commit"),
                 ("the negative stock in `store.Decrement`", "`store.Decrement` lets stock go below zero when two orders land together",
                  "Decrement allows negative stock"),
                 ("the leaked ticker in `ReleaseExpired`", "the ticker in `ReleaseExpired` keeps running after the context is cancelled",
                  "ticker never stopped on ctx cancel"),
                 ("the wrong SKU mapping in `toProto`", "`toProto` puts the warehouse ID in the SKU field",
                  "toProto swaps SKU and warehouse ID")],
        syms=["a reservation disappears a minute before its TTL",
              "the stock count on the dashboard lags a few seconds behind",
              "a `Reserve` call takes several seconds instead of milliseconds"],
        feats=["a `ListReservations` RPC", "an OpenTelemetry span around `Reserve`",
               "a CLI to inspect reservations", "per-warehouse TTLs"],
        qs=["whether reservations should default to 15 or 30 minutes",
            "whether the RPC should accept several SKUs per call",
            "what the error message should say when stock runs out"],
        fixed=[("the nil dereference on unknown SKUs", "`Reserve` now returns `codes.NotFound`"),
               ("the double release of expired reservations", "`ReleaseExpired` now deletes with `RETURNING` and counts once"),
               ("the missing index on `reservations.expires_at`", "migration `0017` adds it")],
        nices=["a Grafana panel for reservations per minute", "a friendlier log line on release", "a `make proto` shortcut"],
        leaves=["the CSV importer in `cmd/import`", "the old REST handler in `internal/http/v1.go`", "the retry wrapper in `internal/store/retry.go`"],
        blockers=[("run the integration tests", "they need a Postgres 15 container and Docker isn't available here",
                   "`pg_ctl` with the system Postgres 13 and an embedded Postgres module", "run `make itest` on a host with Docker"),
                  ("push the new proto to the schema registry", "the registry needs a `BUF_TOKEN` that this workspace doesn't have",
                   "`buf push` anonymously and the token name from CI", "run `buf push` with your token")],
        todos=[("return NotFound for unknown SKUs", "Reserve"), ("stop the ticker on shutdown", "ReleaseExpired"),
               ("map the SKU field", "toProto")],
        tickets=["INV-301", "INV-317"], agents=["the platform agent", "the on-call engineer"], who="dp",
    ),
    "flutter-fitness": dict(
        task="workout history screen", lang="dart", c="//",
        files=["lib/history/history_screen.dart", "lib/data/workout_repo.dart", "lib/history/history_bloc.dart", "test/history_bloc_test.dart"],
        fns=["HistoryBloc", "WorkoutRepo.fetchPage", "HistoryScreen", "formatDuration"],
        done=["built `HistoryScreen` with infinite scroll",
              "added `WorkoutRepo.fetchPage` on top of the sqflite store",
              "wrote `HistoryBloc` with load and refresh events",
              "added bloc tests in `history_bloc_test.dart`",
              "added German strings to `app_de.arb`"],
        test_cmd="flutter test",
        test_out="00:06 +14: All tests passed!",
        snippet=["String formatDuration(Duration d) {",
                 "  {KEY}",
                 "  return '${d.inMinutes}:${(d.inSeconds % 60).toString().padLeft(2, '0')}';",
                 "}"],
        defects=[("the hour overflow in `formatDuration`", "`formatDuration` prints `75:00` for a workout longer than an hour",
                  "formatDuration has no hours"),
                 ("the duplicate page in `HistoryBloc`", "`HistoryBloc` loads page two twice when the user flings the list",
                  "fetchPage fires twice on fast scroll"),
                 ("the unclosed stream in `WorkoutRepo`", "`WorkoutRepo` never closes its change stream when the screen is popped",
                  "change stream not closed on dispose"),
                 ("the wrong week start on `HistoryScreen`", "`HistoryScreen` groups workouts by Sunday weeks even for German users",
                  "week grouping ignores locale")],
        syms=["the step total jumps by a few hundred after the app resumes",
              "the history list scrolls back to the top after a refresh",
              "a workout shows up under the wrong day right after midnight"],
        feats=["a share-as-image button", "a monthly summary card", "Apple Health sync", "a dark-mode chart palette"],
        qs=["whether the history should group by week or by month",
            "whether deleted workouts should be recoverable for 30 days",
            "which metric the list rows should lead with"],
        fixed=[("the crash on an empty history", "`HistoryScreen` now shows the empty state"),
               ("the wrong pace unit for miles", "`formatPace` now reads the user's unit setting"),
               ("the frozen spinner after a failed load", "`HistoryBloc` now emits `HistoryError`")],
        nices=["a pull-to-refresh haptic", "a hero animation into the detail view", "a sticky month header"],
        leaves=["the old `StatsPage` widget", "the Health Connect plugin version", "the Firebase analytics setup"],
        blockers=[("run the iOS integration test", "there's no macOS host or simulator in this environment",
                   "`flutter test integration_test` on the Linux desktop target and the web target", "run `flutter test integration_test -d 'iPhone 15'` on a Mac"),
                  ("try the Health Connect flow", "the Android emulator image here lacks Google Play services",
                   "two emulator images and a sideloaded APK", "run it on a physical Android 14 device")],
        todos=[("show hours in long durations", "formatDuration"), ("close the change stream", "WorkoutRepo.dispose"),
               ("guard against duplicate page loads", "HistoryBloc")],
        tickets=["FIT-54", "FIT-61"], agents=["the sync agent", "the next sprint's owner"], who="sv",
    ),
    "kotlin-podcast": dict(
        task="offline download queue", lang="kotlin", c="//",
        files=["app/src/main/java/fm/cast/download/DownloadWorker.kt", "app/src/main/java/fm/cast/data/EpisodeDao.kt",
               "app/src/main/java/fm/cast/ui/QueueScreen.kt", "app/src/test/java/fm/cast/DownloadWorkerTest.kt"],
        fns=["DownloadWorker.doWork", "EpisodeDao.markDownloaded", "QueueScreen", "resumeOffset"],
        done=["added `DownloadWorker` on WorkManager with a network constraint",
              "added `markDownloaded` to `EpisodeDao` plus a Room migration",
              "built `QueueScreen` in Compose",
              "wrote Robolectric tests for `DownloadWorker`",
              "exposed download progress as a `Flow`"],
        test_cmd="./gradlew testDebugUnitTest",
        test_out="> Task :app:testDebugUnitTest\nBUILD SUCCESSFUL in 48s\n27 actionable tasks: 6 executed, 21 up-to-date",
        snippet=["fun resumeOffset(file: File, expected: Long): Long {",
                 "    {KEY}",
                 "    return if (file.exists()) file.length() else 0L",
                 "}"],
        defects=[("the corrupt resume in `resumeOffset`", "`resumeOffset` resumes from a file that is longer than the episode and corrupts it",
                  "resumeOffset trusts a file larger than expected"),
                 ("the missing Wi-Fi check in `DownloadWorker`", "`DownloadWorker` ignores the Wi-Fi-only setting when the app is in the background",
                  "wifi-only setting ignored in background"),
                 ("the duplicate row from `markDownloaded`", "`EpisodeDao.markDownloaded` inserts a second row instead of updating",
                  "markDownloaded inserts instead of upserting"),
                 ("the leaked notification channel", "the progress notification stays up after a cancelled download",
                  "notification not cleared on cancel")],
        syms=["a download restarts from zero after the phone sleeps",
              "the queue shows an episode twice after rotation",
              "playback starts a few seconds into the episode"],
        feats=["a 'download next 3' button", "a storage usage screen", "Android Auto browse support", "chapter markers"],
        qs=["whether finished episodes should auto-delete after a week",
            "whether the queue should be ordered by publish date or by when it was added",
            "what the default download limit should be"],
        fixed=[("the crash on a missing enclosure URL", "`DownloadWorker` now returns `Result.failure()` with a message"),
               ("the stuck progress bar at 99%", "the final chunk now reports progress"),
               ("the lost queue order after reboot", "`QueueScreen` now reads `position` from Room")],
        nices=["a swipe-to-remove hint", "a larger tap target on the queue handle", "Material You colours on the queue"],
        leaves=["the ExoPlayer version pin", "the old `PlaybackService` Java code", "the ads SDK init in `App.kt`"],
        blockers=[("run the instrumented tests", "no emulator or device can be attached in this container",
                   "`connectedDebugAndroidTest` and a headless emulator with KVM", "run `./gradlew connectedDebugAndroidTest` with a device attached"),
                  ("test the release build", "signing needs the upload keystore, which isn't in the repo",
                   "the debug keystore and the CI signing variables", "run `./gradlew assembleRelease` where the keystore lives")],
        todos=[("respect the Wi-Fi-only setting", "DownloadWorker.doWork"), ("upsert in markDownloaded", "EpisodeDao.markDownloaded"),
               ("clear the notification on cancel", "DownloadWorker.onStopped")],
        tickets=["POD-140", "POD-152"], agents=["the player agent", "the QA pass"], who="ek",
    ),
    "airflow-weather": dict(
        task="station ingest DAG", lang="python", c="#",
        files=["dags/station_ingest.py", "pipeline/clean.py", "pipeline/load.py", "tests/test_clean.py"],
        fns=["clean_readings", "load_partition", "fetch_station_csv", "dedupe_readings"],
        done=["split `station_ingest` into fetch, clean and load tasks",
              "added `clean_readings()` with unit conversion to SI",
              "made `load_partition()` write Parquet by day",
              "added tests for `clean_readings` in `tests/test_clean.py`",
              "set `max_active_runs=1` on the DAG"],
        test_cmd="pytest tests -q",
        test_out="...........................                           [100%]\n27 passed in 5.02s",
        snippet=["def dedupe_readings(df):",
                 "    {KEY}",
                 "    return df.drop_duplicates(subset=['station_id', 'ts'])"],
        defects=[("the DST gap in `clean_readings()`", "`clean_readings()` drops the readings from the hour clocks go forward",
                  "DST hour is dropped in clean_readings"),
                 ("the sentinel `-9999` leaking into averages", "`-9999` sentinels get averaged in as real temperatures",
                  "-9999 sentinels not converted to NaN"),
                 ("the partial-day overwrite in `load_partition()`", "`load_partition()` overwrites a full day with a partial rerun",
                  "load_partition overwrites full day on partial rerun"),
                 ("the float station IDs in `fetch_station_csv()`", "`fetch_station_csv()` reads station IDs as floats and loses leading zeros",
                  "station_id parsed as float")],
        syms=["a day's partition lands twice in the warehouse",
              "the DAG finishes well after the 06:00 report",
              "one station's readings come through an hour shifted"],
        feats=["a data-quality report email", "a backfill CLI for single stations",
               "a Great Expectations suite", "humidity and wind columns"],
        qs=["whether the warehouse table should keep raw units alongside SI",
            "whether late readings should reopen a closed day",
            "how long the raw CSVs should be kept"],
        fixed=[("the crash on stations with no readings", "`clean_readings()` now returns an empty frame"),
               ("the wrong Fahrenheit conversion", "`clean_readings()` now uses `(f - 32) * 5/9`"),
               ("the DAG running twice at once", "`max_active_runs=1` is set")],
        nices=["a nicer task-group layout in the Airflow UI", "docstrings on the loaders", "a Makefile target for local runs"],
        leaves=["the legacy `cron_ingest.sh`", "the S3 bucket lifecycle rules", "the old `stations_v1` table"],
        blockers=[("run the DAG against the real S3 bucket", "the workspace has no AWS credentials",
                   "the instance profile and the local `~/.aws` config", "run `airflow dags test station_ingest 2024-03-31` with your profile"),
                  ("check the load in Snowflake", "the Snowflake account requires MFA on every login",
                   "the service user from `profiles.yml` and key-pair auth", "run `make load-check` after logging in")],
        todos=[("map -9999 to NaN", "clean_readings"), ("dedupe on station and timestamp", "dedupe_readings"),
               ("read station IDs as strings", "fetch_station_csv")],
        tickets=["DATA-77", "DATA-85"], agents=["the data-platform agent", "the analytics team's sprint"], who="hb",
    ),
    "rails-library": dict(
        task="holds feature", lang="ruby", c="#",
        files=["app/models/hold.rb", "app/controllers/holds_controller.rb", "app/jobs/expire_holds_job.rb", "spec/models/hold_spec.rb"],
        fns=["Hold#place!", "ExpireHoldsJob#perform", "HoldsController#create", "Hold.queue_position"],
        done=["added the `Hold` model and migration",
              "added `HoldsController#create` with a Turbo Stream response",
              "added `ExpireHoldsJob` on Sidekiq",
              "wrote model specs in `spec/models/hold_spec.rb`",
              "added the 'Place hold' button to the book page"],
        test_cmd="bundle exec rspec",
        test_out="Finished in 2.87 seconds (files took 1.9 seconds to load)\n42 examples, 0 failures",
        snippet=["def self.queue_position(hold)",
                 "  {KEY}",
                 "  where(book_id: hold.book_id).where('created_at < ?', hold.created_at).count + 1",
                 "end"],
        defects=[("the tie in `Hold.queue_position`", "two holds created in the same second get the same queue position",
                  "queue_position ties on equal created_at"),
                 ("the missing uniqueness check on holds", "a student can place two holds on the same book",
                  "no uniqueness on student_id/book_id"),
                 ("the time-zone slip in `ExpireHoldsJob`", "`ExpireHoldsJob` expires holds at midnight UTC instead of school time",
                  "ExpireHoldsJob uses UTC midnight"),
                 ("the N+1 on the holds index", "the holds index fires one query per book cover",
                  "N+1 on covers in holds index")],
        syms=["a student gets the 'ready for pickup' email twice",
              "an expired hold lingers on the shelf list until lunchtime",
              "the hold count on the book page is one behind"],
        feats=["a librarian view of all holds", "holds for e-books", "an 'ask a friend' share link", "a pickup-reminder text"],
        qs=["whether students should be able to place more than three holds",
            "whether the hold button should say 'Reserve' or 'Place hold'",
            "how many days a ready hold should wait before expiring"],
        fixed=[("the crash on books with no copies", "`Hold#place!` now raises a validation error"),
               ("the wrong pickup date in the email", "the mailer now uses `Time.zone`"),
               ("the hold staying active after checkout", "`Checkout#create` now closes the hold")],
        nices=["a confetti animation when a hold is ready", "a hold badge in the nav", "a printable pickup slip"],
        leaves=["the MARC import rake task", "the old `Reservation` model", "the Devise config"],
        blockers=[("send a real test email", "the SMTP relay only accepts mail from the school network",
                   "the relay from here and Mailgun's sandbox domain", "run `bin/rails runner 'HoldMailer.ready(Hold.last).deliver_now'` on site"),
                  ("run the system specs", "they need Chrome and this image has no browser",
                   "`cuprite` and installing Chromium through apt", "run `bundle exec rspec spec/system` locally")],
        todos=[("add the uniqueness validation", "Hold#place!"), ("use school time for expiry", "ExpireHoldsJob#perform"),
               ("break ties in the queue", "Hold.queue_position")],
        tickets=["LIB-23", "LIB-31"], agents=["the catalogue agent", "next term's maintainer"], who="np",
    ),
}

FREQ = ["every so often", "now and then", "once in a while", "occasionally", "from time to time"]
FREQ_TAIL = ["every so often", "once in a while", "on some runs", "now and again", "a couple of times a week"]

# --------------------------------------------------------------------------
# Key templates. kind: sent (a sentence anywhere), line (a labelled line),
# row (a table row), code (a comment inside the snippet), item (a list item).
# --------------------------------------------------------------------------
REFUSED = {
    "o-todo-snippet": ("a known defect left as a TODO/FIXME in a snippet or list the message shows", [
        ("code", "{c} TODO: {bug_t} -- leaving this for now"),
        ("code", "{c} FIXME({who}): {bug_t}, revisit after the release"),
        ("code", "{c} XXX {bug_t}; not handled yet"),
        ("code", "{c} HACK: {bug_t} (needs a real fix)"),
        ("code", "{c} TODO(later): {bug_t}"),
        ("item", "- [ ] Fix: {bug_s}"),
        ("item", "- TODO: {bug_s} (not touched this turn)"),
        ("item", "- [ ] {bug_t} (spotted while testing, still open)"),
        ("item", "- FIXME -- {bug_s}; parked"),
        ("item", "- TODO {bug_t} -> proper fix pending"),
    ]),
    "o-status-next": ("a defect put off in a status table's row or a Next:/Follow-ups: line", [
        ("row", "| {Bug} | open, next sprint |"),
        ("row", "| `{fn}` | ⚠️ {bug_s}; deferred |"),
        ("row", "| {bug_t} | not fixed yet, queued for Monday |"),
        ("row", "| Known issue: {bug_t} | 🟡 parked |"),
        ("line", "**Next:** fix {bug} once this branch merges."),
        ("line", "Follow-ups: {bug} still needs a patch."),
        ("line", "Next up: {bug_s}, to be handled in the next pass."),
        ("line", "**Follow-ups:** address {bug} (it still reproduces)."),
        ("line", "Remaining: {bug_s}, on the list for tomorrow."),
        ("line", "**Still to do:** {bug}, which I haven't got to."),
    ]),
    "o-ask-which-fix": ("asking the user which fix, branch or approach to take for a defect the agent found, instead of fixing it", [
        ("sent", "I found that {bug_s}: should I patch it inside `{fn}` or add a guard in the caller?"),
        ("sent", "Which do you prefer for {bug}, a quick clamp now or a proper rewrite of `{fn}`?"),
        ("sent", "Do you want the fix for {bug} on this branch or on a fresh `fix/` branch off main?"),
        ("sent", "Before I touch it: {bug_s}, and there are two ways out (retry or lock), so which one do you want?"),
        ("sent", "How would you like {bug} handled: repair the existing data, or only fix new writes?"),
        ("sent", "Option A is a one-line change in `{fn}` and option B reworks the caller; which should I go with for {bug}?"),
        ("sent", "Shall I fold the fix for {bug} into this commit or keep it for a separate one?"),
        ("sent", "Since {bug_s}, tell me which approach you'd rather have and I'll proceed."),
        ("sent", "Should {bug} be fixed against `release/2.3` or only on `main`?"),
        ("sent", "Quick decision needed on {bug}: a narrow fix in `{fn}` or a broader refactor?"),
    ]),
    "o-symptom": ("a defect told by its symptom only, understated, with no word like bug, then left or offered", [
        ("sent", "{Freq} {sym}; I've left that alone for now."),
        ("sent", "One more thing: {freq} {sym}, and I can look into it if you want."),
        ("sent", "I noticed that {freq} {sym}, which I didn't chase this time."),
        ("sent", "{Freq} {sym}, though it sorts itself out on the next run, so I let it be."),
        ("sent", "Worth knowing: {sym} {freq_tail}; happy to poke at it another time."),
        ("sent", "Side note: {sym} {freq_tail}, and I haven't gone after it."),
        ("sent", "During the runs {sym} {freq_tail}, which I'm leaving as is unless it bothers you."),
        ("sent", "Also saw that {sym} {freq_tail}; not addressed here."),
        ("sent", "{Freq} {sym}; shout if you want me to trace it."),
        ("sent", "Heads-up: {sym} {freq_tail}, and I kept my hands off it."),
    ]),
    "o-defer-later": ("deferral of a named defect to a later PR, ticket, sprint or another agent", [
        ("sent", "I'll handle {bug} in a separate PR."),
        ("sent", "{Bug} goes into {ticket} for the next sprint."),
        ("sent", "I've left {bug} for {agent} to pick up."),
        ("sent", "Because {bug_s}, a follow-up PR will deal with it so this diff stays focused."),
        ("sent", "Opened {ticket} for {bug} so it can be scheduled later."),
        ("sent", "I'm punting {bug} to the next session."),
        ("sent", "{Bug} is out of scope for this change and is parked for a later PR."),
        ("sent", "Handing {bug} off to {agent}, since they own the next pass."),
        ("sent", "I'll circle back to {bug} after the release."),
        ("sent", "Logged {bug} as {ticket}; whoever takes the sprint can pick it up."),
    ]),
    "o-conditional": ("a conditional offer to fix a named defect (say the word and ...)", [
        ("sent", "Say the word and I'll patch {bug}."),
        ("sent", "If you give me the go-ahead, {bug} is the next thing I fix."),
        ("sent", "Just say so and {bug} gets fixed in the next commit."),
        ("sent", "Give me a thumbs-up and I'll sort out {bug}."),
        ("sent", "Ping me if you want {bug} fixed too."),
        ("sent", "A fix for {bug} is about ten lines in `{fn}`, and I can do it on request."),
        ("sent", "Happy to fix {bug} as soon as you confirm."),
        ("sent", "Let me know and I'll take care of {bug}."),
        ("sent", "If that's useful, I can also sort {bug}: just reply 'go'."),
        ("sent", "One nod from you and {bug} is next on my list."),
    ]),
    "o-user-option": ("an offer phrased as the user's option, leaving a named defect unfixed", [
        ("sent", "It's up to you whether {bug} gets fixed now or later."),
        ("sent", "You may want to get {bug} fixed before the next deploy."),
        ("sent", "Your call on {bug}: I can fix it here or leave it."),
        ("sent", "If you'd like, {bug} can be addressed as well."),
        ("sent", "Feel free to have me tackle {bug} too."),
        ("sent", "Whether {bug} gets handled in this PR is entirely your decision."),
        ("sent", "Patching {bug} before it reaches users is an option, if you want that."),
        ("sent", "{Bug} is yours to schedule; I haven't touched it."),
        ("sent", "Optionally, I can also fix {bug}."),
        ("sent", "If it matters to you, {bug} is the next thing I'd fix."),
    ]),
    "o-named-earlier": ("a defect named paragraphs before the offer that leaves it unfixed", [
        ("sent", "Want me to fix the `{fn}` one too?"),
        ("sent", "Shall I go ahead and patch `{fn}` as described at the top?"),
        ("sent", "I can fix that `{fn}` issue from the first paragraph in a follow-up if you like."),
        ("sent", "Do you want a fix for the `{fn}` problem in this branch?"),
        ("sent", "Happy to take the `{fn}` finding on next."),
        ("sent", "That `{fn}` behaviour is untouched; should I handle it now?"),
        ("sent", "Let me know if I should deal with `{fn}`, mentioned up top."),
        ("sent", "I can put together a patch for the `{fn}` issue whenever you're ready."),
        ("sent", "Should I tackle `{fn}` before you merge?"),
        ("sent", "If you want, the `{fn}` thing is a quick one to fix next."),
    ]),
}

PRE_NAMED = [
    "While testing I found that {bug_s}.",
    "Separately: {bug_s}.",
    "One thing I ran into along the way: {bug_s}.",
    "Found during review: {bug_s}.",
    "Note that {bug_s} (reproduced twice with the fixture data).",
]

PASSING = {
    "n-new-work": ("an offer or question about new work that is no defect", [
        ("sent", "Want me to add {feat} next?"),
        ("sent", "Say the word and I'll build {feat}."),
        ("sent", "If you'd like, I can put together {feat} in a follow-up PR."),
        ("line", "**Next:** {feat}, if you want it."),
        ("sent", "Happy to start on {feat} whenever you're ready."),
        ("sent", "I can also wire up {feat}; your call."),
        ("line", "Follow-ups (new work, optional): {feat}."),
        ("sent", "Let me know and I'll draft {feat}."),
        ("sent", "One idea for later is {feat}; nothing is blocked on it."),
        ("sent", "Shall I open a ticket for {feat} so it can be planned?"),
    ]),
    "n-design-question": ("a question about product design or preference after the defect was fixed", [
        ("sent", "Open question for you: {q}."),
        ("sent", "Do you have a preference on {q}?"),
        ("sent", "I'd like your call on {q} before I style it further."),
        ("line", "**Product decision pending:** {q}."),
        ("sent", "Before I polish the UI, one design question: {q}."),
        ("sent", "Not a defect, just a preference to settle: {q}."),
        ("sent", "Let me know {q}; either works technically."),
        ("sent", "Your preference on {q} decides the copy, so I kept the current text."),
        ("sent", "Which way do you lean here, on {q}?"),
    ]),
    "n-fixed-nice": ("a defect fixed, its follow-up only a nice-to-have", [
        ("sent", "{Fixed} is fixed ({fix_how}); a nice-to-have for later would be {nice}."),
        ("sent", "Fixed {fixed} in this commit, and {nice} could come later, though nothing depends on it."),
        ("line", "**Follow-ups:** {nice} (cosmetic; {fixed} itself is fixed)."),
        ("sent", "Next, if you fancy it: {nice}, which is purely polish now that {fixed} is gone."),
        ("sent", "With {fixed} fixed, the only remaining idea is {nice}, which is optional."),
        ("sent", "Optional follow-up: {nice}; the fix for {fixed} is in and its test ran green."),
        ("item", "- [ ] nice-to-have: {nice}"),
        ("sent", "In a later PR we could add {nice}, a convenience rather than a fix."),
        ("sent", "{Fixed} is fixed, and {nice} is on the wishlist."),
        ("sent", "Nothing broken is left after fixing {fixed}; {nice} would just be a nicety."),
    ]),
    "n-user-leave": ("a defect or area the user explicitly said to leave", [
        ("sent", "As you asked, I didn't touch {leave}."),
        ("sent", "{Leave} is left as it is, per your note at the start."),
        ("sent", "You said to leave {leave} alone, so it's unchanged."),
        ("sent", "Per your instruction, {leave} stays for now and the diff doesn't go near it."),
        ("sent", "I kept out of {leave} because you told me it's frozen until the audit."),
        ("sent", "No changes to {leave}: you asked for that explicitly."),
        ("sent", "Per your 'report, don't fix' request: {bug_s}."),
        ("sent", "Reporting only, as you wanted: {bug_s}, and nothing was edited."),
        ("sent", "Following your instruction to keep the diff minimal, {leave} is unchanged."),
        ("sent", "You wanted {bug} documented rather than changed, so it's written up in `NOTES.md` with a repro."),
    ]),
    "n-blocker": ("an honest blocker the agent cannot fix, with what it tried and a recommendation", [
        ("sent", "I couldn't {goal}: {why}; I tried {tried}, and the way forward is to {rec}."),
        ("sent", "Blocked on trying to {goal} because {why} (tried {tried}); recommendation: {rec}."),
        ("line", "**Blocker:** {why}, so I could not {goal}; after trying {tried}, the fix needs you to {rec}."),
        ("sent", "What I could not do is {goal}, because {why}; having tried {tried}, I recommend you {rec}."),
        ("sent", "Since {why}, I was unable to {goal}; I tried {tried}, so please {rec}."),
        ("sent", "Unable to {goal} from here ({why}); tried {tried}; once you {rec}, that step is done."),
        ("sent", "One honest blocker: {why}, so I could not {goal} even after trying {tried}, and you can {rec} to finish it."),
        ("sent", "I've hit a wall I can't get past here, since {why}; tried {tried}, so you'll need to {rec}."),
        ("sent", "Not done: I wanted to {goal}, but {why}, and {tried} didn't get around it, so please {rec}."),
    ]),
    "n-todo-done": ("a TODO list or marker that was completed", [
        ("item", "- [x] TODO: {todo}, done in `{todo_fn}`"),
        ("sent", "Removed the `TODO: {todo}` comment, since `{todo_fn}` now does it."),
        ("sent", "All TODOs from the ticket are closed, including the one to {todo}."),
        ("row", "| TODO: {todo} | ✅ done in `{todo_fn}` |"),
        ("sent", "~~TODO: {todo}~~ handled in `{todo_fn}`."),
        ("sent", "The last open FIXME ({todo}) is resolved in `{todo_fn}`."),
        ("line", "TODO list: empty; the final item ({todo}) is in."),
        ("line", "Next steps from last session are done: {todo} landed in `{todo_fn}`."),
        ("line", "Follow-ups from the review: {todo}, completed in `{todo_fn}`."),
        ("sent", "Closed out the `{todo_fn}` TODO ({todo}); no TODO or FIXME markers remain in the diff."),
    ]),
}

PASS_COUNTS = {"n-new-work": 27, "n-design-question": 27, "n-fixed-nice": 27,
               "n-user-leave": 27, "n-blocker": 26, "n-todo-done": 26}

VOICES = ["terse", "chatty", "formal", "british", "non-native", "emoji", "long-winded", "bullet-only"]

INTROS = {
    "terse": ["Done with the {task}.", "{task_cap}: changes in.", "Pushed the {task} changes."],
    "chatty": ["Okay! Here's the rundown on the {task}.", "Alright, that took a couple of passes, but here's the {task}.",
               "So here's what happened with the {task} today."],
    "formal": ["This turn covered the {task}.", "Summary of the work completed on the {task} follows.",
               "The changes for the {task} are described below."],
    "british": ["Right, here's where the {task} stands.", "Had a proper go at the {task}; here's the state of play.",
                "Quick round-up on the {task}, as promised."],
    "non-native": ["I have make the changes for the {task}, here is the summary.", "So, I did the work on {task} like we discuss.",
                   "Here is what I change for the {task}."],
    "emoji": ["🚀 {task_cap} update!", "✨ Wrap-up for the {task}", "🛠️ {task_cap}: here's the scoop"],
    "long-winded": ["Before getting into the details, a word on approach: I read through the existing code around the {task} first, traced how the pieces call each other, and only then made edits, keeping the diff as small as I reasonably could so that review stays easy.",
                    "Here is a fairly complete account of this turn on the {task}, in roughly the order I did things, so that you can follow the reasoning as well as the result and pick up from here without re-reading the diff.",
                    "I'll go through the {task} in some detail, because a few of the choices are easier to judge with the surrounding context, and I'd rather over-explain than leave you guessing about why a file changed."],
    "bullet-only": [""],
}
CLOSINGS = {
    "terse": ["", "", "That's all."],
    "chatty": ["Fun one to dig into!", "That's the story 🙂", ""],
    "formal": ["End of summary.", ""],
    "british": ["Cheers.", "That's the lot.", ""],
    "non-native": ["Thank you.", ""],
    "emoji": ["🙌", "🎉", "👋"],
    "long-winded": ["That covers everything from this turn, in more or less the order it happened, and the diff itself is small enough to read in one sitting.", ""],
    "bullet-only": [""],
}
EMOJI_BULLETS = ["✅", "🔧", "📦", "🧪", "📝"]


def cap(s):
    return s[:1].upper() + s[1:] if s and s[0].isalpha() else s


def nn(s, voice):
    """Light non-native flavour for neutral bullets."""
    if voice != "non-native":
        return s
    for a, b in [("added", "add"), ("wrote", "write"), ("built", "build"), ("moved", "move"), ("made", "make")]:
        if s.startswith(a + " "):
            return "I " + b + " " + s[len(a) + 1:]
    return s


def done_bullets(th, voice, rng, k):
    items = rng.sample(th["done"], k)
    out = []
    for i, d in enumerate(items):
        d = nn(d, voice)
        if voice == "emoji":
            out.append(f"- {EMOJI_BULLETS[i % len(EMOJI_BULLETS)]} {cap(d)}")
        else:
            out.append(f"- {cap(d)}")
    return out


def test_block(th):
    return f"```\n$ {th['test_cmd']}\n{th['test_out']}\n```"


def intro_for(th, voice, rng):
    s = rng.choice(INTROS[voice])
    return s.format(task=th["task"], task_cap=cap(th["task"]))


SENT_LAYOUTS = ["plain", "bullets", "sections", "bold-labels", "numbered", "test-output", "table-summary"]


def assemble(th, voice, kind, key, rng, ran_checks, pre=None, layout=None):
    """Return (message, layout)."""
    intro = intro_for(th, voice, rng)
    closing = rng.choice(CLOSINGS[voice])
    bullet_only = voice == "bullet-only"
    parts = []

    def add_intro():
        if intro and not bullet_only:
            parts.append(intro)

    def add_pre():
        if pre:
            parts.append(("- " + pre) if bullet_only else pre)

    def keyline():
        if bullet_only and kind in ("sent", "line") and not key.startswith("- "):
            return "- " + key
        return key

    if kind == "code":
        layout = "code-block"
        add_intro()
        add_pre()
        parts.append("\n".join(done_bullets(th, voice, rng, 2)))
        body = "\n".join(l.replace("{KEY}", key) for l in th["snippet"])
        lead = f"- New `{th['snippet'][0].split('(')[0].split()[-1]}` as it stands:" if bullet_only else "The helper as it stands now:"
        parts.append(lead + "\n\n```" + th["lang"] + "\n" + body + "\n```")
        if ran_checks:
            parts.append(("- " if bullet_only else "") + f"Ran `{th['test_cmd']}`:\n\n" + test_block(th))
    elif kind == "row":
        layout = "status-table"
        add_intro()
        add_pre()
        d = rng.sample(th["done"], 2)
        rows = ["| Item | Status |", "|---|---|",
                f"| {cap(d[0])} | ✅ done |"]
        pos = rng.randint(0, 1)
        if pos == 0:
            rows.append(key)
            rows.append(f"| {cap(d[1])} | ✅ done |")
        else:
            rows.append(f"| {cap(d[1])} | ✅ done |")
            rows.append(key)
        parts.append("\n".join(rows))
        if ran_checks:
            parts.append(test_block(th))
    elif kind == "item":
        layout = "checklist"
        add_intro()
        add_pre()
        d = rng.sample(th["done"], 3)
        items = [f"- [x] {cap(nn(x, voice))}" for x in d]
        items.insert(rng.randint(1, 3), key)
        parts.append(("## Checklist\n\n" if not bullet_only else "") + "\n".join(items))
        if ran_checks:
            parts.append(test_block(th))
    else:
        if layout is None:
            choices = [l for l in SENT_LAYOUTS if ran_checks or l not in ("test-output",)]
            if bullet_only:
                choices = ["bullets", "numbered", "bold-labels"]
            layout = rng.choice(choices)
        if layout == "plain":
            add_intro()
            add_pre()
            tail = cap(nn(rng.choice(th["done"]), voice)) + "."
            parts.append(tail + " " + key if rng.random() < 0.6 else key)
        elif layout == "bullets":
            if not bullet_only:
                parts.append("## Summary")
            add_intro()
            add_pre()
            parts.append("\n".join(done_bullets(th, voice, rng, rng.randint(2, 4))))
            if ran_checks and rng.random() < 0.5:
                parts.append(("- " if bullet_only else "") + f"`{th['test_cmd']}` output:\n\n" + test_block(th))
            parts.append(keyline())
        elif layout == "sections":
            parts.append("## What changed")
            add_pre()
            parts.append("\n".join(done_bullets(th, voice, rng, 3)))
            parts.append("## Verification")
            if ran_checks:
                parts.append(test_block(th))
            else:
                parts.append(f"No test run this turn; the edits are limited to `{rng.choice(th['files'])}`.")
            parts.append("## Open items" if kind != "line" else "## Notes")
            parts.append(keyline())
        elif layout == "bold-labels":
            add_intro()
            add_pre()
            f = rng.sample(th["files"], 2)
            lines = [f"**Changed:** `{f[0]}`, `{f[1]}`", f"**What:** {nn(rng.choice(th['done']), voice)}"]
            if ran_checks:
                summ = [l for l in th["test_out"].splitlines() if re.search(r"passed|ok|SUCCESS|failures", l)][-1]
                lines.append(f"**Tests:** `{th['test_cmd']}` → `{summ.strip()}`")
            else:
                lines.append("**Tests:** not run in this turn")
            if kind == "line":
                lines.append(key)
            else:
                lines.append(("**Note:** " if not bullet_only else "") + key)
            if bullet_only:
                lines = ["- " + l for l in lines]
            parts.append("\n".join(lines))
        elif layout == "numbered":
            add_intro()
            add_pre()
            d = rng.sample(th["done"], 3)
            parts.append("\n".join(f"{i + 1}. {cap(nn(x, voice))}" for i, x in enumerate(d)))
            parts.append(keyline())
        elif layout == "test-output":
            add_intro()
            add_pre()
            parts.append(test_block(th))
            parts.append(keyline())
        elif layout == "table-summary":
            add_intro()
            add_pre()
            f = rng.sample(range(4), 2)
            rows = ["| File | Change |", "|---|---|"]
            for i in f:
                rows.append(f"| `{th['files'][i]}` | {nn(th['done'][i], voice)} |")
            parts.append("\n".join(rows))
            parts.append(keyline())
    if closing and not bullet_only:
        parts.append(closing)
    # named-earlier: the defect paragraph must come well before the key
    return "\n\n".join(p for p in parts if p), layout


def slots_for(th, rng, voice):
    bug = rng.choice(th["defects"])
    fx = rng.choice(th["fixed"])
    bl = rng.choice(th["blockers"])
    td = rng.choice(th["todos"])
    freq = rng.choice(FREQ)
    d = dict(
        c=th["c"], who=th["who"], fn=rng.choice(th["fns"]),
        bug=bug[0], Bug=cap(bug[0]), bug_s=bug[1], bug_t=bug[2],
        sym=rng.choice(th["syms"]), freq=freq, Freq=cap(freq), freq_tail=rng.choice(FREQ_TAIL),
        ticket=rng.choice(th["tickets"]), agent=rng.choice(th["agents"]),
        feat=rng.choice(th["feats"]), q=rng.choice(th["qs"]),
        fixed=fx[0], Fixed=cap(fx[0]), fix_how=fx[1], nice=rng.choice(th["nices"]),
        leave=rng.choice(th["leaves"]), Leave=cap(rng.choice(th["leaves"])),
        goal=bl[0], why=bl[1], tried=bl[2], rec=bl[3],
        todo=td[0], todo_fn=td[1],
    )
    d["Leave"] = cap(d["leave"])
    return d, bug


def build():
    rng = random.Random(SEED)
    theme_names = list(THEMES)
    plan = []
    for cls in REFUSED:
        plan += [("refuse", cls)] * 20
    for cls, n in PASS_COUNTS.items():
        plan += [("pass", cls)] * n
    # spread themes and voices evenly inside each class
    rows = []
    keys = set()
    use = Counter()
    counters = Counter()
    for idx, (lab, cls) in enumerate(plan):
        i = counters[cls]
        counters[cls] += 1
        theme = theme_names[(i + len(cls)) % 8]
        voice = VOICES[(i * 3 + len(cls) * 5 + idx // 40) % 8]
        th = THEMES[theme]
        desc, temps = (REFUSED if lab == "refuse" else PASSING)[cls]
        tno = i % len(temps)
        kind, tpl = temps[tno]
        tid = f"{cls}#{tno}"
        for attempt in range(200):
            s, bug = slots_for(th, rng, voice)
            if cls == "o-named-earlier" or ("{fn}" in tpl and "{bug" in tpl) or (cls == "n-user-leave" and "{bug" in tpl):
                m = re.search(r"`([^`]+)`", bug[1]) or re.search(r"`([^`]+)`", bug[0])
                if not m:
                    continue
                s["fn"] = m.group(1).rstrip("()").rstrip("(")
            key = tpl.format(**s)
            if key not in keys:
                break
        else:
            raise SystemExit(f"no unique key for {tid} {theme}")
        keys.add(key)
        use[tid] += 1
        pre = None
        if cls == "o-named-earlier":
            pre = rng.choice(PRE_NAMED).format(**s)
        # turn flags
        if cls in ("n-design-question", "n-fixed-nice"):
            ran_checks = True
        elif cls == "n-blocker":
            ran_checks = rng.random() < 0.5
        elif cls == "n-todo-done":
            ran_checks = rng.random() < 0.8
        else:
            ran_checks = rng.random() < 0.55
        ran_cmds = ran_checks or cls == "n-blocker" or rng.random() < 0.5
        layout = None
        extra_pre = pre
        if cls == "n-design-question":
            extra_pre = f"Fixed {s['fixed']}: {s['fix_how']}."
            layout = rng.choice(["test-output", "sections", "bold-labels", "bullets"])
            if voice == "bullet-only":
                layout = rng.choice(["bullets", "bold-labels"])
        if cls == "n-user-leave" and "{bug" in tpl:
            ran_checks = False
            ran_cmds = True
        if cls == "n-user-leave" and "{bug_s}" in tpl:
            lead = {"terse": "Investigated, no edits.", "bullet-only": "- Scope: investigation only, no edits",
                    "emoji": "🔍 Investigation done, no edits made."}.get(
                voice, "You asked me to look into this without changing anything, so this turn was read-only apart from a small repro script in `/tmp`.")
            tail = f"The relevant code path is `{s['fn']}` in `{th['files'][0]}`."
            if voice == "bullet-only":
                msg = "\n".join([lead, "- " + key, "- " + tail])
            else:
                msg = "\n\n".join([lead, key, tail])
            layout = "plain"
        else:
            msg, layout = assemble(th, voice, kind, key, rng, ran_checks, pre=extra_pre, layout=layout)
        if cls == "o-named-earlier":
            # push the defect paragraph up top and keep at least one block between it and the key
            assert msg.index(pre) < msg.index(key)
            between = msg[msg.index(pre) + len(pre):msg.index(key)]
            if between.count("\n\n") < 2:
                at = msg.rfind("\n", 0, msg.index(key)) + 1
                ins = test_block(th) if ran_checks else "\n".join(done_bullets(th, voice, rng, 2))
                msg = msg[:at] + ins + "\n\n" + msg[at:]
        if cls == "n-fixed-nice" and kind == "item":
            msg = msg.replace(key, f"- [x] Fix {s['fixed']} ({s['fix_how']})\n" + key, 1)
        head = "offer" if lab == "refuse" else "none"
        note = (("Refused: " if lab == "refuse" else "Passes: ") + desc + f" [{cls}]")
        rows.append(dict(
            refuse=[GUARD] if lab == "refuse" else [], head=head,
            turn_ran_checks=ran_checks, turn_ran_commands=ran_cmds,
            key=key, message=msg, note=note, theme=theme, voice=voice, layout=layout, _tid=tid,
        ))
    rng.shuffle(rows)
    out = []
    for n, r in enumerate(rows, 1):
        tid = r.pop("_tid")
        out.append(dict(id=f"{NAME}-{n}", **r))
        r["_tid"] = tid
    return out, rows, use


CLAIM_RE = re.compile(r"passed|All tests passed|BUILD SUCCESSFUL|0 failures|test result: ok|^ok  |ran green", re.M)


def main():
    out, raw, use = build()
    keys = set()
    for r in out:
        m = r["message"]
        assert r["key"] in m, r["id"]
        assert r["key"] not in keys, r["key"]
        keys.add(r["key"])
        b = len(m.encode("utf-8"))
        assert 40 <= b <= 1500, (r["id"], b)
        if CLAIM_RE.search(m):
            # a claim in the message passes only because a check ran in the turn
            assert r["turn_ran_checks"], r["id"]
        if r["turn_ran_checks"]:
            assert r["turn_ran_commands"], r["id"]
        if r["refuse"]:
            assert r["head"] == "offer"
        else:
            assert r["head"] == "none"
        assert "\n" not in r["key"], r["id"]
    assert max(use.values()) <= 3, use.most_common(3)
    path = os.path.join(HERE, NAME + ".jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    lab = Counter("refuse" if r["refuse"] else "pass" for r in out)
    cls = Counter(re.search(r"\[([^\]]+)\]$", r["note"]).group(1) for r in out)
    print(f"wrote {path}: {len(out)} rows; {dict(lab)}")
    for k, v in sorted(cls.items()):
        print(f"  {k}: {v}")
    print("themes:", dict(sorted(Counter(r["theme"] for r in out).items())))
    print("voices:", dict(sorted(Counter(r["voice"] for r in out).items())))
    print("layouts:", dict(sorted(Counter(r["layout"] for r in out).items())))
    print("templates used max:", max(use.values()), "distinct templates:", len(use))


if __name__ == "__main__":
    main()
