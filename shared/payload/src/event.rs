//! Typed, lenient views of a hook payload.
//!
//! Lenient: unknown fields are ignored, because new fields keep appearing
//! (every Claude Code release adds some). Strict where it matters: a field a guard needs
//! (`session_id`, `cwd`, `hook_event_name`, a Bash `command`, a Write
//! `file_path` …) missing or of the wrong type is an error, and the runner
//! turns every error into a refusal.

use serde::Deserialize;
use serde_json::Value;
use std::path::PathBuf;

/// The hook events gatehouse knows by name. Anything else is `Other`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    PreToolUse,
    PostToolUse,
    PostToolUseFailure,
    PostToolBatch,
    PermissionRequest,
    UserPromptSubmit,
    Stop,
    SubagentStop,
    SubagentStart,
    SessionStart,
    SessionEnd,
    WorktreeCreate,
    Other,
}

impl EventKind {
    pub fn from_name(name: &str) -> EventKind {
        match name {
            "PreToolUse" => EventKind::PreToolUse,
            "PostToolUse" => EventKind::PostToolUse,
            "PostToolUseFailure" => EventKind::PostToolUseFailure,
            "PostToolBatch" => EventKind::PostToolBatch,
            "PermissionRequest" => EventKind::PermissionRequest,
            "UserPromptSubmit" => EventKind::UserPromptSubmit,
            "Stop" => EventKind::Stop,
            "SubagentStop" => EventKind::SubagentStop,
            "SubagentStart" => EventKind::SubagentStart,
            "SessionStart" => EventKind::SessionStart,
            "SessionEnd" => EventKind::SessionEnd,
            "WorktreeCreate" => EventKind::WorktreeCreate,
            _ => EventKind::Other,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            EventKind::PreToolUse => "PreToolUse",
            EventKind::PostToolUse => "PostToolUse",
            EventKind::PostToolUseFailure => "PostToolUseFailure",
            EventKind::PostToolBatch => "PostToolBatch",
            EventKind::PermissionRequest => "PermissionRequest",
            EventKind::UserPromptSubmit => "UserPromptSubmit",
            EventKind::Stop => "Stop",
            EventKind::SubagentStop => "SubagentStop",
            EventKind::SubagentStart => "SubagentStart",
            EventKind::SessionStart => "SessionStart",
            EventKind::SessionEnd => "SessionEnd",
            EventKind::WorktreeCreate => "WorktreeCreate",
            EventKind::Other => "Other",
        }
    }

    /// Whether a hook on this event can stop what is happening. On these
    /// events every internal failure is a refusal (exit 2); on the others the
    /// failure is shown to the user and the exit is 0, because exit 2 there
    /// only adds noise (and on SessionStart cannot stop anything).
    pub fn can_refuse(self) -> bool {
        matches!(
            self,
            EventKind::PreToolUse
                | EventKind::PermissionRequest
                | EventKind::UserPromptSubmit
                | EventKind::Stop
                | EventKind::SubagentStop
                | EventKind::WorktreeCreate
                | EventKind::PostToolBatch
                | EventKind::Other
        )
    }
}

/// A parsed hook payload.
#[derive(Debug, Clone)]
pub struct Payload {
    pub session_id: String,
    pub transcript_path: Option<PathBuf>,
    pub cwd: PathBuf,
    pub event: EventKind,
    /// The event name exactly as the harness sent it.
    pub event_name: String,
    pub permission_mode: Option<String>,
    pub prompt_id: Option<String>,
    pub agent_id: Option<String>,
    pub agent_type: Option<String>,
    pub body: Body,
    /// The payload minus `tool_input` and `tool_response` (moved into the
    /// typed views), for guards that need a field no view carries.
    pub raw: Value,
}

/// The event-specific part of a payload.
// One payload per process: the size of the largest variant costs nothing, and
// boxing it would make every guard's pattern match clumsier.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Body {
    /// PreToolUse, PostToolUse, PostToolUseFailure, PermissionRequest.
    Tool(ToolCall),
    /// UserPromptSubmit.
    Prompt {
        prompt: String,
    },
    /// Stop and SubagentStop.
    Stop(StopInfo),
    SessionStart {
        source: String,
    },
    WorktreeCreate {
        name: String,
    },
    Other,
}

#[derive(Debug, Clone)]
pub struct ToolCall {
    /// The tool name as sent (`Task` is kept as sent; its input is `Agent`).
    pub name: String,
    pub input: ToolInput,
    pub tool_use_id: Option<String>,
    /// PostToolUse only.
    pub response: Option<Value>,
    /// PostToolUseFailure only.
    pub error: Option<String>,
}

#[derive(Debug, Clone)]
pub struct StopInfo {
    pub stop_hook_active: bool,
    pub last_assistant_message: Option<String>,
    pub agent_transcript_path: Option<PathBuf>,
}

/// `tool_input`, typed for the tools gatehouse guards judge.
#[allow(clippy::large_enum_variant)] // as for `Body`
#[derive(Debug, Clone)]
pub enum ToolInput {
    Bash(BashInput),
    PowerShell(BashInput),
    Read(ReadInput),
    Write(WriteInput),
    Edit(EditInput),
    /// Legacy: the tool was removed from Claude Code (~v2.0); payloads from
    /// older harnesses still carry it.
    MultiEdit(MultiEditInput),
    NotebookEdit(NotebookEditInput),
    /// `Agent`, the legacy name `Task` (renamed in v2.1.63), and Codex's
    /// `spawn_agent` (its task text is the prompt, `agent_type` the type).
    Agent(AgentInput),
    Workflow(WorkflowInput),
    EnterWorktree(EnterWorktreeInput),
    Glob(GlobInput),
    Grep(GrepInput),
    /// Codex sends every edit as `apply_patch` with the patch text in `command`.
    ApplyPatch(ApplyPatchInput),
    /// A tool no view covers; guards that do not handle it pass.
    Other(Value),
}

#[derive(Debug, Clone, Deserialize)]
pub struct BashInput {
    pub command: String,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub timeout: Option<u64>,
    #[serde(default)]
    pub run_in_background: Option<bool>,
    /// Asks Claude Code to run the command outside its OS sandbox
    /// (`keep-sandbox` refuses it unless the user allowed it).
    #[serde(default, rename = "dangerouslyDisableSandbox")]
    pub dangerously_disable_sandbox: Option<bool>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ReadInput {
    pub file_path: String,
    #[serde(default)]
    pub offset: Option<u64>,
    #[serde(default)]
    pub limit: Option<u64>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct WriteInput {
    pub file_path: String,
    pub content: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct EditInput {
    pub file_path: String,
    pub old_string: String,
    pub new_string: String,
    #[serde(default)]
    pub replace_all: bool,
}

#[derive(Debug, Clone, Deserialize)]
pub struct OneEdit {
    pub old_string: String,
    pub new_string: String,
    #[serde(default)]
    pub replace_all: bool,
}

#[derive(Debug, Clone, Deserialize)]
pub struct MultiEditInput {
    pub file_path: String,
    pub edits: Vec<OneEdit>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct NotebookEditInput {
    pub notebook_path: String,
    #[serde(default)]
    pub new_source: String,
    #[serde(default)]
    pub cell_id: Option<String>,
    #[serde(default)]
    pub cell_type: Option<String>,
    #[serde(default)]
    pub edit_mode: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AgentInput {
    #[serde(default)]
    pub description: String,
    pub prompt: String,
    #[serde(default)]
    pub subagent_type: Option<String>,
    #[serde(default)]
    pub model: Option<String>,
    #[serde(default)]
    pub run_in_background: Option<bool>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub isolation: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct WorkflowInput {
    #[serde(default)]
    pub script: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default, rename = "scriptPath")]
    pub script_path: Option<String>,
    #[serde(default)]
    pub args: Option<Value>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct EnterWorktreeInput {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub path: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct GlobInput {
    pub pattern: String,
    #[serde(default)]
    pub path: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct GrepInput {
    pub pattern: String,
    #[serde(default)]
    pub path: Option<String>,
    #[serde(default)]
    pub glob: Option<String>,
    #[serde(default, rename = "type")]
    pub file_type: Option<String>,
    #[serde(default)]
    pub output_mode: Option<String>,
}

#[derive(Debug, Clone)]
pub struct ApplyPatchInput {
    /// The patch text (`*** Begin Patch` … `*** End Patch`).
    pub command: String,
}

/// Parses the bytes read from stdin. Every error message names what was wrong.
///
/// `tool_input` and `tool_response` are moved out of the document into the
/// typed views rather than copied: a Write of a 1 MB file would otherwise be
/// copied three times. `Payload::raw` is the rest of the document.
pub fn parse(bytes: &[u8]) -> Result<Payload, String> {
    let raw: Value = serde_json::from_slice(bytes).map_err(|e| describe_json_error(&e))?;
    from_value(raw)
}

/// [`parse`] for the bytes read from stdin, taking them: a payload with a
/// big string (a 1 MB Write) has it unescaped in place in the input buffer
/// instead of copied twice ([`crate::big`]). On error, the reason and the
/// event the payload seems to be for (a refusing one when unknown).
pub fn parse_owned(bytes: Vec<u8>) -> Result<Payload, (String, EventKind)> {
    match crate::big::parse_value(bytes) {
        Ok(doc) => {
            let event = doc
                .get("hook_event_name")
                .and_then(Value::as_str)
                .map_or(EventKind::PreToolUse, EventKind::from_name);
            from_value(doc).map_err(|why| (why, event))
        }
        Err(bytes) => parse(&bytes).map_err(|why| (why, guessed_event(&bytes))),
    }
}

/// When the payload does not parse, the event name may still be readable; a
/// refusing event is assumed otherwise (fail closed).
fn guessed_event(bytes: &[u8]) -> EventKind {
    #[derive(serde::Deserialize)]
    struct Name {
        hook_event_name: String,
    }
    serde_json::from_slice::<Name>(bytes)
        .map(|n| EventKind::from_name(&n.hook_event_name))
        .unwrap_or(EventKind::PreToolUse)
}

/// The payload from its parsed document.
fn from_value(mut raw: Value) -> Result<Payload, String> {
    let kind = kind_of(&raw);
    let Value::Object(obj) = &mut raw else {
        return Err(format!("payload is JSON but not an object (got {kind})"));
    };
    let event_name = required_str(obj, "hook_event_name")?.to_owned();
    let session_id = required_str(obj, "session_id")?.to_owned();
    let cwd = PathBuf::from(required_str(obj, "cwd")?);
    let event = EventKind::from_name(&event_name);
    let body = match event {
        EventKind::PreToolUse
        | EventKind::PostToolUse
        | EventKind::PostToolUseFailure
        | EventKind::PermissionRequest => Body::Tool(parse_tool_call(obj, event)?),
        EventKind::UserPromptSubmit => Body::Prompt {
            prompt: required_str(obj, "prompt")?.to_owned(),
        },
        EventKind::Stop | EventKind::SubagentStop => Body::Stop(StopInfo {
            stop_hook_active: optional_bool(obj, "stop_hook_active")?.unwrap_or(false),
            last_assistant_message: optional_str(obj, "last_assistant_message")?.map(str::to_owned),
            agent_transcript_path: optional_str(obj, "agent_transcript_path")?.map(PathBuf::from),
        }),
        EventKind::SessionStart => Body::SessionStart {
            source: optional_str(obj, "source")?.unwrap_or("startup").to_owned(),
        },
        EventKind::WorktreeCreate => Body::WorktreeCreate {
            name: required_str(obj, "name")?.to_owned(),
        },
        _ => Body::Other,
    };
    let transcript_path = optional_str(obj, "transcript_path")?.map(PathBuf::from);
    let permission_mode = optional_str(obj, "permission_mode")?.map(str::to_owned);
    let prompt_id = optional_str(obj, "prompt_id")?.map(str::to_owned);
    let agent_id = optional_str(obj, "agent_id")?.map(str::to_owned);
    let agent_type = optional_str(obj, "agent_type")?.map(str::to_owned);
    Ok(Payload {
        session_id,
        transcript_path,
        cwd,
        event,
        permission_mode,
        prompt_id,
        agent_id,
        agent_type,
        event_name,
        body,
        raw,
    })
}

fn parse_tool_call(
    obj: &mut serde_json::Map<String, Value>,
    event: EventKind,
) -> Result<ToolCall, String> {
    let name = required_str(obj, "tool_name")?.to_owned();
    let input_value = obj
        .remove("tool_input")
        .ok_or("required field `tool_input` is missing")?;
    if !input_value.is_object() {
        return Err(format!(
            "field `tool_input` must be an object, got {}",
            kind_of(&input_value)
        ));
    }
    let input = tool_input_owned(&name, input_value)?;
    Ok(ToolCall {
        name,
        input,
        tool_use_id: optional_str(obj, "tool_use_id")?.map(str::to_owned),
        response: if event == EventKind::PostToolUse {
            obj.remove("tool_response")
        } else {
            None
        },
        error: optional_str(obj, "error")?.map(str::to_owned),
    })
}

/// Types `tool_input` by tool name. A known tool with a malformed input is an
/// error (fail closed); an unknown tool is `Other`.
pub fn parse_tool_input(name: &str, input: &Value) -> Result<ToolInput, String> {
    tool_input_owned(name, input.clone())
}

/// [`parse_tool_input`] taking the value: strings are moved, not copied.
fn tool_input_owned(name: &str, input: Value) -> Result<ToolInput, String> {
    fn typed<T: serde::de::DeserializeOwned>(name: &str, input: Value) -> Result<T, String> {
        serde_json::from_value(input)
            .map_err(|e| format!("`tool_input` of {name} is malformed: {e}"))
    }
    Ok(match name {
        "Bash" => ToolInput::Bash(typed(name, input)?),
        "PowerShell" => ToolInput::PowerShell(typed(name, input)?),
        "Read" => ToolInput::Read(typed(name, input)?),
        "Write" => ToolInput::Write(typed(name, input)?),
        "Edit" => ToolInput::Edit(typed(name, input)?),
        "MultiEdit" => ToolInput::MultiEdit(typed(name, input)?),
        "NotebookEdit" => ToolInput::NotebookEdit(typed(name, input)?),
        "Agent" | "Task" => ToolInput::Agent(typed(name, input)?),
        "spawn_agent" => ToolInput::Agent(codex_spawn_agent(input)?),
        "Workflow" => ToolInput::Workflow(typed(name, input)?),
        "EnterWorktree" => ToolInput::EnterWorktree(typed(name, input)?),
        "Glob" => ToolInput::Glob(typed(name, input)?),
        "Grep" => ToolInput::Grep(typed(name, input)?),
        "apply_patch" => ToolInput::ApplyPatch(ApplyPatchInput {
            command: patch_text(&input)?,
        }),
        _ => ToolInput::Other(input),
    })
}

/// Codex's subagent tool, `spawn_agent`: it matches an `Agent` matcher by
/// alias but arrives under its own name, with the task as `message` (or as
/// `items` of text) and the role as `agent_type`. Typed as an Agent call so
/// the Agent guards judge it; no task text at all is malformed (fail closed).
fn codex_spawn_agent(input: Value) -> Result<AgentInput, String> {
    let text = |key: &str| input.get(key).and_then(Value::as_str).map(str::to_owned);
    let items: Vec<&str> = input
        .get("items")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|item| item.get("text").and_then(Value::as_str))
        .collect();
    let prompt = text("message")
        .or_else(|| text("prompt"))
        .or_else(|| (!items.is_empty()).then(|| items.join("\n")))
        .ok_or("`tool_input` of spawn_agent has no `message`, `prompt` or text `items`")?;
    Ok(AgentInput {
        description: text("description").unwrap_or_default(),
        prompt,
        subagent_type: text("agent_type").or_else(|| text("subagent_type")),
        model: text("model"),
        run_in_background: None,
        name: text("name"),
        isolation: text("isolation"),
    })
}

/// Codex has sent the patch both as a string and as an argv array whose last
/// element is the patch; accept both, refuse anything else.
fn patch_text(input: &Value) -> Result<String, String> {
    match input
        .get("command")
        .or_else(|| input.get("patch"))
        .or_else(|| input.get("input"))
    {
        Some(Value::String(s)) => Ok(s.clone()),
        Some(Value::Array(items)) => items
            .iter()
            .rev()
            .find_map(|v| v.as_str().filter(|s| s.contains("*** Begin Patch")))
            .map(str::to_owned)
            .ok_or_else(|| "`tool_input.command` of apply_patch carries no patch".to_owned()),
        _ => Err("`tool_input.command` of apply_patch is missing or not text".to_owned()),
    }
}

fn required_str<'a>(obj: &'a serde_json::Map<String, Value>, key: &str) -> Result<&'a str, String> {
    match obj.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(other) => Err(format!(
            "field `{key}` must be a string, got {}",
            kind_of(other)
        )),
        None => Err(format!("required field `{key}` is missing")),
    }
}

fn optional_str<'a>(
    obj: &'a serde_json::Map<String, Value>,
    key: &str,
) -> Result<Option<&'a str>, String> {
    match obj.get(key) {
        Some(Value::String(s)) => Ok(Some(s)),
        None | Some(Value::Null) => Ok(None),
        Some(other) => Err(format!(
            "field `{key}` must be a string, got {}",
            kind_of(other)
        )),
    }
}

fn optional_bool(obj: &serde_json::Map<String, Value>, key: &str) -> Result<Option<bool>, String> {
    match obj.get(key) {
        Some(Value::Bool(b)) => Ok(Some(*b)),
        None | Some(Value::Null) => Ok(None),
        Some(other) => Err(format!(
            "field `{key}` must be a boolean, got {}",
            kind_of(other)
        )),
    }
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn describe_json_error(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    match e.classify() {
        Category::Eof => format!("payload is truncated JSON ({e})"),
        Category::Syntax => format!("payload is not valid JSON ({e})"),
        Category::Data => format!("payload has unexpected data ({e})"),
        Category::Io => format!("payload could not be read ({e})"),
    }
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

    const REAL: &str = include_str!("../tests/data/payloads-claude-code-2.1.328.jsonl");

    #[test]
    fn every_real_payload_parses() {
        let mut n = 0;
        for line in REAL.lines().filter(|l| !l.trim().is_empty()) {
            let p = parse(line.as_bytes()).unwrap_or_else(|e| panic!("{e}: {line}"));
            assert!(!p.session_id.is_empty());
            n += 1;
        }
        assert!(n >= 20, "only {n} payloads");
    }

    /// The in-place path for big strings gives what the ordinary parse gives,
    /// on every real payload with each of its string fields made big.
    #[test]
    fn parse_owned_agrees_with_parse() {
        let pad = "x = \"é\\n\"\t😀\n".repeat(crate::big::BIG / 12);
        for line in REAL.lines().filter(|l| !l.trim().is_empty()) {
            let doc: Value = serde_json::from_str(line).unwrap();
            let mut variants = vec![doc.clone()];
            for key in ["tool_input", ""] {
                let fields = if key.is_empty() {
                    doc.as_object()
                } else {
                    doc.get(key).and_then(Value::as_object)
                };
                for (k, v) in fields.into_iter().flatten() {
                    if v.is_string() {
                        let mut big = doc.clone();
                        let slot = if key.is_empty() {
                            &mut big[k]
                        } else {
                            &mut big[key][k]
                        };
                        *slot = Value::String(format!("{}{pad}", v.as_str().unwrap()));
                        variants.push(big);
                    }
                }
            }
            for v in variants {
                let bytes = v.to_string().into_bytes();
                let want = format!("{:?}", parse(&bytes));
                let got = format!("{:?}", parse_owned(bytes).map_err(|(why, _)| why));
                assert_eq!(got, want);
            }
        }
    }

    #[test]
    fn real_tools_are_typed() {
        let mut seen = Vec::new();
        for line in REAL.lines().filter(|l| !l.trim().is_empty()) {
            if let Body::Tool(call) = parse(line.as_bytes()).unwrap().body {
                let kind = match call.input {
                    ToolInput::Bash(b) => {
                        assert!(!b.command.is_empty());
                        "Bash"
                    }
                    ToolInput::Write(_) => "Write",
                    ToolInput::Edit(_) => "Edit",
                    ToolInput::Read(_) => "Read",
                    ToolInput::Agent(_) => "Agent",
                    ToolInput::EnterWorktree(_) => "EnterWorktree",
                    ToolInput::Glob(_) => "Glob",
                    ToolInput::Grep(_) => "Grep",
                    _ => "other",
                };
                seen.push(kind);
            }
        }
        for want in [
            "Bash",
            "Write",
            "Edit",
            "Read",
            "Agent",
            "EnterWorktree",
            "Glob",
            "Grep",
        ] {
            assert!(seen.contains(&want), "{want} not typed: {seen:?}");
        }
    }

    #[test]
    fn malformed_payloads_say_what_is_wrong() {
        let cases: &[(&str, &str)] = &[
            ("not json", "not valid JSON"),
            ("{\"session_id\": \"s\"", "truncated"),
            ("[1,2]", "not an object"),
            (
                "{\"session_id\":\"s\",\"cwd\":\"/\"}",
                "`hook_event_name` is missing",
            ),
            (
                "{\"hook_event_name\":\"Stop\",\"cwd\":\"/\"}",
                "`session_id` is missing",
            ),
            (
                "{\"hook_event_name\":\"Stop\",\"session_id\":7,\"cwd\":\"/\"}",
                "`session_id` must be a string",
            ),
            (
                "{\"hook_event_name\":\"PreToolUse\",\"session_id\":\"s\",\"cwd\":\"/\",\"tool_name\":\"Bash\",\"tool_input\":{}}",
                "Bash is malformed",
            ),
            (
                "{\"hook_event_name\":\"PreToolUse\",\"session_id\":\"s\",\"cwd\":\"/\",\"tool_name\":\"Write\",\"tool_input\":\"x\"}",
                "must be an object",
            ),
            (
                "{\"hook_event_name\":\"Stop\",\"session_id\":\"s\",\"cwd\":\"/\",\"stop_hook_active\":\"yes\"}",
                "boolean",
            ),
        ];
        for (input, want) in cases {
            let err = parse(input.as_bytes()).unwrap_err();
            assert!(err.contains(want), "{input}: {err}");
        }
    }

    #[test]
    fn invalid_utf8_is_refused() {
        let bytes = b"{\"hook_event_name\":\"Stop\",\"session_id\":\"\xff\",\"cwd\":\"/\"}";
        assert!(parse(bytes).is_err());
    }

    #[test]
    fn task_is_read_as_agent_and_unknown_tools_pass_through() {
        let p = parse(br#"{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/","tool_name":"Task","tool_input":{"prompt":"p"}}"#).unwrap();
        assert!(matches!(
            p.body,
            Body::Tool(ToolCall {
                input: ToolInput::Agent(_),
                ..
            })
        ));
        let p = parse(br#"{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/","tool_name":"Monitor","tool_input":{"x":1}}"#).unwrap();
        assert!(matches!(
            p.body,
            Body::Tool(ToolCall {
                input: ToolInput::Other(_),
                ..
            })
        ));
    }

    #[test]
    fn codex_spawn_agent_is_an_agent_call() {
        for (case, input, prompt, kind) in [
            (
                "message",
                r#"{"message":"build it","agent_type":"builder"}"#,
                "build it",
                Some("builder"),
            ),
            (
                "items",
                r#"{"items":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}"#,
                "a\nb",
                None,
            ),
        ] {
            let json = format!(
                r#"{{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/","tool_name":"spawn_agent","tool_input":{input}}}"#
            );
            let p = parse(json.as_bytes()).unwrap();
            let Body::Tool(call) = p.body else {
                panic!("{case}")
            };
            assert_eq!(call.name, "spawn_agent", "{case}");
            let ToolInput::Agent(a) = call.input else {
                panic!("{case}: not an Agent call")
            };
            assert_eq!(a.prompt, prompt, "{case}");
            assert_eq!(a.subagent_type.as_deref(), kind, "{case}");
        }
        let none = parse(br#"{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/","tool_name":"spawn_agent","tool_input":{"agent_type":"x"}}"#);
        assert!(none.is_err(), "no task text is malformed");
    }

    #[test]
    fn codex_apply_patch_in_both_shapes() {
        let s = parse(br#"{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/","tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch\n*** End Patch"}}"#).unwrap();
        let a = parse(br#"{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/","tool_name":"apply_patch","tool_input":{"command":["apply_patch","*** Begin Patch\n*** End Patch"]}}"#).unwrap();
        for p in [s, a] {
            let Body::Tool(ToolCall {
                input: ToolInput::ApplyPatch(ap),
                ..
            }) = p.body
            else {
                panic!()
            };
            assert!(ap.command.starts_with("*** Begin Patch"));
        }
    }
}
