//! stop-hedge: refuses to end a turn on a guess — a hedged claim, or a
//! claim of success that nothing in the turn verified.
//!
//! # What it refuses
//! - A final message (Stop, SubagentStop) whose own prose hedges: "likely",
//!   "probably", "looks like", "I assume", "should work", "I believe", "might
//!   be", "ought to", "suggests it may have", … (code, quotations and tool
//!   output removed by `prose`). The phrase lists nominate, the `prose` model
//!   decides: every sentence is scored from its words, its inline code, its
//!   markdown position, negation, who is speaking ("You mentioned…") and its
//!   neighbours; the refusal quotes the sentence, its score and the evidence.
//!   Measured on messages never trained on (generated test split; the
//!   fourth hand-written batch, written before the model's fourth change):
//!   93.9% / 89.2% of those that should be refused are refused, 0.9% / 0.0%
//!   of the others wrongly (the phrase lists alone: 35.8% / 15.7%, 3.7% /
//!   4.5%);
//!   docs/guards/stop-hedge.md has every split and the real endings.
//! - A claim of success — "all tests pass", "the build is green",
//!   "everything passes", "✅ Tests: 212 passed", "verified" — when no test
//!   or build command ran in this turn (the Bash calls in the transcript,
//!   parsed as shell: `echo cargo test` is not a test run), or when the last
//!   one failed. A claim that names no test, build or checker ("✅ Works",
//!   "verified the export") is verified by a command of the turn that ran
//!   something and succeeded (not `ls`, `git status`, `cat`, …). A claim
//!   relayed from another agent's report ("The test-runner subagent
//!   finished: 412 tests, 0 failures") passes only when this turn ran a
//!   subagent (an `Agent`/`Task` call): the agent cannot pass its own claim
//!   off as a report. A test run a subagent of this turn made counts where
//!   the subagent ran: its transcript (`<session>/subagents/agent-<id>.jsonl`,
//!   named by the harness in the call's result) is read with the turn. A
//!   run started with `run_in_background` counts once its task notification
//!   in the turn says how it ended; while it is still going it backs no
//!   claim, and the refusal says so. A run whose output holds its runner's
//!   summary of a failure (`test result: FAILED`, `= 2 failed =`, `FAIL`)
//!   failed, whatever a pipe did to its exit status. A claim about tests
//!   needs a run that may have run them: a build, a linter or a type check
//!   alone (`cargo build`, `tsc`, `make build`) does not back it. A `git
//!   commit`/`git push` whose hooks printed a check's report (pre-commit's
//!   `pytest.....Passed`, a runner's summary) is a run of those checks.
//! - The work said to work with no check named ("The app is now fully
//!   functional", "The auth endpoint is working", "ready for deployment",
//!   "应用已就绪"): a claim refused only when the turn changed the project
//!   and ran no command at all, or when its last test or build failed.
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
//! - The work said to work ("The app is working") after any command of the
//!   turn, in a turn that changed nothing (the agent restating what the user
//!   saw), after a prompt that showed it working (an image, pasted output,
//!   "it works now"; Stop only), or in a message that says what was not run.
//! - Hedge words in code, quotations, questions, and mentions ("the word
//!   likely", "likely, probably or maybe").
//! - "All tests pass." after `cargo test` (or pytest, npm test, go test, make
//!   …) succeeded in this turn; a negated claim ("I have not verified it").
//! - Any stop with `stop_hook_active` (the agent was already told once).
//! - A view the user asked for ("WDYT?", "should we …?") in a turn that only
//!   read and looked: "Function-local is probably right". A guess at a
//!   defect or at a change's effect still refuses there. On Stop only: a
//!   subagent's prompt is its caller's; an agent team's
//!   `<teammate-message …>` is a teammate's, not the user's.
//! - A claim whose every count ("1041 tests pass", "(869 pass)") stands in
//!   a report of this turn: a passing run's output with no change after
//!   it (though a later, separate run failed), or a subagent's result.
//! - An agent team lead's claims in a turn that answers a teammate's
//!   message and changed nothing since: they relay the teammate's report,
//!   as a claim relayed from a subagent's result does (Stop only).
//! - A claim about a smoke test, the live site or a browser check ("Smoke
//!   test still passes", "All green on live") after a command that did more
//!   than look, or a browser driven through an MCP tool; a script of the
//!   project that printed a runner's passing summary is a test run.
//!
//! # Configuration
//! `[stop-hedge]` in `.claude/gatehouse.toml`:
//! - `threshold`, `claim_threshold`: the model score (percent) that refuses
//!   a hedge / a claim; raise to refuse less (defaults trained, in
//!   `shared/prose/model/REPORT.md`);
//! - `hedges`: the hedge phrases (replaces the default list);
//!   `.claude/weasel-words.txt` entries are added to it;
//! - `claims`: the success claims (replaces the default list); `claims = []` turns the check off;
//! - `check_commands`: extra programs that count as a test or build run;
//! - `allow`: closed descriptive forms that never count;
//! - `japanese_korean_hedges` (default `false`): also judge guesses written
//!   in Japanese or Korean ("おそらくキャッシュが原因です", "아마 캐시 문제인
//!   것 같습니다"); claims of a run in those languages, and a repair's
//!   outcome predicted with はず ("これで直るはずです"), are judged always;
//! - `chinese_hedges` (default `true`): also judge guesses written in
//!   Chinese ("这样应该就可以了", "估计是缓存导致的"); `false` leaves them to
//!   the user; claims of a run written in Chinese are judged always;
//! - `portuguese_spanish_hedges` (default `true`): also judge guesses
//!   written in Portuguese or Spanish ("agora deve funcionar",
//!   "probablemente es el caché"); `false` leaves them to the user; claims
//!   of a run in those languages are judged always;
//! - `french_hedges` (default `true`): also judge guesses written in French
//!   ("ça devrait marcher maintenant", "c'est probablement le cache");
//!   `false` leaves them to the user; claims of a run in French are judged
//!   always;
//! - `block_when_active` (default `false`); `subagents` (default `true`).
//!
//! # Escape hatch
//! The user edits the lists or sets `enabled = false`. The agent cannot:
//! the way out is to find out, then say what it found.

use payload::{EventKind, Failure, Guard, Payload, Section, Verdict, refusal};
use prose::judge::{Head, Judge, Scored, Tuning};

const GUARD: Guard = Guard {
    name: "stop-hedge",
    events: &[EventKind::Stop, EventKind::SubagentStop],
    keys: &[
        "hedges",
        "claims",
        "check_commands",
        "allow",
        "threshold",
        "claim_threshold",
        "japanese_korean_hedges",
        "chinese_hedges",
        "portuguese_spanish_hedges",
        "french_hedges",
        "block_when_active",
        "subagents",
    ],
};

/// Programs that look at the tree without running the work: `ls` and `git
/// status` verify nothing.
#[rustfmt::skip]
const INSPECTION: &[&str] = &[
    "ls", "cat", "head", "tail", "less", "grep", "rg", "find", "fd", "git", "echo", "printf", "pwd", "wc",
    "cd", "which", "stat", "file", "tree", "sed", "awk", "diff", "true", "mkdir", "cp", "mv", "rm", "touch",
    "chmod", "sleep", "date", "env", "export",
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
    let allow = cfg.strings("allow")?.unwrap_or_default();
    let hedge = Judge::configured(
        Head::Hedge,
        Tuning {
            primary: cfg.strings("hedges")?,
            extra: cfg.list_file("weasel-words.txt")?.unwrap_or_default(),
            allow: allow.clone(),
            threshold_percent: cfg.int("threshold")?,
            cjk_hedges: cfg.bool("japanese_korean_hedges", false)?,
            zh_hedges: cfg.bool("chinese_hedges", prose::judge::ZH_HEDGES_DEFAULT)?,
            ibero_hedges: cfg.bool(
                "portuguese_spanish_hedges",
                prose::judge::IBERO_HEDGES_DEFAULT,
            )?,
            fr_hedges: cfg.bool("french_hedges", prose::judge::FR_HEDGES_DEFAULT)?,
            ..Tuning::default()
        },
    );
    let claims = cfg.strings("claims")?;
    let claims_off = claims.as_ref().is_some_and(Vec::is_empty);
    let claim = Judge::configured(
        Head::Claim,
        Tuning {
            primary: claims,
            allow,
            threshold_percent: cfg.int("claim_threshold")?,
            ..Tuning::default()
        },
    );
    let ss = prose::sentences(&message);
    // The turn (its subagents' calls spliced in), read at most once and only
    // when a decision needs it: a discussion's calls, or a claim's runs.
    let read = std::cell::OnceCell::new();
    let turn = || {
        read.get_or_init(|| {
            transcript::read_turn_with_subagents(path, stop.last_assistant_message.as_deref())
        })
    };
    if let Some(first) = hedge.refused(&ss) {
        // The user asked for the agent's view ("WDYT?", "should we …?") and
        // the turn changed nothing: a hedged answer is the opinion asked
        // for, and only a guess at a defect or at a change's effect still
        // refuses. Read from the transcript only when about to refuse;
        // unreadable, it grants nothing.
        // Only on Stop: a subagent's prompt is its caller's, not the user's
        // (the agent cannot ask itself for a view to pass its guesses).
        let standing = if p.event == EventKind::Stop && turn().as_ref().is_ok_and(discussion_turn) {
            hedge.refused_in_discussion(&ss)
        } else {
            Some(first)
        };
        if let Some(s) = standing {
            return Ok(refuse_hedge(&phrase(&s, "a guess"), &hedge.why(&ss, &s)));
        }
    }
    if claims_off {
        return Ok(Verdict::Allow);
    }
    // A claim relayed from another agent's report ("The test agent reported
    // all tests pass") passes only when this turn ran a subagent: judged
    // again without that rule, and the turn read to see. Every claim of the
    // message is judged, not only the first: "Verified the export. All tests
    // pass." after an install needs a test run for its second claim.
    let above = |j: &Judge| -> Vec<Scored> {
        j.scores(&ss)
            .into_iter()
            .filter(|s| s.score >= j.threshold)
            .collect()
    };
    let (claims, relayed) = match above(&claim) {
        found if !found.is_empty() => (found, false),
        _ => {
            let strict = Judge {
                trust_relayed: false,
                ..claim.clone()
            };
            match above(&strict) {
                found if !found.is_empty() => (found, true),
                _ => return Ok(Verdict::Allow),
            }
        }
    };
    // Only a claim needs the transcript: what did this turn run?
    let turn = match turn() {
        Ok(t) => t,
        Err(e) => {
            let first = claims.first();
            return Ok(refuse_claim(
                &first.map(|s| claim.why(&ss, s)).unwrap_or_default(),
                &first.map_or_else(
                    || "a claim of success".to_owned(),
                    |s| phrase(s, "a claim of success"),
                ),
                &format!("whether anything verified it is unknown: {e}"),
            ));
        }
    };
    if relayed
        && turn
            .calls
            .iter()
            .any(|c| matches!(c.name.as_str(), "Agent" | "Task"))
    {
        return Ok(Verdict::Allow);
    }
    // An agent team's lead answering a teammate's message (its report of
    // the task it ran, an idle or shutdown notice) with a turn that changed
    // nothing: its claims relay that teammate's report ("VF-2 infra
    // verification passed. The grep checks all pass."), as a claim relayed
    // from a subagent's result does. Only on Stop: the message is the
    // harness's delivery of another agent's words, not the agent's own.
    if p.event == EventKind::Stop
        && turn.teammates_message().is_some()
        && turn.complete()
        && !turn.calls.iter().any(transcript::changes_project)
    {
        return Ok(Verdict::Allow);
    }
    let extra = cfg.strings("check_commands")?.unwrap_or_default();
    let runs = turn.check_runs(&extra);
    // Every claim quotes the counts of a report of this turn ("Verified
    // CI: 1041 tests pass" after `mise ci` printed `1041 pass`, a later
    // live-server suite failing; "(869 pass), CI green" relaying the
    // review subagent's "869 tests"): the claim reports that run, not the
    // last one, and stands.
    if counts_reported(turn, &runs, &claims, &ss) {
        return Ok(Verdict::Allow);
    }
    // A run started with `run_in_background` counts once the harness has
    // reported how it ended (its task notification, in the turn); until
    // then it verifies nothing.
    let (ended, pending): (Vec<_>, Vec<_>) = runs.iter().partition(|r| !r.pending);
    let refuse_at = |s: &Scored, reason: &str| {
        refuse_claim(&claim.why(&ss, s), &phrase(s, "a claim of success"), reason)
    };
    // "All FAILUREs are the pre-existing ones … Everything else passing.":
    // a claim that excepts what failed reports the rest of a failed run;
    // the failure is not hidden behind it.
    let excepting = claims.iter().all(|s| {
        ss.get(s.sentence)
            .is_some_and(|x| excepts_failures(&x.text))
    });
    match (ended.last(), claims.first()) {
        (Some(run), Some(s)) if run.failed && !excepting => {
            return Ok(refuse_at(
                s,
                &format!(
                    "the last test or build command of this turn failed: `{}`",
                    run.command
                ),
            ));
        }
        (Some(run), _) => {
            // A claim about tests rests on a run that may have run them: a
            // build, a linter or a type check alone backs "all tests pass"
            // no more than `ls` does.
            let about_tests = about_tests(&claims, &ss);
            let tested = ended.iter().any(|r| r.tests);
            match about_tests {
                Some(s) if !tested && pending.is_empty() => {
                    return Ok(refuse_at(
                        s,
                        &format!(
                            "only a build, a linter or a type check ran this turn (`{}`), no test run",
                            run.command
                        ),
                    ));
                }
                // A test run still going in the background: refused below.
                Some(_) if !tested => {}
                _ => return Ok(Verdict::Allow),
            }
        }
        (None, _) => {}
    }
    if let (Some(run), Some(s)) = (pending.last(), claims.first()) {
        return Ok(refuse_at(
            s,
            &format!(
                "the test or build command of this turn is still running in the background and has not reported its result: `{}` (wait for its completion notice, or run it in the foreground)",
                run.command
            ),
        ));
    }
    // No test or build ran this turn. One of an earlier turn still stands
    // when no call since may have changed the project (only looks, checks
    // and commits: "commit it" after a green run, then "all 297 tests
    // pass"): its result backs the claims as one of this turn would.
    if let Some(path) = path
        && let Ok(since) = transcript::read_since_change(
            path,
            transcript::Options {
                max_bytes: transcript::SINCE_CHANGE_MAX_BYTES,
                ..transcript::Options::default()
            },
            transcript::changes_project,
        )
        && standing(&since.check_runs(&extra), &claims, &ss)
    {
        return Ok(Verdict::Allow);
    }
    // The user pasted a passing run into their prompt ("I ran the suite:
    // `test result: ok. 212 passed`, commit it") and the turn changed
    // nothing since: the claim relays the user's run. Only on Stop: a
    // subagent's prompt is its caller's, which the agent writes.
    if p.event == EventKind::Stop
        && let Some(prompt) = turn.users_prompt()
        && transcript::reports_success(prompt)
        && !turn.calls.iter().any(transcript::changes_project)
    {
        return Ok(Verdict::Allow);
    }
    // No test or build ran. "✅ Works" or "verified the export" is about
    // running the thing: any command of the turn that succeeded and did
    // more than look is evidence (a background one: that ended and
    // succeeded). A claim about tests, a build or a checker needs a test or
    // build run (reading CI's verdict, `gh pr checks` or `gh pr view --json
    // statusCheckRollup`, is one).
    // A browser driven through an MCP tool (`mcp__playwright__browser_click`)
    // ran the thing as a command does.
    let drove_browser = turn
        .calls
        .iter()
        .any(|c| browser_tool(&c.name) && turn.result_of(&c.id).is_some_and(|r| !r.is_error));
    let acted = drove_browser
        || turn.bash_commands().any(|(call, cmd)| {
            turn.result_of(&call.id).is_some_and(|r| !r.is_error)
                && turn
                    .background_end(call)
                    .is_none_or(|end| end == Some("completed"))
                && shell::analyse(cmd)
                    .commands
                    .iter()
                    .any(|c| c.program().is_some_and(|p| !INSPECTION.contains(&p)))
        });
    // The work said to work with no check named ("The app is now fully
    // functional", `prose::judge::work_state_claim`) is refused only when
    // the turn changed the project and ran no command at all. Any command
    // may be how the agent saw the work run, even one that only looked or
    // exited non-zero (`flow status` printing "No active session"); a turn
    // that changed nothing restates what the user saw ("The app is running
    // and working." answered "The COSMIC Bing Wallpaper app is working.");
    // and on Stop, where the prompt is the user's, a prompt that showed the
    // work working (an image, pasted output; `prose::judge::prompt_shows_work`)
    // is the evidence (issue 18, the thirty-fifth round: refusing these
    // after such turns refused more endings wrongly than rightly).
    let ran = drove_browser
        || !turn.calls.iter().any(transcript::changes_project)
        || (p.event == EventKind::Stop
            && turn
                .users_prompt()
                .is_some_and(prose::judge::prompt_shows_work))
        || turn
            .bash_commands()
            .any(|(call, _)| turn.result_of(&call.id).is_some());
    let unverified = claims.iter().find(|s| {
        let work_state = s
            .phrase
            .as_deref()
            .is_some_and(prose::judge::work_state_phrase);
        !(acted || (work_state && ran))
            || ss.get(s.sentence).is_none_or(|sentence| {
                prose::judge::claim_needs_check(sentence)
                    && !prose::judge::claim_by_running(sentence)
            })
    });
    let Some(s) = unverified else {
        return Ok(Verdict::Allow);
    };
    Ok(refuse_at(
        s,
        if turn.complete() {
            "no test or build command ran in this turn, nor in an earlier turn with the project unchanged since"
        } else {
            "the start of this turn lies beyond the transcript reader's bound, and no test or build command was found in the part read"
        },
    ))
}

/// A tool of an MCP server that drives a browser (Playwright's, Puppeteer's,
/// Chrome DevTools'): `mcp__plugin_playwright_playwright__browser_click`.
fn browser_tool(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    lower.starts_with("mcp__")
        && ["playwright", "puppeteer", "browser", "chrome"]
            .iter()
            .any(|b| lower.contains(b))
}

/// The counts a claim quotes: its numbers of two digits or more ("1041
/// tests pass", "(869 pass)", "62/62").
fn quoted_counts(text: &str) -> Vec<&str> {
    // Whole numbers only: not the digits of a commit hash (`b903802`) or
    // a name (`v2`, `sha256`).
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|n| n.len() >= 2 && n.chars().all(|c| c.is_ascii_digit()))
        .collect()
}

/// A claim of success for what is left beside a failure ("Everything else
/// passing.", "All other checks are green", "the rest pass", "everything
/// passes except `test_io`"): the failure stands named beside it.
/// Whole words only: "no exceptions" excepts nothing.
fn excepts_failures(text: &str) -> bool {
    let l = text.to_lowercase();
    let w: Vec<&str> = l
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .filter(|x| !x.is_empty())
        .collect();
    const PHRASES: &[&[&str]] = &[
        &["everything", "else"],
        &["all", "else"],
        &["all", "other"],
        &["all", "the", "other"],
        &["the", "rest"],
        &["the", "others"],
        &["except"],
        &["apart", "from"],
        &["other", "than"],
        &["besides"],
    ];
    PHRASES.iter().any(|p| w.windows(p.len()).any(|x| x == *p))
}

/// A count of passes short of its total ("8/9 pass", "`41/42` passing"):
/// the sentence reports that some failed.
fn partial_pass(text: &str) -> bool {
    text.match_indices('/').any(|(at, _)| {
        let before: String = text
            .get(..at)
            .unwrap_or_default()
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let after: String = text
            .get(at + 1..)
            .unwrap_or_default()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        // The fraction counts passes ("`8/9` pass", "41/42 tests"), not a
        // date ("run on 3/14").
        let rest = text
            .get(at + 1 + after.len()..)
            .unwrap_or_default()
            .trim_start_matches(['`', ' ', '*'])
            .to_lowercase();
        matches!((before.parse::<u64>(), after.parse::<u64>()), (Ok(x), Ok(y)) if x < y)
            && (rest.starts_with("pass") || rest.starts_with("test"))
    })
}

/// Words a runner's count stands beside ("1041 pass", "869 tests",
/// "Tests: 212 passed").
const COUNT_WORDS: &[&str] = &[
    "pass", "passed", "passing", "passes", "test", "tests", "ok", "specs", "examples", "✓", "✅",
];

/// `n` stands in `output` as a whole number (not inside `21041` or
/// `b1041f`), a runner's count: a word of passing or of tests within a
/// few words of it (not "line 10" of a subagent's reading).
fn holds_count(output: &str, n: &str) -> bool {
    output.match_indices(n).any(|(at, _)| {
        let before = output.get(..at).unwrap_or_default();
        let after = output.get(at + n.len()..).unwrap_or_default();
        let near = |text: String| {
            text.split(|c: char| !c.is_alphanumeric() && c != '✓' && c != '✅')
                .any(|w| COUNT_WORDS.contains(&w.to_lowercase().as_str()))
        };
        !before.ends_with(char::is_alphanumeric)
            && !after.starts_with(char::is_alphanumeric)
            && (near(after.chars().take(24).collect())
                || near(
                    before
                        .chars()
                        .rev()
                        .take(16)
                        .collect::<Vec<_>>()
                        .into_iter()
                        .rev()
                        .collect(),
                ))
    })
}

/// Every claim quotes counts, and each count stands in a report of this
/// turn: the output of a test or build run that passed with no call after
/// it that may have changed the project, or the result of a subagent the
/// turn ran (its report, relayed: a subagent's reported run counts as a
/// run, LABELLING.md).
fn counts_reported(
    turn: &transcript::Turn,
    runs: &[transcript::Run],
    claims: &[Scored],
    ss: &[prose::Sentence],
) -> bool {
    // Each claim's counts, read first: most claims quote none, and then
    // the turn's calls need no second parse.
    let mut wanted: Vec<Vec<&str>> = Vec::new();
    for s in claims {
        let Some(x) = ss.get(s.sentence) else {
            return false;
        };
        // "live tests: `8/9` pass (1 auth failure)": a failure reported,
        // no success claimed.
        if partial_pass(&x.text) {
            continue;
        }
        let counts = quoted_counts(&x.text);
        if counts.is_empty() {
            return false;
        }
        wanted.push(counts);
    }
    if claims.is_empty() {
        return false;
    }
    // A run stands when no call after it may have changed the project:
    // the last such call, found once.
    let last_change = turn.calls.iter().rposition(transcript::changes_project);
    let sources: Vec<&str> = runs
        .iter()
        .filter(|r| !r.failed && !r.pending && last_change.is_none_or(|c| c <= r.call))
        .filter_map(|r| turn.calls.get(r.call))
        .chain(
            turn.calls
                .iter()
                .filter(|c| matches!(c.name.as_str(), "Agent" | "Task")),
        )
        .filter_map(|c| turn.result_of(&c.id))
        .filter(|r| !r.is_error)
        .map(|r| r.text.as_str())
        .collect();
    wanted.iter().all(|counts| {
        counts
            .iter()
            .all(|n| sources.iter().any(|o| holds_count(o, n)))
    })
}

/// The first claim that is about tests ("all tests pass", not "the build
/// is clean"): only a run that may have run tests backs it.
fn about_tests<'a>(claims: &'a [Scored], ss: &[prose::Sentence]) -> Option<&'a Scored> {
    claims.iter().find(|s| {
        ss.get(s.sentence)
            .is_some_and(prose::judge::claim_names_tests)
    })
}

/// Whether the test and build runs since the project last changed (of
/// earlier turns: this one ran none) back every claim: none still running,
/// the last one passed, and for a claim about tests, the last run that may
/// have run tests passed too. A commit's hook report is left out: whether
/// the agent wrote the hook itself lies before the change, beyond what was
/// read.
fn standing(runs: &[transcript::Run], claims: &[Scored], ss: &[prose::Sentence]) -> bool {
    let runs: Vec<_> = runs.iter().filter(|r| !r.by_hooks).collect();
    runs.iter().all(|r| !r.pending)
        && runs.last().is_some_and(|r| !r.failed)
        && (about_tests(claims, ss).is_none()
            || runs
                .iter()
                .rev()
                .find(|r| r.tests)
                .is_some_and(|r| !r.failed))
}

/// The turn is a discussion: the user's prompt asked for the agent's view
/// (`prose::judge::asks_opinion`) and every call of the turn only read,
/// searched or looked (`transcript::only_looks`): no file written, no
/// subagent, no command that changed or ran anything, no redirect to a
/// file. A turn whose start is not the user's prompt (another agent's
/// message, `transcript::Turn::users_prompt`) or lies beyond the reader's
/// bound is not one (nor, at the caller, an unreadable transcript).
fn discussion_turn(turn: &transcript::Turn) -> bool {
    let Some(prompt) = turn.users_prompt() else {
        return false;
    };
    turn.complete()
        && prose::judge::asks_opinion(prompt).is_some()
        && turn.calls.iter().all(transcript::only_looks)
}

/// The phrase to name in a refusal: the phrase lists' own, else the
/// strongest hit, else `fallback`.
fn phrase(s: &Scored, fallback: &str) -> String {
    s.phrase
        .clone()
        .or_else(|| s.hits.used.first().cloned())
        .or_else(|| s.hits.cues.first().cloned())
        .unwrap_or_else(|| fallback.to_owned())
}

const ALLOW: &str = "the user can edit `hedges`/`claims`, raise `threshold`/`claim_threshold` (percent), or set `enabled = false` under `[stop-hedge]` in `.claude/gatehouse.toml`";

fn refuse_hedge(hedge: &str, why: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on a guess (`{hedge}`): {why}"))
        .rule("a hedged claim leaves the question open and hands the guess to the user as if it were an answer")
        .instead(
            "go RESOLVE the question instead of guessing: run it, read the code or the docs, and state what you found; \
             if it cannot be settled now, say plainly what is unknown and what would settle it. Then end the turn again",
        )
        .allow(ALLOW)
        .verdict()
}

fn refuse_claim(why: &str, claim: &str, reason: &str) -> Verdict {
    refusal(GUARD.name, format!("to end the turn on an unverified claim (`{claim}`): {why}"))
        .rule(format!("a claim of success needs evidence from this turn, and {reason}"))
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
    fn hedges_and_claims() {
        let h = Judge::new(Head::Hedge);
        let c = Judge::new(Head::Claim);
        let cases: &[(&str, bool, bool)] = &[
            ("Everything should be done now.", true, false),
            ("Done, verified.", false, true),
            ("The cause is probably a race.", true, false),
            ("Avoid the words likely and probably.", false, false),
            ("I have not verified it.", false, false),
            ("All 42 tests pass.", false, true),
        ];
        for (msg, hedged, claimed) in cases {
            let ss = prose::sentences(msg);
            assert_eq!(h.refused(&ss).is_some(), *hedged, "{msg}");
            assert_eq!(c.refused(&ss).is_some(), *claimed, "{msg}");
        }
    }
}
