//! What a search command searches for and where: `grep` (and `egrep`,
//! `fgrep`), `rg`, `git grep`, `ag`, `ack`; and what a `sed` call edits.
//!
//! Options are parsed the way each tool parses them (bundled short options,
//! options that take a value, `--`), because the pattern and the paths are
//! positional: in `grep -A 3 -e foo src` the `3` is neither.

use shell::{Command, Word};

/// One search call.
#[derive(Debug, Clone, Default)]
pub struct Search<'a> {
    /// The tool, normalised (`grep`, `rg`, `git grep`, `ag`, `ack`).
    pub tool: &'static str,
    /// Descends into directories (`grep -r`, and always `rg`/`git grep`/`ag`/`ack`).
    pub recursive: bool,
    /// The patterns (`-e`, or the first operand).
    pub patterns: Vec<&'a str>,
    /// Fixed strings (`-F`, `fgrep`, `rg -F`).
    pub fixed: bool,
    /// The path operands (for `git grep`, the pathspecs).
    pub paths: Vec<&'a Word>,
    /// File-name filters that restrict what is read (`--include`, `rg -g`).
    pub includes: Vec<&'a str>,
    /// File types (`rg -t py`, `ag --python`).
    pub types: Vec<&'a str>,
    /// Lists files without reading them (`rg --files`).
    pub lists_only: bool,
    /// `git -C DIR grep`: the directory it runs in.
    pub git_dir: Option<&'a Word>,
}

impl Search<'_> {
    /// True when, without path operands, the whole current directory is
    /// searched (recursive searches); a plain `grep` reads standard input.
    pub fn searches_cwd_by_default(&self) -> bool {
        self.recursive
    }
}

/// File-type names of the search tools and the extension each stands for
/// (`rg -t py`, `ag --python`).
const LANGUAGES: &[(&str, &str)] = &[
    ("py", "py"),
    ("python", "py"),
    ("js", "js"),
    ("ts", "ts"),
    ("typescript", "ts"),
    ("rust", "rs"),
    ("go", "go"),
    ("ruby", "rb"),
    ("java", "java"),
    ("sh", "sh"),
    ("shell", "sh"),
    ("c", "c"),
    ("cpp", "cpp"),
    ("cc", "cpp"),
    ("md", "md"),
    ("markdown", "md"),
    ("json", "json"),
    ("yaml", "yaml"),
    ("toml", "toml"),
    ("html", "html"),
    ("css", "css"),
];

/// True when the file type `ty` (`py`, `python`) covers files ending in `.ext`.
/// An unknown type name is taken to cover it (fail towards the rule).
pub fn type_covers(ty: &str, ext: &str) -> bool {
    ty == ext
        || LANGUAGES
            .iter()
            .find(|(l, _)| *l == ty)
            .is_none_or(|(_, e)| *e == ext)
}

/// The search `cmd` performs, if it is one.
pub fn parse(cmd: &Command) -> Option<Search<'_>> {
    let args = cmd.args();
    match cmd.program()? {
        "grep" | "egrep" | "fgrep" | "zgrep" => Some(grep(args, cmd.program() == Some("fgrep"))),
        "rg" => Some(rg(args)),
        "ag" | "ack" | "ack-grep" => Some(ag(args)),
        "git" => git_grep(args),
        _ => None,
    }
}

/// Splits `-abc` style options: calls `f(flag, attached_value)` per flag
/// letter; `takes(letter)` says whether a letter takes a value (the rest of
/// the bundle, or the next word). Returns whether the next word was consumed.
fn short_bundle<'a>(
    word: &'a str,
    next: Option<&'a Word>,
    takes: impl Fn(char) -> bool,
    mut f: impl FnMut(char, Option<&'a str>),
) -> bool {
    let body = word.get(1..).unwrap_or("");
    for (i, ch) in body.char_indices() {
        if takes(ch) {
            let rest = body.get(i + ch.len_utf8()..).unwrap_or("");
            if rest.is_empty() {
                f(ch, next.map(|w| w.text.as_str()));
                return true;
            }
            f(ch, Some(rest));
            return false;
        }
        f(ch, None);
    }
    false
}

/// `--name=value` or `--name value`: the value and whether the next word was consumed.
fn long_value<'a>(word: &'a str, next: Option<&'a Word>) -> (Option<&'a str>, bool) {
    match word.split_once('=') {
        Some((_, v)) => (Some(v), false),
        None => (next.map(|w| w.text.as_str()), true),
    }
}

fn long_name(word: &str) -> &str {
    word.split_once('=').map_or(word, |(n, _)| n)
}

fn grep(args: &[Word], fgrep: bool) -> Search<'_> {
    const LONG_VALUE: &[&str] = &[
        "--regexp",
        "--file",
        "--max-count",
        "--after-context",
        "--before-context",
        "--context",
        "--directories",
        "--devices",
        "--include",
        "--exclude",
        "--exclude-dir",
        "--exclude-from",
        "--label",
        "--binary-files",
        "--group-separator",
        "--color",
        "--colour",
    ];
    let mut s = Search {
        tool: "grep",
        fixed: fgrep,
        ..Search::default()
    };
    let mut operands: Vec<&Word> = Vec::new();
    let mut i = 0;
    let mut options_done = false;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        let next = args.get(i + 1);
        i += 1;
        if options_done || t == "-" || !t.starts_with('-') {
            operands.push(w);
            continue;
        }
        if t == "--" {
            options_done = true;
            continue;
        }
        if t.starts_with("--") {
            let name = long_name(t);
            // `--color` alone is a flag; only the `=` form carries a value.
            let takes = LONG_VALUE.contains(&name) && !matches!(name, "--color" | "--colour");
            let (value, consumed) = if takes {
                long_value(t, next)
            } else {
                (t.split_once('=').map(|(_, v)| v), false)
            };
            if consumed {
                i += 1;
            }
            match name {
                "--recursive" | "--dereference-recursive" => s.recursive = true,
                "--fixed-strings" => s.fixed = true,
                "--regexp" => s.patterns.extend(value),
                "--file" => s.patterns.push(""),
                "--include" => s.includes.extend(value),
                "--directories" if value == Some("recurse") => s.recursive = true,
                _ => {}
            }
            continue;
        }
        let consumed = short_bundle(
            t,
            next,
            |c| "efmABCdD".contains(c),
            |c, v| match c {
                'r' | 'R' => s.recursive = true,
                'F' => s.fixed = true,
                'e' => s.patterns.extend(v),
                'f' => s.patterns.push(""),
                'd' if v == Some("recurse") => s.recursive = true,
                _ => {}
            },
        );
        if consumed {
            i += 1;
        }
    }
    let mut rest = operands.into_iter();
    if s.patterns.is_empty() {
        s.patterns.extend(rest.next().map(|w| w.text.as_str()));
    }
    s.paths = rest.collect();
    s
}

fn rg(args: &[Word]) -> Search<'_> {
    const LONG_VALUE: &[&str] = &[
        "--regexp",
        "--file",
        "--glob",
        "--iglob",
        "--type",
        "--type-not",
        "--type-add",
        "--type-clear",
        "--max-depth",
        "--maxdepth",
        "--replace",
        "--max-count",
        "--context",
        "--after-context",
        "--before-context",
        "--threads",
        "--encoding",
        "--max-filesize",
        "--sort",
        "--sortr",
        "--color",
        "--colors",
        "--path-separator",
        "--field-match-separator",
        "--field-context-separator",
        "--pre",
        "--pre-glob",
        "--ignore-file",
        "--engine",
        "--dfa-size-limit",
        "--regex-size-limit",
        "--max-columns",
        "--context-separator",
        "--hostname-bin",
        "--hyperlink-format",
        "--generate",
    ];
    let mut s = Search {
        tool: "rg",
        recursive: true,
        ..Search::default()
    };
    let mut operands: Vec<&Word> = Vec::new();
    let mut i = 0;
    let mut options_done = false;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        let next = args.get(i + 1);
        i += 1;
        if options_done || t == "-" || !t.starts_with('-') {
            operands.push(w);
            continue;
        }
        if t == "--" {
            options_done = true;
            continue;
        }
        if t.starts_with("--") {
            let name = long_name(t);
            let (value, consumed) = if LONG_VALUE.contains(&name) {
                long_value(t, next)
            } else {
                (None, false)
            };
            if consumed {
                i += 1;
            }
            match name {
                "--regexp" => s.patterns.extend(value),
                "--file" => s.patterns.push(""),
                "--glob" | "--iglob" => s.includes.extend(value),
                "--type" => s.types.extend(value),
                "--fixed-strings" => s.fixed = true,
                "--files" => s.lists_only = true,
                _ => {}
            }
            continue;
        }
        let consumed = short_bundle(
            t,
            next,
            |c| "efgtTmABCMjEdr".contains(c),
            |c, v| match c {
                'e' => s.patterns.extend(v),
                'f' => s.patterns.push(""),
                'g' => s.includes.extend(v),
                't' => s.types.extend(v),
                'F' => s.fixed = true,
                _ => {}
            },
        );
        if consumed {
            i += 1;
        }
    }
    let mut rest = operands.into_iter();
    if s.patterns.is_empty() && !s.lists_only {
        s.patterns.extend(rest.next().map(|w| w.text.as_str()));
    }
    s.paths = rest.collect();
    s
}

fn ag(args: &[Word]) -> Search<'_> {
    let mut s = Search {
        tool: "ag",
        recursive: true,
        ..Search::default()
    };
    let mut operands: Vec<&Word> = Vec::new();
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        i += 1;
        if !t.starts_with('-') || t == "-" {
            operands.push(w);
            continue;
        }
        let name = long_name(t);
        match name {
            "-G"
            | "--file-search-regex"
            | "--ignore-dir"
            | "--ignore"
            | "-A"
            | "-B"
            | "-C"
            | "-m"
            | "--max-count" => {
                if !t.contains('=') {
                    i += 1;
                }
            }
            "-Q" | "--literal" => s.fixed = true,
            "-g" => {
                s.lists_only = true;
                i += 1;
            }
            _ => {
                // `ag --python`, `ack --python`: a language filter.
                if let Some(ty) = name
                    .strip_prefix("--")
                    .filter(|ty| LANGUAGES.iter().any(|(l, _)| l == ty))
                {
                    s.types.push(ty);
                }
            }
        }
    }
    let mut rest = operands.into_iter();
    s.patterns.extend(rest.next().map(|w| w.text.as_str()));
    s.paths = rest.collect();
    s
}

fn git_grep(args: &[Word]) -> Option<Search<'_>> {
    let mut i = 0;
    let mut git_dir = None;
    // Global options before the subcommand.
    while let Some(w) = args.get(i) {
        match w.text.as_str() {
            "-C" => {
                git_dir = args.get(i + 1);
                i += 2;
            }
            "-c" | "--git-dir" | "--work-tree" | "--namespace" => i += 2,
            t if t.starts_with('-') => i += 1,
            _ => break,
        }
    }
    if args.get(i).map(|w| w.text.as_str()) != Some("grep") {
        return None;
    }
    let rest = args.get(i + 1..).unwrap_or(&[]);
    let mut s = grep(rest, false);
    s.tool = "git grep";
    s.recursive = true;
    s.git_dir = git_dir;
    Some(s)
}

/// One `sed` call.
#[derive(Debug, Clone, Default)]
pub struct Sed<'a> {
    /// `-i`/`--in-place`: the files are edited.
    pub in_place: bool,
    /// The scripts (`-e`, or the first operand); empty text for `-f FILE`.
    pub scripts: Vec<&'a str>,
    pub files: Vec<&'a Word>,
}

/// The `sed` call `cmd` makes, if it is one.
pub fn sed(cmd: &Command) -> Option<Sed<'_>> {
    if !matches!(cmd.program()?, "sed" | "gsed") {
        return None;
    }
    let args = cmd.args();
    let mut s = Sed::default();
    let mut operands: Vec<&Word> = Vec::new();
    let mut i = 0;
    let mut options_done = false;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        let next = args.get(i + 1);
        i += 1;
        if options_done || t == "-" || !t.starts_with('-') {
            operands.push(w);
            continue;
        }
        if t == "--" {
            options_done = true;
            continue;
        }
        if t.starts_with("--") {
            let name = long_name(t);
            match name {
                "--in-place" => s.in_place = true,
                "--expression" | "--file" | "--line-length" => {
                    let (v, consumed) = long_value(t, next);
                    if consumed {
                        i += 1;
                    }
                    if name == "--expression" {
                        s.scripts.extend(v);
                    } else if name == "--file" {
                        s.scripts.push("");
                    }
                }
                _ => {}
            }
            continue;
        }
        let mut inplace_here = false;
        let consumed = short_bundle(
            t,
            next,
            |c| "efl".contains(c),
            |c, v| match c {
                'e' => s.scripts.extend(v),
                'f' => s.scripts.push(""),
                'i' => inplace_here = true,
                _ => {}
            },
        );
        if inplace_here {
            s.in_place = true;
            // `-i` takes the rest of its bundle as a backup suffix; BSD sed's
            // `-i ''` takes an empty next word.
            if t == "-i" && next.is_some_and(|n| n.text.is_empty()) {
                i += 1;
            }
        }
        if consumed {
            i += 1;
        }
    }
    let mut rest = operands.into_iter();
    if s.scripts.is_empty() {
        s.scripts.extend(rest.next().map(|w| w.text.as_str()));
    }
    s.files = rest.collect();
    Some(s)
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

    fn show(src: &str) -> (bool, Vec<String>, Vec<String>, Vec<String>) {
        let a = shell::analyse(src);
        let s = a.commands.iter().find_map(parse).unwrap();
        (
            s.recursive,
            s.patterns.iter().map(|p| p.to_string()).collect(),
            s.paths.iter().map(|w| w.text.clone()).collect(),
            s.includes.iter().map(|p| p.to_string()).collect(),
        )
    }

    #[test]
    fn searches() {
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        // (command, recursive, patterns, paths, includes)
        type Row<'a> = (&'a str, bool, &'a [&'a str], &'a [&'a str], &'a [&'a str]);
        let cases: &[Row] = &[
            ("grep foo a.py", false, &["foo"], &["a.py"], &[]),
            (
                "grep -rn 'import x' src",
                true,
                &["import x"],
                &["src"],
                &[],
            ),
            (
                "grep -A 3 -e foo -e bar src tests",
                false,
                &["foo", "bar"],
                &["src", "tests"],
                &[],
            ),
            ("grep -A3 -rw foo", true, &["foo"], &[], &[]),
            (
                "grep --include='*.py' -R foo .",
                true,
                &["foo"],
                &["."],
                &["*.py"],
            ),
            (
                "grep --include *.md -r foo .",
                true,
                &["foo"],
                &["."],
                &["*.md"],
            ),
            ("grep -d recurse foo .", true, &["foo"], &["."], &[]),
            ("grep -- -x src", false, &["-x"], &["src"], &[]),
            ("grep --color foo a", false, &["foo"], &["a"], &[]),
            ("rg -n 'def x' src", true, &["def x"], &["src"], &[]),
            ("rg -g '*.py' -tpy -C 2 foo", true, &["foo"], &[], &["*.py"]),
            (
                "rg --glob=*.md foo docs",
                true,
                &["foo"],
                &["docs"],
                &["*.md"],
            ),
            (
                "git grep -n 'import x' -- src",
                true,
                &["import x"],
                &["src"],
                &[],
            ),
            ("git -C sub --no-pager grep foo", true, &["foo"], &[], &[]),
            (
                "ag --python 'class X' src",
                true,
                &["class X"],
                &["src"],
                &[],
            ),
        ];
        for (src, rec, pats, paths, inc) in cases {
            let (r, p, pa, i) = show(src);
            assert_eq!((r, p, pa, i), (*rec, v(pats), v(paths), v(inc)), "{src}");
        }
        let a = shell::analyse("git status");
        assert!(parse(&a.commands[0]).is_none());
    }

    #[test]
    fn seds() {
        let cases: &[(&str, bool, &[&str], &[&str])] = &[
            ("sed -n '1,5p' a.py", false, &["1,5p"], &["a.py"]),
            (
                "sed -i 's/a/b/' a.py b.py",
                true,
                &["s/a/b/"],
                &["a.py", "b.py"],
            ),
            ("sed -i.bak -e 's/a/b/' a.py", true, &["s/a/b/"], &["a.py"]),
            ("sed -i '' 's/a/b/' a.py", true, &["s/a/b/"], &["a.py"]),
            ("sed -Ei 's/a/b/' a.py", true, &["s/a/b/"], &["a.py"]),
            (
                "sed --in-place --expression=s/a/b/ a.py",
                true,
                &["s/a/b/"],
                &["a.py"],
            ),
        ];
        for (src, ip, scripts, files) in cases {
            let a = shell::analyse(src);
            let s = sed(&a.commands[0]).unwrap();
            assert_eq!(s.in_place, *ip, "{src}");
            assert_eq!(s.scripts, scripts.to_vec(), "{src}");
            assert_eq!(
                s.files.iter().map(|w| w.text.as_str()).collect::<Vec<_>>(),
                files.to_vec(),
                "{src}"
            );
        }
    }
}
