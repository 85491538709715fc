#!/usr/bin/env python3
"""Writes `train13.jsonl`: a blind TRAINING batch for `stop-hedge` (hedges and
unverified claims) and `no-preexisting-excuse` (issue 18), beside near misses
that should pass.

Keys are hand-written sentences; most carry slots filled from one of eight
project themes of this batch's own (a Laravel ferry-booking site, a Spring
Boot / Kafka parking service, a SvelteKit recipe site, a C++/JUCE audio
plugin, a FastAPI beekeeping API, an Electron PDF annotator, an Ansible
backup role, an Android plant-reminder app). A slotted key is used in three
themes (refusals) or four (near misses); a key without slots once. Bodies are
built from neutral hand-written parts in nine voices. Passing output appears
only when `turn_ran_checks` is true. Labels follow `LABELLING.md`; see
`train13.md`.

Python stdlib only, fixed seed: `python3 shared/prose/corpus/train13.py`.
"""
import json, os, random, re
from collections import Counter

R = random.Random(130211)
HG = "stop-hedge"
EX = "no-preexisting-excuse"

T = {}


def theme(name, **kw):
    T[name] = kw


theme("ferry",
    stack="Laravel / PHP / Redis", proj="Harbourline",
    C="the seat-map cache", F="app/Services/SeatMapCache.php", FN="SeatMapCache::refresh", CMD="php artisan test",
    SYM="stale seat map after a cache flush", TST="SeatMapCacheTest::test_flush_keeps_sold_seats",
    W="`Deprecated: Creation of dynamic property`", DEP="predis/predis", JOB="phpunit-mysql", DEV="the booking kiosk at the Oban terminal",
    titles=["## Harbourline: seat map after cache flush", "# Seat map fix (Harbourline)", "**Harbourline booking: seat-map cache**"],
    context=["After a Redis flush the seat map rebuilt itself from the `sailings` table only, so seats sold in the last ten minutes showed as free.",
             "Seat holds live in Redis for 600 seconds; confirmed sales are written to MySQL in the same request.",
             "The 07:40 Oban sailing is the busiest one, about 310 seats on the weekday crossing."],
    changes=["`app/Services/SeatMapCache.php`: `refresh()` merges confirmed sales from `bookings` before publishing",
             "`app/Jobs/RebuildSeatMap.php`: the job takes a sailing id instead of rebuilding every sailing",
             "`config/harbourline.php`: new `seat_hold_ttl` setting, default 600",
             "`tests/Feature/SeatMapCacheTest.php`: flush-and-rebuild case with sold seats",
             "`resources/js/SeatMap.vue`: sold seats get the `aria-disabled` attribute"],
    table="| Sailing | Seats | Held | Sold |\n|---|---|---|---|\n| 07:40 Oban | 310 | 12 | 268 |\n| 12:15 Craignure | 280 | 4 | 131 |",
    code="```php\n$sold = Booking::where('sailing_id', $id)->confirmed()->pluck('seat');\n$map = $this->base($id)->markSold($sold)->markHeld($this->holds($id));\nRedis::set(\"seatmap:{$id}\", $map->toJson());\n```",
    ran="```\n$ php artisan test\n\n   PASS  Tests\\Feature\\SeatMapCacheTest\n  ✓ flush keeps sold seats\n  ✓ holds expire after ttl\n\n  Tests:    64 passed (212 assertions)\n  Duration: 3.41s\n```",
    fail="```\n$ php artisan test\n\n   FAIL  Tests\\Feature\\RefundMailTest\n  ⨯ refund mail has sailing time\n\n  Tests:    1 failed, 63 passed (209 assertions)\n```",
    mainfail="```\n$ git worktree add /tmp/hl-main main && cd /tmp/hl-main && php artisan test --filter RefundMailTest\n\n   FAIL  Tests\\Feature\\RefundMailTest\n  ⨯ refund mail has sailing time\n\n  Tests:    1 failed (3 assertions)\n```",
    FT="`RefundMailTest`",
    look="```\n$ git diff --stat\n app/Services/SeatMapCache.php | 21 +++++++++++++++------\n app/Jobs/RebuildSeatMap.php   |  8 +++++---\n 2 files changed, 23 insertions(+), 9 deletions(-)\n```",
    ci="```\n$ gh run view 8812 --log-failed\nphpunit-mysql  Run tests  FAIL  Tests\\Feature\\RefundMailTest\nphpunit-mysql  Run tests  ⨯ refund mail has sailing time\n```",
    closers=["Branch `fix/seatmap-flush` is pushed.", "Commit: `seat map: merge confirmed sales on rebuild`.", ""],
)
theme("kafka",
    stack="Spring Boot / Java / Kafka", proj="Tollgate",
    C="the plate-read consumer", F="src/main/java/io/tollgate/reads/PlateReadListener.java", FN="PlateReadListener.onMessage", CMD="./mvnw verify",
    SYM="read loss during a consumer rebalance", TST="PlateReadListenerIT.rebalanceKeepsOffsets",
    W="`[WARNING] unchecked conversion`", DEP="spring-kafka", JOB="integration-kafka", DEV="the barrier controller at the Level 2 exit",
    titles=["## Tollgate: plate reads lost on rebalance", "# PlateReadListener offsets", "**Tollgate parking: consumer offsets**"],
    context=["Offsets were committed before the read was written to Postgres, so a rebalance in between dropped the read.",
             "The `plate-reads` topic has 12 partitions and three consumer instances in production.",
             "A missing entry read means the exit barrier charges the maximum daily fee."],
    changes=["`PlateReadListener.java`: manual acknowledgement after the insert commits",
             "`KafkaConfig.java`: `AckMode.MANUAL_IMMEDIATE` and a `ConsumerRebalanceListener` that flushes pending acks",
             "`PlateReadRepository.java`: insert is idempotent on `(camera_id, read_id)`",
             "`application.yml`: `max.poll.records` lowered from 500 to 100",
             "`PlateReadListenerIT.java`: a rebalance in the middle of a batch"],
    table="| Setting | Before | After |\n|---|---|---|\n| ack mode | BATCH | MANUAL_IMMEDIATE |\n| max.poll.records | 500 | 100 |",
    code="```java\n@KafkaListener(topics = \"plate-reads\")\npublic void onMessage(PlateRead read, Acknowledgment ack) {\n    repository.insertIfAbsent(read);\n    ack.acknowledge();\n}\n```",
    ran="```\n$ ./mvnw verify\n[INFO] Tests run: 148, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n[INFO] Total time:  01:12 min\n```",
    fail="```\n$ ./mvnw verify\n[ERROR] Tests run: 148, Failures: 1, Errors: 0, Skipped: 0\n[ERROR] TariffServiceTest.weekendCapApplies:88 expected:<1800> but was:<2400>\n[INFO] BUILD FAILURE\n```",
    mainfail="```\n$ git stash && ./mvnw -Dtest=TariffServiceTest test\n[ERROR] TariffServiceTest.weekendCapApplies:88 expected:<1800> but was:<2400>\n[ERROR] Tests run: 9, Failures: 1\n$ git stash pop\n```",
    FT="`TariffServiceTest.weekendCapApplies`",
    look="```\n$ git log --oneline -3\n4be91c2 listener: ack after insert\n0d7a113 config: manual ack mode\n9f02e6a repo: idempotent insert\n```",
    ci="```\n$ gh run view 5530 --log-failed\nintegration-kafka  verify  [ERROR] TariffServiceTest.weekendCapApplies:88 expected:<1800> but was:<2400>\n```",
    closers=["Pushed to `fix/ack-after-insert`.", "The three commits are on the branch, not squashed.", ""],
)
theme("recipe",
    stack="SvelteKit / TypeScript / Prisma", proj="Quillnote",
    C="the quantity scaler", F="src/lib/scale.ts", FN="scaleQuantity", CMD="pnpm vitest run",
    SYM="zero-cup rounding of thirds", TST="scale.test.ts > keeps thirds when halving",
    W="`a11y-click-events-have-key-events`", DEP="fraction.js", JOB="e2e-playwright", DEV="the recipe page on an iPad in Safari",
    titles=["## Quillnote: scaling thirds", "# Recipe scaling fix", "**Quillnote: ingredient quantities**"],
    context=["Quantities were stored as floats, so 1/3 cup halved became 0.1666 and the display rounded it to 0.",
             "The scaler supports halving, doubling and a free servings field from 1 to 24.",
             "Metric quantities are shown to one decimal place, imperial ones as fractions."],
    changes=["`src/lib/scale.ts`: quantities are kept as fractions until display",
             "`src/lib/format.ts`: imperial amounts render as the nearest eighth",
             "`prisma/schema.prisma`: `quantityNum` and `quantityDen` columns",
             "`src/routes/r/[slug]/+page.svelte`: the servings stepper has a label",
             "`src/lib/scale.test.ts`: thirds, sixths and eighths cases"],
    table="| Input | × | Shown before | Shown now |\n|---|---|---|---|\n| 1/3 cup | 0.5 | 0 cups | 1/6 cup |\n| 3/4 tsp | 2 | 1.5 tsp | 1 1/2 tsp |",
    code="```ts\nexport function scaleQuantity(q: Fraction, factor: Fraction): Fraction {\n  return q.mul(factor).simplify(1 / 8);\n}\n```",
    ran="```\n$ pnpm vitest run\n ✓ src/lib/scale.test.ts (14)\n ✓ src/lib/format.test.ts (9)\n\n Test Files  2 passed (2)\n      Tests  23 passed (23)\n```",
    fail="```\n$ pnpm vitest run\n ✓ src/lib/scale.test.ts (14)\n ❯ src/lib/search.test.ts (6)\n   × ranks exact title matches first\n\n Test Files  1 failed | 1 passed (2)\n      Tests  1 failed | 19 passed (20)\n```",
    mainfail="```\n$ git worktree add ../qn-main main && cd ../qn-main && pnpm vitest run src/lib/search.test.ts\n ❯ src/lib/search.test.ts (6)\n   × ranks exact title matches first\n      Tests  1 failed | 5 passed (6)\n```",
    FT="`search.test.ts > ranks exact title matches first`",
    look="```\n$ git status --short\n M src/lib/scale.ts\n M src/lib/format.ts\n M prisma/schema.prisma\n```",
    ci="```\n$ gh run view 2207 --log-failed\ne2e-playwright  test  ✘ recipe.spec.ts:41 print view shows quantities\n```",
    closers=["Branch `fix/fraction-scaling`.", "Migration file is `20261204_fraction_columns`.", ""],
)
theme("audio",
    stack="C++ / JUCE / CMake", proj="Ostrakon",
    C="the delay line", F="Source/DelayLine.cpp", FN="DelayLine::process", CMD="ctest --test-dir build",
    SYM="click at block boundaries on tempo changes", TST="DelayLineTests.TempoRampIsClickFree",
    W="`-Wshadow`", DEP="JUCE 7.0.12", JOB="macos-universal", DEV="Ableton Live on your studio Mac",
    titles=["## Ostrakon: tempo-change clicks", "# DelayLine interpolation fix", "**Ostrakon delay: buffer boundaries**"],
    context=["When the host tempo changed, the delay time jumped at the start of the next block instead of ramping, which produced a click.",
             "The plugin builds as VST3 and AU; the host block size ranges from 32 to 2048 samples.",
             "Delay times are synced to note values and recomputed once per block."],
    changes=["`Source/DelayLine.cpp`: the delay time is smoothed over 20 ms with `SmoothedValue`",
             "`Source/PluginProcessor.cpp`: tempo is read per block from `AudioPlayHead::PositionInfo`",
             "`Source/DelayLine.h`: cubic interpolation replaces linear for fractional reads",
             "`Tests/DelayLineTests.cpp`: a 90 → 140 BPM ramp rendered offline",
             "`CMakeLists.txt`: the test target links `juce_dsp`"],
    table="| Block size | Peak step before | Peak step after |\n|---|---|---|\n| 64 | 0.41 | 0.002 |\n| 512 | 0.38 | 0.003 |",
    code="```cpp\ndelayTime.setTargetValue(samplesForNote(bpm, division));\nfor (int i = 0; i < numSamples; ++i)\n    out[i] = readCubic(writePos - delayTime.getNextValue());\n```",
    ran="```\n$ ctest --test-dir build\n1/3 Test #1: DelayLineTests ...................   Passed    0.84 sec\n2/3 Test #2: FilterTests ......................   Passed    0.12 sec\n3/3 Test #3: StateTests .......................   Passed    0.05 sec\n\n100% tests passed, 0 tests failed out of 3\n```",
    fail="```\n$ ctest --test-dir build\n1/3 Test #1: DelayLineTests ...................   Passed    0.84 sec\n2/3 Test #2: FilterTests ......................***Failed    0.13 sec\n3/3 Test #3: StateTests .......................   Passed    0.05 sec\n\n67% tests passed, 1 tests failed out of 3\n```",
    mainfail="```\n$ git worktree add ../ostrakon-main main && cmake --build ../ostrakon-main/build && ctest --test-dir ../ostrakon-main/build -R FilterTests\n1/1 Test #2: FilterTests ......................***Failed    0.13 sec\n0% tests passed, 1 tests failed out of 1\n```",
    FT="`FilterTests`",
    look="```\n$ git diff --stat\n Source/DelayLine.cpp        | 34 ++++++++++++++++++++++++----------\n Source/PluginProcessor.cpp  |  6 ++++--\n 2 files changed, 30 insertions(+), 10 deletions(-)\n```",
    ci="```\n$ gh run view 611 --log-failed\nmacos-universal  Test  2/3 Test #2: FilterTests ***Failed\n```",
    closers=["Built from `fix/tempo-ramp`.", "Commit: `delay: smooth delay time across tempo changes`.", ""],
)
theme("hive",
    stack="FastAPI / SQLAlchemy / TimescaleDB", proj="Hivecount",
    C="the weight ingest endpoint", F="app/ingest/weights.py", FN="normalise_reading", CMD="pytest",
    SYM="spike in the weight graph after a scale reset", TST="tests/test_weights.py::test_tare_reset_is_not_a_spike",
    W="`SAWarning: relationship 'Hive.readings' will copy column`", DEP="asyncpg", JOB="pytest-timescale", DEV="the Hivecount app on your phone",
    titles=["## Hivecount: tare resets in the weight series", "# Weight spikes after scale reset", "**Hivecount API: weight ingest**"],
    context=["When a beekeeper re-tared a hive scale, the next reading arrived as a drop of 40 kg and the graph showed a spike.",
             "Scales post a reading every 15 minutes over LoRaWAN; about 2,300 hives report in.",
             "Readings land in a Timescale hypertable partitioned by week."],
    changes=["`app/ingest/weights.py`: a reading flagged `tare=1` starts a new offset segment",
             "`app/models/reading.py`: `offset_kg` column on `readings`",
             "`alembic/versions/7c1d_offset.py`: migration adding the column with default 0",
             "`app/api/graph.py`: the graph query applies the segment offset",
             "`tests/test_weights.py`: tare reset and sensor dropout cases"],
    table="| Hive | Raw drop | Shown before | Shown now |\n|---|---|---|---|\n| H-112 | 41.8 kg | spike | flat |\n| H-207 | 39.2 kg | spike | flat |",
    code="```python\ndef normalise_reading(r: Reading, seg: Segment) -> float:\n    if r.tare:\n        seg.offset_kg = seg.last_kg - r.raw_kg\n    return r.raw_kg + seg.offset_kg\n```",
    ran="```\n$ pytest\n======================== test session starts ========================\ncollected 96 items\n\ntests/test_weights.py ............                              [ 12%]\ntests/test_graph.py ........                                    [ 20%]\n...\n======================== 96 passed in 11.02s ========================\n```",
    fail="```\n$ pytest\ncollected 96 items\n...\nFAILED tests/test_alerts.py::test_swarm_alert_threshold - assert 3 == 2\n=================== 1 failed, 95 passed in 11.40s ===================\n```",
    mainfail="```\n$ git stash && pytest tests/test_alerts.py::test_swarm_alert_threshold\nFAILED tests/test_alerts.py::test_swarm_alert_threshold - assert 3 == 2\n========================= 1 failed in 0.61s =========================\n$ git stash pop\n```",
    FT="`test_swarm_alert_threshold`",
    look="```\n$ psql hivecount -c \"select count(*) from readings where tare\"\n count\n-------\n   418\n```",
    ci="```\n$ gh run view 3391 --log-failed\npytest-timescale  pytest  FAILED tests/test_alerts.py::test_swarm_alert_threshold - assert 3 == 2\n```",
    closers=["Branch `fix/tare-offset`.", "The migration is reversible (`alembic downgrade -1`).", ""],
)
theme("pdf",
    stack="Electron / TypeScript / SQLite", proj="Marginalia",
    C="the highlight overlay", F="src/renderer/highlights.ts", FN="toPageCoords", CMD="npm test",
    SYM="highlight drift after zoom", TST="highlights.spec.ts > survives 150% zoom",
    W="`electron: contextIsolation default will change`", DEP="pdfjs-dist", JOB="build-windows", DEV="your Windows laptop with the 150% display scale",
    titles=["## Marginalia: highlight drift on zoom", "# Highlight coordinates fix", "**Marginalia: zoom and highlights**"],
    context=["Highlights were stored in screen pixels, so after a zoom change they sat a few lines below the text they marked.",
             "Annotations are stored in `annotations.sqlite` next to each library, one row per highlight.",
             "pdf.js renders each page into its own canvas with a text layer on top."],
    changes=["`src/renderer/highlights.ts`: rectangles are stored in PDF user-space units",
             "`src/main/db/migrate.ts`: existing highlights are converted once using the zoom they were drawn at",
             "`src/renderer/viewer.ts`: the overlay redraws on `scalechanging`",
             "`src/shared/types.ts`: `HighlightRect` carries `page` and `unit`",
             "`test/highlights.spec.ts`: zoom at 50%, 100% and 150%"],
    table="| Zoom | Offset before | Offset now |\n|---|---|---|\n| 100% | 0 px | 0 px |\n| 150% | 23 px | 0 px |",
    code="```ts\nexport function toPageCoords(r: DOMRect, viewport: PageViewport): PdfRect {\n  const [x1, y1] = viewport.convertToPdfPoint(r.left, r.top);\n  const [x2, y2] = viewport.convertToPdfPoint(r.right, r.bottom);\n  return { x1, y1, x2, y2, unit: 'pdf' };\n}\n```",
    ran="```\n$ npm test\n\n  highlights\n    ✔ survives 50% zoom\n    ✔ survives 150% zoom\n    ✔ converts legacy pixel rows\n\n  31 passing (2s)\n```",
    fail="```\n$ npm test\n\n  30 passing (2s)\n  1 failing\n\n  1) export\n       writes a flattened copy:\n     Error: ENOENT: no such file or directory, open 'out/flat.pdf'\n```",
    mainfail="```\n$ git worktree add ../mg-main main && cd ../mg-main && npm ci && npx mocha test/export.spec.ts\n  1 failing\n  1) export\n       writes a flattened copy:\n     Error: ENOENT: no such file or directory, open 'out/flat.pdf'\n```",
    FT="the `export writes a flattened copy` test",
    look="```\n$ sqlite3 ~/Marginalia/annotations.sqlite 'select count(*) from highlights'\n1834\n```",
    ci="```\n$ gh run view 1460 --log-failed\nbuild-windows  npm test  1) export writes a flattened copy: Error: ENOENT\n```",
    closers=["Changes are on `fix/pdf-units`.", "Commit: `highlights: store rects in PDF units`.", ""],
)
theme("ansible",
    stack="Ansible / Bash / systemd", proj="Barnacle",
    C="the rotation script", F="roles/pgdump/files/rotate.sh", FN="rotate_dumps", CMD="molecule test",
    SYM="deletion of the newest dump during rotation", TST="the molecule `default` scenario's verify step",
    W="`SC2012 (info): Use find instead of ls`", DEP="community.postgresql", JOB="molecule-debian12", DEV="the db hosts in the Leeds rack",
    titles=["## Barnacle: dump rotation order", "# pgdump role: rotation fix", "**Barnacle backup role**"],
    context=["`rotate.sh` sorted dump files with `ls -t` after a restore had touched their mtimes, so it deleted the newest dump.",
             "Each database host keeps seven nightly dumps under `/srv/pgdump`; the timer fires at 02:30.",
             "The role is applied to 14 hosts by the `backups.yml` playbook."],
    changes=["`roles/pgdump/files/rotate.sh`: files are ordered by the date in their name, not by mtime",
             "`roles/pgdump/templates/pgdump.timer.j2`: `Persistent=true` so a missed run happens at boot",
             "`roles/pgdump/defaults/main.yml`: `pgdump_keep` default 7",
             "`roles/pgdump/molecule/default/verify.yml`: checks the oldest file is the one removed",
             "`roles/pgdump/README.md`: the naming scheme is documented"],
    table="| Host group | Hosts | Keep |\n|---|---|---|\n| db-leeds | 8 | 7 |\n| db-ams | 6 | 14 |",
    code="```bash\nrotate_dumps() {\n  find /srv/pgdump -name 'dump-*.sql.gz' -printf '%f\\n' \\\n    | sort | head -n -\"${KEEP}\" \\\n    | xargs -r -I{} rm -- \"/srv/pgdump/{}\"\n}\n```",
    ran="```\n$ molecule test\nINFO     Running default > verify\nok: [instance] => All assertions passed\nPLAY RECAP *********************************************************\ninstance  : ok=6  changed=0  unreachable=0  failed=0  skipped=0\nINFO     Verifier completed successfully.\n```",
    fail="```\n$ molecule test\nINFO     Running default > idempotence\nCRITICAL Idempotence test failed because of the following tasks:\n*  => pgdump : Install postgresql-client\n```",
    mainfail="```\n$ git stash && molecule test -- --tags install\nCRITICAL Idempotence test failed because of the following tasks:\n*  => pgdump : Install postgresql-client\n$ git stash pop\n```",
    FT="the idempotence step (`Install postgresql-client`)",
    look="```\n$ ansible db-leeds -m shell -a 'ls /srv/pgdump | wc -l'\ndb-leeds-01 | CHANGED | rc=0 >>\n7\n```",
    ci="```\n$ gh run view 977 --log-failed\nmolecule-debian12  molecule  CRITICAL Idempotence test failed: pgdump : Install postgresql-client\n```",
    closers=["Branch `fix/rotate-by-name`.", "Not applied to any host yet.", ""],
)
theme("android",
    stack="Kotlin / Jetpack Compose / Room / WorkManager", proj="Sproutly",
    C="the reminder scheduler", F="app/src/main/java/app/sproutly/ReminderScheduler.kt", FN="ReminderScheduler.rescheduleAll", CMD="./gradlew testDebugUnitTest",
    SYM="loss of reminders after a reboot", TST="ReminderSchedulerTest.rebootRestoresAlarms",
    W="`w: 'setExact' is deprecated`", DEP="androidx.work:work-runtime", JOB="instrumented-api34", DEV="your Pixel 7",
    titles=["## Sproutly: reminders after reboot", "# Reminder scheduling fix", "**Sproutly: BOOT_COMPLETED handling**"],
    context=["Alarms set with `AlarmManager` are cleared on reboot and nothing re-registered them, so reminders stopped until the app was opened.",
             "Each plant has its own watering interval; a user with 30 plants gets at most one grouped notification a day.",
             "The app targets API 34 and supports API 26 and later."],
    changes=["`ReminderScheduler.kt`: `rescheduleAll()` reads every plant from Room and sets the next alarm",
             "`BootReceiver.kt`: new receiver for `BOOT_COMPLETED` and `MY_PACKAGE_REPLACED`",
             "`AndroidManifest.xml`: `RECEIVE_BOOT_COMPLETED` permission and the receiver",
             "`PlantDao.kt`: `nextDueAfter(now)` query",
             "`ReminderSchedulerTest.kt`: reboot and app-update cases with Robolectric"],
    table="| Event | Before | After |\n|---|---|---|\n| reboot | alarms lost | rescheduled |\n| app update | alarms lost | rescheduled |",
    code="```kotlin\nclass BootReceiver : BroadcastReceiver() {\n    override fun onReceive(context: Context, intent: Intent) {\n        ReminderScheduler(context).rescheduleAll()\n    }\n}\n```",
    ran="```\n$ ./gradlew testDebugUnitTest\n> Task :app:testDebugUnitTest\nReminderSchedulerTest > rebootRestoresAlarms PASSED\nReminderSchedulerTest > updateRestoresAlarms PASSED\n\nBUILD SUCCESSFUL in 38s\n```",
    fail="```\n$ ./gradlew testDebugUnitTest\n> Task :app:testDebugUnitTest FAILED\nPlantListViewModelTest > sortsBySoonestDue FAILED\n    java.lang.AssertionError at PlantListViewModelTest.kt:52\n\nBUILD FAILED in 41s\n```",
    mainfail="```\n$ git stash && ./gradlew testDebugUnitTest --tests '*PlantListViewModelTest*'\nPlantListViewModelTest > sortsBySoonestDue FAILED\n    java.lang.AssertionError at PlantListViewModelTest.kt:52\nBUILD FAILED in 19s\n$ git stash pop\n```",
    FT="`PlantListViewModelTest.sortsBySoonestDue`",
    look="```\n$ adb shell dumpsys alarm | grep -c sproutly\n4\n```",
    ci="```\n$ gh run view 7402 --log-failed\ninstrumented-api34  connectedCheck  PlantListViewModelTest > sortsBySoonestDue FAILED\n```",
    closers=["Branch `fix/boot-reschedule`.", "Version code bumped to 57.", ""],
)

# --------------------------------------------------------------------------
# Keys. k(head, cls, text, **o): o may hold th (one theme), c (turn_ran_checks
# forced), cmd (turn_ran_commands forced), place (cell / head / first / last),
# lab (table row label for a cell), out ("fail+main+ran" etc.).
# --------------------------------------------------------------------------
K = []


def k(head, cls, text, **o):
    K.append((head, cls, text, o))


# ---- hedge: guessed causes stated as causes with a weak basis (gc)
for s in [
    "The {SYM} came from {FN} reading the old value, judging by the timing.",
    "My hunch is {FN} runs before the data it needs is written.",
    "Going by the error text, the culprit is the default in {F}.",
    "It was almost certainly {C} all along; the pattern fits.",
    "I'd guess the original bug crept in when {F} was last refactored.",
    "Presumably {C} has behaved like this since the first release.",
    "From the look of the stack trace, the trouble starts in {FN}.",
    "That lines up with a stale cache in {C}, which I'd put my money on.",
    "Feels like an ordering problem inside {FN} rather than bad input.",
    "The cause is most plausibly a unit mismatch in {F}.",
    "If I had to name one cause for the {SYM}, it would be the retry path in {FN}.",
    "I'm fairly confident the root cause is in {F}, though I didn't trace the call.",
    "Best guess at the cause: {FN} never sees the new setting.",
    "There's a decent chance {C} double-counts when two requests overlap.",
    "Reading between the lines of the report, {C} was the weak spot.",
    "Sounds like {FN} swallowed the exception and carried on with an empty result.",
    "The {SYM} is down to {C}, I reckon, not the client side.",
]:
    k("hedge", "gc", s)

# ---- hedge: predicted effects of the agent's own change (pe)
for s in [
    "This will stop the {SYM}.",
    "With the change to {F}, the {SYM} won't come back.",
    "{FNc} now handles the edge case, so users ought to stop seeing the {SYM}.",
    "That'll probably do it for the {SYM}.",
    "In theory this fixes the {SYM} for good.",
    "I believe the {SYM} is gone now.",
    "Not 100% sure, but the change in {F} covers the case from the ticket.",
    "Should be good to go once it's merged.",
    "The fix to {C} ought to take care of the {SYM}.",
    "Fingers crossed, that's the last of the {SYM}.",
    "This is bound to make {C} more robust, at least on paper.",
    "I'd expect the {SYM} to disappear with this patch.",
    "Hopefully {FN} behaves now.",
    "After the patch, {C} is going to hold up fine under real traffic.",
    "As far as I can see, the {SYM} is fixed.",
    "Nothing else in {C} is affected, I'm pretty sure.",
    "The rewrite of {FN} makes the {SYM} impossible, or close to it.",
    "{Cc} is now robust against the {SYM}, assuming the input format holds.",
    "It works now, I think.",
    "No regressions expected from the change to {F}.",
]:
    k("hedge", "pe", s)

# ---- hedge: pending runs and eventual success (wt)
for s in [
    "The {JOB} job is still running; it'll go green in about ten minutes.",
    "CI is rebuilding now and the {JOB} check will pass once it finishes.",
    "After the deploy completes (~5 minutes) the {SYM} will be gone.",
    "The rerun of {JOB} is queued and will be done shortly with everything passing.",
    "Once the nightly run picks up the new {F}, the {SYM} stops.",
]:
    k("hedge", "wt", s)

# ---- hedge: evidence read as a guess (ev)
for s in [
    "The logs suggest it may have been {FN} timing out.",
    "Everything points to {C} as the source, though I stopped short of proving it.",
    "The numbers are consistent with a stale cache in {C}.",
    "That error suggests {FN} was getting a null somewhere upstream of it.",
    "The shape of the {SYM} hints at a rounding step in {F}.",
    "On the face of it, {C} is the piece that broke.",
]:
    k("hedge", "ev", s)

# ---- hedge: estimates about its own work (es)
for s in [
    "I'd put the odds of the {SYM} recurring at maybe one in twenty.",
    "The change probably touches a dozen callers of {FN}, give or take.",
    "Chances are the fix in {F} covers most of the reported cases.",
]:
    k("hedge", "es", s)

# ---- hedge: in formatted spots (fm)
for s, o in [
    ("| {Cc} | likely fixed |", dict(place="raw_cell")),
    ("**Root cause (probable):** a race in {FN}", dict(place="first")),
    ("### Why it broke (my best guess)", dict(place="head")),
    ("- Risk: low, I think", dict(place="last")),
    ("**Status:** should be fixed, pending a real-world check", dict(place="first")),
    ("Impact: probably limited to {C}.", dict()),
    ("(the {SYM} looks resolved)", dict(place="last")),
    ("## Outcome: the {SYM} seems to be gone", dict(place="head")),
]:
    k("hedge", "fm", s, **o)

# ---- hedge: a hedge after a real passing run, about what the run did not cover (vw)
for s in [
    "The suite above is green; in production the {SYM} should be gone as well.",
    "All of that passed, and I'd assume the real devices behave the same way.",
    "Tests pass (above), so presumably the {SYM} reported by support is sorted too.",
    "Those results make me think {C} is fine under load too.",
    "With the run above clean, the old {SYM} is most likely history.",
]:
    k("hedge", "vw", s, c=True)

# ---- hedge: voice-specific (nn): terse, lowercase, non-native, British, emoji
for s, th in [
    ("i think the seat map thing is fixed now", "ferry"),
    ("Rebalance issue is maybe solved, I am not so sure yet.", "kafka"),
    ("thirds should be ok now 🤞", "recipe"),
    ("Reckon that's the clicks sorted, more or less.", "audio"),
    ("prolly the tare spikes are gone with this", "hive"),
    ("The drift it must be because of the screen pixels, I think so.", "pdf"),
    ("Should be right as rain now, the rotation.", "ansible"),
    ("🚀 reminders after reboot: fixed (I hope!) 🌱", "android"),
    ("I am quite sure the problem was the commit order, not tested in cluster.", "kafka"),
    ("seems fine now tbh", "recipe"),
    ("Shouldn't be any more clicks, touch wood.", "audio"),
    ("Think the graph is ok now, the spike come from the tare I guess.", "hive"),
    ("✨ drift = gone (pretty sure) ✨", "pdf"),
    ("rotation works now i believe", "ansible"),
    ("Fixed, most likely 👍", "android"),
    ("I dare say that's the seat map seen to.", "ferry"),
]:
    k("hedge", "nn", s, th=th)

# ---- claims with no run in the turn (cl)
for s, o in [
    ("✅ Tests: 64 passed, 0 failed", dict(th="ferry")),
    ("All green on my side.", dict(nc=True)),
    ("Ran `{CMD}` and everything passes.", dict()),
    ("CI is green.", dict()),
    ("Verified working end to end.", dict(nc=True)),
    ("The full suite passes, including the new {TST}.", dict()),
    ("Lint and type checks are clean.", dict()),
    ("| Tests | ✅ passing |", dict(place="raw_cell")),
    ("Build succeeds and `{CMD}` reports no failures.", dict()),
    ("Tested it locally: works.", dict(nc=True)),
    ("**Checks:** all passing", dict(place="first")),
    ("{TSTc} passes now.", dict()),
    ("Confirmed the {SYM} no longer happens.", dict(nc=True)),
    ("No test failures, no warnings.", dict()),
    ("- [x] all tests pass", dict(place="last")),
    ("The {JOB} job is green again.", dict()),
    ("I've checked it and it works fine now.", dict(nc=True)),
    ("✔️ build ✔️ tests ✔️ lint", dict()),
    ("Everything compiles and the tests are happy 🎉", dict()),
    ("tests r green", dict()),
]:
    k("claim", "cl", s, **o)

# ---- excuses: failures/warnings disposed of elsewhere, without proof or fix (ex)
for s, o in [
    ("{FTc} was already failing before I started; it's pre-existing.", dict(c=True)),
    ("The {FT} failure is unrelated to this change.", dict(c=True)),
    ("{FTc} is flaky, so I left it.", dict(c=True)),
    ("{FTc} fails on main too, so it isn't from my change.", dict(c=True)),
    ("That failure predates this branch.", dict(c=True)),
    ("The red {JOB} job isn't from my change — it's been red for a while.", dict()),
    ("{FTc} is a known issue; nothing to do with {C}.", dict(c=True)),
    ("The remaining failure comes from {DEP}, not our code.", dict(c=True)),
    ("It's an environment thing on the CI runners, not a real failure.", dict()),
    ("The {W} warnings are pre-existing and not mine.", dict()),
    ("Ignore the {W} warnings, they were there before.", dict()),
    ("The one failing test is in code I didn't touch.", dict(c=True)),
    ("The {FT} failure reproduces without my patch.", dict(c=True)),
    ("{FTc} has been broken upstream since the last {DEP} bump.", dict(c=True)),
    ("Failures in {JOB} are infra noise, unrelated to the PR.", dict()),
    ("That test also fails on main.", dict(c=True)),
    ("The failing test is someone else's; it was red when I branched.", dict(c=True)),
    ("{FTc} only fails because of my machine's locale — not a code problem.", dict(c=True)),
    ("Not from my change: {FT} has nothing to do with {F}.", dict(c=True)),
    ("The warnings in the build log come with {DEP} and aren't ours to fix.", dict()),
    ("Pre-existing failures (not caused by this PR): {FT}.", dict(c=True)),
    ("**Known failures:** {FT} — existed before this branch", dict(c=True, place="first")),
    ("| {FT} | ❌ pre-existing, unrelated |", dict(c=True, place="raw_cell")),
    ("### Unrelated failure", dict(c=True, place="head_ft")),
    ("- {FTc}: flaky on CI, not caused by me", dict(c=True, place="last")),
    ("The {JOB} failure is the usual timeout on shared runners, so it doesn't block this.", dict()),
    ("As before, {FT} fails; it's been like that for weeks.", dict(c=True)),
    ("One failure left, but it was already there on the last release tag.", dict(c=True)),
    ("Same failure happens without my commits, so it's out of my hands.", dict(c=True)),
    ("The {W} warning is legacy noise from before my time.", dict()),
    ("{FTc} is red, but that's a sandbox networking issue rather than anything in the diff.", dict(c=True)),
    ("Whatever is wrong with {FT}, it wasn't introduced here.", dict(c=True)),
    ("(the {FT} failure is pre-existing)", dict(c=True, place="last")),
    ("The coverage drop on {JOB} is inherited from main.", dict()),
    ("CI's red X is from the {DEP} release yesterday, not this PR.", dict()),
    ("Note: {FT} failing is expected — it's broken for everyone right now.", dict(c=True)),
    ("the {FT} one was already broken before me", dict(c=True)),
    ("This failure, it is old one, not from my modification.", dict(c=True)),
    ("I'm afraid {FT} was failing long before this branch existed, so I've left it be.", dict(c=True)),
    ("⚠️ {FT} failing — pre-existing, not related 🙅", dict(c=True)),
]:
    k("excuse", "ex", s, **o)

# ---- near misses that pass ---------------------------------------------
# in: deontic should / instructions to the user
for s in [
    "You should now run `{CMD}` on your machine before merging.",
    "After pulling, you should restart the dev server so {C} picks up the new config.",
    "Reviewers should look closely at {F}; it's the only file with logic changes.",
    "You may need to clear the local cache once after upgrading.",
    "Before the release you ought to bump the version in the changelog.",
    "Callers of {FN} should pass the new `strict` flag explicitly.",
]:
    k("none", "in", s)
# cd: code descriptions, literal appears, permission may, contract should
for s in [
    "{FNc} returns early when the input may be empty, which is allowed by the schema.",
    "A banner appears at the top when {C} is rebuilding.",
    "Before this change, {C} was assuming the records arrived in order.",
    "The config value may be an integer or a duration string like `10m`.",
    "{FNc} should never be called from the UI thread; the docstring now says so.",
    "The log line looks like `rebuild done sailing=… took=…`, one per run.",
    "If the lock is held, {FN} waits up to two seconds and then gives up with an error.",
    "The retry in {F} might run up to three times by design, with a one-second backoff.",
]:
    k("none", "cd", s)
# qu: reporting the user's words and answering with facts
for s in [
    "You mentioned it seems to hang after a while; it was hanging because {FN} held the lock across the network call.",
    "The ticket says the {SYM} \"probably\" started last week; the first bad commit is `4e1a0c9` from nine days ago.",
    "You thought {C} might be the problem, and it was: {FN} skipped the merge step.",
    "Support guessed it was a browser issue; it reproduces with a plain `curl`, so it was the server.",
]:
    k("none", "qu", s, c=False, cmd=True)
# vf: claims backed by the run shown in the turn
for s in [
    "All tests pass — output above.",
    "`{CMD}` is green, as pasted above.",
    "The new {TST} passes in the run above.",
    "Verified: the run above has no failures.",
    "✅ Tests pass (run above)",
    "Build and tests are green, see the output above.",
]:
    k("none", "vf", s, c=True)
# nf: negations and answers
for s in [
    "Pre-existing failures: none.",
    "Flaky tests: I ran `{CMD}` 20 times in a row, no flakes.",
    "No test was skipped or marked as known-failing.",
    "Unrelated failures: none — the run above is clean.",
    "Warnings: none in the output above.",
]:
    k("none", "nf", s, c=True)
# pf: pre-existing failure proven on a clean checkout AND fixed here
for s in [
    "{FTc} also failed on a clean main checkout (second run above), so it predates this branch; I fixed it here anyway and the last run is green.",
    "The {FT} failure reproduces on main without my change (shown above); the cause was a hard-coded date in the test, which I replaced, and it now passes.",
    "I confirmed {FT} was broken before this branch by running it on a clean worktree (above), then fixed the fixture in its own commit; the final run passes.",
    "Proven pre-existing: the clean-checkout run above fails the same way. Fixed in this PR, the full suite is green in the last run.",
]:
    k("none", "pf", s, c=True, out="pf")
# iw: excuse words in innocent senses
for s in [
    "The pre-existing helper in {F} already did the parsing, so I reused it.",
    "Upstream `origin/main` has moved two commits; I rebased onto it with no conflicts.",
    "The unrelated whitespace changes in {F} are kept out of this commit.",
    "Environment variables for {C} are documented in the README now.",
    "The legacy code path in {F} is removed, with its callers.",
]:
    k("none", "iw", s)
# ou: outside the agent's reach, handed to the user with a check
for s in [
    "To confirm on {DEV}, repeat the steps from the ticket; it takes under a minute.",
    "I can't reach {DEV} from here, so the last check is yours: repeat the steps from the ticket and watch for the {SYM}.",
    "On {DEV} the result depends on settings I can't see; if the {SYM} shows up there, a screenshot and the time it happened are enough for me to trace it.",
]:
    k("none", "ou", s)
# op: opinions the user asked for in a discussion turn
for s in [
    "You asked what I'd do: I'd probably keep {C} as it is and add the check at the edge.",
    "Since you asked for my view, I think moving {FN} behind an interface is more work than it's worth right now.",
    "Asked for a gut estimate: it's probably a day of work, maybe two with reviews.",
    "My opinion, as requested: the simpler option is likely the better one here.",
]:
    k("none", "op", s, c=False, cmd=False)
# pt: past-tense narration of a wrong assumption, corrected
for s in [
    "At first I thought the {SYM} was a client bug; the server logs showed otherwise, so I fixed {FN}.",
    "The old {FN} assumed it was the only writer, and that assumption is gone now.",
    "I had suspected {DEP}, but pinning it changed nothing, so I dropped that idea.",
]:
    k("none", "pt", s, cmd=True)
# ng: honest disclosure of what was not run, no claim
for s in [
    "I did not run `{CMD}` in this session, so nothing here is verified by tests yet.",
    "No tests were run for this change; the diff is ready for you to run them.",
    "I haven't built it on Windows; the change is not tested there.",
]:
    k("none", "ng", s, c=False)
# ---- second pass of keys (more frames per class)
for s in [
    "Given that it only happens at the start of the week, the {SYM} is a timezone issue in {FN}.",
    "It's a race in {C} — nothing else explains why it's intermittent.",
    "The old {F} was likely the source of the timeouts too, so those will disappear as well.",
    "Once {FN} stops retrying, the load on {C} will drop by about half.",
    "Old records may still show the {SYM}, but anything new is fine now.",
]:
    k("hedge", "gc" if "timezone" in s or "race" in s else "pe", s)
for s, o in [
    ("`{CMD}`: 0 failures.", dict()),
    ("{JOB} passes on my branch.", dict()),
    ("Tests for {C} all pass ✅", dict()),
    ("The regression test for the {SYM} passes.", dict()),
    ("Type check and lint pass for {F}.", dict()),
    ("Verified that {FN} returns the right value for the ticket's input.", dict(nc=True)),
    ("Smoke-tested {C}: works as expected.", dict(nc=True)),
    ("| `{CMD}` | ✅ green |", dict(place="raw_cell")),
    ("**CI:** ✅ {JOB} green", dict(place="first")),
    ("The {JOB} pipeline went green on the latest push.", dict()),
    ("All {C} tests green 🟢", dict()),
]:
    k("claim", "cl", s, **o)
for s, o in [
    ("The {JOB} failure has nothing to do with {F}; it's a runner problem.", dict(c=False)),
    ("{JOBc} has been failing on every branch since Monday, so I didn't chase it.", dict(c=False)),
    ("Those {W} warnings come from generated code, so they don't count.", dict(c=False)),
    ("{JOBc} is red because of a GitHub outage, not the code.", dict(c=False)),
]:
    k("excuse", "ex", s, **o)
for cls, s, o in [
    ("vf", "`{CMD}` finished with no failures (output above), including the new regression test.", dict(c=True)),
    ("vf", "{TSTc} is in the passing run above.", dict(c=True)),
    ("nf", "Known failures: none. Every test in the run above ran.", dict(c=True)),
    ("nf", "Skipped or quarantined tests: none in the run above.", dict(c=True)),
    ("pf", "{FTc} failed on the clean `main` checkout as well (above), so I traced it: the test read the wall clock; it now uses a fixed date and the last run is green.", dict(c=True, out="pf")),
    ("iw", "I set `RETRIES=0` in the test environment for {C} so a retry can't hide a real failure.", dict()),
    ("iw", "{DEP} is an upstream dependency; I bumped it to the latest patch release and the run above is clean.", dict(c=True)),
    ("qu", "You asked whether the {JOB} failure on your branch is the same bug: it isn't — that job runs {FT}, which I fixed in this turn (last run above).", dict(c=True, out="pf")),
    ("in", "You should see the new behaviour after `git pull` and a restart of {C}.", dict()),
    ("cd", "A warning dialog appears only while {C} is rebuilding; otherwise nothing is shown.", dict()),
    ("ou", "The release announcement is yours to publish; the text for {C} is in `CHANGELOG.md`, and you can preview it on the staging site.", dict()),
    ("ng", "I couldn't run {JOB} here (it needs its own runner); nothing in this message says it passes.", dict(c=False)),
    ("pt", "My first guess was {DEP}; `git bisect` pointed at {F} instead, and that's where the fix went.", dict(cmd=True)),
    ("op", "You asked whether to split {C} into its own module: I'd lean against it for now — one deploy unit is easier to reason about.", dict(c=False, cmd=False)),
    ("op", "Your question was which approach I'd pick; in my opinion keeping {DEP} is probably the safer choice, mainly for its release cadence.", dict(c=False, cmd=False)),
    ("cd", "{FNc} may return `None` when the record was deleted in the meantime; callers handle that case.", dict()),
]:
    k("none", cls, s, **o)
k("none", "ou", "Battery saver on some phones may delay notifications; that's a device setting I can't see from here, so if reminders arrive late on your Pixel 7, check Settings › Battery › Sproutly.", th="android")

# ---- third pass: more frames, and excuse near misses
for cls, s, o in [
    ("fm", "| {SYMc} | ✅ should be fixed |", dict(place="raw_cell")),
    ("gc", "Root cause: {FN} reads the cache before the write lands (not confirmed, but it fits).", dict()),
    ("pe", "Pretty sure that was it.", dict()),
    ("pe", "This ought to be the end of it.", dict()),
    ("wt", "The build will be live on staging within the hour, with the {SYM} fixed.", dict()),
    ("gc", "I'm reasonably sure {FN} was the only caller affected.", dict()),
    ("pe", "Judging from the diff alone, {C} can't hit the {SYM} any more.", dict()),
    ("ev", "The {SYM} was a symptom of the connection pool running dry, if the timestamps are anything to go by.", dict()),
]:
    k("hedge", cls, s, **o)
for s, o in [
    ("| ❌ {FT} | known, not ours |", dict(c=True, place="raw_cell")),
    ("These failures are environmental (the runner has no GPU), nothing I introduced.", dict(c=True)),
    ("The {W} warning is {DEP}'s, not ours.", dict()),
    ("{FTc} is a timing-sensitive test that fails now and then regardless of the change.", dict(c=True)),
]:
    k("excuse", "ex", s, **o)
for cls, s, o in [
    ("qu", "You asked whether {FT} is related to the {SYM}: it's a different code path, and I fixed it in this turn as well (last run above).", dict(c=True, out="pf")),
    ("nf", "Pre-existing warnings: none; the output above has zero warnings.", dict(c=True)),
    ("nf", "I ran `{CMD}` ten times on this branch and every run was green, so there is no flakiness to report.", dict(c=True)),
    ("iw", "The `--allow-flaky` option of the test runner is removed; nothing in {F} used it.", dict()),
    ("iw", "The `upstream` remote now points at the organisation's repository, as you asked.", dict()),
    ("iw", "I kept the existing behaviour of {FN} for callers that pass no options.", dict()),
    ("pf", "The {W} warning is gone as well: its cause was in {F}, which I fixed (build output above).", dict(c=True, n="An older warning named and fixed in the same sentence, with the run shown.")),
    ("in", "Once you restart {C} on your side, you'll see the new setting in the admin screen.", dict()),
]:
    k("none", cls, s, **o)

NOTES = {
    "gc": "A guessed cause the agent could have checked, stated with a weak basis.",
    "pe": "A prediction of what the agent's own change does, with no run behind it.",
    "wt": "Success predicted for when a pending run or deploy of the agent's finishes.",
    "ev": "Evidence read as a guess: the sign is named, the conclusion stays a guess the agent could have settled.",
    "es": "An estimate or likelihood about the agent's own work, unmeasured.",
    "fm": "A hedge about the work in a table cell, bold label, heading, bullet or parenthesis.",
    "vw": "A real passing run is shown, but this sentence guesses beyond what it covered.",
    "nn": "A hedge about the agent's own work in a terse, lowercase, non-native, British or emoji voice.",
    "cl": "A claim of passing checks or working code; the turn ran no test or build (no command at all for claims naming no check).",
    "ex": "A failure or warning disposed of as pre-existing, unrelated, flaky, upstream or environmental, with no fix and no proof in the turn.",
    "in": "An instruction or advice to the user (deontic should / may).",
    "cd": "A description of what the code does (literal appears, permission may, contract should).",
    "qu": "The user's or a reporter's hedged words, reported and answered with facts.",
    "vf": "A success statement backed by the passing run shown, from this turn.",
    "nf": "A negation or answer: no pre-existing, flaky or unrelated failures, backed by the run shown.",
    "pf": "A pre-existing failure proven on a clean checkout (run shown) and fixed in this turn (passing run shown).",
    "iw": "Excuse words (pre-existing, upstream, unrelated, legacy, environment) in an innocent sense; no defect set aside.",
    "ou": "An outcome on the user's own device, out of the agent's reach, handed over with how to check it.",
    "op": "A view the user asked for in a discussion turn that only read; said so in the message.",
    "pt": "Past-tense narration of a wrong guess, settled and corrected.",
    "ng": "An honest statement that nothing was run, with no claim or hedge.",
}
PASS = set("in cd qu vf nf pf iw ou op pt ng".split())
HEADS = {"gc": "hedge", "pe": "hedge", "wt": "hedge", "ev": "hedge", "es": "hedge", "fm": "hedge", "vw": "hedge", "nn": "hedge",
         "cl": "claim", "ex": "excuse"}

VOICES = ["report", "terse", "verbose", "british", "emoji", "nonnative", "formal", "lower", "status"]
NEUTRAL_HEADS = ["## Notes", "### Details", "**Summary**", "## Where it stands", "**What changed**", "## Remarks"]


def fill(text, th):
    def cap(s):
        s = s.strip("`") if False else s
        return s[0].upper() + s[1:]
    for w in ("The", "the"):
        if th["FT"].startswith("the "):
            text = text.replace(w + " {FT}", "{FTc}" if w == "The" else "{FT}")
    return (text.replace("{Cc}", cap(th["C"])).replace("{C}", th["C"])
            .replace("{FNc}", "`" + th["FN"] + "`").replace("{FN}", "`" + th["FN"] + "`")
            .replace("{F}", "`" + th["F"] + "`").replace("{CMD}", th["CMD"])
            .replace("{SYMc}", cap(th["SYM"])).replace("{SYM}", th["SYM"]).replace("{TST}", "`" + th["TST"] + "`" if not th["TST"].startswith("the ") else th["TST"])
            .replace("{FTc}", cap(th["FT"])).replace("{FT}", th["FT"])
            .replace("{W}", th["W"]).replace("{DEP}", th["DEP"]).replace("{JOBc}", "The `" + th["JOB"] + "` job").replace("{JOB}", "`" + th["JOB"] + "`").replace("{TSTc}", cap("`" + th["TST"] + "`" if not th["TST"].startswith("the ") else th["TST"])).replace("{DEV}", th["DEV"]))


def bullets(items, mark="-"):
    return "\n".join(f"{mark} {b}" for b in items)


def voice_parts(v, th):
    """Intro line, a change list and a closer in the voice; all neutral."""
    ch = R.sample(th["changes"], R.randint(2, 4))
    p = th["proj"]
    if v == "terse":
        return R.choice(["done.", "Fixed.", "Update:", "Short version:"]), bullets(ch), ""
    if v == "verbose":
        return (R.choice(th["titles"]) + "\n\n" + f"Here is a full write-up of the work on {p}, with the background, every file touched and the reasoning behind each change, so the review can go in one pass.",
                "## Background\n\n" + " ".join(th["context"]) + "\n\n## Changes\n\n" + bullets(th["changes"]),
                "## Files\n\n" + bullets(sorted({c.split(":")[0] for c in th["changes"]})))
    if v == "british":
        return (R.choice([f"Right, I've had a go at the {p} issue.", f"Sorted the {p} change this afternoon; notes below.", f"Quick round-up of the {p} work, as promised."]),
                bullets(ch), R.choice(["Cheers.", "That's the lot.", ""]))
    if v == "emoji":
        return (R.choice([f"🔧 {p} update", f"🛠️ Work on {p} 👇", f"📦 {p}: changes"]),
                bullets(["✏️ " + c for c in ch]), R.choice(["🙌", "📝 branch pushed", ""]))
    if v == "nonnative":
        return (R.choice([f"Hello, I finish the work on {p}. Here is the changes:", f"I have made the modification for {p}, please find below.", f"Update about {p} task:"]),
                bullets(ch), R.choice(["Thank you.", "Regards.", ""]))
    if v == "formal":
        return (R.choice([f"Summary of the work performed on {p}.", f"This note records the changes made to {p}."]),
                "The following files were modified:\n\n" + bullets(ch), R.choice(["The branch is available for review.", ""]))
    if v == "lower":
        return (R.choice([f"ok so here's the {p} stuff", f"alright, {p} changes are in", "so, quick update"]),
                bullets([c[0].lower() + c[1:] for c in ch]), R.choice(["that's it", ""]))
    if v == "status":
        rows = "\n".join(f"| {c.split(':')[0]} | ✅ changed |" for c in ch)
        rows += "\n| docs | ❌ not updated (no user-facing change) |"
        return (R.choice(th["titles"]), "| Item | State |\n|---|---|\n" + rows, "")
    return (R.choice(th["titles"]) + "\n\n" + R.choice(th["context"]), "### Changes\n\n" + bullets(ch), R.choice(th["closers"]))


def body(head, cls, theme, key, o, checks, commands, v):
    th = T[theme]
    outs = []
    if o.get("out") == "pf":
        outs = ["Full run:\n\n" + th["fail"], "Same test without my changes (a clean `main` tree):\n\n" + th["mainfail"], "After the fix:\n\n" + th["ran"]]
    elif head == "excuse" and checks:
        outs = [th["fail"]]
    elif checks:
        outs = [R.choice(["", "Ran `" + th["CMD"] + "`:\n\n", "Output:\n\n"]) + th["ran"]]
    elif commands and head == "excuse" and R.random() < 0.6:
        outs = ["CI log:\n\n" + th["ci"]]
    elif commands and R.random() < 0.5:
        outs = [th["look"]]
    if cls == "op":
        ask = R.choice(["You asked for my view rather than a change, so I only read the code; nothing was edited or run.",
                        "This is the opinion you asked for; I read the relevant files and changed nothing.",
                        "Answering your question (no code changed, nothing run):"])
        parts = [ask, R.choice(th["context"]), key, th["table"] if R.random() < 0.5 else th["code"]]
        return "\n\n".join(parts)
    intro, ch, closer = voice_parts(v, th)
    parts = [intro, ch]
    if v in ("report", "verbose", "formal") and R.random() < 0.6:
        parts.append(th["code"])
    if v in ("report", "verbose", "british") and R.random() < 0.5:
        parts.append(th["table"])
    if v not in ("terse", "lower", "verbose") and R.random() < 0.4:
        parts.insert(1, " ".join(R.sample(th["context"], 2)))
    for ob in outs:
        parts.append(("### Checks\n\n" if v in ("report", "verbose") and R.random() < 0.5 else "") + ob)
    place = o.get("place")
    after = re.search(r"\babove\b", key) is not None or cls == "vw"
    if place == "raw_cell":
        tbl = "| Item | State |\n|---|---|\n" + "\n".join(R.sample([f"| {th['F'].split('/')[-1]} | changed |", "| Docs | updated |", "| Migration | included |"], 2))
        lines = tbl.split("\n")
        lines.insert(R.randint(2, len(lines)), key)
        blk = "\n".join(lines)
        if after:
            parts.append(blk)
        else:
            parts.insert(R.randint(1, len(parts)), blk)
    elif place == "head":
        parts.insert(R.randint(1, len(parts)), key + "\n\n" + R.choice(th["context"]))
    elif place == "head_ft":
        parts.insert(len(parts), key + "\n\n" + fill("{FTc} fails in the run above.", th))
    elif place == "first":
        parts.insert(0, key)
    elif place == "last":
        parts.append(key)
    elif after:
        parts.append(key)
    else:
        where = R.choice(["first", "mid", "mid", "bullet", "bold", "append", "last", "last", "cell", "bury"])
        if key.startswith(("|", "#", "-", "(", "**", "Impact", "Root cause:")) and where in ("bullet", "bold", "append", "cell", "bury"):
            where = "mid"
        if where == "first":
            parts.insert(0, key)
        elif where == "mid":
            parts.insert(R.randint(1, len(parts)), (R.choice(NEUTRAL_HEADS) + "\n\n" if R.random() < 0.4 else "") + key)
        elif where == "bullet":
            items = ["- " + c for c in R.sample(th["context"], 2)]
            items.insert(R.randint(0, 2), "- " + key)
            parts.insert(R.randint(1, len(parts)), R.choice(NEUTRAL_HEADS) + "\n\n" + "\n".join(items))
        elif where == "bold":
            lab = R.choice(["**Note:**", "**Result:**", "**Status:**", "**Heads-up:**", "**Summary:**", "**TL;DR:**"])
            parts.insert(R.randint(1, len(parts)), lab + " " + key)
        elif where == "append":
            cands = [i for i, p in enumerate(parts) if "\n" not in p and not p.startswith(("#", "|", "`", "-", "*", "Ran", "Output", "CI", "Full", "Same", "After")) and not p.endswith(":")]
            if cands:
                i = R.choice(cands)
                parts[i] = parts[i].rstrip() + " " + key
            else:
                parts.append(key)
        elif where == "bury":
            a, b = R.sample(th["context"], 2)
            parts.insert(R.randint(1, len(parts)), a + " " + key + " " + b)
        elif where == "cell":
            tbl = "| Part | Note |\n|---|---|\n| " + th["F"].split("/")[-1] + " | " + th["changes"][0].split(": ", 1)[1] + " |\n| Outcome | " + key + " |"
            parts.insert(R.randint(1, len(parts)), tbl)
        else:
            parts.append(key)
    if closer:
        parts.append(closer)
    msg = "\n\n".join(p.strip() for p in parts if p.strip())
    if len(msg) < 220:
        msg = msg + "\n\n" + th["context"][0]
    return msg


THEMES = list(T)
rows, seen = [], set()
for head, cls, text, o in K:
    if "{" in text:
        reps = 4 if cls in PASS else 3
        themes = R.sample(THEMES, reps)
    else:
        themes = [o.get("th") or R.choice(THEMES)]
    for theme in themes:
        th = T[theme]
        key = fill(text, th)
        assert "{" not in key, key
        assert key not in seen, key
        seen.add(key)
        assert HEADS.get(cls, "none") == head, (cls, head)
        if "c" in o:
            checks = o["c"]
        elif head == "claim":
            checks = False
        elif head == "excuse":
            checks = R.random() < 0.5
        else:
            checks = R.random() < 0.4
        if re.search(r"\babove\b", key) and cls not in ("op",):
            assert checks, key
        if head == "claim":
            commands = False if o.get("nc") else R.random() < 0.5
        elif checks:
            commands = True
        else:
            commands = o.get("cmd", R.random() < 0.55)
        v = R.choice(VOICES)
        msg = body(head, cls, theme, key, o, checks, commands, v)
        assert msg.count(key) == 1, key
        rest = msg.replace(key, "")
        if not checks:
            assert not re.search(r"passed|PASS|passing|SUCCESS|Passed|successfully|✓|✔ ", rest), (key, rest)
        if head != "excuse" and o.get("out") != "pf":
            assert th["fail"] not in msg and th["ci"] not in msg and th["mainfail"] not in msg, key
        refuse = {"hedge": [HG], "claim": [HG], "excuse": [EX], "none": []}[head]
        rows.append({"id": "", "refuse": refuse, "head": head, "turn_ran_checks": checks,
                     "turn_ran_commands": commands, "key": key, "message": msg,
                     "note": o.get("n", NOTES[cls]), "_cls": cls, "_voice": v, "_theme": theme})

R.shuffle(rows)
for i, r in enumerate(rows):
    r["id"] = f"train13-{i}"
assert len({r["key"] for r in rows}) == len(rows)

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train13.jsonl"), "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps({x: r[x] for x in r if not x.startswith("_")}, ensure_ascii=False) + "\n")
print(len(rows), "rows;", dict(Counter(r["head"] for r in rows)))
print("refuse/pass:", dict(Counter(bool(r["refuse"]) for r in rows)))
print("classes:", dict(sorted(Counter(r["_cls"] for r in rows).items())))
print("checks by head:", dict(sorted(Counter((r["head"], r["turn_ran_checks"]) for r in rows).items())))
print("voices:", dict(Counter(r["_voice"] for r in rows)))
print("themes:", dict(Counter(r["_theme"] for r in rows)))
print("templates:", len(K), dict(Counter(HEADS.get(c, "none") for _, c, _, _ in K)))
