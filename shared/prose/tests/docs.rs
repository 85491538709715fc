//! The guard docs state each prose guard's trained default threshold
//! ("default 91", "hedge 93, claim 92"): they must be the shipped model's
//! (`model/weights.bin`), or a user tuning from the doc starts from a
//! number the guard does not use. Retraining changes them; this test says
//! which line to update.
#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing)]

use prose::judge::Head;

fn percent(head: Head) -> String {
    format!("{:.0}", head.default_threshold() * 100.0)
}

fn doc(guard: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/guards")
        .join(format!("{guard}.md"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn guard_docs_state_the_shipped_default_thresholds() {
    let mut wrong = Vec::new();
    for (guard, head) in [
        ("no-preexisting-excuse", Head::Excuse),
        ("no-offer-instead-of-fix", Head::Offer),
        ("forbidden-doubles-stop", Head::Double),
    ] {
        let want = format!("(default {}, trained:", percent(head));
        if !doc(guard).contains(&want) {
            wrong.push(format!(
                "docs/guards/{guard}.md: its Tuning section should say `{want}`"
            ));
        }
    }
    let want = format!(
        "trained (hedge {}, claim {};",
        percent(Head::Hedge),
        percent(Head::Claim)
    );
    if !doc("stop-hedge").contains(&want) {
        wrong.push(format!(
            "docs/guards/stop-hedge.md: its Tuning section should say `{want}`"
        ));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
