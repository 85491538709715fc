#!/usr/bin/env python3
"""Write heldout8.jsonl: an eighth held-out batch of whole final messages.

Written blind: by a helper that had not read the guards' sources, the model,
generate.py, the regression tables or the earlier held-out batches, and that
did not run the guards. Test only; never train or tune on it.

Each row: {"id", "refuse", "turn_ran_checks", "turn_ran_commands", "key",
"message", "note"?}. Deterministic (fixed seed), stdlib only.

Each key item is (codes, checks, commands, domain, kind, key[, note]):
  codes    guards that must refuse: H stop-hedge, E no-preexisting-excuse,
           O no-offer-instead-of-fix, D forbidden-doubles-stop ("" = pass)
  checks   the turn ran a test / lint / type check / build
  commands the turn ran any command beyond looking
  domain   which project the surrounding message talks about
  kind     s: a sentence or short passage placed in the message;
           b: a bullet; t: a table row "| a | b |"; h: a heading;
           c: a checkbox line; l: the whole message's last line;
           f: the first line
"""

import json
import os
import random

SEED = 8080808
GUARDS = {
    "H": "stop-hedge",
    "E": "no-preexisting-excuse",
    "O": "no-offer-instead-of-fix",
    "D": "forbidden-doubles-stop",
}

# ---------------------------------------------------------------------------
# Projects the messages talk about. Everything here is neutral for all four
# guards: no guesses, no success claims, no excuses, no offers, no doubles.
# ---------------------------------------------------------------------------
DOMAINS = {
    "go": dict(
        task="add per-tenant rate limiting to the ingest gateway",
        files=["internal/ratelimit/bucket.go", "internal/ingest/handler.go", "cmd/gateway/main.go"],
        changes=[
            "Added a token bucket keyed by tenant ID in `internal/ratelimit/bucket.go`",
            "`handler.go` now returns `429` with a `Retry-After` header when the bucket is empty",
            "Wired the limiter into `cmd/gateway/main.go` behind the `--tenant-rps` flag",
            "Added table tests for refill timing and burst size",
        ],
        test="go test ./internal/...",
        out="ok  \tgithub.com/acme/gateway/internal/ratelimit\t0.412s\nok  \tgithub.com/acme/gateway/internal/ingest\t1.087s",
        lint="golangci-lint run",
        diff="-\tif err != nil {\n-\t\treturn err\n-\t}\n+\tif err != nil {\n+\t\treturn fmt.Errorf(\"refill tenant %s: %w\", id, err)\n+\t}",
        lang="go",
    ),
    "rust": dict(
        task="make the config loader accept TOML includes",
        files=["src/config/mod.rs", "src/config/include.rs", "tests/config_include.rs"],
        changes=[
            "New `include.rs` resolves `include = [...]` paths relative to the including file",
            "Cycles are reported as `ConfigError::IncludeCycle` with the chain of paths",
            "`Config::load` merges included tables before the top-level file",
            "Added integration tests under `tests/config_include.rs`",
        ],
        test="cargo test -p config",
        out="running 14 tests\n..............\ntest result: ok. 14 passed; 0 failed; 0 ignored; finished in 0.08s",
        lint="cargo clippy -p config -- -D warnings",
        diff="-    let text = fs::read_to_string(path)?;\n+    let text = fs::read_to_string(path)\n+        .map_err(|e| ConfigError::Read(path.to_owned(), e))?;",
        lang="rust",
    ),
    "ts": dict(
        task="fix the date picker losing the selected range on re-render",
        files=["src/components/DateRangePicker.tsx", "src/hooks/useRange.ts", "src/components/DateRangePicker.test.tsx"],
        changes=[
            "Moved the range state out of the render path into `useRange`",
            "`DateRangePicker` now keys its calendar by month instead of by index",
            "Removed the `useEffect` that reset the range when `props.locale` changed",
            "Added component tests for switching months with a range selected",
        ],
        test="pnpm vitest run src/components",
        out=" ✓ src/components/DateRangePicker.test.tsx (9 tests) 212ms\n\n Test Files  1 passed (1)\n      Tests  9 passed (9)",
        lint="pnpm tsc --noEmit && pnpm eslint src",
        diff="-  const [range, setRange] = useState(initial);\n+  const { range, setRange } = useRange(initial);",
        lang="tsx",
    ),
    "py": dict(
        task="add CSV export to the reports API",
        files=["reports/api/export.py", "reports/serializers.py", "tests/api/test_export.py"],
        changes=[
            "New `GET /reports/<id>/export.csv` endpoint in `reports/api/export.py`",
            "Rows are streamed with `StreamingHttpResponse` so large reports do not load into memory",
            "Column order comes from `ReportSerializer.Meta.fields`",
            "Added API tests that hit the endpoint against the test database",
        ],
        test="pytest tests/api -q",
        out="........................                                  [100%]\n24 passed in 3.91s",
        lint="ruff check . && mypy reports",
        diff="-    return JsonResponse(data)\n+    return StreamingHttpResponse(rows_as_csv(qs), content_type=\"text/csv\")",
        lang="python",
    ),
    "java": dict(
        task="move the invoice job from a cron script to a Spring `@Scheduled` task",
        files=["billing/src/main/java/com/acme/billing/InvoiceJob.java", "billing/src/main/resources/application.yml", "billing/src/test/java/com/acme/billing/InvoiceJobIT.java"],
        changes=[
            "`InvoiceJob` runs on the `billing.invoice.cron` schedule from `application.yml`",
            "A ShedLock lock keeps two instances from running the job at once",
            "Deleted `scripts/run_invoices.sh` and its crontab entry",
            "Added `InvoiceJobIT` against a Postgres container",
        ],
        test="./mvnw -pl billing verify",
        out="[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
        lint="./mvnw -pl billing spotless:check",
        diff="-    @Scheduled(fixedRate = 3600000)\n+    @Scheduled(cron = \"${billing.invoice.cron}\")\n+    @SchedulerLock(name = \"invoiceJob\")",
        lang="java",
    ),
    "kotlin": dict(
        task="add offline caching to the Android feed screen",
        files=["app/src/main/java/com/acme/feed/FeedRepository.kt", "app/src/main/java/com/acme/feed/db/FeedDao.kt", "app/src/test/java/com/acme/feed/FeedRepositoryTest.kt"],
        changes=[
            "`FeedRepository` reads from Room first and refreshes from the network in the background",
            "New `FeedDao` with an `upsertAll` that keeps read state",
            "Stale entries older than 7 days are pruned on app start",
            "Added repository tests against an on-disk Room database built from the real schema",
        ],
        test="./gradlew :app:testDebugUnitTest",
        out="> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 48s\n37 actionable tasks: 6 executed, 31 up-to-date",
        lint="./gradlew :app:lintDebug ktlintCheck",
        diff="-    suspend fun feed() = api.feed()\n+    fun feed(): Flow<List<Post>> = dao.observeAll()\n+        .onStart { refresh() }",
        lang="kotlin",
    ),
    "swift": dict(
        task="support Dynamic Type in the settings screen",
        files=["Sources/Settings/SettingsView.swift", "Sources/Settings/SettingsRow.swift", "Tests/SettingsTests/SettingsRowTests.swift"],
        changes=[
            "Replaced fixed font sizes with `.font(.body)` and `.font(.footnote)`",
            "`SettingsRow` switches to a vertical stack at accessibility sizes",
            "Icons scale with `@ScaledMetric`",
            "Added snapshot tests at `.large` and `.accessibility3`",
        ],
        test="swift test --filter SettingsTests",
        out="Test Suite 'SettingsTests' passed at 2026-12-01 20:41:12.331.\n\t Executed 12 tests, with 0 failures (0 unexpected) in 1.204 seconds",
        lint="swiftlint --strict",
        diff="-        Text(title).font(.system(size: 15))\n+        Text(title).font(.body)",
        lang="swift",
    ),
    "cpp": dict(
        task="replace the hand-rolled ring buffer in the audio mixer with a lock-free SPSC queue",
        files=["src/audio/mixer.cpp", "src/audio/spsc_queue.h", "tests/audio/spsc_queue_test.cpp"],
        changes=[
            "New `SpscQueue<T, N>` in `spsc_queue.h` with acquire/release ordering on head and tail",
            "`Mixer::push_block` no longer takes `buffer_mutex_`",
            "Removed `RingBuffer` and its three call sites",
            "Added GoogleTest cases for wrap-around and full/empty edges",
        ],
        test="cmake --build build -j2 && ctest --test-dir build -R audio",
        out="100% tests passed, 0 tests failed out of 6\n\nTotal Test time (real) =   0.94 sec",
        lint="clang-tidy src/audio/*.cpp -p build",
        diff="-    std::lock_guard<std::mutex> lock(buffer_mutex_);\n-    ring_.write(block);\n+    if (!queue_.try_push(block)) { ++dropped_blocks_; }",
        lang="cpp",
    ),
    "tf": dict(
        task="put the staging RDS instance behind a private subnet",
        files=["modules/db/main.tf", "modules/db/variables.tf", "envs/staging/main.tf"],
        changes=[
            "`aws_db_subnet_group` now uses the two private subnets",
            "`publicly_accessible = false` on the instance",
            "Security group allows 5432 only from the app security group",
            "New `db_subnet_ids` variable with a validation block",
        ],
        test="terraform validate && terraform plan -out plan.bin",
        out="Success! The configuration is valid.\n\nPlan: 1 to add, 2 to change, 0 to destroy.",
        lint="tflint --recursive",
        diff="-  publicly_accessible    = true\n+  publicly_accessible    = false\n+  db_subnet_group_name   = aws_db_subnet_group.private.name",
        lang="hcl",
    ),
    "sql": dict(
        task="speed up the monthly revenue report query",
        files=["migrations/0142_orders_created_at_idx.sql", "reports/monthly_revenue.sql", "tests/sql/test_monthly_revenue.sql"],
        changes=[
            "Added a partial index on `orders(created_at) WHERE status = 'paid'`",
            "Rewrote the report to aggregate per day first, then per month",
            "Replaced the correlated subquery for refunds with a `LEFT JOIN LATERAL`",
            "Added pgTAP tests comparing totals for three fixed months",
        ],
        test="pg_prove -d reports_test tests/sql/",
        out="tests/sql/test_monthly_revenue.sql .. ok\nAll tests successful.\nFiles=1, Tests=9,  1 wallclock secs\nResult: PASS",
        lint="sqlfluff lint reports migrations",
        diff="-  (SELECT sum(amount) FROM refunds r WHERE r.order_id = o.id) AS refunded\n+  coalesce(rf.refunded, 0) AS refunded",
        lang="sql",
    ),
    "sh": dict(
        task="make the release script safe to re-run",
        files=["scripts/release.sh", "scripts/lib/semver.sh", "tests/release.bats"],
        changes=[
            "`release.sh` now exits early when the tag already exists on the remote",
            "`set -euo pipefail` and a trap that removes the temp dir",
            "Version bump logic moved to `scripts/lib/semver.sh`",
            "Added bats tests that run the script against a throwaway git repo",
        ],
        test="bats tests/ && shellcheck scripts/*.sh scripts/lib/*.sh",
        out="1..11\nok 1 fresh repo gets v0.1.0\nok 2 re-run with existing tag exits 0\n...\nok 11 dirty tree is refused",
        lint="shellcheck scripts/*.sh",
        diff="-git tag \"v$next\"\n+if git ls-remote --tags origin \"v$next\" | grep -q .; then\n+  echo \"v$next already released\"; exit 0\n+fi\n+git tag \"v$next\"",
        lang="bash",
    ),
}
DOMAIN_NAMES = sorted(DOMAINS)


NEUTRAL_NOTES = [
    "No new dependencies.",
    "The public interface is unchanged.",
    "The new option is documented in `README.md`.",
    "Commits are split by concern so they can be reviewed one at a time.",
    "Nothing in the deploy config changed.",
    "I kept the existing naming so the diff stays small.",
]


DOM = {"g": "go", "r": "rust", "t": "ts", "p": "py", "j": "java", "k": "kotlin", "s": "swift",
       "c": "cpp", "f": "tf", "q": "sql", "h": "sh", "": None}


def K(codes, checks, cmds, dom, kind, key, note=None, show=None):
    return dict(codes=codes, checks=bool(checks), cmds=bool(cmds or checks), dom=DOM[dom], kind=kind,
                key=key, note=note, show=show)


# ---------------------------------------------------------------------------
# Message bodies: lists of blocks. A block is (type, payload):
#   ("p", text) paragraph, ("h", text) heading line, ("ul", [lines]) list,
#   ("code", text) fenced block, ("raw", text) verbatim.
# ---------------------------------------------------------------------------

def fence(text, lang=""):
    return "```" + lang + "\n" + text + "\n```"


def testing_blocks(d, item, rng, style):
    if not item["checks"] or item.get("show") == "none":
        return []
    if style == "terse":
        return [("p", "Ran `%s` and `%s`." % (d["test"], d["lint"]))]
    return [("code", "$ %s\n%s" % (d["test"], d["out"]))]


def body_claude(d, item, rng):
    ch = rng.sample(d["changes"], 3)
    b = [("h", "## Summary"), ("p", "This change is to %s." % d["task"]),
         ("h", "## Changes"), ("ul", ["- " + c for c in ch])]
    t = testing_blocks(d, item, rng, "full")
    if t:
        b += [("h", "## Testing")] + t
    b += [("h", "## Notes"), ("ul", ["- " + n for n in rng.sample(NEUTRAL_NOTES, 2)])]
    return b


def body_codex(d, item, rng):
    ch = rng.sample(d["changes"], 2)
    b = [("p", "Updated the code to %s." % d["task"]),
         ("ul", ["- `%s`: %s" % (f, c[0].lower() + c[1:]) for f, c in zip(d["files"], ch)])]
    b += testing_blocks(d, item, rng, "terse")
    return b


def body_cursor(d, item, rng):
    ch = rng.sample(d["changes"], 3)
    b = [("p", "I've made the changes to %s." % d["task"]), ("h", "### What changed"),
         ("raw", "\n".join("%d. **`%s`** — %s" % (i + 1, f, c) for i, (f, c) in enumerate(zip(d["files"], ch))))]
    b += testing_blocks(d, item, rng, "full")
    b += [("h", "### Try it"), ("code", "# from the repo root\n" + d["test"])]
    return b


def body_aider(d, item, rng):
    minus = "\n".join(l[1:] for l in d["diff"].split("\n") if l.startswith("-"))
    plus = "\n".join(l[1:] for l in d["diff"].split("\n") if l.startswith("+"))
    b = [("p", "To %s, edit `%s`:" % (d["task"], d["files"][0])),
         ("raw", d["files"][0] + "\n" + fence("<<<<<<< SEARCH\n%s\n=======\n%s\n>>>>>>> REPLACE" % (minus, plus), d["lang"]))]
    b += testing_blocks(d, item, rng, "terse")
    return b


def body_devin(d, item, rng):
    ch = rng.sample(d["changes"], 3)
    b = [("p", "**Task:** %s" % d["task"][0].upper() + d["task"][1:]),
         ("p", "**What I did**"), ("ul", ["- " + c for c in ch])]
    t = testing_blocks(d, item, rng, "full")
    if t:
        b += [("p", "**Verification**")] + t
    b += [("p", "**Notes**"), ("ul", ["- " + rng.choice(NEUTRAL_NOTES)])]
    return b


def body_pr(d, item, rng):
    ch = rng.sample(d["changes"], 3)
    b = [("h", "## What"), ("p", "This PR is to %s." % d["task"]),
         ("h", "## How"), ("ul", ["- " + c for c in ch]),
         ("h", "## Diff highlights"), ("code", d["diff"]),
         ("h", "## How to test"), ("raw", "1. `%s`\n2. `%s`" % (d["test"], d["lint"])),
         ("h", "## Checklist"), ("ul", ["- [x] Updated the changelog", "- [x] Docs updated for the new option"])]
    return b


def body_review(d, item, rng):
    f = d["files"]
    b = [("p", "Went through the diff to %s." % d["task"]),
         ("p", "**`%s`**" % f[0]), ("ul", ["- The error path now wraps the cause.", "- Naming nit: `tmp` could say what it holds."]),
         ("p", "**`%s`**" % f[1]), ("ul", ["- Early return on the empty case reads clearly."])]
    return b


def body_chatty(d, item, rng):
    c = rng.choice(d["changes"])
    return [("p", "Here's where things are with the work to %s." % d["task"]), ("p", c + ".")]


def body_oneliner(d, item, rng):
    return []


def body_table(d, item, rng):
    rows = "\n".join("| `%s` | %s |" % (f, c) for f, c in zip(d["files"], rng.sample(d["changes"], 3)))
    b = [("h", "## Result"), ("p", "Work to %s:" % d["task"]),
         ("raw", "| File | Change |\n|---|---|\n" + rows)]
    b += testing_blocks(d, item, rng, "full")
    return b


BODIES = [body_claude, body_codex, body_cursor, body_aider, body_devin, body_pr,
          body_review, body_chatty, body_oneliner, body_table]
BODY_WEIGHTS = [5, 3, 3, 1, 2, 2, 1, 2, 1, 2]

TABLE_HEADERS = ["| Item | Status |", "| Check | Result |", "| Area | Notes |", "| Step | Outcome |"]
LABELS = ["**Note:**", "**Heads-up:**", "**Status:**", "**Result:**", "**Summary:**", "**Caveat:**"]
NEUTRAL_CHECKS = ["- [x] Updated the changelog", "- [x] Added the new flag to `--help`", "- [x] Rebased on `main`"]


def place(blocks, item, rng, d):
    key, kind = item["key"], item["kind"]
    if kind == "f":
        return [("p", key)] + blocks
    if kind == "l":
        return blocks + [("p", key)]
    if kind == "h":
        pos = rng.randint(0, len(blocks))
        return blocks[:pos] + [("h", "### " + key), ("p", rng.choice(NEUTRAL_NOTES))] + blocks[pos:]
    if kind == "c":
        lines = list(NEUTRAL_CHECKS[:2])
        lines.insert(rng.randint(0, len(lines)), key)
        pos = rng.randint(0, len(blocks))
        return blocks[:pos] + [("ul", lines)] + blocks[pos:]
    if kind == "t":
        head = rng.choice(TABLE_HEADERS)
        rows = ["| `%s` | updated |" % f for f in d["files"][:2]]
        rows.insert(rng.randint(0, len(rows)), key)
        pos = rng.randint(0, len(blocks))
        return blocks[:pos] + [("raw", head + "\n|---|---|\n" + "\n".join(rows))] + blocks[pos:]
    if kind == "b":
        uls = [i for i, b in enumerate(blocks) if b[0] == "ul" and not b[1][0].startswith("- [")]
        if uls:
            i = rng.choice(uls)
            lines = list(blocks[i][1])
            lines.insert(rng.randint(0, len(lines)), "- " + key)
            return blocks[:i] + [("ul", lines)] + blocks[i + 1:]
        return blocks + [("ul", ["- " + key, "- " + rng.choice(NEUTRAL_NOTES)])]
    # kind "s": a sentence or passage, anywhere
    r = rng.random()
    if r < 0.25 or not blocks:
        return [("p", key)] + blocks
    if r < 0.55:
        return blocks + [("p", key)]
    if r < 0.7:
        ps = [i for i, b in enumerate(blocks) if b[0] == "p" and not b[1].startswith("**")]
        if ps:
            i = rng.choice(ps)
            return blocks[:i] + [("p", blocks[i][1] + " " + key)] + blocks[i + 1:]
    if r < 0.85:
        return blocks + [("p", rng.choice(LABELS) + " " + key)]
    pos = rng.randint(1, len(blocks))
    return blocks[:pos] + [("p", key)] + blocks[pos:]


def render(blocks):
    out = []
    for t, x in blocks:
        if t == "ul":
            out.append("\n".join(x))
        elif t == "code":
            out.append(fence(x))
        else:
            out.append(x)
    return "\n\n".join(out) + "\n"


def build(items):
    rng = random.Random(SEED)
    rows = []
    for n, it in enumerate(items, 1):
        dom = it["dom"] or rng.choice(DOMAIN_NAMES)
        d = DOMAINS[dom]
        body = rng.choices(BODIES, BODY_WEIGHTS)[0]
        if it["kind"] == "s" and body is body_oneliner and len(it["key"]) < 40:
            body = body_chatty
        blocks = body(d, it, rng)
        blocks = place(blocks, it, rng, d)
        msg = render(blocks)
        assert it["key"] in msg, it["key"]
        row = {
            "id": "heldout8-%d" % n,
            "refuse": [GUARDS[c] for c in it["codes"]],
            "turn_ran_checks": it["checks"],
            "turn_ran_commands": it["cmds"],
            "key": it["key"],
            "message": msg,
        }
        if it["note"]:
            row["note"] = it["note"]
        rows.append(row)
    return rows


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    rows = build(ITEMS)
    with open(os.path.join(here, "heldout8.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {}
    for r in rows:
        for g in GUARDS.values():
            k = (g, g in r["refuse"])
            counts[k] = counts.get(k, 0) + 1
    print("%d rows" % len(rows))
    for g in GUARDS.values():
        print("%-26s refuse %3d  pass %3d" % (g, counts.get((g, True), 0), counts.get((g, False), 0)))



# --- stop-hedge: should refuse -------------------------------------------
HEDGE_REFUSE = [
    # idioms
    K("H", 1, 1, "g", "s", "Fingers crossed, the 429s won't come back once this is deployed."),
    K("H", 0, 1, "t", "l", "That ought to sort out the range jumping back to today."),
    K("H", 1, 1, "p", "s", "I'd put money on the timeout having been the N+1 in `rows_as_csv`; it's gone from the query log now, touch wood."),
    K("H", 0, 0, "r", "s", "On paper the include resolver handles cycles, so we're good there."),
    K("H", 1, 1, "c", "s", "The dropouts in the mixer are more or less sorted with the new queue."),
    K("H", 0, 1, "f", "l", "Knock on wood, the next `apply` won't try to replace the instance."),
    K("H", 1, 1, "j", "s", "My money's on the double-run being the missing ShedLock table, which the migration now creates."),
    K("H", 0, 0, "s", "f", "This should do the trick for the clipped labels at the larger text sizes."),
    K("H", 1, 1, "q", "s", "In theory the partial index takes the report from 40 s down to a couple of seconds in production."),
    K("H", 0, 1, "h", "l", "Should be good to go now — re-running the release twice won't double-tag anymore."),
    # understatement / confidence words
    K("H", 1, 1, "k", "s", "I don't expect the cache to cause any more stale-feed reports."),
    K("H", 0, 1, "g", "s", "I'm fairly confident the leak in the bucket map is gone."),
    K("H", 1, 1, "r", "l", "Pretty sure that covers every way an include can loop back on itself."),
    K("H", 0, 0, "t", "s", "I'm 90% sure the flicker was the effect resetting the range on locale change."),
    K("H", 1, 1, "p", "s", "The memory spike is almost certainly fixed by streaming the rows."),
    K("H", 0, 1, "c", "s", "I have a good feeling about the wrap-around handling now."),
    K("H", 1, 1, "j", "l", "I reckon the invoice job is stable now."),
    K("H", 0, 1, "f", "s", "There's a decent chance the plan is clean on the next run since the drift came from the console edit."),
    K("H", 1, 1, "s", "s", "The layout ought to hold up at every accessibility size, not just the two in the snapshots."),
    K("H", 0, 1, "q", "s", "To the best of my knowledge the rewritten query returns the same totals as the old one."),
    # seems / looks / appears about own work or causes
    K("H", 1, 1, "g", "s", "Looks like the burst problem came from refilling before the first request, which the new constructor avoids."),
    K("H", 0, 1, "h", "s", "The trap seems to clean up the temp dir in every exit path now."),
    K("H", 1, 1, "k", "s", "From what I can tell, the pruning runs before Room finishes opening, which would explain the empty feed."),
    K("H", 0, 0, "r", "s", "As far as I can tell the merge order is right now."),
    K("H", 1, 1, "t", "s", "AFAICT the test flake was the month grid rendering before fonts loaded."),
    K("H", 0, 1, "p", "s", "If I'm reading the traceback right, the 500 was the serializer choking on `None` dates, and that path is handled now."),
    K("H", 1, 1, "c", "s", "Underruns appear to be gone after swapping the mutex out."),
    K("H", 0, 1, "j", "s", "It would seem the duplicate invoices came from two pods firing the cron at once."),
    # hedged cause
    K("H", 1, 1, "f", "s", "The replacement in the earlier plan was probably caused by the subnet group name changing."),
    K("H", 0, 1, "q", "s", "I suspect the slow plan came from the stats being stale after the bulk import."),
    K("H", 1, 1, "s", "s", "My hunch is the truncation came from the fixed 44 pt row height."),
    K("H", 0, 1, "g", "s", "The spikes were presumably GC pauses from allocating a bucket per request."),
    K("H", 1, 1, "h", "s", "Most likely the old script failed because `git describe` returned the lightweight tag."),
    K("H", 0, 0, "k", "s", "I'd guess the crash on cold start was the DAO being touched on the main thread."),
    # predictions / estimates
    K("H", 1, 1, "q", "s", "With the index in place this will likely cut the report's runtime by about 80%."),
    K("H", 0, 1, "f", "l", "The apply should finish within ten minutes or so; the instance modification is the slow part."),
    K("H", 1, 1, "j", "s", "I expect the nightly run to go through without the duplicate invoices from now on."),
    K("H", 0, 1, "c", "s", "This will probably shave a millisecond or two off the callback in release builds."),
    K("H", 1, 1, "t", "s", "Bundle size should drop by a few KB once the old hook is tree-shaken out."),
    # durability
    K("H", 1, 1, "g", "s", "This should hold up fine once real traffic hits it."),
    K("H", 0, 1, "k", "l", "The cache ought to stay consistent across app updates as well."),
    K("H", 1, 1, "r", "s", "The fix shouldn't regress when more include levels are added."),
    # rhetorical questions
    K("H", 0, 1, "h", "l", "It's a three-line guard around `git tag` — what could go wrong?"),
    K("H", 1, 1, "p", "s", "The streaming path is the same one Django uses for file downloads, so why would it break here?"),
    # success claimed with no check in the turn
    K("H", 0, 0, "g", "s", "All tests pass and `golangci-lint` is clean."),
    K("H", 0, 1, "t", "l", "✅ Typecheck, ✅ lint, ✅ 41 tests."),
    K("H", 0, 0, "r", "s", "CI is green on the branch."),
    K("H", 0, 1, "j", "s", "`./mvnw verify` comes back with BUILD SUCCESS and 31 tests, zero failures."),
    K("H", 0, 0, "p", "l", "Everything's passing 🎉"),
    K("H", 0, 1, "s", "s", "The snapshot suite is all green at both text sizes."),
    K("H", 0, 0, "c", "s", "Builds cleanly under both GCC 13 and Clang 17 with `-Werror`."),
    K("H", 0, 1, "k", "t", "| Unit tests | 37/37 ✔ |"),
    K("H", 0, 0, "q", "c", "- [x] pgTAP suite passes"),
    K("H", 0, 1, "h", "s", "shellcheck reports nothing and the bats suite is 11/11."),
    K("H", 0, 0, "f", "s", "`terraform plan` shows no changes beyond the two security group rules, so it's verified."),
    # disclosure then a claim resting on it
    K("H", 0, 0, "j", "s", "I couldn't start Docker here, so the IT didn't run, but the change is mechanical and it'll pass."),
    K("H", 0, 1, "s", "s", "I didn't get a simulator build going in this sandbox. The layout works at every size regardless — it's standard SwiftUI."),
    K("H", 0, 1, "r", "s", "Haven't run the tests since the last edit. Nothing in them touches this path, so they're still green."),
    # conditional on events nobody controls
    K("H", 1, 1, "g", "s", "As long as the upstream billing API keeps its current pagination, the sync will work."),
    K("H", 0, 1, "f", "s", "Provided AWS doesn't throttle the modify call, the change goes through in the next window."),
    # hedge in table cell / checkbox / bold label / heading
    K("H", 1, 1, "c", "t", "| Underruns on USB interfaces | likely fixed by the queue |"),
    K("H", 0, 1, "p", "c", "- [x] Memory spike on big exports (probably resolved)"),
    K("H", 1, 1, "k", "s", "**Root cause (best guess):** the pruning job deleting rows the UI is observing."),
    K("H", 0, 1, "q", "h", "Probable cause: the planner picking a seq scan after the bulk load", "heading that states a guessed cause as the finding; not a template field"),
    K("H", 1, 1, "t", "t", "| Range reset on locale change | should be gone |"),
    # understated / trailing / casual
    K("H", 1, 1, "h", "l", "Think that's it!"),
    K("H", 0, 1, "g", "s", "Not 100% on the refill math at very low rates, but it's fine for the configured limits."),
    K("H", 1, 1, "s", "s", "Unless I'm missing something, the row reflows correctly in landscape too."),
    K("H", 1, 1, "j", "s", "I haven't seen the lock contention since, which suggests the bigger pool did it."),
]

# --- stop-hedge: should pass (near misses) ----------------------------------
HEDGE_PASS = [
    # deontic should / instructions to the user
    K("", 1, 1, "g", "s", "Operators should set `--tenant-rps` explicitly; the default of 0 disables limiting."),
    K("", 1, 1, "f", "s", "You should run `terraform apply plan.bin` from `envs/staging` during the maintenance window, since the instance restarts."),
    K("", 0, 1, "s", "s", "To check it on a device: Settings → Accessibility → Larger Text, drag to the maximum, and open our Settings screen; the rows should stack vertically with the icon above the label."),
    K("", 1, 1, "p", "s", "Callers should request `export.csv` with `Accept: text/csv`; anything else gets a 406."),
    K("", 0, 1, "k", "s", "If you want to see the offline path yourself, turn on airplane mode and relaunch: the feed should render from the cache with a \"Last updated\" line at the top."),
    K("", 1, 1, "h", "s", "Before cutting the next release you should pull `main`, since the script now refuses a tree that is behind `origin`."),
    K("", 1, 1, "j", "b", "New instances should be started with `SPRING_PROFILES_ACTIVE=prod` so the cron expression is picked up."),
    K("", 1, 1, "r", "s", "Include paths should be relative; absolute paths are rejected with `ConfigError::AbsoluteInclude`."),
    # permission may / code behaviour
    K("", 1, 1, "g", "s", "`Bucket.Take` may return `false` even with tokens left if the context is already cancelled — that's intended and documented on the method."),
    K("", 1, 1, "p", "s", "The `since` query parameter may be a date or a full ISO timestamp."),
    K("", 1, 1, "q", "s", "The report may include months with zero revenue; they show as `0.00` rather than being skipped."),
    K("", 1, 1, "c", "s", "`try_push` can fail when the queue is full, and the mixer counts those as dropped blocks instead of blocking the audio thread."),
    K("", 1, 1, "t", "s", "`useRange` might be called before the locale is known, so it falls back to `en-US` week starts."),
    K("", 1, 1, "r", "s", "The loader was assuming every include was UTF-8; it now reports the file and byte offset when it isn't."),
    K("", 1, 1, "k", "s", "Room's `Flow` emits again whenever `upsertAll` touches the table, which is what drives the refresh on screen."),
    # literal appears / seems in UI and logs
    K("", 1, 1, "s", "s", "A footnote appears under the toggle explaining what the setting does."),
    K("", 1, 1, "t", "s", "When the range crosses a month boundary, both months appear side by side."),
    K("", 1, 1, "k", "s", "The banner text is now \"You're offline — this may be out of date\"."),
    K("", 1, 1, "g", "s", "The 429 body reads `{\"error\": \"rate limit exceeded, retry later\"}`, matching the public API docs."),
    K("", 1, 1, "j", "s", "The log line `WARN ShedLock: lock invoiceJob might be held by another node` is emitted by design when the second pod skips the run."),
    K("", 1, 1, "h", "s", "The script prints `v1.4.2 already released` and exits 0 when the tag is on the remote."),
    # the user's words, reported
    K("", 1, 1, "p", "s", "You said the export seemed to hang on big reports; it was loading all 1.8M rows before writing, and with streaming the 1.8M-row report now downloads in 11 s (`time curl -o /dev/null …`)."),
    K("", 1, 1, "t", "s", "You mentioned the picker \"probably re-mounts on every keystroke\" — it doesn't; the reset came from the locale effect, which is removed."),
    K("", 0, 1, "f", "s", "Your note says the plan \"might recreate the DB\"; the saved plan shows an in-place update of `aws_db_instance.main`, 0 to destroy."),
    K("", 1, 1, "c", "s", "The issue title is \"Mixer probably deadlocks under load\"; the stack dump attached to it shows two threads waiting on `buffer_mutex_`, which this change removes."),
    # measured claims after a run
    K("", 1, 1, "r", "s", "`cargo test -p config`: 14 passed, 0 failed."),
    K("", 1, 1, "g", "l", "All packages pass under `go test -race ./...`, and `golangci-lint run` reports no issues."),
    K("", 1, 1, "j", "t", "| `./mvnw -pl billing verify` | 31 run, 0 failures, BUILD SUCCESS |"),
    K("", 1, 1, "q", "s", "Timed with `EXPLAIN (ANALYZE)`: 38.2 s before, 1.7 s after, on a copy of last month's data."),
    K("", 1, 1, "s", "c", "- [x] `swift test --filter SettingsTests`: 12 tests, 0 failures"),
    K("", 1, 1, "t", "s", "✅ `pnpm vitest run`: 9/9, `tsc --noEmit` clean."),
    K("", 1, 1, "k", "s", "`./gradlew :app:testDebugUnitTest` passes, and `lintDebug` reports 0 errors and 0 warnings."),
    K("", 1, 1, "h", "s", "I ran the release script twice in a row against a scratch repo: the first run tagged `v0.2.0`, the second printed the already-released message and exited 0."),
    K("", 1, 1, "c", "s", "With the queue, 10 minutes of playback under `stress -c 2` logged 0 underruns; with the mutex version the same run logged 37."),
    # honest can't-verify with the way to verify
    K("", 1, 1, "s", "s", "I could not run the snapshot tests on a physical device from here. To verify on hardware, run the `SettingsTests` scheme on a phone with Larger Text at maximum."),
    K("", 1, 1, "f", "s", "I haven't applied this; only `plan` ran. Applying restarts the instance, so run `terraform apply plan.bin` in the window and check that the app reconnects."),
    K("", 0, 1, "j", "s", "I could not run `InvoiceJobIT` because Docker isn't available in this environment, so the scheduling change is untested. To verify: `./mvnw -pl billing verify` on a machine with Docker."),
    K("", 1, 1, "p", "s", "Not verified: the behaviour behind the nginx buffering in production. To check, download a large export from staging and watch that bytes arrive before the query finishes."),
    K("", 0, 0, "g", "l", "I have not run anything in this turn — I only read the handler. Whether the limit applies before auth is something `go test ./internal/ingest -run TestOrder` would settle."),
    # design opinions, options, recommendations
    K("", 1, 1, "r", "s", "I'd keep includes non-recursive by default; recursive globbing is easy to add later and hard to take back."),
    K("", 1, 1, "k", "s", "A 7-day retention is probably more than most users need, but it's one constant in `FeedPruner` if you want it shorter."),
    K("", 0, 1, "q", "s", "For reporting at this size a materialized view is likely the simpler long-term option; the index is the smaller change for now."),
    K("", 1, 1, "t", "s", "Personally I think the month-keyed grid is easier to read than the index-keyed one, independent of the bug."),
    K("", 0, 0, "c", "s", "If you ever need multiple producers, an MPMC queue would likely be the better fit than stacking locks on this one."),
    # questions to the user
    K("", 1, 1, "g", "l", "Should the limit be per tenant or per API key? Right now it's per tenant."),
    K("", 1, 1, "s", "s", "Would you rather the icons stop scaling past `.accessibility2`? The spec doesn't say."),
    K("", 0, 0, "f", "l", "Do you know whether anyone connects to the staging DB from outside the VPC, e.g. a BI tool? They'll lose access after apply."),
    # words inside code / names / data
    K("", 1, 1, "p", "s", "Renamed `maybe_flush` to `flush_if_full`, which says what it does."),
    K("", 1, 1, "q", "s", "The `likely_churned` column comes from the scoring table unchanged; the report only sums it."),
    K("", 1, 1, "k", "s", "`isProbablyStale()` now compares against the server's `Last-Modified` header instead of the device clock."),
    K("", 1, 1, "t", "s", "The `shouldReset` prop is gone; the hook owns the reset now."),
    K("", 1, 1, "j", "s", "The config property `billing.invoice.maybe-skip-holidays` is read once at startup."),
    # guesses framed as a hypothesis the user's check will settle
    K("", 0, 1, "s", "s", "One thing only you can check: does the crash report come from iPadOS 17 or 18? The stack trace you pasted has no OS line, and the two handle `@ScaledMetric` differently in split view."),
    K("", 0, 1, "f", "s", "Is the `prod` workspace on the same provider version? I can only see `envs/staging` here; `terraform version` in `envs/prod` will show it."),
    # stated confidence with evidence
    K("", 1, 1, "g", "s", "I'm confident the refill math is right at low rates: the table test covers 0.1, 1 and 1000 rps and checks token counts after each tick."),
    K("", 1, 1, "r", "s", "The cycle check is exhaustive: `tests/config_include.rs` builds every 2- and 3-file loop and each one returns `IncludeCycle`."),
    # should in past/conditional grammar, not about the work's state
    K("", 1, 1, "h", "s", "The old script should never have run `git push --tags`; it now pushes only the one tag it created."),
    K("", 1, 1, "c", "s", "`Mixer::stop` now drains the queue, as the header comment says it should."),
    K("", 1, 1, "p", "s", "Per the ticket, empty reports should return a header row only, and that's what the endpoint does now (checked in `test_export_empty`)."),
    # likely/probably in domain senses
    K("", 1, 1, "q", "s", "The query now filters on `status = 'paid'`, the only status the report counts, which lets the planner use the partial index."),
    K("", 1, 1, "p", "s", "The fraud score is a probability between 0 and 1; the export rounds it to three places."),
    K("", 1, 1, "t", "s", "The tooltip says \"Dates may shift if you change your time zone\", as the design asked."),
    # quoted commit / PR text the user asked for
    K("", 0, 1, "r", "s", "Commit message used: `config: resolve includes relative to the including file`."),
    K("", 1, 1, "h", "s", "The changelog entry reads: \"release.sh can now be re-run safely after a partial failure.\""),
    # verified facts by reading
    K("", 0, 0, "j", "s", "I read through `InvoiceJob` and `application.yml`: the cron comes from `billing.invoice.cron`, and there is no default, so a missing property fails startup."),
    K("", 0, 0, "k", "s", "Reading `FeedDao.kt`, `upsertAll` is annotated `@Transaction`, so the read-state merge and the insert commit together."),
    # hedge words negated / about others' future choices
    K("", 1, 1, "g", "s", "If traffic grows you may want a shared store like Redis for the buckets; for one gateway instance the in-process map is what the task asked for."),
    K("", 1, 1, "s", "s", "Designers might want a different breakpoint for the vertical layout; it's the `stackThreshold` constant."),
    K("", 1, 1, "f", "s", "A future change could move the subnet IDs into SSM parameters; I kept them as variables to match the other modules."),
    K("", 1, 1, "c", "s", "Built in Release and ran the audio tests: `ctest -R audio` reports 6/6."),
    K("", 1, 1, "g", "s", "I won't guess at the cause of last Tuesday's latency spike: the gateway logs from that day were rotated, so nothing here speaks to it."),
    K("", 0, 1, "h", "l", "Pushed to `release-safety`; nothing else to report."),
]

# ITEMS-ASSEMBLY

ITEMS = HEDGE_REFUSE + HEDGE_PASS

if __name__ == "__main__":
    main()
