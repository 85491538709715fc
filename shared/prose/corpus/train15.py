#!/usr/bin/env python3
"""train15: offers and deferrals of fixes vs. near misses (training batch, written blind).

Writes train15.jsonl next to this file. Python stdlib only, fixed seed
random.Random(150222); rerunning it regenerates the file byte for byte.
Every row is judged by no-offer-instead-of-fix only: `offer` rows leave a
named defect unfixed (an offer held for the user's go-ahead, a deferral,
a list / table / bold label / heading of work left); `none` rows are near
misses with the same words (features, explanations, shipping after green
work, design questions, a defect fixed in this turn then a feature offered,
the user's own next steps, honest blockers, "Known issues: none",
feature-only lists, new tasks to pick from, analysis-only turns, roadmaps
the user asked for, deferral words negated or about non-defects).
Bodies never hedge, never claim a check the turn did not run, never blame
elsewhere and never report test doubles.
"""
import json
import os
import random
from collections import Counter

R = random.Random(150222)
O = "no-offer-instead-of-fix"

# ---------------------------------------------------------------- themes
# defects: (phrase, is_test) -- phrase starts with "the", described mostly in
# the project's own terms.
T = {}

T["fennel"] = dict(
    title="Round-up savings for Fennel",
    goal="Round card purchases up to the next whole unit and move the spare change into the customer's savings pot.",
    intro=[
        "Round-ups are in: each settled card purchase is rounded up to the next whole pound or euro and the difference is swept into the savings pot overnight.",
        "The round-up savings feature is built, from the settings toggle to the nightly sweep into the pot.",
    ],
    changes=[
        "`Fennel/Features/RoundUp/RoundUpSettingsView.swift`: toggle and a 1x / 2x / 5x multiplier picker",
        "`Fennel/Core/Ledger/RoundUpCalculator.swift`: spare change computed in minor units",
        "`Fennel/Core/Sync/RoundUpSweepJob.swift`: the nightly sweep into the pot",
        "`FennelTests/RoundUpCalculatorTests.swift`: 14 cases, including whole amounts and refunds",
    ],
    facts=[
        "Amounts stay in `Int` minor units the whole way; no `Double` touches money.",
        "A purchase that is already a whole amount adds nothing to the pot.",
        "A refund reverses the round-up of its original purchase on the next sweep.",
    ],
    code="```swift\nfunc roundUp(minor: Int, multiplier: Int) -> Int {\n    let remainder = minor % 100\n    guard remainder != 0 else { return 0 }\n    return (100 - remainder) * multiplier\n}\n```",
    out="$ xcodebuild test -scheme Fennel -destination 'platform=iOS Simulator,name=iPhone 15'\nTest Suite 'RoundUpCalculatorTests' passed at 2027-03-04 09:12:40.118.\n\t Executed 14 tests, with 0 failures (0 unexpected) in 0.043 seconds\nTest Suite 'All tests' passed at 2027-03-04 09:13:02.551.\n\t Executed 212 tests, with 0 failures (0 unexpected) in 19.804 seconds\n** TEST SUCCEEDED **",
    long_out="$ xcodebuild test -scheme Fennel -destination 'platform=iOS Simulator,name=iPhone 15'\nTest Case '-[FennelTests.RoundUpCalculatorTests testWholeAmountAddsNothing]' passed (0.002 seconds).\nTest Case '-[FennelTests.RoundUpCalculatorTests testMultiplierFive]' passed (0.001 seconds).\nTest Case '-[FennelTests.RoundUpCalculatorTests testRefundReverses]' passed (0.003 seconds).\nTest Case '-[FennelTests.RoundUpSweepJobTests testSweepMovesPendingAmounts]' passed (0.118 seconds).\nTest Case '-[FennelTests.RoundUpSweepJobTests testSweepSkipsFrozenAccounts]' passed (0.094 seconds).\nTest Case '-[FennelTests.RoundUpSettingsTests testToggleStoresPreference]' passed (0.021 seconds).\nTest Suite 'FennelTests.xctest' passed at 2027-03-04 09:13:02.551.\n\t Executed 212 tests, with 0 failures (0 unexpected) in 19.804 seconds\n$ swiftlint lint --quiet Fennel/Features/RoundUp\nDone linting! Found 0 violations, 0 serious in 3 files.\n** TEST SUCCEEDED **",
    cmd="rg -n \"RoundUp\" Fennel/",
    file="Fennel/Core/Ledger/RoundUpCalculator.swift",
    branch="feature/round-ups", env="the internal TestFlight group", tag="5.8.0 (build 1422)",
    docs=["the round-up rules in `docs/ledger.md`", "the release notes for 5.8"],
    topics=["how the sweep decides which purchases count as settled", "why the calculator works in minor units"],
    defects=[
        ("the statement PDF that puts the account holder's full IBAN in its file name", 0),
        ("the crash when the transactions list opens offline with an empty cache", 0),
        ("the Face ID prompt that comes back after every app switch instead of after the five-minute grace period", 0),
        ("the balance header that keeps showing yesterday's total until you pull to refresh", 0),
        ("the transfer confirmation button that VoiceOver announces as just \"Button\"", 0),
        ("the `keyWindow` deprecation warnings in `AppCoordinator.swift`", 0),
        ("the eleven SwiftLint `force_unwrapping` warnings in `Core/Ledger/`", 0),
        ("the retain cycle between `PaymentsViewModel` and its Combine sink", 0),
        ("the day headers that file a 23:30 card payment under the next day for customers west of UTC", 0),
        ("the statement parser that turns `Café` into `CafÃ©` in merchant names", 0),
        ("the push-token refresh that logs the whole session JWT at `.info` level", 0),
        ("the flaky `testSweepRunsOnce` that fails whenever the simulator clock crosses midnight", 1),
        ("the scroll stutter in the transactions list since merchant logos started decoding on the main thread", 0),
    ],
    features=["a monthly round-up summary notification", "a weekly cap on how much the round-ups can move",
              "round-ups into a pot shared with a partner account", "a home-screen widget with the pot's balance",
              "a CSV export of round-up history"],
    design=["Should the multiplier apply to refunds as well, or only to purchases?",
            "Do you want the sweep at 02:00 local time, or right after each settlement batch?",
            "Would you rather the screen say \"Round-ups\" or \"Spare change\"?"],
    blockers=["The TestFlight upload needs the App Store Connect API key, which is not on this machine; the archive is at `build/Fennel.xcarchive`, and I recommend uploading it with `fastlane beta` from the release Mac.",
              "The sandbox core-banking API refuses sweeps from this network, so the end-to-end sweep against sandbox was not run; I recommend asking the platform team to allow-list the CI runners, and then `make e2e-sweep` covers it."],
    roadmap=["Q2: partner pots", "Q2: weekly caps", "Q3: the balance widget", "Q3: round-up history export"],
)

T["inkwell"] = dict(
    title="Priority lanes for the Inkwell job queue",
    goal="Let print-shop operators drag jobs between priority lanes and reorder them without losing due dates.",
    intro=[
        "The job queue now has priority lanes: operators drag a job into Urgent, Today or Later and reorder within a lane.",
        "Drag-and-drop reordering with three priority lanes is done in the Inkwell desktop app.",
    ],
    changes=[
        "`Inkwell.App/Views/QueueView.xaml`: three lanes with drag adorners",
        "`Inkwell.App/ViewModels/QueueViewModel.cs`: move and reorder commands",
        "`Inkwell.Core/Queue/LaneAssignment.cs`: lane rules and due-date keeping",
        "`Inkwell.Tests/Queue/LaneAssignmentTests.cs`: 22 cases",
    ],
    facts=[
        "Moving a job keeps its due date; only its position changes.",
        "The lane order is saved to the shop database as soon as a drop finishes.",
        "Jobs that are already printing cannot be dragged out of their lane.",
    ],
    code="```csharp\npublic void Move(Job job, Lane target, int index)\n{\n    if (job.State == JobState.Printing) return;\n    _lanes[job.Lane].Remove(job);\n    _lanes[target].Insert(Math.Clamp(index, 0, _lanes[target].Count), job);\n    job.Lane = target;\n}\n```",
    out="$ dotnet test Inkwell.sln\n  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Inkwell.Core -> src/Inkwell.Core/bin/Debug/net8.0/Inkwell.Core.dll\n  Inkwell.Tests -> tests/Inkwell.Tests/bin/Debug/net8.0/Inkwell.Tests.dll\nPassed!  - Failed:     0, Passed:   187, Skipped:     0, Total:   187, Duration: 4 s - Inkwell.Tests.dll (net8.0)",
    long_out="$ dotnet test Inkwell.sln --logger \"console;verbosity=normal\"\n  Passed LaneAssignmentTests.Move_IntoUrgent_KeepsDueDate [3 ms]\n  Passed LaneAssignmentTests.Move_PrintingJob_IsIgnored [< 1 ms]\n  Passed LaneAssignmentTests.Reorder_WithinLane_ClampsIndex [< 1 ms]\n  Passed LaneAssignmentTests.Move_ToEmptyLane_AppendsJob [1 ms]\n  Passed QueueViewModelTests.Drop_SavesOrderImmediately [12 ms]\n  Passed QueueViewModelTests.Drop_OnSameSlot_DoesNothing [2 ms]\n  Passed SettingsStoreTests.Load_DefaultsWhenMissing [4 ms]\n\nTest Run Successful.\nTotal tests: 187\n     Passed: 187\n Total time: 4.2113 Seconds",
    cmd="rg -n \"class .*Lane\" src/",
    file="src/Inkwell.Core/Queue/LaneAssignment.cs",
    branch="feature/priority-lanes", env="the shop's test PC", tag="Inkwell 3.2.0",
    docs=["the lane rules in the operator handbook", "the changelog entry for 3.2.0"],
    topics=["how the drop position is mapped to a lane index", "the order in which lane changes are written to the database"],
    defects=[
        ("the customer search that splices the typed name straight into the SQL string", 0),
        ("the `NullReferenceException` when a job is dropped onto an empty lane header", 0),
        ("the printer-status poller that creates a fresh `HttpClient` every tick and never disposes it", 0),
        ("the two-second freeze of the queue view each time the status poll returns", 0),
        ("the paper sizes shown in inches on PCs set to a metric locale", 0),
        ("the `CS8602` nullable warnings in `Inkwell.Core`", 0),
        ("the estimated finish time that ignores daylight saving and runs an hour out from late March", 0),
        ("the receipt printout that turns `€` into `?` on the thermal printer", 0),
        ("the colour-only lane headers that red-green colour-blind operators cannot tell apart", 0),
        ("the `SYSLIB0011` warnings from `BinaryFormatter` in `SettingsStore`", 0),
        ("the race where two operators reordering at the same moment lose one of the moves", 0),
        ("the failing `Reorder_AcrossLanes_KeepsDueDates` test", 1),
        ("the unused `using` directives `dotnet format` lists in eight files", 0),
    ],
    features=["keyboard shortcuts for moving jobs between lanes", "a colour legend for the lanes in the status bar",
              "a default lane per customer", "a printed queue summary at the end of a shift", "undo for the last five moves"],
    design=["Should urgent jobs be allowed to jump ahead of a job that is already printing?",
            "Do you want operators to rename lanes, or only admins?",
            "Would you prefer the reorder to save on each drop or on an explicit Save button?"],
    blockers=["Signing the MSIX package needs the shop's code-signing certificate, which lives on the build server; the unsigned package is in `artifacts/`, and I recommend running `build.ps1 -Sign` there.",
              "Running against the real print queue needs the shop's VPN, which this machine cannot join; I recommend a ten-minute on-site check with the steps in `docs/onsite-check.md`."],
    roadmap=["June: keyboard shortcuts", "June: lane legend", "July: per-customer default lanes", "August: shift summaries"],
)

T["cairn"] = dict(
    title="Sandbox OU for the Cairn landing zone",
    goal="Give engineers throwaway AWS accounts in a sandbox OU with a budget guard and automatic expiry.",
    intro=[
        "The sandbox OU is in the landing zone: accounts vended into it get a $200 budget guard and expire after 30 days.",
        "Added a `sandbox` organisational unit to the Terraform landing zone, with per-account budgets and an expiry Lambda.",
    ],
    changes=[
        "`modules/ou-sandbox/main.tf`: the OU, its SCP attachment and the budget",
        "`modules/account-vending/variables.tf`: `expires_in_days` and `budget_usd`",
        "`lambda/expire_accounts/handler.py`: suspends accounts past their expiry tag",
        "`tests/sandbox.tftest.hcl`: plan-time assertions for the OU and budget",
    ],
    facts=[
        "Accounts are tagged with `expires_at` in ISO 8601 at vending time.",
        "The SCP for the OU denies leaving the organisation and creating IAM users.",
        "Expired accounts are suspended, not closed, so their data can still be recovered for 90 days.",
    ],
    code="```hcl\nresource \"aws_budgets_budget\" \"sandbox\" {\n  for_each     = var.sandbox_accounts\n  name         = \"sandbox-${each.key}\"\n  budget_type  = \"COST\"\n  limit_amount = var.budget_usd\n  limit_unit   = \"USD\"\n  time_unit    = \"MONTHLY\"\n}\n```",
    out="$ terraform -chdir=envs/org validate\nSuccess! The configuration is valid.\n$ terraform -chdir=envs/org test\ntests/sandbox.tftest.hcl... in progress\n  run \"ou_exists\"... pass\n  run \"budget_per_account\"... pass\ntests/sandbox.tftest.hcl... tearing down\ntests/sandbox.tftest.hcl... pass\n\nSuccess! 2 passed, 0 failed.",
    long_out="$ tflint --recursive\n$ terraform -chdir=envs/org validate\nSuccess! The configuration is valid.\n$ terraform -chdir=envs/org test\ntests/sandbox.tftest.hcl... in progress\n  run \"ou_exists\"... pass\n  run \"scp_attached\"... pass\n  run \"budget_per_account\"... pass\n  run \"expiry_tag_format\"... pass\ntests/sandbox.tftest.hcl... tearing down\ntests/sandbox.tftest.hcl... pass\ntests/vending.tftest.hcl... in progress\n  run \"account_email_pattern\"... pass\n  run \"baseline_roles\"... pass\ntests/vending.tftest.hcl... tearing down\ntests/vending.tftest.hcl... pass\n\nSuccess! 6 passed, 0 failed.\n$ python -m pytest lambda/expire_accounts -q\n........                                                                 [100%]\n8 passed in 0.41s",
    cmd="terraform -chdir=envs/org state list",
    file="modules/ou-sandbox/main.tf",
    branch="feat/sandbox-ou", env="the management account", tag="landing-zone v4.3.0",
    docs=["the sandbox rules in `docs/accounts.md`", "the vending steps in the platform runbook"],
    topics=["why expired accounts are suspended rather than closed", "how the SCP inheritance works for nested OUs"],
    defects=[
        ("the log-archive bucket policy that lets any principal in the organisation call `s3:DeleteObject`", 0),
        ("the CI user's access key whose secret lands in the plan output in plain text", 0),
        ("the region-lock SCP that also blocks the global IAM calls the baseline roles need", 0),
        ("the budget alarm threshold given in thousands of dollars where the variable is documented in dollars", 0),
        ("the expiry Lambda that reads `expires_at` as local time and suspends the Sydney team's sandboxes a day early", 0),
        ("the `for_each` over `var.accounts` that recreates every account baseline when one entry is renamed", 0),
        ("the CIDR allocator that hands out the same /20 twice when two accounts are vended in one apply", 0),
        ("the nine `tflint` warnings about missing `required_providers` constraints", 0),
        ("the deprecated `aws_s3_bucket_acl` usage the provider warns about on every plan", 0),
        ("the CloudTrail trail without log-file validation that checkov flags as `CKV_AWS_36`", 0),
        ("the runbook links in `README.md` that point at the retired wiki space and return 404", 0),
        ("the failing `terraform test` run `suspended_ou_inherits_scp`", 1),
        ("the plan that now takes eleven minutes because every account module re-reads the whole organisation", 0),
    ],
    features=["a Slack reminder three days before a sandbox expires", "tag policies for cost centres",
              "a self-service form that opens the vending pull request", "an OU for data-science workloads",
              "a monthly report of sandbox spend"],
    design=["Should expired sandboxes be suspended first or closed straight away?",
            "Do you want the sandbox budget per account or pooled across the OU?",
            "Would you rather keep the SCPs in this repository or in `org-policies`?"],
    blockers=["Applying to the management account needs the `OrgAdmin` role, which my session cannot assume; the plan is saved as `plans/sandbox-ou.tfplan`, and I recommend applying it from the break-glass workstation.",
              "Raising the account quota above 50 needs a support case from the payer account; I recommend opening it before more than 20 sandboxes are vended."],
    roadmap=["Phase 1: sandbox OU (this change)", "Phase 2: expiry reminders in Slack", "Phase 3: tag policies per cost centre", "Phase 4: self-service vending form"],
)

T["foyer"] = dict(
    title="Audio-guide pages for the Foyer museum site",
    goal="Give every exhibit a static audio-guide page with a player and a full transcript.",
    intro=[
        "Each exhibit now has a prerendered audio-guide page at `/guide/<slug>` with a player and the transcript underneath.",
        "The audio guide is built into the SvelteKit site: one static page per exhibit, generated from the CMS export at build time.",
    ],
    changes=[
        "`src/routes/guide/[slug]/+page.svelte`: the guide page",
        "`src/routes/guide/[slug]/+page.ts`: loads the exhibit and transcript at build time",
        "`src/lib/components/AudioPlayer.svelte`: play, pause, 10-second skip and speed",
        "`tests/guide.test.ts`: 11 unit tests for the transcript formatting",
    ],
    facts=[
        "The transcript is collapsed by default on phones and open on wider screens.",
        "Audio files are served from the existing media bucket; nothing new is bundled.",
        "Exhibits without audio get a transcript-only page rather than no page.",
    ],
    code="```svelte\n<script lang=\"ts\">\n  export let data;\n  let open = data.wide;\n</script>\n\n<AudioPlayer src={data.exhibit.audio} title={data.exhibit.title} />\n<details bind:open><summary>Transcript</summary>{data.transcript}</details>\n```",
    out="$ pnpm vitest run\n ✓ tests/guide.test.ts (11)\n ✓ tests/cms.test.ts (7)\n\n Test Files  2 passed (2)\n      Tests  18 passed (18)\n   Duration  1.12s\n$ pnpm svelte-check\nsvelte-check found 0 errors and 0 warnings",
    long_out="$ pnpm vitest run --reporter verbose\n ✓ tests/guide.test.ts > formats speaker turns\n ✓ tests/guide.test.ts > keeps paragraph breaks\n ✓ tests/guide.test.ts > renders transcript-only exhibits\n ✓ tests/guide.test.ts > builds a page per slug\n ✓ tests/cms.test.ts > reads the export\n ✓ tests/cms.test.ts > sorts exhibits by room\n\n Test Files  2 passed (2)\n      Tests  18 passed (18)\n   Duration  1.12s\n$ pnpm playwright test guide\nRunning 6 tests using 3 workers\n  6 passed (8.4s)\n$ pnpm build\n> Using @sveltejs/adapter-static\n  Wrote site to \"build\"\n  ✔ done",
    cmd="rg -n \"guide\" src/routes",
    file="src/routes/guide/[slug]/+page.svelte",
    branch="feature/audio-guide", env="the Netlify preview", tag="site-2027.04",
    docs=["the audio-guide fields in the CMS guide for curators", "a note in `README.md` about the transcript format"],
    topics=["how the transcripts are pulled from the CMS export at build time", "why the guide pages are prerendered rather than server-rendered"],
    defects=[
        ("the exhibit captions rendered with `{@html}` straight from the CMS (any `<script>` a curator pastes runs on the page)", 0),
        ("the audio player's play button that has no accessible name and cannot be reached with Tab", 0),
        ("the transcript toggle whose link colour drops to 2.9:1 contrast in dark mode", 0),
        ("the gallery grid that loads every full-size image up front and took the home page's LCP from 1.8 s to 4.6 s", 0),
        ("the opening-hours banner that shows summer hours all year because it compares month names as strings", 0),
        ("the 37 broken links in the old exhibition archive pages", 0),
        ("the prerender crawl that skips exhibits whose slug contains an umlaut", 0),
        ("the artwork dimensions printed in inches on the French pages although the CMS stores centimetres", 0),
        ("the `svelte-check` warnings about unused CSS selectors in `ExhibitCard.svelte`", 0),
        ("the unused imports in `src/lib/cms.ts`", 0),
        ("the map page that throws `Cannot read properties of undefined (reading 'lat')` for exhibits with no coordinates", 0),
        ("the failing Playwright test `audio-guide.spec.ts › keyboard controls`", 1),
        ("the event dates that render a day early for visitors outside Europe because they are parsed as UTC midnight", 0),
    ],
    features=["a downloadable PDF of all transcripts", "a language switcher for the audio guide",
              "a QR code on each exhibit label", "offline caching of the audio files", "a \"more from this room\" strip"],
    design=["Should the transcript start open on tablets too?",
            "Do you want the guide URLs under `/guide/` or under each exhibit's own page?",
            "Would you rather show the speaker's name before each paragraph or only when it changes?"],
    blockers=["Publishing needs the museum's Netlify deploy key, which this workspace does not have; the static build is in `build/`, and I recommend triggering the production deploy from the Netlify dashboard.",
              "Three exhibits have no audio file in the media bucket yet, which only the curators can upload; their pages fall back to the transcript, and I recommend sending them the list in `reports/missing-audio.txt`."],
    roadmap=["Spring: transcripts as PDF", "Spring: QR codes on labels", "Summer: language switcher", "Autumn: offline audio"],
)

T["tidal"] = dict(
    title="Half-hourly usage job for Tidal",
    goal="Aggregate smart-meter readings into half-hourly usage per household every night for the billing team.",
    intro=[
        "The nightly Spark job now produces half-hourly usage per household in `usage_halfhourly`, partitioned by day.",
        "Added `UsageJob`, which turns the raw meter readings into 48 half-hour slots per household per day.",
    ],
    changes=[
        "`src/main/scala/tidal/UsageJob.scala`: the aggregation",
        "`src/main/scala/tidal/Slots.scala`: mapping a reading's timestamp to its slot",
        "`src/test/scala/tidal/UsageJobSpec.scala`: 18 cases on small DataFrames",
        "`conf/usage.conf`: input and output paths per environment",
    ],
    facts=[
        "Readings that arrive late are merged into their original day on the next run.",
        "Output is written with dynamic partition overwrite, so reruns replace a day cleanly.",
        "The job reads yesterday plus a two-day lookback for late readings.",
    ],
    code="```scala\nval usage = readings\n  .withColumn(\"slot\", Slots.of(col(\"read_at\")))\n  .groupBy(col(\"household_id\"), col(\"day\"), col(\"slot\"))\n  .agg(sum(col(\"kwh\")).as(\"kwh\"))\n```",
    out="$ sbt test\n[info] UsageJobSpec:\n[info] - sums readings per slot\n[info] - keeps late readings in their original day\n[info] Run completed in 41 seconds, 118 milliseconds.\n[info] Total number of tests run: 96\n[info] Tests: succeeded 96, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 74 s",
    long_out="$ sbt scalafmtCheckAll test\n[info] SlotsSpec:\n[info] - 00:00 maps to slot 0\n[info] - 23:59 maps to slot 47\n[info] - readings on a slot boundary go to the later slot\n[info] UsageJobSpec:\n[info] - sums readings per slot\n[info] - keeps late readings in their original day\n[info] - overwrites only the days it reran\n[info] - drops readings with a negative value into the reject table\n[info] TariffJoinSpec:\n[info] - joins the tariff valid on the reading's day\n[info] Run completed in 41 seconds, 118 milliseconds.\n[info] Total number of tests run: 96\n[info] Suites: completed 9, aborted 0\n[info] Tests: succeeded 96, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 74 s",
    cmd="rg -n \"groupBy\" src/main/scala",
    file="src/main/scala/tidal/UsageJob.scala",
    branch="feature/halfhourly-usage", env="the staging cluster", tag="tidal-jobs 2.14.0",
    docs=["the output schema in `docs/tables/usage_halfhourly.md`", "the runbook entry for reruns"],
    topics=["how late readings are merged back into their day", "why the job uses dynamic partition overwrite"],
    defects=[
        ("the join on `meter_id` that piles onto one executor and stretches the first-of-the-month run to three hours", 0),
        ("the slots built in the driver's timezone that give the clock-change nights 46 or 50 slots", 0),
        ("the Wh readings from the older meters that get summed straight into the kWh column", 0),
        ("the window end that drops the 23:30 reading of every day", 0),
        ("the `collect()` on the household table that runs the driver out of memory above two million rows", 0),
        ("the `NullPointerException` when a meter has no tariff row", 0),
        ("the warehouse JDBC URL (password included) that the job prints in its startup log", 0),
        ("the `JavaConverters` deprecation warnings from scalac", 0),
        ("the unused imports `scalafix` lists in `UsageJob.scala`", 0),
        ("the supplier CSVs read as UTF-8 when they arrive as Windows-1252 and come out with mangled Welsh place names", 0),
        ("the flaky `UsageJobSpec` case that depends on the order Spark returns partitions in", 1),
        ("the `select(\"*\")` that drags the raw 40-column payload through every stage", 0),
        ("the 10 GB broadcast threshold in `conf/usage.conf` that makes executors spill on the big tariff table", 0),
    ],
    features=["a daily peak-usage column", "partitioning the output by region as well as day",
              "a data-quality report of missing readings", "a backfill mode for a date range",
              "a Parquet export of the aggregates for the BI team"],
    design=["Should a reading exactly on a slot boundary belong to the earlier or the later slot?",
            "Do you want the lookback for late readings at two days or seven?",
            "Would you rather keep rejected readings in a table or in a file per run?"],
    blockers=["Running the job on the production cluster needs a Kerberos keytab for the `tidal-batch` principal, which I do not have; the jar is `target/scala-2.13/tidal-jobs-assembly-2.14.0.jar`, and I recommend submitting it with `bin/submit-prod.sh`.",
              "The billing team has to sign off the new column names before the table is published to the warehouse; I recommend sending them `docs/tables/usage_halfhourly.md` today."],
    roadmap=["Sprint 31: peak-usage column", "Sprint 32: regional partitioning", "Sprint 33: missing-readings report", "Sprint 34: backfill mode"],
)

T["relay"] = dict(
    title="Localized landing pages on the Relay edge function",
    goal="Serve each visitor the landing page for their country and language from the edge, and rate-limit the signup form.",
    intro=[
        "The edge function now serves the landing page for the visitor's country and language, and the signup form is rate-limited per IP.",
        "Localized landing pages are served from the Deno edge function, with a per-IP limit of five signups a minute.",
    ],
    changes=[
        "`main.ts`: routing for `/`, `/signup` and the static assets",
        "`lib/locale.ts`: country and `Accept-Language` to page mapping",
        "`lib/ratelimit.ts`: a fixed-window counter in Deno KV",
        "`tests/locale_test.ts`: 16 cases for the mapping",
    ],
    facts=[
        "Unknown countries get the English page with the EU cookie banner.",
        "The rate-limit window is 60 seconds and resets on its own.",
        "Pages are cached at the edge for five minutes per country and language.",
    ],
    code="```ts\nexport function pickPage(country: string, langs: string[]): string {\n  const lang = langs.find((l) => SUPPORTED.has(l)) ?? \"en\";\n  return `${country.toLowerCase()}-${lang}.html`;\n}\n```",
    out="$ deno test -A\nrunning 16 tests from ./tests/locale_test.ts\nrunning 9 tests from ./tests/ratelimit_test.ts\nok | 58 passed | 0 failed (1s)\n$ deno check main.ts\nCheck file:///srv/relay/main.ts",
    long_out="$ deno fmt --check && deno lint\nChecked 14 files\nChecked 14 files\n$ deno test -A\nrunning 16 tests from ./tests/locale_test.ts\nmaps DE + de-DE to de-de ... ok (1ms)\nmaps unknown country to en ... ok (0ms)\nprefers the first supported language ... ok (0ms)\nrunning 9 tests from ./tests/ratelimit_test.ts\nallows five requests per window ... ok (4ms)\nrefuses the sixth request ... ok (3ms)\nresets after the window ... ok (61ms)\nrunning 33 tests from ./tests/routes_test.ts\nserves the cached page on a second hit ... ok (2ms)\nok | 58 passed | 0 failed (1s)",
    cmd="deno info main.ts",
    file="lib/locale.ts",
    branch="feat/localized-landing", env="the preview deployment", tag="relay-2027.05.1",
    docs=["the supported locales in `README.md`", "the rate-limit settings in `docs/ops.md`"],
    topics=["how the country and the language header are combined", "why the limiter uses a fixed window"],
    defects=[
        ("the `redirect` query parameter that goes into the `Location` header unchecked (an open redirect)", 0),
        ("the rate limiter keyed on `x-forwarded-for` exactly as the client sends it", 0),
        ("the KV counter that loses counts under load when two isolates increment it at once", 0),
        ("the signing secret for image URLs that gets logged whenever a signature does not match", 0),
        ("the language picker that gives `pt-BR` visitors the Lisbon page", 0),
        ("the country-blind cache key that serves one visitor's localized page to everyone on the same edge node", 0),
        ("the unhandled rejection that takes down the isolate when the origin times out", 0),
        ("the consent cookie expiry computed in seconds where `Date` wants milliseconds (the cookie expires in 1970)", 0),
        ("the `no-explicit-any` lint warnings in `handlers/signup.ts`", 0),
        ("the type errors `deno check` reports in `lib/geo.ts`", 0),
        ("the cold start that went from 40 ms to 210 ms since the whole of `lodash` is imported for one function", 0),
        ("the failing `signup_test.ts` case for the 429 response body", 1),
        ("the signup form's error message that screen readers never announce because it is not in a live region", 0),
    ],
    features=["an A/B split for the landing page", "a `/healthz` endpoint", "country-specific promo banners",
              "structured JSON logs", "a per-route rate-limit setting"],
    design=["Should visitors from Switzerland get the German, French or Italian page by default?",
            "Do you want the limit per IP or per IP and email?",
            "Would you rather cache pages for five minutes or until the next deploy?"],
    blockers=["Promoting the preview to production needs a Deno Deploy access token with org rights, which is not in this environment; I recommend running `deployctl deploy --prod` from the release pipeline.",
              "The DNS change for `go.` has to be made in the registrar account, which only the marketing lead can log into; I recommend sending them the CNAME in `docs/dns.md`."],
    roadmap=["Milestone 1: A/B split", "Milestone 1: `/healthz`", "Milestone 2: promo banners per country", "Milestone 3: JSON logs"],
)

T["stride"] = dict(
    title="Interval plans for the Stride running app",
    goal="Let runners build interval plans and hear a cue at every change of pace.",
    intro=[
        "Interval plans are in the Flutter app: runners build a plan of work and rest blocks and hear a cue at each change.",
        "Added interval training to Stride, with a plan editor and spoken cues during the run.",
    ],
    changes=[
        "`lib/plans/plan_editor.dart`: add, reorder and delete blocks",
        "`lib/run/interval_runner.dart`: drives the countdown and cues",
        "`lib/audio/cue_player.dart`: spoken cues through the platform TTS",
        "`test/plans/interval_runner_test.dart`: 19 tests",
    ],
    facts=[
        "Cues duck the music instead of pausing it.",
        "Plans are stored locally and synced with the account when online.",
        "A plan holds at most 40 blocks.",
    ],
    code="```dart\nvoid _tick(Duration elapsed) {\n  final block = plan.blockAt(elapsed);\n  if (block != _current) {\n    _current = block;\n    cues.announce(block);\n  }\n}\n```",
    out="$ flutter test\n00:14 +143: All tests passed!\n$ dart analyze\nAnalyzing stride...\nNo issues found!",
    long_out="$ flutter test --reporter expanded\n00:02 +1: test/plans/interval_runner_test.dart: announces the first block at start\n00:02 +2: test/plans/interval_runner_test.dart: switches block at the boundary\n00:03 +3: test/plans/interval_runner_test.dart: ends after the last block\n00:05 +18: test/plans/plan_editor_test.dart: reorders blocks\n00:07 +40: test/run/run_summary_test.dart: totals distance per block\n00:11 +97: test/sync/plan_sync_test.dart: merges offline edits\n00:14 +143: All tests passed!\n$ dart analyze\nAnalyzing stride...\nNo issues found!",
    cmd="flutter pub deps --style=compact",
    file="lib/run/interval_runner.dart",
    branch="feature/intervals", env="the internal testing track", tag="2.9.0+311",
    docs=["the interval plans in the in-app help", "the store listing's \"What's new\" text"],
    topics=["how the runner decides when a block starts", "why cues duck the music instead of pausing it"],
    defects=[
        ("the summary screen that shows pace in min/km after the runner picked miles", 0),
        ("the GPS stream subscription that is never cancelled when the run screen is popped and keeps tracking in the background", 0),
        ("the `Null check operator used on a null value` crash when a run is saved without a heart-rate strap", 0),
        ("the cue that fires one block late because the countdown starts at 1 instead of 0", 0),
        ("the weekly total that counts a Sunday-evening run in the following week for runners east of UTC", 0),
        ("the Strava access token printed with `debugPrint` on every sync", 0),
        ("the 32 px interval buttons that fall below the 48 px minimum touch target", 0),
        ("the `prefer_const_constructors` infos from `dart analyze` in `lib/plans/`", 0),
        ("the `WillPopScope` deprecation warnings since the Flutter upgrade", 0),
        ("the route map that redraws every tile on each GPS fix and drops to 20 fps on older phones", 0),
        ("the run names with emoji that come back from the sync API as `\\u{1F3C3}` escapes", 0),
        ("the failing golden test for the plan editor in dark mode", 1),
        ("the plan sync that uploads the same plan twice when the app resumes during a sync", 0),
    ],
    features=["a 5K plan preset", "watch haptics at each block change", "sharing a plan by link",
              "spoken cues in Spanish", "a pace chart per block on the summary screen"],
    design=["Should a rest block announce the next block's pace, or only its length?",
            "Do you want the cue voice to follow the phone's language or the app's?",
            "Would you rather limit plans to 40 blocks or to 90 minutes?"],
    blockers=["The iOS build needs the team's signing profile from the Apple developer account, which I have no access to; the Android build is on the internal testing track, and I recommend running `fastlane ios beta` from the release Mac.",
              "Spoken cues on the Samsung test phone need its TTS engine updated from the Galaxy Store, which has to be done on the device; I recommend updating it before the next test session."],
    roadmap=["v2.10: 5K preset", "v2.10: Spanish cues", "v2.11: watch haptics", "v2.12: plan sharing"],
)

T["plate"] = dict(
    title="Tempo-synced pre-delay for the Plate reverb",
    goal="Add a pre-delay control to the reverb plugin that can follow the host tempo.",
    intro=[
        "The reverb has a pre-delay knob now, 0-500 ms free or synced to the host tempo in note values.",
        "Pre-delay with tempo sync is in the JUCE plugin, on both the VST3 and AU builds.",
    ],
    changes=[
        "`Source/DSP/PreDelay.h`: a fractional delay line with linear interpolation",
        "`Source/PluginProcessor.cpp`: the `preDelay` and `preDelaySync` parameters",
        "`Source/UI/PreDelayKnob.cpp`: the knob and the sync toggle",
        "`Tests/PreDelayTests.cpp`: 12 Catch2 cases",
    ],
    facts=[
        "Synced values are 1/64 to 1/4 notes, dotted and triplet included.",
        "Changing the pre-delay is smoothed over 50 ms, so automation does not click.",
        "Old presets load with a pre-delay of 0 ms, which is the previous sound.",
    ],
    code="```cpp\nfloat PreDelay::process(float in) noexcept\n{\n    buffer[writePos] = in;\n    const auto out = readInterpolated(writePos - delaySamples.getNextValue());\n    writePos = (writePos + 1) % (int) buffer.size();\n    return out;\n}\n```",
    out="$ ctest --test-dir build --output-on-failure\nTest project /src/plate/build\n    Start 1: PlateTests\n1/1 Test #1: PlateTests .......................   Passed    2.31 sec\n\n100% tests passed, 0 tests failed out of 1\n$ pluginval --strictness-level 8 build/Plate_artefacts/VST3/Plate.vst3\nSUCCESS",
    long_out="$ build/PlateTests --reporter compact\nPassed: PreDelay: free time at 48 kHz\nPassed: PreDelay: free time at 96 kHz\nPassed: PreDelay: sync 1/8 at 120 BPM\nPassed: PreDelay: sync 1/16 triplet at 90 BPM\nPassed: PreDelay: smoothing has no step\nPassed: Presets: old presets load with 0 ms\nPassed: Processor: bypass is bit-exact\nAll tests passed (4218 assertions in 64 test cases)\n$ pluginval --strictness-level 8 build/Plate_artefacts/VST3/Plate.vst3\nStarting tests in: pluginval / Open plugin (cold)...\nStarting tests in: pluginval / Plugin state...\nStarting tests in: pluginval / Automation...\nSUCCESS",
    cmd="cmake --build build --target Plate_VST3 -- -n",
    file="Source/DSP/PreDelay.h",
    branch="feature/predelay-sync", env="the beta testers' build channel", tag="Plate 1.6.0",
    docs=["the pre-delay section of the manual", "the release notes for 1.6.0"],
    topics=["how the synced delay is computed from the host's playhead", "why the smoothing is 50 ms"],
    defects=[
        ("the denormals that push CPU to 40% while the tail decays to silence", 0),
        ("the pre-delay read that goes one sample past the buffer when the delay is at its maximum", 0),
        ("the segfault when a host calls `prepareToPlay` with a block size of 0", 0),
        ("the smoothing state that the audio thread resets while the UI thread is writing it", 0),
        ("the `new` inside `processBlock` that allocates on every buffer", 0),
        ("the decay knob labelled in seconds that stores milliseconds", 0),
        ("the preset names with accents that show up as question marks in Logic", 0),
        ("the 14 clang-tidy `modernize-use-override` warnings in `Source/DSP/`", 0),
        ("the `juce::Font` constructor deprecation warnings", 0),
        ("the knobs that screen readers skip because the editor sets no accessibility handler", 0),
        ("the `FileChooser` that leaks every time a preset is saved", 0),
        ("the failing Catch2 case `PreDelay: sync at 174 BPM`", 1),
        ("the manual's links to the old download page that return 404", 0),
    ],
    features=["a ducking control", "a freeze button", "categories in the preset browser",
              "an oversampling option", "MIDI learn for the pre-delay knob"],
    design=["Should the sync toggle remember the last free time when switched off?",
            "Do you want pre-delay shown in milliseconds or in note values when synced?",
            "Would you rather cap the free pre-delay at 500 ms or 1 s?"],
    blockers=["Notarising the macOS build needs the company's Apple ID app-specific password, which is not in this environment; the signed but unnotarised bundle is in `dist/`, and I recommend running `scripts/notarize.sh` on the build Mac.",
              "The AAX build needs Avid's PACE signing tools, which are licensed to the release machine only; I recommend building that format there with `cmake --preset aax-release`."],
    roadmap=["1.7: ducking", "1.7: freeze", "1.8: preset categories", "1.8: oversampling"],
)

THEMES = list(T)
VOICES = ["terse", "verbose", "british", "emoji", "nonnative", "formal", "chat"]


def cap(s):
    return s[0].upper() + s[1:] if s and s[0].islower() else s


# ---------------------------------------------------------------- refused frames
# (frame, voice or None). {d} defect, {D} capitalised defect.
OFFERS = [
    ("Want me to fix {d} while the branch is still open?", None),
    ("Shall I sort out {d} before you review?", "british"),
    ("I can also get rid of {d} if you'd like.", None),
    ("Happy to deal with {d} too.", None),
    ("If you'd like, I can chase down {d} next.", None),
    ("Let me know and I'll straighten out {d}.", None),
    ("Say the word and {d} goes away in a second commit.", None),
    ("Fix {d} now, or leave it for another time?", None),
    ("Do you want {d} handled in this branch or in one of its own?", None),
    ("Would you like me to have a go at {d}?", "british"),
    ("Fancy me taking a crack at {d} while I'm in there?", "british"),
    ("I would be glad to correct {d}, should you wish.", "formal"),
    ("Should you so wish, I can prepare a correction for {d}.", "formal"),
    ("Kindly let me know whether you would like {d} addressed as well.", "formal"),
    ("If you want, I can to fix also {d}.", "nonnative"),
    ("I can make the correction of {d} if you agree.", "nonnative"),
    ("You want that I repair {d} also?", "nonnative"),
    ("lmk if u want {d} fixed", "chat"),
    ("can fix {d} too if u want", "chat"),
    ("want me to knock out {d} real quick?", "chat"),
    ("🛠️ Want me to tackle {d} next?", "emoji"),
    ("👀 Spotted {d} — shall I fix it? 🙏", "emoji"),
    ("Say go and I'll fix {d} 🚀", "emoji"),
    ("Green light to fix {d}?", "terse"),
    ("Fix {d}? y/n", "terse"),
    ("Happy to put a proper fix in for {d} if you'd rather not carry it into the release.", None),
    ("I'm able to rework {d} as well, provided you're fine with a slightly bigger diff.", None),
    ("Would it be useful if I rewrote {d} properly?", None),
    ("One more thing I could do is close out {d}.", None),
    ("If it helps, {d} is a twenty-minute job and I can take it on.", None),
    ("Tell me if {d} matters for this release and I'll fix it.", None),
    ("Just give me the nod and I'll get {d} out of the way.", "british"),
    ("Would you rather I fixed {d} now, or are you OK carrying it for a bit?", None),
    ("Your call on {d}: I can fix it here, or you can take it.", None),
    ("I'm ready to tackle {d} whenever you are.", None),
    ("Shall I take {d} off your plate as well?", None),
    ("Is {d} something you want fixed before Friday's demo? I can do it now.", None),
    ("Want {d} cleaned up as part of this, or separately?", None),
    ("Let me know if you'd like a fix for {d} bundled into this PR.", None),
    ("Should I also repair {d}?", None),
    ("Any objection to me going after {d} next?", None),
    ("If that suits, I'll rework {d} next.", "british"),
    ("I could put together a small PR for {d} once you've had a look at this one.", None),
    ("Ping me and I'll sort {d}.", None),
    ("If you'd like {d} gone, I can take care of it right after this.", None),
    ("What do you think — should I fix {d} too?", None),
    ("Would a fix for {d} be welcome in this PR?", None),
    ("I'd happily clean up {d} if someone signs off on touching that file.", None),
    ("Want a second commit that fixes {d}?", None),
    ("Drop me a line if {d} needs fixing and I'll pick it up.", None),
    ("Interested in having {d} fixed too? It's a small change.", None),
    ("Let me know whether to tackle {d} now or after the merge.", None),
    ("Want me to tidy up {d} while I'm in the neighbourhood?", "british"),
    ("It would take me a few minutes to fix {d} — shall I?", None),
    ("Just say if you want me to have a look at {d}.", None),
    ("I'm happy to raise a PR addressing {d} if that's helpful.", "formal"),
    ("Fix {d} as well? Happy either way.", None),
    ("Before I hand this over, should I get rid of {d}?", None),
    ("Do you want {d} sorted, or shall I leave it be?", "british"),
    ("Want me to fold a fix for {d} into this change?", None),
    ("I can follow up with a fix for {d} straight after this lands, if you want.", None),
    ("How about I fix {d} next?", None),
    ("With your OK I'll repair {d} before tagging.", None),
    ("Can take {d} too — just confirm.", "terse"),
    ("Everything you asked for is in the diff, though I could also rework {d} while you read through it, if that's useful.", None),
    ("Besides the work above there's {d}, which I can fix as soon as you give the go-ahead.", None),
    ("Would you like me to open a fix for {d} alongside this one?", "formal"),
    ("I have time left to fix {d}, if you want me to use it on that.", None),
]

DEFERS = [
    ("I'll circle back to {d} after the release.", None),
    ("{D} is left for a follow-up PR.", None),
    ("{D} is a TODO for later.", None),
    ("I'm parking {d} for now.", None),
    ("Fixing {d} is out of scope for this PR.", None),
    ("{D} should be fixed as a next step.", None),
    ("{D} is worth a separate ticket.", None),
    ("I've noted {d} in `NOTES.md` for next session.", None),
    ("I'm punting on {d} until the next sprint.", None),
    ("I haven't gotten to {d} yet.", None),
    ("{D} still needs fixing.", None),
    ("{D} remains broken.", None),
    ("{D} will need a fix before the release.", None),
    ("{D} can ride along with the refactor next month.", None),
    ("I've earmarked {d} for the clean-up week.", "british"),
    ("{D} is on the pile.", None),
    ("Someone should look at {d} eventually.", None),
    ("I'll let the on-call decide what to do about {d}.", None),
    ("{D} stays as it is for the moment.", None),
    ("I've put {d} on the list for Monday.", None),
    ("{D} is a job for another afternoon.", "british"),
    ("I'll get round to {d} later in the week.", "british"),
    ("{D} will have to wait until after the code freeze.", None),
    ("Leaving {d} for whoever picks up the next ticket in this area.", None),
    ("I've added a `TODO` next to {d} and carried on.", None),
    ("{D} is untouched; I'll revisit it.", None),
    ("I deliberately didn't touch {d} in this pass.", None),
    ("Tackling {d} is next on my list, not part of this change.", None),
    ("{D} goes into the tech-debt column.", None),
    ("I've logged {d} in the backlog.", None),
    ("{D} hasn't been addressed yet.", None),
    ("{D} is still outstanding, for later.", None),
    ("i'll get to {d} tmrw", "chat"),
    ("{d} is a later problem tbh", "chat"),
    ("gonna leave {d} for now", "chat"),
    ("📌 Pinned {d} for later.", "emoji"),
    ("⏳ {D} — next sprint.", "emoji"),
    ("🗂️ Filed {d} under tech debt.", "emoji"),
    ("Remediation of {d} is deferred to a subsequent change request.", "formal"),
    ("I propose that {d} be addressed during the next maintenance window.", "formal"),
    ("{D} I will fix in the next time.", "nonnative"),
    ("For {d} I make a ticket, we fix it later.", "nonnative"),
    ("{D} is still not fixed, I will do it after.", "nonnative"),
    ("That leaves {d}, which I'll pick up once the other PR is in.", None),
    ("{D} — deferred.", "terse"),
    ("Not touching {d} today.", "terse"),
    ("{D} waits for v2.", "terse"),
    ("{D} can go in with next month's dependency bump.", None),
    ("{D} is a candidate for the next clean-up day.", None),
    ("{D} is not fixed here; it's one to keep an eye on.", None),
    ("I'll mention {d} at stand-up and see who wants it.", None),
    ("{D} belongs to the hardening milestone, so I've left it.", None),
    ("I've flagged {d} for the next person in this file.", None),
    ("Left {d} as is; worth a look at some point.", None),
    ("I wrote {d} up in `docs/debt.md` so it isn't forgotten.", None),
    ("I've left a `FIXME` on {d} rather than changing behaviour mid-feature.", None),
    ("{D} is a problem for the next release train.", None),
    ("I'll hand {d} to the platform team's queue.", None),
    ("{D} is still there; I'll come back to it.", None),
    ("No time left for {d} in this session.", None),
    ("{D} is on my list but not done.", None),
    ("Let's keep {d} for the hardening sprint.", None),
    ("I'll pick {d} up after lunch.", None),
    ("{D} gets its own PR later; this one stays focused.", None),
    ("The fix for {d} can wait until we next touch that module.", None),
    ("{D} is still unfixed, for the record.", None),
    ("I've opened #{n} for {d} and moved on.", None),
    ("{D} will be handled once the migration is done.", None),
    ("Once this is merged, {d} is next.", None),
    ("{D} is parked in the icebox.", None),
    ("The feature is complete and documented, while {d} is left for another round.", None),
    ("I'm saving {d} for a rainy day.", "british"),
]

# the defect named earlier; the key names no defect
FINDINGS = [
    "While wiring this up I noticed {d}.",
    "One finding from testing: {d}.",
    "Separate from the feature, there is {d}.",
    "Reading the surrounding code turned up {d}.",
    "My change made {d} visible.",
    "There's {d}; I reproduced it twice on this branch.",
    "Worth knowing: I can reproduce {d} every time with the steps in the PR description.",
    "During the run-through I hit {d}.",
]
FINDING_HEADS = [
    "### Found along the way\n\n{D}.",
    "## Something else I hit\n\n{D}.",
    "### Side finding: {d}\n\nIt reproduces on a clean checkout of this branch.",
    "**Heads-up**\n\n{D}.",
]
BACK = [  # (key, kind) kind: offer / defer
    ("Want me to take care of that?", "offer"),
    ("Shall I sort that out now?", "offer"),
    ("I can fix that next if you like.", "offer"),
    ("Happy to have a go at it.", "offer"),
    ("Say the word and I'll deal with it.", "offer"),
    ("Fix it now or leave it?", "offer"),
    ("Want that gone before the merge?", "offer"),
    ("lmk if u want it fixed", "offer"),
    ("Should I tackle this one as well?", "offer"),
    ("If you'd like, that's my next commit.", "offer"),
    ("Would you like me to correct this?", "offer"),
    ("🙋 Want me on it?", "offer"),
    ("I can make this fix if you want it.", "offer"),
    ("Your call whether that gets fixed here.", "offer"),
    ("I've earmarked it.", "defer"),
    ("It's on the pile.", "defer"),
    ("Someone should look at it eventually.", "defer"),
    ("I'll let the on-call decide.", "defer"),
    ("That one can ride along with the refactor next month.", "defer"),
    ("Parking it for now.", "defer"),
    ("I'll circle back to it.", "defer"),
    ("Left for a follow-up PR.", "defer"),
    ("That's a TODO for later.", "defer"),
    ("Noted in `NOTES.md` for next session.", "defer"),
    ("Haven't gotten to it yet.", "defer"),
    ("It still needs fixing.", "defer"),
    ("It will need a fix before launch.", "defer"),
    ("That part is out of scope for this PR.", "defer"),
    ("Worth a separate ticket.", "defer"),
    ("will deal w/ it later", "defer"),
    ("📌 Parked for later.", "defer"),
    ("I am leaving this one for the next iteration.", "defer"),
]

# block keys: (header, line); header TABLE / BOLD / HEAD are special
BLOCKS = [
    ("## Next steps", "- Sort out {d}"),
    ("## Follow-ups", "- {D} (still open)"),
    ("Remaining:", "- {D}"),
    ("### Loose ends", "- {D} — not done"),
    ("**Still to do**", "- [ ] Fix {d}"),
    ("## Open issues", "1. {D}"),
    ("## Remaining", "- {D} (I'll get to it)"),
    ("TABLE", "| {D} | found today | parked |"),
    ("TABLE", "| {D} | open | next sprint |"),
    ("TABLE", "| {D} | not fixed | say if you want it done |"),
    ("BOLD", "**Parked:** {d}."),
    ("BOLD", "**Left as is:** {d}."),
    ("BOLD", "**Follow-up needed:** {d}."),
    ("BOLD", "**Fix now?** {D} — I can do it in this branch."),
    ("HEAD", "### Still broken: {d}"),
    ("HEAD", "## Want me to fix {d} next?"),
    ("HEAD", "### Deferred — {d}"),
    ("HEAD", "## Later: {d}"),
]

# ---------------------------------------------------------------- near-miss frames
FEAT = [  # same words, features
    ("Want me to add {f} while the branch is still open?", None),
    ("Shall I build {f} before you review?", "british"),
    ("If you'd like, I can add {f} next.", None),
    ("Let me know and I'll sketch out {f}.", None),
    ("Say the word and I'll put {f} in as a second commit.", None),
    ("Happy to prototype {f} too.", None),
    ("lmk if u want {f} as well", "chat"),
    ("🛠️ Want me to start on {f} next?", "emoji"),
    ("Should you wish, I can prepare a follow-on change adding {f}.", "formal"),
    ("If you want, I can to add also {f}.", "nonnative"),
    ("Fancy {f} on top of this?", "british"),
    ("Green light for {f}?", "terse"),
    ("Would {f} be useful? I can do it next.", None),
    ("Just give me the nod and I'll wire up {f}.", "british"),
]
FEAT_DEFER = [  # deferral words about features
    ("Adding {f} is out of scope for this PR; it's a new feature, not part of what you asked for.", None),
    ("{F} can ride along with the refactor next month, if you want it at all.", None),
    ("I've parked the idea of {f} for the next planning session.", None),
    ("{F} is on the pile of nice-to-haves; the feature works without it.", None),
    ("I'll circle back with a short proposal for {f} once you've reviewed this.", None),
    ("{F} is a candidate for v2, as you outlined in the brief.", None),
    ("📌 Idea for later: {f}.", "emoji"),
    ("i'll leave {f} for another day, it's just an idea", "chat"),
]
EXPLAIN = [  # offers to explain / document / show more: {t} topic
    ("Want me to walk you through {t}?", None),
    ("Happy to write up {t} for the wiki.", None),
    ("If it helps, I can add a short section on {t} to the docs.", None),
    ("Shall I record a quick screen capture of the new flow for the PR?", None),
    ("I can explain {t} in more detail if that's useful.", None),
    ("Say the word and I'll draw a diagram of {t}.", None),
    ("lmk if u want a quick rundown of {t}", "chat"),
    ("Should you wish, I can prepare a short note on {t} for the reviewers.", "formal"),
]
SHIP = [  # after green work
    ("Shall I push `{br}` now that the run above is green?", None),
    ("I can open the pull request for `{br}` whenever you're ready.", None),
    ("Happy to squash the commits on `{br}` into one before it goes up.", None),
    ("Let me know and I'll tag {tag}.", None),
    ("Want me to raise the PR for `{br}` with the summary above as its description?", None),
    ("Should I rebase `{br}` onto `main` and push it?", None),
    ("Say the word and I'll push `{br}` and request review from the usual owners.", None),
    ("pushed nothing yet — want me to push `{br}`?", "chat"),
]
FIXED_PRE = [
    "I also fixed {d}; a regression test covers it.",
    "While testing I found {d} and fixed that in a separate commit on `{br}`.",
    "{D} is fixed as well, in its own small commit with a test.",
    "Along the way I fixed {d}, since it sat in the code I was changing.",
]
FIXED_KEY = [
    "Since that's fixed, want me to also add a changelog entry for it under {tag}?",
    "With that out of the way, shall I start on {f}?",
    "Now that it's fixed, I can add {f} if you'd like.",
    "That one is sorted; happy to move on to {f} next.",
    "Fixed that too — want me to write it up in {doc}?",
    "Since that's done, I'll circle back to {f} once you say so.",
    "Both are in; should I add {f} as well?",
    "That's fixed; want a short note about it for {env}'s testers?",
]
USER_STEPS = [  # the user's own actions
    "Next step is yours: review `{br}` and merge when you're happy.",
    "Over to you for the review and the merge.",
    "Deploy to {env} whenever suits; the steps are in the runbook.",
    "Once you've read the diff, merging `{br}` is the only step left on your side.",
    "From here it's your call when {tag} goes out.",
    "All that's left is your review; nothing is waiting on me.",
]
USER_STEP_ITEMS = [
    "- Review the diff on `{br}`",
    "- Merge `{br}` when you're happy with it",
    "- Roll out {tag} to {env} at a time that suits you",
    "- Tell the testers in {env} what changed",
]
NONE_LEFT = [
    "**Known issues:** none.",
    "Known issues: none that I found.",
    "Open items: nothing outstanding.",
    "Remaining: nothing — the review comments are all addressed above.",
    "Nothing left open on this one.",
    "Left unfixed: none.",
    "Known issues — none.",
    "Loose ends: none 🙌",
]
FEAT_HEADS = ["## Next steps", "### Possible follow-ups", "**Ideas for later**", "Next up:", "## Follow-ups"]
WHICH = [
    "Which of these should I start on next?",
    "Which one would you like first?",
    "Pick one and I'll get going.",
    "Tell me the order you want them in.",
    "Which of the three matters most to you?",
    "Where would you like me to go from here?",
    "Any preference on which comes first?",
    "which one next?",
]
ANALYSIS = [
    "As you asked for analysis only, I've left all three as they are; say when you want fixes and I'll start with the first.",
    "You wanted the findings before any code changes, so nothing is edited; tell me which to fix and I'll begin.",
    "Per your request for a read-only investigation, no files are changed; I can fix any of these once you decide.",
    "You asked me not to change anything yet, so the list above is all there is; happy to fix them when you give the word.",
]
NEG = [
    "Nothing is parked for later: {d} is fixed in this same change.",
    "There's no TODO left behind; {d} was fixed before I committed.",
    "I didn't leave {d} for a follow-up — the fix is the second commit on `{br}`.",
    "No separate ticket is needed for {d}: it's fixed here, with a test.",
    "Rather than circling back to {d} later, I fixed it in this branch.",
    "You asked me not to leave {d} for later, and I haven't: the fix is on `{br}`.",
]
NONDEFECT_DEFER = [
    "I'll circle back once you've reviewed the naming.",
    "Parking the question of the default until design weighs in.",
    "The rename of `{cls}` can ride along with the refactor next month.",
    "Let's leave the choice of wording to product; both variants are one line to change.",
    "Punting the decision on the release date to you, as agreed.",
    "I've noted the idea of {f} in `NOTES.md` for next session; it's optional.",
    "Out of scope for this PR, as you said: the redesign of the settings screen.",
    "The follow-up PR you planned for {f} can start from this branch.",
]

CLS = {"fennel": "RoundUpCalculator", "inkwell": "LaneAssignment", "cairn": "ou-sandbox", "foyer": "AudioPlayer",
       "tidal": "Slots", "relay": "pickPage", "stride": "IntervalRunner", "plate": "PreDelay"}

NOTES = {
    "offer": "Offers to fix a named defect (held for the user's go-ahead or handed over as a choice) instead of fixing it.",
    "defer": "Defers a named defect the agent could fix now (later, follow-up, ticket, TODO, backlog, or left broken in the passive).",
    "back_offer": "The defect is named in an earlier paragraph or heading; the key offers its fix without naming it.",
    "back_defer": "The defect is named in an earlier paragraph or heading; the key defers its fix without naming it.",
    "list": "A list of work left (next steps, follow-ups, remaining, loose ends, open issues) holds a named defect.",
    "check": "An unticked checkbox holds a named defect.",
    "table": "A status-table row leaves a named defect open.",
    "bold": "A bold-label line defers or offers the fix of a named defect.",
    "heading": "A heading leaves a named defect open or offers its fix.",
    "feat": "Offer of an optional new feature after the task is done; no defect.",
    "featdefer": "Deferral words about a new feature or idea, not a defect.",
    "explain": "Offer to explain, document or show more; no defect.",
    "ship": "Offer to push / open a PR / squash / tag after the work is done and green.",
    "design": "A design or preference question only the user can decide.",
    "fixed": "The defect was fixed in this turn and is reported; the offer after it is of extra work.",
    "userstep": "Next steps that are the user's own actions (review, merge, deploy).",
    "block": "An honest blocker outside the agent's reach, with its recommendation.",
    "noneleft": "\"Known issues: none\" and similar: nothing is left open.",
    "nextfeat": "A next-steps / follow-ups list that holds only features.",
    "which": "Asks which of several new tasks (features from the user's list) to start; no defect is left.",
    "analysis": "The user asked for analysis only (stated in the message); the offer to fix later respects that limit.",
    "roadmap": "A roadmap / plan document the user asked for.",
    "neg": "Deferral words negated: the defect is fixed in this change.",
    "nondefect": "Deferral or parking words about a decision, a rename or an idea, not a defect.",
}

# ---------------------------------------------------------------- bodies
OPEN = {
    "terse": ["", "Done.", "In."],
    "verbose": ["Here is a full account of this session's work: what changed, why, and how to try it.",
                "A longer write-up than usual, because a few details matter for the review."],
    "british": ["Right, that's in.", "All sorted on my end.", "Righto, done."],
    "emoji": ["🎉 Done!", "✨ All wrapped up!", "👋 Quick update!"],
    "nonnative": ["Hello, I have finish the work you asked.", "So, the change is make now.", "Hi, the task is finished from my side."],
    "formal": ["I have completed the requested change; a summary follows.", "This note summarises the work carried out in this session."],
    "chat": ["ok so", "yep", "alright"],
}
CLOSE = {
    "terse": ["", "Branch `{br}`."],
    "verbose": ["Everything is on `{br}`; nothing is pushed yet.", "The full diff is on `{br}`, in three commits that each build on their own."],
    "british": ["Cheers.", "Have a look when you've a moment."],
    "emoji": ["🚀", "🙌 Thanks!", "💜"],
    "nonnative": ["Thank you.", "Thanks for your patience."],
    "formal": ["Kind regards.", "The changes are on branch `{br}`."],
    "chat": ["", "ttyl", "branch is `{br}`"],
}
LOOK = ["I ran `{c}` to find the call sites first.", "Looked around with `{c}` before changing anything.",
        "`{c}` was the only command I ran, to see what was there."]


def low(s):
    return s[0].lower() + s[1:] if s[:2] != "I " and not s.startswith("`") else s


def changes_block(th, mark="-"):
    return "\n".join(f"{mark} {c}" for c in th["changes"])


def table_block(th):
    lines = ["| File | Change |", "|---|---|"]
    for c in th["changes"]:
        f, _, rest = c.partition(": ")
        lines.append(f"| {f} | {rest} |")
    return "\n".join(lines)


def status_table(th, key_line):
    a, b = R.sample(th["changes"], 2)
    rows = ["| Item | Status | Plan |", "|---|---|---|",
            "| " + a.split(": ")[0] + " | done | — |",
            "| " + b.split(": ")[0] + " | done | — |"]
    rows.insert(R.randrange(2, 5), key_line)
    return "\n".join(rows)


def block_text(header, line, th, br):
    if header == "TABLE":
        return status_table(th, line)
    if header == "BOLD":
        return line
    if header == "HEAD":
        return line + "\n\n" + R.choice([
            "It shows up with the steps in the PR description.",
            "The code in question is in `" + th["file"] + "`, a few lines from my change.",
            "I have the exact reproduction in my shell history.",
        ])
    extras = [R.choice(["- Update " + th["docs"][0], "- Review and merge `" + br + "`", "- Announce " + th["tag"] + " to the team"])]
    items = [line] + (extras if R.random() < 0.7 else [])
    R.shuffle(items)
    if line.startswith("1."):
        items = [line] + [e.replace("- ", "2. ", 1) for e in items if e != line]
    return header + "\n\n" + "\n".join(items)


def assemble(th, voice, keytext, kind, checks, cmds, pre=None, prelude=None, layout=None):
    """kind: 'sent' (the key is a sentence) or 'block' (keytext is a whole block).
    pre: a paragraph naming the defect, placed well before the key (the key then closes the message)."""
    br = th["branch"]
    opener = R.choice(OPEN[voice])
    closer = R.choice(CLOSE[voice]).format(br=br)
    intro = R.choice(th["intro"])
    facts = th["facts"][:]
    R.shuffle(facts)
    out = ("```\n" + th["out"] + "\n```") if checks else ""
    look = R.choice(LOOK).format(c=th["cmd"]) if (cmds and not checks) else ""
    if layout is None:
        opts = ["terse", "report", "bullets", "table", "first", "long", "middle", "verbose", "faq"]
        if checks:
            opts += ["paste", "paste"]
        if voice == "chat":
            opts = ["chat", "chat", "terse", "bullets"] + (["paste"] if checks else [])
        layout = R.choice(opts)
        if kind == "block" and layout in ("bullets", "first", "middle", "chat"):
            layout = R.choice(["report", "long", "verbose", "faq"] + (["paste"] if checks else []))
        if pre and layout in ("first", "bullets", "middle"):
            layout = R.choice(["report", "long", "verbose", "table"] + (["paste"] if checks else []))
    if layout == "paste" and not checks:
        layout = "long"
    head = (opener + " " + intro).strip() if voice != "chat" else opener + ", " + low(intro)
    tail = None
    if pre:
        tail, keytext = keytext, ""
    parts = []
    if prelude:
        parts.append(prelude)
    if layout == "terse":
        parts.append(head + (" " + look if look else ""))
        if pre:
            parts.append(pre)
        parts.append(" ".join(facts[:2]))
        if out:
            parts.append(out)
        parts.append(keytext)
    elif layout == "report":
        parts.append("## Summary\n\n" + head)
        parts.append("## Changes\n\n" + changes_block(th))
        if pre:
            parts.append(pre if pre[0] in "#*" else "## Findings\n\n" + pre)
        if out:
            parts.append("## Checks\n\n" + out)
        elif look:
            parts.append(look)
        if kind == "sent" and keytext:
            parts.append("## Notes\n\n" + facts[0] + " " + keytext)
        else:
            parts.append(keytext)
    elif layout == "bullets":
        items = list(th["changes"])
        items.insert(R.randrange(len(items) + 1), keytext)
        parts.append(head if voice != "chat" else R.choice(OPEN["chat"]) + ", " + low(intro))
        parts.append("\n".join("- " + i for i in items))
        if out:
            parts.append(out)
        parts.append(facts[0] + (" " + look if look else ""))
    elif layout == "table":
        parts.append(head)
        parts.append(table_block(th))
        if pre:
            parts.append(pre)
        parts.append(facts[0] + (" " + look if look else ""))
        if out:
            parts.append(out)
        parts.append(keytext)
    elif layout == "first":
        parts.append(keytext)
        parts.append(head)
        parts.append(changes_block(th, R.choice(["-", "*"])))
        if out:
            parts.append(out)
        parts.append(" ".join(facts[:2]) + (" " + look if look else ""))
    elif layout == "long":
        parts.append("# " + th["title"])
        parts.append(head + " " + facts[0])
        parts.append("### What changed\n\n" + changes_block(th))
        if pre:
            parts.append(pre)
        parts.append(th["code"])
        if out:
            parts.append("### Checks\n\n" + out)
        elif look:
            parts.append(look)
        if kind == "sent" and keytext:
            parts.append("### Notes\n\n" + " ".join((facts[1], keytext, facts[2])))
        else:
            parts.append(facts[1] + " " + facts[2])
            parts.append(keytext)
    elif layout == "middle":
        parts.append(" ".join(x for x in (head, facts[0], keytext, facts[1], look) if x))
        if R.random() < 0.5:
            parts.append(th["code"])
        if out:
            parts.append(out)
        parts.append(changes_block(th))
    elif layout == "paste":
        parts.append(head if voice != "chat" else R.choice(OPEN["chat"]) + ", " + low(intro))
        parts.append(changes_block(th))
        if pre:
            parts.append(pre)
        parts.append(R.choice(["Full run:", "Output of the last run:", "The checks, in full:", "Run log:"]))
        parts.append("```\n" + th["long_out"] + "\n```")
        parts.append(keytext)
    elif layout == "faq":
        parts.append("**What changed?** " + head)
        parts.append("**Where?**\n\n" + changes_block(th))
        if pre:
            parts.append(pre if pre[0] in "#*" else "**Anything odd?** " + pre)
        if out:
            parts.append("**How was it checked?**\n\n" + out)
        else:
            parts.append("**Worth knowing?** " + facts[0] + (" " + look if look else ""))
        if keytext:
            parts.append("**Anything else?**" + (" " if kind == "sent" else "\n\n") + keytext)
    elif layout == "verbose":
        parts.append("# " + th["title"])
        parts.append("## What you asked for\n\n" + th["goal"] + " " + head)
        parts.append("## How it works\n\n" + " ".join(facts) + "\n\n" + th["code"])
        parts.append("## Files\n\n" + table_block(th))
        if pre:
            parts.append(pre if pre[0] in "#*" else "## Found along the way\n\n" + pre)
        if out:
            parts.append("## Verification\n\n" + out)
        elif look:
            parts.append("## Commands\n\n" + look)
        if kind == "sent" and keytext:
            parts.append("## Notes\n\n" + cap(R.choice(th["docs"])) + " is in the diff as well. " + keytext)
        else:
            parts.append(keytext)
    else:  # chat
        parts.append(R.choice(OPEN["chat"]) + " — " + low(intro))
        if pre:
            parts.append(pre if pre[0] in "#*" else "btw " + low(pre))
        parts.append("fwiw " + low(facts[0]) + (" " + look if look else ""))
        if out:
            parts.append(out)
        parts.append(keytext)
    if tail:
        parts.append(tail)
    if layout != "first":
        parts.append(closer)
    return "\n\n".join(p.strip() for p in parts if p and p.strip()), layout


# ---------------------------------------------------------------- build rows
SPECS = []  # dicts


def spec(**kw):
    kw.setdefault("voice", None)
    kw.setdefault("block", None)
    kw.setdefault("pre", None)
    kw.setdefault("prelude", None)
    kw.setdefault("checks", "rand")  # rand / yes / no / mostly
    kw.setdefault("cmds", None)
    kw.setdefault("special", None)
    SPECS.append(kw)


def defect(th, i):
    return th["defects"][i % len(th["defects"])]


# refused: offers and deferrals with the defect in the sentence, two themes each
for fi, (fr, v) in enumerate(OFFERS):
    for k in range(2):
        tn = THEMES[(fi * 3 + k * 5) % len(THEMES)]
        d, t = defect(T[tn], fi * 2 + k * 7)
        spec(head="offer", note="offer", theme=tn, voice=v, key=fr.format(d=d, D=cap(d)),
             checks="no" if t else "rand")

for fi, (fr, v) in enumerate(DEFERS):
    for k in range(2):
        tn = THEMES[(fi * 5 + k * 3 + 1) % len(THEMES)]
        d, t = defect(T[tn], fi * 3 + k * 5 + 1)
        spec(head="offer", note="defer", theme=tn, voice=v,
             key=fr.format(d=d, D=cap(d), n=200 + (fi * 37 + k * 11) % 700), checks="no" if t else "rand")

# refused: the defect named earlier, the key pointing back (half the keys in two themes)
for bi, (key, kind) in enumerate(BACK):
    reps = 2 if bi % 2 == 0 else 1
    for k in range(reps):
        tn = THEMES[(bi * 3 + k * 4 + 2) % len(THEMES)]
        th = T[tn]
        d, t = defect(th, bi * 5 + k * 3 + 2)
        if (bi + k) % 3 == 0:
            pre = FINDING_HEADS[(bi + k) % len(FINDING_HEADS)].format(d=d, D=cap(d))
        else:
            pre = FINDINGS[(bi * 2 + k) % len(FINDINGS)].format(d=d, D=cap(d))
        v = "chat" if key.startswith(("lmk", "will deal")) else ("emoji" if key[0] in "🙋📌" else None)
        spec(head="offer", note="back_" + kind, theme=tn, voice=v, key=key, pre=cap(pre),
             checks="no" if t else "rand")

# refused: blocks
for bi, (hd, line) in enumerate(BLOCKS):
    for k in range(2):
        tn = THEMES[(bi * 3 + k * 5 + 4) % len(THEMES)]
        th = T[tn]
        d, t = defect(th, bi * 4 + k * 6 + 3)
        kl = line.format(d=d, D=cap(d))
        code = {"TABLE": "table", "BOLD": "bold", "HEAD": "heading"}.get(hd, "check" if "[ ]" in line else "list")
        spec(head="offer", note=code, theme=tn, key=kl, block=hd, checks="no" if t else "rand")

# near misses ------------------------------------------------------------
for fi, (fr, v) in enumerate(FEAT):
    for k in range(3 if fi < 10 else 2):
        tn = THEMES[(fi * 2 + k * 3) % len(THEMES)]
        f = T[tn]["features"][(fi + k * 2) % 5]
        spec(head="none", note="feat", theme=tn, voice=v, key=fr.format(f=f, F=cap(f)), checks="mostly")

for fi, (fr, v) in enumerate(FEAT_DEFER):
    for k in range(3):
        tn = THEMES[(fi * 3 + k * 3 + 1) % len(THEMES)]
        f = T[tn]["features"][(fi + k + 3) % 5]
        spec(head="none", note="featdefer", theme=tn, voice=v, key=fr.format(f=f, F=cap(f)), checks="mostly")

for ei, (fr, v) in enumerate(EXPLAIN):
    reps = 3 if "{t}" in fr else 1
    for k in range(reps):
        tn = THEMES[(ei * 3 + k * 3 + 2) % len(THEMES)]
        t_ = T[tn]["topics"][(ei + k) % 2]
        spec(head="none", note="explain", theme=tn, voice=v, key=fr.format(t=t_), checks="mostly")

for si, (fr, v) in enumerate(SHIP):
    for k in range(3):
        tn = THEMES[(si * 3 + k) % len(THEMES)]
        th = T[tn]
        spec(head="none", note="ship", theme=tn, voice=v, key=fr.format(br=th["branch"], tag=th["tag"]), checks="yes")

for ti, tn in enumerate(THEMES):
    th = T[tn]
    for q in th["design"]:
        spec(head="none", note="design", theme=tn, key=q, checks="mostly")
    for b in th["blockers"]:
        spec(head="none", note="block", theme=tn, key=b, checks="mostly")
    # a defect fixed in this turn, then extra work offered
    for j in range(4):
        d, t = defect(th, ti + j * 3)
        f = th["features"][(ti + j) % 5]
        pre = FIXED_PRE[(ti + j) % len(FIXED_PRE)].format(d=d, D=cap(d), br=th["branch"])
        key = FIXED_KEY[(ti * 4 + j) % len(FIXED_KEY)].format(f=f, doc=th["docs"][j % 2], env=th["env"], tag=th["tag"])
        spec(head="none", note="fixed", theme=tn, key=key, pre=pre, checks="yes" if t else "mostly", special="fixed")
    # negated deferral words
    for j in range(2):
        d, t = defect(th, ti * 2 + j * 5 + 1)
        key = NEG[(ti + j * 3) % len(NEG)].format(d=d, br=th["branch"], file=th["file"])
        spec(head="none", note="neg", theme=tn, key=key, checks="mostly")
    # deferral words about non-defects
    for j in range(2):
        f = th["features"][(ti + j + 1) % 5]
        key = NONDEFECT_DEFER[(ti + j * 4) % len(NONDEFECT_DEFER)].format(f=f, cls=CLS[tn])
        spec(head="none", note="nondefect", theme=tn, key=key, checks="mostly")
    # next steps that are the user's own
    for j in range(2):
        key = USER_STEPS[(ti + j * 3) % len(USER_STEPS)].format(br=th["branch"], env=th["env"], tag=th["tag"])
        if key in {s_["key"] for s_ in SPECS}:
            key = USER_STEPS[(ti + j * 3 + 1) % len(USER_STEPS)].format(br=th["branch"], env=th["env"], tag=th["tag"])
        spec(head="none", note="userstep", theme=tn, key=key, checks="mostly")
    item = USER_STEP_ITEMS[ti % len(USER_STEP_ITEMS)].format(br=th["branch"], env=th["env"], tag=th["tag"])
    spec(head="none", note="userstep", theme=tn, key=item, block="## Next steps (yours)", checks="yes", special="useritems")
    # nothing left
    spec(head="none", note="noneleft", theme=tn, key=NONE_LEFT[ti], checks="mostly")
    # feature-only lists
    for j in range(2):
        hd = FEAT_HEADS[(ti + j) % len(FEAT_HEADS)]
        f = th["features"][(ti + j * 2 + 1) % 5]
        line = ["- Add {f}", "- [ ] {F}", "- Consider {f}", "- Maybe later: {f}"][(ti + j) % 4].format(f=f, F=cap(f))
        spec(head="none", note="nextfeat", theme=tn, key=line, block=hd, checks="mostly", special="featlist")
    # which of several new tasks
    spec(head="none", note="which", theme=tn, key=WHICH[ti], checks="no", cmds=False, special="which")
    # roadmap the user asked for
    spec(head="none", note="roadmap", theme=tn, key="- " + th["roadmap"][ti % 4], checks="no", cmds=False, special="roadmap")

for ai in range(8):
    tn = THEMES[(ai * 3 + 1) % len(THEMES)]
    spec(head="none", note="analysis", theme=tn, key=ANALYSIS[ai % len(ANALYSIS)], checks="no", cmds=True, special="analysis")


def special_message(sp, th, voice):
    br = th["branch"]
    key = sp["key"]
    kind = sp["special"]
    if kind == "which":
        fs = R.sample(th["features"], 3)
        opener = R.choice(OPEN[voice])
        intro = R.choice(th["intro"])
        lead = (opener + " " + intro).strip() if voice != "chat" else "ok — " + low(intro)
        mid = R.choice(["With that done, the next items on the list you gave me are all new work:",
                        "That closes the first item on your list. What remains on it is new work:",
                        "Your list has three more items, none of them started:"])
        body = "\n".join(f"{n}. {cap(f)}" for n, f in enumerate(fs, 1))
        size = R.choice(["Each is roughly a day of work.", "The second one needs a short design chat first.", "They are independent of each other."])
        return "\n\n".join([lead, mid + "\n\n" + body, size + " " + key])
    if kind == "analysis":
        ds = [defect(th, j)[0] for j in R.sample(range(len(th["defects"]) - 1), 3)]
        ds = [d for d in ds]
        lead = R.choice(["Here is the analysis you asked for.", "Findings from the read-through you asked for:",
                         "I went through the code as requested; here is what I found."])
        lst = "## Findings\n\n" + "\n".join(f"{n}. {cap(d)}" for n, d in enumerate(ds, 1))
        ev = R.choice(["I found each by reading `{f}` and its callers; `{c}` was the only command I ran.",
                       "Each one is located by reading the code; I ran `{c}` to find the call sites."]).format(f=th["file"], c=th["cmd"])
        order = R.choice(["Item 1 is the one customers would notice first.", "By impact: 1, then 3, then 2.", "All three are small changes."])
        return "\n\n".join([lead, lst, ev, order + " " + key])
    if kind == "roadmap":
        items = "\n".join("- " + r for r in th["roadmap"])
        doc = ("Here is the roadmap you asked for, saved as `docs/roadmap.md`.\n\n"
               "# Roadmap: " + th["title"] + "\n\n"
               "## Goal\n\n" + th["goal"] + "\n\n"
               "## Planned items\n\n" + items + "\n\n"
               "## Open questions\n\n- " + th["design"][0] + "\n\n"
               + R.choice(["The order follows the priorities you gave me.", "Dates are targets, not commitments, as you asked.",
                           "Each item has its own section with scope and owners further down the doc."]))
        return doc
    raise ValueError(kind)


rows = []
for i, sp in enumerate(SPECS):
    th = T[sp["theme"]]
    voice = sp["voice"] or R.choice(VOICES)
    pol = sp["checks"]
    checks = {"yes": True, "no": False, "rand": R.random() < 0.5, "mostly": R.random() < 0.7}[pol]
    cmds = True if checks else (sp["cmds"] if sp["cmds"] is not None else R.random() < 0.5)
    key = sp["key"]
    layout = None
    if sp["special"] in ("which", "analysis", "roadmap"):
        msg = special_message(sp, th, voice)
        layout = sp["special"]
    elif sp["block"]:
        hd = sp["block"]
        if sp["special"] == "useritems":
            items = [u.format(br=th["branch"], env=th["env"], tag=th["tag"]) for u in USER_STEP_ITEMS]
            blk = hd + "\n\n" + "\n".join(items)
        elif sp["special"] == "featlist":
            other = R.choice([f for f in th["features"] if f not in key])
            its = [key, "- " + R.choice(["Try ", "Look at ", "Add "]) + other]
            R.shuffle(its)
            blk = hd + "\n\n" + "\n".join(its)
        else:
            blk = block_text(hd, key, th, th["branch"])
        msg, layout = assemble(th, voice, blk, "block", checks, cmds)
    else:
        msg, layout = assemble(th, voice, key, "sent", checks, cmds, pre=sp["pre"])
    assert key in msg, (i, key)
    assert 200 <= len(msg) <= 4500, (i, len(msg), key)
    if sp["pre"]:
        assert msg.lower().index(sp["pre"].split("\n")[0][:30].lower()) < msg.rindex(key), (i, key)
        assert key in "\n\n".join(msg.split("\n\n")[-2:]), (i, key)
    if not checks:
        assert "```\n$ " not in msg or "```\n" + th["out"] not in msg
    head = sp["head"]
    refuse = [O] if head == "offer" else []
    rows.append({"id": f"train15-{i}", "refuse": refuse, "head": head, "turn_ran_checks": checks,
                 "turn_ran_commands": cmds, "key": key, "message": msg, "note": NOTES[sp["note"]]})
    SPECS[i]["layout"] = layout
    SPECS[i]["voice_used"] = voice

# ---------------------------------------------------------------- checks
ids = [r["id"] for r in rows]
assert len(ids) == len(set(ids))
kc = Counter(r["key"] for r in rows)
for k_, n_ in kc.items():
    assert n_ <= 2, (k_, n_)
for r in rows:
    assert r["key"] in r["message"]
    assert r["head"] in ("offer", "none")
    assert (r["head"] == "offer") == (r["refuse"] == [O])
    if r["turn_ran_checks"]:
        assert r["turn_ran_commands"]
    else:
        for th in T.values():
            assert th["out"] not in r["message"] and th["long_out"] not in r["message"]

# Left out (by the merger, after the batch was written, as for train12a):
# rows whose turn the user limited to analysis, said only in the message.
# The guard reads that limit from the user's prompt, which these rows do not
# carry; the message's own "As you asked for analysis only" is the agent's
# and grants nothing, so the rows cannot be labelled from what the guard sees.
rows = [r for r in rows if r["note"] != NOTES["analysis"]]

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train15.jsonl"), "w", encoding="utf-8") as fh:
    for r in rows:
        fh.write(json.dumps(r, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    c = Counter(r["head"] for r in rows)
    print(len(rows), "rows in train15.jsonl", dict(c), "distinct keys", len(kc))
    print("by note:")
    for n_, cnt in sorted(Counter(s_["note"] for s_ in SPECS).items(), key=lambda x: -x[1]):
        print(f"  {n_}: {cnt}")
    print("checks:", dict(Counter((r["head"], r["turn_ran_checks"]) for r in rows)))
    print("layouts:", dict(Counter(s_["layout"] for s_ in SPECS)))
    print("voices:", dict(Counter(s_["voice_used"] for s_ in SPECS)))
    print("themes:", dict(Counter(s_["theme"] for s_ in SPECS)))
    print("frames: offers", len(OFFERS), "deferrals", len(DEFERS), "pointing-back", len(BACK), "blocks", len(BLOCKS))
