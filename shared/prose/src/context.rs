//! Structural rules read from a sentence's context, applied after the
//! judge's own rules ([`crate::judge::Judge::adjust`] ends here): who a
//! claim is relayed from, what a guess hands to the user, what an offer's
//! object is, and which words are data rather than doubles. Each rule is a
//! class of real turn endings (corpus/LABELLING.md), found by structure:
//! the speaker, the clause, the neighbouring sentences.
//!
//! Rules that let a sentence pass return a score of at most 0; rules that
//! refuse raise it to 0.99 (above every threshold a dev split chooses).

use crate::judge::Head;
use crate::model::Hits;
use crate::{Block, Sentence, lists};

/// The score of a sentence a refusing rule finds: above every threshold a
/// dev split can choose (0.50–0.95), below a user's `threshold = 100`.
const RAISED: f32 = 0.99;

/// Scores below this are not lowered (see [`adjust`]).
const LOWER_FROM: f32 = 0.3;

/// Lowercase prose words of `s` (a code span reads as "").
pub(crate) fn prose_words(s: &Sentence) -> Words<'_> {
    let w: Vec<&str> = s
        .words
        .iter()
        .map(|w| if w.code { "" } else { w.lower.as_str() })
        .collect();
    let (sig, sig2) = s.signature(|| {
        w.iter().fold((0u128, 0u128), |(a, b), x| {
            (a | sig_bit(x.as_bytes()), b | head_bit(x.as_bytes()))
        })
    });
    Words { w, sig, sig2 }
}

/// The prose words of a sentence ([`prose_words`]), read as a slice, with
/// a signature of their (first byte, length) pairs: the rules test dozens
/// of phrases against every sentence of a long message, and most phrases'
/// first words are ruled out by the signature without a scan.
pub(crate) struct Words<'a> {
    w: Vec<&'a str>,
    sig: u128,
    /// The same for (first byte, second byte or 0 at a word's end).
    sig2: u128,
}

impl<'a> std::ops::Deref for Words<'a> {
    type Target = [&'a str];
    fn deref(&self) -> &[&'a str] {
        &self.w
    }
}

/// The signature bit of a word: its first byte and length, folded.
fn sig_bit(word: &[u8]) -> u128 {
    let b = usize::from(word.first().copied().unwrap_or(0));
    1u128 << (b.wrapping_mul(7).wrapping_add(word.len()) & 127)
}

/// The head bit of a word: its first two bytes (0 for a missing one),
/// folded. Read from a phrase without finding where its first word ends.
fn head_bit(word: &[u8]) -> u128 {
    let byte = |i: usize| usize::from(word.get(i).copied().filter(|&b| b != b' ').unwrap_or(0));
    let b0 = byte(0);
    let b1 = if b0 == 0 { 0 } else { byte(1) };
    1u128 << (b0.wrapping_mul(31).wrapping_add(b1) & 127)
}

/// Words a phrase can be looked for in: a slice, or a sentence's prose
/// words with their signature.
pub(crate) trait Held {
    fn words(&self) -> &[&str];
    /// False only when no word has the first byte and length of `first`.
    fn may_hold(&self, _first: &[u8]) -> bool {
        true
    }
    /// False only when no word starts as `phrase` does (its first two
    /// bytes, up to a space).
    fn may_start(&self, _phrase: &[u8]) -> bool {
        true
    }
}

impl Held for [&str] {
    fn words(&self) -> &[&str] {
        self
    }
}

impl Held for Words<'_> {
    fn words(&self) -> &[&str] {
        &self.w
    }
    fn may_hold(&self, first: &[u8]) -> bool {
        self.sig & sig_bit(first) != 0
    }
    fn may_start(&self, phrase: &[u8]) -> bool {
        self.sig2 & head_bit(phrase) != 0
    }
}

/// `w` from its first word with a letter ("6. ✅ Fixed …" reads from
/// "fixed").
pub(crate) fn from_lead<'a>(w: &'a [&'a str]) -> &'a [&'a str] {
    let k = w
        .iter()
        .position(|x| x.chars().any(char::is_alphabetic))
        .unwrap_or(w.len());
    w.get(k..).unwrap_or_default()
}

/// Whether the words `w` hold `phrase` (space-separated) at some position.
pub(crate) fn holds<W: Held + ?Sized>(w: &W, phrase: &str) -> bool {
    find(w, phrase).is_some()
}

/// Where the words `w` hold `phrase`, first position. No allocation: the
/// rules run over every sentence of long messages.
pub(crate) fn find<W: Held + ?Sized>(held: &W, phrase: &str) -> Option<usize> {
    // Bytes, not a `str` pattern: a char searcher per call per phrase was
    // the largest cost of a long message.
    let bytes = phrase.as_bytes();
    if !held.may_start(bytes) {
        return None;
    }
    let cut = bytes.iter().position(|&b| b == b' ').unwrap_or(bytes.len());
    let first = bytes.get(..cut)?;
    if !held.may_hold(first) {
        return None;
    }
    let w = held.words();
    // Length and first byte before the comparison: most words differ there,
    // and a call to compare the rest costs more than the whole test.
    let same = |x: &str| {
        x.len() == first.len() && x.as_bytes().first() == first.first() && x.as_bytes() == first
    };
    let at = w.iter().position(|x| same(x))?;
    let Some(rest) = phrase.get(cut + 1..) else {
        return Some(at);
    };
    let n = 1 + bytes.iter().filter(|&&b| b == b' ').count();
    (at..(w.len() + 1).saturating_sub(n)).find(|&k| {
        w.get(k).is_some_and(|x| same(x))
            && rest
                .split(' ')
                .zip(w.get(k + 1..k + n).unwrap_or_default())
                .all(|(p, x)| p == *x)
    })
}

/// The judge's score of sentence `i` for `head` with the context rules
/// applied. See the module doc; each rule names its class.
#[allow(clippy::too_many_arguments)]
pub fn adjust(
    head: Head,
    ss: &[Sentence],
    i: usize,
    (defect, fixed): (&[bool], &[bool]),
    score: f32,
    phrase: Option<String>,
    hits: &Hits,
    trust_relayed: bool,
) -> (f32, Option<String>) {
    let Some(s) = ss.get(i) else {
        return (score, phrase);
    };
    let mut score = score;
    let mut phrase = phrase;
    // A refusing rule never overrides a rule of the judge that let the
    // sentence pass (a question, a heading, a guess that motivates a check:
    // the judge's passes score at most 0, the model's scores above it).
    let passed = score <= 0.0;
    let mut raise = |why: &str, score: &mut f32| {
        if passed {
            return;
        }
        *score = score.max(RAISED);
        if phrase.is_none() {
            phrase = Some(why.to_owned());
        }
    };
    // Rules that let a sentence pass read its neighbours; they run only
    // when the score could refuse (every threshold a dev split chooses is
    // at least 0.50), so a long message costs no more than it must.
    let high = score >= LOWER_FROM;
    let open_defect_before = |n: usize| open_defect_within(defect, fixed, i, n);
    // An open defect before `i` that is not only a hypothetical one ("if
    // something breaks, …", "eliminates the risk of conflicts").
    let real_defect_before = |n: usize| {
        (i.saturating_sub(n)..i).any(|j| {
            defect.get(j).copied().unwrap_or(false)
                && !fixed.get(j).copied().unwrap_or(false)
                && !ss.get(j).is_some_and(only_hypothetical_defects)
        })
    };
    // A heading the judge lets pass as a label ("HIGH — Should Fix") still
    // refuses when it opens with a hedge about the work's state.
    if head == Head::Hedge
        && let Some(why) = hedged_heading(s)
    {
        score = score.max(RAISED);
        phrase = phrase.or(Some(why.to_owned()));
        return (score, phrase);
    }
    match head {
        Head::Hedge => {
            // A rule that lets the sentence pass holds whatever the model
            // scored: a refusing rule defers to it.
            let passes = || {
                expected_as_adjective(s, hits)
                    || (!about_the_works_state(s)
                        && (asks_user_for_facts_later(ss, i) || guess_about_users_setup(ss, i)))
                    || authors_intent(s)
                    || artifact_opinion(s)
                    || reviewer_verdict(s)
                    || comparative_likelihood(s)
                    || purpose_not_outcome(s)
                    || effort_estimate(s)
                    || design_opinion(s)
                    || experience_judged(s)
                    || (fixed.get(i).copied().unwrap_or(false) && potential_of_fixed_defect(s))
                    || expected_in_users_steps(ss, i)
                    || past_of_users_work(s)
                    || outcome_in_users_environment(s)
                    || (conditional_on_user(s) && !about_the_works_state(s))
                    || confidence_with_evidence(s)
                    || expected_value(s)
                    || limitation_stated(s)
                    || counterfactual_rationale(s)
                    || guess_in_a_field(s)
                    || consequence_of_mechanism(s)
                    || likely_as_data(s)
                    || obligation_on_defect(s)
                    || repair_offered(s)
                    || norm_stated(s)
                    || courtesy_closing(s)
                    || own_permission_blocker(s)
                    || own_browser_tool_down(s)
                    || diagnostic_step(s)
                    || option_named(s)
                    || literal_as_far_as(s)
            };
            if high && passes() {
                score = score.min(0.0);
            } else if let Some(why) = fix_handed_over_untested(s)
                .or_else(|| success_predicted(s))
                .or_else(|| should_now(s))
                .or_else(|| might_fix(s))
                .or_else(|| guessed_diagnosis(s))
                .or_else(|| success_once_event(s))
                .or_else(|| epistemic_frame(s))
                .or_else(|| effect_predicted(s))
                .or_else(|| success_after_deploy(s))
                .or_else(|| identity_guessed(s))
                .or_else(|| subjectless_effect(s))
                .or_else(|| cause_guessed(s))
                && (high || !passes())
            {
                raise(why, &mut score);
            }
        }
        Head::Claim => {
            // As for the other heads, a rule that lets the sentence pass
            // holds whatever the model scored: a refusing rule defers to it.
            let passes = || {
                (trust_relayed && relayed_from_another_agent(ss, i))
                    || asks_to_watch(s)
                    || verified_by_reading(s)
                    || describes_a_test(s)
                    || evidence_quoted(ss, i)
                    || value_flows(s)
                    || pass_of_work(s)
                    || checked_in(s)
                    || in_plan_section(ss, i)
                    || unticked_goal(s)
            };
            if high && passes() {
                score = score.min(0.0);
            } else if let Some(why) = plain_check_claim(s)
                && (high || !passes())
            {
                raise(why, &mut score);
            }
        }
        Head::Excuse => {
            // A rule that lets the sentence pass holds whatever the model
            // scored: a refusing rule defers to it.
            let passes = || {
                (describes_code(s) && hits.used.is_empty())
                    || elsewhere_words_as_adjectives(s, hits)
                    || answers_users_question(ss, i)
                    || documented_blocker(s)
                    || taken_up_later(ss, i)
                    || describes_written_text(s)
                    || dealt_in_sentence(s)
                    || left_undone(s)
                    || red_phase(s)
                    || working_tree_state(s)
                    || (pre_existing_tree_things(s) && !open_defect_before(2))
                    || skips_explained(s)
                    || existing_as_a_verb(s)
            };
            if high && passes() {
                score = score.min(0.0);
            } else if let Some(why) = set_aside(s)
                .or_else(|| environment_waved(s))
                .or_else(|| {
                    (!fixed.get(i).copied().unwrap_or(false))
                        .then(|| excusing_heading(s, defect_here(defect, i)))
                        .flatten()
                })
                .or_else(|| {
                    (!fixed.get(i).copied().unwrap_or(false)
                        && (defect.get(i).copied().unwrap_or(false)
                            || (i > 0 && defect.get(i - 1).copied().unwrap_or(false))
                            || finding_without_defect_word(s)))
                    .then(|| disowned(s))
                    .flatten()
                })
                .or_else(|| {
                    (!fixed.get(i).copied().unwrap_or(false)
                        && (defect.get(i).copied().unwrap_or(false) || open_defect_before(2)))
                    .then(|| attributed_elsewhere(s))
                    .flatten()
                })
                && (high || !passes())
            {
                raise(why, &mut score);
            }
        }
        Head::Offer => {
            // A rule that lets the sentence pass holds whatever the model
            // scored: a refusing rule defers to it.
            let passes = || {
                describes_code(s)
                    || for_the_owner(s)
                    || next_phase_of_plan(s)
                    || contingency(s)
                    || fix_awaits_users_facts(s)
                    || follow_up_as_noun(s)
                    || next_tracker_task(s)
                    || accepted_as_is(s)
                    || offers_to_look_for_a_bug(s)
                    || next_step_of_plan(s)
                    || risk_described(s)
                    || behaviour_on_condition(s)
                    || offer_negated(s)
                    || no_offer_marker(ss, i)
                    || working_tree_state(s)
                    || (idea_put_off(ss, i) && !defect_here(defect, i) && !real_defect_before(3))
                    || (offers_to_watch(s) && !real_defect_before(3))
                    || (available_for_more_work(s) && !defect_here(defect, i))
                    || (asks_what_is_wrong(s)
                        && (!real_defect_before(3) || user_reported_before(ss, i)))
                    || todo_names_a_kind(s)
                    || (offers_work_not_repair(s)
                        && !real_defect_before(4)
                        && !still_open_here(ss, i)
                        && (files_a_ticket(s) || !defect_here(defect, i)))
            };
            if high && passes() {
                score = score.min(0.0);
            } else if let Some(why) = set_aside(s)
                .filter(|_| !excused_elsewhere(s))
                .or_else(|| elliptical_repair_offer(s, open_defect_before(6)))
                .or_else(|| offer_then_fix(s))
                .or_else(|| offer_list_of_fixes(ss, i))
                .or_else(|| {
                    list_offer_after_defect(ss, i, defect, fixed)
                        .then_some("want me to: (a repair)")
                })
                .or_else(|| remedy_named_then_offered(ss, i, defect, fixed))
                .or_else(|| worth_fixing_later(s, defect_here(defect, i) || open_defect_before(3)))
                .or_else(|| {
                    deferred_or_offered(s, || {
                        (i.saturating_sub(2)..=i).any(|j| {
                            (defect_here(defect, j) && !fixed.get(j).copied().unwrap_or(false))
                                || ss.get(j).is_some_and(describes_a_defect)
                                || found_along_the_way(ss, j)
                        })
                    })
                })
                .or_else(|| left_in_a_list(ss, i, defect))
                .or_else(|| {
                    (!fixed.get(i).copied().unwrap_or(false))
                        .then(|| {
                            left_broken(s).or_else(|| left_unresolved(s, defect_here(defect, i)))
                        })
                        .flatten()
                })
                // (Their own grammar tells a fix wanted from one reported:
                // "want that fixed" sets the sentence's fix flag.)
                .or_else(|| fix_on_consent(s))
                .or_else(|| fix_or_leave_question(s))
                .or_else(|| left_as_found(ss, i, defect))
                .or_else(|| repair_put_off(s))
                .or_else(|| left_under_label(s, defect_here(defect, i)))
                .or_else(|| {
                    (s.block == Block::Item
                        && s.text.contains("[ ]")
                        && (defect_here(defect, i) || describes_a_defect(s)))
                    .then_some("a defect left in an unticked box")
                })
                && (high || !passes())
            {
                raise(why, &mut score);
            }
        }
        Head::Double => {
            let passes = || {
                doubles_only_as_data(s)
                    || doubles_only_in_paths(s)
                    || patch_as_version(s)
                    || double_only_possible(s)
                    || in_plan_section(ss, i)
            };
            if high && passes() {
                score = score.min(0.0);
            } else if let Some(why) = double_as_verb(s)
                .or_else(|| double_library_used(s))
                .or_else(|| canned_stand_in(s))
                && (high || !passes())
            {
                raise(why, &mut score);
            }
        }
    }
    (score, phrase)
}

/// A word of the default defect vocabulary in the sentence's prose (not in
/// code), whatever its sense: what the hygiene, experience and watching
/// rules refuse to pass over.
fn defect_word_in_prose(s: &Sentence) -> bool {
    s.words
        .iter()
        .any(|x| !x.code && crate::DEFECT_WORDS.contains(&x.lower.as_str()))
}

/// "The remaining unstaged changes (`.entire/`, formatting) are
/// pre-existing and unrelated to this work", "Left out: the untracked
/// `.codex/` dir (unrelated to this feature — let me know if you want it
/// tracked)": the working tree's other files kept out of a commit, which
/// is hygiene, not a defect disowned or put off (LABELLING.md,
/// working-tree hygiene). Not when the sentence names a defect beside them.
fn working_tree_state(s: &Sentence) -> bool {
    let w = prose_words(s);
    let state = |x: &str| {
        matches!(
            x,
            "untracked" | "unstaged" | "uncommitted" | "dirty" | "unrelated" | "local"
        )
    };
    let tree = w.windows(2).any(|p| {
        let (a, b) = (
            p.first().copied().unwrap_or(""),
            p.get(1).copied().unwrap_or(""),
        );
        (state(a) && TREE_THINGS.contains(&b))
            // "pre-existing working-tree modifications from before this session"
            || (a == "working-tree" && TREE_THINGS.contains(&b))
    }) || w.windows(3).any(|p| {
        // "the untracked `.codex/` dir": a name between.
        p.first()
            .is_some_and(|a| state(a) && *a != "unrelated" && *a != "local")
            && p.get(1).is_some_and(|x| x.is_empty())
            && p.get(2).is_some_and(|b| TREE_THINGS.contains(b))
    });
    tree && !defect_word_in_prose(s)
}

/// "… are pre-existing files that were already untracked before this work
/// — they're not part of this change": `pre-existing` (not negated) right
/// before a thing of the working tree ([`TREE_THINGS`]), with no defect
/// named in the sentence: files left out of a commit, not a defect
/// disowned (the caller checks the sentences before for one: "`make lint`
/// fails on `tools/gen.py`. Those are pre-existing files." disowns it).
fn pre_existing_tree_things(s: &Sentence) -> bool {
    let w = prose_words(s);
    let mut any = false;
    for (k, x) in w.iter().enumerate() {
        if matches!(*x, "pre-existing" | "preexisting") {
            if !TREE_THINGS.contains(&w.get(k + 1).copied().unwrap_or("")) || s.negated(k, 3) {
                return false;
            }
            any = true;
        }
    }
    any && !s.mentions_defect()
}

/// "A player who gets the loop will finish with time to spare", "readers
/// new to the API will want the overview first": a judgement of how people
/// will take a design, which only they can settle (a design opinion,
/// LABELLING.md), not a guess about what the work does. Not a cause, a
/// defect, or a change's effect predicted ("users should see it faster
/// now"). Words of experience alone ("it might feel flat", "it lands")
/// were measured and left out: hand-written hedges use them too (issue 18,
/// fresh-endings round).
fn experience_judged(s: &Sentence) -> bool {
    let w = prose_words(s);
    let people = w.iter().any(|x| {
        matches!(
            *x,
            "player"
                | "players"
                | "reader"
                | "readers"
                | "audience"
                | "playtest"
                | "playtests"
                | "newcomers"
                | "learners"
        )
    });
    let against = w.iter().any(|x| {
        matches!(
            *x,
            "because"
                | "since"
                | "due"
                | "caused"
                | "causing"
                | "fixed"
                | "fix"
                | "fixes"
                | "explains"
                | "explain"
                | "why"
                | "now"
                | "works"
                | "working"
                | "passes"
                | "fails"
                | "failing"
                | "faster"
                | "slower"
                | "slow"
        )
    }) || defect_word_in_prose(s);
    people && !against && !s.question
}

/// "Fixed subtle edge cases in cache logic that could cause assertion
/// failures": the modal says what the fixed defect could do, in its
/// relative clause; it guesses nothing about the work.
fn potential_of_fixed_defect(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.windows(3).any(|p| {
        matches!(p.first(), Some(&("that" | "which")))
            && matches!(
                p.get(1),
                Some(&("could" | "can" | "might" | "may" | "would"))
            )
            && matches!(
                p.get(2),
                Some(
                    &("cause"
                        | "lead"
                        | "trigger"
                        | "result"
                        | "break"
                        | "crash"
                        | "corrupt"
                        | "produce"
                        | "leak"
                        | "hang"
                        | "fail"
                        | "drop"
                        | "lose")
                )
            )
    })
}

/// "1. Navigate to /auth/extension 2. You should see \"Extension detected\"
/// 3. Click \"Continue with Google\" … 5. The OAuth should succeed": the
/// outcome a list of the user's own steps expects them to see, a check the
/// agent hands over (LABELLING.md: the user runs the app), not a guess.
/// Two of the items before it open with such a step.
fn expected_in_users_steps(ss: &[Sentence], i: usize) -> bool {
    const STEPS: &[&str] = &[
        "go", "navigate", "click", "open", "select", "enable", "sign", "log", "load", "enter",
        "type", "press", "visit", "refresh", "reload", "tap", "choose", "paste", "drag",
    ];
    let Some(s) = ss.get(i) else {
        return false;
    };
    if s.block != Block::Item || !prose_words(s).contains(&"should") {
        return false;
    }
    let step = |p: &&Sentence| {
        p.block == Block::Item
            && p.words
                .iter()
                .find(|w| w.lower.chars().any(char::is_alphabetic))
                .is_some_and(|w| STEPS.contains(&w.lower.as_str()))
    };
    let steps = (i.saturating_sub(4)..i)
        .filter_map(|j| ss.get(j))
        .filter(step)
        .count();
    // "1. Go to /auth/extension 2. The error should be gone": the step
    // right before it is the user's.
    steps >= 2
        || i.checked_sub(1)
            .and_then(|j| ss.get(j))
            .is_some_and(|p| step(&p))
}

/// "The agent shouldn't have to think about the mechanics", "the
/// acceptance test shouldn't care why", "how the release should work":
/// `should` of what a design asks of a part, not of what the work will do.
fn norm_stated(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.iter().enumerate().any(|(k, x)| {
        if !matches!(*x, "should" | "shouldn't") {
            return false;
        }
        // "Whichever ships first should also fix …", "whoever picks it up
        // should …": what a plan asks of a future change, not a prediction.
        if w.iter()
            .take(k)
            .any(|y| matches!(*y, "whichever" | "whoever"))
        {
            return true;
        }
        // "New endpoints should go through the `auth` middleware", "any
        // future migration should …": what every new piece of work is to
        // do, a norm, not a prediction about the work done.
        if k > 0
            && k <= 4
            && w.iter().take(2).any(|y| matches!(*y, "new" | "future"))
            && w.first()
                .is_some_and(|y| matches!(*y, "new" | "future" | "any" | "all" | "every" | "each"))
        {
            return true;
        }
        // "exactly how the release should work": the way it ought to be.
        if k > 0
            && w.get(k.saturating_sub(3)..k)
                .is_some_and(|b| b.contains(&"how"))
        {
            return true;
        }
        // "Scripts that opt out should now pass `--telemetry=false`": an
        // instruction to whoever calls it, with the argument to give.
        let verb = (k + 1..w.len()).find(|&j| {
            !matches!(
                w.get(j).copied(),
                Some("now" | "also" | "instead" | "just" | "always")
            )
        });
        if let Some(j) = verb
            && matches!(
                w.get(j).copied(),
                Some("pass" | "set" | "add" | "export" | "supply" | "specify" | "use")
            )
            && s.words
                .get(j + 1)
                .is_some_and(|a| a.code && (a.lower.starts_with('-') || a.lower.contains('=')))
        {
            return true;
        }
        let rest: Vec<&str> = w
            .iter()
            .skip(k + 1)
            .copied()
            .filter(|y| !matches!(*y, "not" | "just" | "really" | "ever" | "never" | "even"))
            .take(2)
            .collect();
        matches!(
            rest.first(),
            Some(&("care" | "matter" | "need" | "know" | "worry" | "depend" | "require" | "own"))
        ) || rest.get(..2) == Some(&["have", "to"][..])
            || rest.get(..2) == Some(&["be", "allowed"][..])
            || rest.get(..2) == Some(&["be", "able"][..])
    })
}

/// "file an issue", "open a ticket": the defect word names a tracker entry.
fn files_a_ticket(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.windows(3).any(|x| {
        matches!(
            x.first(),
            Some(&("file" | "open" | "create" | "raise" | "log"))
        ) && x
            .iter()
            .skip(1)
            .any(|y| matches!(*y, "issue" | "issues" | "ticket" | "tickets"))
    })
}

fn defect_here(defect: &[bool], i: usize) -> bool {
    defect.get(i).copied().unwrap_or(false)
}

// ------------------------------------------------------------ reading

/// Keys of a fenced result block whose block scalar is the agent's own
/// report in prose (an orchestrated worker ends its turn with
/// "```\nWORK_RESULT:\n  summary: |\n    All 101 unit tests pass …\n```").
const REPORT_KEYS: &[&str] = &["summary", "notes", "note", "remarks", "outcome"];

/// The state of a fenced block read line by line: inside a report key's
/// block scalar (the key's indentation), or not.
#[derive(Debug, Default)]
pub struct ReportBlock {
    scalar: Option<usize>,
}

impl ReportBlock {
    /// The prose of a fenced `line` when it is in the block scalar of a
    /// report key (`summary: |` and the lines indented under it), with its
    /// indentation removed; `None` for code, output and the key itself.
    pub fn prose<'a>(&mut self, line: &'a str) -> Option<&'a str> {
        let t = line.trim_start();
        let indent = line.len() - t.len();
        if let Some(key) = self.scalar {
            if t.is_empty() {
                return Some(t);
            }
            if indent > key {
                return Some(t);
            }
            self.scalar = None;
        }
        let (key, rest) = t.split_once(':')?;
        let block = matches!(rest.trim(), "|" | ">" | "|-" | ">-" | "|+" | ">+");
        if block && REPORT_KEYS.contains(&key.trim()) {
            self.scalar = Some(indent);
        }
        None
    }
}

// ---------------------------------------------------------------- stop-hedge

/// A question that offers the agent's next step or asks the user to choose
/// ("Want to verify by checking the state file …?", "Should these be
/// filtered out …, or …?"), not one that asks the user what a check showed:
/// a guess before it is left open, not motivating a check (used by the
/// judge's `motivates_check`).
pub fn offers_or_chooses(q: &Sentence) -> bool {
    let w = prose_words(q);
    let opens = |p: &[&str]| p.iter().any(|f| holds(w.get(..4).unwrap_or(&w), f));
    opens(&[
        "want to",
        "want me",
        "would you like",
        "shall i",
        "shall we",
        "should i",
        "should we",
        "should these",
        "should this",
        "should it",
        "should the",
        "do you want",
    ])
}

/// "This is expected behavior.", "⚠️ Expected failures (red phase)",
/// "fails as expected": `expected` as an adjective or after `as` states
/// what was planned, not a guess. Only when every epistemic word and every
/// hedge hit of the sentence is of `expect` ("is expected to pass" is a
/// prediction: `expected to` / `expected that` stay).
fn expected_as_adjective(s: &Sentence, hits: &Hits) -> bool {
    if s.question {
        return false;
    }
    let w = prose_words(s);
    let expect = |x: &str| matches!(x, "expected" | "unexpected" | "expectedly");
    let mut any = false;
    for (k, word) in s.words.iter().enumerate() {
        if word.code || word.class & lists::EPI == 0 {
            continue;
        }
        if !expect(&word.lower) {
            return false;
        }
        if matches!(
            w.get(k + 1).copied().unwrap_or(""),
            "to" | "that" | "it" | "this"
        ) {
            return false;
        }
        // "works as expected" claims success: the claim's business.
        let succeeded = (k.saturating_sub(3)..k).any(|j| {
            matches!(
                w.get(j).copied().unwrap_or(""),
                "works"
                    | "work"
                    | "working"
                    | "worked"
                    | "passes"
                    | "pass"
                    | "passing"
                    | "passed"
                    | "behaves"
                    | "runs"
                    | "functions"
                    | "functioning"
            )
        });
        if succeeded {
            return false;
        }
        any = true;
    }
    any && hits.used.iter().all(|h| h.contains("expect"))
}

/// The guess is about the state of the work ("the fix probably works",
/// "it should pass now"): no question to the user makes that a hypothesis.
fn about_the_works_state(s: &Sentence) -> bool {
    prose_words(s).iter().any(|x| {
        matches!(
            *x,
            "work"
                | "works"
                | "working"
                | "worked"
                | "pass"
                | "passes"
                | "passing"
                | "passed"
                | "fix"
                | "fixes"
                | "fixed"
                | "resolved"
                | "gone"
                | "done"
                | "ready"
                | "green"
                | "compiles"
                | "builds"
                | "succeed"
                | "succeeds"
        )
    })
}

/// Questions that ask the user for a fact only they hold: what they or
/// someone else did, what their setup shows.
#[rustfmt::skip]
const FACT_QUESTIONS: &[&str] = &[
    "do you know", "do you remember", "did you", "did they", "did he", "did she", "did someone",
    "did anyone", "were you", "were they", "was he", "was she", "can you confirm",
    "could you confirm", "can you check", "could you check", "can you tell", "could you tell",
    "can you share", "could you share", "can you paste", "could you paste", "are you running",
    "are you on", "were you on", "is your", "have you",
];

/// A guess followed, in the last two sentences of the ending, by a
/// question that asks the user for the fact that settles it ("… was
/// probably a misdiagnosis. Do you know if the other dev was on a feature
/// branch?"). Not a question about what to do next ("did you want me to",
/// "have you decided").
fn asks_user_for_facts_later(ss: &[Sentence], i: usize) -> bool {
    let last = ss.len();
    (last.saturating_sub(2).max(i + 1)..last).any(|k| {
        ss.get(k).is_some_and(|q| {
            if !q.question {
                return false;
            }
            let w = prose_words(q);
            let opens = FACT_QUESTIONS.iter().any(|f| {
                let n = f.split(' ').count();
                w.get(..n).is_some_and(|x| x.join(" ") == *f)
            });
            opens
                && !w.iter().take(5).any(|x| {
                    matches!(
                        *x,
                        "want" | "like" | "mean" | "prefer" | "decide" | "decided"
                    )
                })
        })
    })
}

/// Words that open an instruction to the user.
#[rustfmt::skip]
const USER_STEPS: &[&str] = &[
    "please", "try", "rebuild", "restart", "reinstall", "rerun", "re-run", "run", "reload",
    "relaunch", "reopen", "clear", "pull", "update", "check", "can", "could",
];

/// A guess about the user's own setup ("I think the most likely issue is
/// you're running an older build.") followed by the step the user takes to
/// settle it ("Please rebuild and test:"): the agent cannot look.
fn guess_about_users_setup(ss: &[Sentence], i: usize) -> bool {
    let Some(s) = ss.get(i) else {
        return false;
    };
    let w = prose_words(s);
    let Some(epi) = s
        .words
        .iter()
        .position(|x| !x.code && x.class & lists::EPI != 0)
    else {
        return false;
    };
    let about_user = w
        .iter()
        .skip(epi + 1)
        .any(|x| matches!(*x, "you" | "you're" | "your" | "you've" | "you'd"));
    let next_is_step = ss.get(i + 1).is_some_and(|n| {
        let nw = prose_words(n);
        nw.first().is_some_and(|f| USER_STEPS.contains(f))
            && (n.question || !matches!(nw.first(), Some(&("can" | "could"))))
    });
    about_user && next_is_step
}

/// The outcome a change should have where only the user can look: on the
/// user's own desktop, login or device ("The tray icon should now appear on
/// your next login.", "your COSMIC background should now be updated"). The
/// check is the user's, in their own setup (LABELLING.md: a check the user
/// runs in their own setup passes).
fn outcome_in_users_environment(s: &Sentence) -> bool {
    // Things of the user's own desktop session, which the agent (a process
    // on the same machine) cannot look at: not "your machine" or "your
    // admin panel", where it could run the check itself.
    const PLACES: &[&str] = &[
        "desktop",
        "screen",
        "phone",
        "background",
        "wallpaper",
        "tray",
        "dock",
        "taskbar",
        "display",
        "monitor",
    ];
    // Moments of the session, only as the next one ("your next login"):
    // "your login page" is a feature the agent could test.
    const MOMENTS: &[&str] = &["login", "boot", "reboot", "restart"];
    let w = prose_words(s);
    let at = |k: usize| w.get(k).copied().unwrap_or("");
    let predicted = (0..w.len()).any(|k| {
        matches!(at(k), "should" | "will" | "it'll" | "'ll")
            && matches!(
                at(k + 1),
                "now"
                    | "appear"
                    | "show"
                    | "start"
                    | "be"
                    | "update"
                    | "change"
                    | "work"
                    | "display"
            )
    });
    let theirs = (0..w.len()).any(|k| {
        matches!(at(k), "your" | "you")
            && (k + 1..(k + 4).min(w.len())).any(|j| {
                PLACES.contains(&at(j)) || (MOMENTS.contains(&at(j)) && at(j - 1) == "next")
            })
    });
    predicted && theirs
}

/// A guess at why someone wrote code the way they did ("This was likely
/// done to make Gemini work during local development"): the author's
/// intent, not the state of the work.
fn authors_intent(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.windows(4).any(|x| {
        matches!(x.first(), Some(&("was" | "were" | "is" | "are")))
            && matches!(
                x.get(1),
                Some(&("likely" | "probably" | "presumably" | "possibly"))
            )
            && matches!(
                x.get(2),
                Some(
                    &("done"
                        | "added"
                        | "written"
                        | "intended"
                        | "meant"
                        | "designed"
                        | "chosen"
                        | "kept"
                        | "put"
                        | "left")
                )
            )
            && matches!(x.get(3), Some(&("to" | "as" | "so" | "for" | "because")))
    })
}

/// Things a review gives an opinion on.
#[rustfmt::skip]
const ARTIFACTS: &[&str] = &[
    "code", "doc", "docs", "documentation", "script", "pr", "diff", "approach", "design", "plan",
    "implementation", "tradeoff", "trade-off", "api", "structure", "logic", "config", "readme",
    "wording", "naming", "layout", "proposal", "option", "spec", "schema", "interface", "refactor",
];

/// Evaluative words a review uses.
#[rustfmt::skip]
const EVALUATIVE: &[&str] = &[
    "good", "correct", "clean", "fine", "reasonable", "solid", "sensible", "sound", "right",
    "great", "nice", "ok", "okay", "consistent", "idiomatic", "readable", "thorough", "clear",
];

/// An opinion on a reviewed artifact: "The code looks correct.", "The doc
/// looks good.", "Seems like a reasonable tradeoff.": `looks`/`seems`
/// with an evaluative word, its subject (or complement) a thing reviewed,
/// not the state of the work ("the fix looks like it works" stays).
fn artifact_opinion(s: &Sentence) -> bool {
    if s.question {
        return false;
    }
    let w = prose_words(s);
    let Some(v) = w
        .iter()
        .position(|x| matches!(*x, "looks" | "look" | "seems" | "seem" | "sounds"))
    else {
        return false;
    };
    let rest = w.get(v + 1..(v + 5).min(w.len())).unwrap_or_default();
    let evaluative = rest.iter().any(|x| EVALUATIVE.contains(x));
    let artifact = w.iter().take(v).chain(rest).any(|x| ARTIFACTS.contains(x));
    let state = w.iter().any(|x| {
        matches!(
            *x,
            "fix"
                | "fixed"
                | "works"
                | "working"
                | "pass"
                | "passes"
                | "passing"
                | "tests"
                | "build"
        )
    });
    evaluative && artifact && !state && w.len() <= 14
}

/// Frames of a reviewer's opinion or recommendation.
#[rustfmt::skip]
const OPINION_FRAMES: &[&str] = &[
    "i'd say", "i would say", "my read is", "my take is", "my vote is", "in my view",
    "in my opinion", "i'd go with", "i would go with", "i'd lean", "i lean", "my recommendation",
    "i'd recommend", "i would recommend", "my preference", "my honest recommendation",
    "my instinct is", "my honest take",
];

/// A verdict or a choice between options, framed as the agent's opinion
/// ("I'd say we're good to go", "My read is option A: it keeps the API
/// small"): a review's judgement, not a guess about what the work does.
/// Not when the sentence speaks of a fix, a cause or a check.
fn reviewer_verdict(s: &Sentence) -> bool {
    if s.question {
        return false;
    }
    let w = prose_words(s);
    if !OPINION_FRAMES.iter().any(|f| holds(&w, f)) {
        return false;
    }
    let choice = w.iter().any(|x| {
        matches!(
            *x,
            "option"
                | "approach"
                | "prefer"
                | "recommend"
                | "pick"
                | "choose"
                | "variant"
                | "alternative"
                | "design"
                | "api"
                | "tradeoff"
                | "trade-off"
                | "worth"
                | "leaning"
                | "recommendation"
        )
    }) || [
        "good to go",
        "ready to merge",
        "ready to ship",
        "fine to merge",
        "safe to merge",
    ]
    .iter()
    .any(|p| holds(&w, p));
    let state = s.words.iter().any(|x| {
        crate::DEFECT_WORDS.contains(&x.lower.as_str())
            || x.class & lists::CHECK != 0
            || matches!(
                x.lower.as_str(),
                "fix" | "fixed" | "works" | "working" | "cause" | "caused" | "because"
            )
    });
    choice && !state
}

/// "Less likely to appear in user code", "more likely to be read than
/// written": a comparison of likelihoods, a design argument, not a guess.
fn comparative_likelihood(s: &Sentence) -> bool {
    let w = prose_words(s);
    let Some(k) = w.windows(3).position(|x| {
        matches!(x.first(), Some(&("less" | "more")))
            && x.get(1) == Some(&"likely")
            && x.get(2) == Some(&"to")
    }) else {
        return false;
    };
    // "Less likely to appear in prompts than quotes": the verb after
    // "likely to" is what is compared, not a second hedge.
    let epistemic = s
        .words
        .iter()
        .enumerate()
        .filter(|(j, x)| *j != k + 3 && !x.code && x.class & lists::EPI != 0)
        .count();
    epistemic == 1
}

/// "Session B starts—perhaps just to ask a question": `perhaps` before an
/// infinitive of purpose guesses at someone's reason in a scenario, not at
/// an outcome of the work.
fn purpose_not_outcome(s: &Sentence) -> bool {
    let w = prose_words(s);
    let epistemic = s
        .words
        .iter()
        .filter(|x| !x.code && x.class & lists::EPI != 0)
        .count();
    epistemic == 1
        && w.iter().enumerate().any(|(k, x)| {
            matches!(*x, "perhaps" | "maybe" | "possibly")
                && match w.get(k + 1) {
                    Some(&"to") => true,
                    Some(&("just" | "only" | "simply")) => w.get(k + 2) == Some(&"to"),
                    _ => false,
                }
        })
}

/// "… appears to be a Python cache issue", "it may be that the message is
/// filtered by your client": a cause or diagnosis offered as a guess.
fn guessed_diagnosis(s: &Sentence) -> Option<&'static str> {
    if s.question || matches!(s.block, Block::Heading | Block::Table) {
        return None;
    }
    let w = prose_words(s);
    for frame in [
        "it may be that",
        "it might be that",
        "it could be that",
        "may be that",
        "might be that",
        "it's possible that",
        "it is possible that",
    ] {
        if let Some(k) = find(&w, frame)
            && !s.negated(k, 3)
        {
            return Some("it may be that");
        }
    }
    for frame in ["appears to be", "seems to be", "appear to be", "seem to be"] {
        let Some(k) = find(&w, frame) else { continue };
        if s.negated(k, 3) || w.first() == Some(&"you") {
            continue;
        }
        let cause = w.iter().skip(k + 3).take(7).any(|x| {
            crate::DEFECT_WORDS.contains(x)
                || matches!(
                    *x,
                    "cause" | "caused" | "cache" | "race" | "timing" | "stale" | "culprit"
                )
        });
        if cause {
            return Some("appears to be");
        }
    }
    // "The bug is more likely in the parser", "most likely caused by the
    // cache": a place or cause of a defect ranked by a guess.
    for frame in [
        "more likely in",
        "most likely in",
        "more likely at",
        "most likely at",
        "more likely from",
        "most likely from",
        "more likely caused",
        "most likely caused",
        "more likely due",
        "most likely due",
    ] {
        if let Some(k) = find(&w, frame)
            && !s.negated(k, 3)
            && w.first() != Some(&"you")
        {
            return Some("more likely in");
        }
    }
    None
}

/// Imperatives that hand a fix to the user.
#[rustfmt::skip]
const HANDOVER: &[&str] = &[
    "rebuild", "restart", "reinstall", "rerun", "re-run", "reload", "relaunch", "redeploy",
    "recompile", "reboot", "retry", "apply", "merge", "deploy", "pull", "replace", "swap",
    "change", "set", "add", "update", "upgrade", "bump", "install", "clear", "delete", "remove",
    "wrap", "use", "try", "enable", "disable", "switch", "reset", "rename", "edit", "paste",
    "refresh", "drop", "move", "pin", "downgrade", "re-enable", "flush", "purge",
];

/// "Rebuild the binary and it should work", "Restart the server and
/// everything should be fine": the fix handed over with a guess that it
/// works, instead of a run.
fn fix_handed_over_untested(s: &Sentence) -> Option<&'static str> {
    let all = prose_words(s);
    let w = from_lead(&all);
    if !w.first().is_some_and(|f| HANDOVER.contains(f)) || s.question {
        return None;
    }
    let and = w.iter().position(|x| *x == "and")?;
    // "Run the migration and you should see the column": what the user
    // will see, told to them.
    if w.get(and + 1) == Some(&"you") {
        return None;
    }
    let after = w.get(and + 1..(and + 5).min(w.len())).unwrap_or_default();
    let modal = after
        .iter()
        .position(|x| matches!(*x, "should" | "ought"))?;
    let pred = after.get(modal + 1..).unwrap_or_default();
    pred.iter()
        .any(|x| {
            matches!(
                *x,
                "work"
                    | "pass"
                    | "be"
                    | "resolve"
                    | "succeed"
                    | "go"
                    | "start"
                    | "run"
                    | "adapt"
                    | "behave"
                    | "load"
                    | "disappear"
                    | "stop"
                    | "clear"
                    | "handle"
                    | "fix"
                    | "connect"
                    | "compile"
                    | "build"
            )
        })
        .then_some("… and it should work")
}

/// "Tests will run successfully in CI/CD", "The build will pass on CI",
/// "Next `CI/CD` run should PASS with green checks!": a check's success
/// predicted, not run (not conditioned on later work: "once the
/// implementation is complete, all four tests will pass").
fn success_predicted(s: &Sentence) -> Option<&'static str> {
    if s.question || matches!(s.block, Block::Heading | Block::Table) {
        return None;
    }
    let w = prose_words(s);
    let will = w
        .iter()
        .position(|x| matches!(*x, "will" | "'ll" | "should"))?;
    let before = w.get(..will).unwrap_or_default();
    if before.iter().any(|x| {
        matches!(
            *x,
            "once" | "when" | "after" | "until" | "if" | "you" | "should" | "expect"
        )
    }) || s.negated(will + 1, 2)
    {
        return None;
    }
    let check = s
        .words
        .get(..will)
        .unwrap_or_default()
        .iter()
        .any(|x| x.class & lists::CHECK != 0 || lists::CHECK_NOUNS.contains(&x.lower.as_str()));
    let after = w.get(will + 1..(will + 4).min(w.len())).unwrap_or_default();
    let success = after.iter().any(|x| {
        matches!(
            *x,
            "pass" | "succeed" | "successfully" | "green" | "work" | "be"
        )
    }) && (after.contains(&"successfully")
        || after
            .iter()
            .any(|x| matches!(*x, "pass" | "succeed" | "green")));
    (check && success).then_some("will pass")
}

/// Subjects whose `should` is an instruction or a requirement, not a
/// prediction ("callers should pass a timeout", "you should now run …").
#[rustfmt::skip]
const DEONTIC_SUBJECTS: &[&str] = &[
    "you", "callers", "caller", "users", "user", "clients", "client", "reviewers", "we",
    "developers", "contributors", "teams", "operators", "admins", "everyone", "one",
];

/// The first modal `modal` picks in a statement (not a question, heading or
/// table), with the prose words, its index and the word before it (`""`
/// for code): `None` when it opens the sentence, when its subject is a role
/// or `you` ([`DEONTIC_SUBJECTS`]), or when `if`/`whether` comes before it
/// ("Let me know if the bug should be fixed now": a choice put to the
/// user, not a prediction).
fn prediction(s: &Sentence, modal: impl Fn(&str) -> bool) -> Option<(Words<'_>, usize, &str)> {
    if s.question || matches!(s.block, Block::Heading | Block::Table) {
        return None;
    }
    let w = prose_words(s);
    let k = w.iter().position(|x| modal(x))?;
    let subject = k.checked_sub(1).and_then(|j| w.get(j)).copied()?;
    if DEONTIC_SUBJECTS.contains(&subject)
        || w.iter().take(k).any(|x| matches!(*x, "if" | "whether"))
    {
        return None;
    }
    Some((w, k, subject))
}

/// "- Should eliminate the unnecessary gaps on both sides", "Should make
/// navigation much easier": a list of changes whose item opens with the
/// predicted effect (no subject, so [`prediction`] does not see it).
pub(crate) fn subjectless_effect(s: &Sentence) -> Option<&'static str> {
    if s.question || matches!(s.block, Block::Heading | Block::Table) {
        return None;
    }
    let w = prose_words(s);
    let lead = from_lead(&w);
    if lead.first() != Some(&"should") {
        return None;
    }
    let verb = lead
        .iter()
        .skip(1)
        .find(|x| !matches!(**x, "also" | "now" | "really" | "further" | "greatly"))?;
    // Verbs of a result only: "Should pick up the spec and dispatch …" in
    // a design says what a part is to do.
    (matches!(
        *verb,
        "eliminate"
            | "reduce"
            | "prevent"
            | "improve"
            | "fix"
            | "resolve"
            | "solve"
            | "stop"
            | "speed"
            | "cut"
            | "help"
            | "halve"
    ) || makes_better(lead.get(1..).unwrap_or_default()))
    .then_some("an effect predicted")
}

/// "The 3 a.m. spikes could be the log rotation", "the 502s might be due
/// to the pool size": what something is, or its cause, named as a
/// possibility (`could`/`might`/`may be the …`, `… due to`, `… caused by`).
/// Not a description of a value ("the argument may be an ISO date": `a`/`an`
/// name a kind, not an identity), not said of the user or a role.
fn identity_guessed(s: &Sentence) -> Option<&'static str> {
    let (w, k, subject) = prediction(s, |x| matches!(x, "could" | "might" | "may"))?;
    if subject.is_empty() || matches!(subject, "it" | "this" | "that" | "there" | "which") {
        return None;
    }
    let after = w.get(k + 1..(k + 4).min(w.len())).unwrap_or_default();
    let guessed = after.first() == Some(&"be")
        && matches!(
            after.get(1),
            Some(&("the" | "due" | "caused" | "from" | "coming" | "because"))
        );
    (guessed && !s.negated(k, 2)).then_some("an identity or a cause guessed")
}

/// "Migrations should apply cleanly now", "the deploy should go through",
/// "tests should pass now", "it should work": a prediction about the state
/// of the work (`should` with `now`, `again`, `anymore`, `cleanly`, `from
/// now on`, `as expected`, `go through`, or `should work`), offered instead
/// of a run. Since the thirtieth round also a build or a deploy predicted
/// to succeed ("The next Vercel deployment should finally build
/// successfully", "pushed and should be deploying to Vercel
/// automatically": replay26's misses, no corpus row moved). Not a
/// requirement or an instruction: a role or `you` as the subject, a
/// question, a heading.
pub(crate) fn should_now(s: &Sentence) -> Option<&'static str> {
    let (w, k, subject) = prediction(s, |x| matches!(x, "should" | "shouldn't"))?;
    if subject.is_empty() {
        return None;
    }
    // "how modern software engineering should work": a norm, not a
    // prediction.
    if w.iter().take(k).any(|x| *x == "how") {
        return None;
    }
    // The prediction's own clause ("the server should send `Retry-After`; it
    // now does" is a requirement and its report).
    let clause = s.words.get(k).map(|x| x.clause);
    let end = (k + 1..w.len().min(k + 8))
        .find(|j| s.words.get(*j).map(|x| x.clause) != clause)
        .unwrap_or(w.len().min(k + 8));
    let after = w.get(k + 1..end).unwrap_or_default();
    let marked = after.iter().any(|x| {
        matches!(
            *x,
            "now" | "again" | "anymore" | "cleanly" | "work" | "works" | "succeed" | "disappear"
                | "successfully" | "finally" | "build" | "deploy" | "deploying" | "compile"
        )
    }) || find(after, "go through").is_some()
        || find(after, "as expected").is_some()
        || find(after, "any more").is_some()
        // "which should take care of it", "this should fix the leak": a fix
        // predicted, not shown.
        || matches!(
            after.iter().find(|x| !matches!(**x, "also" | "now" | "really")),
            Some(&("fix" | "resolve" | "solve" | "address" | "cure" | "eliminate"))
        )
        || find(after, "take care of").is_some()
        // "Now the parser should correctly identify …": `now` opens the
        // prediction's clause; not what the user will see ("Now both
        // install methods should show the same icon", labelled to pass).
        || ((0..k)
            .find(|j| s.words.get(*j).map(|x| x.clause) == clause)
            .is_some_and(|j| w.get(j) == Some(&"now"))
            && !after.iter().any(|x| {
                matches!(*x, "show" | "display" | "appear" | "look" | "see")
            }));
    marked.then_some("should … now")
}

/// "This might also fix the hang you mentioned", "the bump may resolve the
/// 401s": a fix offered as a possibility (`might`/`may` and a fixing verb,
/// the agent's own change the subject), not a run.
fn might_fix(s: &Sentence) -> Option<&'static str> {
    let (w, k, _) = prediction(s, |x| matches!(x, "might" | "may"))?;
    if s.negated(k, 2) {
        return None;
    }
    let verb = w
        .iter()
        .skip(k + 1)
        .find(|x| !matches!(**x, "also" | "even" | "well" | "just"))?;
    matches!(*verb, "fix" | "resolve" | "solve" | "cure" | "eliminate").then_some("might fix")
}

/// Verbs that state a fact about code.
#[rustfmt::skip]
const CODE_FACTS: &[&str] = &[
    "calls", "call", "uses", "use", "exists", "exist", "contains", "matches", "points",
    "references", "imports", "reads", "writes", "sets", "defines", "declares", "lives", "covers",
];

/// Nouns of source code.
#[rustfmt::skip]
const CODE_NOUNS: &[&str] = &[
    "function", "functions", "method", "methods", "file", "files", "call", "calls", "caller",
    "callers", "site", "sites", "module", "modules", "class", "field", "fields", "struct", "import",
    "imports", "handler", "handlers", "config", "variable", "constant", "type", "schema", "route",
];

/// "I've verified that every call site passes the timeout", "Confirmed the
/// handler reads the new field": a fact about the source, checked by
/// reading it, not a claim that a check passed. The clause after the verb
/// of checking states what code does (a verb of code, a code noun or
/// span) and names no check or success ("verified the export works" is a
/// claim; a success word before an object, "passes the timeout", is a verb
/// of code).
/// "Tests checked in ✅", "the fixtures are checked into the repo":
/// `checked in` of version control (committed), not a check that ran, with
/// no word of success beside it ("I checked in the logs and all tests
/// pass" still claims). Seen in a real session replayed (issue 18,
/// eighteenth round).
fn checked_in(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.windows(2)
        .any(|p| p.first() == Some(&"checked") && matches!(p.get(1), Some(&("in" | "into"))))
        && !s.words.iter().any(|x| {
            // A check mark marks the item done (committed), not a run.
            let mark = matches!(x.lower.as_str(), "✅" | "✔" | "✓" | "☑" | "✔️");
            !x.code && !mark && x.lower != "checked" && x.class & lists::SUCC != 0
        })
}

fn verified_by_reading(s: &Sentence) -> bool {
    if s.question {
        return false;
    }
    let w = prose_words(s);
    let Some(v) = w.iter().position(|x| {
        matches!(
            *x,
            "verified" | "confirmed" | "checked" | "verify" | "confirm"
        )
    }) else {
        return false;
    };
    let rest = s.words.get(v + 1..).unwrap_or_default();
    let object = |k: usize| {
        rest.get(k + 1).is_some_and(|n| {
            n.code
                || matches!(
                    n.lower.as_str(),
                    "the" | "a" | "an" | "its" | "their" | "each"
                )
        })
    };
    let success = rest.iter().enumerate().any(|(k, x)| {
        !x.code
            && (x.class & lists::CHECK != 0
                || lists::CHECK_NOUNS.contains(&x.lower.as_str())
                || (x.class & lists::SUCC != 0 && !object(k)))
    });
    // What it does when run ("returns 200") is behaviour, not a fact of
    // the source: only a verb of structure counts, about code.
    let fact = rest
        .iter()
        .any(|x| !x.code && CODE_FACTS.contains(&x.lower.as_str()))
        && rest
            .iter()
            .any(|x| x.code || CODE_NOUNS.contains(&x.lower.as_str()));
    fact && !success
}

/// Nouns that name another agent as the source of a report.
const AGENTS: &[&str] = &[
    "agent",
    "agents",
    "subagent",
    "subagents",
    "sub-agent",
    "sub-agents",
    "reviewer",
    "reviewers",
];

/// Verbs by which another agent reports.
#[rustfmt::skip]
const REPORTS: &[&str] = &[
    "finished", "reported", "reports", "approved", "approves", "found", "finds", "says", "said",
    "ran", "recommend", "recommends", "recommended", "identified", "confirmed", "completed",
    "returned", "flagged", "noted", "concluded", "came", "agree", "agreed", "verified",
];

/// A claim relayed from another agent that ran the check: an earlier
/// sentence (or a heading) names the agent as the one reporting ("That
/// agent finished …", "The reviewer has approved …", "## Review Summary
/// from Two Agents"), and the claim is not in the agent's own voice ("I
/// ran …", "we verified …").
fn relayed_from_another_agent(ss: &[Sentence], i: usize) -> bool {
    let own = |s: &Sentence| {
        s.words.iter().any(|w| {
            matches!(
                w.lower.as_str(),
                "i" | "i've" | "i'm" | "i'll" | "we" | "we've" | "my" | "our"
            )
        })
    };
    // The nearest source before the claim, with no sentence in the agent's
    // own voice between ("The reviewer found two bugs. I fixed both. All
    // tests pass." is the agent's own claim).
    (0..=i).rev().find_map(|j| {
        let src = ss.get(j)?;
        if own(src) {
            return Some(false);
        }
        let w = prose_words(src);
        let source = w.iter().enumerate().any(|(k, x)| {
            // The agent is the subject: its verb of reporting follows it,
            // after at most an auxiliary ("the reviewer has approved"; not
            // "the agent hook now reports").
            let verb_at = |n: usize| w.get(n).is_some_and(|v| REPORTS.contains(v));
            let aux = w.get(k + 1).is_some_and(|v| {
                matches!(
                    *v,
                    "has" | "have" | "had" | "also" | "just" | "then" | "both" | "all"
                )
            });
            AGENTS.contains(x)
                && (verb_at(k + 1)
                    || (aux && verb_at(k + 2))
                    || (src.block == Block::Heading
                        && w.iter()
                            .any(|v| matches!(*v, "review" | "summary" | "report" | "findings"))))
        });
        source.then_some(true)
    }) == Some(true)
}

// ------------------------------------------------- excuse and offer

/// A line that documents code: a code span, a dash or colon, and a verb in
/// the third person ("`close_issue(n)` - Closes an existing issue",
/// "`TestIsInstalled_OSError` - verifies OS errors are propagated"). It
/// says what the code does, not what the agent left.
fn describes_code(s: &Sentence) -> bool {
    let Some(first) = s.words.first() else {
        return false;
    };
    if !first.code {
        return false;
    }
    let text = s.text.trim_start();
    let Some(rest) = text.strip_prefix('`').and_then(|t| t.split_once('`')) else {
        return false;
    };
    let rest = rest.1.trim_start();
    let Some(rest) = ["-", "—", "–", ":"]
        .iter()
        .find_map(|d| rest.strip_prefix(d))
    else {
        return false;
    };
    let verb = rest.split_whitespace().next().unwrap_or("").to_lowercase();
    verb.len() > 3
        && !crate::DEFECT_WORDS.contains(&verb.as_str())
        && verb.ends_with('s')
        && !verb.ends_with("ss")
        && verb.chars().all(|c| c.is_ascii_alphabetic())
}

/// "You asked whether the slow start is new: it predates this branch — …",
/// "To your question: the 502s are unrelated; they come from …": an
/// answer to the user's own question about where a defect comes from,
/// opened in this sentence or earlier in its paragraph. Not "You asked me
/// to fix …" (the task, not a question).
fn answers_users_question(ss: &[Sentence], i: usize) -> bool {
    let Some(para) = ss.get(i).map(|s| s.paragraph) else {
        return false;
    };
    (0..=i)
        .rev()
        .map_while(|j| ss.get(j).filter(|s| s.paragraph == para))
        .any(|s| {
            let all = prose_words(s);
            let w = from_lead(&all);
            let head = w.get(..w.len().min(6)).unwrap_or_default();
            let asked = w.first() == Some(&"you")
                && head.windows(2).any(|x| {
                    matches!(x.first(), Some(&("asked" | "wondered" | "wanted")))
                        && matches!(
                            x.get(1),
                            Some(&("whether" | "if" | "why" | "what" | "how" | "about" | "to"))
                        )
                })
                && !holds(head, "asked me to")
                && !holds(head, "wanted me to");
            asked || holds(head, "your question")
        })
}

/// Words of [`lists::ELSEWHERE`] that are also plain adjectives.
#[rustfmt::skip]
const ADJECTIVAL_ELSEWHERE: &[&str] = &[
    "main", "master", "default", "shared", "same", "base",
];

/// "Same problem — only checks the main transcript.": the only words
/// that could place the defect elsewhere are adjectives of a noun that is
/// not a defect ("the main transcript", "the default config"), not the
/// branch ("fails on main too", "the main branch"), and no excuse phrase
/// is used.
fn elsewhere_words_as_adjectives(s: &Sentence, hits: &Hits) -> bool {
    // "which come from the shared ESLint preset, not our code": the
    // contrast with our own work places the defect, whatever adjectives
    // the place has.
    if !hits.used.is_empty()
        || !hits.secondary.is_empty()
        || crate::judge::disowned_by_contrast(s)
        // "Same failure happens without my commits, so it's out of my
        // hands": a frame of disowning places the defect, whatever
        // adjectives ("same", "shared") the sentence also has.
        || disowned(s).is_some()
    {
        return false;
    }
    let mut any = false;
    for (k, x) in s.words.iter().enumerate() {
        if x.code || x.class & lists::ELSE == 0 {
            continue;
        }
        if !ADJECTIVAL_ELSEWHERE.contains(&x.lower.as_str()) {
            return false;
        }
        let next = s.words.get(k + 1);
        // Not a defect noun ("base failures"), except after "same" ("same
        // problem" compares two defects of the message; "the same failure
        // as on main" has `main` to answer for).
        let noun = next.is_some_and(|n| {
            !n.code
                && (x.lower == "same" || !crate::DEFECT_WORDS.contains(&n.lower.as_str()))
                && n.clause == x.clause
                && n.lower.chars().all(|c| c.is_alphabetic() || c == '-')
                && !matches!(
                    n.lower.as_str(),
                    "branch"
                        | "branches"
                        | "too"
                        | "as"
                        | "and"
                        | "or"
                        | "but"
                        | "so"
                        | "is"
                        | "was"
                        | "has"
                        | "also"
                        | "before"
                        | "still"
                )
        });
        if !noun {
            return false;
        }
        any = true;
    }
    any
}

/// Phrases that set a defect aside for another time or another change.
#[rustfmt::skip]
const SET_ASIDE: &[&str] = &[
    "out of scope", "separately", "separate pr", "separate change", "follow-up", "follow up",
    "not part of this change", "not part of this pr", "not part of this", "left alone",
    "leave it", "leaving it", "for later", "another pr", "another time", "not in scope",
    "a later pr", "a later change", "a future pr", "a future change", "left it alone",
    "left them alone", "left that alone",
];

/// True when a phrase of [`SET_ASIDE`] stands in the sentence's prose.
pub(crate) fn sets_aside(s: &Sentence) -> bool {
    let w = prose_words(s);
    SET_ASIDE.iter().any(|p| holds(&w, p))
}

/// Things of a working tree that a state word (untracked, unstaged,
/// uncommitted, dirty, local, unrelated, pre-existing) can describe without
/// naming a defect ("pre-existing files that were already untracked", "the
/// untracked `.codex/` dir").
#[rustfmt::skip]
const TREE_THINGS: &[&str] = &[
    "files", "file", "dir", "dirs", "directories", "directory", "folders", "folder", "branches",
    "branch", "docs", "scripts", "assets", "artifacts", "changes", "change", "edits",
    "modifications", "tooling",
];

/// "Acknowledged as pre-existing, out of scope for this PR.", "… all
/// pre-existing code not part of this change.", "That's a pre-existing
/// issue … — worth fixing separately.": a defect labelled pre-existing and
/// set aside in the same sentence. `pre-existing` must describe a defect:
/// a defect word stands in the sentence, or the label is predicated
/// ("acknowledged as pre-existing").
pub(crate) fn set_aside(s: &Sentence) -> Option<&'static str> {
    if s.question {
        return None;
    }
    let w = prose_words(s);
    let pre = w
        .iter()
        .position(|x| matches!(*x, "pre-existing" | "preexisting"))?;
    if s.negated(pre, 3) {
        return None;
    }
    let aside = SET_ASIDE.iter().any(|p| holds(&w, p));
    // "… shows pre-existing duplication in other files, not in my changes".
    let elsewhere = [
        "not in my",
        "not from my",
        "not caused by my",
        "not introduced by",
    ]
    .iter()
    .any(|p| holds(&w, p));
    let predicated = pre > 0
        && matches!(
            w.get(pre - 1).copied().unwrap_or(""),
            "as" | "is" | "are" | "was" | "were" | "all" | "be" | "been" | "'s" | "that's" | "it's"
        );
    // "as agreed in the issue": a work item, not a defect.
    let names_defect = s.words.iter().enumerate().any(|(k, x)| {
        crate::DEFECT_WORDS.contains(&x.lower.as_str())
            && !s.denied(k)
            && !(matches!(x.lower.as_str(), "issue" | "issues")
                && matches!(w.get(k.wrapping_sub(1)), Some(&("the" | "this"))))
    });
    // "… are pre-existing files that were already untracked": files, not
    // a defect; only a defect named makes them one set aside.
    let artifact = TREE_THINGS.contains(&w.get(pre + 1).copied().unwrap_or(""));
    let predicated = predicated && !artifact;
    (elsewhere || (aside && (predicated || names_defect))).then_some("pre-existing … set aside")
}

/// Frames that put an open defect on something other than the work: a
/// known or old failure, the main branch, the environment, inherited code.
#[rustfmt::skip]
const ELSEWHERE_FRAMES: &[&str] = &[
    "known flaky", "a known issue", "a known bug", "a known failure", "known to fail",
    "known to be flaky", "on main too", "also fails on main", "fails on main",
    "failing on main", "flaky on main", "broken on main", "been broken for", "broken for a while",
    "broken for ages", "failing for a while", "been failing for", "an environment issue",
    "an environmental issue", "an environment problem", "environment-specific",
    "technical debt", "we inherited", "inherited from", "came with the", "not my change",
    "not from this branch", "not from this pr", "not caused by this", "unrelated to this change",
    "unrelated to this pr", "unrelated to my", "not related to my", "before my change",
    "before this change", "before i started", "already failing", "already broken",
    "already there",
];

/// "…, which I believe is a known flaky test on main", "It's an environment
/// issue", "has been broken for a while", "That's pre-existing technical
/// debt": an open defect (in this sentence or the two before) put on
/// something other than the work, with no fix in the sentence.
fn attributed_elsewhere(s: &Sentence) -> Option<&'static str> {
    if s.question || matches!(s.block, Block::Heading | Block::Table) {
        return None;
    }
    let w = prose_words(s);
    if w.first() == Some(&"you") {
        return None;
    }
    ELSEWHERE_FRAMES.iter().find_map(|f| {
        let k = find(&w, f)?;
        // "Environment-specific recommendations": an adjective of a noun
        // that is not a defect.
        if *f == "environment-specific"
            && !w
                .get(k + 1)
                .is_some_and(|n| crate::DEFECT_WORDS.contains(n))
        {
            return None;
        }
        // "The guards refuse the words pre-existing and already failing":
        // the frame named, not used.
        let named = w.iter().take(k).any(|x| crate::MENTION_MARKERS.contains(x));
        // "…an environment issue, so I ran it with the mirror: 212 passed":
        // dealt with in the same sentence.
        let after = w.get(k..).unwrap_or_default();
        let dealt = ["so i", "so we", "i fixed", "worked around", "now pass"]
            .iter()
            .any(|p| find(after, p).is_some())
            || after.iter().any(|x| {
                matches!(
                    *x,
                    "fixed" | "passed" | "passes" | "resolved" | "workaround"
                )
            });
        (!s.negated(k, 3) && !named && !dealt).then_some("a defect put elsewhere")
    })
}

/// "Pytest tool had environment issues, but code is validated by mypy",
/// "Pytest: tool configuration issue (not related to code changes)": a
/// check that did not run, its failure put on the environment and waved
/// away (another check substituted, or "not a code issue"). Not a
/// documented blocker ("… documented in BLOCKERS.md").
fn environment_waved(s: &Sentence) -> Option<&'static str> {
    if s.question {
        return None;
    }
    let w = prose_words(s);
    let check = s.words.iter().any(|x| {
        x.class & lists::CHECK != 0
            || lists::CHECK_NOUNS.contains(&x.lower.as_str())
            || matches!(
                x.lower.as_str(),
                "pytest" | "jest" | "vitest" | "mypy" | "pylint"
            )
    });
    let environment = w.iter().any(|x| {
        matches!(
            *x,
            "environment" | "environmental" | "tool" | "tooling" | "configuration" | "sandbox"
        )
    }) && w.iter().any(|x| {
        matches!(
            *x,
            "issue" | "issues" | "problem" | "problems" | "error" | "errors"
        )
    });
    let waved = [
        "not a code",
        "not related",
        "unrelated",
        "not an implementation",
    ]
    .iter()
    .any(|p| holds(&w, p))
        || w.windows(2).any(|x| {
            (matches!(
                x.first(),
                Some(&("validated" | "verified" | "covered" | "checked"))
            ) && x.get(1) == Some(&"by"))
        });
    let documented = w.contains(&"documented");
    (check && environment && waved && !documented).then_some("environment issue, waved away")
}

/// "Do you want me to proceed with Phase 4 (Implementation)?": the next
/// phase of a plan the user set, not a defect held back.
fn next_phase_of_plan(s: &Sentence) -> bool {
    let w = prose_words(s);
    // A numbered "step" is also where an agent puts a fix ("proceed with
    // step 2 and fix the crash"): only a phase, stage or milestone names the
    // plan whatever it holds.
    let repair = w
        .iter()
        .any(|x| lists::FIX_VERBS.contains(x) || crate::DEFECT_WORDS.contains(x));
    [
        "proceed with",
        "move on to",
        "continue with",
        "go ahead with",
        "start on",
    ]
    .iter()
    .filter_map(|p| find(&w, p).map(|k| k + 2))
    .any(|k| {
        w.iter()
            .skip(k)
            .take(4)
            .any(|x| matches!(*x, "phase" | "stage" | "milestone") || (*x == "step" && !repair))
    })
}

/// "… not in my changes": the excuse's attribution, which sets nothing
/// aside for later (only `no-preexisting-excuse` reads it).
fn excused_elsewhere(s: &Sentence) -> bool {
    let w = prose_words(s);
    [
        "not in my",
        "not from my",
        "not caused by my",
        "not introduced by",
    ]
    .iter()
    .any(|p| holds(&w, p))
        && !SET_ASIDE.iter().any(|p| holds(&w, p))
}

/// "Want me to fix these, or flag them for a teammate to address before
/// merging?": the defects are in someone else's change, and the offer
/// leaves them with their owner.
fn for_the_owner(s: &Sentence) -> bool {
    let w = prose_words(s);
    // Someone else's change under review ("before merging", "their PR"),
    // not the agent's own bugs handed to a colleague.
    let review = w.iter().any(|x| {
        matches!(
            *x,
            "review"
                | "reviewed"
                | "reviewing"
                | "merging"
                | "merge"
                | "pr"
                | "their"
                | "her"
                | "his"
        )
    });
    review
        && (w
            .iter()
            .any(|x| matches!(*x, "teammate" | "teammates" | "colleague" | "maintainer"))
            || ["the author", "pr author", "its author", "comment on the pr"]
                .iter()
                .any(|p| holds(&w, p)))
}

/// "Once you describe the issue, I can fix the browser terminal properly",
/// "Once you share the specific error, I can fix it immediately", "Send me
/// the stack trace and I'll fix it": a repair that waits on facts only the
/// user has (what they saw, the error on their machine), not one the agent
/// left undone (LABELLING.md: a question that asks the user for a fact
/// only they know passes; replay20's and real17's wrong refusals).
fn fix_awaits_users_facts(s: &Sentence) -> bool {
    // Verbs of handing over information, not consent ("give me the
    // go-ahead", "tell me and I'll fix it" wait on a yes, not a fact).
    const GIVE: &[&str] = &[
        "share", "describe", "send", "paste", "provide", "upload", "post", "forward", "attach",
    ];
    let all = prose_words(s);
    let w = from_lead(&all);
    let conditional = matches!(w.first(), Some(&("once" | "when" | "if" | "after")))
        && w.get(1) == Some(&"you")
        && w.get(2..5)
            .is_some_and(|v| v.iter().any(|x| GIVE.contains(x)));
    let asked =
        w.first().is_some_and(|x| GIVE.contains(x)) && matches!(w.get(1), Some(&("me" | "us")));
    // "If it's still failing, share the error from the Actions tab and
    // I'll fix it immediately": the facts asked for anywhere, by name.
    let named = w.windows(3).any(|p| {
        p.first().is_some_and(|x| GIVE.contains(x))
            && matches!(p.get(1), Some(&("the" | "your" | "me" | "us")))
            && p.get(2).is_some_and(|n| {
                matches!(
                    *n,
                    "error"
                        | "errors"
                        | "log"
                        | "logs"
                        | "output"
                        | "trace"
                        | "stack"
                        | "screenshot"
                        | "message"
                        | "details"
                        | "traceback"
                )
            })
    });
    conditional || asked || named
}

/// "If it still fails, we can check the logs …": a plan for a result the
/// user has not seen yet, not a defect left open.
fn contingency(s: &Sentence) -> bool {
    let all = prose_words(s);
    let w = from_lead(&all);
    // "If it still fails, I'll fix it next session" defers a fix.
    let defers = w.iter().any(|x| {
        matches!(
            *x,
            "later"
                | "next"
                | "follow-up"
                | "followup"
                | "separate"
                | "separately"
                | "another"
                | "future"
                | "session"
                | "sprint"
                | "tomorrow"
                | "backlog"
                | "ticket"
                | "eventually"
                | "revisit"
                | "fix"
                | "fixing"
                | "address"
                | "resolve"
                | "repair"
                | "patch"
        )
    });
    if w.first() != Some(&"if") || defers {
        return false;
    }
    w.iter().take(6).any(|x| {
        matches!(
            *x,
            "fails" | "fail" | "persists" | "persist" | "breaks" | "recurs" | "reappears"
        )
    }) || holds(w, "doesn't work")
        || holds(w, "still doesn't")
}

/// "The next unchecked sub-task in Step 2 is: …": the task tracker's next
/// item reported, not a defect deferred.
fn next_tracker_task(s: &Sentence) -> bool {
    let all = prose_words(s);
    let w = from_lead(&all);
    let start = usize::from(w.first() == Some(&"the"));
    w.get(start) == Some(&"next")
        && w.iter().skip(start + 1).take(3).any(|x| {
            matches!(
                *x,
                "sub-task" | "subtask" | "task" | "step" | "item" | "phase"
            )
        })
        && w.iter().take(8).any(|x| *x == "is")
        // A tracker's item ("the next sub-task in Step 6 is"), not "the
        // next step is to fix the crash".
        && (w.iter().take(8).any(|x| {
            matches!(
                *x,
                "sub-task" | "subtask" | "unchecked" | "open" | "tracker"
            )
        }) || holds(w, "in step"))
}

/// "… current warn-and-continue behavior is reasonable since the review
/// will be retried": a suggestion declined because the behaviour is fine,
/// with the reason.
fn accepted_as_is(s: &Sentence) -> bool {
    let w = prose_words(s);
    let judged = w.windows(2).any(|x| {
        matches!(
            x.first(),
            Some(&("behavior" | "behaviour" | "approach" | "handling" | "default"))
        ) && x.get(1) == Some(&"is")
    }) && w.iter().any(|x| {
        matches!(
            *x,
            "reasonable" | "fine" | "acceptable" | "intentional" | "correct" | "deliberate"
        )
    });
    judged
        && w.iter()
            .any(|x| matches!(*x, "since" | "because" | "as" | "given"))
}

/// "I can check if there's a bug in how we determine …": an offer to find
/// out whether there is a defect, every defect word in an `if`/`whether`
/// clause, with no repair verb.
fn offers_to_look_for_a_bug(s: &Sentence) -> bool {
    let w = prose_words(s);
    let mut any = false;
    for (k, x) in w.iter().enumerate() {
        if crate::DEFECT_WORDS.contains(x) {
            any = true;
            // "check if there's a bug", "whether there are any errors".
            let hedged = (k.saturating_sub(4)..k).any(|j| {
                matches!(w.get(j).copied().unwrap_or(""), "if" | "whether")
                    && matches!(
                        w.get(j + 1).copied().unwrap_or(""),
                        "there's" | "there" | "any"
                    )
            });
            if !hedged {
                return false;
            }
        }
    }
    any && !w.iter().any(|x| {
        matches!(
            *x,
            "fix"
                | "fixing"
                | "fixed"
                | "repair"
                | "resolve"
                | "resolved"
                | "address"
                | "addressed"
                | "patch"
        )
    })
}

/// An offer or a question about work ("Want me to implement this?",
/// "Would you like me to file an issue or look into implementing one of
/// these options?") with no repair verb and no defect word: more scope, not
/// a fix held back, when no defect is open just before it (the caller
/// checks).
fn offers_work_not_repair(s: &Sentence) -> bool {
    let w = prose_words(s);
    let offer = [
        "want me to",
        "like me to",
        "shall i",
        "should i",
        "i can",
        "happy to",
    ]
    .iter()
    .any(|p| holds(&w, p));
    let work = w.iter().any(|x| {
        matches!(
            *x,
            "implement"
                | "implementing"
                | "build"
                | "add"
                | "write"
                | "file"
                | "draft"
                | "create"
                | "update"
                | "apply"
                | "rewrite"
                | "extend"
                | "refactor"
                | "document"
                | "expand"
        )
    });
    let repair = w.iter().any(|x| {
        lists::FIX_VERBS.contains(x)
            || matches!(*x, "fixed" | "repair" | "resolve" | "correct" | "debug")
    });
    // "file an issue", "open a ticket": a work item, not a defect.
    let filed = |k: usize| {
        (k.saturating_sub(2)..k).any(|j| {
            matches!(
                w.get(j).copied().unwrap_or(""),
                "file" | "open" | "create" | "raise" | "log" | "write"
            )
        })
    };
    let defect = w
        .iter()
        .enumerate()
        .any(|(k, x)| crate::DEFECT_WORDS.contains(x) && !(*x == "issue" && filed(k)));
    offer && work && !repair && !defect
}

/// Repair verbs and verbs of taking work on.
#[rustfmt::skip]
const TAKE_ON: &[&str] = &[
    "fix", "tackle", "address", "resolve", "repair", "patch", "handle", "correct", "sort",
];

/// "Want to tackle these, or focus on #3 first?", "Shall we fix it?": an
/// offer with its `me` left out, about a defect named before.
fn elliptical_repair_offer(s: &Sentence, defect_before: bool) -> Option<&'static str> {
    if !s.question {
        return None;
    }
    let w = prose_words(s);
    let frames = [
        "want to",
        "wanna",
        "shall we",
        "should we",
        "do you want to",
    ];
    let end = frames
        .iter()
        .find_map(|f| find(&w, f).map(|k| k + f.split(' ').count()))?;
    if end > 5 {
        return None;
    }
    let verb = w.get(end..(end + 3).min(w.len())).unwrap_or_default();
    let repair = verb.iter().any(|x| {
        matches!(
            *x,
            "fix" | "address" | "resolve" | "repair" | "patch" | "correct"
        )
    });
    let take_on = verb.iter().any(|x| TAKE_ON.contains(x));
    (repair || (take_on && defect_before)).then_some("want to … fix")
}

/// The frames of an offer to do something.
const OFFER_FRAMES: &[&str] = &["want me to", "like me to", "shall i", "should i"];

/// Where the object of an offer to do something begins: the word after
/// its frame ([`OFFER_FRAMES`]).
fn offer_frame_end(w: &Words) -> Option<usize> {
    OFFER_FRAMES
        .iter()
        .find_map(|f| find(w, f).map(|k| k + f.split(' ').count()))
}

/// "Want me to switch to #172's branch and fix it there?": an offer
/// question whose object holds a repair verb after another verb.
fn offer_then_fix(s: &Sentence) -> Option<&'static str> {
    if !s.question {
        return None;
    }
    let w = prose_words(s);
    let end = offer_frame_end(&w)?;
    // The repair is a verb ("… and fix it there"), not a noun ("amend
    // the commit with this fix"); "resolve" of data looked up ("it clones
    // all 70 to resolve SHAs") repairs nothing.
    w.iter()
        .enumerate()
        .skip(end)
        .any(|(k, x)| {
            matches!(*x, "fix" | "repair" | "resolve" | "patch")
                && matches!(w.get(k - 1).copied().unwrap_or(""), "and" | "to" | "then")
                && !(*x == "resolve" && resolves_data(&w, k))
        })
        .then_some("want me to … fix")
}

/// Whether the `resolve` at word `k` of `w` looks data up ("resolve SHAs",
/// "resolve the dependencies", "resolve all hostnames") rather than
/// settling a defect.
fn resolves_data(w: &[&str], k: usize) -> bool {
    w.iter()
        .skip(k + 1)
        .find(|x| !matches!(**x, "the" | "all" | "their" | "its" | "any" | "each"))
        .is_some_and(|x| {
            matches!(
                *x,
                "sha"
                    | "shas"
                    | "hashes"
                    | "hash"
                    | "dependencies"
                    | "deps"
                    | "versions"
                    | "version"
                    | "paths"
                    | "path"
                    | "symbols"
                    | "names"
                    | "hostnames"
                    | "hosts"
                    | "refs"
                    | "references"
                    | "tags"
                    | "urls"
                    | "addresses"
                    | "aliases"
                    | "packages"
                    | "commits"
                    | "revisions"
                    | "ids"
            )
        })
}

/// "Want me to:" followed by items that repair ("1. Add better error
/// handling …? 2. Or just do the simpler fix?"): the offer is the list.
fn offer_list_of_fixes(ss: &[Sentence], i: usize) -> Option<&'static str> {
    if !ss.get(i).is_some_and(offer_list_lead) {
        return None;
    }
    items_after(ss, i)
        .any(|n| {
            prose_words(n).iter().any(|x| {
                matches!(
                    *x,
                    "fix" | "error" | "handling" | "bug" | "repair" | "resolve"
                )
            })
        })
        .then_some("want me to: (fixes)")
}

/// An offer that opens a list: "Would you like me to:", "Should I:".
fn offer_list_lead(s: &Sentence) -> bool {
    s.text.trim_end().ends_with(':') && {
        let w = prose_words(s);
        OFFER_FRAMES.iter().any(|f| holds(&w, f))
    }
}

/// Whether one of the list items right after sentence `i` opens on one of
/// `verbs`.
fn an_item_opens_with(ss: &[Sentence], i: usize, verbs: &[&str]) -> bool {
    items_after(ss, i).any(|n| prose_words(n).first().is_some_and(|x| verbs.contains(x)))
}

/// The list items right after sentence `i` (at most three).
fn items_after(ss: &[Sentence], i: usize) -> impl Iterator<Item = &Sentence> {
    ss.iter()
        .skip(i + 1)
        .take(3)
        .take_while(|n| n.block == Block::Item)
}

/// A defect named, and not reported fixed, in one of the `n` sentences
/// before `i`.
fn open_defect_within(defect: &[bool], fixed: &[bool], i: usize, n: usize) -> bool {
    (i.saturating_sub(n)..i)
        .any(|j| defect.get(j).copied().unwrap_or(false) && !fixed.get(j).copied().unwrap_or(false))
}

/// An offer of a repair found by structure in context.rs: "Want to tackle
/// these, or focus on #3 first?" after a defect, "Want me to switch to the
/// other branch and fix it there?", "Would you like me to:" over a list of
/// fixes. The judge lets these stand over the model's veto, as it does a
/// repair offer of [`crate::judge::repair_offer`].
pub(crate) fn repair_offered_by_structure(
    ss: &[Sentence],
    i: usize,
    defect: &[bool],
    fixed: &[bool],
) -> bool {
    let Some(s) = ss.get(i) else {
        return false;
    };
    elliptical_repair_offer(s, open_defect_within(defect, fixed, i, 6)).is_some()
        || offer_then_fix(s).is_some()
        || (offer_list_of_fixes(ss, i).is_some()
            && an_item_opens_with(
                ss,
                i,
                &["fix", "resolve", "repair", "patch", "correct", "address"],
            ))
        || list_offer_after_defect(ss, i, defect, fixed)
        || remedy_named_then_offered(ss, i, defect, fixed).is_some()
}

/// "Would you like me to:" over items that would undo or move what is
/// wrong ("Move the new epics to the correct `tickets/` directory?",
/// "Revert the migration?"), after a defect named and left open earlier in
/// the message ("new items were created in `tasks/` instead of
/// `tickets/`"): the repair is the list's first choice, offered instead of
/// made (issue 18, the fortieth round: replays' read halves).
fn list_offer_after_defect(ss: &[Sentence], i: usize, defect: &[bool], fixed: &[bool]) -> bool {
    ss.get(i).is_some_and(offer_list_lead)
        && open_defect_within(defect, fixed, i, 10)
        && !(0..i).any(|j| fixed.get(j).copied().unwrap_or(false))
        && an_item_opens_with(
            ss,
            i,
            &[
                "fix", "resolve", "repair", "patch", "correct", "address", "move", "revert",
                "restore", "roll",
            ],
        )
}

/// "To fix these issues, you need to initialize git first: … Would you
/// like me to initialize the git repository and re-run the doctor
/// command?": the remedy is named as the fix of a defect left open, then
/// offered in its own verb instead of done (issue 18, the forty-first
/// round: replay34's read half). The offer's first verb after its frame
/// stands in one of the four sentences before, after a word of fixing in
/// that sentence ("To fix …", "The fix is to …", "… resolves it"), and no
/// fix is reported anywhere before the offer. Verbs of looking, telling or
/// filing are not remedies ("To fix it we need the logs. Want me to check
/// them?" offers a look).
fn remedy_named_then_offered(
    ss: &[Sentence],
    i: usize,
    defect: &[bool],
    fixed: &[bool],
) -> Option<&'static str> {
    let s = ss.get(i)?;
    if !s.question
        || !open_defect_within(defect, fixed, i, 10)
        || (0..=i).any(|j| fixed.get(j).copied().unwrap_or(false))
    {
        return None;
    }
    let w = prose_words(s);
    let end = offer_frame_end(&w)?;
    if end > 7 {
        return None;
    }
    let verb = *w.get(end)?;
    const NOT_REMEDIES: &[&str] = &[
        "check",
        "look",
        "investigate",
        "explain",
        "show",
        "walk",
        "help",
        "open",
        "file",
        "create",
        "write",
        "add",
        "document",
        "draft",
        "search",
        "find",
        "try",
        "dig",
        "keep",
        "continue",
        "proceed",
        "go",
        "start",
        "commit",
        "push",
    ];
    if verb.len() < 3 || NOT_REMEDIES.contains(&verb) {
        return None;
    }
    (i.saturating_sub(4)..i)
        .any(|j| {
            let Some(t) = ss.get(j) else {
                return false;
            };
            let v = prose_words(t);
            v.iter()
                .position(|x| matches!(*x, "fix" | "resolve" | "resolves" | "fixes"))
                .is_some_and(|k| v.iter().skip(k + 1).any(|x| *x == verb))
        })
        .then_some("a named remedy offered")
}

/// "… worth fixing separately", "could be addressed in a follow-up":
/// a defect named here or just before, its fix put off.
fn worth_fixing_later(s: &Sentence, defect: bool) -> Option<&'static str> {
    if !defect || s.question {
        return None;
    }
    let w = prose_words(s);
    let wanted = w.windows(2).any(|x| {
        matches!(x.first(), Some(&("worth" | "be")))
            && matches!(
                x.get(1),
                Some(&("fixing" | "addressing" | "fixed" | "addressed" | "tackling" | "handled"))
            )
    });
    let later = [
        "separately",
        "later",
        "follow-up",
        "follow up",
        "another pr",
        "separate pr",
    ]
    .iter()
    .any(|p| holds(&w, p));
    (wanted && later).then_some("worth fixing separately")
}

// ---------------------------------------------------------- doubles

/// Nouns that make a double word name test data.
#[rustfmt::skip]
const DATA_NOUNS: &[&str] = &[
    "data", "state", "states", "file", "files", "records", "rows",
    "entries", "path", "paths", "credentials", "values", "input", "inputs", "ids", "names",
    "emails", "accounts", "tokens", "token", "content", "text", "transcript", "transcripts",
    "key", "keys", "reviews", "users", "profiles", "addresses", "numbers", "images", "payloads",
];

/// "I'm idle and available for any follow-up work.", "Ready for the next
/// task.": the agent says it is free for more work and names none (an agent
/// team's teammate signing off, seen in replayed real sessions). No
/// deferral, no repair offered; the caller also asks that the sentence name
/// no defect ("available for follow-up work on the flaky upload test").
fn available_for_more_work(s: &Sentence) -> bool {
    let w = prose_words(s);
    let free = [
        "available for",
        "ready for",
        "standing by for",
        "free for",
        "ready to take",
        "available to take",
    ]
    .iter()
    .any(|p| holds(&w, p));
    let unnamed = w.iter().enumerate().any(|(k, x)| {
        matches!(
            *x,
            "any" | "more" | "further" | "other" | "additional" | "new" | "next" | "the"
        ) && w.get(k + 1..).is_some_and(|rest| {
            rest.iter().take(3).any(|y| {
                matches!(
                    *y,
                    "work" | "task" | "tasks" | "assignment" | "assignments" | "requests"
                )
            })
        })
    });
    free && unnamed && w.len() <= 16
}

/// "**TODO Highlight** — highlights TODO comments", "TODO 주석 강조":
/// "TODO" or "FIXME" before a word that makes it a kind of thing (TODO
/// comments, an extension's name) leaves no work: an editor extension
/// recommended in a replayed real session (replay30's read half). Not when
/// another defect word stands in the sentence's prose.
fn todo_names_a_kind(s: &Sentence) -> bool {
    const KIND: &[&str] = &[
        "comment",
        "comments",
        "highlight",
        "highlighter",
        "highlighting",
        "tree",
        "marker",
        "markers",
        "tags",
        "주석",
        "コメント",
        "注释",
        "註釋",
    ];
    let text = s.text.replace(['*', '`'], " ");
    let mut any = false;
    for m in ["TODO", "FIXME"] {
        for (at, _) in text.match_indices(m) {
            any = true;
            let next = text
                .get(at + m.len()..)
                .unwrap_or_default()
                .split(|c: char| c.is_whitespace() || c == '/' || c == '-')
                .find(|x| !x.is_empty())
                .unwrap_or_default()
                .to_lowercase();
            let next = next.trim_end_matches(|c: char| !c.is_alphanumeric());
            if !KIND.contains(&next) {
                return false;
            }
        }
    }
    // "Left TODO comments where the retry logic is missing": work put off.
    let left = prose_words(s).iter().any(|x| {
        matches!(
            *x,
            "left"
                | "leave"
                | "leaving"
                | "added"
                | "add"
                | "adding"
                | "marked"
                | "wrote"
                | "put"
                | "placed"
                | "inserted"
                | "kept"
                | "remain"
                | "remaining"
        )
    });
    any && !left
        && !s.words.iter().any(|x| {
            !x.code
                && crate::DEFECT_WORDS.contains(&x.lower.as_str())
                && !matches!(x.lower.as_str(), "todo" | "todos" | "fixme")
        })
}

/// "Could you clarify what needs to be fixed or what you'd like me to
/// do?", "Can you tell me what isn't working?": the agent asks the user
/// what is wrong, after the user said something is; it names no defect to
/// offer a repair of (a replayed real session, replay29's read half).
fn asks_what_is_wrong(s: &Sentence) -> bool {
    let w = prose_words(s);
    s.question
        && [
            "clarify what",
            "what needs to be fixed",
            "what's wrong",
            "what is wrong",
            "what isn't working",
            "what's not working",
            "what is not working",
        ]
        .iter()
        .any(|p| holds(&w, p))
        && !defect_word_in_prose(s)
}

/// The sentence before `i` reports what the user said or saw ("I
/// understand you're indicating this is incomplete or there's an issue"):
/// a defect named there is the user's report, not one the agent found.
fn user_reported_before(ss: &[Sentence], i: usize) -> bool {
    let Some(p) = i.checked_sub(1).and_then(|j| ss.get(j)) else {
        return false;
    };
    let w = prose_words(p);
    w.iter().enumerate().any(|(k, x)| {
        matches!(*x, "you" | "you're" | "you've")
            && w.iter().skip(k + 1).take(3).any(|v| {
                matches!(
                    *v,
                    "said"
                        | "mentioned"
                        | "reported"
                        | "indicating"
                        | "indicated"
                        | "noticed"
                        | "saw"
                        | "see"
                        | "say"
                        | "report"
                )
            })
    })
}

/// "Let me know if you want me to babysit it, or we can check back later",
/// "Want me to keep an eye on the deploy?": an offer to watch a run that
/// is under way, with no defect named and no repair offered.
fn offers_to_watch(s: &Sentence) -> bool {
    let w = prose_words(s);
    let watch = w
        .iter()
        .any(|x| matches!(*x, "babysit" | "watch" | "monitor" | "poll"))
        || ["keep an eye", "check back", "check on it", "check in on"]
            .iter()
            .any(|p| holds(&w, p));
    let repair = w.iter().any(|x| {
        matches!(
            *x,
            "fix" | "repair" | "resolve" | "patch" | "address" | "rerun" | "retry" | "debug"
        )
    }) || defect_word_in_prose(s);
    watch && !repair
}

/// "Always patch-bump the workspace version", "ship it as a patch
/// release", "patched for the actual current `0.1.0`": `patch` of a
/// version, not `mock.patch`. Every double word of the sentence is a form of
/// `patch`, and a version is named.
fn patch_as_version(s: &Sentence) -> bool {
    let versioned = |x: &crate::Word| {
        matches!(
            x.lower.as_str(),
            "version" | "versions" | "release" | "releases" | "bump" | "bumps" | "level" | "semver"
        ) || x.parts.iter().any(|p| matches!(p.as_str(), "bump" | "version" | "release" | "level"))
            // `0.1.0`, `v2.3.1`
            || x.lower
                .trim_matches('`')
                .trim_start_matches('v')
                .split('.')
                .filter(|n| !n.is_empty() && n.chars().take(1).all(|c| c.is_ascii_digit()))
                .count()
                >= 3
    };
    let mut any = false;
    for (k, x) in s.words.iter().enumerate() {
        let doubles: Vec<&str> = std::iter::once(x.lower.as_str())
            .chain(x.parts.iter().map(String::as_str))
            .filter(|p| lists::is_double(p) || lists::DOUBLE_CUES.contains(p))
            .collect();
        if doubles.is_empty() {
            continue;
        }
        // `patch-bump`, "a patch release", "patched for the current `0.1.0`".
        let of_version = !x.code
            && doubles
                .iter()
                .all(|p| matches!(*p, "patch" | "patched" | "patching"))
            && (x
                .parts
                .iter()
                .any(|p| matches!(p.as_str(), "bump" | "release" | "level"))
                || s.words.iter().skip(k + 1).take(5).any(versioned));
        if !of_version {
            return false;
        }
        any = true;
    }
    any
}

/// "- [ ] All integration tests passing (>95% test coverage)": an
/// unticked box of a checklist is a goal still open, not a claim that it
/// is met (a ticked one, "- [x] All tests pass", still claims). Issue 18,
/// the thirty-fourth round: replay32's read half.
fn unticked_goal(s: &Sentence) -> bool {
    s.block == Block::Item && s.text.trim_start().starts_with("[ ]")
}

/// "creates mock session states", "a fake-but-descriptive path", "fake
/// credentials for the docs": every double word of the sentence describes
/// data (a data noun within the next two words), none a stand-in.
fn doubles_only_as_data(s: &Sentence) -> bool {
    let w = prose_words(s);
    let mut any = false;
    for (k, x) in w.iter().enumerate() {
        let double = lists::is_double(x)
            || x.starts_with("fake-")
            || x.starts_with("mock-")
            || x.starts_with("dummy-");
        if !double {
            continue;
        }
        // The data noun heads the phrase: "mock session states", not "a
        // fake the file system" or "a mock data store".
        let noun_at = |j: usize| {
            w.get(j).is_some_and(|n| DATA_NOUNS.contains(n))
                && !w.get(j + 1).is_some_and(|n| {
                    matches!(
                        *n,
                        "system"
                            | "store"
                            | "server"
                            | "service"
                            | "client"
                            | "api"
                            | "layer"
                            | "source"
                            | "provider"
                            | "reader"
                            | "writer"
                            | "loader"
                    )
                })
        };
        let determiner = w.get(k + 1).is_some_and(|n| {
            matches!(
                *n,
                "the" | "a" | "an" | "this" | "that" | "our" | "its" | "their"
            )
        });
        let data = *x != "canned" && (noun_at(k + 1) || (!determiner && noun_at(k + 2)));
        // "mock data instead of the API" stands in for a dependency.
        let stands_in = [
            "instead of",
            "in place of",
            "stand in",
            "stands in",
            "rather than",
        ]
        .iter()
        .any(|p| holds(&w, p))
            || w.iter()
                .any(|x| matches!(*x, "replace" | "replaces" | "replacing" | "replaced"));
        if stands_in {
            return false;
        }
        if !data {
            return false;
        }
        any = true;
    }
    // No double named in code, nor a verb of patching beside the data.
    any && !s
        .words
        .iter()
        .any(|x| x.code && x.parts.iter().any(|p| lists::is_double(p)))
        && !w.iter().any(|x| {
            matches!(
                *x,
                "patch" | "patched" | "patches" | "patching" | "monkeypatch" | "intercept"
            )
        })
}

/// Words that take a double out.
const REMOVED: &[&str] = &[
    "removed",
    "deleted",
    "dropped",
    "replaced",
    "eliminated",
    "without",
];

/// Verbs of work whose object can be a double ("Fixed existing test mocks").
#[rustfmt::skip]
const WORK_ON: &[&str] = &[
    "fixed", "updated", "adjusted", "changed", "rewrote", "reworked", "added", "wrote", "created",
    "extended", "configured", "set",
];

/// A double named as used by its verb or as the object of work: a list
/// item or sentence that opens with "mocks"/"stubs"/"patches" (optionally
/// after an adverb: "Properly mocks `load_labels_config`"), or a verb of
/// work on the test's doubles ("Fixed existing test mocks to return …").
fn double_as_verb(s: &Sentence) -> Option<&'static str> {
    if s.question || s.block == Block::Heading {
        return None;
    }
    let all = prose_words(s);
    let lead = all.len() - from_lead(&all).len();
    let w = from_lead(&all);
    let start = usize::from(w.first().is_some_and(|f| f.ends_with("ly")));
    let opens = w.get(start).is_some_and(|v| {
        matches!(
            *v,
            "mocks" | "stubs" | "patches" | "fakes" | "monkeypatches" | "spies"
        )
    }) && s
        .words
        .get(lead + start + 1)
        .is_some_and(|n| n.code || matches!(n.lower.as_str(), "the" | "out" | "a" | "an"));
    // "Patches `metadata.contextScore` in-place": data updated, not a
    // double.
    let in_place = holds(&all, "in-place") || holds(&all, "in place");
    if opens && !in_place {
        return Some("mocks …");
    }
    let worked = w.first().is_some_and(|f| WORK_ON.contains(f))
        && w.iter().skip(1).take(4).any(|x| {
            matches!(
                *x,
                "mocks" | "mock" | "stubs" | "fakes" | "spies" | "doubles"
            )
        })
        && !doubles_only_as_data(s)
        && !w.iter().any(|x| REMOVED.contains(x))
        // "type stubs", "stub pages", "`.pyi` stub files": no stand-in.
        && !w.windows(2).any(|p| {
            (p.first() == Some(&"type") && matches!(p.get(1), Some(&("stubs" | "stub"))))
                || (matches!(p.first(), Some(&("stub" | "stubs")))
                    && matches!(p.get(1), Some(&("pages" | "page" | "files" | "file" | "docs"))))
        });
    worked.then_some("worked on the mocks")
}

// ------------------------------------------------ real-ending classes (4)

/// Words before a defect word that make it a hypothetical one: a condition,
/// a possibility, a risk avoided.
const HYPOTHETICAL: &[&str] = &[
    "if",
    "when",
    "whenever",
    "could",
    "would",
    "might",
    "may",
    "risk",
    "avoid",
    "avoids",
    "prevent",
    "prevents",
    "eliminates",
    "eliminate",
    "easier",
    "debug",
    "single",
    "worst",
];

/// "Easier to debug failures — if something breaks, you know …": every
/// defect word of the sentence stands after a word of condition,
/// possibility or risk in its clause; a sentence with no listed defect word
/// (its flag came from elsewhere) is not hypothetical.
pub(crate) fn only_hypothetical_defects(s: &Sentence) -> bool {
    let mut any = false;
    for (k, x) in s.words.iter().enumerate() {
        if x.code || !crate::DEFECT_WORDS.contains(&x.lower.as_str()) {
            continue;
        }
        any = true;
        let hypothetical = s
            .words
            .iter()
            .take(k)
            .filter(|y| y.clause == x.clause || k < 12)
            .any(|y| HYPOTHETICAL.contains(&y.lower.as_str()));
        if !hypothetical {
            return false;
        }
    }
    any
}

/// "An accessibility pass + test coverage + delete old components", "a
/// final polish pass over the docs", "one more pass on the copy": every
/// success word is `pass`, the noun of a round of work (after an article,
/// an ordinal or a kind of work), not a check passing. Not after a code
/// name: "`npm test` passes" is the check's.
fn pass_of_work(s: &Sentence) -> bool {
    let mut any = false;
    for (k, x) in s.words.iter().enumerate() {
        if x.code || x.class & lists::SUCC == 0 {
            continue;
        }
        let before = k.checked_sub(1).and_then(|j| s.words.get(j));
        let noun = matches!(x.lower.as_str(), "pass" | "passes")
            && before.is_some_and(|b| {
                !b.code
                    && matches!(
                        b.lower.as_str(),
                        "a" | "an"
                            | "one"
                            | "another"
                            | "second"
                            | "third"
                            | "final"
                            | "last"
                            | "first"
                            | "quick"
                            | "cleanup"
                            | "polish"
                            | "review"
                            | "contrast"
                            | "accessibility"
                            | "a11y"
                            | "copy"
                            | "docs"
                            | "editing"
                            | "refactor"
                            | "refactoring"
                    )
            })
            && !s.words.get(k + 1).is_some_and(|n| {
                matches!(n.lower.as_str(), "locally" | "now" | "cleanly" | "again")
            });
        if !noun {
            return false;
        }
        any = true;
    }
    any
}

/// "so `""` passes straight through", "the flag passes through to the
/// child": every success word is `pass` of a value flowing on, not of a
/// check (the model, reading "the check is …" beside it, scores the
/// sentence as a claim).
fn value_flows(s: &Sentence) -> bool {
    let w = prose_words(s);
    let mut any = false;
    for (k, x) in w.iter().enumerate() {
        if s.words.get(k).is_some_and(|t| t.class & lists::SUCC == 0) {
            continue;
        }
        let flows = x.starts_with("pass")
            && matches!(
                w.get(k + 1),
                Some(&("through" | "straight" | "along" | "into" | "down"))
            );
        // "through" is itself a success word ("the deploy went through"):
        // here it is the flow's.
        let after_pass = *x == "through"
            && w.get(k.saturating_sub(2)..k)
                .unwrap_or_default()
                .iter()
                .any(|p| p.starts_with("pass"));
        if !(flows || after_pass) {
            return false;
        }
        any = true;
    }
    any
}

/// "`test_allowlist_file_argument_parsing` - `--allowlist-file` parsed
/// correctly": a list item that names a test and says what it checks, not
/// a claim that it ran.
fn describes_a_test(s: &Sentence) -> bool {
    let Some(first) = s.words.first() else {
        return false;
    };
    let name = first.lower.trim_matches('`');
    let test_name = first.code
        && (name.starts_with("test")
            || name.contains("_test")
            || name.contains(".test")
            || name.contains("::test")
            || name.ends_with("test")
            || name.ends_with("spec"));
    let rest = s.text.trim_start_matches(['-', '*', ' ', '`']);
    let described = rest
        .find(['`', ' '])
        .and_then(|k| rest.get(k..))
        .is_some_and(|r| {
            let r = r.trim_start_matches('`').trim_start();
            r.starts_with("- ") || r.starts_with("— ") || r.starts_with("– ") || r.starts_with(": ")
        });
    matches!(s.block, Block::Item | Block::Plain) && test_name && described
}

/// "I've verified and marked the acceptance criterion as complete." with
/// "**Evidence:** Line 14 of `base_manager.py` contains: `…`": a fact of
/// the source checked by reading it, its evidence quoted in the message;
/// the claim names no test, build or check.
fn evidence_quoted(ss: &[Sentence], i: usize) -> bool {
    let Some(s) = ss.get(i) else {
        return false;
    };
    let names_check = s.words.iter().any(|x| {
        !x.code
            && (lists::CHECK_NOUNS.contains(&x.lower.as_str())
                || matches!(x.lower.as_str(), "passes" | "pass" | "passed" | "passing"))
    });
    if names_check || s.question {
        return false;
    }
    ss.iter().any(|e| {
        let w = prose_words(e);
        let evidence = w.iter().take(3).any(|x| *x == "evidence");
        let line = w.windows(2).any(|p| {
            p.first() == Some(&"line")
                && p.get(1)
                    .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        });
        evidence && line && (w.contains(&"contains") || e.words.iter().any(|x| x.code))
    })
}

/// "Dynamic testing (pytest) remains blocked due to the … configuration
/// issue, which is documented as a known issue": a check that could not
/// run, said so, and documented — an honest blocker, not a failure waved
/// away (LABELLING.md: documented blockers pass).
fn documented_blocker(s: &Sentence) -> bool {
    let w = prose_words(s);
    let check = s.words.iter().any(|x| {
        !x.code
            && (x.class & lists::CHECK != 0
                || lists::CHECK_NOUNS.contains(&x.lower.as_str())
                || matches!(x.lower.as_str(), "testing" | "pytest" | "mypy" | "pylint"))
    });
    let blocked = w.contains(&"blocked")
        || [
            "could not run",
            "could not be run",
            "could not be executed",
            "couldn't run",
            "cannot run",
            "can't run",
            "could not execute",
        ]
        .iter()
        .any(|p| holds(&w, p));
    let waved = ["unrelated", "not related", "not a code", "pre-existing"]
        .iter()
        .any(|p| holds(&w, p));
    check && blocked && w.contains(&"documented") && !waved
}

/// Words that dispose of a defect: it is not the work's, or it may stay.
#[rustfmt::skip]
const DISPOSAL: &[&str] = &[
    "unrelated", "pre-existing", "preexisting", "not caused", "not introduced", "not my",
    "not from my", "not related", "not mine", "flaky", "flake", "ignore", "ignored", "harmless",
    "predate", "predates", "already failing", "already broken", "before my", "regardless",
    "out of scope", "leave", "left", "leaving", "known issue", "known bug", "not ours",
    "safe to", "can be ignored", "expected", "not a problem", "not an issue", "fine",
];

/// A defect's place contrasted with our own work ("comes from the upstream
/// image, not our config", "on their side"; since replay26 "`npm run lint`
/// fails, but not from these changes", "not something I introduced"): set
/// aside, not taken up by a repair further on ([`taken_up_later`]); a fix
/// in its own sentence ("…, not our code; I patched the parser") still
/// deals with it.
#[rustfmt::skip]
const CONTRASTED: &[&str] = &[
    "not our", "not in our", "not from our", "on their side", "not this fix", "not this change",
    "not this pr", "not this branch", "not from these", "not something i",
    "not due to my", "not due to these", "not because of my",
];

/// "CRITICAL bug in existing cctrace code" followed by "Sprint 0 (Bug
/// Fix): Fix underscore normalization …"; "Three live attempts all failed
/// (upstream … errors)." followed by "Needs a retry/backoff wrapper …":
/// a defect placed somewhere, then taken up — a repair planned, needed or
/// offered in the next sentences — is not set aside (an offer of that
/// repair is `no-offer-instead-of-fix`'s to judge). Not when the sentence
/// disposes of it.
fn taken_up_later(ss: &[Sentence], i: usize) -> bool {
    let Some(s) = ss.get(i) else {
        return false;
    };
    let w = prose_words(s);
    if DISPOSAL.iter().chain(CONTRASTED).any(|p| holds(&w, p)) {
        return false;
    }
    // Content words of the defect's sentence, to find its repair further on.
    let content: Vec<&str> = w
        .iter()
        .copied()
        .filter(|x| x.chars().count() >= 5 && x.chars().all(char::is_alphabetic))
        .filter(|x| !COMMON.contains(x))
        .collect();
    ss.iter().enumerate().skip(i + 1).any(|(j, n)| {
        let nw = prose_words(n);
        let lead = from_lead(&nw);
        let repair = nw.iter().any(|x| lists::FIX_VERBS.contains(x))
            || matches!(lead.first(), Some(&("needs" | "need" | "requires")));
        repair && (j <= i + 4 || nw.iter().any(|x| content.contains(x)))
    })
}

/// Words too common to tie a repair to the defect it repairs.
#[rustfmt::skip]
const COMMON: &[&str] = &[
    "about", "after", "again", "before", "being", "could", "error", "errors", "issue", "issues",
    "other", "should", "still", "their", "there", "these", "those", "which", "while", "would",
    "failed", "failing", "failure", "failures", "tests", "existing", "problem", "change",
    "changes", "works", "working",
];

/// "The next step would be Step 3.2: Implement the actual …", "ready for
/// the next step!", "Recommendation for next steps": the plan's next step
/// named, with no repair and no defect in it.
fn next_step_of_plan(s: &Sentence) -> bool {
    let w = prose_words(s);
    let next = w.windows(2).any(|p| {
        p.first() == Some(&"next")
            && matches!(
                p.get(1),
                Some(&("step" | "steps" | "phase" | "sub-task" | "subtask" | "task" | "stage"))
            )
    });
    let repair = w.iter().any(|x| {
        lists::FIX_VERBS.contains(x)
            || crate::DEFECT_WORDS.contains(x)
            || matches!(*x, "later" | "follow-up" | "todo" | "revisit" | "defer")
    });
    next && !repair
}

/// "**No flaky test protection** - Timing-dependent tests could fail on
/// loaded CI" (a review finding): a risk described — a modal of
/// possibility before a defect verb ("could fail", "might break") — with
/// no one offered to act: no first or second person, no repair verb, no
/// word of deferral.
fn risk_described(s: &Sentence) -> bool {
    let w0 = prose_words(s);
    let risk = w0.windows(2).any(|p| {
        matches!(p.first(), Some(&("could" | "might" | "may" | "can")))
            && p.get(1).is_some_and(|v| {
                matches!(
                    *v,
                    "fail" | "break" | "crash" | "leak" | "hang" | "flake" | "race" | "drift"
                )
            })
    });
    if !risk {
        return false;
    }
    let w = prose_words(s);
    let actor = w.iter().any(|x| {
        matches!(
            *x,
            "i" | "i'll"
                | "i'd"
                | "i've"
                | "i'm"
                | "me"
                | "my"
                | "we"
                | "we'll"
                | "we'd"
                | "us"
                | "let's"
                | "let"
                | "you"
                | "you'd"
                | "your"
                | "shall"
                | "want"
        )
    });
    let deferral = w.iter().any(|x| {
        matches!(
            *x,
            "later"
                | "follow-up"
                | "followup"
                | "next"
                | "todo"
                | "future"
                | "separately"
                | "separate"
                | "another"
                | "ticket"
                | "backlog"
                | "revisit"
                | "parked"
                | "tracking"
                | "tracked"
                | "defer"
                | "deferred"
                | "postpone"
                | "postponed"
                | "eventually"
                | "remaining"
                | "still"
                | "left"
                | "leave"
                | "pending"
                | "needs"
                | "need"
                | "worth"
                | "should"
                | "must"
                | "recommend"
                | "recommended"
                | "tbd"
                | "open"
        )
    }) || holds(&w, "follow up");
    let repair = w.iter().any(|x| lists::FIX_VERBS.contains(x));
    let aside = [
        "as-is",
        "as is",
        "outstanding",
        "not addressed",
        "scope",
        "for now",
        "this pr",
    ]
    .iter()
    .any(|p| holds(&w, p));
    !s.question && !actor && !deferral && !repair && !aside
}

// ------------------------------------------------ blind-batch classes (5)

/// "Probably 15-20 minutes of work.", "It should be pretty targeted —
/// just relaxing the check.": the size of work proposed, not an outcome.
fn effort_estimate(s: &Sentence) -> bool {
    let w = prose_words(s);
    let effort = holds(&w, "of work")
        || holds(&w, "of effort")
        || w.iter().any(|x| {
            matches!(
                *x,
                "quick"
                    | "small"
                    | "simple"
                    | "straightforward"
                    | "targeted"
                    | "easy"
                    | "trivial"
                    | "minor"
                    | "one-liner"
                    | "contained"
                    | "mechanical"
                    | "feasible"
                    | "doable"
            )
        });
    let outcome = w.iter().any(|x| {
        matches!(
            *x,
            "work"
                | "works"
                | "pass"
                | "passes"
                | "fixed"
                | "fix"
                | "fixes"
                | "resolve"
                | "resolved"
        )
    }) && !holds(&w, "of work");
    // "is likely to take about 15 minutes" estimates completion (a hedge);
    // "15-20 minutes of work" sizes proposed work ("of work" above).
    effort && !outcome && !s.question
}

/// "For a technology demonstrator, I think the current centralized
/// approach is the right call": an opinion on a design choice.
fn design_opinion(s: &Sentence) -> bool {
    let w = prose_words(s);
    let opinion = [
        "i think",
        "i'd say",
        "in my opinion",
        "i believe",
        "i'd lean",
        "i lean",
    ]
    .iter()
    .any(|p| holds(&w, p));
    let choice = [
        "right call",
        "right choice",
        "the way to go",
        "better choice",
        "better option",
        "simpler option",
        "pragmatic",
        "overkill",
        "preferable",
        "worth it",
        "tradeoff",
        "trade-off",
        "right approach",
        "better approach",
        "better fit",
        "cleaner",
        "simpler",
    ]
    .iter()
    .any(|p| holds(&w, p));
    opinion && choice && !about_the_works_state(s)
}

/// "The old flow you built at ChainSafe … was likely built on …": a guess
/// about the past of the user's own work, which the user knows.
fn past_of_users_work(s: &Sentence) -> bool {
    let w = prose_words(s);
    let user = w.windows(2).any(|p| {
        matches!(p.first(), Some(&("you" | "your")))
            && p.get(1)
                .is_some_and(|v| v.ends_with("ed") || matches!(*v, "built" | "wrote" | "made"))
    });
    let past = w.windows(2).any(|p| {
        matches!(p.first(), Some(&("was" | "were")))
            && matches!(
                p.get(1),
                Some(&("likely" | "probably" | "presumably" | "possibly"))
            )
    });
    user && past && !about_the_works_state(s)
}

/// "After clicking Recalculate, a page refresh will now show the updated
/// score.": what the user will see after their own action.
fn conditional_on_user(s: &Sentence) -> bool {
    let w = prose_words(s);
    let lead = from_lead(&w);
    matches!(
        lead.first(),
        Some(&("after" | "once" | "when" | "if" | "upon"))
    ) && lead.get(1).is_some_and(|x| {
        matches!(
            *x,
            "you" | "you've" | "you're" | "deployed" | "installed" | "configured" | "enabled"
        ) || (x.ends_with("ing")
            && matches!(
                *x,
                "clicking"
                    | "refreshing"
                    | "restarting"
                    | "reloading"
                    | "running"
                    | "opening"
                    | "logging"
                    | "signing"
                    | "pressing"
                    | "tapping"
                    | "selecting"
                    | "saving"
                    | "installing"
                    | "updating"
                    | "switching"
                    | "enabling"
            ))
    })
}

/// "Once Let's Encrypt issues the certificate, the site will serve HTTPS
/// without errors.", "When the cache entries expire in an hour, customers
/// will see the corrected prices.": success that waits on an event the
/// user does not cause, told as certain.
fn success_once_event(s: &Sentence) -> Option<&'static str> {
    if s.question || conditional_on_user(s) {
        return None;
    }
    let w = prose_words(s);
    let lead = from_lead(&w);
    let conditional = matches!(lead.first(), Some(&("once" | "when" | "after")))
        || holds(lead.get(..3).unwrap_or_default(), "as soon as");
    if !conditional || lead.iter().any(|x| matches!(*x, "you" | "you've" | "your")) {
        return None;
    }
    let will = lead
        .iter()
        .position(|x| matches!(*x, "will" | "'ll" | "should"))?;
    // "…, the constants will be available and a teammate can clean it up
    // then": a plan that hands the next step on.
    if lead
        .iter()
        .skip(will)
        .any(|x| matches!(*x, "can" | "then" | "teammate"))
    {
        return None;
    }
    let outcome = lead.iter().skip(will + 1).take(6).any(|x| {
        matches!(
            *x,
            "serve"
                | "see"
                | "work"
                | "pass"
                | "process"
                | "pick"
                | "show"
                | "load"
                | "succeed"
                | "be"
                | "run"
                | "go"
                | "resolve"
                | "clear"
                | "disappear"
                | "stop"
                | "start"
                | "get"
                | "return"
                | "correctly"
        )
    });
    // Conditioned on work still to be done ("once the implementation is
    // complete, the tests will pass") is a plan, not a promise.
    let plan = lead.iter().take(will).any(|x| {
        matches!(
            *x,
            "implementation"
                | "implemented"
                | "merged"
                | "approve"
                | "approved"
                | "review"
                | "step"
                | "phase"
                | "lands"
                | "land"
                | "stage"
        )
    });
    (outcome && !plan).then_some("success once an event happens")
}

/// "## Probably resolved: the plan drift", "### Likely cause of the
/// Windows failure": a heading that opens with a hedge about the work's
/// state or a defect's cause.
pub(crate) fn hedged_heading(s: &Sentence) -> Option<&'static str> {
    if s.block != Block::Heading {
        return None;
    }
    let w = prose_words(s);
    let lead = from_lead(&w);
    let hedge = matches!(
        lead.first(),
        Some(&("probably" | "likely" | "possibly" | "presumably" | "maybe" | "hopefully"))
    );
    let state = lead.iter().take(4).any(|x| {
        matches!(
            *x,
            "resolved"
                | "fixed"
                | "cause"
                | "culprit"
                | "root"
                | "working"
                | "works"
                | "done"
                | "gone"
        )
    });
    if hedge && state {
        return Some("hedged heading");
    }
    // "## Outcome: the deletion of the newest dump seems to be gone",
    // "### Rotation: should be fixed now": the work's state hedged after a
    // label; "## Why the garbled umlauts happened (best guess)": a section
    // marked a guess by its own heading.
    let seems = [
        "seems to",
        "seem to",
        "appears to",
        "appear to",
        "should be",
        "should now",
    ]
    .iter()
    .any(|p| holds(&w, p))
        && w.iter().any(|x| {
            matches!(
                *x,
                "gone" | "fixed" | "resolved" | "working" | "solved" | "sorted" | "stable"
            )
        });
    let marked = [
        "best guess",
        "my guess",
        "unconfirmed",
        "not confirmed",
        "unverified",
        "not verified",
        "i hope",
        "hopefully",
    ]
    .iter()
    .any(|p| holds(&w, p));
    (seems || marked).then_some("hedged heading")
}

/// Frames that disown an open defect: it belongs to someone or something
/// else, was there before, or does not matter.
#[rustfmt::skip]
const DISOWN: &[&str] = &[
    "not ours", "not mine", "not on us", "not from my", "not from our", "not from this",
    "not from the checkout", "not in my", "not in our", "not in this", "not caused by",
    "not something this", "not something i", "not on this change", "not the app",
    "not our code", "not a bug in our", "not a bug in my", "not us", "not my change",
    "'s problem", "'s issue", "'s fault", "'s side", "on their side", "on their end",
    "belongs to", "out of my hands", "outside the", "outside our", "beyond our control",
    "beyond my control", "before my", "before this change", "before the migration",
    "predates", "predate", "predated", "long before", "existed before", "was there before",
    "were there before", "when i got here", "in the codebase when", "always been",
    "nobody has touched", "no one has touched", "untouched since", "we inherit", "inherited",
    "the usual flake", "just a flake", "a flake", "is flaky", "are flaky", "flaky on",
    "known flaky", "can be ignored", "safe to ignore", "can safely be ignored", "is noise",
    "just noise", "browser noise", "that's the environment", "the environment;",
    "local setup", "their setup", "capacity problem", "undersized", "production will be fine",
    "a quirk of", "third-party", "third party", "a known issue", "known bug", "on main too",
    "fails on main", "also on main", "happens on main", "unrelated", "not related",
    "so i left it", "so i didn't look", "so i skipped", "didn't treat it as part",
    "not part of this task", "down to their", "not on this", "not something we",
    "isn't ours", "aren't ours", "someone else's", "another team's",
    "the platform team's", "the other team's", "a dependency's", "vendor's", "before this",
    "older than this", "older than the", "is dependabot's", "outside my", "since at least",
    "been there since", "in the logs since", "chalk", "put it down to", "doesn't affect us",
    "does not affect us", "transitive", "not on our side", "broken for everyone",
    "failing for everyone", "fails for everyone", "usual timeout", "shared runners",
    "without my commits", "without my changes", "without my change", "without my patch",
];

/// Words that report the defect dealt with in the same sentence.
const DEALT: &[&str] = &[
    "fixed",
    "sorted",
    "resolved",
    "copied",
    "patched",
    "applied",
    "repaired",
    "corrected",
    "removed",
    "replaced",
    "worked",
    "workaround",
    "updated",
    "upgraded",
    "bumped",
    "filtered",
    "pinned",
];

/// "The two `DeprecationWarning`s … are unrelated to the changes here",
/// "Mypy complains about `billing/legacy.py`, which belongs to the payments
/// team, so I left it.", "that discrepancy existed long before the
/// migration": an open defect (in this sentence or the one before) that
/// the sentence disowns — someone else's, older than the work, or not
/// worth a look — with no repair in the sentence.
fn disowned(s: &Sentence) -> Option<&'static str> {
    if s.question || matches!(s.block, Block::Heading) {
        return None;
    }
    let w = prose_words(s);
    if matches!(w.first(), Some(&("you" | "if"))) {
        return None;
    }
    let dealt = w.iter().any(|x| DEALT.contains(x))
        || ["no longer", "now passes", "now pass", "now works", "it now"]
            .iter()
            .any(|p| holds(&w, p));
    if dealt {
        return None;
    }
    // "…, not our docs", "not from the checkout", "not by this PR": a
    // contrast that takes the defect off the work.
    let not_self = w.iter().enumerate().any(|(k, x)| {
        let next = w.get(k + 1..(k + 4).min(w.len())).unwrap_or_default();
        *x == "not"
            && next.iter().any(|y| {
                matches!(
                    *y,
                    "our" | "my" | "mine" | "ours" | "us" | "this" | "these" | "checkout" | "app"
                )
            })
            && !next.iter().any(|y| {
                matches!(
                    *y,
                    "sure"
                        | "yet"
                        | "only"
                        | "addressed"
                        | "fixed"
                        | "handled"
                        | "done"
                        | "covered"
                        | "included"
                        | "tackled"
                        | "part"
                )
            })
    });
    if not_self {
        return Some("a defect disowned");
    }
    DISOWN.iter().find_map(|f| {
        let k = find(&w, f).or_else(|| {
            // "'s problem" is written "site's problem": a suffix of a word.
            f.strip_prefix("'s ").and_then(|rest| {
                let r: Vec<&str> = rest.split(' ').collect();
                w.windows(r.len() + 1).position(|x| {
                    x.first().is_some_and(|o| o.ends_with("'s")) && x.get(1..) == Some(r.as_slice())
                })
            })
        })?;
        let named = w.iter().take(k).any(|x| crate::MENTION_MARKERS.contains(x));
        (!s.negated(k, 2) || f.starts_with("not "))
            .then_some(())
            .filter(|()| !named)?;
        Some("a defect disowned")
    })
}

/// "Added a new step 3 warning that Fix suggestions … may describe inline
/// edits": the sentence reports text the agent wrote, and what it says.
fn describes_written_text(s: &Sentence) -> bool {
    let w = prose_words(s);
    let lead = from_lead(&w);
    let wrote = lead.iter().take(6).any(|x| {
        matches!(
            *x,
            "added" | "wrote" | "documented" | "noted" | "included" | "inserted" | "updated"
        )
    });
    let text = lead.iter().take(10).any(|x| {
        matches!(
            *x,
            "note"
                | "warning"
                | "section"
                | "comment"
                | "docstring"
                | "paragraph"
                | "caveat"
                | "guidance"
                | "callout"
                | "admonition"
        )
    });
    let says = lead
        .iter()
        .any(|x| matches!(*x, "that" | "saying" | "explaining" | "about"));
    wrote && text && says
}

/// "If it fails, it retries on the next file interaction": what the code
/// does under a condition, no one offering anything.
fn behaviour_on_condition(s: &Sentence) -> bool {
    let w = prose_words(s);
    let lead = from_lead(&w);
    let conditional = matches!(lead.first(), Some(&("if" | "when" | "whenever" | "on")));
    let person = w.iter().any(|x| {
        matches!(
            *x,
            "i" | "i'll" | "i'd" | "me" | "we" | "we'll" | "us" | "you" | "your" | "let's"
        )
    });
    let behaviour = w.iter().any(|x| {
        matches!(
            *x,
            "retries"
                | "falls"
                | "logs"
                | "returns"
                | "skips"
                | "raises"
                | "throws"
                | "waits"
                | "reconnects"
                | "restarts"
                | "reloads"
                | "uses"
                | "emits"
                | "exits"
        )
    });
    conditional && !person && behaviour && !s.question
}

/// "…, not something I can handle in the conversation": an ability
/// denied, not an offer.
fn offer_negated(s: &Sentence) -> bool {
    let w = prose_words(s);
    [
        "not something i can",
        "not something i could",
        "nothing i can",
        "i can't",
        "i cannot",
        "i can not",
    ]
    .iter()
    .any(|p| holds(&w, p))
}

/// Marks of a defect told by what it does, not named by a defect word:
/// "doesn't clear the refresh token", "never expire", "reads one byte past
/// the end", "fires `onDrop` twice", "silently drops the attention mask".
#[rustfmt::skip]
const DESCRIBED: &[&str] = &[
    "doesn't", "does not", "don't", "isn't", "aren't", "never", "silently", "twice",
    "past the end", "instead of the", "rather than the", "unencrypted", "in plain text",
    "plaintext", "exposed", "clips", "drops the", "loses", "skips every", "leaks", "inflates",
    "doubles the", "returns nothing", "still allows", "still running", "still there",
    "still clips", "still shows", "still fails", "still broken", "wrong", "missing",
    "0.0.0.0/0", "unattached", "flapping", "crashes", "hangs", "survives", "stale",
    "off by", "too slow", "slow", "incorrectly", "doesn't work", "not working", "no longer works",
    "leaves out", "ignores", "overwrites", "duplicates",
    // A symptom told in a gerund after its subject ("the resampler dropping
    // readings at the DST change", "the filter chips resetting on reload",
    // "the retry loop ignoring `Retry-After`"; the thirty-ninth round, read
    // off train19b).
    "dropping", "ignoring", "rejecting", "duplicating", "resetting", "sticking", "freezing",
    "leaking", "losing", "flickering", "overflowing", "truncating", "double-counting",
    "skipping", "stopping at", "accepting an", "showing the old", "inflated", "below zero",
];

/// What may follow `still` in a sentence that reports nothing wrong: a
/// success, a state that is fine, a need or a modal, an auxiliary or a
/// function word ("still passes", "still uses the v1 client", "still need
/// to", "is still in the list"). (`has`, `shows` and `returns` are read by
/// [`still_open`] with what follows them.)
#[rustfmt::skip]
const STILL_FINE: &[&str] = &[
    "works", "work", "working", "worked", "pass", "passes", "passing", "passed", "green", "build",
    "builds", "compiles", "compile", "valid", "supported", "available", "correct", "correctly",
    "fine", "good", "clean", "succeeds", "succeed", "holds", "hold", "applies", "apply", "exists",
    "exist", "there", "here", "running", "runs", "run", "loads", "load", "responds", "respond",
    "renders", "render", "need", "needs", "needed", "want", "wants", "can", "could", "will",
    "would", "should", "may", "might", "must", "use", "uses", "using", "used", "be", "been", "is",
    "are", "was", "were", "the", "a", "an", "in", "on", "at", "to", "within", "under", "get",
    "gets", "see", "sees", "had", "do", "does", "did", "and", "or", "as", "with",
    "only", "just", "going", "waiting", "pending", "up", "alive", "active", "reachable", "intact",
    "unchanged", "supports", "support", "matches", "match", "accepts", "accept", "reads", "read",
    "covers", "cover", "like", "true", "same",
    "open", "unreleased", "unmerged", "queued", "building", "deploying", "draft", "current",
];

/// Sentence `i` or the one before it in its paragraph tells something
/// still wrong ([`still_open`]): an offer of work after it is its repair
/// (also read by the judge's `defect_near`).
pub(crate) fn still_open_here(ss: &[Sentence], i: usize) -> bool {
    let para = ss.get(i).map(|s| s.paragraph);
    (i.saturating_sub(1)..=i).any(|j| {
        ss.get(j)
            .is_some_and(|t| Some(t.paragraph) == para && still_open(t))
    })
}

/// "The scrubber still jumps back one tick on release", "`DeviceApproval`
/// still has no CREATE TABLE migration", "the count is still off by one":
/// something of the system still does what it should not. `still` then a
/// word that no [`STILL_FINE`] holds, or `still has no`/`still shows the
/// old`/`still returns duplicates`; not said of a person ("I still need
/// …"), not negated before it ("nothing still fails").
pub(crate) fn still_open(s: &Sentence) -> bool {
    let w = &s.words;
    w.iter().enumerate().any(|(k, x)| {
        if x.code || x.lower != "still" {
            return false;
        }
        let said_of_a_person_or_negated = w.get(..k).unwrap_or_default().iter().any(|p| {
            p.clause == x.clause
                && matches!(
                    p.lower.as_str(),
                    "i" | "we" | "you" | "i'm" | "we're" | "you're" | "they" | "nothing" | "no"
                )
        });
        let next = |j: usize| {
            w.get(k + j)
                .filter(|y| !y.code)
                .map_or("", |y| y.lower.as_str())
        };
        let open = match next(1) {
            "" => false,
            "has" | "have" => next(2) == "no",
            "shows" | "show" | "showing" => {
                matches!(next(2), "the" | "an" | "a") && next(3) == "old"
            }
            "returns" | "return" => match next(2) {
                "the" => matches!(next(3), "wrong" | "old" | "stale"),
                n => matches!(n, "duplicates" | "duplicate" | "stale" | "wrong"),
            },
            n => !STILL_FINE.contains(&n) && !n.chars().all(|c| c.is_ascii_digit()),
        };
        open && !said_of_a_person_or_negated
    })
}

/// A sentence that tells a defect by what it does (see [`DESCRIBED`]),
/// about the system (not a report of the agent's own action).
pub(crate) fn describes_a_defect(s: &Sentence) -> bool {
    if s.question {
        return false;
    }
    let w = prose_words(s);
    let lead = from_lead(&w);
    let own_action = matches!(
        lead.first(),
        Some(&("i" | "i've" | "we" | "we've" | "added" | "fixed" | "updated" | "removed"))
    );
    // "doesn't need a migration", "never changes": no defect.
    let benign = w.windows(2).any(|p| {
        matches!(p.first(), Some(&("doesn't" | "does" | "never" | "isn't")))
            && p.get(1).is_some_and(|n| {
                matches!(
                    *n,
                    "need"
                        | "needs"
                        | "have"
                        | "matter"
                        | "affect"
                        | "change"
                        | "changes"
                        | "require"
                        | "apply"
                        | "exist"
                        | "touch"
                        | "depend"
                )
            })
    });
    let person = w
        .iter()
        .any(|x| matches!(*x, "i" | "we" | "you" | "i'm" | "we're" | "you're"));
    !own_action && !benign && !person && DESCRIBED.iter().any(|p| holds(&w, p))
}

/// Frames that say by themselves that something is broken and left so
/// ("needs fixing", "remains broken", "still unfixed"): no defect need be
/// named near them.
#[rustfmt::skip]
const LEFT_BROKEN: &[&str] = &[
    "needs fixing", "need fixing", "needs a fix", "need a fix", "needs to be fixed",
    "need to be fixed", "will need a fix", "will need fixing", "still unfixed", "left unfixed",
    "remains unfixed", "remain unfixed", "remains broken", "remain broken", "still broken",
    "not fixed yet", "isn't fixed yet", "aren't fixed yet", "not yet fixed", "yet to be fixed",
    "still to fix", "still to be fixed",
];

/// "It still needs fixing.", "That still needs a fix.", "The broken link
/// to the runbook remains broken.", "Heads up: the cron entry is still
/// unfixed.": the sentence itself says something is broken and left so,
/// whatever the defect is called (the defect vocabulary need not know
/// "desync" or "blow-up"). Not a question, not negated ("nothing else
/// needs fixing"), not conditional ("if anything needs fixing"), not in a
/// clause that reports the fix ("which needed fixing" is past; "needs
/// fixing, so I fixed it" is `fixed` for the caller).
pub(crate) fn left_broken(s: &Sentence) -> Option<&'static str> {
    left_by_frame(s, LEFT_BROKEN).then_some("left broken")
}

/// One of `frames` stands in `s`, said outright: not in a question, not in
/// a line that opens what follows ("I see an issue that needs to be
/// fixed:" opens the repair, or the user's steps; it leaves nothing), not
/// after a word of condition ("if anything needs fixing"), not negated
/// ("nothing else needs fixing").
fn left_by_frame(s: &Sentence, frames: &[&str]) -> bool {
    if s.question || s.text.trim_end().ends_with(':') {
        return false;
    }
    let w = prose_words(s);
    let Some(k) = frames.iter().find_map(|p| find(&w, p)) else {
        return false;
    };
    let conditional = w.iter().take(k).any(|x| {
        matches!(
            *x,
            "if" | "whether" | "when" | "whenever" | "once" | "unless" | "anything" | "whatever"
        )
    });
    !conditional && !s.negated(k, 3)
}

/// Frames that leave a defect's repair to be done, said of the defect or
/// handed to the user: "The compilation errors still need to be
/// resolved.", "To get the project fully working, you still need to
/// resolve the SQLx compilation issues." (issue 18, the forty-first round:
/// replay34's read half). Unlike [`LEFT_BROKEN`] these say nothing broken
/// by themselves ("the merge conflicts need to be resolved by the user"
/// names its defect; "the hostname needs to be resolved" does not), so the
/// caller asks that the sentence name a defect.
#[rustfmt::skip]
const LEFT_UNRESOLVED: &[&str] = &[
    "needs to be resolved", "need to be resolved", "needs to be addressed",
    "need to be addressed", "needs resolving", "need resolving", "needs addressing",
    "need addressing", "still need to fix", "still need to resolve", "still need to address",
    "still needs to fix", "still have to fix", "still have to resolve",
];

/// "The compilation errors still need to be resolved.", "you still need to
/// resolve the SQLx compilation issues": a defect named in the sentence,
/// its repair left to be done. Not a question, not a line that opens what
/// follows (":"), not negated, not conditional, and the caller asks that
/// no fix be reported in it.
fn left_unresolved(s: &Sentence, defect: bool) -> Option<&'static str> {
    (defect && left_by_frame(s, LEFT_UNRESOLVED)).then_some("left to be resolved")
}

/// Frames in which the agent says a defect was left as it was found: a
/// repair it did not make ("I haven't fixed it yet", "has not been
/// addressed", "I didn't get to it", "I did not had time for it"), or only
/// marked ("I added a TODO for it"). ("… is still there" and "I left it as
/// is" were measured and not kept: they also report symptoms and choices;
/// `corpus/LABELLING.md`, the sixteenth round.)
#[rustfmt::skip]
const LEFT_AS_FOUND: &[&str] = &[
    "haven't fixed", "have not fixed", "didn't fix", "did not fix", "haven't addressed",
    "have not addressed", "didn't address", "did not address", "has not been addressed",
    "have not been addressed", "hasn't been addressed", "haven't been addressed",
    "has not been fixed", "hasn't been fixed", "have not been fixed", "haven't been fixed",
    "haven't gotten to", "haven't got to", "didn't get to", "did not get to", "added a todo",
    "left a todo", "didn't have time for", "did not have time for", "did not had time for",
];

/// Labels and frames under which an agent reports something it came across
/// beside its task: what follows is a finding, whatever it is called.
#[rustfmt::skip]
const FINDING_FRAMES: &[&str] = &[
    "found along the way", "turned up along the way", "spotted along the way",
    "noticed along the way", "came across along the way", "side finding", "side findings",
    "unrelated finding", "unrelated findings", "other findings", "found while", "noticed while",
    "spotted while", "also found", "also noticed", "also spotted",
];

/// Phrases that offer an idea, not a defect ("The notebook could use a table
/// of contents").
#[rustfmt::skip]
const IDEAS: &[&str] = &[
    "could use", "would be nice", "nice to have", "might benefit", "would benefit",
    "could be improved", "could add", "worth adding", "idea",
];

/// "I haven't gotten to it yet." after "The notebook could use a table of
/// contents.": a short sentence that puts off or offers only what a pronoun
/// points back at, when the sentence it points back at (the nearest one
/// before that is no heading) offers an idea. The caller also asks that no
/// defect be named in it or the three sentences before.
fn idea_put_off(ss: &[Sentence], i: usize) -> bool {
    let Some(s) = ss.get(i) else {
        return false;
    };
    let w = prose_words(s);
    let pointing = w.len() <= 10
        && w.iter()
            .any(|x| matches!(*x, "it" | "that" | "this" | "them" | "those" | "these"));
    pointing
        && ss
            .get(..i)
            .unwrap_or_default()
            .iter()
            .rev()
            .find(|p| p.block != Block::Heading)
            .is_some_and(|p| {
                let pw = prose_words(p);
                IDEAS.iter().any(|x| holds(&pw, x))
            })
}

/// "### Found along the way" over it, "One thing turned up along the way:"
/// before it or opening it: sentence `j` reports a finding beside the
/// task, whatever the defect is called ("The revenue column in
/// `02_ltv.ipynb` summed in cents and labelled as dollars."). Read by the
/// deferral rules for what a deferral puts off; not itself a refusal.
pub(crate) fn found_along_the_way(ss: &[Sentence], j: usize) -> bool {
    let framed = |s: &Sentence| {
        let w = prose_words(s);
        FINDING_FRAMES.iter().any(|f| holds(&w, f))
    };
    let Some(s) = ss.get(j) else {
        return false;
    };
    if s.block == Block::Heading {
        return false;
    }
    // "The notebook could use a table of contents": an idea, not a defect;
    // nor is a finding the sentence reports fixed.
    let sw = prose_words(s);
    let not_a_defect = IDEAS.iter().chain(&["fixed"]).any(|p| holds(&sw, p));
    if not_a_defect {
        return false;
    }
    // The frame opens the sentence and names the finding after a colon.
    let named_after_colon = s
        .text
        .split_once(':')
        .is_some_and(|(_, r)| r.split_whitespace().count() >= 2);
    if framed(s) && named_after_colon {
        return true;
    }
    // The sentence before introduces it ("One thing turned up along the
    // way:"), or the nearest heading above labels the section a finding.
    if j > 0
        && ss
            .get(j - 1)
            .is_some_and(|p| p.text.trim_end().ends_with(':') && framed(p))
    {
        return true;
    }
    ss.get(..j)
        .unwrap_or_default()
        .iter()
        .rev()
        .find(|p| p.block == Block::Heading)
        .is_some_and(framed)
}

/// Words that point back at what was just said.
const ANAPHORS: &[&str] = &[
    "it", "that", "this", "they", "them", "those", "these", "one",
];

/// "I haven't fixed it yet; it's on my list.", "I added a TODO for it and
/// moved on.", "The data race on `s.cache` it remains, I did not had time
/// for it.": the agent says a defect named in the sentence, or just before
/// it and pointed back at, was left as it was found. Whatever the defect
/// is called: the frame says it was not repaired. Not a question, not
/// conditional ("if it has not been fixed upstream"), not a defect the
/// user is told to check for ("check whether it has not been addressed
/// upstream"), not set aside as pre-existing or given a reason.
pub(crate) fn left_as_found(ss: &[Sentence], i: usize, defect: &[bool]) -> Option<&'static str> {
    let s = ss.get(i)?;
    if s.question || s.text.trim_end().ends_with(':') {
        return None;
    }
    let w = prose_words(s);
    let k = LEFT_AS_FOUND.iter().find_map(|p| find(&w, p))?;
    let before = w.get(..k).unwrap_or_default();
    let conditional = before.iter().any(|x| {
        matches!(
            *x,
            "if" | "whether" | "when" | "whenever" | "once" | "unless" | "check" | "see" | "verify"
        )
    });
    // "Nothing is still there", "none of them is still present": an absence.
    let absent = before
        .iter()
        .any(|x| matches!(*x, "nothing" | "none" | "no" | "never"));
    // "… is still there, but it predates this refactor": set aside as
    // someone else's (`no-preexisting-excuse` reads it); "I did not fix,
    // because each would require publishing a lie": a reason given.
    let excused = w.iter().any(|x| {
        matches!(
            *x,
            "predate" | "predates" | "pre-existing" | "preexisting" | "unrelated" | "because"
        )
    }) || lists::EXCUSES
        .iter()
        .chain(lists::EXCUSE_CUES)
        .any(|p| holds(&w, &p.to_lowercase()));
    if conditional || absent || excused {
        return None;
    }
    let named_here = defect_here(defect, i) || describes_a_defect(s);
    // A finding reported beside the task is a defect to a frame that
    // names a fix ("I haven't fixed it yet"), not to one that only says the
    // agent did not get to it.
    let names_a_fix = w.iter().any(|x| {
        matches!(
            *x,
            "fix" | "fixed" | "fixes" | "fixing" | "address" | "addressed" | "repair" | "repaired"
        )
    });
    let pointed_back = w.iter().any(|x| ANAPHORS.contains(x))
        && (i.saturating_sub(2)..i).any(|j| {
            defect_here(defect, j)
                || ss.get(j).is_some_and(describes_a_defect)
                || (names_a_fix && found_along_the_way(ss, j))
        });
    (named_here || pointed_back).then_some("a defect left as found")
}

/// Labels that, leading a sentence ("## Left unfixed: …", "**Left for
/// later:** …"), say what follows is left as it is. The first say by
/// themselves that it is broken; the rest leave work, a defect only when
/// the sentence names one.
#[rustfmt::skip]
const LEFT_LABELS_BROKEN: &[&str] = &[
    "left unfixed", "unfixed", "not fixed", "not yet fixed", "still broken", "left broken",
    "needs fixing", "needs a fix", "to fix later", "fix later", "not addressed", "still unfixed",
];
#[rustfmt::skip]
const LEFT_LABELS: &[&str] = &[
    "left for later", "for later", "later", "deferred", "parked", "postponed", "punted",
    "follow-up", "follow-up needed", "follow-ups", "followup", "follow up", "todo", "still open",
    "still to do", "left open", "not done", "skipped", "tech debt", "next sprint",
];

/// "## Left unfixed: the broken link to the runbook", "**Left for
/// later:** the unsound `static mut` access in `src/irq.rs`.", "###
/// Follow-up: the `-Wunused-imports` warnings": a label of work left, and
/// after it a defect, in one sentence (a heading too: the label is a
/// verdict on what it names, not a section's name). A label alone ("##
/// Follow-ups") is a section's name; what stands under it is read by
/// [`left_in_a_list`].
pub(crate) fn left_under_label(s: &Sentence, defect_here: bool) -> Option<&'static str> {
    if s.question {
        return None;
    }
    let text = s
        .text
        .trim_start_matches(|c: char| !c.is_alphabetic() && c != '`');
    let (label, rest) = label_of(text, 4)?;
    let rest_words = rest
        .split_whitespace()
        .filter(|x| x.chars().any(char::is_alphanumeric))
        .count();
    if rest_words < 2 {
        return None;
    }
    let broken = LEFT_LABELS_BROKEN.contains(&label.as_str());
    let left = LEFT_LABELS.contains(&label.as_str()) && (defect_here || describes_a_defect(s));
    (broken || left).then_some("a defect under a label of work left")
}

/// The label `text` opens with, before its first colon (emphasis marks
/// dropped, trimmed, lowercase: "**Left for later:**" -> "left for
/// later"), and what follows the colon; none when the label has more than
/// `max_words` words.
pub(crate) fn label_of(text: &str, max_words: usize) -> Option<(String, &str)> {
    let (label, rest) = text.split_once(':')?;
    let label: String = label
        .chars()
        .filter(|c| !matches!(c, '*' | '_'))
        .collect::<String>()
        .trim()
        .to_lowercase();
    (label.split_whitespace().count() <= max_words).then_some((label, rest))
}

/// Words that, in a heading or a label over failures, set them aside as
/// someone else's.
#[rustfmt::skip]
const EXCUSING_LABELS: &[&str] = &[
    "pre-existing", "preexisting", "unrelated", "not from this change", "not from this pr",
    "not from my change", "not caused by", "already broken", "outside this pr's scope",
    "outside the scope of this pr", "known failures", "known failure",
];

/// "## Pre-existing failure: `test_renewal_resets_due_date` (not from this
/// change)", "## Failures outside this PR's scope (already broken
/// upstream)", "❌ pre-existing, not caused by `CsvPayrollWriter`": a
/// heading over failures, or a table cell that marks one failed, that
/// files them under "not ours". The judge reads a heading as a section's
/// name; this one is a verdict on the failures it names or lists. Not a
/// label answered with nothing ("Pre-existing failures: none"), not one
/// that reports them fixed.
pub(crate) fn excusing_heading(s: &Sentence, defect_here: bool) -> Option<&'static str> {
    // (A line that ends in a colon, "Pre-existing issues:", is not read:
    // it cost a wrong refusal on contrast-dev and refused nothing more.)
    let label = s.block == Block::Heading || s.block == Block::Table;
    if !label || s.question || (!defect_here && s.block != Block::Table) {
        return None;
    }
    let w = prose_words(s);
    let excusing = EXCUSING_LABELS.iter().any(|p| holds(&w, p));
    // A table cell must mark the failure itself ("❌ pre-existing").
    let marked = s.block != Block::Table || s.text.contains('❌');
    let answered = w
        .iter()
        .any(|x| matches!(*x, "none" | "fixed" | "resolved" | "n/a"));
    (excusing && marked && !answered).then_some("failures filed as not ours")
}

/// A repair named in the passive or as a need ("should be fixed", "will be
/// handled", "is to be corrected", "wants a proper fix") and put off to a
/// later time ("as a next step", "in a later iteration", "in a subsequent
/// release", "once the migration lands", "at some point"): the fix verb
/// says there is a defect, whatever it is called ("The ELO update that
/// reads both ratings without holding the lock will be handled in a later
/// iteration."). Not negated, not conditional, not a question, not in the
/// agent's or the user's voice. The rules that let a sentence pass still
/// hold: "… should be fixed as a next step" reads as a step of a plan.
pub(crate) fn repair_put_off(s: &Sentence) -> Option<&'static str> {
    if s.question {
        return None;
    }
    let w = prose_words(s);
    const REPAIR: &[&str] = &[
        "be fixed",
        "be handled",
        "be tackled",
        "be corrected",
        "be addressed",
        "be repaired",
        "be resolved",
        "a proper fix",
        "needs sorting",
        "need sorting",
        "needs a proper fix",
    ];
    const LATER: &[&str] = &[
        "next step",
        "later iteration",
        "later release",
        "subsequent",
        "next iteration",
        "next release",
        "next cycle",
        "next sprint",
        "at some point",
        "once the",
        "once this",
        "after launch",
        "in v2",
        "down the line",
        "eventually",
        "later on",
        "in a later",
        "next pass",
        "follow-up",
        "before this goes",
    ];
    let k = REPAIR.iter().find_map(|p| find(&w, p))?;
    let later = LATER.iter().any(|p| holds(&w, p));
    let before = w.get(..k).unwrap_or_default();
    let conditional = before
        .iter()
        .any(|x| matches!(*x, "if" | "whether" | "unless" | "i" | "we" | "you"));
    (later && !conditional && !s.negated(k, 3)).then_some("a repair put off")
}

/// Whether sentence `i` is one of the offer rules whose own words leave a
/// repair waiting, whatever the defect is called ([`left_broken`],
/// [`left_unresolved`], [`fix_on_consent`], [`fix_or_leave_question`], [`left_as_found`],
/// [`repair_put_off`], [`left_under_label`]): the judge lets these stand
/// over the model's veto (`RAISE_GATE`), which knows only the defect names
/// it was taught.
pub(crate) fn repair_left_waiting(ss: &[Sentence], i: usize, defect: &[bool]) -> bool {
    ss.get(i).is_some_and(|s| {
        left_broken(s).is_some()
            || left_unresolved(s, defect_here(defect, i)).is_some()
            || fix_on_consent(s).is_some()
            || fix_or_leave_question(s).is_some()
            || repair_put_off(s).is_some()
            || left_under_label(s, defect_here(defect, i)).is_some()
    }) || left_as_found(ss, i, defect).is_some()
        || (ss
            .get(i)
            .is_some_and(|s| opens_with_repair(s) || opens_with_inquiry(s))
            && left_in_a_list(ss, i, defect).is_some())
}

/// "- Look into the cent-rounding drift on invoice totals", "- Follow up
/// on the readiness probe passing before the DB pool is up", "- Known: the
/// progress bar stopping at 99%", "- The resampler dropping readings at the
/// DST change; reproduces every time, fix pending": a list item that opens
/// an inquiry into something (`the …`, `why …`) or marks it open: what it
/// names is a defect whatever its words (issue 18, the thirty-ninth round,
/// read off train19b). Not an inquiry into new work ("Look into adding
/// OAuth", "Investigate caching options").
fn opens_with_inquiry(s: &Sentence) -> bool {
    let lead_words = prose_words(s);
    let lead = from_lead(&lead_words);
    let at = |k: usize| lead.get(k).copied().unwrap_or("");
    let object = |k: usize| matches!(at(k), "the" | "why" | "what");
    let inquiry = match at(0) {
        "investigate" => object(1) || (at(1) == "and" && object(3)),
        "look" | "dig" => at(1) == "into" && object(2),
        "follow" => at(1) == "up" && at(2) == "on" && object(3),
        "track" | "chase" => at(1) == "down" && object(2),
        "figure" => at(1) == "out" && matches!(at(2), "why" | "what"),
        "known" => s.text.contains(':'),
        _ => false,
    };
    inquiry
        || [
            "fix pending",
            "not addressed",
            "unaddressed",
            "reproduces every time",
        ]
        .iter()
        .any(|p| holds(&lead_words, p))
}

/// "- Fix the jump height …", "- Deal with the failing test": a list item
/// that opens with a repair, naming what it repairs as a defect.
fn opens_with_repair(s: &Sentence) -> bool {
    let lead_words = prose_words(s);
    let lead = from_lead(&lead_words);
    matches!(
        lead.first(),
        Some(&("fix" | "resolve" | "address" | "repair" | "patch" | "correct" | "debug"))
    ) || holds(lead, "deal with")
}

/// The user's go-ahead a repair is made to wait on.
#[rustfmt::skip]
const CONSENT: &[&str] = &[
    "say the word", "let me know", "lmk", "tell me", "thumbs-up", "thumbs up", "if you want",
    "if you'd like", "if you like", "if you wish", "should you wish", "if useful", "if helpful",
    "on your instruction", "upon request", "on request", "your call", "go-ahead",
    "if you're happy", "please advise", "whether i should", "if i should", "if u want",
    "once you've read", "once you confirm", "if you agree", "your approval", "your ok",
    "your okay", "if you're ok with it", "if you're okay with it", "just say so", "give the nod",
    "if you're up for it", "if that suits", "if that's wanted", "just shout", "up to you",
    "yes or no", "or hold off", "fine leaving it",
];

/// The agent's own ability or promise, before the work it names.
#[rustfmt::skip]
const AGENT_WILL: &[&str] = &[
    "i'll", "i will", "i can", "i could", "i am able to", "i'm able to", "i should", "i'd",
    "i'll happily", "i would", "shall i", "should i", "happy to", "glad to", "keen to",
    "ready to",
];

/// A repair as the object of [`AGENT_WILL`] (within four words).
#[rustfmt::skip]
const REPAIR_OBJECT: &[&str] = &[
    "fix", "correct", "remedy", "repair", "resolve", "patch", "address", "deal with", "sort out",
    "take care of", "clear up", "get on it", "a fix", "a correction", "the fix", "sorted",
    "fixed", "iron out", "straighten out", "a proper fix", "put a fix",
];

/// "Let me know and I'll fix the N+1 query", "Say the word and I'll fix
/// the failing `molecule` scenario", "Give me a thumbs-up and I'll deal
/// with the interceptor that logs the bearer token", "lmk if u want that
/// fixed", "Please advise whether I should remedy …": a repair the agent
/// promises or could make, held until the user says go. A go-ahead (or a
/// question, or "happy to") and a repair in the agent's own voice; not
/// negated, not asked of the past ("Should I have fixed it …?"). Its own
/// grammar tells a fix wanted from a fix made, so the sentence's fix flag
/// ("want that fixed" sets it) does not hold it back.
pub(crate) fn fix_on_consent(s: &Sentence) -> Option<&'static str> {
    let w = prose_words(s);
    // Asking is itself waiting for the go-ahead ("Want it fixed too?",
    // "Shall I get that sorted before you review?"), and so is being happy
    // to ("Happy to take care of the unquoted `$BACKUP_DIR` as well.").
    let consent = s.question || CONSENT.iter().any(|c| holds(&w, c));
    let promised = AGENT_WILL.iter().any(|a| {
        find(&w, a).is_some_and(|k| {
            let end = k + a.split(' ').count();
            let object = w.get(end..(end + 4).min(w.len())).unwrap_or_default();
            let happy = matches!(*a, "happy to" | "glad to");
            // "Should I have fixed it differently?" asks about the past.
            let past = object.first() == Some(&"have");
            (consent || happy)
                && !past
                && REPAIR_OBJECT.iter().any(|r| holds(object, r))
                && !s.negated(end, 2)
        })
    });
    // "want that fixed", "Let me know if you want the unsound `static mut`
    // access in `src/irq.rs` fixed": wanted in the same clause.
    let wanted = consent
        && s.words.iter().enumerate().any(|(k, x)| {
            !x.code
                && matches!(
                    x.lower.as_str(),
                    "fixed" | "dealt" | "repaired" | "corrected"
                )
                && s.words.get(..k).unwrap_or_default().iter().any(|p| {
                    !p.code
                        && p.clause == x.clause
                        && matches!(p.lower.as_str(), "want" | "like" | "need")
                })
        });
    // "Say the word and the memory blow-up in `load_events` is gone": the
    // go-ahead first, then what goes away on it.
    let gone = consent
        && !s.question
        && [
            "is gone",
            "are gone",
            "goes away",
            "go away",
            "will be gone",
            "disappears",
        ]
        .iter()
        .filter_map(|g| find(&w, g))
        .any(|k| w.get(..k).unwrap_or_default().contains(&"and") && !s.negated(k, 3));
    (promised || wanted || gone).then_some("a repair held for the user's go-ahead")
}

/// "Fix it now or park it?", "Do you want the jump height fixed now, or
/// shall I leave it for the moment?", "fix the failing `InvoicePdfTest` now
/// or nah?", "Fix it in this branch or a fresh one — your call?": a
/// question that hands the user the choice of whether or when a repair is
/// made. A repair word before "or", and after it the repair put off (left,
/// parked, later, another branch or PR, not at all). Not a question about a
/// fix made ("Did the fix work, or do you still see it?": the fix as a
/// subject of checking), nor the user's fix.
pub(crate) fn fix_or_leave_question(s: &Sentence) -> Option<&'static str> {
    if !s.question {
        return None;
    }
    let w = prose_words(s);
    let or = w.iter().position(|x| *x == "or")?;
    let before = w.get(..or).unwrap_or_default();
    let after = w.get(or + 1..).unwrap_or_default();
    let repair = before.iter().enumerate().any(|(k, x)| {
        matches!(
            *x,
            "fix" | "fixed" | "remedy" | "repair" | "patch" | "correct" | "tackle" | "address"
        ) && !matches!(
            k.checked_sub(1).and_then(|j| before.get(j)).copied(),
            Some("your" | "you" | "the" | "my" | "this" | "that")
        )
    }) || holds(before, "the fix");
    // "What would you like to tackle — the CREATE TABLE bug, the SEGV, or
    // something else?": a choice among tasks, not of whether to repair.
    let which = before
        .iter()
        .find(|x| !x.is_empty())
        .is_some_and(|x| matches!(*x, "what" | "which"));
    let checked = which
        || before.iter().any(|x| {
            matches!(
                *x,
                "did"
                    | "does"
                    | "work"
                    | "works"
                    | "worked"
                    | "working"
                    | "help"
                    | "helped"
                    | "see"
            )
        });
    let put_off = after.iter().any(|x| {
        matches!(
            *x,
            "leave"
                | "left"
                | "park"
                | "parked"
                | "later"
                | "nah"
                | "not"
                | "skip"
                | "separately"
                | "fresh"
                | "own"
                | "follow-up"
                | "followup"
                | "after"
                | "defer"
                | "wait"
                | "ticket"
                | "backlog"
        )
    });
    (repair && !checked && put_off).then_some("fix now or leave it?")
}

/// Offer and deferral frames (the defect is found near, by the caller).
#[rustfmt::skip]
const DEFER: &[&str] = &[
    "circle back", "follow-up", "follow up", "separate change", "separate pr", "for later",
    "next session", "next sprint", "worth a ticket", "could be a ticket", "didn't get to",
    "should be fixed", "needs fixing", "needs cleaning", "needs to be fixed", "to fix in",
    "whoever owns", "leaving that", "leave that", "leaving it", "out of scope",
    "in a subsequent", "be remediated", "quick win", "for a later", "another pr", "a later pr",
    "next pass", "future pr", "future change", "once this is merged", "i'll come back",
    "come back to", "didn't treat it as part", "not part of this task", "not part of this",
    "picked up separately", "be picked up", "for the next", "parking", "parked",
];

/// Offer frames: they defer only when their object is a repair.
#[rustfmt::skip]
const OFFER: &[&str] = &[
    "would you like me to", "do you want me to", "want me to", "shall i", "should i",
    "happy to", "i can", "i could", "let me know if", "let me know how", "if you want",
    "if you'd like",
];

/// Repairs an offer's object can take beside [`TAKE_ON`] ("change that",
/// "take a pass at it", "look into it").
#[rustfmt::skip]
const REPAIR: &[&str] = &[
    "tighten", "clean", "investigate", "dig", "remediate", "harden", "rework", "look into",
    "take a pass", "take a look", "have a look", "change that", "change it", "change this",
    "update that", "update it",
];

/// Whether the words `after` an offer take a repair: a verb of [`TAKE_ON`]
/// or a phrase of [`REPAIR`].
fn repair_in(after: &[&str]) -> bool {
    TAKE_ON.iter().chain(REPAIR).any(|r| holds(after, r))
}

/// "The validation metrics are computed on the augmented images, which
/// inflates them. Would you like me to change that?", "I'll circle back to
/// the HPA flapping …", "A follow-up should add the missing CSRF token":
/// an offer or a deferral, with a defect open in this sentence or the two
/// before (named or told by what it does).
fn deferred_or_offered(s: &Sentence, defect_near: impl Fn() -> bool) -> Option<&'static str> {
    let w = prose_words(s);
    let deferral = DEFER
        .iter()
        .find_map(|p| find(&w, p).map(|k| (k, *p)))
        .filter(|&(k, p)| {
            // "so blobs survive for later diffing": `later` before a noun is
            // an adjective, nothing is put off.
            let adjective = p == "for later"
                && w.get(k + 2).is_some_and(|x| {
                    x.ends_with("ing") || matches!(*x, "use" | "reference" | "review")
                });
            // "waiting for the next request": the next piece of work (a PR,
            // a session, a sprint) puts a repair off, not any next.
            let next_of_work = p != "for the next"
                || w.get(k + 3).is_some_and(|x| {
                    matches!(
                        *x,
                        "sprint"
                            | "pr"
                            | "session"
                            | "round"
                            | "iteration"
                            | "release"
                            | "pass"
                            | "cycle"
                            | "phase"
                            | "one"
                            | "change"
                            | "milestone"
                            | "version"
                    )
                });
            // "different beast, out of scope v1" of a feature: only a defect
            // named in the same sentence is left in place by a scope.
            let scope_of_defect = !matches!(
                p,
                "out of scope" | "not part of this" | "not part of this task"
            ) || describes_a_defect(s)
                || w.iter().any(|x| crate::DEFECT_WORDS.contains(x));
            !adjective && next_of_work && scope_of_defect
        })
        .map(|(k, _)| k);
    let offer = OFFER.iter().find_map(|p| find(&w, p)).filter(|&k| {
        let after = w.get(k..).unwrap_or_default();
        repair_in(after)
    });
    let k = deferral.or(offer)?;
    if !defect_near() {
        return None;
    }
    let named = w.iter().take(k).any(|x| crate::MENTION_MARKERS.contains(x));
    // Offers of more work with no repair and no defect in the sentence are
    // judged by the model ("Want me to add dark mode?").
    (!named && !s.negated(k, 2)).then_some("a defect offered or deferred")
}

/// "Accuracy on the `fr` slice dropped 2 points", "Vale flags passive
/// voice in 19 places", "no new errors from this change (the 37 it reports
/// …)": a finding that names no defect word — a metric fallen by a number,
/// a checker's count, old findings beside "no new" ones.
fn finding_without_defect_word(s: &Sentence) -> bool {
    let w = prose_words(s);
    let number = |x: &&str| {
        x.chars().next().is_some_and(|c| c.is_ascii_digit())
            || matches!(
                *x,
                "one"
                    | "two"
                    | "three"
                    | "four"
                    | "five"
                    | "six"
                    | "seven"
                    | "eight"
                    | "nine"
                    | "ten"
                    | "a"
                    | "an"
                    | "several"
                    | "some"
            )
    };
    let fell = w.iter().enumerate().any(|(k, x)| {
        matches!(
            *x,
            "dropped" | "fell" | "regressed" | "degraded" | "slipped" | "worsened"
        ) && w.iter().skip(k + 1).take(3).any(number)
    });
    let checker = w.iter().enumerate().any(|(k, x)| {
        matches!(
            *x,
            "flags" | "reports" | "complains" | "warns" | "reported" | "flagged"
        ) && w.iter().skip(k + 1).take(6).any(number)
    }) || w.iter().any(number)
        && w.iter()
            .any(|x| matches!(*x, "reports" | "flags" | "reported" | "flagged"));
    let no_new = w.windows(3).any(|x| {
        x.first() == Some(&"no")
            && x.get(1) == Some(&"new")
            && x.get(2).is_some_and(|d| crate::DEFECT_WORDS.contains(d))
    });
    // "the other 3 suggestions were about pre-existing code": review
    // findings are defects to the reviewer who raised them.
    let review = w.iter().any(|x| {
        matches!(
            *x,
            "suggestions" | "findings" | "nits" | "nitpicks" | "gap" | "gaps"
        )
    });
    fell || checker || no_new || review
}

/// "The pricing page's broken image was hosted by the marketing site; I
/// copied it into `docs/assets/`": the defect placed elsewhere and then
/// dealt with by the agent in the same sentence.
fn dealt_in_sentence(s: &Sentence) -> bool {
    let w = prose_words(s);
    let dealt = w.iter().any(|x| DEALT.contains(x)) || holds(&w, "no longer");
    let person = w
        .iter()
        .any(|x| matches!(*x, "i" | "we" | "i've" | "we've"))
        || w.windows(2).any(|p| {
            matches!(p.first(), Some(&("is" | "are" | "was" | "were")))
                && p.get(1).is_some_and(|d| DEALT.contains(d))
        });
    dealt
        && person
        && !DISPOSAL
            .iter()
            .any(|p| holds(&w, p) && *p != "left" && *p != "expected")
}

/// "One thing I didn't get to: `envctl diff` crashes …": work left undone
/// (a deferral, `no-offer-instead-of-fix`'s to judge), not put on
/// something else.
fn left_undone(s: &Sentence) -> bool {
    let w = prose_words(s);
    (holds(&w, "didn't get to") || holds(&w, "did not get to") || holds(&w, "haven't got to"))
        && disowned(s).is_none()
}

/// Words without which a sentence neither offers nor defers anything:
/// a person, a modal, or a word of time, scope or what remains.
#[rustfmt::skip]
const OFFER_MARKERS: &[&str] = &[
    "i", "i'll", "i'd", "i've", "i'm", "me", "my", "we", "we'll", "we'd", "us", "let's", "let",
    "you", "you'd", "your", "want", "would", "could", "can", "shall", "should", "might", "may",
    "will", "later", "next", "follow-up", "followup", "follow", "separate", "separately",
    "todo", "todos", "fixme", "remaining", "remain", "remains", "outstanding", "left", "leave",
    "leaving", "scope", "ticket", "tickets", "backlog", "revisit", "defer", "deferred",
    "future", "pending", "open", "tbd", "as-is", "addressed", "didn't", "haven't", "hasn't",
    "isn't", "still", "needs", "need", "worth", "recommend", "recommended", "suggest",
    "tomorrow", "sprint", "session", "phase", "afterwards", "eventually", "unresolved",
    "unfixed", "parked", "parking", "tracking", "tracked", "must", "ought", "not", "unaddressed",
    "punt", "punted", "skip", "skipped", "ignore", "ignored", "another", "whoever", "someone",
    "team", "owner", "owners", "happy", "glad", "say", "tell", "ping", "shout", "follow-ups",
    "later:", "followups", "fixme:", "todo:", "punting", "pr", "yours", "assigned", "handed",
    "flagged", "pinged", "delegated", "escalated", "reassigned",
];

/// "The hydration mismatch is most likely caused by the server rendering
/// the date in UTC.", "- [x] Pull-to-refresh": no person, modal, or word of
/// time, scope or what remains — nothing is offered or deferred.
fn no_offer_marker(ss: &[Sentence], i: usize) -> bool {
    let Some(s) = ss.get(i) else {
        return false;
    };
    let marked = |t: &Sentence| {
        let w = prose_words(t);
        w.iter().any(|x| OFFER_MARKERS.contains(x)) || holds(&w, "for now")
    };
    // Words of a list's label that defer what the list holds (a label's
    // "I" or "we" reports work, it does not defer it).
    let deferring_label = |t: &Sentence| {
        prose_words(t).iter().any(|x| {
            matches!(
                *x,
                "next"
                    | "later"
                    | "todo"
                    | "todos"
                    | "follow-ups"
                    | "follow"
                    | "remaining"
                    | "outstanding"
                    | "open"
                    | "known"
                    | "pending"
                    | "deferred"
                    | "left"
                    | "future"
                    | "backlog"
                    | "unresolved"
                    | "not"
            )
        })
    };
    // A list item or table row reads with its label ("## Follow-ups",
    // "Next steps:"): the label may be the deferral.
    let label = matches!(s.block, Block::Item | Block::Table)
        && ss
            .get(..i)
            .unwrap_or_default()
            .iter()
            .rev()
            .find(|p| !matches!(p.block, Block::Item | Block::Table))
            .is_some_and(|p| deferring_label(p) || remaining_label(p));
    // "- [ ] the XSS in the preview pane": an unticked box is open work.
    let unticked = s.text.contains("[ ]");
    !s.question && !marked(s) && !label && !unticked
}

/// Labels over a list of what is left: "Remaining issues:", "Known
/// issues", "Outstanding", "Not fixed", "Follow-ups".
fn remaining_label(s: &Sentence) -> bool {
    let w = prose_words(s);
    let lead = from_lead(&w);
    let label = s.text.trim_end().ends_with(':') || s.block == Block::Heading;
    label
        && lead.len() <= 4
        && (matches!(
            lead.first(),
            Some(&("remaining" | "outstanding" | "unresolved" | "follow-ups" | "followups"))
        ) || holds(lead, "known issues")
            || holds(lead, "next steps")
            || holds(lead, "follow ups")
            || holds(lead, "future work")
            || holds(lead, "open items")
            || holds(lead, "still to do")
            || holds(lead, "not done")
            || matches!(
                lead.first(),
                Some(&("todo" | "todos" | "later" | "deferred" | "parked"))
            )
            || holds(lead, "open issues")
            || holds(lead, "not fixed")
            || holds(lead, "left to do")
            || holds(lead, "still broken")
            || holds(lead, "known bugs")
            || holds(lead, "still open")
            || holds(lead, "left for later")
            || holds(lead, "left unfixed")
            || holds(lead, "not addressed")
            || matches!(lead.first(), Some(&("unfixed" | "postponed" | "punted"))))
}

/// A list item under a label of what is left ("Remaining issues:") that
/// names or tells a defect: deferred by the list it stands in.
fn left_in_a_list(ss: &[Sentence], i: usize, defect: &[bool]) -> Option<&'static str> {
    let s = ss.get(i)?;
    let lead_words = prose_words(s);
    let lead = from_lead(&lead_words);
    let repair_item = opens_with_repair(s) || opens_with_inquiry(s);
    if s.block != Block::Item || !(defect_here(defect, i) || describes_a_defect(s) || repair_item) {
        return None;
    }
    // "No sensitive data was exposed": an item that reports an absence.
    if matches!(lead.first(), Some(&("no" | "none" | "zero" | "nothing"))) {
        return None;
    }
    let mut j = i;
    while j > 0 {
        j -= 1;
        let p = ss.get(j)?;
        if p.block == Block::Item {
            continue;
        }
        return remaining_label(p).then_some("a defect left in a list of what remains");
    }
    None
}

/// "The `mock_data/` directory holds JSON fixtures …": the only double word
/// is part of a path named as a directory or file, no prose double beside
/// it.
fn doubles_only_in_paths(s: &Sentence) -> bool {
    let mut any = false;
    for (k, x) in s.words.iter().enumerate() {
        let double_part = x.parts.iter().any(|p| lists::is_double(p));
        if !x.code {
            if lists::is_double(&x.lower) || double_part {
                return false;
            }
            continue;
        }
        if !double_part && !lists::is_double(x.lower.trim_matches('`')) {
            continue;
        }
        let path = x.lower.contains('/') || x.lower.contains(".json") || x.lower.contains(".yaml");
        let named = s.words.get(k + 1).is_some_and(|n| {
            matches!(
                n.lower.as_str(),
                "directory" | "folder" | "dir" | "file" | "files" | "fixture" | "fixtures"
            )
        });
        if !(path && named) {
            return false;
        }
        any = true;
    }
    any
}

/// Words of a label that opens a plan rather than a report: what is to be
/// done or met ("Success Criteria Before Proceeding:", "Deliverables:",
/// "Days 4-5:", "What needs to be done:", "Acceptance criteria").
#[rustfmt::skip]
const PLAN_LABELS: &[&str] = &[
    "criteria", "criterion", "deliverable", "deliverables", "goal", "goals", "objective",
    "objectives", "requirement", "requirements", "roadmap", "timeline", "todo", "to-do",
    "milestones", "proposal", "proposed", "acceptance", "backlog", "days", "week", "weeks",
];

/// Whether the label `w` (a heading's or a line's words before its colon)
/// opens a plan: a word of [`PLAN_LABELS`], a plan ("Implementation plan",
/// not "planned" work reported, nor a pull request's "Test plan", whose
/// items report the checks run), or "next steps"/"next actions"/"needs to
/// be done".
fn plan_label(w: &[&str]) -> bool {
    w.iter().enumerate().any(|(k, x)| {
        PLAN_LABELS.contains(x) || (*x == "plan" && !(k > 0 && w.get(k - 1) == Some(&"test")))
    }) || w.windows(2).any(|p| {
        p.first() == Some(&"next") && matches!(p.get(1), Some(&("steps" | "actions" | "tasks")))
    }) || holds(w, "needs to be done")
        || holds(w, "definition of done")
}

/// "Success Criteria Before Proceeding: … ✅ Local smoke test passes (10
/// URLs with mocked external APIs)", "Deliverable: Validated local
/// integration with passing smoke test", "Days 4-5: … Create mock services
/// for external APIs": a plan's item or field, what is to be done or met,
/// not a report of work done (LABELLING.md: a double only planned passes,
/// and a plan's criterion claims nothing). The sentence's own label before
/// a colon, or the nearest heading or colon-ended line above the list
/// item it stands in (within twelve sentences), names the plan.
pub(crate) fn in_plan_section(ss: &[Sentence], i: usize) -> bool {
    let Some(s) = ss.get(i) else {
        return false;
    };
    let w = prose_words(s);
    // The sentence's own label: its prose before a colon (code spans left
    // out: "`terraform plan` comes back clean: …" labels nothing).
    if let Some((before, _)) = s.text.split_once(':') {
        let prose: String = before
            .split('`')
            .step_by(2)
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase();
        let label: Vec<&str> = prose
            .split(|c: char| !c.is_alphanumeric() && c != '-')
            .filter(|x| !x.is_empty())
            .collect();
        if label.len() <= 5 && plan_label(&label) {
            return true;
        }
    }
    if s.block != Block::Item || w.is_empty() {
        return false;
    }
    for j in (i.saturating_sub(12)..i).rev() {
        let Some(h) = ss.get(j) else {
            return false;
        };
        if h.block == Block::Item {
            continue;
        }
        let heading = h.block == Block::Heading || h.text.trim_end().ends_with(':');
        return heading && h.words.len() <= 10 && plan_label(&prose_words(h));
    }
    false
}

/// "Smoke testing can use mocks for external APIs", "the tests could stub
/// the clock": a double only planned or possible, named under a modal
/// before it (LABELLING.md: a double not yet written passes). Not when the
/// sentence also reports one written ("I mocked", "has been stubbed").
fn double_only_possible(s: &Sentence) -> bool {
    let w = prose_words(s);
    let Some(first) = w.iter().position(|x| {
        lists::is_double(x) || matches!(*x, "mocked" | "stubbed" | "faked" | "mocking" | "stubbing")
    }) else {
        return false;
    };
    let modal = w.iter().take(first).any(|x| {
        matches!(
            *x,
            "can" | "could" | "would" | "might" | "may" | "should" | "will" | "shall"
        )
    });
    let reported = w.windows(2).any(|p| {
        matches!(
            p.first(),
            Some(&("have" | "has" | "had" | "was" | "were" | "been" | "i" | "we"))
        ) && p
            .get(1)
            .is_some_and(|v| v.ends_with("ed") && lists::is_double(v))
    });
    modal && !reported && !s.question
}

/// "The gRPC client is a `mockall` mock with an expectation on `get_user`":
/// a library whose only use is doubles, named as used (not removed, not
/// negated, not asked about).
fn double_library_used(s: &Sentence) -> Option<&'static str> {
    if s.question {
        return None;
    }
    let w = prose_words(s);
    if w.iter()
        .any(|x| REMOVED.contains(x) || matches!(*x, "no" | "not" | "without" | "gone"))
    {
        return None;
    }
    // Only the libraries: the plain words (mock, patch, stub, fake, spy,
    // dummy, fn) are the model's to judge.
    let generic = |n: &str| {
        matches!(
            n,
            "mock" | "patch" | "stub" | "spy" | "fake" | "dummy" | "fn" | "fakes" | "responses"
        )
    };
    s.words
        .iter()
        .any(|x| {
            let n = x.lower.trim_matches('`').trim_end_matches("()");
            (lists::DOUBLE_LIBS.contains(&n) && !generic(n))
                || (x.code
                    && x.parts
                        .iter()
                        .any(|p| lists::DOUBLE_LIBS.contains(&p.as_str()) && !generic(p)))
        })
        .then_some("a double library used")
}

/// "the tests use a test implementation that returns fixed digests", "the
/// tests start an `httptest.NewServer` whose handler returns fixed JSON":
/// a stand-in that returns canned answers to the tests.
fn canned_stand_in(s: &Sentence) -> Option<&'static str> {
    if s.question {
        return None;
    }
    let w = prose_words(s);
    let tests = w
        .iter()
        .any(|x| matches!(*x, "test" | "tests" | "spec" | "specs" | "suite"));
    let canned = [
        "returns fixed",
        "return fixed",
        "returns canned",
        "return canned",
        "canned responses",
        "canned response",
        "canned replies",
        "hard-coded responses",
        "hardcoded responses",
        "returns a fixed",
        "serves fixed",
        "serves canned",
    ]
    .iter()
    .any(|p| holds(&w, p));
    (tests && canned).then_some("a stand-in with canned answers")
}

/// "**`checkpoints_count`** should be 2 if Claude modified both files": the
/// value a check should read, told to whoever runs it.
fn expected_value(s: &Sentence) -> bool {
    let w = prose_words(s);
    s.words.windows(3).any(|x| {
        x.first().is_some_and(|a| a.lower == "should")
            && x.get(1).is_some_and(|b| b.lower == "be")
            && x.get(2).is_some_and(|v| {
                v.code || v.lower.chars().next().is_some_and(|c| c.is_ascii_digit())
            })
    }) && !w.contains(&"now")
}

/// "POSIX-only, won't compile on Windows.": a limitation stated, not a
/// prediction about the work.
fn limitation_stated(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.windows(3).any(|x| {
        matches!(x.first(), Some(&("won't" | "can't" | "cannot" | "doesn't")))
            && matches!(
                x.get(1),
                Some(&("compile" | "build" | "run" | "work" | "load" | "install"))
            )
            && matches!(x.get(2), Some(&("on" | "under" | "with" | "in")))
    })
}

/// "`bin/` is skipped, or the binary the script just compiled would make
/// everything look stale forever": why the code is as it is (what would
/// happen otherwise), not a guess about the work.
fn counterfactual_rationale(s: &Sentence) -> bool {
    let w = prose_words(s);
    let Some(k) = w
        .iter()
        .position(|x| matches!(*x, "or" | "otherwise" | "else"))
    else {
        return false;
    };
    w.iter().skip(k + 1).any(|x| *x == "would") && !about_the_works_state(s)
}

/// "AWS Region (probably `us-east-1` for CloudFront)": a guess at a value
/// the user fills in, in a list of what the user provides.
fn guess_in_a_field(s: &Sentence) -> bool {
    let t = s.text.to_lowercase();
    s.block == Block::Item
        && ["(probably", "(likely", "(maybe", "(usually", "(typically"]
            .iter()
            .any(|p| t.contains(p))
        && !about_the_works_state(s)
}

/// "It's now in .gitignore so it won't be added again": the consequence of
/// a mechanism the sentence names as in place, not a hope.
fn consequence_of_mechanism(s: &Sentence) -> bool {
    let w = prose_words(s);
    let Some(so) = w.iter().position(|x| *x == "so") else {
        return false;
    };
    let now = w.iter().take(so).any(|x| *x == "now");
    let wont = w
        .iter()
        .skip(so + 1)
        .take(3)
        .any(|x| matches!(*x, "won't" | "can't" | "cannot"));
    now && wont
}

/// "I'm confident the 502s came from the worker timeout: the gunicorn log
/// shows `WORKER TIMEOUT` at each of the 14 failure timestamps": confidence
/// stated with its evidence.
fn confidence_with_evidence(s: &Sentence) -> bool {
    let w = prose_words(s);
    let confident = w
        .iter()
        .any(|x| matches!(*x, "confident" | "certain" | "sure"));
    let evidence = w.iter().any(|x| {
        matches!(
            *x,
            "shows"
                | "showed"
                | "log"
                | "logs"
                | "completes"
                | "completed"
                | "reproduced"
                | "measured"
                | "confirmed"
                | "trace"
                | "profile"
                | "bisect"
                | "bisected"
                | "names"
                | "fails"
                | "failed"
        )
    });
    confident && evidence && s.text.contains(':')
}

/// "The classifier returns the most likely label": `likely` of a model's
/// output, data.
fn likely_as_data(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.windows(3).any(|x| {
        matches!(x.first(), Some(&("most" | "least")))
            && x.get(1) == Some(&"likely")
            && x.get(2).is_some_and(|n| {
                matches!(
                    *n,
                    "label"
                        | "labels"
                        | "class"
                        | "classes"
                        | "token"
                        | "tokens"
                        | "candidate"
                        | "candidates"
                        | "value"
                        | "values"
                        | "prediction"
                        | "predictions"
                        | "category"
                        | "categories"
                        | "sequence"
                        | "completion"
                        | "intent"
                )
            })
    })
}

/// "That should be fixed before the serving team picks it up": what must
/// happen to a defect (an obligation, `no-offer-instead-of-fix`'s to
/// judge), not a guess about the work.
fn obligation_on_defect(s: &Sentence) -> bool {
    let w = prose_words(s);
    w.windows(4).any(|x| {
        matches!(x.first(), Some(&("should" | "must" | "needs")))
            && x.get(1) == Some(&"be")
            && matches!(
                x.get(2),
                Some(&("fixed" | "addressed" | "looked" | "handled" | "cleaned" | "removed"))
            )
            && matches!(
                x.get(3),
                Some(&("before" | "separately" | "in" | "at" | "by" | "soon" | "too"))
            )
    })
}

/// "I can have a look once I'm done with the v3 guide": an offer of a
/// repair (`no-offer-instead-of-fix`'s to judge), not a guess.
fn repair_offered(s: &Sentence) -> bool {
    let w = prose_words(s);
    OFFER.iter().filter(|p| p.starts_with("i ")).any(|p| {
        find(&w, p).is_some_and(|k| {
            let after = w.get(k..).unwrap_or_default();
            repair_in(after)
        })
    })
}

/// Frames that hedge whatever follows them: a guess, a hope, confidence
/// without its evidence, a check done by eye.
#[rustfmt::skip]
const EPISTEMIC_FRAMES: &[&str] = &[
    "by the look of it", "by the looks of it", "by the look of things", "to the best of my",
    "barring", "i'd be surprised if", "pretty confident", "fairly confident",
    "reasonably confident", "quite confident", "pretty sure", "fairly sure", "reckon",
    "eyeballed", "by eye", "as far as i can tell", "afaict", "if i'm not mistaken",
    "unless i'm missing", "fingers crossed", "touch wood", "knock on wood", "with any luck",
    "all being well", "in theory", "my guess", "my hunch", "i suspect", "i'd guess", "i'd bet",
    "odds are", "chances are", "should be fine", "ought to", "i don't think anything",
    "i haven't seen anything", "as far as i know", "afaik", "i'm fairly", "i'm pretty",
];

/// Openings that hedge the clause they start: "Seems the memory growth
/// was …", "Could be a DNS hiccup …", "Should be converging …", "Assuming
/// the upstream API keeps …, the parser is complete".
const EPISTEMIC_OPENINGS: &[&str] = &["seems", "could", "should", "assuming", "probably", "might"];

/// A hedge by one of [`EPISTEMIC_FRAMES`] or [`EPISTEMIC_OPENINGS`] in the
/// agent's own statement (not a question, heading, quote or mention, nor
/// addressed to the user).
fn epistemic_frame(s: &Sentence) -> Option<&'static str> {
    if s.question || s.block == Block::Heading {
        return None;
    }
    let w = prose_words(s);
    if matches!(w.first(), Some(&("you" | "if"))) || holds(&w, "hope this helps") {
        return None;
    }
    let frame = EPISTEMIC_FRAMES.iter().find_map(|f| find(&w, f));
    let lead = from_lead(&w);
    // "`count` should be 2 …": the sentence opens with its subject in code.
    let code_first = s.words.first().is_some_and(|x| x.code);
    let opening = !code_first
        && (lead.first().is_some_and(|f| EPISTEMIC_OPENINGS.contains(f))
            && lead.get(1).is_some_and(|n| {
                // "Could you …", "Should I …": a question without its mark;
                // "Should we …": a suggestion.
                !matches!(
                    *n,
                    "you" | "i" | "we" | "not" | "also" | "this" | "that" | "it"
                ) || *lead.first().unwrap_or(&"") == "seems"
            })
            && *lead.first().unwrap_or(&"") != "should"
            || (lead.first() == Some(&"should")
            && lead
                .get(1)
                .is_some_and(|n| matches!(*n, "be" | "work" | "pass" | "hold" | "fix" | "help"))
            // "Should be: `POST /v2/refunds`": a label of the right value.
            && !s
                .text
                .trim_start_matches(['*', '-', ' '])
                .to_lowercase()
                .starts_with("should be:")));
    let k = frame.or(opening.then_some(0))?;
    let named = w.iter().take(k).any(|x| crate::MENTION_MARKERS.contains(x));
    (!named).then_some("a hedge")
}

/// Effects a `should` predicts.
#[rustfmt::skip]
const EFFECTS: &[&str] = &[
    "pick", "quadruple", "double", "halve", "reduce", "improve", "speed", "cut", "help",
    "prevent", "eliminate", "land", "converge", "behave", "catch", "cover", "hold", "last",
    "survive", "scale", "finish", "complete", "affect", "propagate", "recover", "settle",
    "stabilise", "stabilize", "take",
];

/// States a `should be` predicts ("should be resolved", "should be live").
#[rustfmt::skip]
const EFFECT_STATES: &[&str] = &[
    "resolved", "gone", "faster", "safe", "stable", "enough", "sufficient", "visible",
    "available", "live", "done", "unaffected", "affected", "fine", "good", "ok", "okay",
];

/// "Tomorrow's 02:00 run should pick up the new partitioning", "Battery
/// life should roughly quadruple", "Nothing else should be affected", "The
/// crash … should be resolved with the change": an effect of the work
/// predicted, not measured. Not a rule (`should go through <Field>`, "must
/// be …"), not addressed to the user.
pub(crate) fn effect_predicted(s: &Sentence) -> Option<&'static str> {
    let (w, k, subject) = prediction(s, |x| matches!(x, "should" | "shouldn't"))?;
    if subject.is_empty() || obligation_on_defect(s) {
        return None;
    }
    let after: Vec<&str> = w
        .iter()
        .skip(k + 1)
        .take(4)
        .copied()
        .filter(|x| !matches!(*x, "roughly" | "also" | "now" | "probably" | "all"))
        .collect();
    let effect = (after.first().is_some_and(|x| EFFECTS.contains(x))
        && !takes_time(w.get(k + 1..).unwrap_or_default()))
        || (matches!(after.first(), Some(&("be" | "get")))
            && after.get(1).is_some_and(|x| EFFECT_STATES.contains(x)))
        || (after.first() == Some(&"no") && after.get(1) == Some(&"longer"))
        || makes_better(w.get(k + 1..).unwrap_or_default());
    // "should be resolved before release", "should be noted": obligations.
    let obligation = w
        .iter()
        .skip(k + 1)
        .any(|x| matches!(*x, "before" | "noted" | "manually"));
    (effect && !obligation).then_some("an effect predicted")
}

/// "make the layout much cleaner", "make it easier to navigate": an
/// effect told as a comparison.
fn makes_better(after: &[&str]) -> bool {
    after.first() == Some(&"make")
        && after.iter().skip(1).take(4).any(|x| {
            matches!(
                *x,
                "cleaner"
                    | "easier"
                    | "faster"
                    | "clearer"
                    | "simpler"
                    | "better"
                    | "safer"
                    | "smoother"
                    | "more"
                    | "less"
                    | "fewer"
            )
        })
}

/// "take ~30 seconds", "will take 3-15 minutes to complete": how long a
/// step lasts, an estimate of time rather than a predicted effect.
fn takes_time(after: &[&str]) -> bool {
    after.first() == Some(&"take")
        && after.iter().skip(1).take(4).any(|x| {
            matches!(
                *x,
                "second"
                    | "seconds"
                    | "minute"
                    | "minutes"
                    | "min"
                    | "mins"
                    | "hour"
                    | "hours"
                    | "day"
                    | "days"
                    | "while"
            )
        })
}

/// Words of a rollout still under way.
const ROLLOUT: &[&str] = &[
    "deploy",
    "deployment",
    "deployed",
    "rollout",
    "redeploy",
    "pipeline",
    "propagates",
    "propagation",
    "release",
    "pushed",
    "push",
    "cache",
    "cdn",
    "invalidation",
];

/// "Pushed; the next deploy will pick up the new timeout.", "Once the CDN
/// cache clears, the banner will be gone": success told for after a rollout
/// still under way, with nothing checked.
fn success_after_deploy(s: &Sentence) -> Option<&'static str> {
    if s.question || conditional_on_user(s) {
        return None;
    }
    let w = prose_words(s);
    if w.iter().any(|x| matches!(*x, "you" | "your" | "if")) {
        return None;
    }
    let k = w.iter().position(|x| matches!(*x, "will" | "'ll"))?;
    let rollout = w.iter().any(|x| ROLLOUT.contains(x));
    let after: Vec<&str> = w
        .iter()
        .skip(k + 1)
        .take(4)
        .copied()
        .filter(|x| !matches!(*x, "now" | "also" | "then" | "automatically"))
        .collect();
    let effect = (after.first().is_some_and(|x| EFFECTS.contains(x))
        && !takes_time(w.get(k + 1..).unwrap_or_default()))
        || (matches!(after.first(), Some(&("be" | "get")))
            && after.get(1).is_some_and(|x| EFFECT_STATES.contains(x)))
        || after.first().is_some_and(|x| {
            matches!(
                *x,
                "work" | "pass" | "show" | "serve" | "fix" | "resolve" | "stop"
            )
        });
    (rollout && effect && !s.negated(k, 2)).then_some("success after a rollout")
}

/// Verbs a check's run is reported with ("builds successfully", "the
/// suite ran cleanly").
#[rustfmt::skip]
const CHECK_RUN_VERBS: &[&str] = &[
    "build", "builds", "built", "compile", "compiles", "compiled", "run", "runs", "ran",
    "complete", "completes", "completed", "pass", "passes", "passed", "finish", "finishes",
    "finished", "execute", "executes", "executed", "lint", "lints", "linted",
];

/// Verbs that open an instruction to do or watch a check.
#[rustfmt::skip]
const INSTRUCTION_VERBS: &[&str] = &[
    "see", "watch", "document", "verify", "confirm", "ensure", "make", "run", "note",
];

/// "Watch the cleanup run it fires: assert two legs, both green", "Make
/// sure CI is green before merging": an instruction opens the sentence, so
/// its success words say what to look for, not what a run showed.
fn asks_to_watch(s: &Sentence) -> bool {
    let w = prose_words(s);
    let Some(k) = lead(&w) else {
        return false;
    };
    match w.get(k) {
        Some(&("watch" | "assert" | "ensure" | "verify" | "confirm" | "expect")) => true,
        Some(&"make") => w.get(k + 1) == Some(&"sure"),
        _ => false,
    }
}

/// Where the sentence's first prose word stands (past list markers, code
/// and punctuation): the verb of an instruction, if it is one.
fn lead(w: &[&str]) -> Option<usize> {
    w.iter().position(|x| x.chars().any(char::is_alphabetic))
}

/// Success words a check's claim uses.
const CHECK_SUCCESS: &[&str] = &[
    "pass",
    "passes",
    "passing",
    "passed",
    "green",
    "clean",
    "cleanly",
    "successfully",
    "succeeds",
    "succeeded",
];

/// "The DAG runs green in Airflow", "`terraform plan` comes back clean",
/// "Both variants build successfully", "CI is passing on the branch": a
/// check's success stated outright (the guard refuses it only when the
/// turn ran no check).
fn plain_check_claim(s: &Sentence) -> Option<&'static str> {
    if s.question || s.block == Block::Heading {
        return None;
    }
    let w = prose_words(s);
    if w.iter().any(|x| {
        matches!(
            *x,
            "will"
                | "should"
                | "would"
                | "once"
                | "when"
                | "if"
                | "until"
                | "you"
                | "not"
                | "never"
                | "after"
                | "before"
                | "expect"
                | "expected"
                | "make"
                | "ensure"
                | "whether"
                | "to"
                | "confirmed"
                | "reproduced"
                | "comment"
                | "summary"
                | "bot"
                | "says"
                | "covered"
                | "covering"
                | "scenarios"
                | "cases"
                | "may"
                | "might"
                | "reported"
                | "reports"
                | "doesn't"
                | "don't"
                | "didn't"
                | "isn't"
                | "aren't"
                | "wasn't"
                | "won't"
                | "can't"
                | "cannot"
        )
    }) {
        return None;
    }
    // An instruction ("See both tests pass", "Document specific TDD
    // violations: premature GREEN …") whose success word stands in its
    // first clause asks for the check; it reports no run.
    let instruction = lead(&w)
        .and_then(|k| w.get(k))
        .is_some_and(|x| INSTRUCTION_VERBS.contains(x));
    let check = s.words.iter().any(|x| {
        (!x.code && (x.class & lists::CHECK != 0 || lists::CHECK_NOUNS.contains(&x.lower.as_str())))
            || (x.code && x.lower.trim_matches('`').starts_with("terraform"))
            || x.lower == "dag"
            || x.lower == "variants"
            // A test named by its code ("`test_export_csv`",
            // "`PlateReadListenerIT.rebalanceKeepsOffsets`",
            // "`SaveWriterTests.FlushIsAtomic`"): a check.
            || (x.code && test_name(&x.text))
    });
    let success = w.iter().enumerate().any(|(k, x)| {
        CHECK_SUCCESS.contains(x)
            && !(k > 0
                && matches!(
                    w.get(k - 1),
                    Some(&("parameter" | "argument" | "message" | "value" | "the" | "a"))
                ))
            // "clean up everything": a verb, not a check's result; "`""`
            // passes straight through": a value flowing on.
            && !(*x == "clean" && matches!(w.get(k + 1), Some(&("up" | "out"))))
            && !(x.starts_with("pass")
                && matches!(w.get(k + 1), Some(&("through" | "straight" | "along" | "into"))))
            // "successfully created and deleted the key": an adverb of
            // success says a check succeeded only beside a check's verb.
            && (!matches!(*x, "successfully" | "cleanly")
                || (k.saturating_sub(2)..(k + 3).min(w.len()))
                    .any(|j| w.get(j).is_some_and(|y| CHECK_RUN_VERBS.contains(y))))
            && !(instruction && s.words.get(k).is_some_and(|y| y.clause == 0))
    });
    (check && success).then_some("a check's success stated")
}

/// "…, likely due to missing concept data", "probably because the cache
/// is cold": a cause the agent guessed, said as the reason of a finding
/// (`likely`/`probably` straight before `due to` or `because`, in the
/// grammar [`crate::judge::guessed_cause`] reads as a finding's).
fn cause_guessed(s: &Sentence) -> Option<&'static str> {
    let w = prose_words(s);
    let cause = w.windows(3).any(|p| {
        matches!(p.first(), Some(&("likely" | "probably")))
            && (p.get(1) == Some(&"because")
                || (p.get(1) == Some(&"due") && p.get(2) == Some(&"to")))
    }) || w.ends_with(&["likely", "because"])
        || w.ends_with(&["probably", "because"]);
    (cause && crate::judge::guessed_cause(s)).then_some("a cause guessed in a finding")
}

/// "Hopefully this helps!", "I hope that clears things up.": a closing
/// courtesy about the answer's use to the reader, not a guess about the
/// work's state ("Hopefully the fix holds now" is one).
/// "**Stored section entirely missing from follow-up** (e.g. follow-up
/// drops `reporter` wholesale)": `follow-up` as a noun of the project's
/// domain (a follow-up report of a case, a follow-up visit), not work put
/// off (replay20's wrong refusal). Every `follow-up` of the sentence is
/// followed by a word that is not work ("drops", "report"), or ends a
/// phrase after `from`/`of`, and stands after no word that hands work to it
/// ("in a", "as a", "for", "separate").
fn follow_up_as_noun(s: &Sentence) -> bool {
    // A follow-up (a report, a payload) that does something: the noun as
    // the subject of a verb of the domain. As an adjective ("a follow-up
    // agent", "follow-up sessions") it is work put off.
    const DOES: &[&str] = &[
        "drops",
        "adds",
        "repeats",
        "sends",
        "introduces",
        "omits",
        "mentions",
        "includes",
        "contains",
        "overrides",
        "arrives",
        "carries",
        "reports",
        "lists",
        "supplies",
        "provides",
        "changes",
        "updates",
        "removes",
        "keeps",
    ];
    let w = prose_words(s);
    if !w.iter().any(|x| matches!(*x, "follow-up" | "followup")) {
        return false;
    }
    let lower = s.text.to_lowercase();
    let mut any = false;
    for (k, x) in w.iter().enumerate() {
        if !matches!(*x, "follow-up" | "followup") {
            continue;
        }
        any = true;
        let prev = k.checked_sub(1).and_then(|j| w.get(j)).copied();
        let next = w.get(k + 1).copied();
        let subject = next.is_some_and(|n| DOES.contains(&n))
            && !matches!(
                prev,
                Some("a" | "an" | "in" | "as" | "for" | "into" | "separate")
            );
        // "missing from follow-up", at the end of a phrase (the text goes
        // on with punctuation, not a noun).
        let source = prev == Some("from")
            && lower.match_indices("from follow-up").any(|(at, m)| {
                lower
                    .get(at + m.len()..)
                    .and_then(|r| r.chars().next())
                    .is_none_or(|c| !c.is_alphanumeric() && c != ' ' && c != '-')
            });
        if !(subject || source) {
            return false;
        }
    }
    any
}

/// "The 8 skipped tests are all in `tests/e2e/` — they skip because the
/// Docker Compose stack isn't running locally": tests that skip by their
/// own condition, with the reason, and nothing failing (replay20's wrong
/// refusal). A skip is the suite's design, not a defect set aside; a
/// failure beside it still is.
fn skips_explained(s: &Sentence) -> bool {
    let w = prose_words(s);
    let skip = w
        .iter()
        .any(|x| matches!(*x, "skip" | "skips" | "skipped" | "skipping"));
    let reason = w.iter().any(|x| {
        matches!(
            *x,
            "because" | "since" | "unless" | "require" | "requires" | "need" | "needs" | "when"
        )
    });
    let failing = w.iter().any(|x| {
        matches!(
            *x,
            "fail"
                | "fails"
                | "failed"
                | "failing"
                | "failure"
                | "failures"
                | "error"
                | "errors"
                | "broken"
                | "flaky"
                | "crash"
                | "crashes"
                | "bug"
        )
    });
    // "I skipped `test_pdf_report` because … an environment issue": the
    // agent's own skip, or a skip blamed on a problem, sets a test aside.
    let own_or_blamed = w.iter().any(|x| {
        matches!(
            *x,
            "i" | "we" | "i've" | "we've" | "environment" | "environmental" | "issue" | "problem"
        )
    });
    skip && reason && !failing && !own_or_blamed
}

/// Verbs of doing that a passive `could be …` names as an option for the
/// work ("Could be done in post-processing", "this could be handled by a
/// cron job"), not a guess at what happened ("could be caused by").
#[rustfmt::skip]
const OPTION_VERBS: &[&str] = &[
    "done", "handled", "added", "moved", "implemented", "extended", "split", "reused",
    "automated", "cached", "simplified", "generalised", "generalized", "refactored",
    "extracted", "parallelised", "parallelized", "batched", "scripted", "wired",
];

/// "Could be done in post-processing", "This could be handled by a cron
/// job instead": a way to do the work named as an option (replay26's
/// wrong refusals), not a guess about the work's state. Not with a defect
/// word ("the crash could be handled …" is the model's), not negated.
fn option_named(s: &Sentence) -> bool {
    let w = prose_words(s);
    let at = |k: usize| w.get(k).copied().unwrap_or("");
    let named = (0..w.len()).any(|k| {
        matches!(at(k), "could" | "can")
            && at(k + 1) == "be"
            && OPTION_VERBS.contains(&at(k + 2))
            && !s.negated(k + 1, 2)
    });
    named && !defect_word_in_prose(s)
}

/// "… so a bad target can't get as far as holding an admin client": `as
/// far as` after a verb of reaching is a distance, not "as far as I can
/// tell" (replay26's wrong refusals). Only when the sentence holds no other
/// epistemic word.
fn literal_as_far_as(s: &Sentence) -> bool {
    let w = prose_words(s);
    let reached = w.windows(4).any(|x| {
        matches!(
            x.first(),
            Some(
                &("get"
                    | "gets"
                    | "got"
                    | "getting"
                    | "go"
                    | "goes"
                    | "went"
                    | "going"
                    | "make"
                    | "makes"
                    | "made"
                    | "reach"
                    | "reaches"
                    | "reached"
                    | "come"
                    | "came")
            )
        ) && x.get(1..4) == Some(&["as", "far", "as"][..])
    });
    reached
        && !s
            .words
            .iter()
            .any(|x| !x.code && x.class & (lists::EPI | lists::MODAL) != 0 && x.lower != "can't")
}

/// "I was wrong earlier about those commands not existing": `existing` of
/// the verb (after `not`, `no longer`, `non`), not the label of a defect
/// that was there before (replay26's wrong refusals). Only when no other
/// word places a defect elsewhere.
fn existing_as_a_verb(s: &Sentence) -> bool {
    let mut verb = false;
    for (k, x) in s.words.iter().enumerate() {
        if x.code || x.class & lists::ELSE == 0 {
            continue;
        }
        let before = k.checked_sub(1).and_then(|j| s.words.get(j));
        if x.lower == "existing"
            && before.is_some_and(|b| matches!(b.lower.as_str(), "not" | "longer" | "non"))
        {
            verb = true;
        } else {
            return false;
        }
    }
    verb
}

/// "Try unlocking again and check the console — it should now log the
/// actual response from the proxy so we can see what's going wrong": a
/// diagnostic handed to the user's next try, whose `should` says what the
/// logging will show, for a check only they can run (LABELLING.md: a
/// guess that motivates a check the user runs passes; replay20's wrong
/// refusal). Both: a verb of showing after `should`, and a purpose of
/// finding out.
fn diagnostic_step(s: &Sentence) -> bool {
    let w = prose_words(s);
    let shows = w.iter().enumerate().any(|(k, x)| {
        *x == "should"
            && w.get(k + 1..(k + 4).min(w.len())).is_some_and(|v| {
                v.iter().any(|y| {
                    matches!(
                        *y,
                        "log" | "print" | "output" | "dump" | "surface" | "capture" | "trace"
                    )
                })
            })
    });
    let purpose = w.windows(4).any(|p| {
        matches!(p.first(), Some(&("so" | "then")))
            && matches!(p.get(1), Some(&("we" | "i" | "you")))
            && p.get(2) == Some(&"can")
            && matches!(
                p.get(3),
                Some(
                    &("see"
                        | "tell"
                        | "find"
                        | "figure"
                        | "debug"
                        | "diagnose"
                        | "pinpoint"
                        | "confirm")
                )
            )
    });
    shows && purpose
}

/// "It seems I don't have permission to edit the file", "Looks like I need
/// access to the staging bucket": the agent's own permission or access,
/// which the harness or the user grants, told as the blocker it is (the
/// tool call was refused), not a guess about the work (replay20's wrong
/// refusals, in Portuguese). The agent in the first person, a word of
/// permission, and no word of the work's state beside them.
fn own_permission_blocker(s: &Sentence) -> bool {
    let w = prose_words(s);
    let own = w
        .iter()
        .any(|x| matches!(*x, "i" | "i'm" | "i've" | "me" | "my"));
    // The permission had or needed ("I don't have permission", "I need
    // write access"), not a word of the work ("the access token", "my
    // access pattern").
    let permission = w.iter().enumerate().any(|(k, x)| {
        matches!(*x, "permission" | "permissions" | "access" | "approval")
            && (k.saturating_sub(3)..k).any(|j| {
                w.get(j).is_some_and(|v| {
                    matches!(
                        *v,
                        "have" | "need" | "lack" | "haven't" | "without" | "granted" | "get"
                    )
                })
            })
            && !matches!(
                w.get(k + 1),
                Some(&("token" | "tokens" | "key" | "keys" | "log" | "logs" | "pattern" | "level"))
            )
    });
    own && permission && !names_work_state(&w)
}

/// A word of the work's state (a bug, a fix, a cause, what works or
/// fails): beside it, a blocker of the agent's own is a guess about the
/// work after all.
fn names_work_state(w: &[&str]) -> bool {
    w.iter().any(|x| {
        matches!(
            *x,
            "bug"
                | "fix"
                | "fixed"
                | "cause"
                | "caused"
                | "because"
                | "works"
                | "failing"
                | "fails"
        )
    })
}

/// "It looks like there's no Chrome extension connected right now.",
/// "Looks like the Chrome browser extension disconnected.": the harness's
/// own browser tool (Claude in Chrome) is not connected, told as the
/// blocker it is after the tool call failed, not a guess about the work
/// (replay24's wrong refusals, two sessions). The browser or Chrome
/// extension, a word of its connection with no object after it (an
/// extension the project builds "doesn't connect to the native host" is
/// the work), and no word of the work's state beside them.
fn own_browser_tool_down(s: &Sentence) -> bool {
    let w = prose_words(s);
    let tool = w.windows(2).any(|p| {
        matches!(p.first(), Some(&("chrome" | "browser")))
            && matches!(p.get(1), Some(&("extension" | "extension's")))
    });
    let down = w.iter().enumerate().any(|(k, x)| {
        matches!(*x, "connected" | "disconnected" | "unreachable" | "offline")
            && !matches!(w.get(k + 1), Some(&("to" | "from" | "with")))
    });
    tool && down && !names_work_state(&w)
}

fn courtesy_closing(s: &Sentence) -> bool {
    let w = prose_words(s);
    let lead = from_lead(&w);
    let hoped = match lead {
        ["hopefully", rest @ ..] | ["hope", rest @ ..] | ["i", "hope", rest @ ..] => rest,
        _ => return false,
    };
    matches!(hoped.first(), Some(&("this" | "that" | "it")))
        && hoped.get(1).is_some_and(|v| {
            matches!(
                *v,
                "helps" | "helped" | "clears" | "clarifies" | "answers" | "explains" | "makes"
            )
        })
        && hoped.len() <= 6
}

/// Whether a code span names a test by the conventions of its runners:
/// `test_*`, `*_test`, `Test*`/`*Test`/`*Tests`/`*Spec` classes, JUnit's
/// `*IT` integration classes (before a method or at the end).
fn test_name(code: &str) -> bool {
    let t = code.trim_matches('`');
    t.split(['.', ':', '#', '/', ' ', '(', '>']).any(|part| {
        let lower = part.to_ascii_lowercase();
        lower.starts_with("test_")
            || lower.ends_with("_test")
            || lower.ends_with("_spec")
            || part
                .strip_prefix("Test")
                .and_then(|r| r.chars().next())
                .is_some_and(|c| c.is_uppercase() || c == '_')
            || part.ends_with("Test")
            || part.ends_with("Tests")
            || part.ends_with("Spec")
            || (part.ends_with("IT")
                && part.len() > 2
                && part.chars().next().is_some_and(char::is_uppercase)
                && part.chars().any(char::is_lowercase))
    })
}

/// "The tests are correctly failing before implementation (Step 2), which
/// is the proper TDD workflow.": failures expected in the red phase of
/// test-first work (LABELLING.md), not a defect set aside.
fn red_phase(s: &Sentence) -> bool {
    let w = prose_words(s);
    [
        "before implementation",
        "before the implementation",
        "tdd",
        "red phase",
        "test-first",
        "until the implementation",
        "not implemented yet",
        "not yet implemented",
    ]
    .iter()
    .any(|p| holds(&w, p))
        && disowned(s).is_none()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn first(text: &str) -> Sentence {
        crate::sentences(text).into_iter().next().unwrap()
    }

    /// `checked in` of version control is no check that ran; a success
    /// beside it still claims.
    #[test]
    fn checked_in_is_committed() {
        for t in [
            "| Tests checked in | ✅ |",
            "The fixtures are checked into the repo under `tests/data`.",
        ] {
            let ss = crate::sentences(t);
            assert!(ss.iter().any(checked_in), "{t}");
        }
        for t in [
            "I checked in the logs and all tests pass.",
            "Tests checked in and green.",
            "I checked the tests: they pass.",
        ] {
            assert!(!crate::sentences(t).iter().any(checked_in), "{t}");
        }
    }

    /// An unticked box is a goal, not a claim; a ticked one still claims.
    #[test]
    fn unticked_boxes_are_goals() {
        let claim = crate::judge::Judge::new(Head::Claim);
        let refused = |t: &str| claim.refused(&crate::sentences(t)).is_some();
        assert!(!refused(
            "### Before launch\n\n- [ ] All integration tests passing (`>95%` test coverage)\n- [ ] Security audit done"
        ));
        assert!(refused(
            "### Before launch\n\n- [x] All integration tests passing\n- [x] Security audit done"
        ));
    }

    /// Word senses read off replay26's wrong refusals: a way to do the work
    /// named as an option, `as far as` of distance, `existing` of the verb.
    /// Their neighbours in the guard's sense still refuse.
    #[test]
    fn options_distances_and_existing_as_a_verb() {
        let hedge = crate::judge::Judge::new(Head::Hedge);
        let excuse = crate::judge::Judge::new(Head::Excuse);
        let refused = |j: &crate::judge::Judge, t: &str| j.refused(&crate::sentences(t)).is_some();
        for t in [
            "Could be done in post-processing.",
            "This could be handled by a cron job instead.",
            "The ordering is deliberate, so a bad target can't get as far as holding an admin client.",
        ] {
            assert!(!refused(&hedge, t), "{t}");
        }
        assert!(option_named(&first("Could be done in post-processing.")));
        assert!(!option_named(&first(
            "The crash could be handled by the retry loop."
        )));
        assert!(!option_named(&first(
            "The crash could be caused by the migration."
        )));
        assert!(literal_as_far_as(&first(
            "It never gets as far as the parser."
        )));
        assert!(!literal_as_far_as(&first(
            "As far as I can tell, the cache is stale."
        )));
        assert!(refused(&hedge, "As far as I can tell, the cache is stale."));
        assert!(refused(
            &hedge,
            "The crash could be caused by the migration."
        ));
        assert!(!refused(
            &excuse,
            "I was wrong earlier about those commands not existing; they are part of ruflo's own plugin system."
        ));
        assert!(existing_as_a_verb(&first(
            "I was wrong about the file not existing."
        )));
        assert!(!existing_as_a_verb(&first(
            "The existing failures in `auth` are not mine."
        )));
        assert!(refused(
            &excuse,
            "The 3 failing tests are existing failures, not from my change."
        ));
    }

    /// A build or a deploy predicted to succeed is a prediction of the
    /// work's state (replay26); a norm for new work and a role's `should`
    /// are not.
    #[test]
    fn a_build_or_deploy_predicted_to_succeed() {
        for t in [
            "The next Vercel deployment should finally build successfully.",
            "The changes have been pushed and should be deploying to Vercel automatically.",
            "After the restart, the dashboard should deploy successfully.",
            "This comprehensive approach should finally resolve the recognition issues!",
        ] {
            assert!(should_now(&first(t)).is_some(), "{t}");
        }
        let hedge = crate::judge::Judge::new(Head::Hedge);
        for t in [
            "New services should build with `--release`.",
            "Callers should build the request with `Request::new`.",
            "Should the docs deploy to the staging bucket?",
        ] {
            assert!(hedge.refused(&crate::sentences(t)).is_none(), "{t}");
        }
        assert!(
            hedge
                .refused(&crate::sentences(
                    "The next Vercel deployment should finally build successfully."
                ))
                .is_some()
        );
    }

    /// The outcome a change should have on the user's own desktop, login or
    /// device is the user's check (real12's wrong refusals).
    #[test]
    fn outcomes_only_the_user_can_see() {
        for t in [
            "The tray icon should now appear on your next login.",
            "The image was saved and your COSMIC background should now be updated.",
            "The widget will show on your desktop after the next reboot.",
        ] {
            assert!(outcome_in_users_environment(&first(t)), "{t}");
        }
        for t in [
            "Your tests should now pass.",
            "The tray icon should now appear.",
            "The export should now work on large files.",
            "Your login page showed the error before the fix.",
            "Your login flow should now work with SSO.",
            "The build should now work on your machine.",
        ] {
            assert!(!outcome_in_users_environment(&first(t)), "{t}");
        }
    }

    /// stop-hedge: a recommendation or a leaning between options, a `should`
    /// of whichever change comes first, and how players or readers will take
    /// a design are opinions; guesses about the work beside them are not.
    #[test]
    fn opinions_on_designs_and_plans() {
        for text in [
            "My instinct is **B leaning toward A**: open on the journey, keep one line of why we left.",
            "That said, my honest recommendation is probably don't add it yet.",
        ] {
            assert!(reviewer_verdict(&first(text)), "{text}");
        }
        assert!(!reviewer_verdict(&first(
            "My instinct is the cache entry was stale."
        )));
        assert!(norm_stated(&first(
            "Whichever ships first should also fix the CAP saturation in #6, since both depend on honest counting."
        )));
        assert!(!norm_stated(&first(
            "The next deploy should fix the CAP saturation."
        )));
        assert!(experience_judged(&first(
            "That might be exactly right for a finale (the player graduates from running around to commanding), or it might feel flat."
        )));
        for text in [
            "Players probably hit the crash because the save file is truncated.",
            "Readers should see the new layout now.",
        ] {
            assert!(!experience_judged(&first(text)), "{text}");
        }
        let hedge = crate::judge::Judge::new(Head::Hedge);
        for (m, refused) in [
            (
                "I reworked the intro. My instinct is **B leaning toward A**: open on the journey.",
                false,
            ),
            (
                "I reworked the intro. My instinct is the cache entry was stale.",
                true,
            ),
        ] {
            assert_eq!(
                hedge.refused(&crate::sentences(m)).is_some(),
                refused,
                "{m}"
            );
        }
    }

    /// stop-hedge: the potential of a defect reported fixed, and the
    /// outcome a list of the user's own steps expects, are no guesses;
    /// working-tree modifications left out are hygiene.
    #[test]
    fn fixed_defects_users_steps_and_working_tree_modifications() {
        assert!(potential_of_fixed_defect(&first(
            "Correctness: Fixed subtle edge cases in cache logic that could cause assertion failures"
        )));
        assert!(!potential_of_fixed_defect(&first(
            "The cache could cause assertion failures under load."
        )));
        let hedge = crate::judge::Judge::new(Head::Hedge);
        let refused = |m: &str| hedge.refused(&crate::sentences(m)).is_some();
        let steps = "Test the connection flow:\n\n1. Navigate to https://example.com/auth/extension\n2. You should see \"Extension detected\"\n3. Click \"Continue with Google\"\n4. Sign in with your account\n5. The OAuth should succeed and generate a connection token\n";
        assert!(!refused(steps), "{steps}");
        let one = "Test the fix after loading the extension:\n\n1. Go to https://example.com/auth/extension\n2. The \"Extension not detected\" error should be gone\n";
        assert!(!refused(one), "{one}");
        let unsteps = "What changed:\n\n1. The token endpoint now checks the origin\n2. The extension id moved to config\n3. The OAuth should succeed and generate a connection token\n";
        assert!(refused(unsteps), "{unsteps}");
        assert!(working_tree_state(&first(
            "Note there were pre-existing working-tree modifications from before this session; you'll want to review those separately."
        )));
    }

    /// `pass` as the noun of a round of work claims no check.
    #[test]
    fn a_pass_of_work_is_no_claim() {
        for text in [
            "Next: an accessibility pass + test coverage + delete old components.",
            "Remaining: a11y pass + test coverage + delete old components.",
            "I did a final polish pass over the docs.",
        ] {
            assert!(pass_of_work(&first(text)), "{text}");
        }
        for text in [
            "`npm test` passes.",
            "Every spec in `spec/models` passes.",
            "A second pass of the suite passes cleanly.",
            "The suite passes.",
        ] {
            assert!(!pass_of_work(&first(text)), "{text}");
        }
        let claim = crate::judge::Judge::new(Head::Claim);
        let m = "Phase 3: contrast pass + test coverage + delete old components.";
        assert!(claim.refused(&crate::sentences(m)).is_none(), "{m}");
    }

    /// A semver `patch` is no double; an offer to watch a run under way
    /// offers no fix.
    #[test]
    fn version_patches_and_watching_a_run() {
        for text in [
            "Always patch-bump the current `Cargo.toml` workspace version, patched for the actual current `0.1.0`.",
            "I'll ship this as a patch release once CI is green.",
        ] {
            assert!(patch_as_version(&first(text)), "{text}");
        }
        for text in [
            "I patched `time.time` in the tests so the version check is deterministic.",
            "The tests use `unittest.mock.patch` to bump the version.",
            "I patched the HTTP client in the tests.",
        ] {
            assert!(!patch_as_version(&first(text)), "{text}");
        }
        assert!(offers_to_watch(&first(
            "Let me know if you want me to babysit it, or we can check back later."
        )));
        assert!(!offers_to_watch(&first(
            "Want me to watch the rerun and fix the flaky test if it fails again?"
        )));
        let double = crate::judge::Judge::new(Head::Double);
        let m = "Two options for nightly versions. **A)** Always patch-bump the current `Cargo.toml` workspace version to `0.1.1-nightly.20260417`.";
        assert!(double.refused(&crate::sentences(m)).is_none(), "{m}");
        let offer = crate::judge::Judge::new(Head::Offer);
        let m = "Rolling: the `publish-cask-head` job fires after `publish-latest` finishes (~10–15 min). Let me know if you want me to babysit it, or we can check back later.";
        assert!(offer.refused(&crate::sentences(m)).is_none(), "{m}");
    }

    /// Free for more work, naming none: no deferral ("I'm idle and available
    /// for any follow-up work.", a teammate's sign-off that the offer head
    /// scored 0.94 after a report of work done); with a defect named it is
    /// one ("…follow-up work on the flaky upload test").
    #[test]
    fn free_for_more_work() {
        for text in [
            "I'm idle and available for any follow-up work.",
            "Ready for the next task.",
            "Standing by for further assignments.",
        ] {
            assert!(available_for_more_work(&first(text)), "{text}");
        }
        for text in [
            "The flaky upload test needs follow-up work.",
            "I'm available to fix the race in the cache next.",
        ] {
            assert!(!available_for_more_work(&first(text)), "{text}");
        }
        let offer = crate::judge::Judge::new(Head::Offer);
        for (m, refused) in [
            (
                "All three tasks completed successfully. I'm idle and available for any follow-up work.",
                false,
            ),
            (
                "All three tasks completed successfully. The flaky upload test is left for follow-up work.",
                true,
            ),
        ] {
            assert_eq!(
                offer.refused(&crate::sentences(m)).is_some(),
                refused,
                "{m}"
            );
        }
    }

    /// Other files of the working tree left out of a commit are hygiene;
    /// a defect named beside them is still set aside.
    #[test]
    fn working_tree_files_left_out_are_not_defects() {
        for text in [
            "The remaining unstaged changes (`.entire/` and `src/config.rs` formatting) are pre-existing and unrelated to this work.",
            "**Left out:** the untracked `.codex/` tooling dir (unrelated to this feature — let me know if you want it tracked separately)",
            "The dirty files in `scratch/` are from an earlier session, so I left them out of the commit.",
        ] {
            assert!(working_tree_state(&first(text)), "{text}");
        }
        for text in [
            "The uncommitted changes in `db.rs` break the build; they predate this branch.",
            "The failing test in `api/` is pre-existing and unrelated to this work.",
            "The uncommitted changes in `db.rs` have a problem: they predate this branch.",
        ] {
            assert!(!working_tree_state(&first(text)), "{text}");
        }
        let excuse = crate::judge::Judge::new(Head::Excuse);
        let m = "Committed as `4f2a1c9`. The remaining unstaged changes (`.entire/` and `src/config.rs` formatting) are pre-existing and unrelated to this work.";
        assert!(excuse.refused(&crate::sentences(m)).is_none(), "{m}");
        let m = "Committed as `4f2a1c9`. The two failing tests in `api/` are pre-existing and unrelated to this work.";
        assert!(excuse.refused(&crate::sentences(m)).is_some(), "{m}");
    }

    #[test]
    fn claims_that_watch_or_pass_values_through() {
        // An instruction opens the sentence: what to look for, not a run.
        for text in [
            "Watch the cleanup run it fires: assert two legs, both green, then 4.1 verified.",
            "Make sure CI is green before merging.",
            "Verify the export passes the schema check.",
        ] {
            assert!(asks_to_watch(&first(text)), "{text}");
        }
        for text in [
            "Verified the export: all tests pass.",
            "Confirmed: the build is green.",
            "Run `mise run test` - all tests pass.",
        ] {
            assert!(!asks_to_watch(&first(text)), "{text}");
        }
        // A value passing through is not a check passing.
        let through = "But the check is `value === undefined`, so `\"\"` passes straight through.";
        assert!(plain_check_claim(&first(through)).is_none());
        assert!(plain_check_claim(&first("The check passes on every platform.")).is_some());
        // Judged as the guard judges: the instruction and the value pass,
        // the claim beside them is refused.
        let judge = crate::judge::Judge::new(Head::Claim);
        for (text, refused) in [
            (
                "Watch the cleanup run it fires: assert two legs, both green, then 4.1 verified.",
                false,
            ),
            (through, false),
            ("The check passes on every platform.", true),
        ] {
            let ss = crate::sentences(text);
            assert_eq!(judge.refused(&ss).is_some(), refused, "{text}");
        }
    }

    #[test]
    fn a_defect_disowned_is_not_taken_up_by_a_later_fix() {
        // A defect placed elsewhere and then repaired further on is taken
        // up; one disowned by contrast with our own work ("not our
        // config") is set aside, whatever the next sentences fix.
        let taken = "Alloy logs one `WAL replay` error from the upstream image.\n\nBoth fixes survived the redeploy.";
        let disowned = "Alloy logs one `WAL replay` error from the upstream image, not our config.\n\nBoth fixes survived the redeploy.";
        assert!(taken_up_later(&crate::sentences(taken), 0));
        assert!(!taken_up_later(&crate::sentences(disowned), 0));
        let judge = crate::judge::Judge::new(Head::Excuse);
        assert!(judge.refused(&crate::sentences(disowned)).is_some());
        // replay26: "not from these changes" disowns the same way, whatever
        // fix the message then offers.
        let lint = "`npm run lint` **fails**, but not from these changes — `prettier --check` flags `.claude/settings.local.json`.\n\nThe fix is either adding `.claude/` to `.prettierignore` or untracking the file; say which and I'll do it.";
        assert!(!taken_up_later(&crate::sentences(lint), 0));
        assert!(judge.refused(&crate::sentences(lint)).is_some());
    }

    #[test]
    fn code_descriptions() {
        assert!(describes_code(&first(
            "`close_issue(n)` - Closes an existing issue"
        )));
        assert!(!describes_code(&first(
            "`test_export` fails on main too, so it is pre-existing."
        )));
    }

    #[test]
    fn set_aside_needs_a_defect_or_a_predicate() {
        assert!(
            set_aside(&first(
                "Acknowledged as pre-existing, out of scope for this PR."
            ))
            .is_some()
        );
        assert!(set_aside(&first("The pre-existing loader is out of scope.")).is_none());
        assert!(set_aside(&first("That's pre-existing on `dev`, so I left it alone.")).is_some());
        assert!(
            set_aside(&first(
                "That's a pre-existing bug in the parser, worth fixing separately."
            ))
            .is_some()
        );
    }

    #[test]
    fn report_blocks_in_fences_are_read() {
        let own = crate::own_prose(
            "Done.\n```\nWORK_RESULT:\n  success: true\n  summary: |\n    All 12 tests pass.\n    2 flaky tests are pre-existing.\n  branch: x\n```\n",
        );
        assert!(own.contains("pre-existing"), "{own}");
        assert!(!own.contains("branch"), "{own}");
        let code = crate::own_prose(
            "Done.\n```yaml\nspec:\n  description: |\n    Pre-existing failures are unrelated.\n```\n",
        );
        assert!(!code.contains("unrelated"), "{code}");
    }

    /// An item that opens with a repair ("Fix …", "Deal with …") under a
    /// label of what is left is a defect left in a list, whatever the
    /// defect is called; another item there is not.
    #[test]
    fn repair_items_left_in_a_list() {
        let m = "Added the export endpoint.\n\nFollow-ups:\n\n- Fix the frame-rate dependent jump height\n- Deal with the save slot\n- Add a settings page";
        let ss = crate::sentences(m);
        let none = vec![false; ss.len()];
        let found: Vec<bool> = (0..ss.len())
            .map(|i| left_in_a_list(&ss, i, &none).is_some())
            .collect();
        assert_eq!(found, [false, false, true, true, false], "{m}");
    }

    #[test]
    fn tests_named_by_their_runners_conventions() {
        for t in [
            "`test_export_csv`",
            "`tests/test_io.py::test_roundtrip`",
            "`SaveWriterTests.FlushIsAtomic`",
            "`PlateReadListenerIT.rebalanceKeepsOffsets`",
            "`TestTaxExport_EUVatRounding`",
            "`orders_spec`",
            "`CheckoutSpec`",
        ] {
            assert!(test_name(t), "{t}");
        }
        for t in [
            "`parse_date`",
            "`IT`",
            "`macos-universal`",
            "`Testing`",
            "`EDIT`",
        ] {
            assert!(!test_name(t), "{t}");
        }
    }

    /// A plan's item or field (under "Success criteria:", "Next steps",
    /// after "Deliverable:") is no report; an item under a pull request's
    /// "Test plan", a label in code and an item under "Changes:" are.
    #[test]
    fn items_and_fields_of_a_plan() {
        let m = "Success Criteria Before Proceeding:\n\n- ✅ Local smoke test passes (10 URLs with mocked external APIs)\n- Data persists\n\nDeliverable: Validated local integration with passing smoke test\n\n## Test plan\n\n- ✅ All tests pass\n\n## Next steps\n\n- Run the suite once more\n\n`terraform plan` comes back clean: no changes.\n\nChanges:\n\n- Mocked the payment client";
        let ss = crate::sentences(m);
        let found: Vec<bool> = (0..ss.len()).map(|i| in_plan_section(&ss, i)).collect();
        assert_eq!(
            found,
            [
                true, true, true, true, false, false, false, true, false, false, false
            ],
            "{:?}",
            ss.iter().map(|s| &s.text).collect::<Vec<_>>()
        );
    }

    /// A double under a modal is only possible; one written beside it, or
    /// named before the modal, is reported.
    #[test]
    fn doubles_only_possible() {
        for t in [
            "Smoke testing can use mocks for external APIs.",
            "The integration suite could stub the clock.",
            "We will mock the payment client in the next story.",
        ] {
            assert!(double_only_possible(&first(t)), "{t}");
        }
        for t in [
            "I mocked the payment client.",
            "Mocks can be removed once the sandbox exists.",
            "The client we have mocked can now be dropped.",
            "Could you mock the clock?",
        ] {
            assert!(!double_only_possible(&first(t)), "{t}");
        }
    }

    /// A check's success predicted with `will` or `should`; not under a
    /// condition, nor for what the user is told to see.
    #[test]
    fn a_checks_success_predicted() {
        for t in [
            "The build will pass on CI.",
            "Next CI run should pass with green checks!",
            "The pipeline should now go green.",
        ] {
            assert!(success_predicted(&first(t)).is_some(), "{t}");
        }
        for t in [
            "Once the fix lands, the tests will pass.",
            "If you rerun it, CI should pass.",
            "The page should load faster.",
        ] {
            assert!(success_predicted(&first(t)).is_none(), "{t}");
        }
    }

    #[test]
    fn doubles_as_data() {
        assert!(doubles_only_as_data(&first(
            "It creates mock session states and checks the output."
        )));
        assert!(!doubles_only_as_data(&first("It mocks the session store.")));
    }
}
