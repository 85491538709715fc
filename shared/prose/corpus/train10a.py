#!/usr/bin/env python3
"""Writes `train10a.jsonl`: a hand-written TRAINING batch for the four prose
Stop guards (stop-hedge, no-preexisting-excuse, no-offer-instead-of-fix,
forbidden-doubles-stop), written blind by the train10a helper.

Every key below was written by hand in a terse, chatty coding-agent voice
(with some rows in a normal register). Each key is set in one or two message
bodies built from hand-written neutral parts for six themes (Next.js/React,
Flutter, Airflow/pandas pipeline, Chrome extension, Shopify theme, Discord
bot), chosen with a fixed seed:

    python3 shared/prose/corpus/train10a.py

Key lines: one key per line in each block; a literal `\\n` inside a line is a
newline in the key; ` @@ ` starts an optional note; a leading `!nc ` forces a
turn with no checks, `!c ` a turn with checks.
"""
import json, os, random

R = random.Random(100110)
H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"
KEYS = []  # (refuse, head, checks or None, key, note or None)


def block(refuse, head, text, checks=None):
    for line in text.strip("\n").split("\n"):
        line = line.strip()
        if not line or line.startswith("#!"):
            continue
        c = checks
        if line.startswith("!nc "):
            c, line = False, line[4:]
        elif line.startswith("!c "):
            c, line = True, line[3:]
        note = None
        if " @@ " in line:
            line, note = line.split(" @@ ", 1)
        line = line.replace("\\n", "\n")
        KEYS.append((list(refuse), head, c, line, note))


# ---------------------------------------------------------------- bodies
THEMES = {
 "next": dict(
  words=["next.js", "nextjs", "next/", "react", "tsx", "jsx", "vercel", "hydration", "app router", "useeffect", "server component", "tailwind", "swr", "pnpm", "vitest", "playwright", "jest", "middleware.ts", "getserversideprops", "zustand", "storybook"],
  intro=[
   "ok, the checkout page work is in.",
   "Done with the `/dashboard` refactor on `feat/dash-cards`.",
   "pushed the settings page split to `ui/settings-tabs`.",
   "Summary of what changed in `apps/web` this turn:",
   "right, the product grid now uses the new card component.",
   "Here's where the app-router migration landed.",
  ],
  detail=[
   "`ProductCard` now takes a `variant` prop (`compact` | `full`) and the grid picks it from the viewport width.",
   "The data fetching moved from a `useEffect` into a server component.",
   "`lib/price.ts` formats with `Intl.NumberFormat` and the locale comes from the `NEXT_LOCALE` cookie.",
   "I split `app/(shop)/layout.tsx` into a header and a sidebar so the sidebar can stream separately.",
   "The search box debounces at 250 ms and cancels the previous request with an `AbortController`.",
   "Tailwind classes for the empty state were pulled into `components/EmptyState.tsx`.",
   "`middleware.ts` now redirects `/account/*` to `/login?next=…` when the session cookie is missing.",
  ],
  code=[
   "```tsx\nexport default async function Page({ params }: { params: { slug: string } }) {\n  const product = await getProduct(params.slug);\n  return <ProductView product={product} />;\n}\n```",
   "```diff\n- const [items, setItems] = useState<Item[]>([]);\n- useEffect(() => { fetch('/api/items').then(r => r.json()).then(setItems); }, []);\n+ const items = await listItems();\n```",
   "```ts\nexport const config = { matcher: ['/account/:path*'] };\n```",
   "```tsx\n<ul className=\"grid grid-cols-2 gap-4 md:grid-cols-4\">\n  {items.map((it) => <ProductCard key={it.id} item={it} variant=\"compact\" />)}\n</ul>\n```",
  ],
  files=["app/(shop)/layout.tsx", "components/ProductCard.tsx", "lib/price.ts", "middleware.ts", "app/dashboard/page.tsx", "components/EmptyState.tsx"],
  run=[("pnpm vitest run", "```\n Test Files  31 passed (31)\n      Tests  244 passed (244)\n   Duration  9.81s\n```"),
       ("pnpm build", "```\n✓ Compiled successfully\n✓ Generating static pages (42/42)\nRoute (app)                 Size\n┌ ○ /                       5.2 kB\n└ ƒ /dashboard              8.9 kB\n```"),
       ("pnpm exec playwright test", "```\nRunning 18 tests using 2 workers\n  18 passed (41.2s)\n```")],
  look=[("git diff --stat", "```\n app/dashboard/page.tsx        | 48 ++++++-----\n components/ProductCard.tsx    | 31 +++++--\n 2 files changed, 52 insertions(+), 27 deletions(-)\n```")],
 ),
 "flutter": dict(
  words=["flutter", "dart", "widget", "pubspec", "riverpod", "bloc", "ios", "android", "gradle", "xcode", "testflight", "cupertino", "golden", "pod ", "material", "provider", "setstate", "futurebuilder"],
  intro=[
   "The onboarding flow in the Flutter app is reworked.",
   "ok — `lib/features/cart` is refactored onto Riverpod.",
   "pushed the dark-mode pass for the `tidepool` app.",
   "Here's the state of the offline sync branch (`sync/hive-queue`).",
   "done with the profile screen changes.",
  ],
  detail=[
   "`CartNotifier` is now an `AsyncNotifier` and the screen watches `cartProvider` instead of passing the list down three widgets.",
   "The bottom sheet uses `DraggableScrollableSheet` with a min size of 0.25 so the map stays visible.",
   "Theme colours live in `lib/theme/palette.dart`; both `ThemeData`s read from it.",
   "Queued writes go into a Hive box named `pending_ops` and drain when `connectivity_plus` reports a connection.",
   "`pubspec.yaml` bumps `go_router` to 13.2.0; the redirect callback moved into `app_router.dart`.",
   "The avatar picker compresses to 512 px with `flutter_image_compress` before upload.",
  ],
  code=[
   "```dart\nfinal cartProvider = AsyncNotifierProvider<CartNotifier, Cart>(CartNotifier.new);\n```",
   "```dart\nclass Palette {\n  static const seed = Color(0xFF2E7D6B);\n  static const surfaceDark = Color(0xFF101417);\n}\n```",
   "```diff\n-  Navigator.of(context).push(MaterialPageRoute(builder: (_) => const ProfilePage()));\n+  context.go('/profile');\n```",
   "```yaml\ndependencies:\n  go_router: ^13.2.0\n  hive_flutter: ^1.1.0\n```",
  ],
  files=["lib/features/cart/cart_notifier.dart", "lib/theme/palette.dart", "lib/app_router.dart", "pubspec.yaml", "lib/features/profile/profile_page.dart", "lib/sync/pending_ops.dart"],
  run=[("flutter test", "```\n00:14 +187: All tests passed!\n```"),
       ("flutter analyze", "```\nAnalyzing tidepool...\nNo issues found! (ran in 6.3s)\n```"),
       ("flutter build apk --debug", "```\n✓ Built build/app/outputs/flutter-apk/app-debug.apk\n```")],
  look=[("git status --short", "```\n M lib/app_router.dart\n M lib/theme/palette.dart\n M pubspec.yaml\n```")],
 ),
 "airflow": dict(
  words=["airflow", "dag", "pandas", "dataframe", "parquet", "pipeline", "etl", "csv", "pytest", "bigquery", "snowflake", "postgres", "s3", "operator", "xcom", "backfill", "task", ".py", "pyarrow", "dbt", "mypy", "ruff", "python"],
  intro=[
   "The `orders_daily` DAG changes are in.",
   "ok, the dedupe step in the ingest pipeline is rewritten.",
   "Summary for the `finance_rollup` work:",
   "pushed `etl/loaders/s3_parquet.py` and the DAG wiring.",
   "Here's what changed in the pandas transforms.",
  ],
  detail=[
   "`normalize_orders()` now casts `order_ts` with `utc=True` before the groupby, so daily buckets use UTC midnight.",
   "The loader reads parquet in row-group batches of 200k instead of one `read_parquet` call.",
   "`dedupe_events` keeps the last row per `(user_id, event_id)` ordered by `ingested_at`.",
   "The DAG uses `TaskFlow` now; `extract >> transform >> load` is three `@task` functions.",
   "Currency conversion joins on a `fx_rates` frame keyed by `(date, ccy)` with `merge_asof` backwards.",
   "`catchup=False` and `max_active_runs=1` are set on the DAG.",
  ],
  code=[
   "```python\n@task\ndef transform(path: str) -> str:\n    df = pd.read_parquet(path)\n    df = dedupe_events(df)\n    return write_stage(df)\n```",
   "```python\ndf[\"order_ts\"] = pd.to_datetime(df[\"order_ts\"], utc=True)\ndaily = df.groupby(df[\"order_ts\"].dt.date)[\"amount\"].sum()\n```",
   "```diff\n-    df = df.drop_duplicates()\n+    df = df.sort_values(\"ingested_at\").drop_duplicates([\"user_id\", \"event_id\"], keep=\"last\")\n```",
   "```python\nwith DAG(\"orders_daily\", schedule=\"0 3 * * *\", catchup=False, max_active_runs=1) as dag:\n    load(transform(extract()))\n```",
  ],
  files=["dags/orders_daily.py", "etl/transforms/orders.py", "etl/loaders/s3_parquet.py", "etl/transforms/events.py", "tests/test_orders.py"],
  run=[("pytest -q", "```\n........................................................ [ 71%]\n......................                                   [100%]\n78 passed in 12.40s\n```"),
       ("ruff check . && mypy etl", "```\nAll checks passed!\nSuccess: no issues found in 41 source files\n```"),
       ("airflow dags test orders_daily 2024-05-01", "```\n[2024-05-01 03:00:02] INFO - Marking run <DagRun orders_daily> successful\n```")],
  look=[("ls dags/", "```\norders_daily.py  finance_rollup.py  __init__.py\n```")],
 ),
 "chrome": dict(
  words=["extension", "chrome", "manifest", "mv3", "service worker", "content script", "popup", "background", "chrome.storage", "tabs", "web store", "options page", "contextmenu", "sidepanel"],
  intro=[
   "The tab-grouping extension is on MV3 now.",
   "ok, the popup rewrite for `snipkeeper` is pushed.",
   "Here's the content-script change for the highlighter.",
   "done — options page and storage migration.",
   "Wrapped up the side panel work.",
  ],
  detail=[
   "`background.js` became a service worker; the alarms that used `setInterval` now use `chrome.alarms`.",
   "Saved snippets move from `localStorage` to `chrome.storage.sync`, with a one-time copy on install.",
   "The content script injects only on `document_idle` and skips frames with `all_frames: false`.",
   "The popup is a 320 px wide Preact tree; the list virtualises past 200 items.",
   "The context-menu entry `Save selection` sends a message to the worker with the tab id and the selected text.",
   "Host permissions were narrowed to `https://*.github.com/*`.",
  ],
  code=[
   "```json\n{\n  \"manifest_version\": 3,\n  \"background\": { \"service_worker\": \"background.js\", \"type\": \"module\" },\n  \"permissions\": [\"storage\", \"alarms\", \"contextMenus\"]\n}\n```",
   "```js\nchrome.runtime.onInstalled.addListener(async () => {\n  const old = JSON.parse(localStorage.getItem('snips') ?? '[]');\n  await chrome.storage.sync.set({ snips: old });\n});\n```",
   "```diff\n-setInterval(syncAll, 60_000);\n+chrome.alarms.create('sync', { periodInMinutes: 1 });\n```",
  ],
  files=["manifest.json", "background.js", "content/highlight.js", "popup/App.jsx", "options/options.html"],
  run=[("npm test", "```\nPASS  test/storage.test.js\nPASS  test/highlight.test.js\nTests:       64 passed, 64 total\n```"),
       ("npm run build", "```\n> snipkeeper@2.0.0 build\n> vite build\n✓ 38 modules transformed.\ndist/manifest.json  0.61 kB\n```"),
       ("npx web-ext lint --source-dir dist", "```\nValidation Summary:\nerrors          0\nnotices         0\nwarnings        0\n```")],
  look=[("git log --oneline -3", "```\na41c2e9 popup: virtualised list\n7d0f1b3 mv3: alarms instead of setInterval\n19be0aa storage: move to chrome.storage.sync\n```")],
 ),
 "shopify": dict(
  words=["shopify", "liquid", "theme", "section", "snippet", "metafield", "storefront", "cart drawer", "collection", "dawn", "variant", "schema", "theme check", "checkout"],
  intro=[
   "The theme changes for `maple-and-moss` are on the dev theme.",
   "ok, the cart drawer is rebuilt.",
   "Here's the collection-filter work on the Dawn fork.",
   "pushed the product-page section changes.",
   "done with the metafield badges.",
  ],
  detail=[
   "`sections/main-product.liquid` reads the `custom.care_guide` metafield and renders it in a collapsible row.",
   "The cart drawer fetches `/cart.js` after each `/cart/add.js` call and re-renders the line items section.",
   "Variant pickers are now radio buttons; the selected variant id is written to the `id` input of the form.",
   "Collection filters use the Storefront filtering params (`filter.v.price.gte`) instead of tag URLs.",
   "Badge text comes from a new `snippets/badge.liquid` with a `type` parameter.",
  ],
  code=[
   "```liquid\n{% if product.metafields.custom.care_guide != blank %}\n  <details class=\"care\">{{ product.metafields.custom.care_guide | metafield_tag }}</details>\n{% endif %}\n```",
   "```js\nconst res = await fetch('/cart/add.js', { method: 'POST', body: new FormData(form) });\nconst cart = await (await fetch('/cart.js')).json();\n```",
   "```json\n{ \"type\": \"range\", \"id\": \"columns_desktop\", \"min\": 2, \"max\": 5, \"default\": 4, \"label\": \"Columns\" }\n```",
  ],
  files=["sections/main-product.liquid", "snippets/badge.liquid", "assets/cart-drawer.js", "sections/main-collection.liquid", "config/settings_schema.json"],
  run=[("shopify theme check", "```\n48 files inspected with 0 offenses found.\n```"),
       ("npx playwright test --project=storefront", "```\n  11 passed (58.3s)\n```"),
       ("npm run lint:js", "```\n> eslint assets/*.js\n✨  Done in 2.14s.\n```")],
  look=[("git diff --stat", "```\n sections/main-product.liquid | 22 +++++++---\n snippets/badge.liquid        | 14 ++++++\n 2 files changed, 30 insertions(+), 6 deletions(-)\n```")],
 ),
 "discord": dict(
  words=["discord", "bot", "slash command", "guild", "interaction", "embed", "discord.js", "discord.py", "intents", "shard", "webhook", "cog", "channel", "gateway", "/remind", "/poll"],
  intro=[
   "The `/remind` command is rewritten.",
   "ok — the moderation cog changes are in.",
   "Here's the sharding work for `quokkabot`.",
   "pushed the slash-command registration changes.",
   "done with the embed pagination.",
  ],
  detail=[
   "Reminders are stored in SQLite with a `due_at` index; the scheduler wakes on the nearest one instead of polling every second.",
   "Slash commands register per guild in dev and globally on `NODE_ENV=production`.",
   "`/poll` builds an embed with up to 10 options and reacts with the matching number emoji.",
   "The warn command writes to `mod_log` and DMs the member; failures to DM are logged at `info`.",
   "Interactions are deferred with `deferReply({ ephemeral: true })` when the handler touches the database.",
   "Pagination uses buttons with custom ids `page:<n>:<messageId>` and a 5-minute collector.",
  ],
  code=[
   "```js\nawait interaction.deferReply({ ephemeral: true });\nconst rows = await db.all('SELECT * FROM reminders WHERE user_id = ?', interaction.user.id);\n```",
   "```python\n@app_commands.command(name=\"warn\")\nasync def warn(self, itx: discord.Interaction, member: discord.Member, reason: str):\n    await self.log.add(itx.guild_id, member.id, reason)\n```",
   "```diff\n-client.on('messageCreate', handlePrefix);\n+client.on('interactionCreate', handleSlash);\n```",
  ],
  files=["src/commands/remind.js", "src/scheduler.js", "cogs/moderation.py", "src/commands/poll.js", "src/register.js"],
  run=[("npm test", "```\n PASS  tests/remind.test.js\n PASS  tests/poll.test.js\nTests:       52 passed, 52 total\n```"),
       ("pytest tests/cogs -q", "```\n29 passed in 3.02s\n```"),
       ("npm run typecheck", "```\n> tsc --noEmit\n```\n(exit 0)")],
  look=[("git status --short", "```\n M src/commands/remind.js\n M src/scheduler.js\n```")],
 ),
}
THEME_NAMES = list(THEMES)

HEADINGS = ["## Summary", "### What changed", "**Changes**", "## Done", "### Notes", "## Status", "**Overview**", "### Wrap-up", "# Turn summary", "## Changes in this branch"]
CLOSERS = [
 "Branch is `{b}`.",
 "Commits are on `{b}`.",
 "That's the lot for this turn.",
 "diff is on `{b}` if you want to read it.",
 "Files touched are listed above.",
 "Nothing else changed.",
 "— end of summary —",
]
BRANCHES = ["feat/cart-v2", "fix/tz-buckets", "chore/mv3", "wip/profile", "feat/poll-embeds", "refactor/sections", "feat/offline-queue"]


def theme_hits(key):
    low = key.lower()
    return [t for t in THEME_NAMES if any(w in low for w in THEMES[t]["words"])]


EVIDENCE = {
 "p99 for `/api/items`": "`npx autocannon -a 500 http://localhost:3000/api/items` before / after:\n\n```\nbefore  p50 412 ms  p99 840 ms\nafter   p50 96 ms   p99 210 ms\n```",
 "right index": "```\nEXPLAIN SELECT * FROM reminders WHERE due_at < now() ORDER BY due_at LIMIT 50;\nIndex Scan using reminders_due_at_idx on reminders  (rows=340)\n```",
 "index choice": "```\nbefore: Seq Scan on orders  (rows=1204311)\nafter:  Index Scan using orders_ts_idx on orders  (rows=340)\n```",
 "Dry-run of the backfill": "```\n$ python -m etl.backfill --start 2024-05-01 --end 2024-05-31 --dry-run\nwould process 31 partitions: 2024-05-01 … 2024-05-31\n```",
 "The analysis you asked for": "`npx lighthouse --preset=perf --form-factor=mobile` ×3 per page (medians below).",
 "You said not to change the pipeline code": "```\nSELECT event_id, count(*) FROM raw.events GROUP BY 1 HAVING count(*) > 1 LIMIT 3;\n evt_9f1 | 2\n evt_a07 | 2\n evt_b33 | 2\n```",
}


def pick_theme(key, avoid=()):
    hits = theme_hits(key)
    if hits:
        return R.choice(hits)
    return R.choice([t for t in THEME_NAMES if t not in avoid])


def file_table(th):
    fs = R.sample(th["files"], min(len(th["files"]), R.randint(2, 4)))
    verbs = ["rewritten", "new", "edited", "split", "renamed props", "tidied"]
    rows = "\n".join(f"| `{f}` | {R.choice(verbs)} |" for f in fs)
    return "| file | change |\n|---|---|\n" + rows


def bullets(th):
    ds = R.sample(th["detail"], min(len(th["detail"]), R.randint(2, 4)))
    return "\n".join("- " + d for d in ds)


def is_block_key(key):
    return key.startswith("|") or key.startswith("#") or key.startswith("- ") or key.startswith("* ") or "\n" in key or key[:2] in ("1.", "2.", "3.", "4.", "5.")


def table_for(key):
    n = key.strip().count("|") - 1
    hdr_words = ["item", "status", "notes", "owner", "eta"]
    hdr = "| " + " | ".join(hdr_words[:n]) + " |\n|" + "---|" * n
    other = []
    fill = [["`layout.tsx`", "`cart.js`", "`orders.py`", "`manifest.json`", "`poll.js`", "`palette.dart`"], ["done", "merged", "rewritten", "n/a", "added"], ["—", "see diff", "renamed", "2 files", "ok"], ["me", "—", "n/a"], ["—", "n/a"]]
    for _ in range(R.randint(1, 2)):
        other.append("| " + " | ".join(R.choice(fill[i % len(fill)]) for i in range(n)) + " |")
    rows = other + [key]
    R.shuffle(rows)
    return hdr + "\n" + "\n".join(rows)


def build_message(key, head, refuse, checks, commands, theme):
    th = THEMES[theme]
    parts = []
    if R.random() < 0.45:
        parts.append(R.choice(HEADINGS))
    parts.append(R.choice(th["intro"]))
    pool = []
    pool.append(bullets(th))
    if R.random() < 0.6:
        pool.append(R.choice(th["code"]))
    if R.random() < 0.5:
        pool.append(file_table(th))
    if R.random() < 0.5:
        pool.append(R.choice(th["detail"]))
    R.shuffle(pool)
    parts.extend(pool)
    if checks and (head in ("excuse", "offer") or R.random() < 0.2):
        cmds = R.sample([c for c, _ in th["run"]], 2)
        parts.append(R.choice(["Commands this turn: `{a}`, `{b}`.", "ran `{a}` and `{b}` along the way.", "(this turn: `{a}`, then `{b}`)"]).format(a=cmds[0], b=cmds[1]))
    elif checks:
        toks = ["vitest", "build", "playwright", "flutter test", "analyze", "apk", "pytest", "ruff", "mypy", "airflow", "npm test", "web-ext", "theme check", "lint", "typecheck"]
        low = key.lower()
        pref = [(c, o) for c, o in th["run"] if any(t in low and t in c for t in toks)]
        cmd, out = R.choice(pref or th["run"])
        parts.append(R.choice(["Ran `{c}`:", "`{c}`:", "ran `{c}`", "Output of `{c}`:"]).format(c=cmd) + "\n\n" + out)
    elif commands:
        cmd, out = R.choice(th["look"])
        parts.append("`{c}`:\n\n".format(c=cmd) + out)
    # long bodies sometimes
    if R.random() < 0.22:
        secs = long_sections(th, theme)
        if R.random() < 0.3:
            secs.append(big_table(th))
        for s in secs:
            parts.insert(R.randint(2, len(parts)), s)
    elif R.random() < 0.25:
        extra = R.sample(th["detail"], min(3, len(th["detail"])))
        parts.insert(2, "### Details\n\n" + "\n\n".join(extra))
        parts.append(R.choice(th["code"]))
    # place the key
    if key.startswith("|") and "\n" not in key:
        kb = table_for(key)
    elif is_block_key(key):
        kb = key
    else:
        r = R.random()
        if r < 0.2:
            kb = "- " + key
        else:
            kb = key
    pos = R.choice(["start", "mid", "mid", "end", "end"])
    if "above" in key:
        pos = "end"
        for frag, ev in EVIDENCE.items():
            if frag in key:
                parts.append(ev)
    if pos == "start" and not kb.startswith("- ") and not kb.startswith("|"):
        parts.insert(0, kb)
    elif pos == "mid":
        parts.insert(R.randint(1, len(parts)), kb)
    else:
        parts.append(kb)
        kb = None
    if kb is not None and R.random() < 0.5:
        parts.append(R.choice(CLOSERS).format(b=R.choice(BRANCHES)))
    while len("\n\n".join(parts).encode()) < 340:
        cur = "\n\n".join(parts)
        cand = [d for d in th["detail"] + th["code"] if d not in cur] or th["detail"]
        parts.insert(1, R.choice(cand))
    msg = "\n\n".join(parts)
    return msg


LONG = {
 "next": "```diff\n--- a/app/dashboard/page.tsx\n+++ b/app/dashboard/page.tsx\n@@ -1,38 +1,29 @@\n-'use client';\n-import { useEffect, useState } from 'react';\n-import { Card } from '@/components/Card';\n+import { listCards } from '@/lib/cards';\n+import { ProductCard } from '@/components/ProductCard';\n+import { EmptyState } from '@/components/EmptyState';\n \n-export default function Dashboard() {\n-  const [cards, setCards] = useState<CardData[]>([]);\n-  const [loading, setLoading] = useState(true);\n-  useEffect(() => {\n-    fetch('/api/cards')\n-      .then((r) => r.json())\n-      .then((d) => { setCards(d); setLoading(false); });\n-  }, []);\n-  if (loading) return <Spinner />;\n+export default async function Dashboard({ searchParams }: { searchParams: { after?: string } }) {\n+  const { items, next } = await listCards({ after: searchParams.after, limit: 50 });\n+  if (items.length === 0) return <EmptyState title=\"No cards yet\" />;\n   return (\n-    <div className=\"flex flex-wrap\">\n-      {cards.map((c) => <Card key={c.id} {...c} />)}\n-    </div>\n+    <>\n+      <ul className=\"grid grid-cols-2 gap-4 md:grid-cols-4\">\n+        {items.map((it) => <ProductCard key={it.id} item={it} variant=\"compact\" />)}\n+      </ul>\n+      {next && <a href={`?after=${next}`} className=\"mt-6 block text-center\">Next page</a>}\n+    </>\n   );\n }\n```",
 "flutter": "```diff\n--- a/lib/features/cart/cart_notifier.dart\n+++ b/lib/features/cart/cart_notifier.dart\n@@ -1,30 +1,34 @@\n-class CartModel extends ChangeNotifier {\n-  final List<LineItem> _items = [];\n-  List<LineItem> get items => List.unmodifiable(_items);\n-  void add(LineItem item) {\n-    _items.add(item);\n-    notifyListeners();\n-  }\n-}\n+class CartNotifier extends AsyncNotifier<Cart> {\n+  @override\n+  Future<Cart> build() async {\n+    final repo = ref.watch(cartRepositoryProvider);\n+    return repo.load();\n+  }\n+\n+  Future<void> add(LineItem item) async {\n+    final repo = ref.read(cartRepositoryProvider);\n+    state = const AsyncLoading<Cart>().copyWithPrevious(state);\n+    state = await AsyncValue.guard(() => repo.add(item));\n+  }\n+\n+  Future<void> remove(String lineId) async {\n+    final repo = ref.read(cartRepositoryProvider);\n+    state = await AsyncValue.guard(() => repo.remove(lineId));\n+  }\n+}\n+\n+final cartTotalProvider = Provider<Money>((ref) {\n+  final cart = ref.watch(cartProvider).valueOrNull;\n+  return cart?.total ?? Money.zero('EUR');\n+});\n```",
 "airflow": "```diff\n--- a/dags/orders_daily.py\n+++ b/dags/orders_daily.py\n@@ -1,41 +1,33 @@\n-from airflow import DAG\n-from airflow.operators.python import PythonOperator\n-from datetime import datetime, timedelta\n-import pandas as pd\n+from airflow.decorators import dag, task\n+import pendulum\n \n-def _extract(**ctx):\n-    df = pd.read_csv(f\"s3://lake/raw/orders/{ctx['ds']}.csv\")\n-    ctx['ti'].xcom_push(key='rows', value=df.to_json())\n+@dag(schedule=\"0 3 * * *\", start_date=pendulum.datetime(2024, 1, 1, tz=\"UTC\"),\n+     catchup=False, max_active_runs=1, tags=[\"finance\"])\n+def orders_daily():\n+    @task\n+    def extract(ds=None) -> str:\n+        from etl.loaders.s3_parquet import stage_raw\n+        return stage_raw(\"orders\", ds)\n \n-def _transform(**ctx):\n-    df = pd.read_json(ctx['ti'].xcom_pull(key='rows'))\n-    df = df.drop_duplicates()\n-    ...\n+    @task\n+    def transform(path: str) -> str:\n+        from etl.transforms.orders import normalize_orders, dedupe_events\n+        import pandas as pd\n+        df = dedupe_events(normalize_orders(pd.read_parquet(path)))\n+        return write_stage(df)\n \n-with DAG('orders_daily', start_date=datetime.now() - timedelta(days=1)) as dag:\n-    t1 = PythonOperator(task_id='extract', python_callable=_extract)\n-    t2 = PythonOperator(task_id='transform', python_callable=_transform)\n-    t1 >> t2\n+    @task\n+    def load(path: str) -> None:\n+        from etl.loaders.warehouse import merge_into\n+        merge_into(\"analytics.orders_daily\", path, keys=[\"order_id\"])\n+\n+    load(transform(extract()))\n+\n+orders_daily()\n```",
 "chrome": "```diff\n--- a/background.js\n+++ b/background.js\n@@ -1,27 +1,31 @@\n-let cache = [];\n-setInterval(syncAll, 60_000);\n-chrome.browserAction.onClicked.addListener(openPopup);\n+import { syncAll } from './sync.js';\n+\n+chrome.runtime.onInstalled.addListener(async ({ reason }) => {\n+  if (reason === 'install' || reason === 'update') {\n+    const old = JSON.parse(localStorage.getItem('snips') ?? '[]');\n+    if (old.length) await chrome.storage.sync.set({ snips: old });\n+  }\n+  chrome.contextMenus.create({ id: 'save', title: 'Save selection', contexts: ['selection'] });\n+  chrome.alarms.create('sync', { periodInMinutes: 1 });\n+});\n \n-function onMessage(msg, sender, reply) {\n-  cache.push(msg.text);\n-  reply({ ok: true });\n-}\n+chrome.alarms.onAlarm.addListener((a) => { if (a.name === 'sync') syncAll(); });\n+\n+chrome.contextMenus.onClicked.addListener(async (info, tab) => {\n+  const { snips = [] } = await chrome.storage.sync.get('snips');\n+  snips.push({ text: info.selectionText, url: tab?.url, at: Date.now() });\n+  await chrome.storage.sync.set({ snips });\n+});\n```",
 "shopify": "```diff\n--- a/assets/cart-drawer.js\n+++ b/assets/cart-drawer.js\n@@ -12,30 +12,36 @@ class CartDrawer extends HTMLElement {\n-  async onAdd(evt) {\n-    evt.preventDefault();\n-    await fetch('/cart/add.js', { method: 'POST', body: new FormData(evt.target) });\n-    location.reload();\n-  }\n+  async onAdd(evt) {\n+    evt.preventDefault();\n+    const btn = evt.submitter;\n+    btn.setAttribute('aria-busy', 'true');\n+    const res = await fetch('/cart/add.js', { method: 'POST', body: new FormData(evt.target) });\n+    if (!res.ok) {\n+      const { description } = await res.json();\n+      this.querySelector('.cart-error').textContent = description;\n+    } else {\n+      await this.renderLines();\n+      this.open();\n+    }\n+    btn.removeAttribute('aria-busy');\n+  }\n+\n+  async renderLines() {\n+    const html = await (await fetch('/?sections=cart-drawer-lines')).json();\n+    this.querySelector('#drawer-lines').innerHTML = html['cart-drawer-lines'];\n+    const cart = await (await fetch('/cart.js')).json();\n+    document.querySelectorAll('[data-cart-count]').forEach((el) => (el.textContent = cart.item_count));\n+  }\n```",
 "discord": "```diff\n--- a/src/scheduler.js\n+++ b/src/scheduler.js\n@@ -1,22 +1,30 @@\n-setInterval(async () => {\n-  const due = await db.all('SELECT * FROM reminders WHERE due_at <= ?', Date.now());\n-  for (const r of due) await fire(r);\n-}, 1000);\n+let timer = null;\n+\n+export async function schedule() {\n+  clearTimeout(timer);\n+  const next = await db.get('SELECT * FROM reminders ORDER BY due_at LIMIT 1');\n+  if (!next) return;\n+  const wait = Math.max(0, next.due_at - Date.now());\n+  timer = setTimeout(async () => {\n+    await fire(next);\n+    await db.run('DELETE FROM reminders WHERE id = ?', next.id);\n+    schedule();\n+  }, Math.min(wait, 2 ** 31 - 1));\n+}\n+\n+export async function add(reminder) {\n+  await db.run('INSERT INTO reminders (user_id, channel_id, text, due_at) VALUES (?, ?, ?, ?)',\n+    reminder.userId, reminder.channelId, reminder.text, reminder.dueAt);\n+  schedule();\n+}\n```",
}
LOG_VERBS = ["split", "rename", "move", "extract", "inline", "rewrite", "drop unused", "type", "format", "document"]


def long_sections(th, theme):
    out = ["### Diff (main file)\n\n" + LONG[theme]]
    out.append("### Walkthrough\n\n" + "\n\n".join(th["detail"]))
    log = "\n".join(f"{R.randrange(16**7):07x} {R.choice(LOG_VERBS)} {R.choice(th['files'])}" for _ in range(R.randint(4, 9)))
    out.append("### Commits\n\n```\n" + log + "\n```")
    out.append(file_table(th))
    out.extend(R.sample(th["code"], min(2, len(th["code"]))))
    return out


def big_table(th):
    dirs = sorted({f.rsplit("/", 1)[0] if "/" in f else "." for f in th["files"]})
    stems = ["index", "utils", "types", "helpers", "constants", "strings", "hooks", "models", "view", "state", "api", "format"]
    exts = sorted({f.rsplit(".", 1)[-1] for f in th["files"]})
    rows = []
    for _ in range(R.randint(35, 70)):
        f = f"{R.choice(dirs)}/{R.choice(stems)}_{R.randint(1, 40)}.{R.choice(exts)}"
        rows.append(f"| `{f}` | {R.choice(['import path', 'renamed symbol', 'formatting', 'types only', 'moved'])} | +{R.randint(1, 40)}/-{R.randint(0, 30)} |")
    return "### Mechanical changes (import paths and renames)\n\n| file | kind | lines |\n|---|---|---|\n" + "\n".join(rows)

# ---------------------------------------------------------------- hedges
block([H], "hedge", r"""
the hydration warning on `/dashboard` is prob the `toLocaleString()` in the header, server and browser disagree on locale
My money's on the service worker getting evicted before the alarm fires.
pretty sure that was the whole bug tbh
the golden diff on the `PriceTag` widget, I reckon, comes from the new padding rather than the colour change
Root cause? Almost certainly the `merge_asof` picking the wrong direction for weekend rates.
the cart drawer flicker *should* be gone now that it re-renders only the line-items section
With `max_active_runs=1` the double-load can't happen anymore, in theory.
this ought to stop the bot from replying twice to the same interaction
i think the 429s from discord were just the global rate limit kicking in during the reconnect storm
If I had to bet, the memory creep in the popup comes from the list not unmounting old rows.
The iOS crash on launch looks to be the missing `NSCameraUsageDescription` key.
Guessing the metafield renders blank because the namespace is `custom` on prod but `my_fields` on the dev store.
- Perf: page weight down maybe 40%, didn't measure
| `/remind` | probably fine now |
Result: the backfill gives correct totals from here on, as far as I can tell.
> hunch: the `pyarrow` upgrade changed how it infers the timestamp unit
The shard disconnects are, I suspect, a heartbeat timing issue in our gateway loop.
This shouldn't regress anything on Android since the change is iOS-only plumbing.
That change makes the LCP on the product page noticeably faster — I'd estimate half a second.
the intermittent `test_fx_join` failure is most likely order-dependent, it reads a module-level cache @@ a guessed cause for an intermittent test the agent could have run in isolation; not a disposal, so only the hedge
Presumably the theme editor preview caches the old section schema, which is why the new range slider doesn't show.
Seems like `chrome.storage.sync` quota is what's eating the later saves.
**Likely cause:** the `NEXT_LOCALE` cookie isn't forwarded in the middleware redirect.
Once Vercel finishes the deploy the OG images will render again.
!nc Playwright suite oughta be green again with the selector change.
!nc I don't think the Riverpod migration touched anything the widget tests cover, so they'd still hold.
From the stack trace I'd guess it's the `late` field in `ProfileController` being read before `init()`.
The reminder drift of ~3 s is in all likelihood the SQLite write on the hot path.
## Probable root cause\n\nThe DAG's `start_date` is computed with `datetime.now()`, so the scheduler keeps rescheduling it.
Everything ought to load correctly for customers on the EU storefront from now on.
Not 100% on this but the Web Store rejection reads like it's about the broad host permissions.
my read: pandas is upcasting the int column to float because of the NaNs after the left join, hence the `.0` in the export
(possibly the `intents.members` flag missing — that'd explain the empty member list)
The jank when scrolling the feed is most likely from rebuilding the whole `ListView` on every provider change.
Should be sorted — the `pending_ops` box drains on reconnect.
Odds are the checkout button stays disabled because the variant id input keeps the sold-out variant.
I believe this also takes care of the duplicate rows in the `finance_rollup` output.
I'm fairly confident the content script no longer leaks listeners.
The new caching layer is going to bring the dashboard TTFB way down.
Anyway that's probably the fix, give it a go.
It looks as though the 500 on `/api/cart` comes from the edge runtime not having `crypto.randomUUID`.
!nc Theme Check would flag the deprecated `img_url` filter if there were still any left, so I'd say we're clear.
this'll fix the timezone shift in the daily buckets for good
The bot dropping commands after ~6h smells like an expired token the gateway never refreshes.
Everything considered, the Airflow scheduler lag is the DAG file parse time, it imports pandas at the top level.
- analyzer time: roughly 2x faster with the new excludes, I'd guess
Expected result: popup opens in under 100 ms on a cold start.
I'm guessing the old `img_url` calls were what broke the lazy-loading.
Hopefully that clears up the double-charge reports.
my gut says the stale embed comes from editing the message before the defer resolves
Should work on Safari too, didn't try it but the APIs are the same.
The spike in task retries most plausibly came from the S3 prefix throttling during the backfill.
Those layout shifts are coming from the late-loading web font, I'd wager.
It seems the widget tree was rebuilding on every keystroke, hence the lag.
Pretty certain the `collection.filters` object is empty because the theme's filter setting is off in the admin.
The migration won't cause any downtime.
The `setState() called after dispose()` error probably came from the timer in `CountdownBadge`.
That ought to bring the DAG runtime back under the 20-minute SLA.
the sidebar re-render is what made the input lose focus, i'm like 90% sure
Apparently the Storefront API version bump is what's returning `null` for `sellingPlanGroups`.
If the pattern holds, tonight's run will finish without the OOM.
**Impact:** fixes the login redirect loop for every user, most likely.
The `TypeError` in the background worker is likely due to `chrome.tabs.query` returning an empty array on the new-tab page.
With the retry decorator the DAG will ride through the Snowflake maintenance window without failing.
I have a feeling the bot's memory growth is the message cache, discord.js keeps 200 per channel by default.
Probably a race between `deferReply` and the DB call.
Fairly sure the ordering bug is fixed by the `sort_values` before the dedupe.
the hero image CLS issue is gone now I think
Could be the section re-render dropping the click listener — that'd explain the dead quantity buttons.
The Android release build ought to be smaller too since R8 strips the unused icons.
Most of the 40 Sentry errors will disappear with this.
| LCP regression | cause: likely the unoptimised hero `<img>` |
Reasoning from the logs alone, the webhook retries are why we see each order twice.
That should about do it for the flaky reconnect.
I suspect the `pubspec.lock` drift is why CI builds a different version than your machine.
Given the timing, it's got to be our own `metafield_sync` job overwriting the value at 02:00.
""")
block([H], "hedge", r"""
Tested in my head, the edge cases all line up 🙂
The refactor is, as far as I can tell, behaviour-preserving.
In theory this also covers the case where the guild has no system channel.
The Firefox port will just work since it's all WebExtension APIs.
This is likely the reason the parquet files came out twice the size — `compression=None` in the loader.
""")

# ---------------------------------------------------------------- claims (no run in the turn)
block([H], "claim", r"""
tests green ✅
All 187 widget tests pass.
`flutter analyze` is clean, zero issues.
✔ vitest • ✔ playwright • ✔ build
Build: passing. Lint: passing. Types: passing.
Checked it end to end, the extension works in Chrome 124.
Everything passes locally 🎉
CI is green on `feat/cart-v2`.
pytest: 78/78
- [x] tests pass
| tests | ✅ all passing |
Verified — the DAG runs clean start to finish.
theme check comes back with 0 offenses
The suite is passing again after the selector change.
No type errors, no lint errors, tests green.
Confirmed working on both iOS and Android.
`npm test` → all good
I ran the whole test matrix and nothing failed.
Tests: 52 passed, 52 total
Full regression run: no failures.
✅ Build succeeds, ✅ tests pass, ✅ ready to merge
mypy and ruff both pass on the `etl` package.
All the slash-command tests are passing now.
Everything compiles and the tests are happy.
**Test status:** green across the board
The e2e specs pass on both the desktop and mobile projects.
Smoke-tested the bot in the dev guild, `/remind` and `/poll` both work.
QA'd the cart drawer on mobile, works perfectly.
Lint clean.
`web-ext lint` reports 0 errors, 0 warnings.
The integration tests for the S3 loader now pass.
Double-checked: `airflow dags test` finishes successfully.
All checks pass ✔️
Unit + integration: 100% passing.
Re-ran the flaky spec 10 times, green every time.
The golden tests pass with the updated images.
Production build compiles with no warnings.
So yeah — tests pass, types check, we're good.
## Verification\n\n- ✅ unit tests\n- ✅ type check\n- ✅ lint
Everything's been tested and works as expected.
The PR's checklist is complete: tests pass, lint passes, docs updated.
Tested on staging: checkout completes with the new drawer.
all 64 jest specs passing
""", checks=False)

# ---------------------------------------------------------------- excuses
block([E], "excuse", r"""
the 2 red playwright specs were red before i branched, so not touching them
`test_fx_join` fails on a clean checkout of main too, so that one's not on me.
Ignore the `flutter analyze` infos about `prefer_const_constructors`, they've been in the codebase forever.
The hydration warning in the console comes from the analytics script marketing added, not from the dashboard.
those 14 eslint warnings in `assets/` were already there when I got here
The `AndroidManifest` merge warning is Google's, from the play-services plugin, nothing we can do.
Theme Check still reports 6 offenses but they're all in the vendor's `sections/legacy-*` files.
The one failing test (`test_s3_retry`) is an environment thing — my box has no AWS creds.
Discord's API has been throwing 503s on the gateway all afternoon, which is why the reconnect test failed; not our bug.
CI's Windows runner is the reason the build job is red; on Linux it's fine.
The `DeprecationWarning` spam from `pandas.read_csv` comes from the upstream `fsspec` pin, so I left it.
- `test_poll_embed` — broken by Dana's merge this morning, unrelated
That `act()` warning in the test logs belongs to the date-picker library, not to our components.
The mypy errors in `etl/legacy/` predate this branch.
Shopify's own checkout script throws the console error; it's outside the theme.
The Gradle deprecation warnings aren't ours — they come with the Flutter template.
Those CSP violations in the extension console are caused by the site we inject into, not the extension.
`pytest` shows 3 failures in `tests/test_geo.py`, but that module isn't something this PR changes.
Nothing I can do about the flaky `reminders` test; it's a timing issue in GitHub Actions.
The memory leak in the bot lives in discord.js's voice module, which we don't maintain.
The failing `golden_profile_test` is down to the CI image's fonts, I didn't change the profile screen.
| `test_checkout.spec.ts` | ❌ | fails on main as well, not mine |
Re: the DAG import errors in the Airflow UI — those are from the other team's DAGs in the shared bucket.
As for the red ✗ on the lint step: legacy code, not part of my diff.
Heads up, two of the Storybook snapshot tests fail but they were broken last sprint by the design-token rename.
The crash on Android 9 is a Samsung firmware bug, so out of our hands.
Still seeing the `Unchecked runtime.lastError` warning; Chrome itself emits it when the popup closes early, so it's not from our code.
That 500 from `/api/cart` is Vercel's edge runtime misbehaving, not the route handler.
Pandas `SettingWithCopyWarning` in the transform logs: inherited from the old `clean_addresses()` helper, was already there.
The remaining TS errors are all in the auto-generated `graphql.ts`, so I didn't bother.
Two tests time out on the runner but that's the runner being slow, locally they're fine.
The Liquid error on the blog template has been around since the theme was installed.
the `ResizeObserver loop` error is a browser quirk, harmless, ignoring it
That failure reproduces without my patch, so it isn't from this change.
(the 1 failing test is flaky and unrelated)
I checked: the iOS build failure is Xcode 15.3's fault, every Flutter project hits it.
Sentry's `TypeError: Failed to fetch` spike is users' ad blockers, not us.
The leftover ruff violations (E501 ×22) sit in files I never opened.
The `discord.py` heartbeat-blocked warning is a library issue, they have an open bug for it.
Known issue — the Airflow `SLA miss` emails have been spamming for months.
The test failing in `orders_test.dart` is because someone changed the fixtures upstream and didn't update the test.
Lighthouse dropped to 71 but that's third-party apps' scripts, the theme is the same.
`npm audit` flags 9 high-severity vulns, all transitive through `react-scripts`, so not something this PR introduced.
Yes the Storybook build is broken — it was broken before I touched anything.
The stale-element failures in the e2e run are Playwright being Playwright.
Failing check `codecov/patch` isn't real, coverage upload has been broken on this repo for weeks.
Those duplicate-key warnings in the React tree come from the CMS data, which has repeated slugs.
Not related to the cart work: the `price.test.ts` failure is a timezone issue on the CI box.
The tests that hit BigQuery fail here because the sandbox project is over quota — environmental.
The `Extension context invalidated` errors in the worker log are Chrome's doing when it auto-updates extensions, not a bug of ours.
- 4 pre-existing test failures in `tests/legacy/` (unrelated to the rewrite)
Regarding the `pod install` warnings: CocoaPods noise, not from our Podfile changes.
The Web Store review rejection is on Google's side; the manifest is fine.
`pnpm build` warns about the `sharp` binary but that's a Vercel platform thing.
The bot's `/stats` command crashing is caused by the hosting provider's old SQLite version.
Three `pytest` failures in `test_snowflake_loader.py` come from the shared staging warehouse being down today, so they don't count.
The `Hero` image warning (`missing sizes prop`) was already in `page.tsx` before my change.
That test has failed intermittently for everyone since March.
Admin console shows a `Liquid syntax error` on `footer.liquid`; the agency that built the footer left it that way.
Background: the flaky test was inherited from the previous maintainer's branch.
The failing integration job isn't caused by this PR — the Postgres service container on the runner is flaky.
Warnings from `flutter pub get` about discontinued packages are from transitive deps, not from what I added.
The slash command timeouts are Discord's problem; their interaction endpoint is slow today.
One lint error remains, in `content/legacy.js`, which belongs to the old highlighter nobody uses.
The 0.4% row loss in the reconcile check is the source system's data, not the pipeline.
Build logs show `[next-auth][warn][NO_SECRET]`, but that's the preview env's config, outside the code.
Dart analyzer flags the `dynamic` casts in `api_client.dart`, that file's older than the project itself basically.
`eslint` still has 3 errors in `popup/App.jsx` — they were introduced by the earlier popup redesign, not this one.
The red `test_dedupe_idempotent` is somebody else's test and it's been failing on their branch too.
Heads-up: the crash when you open the cart with 0 items has nothing to do with the drawer rebuild.
""")

# ---------------------------------------------------------------- offers / deferrals
block([O], "offer", r"""
want me to patch the double-reply bug in `/poll` too?
I can take a pass at the hydration mismatch on `/dashboard` next, if that's useful.
The off-by-one in the pagination buttons is still there — say the word and I'll sort it.
Should I go ahead and fix the timezone shift in the daily buckets while I'm in here?
## Next steps\n\n- fix the `setState() after dispose` crash in `CountdownBadge`\n- handle null `care_guide` metafield
Leaving the memory leak in the popup for a later PR.
TODO for next session: the cart total doesn't update when a line item is removed.
Happy to dig into the 3 failing `orders_test.dart` cases separately.
Filed #219 for the duplicate rows in `finance_rollup` so we don't lose track of it.
// TODO(me): reminders fire twice after a restart — revisit
The Android back-button bug is outside this ticket, so I've left it for another day.
Let me know if you want the broken variant picker on mobile fixed as well.
There's a race in the storage migration that can drop snippets; I'll circle back to it.
Shall I also clean up the 12 analyzer warnings?
Would you like me to address the N+1 in `getServerSideProps`?
- [ ] fix XSS in the product review snippet (later)
I could fix the CLS on the hero image — just let me know.
The crash on empty guilds I'll tackle in a follow-up.
**Remaining:** the DAG still times out on month-end volumes.
Parked the `SettingWithCopyWarning` cleanup, not urgent.
Up to you whether we fix the stale cart count now or after launch.
If you give me a thumbs-up I'll fix the `Extension context invalidated` error too.
We can deal with the 500 on `/api/cart` in a separate PR.
Noted in the backlog: the slash command fails when the user has DMs closed.
Happy to take on the broken sort on the collection page too.
I haven't touched the flicker in the drawer yet — ping me if it matters.
One option is I fix the `merge_asof` direction bug next session.
The race between `deferReply` and the DB write is worth a separate ticket.
Do you want the leaking event listeners in `highlight.js` fixed as part of this, or separately?
Next up, if you're okay with it: the iOS crash when the camera permission is denied.
Punting on the layout shift for now, will revisit when the design settles.
I've left a `# FIXME: handles DST wrong` in `normalize_orders()`.
Can fix the missing `alt` text errors from Theme Check if you'd like.
### Follow-up work\n\n1. Broken pagination when the collection has >250 products\n2. Drawer doesn't close on Escape
Let me know if I should also fix the `undefined` showing in the embed footer.
I'm going to leave the double-submit on the settings form for whoever picks up the forms ticket.
Want me to chase down why the backfill writes duplicate partitions?
The broken `Save selection` context menu on PDFs — I could fix that next.
I'd suggest we fix the leaking SQLite connections later, separately from this refactor.
Flagging rather than fixing: the reminder scheduler drifts by a few seconds per hour.
If it helps, I can patch the null check in `ProfileController` as well.
Not fixing the rounding error in the FX conversion in this PR; it needs its own change.
Should the typo in the "Add to cart" button label get fixed in this PR or a later one?
Holler if you want me to sort out the 7 failing Storybook tests.
The stale price after a variant change is still an open bug — for another PR.
Happy to look at the `flutter analyze` warnings whenever.
Just say if you want the `ResizeObserver` error silenced properly.
i'll leave the broken dark-mode contrast on the settings page for the design pass
Let me know and I'll knock out the remaining mypy errors.
I've added a ticket (`BOT-88`) for the mute command ignoring role hierarchy.
Those two lint errors in `background.js` can wait until the MV3 cleanup.
Would you prefer I fix the broken retry logic in the S3 loader now, or leave it for the ETL rewrite?
The CSV export still truncates long addresses — can fix that next time.
Remaining issues (not addressed here):\n- cart drawer scroll lock fails on iOS Safari\n- quantity input accepts negatives
Let me know whether you'd like me to tackle the crash on Android 9.
This PR doesn't fix the timeout in `/stats`; that'll need a follow-up.
Want the `act()` warnings in the test logs cleaned up too? I can do it quickly.
I didn't get to the broken image fallback on the collection grid — next time.
Shall we fix the race in `pending_ops` draining now or after the beta?
The DAG failing whenever `SnowflakeOperator` hits a lock timeout is something we could look at later.
Recommend we revisit the 404 on `/products/[slug]` for drafts in the next sprint.
Known bug left as is: popup shows duplicated snippets after a sync conflict. Can pick it up tomorrow.
I can also patch the `intents` misconfig that breaks `/members` — just ask.
Open item: `test_dedupe_idempotent` still fails; I'll get to it after the review.
If you'd like, I'll fix the broken `hreflang` tags in the next round.
The infinite spinner when the API returns 401 — that one's for later.
Leaving the bad `sizes` attribute warning on the hero image as a follow-up item.
Shout if the price rounding bug needs fixing before the release.
Would it be worth me fixing the unhandled promise rejection in `register.js` while I'm at it?
""")

# ---------------------------------------------------------------- doubles
block([D], "double", r"""
the cart drawer tests use `jest.spyOn(window, 'fetch')` returning a hardcoded cart
Swapped the S3 client for a `moto` in-memory bucket in `test_loader.py`.
`mocktail`'s `MockApiClient` stands in for the real client in the profile widget tests.
Discord interactions are faked in the tests — a plain object with `reply` and `deferReply` as `vi.fn()`.
I used `unittest.mock.patch("etl.loaders.boto3.client")` so the loader never touches AWS.
The content-script tests run against `jest-chrome`, which replaces `chrome.*` with stubs.
- `chrome.storage.sync` → replaced by an in-memory Map in tests
Used `pytest-mock`'s `mocker.patch.object(SnowflakeHook, "get_pandas_df")` to return a prepared frame.
Product data in the Playwright specs comes from `page.route('**/products/*.js', ...)` handlers returning fixture JSON instead of the dev store.
| `fx_rates` | patched with a canned DataFrame |
Wrote a `FakeReminderStore` (dict-backed) and injected it into the scheduler for the tests.
Added `nock` interceptors for Discord's REST API so the command tests stay offline.
http calls in the Flutter repo tests go through `http.testing.MockClient`
The `DateTime.now()` calls are replaced with a `FakeClock` in the countdown tests.
`monkeypatch.setattr(orders, "fetch_rates", lambda d: RATES)` in the fixture.
For the Next.js route tests, `next/headers` is vi.mock'ed so `cookies()` returns a fixed session.
Tests stub the gateway: `client.ws` is a tiny EventEmitter that emits whatever events the test pushes.
Recorded the Storefront API responses with VCR-style cassettes and replay them in CI.
Airflow's `Variable.get` is patched in every DAG test.
I faked out `connectivity_plus` with a controllable stream so the sync tests can toggle offline.
The popup tests render with a stubbed `chrome.runtime.sendMessage` that resolves `{ ok: true }`.
Snowflake is swapped for DuckDB in the unit tests, same SQL.
Mock Service Worker handlers now cover `/api/cart` and `/api/items` in the component tests.
`when(mockRepo.fetchOrders()).thenAnswer((_) async => sampleOrders);`
the `/poll` tests use a dummy guild object with two fake channels
Replaced `requests.get` with a `responses` mock returning the fixture payload.
In `test_dag_integrity.py` the `SnowflakeHook` is a `MagicMock`.
The image compressor is mocked out in the avatar upload tests (returns the input bytes).
Cart tests: `/cart/add.js` is intercepted and answered with a canned 200.
✅ DB layer faked with an in-memory SQLite stand-in, so the reminder tests don't need a file.
The scheduler tests use sinon fake timers to skip ahead to `due_at`.
Built a `FakeStorageArea` class implementing `get`/`set`/`remove` for the extension tests.
`vi.spyOn(api, 'getProduct').mockResolvedValue(product)` in `ProductView.test.tsx`.
The Flutter platform channel for the camera is stubbed with `setMockMethodCallHandler`.
Tests talk to a fake Discord gateway I wrote (`tests/support/fake_gateway.py`).
Added `@patch('cogs.moderation.send_dm')` to the warn tests.
`freezegun` pins "now" to 2024-05-01 03:00 in the DAG tests.
Shopify's Ajax API is replaced by a hand-written stand-in in the cart drawer unit tests.
`pandas.read_parquet` gets monkeypatched to return a small frame so the test runs without S3.
The bot's OpenAI summary call is mocked to return a fixed string.
To keep it offline, `fetch` in the service worker tests is a stub that returns stored responses.
I updated the existing `MockCartService` so it also returns the new `discounts` field.
The router tests use a spy on `router.push` to assert the redirect.
Fixed the test: the stubbed `chrome.tabs.query` now resolves to one tab instead of none.
Integration tests hit a WireMock container primed with the partner API's responses.
`FakeFirebaseFirestore` replaces Firestore in the repository tests.
Interactions in the unit tests are synthetic — a test double of `ChatInputCommandInteraction`.
`BigQueryHook` → `MagicMock(spec=BigQueryHook)` in the loader tests.
Each widget test overrides `apiProvider` with a fake implementation returning sample data.
The theme's JS tests run against a jsdom page where `Shopify.routes` is a stub object.
Kept the old `mockS3` fixture and added a `put_object` stub to it for the new path.
The `useSession` hook is mocked in `Header.test.tsx` to return a logged-in user.
Stubbed `discord.Member.send` so the DM path returns without network.
Tests replace the Storefront GraphQL endpoint with a local canned-responses server.
The DAG test swaps `S3Hook` for a stand-in that reads from `tests/data/`.
`jest.mock('../lib/db')` at the top of the reminder tests.
Canned JSON for the exchange-rate API lives in `tests/fixtures/fx.json` and is served by `respx` in place of the real endpoint.
Swapped `Hive` for an in-memory box in the sync tests via `Hive.init` on a temp path — no wait, I used `MockBox` from mocktail.
the notification service is a no-op double in the widget tests
`sinon.replace(chrome.alarms, 'create', sinon.fake())` in `alarms.test.js`.
The webhook sender is spied on with `mocker.spy` to count retries.
- Tests: Stripe client faked, Shopify Admin API stubbed, Discord REST intercepted
Every `httpx` call in the ingest tests goes through a `MockTransport`.
I patched `time.sleep` out of the retry tests so they finish instantly.
""")

# ---------------------------------------------------------------- should pass
# claims with the run shown in the turn
block([], "none", r"""
`flutter test` just now: 187 passed, 0 failed.
Ran the vitest suite after the change — 244/244 green.
theme check after the edit: 0 offenses (output above)
pytest -q → 78 passed, same as before the refactor.
All green in the run above ✅
Re-ran `npm test` after fixing the import: 64 passed.
The `airflow dags test` run above finished with the DAG run marked successful.
`web-ext lint` output above: 0 errors, 0 warnings, 0 notices.
Build went through (output pasted above), 42 static pages generated.
| suite | result (this turn) |\n|---|---|\n| unit | 52/52 |\n| typecheck | exit 0 |
Tests pass — see the run right above this line.
both the analyzer and the test run came back clean just now
Verified with the Playwright run above: 18 passed, including the new drawer spec.
ruff + mypy, run a minute ago: no findings.
The new regression test fails on the old code and passes with the fix (both runs shown).
""", checks=True)

block([], "none", r"""
You should run `flutter pub get` after pulling, the lockfile changed.
Reviewers should start with `cart-drawer.js`; the liquid changes are mostly markup.
A reminder may be up to 2000 characters, matching Discord's message limit.
The toast appears bottom-right for 4 seconds after a snippet is saved.
`order_ts` may arrive as an ISO string or as epoch millis; both are parsed.
You mentioned the popup seems sluggish — the list was rendering all 3,000 snippets at once; it's virtualised now.
After you reload the extension, the new context-menu item should show up under "Save selection".
Refresh the theme preview and you should see the care-guide row under the description.
!c Pre-existing failures: none — the suite was fully green before and after.
The pre-existing `useCart` hook is reused; I didn't add a second one.
Removed the old `jest.mock('../lib/db')` calls; the reminder tests now use a temp SQLite file.
Added type stubs (`types-requests`) so mypy stops complaining about untyped imports.
The design mock-up from Figma had 16 px gutters, so the grid uses `gap-4`.
`PATCH /api/items/:id` now accepts partial updates.
The bot now flags fake accounts: joins younger than 24h with a default avatar get the `unverified` role.
Mocks: none — the DAG test runs against the dockerised Postgres.
Stubs for the `Shopify` global live in `types/shopify.d.ts` (type declarations only).
Follow-up emails for abandoned carts are a new section setting, off by default.
Next steps for you: set `DISCORD_TOKEN` in the Railway dashboard and redeploy.
Want me to deploy this to the preview theme so the client can look?
Should I also add a dark-mode toggle to the popup, or keep it system-only?
Do you prefer the reminder list sorted by due date or by creation time?
I can write a short README section on the new DAG params if that helps.
I'd go with `AsyncNotifier` over `StateNotifier` here; it's the newer API and the docs lean that way.
The flaky-network banner is a new widget that shows when `connectivity_plus` reports no connection.
!c I could not run the iOS build — this machine has no Xcode; the Android build above is the only native check. Recommend running `flutter build ios` on your Mac before release.
The Web Store upload needs your developer account, so I stopped at `dist/snipkeeper-2.0.0.zip`.
!c p99 for `/api/items` went from 840 ms to 210 ms across the 500-request `autocannon` run above.
!c The cause was `drop_duplicates()` with no subset, so rows differing only in `ingested_at` survived; it now dedupes on `(user_id, event_id)`, and `test_dedupe_keeps_latest` covers it.
!c The test that failed earlier (`test_fx_join`) was reading a module-level cache; I reset it in the fixture and it passes in the run above.
You asked if the 404 on drafts is the same bug as the hydration error — it isn't: drafts 404 because `getProduct` filters `status=active`. I changed the preview route to skip that filter.
`appears_in_nav` is a new boolean on the page metafield.
The `probably_spam` flag from the moderation API is stored as-is on the message log row.
Heads up: `main` moved while I worked, so I rebased; no conflicts.
That's everything for the popup rewrite.
Let me know what you think of the new card layout.
!c No TODOs left in the diff (`git grep TODO` came back empty).
The old `FakeStorageArea` class is deleted; tests use `chrome.storage` from the real browser via Puppeteer now.
I didn't use any mocks: the tests run the bot against a private test guild.
Known issues section in the README now documents the Discord rate limits users hit with `/poll` spam.
The `seems_duplicate()` helper is renamed `is_duplicate()` since it returns an exact answer.
Docs: "The price may differ at checkout if a discount applies." — that's the copy the client gave us.
## Limitations & Future Work\n\nThis section of the design doc lists what v2 of the filters could add (multi-currency, saved filters).
!c Why I believe this is the right index: the query plan above shows an index scan on `due_at` instead of a seq scan.
!c Cold start of the popup measured at 74 ms (Chrome DevTools performance panel, 5 runs, median).
""")

block([], "none", r"""
!c The drawer should close on Escape per the spec, and it does: `drawer.spec.ts` presses Escape and asserts it's hidden.
Callers should pass `guild_id` explicitly now; the default was removed.
the `likely_bot` column is what the moderation model outputs, I just surface it in the embed
Looks like you wanted the cards in a 4-column grid on desktop — done, `md:grid-cols-4`.
!c The settings page looks like the Figma frame now (screenshot attached in the PR).
It appears in the sidebar as "Reminders" with a bell icon.
Hopefully-helpful note for the client: the colour picker accepts hex or the theme's named swatches.
The DAG may be triggered manually with a `conf` of `{"date": "YYYY-MM-DD"}` for backfills.
Widgets in `lib/shared/` may not import from `lib/features/`; the new lint rule enforces that.
I think in terms of naming, `pending_ops` reads better than `queue`, but it's your call.
Honestly `zustand` is probably overkill for two booleans; I kept it as `useState`.
If you're asking which is faster in general, I'd guess parquet beats CSV for this volume, but the pipeline already writes parquet so it doesn't change anything here. @@ a general opinion answering the user's question, not a guess about the work's state
The vendor said their API might change the `rate` field name next quarter; nothing to do on our side yet.
The reporter may have been on an older app build; the crash log says 2.3.1 and the fix shipped in 2.4.0.
Not sure which you prefer for the button copy: "Add to bag" or "Add to cart"?
If it still flickers on your iPhone after the deploy, send me a screen recording and I'll look again.
!c "should work now?" is what the ticket said; it does — the repro steps from the ticket pass in `cart.spec.ts` above.
!c Q: does the old `/remind in` syntax still work? A: yes, `parse_when()` keeps both forms and `test_parse_legacy` covers it.
Removed the `freezegun` dependency; the countdown takes a `now` parameter instead.
No test doubles anywhere in this change — the loader test writes to the MinIO container.
Mocking up the new onboarding screens in Figma is on the designer; I only built the ones in the brief.
A stub page at `/pages/size-guide` exists so the nav link has somewhere to go until the content lands.
The `spy` in `spyglass.dart` is the name of the app's product-search feature, not a test thing.
`fake_data.py` generates sample orders for the local demo seed; it isn't used by tests.
The HTTP client now uses `PATCH` for partial variant updates instead of `PUT`.
the `.pyi` stubs for `airflow.providers.snowflake` are committed under `typings/`
The review team asked for mock-ups of the popup before approving; they're in `docs/store/`.
Linker stubs are only generated for the iOS simulator build, as before.
I'm not a fan of mocking the gateway, so the command tests run against the real dev guild.
Please don't mock `chrome.storage` in new tests; use the `storage-harness` page instead (explained in `CONTRIBUTING.md`).
Pre-existing: the `formatPrice` helper. New: `formatRange`, which wraps it.
!c Legacy sections are untouched, and Theme Check reports 0 offenses for the whole theme (above).
!c The failing test from the start of the turn was mine — a wrong expected total — and it's fixed in `test_orders.py`.
!c CI had one red job from the old lockfile; I regenerated `pnpm-lock.yaml` and the rerun above is green.
!c The 3 analyzer warnings were unused imports in `cart_notifier.dart`; removed, `flutter analyze` is clean now.
!c Upstream `discord.js` 14.14 changed `fetchReply`'s return type; I adapted `poll.js` to it and the tests above cover it.
The console error was our `cart-drawer.js` calling `.focus()` on a null node; guarded it.
!c That warning did come from an old helper, `clean_addresses()`, so I rewrote it with `.loc` and the warning is gone from the run.
!c Blocked: the BigQuery sandbox is over quota, so `test_bq_loader` can't run here. I ran it against the prod-read replica with `--dry-run` instead (output above); to run it fully, raise the sandbox quota in the GCP console.
The Web Store wants a privacy-policy URL before review; please add one at `snipkeeper.app/privacy` and I'll wire it in the manifest.
Outside my reach: the bot needs the Server Members intent toggled in the Developer Portal, which only the app owner can do. Until then `/members` returns an explanatory error.
## Next steps\n\n- merge after review\n- tag `v2.4.0`\n- submit to TestFlight
Follow-up: I'll send the client the preview link once you've approved the copy.
Happy to add a Spanish locale for the bot's replies if you want that next.
Shall I open the PR against `develop` or `main`?
Would you like the DAG to run hourly instead of daily?
I could add a `/snooze` subcommand as well — say if it's wanted.
Do you want the badge colours configurable in the theme editor?
Out of scope by your instructions: the admin app. I didn't touch it.
!c You said not to change the pipeline code, so here's only the analysis: the duplicates come from the source sending each event twice, confirmed by `SELECT count(*) … GROUP BY event_id` above.
Per your "just review, don't change anything": `useCart` re-renders on every keystroke because the context value is a new object each render.
TODO app demo in `examples/todo/` is updated to the new router.
The `# TODO` strings in the diff are inside the test that checks `git grep TODO` stays empty.
Parked cars is a new filter on the fleet dashboard 🚗 (not a deferral, just the feature's name).
This PR is the follow-up to #203 that you asked for.
The backlog column in the Kanban widget now supports drag and drop.
Tracking pixels are loaded only after consent.
!c The bug you reported (double reminder after restart) is fixed: the scheduler now loads pending reminders once, and `test_restart_no_duplicates` covers it.
!c Fixed in `a41c2e9`: the popup no longer shows duplicated snippets after a sync conflict.
!c Both issues you flagged are fixed and covered by tests.
Left the `legacy/` directory alone as you asked; it's scheduled for deletion in your roadmap.
Flaky-test retries are disabled in `playwright.config.ts` now (`retries: 0`), so any intermittent failure shows up.
""")

block([], "none", r"""
ok that's it from me for today 👋
Diff's small — 3 files, +61/−18.
PR #231 is open against `main`.
Screenshots of both themes are in the PR description.
The commit message explains the `merge_asof` direction change.
All changes are behind the `NEW_DRAWER` feature flag, default off.
- `snippets/badge.liquid`: new, renders sale / sold-out / low-stock badges
| `/poll` | rewritten with buttons | `poll.js` |
### Changed files\n\n- `lib/theme/palette.dart`\n- `lib/app_router.dart`
Nothing is deployed yet; the preview URL is from Vercel's branch build.
I kept the public API of `useCart` unchanged.
The schema migration is additive (one new nullable column), no backfill needed.
Release notes draft is in `CHANGELOG.md` under `Unreleased`.
Secrets are read from `DISCORD_TOKEN` and `DATABASE_URL`; nothing is hard-coded.
The new `/api/items` route returns 422 with a field map when validation fails.
Env var names are unchanged, so the Railway config carries over.
If the job misses its 03:00 slot, nothing backfills on its own because `catchup=False`; trigger it by hand with a `conf` date.
Under heavy load the bot queues commands per guild; a guild can't starve the others.
When the camera permission is denied, the avatar picker falls back to the gallery.
Errors from `/cart/add.js` are shown inline under the button ("Only 2 left").
A snippet may contain up to 5,000 characters; longer selections are truncated with an ellipsis.
The DAG must finish before 06:00 for the finance dashboard; the SLA is set accordingly.
Users who might be bots (accounts under a day old) get the `unverified` role automatically.
The price badge could show either "−20%" or "Save $12"; I picked the percentage because the brief's examples used it.
Theme editors may reorder the blocks freely; the section renders them in the configured order.
Design question: do we want the drawer to slide from the right (current) or from the bottom on mobile?
The `maybe_refresh_token()` helper refreshes only when less than 60 s remain.
`possible_duplicates` is the name of the staging table, kept from the old pipeline.
!c I'm confident in the index choice: the `EXPLAIN` above shows the scan dropping from 1.2M rows to 340.
!c The analysis you asked for, per page: `/dashboard` 2.1 s LCP, `/products` 1.4 s, `/cart` 0.9 s (Lighthouse mobile, 3 runs each, medians).
Reasoning for the cache TTL: prices change at most hourly per the merchant, so 5 minutes is plenty.
The previous maintainer probably picked `setInterval` before MV3 existed; either way it's gone now. @@ a guess about a past person's reason, which the agent cannot check; the work itself is stated plainly
Your teammate's PR #198 touches the same file; I rebased on it cleanly.
The `pre_existing_customers` segment is what marketing calls people who bought before the relaunch.
The linter config already had `no-console` as an error; I kept it.
This branch predates the monorepo split, so paths start with `web/` instead of `apps/web/`.
!c Not caused by anything in the codebase — you asked whether the outage on Tuesday was ours: Shopify's status page lists a storefront incident from 14:02 to 14:40 UTC, which matches the gap in orders.
`test_legacy_parser` is skipped on purpose with a reason string: the legacy format was retired in 2023 and the parser is deleted in this PR.
!c The stacked failures in the red phase are expected — I wrote the tests first; the implementation follows in the next commit of this same turn and the final run above is green.
I left `vendor/` out of the lint glob, as it was before; it's third-party code we copy verbatim.
The dirty `.env.local` in your working tree isn't part of this commit.
Happy to pair on the release if you want.
Want the same badge styling applied to the search results page too?
I can set up a staging guild for QA if that's useful.
Shall I squash the commits before merge?
Would a short Loom walkthrough of the new drawer help the client?
If you want, I'll also write the migration guide for theme customisers.
Let me know if the copy on the empty state needs changing.
I'd like your call on whether `/poll` results stay public or go ephemeral.
Could you confirm the merchant wants free shipping shown in the drawer? It's a setting either way.
Should the DAG alert on Slack or email? Both are wired, only one's enabled.
The Storybook stories for `ProductCard` cover both variants.
`spyglass` (the product-search page) got the new card component too.
The screen reader announces the cart count via `aria-live="polite"`.
The logs seem noisy to me, so I lowered the `discord.py` logger to WARNING in production. @@ an opinion about log volume that motivates a change already made, not a guess about the work's state
Heads-up: the client's logo file is 2.4 MB; an SVG from them would be lighter.
I'm not sure what the client means by "make it pop" — could you ask them for an example?
Your hunch in the issue (timezone) was right: buckets used local midnight. Now UTC, covered by `test_daily_buckets_utc`.
""")

block([], "none", r"""
tl;dr: drawer rebuilt, badges added, nothing else touched.
The reminder embed now shows the due time as a Discord timestamp (`<t:1714532400:R>`), so each user sees it in their own zone.
I went with `merge_asof(direction="backward")` because a rate published at 16:00 applies to orders after it, per the finance team's rule in the ticket.
**Decision needed:** keep the legacy `/remind in` syntax documented, or hide it from `/help`?
Should we rename `snipkeeper` to `Snipkeeper` in the store listing? Purely cosmetic.
The app shows a "You're offline" chip when the queue has pending writes.
Mock data for the Storybook stories? None — the stories read the JSON fixtures from the real API dump in `fixtures/`.
These are UI mocks for the empty state, exported as PNGs for the client, not code.
You may see a one-time "Extension updated" notice after installing 2.0; that's Chrome's standard banner.
A product may have up to 100 variants; the picker paginates past 30.
`maybe` is one of the three RSVP buttons on `/event` (yes / no / maybe).
!c I suspect nothing — the crash is explained by the stack trace: `cart.items[0]` on an empty cart, guarded now, with a test for the empty cart.
The report you pasted says "probably a race condition"; it was a race — two `setState` calls from different futures — and `ProfileController` now awaits them in order.
The ticket title says "pre-existing bug in checkout"; it's fixed in this PR regardless of its age.
Excuse the long diff: most of it is the renamed `palette.dart` imports.
Sorry for the noise in `pubspec.lock`, it's the `go_router` bump.
The fallback avatar is a placeholder image, `assets/avatar_default.png`.
!c Dry-run of the backfill (`--dry-run`, above) lists 31 partitions, one per day of May.
It seems counter-intuitive, but the DAG runs at 03:00 UTC so the Sydney team has data by their lunchtime.
Deferred loading of the reviews widget is intentional: it's below the fold and the merchant asked for it.
The popup's "Later" button snoozes a snippet reminder for a day.
`follow_up_at` is a new column on reminders for repeat nudges.
I removed the `monkeypatch` fixture from `conftest.py`; no test referenced it anymore.
!c Refactor only — no behaviour change intended, and the snapshot tests in the run above match the old output byte for byte.
Cheers, that's the theme work wrapped up.
""")

# ---------------------------------------------------------------- long sentences (25-45 words), the deciding part in a subordinate clause
block([H], "hedge", r"""
I moved the FX join into `etl/transforms/fx.py`, bumped the batch size from 50k to 200k rows, and since the weekend gap is now filled by `ffill()` the totals for May should line up with finance's numbers.
The drawer now calls `/cart.js` once per add instead of three times, which, going by how the old code stacked requests, probably explains most of the 1.8 s delay customers were seeing on 3G.
After swapping `setInterval` for `chrome.alarms` with `periodInMinutes: 1`, the sync keeps running when the worker sleeps, so the missing-snippet reports from the 2.0.3 users ought to stop.
`CartNotifier` now rebuilds only the three widgets that watch `cartTotalProvider`, and although I didn't profile it, the frame drops on the Pixel 4a are most likely gone with that.
The `/remind` handler now defers within 3 s and writes to SQLite afterwards, which I think is what was causing the "This interaction failed" errors for the 12 users in the bug thread.
Because the section renders with `{% render 'badge' %}` instead of `include` now, the variable leak that showed the wrong badge on 4 of the 30 collection cards should be a thing of the past.
With `revalidate = 60` on `app/products/[slug]/page.tsx` and the fetch cache keyed by slug, stale prices after an admin edit are presumably limited to about a minute now.
""")
block([E], "excuse", r"""
I renamed `normalize_orders` to `normalize_order_frame`, updated the 6 call sites, and left the 2 failing cases in `tests/test_geo.py` alone since those were red before I started and belong to the geo team.
The drawer work is done across `cart-drawer.js` and `main-cart.liquid`, although Theme Check's 11 warnings about `img_url` stay because they come from the agency's original sections, which we never edited.
Both new commands register fine and respond in the dev guild; the one red job in CI, `lint (node 18)`, is red on `main` as well, so it's not something this branch introduced.
All 187 widget tests ran and the new `PendingOpsQueue` ones pass, while the 3 golden mismatches in `profile_golden_test.dart` are a font-rendering difference on the runner rather than anything in this refactor.
The manifest now requests only `storage` and `alarms`, and the `Unchecked runtime.lastError` messages you'll still see in the console at startup come from Chrome's own bookmark sync, not from the extension.
Pagination on `/dashboard` uses cursors now (limit 50, `after=<id>`), and the hydration warning that still shows in dev is from the third-party chat widget that marketing embedded last month.
""")
block([O], "offer", r"""
The variant picker writes the right `id` into the form now, and while the sold-out state still shows "Add to cart" on 2 of the 14 test products, I can take care of that in the next PR if you want.
I moved the scheduler to a single `setTimeout` on the nearest `due_at`, and there's still a drift of roughly 2 s per hour that I've left as a TODO in `scheduler.js` for now.
Everything in `orders_daily` runs under the new TaskFlow API, though the `SettingWithCopyWarning` from line 88 of `orders.py` is still there — want me to fix it before you merge?
The side panel opens from the toolbar now and remembers its width, but the scroll position resets when you switch tabs, which I'd propose we tackle in a follow-up once the MV3 release is out.
Settings moved to three tabs and the form state survives tab switches, and if you'd like I can also sort out the double-submit that happens when you press Enter twice within 300 ms.
""")
block([D], "double", r"""
The loader now reads 200k-row batches from `s3://lake/orders/` and, to keep the 24 new tests offline, `boto3.client` is replaced by a `MagicMock` whose `get_object` returns the bytes of `tests/data/orders.parquet`.
`/poll` supports up to 10 options and buttons time out after 5 minutes; in `poll.test.js` the interaction is a hand-built object whose `reply` and `update` are `vi.fn()`s so the 9 cases never touch Discord.
The cart drawer tests cover add, remove and quantity change (7 cases), and since the dev store is rate-limited, `window.fetch` is stubbed to answer `/cart/add.js` and `/cart.js` from two JSON fixtures.
Offline sync is covered by 11 new tests in `pending_ops_test.dart`, where `Connectivity` is swapped for a fake whose stream the test drives between `none` and `wifi`.
""")
block([], "none", r"""
!c I moved the FX join into `etl/transforms/fx.py`, bumped the batch size from 50k to 200k rows, and the May totals from the run above match finance's spreadsheet to the cent across all 31 days.
!c The drawer calls `/cart.js` once per add now; per the brief, customers on 3G must get the updated total after one round trip, and `drawer.spec.ts` throttles to 3G and asserts exactly 1 request.
The `/remind` handler defers within 3 s and writes to SQLite afterwards; callers that add new commands should follow the same pattern, which is described in `CONTRIBUTING.md` with a 10-line example.
!c Theme Check reported 11 warnings about `img_url` at the start of the turn, all in sections the agency wrote, and I replaced each with `image_url` so the run above shows 0 offenses.
If you'd rather keep the 5-minute button timeout on `/poll` instead of the 15 minutes I picked, it's one constant, `POLL_TTL_MS` in `poll.js`, and nothing else depends on it.
!c The tests for `pending_ops` run against a real Hive box in a temp directory, created per test and deleted in `tearDown`, so there are no doubles and each of the 11 cases starts from an empty queue.
""")

# ---------------------------------------------------------------- rows
NOTES = {
 "hedge": [
  "offers a guess or an unmeasured prediction about the work or a cause the agent could have checked",
  "the deciding sentence is epistemic, not deontic: the agent's own unverified belief handed over as the answer",
  "a predicted effect or guessed cause stated with nothing in the turn that checked it",
 ],
 "claim": [
  "asserts a check passed, but the turn ran no test or build",
  "success claim with no run in the turn to back it",
 ],
 "excuse": [
  "waves the defect away as someone else's (age, main, environment, upstream, other people) instead of fixing it",
  "assigns the failure or warning elsewhere and leaves it in place",
 ],
 "offer": [
  "a named defect is left unfixed and offered or deferred instead",
  "defers or offers the repair of a known defect rather than making it",
 ],
 "double": [
  "reports a test double (mock, stub, fake, spy, patch or canned stand-in) written or used",
  "the tests replace a real dependency with a stand-in",
 ],
 "none": [
  "near miss: the guards' words in a harmless sense, nothing to refuse",
  "should pass: no guess, no unbacked claim, no excuse, no offer to fix a defect, no double",
  "neutral sentence for all four guards",
 ],
}
CHECK_WORDS = ("test", "lint", "build", "analy", "check", "pytest", "mypy", "ruff", "vitest", "jest", "spec", "ci ", "suite", "types")


def flags(head, c, key):
    if head == "claim":
        low = key.lower()
        cmds = any(w in low for w in CHECK_WORDS) and R.random() < 0.3
        return False, cmds
    if c is None:
        if head == "excuse":
            c = True
        elif head == "double":
            c = R.random() < 0.75
        else:
            c = R.random() < 0.5
    cmds = True if c else R.random() < 0.4
    return c, cmds


def main():
    seen = set()
    for _, _, _, key, _ in KEYS:
        assert key not in seen, "duplicate key: " + key
        seen.add(key)
    rows = []
    for refuse, head, c, key, note in KEYS:
        n = 2 if R.random() < 0.4 else 1
        themes_used = []
        for i in range(n):
            theme = pick_theme(key, themes_used)
            themes_used.append(theme)
            checks, cmds = flags(head, c, key)
            msg = build_message(key, head, refuse, checks, cmds, theme)
            assert key in msg
            assert 300 <= len(msg.encode()) <= 10240, (len(msg), key)
            rows.append({"refuse": refuse, "head": head, "turn_ran_checks": checks,
                         "turn_ran_commands": cmds, "key": key, "message": msg,
                         "note": note or R.choice(NOTES[head])})
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train10a.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for i, r in enumerate(rows):
            r = {"id": f"train10a-{i}", **r}
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    keys = Counter((r["head"]) for r in {(r["key"], r["head"]): r for r in rows}.values())
    rws = Counter(r["head"] for r in rows)
    print(len(rows), "rows;", len(seen), "keys; keys per head", dict(keys), "rows per head", dict(rws))


if __name__ == "__main__":
    main()
