//! The default phrase lists of the four prose Stop guards, one table per
//! concept, in one place: the guards nominate with them, the model reads
//! their hits as features, and `gatehouse prose-check` shows them. Each
//! guard's config replaces or extends its lists (see the guard's doc).

/// Hedges: a claim offered as a guess (`stop-hedge`).
#[rustfmt::skip]
pub const HEDGES: &[&str] = &[
    "likely", "probably", "possibly", "presumably", "perhaps", "maybe", "seems to", "seem to", "seemed to",
    "it seems", "seems like", "appears to", "appear to", "appeared to", "it appears", "I assume",
    "I'm assuming", "assuming", "I believe", "I think", "I guess", "I suspect", "I suppose", "should work",
    "should be fine", "should be working", "should be done", "should be good", "should be fixed",
    "should be resolved", "should now", "should pass", "should fix", "should resolve", "might be",
    "might have", "may be", "not sure", "not certain", "hopefully", "supposedly", "apparently",
    "in theory", "my guess", "I would expect", "I'd expect",
];

/// Claims of success that need a test or build run in the turn (`stop-hedge`).
#[rustfmt::skip]
pub const CLAIMS: &[&str] = &[
    "all tests pass", "all tests passed", "all tests are passing", "all tests passing", "tests pass",
    "tests passed", "tests are passing", "tests are green", "suite passes", "suite passed", "suite is green",
    "the build is green", "build is green", "build passes", "build succeeds", "build succeeded",
    "builds cleanly", "compiles cleanly", "it compiles", "verified", "fully tested", "tested and working",
    "confirmed working", "works as expected", "everything works", "CI is green", "CI passes",
    "all checks pass", "all checks passed", "lint is clean", "clippy is clean",
];

/// Phrases that dispose of a defect whatever else the sentence says
/// (`no-preexisting-excuse`).
#[rustfmt::skip]
pub const EXCUSES: &[&str] = &[
    "already failing", "already failed", "already broken", "already red", "was broken before",
    "were broken before", "was failing before", "were failing before", "was already broken",
    "were already broken", "was already failing", "were already failing", "not caused by my change",
    "not caused by my changes", "not caused by this change", "not caused by me",
    "not introduced by my change", "not introduced by my changes", "not introduced by this change",
    "not related to my change", "not related to my changes", "not related to this change",
    "unrelated to my change", "unrelated to my changes", "unrelated to this change", "unrelated to this PR",
    "unrelated to the change", "fails on main too", "fail on main too", "also fails on main",
    "also fail on main", "failing on main", "fails on master too", "also fails on master",
    "failing on master", "broken on main", "broken on master", "existed before my change",
    "existed before my changes", "was there before", "were there before", "known issue", "known failure",
    "known flake", "flaky test", "flaky tests", "not my change", "not from my change", "not from my changes",
    "outside my change", "outside my changes",
];

/// Frames that put a repair off to later or to someone else
/// (`no-offer-instead-of-fix`, raised by the judge with a defect open in
/// the sentence or near it).
#[rustfmt::skip]
pub const DEFER_FRAMES: &[&str] = &[
    "future pass", "later pass", "another pass", "whoever picks", "rather than fixing",
    "instead of fixing", "to track the", "to track this", "worth revisiting",
    "worth a follow-up", "follow-up ticket", "separate ticket", "tell me if i should",
    "down the road", "at some point", "when there's time",
    "when time permits", "in a future", "later this week", "noting for later", "note for later",
];

/// Labels that are an excuse only about a defect ("the pre-existing loader"
/// is not) (`no-preexisting-excuse`).
pub const LABELS: &[&str] = &[
    "pre-existing",
    "preexisting",
    "pre existing",
    "unrelated",
    "not related",
    "not mine",
];

/// Words that show a defect was disposed of: fixed, or named a blocker.
pub const DISPOSED: &[&str] = &[
    "fixed",
    "resolved",
    "repaired",
    "corrected",
    "blocker",
    "unreachable",
];

/// Offers of work, left for the user to accept (`no-offer-instead-of-fix`).
#[rustfmt::skip]
pub const OFFERS: &[&str] = &[
    "if you want", "if you'd like", "if you would like", "if you prefer", "if you like", "if desired",
    "if needed", "if you need", "let me know if", "let me know whether", "just let me know", "say the word",
    "would you like me to", "would you like", "do you want me to", "want me to", "shall I", "should I",
    "I can also", "I could also", "I can fix", "I could fix", "I can fold", "I could fold", "happy to",
    "I'd be happy to", "I can take care", "on request", "I can address", "I could address",
    "tell me if", "tell me whether", "would it help", "would it be helpful", "if it helps",
];

/// Deferrals of work to another time, PR or person (`no-offer-instead-of-fix`).
#[rustfmt::skip]
pub const DEFERRALS: &[&str] = &[
    "separate PR", "separate pull request", "separate change", "separate commit", "separate issue",
    "follow-up", "followup", "follow up PR", "future PR", "later PR", "next PR", "another PR",
    "for later", "later on", "at a later point", "out of scope", "beyond the scope", "outside the scope",
    "for now", "next iteration", "future work", "deferred", "defer", "postponed", "postpone",
    "left a TODO", "leave it", "leaving it", "left it", "left them", "leave them", "fixed separately",
    "fix separately", "handled separately", "addressed separately", "tackled separately", "done separately",
    "fix it separately", "fix them separately", "fix that separately",
];

/// Verbs of fixing: "I'll handle it in a follow-up" defers a fix even when
/// the defect was named earlier.
#[rustfmt::skip]
pub const FIX_VERBS: &[&str] = &[
    "fix", "fixes", "fixing", "address", "addressing", "handle", "handling", "resolve", "resolving",
    "tackle", "fold", "repair", "patch", "clean", "cleanup",
];

/// Words that report a defect dealt with.
pub const FIXED: &[&str] = &["fixed", "resolved", "repaired", "corrected"];

/// Prose words naming a test double (`forbidden-doubles-stop`).
#[rustfmt::skip]
pub const DOUBLES: &[&str] = &[
    "mock", "mocks", "mocked", "mocking", "Mock", "MagicMock", "AsyncMock", "fake", "fakes", "faked",
    "faking", "stub", "stubs", "stubbed", "stubbing", "test double", "test doubles", "monkeypatch",
    "monkeypatched", "monkeypatching", "mocker", "spied", "spy", "spies", "dummy", "cassettes", "canned",
    "mocks", "faker", "stubbing",
];

/// Whether a word (or an identifier part) is one of [`DOUBLES`], any case.
pub fn is_double(word: &str) -> bool {
    DOUBLES.iter().any(|d| d.eq_ignore_ascii_case(word))
}

/// Closed descriptive forms: naming the rule, not a double.
#[rustfmt::skip]
pub const DOUBLES_ALLOW: &[&str] = &[
    "no-mocks rule", "no-mocks", "no mocks", "no test doubles", "test-double ban", "no-doubles",
    "no-doubles-py", "forbidden-doubles-stop", "mock-free", "without mocks", "without test doubles",
    "without mocking", "without fakes", "without stubs", "real infrastructure",
];

/// Cue phrases beyond the lists above, one table per guard, read only as
/// features by the model (they widen what is looked at, never decide):
/// wordings the phrase-list design missed.
#[rustfmt::skip]
pub const HEDGE_CUES: &[&str] = &["looks like", "sounds like", "I'd guess", "my best guess", "I'd assume", "would explain", "theoretically", "not 100% sure", "if I'm reading", "I haven't confirmed", "I haven't verified", "I expect", "my best guess", "best guess", "I suspect", "hunch", "plausibly", "ought to", "could be", "may have", "suggests", "I reckon", "chances are", "most likely", "my hunch", "as far as I know", "from what I can tell", "fairly confident", "I'm guessing", "if I had to bet", "odds are"];
/// Multi-word epistemic frames (issue 18, heldout4): a closed class of
/// English ways to offer a guess with no listed hedge word in them —
/// limiting bases ("on the face of it", "going by the code"), inference
/// from a sign ("points to", "hints that"), belief in the first person ("I
/// trust", "my read is"), and hedged certainty ("almost certainly"). The
/// hedge head reads them as cues and as a class (`k epi-frame`): a sentence
/// holding one is read as holding an epistemic marker.
#[rustfmt::skip]
pub const HEDGE_FRAMES: &[&str] = &[
    "at first glance", "at a glance", "on the face of it", "on paper", "in principle", "going by", "judging by",
    "judging from", "by the looks of", "from the looks of", "from the look of", "from what I can see",
    "from what I've seen", "as far as I can see", "as far as I can tell", "to my knowledge",
    "to the best of my knowledge", "if I'm not mistaken", "unless I'm mistaken", "unless I'm missing",
    "unless I've missed", "unless I missed", "stands to reason", "it would seem", "would seem", "I gather",
    "I trust", "my read", "my reading", "my take", "my money is on", "my sense", "my gut", "I'd wager",
    "I'd bet", "I'd venture", "points toward", "points towards", "hints at",
    "hints that", "hint that", "implies that", "at least I haven't", "at least as far as", "at least in theory",
    "in all probability", "in all likelihood", "almost certainly", "most probably", "all being well",
    "with any luck", "fingers crossed", "touch wood", "for all I know", "I would think", "I'd think",
    "I'd imagine", "I'd say", "I'm inclined to think", "would account for", "would explain", "would be why",
    "as best I can tell", "I'd hazard", "if memory serves", "I'm betting", "betting on", "odds-on", "my instinct",
    "my gut feeling", "I'd be surprised if", "I would be surprised if", "in my estimation", "in my opinion",
    "almost definitely", "my assumption", "I'm willing to bet", "I suppose",
];

#[rustfmt::skip]
pub const CLAIM_CUES: &[&str] = &["everything passes", "all passing", "no errors", "no regressions", "all green", "is green", "are green", "passes", "pass"];
#[rustfmt::skip]
pub const EXCUSE_CUES: &[&str] = &["predate", "predates", "without my patch", "didn't touch", "didn't modify", "not something I introduced", "before my change", "base branch"];
#[rustfmt::skip]
pub const OFFER_CUES: &[&str] = &["let me know and", "I can look into", "do you want", "I'd suggest", "we could", "if it matters", "if it's a priority", "if that's a priority", "if it's important", "if that's important", "if useful", "if helpful", "if that helps", "just say", "suggest fixing", "suggest addressing", "recommend fixing", "recommend addressing", "worth a look", "worth fixing", "worth addressing", "needs attention", "deserves attention", "should be looked at"];
#[rustfmt::skip]
pub const DEFERRAL_CUES: &[&str] = &["circle back", "next session", "next step", "next steps", "next sprint", "remaining work", "later pass", "handled later", "TODO", "follow-ups", "future pass", "later ticket", "at some point", "down the line", "whoever picks", "next round", "another time", "another day"];
#[rustfmt::skip]
pub const DOUBLE_CUES: &[&str] = &["patched", "patch", "in-memory fake", "double", "intercept", "stand in", "stands in", "freeze", "freezegun", "nock", "responses", "httpretty", "vcr", "recorded", "simulate", "replaced", "swap", "swapped", "inject"];
#[rustfmt::skip]
pub const LABEL_CUES: &[&str] = &["existing", "legacy", "environmental", "upstream"];

/// Word classes the model reads as structure, not as phrases: what a hedge,
/// a claim, an excuse, an offer and a test double ARE (issue 18), so a new
/// wording of the same class shares its evidence. Each is a closed class of
/// English (epistemic markers, completion predicates, places a defect can be
/// attributed to, …), single lowercase words; a sentence's class features are
/// the classes present and their conjunctions (e.g. an epistemic marker with
/// a completion predicate about the agent's own work).
///
/// Epistemic markers: the speaker's uncertainty (adverbs, adjectives, verbs
/// and nouns of belief, likelihood, appearance and expectation).
#[rustfmt::skip]
pub const EPISTEMIC: &[&str] = &[
    "likely", "probably", "presumably", "perhaps", "maybe", "possibly", "possible", "plausible", "plausibly",
    "conceivable", "conceivably", "theoretically", "theory", "apparently", "seemingly", "seems", "seem", "seemed",
    "appears", "appear", "appeared", "looks", "look", "guess", "guessing", "imagine", "suspect", "suspicion",
    "hunch", "reckon", "believe", "think", "assume", "assuming", "presume", "presumable", "expect", "expected",
    "expecting", "hopefully", "hope", "likelihood", "chance", "chances", "odds", "sure", "certain", "confident",
    "unverified", "untested", "unconfirmed", "supposedly", "suppose", "bet", "impression", "feel", "intuition",
    "arguably", "ostensibly", "allegedly", "reasonably", "fairly", "pretty", "suggests",
    "suggest", "indicates", "indicate", "sounds", "speculate", "speculation",
    "estimate", "hypothesis", "inferred", "infer", "doubt", "unclear", "uncertain", "unsure",
    "certainly", "probability", "probable", "improbable", "wager", "inclined",
    "surely", "evidently", "apparent", "purportedly", "tentatively", "tentative", "conjecture", "suspected",
    "hypothesize", "hypothesise", "guessed", "presumed", "assumed", "believed", "imagined", "expectation",
    "hopeful", "hints", "implies", "instinct", "estimation", "presumption", "assumption", "betting",
    "surprised", "hallmarks",
];

/// Generic objects of an offer that hand over no defect ("let me know if
/// anything needs adjusting", "if you have questions").
#[rustfmt::skip]
pub const GENERIC_OBJECTS: &[&str] = &[
    "anything", "questions", "question", "else", "adjusting", "adjustments", "changes", "feedback",
    "tweaks", "thoughts", "preferences", "clarification", "help", "differently", "tweaking",
    "modifications",
];

/// Modal verbs: with a completion predicate they predict instead of report
/// ("should work", "will probably cope", "ought to be enough").
#[rustfmt::skip]
pub const MODALS: &[&str] = &[
    "should", "ought", "would", "will", "may", "might", "could", "must", "should've", "would've", "shall",
    "won't", "shouldn't", "wouldn't", "it'll", "that'll", "this'll", "should're",
];

/// Completion predicates: what a claim about finished work asserts.
#[rustfmt::skip]
pub const COMPLETION: &[&str] = &[
    "work", "works", "working", "worked", "pass", "passes", "passing", "passed", "fix", "fixes", "fixed",
    "resolve", "resolves", "resolved", "gone", "handle", "handles", "handled", "cover", "covers", "covered",
    "safe", "correct", "right", "good", "fine", "done", "stable", "hold", "effect", "ready", "solved", "solve",
    "address", "addresses", "addressed", "clear", "clears", "cope", "succeed", "succeeds", "explain",
    "explains", "enough", "okay", "ok", "behave", "behaves", "green", "clean", "compile", "compiles",
    "compiled", "build", "builds", "run", "runs", "finish", "finishes", "finished", "complete", "completed",
    "appear", "show", "shows", "load", "loads", "deploy", "ship", "go", "caused", "cause", "comes", "came",
    "stems", "culprit", "reason", "why", "issue", "problem", "bug",
    "account", "accounts", "wrap", "disappear", "disappears", "vanish", "recover", "away", "sorted", "sufficient", "stabilise", "stabilize",
    "stop", "stops", "prevent", "prevents", "care", "keep", "keeps", "avoid", "avoids", "improve", "improves", "reduce", "reduces", "speed", "stable", "faster",
];

/// Evidence words: a claim backed by something observed.
#[rustfmt::skip]
pub const EVIDENCE: &[&str] = &[
    "verified", "measured", "confirmed", "ran", "reproduced", "checked", "logged", "traced", "bisected",
    "observed", "benchmarked", "profiled", "printed", "inspected", "output", "exit", "shows", "showed",
    "according", "per", "documented", "spec", "rfc", "docs", "reproduces", "trace", "names",
];

/// Nouns of checks whose success a claim reports.
#[rustfmt::skip]
pub const CHECK_NOUNS: &[&str] = &[
    "test", "tests", "suite", "suites", "spec", "specs", "build", "builds", "lint", "linter", "clippy", "ci",
    "checks", "typecheck", "mypy", "pytest", "jest", "tsc", "eslint", "ruff", "compile", "compiles",
    "everything", "pipeline", "workflow", "rspec", "vitest", "unittest",
    "check", "linters", "typechecks", "e2e", "unit", "integration", "checker", "typechecker", "type-checker",
    "build", "tsc", "types", "typing", "formatter", "fmt", "prettier", "smoke", "job", "jobs", "run", "specs", "tests:", "lint:", "build:",
];

/// Success predicates of a claim.
#[rustfmt::skip]
pub const SUCCESS: &[&str] = &[
    "pass", "passes", "passed", "passing", "green", "clean", "works", "working", "succeeds", "succeeded",
    "compiles", "compiled", "builds", "ok", "✅", "verified", "confirmed", "tested", "correctly",
    "good", "fine", "happy", "✔", "✓", "☑", "✔️", "okay", "success", "successful", "successfully", "cleanly", "through", "zero", "🎉",
];

/// Where a defect can be attributed to instead of the agent's own change.
#[rustfmt::skip]
pub const ELSEWHERE: &[&str] = &[
    "before", "already", "existing", "pre-existing", "preexisting", "longstanding", "long-standing", "legacy",
    "upstream", "vendored", "vendor", "third-party", "dependency", "dependencies", "library", "environment",
    "environmental", "sandbox", "runner", "inherited", "predate", "predates", "predated", "outside",
    "unrelated", "belongs", "belong", "checkout", "base", "main", "master", "default", "release", "old",
    "older", "previous", "previously", "original", "originally", "elsewhere", "infra", "infrastructure",
    "known", "prior", "extension", "browser", "platform", "os", "network", "shared", "template", "generated",
    "itself", "theirs", "same", "always", "weeks", "months", "while", "untouched", "touch", "touched",
    "didn't", "ours", "mine",
    "started", "historical", "historically", "fresh", "clone", "reverted", "revert", "someone", "else's", "scope", "introduced", "caused", "stem", "stems", "rather",
    "artifact", "side", "every", "whatever", "regardless", "independently", "independent", "since", "ages",
    "attribute", "chalk",
    "teammate", "teammate's", "colleague", "colleague's", "somebody", "somebody's", "someone's",
    "transitive", "transitively",
];

/// The agent's own change ("my edits", "this diff", "our code").
#[rustfmt::skip]
pub const SELF_REFS: &[&str] = &[
    "my", "mine", "me", "i", "this", "our", "ours", "we", "i've", "i'd",
    "change", "changes", "refactor", "patch", "diff", "pr", "edits", "edit", "commit", "commits", "branch", "feature", "work", "mr",
];

/// Offer words: work handed to the user to accept.
#[rustfmt::skip]
pub const OFFER_WORDS: &[&str] = &[
    "want", "like", "prefer", "happy", "can", "could", "shall", "should", "let", "ping", "say", "glad",
    "willing", "offer", "suggest", "recommend", "whether", "wish", "i'd", "i'll", "we'll",
    "helpful", "useful", "tell", "ping", "go-ahead", "thumbs-up", "keen",
];

/// Deferral words: work left for another time, place or person.
#[rustfmt::skip]
pub const DEFER_WORDS: &[&str] = &[
    "later", "next", "follow-up", "followup", "separate", "another", "future", "subsequent", "parked", "park",
    "leave", "leaving", "left", "as-is", "remains", "remain", "remaining", "still", "outstanding", "open",
    "pending", "todo", "deferred", "defer", "backlog", "ticket", "schedule", "wait", "eventually", "skip",
    "skipped", "untouched", "iteration", "session", "sprint", "follow", "known", "needs", "tbd", "yet",
    "haven't", "didn't", "punt", "punted", "revisit", "afterwards", "then",
    "list", "parked", "noted", "documented", "tracked", "ticket", "issue",
    "follow-ups", "followups", "to-do", "todos", "moment",
    "unfixed", "unresolved", "unaddressed", "undone", "whoever", "punting", "parking", "someday", "round",
    "tracker", "fixme", "jotted", "separately", "revisiting",
];

/// Test-double libraries and helpers, as written in code (`fakeredis`,
/// `jest.mock`, `vi.spyOn`, `useFakeTimers`): whole code words or their parts.
#[rustfmt::skip]
pub const DOUBLE_LIBS: &[&str] = &[
    "fakeredis", "moto", "msw", "nock", "sinon", "spyon", "usefaketimers", "faketimers", "responses", "respx",
    "httpretty", "vcr", "vcrpy", "betamax", "freezegun", "timecop", "mockito", "gomock", "mockall", "wiremock",
    "mockery", "mockk", "pytest-mock", "requests_mock", "requests-mock", "aioresponses", "testdouble",
    "fetch-mock", "mock-fs", "memfs", "time-machine", "time_machine", "polly", "pretender", "mirage",
    "mocker", "monkeypatch", "magicmock", "asyncmock", "mock", "patch", "stub", "spy", "fake", "dummy",
    "mockresolvedvalue", "mockreturnvalue", "mockimplementation", "fn", "httpmock", "mockserver", "fakes",
];

/// Calls of test-double APIs as written in code, lowercase with spaces
/// removed: a mocking library's call (`vi.spyOn(window, 'fetch')`,
/// `monkeypatch.setattr(…)`, `allow(Time).to receive(:now)`,
/// `double('warehouse', …)`, `Clock.fixed(…)`, `page.route('**/api/**')`).
/// Each must start the code or follow a character that is no letter or
/// digit (`parseDouble("3")` is no `double("`); `patch(` with a quote
/// must not follow a dot (`axios.patch('/orders/1')` is an HTTP PATCH),
/// and `server.use(` is MSW's only with its handlers (`server.use(cors())`
/// is Express middleware).
#[rustfmt::skip]
pub const DOUBLE_CALLS: &[&str] = &[
    // Python
    "mock.patch", "mocker.patch", "mocker.spy", "mocker.stub", "patch.object(", "@patch(", "patch(\"",
    "patch('", "monkeypatch.setattr(", "monkeypatch.delattr(", "magicmock(", "asyncmock(", "mock(",
    "mock_open(", "create_autospec(", "freeze_time", "time_machine.travel(",
    "responses.add(", "@responses.activate", "respx.mock", "respx.get(", "respx.post(",
    "httpretty.register_uri(", "requests_mock.", "aioresponses(", "vcr.use_cassette(",
    "@pytest.mark.vcr",
    // JavaScript, TypeScript
    "jest.fn(", "vi.fn(", "jest.mock(", "vi.mock(", "spyon(", "mockresolvedvalue", "mockreturnvalue",
    "mockimplementation", "mockrejectedvalue", "usefaketimers(", "setsystemtime(", "sinon.stub(",
    "sinon.spy(", "sinon.fake", "sinon.usefaketimers(", "td.replace(", "td.when(", "nock(",
    "cy.intercept(", "page.route(", "server.use(http.", "server.use(rest.",
    "server.use(graphql.", "fetchmock.",
    // Ruby
    ".toreceive(", "toreceive(:", "have_received(", "instance_double(", "class_double(",
    "object_double(", "double('", "double(\"", "double(:", "allow_any_instance_of(",
    "expect_any_instance_of(", "stub_request(", "timecop.freeze", "timecop.travel", "travel_to",
    "testing.fake!",
    // Java, Kotlin, Dart, C#, PHP
    "mockito.mock(", ".thenreturn(", ".thenanswer(", ".thenthrow(", "doreturn(", "dothrow(",
    ".called(", "verifynever(", "@mockbean", "@mock", "@spybean", "@injectmocks", "mockk<", "mockk(",
    "every{", "coevery{", "clock.fixed(", "clock.offset(", "stubfor(", "mockwebserver(",
    "mockrestserviceserver", "withclock(clock.fixed", "mock<", "substitute.for<", "a.fake<",
    "createmock(", "prophesize(", "mockery::mock(", "spyk(", "a.callto(", "arg.any<", "it.isany<",
    "mockresponse(",
    // Elixir
    "stub(", "defmock(", "mox.expect(", "mox.stub(", "bypass.expect", "bypass.open(",
    // Go, Rust
    "gomock.newcontroller(", ".expect().", "sqlmock.new(", "gock.new(", "mock.anything", "mock!",
    "automock", "mockito::mock(", "mockserver::start(",
];

/// `code` (any case) calls a double API of [`DOUBLE_CALLS`].
pub fn calls_double(code: &str) -> bool {
    let code: String = code
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect();
    // One pass over the code, trying at each byte only the calls that
    // start with it (a fenced snippet's every line is asked: 115 searches
    // of each line were a tenth of a 30 KB message's time).
    let by_first = CALLS_BY_FIRST_BYTE.get_or_init(|| {
        let mut table: Vec<Vec<&'static str>> = vec![Vec::new(); 256];
        for call in DOUBLE_CALLS {
            if let Some(slot) = call
                .bytes()
                .next()
                .and_then(|b| table.get_mut(usize::from(b)))
            {
                slot.push(call);
            }
        }
        table
    });
    let bytes = code.as_bytes();
    (0..bytes.len()).any(|at| {
        let Some(rest) = code.get(at..) else {
            return false;
        };
        let Some(calls) = bytes.get(at).and_then(|&b| by_first.get(usize::from(b))) else {
            return false;
        };
        calls.iter().any(|call| {
            if !rest.starts_with(call) {
                return false;
            }
            let lead = call.starts_with(['.', '@', '#']);
            let before = code.get(..at).and_then(|b| b.chars().next_back());
            let http_patch = call.starts_with("patch(") && before == Some('.');
            !http_patch && (lead || before.is_none_or(|c| !c.is_ascii_alphanumeric()))
        })
    })
}

/// [`DOUBLE_CALLS`] by first byte.
static CALLS_BY_FIRST_BYTE: std::sync::OnceLock<Vec<Vec<&'static str>>> =
    std::sync::OnceLock::new();

/// First identifier parts that name a double (`NullMailer`, `InMemoryRepo`,
/// `FakeClock`, `StubGateway`).
#[rustfmt::skip]
pub const DOUBLE_PREFIXES: &[&str] = &[
    "fake", "stub", "mock", "dummy", "spy", "null", "noop", "in", "inmemory", "canned", "recording", "test",
    "mocked", "stubbed", "faked",
];

/// Verbs that put a double in place of a real dependency.
#[rustfmt::skip]
pub const DOUBLE_VERBS: &[&str] = &[
    "mocked", "mock", "mocks", "mocking", "stubbed", "stub", "stubs", "stubbing", "faked", "fake", "fakes",
    "faking", "patched", "patch", "patching", "spied", "spy", "spying", "frozen", "freeze", "froze",
    "intercepted", "intercept", "intercepts", "simulate", "simulates", "simulated", "swapped", "swap",
    "replaced", "replace", "replaces", "inject", "injects", "injected", "canned", "hand-rolled", "double",
    "doubles", "monkeypatched", "dummy", "recorded", "cassette", "cassettes", "offline", "instead",
    "overrode", "overridden", "override", "overrides", "hard-coded", "hardcoded", "replayed", "replays", "pretends",
    "stand-in", "stand-ins", "prerecorded", "pre-recorded", "no-op", "interceptors",
];

/// Words that place a sentence in tests.
#[rustfmt::skip]
pub const TEST_PLACES: &[&str] = &[
    "test", "tests", "fixture", "fixtures", "conftest", "spec", "specs", "unit", "integration", "suite",
    "testing", "tested",
    "assert", "asserts", "asserted", "assertion", "assertions", "expect", "expects",
];

/// The word classes as bits of [`crate::Word::class`], computed once per word
/// (a sentence is judged by up to five heads; scanning every list for every
/// head was a fifth of the time on a 30 KB message).
pub const EPI: u32 = 1;
pub const MODAL: u32 = 1 << 1;
pub const COMPL: u32 = 1 << 2;
pub const EVID: u32 = 1 << 3;
pub const CHECK: u32 = 1 << 4;
pub const SUCC: u32 = 1 << 5;
pub const ELSE: u32 = 1 << 6;
pub const SELF: u32 = 1 << 7;
pub const OFFER: u32 = 1 << 8;
pub const DEFER: u32 = 1 << 9;
pub const DVERB: u32 = 1 << 10;
pub const TESTP: u32 = 1 << 11;
pub const GENERIC: u32 = 1 << 12;
pub const DLIB: u32 = 1 << 13;

/// The class lists with their bits.
const CLASS_LISTS: [(&[&str], u32); 14] = [
    (EPISTEMIC, EPI),
    (MODALS, MODAL),
    (COMPLETION, COMPL),
    (EVIDENCE, EVID),
    (CHECK_NOUNS, CHECK),
    (SUCCESS, SUCC),
    (ELSEWHERE, ELSE),
    (SELF_REFS, SELF),
    (OFFER_WORDS, OFFER),
    (DEFER_WORDS, DEFER),
    (DOUBLE_VERBS, DVERB),
    (TEST_PLACES, TESTP),
    (GENERIC_OBJECTS, GENERIC),
    (DOUBLE_LIBS, DLIB),
];

type ClassTable = std::collections::HashMap<&'static str, u32, crate::FnvBuild>;

/// Word -> class bits, built on first use (about 600 words).
static CLASS_TABLE: std::sync::OnceLock<ClassTable> = std::sync::OnceLock::new();

/// The classes of a lowercase word.
pub fn class_bits(w: &str) -> u32 {
    let table = CLASS_TABLE.get_or_init(|| {
        let words = CLASS_LISTS.iter().map(|(list, _)| list.len()).sum();
        let mut m = ClassTable::with_capacity_and_hasher(words, crate::FnvBuild::default());
        for (list, bit) in CLASS_LISTS {
            for word in list {
                *m.entry(*word).or_insert(0) |= bit;
            }
        }
        m
    });
    table.get(w).copied().unwrap_or(0)
}
