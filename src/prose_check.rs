//! `gatehouse prose-check FILE`: runs a final message through the four
//! prose Stop guards (`stop-hedge`, `no-preexisting-excuse`,
//! `no-offer-instead-of-fix`, `forbidden-doubles-stop`) and prints every
//! sentence's score per head, the thresholds, and why a refused sentence
//! scored as it did, so a user can see and tune what would be refused.
//!
//! The heads are built as the guards build them, from the same
//! `.claude/gatehouse.toml` (lists, `threshold`, `claim_threshold`), read
//! from the current directory. The prose alone is judged: a claim of
//! success is shown as it would be refused when the turn ran no test or
//! build command.

use payload::config::Config;
use prose::judge::{Head, Judge, Tuning};
use std::fmt::Write as _;
use std::path::Path;

/// The heads as `cwd`'s config tunes them.
fn judges(cwd: &Path) -> Result<Vec<Judge>, String> {
    let cfg = Config::load(cwd).map_err(|e| e.0)?;
    let err = |e: payload::Failure| e.0;
    let mut out = Vec::new();
    for head in Head::ALL {
        let s = cfg.section(head.guard());
        let threshold = if head == Head::Claim {
            "claim_threshold"
        } else {
            "threshold"
        };
        let (primary, secondary) = match head {
            Head::Hedge => ("hedges", None),
            Head::Claim => ("claims", None),
            Head::Excuse => ("excuses", Some("labels")),
            Head::Offer => ("offers", Some("deferrals")),
            Head::Double => ("words", None),
        };
        let t = Tuning {
            primary: s.strings(primary).map_err(err)?,
            extra: if head == Head::Hedge {
                s.list_file("weasel-words.txt")
                    .map_err(err)?
                    .unwrap_or_default()
            } else {
                Vec::new()
            },
            secondary: match secondary {
                Some(k) => s.strings(k).map_err(err)?,
                None => None,
            },
            allow: s.strings("allow").map_err(err)?.unwrap_or_default(),
            defects: s.strings("defects").map_err(err)?.unwrap_or_default(),
            threshold_percent: s.int(threshold).map_err(err)?,
            cjk_hedges: head == Head::Hedge
                && s.bool("japanese_korean_hedges", false).map_err(err)?,
            zh_hedges: head == Head::Hedge
                && s.bool("chinese_hedges", prose::judge::ZH_HEDGES_DEFAULT)
                    .map_err(err)?,
            ibero_hedges: head == Head::Hedge
                && s.bool(
                    "portuguese_spanish_hedges",
                    prose::judge::IBERO_HEDGES_DEFAULT,
                )
                .map_err(err)?,
            fr_hedges: head == Head::Hedge
                && s.bool("french_hedges", prose::judge::FR_HEDGES_DEFAULT)
                    .map_err(err)?,
        };
        out.push(Judge::configured(head, t));
    }
    Ok(out)
}

/// The report for `message`, judged with the config found from `cwd`.
pub fn report(message: &str, cwd: &Path) -> Result<String, String> {
    let judges = judges(cwd)?;
    let ss = prose::sentences(message);
    let scores: Vec<Vec<prose::judge::Scored>> = judges.iter().map(|j| j.scores(&ss)).collect();
    let mut out = String::new();
    let names: Vec<&str> = judges.iter().map(|j| j.head.name()).collect();
    let _ = writeln!(
        out,
        "thresholds: {}",
        judges
            .iter()
            .map(|j| format!("{} {:.2}", j.head.name(), j.threshold))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let _ = writeln!(
        out,
        "{}  sentence",
        names.iter().map(|n| format!("{n:>7}")).collect::<String>()
    );
    for (i, s) in ss.iter().enumerate() {
        let mut row = String::new();
        for (j, sc) in judges.iter().zip(&scores) {
            let v = sc.get(i).map_or(0.0, |x| x.score);
            let mark = if v >= j.threshold { '*' } else { ' ' };
            let _ = write!(row, "{v:>6.2}{mark}");
        }
        let _ = writeln!(out, "{row}  {}", s.text);
    }
    let _ = writeln!(out);
    for ((j, sc), guard) in judges.iter().zip(&scores).zip(Head::ALL.map(Head::guard)) {
        match sc.iter().find(|x| x.score >= j.threshold) {
            Some(hit) => {
                let _ = writeln!(
                    out,
                    "{guard} ({}): would refuse {}",
                    j.head.name(),
                    j.why(&ss, hit)
                );
            }
            None => {
                let _ = writeln!(out, "{guard} ({}): would let the turn end", j.head.name());
            }
        }
    }
    Ok(out)
}

/// `gatehouse prose-check FILE` (`-` reads stdin): the report as text.
pub fn run(args: &[String]) -> Result<String, String> {
    let [file] = args else {
        return Err("usage: gatehouse prose-check FILE (`-` for stdin)".to_owned());
    };
    let text = if file == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::Read::take(std::io::stdin(), 4 << 20), &mut s)
            .map_err(|e| format!("stdin: {e}"))?;
        s
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?
    };
    let cwd = std::env::current_dir().map_err(|e| e.to_string())?;
    report(&text, &cwd)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
    use super::*;

    #[test]
    fn scores_every_sentence_and_names_the_refusals() {
        let dir = tempfile::tempdir().unwrap();
        let msg = "## Summary\n\nRenamed the loader.\n\nThe cache is probably stale.\n\nWant me to fix the failing test?";
        let out = report(msg, dir.path()).unwrap();
        for want in [
            "thresholds: hedge",
            "Renamed the loader.",
            "stop-hedge (hedge): would refuse \"The cache is probably stale.\"",
            "no-offer-instead-of-fix (offer): would refuse \"Want me to fix the failing test?\"",
            "forbidden-doubles-stop (double): would let the turn end",
        ] {
            assert!(out.contains(want), "missing {want:?} in:\n{out}");
        }
    }

    #[test]
    fn the_users_threshold_is_read_from_the_project_config() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join(".claude")).unwrap();
        std::fs::write(
            dir.path().join(".claude/gatehouse.toml"),
            "[stop-hedge]\nthreshold = 100\n",
        )
        .unwrap();
        let out = report("The cache is probably stale.", dir.path()).unwrap();
        assert!(out.contains("thresholds: hedge 1.00"), "{out}");
        assert!(
            out.contains("stop-hedge (hedge): would let the turn end"),
            "{out}"
        );
    }
}
