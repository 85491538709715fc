//! Configured commands and the commands of an analysis.
//!
//! A sanctioned tool is configured as a command line (`python
//! scripts/gates.py`, `pytest`); a guard recognises it in a command's argv by
//! words, not by substring: `python3 -m pytest -q` runs `pytest`, and
//! `./scripts/gates.py` is `scripts/gates.py`.

use shell::{Analysis, Command, Via, Word};
use std::path::{Path, PathBuf};

/// A command line from the configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Configured {
    /// As written in the config (shown in messages).
    pub text: String,
    /// Split into words as a POSIX shell would, then normalised.
    pub words: Vec<String>,
}

impl Configured {
    /// `None` when the text is empty or not splittable (unbalanced quotes).
    pub fn parse(text: &str) -> Option<Configured> {
        let words = shlex::split(text)?;
        if words.is_empty() {
            return None;
        }
        Some(Configured {
            text: text.trim().to_owned(),
            words: normalize_words(words),
        })
    }

    /// True when `cmd` runs this command line (its words are a prefix of the
    /// command's normalised argv, with the program as its base name or, for
    /// a relative path, as written: `./scripts/gates.py` is both `gates.py`
    /// and `scripts/gates.py`).
    pub fn invoked_by(&self, cmd: &Command) -> bool {
        let prefix = |argv: &[String]| {
            argv.len() >= self.words.len() && self.words.iter().zip(argv).all(|(a, b)| a == b)
        };
        let words: Vec<String> = cmd.argv.iter().map(|w| w.text.clone()).collect();
        if prefix(&normalize_words(words.clone())) {
            return true;
        }
        prefix(&invocation(cmd))
    }
}

/// Splits a configured option string (`-p observe_pytest`) into words as a
/// POSIX shell would; `None` when the quotes do not balance.
pub fn split(text: &str) -> Option<Vec<String>> {
    shlex::split(text)
}

/// `word` quoted for a POSIX shell (as it was, when it needs no quotes or
/// cannot be quoted).
pub fn quote(word: &str) -> String {
    shlex::try_quote(word).map_or_else(|_| word.to_owned(), |q| q.into_owned())
}

/// The argv of `cmd` as words, normalised like configured commands: Python
/// interpreters are `python`, `python -m M` is `M`, `./x` is `x`.
pub fn invocation(cmd: &Command) -> Vec<String> {
    let mut words: Vec<String> = cmd.argv.iter().map(|w| w.text.clone()).collect();
    if let (Some(first), Some(path)) = (words.first_mut(), cmd.program_path.as_deref()) {
        // A script run by path (`./scripts/gates.py`) keeps its directory: it
        // is how a configured `scripts/gates.py` is recognised.
        if path.contains('/') && !path.starts_with('/') {
            *first = path.to_owned();
        }
    }
    normalize_words(words)
}

fn normalize_words(mut words: Vec<String>) -> Vec<String> {
    for w in &mut words {
        if let Some(rest) = w.strip_prefix("./") {
            *w = rest.to_owned();
        }
    }
    if words.first().is_some_and(|w| is_python(w)) {
        if let Some(first) = words.first_mut() {
            "python".clone_into(first);
        }
        // `python -m M args` runs M; options before `-m` (`-u`, `-X dev`) do
        // not change what runs.
        let mut i = 1;
        while let Some(w) = words.get(i) {
            if w == "-m" {
                if words.get(i + 1).is_some() {
                    return words.split_off(i + 1);
                }
                break;
            }
            if !w.starts_with('-') {
                break;
            }
            i += if matches!(w.as_str(), "-X" | "-W") {
                2
            } else {
                1
            };
        }
    }
    words
}

/// `python`, `python3`, `python3.12`, `pypy3`.
pub fn is_python(name: &str) -> bool {
    let base = name.rsplit('/').next().unwrap_or(name);
    let rest = base
        .strip_prefix("python")
        .or_else(|| base.strip_prefix("pypy"));
    rest.is_some_and(|r| r.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
}

/// The directory each command of `a` runs in: `cwd`, changed by every
/// earlier `cd DIR` with a static operand (`cd src && cat a.py`). A `cd`
/// inside a subshell is applied to the rest too: over-approximating the
/// directory is harmless here, missing it would let `cd src && cat a.py` by.
pub fn cwds(a: &Analysis, cwd: &Path) -> Vec<PathBuf> {
    let mut here = cwd.to_path_buf();
    let mut out = Vec::with_capacity(a.commands.len());
    for c in &a.commands {
        out.push(here.clone());
        if matches!(c.program(), Some("cd" | "pushd"))
            && let Some(dir) = c.args().iter().find(|w| !w.text.starts_with('-'))
            && let Some(text) = dir.as_static()
        {
            here = payload::paths::normalize(Path::new(text), &here);
        }
    }
    out
}

/// The `find` whose results a command receives (`find … -exec CMD {} +`,
/// `find … | xargs CMD`): its start directories and `-name` patterns.
#[derive(Debug, Clone)]
pub struct FindSource<'a> {
    pub dirs: Vec<&'a Word>,
    pub names: Vec<&'a str>,
    /// Index of the `find` command in the analysis.
    pub index: usize,
}

/// For the command at `index`, reached through `-exec` or `xargs`, the
/// `find` that feeds it, if any.
pub fn find_source(a: &Analysis, index: usize) -> Option<FindSource<'_>> {
    let cmd = a.commands.get(index)?;
    let via = cmd.ctx.via.last()?;
    let before = a.commands.get(..index)?;
    let (fi, find) = match via {
        Via::FindExec => before
            .iter()
            .enumerate()
            .rev()
            .find(|(_, c)| c.program() == Some("find"))?,
        Via::Xargs => {
            let pos = cmd.ctx.pipeline?;
            before.iter().enumerate().rev().find(|(_, c)| {
                c.program() == Some("find")
                    && c.ctx
                        .pipeline
                        .is_some_and(|p| p.len == pos.len && p.index < pos.index)
            })?
        }
        _ => return None,
    };
    let args = find.args();
    let dirs = args
        .iter()
        .take_while(|w| !w.text.starts_with('-') && w.text != "(" && w.text != "!")
        .collect();
    let names = args
        .windows(2)
        .filter_map(|p| match p {
            [flag, value]
                if matches!(
                    flag.text.as_str(),
                    "-name" | "-iname" | "-path" | "-ipath" | "-regex"
                ) =>
            {
                Some(value.text.as_str())
            }
            _ => None,
        })
        .collect();
    Some(FindSource {
        dirs,
        names,
        index: fi,
    })
}

/// True when the command reaches its files through `find -exec` or `xargs`
/// (so "no file operand" does not mean "reads standard input").
pub fn fed_files(cmd: &Command) -> bool {
    matches!(cmd.ctx.via.last(), Some(Via::FindExec | Via::Xargs))
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
    fn configured_commands_match_by_words() {
        let cases: &[(&str, &str, bool)] = &[
            ("pytest", "pytest -q", true),
            ("pytest", "python3 -m pytest -q", true),
            ("pytest", "uv run -m pytest", true),
            ("pytest", "python -X dev -m pytest", true),
            ("pytest", "pytest-watch", false),
            ("pytest", "echo pytest", false),
            (
                "python scripts/gates.py",
                "python3 scripts/gates.py --all",
                true,
            ),
            ("python scripts/gates.py", "python ./scripts/gates.py", true),
            (
                "python scripts/gates.py",
                "python scripts/gates/x.py",
                false,
            ),
            ("scripts/gates.py", "./scripts/gates.py", true),
            ("python -m pytest", "pytest -x", true),
        ];
        for (conf, cmd, want) in cases {
            let c = Configured::parse(conf).unwrap();
            let a = shell::analyse(cmd);
            let got = a.commands.iter().any(|x| c.invoked_by(x));
            assert_eq!(got, *want, "{conf} vs {cmd}");
        }
        assert!(Configured::parse("  ").is_none());
        assert!(Configured::parse("python 'x").is_none());
    }

    #[test]
    fn cd_changes_the_directory_of_later_commands() {
        let a = shell::analyse("cd src && cat a.py; cd ../docs; ls");
        let c = cwds(&a, Path::new("/r"));
        assert_eq!(
            c,
            vec![
                PathBuf::from("/r"),
                PathBuf::from("/r/src"),
                PathBuf::from("/r/src"),
                PathBuf::from("/r/docs")
            ]
        );
    }

    #[test]
    fn find_feeds_exec_and_xargs() {
        let a = shell::analyse("find src tests -name '*.py' -exec grep -l x {} +");
        let i = a
            .commands
            .iter()
            .position(|c| c.program() == Some("grep"))
            .unwrap();
        let f = find_source(&a, i).unwrap();
        assert_eq!(
            f.dirs.iter().map(|w| w.text.as_str()).collect::<Vec<_>>(),
            vec!["src", "tests"]
        );
        assert_eq!(f.names, vec!["*.py"]);
        let a = shell::analyse("find . -name '*.md' | xargs grep x");
        let i = a
            .commands
            .iter()
            .position(|c| c.program() == Some("grep"))
            .unwrap();
        assert_eq!(find_source(&a, i).unwrap().names, vec!["*.md"]);
        let a = shell::analyse("ls | xargs grep x");
        let i = a
            .commands
            .iter()
            .position(|c| c.program() == Some("grep"))
            .unwrap();
        assert!(find_source(&a, i).is_none());
        assert!(fed_files(&a.commands[i]));
    }
}
