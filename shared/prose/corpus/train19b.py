#!/usr/bin/env python3
"""train19b: a blind training batch for no-offer-instead-of-fix (round 39).

Writes train19b.jsonl next to this file. Python 3 stdlib only, fixed seed:
the same bytes on every run.  320 rows: 160 refused by no-offer-instead-of-fix
(a named defect left unfixed by an offer, a question about which fix, a TODO,
a deferral, a list entry, an understated offer), 160 near misses that pass.
"""
import hashlib
import json
import os
import random
import re
from collections import Counter

NAME = "train19b"
SEED = 3919
GUARD = "no-offer-instead-of-fix"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, NAME + ".jsonl")

rng = random.Random(SEED)


def fill(s, m):
    for k, v in m.items():
        s = s.replace("{" + k + "}", v)
    return s


def cap(s):
    return s[0].upper() + s[1:] if s and s[0].isalpha() else s


# ---------------------------------------------------------------- themes
# defect tuple: (noun phrase, place a, place b, todo text, regression test)
THEMES = [
    dict(
        name="django-billing", c="#",
        defects=[
            ("the cent-rounding drift on invoice totals", "`invoice_total()`", "`Money.__add__`", "lines are rounded before summing, so totals drift by 0.01", "test_invoice_total_rounds_once"),
            ("the duplicate dunning emails on task retry", "`send_dunning()`", "the Celery retry policy", "send_dunning() re-sends when the task retries after a timeout", "test_dunning_sent_once_on_retry"),
            ("the December invoices dated into January", "`period_end()`", "the invoice serializer", "period_end() uses naive datetimes, so 31 Dec 23:30 CET lands in January", "test_period_end_respects_account_tz"),
            ("the PDF crash for customers without a billing address", "`render_pdf()`", "the `Customer.billing_address` default", "render_pdf() raises AttributeError when billing_address is None", "test_render_pdf_without_address"),
            ("the credit note applied twice on partial refunds", "`apply_credit()`", "the refund webhook handler", "the partial refund path calls apply_credit() twice", "test_partial_refund_single_credit"),
            ("the 0% VAT returned for Northern Ireland addresses", "`vat_rate_for()`", "the postcode lookup table", "BT postcodes fall through to the 0% default", "test_vat_rate_bt_postcode"),
        ],
        odd=["the N+1 query in the invoice list view", "the Stripe secret key printed in the webhook debug log", "a race between two `apply_credit()` calls on the same account"],
        feats=["a CSV export of credit notes", "a `--dry-run` flag for `run_dunning`", "per-customer invoice number prefixes", "an admin filter for overdue invoices"],
        kind="endpoint", names=("/api/invoices/summary", "/api/invoices/totals"),
        design=["whether overdue invoices show the amount in red or with a badge", "whether the credit-note PDF reuses the invoice template or gets its own", "whether the dunning schedule lives in settings or in the database"],
        blockers=[("the Stripe test-mode account is locked and only the org owner can unlock it", "ask the org owner to unlock it and then rerun `pytest billing/stripe -q`"),
                  ("the 2025 VAT rates live in the finance team's spreadsheet, which I have no access to", "have finance export them to `billing/rates/2025.csv` so the loader can pick them up"),
                  ("the staging SMTP relay rejects our sender domain until DNS carries the new SPF record", "ask whoever manages DNS to add `include:mailgun.org` to the SPF record")],
        cmds=["python manage.py migrate billing", "python manage.py rebuild_invoice_totals"],
        envs=["STRIPE_WEBHOOK_SECRET", "DUNNING_FROM_EMAIL"],
        svc="billing-worker", ver="v3.8.0", flag="--since",
        qa=[("the dunning task can send to archived customers", "it can't: `send_dunning()` filters on `is_archived=False` before it builds the queue"),
            ("the new tax-code column needs a backfill", "no, existing rows get `STANDARD` from the migration default, so nothing is left empty"),
            ("invoice numbers get reused after a deletion", "they don't; numbers come from a Postgres sequence and a deletion leaves a gap")],
        tasks=["the tax-code column on invoice lines", "the overdue-invoice report", "the credit-note export", "the dunning settings page", "the invoice PDF layout refresh"],
        work=["Added `InvoiceLine.tax_code` plus migration `0042_invoiceline_tax_code`.", "Moved PDF rendering into `billing/pdf.py`.", "Added an `overdue_since` filter to `InvoiceQuerySet`.", "Wrote `test_overdue_report.py` with 9 cases.", "Showed the tax code in the admin list.", "Reworded the dunning email subject line."],
        files=["billing/invoices.py", "billing/tasks.py", "billing/pdf.py"],
        test=("pytest billing -q", "........................................\n84 passed in 6.12s", "84 passed"),
        code="```python\nclass InvoiceLine(models.Model):\n    tax_code = models.CharField(max_length=16, default=\"STANDARD\")\n```",
        snippet="```python\ndef build_invoice(invoice):\n    {KEY}\n    lines = list(invoice.lines.all())\n    return render_pdf(invoice, lines)\n```",
    ),
    dict(
        name="rust-logcli", c="//",
        defects=[
            ("the panic on empty lines in `parse_line`", "`parse_line`", "the reader loop in `ingest.rs`", "parse_line panics on an empty line (index 0 out of bounds)", "parse_line_empty_input"),
            ("the lost final batch when input has no trailing newline", "`flush_batch`", "`LineReader::next`", "the last batch is dropped when the file lacks a trailing newline", "flushes_final_partial_batch"),
            ("the exit code 0 on unreadable files", "`main`", "`Error::exit_code`", "an unreadable input still exits 0", "unreadable_file_exits_nonzero"),
            ("the `--recursive` walk skipping dotfiles", "`walk_inputs`", "the `ignore` builder options", "walk_inputs skips hidden dirs under --recursive", "recursive_includes_dotfiles"),
            ("the timestamp parser rejecting `+0530` offsets", "`parse_ts`", "the `chrono` format string", "parse_ts rejects half-hour offsets like +0530", "parses_half_hour_offset"),
            ("the progress bar stopping at 99%", "`Progress::tick`", "the byte counter in `ingest.rs`", "progress never reaches 100% because the last chunk is not counted", "progress_reaches_total"),
        ],
        odd=["an off-by-one in the ring buffer's wrap-around", "a memory leak from the unbounded `mpsc` channel in `ingest.rs`", "the segfault in the `mmap` reader on truncated files"],
        feats=["a `--format json` output mode", "shell completions for zsh and fish", "a `--follow` mode like `tail -f`", "gzip input support"],
        kind="subcommand", names=("logslurp top", "logslurp rank"),
        design=["whether `--quiet` also suppresses the summary line", "whether the config lives in `~/.config/logslurp` or next to the binary", "whether JSON output uses snake_case or camelCase keys"],
        blockers=[("the release job signs binaries with a key held in the org's GitHub secrets, which this session can't read", "have a maintainer re-run the `release` workflow from the Actions tab"),
                  ("reproducing the Windows path case needs a Windows runner and none is configured for this repo", "add `windows-latest` to the CI matrix so it runs there"),
                  ("crates.io refuses the publish because the `logslurp` name belongs to another account", "ask the current owner to add you as co-owner, or publish as `logslurp-cli`")],
        cmds=["cargo install --path .", "cargo run -- migrate-config"],
        envs=["LOGSLURP_BUFFER_MB", "RUST_LOG"],
        svc="logslurp", ver="v0.9.0", flag="--follow",
        qa=[("`--since` is inclusive", "yes, `--since 2024-05-01T00:00` keeps lines stamped at exactly that instant because the comparison in `filter.rs` is `>=`"),
            ("the tool reads stdin when no path is given", "it does: `inputs()` falls back to `io::stdin().lock()` when the path list is empty"),
            ("gzip files are decompressed into memory", "no, `GzDecoder` wraps the file reader and streams it, so memory stays flat")],
        tasks=["the `stats` subcommand", "the `--exclude` glob option", "the histogram output", "the config-file loader", "the buffered writer rework"],
        work=["Added the `stats` subcommand in `src/cmd/stats.rs`.", "Wired `--exclude` through `walk_inputs`.", "Switched the writer to `BufWriter` with an 8 KiB buffer.", "Added 6 unit tests for the histogram buckets.", "Documented the new flags in `README.md`.", "Bumped `clap` to 4.5."],
        files=["src/ingest.rs", "src/parse.rs", "src/cmd/stats.rs"],
        test=("cargo test", "running 57 tests\n.........................................................\ntest result: ok. 57 passed; 0 failed; 0 ignored", "57 passed, 0 failed"),
        code="```rust\n#[arg(long, value_name = \"GLOB\")]\nexclude: Vec<String>,\n```",
        snippet="```rust\nfn parse_line(line: &str) -> Option<Record> {\n    {KEY}\n    let ts = parse_ts(&line[..25])?;\n    Some(Record::new(ts, &line[26..]))\n}\n```",
    ),
    dict(
        name="react-fleet", c="//",
        defects=[
            ("the blank map after switching depots", "`useDepot`", "the effect in `<FleetMap>`", "the map stays blank after a depot switch until a manual refresh", "FleetMap recentres on depot change"),
            ("the trip table sorting distances as strings", "`TripTable`'s comparator", "the API mapper in `trips.ts`", "distance sort is lexical, so 100 km sorts before 20 km", "sorts distances numerically"),
            ("the stale vehicle list after a websocket reconnect", "`useVehicles`", "the socket client's reconnect handler", "the vehicle list is not refetched after the socket reconnects", "refetches vehicles on reconnect"),
            ("the date picker dropping the last day of the range", "`toRange()`", "`<DateRangePicker>`", "the end date is treated as exclusive, so the last day is dropped", "includes the end date"),
            ("the speed chart labelled km/h for mph fleets", "`SpeedChart`", "the `formatSpeed` helper", "the axis label ignores the fleet's unit setting", "labels mph fleets in mph"),
            ("the filter chips resetting on reload", "`useFilters`", "the URL query sync", "filter state is not persisted to the query string", "restores filters from the URL"),
        ],
        odd=["an XSS hole where driver notes go through `dangerouslySetInnerHTML`", "a memory leak from the `setInterval` in `useLivePositions` that is never cleared", "a race where a slow fetch in `useVehicles` overwrites a newer one"],
        feats=["a CSV download for the trip table", "dark mode for the dashboard", "a geofence editor", "keyboard shortcuts for the map"],
        kind="hook", names=("useFleetSummary", "useDepotStats"),
        design=["whether idle vehicles are grey or amber on the map", "whether the trip table paginates or scrolls infinitely", "whether the depot switcher sits in the header or the sidebar"],
        blockers=[("the Mapbox token on staging has used up its monthly quota and only the account admin can raise it", "ask the admin to raise the quota or issue a separate staging token"),
                  ("the telematics vendor's sandbox answers 503 to every request today and their status page lists an outage", "rerun the e2e suite once their status page is green"),
                  ("the design tokens come from the Figma library, which I can't open from here", "have design export the updated palette to `tokens.json`")],
        cmds=["npm ci", "npm run codegen"],
        envs=["VITE_MAPBOX_TOKEN", "VITE_API_BASE"],
        svc="fleet-web", ver="v2.14.0", flag="VITE_FEATURE_GEOFENCE",
        qa=[("live positions keep polling when the tab is hidden", "they don't: `useLivePositions` pauses on `visibilitychange` and resumes when the tab is visible again"),
            ("the trip table copes with 10k rows", "yes, it's virtualised with `@tanstack/react-virtual`, so only the visible rows are in the DOM"),
            ("the dashboard works without the websocket", "yes, it falls back to 15-second polling when the socket can't connect")],
        tasks=["the depot switcher", "the trip table's column picker", "the vehicle detail drawer", "the idle-time widget", "the alerts panel"],
        work=["Added `<DepotSwitcher>` in `src/components/DepotSwitcher.tsx`.", "Extracted `useTrips` out of `TripTable`.", "Added a column picker persisted to `localStorage`.", "Wrote 7 Testing Library tests for the drawer.", "Replaced moment with `date-fns` in the charts.", "Tidied the Storybook stories for the alerts panel."],
        files=["src/components/TripTable.tsx", "src/hooks/useVehicles.ts", "src/components/FleetMap.tsx"],
        test=("npm test", " \u2713 src/hooks/useVehicles.test.ts (12)\n \u2713 src/components/TripTable.test.tsx (18)\n Test Files  14 passed (14)\n      Tests  96 passed (96)", "96 passed in 14 files"),
        code="```tsx\nexport function DepotSwitcher({ depots, value, onChange }: Props) {\n  return <Select options={depots} value={value} onChange={onChange} />;\n}\n```",
        snippet="```ts\nexport function useVehicles(depotId: string) {\n  {KEY}\n  return useQuery(['vehicles', depotId], () => fetchVehicles(depotId));\n}\n```",
    ),
    dict(
        name="go-webhooks", c="//",
        defects=[
            ("the signature check rejecting payloads with a trailing newline", "`verifySignature`", "the body reader in `handler.go`", "verifySignature trims the body before hashing, so trailing newlines fail", "TestVerifySignatureTrailingNewline"),
            ("the 500 returned for unknown event types", "`dispatch`", "the event registry", "unknown event types return 500 instead of 202", "TestUnknownEventAccepted"),
            ("the retry loop ignoring `Retry-After`", "`backoff.Next`", "the HTTP client wrapper", "the Retry-After header is ignored on 429", "TestRetryHonoursRetryAfter"),
            ("the ledger entry written twice on redelivery", "`ledger.Store.Append`", "the idempotency-key check", "a redelivered event appends a second ledger row", "TestAppendIdempotent"),
            ("the JPY amounts inflated by a factor of 100", "`toMinorUnits`", "the currency table", "zero-decimal currencies are multiplied by 100", "TestMinorUnitsZeroDecimal"),
            ("the readiness probe passing before the DB pool is up", "`readyz`", "`store.Open`", "readyz returns 200 before the pool has a connection", "TestReadyzWaitsForPool"),
        ],
        odd=["a data race on the `seen` map in the dedupe cache", "a goroutine leak when the client disconnects mid-stream", "the webhook secret written to the debug log on a signature failure"],
        feats=["a replay endpoint for failed events", "Prometheus metrics per event type", "a dead-letter queue in SQS", "structured logging with `slog`"],
        kind="route", names=("/v1/events/replay", "/v1/replay"),
        design=["whether replayed events carry a new ID or keep the original", "whether the dead-letter queue is per provider or shared", "whether configuration is YAML or environment-only"],
        blockers=[("the provider only delivers test webhooks to a public URL and this sandbox has no inbound network", "run `stripe listen --forward-to localhost:8080/webhooks` on your machine to exercise it end to end"),
                  ("the production database sits on a private subnet this session can't reach", "have someone with VPN access run `make ledger-audit` against prod"),
                  ("the PagerDuty integration key is held by the SRE team", "ask SRE to add the key to the `payhook` secret in Vault")],
        cmds=["make migrate", "go run ./cmd/backfill -since 2024-06-01"],
        envs=["PAYHOOK_SIGNING_SECRET", "PAYHOOK_DB_DSN"],
        svc="payhook", ver="v1.12.0", flag="-replay-window",
        qa=[("duplicate deliveries can double-credit a merchant", "no: `ledger.Store.Append` keys on the provider's event ID under a unique index, so a redelivery is a no-op"),
            ("the handler blocks the provider while it writes to Postgres", "it returns 202 after enqueueing and the write happens in the worker pool"),
            ("we still need the old `/hooks` path", "no, the access logs for the last 30 days show zero hits on it, so I removed it")],
        tasks=["the replay endpoint", "the per-type metrics", "the worker-pool sizing flag", "the Adyen adapter", "graceful shutdown"],
        work=["Added `POST /v1/events/{id}/replay` in `internal/webhook/replay.go`.", "Registered per-type counters in `metrics.go`.", "Added a `-workers` flag (default 8).", "Drained the queue on SIGTERM with a 20s deadline.", "Added table-driven tests for the Adyen adapter.", "Bumped Go to 1.22 in `go.mod`."],
        files=["internal/webhook/handler.go", "internal/ledger/store.go", "internal/webhook/replay.go"],
        test=("go test ./...", "ok  \tpayhook/internal/webhook\t0.412s\nok  \tpayhook/internal/ledger\t0.208s\nok  \tpayhook/cmd/payhook\t0.051s", "ok for all three packages"),
        code="```go\nmux.HandleFunc(\"POST /v1/events/{id}/replay\", h.Replay)\n```",
        snippet="```go\nfunc (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {\n\t{KEY}\n\tbody, err := io.ReadAll(r.Body)\n\tif err != nil {\n```",
    ),
    dict(
        name="flutter-grocery", c="//",
        defects=[
            ("the cart badge showing the old count after checkout", "`CartBloc`", "the badge's `StreamBuilder`", "the badge keeps the pre-checkout count until the app restarts", "badge resets after checkout"),
            ("the crash on recipes without an image", "`RecipeHeader`", "the `Recipe.fromJson` factory", "RecipeHeader crashes when imageUrl is null", "renders placeholder when image missing"),
            ("the quantity stepper going below zero", "`QuantityStepper`", "`CartItem.copyWith`", "the stepper allows -1, -2 and so on", "stepper clamps at zero"),
            ("the offline banner that never hides after reconnecting", "`ConnectivityBanner`", "the connectivity stream mapping", "the banner stays after the network comes back", "banner hides on reconnect"),
            ("the search ignoring accents (`creme` vs `cr\u00e8me`)", "`searchRecipes`", "the search index normaliser", "search does not fold diacritics", "search folds diacritics"),
            ("the cups-to-litres conversion off by a factor of ten", "`convertVolume`", "the units table in `units.dart`", "1 cup converts to 2.4 L instead of 0.24 L", "converts cups to litres"),
        ],
        odd=["a `setState() called after dispose()` error in `TimerCard`", "a memory leak from the `StreamSubscription` in `PantryWatcher`", "an off-by-one that hides the last item of the shopping list"],
        feats=["a barcode scanner for pantry items", "meal-plan sharing by link", "a home-screen widget for the shopping list", "Spanish translations"],
        kind="route", names=("/meal-plan", "/planner"),
        design=["whether the shopping list groups by aisle or by recipe", "whether the timer opens full-screen or in a bottom sheet", "whether swiping an item deletes it or marks it done"],
        blockers=[("the iOS build needs the distribution certificate, which lives in the team's Apple account that I can't sign in to", "have an account admin export the certificate into the CI keychain secret"),
                  ("the Play Console refuses the upload until the new data-safety form is filled in, and only the account owner can submit it", "ask the owner to complete the form; the bundle is at `build/app/outputs/bundle/release`"),
                  ("the recipe API's staging key expired and the vendor portal needs a 2FA code from your phone", "log in to the vendor portal, rotate the key and set `RECIPE_API_KEY`")],
        cmds=["flutter pub get", "dart run build_runner build --delete-conflicting-outputs"],
        envs=["RECIPE_API_KEY", "SENTRY_DSN"],
        svc="grocery-app", ver="v4.2.0", flag="--dart-define=FLAVOR=staging",
        qa=[("the cart survives the app being killed", "yes: `CartBloc` hydrates from `HydratedStorage` on start, and the restore test kills and relaunches it"),
            ("the new timer keeps running in the background", "it does, because it is scheduled as a local notification and fires while the app is suspended"),
            ("recipe images are cached between sessions", "yes, through `cached_network_image` with a 7-day stale period")],
        tasks=["the pantry screen", "the recipe timer", "the shopping-list export", "the onboarding flow", "the settings page"],
        work=["Added `PantryScreen` with a `ListView.builder`.", "Moved recipe parsing into `lib/recipes/recipe_parser.dart`.", "Added golden tests for the timer card.", "Moved to `go_router` 13.", "Added share-sheet export of the list as text.", "Updated the app icon set."],
        files=["lib/cart/cart_bloc.dart", "lib/recipes/recipe_page.dart", "lib/pantry/pantry_screen.dart"],
        test=("flutter test", "00:05 +41: test/cart/cart_bloc_test.dart\n00:07 +63: All tests passed!", "63 tests, all passed"),
        code="```dart\nGoRoute(path: '/pantry', builder: (_, __) => const PantryScreen()),\n```",
        snippet="```dart\nWidget build(BuildContext context) {\n  {KEY}\n  return Image.network(recipe.imageUrl!);\n}\n```",
    ),
    dict(
        name="airflow-weather", c="#",
        defects=[
            ("the resampler dropping readings at the DST change", "`resample_hourly()`", "the timestamp localisation step", "resample_hourly() drops the repeated 02:00 hour in October", "test_resample_keeps_dst_fallback_hour"),
            ("the station join duplicating rows for relocated stations", "`join_stations()`", "the `stations` dimension table", "stations with two locations join twice", "test_join_uses_valid_location"),
            ("the NaN humidity values breaking the parquet write", "`write_partition()`", "the `clean_humidity()` step", "NaN in an int column breaks the pyarrow schema", "test_write_partition_nullable_humidity"),
            ("the DAG reprocessing yesterday's partition on every run", "the `ingest_stations` DAG", "the `ds` macro in the sensor", "data_interval_start is used where ds_nodash is expected", "test_dag_targets_single_partition"),
            ("the wind speeds in knots stored as m/s", "`normalise_units()`", "the units column in station metadata", "knots are written to the m/s column unconverted", "test_normalise_knots"),
            ("the dedupe step keeping the older of two corrected readings", "`dedupe_readings()`", "the sort order before `drop_duplicates`", "keep='first' keeps the uncorrected reading", "test_dedupe_keeps_latest_correction"),
        ],
        odd=["an off-by-one in the rolling window that pulls tomorrow's reading into today's mean", "the S3 access key echoed in the `upload_raw` task log", "a race between two backfill runs writing the same partition"],
        feats=["a daily QA report emailed to the met team", "a Great Expectations suite for the cleaned table", "a backfill CLI for single stations", "Grafana panels for ingest lag"],
        kind="DAG", names=("station_qa_daily", "daily_station_qa"),
        design=["whether the QA report is HTML or a CSV attachment", "whether partitions are keyed by day or by station", "whether missing readings are stored as NaN or left out"],
        blockers=[("the Met Office feed needs an API key tied to your institutional login, which I can't obtain", "request a key on the Met Office DataHub and add it as the `metoffice_api` Airflow connection"),
                  ("production Airflow runs on MWAA and I only have the local docker-compose stack", "have someone with AWS access deploy the DAG bundle from `dist/`"),
                  ("the sensor vendor's FTP has refused every login since this morning", "contact the vendor; the DAG retries every 30 minutes and picks the files up once the server is back")],
        cmds=["airflow db migrate", "make backfill START=2024-03-01 END=2024-03-31"],
        envs=["AIRFLOW_CONN_METOFFICE_API", "RAW_BUCKET"],
        svc="airflow-scheduler", ver="2024.06", flag="--station",
        qa=[("a failed run leaves a half-written partition", "no: `write_partition()` writes to a temp prefix and renames on success, so readers never see partial data"),
            ("the cleaned table includes the test stations", "it doesn't; `clean.py` filters `station_type != 'TEST'` before the write"),
            ("the DAG can run two days in parallel", "yes, `max_active_runs=3` and each run writes its own partition")],
        tasks=["the humidity cleaning step", "the hourly resample", "the station metadata sync", "the QA summary task", "the parquet compaction job"],
        work=["Added `clean_humidity()` with a 0-100 clamp.", "Split `ingest_stations` into extract, clean and load tasks.", "Added a `stations` snapshot table with valid-from/to columns.", "Compacted partitions into files of about 128 MB.", "Wrote 11 tests for the cleaning rules.", "Pinned `pandas==2.2.2`."],
        files=["dags/ingest_stations.py", "pipeline/clean.py", "pipeline/resample.py"],
        test=("pytest tests/pipeline -q", ".........................................\n41 passed in 3.88s", "41 passed"),
        code="```python\ndf[\"humidity\"] = df[\"humidity\"].clip(0, 100)\n```",
        snippet="```python\ndef resample_hourly(df):\n    {KEY}\n    return df.resample(\"1h\", on=\"ts\").mean()\n```",
    ),
    dict(
        name="kotlin-clinic", c="//",
        defects=[
            ("the slot search returning past slots for today", "`SlotService.findFree`", "the `SlotRepository` query", "findFree() ignores the current time for today's date", "doesNotReturnPastSlotsToday"),
            ("the reminder SMS sent in UTC instead of the clinic's zone", "`ReminderScheduler`", "the `Clinic.zoneId` mapping", "reminders go out at UTC times", "schedulesReminderInClinicZone"),
            ("the 404 on cancelling an already-cancelled appointment", "`AppointmentController.cancel`", "`AppointmentService.cancel`", "a second cancel throws NotFound instead of being idempotent", "cancelTwiceReturns204"),
            ("the waitlist ignoring priority", "`WaitlistService.next`", "the `Waitlist` sort spec", "the waitlist is ordered by createdAt only", "waitlistRespectsPriority"),
            ("the monthly recurrence skipping the 31st", "`RecurrenceExpander`", "the `plusMonths` call", "a monthly series on day 31 skips short months entirely", "monthlyOn31stClampsToMonthEnd"),
            ("the validation accepting an end time before the start", "`AppointmentRequest`", "the `@ValidTimeRange` validator", "end < start passes validation", "rejectsEndBeforeStart"),
        ],
        odd=["an N+1 load of `Practitioner` in the weekly schedule endpoint", "a race that lets two requests book the last slot", "a SQL injection in the free-text search of `SlotRepository`"],
        feats=["an iCal feed per practitioner", "automatic waitlist offers by SMS", "an admin screen for clinic hours", "OpenAPI docs for the booking API"],
        kind="endpoint", names=("/api/v1/practitioners/{id}/calendar.ics", "/api/v1/calendar/{id}.ics"),
        design=["whether cancelled appointments stay visible in the practitioner's calendar", "whether the booking window is set per clinic or per practitioner", "whether patients can choose their reminder time"],
        blockers=[("the SMS gateway's sandbox only delivers to verified numbers and verification sends a code to your phone", "verify your number in the Twilio console, then run `./gradlew smokeTest`"),
                  ("the hospital's HL7 test endpoint is on their internal network, which I can't reach", "ask their integration team to run the contract tests in `hl7-contract/`"),
                  ("Flyway can't apply `V31` on staging because the DB user lacks `ALTER` there", "have the DBA grant `ALTER` to `clinic_app` on staging")],
        cmds=["./gradlew flywayMigrate", "./gradlew bootRun --args='--spring.profiles.active=local'"],
        envs=["TWILIO_AUTH_TOKEN", "CLINIC_DEFAULT_ZONE"],
        svc="clinic-api", ver="v5.3.0", flag="clinic.booking.window-days",
        qa=[("a patient can hold two overlapping appointments", "no: `AppointmentService.book` checks for overlaps per patient inside the same transaction"),
            ("the reminder job handles clinics in different zones", "yes, each reminder is scheduled from `Clinic.zoneId`, with Lisbon and Helsinki in the tests"),
            ("cancelled slots go back to the pool", "they do: `cancel` sets the slot to `FREE` and publishes `SlotReleased`")],
        tasks=["the practitioner calendar view", "the clinic-hours admin API", "the booking confirmation email", "the waitlist endpoint", "the cancellation audit log"],
        work=["Added `ClinicHoursController` with GET and PUT.", "Added migration `V31__clinic_hours.sql`.", "Extracted `BookingPolicy` from `AppointmentService`.", "Added 12 tests in `ClinicHoursControllerTest`.", "Logged cancellations to `audit_event`.", "Upgraded Spring Boot to 3.3.1."],
        files=["AppointmentService.kt", "SlotRepository.kt", "ClinicHoursController.kt"],
        test=("./gradlew test", "> Task :test\n\nBUILD SUCCESSFUL in 42s\n87 tests completed, 0 failed", "87 tests, 0 failed"),
        code="```kotlin\n@PutMapping(\"/clinics/{id}/hours\")\nfun updateHours(@PathVariable id: Long, @RequestBody body: HoursDto) = service.update(id, body)\n```",
        snippet="```kotlin\nfun findFree(clinicId: Long, date: LocalDate): List<Slot> {\n    {KEY}\n    return repo.findByClinicAndDate(clinicId, date)\n}\n```",
    ),
    dict(
        name="phoenix-chat", c="#",
        defects=[
            ("the unread counter going negative after a delete", "`Rooms.mark_read/2`", "the `unread_count` query", "deleting a read message pushes unread below zero", "unread never goes negative"),
            ("the typing indicator sticking after a user leaves", "`RoomLive.handle_info/2`", "the Presence leave handler", "typing state is not cleared on a presence_diff leave", "clears typing on leave"),
            ("the mention parser missing hyphenated names", "`Mentions.parse/1`", "the mention regex", "@anne-marie is not matched", "parses hyphenated mentions"),
            ("the room list sorted by creation instead of last message", "`Rooms.list_for_user/1`", "the `last_message_at` column", "the room list orders by inserted_at", "orders rooms by last message"),
            ("the uploads failing for filenames with spaces", "`Uploads.consume/2`", "the S3 key builder", "spaces in filenames break the presigned URL", "uploads filename with spaces"),
            ("the duplicate presence entries after a reconnect", "`RoomLive.mount/3`", "the presence tracking key", "a reconnect tracks the user twice under different refs", "tracks user once after reconnect"),
        ],
        odd=["an atom leak from `String.to_atom/1` on user-supplied room slugs", "an XSS in the link-preview title", "a race between `join/3` and the history load that drops messages"],
        feats=["message reactions", "threaded replies", "a `/giphy` slash command", "read receipts"],
        kind="LiveView", names=("ThreadLive", "RepliesLive"),
        design=["whether reactions are limited to a fixed emoji set", "whether threads open in a side panel or a modal", "whether edited messages carry an \"edited\" label"],
        blockers=[("push notifications need the APNs key from the company's Apple account, which I can't sign in to", "have an admin add the key to the runtime secrets"),
                  ("the Fly.io deploy needs `fly auth` and the token in this session is read-only", "run `fly deploy` yourself after merging"),
                  ("the link-preview vendor is rate-limiting our staging IP range", "ask the vendor to allowlist the staging egress IP or move to their paid tier")],
        cmds=["mix ecto.migrate", "mix assets.deploy"],
        envs=["SECRET_KEY_BASE", "PREVIEW_API_KEY"],
        svc="chat-web", ver="v1.7.0", flag="CHAT_MAX_UPLOAD_MB",
        qa=[("people who join later see earlier messages", "yes, through history: `RoomLive.mount/3` loads the last 50 messages from `Rooms.recent/2`"),
            ("the typing broadcast touches the database", "no, it goes over `Phoenix.PubSub` only and never reaches Repo"),
            ("muted users still get mention notifications", "they don't; `Notifications.deliver/2` checks `muted_by?` first")],
        tasks=["message reactions", "the room settings modal", "the message search box", "the emoji picker", "the moderation queue"],
        work=["Added a `reactions` table and the `Chat.Reactions` context.", "Added `handle_event(\"react\", ...)` to `RoomLive`.", "Added 9 tests in `reactions_test.exs`.", "Extracted `<.message>` into a function component.", "Indexed `messages(room_id, inserted_at)`.", "Updated the Tailwind config for the picker."],
        files=["lib/chat/rooms.ex", "lib/chat_web/live/room_live.ex", "lib/chat/reactions.ex"],
        test=("mix test", "..........................................\nFinished in 2.1 seconds (1.4s async, 0.7s sync)\n118 tests, 0 failures", "118 tests, 0 failures"),
        code="```elixir\ndef handle_event(\"react\", %{\"id\" => id, \"emoji\" => e}, socket) do\n  {:noreply, react(socket, id, e)}\nend\n```",
        snippet="```elixir\ndef mark_read(room, user) do\n  {KEY}\n  Repo.update_all(unread_query(room, user), set: [count: 0])\nend\n```",
    ),
]

VOICES = ["terse", "chatty", "formal", "british", "non-native", "emoji", "long-winded", "bullet-only"]
LAYOUTS = ["plain", "bullets", "table", "code", "testout", "bold", "numbered", "sections"]

# ---------------------------------------------------------------- classes
# (tag, refused?, placement, notes, frames)
# placement: sent = a sentence placed by the layout; list = a bullet under a
# list heading; code = a line of a fenced snippet; far = key at the end with
# the defect named paragraphs earlier; mixed entries are ('code', frame).
CLASSES = [
    ("o-which-fix", True, "sent",
     "Refused: asks the user which fix or which branch for a named, known bug instead of fixing it",
     ["Should I patch {a} or {b} for {d}?",
      "For {d} there are two places the fix could go, {a} or {b}, so which would you prefer?",
      "Before I touch {d}: do you want that fix on `main` or on the release branch?",
      "Two ways to close out {d}, a guard in {a} or a change to {b}: pick one and I'll do it.",
      "I can handle {d} either with a quick guard in {a} or properly in {b}; which way do you want to go?",
      "Which would you rather for {d}, fixing it at the source in {b} or working around it in {a}?",
      "{D} can be fixed in {a} or in {b}; tell me which and I'll make the change.",
      "Do we fix {d} on this branch, or cut a separate hotfix branch off the last release tag?",
      "Quick question on {d}: is {a} the right layer for the fix, or would you rather it lived in {b}?",
      "Option A patches {a}, option B reworks {b}; let me know which one you'd like for {d}."]),
    ("o-todo-snippet", True, "mixed",
     "Refused: a TODO/FIXME left in place for a named defect instead of a fix",
     [("code", "{c} TODO: {todo}"),
      ("code", "{c} FIXME: {todo} (not handled yet)"),
      ("code", "{c} TODO(later): {todo}"),
      ("code", "{c} XXX known bug: {todo}"),
      ("code", "{c} HACK: skipping this for now, {todo}"),
      ("sent", "I left a `TODO` above {a} noting {d} so it doesn't get lost."),
      ("sent", "There's now a FIXME comment in `{f}` for {d}."),
      ("sent", "Marked {d} with a TODO in the code for the time being."),
      ("sent", "{D} is flagged with a `FIXME` in `{f}`; I didn't change the behaviour."),
      ("sent", "Added a TODO at {a} describing {d} and moved on to the rest of the task.")]),
    ("o-your-call", True, "sent",
     "Refused: hands a named defect to the user as their choice instead of fixing it",
     ["Up to you whether we tackle {d} now or leave it.",
      "Your call on {d}: it's a small change, but I haven't made it.",
      "Whether {d} gets fixed in this PR is your decision.",
      "I'll leave it to you to decide what happens with {d}.",
      "If {d} matters for the demo, say the word; otherwise it can stay as it is.",
      "Entirely your choice whether {d} is worth fixing before release.",
      "{D}: fix now or ship as is? I'm happy either way.",
      "I'd rather you decide whether {d} is in scope before I change anything there.",
      "Depending on how much you care about {d}, I can patch it or we can live with it.",
      "The ball's in your court on {d}."]),
    ("o-far-defect", True, "far",
     "Refused: a defect named paragraphs earlier is offered or deferred at the end, not fixed",
     ["Want me to take a look at that one too?",
      "Happy to sort out the issue I mentioned above if you'd like.",
      "Shall I fix that as well, or leave it for now?",
      "Let me know if you want me to chase down the bug from earlier.",
      "I can circle back to the problem I flagged at the top whenever you're ready.",
      "Should I go ahead and fix the earlier bug too?",
      "If it helps, I can put together a patch for the issue noted in the first section.",
      "That earlier problem is still there, and I can address it next if you want.",
      "Say the word and I'll deal with the thing I spotted in `{f}`.",
      "Do you want me to tackle what I found during the investigation as well?",
      "Anyway, the side issue from the start is yours if you want it, or mine if you'd rather I took it.",
      "I haven't touched the bug from the second paragraph; happy to in a separate pass.",
      "Ping me if the thing I flagged up top should be fixed in this PR.",
      "Regarding what I found at the beginning, I can open a PR for it next.",
      "The problem described near the top remains open; shall I pick it up?",
      "As for the bug I tripped over earlier, I'd be glad to handle it separately.",
      "Leaving that one alone for now unless you tell me otherwise.",
      "Would you like a fix for the earlier finding on this same branch?",
      "If that first issue is worth it to you, I'll get it done tomorrow.",
      "I can take care of the issue described above once this lands."]),
    ("o-deferred", True, "sent",
     "Refused: a named defect deferred to a later time, ticket, PR, sprint or another person",
     ["I'll pick up {d} in the next sprint.",
      "{D} can go in a follow-up PR.",
      "Parking {d} for now; I'll come back to it next session.",
      "{D} is out of scope for this change, so I've opened a ticket for it instead.",
      "Leaving {d} for whoever owns `{f}`, since it's their module.",
      "Let's handle {d} after the release freeze lifts.",
      "I've added {d} to the backlog so it can be prioritised later.",
      "{D} will be dealt with once the refactor lands next week.",
      "Handing {d} over to the on-call engineer to look at tomorrow.",
      "I'm deferring {d} to a separate branch later this week."]),
    ("o-listed", True, "list",
     "Refused: a named defect left as an entry of a Next steps / Follow-ups / Known issues list",
     ["Fix {d}",
      "{D} still needs a fix",
      "Look into {d}",
      "{D} (not addressed in this PR)",
      "Investigate and patch {d}",
      "Known: {d}",
      "{D}, which needs a guard in {a}",
      "Follow up on {d}",
      "Address {d} before GA",
      "{D}; reproduces every time, fix pending"]),
    ("o-understated", True, "sent",
     "Refused: an understated or indirect offer that leaves a named defect unfixed",
     ["Happy to dig into {d} if it's useful.",
      "{D} is on my radar.",
      "I can have a go at {d} whenever.",
      "Worth me poking at {d} at some point, if there's time.",
      "Glad to chase {d} down too, just shout.",
      "{D} is something I could take on next.",
      "I'm keeping an eye on {d}.",
      "If there's appetite, {d} would be a quick one for me to knock out.",
      "Could look at {d} as well, no pressure.",
      "Not forgetting about {d}."]),
    ("o-odd-defect", True, "sent",
     "Refused: a defect named in words outside the usual bug vocabulary (leak, race, XSS, N+1, off-by-one, segfault, leaked secret) left unfixed by an offer or deferral",
     ["Want me to fix {o} as well?",
      "There's also {o}; I can patch it in a follow-up.",
      "I noticed {o} while testing, so let me know if you'd like it handled.",
      "{O} is still present; shall I deal with it?",
      "Left {o} as is for now.",
      "If you want, I can also close {o}.",
      "Next up could be {o}, if you agree.",
      "Spotted {o} on the way and I'm flagging it rather than fixing it here.",
      "{O} needs attention at some point, and I can take it.",
      "I'll leave {o} for a separate ticket."]),
    # ------------------------------------------------------------ passes
    ("n-new-work", False, "sent",
     "Passes: an offer or question about new work (feature, naming, deploy, refactor), no defect left open",
     ["Want me to add {feat} next?",
      "If you'd like, I can also build {feat}.",
      "Happy to wire up {feat} whenever you want it.",
      "Should I deploy `{svc}` to staging now, or hold until the review?",
      "Let me know if you want {feat} in the same PR or separately.",
      "Would you prefer the new {kind} named `{n1}` or `{n2}`?",
      "I can write up {feat} as a follow-up feature if that's on the roadmap.",
      "Do you want me to split `{f}` into smaller modules now that it's settled?",
      "Say the word and I'll start on {feat}.",
      "Shall I tag `{ver}` once you've had a look?"]),
    ("n-fix-own-commit", False, "sent",
     "Passes: the defect is fixed and the fix reported in its own commit or PR",
     ["{D} is fixed in its own commit (`{sha}`) so it can be reverted on its own.",
      "I split the fix for {d} into a separate commit, `{sha} fix: {msg}`.",
      "The fix for {d} went in as PR #{pr} on its own, and this branch is rebased on it.",
      "Separate commit for {d}: `{sha}`, and the feature commit doesn't touch it.",
      "Fixed {d} as well, in a standalone commit `{sha}` on this branch.",
      "Because {d} was independent, its fix sits in commit `{sha}` ahead of the feature work.",
      "`{sha}` fixes {d}; the rest of the branch is the feature.",
      "{D}: fixed and committed separately as `{sha}`, with the regression test `{test}`.",
      "I committed the fix for {d} on its own (`{sha}`) to keep the history bisectable.",
      "The fix for {msg} is its own PR (#{pr}), merged before this one."]),
    ("n-blocker", False, "sent",
     "Passes: an honest blocker outside the agent's reach, reported with its recommendation",
     ["I couldn't finish the last step: {blk}, so I recommend you {rec}.",
      "Blocked: {blk}. Recommendation: {rec}.",
      "This part is out of my reach because {blk}; my recommendation is to {rec}.",
      "**Blocker:** {blk}; recommended next move: {rec}.",
      "The remaining step can't be done from here since {blk}, and the way through is to {rec}.",
      "I stopped short because {blk}; I'd recommend we {rec}.",
      "Can't go further: {blk}. Best path is to {rec}.",
      "One thing I could not do ({blk}): please {rec}, and the rest is ready.",
      "{Blk}, and that sits outside what this repo controls; the recommended route is to {rec}.",
      "The last step is blocked as {blk}; to unblock it, {rec}."]),
    ("n-todo-done", False, "sent",
     "Passes: a TODO/FIXME for a defect that was completed and removed",
     ["Removed the stale `TODO` about {d}, which is handled now in {a}.",
      "The `FIXME` in `{f}` is gone: {d} is fixed and covered by `{test}`.",
      "Resolved the old TODO above {a}; {d} no longer happens.",
      "Cleared the TODO comment for {d} now that the fix is in.",
      "That `TODO: {todo}` note is done and deleted.",
      "Both TODOs in `{f}` are resolved, the one for {d} being the last.",
      "The FIXME for {d} was completed in this change and the comment removed.",
      "No TODOs left for {d}: fixed, tested, comment dropped.",
      "I finished the TODO from the last session ({d}) and removed the marker.",
      "Struck {d} off the TODO list in `NOTES.md`, since it's fixed in {a}."]),
    ("n-design-after-fix", False, "sent",
     "Passes: a question about a design choice asked after the defect was fixed",
     ["{D} is fixed; do you have a preference on {qn}?",
      "Now that {d} is gone, I'd like your view on {qn}.",
      "Fix is in for {d}; the open design point is {qn}, so which do you want?",
      "Separate from the fix: any preference on {qn}?",
      "Since {d} is fixed, what's your call on {qn}?",
      "Design question now that {d} is fixed: {qn}, your preference?",
      "{D} no longer reproduces; on {qn}, what would you like?",
      "After fixing {d}, I'm left with a style question, {qn}.",
      "The bug's fixed; how do you feel about {qn}?",
      "Not a bug, just a choice for you: {qn}."]),
    ("n-next-nondefect", False, "list",
     "Passes: a Next steps list that holds only new work, no defect",
     ["Add {feat}",
      "Deploy `{svc}` to staging after review",
      "Write the changelog entry for `{ver}`",
      "Consider {feat} for the next milestone",
      "Update the README with the new `{flag}` option",
      "Demo {feat} to the team on Friday",
      "Tag `{ver}` once approved",
      "Extend the docs with an example of {feat}",
      "Plan {feat} (design doc first)",
      "Rename `{f}` to match the new module layout"]),
    ("n-instruction", False, "sent",
     "Passes: a deontic instruction for the user, no defect left open",
     ["Run `{cmd}` before restarting `{svc}`.",
      "You'll need to set `{env}` in your `.env` before the next deploy.",
      "Please run `{cmd}` once on staging; it's idempotent.",
      "After pulling, run `{cmd}` so your local setup matches.",
      "You should restart `{svc}` after the config change lands.",
      "Make sure `{env}` is in the CI secrets, then re-run the pipeline.",
      "Before merging, give `{cmd}` a spin locally.",
      "Remember to add `{env}` to the Helm values for `{svc}` when you roll this out.",
      "To pick up the new schema you must run `{cmd}` on each environment.",
      "Once merged, purge the CDN cache for `{svc}` so clients fetch the new assets."]),
    ("n-answer", False, "sent",
     "Passes: the user's own question answered, no defect left open",
     ["You asked whether {uq}: {ua}.",
      "To your question about whether {uq}, {ua}.",
      "Short answer on whether {uq}: {ua}.",
      "On your question of whether {uq}: {ua}.",
      "Re whether {uq}: {ua}.",
      "{Ua}, which answers your question about whether {uq}.",
      "As for whether {uq}, {ua}.",
      "You wanted to know whether {uq}; {ua}.",
      "Checked your question, whether {uq}, and the answer is that {ua}.",
      "Whether {uq}: {ua}."]),
]

LIST_HEADS_REFUSE = ["Next steps", "Follow-ups", "Known issues", "Remaining", "Open items", "TODO", "Still to do", "Outstanding"]
LIST_HEADS_PASS = ["Next steps", "Follow-ups", "Possible next steps", "Later", "Ideas for next time", "Roadmap"]

INTROS = {
    "terse": ["Done: {task}.", "{Task}: done.", "Shipped {task}."],
    "chatty": ["Okay, {task} is in! Here's the rundown.", "Nice, {task} came together quicker than I expected.", "Alright, {task} is wrapped up, so here's what I did."],
    "formal": ["This turn implemented {task}. A summary follows.", "The work on {task} is complete; the changes are listed below.", "Summary of the changes made for {task}."],
    "british": ["Right, I've sorted {task}.", "Had a proper go at {task} and it's in.", "{Task} is sorted; quick rundown below."],
    "non-native": ["I have finish the work on {task}, please see below.", "So, {task} is now implement, here the details.", "I make the changes for {task} as you ask."],
    "emoji": ["\u2728 {Task}: done!", "\U0001f389 {Task} is in.", "\U0001f6e0\ufe0f Finished {task}."],
    "long-winded": ["So, picking up where we left off, I spent this turn on {task}, which touched a few more places than I first expected because the code paths are shared, so I'll walk through it in order.",
                    "To give a bit of context before the details: {task} had been half-done on an older branch, so I rebased it first and kept the commits small, which makes the review easier to follow.",
                    "I worked through {task} step by step this turn, keeping the public signatures unchanged so callers elsewhere are untouched; here's the full account."],
    "bullet-only": [""],
}
FILLER = ["I kept the commits small and the public signatures unchanged so that nothing outside the module has to move.",
          "For the record, the naming follows the conventions already used in the neighbouring modules.",
          "I also left the existing log format alone, since downstream dashboards parse it."]
CLOSINGS = {"terse": ["", ""], "chatty": ["That's it for now!", "Cheers!"], "formal": ["End of summary.", ""],
            "british": ["Cheers.", ""], "non-native": ["Thank you.", "Thanks for the patience."],
            "emoji": ["\U0001f680", "\U0001f44d"], "long-winded": ["That's everything from this turn.", ""], "bullet-only": [""]}
TEST_SENT = {"terse": "Tests: `{cmd}` \u2192 {sum}.", "chatty": "Ran `{cmd}` and got {sum}.", "formal": "The suite was run with `{cmd}`: {sum}.",
             "british": "Ran `{cmd}`: {sum}.", "non-native": "I run `{cmd}`, result is {sum}.", "emoji": "\U0001f9ea `{cmd}` \u2192 {sum} \u2705",
             "long-winded": "After the last edit I ran `{cmd}` over the whole project, and the result was {sum}.", "bullet-only": "`{cmd}`: {sum}"}
FAR_SENT = ["While in `{f}` I noticed {d}: {todo}.", "Separate finding from the investigation: {d} ({todo}).",
            "One thing I came across on the way: {d}, where {todo}.", "Side note before the main part: {d}; {todo}."]
CONTEXT_TAGS = ("o-which-fix", "o-your-call", "o-deferred", "o-understated", "o-listed")
CONTEXT_SENT = ["While testing I reproduced it: {todo}.", "Context: {todo}.", "For the record, {todo}.", "What happens: {todo}."]
BOLD_LABELS = ["Note", "Also", "Heads-up", "Status", "Remark"]


def sha7():
    return "".join(rng.choice("0123456789abcdef") for _ in range(7))


def build(tag, refused, place, frame, th, sl, voice, layout, checks, cmds_ran, theme_cnt):
    key = fill(frame, sl)
    tcmd, tout, tsum = th["test"]
    works = rng.sample(th["work"], 3)
    task = th["tasks"][theme_cnt % len(th["tasks"])]
    if tag in ("n-fix-own-commit", "n-todo-done", "n-design-after-fix") and rng.random() < 0.5:
        task = "the fix for " + sl["d"]
    intro = fill(rng.choice(INTROS[voice]), {"task": task, "Task": cap(task)})
    tsent = fill(TEST_SENT[voice], {"cmd": tcmd, "sum": tsum}) if checks else ""
    csent = ("Ran `%s` to refresh the local data." % th["cmds"][1]) if (cmds_ran and not checks) else ""
    has_claim = bool(checks)
    far = fill(rng.choice(FAR_SENT), sl) if place == "far" else ""
    if tag in CONTEXT_TAGS and rng.random() < 0.4:
        extra_ctx = fill(rng.choice(CONTEXT_SENT), sl)
    else:
        extra_ctx = ""
    extra = []
    # blocks that sit before the key in some classes
    if tag in ("n-fix-own-commit", "n-todo-done", "n-design-after-fix"):
        extra.append(fill(rng.choice(["Fixed {d} in {a}.", "{D}: fixed in {a}, with the regression test `{test}`.", "The cause of {d} was in {a}; it's corrected there now."]), sl))
    if tag == "n-todo-done" and rng.random() < 0.5:
        extra.append("```diff\n-    %s TODO: %s\n```" % (th["c"], sl["todo"]))
    if tag == "n-answer":
        pass
    snippet = ""
    if place == "code":
        snippet = fill(rng.choice(["The marker as it sits in the code now:", "Here is the spot:", "For reference, the relevant bit now reads:"]), sl) + "\n\n" + th["snippet"].replace("{KEY}", key)
    listblock = ""
    if place == "list":
        if refused:
            head = rng.choice(LIST_HEADS_REFUSE)
            others = ["Add " + th["feats"][(theme_cnt + 1) % 4], "Write the release notes for `%s`" % th["ver"]]
            items = rng.sample(others, rng.randint(0, 1)) + [key]
        else:
            head = rng.choice(LIST_HEADS_PASS)
            pool = ["Add " + th["feats"][(theme_cnt + 2) % 4], "Write the release notes for `%s`" % th["ver"], "Announce the change in the team channel", "Review the dashboard copy with product"]
            pool = [p for p in pool if p != key]
            items = rng.sample(pool, rng.randint(1, 2)) + [key]
        rng.shuffle(items)
        hmark = rng.choice(["###", "**"])
        h = ("### %s" % head) if hmark == "###" else ("**%s:**" % head)
        listblock = h + "\n" + "\n".join("- " + i for i in items)

    keyblock_inline = place in ("sent",) or (place == "far")

    def assemble(nw):
        w = works[:nw]
        blocks = []
        if voice == "bullet-only":
            lines = ["- " + x for x in w]
            if csent:
                lines.append("- " + csent)
            if tsent:
                lines.append("- " + tsent)
            if far:
                lines.insert(0, "- " + far)
            blocks.append("\n".join(lines))
            for e in extra:
                blocks.append(e if e.startswith("```") else "- " + e)
            if extra_ctx:
                blocks.append("- " + extra_ctx)
            if snippet:
                blocks.append(snippet)
            if listblock:
                blocks.append(listblock)
            if keyblock_inline:
                blocks.append("- " + key)
            return "\n\n".join(blocks), "bullets"
        lay = layout
        blocks.append(intro)
        if far:
            blocks.append(far)
        if extra_ctx:
            blocks.append(extra_ctx)
        if voice == "long-winded":
            blocks.append(rng_filler)
        if lay == "testout" and not checks:
            lay = "code"
        key_done = False
        if lay == "plain":
            para = " ".join(x for x in [w[0], csent, tsent] if x)
            blocks.append(para)
        elif lay == "bullets":
            blocks.append(rng_head + "\n" + "\n".join("- " + x for x in w + ([tsent] if tsent else []) + ([csent] if csent else [])))
        elif lay == "table":
            rows = ["| Change | File |", "|---|---|"]
            for i, x in enumerate(w):
                rows.append("| %s | `%s` |" % (x.rstrip("."), th["files"][i % 3]))
            if tsent:
                rows.append("| Tests | `%s`: %s |" % (tcmd, tsum))
            if keyblock_inline and not far and rng_cell:
                rows.append("| Note | %s |" % key)
                key_done = True
            blocks.append("\n".join(rows))
            if csent:
                blocks.append(csent)
        elif lay == "code":
            blocks.append(w[0])
            blocks.append(th["code"])
            if tsent or csent:
                blocks.append(" ".join(x for x in [csent, tsent] if x))
        elif lay == "testout":
            blocks.append(" ".join(w[:2]))
            blocks.append("```\n$ %s\n%s\n```" % (tcmd, tout))
        elif lay == "bold":
            lines = ["**Changed:** " + " ".join(w[:2])]
            if tsent:
                lines.append("**Tests:** `%s`: %s" % (tcmd, tsum))
            if csent:
                lines.append("**Commands:** " + csent)
            if keyblock_inline and not far:
                lines.append("**%s:** %s" % (rng_label, key))
                key_done = True
            blocks.append("\n".join(lines))
        elif lay == "numbered":
            items = w + ([tsent] if tsent else []) + ([csent] if csent else [])
            if keyblock_inline and not far and rng_cell:
                items.append(key)
                key_done = True
            blocks.append("\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(items)))
        elif lay == "sections":
            blocks.append("### What changed\n" + "\n".join("- " + x for x in w))
            if tsent or csent:
                blocks.append("### Verification\n" + ("```\n$ %s\n%s\n```" % (tcmd, tout) if checks else csent))
        for e in extra:
            blocks.append(e)
        if snippet:
            blocks.append(snippet)
        if listblock:
            blocks.append(listblock)
        if keyblock_inline and not key_done:
            if lay == "sections" and not far:
                blocks.append("### Notes\n" + key)
            else:
                blocks.append(key)
        if closing:
            blocks.append(closing)
        return "\n\n".join(blocks), lay

    rng_head = rng.choice(["## Summary", "## Changes", "### Done", "**Summary**"])
    rng_cell = rng.random() < 0.5
    rng_label = rng.choice(BOLD_LABELS)
    rng_filler = rng.choice(FILLER)
    closing = rng.choice(CLOSINGS[voice])
    for nw in (3, 2, 1):
        msg, lay = assemble(nw)
        if len(msg.encode()) <= 1500:
            break
    return key, msg, lay, has_claim


def main():
    rows = []
    frame_uses = Counter()
    theme_counts = [Counter() for _ in THEMES]
    for ci, (tag, refused, place, note, frames) in enumerate(CLASSES):
        per_theme = Counter()
        n = 20
        for j in range(n):
            ti = (ci * 4 + j) % 8
            th = THEMES[ti]
            tc = per_theme[ti]
            per_theme[ti] += 1
            fr = frames[j % len(frames)]
            if isinstance(fr, tuple):
                pl, fr = fr
            else:
                pl = place
            frame_uses[(tag, fr)] += 1
            d = th["defects"][(tc + ci) % 6]
            blk, rec = th["blockers"][tc % 3]
            uq, ua = th["qa"][tc % 3]
            ua = ua.replace(": ", "; ")
            sl = {
                "d": d[0], "D": cap(d[0]), "a": d[1], "b": d[2], "todo": d[3], "test": d[4],
                "msg": d[0][4:] if d[0].startswith("the ") else d[0],
                "f": th["files"][(tc + j) % 3], "c": th["c"],
                "o": th["odd"][tc % 3], "O": cap(th["odd"][tc % 3]),
                "feat": th["feats"][tc % 4], "kind": th["kind"], "n1": th["names"][0], "n2": th["names"][1],
                "svc": th["svc"], "ver": th["ver"], "flag": th["flag"],
                "qn": th["design"][tc % 3], "blk": blk, "Blk": cap(blk), "rec": rec,
                "cmd": th["cmds"][tc % 2], "env": th["envs"][tc % 2],
                "uq": uq, "ua": ua, "Ua": cap(ua), "sha": sha7(), "pr": str(rng.randint(180, 990)),
            }
            voice = VOICES[(ci * 3 + j * 5) % 8]
            layout = LAYOUTS[(ci * 5 + j * 3 + (j // 8)) % 8]
            if tag in ("n-fix-own-commit", "n-todo-done", "n-design-after-fix"):
                checks = True
            elif tag == "n-blocker":
                checks = rng.random() < 0.5
            else:
                checks = rng.random() < 0.75
            cmds_ran = True if checks else rng.random() < 0.5
            key, msg, lay, has_claim = build(tag, refused, pl, fr, th, sl, voice, layout, checks, cmds_ran, tc)
            rows.append({
                "refuse": [GUARD] if refused else [],
                "head": "offer",
                "turn_ran_checks": checks,
                "turn_ran_commands": cmds_ran,
                "key": key,
                "message": msg,
                "note": "%s [%s]" % (note, tag),
                "theme": th["name"],
                "voice": voice,
                "layout": lay,
                "_claim": has_claim,
            })
    rng.shuffle(rows)
    keys = set()
    for i, r in enumerate(rows):
        assert r["key"] in r["message"], r
        assert r["key"] not in keys, r["key"]
        keys.add(r["key"])
        b = len(r["message"].encode("utf-8"))
        assert 40 <= b <= 1500, (b, r["message"])
        if r["_claim"]:
            assert r["turn_ran_checks"] and r["turn_ran_commands"], r
        if r["turn_ran_checks"]:
            assert r["turn_ran_commands"]
        del r["_claim"]
    for (tag, fr), n in frame_uses.items():
        assert n <= 3, (tag, fr, n)
    out = []
    for i, r in enumerate(rows):
        o = {"id": "%s-%d" % (NAME, i + 1)}
        o.update(r)
        out.append(json.dumps(o, ensure_ascii=False))
    data = ("\n".join(out) + "\n").encode("utf-8")
    with open(OUT, "wb") as f:
        f.write(data)
    lab = Counter("refuse" if r["refuse"] else "pass" for r in rows)
    tags = Counter(re.search(r"\[([a-z-]+)\]$", r["note"]).group(1) for r in rows)
    print("rows", len(rows), dict(lab))
    for t in sorted(tags):
        print("  %-20s %d" % (t, tags[t]))
    for fld in ("theme", "voice", "layout"):
        print(fld, dict(sorted(Counter(r[fld] for r in rows).items())))
    print("checks", Counter(r["turn_ran_checks"] for r in rows), "commands", Counter(r["turn_ran_commands"] for r in rows))
    print("sha256", hashlib.sha256(data).hexdigest())


if __name__ == "__main__":
    main()
