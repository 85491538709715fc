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
//!   Also a password in a URL (`postgres://admin:S3cret@db`), a literal
//!   password for a name with `pass`/`pwd` as a part (`DB_PASS = "…"`, eight
//!   characters of two kinds), and a shaped token assembled in the same text
//!   (`"ghp_" + "…"`, `"".join([...])`, `b64decode("…")`, `"…"[::-1]`; in
//!   texts up to 256 KB).
//!   Values that are URLs, paths, URL-encoded test strings (`p%40ss`),
//!   identifiers (`MY_SECRET_KEY_V2`) or hex hashes never count.
//! - A Bash command that carries a secret: the shapes above anywhere in it,
//!   a password flag of a common client (`mysql -pS3cret`, `docker login -p`,
//!   `sshpass -p`, `redis-cli -a`, `curl -u user:pass`, `htpasswd -b`), a
//!   credential option of any program (`--password=…`, `--token …`,
//!   `--api-key …`), a credential variable set to a literal
//!   (`PGPASSWORD=… psql`, `export DB_PASS=…`), a literal fed on standard
//!   input to a command that reads a secret there (`echo … | docker login
//!   --password-stdin`, `<<< …`, `chpasswd`), or a token split across
//!   variables, quoted pieces or `printf` arguments, base64-encoded or reversed
//!   (`echo … | base64 -d`, `| rev`) and put back together in the command;
//!   a request header (`-H 'X-API-Key: …'`, `Authorization: token …`) or
//!   query string (`?api_key=…`) holding one; a credential set by name
//!   (`heroku config:set API_KEY=…`, `--from-literal=password=…`, `aws
//!   configure set aws_secret_access_key …`, `rabbitmqctl add_user u …`);
//!   password options of `openssl` (`-k`, `-passout pass:…`), `7z -p`, `zip
//!   -P`, `ldapsearch -w`, `gh secret set -b`; a literal fed to `sudo -S`.
//!   What the command writes is rebuilt as the file guards rebuild it
//!   (`printf 'KEY=%s\n' '…' >> .env`) and judged as a Write.
//! - In files also: XML elements (`<password>…</password>`), `.netrc` lines,
//!   basic-auth pairs (`auth=("admin", "…")`), connection strings'
//!   `AccountKey=…`, and token pieces held in variables joined by name (`a +
//!   b`, `f"{a}…"`).
//! - Reading a secret file, decided by resource, not by program: any program
//!   that names a secret file (or a glob or brace expansion that can expand to
//!   one: `.env*`, `~/.ssh/*`, `~/.ssh/id_{rsa,ed25519}`; or a path through
//!   `$HOME`) as an operand, an `--opt=`/`if=` value, `@file` or `< file`,
//!   except the programs that do not print contents (`ls`, `stat`, `test`,
//!   `chmod`, `rm`, `mv`, `touch`, `source`/`.`, `ssh`, `ssh-add`,
//!   `ssh-keygen`, `grep -q/-l/-c`, `sed -i`, `git` but `show`/`diff`/`log`…,
//!   the destination of `cp`), and values of options that use a secret without
//!   printing it (`--env-file`, `ssh -i`). So `cp .env /tmp/e`, `dd if=.env`,
//!   `curl -d @.env`, `tar cz ~/.ssh`, `python -c "open('.env')"` (quoted
//!   paths in interpreter code), `for f in .env*; do cat "$f"; done`, names
//!   fed to a reader (`echo .env | xargs cat`, `find -name '.env*' -exec cat`),
//!   and a whole key directory (`cp -r ~/.aws`, `grep -r x ~/.ssh`).
//!   Recursive searches (`grep -r`, `rg --hidden`) over a tree that holds a
//!   secret file (looked for on disk, bounded), or for a credential name
//!   spelled as a `.env` spells it (`grep -r API_KEY .`, or any case with
//!   `-i`: `grep -ri 'api[_-]?key' .`) over the whole project without an
//!   `--include`/`--exclude` (a lower-case code search, `grep -rn token .`,
//!   passes when no secret file is below). The Read tool, the Grep tool (`path` or `glob`
//!   naming one: `{"glob": ".env*"}`) and the Glob tool (a pattern that can
//!   only list secret files) too.
//! - Credential printers and environment dumps whose output reaches the
//!   transcript (not captured by `$(…)`, redirected to a file or piped into a
//!   consumer such as `docker login --password-stdin`): `gh auth token`,
//!   `gh auth status -t`, `gcloud auth print-access-token`, `aws configure get
//!   aws_secret_access_key`, `aws ecr get-login-password`, `kubectl config
//!   view --raw`, `kubectl get secret -o yaml`, `vault kv get`, `security
//!   find-generic-password -w`, `git credential fill` … (a table);
//!   `printenv`, `env` alone, `export -p`, `set`, `declare -x`, `echo
//!   "$API_TOKEN"` (not `${#X}`/`${X:+set}`), `/proc/*/environ`, and
//!   interpreter code that prints the environment or a credential variable
//!   (`print(os.environ)`, `console.log(process.env)`, `node -p
//!   process.env.X`, `awk` over `ENVIRON`), `${!name}` indirection, BSD
//!   `ps e` (every process's environment), a container's environment
//!   (`docker inspect` without a `--format` that leaves it out, `docker exec
//!   app env`), `docker compose config` (interpolated values), `terraform
//!   show`/`output -json`, `heroku config`, `doppler secrets`, `bw get`,
//!   `gpg --export-secret-keys`, a `get` of a key or token from a tool's
//!   configuration (`aws configure get aws_access_key_id`, `npm config get
//!   …_authToken`). Also `$(<.env)`, a read after `cd ~/.aws`, and a secret
//!   file read under another name made by `ln`/`mv`/`cp` in the command, and
//!   a secret file read by a database shell's dot-command or file function
//!   (`sqlite3 :memory: '.import .env t'`, `duckdb -c "select * from
//!   read_csv('.env')"`).
//! - More of the same classes: git's other printers of a file
//!   (`format-patch`, `whatchanged`, `reflog`, `diff-tree`, `git -C dir
//!   show`), `git stash show -p` without a pathspec when the project holds a
//!   secret file; a name set in the command (`F=~/.aws/credentials; less
//!   $F`), bracket globs (`.[e]nv`); decrypters printing a secrets file (`sops
//!   -d`, `gpg -d secrets.json.asc`, `age -d`, `ansible-vault view`); `.env`
//!   printers (`dotenv list`, `direnv export json`); a dump run by a secret
//!   injector (`doppler run -- printenv`, `op run -- env`, `docker run
//!   --env-file .env alpine env`); a credential or connection-string variable
//!   fed to a printer (`cat <<< "$TOKEN"`, `echo $DATABASE_URL`) or a
//!   printer's output kept in a variable and echoed; and tokens hidden by
//!   hex, escapes, character codes, base32 or rot13 (`bytes.fromhex(…)`,
//!   `String.fromCharCode(…)`, `printf '\x67…'`, `codecs.decode(…, "rot13")`).
//!
//! Secret files (one table, [`secret_file`]; more with `secret_files`):
//! `.env`, `.env.*`, `*.env`, `.envrc` (not `.example`/`.sample`/
//! `.template`/`.dist`/`.defaults`/`.schema`), every file in `.ssh` but public
//! keys, `known_hosts`, `config` and `authorized_keys`, `id_rsa`-style names
//! anywhere, `~/.aws/credentials`, gcloud credentials, `.netrc`, `.pgpass`,
//! `.npmrc`, `.pypirc`, `.git-credentials`, `~/.docker/config.json`,
//! `~/.kube/config`, `gh`/`hub` tokens, `~/.cargo/credentials`, `.vault-token`,
//! `.htpasswd`, Terraform and Azure tokens, `secrets.{json,yaml,toml}`,
//! `credentials.json`, `client_secret.json`, service-account keys, private key
//! files (`*.key`, `*.p12`, `*.pfx`, `*key*.pem`), key stores (`*.jks`),
//! GnuPG private keys, Terraform state and `*.tfvars`, `.my.cnf`, `.s3cfg`,
//! `.boto`, `rclone.conf`, `secrets.*`/`credentials.*` that are not code or
//! docs, mounted secrets (`/run/secrets/*`), `/proc/*/environ`; and a backup of
//! any of them (`.env~`, `id_rsa.bak`, `.orig`, `.old`, `.swp`, `.save`).
//!
//! Out of reach: a secret file read by a program that gets its name at run
//! time from something not in the command (a script file, a variable set
//! elsewhere, a program's own command language); a credential printed by a
//! tool not in the table; secrets compressed or encrypted; the Glob tool
//! needs `Glob` in the hook's matcher.
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
//! - Read `.env`; `cat ~/.aws/credentials`; `grep KEY .env.local`; `cat .env*`;
//!   `cp .env /tmp/e && cat /tmp/e`; `echo .env | xargs cat`; `gh auth token`;
//!   `printenv`; `mysql -u root -pS3cret`; `DB_PASS = "Tr0ub4dor&3"` in a file
//!
//! # Allowed
//! - Placeholders: `changeme`, `${API_KEY}`, `<your-token>`, `xxxx`, `AKIA…EXAMPLE`,
//!   `os.environ["TOKEN"]`; low-entropy or short values
//! - Editing a file that already holds a secret, for anything else (only what
//!   the edit adds counts)
//! - `.env.example`, `id_rsa.pub`, `~/.ssh/known_hosts`; `source .env` / `. .env`,
//!   `--env-file .env`, `ssh -i ~/.ssh/key` (use without printing); `ls ~/.ssh`,
//!   `cp .env.example .env`, `echo X >> .env`, `grep -q X .env`
//! - `token_endpoint = "https://oauth2.googleapis.com/token"`, `password =
//!   'p%40ss%2Fword'`, `postgres://postgres:postgres@localhost` (a dev default),
//!   `export GH_TOKEN=$(gh auth token)`, `aws ecr get-login-password | docker
//!   login --password-stdin`
//!
//! # Configuration
//! `[secret-guard]`: `enabled`; `allow_paths`: globs of files (test fixtures)
//! where secrets may be written and read, matched against the absolute path
//! and the path relative to the project root; `secret_files`: more secret
//! files (globs matched against the path, the project-relative path and the
//! file name), added to the table.
//!
//! # Escape hatch
//! The user lists the fixture in `allow_paths`, or sets `enabled = false`, in
//! `.claude/gatehouse.toml` (protected from the agent by `force-session-cli`).

use payload::{Body, EventKind, Failure, Guard, Payload, Section, ToolInput, Verdict, refusal};
use std::collections::BTreeSet;
use std::path::Path;

pub(crate) const GUARD: Guard = Guard {
    name: "secret-guard",
    events: &[EventKind::PreToolUse],
    keys: &["allow_paths", "secret_files"],
};

const ALLOW_HINT: &str = "the user can list the file in `allow_paths` or set `enabled = false` under `[secret-guard]` in `.claude/gatehouse.toml`";

fn main() {
    payload::run(&GUARD, check)
}

/// What a call may read, and from where.
struct Scope<'a> {
    cwd: &'a Path,
    root: Option<&'a Path>,
    /// `allow_paths`: fixtures where secrets may be written and read.
    allow: Vec<String>,
    /// `secret_files`: more secret files (globs), beside [`secret_file`]'s table.
    extra: Vec<String>,
}

impl Scope<'_> {
    fn allowed(&self, path: &Path) -> bool {
        allowed(&self.allow, path, self.root)
    }

    /// The kind of secret a path (or a glob, or a path with a variable)
    /// names, when it is not an allowed fixture.
    fn secret(&self, text: &str) -> Option<&'static str> {
        let text = text.trim_matches(|c| c == '"' || c == '\'');
        if text.is_empty() || text.len() > 4096 || text.contains("://") {
            return None;
        }
        if text.contains(['*', '?', '{', '[']) {
            return could_match_secret(text);
        }
        let path = edits::resolve(text, self.cwd);
        let kind = secret_file(text)
            .or_else(|| secret_file(&path.to_string_lossy()))
            .or_else(|| self.configured(&path))?;
        (!self.allowed(&path)).then_some(kind)
    }

    fn configured(&self, path: &Path) -> Option<&'static str> {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        allowed(&self.extra, path, self.root)
            .then_some("a secret file listed in `secret_files`")
            .or_else(|| {
                self.extra
                    .iter()
                    .any(|g| payload::glob::matches(g, name))
                    .then_some("a secret file listed in `secret_files`")
            })
    }
}

pub(crate) fn check(p: &Payload, cfg: &Section) -> Result<Verdict, Failure> {
    let Body::Tool(call) = &p.body else {
        return Ok(Verdict::Allow);
    };
    let scope = Scope {
        cwd: &p.cwd,
        root: cfg.project_root(),
        allow: cfg.strings("allow_paths")?.unwrap_or_default(),
        extra: cfg.strings("secret_files")?.unwrap_or_default(),
    };
    match &call.input {
        ToolInput::Read(r) => return Ok(read_verdict(&scope, &r.file_path, "Read")),
        ToolInput::Grep(g) => {
            for target in [g.path.as_deref(), g.glob.as_deref()].into_iter().flatten() {
                // The tool searches below `path`; `glob` filters the names.
                let v = read_verdict(&scope, target, "Grep");
                if v != Verdict::Allow {
                    return Ok(v);
                }
            }
            return Ok(Verdict::Allow);
        }
        ToolInput::Glob(g) => {
            let pattern = match &g.path {
                Some(dir) if !g.pattern.starts_with('/') => format!("{dir}/{}", g.pattern),
                _ => g.pattern.clone(),
            };
            return Ok(read_verdict(&scope, &pattern, "Glob"));
        }
        ToolInput::Bash(b) => return bash(&b.command, &scope),
        _ => {}
    }
    let changes = edits::of_tool(&call.input, &p.cwd).map_err(|e| Failure::new(e.0))?;
    for change in changes
        .files
        .iter()
        .filter(|c| !c.deleted && !scope.allowed(&c.path))
    {
        let had: BTreeSet<String> = scan(&change.before).into_iter().map(|h| h.value).collect();
        if let Some(hit) = scan(&change.after)
            .into_iter()
            .find(|h| !had.contains(&h.value))
        {
            let shown = shown_path(&change.path, &p.cwd, scope.root);
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

fn bash(command: &str, scope: &Scope) -> Result<Verdict, Failure> {
    let a = shell::analyse(command);
    // A part the parser could not read may hide a read of a secret file: refuse
    // to guess when that part names one (the token scan below reads raw text
    // and needs no parse).
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
        if !writes.is_empty()
            && writes
                .iter()
                .all(|w| scope.allowed(&edits::resolve(w, scope.cwd)))
        {
            for r in &c.redirects {
                if let Some(body) = r.body.as_deref().filter(|b| !b.is_empty()) {
                    text = text.replacen(body, "", 1);
                }
            }
        }
    }
    let carried = scan(&text)
        .into_iter()
        .next()
        .or_else(|| passed_secret(&a))
        .or_else(|| assembled_token(&a));
    if let Some(hit) = carried {
        return Ok(refusal(GUARD.name, format!("a Bash command line carrying {} (line {} of the command)", hit.describe(), hit.line))
            .rule("secrets never go onto a command line or into files: the command is kept in the transcript and shell history, and what it writes is one `git add` from the remote")
            .instead("pass it through the environment the user set (`\"$API_TOKEN\"`, `--password-stdin`, a client's prompt), or a file the user created; never the literal value")
            .allow("the user can set `enabled = false` under `[secret-guard]` in `.claude/gatehouse.toml`; heredocs written only to files listed in `allow_paths` (fixtures) are not judged")
            .verdict());
    }
    // What the command writes, rebuilt as the file guards rebuild it
    // (`printf 'KEY=%s\n' 'S3cr3t' >> .env`, `base64 -d > f`).
    if let Ok(changes) = edits::bash::writes(&a, scope.cwd) {
        for change in changes
            .files
            .iter()
            .filter(|c| !c.deleted && !scope.allowed(&c.path))
        {
            let had: BTreeSet<String> = scan(&change.before).into_iter().map(|h| h.value).collect();
            if let Some(hit) = scan(&change.after)
                .into_iter()
                .find(|h| !had.contains(&h.value))
            {
                let shown = shown_path(&change.path, scope.cwd, scope.root);
                return Ok(refusal(GUARD.name, format!("{} writing {} into `{shown}`", change.via, hit.describe()))
                    .rule("secrets never go into files: a secret in a file is one `git add` from the remote, and the transcript keeps it")
                    .instead("let the user put the value in their untracked `.env`; write a placeholder such as `${NAME}` or `<your-token>`")
                    .allow(ALLOW_HINT)
                    .verdict());
            }
        }
    }
    if let Some((what, why)) = reads_secret(&a, scope) {
        return Ok(refusal(GUARD.name, format!("{what} ({why})"))
            .rule("secret files and credentials are never read into the transcript: what a tool prints is sent to the model provider and kept in logs, whatever program prints it")
            .instead("read `.env.example` (or the code that loads the settings) for the variable names; load values without printing them (`set -a; . ./.env; set +a`, `--env-file .env`, `ssh -i KEY`); ask the user if you need to know whether a value is set")
            .allow(ALLOW_HINT)
            .verdict());
    }
    Ok(Verdict::Allow)
}

/// Parts of a path that name a secret file or directory: a command the
/// parser could not read and that holds one of them is refused.
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
    ".npmrc",
    ".kube",
    "hosts.yml",
    "environ",
    "auth token",
];

/// Programs that do not print the content of the files they name: metadata,
/// moves, writers, loaders. A secret path among their arguments is not read
/// into the transcript (a pipeline that turns their output into names for a
/// reader is judged separately).
#[rustfmt::skip]
const NOT_READERS: &[&str] = &[
    "ls", "ll", "la", "stat", "test", "[", "[[", "touch", "rm", "unlink", "shred", "chmod", "chown", "chgrp",
    "mkdir", "rmdir", "file", "mv", "ln", "echo", "printf", "realpath", "readlink", "basename", "dirname",
    "wc", "du", "df", "which", "type", "command", "source", ".", "export", "unset", "true", "false", ":",
    "find", "fd", "tee", "ssh", "ssh-add", "ssh-keygen", "ssh-copy-id", "sftp", "mosh", "direnv", "dotenv",
    "git", "trash", "srm", "setfacl", "getfacl", "lsattr", "chattr", "exit", "cd", "pushd", "popd",
];

/// `git` subcommands that print file contents.
const GIT_READERS: &[&str] = &[
    "show",
    "diff",
    "blame",
    "cat-file",
    "grep",
    "log",
    "archive",
    "format-patch",
    "whatchanged",
    "reflog",
    "diff-tree",
    "diff-index",
    "diff-files",
    "annotate",
    "stash",
];

/// Options whose value is a secret file used without printing it.
const USING_FLAGS: &[&str] = &[
    "-key",
    "-inkey",
    "-signkey",
    "-CAkey",
    "--from-env-file",
    "--from-file",
    "--env-file",
    "-env-file",
    "--identity-file",
    "--key-file",
    "--keyfile",
    "--ssh-key",
    "--private-key",
    "--password-file",
    "--secret-file",
    "--dotenv",
];

/// Commands that print a credential a tool holds: (program, leading
/// arguments, a flag one of which must also be present).
#[rustfmt::skip]
const CREDENTIAL_PRINTERS: &[(&str, &[&str], &[&str])] = &[
    ("gh", &["auth", "token"], &[]),
    ("gh", &["auth", "status"], &["-t", "--show-token"]),
    ("gcloud", &["auth", "print-access-token"], &[]),
    ("gcloud", &["auth", "print-identity-token"], &[]),
    ("gcloud", &["auth", "application-default", "print-access-token"], &[]),
    ("gcloud", &["secrets", "versions", "access"], &[]),
    ("az", &["account", "get-access-token"], &[]),
    ("aws", &["configure", "export-credentials"], &[]),
    ("aws", &["configure", "get", "aws_secret_access_key"], &[]),
    ("aws", &["configure", "get", "aws_session_token"], &[]),
    ("aws", &["sts", "get-session-token"], &[]),
    ("aws", &["ecr", "get-login-password"], &[]),
    ("aws", &["secretsmanager", "get-secret-value"], &[]),
    ("aws", &["ssm", "get-parameter"], &["--with-decryption"]),
    ("git", &["credential", "fill"], &[]),
    ("git", &["credential-store", "get"], &[]),
    ("heroku", &["auth:token"], &[]),
    ("doctl", &["auth", "token"], &[]),
    ("vault", &["print", "token"], &[]),
    ("vault", &["read"], &[]),
    ("vault", &["kv", "get"], &[]),
    ("op", &["read"], &[]),
    ("op", &["item", "get"], &["--reveal", "--format", "--otp"]),
    ("op", &["document", "get"], &[]),
    ("op", &["signin"], &["--raw"]),
    ("aws", &["ssm", "get-parameters"], &["--with-decryption"]),
    ("aws", &["ssm", "get-parameters-by-path"], &["--with-decryption"]),
    ("aws", &["secretsmanager", "batch-get-secret-value"], &[]),
    ("aws", &["iam", "create-access-key"], &[]),
    ("aws", &["iam", "create-service-specific-credential"], &[]),
    ("aws", &["sts", "assume-role"], &[]),
    ("aws", &["sts", "assume-role-with-web-identity"], &[]),
    ("aws", &["sts", "assume-role-with-saml"], &[]),
    ("aws", &["sts", "get-federation-token"], &[]),
    ("aws", &["lambda", "get-function-configuration"], &[]),
    ("aws", &["lambda", "get-function"], &[]),
    ("aws", &["ecr", "get-authorization-token"], &[]),
    ("aws", &["codeartifact", "get-authorization-token"], &[]),
    ("aws", &["kms", "decrypt"], &[]),
    ("aws", &["rds", "generate-db-auth-token"], &[]),
    ("az", &["storage", "account", "keys", "list"], &[]),
    ("az", &["storage", "account", "show-connection-string"], &[]),
    ("az", &["acr", "credential", "show"], &[]),
    ("az", &["acr", "login"], &["--expose-token"]),
    ("az", &["cosmosdb", "keys", "list"], &[]),
    ("az", &["webapp", "config", "appsettings", "list"], &[]),
    ("az", &["functionapp", "config", "appsettings", "list"], &[]),
    ("az", &["ad", "sp", "create-for-rbac"], &[]),
    ("az", &["ad", "sp", "credential", "reset"], &[]),
    ("gcloud", &["sql", "generate-login-token"], &[]),
    ("glab", &["auth", "status"], &["-t", "--show-token"]),
    ("infisical", &["export"], &[]),
    ("infisical", &["secrets"], &[]),
    ("chamber", &["export"], &[]),
    ("chamber", &["read"], &[]),
    ("gopass", &["show"], &[]),
    ("gopass", &["cat"], &[]),
    ("keyring", &["get"], &[]),
    ("pulumi", &["config", "get"], &[]),
    ("pulumi", &["config"], &["--show-secrets"]),
    ("pulumi", &["stack", "output"], &["--show-secrets"]),
    ("pulumi", &["stack", "export"], &["--show-secrets"]),
    ("terraform", &["state", "pull"], &[]),
    ("tofu", &["state", "pull"], &[]),
    ("tofu", &["output"], &["-json", "-raw"]),
    ("supabase", &["status"], &[]),
    ("vercel", &["env", "pull"], &["/dev/stdout"]),
    ("fly", &["ssh", "console"], &["env"]),
    ("railway", &["variables"], &[]),
    ("netlify", &["env:list"], &["--plain", "--json"]),
    ("firebase", &["functions:config:get"], &[]),
    ("kubectl", &["create", "token"], &[]),
    ("docker-credential-desktop", &["get"], &[]),
    ("docker-credential-osxkeychain", &["get"], &[]),
    ("docker-credential-pass", &["get"], &[]),
    ("docker-credential-secretservice", &["get"], &[]),
    ("security", &["find-generic-password"], &["-w", "-g"]),
    ("security", &["find-internet-password"], &["-w", "-g"]),
    ("kubectl", &["config", "view"], &["--raw"]),
    ("kubectl", &["get", "secret"], &["-o", "--output", "-oyaml", "-ojson", "-o=yaml", "-o=json"]),
    ("kubectl", &["get", "secrets"], &["-o", "--output", "-oyaml", "-ojson", "-o=yaml", "-o=json"]),
    ("npm", &["token", "create"], &[]),
    ("pass", &["show"], &[]),
    ("lpass", &["show"], &[]),
    ("bw", &["get"], &[]),
    ("secret-tool", &["lookup"], &[]),
    ("az", &["keyvault", "secret", "show"], &[]),
    ("az", &["keyvault", "secret", "download"], &[]),
    ("docker", &["compose", "config"], &[]),
    ("docker-compose", &["config"], &[]),
    ("terraform", &["output"], &["-json", "-raw"]),
    ("terraform", &["show"], &[]),
    ("tofu", &["show"], &[]),
    ("rails", &["credentials:show"], &[]),
    ("kubectl", &["view-secret"], &[]),
    ("printenv", &[], &[]),
];

/// Programs a credential may be piped into without being printed.
#[rustfmt::skip]
const CREDENTIAL_SINKS: &[&str] = &[
    "docker", "podman", "helm", "buildah", "skopeo", "oras", "crane", "gh", "kubectl", "npm", "xclip", "xsel",
    "pbcopy", "wl-copy", "ssh-add", "gpg", "age", "vault", "cosign", "twine", "read", "keyring",
];

/// Whether `a` reads a secret file or prints a credential: (what, why).
fn reads_secret(a: &shell::Analysis, scope: &Scope) -> Option<(String, String)> {
    // `for f in .env*; do cat "$f"; done`: the items are names for the body.
    for l in a.loops.iter().filter(|l| l.kind == shell::LoopKind::For) {
        let head = l.text.split([';', '\n']).next().unwrap_or("");
        if let Some(items) = head.split_once(" in ").map(|(_, i)| i)
            && let Some((item, kind)) = items
                .split_whitespace()
                .map(|t| t.trim_matches(|c| c == '"' || c == '\''))
                .find_map(|t| scope.secret(t).or_else(|| secret_dir(t)).map(|k| (t, k)))
            && a.commands
                .iter()
                .any(|c| c.program().is_some_and(|p| !NOT_READERS.contains(&p)))
        {
            return Some((
                format!("`{}` reading `{item}`", short(&l.text)),
                kind.into(),
            ));
        }
    }
    // Names a secret file takes within the command (`ln -s .env n.txt`,
    // `mv .env x`), and the directory `cd`/`pushd` moved to.
    let mut aliases: Vec<(String, &'static str)> = Vec::new();
    let mut dir: Option<String> = None;
    for (i, c) in a.commands.iter().enumerate() {
        let prog = c.program().unwrap_or("");
        let shown = || format!("`{}`", short(&c.text));
        // `$(<.env)`: bash reads the file into the word.
        for w in c.argv.iter().chain(c.redirects.iter().map(|r| &r.target)) {
            for (k, _) in w.text.match_indices("$(") {
                let inner = w.text.get(k + 2..).unwrap_or("").trim_start();
                if let Some(file) = inner.strip_prefix('<') {
                    let file = file.trim_start().split(')').next().unwrap_or("").trim();
                    if let Some(kind) = scope.secret(file) {
                        return Some((format!("{} reading `{file}`", shown()), kind.into()));
                    }
                }
            }
        }
        let operands: Vec<&str> = c
            .args()
            .iter()
            .map(|w| w.text.as_str())
            .filter(|t| !t.starts_with('-'))
            .collect();
        if matches!(prog, "cd" | "pushd") {
            dir = operands.first().map(|d| (*d).to_owned());
            continue;
        }
        if !NOT_READERS.contains(&prog) || prog == "git" && git_reads(c.args()) {
            for arg in &operands {
                let relative = dir
                    .as_deref()
                    .filter(|_| !arg.starts_with(['/', '~', '$']))
                    .and_then(|d| scope.secret(&format!("{}/{arg}", d.trim_end_matches('/'))));
                let alias = aliases.iter().find(|(n, _)| n == arg).map(|(_, k)| *k);
                if let Some(kind) = relative.or(alias) {
                    return Some((format!("`{prog}` of `{arg}` in {}", shown()), kind.into()));
                }
            }
        }
        if matches!(prog, "ln" | "mv" | "cp" | "install" | "rsync")
            && let Some((last, sources)) = operands.split_last()
            && let Some(kind) = sources.iter().find_map(|s| scope.secret(s))
        {
            aliases.push(((*last).to_owned(), kind));
        }
        // Input redirections are reads, whatever the program.
        for r in &c.redirects {
            if matches!(
                r.kind,
                shell::RedirectKind::Input | shell::RedirectKind::ReadWrite
            ) && prog != "source"
                && prog != "."
                && let Some(kind) = scope.secret(&r.target.text)
            {
                return Some((
                    format!("{} reading `{}`", shown(), r.target.text),
                    kind.into(),
                ));
            }
        }
        if let Some(why) = dumps_credentials(c, a) {
            return Some((shown(), why));
        }
        if let Some(file) = stash_patch(c, scope) {
            return Some((
                format!("{} (the stash's patch can hold `{file}`)", shown()),
                "prints a stashed diff, whatever files it holds".into(),
            ));
        }
        // A program that loads secrets into a command's environment, running a
        // command that prints it (`doppler run -- printenv`, `op run
        // --no-masking -- env`, `docker run --env-file .env alpine env`).
        if let Some(inner) = injected_command(c) {
            let ia = shell::analyse(&inner);
            for ic in &ia.commands {
                if let Some(why) = dumps_credentials(ic, &ia) {
                    return Some((format!("{} (it runs `{}`)", shown(), short(&ic.text)), why));
                }
                if let Some(script) = &ic.script
                    && prints_environment(&script.text)
                {
                    return Some((
                        format!("{} (it runs `{}`)", shown(), short(&ic.text)),
                        "prints the environment, with every secret in it".into(),
                    ));
                }
            }
        }
        if let Some((arg, kind)) = read_args(c, scope).into_iter().next() {
            return Some((format!("`{prog}` of `{arg}` in {}", shown()), kind.into()));
        }
        // `F=~/.aws/credentials; less "$F"`: a name set in the command (the
        // parser leaves a value with `~` or `$HOME` unsubstituted).
        if !NOT_READERS.contains(&prog) || prog == "git" && git_reads(c.args()) {
            for w in c.args().iter().filter(|w| w.dynamic && w.raw.contains('$')) {
                for s in a.commands.iter().flat_map(|x| x.assignments.iter()) {
                    let value = s.value.raw.trim_matches(|ch| ch == '"' || ch == '\'');
                    let word = w
                        .raw
                        .trim_matches(|ch| ch == '"' || ch == '\'')
                        .replace(&format!("${{{}}}", s.name), value)
                        .replace(&format!("${}", s.name), value);
                    if word != w.raw.trim_matches(|ch| ch == '"' || ch == '\'')
                        && let Some(kind) = scope.secret(&word)
                    {
                        return Some((format!("`{prog}` of `{word}` in {}", shown()), kind.into()));
                    }
                }
            }
        }
        if let Some(why) = recursive_search(c, scope) {
            return Some((shown(), why));
        }
        // `ssh host cat ~/.aws/credentials`: the remote command prints.
        if prog == "ssh"
            && let Some(remote) = ssh_remote_command(c)
            && let Some((what, why)) = reads_secret(&shell::analyse(&remote), scope)
        {
            return Some((format!("{} (on the remote host: {what})", shown()), why));
        }
        if let Some(script) = &c.script {
            // `dotenv_values()` reads `.env` without naming it.
            if ([
                "dotenv_values(",
                "dotenv.parse(",
                "Dotenv.load",
                "DotEnv(",
                "dotenv').config(",
                "dotenv\").config(",
                "dotenv.config(",
            ]
            .iter()
            .any(|f| script.text.contains(f))
                || script.text.contains(".parsed") && script.text.contains("dotenv"))
                && ["print", "console.log", "puts", "pprint", "json.dump"]
                    .iter()
                    .any(|p| script.text.contains(p))
                && let Some(kind) = scope.secret(".env")
            {
                return Some((
                    format!("{} printing the values of `.env`", shown()),
                    kind.into(),
                ));
            }
            if let Some((lit, kind)) = script_literal_secret(&script.text, scope) {
                return Some((format!("{} opening `{lit}`", shown()), kind.into()));
            }
            // `node -p EXPR` prints the expression.
            let printing = c
                .args()
                .iter()
                .any(|w| matches!(w.text.as_str(), "-p" | "--print"));
            let code = if printing && script.interpreter.starts_with("node") {
                format!("console.log({})", script.text)
            } else {
                script.text.clone()
            };
            if prints_environment(&code) {
                return Some((
                    shown(),
                    "prints the environment, with every secret in it".into(),
                ));
            }
        }
        // Names fed to a reader: `echo .env | xargs cat`, `find -name '.env*' -exec cat {} +`.
        let fed = c.ctx.via.iter().any(|v| {
            matches!(
                v,
                shell::Via::Xargs | shell::Via::FindExec | shell::Via::Parallel
            )
        });
        if fed
            && !NOT_READERS.contains(&prog)
            && prog != "xargs"
            && let Some((arg, kind)) = names_before(a, i, scope)
        {
            {
                return Some((
                    format!("{} reading names from `{arg}`", shown()),
                    kind.into(),
                ));
            }
        }
    }
    None
}

/// The command `ssh [options] HOST CMD…` runs on the host, as text.
fn ssh_remote_command(c: &shell::Command) -> Option<String> {
    const VALUED: &[&str] = &[
        "-i", "-p", "-l", "-o", "-F", "-J", "-L", "-R", "-D", "-b", "-c", "-E", "-e", "-m", "-O",
        "-Q", "-S", "-W", "-w", "-B",
    ];
    let args = c.args();
    let mut k = 0;
    while let Some(w) = args.get(k) {
        if VALUED.contains(&w.text.as_str()) {
            k += 2;
        } else if w.text.starts_with('-') {
            k += 1;
        } else {
            break;
        }
    }
    let rest: Vec<&str> = args.get(k + 1..)?.iter().map(|w| w.text.as_str()).collect();
    (!rest.is_empty()).then(|| rest.join(" "))
}

/// The command a secret injector runs with the secrets in its environment
/// (`doppler run -- CMD`, `op run -- CMD`, `infisical run -- CMD`, `dotenv
/// run CMD`, `chamber exec SVC -- CMD`, `aws-vault exec P -- CMD`, `direnv
/// exec DIR CMD`, `sops exec-env FILE 'CMD'`, `docker run --env-file F IMAGE
/// CMD`), as text.
fn injected_command(c: &shell::Command) -> Option<String> {
    let prog = c.program()?;
    let args = c.arg_texts();
    // The words as written: `op run -- sh -c 'echo $X'` keeps its quotes.
    let raw: Vec<&str> = c.args().iter().map(|w| w.raw.as_str()).collect();
    let after_dashes = || {
        args.iter()
            .position(|t| *t == "--")
            .map(|i| raw.get(i + 1..).unwrap_or(&[]).join(" "))
    };
    let first = args.first().copied().unwrap_or("");
    match (prog, first) {
        ("op" | "doppler" | "infisical" | "teller" | "dotenvx" | "varlock", "run")
        | ("chamber" | "aws-vault" | "summon", "exec")
        | ("envchain" | "with-env" | "dotenv-cli", _) => after_dashes(),
        ("dotenv", "run") => after_dashes().or_else(|| {
            let rest: Vec<&str> = args
                .iter()
                .skip(1)
                .skip_while(|t| t.starts_with('-'))
                .copied()
                .collect();
            (!rest.is_empty()).then(|| rest.join(" "))
        }),
        ("direnv", "exec") => {
            let rest = args.get(2..)?;
            (!rest.is_empty()).then(|| rest.join(" "))
        }
        ("sops", "exec-env") => args.get(2).map(|t| (*t).to_owned()),
        ("docker" | "podman", "run")
            if args
                .iter()
                .any(|t| t.starts_with("--env-file") || *t == "-e" || t.starts_with("--env")) =>
        {
            // `docker run [options] IMAGE CMD…`: options with values skipped.
            let mut k = 1;
            while let Some(t) = args.get(k) {
                if !t.starts_with('-') {
                    break;
                }
                let valued = !t.contains('=')
                    && matches!(
                        *t,
                        "-e" | "--env"
                            | "--env-file"
                            | "-v"
                            | "--volume"
                            | "-p"
                            | "--publish"
                            | "-w"
                            | "--workdir"
                            | "--name"
                            | "-u"
                            | "--user"
                            | "--network"
                            | "--entrypoint"
                            | "--platform"
                            | "-l"
                            | "--label"
                            | "--mount"
                    );
                k += if valued { 2 } else { 1 };
            }
            let rest = args.get(k + 1..)?;
            (!rest.is_empty()).then(|| rest.join(" "))
        }
        _ => None,
    }
}

/// Secret paths among a command's arguments, when the program reads them.
fn read_args<'c>(c: &'c shell::Command, scope: &Scope) -> Vec<(&'c str, &'static str)> {
    let prog = c.program().unwrap_or("");
    let args = c.args();
    let mut out = Vec::new();
    if NOT_READERS.contains(&prog) && !(prog == "git" && git_reads(args)) {
        return out;
    }
    if prog == "sed"
        && args
            .iter()
            .any(|w| w.text.starts_with("-i") || w.text == "--in-place")
    {
        return out;
    }
    // `sops -e -i f`, `sops updatekeys f`: encrypted in place, not printed;
    // `vercel env pull .env.local`: the file is written.
    if prog == "sops"
        && args.iter().any(|w| {
            matches!(
                w.text.as_str(),
                "-e" | "--encrypt" | "-i" | "--in-place" | "updatekeys" | "-r" | "--rotate"
            )
        })
        || matches!(prog, "vercel" | "netlify")
            && args
                .iter()
                .any(|w| w.text == "pull" || w.text == "env:pull")
    {
        return out;
    }
    if matches!(prog, "grep" | "egrep" | "fgrep" | "rg")
        && args.iter().any(|w| {
            matches!(
                w.text.as_str(),
                "-q" | "--quiet"
                    | "--silent"
                    | "-l"
                    | "-L"
                    | "-c"
                    | "--count"
                    | "--files-with-matches"
            )
        })
    {
        return out;
    }
    // The destination of a copy is written, not read.
    let positional: Vec<usize> = args
        .iter()
        .enumerate()
        .filter(|(_, w)| !w.text.starts_with('-') || w.text == "-")
        .map(|(k, _)| k)
        .collect();
    let copy = matches!(prog, "cp" | "install" | "rsync" | "scp")
        || matches!(prog, "docker" | "podman" | "kubectl")
            && args.first().is_some_and(|w| w.text == "cp");
    // `docker cp app:/app/.env -` copies to standard output: no destination.
    let dest = copy
        .then(|| positional.last().copied())
        .flatten()
        .filter(|k| args.get(*k).is_some_and(|w| w.text != "-"));
    // The first operand of a pattern or script language is code, not a file
    // (`ls | grep .env`), unless the code comes from `-e`/`-f`.
    let code_first = PROGRAM_FIRST.contains(&prog)
        && !args.iter().any(|w| {
            matches!(
                w.text.as_str(),
                "-e" | "-f" | "--regexp" | "--file" | "--expression"
            )
        });
    let code_at = code_first.then(|| positional.first().copied()).flatten();
    let mut skip_next = false;
    for (k, w) in args.iter().enumerate() {
        if std::mem::take(&mut skip_next) || Some(k) == dest || Some(k) == code_at {
            continue;
        }
        let t = w.text.as_str();
        if USING_FLAGS.contains(&t) || (matches!(prog, "scp" | "rsync") && t == "-i") {
            skip_next = true;
            continue;
        }
        if USING_FLAGS
            .iter()
            .any(|f| t.strip_prefix(f).is_some_and(|r| r.starts_with('=')))
        {
            continue;
        }
        for part in path_parts(t).into_iter().chain(embedded_paths(prog, t)) {
            if let Some(kind) = scope.secret(part).or_else(|| secret_dir(part)) {
                out.push((t, kind));
                break;
            }
        }
        // A name computed by a substitution that mentions a secret file:
        // `cat $(ls -a | grep '^.env')`, ``cat `echo .env` ``.
        if w.dynamic
            && (w.raw.contains("$(") || w.raw.contains('`'))
            && SECRET_PARTS.iter().any(|p| w.raw.contains(p))
        {
            out.push((
                w.raw.as_str(),
                "a file name computed from text that names a secret file",
            ));
        }
    }
    out
}

/// Programs whose first operand is a pattern or a script.
#[rustfmt::skip]
const PROGRAM_FIRST: &[&str] = &[
    "grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "nawk", "sed", "jq", "yq", "gojq",
];

fn git_reads(args: &[shell::Word]) -> bool {
    git_subcommand(args).is_some_and(|(sub, _)| GIT_READERS.contains(&sub))
}

/// `git`'s subcommand and where it stands, past global options and their
/// values (`git -C app show`, `git -c k=v --no-pager log`).
fn git_subcommand(args: &[shell::Word]) -> Option<(&str, usize)> {
    let mut k = 0;
    while let Some(w) = args.get(k) {
        let t = w.text.as_str();
        if matches!(
            t,
            "-C" | "-c" | "--git-dir" | "--work-tree" | "--namespace" | "--exec-path"
        ) {
            k += 2;
        } else if t.starts_with('-') {
            k += 1;
        } else {
            return Some((t, k));
        }
    }
    None
}

/// `git stash show -p` (or `-u`): prints a stashed diff, whose files the
/// command does not name. With no pathspec it may hold any file the stash
/// holds: a secret file in the project may be among them.
fn stash_patch(c: &shell::Command, scope: &Scope) -> Option<String> {
    if c.program() != Some("git") {
        return None;
    }
    let args = c.args();
    let (sub, k) = git_subcommand(args)?;
    let rest: Vec<&str> = args.get(k + 1..)?.iter().map(|w| w.text.as_str()).collect();
    // `git show stash@{0}`, `git diff stash@{0}^1 stash@{0}`: the stash's
    // commits named directly print their patch too.
    let names_stash = rest
        .iter()
        .any(|t| t.starts_with("stash@{") || *t == "stash" || t.starts_with("refs/stash"));
    let patch = match sub {
        "stash" if rest.first() == Some(&"show") => rest.iter().any(|t| {
            matches!(
                *t,
                "-p" | "--patch" | "-u" | "--include-untracked" | "--only-untracked"
            ) || t.starts_with("-p") && !t.starts_with("--")
        }),
        "show" | "diff" | "log" if names_stash => !rest.contains(&"--stat"),
        _ => false,
    };
    let pathspec = rest
        .iter()
        .position(|t| *t == "--")
        .is_some_and(|i| rest.len() > i + 1);
    let path_after_rev =
        sub != "stash" && rest.iter().any(|t| t.contains(':') && !t.starts_with('-'));
    if !patch || pathspec || path_after_rev {
        return None;
    }
    secret_below(scope.root.unwrap_or(scope.cwd), scope)
}

/// The parts of an argument that may be a path: itself, the value of
/// `--opt=`/`if=`, after `@` (`curl -d @.env`), after `:` (`git show HEAD:.env`).
fn path_parts(t: &str) -> Vec<&str> {
    let mut out = vec![t];
    if let Some((_, v)) = t.split_once('=') {
        out.push(v);
    }
    if let Some(v) = t.strip_prefix('@') {
        out.push(v);
    }
    if !t.contains("://")
        && let Some((_, v)) = t.rsplit_once(':')
    {
        out.push(v);
    }
    out
}

/// Paths inside one argument of a database shell: its dot-commands
/// (`sqlite3 :memory: '.import .env t'`, `.read f`, `.open f`) and the
/// quoted names of its file functions (`select readfile('.env')`,
/// duckdb's `read_csv('.env')`): the shell reads those files and prints
/// what a query selects.
fn embedded_paths<'t>(prog: &str, t: &'t str) -> Vec<&'t str> {
    if !matches!(prog, "sqlite3" | "sqlite" | "duckdb" | "litecli") {
        return Vec::new();
    }
    let mut out: Vec<&str> = Vec::new();
    for line in t.lines().map(str::trim) {
        if line.starts_with('.') {
            out.extend(
                line.split_whitespace()
                    .skip(1)
                    .map(|w| w.trim_matches(['"', '\''])),
            );
        }
    }
    out.extend(t.split(['\'', '"']).skip(1).step_by(2));
    out
}

/// A directory that holds secrets (`~/.ssh`, `~/.aws` …), named whole:
/// archived, copied or searched, it reads every key in it.
fn secret_dir(path: &str) -> Option<&'static str> {
    let p = path.trim_end_matches(['/', '*', '.']).trim_end_matches('/');
    let name = p.rsplit('/').next().unwrap_or(p);
    match name {
        ".ssh" => Some("the SSH key directory"),
        ".aws" => Some("the AWS credentials directory"),
        ".gnupg" => Some("the GnuPG key directory"),
        "gcloud" if p.contains(".config") => Some("the Google Cloud credentials directory"),
        ".kube" => Some("the Kubernetes credentials directory"),
        ".password-store" => Some("the password store"),
        _ => None,
    }
}

/// A glob (or brace expansion) that can expand to a secret file.
/// A file name that says it holds secrets (`secrets.json.asc`,
/// `prod.env.gpg`, `vault.yml`): what decrypting it prints is one.
fn secretish_name(t: &str) -> bool {
    let l = t.to_ascii_lowercase();
    [
        "secret", "cred", "passw", "token", ".env", "vault", "private", "apikey", "api_key",
    ]
    .iter()
    .any(|w| l.contains(w))
}

/// A bracket class (`.[e]nv`, `id_[r]sa`) as the alternatives of a brace
/// expansion (`.{e}nv`); a negated or ranged class as `?`.
fn bracket_classes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut rest = pattern;
    while let Some(open) = rest.find('[') {
        out.push_str(rest.get(..open).unwrap_or(""));
        let after = rest.get(open + 1..).unwrap_or("");
        let Some(close) = after.get(1..).and_then(|a| a.find(']')).map(|c| c + 1) else {
            out.push_str(rest.get(open..).unwrap_or(""));
            return out;
        };
        let class = after.get(..close).unwrap_or("");
        if class.starts_with(['!', '^']) || class.contains('-') || class.contains(',') {
            out.push('?');
        } else {
            out.push('{');
            let alts: Vec<String> = class.chars().map(String::from).collect();
            out.push_str(&alts.join(","));
            if alts.len() == 1 {
                out.push(',');
                out.push_str(&alts.join(""));
            }
            out.push('}');
        }
        rest = after.get(close + 1..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

fn could_match_secret(pattern: &str) -> Option<&'static str> {
    let pattern = bracket_classes(pattern)
        .replacen("${HOME}/", "~/", 1)
        .replacen("$HOME/", "~/", 1);
    for alt in braces(&pattern) {
        let (dir, seg) = match alt.rsplit_once('/') {
            Some((d, s)) => (format!("{d}/"), s),
            None => (String::new(), alt.as_str()),
        };
        // A bare `*` matches key files only in a directory of keys
        // (`~/.ssh/*`), not in every directory (`dist/*`).
        let only_wild = seg.bytes().all(|c| matches!(c, b'*' | b'?' | b'.'));
        if only_wild && secret_dir(dir.trim_end_matches('/')).is_none() && !seg.starts_with('.') {
            continue;
        }
        for name in REPRESENTATIVE_NAMES {
            // The shell's `*` does not match a leading dot.
            if name.starts_with('.') && !seg.starts_with('.') {
                continue;
            }
            if payload::glob::matches(seg, name)
                && let Some(kind) = secret_file(&format!("{dir}{name}"))
            {
                return Some(kind);
            }
        }
        if dir.contains(['*', '?'])
            && let Some(kind) = REPRESENTATIVE_PATHS
                .iter()
                .find(|p| payload::glob::matches(&alt, p))
                .and_then(|p| secret_file(p))
        {
            return Some(kind);
        }
    }
    None
}

/// Names a glob is tried against: one of each secret file's shapes.
#[rustfmt::skip]
const REPRESENTATIVE_NAMES: &[&str] = &[
    ".env", ".env.local", ".env.production", ".envrc", "id_rsa", "id_ed25519", "id_ecdsa", "deploy_key",
    "credentials", "credentials.json", ".netrc", ".pgpass", ".npmrc", ".pypirc", ".git-credentials",
    "config.json", "config", "hosts.yml", "environ", "secrets.yaml", "secrets.json", "private.key",
    "server.key", "key.pem", "privkey.pem", "service-account.json", "credentials.toml", ".vault-token",
    "application_default_credentials.json", "prod.env", ".dev.vars",
];

#[rustfmt::skip]
const REPRESENTATIVE_PATHS: &[&str] = &[
    "~/.ssh/id_rsa", "~/.ssh/id_ed25519", "~/.aws/credentials", "~/.docker/config.json", "~/.kube/config",
    "~/.config/gh/hosts.yml", "~/.config/gcloud/application_default_credentials.json", "~/.netrc",
    "/proc/self/environ", "/proc/1/environ",
];

/// One level of `{a,b}` expanded (at most 32 alternatives).
fn braces(s: &str) -> Vec<String> {
    let (Some(open), Some(close)) = (s.find('{'), s.find('}')) else {
        return vec![s.to_owned()];
    };
    let (Some(head), Some(inner), Some(tail)) =
        (s.get(..open), s.get(open + 1..close), s.get(close + 1..))
    else {
        return vec![s.to_owned()];
    };
    if close < open || !inner.contains(',') {
        return vec![s.to_owned()];
    }
    inner
        .split(',')
        .take(32)
        .map(|alt| format!("{head}{alt}{tail}"))
        .collect()
}

/// A secret path named by an earlier pipeline stage whose output feeds
/// command `i` (`echo .env | xargs cat`), or by `find`'s patterns.
fn names_before<'a>(
    a: &'a shell::Analysis,
    i: usize,
    scope: &Scope,
) -> Option<(&'a str, &'static str)> {
    let c = a.commands.get(i)?;
    let finds = c.ctx.via.contains(&shell::Via::FindExec);
    a.commands.get(..i)?.iter().rev().find_map(|p| {
        let feeds = finds && p.program() == Some("find")
            || c.ctx.pipeline.is_some_and(|me| {
                p.ctx
                    .pipeline
                    .is_some_and(|them| them.len == me.len && them.index < me.index)
            });
        if !feeds {
            return None;
        }
        p.args().iter().find_map(|w| {
            let t = w.text.as_str();
            scope
                .secret(t)
                .or_else(|| secret_dir(t))
                .or_else(|| could_match_secret(&format!("{t}*")).filter(|_| t.starts_with(".env")))
                .map(|k| (t, k))
        })
    })
}

/// `printenv`, `env` alone, `export -p`, `set`, `declare -p`, a credential
/// printer (`gh auth token`) whose output reaches the transcript, `echo
/// "$API_TOKEN"`.
fn dumps_credentials(c: &shell::Command, a: &shell::Analysis) -> Option<String> {
    let prog = c.program()?;
    let args = c.arg_texts();
    let bare = args.iter().all(|t| t.starts_with('-'));
    let printed = reaches_transcript(c, a);
    match prog {
        "env" if args.iter().all(|t| t.starts_with('-') || t.contains('=')) && printed => {
            return Some("dumps the environment, with every secret in it".into());
        }
        "printenv" if printed && (bare || args.iter().any(|t| names_credential(t.as_bytes()))) => {
            return Some("prints the environment's secrets".into());
        }
        // `set -x` traces, `set -e` exits: only a bare `set` lists variables.
        "export" | "declare" | "typeset" | "set"
            if printed
                && c.assignments.is_empty()
                && (args.is_empty()
                    || prog != "set"
                        && args
                            .iter()
                            .all(|t| matches!(*t, "-p" | "-x" | "-px" | "-xp"))) =>
        {
            return Some("dumps the environment, with every secret in it".into());
        }
        "echo" | "printf" if printed => {
            // `${!name}`: the value of the variable a loop names, any of them.
            if c.args()
                .iter()
                .any(|w| w.raw.contains("${!") && !w.raw.contains("*}") && !w.raw.contains("@}"))
            {
                return Some("prints variables by indirection, every secret among them".into());
            }
            for w in c.args() {
                if let Some(name) = credential_variable(&w.raw) {
                    return Some(format!("prints the credential variable `{name}`"));
                }
            }
        }
        // `awk 'BEGIN{for (k in ENVIRON) print k, ENVIRON[k]}'`.
        "awk" | "gawk" | "mawk" | "nawk"
            if printed
                && args.iter().any(|t| {
                    t.contains("ENVIRON")
                        && (t.contains(" in ENVIRON") || {
                            t.match_indices("ENVIRON[").any(|(k, _)| {
                                let name: String = t
                                    .get(k + 8..)
                                    .unwrap_or("")
                                    .trim_start_matches('"')
                                    .chars()
                                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                                    .collect();
                                names_credential(name.as_bytes())
                            })
                        })
                }) =>
        {
            return Some("prints the environment's secrets".into());
        }
        // BSD-style `ps e`/`ps auxe`/`ps eww`: every process's environment.
        "ps" if printed
            && args.iter().any(|t| {
                !t.starts_with('-') && t.contains('e') && t.chars().all(|c| c.is_ascii_alphabetic())
            }) =>
        {
            return Some("prints every process's environment, with the secrets in it".into());
        }
        // `docker inspect` prints a container's environment (not with a
        // `--format` that leaves it out); `docker exec app env` dumps it.
        "docker" | "podman" | "kubectl" | "nerdctl" if printed => {
            let sub = args.iter().find(|t| !t.starts_with('-')).copied();
            if sub == Some("inspect") {
                let format = args
                    .iter()
                    .position(|t| matches!(*t, "-f" | "--format"))
                    .and_then(|k| args.get(k + 1))
                    .copied()
                    .or_else(|| args.iter().find_map(|t| t.strip_prefix("--format=")));
                if format.is_none_or(|f| f.contains("Env") || f.contains("json .Config")) {
                    return Some(
                        "prints the container's environment, with the secrets in it".into(),
                    );
                }
            }
            if matches!(sub, Some("exec" | "run")) {
                let inner: Vec<&str> = args.iter().skip(2).copied().collect();
                if let Some(k) = inner.iter().position(|t| matches!(*t, "env" | "printenv"))
                    && inner
                        .iter()
                        .skip(k + 1)
                        .all(|t| t.starts_with('-') || names_credential(t.as_bytes()))
                {
                    return Some(
                        "dumps the container's environment, with every secret in it".into(),
                    );
                }
            }
        }
        "gpg" | "gpg2"
            if printed
                && args.iter().any(|t| {
                    t.starts_with("--export-secret-key") || t.starts_with("--export-secret-subkey")
                }) =>
        {
            return Some("prints a GnuPG private key".into());
        }
        // `aws configure get aws_access_key_id`, `npm config get //…/:_authToken`.
        "aws" | "npm" | "pnpm" | "yarn" | "pip" | "poetry"
            if printed
                && args.len() >= 2
                && args.contains(&"get")
                && args.iter().any(|t| *t == "configure" || *t == "config")
                && args.last().is_some_and(|k| {
                    let l = k.to_ascii_lowercase();
                    (l.contains("key") && !l.contains("keyring"))
                        || l.contains("token")
                        || l.contains("secret")
                        || l.contains("password")
                        || l.contains("_auth")
                }) =>
        {
            return Some("prints a credential from the tool's configuration".into());
        }
        // `doppler secrets` (a table of values), `heroku config`.
        "doppler" | "heroku" if printed => {
            let positional: Vec<&str> = args
                .iter()
                .copied()
                .filter(|t| !t.starts_with('-'))
                .collect();
            if matches!(
                positional.as_slice(),
                ["secrets"] | ["secrets", "get" | "download", ..] | ["config"] | ["config:get", ..]
            ) {
                return Some(format!("prints the secrets `{prog}` holds"));
            }
        }
        // `op item get X --fields password`: older `op` releases print a
        // concealed field without `--reveal`; a credential field is refused.
        "op" if printed
            && args.get(..2) == Some(&["item", "get"])
            && args.iter().enumerate().any(|(k, t)| {
                let v = t
                    .strip_prefix("--fields=")
                    .or_else(|| (*t == "--fields").then(|| args.get(k + 1).copied().unwrap_or("")));
                v.is_some_and(|v| {
                    let l = v.to_ascii_lowercase();
                    [
                        "pass",
                        "token",
                        "secret",
                        "credential",
                        "key",
                        "otp",
                        "totp",
                    ]
                    .iter()
                    .any(|w| l.contains(w))
                })
            }) =>
        {
            return Some("prints a credential field of a 1Password item".into());
        }
        // `op inject -i TEMPLATE` without `-o`: the template with its secrets
        // filled in, on standard output.
        "op" if printed
            && args.first() == Some(&"inject")
            && !args
                .iter()
                .any(|t| matches!(*t, "-o" | "--out-file") || t.starts_with("--out-file=")) =>
        {
            return Some("prints a template with 1Password's secrets filled in".into());
        }
        // Decrypting a secrets file to standard output: `sops -d`, `gpg -d
        // secrets.json.asc`, `age -d`, `ansible-vault view`.
        "sops" | "gpg" | "gpg2" | "age" | "rage"
            if printed
                && args.iter().any(|t| matches!(*t, "-d" | "--decrypt"))
                && !args.iter().any(|t| {
                    matches!(*t, "-i" | "--in-place" | "-o" | "--output")
                        || t.starts_with("--output=")
                })
                && (prog == "sops"
                    || args
                        .iter()
                        .filter(|t| !t.starts_with('-'))
                        .any(|t| secretish_name(t))) =>
        {
            return Some(format!(
                "decrypts a secrets file with `{prog}` to the transcript"
            ));
        }
        "ansible-vault"
            if printed
                && (args.first() == Some(&"view")
                    || args.first() == Some(&"decrypt")
                        && args
                            .windows(2)
                            .any(|w| w.first() == Some(&"--output") && w.get(1) == Some(&"-"))
                    || args.contains(&"--output=-")) =>
        {
            return Some("prints a decrypted Ansible vault".into());
        }
        // `security find-generic-password -ga NAME`: `-g`/`-w` in a cluster.
        "security"
            if printed
                && args
                    .first()
                    .is_some_and(|s| s.starts_with("find-") && s.ends_with("-password"))
                && args.iter().any(|t| {
                    t.starts_with('-')
                        && !t.starts_with("--")
                        && (t.contains('w') || t.contains('g'))
                }) =>
        {
            return Some("prints a password from the keychain".into());
        }
        // `pass NAME`, `gopass NAME`: a bare entry name shows it.
        "pass" | "gopass"
            if printed
                && args.first().is_some_and(|t| {
                    !t.starts_with('-')
                        && !matches!(
                            *t,
                            "ls" | "list"
                                | "find"
                                | "search"
                                | "insert"
                                | "edit"
                                | "rm"
                                | "mv"
                                | "cp"
                                | "init"
                                | "git"
                                | "help"
                                | "version"
                                | "grep"
                                | "sync"
                                | "setup"
                                | "mounts"
                                | "config"
                                | "recipients"
                                | "audit"
                                | "fsck"
                                | "templates"
                        )
                }) =>
        {
            return Some(format!("prints a password `{prog}` holds"));
        }
        // `dotenv list`, `dotenv get KEY` (python-dotenv), `dotenvx get`,
        // `direnv export json`: the values of `.env`/`.envrc`.
        "dotenv" | "dotenvx"
            if printed
                && args
                    .iter()
                    .find(|t| !t.starts_with('-') && !t.contains(".env") && !t.ends_with(".env"))
                    .is_some_and(|t| matches!(*t, "list" | "get" | "decrypt")) =>
        {
            return Some("prints the values of `.env`".into());
        }
        "direnv" if printed && matches!(args.first(), Some(&"export" | &"dump")) => {
            return Some("prints the environment `.envrc` loads".into());
        }
        // `jq -n env`, `jq -n '$ENV'`: the environment as JSON.
        "jq" | "gojq" | "jaq"
            if printed
                && args.iter().any(|t| {
                    let t = t.trim();
                    t == "env" || t == "$ENV" || t.starts_with("env.") || t.starts_with("$ENV.")
                }) =>
        {
            return Some("dumps the environment, with every secret in it".into());
        }
        "systemctl" | "launchctl" | "tmux"
            if printed
                && args.iter().enumerate().any(|(k, t)| {
                    matches!(*t, "show-environment" | "showenv")
                        || *t == "getenv"
                            && args
                                .get(k + 1)
                                .is_none_or(|n| names_credential(n.as_bytes()))
                }) =>
        {
            return Some("dumps an environment, with every secret in it".into());
        }
        _ => {}
    }
    // `cat <<< "$GITHUB_TOKEN"`: a credential variable fed to a program that
    // prints its input.
    if printed
        && matches!(
            prog,
            "cat"
                | "tee"
                | "base64"
                | "xxd"
                | "od"
                | "hexdump"
                | "rev"
                | "tr"
                | "sed"
                | "awk"
                | "cut"
                | "head"
                | "tail"
                | "fold"
                | "sort"
                | "jq"
                | "basenc"
                | "base32"
        )
        && let Some(name) = c
            .redirects
            .iter()
            .filter(|r| r.kind == shell::RedirectKind::HereString)
            .find_map(|r| credential_variable(&r.target.raw))
    {
        return Some(format!("prints the credential variable `{name}`"));
    }
    // `x=$(gh auth token); echo "$x"`: a printer's output kept in a
    // variable and printed.
    if printed && matches!(prog, "echo" | "printf" | "cat") {
        for w in c.args() {
            let mut rest = w.raw.as_str();
            while let Some(at) = rest.find('$') {
                let after = rest.get(at + 1..).unwrap_or("");
                let body = after.strip_prefix('{').unwrap_or(after);
                let name: String = body
                    .chars()
                    .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_')
                    .collect();
                if !name.is_empty()
                    && a.commands.iter().any(|p| {
                        p.ctx.substitution
                            && table_printer(p).is_some()
                            && a.commands.iter().any(|x| {
                                x.assignments.iter().any(|s| {
                                    s.name == name && s.value.raw.contains(p.text.as_str())
                                })
                            })
                    })
                {
                    return Some(format!(
                        "prints `${name}`, which holds a credential a printer gave"
                    ));
                }
                rest = after;
            }
        }
    }
    if let Some(p) = table_printer(c) {
        let echoed = c.ctx.substitution
            && a.commands.iter().any(|e| {
                matches!(e.program(), Some("echo" | "printf" | "cat"))
                    && e.args().iter().any(|w| w.raw.contains(c.text.as_str()))
            });
        if printed || echoed {
            return Some(format!("prints the credential `{p}` holds"));
        }
    }
    None
}

/// The program of [`CREDENTIAL_PRINTERS`] `c` runs, if any, whether or not
/// its output is printed.
fn table_printer(c: &shell::Command) -> Option<&'static str> {
    let prog = c.program()?;
    let args = c.arg_texts();
    // `docker compose config --services`: names, not the interpolated values.
    let names_only = args.iter().any(|t| {
        matches!(
            *t,
            "--services"
                | "--volumes"
                | "--profiles"
                | "--images"
                | "--networks"
                | "-q"
                | "--quiet"
                | "--hash"
        )
    });
    for (p, lead, flags) in CREDENTIAL_PRINTERS {
        if *p != prog || *p == "printenv" || names_only && lead.contains(&"config") {
            continue;
        }
        let positional: Vec<&str> = args
            .iter()
            .copied()
            .filter(|t| !t.starts_with('-'))
            .collect();
        if positional.len() < lead.len() || positional.iter().zip(lead.iter()).any(|(x, y)| x != y)
        {
            continue;
        }
        if !flags.is_empty()
            && !args.iter().any(|t| {
                flags
                    .iter()
                    .any(|f| t == f || t.starts_with(&format!("{f}=")))
            })
        {
            continue;
        }
        return Some(p);
    }
    None
}

/// Whether a command's standard output ends in the transcript: not captured
/// by `$(…)`, not redirected to a file, not piped into a program that
/// consumes a credential without printing it.
fn reaches_transcript(c: &shell::Command, a: &shell::Analysis) -> bool {
    if c.ctx.substitution {
        return false;
    }
    if c.redirects.iter().any(|r| {
        matches!(
            r.kind,
            shell::RedirectKind::Truncate | shell::RedirectKind::Append
        ) && matches!(r.fd, None | Some(1))
            && !r.target.text.starts_with("/dev/std")
            && r.target.text != "/dev/tty"
    }) {
        return false;
    }
    let Some(me) = c.ctx.pipeline else {
        return true;
    };
    if me.index + 1 == me.len {
        return true;
    }
    // The next stage consumes it.
    let next = a.commands.iter().find(|n| {
        n.ctx
            .pipeline
            .is_some_and(|p| p.len == me.len && p.index == me.index + 1)
    });
    // Counted or tested, not printed: `env | wc -l`, `env | grep -c PATH`.
    let counts = |n: &shell::Command| match n.program() {
        Some("wc") => true,
        Some("grep" | "egrep" | "fgrep" | "rg") => n.args().iter().any(|w| {
            matches!(
                w.text.as_str(),
                "-c" | "--count" | "-q" | "--quiet" | "-l" | "-L" | "--silent"
            )
        }),
        _ => false,
    };
    !next.is_some_and(|n| n.program().is_some_and(|p| CREDENTIAL_SINKS.contains(&p)) || counts(n))
}

/// `$API_TOKEN`, `${DB_PASSWORD}` in a word as written (not `${#X}`,
/// `${X:+set}`, `${X:0:4}`, which do not print the value).
fn credential_variable(raw: &str) -> Option<String> {
    let mut rest = raw;
    while let Some(at) = rest.find('$') {
        let after = rest.get(at + 1..).unwrap_or("");
        let (braced, body) = match after.strip_prefix('{') {
            Some(b) => (true, b),
            None => (false, after),
        };
        let name: String = body
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let next = body.get(name.len()..).unwrap_or("");
        // `${X:0:4}` shows a prefix; `${X:0:40}` or `${X:4}` shows the value.
        let substring_len = next
            .strip_prefix(':')
            .filter(|r| r.starts_with(|c: char| c.is_ascii_digit() || c == ' '))
            .map(|r| {
                r.split_once(':')
                    .and_then(|(_, len)| len.split('}').next())
                    .and_then(|len| len.trim().parse::<u32>().ok())
                    .unwrap_or(u32::MAX)
            });
        let hidden = braced
            && (body.starts_with('#')
                || next.starts_with(":+")
                || substring_len.is_some_and(|n| n <= 4)
                || substring_len.is_none() && next.starts_with(':') && !next.starts_with(":-"));
        // `$PWD`, `$OLDPWD`: the shell's directories, not a password.
        if !name.is_empty()
            && !hidden
            && !matches!(name.as_str(), "PWD" | "OLDPWD")
            && (names_credential(name.as_bytes()) && !not_a_value(&name.to_ascii_lowercase())
                || connection_variable(&name))
        {
            return Some(name);
        }
        rest = after;
    }
    None
}

/// Variables that by convention hold a connection string with its password
/// (`DATABASE_URL`, `SENTRY_DSN`, `AZURE_STORAGE_CONNECTION_STRING`,
/// `MONGODB_URI`).
fn connection_variable(name: &str) -> bool {
    let u = name.to_ascii_uppercase();
    u.ends_with("DATABASE_URL")
        || u.ends_with("_DSN")
        || u == "DSN"
        || u.contains("CONNECTION_STRING")
        || u.ends_with("CONN_STR")
        || u.starts_with("MONGO") && u.ends_with("_URI")
}

/// `grep -r PATTERN DIR` (and `rg --hidden`, `ag -u`) over a tree that
/// holds a secret file, or for a credential name over the whole project.
fn recursive_search(c: &shell::Command, scope: &Scope) -> Option<String> {
    let prog = c.program()?;
    let texts = c.arg_texts();
    let flag = |f: &dyn Fn(&str) -> bool| texts.iter().any(|t| f(t));
    let recursive = match prog {
        "grep" | "egrep" | "fgrep" => flag(&|t| {
            t == "--recursive"
                || t == "--dereference-recursive"
                || t.starts_with('-') && !t.starts_with("--") && t.contains(['r', 'R'])
        }),
        "rg" => flag(&|t| matches!(t, "--hidden" | "-uu" | "-uuu" | "--no-ignore" | "-." | "-u")),
        "ag" => flag(&|t| matches!(t, "--hidden" | "-u" | "--unrestricted")),
        _ => false,
    };
    if !recursive {
        return None;
    }
    let insensitive = flag(&|t| {
        t == "-i"
            || t == "--ignore-case"
            || t.starts_with('-') && !t.starts_with("--") && t.contains('i')
    });
    let filtered = flag(&|t| {
        t.starts_with("--include")
            || t.starts_with("--exclude")
            || t.starts_with("-g")
            || t.starts_with("--glob")
            || t.starts_with("-t")
            || t.starts_with("--type")
    });
    let mut positional = texts.iter().copied().filter(|t| !t.starts_with('-'));
    let pattern = if flag(&|t| t == "-e" || t == "-f" || t.starts_with("--regexp")) {
        None
    } else {
        positional.next()
    };
    let roots: Vec<&str> = positional.collect();
    let roots = if roots.is_empty() { vec!["."] } else { roots };
    for root in roots {
        if let Some(kind) = secret_dir(root) {
            return Some(format!("searches {kind}"));
        }
        let broad = matches!(root, "." | "./" | "~" | "~/" | "$HOME" | "/" | "..");
        // `API_KEY` (or any case with `-i`) is how a `.env` spells it; a
        // lower-case `token` is a search of the code, judged by what is on
        // disk below.
        let env_style = pattern.is_some_and(|p| {
            credential_pattern(p) && (!p.bytes().any(|c| c.is_ascii_lowercase()) || insensitive)
        });
        if !filtered && broad && env_style {
            return Some(
                "searches the whole tree for a credential name, `.env` and key files included"
                    .into(),
            );
        }
        if !filtered && let Some(found) = secret_below(&edits::resolve(root, scope.cwd), scope) {
            return Some(format!("searches a tree holding `{found}`"));
        }
    }
    None
}

/// A search pattern for a credential name (`API_KEY`, `api[_-]?key`, `passw`).
fn credential_pattern(p: &str) -> bool {
    let letters: String = p
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    [
        "password",
        "passwd",
        "secret",
        "token",
        "apikey",
        "accesskey",
        "privatekey",
        "credential",
        "authkey",
    ]
    .iter()
    .any(|w| letters.contains(w))
}

/// A secret file below `dir` (bounded: 4 levels, 4,000 entries; `.git`,
/// `node_modules`, virtualenvs and build output skipped).
fn secret_below(dir: &Path, scope: &Scope) -> Option<String> {
    let mut stack = vec![(dir.to_path_buf(), 0usize)];
    let mut budget = 4000usize;
    while let Some((d, depth)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            budget = budget.checked_sub(1)?;
            let name = e.file_name();
            let name = name.to_string_lossy();
            let path = e.path();
            let is_dir = e.file_type().is_ok_and(|t| t.is_dir());
            if is_dir {
                if depth < 4
                    && !matches!(
                        name.as_ref(),
                        ".git"
                            | "node_modules"
                            | ".venv"
                            | "venv"
                            | "target"
                            | "__pycache__"
                            | ".tox"
                            | "dist"
                            | "build"
                    )
                {
                    stack.push((path, depth + 1));
                }
            } else if secret_file(&path.to_string_lossy()).is_some() && !scope.allowed(&path) {
                return Some(name.into_owned());
            }
        }
    }
    None
}

/// A quoted literal in interpreter code that names a secret file
/// (`open(".env")`, `fs.readFileSync('/home/u/.ssh/id_rsa')`).
fn script_literal_secret<'t>(text: &'t str, scope: &Scope) -> Option<(&'t str, &'static str)> {
    let mut rest = text;
    while let Some(at) = rest.find(['"', '\'']) {
        let q = rest.get(at..at + 1).unwrap_or("\"");
        let body = rest.get(at + 1..).unwrap_or("");
        let Some(end) = body.find(q) else { break };
        let lit = body.get(..end).unwrap_or("");
        if !lit.contains(char::is_whitespace)
            && let Some(kind) = scope
                .secret(lit)
                .or_else(|| secret_file(&lit.replacen("~", "/home/u", 1)))
        {
            return Some((lit, kind));
        }
        rest = body.get(end + 1..).unwrap_or("");
    }
    None
}

/// Interpreter code that prints the environment or a credential variable:
/// `print(os.environ)`, `console.log(process.env)`, `print(os.environ["API_TOKEN"])`.
fn prints_environment(code: &str) -> bool {
    let prints = [
        "print",
        "console.log",
        "puts",
        "p ENV",
        "pp ",
        "echo",
        "say",
        "pprint",
        "json.dump",
        "sys.stdout",
        "var_dump",
        "var_export",
    ]
    .iter()
    .any(|p| code.contains(p));
    if !prints {
        return false;
    }
    let whole = [
        "os.environ)",
        "os.environ.items()",
        "os.environ.copy()",
        "dict(os.environ",
        "process.env)",
        "JSON.stringify(process.env",
        "ENV.to_h",
        "p ENV",
        "%ENV",
        "getenv()",
        "$_ENV",
        "$_SERVER",
        "Deno.env.toObject()",
        "Bun.env)",
    ]
    .iter()
    .any(|p| code.contains(p));
    // One variable named like a credential.
    let one = [
        "os.environ[",
        "os.environ.get(",
        "os.getenv(",
        "process.env.",
        "process.env[",
        "ENV[",
    ]
    .iter()
    .any(|p| {
        code.match_indices(p).any(|(k, _)| {
            let name: String = code
                .get(k + p.len()..)
                .unwrap_or("")
                .trim_start_matches(['"', '\''])
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            names_credential(name.as_bytes()) && !not_a_value(&name.to_ascii_lowercase())
        })
    });
    whole || one
}

fn short(text: &str) -> String {
    let line = text.lines().next().unwrap_or("");
    if line.chars().count() > 80 {
        format!("{}…", line.chars().take(80).collect::<String>())
    } else {
        line.to_owned()
    }
}

/// Password flags of common clients: (programs, flag, the value is attached
/// to the flag (`-pSECRET`) rather than the next word).
#[rustfmt::skip]
const PASSWORD_FLAGS: &[(&[&str], &str, bool)] = &[
    (&["mysql", "mysqldump", "mysqladmin", "mariadb", "mariadb-dump", "mysqlimport", "mysqlcheck", "mysqlsh"], "-p", true),
    (&["docker", "podman", "helm", "buildah", "skopeo", "oras", "nerdctl"], "-p", false),
    (&["sshpass"], "-p", false),
    (&["redis-cli"], "-a", false),
    (&["mongo", "mongosh", "mongodump", "mongorestore", "mongoexport", "mongoimport"], "-p", false),
    (&["sqlcmd", "bcp"], "-P", false),
    (&["curl", "wget"], "-u", false),
    (&["curl"], "--user", false),
    (&["smbclient"], "-U", false),
    (&["htpasswd"], "-b", false),
    (&["7z", "7za", "7zr"], "-p", true),
    (&["zip", "unzip", "zipcloak"], "-P", false),
    (&["ldapsearch", "ldapmodify", "ldapadd", "ldapdelete", "ldappasswd"], "-w", false),
    (&["openssl"], "-k", false),
    (&["gh"], "-b", false),
    (&["gh"], "--body", false),
];

/// (program, subcommand, index of the password among the operands).
const POSITIONAL_PASSWORDS: &[(&str, &str, usize)] = &[
    ("rabbitmqctl", "add_user", 2),
    ("rabbitmqctl", "change_password", 2),
    ("poetry", "config", 3),
];

/// Literal secrets passed to a program: a password flag, a credential
/// option (`--token VALUE`), a credential variable (`PGPASSWORD=… psql`).
fn passed_secret(a: &shell::Analysis) -> Option<Hit> {
    // A literal fed to a command that reads a secret on standard input:
    // `echo 'S3cret!' | docker login --password-stdin`, `<<< 'S3cret!'`.
    let takes_secret = |c: &shell::Command| {
        matches!(c.program(), Some("chpasswd" | "passwd" | "vault" | "kinit"))
            || c.ctx.wrappers.iter().any(|w| {
                w.name == "sudo"
                    && w.args
                        .iter()
                        .any(|a| matches!(a.text.as_str(), "-S" | "--stdin"))
            })
            || c.args().iter().any(|w| {
                let t = w.text.as_str();
                t.contains("password-stdin")
                    || t == "--with-token"
                    || t == "--stdin" && c.program() == Some("passwd")
            })
    };
    for c in a.commands.iter().filter(|c| takes_secret(c)) {
        let mut fed: Vec<&str> = c
            .redirects
            .iter()
            .filter(|r| r.kind == shell::RedirectKind::HereString && !r.target.dynamic)
            .map(|r| r.target.text.as_str())
            .collect();
        if let Some(me) = c.ctx.pipeline {
            fed.extend(
                a.commands
                    .iter()
                    .filter(|p| {
                        matches!(p.program(), Some("echo" | "printf"))
                            && p.ctx
                                .pipeline
                                .is_some_and(|q| q.len == me.len && q.index + 1 == me.index)
                    })
                    .flat_map(|p| {
                        p.args()
                            .iter()
                            .filter(|w| !w.dynamic && !w.text.starts_with('-'))
                            .map(|w| w.text.as_str())
                    }),
            );
        }
        if let Some(v) = fed.into_iter().find(|v| passwordish(v.trim())) {
            return Some(named_hit(
                "password option",
                &format!("{} (stdin)", c.program().unwrap_or("a command")),
                v,
            ));
        }
    }
    for c in &a.commands {
        let prog = c.program().unwrap_or("");
        // Clients whose password is a positional argument.
        let positional: Vec<&str> = c
            .arg_texts()
            .into_iter()
            .filter(|t| !t.starts_with('-'))
            .collect();
        for (p, sub, at) in POSITIONAL_PASSWORDS {
            if *p == prog
                && positional.first() == Some(sub)
                && let Some(v) = positional.get(*at)
                && passwordish(v)
            {
                return Some(named_hit("password option", &format!("{prog} {sub}"), v));
            }
        }
        for s in &c.assignments {
            if names_credential(s.name.as_bytes())
                && !not_a_value(&s.name.to_ascii_lowercase())
                && !s.value.dynamic
                && passwordish(&s.value.text)
            {
                return Some(named_hit("password assignment", &s.name, &s.value.text));
            }
        }
        let args = c.args();
        for (k, w) in args.iter().enumerate() {
            let t = w.text.as_str();
            let next = args.get(k + 1);
            for (progs, flag, attached) in PASSWORD_FLAGS {
                if !progs.contains(&prog) {
                    continue;
                }
                // Container tools take `-p` as a password only in `login`.
                if *flag == "-p"
                    && !*attached
                    && matches!(
                        prog,
                        "docker" | "podman" | "helm" | "buildah" | "skopeo" | "oras" | "nerdctl"
                    )
                    && !args.iter().any(|w| w.text == "login")
                {
                    continue;
                }
                let value = if *attached {
                    t.strip_prefix(flag)
                        .filter(|v| !v.is_empty() && !t.starts_with("--"))
                } else if t == *flag {
                    next.filter(|n| !n.dynamic && !n.text.starts_with('-'))
                        .map(|n| n.text.as_str())
                } else {
                    None
                };
                // `user:password` (curl -u), `user%password` (smbclient).
                let value = value.map(|v| match *flag {
                    "-u" | "--user" => v.split_once(':').map_or("", |(_, p)| p),
                    "-U" => v.split_once('%').map_or("", |(_, p)| p),
                    _ => v,
                });
                // `gh` takes a secret's value only in `gh secret set -b`.
                if prog == "gh" && !args.iter().any(|w| w.text == "secret") {
                    continue;
                }
                let value = if *flag == "-b" && prog == "htpasswd" {
                    args.last().map(|l| l.text.as_str())
                } else {
                    value
                };
                if let Some(v) = value.filter(|v| passwordish(v)) {
                    return Some(named_hit("password option", &format!("{prog} {flag}"), v));
                }
            }
            // `openssl … -passout pass:S3cret`.
            if matches!(t, "-pass" | "-passin" | "-passout" | "-password")
                && let Some(v) = next.and_then(|n| n.text.strip_prefix("pass:"))
                && passwordish(v)
            {
                return Some(named_hit("password option", &format!("{prog} {t}"), v));
            }
            // A header of a request: `-H 'Authorization: token …'`, `X-API-Key: …`.
            if matches!(t, "-H" | "--header")
                && let Some(h) = next
                && let Some((name, value)) = h.text.split_once(':')
            {
                let value = value.trim();
                let value = if name.eq_ignore_ascii_case("authorization") {
                    value.split_once(' ').map_or(value, |(_, v)| v.trim())
                } else {
                    value
                };
                if (name.eq_ignore_ascii_case("authorization")
                    || names_credential(name.as_bytes())
                    || name.to_ascii_lowercase().contains("key"))
                    && !h.dynamic
                    && passwordish(value)
                {
                    return Some(named_hit("credential option", name.trim(), value));
                }
            }
            // `https://…?api_key=…`: a credential in a query string.
            if let Some((_, query)) = t.split_once('?').filter(|_| t.contains("://")) {
                for pair in query.split(['&', '#']) {
                    if let Some((k, v)) = pair.split_once('=')
                        && names_credential(k.as_bytes())
                        && !w.dynamic
                        && passwordish(v)
                    {
                        return Some(named_hit("credential option", k, v));
                    }
                }
            }
            // `heroku config:set API_KEY=…`, `--from-literal=password=…`,
            // `aws configure set aws_secret_access_key …`, `poetry config
            // pypi-token.pypi …`: a credential named, its value beside it.
            if !t.starts_with("--") || t.starts_with("--from-literal=") {
                let pair = t.trim_start_matches("--from-literal=");
                if let Some((k, v)) = pair.split_once('=')
                    && !k.is_empty()
                    && !k.starts_with('-')
                    && names_credential(k.as_bytes())
                    && !not_a_value(&k.to_ascii_lowercase())
                    && !w.dynamic
                    && passwordish(v)
                {
                    return Some(named_hit("password assignment", k, v));
                }
                // A bare name with its value in the next word only where a
                // setter takes one (`aws configure set KEY VALUE`, `poetry
                // config KEY VALUE`): elsewhere `grep -n token src/auth.py`
                // names a search pattern and a file.
                if !t.starts_with('-')
                    && !t.contains('=')
                    && args.get(..k).is_some_and(|before| {
                        before
                            .iter()
                            .any(|b| SETTER_VERBS.contains(&b.text.as_str()))
                    })
                    && names_credential(t.as_bytes())
                    && !not_a_value(&t.to_ascii_lowercase().replace(['-', '.'], "_"))
                    && let Some(v) = next.filter(|n| !n.dynamic && !n.text.starts_with('-'))
                    && passwordish(&v.text)
                {
                    return Some(named_hit("password assignment", t, &v.text));
                }
            }
            // `--password=…`, `--token …`, `--api-key …` of any program.
            if let Some(opt) = t.strip_prefix("--").filter(|o| !o.starts_with("no-")) {
                let (name, inline) = match opt.split_once('=') {
                    Some((n, v)) => (n, Some(v)),
                    None => (opt, None),
                };
                let lower = name.to_ascii_lowercase().replace('-', "_");
                if !names_credential(name.as_bytes())
                    || not_a_value(&lower)
                    || lower.ends_with("_stdin")
                    || lower.ends_with("_env")
                    || lower.ends_with("_cmd")
                    || lower.ends_with("_command")
                {
                    continue;
                }
                let value = inline.or_else(|| {
                    next.filter(|n| !n.dynamic && !n.text.starts_with('-'))
                        .map(|n| n.text.as_str())
                });
                if let Some(v) = value.filter(|v| passwordish(v) && !v.contains(['=', '/'])) {
                    return Some(named_hit("credential option", &format!("--{name}"), v));
                }
            }
        }
    }
    None
}

/// Subcommands after which a credential's name may take its value as the
/// next word (`aws configure set`, `poetry config`, `npm config set`,
/// `vault kv put`); not `git add secrets.yaml config/app.yml`, which names
/// files.
const SETTER_VERBS: &[&str] = &["set", "config", "configure", "config:set", "put"];

fn named_hit(kind: &'static str, name: &str, value: &str) -> Hit {
    Hit {
        kind,
        line: 1,
        shown: name.chars().take(24).collect(),
        value: value.to_owned(),
    }
}

/// Defaults of local development servers: not secrets.
#[rustfmt::skip]
const DEV_DEFAULTS: &[&str] = &[
    "root", "password", "pass", "passwd", "secret", "postgres", "mysql", "admin", "guest", "user", "dev",
    "foobared", "redis", "test", "example", "changeme", "default", "letmein", "none", "null", "true", "false",
    "prompt", "stdin", "env", "mongo", "rabbitmq", "docker", "local", "localhost",
];

/// A literal that can be a password: not a placeholder, a variable, a dev
/// default or a word; at least six characters of two kinds (letters,
/// digits, symbols).
fn passwordish(v: &str) -> bool {
    let l = v.to_ascii_lowercase();
    if v.len() < 6
        || v.len() > 512
        || v.contains(['$', '`', ' ', '{', '<', '%'])
        || placeholder(v)
        || DEV_DEFAULTS.contains(&l.as_str())
        || v.contains("://")
    {
        return false;
    }
    let kinds = [
        v.bytes().any(|c| c.is_ascii_lowercase()),
        v.bytes().any(|c| c.is_ascii_uppercase()),
        v.bytes().any(|c| c.is_ascii_digit()),
        v.bytes().any(|c| !c.is_ascii_alphanumeric()),
    ];
    kinds.iter().filter(|k| **k).count() >= 2 && !identifier_like(v) && !word_and_digits(v)
}

/// A word with digits after it (`generatedpassword1`, `Summer2024`): an
/// example, not a chosen secret.
fn word_and_digits(v: &str) -> bool {
    let letters = v.trim_end_matches(|c: char| c.is_ascii_digit());
    let body = letters.get(1..).unwrap_or("");
    !letters.is_empty()
        && letters.len() < v.len()
        && letters.bytes().all(|c| c.is_ascii_alphabetic())
        && body.bytes().all(|c| c.is_ascii_lowercase())
}

/// `8-4-4-4-12` hex digits: an id.
fn uuid(v: &str) -> bool {
    let parts: Vec<&str> = v.split('-').collect();
    parts.iter().map(|p| p.len()).eq([8, 4, 4, 4, 12])
        && parts
            .iter()
            .all(|p| p.bytes().all(|c| c.is_ascii_hexdigit()))
}

/// A token split across variables, quoted pieces or arguments, base64-encoded
/// or reversed, and put back together in the same command.
fn assembled_token(a: &shell::Analysis) -> Option<Hit> {
    let mut joined = String::new();
    for c in &a.commands {
        for s in &c.assignments {
            joined.push_str(&s.value.text);
            if let Some(hit) = decoded_variants(&s.value.raw)
                .into_iter()
                .find_map(|v| shaped_tokens(&v).into_iter().next())
            {
                return Some(hit);
            }
        }
        let mut args = String::new();
        for w in c.args() {
            args.push_str(&w.text);
            if let Some(hit) = decoded_variants(&w.text)
                .into_iter()
                .find_map(|v| shaped_tokens(&v).into_iter().next())
            {
                return Some(hit);
            }
        }
        for r in &c.redirects {
            if let Some(body) = &r.body {
                for v in decoded_variants(body) {
                    if let Some(hit) = shaped_tokens(&v).into_iter().next() {
                        return Some(hit);
                    }
                }
            }
        }
        let after_format: String = c.args().iter().skip(1).map(|w| w.text.as_str()).collect();
        if let Some(hit) = shaped_tokens(&args)
            .into_iter()
            .chain(shaped_tokens(&after_format))
            .next()
        {
            return Some(hit);
        }
    }
    shaped_tokens(&joined).into_iter().next()
}

/// A base64 run decoded to UTF-8 text (standard or URL-safe, padding optional).
fn decoded_text(run: &str) -> Option<String> {
    String::from_utf8(shell::base64_decode(run, usize::MAX)?).ok()
}

/// Text hidden by encodings other than base64: hex runs (`bytes.fromhex`,
/// `xxd -r -p`, `unhexlify`), escapes (`\x67`, `\u0067`, `%67`, `\147`),
/// character codes (`String.fromCharCode(103, 104, …)`, `chr(103)` lists),
/// base32 runs, and rot13 when `rot13` is set. Each decoding that gives
/// text is returned; the caller looks for shaped tokens in it. In a file
/// (`short` false) hex runs are read only where a hex decoder is named.
fn other_decodings(text: &str, rot13: bool, short: bool) -> Vec<String> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let hex_named = short
        || memchr::memmem::find(b, b"hex").is_some()
        || memchr::memmem::find(b, b"xxd").is_some()
        || memchr::memmem::find(b, b"H*").is_some();
    // Hex runs of 32 digits or more (16 bytes: the shortest token).
    let runs = if hex_named { b } else { &[] };
    for run in runs.split(|c| !c.is_ascii_hexdigit()) {
        if run.len() >= 32
            && run.len() % 2 == 0
            && let Some(bytes) = run
                .chunks(2)
                .map(|h| {
                    std::str::from_utf8(h)
                        .ok()
                        .and_then(|h| u8::from_str_radix(h, 16).ok())
                })
                .collect::<Option<Vec<u8>>>()
            && let Ok(t) = String::from_utf8(bytes)
        {
            out.push(t);
        }
    }
    // Escapes: `\xHH`, `\uHHHH`, `%HH`, `\NNN` (octal), decoded in place.
    let escaped = memchr::memmem::find(b, b"\\x").is_some()
        || memchr::memmem::find(b, b"\\u00").is_some()
        || memchr::memchr_iter(b'%', b).count() >= 16
        || memchr::memchr_iter(b'\\', b).count() >= 16;
    if escaped {
        let mut dec = String::with_capacity(text.len());
        let mut i = 0;
        while let Some(&c) = b.get(i) {
            let hex = |from: usize, len: usize| {
                text.get(from..from + len)
                    .filter(|h| h.bytes().all(|x| x.is_ascii_hexdigit()))
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .and_then(char::from_u32)
            };
            let (ch, used) = match (c, b.get(i + 1).copied()) {
                (b'\\', Some(b'x')) => (hex(i + 2, 2), 4),
                (b'\\', Some(b'u')) => (hex(i + 2, 4), 6),
                (b'%', _) => (hex(i + 1, 2), 3),
                (b'\\', Some(d)) if (b'0'..=b'3').contains(&d) => (
                    text.get(i + 1..i + 4)
                        .filter(|o| o.bytes().all(|x| (b'0'..=b'7').contains(&x)))
                        .and_then(|o| u32::from_str_radix(o, 8).ok())
                        .and_then(char::from_u32),
                    4,
                ),
                _ => (None, 1),
            };
            match ch {
                Some(ch) => {
                    dec.push(ch);
                    i += used;
                }
                None => {
                    dec.push(char::from(c));
                    i += 1;
                }
            }
        }
        if dec.is_ascii() {
            out.push(dec);
        }
    }
    // Character codes: 16 or more printable ASCII codes in a row, between
    // commas (a list) or `chr(…)` calls; only in a text with that many commas.
    if memchr::memchr_iter(b',', b).nth(14).is_some()
        || memchr::memmem::find(b, b"chr(").is_some()
        || memchr::memmem::find(b, b"fromCharCode").is_some()
    {
        let mut codes = String::new();
        let mut best = String::new();
        for part in b.split(|c| !c.is_ascii_digit()) {
            if part.is_empty() {
                continue;
            }
            match std::str::from_utf8(part)
                .ok()
                .and_then(|p| p.parse::<u8>().ok())
            {
                Some(n) if (33..127).contains(&n) => codes.push(char::from(n)),
                _ => {
                    if codes.len() > best.len() {
                        best = std::mem::take(&mut codes);
                    }
                    codes.clear();
                }
            }
        }
        if codes.len() > best.len() {
            best = codes;
        }
        if best.len() >= 16 {
            out.push(best);
        }
    }
    // Base32 runs, where a base32 decoder is named (`b32decode`, `base32 -d`).
    if memchr::memmem::find(b, b"b32").is_some()
        || memchr::memmem::find(b, b"base32").is_some()
        || memchr::memmem::find(b, b"Base32").is_some()
    {
        for run in text.split(|c: char| !(c.is_ascii_uppercase() || matches!(c, '2'..='7' | '='))) {
            let run = run.trim_end_matches('=');
            if run.len() >= 32
                && let Some(t) = base32_text(run)
            {
                out.push(t);
            }
        }
    }
    if rot13 {
        out.push(
            text.chars()
                .map(|c| match c {
                    'a'..='z' => char::from(b'a' + (c as u8 - b'a' + 13) % 26),
                    'A'..='Z' => char::from(b'A' + (c as u8 - b'A' + 13) % 26),
                    _ => c,
                })
                .collect(),
        );
    }
    out
}

/// RFC 4648 base32 (no padding) decoded to UTF-8 text.
fn base32_text(run: &str) -> Option<String> {
    let mut bits: u64 = 0;
    let mut n = 0u32;
    let mut out = Vec::with_capacity(run.len() * 5 / 8);
    for c in run.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'2'..=b'7' => c - b'2' + 26,
            _ => return None,
        };
        bits = (bits << 5) | u64::from(v);
        n += 5;
        if n >= 8 {
            n -= 8;
            out.push(((bits >> n) & 0xff) as u8);
        }
    }
    String::from_utf8(out).ok()
}

/// `text` base64-decoded and reversed, where that gives text.
fn decoded_variants(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    if text.len() < 16 || text.len() > 65_536 {
        return out;
    }
    out.extend(other_decodings(text, true, true));
    for run in text
        .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=' | '-' | '_')))
    {
        if run.len() >= 20
            && let Some(d) = decoded_text(run)
        {
            out.push(d);
        }
    }
    out.push(text.chars().rev().collect());
    out
}

fn read_verdict(scope: &Scope, file: &str, via: &str) -> Verdict {
    let Some(kind) = scope
        .secret(file)
        .or_else(|| secret_dir(file).filter(|_| via == "Grep"))
    else {
        return Verdict::Allow;
    };
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

/// What kind of secret file `path` is, if any: the table of secret files.
fn secret_file(path: &str) -> Option<&'static str> {
    let p = path.trim_end_matches('/');
    // Editor and hand-made backups hold the same content: `.env~`,
    // `id_rsa.bak`, `credentials.orig`, vim's `.env.swp`.
    for suffix in ["~", ".bak", ".orig", ".old", ".swp", ".save"] {
        if let Some(stem) = p.strip_suffix(suffix)
            && !stem.is_empty()
            && !stem.ends_with('/')
            && let Some(kind) = secret_file(stem)
        {
            return Some(kind);
        }
    }
    let parts: Vec<&str> = p.split('/').filter(|s| !s.is_empty()).collect();
    let name = *parts.last()?;
    let parent = parts
        .len()
        .checked_sub(2)
        .and_then(|i| parts.get(i))
        .copied()
        .unwrap_or("");
    let under = |dir: &str| parts.contains(&dir);
    let public = |variant: &str| {
        const PUBLIC: &[&str] = &[
            "example", "sample", "template", "dist", "defaults", "default", "schema", "tmpl", "tpl",
        ];
        PUBLIC.iter().any(|x| {
            variant == *x
                || variant.ends_with(&format!(".{x}"))
                || variant.starts_with(&format!("{x}."))
        })
    };
    if name == ".env" || name == ".envrc" {
        return Some("environment secrets");
    }
    if let Some(variant) = name
        .strip_prefix(".env.")
        .or_else(|| name.strip_prefix(".env-"))
    {
        return (!public(variant)).then_some("environment secrets");
    }
    if let Some(stem) = name.strip_suffix(".env")
        && !stem.is_empty()
        && !stem.contains('/')
    {
        return (!public(stem.trim_start_matches('.'))).then_some("environment secrets");
    }
    if parent == ".ssh" {
        let public_ssh = name.ends_with(".pub")
            || matches!(
                name,
                "known_hosts"
                    | "known_hosts.old"
                    | "config"
                    | "authorized_keys"
                    | "authorized_keys2"
                    | "rc"
                    | "environment"
            );
        return (!public_ssh).then_some("SSH private key");
    }
    if matches!(
        name,
        "id_rsa" | "id_ed25519" | "id_ecdsa" | "id_dsa" | "id_ed25519_sk" | "id_ecdsa_sk"
    ) {
        return Some("SSH private key");
    }
    // Cloudflare's wrangler keeps local secrets in `.dev.vars`.
    if name == ".dev.vars"
        || name.starts_with(".dev.vars.") && !public(name.trim_start_matches(".dev.vars."))
    {
        return Some("environment secrets");
    }
    if parts.first() == Some(&"etc")
        && matches!(name, "shadow" | "gshadow" | "shadow-" | "gshadow-")
    {
        return Some("password hashes");
    }
    if under("keyrings") && (name.ends_with(".keyring") || name.ends_with(".kdbx"))
        || name.ends_with(".kdbx")
    {
        return Some("a key store");
    }
    if parts.first() == Some(&"proc") && name == "environ" {
        return Some("a process's environment");
    }
    // Docker and Kubernetes mount secrets here.
    if under("run") && (under("secrets") || parent == "serviceaccount") && !p.ends_with("/secrets")
    {
        return Some("a mounted secret");
    }
    // `secrets.gpg`, `credentials.enc`: not code, not docs.
    if let Some((stem, ext)) = name.rsplit_once('.')
        && matches!(
            stem.to_ascii_lowercase().as_str(),
            "secrets" | "secret" | "credentials" | "creds"
        )
        && !matches!(
            ext,
            "py" | "pyi"
                | "rs"
                | "go"
                | "js"
                | "ts"
                | "md"
                | "rst"
                | "txt"
                | "html"
                | "example"
                | "sample"
                | "template"
                | "j2"
                | "tmpl"
                | "rb"
                | "java"
                | "kt"
                | "cs"
                | "php"
                | "sh"
        )
    {
        return Some("a secrets file");
    }
    let key_file = |n: &str| {
        let l = n.to_ascii_lowercase();
        (l.ends_with(".key") && !l.ends_with(".pub.key") && !l.ends_with("public.key"))
            || l.ends_with(".p12")
            || l.ends_with(".pfx")
            || (l.ends_with(".pem")
                && (l.contains("key") || l.contains("private"))
                && !l.contains("pub"))
    };
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
        (_, ".npmrc") => "npm credentials",
        (_, ".vault-token") => "Vault token",
        (_, ".htpasswd") => "password hashes",
        (".kube", "config") => "Kubernetes credentials",
        ("gh", "hosts.yml") => "GitHub CLI token",
        ("hub", _) if under(".config") => "GitHub CLI token",
        (".cargo", "credentials" | "credentials.toml") => "crates.io token",
        (".gem", "credentials") => "RubyGems credentials",
        (".azure", n) if n.to_ascii_lowercase().contains("token") || n.starts_with("msal") => {
            "Azure credentials"
        }
        (_, "credentials.tfrc.json") => "Terraform credentials",
        (_, n) if n.ends_with(".tfstate") || n.ends_with(".tfstate.backup") => {
            "Terraform state (holds secrets)"
        }
        (_, n) if n.ends_with(".tfvars") && !n.contains("example") => "Terraform variables",
        (_, ".my.cnf" | ".mylogin.cnf") => "MySQL credentials",
        (_, ".s3cfg" | ".boto" | "rclone.conf" | ".dockercfg") => "storage credentials",
        (_, n) if n.ends_with(".jks") || n.ends_with(".keystore") => "a key store",
        (
            _,
            "secrets.yaml" | "secrets.yml" | "secrets.json" | "secrets.toml" | "credentials.json"
            | "client_secret.json",
        ) => "a secrets file",
        (_, n) if n.starts_with("service-account") && n.ends_with(".json") => {
            "a service-account key"
        }
        (_, n) if key_file(n) => "a private key file",
        (".gnupg", _) | (_, "secring.gpg") => "GnuPG private keys",
        (_, _) if under("private-keys-v1.d") => "GnuPG private keys",
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
        // `shown` is a name or a scheme, never part of the value.
        match self.kind {
            "credential assignment" => {
                return format!(
                    "a secret (a high-entropy value assigned to `{}`)",
                    self.shown
                );
            }
            "password assignment" => {
                return format!("a secret (a literal password assigned to `{}`)", self.shown);
            }
            "password option" | "credential option" => {
                return format!("a secret (a literal password given to `{}`)", self.shown);
            }
            "credentials in a URL" => {
                return format!("a secret (a password inside a `{}` URL)", self.shown);
            }
            _ => {}
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
    hits.extend(credential_urls(text));
    hits.extend(hidden_tokens(text));
    hits.extend(other_forms(text));
    hits.sort_by_key(|h| h.line);
    hits
}

/// Credentials in forms without an `=`/`:` after the name: XML elements
/// (`<password>…</password>`), `.netrc` lines (`machine h login u password
/// …`), HTTP basic-auth pairs (`auth=("admin", "…")`, `HTTPBasicAuth(…)`)
/// and storage connection strings (`AccountKey=…;`). Each is looked for by
/// its rare bytes first.
fn other_forms(text: &str) -> Vec<Hit> {
    let b = text.as_bytes();
    let has = |needle: &[u8]| memchr::memmem::find(b, needle).is_some();
    let mut out = Vec::new();
    let line_of =
        |at: usize| 1 + memchr::memchr_iter(b'\n', b.get(..at).unwrap_or_default()).count();
    let mut hit = |at: usize, kind: &'static str, name: &str, value: &str| {
        out.push(Hit {
            kind,
            line: line_of(at),
            shown: name.chars().take(24).collect(),
            value: value.to_owned(),
        });
    };
    if has(b"</") {
        for (at, _) in text.match_indices("</") {
            let rest = text.get(at + 2..).unwrap_or("");
            let Some(name) = rest.split('>').next().filter(|n| n.len() <= 40) else {
                continue;
            };
            if !names_credential(name.as_bytes()) || not_a_value(&name.to_ascii_lowercase()) {
                continue;
            }
            let open = format!("<{name}>");
            let before = text.get(..at).unwrap_or("");
            if let Some(k) = before.rfind(&open)
                && let Some(value) = before.get(k + open.len()..)
                && !value.contains('\n')
                && passwordish(value)
                && value.len() >= 8
            {
                hit(at, "password assignment", name, value);
            }
        }
    }
    if has(b"password ") && has(b"machine ") {
        for (at, _) in text.match_indices("machine ") {
            let line = text.get(at..).unwrap_or("").lines().next().unwrap_or("");
            let mut words = line.split_whitespace();
            while let Some(w) = words.next() {
                if w == "password"
                    && let Some(v) = words.next()
                    && passwordish(v)
                {
                    hit(at, "password assignment", "netrc password", v);
                }
            }
        }
    }
    for needle in ["auth=(", "Auth("] {
        if !has(needle.as_bytes()) {
            continue;
        }
        for (at, _) in text.match_indices(needle) {
            let args = text
                .get(at + needle.len()..)
                .unwrap_or("")
                .split(')')
                .next()
                .unwrap_or("");
            let literals: Vec<&str> = args.split(['"', '\'']).skip(1).step_by(2).collect();
            if let [_, password] = literals.as_slice()
                && passwordish(password)
                && password.len() >= 8
            {
                hit(at, "password assignment", "basic auth", password);
            }
        }
    }
    for needle in ["AccountKey=", "SharedAccessKey=", "AccessKey="] {
        if !has(needle.as_bytes()) {
            continue;
        }
        for (at, _) in text.match_indices(needle) {
            let value = text
                .get(at + needle.len()..)
                .unwrap_or("")
                .split([';', '"', '\'', '\n', ' '])
                .next()
                .unwrap_or("");
            if value.len() >= 32 && entropy(value) >= 4.0 && !placeholder(value) {
                hit(
                    at,
                    "credential assignment",
                    needle.trim_end_matches('='),
                    value,
                );
            }
        }
    }
    out
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
                // An OpenSSH key opens with the base64 of `openssh-key-v1`
                // and zero bytes: low entropy in its first line.
                if material.len() >= 40 && entropy(material) >= 4.0
                    || material.starts_with("b3BlbnNzaC1rZXktdjE")
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
        "replace", "insert", "secret_here", "token_here", "0000000000", "1234567890", "abcdef", "abcd1234", "12345678",
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
            Some(b'p') => {
                has("passw") && (has("password") || has("passwd"))
                    || has("private_key")
                    || (has("pass") || has("pwd"))
                        && segment(name, i, if has("pass") { 4 } else { 3 })
            }
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

/// Whether `name[i..i + len]` is a whole part of the name: `DB_PASS`,
/// `dbPass`, `MYSQL_PWD`, not `bypass` or `passage`.
fn segment(name: &[u8], i: usize, len: usize) -> bool {
    let before = i.checked_sub(1).and_then(|j| name.get(j)).copied();
    let first = name.get(i).copied().unwrap_or(b'_');
    let after = name.get(i + len).copied();
    let starts = match before {
        None => true,
        Some(c) => {
            !c.is_ascii_alphanumeric() || (c.is_ascii_lowercase() && first.is_ascii_uppercase())
        }
    };
    let ends = match after {
        None => true,
        Some(c) => {
            !c.is_ascii_alphanumeric() || c.is_ascii_uppercase() && first.is_ascii_lowercase()
        }
    };
    starts && ends
}

/// Whether a name that mentions a credential holds something else (a path,
/// a count, a name, an endpoint).
fn not_a_value(lower: &str) -> bool {
    NOT_VALUES.iter().any(|x| lower.ends_with(x))
        || NOT_CREDENTIALS.iter().any(|x| lower.contains(x))
}

/// Tokens that are not credentials: pagination, idempotency and locking
/// tokens of APIs (`nextPageToken`, `ClientToken`, `LockToken`).
#[rustfmt::skip]
const NOT_CREDENTIALS: &[&str] = &[
    "page", "next", "continuation", "cursor", "change", "lock", "idempotency", "clienttoken", "client_token",
    "request", "sync", "marker", "pagination", "resume",
];

/// Name endings that hold something else: a path, a count, a name.
#[rustfmt::skip]
const NOT_VALUES: &[&str] = &[
    "_file", "_path", "_url", "_uri", "_name", "_type", "_env", "_var", "_count", "_length", "_len", "tokens",
    "tokenizer", "_field", "_header", "_prefix", "_id", "_dir", "_policy", "_limit", "_ttl", "_expiry",
    "_endpoint", "_host", "_method", "_format", "_kind", "_scope", "_scopes", "_audience", "_issuer",
    "_algorithm", "_label", "_key_name", "_location", "_provider", "_source", "_mode", "_size", "_timeout",
    "_version", "_attribute", "_param", "_regex", "_pattern", "_hash", "_salt", "_rounds", "_policy_arn",
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
        // `${DB_PASSWORD:-postgres}`: a variable's default, not an assignment.
        if not_a_value(&name)
            || head
                .get(..s)
                .is_some_and(|h| h.ends_with(b"${") || h.ends_with(b"$"))
        {
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
        // Passwords are short and chosen by people: a lower bar, but not a
        // hash or an id (all hex digits).
        let password = (name.contains("pass") || name.contains("pwd"))
            && !value_at(line, k + 1).is_some_and(|v| v.bytes().all(|c| c.is_ascii_hexdigit()));
        if let Some(value) = value_at(line, k + 1)
            && value.len() <= 512
            && !placeholder(value)
            && (!code_like(value) || quoted_literal(line, value))
            && !url_or_encoded(value)
            && !identifier_like(value)
            && (!uuid(value)
                || ["secret", "pass", "api", "auth", "access", "private"]
                    .iter()
                    .any(|w| name.contains(w)))
            && (value.len() >= 16 && mixed(value) && entropy(value) >= 3.5
                || password && passwordish(value) && value.len() >= 8 && entropy(value) >= 2.5)
        {
            let high = value.len() >= 16 && mixed(value) && entropy(value) >= 3.5;
            out.push(Hit {
                kind: if high {
                    "credential assignment"
                } else {
                    "password assignment"
                },
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

/// A URL, a path or a URL-encoded test string (`p%40ss%2Fword`): what a
/// credential name may hold that is not a secret (`token_endpoint = "https://…/token"`).
fn url_or_encoded(v: &str) -> bool {
    v.contains("://")
        || v.starts_with("arn:")
        || v.starts_with("urn:")
        || v.starts_with('/')
        || v.starts_with("./")
        || v.as_bytes()
            .windows(3)
            .any(|w| matches!(w, [b'%', a, b] if a.is_ascii_hexdigit() && b.is_ascii_hexdigit()))
}

/// An identifier or a dotted/kebab name: parts of one case each, joined by
/// `_`, `.` or `-` (`MY_SECRET_KEY_V2`, `auth.token.refresh`), where random
/// tokens mix cases within a part.
fn identifier_like(v: &str) -> bool {
    let parts: Vec<&str> = v
        .split(['_', '.', '-', ':'])
        .filter(|p| !p.is_empty())
        .collect();
    parts.len() >= 2
        && parts.iter().all(|p| {
            let letters = p.trim_end_matches(|c: char| c.is_ascii_digit());
            !letters.is_empty()
                && (letters.bytes().all(|c| c.is_ascii_lowercase())
                    || letters.bytes().all(|c| c.is_ascii_uppercase())
                    || letters.bytes().skip(1).all(|c| c.is_ascii_lowercase()))
                && p.len() - letters.len() <= 2
        })
}

/// Passwords inside URLs: `postgres://admin:S3cret@db/app`. Found from
/// every `://` (rare in a file), never from the whole text.
fn credential_urls(text: &str) -> Vec<Hit> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for at in memchr::memmem::find_iter(b, b"://") {
        let scheme_start = b
            .get(..at)
            .unwrap_or_default()
            .iter()
            .rposition(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'.' | b'-')))
            .map_or(0, |p| p + 1);
        let rest = b.get(at + 3..).unwrap_or_default();
        let auth_end = rest
            .iter()
            .position(|c| {
                matches!(
                    c,
                    b'/' | b'?' | b'#' | b'"' | b'\'' | b'`' | b' ' | b'\n' | b'\t' | b'>' | b')'
                )
            })
            .unwrap_or(rest.len());
        let authority = text.get(at + 3..at + 3 + auth_end).unwrap_or("");
        let Some((userinfo, _host)) = authority.rsplit_once('@') else {
            continue;
        };
        let Some((user, password)) = userinfo.split_once(':') else {
            continue;
        };
        if passwordish(password) && !placeholder(user) {
            let scheme = text.get(scheme_start..at).unwrap_or("");
            let line = 1 + memchr::memchr_iter(b'\n', b.get(..at).unwrap_or_default()).count();
            out.push(Hit {
                kind: "credentials in a URL",
                line,
                shown: format!("{scheme}://"),
                value: password.to_owned(),
            });
        }
    }
    out
}

/// Largest text searched for tokens written in pieces.
const HIDDEN_TOKENS_MAX: usize = 256 * 1024;

/// Shaped tokens written in pieces, encoded or reversed in the same text:
/// `"ghp_" + "NqVw…"`, `b64decode("Z2hwX…")`, `"…"[::-1]`. Only texts
/// holding such a construct pay for the extra passes.
fn hidden_tokens(text: &str) -> Vec<Hit> {
    // A token assembled from pieces is a few lines of a small file or
    // command; a text past 256 KB (a generated file, a data dump) is read
    // for whole tokens only, which keeps a 1 MB Write inside its budget.
    if text.len() > HIDDEN_TOKENS_MAX {
        return Vec::new();
    }
    let b = text.as_bytes();
    let has = |needle: &str| memchr::memmem::find(b, needle.as_bytes()).is_some();
    let mut out = Vec::new();
    let mut found = |variant: &str| {
        if let Some(mut h) = shaped_tokens(variant).into_iter().next() {
            h.kind = match h.kind {
                k if k.ends_with("(assembled)") => k,
                _ => "a token assembled from pieces",
            };
            h.line = 1;
            out.push(h);
        }
    };
    // One pass over `+` finds a quoted piece joined to another (`" + "`,
    // `'+'`); the other constructs are looked for by their rarest bytes.
    let plus_joins = memchr::memchr_iter(b'+', b).any(|i| {
        let near = |d: isize| {
            i.checked_add_signed(d)
                .and_then(|k| b.get(k))
                .is_some_and(|c| *c == b'"' || *c == b'\'')
        };
        (near(-1) || near(-2)) && (near(1) || near(2))
    });
    if plus_joins || has("\"\".join(") || has("''.join(") {
        let joined: String = text
            .replace("\" + \"", "")
            .replace("' + '", "")
            .replace("\"+\"", "")
            .replace("'+'", "")
            .replace("\" \"", "")
            .replace("' '", "");
        found(&joined);
        let stripped: String = text
            .chars()
            .filter(|c| !matches!(c, '"' | '\'' | ',' | ' ' | '+' | '[' | ']'))
            .collect();
        found(&stripped);
    }
    let base64 = memchr::memmem::find_iter(b, b"64").any(|i| {
        let head = b.get(i.saturating_sub(4)..i).unwrap_or_default();
        head.ends_with(b"b") || head.eq_ignore_ascii_case(b"base")
    });
    if base64 || has("atob(") {
        for run in text.split(|c: char| {
            !(c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=' | '-' | '_'))
        }) {
            if run.len() >= 20
                && let Some(d) = decoded_text(run)
            {
                found(&d);
            }
        }
    }
    // Pieces held in variables and joined by name: `a = "ghp_…"` … `TOKEN =
    // a + b + c`, `f"{p1}…"`, `` `${p1}…` ``.
    let mut vars: Vec<(&str, &str)> = Vec::new();
    for line in text.lines() {
        let t = line.trim().trim_end_matches(';');
        let Some((n, v)) = t.split_once('=') else {
            continue;
        };
        let n = n
            .trim()
            .trim_start_matches("export ")
            .trim_start_matches("const ")
            .trim_start_matches("let ")
            .trim_start_matches("var ")
            .trim();
        let v = v.trim();
        let inner = v
            .strip_prefix('"')
            .and_then(|x| x.strip_suffix('"'))
            .or_else(|| v.strip_prefix('\'').and_then(|x| x.strip_suffix('\'')));
        if let Some(inner) = inner
            && !n.is_empty()
            && n.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_')
            && (4..=200).contains(&inner.len())
            && !inner.contains(['"', '\'', ' '])
        {
            vars.push((n, inner));
            if vars.len() > 64 {
                break;
            }
        }
    }
    // Only when a piece opens like a token (`ghp_`, `sk-`, `xox` …).
    let opens = vars.iter().any(|(_, v)| {
        let b = v.as_bytes();
        may_open(
            b.first().copied().unwrap_or(0),
            b.get(1).copied().unwrap_or(0),
        )
    });
    if opens && vars.len() <= 64 {
        let mut substituted = String::with_capacity(text.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            let w = std::mem::take(word);
            match vars.iter().find(|(n, _)| *n == w) {
                Some((_, v)) => out.push_str(v),
                None => out.push_str(&w),
            }
        };
        for ch in text.chars() {
            if ch.is_ascii_alphanumeric() || ch == '_' {
                word.push(ch);
            } else {
                flush(&mut word, &mut substituted);
                if !matches!(ch, '"' | '\'' | '+' | ' ' | '{' | '}' | '$' | '`') {
                    substituted.push(ch);
                }
            }
        }
        flush(&mut word, &mut substituted);
        // Only a token the pieces make: one written whole is found as such.
        let whole: Vec<String> = shaped_tokens(text).into_iter().map(|h| h.value).collect();
        if let Some(h) = shaped_tokens(&substituted.replace("=f", "="))
            .into_iter()
            .find(|h| !whole.iter().any(|w| h.value.contains(w.as_str())))
        {
            found(&h.value);
        }
    }
    let rot13 = has("rot13") || has("rot_13") || has("N-ZA-M") || has("ROT13");
    for d in other_decodings(text, rot13, false) {
        found(&d);
    }
    // Encoded pieces joined: `"\u0067\u0068" + "p_NqVw…"`.
    if plus_joins {
        let joined = text
            .replace("' + '", "")
            .replace("\" + \"", "")
            .replace("'+'", "")
            .replace("\"+\"", "");
        for d in other_decodings(&joined, rot13, false) {
            found(&d);
        }
    }
    if has("::-1]") || has("revers") || has("| rev") {
        for lit in text
            .split(['"', '\''])
            .filter(|l| l.len() >= 16 && l.len() <= 4096 && !l.contains('\n'))
        {
            let r: String = lit.chars().rev().collect();
            found(&r);
        }
    }
    out
}

/// Whether `value` stands in quotes on `line` and reads as a literal there
/// (`SECRET_KEY = "k2l!x9(e6r)$w1"`): no expansion (`$(`, `${`), no space.
fn quoted_literal(line: &str, value: &str) -> bool {
    let quoted = ['"', '\'']
        .iter()
        .any(|q| line.contains(&format!("{q}{value}{q}")));
    quoted
        && !value.contains("$(")
        && !value.contains("${")
        && !value.contains(' ')
        && !value.starts_with(['{', '<', '@', '&', '*', '$'])
        && !value
            .bytes()
            .all(|c| c.is_ascii_alphabetic() || matches!(c, b'_' | b'.'))
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
            (".dev.vars", true),
            ("/etc/shadow", true),
            ("/etc/passwd", false),
        ] {
            assert_eq!(secret_file(p).is_some(), secret, "{p}");
        }
    }

    /// Regressions of the held-out batch (`tests/corpus_secret_guard.rs`),
    /// one per class: the command's verdict, refused or not.
    #[test]
    fn held_out_classes() {
        let d = tempfile::tempdir().unwrap();
        let scope = Scope {
            cwd: d.path(),
            root: None,
            allow: Vec::new(),
            extra: Vec::new(),
        };
        for (cmd, refused) in [
            ("echo \"$(<.env)\"", true),
            ("cd ~/.aws; cat credentials", true),
            ("ln -s .env notes.txt && cat notes.txt", true),
            ("ps eww", true),
            ("ps -ef", false),
            ("docker exec app env", true),
            ("docker inspect --format '{{.State.Status}}' app", false),
            ("docker compose config --services", false),
            ("echo \"${GITHUB_TOKEN:0:40}\"", true),
            ("echo \"${GITHUB_TOKEN:0:4}\"", false),
            ("set -x", false),
            ("set", true),
            (
                "curl -H 'X-API-Key: Qm3xT9vL2pR8sK4wZ7yBn3Jc' https://x",
                true,
            ),
            ("curl -H \"Authorization: Bearer $TOKEN\" https://x", false),
            ("heroku config:set API_KEY=Qm3xT9vL2pR8sK4wZ7", true),
            ("printf 'DB_PASSWORD=%s\\n' 'Zq8rT2mK9v!' >> .env", true),
            ("openssl req -new -key server.key -out s.csr", false),
            (
                "kubectl create secret generic db --from-env-file=.env",
                false,
            ),
            ("gh release create v1 dist/*", false),
            ("echo 'S3cr3t!pw9' | sudo -S apt-get update", true),
            (
                "python3 -c \"import dotenv; print(dotenv.dotenv_values())\"",
                true,
            ),
            ("docker cp app:/app/.env - | tar -xO", true),
            ("docker cp app:/app/logs ./logs", false),
            ("ssh host cat ~/.aws/credentials", true),
            ("ssh -i ~/.ssh/deploy_key git@github.com", false),
            ("ssh host uptime", false),
        ] {
            let v = bash(cmd, &scope).unwrap();
            assert_eq!(matches!(v, Verdict::Deny(_)), refused, "{cmd}: {v:?}");
        }
        for (text, secret) in [
            ("<password>Zq8rT2mK9v!x</password>\n", true),
            ("machine h login u password Zq8rT2mK9v!x\n", true),
            ("r = get(u, auth=(\"admin\", \"Zq8rT2mK9v!x\"))\n", true),
            (
                "a = \"ghp_NqVwYS81\"\nb = \"VP7Hb1DX8pPd5khxE3pyIgKpaUnA\"\nT = a + b\n",
                true,
            ),
            (
                "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-postgres}\n",
                false,
            ),
        ] {
            assert_eq!(!scan(text).is_empty(), secret, "{text}");
        }
    }
}
