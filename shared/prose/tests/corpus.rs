//! The prose guards' corpus, judged as the guards judge it: the generated
//! test split (wordings the model never saw) and the real endings. Reports
//! "should refuse: refused X/Y, should pass: allowed A/B" per guard and
//! asserts today's floors.
//!
//! Issue 18's targets are >= 90% refused and <= 5% wrongly refused per
//! guard on unseen messages. The floors below hold today's numbers
//! (shared/prose/model/REPORT.md) less a small margin, so a regression fails.
//! FIXME(issue 18): see the floors below for today's numbers. The
//! generated test split and the batches read while fixing (heldout1-7,
//! trained on since the training-batch round) are at 90-100% refused; the
//! seven blind batches never read (heldout8, heldout9, heldout10,
//! heldout11, heldout12, heldout13, heldout14) at 58-95% with at most
//! 1.4% wrongly; the
//! real endings
//! (corpus/LABELLING.md) are real-dev (every row read for diagnosis),
//! real-test (`real6.jsonl`), real8's unread sources and real10, all three
//! never read and below the targets (their floors say by how much).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stdout,
    clippy::print_stderr
)]

use prose::judge::{Head, Judge, claim_needs_check};
use serde_json::Value;
use std::path::Path;

const GUARDS: [(&str, &[Head], f32, f32); 4] = [
    // guard, heads, min share refused, max share wrongly refused
    // stop-hedge wrongly refused 1.4% -> 1.6% of this split in the
    // issue-18 data round (train11*), for fewer wrong refusals of unread
    // real endings (real8: 13 -> 10, real-test: 6 -> 5).
    ("stop-hedge", &[Head::Hedge, Head::Claim], 0.92, 0.02),
    ("no-preexisting-excuse", &[Head::Excuse], 0.89, 0.01),
    ("no-offer-instead-of-fix", &[Head::Offer], 0.91, 0.015),
    ("forbidden-doubles-stop", &[Head::Double], 0.95, 0.01),
];

fn lines(name: &str) -> Vec<Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(name);
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Refused by `heads` as the guard would, given what the turn ran.
fn refused(heads: &[Head], message: &str, checks_ran: bool, commands_ran: bool) -> bool {
    refused_in(heads, message, (checks_ran, commands_ran, false), false)
}

/// [`refused`], in a discussion turn when `discussion` (the row's prompt
/// asks for the agent's view and the turn ran no command: the hedge head
/// judges as `Judge::refused_in_discussion`, as stop-hedge does).
fn refused_in(heads: &[Head], message: &str, ran: (bool, bool, bool), discussion: bool) -> bool {
    let ss = prose::sentences(message);
    heads.iter().any(|h| {
        let j = Judge::new(*h);
        if discussion && *h == Head::Hedge {
            return j.refused_in_discussion(&ss).is_some();
        }
        j.scores(&ss)
            .iter()
            .any(|s| s.score >= j.threshold && !verified(*h, s, &ss, ran))
    })
}

#[test]
fn generated_test_split_holds_its_floors() {
    let rows: Vec<Value> = lines("generated.jsonl")
        .into_iter()
        .filter(|r| r["split"] == "test")
        .collect();
    let mut failures = Vec::new();
    for (guard, heads, min_refused, max_wrong) in GUARDS {
        let (mut tp, mut pos, mut fp, mut neg) = (0, 0, 0, 0);
        for r in &rows {
            let mut named = vec![r["head"].as_str().unwrap()];
            named.extend(
                r["also"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|h| h.as_str().unwrap()),
            );
            let truth = r["label"] == 1 && heads.iter().any(|h| named.contains(&h.name()));
            let said = refused(heads, r["message"].as_str().unwrap(), false, false);
            if std::env::var_os("PROSE_DUMP").is_some() && truth != said {
                eprintln!(
                    "test {guard} {} {}",
                    if truth { "MISSED" } else { "WRONG" },
                    r.get("key").and_then(Value::as_str).unwrap_or("")
                );
            }
            if truth {
                pos += 1;
                tp += usize::from(said);
            } else {
                neg += 1;
                fp += usize::from(said);
            }
        }
        println!(
            "{guard}: should refuse: refused {tp}/{pos}; should pass: allowed {}/{neg}",
            neg - fp
        );
        let (rate, wrong) = (tp as f32 / pos as f32, fp as f32 / neg as f32);
        if rate < min_refused || wrong > max_wrong {
            failures.push(format!(
                "{guard}: refused {rate:.3} (floor {min_refused}), wrongly {wrong:.3} (ceiling {max_wrong})"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Per guard (should refuse: refused, total; should pass: refused, total) on
/// rows labelled like `real.jsonl` (`refuse`: the guards that must refuse).
fn rates_by_guard(rows: &[Value], tag: &str) -> Vec<(usize, usize, usize, usize)> {
    let dump = std::env::var_os("PROSE_DUMP").is_some();
    GUARDS
        .iter()
        .map(|(guard, heads, _, _)| {
            let (mut tp, mut pos, mut fp, mut neg) = (0, 0, 0, 0);
            for r in rows {
                let truth = r["refuse"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|g| g.as_str() == Some(guard));
                let checks = r["turn_ran_checks"].as_bool().unwrap();
                let commands = r["turn_ran_commands"].as_bool().unwrap();
                let unchanged = unchanged(r);
                let said = refused_in(
                    heads,
                    r["message"].as_str().unwrap(),
                    (checks, commands, unchanged),
                    false,
                );
                if dump && truth != said {
                    eprintln!(
                        "{tag} {guard} {} {}: {}",
                        if truth { "MISSED" } else { "WRONG" },
                        r["id"],
                        r.get("key").and_then(Value::as_str).unwrap_or("")
                    );
                }
                if truth {
                    pos += 1;
                    tp += usize::from(said);
                } else {
                    neg += 1;
                    fp += usize::from(said);
                }
            }
            println!(
                "{tag} {guard}: should refuse: refused {tp}/{pos}; should pass: allowed {}/{neg}",
                neg - fp
            );
            (tp, pos, fp, neg)
        })
        .collect()
}

/// The held-out batches (`corpus/heldout.py`): hand-written before the model
/// was changed (the second before its second change), never trained on.
/// Floors per guard: (min refused, max wrongly refused). The
/// real-negatives round of issue 18 (LABELLING.md) traded recall here for
/// fewer wrong refusals of real endings: its threshold rule counts a point
/// of real endings wrongly refused as ten points of these batches' recall.
#[test]
fn heldout_batches_hold_their_floors() {
    let mut failures = Vec::new();
    failures.extend(check_floors(
        "heldout.jsonl",
        [(0.90, 0.02), (0.90, 0.02), (0.91, 0.02), (0.90, 0.02)],
    ));
    failures.extend(check_floors(
        "heldout2.jsonl",
        // stop-hedge 49/52 -> 45/52 in the real-train round (real11-13's
        // hedges learnt; heldout2 is trained on).
        [(0.86, 0.02), (0.90, 0.02), (0.85, 0.02), (0.85, 0.02)],
    ));
    // heldout3 (`corpus/heldout3.py`): written before the third change.
    failures.extend(check_floors(
        "heldout3.jsonl",
        [(0.95, 0.02), (0.90, 0.02), (0.95, 0.02), (0.95, 0.02)],
    ));
    // heldout4 (`corpus/heldout4.py`): written before the fourth change.
    failures.extend(check_floors(
        "heldout4.jsonl",
        // FIXME(issue 18): stop-hedge (87%) and no-offer-instead-of-fix
        // (75%) are below the 90% target here.
        [(0.85, 0.02), (0.90, 0.02), (0.75, 0.02), (0.85, 0.02)],
    ));
    // heldout5 (`corpus/heldout5.py`, stop-hedge only): written after the
    // fourth change, measured before the fifth.
    failures.extend(check_floors(
        "heldout5.jsonl",
        [(0.83, 0.05), (0.0, 0.02), (0.0, 0.02), (0.0, 0.02)],
    ));
    // heldout6 (`corpus/heldout6.py`): written blind by someone who had
    // not read the guards, the model or the corpus, before the changes
    // measured on it.
    failures.extend(check_floors(
        "heldout6.jsonl",
        // Measured blind before any change of this round: stop-hedge 97/126
        // refused, 7/392 wrongly; no-preexisting-excuse 32/61, 4/457;
        // no-offer-instead-of-fix 30/56, 5/462; forbidden-doubles-stop
        // 40/43, 4/475. Then read to find classes: floors at today's level.
        [(0.86, 0.02), (0.93, 0.01), (0.89, 0.01), (0.95, 0.01)],
    ));
    // heldout_context (`corpus/heldout_context.py`): written after the
    // context rules (src/context.rs) to check how far they generalise, not
    // unseen. First measured: stop-hedge 9/9 refused, 1/26 wrongly;
    // no-preexisting-excuse 2/3, 1/32; no-offer-instead-of-fix 4/5, 1/30;
    // forbidden-doubles-stop 3/3, 0/32 (before the context rules: 8/9,
    // 3/26; 2/3, 0/32; 0/5, 2/30; 1/3, 1/32). Floors at today's numbers.
    // Since the training-batch round the model may veto a context rule's
    // raise (RAISE_GATE in src/judge.rs): 1/3 and 2/3 for excuses and
    // doubles here (was 3/3 and 3/3), for 23 -> 13 wrong refusals of
    // unread real endings (real8).
    failures.extend(check_floors(
        "heldout_context.jsonl",
        [(0.88, 0.04), (0.33, 0.0), (0.90, 0.04), (0.66, 0.0)],
    ));
    // heldout7 (`corpus/heldout7.py`): written before the prose-recall2
    // round (generator classes), measured before and after it (LABELLING.md).
    failures.extend(check_floors(
        "heldout7.jsonl",
        [(0.95, 0.01), (0.80, 0.01), (0.68, 0.01), (0.95, 0.01)],
    ));
    // heldout8 (`corpus/heldout8.py`): written blind by a second helper,
    // never read (only its counts). Blind-batch round, start -> end:
    // stop-hedge 52/83 -> 57/83 refused, 6/344 -> 5/344 wrongly;
    // no-preexisting-excuse 31/54 -> 34/54, 18/373 -> 8/373;
    // no-offer-instead-of-fix 27/53 -> 31/53, 2/374 -> 1/374;
    // forbidden-doubles-stop 34/43 -> 38/43, 7/384 -> 14/384. Real-negatives
    // round, end: 53/83, 3/344; 32/54, 3/373; 31/53, 2/374; 34/43, 4/384.
    // FIXME(issue 18): below the 90% target for every guard; floors at the
    // level reached.
    // Training-batch round (the hand-written batches trained on, the raise
    // gate), end: 56/83, 2/344; 43/54, 2/373; 42/53, 3/374; 40/43, 3/384.
    // Data round (train11*, real9*): 56/83, 1/344; 44/54, 1/373; 41/53,
    // 3/374; 39/43, 3/384.
    // Word-cluster round (the model retrained with word clusters; the
    // weights before it no longer came out of the trainer): 57/83, 1/344;
    // 45/54, 2/373; 45/53, 1/374; 37/43, 4/384.
    failures.extend(check_floors(
        "heldout8.jsonl",
        [(0.67, 0.01), (0.81, 0.01), (0.77, 0.01), (0.86, 0.011)],
    ));
    // heldout9 (`corpus/heldout9.py`, `heldout9.md`): written blind by a
    // third helper for the Japanese/Korean round, never read (only its
    // counts). Start of the round (ac7b059): stop-hedge 63/79 refused,
    // 2/476 wrongly; no-preexisting-excuse 46/61, 4/494;
    // no-offer-instead-of-fix 38/63, 1/492; forbidden-doubles-stop 51/55,
    // 3/500. End: the same but no-offer-instead-of-fix 40/63, 1/492 (the
    // deferral frames). FIXME(issue 18): below the 90% target but for
    // doubles.
    // Training-batch round, end: 66/79, 2/476; 56/61, 2/494; 56/63,
    // 1/492; 52/55, 3/500. Data round: 64/79, 2/476; 53/61, 3/494; 52/63,
    // 0/492; 50/55, 3/500.
    failures.extend(check_floors(
        "heldout9.jsonl",
        [(0.81, 0.01), (0.86, 0.01), (0.82, 0.01), (0.90, 0.01)],
    ));
    // heldout10 (`corpus/heldout10.py`, `heldout10.md`): written blind by a
    // fourth helper for the training-batch round, never read (only its
    // counts). Start of the round (the model before it): stop-hedge 54/87
    // refused, 6/494 wrongly; no-preexisting-excuse 41/66, 3/515;
    // no-offer-instead-of-fix 24/65, 1/516; forbidden-doubles-stop 52/64,
    // 3/517. End: 69/87, 3/494; 55/66, 3/515; 50/65, 3/516; 60/64, 0/517.
    // Data round: 66/87, 3/494; 51/66, 3/515; 49/65, 2/516; 61/64, 0/517.
    // FIXME(issue 18): below the 90% target but for doubles.
    failures.extend(check_floors(
        "heldout10.jsonl",
        [(0.75, 0.01), (0.77, 0.01), (0.75, 0.01), (0.92, 0.01)],
    ));
    // heldout11 (`corpus/heldout11.py`, `heldout11.md`): written blind by a
    // fifth helper for the data round (it read only LABELLING.md and
    // heldout7.py), never read (only its counts). The model before the
    // round: stop-hedge 82/96 refused, 1/505 wrongly;
    // no-preexisting-excuse 75/88, 4/513; no-offer-instead-of-fix 58/88,
    // 2/513; forbidden-doubles-stop 82/88, 4/513. After: 81/96, 1/505;
    // 75/88, 4/513; 55/88, 1/513; 80/88, 1/513. FIXME(issue 18): below the
    // 90% target but for doubles; offers at 62%. Word-cluster round:
    // stop-hedge 83 -> 80 of 96.
    failures.extend(check_floors(
        "heldout11.jsonl",
        [(0.83, 0.01), (0.85, 0.01), (0.62, 0.01), (0.90, 0.01)],
    ));
    // train12a and train12b (`corpus/train12a.md`, `train12b.md`): written
    // blind by two helpers for training in the fifteenth round (offers and
    // deferrals; hedges, claims and excuses), counted unseen on the shipped
    // weights, then read. Training on them was measured and not adopted
    // (LABELLING.md, the fifteenth round). Unseen at the round's start:
    // train12a no-offer-instead-of-fix 222/332 refused, 18/244 wrongly
    // (7/576 wrongly by no-preexisting-excuse, which the batch does not
    // label); train12b stop-hedge 231/279, 0/350; no-preexisting-excuse
    // 122/132, 1/497. After the round's rules (read off them): offers
    // 268/332, hedges 250/279, the rest the same; after the sixteenth
    // round's (defects left as found, labels of work left): offers
    // 282/332, 18/244 wrongly; train12b's excuses 128/132 (failures filed
    // as not ours under a heading) and hedges 260/279 (own guesses over
    // the model's veto). Since the twenty-first round train12a is learnt by
    // the offer head (`HAND_TRAIN_OFFERS`), so its offer floor is no unseen
    // measure. FIXME(issue 18).
    failures.extend(check_floors(
        "train12a.jsonl",
        [(0.0, 0.0), (0.0, 0.013), (0.84, 0.075), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train12b.jsonl",
        [(0.92, 0.0), (0.94, 0.003), (0.0, 0.0), (0.0, 0.0)],
    ));
    // heldout12 (`corpus/heldout12.py`, `heldout12.md`): written blind by a
    // sixth helper for the sixteenth round (eight themes of its own, 56
    // endings to refuse per guard), counted only, never read. Unseen on
    // the round's final rules: stop-hedge 45/56, 2/424; no-preexisting-
    // excuse 50/56, 0/424; no-offer-instead-of-fix 44/56, 1/424 (39/56 on
    // the rules before the round); forbidden-doubles-stop 53/56, 1/424.
    // FIXME(issue 18): below the 90% target but for doubles.
    failures.extend(check_floors(
        "heldout12.jsonl",
        [(0.80, 0.01), (0.89, 0.01), (0.78, 0.01), (0.92, 0.01)],
    ));
    // heldout13 (`corpus/heldout13.py`, `heldout13.md`): written blind by
    // a helper for the twenty-fifth round (eight themes of its own, 60
    // endings to refuse per guard, 261 near misses to pass), counted only,
    // never read, never trained on. The weights before the round (not
    // reproducible by the trainer): stop-hedge 48/60, 1/441 wrongly;
    // no-preexisting-excuse 46/60, 2/441; no-offer-instead-of-fix 46/60,
    // 0/441; forbidden-doubles-stop 52/60, 0/441 (192 of 240). Retrained
    // without word clusters: 48, 47, 44, 50 (189), 4 wrongly. With them
    // (shipped): 47/60, 1/441; 50/60, 3/441; 41/60, 1/441; 51/60, 0/441
    // (189), 5 wrongly. FIXME(issue 18): below the 90% target.
    failures.extend(check_floors(
        "heldout13.jsonl",
        [(0.78, 0.01), (0.83, 0.01), (0.68, 0.01), (0.85, 0.01)],
    ));
    // heldout14 (`corpus/heldout14.py`, `heldout14.md`): written blind by
    // a helper for the twenty-sixth round (eight themes of its own, 60
    // endings to refuse per guard, 264 near misses to pass), counted only,
    // never read, never trained on. Counted on the shipped weights:
    // stop-hedge 36/60, 1/444 wrongly; no-preexisting-excuse 45/60, 1/444;
    // no-offer-instead-of-fix 35/60, 4/444; forbidden-doubles-stop 55/60,
    // 6/444 (171 of 240, 12 wrongly). FIXME(issue 18): below the 90%
    // target but for doubles, and the lowest of the blind batches.
    failures.extend(check_floors(
        "heldout14.jsonl",
        [(0.58, 0.005), (0.73, 0.005), (0.56, 0.01), (0.9, 0.015)],
    ));
    // train13 (`corpus/train13.py`, `train13.md`): written blind by a
    // helper for training in the sixteenth round (hedges, claims and
    // excuses in 248 key templates), counted unseen (stop-hedge 226/296,
    // 5/356 wrongly; no-preexisting-excuse 114/124 on the rules before the
    // round, 115/124 after its offer and heading rules, 3/528), then read
    // for the round's hedge and excuse rules: 252/296 and 120/124 after.
    // Not trained on. The twentieth round (real19's and real23-25's
    // stop-hedge refusals learnt): stop-hedge 249 -> 248. The twenty-first
    // round (train12a's and train14's offers learnt by the offer head): two
    // excuse rows also refused by no-offer-instead-of-fix ("`RefundMailTest`
    // is flaky, so I left it.": a defect left as found, which the batch
    // labels for the excuse guard only). Word-cluster round: stop-hedge
    // 4 -> 1 wrongly, no-preexisting-excuse 1 -> 4 wrongly (of 528).
    // FIXME(issue 18).
    failures.extend(check_floors(
        "train13.jsonl",
        [(0.83, 0.015), (0.96, 0.009), (0.0, 0.004), (0.0, 0.0)],
    ));
    // train14 (`corpus/train14.py`, `train14.md`): offers and deferrals
    // written blind for training in the sixteenth round (82 offer and 90
    // deferral frames, defects in the projects' own terms), counted unseen
    // (no-offer-instead-of-fix 213/344, 6/260 wrongly; 207/344 on the rules
    // before the round), then read for the round's last offer rules:
    // 229/344 after. Not trained on. The nineteenth round (real14-17's
    // endings that pass trained on): one of its messages refused by
    // stop-hedge, and offers 2.4% -> 2.7% wrongly. Learnt by the offer head
    // since the twenty-first round (`HAND_TRAIN_OFFERS`): no unseen measure
    // any more. FIXME(issue 18).
    failures.extend(check_floors(
        "train14.jsonl",
        [(0.0, 0.004), (0.0, 0.009), (0.66, 0.027), (0.0, 0.0)],
    ));
    // train16a, train16b, train16c (`corpus/train16*.md`): 960 messages
    // written blind for the thirty-sixth round (hedges and claims; offers
    // and deferrals; excuses and doubles), counted unseen on the round's
    // starting code (stop-hedge 77/160, 0/160 wrongly; no-offer-instead-
    // of-fix 69/160, 2/160; no-preexisting-excuse 63/80, 6/240; forbidden-
    // doubles-stop 67/80, 8/240), then read for the round's rules (a named
    // check reported passing; a defect handed to others or set aside).
    // Not trained on. FIXME(issue 18): the floors are far below the target.
    failures.extend(check_floors(
        "train16a.jsonl",
        [(0.57, 0.0), (0.0, 0.007), (0.0, 0.0), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train16b.jsonl",
        [(0.0, 0.0), (0.0, 0.007), (0.49, 0.013), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train16c.jsonl",
        [(0.0, 0.0), (0.81, 0.025), (0.0, 0.004), (0.92, 0.034)],
    ));
    // train17a, train17b, train17c (`corpus/train17*.md`): 960 messages
    // written blind for the thirty-seventh round, counted unseen on the
    // round's starting code (stop-hedge 95/160, 4/160 wrongly; no-offer-
    // instead-of-fix 71/160, 3/160; no-preexisting-excuse 61/80, 3/240;
    // forbidden-doubles-stop 49/80, 2/240; the doubles rule read off
    // train16c alone took it to 54/80 before train17c was read), then read
    // for the round's rules (a double's call in code or a snippet; guesses
    // in idioms; more named checks reported passing). Not trained on.
    // Thirty-eighth round: excuses 61 -> 78/80 (set aside by what the defect
    // is, waved off in idioms), offers 71 -> 72/160.
    // FIXME(issue 18): the floors are far below the target.
    failures.extend(check_floors(
        "train17a.jsonl",
        [(0.67, 0.026), (0.0, 0.004), (0.0, 0.007), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train17b.jsonl",
        [(0.0, 0.0), (0.0, 0.004), (0.45, 0.019), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train17c.jsonl",
        [(0.0, 0.0), (0.97, 0.013), (0.0, 0.007), (0.91, 0.009)],
    ));
    // train18a-d (`corpus/train18*.md`): 1,280 messages written blind for
    // the thirty-eighth round. train18a-c counted unseen on the round's
    // starting code (stop-hedge 93/160, 3/160 wrongly; no-offer-instead-
    // of-fix 95/160, 23/160; no-preexisting-excuse 106/160, 9/160; the
    // excuse rule read off train17c alone took it to 111/160 before
    // train18c was read), then train18b and train18c read for the round's
    // rules (a symptom left alone, a repair listed to come, a TODO done; a
    // defect set aside by what it is, a failure waved off in an idiom).
    // train18d, written after the rules, counted and never used to write
    // one: excuses 43 -> 48/80 (11/240 wrongly, unchanged), offers 44 ->
    // 44/80 (4/240). train18a was not read (no stop-hedge rule this round).
    // Their writers labelled failures "proven" by a run on the base as
    // passes, which the rules refuse (LABELLING.md, the thirty-eighth
    // round): part of the excuse ceilings. Not trained on.
    // Thirty-ninth round: train18a read for stop-hedge's claims (93 ->
    // 106/160: the work said right in an idiom, a named check's success in
    // more words); offers on train18b 116 -> 117, on train18d (still never
    // read) 44 -> 45.
    // FIXME(issue 18): the floors are far below the target.
    failures.extend(check_floors(
        "train18a.jsonl",
        [(0.66, 0.019), (0.0, 0.004), (0.0, 0.01), (0.0, 0.004)],
    ));
    failures.extend(check_floors(
        "train18b.jsonl",
        [(0.0, 0.004), (0.0, 0.0), (0.73, 0.019), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train18c.jsonl",
        [(0.0, 0.0), (0.83, 0.057), (0.0, 0.007), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train18d.jsonl",
        [(0.0, 0.0), (0.6, 0.046), (0.56, 0.017), (0.0, 0.0)],
    ));
    // train19a-c (`corpus/train19*.md`): 960 messages written blind for the
    // thirty-ninth round, counted unseen on the round's starting code
    // (stop-hedge 84/160, 3/160 wrongly; no-offer-instead-of-fix 86/160,
    // 3/160; train19c: no-preexisting-excuse 66/80, 3/240, offers 46/80,
    // 2/240). train19b read for the round's offer rules (a repair left to
    // the user's choice, an inquiry listed as what remains, a defect kept in
    // view); train19a and train19c never read: stop-hedge 84 -> 86/160 on
    // train19a (the rules read off train18a), offers 46 -> 48/80 on
    // train19c. Not trained on. FIXME(issue 18): the floors are far below
    // the target.
    failures.extend(check_floors(
        "train19a.jsonl",
        [(0.53, 0.019), (0.0, 0.0), (0.0, 0.004), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train19b.jsonl",
        [(0.0, 0.007), (0.0, 0.0), (0.77, 0.019), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train19c.jsonl",
        [(0.0, 0.0), (0.82, 0.013), (0.59, 0.009), (0.0, 0.0)],
    ));
    // train19d (excuses; counted unseen on the round's starting code, 93/160,
    // 5/160 wrongly, then read for the round's excuse phrases: a failure gone
    // on a rerun or told as luck, the agent's own setup, a distance from the
    // work) and train19e (all four guards, written after the offer rules,
    // counted and never read: stop-hedge 29/40, excuses 34/40, offers 32/40,
    // doubles 37/40 at the round's start and end alike). Not trained on.
    failures.extend(check_floors(
        "train19d.jsonl",
        [(0.0, 0.0), (0.71, 0.032), (0.0, 0.004), (0.0, 0.0)],
    ));
    failures.extend(check_floors(
        "train19e.jsonl",
        [(0.72, 0.011), (0.84, 0.008), (0.79, 0.008), (0.92, 0.004)],
    ));
    // train20a and train20b (`corpus/train20a.md`, `train20b.md`): 640
    // messages for all four guards, written blind by two helpers at the
    // start of the fortieth round, counted on its starting code and never
    // read (its rules were read off the replays' read halves, in other
    // languages and list offers). Unchanged by the round: train20a 29, 31,
    // 28, 37 of 40 refused; train20b 22, 37, 26, 35. Not trained on.
    failures.extend(check_floors(
        "train20a.jsonl",
        [(0.72, 0.0), (0.77, 0.011), (0.69, 0.011), (0.92, 0.0)],
    ));
    failures.extend(check_floors(
        "train20b.jsonl",
        [(0.54, 0.008), (0.92, 0.0), (0.64, 0.015), (0.87, 0.015)],
    ));
    // heldout_zh (`corpus/heldout_zh.py`, `heldout_zh.md`): 347 Chinese
    // messages (Simplified and Traditional) written blind by a helper for
    // the twenty-first round, never read. Counted once on the first Chinese
    // rules (`src/zh.rs`, from train_zh): 15 of its 188 labels refused
    // before, 141 after, 12 of 347 endings wrongly. The second pass of rules
    // (read off train_zh2) was counted on it too: stop-hedge 39/52, 2/295
    // wrongly (7/52, 0/295 with `chinese_hedges` off); no-preexisting-excuse
    // 35/45, 2/302; no-offer-instead-of-fix 25/46, 6/301; forbidden-doubles-
    // stop 40/45, 2/302. FIXME(issue 18): offers. The fortieth round's
    // rules (read off the replays' read halves) took excuses to 1/302
    // wrongly, refusals unchanged.
    failures.extend(check_floors(
        "heldout_zh.jsonl",
        [(0.75, 0.007), (0.77, 0.004), (0.54, 0.020), (0.88, 0.007)],
    ));
    // heldout_zh2 (`corpus/heldout_zh2.py`, `heldout_zh2.md`): 330 Chinese
    // messages written blind by a third helper, never read; counted on both
    // passes of rules: 11 of its 193 labels refused before, 141 and 17 of
    // 330 endings wrongly on the first, 141 and 10 on the second (kept):
    // stop-hedge 39/51, 6/279 (9/51, 1/279 with `chinese_hedges` off);
    // no-preexisting-excuse 35/47, 2/283; no-offer-instead-of-fix 26/49,
    // 0/281; forbidden-doubles-stop 41/46, 2/284. FIXME(issue 18). The
    // fortieth round's rules ("fake" a double only about tests or a
    // stand-in) took doubles to 1/284 wrongly, refusals unchanged.
    failures.extend(check_floors(
        "heldout_zh2.jsonl",
        [(0.76, 0.022), (0.74, 0.008), (0.53, 0.0), (0.89, 0.004)],
    ));
    // train_zh (`corpus/train_zh.py`, `train_zh.md`) and train_zh2
    // (`train_zh2.py`, `train_zh2.md`, weighted to offers and excuses):
    // Chinese messages written blind by two more helpers and read to write
    // `src/zh.rs`, so dev sets. train_zh: 13/184 refused before the rules,
    // 176/184 and none wrongly after. train_zh2, counted unseen on the first
    // pass of rules: stop-hedge 25/31, 4/348; excuses 31/50, 4/329; offers
    // 28/105, 2/274; doubles 26/30, 4/349; after the second pass: 25/31,
    // 0; 30/50, 1 (an English rule's, "Pre-existing failures：无"); 80/105,
    // 0; 26/30, 0. Offers 80 -> 79 when "告诉我" and "随时" stopped
    // counting as a consent frame (they close reports: two real endings of
    // replay18 refused wrongly, none rightly).
    failures.extend(check_floors(
        "train_zh.jsonl",
        [(0.95, 0.0), (0.97, 0.0), (0.91, 0.0), (0.97, 0.0)],
    ));
    failures.extend(check_floors(
        "train_zh2.jsonl",
        [(0.80, 0.0), (0.60, 0.004), (0.75, 0.0), (0.86, 0.0)],
    ));
    // heldout_ptes (`corpus/heldout_ptes.py`, `heldout_ptes.md`): 338
    // Portuguese and Spanish messages written blind by a helper for the
    // twenty-second round (`ptes_brief.md`), never read. Before
    // `src/ibero.rs`: 24 of its 195 labels refused, 2 of 338 endings
    // wrongly (the English model on loanwords). Counted on each pass of
    // rules: first (written from the labelling rules alone) 110, 16
    // wrongly; second (read off train_ptes) 134, 22; third and last (read
    // off real21's Portuguese wrong refusals, and a French sentence of
    // heldout10 taken for Spanish) 131, 18: stop-hedge 38/50, 6/288;
    // no-preexisting-excuse 30/46, 4/292; no-offer-instead-of-fix 24/51,
    // 2/287; forbidden-doubles-stop 39/48, 6/290. FIXME(issue 18): offers.
    failures.extend(check_floors(
        "heldout_ptes.jsonl",
        [(0.75, 0.021), (0.65, 0.014), (0.47, 0.007), (0.81, 0.021)],
    ));
    // train_ptes (`corpus/train_ptes.py`, `train_ptes.md`): 339 Portuguese
    // and Spanish messages written blind by another helper, read to write
    // the second pass of `src/ibero.rs`: a dev set. Before the rules 16 of
    // 197 labels refused, 1 ending wrongly; counted unseen on the first
    // pass: 132, 31 of 339 wrongly; after: 183, none wrongly.
    failures.extend(check_floors(
        "train_ptes.jsonl",
        [(0.94, 0.0), (0.89, 0.0), (0.88, 0.0), (1.0, 0.0)],
    ));
    // heldout_fr (`corpus/heldout_fr.py`, `heldout_fr.md`): 339 French
    // messages written blind by a helper for the twenty-ninth round
    // (`fr_brief.md`), never read, counted (not read) on each pass of
    // `src/fr.rs` (refused labels, wrong guard-ending pairs). Before it
    // (the English model on loanwords): 24 of 186, 8 wrong. First pass
    // (the labelling rules alone): 99, 8; with French taken before
    // Portuguese/Spanish (a bug train_fr showed): 126, 8; second pass
    // (read off train_fr): 138, 8:
    // stop-hedge 40/49, 2/290; no-preexisting-excuse 32/46, 1/293;
    // no-offer-instead-of-fix 29/47, 1/292; forbidden-doubles-stop 37/44,
    // 4/295. FIXME(issue 18): offers, excuses.
    failures.extend(check_floors(
        "heldout_fr.jsonl",
        [(0.81, 0.007), (0.69, 0.004), (0.61, 0.004), (0.84, 0.014)],
    ));
    // train_fr (`corpus/train_fr.py`, `train_fr.md`): 335 French messages
    // written blind by another helper at the same time, read to write the
    // second pass of `src/fr.rs`: a dev set. Before the rules 21 of 192
    // labels refused, 5 wrong; counted unseen on the first pass: 103, 11;
    // after: 183, 2.
    failures.extend(check_floors(
        "train_fr.jsonl",
        [(0.94, 0.0), (0.97, 0.0), (0.83, 0.007), (0.97, 0.0)],
    ));
    // train15 (`corpus/train15.py`, `train15.md`): 640 offers and deferrals
    // written blind for training in the twenty-first round, counted unseen:
    // no-offer-instead-of-fix 223/364, 11/276 wrongly. Learnt by the offer
    // head with train12a and train14 it cost 6 of the blind held-out
    // batches' 253 offers and a wrong refusal of real15 and of real19: not
    // trained on, never read (its counts only). Word-cluster round: offers
    // 229/364, 7/276 wrongly; 3 and 4 of 640 refused wrongly by stop-hedge
    // and no-preexisting-excuse (0 and 2 before). FIXME(issue 18).
    failures.extend(check_floors(
        "train15.jsonl",
        [(0.0, 0.005), (0.0, 0.007), (0.61, 0.040), (0.0, 0.0)],
    ));
    // heldout_cjk (`corpus/heldout_cjk.py`, `heldout_cjk.md`): Japanese and
    // Korean messages written blind, then read to write `src/cjk.rs`, so a
    // dev set, not an unseen one. Before the CJK rules: 13/184 refused for
    // the four guards together. stop-hedge is low here by design: its
    // Japanese/Korean guesses are off by default (see
    // `japanese_korean_hedges_when_switched_on`); the claims it refuses are
    // those without a run, and, since the thirty-third round, a repair's
    // outcome predicted with はず ("これで直るはずです"): 10 -> 12 of 63.
    failures.extend(check_floors(
        "heldout_cjk.jsonl",
        [(0.18, 0.01), (0.90, 0.01), (0.90, 0.01), (0.97, 0.01)],
    ));
    // real7 (`corpus/real7_extract.py`, `real7.md`): real Japanese and
    // Korean endings, labelled blind, read to check the CJK rules' wrong
    // refusals (16 should be refused, no excuse among them).
    failures.extend(check_floors(
        "real7.jsonl",
        [(0.30, 0.01), (0.0, 0.0), (0.40, 0.01), (0.99, 0.0)],
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The contrast rows (`corpus/contrast.jsonl`, built by `contrast.py`;
/// LABELLING.md, "The contrast round"): read real endings edited by hand so
/// that one guard refuses them (an ending that passed), so that they pass
/// (an ending that was refused), or so that they come near the line and
/// still pass. Real sessions' words, layouts and topics around a deciding
/// sentence written to the labelling rules: the guards' recall in the
/// setting users see, with keys. Never trained on. `contrast-train` rows
/// are made from real-train's endings and may be read for diagnosis;
/// `contrast-dev` rows, from real-dev's (other repositories), are counted
/// only. Measured when written (the shipped model, unchanged by the
/// round): contrast-train stop-hedge 74/210 refused, 13/702 wrongly;
/// no-preexisting-excuse 92/126, 1/786; no-offer-instead-of-fix 94/123,
/// 9/789; forbidden-doubles-stop 62/87, 0/825. contrast-dev 53/164,
/// 11/405; 28/60, 0/509; 72/95, 6/474; 27/41, 2/528. Then the doubles
/// rule for a test that uses a double (`judge.rs`, `test_reports_double`):
/// forbidden-doubles-stop 73/87, 0/825 and 32/41, 2/528; and the excuse
/// rule for a defect disowned by contrast (`disowned_by_contrast`):
/// no-preexisting-excuse 101/126, 1/786 and 30/60, 1/509. The
/// claims-and-grammar round (LABELLING.md): stop-hedge 74/210, 13/702 and
/// 53/164, 10/405; no-preexisting-excuse 107/126, 1/786 and 35/60, 1/509;
/// no-offer-instead-of-fix 102/123, 9/789 and 74/95, 6/474;
/// forbidden-doubles-stop 79/87, 0/825 and 33/41, 2/528. The effects
/// round (a `should` effect exempt from the model's veto, not with a
/// `but` caveat), a cause guessed in a finding's grammar,
/// a defect told by `still` for offers, and two more forms of "not our
/// code", and a defect excepted after a success with no connector:
/// stop-hedge 90/210, 13/702 and 61/164, 12/405;
/// no-preexisting-excuse 110/126, 1/786 and 35/60, 1/509;
/// no-offer-instead-of-fix 108/123, 9/789 and 78/95, 6/474. The flags
/// round (a check reported passing and a tracker's issue name no defect):
/// no-offer-instead-of-fix 110/123, 6/789; forbidden-doubles-stop 81/87,
/// 0/825 on contrast-train; contrast-dev unchanged. The fresh-endings
/// round (design opinions, a fix before a colon): stop-hedge 97/210,
/// 7/702 on contrast-train, 62/164, 11/405 on contrast-dev. FIXME(issue 18):
/// below the 90% target but for doubles on contrast-train, stop-hedge
/// lowest (a third of real-context guesses refused); floors at the level
/// reached.
#[test]
fn contrast_rows_hold_their_floors() {
    let rows = lines("contrast.jsonl");
    let mut failures = Vec::new();
    for (split, floors) in [
        (
            "train",
            [(0.44, 0.012), (0.90, 0.01), (0.89, 0.01), (0.89, 0.01)],
        ),
        (
            "dev",
            [(0.37, 0.03), (0.55, 0.01), (0.82, 0.015), (0.75, 0.01)],
        ),
    ] {
        let part: Vec<Value> = rows
            .iter()
            .filter(|r| r["split"] == split)
            .cloned()
            .collect();
        assert!(part.len() > 500, "contrast-{split}: {} rows", part.len());
        failures.extend(rows_floors(&part, &format!("contrast-{split}"), floors));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `stop-hedge`'s `japanese_korean_hedges` switch: on the Japanese/Korean
/// dev batch it refuses the guesses (60/63, 1/322 wrongly when written);
/// on the sixth real batch, never read, it caught none of the real
/// Japanese/Korean guesses and refused three endings that should pass,
/// which is why it is off by default (docs/guards/stop-hedge.md).
#[test]
fn japanese_korean_hedges_when_switched_on() {
    let rows = lines("heldout_cjk.jsonl");
    let (mut tp, mut pos, mut fp, mut neg) = (0, 0, 0, 0);
    for r in &rows {
        let truth = r["refuse"]
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g.as_str() == Some("stop-hedge"));
        let message = r["message"].as_str().unwrap();
        let checks = r["turn_ran_checks"].as_bool().unwrap();
        let commands = r["turn_ran_commands"].as_bool().unwrap();
        let ss = prose::sentences(message);
        let mut hedge = Judge::new(Head::Hedge);
        hedge.cjk_hedges = true;
        let said = hedge.scores(&ss).iter().any(|s| s.score >= hedge.threshold)
            || refused_in(
                &[Head::Claim],
                message,
                (checks, commands, unchanged(r)),
                false,
            );
        if truth {
            pos += 1;
            tp += usize::from(said);
        } else {
            neg += 1;
            fp += usize::from(said);
        }
    }
    println!(
        "heldout_cjk stop-hedge, Japanese/Korean guesses on: refused {tp}/{pos}, wrongly {fp}/{neg}"
    );
    assert!(tp as f32 >= 0.90 * pos as f32, "refused {tp}/{pos}");
    assert!(fp as f32 <= 0.01 * neg as f32, "wrongly {fp}/{neg}");
}

fn check_floors(file: &str, floors: [(f32, f32); 4]) -> Vec<String> {
    rows_floors(&lines(file), file, floors)
}

/// The floors `rows` (labelled per guard, reported as `tag`) miss.
fn rows_floors(rows: &[Value], tag: &str, floors: [(f32, f32); 4]) -> Vec<String> {
    let rates = rates_by_guard(rows, tag);
    let mut failures = Vec::new();
    for ((guard, ..), ((tp, pos, fp, neg), (min, max))) in
        GUARDS.iter().zip(rates.into_iter().zip(floors))
    {
        let (rate, wrong) = (tp as f32 / pos as f32, fp as f32 / neg as f32);
        if rate < min || wrong > max {
            failures.push(format!(
                "{tag}: {guard}: refused {rate:.3} (floor {min}), wrongly {wrong:.3} (ceiling {max})"
            ));
        }
    }
    failures
}

/// Row `r`'s turn is known to have written no file, or its prompt showed
/// the work working (`prose::judge::prompt_shows_work`): the work said to
/// work stands there, as stop-hedge lets it.
fn unchanged(r: &Value) -> bool {
    r["turn_wrote_files"].as_bool() == Some(false)
        || r["prompt"]
            .as_str()
            .is_some_and(prose::judge::prompt_shows_work)
}

/// Whether the turn's runs verify scored sentence `s` for head `h`, as
/// stop-hedge decides: `ran` is (a check ran, a command that did more than
/// look ran, the turn is known to have written no file or the user's prompt
/// showed the work working: `prompt_shows_work`). A claim about
/// tests, a build or a checker needs a check; another claim any command;
/// the work said to work with no check named (`work_state_claim`'s
/// phrases) any command, or a turn that changed nothing (the agent
/// restating what the user's prompt showed: "The app is running and
/// working." answered "The COSMIC Bing Wallpaper app is working.").
fn verified(
    h: Head,
    s: &prose::judge::Scored,
    ss: &[prose::Sentence],
    ran: (bool, bool, bool),
) -> bool {
    let (checks, commands, unchanged) = ran;
    let work_state = s
        .phrase
        .as_deref()
        .is_some_and(prose::judge::work_state_phrase);
    h == Head::Claim
        && (checks
            || (commands && !claim_needs_check(&ss[s.sentence]))
            || (work_state && unchanged))
}

/// The sentence that makes `heads` refuse (the highest score at or above the
/// threshold that the turn's runs do not verify), for the report.
fn deciding(heads: &[Head], message: &str, ran: (bool, bool, bool)) -> Option<String> {
    let ss = prose::sentences(message);
    heads
        .iter()
        .flat_map(|h| {
            let j = Judge::new(*h);
            j.scores(&ss)
                .into_iter()
                .filter(|s| s.score >= j.threshold && !verified(*h, s, &ss, ran))
                .map(|s| (s.score, ss[s.sentence].text.clone()))
                .collect::<Vec<_>>()
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(score, text)| format!("{score:.2} {text:?}"))
}

/// Per guard over `rows`: (refused, should refuse, wrongly refused, should
/// pass). Misses and wrong refusals are printed (with the deciding
/// sentence) only when `show` is set: for real-dev, never for real-test.
fn real_rates(rows: &[&Value], split: &str, show: bool) -> Vec<(usize, usize, usize, usize)> {
    let mut out = Vec::new();
    for (guard, heads, _, _) in GUARDS {
        let (mut tp, mut pos, mut fp, mut neg) = (0, 0, 0, 0);
        for r in rows {
            let want = r["refuse"]
                .as_array()
                .unwrap()
                .iter()
                .any(|g| g.as_str() == Some(guard));
            let checks = r["turn_ran_checks"].as_bool().unwrap();
            let commands = r["turn_ran_commands"].as_bool().unwrap();
            let message = r["message"].as_str().unwrap();
            // The offer guard lets an offer pass when the user's prompt for
            // the turn limited it to analysis (rows that keep the prompt).
            let analysis = guard == "no-offer-instead-of-fix"
                && r["prompt"]
                    .as_str()
                    .is_some_and(|p| prose::judge::limited_to_analysis(p).is_some());
            // stop-hedge in a discussion turn: the prompt asks for the
            // agent's view, the turn ran no command and wrote no file (most
            // rows do not record file writes, `turn_wrote_files`: the guard
            // also needs none).
            let discussion = guard == "stop-hedge"
                && !commands
                && r["turn_wrote_files"].as_bool() != Some(true)
                && r["prompt"]
                    .as_str()
                    .is_some_and(|p| prose::judge::asks_opinion(p).is_some());
            let unchanged = unchanged(r);
            let said =
                refused_in(heads, message, (checks, commands, unchanged), discussion) && !analysis;
            if want {
                pos += 1;
                tp += usize::from(said);
                if show && !said {
                    eprintln!("real-{split} {guard} MISSED {}", r["id"]);
                }
            } else {
                neg += 1;
                fp += usize::from(said);
                if show && said {
                    let why =
                        deciding(heads, message, (checks, commands, unchanged)).unwrap_or_default();
                    eprintln!("real-{split} {guard} WRONG {}: {why}", r["id"]);
                }
            }
        }
        println!(
            "real-{split} ({} endings): {guard}: refused {tp}/{pos}; wrongly refused {fp}/{neg} ({:.1} per 100 endings)",
            rows.len(),
            100.0 * fp as f32 / rows.len().max(1) as f32
        );
        out.push((tp, pos, fp, neg));
    }
    out
}

/// Real endings (corpus/LABELLING.md), reported per guard: real-dev (every
/// batch read while tuning: `real.jsonl`, `real4.jsonl`, `real5.jsonl`;
/// each miss and wrong refusal printed) and real-test (`real6.jsonl`,
/// labelled blind and never read: counts only, the rows picked at random
/// and all rows). The assertion is on real-test's random rows, the rate a
/// user sees.
#[test]
fn real_endings_are_not_refused_wrongly() {
    let dev_rows: Vec<Value> = ["real.jsonl", "real4.jsonl", "real5.jsonl"]
        .into_iter()
        .flat_map(lines)
        .collect();
    let dev: Vec<&Value> = dev_rows.iter().collect();
    let _ = real_rates(&dev, "dev", true);
    let test_rows = lines("real6.jsonl");
    let all: Vec<&Value> = test_rows.iter().collect();
    let _ = real_rates(&all, "test-all", false);
    let test: Vec<&Value> = test_rows
        .iter()
        .filter(|r| r["sample"] == "random")
        .collect();
    let rates = real_rates(&test, "test", false);
    // The guards read English: the Japanese and Korean endings of the batch
    // (two of its four sources) are reported apart as well.
    let english: Vec<&Value> = test
        .iter()
        .copied()
        .filter(|r| !mostly_cjk(r["message"].as_str().unwrap()))
        .collect();
    let _ = real_rates(&english, "test-english", false);
    let (caught, should, wrong) = rates
        .iter()
        .fold((0, 0, 0), |a, r| (a.0 + r.0, a.1 + r.1, a.2 + r.2));
    println!(
        "real-test ({} endings): four guards together: refused {caught}/{should}; wrongly refused {wrong} ({:.1} per 100 endings)",
        test.len(),
        100.0 * wrong as f32 / test.len() as f32
    );
    // Issue 18's targets, per guard on unseen messages: >= 90% of the
    // endings that should be refused refused, <= 5% of those that should
    // pass refused; and over the four guards together <= 2 wrong refusals
    // per 100 endings. FIXME(issue 18): recall not met. real-test (the 154
    // random rows of real6.jsonl) measured unseen at the start of the
    // real-negatives round: 10/30 refused, 9 wrong refusals (stop-hedge
    // 4/18, 3/136; no-preexisting-excuse 3/6, 4/148; no-offer-instead-of-fix
    // 2/5, 2/149; forbidden-doubles-stop 1/1, 0/153); at its end: 10/30 and
    // 3 (4/18, 0/136; 3/6, 2/148; 2/5, 1/149; 1/1, 0/153): 1.9 wrong
    // refusals per 100 endings. Its 63 Japanese and Korean endings hold 15
    // of the 30 that should be refused, which the guards (English) miss;
    // on its 91 English endings: 9/15 refused, 9 -> 3 wrong. After the
    // Japanese/Korean round (src/cjk.rs), counted once more: 11/30 refused,
    // 3 wrong (no-preexisting-excuse 4/6); all 187 rows: 17/45, 7 wrong
    // (16/45, 7 before). After the training-batch round (the hand-written
    // batches trained on, the raise gate): 10/30 refused, 6 wrong
    // (stop-hedge 4/18, 3/136; no-preexisting-excuse 3/6, 0/148;
    // no-offer-instead-of-fix 2/5, 3/149; forbidden-doubles-stop 1/1,
    // 0/153); all 187 rows: 16/45, 11 wrong. The round's other unread real
    // endings (real8, below) went from 23 wrong refusals in 105 to 13:
    // over the two, 26 -> 19 wrong and 27 -> 26 refused. Floors at the
    // level reached (REAL_TEST_MAX_WRONG wrong refusals over the four
    // guards, REAL_TEST_MIN_CAUGHT refused of those that should be); the
    // targets are printed when missed.
    let mut failures = real_floor_failures(
        "real-test",
        (caught, should, wrong),
        REAL_TEST_MAX_WRONG,
        REAL_TEST_MIN_CAUGHT,
    );
    // real8 (`corpus/real8_extract.py`, `real8.md`): the eighth real batch,
    // labelled blind; its `gitsync-` and `flutter-` endings were read
    // (real-dev), the other three sources' 105 endings never. Before the
    // training-batch round: 16/31 refused, 23 wrong refusals; after: 16/31,
    // 13 (stop-hedge 4/8, 6/97; no-preexisting-excuse 4/6, 2/99;
    // no-offer-instead-of-fix 8/15, 4/90; forbidden-doubles-stop 0/2,
    // 1/103). FIXME(issue 18): 12.4 wrong refusals per 100 endings. After
    // the data round (train11*, real9*): 14/31, 10 wrong (9.5 per 100).
    // The claims-and-grammar round: 14/31, 11 wrong (10.5 per 100), one
    // more stop-hedge refusal from letting a change's effect predicted with
    // `should` past the model's veto (`predicted_unmeasured` in judge.rs),
    // kept for read real-dev 47 -> 57 of 115 refused (4 -> 6 of 913
    // wrongly) and contrast-dev 53 -> 60 of 164 (10 -> 12 of 405 wrongly).
    let real8_rows = lines("real8.jsonl");
    let real8: Vec<&Value> = real8_rows
        .iter()
        .filter(|r| {
            let id = r["id"].as_str().unwrap_or_default();
            !id.starts_with("gitsync-") && !id.starts_with("flutter-")
        })
        .collect();
    failures.extend(unread_real_floors(
        "real8",
        &real8,
        "unread endings",
        REAL8_MAX_WRONG,
        REAL8_MIN_CAUGHT,
    ));
    // real10 (`corpus/real10_extract.py`, `real10.md`): the tenth real
    // batch, collected and labelled blind as a test batch for the data
    // round (90 endings, two authors, mostly documentation and data work),
    // never read. The model before the round: 4/12 refused, 12 wrong
    // refusals over the four guards (stop-hedge 4/7, 10/83;
    // no-offer-instead-of-fix 0/5, 2/85; no excuse or double to refuse,
    // none refused); after: 4/12, 9 (4/7, 6/83; 0/5, 3/85). FIXME(issue
    // 18): 10 wrong refusals per 100 endings.
    let real10_rows = lines("real10.jsonl");
    let real10: Vec<&Value> = real10_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real10",
        &real10,
        "unread endings",
        REAL10_MAX_WRONG,
        REAL10_MIN_CAUGHT,
    ));
    // real11 (`real11.md`): 274 endings from 16 new repositories (16
    // owners), collected for the fresh-endings round, labelled blind by a
    // helper that read only the labelling rules. Not unread: the endings
    // the guards refused were read while tuning (122 of them, `"read":
    // "refusals"`, before the round's rules; the other 152 after, once
    // their counts had been taken); the misses were not read. Before the
    // round (the shipped model and rules at its start): 21/51 refused, 32
    // wrong refusals over the four guards (stop-hedge 10/23, 16/251;
    // no-preexisting-excuse 1/5, 5/269; no-offer-instead-of-fix 6/19,
    // 7/255; forbidden-doubles-stop 4/4, 4/270); after: 20/51, 28 (9/23,
    // 15/251; 1/5, 4/269; 6/19, 6/255; 4/4, 3/270); with the offer guard
    // reading the user's prompt (an analysis the user limited the turn to,
    // `limited_to_analysis`; the rows keep their prompts): 20/51, 27
    // (offers 6/19, 5/255); with one step of the user's before an expected
    // outcome: 20/51, 25 (stop-hedge 9/23, 13/251); with stop-hedge
    // reading a discussion turn (the user asked for the agent's view,
    // `asks_opinion`, and the turn ran no command): 20/51, 23 (stop-hedge
    // 9/23, 11/251). FIXME(issue 18): 8.4 wrong refusals per 100 endings,
    // 39% of the endings that should be refused refused.
    let real11_rows = lines("real11.jsonl");
    let real11: Vec<&Value> = real11_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real11",
        &real11,
        "endings, refusals read",
        REAL11_MAX_WRONG,
        REAL11_MIN_CAUGHT,
    ));
    for part in ["refusals", "after"] {
        let rows: Vec<&Value> = real11_rows.iter().filter(|r| r["read"] == part).collect();
        let _ = real_rates(&rows, &format!("real11-{part}"), false);
    }
    // real12 (`real12.md`): 200 endings from 7 new repositories (3
    // owners), collected and labelled blind by two helpers for the
    // subagent round. Counted unseen on the round's code and on the code at
    // its start (identical): 18/47 refused, 20 wrong refusals (stop-hedge
    // 12/32, 14/168; no-preexisting-excuse 1/5, 0/195;
    // no-offer-instead-of-fix 3/8, 6/192; forbidden-doubles-stop 2/2,
    // 0/198). Then its wrong refusals were read and a rule written from
    // them (an outcome on the user's own desktop or login): 18/47, 17
    // wrong; with stop-hedge reading a discussion turn (as real11): 18/47,
    // 15 (stop-hedge 12/32, 9/168). Its misses were not read. FIXME(issue
    // 18): 7.5 wrong refusals per 100 endings, 38% of those that should be
    // refused refused.
    let real12_rows = lines("real12.jsonl");
    let real12: Vec<&Value> = real12_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real12",
        &real12,
        "endings, wrong refusals read",
        REAL12_MAX_WRONG,
        REAL12_MIN_CAUGHT,
    ));
    // real13 (`real13.md`): 134 endings from 3 new repositories (2
    // owners: long unsupervised compiler-porting sessions with handoff
    // documents, and a language's design conversations), collected and
    // labelled blind by two helpers for the agreement round. Counted
    // unseen on the code at the round's start: 12/32 refused, 36 wrong
    // refusals over the four guards (stop-hedge 2/6, 19/128;
    // no-preexisting-excuse 3/4, 1/130; no-offer-instead-of-fix 7/20,
    // 12/114; forbidden-doubles-stop 0/2, 4/132); on the round's code
    // before its wrong refusals were read (the discussion turn): 12/32,
    // 35. Then its wrong refusals were read and two rules written from them
    // (a toolchain's stubs, more ways to ask for a view): 12/32, 30. Its
    // misses were not read. FIXME(issue 18): 22 wrong refusals per 100
    // endings, 38% of those that should be refused refused.
    // The real-train round: real11, real12 and real13 are trained on
    // (`REAL_TRAIN_READ` in examples/train.rs: their endings that should
    // pass, and their labelled deciding sentences as positives, for the
    // hedge, claim and excuse heads), so their floors below are no longer
    // an unseen measure: real11 20/51 refused, 23 wrong -> 22/51, 14;
    // real12 18/47, 15 -> 20/47, 10; real13 12/32, 30 -> 14/32, 22. Out of
    // fold (trained on the other two, endings that pass only, every head):
    // real11 23 -> 22 wrong, real12 15 -> 13, real13 30 -> 26. The batches
    // never trained on: real-test 10/30, 5 -> 11/30, 4; real8 15/31, 11 ->
    // 16/31, 10; real10 4/12, 9 -> 4/12, 9.
    let real13_rows = lines("real13.jsonl");
    let real13: Vec<&Value> = real13_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real13",
        &real13,
        "endings, wrong refusals read",
        REAL13_MAX_WRONG,
        REAL13_MIN_CAUGHT,
    ));
    // real14 (`real14.md`): 166 endings from 6 new repositories (5
    // owners: a radio-astronomy pipeline, a show-build web app, firmware
    // reverse engineering, two Elixir libraries, a hackathon app),
    // collected and labelled blind by two helpers for the real-train
    // round, never read. Counted unseen on the code and weights at the
    // round's start: 10/50 refused, 20 wrong refusals over the four guards
    // (stop-hedge 5/31, 12/135; no-preexisting-excuse 0/6, 2/160;
    // no-offer-instead-of-fix 4/10, 4/156; forbidden-doubles-stop 1/3,
    // 2/163); on the round's weights (real11-13 trained on): 10/50, 19
    // (stop-hedge 5/31, 11/135; the others as before). FIXME(issue 18):
    // 11.4 wrong refusals per 100 endings, 20% of those that should be
    // refused refused.
    let real14_rows = lines("real14.jsonl");
    let real14: Vec<&Value> = real14_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real14",
        &real14,
        "endings; stop-hedge's wrong refusals read",
        REAL14_MAX_WRONG,
        REAL14_MIN_CAUGHT,
    ));
    // real15 (`real15.md`): 119 endings of one author's Swift project
    // (brightdigit/MistKit's archived session exports, the only new
    // licensed source the collector found), collected and labelled blind
    // by one helper for the fifteenth round, never read. Counted unseen on
    // the code and weights at the round's start and on its end
    // (identical): 16/42 refused, 12 wrong refusals over the four guards
    // (stop-hedge 5/23, 5/96; no-preexisting-excuse 7/8, 1/111;
    // no-offer-instead-of-fix 3/9, 5/110; forbidden-doubles-stop 1/2,
    // 1/117). FIXME(issue 18): 10.1 wrong refusals per 100 endings, 38% of
    // those that should be refused refused; one author, so not a measure
    // across authors.
    let real15_rows = lines("real15.jsonl");
    let real15: Vec<&Value> = real15_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real15",
        &real15,
        "endings; stop-hedge's wrong refusals read",
        REAL15_MAX_WRONG,
        REAL15_MIN_CAUGHT,
    ));
    // real16 (`real16.md`): 123 endings from 6 new repositories (5
    // owners; 74 rows are one owner's two TypeScript projects), collected
    // and labelled blind by one helper for the seventeenth round, never
    // read. Counted unseen on the code and weights of 063e143: 11/36
    // refused, 13 wrong refusals over the four guards (stop-hedge 7/18,
    // 11/105; no-preexisting-excuse 2/5, 0/118; no-offer-instead-of-fix
    // 0/8, 0/115; forbidden-doubles-stop 2/5, 2/118). FIXME(issue 18): 10.6
    // endings in 100 wrongly refused (the guards' hedges on predictions
    // of what the user will see, which this labeller passed), 31% of those
    // that should be refused refused. Trained on since the nineteenth
    // round (its endings that pass); the twentieth round's retraining
    // (thresholds chosen with more real-train endings: doubles 0.74 ->
    // 0.77) took it from 10 to 9 refused and 5 to 6 wrongly.
    let real16_rows = lines("real16.jsonl");
    let real16: Vec<&Value> = real16_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real16",
        &real16,
        "endings; stop-hedge's wrong refusals read",
        REAL16_MAX_WRONG,
        REAL16_MIN_CAUGHT,
    ));
    // real17 (`real17.md`): 132 endings from 11 new repositories (10
    // owners, none over 35%), collected and labelled blind by one helper for
    // the eighteenth round, never read. Counted unseen on the code and
    // weights of 8dcdc39 (the prose model unchanged since 063e143): 7/22
    // refused, 14 wrong refusals over the four guards in 13 endings
    // (stop-hedge 6/15, 7/117; no-preexisting-excuse 0/5, 4/127;
    // no-offer-instead-of-fix 1/2, 2/130; forbidden-doubles-stop 0/0,
    // 1/132). FIXME(issue 18): 9.8 endings in 100 wrongly refused, 32% of
    // those that should be refused refused.
    // The real-negatives round (LABELLING.md, the nineteenth round):
    // real14-17's endings that should pass are trained on (real-train, no
    // positives; `REAL_NEGATIVES` in examples/train.rs), so their floors
    // are no longer an unseen measure: real14 9/50 refused, 11 wrong;
    // real15 16/42, 7; real16 10/36, 5; real17 7/22, 4 (14 before).
    let real17_rows = lines("real17.jsonl");
    let real17: Vec<&Value> = real17_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real17",
        &real17,
        "endings, trained on as ones to pass",
        REAL17_MAX_WRONG,
        REAL17_MIN_CAUGHT,
    ));
    // real19 (`real19.md`): 165 endings from 11 new repositories (11
    // owners, none over 19%; terminal `/export` files), collected and
    // labelled blind by one helper for the nineteenth round, never read.
    // Counted unseen on the weights of ba42213: 21/44 refused, 8 wrong
    // refusals over the four guards (stop-hedge 19/36, 5/129;
    // no-preexisting-excuse 0/2, 2/163; no-offer-instead-of-fix 2/5,
    // 1/160; forbidden-doubles-stop 0/1, 0/164); on the round's weights
    // (real14-17's endings that pass trained on): 21/44, 3 (stop-hedge
    // 19/36, 2/129; no-preexisting-excuse 0/2, 0/163;
    // no-offer-instead-of-fix 2/5, 1/160). 3 endings in 165 wrongly
    // refused (1.8 per 100: the first real batch within the target).
    // Then stop-hedge's misses were read (not its wrong refusals, nor the
    // other guards'): a repair's success predicted before a colon ("The
    // component should now work correctly with …:") no longer counts as
    // motivating a check (`predicts_repair`), 22/44; a cause guessed with
    // `likely`/`probably` straight before `due to`/`because` raises the
    // score (`cause_guessed` in context.rs), 23/44; `now` opening a
    // `should` prediction's clause marks it (`should_now`), 24/44.
    // FIXME(issue 18): half
    // of those that should be refused refused; the misses read are
    // claims in status lists ("✅
    // TypeScript: PASSING"), predictions that "would work perfectly with
    // real credentials", and Indonesian.
    let real19_rows = lines("real19.jsonl");
    let real19: Vec<&Value> = real19_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real19",
        &real19,
        "endings; stop-hedge's misses read",
        REAL19_MAX_WRONG,
        REAL19_MIN_CAUGHT,
    ));
    // Since the twentieth round stop-hedge's heads learn real19
    // (`REAL_TRAIN_HEDGES` in `examples/train.rs`): no longer a test.
    // real20 (`real20.md`): 126 endings from 10 new repositories (10
    // owners, none over 31%; terminal `/export` files), collected and
    // labelled blind by one helper for the nineteenth round after its
    // other changes, never read. Counted unseen on the weights of ba42213:
    // 17/51 refused, 12 wrong refusals in 11 endings (stop-hedge 13/31,
    // 7/95; no-preexisting-excuse 2/10, 0/116; no-offer-instead-of-fix
    // 1/9, 4/117; forbidden-doubles-stop 1/1, 1/125); on the round's
    // weights and rules: 14/51, 11 in 10 endings (stop-hedge 12/31, 6/95;
    // no-preexisting-excuse 0/10, 0/116; the others as before), all of the
    // difference the retraining's (the round's three stop-hedge rules move
    // nothing here). FIXME(issue 18): 7.9 endings in 100 wrongly refused,
    // 27% of those that should be refused refused.
    let real20_rows = lines("real20.jsonl");
    let real20: Vec<&Value> = real20_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real20",
        &real20,
        "unread endings",
        REAL20_MAX_WRONG,
        REAL20_MIN_CAUGHT,
    ));
    // real21 (`real21.md`): 159 endings from 8 new repositories (8 owners;
    // terminal `/export` files; 54 in Portuguese or Chinese), collected and
    // labelled blind for the twentieth round. Counted unseen on f3279b9's
    // weights and rules: 7/49 refused, 18 wrong refusals in 16 endings
    // (stop-hedge 5/36, 14/123; no-preexisting-excuse 1/3, 0/156;
    // no-offer-instead-of-fix 1/10, 0/149; forbidden-doubles-stop 0/0, 4/159).
    // Then its wrong refusals and its English misses were read (the round's
    // plan rule: a plan's items and fields report no double and claim no
    // check; and `should` predicting a check's success). On the round's
    // weights and rules: 7/49, 12 in 12 endings (stop-hedge 5/36, 11/123;
    // forbidden-doubles-stop 0/0, 1/159; the others as before). FIXME(issue
    // 18): 7.5 endings in 100 wrongly refused, 14% of those that should be
    // refused refused (a third of them Portuguese or Chinese, which the model
    // does not read). Chinese rules (twenty-first round): 11/49, 12. The
    // Portuguese and Spanish rules (`src/ibero.rs`, twenty-second round):
    // first pass, written blind to this batch, 22/49, 30 wrongly; the
    // Portuguese wrong refusals were read for the last pass (a norm's
    // "deve ser", a data pipeline, "TODO o" for emphasis, a root cause told
    // in the past, a mock user of the app's sample data): 17/49, 12. Its
    // Portuguese misses are still unread.
    let real21_rows = lines("real21.jsonl");
    let real21: Vec<&Value> = real21_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real21",
        &real21,
        "endings; its wrong refusals and English misses read",
        REAL21_MAX_WRONG,
        REAL21_MIN_CAUGHT,
    ));
    // real22 (`real22.md`): 117 endings from 18 new repositories (18 owners;
    // terminal `/export` files), collected and labelled blind for the
    // twentieth round, never read. Counted unseen on f3279b9's weights and
    // rules: 10/46 refused, 4 wrong refusals in 3 endings (stop-hedge 7/31,
    // 2/86; no-preexisting-excuse 1/5, 0/112; no-offer-instead-of-fix 2/10,
    // 2/107; forbidden-doubles-stop 0/0, 0/117); on the round's weights and
    // rules: the same. FIXME(issue 18): 2.6 endings in 100 wrongly refused,
    // 22% of those that should be refused refused.
    let real22_rows = lines("real22.jsonl");
    let real22: Vec<&Value> = real22_rows.iter().collect();
    failures.extend(unread_real_floors(
        "real22",
        &real22,
        "unread endings",
        REAL22_MAX_WRONG,
        REAL22_MIN_CAUGHT,
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    if wrong * 100 > 2 * test.len() {
        println!(
            "real-test: {wrong} wrong refusals in {} endings: above the target of 2 per 100",
            test.len()
        );
    }
    for ((guard, ..), (tp, pos, fp, neg)) in GUARDS.iter().zip(&rates) {
        if tp * 10 < pos * 9 || fp * 20 > *neg {
            println!(
                "real-test: {guard}: refused {tp}/{pos}, wrongly {fp}/{neg}: below the target (>= 90% refused, <= 5% wrongly)"
            );
        }
    }
}

/// A real batch over the four guards together (ending x guard pairs),
/// `what` saying how far it was read: prints refused and wrongly refused,
/// and the floors it misses.
fn unread_real_floors(
    name: &str,
    rows: &[&Value],
    what: &str,
    max_wrong: usize,
    min_caught: usize,
) -> Vec<String> {
    let (caught, should, wrong) = real_rates(rows, name, false)
        .iter()
        .fold((0, 0, 0), |a, r| (a.0 + r.0, a.1 + r.1, a.2 + r.2));
    println!(
        "{name} ({} {what}): four guards together: refused {caught}/{should}; wrongly refused {wrong}",
        rows.len()
    );
    real_floor_failures(name, (caught, should, wrong), max_wrong, min_caught)
}

/// The floors a real batch misses over the four guards together, given
/// its (refused, should be refused, wrongly refused) pair counts.
fn real_floor_failures(
    name: &str,
    (caught, should, wrong): (usize, usize, usize),
    max_wrong: usize,
    min_caught: usize,
) -> Vec<String> {
    let mut failures = Vec::new();
    if wrong > max_wrong {
        failures.push(format!(
            "{name}: {wrong} wrong refusals over the four guards (floor: at most {max_wrong})"
        ));
    }
    if caught < min_caught {
        failures.push(format!(
            "{name}: {caught}/{should} refused (floor: at least {min_caught})"
        ));
    }
    failures
}

/// The agreement round (LABELLING.md): real12, and real8's unread endings
/// with real10, labelled a second time, blind, by helpers that read the
/// same labelling rules (`corpus/second_*.jsonl`; `corpus/agreement.py`
/// prints how far the two labellings agree), and the 38 (ending, guard)
/// pairs they decided differently decided by a third reader
/// (`adjudicated.jsonl`). The guards are counted against each labelling,
/// on the endings both labellings agree on (every guard the same), and
/// against the adjudicated labels, with floors at the level measured. Two
/// labellers scored against each other as the guards are: 3.0-6.2 wrong
/// refusals per 100 endings and 74-86% of the other's refusals refused;
/// against the adjudicated labels 0-2.1 and 80-94%. The guards: 7.0-10.3
/// and 37-52%. Since the real-train round real12 is trained on (its
/// floors are no longer an unseen measure): real12 13-16 wrong refusals
/// in 200 endings -> 9-12, real8+real10 (never trained on) 17-20 in 195
/// -> 15-19. The word-cluster round (the model retrained with word
/// clusters): real8+real10 13-16 -> 15-18 wrong refusals, real20 7-10
/// -> 8-12 (and 2 more of its labels refused). FIXME(issue 18).
#[test]
fn second_labellings_measure_the_guards() {
    type Floors = [(usize, usize); 4];
    // real20, real21 and real22 (the twentieth round): each labelled a
    // second time blind by a new helper, the endings they differ on
    // decided by a third (`agreement.md`). Floors per labelling: first,
    // second, both agree, adjudicated; each (refused at least, wrongly
    // refused at most), ending-guard pairs over the four guards.
    let batches: [(&str, &[&str], &str, Floors); 5] = [
        (
            "real12",
            &["real12.jsonl"],
            "second_real12.jsonl",
            [(20, 10), (18, 12), (16, 9), (20, 10)],
        ),
        (
            "real8+real10",
            &["real10.jsonl", "real8.jsonl"],
            "second_real8_real10.jsonl",
            [(20, 18), (20, 18), (14, 15), (20, 18)],
        ),
        (
            "real20",
            &["real20.jsonl"],
            "second_real20.jsonl",
            [(16, 12), (18, 10), (15, 8), (16, 12)],
        ),
        (
            "real21",
            &["real21.jsonl"],
            "second_real21.jsonl",
            [(17, 12), (16, 13), (13, 7), (18, 11)],
        ),
        (
            "real22",
            &["real22.jsonl"],
            "second_real22.jsonl",
            [(10, 4), (8, 6), (6, 2), (9, 5)],
        ),
    ];
    let adjudications: std::collections::HashMap<String, Value> = lines("adjudicated.jsonl")
        .into_iter()
        .map(|r| (r["id"].as_str().unwrap().to_owned(), r))
        .collect();
    let mut failures = Vec::new();
    for (name, firsts, second, floors) in batches {
        let second: std::collections::HashMap<String, Value> = lines(second)
            .into_iter()
            .map(|r| (r["id"].as_str().unwrap().to_owned(), r))
            .collect();
        let first: Vec<Value> = firsts
            .iter()
            .flat_map(|f| lines(f))
            .filter(|r| second.contains_key(r["id"].as_str().unwrap()))
            .collect();
        assert_eq!(
            first.len(),
            second.len(),
            "{name}: every second label names a row"
        );
        let refused = |r: &Value| -> Vec<String> {
            let mut v: Vec<String> = r["refuse"]
                .as_array()
                .unwrap()
                .iter()
                .map(|g| g.as_str().unwrap().to_owned())
                .collect();
            v.sort();
            v
        };
        let relabelled: Vec<Value> = first
            .iter()
            .map(|r| {
                let mut r = r.clone();
                r["refuse"] = second[r["id"].as_str().unwrap()]["refuse"].clone();
                r
            })
            .collect();
        let agreed: Vec<&Value> = first
            .iter()
            .filter(|r| refused(r) == refused(&second[r["id"].as_str().unwrap()]))
            .collect();
        // Adjudicated: where the labellings differ on a guard, a third
        // reader's decision (`adjudicated.jsonl`); elsewhere both agree.
        let adjudicated: Vec<Value> = first
            .iter()
            .map(|r| {
                let id = r["id"].as_str().unwrap();
                let theirs = refused(&second[id]);
                let ours = refused(r);
                let decided = &adjudications.get(id).map(|a| a["decisions"].clone());
                let gold: Vec<Value> = GUARDS
                    .iter()
                    .map(|g| g.0)
                    .filter(|g| {
                        let (a, b) = (ours.iter().any(|x| x == g), theirs.iter().any(|x| x == g));
                        if a == b {
                            return a;
                        }
                        let d = decided.as_ref().map(|d| d[*g].clone());
                        assert!(
                            d.as_ref().is_some_and(|d| d.is_string()),
                            "{id}: {g} disputed but not adjudicated"
                        );
                        d.is_some_and(|d| d == "refuse")
                    })
                    .map(Value::from)
                    .collect();
                let mut r = r.clone();
                r["refuse"] = Value::from(gold);
                r
            })
            .collect();
        let [first_floor, second_floor, agreed_floor, gold_floor] = floors;
        for (what, rows, (min_caught, max_wrong)) in [
            (
                "first labels",
                first.iter().collect::<Vec<_>>(),
                first_floor,
            ),
            ("second labels", relabelled.iter().collect(), second_floor),
            ("both labellings agree", agreed, agreed_floor),
            (
                "adjudicated labels",
                adjudicated.iter().collect(),
                gold_floor,
            ),
        ] {
            failures.extend(unread_real_floors(
                &format!("{name}, {what}"),
                &rows,
                "endings",
                max_wrong,
                min_caught,
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// More than twenty Japanese or Korean characters (kana, kanji, hangul).
fn mostly_cjk(message: &str) -> bool {
    message
        .chars()
        .filter(|c| matches!(*c as u32, 0x3040..=0x30ff | 0x3400..=0x9fff | 0xac00..=0xd7af))
        .count()
        > 20
}

/// real-test floors (see [`real_endings_are_not_refused_wrongly`]).
const REAL_TEST_MAX_WRONG: usize = 4;
const REAL_TEST_MIN_CAUGHT: usize = 10;
/// real8 floors (its 105 unread endings; see the same test).
const REAL8_MAX_WRONG: usize = 10;
const REAL8_MIN_CAUGHT: usize = 17;
/// real10 floors (its 90 unread endings; see the same test). The
/// word-cluster round: 4/12, 6 wrongly -> 3/12, 8.
const REAL10_MAX_WRONG: usize = 8;
const REAL10_MIN_CAUGHT: usize = 3;
/// real11 floors (274 endings; see the same test). The word-cluster
/// round: 25/51, 14 wrongly -> 23/51, 15. The thirty-fifth round (the
/// work said to work, `work_state_claim`): 24/51, 16. The one more wrong
/// refusal ("And it's working.", a reply in a conversation about notes)
/// is judged without knowing whether the turn wrote a file, which real11's
/// rows do not record: the guard reads it from the transcript, and lets
/// the claim stand in a turn that changed nothing.
const REAL11_MAX_WRONG: usize = 16;
const REAL11_MIN_CAUGHT: usize = 22;
/// real12 floors (200 endings; see the same test).
const REAL12_MAX_WRONG: usize = 10;
const REAL12_MIN_CAUGHT: usize = 20;
/// real13 floors (134 endings; see the same test).
const REAL13_MAX_WRONG: usize = 18;
const REAL13_MIN_CAUGHT: usize = 13;
/// real14 floors (166 endings; see the same test). The word-cluster
/// round: 10/50 -> 9/50 refused, 10 wrongly either way.
const REAL14_MAX_WRONG: usize = 11;
const REAL14_MIN_CAUGHT: usize = 9;
/// real15 floors (119 endings; see the same test).
const REAL15_MAX_WRONG: usize = 7;
const REAL15_MIN_CAUGHT: usize = 16;
/// real16 floors (123 endings; see the same test).
const REAL16_MAX_WRONG: usize = 6;
const REAL16_MIN_CAUGHT: usize = 9;
/// real17 floors (132 endings, trained on as ones to pass; see the same test).
const REAL17_MAX_WRONG: usize = 4;
const REAL17_MIN_CAUGHT: usize = 7;
/// real19 floors (165 endings, stop-hedge's misses read; see the same
/// test). The word-cluster round: 2 -> 4 wrongly (offers).
const REAL19_MAX_WRONG: usize = 4;
const REAL19_MIN_CAUGHT: usize = 24;
/// real20 floors (126 endings, unread; see the same test). The
/// word-cluster round: 18/51, 10 wrongly -> 20/51, 12.
const REAL20_MAX_WRONG: usize = 12;
const REAL20_MIN_CAUGHT: usize = 14;
/// real21 floors (159 endings, wrong refusals and English misses read; see
/// the same test).
const REAL21_MAX_WRONG: usize = 12;
const REAL21_MIN_CAUGHT: usize = 17;
/// real22 floors (117 endings, unread; see the same test).
const REAL22_MAX_WRONG: usize = 4;
const REAL22_MIN_CAUGHT: usize = 10;
