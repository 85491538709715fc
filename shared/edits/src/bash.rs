//! Files a Bash command writes, with the text where it is known before the
//! command runs.
//!
//! The reference fleet's regex guards under-matched here: a mock added with
//! `tee tests/test_x.py <<EOF` was never seen. The command is analysed by the
//! `shell` crate (so `bash -c`, wrappers, pipelines and `&&` lists are seen),
//! and each simple command's *output* is known when it is:
//!
//! - `echo …` / `printf FORMAT …` (arguments as written; `$x` stays `$x`);
//! - `cat` or `tee` fed a heredoc, a here-string, or the output of an earlier
//!   pipeline stage whose output is known;
//!
//! and it goes to the files of `>`, `>>`, `&>` and `tee [-a] FILE…`. A Python
//! script the command runs (`python - <<EOF`, `python -c`) is read for literal
//! `open(…).write(…)` / `Path(…).write_text(…)` writes (the `python` module). Writes
//! accumulate per file in order (`>` then `>>`). An unquoted heredoc with `$`
//! or backticks, or an argument with an expansion, is judged as written and
//! marked inexact. Output only known at run time (`python gen.py > out.py`,
//! `curl … > f`, `cp`, `sed -i`) and targets named by an expansion are listed in
//! [`Changes::notes`]: not judged, and said so.

use crate::inplace::{self, Effect};
use crate::{Change, Changes, Error, Opaque, read_existing, resolve};
use shell::{Analysis, Command, RedirectKind};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Text a command produces, and whether it is exactly known.
#[derive(Clone, Debug)]
struct Output {
    text: String,
    exact: bool,
}

/// The files `a` writes, seen from `cwd`.
pub fn writes(a: &Analysis, cwd: &Path) -> Result<Changes<'static>, Error> {
    // A part the parser could not read may hide a write: refuse to guess
    // (fail closed) when that part could redirect or `tee`.
    if let Some(p) = a.blocking_problem(|t| t.contains('>') || t.contains("tee")) {
        return Err(Error(format!(
            "cannot analyse the command ({}), so the files it writes cannot be judged",
            p.reason
        )));
    }
    let mut out = Changes::default();
    let mut files: BTreeMap<PathBuf, Change> = BTreeMap::new();
    let mut order: Vec<PathBuf> = Vec::new();
    let mut outputs: Vec<Option<Output>> = Vec::with_capacity(a.commands.len());
    for (i, c) in a.commands.iter().enumerate() {
        let opaque_before = out.opaque.len();
        let stdin = stdin_of(c, i, a, &outputs, cwd);
        let produced = output_of(c, stdin.as_ref(), cwd, &files);
        let prog = c.program().unwrap_or("?").to_owned();
        let mut targets: Vec<(&shell::Word, bool)> = Vec::new();
        for r in &c.redirects {
            let to_stdout = matches!(r.fd, None | Some(1));
            match r.kind {
                RedirectKind::Truncate if to_stdout => targets.push((&r.target, false)),
                RedirectKind::Append if to_stdout => targets.push((&r.target, true)),
                // `exec 3>>requirements.txt`: later commands write it through
                // the descriptor, unseen here.
                RedirectKind::Truncate | RedirectKind::Append
                    if r.fd.is_some_and(|fd| fd > 2) && !r.target.dynamic =>
                {
                    out.opaque.push(Opaque {
                        by: String::new(),
                        path: Some(resolve(&r.target.text, cwd)),
                        name: r.target.text.clone(),
                        why: format!(
                            "it is opened as descriptor {} and written through it",
                            r.fd.unwrap_or(3)
                        ),
                    });
                }
                _ => {}
            }
        }
        for (word, append) in targets {
            record(
                &mut files,
                &mut order,
                &mut out.notes,
                &mut out.opaque,
                cwd,
                word,
                append,
                produced.as_ref(),
                &prog,
            )?;
        }
        if prog == "tee" || prog == "sponge" {
            let append = c
                .args()
                .iter()
                .any(|w| matches!(w.text.as_str(), "-a" | "--append"));
            for w in c.args().iter().filter(|w| !w.text.starts_with('-')) {
                record(
                    &mut files,
                    &mut order,
                    &mut out.notes,
                    &mut out.opaque,
                    cwd,
                    w,
                    append,
                    stdin.as_ref(),
                    &prog,
                )?;
            }
        }
        if let Some(script) = c.script.as_ref().filter(|s| {
            s.interpreter.starts_with("python")
                || matches!(s.interpreter.as_str(), "node" | "nodejs" | "ruby" | "bun")
        }) {
            let py = script.interpreter.clone();
            if script.dynamic {
                out.notes.push(format!(
                    "`{}` runs a script only known at run time: its writes are not judged",
                    script.interpreter
                ));
            }
            for w in crate::python::writes(&script.text) {
                let text = w.text.map(|text| Output {
                    text,
                    exact: !script.dynamic,
                });
                record(
                    &mut files,
                    &mut order,
                    &mut out.notes,
                    &mut out.opaque,
                    cwd,
                    &shell::Word::literal(&w.path),
                    w.append,
                    text.as_ref(),
                    &py,
                )?;
            }
        }
        for effect in inplace::effects(c, stdin.as_ref().map(|o| o.text.as_str()), cwd) {
            apply_effect(effect, &prog, cwd, &mut files, &mut order, &mut out)?;
        }
        for o in out.opaque.iter_mut().skip(opaque_before) {
            o.by.clone_from(&c.text);
        }
        outputs.push(produced);
    }
    for p in order {
        if let Some(c) = files.remove(&p) {
            out.files.push(c);
        }
    }
    Ok(out)
}

#[allow(clippy::too_many_arguments)]
fn record(
    files: &mut BTreeMap<PathBuf, Change>,
    order: &mut Vec<PathBuf>,
    notes: &mut Vec<String>,
    opaque: &mut Vec<Opaque>,
    cwd: &Path,
    target: &shell::Word,
    append: bool,
    text: Option<&Output>,
    prog: &str,
) -> Result<(), Error> {
    let Some(name) = target.as_static() else {
        notes.push(format!(
            "`{prog}` writes to `{}`, a name only known at run time: not judged",
            target.raw
        ));
        opaque.push(Opaque {
            by: String::new(),
            path: None,
            name: target.raw.clone(),
            why: format!("`{prog}` writes to a name only known at run time"),
        });
        return Ok(());
    };
    if name.starts_with("/dev/") || name.starts_with('&') || name.is_empty() {
        return Ok(());
    }
    let Some(text) = text else {
        notes.push(format!(
            "what `{prog}` writes to `{name}` is only known at run time: not judged"
        ));
        opaque.push(Opaque {
            by: String::new(),
            path: Some(resolve(name, cwd)),
            name: name.to_owned(),
            why: format!("what `{prog}` writes is only known at run time"),
        });
        return Ok(());
    };
    let path = resolve(name, cwd);
    if !files.contains_key(&path) {
        let before = read_existing(&path)?.unwrap_or_default();
        order.push(path.clone());
        files.insert(
            path.clone(),
            Change {
                path: path.clone(),
                after: before.clone().into(),
                before,
                exact: true,
                deleted: false,
                new_text_from: 0,
                moved_from: None,
                via: format!("Bash `{prog}`"),
            },
        );
    }
    if let Some(c) = files.get_mut(&path) {
        if append {
            c.after.to_mut().push_str(&text.text);
        } else {
            c.after = text.text.clone().into();
        }
        c.exact &= text.exact;
    }
    Ok(())
}

/// Applies an in-place or copying write to the files written so far.
fn apply_effect(
    effect: Effect,
    prog: &str,
    cwd: &Path,
    files: &mut BTreeMap<PathBuf, Change<'static>>,
    order: &mut Vec<PathBuf>,
    out: &mut Changes<'static>,
) -> Result<(), Error> {
    let current =
        |files: &BTreeMap<PathBuf, Change>, path: &Path| -> Result<Option<String>, Error> {
            match files.get(path) {
                Some(c) => Ok(Some(c.after.to_string())),
                None => read_existing(path),
            }
        };
    #[allow(clippy::too_many_arguments)]
    fn put(
        files: &mut BTreeMap<PathBuf, Change<'static>>,
        order: &mut Vec<PathBuf>,
        prog: &str,
        path: PathBuf,
        after: String,
        exact: bool,
        new_file: bool,
    ) -> Result<(), Error> {
        if !files.contains_key(&path) {
            let before = if new_file {
                String::new()
            } else {
                read_existing(&path)?.unwrap_or_default()
            };
            order.push(path.clone());
            files.insert(
                path.clone(),
                Change {
                    path: path.clone(),
                    after: before.clone().into(),
                    before,
                    exact: true,
                    deleted: false,
                    new_text_from: 0,
                    moved_from: None,
                    via: format!("Bash `{prog}`"),
                },
            );
        }
        if let Some(c) = files.get_mut(&path) {
            c.after = after.into();
            c.exact &= exact;
        }
        Ok(())
    }
    match effect {
        Effect::Rewrite { file, how } => {
            let path = resolve(&file, cwd);
            // A file that cannot be read (binary, a directory, too large) is
            // rewritten unseen: opaque, not an error for every guard.
            let Ok(before) = current(files, &path).map(Option::unwrap_or_default) else {
                out.opaque.push(Opaque {
                    by: String::new(),
                    path: Some(path),
                    name: file,
                    why: "the file cannot be read as text".into(),
                });
                return Ok(());
            };
            match how(&before) {
                Some((after, exact)) => {
                    if put(files, order, prog, path.clone(), after, exact, false).is_err() {
                        out.opaque.push(Opaque {
                            by: String::new(),
                            path: Some(path),
                            name: file,
                            why: "the file cannot be read as text".into(),
                        });
                    }
                }
                None => out.opaque.push(Opaque {
                    by: String::new(),
                    path: Some(path),
                    name: file,
                    why: format!("the `{prog}` script is not one this reads"),
                }),
            }
        }
        Effect::Copy { from, to } => {
            let src = resolve(&from, cwd);
            let dst = inplace::target(&to, cwd);
            let copied = match current(files, &src) {
                Ok(Some(text)) => put(files, order, prog, dst.clone(), text, true, false).is_ok(),
                _ => false,
            };
            if !copied {
                out.opaque.push(Opaque {
                    by: String::new(),
                    path: Some(dst),
                    name: to,
                    why: format!("it is copied from `{from}`, which cannot be read"),
                });
            } else if prog == "mv"
                && let Some(c) = files.get_mut(&dst)
            {
                c.moved_from = Some(src);
            }
        }
        Effect::Added {
            file,
            text,
            new_file,
        } => {
            let path = resolve(&file, cwd);
            if new_file {
                put(files, order, prog, path, text, true, true)?;
            } else {
                let Ok(mut after) = current(files, &path).map(Option::unwrap_or_default) else {
                    out.opaque.push(Opaque {
                        by: String::new(),
                        path: Some(path),
                        name: file,
                        why: "the file cannot be read as text".into(),
                    });
                    return Ok(());
                };
                if !after.is_empty() && !after.ends_with('\n') {
                    after.push('\n');
                }
                after.push_str(&text);
                put(files, order, prog, path, after, false, false)?;
            }
        }
        Effect::Opaque { file, why } => out.opaque.push(Opaque {
            by: String::new(),
            path: (!file.is_empty()).then(|| resolve(&file, cwd)),
            name: file,
            why,
        }),
    }
    Ok(())
}

/// What the command reads on standard input, when known: a heredoc, a
/// here-string, or the known output of the previous pipeline stage.
fn stdin_of(
    c: &Command,
    i: usize,
    a: &Analysis,
    outputs: &[Option<Output>],
    cwd: &Path,
) -> Option<Output> {
    for r in c.redirects.iter().rev() {
        match r.kind {
            RedirectKind::Heredoc => {
                let body = r.body.clone().unwrap_or_default();
                let quoted = r.target.raw.contains(['\'', '"', '\\']);
                let exact = quoted || !body.contains(['$', '`']);
                return Some(Output { text: body, exact });
            }
            RedirectKind::HereString => {
                let mut text = r.target.text.clone();
                text.push('\n');
                return Some(Output {
                    text,
                    exact: !r.target.dynamic,
                });
            }
            // `patch -p1 < fix.diff`, `tee t.py < src.py`: the file on disk.
            RedirectKind::Input if !r.target.dynamic && matches!(r.fd, None | Some(0)) => {
                return crate::read_bounded(&resolve(&r.target.text, cwd), 4 << 20)
                    .ok()
                    .flatten()
                    .map(|text| Output { text, exact: true });
            }
            RedirectKind::Input => return None,
            _ => {}
        }
    }
    let pos = c.ctx.pipeline?;
    let want = pos.index.checked_sub(1)?;
    // The previous stage is the nearest earlier command at that position.
    let j = (0..i).rev().find(|&j| {
        a.commands
            .get(j)
            .and_then(|p| p.ctx.pipeline)
            .is_some_and(|p| p.index == want && p.len == pos.len)
    })?;
    outputs.get(j).cloned().flatten()
}

/// The command's standard output, when it is known before it runs.
fn output_of(
    c: &Command,
    stdin: Option<&Output>,
    cwd: &Path,
    files: &BTreeMap<PathBuf, Change>,
) -> Option<Output> {
    let args = c.args();
    match c.program()? {
        // `cat FILE…`: the files as they are (or as this command wrote them).
        "cat"
            if !args.is_empty()
                && args
                    .iter()
                    .all(|w| !w.dynamic && !w.text.starts_with('-') && w.text != "-") =>
        {
            let mut text = String::new();
            for w in args {
                let path = resolve(&w.text, cwd);
                match files.get(&path) {
                    Some(c) => text.push_str(&c.after),
                    None => text.push_str(&read_existing(&path).ok()??),
                }
            }
            Some(Output { text, exact: true })
        }
        // `jq '.version="1.2"' package.json`: a literal assignment or deletion.
        "jq" => {
            let ops: Vec<&shell::Word> = args.iter().filter(|w| !w.text.starts_with('-')).collect();
            let [filter, file] = ops.as_slice() else {
                return None;
            };
            if filter.dynamic || file.dynamic || args.len() != 2 {
                return None;
            }
            let path = resolve(&file.text, cwd);
            let input = match files.get(&path) {
                Some(c) => c.after.to_string(),
                None => read_existing(&path).ok()??,
            };
            Some(Output {
                text: crate::jq::run(&filter.text, &input)?,
                exact: true,
            })
        }
        "base64" | "base32"
            if args
                .iter()
                .any(|w| matches!(w.text.as_str(), "-d" | "--decode" | "-D")) =>
        {
            let input = stdin?;
            let decoded =
                String::from_utf8(shell::base64_decode(input.text.trim(), usize::MAX)?).ok()?;
            Some(Output {
                text: decoded,
                exact: input.exact,
            })
        }
        "echo" => {
            let mut newline = true;
            let mut escapes = false;
            let mut k = 0;
            while let Some(w) = args.get(k) {
                let t = w.text.as_str();
                if t.len() > 1
                    && t.starts_with('-')
                    && t.chars().skip(1).all(|ch| matches!(ch, 'n' | 'e' | 'E'))
                {
                    newline &= !t.contains('n');
                    escapes = t.contains('e');
                    k += 1;
                } else {
                    break;
                }
            }
            let rest = args.get(k..).unwrap_or(&[]);
            let joined: Vec<&str> = rest.iter().map(|w| w.text.as_str()).collect();
            let mut text = joined.join(" ");
            if escapes {
                text = unescape(&text);
            }
            if newline {
                text.push('\n');
            }
            Some(Output {
                text,
                exact: rest.iter().all(|w| !w.dynamic),
            })
        }
        "printf" => {
            let first = args.first()?;
            if first.text == "-v" {
                return None;
            }
            let rest = args.get(1..).unwrap_or(&[]);
            Some(Output {
                text: printf(
                    &first.text,
                    &rest.iter().map(|w| w.text.as_str()).collect::<Vec<_>>(),
                ),
                exact: !first.dynamic && rest.iter().all(|w| !w.dynamic),
            })
        }
        "cat" | "tee"
            if c.args()
                .iter()
                .all(|w| c.program() == Some("tee") || w.text == "-") =>
        {
            stdin.cloned()
        }
        _ => None,
    }
}

/// `\n`, `\t`, `\\` and friends, as `echo -e` and `printf` read them.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(ch) = chars.next() {
        if ch != '\\' {
            out.push(ch);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('"') => out.push('"'),
            Some('\'') => out.push('\''),
            // `\xHH` and `\0NNN`/`\NNN`: how `printf '\x72…'` spells a name.
            Some('x') => {
                let hex: String = chars
                    .clone()
                    .take(2)
                    .take_while(char::is_ascii_hexdigit)
                    .collect();
                match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    Some(c) if !hex.is_empty() => {
                        out.push(c);
                        for _ in 0..hex.len() {
                            chars.next();
                        }
                    }
                    _ => out.push_str("\\x"),
                }
            }
            Some(d @ '0'..='7') => {
                let mut oct = String::from(d);
                while oct.len() < 4 && chars.clone().next().is_some_and(|c| c.is_digit(8)) {
                    oct.extend(chars.next());
                }
                match u32::from_str_radix(&oct, 8).ok().and_then(char::from_u32) {
                    Some(c) => out.push(c),
                    None => out.push_str(&oct),
                }
            }
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// A small `printf`: every `%…` conversion takes the next argument as text,
/// `%%` is `%`, and the format is reused while arguments remain.
fn printf(format: &str, args: &[&str]) -> String {
    let format = unescape(format);
    let mut out = String::new();
    let mut next = 0usize;
    // Bounded: every round consumes at least one argument or ends.
    loop {
        let mut used = false;
        let mut chars = format.chars().peekable();
        while let Some(ch) = chars.next() {
            if ch != '%' {
                out.push(ch);
                continue;
            }
            if chars.peek() == Some(&'%') {
                chars.next();
                out.push('%');
                continue;
            }
            // Flags, width, precision, then the conversion letter.
            while chars.peek().is_some_and(|c| !c.is_ascii_alphabetic()) {
                chars.next();
            }
            chars.next();
            out.push_str(args.get(next).copied().unwrap_or(""));
            next += 1;
            used = true;
        }
        if !used || next >= args.len() {
            return out;
        }
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

    fn run(cmd: &str, cwd: &Path) -> Changes<'static> {
        writes(&shell::analyse(cmd), cwd).unwrap()
    }

    #[test]
    fn heredocs_tee_echo_printf() {
        let d = tempfile::tempdir().unwrap();
        let cases: &[(&str, &str, &str, bool)] = &[
            (
                "cat_heredoc",
                "cat > t.py <<'EOF'\nfrom mock import Mock\nEOF",
                "from mock import Mock\n",
                true,
            ),
            (
                "cat_heredoc_dynamic",
                "cat > t.py <<EOF\nx = $X\nEOF",
                "x = $X\n",
                false,
            ),
            (
                "tee_heredoc",
                "tee t.py <<EOF\nimport os\nEOF",
                "import os\n",
                true,
            ),
            (
                "tee_herestring_in_bash_c",
                "bash -c 'tee t.py <<< \"import mock\"'",
                "import mock\n",
                true,
            ),
            (
                "echo_redirect",
                "echo 'import mock' > t.py",
                "import mock\n",
                true,
            ),
            ("echo_n", "echo -n hi > t.py", "hi", true),
            ("echo_e", "echo -e 'a\\nb' > t.py", "a\nb\n", true),
            ("printf", "printf '%s\\n' a b > t.py", "a\nb\n", true),
            (
                "pipe_to_tee",
                "echo 'import mock' | tee t.py",
                "import mock\n",
                true,
            ),
            (
                "pipe_to_sudo_tee",
                "printf 'x=1\\n' | sudo tee t.py >/dev/null",
                "x=1\n",
                true,
            ),
            (
                "append_twice",
                "echo a > t.py && echo b >> t.py",
                "a\nb\n",
                true,
            ),
            ("dynamic_arg", "echo \"$X\" > t.py", "$X\n", false),
            (
                "python_heredoc",
                "python3 - <<'PY'\nopen('t.py', 'w').write('import mock\\n')\nPY",
                "import mock\n",
                true,
            ),
            (
                "python_c",
                "python -c \"from pathlib import Path; Path('t.py').write_text('x = 1')\"",
                "x = 1",
                true,
            ),
        ];
        for (name, cmd, want, exact) in cases {
            let c = run(cmd, d.path());
            assert_eq!(c.files.len(), 1, "{name}: {c:?}");
            assert_eq!(c.files[0].after, *want, "{name}");
            assert_eq!(c.files[0].exact, *exact, "{name}");
            assert!(c.files[0].path.ends_with("t.py"), "{name}");
        }
    }

    #[test]
    fn append_builds_on_the_file_on_disk() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("r.txt"), "requests\n").unwrap();
        let c = run("echo flask >> r.txt", d.path());
        assert_eq!(c.files[0].before, "requests\n");
        assert_eq!(c.files[0].after, "requests\nflask\n");
    }

    #[test]
    fn unknown_output_and_targets_are_noted_not_judged() {
        let d = tempfile::tempdir().unwrap();
        for cmd in [
            "python gen.py > out.py",
            "echo x > \"$F\"",
            "curl -s https://x > f.py",
            "cat a.py > b.py",
        ] {
            let c = run(cmd, d.path());
            assert!(c.files.is_empty(), "{cmd}: {c:?}");
            assert_eq!(c.notes.len(), 1, "{cmd}: {c:?}");
        }
        // A syntax error where a write could hide is an error, not a pass.
        assert!(writes(&shell::analyse("echo 'x > t.py"), d.path()).is_err());
        assert!(writes(&shell::analyse("echo 'unterminated"), d.path()).is_ok());
        // Data, not writes.
        for cmd in [
            "echo hi",
            "git commit -m 'cat > t.py <<EOF'",
            "echo x 2>/dev/null",
            "ls > /dev/null",
        ] {
            let c = run(cmd, d.path());
            assert!(c.files.is_empty() && c.notes.is_empty(), "{cmd}: {c:?}");
        }
    }

    #[test]
    fn in_place_and_copying_writers() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("requirements.txt"), "requests\n").unwrap();
        std::fs::write(d.path().join("t.py"), "import os\nx = foo\n").unwrap();
        std::fs::write(d.path().join("src.py"), "from mock import Mock\n").unwrap();
        std::fs::create_dir(d.path().join("tests")).unwrap();
        std::fs::write(d.path().join("tests/test_a.py"), "x\n").unwrap();
        std::fs::write(
            d.path().join("fix.diff"),
            "--- a/t.py\n+++ b/t.py\n@@ -1 +1,2 @@\n import os\n+import mock\n",
        )
        .unwrap();
        let cases: &[(&str, &str, &str, &str, bool)] = &[
            (
                "sed_append_last",
                "sed -i '$a pytest-xdist' requirements.txt",
                "requirements.txt",
                "requests\npytest-xdist\n",
                true,
            ),
            (
                "sed_insert_first",
                "sed -i '1i from unittest.mock import patch' t.py",
                "t.py",
                "from unittest.mock import patch\nimport os\nx = foo\n",
                true,
            ),
            (
                "sed_literal_sub",
                "sed -i 's/foo/bar/g' t.py",
                "t.py",
                "import os\nx = bar\n",
                true,
            ),
            (
                "sed_regex_sub",
                "sed -i -E 's/fo+/Mock()/' t.py",
                "t.py",
                "import os\nx = foo\nMock()\n",
                false,
            ),
            (
                "sed_a_backslash",
                "sed -i '/import os/a\\\nimport mock' t.py",
                "t.py",
                "import os\nimport mock\nx = foo\n",
                true,
            ),
            (
                "sed_delete",
                "sed -i '/foo/d' t.py",
                "t.py",
                "import os\n",
                true,
            ),
            (
                "perl_sub",
                "perl -pi -e 's/foo/baz/' t.py",
                "t.py",
                "import os\nx = baz\n",
                true,
            ),
            (
                "cp",
                "cp src.py tests/test_a.py",
                "tests/test_a.py",
                "from mock import Mock\n",
                true,
            ),
            (
                "cp_into_dir",
                "cp src.py tests/",
                "tests/src.py",
                "from mock import Mock\n",
                true,
            ),
            (
                "mv",
                "mv src.py tests/test_b.py",
                "tests/test_b.py",
                "from mock import Mock\n",
                true,
            ),
            (
                "printf_hex",
                "printf '\\x70ytest-xdist\\n' >> requirements.txt",
                "requirements.txt",
                "requests\npytest-xdist\n",
                true,
            ),
            (
                "base64",
                "echo aW1wb3J0IG1vY2sK | base64 -d > t.py",
                "t.py",
                "import mock\n",
                true,
            ),
            (
                "cat_file",
                "cat src.py >> t.py",
                "t.py",
                "import os\nx = foo\nfrom mock import Mock\n",
                true,
            ),
            (
                "git_apply",
                "git apply <<'EOF'\n--- a/t.py\n+++ b/t.py\n@@ -1 +1,2 @@\n import os\n+import mock\nEOF",
                "t.py",
                "import os\nx = foo\nimport mock\n",
                false,
            ),
            (
                "symlink",
                "ln -s ../src.py tests/test_l.py",
                "tests/test_l.py",
                "from mock import Mock\n",
                true,
            ),
            (
                "copy_dir",
                "mkdir -p scratch && cp -r tests tests2",
                "tests2/test_a.py",
                "x\n",
                true,
            ),
            (
                "patch_stdin_file",
                "patch -p1 < fix.diff",
                "t.py",
                "import os\nx = foo\nimport mock\n",
                false,
            ),
            (
                "node_writer",
                "node -e \"require('fs').writeFileSync('tests/test_n.py', 'import mock\\n')\"",
                "tests/test_n.py",
                "import mock\n",
                true,
            ),
            (
                "ruby_append",
                "ruby -e 'File.write(\"requirements.txt\", \"pytest-xdist\\n\", mode: \"a\")'",
                "requirements.txt",
                "requests\npytest-xdist\n",
                true,
            ),
        ];
        for (name, cmd, file, want, exact) in cases {
            let c = run(cmd, d.path());
            let f = c
                .files
                .iter()
                .find(|f| f.path.ends_with(file))
                .unwrap_or_else(|| panic!("{name}: {c:?}"));
            assert_eq!(f.after, *want, "{name}");
            assert_eq!(f.exact, *exact, "{name}");
        }
        for cmd in [
            "awk -i inplace '{print}' t.py",
            "sed -i -f fix.sed t.py",
            "curl -o t.py https://x",
            "python gen.py > t.py",
        ] {
            let c = run(cmd, d.path());
            assert!(
                c.opaque.iter().any(|o| o.name.ends_with("t.py")),
                "{cmd}: {c:?}"
            );
        }
    }
}
