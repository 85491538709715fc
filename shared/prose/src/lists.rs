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
];

/// Deferrals of work to another time, PR or person (`no-offer-instead-of-fix`).
#[rustfmt::skip]
pub const DEFERRALS: &[&str] = &[
    "separate PR", "separate pull request", "separate change", "separate commit", "separate issue",
    "follow-up", "followup", "follow up PR", "future PR", "later PR", "next PR", "another PR",
    "for later", "later on", "at a later point", "out of scope", "beyond the scope", "outside the scope",
    "for now", "next iteration", "future work", "deferred", "defer", "postponed", "postpone",
    "left a TODO", "leave it", "leaving it", "left it", "left them", "leave them", "separately",
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
#[rustfmt::skip]
pub const CLAIM_CUES: &[&str] = &["everything passes", "all passing", "no errors", "no regressions", "all green", "is green", "are green", "passes", "pass"];
#[rustfmt::skip]
pub const EXCUSE_CUES: &[&str] = &["predate", "predates", "without my patch", "didn't touch", "didn't modify", "not something I introduced", "before my change", "base branch"];
#[rustfmt::skip]
pub const OFFER_CUES: &[&str] = &["let me know and", "I can look into", "do you want", "I'd suggest", "we could"];
#[rustfmt::skip]
pub const DEFERRAL_CUES: &[&str] = &["circle back", "next session", "next step", "next steps", "next sprint", "remaining work", "later pass", "handled later", "TODO", "follow-ups"];
#[rustfmt::skip]
pub const DOUBLE_CUES: &[&str] = &["patched", "patch", "in-memory fake", "double", "intercept", "stand in", "stands in", "freeze", "freezegun", "nock", "responses", "httpretty", "vcr", "recorded", "simulate", "replaced", "swap", "swapped", "inject"];
#[rustfmt::skip]
pub const LABEL_CUES: &[&str] = &["existing", "legacy", "environmental", "upstream"];
