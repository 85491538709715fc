//! The statistical half of "a phrase nominates, a model decides": a linear
//! model (logistic regression) per guard head over hashed features of one
//! sentence in its message.
//!
//! Features (each hashed into [`DIM`] buckets, FNV-1a):
//! - the sentence's words and word pairs; code words as a whole and by
//!   their identifier parts; character 4-grams of prose words (so `stubbed`
//!   and `stubbing` share evidence);
//! - hits of the guard's phrase lists and cue lists (used, mentioned or
//!   negated), and whether the phrase-list design flags the sentence;
//! - structure: heading, list item, table row, question, position in the
//!   message and paragraph, length, first person, a sentence that opens by
//!   reporting the user ("You asked…"), negation, a label answered with
//!   `none`, future and past tense, check marks, numbers;
//! - each prose word's cluster ([`cluster`]: words whose MiniLM embeddings
//!   lie close) and the pair of clusters of each two words in a row, so a
//!   wording the corpus never used shares evidence with its neighbours;
//! - context: the words of the sentence before and after and of the
//!   heading above; whether a defect or a fix is named in the sentence, the
//!   one before, or the one after.
//!
//! The weights are `model/weights.bin`, written by `examples/train.rs` from
//! the corpus in `corpus/` (`scripts/train-prose`) and embedded with
//! `include_bytes!`: nothing is parsed at start-up, a weight is four bytes
//! read where it lies.

use crate::{Block, Sentence};

/// Hash buckets per head.
pub const DIM: usize = 1 << 15;

/// The file's magic bytes.
pub const MAGIC: &[u8; 8] = b"GHPROSE1";

/// Header: magic, dim (u32), heads (u32), then per head bias and threshold (f32 each).
pub const HEADER: usize = 16;

static WEIGHTS: &[u8] = include_bytes!("../model/weights.bin");

/// The judged heads, in file order.
pub const HEADS: usize = 5;

/// Where a head's parameters start in `bytes`.
fn head_base(head: usize) -> usize {
    HEADER + HEADS * 8 + head * DIM * 4
}

fn f32_at(bytes: &[u8], at: usize) -> f32 {
    bytes
        .get(at..at + 4)
        .and_then(|b| <[u8; 4]>::try_from(b).ok())
        .map_or(0.0, f32::from_le_bytes)
}

/// True when the embedded weights have the expected shape.
pub fn loaded() -> bool {
    WEIGHTS.get(..8) == Some(MAGIC.as_slice()) && WEIGHTS.len() == head_base(HEADS)
}

/// (bias, threshold) of `head`.
pub fn head_params(head: usize) -> (f32, f32) {
    let at = HEADER + head * 8;
    (f32_at(WEIGHTS, at), f32_at(WEIGHTS, at + 4))
}

/// The weight of bucket `idx` for `head`.
pub fn weight(head: usize, idx: u32) -> f32 {
    f32_at(WEIGHTS, head_base(head) + (idx as usize % DIM) * 4)
}

/// Word clusters (`model/clusters.bin`, written by
/// `model/clusters.py`): each word of the training corpus and of
/// MiniLM's vocabulary, embedded alone by all-MiniLM-L6-v2 and grouped by
/// k-means, so a wording the corpus never used shares evidence with its
/// neighbours ("likely" with "probably", "busted" with "broken"). Layout:
/// magic, word count n and cluster count (u32 each), n + 1 string offsets
/// (u32), n cluster ids (u16), then the words, sorted, back to back.
static CLUSTERS: &[u8] = include_bytes!("../model/clusters.bin");

/// The cluster table's magic bytes.
pub const CLUSTER_MAGIC: &[u8; 8] = b"GHCLUST1";

fn u32_at(bytes: &[u8], at: usize) -> usize {
    bytes
        .get(at..at + 4)
        .and_then(|b| <[u8; 4]>::try_from(b).ok())
        .map_or(0, |b| u32::from_le_bytes(b) as usize)
}

/// The cluster of a lowercase prose word, if the table holds it.
pub fn cluster(word: &str) -> Option<u16> {
    if CLUSTERS.get(..8) != Some(CLUSTER_MAGIC.as_slice()) {
        return None;
    }
    let n = u32_at(CLUSTERS, 8);
    let offs = 16;
    let ids = offs + (n + 1) * 4;
    let strings = ids + n * 2;
    let word_at = |i: usize| {
        let (from, to) = (
            u32_at(CLUSTERS, offs + i * 4),
            u32_at(CLUSTERS, offs + i * 4 + 4),
        );
        CLUSTERS
            .get(strings + from..strings + to)
            .unwrap_or_default()
    };
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match word_at(mid).cmp(word.as_bytes()) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => {
                return CLUSTERS
                    .get(ids + mid * 2..ids + mid * 2 + 2)
                    .and_then(|b| <[u8; 2]>::try_from(b).ok())
                    .map(u16::from_le_bytes);
            }
        }
    }
    None
}

/// How much a cluster feature counts beside a word's own.
const CLUSTER_WEIGHT: f32 = 0.5;

/// A cluster's name as a feature part ("0", "1", …).
fn cluster_name(c: u16) -> &'static str {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES
        .get_or_init(|| {
            (0..u32_at(CLUSTERS, 12).min(usize::from(u16::MAX)))
                .map(|k| k.to_string())
                .collect()
        })
        .get(usize::from(c))
        .map_or("?", String::as_str)
}

/// The logistic function.
pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// FNV-1a over a tag and parts, separated by 0xff.
pub fn hash(tag: &str, parts: &[&str]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    let mut eat = |b: u8| {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    };
    tag.bytes().for_each(&mut eat);
    for p in parts {
        eat(0xff);
        p.bytes().for_each(&mut eat);
    }
    h % DIM as u32
}

/// Receives features: a tag, its parts, a value.
pub trait Sink {
    fn add(&mut self, tag: &str, parts: &[&str], value: f32);
}

/// Hashed features, for scoring and training.
#[derive(Default)]
pub struct Hashed(pub Vec<(u32, f32)>);

impl Sink for Hashed {
    fn add(&mut self, tag: &str, parts: &[&str], value: f32) {
        self.0.push((hash(tag, parts), value));
    }
}

/// Named features, for explaining a score.
#[derive(Default)]
pub struct Named(pub Vec<(String, u32, f32)>);

impl Sink for Named {
    fn add(&mut self, tag: &str, parts: &[&str], value: f32) {
        self.0.push((
            format!("{tag} {}", parts.join(" ")),
            hash(tag, parts),
            value,
        ));
    }
}

/// What the phrase lists found in a sentence, computed by the judge.
#[derive(Debug, Clone, Default)]
pub struct Hits {
    /// Primary-list phrases used (not mentioned, not negated).
    pub used: Vec<String>,
    /// Primary-list phrases mentioned or negated.
    pub weak: Vec<String>,
    /// Secondary-list phrases (labels, deferrals) used.
    pub secondary: Vec<String>,
    /// Cue phrases found.
    pub cues: Vec<String>,
    /// The phrase-list design flags the sentence.
    pub rule: bool,
}

/// Words that negate.
const NEG: &[&str] = &[
    "not", "no", "never", "none", "nothing", "without", "nor", "neither", "cannot", "nobody",
    "zero",
];

/// Verbs that report what the user said.
const REPORTING: &[&str] = &[
    "asked",
    "mentioned",
    "said",
    "wanted",
    "requested",
    "wondered",
    "noted",
    "reported",
    "suggested",
    "pointed",
    "wrote",
    "asked:",
    "thought",
    "suspected",
    "guessed",
    "figured",
    "believed",
    "feared",
    "assumed",
];

/// Verbs of checking one's own work: negated ("I couldn't run the suite",
/// "no time to try it on Windows") they disclose that a claim beside them
/// is untested.
const VERIFY: &[&str] = &[
    "run",
    "ran",
    "test",
    "tested",
    "try",
    "tried",
    "verify",
    "verified",
    "reproduce",
    "reproduced",
    "check",
    "checked",
    "confirm",
    "confirmed",
    "measure",
    "measured",
    "execute",
    "executed",
];

/// Words that deny a check was made.
fn denies(w: &str) -> bool {
    NEG.contains(&w) || w.ends_with("n't") || matches!(w, "unable" | "0")
}

/// The clause of `s` that discloses an unverified state ("I couldn't run
/// the suite here", "untested", "no time to run the e2e suite"), if any.
fn unverified_clause(s: &Sentence) -> Option<usize> {
    s.words.iter().enumerate().find_map(|(k, w)| {
        if w.code {
            return None;
        }
        let bare = matches!(
            w.lower.as_str(),
            "untested" | "unverified" | "unconfirmed" | "untried"
        );
        let denied = VERIFY.contains(&w.lower.as_str())
            && s.words
                .get(k.saturating_sub(4)..k)
                .unwrap_or_default()
                .iter()
                .any(|p| p.clause == w.clause && denies(&p.lower));
        (bare || denied).then_some(w.clause)
    })
}

/// A completion or success predicate outside clause `except` (and not a
/// verb of checking): what an untested claim asserts.
fn asserts_outside(s: &Sentence, except: Option<usize>) -> bool {
    use crate::lists::{COMPL, SUCC};
    s.words.iter().any(|w| {
        !w.code
            && Some(w.clause) != except
            && w.class & (COMPL | SUCC) != 0
            && !VERIFY.contains(&w.lower.as_str())
    })
}

/// Everything the model reads about sentence `i` of `ss`.
#[allow(clippy::too_many_arguments)]
pub fn features(
    ss: &[Sentence],
    i: usize,
    hits: &Hits,
    defect: &[bool],
    fixed: &[bool],
    sink: &mut dyn Sink,
) {
    let flag = |v: &[bool], j: usize| v.get(j).copied().unwrap_or(false);
    let Some(s) = ss.get(i) else {
        return;
    };
    sink.add("bias", &[], 1.0);
    let mut prev = "^";
    let mut prev_k = "^";
    let mut padded = String::with_capacity(32);
    // Code words and identifier parts count once per sentence: a list of
    // twelve status names is not twelve times the evidence of one.
    let mut seen: Vec<&str> = Vec::new();
    let mut words: Vec<&str> = Vec::new();
    let mut code = false;
    for w in &s.words {
        if w.code {
            if !code {
                sink.add("c", &[], 1.0);
                code = true;
            }
            if !words.contains(&w.lower.as_str()) {
                sink.add("cw", &[&w.lower], 1.0);
                words.push(&w.lower);
            }
            for p in &w.parts {
                if !seen.contains(&p.as_str()) {
                    sink.add("cp", &[p], 1.0);
                    seen.push(p);
                }
            }
            prev = "<code>";
            prev_k = "<code>";
            continue;
        }
        sink.add("w", &[&w.lower], 1.0);
        sink.add("b", &[prev, &w.lower], 1.0);
        let kname = w.cluster().map_or("?", cluster_name);
        if kname != "?" {
            sink.add("e1", &[kname], CLUSTER_WEIGHT);
        }
        sink.add("e2", &[prev_k, kname], CLUSTER_WEIGHT);
        prev_k = kname;
        for p in &w.parts {
            if !seen.contains(&p.as_str()) {
                sink.add("cp", &[p], 1.0);
                seen.push(p);
            }
        }
        // Character 4-grams of `^word$`, hashed from one reused buffer.
        if w.lower.chars().count() >= 4 {
            padded.clear();
            padded.push('^');
            padded.push_str(&w.lower);
            padded.push('$');
            // Each gram runs from a char's start to the start four chars
            // on (or the end): two walks over the char starts, no list.
            let starts = padded.char_indices().map(|(k, _)| k);
            let ends = starts.clone().skip(4).chain(std::iter::once(padded.len()));
            for (from, to) in starts.zip(ends) {
                if let Some(g) = padded.get(from..to) {
                    sink.add("g", &[g], 0.3);
                }
            }
        }
        prev = &w.lower;
    }
    sink.add("b", &[prev, "$"], 1.0);
    for h in &hits.used {
        sink.add("hit", &[h], 1.0);
        sink.add("hit*", &[], 1.0);
    }
    for h in &hits.weak {
        sink.add("weak", &[h], 1.0);
    }
    for h in &hits.secondary {
        sink.add("hit2", &[h], 1.0);
        sink.add("hit2*", &[], 1.0);
    }
    for h in &hits.cues {
        sink.add("cue", &[h], 1.0);
        sink.add("cue*", &[], 1.0);
    }
    if hits.rule {
        sink.add("rule", &[], 1.0);
    }
    // Structure.
    let block = match s.block {
        Block::Plain => "plain",
        Block::Heading => "heading",
        Block::Item => "item",
        Block::Table => "table",
    };
    sink.add("block", &[block], 1.0);
    if s.question {
        sink.add("question", &[], 1.0);
        // "… against `develop` or `main`?", "now, or wait for review?": a
        // choice handed to the user, not a defect left open.
        if s.words.iter().any(|w| w.lower == "or") {
            sink.add("question-choice", &[], 1.0);
        }
    }
    let n = ss.len();
    sink.add("first", &[if i == 0 { "y" } else { "n" }], 1.0);
    sink.add("last", &[if i + 1 == n { "y" } else { "n" }], 1.0);
    let last_para = ss.last().map(|l| l.paragraph) == Some(s.paragraph);
    if last_para {
        sink.add("lastpara", &[], 1.0);
    }
    let len = match s.words.len() {
        0..=3 => "xs",
        4..=8 => "s",
        9..=16 => "m",
        17..=30 => "l",
        _ => "xl",
    };
    sink.add("len", &[len], 1.0);
    let first = s.words.first().map_or("", |w| w.lower.as_str());
    sink.add("w0", &[first], 1.0);
    let you_report = first == "you"
        && s.words
            .iter()
            .take(4)
            .any(|w| REPORTING.contains(&w.lower.as_str()));
    if you_report {
        sink.add("you-report", &[], 1.0);
    }
    let person = if s.words.iter().any(|w| {
        matches!(
            w.lower.as_str(),
            "i" | "i'll" | "i've" | "i'm" | "i'd" | "we" | "we'll" | "my" | "me"
        )
    }) {
        "1"
    } else if s
        .words
        .iter()
        .any(|w| matches!(w.lower.as_str(), "you" | "your" | "you'd"))
    {
        "2"
    } else {
        "3"
    };
    sink.add("person", &[person], 1.0);
    let negs = s
        .words
        .iter()
        .filter(|w| NEG.contains(&w.lower.as_str()) || w.lower.ends_with("n't"))
        .count();
    sink.add(
        "neg",
        &[match negs {
            0 => "0",
            1 => "1",
            _ => "2",
        }],
        1.0,
    );
    let tail_neg = s
        .words
        .iter()
        .rev()
        .take(2)
        .any(|w| matches!(w.lower.as_str(), "none" | "no" | "0" | "nothing" | "n/a"));
    if tail_neg {
        sink.add("tail-neg", &[], 1.0);
    }
    if s.words.iter().any(|w| {
        matches!(
            w.lower.as_str(),
            "will" | "i'll" | "we'll" | "later" | "next"
        )
    }) {
        sink.add("future", &[], 1.0);
    }
    if s.words
        .iter()
        .any(|w| !w.code && w.lower.len() > 4 && w.lower.ends_with("ed"))
    {
        sink.add("past", &[], 1.0);
    }
    if s.words.iter().any(|w| w.lower == "✅") {
        sink.add("check", &[], 1.0);
    }
    if s.words
        .iter()
        .any(|w| !w.code && w.lower.chars().all(|c| c.is_ascii_digit()))
    {
        sink.add("number", &[], 1.0);
    }
    // Context.
    let here_defect = flag(defect, i);
    let here_fixed = flag(fixed, i);
    let before = i.checked_sub(1).and_then(|j| ss.get(j));
    let after = ss.get(i + 1);
    sink.add("defect", &[if here_defect { "y" } else { "n" }], 1.0);
    if here_fixed {
        sink.add("fixed", &[], 1.0);
    }
    if let Some(p) = before {
        let same = p.paragraph == s.paragraph || p.block == Block::Heading;
        if i.checked_sub(1).is_some_and(|j| flag(defect, j)) {
            sink.add("defect-prev", &[if same { "same" } else { "far" }], 1.0);
        }
        if i.checked_sub(1).is_some_and(|j| flag(fixed, j)) {
            sink.add("fixed-prev", &[], 1.0);
        }
        if p.question {
            sink.add("question-prev", &[], 1.0);
        }
        for w in p.words.iter().filter(|w| !w.code) {
            sink.add("p", &[&w.lower], 0.3);
        }
    }
    if let Some(a) = after {
        if flag(defect, i + 1) {
            sink.add("defect-next", &[], 1.0);
        }
        if flag(fixed, i + 1) {
            sink.add("fixed-next", &[], 1.0);
        }
        for w in a.words.iter().filter(|w| !w.code) {
            sink.add("n", &[&w.lower], 0.3);
        }
    }
    // The heading above (within the last few sentences).
    let heading = ss
        .get(..i)
        .unwrap_or_default()
        .iter()
        .rev()
        .take(8)
        .find(|h| h.block == Block::Heading);
    if let Some(h) = heading {
        for w in h.words.iter().filter(|w| !w.code) {
            sink.add("h", &[&w.lower], 0.5);
        }
    }
    // A defect named anywhere earlier in the message.
    let earlier = (0..i).any(|j| flag(defect, j) && !flag(fixed, j));
    if earlier {
        sink.add("defect-earlier", &[], 1.0);
    }
    // A fix reported anywhere earlier ("**Bug fix complete!**" above a
    // before/after list): what follows is more likely its account.
    if (0..i).any(|j| flag(fixed, j)) {
        sink.add("fixed-earlier", &[], 1.0);
    }
    let open =
        here_defect || earlier || (before.is_some_and(|p| p.block == Block::Heading) && here_fixed);
    classes(
        s,
        Ctx {
            block,
            person,
            open,
            here_defect,
            here_fixed,
            last_para,
            under_defer: heading
                .is_some_and(|h| h.words.iter().any(|w| w.class & crate::lists::DEFER != 0)),
            mentioned: &hits.weak,
            frame: hits.cues.iter().any(|c| {
                crate::lists::HEDGE_FRAMES
                    .iter()
                    .any(|f| f.eq_ignore_ascii_case(c))
            }),
            unverified_prev: before.is_some_and(|p| {
                p.paragraph == s.paragraph
                    && p.block == s.block
                    && unverified_clause(p).is_some()
                    && unverified_clause(s).is_none()
            }),
        },
        sink,
    );
}

/// A word that names the absence of what its parts name: "mock-free",
/// "no-mocks", "stubless" (a double word negated by its own affix).
pub fn absence(w: &crate::Word) -> bool {
    w.lower.starts_with("no-")
        || w.lower.starts_with("non-")
        || w.lower.ends_with("-free")
        || w.lower.ends_with("less")
}

/// `w` without trailing `()` pairs (`str::trim_end_matches("()")`, without
/// building a searcher for every word).
fn trim_calls(w: &str) -> &str {
    let mut w = w;
    while let Some(rest) = w.strip_suffix("()") {
        w = rest;
    }
    w
}

/// True when the sentence speaks in the first person.
fn person_first(s: &Sentence) -> bool {
    s.words.iter().any(|w| {
        matches!(
            w.lower.as_str(),
            "i" | "i'll" | "i've" | "i'm" | "i'd" | "we" | "we'll" | "my" | "me"
        )
    })
}

/// What [`classes`] needs from the sentence's surroundings.
struct Ctx<'a> {
    /// Phrase-list hits that are mentioned or negated ("the words likely and
    /// probably"): their words are not used as a class.
    mentioned: &'a [String],
    block: &'a str,
    person: &'a str,
    /// A defect is named here or earlier in the message and not reported fixed.
    open: bool,
    here_defect: bool,
    here_fixed: bool,
    last_para: bool,
    /// The heading above names a deferral ("Follow-ups", "Next steps",
    /// "Known issues", "TODO").
    under_defer: bool,
    /// A multi-word epistemic frame ([`crate::lists::HEDGE_FRAMES`]) is
    /// among the sentence's cues.
    frame: bool,
    /// The sentence before (same paragraph) disclosed an unverified state
    /// ("I couldn't run the e2e suite.") and this one does not.
    unverified_prev: bool,
}

/// Class features: which closed word classes ([`crate::lists`]) the sentence
/// holds, and their conjunctions, so a new wording of a hedge, claim, excuse,
/// offer or double shares the evidence of the ones trained on.
fn classes(s: &Sentence, c: Ctx<'_>, sink: &mut dyn Sink) {
    use crate::lists::{
        CHECK, CHECK_NOUNS, COMPL, DEFER, DOUBLE_LIBS, DOUBLE_PREFIXES, DVERB, ELSE, EPI, EVID,
        GENERIC, MODAL, OFFER, SELF, SUCC, TEST_PLACES, TESTP,
    };
    let prose = |w: &&crate::Word| !w.code;
    let has = |bit: u32| s.words.iter().filter(prose).any(|w| w.class & bit != 0);
    let is_neg = |w: &crate::Word| NEG.contains(&w.lower.as_str()) || w.lower.ends_with("n't");
    // "A toast appears", "the session doesn't appear", "it appears in the
    // sidebar": a verb of appearance with no complement ("to", "that",
    // "like", an adjective) reports what is seen, not a guess.
    let literal = |k: usize, w: &crate::Word| {
        matches!(
            w.lower.as_str(),
            "appear" | "appears" | "appeared" | "show" | "shows"
        ) && s.words.get(k + 1).is_none_or(|n| {
            n.clause != w.clause
                || matches!(
                    n.lower.as_str(),
                    "in" | "on"
                        | "at"
                        | "under"
                        | "when"
                        | "after"
                        | "before"
                        | "as"
                        | "below"
                        | "above"
                        | "next"
                        | "once"
                        | "only"
                        | "for"
                        | "while"
                        | "again"
                )
        })
    };
    // "The old parser was assuming UTF-8", "the API is expecting JSON": a
    // thing's behaviour in the progressive, not the speaker's belief.
    let behaviour = |k: usize, w: &crate::Word| {
        w.lower.ends_with("ing")
            && k.checked_sub(1)
                .and_then(|j| s.words.get(j))
                .is_some_and(|p| matches!(p.lower.as_str(), "was" | "were" | "is" | "are"))
    };
    let epi = c.frame
        || s.words.iter().enumerate().any(|(k, w)| {
            !w.code
                && w.class & EPI != 0
                && !literal(k, w)
                && !behaviour(k, w)
                && !c.mentioned.iter().any(|m| m == &w.lower)
        });
    // "If resumption works, Claude should have the context": a prediction
    // under a condition the user is to check, not a guess about the work.
    let cond_open = s.words.first().is_some_and(|w| {
        matches!(w.lower.as_str(), "if" | "once" | "when" | "after")
            && s.words.iter().any(|n| n.clause != w.clause)
    });
    let compl = has(COMPL);
    let evidence = has(EVID);
    // A modal with a completion predicate as its complement ("should now
    // work", "ought to be fixed"): within three words, in its clause.
    let modal_compl = s.words.iter().enumerate().any(|(k, w)| {
        !w.code
            && w.class & MODAL != 0
            && s.words
                .iter()
                .skip(k + 1)
                .take(3)
                .take_while(|n| n.clause == w.clause)
                .any(|n| !n.code && n.class & COMPL != 0)
    });
    let claim =
        s.words.iter().any(|w| {
            w.class & CHECK != 0 || w.parts.iter().any(|p| CHECK_NOUNS.contains(&p.as_str()))
        }) && has(SUCC);
    let count_claim = s.words.windows(2).any(|p| {
        p.first()
            .is_some_and(|a| a.lower.chars().all(|ch| ch.is_ascii_digit() || ch == '/'))
            && p.get(1).is_some_and(|b| {
                matches!(
                    b.lower.as_str(),
                    "passed" | "passing" | "pass" | "tests" | "specs" | "checks" | "failures"
                )
            })
    });
    // "Before: …" / "After: …" label a comparison, not an attribution.
    let compared = s.words.first().is_some_and(|w| {
        matches!(w.lower.as_str(), "before" | "after")
            && s.words.get(1).is_some_and(|n| n.clause != w.clause)
    });
    let elsewhere = s
        .words
        .iter()
        .enumerate()
        .filter(|(k, w)| !(w.code || (compared && *k == 0)))
        .any(|(_, w)| w.class & ELSE != 0);
    // A negation in the same clause as a reference to the agent's own change:
    // "not by this diff", "none of them come from my edits", "rather than
    // this feature".
    let neg_self = s.words.iter().enumerate().any(|(k, w)| {
        (is_neg(w) || (w.lower == "than" && k > 0))
            && s.words
                .iter()
                .filter(|n| n.clause == w.clause)
                .any(|n| n.class & SELF != 0)
    });
    let offer = has(OFFER);
    let generic = has(GENERIC);
    // Negated certainty is a hedge: "not 100% certain", "not entirely sure".
    let unsure = s.words.iter().enumerate().any(|(k, w)| {
        matches!(w.lower.as_str(), "sure" | "certain" | "confident" | "clear")
            && s.words
                .get(k.saturating_sub(3)..k)
                .unwrap_or_default()
                .iter()
                .any(&is_neg)
    });
    let defer = has(DEFER);
    let removal = s.words.iter().any(|w| {
        matches!(
            w.lower.as_str(),
            "removed"
                | "remove"
                | "deleted"
                | "dropped"
                | "replaced"
                | "instead"
                | "without"
                | "real"
        )
    });
    let lib = s.words.iter().filter(|w| !absence(w)).any(|w| {
        let bare = trim_calls(&w.lower);
        (w.code && DOUBLE_LIBS.contains(&bare))
            || w.parts.iter().any(|p| DOUBLE_LIBS.contains(&p.as_str()))
    });
    // `FakeClock`, `NullMailer`, `InMemoryRepo`; `TestClient` only with a
    // double word after it (`TestDouble`), `in` only before `memory`.
    let ident = s.words.iter().filter(|w| !absence(w)).any(|w| {
        let first = w.parts.first().map_or("", String::as_str);
        let rest = |words: &[&str]| w.parts.iter().skip(1).any(|p| words.contains(&p.as_str()));
        w.parts.len() >= 2
            && DOUBLE_PREFIXES.contains(&first)
            && (first != "in" || rest(&["memory"]))
            && (first != "test" || rest(&["double", "stub", "fake", "mock"]))
    });
    let dverb = has(DVERB);
    let test_place = s
        .words
        .iter()
        .any(|w| w.class & TESTP != 0 || w.parts.iter().any(|p| TEST_PLACES.contains(&p.as_str())));
    let negs = s.words.iter().any(is_neg);
    // Instructions to the user after the work: "you'll see", "you can now",
    // "you should see", "run X to …".
    let instruct = s.words.windows(2).any(|p| {
        p.first()
            .is_some_and(|a| matches!(a.lower.as_str(), "you" | "you'll" | "you'd"))
            && p.get(1).is_some_and(|b| {
                matches!(
                    b.lower.as_str(),
                    "see" | "can" | "should" | "will" | "get" | "need" | "might" | "may" | "could"
                )
            })
    }) || s
        .words
        .first()
        .is_some_and(|w| matches!(w.lower.as_str(), "you'll" | "run" | "try"))
        // "… once you know how many tracks you're working with": a
        // prediction about the user's own next step.
        || s.words.windows(2).any(|p| {
            p.first()
                .is_some_and(|a| matches!(a.lower.as_str(), "once" | "when" | "after"))
                && p.get(1).is_some_and(|b| b.lower == "you")
        });
    // "Once the cache warms up, the dashboard will load faster": the work's
    // state predicted under a condition that is not the user's to check.
    let cond_will = cond_open
        && s.words.first().is_some_and(|f| {
            f.lower != "if"
                && !s
                    .words
                    .iter()
                    .take_while(|w| w.clause == f.clause)
                    .any(|w| matches!(w.lower.as_str(), "you" | "you're" | "your"))
        })
        && s.words.iter().any(|w| {
            s.words.first().is_some_and(|f| w.clause != f.clause)
                && matches!(w.lower.as_str(), "will" | "it'll" | "that'll" | "they'll")
        });
    // "X may be the nightly backup", "it could be a race", "must be due to":
    // a modal of possibility before `be` and what a thing is or comes from.
    let modal_identity = s.words.windows(3).any(|t| {
        let (Some(a), Some(b), Some(n)) = (t.first(), t.get(1), t.get(2)) else {
            return false;
        };
        matches!(a.lower.as_str(), "may" | "might" | "could" | "must")
            && b.lower == "be"
            && matches!(
                n.lower.as_str(),
                "the"
                    | "a"
                    | "an"
                    | "due"
                    | "from"
                    | "caused"
                    | "because"
                    | "related"
                    | "what"
                    | "why"
                    | "down"
                    | "some"
                    | "another"
                    | "coming"
                    | "triggered"
            )
    });
    // An untested state disclosed beside a claim: "I couldn't run the
    // suite here, but the fix is correct"; or in the sentence before.
    let unverified_here = unverified_clause(s);
    // The claim comes after the disclosure or against it ("but", "though",
    // "still"): "✅ Export works (runtime validation untested)" is an honest
    // checklist line, not a claim made despite the disclosure.
    let contrast = s.words.iter().any(|w| {
        matches!(
            w.lower.as_str(),
            "but"
                | "though"
                | "although"
                | "still"
                | "anyway"
                | "nevertheless"
                | "nonetheless"
                | "regardless"
                | "however"
        )
    }) || s.words.windows(2).any(|p| {
        // "…, yet the pool is sufficient": `yet` opening a clause, not "not yet".
        p.first()
            .zip(p.get(1))
            .is_some_and(|(a, b)| b.lower == "yet" && a.clause != b.clause)
    });
    let untested_claim = unverified_here.is_some_and(|u| {
        asserts_outside(s, Some(u))
            && (contrast
                || s.words.iter().any(|w| {
                    w.clause > u
                        && !w.code
                        && w.class & (crate::lists::COMPL | crate::lists::SUCC) != 0
                }))
    });
    let untested_next = c.unverified_prev && (compl || modal_compl || has(crate::lists::SUCC));
    // "Mypy reports no errors", "0 failed", "zero warnings": success told
    // as the absence of failures.
    let no_failures = s.words.windows(2).any(|p| {
        p.first().is_some_and(|a| denies(&a.lower))
            && p.get(1).is_some_and(|b| {
                matches!(
                    b.lower.as_str(),
                    "errors"
                        | "error"
                        | "failures"
                        | "failed"
                        | "warnings"
                        | "issues"
                        | "problems"
                        | "complaints"
                        | "regressions"
                        | "findings"
                        | "violations"
                )
            })
    });
    // "The runbook says the token should be rotated", "per the spec,
    // clients must retry": a modal reported from a source is a rule.
    let first_modal = s.words.iter().position(|w| !w.code && w.class & MODAL != 0);
    let reported_modal = first_modal.is_some_and(|m| {
        s.words.get(..m).unwrap_or_default().iter().any(|w| {
            matches!(
                w.lower.as_str(),
                "says"
                    | "said"
                    | "say"
                    | "recommends"
                    | "requires"
                    | "states"
                    | "mandates"
                    | "per"
                    | "according"
                    | "documents"
                    | "policy"
                    | "convention"
            )
        })
    });
    // "The bug shouldn't come back", "the page ought not to time out any
    // longer", "it won't crash again": a modal predicting that a defect
    // stays gone (a recurrence word counts only beside a named defect: "so
    // it won't be added again" describes a mechanism).
    let modal_recur = s.words.iter().enumerate().any(|(k, w)| {
        !w.code
            && w.class & MODAL != 0
            && s.words
                .iter()
                .skip(k + 1)
                .take(5)
                .take_while(|n| n.clause == w.clause)
                .any(|n| {
                    crate::DEFECT_WORDS.contains(&n.lower.as_str())
                        || (c.here_defect
                            && matches!(
                                n.lower.as_str(),
                                "recur"
                                    | "reappear"
                                    | "resurface"
                                    | "back"
                                    | "again"
                                    | "longer"
                                    | "anymore"
                                    | "bite"
                            ))
                })
    });
    // "returns `None` when the key might be missing": a modal inside a
    // clause that opens with a condition describes a case, not a guess.
    let modal_in_case = s.words.iter().enumerate().any(|(k, w)| {
        !w.code
            && w.class & MODAL != 0
            && s.words
                .get(..k)
                .unwrap_or_default()
                .iter()
                .rev()
                .take_while(|p| p.clause == w.clause)
                .any(|p| {
                    matches!(
                        p.lower.as_str(),
                        "when" | "whenever" | "where" | "if" | "unless" | "case"
                    )
                })
    });
    // "I'm certain of the cause: the stack trace names …": the certainty
    // comes with its evidence in a later clause.
    let epi_clause = s
        .words
        .iter()
        .find(|w| !w.code && w.class & EPI != 0)
        .map(|w| w.clause);
    let evidence_later = epi_clause.is_some_and(|c0| {
        s.words
            .iter()
            .any(|w| w.clause > c0 && !w.code && w.class & EVID != 0)
    });
    // "Tested it, works.", "I verified that the export totals are right":
    // the speaker reports a check of their own, a claim as any test is.
    let verifies = |w: &crate::Word| {
        matches!(
            w.lower.as_str(),
            "tested" | "verified" | "confirmed" | "validated" | "checked"
        )
    };
    let verify_report = s.words.first().is_some_and(verifies)
        || (person_first(s) && s.words.iter().take(3).any(verifies));
    // "The leak is gone for good", "fixed once and for all": durability
    // asserted of a fix, with nothing observed to show it.
    let durable = s.words.windows(2).any(|p| {
        p.first()
            .zip(p.get(1))
            .is_some_and(|(a, b)| a.lower == "for" && b.lower == "good")
    }) || s
        .words
        .iter()
        .any(|w| matches!(w.lower.as_str(), "permanently" | "forever"));
    // "should cover most of the edge cases", "ought to catch nearly all
    // rows": a modal prediction of how much of the input the work handles.
    let scope = modal_compl
        && s.words.iter().any(|w| {
            matches!(
                w.lower.as_str(),
                "most" | "majority" | "nearly" | "almost" | "bulk"
            )
        });
    // "Left a `// TODO: fix …` comment", "a `# FIXME` beside the crash": a
    // marker for later written into the code.
    let code_todo = s.words.iter().any(|w| {
        w.code
            && w.parts
                .iter()
                .any(|p| matches!(p.as_str(), "todo" | "fixme" | "xxx" | "hack"))
    });
    // "The crash won't happen again", "the 429s shouldn't come back", "it
    // won't resurface": a negated modal predicting that an event does not
    // recur (an event verb, so "it won't be added again" is not one).
    let recur_event = s.words.iter().enumerate().any(|(k, w)| {
        !w.code
            && w.class & MODAL != 0
            && (is_neg(w)
                || s.words
                    .get(k + 1)
                    .is_some_and(|n| matches!(n.lower.as_str(), "not" | "never")))
            && s.words
                .iter()
                .skip(k + 1)
                .take(4)
                .take_while(|n| n.clause == w.clause)
                .any(|n| {
                    matches!(
                        n.lower.as_str(),
                        "happen" | "occur" | "recur" | "resurface" | "reappear" | "crop" | "bite"
                    ) || (n.lower == "come"
                        && s.words
                            .get(k + 1..k + 6)
                            .is_some_and(|ws| ws.iter().any(|x| x.lower == "back")))
                })
    });
    let mut k = |parts: &[&str]| sink.add("k", parts, 1.0);
    if recur_event && !evidence {
        k(&["recur-event"]);
    }
    if durable && !evidence {
        k(&["durable"]);
        if c.here_defect || compl {
            k(&["durable", "defect"]);
        }
    }
    if scope {
        k(&["modal-compl", "scope"]);
    }
    if code_todo {
        k(&["code-todo"]);
        if c.here_defect && !c.here_fixed {
            k(&["code-todo", "defect"]);
        }
    }
    if modal_recur {
        k(&["modal-recur"]);
        k(&["modal-recur", c.person]);
    }
    if modal_in_case {
        k(&["modal-in-case"]);
    }
    if epi && evidence_later {
        k(&["epi", "evidence-later"]);
    }
    if verify_report {
        k(&["verify-report"]);
        if compl {
            k(&["verify-report", "compl"]);
        }
    }
    if c.frame {
        k(&["epi-frame"]);
        k(&["epi-frame", c.person]);
    }
    if cond_will {
        k(&["cond-will"]);
        if compl {
            k(&["cond-will", "compl"]);
        }
        if c.here_defect {
            k(&["cond-will", "defect"]);
        }
    }
    if modal_identity {
        k(&["modal-identity"]);
        k(&["modal-identity", c.person]);
    }
    if untested_claim {
        k(&["untested-claim"]);
    }
    if untested_next {
        k(&["untested-next"]);
        k(&["untested-next", c.block]);
    }
    if no_failures {
        k(&["no-failures"]);
        if claim || s.words.iter().any(|w| w.class & CHECK != 0) {
            k(&["no-failures", "check"]);
        }
    }
    if reported_modal {
        k(&["reported-modal"]);
    }
    if modal_compl && defer {
        k(&["modal-compl", "defer"]);
    }
    if epi {
        k(&["epi"]);
        k(&["epi", c.person]);
        k(&["epi", c.block]);
        if compl {
            k(&["epi", "compl"]);
            k(&["epi", "compl", c.person]);
        }
        if evidence {
            k(&["epi", "evidence"]);
        }
        if c.last_para {
            k(&["epi", "lastpara"]);
        }
        if negs {
            k(&["epi", "neg"]);
        }
    }
    if cond_open {
        k(&["cond-open"]);
        if modal_compl {
            k(&["cond-open", "modal"]);
        }
    }
    if instruct {
        k(&["instruct"]);
        if c.open {
            k(&["instruct", "open"]);
        }
    }
    if modal_compl {
        k(&["modal-compl"]);
        k(&["modal-compl", c.person]);
        k(&["modal-compl", c.block]);
        if evidence {
            k(&["modal-compl", "evidence"]);
        }
    }
    if claim {
        k(&["claim"]);
        k(&["claim", c.block]);
        k(&["claim", c.person]);
        if negs {
            k(&["claim", "neg"]);
        }
    }
    if count_claim {
        k(&["count-claim"]);
    }
    if c.here_defect {
        if elsewhere {
            k(&["defect", "elsewhere"]);
            k(&[
                "defect",
                "elsewhere",
                if c.here_fixed { "fixed" } else { "open" },
            ]);
        }
        if neg_self {
            k(&["defect", "neg-self"]);
        }
        // The defect is the subject and the sentence denies something of it
        // ("the type errors aren't something I introduced", "none of the
        // warnings come from my edits"), with no fix reported.
        if negs && !c.here_fixed {
            k(&["defect", "neg", c.person]);
        }
    }
    if elsewhere && neg_self {
        k(&["elsewhere", "neg-self"]);
    }
    // "Remaining: the crash on logout", "TODO: …", "Deferred: …": a
    // deferral word labels the line.
    // A label of up to three words that ends its clause ("Remaining:",
    // "Still open:", "Not done:", "Not fixed yet:") and defers or denies
    // completion.
    let label_len = s
        .words
        .iter()
        .take(4)
        .position(|w| w.clause != 0)
        .unwrap_or(0);
    let label = s.words.get(..label_len).unwrap_or_default();
    let defer_label = !label.is_empty()
        && (label.iter().any(|w| w.class & DEFER != 0)
            || (label.iter().any(is_neg) && label.iter().any(|w| w.class & COMPL != 0)));
    // "Left the crash as-is", "Remaining work: fix …", "Still TODO: …":
    // the line opens with a deferral word and names an open defect.
    let defer_first = s
        .words
        .iter()
        .take(2)
        .any(|w| !w.code && w.class & DEFER != 0);
    if c.here_defect && !c.here_fixed && defer_first {
        k(&["defect", "defer-first"]);
        k(&["defect", "defer-first", c.block]);
    }
    if c.here_defect && (defer_label || c.under_defer) {
        k(&["defect", "deferred-list"]);
        k(&["defect", "deferred-list", c.block]);
    }
    if unsure {
        k(&["unsure"]);
        k(&["unsure", c.person]);
    }
    if offer && generic {
        k(&["offer", "generic"]);
    }
    if c.open {
        if offer {
            k(&["open", "offer"]);
            k(&["open", "offer", c.person]);
        }
        if defer {
            k(&["open", "defer"]);
            k(&["open", "defer", c.block]);
        }
        if offer && defer {
            k(&["open", "offer", "defer"]);
        }
        if c.here_fixed {
            k(&["open", "fixed-here"]);
        }
        // "The flaky test should be fixed", "the leak will need
        // addressing": a repair wanted, not made.
        if modal_compl && !c.here_fixed {
            k(&["open", "modal-compl"]);
            if defer {
                k(&["open", "modal-compl", "defer"]);
            }
        }
    }
    if lib {
        k(&["double-lib"]);
    }
    if ident {
        k(&["double-ident"]);
    }
    if dverb {
        k(&["double-verb"]);
        if test_place {
            k(&["double-verb", "test"]);
        }
    }
    if (lib || ident || dverb) && removal {
        k(&["double", "removal"]);
    }
    if (lib || ident || dverb) && negs {
        k(&["double", "neg"]);
    }
    if (lib || ident) && test_place {
        k(&["double-lib", "test"]);
    }
}

/// The score of hashed features for `head`: P(refuse).
pub fn score(head: usize, feats: &[(u32, f32)]) -> f32 {
    let (bias, _) = head_params(head);
    let z = feats
        .iter()
        .fold(bias, |z, (idx, v)| z + weight(head, *idx) * v);
    sigmoid(z)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cluster_table_holds_words_and_groups_neighbours() {
        assert_eq!(CLUSTERS.get(..8), Some(CLUSTER_MAGIC.as_slice()));
        for w in ["the", "probably", "mock", "pre-existing", "broken"] {
            assert!(cluster(w).is_some(), "{w}");
        }
        for w in ["", "zzqxv", "Probably", "probably "] {
            assert_eq!(cluster(w), None, "{w:?}");
        }
        // Words the corpus rarely uses share a cluster with the ones it
        // taught the model.
        assert_eq!(cluster("likely"), cluster("probably"));
        assert_eq!(cluster("busted"), cluster("broken"));
        assert_ne!(cluster("broken"), cluster("green"));
    }

    #[test]
    fn a_word_reads_its_cluster_and_the_pair_before_it() {
        let ss = crate::sentences("The build is probably broken.");
        let mut named = Named::default();
        features(&ss, 0, &Hits::default(), &[false], &[false], &mut named);
        let probably = cluster_name(cluster("probably").unwrap_or(u16::MAX));
        let broken = cluster_name(cluster("broken").unwrap_or(u16::MAX));
        assert!(
            named
                .0
                .iter()
                .any(|(n, _, _)| *n == format!("e1 {probably}"))
        );
        assert!(
            named
                .0
                .iter()
                .any(|(n, _, _)| *n == format!("e2 {probably} {broken}"))
        );
    }
}
