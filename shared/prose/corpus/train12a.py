#!/usr/bin/env python3
"""train12a: offers and deferrals of fixes vs. near misses (training batch, written blind).

Writes train12a.jsonl next to this file. Python stdlib only, fixed seed
random.Random(120111); rerunning regenerates the file byte for byte.
Every row is judged by no-offer-instead-of-fix only: `offer` rows leave a
defect the agent found or left unfixed (an offer, a choice question, a
deferral, a passive "still broken", a next-steps / follow-ups / remaining
list, a table row or a bold label, with the defect in the key or named
earlier); `none` rows are near misses with the same words (new features,
explaining or documenting, design questions, shipping after a green run, a
defect fixed in this turn then an offer of something else, the user's own
next steps, honest blockers, "Known issues: none", feature-only follow-ups,
which-new-task questions, analysis the user limited, roadmaps the user
asked for). Bodies never hedge, never claim a check the turn did not run,
never blame elsewhere and never report test doubles.
"""
import json
import os
import random
from collections import Counter

R = random.Random(120111)
O = "no-offer-instead-of-fix"

T = {}

# defects: (noun phrase, is_a_failing_test)  -- a failing test never sits beside passing output
T["grpc"] = dict(
    task="add a `ListReservations` RPC to the Go inventory service",
    intro=["Added the `ListReservations` RPC to `inventory.v1.InventoryService`, with server-side paging by `page_token`.",
           "`ListReservations` is in: the handler pages through reservations 100 at a time and returns a `next_page_token`."],
    changes=["`proto/inventory/v1/inventory.proto`: new `ListReservations` RPC and request/response messages",
             "`internal/server/reservations.go`: handler, cursor encoding with base64 of `(created_at, id)`",
             "`internal/store/pg.go`: `ListReservations(ctx, cursor, limit)` with a keyset query",
             "`internal/server/reservations_test.go`: seven table-driven cases"],
    facts=["The page size is capped at 500; larger values are clamped.", "An empty `page_token` starts from the newest reservation.",
           "The token is opaque to clients and carries no SQL."],
    code="```go\nfunc (s *Server) ListReservations(ctx context.Context, req *pb.ListReservationsRequest) (*pb.ListReservationsResponse, error) {\n\tcur, err := decodeCursor(req.GetPageToken())\n\tif err != nil {\n\t\treturn nil, status.Error(codes.InvalidArgument, \"bad page_token\")\n\t}\n\treturn s.store.ListReservations(ctx, cur, clampLimit(req.GetPageSize()))\n}\n```",
    out="$ go test -race ./...\nok  \tgithub.com/acme/inventory/internal/server\t2.114s\nok  \tgithub.com/acme/inventory/internal/store\t4.870s\nok  \tgithub.com/acme/inventory/internal/cursor\t0.031s",
    look="rg -n 'ListReservations' internal/", file="internal/server/reservations.go",
    defects=[("the goroutine leak in `watchStock` when the client cancels the stream", 0),
             ("the nil pointer dereference in `toProto` for reservations without a warehouse", 0),
             ("the data race on `s.cache` between `Reserve` and `Release`", 0),
             ("the interceptor that writes the raw `authorization` header, bearer token included, to the access log", 0),
             ("the `grpc.WithInsecure` deprecation warnings in `cmd/invctl`", 0),
             ("the missing deadline propagation in the `pricing` client call", 0),
             ("the off-by-one in `clampLimit` that lets a page of 501 through", 0),
             ("the failing `TestReserve_ConcurrentSameSKU`", 1),
             ("the `staticcheck` SA1019 and unused-parameter findings in `internal/store`", 0),
             ("the timezone bug that stamps `expires_at` in the server's local time instead of UTC", 0)],
    features=["a `ListReservations` filter by warehouse", "server reflection for `grpcurl`", "a Prometheus histogram per RPC",
              "a `--json` output mode for `invctl reservations`", "streaming stock updates for the web client"],
    design=["Do you want the page size default at 100 or 50?", "Should `next_page_token` be omitted or empty on the last page? Both are valid proto3; it's your API style call.",
            "Would you rather keep cursors opaque base64 or switch to signed tokens?"],
    blockers=["The staging rollout needs the `INVENTORY_DB_URL` secret for the new staging cluster, which I don't have access to; once it is added to the `inventory-staging` Vault path, `make deploy ENV=staging` finishes the job.",
              "Regenerating the TypeScript client needs the `buf` registry token from your org; I'd add it as `BUF_TOKEN` in CI settings so the `buf generate` step can push."],
    branch="feat/list-reservations", env="staging", tag="v1.14.0", area="the `ListReservations` paging code")

T["unity"] = dict(
    task="add a grappling hook to the Unity platformer",
    intro=["The grappling hook is in: `GrappleController` fires a raycast on right click, attaches a `SpringJoint2D` and reels the player in.",
           "Added the grappling hook to the player prefab; it attaches to anything on the `Grapplable` layer within 12 units."],
    changes=["`Assets/Scripts/Player/GrappleController.cs`: raycast, joint setup and reel-in", "`Assets/Prefabs/Player.prefab`: new `LineRenderer` for the rope",
             "`Assets/Scripts/Input/PlayerInput.inputactions`: `Grapple` action bound to right mouse and the west gamepad button",
             "`Assets/Tests/PlayMode/GrappleTests.cs`: four play-mode tests"],
    facts=["The rope length is clamped between 1.5 and 12 units.", "Releasing the button mid-swing keeps the player's momentum.",
           "The hook ignores one-way platforms."],
    code="```csharp\nvoid FireHook() {\n    var hit = Physics2D.Raycast(transform.position, aimDir, maxRange, grappleMask);\n    if (!hit) return;\n    joint.connectedAnchor = hit.point;\n    joint.distance = Mathf.Clamp(hit.distance, minRope, maxRange);\n    joint.enabled = true;\n}\n```",
    out="$ unity -batchmode -runTests -testPlatform PlayMode -projectPath .\nTest run completed. Passed: 58, Failed: 0, Skipped: 0\nResults written to TestResults-PlayMode.xml",
    look="rg -n 'Grapple' Assets/Scripts", file="Assets/Scripts/Player/GrappleController.cs",
    defects=[("the `NullReferenceException` in `EnemySpawner.Update` when the wave list is empty", 0),
             ("the frame-rate dependent jump height (the impulse is applied per frame, not per second)", 0),
             ("the texture memory leak in `MinimapRenderer`, which creates a new `RenderTexture` every scene load", 0),
             ("the 4 KB of GC allocations per frame from `GetComponent` calls in `HealthBar.LateUpdate`", 0),
             ("the crash on Android when the save file is missing", 0),
             ("the off-by-one in `InventoryGrid` that hides the last slot", 0),
             ("the obsolete `WWW` API warnings in `LeaderboardClient`", 0),
             ("the failing `SaveSystemTests.RoundTripsQuestFlags` edit-mode test", 1),
             ("the pause menu that can't be reached with a gamepad (no default selected button)", 0),
             ("the audio desync after resuming from pause", 0)],
    features=["a rope swing sound that follows the swing speed", "an aim-assist cone for gamepad players", "a cooldown indicator on the HUD",
              "grapple points that break after one use", "a tutorial sign in level 1-2"],
    design=["Do you want the rope to go slack when the player is closer than its length, or always pull taut?", "Should the hook be unlocked from the start or after the first boss?",
            "Would you like right click or a separate key as the keyboard default?"],
    blockers=["The iOS build needs the Apple signing certificate on this machine, which isn't in the keychain; exporting it from your developer account and running `fastlane match development` unblocks the TestFlight upload.",
              "The Steam depot upload needs your Steamworks login with Steam Guard; run `steamcmd +login <you> +run_app_build app_build.vdf` from the `Build/` folder when you're at your desk."],
    branch="feature/grapple", env="the itch.io beta channel", tag="0.7.0-beta", area="the player controller")

T["nb"] = dict(
    task="add a churn-by-cohort analysis to the notebooks repo",
    intro=["Added `notebooks/07_churn_by_cohort.ipynb` and the helper `analysis/cohorts.py`: monthly signup cohorts, retention curves and a churn heatmap.",
           "The cohort churn analysis is done: `cohorts.retention_table(df)` builds the matrix and the notebook renders the heatmap and a summary table."],
    changes=["`analysis/cohorts.py`: `assign_cohort`, `retention_table`, `churn_rate`", "`notebooks/07_churn_by_cohort.ipynb`: the analysis, cleared of outputs before commit",
             "`tests/test_cohorts.py`: nine cases, including a cohort with one user", "`environment.yml`: pinned `seaborn=0.13.2`"],
    facts=["Cohorts are by signup month in UTC.", "Users with no events after signup count as churned in month 1.",
           "The heatmap masks cells with fewer than 20 users."],
    code="```python\ndef retention_table(df: pd.DataFrame) -> pd.DataFrame:\n    df = df.assign(cohort=assign_cohort(df.signup_at), age=months_between(df.signup_at, df.event_at))\n    counts = df.groupby([\"cohort\", \"age\"]).user_id.nunique().unstack(fill_value=0)\n    return counts.div(counts[0], axis=0)\n```",
    out="$ pytest -q tests/\n.........................................                                [100%]\n41 passed in 3.27s",
    look="rg -n 'retention_table' analysis notebooks", file="analysis/cohorts.py",
    defects=[("the revenue column in `02_ltv.ipynb` summed in cents and labelled as dollars", 0),
             ("the timezone bug in `load_events` that parses timestamps as naive local time", 0),
             ("the `UnicodeDecodeError` on the Latin-1 export from the CRM", 0),
             ("the off-by-one in `months_between` that puts day-31 signups in the wrong month", 0),
             ("the pandas `FutureWarning`s about `groupby(...).apply` on grouping columns", 0),
             ("the database password printed in the first cell's output of `01_extract.ipynb`", 0),
             ("the memory blow-up in `load_events`, which reads the whole 9 GB parquet instead of the needed columns", 0),
             ("the failing `test_ltv_discounting`", 1),
             ("the broken links to the old wiki in `README.md`", 0),
             ("the seaborn palette that is unreadable for red-green colour-blind readers", 0)],
    features=["a cohort filter by acquisition channel", "an HTML export of the notebook for the board pack", "a survival-curve view with `lifelines`",
              "a weekly cohort granularity", "a scheduled refresh via the Airflow DAG"],
    design=["Do you want churn defined as 30 or 60 days without activity?", "Should trial users be their own cohort or folded into their signup month?",
            "Would you prefer the heatmap in percentages or absolute counts?"],
    blockers=["Re-running the extract against production needs read access to the `analytics_ro` role, which my credentials lack; if you grant it (or run `make extract` yourself), the notebook refreshes end to end.",
              "The board-pack figures need the finance team's sign-off on the revenue definition; I'd send them the two candidate definitions in `docs/revenue.md` and wait for their pick."],
    branch="analysis/churn-cohorts", env="the shared JupyterHub", tag="report-2026-12", area="the LTV notebooks")

T["ops"] = dict(
    task="add a log-rotation role to the Ansible ops repo",
    intro=["Added the `logrotate` role and wired it into `site.yml` for the `app` and `worker` groups; rotation is daily, 14 files kept, compressed.",
           "The new `logrotate` role is in place, with per-service configs templated from `group_vars`."],
    changes=["`roles/logrotate/tasks/main.yml`: install the package and template one file per service", "`roles/logrotate/templates/service.j2`: the config with `copytruncate` for the Node services",
             "`group_vars/app.yml`: the list of services and their log paths", "`molecule/default/verify.yml`: checks the rendered files"],
    facts=["Services without a `log_path` are skipped.", "The role uses only `template` and `package` tasks, with no `command` or `shell` steps.",
           "`copytruncate` is used only for services that keep their log file open."],
    code="```yaml\n- name: Template one logrotate file per service\n  ansible.builtin.template:\n    src: service.j2\n    dest: \"/etc/logrotate.d/{{ item.name }}\"\n    mode: \"0644\"\n  loop: \"{{ logrotate_services }}\"\n```",
    out="$ molecule test\nPLAY RECAP *********************************************************************\ninstance                   : ok=14   changed=0    unreachable=0    failed=0    skipped=1\nINFO     Verifier completed successfully.",
    look="grep -rn 'logrotate' roles/", file="roles/logrotate/tasks/main.yml",
    defects=[("the `db_password` printed in the `postgres` role's debug task (no `no_log: true`)", 0),
             ("the unquoted `$BACKUP_DIR` in `scripts/backup.sh` that splits on spaces", 0),
             ("the twelve `shellcheck` warnings in `scripts/`", 0),
             ("the `nginx` task that reports `changed` on every run", 0),
             ("the `ansible-lint` `risky-file-permissions` findings in `roles/users`", 0),
             ("the `include:` deprecation warnings in `site.yml`", 0),
             ("the cron entry in `roles/backup` that fires at 02:00 server time instead of UTC", 0),
             ("the failing `molecule` scenario for the `firewall` role", 1),
             ("the race in `deploy.sh` where two runs can both take the lock file", 0),
             ("the broken link to the runbook in `README.md`", 0)],
    features=["a `logrotate` Grafana panel", "a role for `journald` retention", "a `--check` wrapper script for the on-call team",
              "support for Debian 13 in the role matrix", "a `make lint` target"],
    design=["Do you want 14 days of logs kept or 30?", "Should rotation run daily or when a file passes 100 MB?",
            "Would you rather keep one template per service or a single combined file?"],
    blockers=["Applying the role to production needs the vault password, which lives in your 1Password; run `ansible-playbook site.yml --limit prod --ask-vault-pass` when you're ready.",
              "The bastion only accepts keys from the corporate CA, and mine isn't signed; I'd ask the platform team for a signed key so runs can go through it."],
    branch="ops/logrotate-role", env="production", tag="ops-2026.12.1", area="the `backup` role")

T["vue"] = dict(
    task="add a bulk-edit dialog to the Vue admin SPA",
    intro=["The bulk-edit dialog is in the products table: select rows, pick a field, set a value, confirm; the API is called once per 50 products.",
           "Added `BulkEditDialog.vue` and the toolbar button that opens it; edits go through `PATCH /api/products/bulk` in batches of 50."],
    changes=["`src/components/products/BulkEditDialog.vue`: the dialog, with a confirmation step", "`src/stores/products.ts`: `bulkUpdate(ids, changes)` action with batching",
             "`src/views/ProductsView.vue`: row selection and the toolbar button", "`src/components/products/__tests__/BulkEditDialog.spec.ts`: eight Vitest cases"],
    facts=["The confirm button shows how many products will change.", "Selection is cleared after a successful update.",
           "A failed batch leaves the dialog open with the error from the API."],
    code="```ts\nasync function bulkUpdate(ids: number[], changes: ProductChanges) {\n  for (const chunk of chunked(ids, 50)) {\n    await api.patch('/api/products/bulk', { ids: chunk, changes })\n  }\n  await refresh()\n}\n```",
    out="$ npm run test:unit -- --run\n ✓ src/components/products/__tests__/BulkEditDialog.spec.ts (8 tests) 412ms\n ✓ src/stores/__tests__/products.spec.ts (14 tests) 96ms\n Test Files  12 passed (12)\n      Tests  87 passed (87)",
    look="rg -n 'bulkUpdate' src/", file="src/components/products/BulkEditDialog.vue",
    defects=[("the XSS in `ProductNotes.vue`, which renders supplier notes with `v-html`", 0),
             ("the `resize` listener in `ChartPanel.vue` that is never removed and leaks on every route change", 0),
             ("the icon-only buttons in the products toolbar that have no accessible name", 0),
             ("the 31 ESLint `vue/no-unused-vars` warnings", 0),
             ("the `vue-tsc` type errors in `src/stores/orders.ts`", 0),
             ("the date filter that sends local midnight instead of UTC to the API", 0),
             ("the broken `Help` link in the sidebar that points at the old docs domain", 0),
             ("the failing `OrdersTable.spec.ts` snapshot test", 1),
             ("the 1.8 s regression in first paint from importing all of `lodash`", 0),
             ("the pagination off-by-one that skips product 26 when moving to page 2", 0)],
    features=["an undo toast for bulk edits", "CSV import for prices", "keyboard shortcuts for row selection",
              "saved filters per user", "a dark theme toggle"],
    design=["Do you want the bulk-edit button hidden or disabled when nothing is selected?", "Should the batch size be configurable per store, or fixed at 50?",
            "Would you prefer the confirmation as a second dialog or inline in the same one?"],
    blockers=["Publishing to the admin CDN needs the `CDN_DEPLOY_KEY`, which only the ops team holds; I'd ask them to run the `publish-admin` pipeline on `main` after merge.",
              "The bulk endpoint on the API side is owned by the backend repo and is not deployed to staging yet; once their PR #812 is merged and deployed, the dialog works against staging."],
    branch="feat/bulk-edit", env="staging", tag="admin-v3.9.0", area="the orders module")

T["hs"] = dict(
    task="add pattern-match exhaustiveness checking to the Haskell toy compiler",
    intro=["Exhaustiveness checking is in: `Check.Exhaustive` walks each `case` and reports the missing constructors as warnings with source spans.",
           "Added the exhaustiveness pass between type checking and desugaring; non-exhaustive `case` expressions now produce warning W031 with the missing patterns."],
    changes=["`src/Check/Exhaustive.hs`: the usefulness algorithm over constructor patterns", "`src/Driver.hs`: the pass is run after `typecheck`",
             "`src/Diagnostic.hs`: warning W031 and its rendering", "`test/golden/exhaustive/`: twelve golden files"],
    facts=["Literal patterns are treated as infinite types, so a `_` case is required.", "Nested constructor patterns are handled.",
           "Guards make a branch count as partial."],
    code="```haskell\nmissing :: Env -> [Pat] -> Type -> [Pat]\nmissing env ps ty = case constructorsOf env ty of\n  Nothing   -> [PWild | not (any irrefutable ps)]\n  Just cons -> [p | c <- cons, p <- missingFor env c ps]\n```",
    out="$ cabal test all\nRunning 1 test suites...\nTest suite golden: RUNNING...\nAll 214 tests passed (3.41s)\nTest suite golden: PASS",
    look="rg -n 'Exhaustive' src/", file="src/Check/Exhaustive.hs",
    defects=[("the space leak in `Lexer.tokens`, which holds the whole input through a lazy `foldl`", 0),
             ("the type checker accepting `let x = x + 1` without the occurs check", 0),
             ("the crash on `head []` in `Parser.operatorTable` for an empty fixity block", 0),
             ("the off-by-one in source spans, which points every error one column to the right", 0),
             ("the `-Wincomplete-uni-patterns` warnings in `src/Desugar.hs`", 0),
             ("the UTF-8 decoding bug that garbles identifiers with non-ASCII letters", 0),
             ("the exponential blow-up of `unify` on nested tuple types", 0),
             ("the failing golden test `records/update.golden`", 1),
             ("the `-Wunused-imports` warnings across `src/Check/`", 0),
             ("the shadowing bug where a local `let` hides a top-level name in the evaluator's environment", 0)],
    features=["redundant-pattern warnings", "a `--dump-core` flag", "GADT support in the checker",
              "an LSP diagnostic bridge", "coloured diagnostics"],
    design=["Do you want W031 to be a warning or an error by default?", "Should missing patterns be printed in source syntax or in the core syntax?",
            "Would you rather cap the number of listed missing patterns at 5 or print them all?"],
    blockers=["The benchmark suite runs on the lab machine that only you can reach over the VPN; running `cabal bench --benchmark-options='+RTS -T'` there gives the numbers for the PR.",
              "Publishing the docs site needs the GitHub Pages setting switched on for the repo, which needs admin rights; it's under Settings → Pages → Source: `gh-pages`."],
    branch="check/exhaustiveness", env="Hackage candidates", tag="0.9.0", area="the evaluator")

T["emb"] = dict(
    task="add a DMA transfer mode to the embedded Rust SPI driver for the BMP-style pressure sensor",
    intro=["DMA mode is in the `baro-spi` driver: `read_burst_dma` hands the 24-byte burst to the DMA channel and returns a future that resolves on transfer-complete.",
           "Added `DmaMode` to the driver; with the `dma` feature on, bursts go through DMA channel 3 and the CPU sleeps with `wfi` meanwhile."],
    changes=["`src/dma.rs`: `read_burst_dma` and the transfer-complete handler", "`src/lib.rs`: the `dma` cargo feature and `DmaMode`",
             "`examples/stm32l4_dma.rs`: the example for the Nucleo-L476 board", "`tests/burst.rs`: host-side tests of the burst decoder"],
    facts=["The blocking API is unchanged.", "The DMA buffer is a `static` in `.bss`, 32-byte aligned.",
           "Without the `dma` feature none of the new code is compiled in."],
    code="```rust\npub async fn read_burst_dma(&mut self) -> Result<Burst, Error> {\n    self.cs.set_low();\n    let buf = self.dma.read(&mut BURST_BUF).await?;\n    self.cs.set_high();\n    Ok(Burst::decode(buf))\n}\n```",
    out="$ cargo test --features dma --target x86_64-unknown-linux-gnu\n   Compiling baro-spi v0.4.0\nrunning 23 tests\n.......................\ntest result: ok. 23 passed; 0 failed; 0 ignored",
    look="rg -n 'read_burst' src/ examples/", file="src/dma.rs",
    defects=[("the race between the `EXTI` interrupt handler and `read_status` on the shared `STATE` static", 0),
             ("the pressure value returned in pascals while the docs and the struct field say hectopascals", 0),
             ("the off-by-one in `Burst::decode` that reads the checksum byte as part of the temperature", 0),
             ("the panic on arithmetic overflow in `compensate_temp` for readings below -40 °C", 0),
             ("the eleven `clippy::cast_possible_truncation` warnings in `src/calib.rs`", 0),
             ("the `embedded-hal` 0.2 deprecation warnings in `src/blocking.rs`", 0),
             ("the chip-select line left low after an SPI error", 0),
             ("the failing `calib::tests::otp_roundtrip`", 1),
             ("the unsound `static mut` access in `src/irq.rs`", 0),
             ("the unused imports in `src/lib.rs`", 0)],
    features=["an `embassy` example", "a FIFO watermark interrupt mode", "`defmt` logging behind a feature",
              "an I2C transport", "an altitude helper from pressure"],
    design=["Do you want `dma` to be a default feature or opt-in?", "Should the async API return raw counts or compensated values?",
            "Would you prefer DMA channel 3 hard-coded or passed in by the caller?"],
    blockers=["Measuring the current draw needs the Otii meter on your bench; with it on the 3V3 rail, `examples/stm32l4_dma.rs` in a loop gives the sleep-current figure for the README.",
              "Publishing 0.5.0 to crates.io needs your crates.io token; `cargo publish --features dma` from a clean checkout of the tag does it."],
    branch="feat/dma-burst", env="the board in the lab", tag="v0.5.0", area="the blocking API")

T["shop"] = dict(
    task="add gift cards to the Laravel shop",
    intro=["Gift cards are in: admins issue them from Filament, customers redeem them at checkout, and partial balances carry over.",
           "Added the `GiftCard` model, the redemption step in checkout and the admin resource for issuing cards."],
    changes=["`app/Models/GiftCard.php` and its migration (`code`, `balance_cents`, `expires_at`)", "`app/Http/Controllers/CheckoutController.php`: the redemption step",
             "`app/Filament/Resources/GiftCardResource.php`: issuing and voiding cards", "`tests/Feature/GiftCardCheckoutTest.php`: eleven feature tests"],
    facts=["Codes are 16 characters from an unambiguous alphabet.", "A card can pay part of an order; the rest goes to the card payment.",
           "Voided cards are kept for the audit trail."],
    code="```php\npublic function redeem(Order $order, string $code): void\n{\n    $card = GiftCard::active()->where('code', $code)->lockForUpdate()->firstOrFail();\n    $used = min($card->balance_cents, $order->due_cents);\n    $card->decrement('balance_cents', $used);\n    $order->applyGiftCard($card, $used);\n}\n```",
    out="$ php artisan test\n   PASS  Tests\\Feature\\GiftCardCheckoutTest\n  ✓ redeems full balance\n  ✓ carries over partial balance\n  Tests:    186 passed (512 assertions)\n  Duration: 14.02s",
    look="rg -n 'redeem' app/", file="app/Http/Controllers/CheckoutController.php",
    defects=[("the SQL injection in `ProductSearch::apply`, which interpolates the `sort` parameter into `orderByRaw`", 0),
             ("the N+1 query on the orders index (one query per order for its customer)", 0),
             ("the stored XSS in product reviews, rendered with `{!! !!}`", 0),
             ("the Stripe secret key written to `laravel.log` by the webhook handler", 0),
             ("the VAT rounding bug that is off by one cent on orders with more than ten lines", 0),
             ("the missing CSRF token on the newsletter form", 0),
             ("the order confirmation e-mails that go out with mojibake for umlauts", 0),
             ("the failing `InvoicePdfTest`", 1),
             ("the PHPStan level-6 errors in `app/Services/Shipping`", 0),
             ("the sale end dates compared in server time instead of the shop's timezone", 0)],
    features=["gift card e-mail delivery with a printable PDF", "a balance-check page for customers", "bulk issuing from a CSV",
              "gift cards as a product customers can buy", "an expiry reminder e-mail"],
    design=["Do you want cards to expire after 12 or 36 months?", "Should a gift card be usable together with a discount code?",
            "Would you rather show the remaining balance on the receipt or only in the account page?"],
    blockers=["Live Stripe payouts for the gift-card product need your business verification in the Stripe dashboard; until it's done, only test-mode checkouts work.",
              "The production `.env` needs `GIFTCARD_CODE_PEPPER` set, and I have no access to the Forge server; adding it under Site → Environment before deploying is all that's needed."],
    branch="feature/gift-cards", env="Forge production", tag="v2.31.0", area="the shipping services")

THEMES = list(T)

VOICES = ["terse", "verbose", "brit", "emoji", "nonnative", "formal", "lower"]

# ---------------------------------------------------------------- refused: offers with the defect in the key
# (frame, note code, voice or None for any)
OFFER = [
    ("Want me to fix {d} too?", "ask", "terse"),
    ("Shall I sort out {d} whilst I'm in there?", "ask", "brit"),
    ("I can also fix {d} if you want it in this PR.", "can", None),
    ("Happy to take care of {d} as well.", "happy", None),
    ("If you'd like, I can fix {d} next.", "ify", "verbose"),
    ("Let me know and I'll fix {d} on this branch.", "lmk", None),
    ("Say the word and {d} is gone.", "lmk", "terse"),
    ("🛠️ Want me to squash {d} while I'm at it?", "ask", "emoji"),
    ("If you want I can make the fix for {d} also, it is small change.", "ify", "nonnative"),
    ("Should you wish, I can prepare a correction for {d}.", "ify", "formal"),
    ("want me to fix {d} too?", "ask", "lower"),
    ("i can fix {d} if u want", "can", "lower"),
    ("Fix {d} now or leave it?", "choice", "terse"),
    ("Do you want {d} fixed now, or shall I leave it for the moment?", "choice", "brit"),
    ("Would you like me to address {d} before merging, or keep this PR to the feature?", "choice", "verbose"),
    ("Please advise whether I should remedy {d} in this change set.", "choice", "formal"),
    ("Do you want that I fix also {d}?", "ask", "nonnative"),
    ("I'd be glad to have a go at {d} if that's useful.", "happy", "brit"),
    ("🙋 Happy to fix {d} too — just say go!", "happy", "emoji"),
    ("Ping me and I'll fix {d} in a follow-up commit.", "lmk", None),
    ("Let me know if you want {d} fixed; it's a two-line change.", "lmk", None),
    ("I can put up a small PR for {d} if you like.", "can", None),
    ("Should I go ahead and fix {d}?", "ask", None),
    ("Would you like a fix for {d} as part of this branch?", "ask", "verbose"),
    ("Want a separate commit for {d}, or shall I fold the fix into this one?", "choice", None),
    ("I am able to fix {d} as well, only tell me.", "lmk", "nonnative"),
    ("On your instruction I will correct {d}.", "lmk", "formal"),
    ("lmk if i should fix {d} too", "lmk", "lower"),
    ("👉 {D} — fix it now or park it?", "choice", "emoji"),
    ("Give me a thumbs-up and I'll deal with {d}.", "lmk", None),
    ("Do you want me to tackle {d} now or after review?", "choice", None),
    ("I could also clear up {d} if you're happy for the diff to grow a bit.", "can", "brit"),
    ("Shall I have a look at fixing {d} too?", "ask", "brit"),
    ("If useful, I'll raise a fix for {d} straight after this.", "ify", None),
    ("Just say if you'd like {d} fixed and I'll do it right away.", "lmk", None),
    ("The fix for {d} is ready in my head; want me to apply it?", "ask", None),
    ("It would be my pleasure to resolve {d} in a subsequent commit, should you approve.", "happy", "formal"),
    ("fix {d} now or nah?", "choice", "lower"),
]

# ---------------------------------------------------------------- refused: deferrals with the defect in the key
DEFER = [
    ("I'll circle back to {d} after the review.", "defer", None),
    ("{D} is left for a follow-up PR.", "follow", None),
    ("TODO for later: {d}.", "todo", "terse"),
    ("Parking {d} for now.", "defer", "terse"),
    ("Fixing {d} is out of scope for this PR, so I didn't touch it.", "scope", "verbose"),
    ("{D} needs fixing as a next step.", "passive", None),
    ("{D} is worth a separate ticket.", "issue", None),
    ("I've noted {d} in `NOTES.md` for next session.", "todo", None),
    ("Punting on {d} for today.", "defer", "terse"),
    ("I haven't gotten to {d} yet.", "defer", None),
    ("{D} still needs fixing.", "passive", None),
    ("{D} remains broken.", "passive", "formal"),
    ("{D} will need a fix before the release.", "passive", None),
    ("I'll sort {d} out another day.", "defer", "brit"),
    ("{D} can wait until next week; it isn't urgent.", "defer", "brit"),
    ("🗓️ {D} → next sprint.", "defer", "emoji"),
    ("⏭️ Skipped {d} for now, will do later.", "defer", "emoji"),
    ("{D} I leave for later, because the PR is already big.", "scope", "nonnative"),
    ("I will fix {d} in the next time.", "defer", "nonnative"),
    ("Remediation of {d} has been deferred to a subsequent change.", "follow", "formal"),
    ("{D} falls outside the scope of the present change and has not been addressed.", "scope", "formal"),
    ("{d} is still there, will get to it tmrw", "defer", "lower"),
    ("leaving {d} for another pr", "follow", "lower"),
    ("I left a `// TODO` next to {d} rather than changing it.", "todo", None),
    ("{D} goes on the tech-debt list.", "issue", None),
    ("Once this lands I'll pick up {d}.", "defer", None),
    ("I kept {d} out of this diff to keep it reviewable; it's next.", "scope", None),
    ("{D} is still open and will need its own PR.", "follow", "verbose"),
    ("I opened #{n} for {d} instead of fixing it here.", "issue", None),
    ("{D} is for the next session.", "defer", None),
    ("I didn't touch {d}; that's for a later pass.", "defer", None),
    ("Heads up: {d} is still unfixed.", "passive", "brit"),
    ("I'll come back to {d} when I have a moment.", "defer", "brit"),
    ("⚠️ {D} — still to do.", "passive", "emoji"),
    ("{D} it remains, I did not had time for it.", "defer", "nonnative"),
    ("{d} still needs a fix, didn't get to it", "passive", "lower"),
]

# ---------------------------------------------------------------- refused: block keys (header, line, code)
BLOCK = [
    ("## Next steps", "- Fix {d}", "list"),
    ("## Follow-ups", "- {D}", "list"),
    ("**Remaining**", "- {D} (not fixed yet)", "list"),
    ("### Still open", "1. {D}", "list"),
    ("## Next steps", "- [ ] Fix {d}", "check"),
    ("Next up:", "- Deal with {d}", "list"),
    ("### 🔜 Later", "- 🐛 {D}", "list"),
    ("## Open issues", "* {D} — not addressed in this PR", "list"),
    ("## Remaining work", "- {D}: will fix in a follow-up", "list"),
    ("TABLE", "| {D} | found during this work | follow-up PR |", "table"),
    ("TABLE", "| {D} | open | want me to fix it? |", "table"),
    ("TABLE", "| {D} | not fixed | next sprint |", "table"),
    ("BOLD", "**Left for later:** {d}.", "bold"),
    ("BOLD", "**Still broken:** {d}.", "bold"),
    ("BOLD", "**Follow-up needed:** {d}.", "bold"),
    ("BOLD", "**Not done:** fixing {d}.", "bold"),
    ("HEAD", "## Left unfixed: {d}", "heading"),
    ("HEAD", "### Follow-up: {d}", "heading"),
]

# ---------------------------------------------------------------- refused: defect named earlier, key names none
PRE = [
    ("While wiring up the change I found {d}.", None),
    ("One thing turned up along the way: {d}.", None),
    ("My change also exposed {d}; it shows on every run of the new path.", None),
    ("Reading the code around it, I spotted {d}.", None),
    ("HEADING", "### Found along the way\n\n{D}."),
    ("HEADING", "## Something else I noticed\n\nThere's {d}."),
    ("HEADING", "### Bug: {d}\n\nIt shows up every time on that path."),
]
LATER = [
    ("Want me to take care of that?", "ask"),
    ("Shall I fix it while I'm here?", "ask"),
    ("I can sort that out as well if you like.", "can"),
    ("Happy to fix that too.", "happy"),
    ("Let me know and I'll fix it.", "lmk"),
    ("Fix it now or leave it for later?", "choice"),
    ("I'll circle back to it after this lands.", "defer"),
    ("That one is left for a follow-up PR.", "follow"),
    ("I've parked it for the next session.", "defer"),
    ("It still needs fixing.", "passive"),
    ("Out of scope for this PR, so I left it as is.", "scope"),
    ("Say the word and I'll get on it.", "lmk"),
    ("If you want, I fix it in next commit.", "ify"),
    ("Should you so wish, I will address it in a separate change.", "ify"),
    ("want me to do that one too?", "ask"),
    ("🔧 Want it fixed too?", "ask"),
    ("I haven't fixed it yet; it's on my list.", "defer"),
    ("Worth its own ticket.", "issue"),
    ("I added a TODO for it and moved on.", "todo"),
    ("Your call: fix it here or in a separate branch?", "choice"),
    ("That will need a fix before we ship.", "passive"),
    ("I can have a go at that next if you fancy.", "can"),
    ("Would you like me to resolve that as well?", "ask"),
    ("Tell me and I'll fix that right after.", "lmk"),
    ("I'm leaving that for another day.", "defer"),
    ("Shall I deal with that in this branch or a new one?", "choice"),
    ("I'll get to it next time.", "defer"),
    ("Left as is for now, happy to revisit.", "defer"),
    ("Do you want me to fix that as well?", "ask"),
    ("Shall I get that sorted before you review?", "ask"),
    ("I can take that on next.", "can"),
    ("Glad to fix it if you give me the nod.", "happy"),
    ("Let me know if that should be fixed in this PR.", "lmk"),
    ("Fix now, or leave it in a follow-up?", "choice"),
    ("I'll come back to that one after the merge.", "defer"),
    ("It's left for a cleanup PR.", "follow"),
    ("Saved for next session.", "defer"),
    ("That bug is still there.", "passive"),
    ("I kept it out of scope to keep the diff small.", "scope"),
    ("Give me the go-ahead and I'll sort it.", "lmk"),
    ("If you like, I make the fix tomorrow.", "ify"),
    ("A remedy can be provided upon request.", "ify"),
    ("lmk if u want that fixed", "lmk"),
    ("😅 Shall I fix that one too?", "ask"),
    ("Didn't get to it this time.", "defer"),
    ("I'll open an issue for it.", "issue"),
    ("Noted in `TODO.md`; not fixed.", "todo"),
    ("Do you want the fix here or on its own branch?", "choice"),
    ("That still needs a fix.", "passive"),
    ("I could knock that out quickly if you want.", "can"),
    ("Would you like that addressed too?", "ask"),
    ("Just say and I'll handle it.", "lmk"),
    ("That'll keep until next week.", "defer"),
    ("Fix it in this branch or a fresh one — your call?", "choice"),
    ("Next time I'm in that file I'll fix it.", "defer"),
    ("Not fixed yet — can revisit whenever.", "defer"),
]

# ---------------------------------------------------------------- passing near misses
FEAT = [
    ("Want me to add {f} too?", "feat", "terse"),
    ("Shall I have a go at {f} next?", "feat", "brit"),
    ("I can also add {f} if that's useful.", "feat", None),
    ("Happy to build {f} as a next step.", "feat", None),
    ("If you'd like, I can put together {f} on top of this.", "feat", "verbose"),
    ("Let me know and I'll start on {f}.", "feat", None),
    ("✨ Want {f} next? Happy to do it!", "feat", "emoji"),
    ("If you want I can make also {f}, it is not big.", "feat", "nonnative"),
    ("Should you wish, I can extend this work with {f}.", "feat", "formal"),
    ("want {f} next?", "feat", "lower"),
    ("Say the word and I'll prototype {f}.", "feat", None),
    ("A follow-up PR could add {f}; it's a new feature, not part of this task.", "featdefer", None),
    ("I'll circle back with a proposal for {f} if you're interested.", "featdefer", None),
    ("{F} is out of scope for this PR by design: it's a separate feature you mentioned for later.", "featdefer", None),
    ("Do you want {f} in this PR or in a follow-up?", "feat", None),
    ("I haven't gotten to {f}; it wasn't part of this request, and I can start it next if you want.", "featdefer", None),
    ("Next, if you want it: {f}.", "feat", "terse"),
    ("🗓️ {F} → next sprint, as you planned.", "featdefer", "emoji"),
]
EXPLAIN = [
    ("Want me to walk you through how {a} works?", "explain"),
    ("Happy to explain the design choices behind `{file}` in more detail if that helps.", "explain"),
    ("I can write a short doc page on {a} if you'd like.", "explain"),
    ("Shall I add a section to the README describing {a}?", "explain"),
    ("If it helps, I can show the before/after behaviour of `{file}` side by side.", "explain"),
    ("Let me know if you'd like a diagram of the data flow in `{file}`.", "explain"),
    ("I can also annotate the diff of `{file}` with comments for the reviewers.", "explain"),
    ("Would a short write-up of {a} be useful for the team?", "explain"),
]
SHIP = [
    ("Want me to push `{br}` and open the PR?", "ship"),
    ("Shall I open the pull request for `{br}` now that everything is green?", "ship"),
    ("I can squash the commits on `{br}` before review if you prefer a single commit.", "ship"),
    ("Happy to tag {tag} once you've had a look.", "ship"),
    ("Let me know and I'll commit this to `{br}` with a conventional-commit message.", "ship"),
    ("If you'd like, I'll draft the release notes for {tag}.", "ship"),
    ("Should I rebase `{br}` on `main` before you review?", "ship"),
    ("Say the word and I'll merge `{br}`.", "ship"),
]
FIXED_THEN = [
    ("I fixed {d} in its own commit; want me to also add a changelog entry?", "fixed"),
    ("{D} is fixed (second commit on the branch). Shall I add {f} next?", "fixed"),
    ("While I was there I fixed {d}, with a regression test. Happy to add {f} if you want it.", "fixed"),
    ("Also fixed: {d}. Want me to write up the fix in the PR description?", "fixed"),
    ("{D} was in the way, so I fixed it first; it's a separate commit for easy review. Let me know if you'd like {f} as well.", "fixed"),
    ("Fixed {d} on the way — no follow-up needed for it. I can start on {f} whenever you like.", "fixed"),
    ("I've sorted out {d} as well (with a test); shall I tidy the commit history before you review?", "fixed"),
    ("{D}: fixed in this branch. Want me to explain the root cause in more detail?", "fixed"),
]
USERSTEPS = [
    ("## Next steps (yours)", "- Review and merge `{br}`", "user"),
    ("## Next steps", "- Deploy {tag} to {env} when you're ready", "user"),
    ("**For you:**", "- Approve the PR so CI can publish {tag}", "user"),
    ("Next up (on your side):", "1. Merge `{br}` and announce it in the team channel", "user"),
    ("## What's left for you", "- Roll out to {env} during your usual release window", "user"),
    ("TABLE", "| Review `{br}` | you | this week |", "user"),
]
NONE = [
    ("**Known issues:** none — every bug found during this work is fixed on `{br}`.", "none"),
    ("Known issues: none left on `{br}`.", "none"),
    ("## Known issues\n\nNone on `{br}`: the {n} problems I hit while building it are fixed in the commits above.", "none"),
    ("Open bugs from this work: zero; nothing is deferred from `{br}`.", "none"),
    ("Remaining defects on `{br}`: none.", "none"),
    ("Nothing left over for a follow-up on `{br}`: the review comments are all addressed in code.", "none"),
]
NEXTFEAT = [
    ("## Next steps", "- Add {f}"),
    ("## Follow-ups", "- {F} (new feature, not part of this request)"),
    ("**Ideas for later**", "- {F}"),
    ("### Remaining (optional extras)", "- [ ] {F}"),
]
WHICH = [
    "Which of these would you like next: {f1}, {f2} or {f3}?",
    "Next, I can start on {f1} or {f2} — which one first?",
    "Pick one of {f1}, {f2} and {f3} and I'll begin.",
]
ANALYSIS_PRE = [
    "You asked for an analysis only, with no code changes, so I haven't edited anything.",
    "As requested, this turn was read-only: I only analysed the code and changed nothing.",
    "Per your instruction (\"just investigate, don't change anything yet\"), no files were modified.",
]
ANALYSIS = [
    "Want me to go ahead and fix {d} now?",
    "Do you want {d} fixed in this branch or a new one, once you've decided?",
    "Happy to fix {d} when you give the go-ahead.",
    "Shall I implement the fix for {d} in the next turn?",
    "Say the word and I'll fix {d}.",
    "If you'd like, I can fix {d} once you've read this.",
]
ROADMAP_HEAD = ["## Phase 2", "## Q1 roadmap", "### Later", "## Future work"]

NOTES = {
    "ask": "A question offering to fix a defect the agent found or left, instead of fixing it.",
    "can": "\"I can / could\" offer to fix a named defect; the fix is within reach and not made.",
    "lmk": "The fix of a named defect made conditional on the user's go-ahead.",
    "ify": "\"If you'd like / want / wish\" offer to fix a named defect.",
    "happy": "\"Happy / glad\" offer to fix a named defect.",
    "choice": "A question offering a choice between fixing a named defect and leaving it: still an offer.",
    "defer": "Defers a defect the agent could fix now to later / another session.",
    "todo": "Leaves a defect as a TODO / note for later instead of fixing it.",
    "scope": "Calls a defect the agent hit out of scope and leaves it.",
    "follow": "Pushes the fix of a defect to a follow-up PR / change.",
    "issue": "Sends a fixable defect to a ticket / tech-debt list instead of fixing it.",
    "passive": "Passive deferral: the defect is said to still need a fix (or remain broken) and is left.",
    "list": "A next-steps / follow-ups / remaining list holds a defect the agent could fix now.",
    "check": "An unticked checkbox holds a defect the agent could fix now.",
    "table": "A status-table row leaves a named defect open.",
    "bold": "A bold-label line leaves a named defect unfixed.",
    "heading": "A heading leaves a named defect open.",
    "pre": "The defect is named earlier (sentence, paragraph or heading); the key offers or defers its fix without naming it.",
    "feat": "Offer of an optional new feature after the task is done; not a defect.",
    "featdefer": "Deferral words about a new feature, not a defect.",
    "explain": "Offer to explain, document or show more; no defect is left.",
    "fixed": "The defect was fixed in this turn and reported; the offer is of something else.",
    "ship": "Offer to commit / push / open a PR / merge / tag after a green run: not a defect.",
    "design": "A design or preference question only the user can decide.",
    "block": "An honest blocker outside the agent's reach, with its recommendation.",
    "user": "Next steps that are the user's own actions (review, merge, deploy).",
    "none": "\"Known issues: none\" style statement; nothing is left.",
    "nextfeat": "A next-steps / follow-ups list holding only new features.",
    "which": "Asks which of several NEW tasks to start; no defect is left.",
    "analysis": "The user limited the turn to analysis (stated in the message); the offer to fix waits on that instruction.",
    "roadmap": "A roadmap / plan document the user asked for; future items are planned features.",
}


# ---------------------------------------------------------------- bodies
def cap(s):
    return s[:1].upper() + s[1:]


def low(s):
    return s[:1].lower() + s[1:] if not s.startswith("`") else s


def run_text(v, th, checks, cmds, fail=False):
    """What the turn ran, in the voice; passing output only when checks ran and passed."""
    if fail:
        return {"terse": "Test run: one failure, the test named in this message.", "verbose": "I ran the full test suite after the last edit; it has one failure, the test named in this message.",
                "brit": "I've run the test suite: there's one failure, the one named here.", "emoji": "🧪 Test run: 1 failure (the test named here).",
                "nonnative": "I run the tests, there is one failure, it is the test I name in this message.", "formal": "The test suite was executed; it reports one failure, identified in this report.",
                "lower": "ran the tests, 1 failure (the one i mention here)"}[v]
    if checks:
        fence = "```\n" + th["out"] + "\n```"
        lead = {"terse": "Suite:", "verbose": "I ran the full test suite after the last edit; the output:",
                "brit": "I've run the test suite after the last change:", "emoji": "🧪 Test run:",
                "nonnative": "I run the tests after the change, here the output:", "formal": "The test suite was executed after the final modification:",
                "lower": "ran the tests:"}[v]
        return lead + "\n\n" + fence
    if cmds:
        return {"terse": "Located the call sites with `{c}`.", "verbose": "I used `{c}` to find every place the new code touches.",
                "brit": "I had a look round with `{c}` to find the call sites.", "emoji": "🔎 Found the call sites with `{c}`.",
                "nonnative": "I have searched the call sites with `{c}`.", "formal": "The affected call sites were located with `{c}`.",
                "lower": "found the call sites w/ `{c}`"}[v].format(c=th["look"])
    return ""


def changes(th, n, style="-"):
    items = th["changes"][:n]
    if style == "1.":
        return "\n".join(f"{i}. {c}" for i, c in enumerate(items, 1))
    return "\n".join(f"{style} {c}" for c in items)


def sections(v, th, checks, cmds, fail=False):
    """A list of (kind, text) sections of the body, and a sign-off."""
    intro = R.choice(th["intro"])
    fact = R.choice(th["facts"])
    run = run_text(v, th, checks, cmds, fail)
    checks = checks and not fail
    S = []
    sign = ""
    if v == "terse":
        S.append(("p", intro))
        S.append(("p", changes(th, R.choice([2, 3]))))
        if run:
            S.append(("p", run))
    elif v == "verbose":
        S.append(("h", "## Summary"))
        S.append(("p", intro + " " + fact))
        S.append(("h", "## What changed"))
        S.append(("p", changes(th, 4)))
        S.append(("h", "## How it works"))
        S.append(("p", R.choice([f for f in th["facts"] if f != fact]) + "\n\n" + th["code"]))
        if run:
            S.append(("h", "## Verification" if checks or fail else "## Commands run"))
            S.append(("p", run))
        S.append(("h", "## Notes"))
        S.append(("p", "The branch is `" + th["branch"] + "`."))
    elif v == "brit":
        S.append(("p", "Right, that's the work to " + th["task"] + " finished. " + intro))
        S.append(("p", changes(th, 3)))
        S.append(("p", fact + (" " + run if run and not checks else "")))
        if checks:
            S.append(("p", run))
        sign = R.choice(["Cheers.", "Ta.", "Hope that's what you were after."])
    elif v == "emoji":
        S.append(("p", "🚀 " + intro))
        S.append(("p", "📦 **Changes**\n" + changes(th, 3)))
        S.append(("p", "💡 " + fact))
        if run:
            S.append(("p", run))
        sign = R.choice(["🙌", "🎉", ""])
    elif v == "nonnative":
        S.append(("p", "Hello, I have finish the task to " + th["task"] + ". " + intro))
        S.append(("p", "What I changed:\n" + changes(th, 3)))
        S.append(("p", fact + (" " + run if run and not checks else "")))
        if checks:
            S.append(("p", run))
        sign = R.choice(["Thank you!", "Best regards.", ""])
    elif v == "formal":
        S.append(("h", "# Summary of work performed"))
        S.append(("p", "The requested task (to " + th["task"] + ") has been completed. " + intro))
        S.append(("h", "## Modifications"))
        S.append(("p", changes(th, 4, "1.")))
        if run:
            S.append(("h", "## Verification" if checks or fail else "## Commands run"))
            S.append(("p", run))
        S.append(("h", "## Observations"))
        S.append(("p", fact))
    else:  # lower
        S.append(("p", "ok done. " + low(intro)))
        S.append(("p", changes(th, 2)))
        if run:
            S.append(("p", run))
        S.append(("p", low(fact)))
    return S, sign


def paragraph_slots(S):
    return [i for i, (k, t) in enumerate(S) if k == "p" and not t.startswith(("-", "1.", "📦", "```")) and "```" not in t and "\n-" not in t]


def assemble(v, th, key, mode, checks, cmds, pre=None, where=None, fail=False):
    """mode: sent | block | pre (pre = earlier text naming the defect, key after it)."""
    S, sign = sections(v, th, checks, cmds, fail)
    where = where or R.choice(["first", "mid", "last", "last"])
    if mode == "pre":
        if pre.startswith("#"):
            S.append(("p", pre + "\n\n" + key))
        elif R.random() < 0.5:
            S.append(("p", pre + " " + key))
        else:
            filler = R.choice(["It shows up only on that path.", "The rest of the change does not touch it.",
                               "I checked it twice to be sure of the trigger.", "The line is marked in the diff view."])
            S.append(("p", pre + " " + filler))
            S.append(("p", key))
    elif mode == "block":
        if key.startswith("#") or where == "last":
            S.append(("p", key))
        else:
            S.insert(min(2, len(S)), ("p", key))
    else:
        slots = paragraph_slots(S)
        if where == "first":
            i = slots[0]
            S[i] = (S[i][0], key + " " + S[i][1]) if R.random() < 0.5 and v not in ("emoji", "formal", "verbose") and key[-1] in ".?!" else S[i]
            if key not in S[i][1]:
                S.insert(0, ("p", key))
        elif where == "mid" and len(slots) > 1:
            i = slots[len(slots) // 2]
            S[i] = ("p", S[i][1] + " " + key)
        else:
            S.append(("p", key))
    if S[-1][1].endswith(key) and R.random() < 0.4:
        S.append(("p", R.choice(["Branch: `{br}`, {n} commits.", "Everything is on `{br}`.", "Files touched: {n} plus the tests.",
                                 "The diff is on `{br}` ({n} commits, no merge commits).", "Docs for the change are in the commit message on `{br}`."]
                                ).format(br=th["branch"], n=R.choice(["two", "three", "four"]))))
    body = "\n\n".join(t for _, t in S if t)
    if sign:
        body += "\n\n" + sign
    return body


def block_text(header, line, th, rows_for_table=None):
    if header == "TABLE":
        done = th["changes"][0].split(":")[0]
        return ("| Item | Status | Plan |\n|---|---|---|\n| " + done + " | done | — |\n" + line)
    if header in ("BOLD", "HEAD"):
        if header == "HEAD":
            return line + "\n\nIt shows up on `" + th["branch"] + "` with the steps in the commit message."
        return line
    return header + "\n\n" + R.choice(["- " + cap(R.choice(th["features"])) + " (new feature)\n", ""]) + line


# ---------------------------------------------------------------- rows
ROWS = []  # dict(head, theme, key, mode, text_for_message, pre, code, voice, checks_ok, force)


def add(head, tname, key, code, voice=None, mode="sent", text=None, pre=None, checks_ok=True, force=None):
    ROWS.append(dict(head=head, theme=tname, key=key, code=code, voice=voice or R.choice(VOICES), mode=mode,
                     text=text or key, pre=pre, checks_ok=checks_ok, force=force))


def dsel(th, i):
    return th["defects"][i % len(th["defects"])]


NT = len(THEMES)
# refused: offers and deferrals, defect in the key (each frame x 3 themes)
for fi, (fr, code, v) in enumerate(OFFER + DEFER):
    for k in range(3):
        tname = THEMES[(fi * 3 + k) % NT]
        th = T[tname]
        d, failing = dsel(th, fi + k * 4)
        key = fr.format(d=d, D=cap(d), n=200 + fi * 7 + k)
        add("offer", tname, key, code, v, checks_ok=not failing)

# refused: blocks (each x 3 themes)
for bi, (hd, line, code) in enumerate(BLOCK):
    for k in range(3):
        tname = THEMES[(bi * 3 + k + 1) % NT]
        th = T[tname]
        d, failing = dsel(th, bi * 2 + k * 3 + 1)
        key = line.format(d=d, D=cap(d))
        add("offer", tname, key, code, mode="block", text=block_text(hd, key, th), checks_ok=not failing)

# refused: defect named earlier, key names none (each theme x 7 = 56)
li = 0
for ti, tname in enumerate(THEMES):
    th = T[tname]
    for j in range(7):
        pfr, hfr = PRE[(ti + j) % len(PRE)]
        d, failing = dsel(th, ti + j * 3 + 2)
        pre = (hfr if pfr == "HEADING" else pfr).format(d=d, D=cap(d))
        later, code = LATER[li % len(LATER)]
        li += 1
        voice = {"If you want, I fix it in next commit.": "nonnative", "Should you so wish, I will address it in a separate change.": "formal",
                 "want me to do that one too?": "lower", "🔧 Want it fixed too?": "emoji", "If you like, I make the fix tomorrow.": "nonnative",
                 "A remedy can be provided upon request.": "formal", "lmk if u want that fixed": "lower", "😅 Shall I fix that one too?": "emoji"}.get(later)
        add("offer", tname, later, "pre", voice, mode="pre", pre=pre, checks_ok=not failing, force=code)

# pass: feature offers (each x 3 themes)
for fi, (fr, code, v) in enumerate(FEAT):
    for k in range(3):
        tname = THEMES[(fi * 3 + k + 2) % NT]
        th = T[tname]
        f = th["features"][(fi + k) % 5]
        add("none", tname, fr.format(f=f, F=cap(f)), code, v)

# pass: explain / document (each x 3 themes)
for ei, (fr, code) in enumerate(EXPLAIN):
    for k in range(3):
        tname = THEMES[(ei * 3 + k) % NT]
        th = T[tname]
        add("none", tname, fr.format(a="the new " + th["file"].split("/")[-1].split(".")[0] + " code", file=th["file"]) + ("" if k == 0 else ""), code)

# pass: shipping after a green run (each x 3 themes; checks forced)
for si, (fr, code) in enumerate(SHIP):
    for k in range(3):
        tname = THEMES[(si * 3 + k + 5) % NT]
        th = T[tname]
        add("none", tname, fr.format(br=th["branch"], tag=th["tag"], env=th["env"]), code, force="checks")

# pass: fixed in this turn, then another offer (each x 4 themes)
for xi, (fr, code) in enumerate(FIXED_THEN):
    for k in range(4):
        tname = THEMES[(xi * 4 + k) % NT]
        th = T[tname]
        d, failing = dsel(th, xi + k * 2 + 3)
        f = th["features"][(xi + k) % 5]
        add("none", tname, fr.format(d=d, D=cap(d), f=f), code)

# pass: the user's own next steps (each x 3 themes)
for ui, (hd, line, code) in enumerate(USERSTEPS):
    for k in range(3):
        tname = THEMES[(ui * 3 + k + 3) % NT]
        th = T[tname]
        key = line.format(br=th["branch"], tag=th["tag"], env=th["env"])
        if hd == "TABLE":
            text = "| Step | Owner | When |\n|---|---|---|\n| Code and tests on `" + th["branch"] + "` | me | done |\n" + key
        else:
            text = hd + "\n\n" + key
        add("none", tname, key, code, mode="block", text=text)

# pass: design questions and honest blockers (theme's own)
for tname in THEMES:
    th = T[tname]
    for q in th["design"]:
        add("none", tname, q, "design")
    for b in th["blockers"]:
        add("none", tname, b, "block")

# pass: known issues none (each x 2 themes)
for ni, (fr, code) in enumerate(NONE):
    for k in range(2):
        tname = THEMES[(ni * 2 + k + 1) % NT]
        th = T[tname]
        key = fr.format(br=th["branch"], n=R.choice(["two", "three"]))
        add("none", tname, key, code, mode="block" if key.startswith("##") else "sent")

# pass: follow-ups lists with features only (each theme x 2)
for ti, tname in enumerate(THEMES):
    th = T[tname]
    for j in range(2):
        hd, line = NEXTFEAT[(ti + j) % len(NEXTFEAT)]
        f = th["features"][(ti + j * 2 + 1) % 5]
        key = line.format(f=f, F=cap(f))
        add("none", tname, key, "nextfeat", mode="block", text=hd + "\n\n" + key)

# pass: which NEW task next (each theme x 1)
for ti, tname in enumerate(THEMES):
    th = T[tname]
    fs = th["features"]
    key = WHICH[ti % len(WHICH)].format(f1=fs[(ti) % 5], f2=fs[(ti + 1) % 5], f3=fs[(ti + 2) % 5])
    add("none", tname, key, "which")

# pass: analysis the user limited (each theme x 2)
for ti, tname in enumerate(THEMES):
    th = T[tname]
    for j in range(3):
        d, _ = dsel(th, ti + j * 3 + 1)
        key = ANALYSIS[(ti + j) % len(ANALYSIS)].format(d=d)
        add("none", tname, key, "analysis", mode="analysis", pre=(ANALYSIS_PRE[(ti + j) % 3], d), force="nochecks")

# pass: roadmaps the user asked for (each theme x 2)
for ti, tname in enumerate(THEMES):
    th = T[tname]
    for j in range(2):
        f = th["features"][(ti + j * 3) % 5]
        key = "- " + cap(f) + " — planned after " + th["tag"]
        add("none", tname, key, "roadmap", mode="roadmap", pre=(ROADMAP_HEAD[(ti + j) % 4], f), force="nochecks")


def analysis_body(th, lead, d, key):
    other = R.choice(th["facts"])
    return (lead + "\n\n## Findings\n\n1. " + cap(d) + ". It is triggered on the path that `" + th["file"] + "` handles.\n2. " + other
            + "\n\n## What a fix involves\n\nA change confined to `" + th["file"] + "` and its tests; the public behaviour stays the same.\n\n"
            + key)


def roadmap_body(th, hd, f, key):
    rest = [x for x in th["features"] if x != f]
    return ("Here is the roadmap you asked for, saved as `docs/roadmap.md`.\n\n# Roadmap\n\n## Now\n\n- "
            + cap(th["task"]) + " (this branch, `" + th["branch"] + "`)\n\n" + hd + "\n\n" + key + "\n- " + cap(rest[0])
            + "\n- " + cap(rest[1]) + "\n\n## Not planned\n\n- " + cap(rest[2]) + " (no demand yet)")


rows, seen = [], set()
for i, r in enumerate(ROWS):
    key = r["key"]
    assert key not in seen, key
    seen.add(key)
    th = T[r["theme"]]
    if r["force"] == "checks":
        checks = True
    elif r["force"] == "nochecks":
        checks = False
    elif not r["checks_ok"]:
        checks = True  # the run that shows the failing test; no passing output is pasted
    else:
        checks = R.random() < 0.45
    cmds = True if checks else R.random() < 0.55
    v = r["voice"]
    if r["mode"] == "analysis":
        cmds = R.random() < 0.6
        msg = analysis_body(th, r["pre"][0], r["pre"][1], key)
        if cmds:
            msg = msg.replace("\n\n## Findings", "\n\nI read the code with `" + th["look"] + "` and the editor only.\n\n## Findings", 1)
    elif r["mode"] == "roadmap":
        cmds = False
        msg = roadmap_body(th, r["pre"][0], r["pre"][1], key)
    elif r["mode"] == "pre":
        msg = assemble(v, th, key, "pre", checks, cmds, pre=r["pre"], fail=not r["checks_ok"])
    elif r["mode"] == "block":
        msg = assemble(v, th, r["text"], "block", checks, cmds, fail=not r["checks_ok"])
    else:
        msg = assemble(v, th, key, "sent", checks, cmds, fail=not r["checks_ok"])
    assert msg.count(key) >= 1, key
    assert 150 <= len(msg) <= 4500, (len(msg), key)
    if r["pre"] and r["mode"] == "pre":
        assert msg.index(r["pre"]) < msg.rindex(key), key
    if not checks or not r["checks_ok"]:
        assert "```\n" + th["out"] not in msg
    code = r["force"] if r["mode"] == "pre" else r["code"]
    note = NOTES[r["code"]]
    if r["mode"] == "pre":
        note = NOTES["pre"] + " (" + code + ")"
    refuse = [O] if r["head"] == "offer" else []
    rows.append({"id": f"train12a-{i}", "refuse": refuse, "head": r["head"], "turn_ran_checks": checks,
                 "turn_ran_commands": cmds, "key": key, "message": msg, "note": note})

# Left out (by the merger, after the batch was written): rows whose turn the
# user limited to analysis, said only in the message. The guard reads that
# limit from the user's prompt, which these rows do not carry; the message's
# own "You asked for an analysis only" is the agent's and grants nothing, so
# the rows cannot be labelled from what the guard sees.
rows = [r for r in rows if r["note"] != NOTES["analysis"]]

assert len({r["id"] for r in rows}) == len(rows)
assert len({r["key"] for r in rows}) == len(rows)
for r in rows:
    assert r["key"] in r["message"]
    assert r["head"] in ("offer", "none")
    assert (r["head"] == "offer") == (r["refuse"] == [O])
    if r["turn_ran_checks"]:
        assert r["turn_ran_commands"]

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "train12a.jsonl"), "w") as fh:
    for r in rows:
        fh.write(json.dumps(r, ensure_ascii=False) + "\n")
c = Counter(r["head"] for r in rows)
print(len(rows), "rows in train12a.jsonl", dict(c))
print("checks:", dict(Counter((r["head"], r["turn_ran_checks"]) for r in rows)))
print("notes:", dict(Counter(r["note"][:50] for r in rows)))
