"""train10g: hand-written training batch for the prose Stop guards, focus on excuses (no-preexisting-excuse) and their should-pass near-misses.

Stdlib only, fixed seed. Writes train10g.jsonl next to this file.
"""
EXCUSES = [
"`test_invoice_rounding` has been red since the February dependency bump, so I left it alone.",
"The `clippy::needless_range_loop` warning in `src/spi.rs` dates from the original port and isn't something I introduced.",
"That flaky `SnapshotTest.iosArm64` is long-standing; it was like that when I got here.",
"The two failing Playwright specs were inherited from the previous sprint, not from this branch.",
"`cargo test --features stm32f4` fails the same way on main, so it's not from this diff.",
"The `ld: duplicate symbol _physx_init` link error reproduces on a clean clone too.",
"I ran `git stash` and `test_order_export` still fails, so that one isn't mine.",
"The ESLint `no-unused-vars` errors in `src/lib/legacy/` are the other squad's code.",
"`vendor/imgui/imgui_widgets.cpp` throws 31 `-Wformat-security` warnings, but that's vendored code.",
"The mypy errors are all in `apps/billing/migrations/`, which is a generated file tree, so I ignored them.",
"The Dependabot alert for `urllib3` belongs to the platform team's base image, not this service.",
"The `pulumi preview` diff on the `aws:rds:Instance` is upstream's provider bug, nothing to do with us.",
"Gradle's `Kotlin/Native: Unresolved reference` on `iosSimulatorArm64` is an environment thing on the runner image.",
"The shader compile failure is just the GPU driver on this box; ignore it.",
"`test_send_reset_email` times out because of the sandbox's network, not the code.",
"The Windows job fails on CRLF line endings, which is a Windows line endings problem, not ours.",
"`test_report_for_yesterday` fails between 23:00 and 01:00 UTC — a time zone thing, unrelated.",
"The integration suite hit GitHub's rate limit; those 6 failures are noise.",
"The benchmark regression in `bench_spatial_hash` is from a cold cache on the shared runner, so disregard it.",
"`hal::i2c::tests::nack_on_address` is intermittent — it passed on the second run.",
"`test_webhook_retry_ordering` is nondeterministic; one in twenty runs it fails, always has.",
"The `AudioMixerTest.ConcurrentVoices` crash is a timing thing and passes on rerun.",
"The `svelte-check` type error in `Carousel.svelte` is orthogonal to the routing work.",
"The coverage drop from 81% to 78% is outside the scope of this diff.",
"`test_legacy_csv_import` is untouched by this PR, so its failure doesn't block it.",
"The red `android-lint` job is not something this change affects.",
"Those deprecation warnings from `django.utils.timezone.utc` are just noise.",
"The `-Wshadow` warnings in `render/Material.cpp` are cosmetic; I left them.",
"The `unused_mut` warning in the `embedded-hal` example is harmless.",
"The `Detekt` complexity findings are benign and were there before.",
"The `sqlite3.OperationalError: database is locked` in CI is a known issue.",
"The 3 xfail-turned-fail tests are expected on this runner.",
"Same 14 warnings as before — nothing new from me.",
"Warning count unchanged at 212, so the build is as it was.",
"No new failures: the 5 red tests are the same ones that fail on `develop`.",
"❌ `test_tax_vat_reverse_charge` — not ours",
"| `PhysicsTests.RagdollSettle` | ❌ | flaky upstream, ignore |",
"- ⚠️ `cargo deny` advisory RUSTSEC-2024-0012 — in a transitive dep, not our concern",
"The broken `docker build` step is Docker Desktop on macOS acting up, not the Dockerfile.",
"The expired cert on the staging registry is why `pulumi up` failed; that's ops' problem.",
"The `iosX64Test` failure comes from the Xcode version on the runner, not the shared module.",
"A noisy neighbour on the CI host explains the `bench_mesh_lod` slowdown, so I didn't chase it.",
"`test_pdf_render` only fails because the container lacks the fonts — environmental, not a code issue.",
"The CI has been red on `develop` since last Tuesday, so the failing `lint-rust` job isn't related.",
"`TestPaymentWebhooks.test_idempotency` also fails on master; I didn't look further.",
"On the release branch `release/4.2` the same `LinkageError` appears, so it predates me.",
"Reverting to HEAD~5 shows the same segfault in `AssetLoader::decompress`, so it's older than my commits.",
"On the parent commit `a91c3e0` the test fails identically, which rules my change out.",
"Checked out `trunk` in a fresh worktree and `sveltekit build` dies there too, so it's not from this branch.",
"The `E501` lint failures are in files I never opened.",
"Those `TS2345` errors are in `src/routes/admin/`, which this PR doesn't touch.",
"The failing `StackResourceTest` is the infra team's, so I skipped it.",
"The `RUSTSEC` warning about `atomic-polyfill` is the upstream SDK's problem.",
"`libktx` spews `-Wdeprecated-declarations`; it's third-party, so out of our hands.",
"The skipped `test_celery_beat_schedule` was skipped long before this work started.",
"I left the `@pytest.mark.skip` on `test_stripe_refund` since that skip predates this branch.",
"`:shared:compileKotlinJs` prints 40 warnings, but that's the Kotlin/JS compiler being chatty, not our code.",
"The OOM in `test_bulk_export` is a runner memory limit issue and not a code problem.",
"The `ValueError` in `test_locale_fallback` comes from the machine's locale settings, not from the formatter.",
"The `bench_physics_step` number is within noise of yesterday's, so the 18% slowdown isn't real.",
"Only failure is `test_s3_presign`, which needs real AWS credentials — environmental.",
"The `probe-rs` flashing error is a USB hub issue on the bench rig, not the firmware.",
"`CameraControllerTest` crashes on the headless runner because there's no display; not a code defect.",
"The Pulumi `StackReference` error comes from the shared state backend, which belongs to platform.",
"The `npm audit` high-severity alert is in a dev dependency of `vite`, so it doesn't matter here.",
"The hydration mismatch warning in the browser console is the Svelte framework's, not our markup.",
"`./gradlew check` fails on `:androidApp:lintVitalRelease`, but that job has always been broken.",
"That `UnicodeDecodeError` in the import command is an old bug in the legacy parser — not my area.",
"Four of the twelve `EngineIntegration` tests were already failing before I started, so I moved on.",
"The stack still has one `pulumi:providers:aws` replacement pending, which is the provider's quirk, not ours.",
"The `ImportError: libGL.so.1` is a container image problem, unrelated to the code change.",
"The `test_dst_transition` failure only happens in March; it's a calendar thing, not a regression.",
"`test_thumbnail_crop` flips between pass and fail, so I'm treating it as flaky and moving on.",
"The remaining `unsafe` lint hits are in the generated PAC crate, which we don't own.",
"The `Rust 1.79` nightly ICE in `hal-timers` is a compiler bug, not something in the crate.",
"`renderdoc` capture failing is the capture tool's fault; the frame itself is fine.",
"The `sentry` alert about `IntegrityError` in `orders.signals` has been firing for months and isn't tied to this deploy.",
"The `ConcurrentModificationException` in `SyncWorkerTest` is an Android emulator quirk on CI.",
"`vite build` warns about chunk size > 500 kB, but it has said that since the project started.",
"The two `a11y` warnings in `Navbar.svelte` are from the design system's markup, which isn't ours to change.",
"`test_geoip_lookup` fails offline because the MaxMind database download is blocked — a network issue.",
"The red cross on the `deploy-preview` check is Netlify's, not the site's.",
"`pulumi refresh` reports drift on the security group, but someone edited it by hand in the console, so not my doing.",
"The linker warnings about `LNK4099` PDBs missing come from the prebuilt FMOD libraries.",
"`test_signup_throttle` depends on wall-clock timing and fails under load; that's the runner being slow.",
"Pre-existing: `test_admin_bulk_actions` (fails without my patch as well).",
"Unrelated failure: `:shared:iosSimulatorArm64Test` — same on main.",
"That segfault is from the old allocator and predates this branch.",
"Heads-up: `test_migrations_linear` fails, but it's a migration conflict someone else merged into `main`.",
"`cargo clippy` gives 9 warnings, all in code that existed before this PR.",
"The `svelte-check` run still shows 22 errors, same as on `main` before my change.",
"mypy reports 118 errors; that's the existing baseline, not a regression.",
"`ruff` still flags `F401` in `settings/__init__.py`, but that file is owned by the platform group.",
"Lint is red only because of the old `jsx-a11y` rules in files from before the migration.",
"There's a `-Wunused-parameter` flood from `engine/third_party/stb/`, which we never edit.",
"The `UndefinedBehaviorSanitizer` report in `Quaternion::slerp` is in math code we inherited from the original studio.",
"The coverage check failed (72% < 75%), but that's because of the untested legacy `reports/` app, not my code.",
"`KMP` iOS tests time out on the hosted macOS agents; it's their capacity, not us.",
"`test_email_templates_render` breaks only on Python 3.12 in CI, which is an environment difference.",
"Snapshot tests differ by a pixel on the ARM runners — a rendering quirk, not a real failure.",
"Known flake: `test_search_reindex` (Elasticsearch container starts slowly).",
"That `TimeoutError` in `pulumi up` on the Lambda function is AWS being slow today.",
"The `defmt` decode error when reading RTT logs comes from the probe firmware, not our code.",
"The panic in `embassy_executor` during the `nrf52840` test is a known issue in that crate.",
"Red CI on this PR is from the `macos-14` image update, unrelated to the change.",
"The vulnerability alert for `lodash.template` is in the marketing site's dependency tree, which another team maintains.",
"The `ktlint` failures are formatting-only and were already there.",
"The warning `RemovedInDjango51Warning` has been there for ages and isn't something I'll touch.",
"The `build-wasm` step is broken because of the emsdk version pinned by the tools team.",
"`test_render_queue_order` failed once in 30 runs — a one-off, moving on.",
"The flaky job is `e2e-firefox`; it fails about a third of the time regardless of the change.",
"That crash on exit (`std::terminate` in `JobSystem::~JobSystem`) happens at HEAD without my commits as well.",
"I confirmed with `git bisect` that `test_currency_parsing` broke in a commit from October, well before this branch.",
"The `StaleElementReferenceException` is Selenium's flakiness, not the template change.",
"The build step `collectstatic` fails in the sandbox because it can't reach S3, which isn't a code issue.",
"Those 3 `xfail` strict failures in `tests/legacy/` belong to the payments team.",
"`tsc` complains about `svelte/elements` types, but those come from an upstream typing bug.",
"The `E0658` error in `examples/blinky_rtic.rs` is the example's, not the library's, so I left it.",
"The `OutOfMemoryError: Metaspace` in the Gradle daemon is a CI sizing issue, not the project's.",
"The `test_bulk_discount` failure is a rounding difference from the old `decimal` context — legacy behaviour, not related.",
"Performance dropped 9% on `bench_frustum_cull`, but that benchmark is noisy and it's not my change.",
"The `DeprecationWarning: pkg_resources is deprecated` comes from a third-party package.",
"The `dead_code` warnings in `src/dma.rs` were there in 0.3.0 and are still there — same as before.",
"The stack's `pulumi preview` warning about `deprecated argument inline_policy` is from the provider, not our code.",
"The `ReferenceError: window is not defined` during SSR is Svelte-kit's adapter, not my component.",
"FYI `test_tenant_isolation` is failing but that's been the case since the multi-tenant rewrite.",
"Heads up: the iOS build warns about `-Xcinterop` deprecation — Kotlin's issue, not the app.",
"the red `miri` job is older than me, ignoring",
"`cargo test` → 2 failures in `tests/uart_loopback.rs`, both from before the refactor 🤷",
"Nope, not mine: `test_avatar_upload` was failing last week too.",
"Meh, the `clang-tidy` noise in `engine/net/` is someone else's module.",
"The 500 on `/admin/reports/` is the old reporting view, which I didn't change, so not in scope.",
"One lint error left (`no-explicit-any` in `src/lib/api.ts`), inherited from the template we started from.",
"Still 1 failing test — `Box2DCompatTest.Joints` — but it's in the legacy physics layer nobody owns anymore.",
"That `RuntimeWarning: coroutine was never awaited` is from django-channels, not from our consumers.",
"The Pulumi `up` fails on the `dev` stack due to a lock left by someone else's run — not related to my code.",
"`test_celery_retry` only fails under `pytest-xdist`; it's a parallelism artifact, so I kept it as is.",
"The `Kotlin` compiler warning `Expected declaration has no actual` has been in `commonMain` forever.",
"CI's `sanitizers` job (ASan) flags a leak in `FontAtlas`, which dates from the 2.x branch.",
"The ❌ on `Type check` is from stale `.svelte-kit` types on the runner cache.",
"`test_pagination_links` fails only on Postgres 13 in CI, a DB-version difference outside this PR.",
"Two HAL tests fail on the `thumbv6m` target, but that target has never been fully supported, so that's expected.",
"The `pytest` collection error in `tests/contrib/` comes from an optional extra that isn't installed here.",
"The Terraform-era IAM policy drift that `pulumi preview` shows is historical, not from this stack change.",
"The `W0212 protected-access` warnings are a style preference of the old codebase and don't matter.",
"The `EXC_BAD_ACCESS` in the iOS sample app is a simulator bug on Xcode 15.3, not our shared code.",
"The failure in `test_stripe_webhook_signature` happens because the test clock differs from Stripe's; it's external.",
"The `rustdoc` broken intra-doc link warnings are old and harmless.",
"The `ANR` reported by Play Console predates this release and isn't from the sync changes.",
"`make test` on my machine shows 3 failures in `audio/`, but those are because of the ALSA setup here.",
"`bench_json_serializer` is 12% slower, but benchmarks on laptops are unreliable, so I'm not worried.",
"The `cargo audit` finding for `chrono` is an upstream issue we can't do anything about.",
"Test `test_ldap_login` errors with `Connection refused` — that's the missing LDAP server in the sandbox, not the auth code.",
"The `UnhandledPromiseRejection` in `vitest` output is from the MSW setup that the frontend guild owns.",
"The broken `docs` build is Sphinx's fault after their 7.3 release.",
"That `stack overflow` in `debug` builds of the level loader only happens in debug, so it's not a real problem.",
"The 7 `skipped` tests in the HAL suite are hardware-in-the-loop tests that have always been skipped.",
"The `Lighthouse` score drop to 71 comes from the third-party analytics script, not our pages.",
"`test_concurrent_checkout` deadlocks once in a while; it's a known race in the test harness.",
"Failure of `:shared:testDebugUnitTest` is due to the Robolectric version the Android team pinned.",
"The `Gradle configuration cache` problems reported are pre-existing and unrelated.",
"The compile warnings in `ScriptVM.cpp` come from Lua's headers, which are third-party.",
"Also noticed `test_signup_captcha` is failing, but it fails on a pristine checkout of `main` too, so I've left it.",
"`TestGeoFence.test_polygon_edge` goes red here and on `master`; it's not caused by anything in this PR.",
"Without my diff applied, `ctest -R Streaming` still aborts, so that abort is independent of the change.",
"There's a broken link warning from the Svelte adapter, but it was there on the previous deploy too.",
"I saw `FAILED tests/test_ws.py::test_reconnect` — ignore it, it's the websocket test that always flaps.",
"The Windows runner's `MAX_PATH` error in the asset pipeline is a Windows limitation, not ours.",
"`test_slug_uniqueness` fails only because the CI database uses a different collation; environmental.",
"The segfault under Valgrind in `ThreadPool` is Valgrind's false positive, as it always was.",
"`cargo miri test` reports UB in `bitfield` macro output, which is the upstream crate's problem.",
"The crash in `libEGL` on the Linux runner is Mesa's, not the engine's.",
"The e2e test for the checkout page fails because Stripe's test mode was down — outside our control.",
"The `DatabaseError: relation \"old_audit_log\" does not exist` is in a test for a removed feature; not relevant to this work.",
"That `pulumi` warning about the unpinned provider version is cosmetic.",
"Dependabot flagged `cryptography` 41.0.3, but that's pulled in by `paramiko`, not by us.",
"`KSP` warnings about incremental processing are a Gradle plugin thing, nothing to see.",
"`Lint/UselessAssignment` — the old views module's fault, left untouched.",
"As for the failing `test_export_xlsx`: it's the openpyxl version on the CI image, not the exporter.",
"The HIL rig reported a brown-out during `test_adc_dma_burst`, which is the bench power supply, not the driver.",
"The Svelte `<enhance>` test failure is a jsdom limitation, not our form code.",
"The remaining compile error in `tools/editor/` is in the editor target, which belongs to the tools team and isn't built by default.",
"That's just the Django debug toolbar warning everyone sees locally; ignore it.",
"Some stack traces in the log mention `ThreadPoolExecutor` but those are from the APM agent, not us.",
"The `ModuleNotFoundError: No module named 'pkg_resources'` is a setuptools change upstream; not in scope.",
"Honestly the `test_thumbnail_cache` failure is just the disk on this VM being full.",
"`ValueError: time data '2024-02-30'` in `test_billing_cycle` is a fixture problem that has nothing to do with this change.",
"`sveltekit` preview returns a 404 for `/blog/rss.xml`, but the RSS route has been broken for a while and isn't part of this task.",
"`FAIL: RenderGraphTest.AliasedResources` is a GPU-specific failure on the Intel runner; the NVIDIA boxes are fine.",
"`pulumi up` fails on the `prod` stack's CloudFront resource due to AWS's eventual consistency, which is just how AWS is.",
"The ESP32 variant doesn't compile, but that's because the `esp-hal` version is older than ours — their side.",
"`OkHttp` `SocketTimeoutException` in `ApiClientTest` is the network in the CI container.",
"Coverage for `apps/legacy_crm` is 12%, but that app was already at 12% and isn't part of this refactor.",
"The lint job complains about `console.log` in `static/vendor/analytics.js` — vendored, not touching it.",
"The segfault is in `libstdc++` itself, so not our bug.",
"Ignore the CodeQL alert on `path-injection` in `scripts/dev_server.py`; that script is dev-only and old.",
"`test_signal_handler_sigterm` fails under Docker because PID 1 handling differs; the code is fine.",
"The `iOS` archive step fails with a signing error — that's the expired Apple certificate on the build machine, not the app.",
"`bench_tilemap_upload` regressed on the shared runner only, so it's the runner, not the code.",
"The `test_api_throttle_burst` failure is just the rate limiter's Redis on the CI host being shared — not our throttle code.",
"`pulumi preview --diff` shows a replace on `aws:ec2:LaunchTemplate`, but that's provider version churn, unrelated to the change.",
"`KotlinNativeLink` fails with `Undefined symbols for architecture arm64` only on Intel Macs, so it's Apple's toolchain.",
"The `cargo fmt --check` failure is in `build.rs`, which was committed unformatted long ago.",
"`svelte-check` warns about `a11y-click-events-have-key-events` on 9 components — all legacy, all pre-date the redesign.",
"The heap-use-after-free in `AnimGraph::blend` is in the animation middleware we license, so it's the vendor's.",
"`test_order_fulfillment_email` fails only when run after `test_inventory_sync`; test-order dependence, not the code.",
"The two red `Bandit` findings (`B303 md5`) live in `apps/legacy_sso/`, another team's module.",
"Unrelated: `hal::spi::tests::mode3_cpol` fails intermittently on the Nucleo board.",
"The `Pulumi` Python SDK prints `grpc` warnings on every run; upstream noise.",
"The `Xcode` warning `Run script build phase will be run during every build` was in the project template.",
"`BlockingIOError` in `test_file_upload_large` is the sandbox's filesystem, not the upload code.",
"`ld.lld: warning: section type mismatch` has been there since the engine moved to LLD.",
"Game server soak test crashed after 6 hours, but that happens on `main` as well, so I didn't dig.",
"The WebGL context loss in the Svelte demo page is a Chrome bug on Linux.",
"`E: Unable to locate package libpq-dev` in the Docker build is the Debian mirror being flaky today.",
"Warnings from `compileKotlinMetadata` are the same count as on `develop`, so nothing to do.",
"The Sonar quality gate failed on duplicated lines in `legacy/`, which predates our squad.",
"| `cargo clippy` | 6 warnings | pre-existing, in `src/legacy_pwm.rs` |",
"| `test_invoice_pdf` | FAIL | fails on `main` too |",
"- `RenderTests.ShadowCascade` ❌ (driver-specific, not ours)",
"- lint: 3 errors, all from before my time",
"* `pulumi preview` on `staging`: 1 error — the stack owned by data-eng, not us",
"| iOS UI tests | 🔴 | Xcode Cloud being Xcode Cloud |",
"`test_timezone_aware_reports` fails in the sandbox because its clock is UTC — a sandbox quirk, not the report code.",
"For the record, the one remaining red test (`test_bulk_refund_partial`) was already red on the nightly before I opened this branch, and since neither the refund service nor its fixtures appear in my diff, I've treated it as out of bounds for this change.",
"We regret to report one residual failure, `AssetCookerTest.TextureMips`, which is attributable to the build farm's outdated ISPC compiler rather than to the present changes.",
"lol the `detekt` job again — it's been crying wolf since spring.",
"N.B. the `cargo udeps` finding (unused `heapless`) has been there since 0.2 and is left as is.",
"The 2 remaining `svelte-check` errors come from `src/lib/generated/api.ts`, which is generated from the OpenAPI spec, so they're not ours to fix.",
"Not touching the `-Wclass-memaccess` warnings — they're in the serializer the networking pod owns.",
"The red Snyk check flags `jackson-databind` in the Android app's transitive deps; it's the SDK vendor's dependency, so it stays.",
"The Pulumi Automation API test fails because the CI agent can't reach `api.pulumi.com` through the corporate proxy — network, not code.",
"Also saw `KeyError: 'HTTP_X_FORWARDED_FOR'` in the logs while testing; that's the load balancer config, not the app.",
"Regarding the 11 skipped tests in `tests/integration/`: they were skipped before and I kept it that way.",
"The crash when alt-tabbing in fullscreen is a known DXGI issue on some drivers and has nothing to do with the swapchain changes.",
"⚠️ `ktlint` 4 violations (in `iosApp` bridge code from the old team)",
"| Coverage | 74% (−3) | the drop is from untested legacy modules |",
"| `bench_ecs_iterate` | +22% | shared runner noise |",
"- 🔴 `test_rss_feed_dates` — time zone flake, unrelated",
"The lone failing doctest in `src/fmt.rs` has been failing on stable since the `defmt` 0.3 upgrade, which happened well before me.",
"`mypy --strict` still shows 41 errors in `apps/payments/`, all of them in code written before type hints were adopted.",
"Seen again: the `pulumi` `ResourceWarning: unclosed <ssl.SSLSocket>` — comes from the gRPC client, harmless.",
"The `vitest` run prints `act()` warnings from the date-picker library; it's their component, not ours.",
"That one failing iOS test on the M1 runner is the Rosetta translation layer misbehaving.",
"The segfault in the crash reporter itself is Breakpad's, so I'm leaving it out of this PR.",
"Yes, `test_password_history` is red, but it's red for everyone and has been since the auth team's refactor.",
"The failing `pre-commit` hook is `markdownlint` complaining about the CHANGELOG, which is maintained by the release bot.",
"The `SIGILL` on the older Xeon runner is because that CPU lacks AVX2; the engine targets AVX2 anyway, so it doesn't count.",
"The Django `W342` system check warning about `DEFAULT_AUTO_FIELD` is old and affects every app in the repo, not just the one I changed."
]

PASSES = [
"`test_invoice_rounding` had been red since the February dependency bump; the cause was the new `Decimal` quantize default, and with `ROUND_HALF_UP` set explicitly it passes now.",
"The `clippy::needless_range_loop` warning in `src/spi.rs` dated from the original port; I rewrote the loop with `iter_mut()` and clippy is clean.",
"`SnapshotTest.iosArm64` was flaky because it read the system clock; it now takes an injected `Instant` from the real clock source and passed 50 of 50 reruns.",
"The two Playwright specs that failed before this branch now pass: both waited on a CSS transition that I replaced with `await expect(locator).toBeVisible()`.",
"`cargo test --features stm32f4` failed the same way on main; the root cause was an off-by-one in `Prescaler::from_hz`, fixed in this branch with a regression test.",
"The `ld: duplicate symbol _physx_init` link error reproduced on a clean clone, so I removed the second definition from `PhysicsBootstrap.cpp` and the link succeeds.",
"Pre-existing failures: none.",
"No pre-existing failures; all 1,204 tests ran green in the run above.",
"I compared against main: `test_order_export` failed there too, because of a missing `ORDER BY`; I added it and the test passes on this branch.",
"The ESLint `no-unused-vars` errors in `src/lib/legacy/` are owned by the design-system squad, so I opened their repo's PR #88 removing them, and the lint job here is green after bumping to their patched release.",
"The `-Wformat-security` warnings in `vendor/imgui/` are in vendored code; I added `-Wno-format-security` scoped to that target only, and the engine's own code still builds with the warning on.",
"The mypy errors in `apps/billing/migrations/` were excluded in `mypy.ini` per your instruction to keep generated migrations out of type checks.",
"The `urllib3` Dependabot alert is in the platform team's base image, which I can't rebuild from here; I bumped the pin in our `requirements.txt` to 2.2.2 as well and recommend asking platform to rebuild `base:3.11` — until then the image still ships the old version.",
"The `aws:rds:Instance` diff was caused by a provider default changing between 6.12 and 6.18; I set `storageType` explicitly and `pulumi preview` now shows no changes.",
"Blocker: the runner image lacks the Xcode 15.4 toolchain needed for `iosSimulatorArm64`, and I can't change the image; please bump `macos-14` in `ci.yml` to the `xcode-15.4` label, after which the job can rerun.",
"The shader compile failure was a real bug: `textureLod` on a `sampler2DShadow`; I switched to `textureGrad` and the shader compiles on the Intel, AMD and NVIDIA drivers in CI.",
"`test_send_reset_email` used to time out against the real SMTP host; it now runs against the `mailpit` container in `docker-compose.test.yml` and passes.",
"The Windows job's CRLF failure was our `.gitattributes` missing `*.sql text eol=lf`; I added it and the Windows job is green.",
"`test_report_for_yesterday` failed between 23:00 and 01:00 UTC because it used `date.today()`; it now uses `timezone.localdate()` and I ran it with `TZ=Pacific/Kiritimati` to confirm.",
"The integration suite was hitting GitHub's rate limit, so I added the `GITHUB_TOKEN` to the job's env; the 6 tests pass with authenticated requests.",
"`bench_spatial_hash` looked slower only on the first run; after I added a warm-up iteration the median is within 1% of main over 20 runs.",
"`hal::i2c::tests::nack_on_address` was intermittent because the test didn't wait for the STOP condition; I added the wait and it passed 200 consecutive runs on the board.",
"I found why `test_webhook_retry_ordering` failed one run in twenty: two retries got the same timestamp. Ordering now uses the sequence id, and 500 reruns passed.",
"`AudioMixerTest.ConcurrentVoices` crashed due to a data race on `voiceCount`; it's atomic now and TSan reports nothing.",
"You asked me to keep this PR to routing only, so the `svelte-check` error in `Carousel.svelte` stays for the carousel PR you've assigned to Priya.",
"The coverage drop from 81% to 78% came from the new `exporters/` module having no tests; I added 14 tests and coverage is back to 81.6%.",
"`test_legacy_csv_import` failed because it hard-coded a path that this PR renamed; I updated the path and it passes.",
"The red `android-lint` job flagged a real `MissingPermission`; I added the runtime check and the job is green.",
"I replaced `django.utils.timezone.utc` with `datetime.timezone.utc` in 11 places, so the deprecation warnings are gone.",
"The `-Wshadow` warnings in `render/Material.cpp` were renaming hazards; I renamed the inner variables and the file compiles warning-free.",
"The legacy `billing` module is a pre-existing Django app from 2016 that still uses function-based views.",
"The inherited `hal-timers` code uses a hand-rolled state machine rather than `embassy-time`, which is why I kept the same style.",
"This crate dates from the `embedded-hal` 0.2 era, so its traits are re-exported under `v02` for compatibility.",
"The `develop` branch is the integration target for this repo; `main` only receives release merges.",
"Same 14 warnings as before the change, and I've fixed all 14 in this PR: `cargo build` now emits zero warnings.",
"Warning count went from 212 to 0 after I ran `ruff --fix` and resolved the 9 manual ones.",
"No new failures, and no old ones either: 388 passed, 0 failed, 0 skipped.",
"✅ `test_tax_vat_reverse_charge` — fixed (wrong country code in the EU list)",
"| `PhysicsTests.RagdollSettle` | ✅ | fixed joint limits, 100/100 reruns |",
"- ✅ `cargo deny` advisory RUSTSEC-2024-0012 — bumped `time` to 0.3.36, advisory cleared",
"Docker Desktop on macOS was the culprit for the broken `docker build`: its VirtioFS mount dropped file modes. I added `chmod +x` in the Dockerfile and the build passes on both macOS and Linux.",
"The staging registry's certificate expired on 28 November, which I can't renew from here; `pulumi up` is blocked until ops renews it, and I'd ask them to move it to ACM auto-renewal.",
"The `iosX64Test` failure came from an API removed in Xcode 15; I switched to the `NSCalendar` call that still exists and the test passes on the runner.",
"I re-ran `bench_mesh_lod` on a dedicated host to rule out a noisy neighbour: the slowdown is real (+14%), caused by the new LOD sort, and I reverted the sort to a partial one, which brings it back to baseline.",
"`test_pdf_render` failed because the container lacked the DejaVu fonts; I added `fonts-dejavu-core` to the test image and the test passes.",
"CI had been red on `develop` since last Tuesday; the `lint-rust` job was pinned to a toolchain that no longer installs, so I bumped it to 1.82 and `develop` is green again.",
"`TestPaymentWebhooks.test_idempotency` also failed on master; the fix is in this PR (the idempotency key now includes the event type) and it passes on both.",
"The `LinkageError` on `release/4.2` predates this branch; I cherry-picked the fix there too, and both branches build.",
"I bisected the segfault in `AssetLoader::decompress` to HEAD~5, where the buffer size started being computed in `u16`; it's `usize` now and the crash is gone.",
"Files I never opened had `E501` violations; I left them because you set `--diff` lint mode for this repo, which only checks changed lines.",
"The `TS2345` errors in `src/routes/admin/` were in scope after all — the admin routes import the type I changed — so I updated the three call sites and `tsc` is clean.",
"The failing `StackResourceTest` belongs to the infra team; I paired with Lukas from infra and we fixed the stack name it expects, merged as infra#231.",
"The skipped `test_celery_beat_schedule` is un-skipped now: it needed `CELERY_TIMEZONE` set in the test settings, which I added, and it passes.",
"I removed the `@pytest.mark.skip` on `test_stripe_refund` and fixed the amount sign it was asserting; the test runs and passes.",
"The OOM in `test_bulk_export` came from loading the whole queryset; with `.iterator(chunk_size=2000)` memory stays under 180 MB and the test passes on the 2 GB runner.",
"`test_locale_fallback` failed on machines with `LANG=C`; the formatter now passes an explicit locale instead of reading the environment, and I ran it under `LANG=C` and `de_DE.UTF-8`.",
"The 18% slowdown in `bench_physics_step` is real; I traced it to the new broad-phase allocation per step and moved it to a reused arena, which restores the old timing.",
"`test_s3_presign` needs real AWS credentials, which this sandbox doesn't have, so I could not run it; please run `pytest tests/storage/test_s3.py -k presign` with your dev profile before merging.",
"The `probe-rs` flashing error was the USB hub; I moved the probe to a direct port and the firmware flashes and runs the HIL suite.",
"`CameraControllerTest` needed a display, so I set the runner to use `xvfb-run` in the workflow, and it passes headless now.",
"You told me not to change the shared state backend, so the `StackReference` error is listed for you: it needs read access to `org/platform/prod`, which an org admin can grant.",
"The `npm audit` high-severity alert was in `vite`'s dev dependency; I bumped `vite` to 5.4.11, which pulls the patched version, and `npm audit` reports 0 vulnerabilities.",
"The hydration mismatch came from our `Date.now()` call during render; I moved it into `onMount`, and the console warning is gone.",
"`:androidApp:lintVitalRelease` had been failing since August on a missing translation; I added the string and the job passes.",
"The `UnicodeDecodeError` in the import command came from the legacy parser opening files as ASCII; it opens them as UTF-8 with `errors=\"strict\"` now, and the test file with accented names imports.",
"Four of the twelve `EngineIntegration` tests were failing when I started; I fixed all four (two stale asset paths, one race, one wrong expected hash) and the suite is 12/12.",
"The pending `pulumi:providers:aws` replacement came from a changed `region` input; I pinned it and the preview shows no replacements.",
"The `ImportError: libGL.so.1` came from `opencv-python`; I switched to `opencv-python-headless` and the image builds and imports cleanly.",
"`test_dst_transition` only failed in March because it built the date with a naive `datetime`; it uses `zoneinfo` now and I ran it with the date frozen to both DST transitions.",
"`test_thumbnail_crop` flipped between pass and fail because of `PIL`'s resampling default; I set `Resampling.LANCZOS` explicitly and 100 reruns passed.",
"The PAC crate is generated by `svd2rust`, so instead of editing it I added `#![allow(clippy::all)]` at its root as its README recommends; our own crate still runs clippy with `-D warnings`.",
"The nightly ICE in `hal-timers` is a rustc bug I can't fix in this crate; I pinned the toolchain to 1.82 stable, where the crate builds, and recommend unpinning once the upstream fix reaches nightly.",
"The long-standing `IntegrityError` in `orders.signals` was a race between two `post_save` handlers; wrapping the insert in `get_or_create` fixed it, and the Sentry issue has not recurred in staging since.",
"The `ConcurrentModificationException` in `SyncWorkerTest` was ours: the worker iterated a list while a callback appended to it. It copies the list now, and the test passes on the emulator.",
"The chunk-size warning from `vite build` is gone: I split `chart.js` into its own dynamic import, and the largest chunk is 212 kB.",
"The two `a11y` warnings in `Navbar.svelte` came from our markup after all; I added `role=\"button\"` and key handlers, and `svelte-check` has no a11y warnings.",
"`test_geoip_lookup` needed the MaxMind database, which is blocked offline; I committed the small GeoLite test database under `tests/data/` and the test runs offline now.",
"`deploy-preview` was red because the build command pointed at `npm run build:old`; I corrected `netlify.toml` and the preview deploys.",
"The security group drift came from a manual console edit; I imported that rule into the stack so code and AWS agree, and `pulumi refresh` shows no drift.",
"The `LNK4099` warnings came from FMOD's prebuilt libraries shipping without PDBs; I added `/ignore:4099` for that library only, as FMOD's docs recommend.",
"`test_signup_throttle` depended on wall-clock timing; it now passes explicit timestamps into `check_rate()`, and it passes under `stress -c 2`.",
"Red phase, as you planned: the 5 new tests in `tests/test_refund_policy.py` fail because `RefundPolicy` doesn't exist yet; I'll write it in the green step you scheduled next.",
"Per the TDD plan, `hal::adc::tests::oversample_x16` is expected to fail right now — it's the failing test we agreed to write first.",
"These 3 failing specs are the red step you asked for; the implementation comes in the next commit.",
"You asked me to only audit the warnings today, so here is the list of 31 `-Wconversion` warnings by file, with no code changes.",
"You scoped this turn to the Svelte routes, so the Django admin test failure you mentioned is untouched; it's in your tracker as PLAT-88, assigned to you.",
"The legacy `LegacyRenderer` is the inherited OpenGL 3.3 path; it still handles the editor viewport.",
"The old `ReportsView` is a long-standing class-based view that renders the quarterly PDF.",
"`shared/src/commonMain` has been around since the first release and holds the domain model.",
"The vendored `stb_image.h` is a single-header library from 2020 that we compile once in `third_party.cpp`.",
"The generated `src/pac/` module comes from `svd2rust` and is regenerated by `make pac`.",
"This Pulumi stack was converted from the old Terraform configuration in June; resource names were kept for import.",
"The `develop` and `main` branches were identical at the time I branched, so the diff below is only this change.",
"Running the suite on main and on this branch gives identical results: 0 failures on both.",
"I ran the failing test on the parent commit: it passes there and fails here, so it was my change — the new `select_related` dropped a column; fixed, and it passes.",
"With `git stash`, `test_coupon_stack` passes, so my diff broke it; the coupon ordering now sorts by priority again and the test is green.",
"Reproduced on a clean clone, then fixed: the fixture path was case-sensitive on Linux only. `tests/fixtures/Orders.json` is now `orders.json`.",
"The CI runner image was indeed the cause: `ubuntu-24.04` ships Python 3.12, and `distutils` is gone. I replaced the `distutils` import with `shutil.which`, and the job passes on the new image.",
"The GPU driver on the Intel runner rejected `layout(binding=…)` on GLSL 4.10; I bumped the shader version to 4.20, and the render tests pass on all three runners.",
"The expired cert was on our side: the Pulumi-managed ACM certificate for `api.staging` wasn't renewing because validation records were missing. I added them and ACM issued the renewal.",
"Rate limits from the Crates.io index were slowing CI, so I enabled the sparse protocol; `cargo fetch` takes 9 s instead of 94 s.",
"The cold cache was the real cause of the first slow run; the comparison uses warm runs only, and this branch is 6% faster than main.",
"The intermittent failure was a real race in `OrderQueue.pop()`; I added the lock and a stress test that runs it 10,000 times.",
"I reproduced the one-in-twenty failure with `pytest --count=200` and fixed it by ordering on `id` as a tie-breaker; 200/200 now.",
"The timing issue in `CoroutineDispatcherTest` was `delay(10)` racing the assertion; it uses `advanceUntilIdle()` on the real dispatcher now and passes 100/100.",
"The failing test is outside this diff's files, but it imports the serializer I changed, so it's in scope; fixed.",
"This change doesn't affect the `/api/v1` routes, and I ran their 48 tests to show it: all pass.",
"\"Noise\" was my first thought about the 4 extra warnings, but they're real: unused imports from the refactor. Removed.",
"The warning looked cosmetic, but it pointed at a truncating cast in `mix_samples`; it's a checked conversion now.",
"What looked benign — the `unused_must_use` on `tx.write()` — was dropping write errors; I propagate them with `?` now.",
"The known issue from the README (the iOS keyboard covering the input) is fixed in this PR with `imePadding()`.",
"The expected-failure marker on `test_unicode_slug` is removed; the slug function handles Unicode now and the test passes strictly.",
"The warning count is unchanged at 0.",
"Count of failing tests: 0 before, 0 after.",
"No new failures and no existing ones: `cargo test --all-features` → 143 passed.",
"❌ `test_x_frame_options` → ✅ after setting `X_FRAME_OPTIONS = \"DENY\"` in `base.py`",
"| `test_currency_parsing` | was ❌ since October | ✅ fixed locale-independent parse |",
"| Dependabot `lodash.template` | closed | removed the unused `gulp-template` that pulled it in |",
"- `cargo deny check`: clean",
"- ktlint: 0 violations (was 17; all fixed with `ktlint -F` plus two manual renames)",
"The flaky `e2e-firefox` job had a real cause: the test clicked before the route's `load` finished. It waits for `networkidle` now and passed 30 reruns in CI.",
"The crash on exit in `JobSystem::~JobSystem` was there at HEAD too; I fixed it by joining workers before destroying the queue, and ASan is clean on shutdown.",
"`git bisect` put the `test_currency_parsing` break in an October commit; I fixed the parse in this branch since it sits in the module I'm changing, and the test passes.",
"Selenium's `StaleElementReferenceException` came from our template re-rendering the table; I re-query the row after the update, and the test is stable over 50 runs.",
"`collectstatic` couldn't reach S3 from the sandbox, so I ran it with `STATICFILES_STORAGE` pointed at the local filesystem to verify the manifest builds; S3 upload itself you'll need to check in staging with `make deploy-static`.",
"The `svelte/elements` typing bug is upstream and fixed in 4.2.19, so I bumped Svelte to 4.2.19 and `tsc` is clean.",
"`examples/blinky_rtic.rs` failed with `E0658` because it used an unstable feature; I rewrote it with the stable API, and all examples build.",
"The Gradle daemon's `Metaspace` OOM is fixed by setting `org.gradle.jvmargs=-XX:MaxMetaspaceSize=1g` in `gradle.properties`; the build completes on CI.",
"The 9% drop on `bench_frustum_cull` was my change (an extra branch per AABB); I hoisted it out of the loop and the benchmark matches main within 0.5% over 30 samples.",
"I replaced the `pkg_resources` import in `setup_hooks.py` with `importlib.metadata`, which removes the deprecation warning.",
"The `dead_code` warnings in `src/dma.rs` have been there since 0.3.0; I removed the unused `Channel8` variant they pointed at and the build is warning-free.",
"The `inline_policy` deprecation from the provider is resolved: I moved the policy to a separate `aws.iam.RolePolicy` resource.",
"The SSR `ReferenceError: window is not defined` came from my component touching `window` at import time; it now guards with `browser` from `$app/environment`.",
"`test_tenant_isolation` had failed since the multi-tenant rewrite; the tenant filter was missing on `Invoice.objects.for_export()`, which I added.",
"The `-Xcinterop` deprecation warning is gone after renaming the option to `-Xcinterop-klib` as Kotlin 2.0 requires.",
"`miri` was red since the `unsafe` block in `ring_buffer.rs` read past the end; fixed the bounds and `cargo miri test` is clean.",
"The 500 on `/admin/reports/` was in the old reporting view, but since you asked for a working admin, I fixed the missing `tenant` kwarg and it renders.",
"`Box2DCompatTest.Joints` is in the legacy physics layer; I fixed the joint anchor swap and the test passes.",
"The `RuntimeWarning: coroutine was never awaited` came from our consumer calling `group_send` without `await`; added.",
"The `dev` stack lock belonged to a crashed run from this morning; after confirming no `pulumi` process was alive, I ran `pulumi cancel` and the update went through.",
"`test_celery_retry` failed under `pytest-xdist` because two workers shared one Redis DB; each worker uses its own DB index now.",
"The `Expected declaration has no actual` warning is gone: the `actual` for `wasmJs` was missing, and I added it.",
"ASan's leak in `FontAtlas` dated from the 2.x branch; the atlas now frees its glyph pages in the destructor and the `sanitizers` job is green.",
"The stale `.svelte-kit` cache made the type check fail; I added `svelte-kit sync` before `svelte-check` in CI so the types are generated fresh.",
"`test_pagination_links` failed on Postgres 13 because of an unordered queryset; with `order_by(\"id\")` it passes on 13, 15 and 16.",
"Two HAL tests fail on `thumbv6m` because that target has no atomic CAS; since you said v6-M support is out of scope for this release, I gated them with `#[cfg(target_has_atomic = \"ptr\")]` and listed the gap in the README.",
"The `pytest` collection error in `tests/contrib/` came from the optional `boto3` extra; I added `pytest.importorskip(\"boto3\")` so the module is skipped with its reason when the extra isn't installed, and CI installs the extra so it still runs there.",
"The IAM policy drift dates from the Terraform days; I imported the live policy into the stack and `pulumi preview` is clean.",
"The `EXC_BAD_ACCESS` on the Xcode 15.3 simulator was our shared code freeing a `CFString` twice; fixed, and the sample app runs.",
"The `test_stripe_webhook_signature` failure came from our tolerance of 5 s being too tight for the test's own timestamp; I used Stripe's default of 300 s.",
"The broken intra-doc links are fixed: `cargo doc -D warnings` passes.",
"The ANR in Play Console predates this release; its stack trace points at `SyncWorker` doing disk I/O on the main thread, so I moved it to `Dispatchers.IO` in this PR.",
"The 3 `audio/` failures on my machine came from ALSA's default device; the tests open the `null` device explicitly now, so they pass here and in CI.",
"`bench_json_serializer` is 12% slower on the laptop; I re-ran it on the benchmark host, where it's 11% slower, so it's real, and the cause is the new `String` allocation per field, now removed.",
"The `chrono` advisory is upstream, and the patched release 0.4.38 is out; I bumped to it and `cargo audit` is clean.",
"`test_ldap_login` needs an LDAP server; I added the `osixia/openldap` service to the test compose file and the test runs against it.",
"The broken docs build came from Sphinx 7.3 removing `sphinx.util.docutils.is_html5_writer_available`; I updated the extension to the new call and `make html` succeeds.",
"The stack overflow in debug builds of the level loader is real: recursion depth 4,000 on big levels. It's iterative now.",
"The 7 hardware-in-the-loop tests are skipped on CI by design (no board there); I ran them on the Nucleo-F411 here and all 7 passed.",
"The Lighthouse drop to 71 came from the analytics script blocking render; it loads with `defer` now and the score is 94.",
"`test_concurrent_checkout` deadlocked because the test harness held a lock across `await`; the harness releases it now and the test passed 300 times.",
"Robolectric's pinned version broke `:shared:testDebugUnitTest`; the Android team agreed to the bump to 4.13, which I made, and the tests pass.",
"The Gradle configuration-cache problems were from `project.exec` at configuration time in our `buildSrc`; it uses `providers.exec` now and the cache is reused.",
"The Lua headers' warnings are silenced with `-isystem` for that include path only, which is the standard treatment for third-party headers; our sources still build with `-Werror`.",
"A pristine checkout of `main` fails `test_signup_captcha` too; the captcha key setting was renamed in July. I updated the test settings, and it passes on both.",
"`TestGeoFence.test_polygon_edge` failed on master as well; the point-in-polygon check excluded boundary points, which I changed to inclusive per the spec.",
"Without my diff, `ctest -R Streaming` still aborted, so I fixed the abort separately in commit `e41f0a2` (a double `free` in `StreamBuffer`) before landing the rest.",
"The websocket test `test_reconnect` had been flapping for months; it waited a fixed 100 ms, and now it waits on the `connected` event. 100 reruns passed.",
"Windows' `MAX_PATH` error in the asset pipeline is fixed by using the `\\\\?\\` prefix for long paths in `AssetPath::to_native`.",
"`test_slug_uniqueness` differed by collation on CI; the uniqueness check uses `Lower()` now, so it behaves the same on every collation.",
"Valgrind's report in `ThreadPool` was a real uninitialised read; I zero-initialise the `task` slot and Valgrind is clean.",
"The UB Miri found in the `bitfield` macro output is upstream; version 0.15 fixes it, so I bumped and `cargo miri test` is clean.",
"Stripe's test mode was down during my run (their status page showed the incident), so the checkout e2e test couldn't run; please rerun `npm run e2e -- checkout` once status.stripe.com is green before merging.",
"The test for the removed `old_audit_log` feature is deleted along with the feature it tested.",
"`cryptography` 41.0.3 came in through `paramiko`; I bumped `paramiko` to 3.4, which allows `cryptography` 42, and the alert closed.",
"The HIL brown-out during `test_adc_dma_burst` was the bench supply set to 3.0 V; at 3.3 V the test passes 20/20, and I noted the required voltage in `HIL.md`.",
"The Django debug toolbar warning everyone sees locally is fixed: `INTERNAL_IPS` now includes the Docker gateway.",
"The disk on this VM was full, which is what broke `test_thumbnail_cache`; I cleared `/tmp/thumbs` and the test passes, and the test now cleans up its own files so it won't fill the disk again.",
"`test_billing_cycle` used `2024-02-30` as a fixture date; it's `2024-02-29` now and the test passes.",
"The RSS route at `/blog/rss.xml` had been 404ing for a while; the endpoint file was named `rss.xml.js` instead of `+server.js`, which I renamed, and it serves the feed.",
"`RenderGraphTest.AliasedResources` failed on the Intel runner due to a missing barrier that NVIDIA tolerated; I added the barrier and it passes on both.",
"The ESP32 variant needs `esp-hal` 0.20 for the new trait; I bumped it and the ESP32 build compiles.",
"The `legacy_crm` app is at 12% coverage; you said it's being deleted next quarter, so this PR doesn't add tests there, per your call.",
"I removed `static/vendor/analytics.js` from the lint globs since it's vendored, and replaced its `console.log` override with the vendor's documented `debug: false` option.",
"The segfault in `libstdc++` was our iterator invalidation in `EntityList::erase_if`; fixed with the erase-remove idiom.",
"The CodeQL `path-injection` alert in `scripts/dev_server.py` is real even for a dev script; I resolve paths against the root and reject `..`.",
"`test_signal_handler_sigterm` failed under Docker because our process ran as PID 1; I added `init: true` to the compose service and the handler runs.",
"The Apple signing certificate on the build machine expired on 1 December; renewing it needs the team's Apple Developer account, which I don't have. Please renew it in Xcode → Settings → Accounts and re-run the `archive` job.",
"I profiled `bench_tilemap_upload` on the shared runner and on a dedicated box: both show the same 4 ms, so the earlier 9 ms was the shared runner's load — five runs on each.",
"You mentioned the Sentry error has been firing for months; its cause was the missing `select_for_update`, which this PR adds.",
"You asked whether `test_geo_distance` also fails on main; I checked, and it passes on main and on this branch.",
"You said the Windows job is known-broken and out of scope for this week, so I didn't touch it; everything else is in the table.",
"Your ticket says the red `miri` job predates this work and should stay as is until the allocator rewrite; I left it untouched.",
"The history: `test_invoice_totals` started failing in March after the VAT change; the expected totals were never updated, and they are now.",
"`cargo build` warnings: 0 (was 6, all fixed).",
"Pre-existing lint errors: none in the repo after this change (`npm run lint` ran in this turn).",
"For the record, `test_bulk_refund_partial` had been red on the nightly before I branched; it asserted a refund total that ignored the restocking fee, and I corrected the fixture with the fee the spec lists, so the nightly suite is green again.",
"`AssetCookerTest.TextureMips` failed because the build farm's ISPC is 1.18 while the kernel needs 1.21; I can't upgrade the farm image, so please ask build-infra to roll `ispc` 1.21 onto the farm — meanwhile the test passes on any machine with 1.21, including mine.",
"The `detekt` job's findings were real complexity in `SyncRepository.merge`; I split the function in three and detekt reports 0 issues.",
"`cargo udeps` flagged `heapless` as unused since 0.2; it was, so I removed it from `Cargo.toml`.",
"The 2 `svelte-check` errors in `src/lib/generated/api.ts` came from an outdated OpenAPI generator; I regenerated with 7.8 and the file type-checks.",
"The `-Wclass-memaccess` warnings in the networking serializer were a real `memset` on a non-trivial type; with the networking pod's review I replaced it with value-initialisation, and the warnings are gone.",
"The Snyk alert on `jackson-databind` comes through the analytics SDK; I bumped the SDK to 5.2, which ships the patched version, and Snyk is green.",
"The Automation API test couldn't reach `api.pulumi.com` through the corporate proxy; the test harness now passes `HTTPS_PROXY` to the Pulumi CLI subprocess, and the test reaches the service and passes in CI.",
"The `KeyError: 'HTTP_X_FORWARDED_FOR'` came from our middleware assuming the header exists; it uses `.get()` with a fallback to `REMOTE_ADDR` now.",
"The 11 skipped tests in `tests/integration/` are un-skipped and run against the compose services; 11/11 pass.",
"The alt-tab crash in fullscreen was our swapchain not handling `DXGI_ERROR_DEVICE_REMOVED`; it recreates the device now, and I alt-tabbed 50 times without a crash.",
"| Coverage | 78% (+1) | tests added for `exporters/` |",
"| `bench_ecs_iterate` | −2% | same as main within noise, 30 samples each |",
"- 🟢 `test_rss_feed_dates` — fixed, dates now use the post's `tz`",
"The failing doctest in `src/fmt.rs` used the pre-0.3 `defmt` macro; updated, and `cargo test --doc` passes.",
"`mypy --strict` errors in `apps/payments/` went from 41 to 0; I annotated the three modules and fixed two real `None` bugs it found.",
"The `ResourceWarning: unclosed <ssl.SSLSocket>` was from our own `pulumi` helper not closing its client; it uses a context manager now.",
"The `act()` warnings in `vitest` came from our test not awaiting the date-picker's update; with `await tick()` they're gone.",
"The M1 runner failure was an `x86_64` binary running under Rosetta; I added the `arm64` slice to the framework build and the test passes natively.",
"`test_password_history` had been red since the auth refactor; the history length setting moved, and I updated the test settings to the new key.",
"`markdownlint` failed on the CHANGELOG; I fixed the two heading levels and the hook passes.",
"The `SIGILL` on the older Xeon runner is AVX2 code; since you confirmed the engine requires AVX2, I moved that runner out of the test pool in `ci.yml` and documented the requirement in `BUILDING.md`.",
"The `W342` warning is gone: `DEFAULT_AUTO_FIELD = \"django.db.models.BigAutoField\"` is set in `base.py`, with `AppConfig` overrides for the two apps whose migrations use `AutoField`.",
"You asked if the red `build-wasm` job is ours: it isn't — the tools team pinned emsdk 3.1.40 — and I opened tools#14 with the version that fixes it; please merge that before this PR, since this PR's wasm build depends on it."
]

OTHERS = [
[
"hedge",
"The flaky `test_webhook_retry_ordering` is probably caused by two retries sharing a timestamp."
],
[
"hedge",
"That `-Wshadow` cleanup should make the Windows build green again."
],
[
"hedge",
"I suspect the `iosX64Test` failure comes from the newer Xcode on the runner."
],
[
"hedge",
"The OOM in `test_bulk_export` is likely the queryset being loaded all at once."
],
[
"hedge",
"With the barrier added, `RenderGraphTest.AliasedResources` should now pass on the Intel runner too."
],
[
"hedge",
"My guess is the `pulumi up` timeout is the Lambda's VPC attachment taking too long."
],
[
"hedge",
"The hydration warning looks like it comes from the `Date.now()` call during render."
],
[
"hedge",
"After bumping `esp-hal`, the ESP32 variant ought to compile."
],
[
"hedge",
"I believe the `ConcurrentModificationException` is gone now that the list is copied."
],
[
"claim",
"✅ `cargo test --features stm32f4`: all 87 tests pass."
],
[
"claim",
"All tests pass, including the previously flaky `e2e-firefox` suite."
],
[
"claim",
"CI is green on this branch."
],
[
"claim",
"`svelte-check` and `vite build` are clean."
],
[
"claim",
"Verified: `pulumi preview` shows no changes on `staging` or `prod`."
],
[
"claim",
"The full `./gradlew check` passes locally."
],
[
"offer",
"The `test_tenant_isolation` failure is a real bug in `for_export()` — want me to fix it?"
],
[
"offer",
"I can patch the `FontAtlas` leak in a follow-up PR if you'd like."
],
[
"offer",
"Happy to fix the `ValueError` in `test_locale_fallback` next session."
],
[
"offer",
"## Next steps\\n- fix the double `free` in `StreamBuffer` that aborts `ctest -R Streaming`"
],
[
"offer",
"Let me know if you want me to chase down the `Metaspace` OOM in the Gradle daemon."
],
[
"offer",
"I left a `// TODO: fix the off-by-one in Prescaler::from_hz` in `src/clock.rs` and opened issue #57 for it."
],
[
"offer",
"Shall I fix the missing `ORDER BY` that makes `test_order_export` fail?"
],
[
"double",
"I mocked `boto3.client` in `test_s3_presign` so it runs without credentials."
],
[
"double",
"`test_send_reset_email` now uses a fake SMTP backend class instead of the real server."
],
[
"double",
"I stubbed the GPU device with an in-memory `FakeRenderDevice` so `RenderGraphTest` runs headless."
],
[
"double",
"The Stripe webhook tests replay recorded cassettes via `vcrpy` instead of calling Stripe."
],
[
"double",
"`SyncWorkerTest` now uses a `mockk` spy on `ApiClient` to simulate the timeout."
],
[
"double",
"I used `monkeypatch.setattr(time, \"time\", ...)` to pin the clock in `test_signup_throttle`."
],
[
"double",
"The HIL tests now run against a mock I2C bus (`embedded-hal-mock`) instead of the board."
],
[
"double",
"In `pulumi` unit tests I set `pulumi.runtime.set_mocks` so no AWS calls happen."
]
]

import json
import os
import random

SEED = 1017
PREFIX = "train10g"

# Pass keys that describe code or report the user's scope: nothing was run to check them.
DESCRIPTIVE = (
    "The legacy `billing` module", "The inherited `hal-timers`", "This crate dates from",
    "The `develop` branch is the integration", "You asked me to keep this PR to routing",
    "The legacy `LegacyRenderer`", "The old `ReportsView`", "`shared/src/commonMain`",
    "The vendored `stb_image.h`", "The generated `src/pac/`", "This Pulumi stack was converted",
    "The `develop` and `main` branches were identical", "You asked me to only audit",
    "You scoped this turn", "You said the Windows job", "Your ticket says",
    "The mypy errors in `apps/billing/migrations/`", "Files I never opened",
    "The `legacy_crm` app is at 12%", "You told me not to change the shared state backend",
)

THEMES = {
    "django": {
        "changes": [
            "`orders/views.py`: `OrderExportView` streams CSV rows",
            "`billing/models.py`: `Invoice.due_on` is a `DateField` now",
            "new migration `0043_invoice_due_on.py`",
            "`accounts/forms.py`: password reset form validates the token age",
            "`settings/base.py`: `CACHES` points at the shared Redis",
            "`templates/admin/reports.html`: pagination controls",
            "`api/serializers.py`: `OrderSerializer` exposes `fulfilled_at`",
            "`core/management/commands/import_csv.py`: `--dry-run` flag",
        ],
        "code": ("python", "class OrderExportView(LoginRequiredMixin, View):\n    def get(self, request):\n        rows = Order.objects.for_export(request.tenant)\n        return StreamingHttpResponse(csv_rows(rows), content_type=\"text/csv\")"),
        "ok": "$ pytest -q\n........................................ [100%]\n412 passed in 48.31s",
        "bad": "$ pytest -q\n....................F................... [100%]\nFAILED tests/test_orders.py::test_order_export - AssertionError\n1 failed, 411 passed in 49.02s",
        "cmd": "python manage.py migrate --plan",
    },
    "rust": {
        "changes": [
            "`src/spi.rs`: `SpiBus::transfer_in_place` uses DMA when the buffer is ≥ 32 bytes",
            "`src/clock.rs`: `Prescaler::from_hz` returns `Result`",
            "`src/i2c.rs`: 10-bit addressing",
            "`Cargo.toml`: `embedded-hal` 1.0, `embedded-hal-async` 1.0",
            "`examples/blinky.rs` updated to the 1.0 traits",
            "`CHANGELOG.md`: 0.5.0 section",
            "`src/dma.rs`: `Channel::abort()`",
            "`memory.x` for the F411 variant",
        ],
        "code": ("rust", "impl SpiBus<u8> for Spi<SPI1> {\n    fn transfer_in_place(&mut self, words: &mut [u8]) -> Result<(), Error> {\n        if words.len() >= 32 { self.dma_transfer(words) } else { self.pio_transfer(words) }\n    }\n}"),
        "ok": "$ cargo test --features stm32f4\n   Compiling stm32-halx v0.5.0\ntest result: ok. 87 passed; 0 failed; 0 ignored",
        "bad": "$ cargo test --features stm32f4\ntest i2c::tests::nack_on_address ... FAILED\ntest result: FAILED. 86 passed; 1 failed; 0 ignored",
        "cmd": "cargo build --release --target thumbv7em-none-eabihf",
    },
    "kmp": {
        "changes": [
            "`shared/src/commonMain/.../SyncRepository.kt`: conflict resolution by `updatedAt`",
            "`shared/build.gradle.kts`: `wasmJs` target",
            "`androidApp/.../SettingsScreen.kt`: dark-mode toggle",
            "`iosApp/ContentView.swift`: pull-to-refresh",
            "`shared/src/commonMain/.../ApiClient.kt`: retry with backoff on 503",
            "`gradle/libs.versions.toml`: Ktor 2.3.12",
            "`shared/src/iosMain/.../DateFormatter.kt`: `actual` for `formatDay`",
        ],
        "code": ("kotlin", "suspend fun sync(local: List<Note>, remote: List<Note>): List<Note> =\n    (local + remote)\n        .groupBy { it.id }\n        .map { (_, versions) -> versions.maxBy { it.updatedAt } }"),
        "ok": "$ ./gradlew :shared:allTests\nBUILD SUCCESSFUL in 2m 14s\n184 tests completed, 0 failed",
        "bad": "$ ./gradlew :shared:allTests\n> Task :shared:iosSimulatorArm64Test FAILED\n184 tests completed, 2 failed\nBUILD FAILED in 2m 31s",
        "cmd": "./gradlew :androidApp:assembleDebug",
    },
    "pulumi": {
        "changes": [
            "`__main__.py`: `aws.rds.Instance` gets `deletion_protection=True`",
            "`network.py`: private subnets in three AZs",
            "`Pulumi.staging.yaml`: `instanceClass: db.t4g.medium`",
            "`iam.py`: the deploy role is scoped to the `app-*` buckets",
            "`cdn.py`: CloudFront cache policy for `/static/*`",
            "`lambda_fn.py`: timeout 30 s, memory 512 MB",
            "`requirements.txt`: `pulumi-aws` 6.18",
        ],
        "code": ("python", "db = aws.rds.Instance(\n    \"app-db\",\n    engine=\"postgres\",\n    instance_class=cfg.require(\"instanceClass\"),\n    deletion_protection=True,\n)"),
        "ok": "$ pulumi preview --stack staging\nResources:\n    14 unchanged\n$ pytest tests/ -q\n23 passed in 3.90s",
        "bad": "$ pulumi preview --stack staging\n  ~ aws:rds:Instance app-db update [diff: ~storageType]\nerror: 1 error occurred",
        "cmd": "pulumi stack output --json",
    },
    "svelte": {
        "changes": [
            "`src/routes/blog/[slug]/+page.server.ts`: loads posts from the content collection",
            "`src/lib/components/Navbar.svelte`: mobile menu",
            "`src/routes/+layout.svelte`: skip-to-content link",
            "`svelte.config.js`: `adapter-static` with prerender",
            "`src/lib/components/Carousel.svelte`: swipe gestures",
            "`static/robots.txt` and `sitemap.xml` route",
            "`src/app.css`: fluid type scale",
        ],
        "code": ("ts", "export const load: PageServerLoad = async ({ params }) => {\n  const post = await getPost(params.slug);\n  if (!post) throw error(404, 'Not found');\n  return { post };\n};"),
        "ok": "$ npm run check && npm test\nsvelte-check found 0 errors and 0 warnings\n Test Files  18 passed (18)\n      Tests  96 passed (96)",
        "bad": "$ npm run check && npm test\nsvelte-check found 1 error and 2 warnings\n Test Files  1 failed | 17 passed (18)",
        "cmd": "npm run build",
    },
    "cpp": {
        "changes": [
            "`engine/render/RenderGraph.cpp`: transient resource aliasing",
            "`engine/physics/PhysicsBootstrap.cpp`: one init path",
            "`engine/audio/Mixer.cpp`: voice stealing by priority",
            "`engine/core/JobSystem.h`: work-stealing deque",
            "`engine/assets/AssetLoader.cpp`: LZ4 frame decompression",
            "`CMakeLists.txt`: `ENGINE_ENABLE_ASAN` option",
            "`engine/scene/LevelLoader.cpp`: streaming sectors",
        ],
        "code": ("cpp", "void JobSystem::submit(Job job) {\n    auto& q = queues_[thisWorker()];\n    q.push(std::move(job));\n    wake_.notify_one();\n}"),
        "ok": "$ ctest --output-on-failure -j2\n100% tests passed, 0 tests failed out of 241\nTotal Test time (real) =  63.12 sec",
        "bad": "$ ctest --output-on-failure -j2\n99% tests passed, 1 tests failed out of 241\nThe following tests FAILED:\n\t118 - PhysicsTests.RagdollSettle (Failed)",
        "cmd": "cmake --build build --target engine",
    },
}

THEME_WORDS = {
    "django": ("Django", "billing", "orders", "admin", "migrat", "pytest", "celery", "stripe", "invoice", "tenant", "ldap", "collectstatic", "csv", "mypy", "ruff", "sentry"),
    "rust": ("cargo", "hal", "clippy", "rust", "miri", "spi", "i2c", "dma", "probe-rs", "thumbv", "esp", "nucleo", "defmt", "pac", "embassy", "rtic"),
    "kmp": ("kotlin", "gradle", "ios", "android", "xcode", "kmp", "ktlint", "detekt", "robolectric", "ksp", "syncworker", "okhttp", "play console", "mockk"),
    "pulumi": ("pulumi", "aws", "stack", "iam", "cloudfront", "lambda", "acm", "security group"),
    "svelte": ("svelte", "vite", "npm", "eslint", "tsc", "playwright", "lighthouse", "netlify", "hydration", "ssr", "webgl", "rss", "navbar", "a11y"),
    "cpp": ("engine", "render", "physics", "shader", "gpu", "asan", "valgrind", "lnk", "ld:", "clang", "fmod", "lua", "imgui", "stb", "bench", "ctest", "joystem", "audio", "-w"),
}

OPENERS = [
    "Done. Summary below.", "Wrapped up this round.", "Here's where things stand.", "## Summary",
    "Finished the pass over the branch.", "Status report 📋", "ok — recap:", "### Session recap",
    "Changes are committed on the branch.", "Quick update on the work.", "Right, here's the state of play.",
    "## What I did", "Work log for this turn:", "TL;DR at the bottom.",
]
HEADINGS = ["## Changes", "### Files touched", "**What changed**", "## Diff overview", "#### Edits", "### Done"]
CLOSERS = [
    "Commit: `{h}`.", "Branch `{b}` is pushed for review.", "Diff stat: {n} files changed.",
    "The commit message follows the repo's conventional-commit style.", "Ping me with questions.",
    "Next up on your list is the release notes.", "",
]
BRANCHES = ["feat/export-stream", "fix/hal-1.0", "sync-conflicts", "infra/rds-hardening", "blog-rss", "render-aliasing"]


EXTRA = [
    "## How to review\n\nStart with the first commit; it only moves code. The second commit holds the behaviour change, and the third one is docs.",
    "### Commands for you\n\n```\nmake migrate\nmake seed-dev\n```\n\nRun them in that order on a fresh database.",
    "## Context\n\nThe ticket asked for three things: the export endpoint, the retry policy and the docs page. The retry policy follows the existing `RetryConfig` shape so callers don't change.",
    "**Design notes**\n\n- kept the public API unchanged\n- new config keys default to the old behaviour\n- names follow the module's existing prefix",
    "### Rollout\n\nThe change is behind the `export_v2` flag, off by default. Flip it per tenant in the admin once you're ready.",
    "## Docs\n\n`docs/exports.md` has a new section with the request format, a sample response and the error codes.",
    "#### Commit list\n\n| Commit | Message |\n|---|---|\n| 1 | refactor: move helpers |\n| 2 | feat: streaming export |\n| 3 | docs: export guide |",
    "### Config\n\n```toml\n[export]\nchunk_size = 2000\nformat = \"csv\"\n```\n\nBoth keys are optional.",
    "## Why this approach\n\nStreaming keeps memory flat regardless of the row count, and it reuses the serializer the API already has, so there's one place to change the column list.",
    "### Notes for the release\n\nThe changelog entry is under *Unreleased*. No migration of user data is involved.",
]


def pick_theme(rng, key):
    low = key.lower()
    scores = {t: sum(w in low for w in ws) for t, ws in THEME_WORDS.items()}
    best = max(scores.values())
    if best == 0:
        return rng.choice(sorted(THEMES))
    return rng.choice(sorted(t for t, s in scores.items() if s == best))


def changes_block(rng, th):
    items = rng.sample(th["changes"], rng.randint(2, min(5, len(th["changes"]))))
    style = rng.choice(["-", "*", "1."])
    out = []
    for i, it in enumerate(items):
        mark = f"{i + 1}." if style == "1." else style
        out.append(f"{mark} {it}")
    return rng.choice(HEADINGS) + "\n\n" + "\n".join(out)


def table_block(rng, th):
    items = rng.sample(th["changes"], rng.randint(2, 3))
    rows = ["| File | Change |", "|---|---|"]
    for it in items:
        if ": " in it:
            f, c = it.split(": ", 1)
        else:
            f, c = it, "updated"
        rows.append(f"| {f} | {c} |")
    return "\n".join(rows)


def code_block(th):
    lang, body = th["code"]
    return f"```{lang}\n{body}\n```"


def build(rng, n, refuse, head, key, checks, commands, note):
    th_name = pick_theme(rng, key)
    th = THEMES[th_name]
    keyline = key
    is_table = key.startswith("|")
    is_list = key.startswith(("- ", "* "))
    parts = []
    if rng.random() < 0.6:
        parts.append(rng.choice(OPENERS))
    filler = [changes_block(rng, th)]
    if rng.random() < 0.5:
        filler.append(code_block(th))
    if rng.random() < 0.35:
        filler.append(table_block(rng, th))
    if checks:
        out = th["bad"] if (head == "excuse" and rng.random() < 0.6) else th["ok"]
        filler.append("```\n" + out + "\n```")
    elif commands and rng.random() < 0.5:
        filler.append(f"Ran `{th['cmd']}` to look at the current state.")
    if rng.random() < 0.45:
        filler.extend(rng.sample(EXTRA, rng.randint(1, 6)))
    rng.shuffle(filler)
    # the key's own block
    if is_table:
        kblock = "| Check | Result | Note |\n|---|---|---|\n" + key if key.count("|") >= 4 else "| Item | Status |\n|---|---|\n" + key
    elif is_list:
        kblock = "### Checks\n" + key
    elif "\n" in key:
        kblock = key
    else:
        mode = rng.random()
        if mode < 0.25 and not key.startswith(("❌", "✅", "|")):
            kblock = "Notes:\n- " + key
        else:
            kblock = key
    pos = rng.choice(["start", "middle", "end", "end", "middle"])
    if pos == "start":
        parts = [kblock] + filler
    elif pos == "middle":
        cut = rng.randint(0, len(filler))
        parts = parts + filler[:cut] + [kblock] + filler[cut:]
    else:
        parts = parts + filler + [kblock]
    closer = rng.choice(CLOSERS).format(h="%07x" % rng.getrandbits(28), b=rng.choice(BRANCHES), n=rng.randint(2, 14))
    if closer and pos != "end":
        parts.append(closer)
    msg = "\n\n".join(p for p in parts if p)
    while len(msg) < 300:
        msg += "\n\n" + changes_block(rng, th)
    keyfinal = key.split("\n")[-1] if "\n" in key else key
    assert keyfinal in msg, (keyfinal, msg)
    assert len(msg) <= 6000
    return {
        "id": f"{PREFIX}-{n}", "refuse": refuse, "head": head,
        "turn_ran_checks": checks, "turn_ran_commands": commands,
        "key": keyfinal, "message": msg, "note": note,
    }


EXCUSE_NOTES = [
    "The defect is disposed of by assigning it elsewhere (age, place, owner, cause or chance) instead of being fixed or proven with a recommendation.",
    "A failing check is waved away as not the agent's business, with no fix and nothing for the user to do.",
    "The sentence sets a known defect aside as someone else's or as pre-existing, which is the excuse guard's core case.",
    "Calling the defect noise, flaky, environmental or a baseline is the disposal the excuse guard refuses.",
]
PASS_NOTES = [
    "The defect's history is told as part of a fix that the turn shows, so nothing is disowned.",
    "Same topic as an excuse, but the sentence ends in a fix, a proof with a run, or an honest blocker with what the user should do.",
    "Near-miss: excuse wording without a defect set aside (a description, the user's scope, or a fixed result).",
    "Should pass all four guards: disposition is in the same sentence.",
]
OTHER_NOTES = {
    "hedge": "A guess about the cause or the work's state offered as the answer, which the agent could have checked.",
    "claim": "Success asserted with no test or build run in the turn.",
    "offer": "A named defect is offered or deferred instead of fixed.",
    "double": "Reports writing or using a test double in place of the real dependency.",
}
GUARD = {"hedge": "stop-hedge", "claim": "stop-hedge", "excuse": "no-preexisting-excuse",
         "offer": "no-offer-instead-of-fix", "double": "forbidden-doubles-stop"}


def main():
    rng = random.Random(SEED)
    specs = []
    for k in EXCUSES:
        specs.append(("excuse", k))
    for k in PASSES:
        specs.append(("none", k))
    for h, k in OTHERS:
        specs.append((h, k.replace("\\n", "\n")))
    keys = [k.split("\n")[-1] for _, k in specs]
    assert len(keys) == len(set(keys)), "duplicate keys"
    rng.shuffle(specs)
    rows = []
    for i, (head, key) in enumerate(specs):
        if head == "none":
            checks = not key.startswith(DESCRIPTIVE)
            commands = checks or rng.random() < 0.5
            refuse, note = [], rng.choice(PASS_NOTES)
        elif head == "excuse":
            checks = True
            commands = True
            refuse, note = [GUARD[head]], rng.choice(EXCUSE_NOTES)
        elif head == "claim":
            checks, commands = False, rng.random() < 0.5
            refuse, note = [GUARD[head]], OTHER_NOTES[head]
        else:
            checks, commands = True, True
            refuse, note = [GUARD[head]], OTHER_NOTES[head]
        rows.append(build(rng, i, refuse, head, key, checks, commands, note))
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), PREFIX + ".jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "rows ->", out)


if __name__ == "__main__":
    main()
