//! Code the shell analysis cannot see: interpreter one-liners, script files,
//! Makefiles, `eval` of computed text, a shell fed from a pipe. Such code
//! "could reach" a protected resource when its text names a protected
//! component in any spelling — split by quotes or `+` (`'cla'+'ude'`),
//! joined by `os.path.join`/`path.join`/pathlib `/`, reversed, `\x`-escaped
//! or base64-encoded — and does something other than read; or when it hides
//! its strings (`chr(…)`, `b64decode`, `[::-1]`) and writes or runs things.
//!
//! The test is deliberately textual: the code is not parsed, so the words
//! are found wherever they are, and a guard refuses what it cannot prove is
//! a read (see `docs/session-controls.md`, "what a guard cannot see").

/// The protected components, squeezed (lower case, no quotes, separators or
/// whitespace): the harness's and gatehouse's own names.
const COMPONENTS: [&str; 6] = [
    "claude",
    "gatehouse",
    "codex",
    "worktree-consent",
    "force-session-cli",
    "session-consent",
];

/// Squeezed spellings that name something unprotected and would otherwise
/// match: `CLAUDE.md` (the memory file agents edit) and the CLI's package.
const HARMLESS: [&str; 3] = ["claude.md", "claude-code", "claude_code"];

/// Words of code that write, rename, delete, change modes, or run other
/// programs (which could do any of those).
const WRITES: &[&str] = &[
    "write",
    "dump",
    "'w",
    "\"w",
    "'a'",
    "\"a\"",
    "'a+",
    "\"a+",
    "'x'",
    "'r+",
    "\"r+",
    "rename",
    "replace",
    "unlink",
    "remove",
    "rmtree",
    "rmdir",
    "rm(",
    "rmsync",
    "copy",
    "move",
    "chmod",
    "chown",
    "system",
    "subprocess",
    "popen",
    "exec",
    "eval",
    "spawn",
    "symlink",
    "link(",
    "mkdir",
    "truncate",
    "touch",
    "child_process",
    "__import__",
    "importlib",
    "getattr",
    "compile(",
    "shutil",
    "o_wronly",
    "o_rdwr",
    "o_creat",
    "o_append",
    "appendfile",
    "createwritestream",
    "cp(",
    "cpsync",
    "save",
    "sysopen",
    "`",
    "qx",
    "%x",
    "makedirs",
    "fs.promises",
    "file_put",
    "delete",
    "rm_",
    "mv",
    "fileutils",
    "fopen",
    "fputs",
];

/// Words that hide a string from a reader of the code.
const HIDES: &[&str] = &[
    "chr(",
    "map(chr",
    "chr)",
    "fromcharcode",
    "b64decode",
    "base64",
    "fromhex",
    "unhexlify",
    "[::-1]",
    "reverse",
    "rot13",
    "codecs",
    "atob(",
    "buffer.from",
    "pack(",
    "decode(",
    "\\x",
    "\\u00",
];

/// `text` lower-cased with quotes, backslashes, `+`, commas, whitespace and
/// brackets removed: `'cla' + "ude"` and `join('.clau', 'de')` both read
/// `claude`-something.
pub fn squeeze(text: &str) -> String {
    text.chars()
        .filter(|c| {
            !matches!(
                c,
                '"' | '\'' | '\\' | '+' | ',' | '(' | ')' | '[' | ']' | '`' | '{' | '}'
            ) && !c.is_whitespace()
        })
        .flat_map(char::to_lowercase)
        .collect()
}

fn names_component(squeezed: &str, extra: &[String]) -> bool {
    let mut s = squeezed.to_owned();
    for h in HARMLESS {
        s = s.replace(h, "");
    }
    COMPONENTS.iter().any(|c| {
        s.contains(c) || {
            let rev: String = c.chars().rev().collect();
            s.contains(&rev)
        }
    }) || extra
        .iter()
        .any(|e| !e.is_empty() && s.contains(e.as_str()))
}

/// Whether `text` names a protected component in any spelling: as written,
/// squeezed, with `\xNN`/`\NNN` escapes decoded, or inside a base64 token.
/// `extra` holds further squeezed names (the install directory's path).
pub fn mentions(text: &str, extra: &[String]) -> bool {
    if names_component(&squeeze(text), extra) {
        return true;
    }
    if text.contains('\\') && names_component(&squeeze(&unescape(text)), extra) {
        return true;
    }
    base64_tokens(text)
        .into_iter()
        .any(|decoded| names_component(&squeeze(&decoded), extra))
}

/// Path fragments that name a protected *location*, squeezed: stronger than
/// a bare word (`grep -rl claude` names no place).
const LOCATIONS: &[&str] = &[
    ".claude",
    // gatehouse's own name is rare outside its paths (unlike `claude`).
    "gatehouse",
    ".codex",
    "settings.json",
    "settings.local.json",
    "gatehouse.toml",
    "state/gatehouse",
    "share/gatehouse",
    "config/gatehouse",
    "gatehouse/sessions",
    "worktree-consent",
    "force-session-cli",
    "session-consent",
    "gatehouse-dispatch",
];

/// Whether `text` names a protected location (a path fragment) in any of
/// the spellings [`mentions`] reads.
pub fn names_location(text: &str) -> bool {
    let has = |t: &str| {
        // `printf '.%s' claude` joins at run time: format slots dropped.
        let s = squeeze(t).replace("%s", "");
        LOCATIONS.iter().any(|l| s.contains(l))
    };
    has(text)
        // `.clau${x}de`: a variable spliced into a word may be empty.
        || (text.contains('$') && has(&without_variables(text)))
        || (text.contains('\\') && has(&unescape(text)))
        || base64_tokens(text).iter().any(|d| has(d))
}

/// `text` with `$NAME` and `${…}` references removed.
fn without_variables(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '$' {
            out.push(c);
            continue;
        }
        if chars.peek() == Some(&'{') {
            for d in chars.by_ref() {
                if d == '}' {
                    break;
                }
            }
        } else {
            while chars
                .peek()
                .is_some_and(|d| d.is_alphanumeric() || *d == '_')
            {
                chars.next();
            }
        }
    }
    out
}

/// Whether `text` spells `word` (lower case) in any of the ways
/// [`mentions`] looks for: squeezed, reversed, escaped or base64-encoded.
pub fn mentions_word(text: &str, word: &str) -> bool {
    let has = |s: &str| {
        let s = squeeze(s);
        let rev: String = word.chars().rev().collect();
        s.contains(word) || s.contains(&rev)
    };
    has(text)
        || (text.contains('\\') && has(&unescape(text)))
        || base64_tokens(text).iter().any(|d| has(d))
}

/// Whether code does more than read: a word that writes, renames, deletes or
/// runs something. `shell_like` adds `>` (awk's and perl's `print > "f"`).
pub fn writes(code: &str, shell_like: bool) -> bool {
    let lower = code.to_lowercase();
    WRITES.iter().any(|w| lower.contains(w)) || (shell_like && lower.contains('>'))
}

/// Whether code hides strings from a reader.
pub fn hides(code: &str) -> bool {
    let lower = code.to_lowercase();
    HIDES.iter().any(|w| lower.contains(w))
}

/// The verdict on code the analysis cannot parse: `Some(why)` when it could
/// reach a protected resource.
pub fn could_reach(code: &str, shell_like: bool, extra: &[String]) -> Option<&'static str> {
    if mentions(code, extra) {
        if writes(code, shell_like) {
            return Some(
                "its text names a protected location and writes, moves, deletes or runs something",
            );
        }
        return None;
    }
    if hides(code) && writes(code, shell_like) {
        return Some(
            "it builds strings a reader cannot see (`chr`, base64, reversal, escapes) and writes or runs something",
        );
    }
    None
}

/// `code` with every quoted literal that `harmless` accepts (a whole path
/// that resolves to nothing protected, such as `'.claude/commands/x.md'`)
/// blanked, so its mention of a protected component does not count.
pub fn mask_harmless(code: &str, harmless: &dyn Fn(&str) -> bool) -> String {
    // Paths assembled from parts (`join`, `..`, `parent`) are left whole:
    // a harmless-looking part may be joined into a protected path.
    let lower = code.to_lowercase();
    if [
        "join", "..", "parent", "resolve", "concat", "format", "%s", "sprintf",
    ]
    .iter()
    .any(|w| lower.contains(w))
    {
        return code.to_owned();
    }
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(i) = rest.find(['\'', '"']) {
        let (before, from) = rest.split_at(i);
        out.push_str(before);
        let quote = from.chars().next().unwrap_or('"');
        let body = from.get(1..).unwrap_or("");
        match body.find(quote) {
            Some(end) => {
                let lit = body.get(..end).unwrap_or("");
                // Only a literal that spells a component whole, and is not
                // glued to another part (`+`, `/`, an adjacent literal).
                let after = body.get(end + 1..).unwrap_or("").trim_start();
                let glued = before.trim_end().ends_with(['+', '/', '\'', '"', '.'])
                    || after.starts_with(['+', '/', '\'', '"', '.', '[']);
                // Interpolated or globbed text (`f'{h}/…'`, `"$ENV{HOME}/…"`,
                // `'~/.c*/x'`) is not the path it looks like.
                let whole = lit.contains('/')
                    && !glued
                    && !lit.contains(['{', '$', '*', '?', '[', '%'])
                    && !lit.contains('\\')
                    && !lit.chars().any(char::is_whitespace)
                    && names_component(&squeeze(lit), &[]);
                // `shutil.copytree('.claude', '/tmp/snap')`, `fs.cpSync(…)`:
                // a protected source copied to a harmless literal is read.
                let copy_source = {
                    let b = before.trim_end().to_lowercase();
                    [
                        "copytree(",
                        "copyfile(",
                        "copy2(",
                        "copy(",
                        "cpsync(",
                        "copyfilesync(",
                        "cp(",
                    ]
                    .iter()
                    .any(|f| b.ends_with(f))
                };
                let dest_harmless = copy_source
                    && after.starts_with(',')
                    && after
                        .get(1..)
                        .map(str::trim_start)
                        .and_then(|a| {
                            let q = a.chars().next().filter(|c| *c == '\'' || *c == '"')?;
                            let inner = a.get(1..)?;
                            inner.find(q).and_then(|e| inner.get(..e))
                        })
                        .is_some_and(|d| {
                            d.contains('/') && !d.contains(['{', '$', '*', '?', '[']) && harmless(d)
                        });
                if (whole && harmless(lit)) || (dest_harmless && !lit.contains(['{', '$', '*'])) {
                    out.push(quote);
                    out.push(quote);
                } else {
                    out.push(quote);
                    out.push_str(lit);
                    out.push(quote);
                }
                rest = body.get(end + 1..).unwrap_or("");
            }
            None => {
                out.push_str(from);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// `\xNN`, `\NNN` (octal) and `\u00NN` escapes decoded; everything else kept.
fn unescape(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c == '\\' {
            let hex = |from: usize, n: usize| -> Option<char> {
                let s: String = chars.get(from..from + n)?.iter().collect();
                u32::from_str_radix(&s, 16).ok().and_then(char::from_u32)
            };
            let oct = |from: usize| -> Option<char> {
                let s: String = chars.get(from..from + 3)?.iter().collect();
                u32::from_str_radix(&s, 8).ok().and_then(char::from_u32)
            };
            match chars.get(i + 1) {
                Some('x') => {
                    if let Some(ch) = hex(i + 2, 2) {
                        out.push(ch);
                        i += 4;
                        continue;
                    }
                }
                Some('u') => {
                    if let Some(ch) = hex(i + 2, 4) {
                        out.push(ch);
                        i += 6;
                        continue;
                    }
                }
                Some(d) if d.is_ascii_digit() => {
                    if let Some(ch) = oct(i + 1) {
                        out.push(ch);
                        i += 4;
                        continue;
                    }
                }
                _ => {}
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

/// The base64 tokens of `text` that decode to printable text.
pub fn decoded(text: &str) -> Vec<String> {
    base64_tokens(text)
        .into_iter()
        .filter(|d| d.chars().all(|c| !c.is_control() || c == '\n' || c == '\t'))
        .collect()
}

/// Every run of 8 or more base64 characters, decoded (invalid ones skipped).
fn base64_tokens(text: &str) -> Vec<String> {
    let is_b64 = |c: char| c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=' | '-' | '_');
    text.split(|c: char| !is_b64(c))
        .filter(|t| t.len() >= 8 && t.len() <= 64 * 1024)
        .filter_map(decode_base64)
        .collect()
}

fn decode_base64(token: &str) -> Option<String> {
    let mut bits: u32 = 0;
    let mut n = 0;
    let mut out = Vec::with_capacity(token.len() * 3 / 4);
    for c in token.trim_end_matches('=').bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push(((bits >> n) & 0xff) as u8);
        }
    }
    String::from_utf8(out).ok()
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
    fn harmless_literals_are_masked() {
        let harmless = |l: &str| l.starts_with(".claude/commands/");
        let code = "open('.claude/commands/x.md','w').write('x')";
        assert!(!mentions(&mask_harmless(code, &harmless), &[]));
        let code = "open('.claude/' + 'settings.json','w')";
        assert!(mentions(&mask_harmless(code, &harmless), &[]));
        let harmless = |_: &str| true;
        for code in [
            "open(h + '/.local/state/gate'+'house'+'/s.json', 'w')",
            "open(os.path.join('.claude/commands', '..', 'settings.json'), 'w')",
            "open('.claude/commands' + '/../settings.json', 'w')",
        ] {
            assert!(mentions(&mask_harmless(code, &harmless), &[]), "{code}");
        }
    }

    #[test]
    fn spellings_of_a_protected_component() {
        for (text, want) in [
            ("open('.claude/settings.json','w')", true),
            ("'.cla'+'ude'", true),
            ("os.path.join(h, '.local', 'state', 'gate' 'house')", true),
            ("Path.home() / '.claude' / 'settings.json'", true),
            ("'edualc.'[::-1]", true),
            ("'\\x2e\\x63laude'", true),
            ("echo LmNsYXVkZS9zZXR0aW5ncy5qc29u | base64 -d", true),
            ("print(open('CLAUDE.md').read())", false),
            ("npm i -g @anthropic-ai/claude-code", false),
            ("import json; print(1)", false),
        ] {
            assert_eq!(mentions(text, &[]), want, "{text}");
        }
    }

    #[test]
    fn reads_pass_writes_and_hidden_writes_do_not() {
        for (code, want) in [
            ("print(open('.claude/settings.json').read())", false),
            ("open('.claude/settings.json','w').write('{}')", true),
            (
                "import os; os.rename(os.path.join('.clau'+'de'), 'x')",
                true,
            ),
            ("open(''.join(map(chr,[46,99])),'w').write('x')", true),
            ("print(sum(range(10)))", false),
        ] {
            assert_eq!(could_reach(code, false, &[]).is_some(), want, "{code}");
        }
    }
}
