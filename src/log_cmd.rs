//! `gatehouse log` and `gatehouse stats`: reading the decision log that the
//! guards append to (`shared/payload/src/log.rs` writes it and documents the
//! line format and the chain).

use payload::log;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Which lines to show.
#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub guard: Option<String>,
    pub session: Option<String>,
    /// Only decisions whose `cwd` is this directory or below it.
    pub repo: Option<PathBuf>,
    /// Only decisions at or after this Unix time.
    pub since: Option<u64>,
}

impl Filter {
    fn keeps(&self, v: &Value) -> bool {
        let s = |k: &str| v.get(k).and_then(Value::as_str).unwrap_or("");
        self.guard.as_deref().is_none_or(|g| s("guard") == g)
            && self.session.as_deref().is_none_or(|id| s("session") == id)
            && self
                .repo
                .as_deref()
                .is_none_or(|r| Path::new(s("cwd")).starts_with(r))
            && self
                .since
                .is_none_or(|t| parse_time(s("time")).is_some_and(|at| at >= t))
    }
}

/// `2h`, `30m`, `45s`, `7d`, `2w` before `now` (Unix seconds).
pub fn parse_since(text: &str, now: u64) -> Result<u64, String> {
    let t = text.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (n, unit) = t.split_at(split);
    let n: u64 = n
        .parse()
        .map_err(|_| format!("--since `{text}`: expected a number and a unit, e.g. 2h, 30m, 7d"))?;
    let secs = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        "w" => 604_800,
        _ => {
            return Err(format!(
                "--since `{text}`: the unit is one of s, m, h, d, w"
            ));
        }
    };
    Ok(now.saturating_sub(n.saturating_mul(secs)))
}

/// Unix seconds of a `YYYY-MM-DDTHH:MM:SSZ` time (the log's own format).
pub fn parse_time(t: &str) -> Option<u64> {
    let num = |r: std::ops::Range<usize>| t.get(r).and_then(|s| s.parse::<i64>().ok());
    if t.len() != 20 || !t.ends_with('Z') {
        return None;
    }
    let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (hh, mm, ss) = (num(11..13)?, num(14..16)?, num(17..19)?);
    // Days from civil (H. Hinnant), the inverse of the log's formatter.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = if m > 2 { m - 3 } else { m + 9 };
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    u64::try_from(days * 86_400 + hh * 3600 + mm * 60 + ss).ok()
}

/// The lines that pass the filter, oldest first.
pub fn select(dir: &Path, filter: &Filter) -> Vec<Value> {
    log::read(dir)
        .into_iter()
        .filter(|v| filter.keeps(v))
        .collect()
}

/// The readable table of `gatehouse log`.
pub fn table(lines: &[Value]) -> String {
    let mut out = String::new();
    if lines.is_empty() {
        out.push_str("no decisions logged (for this filter)\n");
        return out;
    }
    out.push_str(&header());
    for v in lines {
        out.push_str(&row(v));
    }
    out
}

fn header() -> String {
    format!(
        "{:<20}  {:<26}  {:<8}  {:<10}  WHAT\n",
        "TIME", "GUARD", "DECISION", "TOOL"
    )
}

/// One decision as a row of the table.
fn row(v: &Value) -> String {
    let s = |k: &str| v.get(k).and_then(Value::as_str).unwrap_or("-").to_owned();
    let what = s("excerpt");
    let short: String = what.chars().take(100).collect();
    format!(
        "{:<20}  {:<26}  {:<8}  {:<10}  {}{}\n",
        s("time"),
        s("guard"),
        s("decision"),
        s("tool"),
        short,
        if what.chars().count() > 100 {
            "…"
        } else {
            ""
        }
    )
}

/// How often `--follow` looks for new lines.
pub const FOLLOW_POLL: std::time::Duration = std::time::Duration::from_millis(200);

/// `gatehouse log --follow`: prints each decision appended from now on that
/// passes the filter, as it is appended (`json`: the line itself; else a
/// row of the table), across the log's rotation, until stdout is closed.
/// With `past`, the lines already logged that pass the filter come first.
/// Polls every [`FOLLOW_POLL`] (no inotify: portable, and a decision is
/// rare). A reader that goes away (`| head`, a closed pipe or socket) ends it
/// cleanly: `Ok`, whether noticed at a write (EPIPE) or while idle.
pub fn follow(dir: &Path, filter: &Filter, json: bool, past: bool) -> std::io::Result<()> {
    use std::io::Write;
    let mut tail = log::Tail::at_end(dir);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let emit = |out: &mut std::io::StdoutLock, raw: Option<&str>, v: &Value| {
        if !filter.keeps(v) {
            return Ok(());
        }
        match (json, raw) {
            (true, Some(raw)) => writeln!(out, "{raw}"),
            (true, None) => writeln!(out, "{v}"),
            (false, _) => out.write_all(row(v).as_bytes()),
        }
    };
    let result = (|| -> std::io::Result<()> {
        if !json {
            out.write_all(header().as_bytes())?;
        }
        if past {
            for v in select(dir, filter) {
                emit(&mut out, None, &v)?;
            }
        }
        loop {
            for line in tail.next_lines() {
                if let Ok(v) = serde_json::from_str::<Value>(&line) {
                    emit(&mut out, Some(&line), &v)?;
                }
            }
            out.flush()?;
            if log::stdout_closed() {
                return Ok(());
            }
            std::thread::sleep(FOLLOW_POLL);
        }
    })();
    match result {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// `gatehouse stats`: refusals per guard and day, the most refused
/// commands per guard, and the sessions in which one guard refused again
/// and again (a false refusal, or an agent fighting the rule).
pub fn stats(lines: &[Value]) -> String {
    let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or("").to_owned();
    let mut per_day: BTreeMap<(String, String), BTreeMap<String, usize>> = BTreeMap::new();
    let mut per_what: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    let mut per_session: BTreeMap<(String, String), usize> = BTreeMap::new();
    for v in lines {
        let guard = s(v, "guard");
        let day = s(v, "time").chars().take(10).collect::<String>();
        *per_day
            .entry((day, guard.clone()))
            .or_default()
            .entry(s(v, "decision"))
            .or_default() += 1;
        *per_what
            .entry(guard.clone())
            .or_default()
            .entry(what_of(&s(v, "excerpt"), &guard))
            .or_default() += 1;
        *per_session.entry((guard, s(v, "session"))).or_default() += 1;
    }
    let mut out = String::new();
    if lines.is_empty() {
        out.push_str("no decisions logged (for this filter)\n");
        return out;
    }
    out.push_str("Per day and guard (decisions: deny, ask, warn, audit = would have refused, failure = could not evaluate):\n");
    for ((day, guard), counts) in &per_day {
        let total: usize = counts.values().sum();
        let parts: Vec<String> = counts.iter().map(|(d, n)| format!("{d} {n}")).collect();
        let _ = writeln!(
            out,
            "  {day}  {guard:<26} {total:>4}  ({})",
            parts.join(", ")
        );
    }
    out.push_str("\nMost refused, per guard:\n");
    for (guard, whats) in &per_what {
        let mut v: Vec<(&String, &usize)> = whats.iter().collect();
        v.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let _ = writeln!(out, "  {guard}");
        for (what, n) in v.into_iter().take(5) {
            let _ = writeln!(out, "    {n:>4}  {what}");
        }
    }
    let repeated: Vec<(&(String, String), &usize)> =
        per_session.iter().filter(|(_, n)| **n >= 3).collect();
    out.push_str(
        "\nSessions where one guard refused 3 times or more (a false refusal, or an agent fighting the rule):\n",
    );
    if repeated.is_empty() {
        out.push_str("  none\n");
    }
    for ((guard, session), n) in repeated {
        let _ = writeln!(out, "  {session}  {guard}  {n} times");
    }
    out
}

/// What was refused, from the excerpt `<guard>: refused <what>.`
fn what_of(excerpt: &str, guard: &str) -> String {
    let prefix = format!("{guard}: refused ");
    let w = excerpt.strip_prefix(&prefix).unwrap_or(excerpt);
    w.trim_end_matches('.').chars().take(100).collect()
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

    #[test]
    fn times_round_trip_with_the_log_formatter() {
        for secs in [0u64, 951_782_400, 1_764_583_200, 4_102_444_799] {
            let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
            assert_eq!(parse_time(&log::rfc3339(t)), Some(secs));
        }
        assert_eq!(parse_time("2026-12-01 10:00:00"), None);
    }

    #[test]
    fn since_takes_a_number_and_a_unit() {
        assert_eq!(parse_since("2h", 10_000), Ok(2_800));
        assert_eq!(parse_since("1d", 100_000), Ok(13_600));
        assert!(parse_since("2 hours", 0).is_err());
        assert!(parse_since("h", 0).is_err());
    }

    #[test]
    fn stats_count_per_day_name_the_most_refused_and_repeated_sessions() {
        let line = |t: &str, g: &str, s: &str, e: &str| serde_json::json!({"time": t, "guard": g, "session": s, "decision": "deny", "excerpt": e});
        let lines = vec![
            line(
                "2026-12-01T10:00:00Z",
                "no-xdist",
                "a",
                "no-xdist: refused `pytest -n 4`.",
            ),
            line(
                "2026-12-01T10:01:00Z",
                "no-xdist",
                "a",
                "no-xdist: refused `pytest -n 4`.",
            ),
            line(
                "2026-12-01T10:02:00Z",
                "no-xdist",
                "a",
                "no-xdist: refused `pytest -n 8`.",
            ),
            line(
                "2026-12-02T09:00:00Z",
                "secret-guard",
                "b",
                "secret-guard: refused reading `.env`.",
            ),
        ];
        let text = stats(&lines);
        assert!(
            text.contains("2026-12-01  no-xdist") && text.contains("3  (deny 3)"),
            "{text}"
        );
        assert!(text.contains("   2  `pytest -n 4`"), "{text}");
        assert!(text.contains("a  no-xdist  3 times"), "{text}");
        assert!(!text.contains("b  secret-guard"), "{text}");
        let f = Filter {
            guard: Some("secret-guard".into()),
            ..Filter::default()
        };
        assert_eq!(lines.iter().filter(|v| f.keeps(v)).count(), 1);
        let f = Filter {
            since: parse_time("2026-12-02T00:00:00Z"),
            ..Filter::default()
        };
        assert_eq!(lines.iter().filter(|v| f.keeps(v)).count(), 1);
    }
}
