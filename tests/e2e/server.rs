//! The scripted stand-in for the model API that the real Claude Code CLI talks
//! to in the end-to-end tests.
//!
//! A thread in the test process listens on 127.0.0.1 (port 0) and answers
//! `POST /v1/messages` the way the measured notes describe
//! (`shared/reference/measured-claude-code-2.1.328.md`): server-sent events
//! `message_start`, `content_block_start`, one `content_block_delta`,
//! `content_block_stop` per block, then `message_delta` (`stop_reason`) and
//! `message_stop`. Each *main* request (one that carries `tools`) consumes the
//! next scripted turn; once the script is exhausted the model answers `done`.
//! Subagents run concurrently with the main agent (2.1.328 launches `Agent`
//! calls in the background), so turns meant for a subagent carry a `route`:
//! a request whose first user message contains a route takes the next turn
//! of that route; every other request takes the next unrouted turn.
//! Side requests (no `tools`: titles, summaries) get a short text and consume
//! nothing. Every request is recorded so scenarios can assert on what the
//! model received: that is where a guard's refusal becomes visible.
//!
//! HTTP/1.1 by hand on `std::net`: keep-alive (a loop over requests on each
//! connection), `Content-Length` and `Transfer-Encoding: chunked` bodies,
//! `Expect: 100-continue`. No HTTP crate: the protocol surface the CLI uses is
//! small, and a dependency would only hide what the CLI actually sends.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// One scripted model answer: optional text first, then tool calls.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    pub text: Option<String>,
    pub tool_uses: Vec<(String, Value)>,
    /// Only for requests whose first user message contains this text (a
    /// subagent's prompt); `None`: for all other requests.
    pub route: Option<String>,
}

/// One request as the server received it.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    /// The body parsed as JSON (`Value::Null` when empty or not JSON).
    pub body: Value,
    /// A `POST /v1/messages` carrying `tools`: a turn of the agent loop.
    pub main: bool,
}

struct Shared {
    script: Mutex<Vec<Reply>>,
    /// Every route of the script, fixed at start (a request keeps its route
    /// after that route's turns are used up: it then gets `done`).
    routes: Vec<String>,
    recorded: Mutex<Vec<Recorded>>,
    stop: AtomicBool,
    /// Numbers message and tool-use ids, so every id in a session is unique.
    counter: AtomicUsize,
}

pub struct ModelServer {
    addr: SocketAddr,
    shared: Arc<Shared>,
    accept: Option<JoinHandle<()>>,
}

/// A connection idle longer than this is dropped, so no thread outlives a
/// scenario by much even if the CLI leaves a socket open.
const IDLE: Duration = Duration::from_secs(60);
/// Request heads and bodies are bounded: a runaway client fails the scenario
/// instead of eating memory.
const MAX_HEAD: usize = 64 * 1024;
const MAX_BODY: usize = 64 * 1024 * 1024;

impl ModelServer {
    pub fn start(script: Vec<Reply>) -> std::io::Result<ModelServer> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            routes: script.iter().filter_map(|r| r.route.clone()).collect(),
            script: Mutex::new(script),
            recorded: Mutex::new(Vec::new()),
            stop: AtomicBool::new(false),
            counter: AtomicUsize::new(0),
        });
        let for_thread = Arc::clone(&shared);
        let accept = std::thread::Builder::new()
            .name("e2e-model-server".into())
            .spawn(move || accept_loop(&listener, &for_thread))?;
        Ok(ModelServer {
            addr,
            shared,
            accept: Some(accept),
        })
    }

    /// `http://127.0.0.1:PORT`, for `ANTHROPIC_BASE_URL`.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Every request received so far, in arrival order.
    pub fn recorded(&self) -> Vec<Recorded> {
        self.shared
            .recorded
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Scripted turns no main request consumed.
    pub fn unused_turns(&self) -> usize {
        self.shared
            .script
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

impl Drop for ModelServer {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        // Wake the blocking accept() so the thread sees the flag and ends.
        let _ = TcpStream::connect(self.addr);
        if let Some(handle) = self.accept.take() {
            let _ = handle.join();
        }
    }
}

fn accept_loop(listener: &TcpListener, shared: &Arc<Shared>) {
    for stream in listener.incoming() {
        if shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = stream else { continue };
        let shared = Arc::clone(shared);
        // Detached: a connection ends when the client closes it or idles out.
        let _ = std::thread::Builder::new()
            .name("e2e-model-conn".into())
            .spawn(move || {
                let _ = serve_connection(stream, &shared);
            });
    }
}

struct Request {
    method: String,
    path: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Request {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

fn serve_connection(stream: TcpStream, shared: &Shared) -> std::io::Result<()> {
    stream.set_read_timeout(Some(IDLE))?;
    let mut writer = stream.try_clone()?;
    let mut reader = BufReader::new(stream);
    // Keep-alive: the CLI reuses one connection for several requests.
    while let Some(request) = read_request(&mut reader, &mut writer)? {
        let close = request
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let (status, content_type, body) = respond(&request, shared);
        let head = format!(
            "HTTP/1.1 {status}\r\ncontent-type: {content_type}\r\ncontent-length: {}\r\nrequest-id: req_e2e\r\nconnection: {}\r\n\r\n",
            body.len(),
            if close { "close" } else { "keep-alive" }
        );
        writer.write_all(head.as_bytes())?;
        if request.method != "HEAD" {
            writer.write_all(&body)?;
        }
        writer.flush()?;
        if close {
            break;
        }
    }
    Ok(())
}

fn invalid(why: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, why.to_string())
}

/// Reads one request; `None` when the client closed the connection cleanly.
fn read_request(
    reader: &mut BufReader<TcpStream>,
    writer: &mut TcpStream,
) -> std::io::Result<Option<Request>> {
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    let mut parts = line.split_whitespace();
    let (Some(method), Some(path)) = (parts.next(), parts.next()) else {
        return Err(invalid("malformed request line"));
    };
    let (method, path) = (method.to_string(), path.to_string());
    let mut headers = Vec::new();
    let mut head_size = line.len();
    loop {
        line.clear();
        let n = reader.read_line(&mut line)?;
        head_size += n;
        if n == 0 || head_size > MAX_HEAD {
            return Err(invalid("truncated or oversized request head"));
        }
        let trimmed = line.trim_end_matches(['\r', '\n']);
        if trimmed.is_empty() {
            break;
        }
        if let Some((name, value)) = trimmed.split_once(':') {
            headers.push((name.trim().to_string(), value.trim().to_string()));
        }
    }
    let mut request = Request {
        method,
        path,
        headers,
        body: Vec::new(),
    };
    if request
        .header("expect")
        .is_some_and(|v| v.eq_ignore_ascii_case("100-continue"))
    {
        writer.write_all(b"HTTP/1.1 100 Continue\r\n\r\n")?;
        writer.flush()?;
    }
    let chunked = request
        .header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
    if chunked {
        request.body = read_chunked(reader)?;
    } else if let Some(length) = request.header("content-length") {
        let length: usize = length.parse().map_err(|_| invalid("bad content-length"))?;
        if length > MAX_BODY {
            return Err(invalid("body too large"));
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body)?;
        request.body = body;
    }
    Ok(Some(request))
}

fn read_chunked(reader: &mut BufReader<TcpStream>) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    let mut line = String::new();
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        // The size may carry `;extensions`.
        let size = line.trim().split(';').next().unwrap_or_default();
        let size = usize::from_str_radix(size.trim(), 16).map_err(|_| invalid("bad chunk size"))?;
        if size == 0 {
            // Trailers, up to the empty line.
            loop {
                line.clear();
                if reader.read_line(&mut line)? == 0 || line.trim().is_empty() {
                    return Ok(body);
                }
            }
        }
        if body.len() + size > MAX_BODY {
            return Err(invalid("body too large"));
        }
        let start = body.len();
        body.resize(start + size, 0);
        reader.read_exact(body.get_mut(start..).unwrap_or_default())?;
        line.clear();
        reader.read_line(&mut line)?; // the CRLF after the chunk
    }
}

fn respond(request: &Request, shared: &Shared) -> (&'static str, &'static str, Vec<u8>) {
    let body: Value = serde_json::from_slice(&request.body).unwrap_or(Value::Null);
    let route = request.path.split('?').next().unwrap_or_default();
    let is_messages = request.method == "POST" && route == "/v1/messages";
    let main = is_messages && body.get("tools").is_some_and(|t| !t.is_null());
    shared
        .recorded
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(Recorded {
            method: request.method.clone(),
            path: request.path.clone(),
            body: body.clone(),
            main,
        });
    if request.method == "HEAD" {
        return ("200 OK", "application/json", Vec::new());
    }
    if request.method == "POST" && route == "/v1/messages/count_tokens" {
        return (
            "200 OK",
            "application/json",
            br#"{"input_tokens":1}"#.to_vec(),
        );
    }
    if !is_messages {
        let error = json!({"type": "error", "error": {"type": "not_found_error",
            "message": format!("the e2e model server does not serve {} {}", request.method, request.path)}});
        return (
            "404 Not Found",
            "application/json",
            error.to_string().into_bytes(),
        );
    }
    let reply = if main {
        let first = first_user_text(&body);
        let route = shared.routes.iter().find(|r| first.contains(r.as_str()));
        let mut script = shared.script.lock().unwrap_or_else(PoisonError::into_inner);
        match script.iter().position(|t| t.route.as_ref() == route) {
            Some(i) => script.remove(i),
            None => Reply {
                text: Some("done".into()),
                ..Reply::default()
            },
        }
    } else {
        Reply {
            text: Some("e2e side answer".into()),
            ..Reply::default()
        }
    };
    let model = body
        .get("model")
        .and_then(Value::as_str)
        .unwrap_or("claude-sonnet-4-5");
    let n = shared.counter.fetch_add(1, Ordering::SeqCst);
    let blocks = content_blocks(&reply, n);
    let stop_reason = if reply.tool_uses.is_empty() {
        "end_turn"
    } else {
        "tool_use"
    };
    let usage = json!({"input_tokens": 1, "output_tokens": 1});
    if body.get("stream").and_then(Value::as_bool) == Some(true) {
        (
            "200 OK",
            "text/event-stream",
            sse(&blocks, model, n, stop_reason, &usage).into_bytes(),
        )
    } else {
        let message = json!({"id": format!("msg_e2e_{n}"), "type": "message", "role": "assistant",
            "model": model, "content": blocks, "stop_reason": stop_reason,
            "stop_sequence": null, "usage": usage});
        (
            "200 OK",
            "application/json",
            message.to_string().into_bytes(),
        )
    }
}

/// The text blocks of the first message: the prompt the agent was started
/// with (plus context reminders), which tells a subagent's requests apart.
fn first_user_text(body: &Value) -> String {
    let content = body
        .get("messages")
        .and_then(|m| m.get(0))
        .and_then(|m| m.get("content"));
    match content {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(blocks)) => blocks
            .iter()
            .filter_map(|b| b.get("text").and_then(Value::as_str))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

/// The complete content blocks of a reply (what a non-streaming answer holds).
fn content_blocks(reply: &Reply, n: usize) -> Vec<Value> {
    let mut blocks = Vec::new();
    if let Some(text) = &reply.text {
        blocks.push(json!({"type": "text", "text": text}));
    }
    for (i, (name, input)) in reply.tool_uses.iter().enumerate() {
        blocks.push(
            json!({"type": "tool_use", "id": format!("toolu_e2e_{n}_{i}"),
            "name": name, "input": input}),
        );
    }
    blocks
}

fn sse(blocks: &[Value], model: &str, n: usize, stop_reason: &str, usage: &Value) -> String {
    let mut out = String::new();
    let mut event = |name: &str, data: Value| {
        out.push_str(&format!("event: {name}\ndata: {data}\n\n"));
    };
    event(
        "message_start",
        json!({"type": "message_start", "message": {
        "id": format!("msg_e2e_{n}"), "type": "message", "role": "assistant", "model": model,
        "content": [], "stop_reason": null, "stop_sequence": null, "usage": usage}}),
    );
    for (index, block) in blocks.iter().enumerate() {
        // The block opens empty and its whole payload arrives in one delta,
        // as the measured notes describe.
        let (start, delta) = if block.get("type").and_then(Value::as_str) == Some("tool_use") {
            let input = block.get("input").cloned().unwrap_or_else(|| json!({}));
            (
                json!({"type": "tool_use", "id": block.get("id"), "name": block.get("name"), "input": {}}),
                json!({"type": "input_json_delta", "partial_json": input.to_string()}),
            )
        } else {
            (
                json!({"type": "text", "text": ""}),
                json!({"type": "text_delta", "text": block.get("text")}),
            )
        };
        event(
            "content_block_start",
            json!({"type": "content_block_start", "index": index, "content_block": start}),
        );
        event(
            "content_block_delta",
            json!({"type": "content_block_delta", "index": index, "delta": delta}),
        );
        event(
            "content_block_stop",
            json!({"type": "content_block_stop", "index": index}),
        );
    }
    event(
        "message_delta",
        json!({"type": "message_delta",
        "delta": {"stop_reason": stop_reason, "stop_sequence": null}, "usage": {"output_tokens": 1}}),
    );
    event("message_stop", json!({"type": "message_stop"}));
    out
}
