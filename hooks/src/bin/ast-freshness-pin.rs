//! ast-freshness-pin: injects a configured mandate together with the evidence,
//! derived at emit time, of whether the snapshot it relies on is current.
//!
//! # What it refuses
//! Nothing: it injects the mandate text and the freshness evidence of a
//! snapshot file (an AST dump, an index, a generated map): how many of the
//! files it covers are current, stale or missing, with the stale names.
//!
//! # Why (the incident)
//! Reference fleet (`ast-freshness-pin.sh`): it pins "the AST mandate AND the
//! evidence it is safe to obey", so an agent never routes around the toolkit
//! on a staleness suspicion. "SessionStart fires on COMPACT as well, so this
//! survives compaction — and because every number is derived at emit time
//! rather than read from a committed file, it survives compaction true."
//! The rule it carried: the user's mandate "ZERO hand-reading of Python
//! source". A freshness claim that is remembered instead of derived goes
//! stale; this one never does.
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every session start. Without `snapshot` it does nothing. The snapshot is
//! JSON, `{"files": {"<path relative to the project root>": "<sha256 hex of
//! the file's bytes>", …}}` (other top-level keys are ignored). Each covered
//! file is hashed now (SHA-256) and compared: equal = current, different =
//! stale, absent = missing. Hashing stops at a 5 s budget and says how many
//! files it did not check. An unreadable snapshot is said, with the mandate:
//! there is then no evidence, and the context says so.
//!
//! # Configuration
//! `[ast-freshness-pin]` in `.claude/gatehouse.toml`:
//! - `snapshot`: the snapshot file, relative to the project root;
//! - `mandate`: the text to pin (default: use the snapshot's tool for reading
//!   code it covers rather than hand-reading the files);
//! - `refresh`: how to refresh the snapshot, shown when it is not current;
//! - `max_names` (default 20): stale and missing files listed by name.
//!
//! ```toml
//! [ast-freshness-pin]
//! snapshot = "plans/ast-ultimate.json"
//! mandate = "ZERO hand-reading of Python source: query the AST toolkit."
//! refresh = "python scripts/serialize_codebase_ast.py"
//! ```
//!
//! # Escape hatch
//! `enabled = false` under `[ast-freshness-pin]`, or no `snapshot`.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};
use sha2::{Digest, Sha256};
use std::path::Path;
use std::time::{Duration, Instant};

const GUARD: Guard = Guard {
    name: "ast-freshness-pin",
    events: &[EventKind::SessionStart],
    keys: &["snapshot", "mandate", "refresh", "max_names"],
};

const DEFAULT_MANDATE: &str = "Read the code this snapshot covers through the tool that serves it, not by hand-reading the files.";
const BUDGET: Duration = Duration::from_secs(5);

fn main() {
    // `run`, not `run_advisory`: on SessionStart every failure is already a
    // visible `systemMessage` with exit 0 (the event cannot refuse), and a
    // payload of another event is a misregistration, refused loudly.
    payload::run(&GUARD, check)
}

/// The comparison of a snapshot with the files now.
#[derive(Debug, Default, PartialEq, Eq)]
struct Evidence {
    current: usize,
    stale: Vec<String>,
    missing: Vec<String>,
    unchecked: usize,
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(snapshot) = cfg.string("snapshot")? else {
        return Ok(Verdict::Allow);
    };
    let mandate = cfg
        .string("mandate")?
        .unwrap_or_else(|| DEFAULT_MANDATE.to_owned());
    let refresh = cfg.string("refresh")?;
    let max_names = usize::try_from(cfg.int("max_names")?.unwrap_or(20)).unwrap_or(20);
    let root = cfg.project_root().unwrap_or(&p.cwd);
    let evidence = read_snapshot(&root.join(&snapshot)).map(|files| compare(root, &files, BUDGET));
    Ok(Verdict::Context(render(
        &mandate,
        &snapshot,
        refresh.as_deref(),
        &evidence,
        max_names,
    )))
}

/// The snapshot's `files` map, sorted by path.
fn read_snapshot(path: &Path) -> Result<Vec<(String, String)>, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let v: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| format!("not JSON: {e}"))?;
    let files = v
        .get("files")
        .and_then(|f| f.as_object())
        .ok_or("no `files` object (expected `{\"files\": {\"path\": \"sha256hex\"}}`)")?;
    let mut out = Vec::with_capacity(files.len());
    for (path, hash) in files {
        let hash = hash
            .as_str()
            .ok_or_else(|| format!("the hash of `{path}` is not a string"))?;
        out.push((path.clone(), hash.to_ascii_lowercase()));
    }
    out.sort();
    Ok(out)
}

fn compare(root: &Path, files: &[(String, String)], budget: Duration) -> Evidence {
    let start = Instant::now();
    let mut e = Evidence::default();
    for (i, (path, want)) in files.iter().enumerate() {
        if start.elapsed() > budget {
            e.unchecked = files.len() - i;
            break;
        }
        match std::fs::read(root.join(path)) {
            Ok(bytes) => {
                let got = Sha256::digest(&bytes);
                let hex: String = got.iter().map(|b| format!("{b:02x}")).collect();
                if &hex == want {
                    e.current += 1;
                } else {
                    e.stale.push(path.clone());
                }
            }
            Err(_) => e.missing.push(path.clone()),
        }
    }
    e
}

fn names(list: &[String], max: usize) -> String {
    let mut s = list
        .iter()
        .take(max)
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ");
    if list.len() > max {
        s.push_str(&format!(", … and {} more", list.len() - max));
    }
    s
}

fn render(
    mandate: &str,
    snapshot: &str,
    refresh: Option<&str>,
    evidence: &Result<Evidence, String>,
    max_names: usize,
) -> String {
    let mut out = format!("{}\n", mandate.trim_end());
    let e = match evidence {
        Ok(e) => e,
        Err(why) => {
            out.push_str(&format!(
                "SKIP ast-freshness-pin: the snapshot `{snapshot}` could not be read ({why}). There is no freshness evidence: treat what it serves as unverified"
            ));
            if let Some(r) = refresh {
                out.push_str(&format!(" and rebuild it: `{r}`"));
            }
            out.push('.');
            return out;
        }
    };
    let total = e.current + e.stale.len() + e.missing.len() + e.unchecked;
    let fresh = e.stale.is_empty() && e.missing.is_empty() && e.unchecked == 0;
    out.push_str(&format!(
        "Evidence (derived now from the files, not remembered): the snapshot `{snapshot}` covers {total} files: {} current, {} stale, {} missing{}. ",
        e.current,
        e.stale.len(),
        e.missing.len(),
        if e.unchecked > 0 { format!(", {} not checked within the 5 s budget", e.unchecked) } else { String::new() }
    ));
    if fresh {
        out.push_str(
            "It is CURRENT: its answers match the files as they are now; obey the mandate.",
        );
        return out;
    }
    out.push_str("It is NOT fully current: its answers about the files below are out of date.");
    if !e.stale.is_empty() {
        out.push_str(&format!(
            "\nStale (changed since the snapshot): {}",
            names(&e.stale, max_names)
        ));
    }
    if !e.missing.is_empty() {
        out.push_str(&format!(
            "\nMissing (deleted or moved): {}",
            names(&e.missing, max_names)
        ));
    }
    match refresh {
        Some(r) => out.push_str(&format!(
            "\nRefresh it with `{r}`; the files not listed are current."
        )),
        None => out.push_str("\nThe files not listed are current."),
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic
    )]
    use super::*;

    fn sha(text: &str) -> String {
        Sha256::digest(text.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    #[test]
    fn compare_counts_current_stale_missing() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.py"), "a").unwrap();
        std::fs::write(dir.path().join("b.py"), "changed").unwrap();
        let files = vec![
            ("a.py".to_owned(), sha("a")),
            ("b.py".to_owned(), sha("b")),
            ("gone.py".to_owned(), sha("x")),
        ];
        let e = compare(dir.path(), &files, BUDGET);
        assert_eq!(
            e,
            Evidence {
                current: 1,
                stale: vec!["b.py".into()],
                missing: vec!["gone.py".into()],
                unchecked: 0
            }
        );
        let e = compare(dir.path(), &files, Duration::ZERO);
        assert_eq!(e.unchecked + e.current + e.stale.len(), 3);
    }

    #[test]
    fn render_cases() {
        let fresh = Ok(Evidence {
            current: 3,
            ..Evidence::default()
        });
        let stale = Ok(Evidence {
            current: 1,
            stale: vec!["a".into(), "b".into(), "c".into()],
            missing: vec!["d".into()],
            unchecked: 0,
        });
        type Case<'a> = (
            &'a str,
            &'a Result<Evidence, String>,
            &'a [&'a str],
            &'a [&'a str],
        );
        let cases: &[Case] = &[
            (
                "fresh",
                &fresh,
                &[
                    "MANDATE",
                    "covers 3 files: 3 current, 0 stale, 0 missing",
                    "CURRENT",
                ],
                &["NOT", "SKIP"],
            ),
            (
                "stale",
                &stale,
                &[
                    "MANDATE",
                    "covers 5 files: 1 current, 3 stale, 1 missing",
                    "NOT fully current",
                    "`a`, `b`, … and 1 more",
                    "Missing (deleted or moved): `d`",
                    "`make ast`",
                ],
                &["It is CURRENT"],
            ),
            (
                "unreadable",
                &Err("No such file".into()),
                &[
                    "MANDATE",
                    "SKIP ast-freshness-pin",
                    "No such file",
                    "no freshness evidence",
                    "`make ast`",
                ],
                &["CURRENT"],
            ),
        ];
        for (name, ev, has, lacks) in cases {
            let text = render("MANDATE", "snap.json", Some("make ast"), ev, 2);
            for h in *has {
                assert!(text.contains(h), "{name}: {h:?} not in {text}");
            }
            for l in *lacks {
                assert!(!text.contains(l), "{name}: {l:?} in {text}");
            }
        }
    }

    #[test]
    fn snapshot_formats() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("s.json");
        std::fs::write(
            &p,
            r#"{"version": 2, "files": {"b.py": "AB", "a.py": "cd"}}"#,
        )
        .unwrap();
        assert_eq!(
            read_snapshot(&p).unwrap(),
            vec![("a.py".into(), "cd".into()), ("b.py".into(), "ab".into())]
        );
        std::fs::write(&p, r#"{"files": ["a.py"]}"#).unwrap();
        assert!(read_snapshot(&p).unwrap_err().contains("no `files` object"));
        std::fs::write(&p, "{").unwrap();
        assert!(read_snapshot(&p).unwrap_err().starts_with("not JSON"));
    }
}
