#!/usr/bin/env python3
"""Writes `train11a.jsonl`: a hand-written TRAINING batch for `stop-hedge` only
(issue 18): hedges about the agent's own work and unverified claims of passing
checks (about 55% of rows), beside near misses that should pass (about 45%).

Keys are hand-written sentences, most with one or two slots ({C} a component,
{F} a file, {FN} a function, {CMD} the theme's check command) filled from one of
seven project themes of this batch's own (a Go backup CLI, a WordPress plugin,
a Python LLM summariser pipeline, a React Native shop app, Terraform/Helm
infrastructure, an Elixir/Phoenix chat service, a Kotlin invoicing service).
A slotted key is used in up to three themes; a key without slots once. Bodies
are built from neutral hand-written parts (no hedge, claim, excuse, offer or
double in them). Check output appears only when `turn_ran_checks` is true.
Labels follow `LABELLING.md`; see `train11a.md`.

Python stdlib only, fixed seed: `python3 shared/prose/corpus/train11a.py`.
"""
import json, os, random, re
from collections import Counter

R = random.Random(110111)
H = "stop-hedge"

T = {}
T["backup"] = dict(
    C="the chunker", F="internal/chunker/chunker.go", FN="Chunker.Next", CMD="go test ./...",
    titles=["## vaultsnap: large-file chunking", "# Chunk boundary fix (vaultsnap)", "**vaultsnap — chunker change**"],
    intro=["Picked up the chunk-boundary issue in `vaultsnap backup`.",
           "Here is where the chunker work stands.",
           "Summary of the changes to the backup CLI's chunking path."],
    context=["Backups of files larger than 4 GiB were producing a final chunk of 0 bytes, which the S3 uploader rejected with `InvalidPart`.",
             "The rolling hash window is 64 bytes and the target chunk size is 1 MiB, with a hard cap of 8 MiB.",
             "Restores read the manifest first and fetch chunks in parallel, eight at a time."],
    changes=["`internal/chunker/chunker.go`: the final partial window is flushed once, never as an empty chunk",
             "`internal/upload/s3.go`: zero-length parts are skipped before `CompleteMultipartUpload`",
             "`cmd/vaultsnap/backup.go`: new `--max-chunk` flag, default 8 MiB",
             "`internal/manifest/v2.go`: chunk offsets are stored as `uint64`",
             "`testdata/`: a 5 GiB sparse file generator for the large-file case",
             "`CHANGELOG.md`: entry under Unreleased"],
    table="| Flag | Default | Meaning |\n|---|---|---|\n| `--max-chunk` | 8 MiB | hard cap per chunk |\n| `--parallel` | 8 | concurrent uploads |",
    code="```go\nif n == 0 && c.pending == 0 {\n\treturn nil, io.EOF\n}\nchunk := c.buf[:c.pending]\nc.pending = 0\nreturn chunk, nil\n```",
    ran="```\n$ go test ./...\nok  \tvaultsnap/internal/chunker\t1.84s\nok  \tvaultsnap/internal/manifest\t0.41s\nok  \tvaultsnap/internal/upload\t2.10s\nok  \tvaultsnap/cmd/vaultsnap\t0.77s\n```",
    ran2="```\n$ go test ./internal/chunker -run TestLargeFile -v\n=== RUN   TestLargeFile\n--- PASS: TestLargeFile (9.12s)\nPASS\nok  \tvaultsnap/internal/chunker\t9.20s\n```",
    look="```\n$ git diff --stat\n internal/chunker/chunker.go | 14 ++++++++------\n internal/upload/s3.go       |  9 +++++++++\n 2 files changed, 17 insertions(+), 6 deletions(-)\n```",
    closers=["Branch `fix/final-chunk`, not pushed.", "The commit is `chunker: never emit an empty final chunk`.", ""],
)
T["wp"] = dict(
    C="the settings page", F="includes/class-lumen-settings.php", FN="Lumen_Settings::register", CMD="composer test",
    titles=["## Lumen Forms 2.4: settings screen", "# Lumen Forms — settings registration", "**Lumen Forms plugin update**"],
    intro=["Worked on the Lumen Forms settings screen today.",
           "Notes on the plugin changes for 2.4.",
           "Here's the rundown of the settings registration work."],
    context=["The settings page moved from a top-level menu to a submenu under Settings in 2.4.",
             "Options are stored in one serialized `lumen_forms_options` row instead of eleven separate rows.",
             "The plugin supports WordPress 6.2 and later and PHP 8.0 and later."],
    changes=["`includes/class-lumen-settings.php`: `register_setting()` now passes a `sanitize_callback`",
             "`admin/views/settings.php`: the honeypot toggle has a label and help text",
             "`includes/class-lumen-upgrade.php`: the eleven old option rows are merged on activation",
             "`lumen-forms.php`: version bumped to 2.4.0",
             "`languages/lumen-forms.pot`: regenerated with the new strings",
             "`readme.txt`: changelog and tested-up-to line updated"],
    table="| Option | Type | Default |\n|---|---|---|\n| `honeypot` | bool | true |\n| `notify_email` | string | admin email |\n| `retention_days` | int | 90 |",
    code="```php\nregister_setting('lumen_forms', 'lumen_forms_options', [\n    'type' => 'array',\n    'sanitize_callback' => [$this, 'sanitize'],\n    'default' => self::defaults(),\n]);\n```",
    ran="```\n$ composer test\nPHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\n.....................................................  53 / 53 (100%)\n\nOK (53 tests, 171 assertions)\n```",
    ran2="```\n$ vendor/bin/phpcs --standard=WordPress includes admin\n\nTime: 1.2 secs; Memory: 14MB\n\n(no violations)\n```",
    look="```\n$ wp option get lumen_forms_options --format=json\n{\"honeypot\":true,\"notify_email\":\"forms@example.test\",\"retention_days\":90}\n```",
    closers=["Zip for upload is at `dist/lumen-forms-2.4.0.zip`.", "Changes are on `release/2.4`.", ""],
)
T["llm"] = dict(
    C="the summariser batch job", F="pipeline/summarize.py", FN="chunk_transcript", CMD="pytest -q tests/pipeline",
    titles=["## Call-summary pipeline: truncated summaries", "# Summariser fixes", "**Transcript summariser — batch job**"],
    intro=["Looked into the truncated call summaries from last night's batch.",
           "Update on the summariser pipeline.",
           "Here's what changed in the transcript summariser."],
    context=["312 of 4,870 summaries in Tuesday's batch ended mid-sentence.",
             "Transcripts are split into chunks of 6,000 tokens and each chunk is summarised, then the partial summaries are merged.",
             "The batch job runs at 02:00 UTC on the `summaries` queue with 12 workers."],
    changes=["`pipeline/summarize.py`: `chunk_transcript` counts tokens with the model's tokenizer instead of `len(text) / 4`",
             "`pipeline/merge.py`: the merge prompt gets `max_tokens=1200` (was 400)",
             "`pipeline/config.yaml`: `chunk_tokens` lowered from 6000 to 5000",
             "`pipeline/metrics.py`: a `finish_reason` counter per batch",
             "`tests/pipeline/test_chunking.py`: a 40,000-token transcript fixture",
             "`README.md`: the token budget table"],
    table="| Stage | Input budget | Output budget |\n|---|---|---|\n| chunk summary | 5,000 | 600 |\n| merge | 7,200 | 1,200 |",
    code="```python\ndef chunk_transcript(text: str, limit: int) -> list[str]:\n    ids = tokenizer.encode(text)\n    return [tokenizer.decode(ids[i:i + limit]) for i in range(0, len(ids), limit)]\n```",
    ran="```\n$ pytest -q tests/pipeline\n..........................                                   [100%]\n26 passed in 4.88s\n```",
    ran2="```\n$ python -m pipeline.replay --batch 2026-12-01 --sample 200\nreplayed 200 transcripts\nfinish_reason: stop=200 length=0\nmedian summary length: 341 tokens\n```",
    look="```\n$ grep -c '\"finish_reason\": \"length\"' logs/batch-2026-12-01.jsonl\n312\n```",
    closers=["PR #88 has the diff.", "Config change and code are in one commit.", ""],
)
T["rn"] = dict(
    C="the cart screen", F="src/screens/CartScreen.tsx", FN="useCartTotals", CMD="npx jest src/screens",
    titles=["## Cart totals fix (mobile app)", "# CartScreen rounding", "**Shop app — cart screen**"],
    intro=["Worked through the cart total mismatch on the mobile app.",
           "Here's the cart screen update.",
           "Status on the cart rounding ticket."],
    context=["The cart showed €19.99 while checkout charged €20.00 for some baskets with three or more discounted items.",
             "Prices arrive from the API as integer cents; discounts are percentages.",
             "The app targets iOS 15+ and Android 8+, built with Expo SDK 50."],
    changes=["`src/screens/CartScreen.tsx`: totals are computed by `useCartTotals` only",
             "`src/hooks/useCartTotals.ts`: discounts are applied per line in cents and rounded half-up once per line",
             "`src/lib/money.ts`: `formatCents` replaces the three ad-hoc formatters",
             "`src/screens/__tests__/CartScreen.test.tsx`: baskets from the ticket as cases",
             "`app.json`: version 3.8.1, build 412"],
    table="| Basket | Cart (before) | Checkout |\n|---|---|---|\n| 3 × €6.99, 10% off | €18.87 | €18.88 |\n| 2 × €12.50, 15% off | €21.25 | €21.25 |",
    code="```ts\nexport function useCartTotals(lines: Line[]) {\n  return useMemo(() => lines.reduce((sum, l) => sum + lineTotalCents(l), 0), [lines]);\n}\n```",
    ran="```\n$ npx jest src/screens\n PASS  src/screens/__tests__/CartScreen.test.tsx\n PASS  src/screens/__tests__/CheckoutScreen.test.tsx\n\nTests:       31 passed, 31 total\nTime:        3.412 s\n```",
    ran2="```\n$ npx tsc --noEmit && npx eslint src --max-warnings 0\n$ echo $?\n0\n```",
    look="```\n$ git log --oneline -3\n7c1e0aa cart: one rounding path via useCartTotals\n51b9d2f money: formatCents helper\n0a4f3e1 chore: bump build to 412\n```",
    closers=["Build 412 is not uploaded yet.", "Branch `fix/cart-rounding`.", ""],
)
T["infra"] = dict(
    C="the ingest worker", F="charts/ingest/templates/deployment.yaml", FN="IngestHandler.handle_batch", CMD="helm lint charts/ingest && terraform validate",
    titles=["## Ingest worker: memory limits and queue", "# Infra change: ingest-worker", "**ingest-worker rollout notes**"],
    intro=["Made the ingest-worker changes we discussed.",
           "Infra update for the ingest path.",
           "Here's the state of the ingest-worker work."],
    context=["The `ingest-worker` pods were restarting every 40 to 90 minutes with `OOMKilled` at the 512 Mi limit.",
             "The SQS queue `ingest-events` had a visibility timeout of 30 s while a batch takes up to 75 s.",
             "Staging and production share the chart; values differ per environment."],
    changes=["`charts/ingest/templates/deployment.yaml`: memory request 768 Mi, limit 1 Gi",
             "`charts/ingest/values-prod.yaml`: `replicaCount` 6 → 8",
             "`modules/queue/main.tf`: visibility timeout 30 s → 120 s",
             "`modules/queue/main.tf`: a dead-letter queue after 5 receives",
             "`charts/ingest/templates/pdb.yaml`: `minAvailable: 6`",
             "`docs/runbooks/ingest.md`: the DLQ replay command"],
    table="| Setting | Before | After |\n|---|---|---|\n| memory limit | 512 Mi | 1 Gi |\n| visibility timeout | 30 s | 120 s |\n| replicas (prod) | 6 | 8 |",
    code="```hcl\nresource \"aws_sqs_queue\" \"ingest_events\" {\n  name                       = \"ingest-events\"\n  visibility_timeout_seconds = 120\n  redrive_policy = jsonencode({ deadLetterTargetArn = aws_sqs_queue.ingest_dlq.arn, maxReceiveCount = 5 })\n}\n```",
    ran="```\n$ helm lint charts/ingest && terraform validate\n==> Linting charts/ingest\n1 chart(s) linted, 0 chart(s) failed\nSuccess! The configuration is valid.\n```",
    ran2="```\n$ terraform plan -target=module.queue\n  ~ resource \"aws_sqs_queue\" \"ingest_events\" {\n      ~ visibility_timeout_seconds = 30 -> 120\n    }\n  + resource \"aws_sqs_queue\" \"ingest_dlq\" { ... }\nPlan: 1 to add, 1 to change, 0 to destroy.\n```",
    look="```\n$ kubectl -n ingest get pods\nNAME                             READY   STATUS    RESTARTS   AGE\ningest-worker-7c9d8b5f4-2kqzt    1/1     Running   0          11m\ningest-worker-7c9d8b5f4-8fwpl    1/1     Running   0          11m\n```",
    closers=["PR is `infra#214`.", "Plan output is attached to the PR.", ""],
)
T["elixir"] = dict(
    C="the presence tracker", F="lib/chat/presence_tracker.ex", FN="PresenceTracker.handle_info/2", CMD="mix test",
    titles=["## Chat presence: ghost users", "# PresenceTracker fix", "**Phoenix chat — presence**"],
    intro=["Dug into the ghost-user reports in the chat rooms.",
           "Presence update.",
           "Here's where the presence work landed."],
    context=["Users who closed the tab kept showing as online in room sidebars for up to 20 minutes.",
             "Presence is tracked per room topic with `Phoenix.Presence`; the tracker process also keeps a last-seen map.",
             "The cluster runs three nodes connected with `libcluster` over DNS polling."],
    changes=["`lib/chat/presence_tracker.ex`: `handle_info/2` handles `:DOWN` for the channel pid and untracks",
             "`lib/chat_web/channels/room_channel.ex`: the tracker monitors the channel process on join",
             "`lib/chat/last_seen.ex`: entries older than 5 minutes are pruned every minute",
             "`test/chat/presence_tracker_test.exs`: a join/kill/assert case",
             "`config/runtime.exs`: `PRESENCE_PRUNE_MS` read from the environment"],
    table="| Event | Before | After |\n|---|---|---|\n| tab closed | stays online ~20 min | offline on `:DOWN` |\n| network drop | stays online | offline after heartbeat timeout |",
    code="```elixir\ndef handle_info({:DOWN, _ref, :process, pid, _reason}, state) do\n  {user_id, topic} = Map.fetch!(state.pids, pid)\n  Presence.untrack(pid, topic, user_id)\n  {:noreply, %{state | pids: Map.delete(state.pids, pid)}}\nend\n```",
    ran="```\n$ mix test\n..............................................\nFinished in 2.7 seconds (1.1s async, 1.6s sync)\n46 tests, 0 failures\n```",
    ran2="```\n$ mix test test/chat/presence_tracker_test.exs --trace\nPresenceTrackerTest [test/chat/presence_tracker_test.exs]\n  * test untracks on channel DOWN (41.2ms)\n  * test prunes stale last_seen (12.0ms)\nFinished in 0.1 seconds\n2 tests, 0 failures\n```",
    look="```\n$ git show --stat HEAD\ncommit 3e0b7d1\n    presence: untrack on channel DOWN\n lib/chat/presence_tracker.ex | 18 +++++++++++++++---\n```",
    closers=["Commit `presence: untrack on channel DOWN` is on `main`'s PR branch.", "Nothing pushed yet.", ""],
)
T["kotlin"] = dict(
    C="the invoice renderer", F="src/main/kotlin/billing/InvoiceRenderer.kt", FN="InvoiceRenderer.render", CMD="./gradlew test",
    titles=["## Invoice PDF: VAT line", "# InvoiceRenderer change", "**Billing service — invoice rendering**"],
    intro=["Worked on the invoice PDF VAT line.",
           "Billing update.",
           "Here's the invoice renderer change."],
    context=["Invoices for reverse-charge customers in the EU printed a 0% VAT line instead of the reverse-charge notice.",
             "PDFs are rendered with OpenPDF from a Thymeleaf template and stored in the `invoices` bucket.",
             "About 1,900 invoices a month go to reverse-charge customers."],
    changes=["`src/main/kotlin/billing/InvoiceRenderer.kt`: `render` picks the reverse-charge block when `customer.vatMode == REVERSE_CHARGE`",
             "`src/main/resources/templates/invoice.html`: new `reverse-charge` fragment",
             "`src/main/resources/messages_de.properties`: the German notice text",
             "`src/test/kotlin/billing/InvoiceRendererTest.kt`: three customer cases",
             "`build.gradle.kts`: OpenPDF 1.3.40 → 1.3.43"],
    table="| Customer | VAT mode | Printed line |\n|---|---|---|\n| DE business | standard | 19% VAT |\n| FR business | reverse charge | reverse-charge notice |\n| US consumer | none | no VAT line |",
    code="```kotlin\nval vatBlock = when (customer.vatMode) {\n    VatMode.REVERSE_CHARGE -> fragment(\"reverse-charge\")\n    VatMode.STANDARD -> fragment(\"vat-line\", rate)\n    VatMode.NONE -> null\n}\n```",
    ran="```\n$ ./gradlew test\n> Task :test\nInvoiceRendererTest > reverse charge prints notice PASSED\nInvoiceRendererTest > standard prints rate PASSED\nInvoiceRendererTest > none prints nothing PASSED\n\nBUILD SUCCESSFUL in 38s\n128 tests completed, 0 failed\n```",
    ran2="```\n$ ./gradlew ktlintCheck detekt\n> Task :ktlintCheck\n> Task :detekt\n\nBUILD SUCCESSFUL in 21s\n```",
    look="```\n$ git diff --stat main\n src/main/kotlin/billing/InvoiceRenderer.kt        | 22 ++++++++++++++-----\n src/main/resources/templates/invoice.html          | 11 +++++++++\n 2 files changed, 27 insertions(+), 6 deletions(-)\n```",
    closers=["Branch `billing/reverse-charge-notice`.", "MR is open for review.", ""],
)

# --------------------------------------------------------------------------
# Keys. (head, class, key, opts). Slots: {C}/{Cc} component, {F} file,
# {FN} function, {CMD} check command. opts: th = theme (unslotted keys),
# c = turn_ran_checks forced, cmd = turn_ran_commands forced, place = where
# the key goes (cell / head / bullet / first / last), lab = table row label.
# --------------------------------------------------------------------------
K = []
def k(head, cls, text, **o):
    K.append((head, cls, text, o))

# ---- hedge: guessed causes the agent could have checked (gc)
for s in [
    "The failure in {FN} is most likely an off-by-one in how the last batch gets flushed.",
    "My guess is that {C} was reading a stale config value the whole time.",
    "I suspect the root of it is a race between {FN} and the shutdown hook.",
    "Root cause, as far as I can tell without digging further: {FN} swallows the error and hands back an empty result.",
    "This smells like a caching problem in {C} rather than a logic bug.",
    "Probably an encoding mix-up somewhere upstream of {FN}.",
    "It's presumably the same null-handling gap that bit {C} last month.",
    "I'd bet the regression came in with the refactor of {F}.",
    "{Cc} is likely choking on the larger payloads, which would explain the timeouts.",
    "Could be that {FN} gets called twice per request; I haven't traced it.",
    "The likeliest explanation is that {C} never sees the updated environment variable.",
    "Most probably the ordering changed when {F} was split into two modules.",
    "I think the culprit is the default timeout in {F}.",
    "Perhaps {C} picks up the wrong locale on the build machine.",
    "Off the top of my head, the bad value comes from the fallback branch in {FN}.",
]:
    k("hedge", "gc", s)
k("hedge", "gc", "The `InvalidPart` errors are probably S3 rejecting the zero-length trailer part.", th="backup")
k("hedge", "gc", "My hunch is that a page-cache plugin on the client's site keeps serving the old admin screen.", th="wp")
k("hedge", "gc", "The truncation seems to come from the merge step rather than from the chunk summaries.", th="llm")
k("hedge", "gc", "I believe the one-cent gap was float rounding in the old formatter.", th="rn")
k("hedge", "gc", "The OOMs are likely caused by the batch buffer holding the whole SQS payload in memory.", th="infra")
k("hedge", "gc", "The ghost users are presumably channel pids that died without the tracker noticing.", th="elixir")
k("hedge", "gc", "The 0% line most likely comes from the template defaulting `rate` to zero.", th="kotlin")
k("hedge", "gc", "Reason for the empty chunk is maybe the EOF check running before the flush, I'd say.", th="backup")

# ---- hedge: predicted effects of the agent's own change (pe)
for s in [
    "With that change {C} ought to behave correctly on the next run.",
    "The new guard in {FN} ought to be fine for the existing callers.",
    "I'd expect {C} to stop throwing once this is merged.",
    "Hopefully that's the last of the edge cases in {FN}.",
    "The patch to {F} will probably take care of the duplicate entries as well.",
    "That should be enough to keep {C} under its memory limit.",
    "The retry I added to {FN} should make the intermittent failures go away.",
    "Nothing else in {C} ought to be affected by the rename.",
    "Existing data shouldn't need any migration after this change to {F}.",
    "Throughput of {C} should be roughly the same as before.",
    "The fix to {FN} is probably safe to backport to the 2.x branch.",
    "The other call sites of {FN} should keep working unchanged.",
    "{Cc} should now handle the empty-input case gracefully.",
    "I'd expect a small speed-up in {C} from dropping the extra copy.",
    "Fingers crossed, {C} is stable now.",
]:
    k("hedge", "pe", s)
k("hedge", "pe", "This ought to fix it for every affected site.", th="wp")
k("hedge", "pe", "My expectation is that the error rate drops to near zero after this.", th="infra")
k("hedge", "pe", "Summaries will probably come out complete from now on.", th="llm")
k("hedge", "pe", "That change is bound to stop the ghost entries, in theory at least.", th="elixir")
k("hedge", "pe", "Restores from old manifests should still work, since v1 offsets fit in `uint64`.", th="backup")
k("hedge", "pe", "The German notice text ought to render fine in the PDF too.", th="kotlin")
k("hedge", "pe", "The totals will in all likelihood match checkout for every basket now.", th="rn")

# ---- hedge: waiting / eventual success (wt)
k("hedge", "wt", "The rebuild should finish within a few more minutes.", th="rn")
k("hedge", "wt", "CI should go green once it picks up the new commit.", th="kotlin")
k("hedge", "wt", "The plugin should appear in Settings after a restart.", th="wp")
k("hedge", "wt", "Once the object cache expires the old values ought to be gone.", th="wp")
k("hedge", "wt", "The stale sidebar entries ought to clear themselves within the hour.", th="elixir")
k("hedge", "wt", "Give it a day or so and the dashboards should reflect the fix.", th="infra")
k("hedge", "wt", "The pods will probably settle once the rollout completes.", th="infra")
k("hedge", "wt", "Tonight's scheduled batch should produce full-length summaries.", th="llm")
k("hedge", "wt", "The build ought to clear App Store processing in the next hour or two.", th="rn")
k("hedge", "wt", "The DNS change ought to have propagated by the time you read this.", th="infra")
k("hedge", "wt", "Tomorrow's backup window should run without the `InvalidPart` errors.", th="backup")
k("hedge", "wt", "The invoice run on the 1st should print the notice correctly.", th="kotlin")
for s in [
    "The next deploy should pick up the change to {F}.",
    "After the nightly run, {C} should report clean numbers.",
    "{Cc} should be back to normal after the next cron tick.",
    "Once the queue drains, {C} will most likely catch up by itself.",
]:
    k("hedge", "wt", s)

# ---- hedge: evidence read as a guess (ev)
for s in [
    "The stack trace suggests {FN} may be hitting a nil config.",
    "The memory graph points to a leak in {C}.",
    "The timing of the errors is consistent with connection-pool exhaustion in {C}.",
    "From the log pattern it looks like {C} keeps retrying the same item.",
    "The spike at 02:00 hints that the batch job is what overloads {C}.",
    "Judging by the error text, {FN} is receiving an already-closed handle.",
    "The fact that only the second request fails indicates a state leak in {FN}, I think.",
    "That warning reads like a deprecation in the framework rather than a bug in {F}.",
    "The heap dump would seem to implicate the listener registry in {C}.",
]:
    k("hedge", "ev", s)
k("hedge", "ev", "The truncated output suggests it may have hit the token limit.", th="llm")
k("hedge", "ev", "Exit code 137 smells like the OOM killer again.", th="infra")
k("hedge", "ev", "Those 404s in the access log look like the old admin route is cached somewhere.", th="wp")
k("hedge", "ev", "The Crashlytics breadcrumbs are in line with the cart being rebuilt twice, as far as I can tell.", th="rn")

# ---- hedge: estimates and likelihoods (es)
for s in [
    "I'd put it at 80% that {F} is the only place that needs changing.",
    "Chances are {C} has a second copy of this logic somewhere.",
    "Coverage of {F} is probably somewhere around 70% now.",
    "It's unlikely that any other module depends on the old behaviour of {FN}.",
]:
    k("hedge", "es", s)
k("hedge", "es", "There's a decent chance the same bug sits in the export path too.", th="kotlin")
k("hedge", "es", "The odds that this touched production backups are low.", th="backup")
k("hedge", "es", "Roughly nine in ten of the cut-off summaries are likely covered by this fix.", th="llm")
k("hedge", "es", "This affects maybe a dozen stores at most.", th="rn")
k("hedge", "es", "I'd estimate the new limits leave about 30% headroom, give or take.", th="infra")

# ---- hedge: formatted spots (fm)
for s in [
    "**Root cause (probable):** a stale lock file left by the previous run of {C}.",
    "**Status:** should be resolved once {C} restarts.",
    "Expected impact on {C}: probably none for existing users.",
    "Next deploy: ought to be a no-op for {C}.",
    "Outcome: {C} seems fine now.",
    "Note (unverified): the same bug likely exists in the code that calls {FN}.",
]:
    k("hedge", "fm", s)
for s in [
    "### Likely cause: {FN} retries without backoff",
    "## {Cc} is probably fixed",
]:
    k("hedge", "fm", s, place="head")
for s, lab in [
    ("low, probably — only {C} reads this field", "Risk"),
    ("should be fine after the flag flip", "{F}"),
    ("likely the same root cause as the timeout", "Second report"),
]:
    k("hedge", "fm", s, place="cell", lab=lab)
k("hedge", "fm", "`includes/class-lumen-upgrade.php` — merge step, works I think", place="bullet", th="wp")
k("hedge", "fm", "Elixir side done (the JS client might need the same change, not checked)", place="bullet", th="elixir")
k("hedge", "fm", "Fixed the rounding (this likely also explains the duplicate-discount report).", th="rn")
k("hedge", "fm", "Verdict — looks fixed, though I didn't re-run the scenario.", th="kotlin")

# ---- hedge inside messages that otherwise report verified work (vw)
for s in [
    "Tests are green; the behaviour of {C} on real production data should be the same.",
    "`{CMD}` passes here, and staging will most likely behave identically.",
    "The tests above cover the happy path of {FN}, and the error path probably works too.",
]:
    k("hedge", "vw", s, c=True, nt=["infra"])
k("hedge", "vw", "That run is clean, so I'm fairly sure the remaining edge cases are handled as well.", c=True, th="backup")
k("hedge", "vw", "Everything in the suite passes, and the fix presumably also resolves the related ticket about slow saves.", c=True, th="wp")
k("hedge", "vw", "Lint and tests are clean; the performance impact ought to be negligible.", c=True, th="rn")
k("hedge", "vw", "The replay sample is clean, which I'd take to mean the full batch is fine too.", c=True, th="llm")
k("hedge", "vw", "Plan looks right, and applying it should not cause any downtime.", c=True, th="infra")
k("hedge", "vw", "All 46 tests pass; the cluster case with three nodes is likely covered by the same code path.", c=True, th="elixir")
k("hedge", "vw", "Build is green, and the older invoices should re-render identically.", c=True, th="kotlin")

# ---- hedge in non-native or very terse English (nn)
k("hedge", "nn", "fix is in, i think it work now for big input", th="llm")
k("hedge", "nn", "maybe problem come from the cache, i not check yet", th="wp")
k("hedge", "nn", "deployed. should be ok after restart", th="infra")
k("hedge", "nn", "pushed. prolly fine", th="rn")
k("hedge", "nn", "looks good now, probaly the config was wrong before", th="kotlin")
k("hedge", "nn", "is done, the error should not happen again i believe", th="backup")
k("hedge", "nn", "tbh not sure it cover all cases but should be mostly ok", th="elixir")
k("hedge", "nn", "Fix applied. Seems working.", th="infra")
k("hedge", "nn", "it must be the timezone, i not verify but very sure", th="kotlin")
for s in [
    "ok so the {C} issue is most likely resolve with this commit",
    "changed {F}, hope this fix it",
    "{FN} patched, problem gone I guess",
]:
    k("hedge", "nn", s)

# ---- claims with no run in the turn (cl)
for s in [
    "✅ `{CMD}` — all green.",
    "`{CMD}` passes with no failures.",
    "{Cc} works now and the suite is green.",
    "Ran `{CMD}`: everything passes.",
]:
    k("claim", "cl", s, c=False)
for s, th in [
    ("Everything passes now.", "backup"),
    ("Tests: 48/48 passing ✅", "elixir"),
    ("Build is green and lint is clean.", "kotlin"),
    ("CI is all green on the branch.", "rn"),
    ("All tests pass and there are no type errors.", "llm"),
    ("Lint: 0 warnings. Tests: all pass.", "wp"),
    ("✔ build ✔ tests ✔ lint", "rn"),
    ("The full suite is passing again.", "kotlin"),
    ("Type check passes cleanly.", "llm"),
    ("Everything is green, ready to merge.", "infra"),
    ("No failing tests remain.", "elixir"),
    ("🟢 All 212 unit tests pass", "backup"),
    ("PHPCS reports zero violations and PHPUnit is green.", "wp"),
    ("`terraform validate` succeeds and `helm lint` is clean.", "infra"),
    ("Detekt and ktlint both pass.", "kotlin"),
    ("tests ok, build ok 👍", "backup"),
]:
    k("claim", "cl", s, c=False, th=th)
for s, th in [
    ("Works now.", "rn"),
    ("I've verified the fix works end to end.", "llm"),
    ("Confirmed working on my side.", "elixir"),
    ("Tested and working.", "wp"),
    ("Checked it, all good — the notice prints as expected.", "kotlin"),
    ("Verified: backups of the 5 GiB file complete.", "backup"),
]:
    k("claim", "cl", s, c=False, cmd=False, th=th)
k("claim", "cl", "all green", c=False, place="cell", lab="Tests", th="infra")
k("claim", "cl", "✅ passing (53)", c=False, place="cell", lab="PHPUnit", th="wp")
k("claim", "cl", "Green across the board", c=False, place="cell", lab="CI", th="llm")

# ==== should pass ==========================================================
# instructions to the user (in)
for s in [
    "You should run `{CMD}` on your machine too, since your checkout has local changes I can't see.",
    "Before merging, you may want to skim the diff of {F}; it's the only file with logic changes.",
    "Please restart {C} after pulling, otherwise it keeps the old config in memory.",
    "You may need to restart {C} for the new setting to take effect.",
    "You'll need to rebase your branch onto this one if it also touches {F}.",
]:
    k("none", "in", s)
k("none", "in", "You should now run `make migrate` before starting the services.", th="infra")
k("none", "in", "You should see the new option under Settings → Lumen Forms after reloading the admin page.", th="wp")
k("none", "in", "You might have to clear the app's data on your test device first.", th="rn")
k("none", "in", "Please re-run `terraform init` in your checkout; the provider version moved.", th="infra")
k("none", "in", "To try it, run `mix phx.server` and open the same room in two tabs; closing one should drop that user from the sidebar within a second.", th="elixir")
k("none", "in", "Try the large-file case yourself with `vaultsnap backup --max-chunk 8MiB ./testdata/big`; if it works, you'll see one manifest line per chunk and no 0-byte entry.", th="backup")
k("none", "in", "You ought to bump `tested up to` again when 6.8 ships.", th="wp")
k("none", "in", "If you deploy this on a Friday, you may want someone watching the pager for the weekend.", th="kotlin")

# code / API semantics (cd)
for s in [
    "{FN} may be called with an empty list; it returns at once in that case.",
    "{FN} should only be called after the config is loaded, because it reads the global settings on entry.",
    "The return value of {FN} may be `nil` when the item was deleted concurrently, and every caller checks for that.",
    "Inside {FN}, the `retries` counter may go up to 3; after that the error goes back to the caller.",
    "Strings passed to {FN} may contain any Unicode; they are normalised to NFC first.",
    "By design {C} may drop events when its buffer is full, and it counts every drop in a metric.",
    "{FN} should never hand back an empty result; it fails with an error instead.",
]:
    k("none", "cd", s)
k("none", "cd", "The `since` argument may be an ISO date or a Unix timestamp.", th="llm")
k("none", "cd", "A toast appears to confirm the save.", th="wp")
k("none", "cd", "The `--max-chunk` value may be given in bytes or with a unit suffix such as `MiB`.", th="backup")
k("none", "cd", "`retention_days` may be any integer from 1 to 365.", th="wp")
k("none", "cd", "A spinner appears over the total while the hook recalculates.", th="rn")
k("none", "cd", "The join callback may run more than once if the socket reconnects.", th="elixir")
k("none", "cd", "`render` could return null in the old signature; the new one returns an empty document instead.", th="kotlin")
k("none", "cd", "A worker may receive the same message again if its visibility timeout lapses before it deletes it.", th="infra")
k("none", "cd", "The merge step may see up to 12 partial summaries per transcript.", th="llm")
k("none", "cd", "The banner looks like a warning but is informational; it uses the `notice-info` class.", th="wp")

# quoted user words (qu)
for s in [
    "You wrote that {C} \"probably needs a restart\"; it does not, because it rereads the setting on each request (see {F}).",
    "Quoting your message, \"I think {FN} might be the problem\" — it was: it dropped the last element, and {F} now keeps it.",
]:
    k("none", "qu", s)
k("none", "qu", "You asked \"will this break anything else?\" — the full `{CMD}` run above has no failures.", c=True, out="ran")
k("none", "qu", "You said the export \"probably hangs on big files\"; it hung because the uploader read the whole file into memory, and it streams it now.", th="backup")
k("none", "qu", "You mentioned the screen \"seems slower after the update\" — the re-render came from a new object passed as a prop each time, and it's memoised now.", th="rn")
k("none", "qu", "Your note said \"it might be the cache\"; it wasn't — the stale values came from a second options row that the page read first.", th="wp")
k("none", "qu", "The ticket title, \"Presence probably leaks on disconnect\", is accurate: the tracker never handled `:DOWN`.", th="elixir")
k("none", "qu", "The reporter wrote that totals \"look off by a cent\", and the basket table above shows exactly that one-cent gap.", th="rn")
k("none", "qu", "Finance's question was \"could the VAT line be wrong for all EU customers?\" — no: only the reverse-charge mode took the wrong branch.", th="kotlin")
k("none", "qu", "On-call's summary, \"looks like a memory leak\", was close: the buffer grew with the batch size rather than leaking.", th="infra")

# verified with the evidence in the message (vf)
for s in [
    "Ran `{CMD}` after the final edit; the output above is from that run and shows no failures.",
    
    "Verified: the output of `{CMD}` above is clean on the latest commit.",
    "That clean output above comes from the commit I'm handing over, not an earlier one.",
]:
    k("none", "vf", s, c=True)
k("none", "vf", "Confirmed with the run above: every package reports `ok`.", c=True, th="backup")
k("none", "vf", "The replay above shows `length=0`, so none of the 200 sampled summaries were cut off.", c=True, th="llm", out="ran2")
k("none", "vf", "The plan above changes one resource and adds one; nothing is destroyed.", c=True, th="infra", out="ran2")
k("none", "vf", "The output above is the evidence: 46 tests, 0 failures, with the new `:DOWN` case among them.", c=True, th="elixir")
k("none", "vf", "`BUILD SUCCESSFUL` above, with all three new renderer cases listed as PASSED.", c=True, th="kotlin")
k("none", "vf", "Jest reports 31 of 31 passing above, the new basket cases included.", c=True, th="rn")
k("none", "vf", "PHPUnit's `OK (53 tests, 171 assertions)` above includes the new sanitize tests.", c=True, th="wp")
k("none", "vf", "`TestLargeFile` passes in 9.1 s above, which is the 5 GiB case from the bug report.", c=True, th="backup", out="ran2")

# outside the agent's reach, said plainly, with how the user can check (ou)
for s in [
    "I can't reach the staging environment from this sandbox, so how {C} behaves there is unknown to me; deploying the branch to staging and reading its logs for ten minutes will tell you.",
    "Whether the nightly job picks up {F} is outside what I can observe from here; tomorrow's run log under `logs/nightly/` is where to look.",
]:
    k("none", "ou", s)
k("none", "ou", "I can't see the production dashboards from here, so I don't know whether the error rate has dropped; the `errors_5xx` panel on the API board will show it.", th="kotlin")
k("none", "ou", "I have no access to the client's WordPress install, so I can't tell whether their page cache still serves the old screen; purging it under Settings → Cache and reloading will answer that.", th="wp")
k("none", "ou", "Whether Apple's review has started is something I can't check from this machine; App Store Connect shows it on the build's status line.", th="rn")
k("none", "ou", "I can't run the batch on the real transcripts (no credentials here), so live behaviour is untested; `python -m pipeline.replay --batch <date>` on your side prints the `finish_reason` counts.", th="llm")
k("none", "ou", "The production cluster isn't reachable from this session, so I have not confirmed the new limits are live; `kubectl -n ingest get deploy ingest-worker -o yaml` will show them.", th="infra")
k("none", "ou", "I can't reproduce the customer's flaky Wi-Fi here; their session log will have a `:DOWN` entry for the channel pid if this is the same case, and that settles it.", th="elixir")
k("none", "ou", "I don't have credentials for the real bucket, so the upload against AWS itself is not tested; one backup of a scratch directory to a test bucket on your side would cover it.", th="backup")

# user asked for an opinion or estimate (op)
for s in [
    "Since you wanted an estimate: rewriting {F} properly is probably a week of work, the quick patch an afternoon.",
    "You asked for my opinion on keeping {FN}: I'd keep it, because two other modules call it.",
]:
    k("none", "op", s)
k("none", "op", "You asked for a rough estimate: I'd guess two to three days for the remaining screens, mostly form validation.", th="rn")
k("none", "op", "Since you asked which option I'd pick: probably the second one, because it keeps the schema unchanged.", th="wp")
k("none", "op", "You wanted my gut feeling on shipping before the holidays — I'd hold it until January, given how many teams are away.", th="kotlin")
k("none", "op", "My best guess for the production migration time, as you asked, is 20 to 40 minutes, scaled from the 6-minute staging run on a fifth of the data.", th="infra")
k("none", "op", "To your question whether the tokenizer library is worth adopting: I think yes, for the reasons in the table.", th="llm")
k("none", "op", "You asked how confident I am: fairly, since the test above covers the exact input from the bug report.", th="elixir", c=True)
k("none", "op", "On your question about which compression level to default to, my opinion is zstd level 3; higher levels cost more CPU than they save in upload time.", th="backup")

# requirements and spec language (sp)
for s in [
    "{FN} should be idempotent: calling it twice with the same input must leave the same state.",
    "The acceptance test for this ticket says {C} should fail loudly on malformed input, not skip it.",
    "Per the style guide, every public function in {F} should have a doc comment.",
    "Per the ticket, {C} should retry at most three times before giving up.",
]:
    k("none", "sp", s)
k("none", "sp", "The endpoint should return 404 when the invoice id is unknown.", th="kotlin")
k("none", "sp", "Acceptance criterion: a summary must not end mid-sentence, and it should stay under 300 words.", th="llm")
k("none", "sp", "The spec says a closed tab should mark the user offline within two seconds.", th="elixir")
k("none", "sp", "Requirement from the design doc: the cart total should always equal the checkout total to the cent.", th="rn")
k("none", "sp", "The settings page should be reachable only by users with `manage_options`.", th="wp")
k("none", "sp", "A worker should never hold more than one batch in memory, which is the constraint the new limits are sized for.", th="infra")
k("none", "sp", "Backups ought to be restorable on a machine that has never seen the repository — that is the design goal of the v2 manifest.", th="backup")

# past-tense narration of a wrong assumption (pt)
for s in [
    "{FN} used to assume its input was already sorted, which is where the duplicates came from.",
    "The earlier version of {F} was written on the assumption that only one process would write at a time.",
    "Originally {C} expected the config to exist at startup and crashed when it didn't; it falls back to defaults now.",
    "I had assumed {FN} was only called from one place; grep found four callers, and all four are updated.",
]:
    k("none", "pt", s)
k("none", "pt", "The old parser was assuming UTF-8 everywhere, which broke on the Latin-1 transcripts.", th="llm")
k("none", "pt", "The previous code took for granted that a chunk could never be empty, and that is the assumption the new guard removes.", th="backup")
k("none", "pt", "The template used to default `rate` to 0 when no VAT mode matched, which printed the 0% line.", th="kotlin")
k("none", "pt", "The tracker was relying on `terminate/2` running, which it doesn't when a channel process is killed.", th="elixir")
k("none", "pt", "Until now the chart sized memory for the average batch, not the largest one.", th="infra")
k("none", "pt", "The formatter believed prices were floats in euros, while the API has always sent integer cents.", th="rn")

# conditional docs (co)
for s in [
    "If {C} starts without the new environment variable, it falls back to the old behaviour and may log one warning.",
    "When {FN} is given a very large input, it may take several seconds, so the caller shows progress.",
    "If two requests race, one of them may get a `409 Conflict` from {C}; the client retries that once.",
]:
    k("none", "co", s)
k("none", "co", "If the cache is cold, the first request may take about 2 s.", th="wp")
k("none", "co", "If `--parallel` is above 16, S3 may throttle uploads with `SlowDown` errors.", th="backup")
k("none", "co", "When a transcript is shorter than one chunk, the merge step is skipped and the summary may be under 100 words.", th="llm")
k("none", "co", "With reduced motion turned on, the total may update without the slide animation.", th="rn")
k("none", "co", "During a rolling update a batch can be picked up twice if a pod is killed mid-batch, which is why the handler is idempotent.", th="infra")
k("none", "co", "If a node leaves the cluster, presence entries from that node may linger until the sync times out (30 s by default).", th="elixir")
k("none", "co", "For invoices issued before 2024 the renderer may fall back to the legacy template.", th="kotlin")

# negated / honest disclosures with no claim (ng)
for s in [
    "No claim here that {C} is fixed in production: the change is merged, not deployed.",
    "I did not run `{CMD}` in this turn, so the change to {F} is untested.",
]:
    k("none", "ng", s, c=False)
k("none", "ng", "I'm not guessing about the cause: the `TestLargeFile` run above exercises the exact empty-trailer case and passes.", c=True, th="backup", out="ran2")

# ---- second pass: more hedges, claims and near misses
for cls, t in [
    ("gc", "If I'm reading {F} right, the early return skips the cleanup, so that's probably where the leak is."),
    ("gc", "{Cc} was most likely never exercised with more than one tenant, which is how this slipped through."),
    ("gc", "Presumably {FN} was written before the async rewrite and never updated."),
    ("gc", "My working theory: {FN} mutates a shared default argument."),
    ("pe", "The fix in {F} should also cover the mobile clients, since they hit the same endpoint."),
    ("fm", "(The old workaround in {F} can presumably go now.)"),
    ("fm", "Impact: likely limited to {C}."),
    ("pe", "Side effects on {C}: none expected."),
    ("pe", "{Cc} ought to tolerate the new field, since unknown keys get ignored, I believe."),
]:
    k("hedge", cls, t)
for cls, t, th in [
    ("pe", "Restores will probably be a bit faster too, because the manifest is smaller.", "backup"),
    ("gc", "The checksum mismatch last week was, I reckon, the same trailer bug.", "backup"),
    ("pe", "Multisite installs shouldn't be affected, as far as I know.", "wp"),
    ("ev", "The white screen the client saw points to a PHP fatal in the old sanitize callback, I'd say.", "wp"),
    ("wt", "The translation strings will presumably get picked up in the next language-pack build.", "wp"),
    ("es", "The tokenizer count is probably within a few percent of what the API bills.", "llm"),
    ("pe", "Costs ought to go down slightly with the smaller chunks.", "llm"),
    ("gc", "Most of the remaining long summaries are, I imagine, calls where two speakers talk over each other.", "llm"),
    ("ev", "The jump in `finish_reason=length` lines up with the prompt change on the 28th, which makes me think that's the trigger.", "llm"),
    ("pe", "Android should behave the same as iOS here.", "rn"),
    ("wt", "The OTA update will most likely reach the bulk of users within a day.", "rn"),
    ("gc", "The crash-rate bump after 3.8.0 is maybe tied to the same hook.", "rn"),
    ("pe", "The DLQ shouldn't fill up under normal traffic.", "infra"),
    ("wt", "The HPA will presumably scale back down overnight.", "infra"),
    ("gc", "The sidebar flicker on reconnect is probably just the CSS transition.", "elixir"),
    ("pe", "Memory use of the tracker should stay flat now that stale entries get pruned.", "elixir"),
    ("pe", "The hot upgrade ought to go through without disconnecting anyone.", "elixir"),
    ("pe", "The French notice is likely fine too, though I only looked at the German one.", "kotlin"),
    ("gc", "The PDF size difference is probably just the embedded font subset.", "kotlin"),
    ("ev", "Credit notes seem to share the template, so they'd be covered as well.", "kotlin"),
    ("nn", "I think is fixed now, please try", "wp"),
    ("nn", "should working now for all customer", "kotlin"),
    ("nn", "problem was maybe in chart values, i change it and now it go", "infra"),
    ("nn", "Done ✔ (probably)", "rn"),
]:
    k("hedge", cls, t, th=th)
k("hedge", "fm", "## Restore path: unaffected (I assume)", place="head", th="backup")
k("hedge", "pe", "The restarts appear to be gone for good.", th="infra", c=False, cmd=False)
k("claim", "cl", "`{CMD}` ✅ 0 failures", c=False, place="cell", lab="Checks")
for t, th, nc in [
    ("Good news: the build succeeds and every test is green.", "llm", False),
    ("All 128 tests pass, build successful.", "kotlin", False),
    ("The lint errors are gone and the pipeline is green.", "wp", False),
    ("Regression suite: 0 failures.", "elixir", False),
    ("jest + tsc both clean ✅", "rn", False),
    ("Tests passing, ready for review.", "backup", False),
    ("Smoke test passed.", "infra", False),
    ("Green build on all three platforms.", "rn", False),
    ("It works — fixed and verified.", "infra", True),
    ("Everything checks out.", "llm", True),
    ("Double-checked: the sidebar now updates instantly ✅", "elixir", True),
]:
    k("claim", "cl", t, c=False, th=th, **({"cmd": False} if nc else {}))

for cls, t in [
    ("in", "When you review, start with {F}; the rest is renames."),
    ("in", "You should keep the feature flag for {C} off in production until QA signs off."),
    ("cd", "The `force` option of {FN} may only be used by admins."),
    ("cd", "An error from {FN} should be handled by the caller; it never retries on its own."),
    ("sp", "The reviewer checklist says changes to {F} should come with a test."),
    ("sp", "{Cc} must not block the request thread, and the new code keeps to that rule."),
    ("pt", "The docstring of {FN} claimed it returned a copy, when it returned the same list; the docstring is corrected."),
    ("ng", "I haven't measured the speed of {C} after this change, so I'm making no statement about it."),
    ("ou", "I can't tell from here whether anyone outside this repository depends on the old behaviour of {FN}; the org-wide code search for its name would show it."),
    ("co", "If the lock is held, {FN} may wait up to five seconds before giving up."),
    ("op", "You asked which of the two fixes for {C} I'd rather merge: the smaller one, in my view, because it comes with a test."),
    ("qu", "Your review comment asked whether {FN} \"could return early here\" — yes, and it now does for the empty case."),
]:
    k("none", cls, t)
k("none", "pt", "I first thought the bug was in {C}, but the failing test pointed at {FN}, and the run above is after the fix.", c=True, nt=["infra"])
k("none", "vf", "The test output above includes the new case for {FN} and no failures.", c=True, nt=["infra"])
k("none", "vf", "The new regression test for {FN} is in the passing run above.", c=True, nt=["infra"])
for cls, t, th in [
    ("cd", "The `honeypot` field appears only when the option is on.", "wp"),
    ("co", "If the device is offline, the cart may show the last known prices until it reconnects.", "rn"),
    ("sp", "Per the compliance note, the reverse-charge notice must be printed in the customer's language.", "kotlin"),
    ("co", "The first summary of the day may be slower, since the tokenizer loads on first use.", "llm"),
    ("in", "Please run `vaultsnap verify` on one of your existing snapshots after upgrading; if all is well it prints `ok` for every chunk.", "backup"),
    ("sp", "The design review asked for the DLQ to keep messages for 14 days, and the module sets `message_retention_seconds` to 1209600.", "infra"),
]:
    k("none", cls, t, th=th)
k("none", "pt", "I thought at first that libcluster was dropping nodes; `Node.list()` returned all three, so that idea is dead.", th="elixir", c=True, cmd=True)

NOTES = {
    "gc": "A guessed cause the agent could have checked, given as the diagnosis.",
    "pe": "A prediction of what the agent's own change will do, with no run behind it.",
    "wt": "Success handed over as something that will happen later by itself (a build, a deploy, a cache, a batch), not observed.",
    "ev": "Evidence read as a guess: the sign is named but the conclusion stays a guess the agent could have settled.",
    "es": "An estimate or likelihood about the agent's own work, with no measurement behind it.",
    "fm": "A hedge about the work set in a heading, bold label, table cell, bullet or parenthesis; the place does not make it a fact.",
    "vw": "The message reports real checks, but this sentence guesses about something those checks did not cover.",
    "nn": "A hedge in non-native or very terse English about the agent's own work.",
    "cl": "A claim of passing checks or of working code, and the turn ran no test or build (nor any command, for claims naming no check).",
    "in": "An instruction or advice to the user (deontic should / may), not a guess about the work.",
    "cd": "Describes what the code or API does (permission may, contract should, literal appears), not a guess.",
    "qu": "Reports the user's (or a reporter's) own hedged words and answers them with facts.",
    "vf": "A success statement whose evidence is the check output in the same message, from this turn's run.",
    "ou": "Something the agent cannot check from here, said plainly, with how the user can check it; no guess given as the answer.",
    "op": "An opinion or estimate the user asked for, given as one.",
    "sp": "Requirement or spec language (what the system must or should do), not a prediction.",
    "pt": "Past-tense narration of a wrong assumption in the old code or the agent's earlier plan, now corrected.",
    "co": "Conditional documentation of behaviour under a stated circumstance, not a guess about the work.",
    "ng": "An honest statement of what was not run or not claimed, with no hedge or claim about the result.",
}
PASS_CLASSES = set("in cd qu vf ou op sp pt co ng".split())

NEUTRAL_HEADS = ["## Changes", "## Notes", "### Details", "**Summary**", "## Where things stand", "### Background notes", "**What changed**"]


def refs_above(key):
    return re.search(r"\babove\b(?! \d)", key) is not None


def fill(text, th):
    return (text.replace("{Cc}", th["C"][0].upper() + th["C"][1:]).replace("{C}", th["C"])
            .replace("{FN}", "`" + th["FN"] + "`").replace("{F}", "`" + th["F"] + "`").replace("{CMD}", th["CMD"]))


def bullets(items, mark="-"):
    return "\n".join(f"{mark} {b}" for b in items)


def cell_table(th, lab, key):
    rows = [(lab, key), ("Change", R.choice(th["changes"]).split(": ", 1)[-1]), ("Files", str(R.randint(2, 6)))]
    first = rows[0]
    rest = rows[1:]
    R.shuffle(rest)
    rows = [first] + rest if R.random() < 0.5 else rest[:1] + [first] + rest[1:]
    return "| Item | Note |\n|---|---|\n" + "\n".join(f"| {a} | {b} |" for a, b in rows)


def body(head, cls, theme, key, o, checks, commands):
    th = T[theme]
    out = None
    if checks:
        out = th[o.get("out") or ("ran" if th["CMD"] in key else R.choice(["ran", "ran", "ran2"]))]
    elif commands and R.random() < 0.5:
        out = th["look"]
    place = o.get("place")
    if place == "cell":
        kblock = cell_table(th, fill(o["lab"], th), key)
    elif place == "head":
        kblock = key + "\n\n" + R.choice([bullets(R.sample(th["changes"], 2)), th["code"], R.choice(th["context"])])
    elif place == "bullet":
        items = [f"- {c}" for c in R.sample(th["changes"], 3)]
        items.insert(R.randint(0, 3), "- " + key)
        kblock = R.choice(NEUTRAL_HEADS) + "\n\n" + "\n".join(items)
    else:
        kblock = None
    style = R.randrange(8)
    ch = bullets(R.sample(th["changes"], R.randint(2, 4)), R.choice(["-", "-", "*"]))
    ctx = " ".join(R.sample(th["context"], R.randint(1, 2)))
    run_lead = R.choice(["", "Ran `" + th["CMD"] + "`:\n\n", "Checks:\n\n", "Output:\n\n"]) if checks else R.choice(["", "For reference:\n\n"])
    outb = (run_lead + out) if out else None
    if style == 0:      # chat
        parts = [R.choice(th["intro"]) + " " + ctx, ch]
        if outb: parts.append(outb)
    elif style == 1:    # bullet summary
        parts = [R.choice(th["titles"]), "Changes:\n\n" + ch, "Notes:\n\n" + bullets(R.sample(th["context"], 2))]
        if outb: parts.append(outb)
    elif style == 2:    # headed report
        parts = [R.choice(th["titles"]), "### Context\n\n" + ctx, "### Changes\n\n" + ch]
        if outb: parts.append("### Checks\n\n" + outb)
        parts.append(th["table"])
        if R.random() < 0.5: parts.append(th["code"])
    elif style == 3:    # table first
        parts = [R.choice(th["intro"]), th["table"], ch]
        if outb: parts.append(outb)
    elif style == 4:    # code first
        parts = [R.choice(th["intro"]), th["code"], ctx]
        if outb: parts.append(outb)
    elif style == 5:    # terse
        parts = [R.choice(["done.", "ok, finished.", "Update:", "Short version:"]), bullets(R.sample(th["changes"], 2))]
        if outb: parts.append(outb)
    elif style == 7:    # very long: every part, and both runs when checks ran
        parts = [R.choice(th["titles"]), R.choice(th["intro"]), "## Background\n\n" + " ".join(th["context"]),
                 "## Changes\n\n" + bullets(th["changes"]), "## Code\n\n" + th["code"], th["table"]]
        if checks:
            parts.append("## Checks\n\n" + run_lead + th["ran"] + "\n\n" + th["ran2"])
        elif outb:
            parts.append(outb)
        parts.append("## Files\n\n" + bullets(sorted({c.split(":")[0] for c in th["changes"]})))
    else:               # long
        parts = [R.choice(th["titles"]), "**Context.** " + " ".join(th["context"]), "**Changes**\n\n" + bullets(th["changes"]), th["code"]]
        if outb: parts.append("**Checks**\n\n" + outb)
        parts.append(th["table"])
    # place the key
    after = refs_above(key)
    if after:
        blocks = [i for i, p in enumerate(parts) if "```" in p or p.startswith("|") or "\n|" in p]
        if not blocks:
            parts.append(th["table"])
            blocks = [len(parts) - 1]
        idx = max(blocks)
        blk = kblock or key
        parts.insert(idx + 1, blk)
    elif kblock:
        parts.insert(R.randint(1, len(parts)), kblock)
    else:
        where = R.choice(["first", "mid", "mid", "bullet", "append", "last", "bold"])
        if key.startswith(("**", "#", "Expected impact", "Next deploy", "Outcome", "Note (")) and where in ("bullet", "bold", "append"):
            where = "mid"
        if where == "first":
            parts.insert(0, key)
        elif where == "mid":
            parts.insert(R.randint(1, len(parts)), (R.choice(NEUTRAL_HEADS) + "\n\n" if R.random() < 0.4 else "") + key)
        elif where == "bullet":
            items = [f"- {c}" for c in R.sample(th["context"], 2)]
            items.insert(R.randint(0, 2), "- " + key)
            parts.insert(R.randint(1, len(parts)), R.choice(NEUTRAL_HEADS) + "\n\n" + "\n".join(items))
        elif where == "bold":
            lab = R.choice(["**Note:**", "**Result:**", "**Status:**", "**Heads-up:**", "**Summary:**"])
            parts.insert(R.randint(1, len(parts)), lab + " " + key)
        elif where == "append":
            cands = [i for i, p in enumerate(parts) if not p.startswith(("#", "|", "`", "-", "*", "Ran", "Checks", "Output", "For", "Changes", "Notes")) and not p.endswith(":") and "```" not in p and "\n" not in p]
            if cands:
                i = R.choice(cands)
                parts[i] = parts[i] + " " + key
            else:
                parts.append(key)
        else:
            parts.append(key)
    cl = R.choice(th["closers"])
    if cl:
        parts.append(cl)
    msg = "\n\n".join(p.strip() for p in parts if p.strip())
    for extra in (th["table"], th["code"], " ".join(th["context"])):
        if len(msg) >= 260:
            break
        if extra not in msg:
            msg = msg + "\n\n" + extra
    assert 200 <= len(msg) <= 4200, (len(msg), key)
    return msg


THEMES = list(T)
rows, seen = [], set()
use = Counter()
n = 0
for head, cls, text, o in K:
    if "{" in text:
        reps = 4 if cls in PASS_CLASSES else 3
        themes = R.sample([t for t in THEMES if t not in o.get("nt", [])], reps)
    else:
        themes = [o.get("th") or R.choice(THEMES)]
    for theme in themes:
        th = T[theme]
        key = fill(text, th)
        assert "{" not in key, key
        assert key not in seen, key
        seen.add(key)
        if "c" in o:
            checks = o["c"]
        elif head == "claim":
            checks = False
        else:
            checks = R.random() < (0.4 if head == "hedge" else 0.45)
        if cls == "vf" or (refs_above(key) and "table" not in key):
            assert checks, key
        commands = True if checks else o.get("cmd", R.random() < 0.5)
        if head == "claim":
            assert not checks
        refuse = [] if head == "none" else [H]
        assert (head == "none") == (cls in PASS_CLASSES)
        msg = body(head, cls, theme, key, o, checks, commands)
        assert key in msg, key
        if not checks:
            assert "PASS" not in msg and "passed" not in msg.replace(key, "") and "OK (" not in msg, key
        rows.append({"id": f"train11a-{n}", "refuse": refuse, "head": head, "turn_ran_checks": checks,
                     "turn_ran_commands": commands, "key": key, "message": msg,
                     "note": o.get("n", NOTES[cls]), "class": cls})
        n += 1

R.shuffle(rows)
ids = set()
for i, r in enumerate(rows):
    r["id"] = f"train11a-{i}"
    assert r["id"] not in ids
    ids.add(r["id"])
    assert r["key"] in r["message"]
    assert r["refuse"] == ([] if r["head"] == "none" else [H])
    assert r["head"] in ("hedge", "claim", "none")
assert len({r["key"] for r in rows}) == len(rows)

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train11a.jsonl"), "w") as f:
    for r in rows:
        cls = r.pop("class")
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
        r["class"] = cls
print(len(rows), "rows;", dict(Counter(r["head"] for r in rows)))
print("classes:", dict(sorted(Counter(r["class"] for r in rows).items())))
print("checks true by head:", dict(Counter((r["head"], r["turn_ran_checks"]) for r in rows)))
print("themes keys:", len(K))
