//! stop-hedge: refuses to end a turn on a guess — a hedged claim, or a
//! claim of success that nothing in the turn verified.
//!
//! # What it refuses
//! - A final message (Stop, SubagentStop) whose own prose hedges: "likely",
//!   "probably", "seems to", "I assume", "should work", "I believe", "might
//!   be", "appears to", … (code, quotations and tool output removed by
//!   `prose`; the list is configurable and `.claude/weasel-words.txt` adds to it).
//! - A claim of success — "all tests pass", "the build is green",
//!   "verified" — when no test or build command ran in this turn (the Bash
//!   calls in the transcript, parsed as shell: `echo cargo test` is not a
//!   test run), or when the last one failed.
//!
//! Refused once per stop chain.
//!
//! # Why (the incident)
//! The reference fleet's `no-guessing-stop` (RUL-017): hedged turns end with
//! the question unresolved, and "go RESOLVE the question instead of
//! guessing". Its word list misfired on tool output ("Likely cause:"), so it
//! stripped code first; this guard reads prose like a reviewer. The measured
//! Claude Code 2.1.328 payload ends a turn with "Everything should be done
//! now." and "Done, verified." — both unverified claims.
//!
//! # Refused
//! - "The failure is probably a race in the cache."
//! - "All tests pass." in a turn that ran no tests.
//!
//! # Allowed
//! - Hedge words in code, quotations, questions, and mentions ("the word
//!   likely", "likely, probably or maybe").
//! - "All tests pass." after `cargo test` (or pytest, npm test, go test, make
//!   …) succeeded in this turn; a negated claim ("I have not verified it").
//! - Any stop with `stop_hook_active` (the agent was already told once).
//!
//! # Configuration
//! `[stop-hedge]` in `.claude/gatehouse.toml`:
//! - `hedges`: the hedge phrases (replaces the default list);
//!   `.claude/weasel-words.txt` entries are added to it;
//! - `claims`: the success claims (replaces the default list); `claims = []` turns the check off;
//! - `check_commands`: extra programs that count as a test or build run;
//! - `allow`: closed descriptive forms that never count;
//! - `block_when_active` (default `false`); `subagents` (default `true`).
//!
//! # Escape hatch
//! The user edits the lists or sets `enabled = false`. The agent cannot:
//! the way out is to find out, then say what it found.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use prose::{Match, PhraseList, Sentence};

const GUARD: Guard = Guard {
    name: "stop-hedge",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &[
        "hedges",
        "claims",
        "check_commands",
        "allow",
        "block_when_active",
        "subagents",
    ],
};

#[rustfmt::skip]
const HEDGES: &[&str] = &[
    "likely", "probably", "possibly", "presumably", "perhaps", "maybe", "seems to", "seem to", "seemed to",
    "it seems", "seems like", "appears to", "appear to", "appeared to", "it appears", "I assume",
    "I'm assuming", "assuming", "I believe", "I think", "I guess", "I suspect", "I suppose", "should work",
    "should be fine", "should be working", "should be done", "should be good", "should be fixed",
    "should be resolved", "should now", "should pass", "should fix", "should resolve", "might be",
    "might have", "may be", "not sure", "not certain", "hopefully", "supposedly", "apparently",
    "in theory", "my guess", "I would expect", "I'd expect",
];

#[rustfmt::skip]
const CLAIMS: &[&str] = &[
    "all tests pass", "all tests passed", "all tests are passing", "all tests passing", "tests pass",
    "tests passed", "tests are passing", "tests are green", "suite passes", "suite passed", "suite is green",
    "the build is green", "build is green", "build passes", "build succeeds", "build succeeded",
    "builds cleanly", "compiles cleanly", "it compiles", "verified", "fully tested", "tested and working",
    "confirmed working", "works as expected", "everything works", "CI is green", "CI passes",
    "all checks pass", "all checks passed", "lint is clean", "clippy is clean",
];

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Some(stop) = p.stop_to_judge(cfg)? else {
        return Ok(Verdict::Allow);
    };
    let path = p.stop_transcript();
    let message = match &stop.last_assistant_message {
        Some(m) => m.clone(),
        None => match transcript::read_turn_at(path) {
            Ok(turn) => turn.last_assistant_text.unwrap_or_default(),
            Err(why) => return Ok(unreadable(&why)),
        },
    };
    let mut hedges = cfg.strings("hedges")?.unwrap_or_else(|| owned(HEDGES));
    hedges.extend(cfg.list_file("weasel-words.txt")?.unwrap_or_default());
    let hedges = PhraseList::new(hedges);
    let claims = PhraseList::new(cfg.strings("claims")?.unwrap_or_else(|| owned(CLAIMS)));
    let allow = PhraseList::new(cfg.strings("allow")?.unwrap_or_default());
    let sentences = prose::sentences(&message);
    for s in &sentences {
        if let Some(m) = used(s, &hedges.find_outside(s, &allow), false) {
            return Ok(refuse_hedge(s, &s.span(m.start, m.end)));
        }
    }
    let claim = sentences
        .iter()
        .find_map(|s| used(s, &claims.find_outside(s, &allow), true).map(|m| (s, m)));
    let Some((s, m)) = claim else {
        return Ok(Verdict::Allow);
    };
    let claimed = s.span(m.start, m.end);
    // Only a claim needs the transcript: what did this turn run?
    let turn = match transcript::read_turn_at(path) {
        Ok(t) => t,
        Err(why) => {
            return Ok(refuse_claim(
                s,
                &claimed,
                &format!("whether anything verified it is unknown: {why}"),
            ));
        }
    };
    let extra = cfg.strings("check_commands")?.unwrap_or_default();
    let last = turn
        .bash_commands()
        .filter(|(_, cmd)| {
            shell::analyse(cmd)
                .commands
                .iter()
                .any(|c| is_check(c, &extra))
        })
        .last();
    match last {
        Some((call, cmd)) if turn.result_of(&call.id).is_some_and(|r| r.is_error) => {
            Ok(refuse_claim(
                s,
                &claimed,
                &format!("the last test or build command of this turn failed: `{cmd}`"),
            ))
        }
        Some(_) => Ok(Verdict::Allow),
        None if !turn.complete() => Ok(refuse_claim(
            s,
            &claimed,
            "the start of this turn lies beyond the transcript reader's bound, and no test or build command was found in the part read",
        )),
        None => Ok(refuse_claim(
            s,
            &claimed,
            "no test or build command ran in this turn",
        )),
    }
}

/// The first match in `s` that is used, not named, asked or (for claims) denied.
fn used(s: &Sentence, ms: &[Match], deny_negated: bool) -> Option<Match> {
    if s.question {
        return None;
    }
    ms.iter()
        .copied()
        .find(|m| !(s.is_mention(m, ms) || (deny_negated && s.negated(m.start, 4))))
}

/// True when `c` runs tests, a build, a type check or a linter.
fn is_check(c: &shell::Command, extra: &[String]) -> bool {
    let Some(prog) = c.program() else {
        return false;
    };
    let args = c.arg_texts();
    let sub = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .copied()
        .unwrap_or_default();
    let scripted = |s: &str| {
        [
            "test",
            "build",
            "check",
            "lint",
            "verify",
            "ci",
            "typecheck",
        ]
        .iter()
        .any(|k| s.contains(k))
    };
    if extra
        .iter()
        .any(|e| e == prog || e.split_once(' ') == Some((prog, sub)))
    {
        return true;
    }
    match prog {
        "cargo" => matches!(
            sub,
            "test" | "t" | "build" | "b" | "check" | "c" | "clippy" | "nextest" | "bench" | "miri"
        ),
        "go" => matches!(sub, "test" | "build" | "vet"),
        "npm" | "pnpm" | "yarn" | "bun" => {
            matches!(sub, "test" | "t" | "build")
                || (sub == "run" && args.iter().skip(1).any(|a| scripted(a)))
        }
        "python" | "python3" | "py" => {
            let module = args
                .iter()
                .position(|a| *a == "-m")
                .and_then(|i| args.get(i + 1))
                .copied()
                .unwrap_or_default();
            matches!(
                module,
                "pytest" | "unittest" | "tox" | "nox" | "mypy" | "compileall"
            ) || scripted(sub)
        }
        "uv" | "poetry" | "pipenv" | "hatch" | "pdm" | "npx" | "bunx" | "pnpx" => {
            args.iter().any(|a| is_check_program(a))
        }
        "dotnet" | "swift" | "zig" | "mix" | "deno" => {
            matches!(sub, "test" | "build" | "check" | "compile")
        }
        "cmake" => args.contains(&"--build"),
        "bash" | "sh" | "zsh" => !sub.is_empty() && scripted(sub),
        p if is_check_program(p) => true,
        _ => c
            .program_path
            .as_deref()
            .is_some_and(|path| path.contains('/') && scripted(path)),
    }
}

fn is_check_program(p: &str) -> bool {
    #[rustfmt::skip]
    const PROGRAMS: &[&str] = &[
        "pytest", "py.test", "tox", "nox", "jest", "vitest", "mocha", "ava", "karma", "playwright", "cypress",
        "rspec", "phpunit", "ctest", "tsc", "mypy", "pyright", "ruff", "eslint", "make", "ninja", "mvn",
        "mvnw", "gradle", "gradlew", "bazel", "bazelisk", "meson", "just", "cargo-nextest", "rake",
    ];
    PROGRAMS.contains(&p)
}

fn owned(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

const ALLOW: &str = "the user can edit `hedges`/`claims` or set `enabled = false` under `[stop-hedge]` in `.claude/gatehouse.toml`";

fn refuse_hedge(s: &Sentence, hedge: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on a guess (`{hedge}`): \"{}\"", s.text))
        .rule("RUL-017: a hedged claim leaves the question open and hands the guess to the user as if it were an answer")
        .instead(
            "go RESOLVE the question instead of guessing: run it, read the code or the docs, and state what you found; \
             if it cannot be settled now, say plainly what is unknown and what would settle it. Then end the turn again",
        )
        .allow(ALLOW)
        .verdict()
}

fn refuse_claim(s: &Sentence, claim: &str, why: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on an unverified claim (`{claim}`): \"{}\"", s.text))
        .rule(format!("a claim of success needs evidence from this turn, and {why}"))
        .instead("run the tests or the build now and report their actual result, or drop the claim. Then end the turn again")
        .allow(ALLOW)
        .verdict()
}

fn unreadable(why: &str) -> Verdict {
    refusal(GUARD.name, "to end the turn unjudged: the payload has no final message and the transcript is unavailable")
        .rule(format!("the final message is judged for guesses, and {why}"))
        .instead("end the turn again; the next stop is let through (`stop_hook_active`)")
        .allow(ALLOW)
        .verdict()
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
    fn check_commands() {
        let cases: &[(&str, bool)] = &[
            ("cargo test --workspace", true),
            ("cd api && python -m pytest -q", true),
            ("timeout 600 npm test", true),
            ("npm run test:unit", true),
            ("uv run pytest tests/", true),
            ("bash .ci/run", true),
            ("./scripts/test.sh", true),
            ("make", true),
            ("go vet ./...", true),
            ("echo 'cargo test'", false),
            ("git commit -m 'run pytest later'", false),
            ("cargo fmt", false),
            ("npm install", false),
            ("ls tests/", false),
        ];
        for (cmd, want) in cases {
            let got = shell::analyse(cmd)
                .commands
                .iter()
                .any(|c| is_check(c, &[]));
            assert_eq!(got, *want, "{cmd}");
        }
        let c = shell::analyse("tusk verify").commands;
        assert!(c.iter().any(|c| is_check(c, &["tusk verify".to_string()])));
    }

    #[test]
    fn hedges_and_claims() {
        let h = PhraseList::new(HEDGES.iter());
        let c = PhraseList::new(CLAIMS.iter());
        let cases: &[(&str, bool, bool)] = &[
            ("Everything should be done now.", true, false),
            ("Done, verified.", false, true),
            ("The cause is probably a race.", true, false),
            ("Avoid the words likely and probably.", false, false),
            ("Is it likely?", false, false),
            ("I have not verified it.", false, false),
            ("All 42 tests pass.", false, true),
        ];
        for (msg, hedged, claimed) in cases {
            let s = &prose::sentences(msg)[0];
            assert_eq!(used(s, &h.find(s), false).is_some(), *hedged, "{msg}");
            assert_eq!(used(s, &c.find(s), true).is_some(), *claimed, "{msg}");
        }
    }
}
