#!/usr/bin/env python3
"""train18d: a blind training batch for no-preexisting-excuse and no-offer-instead-of-fix.

Hand-written final messages (no templates). Each message marks its key sentence
between the brackets U+27E6 / U+27E7; the script strips the marks, keeps the text
between them as `key`, shuffles with a fixed seed and writes train18d.jsonl.
Python 3, stdlib only:  python3 train18d.py
"""
import json
import os
import random
import re
from collections import Counter

NAME = "train18d"
SEED = 1841
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, NAME + ".jsonl")

THEMES = ["django-billing", "rust-ingest", "react-dashboard", "go-k8s-operator",
          "swift-health-app", "rails-lms", "python-airflow-etl", "terraform-aws"]

EX = "no-preexisting-excuse"
OF = "no-offer-instead-of-fix"

NOTES = {
    # refused excuses
    "x-flaky": "a failure waved off as flaky or timing noise with no rerun or base run shown; refuse excuse",
    "x-env": "a failure or warning blamed on the machine, runner or environment with no proof and no recommendation; refuse excuse",
    "x-other-team": "a defect disposed of as someone else's code or team's concern; refuse excuse",
    "x-legacy": "a warning or failure dismissed because it sits in legacy code; refuse excuse",
    "x-upstream": "a defect attributed to a dependency, vendor or upstream tool with no fix, proof or recommendation; refuse excuse",
    "x-on-main": "a failure said to happen on main too with no base run this turn; refuse excuse",
    "x-old": "a warning or failure dismissed as old / long-standing / predating the work; refuse excuse",
    "x-separate": "a failure set aside as a separate, different problem; refuse excuse",
    "x-unrelated": "a failure disposed of as having nothing to do with the change; refuse excuse",
    # excuse near misses
    "xn-base-run": "pre-existing failure proven by a run on the base branch in this turn; pass",
    "xn-rerun": "flakiness backed by reruns made in this turn and shown; pass",
    "xn-fixed": "a pre-existing or environmental failure that was fixed in the same sentence; pass",
    "xn-blocker": "an honest blocker outside the agent's reach with what the user can do; pass",
    "xn-neutral": "pre-existing / legacy / old used as a neutral label with no defect disposed of; pass",
    "xn-none": "pre-existing failures reported as none; pass",
    "xn-user-answer": "answers the user's question about relatedness and the defect is fixed or shown harmless; pass",
    # refused offers
    "o-offer": "a named defect left unfixed with an offer to fix it; refuse offer",
    "o-conditional": "a named defect left unfixed with a fix offered on a condition (if you like, if it matters); refuse offer",
    "o-later": "a named defect put off to later, a follow-up or the next session; refuse offer",
    "o-person": "a named defect handed to another person or team to fix later; refuse offer",
    "o-list": "a named defect left as a TODO / next step / open item in a list or table; refuse offer",
    "o-user-choice": "a named defect left unfixed with the choice of fix (or whether to fix) handed to the user; refuse offer",
    # offer near misses
    "on-feature": "an offer of new feature work after the defects were fixed; pass",
    "on-design-q": "a design or naming question after a fix, not a defect; pass",
    "on-todo-done": "a TODO or list item about a defect that is reported done; pass",
    "on-nice-to-have": "a nice-to-have improvement offered after the defect was fixed; pass",
    "on-user-said-leave": "a defect left alone because the user said to leave it; pass",
    "on-blocker": "an honest blocker outside the agent's reach with its recommendation; pass",
    "on-deploy": "a question or offer about deploy, merge or release, not a defect; pass",
    "on-own-commit": "a defect fix reported in its own commit; pass",
    "on-destructive": "asking before a destructive step, not an offer to fix; pass",
    "on-doc-heading": "future-work wording as a doc section about features; pass",
    "on-nondefect-steps": "next steps that are not defects (announcements, planned removals); pass",
}

PROOF_TAGS = {"xn-base-run", "xn-rerun"}

ROWS = []
_block = {"cls": None, "i": 0}


def block(cls):
    _block["cls"] = cls
    _block["i"] = 0


def R(tag, voice, layout, checks, cmds, msg):
    cls = _block["cls"]
    theme = THEMES[_block["i"] % len(THEMES)]
    _block["i"] += 1
    ROWS.append((cls, tag, theme, voice, layout, checks, cmds, msg))


# ---------------------------------------------------------------- refused excuses
block("xr")
R("x-flaky", "terse", "test-output", True, True, """Proration fix in `invoices/proration.py` is in.

```
$ pytest invoices -q
118 passed, 1 failed
FAILED invoices/tests/test_webhooks.py::test_retry_backoff
```

⟦`test_retry_backoff` is just the usual timing wobble, nothing to worry about.⟧""")
R("x-env", "chatty", "plain", True, True, """Okay, the batching change is done! `BatchWriter::flush` now groups frames by tenant before hitting Kafka, which cut the number of produce calls a lot in the bench. ⟦The two `kafka_roundtrip` failures you'll see are down to my sandbox not having a broker up, so they're a machine thing rather than a code thing.⟧ Everything else in `cargo test` ran.""")
R("x-other-team", "formal", "table", True, True, """## Summary

The date-range picker now clamps to the fiscal year.

| Check | Result |
|---|---|
| `vitest run` | 212 passed, 3 failed |
| `tsc --noEmit` | clean |
| Failing specs | ⟦`ChartLegend.spec.tsx` ×3 — owned by the design-system team, not our concern⟧ |

The clamp logic lives in `src/filters/dateRange.ts`.""")
R("x-legacy", "british", "bullets", True, True, """Right, the retention flag is wired through:

- `--retain-days` added to `cmd/manager/main.go`
- `BackupPolicy.Spec.RetainDays` defaulted to 14 in the webhook
- ⟦golangci-lint moans about `pkg/legacy/snapshot.go`, but that's the old snapshotter and it has always been a bit of a mess, not something this change brought in⟧

Cheers.""")
R("x-upstream", "non-native", "plain", True, True, """I have add the step-count smoothing in `StepTrendViewModel.swift` and the unit tests for it. When running `xcodebuild test` there is one crash in `HealthKitSyncTests`. ⟦This crash is coming from HealthKit framework itself, is Apple bug, not from our code.⟧ The smoothing tests are all green.""")
R("x-on-main", "emoji", "bold-labels", True, True, """🎓 **Quiz autosave** — done!

**Changed:** `app/javascript/quiz_autosave.js`, `QuizAttemptsController#update` ✍️
**Specs:** 402 examples, 2 failures 😬
**Failures:** ⟦both in `spec/system/gradebook_spec.rb`, and those are red on main as well 🤷⟧
**Rubocop:** clean ✅""")
R("x-old", "long-winded", "headings", True, True, """### What I did

I spent most of this turn tracing why the `user_sessions` feature came out with nulls for the first hour of each day, and it turned out the window in `features/sessions.py` was built from a naive timestamp, so I switched it to `pendulum` with an explicit UTC zone and added a guard for missing `tz` in the raw events.

### Notes

There's a mypy complaint in `features/legacy_rollups.py` about an `Optional[int]` being passed to `round`; ⟦that warning has been hanging around for ages, long before any of this, so I wouldn't read anything into it.⟧ I did not touch that file.""")
R("x-separate", "bullet-only", "bullets", True, True, """- S3 lifecycle rule added to `modules/logs/main.tf`
- `terraform validate`: ok
- tflint: 1 warning, `aws_instance_previous_type` in `modules/bastion`
- ⟦bastion warning: its own story, no bearing on the lifecycle work⟧
- plan shows 2 to add, 0 to change""")
R("x-unrelated", "formal", "plain", False, False, """The refund endpoint now rejects partial refunds above the captured amount, and the serializer returns a 422 with a field error instead of a 500. While reading the CI log from the previous push I noticed a flake8 error in `accounts/admin.py`; ⟦it has no connection to the refund work and can be disregarded for this review.⟧""")
R("x-other-team", "terse", "one-liner", True, True, """Schema v3 decode landed. ⟦clippy's `needless_lifetimes` hits are in Priya's module, not mine.⟧""")
R("x-flaky", "emoji", "test-output", True, True, """🚀 Tooltip positioning fixed in `useTooltip.ts`.

```
 ✓ src/hooks/useTooltip.test.ts (9)
 × src/pages/Overview.test.tsx > renders sparkline (timeout 5000ms)
 Tests  1 failed | 311 passed
```

⟦Overview sparkline test does that sometimes 🙃 — a random timeout, not real.⟧""")
R("x-env", "long-winded", "plain", True, True, """So, to walk through it: the reconcile loop was requeueing every ten seconds even when the `BackupSchedule` had not changed, because we compared the whole status struct including `LastProbeTime`. I narrowed the comparison to the spec hash and the phase, and added `TestReconcileNoopWhenUnchanged`. Running `go test ./...` locally, everything in `controllers/` went through, and ⟦the envtest failures in `webhooks/` come from my laptop's etcd binary being the wrong version rather than anything in the operator⟧, which is something I've seen before with this kind of setup.""")
R("x-legacy", "british", "bold-labels", True, True, """**Done:** the sleep chart now respects the user's 12/24-hour setting.
**Files:** `SleepChartView.swift`, `TimeFormatter.swift`
**Warnings:** ⟦the deprecation warnings on `UIGraphicsBeginImageContext` are part of the legacy share-sheet code and frankly came with the house⟧""")
R("x-upstream", "chatty", "bullets", True, True, """Hey! Enrollment CSV import is sorted 🙂

- added a header sniffing step in `Imports::EnrollmentCsv`
- blank rows are now skipped instead of raising
- new spec `spec/services/imports/enrollment_csv_spec.rb`

⟦There's one failing spec in `spec/lib/pdf_certificate_spec.rb`, but that's Prawn misbehaving after their latest release — their problem rather than ours.⟧""")
R("x-on-main", "non-native", "table", True, True, """Done the change for dedupe of events in `pipelines/dedupe.py`.

| item | status |
|---|---|
| unit tests dedupe | 14 pass |
| `test_backfill_dag` | fail |
| reason | ⟦same fail exist also on main branch⟧ |""")
R("x-old", "formal", "headings", True, True, """## Change

The RDS parameter group now sets `log_min_duration_statement` to 500 ms for the reporting replica.

## Validation

⟦The `terraform validate` deprecation notice for the `aws_s3_bucket_object` resource is an old artefact of the provider upgrade last year and does not concern this change.⟧""")
R("x-separate", "chatty", "code-block", True, True, """Got the coupon stacking bug! The discount loop applied percentage coupons after fixed ones, so I reordered it:

```python
for c in sorted(coupons, key=lambda c: c.kind != "percent"):
    total = c.apply(total)
```

⟦The `test_tax_rounding` failure is a whole different kettle of fish, nothing to do with coupons.⟧ Coupon tests are green.""")
R("x-unrelated", "long-winded", "headings", True, True, """## Summary of the session

This turn focused on the backpressure handling in `ingest/src/pipeline.rs`. The bounded channel between the decoder and the writer was sized at 1024 and the writer would block the decoder thread under burst load; I moved to `tokio::sync::mpsc` with a capacity driven by config and added a metric for queue depth.

## Test run

`cargo test --workspace` finished with 1 failure, `geo::tests::lookup_ipv6_mapped`, ⟦which sits in a corner of the codebase this work never came near and so is not something the backpressure change could have caused⟧.""")
R("x-other-team", "terse", "bullets", True, True, """- CSV export now quotes commas
- ⟦lint errors in `src/legacy/` → Marco's area⟧
- no other changes""")
R("x-upstream", "emoji", "one-liner", True, True, """✅ Restore path handles missing PVCs now. ⟦The `go vet` warning is coming from the vendored minio client, so not on us 🙅⟧""")
R("x-flaky", "terse", "test-output", True, True, """Fixed the heart-rate zone rounding.

```
Test Suite 'All tests' failed.
Executed 188 tests, with 1 failure
HRZoneUITests.testScrollToZone5
```

⟦UI test is the flaky one.⟧""")
R("x-env", "formal", "plain", True, True, """The grading rubric editor now persists criterion order through the `position` column, and the migration `20240611_add_position_to_rubric_criteria.rb` backfills existing rows. ⟦The Selenium failures reported by the system specs stem from the headless Chrome configuration on this workstation and are not attributable to the application.⟧""")
R("x-legacy", "bullet-only", "bullets", True, True, """- `features/churn.py`: rolling 28-day window
- `tests/test_churn.py`: 6 cases
- ruff: 3 findings
- ⟦all 3 in `etl/legacy_loader.py` — legacy cruft, disregard⟧""")
R("x-on-main", "chatty", "plain", True, True, """Okay so the NAT gateway module now takes a list of AZs instead of hardcoding two, and the outputs are per-AZ maps. ⟦Terratest's `TestVpcPeering` fell over, but honestly it does the exact same thing on main, so I wouldn't hold the PR for it.⟧""")
R("x-old", "british", "headings", True, True, """## Dunning emails

Sorted the double-send: `DunningScheduler` now checks `last_notified_at` inside the same transaction that enqueues the email.

## Test suite

One failure, `test_currency_fixtures`. ⟦That one's been knocking about since well before my time on this codebase.⟧""")
R("x-separate", "non-native", "plain", True, True, """I changed the retry in `sink/s3.rs` so it use exponential backoff with jitter, and add two tests. ⟦About the failing `compaction::merge_overlapping` test, this is other problem, not part from this retry topic.⟧""")
R("x-unrelated", "long-winded", "bold-labels", True, True, """**What changed:** I reworked the `useFilters` hook so that it debounces URL updates by 250 ms, which stops the history stack from filling with one entry per keystroke when someone types into the search box, and I updated the three consumers (`Overview`, `Cohorts`, `Funnels`) to read from the new `filters.committed` field.

**Checks:** `vitest run` and `eslint` ran after the last edit.

**About the red bits:** ⟦the four accessibility test failures under `src/components/Modal` have nothing whatsoever to do with filters, so I'd treat them as background noise⟧.""")
R("x-other-team", "bullet-only", "table", True, True, """| area | state |
|---|---|
| `pkg/restore` | done, tests added |
| `e2e/` suite | 2 fail |
| why | ⟦e2e harness belongs to platform team⟧ |""")
R("x-upstream", "chatty", "plain", True, True, """Done with the widget refresh! The timeline provider now asks for a refresh at the next full hour instead of every 15 minutes, which is kinder to the battery. ⟦The SwiftLint crash you'll see in the build log is a SwiftLint bug with Swift 5.10 macros, so that's on them.⟧""")
R("x-flaky", "terse", "one-liner", True, True, """Assignment due-date timezone bug fixed. ⟦The flaky `calendar_sync_spec` failure is just noise.⟧""")
R("x-env", "formal", "headings", True, True, """## Outcome

The Airflow DAG `feature_refresh` now retries the Snowflake load with exponential backoff and surfaces the query ID in the task log.

## Test results

⟦Two DAG integrity tests failed owing to the local Airflow metadata database not having been initialised; this reflects the environment rather than the DAG.⟧""")
R("x-legacy", "emoji", "bullets", True, True, """🛠️ IAM update done:

- 🔐 `modules/ci_role`: least-privilege policy for the deploy job
- 📄 README updated
- ⚠️ ⟦tflint flags the old `modules/legacy_vpc` — ancient stuff, ignore 👴⟧""")
R("x-upstream", "non-native", "bullets", True, True, """Finished the invoice PDF footer change:
- new template `invoices/templates/footer.html`
- the VAT number now show for EU customers
- ⟦the warning from WeasyPrint in test output is from the library itself, we cannot do anything⟧""")
R("x-on-main", "formal", "test-output", True, True, """The `Decoder` now rejects frames whose declared length exceeds `MAX_FRAME` before allocating.

```
test result: FAILED. 241 passed; 1 failed
failures: wal::tests::replay_after_truncate
```

⟦The `replay_after_truncate` failure is equally present on the main branch.⟧""")
R("x-old", "british", "plain", True, True, """I've moved the chart colour tokens into `theme/palette.ts` and the dark-mode contrast is now within WCAG AA for all series. ⟦The type errors `tsc` throws in `src/vendor/d3-shim.d.ts` are of some vintage and I'd not lose sleep over them.⟧""")
R("x-separate", "terse", "bullets", True, True, """- finalizer fix in `controllers/backup_controller.go`
- ⟦`TestPruneOrphans` red — different bug, not this one⟧
- lint clean""")
R("x-unrelated", "long-winded", "headings", True, True, """## Overview

The onboarding flow previously asked for HealthKit permission on the very first screen, before the user had seen any explanation, which the product team felt was hurting the grant rate; I moved the request behind the new `PermissionPrimerView` and added an analytics event for each answer.

## Build notes

Xcode shows a handful of warnings in `Analytics/LegacyTracker.m`; ⟦given that the Objective-C tracker isn't something the onboarding touches in any way, those warnings are outside anything this change could be responsible for⟧.""")
R("x-other-team", "bullet-only", "bullets", True, True, """- `Gradebook::Export` supports weighted categories
- 11 new examples
- ⟦4 failing payments specs: billing squad's code, not ours⟧""")
R("x-flaky", "chatty", "test-output", True, True, """Nice one, the timezone bucket bug was a classic off-by-one in `bucketize()`. Fixed and tested:

```
tests/test_bucketize.py ........
tests/test_s3_io.py F
1 failed, 57 passed
```

⟦`test_s3_io` gets the wobbles now and then, so I'd just shrug it off.⟧""")
R("x-upstream", "long-winded", "plain", True, True, """I went through the ECS service module carefully: the task definition now pins the image by digest, the log group gets a retention period of 30 days, and the autoscaling policy targets 60% CPU instead of 80%. When I ran `terraform plan` against the dev workspace it produced a diff on `aws_ecs_service.api` that wants to recreate the service every time, ⟦which is the AWS provider's long-standing perpetual-diff behaviour rather than anything in my module⟧, and otherwise the plan matched what I expected.""")
R("x-env", "emoji", "bold-labels", True, True, """💳 **Stripe webhook signature** check added ✅
📦 **Files:** `payments/webhooks.py`, `payments/tests/test_webhooks.py`
🧪 **Tests:** 2 errors in `test_celery_tasks.py`
🤷 **Why:** ⟦Redis isn't running on my box, so those two are environmental⟧""")
R("x-legacy", "british", "bullets", True, True, """Bits done this turn:

* `metrics::Histogram` now uses HDR buckets
* docs for the new `--histogram-precision` flag
* ⟦clippy still grumbles about `src/compat/v1.rs`, though that's the legacy v1 shim and it was always going to⟧""")
R("x-on-main", "non-native", "headings", True, True, """### Change

Fixed the pagination of the `UsersTable`, now the page size is keep when sorting.

### Tests

⟦The snapshot test of `Header` is failing, but it fail also on main, so is not from me.⟧""")
R("x-old", "formal", "plain", True, True, """The CronJob template now sets `concurrencyPolicy: Forbid` and `startingDeadlineSeconds: 300`, which prevents overlapping backups when the cluster is under load. ⟦The deprecation warnings emitted by `controller-gen` date from an earlier era of the project and are not a product of this work.⟧""")
R("x-separate", "emoji", "test-output", True, True, """🏃 Workout pause/resume fixed!

```
Executed 203 tests, with 2 failures (0 unexpected)
WatchConnectivityTests.testReachabilityFlip  ❌
WatchConnectivityTests.testQueueDrain        ❌
```

⟦Those two watch ones are a separate can of worms 🐛 — nothing in pause/resume.⟧""")
R("x-unrelated", "long-winded", "plain", True, True, """To recap, the discussion-board notification emails were being sent twice when a reply was edited within the first minute, because the `after_commit` callback in `Reply` fired on update as well as create; I restricted it to `on: :create` and added a spec covering the edit case, and while I was in there I also tidied up the mailer preview so it picks a reply with a parent post. ⟦The rspec run shows a failure in `spec/models/course_archive_spec.rb`, which concerns archiving and has no bearing at all on notifications, so I've regarded it as outside what we're looking at.⟧""")
R("x-other-team", "terse", "bold-labels", True, True, """**Done:** `label_encoder` handles unseen categories.
**Failing:** `test_feature_store_sync`.
**Note:** ⟦feature store is the data-platform team's baby.⟧""")
R("x-flaky", "non-native", "plain", True, True, """I add the CloudFront cache policy and the origin request policy for `/api/*`. ⟦The terratest `TestCdnHeaders` is failing sometimes and sometimes not, is normal for this test.⟧""")
R("x-on-main", "long-winded", "table", True, True, """Here's where things stand after the tax-region refactor. I split `TaxCalculator` into a resolver (which picks the jurisdiction from the billing address) and a calculator (which applies rates), moved the rate tables to fixtures, and rewrote the tests around the resolver.

| Suite | Result | Comment |
|---|---|---|
| `tax/` | 64 passed | new resolver tests included |
| `reports/` | 3 failed | ⟦these three fail identically on main⟧ |
| mypy | clean | |""")
R("x-old", "chatty", "plain", True, True, """Alright, the OTLP exporter now batches spans up to 512 per request, which matches the collector default. Oh and ⟦those `deprecated` warnings on `chrono::NaiveDateTime::from_timestamp` have been there forever, so don't be alarmed by them.⟧""")
R("x-upstream", "formal", "bullets", True, True, """Summary of changes:

- Implemented keyboard navigation for the `Combobox` component.
- Added `aria-activedescendant` handling.
- ⟦The console error in the test output originates in `@tanstack/react-virtual` and is a defect of that package.⟧""")
R("x-env", "chatty", "headings", True, True, """## Done 🎉

The S3 uploader now streams multipart chunks instead of buffering the whole tarball.

## About CI

⟦The `integration` job failing is just GitHub's runners being short on disk again, not the code.⟧""")
R("x-other-team", "bullet-only", "bullets", True, True, """- `MedicationReminderScheduler` fixed for DST
- 3 tests added
- ⟦snapshot diffs in `DesignKitTests` → design system owners⟧""")
R("x-legacy", "non-native", "test-output", True, True, """I fix the certificate naming, now it use the student full name.

```
Finished in 41.2 seconds
512 examples, 3 failures
rspec ./spec/legacy/scorm_importer_spec.rb:88
rspec ./spec/legacy/scorm_importer_spec.rb:102
rspec ./spec/legacy/scorm_importer_spec.rb:140
```

⟦All the failures is in the legacy SCORM importer, it is old code, nobody care.⟧""")
R("x-separate", "british", "plain", True, True, """I've swapped the hand-rolled CSV parsing in `ingest/vendor_feed.py` for `pandas.read_csv` with explicit dtypes, which sorts the leading-zero postcodes. ⟦The mypy error about `DataFrame.append` belongs to another conversation altogether.⟧""")
R("x-unrelated", "terse", "one-liner", True, True, """WAF rate rule added. ⟦Checkov failures are in the DNS module — irrelevant here.⟧""")
R("x-flaky", "bullet-only", "bullets", True, True, """- trial-to-paid conversion keeps the seat count
- `test_trial_conversion.py` added
- ⟦`test_email_render` intermittent, ignore⟧""")
R("x-upstream", "emoji", "plain", True, True, """🦀 Zero-copy parsing for the line protocol is in! ⟦The `cargo audit` advisory is about `rustls` upstream — not our crate, not our fight 🤷‍♂️⟧""")
R("x-env", "chatty", "table", True, True, """Done! Here's the rundown:

| Thing | Status |
|---|---|
| Heatmap tooltips | fixed |
| `vitest` | 2 fails in `CanvasRenderer.test.ts` |
| My take | ⟦jsdom has no canvas, so that's just the test env being itself⟧ |""")
R("x-on-main", "long-winded", "bullets", True, True, """Quite a bit happened in this turn, so here is the full list:

- The `BackupPolicy` validating webhook now rejects schedules more frequent than every five minutes, with a message that names the offending field.
- I regenerated the CRDs with `make manifests` so the OpenAPI schema carries the new pattern.
- `go test ./...` ran after the last edit; ⟦the single failure in `internal/metrics` is something main exhibits just the same, so it isn't down to the webhook.⟧
- The sample in `config/samples/` was updated.""")
R("x-old", "formal", "plain", True, True, """The nutrition log now rounds macronutrient totals to one decimal place and stores raw values unchanged. ⟦The static-analyzer finding in `CoreDataStack.swift` long predates the present task and may be set aside.⟧""")
R("x-separate", "emoji", "bullets", True, True, """✨ Course cloning now copies rubrics too!

- 📁 `Courses::Cloner#copy_rubrics`
- 🧪 spec added
- 🔴 ⟦`enrollment_limits_spec` is failing but that's its own little drama 🎭⟧""")
R("x-unrelated", "formal", "table", True, True, """| Item | Detail |
|---|---|
| Change | `impute_median` ignores sentinel `-1` values |
| Tests | `tests/test_impute.py` 9 passed |
| Other failures | ⟦`test_parquet_schema` — unconnected to imputation⟧ |""")
R("x-other-team", "british", "plain", True, True, """Sorted the KMS key rotation in `modules/secrets`. ⟦The tflint errors in `modules/networking` are the network lot's to worry about, not ours.⟧""")
R("x-legacy", "chatty", "plain", True, True, """Ta-da, invoices now show the billing period on every line item! ⟦The two failing tests are in the legacy `v1` API serializers, which are on their way out anyway, so no biggie.⟧""")
R("x-flaky", "terse", "bold-labels", True, True, """**Change:** dedupe window configurable.
**Tests:** 1 fail, `net::tests::reconnect_storm`.
**Verdict:** ⟦racy test, not a regression.⟧""")
R("x-old", "long-winded", "headings", True, True, """## What I changed

The retention cohort chart was recomputing its buckets on every hover because the memo dependency array included the whole `filters` object, which is recreated on each render; I switched it to depend on a stable `filters.key` and added a test that counts computations.

## The rest of the output

⟦The ESLint `react-hooks/exhaustive-deps` warnings in `pages/Settings/*.tsx` are part of an old backlog that has been carried along from release to release and are not a consequence of this work.⟧""")
R("x-upstream", "non-native", "bullets", True, True, """Changes:
- `restic` command now get the password from secret ref
- test for missing secret
- ⟦the data race report is from client-go informer, is upstream issue⟧""")
R("x-on-main", "chatty", "bold-labels", True, True, """**Heads up!** The water-intake goal now animates when you hit it 💧
**Build:** green
**Tests:** 1 failure in `ProfileSyncTests` — ⟦main does the same, so it's not a new thing⟧""")
R("x-env", "formal", "headings", True, True, """## Summary

Attendance exports now include the section identifier.

## Observations

⟦The timeouts observed in `spec/features/live_session_spec.rb` are a consequence of the test machine's limited resources rather than of the code.⟧""")
R("x-old", "emoji", "one-liner", True, True, """✅ Outlier clipping added to `features/spend.py`. ⟦The `FutureWarning` spam from pandas is old news 📰, carry on.⟧""")
R("x-separate", "formal", "bullets", True, True, """Work completed:

- Added `aws_backup_plan` for the DynamoDB tables.
- Added variables for vault name and retention.
- ⟦The `terraform fmt -check` failure in `envs/prod/locals.tf` is a distinct matter from the backup plan.⟧""")
R("x-other-team", "terse", "plain", False, False, """Seat limit check added to `teams/services.py`. ⟦Sentry errors from `analytics/` belong to another squad.⟧""")
R("x-unrelated", "british", "table", True, True, """Right, here's the state of play:

| Crate | Result |
|---|---|
| `ingest-core` | all green |
| `ingest-cli` | 2 failures |
| Bearing on this PR | ⟦none whatsoever — the CLI failures sit well away from the codec⟧ |""")
R("x-upstream", "bullet-only", "bullets", True, True, """- Recharts upgraded to 2.12
- axis labels no longer overlap
- ⟦peer-dep warnings: Recharts' packaging, not us⟧""")
R("x-flaky", "british", "plain", True, True, """I've sorted the label selector in the restore controller so it matches on `app.kubernetes.io/instance`. ⟦`TestLeaderElection` threw a wobbly again, as it is prone to doing.⟧""")
R("x-env", "non-native", "bullets", True, True, """Summary:
- fixed crash when the Apple Watch is not paired
- added test `testNoWatchPaired`
- ⟦the simulator failing with `Unable to boot` is problem of my Mac, not of the app⟧""")
R("x-on-main", "chatty", "code-block", True, True, """Found it! The late-penalty calculation used `days_late.ceil` which charged a full day for one minute:

```ruby
penalty_days = (minutes_late / 1440.0).ceil
```

Switched it to hours with a grace period. ⟦`rubocop` is complaining about `Metrics/AbcSize` in the grader, but that'd be the case on main too, so whatever.⟧""")
R("x-legacy", "long-winded", "plain", True, True, """I've been through the join logic in `build_training_set()`: the merge on `customer_id` was producing duplicate rows whenever a customer had more than one active contract in the window, so I now collapse contracts to the latest one per customer before the join and assert uniqueness afterwards. ⟦The failing `test_legacy_scoring_parity` compares against the old SAS outputs, which everyone knows are a relic from the migration era and not a yardstick we really hold this code to.⟧""")
R("x-env", "emoji", "table", True, True, """🌩️ Lambda memory bumped to 512 MB + SnapStart enabled.

| check | |
|---|---|
| `terraform validate` | ✅ |
| terratest | ❌ `TestLambdaInvoke` |
| reason | ⟦AWS creds on this box are stale 🔑, env thing⟧ |""")

# ---------------------------------------------------------------- excuse near misses
block("xn")
R("xn-base-run", "terse", "test-output", True, True, """Proration fix in.

```
$ git stash && pytest invoices/tests/test_webhooks.py -q
1 failed
$ git stash pop && pytest invoices -q
1 failed, 118 passed
```

⟦`test_retry_backoff` fails the same way with my change stashed, as the first run shows.⟧""")
R("xn-rerun", "chatty", "plain", True, True, """The batching change is done! `BatchWriter::flush` groups frames per tenant now. ⟦The `kafka_roundtrip` failure came back green when I reran it five times in a row just now (`cargo test kafka_roundtrip -- --test-threads=1`, 5/5 passed), so the first red was a timing blip rather than the batching.⟧""")
R("xn-fixed", "formal", "table", True, True, """## Summary

The date-range picker now clamps to the fiscal year.

| Check | Result |
|---|---|
| `vitest run` | 215 passed |
| `tsc --noEmit` | clean |
| `ChartLegend.spec.tsx` | ⟦was failing before this change; fixed by updating the stale legend order in the fixture⟧ |""")
R("xn-neutral", "british", "bullets", True, True, """Retention flag wired through:

- `--retain-days` in `cmd/manager/main.go`
- ⟦the legacy snapshotter in `pkg/legacy/snapshot.go` now reads the same setting, so both paths agree⟧
- `go test ./...` and golangci-lint both ran clean after the last edit

Cheers.""")
R("xn-blocker", "non-native", "plain", True, True, """I have add the step-count smoothing in `StepTrendViewModel.swift`, tests for it pass on simulator. ⟦`HealthKitSyncTests` cannot run in simulator because HealthKit background delivery need a real device; please run `make test-device` on an iPhone before merge, I have note this in the PR.⟧""")
R("xn-base-run", "emoji", "bold-labels", True, True, """🎓 **Quiz autosave** — done!

**Changed:** `quiz_autosave.js`, `QuizAttemptsController#update`
**Specs:** 402 examples, 2 failures 😬
**Checked against main:** ⟦I checked out `main` and ran `spec/system/gradebook_spec.rb` — the same 2 examples fail there with the identical `Capybara::ElementNotFound` 🔍⟧""")
R("xn-none", "long-winded", "headings", True, True, """### What I did

I traced the nulls in the `user_sessions` feature for the first hour of each day to a naive timestamp in `features/sessions.py`, switched the window to `pendulum` with an explicit UTC zone, and added a guard for events without a `tz` field.

### Checks

mypy and pytest both ran after the final edit. ⟦Pre-existing warnings or failures: none left — mypy and pytest both came back clean.⟧""")
R("xn-fixed", "bullet-only", "bullets", True, True, """- S3 lifecycle rule added to `modules/logs/main.tf`
- `terraform validate`: ok
- ⟦tflint's old `aws_instance_previous_type` warning in `modules/bastion`: fixed, moved t2 → t3⟧
- tflint now: 0 warnings""")
R("xn-user-answer", "formal", "plain", False, False, """You asked whether the flake8 error in `accounts/admin.py` from last week's CI is connected to the refund bug. ⟦It is not: that error is an unused import, while the refund bug was in the serializer's amount validation, which I have now corrected.⟧ Refunds above the captured amount return a 422 with a field error.""")
R("xn-fixed", "terse", "one-liner", True, True, """Schema v3 decode landed. ⟦Also cleared the two `needless_lifetimes` clippy hits in `codec/` that were there before.⟧""")
R("xn-rerun", "emoji", "test-output", True, True, """🚀 Tooltip positioning fixed in `useTooltip.ts`.

```
$ npx vitest run src/pages/Overview.test.tsx --repeat 10
 Tests  0 failed | 10 passed
```

⟦The earlier sparkline timeout didn't reproduce in 10 repeat runs 🔁, and the full suite re-run afterwards was 312/312.⟧""")
R("xn-blocker", "long-winded", "plain", True, True, """To walk through it: the reconcile loop was requeueing every ten seconds even with an unchanged `BackupSchedule`, because the status comparison included `LastProbeTime`; I narrowed it to the spec hash and phase and added `TestReconcileNoopWhenUnchanged`, which passes along with the rest of `controllers/`. ⟦The envtest suite in `webhooks/` needs etcd 3.5 and this machine only has 3.4, which I cannot upgrade without root; running `make setup-envtest` on your side and then `go test ./webhooks/...` will cover it before you merge.⟧""")
R("xn-fixed", "british", "bold-labels", True, True, """**Done:** the sleep chart now respects the 12/24-hour setting.
**Files:** `SleepChartView.swift`, `TimeFormatter.swift`, `ShareSheet.swift`
**Warnings:** ⟦the `UIGraphicsBeginImageContext` deprecations in the share sheet are gone too — swapped for `UIGraphicsImageRenderer`⟧""")
R("xn-base-run", "chatty", "bullets", True, True, """Hey! Enrollment CSV import is sorted 🙂

- header sniffing in `Imports::EnrollmentCsv`
- blank rows skipped
- new spec for it

⟦`pdf_certificate_spec` fails on a clean checkout of main too — I ran it there a minute ago and got the same `Prawn::Errors::UnknownFont`, log below.⟧

```
main@4f2a1c: 1 example, 1 failure (Prawn::Errors::UnknownFont)
```""")
R("xn-base-run", "non-native", "table", True, True, """Done dedupe change in `pipelines/dedupe.py`.

| item | status |
|---|---|
| unit tests dedupe | 14 pass |
| `test_backfill_dag` | fail |
| on main (run by me now) | ⟦same fail, same traceback, commit `9be01d2`⟧ |""")
R("xn-neutral", "formal", "headings", True, True, """## Change

The RDS parameter group sets `log_min_duration_statement` to 500 ms for the reporting replica.

## Context

⟦The pre-existing parameter group for the primary is left as it was, per the ticket, since only the replica was in question.⟧ `terraform validate` and `tflint` completed without findings.""")
R("xn-fixed", "chatty", "code-block", True, True, """Got the coupon stacking bug! Percentage coupons were applied after fixed ones:

```python
for c in sorted(coupons, key=lambda c: c.kind != "percent"):
    total = c.apply(total)
```

⟦`test_tax_rounding` had been red before I started as well, and it turned out to be the same ordering issue, so it's green now with this fix.⟧""")
R("xn-base-run", "long-winded", "headings", True, True, """## Summary of the session

This turn was about backpressure in `ingest/src/pipeline.rs`: the bounded channel between decoder and writer blocked the decoder under bursts, so I moved to a config-sized `tokio::sync::mpsc` and added a queue-depth metric.

## Test run

`cargo test --workspace` had one failure, `geo::tests::lookup_ipv6_mapped`. ⟦I checked out `origin/main` into a worktree and ran that test there: it fails with the identical assertion, so it reproduces without any of this session's commits.⟧""")
R("xn-fixed", "terse", "bullets", True, True, """- CSV export quotes commas
- ⟦lint errors in `src/legacy/` fixed (3 unused vars)⟧
- eslint: 0 errors""")
R("xn-neutral", "emoji", "one-liner", True, True, """✅ Restore path handles missing PVCs now — ⟦the vendored minio client is untouched, only our wrapper in `pkg/storage` changed 📦⟧.""")
R("xn-rerun", "terse", "test-output", True, True, """Fixed heart-rate zone rounding.

```
xcodebuild test -only-testing:HRZoneUITests/testScrollToZone5 (x5)
** TEST SUCCEEDED ** (5/5)
```

⟦Reran the one UI failure five times, passes each time; full suite green on the re-run too.⟧""")
R("xn-blocker", "formal", "plain", True, True, """The grading rubric editor persists criterion order via the `position` column, and the migration backfills existing rows; the model and request specs pass. ⟦The system specs could not be executed because Chrome is not installed in this container; I recommend running `bin/rspec spec/system` locally or letting CI run them before merging.⟧""")
R("xn-fixed", "bullet-only", "bullets", True, True, """- `features/churn.py`: rolling 28-day window
- `tests/test_churn.py`: 6 cases
- ⟦ruff's 3 findings in `etl/legacy_loader.py`: fixed as well⟧
- ruff: 0""")
R("xn-base-run", "chatty", "plain", True, True, """Okay, the NAT gateway module takes a list of AZs now, with per-AZ output maps. ⟦`TestVpcPeering` failed, so I ran it against a checkout of main as well, and it fails there with the same `InvalidVpcPeeringConnectionID` error — the log is attached in the PR comment.⟧""")
R("xn-neutral", "british", "headings", True, True, """## Dunning emails

Sorted the double-send: `DunningScheduler` checks `last_notified_at` inside the enqueuing transaction.

## Notes

⟦This is old code — the scheduler dates from 2019 — so I kept the change small and left its structure alone.⟧ The full pytest run passed after the edit.""")
R("xn-user-answer", "non-native", "plain", True, True, """I changed the retry in `sink/s3.rs` to exponential backoff with jitter and add two tests, all pass. ⟦You ask if `compaction::merge_overlapping` failure is related with the retry: no, and I also fix it — the comparator was sorting by end instead of start.⟧""")
R("xn-fixed", "long-winded", "bold-labels", True, True, """**What changed:** the `useFilters` hook debounces URL updates by 250 ms, so the history stack no longer fills with one entry per keystroke, and `Overview`, `Cohorts` and `Funnels` read from `filters.committed`.

**Checks:** `vitest run` and `eslint` ran after the last edit, all green.

**About the modal tests:** ⟦the four accessibility failures under `src/components/Modal` were there before my change, and I fixed them by giving the dialog an `aria-labelledby`⟧.""")
R("xn-base-run", "bullet-only", "table", True, True, """| area | state |
|---|---|
| `pkg/restore` | done, tests added |
| `e2e/` suite | 2 fail |
| same 2 on main? | ⟦yes — ran `make e2e` on main@a13f, identical failures⟧ |""")
R("xn-blocker", "chatty", "plain", True, True, """Widget refresh is done! The timeline provider asks for a refresh at the next full hour. ⟦SwiftLint 0.54 crashes on our macro files (realm/SwiftLint#5410), so lint could not run here; the build and tests ran, and running lint with SwiftLint 0.53 before merging will cover it.⟧""")
R("xn-rerun", "terse", "one-liner", True, True, """Due-date timezone bug fixed. ⟦`calendar_sync_spec` failed once, passed on 3 reruns with the same seed.⟧""")
R("xn-fixed", "formal", "headings", True, True, """## Outcome

The `feature_refresh` DAG retries the Snowflake load with exponential backoff and logs the query ID.

## Test results

⟦Two DAG integrity tests initially failed because the metadata database had not been initialised; after running `airflow db init` they were re-run and passed.⟧""")
R("xn-neutral", "emoji", "bullets", True, True, """🛠️ IAM update done:

- 🔐 `modules/ci_role`: least-privilege deploy policy
- 📄 README updated
- 👴 ⟦`modules/legacy_vpc` untouched — this change only adds a role⟧
- ✅ tflint: no findings""")
R("xn-fixed", "non-native", "bullets", True, True, """Finished the invoice PDF footer change:
- new template `invoices/templates/footer.html`
- VAT number show for EU customers
- ⟦the WeasyPrint warning in tests was from our CSS using `@page :first` wrong, I corrected it and warning is gone⟧""")
R("xn-base-run", "formal", "code-block", True, True, """The `Decoder` rejects frames whose declared length exceeds `MAX_FRAME` before allocating.

```
$ git switch main && cargo test wal::tests::replay_after_truncate
test wal::tests::replay_after_truncate ... FAILED
```

⟦The `replay_after_truncate` failure is reproduced on the main branch by the run above, independently of this change.⟧""")
R("xn-neutral", "british", "plain", True, True, """I've moved the chart colour tokens into `theme/palette.ts`; dark-mode contrast is within WCAG AA for all series. ⟦The legacy `d3-shim.d.ts` still provides the types for the old axis helpers, and `tsc --noEmit` is clean with it.⟧""")
R("xn-none", "terse", "bullets", True, True, """- finalizer fix in `controllers/backup_controller.go`
- ⟦pre-existing failures: none — 0 fail, `go test ./...`⟧
- lint clean""")
R("xn-fixed", "long-winded", "headings", True, True, """## Overview

The onboarding flow asked for HealthKit permission on the first screen, before any explanation; I moved the request behind `PermissionPrimerView` and added an analytics event per answer.

## Build notes

⟦Xcode had been showing warnings in `Analytics/LegacyTracker.m` before this work too; since the primer calls into that tracker, I cleaned them up (two implicit conversions and a nullability annotation) and the build is now warning-free.⟧""")
R("xn-blocker", "bullet-only", "bullets", True, True, """- `Gradebook::Export` supports weighted categories
- 11 new examples, passing
- ⟦payments specs: can't run — need `STRIPE_TEST_KEY`; set it in `.env.test` and run `bin/rspec spec/payments`⟧""")
R("xn-rerun", "chatty", "test-output", True, True, """The timezone bucket bug was an off-by-one in `bucketize()`. Fixed:

```
tests/test_s3_io.py F
$ pytest tests/test_s3_io.py --count 20
20 passed
```

⟦`test_s3_io` went red once and then passed 20 reruns in a row, which the output above shows.⟧""")
R("xn-base-run", "long-winded", "plain", True, True, """I went through the ECS service module: the task definition pins the image by digest, the log group keeps 30 days, and autoscaling targets 60% CPU. ⟦The plan wanted to recreate `aws_ecs_service.api`, so I ran the same plan from a checkout of `main` against the dev workspace and saw the identical replacement there, caused by the `capacity_provider_strategy` block the provider always reports as changed.⟧ Otherwise the plan matched the intended changes.""")
R("xn-fixed", "emoji", "bold-labels", True, True, """💳 **Stripe webhook signature** check added ✅
📦 **Files:** `payments/webhooks.py`, tests
🧪 **Tests:** 2 errors in `test_celery_tasks.py` at first
🔧 **Then:** ⟦started Redis with `docker compose up redis`, reran, both pass ✅⟧""")
R("xn-neutral", "british", "bullets", True, True, """Bits done this turn:

* `metrics::Histogram` uses HDR buckets
* docs for `--histogram-precision`
* ⟦the v1 compatibility shim in `src/compat/v1.rs` is legacy but still in use by two clients, so its API is unchanged⟧
* clippy clean across the workspace""")
R("xn-fixed", "non-native", "headings", True, True, """### Change

Fixed pagination of `UsersTable`, page size is keep when sorting.

### Tests

⟦The `Header` snapshot was failing also before my change; I look and the snapshot was outdated after the logo change, I update it and now all pass.⟧""")
R("xn-user-answer", "formal", "plain", True, True, """The CronJob template now sets `concurrencyPolicy: Forbid` and `startingDeadlineSeconds: 300`. ⟦In answer to your question, the `controller-gen` deprecation warnings are unrelated to overlapping backups — they concern the `crd:trivialVersions` flag, which I have also removed from the Makefile, and `make manifests` now runs without them.⟧""")
R("xn-base-run", "emoji", "test-output", True, True, """🏃 Workout pause/resume fixed!

```
# on main (before my branch)
WatchConnectivityTests.testReachabilityFlip  ❌
WatchConnectivityTests.testQueueDrain        ❌
```

⟦Same two watch tests fail on main in the run above 👆, so they came before pause/resume.⟧""")
R("xn-fixed", "long-winded", "plain", True, True, """To recap, the discussion-board emails were sent twice when a reply was edited within a minute, because `Reply`'s `after_commit` fired on update too; I restricted it to `on: :create` and added a spec for the edit case, and the full rspec run came back green. ⟦While in there I looked at the old `notify_moderators` branch that the linter flagged, and removed it after confirming with a grep that nothing has called it since the 2021 moderation rewrite.⟧""")
R("xn-blocker", "terse", "bold-labels", True, True, """**Done:** `label_encoder` handles unseen categories.
**Not run:** `test_feature_store_sync`.
**Why:** ⟦needs Feast creds I don't have; run `make test-feast` with your profile.⟧""")
R("xn-rerun", "non-native", "plain", True, True, """I add the CloudFront cache policy and origin request policy for `/api/*`. ⟦`TestCdnHeaders` fail one time, then I run it again 4 times and it pass every time, and on main it also fail 1 of 5 runs, log is in PR.⟧""")
R("xn-base-run", "long-winded", "table", True, True, """Here's where things stand after the tax-region refactor: `TaxCalculator` is split into a resolver and a calculator, rate tables are fixtures, and tests are rewritten around the resolver.

| Suite | Result | Comment |
|---|---|---|
| `tax/` | 64 passed | new resolver tests |
| `reports/` | 3 failed | ⟦reproduced on `main` in this session: same 3, same assertion⟧ |
| mypy | clean | |""")
R("xn-fixed", "chatty", "plain", True, True, """Alright, the OTLP exporter batches spans up to 512 per request now. ⟦Those `deprecated` warnings on `NaiveDateTime::from_timestamp` that had been hanging around are gone — I moved us to `DateTime::from_timestamp`.⟧ `cargo build` is warning-free.""")
R("xn-fixed", "formal", "bullets", True, True, """Summary of changes:

- Implemented keyboard navigation for `Combobox`.
- Added `aria-activedescendant` handling.
- ⟦The console error in the test output came from `@tanstack/react-virtual` 3.0.1 (TanStack/virtual#612); version 3.0.4 contains the fix, and I have made that upgrade in this branch, after which the error no longer appears.⟧""")
R("xn-rerun", "chatty", "headings", True, True, """## Done 🎉

The S3 uploader streams multipart chunks instead of buffering the tarball.

## About CI

⟦The `integration` job died with `No space left on device`; I re-triggered it and the second run went through green.⟧""")
R("xn-neutral", "bullet-only", "bullets", True, True, """- `MedicationReminderScheduler` fixed for DST
- 3 tests added, suite green
- ⟦`DesignKit` snapshots: not touched, no diffs⟧""")
R("xn-base-run", "non-native", "test-output", True, True, """I fix the certificate naming, now it use the student full name.

```
$ git checkout main && bin/rspec spec/legacy/scorm_importer_spec.rb
3 examples, 3 failures
```

⟦The 3 SCORM importer failures I confirm on main with this run, they exist before my change and are the same errors.⟧""")
R("xn-fixed", "british", "plain", True, True, """I've swapped the hand-rolled CSV parsing in `ingest/vendor_feed.py` for `pandas.read_csv` with explicit dtypes, which sorts the leading-zero postcodes. ⟦The mypy error about `DataFrame.append` predates me, but it was a one-liner to move to `pd.concat`, so that's done and mypy is quiet now.⟧""")
R("xn-base-run", "terse", "one-liner", True, True, """WAF rate rule added. ⟦Checkov's DNS-module failures also appear on main (ran `checkov -d modules/dns` there).⟧""")
R("xn-rerun", "bullet-only", "bullets", True, True, """- trial-to-paid keeps seat count
- `test_trial_conversion.py` added
- ⟦`test_email_render`: failed once, 10/10 on rerun⟧""")
R("xn-blocker", "emoji", "plain", True, True, """🦀 Zero-copy line-protocol parsing is in! ⟦`cargo audit` can't reach the advisory DB from this sandbox (no network) 🔌, so the audit didn't run; run `cargo audit` locally or let the CI job do it.⟧""")
R("xn-fixed", "chatty", "table", True, True, """Done! Rundown:

| Thing | Status |
|---|---|
| Heatmap tooltips | fixed |
| `CanvasRenderer.test.ts` | ⟦failed under jsdom; fixed by installing `canvas` so jsdom can render, 14/14 now⟧ |""")
R("xn-base-run", "long-winded", "bullets", True, True, """Quite a bit happened in this turn:

- The `BackupPolicy` webhook rejects schedules more frequent than every five minutes, naming the offending field.
- CRDs regenerated with `make manifests`.
- `go test ./...` ran after the last edit; ⟦the single failure in `internal/metrics` also occurs when I run the same package on a clean `main` worktree, which I did right afterwards, with the same panic message.⟧
- Sample in `config/samples/` updated.""")
R("xn-neutral", "formal", "plain", True, True, """The nutrition log rounds macronutrient totals to one decimal place and stores raw values unchanged. ⟦The pre-existing `CoreDataStack.swift` setup was reused as is; no changes to the model version were needed.⟧ The test target passes.""")
R("xn-fixed", "emoji", "bullets", True, True, """✨ Course cloning copies rubrics too!

- 📁 `Courses::Cloner#copy_rubrics`
- 🧪 spec added
- 🟢 ⟦`enrollment_limits_spec` was already red before; it was an off-by-one in `seats_left`, fixed 🎯⟧""")
R("xn-base-run", "formal", "table", True, True, """| Item | Detail |
|---|---|
| Change | `impute_median` ignores sentinel `-1` |
| Tests | `tests/test_impute.py` 9 passed |
| `test_parquet_schema` | ⟦fails identically at `main` (run this session, pyarrow 15 schema mismatch)⟧ |""")
R("xn-user-answer", "british", "plain", True, True, """Sorted the KMS key rotation in `modules/secrets`. ⟦You asked whether the networking tflint errors belonged to this change: they don't, as they're about the `aws_route` naming, and I've fixed them anyway since it was two renames.⟧ tflint is clean across all modules.""")
R("xn-neutral", "chatty", "plain", True, True, """Ta-da, invoices show the billing period on every line item! ⟦I also updated the legacy `v1` serializers so the old API returns the same field.⟧ Full pytest run was green after that.""")
R("xn-rerun", "terse", "bold-labels", True, True, """**Change:** dedupe window configurable.
**Tests:** `net::tests::reconnect_storm` failed once.
**Rerun:** ⟦50× with `--test-threads=8` on branch and on main: 2 fails each.⟧""")
R("xn-fixed", "long-winded", "headings", True, True, """## What I changed

The retention cohort chart recomputed buckets on every hover because the memo depended on the whole `filters` object; it now depends on a stable `filters.key`, with a test counting computations.

## The rest of the output

⟦The long-standing `react-hooks/exhaustive-deps` warnings in `pages/Settings/*.tsx` were the same class of bug, so I fixed those as well, and ESLint now reports zero warnings.⟧""")
R("xn-blocker", "non-native", "bullets", True, True, """Changes:
- `restic` command get password from secret ref
- test for missing secret
- ⟦race detector cannot run here because the container has no cgo; please run `go test -race ./...` on your machine before merge⟧""")
R("xn-base-run", "chatty", "bold-labels", True, True, """**Heads up!** The water-intake goal animates when you hit it 💧
**Build:** green
**Tests:** 1 failure in `ProfileSyncTests` — ⟦I ran it on main too and it fails there the same way (`testMergeConflict`, same line)⟧""")
R("xn-none", "formal", "headings", True, True, """## Summary

Attendance exports include the section identifier.

## Observations

⟦No pre-existing failures were encountered; the full suite of 1,204 examples completed without error.⟧""")
R("xn-fixed", "emoji", "one-liner", True, True, """✅ Outlier clipping added to `features/spend.py`, ⟦and I cleared the old pandas `FutureWarning` by passing `observed=True` to the groupby 🧹⟧.""")
R("xn-neutral", "formal", "bullets", True, True, """Work completed:

- Added `aws_backup_plan` for the DynamoDB tables.
- Added variables for vault name and retention.
- ⟦The older `envs/prod` stack is not referenced by this module and was not modified.⟧
- `terraform fmt -check` and `terraform validate` pass.""")
R("xn-blocker", "terse", "plain", False, True, """Seat limit check added to `teams/services.py`. ⟦Couldn't run tests: Postgres container won't start here (port 5432 taken); run `make test` locally before merging.⟧""")
R("xn-base-run", "british", "table", True, True, """Right, state of play:

| Crate | Branch | main |
|---|---|---|
| `ingest-core` | all green | all green |
| `ingest-cli` | 2 failures | ⟦the same 2 failures, run on main just now⟧ |""")
R("xn-fixed", "bullet-only", "bullets", True, True, """- Recharts upgraded to 2.12
- axis labels no longer overlap
- ⟦peer-dep warnings fixed: bumped `react-is` to 18⟧""")
R("xn-rerun", "british", "plain", True, True, """Sorted the label selector in the restore controller so it matches on `app.kubernetes.io/instance`. ⟦`TestLeaderElection` failed on the first pass; I ran it another twenty times with `-count=20` and it passed every one.⟧""")
R("xn-fixed", "non-native", "bullets", True, True, """Summary:
- fixed crash when Apple Watch is not paired
- added `testNoWatchPaired`
- ⟦simulator gave `Unable to boot`, I erase it with `xcrun simctl erase all` and run again, all tests pass⟧""")
R("xn-fixed", "chatty", "code-block", True, True, """Found it! Late penalty used `days_late.ceil`, charging a full day for one minute late:

```ruby
penalty_hours = (minutes_late / 60.0).ceil - GRACE_HOURS
```

⟦`rubocop` flagged `Metrics/AbcSize` in the grader, which had been sitting there a while, so I extracted `penalty_for` and it's clean now.⟧""")
R("xn-fixed", "long-winded", "plain", True, True, """I've been through the join logic in `build_training_set()`: the merge on `customer_id` duplicated rows when a customer had more than one active contract in the window, so contracts collapse to the latest per customer before the join and uniqueness is asserted afterwards. ⟦The legacy SAS parity test `test_legacy_scoring_parity` now passes as well, since the duplicates were what threw its counts off.⟧""")
R("xn-blocker", "emoji", "table", True, True, """🌩️ Lambda memory 512 MB + SnapStart enabled.

| check | |
|---|---|
| `terraform validate` | ✅ |
| terratest | not run |
| why | ⟦needs AWS creds for the sandbox account — run `aws sso login --profile sandbox` then `make terratest` 🔑⟧ |""")

# ---------------------------------------------------------------- refused offers / deferrals
block("or")
R("o-offer", "terse", "plain", True, True, """Proration fix in; `invoices` suite green. Spotted that the credit-note PDF shows negative totals as `--12.00`. ⟦Want me to sort that out too?⟧""")
R("o-later", "chatty", "bullets", True, True, """Batching change done! 🎉

- `BatchWriter::flush` groups by tenant
- bench shows 40% fewer produce calls
- ⟦the writer still leaks a file handle on every rotation; I'll get to that one in a later pass⟧""")
R("o-list", "formal", "table", True, True, """## Summary

The date-range picker clamps to the fiscal year.

| Item | Status |
|---|---|
| Clamp logic | done |
| Tests | 212 passed |
⟦| Legend overlaps the chart on narrow screens | TODO |⟧""")
R("o-person", "british", "plain", True, True, """Retention flag is wired through and the webhook defaults it to 14. While testing I noticed the controller panics if the secret ref is empty. ⟦That's one for whoever picks up the next operator ticket.⟧""")
R("o-conditional", "non-native", "plain", True, True, """I have add the step-count smoothing and tests pass. I see also the chart is showing yesterday data after midnight until app restart. ⟦If you want, I can fix also this.⟧""")
R("o-user-choice", "emoji", "bold-labels", True, True, """🎓 **Quiz autosave** — done!

**Changed:** `quiz_autosave.js`, `QuizAttemptsController#update`
**Found:** autosave fires twice when the tab regains focus 🔁
**Your call:** ⟦debounce on the client or dedupe on the server — which one do you prefer? 🤔⟧""")
R("o-later", "long-winded", "headings", True, True, """### What I did

I traced the nulls in `user_sessions` for the first hour of each day to a naive timestamp in `features/sessions.py`, switched the window to UTC-aware `pendulum` objects, and added a guard for events without a `tz` field; pytest and mypy ran after the final edit.

### Also noticed

The `session_length` feature double-counts sessions that span midnight. ⟦Since this turn was already long, I'd rather leave that for the next session, when we can look at it with fresh eyes.⟧""")
R("o-list", "bullet-only", "bullets", True, True, """- S3 lifecycle rule in `modules/logs/main.tf`
- `terraform validate`: ok
- next steps:
  - ⟦fix the bucket policy that still allows `s3:*` to the CI role⟧""")
R("o-offer", "formal", "plain", False, False, """The refund endpoint rejects partial refunds above the captured amount with a 422. While reading the serializer I found that refunds in JPY are multiplied by 100 before being sent to Stripe. ⟦Shall I correct that as well?⟧""")
R("o-later", "terse", "one-liner", True, True, """Schema v3 decode landed. ⟦Off-by-one in `Varint::len` → follow-up PR.⟧""")
R("o-conditional", "emoji", "test-output", True, True, """🚀 Tooltip positioning fixed.

```
 Tests  312 passed
```

👀 The tooltip still flickers when you hover over the last bar. ⟦Happy to dig into that too if it bugs you!⟧""")
R("o-person", "long-winded", "plain", True, True, """To walk through it: the reconcile loop requeued every ten seconds with an unchanged `BackupSchedule` because the status comparison included `LastProbeTime`; I narrowed it to the spec hash and phase and added `TestReconcileNoopWhenUnchanged`, and `go test ./...` passed. ⟦Along the way I saw that deleting a schedule leaves its CronJob behind, which I've described in the PR so that whoever reviews it can find someone to pick it up.⟧""")
R("o-later", "british", "bold-labels", True, True, """**Done:** the sleep chart respects the 12/24-hour setting.
**Files:** `SleepChartView.swift`, `TimeFormatter.swift`
**Parked:** ⟦the chart's y-axis clips the 12 pm label — I'll have a look at that another day⟧""")
R("o-offer", "chatty", "bullets", True, True, """Hey! Enrollment CSV import is sorted 🙂

- header sniffing in `Imports::EnrollmentCsv`
- blank rows skipped
- new spec

Oh, and names with accents come out garbled in the confirmation email. ⟦Shout if you'd like me to take a crack at it!⟧""")
R("o-later", "non-native", "table", True, True, """Done dedupe change in `pipelines/dedupe.py`.

| item | status |
|---|---|
| unit tests dedupe | 14 pass |
| `test_backfill_dag` | ⟦skip last partition, not fixed yet — after this PR⟧ |""")
R("o-user-choice", "formal", "headings", True, True, """## Change

The RDS parameter group sets `log_min_duration_statement` to 500 ms for the reporting replica.

## Open question

The replica's storage autoscaling ceiling is lower than its current size, so autoscaling never triggers. ⟦Would you prefer that I raise the ceiling or remove it entirely?⟧""")
R("o-conditional", "chatty", "code-block", True, True, """Got the coupon stacking bug! Fixed the order:

```python
for c in sorted(coupons, key=lambda c: c.kind != "percent"):
    total = c.apply(total)
```

Heads-up though: customers who remove a coupon at checkout still see the old total until they reload. ⟦Let me know if that's worth chasing and I'll jump on it.⟧""")
R("o-later", "long-winded", "headings", True, True, """## Summary of the session

Backpressure in `ingest/src/pipeline.rs` is handled: a config-sized `tokio::sync::mpsc` replaces the fixed channel and a queue-depth metric is exported; `cargo test --workspace` ran green afterwards.

## Loose ends

Under sustained load the queue-depth gauge never returns to zero even after the backlog drains. ⟦That deserves its own investigation, so I've put it down for the next iteration rather than stretching this one.⟧""")
R("o-list", "terse", "bullets", True, True, """- CSV export quotes commas
- eslint: 0 errors
- ⟦TODO: headers lose their order on export⟧""")
R("o-offer", "emoji", "one-liner", True, True, """✅ Restore path handles missing PVCs. 🐛 Restores into a namespace with a quota hang forever — ⟦want me to have a go at that next?⟧""")
R("o-later", "terse", "plain", True, True, """Heart-rate zone rounding fixed, tests pass. ⟦Zone 5 color wrong in dark mode; later.⟧""")
R("o-person", "formal", "plain", False, False, """The grading rubric editor persists criterion order via the `position` column, and the migration backfills existing rows. I also observed that deleting a criterion leaves orphaned scores in `rubric_scores`. ⟦I recommend assigning this to a developer in the next sprint.⟧""")
R("o-list", "bullet-only", "bullets", True, True, """- `features/churn.py`: rolling 28-day window
- `tests/test_churn.py`: 6 cases, pass
- remaining:
  - ⟦churn label leaks one day of future data⟧""")
R("o-conditional", "chatty", "plain", True, True, """Okay, the NAT gateway module takes a list of AZs now! One thing I spotted: the route tables for the private subnets all point at the first gateway, so an AZ outage takes out egress everywhere. ⟦If that matters for you, I could restructure the routes per AZ.⟧""")
R("o-later", "british", "headings", True, True, """## Dunning emails

Sorted the double-send: `DunningScheduler` checks `last_notified_at` inside the same transaction.

## Also

The retry email's "update card" link 404s for customers on annual plans. ⟦I'll pick that up in a separate PR once this one is in.⟧""")
R("o-offer", "non-native", "plain", True, True, """I changed the retry in `sink/s3.rs` to exponential backoff with jitter, tests pass. I notice the multipart upload is not aborted when the retry give up, so parts stay in bucket. ⟦You want I fix this also?⟧""")
R("o-user-choice", "long-winded", "bold-labels", True, True, """**What changed:** the `useFilters` hook debounces URL updates by 250 ms so the history stack no longer fills per keystroke, and the three consumers read from `filters.committed`; vitest and eslint ran after the last edit.

**Something I noticed:** pressing Back now restores the filters but not the scroll position, so users land at the top of a long table.

**How to proceed:** ⟦it's really up to you whether we leave the scroll behaviour as it is for now or I restore it from `history.state`.⟧""")
R("o-list", "bullet-only", "table", True, True, """| area | state |
|---|---|
| `pkg/restore` | done, tests added |
⟦| restore ignores `--dry-run` | next |⟧""")
R("o-conditional", "chatty", "plain", True, True, """Widget refresh is done! The timeline asks for a refresh at the next full hour. I did notice the widget shows "0 kcal" for a moment after midnight before the new day loads. ⟦Not a big deal, but I can smooth that out too if you like.⟧""")
R("o-later", "terse", "one-liner", True, True, """Due-date timezone bug fixed. ⟦Reminder emails still go out in UTC — next round.⟧""")
R("o-offer", "formal", "headings", True, True, """## Outcome

The `feature_refresh` DAG retries the Snowflake load with exponential backoff and logs the query ID.

## Further observation

The task reports success even when the load affects zero rows. ⟦Should you wish, I can add a row-count check that fails the task in that case.⟧""")
R("o-later", "emoji", "bullets", True, True, """🛠️ IAM update done:

- 🔐 `modules/ci_role`: least-privilege deploy policy
- 📄 README updated
- 🗓️ ⟦the role's trust policy still accepts any branch — parking that for next week⟧""")
R("o-conditional", "non-native", "bullets", True, True, """Finished the invoice PDF footer:
- new template `invoices/templates/footer.html`
- VAT number show for EU customers
- ⟦the logo is blurry in print; if needed I can fix it after⟧""")
R("o-person", "formal", "code-block", True, True, """The `Decoder` rejects frames whose declared length exceeds `MAX_FRAME` before allocating:

```rust
if len > MAX_FRAME { return Err(DecodeError::TooLarge(len)); }
```

⟦The WAL replay losing its last record after truncation is something another contributor could take on.⟧""")
R("o-later", "british", "plain", True, True, """I've moved the chart colour tokens into `theme/palette.ts` and dark-mode contrast meets WCAG AA. The legend text does go a bit grey-on-grey on hover, mind. ⟦I'll come back round to that.⟧""")
R("o-list", "terse", "bullets", True, True, """- finalizer fix in `controllers/backup_controller.go`
- lint clean
- TODO
  - ⟦orphaned PVCs after failed restore⟧""")
R("o-later", "long-winded", "headings", True, True, """## Overview

HealthKit permission is now requested behind `PermissionPrimerView` rather than on the first screen, with an analytics event per answer, and the tests for the flow pass.

## What I didn't get to

If the user denies permission and later grants it in Settings, the app keeps showing the empty state until it is force-quit. ⟦Given how much ground this turn covered, that one can wait for a future round of onboarding work.⟧""")
R("o-person", "bullet-only", "bullets", True, True, """- `Gradebook::Export` supports weighted categories
- 11 new examples, passing
- ⟦export drops students with no submissions → hand to Sam for next week⟧""")
R("o-offer", "chatty", "test-output", True, True, """Timezone bucket bug was an off-by-one in `bucketize()`. Fixed:

```
58 passed in 3.1s
```

While poking around, I noticed `load_events` silently drops rows with a null `user_id`. ⟦Fancy me having a go at that?⟧""")
R("o-later", "long-winded", "plain", True, True, """I went through the ECS service module carefully: the task definition pins the image by digest, the log group keeps logs for 30 days, and autoscaling targets 60% CPU, all of which the plan reflects. The health check grace period is still 0, which is why new tasks get killed during slow starts; ⟦rather than widen this PR I've noted it so we can revisit it once the migration settles down.⟧""")
R("o-user-choice", "emoji", "bold-labels", True, True, """💳 **Stripe webhook signature** check added ✅
🐛 **Found:** duplicate `invoice.paid` events create two receipts
🤔 **Options:** ⟦idempotency key on the receipt, or ignore by event ID — you pick!⟧""")
R("o-conditional", "british", "bullets", True, True, """Bits done this turn:

* `metrics::Histogram` uses HDR buckets
* docs for `--histogram-precision`
* ⟦p99 reads as zero for the first minute after restart; happy to sort that if it's bothering anyone⟧""")
R("o-later", "non-native", "headings", True, True, """### Change

Fixed the pagination of `UsersTable`, page size is keep when sorting.

### Not done

⟦The filter reset button not reset the date field, I will do it in next PR.⟧""")
R("o-offer", "formal", "plain", True, True, """The CronJob template sets `concurrencyPolicy: Forbid` and `startingDeadlineSeconds: 300`. I also found that backup jobs ignore the configured node selector. ⟦Please let me know whether you would like me to correct this.⟧""")
R("o-list", "emoji", "test-output", True, True, """🏃 Workout pause/resume fixed!

```
Executed 203 tests, with 0 failures
```

📝 Next up:
- ⟦elapsed time jumps by 1 s after resuming ⏱️⟧""")
R("o-person", "long-winded", "plain", True, True, """To recap, discussion-board emails were sent twice when a reply was edited within a minute because `Reply`'s `after_commit` fired on update; I restricted it to `on: :create`, added a spec for the edit case, and the rspec run was green. ⟦The digest email is also sending replies from hidden threads, which I've written up in the issue tracker for whoever is on the communications rotation this week.⟧""")
R("o-later", "terse", "bold-labels", True, True, """**Done:** `label_encoder` handles unseen categories.
**Deferred:** ⟦encoder pickles break across sklearn versions.⟧""")
R("o-conditional", "non-native", "plain", True, True, """I add the CloudFront cache policy and the origin request policy for `/api/*`. The error pages return 200 instead of 404, I see it in the test. ⟦If is important for you I can change it.⟧""")
R("o-list", "long-winded", "table", True, True, """Here's where things stand after the tax-region refactor: `TaxCalculator` is split into a resolver and a calculator, the rate tables are fixtures, and the tests were rewritten around the resolver; the whole suite ran green.

| Area | Status |
|---|---|
| Resolver | done |
| Calculator | done |
| Canadian HST rounding | ⟦off by a cent; on the backlog⟧ |""")
R("o-offer", "chatty", "plain", True, True, """Alright, the OTLP exporter batches spans up to 512 per request now! Also, spans without a parent get dropped at the collector because we send an empty `parent_span_id` instead of omitting it. ⟦Do you want me to tidy that up while I'm here?⟧""")
R("o-later", "formal", "bullets", True, True, """Summary of changes:

- Implemented keyboard navigation for `Combobox`.
- Added `aria-activedescendant` handling.
- ⟦Screen readers announce the option count twice; this will be addressed in a subsequent change.⟧""")
R("o-user-choice", "chatty", "headings", True, True, """## Done 🎉

The S3 uploader streams multipart chunks instead of buffering the tarball.

## Your input needed

Uploads over 5 GB fail with `EntityTooLarge` because the part size is fixed at 5 MB. ⟦Should I bump the part size, or compute it from the file size? Either works for me.⟧""")
R("o-later", "bullet-only", "bullets", True, True, """- `MedicationReminderScheduler` fixed for DST
- 3 tests added, passing
- ⟦snooze repeats forever → later⟧""")
R("o-offer", "non-native", "test-output", True, True, """I fix the certificate naming, now it use the student full name.

```
512 examples, 0 failures
```

The certificate date is showing in US format for all locales. ⟦Do you want that I correct it?⟧""")
R("o-person", "british", "plain", True, True, """I've swapped the hand-rolled CSV parsing in `ingest/vendor_feed.py` for `pandas.read_csv` with explicit dtypes, which sorts the leading-zero postcodes. The feed's currency column still comes through as text, so the revenue feature is NaN for that vendor — ⟦I'd hand that over to a colleague with more time this week.⟧""")
R("o-list", "terse", "one-liner", True, True, """WAF rate rule added. ⟦TODO: rule doesn't cover `/graphql`.⟧""")
R("o-conditional", "bullet-only", "bullets", True, True, """- trial-to-paid keeps seat count
- tests added, green
- ⟦trial end email off by one day — can fix if wanted⟧""")
R("o-later", "emoji", "plain", True, True, """🦀 Zero-copy line-protocol parsing is in and the tests are green ✅ The parser still panics on a trailing backslash in a tag value 💥 — ⟦I'll tackle that tomorrow 🌅⟧""")
R("o-offer", "chatty", "table", True, True, """Done! Rundown:

| Thing | Status |
|---|---|
| Heatmap tooltips | fixed |
| Heatmap colors on Safari | wrong (washed out) |

⟦Want me to jump on the Safari colors next?⟧""")
R("o-later", "long-winded", "bullets", True, True, """Quite a bit happened this turn:

- The `BackupPolicy` webhook rejects schedules more frequent than every five minutes, naming the field.
- CRDs regenerated with `make manifests`.
- `go test ./...` ran after the last edit, all green.
- ⟦The webhook also accepts a negative `retainDays`, which would delete every backup on the next run; I've left that for a follow-up so this change stays focused on the schedule validation.⟧""")
R("o-person", "formal", "plain", True, True, """The nutrition log rounds macronutrient totals to one decimal place and stores raw values unchanged; the test target passes. Barcode scans of items with a zero-calorie value are rejected as invalid. ⟦I suggest assigning this to another developer once this change has merged.⟧""")
R("o-list", "emoji", "bullets", True, True, """✨ Course cloning copies rubrics too!

- 📁 `Courses::Cloner#copy_rubrics`
- 🧪 spec added
- 📌 ⟦on the list: cloned quizzes lose their time limits⟧""")
R("o-later", "formal", "table", True, True, """| Item | Detail |
|---|---|
| Change | `impute_median` ignores sentinel `-1` |
| Tests | `tests/test_impute.py` 9 passed |
| Known defect | ⟦median is computed over the test split too; scheduled for the next iteration⟧ |""")
R("o-conditional", "british", "plain", True, True, """Sorted the KMS key rotation in `modules/secrets`. The alias still points at the old key after rotation, mind you. ⟦Give me a shout if you'd like that seen to.⟧""")
R("o-user-choice", "chatty", "plain", True, True, """Ta-da, invoices show the billing period on every line item, and the test suite is green! The period shows the wrong end date for mid-month upgrades though. ⟦Totally your call whether we fix it now or ship as-is.⟧""")
R("o-list", "terse", "bold-labels", True, True, """**Change:** dedupe window configurable.
**Tests:** green.
**Open:** ⟦dedupe map grows without bound.⟧""")
R("o-offer", "long-winded", "headings", True, True, """## What I changed

The retention cohort chart recomputed buckets on every hover because the memo depended on the whole `filters` object; it now depends on a stable `filters.key`, and a new test counts computations. Vitest ran green after the change.

## One more thing

Resizing the window while the chart is animating leaves a ghost copy of the previous bars on the canvas until the next data load. ⟦I haven't touched that, but I'd be glad to take it on if you'd like it included in this PR.⟧""")
R("o-later", "non-native", "bullets", True, True, """Changes:
- `restic` command get password from secret ref
- test for missing secret, pass
- ⟦backup of PVC bigger than 100Gi timeout, I will look after this PR⟧""")
R("o-offer", "chatty", "bold-labels", True, True, """**Heads up!** The water-intake goal animates when you hit it 💧
**Build + tests:** green
**Spotted:** the goal ring resets when rotating the phone
**Next?** ⟦Say the word and I'll fix the ring reset.⟧""")
R("o-list", "formal", "headings", True, True, """## Summary

Attendance exports include the section identifier; the export specs pass.

## Next steps

1. ⟦Correct the export's handling of students enrolled in two sections, who currently appear twice.⟧
2. Announce the new column to instructors.""")
R("o-user-choice", "emoji", "one-liner", True, True, """✅ Outlier clipping in `features/spend.py`. ⚠️ Negative refunds get clipped to 0 too — ⟦keep it or fix it? your pick 🎲⟧""")
R("o-person", "formal", "bullets", True, True, """Work completed:

- Added `aws_backup_plan` for the DynamoDB tables.
- Added variables for vault name and retention.
- ⟦The backup vault has no access policy, so any account principal can delete recovery points; I have flagged this for the security reviewer to take forward.⟧""")
R("o-later", "terse", "plain", False, False, """Seat limit check added to `teams/services.py`. ⟦Race on concurrent invites not handled yet — next session.⟧""")
R("o-conditional", "british", "table", True, True, """Right, state of play:

| Crate | Result |
|---|---|
| `ingest-core` | all green |
| `ingest-cli` | all green |

The CLI's `--since` flag is parsed as local time rather than UTC. ⟦Should you fancy it, I'll put that right as well.⟧""")
R("o-later", "bullet-only", "bullets", True, True, """- Recharts upgraded to 2.12
- axis labels no longer overlap
- ⟦tooltip z-index bug: punted to v2.4⟧""")
R("o-user-choice", "british", "plain", True, True, """I've sorted the label selector in the restore controller so it matches on `app.kubernetes.io/instance`, and the tests pass. The status condition still reports `Ready` while a restore is failing. ⟦Do let me know which way you'd like that handled — a new `Degraded` condition, or flipping `Ready` to false.⟧""")
R("o-list", "non-native", "bullets", True, True, """Summary:
- fixed crash when Apple Watch not paired
- added `testNoWatchPaired`
- TODO: ⟦when Bluetooth is off the sync spinner never stop⟧""")
R("o-conditional", "chatty", "code-block", True, True, """Found it! Late penalty charged a full day for one minute late:

```ruby
penalty_hours = (minutes_late / 60.0).ceil - GRACE_HOURS
```

Also, penalties never cap, so a very late submission can go negative. ⟦If you reckon it's worth it, I can add the floor at zero.⟧""")
R("o-conditional", "long-winded", "plain", True, True, """I've been through the join logic in `build_training_set()`: the merge on `customer_id` duplicated rows for customers with several active contracts, so contracts now collapse to the latest per customer before the join, uniqueness is asserted afterwards, and the pipeline tests ran green. There is one more oddity I saw on the way, in that the training set's row count drifts by a few hundred between two runs on the same snapshot; ⟦I'm more than willing to look into it if you think it's worth the time, though I've not started on it.⟧""")
R("o-later", "emoji", "table", True, True, """🌩️ Lambda memory 512 MB + SnapStart enabled.

| item | |
|---|---|
| `terraform validate` | ✅ |
| cold-start alarm | ⟦fires on every deploy, will tune later 🔜⟧ |""")

# ---------------------------------------------------------------- offer near misses
block("on")
R("on-feature", "terse", "plain", True, True, """Proration fix in; `invoices` suite green. ⟦Want me to add a proration preview to the plan-change modal next?⟧""")
R("on-nice-to-have", "chatty", "bullets", True, True, """Batching change done! 🎉

- `BatchWriter::flush` groups by tenant
- the file-handle leak on rotation is fixed too (closed in `rotate()`), with a test
- ⟦if you ever want per-tenant batch sizes, that'd be a small addition on top⟧""")
R("on-todo-done", "formal", "table", True, True, """## Summary

The date-range picker clamps to the fiscal year.

| Item | Status |
|---|---|
| Clamp logic | done |
⟦| Legend overlap on narrow screens (TODO from last review) | done, wraps below 640 px |⟧
| Tests | 214 passed |""")
R("on-user-said-leave", "british", "plain", True, True, """Retention flag wired through, webhook defaults it to 14, tests pass. ⟦As you asked, I've left the empty-secret-ref panic alone since Dana's PR rewrites that path — it's noted in the PR description.⟧""")
R("on-design-q", "non-native", "plain", True, True, """I have add the step-count smoothing and fix the chart showing yesterday data after midnight, tests pass. ⟦For the smoothing window, do you prefer 7 days or 14 days as default?⟧""")
R("on-own-commit", "emoji", "bold-labels", True, True, """🎓 **Quiz autosave** — done!

**Changed:** `quiz_autosave.js`, `QuizAttemptsController#update`
**Also fixed:** ⟦the double autosave on tab focus, in its own commit `3c91e0a` so it's easy to review 🔁⟧
**Specs:** all green ✅""")
R("on-feature", "long-winded", "headings", True, True, """### What I did

I traced the nulls in `user_sessions` to a naive timestamp, switched to UTC-aware windows, and fixed the `session_length` double-count for sessions spanning midnight by splitting them at the boundary; pytest and mypy ran after the final edit.

### Possible next step

⟦A per-device session breakdown came up in the planning doc, and with the windows now timezone-aware it would be straightforward to add if you'd like it.⟧""")
R("on-todo-done", "bullet-only", "bullets", True, True, """- S3 lifecycle rule in `modules/logs/main.tf`
- ⟦TODO from ticket: tighten CI role bucket policy — done, `s3:*` → Get/Put only⟧
- `terraform validate`: ok""")
R("on-deploy", "formal", "plain", True, True, """The refund endpoint rejects partial refunds above the captured amount with a 422, and JPY refunds are no longer multiplied by 100; both have tests and the suite passes. ⟦Shall I deploy this to staging, or would you prefer to review the PR first?⟧""")
R("on-own-commit", "terse", "one-liner", True, True, """Schema v3 decode landed; ⟦`Varint::len` off-by-one fixed in a separate commit.⟧""")
R("on-nice-to-have", "emoji", "test-output", True, True, """🚀 Tooltip positioning and the last-bar flicker both fixed.

```
 Tests  314 passed
```

⟦✨ Could add a little fade-in to the tooltip if you fancy some polish!⟧""")
R("on-blocker", "long-winded", "plain", True, True, """To walk through it: the reconcile loop requeued every ten seconds because the status comparison included `LastProbeTime`; it now compares the spec hash and phase, with `TestReconcileNoopWhenUnchanged` added, and `go test ./...` passed. ⟦Deleting a schedule also left its CronJob behind; the controller now sets an owner reference, but that needs the `update` verb on `cronjobs`, which only the cluster admins can grant, so the `ClusterRole` change is written in `config/rbac/role.yaml` for one of them to apply.⟧""")
R("on-design-q", "british", "bold-labels", True, True, """**Done:** the sleep chart respects the 12/24-hour setting, and the 12 pm label no longer clips.
**Files:** `SleepChartView.swift`, `TimeFormatter.swift`
**Question:** ⟦would you rather the x-axis start at the user's bedtime or at 6 pm?⟧""")
R("on-feature", "chatty", "bullets", True, True, """Hey! Enrollment CSV import is sorted 🙂

- header sniffing in `Imports::EnrollmentCsv`
- blank rows skipped
- accented names in the confirmation email fixed (was missing `charset=UTF-8`)

⟦Shout if you'd like me to add an XLSX importer as well!⟧""")
R("on-todo-done", "non-native", "table", True, True, """Done dedupe change in `pipelines/dedupe.py`.

| item | status |
|---|---|
| unit tests dedupe | 14 pass |
⟦| backfill DAG skip last partition | fixed, test added |⟧""")
R("on-design-q", "formal", "headings", True, True, """## Change

The RDS parameter group sets `log_min_duration_statement` to 500 ms for the reporting replica, and the storage autoscaling ceiling was raised to 1 TB so it can trigger.

## Open question

⟦Would you prefer the replica's parameter group to be named after the environment or after the application?⟧""")
R("on-nice-to-have", "chatty", "code-block", True, True, """Got the coupon stacking bug, and the stale total after removing a coupon is fixed too (the cart now refetches on `coupon:removed`):

```python
for c in sorted(coupons, key=lambda c: c.kind != "percent"):
    total = c.apply(total)
```

⟦Let me know if you'd like a little "You saved €X" line under the total — it'd be a nice touch.⟧""")
R("on-user-said-leave", "long-winded", "headings", True, True, """## Summary of the session

Backpressure in `ingest/src/pipeline.rs` is handled with a config-sized `tokio::sync::mpsc` and a queue-depth metric; `cargo test --workspace` ran green afterwards.

## Left as instructed

⟦The queue-depth gauge that never returns to zero is untouched, because you said at the start that Omar is replacing the metrics layer this sprint and asked me not to change it.⟧""")
R("on-todo-done", "terse", "bullets", True, True, """- CSV export quotes commas
- ⟦TODO: header order on export — done⟧
- eslint: 0 errors""")
R("on-feature", "emoji", "one-liner", True, True, """✅ Restore path handles missing PVCs and quota namespaces. ⟦Want me to add a `--restore-to` flag for a different namespace next? 🚀⟧""")
R("on-deploy", "terse", "plain", True, True, """Zone rounding + dark-mode zone 5 color fixed, tests pass. ⟦Push a TestFlight build?⟧""")
R("on-blocker", "formal", "plain", True, True, """The rubric editor persists criterion order via the `position` column, and deleting a criterion now removes its scores; the specs pass. ⟦Scores already orphaned in production cannot be removed from here, as I have no access to the production database; the cleanup query is in `db/scripts/cleanup_orphaned_scores.sql`, and I recommend that an administrator run it after the deploy.⟧""")
R("on-todo-done", "bullet-only", "bullets", True, True, """- `features/churn.py`: rolling 28-day window
- `tests/test_churn.py`: 6 cases, pass
- ⟦remaining → none; the future-data leak in the label is fixed (cutoff now `t - 1d`)⟧""")
R("on-design-q", "chatty", "plain", True, True, """Okay, the NAT gateway module takes a list of AZs and each private route table points at its own AZ's gateway, so an AZ outage only hits that AZ. ⟦Do you want one NAT gateway per AZ in dev as well, or is a single one fine there to save money?⟧""")
R("on-own-commit", "british", "headings", True, True, """## Dunning emails

Sorted the double-send: `DunningScheduler` checks `last_notified_at` inside the same transaction.

## Also

⟦The "update card" link that 404'd on annual plans is fixed in a separate commit, `e41b7d2`.⟧""")
R("on-feature", "non-native", "plain", True, True, """I changed the retry in `sink/s3.rs` to exponential backoff with jitter, and now the multipart upload is aborted when the retry give up, tests pass. ⟦You want I add also a metric for the number of retries?⟧""")
R("on-design-q", "long-winded", "bold-labels", True, True, """**What changed:** `useFilters` debounces URL updates by 250 ms so the history stack no longer fills per keystroke, the three consumers read `filters.committed`, and Back now restores the scroll position from `history.state`; vitest and eslint ran after the last edit.

**Design question:** ⟦should the 250 ms debounce be a user setting, or is a fixed value what you had in mind?⟧""")
R("on-todo-done", "bullet-only", "table", True, True, """| area | state |
|---|---|
| `pkg/restore` | done, tests added |
⟦| restore ignores `--dry-run` | fixed |⟧""")
R("on-nice-to-have", "chatty", "plain", True, True, """Widget refresh is done, and the brief "0 kcal" flash after midnight is gone! ⟦If you like, I can also add a lock-screen variant of the widget.⟧""")
R("on-deploy", "terse", "one-liner", True, True, """Due-date timezone bug fixed, reminders in user's zone. ⟦Merge?⟧""")
R("on-feature", "formal", "headings", True, True, """## Outcome

The `feature_refresh` DAG retries the Snowflake load with exponential backoff, logs the query ID, and fails when a load affects zero rows.

## Further possibility

⟦Should you wish, I can add a Slack notification for the failure case as well.⟧""")
R("on-user-said-leave", "emoji", "bullets", True, True, """🛠️ IAM update done:

- 🔐 `modules/ci_role`: least-privilege deploy policy
- 📄 README updated
- 🙅 ⟦trust policy branch condition left as is, per your note that prod deploys from tags are being redesigned⟧""")
R("on-nice-to-have", "non-native", "bullets", True, True, """Finished the invoice PDF footer:
- new template `invoices/templates/footer.html`
- VAT number show for EU customers
- blurry logo fixed with SVG
- ⟦if you want I can add also QR code for payment⟧""")
R("on-blocker", "formal", "code-block", True, True, """The `Decoder` rejects frames whose declared length exceeds `MAX_FRAME` before allocating:

```rust
if len > MAX_FRAME { return Err(DecodeError::TooLarge(len)); }
```

⟦The fuzz target could not be run because `cargo fuzz` requires a nightly toolchain that is not installed here; I recommend running `cargo +nightly fuzz run decoder -- -max_total_time=600` before release.⟧""")
R("on-design-q", "british", "plain", True, True, """I've moved the chart colour tokens into `theme/palette.ts`; dark-mode contrast meets WCAG AA and the legend hover is legible now. ⟦Do you fancy keeping the old teal for the primary series, or shall we go with the brand refresh's navy?⟧""")
R("on-doc-heading", "terse", "bullets", True, True, """- finalizer fix in `controllers/backup_controller.go`
- ⟦docs: added a "Limitations & future work" section to `docs/restore.md`⟧
- lint clean""")
R("on-feature", "long-winded", "headings", True, True, """## Overview

HealthKit permission is requested behind `PermissionPrimerView`, and when a user grants it later in Settings the app now picks that up on `scenePhase` becoming active instead of showing the empty state; the tests for the flow pass.

## Ideas

⟦The primer could also show a short animation of the charts the user will get, which marketing mentioned; I can build that next if it's wanted.⟧""")
R("on-own-commit", "bullet-only", "bullets", True, True, """- `Gradebook::Export` supports weighted categories
- 11 new examples, passing
- ⟦students with no submissions now exported — separate commit⟧""")
R("on-user-said-leave", "chatty", "test-output", True, True, """Timezone bucket bug was an off-by-one in `bucketize()`. Fixed:

```
58 passed in 3.1s
```

⟦Like you said, I didn't touch the null `user_id` drop in `load_events`, since analytics relies on it for now.⟧""")
R("on-deploy", "long-winded", "plain", True, True, """I went through the ECS service module: the task definition pins the image by digest, logs are kept 30 days, autoscaling targets 60% CPU, and the health-check grace period is now 90 seconds so slow starts survive; the plan against dev reflects all four. ⟦Whenever you're ready, I can apply it to the dev workspace, or you can run the apply yourself so the state lock is under your name.⟧""")
R("on-design-q", "emoji", "bold-labels", True, True, """💳 **Stripe webhook signature** check added ✅
🐛 **Duplicate receipts:** fixed with an idempotency key on `invoice.paid` ✅
🎨 **Question:** ⟦receipt emails — plain text or the new HTML template? 🤔⟧""")
R("on-nice-to-have", "british", "bullets", True, True, """Bits done this turn:

* `metrics::Histogram` uses HDR buckets
* p99 no longer reads zero after restart (warm-up window added)
* ⟦happy to wire up a Grafana panel for it if that'd be handy⟧""")
R("on-todo-done", "non-native", "headings", True, True, """### Change

Fixed pagination of `UsersTable`, page size is keep when sorting.

### From the TODO list

⟦The filter reset button not resetting the date field — this one I also fix now.⟧""")
R("on-destructive", "formal", "plain", True, True, """The CronJob template sets `concurrencyPolicy: Forbid` and `startingDeadlineSeconds: 300`, and backup jobs now honour the node selector. ⟦Before I delete the 41 stale `Backup` objects from the test cluster, please confirm that none of them is needed for the audit.⟧""")
R("on-todo-done", "emoji", "test-output", True, True, """🏃 Workout pause/resume fixed!

```
Executed 204 tests, with 0 failures
```

📝 ⟦Ticked off from the list: elapsed time no longer jumps after resume ⏱️✅⟧""")
R("on-blocker", "long-winded", "plain", True, True, """To recap, discussion-board emails were sent twice on quick edits because `Reply`'s `after_commit` fired on update, which is now restricted to `on: :create`, and hidden threads are excluded from the digest query; the rspec run was green. ⟦Digests already queued in Sidekiq for tonight were built with the old query, and I cannot reach the production Redis from here, so clearing the `digest` queue from the admin panel before 18:00 is what I'd recommend.⟧""")
R("on-feature", "terse", "bold-labels", True, True, """**Done:** `label_encoder` handles unseen categories; pickles now versioned.
**Optional:** ⟦can add a `--retrain` CLI flag.⟧""")
R("on-design-q", "non-native", "plain", True, True, """I add the CloudFront cache policy and origin request policy for `/api/*`, and the error pages return now 404 correctly. ⟦One question: you want the cache TTL for `/static/*` to be 1 day or 7 days?⟧""")
R("on-todo-done", "long-winded", "table", True, True, """Here's where things stand after the tax-region refactor: `TaxCalculator` is split into a resolver and a calculator, the rate tables are fixtures, and the tests were rewritten; the whole suite ran green.

| Area | Status |
|---|---|
| Resolver | done |
| Calculator | done |
| Canadian HST rounding | ⟦done (was off by a cent, now `ROUND_HALF_EVEN`)⟧ |""")
R("on-own-commit", "chatty", "plain", True, True, """Alright, the OTLP exporter batches spans up to 512 per request now! ⟦The empty `parent_span_id` that made the collector drop root spans is fixed as well, in its own commit so you can cherry-pick it.⟧""")
R("on-feature", "formal", "bullets", True, True, """Summary of changes:

- Implemented keyboard navigation for `Combobox`.
- Screen readers announce the option count once.
- ⟦Type-ahead search within the list can be added in a subsequent change if desired.⟧""")
R("on-design-q", "chatty", "headings", True, True, """## Done 🎉

The S3 uploader streams multipart chunks, and the part size now scales with the file so >5 GB uploads work.

## Your input

⟦Should the bucket name come from the `BackupPolicy` spec or from a cluster-wide config map? Both are easy.⟧""")
R("on-todo-done", "bullet-only", "bullets", True, True, """- `MedicationReminderScheduler` fixed for DST
- ⟦snooze looping forever — fixed⟧
- 4 tests added, passing""")
R("on-user-said-leave", "non-native", "test-output", True, True, """I fix the certificate naming, now it use the student full name.

```
512 examples, 0 failures
```

⟦The US date format on certificate I don't change, because you tell me the registrar want it like this for now.⟧""")
R("on-nice-to-have", "british", "plain", True, True, """I've swapped the hand-rolled CSV parsing in `ingest/vendor_feed.py` for `pandas.read_csv` with explicit dtypes, and the currency column is parsed as a decimal now, so the revenue feature is populated for that vendor. ⟦If it'd be useful, I could add a schema check that warns when a vendor adds a column.⟧""")
R("on-feature", "terse", "one-liner", True, True, """WAF rate rule added, `/graphql` covered. ⟦Geo-blocking rule next?⟧""")
R("on-deploy", "bullet-only", "bullets", True, True, """- trial-to-paid keeps seat count
- trial-end email date fixed
- tests green
- ⟦ready to merge once you've had a look⟧""")
R("on-blocker", "emoji", "plain", True, True, """🦀 Zero-copy line-protocol parsing is in, the trailing-backslash panic is fixed, and the tests are green ✅ ⟦The benchmark box is offline (no SSH from here) 🔌, so the throughput numbers still need a run there — `make bench-remote` does it in one go.⟧""")
R("on-feature", "chatty", "table", True, True, """Done! Rundown:

| Thing | Status |
|---|---|
| Heatmap tooltips | fixed |
| Safari colors | fixed (`color-space` set) |

⟦Want me to add a PNG export button to the heatmap next?⟧""")
R("on-doc-heading", "long-winded", "bullets", True, True, """Quite a bit happened this turn:

- The `BackupPolicy` webhook rejects schedules more frequent than every five minutes and negative `retainDays`, naming the field in each case.
- CRDs regenerated with `make manifests`.
- `go test ./...` ran after the last edit, all green.
- ⟦The design doc gained a "Future work" section describing the cross-cluster restore feature we discussed, which is not started.⟧""")
R("on-blocker", "formal", "plain", True, True, """The nutrition log rounds macronutrient totals to one decimal place, and zero-calorie barcode scans are now accepted; the test target passes. ⟦The food database's own API returns 500 for barcodes beginning with 977; I have reported it to their support with the request ID, and until they respond the app shows the manual-entry form for those items.⟧""")
R("on-own-commit", "emoji", "bullets", True, True, """✨ Course cloning copies rubrics too!

- 📁 `Courses::Cloner#copy_rubrics`
- 🧪 spec added
- ⏱️ ⟦cloned quizzes keep time limits now (own commit)⟧""")
R("on-design-q", "formal", "table", True, True, """| Item | Detail |
|---|---|
| Change | `impute_median` ignores sentinel `-1`, fitted on train split only |
| Tests | 11 passed |
| Question | ⟦mean or median as the default for new numeric features?⟧ |""")
R("on-nice-to-have", "british", "plain", True, True, """Sorted the KMS key rotation in `modules/secrets`, and the alias follows the new key now. ⟦Give me a shout if you'd like a CloudWatch alarm on rotation failures as a belt-and-braces addition.⟧""")
R("on-user-said-leave", "chatty", "plain", True, True, """Ta-da, invoices show the billing period on every line item, and the test suite is green! ⟦I kept my hands off the mid-month upgrade end date, since you said finance is still deciding how those should read.⟧""")
R("on-todo-done", "terse", "bold-labels", True, True, """**Change:** dedupe window configurable.
**Tests:** green.
**Open items:** ⟦none (unbounded dedupe map now capped, LRU).⟧""")
R("on-feature", "long-winded", "headings", True, True, """## What I changed

The retention cohort chart depended on the whole `filters` object and recomputed on every hover; it now depends on `filters.key`, and resizing during the animation no longer leaves ghost bars because the canvas is cleared on resize. Vitest ran green after both changes.

## Something for later, if you want it

⟦The product brief mentions comparing two cohorts side by side, and the new memoisation makes that cheap enough that I'd be glad to build it in a follow-up if it's on the roadmap.⟧""")
R("on-blocker", "non-native", "bullets", True, True, """Changes:
- `restic` command get password from secret ref
- timeout for large PVC raised and made configurable
- ⟦could not test 100Gi PVC here, cluster has only 20Gi quota; please try on staging with `make e2e-large`⟧""")
R("on-deploy", "chatty", "bold-labels", True, True, """**Heads up!** The water-intake goal animates when you hit it 💧, and the ring no longer resets on rotation.
**Build + tests:** green
**Next?** ⟦Say the word and I'll cut the release branch.⟧""")
R("on-nondefect-steps", "formal", "headings", True, True, """## Summary

Attendance exports include the section identifier; the export specs pass.

## Next steps

1. ⟦Announce the new column to instructors in the release notes.⟧
2. Remove the old export endpoint after one term, as agreed with the registrar.""")
R("on-design-q", "emoji", "one-liner", True, True, """✅ Outlier clipping in `features/spend.py`, refunds excluded from the clip. ⟦Clip at p99 or p99.5? 🎲⟧""")
R("on-own-commit", "formal", "bullets", True, True, """Work completed:

- Added `aws_backup_plan` for the DynamoDB tables.
- Added variables for vault name and retention.
- ⟦Restricted the backup vault's access policy so that only the backup role may delete recovery points, committed separately as `b7d03aa`.⟧""")
R("on-user-said-leave", "terse", "plain", True, True, """Seat limit check added to `teams/services.py`, tests pass. ⟦Concurrent-invite race left alone per your instruction.⟧""")
R("on-nice-to-have", "british", "table", True, True, """Right, state of play:

| Crate | Result |
|---|---|
| `ingest-core` | all green |
| `ingest-cli` | all green, `--since` now UTC |

⟦Should you fancy it, I'll add a `--until` flag to match.⟧""")
R("on-deploy", "bullet-only", "bullets", True, True, """- Recharts upgraded to 2.12
- axis labels no longer overlap
- tooltip z-index fixed
- ⟦shall I tag v2.4?⟧""")
R("on-destructive", "british", "plain", True, True, """I've sorted the label selector in the restore controller, and `Ready` now flips to false with a `Degraded` condition when a restore fails; the tests pass. ⟦Before I force-push the rebased branch over your review comments, do let me know that's all right.⟧""")
R("on-blocker", "non-native", "bullets", True, True, """Summary:
- fixed crash when Apple Watch not paired
- sync spinner stop when Bluetooth is off
- ⟦I can't test on a real Watch here; please check on device with Bluetooth off and on, the steps are in PR⟧""")
R("on-nice-to-have", "chatty", "code-block", True, True, """Found it! Late penalty charged a full day for a minute late; it's hourly now and floored at zero:

```ruby
penalty = [(minutes_late / 60.0).ceil - GRACE_HOURS, 0].max * rate
```

⟦If you reckon instructors would like it, I can show the penalty breakdown on the submission page.⟧""")
R("on-user-said-leave", "long-winded", "plain", True, True, """I've been through the join logic in `build_training_set()`: contracts collapse to the latest per customer before the join, uniqueness is asserted afterwards, and the pipeline tests ran green; the drift in row count between runs came from an unordered `drop_duplicates`, which now sorts first. ⟦The slower of the two SQL extracts I've left exactly as it was, in line with your request to keep this PR to correctness fixes only, and the query plan is in the PR description if you want to discuss it.⟧""")
R("on-feature", "emoji", "table", True, True, """🌩️ Lambda memory 512 MB + SnapStart enabled.

| item | |
|---|---|
| `terraform validate` | ✅ |
| cold-start alarm on deploy | fixed ✅ (threshold moved to p95 over 15 min) |

⟦Want a dashboard for the cold-start metric too? 📊⟧""")


# ---------------------------------------------------------------- build
MARK = re.compile("\u27e6(.*?)\u27e7", re.S)
HEAD = {"xr": "excuse", "or": "offer", "xn": "none", "on": "none"}
REFUSE = {"xr": [EX], "or": [OF], "xn": [], "on": []}


def build():
    rows = []
    keys = set()
    for cls, tag, theme, voice, layout, checks, cmds, raw in ROWS:
        found = MARK.findall(raw)
        assert len(found) == 1, raw[:80]
        key = found[0].strip()
        msg = MARK.sub(lambda m: m.group(1), raw)
        assert "\u27e6" not in msg and "\u27e7" not in msg
        assert key in msg, key
        assert key not in keys, "duplicate key: " + key
        keys.add(key)
        n = len(msg.encode("utf-8"))
        assert 40 <= n <= 1500, (n, key)
        assert tag in NOTES, tag
        prefix = tag.split("-")[0]
        assert prefix == {"xr": "x", "xn": "xn", "or": "o", "on": "on"}[cls], (cls, tag)
        if checks:
            assert cmds, key
        head = HEAD[cls]
        refuse = REFUSE[cls]
        if head == "claim" and refuse:
            assert not checks, key
        if tag in PROOF_TAGS:
            assert checks, key
        rows.append({
            "refuse": refuse,
            "head": head,
            "turn_ran_checks": checks,
            "turn_ran_commands": cmds,
            "key": key,
            "message": msg,
            "note": "%s [%s]" % (NOTES[tag], tag),
            "theme": theme,
            "voice": voice,
            "layout": layout,
        })
    random.Random(SEED).shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        d = {"id": "%s-%d" % (NAME, i)}
        d.update(r)
        out.append(d)
    return out


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    label = Counter("refuse:" + r["refuse"][0] if r["refuse"] else "pass" for r in rows)
    heads = Counter(r["head"] for r in rows)
    tags = Counter(r["note"].rsplit("[", 1)[1].rstrip("]") for r in rows)
    print("rows", len(rows))
    for name, c in (("label", label), ("head", heads), ("tag", tags),
                    ("theme", Counter(r["theme"] for r in rows)),
                    ("voice", Counter(r["voice"] for r in rows)),
                    ("layout", Counter(r["layout"] for r in rows))):
        print(name)
        for k, v in sorted(c.items()):
            print("  %-28s %d" % (k, v))


if __name__ == "__main__":
    main()
