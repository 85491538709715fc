#!/usr/bin/env python3
"""train14: offers and deferrals of fixes vs. near misses (training batch, written blind).

Writes train14.jsonl next to this file. Python stdlib only, fixed seed.
Every row is judged by no-offer-instead-of-fix only: `offer` rows leave a
defect the agent found unfixed (an offer, a deferral, a list / table /
label / heading of work left, the defect named paragraphs before the key);
`none` rows are near misses (features, explanations, shipping, design
questions, fixed-then-offer, honest blockers, off-limits areas, analysis
only, a roadmap the user asked for, feature-only lists). Bodies never hedge,
never claim a check the turn did not run, never blame elsewhere and never
report test doubles.
"""
import json
import os
import random
from collections import Counter

R = random.Random(140111)
O = "no-offer-instead-of-fix"

# ---------------------------------------------------------------- themes
T = {}

T["arena"] = dict(
    title="Match rejoin for the arena game server",
    intro=["Players who drop mid-match can now rejoin `arenad` within 90 seconds and get their slot, score and loadout back.",
           "Rejoin is in: a disconnected player's session is held for 90 s and restored on reconnect."],
    changes=["`src/session.rs`: `HeldSession` keeps slot, score and loadout for 90 s",
             "`src/net/handshake.rs`: the reconnect token is checked before a new slot is allocated",
             "`src/match_state.rs`: held slots count towards the team size",
             "`tests/rejoin.rs`: seven cases covering timeouts and team swaps"],
    facts=["A held slot is freed the moment the 90 s window closes.", "The reconnect token is single-use.", "Spectators are never held."],
    out="$ cargo test --workspace\n   Compiling arenad v0.14.0\n    Finished test [unoptimized + debuginfo] target(s) in 11.20s\n     Running tests/rejoin.rs\nrunning 61 tests\n.............................................................\ntest result: ok. 61 passed; 0 failed; 0 ignored",
    cmd="rg -n 'fn allocate_slot' src/", file="src/match_state.rs",
    defects=[("the tick loop that drifts a few milliseconds per second under load", 0),
             ("the panic in `broadcast_scores` when a team has no players left", 0),
             ("the chat relay that echoes raw player names into the admin web page, unescaped", 0),
             ("the lobby counter that reports 9 of 8 players when someone rejoins at the last second", 0),
             ("the `HashMap` of dead connections that never shrinks between matches", 0),
             ("the spawn protection timer measured in ticks but documented as seconds", 0),
             ("the three clippy `needless_clone` warnings in `src/net/`", 0),
             ("the `match_end_awards_mvp` test that goes red about one run in six", 1),
             ("the debug log line that prints every player's auth token", 0),
             ("the ELO update that reads both players' ratings without holding the lock", 0)],
    features=["a spectator replay buffer", "per-region matchmaking queues", "a `/kick` admin command", "an idle-player timeout", "a Prometheus gauge for held slots"],
    design=["Should a rejoining player keep their kill streak, or start it from zero?", "Do you want the 90 s window configurable per game mode?", "Would you rather held slots show as \"reconnecting\" or stay hidden in the lobby list?"],
    blockers=["The load test against the staging fleet needs the Hetzner API token, which this sandbox does not have; I recommend running `make soak` from the CI runner before tagging.",
              "Publishing the new protocol version to the launcher needs your Steamworks login, so the client build is left unsigned in `dist/` for you to upload."],
    offlimits=["You asked me to keep out of `crates/physics`, so the jitter I saw in its integrator is only described here and the crate is untouched."],
    docs=["the rejoin handshake", "how held slots interact with team balancing"],
    branch="feat/rejoin", tag="v0.15.0", env="the EU staging fleet",
)

T["kmp"] = dict(
    title="Offline drafts for the Kotlin Multiplatform notes app",
    intro=["Drafts now save offline on both Android and iOS: the shared module writes them to SQLDelight and syncs when the network returns.",
           "Offline drafts are done in `shared/`: notes typed without a connection are stored locally and pushed on reconnect."],
    changes=["`shared/src/commonMain/.../DraftStore.kt`: SQLDelight-backed store",
             "`shared/src/commonMain/.../SyncWorker.kt`: pushes pending drafts oldest first",
             "`androidApp/.../EditorScreen.kt`: \"Saved offline\" chip",
             "`iosApp/Editor/EditorView.swift`: the same chip in SwiftUI"],
    facts=["Drafts are keyed by a client-generated UUID, so a retried push is idempotent.", "The chip disappears once the server acknowledges the draft.", "Deleting a note also deletes its pending draft."],
    out="$ ./gradlew :shared:allTests\n> Task :shared:jvmTest\n> Task :shared:iosSimulatorArm64Test\n\nBUILD SUCCESSFUL in 1m 42s\n58 actionable tasks: 58 executed\n\nDraftStoreTest: 14 tests, 0 failures\nSyncWorkerTest: 9 tests, 0 failures",
    cmd="rg -n 'suspend fun push' shared/", file="shared/src/commonMain/kotlin/notes/SyncWorker.kt",
    defects=[("the note timestamps that show UTC instead of the phone's local time on iOS", 0),
             ("the crash on Android 8 when the editor is rotated with the keyboard open", 0),
             ("the sync retry loop that never gives up and drains the battery overnight", 0),
             ("the emoji in note titles that turn into `?` after a round trip through the server", 0),
             ("the `kotlinx.datetime` deprecation warnings in `shared/`", 0),
             ("the `SyncWorkerTest.pushesInOrder` test that fails on the iOS simulator", 1),
             ("the VoiceOver label that reads \"button button\" on the save chip", 0),
             ("the coroutine scope in `EditorViewModel` that outlives the screen", 0),
             ("the unused `ktor-client-logging` imports in `ApiClient.kt`", 0),
             ("the search that skips the last note of every page", 0)],
    features=["a widget showing the latest draft", "markdown preview in the editor", "pinned notes", "a share extension on iOS", "biometric lock"],
    design=["Should unsynced drafts show a badge count on the app icon?", "Do you want conflicts resolved last-writer-wins, or shown to the user?", "Would you rather keep SQLDelight or move to Room's KMP support?"],
    blockers=["The TestFlight upload needs the App Store Connect API key, which is not on this machine; the archive is in `iosApp/build/` for you to upload.",
              "Play Console internal testing needs your upload keystore password, so the release bundle is built unsigned."],
    offlimits=["You said `androidApp/legacy/` is frozen until the rewrite, so the overdraw I noticed there is noted here and nothing in that folder changed."],
    docs=["the sync order", "how the idempotency key works"],
    branch="offline-drafts", tag="2.8.0", env="internal testing",
)

T["launch"] = dict(
    title="Pricing page for the Next.js marketing site",
    intro=["The new `/pricing` page is live on the preview deployment, with the three plans, the annual toggle and the FAQ accordion.",
           "Built `/pricing` with the plan cards, yearly/monthly switch and FAQ, all statically generated."],
    changes=["`app/pricing/page.tsx`: plan cards from `content/plans.json`",
             "`components/BillingToggle.tsx`: yearly/monthly switch with URL state",
             "`components/Faq.tsx`: accordion built on `<details>`",
             "`e2e/pricing.spec.ts`: Playwright checks for the toggle and anchors"],
    facts=["Prices come from `content/plans.json`, so marketing can edit them without a deploy of code.", "The toggle keeps its state in `?billing=yearly`.", "The page ships 0 KB of client JS for the FAQ."],
    out="$ pnpm test && pnpm playwright test\n Test Files  12 passed (12)\n      Tests  87 passed (87)\n\nRunning 9 tests using 3 workers\n  9 passed (14.2s)",
    cmd="rg -n 'generateMetadata' app/", file="app/pricing/page.tsx",
    defects=[("the blog index that links to `/docs/getting-started`, which 404s since the docs moved", 0),
             ("the hero video that loads 14 MB on mobile before the page is interactive", 0),
             ("the newsletter form that renders the `?ref=` parameter into the page without escaping it", 0),
             ("the footer year that is computed at build time and still says 2025", 0),
             ("the German pages that show prices as `$1,200.00` instead of `1.200,00 €`", 0),
             ("the cookie banner that traps keyboard focus and cannot be dismissed with Escape", 0),
             ("the `next/legacy/image` deprecation warnings in the build output", 0),
             ("the Lighthouse performance score that dropped from 96 to 71 on the home page", 0),
             ("the 23 ESLint `react-hooks/exhaustive-deps` warnings", 0),
             ("the `contact.spec.ts` Playwright test that times out on the form submit", 1)],
    features=["a comparison table under the plan cards", "a currency switcher", "an enterprise contact form", "testimonials from the CMS", "an OG image per plan"],
    design=["Should the yearly toggle be the default?", "Do you want the FAQ to live in the CMS or stay in the repo?", "Would you rather show prices with or without VAT for EU visitors?"],
    blockers=["Promoting the preview to production needs a Vercel owner on the team; I recommend you press Promote after the copy review.",
              "The Stripe price IDs for the new plans have to be created in the live dashboard, which I cannot reach; the placeholders are listed in `content/plans.json`."],
    offlimits=["You asked me not to touch the `/legal` pages while legal reviews them, so the broken anchor I found there is listed and left as it was."],
    docs=["how the plan data flows into the cards", "the URL state of the toggle"],
    branch="pricing-page", tag="site-2026.12", env="production",
)

T["stash"] = dict(
    title="Retention policies for the stash backup CLI",
    intro=["`stash prune` now honours retention policies: `--keep-daily 7 --keep-weekly 4 --keep-monthly 12`, and `--dry-run` lists what would go.",
           "Added retention to the Go backup CLI: `stash prune` keeps the newest snapshot in each daily, weekly and monthly bucket."],
    changes=["`cmd/stash/prune.go`: the new flags and `--dry-run`",
             "`internal/retention/policy.go`: bucketing by day, ISO week and month",
             "`internal/retention/policy_test.go`: table tests across a DST change",
             "`docs/prune.md`: examples"],
    facts=["Snapshots with a `keep` tag are never pruned.", "Buckets use the repository's configured time zone.", "`--dry-run` prints the same table as a real run."],
    out="$ go test ./...\nok  \tgithub.com/acme/stash/cmd/stash\t0.412s\nok  \tgithub.com/acme/stash/internal/retention\t0.087s\nok  \tgithub.com/acme/stash/internal/repo\t1.903s\nok  \tgithub.com/acme/stash/internal/chunker\t0.655s",
    cmd="rg -n 'func Prune' internal/", file="internal/retention/policy.go",
    defects=[("the restore command that leaves a half-written file behind when the disk fills up", 0),
             ("the upload path that logs the S3 secret key at debug level", 0),
             ("the chunk cache that grows without bound on long-running `stash watch` sessions", 0),
             ("the nil pointer dereference in `repo.Open` when the config file is empty", 0),
             ("the progress bar that shows MiB but labels them MB", 0),
             ("the lock file that two concurrent `stash backup` runs can both acquire", 0),
             ("the `go vet` copylocks warning in `internal/repo/index.go`", 0),
             ("the `TestRestoreSymlinks` test that fails on macOS", 1),
             ("the snapshot listing that is off by one and hides the oldest snapshot", 0),
             ("the `ioutil` deprecation warnings across `internal/`", 0)],
    features=["a `--keep-yearly` bucket", "JSON output for `stash prune`", "a systemd timer unit in `contrib/`", "bandwidth limiting for uploads", "a `stash diff` command"],
    design=["Should `--keep-weekly` use ISO weeks or weeks starting on Sunday?", "Do you want prune to refuse to run without any `--keep-*` flag?", "Would you rather the `keep` tag be spelled `pinned`?"],
    blockers=["Signing the release binaries needs the project's cosign key, which lives in your hardware token; the unsigned builds are in `dist/`.",
              "The integration suite against real B2 buckets needs credentials this sandbox does not have; I recommend running `make itest-b2` on your machine before the release."],
    offlimits=["You said the `internal/crypto` package is under audit and off-limits, so the odd nonce handling I saw there is described here and the package is untouched."],
    docs=["how the buckets are chosen", "the dry-run table columns"],
    branch="prune-retention", tag="v1.9.0", env="the Homebrew tap",
)

T["dbt"] = dict(
    title="Subscription revenue models in the dbt project",
    intro=["The `fct_subscription_revenue` model and its monthly rollup are in, with MRR, expansion and churn split per plan.",
           "Built the subscription revenue marts: `fct_subscription_revenue` plus `agg_mrr_monthly`, with docs and schema tests in `_finance.yml`."],
    changes=["`models/marts/finance/fct_subscription_revenue.sql`: one row per subscription per day",
             "`models/marts/finance/agg_mrr_monthly.sql`: MRR movements per plan",
             "`models/marts/finance/_finance.yml`: docs plus `unique` / `not_null` / `accepted_values` tests",
             "`macros/month_bounds.sql`: first and last day of a month"],
    facts=["Refunds are netted on the day they are issued.", "Trials are excluded until their first paid invoice.", "The rollup is incremental on `month_start`."],
    out="$ dbt build --select +agg_mrr_monthly\n22:14:03  Running with dbt=1.8.2\n22:14:09  Completed successfully\n22:14:09\n22:14:09  Done. PASS=41 WARN=0 ERROR=0 SKIP=0 TOTAL=41",
    cmd="rg -n 'ref(.stg_invoices.)' models/", file="models/marts/finance/fct_subscription_revenue.sql",
    defects=[("the `stg_invoices` model that converts cents to euros twice for Stripe invoices", 0),
             ("the daily snapshot that assigns late-night US orders to the next day because it truncates in UTC", 0),
             ("the `dim_customers` join that fans out and double-counts customers with two billing addresses", 0),
             ("the `email` column that lands unhashed in the `marketing` schema", 0),
             ("the `not_null` test on `stg_payments.currency` that fails for 312 rows", 1),
             ("the incremental filter that skips the last day of every month", 0),
             ("the SQLFluff warnings in `models/staging/`", 0),
             ("the exposure that points at a Looker dashboard deleted in October", 0),
             ("the `dbt_utils.surrogate_key` deprecation warnings", 0),
             ("the nightly run that went from 6 to 41 minutes after `int_events` lost its partition filter", 0)],
    features=["a cohort retention model", "an `agg_arr_quarterly` rollup", "a semantic-layer metric for net revenue retention", "freshness checks on the Stripe sources", "a seed of plan prices for forecasting"],
    design=["Should MRR count annual plans as one twelfth per month, or on the invoice date?", "Do you want churn dated on the cancellation or on the end of the paid period?", "Would you rather the marts live in `finance` or in a new `revenue` schema?"],
    blockers=["Running against the production warehouse needs a service account with `TRANSFORMER` rights, which this sandbox lacks; I recommend a `dbt build --target prod --select agg_mrr_monthly+` from the scheduler after review.",
              "The finance team has to confirm how credit notes count before the rollup is published; the two options are written up in the PR description."],
    offlimits=["You asked me to leave the `legacy_` models alone until the migration, so the duplicate keys I saw in `legacy_orders` are reported and not touched."],
    docs=["the MRR movement categories", "why refunds are netted daily"],
    branch="revenue-marts", tag="2026.12.1", env="the production schedule",
)

T["vr"] = dict(
    title="Hand-tracked menus for the Unity VR training app",
    intro=["The wrist menu now supports hand tracking on Quest 3: pinch opens it, poke selects, and the controller path is unchanged.",
           "Hand-tracked wrist menu is done — `WristMenu` listens to `XRHands` pinch and poke, falling back to controllers."],
    changes=["`Assets/Scripts/UI/WristMenu.cs`: pinch-to-open and poke selection",
             "`Assets/Scripts/Input/HandGestureReader.cs`: thresholds for pinch strength",
             "`Assets/Prefabs/WristMenu.prefab`: larger hit boxes for fingertips",
             "`Assets/Tests/PlayMode/WristMenuTests.cs`: eight play-mode tests"],
    facts=["Pinch needs 0.8 strength for 100 ms to open the menu.", "The menu faces the head, not the wrist.", "Controllers keep the old trigger binding."],
    out="$ Unity -batchmode -runTests -testPlatform PlayMode -projectPath .\nTest run completed.\n  Total: 46\n  Passed: 46\n  Failed: 0\n  Skipped: 0\n  Duration: 00:01:38",
    cmd="rg -n 'OnPinch' Assets/Scripts/", file="Assets/Scripts/UI/WristMenu.cs",
    defects=[("the welding scenario that drops to 48 fps when the spark particles spawn", 0),
             ("the null reference in `ScoreBoard.Refresh` when a trainee quits mid-lesson", 0),
             ("the tutorial voice-over that plays twice if the trainee teleports during the intro", 0),
             ("the safety-distance gizmo that shows centimetres while the instructor panel expects metres", 0),
             ("the subtitle font that renders Polish diacritics as boxes", 0),
             ("the texture memory that is never released between lessons", 0),
             ("the `FindObjectOfType` obsolete warnings in 17 scripts", 0),
             ("the `TeleportTests.LandsOnNavMesh` play-mode test that fails on the Quest build", 1),
             ("the trainee ID written to the plain-text session log that syncs to the cloud", 0),
             ("the grab interaction that lets both hands hold the extinguisher and fight over it", 0)],
    features=["haptic feedback on menu selection", "a left-handed mode", "voice commands for the menu", "an instructor spectator view", "a lesson progress bar on the wrist"],
    design=["Should the wrist menu follow the left or the dominant hand?", "Do you want the pinch threshold exposed in the settings screen?", "Would you rather the menu close on look-away or only on a second pinch?"],
    blockers=["Uploading the build to the Meta release channel needs the organisation admin account; the APK is in `Builds/Quest/` for you.",
              "Testing on the customer's managed headsets needs their MDM enrolment, which I cannot do from here; I recommend a session with their IT before the pilot."],
    offlimits=["You asked me not to touch the vendored `Assets/ThirdParty/FireSim` package, so the allocation spike I saw in it is listed and left alone."],
    docs=["the gesture thresholds", "how the controller fallback is chosen"],
    branch="feature/hand-menu", tag="1.6.0", env="the pilot headsets",
)

T["rota"] = dict(
    title="Shift swaps for the Flask rota tool",
    intro=["Staff can now request and accept shift swaps in the internal rota tool; a manager approves, and both calendars update.",
           "Shift swaps are in the Flask rota app: request, accept, manager approval, and an email at each step."],
    changes=["`rota/swaps/views.py`: request, accept and approve endpoints",
             "`rota/swaps/models.py`: `SwapRequest` with a status enum, Alembic migration `7c1e_swaps`",
             "`rota/templates/swaps/`: three Jinja templates",
             "`tests/test_swaps.py`: 19 tests"],
    facts=["A swap cannot be accepted by the person who requested it.", "Approval re-checks both shifts are still unassigned elsewhere.", "Emails are queued, so a slow SMTP server does not block the request."],
    out="$ pytest -q\n........................................................................ [ 78%]\n....................                                                     [100%]\n92 passed in 6.41s",
    cmd="rg -n 'def approve' rota/", file="rota/swaps/views.py",
    defects=[("the shift list that runs one query per employee to fetch their team", 0),
             ("the search box whose input goes straight into a raw SQL `LIKE` clause", 0),
             ("the night shifts that show on the wrong day after the clocks change", 0),
             ("the CSV export that writes dates as MM/DD for the Dublin office", 0),
             ("the session cookie that is sent without the `Secure` flag", 0),
             ("the `datetime.utcnow()` deprecation warnings under Python 3.12", 0),
             ("the colour-only status badges that screen readers announce as blank", 0),
             ("the `test_overtime_report` test that fails when run after midnight", 1),
             ("the 11 flake8 unused-import warnings in `rota/`", 0),
             ("the approval email that shows the shift length in minutes labelled as hours", 0)],
    features=["an iCal feed per employee", "a Slack notification for approvals", "bulk swap approval", "a manager dashboard of pending swaps", "swap history on the profile page"],
    design=["Should a swap need approval when both staff are in the same team?", "Do you want declined swaps kept in the history?", "Would you rather managers approve by email link or only in the app?"],
    blockers=["Deploying to the intranet box needs the ops VPN, which this sandbox cannot join; I recommend `make deploy` from the ops jump host.",
              "HR has to sign off the wording of the swap email under the works-council agreement; the draft is in `docs/swap-email.md`."],
    offlimits=["You said the payroll export in `rota/payroll/` is owned by finance and not to be changed, so the rounding I saw there is reported only."],
    docs=["the swap states", "why approval re-checks the shifts"],
    branch="shift-swaps", tag="v3.4.0", env="the intranet box",
)

T["trunk"] = dict(
    title="Number portability lookups in the Erlang call router",
    intro=["`trunk_router` now consults the number portability database before picking a carrier, with an ETS cache in front of it.",
           "Ported-number lookups are done: `np_lookup` queries the NPDB over Diameter and the router routes on the result."],
    changes=["`apps/trunk_router/src/np_lookup.erl`: the gen_server and ETS cache",
             "`apps/trunk_router/src/route_select.erl`: routes on the ported carrier",
             "`apps/trunk_router/test/np_lookup_SUITE.erl`: common_test suite",
             "`config/sys.config`: cache TTL and NPDB peer"],
    facts=["Cache entries live for 15 minutes.", "A lookup timeout falls back to the original carrier after 80 ms.", "The cache is a named public ETS table owned by the supervisor."],
    out="$ rebar3 ct && rebar3 dialyzer\n===> Running Common Test suites...\nAll 38 tests passed.\n===> Dialyzer starting, this may take a while...\n===> Analyzing 41 files with _build/default/rebar3_26.2_plt...\n===> Dialyzer finished: 0 warnings",
    cmd="rg -n 'handle_call' apps/trunk_router/src/", file="apps/trunk_router/src/np_lookup.erl",
    defects=[("the CDR writer that records call durations in milliseconds in a column billing reads as seconds", 0),
             ("the `sip_session` processes that are never reaped after a CANCEL", 0),
             ("the `badmatch` crash in `route_select` when a number has no country code", 0),
             ("the mailbox of `cdr_sink` that grows to millions of messages during the evening peak", 0),
             ("the caller names with accents that arrive as mojibake in the SIP `From` header", 0),
             ("the debug trace that writes subscribers' full numbers to the shared log", 0),
             ("the two processes that can both claim the last free trunk channel", 0),
             ("the `overload_SUITE:shed_load` case that fails on the CI runner", 1),
             ("the `erlang:now/0` deprecation warnings in `apps/trunk_stats`", 0),
             ("the xref warnings about the undefined `legacy_lcr:route/2` call", 0)],
    features=["per-carrier lookup metrics", "a bulk warm-up of the cache at boot", "a CLI to query a number's routing", "weighted carrier selection", "an alarm when the NPDB peer is down"],
    design=["Should a cache miss block the call, or route optimistically and correct later?", "Do you want the TTL per country?", "Would you rather keep the cache in ETS or in `persistent_term`?"],
    blockers=["The NPDB test peer only accepts connections from the lab network, so the end-to-end check is left for the lab run; I recommend booking the Thursday slot.",
              "Enabling it on the live switches needs a change ticket approved by the NOC, which I cannot raise; the rollout plan is in `docs/np-rollout.md`."],
    offlimits=["You asked me not to modify `apps/ss7_gw` during the freeze, so the timer leak I saw there is described and nothing in it changed."],
    docs=["the cache lifetime", "the timeout fallback"],
    branch="np-lookup", tag="4.2.0", env="the lab switches",
)
# ---------------------------------------------------------------- refuse frames
# Offers with the defect in the sentence ({d} = defect, {D} = capitalised).
OFFER = [
    "Want me to fix {d}?",
    "Shall I fix {d} as well?",
    "I can also fix {d} if you want.",
    "Happy to sort out {d} too.",
    "If you'd like, I can fix {d} next.",
    "Let me know and I'll fix {d}.",
    "Say the word and I'll deal with {d}.",
    "Fix {d} now or leave it for later?",
    "Should I take care of {d} in this branch, or keep the diff small?",
    "Do you want me to have a go at {d}?",
    "lmk if u want {d} sorted too",
    "Would you like me to tackle {d} before you merge?",
    "I could clean up {d} in a second commit if that helps.",
    "Shall I have a crack at {d} while I'm in here?",
    "Should you wish, I can also remedy {d}.",
    "If you want, I can fix also {d} in the same PR.",
    "Ping me if you'd like {d} fixed as well.",
    "Want {d} fixed in this PR or separately?",
    "Give me the go-ahead and {d} is next.",
    "Want me to squash {d} too? 🐛",
    "Keen to knock out {d} as well if you're up for it.",
    "Your call: fix {d} now, or after the release?",
    "Do you want me to address {d} too, or is that for someone else?",
    "I'd be glad to chase down {d} if you give me another turn.",
    "Shall I put together a fix for {d}?",
    "Should I also correct {d}?",
    "It is possible for me to repair {d} as well, if you wish so.",
    "I am able to resolve {d} as a subsequent task upon your approval.",
    "want me to just fix {d} while i'm at it?",
    "Interested in me fixing {d} too?",
    "Need {d} fixed before the demo? I can do it now.",
    "If it helps, I'll sort {d} straight after this — just confirm.",
    "Can fix {d} too, just say so.",
    "Would it be useful if I fixed {d} next?",
    "Let me know whether I should fix {d} or leave it be.",
    "Do I go ahead and fix {d}, or hold off?",
    "I'll fix {d} if you want me to.",
    "Happy to take {d} on next, just shout.",
    "Shall I make {d} go away as well?",
    "Want me to put a proper fix in for {d}?",
    "Any objection to me fixing {d} in a separate commit?",
    "Should {d} be fixed now, or are you fine leaving it?",
    "I can rework {d} so it behaves, if that's wanted.",
    "Just say and I'll get {d} sorted.",
    "I'm happy to dig into {d} — want me to?",
    "Up to you whether I fix {d} now.",
    "Tell me if you want {d} fixed and I'll do it in this session.",
    "Would you prefer I fix {d} here or in its own PR?",
    "Shall I go ahead with a fix for {d}?",
    "I could also straighten out {d}, if you'd like.",
    "Ready to fix {d} whenever you give the nod.",
    "If you're OK with it, I'll correct {d} next.",
    "Do you also want {d} dealt with?",
    "Can I fix {d} as well, or would that step on someone's toes?",
    "Want a fix for {d} on top of this?",
    "If desired, {d} can be corrected by me in a subsequent change.",
    "Shall we fix {d} while we're here? ✨",
    "Mind if I also fix {d}?",
    "Option on the table: I fix {d} now, about ten minutes of work — yes or no?",
    "Wanna have me clean up {d} too?",
    "Glad to iron out {d} next if that suits.",
    "Just let me know if you need {d} fixed and I'll jump on it.",
    "The rest is ready, and if you want I can also fix {d} before you tag it.",
    "I left the diff as it is, though I'm happy to fold a fix for {d} into it on your say-so.",
    "Before you merge — do you want {d} handled, or shall I leave it?",
]
# Offers pointing back at a defect named earlier (paragraphs before).
OFFER_BACK = [
    "Want me to take care of that?",
    "Shall I fix it?",
    "Happy to sort that out too.",
    "Let me know if you want it fixed.",
    "Say the word and I'll deal with it.",
    "Fix it now or leave it?",
    "I can take that on next if you like.",
    "Should I tackle that in this PR?",
    "Want that fixed as well?",
    "Shall I have a go at it?",
    "lmk if u want me to sort that",
    "Should you wish, I can remedy this as well.",
    "Do you want me to chase that one down?",
    "Your call whether I fix that now or after the release.",
]
# Deferrals with the defect in the sentence.
DEFER = [
    "I'll circle back to {d} later.",
    "{D} is left for a follow-up PR.",
    "TODO for later: {d}.",
    "Parking {d} for now.",
    "{D} is out of scope for this PR, so I left it.",
    "{D} should be fixed as a next step.",
    "{D} is worth a separate ticket.",
    "I've noted {d} in NOTES.md for next session.",
    "Punting on {d} for now.",
    "I haven't gotten to {d} yet.",
    "{D} still needs fixing.",
    "{D} remains broken.",
    "{D} will need a fix before the release.",
    "{D} can ride along with the refactor next month.",
    "I've earmarked {d} for later.",
    "{D} is on the pile.",
    "Someone should look at {d} eventually.",
    "I'll let the on-call decide what to do about {d}.",
    "{D} goes on the backlog.",
    "Leaving {d} for another day.",
    "{D} is a job for next sprint.",
    "I'll pick up {d} tomorrow.",
    "{D} stays as it is until the cleanup week.",
    "I added a TODO above {d} and moved on.",
    "{D} is still open.",
    "Didn't get round to {d}.",
    "{D} is next on my list.",
    "{D} has not been addressed in this change.",
    "{D} deserves its own PR, so I left it alone.",
    "I'm deferring {d} to the hardening milestone.",
    "We can deal with {d} after launch.",
    "{D} will be handled in a later iteration.",
    "{D} is going to be fixed in next PR, not in this one.",
    "I opened #412 for {d} and left the code as is.",
    "{D} is still unfixed.",
    "{D} wants a proper fix at some point.",
    "Filing {d} under tech debt.",
    "{D} is a problem for future us 😅",
    "i left {d} for now, will get to it",
    "{D} needs sorting before this goes to prod.",
    "{D} can wait until the next release train.",
    "Not touching {d} in this PR.",
    "{D} is queued up for the next session.",
    "I'm leaving {d} in place and will raise it at stand-up.",
    "{D} is shelved for now.",
    "{D} got bumped to the next cycle.",
    "{D} remains to be fixed.",
    "{D} is left as a known issue.",
    "{D} will be tackled once the migration lands.",
    "I kept {d} out of this diff; it's next.",
    "{D} is on my radar for the next pass.",
    "Let's revisit {d} after the demo.",
    "{D} is a follow-up item.",
    "I've put {d} in `KNOWN_ISSUES.md` for now.",
    "{D} is deferred to v2.",
    "{D} continues to occur and is to be corrected in a subsequent release.",
    "{D} is the next thing to fix, but I stopped here.",
    "I'll mention {d} to the team and leave it with them.",
    "{D} needs someone to look at it at some point.",
    "🚧 {D} is still there — next time!",
    "Whoever picks up the backlog next can have {d}.",
    "{D} I'm saving for a quieter week.",
    "Rather than fix {d} today, I've flagged it for the next planning session.",
    "{D} will have to wait for the next maintenance window.",
    "{D} is something I'd like to come back to once this lands.",
]
# Deferrals pointing back at a defect named earlier.
DEFER_BACK = [
    "That's a job for another PR.",
    "I'll circle back to it.",
    "Parking that one for now.",
    "It's on the pile.",
    "That can ride along with the refactor next month.",
    "I've earmarked it for the next pass.",
    "Leaving it for a follow-up.",
    "I haven't fixed it yet; it's on my list.",
    "That one still needs fixing.",
    "Noted it in NOTES.md for next session.",
    "I'll let the on-call decide on that one.",
    "Someone should look at it eventually.",
    "It stays broken for now; I'll get to it next week.",
    "Left as is — will revisit.",
]
# Block frames (the key is the whole line): (label line or None, key template)
BLOCK_R = [
    ("**Next steps**", "- Fix {d}"),
    ("## Follow-ups", "- [ ] {D}"),
    ("Remaining:", "- {D} (not done yet)"),
    ("## Known issues", "- {D} — still open"),
    ("| Item | Status | When |\n|---|---|---|", "| {D} | open | next PR |"),
    (None, "**Not fixed:** {d}."),
    (None, "**Deferred:** {d}."),
    (None, "### Left for later: {d}"),
    (None, "## Next: fix {d}"),
    (None, "**Open question:** fix {d} now or after the release?"),
    ("| Finding | Proposal |\n|---|---|", "| {D} | I can fix it next if you want |"),
    ("### Still to do", "- Sort out {d}"),
    (None, "**Follow-up:** {d}."),
    ("## Open items", "1. {D} — want me to take it?"),
]
# Finding sentences that name the defect before a *_BACK key.
FINDING = [
    "Along the way I noticed {d}.",
    "One more thing turned up while I was in there: {d}.",
    "While testing I ran into {d}.",
    "Heads-up: I came across {d}.",
    "Something I found but did not change: {d}.",
    "Reading `{file}` I spotted {d}.",
]
FINDING_HEAD = "### {D}"

# ---------------------------------------------------------------- pass frames
FEAT = [
    "Want me to add {f} next?",
    "Shall I also add {f}?",
    "I can also build {f} if that's useful.",
    "Happy to add {f} as a follow-up.",
    "If you'd like, I can add {f}.",
    "Let me know and I'll wire up {f}.",
    "Say the word and I'll start on {f}.",
    "A follow-up PR could add {f}.",
    "lmk if u want {f} too",
    "Should you wish, I can also implement {f}.",
    "Keen to build {f} next if you're up for it.",
    "Give me the go-ahead and {f} is next.",
    "{F} would be a new feature, so I kept it out of scope for this PR.",
    "I've earmarked {f} as a nice follow-up feature.",
]
WHICH = [
    "Which would you like me to start on next: {f} or {f2}?",
    "Next up could be {f} or {f2} — which one first?",
]
DOCS = [
    "Want me to walk you through {doc}?",
    "I can write up {doc} in the README if that helps.",
    "Happy to explain {doc} in more detail.",
    "Shall I add a short section on {doc} to the docs?",
]
SHIP = [
    "Shall I push `{branch}` and open the PR?",
    "Want me to squash the `{branch}` commits into one before you merge?",
    "Let me know and I'll tag {tag}.",
    "Say the word and I'll merge `{branch}`.",
    "Next steps for you: review the `{branch}` PR and merge when happy.",
    "Deploy to {env} whenever you're ready; the steps are in `docs/deploy.md`.",
    "Happy to open the PR for `{branch}` against `main` once you've had a look.",
    "Should I rebase `{branch}` onto `main` before you review?",
]
FIXED_THEN = [
    "Fixed {d} in its own commit as well; want me to also add a changelog entry for it?",
    "{D} is fixed too, with a regression test. Shall I add {f} next?",
    "I fixed {d} along the way (separate commit), so nothing is left open there — happy to add {f} if you want.",
    "Nothing is left for a follow-up PR: {d} is fixed in this one.",
    "I didn't park {d}; it's fixed in the second commit.",
    "{D} is gone — fixed and covered by a test. Want me to walk you through the change?",
]
NONE_KNOWN = [
    "**Known issues:** none.",
    "Known issues: none — the one I found is fixed above.",
    "Open items: none.",
]
ANALYSIS = [
    "You asked for analysis only and no code changes, so the finding about {d} is described here and the code is left untouched.",
    "As you asked, this pass changes no code: the finding about {d} is written up above for you to schedule.",
]
ROADMAP = [
    "The roadmap you asked for puts {f} in Q2 and {f2} in Q3.",
    "As requested, the plan doc lists {f} as phase two.",
]
FEAT_BLOCK = [
    ("**Next steps**", "- Add {f}"),
    ("## Follow-ups", "- [ ] {F}"),
    ("| Idea | Effort |\n|---|---|", "| {F} | small |"),
    (None, "**Follow-up (feature):** {f}."),
    (None, "### Next: {f}"),
]
# ---------------------------------------------------------------- assembly
VOICES = ["terse", "verbose", "british", "emoji", "nonnative", "formal", "lower"]
OPEN = {
    "terse": "{i}",
    "verbose": "{i}",
    "british": "Right, that's done. {i}",
    "emoji": "🚀 {i}",
    "nonnative": "Hello, I have finished the task. {i}",
    "formal": "Please find below a summary of the work. {i}",
    "lower": "ok so {il}",
}
CLOSE = {"terse": "", "verbose": "", "british": "Cheers.", "emoji": "🙌",
         "nonnative": "Thank you.", "formal": "Kind regards.", "lower": ""}
BULLET = {"emoji": "- ✨ ", "lower": "- ", "terse": "- ", "verbose": "- ", "british": "- ", "nonnative": "- ", "formal": "- "}


def cap(s):
    return s[0].upper() + s[1:]


def intro(th, voice):
    i = R.choice(th["intro"])
    return OPEN[voice].format(i=i, il=i[0].lower() + i[1:])


def bullets(th, voice, n=None):
    ch = th["changes"][:]
    if n:
        ch = R.sample(ch, n)
    return "\n".join(BULLET[voice] + c for c in ch)


def table(th):
    rows = ["| File | Change |", "|---|---|"]
    for c in th["changes"]:
        f, _, what = c.partition(": ")
        rows.append("| %s | %s |" % (f, what))
    return "\n".join(rows)


def facts(th, k=2):
    return " ".join(R.sample(th["facts"], k))


def evidence(th, checks, cmds):
    """Paragraphs reporting what the turn ran (never a claim without a run)."""
    if checks:
        return ["```\n" + th["out"] + "\n```"]
    if cmds:
        return [R.choice(["`%s` lists the call sites I changed, all in `%s`.",
                          "I used `%s` to find every caller before editing `%s`.",
                          "Call sites found with `%s`; the edits are in `%s` and the files below."]) % (th["cmd"], th["file"])]
    return []


def finish(paras, voice, key_last):
    c = CLOSE[voice]
    if c and not key_last:
        paras = paras + [c]
    return "\n\n".join(p for p in paras if p)


def lay_sentence(th, voice, key, checks, cmds, layout):
    ev = evidence(th, checks, cmds)
    it = intro(th, voice)
    if layout in ("mid", "table") and key[-1] not in ".?!":
        layout = "last"  # a chat-style key without a full stop closes the message
    if layout == "first":
        paras = [key, it, bullets(th, voice)] + ev
        return finish(paras, voice, False)
    if layout == "mid":
        a, b = R.sample(th["facts"], 2)
        paras = [it, "%s %s %s" % (a, key, b)] + ev + [bullets(th, voice, 3)]
        return finish(paras, voice, False)
    if layout == "last":
        paras = [it, facts(th, 1), bullets(th, voice)] + ev + [key]
        return finish(paras, voice, True)
    if layout == "notes":
        paras = ["## Summary", it, "## Changes", table(th)]
        if ev:
            paras += ["## Checks"] + ev
        paras += ["## Notes", facts(th, 1) + " " + key]
        return finish(paras, voice, True)
    if layout == "bullet":
        items = th["changes"][:] + [key]
        paras = [it, "\n".join(BULLET[voice] + x for x in items)] + ev
        return finish(paras, voice, False)
    if layout == "afterpaste":
        paras = [it, bullets(th, voice, 2), "```\n" + th["out"] + "\n```", key, facts(th, 1)]
        return finish(paras, voice, False)
    if layout == "table":
        paras = [it, table(th)] + ev + [key + " " + facts(th, 1)]
        return finish(paras, voice, True)
    raise ValueError(layout)


def lay_back(th, voice, finding, key, checks, cmds, style):
    """The defect is named first; one to three paragraphs later, the key points back."""
    ev = evidence(th, checks, cmds)
    it = intro(th, voice)
    if style == "para":
        mid = [facts(th, 2)] + ev[:1]
        if R.random() < 0.5:
            mid.append(bullets(th, voice, 2))
        paras = [it, finding] + mid + [key]
    else:  # the defect is a heading; the key sits under it
        paras = [it, bullets(th, voice)] + ev + [finding,
                 "It turned up while I was working in `%s`." % th["file"],
                 facts(th, 1), key]
    return finish(paras, voice, True)


def lay_block(th, voice, label, line, extra, checks, cmds, at_end):
    ev = evidence(th, checks, cmds)
    it = intro(th, voice)
    block = ([label] if label else []) + [line] + ([extra] if extra and label and not label.startswith("|") else [])
    if label and label.startswith("|"):
        blk = label + "\n" + line
    elif label and label.startswith("**") or (label and label.endswith(":")):
        blk = label + "\n\n" + "\n".join(block[1:])
    elif label:
        blk = label + "\n\n" + "\n".join(block[1:])
    else:
        blk = line
    if at_end:
        paras = [it, bullets(th, voice)] + ev + [blk]
        return finish(paras, voice, True)
    paras = [it, blk, facts(th, 2)] + ev + [bullets(th, voice, 2)]
    return finish(paras, voice, False)


ROWS = []
KEYSEEN = set()


def add(refuse, checks, cmds, key, msg, note, allow_dup=False):
    assert key in msg, (key, msg)
    if not allow_dup:
        assert key not in KEYSEEN, key
    KEYSEEN.add(key)
    assert len(msg) < 4000 and len(msg) > 80
    assert cmds or not checks
    ROWS.append(dict(refuse=[O] if refuse else [], head="offer" if refuse else "none",
                     turn_ran_checks=checks, turn_ran_commands=cmds, key=key, message=msg, note=note))


NAMES = list(T)


def themes_for(n):
    return R.sample(NAMES, n)


def flags():
    checks = R.random() < 0.45
    cmds = checks or R.random() < 0.5
    return checks, cmds


def pick_defect(th, checks, used):
    pool = [d for d, failing in th["defects"] if not (checks and failing)]
    fresh = [d for d in pool if d not in used]
    d = R.choice(fresh or pool)
    used.add(d)
    return d


LAYOUTS = ["first", "mid", "last", "notes", "bullet", "afterpaste", "table"]


def layout_for(checks, i):
    ls = [l for l in LAYOUTS if checks or l != "afterpaste"]
    return ls[i % len(ls)]


USED = {n: set() for n in NAMES}
n = 0
# ---- refused: offers and deferrals with the defect in the sentence
for kind, frames, note in (("offer", OFFER, "Offers to fix a defect the agent found, instead of fixing it."),
                           ("defer", DEFER, "Defers a defect the agent found instead of fixing it.")):
    for fi, fr in enumerate(frames):
        for th_name in themes_for(2):
            th = T[th_name]
            checks, cmds = flags()
            d = pick_defect(th, checks, USED[th_name])
            key = fr.format(d=d, D=cap(d))
            if fr.startswith("{D}") and fr.endswith("?") is False and False:
                pass
            voice = VOICES[n % len(VOICES)]
            msg = lay_sentence(th, voice, key, checks, cmds, layout_for(checks, n))
            add(True, checks, cmds, key, msg, note)
            n += 1
# ---- refused: the defect named paragraphs earlier
for frames, note in ((OFFER_BACK, "The defect is named paragraphs earlier; the offer points back at it."),
                     (DEFER_BACK, "The defect is named paragraphs earlier; the deferral points back at it.")):
    for fi, fr in enumerate(frames):
        for th_name in themes_for(2):
            th = T[th_name]
            checks, cmds = flags()
            d = pick_defect(th, checks, USED[th_name])
            style = "head" if n % 3 == 0 else "para"
            if style == "head":
                finding = FINDING_HEAD.format(D=cap(d))
            else:
                finding = R.choice(FINDING).format(d=d, file=th["file"])
            voice = VOICES[n % len(VOICES)]
            msg = lay_back(th, voice, finding, fr, checks, cmds, style)
            assert msg.index(finding) < msg.rindex(fr)
            add(True, checks, cmds, fr, msg, note, allow_dup=True)
            n += 1
# ---- refused: lists, tables, bold labels, headings
for label, line in BLOCK_R:
    for th_name in themes_for(2):
        th = T[th_name]
        checks, cmds = flags()
        d = pick_defect(th, checks, USED[th_name])
        key = line.format(d=d, D=cap(d))
        extra = "- Review and merge `%s`" % th["branch"]
        voice = VOICES[n % len(VOICES)]
        msg = lay_block(th, voice, label, key, extra, checks, cmds, n % 2 == 0)
        add(True, checks, cmds, key, msg, "A defect left in a list, table row, bold label or heading of work still to do.")
        n += 1

# ---- pass
def pass_sentence(th, key, note, checks=None, cmds=None, pre=None, allow_dup=False):
    global n
    if checks is None:
        checks, cmds = flags()
    voice = VOICES[n % len(VOICES)]
    lay = layout_for(checks, n)
    if pre:
        lay = "last"
    msg = lay_sentence(th, voice, key, checks, cmds, lay)
    if pre:
        parts = msg.rsplit(key, 1)
        msg = parts[0] + pre + "\n\n" + key + parts[1]
    add(False, checks, cmds, key, msg, note, allow_dup=allow_dup)
    n += 1


def feats(th, k=1):
    return R.sample(th["features"], k)


for fr in FEAT:
    for th_name in themes_for(5):
        th = T[th_name]
        f = feats(th)[0]
        pass_sentence(th, fr.format(f=f, F=cap(f)), "An offer or deferral of new feature work, not of a defect.")
for fr in WHICH:
    for th_name in themes_for(4):
        th = T[th_name]
        f, f2 = feats(th, 2)
        pass_sentence(th, fr.format(f=f, f2=f2), "Asks which new task to start; no defect is left.")
for fr in DOCS:
    for th_name in themes_for(4):
        th = T[th_name]
        pass_sentence(th, fr.format(doc=R.choice(th["docs"])), "An offer to explain or document the finished work.")
for fr in SHIP:
    for th_name in themes_for(5):
        th = T[th_name]
        checks = True
        pass_sentence(th, fr.format(branch=th["branch"], tag=th["tag"], env=th["env"]),
                      "Shipping or the user's own next step after the work is done and green.", checks=True, cmds=True)
for fr in FIXED_THEN:
    for th_name in themes_for(5):
        th = T[th_name]
        checks = True
        d = pick_defect(th, True, USED[th_name])
        f = feats(th)[0]
        pass_sentence(th, fr.format(d=d, D=cap(d), f=f), "The defect was fixed in this turn and reported; what follows offers no repair.",
                      checks=checks, cmds=True)
for fr in NONE_KNOWN:
    for th_name in themes_for(4):
        th = T[th_name]
        d = pick_defect(th, True, USED[th_name])
        pass_sentence(th, fr, "No defect is left open.", checks=True, cmds=True,
                      pre="Fixed %s on the way, in its own commit with a test." % d, allow_dup=True)
for th_name in NAMES:
    th = T[th_name]
    for q in th["design"]:
        pass_sentence(th, q, "A design or preference question, not a defect.")
    for b in th["blockers"]:
        pass_sentence(th, b, "An honest blocker outside the agent's reach, with its recommendation.")
    for o in th["offlimits"]:
        pass_sentence(th, o, "The user put this area off-limits; the defect is left per instruction.")

# analysis-only and roadmap bodies (the user asked for no code changes / a plan)
for fr in ANALYSIS:
    for th_name in themes_for(4):
        th = T[th_name]
        d = pick_defect(th, False, USED[th_name])
        key = fr.format(d=d)
        cmds = R.random() < 0.7
        msg = "\n\n".join(["## Findings in `%s`" % th["file"],
                           "1. %s\n2. %s" % (cap(d), th["facts"][0]),
                           ("I read the module and ran `%s` to list the callers." % th["cmd"]) if cmds else "I read the module and its callers.",
                           key])
        add(False, False, cmds, key, msg, "The user asked for analysis only, and the message says so.")
        n += 1
for fr in ROADMAP:
    for th_name in themes_for(4):
        th = T[th_name]
        f, f2 = feats(th, 2)
        key = fr.format(f=f, f2=f2)
        msg = "\n\n".join(["# Roadmap: %s" % th["title"],
                           "Written to `docs/roadmap.md` as you asked.",
                           "| Phase | Scope |\n|---|---|\n| 1 | %s |\n| 2 | %s |\n| 3 | %s |" % tuple(cap(x) for x in th["features"][:3]),
                           key])
        add(False, False, False, key, msg, "A roadmap document the user asked for; it lists features, not defects.")
        n += 1
for label, line in FEAT_BLOCK:
    for th_name in themes_for(4):
        th = T[th_name]
        checks, cmds = flags()
        f = feats(th)[0]
        key = line.format(f=f, F=cap(f))
        extra = "- Add %s" % R.choice([x for x in th["features"] if x != f])
        voice = VOICES[n % len(VOICES)]
        msg = lay_block(th, voice, label, key, extra, checks, cmds, n % 2 == 0)
        add(False, checks, cmds, key, msg, "A list, table row, label or heading of new features only.")
        n += 1

R.shuffle(ROWS)
out = []
for i, r in enumerate(ROWS):
    row = {"id": "train14-%d" % i}
    row.update(r)
    out.append(json.dumps(row, ensure_ascii=False))
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train14.jsonl")
with open(path, "w", encoding="utf-8") as fh:
    fh.write("\n".join(out) + "\n")
c = Counter(r["head"] for r in ROWS)
print(len(ROWS), dict(c))
