//! Word evaluation: quote removal for static words, "dynamic" for anything only known at
//! run time. Shallow by construction (a word's parts are one or two levels deep in the
//! tree; anything deeper is a substitution, which is dynamic and kept as written), so no
//! recursion is needed.

use crate::Word;
use tree_sitter::Node;

/// The source text of a node ("" if the range is not valid UTF-8 boundaries).
pub(crate) fn text<'s>(node: Node<'_>, src: &'s str) -> &'s str {
    src.get(node.byte_range()).unwrap_or("")
}

/// Evaluates one word node.
pub(crate) fn word(node: Node<'_>, src: &str) -> Word {
    let raw = text(node, src).to_string();
    let mut out = Acc::default();
    match node.kind() {
        "concatenation" => {
            let mut c = node.walk();
            for part in node.children(&mut c) {
                // tree-sitter-bash splits `{a,b}` into the words `{`, `a,b`, `}`.
                if part.kind() == "word"
                    && text(part, src) == "{"
                    && is_brace_expansion(src.get(part.end_byte()..node.end_byte()).unwrap_or(""))
                {
                    out.dynamic("");
                }
                part_into(part, src, &mut out);
            }
        }
        _ => part_into(node, src, &mut out),
    }
    Word {
        text: out.text,
        raw,
        dynamic: out.dynamic,
        prefix: out.prefix,
    }
}

#[derive(Default)]
struct Acc {
    text: String,
    prefix: String,
    dynamic: bool,
}

impl Acc {
    fn lit(&mut self, s: &str) {
        self.text.push_str(s);
        if !self.dynamic {
            self.prefix.push_str(s);
        }
    }
    fn dynamic(&mut self, s: &str) {
        self.text.push_str(s);
        self.dynamic = true;
    }
}

fn part_into(node: Node<'_>, src: &str, out: &mut Acc) {
    let t = text(node, src);
    match node.kind() {
        "word" | "command_name" => {
            // `command_name` wraps the actual word node.
            if node.kind() == "command_name"
                && let Some(inner) = node.named_child(0)
            {
                if inner.kind() == "concatenation" {
                    let mut c = inner.walk();
                    for part in inner.children(&mut c) {
                        part_into(part, src, out);
                    }
                } else {
                    part_into(inner, src, out);
                }
                return;
            }
            unquoted(t, out);
        }
        "number" => out.lit(t),
        "raw_string" => out.lit(
            t.strip_prefix('\'')
                .unwrap_or(t)
                .strip_suffix('\'')
                .unwrap_or(t),
        ),
        "ansi_c_string" => {
            let inner = t
                .strip_prefix("$'")
                .and_then(|s| s.strip_suffix('\''))
                .unwrap_or(t);
            out.lit(&ansi_c(inner));
        }
        "string" | "translated_string" => {
            let mut c = node.walk();
            // tree-sitter-bash leaves some text between the parts of a string out of every
            // child (a newline before a part: `"cat <<EOF\npytest -n 4\nEOF"`); the gaps
            // are literal text of the string.
            let mut prev: Option<usize> = None;
            for part in node.children(&mut c) {
                if let Some(end) = prev
                    && part.start_byte() > end
                    && let Some(gap) = src.get(end..part.start_byte())
                {
                    out.lit(&double_quoted(gap));
                }
                prev = Some(part.end_byte());
                match part.kind() {
                    "\"" | "$\"" => {}
                    "string_content" => out.lit(&double_quoted(text(part, src))),
                    _ if !part.is_named() => out.lit(text(part, src)),
                    _ => out.dynamic(text(part, src)),
                }
            }
        }
        "\"" | "'" => {}
        // `$x`, `${x}`, `$(…)`, backticks, `<(…)`, `$((…))`, `{a,b}`, `@(…)`: run-time values.
        _ => out.dynamic(t),
    }
}

/// Removes backslash escapes from an unquoted word; an unquoted glob character makes it
/// dynamic (`*.py` expands to file names).
fn unquoted(t: &str, out: &mut Acc) {
    let mut buf = String::new();
    let mut chars = t.chars();
    while let Some(ch) = chars.next() {
        match ch {
            '\\' => match chars.next() {
                // Backslash-newline is a line continuation: nothing.
                Some('\n') | None => {}
                Some(c) => buf.push(c),
            },
            // Brace expansion (`{a,b}`, `{1..3}`) makes several words.
            '{' if is_brace_expansion(chars.as_str()) => {
                out.lit(&buf);
                buf.clear();
                out.dynamic("{");
            }
            '*' | '?' | '[' => {
                out.lit(&buf);
                buf.clear();
                out.dynamic(&ch.to_string());
            }
            // A leading `~` is the home directory: known only at run time.
            '~' if out.text.is_empty() && buf.is_empty() => {
                out.dynamic("~");
            }
            c => buf.push(c),
        }
    }
    out.lit(&buf);
}

fn is_brace_expansion(after_open: &str) -> bool {
    match after_open.find('}') {
        Some(end) => after_open
            .get(..end)
            .is_some_and(|inner| inner.contains(',') || inner.contains("..")),
        None => false,
    }
}

/// Inside double quotes a backslash only escapes `$`, `` ` ``, `"`, `\` and newline.
fn double_quoted(t: &str) -> String {
    let mut s = String::with_capacity(t.len());
    let mut chars = t.chars().peekable();
    while let Some(ch) = chars.next() {
        if ch == '\\' {
            match chars.peek() {
                Some('$' | '`' | '"' | '\\') => {
                    if let Some(c) = chars.next() {
                        s.push(c);
                    }
                }
                Some('\n') => {
                    chars.next();
                }
                _ => s.push('\\'),
            }
        } else {
            s.push(ch);
        }
    }
    s
}

/// The common `$'…'` escapes; others are kept as written (the word stays static because the
/// value is fixed; guards compare it with known option spellings only).
pub(crate) fn ansi_c(t: &str) -> String {
    let mut s = String::with_capacity(t.len());
    let mut chars = t.chars();
    while let Some(ch) = chars.next() {
        if ch != '\\' {
            s.push(ch);
            continue;
        }
        match chars.next() {
            Some('n') => s.push('\n'),
            Some('t') => s.push('\t'),
            Some('r') => s.push('\r'),
            Some('\\') => s.push('\\'),
            Some('\'') => s.push('\''),
            Some('"') => s.push('"'),
            Some('e' | 'E') => s.push('\u{1b}'),
            Some('x') => {
                let hex: String = chars
                    .clone()
                    .take(2)
                    .take_while(char::is_ascii_hexdigit)
                    .collect();
                for _ in 0..hex.len() {
                    chars.next();
                }
                match u8::from_str_radix(&hex, 16) {
                    Ok(b) => s.push(char::from(b)),
                    Err(_) => s.push_str("\\x"),
                }
            }
            Some(c) => {
                s.push('\\');
                s.push(c);
            }
            None => s.push('\\'),
        }
    }
    s
}
