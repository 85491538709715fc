//! The scripted stand-in for the OpenAI Responses API that the real Codex CLI
//! talks to in `tests/codex_e2e.rs`.
//!
//! A thread listens on 127.0.0.1 (port 0). Each `POST …/responses` consumes
//! the next scripted turn and answers with server-sent events, the minimal
//! turn measured with Codex 0.171.0: `response.created`,
//! `response.output_item.added` + `response.output_item.done` per item,
//! `response.completed` with a `usage` object. A tool call is a
//! `function_call` item (`arguments` a JSON string); a final answer a
//! `message` item. Once the script is exhausted the model answers `done`.
//! Any other request (a models list) gets an empty list. Every request body
//! is recorded: a guard's refusal becomes visible as the
//! `function_call_output` (or the hook prompt) the next request carries.
//!
//! HTTP/1.1 by hand on `std::net`, one request per connection
//! (`Connection: close`): the surface the CLI uses is small.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// One scripted model answer.
#[derive(Clone, Debug)]
pub enum Turn {
    /// `exec_command` with this command line.
    Shell(String),
    /// Any function call: name and arguments.
    Call(String, Value),
    /// A final message.
    Text(String),
}

struct Shared {
    script: Mutex<Vec<Turn>>,
    /// A subagent's own script: requests whose input holds a user text
    /// starting with the marker (the task `spawn_agent` gave it) take these.
    routed: Mutex<Option<(String, Vec<Turn>)>>,
    recorded: Mutex<Vec<Value>>,
    stop: AtomicBool,
    counter: AtomicUsize,
}

pub struct ModelServer {
    addr: SocketAddr,
    shared: Arc<Shared>,
    accept: Option<JoinHandle<()>>,
}

const MAX_BODY: usize = 64 * 1024 * 1024;

impl ModelServer {
    /// `routed`: a subagent's own script, `(marker, turns)`.
    pub fn start(
        script: Vec<Turn>,
        routed: Option<(String, Vec<Turn>)>,
    ) -> std::io::Result<ModelServer> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let mut script = script;
        script.reverse();
        let shared = Arc::new(Shared {
            script: Mutex::new(script),
            routed: Mutex::new(routed.map(|(m, mut t)| {
                t.reverse();
                (m, t)
            })),
            recorded: Mutex::new(Vec::new()),
            stop: AtomicBool::new(false),
            counter: AtomicUsize::new(0),
        });
        let s = Arc::clone(&shared);
        let accept = std::thread::spawn(move || {
            while !s.stop.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((stream, _)) => {
                        let s2 = Arc::clone(&s);
                        std::thread::spawn(move || {
                            let _ = serve(stream, &s2);
                        });
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(10)),
                }
            }
        });
        Ok(ModelServer {
            addr,
            shared,
            accept: Some(accept),
        })
    }

    pub fn base_url(&self) -> String {
        format!("http://{}/v1", self.addr)
    }

    /// The bodies of every `POST …/responses`, in order.
    pub fn requests(&self) -> Vec<Value> {
        self.shared
            .recorded
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Drop for ModelServer {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        if let Some(h) = self.accept.take() {
            let _ = h.join();
        }
    }
}

fn serve(stream: TcpStream, shared: &Shared) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let mut parts = request_line.split_whitespace();
    let method = parts.next().unwrap_or("").to_owned();
    let path = parts.next().unwrap_or("").to_owned();
    let mut length = 0usize;
    let mut chunked = false;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 {
            break;
        }
        let l = line.trim_end();
        if l.is_empty() {
            break;
        }
        let lower = l.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
        if lower.starts_with("transfer-encoding:") && lower.contains("chunked") {
            chunked = true;
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size)?;
            let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
            if n == 0 || body.len() + n > MAX_BODY {
                break;
            }
            let mut chunk = vec![0; n + 2];
            reader.read_exact(&mut chunk)?;
            chunk.truncate(n);
            body.extend(chunk);
        }
    } else if length > 0 && length <= MAX_BODY {
        body = vec![0; length];
        reader.read_exact(&mut body)?;
    }
    let mut out = stream;
    if method == "POST" && path.ends_with("/responses") {
        let parsed: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
        shared
            .recorded
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(parsed);
        let text = String::from_utf8_lossy(&body);
        let mut routed = shared.routed.lock().unwrap_or_else(PoisonError::into_inner);
        let turn = match routed.as_mut() {
            Some((marker, turns)) if text.contains(&format!("\"text\":\"{marker}")) => turns.pop(),
            _ => shared
                .script
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .pop(),
        }
        .unwrap_or(Turn::Text("done".into()));
        drop(routed);
        let n = shared.counter.fetch_add(1, Ordering::SeqCst);
        let turn = with_session(turn, &text);
        let sse = events(&turn, n);
        write!(
            out,
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n{sse}"
        )?;
    } else {
        let text = json!({"object": "list", "data": [], "models": []}).to_string();
        write!(
            out,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
            text.len()
        )?;
    }
    out.flush()
}

/// A `write_stdin` scripted with `"session_id": -1` gets the id of the last
/// shell the CLI reported running (`… session ID N` in a tool output): the
/// id is chosen by the CLI at run time.
fn with_session(turn: Turn, body: &str) -> Turn {
    let Turn::Call(name, mut args) = turn else {
        return turn;
    };
    if args.get("session_id") == Some(&json!(-1)) {
        let marker = "session ID ";
        let id: Option<u64> = body
            .match_indices(marker)
            .filter_map(|(i, _)| {
                let digits: String = body[i + marker.len()..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect();
                digits.parse().ok()
            })
            .last();
        if let (Some(obj), Some(id)) = (args.as_object_mut(), id) {
            obj.insert("session_id".into(), json!(id));
        }
    }
    // `"targets": ["-1"]` (wait_agent): the last agent id spawn_agent
    // returned, as it appears JSON-escaped in the tool output.
    if args.get("targets") == Some(&json!(["-1"])) {
        let marker = "agent_id\\\":\\\"";
        let id: Option<String> = body.rfind(marker).map(|i| {
            body[i + marker.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect()
        });
        if let (Some(obj), Some(id)) = (args.as_object_mut(), id) {
            obj.insert("targets".into(), json!([id]));
        }
    }
    Turn::Call(name, args)
}

fn events(turn: &Turn, n: usize) -> String {
    let id = format!("resp_{n}");
    let item = match turn {
        Turn::Shell(cmd) => json!({
            "type": "function_call", "id": format!("fc_{n}"), "call_id": format!("call_{n}"),
            "name": "exec_command", "arguments": json!({"cmd": cmd}).to_string(),
        }),
        // `namespace.name`: a tool inside a namespace (Codex 0.171.0 offers
        // `spawn_agent` inside `multi_agent_v1`).
        Turn::Call(name, args) => {
            let mut call = json!({
                "type": "function_call", "id": format!("fc_{n}"), "call_id": format!("call_{n}"),
                "name": name, "arguments": args.to_string(),
            });
            if let (Some((ns, short)), Some(obj)) = (name.split_once('.'), call.as_object_mut()) {
                obj.insert("namespace".into(), json!(ns));
                obj.insert("name".into(), json!(short));
            }
            call
        }
        Turn::Text(text) => json!({
            "type": "message", "id": format!("msg_{n}"), "role": "assistant", "status": "completed",
            "content": [{"type": "output_text", "text": text, "annotations": []}],
        }),
    };
    let usage = json!({
        "input_tokens": 10, "input_tokens_details": {"cached_tokens": 0},
        "output_tokens": 5, "output_tokens_details": {"reasoning_tokens": 0},
        "total_tokens": 15,
    });
    let mut out = String::new();
    for ev in [
        json!({"type": "response.created", "response": {"id": id}}),
        json!({"type": "response.output_item.added", "output_index": 0, "item": item}),
        json!({"type": "response.output_item.done", "output_index": 0, "item": item}),
        json!({"type": "response.completed", "response": {"id": id, "usage": usage}}),
    ] {
        let name = ev.get("type").and_then(Value::as_str).unwrap_or("");
        out.push_str(&format!("event: {name}\ndata: {ev}\n\n"));
    }
    out
}
