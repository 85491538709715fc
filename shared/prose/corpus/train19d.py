#!/usr/bin/env python3
"""train19d: a blind training batch for no-preexisting-excuse (round 39).

Stdlib only, fixed seed: writes train19d.jsonl next to this file, same bytes on every run.
Run: python3 train19d.py
"""
import json
import os
import random
import hashlib

NAME = "train19d"
SEED = 190419
GUARD = "no-preexisting-excuse"
THEMES = "BRWGSYKD"

# Each entry: (theme letter, key, flags). Flags: "ci" = the turn only read a CI log (no check ran);
# "claim" = the key itself asserts a check result (needs turn_ran_checks true);
# "L:bold" / "L:closing" / "L:bullet" / "L:table:<test>:<mark>" = where the key sits.
# Entries are written in the theme order THEMES rotated by the class's offset.

REFUSED = {
"x-upstream": (0, "blamed on an upstream release or a dependency version bump", [
 ("B", "The `DeprecationWarning` from `celery.app.amqp` is raised inside Celery 5.4's own code, so it stays in the test output.", ""),
 ("R", "Every one of the `unexpected_cfgs` warnings originates in code that `prost-derive` 0.13 generates, which this crate doesn't own.", ""),
 ("W", "`Dashboard.test.tsx` broke the day `@testing-library/react` shipped 16.1, and that regression is on their side.", ""),
 ("G", "`TestStreamCancel` started failing when `google.golang.org/grpc` moved to v1.68 — that's on grpc-go rather than this handler.", ""),
 ("S", "The `Sendable` warnings in `HealthKitBridge.swift` are Alamofire 5.10's doing; their headers haven't caught up with strict concurrency.", ""),
 ("Y", "RuboCop's new `Style/SuperArguments` offences arrived with the 1.64 release, so I've let them be.", ""),
 ("K", "The Espresso crash on API 34 is a defect in `androidx.test:runner` 1.6.0 itself.", ""),
 ("D", "`not_null_orders_customer_id` only trips because dbt-core 1.8 changed how `where` configs compile, a regression that belongs to dbt Labs.", ""),
 ("B", "What turned `test_invoice_schema_roundtrip` red was Pydantic 2.9, not the serializer I edited.", ""),
 ("R", "The panic inside `chrono::format` is a chrono 0.4.39 bug and lives entirely in their crate.", ""),
 ("W", "The `optimizeDeps` warning during `npm run build` came in with Vite 6 and isn't ours to chase.", ""),
 ("G", "The race `go test -race` reports sits inside `otelhttp`, courtesy of its latest minor release.", ""),
 ("S", "Xcode's \"Publishing changes from within view updates\" warning is emitted by the Charts package since its 5.1 update, rather than by `WorkoutSummaryView`.", ""),
 ("Y", "Ever since `sidekiq` 7.3 landed in the lockfile, `spec/jobs/refund_job_spec.rb` errors on load, and the blame sits with that gem upgrade.", ""),
 ("K", "Dependabot's Kotlin 2.0.21 bump is the source of the kapt warnings flooding the build, which puts them outside this review.", ""),
 ("D", "The `sqlfluff` parse error on `stg_payments.sql` traces back to the linter's 3.2 templater rewrite — an upstream problem.", ""),
 ("B", "Those `RemovedInDjango60Warning` lines are framework deprecation noise from the Django upgrade Renovate merged last week.", ""),
 ("R", "`cargo audit` lights up for RUSTSEC-2024-0421 in `idna`, an advisory that lives in `url`'s dependency tree rather than ours.", ""),
 ("W", "`tsc` errors inside `node_modules/@types/d3-scale`, which is a typings regression on the DefinitelyTyped side.", ""),
 ("G", "golangci-lint's SA1019 hit on `ioutil` is fallout from the linter's own version bump, so I haven't touched it.", ""),
]),
"x-runner": (3, "blamed on the CI runner image, OS, toolchain or container base image", [
 ("G", "The `go vet` failure only happens on the `golang:1.23-alpine` base image, whose musl cgo build is the real culprit.", "ci"),
 ("S", "Simulator boot timeouts are a familiar headache on the macos-14 runners and nothing in the Swift code provokes them.", "ci"),
 ("Y", "`bundle install` dies compiling `nokogiri` because the `ruby:3.3-slim` base image dropped `libxml2`; that's the container's problem.", "ci"),
 ("K", "Gradle's \"Could not determine java version\" on CI is down to the runner's preinstalled JDK 21, and the module itself is fine.", "ci"),
 ("D", "The DAG import error in the CI job is the runner's Python 3.12 tripping over `distutils`, whereas my 3.11 venv imports it cleanly.", ""),
 ("B", "The `psycopg` build error in the lint job comes from the `ubuntu-24.04` image shipping without `libpq-dev`, so it sits outside this PR.", "ci"),
 ("R", "Those linker errors on the macOS leg are an Xcode 16 toolchain quirk on GitHub's runners, nothing to do with `Cargo.toml`.", "ci"),
 ("W", "Playwright's WebKit project crashes on the hosted runner because the image lacks the GStreamer libraries — infrastructure, not the dashboard.", "ci"),
 ("G", "Only the arm64 runners fail `TestChecksumSIMD` while the amd64 legs are green, so I'm filing it under hardware.", "ci"),
 ("S", "SwiftLint segfaults on the self-hosted Mac mini because its Homebrew toolchain is stale, which puts the crash beyond anything in this branch.", "ci"),
 ("Y", "Chrome 131 in the CI image broke the system specs' headless driver, with no Ruby change behind it.", "ci"),
 ("K", "The CI container's emulator runs without KVM acceleration, hence the ANR in `TransferFlowTest`, and that is a matter for ops.", "ci"),
 ("D", "`dbt deps` fails because the Docker base image pins a `git` too old for partial clones — an image issue, not the models.", "ci"),
 ("B", "Windows agents choke on the path separator in `test_export_pdf`, which is a platform thing rather than a billing bug.", "ci"),
 ("R", "rustc on the nightly runner throws the ICE in `lint_levels`, a compiler bug, so that job stays red.", "ci"),
 ("W", "The `ENOSPC: System limit for number of file watchers reached` crash belongs to the runner VM's inotify ceiling.", "ci"),
 ("G", "protoc on the build image is 3.12, too old for `optional` fields, which is why codegen fails there and not because of our `.proto` files.", "ci"),
 ("S", "The `xcodebuild` destination error is the runner image's fault: `macos-15` dropped the iOS 17.5 runtime our scheme targets.", "ci"),
 ("Y", "The Ruby that ships on the `windows-2022` agents is what breaks `bin/setup`, a runner problem through and through.", "ci"),
 ("K", "An Ubuntu 22.04 glibc mismatch in the hosted image explains the AAPT2 daemon crash.", "ci"),
]),
"x-owner": (6, "blamed on another team, service, vendor or API provider", [
 ("K", "The Crashlytics Gradle plugin error is Google's bug, so the build config stays as it is.", ""),
 ("D", "The freshness query against `INFORMATION_SCHEMA` times out because the data platform team throttled the warehouse, not because of any model.", ""),
 ("B", "Stripe's sandbox keeps returning 500s on `/v1/invoices/upcoming`, which is their outage, so `test_upcoming_invoice_live` stays failing.", ""),
 ("R", "The Loki ingest test fails because the observability team's staging cluster is rejecting pushes.", ""),
 ("W", "The 401s in the e2e run come from the auth team's token service; the dashboard merely surfaces them.", ""),
 ("G", "`TestUpstreamHealth` is red because the payments service answers 503 on `/healthz` under load — their service misbehaving, not the gateway.", ""),
 ("S", "Apple's sandbox receipt validator has been rejecting every request since this morning, so `testRestorePurchases` fails for reasons nobody here controls.", ""),
 ("Y", "The Shopify webhook spec breaks because their API now sends `admin_graphql_api_id` as a string, and the integrations squad owns that adapter.", ""),
 ("K", "The certificate-pinning failure in `LoginFlowTest` sits with the backend team, who rotated the staging cert without telling anyone.", ""),
 ("D", "Row-count mismatches in `fct_refunds` stem from the finance team's export dropping rows, so the test failure is their pipeline's, not dbt's.", ""),
 ("B", "Avalara's API is serving stale rates, which is why the tax lookups fail — vendor data, not our calculation.", ""),
 ("R", "The S3-compatible store that infra runs answers `SlowDown` on every third request, and that is what breaks `test_upload_batch`.", ""),
 ("W", "Sentry's SDK floods the console with \"Invalid DSN\" errors because of how the observability folks configured it.", ""),
 ("G", "The mTLS handshake errors in the gateway logs originate with the identity team's new cert rotation.", ""),
 ("S", "The launch crash in TestFlight build 214 is inside the analytics vendor's SDK rather than in Stride's own code.", ""),
 ("Y", "Half the `ShippingRate` specs time out against FedEx's test API, and that's the carrier's environment being unreliable.", ""),
 ("K", "The `/accounts/summary` contract test fails because the core-banking API added a required field without versioning, which is the core-banking team's mistake rather than the app's.", ""),
 ("D", "The Fivetran connector is six hours behind, hence the `source freshness` error — that lag is Fivetran's, not the warehouse's.", ""),
 ("B", "The SendGrid template error in the invoice email logs is marketing's, since they own that template ID.", ""),
 ("R", "`test_ship_to_kafka` fails against the shared broker the streaming platform group operates, whose partition count is their configuration.", ""),
]),
"x-age": (1, "blamed on age or history", [
 ("R", "That `unused_must_use` warning has sat in `sink.rs` for as long as the repo has had clippy in CI.", ""),
 ("W", "The snapshot mismatch in `Sidebar.test.tsx` is inherited; it was there when I picked the ticket up.", ""),
 ("G", "`TestRetryBudget` was already failing on the commit I branched from.", ""),
 ("S", "The six SwiftLint violations in `LegacyWorkoutStore.swift` date back to the original 2021 import.", ""),
 ("Y", "The Bullet N+1 alert on the orders index is an old friend that has been in the logs for months.", ""),
 ("K", "detekt has complained about `LongMethod` in `StatementParser.kt` ever since that file was written.", ""),
 ("D", "The failing `accepted_values` test on `dim_country` goes back several releases, well before anything in this PR.", ""),
 ("B", "`test_credit_note_pdf` has been red since March, long before this branch existed.", ""),
 ("R", "According to `git blame`, the doc-test in `lib.rs` that fails on Windows was broken before I arrived.", ""),
 ("W", "ESLint's 14 `react-hooks/exhaustive-deps` warnings are historical and came with the codebase.", ""),
 ("G", "The goroutine leak `goleak` reports in `proxy_test.go` is a long-standing one from last year's rewrite.", ""),
 ("S", "`testOfflineQueue` fails on main too, exactly as it did before my commits.", ""),
 ("Y", "I stashed everything and `spec/models/coupon_spec.rb:88` still failed, so that red reproduces without my patch.", ""),
 ("K", "The lint baseline overflow has existed since the project was forked from the old banking app.", ""),
 ("D", "Airflow's \"DAG has no tags\" warnings have been printed since the very first DAG was committed.", ""),
 ("B", "The mypy errors in `billing/legacy_adapters.py` were there in the previous release as well, so they aren't a regression.", ""),
 ("R", "One example in `cargo test --doc` has been failing quietly since v0.3, and this run is no different.", ""),
 ("W", "The console error about `findDOMNode` predates the React 18 migration I did, so I left it where it was.", ""),
 ("G", "Nobody has seen `TestGracefulShutdown` pass in the last quarter, and this PR didn't start that.", ""),
 ("S", "The build-log warnings about the deprecated `UIApplication.shared.keyWindow` go back to the iOS 13 era.", ""),
]),
"x-flaky": (4, "blamed on flakiness, timing or chance", [
 ("S", "The UI test that failed tapping the Save button is the usual XCUITest flakiness, and the second run passed.", ""),
 ("Y", "Capybara's `have_content` timeout on the checkout spec is intermittent and came up green after a retry.", ""),
 ("K", "The Robolectric failure in `BalanceViewModelTest` is nondeterministic, failing about one run in five regardless of branch.", ""),
 ("D", "`freshness` on `src_events` tripped because the loader happened to run late this hour, which is chance.", ""),
 ("B", "`test_dunning_schedule` failed once out of three runs — a timing flake, so I moved on.", ""),
 ("R", "The `tokio::time::timeout` assertion in `test_backpressure` is jittery under load and passed on rerun.", ""),
 ("W", "Cypress lost a race with the chart animation in `filters.cy.ts`; a rerun went green, which makes it noise.", ""),
 ("G", "`TestRateLimiterBurst` is timing-sensitive and flaked this one time.", ""),
 ("S", "`testSyncAfterBackground` fails whenever the simulator is slow: a race in the test harness, nothing more.", ""),
 ("Y", "One Sidekiq spec went red during the parallel run through bad luck with a shared Redis DB, and it was gone on retry.", ""),
 ("K", "Gradle's test executor reported a spurious failure in `PinPadTest` that vanished on the next invocation.", ""),
 ("D", "The `unique` test on `fct_sessions` failed during a load window, an unlucky overlap rather than a real duplicate.", ""),
 ("B", "That `IntegrityError` in the parallel run comes and goes depending on xdist worker ordering.", ""),
 ("R", "The proptest case that failed `parse_roundtrip` came from a random seed that didn't reproduce, so I discarded it.", ""),
 ("W", "The `act()` warning only appears when the runner happens to schedule the effect late, so I've treated it as a flake.", ""),
 ("G", "A few milliseconds of clock skew made `TestTokenExpiry` fail, and it hasn't recurred.", ""),
 ("S", "`testHeartRateChartRendering` times out now and then on a busy simulator, and today was one of those days.", ""),
 ("Y", "The gift-card feature spec is a coin toss on CI.", ""),
 ("K", "Espresso's `NoMatchingViewException` on the transfer screen was a one-off scheduling hiccup.", ""),
 ("D", "The `dbt_expectations` row-count check missed by a handful of rows because ingest was mid-flight when it ran; an hour later it counted right.", ""),
]),
"x-env": (7, "blamed on the local environment, sandbox, network or machine", [
 ("D", "`dbt run` can't reach Snowflake from this sandbox, so the three model failures are an environment matter.", ""),
 ("B", "The `ConnectionRefused` errors in `test_webhook_delivery` are down to my sandbox having no outbound network.", ""),
 ("R", "`test_tail_follow` fails here only because this container mounts `/tmp` as tmpfs without inotify support.", ""),
 ("W", "An old global `pnpm` on my machine is what breaks the Storybook build, so I haven't treated it as a project issue.", ""),
 ("G", "DNS inside this sandbox can't resolve `proxy.golang.org`, which accounts for the `go mod download` failure under `make check`.", ""),
 ("S", "The codesigning error is local to this Mac's keychain and wouldn't exist on anyone else's laptop.", ""),
 ("Y", "Postgres on this box is 13, which is why `spec/db/partitioning_spec.rb` errors — a developer-machine difference.", ""),
 ("K", "The emulator here has only 2 GB of RAM, so the OOM in the instrumented tests is an artefact of my setup.", ""),
 ("D", "The `pip install` timeout for `apache-airflow-providers-snowflake` is this sandbox's proxy at work.", ""),
 ("B", "This VM's clock is set to UTC+13, and that alone makes `test_month_end_cutoff` fail here.", ""),
 ("R", "The permission-denied failure in `test_write_rotated` is a quirk of running as root inside this container.", ""),
 ("W", "My local `.env` lacks the analytics key, which explains the blank-widget error in the console rather than any code fault.", ""),
 ("G", "The port-in-use error from `TestServerStart` is some other process on this host squatting on 8080.", ""),
 ("S", "This machine's Simulator is missing the Health entitlements profile, and that's why `testImportSteps` fails.", ""),
 ("Y", "ImageMagick isn't installed in my workspace, so the thumbnail specs blow up for purely local reasons.", ""),
 ("K", "The Gradle daemon crashes are a symptom of this laptop's nearly full disk, not of the modules.", ""),
 ("D", "`sqlfluff lint` dies here with a `UnicodeDecodeError` because my checkout uses CRLF endings, a local setup thing.", ""),
 ("B", "The locale-dependent comparison failure in `test_currency_format` comes from my shell running with `LANG=C`.", ""),
 ("R", "Offline mode in the sandbox blocks crates.io, so `cargo deny` erroring out says nothing about the crate.", ""),
 ("W", "Vitest's `EMFILE` errors come from the file-descriptor limit of this environment.", ""),
]),
"x-unrelated": (2, "said not to be caused by the work, in indirect or understated forms", [
 ("W", "The red `Tooltip` test is in a corner of the app this ticket doesn't touch.", ""),
 ("G", "The lint finding is in `internal/legacy/soap.go`, some distance from the routing change.", ""),
 ("S", "That crash report is from the watchOS target, and my work stayed on the phone app.", ""),
 ("Y", "The failing spec belongs to the admin namespace, whereas this PR is storefront-only.", ""),
 ("K", "`CardFreezeTest` isn't mine, strictly speaking — the diff is limited to the statements screen.", ""),
 ("D", "The broken `snapshot_customers` run sits outside the marts I edited.", ""),
 ("B", "The one failure, `test_partial_refund_fx`, lives in a module this diff never opens.", ""),
 ("R", "Nothing I changed goes anywhere near `compress.rs`, where that test panics.", ""),
 ("W", "That TS error is a neighbour's problem: it's in `apps/admin`, and I worked in `apps/web`.", ""),
 ("G", "Whatever is upsetting `TestMetricsExport`, it didn't come in with these commits.", ""),
 ("S", "The memory warning in Instruments has a different lineage from the caching change.", ""),
 ("Y", "RuboCop's complaints about `lib/tasks/import.rake` are beside the point of this refactor.", ""),
 ("K", "The instrumentation crash doesn't trace back to anything in the ViewModel changes.", ""),
 ("D", "The warning on `stg_invoices` is orthogonal to the surrogate-key fix.", ""),
 ("B", "Not from this work: the `ResourceWarning: unclosed file` in the export tests.", ""),
 ("R", "I'd put the Miri UB report in the other pile, since my changes are purely safe code.", ""),
 ("W", "Those hydration errors aren't a consequence of the new filter bar.", ""),
 ("G", "None of the diff's lines appear in the panic's stack trace, so the nil dereference in `tracing.go` is somebody else's business.", ""),
 ("S", "The `testLocaleFormatting` failure would be there with or without this PR's diff.", ""),
 ("Y", "The flapping `CartTotalsSpec` is outside my lane.", ""),
]),
"x-layout": (5, "in a table cell, bold label, bullet or a closing line", [
 ("Y", "red on the CI runner only (image issue)", "L:table:spec/system/checkout_spec.rb:❌"),
 ("K", "detekt: 12 findings, all baseline debt from before this branch", "L:bullet"),
 ("D", "Heads-up: the freshness warning on `src_stripe` comes from Stripe's loader, not the models.", "L:closing"),
 ("B", "red before I started; left alone", "L:table:tests/test_exports.py::test_invoice_pdf_fonts:❌"),
 ("R", "**Clippy:** 3 warnings, all in `vendor/` code we don't own.", "L:bold"),
 ("W", "`Chart.test.tsx` — failing, but from the charting lib, not this change", "L:bullet"),
 ("G", "The two vet warnings you'll see in CI were there already.", "L:closing"),
 ("S", "known issue (not ours)", "L:table:StrideUITests/testShareSheet:❌"),
 ("Y", "**Failing specs:** `spec/mailers/receipt_spec.rb` (regression in the upstream `mail` gem)", "L:bold"),
 ("K", "P.S. the lint job is red because of the AGP bump Renovate did, not my code.", "L:closing"),
 ("D", "`assert_positive_amount` fails on 3 rows — bad data from the finance export, not this model", "L:bullet"),
 ("B", "**Known failures:** `test_bulk_void` (environment-specific, unrelated to proration)", "L:bold"),
 ("R", "fails on the nightly toolchain only — not us", "L:table:tests/cli.rs::follow_rotation:❌"),
 ("W", "Ignore the red Storybook job; it was broken on main before this PR.", "L:closing"),
 ("G", "`TestDialTimeout` — flaky, nothing to do with the dialer changes", "L:bullet"),
 ("S", "**Warnings:** 4, inherited from the old Objective-C bridge", "L:bold"),
 ("Y", "Oh, and the one red spec in `spec/requests/` is a flaky one we've all seen before.", "L:closing"),
 ("K", "not related to this PR", "L:table:CardFreezeTest.freezeTogglesState:❌"),
 ("D", "**dbt test:** 1 error on `src_ads.clicks` — the marketing team's feed, not ours", "L:bold"),
 ("B", "Last thing: the two mypy errors in `legacy/` were inherited and I've left them.", "L:closing"),
]),
}

PASSING = {
"n-no-defect": (0, "the same words with no defect", [
 ("B", "Invoice numbers now come from the upstream mirror of the ledger service instead of a local sequence.", ""),
 ("R", "The runner image now pins Rust 1.82, matching the `rust-version` field in `Cargo.toml`.", ""),
 ("W", "`DateRangePicker` is inherited from the design-system package, so its styles come along for free.", ""),
 ("G", "Requests to the vendor's API now carry an `Idempotency-Key` header.", ""),
 ("S", "Workouts recorded since March now show up in the new history view.", ""),
 ("Y", "`LegacyCoupon` rows are pre-existing data, so the migration backfills them instead of recreating them.", ""),
 ("K", "The transfer screen now reads the environment flag `STAGING_HOSTS` without a rebuild.", ""),
 ("D", "`stg_partner_orders` reads from the partner team's share, and I've documented its grain in `schema.yml`.", ""),
 ("B", "The retry helper treats network timeouts from the tax provider as retryable, as the ticket specifies.", ""),
 ("R", "The `--legacy-format` flag keeps parsing the old log layout that shipped before 2022.", ""),
 ("W", "A flaky-network banner now shows whenever `navigator.onLine` flips to false.", ""),
 ("G", "The gateway forwards `X-Request-ID` to the upstream service unchanged.", ""),
 ("S", "The timing of the rest-timer haptic is now configurable from Settings.", ""),
 ("Y", "Orders that predate the tax change keep their original rates, which is the behaviour finance asked for.", ""),
 ("K", "On devices from another vendor that lack Class 3 sensors, the biometric prompt falls back to the PIN pad.", ""),
 ("D", "The historical backfill DAG replays everything since 2020 in monthly chunks.", ""),
 ("B", "Old invoices, the ones inherited from the previous billing system, render with the legacy template.", ""),
 ("R", "The new `--sandbox` flag lets users replay logs without writing to the real sink.", ""),
 ("W", "Charts belonging to another team's workspace are hidden unless the user holds the viewer role.", ""),
 ("G", "The `timeout` middleware now takes its budget from the upstream's `grpc-timeout` header.", ""),
]),
"n-fixed-same-sentence": (3, "a defect assigned elsewhere and fixed or worked around in the same sentence", [
 ("G", "`TestStreamCancel` broke under grpc-go v1.68's new cancellation semantics, so I updated the test to wait on `ctx.Done()` instead of the stream close.", "claim"),
 ("S", "Alamofire 5.10's headers raised `Sendable` warnings, which I cleared properly by making `APIClient` an actor that owns the session.", "claim"),
 ("Y", "The new cops in RuboCop 1.64 flagged five files, and I corrected all five in a separate commit.", "claim"),
 ("K", "The runner's preinstalled JDK 21 broke Gradle, so I pinned `actions/setup-java` to Temurin 17 in `ci.yml` and the job is green again.", "claim"),
 ("D", "The runner's Python 3.12 has no `distutils`, so I replaced the `distutils.util.strtobool` call in `dags/utils.py` with a small local helper.", "claim"),
 ("B", "`test_credit_note_pdf` had been failing since March because of a stale font path, which I corrected in `settings/test.py`, and it passes now.", "claim"),
 ("R", "The clippy warning in `sink.rs` predates this branch, and I fixed it in its own commit (`a1c3e2f`) so the lint job is clean.", "claim"),
 ("W", "The `Sidebar.test.tsx` snapshot was stale from before my change, so I regenerated it after checking that the only diff was the new `aria-label`.", "claim"),
 ("G", "The SRE group's Consul serves stale catalog reads by default, so I switched `TestServiceDiscovery` to a consistent read.", "claim"),
 ("S", "The flaky Save-button UI test was racing the keyboard dismissal; I made it wait for the keyboard to disappear, and it passed 20 runs out of 20.", "claim"),
 ("Y", "The intermittent Capybara timeout in the checkout spec was a missing wait for the Turbo frame, which I've now added.", "claim"),
 ("K", "`BalanceViewModelTest` failed one run in five on every branch because its tests shared a `Dispatcher`, and each test now gets its own `StandardTestDispatcher`.", "claim"),
 ("D", "The `unique` test on `fct_sessions` tripped during load windows, so I changed the model to read only from the committed snapshot and the overlap is gone.", "claim"),
 ("B", "Stripe's sandbox was throwing intermittent 500s on the upcoming-invoice endpoint, so I wrapped that call in a retry with backoff and the test passes against it.", "claim"),
 ("R", "This container mounts `/tmp` without inotify, so I made `test_tail_follow` fall back to polling when `notify` can't watch, and it passes here now.", "claim"),
 ("W", "Vitest was hitting the sandbox's file-descriptor limit, so I capped `poolOptions.threads.maxThreads` at 4 in `vitest.config.ts`, which keeps the suite under it.", "claim"),
 ("G", "The x509 errors came from the VPN's intercepting proxy, and I added the corporate CA to the test trust pool via `SSL_CERT_FILE` in the `integration` Make target.", "claim"),
 ("S", "The macos-15 image had dropped the iOS 17.5 runtime, so I moved the scheme's test destination to iOS 18.1 in `ci.yml` and the job went green.", "claim"),
 ("Y", "That N+1 on the orders index had been in the logs for months until I added `includes(:line_items)` today, and Bullet is silent now.", "claim"),
 ("K", "The twelve old detekt findings in `StatementParser.kt` were inherited debt, which I paid off by splitting `parse()` into three functions and deleting their baseline entries.", "claim"),
]),
"n-blocker-recommend": (6, "a blocker reported with its recommendation", [
 ("K", "The signing step needs the upload keystore, which isn't available in this environment, so I couldn't build a release bundle; recommendation: run `./gradlew bundleRelease` on the CI signing job, which holds the keystore secret.", ""),
 ("D", "`dbt run` can't reach Snowflake from this sandbox (egress is blocked), so the three incremental models are unverified — please run `dbt build -s state:modified+` from a machine with warehouse access before merging.", ""),
 ("B", "I couldn't run `test_upcoming_invoice_live` because this sandbox has no network; I recommend running it in CI with the `STRIPE_TEST_KEY` secret before merging.", ""),
 ("R", "`cargo audit` reports RUSTSEC-2024-0421 in `idna` via `url` 2.5.0 and no patched `url` exists yet, so my recommendation is an `ignore` entry with a 30-day expiry in `deny.toml` plus a watch on the upstream issue.", ""),
 ("W", "WebKit needs GStreamer on the hosted runner and `.github/` is locked behind CODEOWNERS for me, so I recommend the platform team add `npx playwright install-deps webkit` to the setup step.", ""),
 ("G", "`TestUpstreamHealth` is blocked by the payments service answering 503 on `/healthz`, which I can't change from this repo — my recommendation is to page the payments on-call before merging, since the gateway change relies on that probe.", ""),
 ("S", "Apple's status page shows a sandbox outage since 09:40 UTC, so `testRestorePurchases` can't run; I recommend holding the release build until it recovers and re-running that test.", ""),
 ("Y", "FedEx's test API rejects our credentials with `ACCOUNT.LOCKED`, which only the account owner can reset, so I'd ask ops to unlock it and re-run `spec/services/shipping_rate_spec.rb` before the deploy.", ""),
 ("K", "The NFC card tests need a device with a secure element, which neither this sandbox nor CI has; I recommend running `NfcPaymentTest` on the QA lab's Pixel 8 before the release branch is cut.", ""),
 ("D", "The finance export is missing 14 rows for 2024-11-03, which I can't regenerate from here, so my recommendation is to have finance re-send that day's file and hold the refunds dashboard refresh until it lands.", ""),
 ("B", "Avalara is serving last quarter's Ontario rates (their status page lists the incident), which I can't correct from our side — recommendation: open a ticket with them and keep the Canadian invoice change unreleased until the rates update.", ""),
 ("R", "The shared Kafka broker has `auto.create.topics.enable=false` and I have no admin rights there, so I recommend the streaming group create `logpipe-it` with 3 partitions, after which we re-run `cargo test --features kafka-it`.", ""),
 ("W", "Mapbox answers 403 for our tile token since its scope was narrowed, and only the GIS team can reissue it; my advice is to request a token with the `styles:tiles` scope and keep the region map behind its flag meanwhile.", ""),
 ("G", "The identity team's new intermediate CA is missing from our trust bundle, which lives in their Vault role that I can't write to, so the recommendation is for them to add it to `pki/gateway-trust` before the rollout.", ""),
 ("S", "HealthKit background delivery can't be exercised in the Simulator at all, so `testBackgroundStepSync` is unrun; recommendation: run it on a physical device from the QA pool before TestFlight.", ""),
 ("Y", "The dedup spec needs the Sidekiq Enterprise licence, which this environment doesn't have, so I recommend running `bundle exec rspec spec/jobs/dedup_spec.rb` in CI, where the licence variable is set.", ""),
 ("K", "The backend rotated the staging cert without publishing the new pin, which blocks `LoginFlowTest`; my recommendation is to get the SPKI hash from the backend team and update `network_security_config.xml` with it.", ""),
 ("D", "The Snowflake provider needs a `SNOWFLAKE_PRIVATE_KEY` connection that isn't provisioned in this sandbox — I'd recommend adding the key to the staging secrets backend and triggering `daily_refunds` by hand to check the DAG end to end.", ""),
 ("B", "`test_invoice_pdf_fonts` needs a licensed font that only the build server has, so it can't run here; I recommend running it in the nightly build, which mounts the fonts, before this ships.", ""),
 ("R", "Miri can't be installed in this offline sandbox, so the UB check on `ring_buffer.rs` hasn't happened; recommendation: run `cargo +nightly miri test ring_buffer` in CI before merging, given that file's `unsafe` blocks.", ""),
]),
"n-none": (1, "\"Pre-existing failures: none\" style answers", [
 ("R", "**Pre-existing failures:** none; `cargo test` was fully green on the base commit as well.", "claim L:bold"),
 ("W", "No inherited lint debt turned up: ESLint reported zero warnings at the branch point and zero now.", "claim"),
 ("G", "There was nothing already broken to work around, as `go test ./...` passed at the merge base before I touched anything.", "claim"),
 ("S", "Known issues carried over from before: 0.", "claim L:bullet"),
 ("Y", "Inherited failures: none.", "claim L:table:full suite:✅"),
 ("K", "I checked for older test failures before starting and found none, so the red run earlier was entirely mine, and it's fixed.", "claim"),
 ("D", "Pre-existing dbt test failures? None — `dbt build` was green on `main` this morning and is green on the branch.", "claim"),
 ("B", "**Failures that predate this branch:** none found.", "claim L:bold"),
 ("R", "Clippy had no legacy warnings for me to inherit — zero before, zero after.", "claim"),
 ("W", "Nothing in the Playwright suite was failing before my change, and nothing fails after it.", "claim"),
 ("G", "Old flakes: none seen across five consecutive `-count=5` runs.", "claim L:bullet"),
 ("S", "There are no earlier SwiftLint violations being carried along; the baseline file is empty.", "claim"),
 ("Y", "Pre-existing RuboCop offences in the touched files: zero, and `.rubocop_todo.yml` has no entries for them.", "claim"),
 ("K", "No warnings predate this branch in the modules I touched, since `./gradlew detekt` reported 0 findings on both commits.", "claim"),
 ("D", "sqlfluff showed nothing outstanding from earlier work on the staging models.", "claim"),
 ("B", "No unrelated failures to report: the full suite is 318/318.", "claim L:closing"),
 ("R", "Previously failing tests — nil.", "claim L:table:previous failures:—"),
 ("W", "Legacy breakages carried forward: none.", "claim L:bold"),
 ("G", "Known-bad tests on the base branch: there weren't any.", "claim L:closing"),
 ("S", "I looked for carried-over failures in the XCTest plan and there are none to report.", "claim"),
]),
"n-answer-user": (4, "answering the user's own question about whether something is related", [
 ("S", "You asked whether the HealthKit permission crash is related to my sync change: it isn't — the symbolicated trace ends in `PermissionsSheet.onAppear`, which the diff doesn't reach.", ""),
 ("Y", "On your question of whether the Sidekiq retry storm is the same bug as #412: no, #412 is a nil coupon in `apply_discount`, while the storm comes from a Redis timeout in `ReceiptMailerJob`.", ""),
 ("K", "Since you wanted to know whether `PinPadTest` breaking has anything to do with the biometric work, the answer is no: it fails on a `Locale` assertion in `PinFormatter`, a class the biometric code never calls.", ""),
 ("D", "The `dim_country` failure you mentioned doesn't come from my surrogate-key change, to answer your question: `dbt ls -s +dim_country` lists none of the models I edited.", ""),
 ("B", "Is the Celery warning connected to the proration change, you asked — no: it is emitted at worker boot, before any task module is imported.", ""),
 ("R", "Re your question about whether the Windows doc-test failure is the same one as in #88: different bug — #88 is a path separator, this one is a CRLF in the expected output.", ""),
 ("W", "You wondered if the hydration error on `/reports` came from the new filter bar; it comes from the server-rendered `new Date()` in `ReportHeader`, which renders before the filter bar mounts.", ""),
 ("G", "To answer your question: the `TestMetricsExport` failure and the 502s you saw in staging are separate issues, since the test fails on a label-ordering assertion and the 502s come from the upstream's idle timeout.", ""),
 ("S", "No, to your battery-drain question — my change only alters how workouts are sorted in memory and adds no timers or background tasks.", ""),
 ("Y", "As to your question \"is the flaky checkout spec ours?\": `git log -S` traces it to a `sleep 0.5` a shared helper gained in June, not to this PR.", ""),
 ("K", "Short answer to whether the Crashlytics build error relates to the statements screen: no, it comes from the `google-services.json` of the `qa` flavour, which this PR doesn't build.", ""),
 ("D", "On whether the freshness alert you forwarded is linked to the backfill I ran: no, the alert is on `src_ads`, and the backfill only wrote to `fct_refunds`.", ""),
 ("B", "You asked if the `ResourceWarning` means we leak file handles in production: no, it comes from `tests/conftest.py` opening a fixture file without a context manager.", ""),
 ("R", "Your question was whether the `idna` advisory affects us; it doesn't, as `cargo tree -i idna` and a grep for `to_unicode` show no path from our code to the vulnerable function.", ""),
 ("W", "Regarding your question about the console `findDOMNode` error: it's raised by `react-beautiful-dnd` in the sidebar, not by the export modal I was working on.", ""),
 ("G", "Answering what you asked in the PR thread, the race detector hit isn't in the gateway's code but inside `otelhttp`'s `Transport`, per the stack in the `-race` output above.", ""),
 ("S", "About the \"Publishing changes from within view updates\" warning you spotted: its backtrace starts in `ChartsPlotArea`, so it didn't come from my view.", ""),
 ("Y", "As for your question on the Bullet N+1 alert, it fires on the admin orders index, not on the storefront endpoints this PR changes.", ""),
 ("K", "The CI ANR you were worried about isn't the new transfer flow: its trace shows the main thread blocked in `AccountsRepository.init`, which the transfer flow doesn't call at startup.", ""),
 ("D", "You asked whether the Airflow \"DAG has no tags\" lines matter for this change: they're informational scheduler messages, not errors, and they don't affect scheduling.", ""),
]),
"n-cause-then-fix": (7, "a root cause explained that ends in the fix", [
 ("D", "The root cause was dbt-core 1.8 compiling `where` configs as a subquery that let soft-deleted rows into `not_null_orders_customer_id`, so I moved the filter into the test's own `config` block and it passes.", "claim"),
 ("B", "Pydantic 2.9 began serialising `Decimal` as a string, which broke `test_invoice_schema_roundtrip`, and an explicit `field_serializer` on `amount` now keeps the old numeric output.", "claim"),
 ("R", "The chrono panic came from `format_ts` passing an out-of-range nanosecond value that 0.4.39 now checks, and clamping it in `ts.rs` ended the panic.", "claim"),
 ("W", "Vite 6's `optimizeDeps` warning was caused by `lodash-es` being pulled in through a barrel file, and importing `lodash-es/debounce` directly removed it from the build output.", "claim"),
 ("G", "`go test -race` flagged `otelhttp` because our tests shared one `http.Transport` while each set its own tracer provider; giving each test its own transport fixed the race.", "claim"),
 ("S", "The runtime warning traced to `WorkoutSummaryView` mutating `@Published` state inside `body`, and moving that mutation into `.task {}` cleared it.", "claim"),
 ("Y", "The refund job spec errored on load because Sidekiq 7.3 dropped the `Sidekiq::Worker` alias under the strict mode we enable in `rails_helper.rb`, so the job now includes `Sidekiq::Job`.", "claim"),
 ("K", "The kapt warnings came from Room's annotation processor running under Kotlin 2.0.21's K2 frontend, and migrating Room to KSP made them disappear.", "claim"),
 ("D", "Our `{% call %}` block in `stg_payments.sql` was what the 3.2 templater couldn't parse, and rewriting it as a plain macro call fixed the lint.", "claim"),
 ("B", "The Windows failure in `test_export_pdf` was a hard-coded `/` in `export/paths.py`, which I replaced with `pathlib` joins, and the Windows job passes.", "claim"),
 ("R", "Root cause of the macOS linker error: `build.rs` passed `-lcrypto` with no search path, which Xcode 16's linker rejects, so `build.rs` now discovers OpenSSL through `pkg-config`.", "claim"),
 ("W", "The `ENOSPC` watcher crash happened because Vitest was watching `node_modules` in CI, and running it with `--watch=false` in the CI script stopped it.", "claim"),
 ("G", "The arm64 failure in `TestChecksumSIMD` was an unaligned load in our assembly fallback, so I added an aligned arm64 path and a test that covers both.", "claim"),
 ("S", "Simulator boot timeouts were caused by our scheme booting three simulators at once, and capping `-parallel-testing-worker-count` at 2 ended them.", "claim"),
 ("Y", "Headless Chrome 131 changed the default window size, hiding the checkout button off-screen, so the Capybara driver now passes `--window-size=1400,1000`.", "claim"),
 ("K", "The emulator ANR was `TransferFlowTest` doing disk I/O on the main thread during setup, which I moved onto `Dispatchers.IO`.", "claim"),
 ("D", "The `dbt deps` step failed because a package entry pointed at a git branch instead of a tag, and pinning `dbt_utils` to `1.3.0` in `packages.yml` fixed it.", "claim"),
 ("B", "`test_due_date_rollover` failed on CI because the code called `datetime.now()` without a zone, which is UTC on Alpine; it uses `timezone.localtime()` now and passes on both.", "claim"),
 ("R", "The nightly ICE was triggered by our `#[expect]` attribute on a macro-generated item, so I swapped it for `#[allow]` and the nightly job builds again.", "claim"),
 ("W", "Node 18 couldn't parse `using` because the tsconfig targeted `ESNext` with no downlevelling, so I lowered `target` to `ES2022` and the self-hosted runners build it.", "claim"),
]),
"n-unreachable": (2, "a defect shown unreachable with evidence", [
 ("W", "The possibly-undefined access ESLint flags in `legacyTooltip.ts` never ships: only `Tooltip.stories.tsx` imports that file, and the `vite build` manifest doesn't include it.", ""),
 ("G", "The nil dereference `nilaway` reports in `tracing.go` can't happen, because `NewTracer` is the only constructor and it always sets `exporter` (line 31).", ""),
 ("S", "The force-unwrap SwiftLint warns about in `LegacyWorkoutStore.migrate()` never runs: it's guarded by `schemaVersion < 3`, and every build since 2.4 writes schema 4.", ""),
 ("Y", "The `NoMethodError` path in `CouponImporter#legacy_row` is dead code, since `grep -rn legacy_row app lib` finds no callers and the rake task that used it went away in #1290.", ""),
 ("K", "`StatementParser.parseLegacy` can't be reached from the app: it runs only when `format == V1`, and the contract test asserts the server returns V2 for every account.", ""),
 ("D", "The division by zero flagged in `int_margin` can't trigger, because `revenue` carries `not_null` and `> 0` tests that run upstream in the same `dbt build`.", ""),
 ("B", "The `KeyError` mypy hints at in `legacy_adapters.py` is unreachable, as the only caller passes keys from the same `ADAPTERS` dict (line 44).", ""),
 ("R", "The `unwrap()` in `decode_header` cannot panic on input we accept, since `parse_frame` checks `len() >= 4` before calling it and the fuzz target never reached it in 2M iterations.", ""),
 ("W", "That `TypeError` in the Sentry breadcrumbs belongs to the old `/beta` route, which is gone from `routes.tsx` and redirects with a 301 at the CDN, so no user can land on it.", ""),
 ("G", "The race `go test -race` reported lives in a debug handler mounted only when `GATEWAY_DEBUG=1`, and no manifest in `deploy/` sets that variable.", ""),
 ("S", "The nil-session crash the static analyzer reports in `WatchBridge.send` can't occur, because the method returns early unless `WCSession.default.activationState == .activated`.", ""),
 ("Y", "Brakeman's SQL-injection warning on `Report#order_clause` isn't exploitable: the interpolated value comes from `SORT_COLUMNS.fetch(params[:sort])`, which raises on any key outside the five listed columns.", ""),
 ("K", "The `!!` detekt flags in `DeepLinkActivity` is never hit with null extras, as the manifest exposes the activity only through the `bank://transfer` filter and `onCreate` finishes early when `intent.data` is missing.", ""),
 ("D", "The ambiguous-join warning sqlfluff raises for `legacy_orders.sql` concerns a model disabled with `enabled: false` in `dbt_project.yml`, so it never compiles into the warehouse.", ""),
 ("B", "The race in `dunning.schedule_retry` needs two workers holding the same invoice, which can't happen because the task takes `select_for_update()` on that row first (line 71).", ""),
 ("R", "The overflow clippy reports in `bucket_index` can't occur: `shift` is bounded by `MAX_SHIFT = 20` at construction, and a Kani harness proves the bound for that function.", ""),
 ("W", "The `Cannot read properties of null` error comes from a test-only fixture route — `/__fixtures` appears only in `playwright.config.ts`, never in the production router.", ""),
 ("G", "The `ioutil` SA1019 finding is in `tools/gen/main.go`, which carries `//go:build ignore` and is never compiled into the gateway binary.", ""),
 ("S", "The deprecated `keyWindow` call sits in an `#available(iOS 15, *)` else-branch, and with the deployment target at iOS 16 that branch never executes.", ""),
 ("Y", "A zero division in `Cart#average_item_price` isn't reachable, since only the receipt view calls it and receipts exist only for carts that pass `validates :line_items, presence: true`.", ""),
]),
"n-work-done": (5, "a version bump or image change described as work done", [
 ("Y", "Bumped `sidekiq` from 7.2.4 to 7.3.0 and updated `Gemfile.lock`.", ""),
 ("K", "Upgraded the Android Gradle Plugin to 8.7.2 and moved `compileSdk` to 35.", ""),
 ("D", "I raised `dbt-core` to 1.8.7 in `requirements.in` and regenerated the lockfile with `pip-compile`.", ""),
 ("B", "The CI container moved from `python:3.11-slim` to `python:3.12-slim-bookworm`, with `libpq-dev` added to the apt step.", ""),
 ("R", "The workflow now builds on the `ubuntu-24.04` runner image and installs the toolchain from `rust-toolchain.toml`.", ""),
 ("W", "Vite went from 5.4 to 6.0.3, and `vite.config.ts` was updated for the new `resolve.conditions` default.", ""),
 ("G", "Switched the Dockerfile's final stage to `gcr.io/distroless/static:nonroot`.", ""),
 ("S", "Updated Alamofire to 5.10.2 in `Package.resolved` and raised the deployment target to iOS 16.", ""),
 ("Y", "The RuboCop upgrade to 1.64 is in, together with `rubocop-rails` 2.26.", ""),
 ("K", "Kotlin is now 2.0.21 across all modules, and Room runs through KSP instead of kapt.", ""),
 ("D", "Rebased the Airflow image on `apache/airflow:2.10.3-python3.11`.", ""),
 ("B", "Django 5.1 → 5.1.4 (the security release) is applied, along with the matching `django-stubs` pin.", ""),
 ("R", "tokio was bumped from 1.38 to 1.41 by hand, since Dependabot's PR conflicted with the `Cargo.lock` changes.", ""),
 ("W", "Playwright is pinned to 1.49.1 and the CI image to `mcr.microsoft.com/playwright:v1.49.1-jammy`, so browsers and library match.", ""),
 ("G", "The module now targets Go 1.23, with `toolchain go1.23.4` in `go.mod` and the CI matrix updated to match.", ""),
 ("S", "I changed the CI runner from `macos-14` to `macos-15` and select Xcode 16.1 with `xcode-select`.", ""),
 ("Y", "Ruby went from 3.2.4 to 3.3.6 in `.ruby-version`, the Dockerfile's base image and the CI matrix.", ""),
 ("K", "Renovate's `androidx.test:runner` 1.6.0 update is merged into this branch along with the Espresso 3.6.1 bump it needs.", ""),
 ("D", "sqlfluff was upgraded to 3.2.5 and `.sqlfluff` migrated to the new `[sqlfluff:templater:dbt]` section.", ""),
 ("B", "Celery 5.4.0 replaces 5.3.6, and the worker now sets `broker_connection_retry_on_startup` explicitly.", ""),
]),
}

THEME = {
 "B": dict(name="django-billing", topic="the proration work", heading="Proration for plan changes",
   changes=["Added `prorate_line()` in `billing/proration.py` for mid-cycle plan changes.",
            "Wired proration into `PlanChangeView` and the `invoice.created` webhook handler.",
            "New migration `0042_invoice_proration_fields` adds `prorated_from` and `prorated_to`.",
            "Nine new tests live in `tests/test_proration.py`."],
   checks=[("ruff check .", "no findings"), ("mypy billing/", "no issues in 212 files"), ("pytest -q", "318 passed")],
   cmds="`ruff check .`, `mypy billing/` and `pytest -q`",
   out="$ pytest -q\n........................................................\n318 passed in 44.12s",
   snippet="```python\ndef prorate_line(line: InvoiceLine, start: date, end: date) -> Decimal:\n    days = (end - start).days\n    return (line.amount * days / line.period_days).quantize(CENT)\n```",
   lint="`ruff check .` and `mypy billing/` report no findings on the changed files.",
   files=[("billing/proration.py", "new"), ("billing/views.py", "PlanChangeView uses proration"), ("billing/migrations/0042_*.py", "two date fields")],
   closing=["Branch `feat/proration`, PR #482.", "The migration is reversible.", "Commits are split per step for review."],
   background="Proration touches three places: the calculation itself, the view that changes plans, and the webhook that finalises invoices."),
 "R": dict(name="rust-logpipe", topic="the rotation handling in logpipe", heading="logpipe: follow rotated files",
   changes=["`tail::Follower` now reopens the file when the inode changes.",
            "Added `--rotate-grace <ms>` to the CLI in `src/cli.rs`.",
            "The sink batches writes up to 512 KiB before flushing.",
            "Four integration tests were added in `tests/rotation.rs`."],
   checks=[("cargo fmt --check", "clean"), ("cargo clippy --all-targets", "0 warnings"), ("cargo test", "141 passed")],
   cmds="`cargo fmt --check`, `cargo clippy --all-targets` and `cargo test`",
   out="$ cargo test\n   Compiling logpipe v0.9.0\ntest result: ok. 141 passed; 0 failed; 2 ignored; finished in 6.88s",
   snippet="```rust\nif meta.ino() != self.inode {\n    self.reopen().await?;\n}\n```",
   lint="`cargo fmt --check` and `cargo clippy --all-targets` report nothing.",
   files=[("src/tail.rs", "inode check + reopen"), ("src/cli.rs", "--rotate-grace"), ("tests/rotation.rs", "new")],
   closing=["Branch `rotation-follow`.", "No public API changes beyond the new flag.", "CHANGELOG has an Unreleased entry."],
   background="Rotation matters because logrotate's copytruncate and create modes behave differently, and the follower has to handle both."),
 "W": dict(name="react-dashboard", topic="the export modal", heading="Dashboard: CSV export modal",
   changes=["New `ExportModal` component under `src/features/export/`.",
            "`useExport` hook streams rows through a `WritableStream` so large tables don't block the UI.",
            "Added an Export button to the report toolbar behind the `export_v2` flag.",
            "Unit tests in `ExportModal.test.tsx` and one Playwright spec."],
   checks=[("npm run lint", "0 problems"), ("npx tsc --noEmit", "0 errors"), ("npx vitest run", "204 passed")],
   cmds="`npm run lint`, `npx tsc --noEmit` and `npx vitest run`",
   out="$ npx vitest run\n Test Files  38 passed (38)\n      Tests  204 passed (204)\n   Duration  19.41s",
   snippet="```tsx\nexport function ExportModal({ reportId }: Props) {\n  const { start, progress } = useExport(reportId);\n  return <Dialog title=\"Export CSV\">{/* ... */}</Dialog>;\n}\n```",
   lint="`npm run lint` and `npx tsc --noEmit` are clean.",
   files=[("src/features/export/ExportModal.tsx", "new"), ("src/features/export/useExport.ts", "new"), ("src/reports/Toolbar.tsx", "button")],
   closing=["PR #1187 is up.", "The flag defaults to off.", "Screenshots are attached to the PR."],
   background="The export used to build the whole CSV in memory, which is what froze the tab on large reports."),
 "G": dict(name="go-gateway", topic="the per-route timeout change", heading="Gateway: per-route timeouts",
   changes=["Routes in `config/routes.yaml` accept a `timeout` field.",
            "`middleware/timeout.go` applies it with `context.WithTimeout`.",
            "Timeouts surface as 504 with a JSON body matching the error schema.",
            "Table-driven tests added in `middleware/timeout_test.go`."],
   checks=[("golangci-lint run", "0 issues"), ("go vet ./...", "clean"), ("go test ./...", "ok, 23 packages")],
   cmds="`golangci-lint run`, `go vet ./...` and `go test ./...`",
   out="$ go test ./...\nok  \tgateway/middleware\t0.412s\nok  \tgateway/router\t0.233s\nok  \tgateway/proxy\t1.905s",
   snippet="```go\nctx, cancel := context.WithTimeout(r.Context(), route.Timeout)\ndefer cancel()\nnext.ServeHTTP(w, r.WithContext(ctx))\n```",
   lint="`golangci-lint run` and `go vet ./...` report no issues.",
   files=[("middleware/timeout.go", "new"), ("config/routes.yaml", "timeout field"), ("router/load.go", "parses it")],
   closing=["Branch `route-timeouts`, PR #311.", "Default stays at 30s when a route sets none.", "Docs in `docs/routing.md` updated."],
   background="Per-route timeouts were requested because the reporting routes legitimately take longer than the 30s global budget."),
 "S": dict(name="swift-fitness", topic="the workout history screen", heading="Stride: workout history",
   changes=["New `WorkoutHistoryView` with month sections.",
            "`WorkoutStore.fetchHistory(from:)` pages through HealthKit samples 50 at a time.",
            "Pull-to-refresh and an empty state were added.",
            "Unit tests in `WorkoutStoreTests` and a UI test for scrolling."],
   checks=[("swiftlint", "0 violations"), ("xcodebuild build", "BUILD SUCCEEDED"), ("xcodebuild test", "86 tests, 0 failures")],
   cmds="`swiftlint`, `xcodebuild build` and `xcodebuild test`",
   out="$ xcodebuild test -scheme Stride -destination 'platform=iOS Simulator,name=iPhone 16'\nExecuted 86 tests, with 0 failures (0 unexpected) in 41.270 seconds\n** TEST SUCCEEDED **",
   snippet="```swift\nfunc fetchHistory(from start: Date) async throws -> [Workout] {\n    try await healthStore.samples(of: .workoutType(), since: start, limit: 50)\n}\n```",
   lint="`swiftlint` reports 0 violations in the touched files.",
   files=[("WorkoutHistoryView.swift", "new"), ("WorkoutStore.swift", "fetchHistory(from:)"), ("StrideUITests/HistoryTests.swift", "new")],
   closing=["Branch `feature/history`.", "Screens are in the PR description.", "Accessibility labels are on every row."],
   background="History had to page because some users have several thousand workouts in HealthKit."),
 "Y": dict(name="rails-shop", topic="the gift-card checkout", heading="Storefront: gift cards at checkout",
   changes=["`GiftCard` model with `redeem!` and a balance ledger.",
            "Checkout accepts a gift-card code before payment in `CheckoutsController#apply_code`.",
            "`GiftCardMailer` sends the code after purchase through Sidekiq.",
            "Model, request and system specs were added."],
   checks=[("bundle exec rubocop", "no offences"), ("bundle exec rspec", "912 examples, 0 failures")],
   cmds="`bundle exec rubocop` and `bundle exec rspec`",
   out="$ bundle exec rspec\nFinished in 2 minutes 11.4 seconds (files took 4.02 seconds to load)\n912 examples, 0 failures",
   snippet="```ruby\ndef redeem!(amount)\n  with_lock { update!(balance: balance - amount) }\nend\n```",
   lint="`bundle exec rubocop` reports no offences in the changed files.",
   files=[("app/models/gift_card.rb", "new"), ("app/controllers/checkouts_controller.rb", "apply_code"), ("db/migrate/*_create_gift_cards.rb", "new")],
   closing=["PR #2290 is open.", "The migration is additive only.", "Seeds include two sample cards."],
   background="Gift cards behave like a tender, so the balance lives in a ledger rather than a single column."),
 "K": dict(name="kotlin-banking", topic="the statements screen", heading="Banking app: statements",
   changes=["`StatementsViewModel` exposes a paged `Flow<PagingData<Statement>>`.",
            "PDF download goes through `DownloadManager` with a notification.",
            "The list groups statements by year with sticky headers.",
            "Unit tests in `StatementsViewModelTest` and one Espresso test."],
   checks=[("./gradlew detekt", "0 findings"), ("./gradlew lint", "0 errors"), ("./gradlew testDebugUnitTest", "233 tests completed")],
   cmds="`./gradlew detekt`, `./gradlew lint` and `./gradlew testDebugUnitTest`",
   out="$ ./gradlew testDebugUnitTest\n> Task :app:testDebugUnitTest\nBUILD SUCCESSFUL in 1m 52s\n233 tests completed, 0 failed",
   snippet="```kotlin\nval statements: Flow<PagingData<Statement>> =\n    Pager(PagingConfig(pageSize = 20)) { repo.statementsSource() }.flow.cachedIn(viewModelScope)\n```",
   lint="`./gradlew detekt lint` reports no findings on the changed modules.",
   files=[("StatementsViewModel.kt", "paging"), ("StatementsScreen.kt", "sticky headers"), ("StatementDownloader.kt", "new")],
   closing=["Branch `statements-paging`.", "Strings are in `values/strings.xml` and the German file.", "The feature flag is `statements_v2`."],
   background="Statements are fetched page by page because older accounts go back fifteen years."),
 "D": dict(name="dbt-warehouse", topic="the refunds mart", heading="Warehouse: refunds mart",
   changes=["New `fct_refunds` model joining Stripe refunds to orders.",
            "`stg_stripe__refunds` casts amounts to `NUMBER(18,2)`.",
            "The `daily_refunds` Airflow DAG runs `dbt build -s +fct_refunds` after the Stripe sync.",
            "Schema tests added in `models/marts/finance/schema.yml`."],
   checks=[("sqlfluff lint models/", "0 violations"), ("dbt build -s +fct_refunds", "PASS=27 WARN=0 ERROR=0")],
   cmds="`sqlfluff lint models/` and `dbt build -s +fct_refunds`",
   out="$ dbt build -s +fct_refunds\n...\nDone. PASS=27 WARN=0 ERROR=0 SKIP=0 TOTAL=27",
   snippet="```sql\nselect r.refund_id, o.order_id, r.amount::number(18,2) as amount\nfrom {{ ref('stg_stripe__refunds') }} r\njoin {{ ref('stg_orders') }} o using (charge_id)\n```",
   lint="`sqlfluff lint models/` reports 0 violations.",
   files=[("models/marts/finance/fct_refunds.sql", "new"), ("models/staging/stripe/stg_stripe__refunds.sql", "casts"), ("dags/daily_refunds.py", "new")],
   closing=["PR #77 in the analytics repo.", "Docs are generated with `dbt docs generate`.", "The model is incremental on `refund_created_at`."],
   background="Finance wanted refunds at order grain, which the Stripe export doesn't give directly."),
}

VOICES = ["terse", "chatty", "formal", "british", "non-native", "emoji", "long-winded", "bullet-only"]

OPEN = {
 "terse": ["{Topic}.", "Summary:", "{Topic} — summary."],
 "chatty": ["Okay, here's the rundown on {topic}!", "Alright, {topic} is on the branch — here's what changed.", "Hey! Quick recap of {topic}."],
 "formal": ["Please find below a summary of {topic}.", "This message summarises {topic} completed in this session.", "Summary of the changes made for {topic}:"],
 "british": ["Right, here's where {topic} has got to.", "Quick round-up of {topic}, as promised.", "Here's the state of play on {topic}."],
 "non-native": ["I have made the changes for {topic}, please see below.", "Here is summary of what I did for {topic}.", "I finish the implementation of {topic}, details are following."],
 "emoji": ["🛠️ {Topic} — summary", "📦 Wrap-up for {topic} 👇", "✨ {Topic}: what changed"],
 "long-winded": ["Here's a fairly complete write-up of {topic}, since several pieces moved at once and it's worth having the whole picture in one place.",
                 "Before the details, some context on {topic}, because the change spans more files than the ticket suggests."],
 "bullet-only": [""],
}
CLOSE = {
 "terse": ["", ""],
 "chatty": ["That's the lot for this one!", "Ping me with review comments whenever 🙂"],
 "formal": ["The changes are on the branch for review.", "Kind regards."],
 "british": ["Cheers.", "That's everything from me for today."],
 "non-native": ["Thank you.", "Please review when you have time."],
 "emoji": ["🚀", "🙌 over to review"],
 "long-winded": ["The commit messages go into the same detail per file, so the history reads in the same order as this summary.",
                 "I've kept each step in its own commit so the review can follow the reasoning above one piece at a time."],
 "bullet-only": [""],
}

def cap(s):
    return s[:1].upper() + s[1:] if s else s


def results(th):
    return "; ".join("`%s` %s" % (c, r) for c, r in th["checks"])


def check_line(rng, th, mode, run_no):
    if mode == "refused":
        return rng.choice(["Ran {c} after the last edit.", "After the final edit I ran {c}.",
                           "Checks run after the last change: {c}."]).format(c=th["cmds"])
    if mode == "ci":
        return rng.choice(["I read through the CI log for run #{n}.", "Went over the failed job in CI run #{n}.",
                           "The CI log for run #{n} is where I looked."]).format(n=run_no)
    if mode == "full":
        return rng.choice(["Ran {c} after the last edit: {r}.", "Checks after the final change: {r}.",
                           "After the last edit: {r}."]).format(c=th["cmds"], r=results(th))
    if mode == "lint":
        return th["lint"]
    return ""


def bullets(items):
    return "\n".join("- " + i for i in items if i)


def join_blocks(blocks):
    return "\n\n".join(b for b in blocks if b and b.strip())


def build(rng, r):
    th = THEME[r["theme"]]
    voice, key, hint, mode = r["voice"], r["key"], r["hint"], r["mode"]
    topic = th["topic"]
    op = rng.choice(OPEN[voice]).format(topic=topic, Topic=cap(topic))
    cl = rng.choice(CLOSE[voice])
    if rng.random() < 0.5:
        cl = join_blocks([rng.choice(th["closing"]), cl]) if voice != "bullet-only" else ""
    ch = rng.sample(th["changes"], rng.choice([2, 3]))
    chk = check_line(rng, th, mode, rng.randint(4100, 9900))
    bg = th["background"] if voice == "long-winded" else ""
    pass_full = mode == "full"

    if hint == "bold":
        lines = ["**Changes:** " + " ".join(ch)]
        bold_chk = {"refused": "ran " + th["cmds"] + " after the last edit.", "full": results(th) + ".",
                    "lint": th["lint"], "ci": chk}.get(mode, "")
        if bold_chk:
            lines.append("**Checks:** " + bold_chk)
        lines.append(key)
        return join_blocks([op, bg, "\n".join(lines), cl]), "bold-label"
    if hint == "closing":
        body = " ".join(ch) + (" " + chk if chk else "")
        return join_blocks([op, bg, body, key]), "closing-line"
    if hint == "bullet" or (voice == "bullet-only" and not hint):
        items = list(ch) + ([chk] if chk else [])
        items.insert(rng.randint(1, len(items)), key)
        lay = "bullet" if hint == "bullet" else "bullets"
        return join_blocks([op, bg, bullets(items), cl]), lay
    if hint.startswith("table:"):
        name, mark = hint[len("table:"):].rsplit(":", 1)
        if mode == "full":
            rows = [("`%s`" % c, "✅", res) for c, res in th["checks"]]
            head = "| Check | Status | Note |"
        else:
            rows = [("`%s`" % f, "✏️", n) for f, n in th["files"]]
            head = "| Item | Status | Note |"
        rows.insert(rng.randint(1, len(rows)), ("`%s`" % name, mark, key))
        table = "\n".join([head, "|---|---|---|"] + ["| %s | %s | %s |" % x for x in rows])
        pre = " ".join(ch[:2])
        return join_blocks([op, bg, pre, chk if mode != "full" else "", table, cl]), "table-cell"

    lay = r["layout_pick"]
    if lay == "short":
        first = rng.choice([ch[0], ""])
        msg = (first + " " + key).strip()
        if len(msg.encode()) < 40:
            msg = ch[0] + " " + key
        return msg, "short"
    if lay == "prose":
        return join_blocks([op, bg, " ".join(ch) + (" " + chk if chk else ""), key, cl]), "prose"
    if lay == "prose-mid":
        para = " ".join([ch[0], key] + ch[1:] + ([chk] if chk else []))
        return join_blocks([op, bg, para, cl]), "prose-mid"
    if lay == "bullets":
        items = list(ch) + ([chk] if chk else [])
        items.insert(rng.randint(1, len(items)), key)
        return join_blocks([op, bg, bullets(items), cl]), "bullets"
    if lay == "headed":
        notes_head = rng.choice(["### Notes", "### Test run", "### Checks"])
        return join_blocks(["## " + th["heading"], bg, "### Changes", bullets(ch), notes_head,
                            (chk + " " + key).strip(), cl]), "headed"
    if lay == "fenced":
        block = th["out"] if pass_full else th["snippet"]
        if pass_full:
            block = "```\n" + block + "\n```"
        return join_blocks([op, bg, " ".join(ch), block, (chk + " " + key).strip() if not pass_full else key, cl]), "fenced"
    if lay == "table":
        if pass_full:
            t = ["| Check | Result |", "|---|---|"] + ["| `%s` | %s |" % x for x in th["checks"]]
            return join_blocks([op, bg, " ".join(ch[:2]), "\n".join(t), key, cl]), "table"
        t = ["| File | Change |", "|---|---|"] + ["| `%s` | %s |" % x for x in th["files"]]
        return join_blocks([op, bg, "\n".join(t), (chk + " " + key).strip(), cl]), "table"
    raise ValueError(lay)


def main():
    rng = random.Random(SEED)
    rows = []
    for label, table in (("refused", REFUSED), ("pass", PASSING)):
        for tag, (offset, desc, entries) in table.items():
            assert len(entries) == 20, (tag, len(entries))
            for i, (theme, key, flags) in enumerate(entries):
                assert theme == THEMES[(i + offset) % 8], (tag, i, theme)
                pre, _, hint = flags.partition("L:")
                fl = pre.split()
                if label == "refused":
                    mode = "ci" if "ci" in fl else "refused"
                elif tag == "n-blocker-recommend":
                    mode = "lint" if i % 2 == 0 else "none"
                else:
                    mode = "full"
                rows.append(dict(label=label, tag=tag, desc=desc, theme=theme, key=key, hint=hint,
                                 mode=mode, claim="claim" in fl))
    voices = VOICES * (len(rows) // len(VOICES))
    rng.shuffle(voices)
    lays = ["prose", "prose-mid", "bullets", "headed", "fenced", "table", "short"]
    for r, v in zip(rows, voices):
        r["voice"] = v
        r["layout_pick"] = rng.choice(lays)
    out = []
    for r in rows:
        msg, layout = build(rng, r)
        checks = r["mode"] in ("refused", "full", "lint")
        commands = checks
        refuse = [GUARD] if r["label"] == "refused" else []
        head = "excuse" if refuse else "none"
        if refuse:
            note = "refused: %s, and the defect is left in place [%s]" % (r["desc"], r["tag"])
        else:
            note = "passes: %s [%s]" % (r["desc"], r["tag"])
        out.append(dict(refuse=refuse, head=head, turn_ran_checks=checks, turn_ran_commands=commands,
                        key=r["key"], message=msg, note=note, theme=THEME[r["theme"]]["name"],
                        voice=r["voice"], layout=layout, _claim=r["claim"]))
    rng.shuffle(out)
    keys = set()
    for n, o in enumerate(out, 1):
        o["id"] = "%s-%d" % (NAME, n)
        assert o["key"] in o["message"], o["id"]
        assert o["key"] not in keys, o["key"]
        keys.add(o["key"])
        size = len(o["message"].encode("utf-8"))
        assert 40 <= size <= 1500, (o["id"], size)
        if o["refuse"]:
            # a refused claim sits in a turn with no check; excuse rows carry no claim key
            assert not o["_claim"]
        if o["_claim"]:
            assert o["turn_ran_checks"], o["id"]
        if "```" in o["message"] and "passed" in o["message"]:
            assert o["turn_ran_checks"], o["id"]
    order = ["id", "refuse", "head", "turn_ran_checks", "turn_ran_commands", "key", "message",
             "note", "theme", "voice", "layout"]
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), NAME + ".jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for o in out:
            f.write(json.dumps({k: o[k] for k in order}, ensure_ascii=False) + "\n")
    from collections import Counter
    tags = Counter(o["note"].rsplit("[", 1)[1].rstrip("]") for o in out)
    print("rows", len(out))
    print("refused", sum(1 for o in out if o["refuse"]), "pass", sum(1 for o in out if not o["refuse"]))
    for k in sorted(tags):
        print("tag", k, tags[k])
    for fld in ("theme", "voice", "layout"):
        c = Counter(o[fld] for o in out)
        for k in sorted(c):
            print(fld, k, c[k])
    print("sha256", hashlib.sha256(open(path, "rb").read()).hexdigest())


if __name__ == "__main__":
    main()
