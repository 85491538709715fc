//! The scenario format: one JSON file per scenario in `tests/scenarios/`.
//!
//! A scenario is data so that adding one is writing a file, not code (later
//! issues add one or more per guard). The format is documented with examples
//! in `tests/e2e/README.md`; unknown keys are refused (`deny_unknown_fields`)
//! so a typo in an expectation fails loudly instead of checking nothing.
//!
//! Strings in `prompt`, `env`, file contents, tool inputs and expectations may
//! use the placeholders `{repo}` (the temporary git repository, the CLI's
//! cwd), `{home}` (the isolated HOME) and `{bin}` (the directory of the built
//! binaries).

use serde::{Deserialize, Deserializer};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Defaults to the file name without `.json`.
    #[serde(default)]
    pub name: String,
    /// What the scenario proves; shown in the report. Free text.
    #[serde(default)]
    pub description: String,
    /// The user prompt (`claude -p PROMPT`).
    pub prompt: String,
    /// A second prompt, sent once the first run has ended, by `claude -p
    /// --continue PROMPT` in the same repository and HOME: a second turn of
    /// the same session (the model's answers go on through `turns`).
    #[serde(default)]
    pub continue_prompt: Option<String>,
    /// Guards to register, by binary name, taken from `settings/settings.json`
    /// (`{bin}` replaced by the absolute binary dir); or the string `"all"`.
    #[serde(default)]
    pub guards: Guards,
    /// Replace a registered guard's command by a broken one (the registration
    /// keeps its event, matcher, timeout and `onFailure`).
    #[serde(default)]
    pub broken: BTreeMap<String, Broken>,
    /// More registrations, in the shape of the `hooks` object of a settings
    /// file (`{"PreToolUse": [{"matcher": ..., "hooks": [...]}]}`), appended
    /// to the guards' ones. For inline test hooks.
    #[serde(default)]
    pub extra_hooks: Map<String, Value>,
    /// Other top-level keys for the `--settings` file (e.g. `permissions`).
    #[serde(default)]
    pub extra_settings: Map<String, Value>,
    /// Extra environment of the `claude` process (hooks inherit it). The
    /// process otherwise starts from an empty environment plus PATH.
    #[serde(default)]
    pub env: BTreeMap<String, String>,
    /// Files created in the repository and committed before the run
    /// (path relative to the repository root → content).
    #[serde(default)]
    pub files: BTreeMap<String, String>,
    /// Like `files`, but made executable (mode 755): inline hook scripts,
    /// stand-in tools.
    #[serde(default)]
    pub executable_files: BTreeMap<String, String>,
    /// Files created after that commit: uncommitted changes at the start.
    #[serde(default)]
    pub dirty_files: BTreeMap<String, String>,
    /// Files created under the isolated HOME (e.g.
    /// `.config/gatehouse/config.toml`).
    #[serde(default)]
    pub home_files: BTreeMap<String, String>,
    /// Commands run before the session, each an argv list (placeholders
    /// applied), in the repository, with the isolated HOME and nothing else
    /// of the environment but PATH; each must exit 0. E.g.
    /// `[["{bin}/gatehouse", "install", "--scope", "project", ...]]`.
    #[serde(default)]
    pub setup: Vec<Vec<String>>,
    /// Plugin directories loaded for the session (`--plugin-dir`, one per
    /// entry; placeholders applied).
    #[serde(default)]
    pub plugin_dirs: Vec<String>,
    /// `--allowedTools`.
    #[serde(default = "default_allowed_tools")]
    pub allowed_tools: Vec<String>,
    /// Kill the CLI after this many seconds (the scenario then fails).
    #[serde(default = "default_timeout")]
    pub timeout_secs: u64,
    /// The scenario runs Claude Code's OS sandbox: on Linux it needs
    /// `bwrap` and `socat` on PATH, and FAILS without them unless
    /// `GATEHOUSE_E2E_SANDBOX=skip` is set (then it is skipped, loudly).
    #[serde(default)]
    pub sandbox: bool,
    /// The model's answers, one per main request, in order; after the last
    /// one the model answers `done`.
    pub turns: Vec<Turn>,
    #[serde(default)]
    pub expect: Expect,
}

fn default_allowed_tools() -> Vec<String> {
    ["Bash", "Write", "Edit", "Read"].map(String::from).to_vec()
}

fn default_timeout() -> u64 {
    120
}

#[derive(Debug, Default)]
pub enum Guards {
    #[default]
    None,
    All,
    Named(Vec<String>),
}

impl<'de> Deserialize<'de> for Guards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Keyword(String),
            Named(Vec<String>),
        }
        match Raw::deserialize(d)? {
            Raw::Keyword(k) if k == "all" => Ok(Guards::All),
            Raw::Keyword(k) => Err(serde::de::Error::custom(format!(
                "guards: expected a list of binary names or \"all\", got {k:?}"
            ))),
            Raw::Named(names) => Ok(Guards::Named(names)),
        }
    }
}

#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Broken {
    /// A file without the execute bit (it would allow if it ran).
    NotExecutable,
    /// A program that reads stdin and exits 101, like a Rust panic.
    Crash,
    /// A path that does not exist.
    Missing,
    /// A program that sleeps past the registration's timeout (forced to 1 s
    /// so the scenario stays fast).
    Hang,
}

/// One model answer: `text`, and/or one tool call (`tool` + `input`), and/or
/// several parallel tool calls (`tools`). With `subagent`, the answer is for
/// the subagent whose prompt contains that text (subagents run concurrently
/// with the main agent, so their turns cannot simply be interleaved).
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    #[serde(default)]
    pub subagent: Option<String>,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub tool: Option<String>,
    #[serde(default)]
    pub input: Option<Value>,
    #[serde(default)]
    pub tools: Vec<ToolUse>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct ToolUse {
    pub name: String,
    #[serde(default)]
    pub input: Value,
}

/// Accept `"x"` as well as `["x", "y"]` wherever a list of strings goes.
fn one_or_many<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        One(String),
        Many(Vec<String>),
    }
    Ok(match Raw::deserialize(d)? {
        Raw::One(s) => vec![s],
        Raw::Many(v) => v,
    })
}

/// Text expectations, shared by every check that looks at text: `equals`,
/// `contains` (each substring present), `not_contains` (each absent),
/// `matches` (each regex matches).
#[derive(Debug, Default, Clone)]
pub struct TextCheck {
    pub equals: Option<String>,
    pub contains: Vec<String>,
    pub not_contains: Vec<String>,
    pub matches: Vec<String>,
}

/// Declares a check struct: its own fields plus the four text fields, so the
/// JSON stays flat (`{"is_error": true, "contains": "..."}`) while unknown
/// keys are still refused (serde cannot combine `flatten` with
/// `deny_unknown_fields`).
macro_rules! text_checked {
    ($(#[$meta:meta])* $name:ident { $($(#[$fmeta:meta])* $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Deserialize, Debug, Default, Clone)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            $($(#[$fmeta])* #[serde(default)] pub $field: $ty,)*
            #[serde(default)]
            pub equals: Option<String>,
            #[serde(default, deserialize_with = "one_or_many")]
            pub contains: Vec<String>,
            #[serde(default, deserialize_with = "one_or_many")]
            pub not_contains: Vec<String>,
            #[serde(default, deserialize_with = "one_or_many")]
            pub matches: Vec<String>,
        }
        impl $name {
            pub fn text(&self) -> TextCheck {
                TextCheck {
                    equals: self.equals.clone(),
                    contains: self.contains.clone(),
                    not_contains: self.not_contains.clone(),
                    matches: self.matches.clone(),
                }
            }
        }
    };
}

text_checked!(
    /// The k-th `tool_result` the model received (in order of first
    /// appearance, one per tool call). Text = its content.
    ToolResultCheck {
        is_error: Option<bool>,
    }
);

text_checked!(
    /// What main requests (those with `tools`) carried.
    RequestCheck {
        /// Which main request: 0-based, negative counts from the end
        /// (`-1` = the last). Absent: all main requests, texts joined.
        request: Option<i64>,
        /// `last_user_text` (default): the text blocks of the request's last
        /// user message (e.g. `Stop hook feedback: ...`); `text`: every text
        /// of every message (text blocks and tool results, including
        /// `<system-reminder>` context such as SessionStart output);
        /// `system`: the system prompt.
        part: Part,
    }
);

#[derive(Deserialize, Debug, Default, Clone, Copy)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    #[default]
    LastUserText,
    Text,
    System,
}

text_checked!(
    /// A file of the repository after the run. `exists` defaults to true.
    FileCheck {
        path: String,
        exists: Option<bool>,
    }
);

text_checked!(
    /// Events of `--output-format stream-json --verbose`, filtered by `type`
    /// and `subtype`. Text = each event's `content` when it is a string (the
    /// `systemMessage` a hook showed arrives as `{"type":"system",
    /// "subtype":"informational","content":"Stop says: ..."}`), else the event
    /// as JSON; several matching events are joined by newlines.
    EventCheck {
        #[serde(rename = "type")]
        kind: Option<String>,
        subtype: Option<String>,
    }
);

text_checked!(
    /// Hook calls, from the `hook_response` events (`--include-hook-events`).
    /// Selected by `hook_name` (`PreToolUse:Write`, `Stop`, ...) and/or
    /// `event` (`PreToolUse`); then `count` (exact; without it at least one
    /// call must be selected), `exit_code` and `outcome` (`success`, `error`,
    /// ... — every selected call must have it), and the text check on their
    /// stdout and stderr (joined). The events do not name the command: to
    /// attribute a call to one guard, register only that guard for the event.
    HookCheck {
        hook_name: Option<String>,
        event: Option<String>,
        count: Option<usize>,
        exit_code: Option<i64>,
        outcome: Option<String>,
    }
);

text_checked!(
    /// A plain text: the final `result`, the CLI's stderr.
    Text {}
);

#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Exit status of `claude`; 0 unless given.
    #[serde(default)]
    pub exit_code: Option<i32>,
    /// How many tool results the model received.
    #[serde(default)]
    pub tool_result_count: Option<usize>,
    /// One entry per tool result, in order (fewer entries than results is
    /// fine: the rest are not checked).
    #[serde(default)]
    pub tool_results: Vec<ToolResultCheck>,
    /// How many main requests the model server answered.
    #[serde(default)]
    pub main_requests: Option<usize>,
    #[serde(default)]
    pub requests: Vec<RequestCheck>,
    #[serde(default)]
    pub files: Vec<FileCheck>,
    /// Length of `permission_denials` in the final result.
    #[serde(default)]
    pub permission_denials: Option<usize>,
    /// The final `result` text.
    #[serde(default)]
    pub result: Option<Text>,
    /// The final result's `is_error`; false unless given.
    #[serde(default)]
    pub result_is_error: Option<bool>,
    #[serde(default)]
    pub events: Vec<EventCheck>,
    #[serde(default)]
    pub hooks: Vec<HookCheck>,
    #[serde(default)]
    pub stderr: Option<Text>,
    /// The report of `gatehouse replay --project <repo>` run after the
    /// CLI, with the scenario's HOME: the session the real CLI recorded,
    /// found by its directory and replayed through the Stop guards.
    #[serde(default)]
    pub replay: Option<Text>,
}

impl Scenario {
    /// Parses and checks one scenario file's text.
    pub fn parse(text: &str, file_stem: &str) -> Result<Scenario, String> {
        let mut scenario: Scenario = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if scenario.name.is_empty() {
            scenario.name = file_stem.to_string();
        }
        for (i, turn) in scenario.turns.iter().enumerate() {
            if turn.text.is_none() && turn.tool.is_none() && turn.tools.is_empty() {
                return Err(format!("turns[{i}]: needs `text`, `tool` or `tools`"));
            }
            if turn.tool.is_none() && turn.input.is_some() {
                return Err(format!("turns[{i}]: `input` without `tool`"));
            }
        }
        for guard in scenario.broken.keys() {
            let registered = match &scenario.guards {
                Guards::All => true,
                Guards::Named(names) => names.contains(guard),
                Guards::None => false,
            };
            if !registered {
                return Err(format!("broken: `{guard}` is not among `guards`"));
            }
        }
        Ok(scenario)
    }
}
