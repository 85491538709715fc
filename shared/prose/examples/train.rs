//! Trains the prose model from the corpus and writes `model/weights.bin`
//! and `model/REPORT.md`. Deterministic: the same corpus gives the same
//! bytes. Run by `scripts/train-prose`.
//!
//! Data: `corpus/generated.jsonl` (train/dev/test splits by template
//! family), the real endings (`corpus/real*.jsonl`, see `main`: the
//! sentences of those that should pass are trained on as sentences to let
//! through, real-dev chooses the thresholds, real-test is never read and
//! is reported with its counts only), the hand-written held-out batches
//! (test only), and the guards' message tables in
//! `hooks/tests/messages/*.tsv` (train only; the sentence a refused row is
//! about is the one the phrase-list design flags), and the contrast rows
//! (`corpus/contrast.jsonl`: test only; `PROSE_CONTRAST_TRAIN=all`, or
//! `train:<heads>` for contrast-train's rows of those heads, trains on them
//! as the contrast round measured). `PROSE_OUT=<dir>` writes the weights
//! and the report there instead of `model/` (for comparing variants).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stdout,
    clippy::print_stderr
)]

use prose::Sentence;
use prose::judge::{Head, Judge};
use prose::model::{self, DIM, HEADER, HEADS, Hashed, MAGIC, Named};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

struct Msg {
    split: String,
    /// Per head: the text of the sentence that carries the label (None = no positive).
    positive: BTreeMap<&'static str, String>,
    message: String,
    /// Per guard label (for real endings): guard -> refuse.
    guards: BTreeMap<String, bool>,
    source: String,
    /// The turn ran a test or build command (real endings; a claim is then verified).
    checks_ran: bool,
    /// The turn ran any command (real endings; verifies claims that name no check).
    commands_ran: bool,
    /// The turn is known to have written no file, or its prompt showed the
    /// work working (`prose::judge::prompt_shows_work`): the work said to
    /// work stands, as stop-hedge lets it (real endings).
    unchanged: bool,
    /// A hand-written row trained on: its fold (1 or 2); 0 otherwise.
    fold: u8,
    /// A contrast row (`corpus/contrast.jsonl`): the sentences its edit
    /// wrote, the only ones it teaches (the rest are its real ending's,
    /// taught once already); empty for every other row.
    only: Vec<String>,
    /// The user's prompt asked for a view and the turn only read
    /// (`Judge::refused_in_discussion` judges its hedges): its sentences
    /// teach the hedge head nothing either way.
    discussion: bool,
    /// The heads a row teaches nothing (a row of [`REAL_TRAIN_READ`]:
    /// [`REAL_TRAIN_READ_UNTAUGHT`]); their thresholds are still judged
    /// on it.
    untaught: &'static [Head],
}

fn head_of(name: &str) -> Option<Head> {
    Head::ALL.into_iter().find(|h| h.name() == name)
}

fn load_generated(dir: &Path) -> Vec<Msg> {
    let text = std::fs::read_to_string(dir.join("corpus/generated.jsonl")).unwrap();
    text.lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let key = v["key"].as_str().unwrap();
            let last = prose::sentences(key)
                .last()
                .map(|s| s.text.clone())
                .unwrap_or_default();
            let mut positive = BTreeMap::new();
            if v["label"] == 1 {
                let mut heads = vec![v["head"].as_str().unwrap().to_owned()];
                heads.extend(
                    v["also"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|h| h.as_str().unwrap().to_owned()),
                );
                for h in heads {
                    if let Some(h) = head_of(&h) {
                        positive.insert(h.name(), last.clone());
                    }
                }
            }
            Msg {
                split: v["split"].as_str().unwrap().to_owned(),
                positive,
                message: v["message"].as_str().unwrap().to_owned(),
                guards: BTreeMap::new(),
                source: "generated".into(),
                checks_ran: false,
                unchanged: false,
                commands_ran: false,
                fold: 0,
                only: Vec::new(),
                discussion: false,
                untaught: &[],
            }
        })
        .collect()
}

/// The rows of a labelled batch (`corpus/<file>`; none when it is absent).
fn rows_of(dir: &Path, file: &str) -> Vec<Value> {
    let Ok(text) = std::fs::read_to_string(dir.join("corpus").join(file)) else {
        return Vec::new();
    };
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// A row labelled per guard (`refuse`: the guards that must refuse).
fn msg_of(v: &Value, split: &str) -> Msg {
    let guards = v["refuse"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g.as_str().unwrap().to_owned(), true))
        .collect();
    Msg {
        split: split.into(),
        positive: BTreeMap::new(),
        message: v["message"].as_str().unwrap().to_owned(),
        guards,
        source: v["id"].as_str().unwrap_or_default().to_owned(),
        checks_ran: v["turn_ran_checks"].as_bool().unwrap_or(false),
        commands_ran: v["turn_ran_commands"].as_bool().unwrap_or(false),
        unchanged: v["turn_wrote_files"].as_bool() == Some(false)
            || v["prompt"]
                .as_str()
                .is_some_and(prose::judge::prompt_shows_work),
        fold: 0,
        only: Vec::new(),
        discussion: !v["turn_ran_commands"].as_bool().unwrap_or(false)
            && v["turn_wrote_files"].as_bool() != Some(true)
            && v["prompt"]
                .as_str()
                .is_some_and(|p| prose::judge::asks_opinion(p).is_some()),
        untaught: &[],
    }
}

/// Rows labelled per guard (`real.jsonl`, `heldout.jsonl`): test only.
fn load_real(dir: &Path, file: &str, split: &str) -> Vec<Msg> {
    rows_of(dir, file)
        .iter()
        .map(|v| msg_of(v, split))
        .collect()
}

/// The hand-written batches trained on (each row carries its deciding
/// sentence, `key`): the held-out batches already read while tuning, and
/// the training batches written blind for training (`train10*`). A row is
/// in one of two folds (by its place in the file), so a threshold chosen
/// with a model that learnt one fold is judged on the other. Their
/// sentences weigh as the generated ones (a weight of 2 bought a point or
/// two of held-out recall for more wrong refusals of real endings).
const HAND_TRAIN: &[&str] = &[
    "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "train10a",
    "train10b", "train10c", "train10d", "train10e", "train10f", "train10g", "train10h", "train10i",
    "train10j", "train11a", "train11b", "train11c", "train11d",
];

/// Hand-written batches of offers and deferrals (`train12a.md`,
/// `train14.md`: counted unseen, then read for rules) learnt by the offer
/// head only (LABELLING.md, the twenty-first round): the blind held-out
/// batches' offers 248 -> 253 of 325 with one fewer wrongly, never-read
/// real20 one fewer offer refused wrongly. Learnt by every head (train14),
/// offers gained as much but the blind hedges lost 6 and doubles 8; train12b
/// and train13 learnt by the stop-hedge and excuse heads cost 8 blind hedges
/// and 2 wrong refusals of real10.
const HAND_TRAIN_OFFERS: &[&str] = &["train12a", "train14"];
const HAND_TRAIN_OFFERS_UNTAUGHT: &[Head] = &[Head::Hedge, Head::Claim, Head::Excuse, Head::Double];

/// Real batches measured unseen and then read (`corpus/real11.md`,
/// `real12.md`, `real13.md`), trained on as real-train since the
/// real-train round (LABELLING.md): each refusal's deciding sentence (the
/// labeller's `keys`) is a positive of its guard's head, every other
/// sentence one to let through. The offer and doubles heads learn
/// nothing from them ([`REAL_TRAIN_READ_UNTAUGHT`]): learning their offers
/// cost 5 to 15 of the 269 blind held-out offers in every fold tried, for
/// at most one fewer wrong refusal of the real test batches; learning
/// their doubles cost 4 of the 250 blind held-out doubles and 3 of
/// contrast-dev's 41, for nothing measured in return.
const REAL_TRAIN_READ: &[&str] = &["real11", "real12", "real13"];
const REAL_TRAIN_READ_UNTAUGHT: &[Head] = &[Head::Offer, Head::Double];

/// Real batches trained on as [`REAL_TRAIN_READ`] is, for the stop-hedge
/// heads only (LABELLING.md, the twentieth round): real19 (measured unseen,
/// its stop-hedge misses read) and the batches collected blind for
/// training (`real23.md`, `real24.md`, `real25.md`). Learnt by every head
/// but offers and doubles, they took never-read real20 from 14 to 18 of 51
/// refused with no more wrongly, but the excuse head (threshold 0.76 ->
/// 0.68) lost 6 of the blind held-out batches' excuses and wrongly refused
/// one of heldout_context's; so the excuse head does not learn them either.
/// Learning real21 too was measured: real20 and real22 (kept unseen)
/// refused the same, blind held-out excuses and contrast's hedges fell.
const REAL_TRAIN_HEDGES: &[&str] = &["real19", "real23", "real24", "real25"];
const REAL_TRAIN_HEDGES_UNTAUGHT: &[Head] = &[Head::Excuse, Head::Offer, Head::Double];

/// Real batches measured unseen and then trained on as endings to let
/// through only (LABELLING.md, the nineteenth round): every sentence of an
/// ending that should pass is a negative of every head; an ending that
/// should be refused teaches nothing (its labelled deciding sentences are
/// not learnt as positives). Measured against the same batches learnt as
/// `REAL_TRAIN_READ` learns (keys as positives): that refused a fixed
/// rule sentence ("New endpoints should go through the `auth`
/// middleware…") and let a heading's "(best guess)" through, and wrongly
/// refused 3 more of replay18's real turn ends.
const REAL_NEGATIVES: &[&str] = &["real14", "real15", "real16", "real17"];

/// The sentences of `ss` that a row's `key` names: those equal to a
/// sentence of the key, else those whose words the key's words hold (or
/// that hold them).
fn key_sentences(ss: &[Sentence], key: &str) -> Vec<usize> {
    let norm = |t: &str| {
        t.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let texts: Vec<String> = prose::sentences(key).into_iter().map(|s| s.text).collect();
    let exact: Vec<usize> = (0..ss.len())
        .filter(|i| texts.contains(&ss[*i].text))
        .collect();
    if !exact.is_empty() {
        return exact;
    }
    let k = norm(key);
    if k.is_empty() {
        return Vec::new();
    }
    (0..ss.len())
        .filter(|i| {
            let t = norm(&ss[*i].text);
            !t.is_empty() && (k.contains(&t) || t.contains(&k))
        })
        .collect()
}

/// How much of a head's lists a sentence holds (the trainer's choice among
/// the sentences a key spans, and between a hedge and a claim when a row
/// does not say: the lists, not the shipped model, so training reproduces).
fn list_weight(h: Head, ss: &[Sentence], i: usize) -> usize {
    let (hits, _) = Judge::new(h).hits(ss, i);
    3 * hits.used.len() + 2 * hits.secondary.len() + hits.cues.len() + hits.weak.len()
}

/// A hand-written batch with keys, as training messages: per refused
/// guard, the key's sentence is the positive of the guard's head (of
/// `stop-hedge`'s two, the row's `head`, else the one whose lists it holds
/// more of); a guard refused without a sentence found is left out.
fn load_keyed(dir: &Path, file: &str, split: &str) -> Vec<Msg> {
    let rows = rows_of(dir, file);
    let mut out = Vec::with_capacity(rows.len());
    for (k, v) in rows.iter().enumerate() {
        let mut m = msg_of(v, split);
        m.fold = 1 + (k % 2) as u8;
        if let Some(key) = v["key"].as_str() {
            let guards: Vec<String> = m.guards.keys().cloned().collect();
            let named = v["head"].as_str().and_then(head_of);
            for guard in guards {
                key_positive(&mut m, &guard, key, named);
            }
        }
        out.push(m);
    }
    out
}

/// The sentence of `key` as the positive of `guard`'s head (of
/// `stop-hedge`'s two, `named`, else the one whose lists it holds more
/// of); nothing when no sentence of the message is found.
fn key_positive(m: &mut Msg, guard: &str, key: &str, named: Option<Head>) {
    let ss = prose::sentences(&m.message);
    let at = key_sentences(&ss, key);
    let Some((_, heads)) = GUARDS.iter().find(|(g, _)| *g == guard) else {
        return;
    };
    let head = match named {
        Some(h) if heads.contains(&h) => h,
        Some(_) => return,
        None => *heads
            .iter()
            .max_by_key(|h| at.iter().map(|i| list_weight(**h, &ss, *i)).max())
            .unwrap(),
    };
    let Some(i) = at
        .iter()
        .copied()
        .max_by_key(|i| (list_weight(head, &ss, *i), *i))
    else {
        return;
    };
    m.positive.insert(head.name(), ss[i].text.clone());
}

/// Whether head `h`'s deciding sentence `i` of message `m` is a claim the
/// turn's runs verify, as stop-hedge decides: a claim naming no check by
/// any command the turn ran, and the work said to work by a turn that
/// changed nothing or a prompt that showed it working.
fn claim_verified(m: &Msg, h: Head, ss: &[Sentence], i: usize) -> bool {
    h == Head::Claim
        && ((m.commands_ran
            && ss
                .get(i)
                .is_some_and(|s| !prose::judge::claim_needs_check(s)))
            || (m.unchanged && ss.get(i).is_some_and(prose::judge::work_state_sentence)))
}

/// A real batch whose labeller copied each refusal's deciding sentence
/// (`keys`: guard -> sentence): real-train rows whose keys are the
/// positives of their guards' heads.
fn load_real_keyed(dir: &Path, file: &str) -> Vec<Msg> {
    let mut out = Vec::new();
    for v in rows_of(dir, file) {
        let mut m = msg_of(&v, "real-train");
        if let Some(keys) = v["keys"].as_object() {
            for (guard, key) in keys {
                if m.guards.contains_key(guard)
                    && let Some(key) = key.as_str()
                {
                    key_positive(&mut m, guard, key, None);
                }
            }
        }
        out.push(m);
    }
    out
}

/// The contrast rows (`corpus/contrast.jsonl`, LABELLING.md "The contrast
/// round"): read real endings edited so one guard refuses them (or, for
/// endings that are refused, so they pass; and near misses that keep them
/// passing). Test only (splits `contrast-train` and `contrast-dev`, by the
/// real split of the ending edited; labelled per guard like real endings)
/// unless `train` (`PROSE_CONTRAST_TRAIN`) names rows to learn: `all`, or
/// `train:<heads>` (contrast-train's rows of those heads; the others stay
/// a test). A learnt row is in the fold of its source ending's split
/// (real-train's in fold 1, which the model that learns real-train learns;
/// real-dev's in fold 2) and teaches only the sentences its key names: the
/// positive of its head when it is refused, else sentences to let
/// through. Measured, not adopted (LABELLING.md, "The contrast round").
fn load_contrast(dir: &Path, train: &str) -> Vec<Msg> {
    let mut out = Vec::new();
    let all: Vec<&str> = Head::ALL.iter().map(|h| h.name()).collect();
    let (both, heads) = match train {
        "" | "all" => (train == "all", all),
        _ => match train.strip_prefix("train:") {
            Some(h) => (false, h.split(',').collect()),
            None => panic!("PROSE_CONTRAST_TRAIN: `all` or `train:<heads>`, not {train:?}"),
        },
    };
    for v in rows_of(dir, "contrast.jsonl") {
        let mut m = msg_of(&v, "contrast");
        let from_train = v["split"] == "train";
        let head = v["head"].as_str().and_then(head_of);
        let trained = (both || (!train.is_empty() && from_train))
            && head.is_some_and(|h| heads.contains(&h.name()));
        if !trained {
            // Named by the real split of the ending it came from: the rows
            // made from real-train's endings may be read for diagnosis,
            // real-dev's are counted only.
            m.split = format!("contrast-{}", v["split"].as_str().unwrap());
            out.push(m);
            continue;
        }
        m.fold = if from_train { 1 } else { 2 };
        let ss = prose::sentences(&m.message);
        let at = key_sentences(&ss, v["key"].as_str().unwrap());
        if let (Some(h), Some(i)) = (head, at.iter().copied().max_by_key(|i| *i))
            && m.guards.contains_key(h.guard())
        {
            m.positive.insert(h.name(), ss[i].text.clone());
        }
        m.only = at.iter().map(|i| ss[*i].text.clone()).collect();
        if m.only.is_empty() {
            continue;
        }
        out.push(m);
    }
    out
}

/// Rows of the guards' tables as training messages.
fn load_tables(dir: &Path) -> Vec<Msg> {
    let mut out = Vec::new();
    let tables = dir.join("../../hooks/tests/messages");
    for (guard, heads) in [
        ("stop-hedge", vec![Head::Hedge, Head::Claim]),
        ("no-preexisting-excuse", vec![Head::Excuse]),
        ("no-offer-instead-of-fix", vec![Head::Offer]),
        ("forbidden-doubles-stop", vec![Head::Double]),
    ] {
        let Ok(text) = std::fs::read_to_string(tables.join(format!("{guard}.tsv"))) else {
            continue;
        };
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let cols: Vec<&str> = line.splitn(4, '\t').collect();
            let [expect, name, turn, message] = cols[..] else {
                continue;
            };
            // Rows named `context: …` test the rules applied after the model
            // (src/context.rs). They were left out while those rules decided
            // alone (training on them moved the generated test split down);
            // since the model can veto a rule's raise (RAISE_GATE in
            // src/judge.rs) they are trained on, so the model learns the
            // rules' classes. Rows in Japanese or Korean (`ja: …`, `ko: …`)
            // test the rules of src/cjk.rs; the model reads English words.
            if name.starts_with("ja:") || name.starts_with("ko:") {
                continue;
            }
            let message = message.replace("\\n", "\n").replace("\\t", "\t");
            // Claims depend on the turn, and doubles on written files: only
            // rows decided by the prose teach the prose model.
            if guard == "stop-hedge" && !matches!(turn, "-" | "no-test" | "none" | "echo-test") {
                continue;
            }
            if guard == "forbidden-doubles-stop" && turn != "-" && expect != "pass" {
                continue;
            }
            let ss = prose::sentences(&message);
            let mut positive = BTreeMap::new();
            // A known miss (`missed`) should be refused: taught as one.
            let refuse = matches!(expect, "refuse" | "missed");
            if refuse {
                let found = heads.iter().find_map(|h| {
                    Judge::new(*h)
                        .rule_only(&ss)
                        .and_then(|(i, _)| ss.get(i).map(|s| (h.name(), s.text.clone())))
                });
                // A `context:` row refused by a rule of src/context.rs that
                // the phrase lists do not flag: the sentence holding most of
                // the heads' lists (the last on a tie).
                let found = found.or_else(|| {
                    if !name.starts_with("context:") {
                        return None;
                    }
                    heads
                        .iter()
                        .flat_map(|h| (0..ss.len()).map(move |i| (*h, i)))
                        .max_by_key(|(h, i)| (list_weight(*h, &ss, *i), *i))
                        .map(|(h, i)| (h.name(), ss[i].text.clone()))
                });
                let Some((h, text)) = found else { continue };
                positive.insert(h, text);
            }
            let mut guards = BTreeMap::new();
            guards.insert(guard.to_owned(), refuse);
            out.push(Msg {
                split: "train".into(),
                positive,
                message,
                guards,
                source: "table".into(),
                checks_ran: false,
                unchanged: false,
                commands_ran: false,
                fold: 0,
                only: Vec::new(),
                discussion: false,
                untaught: &[],
            });
        }
        let _ = heads;
    }
    out
}

/// Hashed features of every sentence of a message.
fn features_all(j: &Judge, ss: &[Sentence]) -> Vec<Vec<(u32, f32)>> {
    let (defect, fixed) = j.trained_flags(ss);
    (0..ss.len())
        .map(|i| {
            let (hits, _) = j.hits_with(ss, i, &defect, &fixed);
            let mut h = TrainSink::default();
            model::features(ss, i, &hits, &defect, &fixed, &mut h);
            h.0
        })
        .collect()
}

/// Bit set on a training feature's index when the feature is lexical (a
/// word, word pair, word part, code word, or a word of the neighbouring
/// sentences or heading): those are dropped out more often than the
/// class, structure and context features, so a class is learnt from what it
/// is rather than from the words of the frames that show it.
const LEXICAL: u32 = 1 << 31;

#[derive(Default)]
struct TrainSink(Vec<(u32, f32)>);

impl model::Sink for TrainSink {
    fn add(&mut self, tag: &str, parts: &[&str], value: f32) {
        let lexical = matches!(tag, "w" | "b" | "g" | "cp" | "cw" | "p" | "n" | "h" | "w0");
        let idx = model::hash(tag, parts) | if lexical { LEXICAL } else { 0 };
        self.0.push((idx, value));
    }
}

/// Per sentence: the model's score under weights `w`, `b`, with the judge's
/// structural rules applied exactly as the guards apply them.
fn judged_all(j: &Judge, w: &[f32], b: f32, ss: &[Sentence]) -> Vec<f32> {
    let (defect, fixed) = j.flags(ss);
    (0..ss.len())
        .map(|i| {
            let (hits, phrase) = j.hits_with(ss, i, &defect, &fixed);
            let mut h = Hashed::default();
            model::features(ss, i, &hits, &defect, &fixed, &mut h);
            let z = h.0.iter().fold(b, |z, (k, v)| z + w[*k as usize] * v);
            j.adjust(ss, i, &defect, &fixed, model::sigmoid(z), phrase, &hits)
                .0
        })
        .collect()
}

/// The score the model gives dev sentences on their words alone (sentences
/// that should pass with no phrase hit, no cue and no class feature), per
/// message its highest, and over the messages the 99th percentile. A
/// threshold at or below it refuses on vocabulary, not on a class (issue
/// 18: "Here's where things stand after this pass" scored 0.6 on the hedge
/// head from `stand`, `after` and `job`), so the chosen threshold stays
/// above it. A percentile, not the maximum: one template family ("The
/// platform team's new runner image is used from this PR on.", ten dev
/// messages of 2,400) scored 0.99 on the excuse head once the hand-written
/// excuses about runners and other teams were trained on, and the maximum
/// put the threshold at 1.00.
fn lexical_ceiling(j: &Judge, w: &[f32], b: f32, dev: &[(&Msg, &Vec<Sentence>)]) -> f32 {
    let mut tops = Vec::new();
    for (m, ss) in dev {
        let mut top = 0f32;
        let positive = m.positive.get(j.head.name());
        // Only messages that should pass: the other sentences of a key
        // passage ("One more thing: the leak." before the offer) are part
        // of what should be refused.
        if positive.is_some() {
            continue;
        }
        let (defect, fixed) = j.flags(ss);
        let scores = judged_all(j, w, b, ss);
        for (i, score) in scores.iter().enumerate() {
            if ss.get(i).map(|s| &s.text) == positive {
                continue;
            }
            let (hits, _) = j.hits_with(ss, i, &defect, &fixed);
            if !hits.used.is_empty()
                || !hits.cues.is_empty()
                || !hits.secondary.is_empty()
                || hits.rule
            {
                continue;
            }
            let mut named = Named::default();
            model::features(ss, i, &hits, &defect, &fixed, &mut named);
            if named.0.iter().any(|(n, _, _)| n.starts_with("k ")) {
                continue;
            }
            // A structural rule that raises a sentence (src/context.rs) is
            // not its words: the words' own score is the model's.
            let z = named.0.iter().fold(b, |z, (_, k, v)| {
                z + w.get(*k as usize).copied().unwrap_or(0.0) * v
            });
            top = top.max(score.min(model::sigmoid(z)));
        }
        tops.push(top);
    }
    tops.sort_by(f32::total_cmp);
    tops.get(tops.len() * 99 / 100).copied().unwrap_or(0.0)
}

/// The largest share of dev messages that should pass which a head may
/// refuse: real endings are longer than generated ones (more sentences, more
/// chances to misfire) and four guards judge each, so a head gets well under
/// the 2 wrong refusals per 100 endings for the four together.
const MAX_DEV_FPR: f32 = 0.025;

/// How many points of held-out recall one point of real-dev endings
/// wrongly refused costs when a threshold is raised (see `main`). About
/// one ending in ten that a guard judges should be refused, so a point of
/// wrong refusals is about ten times as many endings as a point of recall:
/// each error counts the same.
const REAL_WRONG_COST: f32 = 10.0;

/// The least gain in value (see `main`) for which a threshold rises.
const MIN_GAIN: f32 = 0.01;

/// The hand-written held-out batches read while tuning: reported, and
/// trained on since the training-batch round (see [`HAND_TRAIN`]).
const READ_HELDOUT: &[&str] = &[
    "heldout",
    "heldout2",
    "heldout3",
    "heldout4",
    "heldout5",
    "heldout_context",
    "heldout6",
    "heldout7",
];

/// The splits never read (written or collected blind, only counted):
/// `PROSE_DUMP` prints no message of theirs, `PROSE_SWEEP` counts them.
const BLIND: &[&str] = &[
    "heldout8",
    "heldout9",
    "heldout10",
    "heldout11",
    "heldout12",
    "heldout13",
    "heldout14",
    "real-test",
    "real8",
    "real10",
    "contrast-dev",
];

/// No head refuses below this score, whatever dev allows: a real ending has
/// many sentences, and a low threshold lets weak evidence in any of them
/// (a defect word three paragraphs up, a literal "separately") refuse.
const THRESHOLD_FLOOR: f32 = 0.5;

/// How far below the best dev value a stop-hedge threshold may score and
/// still be chosen (the highest such threshold is): two points of dev
/// recall bought back as margin against wrong refusals.
const PLATEAU: f32 = 0.02;

/// A training example: features, label (1 refuse, 0 pass), weight.
type Example = (Vec<(u32, f32)>, f32, f32);

/// The weight of a sentence of a real ending that should pass (every one
/// of its sentences is an example the head should let through). It was 0.5
/// while the hand-made positives were the generated ones alone (at full
/// weight real sentences pulled down the words that also carry them); with
/// the hand-written batches trained on (see [`HAND_TRAIN`]) full weight
/// kept their recall and cut real-test's wrong refusals (11 -> 9 of 187).
const REAL_NEGATIVE_WEIGHT: f32 = 1.0;

/// Share of features left out of each training update, per mille.
const DROPOUT_PER_MILLE: u64 = 100;

/// Share of lexical features (see [`LEXICAL`]) left out, per mille.
const DROPOUT_LEXICAL_PER_MILLE: u64 = 600;

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

/// Seeds of the averaged runs: a linear model's average is one linear model
/// (the same size and speed), and averaging runs that saw the examples in
/// different orders and dropped different features steadies the scores that
/// the dev thresholds are chosen on.
const SEEDS: [u64; 3] = [18, 19, 20];

fn train(examples: &[Example]) -> (Vec<f32>, f32) {
    let mut w = vec![0f32; DIM];
    let mut b = 0f32;
    for seed in SEEDS {
        let (ws, bs) = train_one(examples, seed);
        for (a, x) in w.iter_mut().zip(ws) {
            *a += x / SEEDS.len() as f32;
        }
        b += bs / SEEDS.len() as f32;
    }
    (w, b)
}

fn train_one(examples: &[Example], seed: u64) -> (Vec<f32>, f32) {
    let mut w = vec![0f32; DIM];
    let mut b = 0f32;
    let pos = examples.iter().filter(|e| e.1 > 0.5).count().max(1) as f32;
    let neg = (examples.len() as f32 - pos).max(1.0);
    let pos_weight = (neg / pos).clamp(1.0, 4.0);
    let mut order: Vec<usize> = (0..examples.len()).collect();
    let mut rng = Lcg(seed);
    let epochs = 16;
    for epoch in 0..epochs {
        for k in (1..order.len()).rev() {
            let j = (rng.next() % (k as u64 + 1)) as usize;
            order.swap(k, j);
        }
        let lr = 0.15 / (1.0 + epoch as f32 * 0.4);
        for &k in &order {
            let (x, y, weight) = &examples[k];
            // Feature dropout (deterministic): each feature is left out of
            // an update with probability DROPOUT, so no single word or
            // phrase carries a class alone and the class features, the
            // structure and the context share the evidence.
            let kept: Vec<(u32, f32)> = x
                .iter()
                .filter_map(|(i, v)| {
                    let rate = if i & LEXICAL != 0 {
                        DROPOUT_LEXICAL_PER_MILLE
                    } else {
                        DROPOUT_PER_MILLE
                    };
                    (rng.next() % 1000 >= rate)
                        .then(|| (i & !LEXICAL, v / (1.0 - rate as f32 / 1000.0)))
                })
                .collect();
            let z = kept.iter().fold(b, |z, (i, v)| z + w[*i as usize] * v);
            let p = model::sigmoid(z);
            let g = (p - y) * weight * if *y > 0.5 { pos_weight } else { 1.0 };
            for (i, v) in &kept {
                let wi = &mut w[*i as usize];
                *wi -= lr * (g * v + 3e-4 * *wi);
            }
            b -= lr * g;
        }
    }
    (w, b)
}

/// The message-level scores of one head: the maximum over sentences.
fn message_score(j: &Judge, w: &[f32], b: f32, ss: &[Sentence]) -> (f32, usize) {
    judged_all(j, w, b, ss)
        .into_iter()
        .enumerate()
        .map(|(i, s)| (s, i))
        .fold((0.0, 0), |a, c| if c.0 > a.0 { c } else { a })
}

#[derive(Default, Clone, Copy)]
struct Rates {
    tp: usize,
    fn_: usize,
    fp: usize,
    tn: usize,
}
impl Rates {
    fn add(&mut self, truth: bool, said: bool) {
        match (truth, said) {
            (true, true) => self.tp += 1,
            (true, false) => self.fn_ += 1,
            (false, true) => self.fp += 1,
            (false, false) => self.tn += 1,
        }
    }
    fn recall(&self) -> f32 {
        self.tp as f32 / (self.tp + self.fn_).max(1) as f32
    }
    fn fpr(&self) -> f32 {
        self.fp as f32 / (self.fp + self.tn).max(1) as f32
    }
    fn precision(&self) -> f32 {
        self.tp as f32 / (self.tp + self.fp).max(1) as f32
    }
    fn row(&self) -> String {
        format!(
            "{}/{} refused ({:.1}% recall), {}/{} wrongly refused ({:.1}%), precision {:.1}%",
            self.tp,
            self.tp + self.fn_,
            100.0 * self.recall(),
            self.fp,
            self.fp + self.tn,
            100.0 * self.fpr(),
            100.0 * self.precision()
        )
    }
}

const GUARDS: [(&str, &[Head]); 4] = [
    ("stop-hedge", &[Head::Hedge, Head::Claim]),
    ("no-preexisting-excuse", &[Head::Excuse]),
    ("no-offer-instead-of-fix", &[Head::Offer]),
    ("forbidden-doubles-stop", &[Head::Double]),
];

/// The threshold for `head` from dev's `from` up to 0.95 that costs the
/// fewest errors on the real endings of split `judged` that should pass,
/// scored by the weights `(w, b)`: a point of those endings wrongly refused
/// counts as REAL_WRONG_COST points of recall on the hand-written rows of
/// fold `hand` (which the weights did not learn), and a higher threshold is
/// taken only when it gains at least MIN_GAIN (one ending more or less is
/// noise, not a reason to give up recall). A claim after a test run is
/// verified, not refused. Returns the threshold and a line for the log.
fn real_threshold(
    msgs: &[Msg],
    parsed: &[Vec<Sentence>],
    head: Head,
    j: &Judge,
    (w, b): (&[f32], f32),
    (judged, hand): (&str, u8),
    from: f32,
) -> (f32, String) {
    // The judged split's endings, scored once and parted by label: those
    // that should pass are the value's wrong refusals; those that should be
    // refused are for the log only (real endings carry no key sentence, so
    // their recall is not part of the value).
    let judged_scores: Vec<(f32, bool)> = msgs
        .iter()
        .zip(parsed)
        .filter(|(m, _)| {
            m.split == judged
                && !(head == Head::Claim && m.checks_ran)
                && !(head == Head::Hedge && m.discussion)
        })
        .map(|(m, ss)| {
            let refuse = m.guards.get(head.guard()).copied().unwrap_or(false);
            (message_score(j, w, b, ss).0, refuse)
        })
        .collect();
    let labelled = |refuse: bool| -> Vec<f32> {
        judged_scores
            .iter()
            .filter(|(_, r)| *r == refuse)
            .map(|(s, _)| *s)
            .collect()
    };
    let (real_positives, negatives) = (labelled(true), labelled(false));
    let positives: Vec<f32> = msgs
        .iter()
        .zip(parsed)
        .filter(|(m, _)| {
            m.fold == hand
                && m.split != "contrast"
                && m.guards.get(head.guard()).copied().unwrap_or(false)
        })
        .map(|(_, ss)| message_score(j, w, b, ss).0)
        .collect();
    let share =
        |v: &[f32], t: f32| v.iter().filter(|s| **s >= t).count() as f32 / v.len().max(1) as f32;
    let value = |t: f32| share(&positives, t) - REAL_WRONG_COST * share(&negatives, t);
    let mut t = from;
    for k in (from * 100.0).round() as i32..=95 {
        let c = k as f32 / 100.0;
        if value(c) > value(t) + MIN_GAIN {
            t = c;
        }
    }
    let line = format!(
        "{from:.2} -> {t:.2} ({:.1}% -> {:.1}% wrongly refused, held-out recall {:.1}% -> {:.1}%, real recall {:.1}% -> {:.1}% of {})",
        100.0 * share(&negatives, from),
        100.0 * share(&negatives, t),
        100.0 * share(&positives, from),
        100.0 * share(&positives, t),
        100.0 * share(&real_positives, from),
        100.0 * share(&real_positives, t),
        real_positives.len()
    );
    (t, line)
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut msgs = load_generated(dir);
    msgs.extend(load_tables(dir));
    // Real endings (corpus/LABELLING.md), split by source. real-train:
    // `real.jsonl` and the `packmind-`/`cipherbox-` rows of `real4.jsonl`;
    // real-dev: the `omp-`/`safecast-` rows of `real4.jsonl` and all of
    // `real5.jsonl` (each read after it was measured unseen). Every
    // sentence of a real ending that should pass is trained on as one to
    // let through; real-dev's are left out of the model the thresholds are
    // chosen with, so they are chosen on endings that model has not seen.
    // real-test: `real6.jsonl`, labelled blind, never read or trained on.
    msgs.extend(load_real(dir, "real.jsonl", "real-train"));
    for mut m in load_real(dir, "real4.jsonl", "real4") {
        let calib = m.source.starts_with("omp-") || m.source.starts_with("safecast-");
        m.split = if calib { "real-dev" } else { "real-train" }.into();
        msgs.push(m);
    }
    msgs.extend(load_real(dir, "real5.jsonl", "real-dev"));
    // The ninth real batches (`corpus/real9a.md`, `real9b.md`): collected
    // and labelled blind for training, read; real-train.
    msgs.extend(load_real(dir, "real9a.jsonl", "real-train"));
    msgs.extend(load_real(dir, "real9b.jsonl", "real-train"));
    for (batches, untaught) in [
        (REAL_TRAIN_READ, REAL_TRAIN_READ_UNTAUGHT),
        (REAL_TRAIN_HEDGES, REAL_TRAIN_HEDGES_UNTAUGHT),
    ] {
        for batch in batches {
            for mut m in load_real_keyed(dir, &format!("{batch}.jsonl")) {
                m.untaught = untaught;
                msgs.push(m);
            }
        }
    }
    for batch in REAL_NEGATIVES {
        msgs.extend(load_real(dir, &format!("{batch}.jsonl"), "real-train"));
    }
    msgs.extend(load_real(dir, "real6.jsonl", "real-test"));
    for batch in HAND_TRAIN {
        msgs.extend(load_keyed(dir, &format!("{batch}.jsonl"), batch));
    }
    // Measurement only (LABELLING.md, the fortieth round): more
    // hand-written batches trained on as `HAND_TRAIN` is
    // (`PROSE_EXTRA_HAND=train13,train15,…`), untaught to the heads named
    // in `PROSE_EXTRA_UNTAUGHT` (`claim,double`). Learning train12b-train19e
    // this way was measured and not kept: the blind held-out batches gained
    // (stop-hedge 406 -> 417 of 521) but the replays' unread halves were
    // refused wrongly 67 -> 78 times in 1,627 endings, for one more right.
    let extra = std::env::var("PROSE_EXTRA_HAND").unwrap_or_default();
    let extra_untaught: &'static [Head] = Box::leak(
        std::env::var("PROSE_EXTRA_UNTAUGHT")
            .unwrap_or_default()
            .split(',')
            .filter_map(head_of)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    );
    for batch in extra.split(',').filter(|b| !b.is_empty()) {
        for mut m in load_keyed(dir, &format!("{batch}.jsonl"), batch) {
            m.untaught = extra_untaught;
            msgs.push(m);
        }
    }
    for batch in HAND_TRAIN_OFFERS {
        for mut m in load_keyed(dir, &format!("{batch}.jsonl"), batch) {
            m.untaught = HAND_TRAIN_OFFERS_UNTAUGHT;
            msgs.push(m);
        }
    }
    // The contrast rows: test only; `PROSE_CONTRAST_TRAIN` (`all`, or
    // `train:<heads>`) trains on them as the contrast round measured (not
    // adopted: see `load_contrast`).
    msgs.extend(load_contrast(
        dir,
        &std::env::var("PROSE_CONTRAST_TRAIN").unwrap_or_default(),
    ));
    msgs.extend(load_real(dir, "heldout_context.jsonl", "heldout_context"));
    msgs.extend(load_real(dir, "heldout8.jsonl", "heldout8"));
    // Test only, never trained on and not read by the thresholds: heldout9
    // (written blind, never read), heldout_cjk (Japanese/Korean, written
    // blind, read for `src/cjk.rs`), real7 (real Japanese/Korean endings,
    // labelled blind, read for `src/cjk.rs`).
    msgs.extend(load_real(dir, "heldout9.jsonl", "heldout9"));
    msgs.extend(load_real(dir, "heldout10.jsonl", "heldout10"));
    msgs.extend(load_real(dir, "heldout11.jsonl", "heldout11"));
    msgs.extend(load_real(dir, "heldout12.jsonl", "heldout12"));
    msgs.extend(load_real(dir, "heldout13.jsonl", "heldout13"));
    msgs.extend(load_real(dir, "heldout14.jsonl", "heldout14"));
    msgs.extend(load_real(dir, "heldout_cjk.jsonl", "heldout_cjk"));
    // heldout_zh and heldout_zh2 (Chinese, written blind, never read): test
    // only.
    msgs.extend(load_real(dir, "heldout_zh.jsonl", "heldout_zh"));
    msgs.extend(load_real(dir, "heldout_zh2.jsonl", "heldout_zh2"));
    msgs.extend(load_real(dir, "real7.jsonl", "real7"));
    // real8 (`corpus/real8.md`): measured unseen whole, then split by
    // source: its `gitsync-`/`flutter-` endings were read to find why real
    // endings are refused wrongly and join real-dev; the rest stays a test
    // split never read (`real8`).
    for mut m in load_real(dir, "real8.jsonl", "real8") {
        if m.source.starts_with("gitsync-") || m.source.starts_with("flutter-") {
            m.split = "real-dev".into();
        }
        msgs.push(m);
    }
    // real10 (`corpus/real10.md`): the tenth real batch, labelled blind as
    // a test batch, never read; test only.
    msgs.extend(load_real(dir, "real10.jsonl", "real10"));
    let parsed: Vec<Vec<Sentence>> = msgs.iter().map(|m| prose::sentences(&m.message)).collect();
    let mut params: Vec<(Vec<f32>, f32, f32)> = Vec::new();
    let mut dev_params: Vec<(Vec<f32>, f32, f32)> = Vec::new();
    let mut report = String::new();
    writeln!(report, "# Prose model: training report\n").unwrap();
    writeln!(report, "Written by `scripts/train-prose` (`cargo run -p prose --release --example train`); do not edit.\n").unwrap();
    let count = |s: &str| msgs.iter().filter(|m| m.split == s).count();
    let hand: Vec<String> = HAND_TRAIN
        .iter()
        .map(|b| format!("{} {b}", count(b)))
        .collect();
    let offers: Vec<String> = HAND_TRAIN_OFFERS
        .iter()
        .map(|b| format!("{} {b}", count(b)))
        .collect();
    writeln!(
        report,
        "Messages: {} train (generated + the guards' tables), {} dev, {} test (generated, wordings unseen in training); hand-written rows trained on, in two folds (the held-out batches read while tuning, and the training batches written blind for training): {}; learnt by the offer head only: {}; {} held-out context (test only); test only, never trained on: {} held-out 8, {} held-out 9, {} held-out 10, {} held-out 11, {} held-out 12, {} held-out 13 and {} held-out 14 (each written blind by a different helper, never read), {} held-out CJK (Japanese and Korean, written blind, read for the CJK rules), {} held-out zh and {} held-out zh2 (Chinese, each written blind by a different helper, never read); real endings: {} real-train (read; their sentences that should pass are trained on, and the deciding sentences of real11-13's refusals but offers and doubles, and of real19's and real23-25's stop-hedge refusals, as ones to refuse; of real14-17 only the endings that pass), {} real-dev (read; trained on the same way, thresholds chosen on them), {} real-test (the sixth real batch, labelled blind, never read), {} real7 (Japanese and Korean, read for the CJK rules; test only), {} real8 (the eighth real batch's endings from three of its five sources, labelled blind, never read; test only), {} real10 (the tenth real batch, labelled blind as a test batch, never read); contrast rows (read real endings edited by hand across the line, `corpus/contrast.md`; test only): {} contrast-train (from real-train's endings), {} contrast-dev (from real-dev's, counted only).\n",
        count("train"), count("dev"), count("test"), hand.join(", "), offers.join(", "), count("heldout_context"), count("heldout8"), count("heldout9"), count("heldout10"), count("heldout11"), count("heldout12"), count("heldout13"), count("heldout14"), count("heldout_cjk"), count("heldout_zh"), count("heldout_zh2"), count("real-train"), count("real-dev"), count("real-test"), count("real7"), count("real8"), count("real10"), count("contrast-train"), count("contrast-dev")
    )
    .unwrap();
    for head in Head::ALL {
        let j = Judge::new(head);
        let examples = |splits: &[&str], folds: &[u8]| {
            let mut ex = Vec::new();
            for (m, ss) in msgs
                .iter()
                .zip(&parsed)
                .filter(|(m, _)| splits.contains(&m.split.as_str()) || folds.contains(&m.fold))
            {
                if m.source == "table" && !m.guards.contains_key(head.guard()) {
                    continue;
                }
                if (m.discussion && head == Head::Hedge) || m.untaught.contains(&head) {
                    continue;
                }
                // A row labelled per guard (hand-written or real) refused by
                // this head's guard with no sentence of this head's to learn
                // (a real ending, a claim row for the hedge head, a key not
                // found), or a claim the turn's run verified.
                if (m.fold > 0 || matches!(m.split.as_str(), "real-train" | "real-dev"))
                    && ((m.guards.get(head.guard()).copied().unwrap_or(false)
                        && !m.positive.contains_key(head.name()))
                        || (head == Head::Claim && (m.checks_ran || m.commands_ran)))
                {
                    continue;
                }
                let pos = m.positive.get(head.name());
                let weight = if m.split.starts_with("real") {
                    REAL_NEGATIVE_WEIGHT
                } else {
                    1.0
                };
                for (s, x) in ss.iter().zip(features_all(&j, ss)) {
                    if !m.only.is_empty() && !m.only.contains(&s.text) {
                        continue;
                    }
                    let y = if pos == Some(&s.text) { 1.0 } else { 0.0 };
                    ex.push((x, y, weight));
                }
            }
            ex
        };
        let ex = examples(&["train", "real-train"], &[1, 2]);
        let (w, b) = train(&ex);
        // Threshold on dev: the highest recall with at most MAX_DEV_FPR of the
        // messages that should pass refused (real messages are longer than
        // generated ones, so each sentence gets more chances to misfire).
        let dev: Vec<(f32, bool)> = msgs
            .iter()
            .zip(&parsed)
            .filter(|(m, _)| m.split == "dev")
            .map(|(m, ss)| {
                (
                    message_score(&j, &w, b, ss).0,
                    m.positive.contains_key(head.name()),
                )
            })
            .collect();
        let mut curve: Vec<(f32, f32)> = Vec::new();
        for k in (THRESHOLD_FLOOR * 100.0) as i32..96 {
            let t = k as f32 / 100.0;
            let mut r = Rates::default();
            for (s, truth) in &dev {
                r.add(*truth, *s >= t);
            }
            // Within the ceiling, a point of wrong refusals costs a point of
            // recall: a template family of near-misses on dev scores high at
            // every threshold, and a heavier cost would push the threshold
            // up for every wording to shave a few of its neighbours.
            let value = if r.fpr() <= MAX_DEV_FPR {
                r.recall() - r.fpr()
            } else {
                -1.0 + r.recall() * 0.01 - r.fpr()
            };
            curve.push((t, value));
            if std::env::var_os("PROSE_CURVE").is_some() && k % 5 == 0 {
                eprintln!(
                    "curve {} t={t:.2} recall={:.3} fpr={:.4}",
                    head.name(),
                    r.recall(),
                    r.fpr()
                );
            }
        }
        // Dev often scores the same over a range of thresholds (its
        // families sit far from the boundary); wordings dev does not hold
        // score lower than dev's and real endings are longer (more chances
        // to misfire), so the middle of the best range keeps a margin on
        // both sides (never below THRESHOLD_FLOOR). stop-hedge's heads read
        // epistemic and success words, the commonest in ordinary prose: a
        // threshold in the low end of their flat range bought dev recall in
        // the third decimal at the price of real wrong refusals (issue 18,
        // heldout4 round: the middle moved from 0.71 to 0.58 with a point
        // of dev recall between; real endings' descriptions of behaviour,
        // "this will work regardless of …", scored 0.6), and their dev curve
        // has no flat top to stop on, so theirs is the highest threshold
        // within two points of the best.
        let top = curve.iter().map(|c| c.1).fold(f32::MIN, f32::max);
        let upper = matches!(head, Head::Hedge | Head::Claim);
        let plateau: Vec<f32> = curve
            .iter()
            .filter(|c| c.1 >= top - if upper { PLATEAU } else { 0.002 })
            .map(|c| c.0)
            .collect();
        let at = if upper {
            plateau.len().saturating_sub(1)
        } else {
            plateau.len() / 2
        };
        let dev_parsed: Vec<(&Msg, &Vec<Sentence>)> = msgs
            .iter()
            .zip(&parsed)
            .filter(|(m, _)| m.split == "dev")
            .collect();
        let lexical = lexical_ceiling(&j, &w, b, &dev_parsed);
        eprintln!("{}: lexical ceiling {lexical:.2}", head.name());
        let chosen = plateau.get(at).copied().unwrap_or(0.5);
        let best = (chosen.max((lexical * 100.0).ceil() / 100.0 + 0.01), top);
        eprintln!(
            "{}: {} examples, threshold {:.2}",
            head.name(),
            ex.len(),
            best.0
        );
        // The threshold is chosen on dev by the model trained on train
        // alone (its dev numbers are reported); the shipped weights are then
        // refit on train and dev together, so the template families of dev
        // teach the model too and only test stays unseen.
        dev_params.push((w, b, best.0));
        // Real endings are the rate a user sees. Two folds: a model trained
        // without real-dev chooses a threshold on real-dev's endings, one
        // trained without real-train chooses one on real-train's; the
        // shipped weights learn both and take the mean (each threshold was
        // chosen on endings its model had not learnt).
        let fold = |learnt: &str, judged: &str, hand: u8| {
            let (w, b) = train(&examples(&["train", "dev", learnt], &[hand]));
            let t = real_threshold(
                &msgs,
                &parsed,
                head,
                &j,
                (&w, b),
                (judged, 3 - hand),
                best.0,
            );
            eprintln!("{}: threshold on {judged}: {}", head.name(), t.1);
            // The contrast rows of the fold this model did not learn, at
            // the threshold chosen: for the log only.
            let (mut hit, mut pos, mut wrong, mut neg) = (0, 0, 0, 0usize);
            for (m, ss) in msgs.iter().zip(&parsed) {
                if m.split != "contrast" || m.fold != 3 - hand {
                    continue;
                }
                let said = message_score(&j, &w, b, ss).0 >= t.0;
                if m.positive.contains_key(head.name()) {
                    pos += 1;
                    hit += usize::from(said);
                } else if m.guards.is_empty() {
                    neg += 1;
                    wrong += usize::from(said);
                }
            }
            if pos + neg > 0 {
                eprintln!(
                    "{}: contrast rows of fold {}: {hit}/{pos} refused, {wrong}/{neg} that pass refused",
                    head.name(),
                    3 - hand
                );
            }
            t.0
        };
        let t_dev = fold("real-train", "real-dev", 1);
        let t_train = fold("real-dev", "real-train", 2);
        let t = ((t_dev + t_train) * 50.0).round() / 100.0;
        eprintln!("{}: threshold {t:.2}", head.name());
        let (w, b) = train(&examples(
            &["train", "dev", "real-train", "real-dev"],
            &[1, 2],
        ));
        params.push((w, b, t));
    }
    // The weights file.
    let mut bytes = Vec::with_capacity(HEADER + HEADS * 8 + HEADS * DIM * 4);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&(DIM as u32).to_le_bytes());
    bytes.extend_from_slice(&(HEADS as u32).to_le_bytes());
    for (_, b, t) in &params {
        bytes.extend_from_slice(&b.to_le_bytes());
        bytes.extend_from_slice(&t.to_le_bytes());
    }
    for (w, _, _) in &params {
        for x in w {
            bytes.extend_from_slice(&x.to_le_bytes());
        }
    }
    let out =
        std::env::var_os("PROSE_OUT").map_or_else(|| dir.join("model"), std::path::PathBuf::from);
    std::fs::write(out.join("weights.bin"), &bytes).unwrap();

    // Evaluation per guard: the model (a phrase nominates, the model decides)
    // against the phrase-list design, on the same messages. For stop-hedge a
    // claim counts as refused (these messages come with no test run).
    writeln!(
        report,
        "| guard | split | phrase lists (old) | phrase + model (new) |\n|---|---|---|---|"
    )
    .unwrap();
    let mut real: BTreeMap<&str, (Rates, Rates)> = BTreeMap::new();
    let mut real_wrong = Vec::new();
    for (guard, heads) in GUARDS {
        let splits = ["dev", "test"].iter().chain(READ_HELDOUT).chain(&[
            "heldout8",
            "heldout9",
            "heldout10",
            "heldout11",
            "heldout12",
            "heldout13",
            "heldout14",
            "heldout_cjk",
            "heldout_zh",
            "heldout_zh2",
            "real-train",
            "real-dev",
            "real-test",
            "real7",
            "real8",
            "real10",
            "contrast-train",
            "contrast-dev",
        ]);
        for &split in splits {
            let mut old = Rates::default();
            let mut new = Rates::default();
            let params = if split == "dev" { &dev_params } else { &params };
            for (m, ss) in msgs.iter().zip(&parsed).filter(|(m, _)| m.split == split) {
                // Generated messages carry the labelled sentence per head;
                // the held-out and real rows a label per guard.
                let truth = if matches!(split, "dev" | "test") {
                    heads.iter().any(|h| m.positive.contains_key(h.name()))
                } else {
                    m.guards.get(guard).copied().unwrap_or(false)
                };
                // A claim after a test run in the turn is verified, not refused.
                let judged = |h: &&Head| !(m.checks_ran && **h == Head::Claim);
                let said_old = heads
                    .iter()
                    .filter(judged)
                    .any(|h| Judge::new(*h).rule_only(ss).is_some());
                let said_new = heads.iter().filter(judged).any(|h| {
                    let p = &params[h.index()];
                    let (score, i) = message_score(&Judge::new(*h), &p.0, p.1, ss);
                    score >= p.2 && !claim_verified(m, *h, ss, i)
                });
                old.add(truth, said_old);
                new.add(truth, said_new);
                if std::env::var_os("PROSE_DUMP").is_some()
                    && truth != said_new
                    && !BLIND.contains(&split)
                {
                    let (h, sc, i) = heads
                        .iter()
                        .map(|h| {
                            let p = &params[h.index()];
                            let (sc, i) = message_score(&Judge::new(*h), &p.0, p.1, ss);
                            (*h, sc, i)
                        })
                        .fold((heads[0], -1.0, 0), |a, c| if c.1 > a.1 { c } else { a });
                    eprintln!(
                        "{guard} {split} {} {} {sc:.2}: {}",
                        if truth { "MISSED" } else { "WRONG" },
                        h.name(),
                        ss.get(i).map_or("", |s| s.text.as_str())
                    );
                }
                if split.starts_with("real") || split.starts_with("contrast-") {
                    let (new, old) = real.entry(split).or_default();
                    new.add(truth, said_new);
                    old.add(truth, said_old);
                    // Only real-dev's misses are listed: real-test's are
                    // not read, so they cannot be tuned on.
                    if split == "real-dev" && truth != said_new {
                        real_wrong.push(format!(
                            "{guard} {} ({})",
                            if said_new { "refused" } else { "missed" },
                            m.source
                        ));
                    }
                }
            }
            writeln!(
                report,
                "| {guard} | {split} | {} | {} |",
                old.row(),
                new.row()
            )
            .unwrap();
        }
    }
    for (split, (new, old)) in &real {
        let n = count(split);
        writeln!(
            report,
            "\n{split}, the four guards together ({n} endings x 4 guards): new: {} wrong refusals ({:.1} per 100 endings), {} misses; old: {} wrong refusals, {} misses.",
            new.fp,
            100.0 * new.fp as f32 / n.max(1) as f32,
            new.fn_,
            old.fp,
            old.fn_
        )
        .unwrap();
    }
    writeln!(report, "\nreal-dev misses and wrong refusals (new):\n").unwrap();
    for w in &real_wrong {
        writeln!(report, "- {w}").unwrap();
    }
    writeln!(
        report,
        "\nThresholds (shipped: chosen on dev, raised on real endings): {}",
        Head::ALL
            .iter()
            .map(|h| format!("{} {:.2}", h.name(), params[h.index()].2))
            .collect::<Vec<_>>()
            .join(", ")
    )
    .unwrap();
    if std::env::var_os("PROSE_SWEEP").is_some() {
        sweep(&msgs, &parsed, &params);
    }
    std::fs::write(out.join("REPORT.md"), &report).unwrap();
    println!("{report}");
}

/// A message of a swept split: its split, whether the guard should refuse
/// it, and per head its score and whether the turn's runs verify it.
type SweepRow<'a> = (&'a str, bool, Vec<(Head, f32, bool)>);

/// Diagnostics (`PROSE_SWEEP=1`): per head, the guard's counts on the
/// measured splits at thresholds from 0.50 to 0.95 (the other head at its
/// shipped threshold). Counts only: no message is printed.
fn sweep(msgs: &[Msg], parsed: &[Vec<Sentence>], params: &[(Vec<f32>, f32, f32)]) {
    let splits: Vec<&str> = BLIND
        .iter()
        .chain(&["real-dev", "real-train"])
        .copied()
        .collect();
    for head in Head::ALL {
        let heads = GUARDS.iter().find(|(g, _)| *g == head.guard()).unwrap().1;
        // Per message of each split: (truth, per head (score, verified)).
        let mut rows: Vec<SweepRow> = Vec::new();
        for (m, ss) in msgs
            .iter()
            .zip(parsed)
            .filter(|(m, _)| splits.contains(&m.split.as_str()))
        {
            let truth = m.guards.get(head.guard()).copied().unwrap_or(false);
            let per = heads
                .iter()
                .filter(|h| !(m.checks_ran && **h == Head::Claim))
                .map(|h| {
                    let p = &params[h.index()];
                    let (sc, i) = message_score(&Judge::new(*h), &p.0, p.1, ss);
                    (*h, sc, claim_verified(m, *h, ss, i))
                })
                .collect();
            rows.push((m.split.as_str(), truth, per));
        }
        for &split in &splits {
            let mut line = format!("sweep {} {split}:", head.name());
            for k in (50..=95).step_by(5) {
                let t = k as f32 / 100.0;
                let mut r = Rates::default();
                for (_, truth, per) in rows.iter().filter(|r| r.0 == split) {
                    let said = per.iter().any(|(h, sc, v)| {
                        let th = if *h == head { t } else { params[h.index()].2 };
                        *sc >= th && !v
                    });
                    r.add(*truth, said);
                }
                if r.tp + r.fn_ + r.fp + r.tn == 0 {
                    continue;
                }
                line.push_str(&format!(" {t:.2}:{}/{},{}", r.tp, r.tp + r.fn_, r.fp));
            }
            eprintln!("{line}");
        }
    }
}
