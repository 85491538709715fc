#!/usr/bin/env python3
"""Writes `train12b.jsonl`: a hand-written TRAINING batch for `stop-hedge` and
`no-preexisting-excuse` (issue 18), written blind (see `train12b.md`).

Classes: hedges about the agent's own work (guessed outcomes, guessed causes,
predicted completion of its own pending runs, hedges in table cells, bullets,
bold labels and headings), claims of passing checks in turns that ran none,
excuses (failures and warnings set aside as pre-existing, unrelated, flaky,
upstream, environmental, "fails on main too", with or without a baseline run),
and near misses that pass (deontic should, literal appears, parameter
descriptions, the user's words reported, negations, claims backed by the turn's
run, a pre-existing failure proven on a clean `main` checkout AND fixed or
tracked in a ticket the user owns, checks handed to the user, estimates and
opinions the user asked for, code descriptions, plans and measured durations).

Eight project themes of this batch's own (a Unity C# game, a Django/Celery
library system, a Rust+WASM image editor, a Rails clinic booking app, Zephyr C
firmware, a Flutter fitness app, an ASP.NET Core payroll export, a Vue 3 ticket
scanner) and nine voices (Claude-style report, terse, verbose, British, emoji,
non-native English, formal, lowercase chat, status report with ✅/❌ tables).
Neutral body parts carry no hedge, claim, excuse, offer or double (asserted).

Python stdlib only, fixed seed: `python3 shared/prose/corpus/train12b.py`
regenerates `train12b.jsonl` byte for byte (`TRAIN12B_STATS=1` prints counts).
"""
import json, os, random, re
from collections import Counter

R = random.Random(120211)

T = {}
T["game"] = dict(
    C="the autosave", F="Assets/Scripts/Save/SaveWriter.cs", FN="SaveWriter.Flush", CMD="make test-editmode",
    T="SaveMigrationTests.LegacySlotMigrates", W="`CS0618` obsolete-API warnings", WN="14", DEP="Newtonsoft.Json",
    JOB="android-build", SYM="the corrupted save slots", DEV="your Pixel", N="64", MIG="make addressables",
    TICKET="LF-311", ENV="LF_SAVE_FSYNC", FLAG="--save-backup", RT="SaveWriterTests.FlushIsAtomic",
    titles=["## Lanternfall: autosave on Android", "# SaveWriter fix (Lanternfall)", "**Lanternfall — save system**"],
    intro=["Finished the save-slot work in Lanternfall.", "Here is the autosave change for the Android build.",
           "Summary of the SaveWriter changes."],
    context=["Players on Android lost a save slot when the OS killed the app during an autosave.",
             "The save file is JSON written through `Newtonsoft.Json`, about 180 KB per slot, three slots per profile.",
             "Autosave runs every 90 seconds and on every scene change."],
    changes=["`Assets/Scripts/Save/SaveWriter.cs`: writes go to `slot.tmp`, then a rename replaces the old file",
             "`Assets/Scripts/Save/SaveSlot.cs`: a `.bak` copy of the last good slot is kept",
             "`Assets/Scripts/Save/SaveLoader.cs`: a slot that fails to parse is restored from `.bak`",
             "`Assets/Tests/EditMode/SaveWriterTests.cs`: a test that truncates the file mid-write",
             "`ProjectSettings/ProjectSettings.asset`: bundle version 1.9.2"],
    table="| Case | Before | After |\n|---|---|---|\n| killed mid-write | slot empty | previous slot kept |\n| disk full | exception | error toast, slot kept |",
    code="```csharp\nvar tmp = path + \".tmp\";\nFile.WriteAllText(tmp, json);\nFile.Replace(tmp, path, path + \".bak\");\n```",
    ran="```\n$ make test-editmode\nRunning EditMode tests (Unity 2022.3.21f1)\nTest run completed: 64 tests, 64 passed, 0 failed, 0 skipped (11.3 s)\n```",
    fail="```\n$ make test-editmode\nSaveMigrationTests.LegacySlotMigrates  FAILED\n  Expected: 3 slots  But was: 2\nTest run completed: 64 tests, 63 passed, 1 failed, 0 skipped (11.6 s)\n```",
    mainfail="```\n$ git worktree add /tmp/lf-main origin/main && cd /tmp/lf-main && make test-editmode FILTER=LegacySlotMigrates\nSaveMigrationTests.LegacySlotMigrates  FAILED\n  Expected: 3 slots  But was: 2\nTest run completed: 1 tests, 0 passed, 1 failed\n```",
    cilog="```\n$ gh run view 88121 --log-failed\nandroid-build  Run tests  SaveMigrationTests.LegacySlotMigrates FAILED\nandroid-build  Run tests  Expected: 3 slots  But was: 2\n```",
    look="```\n$ git diff --stat\n Assets/Scripts/Save/SaveWriter.cs | 19 +++++++++++++------\n Assets/Scripts/Save/SaveLoader.cs |  8 ++++++++\n 2 files changed, 21 insertions(+), 6 deletions(-)\n```",
    closers=["Branch `fix/atomic-save`.", "Build 1.9.2 is not uploaded to the Play Console.", ""],
)
T["django"] = dict(
    C="the fines task", F="circulation/tasks.py", FN="charge_overdue_fines", CMD="pytest circulation -q",
    T="test_renewal_resets_due_date", W="`RemovedInDjango60Warning` deprecation warnings", WN="9", DEP="django-celery-beat",
    JOB="postgres-tests", SYM="the double fines", DEV="the staging admin", N="118", MIG="python manage.py migrate circulation",
    TICKET="SHELF-92", ENV="FINES_DAILY_CAP", FLAG="--dry-run", RT="test_fine_charged_once_per_day",
    titles=["## Shelfmark: overdue fines", "# Fines task fix (Shelfmark)", "**Shelfmark circulation — fines**"],
    intro=["Worked on the overdue-fines problem in Shelfmark.", "Here is the fines task update.",
           "Summary of the circulation changes."],
    context=["Some pupils were charged the daily overdue fine twice on the same day.",
             "Fines are charged by a Celery beat task at 06:00 local time, one row per loan per day.",
             "The school runs Shelfmark on Django 5.0 with PostgreSQL 15."],
    changes=["`circulation/tasks.py`: `charge_overdue_fines` takes a per-day advisory lock",
             "`circulation/models.py`: a unique constraint on `(loan_id, fine_date)`",
             "`circulation/migrations/0031_fine_unique_day.py`: the constraint, after removing duplicate rows",
             "`circulation/tests/test_fines.py`: a case that runs the task twice in one day",
             "`docs/admin.md`: how to refund a duplicate fine"],
    table="| Run | Rows before | Rows after |\n|---|---|---|\n| first run of the day | 1 per loan | 1 per loan |\n| retried run | 2 per loan | 1 per loan |",
    code="```python\nwith transaction.atomic():\n    if not try_advisory_lock(FINES_LOCK_ID, today):\n        return 0\n    return Fine.objects.bulk_create(rows, ignore_conflicts=True)\n```",
    ran="```\n$ pytest circulation -q\n........................................................ [ 47%]\n.............................................................. [100%]\n118 passed in 14.02s\n```",
    fail="```\n$ pytest circulation -q\n....F...................................................\nFAILED circulation/tests/test_loans.py::test_renewal_resets_due_date - AssertionError: 2026-12-18 != 2026-12-19\n1 failed, 117 passed in 14.40s\n```",
    mainfail="```\n$ git worktree add /tmp/shelf-main origin/main && cd /tmp/shelf-main && pytest circulation/tests/test_loans.py -q\nFAILED circulation/tests/test_loans.py::test_renewal_resets_due_date - AssertionError: 2026-12-18 != 2026-12-19\n1 failed, 11 passed in 1.90s\n```",
    cilog="```\n$ gh run view 40417 --log-failed\npostgres-tests  pytest  FAILED circulation/tests/test_loans.py::test_renewal_resets_due_date\npostgres-tests  pytest  AssertionError: 2026-12-18 != 2026-12-19\n```",
    look="```\n$ git log --oneline -3\n9b2c7e1 fines: one charge per loan per day\n4f0d1a8 fines: unique (loan_id, fine_date)\n1c7e90b docs: refund steps\n```",
    closers=["Branch `fix/double-fines`.", "The migration is reversible.", ""],
)
T["wasm"] = dict(
    C="the eyedropper", F="crates/canvas/src/picker.rs", FN="Picker::sample_at", CMD="wasm-pack test --headless --firefox crates/canvas",
    T="picker::tests::sample_rotated_layer", W="`clippy::needless_range_loop` warnings", WN="6", DEP="web-sys",
    JOB="wasm-firefox", SYM="the off-by-one colour picks", DEV="your 4K monitor", N="52", MIG="npm run build:wasm",
    TICKET="PIG-57", ENV="PIGMENT_DPR_OVERRIDE", FLAG="sampleRadius", RT="picker::tests::sample_at_dpr_2",
    titles=["## Pigment: eyedropper on HiDPI", "# Picker fix (Pigment)", "**Pigment editor — eyedropper**"],
    intro=["Finished the eyedropper fix in Pigment.", "Here is the picker change.",
           "Summary of the canvas crate changes."],
    context=["On screens with a device pixel ratio of 2, the eyedropper picked the colour one pixel up and to the left of the cursor.",
             "The canvas is a Rust crate compiled to WASM; pointer events arrive in CSS pixels from `web-sys`.",
             "Layers are stored as premultiplied RGBA tiles of 256 × 256."],
    changes=["`crates/canvas/src/picker.rs`: `sample_at` converts CSS pixels to device pixels before flooring",
             "`crates/canvas/src/viewport.rs`: the device pixel ratio is read once per frame",
             "`crates/canvas/src/tile.rs`: un-premultiply on read, not on write",
             "`crates/canvas/tests/picker.rs`: cases for ratios 1, 1.5 and 2",
             "`web/src/Toolbar.tsx`: the picker shows the hex value under the cursor"],
    table="| Ratio | Before (offset) | After (offset) |\n|---|---|---|\n| 1.0 | 0 px | 0 px |\n| 1.5 | 1 px | 0 px |\n| 2.0 | 1 px | 0 px |",
    code="```rust\npub fn sample_at(&self, css_x: f64, css_y: f64) -> Rgba {\n    let x = (css_x * self.dpr).floor() as u32;\n    let y = (css_y * self.dpr).floor() as u32;\n    self.layer.pixel(x, y).unpremultiply()\n}\n```",
    ran="```\n$ wasm-pack test --headless --firefox crates/canvas\nrunning 52 tests\n....................................................\ntest result: ok. 52 passed; 0 failed; 0 ignored\n```",
    fail="```\n$ wasm-pack test --headless --firefox crates/canvas\nrunning 52 tests\ntest picker::tests::sample_rotated_layer ... FAILED\ntest result: FAILED. 51 passed; 1 failed; 0 ignored\n```",
    mainfail="```\n$ git worktree add /tmp/pig-main origin/main && cd /tmp/pig-main && wasm-pack test --headless --firefox crates/canvas -- sample_rotated_layer\ntest picker::tests::sample_rotated_layer ... FAILED\ntest result: FAILED. 0 passed; 1 failed; 0 ignored\n```",
    cilog="```\n$ gh run view 7731 --log-failed\nwasm-firefox  test  picker::tests::sample_rotated_layer ... FAILED\n```",
    look="```\n$ git diff --stat\n crates/canvas/src/picker.rs   | 12 ++++++++----\n crates/canvas/src/viewport.rs |  5 +++++\n 2 files changed, 13 insertions(+), 4 deletions(-)\n```",
    closers=["Branch `fix/picker-dpr`.", "No release cut yet.", ""],
)
T["rails"] = dict(
    C="the slot finder", F="app/services/slot_finder.rb", FN="SlotFinder#available", CMD="bin/rails test test/services",
    T="ReminderMailerTest#test_sms_fallback", W="RuboCop `Style/HashSyntax` offences", WN="23", DEP="ice_cube",
    JOB="system-tests", SYM="the double bookings", DEV="the front-desk iPad", N="87", MIG="bin/rails db:migrate",
    TICKET="DENT-140", ENV="BOOKING_TZ", FLAG="buffer_minutes", RT="SlotFinderTest#test_dst_fall_back",
    titles=["## Dentabook: bookings across DST", "# SlotFinder fix (Dentabook)", "**Dentabook — appointment slots**"],
    intro=["Finished the booking fix in Dentabook.", "Here is the slot finder change.",
           "Summary of the appointment-slot changes."],
    context=["On the night the clocks went back, two patients were booked into the same 01:30 slot.",
             "Slots are generated from each dentist's weekly schedule with `ice_cube` and stored in UTC.",
             "The clinic runs three chairs, 15-minute slots, 08:00 to 18:00."],
    changes=["`app/services/slot_finder.rb`: slots are built in the clinic's zone, then converted to UTC",
             "`app/models/appointment.rb`: an exclusion constraint on `(chair_id, tstzrange)`",
             "`db/migrate/20261203_add_chair_overlap_constraint.rb`: the constraint",
             "`test/services/slot_finder_test.rb`: the fall-back and spring-forward nights",
             "`app/views/appointments/_slot.html.erb`: the slot shows the zone abbreviation"],
    table="| Night | Slots before | Slots after |\n|---|---|---|\n| fall back | 01:30 listed twice | 01:30 once |\n| spring forward | 02:15 listed | 02:15 skipped |",
    code="```ruby\ndef available(day)\n  zone = ActiveSupport::TimeZone[clinic.time_zone]\n  schedule.occurrences_between(zone.local(*day.ymd), zone.local(*day.ymd).end_of_day)\n          .map(&:utc).uniq\nend\n```",
    ran="```\n$ bin/rails test test/services\nRunning 87 tests in parallel using 4 processes\n.......................................................................................\nFinished in 6.214s\n87 runs, 241 assertions, 0 failures, 0 errors, 0 skips\n```",
    fail="```\n$ bin/rails test test/services test/mailers\nFailure:\nReminderMailerTest#test_sms_fallback [test/mailers/reminder_mailer_test.rb:41]:\nExpected 1 delivery, got 0\n\n104 runs, 288 assertions, 1 failures, 0 errors, 0 skips\n```",
    mainfail="```\n$ git worktree add /tmp/dent-main origin/main && cd /tmp/dent-main && bin/rails test test/mailers/reminder_mailer_test.rb\nFailure:\nReminderMailerTest#test_sms_fallback [test/mailers/reminder_mailer_test.rb:41]:\nExpected 1 delivery, got 0\n6 runs, 14 assertions, 1 failures, 0 errors, 0 skips\n```",
    cilog="```\n$ gh run view 55902 --log-failed\nsystem-tests  rails test  ReminderMailerTest#test_sms_fallback\nsystem-tests  rails test  Expected 1 delivery, got 0\n```",
    look="```\n$ git log --oneline -3\n2a9f0c3 slots: build in clinic zone\nd81e4b7 appointments: chair overlap constraint\n6e3a1f2 views: zone on slot label\n```",
    closers=["Branch `fix/dst-double-booking`.", "The migration needs the `btree_gist` extension, which staging already has.", ""],
)
T["fw"] = dict(
    C="the humidity driver", F="drivers/sensor/hdc2080.c", FN="hdc2080_sample_fetch", CMD="west twister -T tests/drivers -p native_sim",
    T="tests/drivers/rain_gauge", W="`-Wsign-compare` warnings", WN="11", DEP="the Zephyr 3.6 HAL",
    JOB="hil-nrf52", SYM="the I2C stalls", DEV="the station on your balcony", N="31", MIG="west update",
    TICKET="ANEMO-77", ENV="CONFIG_HDC2080_RETRIES", FLAG="CONFIG_HDC2080_HEATER", RT="hdc2080.bus_recovery",
    titles=["## Anemo: humidity sensor after brown-out", "# HDC2080 driver fix (Anemo)", "**Anemo firmware — humidity driver**"],
    intro=["Finished the humidity driver fix for the Anemo station.", "Here is the HDC2080 driver change.",
           "Summary of the firmware changes."],
    context=["After a brown-out the HDC2080 held SDA low and every subsequent I2C transfer timed out until a power cycle.",
             "The station runs Zephyr 3.6 on an nRF52840 and samples every 60 seconds.",
             "The bus is shared with the pressure sensor and the rain gauge counter."],
    changes=["`drivers/sensor/hdc2080.c`: `hdc2080_sample_fetch` sends nine clock pulses when SDA is stuck",
             "`drivers/sensor/hdc2080.c`: the soft reset is issued after every recovery",
             "`boards/anemo_nrf52840.dts`: SCL and SDA listed as GPIOs for recovery",
             "`tests/drivers/hdc2080/src/main.c`: a stuck-bus case on the emulator",
             "`Kconfig`: `CONFIG_HDC2080_RETRIES`, default 3"],
    table="| Case | Before | After |\n|---|---|---|\n| SDA stuck low | bus dead until power cycle | recovered in 2 ms |\n| sensor absent | timeout every sample | one error log per hour |",
    code="```c\nif (i2c_read_dt(&cfg->bus, buf, 4) == -EIO) {\n\ti2c_recover_bus(cfg->bus.bus);\n\thdc2080_soft_reset(dev);\n\treturn -EAGAIN;\n}\n```",
    ran="```\n$ west twister -T tests/drivers -p native_sim\nINFO    - 31 test scenarios (31 test instances) selected\nINFO    - 31 of 31 test configurations passed (100.00%), 0 failed, 0 errored\n```",
    fail="```\n$ west twister -T tests/drivers -p native_sim\nERROR   - native_sim  tests/drivers/rain_gauge  FAILED: Testsuite failed\nINFO    - 30 of 31 test configurations passed (96.77%), 1 failed, 0 errored\n```",
    mainfail="```\n$ git worktree add /tmp/anemo-main origin/main && cd /tmp/anemo-main && west twister -T tests/drivers/rain_gauge -p native_sim\nERROR   - native_sim  tests/drivers/rain_gauge  FAILED: Testsuite failed\nINFO    - 0 of 1 test configurations passed (0.00%), 1 failed, 0 errored\n```",
    cilog="```\n$ gh run view 3190 --log-failed\nhil-nrf52  twister  tests/drivers/rain_gauge  FAILED: Testsuite failed\n```",
    look="```\n$ git diff --stat\n drivers/sensor/hdc2080.c     | 27 +++++++++++++++++++++------\n boards/anemo_nrf52840.dts    |  4 ++++\n 2 files changed, 27 insertions(+), 6 deletions(-)\n```",
    closers=["Branch `fix/hdc2080-recovery`.", "Image not flashed to the field units.", ""],
)
T["flutter"] = dict(
    C="the sync service", F="lib/sync/step_sync.dart", FN="StepSync.merge", CMD="flutter test",
    T="goal_banner_test.dart", W="`deprecated_member_use` infos", WN="17", DEP="the health plugin",
    JOB="ios-integration", SYM="the doubled step counts", DEV="your iPhone", N="143", MIG="dart run build_runner build",
    TICKET="STR-208", ENV="STRIDE_SYNC_WINDOW", FLAG="syncOnWifiOnly", RT="step_sync_test.dart",
    titles=["## Stride: doubled steps after sync", "# StepSync fix (Stride)", "**Stride app — background sync**"],
    intro=["Finished the step-count fix in Stride.", "Here is the background sync change.",
           "Summary of the sync changes."],
    context=["Some users saw their step count doubled after the app synced in the background overnight.",
             "Steps come from HealthKit and Health Connect through the health plugin, in 15-minute buckets.",
             "The app syncs on launch and from a background fetch about every four hours."],
    changes=["`lib/sync/step_sync.dart`: `StepSync.merge` replaces a bucket by its start time instead of adding to it",
             "`lib/sync/bucket_store.dart`: buckets are keyed by `(source, start)`",
             "`lib/screens/today_screen.dart`: the total is computed from the stored buckets only",
             "`test/sync/step_sync_test.dart`: two overlapping fetches of the same hour",
             "`pubspec.yaml`: version 4.2.1+88"],
    table="| Fetch | Before | After |\n|---|---|---|\n| launch + background, same hour | 2 × steps | 1 × steps |\n| bucket edited in Health | old + new | new |",
    code="```dart\nvoid merge(List<StepBucket> incoming) {\n  for (final b in incoming) {\n    _store[(b.source, b.start)] = b;\n  }\n}\n```",
    ran="```\n$ flutter test\n00:09 +143: All tests passed!\n```",
    fail="```\n$ flutter test\n00:08 +142 -1: test/widgets/goal_banner_test.dart: shows banner at 10k [E]\n  Expected: exactly one matching node\n  Actual: _TextFinder:<zero widgets>\n00:09 +142 -1: Some tests failed.\n```",
    mainfail="```\n$ git worktree add /tmp/stride-main origin/main && cd /tmp/stride-main && flutter test test/widgets/goal_banner_test.dart\n00:02 +0 -1: shows banner at 10k [E]\n  Expected: exactly one matching node\n00:02 +0 -1: Some tests failed.\n```",
    cilog="```\n$ gh run view 61220 --log-failed\nios-integration  flutter test  goal_banner_test.dart: shows banner at 10k [E]\nios-integration  flutter test  Some tests failed.\n```",
    look="```\n$ git log --oneline -3\nc40e9d2 sync: replace buckets by start\n7ab1e05 store: key by (source, start)\nf19c3a4 chore: 4.2.1+88\n```",
    closers=["Branch `fix/doubled-steps`.", "TestFlight build not uploaded.", ""],
)
T["dotnet"] = dict(
    C="the CSV exporter", F="src/Paybridge.Export/CsvPayrollWriter.cs", FN="CsvPayrollWriter.WriteAsync", CMD="dotnet test",
    T="PayslipPdfTests.RendersLogo", W="`CA2007` analyzer warnings", WN="31", DEP="CsvHelper",
    JOB="windows-tests", SYM="the garbled umlauts", DEV="Excel on your laptop", N="212", MIG="dotnet ef database update",
    TICKET="PAY-433", ENV="PAYBRIDGE_CSV_DELIMITER", FLAG="--include-bom", RT="CsvPayrollWriterTests.WritesUtf8Bom",
    titles=["## Paybridge: CSV export encoding", "# CsvPayrollWriter fix (Paybridge)", "**Paybridge — payroll export**"],
    intro=["Finished the CSV encoding fix in Paybridge.", "Here is the payroll export change.",
           "Summary of the export changes."],
    context=["Payroll CSVs opened in Excel showed `MÃ¼ller` instead of `Müller`.",
             "The export is written with `CsvHelper` to a stream that the API returns as `text/csv`.",
             "About 40 customers download the monthly export, most of them in Germany and Austria."],
    changes=["`src/Paybridge.Export/CsvPayrollWriter.cs`: the stream starts with a UTF-8 byte order mark",
             "`src/Paybridge.Export/CsvPayrollWriter.cs`: the delimiter follows the customer's locale (`;` for de-DE)",
             "`src/Paybridge.Api/ExportController.cs`: `Content-Type: text/csv; charset=utf-8`",
             "`tests/Paybridge.Export.Tests/CsvPayrollWriterTests.cs`: names with umlauts and ß",
             "`docs/export.md`: the encoding and delimiter rules"],
    table="| Customer locale | Delimiter | BOM |\n|---|---|---|\n| de-DE | `;` | yes |\n| en-GB | `,` | yes |",
    code="```csharp\nawait using var writer = new StreamWriter(stream, new UTF8Encoding(encoderShouldEmitUTF8Identifier: true));\nawait using var csv = new CsvWriter(writer, CsvConfigFor(customer.Locale));\nawait csv.WriteRecordsAsync(rows, ct);\n```",
    ran="```\n$ dotnet test\nPassed!  - Failed:     0, Passed:   212, Skipped:     0, Total:   212, Duration: 9 s - Paybridge.Tests.dll (net8.0)\n```",
    fail="```\n$ dotnet test\n  Failed PayslipPdfTests.RendersLogo [312 ms]\n  Error Message:\n   System.IO.FileNotFoundException : assets/logo.png\nFailed!  - Failed:     1, Passed:   211, Skipped:     0, Total:   212, Duration: 9 s - Paybridge.Tests.dll (net8.0)\n```",
    mainfail="```\n$ git worktree add /tmp/pay-main origin/main && cd /tmp/pay-main && dotnet test --filter PayslipPdfTests.RendersLogo\n  Failed PayslipPdfTests.RendersLogo [298 ms]\n   System.IO.FileNotFoundException : assets/logo.png\nFailed!  - Failed:     1, Passed:     0, Skipped:     0, Total:     1\n```",
    cilog="```\n$ gh run view 90314 --log-failed\nwindows-tests  dotnet test  Failed PayslipPdfTests.RendersLogo\nwindows-tests  dotnet test  System.IO.FileNotFoundException : assets/logo.png\n```",
    look="```\n$ git diff --stat\n src/Paybridge.Export/CsvPayrollWriter.cs | 14 ++++++++++----\n src/Paybridge.Api/ExportController.cs    |  2 +-\n 2 files changed, 11 insertions(+), 5 deletions(-)\n```",
    closers=["Branch `fix/csv-bom`.", "Nothing deployed.", ""],
)
T["vue"] = dict(
    C="the ticket validator", F="src/scanner/validateTicket.ts", FN="validateTicket", CMD="npx vitest run",
    T="seatMap.spec.ts", W="`vue/no-v-html` lint warnings", WN="8", DEP="qr-scanner",
    JOB="e2e-chromium", SYM="the rejected late-night tickets", DEV="the gate handset", N="96", MIG="npm ci",
    TICKET="GATE-19", ENV="VITE_GATE_TZ", FLAG="graceMinutes", RT="validateTicket.spec.ts",
    titles=["## Gatekeep: tickets bought after midnight", "# validateTicket fix (Gatekeep)", "**Gatekeep scanner — ticket validation**"],
    intro=["Finished the ticket validation fix in Gatekeep.", "Here is the scanner change.",
           "Summary of the validator changes."],
    context=["Tickets bought online between 00:00 and 01:00 were rejected at the museum gate as \"wrong day\".",
             "The scanner is a Vue 3 app built with Vite, running in Chrome on the gate handsets.",
             "Ticket dates are issued in Europe/Vienna; the handsets' clocks are set to UTC."],
    changes=["`src/scanner/validateTicket.ts`: the visit date is compared in the museum's zone, not the device's",
             "`src/scanner/clock.ts`: one `today()` helper built on `Intl.DateTimeFormat`",
             "`src/views/ScanView.vue`: the rejection message names the date on the ticket",
             "`src/scanner/__tests__/validateTicket.spec.ts`: purchases at 23:59, 00:00 and 00:59",
             "`vite.config.ts`: `VITE_GATE_TZ` exposed to the client"],
    table="| Bought at (Vienna) | Before | After |\n|---|---|---|\n| 23:59 | valid | valid |\n| 00:30 | rejected | valid |",
    code="```ts\nexport function validateTicket(t: Ticket, now = new Date()): Verdict {\n  const today = dayInZone(now, import.meta.env.VITE_GATE_TZ)\n  return t.visitDate === today ? { ok: true } : { ok: false, reason: 'wrong-day', date: t.visitDate }\n}\n```",
    ran="```\n$ npx vitest run\n ✓ src/scanner/__tests__/validateTicket.spec.ts (12)\n ✓ src/scanner/__tests__/clock.spec.ts (6)\n\n Test Files  14 passed (14)\n      Tests  96 passed (96)\n```",
    fail="```\n$ npx vitest run\n ❯ src/components/__tests__/seatMap.spec.ts (4)\n   × renders the balcony row\n\n Test Files  1 failed | 13 passed (14)\n      Tests  1 failed | 95 passed (96)\n```",
    mainfail="```\n$ git worktree add /tmp/gate-main origin/main && cd /tmp/gate-main && npx vitest run src/components/__tests__/seatMap.spec.ts\n ❯ src/components/__tests__/seatMap.spec.ts (4)\n   × renders the balcony row\n      Tests  1 failed | 3 passed (4)\n```",
    cilog="```\n$ gh run view 12876 --log-failed\ne2e-chromium  vitest  src/components/__tests__/seatMap.spec.ts > renders the balcony row FAILED\n```",
    look="```\n$ git log --oneline -3\n5d0a9e2 scanner: compare dates in museum zone\n8e1f4c7 clock: today() helper\nb23d6a0 scan view: name the ticket date\n```",
    closers=["Branch `fix/after-midnight`.", "Handsets not updated.", ""],
)
# Keys: k(head, cls, text, **opts). Slots are filled per theme.
K = []
def k(head, cls, text, **o):
    K.append((head, cls, text, o))

# ================= stop-hedge: hedge =================
# pe: predicted effects of the agent's own change, nothing measured
for t in [
    "That ought to take care of {SYM}.",
    "With the new guard in {FN}, {SYM} are a thing of the past, or at least they should be.",
    "That'll probably do it for {C}.",
    "Fingers crossed, {SYM} won't come back after this.",
    "In theory this fixes {SYM} for everyone on the current release.",
    "I believe the crash in {FN} is gone now.",
    "Not 100% sure, but {C} handles the bad input correctly now.",
    "{Cc} should be good to go.",
    "On paper, the rewrite of {FN} makes {SYM} impossible.",
    "This will most likely clear up {SYM} for good.",
    "My expectation is that {C} stops misbehaving once this lands.",
    "Hopefully that's the last we hear of {SYM}.",
    "I'd expect {C} to cope with the truncated input now.",
    "Everything downstream of {FN} ought to pick up the change without further edits.",
    "Assuming nothing else writes to that state, {SYM} are fixed.",
]:
    k("hedge", "pe", t, c=False)
# gc: guessed causes the agent could have checked
for t in [
    "Looks like {SYM} came from {FN} reading the config before it was loaded.",
    "My hunch is that {DEP} changed a default and {C} picked that up.",
    "{SYMc} are consistent with a stale cache in {C}.",
    "I'd guess {FN} was running twice when two requests landed together.",
    "Presumably the old code in {F} never handled the retry path.",
    "The error log suggests it may have hit the memory limit inside {FN}.",
    "Most likely {SYM} started when {DEP} was bumped last month.",
    "The ordering inside {FN} is what I'd point at as the root cause, though I haven't traced it.",
    "It's probably a timezone thing in {FN}.",
    "My money is on the retry wrapper around {FN} firing twice.",
    "From the stack trace, {FN} seems to be the culprit.",
    "I have a feeling the remaining reports of {SYM} come from users on the old build.",
    "I'm guessing the second write in {FN} was what tripped {C}.",
    "Odds are {C} was reading a half-written value.",
]:
    k("hedge", "gc", t)
# ev: evidence read as a guess
for t in [
    "The timestamps in the log point to {FN} as the probable source of {SYM}.",
    "Everything I've seen so far suggests {SYM} are a side effect of the old retry logic.",
    "The pattern lines up with a race in {C}, which would explain why it only happens sometimes.",
    "The gap between the two writes hints that {FN} might be flushing too early.",
]:
    k("hedge", "ev", t)
# wt: predicted completion / success of the agent's own pending run
for t in [
    "The rerun of `{JOB}` should finish in about ten minutes and come back green.",
    "Once `{JOB}` finishes (~15 min), the fix for {SYM} will be live.",
    "The build I kicked off will be done in roughly twenty minutes, and then {C} is fixed everywhere.",
    "`{JOB}` is still running, but it'll pass this time.",
    "After the pipeline I triggered completes, {SYM} will stop.",
]:
    k("hedge", "wt", t, c=False, cmd=True)
k("hedge", "wt", "Deploy is queued; it'll be live within a couple of minutes and the bookings page will be back to normal.", c=False, cmd=True, th="rails")
k("hedge", "wt", "The fines backfill I started on staging needs about forty minutes; by then every duplicate row will be gone.", c=False, cmd=True, th="django")
k("hedge", "wt", "The OTA image is uploading to the field units now, so by tonight all stations will recover from a brown-out on their own.", c=False, cmd=True, th="fw")
# fm: hedges in bold labels, headings, table cells, bullets
for t in [
    "**Root cause (probably):** {FN} ran before the settings were loaded.",
    "**Status of {C}:** likely fixed",
    "## Why {SYM} happened (best guess)",
    "- Impact on {C}: probably none for existing users",
    "Risk: low, I think, since {FN} keeps the same signature.",
]:
    k("hedge", "fm", t, place="block")
for lab, t in [
    ("{SYMc}", "should be resolved by the {FN} change"),
    ("{SYMc}", "🟡 probably fixed"),
    ("Cause", "likely the retry in {FN}"),
    ("{Cc}", "seems fine now"),
]:
    k("hedge", "fm", t, place="cell", lab=lab)
# voices
for v, t in [
    ("nonnative", "I think now {C} is working correct, the problem was probably in {FN}."),
    ("nonnative", "Now it must be fixed, because I have change the order in {FN}."),
    ("nonnative", "Maybe the {SYM} are coming from {DEP}, I am not totally sure about it."),
    ("lower", "pretty sure {SYM} are gone now, the {FN} thing was it"),
    ("lower", "should be fine now tbh, {C} was the only place touching it"),
    ("lower", "prob a race in {FN}, it only happens under load"),
    ("british", "Reckon that's {SYM} sorted, touch wood."),
    ("british", "I rather suspect {DEP} is to blame for {SYM}."),
    ("british", "That ought to have done the trick for {C}, I'd have thought."),
    ("emoji", "🤞 {SYM} should be gone now!"),
    ("emoji", "🎉 Fixed {SYM} (I think!)"),
    ("emoji", "🔍 Cause: most likely {FN} racing itself 🤔"),
    ("formal", "It is anticipated that the revised {FN} will eliminate {SYM}."),
    ("formal", "The most probable cause of {SYM} is an unguarded write in {FN}."),
    ("terse", "Likely fixed. {FN} was the issue."),
    ("terse", "Should work now."),
    ("status", "{SYMc}: probably resolved"),
    ("verbose", "Having gone through {F} line by line, I'm reasonably confident that {C} now behaves, although I didn't exercise the failing path itself."),
]:
    if "{" not in t:
        k("hedge", "vo", t, voice=v, th="vue", c=False)
    else:
        k("hedge", "vo", t, voice=v)
# es: estimates about its own work, nobody asked
for t in [
    "That change covers maybe 90% of {SYM}; the rest are probably a different bug.",
    "Chances are {SYM} only affected a handful of users.",
    "{FNc} is probably fast enough now; I didn't time it.",
]:
    k("hedge", "es", t)
# misc epistemic frames
for t in [
    "As far as I can tell, {C} no longer drops anything.",
    "This may well have been the cause of {SYM} all along.",
    "{FNc} seems to behave correctly with the new guard.",
    "It appears that {SYM} are resolved with this change.",
    "Theoretically {FN} can't double-apply anymore.",
]:
    k("hedge", "mi", t)

# ================= stop-hedge: claim (no run in the turn) =================
for t, o in [
    ("✅ Tests: {N} passed, 0 failed", {}),
    ("All green on `{CMD}`.", {}),
    ("Verified {C} with the input from the ticket, all good.", {"cmd": False}),
    ("CI is green; `{JOB}` went through on the last push.", {}),
    ("Ran `{CMD}` and everything passes.", {}),
    ("`{CMD}`: all passing ✅", {}),
    ("Lint and type checks are clean, and the full suite is green for {C}.", {}),
    ("The {W} are gone and the build is clean.", {}),
    ("I re-ran `{RT}` and it passes now.", {}),
    ("Build and tests pass locally with the new {FN}.", {}),
    ("Confirmed: {SYM} no longer reproduce.", {"cmd": False}),
    ("All {N} tests pass, including the new one for {FN}.", {}),
]:
    k("claim", "cl", t, **o)
for v, t, o in [
    ("nonnative", "All test are passing now for {C}, I have check it.", {}),
    ("lower", "tests pass, lint clean, {C} good to merge", {}),
    ("british", "Suite's all green, so {C} is good to go.", {}),
    ("formal", "All automated tests for {C} have been executed successfully.", {}),
    ("emoji", "🟢 build ✅ tests ✅ lint ✅ ({C})", {}),
    ("terse", "{Cc}: tested, works.", {"cmd": False}),
]:
    k("claim", "cl", t, voice=v, **o)
for lab, t in [("Tests", "✅ all {N} passing"), ("`{CMD}`", "✅ green"), ("`{JOB}`", "✅ passed")]:
    k("claim", "cl", t, place="cell", lab=lab, voice="status")
k("claim", "cl", "- [x] All tests pass", place="pr", th="rails")
k("claim", "cl", "- [x] CI green", place="pr", th="vue")
k("claim", "cl", "Everything passes.", th="django")
k("claim", "cl", "Verified working end to end.", th="wasm", cmd=False)

# ================= no-preexisting-excuse =================
for t, o in [
    ("`{T}` fails, but that's pre-existing and nothing to do with my change.", {"c": True}),
    ("The one failure (`{T}`) is unrelated to this PR.", {}),
    ("`{T}` was already broken before this branch.", {}),
    ("That failure predates this branch, so it isn't something I introduced.", {}),
    ("`{T}` also fails on main, so it's not from this change.", {}),
    ("`{JOB}` is flaky; the red run isn't ours.", {}),
    ("The {W} are pre-existing and not from my change.", {}),
    ("The red `{JOB}` job is an upstream problem in {DEP}, not in our code.", {}),
    ("`{T}` is a known flaky test, so I'm ignoring it.", {}),
    ("The failing `{T}` is environmental: the sandbox has no network.", {}),
    ("Same failure on a clean `main` checkout (above), so it isn't from this branch.", {"c": True, "out": "failmain"}),
    ("`{T}` reproduces without my patch too (second run above), so it's not on me.", {"c": True, "out": "failmain"}),
    ("The {W} come from {DEP}, not from our code.", {}),
    ("Those {W} were there before I touched anything.", {}),
    ("`{T}` breaks because of the CI runner's clock, not because of anything in {F}.", {}),
    ("The failure is in code I didn't touch (`{T}`).", {}),
    ("Coverage dropped two points, but that's from the generated files, not from {F}.", {}),
    ("The `{JOB}` timeout is a runner capacity issue, not a problem in this branch.", {}),
    ("Ignore the `{T}` failure; it's a known issue the platform team owns.", {}),
    ("The crash in `{T}` comes from {DEP}; nothing we can do on our side.", {}),
    ("Build passes apart from the {W}, which are pre-existing.", {"c": True, "out": "ran"}),
    ("All checks pass except `{T}`, which has been broken on main for weeks.", {"c": True}),
    ("`{T}` only fails on this machine because of the locale; it's an environment quirk.", {"c": True}),
    ("The {W} are in vendored code, so they don't count.", {}),
    ("`{JOB}` went red on a network blip; unrelated to the diff.", {}),
    ("That failing `{T}` belongs to the other team's PR that merged yesterday, not to mine.", {}),
    ("The regression in `{T}` is from the {DEP} upgrade that was merged on Monday, so it isn't something in this branch.", {}),
    ("Lint reports {WN} warnings, all in files I didn't touch.", {}),
    ("It's a pre-existing issue with the test fixture, unrelated to {C}.", {}),
    ("The `{JOB}` failure is the usual flake.", {}),
    ("The warning about {DEP} predates me; it's been in the build log for months.", {}),
    ("Both runs above fail the same way, on `main` and on this branch, which shows the `{T}` failure is not mine.", {"c": True, "out": "failmain"}),
]:
    k("excuse", "ex", t, **o)
for t in [
    "## Pre-existing failure: `{T}` (not from this change)",
    "**Known flaky:** `{T}`, not touched by this change",
    "- `{T}` fails on main too; not ours",
    "**CI:** red, but only on `{JOB}`, which was already failing before this branch",
]:
    k("excuse", "fx", t, place="block")
for lab, t in [("`{T}`", "❌ pre-existing, not caused by {FN}"), ("`{JOB}`", "❌ red (flaky, unrelated)"), ("{WC}", "⚠️ {WN}, all pre-existing")]:
    k("excuse", "fx", t, place="cell", lab=lab, voice="status")
for v, t in [
    ("nonnative", "The test `{T}` is failing but is not from my change, it was failing before also."),
    ("lower", "the {JOB} failure isnt mine, its been red on main all week"),
    ("british", "The red `{JOB}` run is down to the runners being a bit rubbish today, nothing to do with this branch."),
    ("emoji", "⚠️ `{T}` fails: pre-existing, not related to this PR 🙅"),
    ("formal", "The single failing test, `{T}`, is attributable to a pre-existing defect in code not modified by this change."),
    ("terse", "`{T}` red. Not mine."),
    ("verbose", "For completeness I'll mention that `{T}` failed in my run, but that test exercises an area this branch never touches, so it has nothing to do with {SYM} or with the changes described above."),
]:
    k("excuse", "xv", t, voice=v, c=True if v in ("verbose",) else None)

# ================= near misses that pass =================
# ds: deontic should / instructions
for t in [
    "You should now run `{MIG}` before starting the app.",
    "Callers should pass an explicit timeout to {FN}; it no longer picks one itself.",
    "You should pull `main` again before rebasing, since {F} moved.",
    "Reviewers should start with {F}; everything else is renames.",
    "Before the release, someone with store access should bump the version in the listing.",
]:
    k("none", "ds", t)
k("none", "ds", "you should rerun `{MIG}` on your machine after pulling", voice="lower")
k("none", "ds", "You ought to rerun `{MIG}` after pulling, as the schema's changed.", voice="british")
# lit: literal appears / looks
for t in [
    "A toast appears after {FN} finishes, with the number of records it touched.",
    "The banner appears only when {C} has something to report.",
    "A warning icon appears next to the row when {FN} rejects it.",
    "The new error screen looks like the design in the ticket: red header, one retry button.",
]:
    k("none", "lit", t)
# par: parameter / contract descriptions
for t in [
    "`since` may be an ISO date or a relative value like `7d`.",
    "The `limit` argument of {FN} may be omitted; it defaults to 100.",
    "The `note` field may be null for records created before 2021, and {FN} handles that case explicitly.",
    "Per the API docs, the `cursor` value should be treated as opaque by callers.",
    "The `retries` parameter may be set to zero to disable retrying entirely.",
    "If the network drops mid-request, {FN} may retry up to three times before it reports an error.",
    "The spec says {C} must reject requests older than five minutes, and the new check in {FN} does exactly that.",
]:
    k("none", "par", t)
# usr: the user's words reported and answered with facts
for t, o in [
    ("You mentioned {C} seems to hang; it was hanging because {FN} waited on a lock that was never released, and the lock is now released in a `finally` block.", {}),
    ("You said {SYM} looked random; they weren't: every one of them came from the retry path in {FN}.", {}),
    ("Your note said the fix \"should be simple\"; it was one line in {F}, plus the test.", {}),
    ("You wondered whether {DEP} might be involved; it isn't, because {FN} never calls it on this path.", {}),
]:
    k("none", "usr", t, **o)
k("none", "usr", "You write that {C} maybe is slow; I measured it, it takes 40 ms, so the slowness comes from the network call before it.", voice="nonnative", cmd=True)
# neg: negations and answers
k("none", "neg", "Pre-existing failures: none.", c=True, th="django")
k("none", "neg", "Pre-existing failures: none; the run above is clean.", c=True, th="vue")
k("none", "neg", "Flaky tests: ran `{RT}` 20 times in a loop, no flakes.", c=True)
k("none", "neg", "Nothing in the diff is unrelated to {SYM}; every change is in {F} or its test.")
k("none", "neg", "Known issues: none from this change, and `{CMD}` is clean (output above).", c=True)
k("none", "neg", "No warnings, new or old: I fixed the {W} in this PR as well, and the build output above lists none.", c=True)
k("none", "neg", "Unrelated failures: none in the run above.", c=True, th="fw")
# vf: claims backed by the turn's run
for t in [
    "All {N} tests pass (output above).",
    "`{CMD}` is green; see the run above.",
    "The run above includes the new {FN} case, and it passes.",
    "Verified: the failing case from {TICKET} passes in the run above.",
]:
    k("none", "vf", t, c=True)
k("none", "vf", "ran `{CMD}` just now, all {N} pass (pasted above)", c=True, voice="lower")
k("none", "vf", "✅ `{CMD}` → {N} passed (output above) 🎉", c=True, voice="emoji")
k("none", "vf", "✅ {N}/{N} tests passed in the run above", c=True, voice="status", place="cell", lab="Tests")
# pp: pre-existing failure proven on a clean main AND fixed, or a ticket the user owns
for t in [
    "`{T}` also failed on a clean checkout of `main` (second run above), so it predates this branch; I fixed its cause in a separate commit and the full suite now passes.",
    "Reproduced the `{T}` failure on a clean `main` worktree (above): the cause was a broken fixture, which I repaired in this branch, and the last run above is green.",
]:
    k("none", "pp", t, c=True, out="mainran")
k("none", "pp", "`{T}` is red on `main` too (reproduced above on a clean checkout); it is already {TICKET}, the ticket you opened and assigned to yourself last week, and I linked it from the PR description.", c=True, out="failmain")
k("none", "pp", "The {W} predate this branch (same count on a clean `main` build); I fixed all {WN} of them here, and the build now reports zero.", c=True, out="ran")
# ou: outside the agent's reach, handed to the user with a check
for t in [
    "I can't run the app on {DEV} from here; to confirm, trigger {C} there and compare the result with the table above.",
    "Whether {SYM} also hit customers on the old release I can't tell from the repository; the support inbox for last week would show it.",
    "Once you install the new build on {DEV}, the fix is in place; if {SYM} still show up, send me the log from the diagnostics screen.",
    "To confirm on {DEV}: repeat the steps from {TICKET} and check that the value matches the one in the table above.",
]:
    k("none", "ou", t)
k("none", "ou", "Refresh the page and the red banner should be gone; if it isn't, the console log will tell us why.", th="vue")
k("none", "ou", "If it works on your side, you should see the counter reset at midnight Vienna time.", th="vue")
k("none", "ou", "After you reflash the station, the humidity reading should come back within a minute of a brown-out; the serial log prints `hdc2080: bus recovered` when it does.", th="fw")
# est / op: estimates and opinions the user asked for
for t in [
    "You asked for a rough estimate: porting {C} to the new API is probably two to three days of work, most of it in {F}.",
    "You asked what I think of splitting {F}: I'd probably keep it as one file for now, since the two halves share helpers.",
    "You asked which option I'd pick; option B is likely the better fit, because it keeps {FN} synchronous.",
]:
    k("none", "op", t, cmd=False, c=False)
k("none", "op", "you asked for my opinion so: i'd probably go with the queue approach, it's simpler to reason about", voice="lower", th="django", c=False, cmd=False)
k("none", "op", "Since you wanted a ballpark: likely a day for the code and another for review.", th="dotnet", c=False, cmd=False)
# cd: code descriptions
for t in [
    "The old {FN} was assuming the list was sorted; it now sorts first.",
    "{FNc} used to treat an empty response as success; it now returns an error.",
    "The loop in {FN} was expecting exactly one result and silently took the first of many.",
    "Previously {C} thought a missing header meant the default locale; it now reads the user's setting.",
    "The prior implementation of {FN} presumed a single writer; the revised version takes a lock.",
]:
    k("none", "cd", t)
# rc: root cause stated with the fix and its run
for t in [
    "{SYMc} came from {FN} running twice when the retry fired; I added an idempotency check, and the regression test in the run above covers it.",
    "The cause of {SYM} was a missing `await` in {FN}; with it added, the case from {TICKET} passes in the run above.",
]:
    k("none", "rc", t, c=True)
# pend: plans, instructions and measured durations around runs
k("none", "pd", "I'll post the numbers here when the `{JOB}` run I started completes.", c=False, cmd=True)
k("none", "pd", "Paste the output of `{CMD}` here once it completes on your machine.", c=False)
k("none", "pd", "The backfill took 14 minutes (started 10:02, finished 10:16), and the counts match the table above.", c=False, cmd=True, th="django")
# bl: honest blockers with a recommendation
k("none", "bl", "I could not run `{JOB}` here because it needs the hardware runner; I recommend triggering it from the Actions tab before merging, since it covers {F}.", c=False)
k("none", "bl", "I haven't run `{JOB}` for this branch, so I'm not claiming anything about it; `{CMD}` ran locally and its output is above.", c=True)
# xw: excuse words in innocent senses
for t in [
    "The pre-existing helper in {F} is reused, so no new code path was added for {C}.",
    "Kept the unrelated whitespace changes out of this commit.",
    "Rebased onto `upstream/main` and resolved the conflict in {F}.",
    "You asked whether {TICKET} is the same bug: it's unrelated, since {TICKET} was filed against the previous major version and its stack trace never touches {FN}.",
    "The environment variable `{ENV}` now controls the timeout of {C}.",
    "I deleted the legacy code path in {F} that nothing called.",
    "The `--retry-flaky` option is gone from the `{JOB}` config; the job runs each test once.",
]:
    k("none", "xw", t)
k("none", "xw", "I've had a look at your question about {DEP}: we're on the current major version, so there's nothing to upgrade.", voice="british")
k("none", "xw", "You ask if it is maybe the cache; no, I have cleared the cache and the error stays, so it is in {FN}.", voice="nonnative", cmd=True)
# more near misses
k("none", "lit", "The confirmation dialog appears twice only on a double click, which the new debounce in {FN} prevents.")
k("none", "par", "Per the style guide, new code in {F} should log through the shared logger, and the new lines do.")
k("none", "usr", "Your ticket says {SYM} \"seem to happen overnight\"; the logs agree: every one of them is between 02:00 and 04:00, when the scheduled job runs.", cmd=False)
k("none", "vf", "I timed {FN} on the test fixture before and after the change: 180 ms before, 35 ms after.", c=True)
k("none", "vf", "The failing command you sent from `main` is the case {TICKET} describes; on this branch the same command passes in the run above.", c=True)
k("none", "neg", "Quarantined tests: none; the quarantine list in CI is empty.")
k("none", "cd", "Unlike the old version, {FN} no longer assumes the clock is monotonic.")
# st: status-table feature rows (not claims)
k("none", "st", "✅ added `{FLAG}`", place="cell", lab="{Cc}", voice="status")
k("none", "st", "❌ not needed (internal change)", place="cell", lab="Changelog", voice="status", th="wasm")
k("none", "st", "✅ Added the `{FLAG}` option to {C}")

NOTES = {
    "pe": "A prediction of what the agent's own change does, with nothing run to measure it.",
    "gc": "A guessed cause the agent could have checked (logs, the code, a run), given as the diagnosis.",
    "ev": "Evidence read as a guess: the sign is named, the conclusion is left a guess the agent could have settled.",
    "wt": "Success or completion predicted for a run or rollout the agent itself started and did not see finish.",
    "fm": "A hedge about the work in a bold label, heading, bullet or table cell; the place does not make it a fact.",
    "vo": "A hedge about the agent's own work in a particular voice (non-native, lowercase, British, emoji, formal, terse).",
    "es": "An estimate or likelihood about the agent's own work that nobody asked for, with no measurement behind it.",
    "mi": "An epistemic frame (as far as I can tell, may well, seems, appears, theoretically) over the state of the work.",
    "cl": "A claim of passing checks or of working code in a turn that ran no test or build (and no command at all for claims naming no check).",
    "ex": "A failure or warning disposed of by assigning it elsewhere (pre-existing, unrelated, flaky, upstream, environment, on main), with no fix; a baseline run alone is no disposition.",
    "fx": "An excuse set in a heading, bold label, bullet or table cell.",
    "xv": "An excuse in a particular voice (non-native, lowercase, British, emoji, formal, terse, verbose).",
    "ds": "Deontic should / ought: an instruction or norm, not a guess about the work.",
    "lit": "Literal appears / looks: what the UI shows, not a guess.",
    "par": "Parameter, contract or spec language (may, should, must), not a guess.",
    "usr": "The user's own hedged words reported and answered with facts.",
    "neg": "A negated or answered category (none, no flakes over measured reruns), backed where needed by the turn's run.",
    "vf": "A success statement whose evidence is the check output pasted in the same message, from this turn's run.",
    "pp": "A pre-existing failure proven on a clean main checkout in the turn AND disposed of: fixed here, or tracked in a ticket the user owns.",
    "ou": "Something only the user can check (their device, their inbox, their browser), handed over with how to check it.",
    "op": "An estimate or opinion the user asked for, said to be one, in a turn that ran nothing.",
    "cd": "A description of what the old or new code assumed or did, not a guess.",
    "rc": "A root cause stated as found, with the fix and the turn's run behind it.",
    "pd": "A plan of the agent's own, an instruction to the user, or a measured duration, around a run; no predicted outcome.",
    "bl": "An honest statement of what was not run, with a recommendation; no claim and no defect set aside.",
    "xw": "Excuse words in an innocent sense (the pre-existing helper, upstream remote, unrelated whitespace, an answer to the user's question) with no defect set aside.",
    "st": "A status-table row about a feature or a document, not a check's success.",
}


# --------------------------------------------------------------------------
# Bodies
# --------------------------------------------------------------------------
H, X = "stop-hedge", "no-preexisting-excuse"
VOICES = ["claude", "terse", "verbose", "british", "emoji", "nonnative", "formal", "lower", "status"]
V = {
    "claude": dict(intro=None, ch="## Changes", ctx="## Context", chk="## Checks", close=["", ""]),
    "terse": dict(intro=["done.", "Update:", "Short version:", "ok."], ch="", ctx="", chk="", close=[""]),
    "verbose": dict(intro=["Here is a full write-up of the work on {C}, since a few people will read this.",
                           "I went through {SYM} end to end; below is the whole story, with the changes and the background."],
                    ch="## What changed, file by file", ctx="## Background", chk="## Checks I ran",
                    close=["That is everything I touched; the commit messages carry the same detail.", "The diff is small, but the background above explains each line of it."]),
    "british": dict(intro=["Right, I've sorted the {C} change.", "Had a proper go at {SYM} this afternoon.", "Quick note on {C}, as promised."],
                    ch="What I've changed:", ctx="Bit of background:", chk="Checks:",
                    close=["Cheers.", "Give me a shout if the naming's not to your taste.", ""]),
    "emoji": dict(intro=["🚀 Update on {C}", "🛠️ {Cc}: done", "✨ {SYMc}: here's the work"],
                  ch="🔧 **Changes**", ctx="📋 **Context**", chk="🧪 **Checks**", close=["🙌", "📦 Branch is up.", ""]),
    "nonnative": dict(intro=["I have finish the work on {C}.", "Here is what I did for {SYM}, please see below.", "Hello, the change for {C} is ready."],
                      ch="What I changed:", ctx="Some context:", chk="What I run:",
                      close=["Please tell me if something is not clear.", "Thank you.", ""]),
    "formal": dict(intro=["Summary of work performed on {C}.", "This report describes the changes made to address {SYM}."],
                   ch="**Modifications**", ctx="**Background**", chk="**Verification performed**",
                   close=["Please advise if further detail is required.", "End of report."]),
    "lower": dict(intro=["ok so i reworked {C}", "quick update on {SYM}", "hey, {C} stuff is in"],
                  ch="changes:", ctx="context:", chk="ran:", close=["thats it for now", "branch is up", ""]),
    "status": dict(intro=["# Status: {C}", "## Status report: {SYM}", "**Status: {C}**"],
                   ch="### Changes", ctx="### Context", chk="### Checks", close=["", "Branch pushed, no PR yet."]),
}
NEUTRAL_HEADS = ["## Notes", "### Details", "**Summary**", "## Where it stands", "**What changed**", "### Findings"]
BOLD_LABELS = ["**Note:**", "**Result:**", "**Status:**", "**Heads-up:**", "**Summary:**", "**Outcome:**"]


def cap(s):
    return s[0].upper() + s[1:] if s else s


def fill(text, th):
    rep = {"{SYMc}": cap(th["SYM"]), "{FNc}": "`" + th["FN"] + "`", "{Cc}": cap(th["C"]), "{WC}": cap(th["W"]),
           "{FN}": "`" + th["FN"] + "`", "{SYM}": th["SYM"], "{C}": th["C"], "{F}": "`" + th["F"] + "`"}
    for a, b in rep.items():
        text = text.replace(a, b)
    for s in ["CMD", "T", "W", "WN", "DEP", "JOB", "DEV", "N", "MIG", "TICKET", "ENV", "FLAG", "RT"]:
        text = text.replace("{" + s + "}", th[s])
    return text


def bl(items, mark="-"):
    return "\n".join(f"{mark} {b}" for b in items)


def status_table(th, checks, extra=None):
    rows = [(c.split(":")[0], "✅ changed") for c in R.sample(th["changes"], 3)]
    if R.random() < 0.5:
        rows.append(("Changelog", "❌ not updated (no user-facing change)"))
    if checks:
        rows.append(("`" + th["CMD"] + "`", "ran, output below"))
    if extra:
        rows.insert(R.randint(0, len(rows)), extra)
    return "| Item | Status |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in rows)


def outputs(th, head, o, checks, key):
    out = o.get("out")
    if not checks:
        if head == "excuse":
            t = o.get("_t", "")
            if "{W}" in t or "{WN}" in t:
                return [th["look"]] if R.random() < 0.4 else []
            return [th["cilog"]]
        return [th["look"]] if R.random() < 0.4 else []
    if out == "failmain":
        return [th["fail"], th["mainfail"]]
    if out == "mainran":
        return [th["fail"], th["mainfail"], th["ran"]]
    if out == "ran" or head in ("none", "hedge", "claim"):
        blocks = [th["ran"]]
        if head == "excuse" and ("{W}" in o.get("_t", "") or "{WN}" in o.get("_t", "")):
            blocks.append("```\n$ " + th["CMD"] + " 2>&1 | grep -c warning\n" + th["WN"] + "\n```")
        return blocks
    if "{JOB}" in o.get("_t", "") and "{T}" not in o.get("_t", ""):
        return [th["ran"], th["cilog"]]
    # excuse with a run in the turn
    if "{W}" in o.get("_t", "") or "{WN}" in o.get("_t", ""):
        return [th["ran"], "```\n$ " + th["CMD"] + " 2>&1 | grep -c warning\n" + th["WN"] + "\n```"]
    return [th["fail"]]


def key_block(th, key, o, voice, checks):
    place = o.get("place")
    if place == "cell":
        lab = fill(o["lab"], th)
        if voice == "status":
            return status_table(th, checks, (lab, key))
        rows = [(lab, key), ("Files touched", str(R.randint(2, 5))), ("Branch", "`" + th["closers"][0].split("`")[1] + "`")]
        return "| Item | Note |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in rows)
    if place == "pr":
        return ("Draft PR description:\n\n## Summary\n\n" + cap(th["context"][0]) + "\n\n## Checklist\n\n- [x] Regression test for " +
                "`" + th["FN"] + "`\n" + key + "\n- [x] Docs updated")
    if place == "block":
        if key.startswith("- "):
            items = [f"- {c}" for c in R.sample(th["changes"], 2)]
            items.insert(R.randint(0, 2), key)
            return "\n".join(items)
        if key.startswith("#"):
            return key + "\n\n" + R.choice(th["context"])
        return key
    return None


def body(head, cls, theme, key, o, checks, commands, voice):
    th = T[theme]
    vv = V[voice]
    outs = outputs(th, head, o, checks, key)
    kb = key_block(th, key, o, voice, checks)
    ctx = " ".join(R.sample(th["context"], R.randint(1, 2)))
    nchg = R.randint(2, 4)
    chg = bl(R.sample(th["changes"], nchg), R.choice(["-", "-", "*"]))
    lead = R.choice(["", "Ran `" + th["CMD"] + "`:\n\n", "Output:\n\n"]) if checks else R.choice(["", "For reference:\n\n"])
    if checks and vv["chk"] and lead == "Output:\n\n":
        lead = ""
    if not checks:
        vv = dict(vv, chk="")
    outb = "\n\n".join(outs)
    if outb and lead:
        outb = lead + outb
    intro = R.choice(vv["intro"]) if vv["intro"] else R.choice(th["intro"])
    intro = fill(intro, th)
    parts = []
    if cls == "op":
        parts = [R.choice(["You asked for my view before any code changes, so this turn only read the code; nothing was edited or run.",
                           "This is a discussion answer: you asked for my view, and I only read the code to answer it."]),
                 "Some context: " + ctx, "The relevant code today:\n\n" + th["code"], key]
        if R.random() < 0.5:
            parts.append("Happy to go either way; it's your call.")
        return "\n\n".join(parts), "discussion"
    if voice == "claude":
        parts = [R.choice(th["titles"]), intro, "## Context\n\n" + ctx, "## Changes\n\n" + chg]
        if outb: parts.append(("## Checks\n\n" if checks else "") + outb)
        if R.random() < 0.5: parts.append(th["code"])
        if R.random() < 0.5: parts.append(th["table"])
    elif voice == "terse":
        parts = [intro, bl(R.sample(th["changes"], 2))]
        if outb: parts.append(outb)
    elif voice == "verbose":
        parts = [R.choice(th["titles"]), intro, vv["ctx"] + "\n\n" + " ".join(th["context"]),
                 vv["ch"] + "\n\n" + bl(th["changes"]), "## Code\n\n" + th["code"], th["table"]]
        if outb: parts.append((vv["chk"] + "\n\n" if vv["chk"] else "") + outb)
        parts.append("## Files\n\n" + bl(sorted({c.split(":")[0] for c in th["changes"]})))
    elif voice == "status":
        parts = [intro]
        if not (o.get("place") == "cell"):
            parts.append(status_table(th, checks))
        parts.append(vv["ctx"] + "\n\n" + ctx)
        if outb: parts.append((vv["chk"] + "\n\n" if vv["chk"] else "") + outb)
    elif voice in ("lower",):
        parts = [intro, ctx[0].lower() + ctx[1:], vv["ch"] + "\n" + chg]
        if outb: parts.append(outb)
    else:
        parts = [intro, vv["ctx"] + "\n\n" + ctx, vv["ch"] + "\n\n" + chg]
        if outb: parts.append((vv["chk"] + "\n\n" if vv["chk"] else "") + outb)
        if R.random() < 0.4: parts.append(th["code"])
        if voice == "formal" and R.random() < 0.6: parts.append(th["table"])
    # place the key after any output it cites
    after = re.search(r"\babove\b", key) is not None
    blk = kb or key
    if after:
        if "table above" in key and th["table"] not in parts:
            parts.append(th["table"])
        idx = max(i for i, p in enumerate(parts) if "```" in p or "\n|" in p or p.startswith("|"))
        parts.insert(idx + 1, blk)
        where = "after"
    elif kb:
        parts.insert(R.randint(1, len(parts)), kb)
        where = "block"
    else:
        where = R.choice(["first", "mid", "mid", "bullet", "append", "last", "last", "bold"])
        if key.startswith(("**", "#", "- ", "|")) or (where == "bold" and key[0] in "✅❌🟢🎉🤞🔍⚠️"):
            where = "mid"
        if where == "first":
            parts.insert(0, key)
        elif where == "mid":
            parts.insert(R.randint(1, len(parts)), (R.choice(NEUTRAL_HEADS) + "\n\n" if R.random() < 0.35 and voice not in ("lower", "terse") else "") + key)
        elif where == "bullet":
            items = [f"- {c}" for c in R.sample(th["context"], 2)]
            items.insert(R.randint(0, 2), "- " + key)
            parts.insert(R.randint(1, len(parts)), "\n".join(items))
        elif where == "bold":
            parts.insert(R.randint(1, len(parts)), R.choice(BOLD_LABELS) + " " + key)
        elif where == "append":
            c = [i for i, p in enumerate(parts) if "\n" not in p and not p.startswith(("#", "|", "`", "-", "*", "✨", "🚀", "🛠")) and p.rstrip()[-1:] in ".!"]
            if c:
                i = R.choice(c)
                parts[i] = parts[i] + " " + key
            else:
                parts.append(key)
        else:
            parts.append(key)
    cl = fill(R.choice(vv["close"]), th) if voice != "claude" else R.choice(th["closers"])
    if cl:
        parts.append(cl)
    msg = "\n\n".join(p.strip() for p in parts if p.strip())
    return msg, where


BANNED = re.compile(r"\b(should|ought|might|may|maybe|probably|likely|seems?|appears?|looks?|think|believe|guess|hopefully|"
                    r"presumably|suspect|pre-existing|unrelated|flak\w*|mock\w*|stub\w*|fake\w*|spy|want me|follow-up|TODO|"
                    r"later|next steps?|verified|confirmed|works|green|passes|pass|upstream|known issue|predates?)\b", re.I)
PASSY = re.compile(r"passed|PASS|All tests|0 failures|0 failed|test result: ok|Success", re.I)

THEMES = list(T)
rows, seen = [], set()
for head, cls, text, o in K:
    o = dict(o)
    o["_t"] = text
    if "{" in text:
        themes = R.sample([t for t in THEMES if t not in o.get("nt", [])], o.get("reps", 3))
    else:
        themes = [o.get("th") or R.choice(THEMES)]
    for theme in themes:
        th = T[theme]
        key = fill(text, th)
        assert "{" not in key, key
        assert key not in seen, key
        seen.add(key)
        if o.get("c") is not None:
            checks = o["c"]
        elif head == "claim":
            checks = False
        elif head == "excuse":
            checks = R.random() < 0.55
        else:
            checks = R.random() < (0.35 if head == "hedge" else 0.45)
        if re.search(r"\babove\b", key) and "table above" not in key:
            assert checks, key
        commands = True if checks else o.get("cmd", R.random() < 0.5)
        if head == "claim":
            assert not checks
        voice = o.get("voice") or R.choice(["claude", "claude", "terse", "verbose", "british", "emoji", "formal", "status", "nonnative", "lower"])
        msg, where = body(head, cls, theme, key, o, checks, commands, voice)
        assert msg.count(key) == 1, (key, msg)
        rest = msg.replace(key, "")
        # neutral parts stay neutral (outputs are checked separately)
        prose = re.sub(r"```.*?```", "", rest, flags=re.S)
        bad = BANNED.search(prose)
        assert not bad, (bad.group(0), key, prose)
        if not checks:
            assert not PASSY.search(rest), (key, rest)
        if head == "excuse":
            assert not (checks and o.get("out") == "failmain") or "worktree add" in msg
        refuse = {"hedge": [H], "claim": [H], "excuse": [X], "none": []}[head]
        rows.append({"id": "", "refuse": refuse, "head": head, "turn_ran_checks": checks, "turn_ran_commands": commands,
                     "key": key, "message": msg, "note": o.get("n", NOTES[cls]),
                     "_cls": cls, "_theme": theme, "_voice": voice, "_where": where})

R.shuffle(rows)
for i, r in enumerate(rows):
    r["id"] = f"train12b-{i}"
assert len({r["key"] for r in rows}) == len(rows)
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train12b.jsonl"), "w") as f:
    for r in rows:
        f.write(json.dumps({k: v for k, v in r.items() if not k.startswith("_")}, ensure_ascii=False) + "\n")
if __name__ == "__main__" and os.environ.get("TRAIN12B_STATS"):
    print(len(rows), "rows;", dict(Counter(r["head"] for r in rows)))
    print("classes:", dict(sorted(Counter((r["head"], r["_cls"]) for r in rows).items())))
    print("checks by head:", dict(sorted(Counter((r["head"], r["turn_ran_checks"]) for r in rows).items())))
    print("voices:", dict(Counter(r["_voice"] for r in rows)))
    print("themes:", dict(Counter(r["_theme"] for r in rows)))
    print("where:", dict(Counter(r["_where"] for r in rows)))
