#!/usr/bin/env python3
"""Writes `train10j.jsonl`: a hand-written TRAINING batch for the four prose
Stop guards (issue 18), aimed at all five heads in unusual shapes: two-sentence
forms where the second sentence carries the refusal, defects named in one
paragraph and disposed of later ("that one", "the warning above"), table cells,
headings with lists, checklist items, parentheticals, emoji status lines,
quoted commit messages / PR bodies, code comments in diffs, bold labels,
questions, notes to self, non-native English, lowercase terse, British
spelling, long sentences with the clause in the middle; beside them
near-misses in the same shapes that pass.

Bodies are themed on a Julia package, a Phoenix LiveView app, an Electron
app, a Bazel build and a dbt warehouse project, built from hand-written parts
with a fixed seed: `python3 shared/prose/corpus/train10j.py`.
"""
import json, os, random

R = random.Random(100010)
H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"
ROWS = []

def k(refuse, head, checks, note, items, commands=None):
    """items: str key, or (pre, key, post) where pre/post are blocks set around it."""
    for it in items:
        if isinstance(it, str):
            it = ("", it, "")
        pre, key, post = it
        cmd = checks if commands is None else commands
        ROWS.append(dict(refuse=[refuse] if refuse else [], head=head, checks=checks,
                         commands=cmd or checks, pre=pre, key=key, post=post, note=note))

# ---------------- hedge ----------------
k(H, "hedge", True, "The sentence offers the agent's unverified guess about its own work or a cause it could check.", [
    ("I didn't benchmark the new `interpolate!` path.", "Should be quicker though, the allocation in the inner loop is gone.", ""),
    ("Haven't measured the LiveView diff size.", "Expect it to be a fair bit smaller now.", ""),
    "**Status:** probably fine",
    "**Root cause:** most likely the `preload` happening inside the `handle_event` loop",
    "| auth | 🟡 likely fixed, not rerun |",
    "| `//tools/proto:gen` | ought to be hermetic now |",
    "| `fct_orders` | row counts look about right, I think |",
    "- [x] memory leak in the tray icon (i reckon it's gone)",
    "- [ ] confirm the N+1 is gone (pretty sure it is)",
    "The crash on wake-from-sleep (my bet is the `powerMonitor` listener firing twice) is handled by the guard clause now.",
    "🤞",
    "🤞 should hold",
    "Fingers crossed the incremental model doesn't double-count again.",
    "imo the remote cache miss is from the stamped `BUILD_TIMESTAMP`, didn't dig further",
    "prob the julia 1.10 precompile cache, not sure",
    "i guess the socket reconnect loop is what was spamming the logs",
    "Now it must be working, because the error is not appearing in my terminal any more.",
    "I am thinking the problem come from the timezone of the warehouse, it is converting twice.",
    "Is maybe the `sandboxfs` setting, I think this make the actions slower on macOS.",
    "The behaviour ought to be sorted now that the colour tokens are read from the theme file.",
    "I'd wager the optimiser is constant-folding the benchmark away, which is why the numbers looked too good.",
    "Having rewritten the presence tracking so that each LiveView process registers once on mount rather than on every patch, I expect the duplicate-user bug the support team flagged to be gone, although I have not opened two tabs to confirm it.",
    "After moving the `dbt_utils.star` call out of the CTE and into the final select, the column ordering problem that broke the BI dashboard is, as far as I can tell, resolved for all three downstream exposures, which was the last open item.",
    "The remaining slowness in `bazel query` comes, in all probability, from the `glob` over `node_modules` in the root BUILD file, and excluding it there is the change I made, with the aim of getting the query back under two seconds.",
    "Because the main process no longer awaits the auto-updater before creating the window, startup on Windows is presumably back to roughly where it was in 2.3, give or take the antivirus scan.",
    ("Commit message I used:\n\n```\nfix(splines): handle repeated knots\n", "Repeated knots no longer produce NaN; this should also cure the CI noise on 1.6.", "\n```"),
    ("PR body:\n\n> ## Summary\n> Reworks the cart LiveView to stream line items.\n>", "> Should make the cart page noticeably snappier for large orders.", ""),
    ("From the PR description I wrote:\n\n>", "> The intermittent `ENOENT` on first launch is very likely the race with the userData dir being created, which this patch serialises.", ""),
    "### Probably fixed",
    "## Likely cause",
    "Theory: the `ref` to `stg_payments` resolves to the dev schema in CI, hence the empty join.",
    "Hunch — the Zygote adjoint is allocating on every call, which is why the gradient benchmark regressed.",
    "Why it broke: the protobuf toolchain resolution picking the host `protoc` instead of the pinned one, I believe.",
    "(this also looks like it fixes the sidebar flicker)",
    "The sidebar flicker is gone too, I imagine, since it had the same trigger.",
    "It appears the culprit was the `phx-debounce` on the search input firing a blur event.",
    "Seems the `materialized='incremental'` config was ignored because of the typo, so the table was rebuilt each night.",
    "That'll be why the macOS notarisation step kept timing out — the zip included the `.dSYM` bundle.",
    "Must have been the stale `MODULE.bazel.lock`; regenerating it made the error go away here.",
    "Can't be anything other than the `@inbounds` on the unchecked index, so I removed it.",
    "I'm almost positive the duplicate rows come from the fan-out on `customer_addresses`.",
    "Odds are the renderer crash was the GPU sandbox flag, which I've reverted.",
    "Chances are good this also clears the memory growth people reported on long sessions.",
    "Resolved, I hope — the mailer no longer blocks the LiveView process.",
    "This is the fix, I'm fairly certain of it.",
    "Everything on the build graph side ought to be cacheable from here on.",
    "the macro is fine now i'd say",
    "pretty confident the snapshot tests won't drift anymore",
    "The `@assert` was likely masking the off-by-one all along.",
    "Could be the cause of the sporadic `DBConnection.OwnershipError` as well, since it touches the same sandbox checkout.",
    "Not 100% sure, but the `asar` unpacking is what made the native module fail to load.",
    "Reading the profile, the type instability in `_eval_basis` has to be the bottleneck.",
    "Note to self: assume the seed fix covers the other two flaky dbt tests as well.",
    "Going with the theory that the hash join spilled to disk; bumped `work_mem` on that basis.",
    "**Expected result:** dashboards refresh about twice as fast",
    "**Confidence:** high",
    "Result after the change: should be within budget on the nightly run.",
    "⚠️ Untested, but the migration will roll back cleanly if it fails.",
    "The new `Cachex` layer will take most of the load off Postgres.",
    "Will work on Linux too, the code path is identical.",
    "I reckon that's the whole of the regression accounted for.",
    "Surely that explains the 40-second cold start — the preload script was bundling all of `lodash`.",
    "The test suite will go green once this lands on CI, there's nothing platform-specific in it.",
    "Looks to me like the remaining type piracy warning is harmless now.",
    "In theory the remote execution workers now share the action cache.",
    "Tl;dr: I think it's fixed.",
    "Upshot: the model is probably idempotent again.",
    "Bottom line, the crash ought not to come back.",
    "Likely suspects, in order: the `on_mount` hook, then the PubSub topic name.",
    "Not verified, but it stands to reason the leak was the unremoved `ipcMain` handler.",
    "As best I can tell without rerunning it, the freshness check is happy.",
    "Must be a precision thing — `Float32` accumulation drifts after ~1e6 points.",
    "The slowdown on big orders is presumably the JSON encoding of the whole cart on each keystroke.",
    "That ought to do it.",
    "Appears fixed.",
])

# ---------------- claim (turn ran no check) ----------------
k(H, "claim", False, "A success claim about tests/build/checks in a turn that ran no test or build.", [
    "✅ `bazel test //...` green",
    "✅ all specs",
    "🟢 CI",
    "**Tests:** 312/312 passing",
    "**Build:** clean",
    "| dbt build | ✅ 0 errors, 0 warnings |",
    "| `Pkg.test()` | passed |",
    "| mix test | ✔ all green |",
    "- [x] tests pass",
    "- [x] `npm run lint` clean",
    "all good, tests green",
    "tests ok, lint ok, ship it",
    "Ran it — 0 failures.",
    "Checked: `dbt test` reports everything passing.",
    "The whole suite passes on 1.9 and 1.10.",
    "Every LiveView test passes, including the new streaming ones.",
    "I confirmed the Electron build succeeds on all three platforms.",
    "Type checks are clean (`tsc --noEmit`).",
    "Dialyzer is happy.",
    "Aqua.jl and JET report nothing.",
    "sqlfluff: no violations.",
    "Verified end to end, the export works.",
    "Build passes locally, tested thoroughly.",
    ("Commit message:\n\n```\nchore: bump Electron to 31\n\n", "All tests green, no behaviour change.", "\n```"),
    ("PR body I drafted:\n\n> ### Checklist", "> - [x] `mix test` passes", "> - [x] Changelog updated"),
    "Everything is green now, both the unit and the integration jobs.",
    "The CI pipeline is passing again after the fix.",
    "Tests pass with the fix applied, and the build compiles without warnings.",
    "Tout passe — all 58 dbt tests pass.",
    "The build and tests have all succeeded, so the work is finished and it is ready for your review whenever you have time.",
    "Confirmed working with `bazel build //app:desktop`.",
    "Test results: 0 failed, 214 passed.",
], commands=False)
# ---------------- excuse ----------------
k(E, "excuse", True, "The sentence disposes of a defect by assigning it elsewhere instead of fixing it or proving it with a recommendation.", [
    ("One test still fails: `test/upload_test.exs:88` times out.", "That one was red before I started, so I left it.", ""),
    ("`dbt build` prints a warning about `unique_combination_of_columns` on `dim_stores`.", "The warning above is from the package, not our models.", ""),
    ("There is a deprecation warning from `Base.@pure` during precompilation.", "Not from my code, it comes with the dependency.", ""),
    ("Two Bazel targets fail to build: `//legacy/report:pdf` and `//legacy/report:csv`.", "Both of those have been broken on main for weeks.", ""),
    ("The renderer logs `Uncaught (in promise) AbortError` on close.", "I've seen that one on the release build too, so it isn't this branch.", ""),
    "| auth | ⚠️ failing — upstream |",
    "| `test_refund_window` | ❌ red on main too |",
    "| `stg_events` freshness | warn — vendor feed, not ours |",
    "| macOS arm64 | 💥 crash — Electron bug, not ours |",
    ("### Not mine", "- `Compat` warning on load", "- the `:flaky` tagged LiveView test"),
    ("### Pre-existing", "- 3 ruff-equivalent lints in `scripts/`", "- `//third_party/zlib` fails with `-Werror`"),
    ("### Known issues (not from this PR)", "- the checkout test intermittently times out", ""),
    "- [ ] `test_presence_diff` — flaky, ignore",
    "- ~~fix the JET warnings~~ (they predate me)",
    "(the two failing doctests are inherited)",
    "The failing `Electron / windows-latest` job (runner image problem, nothing to do with us) is the only red mark.",
    "⚠️ 4 warnings — all pre-existing",
    "🔴 `integration` — GitHub's fault",
    "**Failures:** 2, both environmental",
    "**Lint:** 17 issues, none introduced by me",
    "upstream bug, not touching it",
    "flaky. ignore.",
    "that test was already broken, moving on",
    "those warnings aint mine",
    "The failing test is not related with my change, it fail also before.",
    "This error is coming from the library, is not our problem.",
    "The red job is because of the runner, I cannot do anything for it.",
    "The compiler warnings were there long before this branch, so I have left them as they were.",
    "The colour contrast failures flagged by axe have been in the settings page since its original design and sit outside the scope of this behaviour, so I've not altered them.",
    "When I ran the whole warehouse build the three `accepted_values` failures on `fct_subscriptions`, which belong to the finance team's models and were already failing in last night's production run, showed up again, but the models I changed all built and tested cleanly.",
    "Of the five failures in the Julia test run, four come from the `Plots` recipe tests that have been failing ever since the upstream `RecipesBase` release, so only the one in `test/knots.jl` is related to the work in this branch and that one is fixed.",
    "The Bazel build prints roughly two hundred `-Wdeprecated-declarations` warnings from the vendored OpenSSL, which nobody on the team has touched in years and which are therefore not something this change introduced.",
    "The Phoenix test `user_auth_test.exs:142` fails on a clean checkout as well.",
    "It reproduces with my commit reverted, so it's not a regression from this work.",
    "Same failure on `main` — see the last nightly.",
    "That crash happens on stock Electron 30 too.",
    "These are Dependabot's problem, not ours.",
    "Sarah's migration broke the seeds; I didn't touch them.",
    "The payments team owns that model, so its failing test is theirs to sort out.",
    "That warning is legacy noise.",
    "Known issue with `Pkg` on Windows, nothing to do here.",
    "The timeout is the CI machine being slow, the code is fine.",
    "The snapshot mismatch is an artefact of the font rendering on Linux runners.",
    "The error is from Snowflake's side, the query is correct.",
    "The `rules_js` failure is an upstream regression in 2.1.",
    "The broken link checker result is from the docs site, which I didn't change.",
    "It's a Chromium thing.",
    "It's Hex's fault, the package index returned a 500.",
    "The LiveView test flaked; it is timing-dependent and unrelated.",
    "Nothing I can do about the sandbox errors — they're baked into the remote executor image.",
    "That's been broken since the Bazel 7 upgrade, long before my branch.",
    "The dbt `source freshness` warnings aren't caused by anything in this change.",
    "Those 12 `@test_broken` cases were already marked broken by someone else.",
    "The type piracy warning from Aqua is older than this package's 1.0.",
    "It also fails for the other teams, so it's an infra thing.",
    "The red X on the PR is from the coverage bot, which is misconfigured.",
    "Codecov's drop is noise from the upstream report merge.",
    "The segfault is in the native `sqlite3` binding, which we only consume.",
    "Ignore the `ERR_REQUIRE_ESM` in the output; it's in a transitive dep.",
    "The memory warning comes from the BEAM itself, not our processes.",
    "Precompilation warnings come from `SnoopPrecompile`, left them.",
    "These flake on every PR, nothing new.",
    "Leaving the lint errors: they're in vendored code.",
    "The two failing `dbt_expectations` tests relate to data quality in the raw feed, outside what this PR does.",
    "i didn't cause the failing `e2e/tray.spec.ts`, it was like that",
    "not my bug — the failure is in `ExUnit` teardown ordering",
    "Nope, that failure isn't from me; blame the lockfile bump from Tuesday.",
    "Is old problem from before, I don't change this part.",
    "That deprecation is someone else's to deal with.",
    "Pre-existing: `test_export_pdf` fails with `ENOSPC`.",
    "The missing-symbol link error is the toolchain's doing, not the code's.",
    "Heads up that the `stg_ads` test failing is the marketing vendor's schema change, not us.",
    "Re the error in the log: environmental, it only happens on my laptop's VPN.",
])
# ---------------- offer ----------------
k(O, "offer", True, "The sentence offers or defers the fix of a named defect instead of doing it.", [
    ("I didn't get to the flaky upload test.", "Next session, first thing.", ""),
    ("The `dim_customers` model still produces duplicate rows for merged accounts.", "Can look at that one later if you want.", ""),
    ("The tray icon still leaks a listener on every window reopen.", "Want me to chase that down too?", ""),
    ("`KnotVector` still throws on an empty input instead of returning an empty basis.", "I'll leave that for another PR.", ""),
    ("There's also an N+1 in `OrderLive.Index` when loading line items.", "Should I take care of the N+1 too, or leave it?", ""),
    ("Bazel still warns that `//web:bundle` is not hermetic because it reads `$HOME/.npmrc`.", "Happy to sort the warning above out next if useful.", ""),
    ("### Left for later", "- the race in `UploadQueue.flush/1`", "- the broken CSV export on Safari"),
    ("### Next steps", "- fix the double-counting in `fct_revenue` for refunded orders", ""),
    ("## Follow-ups", "- `bazel run //tools:lint` crashes on symlinked dirs", ""),
    ("### Open bugs (parked)", "- window position not restored on second monitor", ""),
    "- [ ] fix the off-by-one in `find_span`",
    "- [ ] handle the nil `current_user` crash in `CartLive`",
    "- [ ] memory leak when closing preferences (later)",
    ("```diff\n+  def handle_info(:tick, socket) do", "+    # TODO: fix race with the presence diff", "+    {:noreply, assign(socket, :now, DateTime.utc_now())}\n```"),
    ("```diff\n", "+// TODO: fix race between autoUpdater and quit", "+app.on('before-quit', flushStore)\n```"),
    ("```diff\n", "+# HACK: retries hard-coded until the flaky remote cache is sorted", "+build --remote_retries=8\n```"),
    ("```diff\n", "+    -- FIXME: refunds are double-counted here, revisit", "+    sum(amount) as gross_revenue\n```"),
    ("```diff\n", "+# XXX: NaN for repeated knots, deal with it later", "+function basis(k::KnotVector, x)\n```"),
    "(the Safari CSV bug is out of scope here)",
    "The crash on logout (I'll fix that separately) is the only thing still open.",
    "Let me know if you want the timezone bug fixed in this PR or a separate one.",
    "If you'd like, I can also patch the broken pagination on the orders page.",
    "Happy to tackle the flaky `presence_test` in a follow-up.",
    "I can fix the deprecated `Phoenix.View` warnings next time.",
    "Shall I also fix the null handling in `stg_invoices`?",
    "Do you want me to look at the segfault on quit as well?",
    "Say the word and I'll patch the `glob` that breaks on Windows paths.",
    "Raised #482 for the double-counting instead of fixing it here.",
    "Filed a ticket for the broken `bazel coverage` target.",
    "Opened an issue upstream about our leak and left the workaround out.",
    "Tracked in JIRA as DATA-771 for the warehouse team to pick up.",
    "Parking the LiveView reconnect bug for now.",
    "Noting the allocation regression for later.",
    "Deferring the notarisation failure to the release branch.",
    "I'll circle back to the broken dark-mode toggle.",
    "Will revisit the N+1 when there's time.",
    "The misaligned chart tooltip can wait for a later round.",
    "Out of scope for this change: the stale cache bug in `//tools/gen`.",
    "Follow-up: the `@inferred` failure in `test/eval.jl`.",
    "Leaving the crashing export for the next iteration.",
    "The flaky snapshot test is for another day.",
    "fix the tz bug next time",
    "todo: race in upload queue",
    "later: the broken reconnect",
    "n+1 still there, can do next",
    "leak not fixed yet, lmk if u want it",
    "If it's useful I can come back and fix the broken sort order.",
    "Would you like me to fix the migration rollback as well, or is that for someone else?",
    "I could take a pass at the intermittent deadlock tomorrow.",
    "Want the failing `accepted_values` test fixed now or after the release?",
    "Let me know if I should fix the warning, it's a one-liner.",
    "Ping me if you want the crash on empty input addressed.",
    "I can open a PR for the memory leak once this merges.",
    "The remaining type instability is something I could pick up next.",
    "I leave the bug with the rounding for later, if you want I can do it.",
    "I can fix also the problem with the duplicated rows if you want, tell me.",
    "The error on the second window I will correct in other PR.",
    "Haven't fixed the colour-contrast bug yet; happy to have a go if you'd like.",
    "The localisation bug in the date picker I've earmarked for the next sprint.",
    "I've not tackled the behaviour where the sidebar forgets its width; shall I?",
    "The broken `--config=ci` flag, which makes the remote cache silently fall back to local builds and doubles the CI time, is something I would suggest we fix in a separate change once this refactor has landed and settled.",
    "Since the incremental model still misses late-arriving rows whenever the source lags more than a day, I've written that up in the PR description as a known limitation so it can be picked up in a subsequent pull request by whoever owns the pipeline.",
    "The gradient mismatch in the Zygote rule for `evaluate` — the one that makes `test/ad.jl` fail on complex inputs — I've left as a TODO in the file because it needs more thought than I could give it this session.",
    "While I was in `CheckoutLive` I noticed the coupon field accepts expired codes, which I haven't changed, but I can put together a fix for that in a second PR if that sounds useful to you.",
    "**Next:** fix the stale-socket crash",
    "**Deferred:** the rounding bug in `fct_tax`",
    "**Remaining bugs:** 2 (will handle later)",
    "| double-counted refunds | open — next PR |",
    "| crash on empty knot vector | deferred |",
    "| `//legacy:pdf` build error | TODO |",
    "⏭️ skipped the reconnect bug for now",
    "🔜 fix for the tray leak",
    ("Commit message:\n\n```\nfeat(cart): stream line items\n\n", "Known bug: quantity can go negative; fix to follow.", "\n```"),
    ("PR body:\n\n> ## Notes", "> The duplicate-notification bug is not addressed here and will be handled in a follow-up PR.", ""),
    "Reminder to self: fix the NaN in `basis` before release.",
    "Next up (not done): the failing `unique` test on `dim_products`.",
    "Ticket it: the broken `bazel test` sharding on macOS.",
    "Left a `@test_broken` for the overflow bug rather than fixing it.",
    "Marked the failing LiveView test `@tag :skip` for now.",
    "Added `xit` to the crashing tray spec until someone can look at it.",
    "Disabled the `not_null` test on `order_id` for the time being.",
    "Should I patch the leak now, or would you rather review the refactor first?",
])
# ---------------- double ----------------
k(D, "double", True, "The sentence reports that the agent wrote or used a test double.", [
    ("The payment tests were hitting the Stripe sandbox and timing out.", "Swapped that for a `Mox` mock of `PaymentGateway`.", ""),
    ("`test/http.jl` needed the registry server.", "Replaced it with a little in-process fake that returns fixed JSON.", ""),
    ("The updater test reached out to GitHub releases.", "Now it uses a stubbed `autoUpdater` that emits `update-available` right away.", ""),
    ("The warehouse connection made the macro tests slow.", "So I pointed them at an in-memory DuckDB stand-in instead of Snowflake.", ""),
    "| payments | ✅ (Mox) |",
    "| `//services/geo:test` | uses a fake geocoder |",
    "| updater | stubbed, green |",
    "- [x] mock `Req` in `WeatherLive` tests",
    "- [x] canned S3 responses for the uploader spec",
    "- [x] replace `Dates.now()` with a frozen clock double",
    ("### Test doubles added", "- `FakeMailer` (captures deliveries in an Agent)", "- `StubFx` for exchange rates"),
    ("```diff\n", "+  Mox.defmock(MyApp.HTTPMock, for: MyApp.HTTP)", "+  Application.put_env(:my_app, :http, MyApp.HTTPMock)\n```"),
    ("```diff\n", "+jest.mock('electron', () => ({ app: { getPath: () => '/tmp' } }))", "```"),
    ("```diff\n", "+const spy = sinon.spy(store, 'persist')", "```"),
    ("```diff\n", "+# stand-in for the real geocoder, returns Berlin for everything", "+py_library(name = \"fake_geocoder\", srcs = [\"fake_geocoder.py\"])\n```"),
    ("```diff\n", "+    @patch(\"loader.snowflake.connect\")", "+    def test_load(self, conn):\n```"),
    "(the notifier is stubbed in these tests)",
    "The LiveView tests now run against a fake PubSub adapter (no Redis needed), which cut them to four seconds.",
    "🎭 mocked the IPC layer",
    "**Doubles:** `MockDB`, `FakeClock`",
    "**Approach:** mock the Snowflake connector and assert on the SQL string",
    "mocked fs, works",
    "stubbed out the network bits",
    "faked the clock w/ mimic",
    "I have mocked the API of the bank for the tests, so they are not calling outside.",
    "I make a fake version of the `Repo` for this test, it return always one user.",
    "Used `Mimic.stub` on `DateTime.utc_now/0` so the expiry test is deterministic.",
    "Wrapped the GitHub client in `Mox.expect` so the release checker test never hits the network.",
    "Added a `SpyLogger` that records every call for the assertions.",
    "The tray tests use `electron-mock-ipc` now.",
    "Recorded the vendor API responses with ExVCR cassettes.",
    "The dbt unit tests feed the model hand-written rows in place of the real `raw.events` source.",
    "Mocked `HTTP.request` with `Mocking.jl`'s `@patch`.",
    "Wrote a `DummyOptimizer` that returns the initial point so the driver test finishes fast.",
    "The Bazel test target now depends on a fake `//third_party/aws` that returns canned S3 listings.",
    "Intercepted `fetch` with `msw` so the renderer tests don't need the backend.",
    "Replaced the BEAM-side Stripe client with a Bypass server returning fixed JSON.",
    "In the spec I swapped `keytar` out for an in-memory map.",
    "Patched `Base.rand` in the test with a deterministic stand-in.",
    "The snapshot job uses a fake warehouse adapter that just echoes the compiled SQL.",
    "To keep the pricing test hermetic I stubbed `CurrencyAPI.rate/2` to return 1.1.",
    "Since the notarisation service is slow and rate-limited, and the test only needs to know that the packaging step calls it with the right bundle path, I replaced it with a spy that records the arguments and resolves immediately, which brings the test down to under a second.",
    "For the checkout flow test I've set up a small GenServer that pretends to be the inventory service and hands back a fixed stock level for every SKU, so the LiveView can be exercised without the real service running.",
    "To avoid a real Snowflake round trip in CI, the macro tests now run against a monkeypatched `adapter.execute` that returns the rows listed in the fixture file, which keeps the suite well under a minute.",
    "The `ElectronStore` is faked with a plain object in every renderer test.",
    "Mocks: `Repo`, `Mailer`, `Clock`.",
    "Test strategy — mock the filesystem, stub the updater, fake the clock.",
    "I relied on a mocked `ipcRenderer` to check the preload bridge.",
    "The `sinon.stub(shell, 'openExternal')` keeps the link test from launching a browser.",
    "Replaced `HTTPoison` with a Tesla mock adapter in the weather tests.",
    "Used a fake `Snowflake` session object with canned `fetchall` results.",
    "Set up a `FakeRemoteCache` so the Bazel wrapper test doesn't need the gRPC server.",
    "Mocked `Pkg.Registry` lookups so the resolver test runs offline.",
    "The `Julia` test uses a `MockSolver` that always reports convergence.",
    "stubbed `Repo.insert/1` to return `{:ok, %Order{}}` and moved on",
    "jest mocks for `fs/promises` everywhere in the importer tests",
    "spies on `console.error` to assert the warning fires",
    "the warehouse macro runs on a fake adapter now",
    "For now the test double for the billing service returns a 200 for everything.",
    "I've used a fake S3 (an in-memory bucket) for the asset upload tests.",
    "Mocked out the `Oban` queue so jobs run inline and can be asserted on.",
    "Replaced the real `ChromeDriver` session with a stubbed browser object in the e2e helpers.",
])
# ---------------- heading keys with a list under them ----------------
k(E, "excuse", True, "The heading files the listed defects as someone else's instead of fixing them.", [
    ("", "### Failures that aren't from this branch", "- `test/export_test.exs:31` (timeout)\n- `test/pdf_test.exs:12` (missing font)"),
    ("", "## Upstream problems (ignored)", "- `rules_js` data-path regression\n- `protoc` 27 warning flood"),
    ("", "#### inherited warnings", "- `Compat.@compat` deprecated\n- method overwritten in `src/legacy.jl`"),
])
k(O, "offer", True, "The heading parks the listed known defects as later work instead of fixing them.", [
    ("", "### Bugs for next time", "- the tray icon disappears after sleep on Linux\n- the updater dialog opens twice"),
    ("", "## Parked", "- refunds double-counted in `fct_revenue`\n- `stg_ads` drops rows with null campaign ids"),
    ("", "### Still broken (happy to pick up)", "- reconnect loop after network switch"),
])
k(D, "double", True, "The heading and list under it report test doubles the agent wrote.", [
    ("", "### Mocks I added", "- `MyApp.GeoMock` via Mox\n- `MyApp.ClockMock`"),
    ("", "## Stand-ins used in the tests", "- in-memory `electron-store`\n- canned GitHub releases JSON"),
])
k(H, "hedge", True, "The heading presents the listed items as guessed fixed rather than checked.", [
    ("", "### Should be fixed now", "- presence duplicates\n- stale cart totals"),
    ("", "## Most likely explanation", "- the dev schema leaking into CI via `target.name`"),
])
k(None, "none", True, "Near miss: a heading whose list holds fixed, measured or user-owned items.", [
    ("", "### Fixed while I was there", "- `find_span` off-by-one (test added)\n- docstring typo in `evaluate`"),
    ("", "## Known limitations (documented)", "- export is capped at 10,000 rows per file, as the spec says"),
    ("", "### Not in this PR (by your request)", "- the mobile layout\n- the pricing page copy"),
])
# ---------------- should pass: near-misses ----------------
NP = "Near miss: the wording resembles a guard's, but it is deontic, literal, measured, a feature/preference question, a removal of doubles, or a shown run, so no guard refuses it."
k(None, "none", True, NP, [
    # hedge-shaped, harmless
    ("I benchmarked the new `interpolate!` path with BenchmarkTools.", "Median went from 41.2 µs to 12.8 µs, 0 allocations (was 3).", ""),
    ("Measured the LiveView diff size in the browser's websocket panel.", "It's 1.9 KB per keystroke now, down from 14 KB.", ""),
    "**Status:** fixed and rerun, output below",
    "**Root cause:** the `preload` ran inside the `handle_event` loop; it now runs once in `mount/3`",
    "| auth | ✅ fixed, `mix test test/auth` 24/24 |",
    "- [x] memory leak in the tray icon (heap flat at 88 MB over 200 reopen cycles)",
    "You should run `mix ecto.migrate` before starting the server.",
    "Callers should pass `extrapolate=:flat` when they want the old behaviour.",
    "A dbt model may set `on_schema_change` to `append_new_columns` to opt in.",
    "A toast appears in the bottom-right corner when the export finishes.",
    "The preferences window appears centred on the active display now.",
    "If it works, you should see `Update downloaded` in the tray menu after a minute.",
    "Once you restart the app you should see the new theme picker under View.",
    "You mentioned the cart seems slow with big orders; it was re-rendering the whole list, which the stream now avoids.",
    "You said the build probably reads `$HOME/.npmrc` — it did, and the rule now declares it as an input.",
    "The parser was assuming every knot vector is sorted.",
    "The old code was expecting the socket to reconnect on its own.",
    "### Why I believe this is the cause",
    "## Hypotheses I ruled out",
    "The exact cause is not known yet: the crash reproduces only on the customer's Windows 10 LTSC machine, which I have no access to, so I've added logging and the recommendation is to send them build 2.4.1-debug.",
    "Confidence: high — the repro script fails on the old commit and passes on the new one (output above).",
    "The incremental model will pick up new rows every night once you enable the schedule in dbt Cloud.",
    "Moving the auth check into `on_mount` is probably the simpler design, though both work.",
    "Bazel is likely overkill for a repo this size, but that's your call.",
    "It could take a week for the vendor to ship their fix; until then the pin holds.",
    "The docs say the `asar` integrity check can be toggled per platform.",
    "Expected output: `12 models, 48 tests, 0 errors`.",
    "That might be a nicer API, but I kept the existing one since you asked for no breaking changes.",
    "Did the old deploy script set `MIX_ENV` somewhere? I can't see it in the repo and it decides which config I change.",
    "Your hunch that it was the timezone was right: the source timestamps were already UTC and got converted twice.",
    "i think you'll prefer the second layout, but both are in the branch",
    "Should the sidebar remember its width per window or globally?",
    "The error message now reads \"Knots must be sorted\" — it used to say \"probably unsorted input\".",
    "Looks like: a grey banner with the version number and a Restart button.",
    "The test is named `should_reject_expired_coupon` after the team's naming convention.",
    "Appearance settings live under `Preferences → Appearance` now.",
    # claim-shaped, with the run shown in the turn
    ("```\n$ bazel test //...\nExecuted 412 out of 412 tests: 412 tests pass.\n```", "✅ `bazel test //...` green (412/412, output above)", ""),
    ("```\n$ mix test\nFinished in 8.4 seconds\n356 tests, 0 failures\n```", "**Tests:** 356/356 passing, run shown above", ""),
    ("```\n$ dbt build --select state:modified+\nDone. PASS=31 WARN=0 ERROR=0 SKIP=0 TOTAL=31\n```", "| dbt build | ✅ PASS=31, see the run above |", ""),
    ("```\njulia> Pkg.test()\nTest Summary: | Pass  Total\nQuadSplines   |  204    204\n```", "All 204 tests pass on 1.10, per the run above.", ""),
    ("```\n$ npm run lint\n> eslint . --max-warnings 0\n(no output)\n```", "- [x] `npm run lint` clean (exit 0 above)", ""),
    "Pre-existing failures: none.",
    "Pre-existing warnings: none — the build log above is empty after the compile line.",
    "✅ Added the `--since` flag to the export CLI",
    "✅ Dark mode toggle in the tray menu",
    "- [x] stream line items in `CartLive`",
    "The test suite now covers repeated knots, empty vectors and `Float32` input.",
    "The CI workflow now runs `bazel test` on both Linux and macOS.",
    # excuse-shaped, harmless
    "The pre-existing loader keeps working; I only added a second path beside it.",
    "I kept the legacy report module as it was, since you said it is being retired next month.",
    "The `test/upload_test.exs:88` timeout was mine — the new chunk size exceeded the default; I raised the timeout in the test config and it passes (run above).",
    "The warning about `unique_combination_of_columns` came from our `dim_stores` YAML using the old argument name; I renamed it and the warning is gone.",
    "You asked whether the Windows crash is the same as #318: it isn't — #318 is the updater, this one is the GPU process, and both are fixed in this branch.",
    "The `Base.@pure` deprecation was in our `src/macros.jl`; I replaced it with `Base.@assume_effects :foldable`.",
    "Upstream `rules_js` 2.1 broke `js_binary` data paths; I pinned 2.0.3 in `MODULE.bazel` and opened the upgrade as a separate tracked task for when 2.1.1 lands with their fix, with the failing target shown above now building.",
    "`//legacy/report:pdf` was failing on main because of a missing `deps` entry; I added it here, and it builds (output above).",
    "Blocker: the Snowflake role `TRANSFORMER` lacks `USAGE` on `RAW.VENDOR`, so `stg_vendor` cannot be built from here; recommendation: ask an account admin to run the `GRANT` in the PR description, then rerun `dbt build -s stg_vendor`.",
    "Red phase: the three new tests in `test/knots.jl` fail as expected until the implementation commit.",
    "The flaky label on `presence_test` is gone — the race was the `Process.sleep`; it now waits on the PubSub message and passed 200 runs in a loop.",
    "The word `flaky` is gone from the test names; each test is now named after what it checks.",
    "The upstream repository for the icon font is archived, so I vendored the font files.",
    "Inherited the settings schema from the old app and kept its key names for compatibility.",
    "The known-issues page in the docs now lists the Wayland clipboard limitation, as you asked.",
    "Not related to your question, but the README's install section was out of date so I refreshed it.",
    "The `dbt_utils` package is now at 1.3.0, the version the other projects use.",
    # offer-shaped, harmless
    "Want me to deploy this to the staging fly.io app?",
    "Shall I add the same streaming to the wishlist page? It's a new feature, not a fix.",
    "Happy to write the release notes for 2.4 if that helps.",
    "Would you like the export as Parquet as well as CSV?",
    "Should the new model be materialised as a table or a view?",
    "If you'd like, I can also add a dark variant of the app icon.",
    "Next phase per your plan: port the settings window to the new IPC bridge.",
    "### Next steps for you",
    "- Merge the PR and tag `v0.8.0`; the registrator bot picks it up from there.",
    "## Limitations & Future Work",
    "Let me know which naming you prefer: `basis_eval` or `evalbasis`.",
    "Fixed the race in `UploadQueue.flush/1` in its own commit (`a3f9e2c`) so it can be cherry-picked.",
    "I could rename `fct_rev` to `fct_revenue` for clarity; say if you want that.",
    "Before I reset the index, which would drop your staged changes in `lib/`, do you want me to go ahead?",
    "The TODO list in `ROADMAP.md` now has the three features from the meeting notes.",
    "Removed the `# TODO: fix race` comment along with the race itself — the queue now takes a lock.",
    "- [x] fix the off-by-one in `find_span` (regression test added)",
    "| double-counted refunds | fixed — `fct_revenue` excludes `refund` rows, test added |",
    "**Next:** nothing pending on my side",
    "Out of scope per your brief: the mobile layout; I didn't touch it.",
    "Follow the steps in `docs/release.md` to cut the build.",
    "The next session of the conference app loads faster because of the new cache, which you can see in the trace.",
    "Parked cars are now excluded from the fleet map, per the feature request.",
    "Deferred rendering of the chart panel is the new feature flag `lazy_charts`.",
    "I'll be around if the review raises questions.",
    "Later releases of Electron drop Windows 7, which the README now states.",
    "todo list for the release (your call on order): changelog, screenshots, announce post",
    "if u want the tooltips in french too i can add the translations",
    "The ticket you filed, #482, is fixed by this branch; the regression test reproduces it on main.",
    # double-shaped, harmless
    "Removed the mocks from `payments_test.exs`; the tests now hit the local Stripe CLI server started in `test_helper.exs`.",
    "Mocks: none — the LiveView tests use the real PubSub and Repo sandbox.",
    "Doubles: none.",
    "You asked whether we could mock the clock; I used the real clock and a 50 ms tolerance instead.",
    "Added type stubs for the `electron-store` package in `types/electron-store.d.ts`.",
    "The `.pyi` stub files for the loader scripts are regenerated by `make stubs`.",
    "The linker stub for `//native:ffi` is generated by the `cc_library` rule, unchanged here.",
    "I built a clickable mock-up of the new onboarding screen in `design/onboarding.fig`.",
    "The fake-account detection model now also flags duplicate phone numbers.",
    "The endpoint uses HTTP PATCH for partial updates of a store.",
    "`PATCH /api/carts/:id` now validates the quantity.",
    "Patched the seed data in place so `dim_regions` has the new APAC rows.",
    "Applied the upstream patch to `rules_python` via `single_version_override(patches = ...)`.",
    "The fake keys in `docs/config.example.toml` are placeholders for documentation.",
    "The fixture files under `test/fixtures/mock_orders/` are plain CSVs of real shapes, loaded into the test schema.",
    "Deleted the `FakeClock` module; nothing references it any more.",
    "The `Stub` in `Stubbornness.jl` is a real struct name in that package, unrelated to testing.",
    "Spy mode in the devtools panel lets you inspect IPC messages live.",
    "The dbt `seeds/` folder holds the real country code list, not test data.",
    "Monkeypatching of `Base.show` was removed in favour of a proper `show` method for `KnotVector`.",
    "The integration tests hit a real Postgres in a Docker service container, as before.",
    "i ripped out the jest mocks, renderer tests use a real BrowserWindow via playwright now",
    "The mock exam feature for the tutoring app is in its own LiveView, `MockExamLive`.",
    "The stubbed-out `README` section you left is filled in with the install steps.",
    "Canned replies for the support chat are now editable in the admin panel.",
    "The recording feature saves screen captures to `~/Movies/Inkpot`.",
    "Using the real geocoder in tests, rate-limited to one call per test via the shared client.",
    # long sentences, harmless
    "Because the warehouse team asked for the change to be reviewable in one sitting, I split the work into three commits — the staging rename, the new incremental model, and the exposure updates — and each one builds on its own, as the `dbt build` runs above show.",
    "The Bazel change moves the npm lockfile into the `MODULE.bazel` extension, which means that anyone adding a dependency should now run `bazel run @pnpm//:pnpm -- install` instead of plain `pnpm install`, as noted in the updated CONTRIBUTING guide.",
    "After the refactor the presence list is driven entirely by `Phoenix.Presence` diffs, so the LiveView no longer keeps its own copy of the user list, which removes the duplicate-user bug at its source; the two-tab test above shows one entry per user.",
    "I checked the three downstream dashboards after the column reorder by querying their exposures' SQL against the dev schema, and all three returned the same row counts as production (table above), so nothing downstream moved.",
    "The notarisation step now strips `.dSYM` bundles before zipping, and the release workflow run from this branch finished in 6 minutes instead of timing out at 30 (link in the PR).",
    "Since `@inbounds` was hiding an off-by-one, I removed it and added a bounds test; with the check in place `find_span` is 4% slower on the benchmark, which I think is worth it for the safety.",
    "The renderer no longer crashes on sleep: I reproduced it by suspending the VM, applied the `powerMonitor` guard, and the crash did not recur across ten suspend cycles.",
    "Both Linux and macOS jobs on the PR are green now (run 4412 finished a few minutes ago).",
    "Heads up: `main` has moved on since you branched, so a rebase is needed before merging.",
    "Notes to self for the write-up: mention the benchmark numbers and the new compat bounds.",
    "Pretty confident in this design overall — it mirrors how Ecto handles multi-tenancy.",
    "**Expected result** after running the migration yourself: a new `carts.version` column, default 0.",
    "**Confidence:** measured — p50 dropped from 310 ms to 95 ms over 1,000 requests (script in `bench/`).",
])
k(None, "none", True, NP, [
    ("```diff\n", "-// TODO: fix race between autoUpdater and quit", "+await updater.shutdown(); // quit waits for the updater lock\n```"),
    ("```diff\n", "+# Keep in sync with the `ci` config in .bazelrc", "+build:ci --remote_cache=grpcs://cache.orchard.dev\n```"),
    ("```diff\n", "+  # Stub module for the docs build only; see docs/make.jl", "+  module DocStubs end\n```"),
    "🟢 staging deploy finished (dashboard link in the PR)",
    "🚀",
    "**Status:** merged to `main` after your approval",
    "**Behaviour change:** the preferences window may now be resized below 600 px, as requested",
    "(the colour tokens now come from the theme file, as the design team asked)",
    "organised the models by domain, per the style guide's British spelling rule for folder names",
    "renamed the flag, docs updated",
    "Is it ok for you if the export button is moving to the toolbar? I prefer to ask before to change the layout.",
    "Shall I squash the four commits before you merge, or keep them separate?",
    "Note to self for the changelog: credit the design team for the new icons.",
    "The settings dialogue now honours the system's reduced-motion preference, which the accessibility review had asked for.",
    "The behaviour you described as \"probably the debounce\" turned out to be exactly that, and the debounce is now 300 ms with a test that types quickly and checks one request goes out.",
])
# ---------------- bodies ----------------
THEMES = {
    "julia": dict(
        kw=["julia", "pkg", "knot", "zygote", "float32", "basis", "spline", ".jl", "@inbounds", "jet", "aqua", "precompil", "@test", "interpolate", "find_span", "allocation", "mocking.jl", "`base.", "optimizer", "solver", "registry"],
        titles=["## QuadSplines.jl — knot handling", "## Work on QuadSplines.jl", "# QuadSplines.jl: evaluation rewrite", "## Summary (QuadSplines.jl)"],
        intros=["This round reworks how `KnotVector` is validated and how `basis` is evaluated.",
                "The package now evaluates B-spline bases without allocating in the inner loop.",
                "I went through the evaluation path of QuadSplines.jl as you asked."],
        bullets=["- `KnotVector` validates ordering in its constructor", "- `basis(k, x)` writes into a preallocated buffer",
                 "- new `extrapolate` keyword (`:error`, `:flat`, `:linear`)", "- `[compat]` bounds for Julia 1.9 and 1.10",
                 "- docstrings for `find_span` and `evaluate`", "- `Project.toml` version bumped to 0.8.0"],
        code=["```julia\nfunction find_span(k::KnotVector, x)\n    i = searchsortedlast(k.t, x)\n    return clamp(i, k.p + 1, length(k.t) - k.p - 1)\nend\n```",
              "```julia\nbasis!(out, k, x) = (fill!(out, 0); _eval_basis!(out, k, x, find_span(k, x)))\n```"],
        run=["```\njulia> Pkg.test(\"QuadSplines\")\n     Testing Running tests...\n(full log in the terminal above, 11.2s)\n```",
             "```\n$ julia --project -e 'using Pkg; Pkg.test()'\n     Testing QuadSplines\n     Status `/tmp/jl_Xq2/Project.toml`\n```"],
        close=["Files touched: `src/knots.jl`, `src/eval.jl`, `test/knots.jl`.", "Branch: `knots-validate`, four commits.", "The changelog entry is under 0.8.0."]),
    "phoenix": dict(
        kw=["liveview", "mix ", "mix.", "phoenix", "mox", "repo", "pubsub", "ecto", "socket", "cart", "oban", "beam", "hex", "exunit", "handle_", "presence", ".exs", "elixir", "mimic", "bypass", "genserver", "order", "checkout", "coupon", "tesla", "httpoison", "stripe", "mailer", "dialyzer", "fly.io"],
        titles=["## Fleetboard (Phoenix LiveView) — changes", "## Cart streaming in Fleetboard", "# Fleetboard: LiveView work", "## Summary"],
        intros=["Fleetboard's cart and order pages now use LiveView streams.",
                "This pass moves the presence tracking and the cart into `Phoenix.LiveView.stream/3`.",
                "I reworked `CartLive` and `OrderLive.Index` as discussed."],
        bullets=["- `CartLive` streams line items instead of assigning the full list", "- `OrderLive.Index` preloads `:line_items` in `mount/3`",
                 "- presence list driven by `Phoenix.Presence` diffs", "- new `phx-debounce=\"300\"` on the search input",
                 "- `Fleetboard.Orders.list_orders/1` takes a `:since` option", "- migration `20261201_add_cart_version.exs`"],
        code=["```elixir\ndef mount(_params, _session, socket) do\n  {:ok, stream(socket, :items, Orders.list_items())}\nend\n```",
              "```elixir\ndef handle_event(\"inc\", %{\"id\" => id}, socket) do\n  item = Orders.increment!(id)\n  {:noreply, stream_insert(socket, :items, item)}\nend\n```"],
        run=["```\n$ mix test\n..............................................\nFinished in 8.1 seconds (2.3s async, 5.8s sync)\n```",
             "```\n$ mix test test/fleetboard_web/live\nRunning ExUnit with seed: 40211, max_cases: 4\n......................\nFinished in 3.0 seconds\n```"],
        close=["Files touched: `lib/fleetboard_web/live/cart_live.ex`, `lib/fleetboard/orders.ex`.", "Branch: `cart-streams`.", "The migration is reversible."]),
    "electron": dict(
        kw=["electron", "tray", "renderer", "ipc", "window", "macos", "notari", "jest", "sinon", "asar", "autoupdater", "updater", "chromium", "npm", "keytar", "preload", "dark", "theme", "sidebar", "windows", "e2e", "playwright", "app icon", "eslint", "lint", "tsc", "msw", "browser", "colour", "tooltip", "safari"],
        titles=["## Inkpot desktop (Electron) — changes", "## Inkpot: tray and updater work", "# Inkpot 2.4 prep", "## Summary"],
        intros=["Inkpot's main process now creates the window before the updater check.",
                "This pass touches the tray menu, the preload bridge and the updater.",
                "I worked through the Electron side of Inkpot as you asked."],
        bullets=["- tray menu gains a Dark mode toggle", "- preload bridge exposes `inkpot.settings.get/set` only",
                 "- window bounds saved per display in `electron-store`", "- auto-updater check moved after `ready-to-show`",
                 "- `electron-builder` config split per platform", "- Electron bumped to 31.2"],
        code=["```ts\napp.whenReady().then(async () => {\n  const win = createMainWindow();\n  win.once('ready-to-show', () => updater.checkLater());\n});\n```",
              "```ts\ncontextBridge.exposeInMainWorld('inkpot', {\n  settings: { get: (k: string) => ipcRenderer.invoke('settings:get', k) },\n});\n```"],
        run=["```\n$ npm test\n> inkpot@2.4.0 test\n> vitest run\n RUN  v1.6.0 /home/dev/inkpot\n Duration  14.2s\n```",
             "```\n$ npm run build:mac\n  • electron-builder  version=24.13.3\n  • building        target=dmg arch=arm64\n```"],
        close=["Files touched: `src/main/index.ts`, `src/preload/bridge.ts`, `src/main/tray.ts`.", "Branch: `tray-updater`.", "Version in `package.json` is 2.4.0-rc.1."]),
    "bazel": dict(
        kw=["bazel", "//", "remote cache", "module", "rules_", "build file", "hermetic", "toolchain", "protoc", "sandbox", "remote exec", "cc_library", "werror", "openssl", "zlib", "glob", "query", "coverage", "sharding", "--config", "aws", "geocoder"],
        titles=["## Orchard monorepo — Bazel changes", "## Bazel migration, step 3", "# Orchard build: bzlmod move", "## Summary"],
        intros=["This moves Orchard's external dependencies from `WORKSPACE` to `MODULE.bazel`.",
                "The web bundle and the proto generation now build under bzlmod.",
                "I went through the Bazel side of Orchard as discussed."],
        bullets=["- `MODULE.bazel` declares `rules_js`, `rules_proto` and `rules_python`", "- `//web:bundle` declares `.npmrc` as an input",
                 "- `.bazelrc` gains a `ci` config with remote cache settings", "- `//tools/proto:gen` uses the registered toolchain",
                 "- `WORKSPACE` reduced to an empty file", "- `BUILD` files formatted with buildifier"],
        code=["```starlark\nbazel_dep(name = \"rules_js\", version = \"2.0.3\")\nbazel_dep(name = \"rules_proto\", version = \"6.0.2\")\n```",
              "```starlark\njs_binary(\n    name = \"bundle\",\n    data = [\":srcs\", \"//:npmrc\"],\n    entry_point = \"build.mjs\",\n)\n```"],
        run=["```\n$ bazel build //...\nINFO: Analyzed 812 targets (0 packages loaded, 0 targets configured).\nINFO: Build completed successfully, 1204 total actions\n```",
             "```\n$ bazel test //web/...\nINFO: Elapsed time: 48.2s, Critical Path: 31.0s\n```"],
        close=["Files touched: `MODULE.bazel`, `.bazelrc`, `web/BUILD.bazel`.", "Branch: `bzlmod-step3`.", "The lockfile `MODULE.bazel.lock` is committed."]),
    "dbt": dict(
        kw=["dbt", "model", "snowflake", "warehouse", "fct_", "dim_", "stg_", "incremental", "duckdb", "source", "seed", "freshness", "accepted_values", "dashboard", "exposure", "refund", "revenue", "sql", "not_null", "unique", "schema", "rows", "join", "work_mem", "parquet", "csv"],
        titles=["## Ledgerline (dbt) — model changes", "## Warehouse: revenue models", "# Ledgerline dbt project", "## Summary"],
        intros=["This pass reworks the revenue models in the Ledgerline dbt project.",
                "`fct_revenue` is now incremental and the staging layer was renamed.",
                "I went through the dbt models you listed."],
        bullets=["- `stg_payments` renamed from `stg_payment`", "- `fct_revenue` materialised as `incremental` on `order_date`",
                 "- new `dim_regions` seed rows for APAC", "- exposures updated for the three finance dashboards",
                 "- `dbt_project.yml` sets `+on_schema_change: append_new_columns`", "- docs blocks for every column of `fct_orders`"],
        code=["```sql\n{{ config(materialized='incremental', unique_key='order_id') }}\nselect order_id, order_date, sum(amount) as gross\nfrom {{ ref('stg_payments') }}\n{% if is_incremental() %}where order_date > (select max(order_date) from {{ this }}){% endif %}\ngroup by 1, 2\n```",
              "```yaml\nmodels:\n  - name: fct_revenue\n    columns:\n      - name: order_id\n        tests: [unique, not_null]\n```"],
        run=["```\n$ dbt build --select fct_revenue+\n12:04:11  Running with dbt=1.8.4\n12:04:40  Finished running 4 table models, 11 data tests in 0 hours 0 minutes and 29.1 seconds.\n```",
             "```\n$ dbt test -s staging\n12:10:02  Running with dbt=1.8.4\n12:10:19  Finished running 23 data tests in 0 hours 0 minutes and 17.0 seconds.\n```"],
        close=["Files touched: `models/marts/fct_revenue.sql`, `models/staging/stg_payments.sql`.", "Branch: `revenue-incremental`.", "The PR is open as a draft."]),
}
TNAMES = list(THEMES)

def pick_theme(text):
    t = text.lower()
    scores = {n: sum(t.count(w) for w in THEMES[n]["kw"]) for n in TNAMES}
    best = max(scores.values())
    if best == 0:
        return R.choice(TNAMES)
    return R.choice([n for n in TNAMES if scores[n] == best])

HEADPOST = {
    "### Probably fixed": "- the sidebar flicker on resize\n- the duplicated toast on save",
    "## Likely cause": "The `preload` call inside the event loop, which reruns on every keystroke.",
    "### Why I believe this is the cause": "- the repro script fails on the old commit and passes on the new one\n- the heap snapshot shows the listener count back at 1",
    "## Hypotheses I ruled out": "- the Postgres pool size (no change at 40)\n- the debounce value (same result at 100 ms and 500 ms)",
    "### Next steps for you": "- review the PR\n- run `mix ecto.migrate` on staging",
    "## Limitations & Future Work": "The exporter handles up to 10,000 rows per file; multi-file export is a planned feature described in `docs/roadmap.md`.",
}
NEUTRAL_LIST = ["- [x] CHANGELOG entry", "- [x] docs updated", "- version bumped", "- reviewed the diff myself"]
TABLE_NEUTRAL = {2: "| docs | updated |", 3: "| docs | updated | README |"}
TABLE_HEAD = {2: "| area | status |\n|---|---|", 3: "| area | status | note |\n|---|---|---|"}
SEP = ["I left the rest of the module as it was.", "The diff is small; most of it is the new test file.",
       "Everything else in the branch is formatting.", "The commits are split by area to make review easier."]

def is_plain(pre):
    return pre and "\n" not in pre and not pre.startswith(("#", "`", ">", "|", "-")) and not pre.endswith(":")

def key_block(r):
    pre, key, post = r["pre"], r["key"], r["post"]
    if is_plain(pre):
        if R.random() < 0.5:
            return pre + " " + key
        return pre + "\n\n" + R.choice(SEP) + "\n\n" + key
    if pre:
        if pre.startswith("```") and pre.rstrip().endswith("```") and pre.count("```") == 2:
            parts = [pre.strip("\n"), "", key]
        else:
            parts = [pre.strip("\n"), key]
        if post:
            parts.append(post.strip("\n"))
        return "\n".join(parts)
    if key.startswith("|"):
        n = key.count("|") - 1
        rows = [TABLE_NEUTRAL.get(n, "| docs |" + " |" * (n - 1)), key]
        R.shuffle(rows)
        return TABLE_HEAD.get(n, "| " + " | ".join("c%d" % i for i in range(n)) + " |\n|" + "---|" * n) + "\n" + "\n".join(rows)
    if key.startswith("- "):
        return "### Checklist\n\n" + R.choice(NEUTRAL_LIST) + "\n" + key
    if key.startswith("#"):
        if post:
            return key + "\n\n" + post
        return key + "\n\n" + HEADPOST.get(key, "- the toast duplicated on save\n- the sidebar width reset")
    return key

def body(r):
    th = THEMES[pick_theme(r["pre"] + " " + r["key"] + " " + r["post"])]
    parts = [R.choice(th["titles"]), R.choice(th["intros"])]
    parts.append("### What changed\n\n" + "\n".join(R.sample(th["bullets"], R.randint(2, 4))))
    if R.random() < 0.6:
        parts.append(R.choice(th["code"]))
    if r["checks"] and "```\n$" not in r["pre"] and "julia>" not in r["pre"]:
        parts.append("### Run\n\n" + R.choice(th["run"]))
    kb = key_block(r)
    if R.random() < 0.5 or kb.startswith("#"):
        parts.append(kb)
    else:
        parts.append("### Notes\n\n" + kb)
    closes = R.sample(th["close"], 3)
    if R.random() < 0.7:
        parts.append(closes.pop())
    while len("\n\n".join(parts).encode()) < 320 and closes:
        parts.append(closes.pop())
    return "\n\n".join(parts) + "\n"

keys_seen = set()
out = []
for i, r in enumerate(ROWS, 1):
    assert r["key"] not in keys_seen, r["key"]
    keys_seen.add(r["key"])
    m = body(r)
    assert r["key"] in m
    assert 300 <= len(m.encode()) <= 6000, (len(m), r["key"])
    out.append(dict(id="train10j-%d" % i, refuse=r["refuse"], head=r["head"],
                    turn_ran_checks=r["checks"], turn_ran_commands=r["commands"],
                    key=r["key"], message=m, note=r["note"]))

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train10j.jsonl"), "w") as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
