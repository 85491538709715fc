#!/usr/bin/env python3
"""Writes `train10h.jsonl`: a hand-written TRAINING batch for the prose Stop
guards, aimed at stop-hedge from both sides of the line: refused hedges (guesses
and unmeasured predictions about the agent's own work or a cause it could have
checked) and refused claims (success stated with no test or build in the turn),
beside should-pass near misses written as the endings of review, discussion
and planning turns (design opinions, effort estimates, third-party or user-side
guesses with how to check, honest disclosures, evidence shown, deontic should,
permission may, literal appears, quoted user words, claims with the run shown).
A few rows of the other three heads keep the batch mixed.

Bodies are built from hand-written parts per theme (git-sync tool in Go,
Flutter Docker image CI, MCP server in Python, monorepo release pipeline,
Postgres extension in C, browser extension), chosen with a fixed seed:
`python3 shared/prose/corpus/train10h.py`.
"""
import json, os, random

R = random.Random(100810)
H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"
ROWS = []

def add(theme, head, refuse, checks, note, keys):
    for key in keys:
        ROWS.append(dict(theme=theme, head=head, refuse=refuse, checks=checks, note=note, key=key))

# ---------------------------------------------------------------- scaffolding
T = {}
T["go"] = dict(
    intros=[
        "Reworked `internal/sync/puller.go` so each remote is fetched once per cycle instead of once per tracked branch.",
        "The `--prune` flag now walks refs in `refs/remotes/<name>/` and removes the ones whose upstream branch is gone.",
        "I read through the conflict path in `merge.go` and the ref-lock handling in `lock.go` this turn.",
        "Split `cmd/gitsync/main.go` so flag parsing lives in `config.Load` and the loop lives in `daemon.Run`.",
        "Moved the SSH agent lookup behind `auth.Resolver` and threaded the context through `Fetch` and `Push`.",
        "Walked the history of `watcher.go` to see when the inotify fallback was added (commit `4e1b9c0`, March).",
        "Here is the review of the open PR that switches gitsync from shelling out to `git` to go-git.",
    ],
    bullets=[
        "`Fetch` takes a `context.Context` and stops on cancel",
        "ref names are validated with `git check-ref-format` rules before any write",
        "the state file moved from `~/.gitsync.json` to `$XDG_STATE_HOME/gitsync/state.json`",
        "log lines carry the repo path and the remote name",
        "`--interval` accepts Go durations (`30s`, `5m`)",
        "the lock file is removed in a `defer` on every return path",
        "`Push` refuses to run when the worktree has a rebase in progress",
        "two new flags documented in `README.md`: `--prune`, `--dry-run`",
    ],
    tables=[
        "| File | Change |\n|---|---|\n| `internal/sync/puller.go` | one fetch per remote |\n| `internal/sync/lock.go` | lock released in `defer` |\n| `cmd/gitsync/main.go` | flags moved to `config.Load` |",
        "| Option | Cost | Notes |\n|---|---|---|\n| keep shelling out to `git` | none | matches user's installed git |\n| go-git | new dependency | no sparse checkout |\n| libgit2 via cgo | cgo toolchain | static builds get harder |",
    ],
    outputs=[
        "```\n$ go test ./...\nok  \tgithub.com/larkfield/gitsync/internal/sync\t0.482s\nok  \tgithub.com/larkfield/gitsync/internal/auth\t0.117s\nok  \tgithub.com/larkfield/gitsync/cmd/gitsync\t0.051s\n```",
        "```\n$ go vet ./... && go build ./...\n$ go test -race ./internal/sync/\nok  \tgithub.com/larkfield/gitsync/internal/sync\t1.934s\n```",
    ],
    project="gitsync",
)
T["flutter"] = dict(
    intros=[
        "Rewrote the `Dockerfile` for the Flutter CI image: Android SDK layer first, Flutter SDK pinned to 3.22.2 second, Gradle cache last.",
        "Split the image into `base`, `android` and `web` targets so the web job stops pulling the Android SDK.",
        "I looked at the workflow in `.github/workflows/image.yml` and the layer sizes from `docker history`.",
        "Moved `flutter precache` into its own `RUN` so the Dart SDK download is cached apart from the Android tools.",
        "Added a `HEALTHCHECK`-free `entrypoint.sh` that accepts the licence prompts with `yes | sdkmanager --licenses`.",
        "Here is the review of the PR that moves the image from `ubuntu:22.04` to `debian:bookworm-slim`.",
        "Pinned `cmdline-tools` to 11076708 and switched the download to the URL with a published SHA-256.",
    ],
    bullets=[
        "`FLUTTER_VERSION` and `ANDROID_BUILD_TOOLS` are build args with defaults",
        "the image runs as user `builder` (uid 1000)",
        "`/opt/flutter` is owned by `builder` so `flutter pub get` can write the cache",
        "the workflow tags images `flutter-3.22.2-android34`",
        "`apt-get` lists are removed in the same layer",
        "`.dockerignore` excludes `build/` and `.dart_tool/`",
        "the `web` target installs Chromium for `flutter test --platform chrome`",
        "buildx cache goes to `type=gha,mode=max`",
    ],
    tables=[
        "| Target | Contents | Used by |\n|---|---|---|\n| `base` | Flutter SDK, Dart | lint job |\n| `android` | base + SDK 34 + build-tools | apk/aab jobs |\n| `web` | base + Chromium | web tests |",
        "| Layer | Before | After |\n|---|---|---|\n| Android SDK | 2.9 GB | 1.6 GB |\n| Flutter SDK | 1.1 GB | 1.1 GB |\n| Gradle cache | 640 MB | 0 (moved to volume) |",
    ],
    outputs=[
        "```\n$ docker build --target android -t flutter-ci:test .\n...\n => exporting to image                         12.4s\n$ docker run --rm flutter-ci:test flutter doctor -v | head -3\n[✓] Flutter (Channel stable, 3.22.2, on Debian GNU/Linux 12)\n```",
        "```\n$ docker run --rm -v $PWD/sample_app:/app -w /app flutter-ci:test flutter build apk --debug\n✓ Built build/app/outputs/flutter-apk/app-debug.apk\n```",
    ],
    project="flutter-ci-image",
)
T["mcp"] = dict(
    intros=[
        "Added the `search_tickets` tool to the MCP server in `src/helpdesk_mcp/tools.py`, with a JSON schema for `query`, `status` and `limit`.",
        "The server now reads its API base URL and token from `HELPDESK_URL` / `HELPDESK_TOKEN` instead of `config.toml`.",
        "I read `server.py`, the stdio transport setup and the three tool handlers this turn.",
        "Refactored the tool registry so each tool is a function decorated with `@tool(name=..., schema=...)`.",
        "Switched the HTTP client from `requests` to `httpx.AsyncClient` so tool calls no longer block the event loop.",
        "Here is the review of the PR that adds resource templates (`ticket://{id}`) to the server.",
        "Paged results now carry a `next_cursor` field and the tool description says how to pass it back.",
    ],
    bullets=[
        "tool errors are returned as `isError: true` results, not raised",
        "`limit` is clamped to 1..100",
        "`pyproject.toml` pins `mcp>=1.2,<2`",
        "the server logs to stderr only, so stdout stays clean for JSON-RPC",
        "`README.md` has the `claude_desktop_config.json` snippet",
        "timeouts are 10 s per request, set on the client",
        "`ticket://{id}` resources return markdown",
        "the schema for `status` is an enum: `open`, `pending`, `closed`",
    ],
    tables=[
        "| Tool | Input | Output |\n|---|---|---|\n| `search_tickets` | query, status, limit | list of ticket summaries |\n| `get_ticket` | id | full ticket with comments |\n| `add_note` | id, body | note id |",
        "| Approach | Pros | Cons |\n|---|---|---|\n| one tool per endpoint | clear schemas | 14 tools in the list |\n| one `helpdesk` tool with `action` | short tool list | schema becomes a union |",
    ],
    outputs=[
        "```\n$ uv run pytest -q\n........................................                   [100%]\n40 passed in 2.31s\n```",
        "```\n$ uv run pytest -q tests/test_tools.py\n...........                                                [100%]\n11 passed in 0.88s\n$ uv run ruff check .\nAll checks passed!\n```",
    ],
    project="helpdesk-mcp",
)
T["release"] = dict(
    intros=[
        "Reworked `scripts/release.ts` so packages are versioned from their changesets and published in dependency order.",
        "The release workflow now builds once in a `build` job and hands the tarballs to `publish` as an artifact.",
        "I went through `release.yml`, `changeset.config.json` and the last three release runs' logs.",
        "Added a `--filter` option to the release script so a single package can be cut on its own.",
        "Moved tag creation after `npm publish` so a failed publish no longer leaves a dangling tag.",
        "Here is the review of the PR that replaces changesets with conventional-commit version bumps.",
        "The pipeline writes a `release-manifest.json` listing every package, its old and new version and its tarball hash.",
    ],
    bullets=[
        "`@quarry/core` publishes before `@quarry/cli` and `@quarry/web`",
        "tags are `<package>@<version>`",
        "the `publish` job has `id-token: write` for npm provenance",
        "private packages are skipped by reading `\"private\": true`",
        "the changelog entry links the PR number",
        "`pnpm -r build` runs once, in the `build` job",
        "dry runs print the plan without touching npm",
        "the manifest is attached to the GitHub release",
    ],
    tables=[
        "| Package | Old | New |\n|---|---|---|\n| `@quarry/core` | 2.4.1 | 2.5.0 |\n| `@quarry/cli` | 1.9.0 | 1.9.1 |\n| `@quarry/web` | 0.12.3 | 0.13.0 |",
        "| Option | Effort | Risk |\n|---|---|---|\n| keep changesets | none | manual step stays |\n| conventional commits | rewrite version step | squash titles need care |\n| release-please | new bot | less control over order |",
    ],
    outputs=[
        "```\n$ pnpm -r build\nScope: 7 of 8 workspace projects\npackages/core build: Done\npackages/cli build: Done\npackages/web build: Done\n$ pnpm -r test\nTest Files  38 passed (38)\n     Tests  412 passed (412)\n```",
        "```\n$ pnpm release --dry-run\nplan: @quarry/core 2.4.1 -> 2.5.0\nplan: @quarry/cli 1.9.0 -> 1.9.1\n$ pnpm vitest run scripts/\n Test Files  4 passed (4)\n      Tests  27 passed (27)\n```",
    ],
    project="quarry monorepo",
)
T["pg"] = dict(
    intros=[
        "Added `pg_tidemark_reset(regclass)` to the extension, with its SQL definition in `tidemark--1.2--1.3.sql`.",
        "The background worker now registers with `BGWORKER_SHMEM_ACCESS` and reads its interval from the `tidemark.interval` GUC.",
        "I read `tidemark.c`, the shared-memory setup in `_PG_init` and the upgrade script this turn.",
        "Replaced the `SPI_execute` loop in `collect_stats` with a single `heap_getnext` scan.",
        "Moved the hash table into a DSA area so it is no longer sized at postmaster start.",
        "Here is the review of the PR that adds a `tidemark_history` view.",
        "The extension now builds against PG 14 to 17 with the `PG_VERSION_NUM` guards in `compat.h`.",
    ],
    bullets=[
        "`tidemark.interval` is `PGC_SIGHUP`, range 1s..1h",
        "the worker exits cleanly on `SIGTERM`",
        "`Makefile` uses PGXS and `REGRESS = basic reset upgrade`",
        "the LWLock tranche is named `tidemark`",
        "`tidemark.control` bumps `default_version` to 1.3",
        "the view is `SECURITY INVOKER`",
        "memory for each pass is allocated in a dedicated `MemoryContext` that is reset per cycle",
        "`compat.h` wraps the `shm_toc` API change",
    ],
    tables=[
        "| Function | Volatility | Notes |\n|---|---|---|\n| `pg_tidemark_stats()` | STABLE | reads shared memory |\n| `pg_tidemark_reset(regclass)` | VOLATILE | takes exclusive lock |\n| `tidemark_history` | view | joins `pg_class` |",
        "| Option | Work | Downside |\n|---|---|---|\n| fixed-size shmem hash | none | restart to resize |\n| DSA hash | moderate | more code in `_PG_init` |\n| plain table | small | WAL traffic |",
    ],
    outputs=[
        "```\n$ make && make install && make installcheck\n...\n# All 3 tests passed.\n============== running regression test queries        ==============\ntest basic                        ... ok           41 ms\ntest reset                        ... ok           18 ms\ntest upgrade                      ... ok           63 ms\n```",
        "```\n$ make installcheck PG_CONFIG=/usr/lib/postgresql/16/bin/pg_config\ntest basic                        ... ok           39 ms\ntest reset                        ... ok           20 ms\ntest upgrade                      ... ok           58 ms\n```",
    ],
    project="pg_tidemark",
)
T["ext"] = dict(
    intros=[
        "Moved the tab-grouping logic from the popup into the service worker in `src/background.ts`.",
        "The extension now stores its rules in `chrome.storage.sync` and migrates the old `localStorage` copy on install.",
        "I read `manifest.json`, the content script and the options page this turn.",
        "Switched the manifest to MV3: `background.service_worker`, `action` instead of `browser_action`, and `host_permissions` split out.",
        "Added a keyboard command (`Alt+Shift+G`) that groups the current window's tabs by domain.",
        "Here is the review of the PR that adds Firefox support through `browser_specific_settings`.",
        "The content script now injects only on pages matching the user's rules instead of `<all_urls>`.",
    ],
    bullets=[
        "`permissions`: `tabs`, `tabGroups`, `storage`",
        "the options page uses the same rule parser as the worker",
        "group colours cycle through the eight Chrome colours",
        "`npm run build` writes `dist/chrome` and `dist/firefox`",
        "the popup lists groups with their tab counts",
        "rules are matched on hostname, not full URL",
        "the migration runs in `chrome.runtime.onInstalled`",
        "the icon badge shows the number of ungrouped tabs",
    ],
    tables=[
        "| File | Change |\n|---|---|\n| `manifest.json` | MV3 keys |\n| `src/background.ts` | grouping moved here |\n| `src/options.tsx` | shared parser |",
        "| Option | Effort | Trade-off |\n|---|---|---|\n| one codebase, build flags | small | `if (isFirefox)` branches |\n| webextension-polyfill | small | extra 10 KB |\n| two manifests only | none | drift between them |",
    ],
    outputs=[
        "```\n$ npm test\n PASS  src/rules.test.ts\n PASS  src/grouping.test.ts\nTests:       34 passed, 34 total\n$ npm run build\nbuilt dist/chrome in 1.2s\nbuilt dist/firefox in 1.1s\n```",
        "```\n$ npx vitest run\n ✓ src/rules.test.ts (19)\n ✓ src/migrate.test.ts (7)\n Test Files  2 passed (2)\n      Tests  26 passed (26)\n```",
    ],
    project="tabtidy",
)
HEADS = ["## Summary", "**What changed**", "## Changes", "**Done this turn:**", "### Details", "**Files touched**"]
CLOSERS = [
    "Branch is `{p}-work`; nothing pushed yet.",
    "Anything you'd like renamed before I commit?",
    "Three commits on the branch.",
    "Your call on the naming.",
    "That's the whole diff for this round.",
    "No config changes were needed.",
    "",
]
# ---------------------------------------------------------------- hedges (refused)
NH_CAUSE = "A cause of the agent's own problem offered as a guess that it could have checked (logs, code, a run)."
NH_EFFECT = "The effect of the agent's own change predicted, not measured or checked in the turn."
NH_STATE = "A guess about the state of the agent's own work offered as the answer."
NH_FRAME = "An epistemic frame (my read, as far as I can tell, unless I'm missing something) over the agent's own result."
NH_NUM = "A number for the effect of the work that nobody measured."
NH_EVENT = "Success promised after CI, a deploy, a cron run or a nightly that has not happened; nothing checked."
NH_SHAPE = "A hedge about the agent's own work set in a bullet, table cell, checkbox or heading."

add("go", "hedge", [H], False, NH_CAUSE, [
    "The duplicate fetches are presumably coming from the watcher firing once per ref update.",
    "My read is that the lock contention comes from `Push` holding the mutex across the network call.",
    "That stale `index.lock` is almost certainly the culprit behind the hung syncs.",
    "Odds are the SSH agent socket is being dropped when the daemon forks.",
    "The rename detection gap is most likely down to go-git not honouring `diff.renames`.",
    "I suspect the goroutine leak is the ticker in `watchLoop` never being stopped.",
    "The 40-second stall smells like a DNS lookup timing out on the first remote.",
    "Going by the symptoms, the prune pass is deleting refs before the fetch finishes writing them.",
    "The corrupted state file was, in all probability, written by two daemons at once.",
    "I'd put money on the `fsnotify` buffer overflowing on large checkouts.",
])
add("go", "hedge", [H], True, NH_EFFECT, [
    "Syncs should be a lot faster now that each remote is fetched once.",
    "With the lock released in a `defer`, the hung daemons won't come back.",
    "This ought to cover the rebase-in-progress case as well.",
    "The context plumbing will let `Ctrl-C` stop a stuck fetch immediately.",
    "Moving the state file ought to end the permission errors on shared machines.",
    "I don't see why the prune pass would fail on repos with hundreds of remotes now.",
    "It'll hold up fine when someone points it at a monorepo with 40k refs.",
    "In principle this resolves the double-push the user reported.",
])
add("go", "hedge", [H], True, NH_NUM, [
    "Expect memory per repo to fall from about 180 MB to roughly 30 MB with the streaming pack reader.",
    "That cuts network traffic by something like 70% on a typical laptop setup.",
    "Cycle time drops to around 2 seconds for a repo this size, give or take.",
])
add("go", "hedge", [H], False, NH_FRAME, [
    "As far as I can tell the conflict path is fixed.",
    "Unless I'm missing something, the SSH resolver change is done.",
    "From what I can see, `--dry-run` no longer touches the state file.",
    "To the best of my knowledge nothing else in `daemon.Run` depends on the old config struct.",
    "On the face of it, the interval parsing handles every format users pass.",
])
add("go", "hedge", [H], True, NH_SHAPE, [
    "- `--prune`: ought to be safe on bare repos too",
    "| Lock cleanup | likely fine now |",
    "## Probably fixed: the double-fetch on startup",
    "- [x] Hung sync on laptop wake — presumably gone with the context change",
])
add("go", "hedge", [H], False, NH_EVENT, [
    "Once the release workflow runs tonight, the arm64 binary will be fixed.",
    "The nightly integration job will confirm it, and it'll be green.",
])
add("flutter", "hedge", [H], False, NH_CAUSE, [
    "The 9 GB image size is presumably the Gradle cache getting baked into the Android layer.",
    "That licence prompt hang is almost certainly `sdkmanager` waiting on stdin.",
    "My guess is the cache misses come from the `COPY . .` before `flutter pub get`.",
    "The `flutter doctor` failure is most likely the missing `cmdline-tools/latest` symlink.",
    "Chances are the Chromium crash in the web target is the missing `--no-sandbox` flag.",
    "I believe the permission denied on `/opt/flutter/bin/cache` is because the SDK is owned by root.",
    "It looks like buildx is ignoring the GHA cache because the scope changes per branch.",
    "The slow pulls are probably caused by the 2.9 GB Android layer being rebuilt on each commit.",
    "The arm64 build failure comes down, I'd guess, to the x86-only `aapt2` binary.",
    "Judging by the timing, the stall is the Dart SDK download from storage.googleapis.com.",
])
add("flutter", "hedge", [H], True, NH_EFFECT, [
    "Cold builds should drop well under ten minutes with the split layers.",
    "The cache-from settings will keep the Android layer warm across branches.",
    "Running as `builder` ought to get rid of the Git safe.directory warnings in CI.",
    "This will make the image work on the self-hosted arm64 runners as well.",
    "The web target should now be small enough for the 14 GB runner disk.",
    "The checksum-verified download will stop the failed cmdline-tools fetches for good.",
    "Pinning build-tools means the apk job won't drift again.",
    "I don't expect any trouble from the bookworm base; it's close enough to jammy.",
])
add("flutter", "hedge", [H], True, NH_NUM, [
    "That brings the pull time down to roughly 90 seconds on the hosted runners.",
    "The image lands somewhere around 3.5 GB after this, maybe a bit less.",
    "We're looking at about a 40% saving in CI minutes per month.",
])
add("flutter", "hedge", [H], False, NH_FRAME, [
    "From everything I've looked at, the Dockerfile is in good shape to merge.",
    "As best I can tell, the `web` target no longer pulls any Android bits.",
    "I'm fairly confident the licence step is sorted.",
    "Barring surprises, the image builds on both architectures.",
])
add("flutter", "hedge", [H], True, NH_SHAPE, [
    "| `android` target | builds fine, I'd expect |",
    "- Layer cache: should hold across branches now",
    "### Likely resolved: the apk job's OOM",
    "| arm64 | probably OK |",
])
add("flutter", "hedge", [H], False, NH_EVENT, [
    "When the scheduled rebuild runs on Monday the image will have the new SDK and everything will build.",
    "After the tag push triggers the publish job, the registry will have a working `flutter-3.22.2-android34`.",
    "The next CI run will pick up the new image and go green.",
])
add("mcp", "hedge", [H], False, NH_CAUSE, [
    "The tool-list timeout in Claude Desktop is presumably the server printing its banner to stdout.",
    "My read is that the 401s come from the token being read before `.env` is loaded.",
    "That blocking call in `get_ticket` is almost certainly why the other tools stall.",
    "The schema rejection is most likely the `limit` field declared as a string.",
    "I think the duplicate notes come from the client retrying after our 10 s timeout.",
    "Odds are the cursor breaks because the API expects it URL-encoded.",
    "Presumably the empty results are the status enum being sent in upper case.",
    "The crash on shutdown looks to be the `AsyncClient` being closed twice.",
    "Reading the traceback, the encoding error is probably the ticket body containing a lone surrogate.",
    "The server dying after an hour is, I reckon, the stdio pipe filling up with log output.",
])
add("mcp", "hedge", [H], True, NH_EFFECT, [
    "Tool calls should come back much faster with the async client.",
    "The clamped `limit` will keep responses under the client's size cap.",
    "This ought to make the server usable from Cursor too.",
    "Returning `isError` results means the model will recover from bad IDs on its own.",
    "With the cursor in the description, the model will page through results correctly.",
    "It'll cope with a few hundred concurrent tool calls without trouble.",
    "I don't see any reason the resource templates would break older clients.",
    "The markdown rendering of tickets ought to read much better in the chat now.",
])
add("mcp", "hedge", [H], True, NH_NUM, [
    "That trims the tool-list payload by roughly 60%, which frees about 2k tokens per conversation.",
    "Search latency lands around 150 ms per call after this change.",
    "This cuts the number of round trips the model makes by about half.",
])
add("mcp", "hedge", [H], False, NH_FRAME, [
    "As far as I can tell, every tool now validates its input against the schema.",
    "Unless I've overlooked something, the env-var switch is complete.",
    "If I'm reading my own change right, stdout carries nothing but JSON-RPC now.",
    "My sense is that the registry refactor is done and nothing else needs touching.",
    "For all I can see, the resource handler covers closed tickets as well.",
])
add("mcp", "hedge", [H], True, NH_SHAPE, [
    "- `add_note`: ought to be idempotent now",
    "| `search_tickets` | most likely works with the new cursor |",
    "## Should be sorted: the stdout banner",
    "- [x] Timeouts — likely handled by the client setting",
])
add("mcp", "hedge", [H], False, NH_EVENT, [
    "Once PyPI picks up the 0.4.0 upload, `uvx helpdesk-mcp` will run cleanly for everyone.",
    "The CI matrix will run on push and it'll pass on 3.10 through 3.13.",
])
add("release", "hedge", [H], False, NH_CAUSE, [
    "The dangling `@quarry/cli@1.9.0` tag is presumably from the run where publish failed after tagging.",
    "My best guess is that `pnpm -r publish` is skipping `@quarry/web` because its version didn't change in the lockfile.",
    "The provenance error is almost certainly the missing `id-token: write` on the reusable workflow.",
    "The out-of-order publish comes down to the topological sort ignoring `peerDependencies`, most likely.",
    "I'd guess the changelog duplication is the changeset file not being deleted after the version step.",
    "The E403 from npm is probably the automation token having expired.",
    "Odds are the build artifact is missing `dist/` because of the `.gitignore` in each package.",
    "The release being cut twice is, in all likelihood, the `push` and `workflow_dispatch` triggers both firing.",
    "That checksum mismatch looks like it's the tarball being rebuilt between jobs.",
])
add("release", "hedge", [H], True, NH_EFFECT, [
    "Publishing in dependency order should stop the broken installs right after a release.",
    "Building once and passing the artifact will make releases noticeably quicker.",
    "Tagging after publish ought to mean we never get an orphan tag again.",
    "The `--filter` option will let us hotfix a single package without any side effects.",
    "I don't see how the manifest could drift from what actually got published now.",
    "This holds up fine for the eight packages we have and for twenty more.",
    "In theory the dry-run and the real run now produce identical plans.",
    "Provenance will show up on npm for every package from the next release on.",
])
add("release", "hedge", [H], True, NH_NUM, [
    "A full release goes from about 25 minutes to something like 9.",
    "That saves roughly 400 CI minutes a month at our release cadence.",
])
add("release", "hedge", [H], False, NH_FRAME, [
    "As far as I can tell the release script is finished.",
    "Unless I'm missing something, private packages can no longer be published by accident.",
    "So far as I can judge, the version bumps come out right for every package.",
    "It looks to me like the tag ordering problem is solved.",
])
add("release", "hedge", [H], True, NH_SHAPE, [
    "| `@quarry/web` publish | expected to work now |",
    "- Orphan tags: presumably a thing of the past",
    "## Likely fixed: duplicate changelog entries",
    "- [x] Publish order — should be right now",
])
add("release", "hedge", [H], False, NH_EVENT, [
    "When the next changeset lands on main, the pipeline will publish all three packages correctly.",
    "After Friday's scheduled release run the npm pages will all show provenance and the new versions.",
    "The post-merge workflow will take it from here and the release will go out clean.",
])
add("pg", "hedge", [H], False, NH_CAUSE, [
    "The backend crash under `pg_tidemark_reset` is presumably the hash entry being freed while another backend holds a pointer to it.",
    "My read is that the worker restarts every 10 s because `proc_exit(1)` is being called on a clean SIGTERM.",
    "That shared-memory overflow is almost certainly `RequestAddinShmemSpace` being sized for the old struct.",
    "The upgrade failure from 1.2 to 1.3 is most likely the `CREATE OR REPLACE` changing a return type.",
    "I suspect the wrong counts come from the scan not skipping dead tuples.",
    "The memory growth is probably the per-cycle context never being reset.",
    "Odds are the PG 17 build break is the `shm_toc` signature change.",
    "Judging from the stack, the assertion failure is the LWLock being taken twice.",
    "The slow `tidemark_history` view is, I'd imagine, a sequential scan on `pg_class` per row.",
    "That deadlock report points to the reset function grabbing locks in the opposite order, I'm fairly sure.",
])
add("pg", "hedge", [H], True, NH_EFFECT, [
    "The DSA hash table should fix the restart-to-resize problem entirely.",
    "Replacing SPI with a heap scan will make each collection pass much cheaper.",
    "The worker ought to shut down cleanly on `pg_ctl stop` now.",
    "With the `PG_VERSION_NUM` guards it'll build on PG 13 as well.",
    "The per-cycle memory context keeps the worker's RSS flat over days of uptime.",
    "I can't think of a reason the upgrade script would fail on a database that skipped 1.2.",
    "It'll stand up to a cluster with tens of thousands of relations.",
    "In principle the reset function is safe to call during a checkpoint now.",
])
add("pg", "hedge", [H], True, NH_NUM, [
    "Each pass costs roughly a tenth of what it did with SPI.",
    "Shared memory use drops to about 2 MB on a default setup.",
    "Expect the view to answer in under 5 ms on a database with 10k tables.",
])
add("pg", "hedge", [H], False, NH_FRAME, [
    "As far as I can tell the worker handles every signal correctly now.",
    "Unless I'm missing something, the compat header covers all four versions.",
    "I'm pretty sure the lock ordering is right everywhere now.",
    "To my eye the extension is ready to tag as 1.3.",
])
add("pg", "hedge", [H], True, NH_SHAPE, [
    "| PG 17 | should build |",
    "- `pg_tidemark_reset`: crash most likely gone",
    "## Probably resolved: the worker restart loop",
    "- [x] Upgrade path 1.2 → 1.3 — presumably works",
])
add("pg", "hedge", [H], False, NH_EVENT, [
    "Once the buildfarm-style matrix runs overnight, PG 14 through 17 will all come up clean.",
    "After the PGXN upload goes through, `pgxn install tidemark` will work as expected.",
])
add("ext", "hedge", [H], False, NH_CAUSE, [
    "The grouping running twice is presumably the service worker waking for both `onUpdated` and `onActivated`.",
    "My read is that the lost rules come from `storage.sync` quota limits on large rule sets.",
    "The popup going blank is almost certainly a CSP violation from the inline script.",
    "The Firefox failure is most likely `tabGroups` not existing in its API.",
    "I think the badge count drifts because the worker is suspended between events.",
    "Chances are the content script misses pages because of the `run_at: document_idle` timing.",
    "The migration losing data is probably `localStorage` being unavailable in the MV3 worker.",
    "That 'Extension context invalidated' error comes from the reload during development, I'd say.",
    "Judging by the timing, the keyboard shortcut is colliding with a built-in Chrome binding.",
])
add("ext", "hedge", [H], True, NH_EFFECT, [
    "Moving the logic into the worker should make the popup open instantly.",
    "Narrowing the content script matches ought to ease the memory use people complained about.",
    "The migration will carry every user's rules over without loss.",
    "This makes the extension pass Chrome Web Store review without the broad host permission warning.",
    "Grouping by hostname will handle subdomains the way users expect.",
    "I don't see why the Firefox build would behave any differently now.",
    "It'll keep up with windows that have hundreds of tabs.",
    "The shared parser keeps the options page and the worker in agreement from now on.",
])
add("ext", "hedge", [H], True, NH_NUM, [
    "That should cut the extension's memory footprint by around 50 MB per window.",
    "The popup opens in roughly 30 ms now instead of 300.",
])
add("ext", "hedge", [H], False, NH_FRAME, [
    "As far as I can tell, the MV3 migration is complete.",
    "Unless I'm missing something, the options page saves correctly now.",
    "From where I'm sitting the Firefox port is done.",
    "It appears the badge count is accurate after the change.",
])
add("ext", "hedge", [H], True, NH_SHAPE, [
    "| Firefox | ought to work |",
    "- Badge drift: likely fixed by the alarm",
    "## Should be fixed: rules vanishing after update",
    "- [x] Migration from localStorage — presumably lossless",
])
add("ext", "hedge", [H], False, NH_EVENT, [
    "Once the Web Store review finishes, users will get a version with the grouping bug gone.",
    "The auto-update will roll out tomorrow and the badge issue will disappear for everyone.",
])
# long-sentence and other shapes, mixed themes
add("go", "hedge", [H], True, NH_STATE, [
    "Having moved the lock release into a deferred call and threaded the context through both `Fetch` and `Push`, I'm reasonably sure the daemon can't wedge itself on a dropped connection anymore, which was the whole point of this change.",
    "Honest answer: it's very likely working, I just didn't exercise the prune path against a real remote.",
    "Bottom line: the sync loop is probably solid now.",
])
add("flutter", "hedge", [H], True, NH_STATE, [
    "Taking the split targets, the pinned build-tools and the ownership change together, the image is in all likelihood ready for the release branches, and I'd expect the apk job to go through first time.",
    "**Status:** image is most likely good to go.",
    "Short version: the OOM in the apk job is presumably handled by the larger Gradle heap.",
])
add("mcp", "hedge", [H], True, NH_STATE, [
    "Since the async client replaces every blocking call and the timeouts now sit on the client rather than on each request, the stalls the user saw in Claude Desktop are, as far as I can judge, a thing of the past.",
    "**Result:** search with cursors probably behaves now.",
    "TL;DR: the server is presumably stable under Cursor too.",
])
add("release", "hedge", [H], True, NH_STATE, [
    "Given that the tags are created after publish, the build runs once, and the manifest records every tarball hash, the next release is bound to go out without the partial-publish mess we had in October.",
    "**Verdict:** the pipeline is likely fine for Thursday's release.",
])
add("pg", "hedge", [H], True, NH_STATE, [
    "With the hash moved to DSA, the lock order fixed in `reset_entry` and the memory context reset per cycle, the crash report from the staging cluster is, I'd say, explained and fixed, though I didn't replay that workload.",
    "**Outcome:** the restart loop is most probably over.",
])
add("ext", "hedge", [H], True, NH_STATE, [
    "Because the grouping now runs only in the worker and the alarm re-reads the tab list every minute, the badge is presumably right again for the people who reported it, and the double-grouping bug ought to be gone with it.",
    "**Where it stands:** the Firefox build likely works end to end.",
])
# ---------------------------------------------------------------- claims (refused, no check in the turn)
NC = "Success of a test, build, lint or check stated outright in a turn that ran no test or build."
NC_NAMELESS = "A success claim naming no check (verified, confirmed working) in a turn that ran no command beyond looking."
NC_LIST = "A ticked checklist or table cell claiming checks passed, with no test or build run in the turn."
add("go", "claim", [H], False, NC, [
    "All 63 tests in `internal/sync` pass.",
    "`go test -race ./...` is clean.",
    "Build and vet are green across the board.",
    "Test suite passes on Linux and macOS.",
    "Everything compiles and the integration tests pass against a local Gitea.",
])
add("go", "claim", [H], False, NC_NAMELESS, [
    "Confirmed working with the user's two-remote setup.",
    "Verified end to end: push, fetch, prune.",
    "Tested and working.",
])
add("go", "claim", [H], False, NC_LIST, [
    "- [x] tests pass\n- [x] `golangci-lint` clean",
    "| `go test ./...` | ✅ |",
    "lint ✅ vet ✅ tests ✅",
])
add("flutter", "claim", [H], False, NC, [
    "The image builds for both targets and `flutter doctor` reports no issues.",
    "All three targets build successfully on amd64 and arm64.",
    "The sample app's debug apk builds inside the new image.",
    "`hadolint` passes with no warnings.",
    "CI is green on the PR.",
])
add("flutter", "claim", [H], False, NC_NAMELESS, [
    "Verified the licence step no longer hangs.",
    "Everything checks out.",
    "Works as expected on the self-hosted runner.",
])
add("flutter", "claim", [H], False, NC_LIST, [
    "- [x] `docker build --target web` succeeds\n- [x] `flutter test` passes in the container",
    "| arm64 build | ✅ passing |",
    "✅ Build: OK · ✅ Smoke test: OK",
])
add("mcp", "claim", [H], False, NC, [
    "All 48 specs pass.",
    "`pytest` and `ruff` are both clean.",
    "`mypy --strict` reports no errors.",
    "The test suite passes on 3.10, 3.11 and 3.12.",
    "Every tool's schema validates and the contract tests are green.",
])
add("mcp", "claim", [H], False, NC_NAMELESS, [
    "Confirmed working in Claude Desktop.",
    "Verified end to end with the MCP inspector.",
    "Double-checked: all good.",
])
add("mcp", "claim", [H], False, NC_LIST, [
    "- [x] Unit tests\n- [x] Type check\n- [x] Lint",
    "| pytest | 40/40 passing |",
    "lint ✅ types ✅",
])
add("release", "claim", [H], False, NC, [
    "412 tests pass across the workspace and every package builds.",
    "The dry run and the full test matrix both pass.",
    "Typecheck is clean in all seven packages.",
    "The release script's own tests pass.",
    "Green across the board: build, test, lint.",
])
add("release", "claim", [H], False, NC_NAMELESS, [
    "Confirmed the publish order is correct.",
    "Verified: tags now come after publish.",
])
add("release", "claim", [H], False, NC_LIST, [
    "- [x] `pnpm -r test` passes\n- [x] `pnpm -r build` succeeds",
    "| `@quarry/core` | builds ✅ tests ✅ |",
    "Checks: ✅ build ✅ test ✅ lint ✅ typecheck",
])
add("pg", "claim", [H], False, NC, [
    "`make installcheck` passes on 14, 15, 16 and 17.",
    "All regression tests pass, including the new `upgrade` test.",
    "Compiles without warnings under `-Wall -Werror`.",
    "The TAP tests for the worker pass.",
])
add("pg", "claim", [H], False, NC_NAMELESS, [
    "Confirmed working: the worker survives `pg_ctl reload`.",
    "Verified the upgrade path from 1.1 and 1.2.",
])
add("pg", "claim", [H], False, NC_LIST, [
    "- [x] regression suite green\n- [x] valgrind clean",
    "| installcheck | passed |",
])
add("ext", "claim", [H], False, NC, [
    "All 34 tests pass and both builds succeed.",
    "`web-ext lint` comes back clean.",
    "The Playwright suite passes against the unpacked extension.",
    "`tsc --noEmit` is happy.",
])
add("ext", "claim", [H], False, NC_NAMELESS, [
    "Confirmed working in Chrome and Firefox.",
    "Verified the migration keeps every rule.",
])
add("ext", "claim", [H], False, NC_LIST, [
    "- [x] unit tests pass\n- [x] builds for both browsers",
    "| Chrome build | ✅ |",
])
# ---------------------------------------------------------------- should pass (near misses)
P_DESIGN = "A design opinion or trade-off in a review or discussion, not a guess about the state of the agent's work."
P_EFFORT = "An estimate of effort for proposed future work the user has not asked to be done yet."
P_REC = "A recommendation between options, which is advice, not a claim about the work's state."
P_REVIEWER = "Explains what a reviewer's comment means; no guess about the agent's own result."
P_PAST = "A guess about a past author's intent, which the agent cannot check."
P_THIRD = "A guess about the user's machine or a third party's system the agent cannot reach, with how to check it."
P_USER = "A prediction of what the user sees after their own action, which is an instruction for their own test."
P_DISCLOSE = "An honest disclosure that a check was not run, with the command to run it."
P_EVIDENCE = "Confidence stated with its evidence shown in the turn."
P_DEONTIC = "Deontic should: a norm or instruction, not a prediction."
P_MAY = "Permission or possibility in a spec sense (may = is allowed to), not a hedge."
P_LITERAL = "Literal appears/seems/looks in UI or log text, not an epistemic hedge."
P_QUOTE = "Reports the user's own words; the agent is not guessing."
P_RUN = "A success claim backed by the test or build run shown in the turn."
P_DOC = "A hypothetical conditional in documentation the agent drafted, not a claim about its work."
P_PLAN = "A plan step or open question for a planning turn, not a claim about finished work."

add("go", "none", [], False, P_DESIGN, [
    "Probably simpler to keep shelling out to `git` than to take on go-git for this.",
    "I'd lean towards one goroutine per repo rather than a worker pool; the counts are small.",
    "A single state file per machine is likely easier to reason about than one per repo.",
    "Honestly, the cgo route is probably more trouble than it's worth for a CLI people install with `go install`.",
])
add("go", "none", [], False, P_EFFORT, [
    "Adding a `--since` filter is likely a 20-line change in `config.Load` plus a test.",
    "Supporting Windows named pipes for the agent socket would probably take a day, most of it testing.",
    "Porting the watcher to `kqueue` directly is maybe two or three days of work.",
])
add("go", "none", [], False, P_REC, [
    "## Recommendation\n\nKeep the `git` binary and add a version check at start-up.",
    "My recommendation is option 1: it keeps the user's credential helpers working.",
    "Of the three, I'd pick the lock-file approach over flock, because it works on network filesystems.",
])
add("go", "none", [], False, P_REVIEWER, [
    "The reviewer's point about `defer` in the loop is that each iteration's unlock waits until the function returns, not until the iteration ends.",
    "When Mara says \"this leaks on the error path\", she means the early `return` before the `defer` is registered.",
])
add("go", "none", [], False, P_PAST, [
    "The 30-second sleep in `watcher.go` was probably added to paper over the NFS delay the original author mentions in the commit message.",
    "My guess is the `--legacy-refs` flag dates from before the project required git 2.30.",
])
add("go", "none", [], False, P_THIRD, [
    "The hang on your laptop may be the corporate proxy intercepting SSH; `ssh -vT git@github.com` will show where it stops.",
    "GitHub's side could be rate-limiting the fetches; the `X-RateLimit-Remaining` header in `GIT_CURL_VERBOSE=1` output tells you.",
    "If your `~/.gitconfig` sets `fetch.prune`, that could explain refs vanishing before gitsync touches them — `git config --show-origin fetch.prune` will show where it comes from.",
])
add("go", "none", [], False, P_USER, [
    "Restart the daemon with `gitsync run --interval 30s` and you should see one `fetch` line per remote per cycle.",
    "After you run `gitsync prune --dry-run`, the refs it would delete are listed and nothing is removed.",
])
add("go", "none", [], False, P_DISCLOSE, [
    "I haven't run the race detector this turn; to check, run `go test -race ./internal/sync/`.",
    "Not tested against a real Gitea instance — `make e2e` does that, and it needs Docker.",
    "Honest answer: I only read the code; nothing was run.",
])
add("go", "none", [], True, P_EVIDENCE, [
    "The pprof profile shows 71% of CPU in `packfile.Decode`, so the pack reader is where the time goes.",
    "`go test -race` ran clean above, so the mutex change holds under the detector.",
])
add("go", "none", [], False, P_DEONTIC, [
    "Callers should pass a context with a deadline; `Fetch` no longer adds one.",
    "You should run `gitsync migrate-state` once to move the old state file.",
    "The lock should be taken before reading the state file and released after writing it.",
])
add("go", "none", [], False, P_MAY, [
    "`--interval` may be any Go duration of at least 5s.",
    "Remote names may contain slashes; the prune pass handles that.",
])
add("go", "none", [], False, P_LITERAL, [
    "When a rebase is in progress, the log shows `sync skipped: rebase in progress` and the repo appears as `paused` in `gitsync status`.",
])
add("go", "none", [], False, P_QUOTE, [
    "You said the sync \"seems to hang after the laptop wakes up\"; the stuck call was `net.Dial` with no deadline, and it now gets the context's.",
    "You asked whether it's \"probably safe\" to run two daemons; it isn't, and the lock file now refuses the second one.",
])
add("go", "none", [], True, P_RUN, [
    "`go test ./...` passes for all three packages (output above).",
    "The race run above is clean: `ok` for `internal/sync` in 1.9s.",
])
add("go", "none", [], False, P_DOC, [
    "> If the remote is unreachable, gitsync logs the error and retries on the next cycle.",
])
add("go", "none", [], False, P_PLAN, [
    "1. Replace the ticker with a `time.Timer` reset after each cycle.\n2. Add a `--once` flag for cron use.",
    "Open question: do you want prune to be on by default?",
])
add("flutter", "none", [], False, P_DESIGN, [
    "Probably simpler to keep a single image with all targets than to maintain three tags.",
    "I'd rather bake the Android SDK into the image than mount it; mounts make cache keys hard to reason about.",
    "Debian slim is likely the better base here; the Ubuntu extras don't buy us anything for Flutter.",
    "A separate web image is arguably overkill at our build volume.",
])
add("flutter", "none", [], False, P_EFFORT, [
    "Adding an iOS-free macOS runner job would likely be half a day, mostly on signing secrets.",
    "Moving the Gradle cache to a registry-backed cache is probably a 30-line workflow change.",
    "Multi-arch via QEMU is maybe an afternoon to wire up, but the builds will be slow.",
])
add("flutter", "none", [], False, P_REC, [
    "Recommendation: option B, the split targets; the web job stops pulling 1.6 GB it never uses.",
    "I'd go with pinning build-tools in the image over installing them per job.",
    "Between `ghcr.io` and Docker Hub, I'd pick ghcr.io: the workflow already has the token.",
])
add("flutter", "none", [], False, P_REVIEWER, [
    "Jonas's comment about \"layer order\" means the frequently changing `COPY` should come after the SDK installs so those layers stay cached.",
    "The reviewer is asking for `--no-install-recommends` because it keeps the apt layer from pulling docs and X11 libs.",
])
add("flutter", "none", [], False, P_PAST, [
    "The `chmod -R 777 /opt` line was likely a quick fix someone made for the root-owned cache years ago.",
    "Whoever added `ENV PUB_CACHE=/root/.pub-cache` probably ran the image as root locally.",
])
add("flutter", "none", [], False, P_THIRD, [
    "Your self-hosted runner may have an older Docker without BuildKit; `docker buildx version` on that host will tell you.",
    "Google's storage bucket might throttle the SDK downloads at peak times — the `curl -w '%{time_total}'` timing in the job log would show it.",
    "The 14 GB limit is GitHub's hosted runner disk, so on your own runners the numbers will differ; `df -h /` on the runner gives the real figure.",
])
add("flutter", "none", [], False, P_USER, [
    "Once you push the tag, you'll see the `publish` job push `flutter-3.22.2-android34` to ghcr.io.",
    "Run `docker run --rm flutter-ci:test flutter --version` on your machine and it should print 3.22.2.",
])
add("flutter", "none", [], False, P_DISCLOSE, [
    "I didn't build the arm64 variant; `docker buildx build --platform linux/arm64 --target android .` is the check.",
    "Nothing was run this turn: this is a review of the Dockerfile only.",
    "I haven't measured the new image size; `docker images flutter-ci` after a build gives it.",
])
add("flutter", "none", [], True, P_EVIDENCE, [
    "`docker history` shows the Android layer at 1.6 GB, down from 2.9 GB, so the `--no-install-recommends` change is what cut the size.",
    "The debug apk built in the container above, so the SDK paths inside the image are right.",
])
add("flutter", "none", [], False, P_DEONTIC, [
    "Jobs should mount `/home/builder/.gradle` as a cache volume.",
    "The `FLUTTER_VERSION` build arg should match the version in `pubspec.yaml`'s `environment.flutter`.",
    "You should rerun `sdkmanager --licenses` if you bump the platform version.",
])
add("flutter", "none", [], False, P_MAY, [
    "The `ANDROID_BUILD_TOOLS` arg may be overridden per job.",
    "Tags may carry a `-rc` suffix for release candidates.",
])
add("flutter", "none", [], False, P_LITERAL, [
    "In the Actions UI, the new `image` job appears under the `build` workflow with three matrix entries.",
    "`flutter doctor` prints \"Android toolchain - develop for Android devices\" with a green tick when the SDK is found.",
])
add("flutter", "none", [], False, P_QUOTE, [
    "You described the build as \"probably stuck on the licence prompt\"; it was, and the `yes |` pipe answers it.",
])
add("flutter", "none", [], True, P_RUN, [
    "The `android` target built and `flutter doctor -v` inside it reports Flutter 3.22.2 (output above).",
    "The debug apk builds inside the image, as the run above shows.",
])
add("flutter", "none", [], False, P_DOC, [
    "> If your project needs NDK, pass `--build-arg ANDROID_NDK=26.3.11579264`; otherwise the NDK layer is skipped.",
])
add("flutter", "none", [], False, P_PLAN, [
    "Step 2 of the plan: move the Gradle cache out of the image and into `actions/cache`.",
    "Do you want the web target published as its own tag, or only built in CI?",
])
add("mcp", "none", [], False, P_DESIGN, [
    "Probably simpler to keep one tool per endpoint; the model picks the right one more often with narrow schemas.",
    "I'd keep the resource templates read-only; writes belong in tools where the client asks for consent.",
    "A single `helpdesk` tool with an `action` field is likely harder for the model to call correctly.",
    "Returning markdown from resources is arguably nicer than JSON for a chat client.",
])
add("mcp", "none", [], False, P_EFFORT, [
    "Adding an SSE transport next to stdio would likely be a 40-line change plus an entry in the README.",
    "Prompt templates for triage would probably take an afternoon.",
    "OAuth instead of a static token is a bigger job, maybe two days with the redirect flow.",
])
add("mcp", "none", [], False, P_REC, [
    "## Recommendation\n\nShip the three narrow tools now and revisit the union tool only if the list grows past ten.",
    "I'd choose `httpx` over `aiohttp` here: the sync and async clients share one API.",
    "My pick is pagination by cursor rather than page number, because the API already returns cursors.",
])
add("mcp", "none", [], False, P_REVIEWER, [
    "The reviewer's \"don't print in a stdio server\" comment is because any stray stdout line corrupts the JSON-RPC stream.",
    "Priya's note about `isError` is asking that tool failures come back as results so the model can read them.",
])
add("mcp", "none", [], False, P_PAST, [
    "The `time.sleep(1)` in the old handler was likely someone's way of staying under the helpdesk API's rate limit.",
    "I'd guess the original author kept `config.toml` because early MCP clients had no `env` field.",
])
add("mcp", "none", [], False, P_THIRD, [
    "Claude Desktop may be caching the old tool list; quitting it fully (not just closing the window) makes it reload the server.",
    "The helpdesk vendor's API might cap `limit` at 50 on your plan; their `/v2/account` endpoint lists the plan limits.",
    "Your Python may be 3.9 if `uv` picked up the system interpreter; `uv run python --version` shows which one the server uses.",
])
add("mcp", "none", [], False, P_USER, [
    "After you restart Claude Desktop, `search_tickets` should show up in the tools menu.",
    "Ask it to \"find open tickets about billing\" and you'll see a `search_tickets` call with `status: open`.",
])
add("mcp", "none", [], False, P_DISCLOSE, [
    "I haven't run the tests this turn; `uv run pytest -q` is the check.",
    "Not tried in Cursor — I don't have it here; adding the server under Settings → MCP and calling `get_ticket` would show it.",
    "I read the handlers but ran nothing, so treat the list below as review notes, not results.",
])
add("mcp", "none", [], True, P_EVIDENCE, [
    "The timing log shows `get_ticket` waiting 9.8 s on `requests.get`, so the blocking client is the stall.",
    "The test run above includes `test_tool_schemas`, which loads every registered tool, so registration covers all three.",
])
add("mcp", "none", [], False, P_DEONTIC, [
    "Tool handlers should return `isError` results instead of raising.",
    "You should set `HELPDESK_TOKEN` in the client's `env` block, not in your shell profile.",
    "Every tool description should say what the tool returns.",
])
add("mcp", "none", [], False, P_MAY, [
    "`status` may be omitted, in which case all statuses are searched.",
    "The `query` string may be up to 500 characters.",
])
add("mcp", "none", [], False, P_LITERAL, [
    "In the MCP inspector, a hammer icon appears next to each tool once the server connects.",
    "The log line reads `server looks idle, waiting for requests` when startup completes.",
])
add("mcp", "none", [], False, P_QUOTE, [
    "You wrote that the server \"should be fine to leave running\"; it holds one HTTP client open, so that's accurate.",
])
add("mcp", "none", [], True, P_RUN, [
    "40 tests pass in the run above.",
    "`pytest` (11 passed) and `ruff` (all checks passed) are both in the output above.",
])
add("mcp", "none", [], False, P_DOC, [
    "> If the token is missing, every tool returns an error result that says which variable to set.",
])
add("mcp", "none", [], False, P_PLAN, [
    "Plan: add `list_queues` first, then the triage prompt, then OAuth.",
    "Which client matters more to you, Claude Desktop or Cursor?",
])
add("release", "none", [], False, P_DESIGN, [
    "Probably simpler to keep changesets; the manual step is one command and it forces a human to write the changelog line.",
    "I'd keep the build and publish jobs separate even though it costs an artifact upload.",
    "Independent versioning is likely a better fit than a fixed version across packages here, since `web` moves much faster than `core`.",
    "A release branch per major is arguably more ceremony than an eight-package repo needs.",
])
add("release", "none", [], False, P_EFFORT, [
    "Switching to release-please would likely take a day, most of it on the config for the package order.",
    "Adding canary releases from `main` is probably a 50-line addition to the script.",
    "Signing tags with the bot's GPG key is maybe an hour of setup.",
])
add("release", "none", [], False, P_REC, [
    "## Recommendation\n\nStay on changesets and add the `--filter` hotfix path; revisit conventional commits next quarter.",
    "I'd pick npm provenance over a custom signature: it needs one permission line and shows on the package page.",
    "Of keeping changesets, conventional commits and release-please, I'd keep changesets for now.",
])
add("release", "none", [], False, P_REVIEWER, [
    "Tomás's \"this should be idempotent\" comment means re-running a release after a partial failure must skip packages that already published.",
    "The reviewer asking about `concurrency:` wants two release runs for the same ref to queue rather than overlap.",
])
add("release", "none", [], False, P_PAST, [
    "The `sleep 30` after publish was likely added when the npm registry took a while to show new versions.",
    "I'd guess `@quarry/legacy` was marked private during the 2.0 migration and never cleaned up.",
])
add("release", "none", [], False, P_THIRD, [
    "npm's CDN may take a few minutes to serve the new version to `npm view`; `npm view @quarry/core@2.5.0 --registry https://registry.npmjs.org` asks the origin.",
    "Your org's npm token might be scoped to read-only; `npm token list` on your account shows its scope.",
    "GitHub's provenance signing could be down on their side at times; githubstatus.com lists it under Actions.",
])
add("release", "none", [], False, P_USER, [
    "When you run `pnpm release --dry-run`, you'll see the plan for all three packages and nothing is published.",
    "Merge the version PR and the `publish` job will appear in the Actions tab for that commit.",
])
add("release", "none", [], False, P_DISCLOSE, [
    "I didn't run the release script; `pnpm release --dry-run` prints the plan without publishing.",
    "Not run: the workspace tests. `pnpm -r test` covers them.",
    "I only read the workflow and the logs; no command was run, so none of this is verified.",
])
add("release", "none", [], True, P_EVIDENCE, [
    "The dry-run plan above bumps `core` to 2.5.0 and `cli` to 1.9.1, which matches the two changesets on the branch.",
    "`pnpm -r build` printed `Done` for each package above, so the shared tsconfig change builds everywhere.",
])
add("release", "none", [], False, P_DEONTIC, [
    "Each package should declare `publishConfig.access: public`.",
    "You should add the `NPM_TOKEN` secret to the `release` environment before merging.",
    "Changesets should name the user-visible change, not the file touched.",
])
add("release", "none", [], False, P_MAY, [
    "A changeset may bump several packages at once.",
    "The `--filter` value may be a package name or a glob like `@quarry/*`.",
])
add("release", "none", [], False, P_LITERAL, [
    "On the release page, a \"Provenance\" badge appears under the package name on npm.",
])
add("release", "none", [], False, P_QUOTE, [
    "You called the October release \"probably the worst one yet\"; the partial publish that day came from the tag being pushed before `npm publish` ran.",
])
add("release", "none", [], True, P_RUN, [
    "412 tests across 38 files pass in the run above, and every package built.",
    "The script's tests pass (27 of 27, output above).",
])
add("release", "none", [], False, P_DOC, [
    "> If a package fails to publish, the script stops and prints the packages it already published so you can resume with `--filter`.",
])
add("release", "none", [], False, P_PLAN, [
    "Proposed order: provenance first, then `--filter`, then the manifest.",
    "Should the manifest go on the GitHub release or into the repo?",
])
add("pg", "none", [], False, P_DESIGN, [
    "Probably simpler to keep a fixed-size shmem hash and document the restart than to take on DSA.",
    "I'd keep the history in a plain table rather than shared memory; durability matters more than the WAL cost.",
    "A `SECURITY DEFINER` reset function is likely a worse idea than granting `pg_tidemark_reset` to a role.",
    "Separating the collector into its own worker is arguably cleaner than doing it in the checkpointer hook.",
])
add("pg", "none", [], False, P_EFFORT, [
    "Supporting PG 12 would likely be a day of `#if` guards and a second CI image.",
    "Exposing the stats through `pg_stat_statements`-style views is probably a 100-line addition.",
    "Adding a TAP test for crash recovery is maybe half a day.",
])
add("pg", "none", [], False, P_REC, [
    "Recommendation: the DSA hash, because operators can't restart production clusters to resize a GUC.",
    "I'd go with `heap_getnext` over SPI for the collector; it avoids the planner on every pass.",
    "Between a view and a set-returning function, I'd pick the function so it can take a `regclass` filter.",
])
add("pg", "none", [], False, P_REVIEWER, [
    "The reviewer's comment about `CHECK_FOR_INTERRUPTS` means the long scan loop has to let a cancel request stop it.",
    "When Anke writes \"palloc in the wrong context\", she means the allocation outlives the per-cycle reset and accumulates.",
])
add("pg", "none", [], False, P_PAST, [
    "The hard-coded 1024-entry table was likely sized for the original author's test database.",
    "My guess is the `tidemark_legacy` function stayed for a customer who called it from a cron job.",
])
add("pg", "none", [], False, P_THIRD, [
    "Your production cluster may have `shared_preload_libraries` set by the hosting provider; `SHOW shared_preload_libraries;` there confirms it.",
    "RDS might not allow custom background workers at all; their supported-extensions list for your engine version answers it.",
    "The distro package of PG 16 could have been built without `--enable-cassert`, so the assertion won't fire there; `pg_config --configure` shows the flags.",
])
add("pg", "none", [], False, P_USER, [
    "After `ALTER EXTENSION tidemark UPDATE TO '1.3';` you'll see `pg_tidemark_reset` in `\\dx+ tidemark`.",
    "Reload with `SELECT pg_reload_conf();` and the worker picks up the new `tidemark.interval` on its next cycle.",
])
add("pg", "none", [], False, P_DISCLOSE, [
    "I haven't run `make installcheck` this turn; that's the check for the regression suite.",
    "Not run under valgrind — `make installcheck` against a valgrind-wrapped postmaster is how to check the leak.",
    "This is from reading `tidemark.c` only; nothing was compiled.",
])
add("pg", "none", [], True, P_EVIDENCE, [
    "`pg_stat_activity` showed the worker waiting on `LWLock:tidemark` while the reset held it, so the lock order is the deadlock.",
    "The regression output above includes the `upgrade` test, so the 1.2 → 1.3 script runs.",
])
add("pg", "none", [], False, P_DEONTIC, [
    "The reset function should take `ShareUpdateExclusiveLock`, not `AccessExclusiveLock`.",
    "You should add `tidemark` to `shared_preload_libraries` and restart before `CREATE EXTENSION`.",
    "Allocations in the collector should go in the per-cycle context.",
])
add("pg", "none", [], False, P_MAY, [
    "`tidemark.interval` may be set per database with `ALTER DATABASE … SET`.",
    "The `regclass` argument may be NULL, which resets every entry.",
])
add("pg", "none", [], False, P_LITERAL, [
    "In `ps`, the worker appears as `postgres: tidemark collector`.",
    "The server log looks like this after a reset: `LOG:  tidemark: reset 42 entries`.",
])
add("pg", "none", [], False, P_QUOTE, [
    "You said the crash \"seems to only happen under pgbench\"; the concurrent resets pgbench drives are what free the entry under another backend.",
])
add("pg", "none", [], True, P_RUN, [
    "All three regression tests pass on PG 16 (output above).",
    "`make installcheck` ran above and `basic`, `reset` and `upgrade` are all `ok`.",
])
add("pg", "none", [], False, P_DOC, [
    "> If `tidemark.interval` is changed, the worker applies it after the current cycle finishes.",
])
add("pg", "none", [], False, P_PLAN, [
    "Next in the plan: the history view, then the PG 17 compat guards.",
    "Do you want the reset to be superuser-only, or grantable?",
])
add("ext", "none", [], False, P_DESIGN, [
    "Probably simpler to keep one codebase with build flags than two manifests that drift.",
    "I'd keep rule matching on hostnames; full-URL patterns confuse most users.",
    "The polyfill is likely worth its 10 KB for the readability it buys.",
    "A side panel is arguably a better home for the group list than the popup.",
])
add("ext", "none", [], False, P_EFFORT, [
    "Safari support would likely be a week, mostly Xcode packaging.",
    "Syncing rules through a user's own Gist is probably a two-day feature.",
    "A dark theme for the options page is maybe an hour of CSS.",
])
add("ext", "none", [], False, P_REC, [
    "## Recommendation\n\nUse `webextension-polyfill` and a single source tree.",
    "I'd choose `chrome.alarms` over `setInterval` for the badge refresh, since MV3 workers get suspended.",
    "My suggestion is to ship Chrome first and Firefox a week later.",
])
add("ext", "none", [], False, P_REVIEWER, [
    "Lena's comment about \"host permissions\" is asking for the `<all_urls>` match to be narrowed so the install prompt is less alarming.",
    "The reviewer wants `chrome.storage.session` for the tab cache because it clears on browser restart.",
])
add("ext", "none", [], False, P_PAST, [
    "The `setTimeout(…, 500)` in the content script was probably added to wait for single-page apps to render.",
    "I'd guess the `localStorage` choice was made before `chrome.storage.sync` had its current quotas.",
])
add("ext", "none", [], False, P_THIRD, [
    "Your company's Chrome policy may block `tabGroups`; `chrome://policy` on your machine lists the active policies.",
    "Firefox ESR might lag on MV3 support; `about:support` shows the version you're on.",
    "The Web Store review queue could take several days; the developer dashboard shows the status.",
])
add("ext", "none", [], False, P_USER, [
    "Load `dist/chrome` with \"Load unpacked\" and press `Alt+Shift+G`: the tabs in the window should group by domain.",
    "Once you reload the extension, the badge shows the count of ungrouped tabs.",
])
add("ext", "none", [], False, P_DISCLOSE, [
    "I haven't loaded the Firefox build; `npx web-ext run -s dist/firefox` opens it in a fresh profile.",
    "Tests weren't run this turn — `npm test` is the check.",
    "I reviewed the manifest diff only; nothing was built.",
])
add("ext", "none", [], True, P_EVIDENCE, [
    "The heap snapshot shows 48 MB held by detached content-script nodes, so the broad `matches` pattern is the memory cost.",
    "The test run above covers the migration (`migrate.test.ts`, 7 tests), so old `localStorage` rules carry over.",
])
add("ext", "none", [], False, P_DEONTIC, [
    "The service worker should re-read rules from storage on every wake-up.",
    "You should bump `version` in `manifest.json` before uploading to the store.",
    "Content scripts should not touch `chrome.tabs`; they message the worker instead.",
])
add("ext", "none", [], False, P_MAY, [
    "Rules may use a leading `*.` to cover subdomains.",
    "Users may bind the command to another key in `chrome://extensions/shortcuts`.",
])
add("ext", "none", [], False, P_LITERAL, [
    "A grey \"Ungrouped\" chip appears at the top of the popup when any tab matches no rule.",
    "The options page looks like this now: a rule list on the left and a colour picker on the right.",
])
add("ext", "none", [], False, P_QUOTE, [
    "You mentioned the popup \"seems slow on big windows\"; it was rebuilding every group on open, and it now reads the cached list.",
])
add("ext", "none", [], True, P_RUN, [
    "All 34 tests pass and both builds were written, as the output above shows.",
    "The vitest run above passes: 26 tests across two files.",
])
add("ext", "none", [], False, P_DOC, [
    "> If two rules match the same tab, the first rule in the list wins.",
])
add("ext", "none", [], False, P_PLAN, [
    "Plan for next round: side panel, then Gist sync.",
    "Would you like the keyboard shortcut configurable from the options page?",
])
# ---------------------------------------------------------------- other heads
NE = "Disposes of a defect by assigning it elsewhere (main, upstream, flaky, the runner) instead of fixing it."
NO = "Offers or defers the fix of a named defect instead of making it."
ND = "Reports writing or using a test double in place of the real dependency."
add("go", "excuse", [E], True, NE, [
    "The two `go vet` shadowing warnings in `remote.go` are pre-existing, so I left them.",
    "`TestPruneBareRepo` fails on main as well; not related to this change.",
])
add("flutter", "excuse", [E], True, NE, [
    "The hadolint DL3008 warnings were there before this PR and aren't from my edits.",
    "The arm64 job failure is the runner's fault — the self-hosted box is out of disk.",
])
add("mcp", "excuse", [E], True, NE, [
    "`test_add_note_retry` is flaky upstream in the MCP SDK, so I've skipped over it.",
    "The 12 mypy errors are all in `legacy_client.py`, which I didn't touch.",
])
add("release", "excuse", [E], True, NE, [
    "The `@quarry/web` e2e failures reproduce without my patch, so they're outside this PR.",
    "That ESLint warning in `scripts/` predates the branch.",
])
add("pg", "excuse", [E], True, NE, [
    "The `-Wdeclaration-after-statement` warnings come from the PG 17 headers, not our code.",
    "The `reset` test's timing failure is an environment thing on this VM and unrelated to the DSA change.",
])
add("ext", "excuse", [E], True, NE, [
    "The Firefox `web-ext lint` errors are Mozilla's linter being out of date, not a problem with the extension.",
])
add("go", "offer", [O], True, NO, [
    "The prune pass still deletes `refs/remotes/*/HEAD` — want me to fix that next?",
    "I left a `// TODO: handle detached HEAD` in `puller.go` for the crash on detached checkouts.",
])
add("flutter", "offer", [O], True, NO, [
    "The web target still ships without Chromium's fonts, so golden tests render wrong; happy to patch that in a follow-up.",
    "If you'd like, I can fix the wrong `ANDROID_HOME` path in the `base` stage too.",
])
add("mcp", "offer", [O], True, NO, [
    "`add_note` still double-posts when the client retries; I'll circle back to that in the next session.",
    "Let me know and I'll sort out the `next_cursor` being dropped on the last page.",
])
add("release", "offer", [O], True, NO, [
    "## Next steps\n\n- fix the changelog step that drops entries for private-to-public packages",
    "I filed #214 for the tag race instead of changing the workflow here.",
])
add("pg", "offer", [O], True, NO, [
    "The leak in `collect_stats` on the error path is out of scope for this PR; shall I take it separately?",
])
add("ext", "offer", [O], True, NO, [
    "The badge still shows a stale count after a window closes — should I fix that as well?",
])
add("go", "double", [D], True, ND, [
    "The new tests run `Fetch` against a `fakeRemote` that returns canned ref lists instead of a real git server.",
    "I stubbed out `exec.Command` with a function variable so the tests never call the `git` binary.",
])
add("flutter", "double", [D], True, ND, [
    "The workflow test uses a mocked `docker buildx` wrapper that just echoes the tags.",
])
add("mcp", "double", [D], True, ND, [
    "`test_tools.py` patches `httpx.AsyncClient.get` with `respx` routes returning recorded ticket JSON.",
    "Added a `FakeHelpdesk` class so the tool tests don't need the real API.",
])
add("release", "double", [D], True, ND, [
    "The script's tests spy on `execa` and assert the `npm publish` calls instead of publishing to a local registry.",
    "I used `vi.mock('node:child_process')` to keep `git tag` from running in tests.",
])
add("pg", "double", [D], True, ND, [
    "The unit test links against a stub `LWLockAcquire` that just counts calls.",
])
add("ext", "double", [D], True, ND, [
    "Tests use `jest-chrome` to mock `chrome.tabs` and `chrome.tabGroups`.",
    "I monkeypatched `chrome.storage.sync.get` with an in-memory map for the migration tests.",
])

# ---------------------------------------------------------------- paired near misses (second pass)
add("go", "hedge", [H], True, NH_STATE, [
    "Honest answer: I'd expect the wake-from-sleep hang to be gone, but that's a prediction.",
    "Touch wood, the prune pass won't eat anyone's refs again.",
    "I'd be surprised if the Windows build had any trouble with the new lock file.",
])
add("go", "none", [], False, P_DISCLOSE, [
    "Honest answer: I can't tell whether the wake-from-sleep hang is gone without a laptop that sleeps; closing the lid for a minute with `gitsync run -v` going will show it.",
    "**Not verified:** the Windows lock behaviour — `GOOS=windows go test ./internal/sync/` on a Windows box is the check.",
])
add("flutter", "hedge", [H], True, NH_STATE, [
    "Realistically the only thing left that could break is the NDK layer, and I doubt it will.",
    "My money's on the image working first time on the release branch.",
    "**Expected result:** CI time drops by half.",
])
add("flutter", "none", [], False, P_DESIGN, [
    "**Trade-off:** baking the SDK makes the image big but keeps every job's start-up predictable; mounting it is the reverse.",
    "Honestly, I think three targets is the right number; a fourth for desktop would likely go unused.",
])
add("mcp", "hedge", [H], True, NH_STATE, [
    "I'm confident the cursor bug is fixed, since the code path is so small.",
    "Surely nothing else reads `config.toml` now.",
    "**Expected impact:** fewer failed tool calls from the model, maybe none.",
])
add("mcp", "none", [], False, P_REC, [
    "**Recommendation:** keep stdio as the only transport until a user asks for SSE.",
    "If it were my server I'd drop the `add_note` tool from the default list and enable it with a flag, since it's the only write.",
])
add("release", "hedge", [H], True, NH_STATE, [
    "I reckon the version PR flow is now robust enough to run unattended.",
    "Nothing in the script looks like it could publish a private package anymore.",
    "**Expected:** the next release takes under ten minutes end to end.",
])
add("release", "none", [], False, P_EFFORT, [
    "**Effort:** moving to release-please is roughly a day; keeping changesets and adding `--filter` is an hour.",
    "Honestly, the canary channel is likely more work than it's worth for three consumers.",
])
add("pg", "hedge", [H], True, NH_STATE, [
    "I'd wager the PG 13 build goes through with the same guards.",
    "The worker is sturdy enough now that a production rollout is low-risk.",
    "**Expected overhead:** well under 1% of CPU on a busy primary.",
])
add("pg", "none", [], False, P_THIRD, [
    "Honest answer: whether your managed Postgres allows `shared_preload_libraries` is up to the provider; their parameter-group docs or a support ticket settle it.",
    "**Unknown:** the customer's PG minor version — `SELECT version();` on their cluster answers it.",
])
add("ext", "hedge", [H], True, NH_STATE, [
    "I'd expect the Chrome Web Store to accept this version without questions.",
    "Barring a browser update, the alarm keeps the badge correct indefinitely.",
    "**Expected:** no more reports of vanishing rules.",
])
add("ext", "none", [], False, P_REVIEWER, [
    "**Reviewer's question, answered:** `tabs` is needed because grouping reads each tab's URL; `activeTab` only covers the focused tab.",
    "Honest answer to the review: I don't know why the original popup used `setInterval`; the blame points at an initial commit with no message.",
])

# ---------------------------------------------------------------- bodies
def split_key(block):
    lines = [l for l in block.split("\n") if l.strip()]
    if len(lines) == 1:
        return block, block
    if lines[0].startswith("#"):
        return block, lines[-1]
    return block, lines[0]

def table_for(row, th):
    n = row.count("|") - 1
    hdr = ["Area", "Status", "Notes", "Owner"][:n] if n <= 4 else ["Col"] * n
    files = [b.split("`")[1] if "`" in b else b.split()[0] for b in th["bullets"]]
    rows = []
    for f in R.sample(files, 2):
        cells = [f"`{f}`", "changed"] + ["—"] * (n - 2)
        rows.append("| " + " | ".join(cells[:n]) + " |")
    rows.insert(R.randint(0, 2), row)
    return "| " + " | ".join(hdr) + " |\n|" + "---|" * n + "\n" + "\n".join(rows)

def body(r):
    th = T[r["theme"]]
    block, key = split_key(r["key"])
    checks = r["checks"]
    intro = R.choice(th["intros"])
    intro2 = R.choice([i for i in th["intros"] if i != intro])
    bl_items = R.sample(th["bullets"], R.randint(2, 5))
    closer = R.choice(CLOSERS).format(p=th["project"])
    outs = th["outputs"] if r["note"] in (P_RUN, P_EVIDENCE) else [R.choice(th["outputs"])]
    out = "\n\n".join(outs) if checks else ""
    first = block.lstrip()
    if first.startswith("|"):
        parts = [intro, R.choice(HEADS) + "\n\n" + table_for(block, th), out, closer]
        if r["note"] in (P_RUN, P_EVIDENCE):
            parts = [intro, out, table_for(block, th), closer]
    elif first.startswith(("- ", "1. ")) and "\n" not in block.strip() or first.startswith("- [x]"):
        items = ["- " + b for b in bl_items]
        items.insert(R.randint(0, len(items)), block)
        parts = [intro, R.choice(HEADS) + "\n\n" + "\n".join(items), out, closer]
    elif first.startswith("1. "):
        parts = [intro, "## Plan\n\n" + block + "\n3. " + bl_items[0][0].upper() + bl_items[0][1:] + ".", closer]
    elif first.startswith("#"):
        parts = [intro, out, block + "\n\n" + "\n".join("- " + b for b in bl_items), closer]
    elif first.startswith(">"):
        parts = [intro, "Drafted for the README:\n\n" + block, "\n".join("- " + b for b in bl_items), closer]
    else:
        style = R.randrange(6)
        if r["note"] in (P_RUN, P_EVIDENCE):
            style = R.choice([0, 4])
        bl = "\n".join("- " + b for b in bl_items)
        if style == 0:
            parts = [intro, R.choice(HEADS) + "\n\n" + bl, out, block, closer]
        elif style == 1:
            parts = [block, intro, R.choice(HEADS) + "\n\n" + bl, out]
        elif style == 2:
            nums = [f"{i+1}. " + b[0].upper() + b[1:] + "." for i, b in enumerate(bl_items)]
            j = R.randint(0, len(nums))
            nums.insert(j, f"{j+1}. {block}")
            nums = [f"{i+1}. " + n.split(". ", 1)[1] for i, n in enumerate(nums)]
            parts = [intro, "## Findings\n\n" + "\n".join(nums), out, closer]
            # numbering changed the prefix but key text is kept after "N. "
        elif style == 3:
            parts = [intro, R.choice(th["tables"]), out, block, closer]
        elif style == 4:
            parts = [intro, out, intro2 + " " + block + " " + R.choice(["The diff is in the branch.", "Details below.", ""]), R.choice(HEADS) + "\n\n" + bl]
        else:
            parts = [intro, intro2, R.choice(th["tables"]), bl, out, block]
    msg = "\n\n".join(p.strip() for p in parts if p and p.strip())
    pool = [x for x in th["intros"] if x not in msg]
    while len(msg.encode()) < 520 and pool:
        msg = pool.pop() + "\n\n" + msg
    target = R.choice([0, 0, 900, 1400, 2200, 3200, 4500])
    extras = [x for x in th["tables"] if x not in msg] + \
        ["**Context**\n\n" + " ".join(x for x in th["intros"] if x not in msg)] + \
        ["**Also in this diff**\n\n" + "\n".join("- " + b for b in th["bullets"] if b not in msg)] + \
        [x for x in OTHER_OUT.get(r["theme"], []) if checks and x not in msg]
    R.shuffle(extras)
    chunks = msg.split("\n\n")
    while len("\n\n".join(chunks).encode()) < target and extras:
        chunks.insert(R.randint(1, len(chunks)), extras.pop())
        if len(chunks) > 1 and not any(key in c for c in chunks):
            break
    msg = "\n\n".join(chunks)
    return key, msg

OTHER_OUT = {}

def main():
    seen = set()
    out = []
    for i, r in enumerate(ROWS):
        key, msg = body(r)
        assert key not in seen, key
        seen.add(key)
        assert key in msg, key
        assert 500 <= len(msg.encode()) <= 8192, (len(msg), key)
        cmds = r["checks"] if r["head"] != "claim" else False
        out.append({"id": f"train10h-{i}", "refuse": r["refuse"], "head": r["head"],
                    "turn_ran_checks": r["checks"], "turn_ran_commands": cmds,
                    "key": key, "message": msg, "note": r["note"]})
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "train10h.jsonl"), "w") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    from collections import Counter
    print(len(out), "rows in train10h.jsonl")
    print(Counter((o["head"], tuple(o["refuse"])) for o in out))

main()
