//! stop-timestamp: stamps the end of every turn with the wall-clock time and
//! time zone, shown to the user.
//!
//! # What it refuses
//! Nothing. It never blocks and never fails the stop: every internal failure is
//! shown to the user as a message and the exit is 0 (`payload::run_advisory`).
//!
//! # Why (the incident)
//! The reference fleet's 2026-08-05 requirement: reports must be "auditable
//! against real wall time without asking". An agent's own sense of time is
//! not evidence; the harness's clock is.
//!
//! # Refused
//! Nothing.
//!
//! # Allowed
//! Every Stop and SubagentStop; the user sees e.g.
//! `Turn ended 2026-11-30 07:58:12 UTC (+00:00)`.
//!
//! # Configuration
//! `[stop-timestamp]` in `.claude/gatehouse.toml` or `~/.config/gatehouse/config.toml`:
//! - `enabled` (default `true`);
//! - `format`: a strftime format (default `%Y-%m-%d %H:%M:%S %Z (%:z)`);
//! - `timezone`: an IANA name such as `Europe/Berlin` (default: the system
//!   time zone from `TZ` or `/etc/localtime`);
//! - `subagents` (default `true`): stamp SubagentStop too.
//!
//! # Escape hatch
//! None needed: it never refuses.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict};

const GUARD: Guard = Guard {
    name: "stop-timestamp",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &["format", "timezone", "subagents"],
};

const DEFAULT_FORMAT: &str = "%Y-%m-%d %H:%M:%S %Z (%:z)";

fn main() {
    payload::run_advisory(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    if p.event == EventKind::SubagentStop && !cfg.bool("subagents", true)? {
        return Ok(Verdict::Allow);
    }
    let zone = match cfg.string("timezone")? {
        Some(name) => jiff::tz::TimeZone::get(&name).map_err(|e| {
            Failure::new(format!(
                "`timezone = \"{name}\"` is not a known time zone: {e}"
            ))
        })?,
        // Falls back to UTC (and says so in %Z) when the system zone is unknown.
        None => system_zone(),
    };
    let format = cfg
        .string("format")?
        .unwrap_or_else(|| DEFAULT_FORMAT.to_owned());
    let now = jiff::Timestamp::now().to_zoned_datetime(zone);
    Ok(Verdict::Notice(stamp(p, &now, &format)?))
}

/// The system time zone as `jiff::tz::TimeZone::system()` finds it, without
/// its cost in the common case: jiff looks the name `/etc/localtime` links to
/// up in its zoneinfo database, whose first use lists every file under
/// `/usr/share/zoneinfo` (~600, 1.5 ms of a 3.7 ms call, measured). When
/// `TZ` is unset and `/etc/localtime` links into a `zoneinfo/` directory,
/// the linked file is read as that zone directly; anything else is jiff's.
fn system_zone() -> jiff::tz::TimeZone {
    const LOCALTIME: &str = "/etc/localtime";
    let direct = || {
        if std::env::var_os("TZ").is_some() {
            return None;
        }
        let target = std::fs::read_link(LOCALTIME).ok()?;
        let target = target.to_str()?;
        let name = target.get(target.rfind("zoneinfo/")? + "zoneinfo/".len()..)?;
        let data = std::fs::read(LOCALTIME).ok()?;
        jiff::tz::TimeZone::tzif(name, &data).ok()
    };
    direct().unwrap_or_else(jiff::tz::TimeZone::system)
}

fn stamp(p: &Payload, now: &jiff::ZonedDateTime, format: &str) -> Result<String, Failure> {
    let when = jiff::fmt::strtime::format(format, now).map_err(|e| {
        Failure::new(format!(
            "`format = \"{format}\"` is not a valid strftime format: {e}"
        ))
    })?;
    let who = if p.event == EventKind::SubagentStop {
        format!(
            "Subagent {} ended",
            p.agent_type.as_deref().unwrap_or("turn")
        )
    } else {
        "Turn ended".to_owned()
    };
    Ok(format!("{who} {when}"))
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

    fn payload(event: &str) -> Payload {
        let json = format!(
            r#"{{"session_id":"s","cwd":"/","hook_event_name":"{event}","stop_hook_active":false,"agent_type":"Explore","last_assistant_message":"done"}}"#
        );
        payload::event::parse(json.as_bytes()).unwrap()
    }

    fn at(zone: &str) -> jiff::ZonedDateTime {
        "2026-11-30T07:58:12Z"
            .parse::<jiff::Timestamp>()
            .unwrap()
            .to_zoned_datetime(jiff::tz::TimeZone::get(zone).unwrap())
    }

    #[test]
    fn the_system_zone_is_the_one_jiff_finds() {
        let (ours, jiffs) = (system_zone(), jiff::tz::TimeZone::system());
        assert_eq!(ours.iana_name(), jiffs.iana_name());
        let now = jiff::Timestamp::now();
        for days in [0, 91, 182, 273] {
            let t = now + jiff::SignedDuration::from_hours(24 * days);
            assert_eq!(ours.to_offset(t), jiffs.to_offset(t), "{t}");
        }
    }

    #[test]
    fn default_format_names_time_and_zone() {
        assert_eq!(
            stamp(&payload("Stop"), &at("UTC"), DEFAULT_FORMAT).unwrap(),
            "Turn ended 2026-11-30 07:58:12 UTC (+00:00)"
        );
        assert_eq!(
            stamp(&payload("Stop"), &at("Europe/Berlin"), DEFAULT_FORMAT).unwrap(),
            "Turn ended 2026-11-30 08:58:12 CET (+01:00)"
        );
    }

    #[test]
    fn subagent_stops_name_the_agent() {
        assert!(
            stamp(&payload("SubagentStop"), &at("UTC"), "%H:%M")
                .unwrap()
                .starts_with("Subagent Explore ended 07:58")
        );
    }

    #[test]
    fn config_controls_zone_format_and_subagents() {
        let c = payload::Config::from_texts(
            &[("p.toml", "[stop-timestamp]\ntimezone = \"Asia/Tokyo\"\nformat = \"%H:%M %Z\"\nsubagents = false\n")],
            None,
        )
        .unwrap();
        let s = c.section("stop-timestamp");
        let Verdict::Notice(text) = check(&payload("Stop"), &s).unwrap() else {
            panic!()
        };
        assert!(text.ends_with(" JST"), "{text}");
        assert_eq!(check(&payload("SubagentStop"), &s).unwrap(), Verdict::Allow);
    }

    #[test]
    fn bad_zone_or_format_is_a_failure_the_runner_shows() {
        for text in [
            "[stop-timestamp]\ntimezone = \"Mars/Olympus\"\n",
            "[stop-timestamp]\nformat = \"%Q%\"\n",
        ] {
            let c = payload::Config::from_texts(&[("p.toml", text)], None).unwrap();
            assert!(
                check(&payload("Stop"), &c.section("stop-timestamp")).is_err(),
                "{text}"
            );
        }
    }
}
