#!/usr/bin/env python3
"""Writes `train11c.jsonl`: a hand-written TRAINING batch for two prose Stop
guards (issue 18): `no-preexisting-excuse` (about half of its rows refused,
head `excuse`, the rest near misses with head `none`) and
`forbidden-doubles-stop` (head `double`, with near misses).

Every key is a hand-written sentence template (one per line below), filled
with the names of one of six projects (a Go billing service, a Rust log
ingester, a Swift iOS app, a Python data pipeline, a TypeScript dashboard, a
Kotlin notification service) and set verbatim in a message body built from
hand-written neutral parts. A failing run appears only where the turn ran
checks; a run on `main` or a stashed tree appears only in the near misses
that prove their baseline. Labels follow `LABELLING.md`; see `train11c.md`.

Python stdlib only, fixed seed: `python3 shared/prose/corpus/train11c.py`.
"""
import json, os, random

R = random.Random(111003)
E, D = "no-preexisting-excuse", "forbidden-doubles-stop"

# --------------------------------------------------------------------------
# Six projects. Slots used by the key templates, plus neutral body parts.
# --------------------------------------------------------------------------
P = {}
P["billing"] = dict(
    T="TestTaxExport_EUVatRounding", T2="TestProrate_LeapYear", cmd="go test ./...", M="internal/proration",
    F="internal/proration/period.go", W="SA1019: \"io/ioutil\" has been deprecated", lint="golangci-lint",
    dep="shopspring/decimal", depv="shopspring/decimal v1.4.0", team="the payments-platform team",
    e2e="checkout_flow_test.go", job="integration-postgres", bench="BenchmarkProrateMonth",
    audit="GO-2024-2687 in golang.org/x/net", cov="`internal/proration` coverage", n="3", pr="#2291",
    svc="Postgres", os_="macOS", gen="the sqlc-generated `db/queries.sql.go`", old="the old `legacy_tax.go` shim",
    thing="invoice proration", clock="time.Now", http="Stripe API", store="Postgres",
    intro=["Proration fix for leap-year billing periods is done.", "Finished the leap-year proration bug.",
           "Here's where the billing change landed."],
    changes=["`internal/proration/period.go`: day counts use the calendar year of the period start",
             "`internal/proration/period_test.go`: table cases for Feb 29 starts and ends",
             "`cmd/billing/main.go`: the `--dry-run` flag prints the computed periods",
             "`docs/billing.md`: the proration formula is written out with an example",
             "`internal/invoice/round.go`: rounding goes through one helper"],
    passrun="```\n$ go test ./internal/...\nok  \tgithub.com/acme/billing/internal/invoice\t0.412s\nok  \tgithub.com/acme/billing/internal/proration\t0.208s\nok  \tgithub.com/acme/billing/internal/tax\t0.117s\n```",
    failrun="```\n$ go test ./...\nok  \tgithub.com/acme/billing/internal/invoice\t0.398s\nok  \tgithub.com/acme/billing/internal/proration\t0.211s\n--- FAIL: TestTaxExport_EUVatRounding (0.00s)\n    export_test.go:142: got 19.99, want 20.00\nFAIL\tgithub.com/acme/billing/internal/tax\t0.131s\n```",
    mainrun="```\n$ git stash && go test ./internal/tax/ -run TestTaxExport_EUVatRounding\nSaved working directory and index state WIP on fix/leap-proration\n--- FAIL: TestTaxExport_EUVatRounding (0.00s)\n    export_test.go:142: got 19.99, want 20.00\nFAIL\tgithub.com/acme/billing/internal/tax\t0.127s\n$ git stash pop\n```",
    code="```go\nfunc daysIn(p Period) int {\n\treturn int(p.End.Sub(p.Start).Hours() / 24)\n}\n```",
    table="| Package | Before | After |\n|---|---|---|\n| `internal/proration` | 14 tests | 19 tests |\n| `internal/invoice` | 22 tests | 22 tests |",
)
P["ingest"] = dict(
    T="tail::tests::rotate_while_reading", T2="parser::tests::utf16_surrogates", cmd="cargo test --workspace", M="crates/parser",
    F="crates/parser/src/json_lines.rs", W="clippy::needless_borrow", lint="clippy",
    dep="tokio", depv="tokio 1.38", team="the observability team",
    e2e="tests/e2e_follow.rs", job="linux-musl", bench="parse_json_lines/10k",
    audit="RUSTSEC-2024-0336 in rustls", cov="`crates/parser` line coverage", n="4", pr="#877",
    svc="the S3 bucket", os_="Windows", gen="the prost-generated `proto/ingest.rs`", old="the legacy `v1` line splitter",
    thing="log line parsing", clock="SystemTime::now", http="the collector's HTTP endpoint", store="the local spool directory",
    intro=["The surrogate-pair parsing fix is in.", "Done with the ingester change.", "Parser work for the UTF-16 escapes is finished."],
    changes=["`crates/parser/src/json_lines.rs`: `\\uD83D\\uDE00` pairs decode to one char",
             "`crates/parser/src/error.rs`: a lone surrogate is a `ParseError::Escape` with its byte offset",
             "`crates/tail/src/lib.rs`: the reader buffer is 64 KiB instead of 8 KiB",
             "`README.md`: the `--follow` flag is documented",
             "`crates/cli/src/main.rs`: `--strict` rejects lines with invalid escapes"],
    passrun="```\n$ cargo test -p parser\n   Compiling parser v0.9.2\n    Finished test [unoptimized + debuginfo] target(s) in 6.41s\n     Running unittests src/lib.rs\ntest result: ok. 58 passed; 0 failed; 0 ignored\n```",
    failrun="```\n$ cargo test --workspace\ntest tail::tests::rotate_while_reading ... FAILED\n---- tail::tests::rotate_while_reading stdout ----\nthread 'tail::tests::rotate_while_reading' panicked at crates/tail/src/lib.rs:301:13:\nexpected 120 lines, read 118\ntest result: FAILED. 20 passed; 1 failed; 0 ignored\n```",
    mainrun="```\n$ git stash && cargo test -p tail rotate_while_reading\nSaved working directory and index state WIP on fix/utf16-escapes\ntest tail::tests::rotate_while_reading ... FAILED\nthread 'tail::tests::rotate_while_reading' panicked at crates/tail/src/lib.rs:301:13:\nexpected 120 lines, read 118\ntest result: FAILED. 0 passed; 1 failed; 20 filtered out\n$ git stash pop\n```",
    code="```rust\nfn decode_escape(hi: u16, lo: Option<u16>) -> Result<char, ParseError> {\n    match lo {\n        Some(lo) if (0xDC00..0xE000).contains(&lo) => Ok(combine(hi, lo)),\n        _ => Err(ParseError::Escape),\n    }\n}\n```",
    table="| Crate | Tests | Change |\n|---|---|---|\n| `parser` | 58 | surrogate pairs |\n| `tail` | 21 | buffer size |\n| `cli` | 9 | `--strict` |",
)
P["mobile"] = dict(
    T="OutboxTests.testRetryBackoff", T2="SyncEngineTests.testConflictMerge", cmd="xcodebuild test -scheme Outbox", M="SyncEngine",
    F="Sources/SyncEngine/Merge.swift", W="'keyWindow' was deprecated in iOS 13.0", lint="SwiftLint",
    dep="GRDB", depv="GRDB 6.24", team="the design-systems team",
    e2e="OfflineCheckoutUITests", job="ios-17-simulator", bench="testPerformanceMerge",
    audit="the Snyk finding in `Alamofire`", cov="`SyncEngine` coverage", n="2", pr="#514",
    svc="CloudKit", os_="the iOS 16 simulator", gen="the SwiftGen `Assets+Generated.swift`", old="the legacy Objective-C `ACMEReachability`",
    thing="offline sync", clock="Date()", http="the sync API", store="the SQLite store",
    intro=["Offline conflict merge is fixed.", "The sync change is ready for review.", "Wrapped up the merge bug in the outbox."],
    changes=["`Sources/SyncEngine/Merge.swift`: last-writer-wins compares server timestamps, not device clocks",
             "`Sources/Outbox/Outbox.swift`: queued edits keep their original `clientID`",
             "`Tests/SyncEngineTests/MergeTests.swift`: cases for edits on two devices",
             "`App/Settings.bundle`: the debug toggle for sync logging",
             "`Sources/SyncEngine/Log.swift`: merges log the winning revision"],
    passrun="```\n$ xcodebuild test -scheme Outbox -destination 'platform=iOS Simulator,name=iPhone 15'\nTest Suite 'All tests' passed at 2026-12-02 10:41:07.\n\t Executed 84 tests, with 0 failures (0 unexpected) in 12.904 seconds\n** TEST SUCCEEDED **\n```",
    failrun="```\n$ xcodebuild test -scheme Outbox -destination 'platform=iOS Simulator,name=iPhone 15'\nOutboxTests.swift:112: error: -[OutboxTests.testRetryBackoff] : XCTAssertEqual failed: (\"4.0\") is not equal to (\"2.0\")\n\t Executed 84 tests, with 1 failure (0 unexpected) in 13.110 seconds\n** TEST FAILED **\n```",
    mainrun="```\n$ git stash && xcodebuild test -scheme Outbox -only-testing:OutboxTests/testRetryBackoff\nOutboxTests.swift:112: error: -[OutboxTests.testRetryBackoff] : XCTAssertEqual failed: (\"4.0\") is not equal to (\"2.0\")\n** TEST FAILED **\n$ git stash pop\n```",
    code="```swift\nfunc merge(_ local: Draft, _ remote: Draft) -> Draft {\n    remote.serverModified > local.serverModified ? remote : local\n}\n```",
    table="| Target | Tests | Result |\n|---|---|---|\n| SyncEngineTests | 31 | run |\n| OutboxTests | 27 | run |\n| AppUITests | 26 | run |",
)
P["etl"] = dict(
    T="test_partition_backfill", T2="test_dedupe_late_events", cmd="pytest tests/pipeline", M="pipeline/dedupe.py",
    F="pipeline/dedupe.py", W="FutureWarning: DataFrame.applymap has been deprecated", lint="ruff",
    dep="pandas", depv="pandas 2.2", team="the data-platform team",
    e2e="test_dag_end_to_end", job="airflow-integration", bench="bench_dedupe_1m_rows",
    audit="PYSEC-2024-48 in jinja2", cov="`pipeline/` coverage", n="5", pr="#1408",
    svc="the BigQuery sandbox", os_="Python 3.12", gen="the generated `schemas/events_pb2.py`", old="the legacy `etl_v1` DAG",
    thing="late-event dedupe", clock="datetime.now", http="the events API", store="BigQuery",
    intro=["Late-event dedupe is fixed.", "The pipeline change is in.", "Dedupe window bug: done."],
    changes=["`pipeline/dedupe.py`: the window is keyed on `event_time`, not `ingest_time`",
             "`dags/events_daily.py`: the backfill task takes `--since`",
             "`tests/pipeline/test_dedupe.py`: late events across midnight UTC",
             "`docs/runbook.md`: how to rerun one partition",
             "`pipeline/io.py`: writes are idempotent per partition"],
    passrun="```\n$ pytest tests/pipeline -q\n.......................................................  [100%]\n55 passed in 8.71s\n```",
    failrun="```\n$ pytest tests/pipeline -q\n..........F............................................  [100%]\nFAILED tests/pipeline/test_backfill.py::test_partition_backfill - KeyError: '2026-03-29'\n1 failed, 54 passed in 8.90s\n```",
    mainrun="```\n$ git stash && pytest tests/pipeline/test_backfill.py::test_partition_backfill -q\nF                                                        [100%]\nFAILED tests/pipeline/test_backfill.py::test_partition_backfill - KeyError: '2026-03-29'\n1 failed in 0.84s\n$ git stash pop\n```",
    code="```python\ndef dedupe(df: pd.DataFrame, window: str = \"15min\") -> pd.DataFrame:\n    df = df.sort_values(\"event_time\")\n    return df.drop_duplicates([\"event_id\", pd.Grouper(key=\"event_time\", freq=window)])\n```",
    table="| Task | Runtime before | Runtime after |\n|---|---|---|\n| `dedupe` | 41 s | 38 s |\n| `load` | 2 m 10 s | 2 m 07 s |",
)
P["web"] = dict(
    T="CsvDownload > names file by report title", T2="DateRangePicker > clamps to fiscal year", cmd="pnpm vitest run", M="src/components/DateRangePicker.tsx",
    F="src/components/DateRangePicker.tsx", W="@typescript-eslint/no-floating-promises", lint="ESLint",
    dep="@tanstack/react-query", depv="@tanstack/react-query 5.51", team="the growth team",
    e2e="e2e/reports.spec.ts", job="playwright-webkit", bench="render 500-row table",
    audit="the `npm audit` high in `semver`", cov="statement coverage", n="6", pr="#3120",
    svc="the staging API", os_="Node 18", gen="the OpenAPI-generated `src/api/client.ts`", old="the legacy `ReportsPageOld` route",
    thing="the date range picker", clock="Date.now", http="the reports API", store="IndexedDB",
    intro=["Fiscal-year clamping in the date picker is fixed.", "Dashboard change is done.", "The picker bug is sorted."],
    changes=["`src/components/DateRangePicker.tsx`: the end date clamps to the fiscal year of the start",
             "`src/hooks/useExport.ts`: 429s back off with the `Retry-After` header",
             "`src/components/DateRangePicker.test.tsx`: cases for March 31 / April 1",
             "`src/pages/Reports.tsx`: the picker gets `fiscalYearStart` from settings",
             "`CHANGELOG.md`: an entry under Unreleased"],
    passrun="```\n$ pnpm vitest run\n ✓ src/components/DateRangePicker.test.tsx (14)\n ✓ src/hooks/useExport.test.ts (6)\n Test Files  23 passed (23)\n      Tests  187 passed (187)\n```",
    failrun="```\n$ pnpm vitest run\n ❯ src/components/CsvDownload.test.tsx (5)\n   × CsvDownload > names file by report title\n     → expected 'report.csv' to be 'Q1 revenue.csv'\n Test Files  1 failed | 22 passed (23)\n      Tests  1 failed | 186 passed (187)\n```",
    mainrun="```\n$ git stash && pnpm vitest run src/components/CsvDownload.test.tsx\n   × CsvDownload > names file by report title\n     → expected 'report.csv' to be 'Q1 revenue.csv'\n Tests  1 failed | 4 passed (5)\n$ git stash pop\n```",
    code="```ts\nexport function clampToFiscalYear(start: Date, end: Date, fyStartMonth: number): Date {\n  const fyEnd = fiscalYearEnd(start, fyStartMonth);\n  return end > fyEnd ? fyEnd : end;\n}\n```",
    table="| File | Lines | Note |\n|---|---|---|\n| `DateRangePicker.tsx` | +18 −6 | clamp |\n| `useExport.ts` | +24 −3 | backoff |",
)
P["notify"] = dict(
    T="UnsubscribeControllerTest.rejectsExpiredToken", T2="DigestSchedulerTest.sendsAtLocalNine", cmd="./gradlew test", M="digest",
    F="src/main/kotlin/notify/digest/DigestScheduler.kt", W="detekt LongParameterList", lint="detekt",
    dep="spring-kafka", depv="Spring Boot 3.3", team="the messaging team",
    e2e="DigestE2ETest", job="integration-kafka", bench="TemplateBench.renderDigest",
    audit="CVE-2024-38816 in spring-webmvc", cov="JaCoCo branch coverage", n="7", pr="#642",
    svc="the Kafka broker", os_="JDK 21", gen="the jOOQ-generated `Tables.kt`", old="the legacy `MailSenderV1`",
    thing="the daily digest", clock="Instant.now", http="the SendGrid API", store="Kafka",
    intro=["Digest scheduling per user time zone is done.", "The notification change is finished.", "Fixed the 9 a.m. digest bug."],
    changes=["`DigestScheduler.kt`: the send time is computed in the user's `ZoneId`",
             "`UserPrefs.kt`: `timeZone` defaults to the account's region",
             "`DigestSchedulerTest.kt`: DST transition cases for Europe/Berlin and America/Chicago",
             "`application.yml`: `digest.batch-size` is 500",
             "`TemplateRenderer.kt`: the digest footer uses the shared partial"],
    passrun="```\n$ ./gradlew test\n> Task :test\nDigestSchedulerTest > sendsAtLocalNine() PASSED\nTemplateRendererTest > escapesHtml() PASSED\nBUILD SUCCESSFUL in 41s\n112 tests completed, 0 failed\n```",
    failrun="```\n$ ./gradlew test\nUnsubscribeControllerTest > rejectsExpiredToken() FAILED\n    org.opentest4j.AssertionFailedError: expected: <410> but was: <200>\n112 tests completed, 1 failed\nBUILD FAILED in 43s\n```",
    mainrun="```\n$ git stash && ./gradlew test --tests 'UnsubscribeControllerTest.rejectsExpiredToken'\nUnsubscribeControllerTest > rejectsExpiredToken() FAILED\n    org.opentest4j.AssertionFailedError: expected: <410> but was: <200>\nBUILD FAILED in 19s\n$ git stash pop\n```",
    code="```kotlin\nfun nextSend(user: User, now: Instant): Instant =\n    now.atZone(user.zone).with(LocalTime.of(9, 0)).toInstant()\n```",
    table="| Module | Tests | Notes |\n|---|---|---|\n| `digest` | 38 | DST cases |\n| `templates` | 44 | footer partial |",
)
THEMES = list(P)

# --------------------------------------------------------------------------
# Refused: excuses (head `excuse`). (class code, template). A template that
# starts with "|" is a table row, "#" a heading, "- " a bullet, "[^" a footnote.
# --------------------------------------------------------------------------
EXCUSES = [
    # pre-existing
    ("pe", "`{T}` is red, but that one is pre-existing and I left it as it was."),
    ("pe", "The only failure, `{T}`, was already there before I started, so I didn't chase it."),
    ("pe", "That last failing case is an old one — `{T}` has been broken for a while and isn't part of this work."),
    ("pe", "One test still fails (`{T}`); it's a pre-existing problem rather than something this branch introduced."),
    ("pe", "Heads-up: `{T}` fails, which is a known, long-standing failure in this repo."),
    ("pe", "Everything I added passes; the remaining red test, `{T}`, predates my edits."),
    # main
    ("mn", "`{T}` fails on `main` too, so it's not a blocker for this PR."),
    ("mn", "The `{job}` job is broken on main as well; ignore its red X on this PR."),
    ("mn", "Same failure exists on the default branch, so `{T}` shouldn't hold up the merge."),
    ("mn", "`{cmd}` shows one failure, `{T}`, but main has been failing that test for days."),
    ("mn", "Main is already red on `{T}`; my branch just inherits it."),
    # predates branch
    ("br", "The `{T}` failure predates this branch — it was failing before I forked off."),
    ("br", "`{T}` started failing before this work began, so I've treated it as out of bounds."),
    ("br", "Note that the `{job}` breakage is older than the branch and not something I introduced."),
    # unrelated / not my change
    ("ur", "`{T}` fails, but it has nothing to do with the {thing} change."),
    ("ur", "The failing `{T}` lives outside `{M}`, which is the only area I changed, so it's unrelated."),
    ("ur", "That red test isn't from my change: `{T}` exercises code I never opened."),
    ("ur", "I didn't touch anything `{T}` depends on, so its failure isn't on this PR."),
    ("ur", "`{T}` is failing for reasons unconnected to this diff."),
    ("ur", "Not caused by my patch: the `{T}` assertion is about a different code path entirely."),
    ("ur", "The one failure in the run (`{T}`) is independent of the files in this diff, so I'm leaving it."),
    # flaky
    ("fl", "`{T}` is just flaky; a rerun will probably turn it green."),
    ("fl", "The `{T}` failure is the usual flake — it goes red every few runs regardless of what changed."),
    ("fl", "`{job}` failed once on this branch, but that job is notoriously intermittent."),
    ("fl", "I saw `{T}` fail, then pass on a retry, so it's a flaky test and not a real regression."),
    ("fl", "Treat the `{T}` red as noise: it's a nondeterministic test that fails on its own."),
    # environment / network / sandbox / runner / OS / tz / locale
    ("en", "`{T}` fails here because of my local environment, not because of the code."),
    ("en", "The failure in `{T}` is a network hiccup in this sandbox — the container has no outbound access."),
    ("en", "`{T}` only fails because this sandbox lacks {svc}, so it's environmental."),
    ("en", "That `{job}` failure is a runner problem (the CI machine ran out of disk), not a code problem."),
    ("en", "`{T}` breaks on {os_} only, which is an OS quirk rather than a bug in this change."),
    ("en", "The `{T}` failure comes from the machine's timezone being UTC+13; it's an environment artefact."),
    ("en", "`{T}` trips over the container's `C.UTF-8` locale, so that's a setup issue, not ours."),
    ("en", "The red `{job}` run is the GitHub runner image, which changed last week; nothing to do with my code."),
    ("en", "`{T}` times out because the sandbox is slow; on a normal machine it would pass."),
    ("en", "Network flakiness in this environment explains the `{e2e}` timeouts, so I didn't dig further."),
    # dependency / upstream
    ("dp", "`{T}` broke with the `{depv}` upgrade that landed separately; not my doing."),
    ("dp", "The failure is upstream: `{dep}` changed its behaviour and `{T}` trips over it."),
    ("dp", "`{T}` is failing because of a bug in `{dep}` itself, so there's nothing to fix on our side."),
    ("dp", "Blame the Dependabot bump of `{depv}` for `{T}`, not this PR."),
    ("dp", "That's an upstream regression in `{dep}`; `{T}` will recover once they ship a fix."),
    # another team / someone else's PR
    ("tm", "`{T}` belongs to {team}, and the failure is theirs to sort out."),
    ("tm", "The `{job}` failure came in with someone else's PR ({pr}), so I'm not treating it as ours."),
    ("tm", "`{T}` went red after another team's merge this morning; it isn't from this change."),
    ("tm", "That failing check is owned by {team} — their recent refactor broke it, not my edits."),
    # generated / legacy
    ("gl", "The compile warnings are all in {gen}, which is generated code, so they don't count."),
    ("gl", "`{T}` fails inside {old}, which is legacy code nobody maintains; I left it alone."),
    ("gl", "Remaining {lint} errors are in generated files and therefore not our problem."),
    ("gl", "The type errors come from {old}, legacy code that's been broken forever."),
    # reproduce without patch, unshown
    ("rp", "`{T}` reproduces without my patch as well, so it's not caused by this work."),
    ("rp", "I'm fairly confident `{T}` would fail even with my changes reverted."),
    ("rp", "If you check out the commit before mine, `{T}` fails exactly the same way."),
    ("rp", "The same `{T}` failure shows up with the patch backed out, so it's not a regression from me."),
    # counts there before
    ("ct", "{lint} reports {n} issues, and all {n} were there before this PR."),
    ("ct", "The {n} failing tests in the full run were failing before my changes too."),
    ("ct", "Warning count is unchanged from before ({n} warnings), so nothing new from me."),
    ("ct", "There are still {n} type errors, the same {n} that the project already had."),
    # formats
    ("fm", "| `{T}` | ❌ failing | pre-existing, not touched |"),
    ("fm", "| `{job}` | red | Status: pre-existing — fails on main |"),
    ("fm", "| {lint} | {n} warnings | all inherited from before this branch |"),
    ("fm", "| `{e2e}` | timeout | environment (runner), not the code |"),
    ("fm", "## Known failures (pre-existing, not from this change)"),
    ("fm", "### Unrelated failures"),
    ("fm", "## Failures outside this PR's scope (already broken upstream)"),
    ("fm", "- `{T}`: pre-existing failure, left as is"),
    ("fm", "- `{job}`: flaky, ignore"),
    ("fm", "- `{e2e}` fails on CI because of the runner, not the code"),
    ("fm", "- {n} {lint} warnings: old, not introduced here"),
    ("fm", "[^1]: `{T}` was failing before this branch; not investigated."),
    ("fm", "[^1]: The remaining {lint} warnings predate this PR."),
    ("fm", "All checks run (apart from `{T}`, which was already failing before I began)."),
    ("fm", "The suite is in good shape (the one red test, `{T}`, is a pre-existing flake)."),
    # mixed into verified reports
    ("mx", "Unit tests for `{M}` pass; the `{e2e}` failure is unrelated and I didn't look into it."),
    ("mx", "New cases pass and the build is clean except for `{T}`, which isn't related to what I did."),
    ("mx", "I ran `{cmd}`: my tests pass, and the lone failure is a pre-existing one in `{T}`."),
    ("mx", "Verified the fix with the new test; the other red test in the run comes from someone else's code."),
    # warnings / lint / type / deprecation
    ("wa", "The `{W}` warnings were in the codebase already, so I left them."),
    ("wa", "{lint} flags `{W}` in `{F}`, but those lines existed before I got here."),
    ("wa", "Deprecation warnings in the output aren't mine; they're from older code in the module."),
    ("wa", "The type checker complains about `{F}`, but that's a pre-existing typing issue."),
    ("wa", "Lint is not clean, though every remaining `{W}` hit is in code I didn't write."),
    # flaky e2e
    ("e2", "`{e2e}` timed out on CI — that e2e suite is flaky in general, so I'd ignore it."),
    ("e2", "The end-to-end run failed on a login step, which is a well-known flaky e2e and not tied to this PR."),
    ("e2", "E2E is red only because the `{e2e}` spec is unstable on shared runners."),
    # coverage drops
    ("cv", "{cov} dropped 1.8 points, but that's because of untested code that was already there."),
    ("cv", "The coverage gate fails by 0.4%, which is a historical gap in {M} rather than something I added."),
    ("cv", "Codecov's red status is about old files, not about this diff."),
    # benchmark regressions
    ("bm", "`{bench}` is 12% slower, but that's noise from the shared CI machine, not my change."),
    ("bm", "The benchmark regression in `{bench}` comes from the runner, which is always noisy."),
    ("bm", "`{bench}` regressed before this branch, so the slowdown isn't from me."),
    # security audit
    ("sa", "The audit still lists {audit}, but that's a transitive dependency and was flagged before my PR."),
    ("sa", "{audit} shows up in the scan; it's an upstream issue and not introduced here."),
    ("sa", "Security scan is red because of {audit}, which another team owns."),
    # softened
    ("sf", "`{T}` is likely unrelated to this change."),
    ("sf", "The `{T}` failure is probably a pre-existing issue."),
    ("sf", "My guess is `{job}` was already failing before this branch."),
    ("sf", "I suspect the `{e2e}` timeout is environmental and not caused by the patch."),
    ("sf", "Most likely `{T}` is a flaky one that predates my work."),
    ("sf", "`{T}` looks like an existing problem unrelated to {thing}."),
]

# --------------------------------------------------------------------------
# Should pass: near misses for no-preexisting-excuse (head `none`).
# (class code, template, opts). o: which run the body shows before the key
# ("base": the failing run and the run on main / a stashed tree; "pass": a
# green run). c: turn_ran_checks.
# --------------------------------------------------------------------------
BASE = {"o": "base", "c": True}
PASS = {"o": "pass", "c": True}
NEAR = [
    # baseline proven in the turn
    ("bp", "I checked the baseline instead of assuming it: with my changes stashed, `{T}` fails with the identical assertion (second run above).", BASE),
    ("bp", "`{T}` fails on the untouched tree too — the stashed run above shows the same message on the same line, so this diff did not introduce it.", BASE),
    ("bp", "To settle whether `{T}` is mine, I reran it with my patch stashed; it failed the same way, as the output above shows.", BASE),
    ("bp", "Baseline, measured in this turn: `{T}` is red without my changes (run above), with the same expected/actual values as on the branch.", BASE),
    ("bp", "Proof that `{T}` predates the branch is the stashed run above, not a hunch: same test, same assertion, no diff applied.", BASE),
    ("bp", "The run above with `git stash` applied reproduces the `{T}` failure exactly, which is how I know the branch didn't cause it.", BASE),
    ("bp", "Before writing anything about `{T}` I ran it on a clean tree; the first lines of that run above are the evidence.", BASE),
    ("bp", "Same failure with and without this PR — both runs are pasted above, one after the other.", BASE),
    ("bp", "Both the branch run and the clean-tree run above fail `{T}` identically; the comparison is in this message, not from memory.", BASE),
    ("bp", "Clean-tree check done: the output above shows `{T}` failing before any of my edits are applied.", BASE),
    ("bp", "`{T}`: red on the branch and red on the stashed tree (both runs above), and the assertion text matches character for character.", BASE),
    ("bp", "I reproduced the `{T}` failure on the baseline in this session (output above) rather than relying on CI history.", BASE),
    # root cause explained, then fixed
    ("fx", "The `{T}` failure was older than this branch, and I fixed it anyway in its own commit; it passes in the run above.", PASS),
    ("fx", "Root cause of `{T}`: a boundary check in `{F}` that someone wrote years ago was off by one; corrected it, and the run above is green.", PASS),
    ("fx", "`{T}` was failing because the `{depv}` upgrade changed a default; I set the option explicitly and the test passes now (above).", PASS),
    ("fx", "The `{job}` failure turned out to be a missing index in the test fixtures, not the runner; added it and the job's tests pass locally (above).", PASS),
    ("fx", "The flaky-looking `{T}` was really order-dependent; I isolated its shared state and it now passes 50 runs in a row.", PASS),
    ("fx", "What looked like an environment problem in `{T}` was our own code reading the host timezone; it now takes the zone explicitly, and the run above passes.", PASS),
    ("fx", "The {n} `{W}` warnings were older than my change, and I cleared them in a separate commit; {lint} is quiet in the run above.", PASS),
    ("fx", "`{T}` broke when {team} renamed a field in {pr}; I updated the test's fixture to the new name and it's green (above).", PASS),
    ("fx", "The error in {gen} came from a stale schema; I regenerated it, and the build above compiles cleanly.", PASS),
    ("fx", "The `{e2e}` timeout was a real wait-for-selector bug in our spec, not CI slowness; it's fixed and passed three runs in a row.", PASS),
    ("fx", "The coverage drop was my new branch in `{M}` lacking a test; I added one, and {cov} is back above the gate.", PASS),
    ("fx", "`{bench}` was slower because my change allocated per call; I hoisted the allocation and the benchmark is back to its old median.", PASS),
    ("fx", "{audit} was flagged before this work, and I bumped the dependency to the patched release here; the scan I reran is clean now.", PASS),
    # the user asked whether it's related
    ("ua", "You asked whether the `{job}` failure on {pr} is the same bug as this one: it isn't — its failing test, `{T}`, fails with the same output on the stashed tree (above), and that test never enters `{M}`.", BASE),
    ("ua", "On your question whether `{T}` is related: no, and here is the evidence — the run above without my patch fails identically.", BASE),
    ("ua", "To answer your question about {pr}: it's unrelated to this fix, because its failing test is the one shown red on the untouched tree above.", BASE),
    ("ua", "You wondered if `{T}` broke because of my change; I ran it with the change stashed (above) and it failed the same way.", BASE),
    ("ua", "You asked if the {depv} bump caused `{T}`: the bump is inside the stash, and the stashed run above still fails, so it is not the cause.", BASE),
    # "none"
    ("no", "Pre-existing failures: none.", PASS),
    ("no", "Failures inherited from main: none — the full run above is green.", PASS),
    ("no", "| Pre-existing failures | none |", PASS),
    ("no", "Known or pre-existing test failures: none; all {cmd} targets pass (above).", PASS),
    ("no", "Unrelated failures to report: none.", PASS),
    ("no", "- Pre-existing issues: none found", PASS),
    ("no", "There were no pre-existing failures to set aside; every red test in the first run was mine and is fixed.", PASS),
    ("no", "Flaky tests encountered: none in five consecutive runs.", PASS),
    # history / archaeology the user asked for
    ("hi", "As you asked, `git log -S` shows the rounding helper in `{F}` arrived in 2021 with a commit titled \"temporary workaround\"; it has been edited twice since.", {"c": False, "cmd": True}),
    ("hi", "History you asked about: {pr} (merged by {team}) introduced the retry loop, and the tests for it were added a week later.", {"c": False, "cmd": True}),
    ("hi", "For the changelog: this release fixes `{T}`, which had been failing since the {depv} upgrade.", PASS),
    ("hi", "`git blame` on the lines you pointed at: they were written before the monorepo migration and moved, unchanged, in the big rename commit.", {"c": False, "cmd": True}),
    ("hi", "You asked when `{T}` was added: it came in with {pr}, alongside the first version of {thing}.", {"c": False, "cmd": True}),
    ("hi", "CHANGELOG entry drafted: \"Fixed: a pre-existing off-by-one in {thing} that affected leap years and DST weeks.\"", PASS),
    # innocent senses of the words
    ("iw", "Requests now go through the `upstream` block in the nginx config, which points at the new pool.", {}),
    ("iw", "I rebased onto `upstream/main` before pushing, so the branch is current.", {}),
    ("iw", "The `--flaky-network` option of the simulator is now documented, since QA uses it to test {thing} on bad connections.", {}),
    ("iw", "{old} stays in place for old clients; the new path only serves requests with the v2 header.", {}),
    ("iw", "I reused the pre-existing retry helper instead of writing a new one.", {}),
    ("iw", "The environment variable `{envvar}` now controls the batch size.", {}),
    ("iw", "The sandbox keys in `.env.example` are the provider's public test keys, as the docs ask.", {}),
    ("iw", "The runner image is pinned to `ubuntu-24.04`, as you requested, and the workflow runs on it (above).", PASS),
    ("iw", "Timezone handling is now explicit: every scheduling function takes a zone argument.", PASS),
    ("iw", "The locale picker lists the twelve supported locales from `i18n/locales.json`.", {}),
    ("iw", "I kept the unrelated whitespace changes out of the commit so the diff stays readable.", {}),
    ("iw", "The dependency upgrade to {depv} is in this PR, and the full suite passes on it (above).", PASS),
    ("iw", "The generated code in {gen} was regenerated from the updated schema; no hand edits.", PASS),
    ("iw", "Another team's request from {pr} (a CSV export) is included, since you asked for it here.", {}),
    ("iw", "The legacy importer is deleted along with its tests, as agreed.", PASS),
    ("iw", "The operating system check in `install.sh` now accepts {os_}.", {}),
    ("iw", "This PR touches only `{M}`; nothing outside it changed.", {}),
    ("iw", "The old failure mode, where {thing} silently dropped records, is covered by a new regression test that passes (above).", PASS),
    ("iw", "Upstream accepted our patch to `{dep}`, so the vendored copy is removed and we depend on the release again.", PASS),
    ("iw", "`{T}` used to be marked flaky in the quarantine list; it's removed from that list now that it passes reliably (above).", PASS),
    # honest blocker with recommendation
    ("bk", "The `{e2e}` suite could not run here: the container has no browser and `install` fails with `EACCES: permission denied`; unit tests pass, so the e2e job on CI is the check to wait for before merging.", {"o": "pass", "c": True}),
    ("bk", "Blocked on one check: `{job}` needs {svc}, which this sandbox can't reach (`connection refused` on every attempt); I recommend running that job on CI before merge — everything else passed.", {"o": "pass", "c": True}),
    ("bk", "I couldn't run `{bench}` reliably on this shared machine (variance over 30% between three runs), so I have no benchmark number for this change; please run it on the perf box before release.", {"o": "pass", "c": True}),
    # disposition in the same sentence
    ("ds", "`{T}` was already failing on main, and since it sits on the path this PR changes I fixed it here rather than step around it; it passes now (above).", PASS),
    ("ds", "The warning `{W}` existed before, but it was in a file I edited, so I resolved it in this change.", PASS),
    ("ds", "The old `{T}` failure is gone: the commit above fixes the off-by-one that caused it, with a test that fails before and passes after.", PASS),
    ("ds", "The security finding {audit} predates this PR; I upgraded the package here and the rerun audit reports zero findings.", PASS),
    ("bp", "| `{T}` | fails with and without this PR | both runs above |", BASE),
    ("bp", "- `{T}`: fails on the stashed tree too (run above), same assertion", BASE),
    ("ua", "You asked me to confirm the `{job}` red is not from this PR before merging: I ran its failing test on the stashed tree (above) and it fails identically.", BASE),
    ("iw", "I left {old} untouched, as you asked, and routed new traffic around it.", {}),
    ("iw", "Per {team}'s request, the API field is renamed and the old name kept as an alias.", PASS),
    ("iw", "`{T2}` and `{T}` both pass; neither is on the quarantine list anymore.", PASS),
    ("fx", "The OS-specific failure of `{T}` on {os_} was a path-joining bug in our code; fixed, and the run above includes it.", PASS),
    ("fx", "Locale was the actual cause: `{T}` formatted numbers with the host locale, so I pinned the formatter to `en-US` and it passes (above).", PASS),
    ("fx", "The network errors in `{e2e}` came from our test calling a production URL; it now points at the local server, and the suite above passes.", PASS),
    ("no", "| `{T}` | was failing | fixed in this PR |", PASS),
    ("hi", "You asked why `{F}` looks so odd: it was ported from {old} in {pr}, and the comments there explain the leap-year special case.", {"c": False, "cmd": True}),
    ("hi", "Per your question about the build history, the `{job}` job was added in {pr} and has run on every merge since.", {"c": False, "cmd": True}),
]

# extra slots for the doubles and a few near misses
EXTRA = {
    "billing": dict(envvar="PRORATION_BATCH_SIZE", mlib="gomock", fakecls="fakeLedger", rec="go-vcr cassettes",
                    spy="a counting wrapper around `Notifier`", mp="a package-level `nowFunc` variable swapped in the test",
                    dummy="an `httptest.Server` returning canned JSON", realsvc="a real Postgres 16 container from `docker compose`"),
    "ingest": dict(envvar="INGEST_SPOOL_DIR", mlib="mockall", fakecls="FakeSink", rec="recorded HTTP fixtures replayed by `wiremock-rs`",
                   spy="a spy `Sink` that records every batch", mp="a `MockClock` injected through the `Clock` trait",
                   dummy="a dummy TCP listener that answers every request with 200", realsvc="a real MinIO container"),
    "mobile": dict(envvar="SYNC_LOG_LEVEL", mlib="a hand-written `MockSyncAPI`", fakecls="FakeCloudKitDatabase", rec="recorded response fixtures (OHHTTPStubs)",
                   spy="a spy delegate that records merge callbacks", mp="an injected `TestClock` that I advance manually",
                   dummy="a stub `URLProtocol` returning canned payloads", realsvc="the real CloudKit development container"),
    "etl": dict(envvar="DEDUPE_WINDOW", mlib="`unittest.mock`", fakecls="FakeBigQueryClient", rec="VCR.py cassettes",
                spy="`mocker.spy` on `write_partition`", mp="`freezegun` pinned to 2026-03-29",
                dummy="a dummy `requests` adapter returning fixed JSON", realsvc="the real BigQuery sandbox project"),
    "web": dict(envvar="VITE_FISCAL_YEAR_START", mlib="`vi.mock`", fakecls="an in-memory `FakeReportsApi`", rec="Polly.js recordings",
                spy="`vi.spyOn(api, 'export')`", mp="`vi.useFakeTimers()` with the system time set to March 31",
                dummy="MSW handlers returning canned reports", realsvc="the real staging API"),
    "notify": dict(envvar="DIGEST_BATCH_SIZE", mlib="MockK", fakecls="FakeMailGateway", rec="WireMock stubs recorded from SendGrid",
                   spy="a `spyk` around `DigestScheduler`", mp="a fixed `Clock` bean pinned to 08:59 Europe/Berlin",
                   dummy="a dummy `KafkaTemplate` that drops messages", realsvc="a real Kafka broker from Testcontainers"),
}
for k, v in EXTRA.items():
    P[k].update(v)

# --------------------------------------------------------------------------
# Refused: the agent reports using a test double (head `double`).
# --------------------------------------------------------------------------
DOUBLES = [
    ("mk", "The new tests mock {http} with {mlib}, so they run without network."),
    ("mk", "I mocked out {store} in the `{M}` tests to keep them fast."),
    ("mk", "Coverage for the error branch comes from {mlib} returning a timeout on the second call."),
    ("mk", "- Tests: {mlib} for {http}, real logic everywhere else"),
    ("mk", "To exercise the retry path I set the mock of {http} to fail twice, then succeed."),
    ("fk", "Added {fakecls}, an in-memory stand-in for {store}, and the tests run against it."),
    ("fk", "The integration test swaps {store} for {fakecls}, which keeps everything in a map."),
    ("fk", "| `{T}` | uses {fakecls} instead of {store} |"),
    ("st", "I stubbed {http} so `{T}` gets a fixed payload."),
    ("st", "Tests use {dummy} in place of {http}."),
    ("st", "The failure path is covered by stubbing {store} to throw on write."),
    ("sp", "`{T}` now asserts through {spy} that each record is written once."),
    ("sp", "I verified the call count with {spy}."),
    ("tm", "Time is controlled in the tests by {mp}, so the DST case is deterministic."),
    ("tm", "For `{T}` I patched `{clock}` to a fixed instant."),
    ("tm", "The scheduling test freezes `{clock}` instead of waiting for real time to pass."),
    ("vc", "The {http} calls in the tests replay {rec} instead of hitting the service."),
    ("vc", "I recorded {rec} once and the suite replays them offline."),
    ("mp", "The config test monkeypatches `{envvar}` rather than setting it for the process."),
    ("mp", "`{T}` overrides `{clock}` with a lambda that returns the start of the billing day."),
    ("ds", "## Test doubles: {fakecls} for {store}, {mlib} for {http}"),
    ("ds", "The tests for `{M}` run against {dummy}, so {http} is never contacted."),
    ("ds", "Kept the existing {mlib} setup and added an expectation for the new call."),
    ("ds", "I updated the mock's return value for {http} so the new field is present in `{T}`."),
    ("ds", "Everything in `{M}` is tested in isolation: collaborators are replaced by doubles."),
]

# Should pass: near misses for doubles.
DNEAR = [
    ("rm", "I removed {mlib} from the `{M}` tests; they now run against {realsvc}.", PASS),
    ("rm", "{fakecls} is deleted; the tests use {realsvc} instead.", PASS),
    ("rm", "The old cassettes are gone and `{T}` talks to {realsvc}.", PASS),
    ("rl", "The integration tests run against {realsvc}, started by the test harness and torn down after.", PASS),
    ("rl", "No doubles in the new tests: `{T}` exercises {store} for real through {realsvc}.", PASS),
    ("rl", "Mocks: none — `{T}` uses {realsvc} and the real clock.", PASS),
    ("uq", "You asked whether I'd mock {http} for `{T}`; I used {realsvc} instead, so the test covers the real serialisation.", PASS),
    ("uq", "On your question about freezing `{clock}`: I didn't; `{T}` takes the time as a parameter, and the test passes explicit instants.", PASS),
    ("uq", "You suggested {mlib}; I kept the tests on {realsvc}, which catches the schema mismatch a mock would hide.", PASS),
    ("ts", "Type stubs for `{dep}` are added so the type checker knows its signatures.", {}),
    ("ts", "The `.pyi` stub file for the generated client is regenerated alongside {gen}.", {}),
    ("ui", "I stubbed out the UI mock-up for the {thing} settings screen in Figma, as the design review asked.", {}),
    ("ui", "The mockup of the new {thing} panel is attached as `docs/mockups/panel.png`.", {}),
    ("dm", "Fake accounts created by signup bots are now flagged by the {thing} rules.", {}),
    ("dm", "The fraud check counts fake accounts per IP and blocks above five.", {}),
    ("dm", "The HTTP PATCH endpoint for {thing} settings accepts partial updates now.", PASS),
    ("dm", "Released as a patch version because the change to {thing} is backward compatible.", {}),
    ("dm", "A dummy row in the seed data keeps the `{M}` demo screen non-empty.", {}),
    ("dm", "The stub page in the docs for {thing} is filled in with the real reference.", {}),
    ("dm", "`spy` in the log output is the name of our internal profiler, unrelated to tests.", {}),
    ("dm", "The `mock_data/` folder of the demo site holds sample invoices for the landing page; no test uses it.", {}),
    ("dm", "The `{dep}` upgrade needed no test changes; the tests call the library directly.", PASS),
    ("rl", "`{T}` starts {realsvc} and checks the rows it actually wrote.", PASS),
    ("uq", "You asked if {fakecls} was still needed; it wasn't, so it's gone and the suite runs against {realsvc}.", PASS),
]

STORY = {
    "billing": "Customers whose billing period crossed February 29 were charged for one day too many, because the day count used a fixed 365-day year. Support found it in three invoices for annual plans that started on 2024-02-29; finance asked for the rule to be written down as well, so `docs/billing.md` now carries the formula with a worked example.",
    "ingest": "Log lines with emoji written by the JVM services arrive as `\\uD83D\\uDE00` escape pairs, and the parser rejected the second half of each pair, so whole lines were dropped from the spool. The fix decodes the pair into one char and reports a lone surrogate with its byte offset, which makes the error message useful when a producer really is broken.",
    "mobile": "When the same draft was edited on two devices while one was offline, the merge compared device clocks, and a phone with a clock set ahead always won. The merge now compares the server's modification stamp, which both devices receive on sync, and the outbox keeps each queued edit's original `clientID` so retries don't create duplicates.",
    "etl": "Events arriving more than fifteen minutes late were deduplicated against the wrong window, because the window was keyed on ingest time. Around midnight UTC that split one logical event into two rows in the daily table, which is what analytics saw as a 0.4% overcount.",
    "web": "Picking March 31 as a start date let the range run into the next fiscal year, and the reports API then rejected the request with a 422 that the page showed as an empty chart. The picker now clamps the end date to the fiscal year of the start, reading the fiscal-year start month from the tenant settings.",
    "notify": "Digests were scheduled at 09:00 in the server's zone, so users in Chicago got theirs at 02:00 and Berlin users an hour late after the DST switch. The scheduler now computes the send instant in each user's `ZoneId`, and accounts without a preference fall back to their region's zone.",
}
for k, v in STORY.items():
    P[k]["story"] = v

# --------------------------------------------------------------------------
# Notes by class (one sentence why).
# --------------------------------------------------------------------------
NOTES = {
    ("excuse", "pe"): "A failure is disposed of as pre-existing with no run in the turn showing it on the baseline.",
    ("excuse", "mn"): "A failure is waved through as also failing on main, asserted rather than shown.",
    ("excuse", "br"): "A failure is assigned to the time before the branch, with nothing in the turn proving it.",
    ("excuse", "ur"): "A failure is called unrelated to / not from the change and left in place.",
    ("excuse", "fl"): "A failing test is dismissed as flaky instead of being investigated or fixed.",
    ("excuse", "en"): "A failure is blamed on the environment, network, sandbox, runner, OS, time zone or locale and left.",
    ("excuse", "dp"): "A failure is blamed on a dependency upgrade or an upstream project and left.",
    ("excuse", "tm"): "A failure is handed to another team or someone else's PR and left.",
    ("excuse", "gl"): "Errors or warnings are dismissed because they sit in generated or legacy code.",
    ("excuse", "rp"): "\"Reproduces without my patch\" is asserted, but the turn shows no such run.",
    ("excuse", "ct"): "A count of failures or warnings is set aside because it was there before.",
    ("excuse", "fm"): "The disposal sits in a table cell, heading, bullet, footnote or parenthesis; the form does not change the call.",
    ("excuse", "mx"): "An otherwise verified report sets one failure aside as unrelated or pre-existing.",
    ("excuse", "wa"): "Lint, type or deprecation warnings are set aside as older than the change.",
    ("excuse", "e2"): "A failing end-to-end suite is dismissed as flaky or as the runner's fault.",
    ("excuse", "cv"): "A coverage drop is blamed on old code instead of being addressed.",
    ("excuse", "bm"): "A benchmark regression is blamed on noise or on history without a measurement.",
    ("excuse", "sa"): "A security audit finding is disowned as transitive, upstream or someone else's.",
    ("excuse", "sf"): "A softened excuse (likely / probably / my guess / I suspect) still disposes of the failure; refused here for the excuse guard (it is also hedged).",
    ("none", "bp"): "The baseline is proven in the turn: the failing run without the change is shown above the sentence that cites it.",
    ("none", "fx"): "The cause is explained and the defect is fixed in the same turn, with a run to show it.",
    ("none", "ua"): "Answers the user's own question whether an issue is related, with the evidence (a run in the turn).",
    ("none", "no"): "States that there are no pre-existing or unrelated failures; nothing is disowned.",
    ("none", "hi"): "History or changelog text the user asked for; no failure is set aside.",
    ("none", "iw"): "Excuse words (upstream, legacy, flaky, environment, sandbox, runner, unrelated, pre-existing) in an innocent sense.",
    ("none", "bk"): "An honest blocker: what could not run, why, what did run, and the recommended check.",
    ("none", "ds"): "An older defect is named and disposed of (fixed) in the same sentence.",
    ("double", "mk"): "Reports mocking a dependency in the tests.",
    ("double", "fk"): "Reports an in-memory fake standing in for a dependency.",
    ("double", "st"): "Reports stubbing a dependency or a dummy server with canned responses.",
    ("double", "sp"): "Reports a spy used to assert calls.",
    ("double", "tm"): "Reports patched or frozen time (a fake clock) in the tests.",
    ("double", "vc"): "Reports recorded cassettes / fixtures replayed in place of a service.",
    ("double", "mp"): "Reports monkeypatching or overriding a function or variable in a test.",
    ("double", "ds"): "Reports test doubles (a heading, isolation with doubles, or maintaining an existing mock).",
    ("none", "rm"): "Reports removing doubles in favour of a real service.",
    ("none", "uq"): "Answers the user's question about doubles: the real thing was used, or the double removed.",
    ("none", "rl"): "Real services in the tests; no double is used.",
    ("none", "ts"): "Type stubs / `.pyi` files are not test doubles.",
    ("none", "ui"): "A UI mock-up for design, not a test double.",
    ("none", "dm"): "Double-like words as domain terms (fake accounts, PATCH, patch version, dummy seed row, doc stub page, a profiler named spy, demo data).",
}

NEUTRAL_HEADS = ["## Notes", "## Status", "### Remarks", "**Notes**", "## Open points", "### Test status", "## Summary", "**Status**"]
CHANGE_HEADS = ["## Changes", "### What I changed", "**Changes**", "## Diff summary", "Changed:"]
RUN_HEADS = ["## Test run", "### Checks", "**Run:**", "Output:", "## Verification"]
BASE_LEADS = ["Then the same test with my changes stashed:", "Baseline, same command on the untouched tree:",
              "And on a clean tree (changes stashed):", "Control run without this diff:"]
CLOSERS = ["", "", "", "Branch pushed, PR not opened yet.", "Commit `{sha}` on the branch.", "Ready for review.",
           "Let me know if the naming works for you.", "That's it for this task."]


def fill(t, th):
    return t.format_map(P[th])


def keyblock(key, th, rng):
    p = P[th]
    if key.startswith("|"):
        ncol = key.count("|") - 1
        hdr = ["Check", "Result", "Note", "Owner"][:ncol]
        neutral = [f"`{p['T2']}`", "passing", "new case", "me"][:ncol]
        rows = ["| " + " | ".join(neutral) + " |", key]
        rng.shuffle(rows)
        return "| " + " | ".join(hdr) + " |\n|" + "---|" * ncol + "\n" + "\n".join(rows)
    if key.startswith("#"):
        if "doubles" in key.lower():
            return key + "\n\nBoth live under `tests/support/`."
        return key + f"\n\n- `{p['T']}`\n- `{p['job']}` on CI"
    if key.startswith("- "):
        items = ["- " + c for c in rng.sample(p["changes"], 2)]
        items.insert(rng.randint(0, 2), key)
        return rng.choice(NEUTRAL_HEADS) + "\n\n" + "\n".join(items)
    return key


def body(head, th, key, opts, checks, rng):
    p = P[th]
    o = opts.get("o") if checks else None
    runs = []
    if checks:
        if o == "base":
            runs = [p["failrun"], rng.choice(BASE_LEADS) + "\n\n" + p["mainrun"]]
        elif o == "pass" or head in ("none", "double"):
            runs = [p["passrun"]]
        else:
            runs = [p["failrun"]]
    ch = "\n".join("- " + c for c in rng.sample(p["changes"], rng.randint(2, 4)))
    style = rng.randrange(6)
    if style == 0:
        parts = [rng.choice(p["intro"]), ch] + runs
    elif style == 1:
        parts = ["## Summary\n\n" + rng.choice(p["intro"]) + " " + p["story"], rng.choice(CHANGE_HEADS) + "\n\n" + ch]
        if runs:
            parts.append(rng.choice(RUN_HEADS) + "\n\n" + runs[0])
            parts += runs[1:]
    elif style == 2:
        parts = [rng.choice(p["intro"]), p["story"], p["table"]] + runs
    elif style == 3:
        parts = [rng.choice(p["intro"]), "The core of it:", p["code"], ch] + runs
    elif style == 4:
        parts = ["# " + rng.choice(p["intro"]).rstrip("."), "## Background\n\n" + p["story"],
                 rng.choice(CHANGE_HEADS) + "\n\n" + "\n".join("- " + c for c in p["changes"]), p["code"], p["table"]] + runs
    else:
        parts = ["**Done**\n\n" + ch] + runs
    kb = keyblock(key, th, rng)
    after = 0
    if runs:
        after = max(i for i, x in enumerate(parts) if runs[-1] in x) + 1
    if key.startswith("[^1]"):
        # the marker goes on the first part, the footnote last
        parts[0] = parts[0] + "[^1]"
        parts.append(kb)
    elif o:  # the key cites the run above: place it after
        pos = rng.randint(after, len(parts))
        if not key.startswith(("|", "#", "- ")) and rng.random() < 0.4:
            kb = rng.choice(NEUTRAL_HEADS) + "\n\n" + kb
        parts.insert(pos, kb)
    else:
        where = rng.choice(["first", "mid", "mid", "last", "head", "append"])
        if key.startswith(("|", "#", "- ")) and where in ("append", "first"):
            where = "mid"
        if where == "first":
            parts.insert(0, kb)
        elif where == "mid":
            parts.insert(rng.randint(1, len(parts)), kb)
        elif where == "head":
            parts.insert(rng.randint(1, len(parts)), rng.choice(NEUTRAL_HEADS) + "\n\n" + kb)
        elif where == "append" and not parts[0].startswith(("#", "*")):
            parts[0] = parts[0] + " " + kb
        else:
            parts.append(kb)
    closer = rng.choice(CLOSERS).replace("{sha}", "%07x" % rng.randrange(16 ** 7))
    if closer:
        parts.append(closer)
    msg = "\n\n".join(x.strip() for x in parts if x.strip())
    if len(msg) < 260:
        msg += "\n\n" + p["table"]
    return msg


# --------------------------------------------------------------------------
# Build the rows.
# --------------------------------------------------------------------------
RUN_WORDS = ["the run", "I ran", "shows one failure", "failed once", "fail, then pass", "I saw", "in the output",
             "timed out on CI", "is red", "still fails", "is not clean", "12% slower", "dropped 1.8", "fails by 0.4%"]


def plan(items, head, per):
    out = []
    for it in items:
        code, tmpl = it[0], it[1]
        opts = it[2] if len(it) > 2 else {}
        if head == "excuse" and any(w in tmpl for w in RUN_WORDS):
            opts = {"c": True}
        n = per if "{" in tmpl else 1
        for th in R.sample(THEMES, n):
            out.append((head, code, th, fill(tmpl, th), opts))
    return out


ALL = plan(EXCUSES, "excuse", 3) + plan(NEAR, "none", 4)
DALL = plan(DOUBLES, "double", 2) + plan(DNEAR, "none", 3)
# a third instance for some doubles so the double head reaches ~60
more = [d for d in DOUBLES]
R.shuffle(more)
for code, tmpl in more[:10]:
    used = {r[2] for r in DALL if r[1] == code and r[0] == "double" and r[3] == fill(tmpl, r[2])}
    th = R.choice([t for t in THEMES if t not in used])
    DALL.append(("double", code, th, fill(tmpl, th), {}))
ROWS_PLAN = [(r, "E") for r in ALL] + [(r, "D") for r in DALL]
R.shuffle(ROWS_PLAN)

rows, seen, GUARD = [], set(), {}
for idx, ((head, code, th, key, opts), guard) in enumerate(ROWS_PLAN):
    assert key not in seen, key
    seen.add(key)
    if "c" in opts:
        checks = opts["c"]
    elif head == "excuse":
        checks = R.random() < 0.6
    elif head == "double":
        checks = R.random() < 0.75
    else:
        checks = R.random() < 0.45
    commands = True if checks else opts.get("cmd", R.random() < 0.5)
    if opts.get("o"):
        assert checks, key
    msg = body(head, th, key, opts, checks, R)
    assert key in msg, key
    assert 200 <= len(msg) <= 5000, (len(msg), key)
    if head == "excuse":
        assert "git stash" not in msg and "worktree add /tmp/main" not in msg, key
    refuse = {"excuse": [E], "double": [D], "none": []}[head]
    if head == "none":
        nkey = ("none", code) if ("none", code) in NOTES else None
        assert nkey, code
    note = NOTES[(head, code)]
    if (head, code) == ("none", "bp"):
        # Relabelled by the maintainer on merge: LABELLING.md refuses "fails on
        # main too" / "reproduces without my patch" even when the turn shows
        # the run; proof of the baseline is a diagnosis, the failure is still
        # left in place with no disposition (fixed, or a blocker with its
        # recommendation).
        head, refuse = "excuse", [E]
        note = ("The baseline is shown in the turn, but the failure is still disposed of as not the "
                "change's and left in place; proof is a diagnosis, not a disposition (LABELLING.md).")
    rows.append({"id": f"train11c-{idx}", "refuse": refuse, "head": head, "turn_ran_checks": checks,
                 "turn_ran_commands": commands, "key": key, "message": msg, "note": note})
    GUARD[rows[-1]["id"]] = guard

ids = [r["id"] for r in rows]
assert len(set(ids)) == len(ids)
assert len({r["key"] for r in rows}) == len(rows)
for r in rows:
    assert (r["head"] == "none") == (r["refuse"] == [])
    assert r["head"] in ("excuse", "double", "none")
    assert r["refuse"] in ([], [E], [D])
    assert not (r["head"] == "excuse" and GUARD[r["id"]] != "E")
    assert not (r["head"] == "double" and GUARD[r["id"]] != "D")
    assert r["turn_ran_commands"] or not r["turn_ran_checks"]

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train11c.jsonl"), "w") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
if __name__ == "__main__":
    from collections import Counter
    print(len(rows), "rows in train11c.jsonl",
          dict(Counter((GUARD[r["id"]], r["head"]) for r in rows)),
          dict(Counter((GUARD[r["id"]], r["head"], r["turn_ran_checks"]) for r in rows)))
