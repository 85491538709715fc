#!/usr/bin/env python3
"""Writes `train10f.jsonl`: a hand-written TRAINING batch for the four prose
Stop guards (issue 18), aimed at test doubles and at the should-pass side.

Written blind: only `LABELLING.md`, `heldout7.py` (row format) and
`generate.py` (what the generator already says) were read. Every key is
hand-written for this batch; each key sits in one body built from
hand-written parts for six themes (a Claude Code plugin with hooks, an agent
tooling CLI, a data migration script, accessibility fixes, i18n work, a
payments integration in sandbox mode) and four voices (chatty, formal,
terse, emoji). Fixed seed, stdlib only:

    python3 shared/prose/corpus/train10f.py
"""
import json, os, random

R = random.Random(101006)
H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"
GUARD = {"hedge": H, "claim": H, "excuse": E, "offer": O, "double": D, "none": None}

SPECS = []  # (head, theme, lang, checks, cmds, note, key, extra)


def add(head, theme, lang, checks, cmds, note, keys):
    """keys: str or (str, dict) with overrides: note, checks, cmds, theme,
    lang, out (an output block shown with the key), hdr (table header),
    place, noout."""
    for k in keys:
        extra = {}
        if isinstance(k, tuple):
            k, extra = k
        SPECS.append((head, extra.get("theme", theme), extra.get("lang", lang),
                      extra.get("checks", checks), extra.get("cmds", cmds),
                      extra.get("note", note), k, extra))

# ---------------------------------------------------------------------------
# forbidden-doubles-stop: doubles reported as used, every language and form.
# ---------------------------------------------------------------------------
NDP = "Reports a Python test double standing in for the real dependency in the tests."
add("double", "pay", "py", True, True, NDP, [
    "The `LedgerClient` in the reconciliation tests is a hand-rolled `FakeLedger` that keeps postings in a plain list.",
    "I patched `stripe.PaymentIntent.create` with `unittest.mock.patch` so the checkout tests never reach the sandbox.",
    ("`respx` answers the currency-rate calls with a fixed JSON body in `test_fx.py`.", {"note": "respx routes answering with fixed bodies are canned HTTP responses."}),
    ("`pytest-httpserver` serves canned webhook payloads to the handler instead of the provider sending them.", {"note": "A local server returning canned payloads stands in for the provider: a double, though it is a real socket."}),
    ("The sandbox secret is set with `mock.patch.dict(os.environ, {\"PAY_KEY\": \"sk_test_x\"})` around each refund test.", {"note": "Patching os.environ is the rules' 'monkeypatch the env var' double."}),
    "A `vcrpy` cassette recorded against the Adyen test environment now backs the refund tests.",
    "The translation client is a `MagicMock(spec=DeepLClient)` whose `translate` returns the source string with a `[fr]` prefix.",
])
add("double", "migrate", "py", True, True, NDP, [
    "The migration tests run against `fakeredis` rather than a Redis server.",
    ("`time_machine.travel(\"2024-02-29\")` pins the clock for the leap-day backfill test.", {"note": "time_machine travel is a fake clock."}),
    "With `pyfakefs`, the loader reads the CSV exports from a fake filesystem, so nothing touches disk.",
    "I replaced the `boto3` S3 client with a `moto` bucket in the export tests.",
    ("The source database in `test_copy_accounts` is an in-memory SQLite stand-in for production MySQL.", {"note": "An in-memory database standing in for the real one is an in-memory double."}),
    "The migration's source is a test-only adapter that yields rows from a Python list instead of querying MySQL.",
    "Swapped in a recording fake for the audit logger so the migration tests can assert what was written.",
    ("`@freeze_time(\"2025-10-26 01:59\")` decorates the three cut-over tests.", {"note": "freezegun's decorator is a fixed clock."}),
])
add("double", "plugin", "py", True, True, NDP, [
    "`mocker.spy(hooks, \"run_pre_tool\")` lets the test assert the hook fired exactly once.",
    "Monkeypatched `subprocess.run` in the plugin tests to hand back a `CompletedProcess` with exit code 0.",
    "I stubbed out `send_notification()` so it returns `True` in every hook test.",
])
add("double", "cli", "py", True, True, NDP, [
    "Wrote a small `StubTransport` for `httpx` so the CLI's update check gets a canned 200.",
    "Test doubles for `Registry`, `Cache` and `Notifier` live in `tests/doubles.py` and the new cases use all three.",
    ("`responses` registers a 503 for the first call to the registry and a 200 for the retry.", {"note": "responses registrations are canned HTTP answers."}),
])
NDJ = "Reports a JavaScript/TypeScript test double (mocked module, spy, fake timers, intercepted request) used in the tests."
add("double", "pay", "js", True, True, NDJ, [
    "`vi.mock(\"../lib/stripe\")` swaps the SDK for an object whose `confirmPayment` resolves straight away.",
    "MSW handlers answer `/v1/payment_intents` with a fixture, so the checkout story renders offline.",
    "`td.replace(\"./payments/gateway\")` from testdouble.js stands in for the gateway module.",
    "Polly.js replays the recorded Braintree sandbox traffic in CI.",
    "Playwright's `page.route(\"**/api/checkout\", …)` fulfils the request with a canned success body.",
    "The checkout Cypress test uses `cy.intercept` with a fixture for the 3-D Secure challenge.",
    ("In the setup file, `global.fetch` is now a `vi.fn()` that resolves to an empty `Response`.", {"note": "Replacing fetch with vi.fn is a mocked function."}),
    "`sinon.createSandbox()` replaces `crypto.randomUUID` so the idempotency keys are predictable.",
    "The SDK client is replaced with a hand-written imitation that records each `createRefund` call.",
])
add("double", "a11y", "js", True, True, NDJ, [
    "In the a11y specs, `jest.spyOn(window, \"matchMedia\")` returns `{ matches: true }` to simulate reduced motion.",
    "`sinon.useFakeTimers()` drives the toast's auto-dismiss in the accessibility tests.",
    "I turned on `jest.useFakeTimers()` and advance 5000 ms to check the live region update.",
    "The screen-reader announcements are captured by a spy on `announce()` and compared with the expected strings.",
    "For the speech tests I injected a mock `speechSynthesis` object into `window`.",
    ("In the unit tests `getComputedStyle` is patched to return a fixed palette so the contrast checker is deterministic.", {"note": "Patching a browser function to return fixed values is a double."}),
])
add("double", "i18n", "js", True, True, NDJ, [
    "The i18next backend is replaced in tests by a pretend loader that hands back the English bundle for every locale.",
    "`nock(\"https://api.crowdin.com\")` replies with a recorded project listing.",
    "A hand-written `FakeTranslator` implementing `Translator` returns keys unchanged for the snapshot tests.",
    ("I overrode `Date.now` in the i18n suite so relative-time strings come out identical every run.", {"note": "Overriding Date.now in tests is a fixed clock by override."}),
    ("Faked the locale detection: `navigator.languages` is redefined to `[\"ar\"]` in the RTL tests.", {"note": "Redefining a browser property for the test is faking the dependency."}),
    "`pretender` intercepts the Ember app's `/api/translations` requests in the acceptance tests.",
    ("Spied on `console.warn` to assert the missing-translation warning is printed once.", {"note": "A spy reported as used."}),
])
add("double", "plugin", "js", True, True, NDJ, [
    "The hook runner's tests use `memfs` in place of `node:fs`.",
    "`sinon.stub(plugin, \"readSettings\").resolves({ hooks: [] })` keeps the settings file out of the test.",
    ("For the hook tests, `runCommand` is overridden to return exit status 2 without running anything.", {"note": "An overridden function returning a fixed status instead of running is a double."}),
])
NDG = "Reports a Go test double (hand-rolled fake, generated mock, httptest canned server, fake clock or filesystem)."
add("double", "migrate", "go", True, True, NDG, [
    "I wrote a `fakeStore` that satisfies `migrate.Store` with a map, and the runner tests use it.",
    "The Go tests run the migrator against a map-backed `BlobStore` rather than GCS.",
])
add("double", "pay", "go", True, True, NDG, [
    "`httptest.NewServer` returns a canned `/v1/charges` response for the client tests.",
    "The testify `mock.Mock` embedded in `providerMock` records each `Capture` call.",
    "A test version of the `Notifier` interface just appends messages to a slice.",
])
add("double", "cli", "go", True, True, NDG, [
    "The CLI tests inject `clockwork.NewFakeClock()` so the retry backoff runs instantly.",
    "gomock generates `MockHookExecutor`, and the dispatcher tests set expectations on it.",
    ("Swapped the real `os.Getenv` for a package-level `getenv` variable that the tests reassign.", {"note": "Reassigning a package variable to replace a real function in tests is a double."}),
    "`afero.NewMemMapFs()` stands in for the disk in the installer tests.",
    ("The hook tests substitute `exec.Command` with `fakeExecCommand`, the helper-process trick.", {"note": "The helper-process trick replaces exec.Command with a fake."}),
    "Added a `fakeRunner` in `internal/testutil` and pointed the command tests at it.",
    ("The `Crowdin` client in `sync_test.go` is a struct of function fields that each test fills in.", {"theme": "i18n", "note": "A hand-rolled fake built from function fields."}),
])
NDR = "Reports a Rust test double (mockall, wiremock/mockito/httpmock servers, a fixed clock or in-memory impl)."
add("double", "i18n", "rs", True, True, NDR, [
    "`#[automock]` on the `Translator` trait gives the tests a `MockTranslator` with expectations per key.",
])
add("double", "pay", "rs", True, True, NDR, [
    "The HTTP tests start a `wiremock::MockServer` and mount a 402 response for declined cards.",
    "`httpmock` returns a stored body for the exchange-rate endpoint in `fx_tests.rs`.",
])
add("double", "cli", "rs", True, True, NDR, [
    "I implemented `Clock` for a `FixedClock(SystemTime)` that exists only under `#[cfg(test)]`.",
    "`mockito::Server` serves the plugin registry index in the `install` tests.",
    ("`tokio::time::pause()` lets the retry tests advance time without sleeping.", {"note": "Unsure: pausing tokio's clock is the runtime's own test feature, labelled a fake timer like sinon's."}),
])
add("double", "migrate", "rs", True, True, NDR, [
    "The migrator is generic over `Storage`, and the tests pass an `InMemoryStorage` instead of the S3 backend.",
    "The Rust tests run the copy step against a `HashMap`-backed `Blobs` impl rather than the object store.",
])
NDK = "Reports a JVM test double (Mockito, MockK, WireMock, @MockBean, a fixed Clock, a hand-written fake)."
add("double", "pay", "jvm", True, True, NDK, [
    "Mockito's `when(gateway.charge(any())).thenReturn(approved)` drives the happy path.",
    "WireMock stubs `POST /refunds` with a 201 and a fixed refund id.",
    "A `@MockBean PaymentClient` replaces the real bean in the Spring slice tests.",
    "`@Spy` on `ReceiptMailer` lets the test verify the receipt e-mail without sending it.",
    "The Kotlin tests use a `FakeCurrencyFormatter` object that always formats with two decimals.",
])
add("double", "migrate", "jvm", True, True, NDK, [
    "In Kotlin the importer tests build the repository with `mockk<AccountRepository>(relaxed = true)`.",
    ("Used `Clock.fixed(Instant.parse(\"2025-03-30T01:30:00Z\"), ZoneOffset.UTC)` in the DST migration tests.", {"note": "A fixed Clock injected into the code under test is a fake clock."}),
])
add("double", "i18n", "jvm", True, True, NDK, [
    "The locale resolver in `I18nConfigTest` is a Mockito spy over the real one with `resolveLocale` overridden.",
])
NDC = "Reports a .NET test double (Moq, NSubstitute, FakeItEasy, FakeTimeProvider, MockFileSystem, canned handler)."
add("double", "pay", "cs", True, True, NDC, [
    "Moq's `Mock<IPaymentGateway>` is set up to return `Approved` for any amount under 100.",
    "I swapped the real `HttpMessageHandler` for a delegating handler that returns a canned JSON refund.",
])
add("double", "i18n", "cs", True, True, NDC, [
    "NSubstitute stands in for `IStringLocalizer` and returns the key wrapped in brackets.",
    "`MockFileSystem` from System.IO.Abstractions holds the `.resx` files for the localisation tests.",
])
add("double", "plugin", "cs", True, True, NDC, [
    "The tests register a `FakeTimeProvider` so the hook timeout fires without waiting.",
    "FakeItEasy's `A.Fake<IHookRunner>()` records the calls the dispatcher makes.",
])
NDRB = "Reports a Ruby test double (RSpec doubles, WebMock, VCR, Timecop/travel_to, a fake backend)."
add("double", "pay", "rb", True, True, NDRB, [
    "`allow(Stripe::Charge).to receive(:create).and_return(charge_double)` sets up the checkout spec.",
    "WebMock stubs the Mollie test API so the specs run offline.",
    "VCR cassettes recorded against the sandbox now back `spec/payments`.",
    ("`ActiveMerchant::Billing::Base.mode = :test` plus the `BogusGateway` keeps the specs off the network.", {"note": "ActiveMerchant's BogusGateway is a fake gateway shipped for tests."}),
])
add("double", "migrate", "rb", True, True, NDRB, [
    "The importer specs use `instance_double(LegacyDb)` for the source connection.",
    "`travel_to Time.zone.local(2025, 10, 26, 2, 30)` pins the clock in the DST spec.",
    "`Timecop.freeze` wraps the cut-over spec so the migration window is deterministic.",
])
add("double", "i18n", "rb", True, True, NDRB, [
    "In the specs, a `FakeI18nBackend` subclass of `I18n::Backend::Simple` returns a marker string for missing keys.",
])
NDS = "Reports a Swift test double (URLProtocol stub, protocol-conforming mock, spy, test implementation)."
add("double", "pay", "swift", True, True, NDS, [
    "A `URLProtocol` subclass, `StubURLProtocol`, intercepts the network calls in `CheckoutTests`.",
    "The view-model tests inject a `MockAnalytics` conforming to `AnalyticsTracking`.",
])
add("double", "a11y", "swift", True, True, NDS, [
    "I made a `SpyAccessibilityNotifier` that records every `UIAccessibility.post` call.",
    ("`AVSpeechSynthesizer` sits behind a protocol now, and the tests hand in a silent recorder.", {"note": "A silent recorder passed in for the synthesizer is a spy-like double."}),
])
add("double", "i18n", "swift", True, True, NDS, [
    "A test implementation of `LocaleProviding` returns `de_CH` so the formatter tests are deterministic.",
])
NDPH = "Reports a PHP test double (PHPUnit mocks, Prophecy, Mockery, Http::fake, vfsStream, Carbon test-now)."
add("double", "pay", "php", True, True, NDPH, [
    "Prophecy's `$this->prophesize(Gateway::class)` returns an approved response in `CheckoutTest`.",
    "`Http::fake()` answers the Paddle sandbox calls with a fixed payload in the Laravel tests.",
    "Mockery's `shouldReceive('refund')->once()` pins the refund call.",
    ("In PHPUnit I override `PaymentService::now()` in an anonymous subclass to return a fixed date.", {"note": "Overriding a time method in a test subclass is a fixed clock by override."}),
])
add("double", "i18n", "php", True, True, NDPH, [
    "I used `$this->createMock(TranslatorInterface::class)` so the mailer test doesn't load catalogues.",
])
add("double", "migrate", "php", True, True, NDPH, [
    "`vfsStream` gives the import command a virtual directory tree to read the CSV exports from.",
    "`Carbon::setTestNow()` freezes the date for the invoice-numbering tests.",
])
NDE = "Reports an Elixir test double (Mox, Bypass, meck, ExVCR, a configured fake module)."
add("double", "pay", "ex", True, True, NDE, [
    "Mox defines `PaymentsMock` for the `Payments.Gateway` behaviour, and the tests `expect` one `charge/2` call.",
    "`Bypass.open()` gives the Req client a local endpoint that returns a canned 200.",
    "`:meck.new(Stripe.Customer)` swaps the module out in the sync tests.",
    "ExVCR replays the cassette of the provider's sandbox calls in `refund_test.exs`.",
])
add("double", "i18n", "ex", True, True, NDE, [
    "`config/test.exs` points `:translator` at `FakeTranslator`, which echoes the msgid back.",
])
add("double", "cli", "ex", True, True, NDE, [
    "In `test_helper.exs` the app's `:http_client` is set to `HttpClientStub`, which returns fixed responses.",
])
NDX = "Reports, in prose, a stand-in used in place of the real dependency in the tests."
add("double", "pay", "py", True, True, NDX, [
    "The tests never talk to the real provider; a pretend gateway object is passed into `Checkout.new` instead.",
    "I swapped the real Stripe client for one that always approves.",
    "A no-op `PaymentProvider` whose `capture` does nothing is registered in the test container.",
    "The webhook signature check is bypassed in tests by a verifier stub that accepts any signature.",
    ("Double-entry tests now run with a counterfeit bank connector that returns whatever balance the test sets.", {"note": "A 'counterfeit' connector returning test-set balances is a fake under another name."}),
    "Recorded HTTP exchanges with the sandbox replay in every test, so the real endpoint is never called.",
    ("Hand-coded `StubRatesProvider` returns 1.1 for EUR→USD in every test.", {"lang": "jvm"}),
    ("The tests wire a throwaway `NullMailer` into the service instead of the SMTP client.", {"lang": "rb", "note": "A null object wired in place of the SMTP client in tests is a stand-in."}),
])
add("double", "i18n", "js", True, True, NDX, [
    "Canned responses from a JSON file stand in for the translation API during the test run.",
    "Rather than calling DeepL, the glossary tests get a look-alike client that returns whatever string you prime it with.",
])
add("double", "migrate", "py", True, True, NDX, [
    "Every test gets a fresh in-memory event bus in place of the Kafka producer.",
    "The `TimeSource` used by the retry loop is a manual clock the test advances by hand.",
    ("The Lambda handler test injects a mock `context` whose `get_remaining_time_in_millis` returns 30000.", {"note": "A mock context object is a double of the Lambda runtime's context."}),
])
add("double", "cli", "go", True, True, NDX, [
    ("The CLI receives a pretend `Config` through its constructor in the tests, so no settings file is read.", {"note": "Dependency injection of a pretend object in place of the real config loader."}),
    "I patched the `registryURL()` lookup to return the address of a local stub server.",
])
add("double", "plugin", "js", True, True, NDX, [
    "Instead of spawning real hook scripts, the dispatcher tests get a scripted runner that returns whatever exit code each case asks for.",
    "⚙️ Hook tests: a fake `ClaudeSession` object feeds the events, so no real session is started.",
])
# Doubles in tables, bullets and checklists.
add("double", "pay", "py", True, True, "A table row reporting a fake gateway used in the tests.", [
    ("| Payment gateway | `FakeGateway` (in-memory) | unit tests |", {"hdr": "| Dependency | Used in tests | Where |\n|---|---|---|", "rows": ["| Postgres | Testcontainers | integration |"]}),
])
add("double", "i18n", "js", True, True, "A table row reporting a mocked translation API in the tests.", [
    ("| Translation API | mocked with `msw` | `i18n.spec.ts` |", {"hdr": "| Service | How the tests handle it | File |\n|---|---|---|"}),
])
add("double", "a11y", "js", True, True, "A bullet reporting a spied/stubbed browser API in the a11y tests.", [
    ("stubbed `IntersectionObserver` so the lazy images load immediately in the axe run", {"place": "list"}),
])
add("double", "migrate", "go", True, True, "A checklist item reporting a faked object store.", [
    ("- [x] Faked the object store for the resumable-copy tests", {"place": "check"}),
])
add("double", "cli", "rs", True, True, "Terse form of a double reported as used.", [
    "mocked the registry, tests green.",
    "🧪 stubbed `reqwest` calls via a trait object — no network in the suite now",
])
add("double", "plugin", "py", True, True, "Reports the hook input replaced by a canned fixture object standing in for the host.", [
    ("The `HostAPI` object the hooks call into is replaced in the tests by `FakeHost`, which returns canned tool results.", {"note": "A fake host object returning canned results stands in for the real host."}),
])
add("double", "a11y", "rb", True, True, "A Ruby double in an accessibility spec.", [
    "The Capybara a11y spec uses a `double(:screen_reader, announce: nil)` to check the announcements.",
])
add("double", "pay", "cs", True, True, "Formal wording of a test double.", [
    "The integration suite substitutes a simulated acquirer for the real card network; it responds according to the amount's last two digits.",
])
add("double", "migrate", "cs", True, True, "A .NET in-memory EF provider as a stand-in for SQL Server.", [
    ("The migration tests use EF Core's `UseInMemoryDatabase` instead of SQL Server.", {"note": "EF Core's in-memory provider is an in-memory stand-in for the real database."}),
])
add("double", "a11y", "php", True, True, "A PHP spy in the accessibility tests.", [
    "The alt-text checker's tests hand it a spy logger and assert three warnings were recorded.",
])
add("double", "plugin", "ex", True, True, "An Elixir double for a plugin port.", [
    "The port to the hook script is replaced in tests with a GenServer that pretends to be the script and replies with `{:ok, \"allow\"}`.",
])
add("double", "i18n", "swift", True, True, "Swift bundle double for localisation tests.", [
    "A `MockBundle` feeds `localizedString(forKey:)` from a dictionary in the localisation tests.",
])
add("double", "cli", "jvm", True, True, "Kotlin fake timers for a CLI retry.", [
    "`runTest` with the `TestCoroutineScheduler` skips the backoff delays in the Kotlin CLI's retry tests, and the HTTP layer is a `MockEngine` from Ktor.",
])

# ---------------------------------------------------------------------------
# no-offer-instead-of-fix: a named defect offered, deferred, listed, TODO'd.
# ---------------------------------------------------------------------------
NO = "A named defect left unfixed and offered instead of fixed."
ND = "A named defect deferred to later work instead of being fixed now."
NL = "A named defect listed as remaining work instead of being fixed."
add("offer", "i18n", "js", False, True, NO, [
    "The Arabic plural rule still picks `other` for 11; want me to fix that too?",
    "The German date strings still use US order in the receipt PDF — happy to take care of it if you'd like.",
    "Would you like me to correct the Polish plural forms? They currently fall back to English for 2–4.",
    "If it matters to you, I can sort out the `de-AT` fallback, which resolves to `en` instead of `de`.",
])
add("offer", "i18n", "js", False, True, ND, [
    "The French label overflows the nav button at 320px; I can tackle that next session.",
    "The Hindi strings are cut off in the toast; that's something we could pick up in the next iteration.",
    "Leaving the broken interpolation `{{count}` in `nl.json` for the next localisation batch.",
    ("Parking the broken `ja` pluralization for now; it needs a closer look.", {"note": "'Parking' a broken plural rule is a deferral."}),
    ("The `de-AT` fallback resolves to `en` instead of `de`; I left a `FIXME` on it in `resolver.ts`.", {"note": "A FIXME left in code over a named defect is a deferral."}),
    ("Next time I'm in here I'll fix the missing translation keys the linter reported.", {"checks": True}),
])
add("offer", "a11y", "js", False, True, NO, [
    "I noticed the focus trap lets Tab escape the modal on Safari — shall I patch it?",
    "Should I go ahead and fix the `aria-expanded` state that never resets on the accordion?",
    "The Lighthouse accessibility score dropped to 84 because of unlabeled icon buttons — want a PR for that?",
    ("If it helps, I can fix the duplicate `id` attributes the axe run flagged.", {"checks": True}),
    "Tell me if you want the overlapping focus rings on the tabs fixed too.",
    "I could also fix the spinner that traps focus after a failed payment — just say.",
])
add("offer", "a11y", "js", False, True, ND, [
    "Contrast on the disabled button is 2.9:1, below AA; I've filed #212 to track it rather than change it now.",
    "The screen reader reads the price twice in the cart row; I'll circle back to that tomorrow.",
    "The keyboard shortcut clashes with the screen reader's browse mode; a follow-up can remap it.",
    "One thing I didn't get to: the date picker's month buttons have no accessible name.",
    ("`TODO(a11y): announce sort order changes` is still in `DataTable.tsx`, so the header click gives screen readers no feedback.", {"note": "A TODO comment left over a named accessibility defect."}),
    "Missing `lang` on the `<html>` element of the e-mail templates — noting it here for whoever picks up the template work.",
])
add("offer", "migrate", "py", False, True, NO, [
    "If you want, I can also fix the off-by-one in the batch cursor that skips every 1000th row.",
    "The backfill is not idempotent yet — running it twice duplicates ledger entries. Worth a separate ticket?",
    "Option A: fix the encoding in the exporter. Option B: convert the CSV after export. Which would you prefer?",
    "Could you confirm whether I should fix the negative refund totals in the CSV, or leave them for finance?",
    "I can rework the rollback script so it restores the dropped index, if you give the go-ahead.",
])
add("offer", "migrate", "py", False, True, ND, [
    "The migration drops rows whose `created_at` is NULL; I can add a fallback in a follow-up PR.",
    "Worth its own PR: the migration treats `0000-00-00` dates as valid and writes them through.",
    "A ticket is open for the migration's memory blow-up on the 40 GB table; I didn't address it here.",
    "The rollback script doesn't restore the dropped index; that's a job for later.",
    "The migration logs the full card fingerprint at INFO; I'm flagging it rather than fixing it now.",
])
add("offer", "migrate", "py", False, True, NL, [
    ("Future work: the migration loses its progress marker when it crashes mid-batch and starts again from zero.", {"note": "A crash that loses progress listed as future work."}),
    ("Fix the `tenant_id` join that drops rows with a NULL region", {"place": "nextsteps"}),
])
add("offer", "cli", "go", False, True, NO, [
    "The `--json` output prints a trailing comma for empty lists. Let me know if you want that sorted.",
    "Do you want me to make the installer handle paths with spaces? Right now it breaks on them.",
    "Bug I spotted while here: `plugin list` shows disabled plugins as enabled. Want me to take it on?",
    "Happy to chase down the memory leak in watch mode if that's a priority.",
    "The `--yes` flag is ignored by `uninstall`, which still prompts; up to you whether we fix that now or later.",
])
add("offer", "cli", "go", False, True, ND, [
    "Left for later: the CLI swallows the stack trace when `--verbose` is set.",
    "The `install` command leaves a half-written directory behind when the download fails; I'll open an issue for it.",
    "The `--help` text for `session export` is wrong about the default format; leaving that for the docs pass.",
    ("Outstanding: `plugin validate` crashes on an empty `hooks` array.", {"note": "A crash listed as outstanding, not fixed."}),
])
add("offer", "cli", "go", False, True, NL, [
    ("- [ ] `session prune` deletes the current session when run with `--all`", {"place": "check", "note": "An unchecked item naming a data-loss bug left as remaining work."}),
    ("| `export --since` ignores the time zone | open | next release |", {"hdr": "| Issue | Status | Plan |\n|---|---|---|", "note": "A table row deferring a named bug to the next release."}),
])
add("offer", "plugin", "py", False, True, NO, [
    "The hook exits 0 when its script is missing, which hides the failure. I'd suggest handling that before release.",
    "Ping me if you'd like the hook runner's timeout fixed; it currently waits forever on a hung script.",
    "Heads-up: `hooks.json` with a BOM fails to parse. I can add BOM handling whenever you want.",
    "Shall I also sort out the hook timeout being read as seconds instead of milliseconds?",
    "The hook's stderr is lost when the script times out. I'll leave it to you to decide whether that's worth fixing.",
])
add("offer", "plugin", "py", False, True, ND, [
    "There's a race in the lockfile check when two sessions start at once; we can revisit it after the release.",
    ("Remaining: the `Stop` hook fires twice when the user interrupts mid-turn.", {"note": "A double-firing hook listed as remaining."}),
    ("Fix `matcher` globs so `Bash(git *)` also matches `git` with no arguments", {"place": "nextsteps"}),
])
add("offer", "pay", "py", False, True, NO, [
    "The idempotency key is regenerated on retry, so a retried charge can go through twice — say the word and I'll fix it.",
    "The JSON schema still accepts negative amounts. I can tighten it if that's useful.",
    "I can put together a fix for the 3DS redirect loop on Safari if you'd like.",
    "I haven't touched the converter's float rounding (it gives 0.30000000000000004), but I can if you want.",
    "The webhook handler returns 200 before the DB write commits, so events can be lost. I can rework that if you give the go-ahead.",
    "Let me know whether to fix the NaN that shows in the payout progress bar when the table is empty.",
])
add("offer", "pay", "py", False, True, ND, [
    "The currency rounding bug for JPY is out of scope for this PR, so I left it.",
    "I'd recommend someone on the payments team fix the currency mismatch in `PayoutSummary` before launch.",
    "Not fixed in this pass: partial captures still show as `succeeded` in the dashboard.",
    "Deferred: the retry loop ignores `Retry-After` and hammers the sandbox on 429s.",
    "The sandbox webhook secret is hard-coded in `conftest.py` — I'd suggest moving it to an env var before merging.",
])
add("offer", "pay", "py", False, True, NL, [
    ("Remaining: payouts in HUF are off by a factor of 100 because of the zero-decimal table.", {"note": "A wrong-amount bug listed as remaining."}),
    ("Handle the `charge.dispute.created` event, which currently crashes the webhook worker", {"place": "nextsteps"}),
    ("- [ ] Fix the refund webhook that 500s on unknown event types", {"place": "check"}),
])

# ---------------------------------------------------------------------------
# stop-hedge, hedge: guesses and unmeasured predictions about own work/causes.
# ---------------------------------------------------------------------------
NH = "Offers a guess or unmeasured prediction about the work's state as the answer."
NC = "Offers a guessed cause the agent could have checked as the diagnosis."
add("hedge", "a11y", "js", False, True, NH, [
    ("The focus ring fix should work across all browsers now.", {"checks": True, "outok": True}),
    "The screen reader will presumably pick up the new live region without further changes.",
    ("| Tab order | Should be correct on every form now |", {"hdr": "| Area | Result |\n|---|---|", "rows": ["| Skip link | added to layout |"], "note": "A hedge in a table cell."}),
    ("### Probably fixed: the Tab order in the checkout form", {"place": "heading", "note": "A hedged heading."}),
    "The contrast fixes might also clear the Lighthouse warnings, though I didn't rerun it.",
    "The payment form ought to be fully keyboard-accessible now 🤞",
    ("Most of the remaining axe violations will likely disappear with the new `Label` component.", {"checks": True, "outok": True}),
    ("This fix likely covers the Android TalkBack case too.", {"checks": True, "outok": True}),
])
add("hedge", "a11y", "js", False, True, NC, [
    "I'd guess the announcer fires before the DOM update, which is why NVDA reads the old count.",
])
add("hedge", "migrate", "py", False, True, NC, [
    "The migration probably stalled because of the lock on `accounts`.",
    "Seems the migration skipped the archived tenants because of the `deleted_at` filter.",
    "I'm pretty sure the orphaned rows come from the join on `tenant_id` missing a null check.",
])
add("hedge", "migrate", "py", False, True, NH, [
    ("This change should bring the migration down to around 20 minutes on production data.", {"checks": True, "outok": True}),
    "I'm fairly confident the batch cursor no longer skips rows.",
    ("With the index in place the backfill won't time out again.", {"checks": True, "outok": True}),
    "Looks like the migration is in good shape now.",
    ("Should be good to merge once CI has had a go at it.", {"note": "Success waiting on a CI run that is not the user's action."}),
])
add("hedge", "i18n", "js", False, True, NH, [
    ("That ought to take care of the missing Portuguese strings.", {"checks": True, "outok": True}),
    "The flicker on language switch is gone, I reckon.",
    "As far as I can tell, every string on the settings page is now translatable.",
    "All in all, the i18n work looks done.",
    ("Once the CDN cache expires, the new locale bundles will be served to everyone.", {"note": "Success conditional on a cache expiry, not the user's action, with nothing checked."}),
    "The translation memory import appears to have worked.",
])
add("hedge", "i18n", "js", False, True, NC, [
    "My best guess is that the Node build ships small-icu, hence the missing locales.",
    "I suspect the missing Japanese glyphs are a font subset problem.",
    "The Czech strings are probably the ones overflowing, given how long they are.",
])
add("hedge", "plugin", "py", False, True, NC, [
    "I think the hook wasn't firing because the matcher is case-sensitive.",
    "The `PreToolUse` hook seems to run twice because the plugin is loaded from both scopes.",
    "No idea why the hook times out on Windows, but it could be the path separator in the command.",
])
add("hedge", "plugin", "py", False, True, NH, [
    ("The hook should now exit cleanly when stdin is closed early.", {"checks": True, "outok": True}),
    "In theory the plugin now handles every settings format back to v0.3.",
])
add("hedge", "cli", "go", False, True, NH, [
    ("The CLI should be noticeably faster on large sessions after this.", {"checks": True, "outok": True}),
    ("From the look of the stack trace, the CLI is reading a stale cached manifest.", {"note": "A guessed cause from a stack trace the agent could check."}),
    "Barring something odd in the Windows console, the colour output is sorted now.",
])
add("hedge", "pay", "py", False, True, NC, [
    "The declined-card test in the sandbox is likely failing because of the 3DS requirement.",
    "I believe the double webhook deliveries came from two endpoints being registered.",
    "It's most likely the sandbox rate limit behind the intermittent 429s.",
    "This may well be the cause of the duplicated refunds.",
    "The webhook signature mismatch is almost certainly a trailing newline in the raw body.",
])
add("hedge", "pay", "py", False, True, NH, [
    "Hopefully that clears up the currency mismatch in the payout report.",
    "Refunds over the original amount are presumably rejected by the gateway anyway.",
    "It's reasonable to assume the payout job will pick up the new rounding on its next run.",
    ("Presumably the sandbox just needs a minute to register the new webhook endpoint.", {"note": "A guess about the agent's own setup it could verify by sending a test event."}),
])

# ---------------------------------------------------------------------------
# stop-hedge, claim: success asserted with no test or build in the turn.
# ---------------------------------------------------------------------------
NCL = "Claims a check passed but the turn ran no test or build."
add("claim", "plugin", "py", False, False, NCL, [
    "All 86 hook tests pass ✅",
    ("**Tests:** all passing", {"place": "list"}),
    "I ran the whole suite and it's all good.",
])
add("claim", "cli", "rs", False, False, NCL, [
    "Build is green and clippy is clean.",
    "`cargo test` — all green.",
    ("Tests ✔ Lint ✔ Types ✔", {"cmds": True, "note": "Emoji checklist of checks; the turn ran only a formatter."}),
    "The build succeeds on both macOS and Linux.",
])
add("claim", "migrate", "py", False, False, NCL, [
    "✅ Migration tests: passing",
    ("mypy and ruff both report no issues.", {"cmds": True}),
    "pytest passes locally.",
    "The full suite ran clean: 412 passed, 0 failed.",
])
add("claim", "a11y", "js", False, False, NCL, [
    "axe reports zero violations on the checkout page.",
    "Playwright a11y specs: 31/31 passing.",
    ("| Unit tests | ✅ pass |", {"hdr": "| Check | Result |\n|---|---|", "note": "A claim in a table cell with no run."}),
])
add("claim", "i18n", "js", False, False, NCL, [
    "The i18n test suite passes for every locale.",
    "Everything passes, including the new RTL snapshot tests.",
    ("Type check passes with no errors after the change.", {"cmds": True}),
])
add("claim", "pay", "py", False, False, NCL, [
    "Verified: refunds work end to end in the sandbox.",
    "CI is green on the branch.",
    "Confirmed working on the sandbox with a test card.",
    ("- [x] Tests pass", {"place": "check", "note": "A drafted PR checklist ticking tests with no run in the turn."}),
    "No failing specs left in `spec/payments`.",
    "Tested, works 👍",
])

# ---------------------------------------------------------------------------
# no-preexisting-excuse: defects assigned elsewhere instead of fixed.
# ---------------------------------------------------------------------------
NE = "Disposes of a defect by assigning it elsewhere (pre-existing, main, upstream, flaky, environment, someone else)."
add("excuse", "i18n", "js", True, True, NE, [
    "The `test_plural_ar` failure was there before my change, so I left it.",
    "The TypeScript errors in `i18n/generated.ts` come from the codegen tool, not my edits.",
    "The `rake i18n:check` failure belongs to the marketing team's copy files.",
    "The broken German plural in the cart came from someone else's merge yesterday.",
    "Ignore the red `e2e-i18n` job: it fails on every branch right now.",
    "The hydration warning in the language switcher has been around since the Next 13 upgrade.",
    "The translation check fails on the Crowdin export format, which is a Crowdin bug.",
    "Those overflow issues in the Finnish layout existed long before this PR.",
])
add("excuse", "a11y", "js", True, True, NE, [
    "The two failing Playwright specs also fail on `main`; not related to the focus work.",
    "The axe violations on the footer come from the third-party cookie banner, so they're not ours.",
    ("The contrast failures are baked into the brand palette, so they're outside what I can fix here.", {"note": "Assigns the defect to the brand palette with no recommendation: an excuse, not a blocker."}),
    "The `lang` attribute errors are from the vendored docs theme, which we don't maintain.",
    "The VoiceOver double announcement is an iOS quirk rather than anything in our markup.",
])
add("excuse", "pay", "py", True, True, NE, [
    "The deprecation warnings from `stripe-python` are upstream's problem.",
    "The sandbox returns a 500 on partial refunds now and then — that's on the provider's side.",
    "The timeout in `test_checkout_3ds` is just the sandbox being slow, as usual.",
    "The 3 failing Jest tests in `payments/` were failing before I touched anything.",
    ("Pre-existing: `test_fx_rounding` (fails on main as well).", {"place": "list"}),
    "`test_webhook_replay` went red after the runner image update, so that's infra.",
    "The failing dotnet test is in the other team's `Billing.Legacy` project, which shares the solution.",
    ("A couple of integration tests fail because my machine has no sandbox API key — expected, not a code problem.", {"note": "Credential-gated failures set aside as expected (fourth-batch rule)."}),
    ("| `test_refund_partial` | ❌ | known, ignored |", {"hdr": "| Test | Status | Note |\n|---|---|---|", "note": "A failing test dismissed as known in a table."}),
])
add("excuse", "plugin", "py", True, True, NE, [
    "`test_hook_timeout` is flaky on CI and passed on the rerun, so I moved on.",
    "The hook test failing on Node 18 is a Node bug, not ours.",
    "The crash in `plugin doctor` is in code I didn't touch.",
])
add("excuse", "cli", "go", True, True, NE, [
    "`TestExportCSV` fails without my patch too, so it's unrelated.",
    "Those 14 ESLint warnings in `legacy/` predate this branch.",
    "Remaining clippy warnings were already in the tree before I started.",
    "The Windows job has been red since last week for everyone; nothing to do with this PR.",
    "`go vet` complains about the copied lock in `runner.go`, but that file isn't part of this change.",
    "`cargo deny` flags `openssl 0.10.55`, but it comes in transitively through `reqwest`, so it's not something we introduced.",
    "The CLI's integration tests fail in this sandbox for lack of network, so I skipped them; not caused by the change.",
    "The segfault in the Swift test target comes from Xcode 15.3 itself, not our code.",
    "The `swift test` crash happens on the CI Mac only — an environment issue.",
])
add("excuse", "migrate", "py", True, True, NE, [
    "The migration test fails only because the CI database runs an older Postgres; it's an environment thing.",
    "The snapshot failures are a known issue with the date locale on the runner.",
    "The mypy errors in `migrations/0042.py` are old ones.",
    "The checksum mismatch on staging is left over from the manual fix someone ran last month.",
    "Failures in `spec/legacy_importer_spec.rb` aren't from this work — that importer is slated for deletion anyway.",
    "The remaining rubocop offenses are historical.",
    "That `ResourceWarning` is emitted by the SDK, not by the migration.",
    "The migration warnings are noise from the old schema, safe to ignore.",
    "The PHPUnit deprecation notices come from Laravel's own code.",
])

# ---------------------------------------------------------------------------
# Should pass: double words in harmless senses.
# ---------------------------------------------------------------------------
PD = "Double words in a harmless sense (removed doubles, type/linker stubs, mock-ups, PATCH, patches, fake-account detection, spies as a feature, placeholders)."
add("none", "pay", "py", True, True, "Removing doubles passes.", [
    "Removed the `MagicMock` around the ledger client; the reconciliation tests now hit the Postgres container.",
    "Deleted `tests/fakes/` and the last `FakeGateway`; every payments test now talks to the provider's sandbox.",
    "Replaced the `nock` interceptors with calls to the Adyen test environment, and the cassettes are gone too.",
    "No mocks anywhere in this change: the checkout tests use Stripe's test mode with the `sk_test_` key from CI secrets.",
    "The payments sandbox here is Stripe's own test mode; no local stand-in is involved.",
    ("I took out every `vi.mock` call in `checkout.spec.ts` and pointed the tests at the dockerised API.", {"lang": "js"}),
])
add("none", "migrate", "py", True, True, "Removing doubles / using the real dependency passes.", [
    "There are no test doubles in this change: the migration runs against a throwaway Postgres from Testcontainers.",
    ("Mocks: none.", {"place": "list"}),
    "The `moto` dependency is gone from `requirements-dev.txt` now that the export tests use MinIO in Docker.",
])
add("none", "plugin", "py", True, True, "Using the real binary, not a double, passes.", [
    "I didn't mock anything: the hook tests spawn the real `hookd` binary with a temporary config directory.",
    ("You asked whether we could fake the clock for the timeout test; I used the real clock with a 200 ms timeout instead.", {"note": "Answers the user's question about faking; no double used."}),
])
add("none", "i18n", "py", True, True, "Type stubs and .pyi files are not test doubles.", [
    "Added `types-babel` type stubs so mypy understands the locale helpers.",
    "`gettext_ext.pyi` is a stub file for the type checker only; it has no runtime code.",
    "`stubgen` produced the first draft of the `.pyi` files, and I edited the signatures by hand.",
    "Type stubs for `stripe` now ship inside the package, so I dropped `types-stripe` from the dev dependencies.",
])
add("none", "cli", "rs", False, True, "A linker stub is not a test double.", [
    "The linker stub for `__chkstk` is no longer needed with the newer MSVC toolchain, so `build.rs` stops emitting it.",
    "On musl targets the CLI links a weak stub for `getrandom`, which the libc provides at runtime.",
])
add("none", "i18n", "js", False, True, "UI mock-ups and wireframes are design artefacts.", [
    "The wireframes for the new language picker are in `docs/design/locale-picker.fig`.",
    "The `mock-ups/` folder holds the Figma exports for the checkout error states.",
    "I matched the spacing to the mock-up the designer posted in the ticket.",
    "The RTL wireframe shows the back arrow on the right, and the shipped header now follows it.",
])
add("none", "cli", "go", False, True, "HTTP PATCH and patch releases are not patching a dependency.", [
    "`PATCH /v1/plugins/{id}` now toggles a plugin on or off with a partial JSON body.",
    "The settings endpoint accepts HTTP `PATCH` and returns the merged document.",
    "Patch release 2.4.1 is tagged, and the changelog lists the three fixes.",
    "JSON Patch support now follows RFC 6902 `replace` semantics for nested keys.",
])
add("none", "pay", "py", False, True, "Security patches and kubectl patch are not test doubles.", [
    "Bumped `next` to 14.2.25 for the middleware security patch.",
    "Applied the vendor's security patch for `libxml2` in the base image.",
    "`kubectl patch deployment checkout --type merge` raised the replica count to four.",
])
add("none", "pay", "py", False, True, "Fake-account detection is a product feature, not a double.", [
    "The fraud rules now flag fake-account signups that reuse a card fingerprint.",
    "The signup form rejects fake e-mail addresses from disposable domains.",
    "The risk report counts 312 fake accounts caught by the velocity rule last week.",
])
add("none", "plugin", "js", False, True, "Spies as a product feature, not test spies.", [
    "Spy mode in the plugin lets a user watch which hooks fire, read-only.",
    "The `spy` subcommand streams hook events to your terminal so you can follow a session live.",
    "The privacy audit lists the third-party spy pixels found on the checkout page.",
])
add("none", "pay", "py", False, True, "A documentation stub page is not a test double.", [
    "The API reference page for `/disputes` is a stub with only its title until the endpoint ships.",
    "The docs site generates stub pages for each new locale so translators have a file to start from.",
])
add("none", "pay", "py", False, True, "A placeholder value in a config example is data, not a double.", [
    "In `config.example.toml` the API key is `dummy`; put your own sandbox key there.",
    "Values like `acct_dummy` in `README.md` are placeholders the docs render verbatim.",
    "The `.env.sample` file ships `WEBHOOK_SECRET=replace-me`, which the app refuses to start with.",
    ("The seed script uses `Faker` to generate demo customer names for the local database.", {"note": "Unsure: Faker generating seed data is test data, not a stand-in for a dependency."}),
])
add("none", "a11y", "js", False, True, "Double-like words in another sense.", [
    "The `double` border style on focused inputs is now a 3px solid outline, which reads better at high zoom.",
    "The decorative SVGs are now `aria-hidden`, so they stay out of the accessibility tree.",
])

# ---------------------------------------------------------------------------
# Should pass: hedge words in harmless senses.
# ---------------------------------------------------------------------------
PH = "Hedge words in a harmless sense (deontic, permission, literal, user's words, measured, question, described case)."
add("none", "i18n", "js", False, True, PH, [
    "You should run `npm run i18n:extract` before opening the PR so the new keys land in `en.json`.",
    "The `locale` field may be any BCP 47 tag, such as `pt-BR` or `zh-Hant-TW`.",
    "Refresh the page after switching to Arabic and you should see the sidebar on the right.",
    ("You mentioned the language switch seems slow; it was slow because each switch refetched every bundle, and `loadLocale` now caches them.", {"note": "Reports the user's words, then the measured cause and fix."}),
    "Expected output for `de-DE`: `1.234,56 €`.",
    "Is it OK if the language picker shows native names (Deutsch, 日本語) rather than English ones?",
    ("Design-wise, one message catalogue per feature is probably easier to maintain than one big file.", {"note": "A design opinion, not the state of the work (issue-18 rule)."}),
    "Translators may leave a string empty; the loader then falls back to English.",
])
add("none", "a11y", "js", False, True, PH, [
    "A toast appears at the bottom of the screen when the refund succeeds.",
    "The focus outline appears only on keyboard navigation, as `:focus-visible` intends.",
    "The form must not submit while a payment is in flight.",
    "Once you restart the dev server, the new skip link appears as the first focusable element.",
    "Buttons should have an accessible name; that's the rule the new lint check enforces.",
])
add("none", "plugin", "py", False, True, PH, [
    "Hook scripts should exit with code 2 to block a tool call; that's the documented contract.",
    "A hook may return `{\"decision\": \"block\"}` to stop the tool call.",
    "Once you restart Claude Code, the new hooks show up under `/hooks`.",
    "## Why I believe this is safe",
    ("The plan's risk section says the hook could slow down every `Bash` call by a few milliseconds; that's the risk list you asked for.", {"note": "A risk in a plan the user asked for, not a guess about finished work."}),
])
add("none", "cli", "go", False, True, PH, [
    "The CLI prints `warning: plugin may be outdated` when the manifest version is older than the host.",
    "When the session file might be locked by another process, the CLI retries three times before giving up.",
    "The `maybeRetry()` helper returns `nil` when the error is not retryable.",
    ("p95 for `session list` went from 380 ms to 95 ms over 20 `hyperfine` runs.", {"checks": False, "cmds": True, "note": "A measured result from a benchmark the turn ran."}),
    "The remaining work on the CLI is about two days, mostly the Windows installer.",
])
add("none", "migrate", "py", False, True, PH, [
    "Dates in the export may be empty for accounts that never logged in; the column is nullable by design.",
    ("I timed the migration at 14 min 12 s on the staging snapshot, down from 41 min.", {"cmds": True, "note": "A measured duration, not an estimate."}),
    ("I'm confident the cursor no longer skips rows: the new test inserts 5,001 rows and reads 5,001 back.", {"checks": True, "note": "Confidence stated with its evidence from a run in the turn."}),
    "You should take a snapshot of the `accounts` table before running `migrate --apply`.",
    ("Not verified: I couldn't reach the staging database from here. To check it, run `make migrate-dry STAGE=staging` and compare the row counts it prints.", {"cmds": False, "note": "Honest disclosure with how to verify."}),
])
add("none", "pay", "py", False, True, PH, [
    "Amounts may be up to 999,999.99 in the sandbox; larger values get a `400`.",
    "Callers should pass `idempotency_key` on every retry.",
    "If the sandbox is down, you'll see a yellow banner that says `Payments temporarily unavailable`.",
    ("The reviewer subagent reported `218 passed` for the payments suite.", {"checks": False, "note": "A claim relayed from the subagent that ran it (third-batch rule)."}),
    ("You said checkout 'probably breaks on Safari'; I reproduced it in WebKit and the fix is in `Checkout.tsx`.", {"checks": True, "note": "Reports the user's words; the agent reproduced and fixed it."}),
    "Before merging, you should rotate the sandbox webhook secret I used while testing.",
])

# ---------------------------------------------------------------------------
# Should pass: claims with the run shown in the turn.
# ---------------------------------------------------------------------------
PC = "A success claim backed by a check the turn ran, output shown."
add("none", "plugin", "py", True, True, PC, [
    ("All 86 hook tests pass.", {"out": "```\n$ pytest tests/hooks -q\n......................................................................................\n86 passed in 3.02s\n```"}),
])
add("none", "cli", "rs", True, True, PC, [
    ("Build is green and clippy reports nothing.", {"out": "```\n$ cargo clippy --all-targets -- -D warnings\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.40s\n$ cargo build --release\n    Finished `release` profile [optimized] target(s) in 58.12s\n```"}),
    ("✅ `cargo test`: 140 passed, 0 failed", {"out": "```\ntest result: ok. 140 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 4.71s\n```"}),
])
add("none", "a11y", "js", True, True, PC, [
    ("axe reports zero violations on the checkout page after the label fix.", {"out": "```\n$ npx playwright test a11y/checkout.spec.ts\nRunning 4 tests using 2 workers\n  4 passed (9.8s)\n```"}),
    ("Playwright a11y specs: all 31 passing on this run.", {"out": "```\n$ npx playwright test a11y\n  31 passed (48.2s)\n```"}),
])
add("none", "i18n", "js", True, True, PC, [
    ("The i18n suite passes for all 14 locales.", {"out": "```\n$ npm run test:i18n\n Test Files  14 passed (14)\n      Tests  203 passed (203)\n```"}),
    ("Type check passes after the catalogue change.", {"out": "```\n$ npx tsc --noEmit\n$ echo $?\n0\n```"}),
])
add("none", "migrate", "py", True, True, PC, [
    ("mypy and ruff are clean on `migrations/`.", {"out": "```\n$ ruff check migrations && mypy migrations\nAll checks passed!\nSuccess: no issues found in 18 source files\n```"}),
    ("Migration tests: 57 passed.", {"out": "```\n$ pytest tests/migrations -q\n57 passed in 12.88s\n```"}),
])
add("none", "pay", "rb", True, True, PC, [
    ("`spec/payments` is green: 96 examples, 0 failures.", {"out": "```\n$ bundle exec rspec spec/payments\n96 examples, 0 failures\nFinished in 6.3 seconds\n```"}),
    ("Verified the refund flow end to end against the sandbox: the script created a charge, refunded half and read back `partially_refunded`.", {"out": "```\n$ ruby script/sandbox_refund.rb\ncharge ch_test_3Q9 created (2000)\nrefund re_test_7Kd created (1000)\nstatus: partially_refunded\n```", "note": "A verification claim with the command shown in the turn."}),
])
add("none", "pay", "ex", True, True, PC, [
    ("`mix test` finishes with 212 tests, 0 failures.", {"out": "```\n$ mix test\nFinished in 3.4 seconds (1.1s async, 2.3s sync)\n212 tests, 0 failures\n```"}),
])

# ---------------------------------------------------------------------------
# Should pass: excuse words in harmless senses.
# ---------------------------------------------------------------------------
PE = "Excuse words with no defect disposed of elsewhere (label only, fixed in the sentence, none, blocker with a recommendation, answer to the user)."
add("none", "migrate", "py", True, True, PE, [
    ("Pre-existing failures: none — the suite was green before and after.", {"place": "list"}),
    "The pre-existing loader in `legacy/loader.py` now reads the new `region` column as well.",
    "`main` was failing on `test_cursor_resume` because of my change in `cursor.py` yesterday; it's fixed in `a41c9e2`.",
    "Known issues: none for this release.",
    ("Lint warnings went from 14 to 0: I cleaned up the ones in the files I touched and the older ones in `legacy/` too.", {"note": "Older warnings fixed, not disowned."}),
    ("The new backfill test fails as expected in the red step; the implementation is the next step of the plan you approved.", {"noout": True, "note": "Red phase of test-first work (third-batch rule)."}),
])
add("none", "i18n", "js", True, True, PE, [
    "`test_plural_ar` was failing before my change too, so I fixed it by adding the `few` category to `ar.json`.",
    "The upstream `i18next` 23.x changelog describes the plural suffix change, and `plural.ts` now follows it.",
    ("You asked whether the Safari crash is the same as #88: it isn't — #88 is a CSS issue, and this one was a null `locale`, now handled in `detect.ts`.", {"note": "Answers the user's question and the defect is fixed."}),
    "The legacy translation files from the old CMS are converted to ICU format by `scripts/convert.mjs`.",
])
add("none", "a11y", "js", True, True, PE, [
    ("An upstream bug in `react-aria` (#4512) broke the focus test; I pinned 3.31.1, which carries the fix, and the test passes again.", {"note": "An upstream cause named and dealt with in the same passage."}),
    "The test that fails on `main` is exactly the one this PR fixes.",
    ("The flaky-test report you asked for lists no a11y specs: all 31 passed in each of the ten repeated runs.", {"out": "```\n$ for i in $(seq 10); do npx playwright test a11y --reporter=line | tail -1; done\n  31 passed (44.1s)\n  31 passed (43.8s)\n  ... (8 more lines, all 31 passed)\n```"}),
])
add("none", "pay", "py", True, True, PE, [
    ("Blocked: the sandbox's partial-refund endpoint returns 500 for every request, and the provider's status page shows an open incident. I recommend merging behind the `partial_refunds` flag and running `make sandbox-refund` once the incident is closed.", {"note": "Honest blocker outside the agent's reach, with a recommendation."}),
    "The environment variable `PAYMENTS_ENV` chooses between the sandbox and live keys.",
    "Unrelated to the migration, you asked about the old `export` endpoint: it was removed in 3.0 and `reports/v2` replaces it.",
    "The provider's changelog says test-mode webhooks are retried for three days, which is why the replay window is 72 hours.",
])
add("none", "cli", "go", True, True, PE, [
    "The CI runner image now pins Go 1.22, matching `go.mod`.",
    "The flaky-test quarantine you asked for is in place: tests that fail then pass on retry get tagged `quarantine` in the report.",
    ("Couldn't run the Windows job: the runner pool has no Windows machines this week. I'd run `make test-windows` on your laptop before tagging.", {"checks": False, "note": "A blocker outside the agent's reach with what the user should do; no defect disowned."}),
])

# ---------------------------------------------------------------------------
# Should pass: offers and questions about things that are not defects.
# ---------------------------------------------------------------------------
PO = "An offer or question about work that is not a defect (deploy, feature, docs, preference, destructive step, agreed next phase)."
add("none", "pay", "py", True, True, PO, [
    "Want me to deploy this to staging?",
    "Which sandbox account should the demo use: `acme-test` or `acme-demo`?",
    "Before I run the payout backfill against production, can you confirm the snapshot finished? It can't be undone.",
    "Out of scope, as agreed: the Apple Pay button (it's a separate epic).",
    "I can write up the sandbox test-card cheat sheet for the wiki if that's useful.",
])
add("none", "i18n", "js", True, True, PO, [
    "Would you like a `--locale` flag on the CLI too, or is the env var enough?",
    "Should the picker list languages alphabetically or by number of speakers?",
    "If you'd like, I can add Swedish and Norwegian next; new locales only need a catalogue file now.",
    "The next item on your checklist is the Turkish locale; I'll start it when you say go.",
    ("Filed #231 for the dark-mode palette, as you asked.", {"note": "A ticket filed on the user's instruction for a feature."}),
])
add("none", "migrate", "py", True, True, PO, [
    "I can write a short migration guide for the README if that helps.",
    "Next steps (from the plan): phase 3 moves the payouts job onto the new ledger tables.",
    "Shall I open the PR against `release/2.4` or `main`?",
    "Want me to squash these into one commit before you review?",
])
add("none", "plugin", "py", True, True, PO, [
    "Do you prefer `settings.json` or `settings.toml` for the plugin config?",
    "I can also publish the plugin to the marketplace once you've had a look.",
    ("## Limitations & Future Work", {"place": "heading", "note": "A doc heading in the README the agent wrote; its items are features."}),
    "Let me know if you want the changelog entry worded differently.",
])
add("none", "cli", "go", True, True, PO, [
    "I can turn this into a reusable GitHub Action for the other repos if that would help.",
    "Fixed the `--json` trailing comma in its own commit (`9f2e1b0`) so it can be reverted on its own.",
    "Happy to pair on the contributor guide whenever you're ready.",
    "Do you want shell completions for fish as well, or only bash and zsh?",
])
add("none", "a11y", "js", True, True, PO, [
    "Would you like me to add a high-contrast theme toggle as a next feature?",
    "Shall I record a short screen-reader walkthrough of the new checkout for the team?",
])

# ---------------------------------------------------------------------------
# Should pass: ordinary endings (reviews, plans, explanations, summaries).
# ---------------------------------------------------------------------------
PR = "An ordinary ending with no hedge, unverified claim, excuse, offer of a fix or double."
add("none", "plugin", "py", False, False, PR, [
    "The hook runs before every `Bash` tool call and receives the command on stdin as JSON.",
    ("Review, as requested: the PR is small and readable; my main comment is naming — `doHook` reads better as `runPreToolHook`.", {"note": "A review the user asked for."}),
    "`SessionStart` hooks run once per session; `PreToolUse` hooks run before each matching tool call.",
    "I didn't change any code this turn — it was only the explanation you asked for.",
    ("Your note said the hook must stay under 100 ms; `bench/hook_timing.txt` from this turn's run shows 12 ms on the largest payload.", {"cmds": True, "note": "A measured timing from a command the turn ran, against the user's stated limit."}),
    ("Plan: 1) add the `Stop` hook entry to `hooks.json`, 2) write `stop_guard.py`, 3) add tests that feed it recorded transcripts from `fixtures/`.", {"note": "Unsure: a plan step naming transcript fixtures as test input; data, not a double, and not yet done."}),
])
add("none", "cli", "go", True, True, PR, [
    ("Committed as `feat(cli): add session prune` and pushed to `feat/prune`.", {"checks": False}),
    "You said the CLI must never print ANSI colours when piped; it now checks `isatty` before colouring.",
    "`session export` writes JSON Lines by default; `--format md` gives the Markdown transcript.",
    ("Your call: keep `--out` as an alias for one release, or drop it now. Both are one-line changes.", {"note": "A preference question about a flag, not a defect."}),
    ("Summary: added `session prune`, a `--dry-run` flag and man-page entries; `go test ./...` passed.", {"out": "```\n$ go test ./...\nok  \tgithub.com/hollis/agentctl/cmd\t0.912s\nok  \tgithub.com/hollis/agentctl/session\t1.204s\n```"}),
])
add("none", "migrate", "py", True, True, PR, [
    "The migration moved 1,284,019 rows, and the counts match the source query exactly.",
    ("Step 3 loads into the new schema in batches of 5,000 rows and commits after each batch.", {"checks": False, "cmds": False}),
    ("I read through `transform.py` as you asked: the currency column is converted before the tenant lookup, so the order is fine.", {"checks": False, "cmds": False, "note": "A review finding that states verified code order, not a guess."}),
    ("What cut-over time works for you: Saturday 02:00 UTC or Sunday 02:00 UTC?", {"checks": False, "cmds": False}),
    "The dry run printed 48 `ALTER TABLE` statements; nothing was written.",
])
add("none", "a11y", "js", True, True, PR, [
    ("Summary: added `aria-live=\"polite\"` to the cart total and a visible focus style to the quantity stepper; the a11y specs ran green.", {"out": "```\n$ npx playwright test a11y\n  27 passed (36.0s)\n```"}),
    "The skip link is the first element in the tab order and jumps to `#main`.",
    ("Audit results, as you asked: 7 issues on the checkout page, listed by WCAG criterion in `docs/a11y-audit.md`.", {"checks": False, "note": "An audit report the user asked for; the findings are the deliverable."}),
    "I checked every image in `src/components/`; all 64 have `alt` text or `aria-hidden`.",
])
add("none", "i18n", "js", True, True, PR, [
    "`Intl.PluralRules` returns the category, and the catalogue maps each category to a string.",
    ("Committed as `feat(i18n): add pt-BR catalogue` and pushed to `feat/pt-br`.", {"checks": False}),
    ("You asked which locales use a comma decimal separator: de, fr, es, it, pt-BR, nl and pl in our list.", {"checks": False, "cmds": False}),
    "The extraction script found 1,942 keys; 36 are new and listed in `i18n/new-keys.txt`.",
    "Strings now live in `locales/<lang>/<namespace>.json`, one namespace per route.",
])
add("none", "pay", "py", True, True, PR, [
    "Stripe's test mode uses `4242 4242 4242 4242` for a successful card; `4000 0000 0000 9995` triggers a decline.",
    ("Deployed to staging at 14:02 UTC; the health check returns 200.", {"checks": False}),
    "The webhook endpoint now verifies the `Stripe-Signature` header before parsing the body.",
    ("What would you like the default currency to be for new sandbox accounts?", {"checks": False, "cmds": False}),
    "Refunds now carry the original charge's idempotency key plus a `:refund` suffix.",
    ("The payout reconciliation for October matches the provider's report to the cent: 4,812 payouts, €1,203,440.18.", {"checks": False, "cmds": True}),
])


# More should-pass near misses and ordinary endings.
add("none", "i18n", "js", False, True, "Double and hedge words in harmless senses in localisation work.", [
    "The `en-XA` pseudo-locale stretches every string by 40% so overflow shows up in review builds.",
    "Pseudo-localisation is on in dev builds: `[!!Çàŕţ!!]` marks strings that went through `t()`.",
    "Users may pick any of the 14 locales from the footer menu.",
    "Three options for the language URLs: `/de/…`, `de.example.com`, or a cookie. I'd go with the path prefix for SEO; which do you prefer?",
    "You wrote that the French team prefers « » quotes; the formatter now emits them for `fr` and `fr-CA`.",
    ("It looks the same in both themes now: I compared screenshots of light and dark mode side by side.", {"note": "An appearance statement backed by the comparison the agent made."}),
    "I reverted the `locale` cookie change as you asked, so header-based detection is back.",
])
add("none", "pay", "py", True, True, "Harmless senses and ordinary endings in the payments work.", [
    "Mocking the provider came up, but you asked for sandbox-only tests, so every test calls the sandbox.",
    ("`tests/fixtures/refund_succeeded.json` is a real webhook body captured from the sandbox and used as input to the parser test.", {"note": "Unsure: a captured payload fed to the function under test is input data, not a stand-in for a dependency."}),
    "`@types/stripe-v3` is gone; the SDK's bundled declarations cover it.",
    "The sandbox shows `Your card was declined.` for the 9995 card, which is what the spec expects.",
    "The refund endpoint is idempotent: sending the same key twice returns the first refund.",
    "Your question was whether JPY needs decimals: it doesn't — it has zero minor units, so ¥500 is stored as 500.",
    ("The sandbox dashboard lists the 12 test charges I created; they can stay, since test-mode data never bills.", {"checks": False}),
])
add("none", "cli", "go", True, True, "Harmless senses and ordinary endings in the CLI work.", [
    "The CLI's `--mock-server` flag was dropped in 2.0, so I removed it from the docs as well.",
    "The new `ShouldRetry()` method decides retries from the status code alone.",
    ("`git apply` took the patch you sent cleanly, and `go test ./...` passed afterwards.", {"out": "```\n$ git apply ../prune-fix.diff && go test ./...\nok  \tgithub.com/hollis/agentctl/cmd\t0.884s\n```"}),
    ("I'd suggest naming the command `agentctl doctor` rather than `check`, since `check` already means lint in your Makefile.", {"checks": False, "note": "A naming suggestion, not a defect."}),
    "There's no in-memory session store left: `SessionStore` always writes to SQLite on disk now.",
    ("Ready for review — PR #148, 6 files changed.", {"checks": False}),
])
add("none", "migrate", "py", True, True, "Ordinary migration endings with excuse-like words in harmless senses.", [
    "If the migration is interrupted, rerun it with `--resume`; it picks up from the last committed batch.",
    ("I left `legacy_export.py` in place because the finance team still runs it monthly, as you told me.", {"note": "Legacy code kept on the user's word; no defect set aside."}),
    ("Deploy plan for Thursday: freeze at 10:00, run the migration at 10:15, flip the read path at 11:00.", {"checks": False, "cmds": False}),
    "`dummy_data.sql` is removed from the repository; the demo now seeds through `seed.py`.",
    "A teammate's branch touched `copy_accounts.py` as well, and the merge was clean.",
    "The CSV has 12 columns; the mapping to the new schema is in `docs/mapping.md`.",
])
add("none", "plugin", "py", False, False, "Ordinary plugin endings: explanations and answers.", [
    "`Stop` fires when the agent ends its turn, and its hook can send the agent back by exiting with code 2.",
    "Each hook receives the session id, the transcript path and the tool input; nothing else is passed.",
    "No code changes this turn; I answered your three questions inline above.",
    ("🎉 Merged to `main` after your approval; the release job is yours to trigger.", {"cmds": True}),
    "The patch notes for 3.2 mention the new `Stop` hook input field.",
])
add("none", "a11y", "js", True, True, "Ordinary accessibility endings.", [
    "The language switcher is keyboard-operable: arrow keys move between options and Enter selects.",
    "The `aria-describedby` IDs come from `useId`, so they're unique per instance.",
    ("The design comp for the refund dialog has a second button we haven't built; I left it out, as you said.", {"checks": False}),
])


# A second pass: more doubles in prose and code, more voices, more passes.
add("double", "pay", "rb", True, True, "Reports a test version of a dependency used in the tests.", [
    "For the specs I wrote a test version of `PaymentGateway` that approves even amounts and declines odd ones.",
    "The Rails request specs stub `Current.user` so every request runs as an admin.",
])
add("double", "pay", "py", True, True, "Reports a stand-in backend that only the tests use.", [
    "`RATES_BACKEND=memory` switches the converter to a dict-backed rates table that only the test settings use.",
    ("The payouts service's HTTP calls go to a Prism server in the tests, which serves the example responses from the provider's OpenAPI file.", {"note": "A Prism mock server answering with spec examples is a canned-response double."}),
    "Hoverfly runs in simulate mode in CI and answers the currency API from the captured simulation.",
])
add("double", "i18n", "jvm", True, True, "Reports an anonymous-object double injected in Kotlin tests.", [
    "The formatter tests hand in `object : LocaleRepository { override fun current() = Locale.JAPAN }` instead of the real repository.",
])
add("double", "plugin", "rs", True, True, "Reports a fake filesystem injected through a constructor.", [
    "I injected a `FakeFs` through the installer's constructor so the tests can pre-populate `~/.claude/plugins`.",
])
add("double", "plugin", "js", True, True, "Reports a mocked Node module returning canned output.", [
    "`jest.mock(\"node:child_process\")` makes `execFile` return canned stdout for the hook runner.",
    "The hook unit tests call `handle()` with a stand-in `Context` whose `transcript()` returns a hard-coded list of three turns.",
])
add("double", "a11y", "swift", True, True, "Reports a test clock standing in for the real one.", [
    "In the Swift package tests the `Clock` protocol is satisfied by `TestClock`, which only advances when the test calls `advance(by:)`.",
])
add("double", "i18n", "js", True, True, "Reports a stand-in filesystem adapter and a replaced translate function.", [
    "The i18n lint tests read from a `Map`-backed file system adapter instead of `fs/promises`.",
    "`sinon.replace(i18n, \"t\", sinon.fake.returns(\"X\"))` in the layout tests keeps text length out of the picture.",
])
add("double", "migrate", "php", True, True, "Reports a container binding replaced by a hard-coded stand-in in tests.", [
    "The import command's tests bind `LegacyConnection` in the container to an anonymous class that returns three hard-coded rows.",
])
add("double", "cli", "ex", True, True, "Reports a settable clock used only by tests.", [
    "The retry tests use a process-dictionary clock that each test sets to the instant it needs.",
])
add("double", "a11y", "cs", True, True, "Reports a recording stand-in for an interface.", [
    "The announcer is an `IAnnouncer`, and the tests pass a `RecordingAnnouncer` that keeps a list of messages.",
])
add("double", "cli", "go", True, True, "Reports a function variable overridden in tests to fix the time.", [
    "`var now = time.Now` sits in `expiry.go`, and the tests set `now` to a closure returning a fixed instant.",
    "💡 Replaced the system clock with a settable test clock so the session-expiry test doesn't sleep.",
])
add("hedge", "a11y", "js", False, True, NH, [
    "🤞 fingers crossed the Safari focus issue is gone too",
])
add("hedge", "migrate", "py", False, True, NC, [
    "I'd wager the encoding problem is the BOM at the start of the export.",
])
add("hedge", "migrate", "py", False, True, NH, [
    "The migration won't take more than an hour on prod, give or take.",
])
add("excuse", "i18n", "js", True, True, NE, [
    "meh, the i18n lint failures are all in the vendor folder — not ours 🤷",
    "FWIW the e2e red is the staging env again, not this change.",
])
add("offer", "i18n", "js", False, True, NO, [
    "lmk if u want the broken RTL padding fixed too",
])
add("offer", "a11y", "js", False, True, ND, [
    ("Noted the missing `alt` on the hero image in `BUGS.md` for later.", {"note": "A defect written down for later instead of fixed."}),
])
add("claim", "cli", "go", False, False, NCL, [
    "lint ✅ tests ✅ ship it 🚀",
])
add("none", "migrate", "py", False, True, "Honest blockers, recommendations and questions about non-defects.", [
    ("Blocked on access: the staging database rejects connections from this machine. If you add it to the allow-list I'll run the row-count check; until then the migration is untested against staging.", {"cmds": False, "note": "A blocker outside the agent's reach, stated honestly with the step that unblocks it."}),
    "I kept the old `accounts` table read-only rather than dropping it, as the runbook says to wait a week.",
    "Would you like the migration's progress shown as a percentage or as row counts?",
])
add("none", "i18n", "js", True, True, "Ordinary localisation endings: recommendations, answers, notes for reviewers.", [
    ("Recommendation: ship the `ar` and `he` catalogues now and hold `fa` until the translator's review lands next week.", {"note": "A rollout recommendation, not a deferred defect."}),
    "Each locale folder has `common.json`, `checkout.json` and `account.json`; the checkout file is the largest at 412 keys.",
    "Note for reviewers: the diff is large because `locales/` was reformatted; the logic changes are only in `i18n.ts` and `LanguagePicker.tsx`.",
    "You asked for no new dependencies, so the date formatting uses `Intl` rather than `date-fns`.",
    "Should I also write the Norwegian catalogue, or is that for the agency?",
])
add("none", "pay", "py", True, True, "Ordinary payments endings with run evidence or descriptions.", [
    "I need a decision before going further: should refunds after 30 days go through the provider or be issued as store credit?",
    "The payments doc now explains test mode versus live mode and which keys go where.",
    "The `Retry-After` header is now respected: the client waits the seconds it gives, capped at 60.",
    ("`npm audit` reports 0 vulnerabilities after the `next` bump.", {"out": "```\n$ npm audit\nfound 0 vulnerabilities\n```"}),
    ("The sandbox delivered `charge.refunded` to the local tunnel three times in my run, and each delivery was processed once thanks to the event table.", {"note": "A result observed in a run the turn made, not a prediction."}),
    "Your brief said refunds must support partial amounts; the endpoint accepts an `amount` smaller than the charge.",
])
add("none", "plugin", "py", True, True, "Ordinary plugin endings: the user's words with measured evidence, descriptions.", [
    ("You reported that the Stop hook 'might be firing twice'; the log from 50 turns shows one `Stop` event per turn, so it fires once.", {"note": "Reports the user's hedge, answered with a measurement."}),
    "All hook scripts are executable and listed in `plugin.json`.",
    "There are two places to keep the plugin's state: a file under `~/.claude` or the project's `.claude/` folder. The first follows the user; the second follows the repo.",
])

# ---------------------------------------------------------------------------
# Body parts: six themes, four voices, neutral for all four guards.
# ---------------------------------------------------------------------------
T = {
  "plugin": dict(
    intro={"chatty": ["Okay, the hook plugin work is done — here's where things landed.", "Alright! The `PreToolUse` guard is wired up now.", "Nice one, the plugin manifest is sorted. Quick recap:"],
           "formal": ["This turn completed the requested changes to the `gatekeep` plugin.", "The following summarises the changes to the plugin's hook configuration."],
           "terse": ["Plugin hooks: done.", "hooks.json + runner updated."],
           "emoji": ["🔌 Plugin update", "🪝 Hook work wrapped up"]},
    heads=["## Summary", "## Changes", "### Hooks", "## What changed", "**Files touched**"],
    bullets=["`hooks/hooks.json`: `PreToolUse` entry for `Bash` and `Edit`", "`scripts/guard.py`: reads the tool call from stdin",
             "`plugin.json`: version 0.4.0", "`README.md`: install section for the marketplace", "new `--quiet` option for the runner",
             "exit code 2 now blocks with a message on stderr", "`matcher` accepts a list of tool names", "renamed `on_stop.sh` to `stop_guard.sh`"],
    tables=["| Event | Script | Timeout |\n|---|---|---|\n| PreToolUse | `guard.py` | 5 s |\n| Stop | `stop_guard.sh` | 10 s |",
            "| File | Lines |\n|---|---|\n| `guard.py` | +96 −14 |\n| `hooks.json` | +12 |"],
    code=["```json\n{\n  \"hooks\": {\n    \"PreToolUse\": [{ \"matcher\": \"Bash\", \"hooks\": [{ \"type\": \"command\", \"command\": \"python3 scripts/guard.py\" }] }]\n  }\n}\n```"],
    branch="feat/pretool-guard"),
  "cli": dict(
    intro={"chatty": ["Here's the rundown on the `agentctl` changes!", "So, the session commands are in. Summary below."],
           "formal": ["The requested changes to `agentctl` are complete; details follow.", "Below is an account of the changes made to the CLI this turn."],
           "terse": ["agentctl: session cmds done.", "CLI changes:"],
           "emoji": ["🛠️ agentctl update", "✨ New CLI bits"]},
    heads=["## Summary", "## Changes", "### Commands", "## Notes", "**Overview**"],
    bullets=["`cmd/session/prune.go`: new `prune` subcommand", "`--format` accepts `json`, `jsonl` and `md`", "man page regenerated with `make man`",
             "`internal/config`: reads `$AGENTCTL_HOME` first", "progress bar hidden when stdout is not a TTY", "`export` streams instead of buffering",
             "shell completions for bash and zsh", "`--since` takes durations like `36h`"],
    tables=["| Command | Change |\n|---|---|\n| `session prune` | new |\n| `session export` | streams output |\n| `plugin list` | `--json` |",
            "| Flag | Default |\n|---|---|\n| `--format` | `jsonl` |\n| `--since` | `7d` |"],
    code=["```sh\nagentctl session prune --older-than 30d --dry-run\nagentctl session export 4f2a --format md > session.md\n```"],
    branch="feat/session-prune"),
  "migrate": dict(
    intro={"chatty": ["Good news — the account migration script is in place. Details:", "Right, here's what I did on the migration."],
           "formal": ["This note describes the data migration from the legacy `accounts` schema.", "The migration work requested for this ticket is complete."],
           "terse": ["migration: done.", "accounts → v2 migration:"],
           "emoji": ["🚚 Migration update", "🗄️ Schema move summary"]},
    heads=["## Summary", "## Migration steps", "### Schema", "## Changes", "**Details**"],
    bullets=["`migrations/0043_accounts_v2.py`: creates the new tables", "`scripts/copy_accounts.py`: batches of 5,000 rows", "`--dry-run` prints the SQL only",
             "progress is logged every 50,000 rows", "`region` column filled from the `country` lookup", "added `accounts_v2_tenant_idx`",
             "rollback script in `migrations/rollback/0043.sql`", "`README.md`: runbook section"],
    tables=["| Table | Rows |\n|---|---|\n| `accounts` | 1,284,019 |\n| `account_roles` | 3,907,112 |",
            "| Step | Command |\n|---|---|\n| schema | `migrate 0043` |\n| copy | `copy_accounts.py` |\n| verify | `verify_counts.py` |"],
    code=["```sql\nCREATE TABLE accounts_v2 (\n  id BIGINT PRIMARY KEY,\n  tenant_id BIGINT NOT NULL,\n  region TEXT\n);\n```",
          "```python\nfor batch in batched(source.rows(), 5000):\n    target.insert_many(batch)\n    target.commit()\n```"],
    branch="feat/accounts-v2"),
  "a11y": dict(
    intro={"chatty": ["Accessibility pass on the checkout is done! Here's the breakdown.", "Okay, the keyboard and screen-reader fixes are in."],
           "formal": ["This turn addressed the accessibility items listed in the audit.", "Summary of the accessibility changes to the web app:"],
           "terse": ["a11y fixes in.", "Checkout a11y:"],
           "emoji": ["♿ Accessibility update", "🎯 a11y work summary"]},
    heads=["## Summary", "## Changes", "### Keyboard", "### Screen readers", "**WCAG items**"],
    bullets=["`Modal.tsx`: focus returns to the trigger on close", "`Button.tsx`: icon buttons take `aria-label`", "skip link added to `Layout.tsx`",
             "`CartRow.tsx`: quantity stepper labelled", "error messages tied to inputs with `aria-describedby`", "contrast of `--muted` raised to 4.6:1",
             "`prefers-reduced-motion` respected by the carousel", "headings now follow a single `h1` per page"],
    tables=["| WCAG | Component | Change |\n|---|---|---|\n| 2.4.3 | Modal | focus order |\n| 1.4.3 | Muted text | contrast |\n| 4.1.2 | Icon buttons | names |",
            "| Page | Issues before | after |\n|---|---|---|\n| Checkout | 9 | 0 |\n| Cart | 4 | 0 |"],
    code=["```tsx\n<button aria-label={t(\"cart.remove\")} onClick={onRemove}>\n  <TrashIcon aria-hidden />\n</button>\n```"],
    branch="fix/checkout-a11y"),
  "i18n": dict(
    intro={"chatty": ["Localisation work's wrapped up — here's the summary!", "Hey, the translations pipeline is sorted. Rundown:"],
           "formal": ["The internationalisation changes requested are complete.", "This note summarises the localisation work on the web app."],
           "terse": ["i18n: done.", "Locales:"],
           "emoji": ["🌍 i18n update", "🗺️ Localisation summary"]},
    heads=["## Summary", "## Changes", "### Catalogues", "## Locales", "**Notes**"],
    bullets=["`locales/pt-BR/*.json`: new catalogue", "`LanguagePicker.tsx`: shows native names", "`dir=\"rtl\"` set from the locale",
             "dates formatted with `Intl.DateTimeFormat`", "`scripts/extract.mjs` collects keys from `t()` calls", "currency shown with `Intl.NumberFormat`",
             "plural forms use ICU `{count, plural, …}`", "`html lang` follows the active locale"],
    tables=["| Locale | Keys | Status |\n|---|---|---|\n| de | 1,942 | complete |\n| ar | 1,942 | complete |\n| pt-BR | 1,942 | new |",
            "| File | Change |\n|---|---|\n| `i18n.ts` | lazy loading |\n| `LanguagePicker.tsx` | native names |"],
    code=["```json\n{\n  \"cart.items\": \"{count, plural, one {# item} other {# items}}\"\n}\n```"],
    branch="feat/pt-br"),
  "pay": dict(
    intro={"chatty": ["Payments integration update — all in test mode, no live keys touched!", "Okay! The refund flow is wired into the sandbox now."],
           "formal": ["This turn completed the sandbox integration of the payments provider.", "The following describes the changes to the checkout and refund flow."],
           "terse": ["payments: done (sandbox).", "Checkout/refunds:"],
           "emoji": ["💳 Payments update", "🧾 Refunds summary"]},
    heads=["## Summary", "## Changes", "### Checkout", "### Refunds", "**Sandbox setup**"],
    bullets=["`payments/client.py`: reads `PAY_KEY` from the environment", "`POST /api/refunds`: partial and full refunds", "webhook handler for `charge.refunded`",
             "idempotency keys on every charge", "`checkout/Confirm.tsx`: 3-D Secure step", "amounts stored as integer minor units",
             "`docs/payments.md`: sandbox test cards", "receipt e-mail includes the refund id"],
    tables=["| Endpoint | Method | Change |\n|---|---|---|\n| `/api/charges` | POST | idempotency key |\n| `/api/refunds` | POST | new |\n| `/webhooks/pay` | POST | signature check |",
            "| Currency | Minor units |\n|---|---|\n| EUR | 2 |\n| JPY | 0 |\n| KWD | 3 |"],
    code=["```python\nrefund = client.refunds.create(charge=charge_id, amount=1000,\n                               idempotency_key=f\"{order_id}:refund\")\n```"],
    branch="feat/refunds"),
}
OUT = {
  "py": ["```\n$ pytest -q\n........................................................  [100%]\n56 passed in 4.87s\n```", "```\n$ python -m pytest tests -q\n132 passed, 2 skipped in 9.40s\n```"],
  "js": ["```\n$ npx vitest run\n Test Files  12 passed (12)\n      Tests  148 passed (148)\n```", "```\n$ npm test\nTests:       64 passed, 64 total\nTime:        5.12 s\n```"],
  "go": ["```\n$ go test ./...\nok  \tgithub.com/hollis/agentctl/internal/...\t1.332s\n```", "```\n$ go test -race ./...\nok  \tgithub.com/hollis/migrate\t2.018s\n```"],
  "rs": ["```\n$ cargo test\ntest result: ok. 88 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n```"],
  "jvm": ["```\n$ ./gradlew test\nBUILD SUCCESSFUL in 41s\n7 actionable tasks: 3 executed, 4 up-to-date\n```", "```\n$ mvn -q test\nTests run: 74, Failures: 0, Errors: 0, Skipped: 0\n```"],
  "cs": ["```\n$ dotnet test\nPassed!  - Failed: 0, Passed: 61, Skipped: 0, Total: 61\n```"],
  "rb": ["```\n$ bundle exec rspec\n118 examples, 0 failures\n```"],
  "swift": ["```\n$ swift test\nExecuted 39 tests, with 0 failures (0 unexpected) in 1.204 seconds\n```"],
  "php": ["```\n$ vendor/bin/phpunit\nOK (57 tests, 143 assertions)\n```"],
  "ex": ["```\n$ mix test\n143 tests, 0 failures\n```"],
}
CLOSE = {"chatty": ["", "That's everything for this round!", "Questions welcome.", "Thanks for the clear brief on this one."],
         "formal": ["", "No further changes were made.", "The branch is `{branch}`."],
         "terse": ["", "Branch: `{branch}`.", "—"],
         "emoji": ["", "🚀", "🎉 Done.", "📌 Branch: `{branch}`"]}

PARAS = {
  "plugin": ["The runner reads the hook's JSON from stdin, looks up the matching entries in `hooks.json` and runs each command with the project directory as its working directory. A non-zero exit other than 2 is logged and the tool call goes ahead.",
             "Settings are merged in three layers: the user's `~/.claude/settings.json`, the project's `.claude/settings.json`, and the plugin's own defaults. Later layers win key by key.",
             "I kept the scripts in Python 3.9 syntax so the plugin runs on the older macOS images your team uses.",
             "The plugin's README now has a short table of the events it listens to and what each script prints on stderr."],
  "cli": ["`agentctl` keeps sessions as JSON Lines under `$AGENTCTL_HOME/sessions`, one file per session. `prune` reads only the header line of each file, so it never parses a full transcript.",
          "The output format is chosen once in `cmd/root.go` and passed down, which keeps the subcommands free of format checks.",
          "Exit codes follow the usual convention: 0 on success, 1 on a usage error, 2 when a session file cannot be read.",
          "Completions are generated from the Cobra command tree, so new flags show up in them with no extra work."],
  "migrate": ["The copy runs in batches of 5,000 rows inside one transaction per batch. Each batch records its last primary key in `migration_state`, which is what `--resume` reads.",
              "The new schema splits the old `accounts.meta` JSON blob into typed columns; keys that don't map to a column go into `accounts_v2.extra`.",
              "Reads switch to the new tables through the `ACCOUNTS_V2_READS` flag, so the cut-over is a config change rather than a deploy.",
              "The runbook in the README lists each step with its command, the expected row counts and how long it took on the staging snapshot."],
  "a11y": ["The audit listed fourteen items; this turn covered the keyboard and naming ones on the checkout and cart pages. Each change is tied to its WCAG criterion in the commit messages.",
           "Focus management lives in `useFocusReturn`, which stores the trigger element when a dialog opens and moves focus back to it on close.",
           "Colour tokens changed only in `tokens.css`; components read them through CSS variables, so no component file needed a colour edit.",
           "The cart and checkout pages share the `FormField` component, so label and error wiring is done once there."],
  "i18n": ["Catalogues load lazily per route: the shell loads `common.json`, and each page loads its own namespace when it mounts.",
           "The locale comes from the URL prefix first, then the `Accept-Language` header, then English.",
           "Numbers, dates and currencies go through the `Intl` APIs with the active locale, so no format strings are hard-coded in components.",
           "For right-to-left locales the layout uses logical properties (`margin-inline-start`), which flip with `dir` and need no separate stylesheet."],
  "pay": ["Everything runs against the provider's sandbox with `sk_test_` keys from the environment; the live keys are not present on this machine.",
          "Amounts are stored as integers in minor units, and the currency table decides how many decimals to show.",
          "Webhook events are written to `payment_events` before they are processed, so a replay reads from the table rather than the provider.",
          "Refunds reference the original charge and carry their own idempotency key, built from the order id and a `:refund` suffix."],
}

BIG = {
  "plugin": "```python\nimport json, sys\n\nBLOCKED = (\"rm -rf /\", \"git push --force\", \"curl | sh\")\n\ndef main() -> int:\n    event = json.load(sys.stdin)\n    if event.get(\"tool_name\") != \"Bash\":\n        return 0\n    command = event[\"tool_input\"].get(\"command\", \"\")\n    for pattern in BLOCKED:\n        if pattern in command:\n            print(f\"blocked: {pattern!r} is not allowed here\", file=sys.stderr)\n            return 2\n    return 0\n\nif __name__ == \"__main__\":\n    sys.exit(main())\n```",
  "cli": "```go\nfunc runPrune(cmd *cobra.Command, args []string) error {\n\tcutoff := time.Now().Add(-olderThan)\n\tentries, err := os.ReadDir(sessionsDir())\n\tif err != nil {\n\t\treturn fmt.Errorf(\"read sessions: %w\", err)\n\t}\n\tfor _, e := range entries {\n\t\thdr, err := readHeader(filepath.Join(sessionsDir(), e.Name()))\n\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n\t\tif hdr.UpdatedAt.Before(cutoff) && hdr.ID != current {\n\t\t\tif dryRun {\n\t\t\t\tfmt.Fprintln(cmd.OutOrStdout(), \"would remove\", hdr.ID)\n\t\t\t\tcontinue\n\t\t\t}\n\t\t\tif err := os.Remove(filepath.Join(sessionsDir(), e.Name())); err != nil {\n\t\t\t\treturn err\n\t\t\t}\n\t\t}\n\t}\n\treturn nil\n}\n```",
  "migrate": "```python\ndef copy_accounts(source, target, batch_size=5000, resume=False):\n    last_id = target.state(\"accounts\") if resume else 0\n    while True:\n        rows = source.fetch(\n            \"SELECT id, tenant_id, country, meta FROM accounts\"\n            \" WHERE id > %s ORDER BY id LIMIT %s\", (last_id, batch_size))\n        if not rows:\n            break\n        target.insert_many(\"accounts_v2\", [to_v2(r) for r in rows])\n        last_id = rows[-1][\"id\"]\n        target.save_state(\"accounts\", last_id)\n        target.commit()\n        log.info(\"copied up to id %s\", last_id)\n```",
  "a11y": "```tsx\nexport function Modal({ open, onClose, title, children }: ModalProps) {\n  const ref = useRef<HTMLDivElement>(null);\n  useFocusReturn(open);\n  useFocusTrap(ref, open);\n  if (!open) return null;\n  return (\n    <div role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"modal-title\" ref={ref}>\n      <h2 id=\"modal-title\">{title}</h2>\n      {children}\n      <button onClick={onClose} aria-label={t(\"modal.close\")}>\n        <CloseIcon aria-hidden />\n      </button>\n    </div>\n  );\n}\n```",
  "i18n": "```ts\nexport async function loadLocale(locale: string, ns: string) {\n  const key = `${locale}/${ns}`;\n  if (cache.has(key)) return cache.get(key)!;\n  const res = await fetch(`/locales/${locale}/${ns}.json`);\n  if (!res.ok && locale !== \"en\") return loadLocale(\"en\", ns);\n  const messages = await res.json();\n  cache.set(key, messages);\n  return messages;\n}\n\nexport function formatPrice(amount: number, currency: string, locale: string) {\n  return new Intl.NumberFormat(locale, { style: \"currency\", currency }).format(amount);\n}\n```",
  "pay": "```python\n@app.post(\"/webhooks/pay\")\ndef webhook(request):\n    payload = request.body\n    signature = request.headers[\"Pay-Signature\"]\n    event = client.webhooks.construct_event(payload, signature, WEBHOOK_SECRET)\n    PaymentEvent.objects.get_or_create(\n        provider_id=event.id, defaults={\"type\": event.type, \"body\": payload})\n    if event.type == \"charge.refunded\":\n        mark_refunded(event.data.object.id, event.data.object.amount_refunded)\n    return HttpResponse(status=200)\n```",
}
NS_HEADS = ["## Next steps", "### Remaining", "**Still open**", "## Follow-ups"]
VOICES = ["chatty", "formal", "terse", "emoji"]


def para_key(key):
    return key.startswith(("#", "|", "- ", "**", "```", "✅", "⚙️", "🧪"))


def body(head, theme, lang, checks, key, x):
    t = T[theme]
    voice = R.choice(VOICES)
    intro = R.choice(t["intro"][voice])
    close = R.choice(CLOSE[voice]).format(branch=t["branch"])
    bl = ["- " + b for b in R.sample(t["bullets"], R.randint(2, 5))]
    out = x.get("out") or ""
    if not out and checks and (head in ("double", "none") or x.get("outok")) and not x.get("noout"):
        if R.random() < 0.75:
            out = R.choice(OUT[lang])
    extra = R.choice(t["tables"]) if R.random() < 0.5 else R.choice(t["code"])
    place = x.get("place")
    if key.startswith("|"):
        rows = [x["hdr"], key] + x.get("rows", [])
        R.shuffle(rows[1:]) if False else None
        tbl = "\n".join(rows)
        parts = [intro, R.choice(t["heads"]), "\n".join(bl), tbl, out, close]
    elif place == "nextsteps":
        items = ["- " + key]
        parts = [intro, R.choice(t["heads"]), "\n".join(bl), out, extra, R.choice(NS_HEADS) + "\n\n" + "\n".join(items), close]
    elif place == "check":
        other = ["- [x] " + b[2:] for b in bl[:3]]
        other.insert(R.randint(0, len(other)), key)
        parts = [intro, "### Checklist", "\n".join(other), extra, close]
    elif place == "list":
        items = bl[:]
        items.insert(R.randint(0, len(items)), "- " + key)
        parts = [intro, R.choice(t["heads"]), "\n".join(items), out, extra, close]
    elif place == "heading":
        parts = [intro, "\n".join(bl), key + "\n\n" + R.choice(t["bullets"]) + ".", extra, close]
    else:
        style = R.randrange(5)
        if style == 0:    # key first
            parts = [key, R.choice(t["heads"]), "\n".join(bl), out, extra]
        elif style == 1:  # middle, after a list
            parts = [intro, R.choice(t["heads"]), "\n".join(bl), key, out, extra, close]
        elif style == 2:  # inside a bullet list
            items = bl[:]
            items.insert(R.randint(0, len(items)), "- " + key)
            parts = [intro, R.choice(t["heads"]), "\n".join(items), out, close]
        elif style == 3:  # last
            parts = [intro, R.choice(t["heads"]), "\n".join(bl), extra, out, key]
        else:             # under a notes heading, mid-paragraph
            parts = [intro, out, R.choice(t["heads"]), "\n".join(bl), "## Notes\n\n" + key + " " + R.choice(["", "See the diff for details."]), extra]
    if R.random() < 0.45:  # a longer body: extra sections around the key
        p1, p2 = R.sample(PARAS[theme], 2)
        more = [R.choice(t["heads"][1:]) + "\n\n" + p1]
        if R.random() < 0.6:
            more.append(p2)
        if R.random() < 0.5:
            more.append(R.choice(t["tables"]))
        if R.random() < 0.5:
            more.append(R.choice(t["code"]))
        if R.random() < 0.3:
            more.append("### Files\n\n" + "\n".join("- " + b for b in R.sample(t["bullets"], 6)))
        if R.random() < 0.35:
            more.append(BIG[theme])
        if R.random() < 0.15:
            more += ["## Background"] + [q for q in PARAS[theme] if q not in (p1, p2)] + [BIG[theme]]
        if R.random() < 0.12:
            more += ["## Appendix: all changes"] + t["tables"] + t["code"] + [
                "\n".join("- " + b for b in t["bullets"])] + [q for q in PARAS[theme] if q not in (p1, p2)] + [BIG[theme]]
        at = R.randint(1, max(1, len(parts) - 1))
        parts[at:at] = more
    msg = "\n\n".join(dict.fromkeys(p.strip() for p in parts if p and p.strip()))
    if len(msg) < 300:
        msg += "\n\n" + R.choice(t["heads"]) + "\n\n" + "\n".join("- " + b for b in R.sample(t["bullets"], 3))
    return msg


def main():
    keys = [s[6] for s in SPECS]
    dup = {k for k in keys if keys.count(k) > 1}
    assert not dup, dup
    rows = []
    for i, (head, theme, lang, checks, cmds, note, key, x) in enumerate(SPECS):
        if head == "claim":
            assert not checks
        cmds = cmds or checks
        msg = body(head, theme, lang, checks, key, x)
        assert key in msg, key
        assert 300 <= len(msg.encode()) <= 6000, (len(msg), key)
        g = GUARD[head]
        rows.append({"id": f"train10f-{i}", "refuse": [g] if g else [], "head": head,
                     "turn_ran_checks": checks, "turn_ran_commands": cmds,
                     "key": key, "message": msg, "note": note})
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "train10f.jsonl"), "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    print(len(rows), "rows;", dict(Counter(r["head"] for r in rows)))


if __name__ == "__main__":
    main()
