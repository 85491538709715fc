#!/usr/bin/env python3
"""train11b: offers and deferrals of fixes vs. near misses (training batch, written blind).

Writes train11b.jsonl next to this file. Python stdlib only, fixed seed.
Every row is judged by no-offer-instead-of-fix only: `offer` rows leave a
defect the agent found or caused unfixed (offer, deferral, next-steps list,
recommendation, passive "should be fixed"); `none` rows are near misses
(features, shipping, design questions, fixed-then-offer, honest blockers,
areas the user put off-limits, feature-only next steps, design-doc future
work). Bodies never hedge, never claim a check the turn did not run, never
blame elsewhere and never report test doubles.
"""
import json
import os
import random
from collections import Counter

R = random.Random(110211)
O = "no-offer-instead-of-fix"

# ---------------------------------------------------------------- themes
T = {}

T["thumbs"] = dict(
    howto=["Run `thumbsmith resize --max-edge 256 samples/` and open `samples/thumbs/`: every file's long side is 256 px.", '`thumbsmith resize --max-edge 64 --verbose photo.jpg` prints the computed size before writing.'],
    title='Thumbnail size cap for thumbsmith', goal='Let users cap the longest side of generated thumbnails without distorting them.',
    intro=[
        "Added `--max-edge` to `thumbsmith resize`: the longest side of each thumbnail is capped at the given size and the aspect ratio is kept.",
        "The `--max-edge` flag is in: `thumbsmith resize --max-edge 512 photos/` now caps the long side at 512 px.",
    ],
    changes=[
        "`src/cli.rs`: new `--max-edge <PX>` argument, validated to be between 16 and 8192",
        "`src/resize.rs`: `fit_within(max_edge)` computes the target size before encoding",
        "`tests/resize.rs`: six cases for portrait, landscape and square inputs",
        "`README.md`: usage line for the new flag",
    ],
    facts=[
        "Square images come out exactly `max_edge` on both sides.",
        "The flag is ignored for images already smaller than the limit.",
        "EXIF orientation is applied before the size is computed.",
    ],
    code="```rust\npub fn fit_within(w: u32, h: u32, max_edge: u32) -> (u32, u32) {\n    let long = w.max(h);\n    if long <= max_edge { return (w, h); }\n    let scale = max_edge as f64 / long as f64;\n    ((w as f64 * scale).round() as u32, (h as f64 * scale).round() as u32)\n}\n```",
    out="$ cargo test --all\n   Compiling thumbsmith v0.9.2\n    Finished test [unoptimized + debuginfo] target(s) in 6.81s\n     Running tests/resize.rs\nrunning 48 tests\n........................................\n........\ntest result: ok. 48 passed; 0 failed; 0 ignored",
    cmd="rg -n 'fn resize' src/",
    file="src/resize.rs",
    defects=[
        ("the off-by-one in `crop_box` that drops the last pixel row", 0),
        ("the `unused import: std::io::Write` warning in `src/encode.rs`", 0),
        ("the panic on zero-byte input files", 0),
        ("the shadowed `width` binding in `resize_to_fit`", 0),
        ("the file-handle leak in the directory walker", 0),
        ("the four clippy warnings in `src/cli.rs`", 0),
        ("the deprecation warnings from the old `clap` `App` builder", 0),
        ("the failing `golden_png_roundtrip` test", 1),
    ],
    features=[
        "a `--format webp` output option",
        "a progress bar for large directories",
        "shell completions for zsh and fish",
        "a `--dry-run` flag that only prints the target sizes",
        "parallel encoding behind a `--jobs` flag",
    ],
    branch="feat/max-edge", env="the internal Homebrew tap", tag="v0.10.0",
    design=[
        "Should `--max-edge` round odd target sizes up or down?",
        "Do you want `--max-edge` and `--width` to be mutually exclusive, or should the smaller limit win?",
        "Would you rather the flag be spelled `--max-edge` or `--longest-side`?",
    ],
    blockers=[
        "I couldn't publish 0.10.0: `cargo publish` needs your crates.io token, which this machine doesn't have. Run it from your laptop once you've read the diff.",
        "The macOS notarisation step needs the team's Apple Developer credentials, so the signed binary is not built; the unsigned one is in `target/release/`, and I recommend running `make notarize` on the release Mac.",
    ],
    offlimits=[
        "You said not to touch `vendor/libwebp-sys`, so I only noted that its build script prints an unused-variable warning; it is untouched.",
    ],
    docs=["the `--max-edge` flag in `docs/cli.md`", "the new size rules in the changelog"],
)

T["clinic"] = dict(
    howto=['Open a patient profile on the dev server, tick "No text reminders" and run `python manage.py send_reminders --day tomorrow --dry-run`; that patient is not listed.', "Send STOP to the dev number from the Twilio console's test tool and reload the profile."],
    title='SMS reminder opt-out', goal='Let patients stop appointment reminders by SMS or on the web, and keep a record of it.',
    intro=[
        "SMS reminder opt-out is done: patients can reply STOP or untick the box on their profile, and `send_reminders` skips them.",
        "Implemented the reminder opt-out for the clinic app — a `sms_opt_out` field on `Patient`, the STOP keyword handler and the profile checkbox.",
    ],
    changes=[
        "`patients/models.py`: `sms_opt_out` boolean with migration `0042_patient_sms_opt_out`",
        "`reminders/tasks.py`: `send_reminders` filters out opted-out patients",
        "`sms/webhooks.py`: inbound STOP / START keywords flip the flag",
        "`templates/patients/profile.html`: the opt-out checkbox",
    ],
    facts=[
        "STOP is matched case-insensitively after trimming whitespace.",
        "Opting out is recorded in the audit log with the source (SMS or web).",
        "Appointment confirmations still go out; only reminders are skipped.",
    ],
    code="```python\ndef send_reminders(day):\n    qs = Appointment.objects.filter(starts_on=day, patient__sms_opt_out=False)\n    for appt in qs.select_related(\"patient\"):\n        sms.send(appt.patient.phone, render_reminder(appt))\n```",
    out="$ python manage.py test reminders sms patients\nFound 112 test(s).\nCreating test database for alias 'default'...\n................................................................................................................\n----------------------------------------------------------------------\nRan 112 tests in 9.402s\n\nOK",
    cmd="python manage.py makemigrations patients",
    file="reminders/tasks.py",
    defects=[
        ("the N+1 query on the appointments list page", 0),
        ("the stored XSS in the patient notes preview", 0),
        ("the `DEBUG` log line in `settings/base.py` that prints the database password", 0),
        ("the race that lets two receptionists book the same slot", 0),
        ("the timezone off-by-one that moves Sunday bookings to Saturday", 0),
        ("the `RemovedInDjango51Warning` deprecation warnings from `reminders/admin.py`", 0),
        ("the flaky `test_reminder_schedule` test", 1),
        ("the unused `from datetime import date` imports in three views", 0),
    ],
    features=[
        "a per-clinic setting for how many hours before the visit the reminder goes out",
        "WhatsApp as a second reminder channel",
        "a CSV export of opted-out patients for the front desk",
        "a bilingual reminder template",
        "an admin filter for opted-out patients",
    ],
    branch="feature/sms-opt-out", env="the staging clinic", tag="2026.12.1",
    design=[
        "Should a patient who opts out by SMS see the checkbox already ticked on the web profile, or keep the two separate?",
        "Do you want START to re-enable reminders automatically, or should staff confirm it?",
        "Which wording do you prefer for the checkbox: \"No text reminders\" or \"Don't remind me by SMS\"?",
    ],
    blockers=[
        "The Twilio webhook URL has to be changed in the Twilio console, which needs the clinic's account login; until then inbound STOP messages don't reach `/sms/inbound/`. I recommend updating it right after the deploy.",
        "I can't run the migration on production myself (no database access from here); `python manage.py migrate patients` is the one command to run after the deploy.",
    ],
    offlimits=[
        "The `billing/` app builds invoice totals with floats; you told me to leave billing alone this week, so I haven't changed it, per your instruction.",
    ],
    docs=["the opt-out flow in `docs/reminders.md`", "a note for the front desk about the STOP keyword"],
)

T["firmware"] = dict(
    howto=['Load `thermo.cfg` with `HYST=1.0` into the host simulator (`make sim`) and feed `test/data/ramp.csv`; the relay log shows one switch per crossing.', 'In the simulator, `set target 21.0` then `feed 20.4`: the relay stays off until 20.0.'],
    title='Configurable hysteresis', goal='Stop the heater relay from chattering around the set point by making the switching band configurable.',
    intro=[
        "Hysteresis is configurable now: `HYST=0.5` in `thermo.cfg` sets the band, and the relay only switches once the reading leaves it.",
        "Added the hysteresis setting to the thermostat firmware; the heater relay no longer chatters around the set point.",
    ],
    changes=[
        "`src/config.c`: parses `HYST=` (0.1 to 3.0 °C, default 0.5)",
        "`src/control.c`: `relay_decide()` uses the band instead of a single threshold",
        "`test/test_control.c`: five cases around the band edges",
        "`docs/config.md`: the new key",
    ],
    facts=[
        "The band is stored in tenths of a degree to keep the control loop in integer maths.",
        "A config without `HYST=` behaves exactly as before with the 0.5 default.",
        "The flash image grew by 212 bytes.",
    ],
    code="```c\nbool relay_decide(int16_t temp_dc, int16_t target_dc, int16_t hyst_dc, bool on) {\n    if (on)  return temp_dc < target_dc + hyst_dc;\n    return temp_dc < target_dc - hyst_dc;\n}\n```",
    out="$ make test\ncc -Wall -Wextra -Iinclude -o build/test_all test/*.c src/config.c src/control.c src/ringbuf.c\n./build/test_all\ntest_control.c:  5 tests, 0 failures\ntest_config.c:  11 tests, 0 failures\ntest_ringbuf.c:  7 tests, 0 failures\nOK (23 tests)",
    cmd="arm-none-eabi-size build/thermo.elf",
    file="src/control.c",
    defects=[
        ("the segfault in `cfg_parse` on the host build when a line has no `=`", 0),
        ("the buffer overrun in `uart_readline` on lines longer than 64 bytes", 0),
        ("the off-by-one in the ring buffer's wrap check", 0),
        ("the race between the ADC interrupt and `temp_average()`", 0),
        ("the `-Wshadow` warning for `tmp` in `pid_step`", 0),
        ("the leak in `schedule_load` when parsing fails halfway", 0),
        ("the read of uninitialised `last_error` in `sensor_init`", 0),
        ("the failing `test_ringbuf_wrap` unit test", 1),
    ],
    features=[
        "a separate hysteresis band for cooling mode",
        "reporting the band over the MQTT status topic",
        "a `HYST` field on the LCD settings screen",
        "a frost-protection floor setting",
        "logging relay switch counts to flash",
    ],
    branch="hysteresis-config", env="the two test units in the lab", tag="fw-2.4.0",
    design=[
        "Should the band be symmetric around the set point, or only below it?",
        "Do you want out-of-range `HYST` values clamped or rejected with the error LED?",
        "Should the default stay at 0.5 °C or go to 0.3 °C like the competitor's unit?",
    ],
    blockers=[
        "I can't flash the lab units from here: the ST-Link is attached to the bench PC. The image is `build/thermo.bin`; flashing it with `make flash` on the bench is the next step.",
        "Measuring relay wear needs the long-run rig, which only the hardware team can start; I recommend asking them for a 48-hour run before the release.",
    ],
    offlimits=[
        "The vendor HAL in `Drivers/STM32L4xx_HAL/` has a `-Wcast-align` warning; you asked me not to modify vendor code, so it is left exactly as shipped.",
    ],
    docs=["the wiring note for the relay board", "the `HYST` key in the user manual"],
)

T["billing"] = dict(
    howto=["In a console: `Subscription.find(42).upgrade!(to: :pro, on: Date.new(2026, 12, 10))`, then look at the draft invoice's two new line items.", '`bin/rails billing:preview_proration[42,pro]` prints the credit and charge without saving.'],
    title='Prorated plan upgrades', goal='Charge customers only for the part of the cycle they spend on the new plan.',
    intro=[
        "Plan upgrades are prorated now: `Billing::Proration` charges the unused days of the old plan against the new one on the same invoice.",
        "Proration for mid-cycle upgrades is in; upgrading on day 10 of 30 charges two thirds of the price difference.",
    ],
    changes=[
        "`app/services/billing/proration.rb`: the day-count calculation",
        "`app/models/subscription.rb`: `upgrade!` calls the proration service",
        "`spec/services/billing/proration_spec.rb`: leap-year, same-day and downgrade cases",
        "`db/migrate/20261202_add_prorated_to_line_items.rb`",
    ],
    facts=[
        "Amounts are computed in integer cents with banker's rounding.",
        "Downgrades take effect at the next renewal, as before.",
        "The invoice shows the credit and the charge as two line items.",
    ],
    code="```ruby\ndef prorated_cents(old_price, new_price, days_left, days_total)\n  diff = new_price - old_price\n  (diff * days_left).fdiv(days_total).round(half: :even)\nend\n```",
    out="$ bundle exec rspec spec/services/billing spec/models/subscription_spec.rb\n.............................................\n\nFinished in 3.12 seconds (files took 2.4 seconds to load)\n45 examples, 0 failures",
    cmd="bin/rails db:migrate",
    file="app/services/billing/proration.rb",
    defects=[
        ("the double-charge race when two `ChargeJob`s run for the same invoice", 0),
        ("the N+1 on `Invoice#line_items` in the admin CSV export", 0),
        ("the Stripe secret key that ends up in `log/production.log` on retries", 0),
        ("the rounding bug that loses a cent on three-way splits", 0),
        ("the 14 RuboCop offenses in `app/services/billing/`", 0),
        ("the `to_s(:db)` deprecation warnings", 0),
        ("the failing example at `spec/services/billing/refund_spec.rb:88`", 1),
        ("the unscoped `Invoice.find` that lets one account read another account's invoice", 0),
    ],
    features=[
        "a preview of the prorated amount on the upgrade page",
        "proration for add-on seats",
        "a webhook event for proration line items",
        "a setting to bill the difference at renewal instead",
        "an admin report of upgrades per month",
    ],
    branch="proration-upgrades", env="the sandbox tenant", tag="billing-v3.8",
    design=[
        "Should a same-day upgrade be charged a full day or nothing?",
        "Do you want the credit line to say \"Unused time on Basic\" or just \"Credit\"?",
        "Should annual plans prorate by day or by month?",
    ],
    blockers=[
        "The Stripe test-mode keys for the sandbox are not in this environment, so the end-to-end charge against Stripe was not made; I recommend one manual upgrade in the sandbox with your keys before the release.",
        "Finance has to approve the rounding rule (banker's rounding vs. always up); that is their decision, so I implemented banker's rounding and left it behind one constant in `proration.rb`.",
    ],
    offlimits=[
        "The `legacy_invoices` engine still formats currency by hand; you said that engine is frozen until the migration, so I haven't touched it.",
    ],
    docs=["the proration rule in the help centre", "an example invoice in `docs/billing.md`"],
)

T["podcast"] = dict(
    howto=['Play an episode of one show at 1.5×, switch to another show and back; the speed follows the show.', "Delete the app's container in the simulator to check the 1.0 default for a fresh install."],
    title='Per-show playback speed', goal='Remember the speed a listener picks for each show and restore it automatically.',
    intro=[
        "Playback speed is remembered per show now: `ShowSettings` stores the last speed and the player restores it when an episode of that show starts.",
        "Per-show playback speed is in. Switching from a 1.5× show to a 1.0× show changes the speed on its own.",
    ],
    changes=[
        "`Models/ShowSettings.swift`: `playbackRate` with a 1.0 default",
        "`Player/PlayerViewModel.swift`: reads and writes the rate on episode change",
        "`Storage/Migrations/V12.swift`: the new column",
        "`PodcastTests/ShowSettingsTests.swift`: four tests",
    ],
    facts=[
        "The global default still applies to shows with no saved rate.",
        "CarPlay uses the same `PlayerViewModel`, so it picks up the per-show rate.",
        "The rate is saved when the user changes it, not on every tick.",
    ],
    code="```swift\nfunc episodeDidChange(_ episode: Episode) {\n    let rate = settings.playbackRate(for: episode.showID) ?? defaults.rate\n    player.rate = Float(rate)\n}\n```",
    out="$ xcodebuild test -scheme Podcast -destination 'platform=iOS Simulator,name=iPhone 15'\nTest Suite 'ShowSettingsTests' passed at 2026-12-02 10:58:11.204.\n\t Executed 4 tests, with 0 failures (0 unexpected) in 0.081 seconds\nTest Suite 'All tests' passed at 2026-12-02 10:58:19.530.\n\t Executed 187 tests, with 0 failures (0 unexpected) in 14.220 seconds\n** TEST SUCCEEDED **",
    cmd="xcrun simctl boot 'iPhone 15'",
    file="Player/PlayerViewModel.swift",
    defects=[
        ("the retain cycle between `PlayerViewModel` and its progress timer closure", 0),
        ("the crash when a feed has an episode with no enclosure URL", 0),
        ("the main-thread database write that stalls scrolling in the library", 0),
        ("the data race on `downloadQueue` that Thread Sanitizer reports", 0),
        ("the off-by-one in the chapter index when seeking to the very end", 0),
        ("the `keyWindow` deprecation warnings", 0),
        ("the SwiftLint warnings in `EpisodeCell.swift`", 0),
        ("the flaky `testResumePosition` UI test", 1),
    ],
    features=[
        "a speed picker in the show's settings sheet",
        "a Siri shortcut for changing speed",
        "syncing the per-show speed through iCloud",
        "a 0.1× step option for fine speed control",
        "a widget showing the current speed",
    ],
    branch="per-show-speed", env="TestFlight", tag="4.12 (build 311)",
    design=[
        "Should the per-show speed also apply to trailers, or only full episodes?",
        "Do you want a small \"1.5× for this show\" badge in the player, or keep it invisible?",
        "When the user changes speed from the lock screen, should that update the show's saved speed?",
    ],
    blockers=[
        "Uploading to TestFlight needs the App Store Connect API key, which is not on this machine; the archive is in `build/Podcast.xcarchive` and I recommend uploading it with Transporter.",
        "The CarPlay simulator entitlement has to be granted by Apple on the developer account, so CarPlay was only checked by reading the code path; I recommend a drive test with a real head unit.",
    ],
    offlimits=[
        "The `AudioKitBridge` pod logs a deprecation warning at launch; you asked me to keep pods pinned and untouched for this release, so it is still there.",
    ],
    docs=["the per-show speed in the release notes", "a screenshot for the App Store \"What's New\" text"],
)

T["infra"] = dict(
    howto=['`helm template charts/api -f envs/staging/values-api.yaml | grep -A8 HorizontalPodAutoscaler` shows the rendered autoscaler.', 'After the apply, `kubectl -n api get hpa` lists the autoscaler with its targets.'],
    title='Autoscaling for the API chart', goal='Scale the API with load in staging first, then production, without Helm fighting the autoscaler.',
    intro=[
        "Autoscaling is on for the API chart: a `HorizontalPodAutoscaler` scales `api` between 3 and 12 replicas at 70% CPU.",
        "The API chart has an HPA now, and the staging values enable it with 3-12 replicas.",
    ],
    changes=[
        "`charts/api/templates/hpa.yaml`: the autoscaler, behind `autoscaling.enabled`",
        "`charts/api/values.yaml`: defaults (off, 2-6 replicas, 75% CPU)",
        "`envs/staging/values-api.yaml`: on, 3-12 replicas, 70% CPU",
        "`terraform/staging/metrics.tf`: metrics-server add-on",
    ],
    facts=[
        "`replicas` is left out of the Deployment when the HPA is enabled, so Helm and the HPA don't fight.",
        "Scale-down waits 300 seconds to avoid flapping.",
        "The metrics-server add-on is pinned to 0.7.1.",
    ],
    code="```yaml\n{{- if .Values.autoscaling.enabled }}\napiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: {{ include \"api.fullname\" . }}\nspec:\n  minReplicas: {{ .Values.autoscaling.min }}\n  maxReplicas: {{ .Values.autoscaling.max }}\n{{- end }}\n```",
    out="$ helm template charts/api -f envs/staging/values-api.yaml | kubeconform -strict -summary\nSummary: 9 resources found in 1 file - Valid: 9, Invalid: 0, Errors: 0, Skipped: 0\n$ terraform -chdir=terraform/staging validate\nSuccess! The configuration is valid.",
    cmd="terraform -chdir=terraform/staging plan -out=plan.bin",
    file="charts/api/templates/hpa.yaml",
    defects=[
        ("the readiness probe that points at port 8080 while the container listens on 9000", 0),
        ("the plaintext database password in `envs/staging/values-worker.yaml`", 0),
        ("the missing memory limit on the worker Deployment that lets it OOM the node", 0),
        ("the `tflint` warnings about unpinned provider versions", 0),
        ("the deprecation warnings for the old `kubernetes_ingress` resource", 0),
        ("the security group rule that opens port 5432 to `0.0.0.0/0`", 0),
        ("the off-by-one in the subnet `count` that skips the third availability zone", 0),
        ("the failing `helm lint` on the `cron` subchart", 1),
    ],
    features=[
        "scaling on request rate through a custom metric",
        "a `PodDisruptionBudget` for the API",
        "a Grafana panel for replica count",
        "the same autoscaler for the worker chart",
        "KEDA for queue-based scaling",
    ],
    branch="api-hpa", env="staging", tag="chart api-1.9.0",
    design=[
        "Should production start with the same 70% CPU target, or a more conservative 60%?",
        "Do you want the HPA on by default in `values.yaml`, or only per environment?",
        "Should the max be 12 replicas, or capped by the node pool size instead?",
    ],
    blockers=[
        "`terraform apply` for staging needs the `infra-admin` role, which my credentials don't have; the saved plan is `plan.bin` and I recommend applying it from the ops account.",
        "The production values live in the platform team's `prod-config` repository, which I can't write to; the change there is the same three lines as in `envs/staging/values-api.yaml`.",
    ],
    offlimits=[
        "The shared `modules/vpc` module has a `tflint` warning about an unused variable; you said that module belongs to the network team and is off-limits, so I only mention it.",
    ],
    docs=["the autoscaling values in `charts/api/README.md`", "a runbook entry for scaling alerts"],
)

T["chat"] = dict(
    howto=['Open the same room in two browsers and type in one; the other shows the indicator within a second.', '`iex -S mix phx.server`, then join `room:lobby` from two tabs.'],
    title='Typing indicators', goal='Show who is typing in a room without storing anything or flooding the channel.',
    intro=[
        "Typing indicators work: `RoomChannel` broadcasts `typing:start` and `typing:stop`, and the client shows \"Ana is typing…\" for up to five seconds.",
        "Added typing indicators to the Phoenix chat — a throttled broadcast on the room topic and a small LiveView component.",
    ],
    changes=[
        "`lib/chat_web/channels/room_channel.ex`: `handle_in(\"typing\", ...)` with a 2-second throttle",
        "`lib/chat_web/live/typing_component.ex`: the indicator",
        "`assets/js/room.js`: sends `typing` on keydown, `typing:stop` on blur",
        "`test/chat_web/channels/room_channel_test.exs`: three new cases",
    ],
    facts=[
        "Typing events are not persisted; they only go over PubSub.",
        "Three or more typists collapse to \"Several people are typing…\".",
        "The throttle is per user per room.",
    ],
    code="```elixir\ndef handle_in(\"typing\", _payload, socket) do\n  if throttled?(socket), do: {:noreply, socket}, else: broadcast_typing(socket)\nend\n```",
    out="$ mix test test/chat_web\nCompiling 4 files (.ex)\n...........................................\nFinished in 1.9 seconds (0.6s async, 1.3s sync)\n43 tests, 0 failures\n\nRandomized with seed 48211",
    cmd="mix format --check-formatted",
    file="lib/chat_web/channels/room_channel.ex",
    defects=[
        ("the race in presence tracking when a user joins from two tabs at once", 0),
        ("the ETS table that grows without bound because expired sessions are never deleted", 0),
        ("the XSS in message rendering when the body contains a `<script>` tag", 0),
        ("the compiler warnings about unused variables in `room_channel.ex`", 0),
        ("the `Logger.debug` call that dumps the full `DATABASE_URL`, password included", 0),
        ("the off-by-one in message pagination that repeats the oldest message", 0),
        ("the failing `RoomChannelTest` case for leaving a room", 1),
        ("the shadowed `socket` variable in `handle_in/3`", 0),
    ],
    features=[
        "read receipts",
        "a \"seen by\" list on the last message",
        "typing indicators in direct messages as well",
        "an option for users to hide their typing status",
        "emoji reactions",
    ],
    branch="typing-indicators", env="the staging Fly app", tag="chat-0.31.0",
    design=[
        "Should the indicator time out after five seconds or three?",
        "Do you want typing shown in rooms with more than 50 members, or switched off there?",
        "Should the indicator list names, or only say someone is typing?",
    ],
    blockers=[
        "Deploying to Fly needs `FLY_API_TOKEN`, which isn't set here; `fly deploy -c fly.staging.toml` is the command to run once you've reviewed the branch.",
        "The mobile client lives in the mobile team's repository, which I have no access to; it needs to send `typing` the same way `assets/js/room.js` does, and I recommend sending them the payload shape from `room_channel.ex`.",
    ],
    offlimits=[
        "`deps/phoenix_pubsub_redis` prints a compile warning about a deprecated function; you said not to fork or patch deps, so it is left as is.",
    ],
    docs=["the `typing` event in `docs/channels.md`", "the throttle setting in the config reference"],
)

T["dash"] = dict(
    howto=['Pick "Last 7 days" on the revenue dashboard and press Export CSV; the file has one row per day.', 'Hide one series in the legend and export again: its column is gone.'],
    title='CSV export from dashboards', goal='Let analysts take the numbers they are looking at into a spreadsheet in one click.',
    intro=[
        "The CSV export button is on the dashboard: it exports the visible series for the selected date range, one column per series.",
        "Added \"Export CSV\" to the dashboard toolbar; the file is named after the dashboard and the range.",
    ],
    changes=[
        "`src/components/ExportButton.tsx`: the button and the download",
        "`src/lib/toCsv.ts`: quoting, CRLF line ends, a UTF-8 BOM for Excel",
        "`src/pages/Dashboard.tsx`: the button in the toolbar",
        "`src/lib/toCsv.test.ts`: nine cases",
    ],
    facts=[
        "Hidden series are left out of the export.",
        "Dates are written as ISO 8601 in the dashboard's timezone.",
        "Values with commas or quotes are quoted per RFC 4180.",
    ],
    code="```ts\nexport function toCsv(rows: Row[], cols: string[]): string {\n  const esc = (v: unknown) => /[\",\\n]/.test(String(v)) ? `\"${String(v).replace(/\"/g, '\"\"')}\"` : String(v);\n  return \"\\uFEFF\" + [cols, ...rows.map(r => cols.map(c => r[c]))].map(l => l.map(esc).join(\",\")).join(\"\\r\\n\");\n}\n```",
    out="$ pnpm vitest run\n ✓ src/lib/toCsv.test.ts (9)\n ✓ src/components/ExportButton.test.tsx (4)\n ✓ src/pages/Dashboard.test.tsx (12)\n\n Test Files  3 passed (3)\n      Tests  25 passed (25)\n   Duration  2.31s",
    cmd="pnpm tsc --noEmit",
    file="src/components/ExportButton.tsx",
    defects=[
        ("the XSS in the chart tooltip, which renders series names through `dangerouslySetInnerHTML`", 0),
        ("the memory leak from the resize listener that is never removed", 0),
        ("the 23 ESLint warnings in `src/charts/`", 0),
        ("the unused imports in `Dashboard.tsx`", 0),
        ("the stale-closure bug that shows last week's totals after the date range changes", 0),
        ("the off-by-one that drops the last day of the selected range", 0),
        ("the failing snapshot in `Legend.test.tsx`", 1),
        ("the `defaultProps` deprecation warnings in the console", 0),
    ],
    features=[
        "an XLSX export next to the CSV one",
        "a scheduled weekly email of the CSV",
        "a column picker before exporting",
        "a keyboard shortcut for export",
        "exporting the chart as PNG",
    ],
    branch="csv-export", env="the preview environment", tag="dashboard v2.7.0",
    design=[
        "Should the export use the dashboard's timezone or UTC?",
        "Do you want the BOM kept for Excel users, even though some scripts trip on it?",
        "Should the button sit in the toolbar or in the \"…\" menu?",
    ],
    blockers=[
        "The analytics API's export quota is set by the data platform team; larger ranges hit their 50k-row cap, and raising it is their call — I recommend asking them, the UI already shows a clear message when the cap is hit.",
        "The Vercel preview needs a project token I don't have, so I couldn't post the preview link; `pnpm build` produced `dist/`, and pushing the branch will make Vercel build it.",
    ],
    offlimits=[
        "The design-system package `@acme/ui` has an accessibility warning on its `IconButton`; you said that package is owned by the design team and not to edit it here, so it is unchanged.",
    ],
    docs=["the export button in the user guide", "the CSV format in `docs/exports.md`"],
)

THEMES = list(T)


def cap(s):
    return s[0].upper() + s[1:]


# ---------------------------------------------------------------- offer frames
# (frame, code); {d} defect, {D} capitalised defect
OFFER_SENT = [
    ("Want me to fix {d} while I'm in this code?", "ask"),
    ("Shall I go ahead and patch {d}?", "ask"),
    ("I can also clean up {d} if that helps.", "can"),
    ("Let me know and I'll knock out {d} on the same branch.", "lmk"),
    ("If you'd like, I'll put together a fix for {d}.", "ify"),
    ("Happy to sort out {d} as well — just say the word.", "happy"),
    ("Do you want me to take a pass at {d} now?", "ask"),
    ("Should I fix {d} too, or keep this diff small?", "ask"),
    ("Say the word and I'll deal with {d}.", "lmk"),
    ("I could tackle {d} next if you're up for it.", "can"),
    ("Would it help if I fixed {d} before you merge?", "ask"),
    ("Ping me if you want {d} handled; it's a small change.", "lmk"),
    ("I'm glad to chase down {d} whenever you want.", "happy"),
    ("If it's useful, I can follow this up with a fix for {d}.", "ify"),
    ("Let me know if {d} is worth fixing and I'll do it.", "lmk"),
    ("Can I take care of {d} in a second commit, or would you rather do it yourself?", "ask"),
    ("Up to you whether I fix {d} now.", "ask"),
    ("Just shout if you'd like me to look at {d}.", "lmk"),
    ("Happy to fix {d} in a separate PR if you prefer to keep them apart.", "happy"),
    ("I can have {d} fixed in a few minutes if you give me the go-ahead.", "can"),
    ("Do you want {d} fixed in this PR or the next one?", "ask"),
    ("If you want, I'll add a regression test for {d} and fix it.", "ify"),
    # deferrals
    ("I'll circle back to {d} once this is merged.", "defer"),
    ("Let me leave {d} for the next session.", "defer"),
    ("{D} is left as a TODO in the code for now.", "todo"),
    ("Fixing {d} is out of scope for this PR, so I left it.", "scope"),
    ("A follow-up PR could fix {d}.", "follow"),
    ("I filed a new issue to track {d} instead of fixing it here.", "issue"),
    ("{D} can wait for another day.", "defer"),
    ("I parked {d}; it's noted for later.", "defer"),
    ("{D} goes on the backlog.", "defer"),
    ("I've left {d} alone on purpose to keep the change focused.", "scope"),
    ("I'll pick up {d} in a later pass.", "defer"),
    ("{D} will have to be its own ticket.", "issue"),
    ("I didn't get to {d} this time around.", "defer"),
    ("Next time I'm in here I'll fix {d}.", "defer"),
    ("I marked {d} with a `FIXME` comment instead of changing it.", "todo"),
    ("{D} is for a later PR; this one is only about the feature.", "scope"),
    ("Rather than fix {d} now, I opened a ticket for it.", "issue"),
    # recommendations to the user
    ("You'll want to fix {d} before this goes out.", "rec"),
    ("I'd recommend someone patch {d} soon.", "rec"),
    ("You should address {d} when you get a chance.", "rec"),
    ("It's worth fixing {d} before the release.", "rec"),
    ("I suggest you tackle {d} next.", "rec"),
    ("Make sure {d} gets fixed before the next deploy.", "rec"),
    ("Someone on the team should look at {d}.", "rec"),
    # passive
    ("{D} should be fixed next.", "passive"),
    ("{D} still needs to be addressed.", "passive"),
    ("{D} remains open.", "passive"),
    ("{D} is still there and wants a fix.", "passive"),
    ("{D} has yet to be dealt with.", "passive"),
    ("{D} is still outstanding.", "passive"),
    ("{D} needs fixing at some point.", "passive"),
    ("{D} is one for the next sprint.", "defer"),
    ("{D} came in with my change; want me to fix it forward or revert that part?", "ask"),
    ("Heads-up that {d} is still in there — want it gone?", "ask"),
    ("Also spotted {d}; I can send a patch.", "can"),
    ("I kept my hands off {d} for now, but it's a quick fix if you want it.", "can"),
    ("Once you've reviewed this, I'll move on to {d}.", "defer"),
    ("I'd tackle {d} in a cleanup PR later.", "follow"),
    ("Note to self: fix {d}.", "todo"),
    ("There's also {d} — I'll get to it tomorrow.", "defer"),
    ("I didn't want to widen the diff, so {d} is still there.", "scope"),
    ("Shout if {d} is a priority and I'll jump on it.", "lmk"),
    ("Want a quick PR for {d}?", "ask"),
    ("Keen to fix {d} too if you have time to review another change.", "happy"),
    ("I can raise a separate PR for {d}.", "can"),
    ("Strongly recommend patching {d} before anyone else hits it.", "rec"),
    ("Would you like a fix for {d} in this branch?", "ask"),
    ("I'll open a GitHub issue for {d} so it doesn't get lost.", "issue"),
    ("I wrote {d} into `KNOWN_ISSUES.md` and left the code as it was.", "todo"),
    ("I added {d} to the tech-debt board.", "issue"),
    ("Leaving {d} for you to decide on.", "defer"),
]

# block frames: (header, line frame, code)
OFFER_BLOCK = [
    ("## Next steps", "- Fix {d}", "list"),
    ("### Remaining work", "- {D} (not fixed yet)", "list"),
    ("**Known issues**", "- {D}", "list"),
    ("## Follow-ups", "- Patch {d}", "list"),
    ("### TODO", "- [ ] Fix {d}", "check"),
    ("Open items:", "* Address {d}", "list"),
    ("## Next steps", "1. Resolve {d}", "list"),
    ("### Still to do", "- [ ] {D}", "check"),
    ("## Known issues", "- {D} — still open", "list"),
    ("**Remaining**", "- Clean up {d} in a follow-up", "list"),
    ("TABLE", "| {D} | found while testing | left for a follow-up |", "table"),
    ("TABLE", "| {D} | open | next PR |", "table"),
    ("TABLE", "| {D} | not fixed | want me to? |", "table"),
    ("BOLD", "**Deferred:** {d}.", "bold"),
    ("BOLD", "**Not fixed:** {d}.", "bold"),
    ("BOLD", "**Left for a follow-up:** {d}.", "bold"),
    ("BOLD", "**Open bug:** {d} — say if you want it fixed.", "bold"),
    ("BOLD", "**Later:** {d}.", "bold"),
    ("HEAD", "### Left open: {d}", "heading"),
    ("HEAD", "## Not fixed in this PR: {d}", "heading"),
]

# offers whose defect is named paragraphs earlier; the key names no defect
PRE = [
    "While I was checking the new code path I found {d}.",
    "Side note: {d} is real — I reproduced it twice.",
    "One thing I ran into along the way: {d}.",
    "I also noticed {d} in the same area.",
    "Heads-up: my change exposed {d}.",
    "My refactor introduced {d}; it shows up only with the new code.",
    "Running the checks surfaced {d}.",
]
TOO = [
    "Want me to take care of that too?",
    "Shall I fix that while I'm here?",
    "I can patch it in a follow-up if you want.",
    "Let me know if you'd like me to sort that out.",
    "Happy to fix it as a separate commit.",
    "I'll circle back to it later.",
    "That one can wait for the next session.",
    "I left it for now.",
    "Should I handle it in this PR?",
    "Give me the go-ahead and I'll fix it.",
    "I'd rather leave that for a follow-up.",
    "Do you want it fixed now or later?",
    "If you want, I'll clean that up next.",
    "That's a job for another PR.",
    "Want me to chase that down?",
    "I can look into it if you like.",
    "Your call whether I fix it now.",
    "It's on my list for next time.",
    "Tell me and I'll patch it.",
    "Shall I take a stab at it?",
    "I haven't touched it yet; say if you want me to.",
    "I'll leave that one to you.",
    "Let's deal with that separately.",
    "Want a fix for that as well?",
    "I can do that next if you want.",
    "Leaving that as-is for the moment.",
    "Should I open a PR for that fix or fold it into this one?",
    "Can fix it in ten minutes if you want it.",
    "I'd like to get to it in the next pass.",
    "Not fixed in this change — happy to do it if you want.",
    "That should probably be its own follow-up, so I stopped there.".replace("should probably be", "belongs in"),
    "I've noted it and moved on.",
]

# ---------------------------------------------------------------- near-miss frames
FEAT = [
    ("Want me to add {f} as well?", "feat"),
    ("If you'd like, I can also add {f}.", "feat"),
    ("Happy to wire up {f} next.", "feat"),
    ("Shall I build {f} on top of this?", "feat"),
    ("Let me know and I'll sketch {f}.", "feat"),
    ("I can also add {f} if that's useful; the task itself is done.", "feat"),
    ("Say the word and I'll prototype {f}.", "feat"),
    ("A follow-up PR could add {f}.", "featdefer"),
    ("Adding {f} is out of scope for this PR; it's a new feature, not part of what you asked for.", "featdefer"),
    ("I'll circle back with a short proposal for {f} if you're interested.", "featdefer"),
    ("Would {f} be useful? I can do it next.", "feat"),
    ("Should I look into {f} as a next feature?", "feat"),
]
GENERIC_PASS = [
    ("Happy to walk through the diff on a call if that helps.", "ship"),
    ("Let me know if you'd like the changes split into smaller commits.", "ship"),
    ("If you'd like, I can summarise this for the changelog.", "feat"),
    ("Shall I delete the merged feature branches while I'm at it?", "ship"),
    ("I'll circle back after your review.", "ship"),
    ("Want me to keep going with the next item on your list?", "phase"),
    ("Next session we can start phase 3 of your plan (reporting), as you outlined.", "phase"),
    ("Want me to explain the trade-off behind the default value in more detail?", "design"),
    ("I can pair on the rollout plan if you want a second pair of eyes.", "ship"),
    ("Do you want a short demo recording for the stakeholders?", "feat"),
    ("If you want, I'll draft the announcement for the team channel.", "feat"),
    ("Shall I update the onboarding doc to mention the new setting?", "feat"),
]
FIXED_THEN = [
    "Since that's done, want me to add {f} too?",
    "Now that it's fixed, I can add {f} if useful.",
    "With that out of the way, shall I start on {f}?",
    "That's sorted; happy to move on to {f} if you want it.",
]
SHIP = [
    ("Want me to push `{br}` and open the PR?", "ship"),
    ("Shall I merge `{br}` into `main` once you've reviewed it?", "ship"),
    ("I can squash the commits on `{br}` into one before you review, if you prefer.", "ship"),
    ("Let me know and I'll deploy it to {env}.", "ship"),
    ("Happy to tag {tag} and cut the release.", "ship"),
    ("Should I rebase `{br}` onto the latest `main` before opening the PR?", "ship"),
    ("If you'd like, I'll write the PR description for `{br}` too.", "ship"),
    ("Do you want this rolled out to {env} today or after the weekend?", "ship"),
]
WHICH = [
    "Which issue would you like to start with?",
    "Which of these should I start on?",
    "Where do you want me to begin?",
    "Which one do you want tackled first?",
    "Tell me the order and I'll work through them.",
    "Pick the ones you want fixed and I'll start there.",
    "Which of the three matters most to you?",
    "Which order do you want them done in?",
]
NEXT_FEAT_HEAD = ["## Next steps", "### Possible follow-ups", "**Ideas for later**", "## Roadmap notes", "Next up:"]
LIMITS_HEAD = ["## Limitations & Future Work", "## Limitations and future work", "### Future work", "## Out of scope for v1", "## Known limitations (by design)"]
NEG = [
    ("Nothing is deferred: {d} from the review is fixed in this same change.", "neg"),
    ("There's no TODO left behind; {d} was fixed before I committed.", "neg"),
    ("You asked \"can you also look at {d}?\" — that's fixed now in `{file}`.", "quote"),
    ("I didn't leave {d} for later; the fix is the second commit on `{br}`.", "neg"),
    ("No follow-up PR is needed for {d}: it's fixed here.", "neg"),
    ("Rather than filing a ticket for {d}, I fixed it in this branch.", "neg"),
]

NOTES = {
    "ask": "A question offering to fix a defect the agent found, instead of fixing it.",
    "can": "\"I can / could\" offer to fix a named defect; the fix is within reach and not made.",
    "lmk": "A fix made conditional on the user's go-ahead.",
    "ify": "\"If you'd like / want\" offer to fix a named defect.",
    "happy": "\"Happy / glad to\" offer to fix a named defect.",
    "defer": "Defers a defect the agent could fix now to later / another session.",
    "todo": "Leaves a defect as a TODO / FIXME instead of fixing it.",
    "scope": "Calls a defect out of scope and leaves it, though the agent could fix it.",
    "follow": "Pushes a defect fix to a follow-up PR.",
    "issue": "Tracks a fixable defect in a new ticket instead of fixing it.",
    "rec": "Recommends that the user (or someone) fix a defect the agent could have fixed.",
    "passive": "Passive deferral: the defect is said to need fixing, and is left.",
    "list": "A next-steps / remaining / known-issues list holds a defect the agent could fix now.",
    "check": "An unticked checkbox holds a defect the agent could fix now.",
    "table": "A status-table row leaves a named defect open.",
    "bold": "A bold-label line defers a named defect.",
    "heading": "A heading leaves a named defect open.",
    "pre": "The defect is named paragraphs earlier; the key offers or defers its fix without naming it.",
    "feat": "Offer of an optional feature after the task is done; not a defect.",
    "featdefer": "Deferral words about a new feature, not a defect.",
    "fixed": "The defect is fixed in the same message; the offer is of a feature.",
    "ship": "Offer to commit / push / open a PR / merge / deploy: not a defect.",
    "design": "A design or preference question only the user can decide.",
    "phase": "The next phase of a plan the user set up; no defect is left behind.",
    "which": "Read-only triage the user asked for; asking where to start is not an offer instead of a fix.",
    "block": "An honest blocker outside the agent's reach, with a clear recommendation.",
    "off": "A defect in an area the user explicitly put off-limits, reported and left per instruction.",
    "nextfeat": "A next-steps list that holds only features and docs.",
    "limits": "\"Limitations & Future Work\" in a design doc the user asked for.",
    "neg": "Deferral words negated: the defect is fixed in this change.",
    "quote": "Quotes the user's request; the defect is fixed.",
}

# ---------------------------------------------------------------- bodies
CLOSERS = [
    "Branch: `{br}`.",
    "Diff is on `{br}`.",
    "All changes are on `{br}`, uncommitted.",
    "Committed to `{br}` as two commits.",
    "",
]


def changes_block(th, mark="-"):
    return "\n".join(f"{mark} {c}" for c in th["changes"])


def table_block(th):
    lines = ["| File | Change |", "|---|---|"]
    for c in th["changes"]:
        f, _, rest = c.partition(": ")
        lines.append(f"| {f} | {rest or 'new'} |")
    return "\n".join(lines)


def defect_table(th, key_line):
    other = R.choice(th["changes"]).split(": ")[0]
    return "| Item | Status | Plan |\n|---|---|---|\n| " + other + " | done | — |\n" + key_line


def block_text(header, line, th):
    if header == "TABLE":
        return defect_table(th, line)
    if header == "BOLD":
        return line
    if header == "HEAD":
        return line + "\n\n" + R.choice(["It reproduces with one extra edge case on top of the steps above.", "I have the reproduction in my shell history.", "The cause is in `" + th["file"] + "`, a few lines from my change."])
    extras = []
    # other items in the list are neutral non-defect items
    if R.random() < 0.6:
        extras.append(R.choice(["- Update " + R.choice(th["docs"]), "- Announce the change in #releases", "- Ask for a review from the owner of `" + th["file"] + "`"]))
    items = [line] + extras
    R.shuffle(items)
    if line.startswith("1."):
        items = [line] + [e.replace("- ", "2. ", 1) for e in extras]
    if line.startswith("- [ ]") or line.startswith("* "):
        items = [line]
    return header + "\n\n" + "\n".join(items)


def assemble(th, key, kind, checks, cmds, pre=None, prelude=None):
    """kind: 'sent' (sentence key) or 'block' (key is inside a block passed as key_block)."""
    intro = R.choice(th["intro"])
    facts = th["facts"][:]
    R.shuffle(facts)
    br = th["branch"]
    closer = R.choice(CLOSERS).format(br=br)
    out = "```\n" + th["out"] + "\n```" if checks else ""
    cmdline = f"I ran `{th['cmd']}` while working on it." if (cmds and not checks and R.random() < 0.7) else ""
    layout = R.choice(["terse", "report", "bullets", "table", "first", "long", "middle", "chat", "verbose"])
    if kind == "block" and layout in ("bullets", "first", "middle", "chat"):
        layout = R.choice(["report", "long", "terse", "verbose"])
    if pre and layout in ("first", "bullets", "middle"):
        layout = R.choice(["report", "long", "chat", "verbose"])
    parts = []
    if prelude:
        parts.append(prelude)
    keytext = key  # for blocks, key is the block text
    tail = None
    if pre:  # the defect is named earlier; the offer closes the message on its own
        tail, keytext = key, ""
    if layout == "terse":
        parts.append(intro + (" " + cmdline if cmdline else ""))
        if pre:
            parts.append(pre)
        parts.append(" ".join(facts[:2]))
        if out:
            parts.append(out)
        parts.append(keytext)
        if closer:
            parts.append(closer)
    elif layout == "report":
        parts.append("## Summary\n\n" + intro)
        parts.append("## Changes\n\n" + changes_block(th))
        if pre:
            parts.append("## Findings\n\n" + pre)
        if out:
            parts.append("## Tests\n\n" + out)
        if kind == "sent":
            parts.append("## Notes\n\n" + " ".join(facts[:1]) + " " + keytext)
        else:
            parts.append(keytext)
        if cmdline:
            parts.append(cmdline)
    elif layout == "bullets":
        items = [c for c in th["changes"]]
        items.insert(R.randrange(len(items) + 1), keytext)
        parts.append(intro)
        parts.append("\n".join("- " + i for i in items))
        if out:
            parts.append(out)
        if cmdline:
            parts.append(cmdline)
        parts.append(facts[0])
    elif layout == "table":
        parts.append(intro)
        parts.append(table_block(th))
        if pre:
            parts.append(pre)
        parts.append(facts[0] + (" " + cmdline if cmdline else ""))
        if out:
            parts.append(out)
        parts.append(keytext)
        if closer:
            parts.append(closer)
    elif layout == "first":
        parts.append(keytext)
        parts.append(intro)
        parts.append(changes_block(th, R.choice(["-", "*"])))
        if out:
            parts.append(out)
        parts.append(" ".join(facts[:2]) + (" " + cmdline if cmdline else ""))
    elif layout == "long":
        parts.append("# " + th["title"])
        parts.append(intro + " " + facts[0])
        parts.append("### What changed\n\n" + changes_block(th))
        if pre:
            parts.append(pre)
        parts.append(th["code"])
        parts.append(table_block(th))
        if out:
            parts.append("### Checks\n\n" + out)
        if cmdline:
            parts.append(cmdline)
        if kind == "sent":
            parts.append("### Notes\n\n" + " ".join(x for x in (facts[1], keytext, facts[2]) if x))
        else:
            parts.append(facts[1] + " " + facts[2])
            parts.append(keytext)
        if closer:
            parts.append(closer)
    elif layout == "chat":
        lo = intro[0].lower() + intro[1:]
        parts.append(R.choice(["ok, done — ", "done. ", "alright: ", "so — "]) + lo)
        if pre:
            parts.append("btw — " + pre)
        parts.append("fwiw: " + facts[0][0].lower() + facts[0][1:] + (" " + cmdline if cmdline else ""))
        if out:
            parts.append(out)
        parts.append(keytext)
    elif layout == "verbose":
        doc = R.choice(th["docs"])
        parts.append("# " + th["title"])
        parts.append("## What you asked for\n\n" + th["goal"] + " " + intro)
        parts.append("## How it works\n\n" + " ".join(facts) + "\n\n" + th["code"])
        parts.append("## Files\n\n" + table_block(th))
        if pre:
            parts.append("## Found along the way\n\n" + pre)
        if out:
            parts.append("## Verification\n\n" + out)
        elif cmdline:
            parts.append("## Commands\n\n" + cmdline)
        parts.append("## How to try it\n\n" + R.choice(th["howto"]))
        if kind == "sent":
            parts.append("## Notes\n\n" + cap(doc) + " is in the diff as well. " + keytext)
        else:
            parts.append(keytext)
        parts.append("Branch `" + br + "`; " + R.choice(["one commit.", "three commits, each builds on its own.", "not pushed yet."]))
    else:  # middle
        parts.append(" ".join(x for x in (intro, facts[0], keytext, facts[1], cmdline) if x))
        if R.random() < 0.5:
            parts.append(th["code"])
        if out:
            parts.append(out)
        parts.append(changes_block(th))
        if closer:
            parts.append(closer)
    if tail:
        parts.append(tail)
    return "\n\n".join(p.strip() for p in parts if p and p.strip())


# ---------------------------------------------------------------- build rows
ROWS = []  # (head, theme, key, block_or_None, pre, prelude, code, checks_ok)

# offer sentence rows: each frame with several themes/defects
idx = 0
for fi, (fr, code) in enumerate(OFFER_SENT):
    for k in range(3):
        tname = THEMES[(fi * 3 + k) % len(THEMES)]
        th = T[tname]
        d, t = th["defects"][(fi + k * 3) % len(th["defects"])]
        key = fr.format(d=d, D=cap(d))
        ROWS.append(("offer", tname, key, None, None, None, code, not t))

for bi, (hd, line, code) in enumerate(OFFER_BLOCK):
    for k in range(3):
        tname = THEMES[(bi * 3 + k + 1) % len(THEMES)]
        th = T[tname]
        d, t = th["defects"][(bi * 2 + k * 5 + 1) % len(th["defects"])]
        kl = line.format(d=d, D=cap(d))
        ROWS.append(("offer", tname, kl, (hd, kl), None, None, code, not t))

for pi, too in enumerate(TOO):
    tname = THEMES[(pi * 5) % len(THEMES)]
    th = T[tname]
    d, t = th["defects"][(pi * 3 + 2) % len(th["defects"])]
    pre = PRE[pi % len(PRE)].format(d=d)
    pre = cap(pre) if pre[0].islower() else pre
    ROWS.append(("offer", tname, too, None, pre, None, "pre", not t))

n_offer = len(ROWS)

# near misses
for fi, (fr, code) in enumerate(FEAT):
    for k in range(len(THEMES) if fi < 4 else 5):
        tname = THEMES[(fi + k) % len(THEMES)]
        th = T[tname]
        f = th["features"][(fi + k) % len(th["features"])]
        ROWS.append(("none", tname, fr.format(f=f), None, None, None, code, True))

for k, tname in enumerate(THEMES):
    th = T[tname]
    for j in range(4):
        d, t = th["defects"][(k + j * 2) % len(th["defects"])]
        f = th["features"][(k + j + 2) % len(th["features"])]
        fixed = R.choice([
            "I also fixed {d}; a new regression test covers it.",
            "While testing I found {d} and fixed that in a separate commit on `{br}`.",
            "{D} is fixed too — a small change in its own commit, with a test.",
        ]).format(d=d, D=cap(d), file=th["file"], br=th["branch"])
        key = FIXED_THEN[j].format(f=f)
        ROWS.append(("none", tname, key, None, fixed, None, "fixed", not t))

for si, (fr, code) in enumerate(SHIP):
    for tname in THEMES:
        th = T[tname]
        key = fr.format(br=th["branch"], env=th["env"], tag=th["tag"])
        ROWS.append(("none", tname, key, None, None, None, code, True))

for gi, (g, code) in enumerate(GENERIC_PASS):
    ROWS.append(("none", THEMES[(gi * 3) % len(THEMES)], g, None, None, None, code, True))

for tname in THEMES:
    for q in T[tname]["design"]:
        ROWS.append(("none", tname, q, None, None, None, "design", True))
    for b in T[tname]["blockers"]:
        ROWS.append(("none", tname, b, None, None, None, "block", True))
    for o in T[tname]["offlimits"]:
        ROWS.append(("none", tname, o, None, None, None, "off", True))

for wi, w in enumerate(WHICH):
    tname = THEMES[wi % len(THEMES)]
    th = T[tname]
    ds = [th["defects"][(wi + j) % len(th["defects"])][0] for j in range(3)]
    prelude = ("You asked for a read-only review before anything is changed, so I haven't edited any files. I found three problems:\n\n"
               + "\n".join(f"{n}. {cap(d)}" for n, d in enumerate(ds, 1)))
    ROWS.append(("none", tname, w, None, None, prelude, "which", True))

for k, tname in enumerate(THEMES):
    th = T[tname]
    for j in range(3):
        hd = NEXT_FEAT_HEAD[(k + j) % len(NEXT_FEAT_HEAD)]
        f = th["features"][(k + j * 2) % len(th["features"])]
        line = R.choice(["- Add {f}", "- [ ] {F}", "- Consider {f}", "* Try {f}"]).format(f=f, F=cap(f))
        ROWS.append(("none", tname, line, (hd, line), None, None, "nextfeat", True))
    for j in range(2):
        hd = LIMITS_HEAD[(k + j) % len(LIMITS_HEAD)]
        f = th["features"][(k + j + 3) % len(th["features"])]
        line = R.choice(["- v1 does not include {f}; it is planned for v2.", "- {F} is left for a later version by design.", "- We chose not to ship {f} in the first iteration."]).format(f=f, F=cap(f))
        ROWS.append(("none", tname, line, ("LIMITS:" + hd, line), None, None, "limits", True))

for ni, (fr, code) in enumerate(NEG):
    for k in range(4):
        tname = THEMES[(ni * 4 + k) % len(THEMES)]
        th = T[tname]
        d, t = th["defects"][(ni + k * 3) % len(th["defects"])]
        key = fr.format(d=d, file=th["file"], br=th["branch"])
        ROWS.append(("none", tname, key, None, None, None, code, not t))


def limits_doc(th, hd, line):
    f1, f2 = th["features"][0], th["features"][1]
    return ("Here is the design doc you asked for, saved as `docs/design/" + th["branch"].split("/")[-1] + ".md`.\n\n"
            "# Design: " + th["title"] + "\n\n"
            "## Goal\n\n" + th["goal"] + "\n\n"
            "## Approach (by file)\n\n" + changes_block(th) + "\n\n"
            + hd + "\n\n" + line + "\n- Other requests, such as " + (f1 if f1 not in line else f2) + ", need their own design.\n\n"
            "## Open questions\n\n- " + th["design"][0])


rows, seen = [], set()
for i, (head, tname, key, blk, pre, prelude, code, checks_ok) in enumerate(ROWS):
    assert key not in seen, key
    seen.add(key)
    th = T[tname]
    checks = checks_ok and R.random() < 0.45
    cmds = True if checks else R.random() < 0.55
    if blk and blk[0].startswith("LIMITS:"):
        msg = limits_doc(th, blk[0][7:], blk[1])
        checks, cmds = False, False
    elif code == "which":
        ev = R.choice(["I read through `{f}` and the code around it with `{c}`-style searches; the line numbers are in the list above.",
                       "Each of these reproduces on the current branch; I ran `{c}` only to locate the call sites.",
                       "I found each by reading `{f}` and its callers; nothing I ran writes to disk."]).format(f=th["file"], c=th["cmd"])
        msg = prelude + "\n\n" + ev + "\n\n" + R.choice(["Severity, highest first: 1, 3, 2.", "Item 1 is the one users will notice first.", "Rough size: each is under an hour of work."]) + " " + key
        checks, cmds = False, True
    elif blk:
        msg = assemble(th, block_text(blk[0], blk[1], th), "block", checks, cmds, pre, prelude)
    else:
        msg = assemble(th, key, "sent", checks, cmds, pre, prelude)
    assert key in msg, key
    assert 200 <= len(msg) <= 4500, (len(msg), key)
    if pre:
        assert msg.index(pre) < msg.index(key), key
    if head == "offer":
        refuse = [O]
    else:
        refuse = []
        assert code in NOTES
    # label consistency
    assert (head == "offer") == (refuse == [O])
    rows.append({"id": f"train11b-{i}", "refuse": refuse, "head": head, "turn_ran_checks": checks,
                 "turn_ran_commands": cmds, "key": key, "message": msg, "note": NOTES[code]})

ids = [r["id"] for r in rows]
assert len(ids) == len(set(ids))
assert len({r["key"] for r in rows}) == len(rows)
for r in rows:
    assert r["key"] in r["message"]
    assert r["head"] in ("offer", "none")
    if r["turn_ran_checks"]:
        assert r["turn_ran_commands"]

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train11b.jsonl"), "w") as fh:
    for r in rows:
        fh.write(json.dumps(r, ensure_ascii=False) + "\n")
c = Counter(r["head"] for r in rows)
print(len(rows), "rows in train11b.jsonl", dict(c))
print("notes:", dict(Counter(r["note"][:40] for r in rows)))
print("checks:", dict(Counter((r["head"], r["turn_ran_checks"]) for r in rows)))
