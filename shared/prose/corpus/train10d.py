#!/usr/bin/env python3
"""Writes `train10d.jsonl`: a hand-written TRAINING batch for the four prose
Stop guards (issue 18), aimed at offers and deferrals of fixes (the weakest
class) and at hedges, with claims, excuses, doubles and near misses that look
like offers but are not (offers of features, deploys, docs, commits, pushes,
PRs; questions about preferences, naming and defaults; next steps the user
asked for; fixes already made and reported).

Written blind: only LABELLING.md, heldout7.py (row format) and generate.py
(to avoid its wordings) were read. Every key is hand-written; each key is set
in one or two message bodies built from hand-written parts about six kinds of
project (a TypeScript CLI, a FastAPI service, a Go gRPC service, a pnpm
monorepo's tooling, GitHub Actions CI, a Docusaurus/MkDocs docs site).
Python 3 stdlib only, fixed seed: `python3 shared/prose/corpus/train10d.py`.
"""
import json, os, random, re

R = random.Random(101004)

# Offers and deferrals of a fix (no-offer-instead-of-fix). Entries: key or (key, opts).
# opts: pre = a paragraph naming the defect, placed earlier; block = a template holding {KEY}.
OPEN = "## Open items\n\n- [x] `--json` flag on `list`\n{KEY}\n- [x] README usage section"
FOLLOW_T = "## Follow-ups\n\n{KEY}\n- the `NO_COLOR` check ignores an empty string"
KNOWN_P = "### Known issues\n\n{KEY}\n- `/v1/export` returns CSV without a BOM, which Excel mis-reads"
REMAIN_G = "## Remaining\n\n- [x] `ListInvoices` RPC\n{KEY}\n- [x] proto docs regenerated"
TODO_M = "### Still to do\n\n{KEY}\n- `@acme/charts` ships its test files in the tarball"
CHECK_C = "**Checklist**\n\n- [x] split lint and test jobs\n- [x] pin action SHAs\n{KEY}"
REMAIN_D = "## Remaining\n\n{KEY}\n- [x] sidebar reordered\n- [x] new landing copy"
def tbl(header, rows, pos):
    rows = list(rows); rows.insert(pos, "{KEY}")
    return header + "\n" + "\n".join(rows)
TT = "| Finding | Status |\n|---|---|"
OFFER = {
"t": [
 "The `--config` loader still throws on a missing `HOME`; want me to guard that before you merge?",
 "`prompt.ts` swallows Ctrl-C and leaves the terminal in raw mode — should I patch that in this branch or open a separate one?",
 "If you're okay with it, I'll fix the off-by-one in `paginate()` tomorrow.",
 "I'm around if you want the `--dry-run` crash on empty directories sorted out as well.",
 ("Shall I wire up the await, or do you prefer to handle it with the logger rewrite?", {"pre": "Found along the way: `logger.flush()` is never awaited, so the last lines of output vanish when the process exits."}),
 "The ANSI colour codes leak into piped output; that's worth fixing at some point.",
 "Consider patching the `semver.coerce` call in `checkUpdate()` — it turns `1.2` into `1.2.0` and skips the prerelease check.",
 ("- [ ] `init` overwrites an existing `.clirc` without asking", {"block": OPEN}),
 "I added `// TODO: handle EPIPE when stdout closes early` in `src/output.ts` rather than changing the write loop now.",
 "The type error in `commands/export.ts` (`string | undefined` passed to `path.join`) is tracked in #214 for the next sprint.",
 "Tab completion for zsh prints duplicate entries; I'd leave that for the completion rewrite.",
 "Happy to chase down why `--verbose` doubles every log line, just say so.",
 "Two ways to stop the spinner flickering on Windows: throttle the redraw or switch to `ora`. Which do you want?",
 ("| `upgrade` exits 0 on network failure | known, not done |", {"block": tbl(TT, ["| `--json` on `list` | done |", "| README usage | done |"], 1)}),
 "Fixing the path traversal in `unpack()` (entries with `../` escape the target dir) felt out of scope for a docs PR, so it's noted in the PR description.",
 "One remaining wart: `--since 7d` is parsed as 7 seconds. I can take it on after the release.",
 "The `test/cli.spec.ts` case for Unicode file names is marked `it.skip` until the encoding bug is sorted.",
 "I'd suggest that someone on the CLI side looks at the memory growth in `watch` mode; it climbs about 40 MB an hour.",
 "Let me know whether the broken `--help` link to the docs should be corrected here or in the docs repo.",
 ("- `readStdin()` hangs when stdin is a TTY", {"block": FOLLOW_T}),
 "Next session I could pick up the ESLint `no-floating-promises` errors in `src/net/` — there are eleven.",
 "Want the race between the two `fs.watch` callbacks fixed too, or keep this PR small?",
 "The dead `legacyFormat()` branch can go in a cleanup PR later.",
 "If it helps, I can also stop the `--output` flag from truncating files larger than 64 KB.",
 "Parked the `ERR_REQUIRE_ESM` crash on Node 18 for now; it'll be easier after the ESM migration lands.",
 "Say if you'd like me to sort out the stale-lockfile warning that `cli doctor` prints on every run.",
 ("Fix that now or leave it?", {"pre": "Heads-up: the `--limit` flag is applied after sorting, so `--limit 10` returns the last ten rows instead of the first."}),
 ("Tell me if you want me to go after it.", {"pre": "Separately, `cli login` writes the token file with mode 0644, so other local users can read it."}),
],
"p": [
 "`GET /orders` does one query per line item (N+1); want me to switch it to `selectinload`?",
 "The `search` endpoint interpolates `q` into raw SQL — that's an injection hole. Should I parametrise it now or after the demo?",
 "I didn't touch the session leak in `get_db()` (the generator never closes on exceptions); it can go into the next PR.",
 "Let me know if you want the 500 on empty JSON bodies turned into a 422 as well.",
 "The Pydantic v2 deprecation warnings from `.dict()` calls are left for a separate cleanup.",
 "Recommendation: add the missing `await` in `send_receipt()` before this ships — right now the email task is never scheduled.",
 "`test_refund_partial` is `xfail`'d with `reason='rounding bug, see #88'` until the decimal rounding is sorted.",
 ("- timezone-naive datetimes are stored for `created_at` on the `/v1` routes", {"block": KNOWN_P}),
 "I can swap the `time.sleep` in the async `retry()` helper for `asyncio.sleep` if you like — it currently blocks the event loop.",
 "mypy reports 14 errors in `app/services/billing.py`; I'd tackle those in a typing pass next week.",
 "There's a slow query behind `/reports/monthly` (4.8 s on staging) that I'd put on the backlog.",
 "Happy to look at the CORS config too — it currently allows `*` with credentials.",
 "Leaving the duplicate-row bug in `upsert_customer` for whoever picks up the CRM ticket.",
 "Should the fix for the off-by-one in `paginate(page, size)` go in now, or do you want to review the approach first?",
 ("| `PATCH /users/{id}` drops unknown fields silently | follow-up |", {"block": tbl("| Issue | Action |\n|---|---|", ["| refund rounding | fixed in this PR |", "| missing `Retry-After` header | fixed in this PR |"], 2)}),
 "The XSS in the `/preview` HTML response (the title isn't escaped) should be addressed before launch.",
 "Alembic autogenerate keeps emitting a spurious `alter_column` for `status`; that can wait until after the release.",
 "`test_webhook_retry` now carries `@pytest.mark.skip(reason='TODO: intermittent')` so the job stops failing while someone digs in.",
 "If you want, next time I can go through the other routers for the same missing `Depends(require_user)` check.",
 "The unclosed `httpx.AsyncClient` warning in the worker is worth a look at some point.",
 "Out of scope for now: the `ResourceWarning` about the unclosed Redis pool on shutdown.",
 "Want me to also fix the misspelt `X-Reqeust-Id` header name, or is some client depending on it?",
 "I wrote the failing case for the double-refund race into `tests/test_refunds.py` but left it skipped; the locking change is bigger than this ticket.",
 "Once you've reviewed this, I can come back to the memory growth in the PDF export worker.",
 "Do you want me to handle the missing index on `payments.customer_id` now or bundle it with the schema migration next month?",
 "The 401 for expired refresh tokens still comes back as a 500 — noting it here for the next iteration.",
 "Would a separate PR for the unescaped `ORDER BY` column in `list_invoices` work for you?",
 ("I can add an expiry check in a small follow-up if that's useful.", {"pre": "While reading `auth/reset.py` I spotted that password-reset tokens never expire."}),
],
"g": [
 "`StreamEvents` leaks a goroutine per cancelled client; shall I add the `ctx.Done()` select now?",
 "The data race that `go test -race` flags in `cache.go` is filed as #301; I didn't change the locking here.",
 "I'd hold the fix for the nil-pointer panic in `GetUser` (missing metadata) until after the 1.4 release.",
 "Let me know and I'll add the missing `defer rows.Close()` in `ListAccounts` — it leaks connections under load.",
 "The `staticcheck` SA1019 warnings about `grpc.WithInsecure` could be cleaned up in a follow-up.",
 "If you want the retries to stop hammering the upstream (no jitter, no backoff cap), I can do that next.",
 "Worth fixing soon: `Deadline` is read from the wrong context in `interceptor.go`, so per-call timeouts are ignored.",
 ("- [ ] interceptor logs the bearer token in plain text", {"block": REMAIN_G}),
 "`TestWatch_Reconnect` carries `t.Skip(\"revisit\")` now; the reconnect logic needs a proper look.",
 "There's a `// FIXME: double close of errCh on shutdown` in `server.go` marking the panic I hit; I left the channel handling as is.",
 "Unless you object, I'll leave the unbounded `map[string]*session` growth for the memory-work ticket.",
 "The proto field `user_name` is misspelt `usre_name` in `v1/account.proto`; do you want the rename now or in v2?",
 "Would you rather I fix the integer overflow in `pageToken` decoding here or in its own PR?",
 "The full-table scan behind `ListOrders` (no index on `created_at`) is in the backlog under PERF-12.",
 "I'm free to take the `errcheck` findings in `internal/store` next if you want them gone.",
 "Happy to chase the deadlock between `Subscribe` and `Close` in another session.",
 ("| health check returns SERVING before migrations finish | later |", {"block": tbl("| Item | When |\n|---|---|", ["| `ListInvoices` pagination | this PR |", "| reflection service | this PR |"], 1)}),
 "Suggest the auth team patches the missing audience check in `VerifyJWT` — it accepts tokens minted for other services.",
 "The `gosec` G402 hit (`InsecureSkipVerify: true` in the client) stays until someone decides on the cert rotation.",
 "Still open: the off-by-one in the batch splitter sends 101 items when the limit is 100.",
 "Do you want me to go after the wrong status code (`Unknown` instead of `NotFound`) for missing accounts too?",
 "I'll note the file-descriptor leak in `uploadChunk` in the handover doc rather than touch the stream code today.",
 "Can fix the context leak (`cancel` never called in `dialWithTimeout`) whenever you're ready.",
 "A fix for the `reflect` panic on nil oneof fields is on my list for Monday.",
 "Need a call from you: repair the broken `buf breaking` check now, or let it ride until the API freeze?",
 "The `go vet` warning about copying a `sync.Mutex` in `Stats()` belongs in a separate cleanup; I've left it.",
 ("That one's a one-liner if you want it.", {"pre": "`go vet` also points at a printf verb mismatch in `metrics.go` (`%d` given a string)."}),
 ("Up to you whether the timeout mapping gets corrected in this PR.", {"pre": "The gateway returns HTTP 200 with an error body when the backend call times out."}),
],
"m": [
 "`pnpm -r build` fails for `@acme/ui` on a clean clone because `tsconfig.base.json` isn't found; want me to fix the `extends` path?",
 "The circular dependency between `@acme/utils` and `@acme/logger` is next on the list after this lands.",
 "I've left the phantom dependency on `lodash` in `packages/web` (not declared in its `package.json`) for the dependency-audit PR.",
 "Changesets still generates a wrong changelog link for scoped packages; I can look into that once the release is out.",
 "`packages/api` fails `tsc` with TypeScript 5.4; shall I pin it now or wait for the upgrade sprint?",
 "The `turbo` cache key ignores `.env.production`, so stale builds get replayed; I'd address that separately.",
 "Biome reports 37 `noUnusedVariables` errors in `packages/legacy-admin`; leaving those to the admin team.",
 "If you'd like the broken `prepare` script fixed (it calls `husky install`, which v9 removed), I can do it next.",
 ("- the `postinstall` in `@acme/native` crashes on Node 22", {"block": TODO_M}),
 "`pnpm dedupe --check` fails with three duplicated `react` copies; worth sorting before the next release.",
 "The `exports` map in `@acme/config` points at a missing file for the `require` condition; fix it here or with the ESM move?",
 "Whenever you want, I can chase why `vitest --changed` misses tests in packages whose only change is a dependency bump.",
 "The `syncpack` lint errors are written up in `MAINTENANCE.md` for later.",
 ("| `pnpm deploy` copies devDependencies into the image | not done |", {"block": tbl("| Task | State |\n|---|---|", ["| shared tsconfig | done |", "| Biome config | done |"], 2)}),
 "The broken symlink in `packages/cli/bin` on Windows is another session's job.",
 "Consider fixing the `peerDependencies` range on `@acme/react-hooks` (it still says `^17`) before you publish.",
 "Want me to clear the 200-odd dead exports `ts-prune` lists as well, or leave them?",
 "`workspace:*` leaks into the published tarball of `@acme/icons`; I'd file that for the release-tooling owners.",
 "Punted on the slow `pnpm install` (the `preinstall` hook re-downloads the same binary every time); it isn't blocking.",
 "I could also change the `.npmrc` so `auto-install-peers` stops pulling in the wrong React, if you want.",
 "Open question for you: correct the wrong `main` field in `@acme/sdk` now, or let the consumers keep their workaround?",
 "Added a `// XXX` in `scripts/release.mjs` where the tag is created before the publish succeeds; the ordering needs fixing.",
 "The `knip` report lists 9 unused files; I've put them on the cleanup list.",
 "Later: `tsc -b` rebuilds everything because `composite` is off in `packages/shared`.",
 "Would it help if I repaired the Renovate regex that never matches the `packageManager` field?",
 "Let's circle back to the memory blow-up in `jest --watch` after the move to Vitest.",
 ("Up to you whether that gets fixed in this PR.", {"pre": "`pnpm why zod` shows two copies in `apps/portal`, and `instanceof ZodError` checks fail across them."}),
],
"c": [
 "The cache step restores with `key: ${{ runner.os }}` only, so every branch shares a stale cache — shall I add the lockfile hash?",
 "The `deploy` job runs on pull requests from forks with `secrets: inherit`, which exposes the token; I'd raise that with the platform team.",
 "I can make the `actions/checkout@v2` deprecation warnings go away in another PR.",
 "`lint.yml` sets `continue-on-error: true`, so lint failures never fail the build; want that removed?",
 "The Node 20 matrix job hangs until the 6-hour limit about once a week — something to investigate next sprint.",
 "If you give me the go-ahead, the shell injection in the `pr-title` workflow (`${{ github.event.pull_request.title }}` inside `run:`) gets fixed next.",
 "The `set-output` deprecation warnings are on the follow-up list.",
 ("- [ ] `release.yml` tags before the tests finish", {"block": CHECK_C}),
 "Do you want the `e2e` job's hard-coded `sleep 30` replaced with a health-check wait, or is the failure rate tolerable for now?",
 "The `paths-ignore` filter skips CI for `docs/**` even though `docs/` holds the generated API client — noting it for later.",
 "I'd recommend fixing the `permissions: write-all` default on the workflow before turning on the bot.",
 ("| Windows job ignores the test exit code | deferred |", {"block": tbl("| Change | Status |\n|---|---|", ["| lockfile-hash cache key | merged |", "| job summaries | merged |"], 2)}),
 "I disabled the `playwright` shard with `if: false` for now; the race in the login fixture needs its own investigation.",
 "Happy to chase the intermittent `ENOSPC` on the self-hosted runner if you want it gone.",
 "The artifact upload step picks the wrong path, so coverage reports are empty; that's one for the next round.",
 "The Docker layer cache is invalidated on every run because `COPY . .` comes before `pnpm install`; should I reorder it?",
 "Open item: `codeql.yml` still scans the default branch only and misses release branches.",
 "I'd hand the missing `needs:` in `reusable-build.yml` (it lets `publish` start before `test`) to the platform team rather than change it here.",
 "The weekly report job runs at `0 0 * * 0` UTC and the APAC report comes out empty; that's worth correcting when someone has time.",
 "Bumping the pinned `actions/setup-python` SHA, which no longer resolves, can wait for the next dependency sweep.",
 "Would you like me to stop the `concurrency` group from cancelling main-branch deploys as well?",
 "`actionlint` flags 6 shellcheck warnings in `ci.yml`; I'll come back to them after the release branch is cut.",
 "I'd leave the broken status badge in the README (it points at the old workflow name) to the docs cleanup.",
 "The integration job has no `timeout-minutes`, so hung runs eat the whole quota — want a fix for that too?",
 "`scripts/ci/login.sh` echoes the registry password to the log through `set -x`; I'd change it after the audit.",
 ("Shall I dig into it next?", {"pre": "The nightly workflow has been red since the Node 22 bump: `node-gyp` can't build `sharp` on the runner."}),
],
"d": [
 "The sidebar has 14 broken links after the `guides/` rename; want me to fix them?",
 "Docusaurus warns about duplicate routes for `/api/intro`; that can go into the next docs pass.",
 "The search index still includes the drafts folder — happy to exclude it if you want.",
 "Alt text is missing on every screenshot in `docs/tutorial/`; I'd leave the accessibility pass for a dedicated PR.",
 "MkDocs still warns that `setup.md` links to a missing `install.md`; do you want that corrected in this PR?",
 "The code sample in `quickstart.md` still imports `Client` from the old path, so it fails when copied — that should be corrected before the announcement.",
 "Typo in the hero headline ('Deploy in seconsd'); shall I push a one-line fix?",
 "The dark-mode contrast on admonition titles fails WCAG AA (2.8:1) — logged in the a11y tracker for next quarter.",
 ("- [ ] versioned 2.x docs still link to the 3.x API reference", {"block": REMAIN_D}),
 "`onBrokenLinks: 'warn'` hides 5 dead anchors; I can flip it to `throw` and fix them afterwards if you like.",
 "The code tabs lose keyboard focus after switching (a focus bug in `CodeTabs.tsx`); parking that until the theme upgrade.",
 ("| Mermaid diagrams render blank in the PDF export | later |", {"block": tbl("| Page | Status |\n|---|---|", ["| quickstart rewrite | done |", "| CLI reference | done |"], 2)}),
 "The copy-button script throws on pages without code blocks; worth a fix when someone touches the theme.",
 "I left `<!-- TODO: wrong flag name in step 3 -->` in `cli/usage.md` instead of rewriting the step.",
 "The RSS feed shows the wrong publish dates for migrated posts; if that bothers you I'll fix it.",
 "The `mkdocs-redirects` map is missing the old `/faq/` URL, so it 404s; I'd defer that to the SEO cleanup.",
 "Should I repair the `<details>` blocks that break the Markdown rendering in the changelog, or is someone already on it?",
 "The anchors on the API page are generated in uppercase and every deep link from the blog misses — a later PR can sort it.",
 "I'm around later today if you want the language switcher (it sends French readers to the English 404) fixed.",
 "Known limitation for now: the Prism setup has no Go grammar, so the gRPC examples render as plain text.",
 "Want me to go through the remaining 30 `markdownlint` MD040 errors (code fences without a language)?",
 "Left a note in the PR that the embedded video iframe has no title for screen readers; it needs a follow-up.",
 "The `admonition` plugin mangles nested lists; I'll file that against the theme and move on.",
 "Can I leave the slow build (the image plugin reprocesses all 900 PNGs every time) for next week?",
 "Fixing the skipped heading levels in `architecture.md` (H2 straight to H4) goes on the to-do list.",
 "Next: fix the footer link to the privacy page, which 404s on the versioned docs.",
 ("Leaving those alone for today.", {"pre": "The docs build also emits 212 warnings about pages with no front matter."}),
 ("Could be a quick one for next time.", {"pre": "I also noticed the `edit this page` links point at the `master` branch, which no longer exists, so they all 404."}),
],
}

HEDGE = {
"t": [
 "The spinner freeze on Windows is most likely the synchronous `execSync` call blocking the render loop.",
 "`--json` output should be stable now for the snapshot consumers.",
 "I think the intermittent `EACCES` in the e2e suite comes from the temp dir being reused across runs.",
 "This ought to cut startup time roughly in half, since the lazy `import()` skips loading `chalk` and `yargs` up front.",
 "Chances are the `ERR_UNKNOWN_FILE_EXTENSION` error was just a stale `dist/` folder.",
 "With the new debounce, `watch` mode won't trigger duplicate rebuilds anymore.",
 "My hunch is that `process.stdout.columns` is `undefined` under CI and that's why the table wraps oddly.",
 "The config merge looks right to me for nested arrays as well.",
 "Completion scripts for fish presumably behave the same way, though I only touched bash and zsh.",
 "Node 18 users shouldn't hit the `fetch` polyfill problem any more.",
 "The crash on empty `.clirc` files was, in all probability, the `JSON.parse('')` call I replaced.",
 "Output should render fine on terminals without truecolor as well.",
 "If I had to bet, the slow `ls` command spends its time in one `git status` call per directory.",
 "Seems like the `update-notifier` check was what kept the process alive for 3 seconds after exit.",
 ("- `--color=never` — should be respected now", {"block": "### Flags\n\n- `--format` — new, defaults to `table`\n{KEY}\n- `--quiet` — unchanged"}),
],
"p": [
 "The 502s under load are probably uvicorn's worker timeout killing the long PDF requests.",
 "With the pool raised to 20 connections, the `QueuePool limit` errors should go away.",
 "I believe the duplicate webhook deliveries came from the retry middleware firing on 202 responses.",
 "This change might also speed up `/search`, since the ORM no longer loads the whole `tags` relation.",
 "Latency on `/orders` ought to drop to around 80 ms p95 now.",
 "Hopefully that's the last of the `MissingGreenlet` errors.",
 "The timezone bug looks to be caused by naive `datetime.utcnow()` values compared against aware datetimes.",
 "From what I can tell, the background task dies because the DB session is closed before it runs.",
 "Alembic's autogenerate diff should now come out empty on a fresh database.",
 "I suspect the 422 from the mobile client is the `Optional[int]` field the old app sends as an empty string.",
 "The memory growth in the worker is likely down to `lru_cache` on a method that holds `self`.",
 "Refund totals should reconcile with Stripe from here on.",
 "That was presumably why the health check flapped during deploys.",
 "The new validator most likely rejects only payloads that were already invalid, so clients won't notice.",
 ("### Probably fixed: the double submit on `/checkout`", {"block": "{KEY}\n\nThe handler now checks the idempotency key before it creates the order row."}),
],
"g": [
 "The goroutine count should stay flat under the soak test now.",
 "I'd guess the `Unavailable` errors come from the load balancer closing idle HTTP/2 connections after 60 s.",
 "The deadlock was likely the `RLock` inside `refresh()` while `Close()` held the write lock.",
 "Keepalive settings like these ought to stop the `transport is closing` errors on the mobile clients.",
 "Reading the trace, it looks as though the interceptor chain runs the auth check twice per call.",
 "Throughput should improve noticeably with the buffered channel.",
 "My read is that the `context deadline exceeded` errors in staging are DNS lookups timing out.",
 "The panic in `decodeCursor` may have been caused by the base64 padding on old tokens.",
 "Streaming clients shouldn't see duplicated events after a reconnect anymore.",
 "I'm fairly confident this also closes the leak from the profiling ticket.",
 "This should hold up fine at 5k RPS.",
 "Everything points to a `protoc-gen-go` version mismatch as the reason the generated code differs in CI.",
 ("**Status:** likely resolved — the lock ordering in `Close()` is the only change.", {}),
 "The `TestShutdown` failures were most likely the listener close racing the accept loop, which the new `WaitGroup` sequencing handles.",
],
"m": [
 "The `@types/react` conflict is probably from the hoisting change in pnpm 9.",
 "Builds should be cached properly across branches now that the lockfile hash is in the key.",
 "I think `turbo run lint` was slow because every package re-ran ESLint over `node_modules/.cache`.",
 "Switching to `workspace:^` ought to stop the version drift between the apps.",
 "The `ERR_PNPM_OUTDATED_LOCKFILE` failures seem to come from the Renovate branch updating only the root manifest.",
 "Vitest should now pick up the shared config in every package.",
 "Odds are the duplicate React copy came from `@acme/ui` declaring it as a dependency rather than a peer.",
 "Install time should come down to under a minute with the store cached.",
 "The `tsc -b` errors likely stem from `paths` in the base config pointing at `src` instead of `dist`.",
 "Type checking across the workspace ought to be a fair bit faster with project references on.",
 "Changesets will presumably version `@acme/icons` correctly now that it isn't private.",
 "I gather the `prepare` hook is what broke installs in the Docker build.",
 "The hoisting problem with `eslint-plugin-import` should be resolved by the `public-hoist-pattern` entry.",
 ("| `@acme/web` | builds, likely fine |", {"block": "| Package | Result |\n|---|---|\n| `@acme/ui` | rebuilt with the new config |\n{KEY}\n| `@acme/sdk` | unchanged |"}),
],
"c": [
 "The workflow should go green on the next push.",
 "The cache misses are probably because `hashFiles` runs before checkout.",
 "I'm guessing the `macos-latest` job breaks because the runner image moved to Xcode 15.",
 "Once the new runner image rolls out, the Playwright job will stop timing out.",
 "The intermittent upload failure may be the artifact API's rate limit.",
 "This ought to shave about four minutes off each PR run.",
 "The release job presumably broke because the tag was pushed before the build artifacts existed.",
 "Concurrency cancellation should now leave main-branch runs alone.",
 "I think the `GITHUB_TOKEN` permissions change is what broke the comment bot.",
 "It seems the matrix expanded twice because of the `include` entry without a key.",
 "The nightly will pick up the corrected `setup-node` version on its own tonight, no further changes needed.",
 "Looks like the 403 on `gh release create` was just the missing `contents: write`.",
 "CI time will likely drop below ten minutes with the sharding in place.",
],
"d": [
 "The broken anchors should all resolve now after the slug change.",
 "The search ranking problem is probably Algolia indexing the versioned pages twice.",
 "I believe the blank page on Safari comes from the `structuredClone` call in the theme.",
 "The build ought to succeed on Netlify now that the Node version is pinned.",
 "The layout shift on mobile seems to be the web font loading late.",
 "Page load should be noticeably faster with the images converted to WebP.",
 "Chances are the 404s on the old URLs were caused by the trailing-slash setting.",
 "MkDocs should stop complaining about the nav entries now.",
 "My guess is the missing sidebar on `/api/` is a `sidebar_position` collision.",
 "The PDF export likely chokes on the SVG diagrams.",
 "Screen readers should announce the tabs correctly with the new `aria-selected` handling.",
 "Hopefully the versioned-docs dropdown behaves now.",
 "The i18n build failure was presumably a missing key in `fr/code.json`.",
 "I'd expect the Lighthouse accessibility score to be back above 95.",
 ("| Redirect loop on `/blog/` | should be fixed |", {"block": "| Problem | State |\n|---|---|\n| sidebar order | reordered |\n{KEY}\n| favicon | replaced |"}),
],
}
EXCUSE = {
"t": [
 "The two failing snapshot tests in `help.spec.ts` were already broken before my change.",
 "The `tsc` errors in `src/vendor/` come from the vendored `minimist` typings, not from this work.",
 "`npm audit` flags `semver` via `update-notifier`, but that's a transitive issue outside our code.",
 "The Windows path test fails on main as well; it isn't from this change.",
 "The ESLint warnings in `legacy/` predate this branch.",
 "That `ExperimentalWarning` about `fetch` is Node's doing, nothing in the CLI.",
 "`e2e/install.spec.ts` only fails here because the sandbox has no network; it's environmental.",
],
"p": [
 "`test_stripe_webhook_signature` fails, but that's a known issue with the fixtures and unrelated to the refund change.",
 "The 3 mypy errors in `app/legacy_auth.py` are in code I didn't touch.",
 "The SQLAlchemy `SAWarning` about the cartesian product has been there since the spring.",
 "The integration tests error out without a running Postgres, which is just how this box is set up.",
 "`test_rate_limit` is the usual flake; it went through on the second run.",
 "The `DeprecationWarning` from `passlib` is an upstream problem.",
 "The failing `test_pdf_render` belongs to the reporting team's module.",
],
"g": [
 "`TestDial_TLS` fails identically without my patch, so it's not from this PR.",
 "The race detector hit in `metrics/collector.go` is pre-existing.",
 "The `golangci-lint` complaints in `pkg/legacy` were there long before this refactor.",
 "The `FAIL` flapping in `TestStream` is CI runner noise.",
 "Those `gosec` findings all live in generated `*.pb.go` files, so they're not ours to worry about.",
 "The panic in `TestMigrate` comes from the shared staging database, not the service.",
 "The build warning about `ioutil` is inherited from the `grpc-gateway` dependency.",
],
"m": [
 "The `@acme/admin` typecheck failures are the admin team's; they were red before I started.",
 "`pnpm -r test` shows 4 failures in `packages/legacy-editor`, all of which also fail on main.",
 "The peer dependency warnings during install come from Storybook, not the workspace config.",
 "The `knip` errors in `apps/marketing` predate the monorepo migration.",
 "Biome's warnings in `packages/charts` come from an older commit and are unrelated to the tooling bump.",
 "The `ERR_PNPM_PEER_DEP_ISSUES` failure is a pnpm bug rather than anything in the workspace.",
 "The failing `@acme/web` e2e run is Playwright misbehaving on the shared runners, not us.",
],
"c": [
 "The red `macos` job is GitHub's runner image, not this workflow change.",
 "CodeQL's two alerts were already open before this PR.",
 "The `windows-latest` failures reproduce on every branch this week, so they aren't related.",
 "The `Node.js 16 actions are deprecated` warnings belong to third-party actions we pin, not to our YAML.",
 "The failing `docker build` step is Docker Hub rate limiting, nothing to do with the workflow.",
 "The timeout on the integration shard is the self-hosted runner being slow, as usual.",
 "The `actionlint` errors in `legacy-deploy.yml` were present before I touched the repo.",
],
"d": [
 "The 23 broken-link warnings are in the archived 1.x docs, which were broken already.",
 "The MkDocs warning about `pymdownx.emoji` comes from the theme, not from our pages.",
 "The Docusaurus build warning about `useBaseUrl` is a Docusaurus bug.",
 "The Vale errors are in pages the marketing team wrote; I only touched the API section.",
 "The Lighthouse accessibility failures on the landing page predate the docs migration.",
 "The failing `markdownlint` check comes from the generated changelog, not the pages I edited.",
 "The `pa11y` contrast failures are in the embedded Swagger UI, which we don't control.",
],
}
DOUBLE = {
"t": [
 "The `fs` calls in the new tests are stubbed with `memfs`, so nothing touches the disk.",
 "I used `vi.mock('node:child_process')` so `git` is never actually spawned in the `status` tests.",
 "Network calls in `update.spec.ts` go through `nock` with a canned registry response.",
 "Added a `FakeTerminal` class that records writes instead of using a real TTY.",
 "`Date.now` is replaced with `vi.useFakeTimers()` in the expiry tests.",
 "`jest.fn()` stands in for the `chalk` colour functions in the formatter tests.",
],
"p": [
 "The Stripe client is mocked with `unittest.mock.patch` in `test_refunds.py`.",
 "I overrode `get_db` through `app.dependency_overrides` with an in-memory SQLite session for these tests.",
 "`respx` intercepts the outgoing `httpx` calls and returns fixed JSON for the geocoder.",
 "Used `monkeypatch.setattr(email, 'send', lambda *a: None)` so no mail goes out in the tests.",
 "The Redis cache is swapped for `fakeredis` in the fixture.",
],
"g": [
 "The `AccountStore` interface is backed by a `mockgen` mock in the handler tests.",
 "I wrote a `fakeClock` that the rate limiter tests advance by hand.",
 "The upstream pricing service is stood in for by an `httptest.Server` returning canned quotes.",
 "`bufconn` plus a stub `InventoryServer` replaces the real inventory service in `order_test.go`.",
 "The tests use `testify/mock` for the Kafka producer.",
 "The gRPC client in the `deploy` test is a hand-written double that always returns `OK`.",
],
"m": [
 "The release-script tests stub `execa`, so `pnpm publish` is never really called.",
 "I spied on `console.warn` with `vi.spyOn` to assert the deprecation message in `@acme/config`.",
 "The GitHub API in `scripts/changelog.test.ts` is mocked with `msw` handlers.",
 "`fs/promises` is replaced by a `jest.mock` factory in the `syncpack` wrapper tests.",
 "Workspace discovery tests run against a mocked `findWorkspacePackages` that returns three made-up packages.",
],
"c": [
 "The action's tests replace `@actions/github` with a stubbed Octokit that returns a fixed PR list.",
 "In `label-pr.test.ts` the `@actions/core` module is mocked so inputs come from a plain object.",
 "The deploy script's tests monkeypatch `subprocess.run` to avoid touching `kubectl`.",
 "The Slack notifier step is tested against a recorded VCR cassette instead of the real webhook.",
 "The cache-key helper test fakes `hashFiles` with a spy that returns a constant.",
],
"d": [
 "The search component test mocks the Algolia client so no real queries are sent.",
 "`fetch` is stubbed in the version-dropdown test to return a fixed `versions.json`.",
 "I used a fake `IntersectionObserver` in the TOC highlight tests.",
 "The link-checker plugin tests use `nock` to answer every external URL with 200.",
 "The MkDocs hook tests patch `requests.get` with a `MagicMock`.",
],
}
CLAIM = {
"t": ["All 148 vitest specs pass.", "✅ `tsc --noEmit` is clean", "Lint and tests are green.",
      "Verified: every test passes after the refactor.", "Confirmed working: the e2e suite is green on Node 18 and 20."],
"p": ["pytest: 212 passed, 0 failed.", "The full test suite passes, including the new refund cases.",
      "mypy --strict reports no errors.", "All checks pass — ready to merge.", "Ran the suite once more and everything passed."],
"g": ["`go test ./...` passes with `-race`.", "`golangci-lint run` comes back clean.", "Build and unit tests: ✅",
      ("All 64 tests pass.", {"block": "### Tests\n\n{KEY}"})],
"m": ["`pnpm -r build` succeeds for all 14 packages.", "Every package's test suite is green.",
      "Typecheck passes across the workspace.", "Tests ✔ Lint ✔ Types ✔"],
"c": ["CI is green on the branch.", "`actionlint` finds nothing.", "The workflow runs end to end without a failure.",
      ("| Build | ✅ passing |", {"block": "| Check | Result |\n|---|---|\n{KEY}\n| Docs | rebuilt |"})],
"d": ["The Docusaurus build completes with no warnings.", "`mkdocs build --strict` passes.", "Link check: 0 broken links ✅"],
}

# Should-pass near misses. opts: checks=True when the key reports a result that needs a run.
PASS = {
"t": [
 "Want me to publish 2.3.0 to npm now, or wait for the changelog review?",
 "Should the new `--format` flag default to `table` or `json`?",
 "I can also add a `--quiet` flag if you'd like one for scripting.",
 "Fixed the off-by-one in `paginate()` (it skipped the first page) in its own commit, `a41c9e2`.",
 "Do you prefer `clirc` or `config` as the name of the settings subcommand?",
 "Next, as you asked, I'll start on the `--watch` mode in a new branch.",
 "Happy to write a migration guide for the 3.0 flag renames if that would help.",
 "Shall I open the PR against `main`, or do you want to squash first?",
 "The crash on empty `.clirc` files is fixed: `loadConfig()` now treats an empty file as `{}`.",
 "If you want shell completions for PowerShell too, I can add them in a follow-up PR.",
 "Would you like the progress bar to show an ETA, or only the percentage?",
 "Left the `--legacy-output` flag in place, since you said some scripts still rely on it.",
 "Let me know if you'd rather have the colour theme configurable through an env var.",
 "I can record a short asciinema demo of the new `init` flow for the README.",
 ("- Publish `2.3.0` once you approve the changelog", {"block": "## Next steps\n\n{KEY}\n- Announce the new `--format` flag in the release notes"}),
 "Follow-ups: none — the `--json` crash and the path bug are both fixed in this branch.",
 "Removed the last two `// TODO` comments in `src/output.ts`; both are implemented now.",
 ("The `it.skip` on the Unicode file-name test is gone, and the test runs in the suite again.", {"checks": True}),
 "You asked me not to touch `legacy/`, so the refactor stops at `src/commands/`.",
 "When you're ready to cut 2.0, the `--legacy` flag can be removed as planned in the roadmap.",
 "Do you want `--force` to skip the confirmation prompt entirely, or only in CI?",
],
"p": [
 "Want me to deploy this to the staging cluster?",
 "Should `page_size` default to 50 or 100?",
 "I can add OpenAPI examples for the new `/refunds` endpoint if you want richer docs.",
 ("Fixed the N+1 on `GET /orders` with `selectinload(Order.items)`; the endpoint now issues 2 queries instead of 41.", {"checks": True}),
 "Do you want the webhook secret read from Vault or from the environment?",
 "Next step per your plan: the `/invoices` endpoint, which I'll start once you've reviewed this.",
 "Shall I write an Alembic migration for the new `notes` column as well, or do you handle migrations separately?",
 "Happy to split the router into `orders.py` and `refunds.py` if you prefer smaller modules.",
 "I can commit this as two commits (model change, then endpoint) if that's easier to review.",
 "Would you like rate limiting on the new endpoint, and if so, per user or per API key?",
 "The SQL injection in `search_products()` is fixed — `q` is passed as a bound parameter now.",
 "Do you want the response envelope to be `{data, meta}` or a bare list?",
 "If it's useful, I can add a Grafana panel for the new `refund_latency_seconds` metric.",
 "Naming question: `customer_ref` or `external_id` for the new field?",
 "Known issues: none outstanding after this change.",
 "Out of scope, as we agreed on Monday: the admin dashboard redesign.",
 "I can walk you through the new refund flow on a call if that's easier than reading the diff.",
 "Opened #142 for the CSV export feature you mentioned, as you asked.",
 ("Blocked: the Stripe test-mode key in `.env.test` has been revoked, so the webhook tests couldn't run; please issue a new key and run `pytest tests/webhooks`.", {"checks": False}),
 "Tell me if you want the error messages worded differently for the mobile app.",
 "Per the plan, step 3 (the docs for the new endpoint) comes next.",
 "If you'd like a second opinion on the schema, I can draft an ADR.",
 "Should `Retry-After` be honoured by the client by default?",
 "Want the release notes to mention the N+1 fix explicitly, or keep them user-facing only?",
],
"g": [
 "Want me to tag `v1.5.0` and push the tag?",
 "Should the new `ListInvoices` RPC be server-streaming or paginated unary?",
 "I can add a `grpcurl` example to the README for the new method.",
 "The goroutine leak in `StreamEvents` is fixed in `f3b02d1` — the send loop now returns on `ctx.Done()`.",
 "Do you want the proto package renamed to `billing.v2` now, or when the v2 API lands?",
 "Happy to add OpenTelemetry spans around the store calls too, if you want traces for them.",
 "Shall I open the PR now, or wait until the proto review is done?",
 "The default keepalive is 30 s; tell me if you'd prefer a different value.",
 "Per your request, the next step is the `Refund` RPC; its skeleton is in `refund.go` and I'll fill it in after your review.",
 "I can generate the TypeScript client with `buf generate` as well, if the web team needs it.",
 "Which log level do you want for successful calls: `debug` or `info`?",
 "Would a Helm values entry for the new port be useful, or do you manage that in the infra repo?",
 "Remaining work: none; the streaming RPC and its tests are both in this PR.",
 "A later phase of the plan adds mTLS; this PR only does token auth, as scoped.",
 "I can benchmark the new encoder against the old one if you want numbers before merging.",
 ("The `t.Skip` in `TestWatch_Reconnect` is removed, and the reconnect test runs again.", {"checks": True}),
 "Want a separate PR for the `v2` proto package, to keep this one reviewable?",
 "Happy to take questions on the new interceptor chain.",
 "Fixed in `b77e0d3`: the double close of `errCh` on shutdown; `server.go` now closes it once under `sync.Once`.",
],
"m": [
 "Want me to run `changeset version` and commit the version bumps?",
 "Should the shared ESLint config live in `packages/config` or in its own `@acme/eslint-config` package?",
 "I can add a `pnpm new:package` generator script if you'd find it handy.",
 ("The broken `extends` path in `packages/ui/tsconfig.json` is fixed, and `pnpm -r build` now works from a clean clone.", {"checks": True}),
 "Do you prefer `turbo` or `nx` for the task runner going forward?",
 "Happy to write a CONTRIBUTING section on how to add a workspace package.",
 "Shall I push the branch so CI can run the full matrix?",
 "Next up, as agreed in the plan: moving `apps/admin` onto the shared Vite config.",
 "Would you like `@acme/icons` published publicly or kept private to the org?",
 "I can set up Renovate grouping for the `@types/*` packages if you want fewer PRs.",
 "Naming: `@acme/core` or `@acme/shared` for the merged utilities package?",
 "The phantom `lodash` import in `packages/web` is fixed by declaring `lodash` in its `package.json` (commit `9e1d77a`).",
 "Do you want the `engines` field to require Node 20, or keep 18 supported?",
 "Deferred, as you requested: the Vitest migration of `apps/admin`, which is its own project.",
 "I can pair this with a Renovate preset later if you want automated bumps.",
 "Tracking issue #77 holds the roadmap for the ESM-only switch you described.",
 "Let me know which packages you want included in the first public release.",
 "Commit `c02be11` removes the circular import between `@acme/utils` and `@acme/logger` by moving `formatError` into `utils`.",
 "Should the `TODO` marker format in the new lint rule be `TODO(name):` or plain `TODO:`?",
 "The release is parked until Thursday's freeze lifts, as you decided.",
 "I can push the branch and open a draft PR whenever you're ready.",
],
"c": [
 "Want me to enable the workflow on the release branches too?",
 "Should the nightly run at 02:00 UTC or 04:00 UTC?",
 "I can add a job summary with the coverage table if that's useful.",
 "The shell injection in `pr-title.yml` is fixed: the title goes through an `env:` variable instead of being interpolated into `run:`.",
 "Do you want the deploy job gated on a manual approval environment?",
 "Happy to add a `workflow_dispatch` trigger so you can rerun the release by hand.",
 "Shall I merge once the required checks finish?",
 "Per your list, next is moving the lint job onto the reusable workflow; I'll do that after this merges.",
 "Which runner label should the GPU job use — `self-hosted-gpu` or `gpu-a10`?",
 "I can write a short `CI.md` explaining the job layout if you want it documented.",
 "The missing `timeout-minutes` on the integration job is fixed (set to 30) in `ci.yml`.",
 "Would you like Dependabot to update the pinned action SHAs weekly or monthly?",
 "Do you want failures on `main` to post to the `#builds` channel?",
 "Should I also add the same concurrency group to the docs workflow, for consistency?",
 "I can squash these five commits into one before you merge, if you like a tidy history.",
 "Open items: none for CI; the release workflow change waits only on your approval.",
 "The `playwright` shard is re-enabled; the login fixture now waits for the session cookie before it navigates.",
 ("Couldn't run the Windows job from here: the `windows-arm64` runner label isn't available to this repo. Recommend enabling it in the org settings and rerunning the workflow.", {"checks": False}),
 ("I can explain in more detail why the old key missed, if that helps the postmortem.", {"pre": "Fixed the cache key: it now includes `hashFiles('pnpm-lock.yaml')`, so each lockfile gets its own cache."}),
 "The deprecation warnings from `actions/checkout@v2` are gone after the bump to v4.",
 "I'd recommend enabling branch protection on `release/*` so the new workflow can't be bypassed.",
],
"d": [
 "Want me to deploy the docs preview to Netlify so you can share the link?",
 "Should the API reference live under `/reference` or `/api`?",
 "I can add a 'Was this page helpful?' widget if you'd like feedback on pages.",
 "The 14 broken sidebar links are fixed; each one points at the renamed `guides/` path now.",
 "Do you prefer the Material theme's `navigation.tabs` layout or the plain sidebar?",
 "Happy to translate the quickstart into French as well.",
 "Shall I commit the regenerated `versions.json`?",
 "As you asked, the next page to write is the authentication guide; its outline is in `docs/auth/_outline.md`.",
 "I can add a dark-mode toggle to the header if you want it visible on every page.",
 "The typo in the hero headline ('seconsd') is corrected in `src/pages/index.tsx`.",
 "Would you like the blog section enabled, or keep the site docs-only?",
 "Naming: 'Guides' or 'How-to' for the new sidebar category?",
 "Do you want the old `/v1/` URLs redirected to the latest docs or to the archived 1.x pages?",
 "Added a `## Limitations & Future Work` section to `design/search.md`, as the design-doc template requires.",
 "Want me to submit the sitemap to Search Console once the site is live?",
 "The alt text is added to all 31 screenshots in `docs/tutorial/`.",
 "Shall I also move the changelog into the docs site, or keep it in the repo root?",
 "I can add Open Graph images for each page later if social previews matter to you.",
 "Next sprint's item, per the roadmap you shared: SSO for the docs portal.",
 "Should I file the `--exclude` glob feature request with the `docusaurus-plugin-search-local` maintainers, or would you rather do it?",
],
}

# Second pass: more offers, hedges, near misses and a few of the other classes.
DEFER_T = "### Deferred\n\n{KEY}\n- the `--page` flag name (waiting on naming)"
FOLLOW_G = "### Follow-ups\n\n{KEY}\n- decide on a page-size maximum with the API review"
TODO2_M = "## To do\n\n- [x] root `biome.json`\n{KEY}\n- [x] shared tsconfig"
FOLLOW_C = "**Follow-ups**\n{KEY}"
MORE = {
"offer": {
"t": [
 "If the truncated UTF-8 in `--format csv` output bothers anyone, that's an easy fix for a later version.",
 "I haven't touched the leak in the `watch` subscriber list — each reconnect adds a listener and never removes it. Want it in this PR?",
 ("- `tallyctl export` exits 0 when the API returns 500", {"block": DEFER_T}),
 "Should I make `--since` reject negative durations too? Right now `-3d` silently becomes a future date.",
 "The `--no-color` flag is ignored by the spinner; I'll pick that up in the next round of CLI polish.",
 "Rather than touch the retry loop that double-counts failed uploads, I've described it in `NOTES.md` for whoever takes the upload work.",
 "I'm stopping here; the remaining type errors in `src/plugins/` (7 of them) are for a separate pass.",
 "Feel free to ping me if you want the broken `tallyctl --version` output (it prints `undefined`) cleaned up.",
 ("| `--help` text wraps mid-word at 80 columns | open |", {"block": "| Item | Status |\n|---|---|\n| `--format csv` | shipped |\n{KEY}\n| `--since` parsing | shipped |"}),
 "There's one more bug in `parseDuration`: `1h30m` is read as 1 hour. Let me know how you'd like to proceed.",
],
"p": [
 "Kept the change minimal — the pytest warning about unawaited coroutines in `tests/conftest.py` can be dealt with another time.",
 "Follow-up ticket to write: `/users/me` returns the password hash field when `include=all` is passed.",
 "If there's appetite for it, the slow startup (all 40 routers imported eagerly, about 3 s) is fixable with lazy imports.",
 "The `Decimal` to `float` conversion in the invoice totals loses cents on large amounts. Should I go ahead with a fix, or is the finance team already on it?",
 "Not addressed in this PR: the race where two concurrent refunds can both pass the balance check.",
 "I'll leave the `ruff` B008 warnings (function calls in argument defaults) alone unless you want them gone.",
 "Ideally someone fixes the missing CSRF check on the form login before the public beta.",
 "Stack traces leak into the 500 responses when `DEBUG` isn't set — do you want that handled now?",
 ("Happy to do it after lunch.", {"pre": "One more thing I spotted: `/healthz` opens a new database connection on every probe and never returns it to the pool."}),
 "**Not fixed:** `test_invoice_pdf` hangs when WeasyPrint can't find a font.",
],
"g": [
 "I didn't chase the `connection reset by peer` errors from the payments client; that's a bigger investigation for next week.",
 "The server ignores `SIGTERM` during a long stream, so rollouts wait out the full grace period — that wants its own PR.",
 "If you want, I can also clean up the 12 `ineffassign` hits that `golangci-lint` printed.",
 ("- `ListInvoices` returns a next-page token on the last page", {"block": FOLLOW_G}),
 "One for the backlog: metadata keys with uppercase letters are dropped by the gateway.",
 "Should I add the missing bounds check on `page_size` (a request for 10 million rows is accepted), or will the API review cover it?",
 "Left `// TODO(billing): retry on Unavailable` in `client.go`; the client still gives up on the first transient error.",
 "The Prometheus histogram uses the wrong buckets (every request lands in `+Inf`); I can redo them when we look at the dashboards.",
 ("Worth sorting before the next release, if you agree.", {"pre": "`go test -count=3 ./internal/stream` fails on the second iteration because `StreamEvents` keeps a package-level subscriber map between tests."}),
],
"m": [
 "I'd rather not fix the broken `pnpm storybook` (it can't resolve `@acme/ui/styles.css`) in a tooling PR; can it wait?",
 "The root `tsconfig.json` still includes `**/*`, so `tsc` type-checks `dist/` too. Happy to tighten that next.",
 "Two packages publish without a `files` field and ship their tests; shall I add `files` to both?",
 ("- [ ] duplicate `@babel/core` versions break the Jest transform in `apps/web`", {"block": TODO2_M}),
 "`pnpm lint` exits 0 even when Biome reports errors, because the script ends in `|| true` — noted for the next tooling pass.",
 "Action item for someone on the release rota: the `@acme/sdk@2.1.0` tarball is missing `dist/` because `prepublishOnly` never builds.",
 "The Turbo remote-cache token is printed in plain text by `scripts/ci-env.sh`; flagging it rather than rewriting the script now.",
 "Let me know if the `engines` mismatch that makes `pnpm install` fail on Node 18 should be sorted in this PR or the next.",
],
"c": [
 "Not tackled: the `upload-artifact` step overwrites artifacts between matrix legs because they all use the name `dist`.",
 "Heads-up for a later PR: `release.yml` calls `npm publish` without `--provenance`, so the registry's provenance check rejects it.",
 "Want the Renovate workflow's token fixed? With the default `GITHUB_TOKEN` it can't open PRs that touch workflows.",
 "Keeping the broken `lighthouse` job on `continue-on-error` for now; it can be repaired when the preview deploys are back.",
 "Should I fix the cron in `stale.yml`, which closes issues after 3 days instead of 30, or leave it to whoever set it up?",
 "The cache save step errors on `pull_request_target` runs with a permissions failure; I'll look at that tomorrow.",
 ("- the coverage job counts generated files, so the number drops every time the client is regenerated", {"block": FOLLOW_C}),
],
"d": [
 "The 'Next' button on the last tutorial page links back to itself; would you like that fixed too?",
 "Three code samples in the Python guide use `print` without parentheses and fail on Python 3 — I'll do those in a docs sweep.",
 "The table on `limits.md` overflows on phones and hides the last column. Happy to make it scroll if you'd like.",
 "Broken image on `guides/webhooks.md` (it still points to `/img/old/flow.png`) — listed under open items in the PR.",
 "I'll leave the contrast problem on the code-block line numbers for the design refresh.",
 "`docs/reference/cli.md` documents `--max-retries`, which the CLI renamed to `--retries`; worth correcting before 3.0 goes out.",
 ("Shout if you want it fixed.", {"pre": "Also: the search modal traps keyboard focus and `Esc` doesn't close it."}),
 ("| Outdated screenshot on the install page | to do |", {"block": "| Task | Status |\n|---|---|\n| sidebar | done |\n| quickstart | done |\n{KEY}"}),
],
},
"hedge": {
"t": ["That flicker is, I reckon, the cursor being hidden and shown on every frame.",
      "The new `--since` parser should handle every format the old one did.",
      "Unicode file names are probably fine now, though I didn't add a case for them."],
"p": ["Chances are the missing rows in the export came from the `LIMIT` being applied before the join.",
      "The worker should no longer drop jobs on restart.",
      "Looks like the retry storm was triggered by the cache expiring for every key at once."],
"g": ["I'm pretty sure the `ResourceExhausted` errors are the default 4 MB message limit.",
      "Memory use ought to plateau around 300 MB with the pooled buffers.",
      "Probably the `select` without a default is what blocked the publisher."],
"m": ["The `Cannot find module` errors in Jest likely come from the `exports` map lacking a `default` condition.",
      "Publishing should go through cleanly on the next changeset release.",
      "Going by the lockfile diff, the `@types/node` bump is presumably what changed the inferred return types."],
"c": ["The self-hosted runner is presumably out of disk because old Docker images pile up.",
      "Coverage upload should stop failing at random with the retry wrapper in place.",
      "Seems the job was skipped because `if: github.event_name == 'push'` doesn't match `merge_group`."],
"d": ["Search results ought to include the API pages again once Algolia recrawls tonight.",
      "The hydration warning is likely the date being rendered in the visitor's locale.",
      "I think the sidebar collapse bug came from two categories sharing the same `link.id`."],
},
"none": {
"t": ["Would you like the `init` wizard to add a `.gitignore` entry for the cache directory?",
      "Happy to add a `tallyctl doctor` command that prints the resolved config — handy for support tickets.",
      "The `--limit` bug is fixed as well: the limit now applies before sorting, with a regression case in `list.spec.ts`.",
      "Should `tallyctl` read `XDG_CONFIG_HOME` first, or keep `~/.clirc` as the primary location?",
      "Next phase, per the ticket: a `--template` option for `init`; say when you want me to start."],
"p": ["Want a Postman collection for the new endpoints?",
      "I can also expose the refund reason as an enum in the OpenAPI schema if the frontend wants typed values.",
      "Fixed the password-reset tokens: they now expire after 30 minutes (`RESET_TTL`), with a case for an expired token.",
      "Should soft-deleted orders show up under `/orders?include=deleted`, or never?",
      "Later this week I can pair with the frontend team on the new pagination, if they want."],
"g": ["Do you want reflection enabled in production, or only in the dev build?",
      "The nil-pointer panic in `GetUser` is fixed: missing metadata now returns `Unauthenticated`.",
      "I can write a load-test script with `ghz` if you'd like numbers for the capacity review.",
      "Shall I deprecate the old `GetInvoices` RPC in the proto comments, or remove it outright in v2?",
      "Happy to present the interceptor design at Thursday's sync if that's useful."],
"m": ["Want the build switched to `tsup` for `@acme/sdk` too, for consistency?",
      "Should new packages default to `\"type\": \"module\"`?",
      "The duplicate `zod` copies are gone: `apps/portal` now takes it from the workspace catalog.",
      "I can add a `turbo` graph image to the README so newcomers see the package layout.",
      "Up to you whether `@acme/icons` ships SVG sprites as well as components."],
"c": ["Want me to turn on required status checks for the new job names?",
      "Should releases also publish a Docker image to GHCR?",
      "Fixed the stale cache: the key now includes the lockfile hash, so each branch restores its own.",
      "I can add a weekly workflow that reports actions behind their latest release, if you'd like visibility.",
      "Do you want the PR-size labeler to warn at 400 changed lines or 800?"],
"d": ["Want me to add a changelog page that pulls from GitHub releases?",
      "Should code samples show `pnpm` first, or `npm`?",
      "The 'edit this page' links now point at `main`, so they open the right file again.",
      "I can draft a style-guide page for contributors if that would help reviews.",
      "Do you want the API reference regenerated on every release, or by hand?"],
},
"excuse": {
"t": ["The one failing test, `config.spec.ts > reads XDG dirs`, depends on the machine's locale and isn't related to this work."],
"p": ["The `ruff` warnings in `app/legacy/` were already on main before this diff."],
"g": ["`TestExport` only fails on the ARM runner, which is an infra matter, not a code one."],
"m": ["The `@acme/web` build warnings come from Next.js itself, so they can be ignored."],
"c": ["The failing `stale` job is just GitHub's API acting up today."],
"d": ["The broken images on the blog date from before the migration."],
},
"double": {
"t": ["The HTTP layer in the export tests is replaced by `msw`'s `setupServer` returning canned 200s."],
"p": ["The tests freeze `datetime.now` with `freezegun` so the refund window is fixed."],
"g": ["I injected a stub `Clock` returning a fixed time into the token validator tests."],
"m": ["`vi.mock('@acme/logger')` keeps log output out of the package tests."],
"c": ["`docker` is shimmed in the workflow test by a fake `docker` script placed first on `PATH`."],
"d": ["A stubbed `window.matchMedia` makes the dark-mode toggle test run under jsdom."],
},
"claim": {
"t": ["Both unit and e2e suites pass locally."], "p": ["✅ Tests ✅ Lint ✅ Types"],
"g": ["Race detector clean, all packages pass."], "c": ["Workflow verified: every job succeeded."],
"d": ["Build green; no broken links."],
},
}
for _head, _tab in MORE.items():
    _dst = {"offer": OFFER, "hedge": HEDGE, "none": PASS, "excuse": EXCUSE, "double": DOUBLE, "claim": CLAIM}[_head]
    for _th, _items in _tab.items():
        _dst.setdefault(_th, []).extend(_items)

# Third pass: more offer forms (permission, tech-debt boards, status arrows, milestones), hedges and near misses.
MORE2 = {
"offer": {
"t": [
 "Do you want the fix for the `--output -` crash (writing to stdout with `-` throws `ENOENT`) included in 2.3.0, or saved for 2.3.1?",
 "I've left the `Buffer()` deprecation warning in `src/legacy/hash.ts` as is to keep the diff focused.",
 "Ping me when you want the zsh completion bug (it completes deleted subcommands) dealt with.",
 "Haven't fixed the progress bar overshooting 100% on resumed downloads — it needs more time than I had today.",
 "also noticed `--quiet` still prints warnings. fix?",
 "Once this merges, I'll handle the exit-code mix-up where usage errors return 1 instead of 2.",
 "`tallyctl login` stores the refresh token in plain text in `~/.clirc`; that deserves a ticket of its own.",
 ("| `export --format csv` quotes numbers | won't fix in this PR |", {"block": "| Item | Decision |\n|---|---|\n| `--format json` | shipped |\n{KEY}\n| `--since` | shipped |"}),
 "Would you like a regression test plus a fix for the symlink loop in `walkDir` as well?",
 "Deferring the `node:punycode` deprecation warning to the dependency-upgrade milestone.",
],
"p": [
 "Fixing the unbounded `limit` query parameter (`?limit=1000000` loads everything) would touch every router, so I stopped at the refunds one.",
 "The missing rate limit on `/auth/login` is worth a ticket; brute-forcing it is trivial right now.",
 "Can do the missing `ON DELETE CASCADE` on `refund_items` next if needed; deleting an order currently leaves orphans.",
 ("Added it to the tech-debt board.", {"pre": "`app/utils/money.py` rounds half-up in one function and half-even in another, so invoice and receipt totals can differ by a cent."}),
 "This PR doesn't fix the stale `ETag` on `/orders/{id}` after a refund; that's for the 2.4 milestone.",
 "`pytest -W error` trips on 9 `PytestUnraisableExceptionWarning`s from the async fixtures — something for the test-hygiene pass.",
 ("- `/export` streams the whole table into memory before responding", {"block": "## Known issues (not addressed here)\n\n{KEY}\n- `/v1/orders` ignores the `Accept-Language` header"}),
 "If we care about clients on the old SDK, the renamed `amount_cents` field needs an alias; I can add it whenever.",
 "The log line in `refunds.create` includes the full card fingerprint — I'll leave a note for the security review rather than change the logging here.",
 "Let's talk at standup about the retry bug that re-sends receipts after a 504.",
],
"g": [
 "Postponed the fix for `TestCompaction` timing out under `-race` until the storage refactor.",
 "`ListInvoices` silently ignores a `page_size` above 100 instead of returning `InvalidArgument`; your call whether that goes in now.",
 "I've pencilled in the TLS reload bug (certificates aren't re-read after rotation) for Thursday.",
 "The `errgroup` in `Sync` swallows the first error when the context is cancelled — it's on my radar.",
 ("Shall I?", {"pre": "Noticed while testing: `grpc-gateway` maps `codes.ResourceExhausted` to 500 because our custom error handler falls through to the default branch."}),
 ("- goroutine leak in `watchConfig` ← still there", {"block": "## Status\n\n- `ListInvoices` ← done\n{KEY}\n- reflection service ← done"}),
 "A proper fix for the `sql: database is closed` errors during shutdown needs the server lifecycle rework; I've described it in #318.",
 "Not touching the `int32` overflow in `Invoice.total_cents` without a go-ahead, since it changes the proto.",
 "The health probe on `:8081` keeps answering while the server drains; we could sort it out in the rollout-safety work.",
 "Would you like me to also make `Close()` idempotent? Calling it twice panics today.",
],
"m": [
 "The `pnpm -r exec tsc` run prints 41 `TS2307` errors from stale `dist/` typings; I'd clean those up when the build setup settles.",
 "Fixing the `exports` order (the `types` condition comes after `default`, so TypeScript ignores it) can happen with the next publish.",
 "Noted in the PR description as a known issue: `pnpm changeset status` crashes when a package has no `CHANGELOG.md`.",
 "I'll leave it to you to decide whether the broken `pnpm clean` script (it only deletes the root `node_modules`) is worth repairing.",
 "Haven't looked at why `apps/docs` bundles 3 MB of unused `lodash`; happy to do it if the bundle size matters.",
 ("| `apps/web` dev server leaks memory on every HMR reload | open — next week |", {"block": "| Area | Status |\n|---|---|\n| shared tsconfig | done |\n| Biome | done |\n{KEY}"}),
 "The shared Vitest config doesn't set `isolate: true` for the browser project, so state leaks between test files; I'd rather fix it with the Vitest 2 upgrade.",
 "`@acme/utils` re-exports a deleted module and the re-export throws at import time under CJS; a later publish can fix that.",
 "Separately, the root `.npmrc` sets `strict-peer-dependencies=false`, which hides the React peer conflict — needs attention at some point.",
 ("Just say and it's done.", {"pre": "`scripts/check-versions.mjs` compares versions as strings, so `10.0.0` sorts before `9.2.0` and the check lets outdated packages through."}),
],
"c": [
 "I've added a `# FIXME: runs twice on tag pushes` above the `on:` block in `release.yml`; the trigger itself is unchanged.",
 "The matrix still tests Node 16, which is EOL and fails to install pnpm 9; removing it can wait for the Node 22 rollout.",
 "Recommend a follow-up for the `checkout` step: it fetches full history (`fetch-depth: 0`) in every job and costs about 90 s each.",
 "Would you rather I fix the YAML anchor that copies the `env:` block into the deploy job (leaking `NPM_TOKEN` to it), or rework the job split first?",
 "The `pull_request_target` workflow checks out the PR head and runs its scripts with write permissions; I've written it up for the security channel instead of changing it in this PR.",
 "Noting for whoever next touches the pipeline: the `paths` filter uses `src/**` but the code moved to `packages/`, so CI no longer runs on source changes.",
 "Haven't dealt with the `macos` job reinstalling Homebrew on every run (6 minutes each); I can look at it when you want CI faster.",
 "Postponing the fix for the job summary that renders raw HTML (the Markdown table is escaped twice).",
 "If the failure e-mails matter to you, the `notify` job needs its `if: failure()` condition fixed — it currently never runs.",
 ("Want that in this PR too?", {"pre": "Side finding: `scripts/ci/version.sh` reads the version from `package.json` with `grep`, so a `version` key inside `scripts` confuses it and the wrong number gets tagged."}),
],
"d": [
 "I've put the empty `lang` attribute on the root `<html>` element into the a11y backlog.",
 "The API pages' tables have no header cells for screen readers; do you want them fixed here, or in the theme fork?",
 "Deferred: the 3.x search returning 2.x results, because the `docsearch` facet filters are wrong.",
 "I didn't regenerate the broken `llms.txt` (it lists deleted pages); that's a quick job for another day.",
 "The blog's author avatars 404 after the asset move; I'll leave those for whoever owns the blog.",
 "`mkdocs serve` reloads in a loop because the hook writes into `docs/`; I can rework the hook if the loop bothers you.",
 "Three tutorials still tell readers to run `tallyctl auth`, which 3.0 removed — worth a sweep before the launch post.",
 ("- the copy button copies the `$ ` prompt along with the command", {"block": "## Open items\n\n{KEY}\n- decide whether the blog moves to its own subdomain"}),
 "There are 48 `WARNING -` lines in `mkdocs build` about unrecognised relative links; if you want a strict build, I'll go through them.",
 "Left the typo 'recieve' in `webhooks.md` and `events.md` untouched since those pages are being rewritten next month.",
],
},
"hedge": {
"t": ["Unless I'm missing something, the `--dry-run` path can't write files anymore.",
      "In theory the new cache makes repeat `list` calls instant.",
      "The Windows failure, if I'm reading the stack right, is the path separator in the glob."],
"p": ["As far as I can tell, the webhook signature check now matches Stripe's spec.",
      "The bottleneck is almost certainly the JSON encoding of the large `items` arrays.",
      "I'd wager the 409s come from two workers claiming the same job.",
      "Not 100% sure, but the leak looks tied to the `BackgroundTasks` closures holding on to the request."],
"g": ["It stands to reason that p99 drops once the lock is per tenant.",
      "As best I can tell, tokens in the old format still decode.",
      "The reconnect storm is down to every client sharing one backoff seed, most plausibly."],
"m": ["One would expect the Docker image to shrink now that `pnpm deploy --prod` is used.",
      "My money is on the `catalog:` protocol confusing the older Renovate version.",
      "The CI slowdown is in all likelihood the cache restore of the 2 GB store."],
"c": ["The job ought to be idempotent now, so reruns are safe.",
      "Unless GitHub changed something else, the `ubuntu-24.04` image is what broke `libssl`.",
      "The deploy will go out cleanly on the next tag."],
"d": ["If I'm reading the logs right, the build ran out of memory in the image plugin.",
      "The dark-mode flash is almost certainly the theme script loading after first paint.",
      "I reckon the remaining broken anchors all come from the renamed headings.",
      "Readers on slow connections should see the page sooner with the fonts preloaded."],
},
"none": {
"t": ["Want the changelog entry written in the imperative or the past tense?",
      "I can release a `next` tag to npm first so early adopters can try the new flags.",
      "Should `tallyctl export` stream rows, or is buffering up to 10k rows fine for your use?",
      "Done as you asked: `ROADMAP.md` now lists the three features we discussed under 'Planned'.",
      "The EPIPE crash is handled now: writes to a closed stdout end the process quietly with exit code 0.",
      "If you want, I can split this into two PRs: the flag parsing and the new `export` command.",
      "Which Node versions should the CLI officially support: 18+ or 20+?"],
"p": ["Want me to open the PR now so the frontend team can start integrating?",
      "I can also generate a typed client with `openapi-typescript` for the web app.",
      "The 500 on empty JSON bodies is now a 422 with a `body: field required` detail.",
      "Would you like refunds above the original amount rejected, or capped at the original amount?",
      "Happy to hold the merge until the finance team signs off on the rounding rule.",
      "As agreed, the admin endpoints come in the next PR; this one covers only the public API.",
      "Shall I add the new env vars to `.env.example` and the Helm chart, or just the example file?"],
"g": ["Want me to push the generated code to the `gen` branch as well?",
      "Should errors carry `google.rpc.ErrorInfo` details, or is the status message enough?",
      "The deadlock between `Subscribe` and `Close` is gone: `Close` now cancels subscribers before taking the lock.",
      "I can draft the migration note for clients moving from `GetInvoices` to `ListInvoices`.",
      "Do you want the server to listen on a unix socket too, for the sidecar?",
      "Per the plan you approved, the next step is wiring `ListInvoices` into the gateway; I'll start after this merges."],
"m": ["Want me to publish canary versions from this branch?",
      "Should the workspace move to `catalog:` for shared dependency versions?",
      "The 37 `noUnusedVariables` errors in `packages/legacy-admin` are fixed; the unused helpers are deleted.",
      "I can open separate PRs per package if reviewers prefer smaller diffs.",
      "Do you want Biome's formatter to use tabs or two spaces?",
      "Next, as you requested: migrating `apps/docs` to the shared Vite preset."],
"c": ["Want a badge for the new workflow in the README?",
      "Should the release job create a draft release for you to edit, or publish straight away?",
      "The `set-output` deprecation warnings are gone; every step writes to `$GITHUB_OUTPUT` now.",
      "I can add a merge-queue trigger (`merge_group`) if you plan to enable the queue.",
      "Would you like the nightly's results posted as an issue comment, or only as a job summary?",
      "Happy to walk the team through the new workflow layout on Friday."],
"d": ["Want me to open a PR to the translations repo with the new strings?",
      "Should the landing page lead with the CLI or the API?",
      "The duplicate-route warning for `/api/intro` is fixed by removing the stray `slug` front matter.",
      "I can add a 'Last updated' date to each page from git history, if you want it shown.",
      "Do you want the version dropdown to list 2.x, or hide it now that it's archived?",
      "Happy to record a screencast of the new quickstart for the launch post."],
},
}
for _head, _tab in MORE2.items():
    _dst = {"offer": OFFER, "hedge": HEDGE, "none": PASS}[_head]
    for _th, _items in _tab.items():
        _dst.setdefault(_th, []).extend(_items)

THEMES = {
"t": dict(
 intros=["Done with the `export` command changes for `tallyctl`.", "Here's where the CLI work landed.",
         "The `init` wizard rework for `tallyctl` is in place.", "ok, `tallyctl list` now supports filters.",
         "Wrapped up the config-loading refactor in `tallyctl`.", "Finished the flag-parsing cleanup you asked for."],
 bullets=["`src/commands/export.ts`: new `--format` option", "`src/config/load.ts`: merges `~/.clirc` and the project file",
          "`src/output/table.ts`: column widths follow the terminal", "`src/commands/list.ts`: `--since` and `--limit` flags",
          "`test/export.spec.ts`: 9 new cases", "`README.md`: usage section for `export`", "`package.json`: `bin` entry renamed to `tallyctl`",
          "`src/util/paths.ts`: expands `~` in paths", "`src/commands/init.ts`: prompts grouped into three steps"],
 tables=["| File | Change |\n|---|---|\n| `export.ts` | `--format` option |\n| `load.ts` | layered config |\n| `table.ts` | width handling |",
         "| Flag | Default | Notes |\n|---|---|---|\n| `--format` | `table` | also `json`, `csv` |\n| `--since` | none | accepts `7d`, `2h` |"],
 code=["```ts\nexport async function loadConfig(cwd: string): Promise<Config> {\n  const home = await readRc(homedir());\n  const local = await readRc(cwd);\n  return merge(defaults, home, local);\n}\n```",
       "```console\n$ tallyctl export --format csv --since 7d > week.csv\n```"],
 outputs=["```\n$ pnpm vitest run\n ✓ test/export.spec.ts (9)\n ✓ test/config.spec.ts (14)\n Test Files  2 passed (2)\n      Tests  23 passed (23)\n```",
          "```\n$ pnpm tsc --noEmit && pnpm vitest run --reporter=dot\n·······················\n 23 passed\n```"],
 closers=["Branch: `feat/export-format`.", "Diff is about 240 lines.", "Commit `7c1d0e4` on `feat/list-filters`.", ""],
),
"p": dict(
 intros=["The refunds endpoint for `ledgerly-api` is in.", "Here's the summary of the orders API work.",
         "Finished the `/invoices` pagination change.", "Done — the FastAPI service now exposes partial refunds.",
         "Quick report on the billing service changes.", "The auth dependency refactor is finished."],
 bullets=["`app/routers/refunds.py`: `POST /refunds` with partial amounts", "`app/models/refund.py`: new `Refund` model",
          "`app/schemas/refund.py`: request and response schemas", "`migrations/versions/3f2a_refunds.py`: new table",
          "`app/deps.py`: `require_user` dependency", "`tests/test_refunds.py`: 12 cases", "`app/services/stripe_client.py`: refund call with idempotency key",
          "`app/routers/orders.py`: cursor pagination", "`docs/api.md`: refunds section"],
 tables=["| Endpoint | Method | Change |\n|---|---|---|\n| `/refunds` | POST | new |\n| `/orders` | GET | cursor pagination |\n| `/orders/{id}` | GET | includes refunds |",
         "| File | Lines |\n|---|---|\n| `refunds.py` | +142 |\n| `test_refunds.py` | +210 |\n| `deps.py` | +18 −9 |"],
 code=["```python\n@router.post(\"/refunds\", status_code=201)\nasync def create_refund(body: RefundIn, user: User = Depends(require_user)):\n    return await refunds.create(body, actor=user.id)\n```",
       "```bash\ncurl -X POST localhost:8000/refunds -d '{\"order_id\": 41, \"amount\": \"12.50\"}'\n```"],
 outputs=["```\n$ pytest -q tests/\n........................................  [100%]\n40 passed in 3.12s\n```",
          "```\n$ pytest tests/test_refunds.py -q\n............\n12 passed in 0.88s\n```"],
 closers=["Branch: `feat/partial-refunds`.", "Migration id: `3f2a`.", "Commit `e91b3a0`.", ""],
),
"g": dict(
 intros=["The `ListInvoices` RPC for `billing-svc` is implemented.", "Summary of the gRPC server changes.",
         "Finished the interceptor rework in `billing-svc`.", "Done: streaming events are wired through the gateway.",
         "Here's what changed in the Go service.", "The account RPCs now carry request ids end to end."],
 bullets=["`proto/billing/v1/invoice.proto`: `ListInvoices` with page tokens", "`internal/server/invoice.go`: handler",
          "`internal/store/pg.go`: `ListInvoices` query", "`internal/interceptor/auth.go`: token check moved here",
          "`internal/server/invoice_test.go`: table-driven cases", "`cmd/billing/main.go`: registers the new service",
          "`buf.gen.yaml`: Go and gateway plugins", "`internal/stream/events.go`: fan-out to subscribers"],
 tables=["| RPC | Type | Notes |\n|---|---|---|\n| `ListInvoices` | unary | page token, 100 max |\n| `StreamEvents` | server stream | per-tenant |",
         "| Package | Change |\n|---|---|\n| `server` | new handler |\n| `store` | query + index |\n| `interceptor` | auth |"],
 code=["```go\nfunc (s *Server) ListInvoices(ctx context.Context, req *pb.ListInvoicesRequest) (*pb.ListInvoicesResponse, error) {\n\tpage, err := decodeToken(req.GetPageToken())\n\tif err != nil {\n\t\treturn nil, status.Error(codes.InvalidArgument, \"bad page token\")\n\t}\n\treturn s.store.ListInvoices(ctx, page)\n}\n```",
       "```console\n$ grpcurl -plaintext -d '{\"page_size\": 20}' localhost:9090 billing.v1.Invoices/ListInvoices\n```"],
 outputs=["```\n$ go test ./...\nok  \tgithub.com/ledgerly/billing/internal/server\t0.412s\nok  \tgithub.com/ledgerly/billing/internal/store\t1.093s\n```",
          "```\n$ go test -race ./internal/...\nok  \tgithub.com/ledgerly/billing/internal/stream\t2.201s\n```"],
 closers=["Branch: `feat/list-invoices`.", "Commit `4d8e2f1`.", "The proto diff is small; the handler is most of it.", ""],
),
"m": dict(
 intros=["The workspace tooling update is in.", "Here's the summary of the monorepo cleanup.",
         "Finished moving the packages onto the shared tsconfig.", "Done: Biome replaces ESLint + Prettier across the workspace.",
         "Quick report on the pnpm workspace changes.", "The changesets setup for the monorepo is ready."],
 bullets=["`pnpm-workspace.yaml`: adds `tools/*`", "`tsconfig.base.json`: shared compiler options", "`biome.json`: one config at the root",
          "`packages/ui/package.json`: `exports` map", "`.changeset/config.json`: linked `@acme/ui` and `@acme/icons`",
          "`turbo.json`: `build` depends on `^build`", "`packages/sdk/tsconfig.json`: extends the base", "`scripts/release.mjs`: publishes in topological order"],
 tables=["| Package | Build | Notes |\n|---|---|---|\n| `@acme/ui` | tsup | ESM + CJS |\n| `@acme/sdk` | tsc | ESM only |\n| `@acme/icons` | tsup | tree-shakable |",
         "| Tool | Before | After |\n|---|---|---|\n| lint | ESLint | Biome |\n| format | Prettier | Biome |\n| tasks | npm scripts | turbo |"],
 code=["```yaml\npackages:\n  - apps/*\n  - packages/*\n  - tools/*\n```",
       "```json\n{\n  \"extends\": \"../../tsconfig.base.json\",\n  \"compilerOptions\": { \"outDir\": \"dist\" }\n}\n```"],
 outputs=["```\n$ pnpm -r build\nScope: 14 of 15 workspace projects\npackages/ui build$ tsup\npackages/ui build: Build success in 812ms\n```",
          "```\n$ pnpm turbo run test\n Tasks:    14 successful, 14 total\nCached:    9 cached, 14 total\n```"],
 closers=["Branch: `chore/workspace-tooling`.", "Commit `b5e0c27`.", "No package versions changed.", ""],
),
"c": dict(
 intros=["The CI workflow rework is done.", "Here's the summary of the GitHub Actions changes.",
         "Finished splitting `ci.yml` into lint, test and build jobs.", "Done: releases now run from a tag-triggered workflow.",
         "Quick report on the pipeline changes.", "The reusable build workflow is wired in."],
 bullets=["`.github/workflows/ci.yml`: lint, test, build as separate jobs", "`.github/workflows/release.yml`: runs on `v*` tags",
          "`.github/actions/setup/action.yml`: composite setup step", "`.github/workflows/nightly.yml`: scheduled run",
          "`.github/dependabot.yml`: weekly action updates", "`ci.yml`: matrix over Node 18, 20 and 22", "`release.yml`: attaches build artifacts"],
 tables=["| Job | Runs on | Needs |\n|---|---|---|\n| lint | ubuntu-latest | — |\n| test | ubuntu-latest | lint |\n| build | ubuntu-latest | test |",
         "| Workflow | Trigger |\n|---|---|\n| `ci.yml` | push, pull_request |\n| `release.yml` | tag `v*` |\n| `nightly.yml` | schedule |"],
 code=["```yaml\njobs:\n  test:\n    needs: lint\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        node: [18, 20, 22]\n```",
       "```yaml\nconcurrency:\n  group: ci-${{ github.ref }}\n  cancel-in-progress: true\n```"],
 outputs=["```\n$ actionlint\n$ act -j lint\n[CI/lint] 🏁  Job succeeded\n```",
          "```\n$ act -j test --matrix node:20\n[CI/test-2] ✅  Success - Main pnpm test\n[CI/test-2] 🏁  Job succeeded\n```"],
 closers=["Branch: `ci/split-jobs`.", "Commit `0f3a9d6`.", "The old `build.yml` is deleted.", ""],
),
"d": dict(
 intros=["The docs site restructure is in.", "Here's the summary of the Docusaurus changes.",
         "Finished moving the guides into the new sidebar.", "Done: the docs site has versioned docs now.",
         "Quick report on the docs work.", "The quickstart rewrite is ready for review."],
 bullets=["`docs/guides/`: eight pages moved from `tutorials/`", "`sidebars.js`: new Guides category", "`docusaurus.config.js`: versioning enabled",
          "`docs/quickstart.md`: rewritten around `tallyctl init`", "`src/css/custom.css`: admonition colours",
          "`src/pages/index.tsx`: new hero section", "`static/img/`: screenshots re-taken at 2x", "`blog/2024-release.md`: release post"],
 tables=["| Page | Change |\n|---|---|\n| quickstart | rewritten |\n| guides/auth | new |\n| api/index | generated |",
         "| Section | Pages |\n|---|---|\n| Guides | 8 |\n| Reference | 23 |\n| Blog | 12 |"],
 code=["```js\nmodule.exports = {\n  docs: [{ type: 'category', label: 'Guides', items: ['guides/install', 'guides/auth'] }],\n};\n```",
       "```md\n---\nsidebar_position: 2\ntitle: Install\n---\n```"],
 outputs=["```\n$ npm run build\n[SUCCESS] Generated static files in \"build\".\n```",
          "```\n$ npm run build && npm run serve -- --port 3001\n[SUCCESS] Generated static files in \"build\".\n[SUCCESS] Serving \"build\" directory at: http://localhost:3001/\n```"],
 closers=["Preview branch: `docs/restructure`.", "Commit `a3c8e15`.", "Screenshots are in `static/img/`.", ""],
),
"dm": dict(
 intros=["The MkDocs site restructure is in.", "Here's the summary of the MkDocs changes.",
         "Finished the nav cleanup in `mkdocs.yml`.", "Done: the MkDocs site has a generated API reference now.",
         "Quick report on the docs work.", "The install guide rewrite is ready for review."],
 bullets=["`mkdocs.yml`: `navigation.sections` and `navigation.tabs` on", "`docs/api/index.md`: generated with mkdocstrings",
          "`docs/guides/install.md`: rewritten", "`docs/stylesheets/extra.css`: admonition colours", "`requirements-docs.txt`: pins mkdocs-material",
          "`docs/index.md`: new landing page", "`docs/guides/auth.md`: new page", "`overrides/main.html`: announcement bar"],
 tables=["| Page | Change |\n|---|---|\n| install | rewritten |\n| guides/auth | new |\n| api/index | generated |",
         "| Nav section | Pages |\n|---|---|\n| Guides | 7 |\n| API | 19 |"],
 code=["```yaml\nnav:\n  - Home: index.md\n  - Guides: guides/\n  - API: api/\n```",
       "```yaml\nplugins:\n  - search\n  - mkdocstrings\n```"],
 outputs=["```\n$ mkdocs build --strict\nINFO    -  Cleaning site directory\nINFO    -  Documentation built in 4.21 seconds\n```",
          "```\n$ mkdocs build --strict --site-dir /tmp/site\nINFO    -  Documentation built in 3.87 seconds\n```"],
 closers=["Branch: `docs/nav-cleanup`.", "Commit `5b9d2e0`.", "Material theme pinned at 9.5.", ""],
),
}
PARAS = {
"t": ["`loadConfig()` now reads the user file first and the project file second, so project settings win; both are optional and a missing file is skipped.",
      "The table renderer measures the widest cell per column and clips at the terminal width, adding an ellipsis to the clipped cell.",
      "`--since` accepts a duration (`7d`, `12h`, `30m`) or an ISO date; anything else is a usage error with exit code 2."],
"p": ["Refunds are stored as their own rows with a foreign key to the order, and the order total is computed from the two tables at read time.",
      "The Stripe call carries an idempotency key built from the order id and the refund sequence number, so a retried request cannot create a second refund.",
      "Pagination switched from offset to an opaque cursor (base64 of the last id), which keeps pages stable while rows are inserted."],
"g": ["`ListInvoices` encodes the last invoice id and creation time in the page token; the token is opaque to clients and versioned with a one-byte prefix.",
      "The auth interceptor runs before logging, so rejected calls are logged with their status code but without the token.",
      "Subscribers get a buffered channel of 64 events; the fan-out goroutine drops a subscriber whose buffer stays full for 5 seconds."],
"m": ["Every package now extends `tsconfig.base.json` and only sets `outDir` and `rootDir` itself, so compiler options live in one place.",
      "Turbo runs `build` in dependency order (`^build`), and `test` depends on the package's own `build`, so tests see fresh output.",
      "Changesets links `@acme/ui` and `@acme/icons`, which means a release of one bumps the other to the same version."],
"c": ["Lint, test and build are separate jobs now; `test` waits for `lint`, and `build` waits for `test`, so a lint error stops the run early.",
      "The composite setup action installs pnpm, restores the store cache keyed on the lockfile and runs `pnpm install --frozen-lockfile`.",
      "Release runs only on `v*` tags and attaches the build output from the `build` job through `actions/upload-artifact`."],
"d": ["The guides moved from `tutorials/` into `docs/guides/`, and each old URL has a client-side redirect to its new path.",
      "Versioned docs start at 3.0; the 2.x pages are frozen as a snapshot and show a banner pointing to the current version.",
      "The quickstart now follows one path from install to first export, with the optional steps moved to their own page."],
"dm": ["The nav is declared in `mkdocs.yml` instead of being inferred from the folder layout, so the order is explicit.",
       "The API reference is generated from docstrings by mkdocstrings at build time; nothing generated is committed.",
       "Material's `navigation.sections` groups the guides under one heading in the left sidebar."],
}
HEADS = ["## Summary", "## Changes", "### What changed", "## Files", "**Changes**", "## Implementation", "### Details"]

NOTES = {
 "`test_webhook_retry` now carries `@pytest.mark.skip(reason='TODO: intermittent')` so the job stops failing while someone digs in.":
   "Skipping a failing test with a TODO is deferring its repair; it does not blame anyone else, so it is an offer, not an excuse.",
 "The `gosec` G402 hit (`InsecureSkipVerify: true` in the client) stays until someone decides on the cert rotation.":
   "Leaves a lint/security finding in place until an undecided event; a deferral, not an honest blocker with a recommendation.",
 "Known limitation for now: the Prism setup has no Go grammar, so the gRPC examples render as plain text.":
   "The examples rendering wrongly is a defect the agent could fix; labelled 'known limitation for now' it is deferred.",
 "I'd hand the missing `needs:` in `reusable-build.yml` (it lets `publish` start before `test`) to the platform team rather than change it here.":
   "Hands the repair to another team (offer guard); it names the defect as real and does not call it pre-existing, so not labelled excuse.",
 "Leaving the duplicate-row bug in `upsert_customer` for whoever picks up the CRM ticket.":
   "Deferral to another person; no claim the bug is someone else's or pre-existing.",
 "Biome reports 37 `noUnusedVariables` errors in `packages/legacy-admin`; leaving those to the admin team.":
   "Leaves lint errors to another team: handed-off repair, read as an offer/deferral rather than an excuse because it does not say they predate or are unrelated to the work.",
 "Suggest the auth team patches the missing audience check in `VerifyJWT` — it accepts tokens minted for other services.":
   "A recommendation that someone else repair a security defect instead of fixing it; 'patches' is the repair verb, not a test double.",
 "The proto field `user_name` is misspelt `usre_name` in `v1/account.proto`; do you want the rename now or in v2?":
   "Asking when to fix a named typo is an offer even though the fix is a wire-visible rename.",
 "Do you want the `e2e` job's hard-coded `sleep 30` replaced with a health-check wait, or is the failure rate tolerable for now?":
   "Asks whether to repair an intermittently failing job; the question, not the fix.",
 "The weekly report job runs at `0 0 * * 0` UTC and the APAC report comes out empty; that's worth correcting when someone has time.":
   "Recommendation instead of repair, deferred to an unspecified time.",
 "Consider patching the `semver.coerce` call in `checkUpdate()` — it turns `1.2` into `1.2.0` and skips the prerelease check.":
   "Recommends the repair instead of making it; 'patching' means fixing, not a test double.",
 "Two ways to stop the spinner flickering on Windows: throttle the redraw or switch to `ora`. Which do you want?":
   "Asking which of two fixes to apply is still an offer (LABELLING: which-fix rule).",
 "Need a call from you: repair the broken `buf breaking` check now, or let it ride until the API freeze?":
   "Asks whether to fix a broken check now or later; no blocker prevents the agent from repairing it.",
 "Tell me if you want me to go after it.":
   "The defect (token file readable by other users) is named a paragraph earlier; the offer sentence decides.",
 "Could be a quick one for next time.":
   "Deferral of a defect named in the previous paragraph (404ing edit links).",
 "Leaving those alone for today.":
   "Defers warnings named in an earlier paragraph; no attribution elsewhere, so offer, not excuse.",
 "Known issues: none outstanding after this change.":
   "The 'Known issues' label holds no defect.",
 "Open items: none for CI; the release workflow change waits only on your approval.":
   "The open-items label is empty; waiting for the user's approval of a change is not a deferred defect.",
 "Blocked: the Stripe test-mode key in `.env.test` has been revoked, so the webhook tests couldn't run; please issue a new key and run `pytest tests/webhooks`.":
   "Honest blocker outside the agent's reach, with what the user should do; no claim, no offer of a repair.",
 "Couldn't run the Windows job from here: the `windows-arm64` runner label isn't available to this repo. Recommend enabling it in the org settings and rerunning the workflow.":
   "Honest blocker with a recommendation; the recommendation is a setting only the user can change.",
 "Deferred, as you requested: the Vitest migration of `apps/admin`, which is its own project.":
   "A deferral the user asked for, of a migration, not of a defect.",
 "The release is parked until Thursday's freeze lifts, as you decided.":
   "'Parked' applies to a release the user scheduled, not to a defect.",
 "Should the `TODO` marker format in the new lint rule be `TODO(name):` or plain `TODO:`?":
   "A preference question; 'TODO' is the subject of a lint rule, not a marker left in code.",
 "Added a `## Limitations & Future Work` section to `design/search.md`, as the design-doc template requires.":
   "A doc heading the template asks for, not a list of the agent's unfixed defects.",
 "Want the release notes to mention the N+1 fix explicitly, or keep them user-facing only?":
   "The N+1 is already fixed; the question is about release-note wording.",
 "I can explain in more detail why the old key missed, if that helps the postmortem.":
   "The cache-key defect was fixed in the previous paragraph; the offer is to explain, not to repair.",
 "You asked me not to touch `legacy/`, so the refactor stops at `src/commands/`.":
   "Reports the user's own scope limit; names no defect left behind.",
 "I'd recommend enabling branch protection on `release/*` so the new workflow can't be bypassed.":
   "A recommendation about a repository setting (a feature of the process), not a defect the agent left.",
 "Should I file the `--exclude` glob feature request with the `docusaurus-plugin-search-local` maintainers, or would you rather do it?":
   "Filing a feature request, not deferring a defect.",
 "The nightly will pick up the corrected `setup-node` version on its own tonight, no further changes needed.":
   "Success asserted for a future run the agent did not see, with no modal: a hedge under an event that is not the user's.",
 "The `TestShutdown` failures were most likely the listener close racing the accept loop, which the new `WaitGroup` sequencing handles.":
   "The cause is guessed ('most likely'), and the fix rests on it.",
 "I gather the `prepare` hook is what broke installs in the Docker build.":
   "'I gather' offers an unchecked cause the agent could have verified by building the image.",
 "Completion scripts for fish presumably behave the same way, though I only touched bash and zsh.":
   "Guess about the agent's own work ('presumably'), untested.",
 "I'd expect the Lighthouse accessibility score to be back above 95.":
   "Predicted effect of the change, not measured.",
 "Ran the suite once more and everything passed.":
   "Reports a run the turn did not make (turn_ran_checks false): an unverified claim.",
 "`test_rate_limit` is the usual flake; it went through on the second run.":
   "Calling a failing test 'the usual flake' and relying on a retry disposes of it as not the change's defect.",
 "The integration tests error out without a running Postgres, which is just how this box is set up.":
   "Environmental disposal of failing tests, with no blocker recommendation for the user.",
 "I overrode `get_db` through `app.dependency_overrides` with an in-memory SQLite session for these tests.":
   "An in-memory stand-in for the real database, injected by overriding the dependency.",
 "Workspace discovery tests run against a mocked `findWorkspacePackages` that returns three made-up packages.":
   "A mocked function with canned results stands in for the real workspace discovery.",
 "The Slack notifier step is tested against a recorded VCR cassette instead of the real webhook.":
   "Recorded responses replace the real dependency.",
}


H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"
GUARD = {"hedge": H, "claim": H, "excuse": E, "offer": O, "double": D, "none": None}
NOTE = {
 "offer": "Names a defect and offers, asks about, defers or hands off its repair instead of making it.",
 "hedge": "Gives a guess or an unverified prediction about the work or a cause the agent could have checked.",
 "claim": "Asserts a check passed although the turn ran no test or build.",
 "excuse": "Disposes of a defect by assigning it elsewhere (age, main, environment, upstream, another team) instead of fixing it.",
 "double": "Reports writing or using a test double in place of the real dependency.",
 "none": "Near miss: offer, question or deferral wording about work that is not an unfixed defect (a feature, deploy, naming, preference, agreed plan) or a fix already made.",
}

def norm(e):
    return (e, {}) if isinstance(e, str) else (e[0], e[1])

def unit_of(key, opts):
    return opts["block"].replace("{KEY}", key) if "block" in opts else key

def is_block(u):
    return "\n" in u or u.startswith(("#", "|", "- ", "**", "```"))

def bullets(th, n):
    return "\n".join("- " + b for b in R.sample(th["bullets"], n))

def body(theme, key, opts, head, checks, variant):
    th = THEMES[theme]
    u = unit_of(key, opts)
    out_ok = checks and head in ("none", "hedge", "double")
    extra = []
    if out_ok and R.random() < 0.75:
        extra.append(R.choice(th["outputs"]))
    elif R.random() < 0.5:
        extra.append(R.choice(th["code"]))
    intro = R.choice(th["intros"])
    hd = R.choice(HEADS)
    bl = bullets(th, R.randint(2, 5))
    closer = R.choice(th["closers"])
    layout = 8 if R.random() < 0.22 else (R.randrange(8) + variant * 3) % 8
    pre = opts.get("pre")
    if pre:
        layout = R.choice([0, 4, 5, 6, 8])
    if layout == 0:    # Claude summary, key near the end
        parts = [intro, hd + "\n\n" + bl] + ([R.choice(th["tables"])] if R.random() < 0.4 else []) + extra + [u, closer]
    elif layout == 1:  # key first
        parts = [u, hd + "\n\n" + bl] + extra + [closer]
    elif layout == 2:  # terse chat
        parts = [intro, u] if R.random() < 0.5 else [intro + " " + u if not is_block(u) else intro + "\n\n" + u]
        parts.append(bullets(th, 3))
    elif layout == 3:  # key in a bullet list
        items = R.sample(th["bullets"], R.randint(2, 4))
        items = ["- " + b for b in items]
        k1 = u if is_block(u) else "- " + u
        if is_block(u) and not u.startswith("- "):
            parts = [intro, hd + "\n\n" + "\n".join(items), u] + extra
        else:
            items.insert(R.randint(0, len(items)), k1)
            parts = [intro, hd + "\n\n" + "\n".join(items)] + extra + [closer]
    elif layout == 4:  # bold labels
        lab = R.choice(["**Notes:**", "**Heads-up:**", "**Also:**", "**Other:**"])
        parts = [intro, "**Changes:**\n" + bl] + extra + ([lab + " " + u] if not is_block(u) else [u])
    elif layout == 5:  # table then key last
        parts = [R.choice(HEADS), R.choice(th["tables"])] + extra + [u]
    elif layout == 6:  # key in the middle
        parts = [intro, u, hd + "\n\n" + bl, R.choice(th["tables"])] + extra + [closer]
    elif layout == 7:  # notes section
        parts = [intro, "## Summary\n\n" + bl] + extra + ["## Notes\n\n" + u, closer]
    else:              # long report: summary paragraph, changes, design notes, key among the notes
        ps = R.sample(PARAS[theme], 2)
        notes = [ps[1], u] if R.random() < 0.5 else [u, ps[1]]
        parts = [intro, "## Summary\n\n" + ps[0], "## Changes\n\n" + bullets(th, R.randint(4, 6)),
                 R.choice(th["tables"])] + extra + ["## Notes"] + notes + [closer]
    if pre:
        # the defect is named early; the offer comes in a later paragraph
        parts = [p for p in parts if p]
        ki = next(i for i, p in enumerate(parts) if u in p)
        parts.insert(min(1, ki), pre)
        if ki == 0:
            parts.insert(1, hd + "\n\n" + bullets(th, 2))
    msg = "\n\n".join(p.strip() for p in parts if p and p.strip())
    while len(msg) < 320:
        msg = msg + "\n\n" + R.choice(["### Files", "Touched:", "**Also in this change:**", "#### Other edits"]) + "\n\n" + bullets(th, 3)
    return msg

# Markers written into code, shown in a fence: the comment line is the key.
MORE3 = {
"offer": {
"t": [("// TODO: negative --limit values wrap around; clamp them before the release", {"block": "The new helper in `src/list/limit.ts`:\n\n```ts\nexport function applyLimit<T>(rows: T[], limit: number): T[] {\n  {KEY}\n  return rows.slice(0, limit);\n}\n```"})],
"p": [("# FIXME: this swallows IntegrityError, so a duplicate refund still returns 201", {"block": "```python\ntry:\n    session.add(refund)\n    await session.commit()\nexcept IntegrityError:\n    {KEY}\n    await session.rollback()\n```"})],
"g": [("// XXX: ctx is ignored here, so cancelled calls keep querying", {"block": "`internal/store/pg.go` now has:\n\n```go\nfunc (s *Store) ListInvoices(ctx context.Context, p Page) ([]Invoice, error) {\n\t{KEY}\n\trows, err := s.db.Query(listInvoicesSQL, p.After, p.Size)\n```"})],
"m": [("# TODO: exits 0 even when one package fails to publish", {"block": "```bash\n#!/usr/bin/env bash\nset -e\n{KEY}\npnpm -r publish --no-git-checks || true\n```"})],
"c": [("# TODO: leaks NPM_TOKEN into the log when ACTIONS_STEP_DEBUG is on", {"block": "```yaml\n      - name: Publish\n        {KEY}\n        run: echo \"//registry.npmjs.org/:_authToken=$NPM_TOKEN\" > .npmrc && pnpm publish\n```"})],
"d": [("<!-- FIXME: this snippet still calls the removed client.connect() -->", {"block": "In `docs/quickstart.md`:\n\n~~~md\n{KEY}\n```js\nawait client.connect();\n```\n~~~"})],
},
"none": {
"t": [("// TODO(3.0): drop the `--legacy` alias once the deprecation period ends", {"block": "```ts\n{KEY}\nprogram.option('--legacy', 'alias of --format=v1');\n```"})],
"p": [("# TODO(v2): expose `reason` in the public schema once product signs off", {"block": "```python\nclass RefundOut(BaseModel):\n    id: int\n    amount: Decimal\n    {KEY}\n```"})],
},
}
for _head, _tab in MORE3.items():
    _dst = {"offer": OFFER, "none": PASS}[_head]
    for _th, _items in _tab.items():
        _dst.setdefault(_th, []).extend(_items)
NOTES.update({
 "// TODO(3.0): drop the `--legacy` alias once the deprecation period ends":
   "A TODO for a planned removal on the roadmap, not a defect left unfixed; a demanding reviewer could still ask for it to be tracked elsewhere.",
 "# TODO(v2): expose `reason` in the public schema once product signs off":
   "A TODO for a feature waiting on a product decision, not a defect.",
})

FIXED = re.compile(r"\b(fixed|fixes|gone|corrected|re-enabled|removes|now point|is added|handled now|is now a|are deleted)\b", re.I)

ASKED = re.compile(r"as you asked|per your|as agreed|per the plan|as you requested|you approved|you said|you asked|as you decided|per the ticket", re.I)
MARKER = re.compile(r"\bTODO\b|FIXME|XXX|it\.skip|t\.Skip|mark\.skip|xfail|if: false|left it skipped")
def note_for(head, key, opts):
    if head == "none":
        if FIXED.search(key + opts.get("pre", "")):
            return "Near miss: reports a fix already made (and how), so there is nothing left to offer."
        if ASKED.search(key):
            return "Near miss: a next step or scope the user asked for or agreed, not a deferred defect."
        if key.rstrip().endswith("?"):
            return "Near miss: a question about a feature, deploy, commit, naming or default, not about fixing a defect."
        return "Near miss: offer or deferral wording about optional work (feature, docs, demo, process), not a repair of a defect."
    if head == "offer":
        if "pre" in opts:
            return "The defect is named in an earlier paragraph; this later sentence offers or defers its repair."
        if MARKER.search(key):
            return "Leaves the defect in place behind a TODO/FIXME marker or a skipped test instead of fixing it."
        if "block" in opts:
            return "A known defect listed as remaining, deferred or open work instead of being fixed."
        if key.rstrip().endswith("?"):
            return "Asks whether, when, where or which way to fix a named defect instead of fixing it."
    return NOTE[head]
rows = []
def emit(head, table):
    for theme in "tpgmcd":
        for e in table.get(theme, []):
            key, opts = norm(e)
            n = 2 if R.random() < 0.25 else 1
            th = theme
            if theme == "d" and re.search(r"mkdocs", key + opts.get("pre", "") + opts.get("block", ""), re.I):
                th = "dm"
            for v in range(n):
                if head == "claim":
                    checks, cmds = False, False
                elif "checks" in opts:
                    checks = opts["checks"]; cmds = checks
                elif head == "none" and FIXED.search(key + opts.get("pre", "")):
                    checks, cmds = True, True  # a fix reported: the turn ran its checks
                else:
                    p = {"hedge": 0.6, "excuse": 0.8, "offer": 0.5, "double": 0.7, "none": 0.5}[head]
                    checks = R.random() < p
                    cmds = checks or R.random() < 0.5
                msg = body(th, key, opts, head, checks, v)
                assert key in msg, key
                g = GUARD[head]
                rows.append({"refuse": [g] if g else [], "head": head, "turn_ran_checks": checks,
                             "turn_ran_commands": cmds, "key": key, "message": msg,
                             "note": NOTES.get(key) or note_for(head, key, opts)})

emit("offer", OFFER); emit("hedge", HEDGE); emit("claim", CLAIM); emit("excuse", EXCUSE)
emit("double", DOUBLE); emit("none", PASS)
R.shuffle(rows)
out = []
for i, r in enumerate(rows):
    out.append(dict(id=f"train10d-{i}", **r))
keys = {}
for r in out:
    keys.setdefault(r["key"], set()).add(r["head"])
assert all(len(v) == 1 for v in keys.values()), [k for k, v in keys.items() if len(v) > 1]
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train10d.jsonl"), "w") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
from collections import Counter
print(len(out), "rows,", len(keys), "distinct keys")
print("rows per head:", dict(Counter(r["head"] for r in out)))
print("keys per head:", dict(Counter(next(iter(v)) for v in keys.values())))

