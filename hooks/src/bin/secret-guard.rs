//! secret-guard: refuses putting a secret into a file or onto a command line,
//! and reading secret files into the transcript.
//!
//! # What it refuses
//! - A Write, Edit, MultiEdit, NotebookEdit or `apply_patch` whose file, after
//!   the edit, holds a secret it did not hold before; a Bash command line that
//!   carries one (heredocs written to files included). Secrets are recognised
//!   by their documented shapes — private key blocks (`-----BEGIN … PRIVATE
//!   KEY-----` followed by key material), AWS access key ids (`AKIA`/`ASIA`…),
//!   GitHub (`ghp_`, `gho_`, `ghs_`, `ghu_`, `ghr_`, `github_pat_`), GitLab
//!   (`glpat-`), Slack (`xoxb-` …, webhooks), Anthropic (`sk-ant-`), OpenAI
//!   (`sk-proj-`, `sk-…`), Google API (`AIza…`), Stripe live (`sk_live_`,
//!   `rk_live_`), npm (`npm_`), PyPI (`pypi-AgEI…`), signed JWTs — and by a
//!   high-entropy value (Shannon entropy ≥ 3.5 bits/char, ≥ 16 chars, letters
//!   and digits) assigned to a name like `password`, `secret`, `token`,
//!   `api_key`, `Bearer`.
//! - Reading a secret file through Read, Grep or Bash (`cat`, `less`, `head`,
//!   `tail`, `grep`, `sed`, `awk`, `base64`, `xxd`, `< file` …): `.env` and
//!   `.env.*` (not `.env.example`/`.sample`/`.template`/`.dist`/`.defaults`),
//!   `~/.ssh/id_*` (not `.pub`), `~/.aws/credentials`, `~/.config/gcloud/**`
//!   credentials, `~/.netrc`, `~/.pgpass`, `~/.docker/config.json`,
//!   `~/.git-credentials`, `~/.pypirc`, `~/.kube/config`, `~/.config/gh/hosts.yml`.
//!
//! The refusal never echoes the secret: the kind, the line, at most a
//! four-character prefix.
//!
//! # Why (the incident)
//! The reference fleet's `install_secret_guard.py`: a secret written into a
//! file is one `git add` from the remote, and a secret a tool prints is sent to
//! the model provider and kept in transcripts and logs. Rotation after the
//! fact is the only fix, and it is the user's work.
//!
//! # Refused
//! - Write `config.py` with `API_KEY = "sk-proj-…"`; Edit adding a `ghp_…` token
//! - `curl -H "Authorization: Bearer eyJ…"` with a literal token
//! - Read `.env`; `cat ~/.aws/credentials`; `grep KEY .env.local`
//!
//! # Allowed
//! - Placeholders: `changeme`, `${API_KEY}`, `<your-token>`, `xxxx`, `AKIA…EXAMPLE`,
//!   `os.environ["TOKEN"]`; low-entropy or short values
//! - Editing a file that already holds a secret, for anything else (only what
//!   the edit adds counts)
//! - `.env.example`, `id_rsa.pub`; `source .env` / `. .env` (loads the values
//!   into the shell without printing them: a deliberate choice, so scripts can
//!   run; printing them afterwards with `env` is not detected)
//!
//! # Configuration
//! `[secret-guard]`: `enabled`; `allow_paths`: globs of files (test fixtures)
//! where secrets may be written and read, matched against the absolute path
//! and the path relative to the project root.
//!
//! # Escape hatch
//! The user lists the fixture in `allow_paths`, or sets `enabled = false`, in
//! `.claude/gatehouse.toml` (protected from the agent by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict, refusal};
use std::collections::BTreeSet;
use std::path::Path;

const GUARD: Guard = Guard {
    name: "secret-guard",
    events: &[EventKind::PreToolUse],
    keys: &["allow_paths"],
};

const ALLOW_HINT: &str = "the user can list the file in `allow_paths` or set `enabled = false` under `[secret-guard]` in `.claude/gatehouse.toml`";

fn main() {
    payload::run(&GUARD, check)
}

fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let allow = cfg.strings("allow_paths")?.unwrap_or_default();
    let root = cfg.project_root();
    let allowed = |path: &Path| allowed(&allow, path, root);
    match &call.input {
        ToolInput::Read(r) => return Ok(read_verdict(&r.file_path, &p.cwd, &allowed, "Read")),
        ToolInput::Grep(g) => {
            let Some(path) = &g.path else {
                return Ok(Verdict::Allow);
            };
            return Ok(read_verdict(path, &p.cwd, &allowed, "Grep"));
        }
        ToolInput::Bash(b) => return bash(&b.command, &p.cwd, &allowed),
        _ => {}
    }
    let changes = edits::of_tool(&call.input, &p.cwd).map_err(|e| Failure::new(e.0))?;
    for change in changes
        .files
        .iter()
        .filter(|c| !c.deleted && !allowed(&c.path))
    {
        let had: BTreeSet<String> = scan(&change.before).into_iter().map(|h| h.value).collect();
        if let Some(hit) = scan(&change.after)
            .into_iter()
            .find(|h| !had.contains(&h.value))
        {
            let shown = shown_path(&change.path, &p.cwd, root);
            let place = if change.exact { "" } else { " of the new text" };
            return Ok(refusal(GUARD.name, format!("{} putting {} into `{shown}` (line {}{place})", change.via, hit.describe(), hit.line.saturating_sub(change.new_text_from.saturating_sub(1))))
                .rule("secrets never go into files: a secret in a file is one `git add` from the remote, and the transcript keeps it")
                .instead("read it from the environment at run time (`os.environ[\"NAME\"]`, `std::env::var`), write a placeholder such as `${NAME}` or `<your-token>`, and let the user put the value in their untracked `.env`")
                .allow(ALLOW_HINT)
                .verdict());
        }
    }
    Ok(Verdict::Allow)
}

fn bash(command: &str, cwd: &Path, allowed: &dyn Fn(&Path) -> bool) -> Result<Verdict, Failure> {
    let a = shell::analyse(command);
    // A part the parser could not read may hide a read of a secret file: refuse
    // to guess when that part names one (the token scan below reads raw text
    // and needs no parse).
    const SECRET_PARTS: &[&str] = &[
        ".env",
        ".ssh",
        ".aws",
        "gcloud",
        "netrc",
        ".pgpass",
        ".docker",
        "credentials",
        ".pypirc",
        ".kube",
        "hosts.yml",
    ];
    if let Some(p) = a.blocking_problem(|t| SECRET_PARTS.iter().any(|s| t.contains(s))) {
        return Err(Failure::new(format!(
            "cannot analyse the command ({}), and it names a secret file",
            p.reason
        )));
    }
    // Heredocs written only to allowed files (fixtures) are not judged.
    let mut text = command.to_owned();
    for c in &a.commands {
        let writes: Vec<&str> = c
            .redirects
            .iter()
            .filter(|r| {
                matches!(
                    r.kind,
                    shell::RedirectKind::Truncate | shell::RedirectKind::Append
                )
            })
            .filter_map(|r| r.target.as_static())
            .chain(
                if c.program() == Some("tee") {
                    c.arg_texts()
                } else {
                    Vec::new()
                }
                .into_iter()
                .filter(|t| !t.starts_with('-')),
            )
            .collect();
        if !writes.is_empty() && writes.iter().all(|w| allowed(&edits::resolve(w, cwd))) {
            for r in &c.redirects {
                if let Some(body) = r.body.as_deref().filter(|b| !b.is_empty()) {
                    text = text.replacen(body, "", 1);
                }
            }
        }
    }
    if let Some(hit) = scan(&text).into_iter().next() {
        return Ok(refusal(GUARD.name, format!("a Bash command line carrying {} (line {} of the command)", hit.describe(), hit.line))
            .rule("secrets never go onto a command line or into files: the command is kept in the transcript and shell history, and what it writes is one `git add` from the remote")
            .instead("pass it through the environment the user set (`\"$API_TOKEN\"`, `--password-stdin`), or a file the user created; never the literal value")
            .allow("the user can set `enabled = false` under `[secret-guard]` in `.claude/gatehouse.toml`; heredocs written only to files listed in `allow_paths` (fixtures) are not judged")
            .verdict());
    }
    for c in &a.commands {
        let reads_args = c.program().is_some_and(|p| READERS.contains(&p));
        let mut candidates: Vec<&str> = Vec::new();
        if reads_args {
            candidates.extend(
                c.args()
                    .iter()
                    .map(|w| w.text.as_str())
                    .filter(|t| !t.starts_with('-')),
            );
        }
        candidates.extend(
            c.redirects
                .iter()
                .filter(|r| r.kind == shell::RedirectKind::Input)
                .map(|r| r.target.text.as_str()),
        );
        for t in candidates {
            if let Verdict::Deny(d) = read_verdict(
                t,
                cwd,
                allowed,
                &format!("`{}`", c.program().unwrap_or("a command")),
            ) {
                return Ok(Verdict::Deny(d));
            }
        }
    }
    Ok(Verdict::Allow)
}

/// Programs that print (or send on) what they read.
#[rustfmt::skip]
const READERS: &[&str] = &[
    "cat", "bat", "batcat", "less", "more", "most", "head", "tail", "tac", "nl", "grep", "egrep", "fgrep",
    "rg", "ag", "ack", "sed", "awk", "gawk", "cut", "sort", "uniq", "strings", "xxd", "od", "hexdump",
    "base64", "base32", "jq", "yq", "diff", "cmp", "view", "vim", "vi", "nano", "emacs", "code", "open",
    "curl", "scp", "rsync", "nc", "paste", "column", "fold", "pr", "iconv", "gpg", "openssl",
];

fn read_verdict(file: &str, cwd: &Path, allowed: &dyn Fn(&Path) -> bool, via: &str) -> Verdict {
    let path = edits::resolve(file, cwd);
    let Some(kind) = secret_file(file).or_else(|| secret_file(&path.to_string_lossy())) else {
        return Verdict::Allow;
    };
    if allowed(&path) {
        return Verdict::Allow;
    }
    let name = Path::new(file)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(file);
    refusal(GUARD.name, format!("{via} of `{name}` ({kind})"))
        .rule("secret files are never read into the transcript: what a tool prints is sent to the model provider and kept in logs")
        .instead("read `.env.example` (or the code that loads the settings) for the variable names; code should read secrets from the environment at run time; ask the user if you need to know whether a value is set")
        .allow(ALLOW_HINT)
        .verdict()
}

/// What kind of secret file `path` is, if any.
fn secret_file(path: &str) -> Option<&'static str> {
    let p = path.trim_end_matches('/');
    let parts: Vec<&str> = p.split('/').filter(|s| !s.is_empty()).collect();
    let name = *parts.last()?;
    let parent = parts
        .len()
        .checked_sub(2)
        .and_then(|i| parts.get(i))
        .copied()
        .unwrap_or("");
    let under = |dir: &str| parts.contains(&dir);
    if name == ".env" {
        return Some("environment secrets");
    }
    if let Some(variant) = name.strip_prefix(".env.") {
        let public = [
            "example", "sample", "template", "dist", "defaults", "default", "schema", "tmpl", "tpl",
        ];
        return (!public
            .iter()
            .any(|x| variant == *x || variant.ends_with(&format!(".{x}"))))
        .then_some("environment secrets");
    }
    if (parent == ".ssh" && name.starts_with("id_")
        || matches!(name, "id_rsa" | "id_ed25519" | "id_ecdsa" | "id_dsa"))
        && !name.ends_with(".pub")
    {
        return Some("SSH private key");
    }
    Some(match (parent, name) {
        (".aws", "credentials") => "AWS credentials",
        (
            _,
            "application_default_credentials.json"
            | "credentials.db"
            | "access_tokens.db"
            | "adc.json",
        ) if under("gcloud") => "Google Cloud credentials",
        (_, n) if under("gcloud") && n.starts_with("credentials") => "Google Cloud credentials",
        (_, ".netrc" | "_netrc") => "netrc credentials",
        (_, ".pgpass") => "PostgreSQL passwords",
        (".docker", "config.json") => "Docker registry credentials",
        (_, ".git-credentials") => "git credentials",
        (_, ".pypirc") => "PyPI credentials",
        (".kube", "config") => "Kubernetes credentials",
        ("gh", "hosts.yml") => "GitHub CLI token",
        _ => return None,
    })
}

fn allowed(globs: &[String], path: &Path, root: Option<&Path>) -> bool {
    let abs = path.to_string_lossy();
    let rel = root
        .and_then(|r| path.strip_prefix(r).ok())
        .map(|r| r.to_string_lossy().into_owned());
    globs.iter().any(|g| {
        payload::glob::matches(g, &abs)
            || rel.as_deref().is_some_and(|r| payload::glob::matches(g, r))
    })
}

fn shown_path(path: &Path, cwd: &Path, root: Option<&Path>) -> String {
    root.into_iter()
        .chain(std::iter::once(cwd))
        .find_map(|base| path.strip_prefix(base).ok())
        .unwrap_or(path)
        .display()
        .to_string()
}

/// One secret found in a text. `value` is compared, never printed.
#[derive(Debug, Clone)]
struct Hit {
    kind: &'static str,
    line: usize,
    /// At most four characters of the secret (a documented prefix), or the name it is assigned to.
    shown: String,
    value: String,
}

impl Hit {
    fn describe(&self) -> String {
        if self.kind == "credential assignment" {
            // `shown` is the name, never part of the value.
            return format!(
                "a secret (a high-entropy value assigned to `{}`)",
                self.shown
            );
        }
        format!("a secret ({}, `{}…`)", self.kind, self.shown)
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'-'
}

/// The word bytes ([`is_word`]) among eight bytes read as a little-endian
/// `u64`: the high bit of each byte of the answer. Eight bytes per step,
/// with no branch and no table: the shaped-token scan runs over every byte
/// of a written file (a megabyte for a big Write).
fn word_bytes(x: u64) -> u64 {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGH: u64 = ONES * 0x80;
    // The high bit of each byte of `y` (all below 0x80) that lies in
    // `lo..=hi`: adding `0x80 - lo` sets it from `lo` on, adding `0x7f - hi`
    // sets it past `hi`; neither sum carries into the next byte.
    let within = |y: u64, lo: u8, hi: u8| {
        (y + ONES * u64::from(0x80 - lo)) & !(y + ONES * u64::from(0x7f - hi)) & HIGH
    };
    let low = x & !HIGH;
    // Upper-case letters folded onto lower-case ones (and nothing else onto them).
    let folded = low | (ONES * 0x20);
    let word = within(low, b'0', b'9')
        | within(folded, b'a', b'z')
        | within(low, b'_', b'_')
        | within(low, b'-', b'-');
    // Bytes from 0x80 up (UTF-8) are not word bytes.
    word & !x
}

/// Every secret in `text`, in order. One pass over the bytes for the shaped
/// tokens (dispatch on the first byte), one over the separators for
/// assignments; no regex.
fn scan(text: &str) -> Vec<Hit> {
    let mut hits = shaped_tokens(text);
    hits.extend(assignments(text));
    hits.sort_by_key(|h| h.line);
    hits
}

/// The tokens of a documented shape in `text` ([`shaped`]), in order.
fn shaped_tokens(text: &str) -> Vec<Hit> {
    let b = text.as_bytes();
    let mut hits = Vec::new();
    // Lines are counted as the scan moves forward: linear however many hits.
    let (mut line, mut counted) = (1, 0);
    // Bytes before `skip` belong to a token already found.
    let mut skip = 0;
    // A token opens at a word byte after a non-word byte (or at the start):
    // found eight bytes at a time, the last chunk padded with zero bytes.
    let mut tail = [0u8; 8];
    for (to, from) in tail.iter_mut().zip(b.chunks_exact(8).remainder()) {
        *to = *from;
    }
    let chunks = b
        .chunks_exact(8)
        .map(|c| <[u8; 8]>::try_from(c).map_or(0, u64::from_le_bytes))
        .chain(std::iter::once(u64::from_le_bytes(tail)));
    // The word bit of the byte before the chunk, where the chunk's first byte has its own.
    let mut before = 0u64;
    for (n, x) in chunks.enumerate() {
        let word = word_bytes(x);
        let mut starts = word & !(word << 8 | before);
        before = word >> 56;
        while starts != 0 {
            let i = n * 8 + starts.trailing_zeros() as usize / 8;
            starts &= starts - 1;
            let (Some(&c), next) = (b.get(i), b.get(i + 1).copied().unwrap_or(0)) else {
                continue;
            };
            // Most word starts stop here: the first two bytes must fit ([`may_open`]).
            if i < skip || !may_open(c, next) {
                continue;
            }
            let Some((kind, end)) = shaped(text, i) else {
                continue;
            };
            line += b
                .get(counted..i)
                .map_or(0, |s| memchr::memchr_iter(b'\n', s).count());
            counted = i;
            let value = text.get(i..end).unwrap_or("").to_owned();
            hits.push(Hit {
                kind,
                line,
                shown: value.chars().take(4).collect(),
                value,
            });
            skip = end;
        }
    }
    hits
}

/// Whether a shape can start with these two bytes (most positions: none), so
/// that [`shaped`] runs only at candidate positions.
fn may_open(first: u8, second: u8) -> bool {
    match first {
        b'g' => matches!(second, b'h' | b'i' | b'l'),
        b'x' => matches!(second, b'o' | b'a'),
        b's' | b'r' => second == b'k',
        b'n' => second == b'p',
        b'p' => second == b'y',
        b'h' => second == b't',
        b'A' => second.is_ascii_uppercase(),
        b'e' => second == b'y',
        b'-' => second == b'-',
        _ => false,
    }
}

/// The end of a run of bytes satisfying `ok` from `start`.
fn run_end(b: &[u8], start: usize, ok: impl Fn(u8) -> bool) -> usize {
    let mut e = start;
    while b.get(e).is_some_and(|&c| ok(c)) {
        e += 1;
    }
    e
}

fn alnum(c: u8) -> bool {
    c.is_ascii_alphanumeric()
}
fn b64url(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
}

/// A token of a documented shape starting at `i`, where [`may_open`] holds:
/// its kind and end.
#[inline(never)] // called at few positions; inlined, it slowed the byte loop around it threefold
fn shaped(text: &str, i: usize) -> Option<(&'static str, usize)> {
    let b = text.as_bytes();
    let rest = text.get(i..)?;
    // (prefix, kind, body charset, min body length)
    type Shape = (&'static str, &'static str, fn(u8) -> bool, usize);
    const SHAPES: &[Shape] = &[
        ("ghp_", "GitHub token", alnum, 36),
        ("gho_", "GitHub OAuth token", alnum, 36),
        ("ghs_", "GitHub app token", alnum, 36),
        ("ghu_", "GitHub user token", alnum, 36),
        ("ghr_", "GitHub refresh token", alnum, 36),
        ("github_pat_", "GitHub fine-grained token", b64url, 50),
        ("glpat-", "GitLab token", b64url, 20),
        ("xoxb-", "Slack bot token", b64url, 20),
        ("xoxp-", "Slack user token", b64url, 20),
        ("xoxa-", "Slack token", b64url, 20),
        ("xoxr-", "Slack refresh token", b64url, 20),
        ("xoxs-", "Slack token", b64url, 20),
        ("xoxe-", "Slack token", b64url, 20),
        ("xapp-", "Slack app token", b64url, 20),
        ("sk-ant-", "Anthropic API key", b64url, 32),
        ("sk-proj-", "OpenAI API key", b64url, 32),
        ("sk-svcacct-", "OpenAI API key", b64url, 32),
        ("sk-admin-", "OpenAI admin key", b64url, 32),
        ("sk_live_", "Stripe live key", alnum, 24),
        ("rk_live_", "Stripe restricted key", alnum, 24),
        ("npm_", "npm token", alnum, 36),
        ("pypi-AgEIcHlwaS5vcmc", "PyPI token", b64url, 50),
        ("AIza", "Google API key", b64url, 35),
        (
            "https://hooks.slack.com/services/T",
            "Slack webhook",
            |c| alnum(c) || c == b'/',
            20,
        ),
    ];
    // The caller has checked [`may_open`] at `i`.
    let first = *b.get(i)?;
    if matches!(first, b'g' | b'x' | b's' | b'r' | b'n' | b'p' | b'A' | b'h') {
        for (prefix, kind, ok, min) in SHAPES {
            // The first byte first: most candidates match no prefix at all.
            if prefix.as_bytes().first() == Some(&first) && rest.starts_with(*prefix) {
                let end = run_end(b, i + prefix.len(), ok);
                let body = text.get(i + prefix.len()..end)?;
                if body.len() >= *min && !placeholder(body) && entropy(body) >= 3.0 {
                    return Some((kind, end));
                }
            }
        }
        // Legacy OpenAI keys: `sk-` and 32+ letters and digits.
        if rest.starts_with("sk-") {
            let end = run_end(b, i + 3, alnum);
            let body = text.get(i + 3..end)?;
            if body.len() >= 32 && mixed(body) && !placeholder(body) && entropy(body) >= 3.5 {
                return Some(("OpenAI API key", end));
            }
        }
    }
    if first == b'A' || first == b'a' {
        // AWS access key ids: a four-letter type prefix and 16 upper-case letters or digits.
        const AWS: &[&str] = &[
            "AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA", "ABIA", "ACCA",
        ];
        if AWS.iter().any(|p| rest.starts_with(*p)) {
            let end = run_end(b, i, |c| c.is_ascii_uppercase() || c.is_ascii_digit());
            let token = text.get(i..end)?;
            if end - i == 20
                && !b.get(end).is_some_and(|&c| is_word(c))
                && !token.contains("EXAMPLE")
                && entropy(token) >= 3.0
            {
                return Some(("AWS access key id", end));
            }
        }
    }
    if first == b'e' && rest.starts_with("eyJ") {
        // A signed JWT: header.payload.signature, both JSON parts base64url `{"`.
        let h = run_end(b, i, b64url);
        if b.get(h) == Some(&b'.') && text.get(h + 1..)?.starts_with("eyJ") {
            let pl = run_end(b, h + 1, b64url);
            if b.get(pl) == Some(&b'.') {
                let s = run_end(b, pl + 1, b64url);
                if h - i >= 10 && pl - h > 10 && s - pl > 16 {
                    return Some(("signed JWT", s));
                }
            }
        }
    }
    if first == b'-' && rest.starts_with("-----BEGIN ") {
        let line_end = rest.find('\n').unwrap_or(rest.len()).min(80);
        let head = rest.get(..line_end).unwrap_or("");
        if let Some(close) = head.get(11..).and_then(|h| h.find("-----")) {
            let label = head.get(11..11 + close).unwrap_or("");
            if label.ends_with("PRIVATE KEY") || label.ends_with("PRIVATE KEY BLOCK") {
                // Key material must follow: a marker alone is code that looks for keys.
                let after = 11 + close + 5;
                let mut j = i + after;
                loop {
                    if text.get(j..)?.starts_with("\\n") {
                        j += 2;
                    } else if b
                        .get(j)
                        .is_some_and(|c| c.is_ascii_whitespace() || *c == b'"' || *c == b'+')
                    {
                        j += 1;
                    } else {
                        break;
                    }
                }
                // Header lines of encrypted PEM (`Proc-Type: …`) come before the material.
                let body_end = run_end(b, j, |c| {
                    c.is_ascii_alphanumeric() || matches!(c, b'+' | b'/' | b'=')
                });
                let material = text.get(j..body_end).unwrap_or("");
                if material.len() >= 40 && entropy(material) >= 4.0
                    || text.get(j..)?.starts_with("Proc-Type:")
                {
                    return Some(("private key", body_end.max(i + after)));
                }
            }
        }
    }
    None
}

fn mixed(s: &str) -> bool {
    s.bytes().any(|c| c.is_ascii_digit()) && s.bytes().any(|c| c.is_ascii_alphabetic())
}

/// Shannon entropy in bits per character.
fn entropy(s: &str) -> f64 {
    let mut counts = [0u32; 256];
    let mut n = 0u32;
    for c in s.bytes() {
        if let Some(slot) = counts.get_mut(usize::from(c)) {
            *slot += 1;
        }
        n += 1;
    }
    if n == 0 {
        return 0.0;
    }
    let n = f64::from(n);
    counts
        .iter()
        .filter(|&&c| c > 0)
        .map(|&c| f64::from(c) / n)
        .map(|p| -p * p.log2())
        .sum()
}

fn placeholder(v: &str) -> bool {
    let l = v.to_ascii_lowercase();
    #[rustfmt::skip]
    const MARKS: &[&str] = &[
        "changeme", "change_me", "change-me", "example", "placeholder", "your_", "your-", "yourtoken", "yourkey",
        "xxxx", "****", "...", "<", ">", "${", "{{", "%(", "redacted", "dummy", "sample", "fake", "test", "todo",
        "replace", "insert", "secret_here", "token_here", "0000000000", "1234567890", "abcdef",
    ];
    MARKS.iter().any(|m| l.contains(m))
}

/// True when `name` contains, in any case, a word naming a credential:
/// `password`, `passwd`, `secret`, `token`, `api_key`, `apikey`, `api-key`,
/// `access_key`, `private_key`, `auth_key`, `credential`, `bearer`.
/// Dispatches on the first byte and allocates nothing: it runs at every `=`
/// and `:` of the text.
fn names_credential(name: &[u8]) -> bool {
    (0..name.len()).any(|i| {
        let rest = name.get(i..).unwrap_or(&[]);
        let has = |w: &str| {
            rest.get(..w.len())
                .is_some_and(|s| s.eq_ignore_ascii_case(w.as_bytes()))
        };
        match rest.first().map(u8::to_ascii_lowercase) {
            Some(b'p') => has("passw") && (has("password") || has("passwd")) || has("private_key"),
            Some(b's') => has("secret"),
            Some(b't') => has("token"),
            Some(b'a') => {
                has("api_key")
                    || has("apikey")
                    || has("api-key")
                    || has("access_key")
                    || has("auth_key")
            }
            Some(b'c') => has("credential"),
            Some(b'b') => has("bearer"),
            _ => false,
        }
    })
}

/// Name endings that hold something else: a path, a count, a name.
#[rustfmt::skip]
const NOT_VALUES: &[&str] = &[
    "_file", "_path", "_url", "_uri", "_name", "_type", "_env", "_var", "_count", "_length", "_len", "tokens",
    "tokenizer", "_field", "_header", "_prefix", "_id", "_dir", "_policy", "_limit", "_ttl", "_expiry",
];

/// High-entropy values assigned to credential names: `password = "…"`,
/// `API_TOKEN=…`, `"secret": "…"`, `--token=…`, `Authorization: Bearer …`.
fn assignments(text: &str) -> Vec<Hit> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    // Linear: memchr jumps from separator to separator (a space counts only
    // after `bearer`), and only the identifier before a separator is
    // compared; the line is looked for only when that identifier names a
    // credential (rare), from the last line start found, so lines are
    // counted once however many separators there are.
    let (mut line_no, mut line_start) = (1, 0);
    // Separators in order: every `=` and `:`, and a space after `bearer`
    // (found from the rarer `b`, not from every space).
    let mut bearers = memchr::memchr2_iter(b'b', b'B', b)
        .filter_map(|i| {
            let space = i + 6;
            (b.get(space) == Some(&b' ')
                && b.get(i..space)
                    .is_some_and(|w| w.eq_ignore_ascii_case(b"bearer")))
            .then_some(space)
        })
        .peekable();
    let mut signs = memchr::memchr2_iter(b'=', b':', b).peekable();
    loop {
        let at = match (signs.peek(), bearers.peek()) {
            (Some(s), Some(r)) if r < s => bearers.next(),
            (Some(_), _) => signs.next(),
            (None, _) => bearers.next(),
        };
        let Some(at) = at else { break };
        // The name: identifier characters before the separator (past a
        // closing quote). Neither set holds a line break, so the name is on
        // the separator's line.
        let head = b.get(..at).unwrap_or_default();
        let mut e = at;
        while e > 0
            && head
                .get(e - 1)
                .is_some_and(|&q| q == b' ' || q == b'"' || q == b'\'')
        {
            e -= 1;
        }
        let mut s = e;
        while s > 0
            && head
                .get(s - 1)
                .is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.'))
        {
            s -= 1;
        }
        if e - s < 5 {
            continue;
        }
        let raw = head.get(s..e).unwrap_or(&[]);
        // Most identifiers name no credential: a byte-wise check first,
        // then the lower-cased copy for the exclusions.
        if !names_credential(raw) {
            continue;
        }
        let name = String::from_utf8_lossy(raw).to_ascii_lowercase();
        if NOT_VALUES.iter().any(|x| name.ends_with(x)) {
            continue;
        }
        // Lines as `str::lines` cuts them: at `\n`, without a trailing `\r`.
        let passed = b.get(line_start..at).unwrap_or_default();
        if let Some(last) = memchr::memrchr(b'\n', passed) {
            line_no += memchr::memchr_iter(b'\n', passed).count();
            line_start += last + 1;
        }
        let k = at - line_start;
        let rest = b.get(at..).unwrap_or_default();
        let mut line_end = at + memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        if line_end > line_start && b.get(line_end - 1) == Some(&b'\r') {
            line_end -= 1;
        }
        let line = text.get(line_start..line_end).unwrap_or_default();
        if let Some(value) = value_at(line, k + 1)
            && value.len() >= 16
            && value.len() <= 512
            && !placeholder(value)
            && !code_like(value)
            && mixed(value)
            && entropy(value) >= 3.5
        {
            out.push(Hit {
                kind: "credential assignment",
                line: line_no,
                shown: name.chars().take(24).collect(),
                value: value.to_owned(),
            });
        }
    }
    out
}

/// The value after a separator at `k`: quoted, or a bare run up to a delimiter.
fn value_at(line: &str, k: usize) -> Option<&str> {
    let b = line.as_bytes();
    let mut i = k;
    while b
        .get(i)
        .is_some_and(|&c| c == b' ' || c == b'=' || c == b'>' || c == b'\t')
    {
        i += 1;
    }
    match b.get(i)? {
        q @ (b'"' | b'\'' | b'`') => {
            let start = i + 1;
            let end = start + line.get(start..)?.find(char::from(*q))?;
            line.get(start..end)
        }
        _ => {
            let end = run_end(b, i, |c| {
                !c.is_ascii_whitespace() && !matches!(c, b',' | b';' | b')' | b'}' | b'"' | b'\'')
            });
            line.get(i..end)
        }
    }
}

/// Code, not a literal: a call, an index, an expansion, a dotted reference.
fn code_like(v: &str) -> bool {
    v.contains(['(', '[', ' ', '$'])
        || v.starts_with(['{', '<', '@', '&', '*'])
        || v.bytes()
            .all(|c| c.is_ascii_alphabetic() || matches!(c, b'_' | b'.'))
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
    fn shapes_and_placeholders() {
        let cases: &[(&str, &str, Option<&str>)] = &[
            (
                "github",
                "t = 'ghp_NqVwYS81VP7Hb1DX8pPd5khxE3pyIgKpaUnA'",
                Some("GitHub token"),
            ),
            ("aws", "AKIAYTBX0KJQEVTAVETW", Some("AWS access key id")),
            ("aws example", "AKIAIOSFODNN7EXAMPLE", None),
            (
                "ghp repeated",
                "ghp_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                None,
            ),
            (
                "assignment",
                "password = \"Zq8#rT2!mK9vL4pX\"",
                Some("credential assignment"),
            ),
            (
                "assignment env",
                "API_TOKEN=9f8e7d6c5b4a39281706f5e4d3c2b1a0",
                Some("credential assignment"),
            ),
            ("placeholder", "password = \"changeme-please-1234\"", None),
            ("expansion", "API_TOKEN=${API_TOKEN}", None),
            ("code", "token = os.environ[\"GITHUB_TOKEN_VALUE_2\"]", None),
            (
                "path",
                "token_file = \"/run/secrets/api-token-2024-x9\"",
                None,
            ),
            (
                "task word",
                "the-task-runner-abcdefghijklmnopqrstuvwxyz0123456789",
                None,
            ),
        ];
        for (name, text, want) in cases {
            let got = scan(text).first().map(|h| h.kind);
            assert_eq!(got, *want, "{name}");
        }
    }

    #[test]
    fn word_bytes_agrees_with_is_word_at_every_position() {
        for byte in 0..=u8::MAX {
            for at in 0..8 {
                let mut eight = *b"  ..::==";
                eight[at] = byte;
                let found = word_bytes(u64::from_le_bytes(eight));
                for (k, &b) in eight.iter().enumerate() {
                    let flagged = found >> (k * 8 + 7) & 1 == 1;
                    assert_eq!(flagged, is_word(b), "byte {b:#04x} at {k}");
                }
            }
        }
    }

    /// The shaped-token scan, one byte at a time: the reference for the
    /// eight-byte steps of [`shaped_tokens`].
    fn shaped_bytewise(text: &str) -> Vec<(&'static str, usize, String)> {
        let b = text.as_bytes();
        let (mut hits, mut skip) = (Vec::new(), 0);
        for i in 0..b.len() {
            let start = i == 0 || !is_word(b[i - 1]);
            if start
                && i >= skip
                && may_open(b[i], b.get(i + 1).copied().unwrap_or(0))
                && let Some((kind, end)) = shaped(text, i)
            {
                let line = 1 + b[..i].iter().filter(|&&c| c == b'\n').count();
                hits.push((kind, line, text[i..end].to_owned()));
                skip = end;
            }
        }
        hits
    }

    #[test]
    fn shaped_tokens_agree_with_the_bytewise_scan_on_generated_text() {
        let pieces = [
            "ghp_",
            "aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5",
            " ",
            "\n",
            "é",
            "-",
            "_",
            "x",
            "=",
            "AKIAQ3EGRTY5UVW7XYZ2",
            "sk-",
            "ant-",
            "eyJhbGciOiJIUzI1NiJ9",
            ".",
            "xoxb-",
            "glpat-",
            "-----BEGIN RSA PRIVATE KEY-----",
            "MIIEowIBAAKCAQEA7bq9Xk2mQ8vL3pR6nW1zT4yH8jK5lM2n",
            "☃",
            "9",
            "AIza",
            "https://hooks.slack.com/services/T",
            "\r\n",
            "A",
            "ey",
            "--",
            "\"",
        ];
        let (mut seed, mut found) = (0x9e37_79b9_7f4a_7c15_u64, 0);
        for _ in 0..30_000 {
            let mut text = String::new();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            for _ in 0..seed % 40 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            let want = shaped_bytewise(&text);
            let got: Vec<_> = shaped_tokens(&text)
                .into_iter()
                .map(|h| (h.kind, h.line, h.value))
                .collect();
            assert_eq!(got, want, "{text:?}");
            found += want.len();
        }
        assert!(found > 10_000, "the pieces make secrets: {found}");
    }

    #[test]
    fn secret_files() {
        for (p, secret) in [
            (".env", true),
            ("/r/.env.local", true),
            (".env.example", false),
            ("~/.ssh/id_ed25519", true),
            ("/home/u/.ssh/id_ed25519.pub", false),
            ("/home/u/.aws/credentials", true),
            (
                "/home/u/.config/gcloud/legacy_credentials/a@b/adc.json",
                true,
            ),
            ("/home/u/.netrc", true),
            ("src/env.py", false),
        ] {
            assert_eq!(secret_file(p).is_some(), secret, "{p}");
        }
    }
}
