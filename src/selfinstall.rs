//! `cargo install` puts one package's binaries in `<root>/bin`: `cargo
//! install --path .` (or `--git URL gatehouse`) installs `gatehouse` and
//! `gatehouse-dispatch`, while the guards are the `gatehouse-hooks` package
//! (hooks/) and the verifiers `gatehouse-verifiers` (verifiers/). So the
//! first `gatehouse install` from such a root finds its guards missing.
//!
//! [`provide`] finishes that install instead of failing: when the
//! directory is a cargo install root's `bin` whose `.crates2.json` (cargo's
//! record of what it installed, and how) names the `gatehouse` package, it
//! runs `cargo install` for the missing packages from the same source — the
//! checkout for a path install (`--path <src>/hooks`), the same repository
//! and commit for a git install (`--git URL --rev SHA`) — with the same
//! profile, into the same root, cargo's progress on the terminal. When it
//! cannot (no cargo on PATH, the source tree is gone, not a cargo root) or
//! cargo fails, it changes nothing and says which binaries are missing and
//! the command that installs them.
//!
//! Why the source comes from `.crates2.json` and not from the build's
//! `CARGO_MANIFEST_DIR`: the record says how *this* root was installed
//! (path or git, which commit, which profile); for a git install a path
//! install from cargo's checkout would leave a multi-gigabyte `target/` in
//! `~/.cargo/git/checkouts`, while `--git URL --rev SHA` builds in a
//! temporary directory cargo removes. `CARGO_MANIFEST_DIR` is the fallback
//! for a root whose record lacks the package (a copied binary).

use crate::registry;
use serde_json::Value;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace's packages that hold binaries, and their directory in the
/// source tree.
const ROOT_PACKAGE: &str = "gatehouse";
const HOOKS_PACKAGE: &str = "gatehouse-hooks";
const VERIFIERS_PACKAGE: &str = "gatehouse-verifiers";

/// The verifiers' manifest, for their binary names (one `[[bin]]` each).
const VERIFIERS_MANIFEST: &str = include_str!("../verifiers/Cargo.toml");

/// The verifier binaries (`name = "verify-…"` in verifiers/Cargo.toml).
pub fn verifier_names() -> Vec<String> {
    VERIFIERS_MANIFEST
        .lines()
        .filter_map(|l| l.trim().strip_prefix("name = \""))
        .filter_map(|l| l.strip_suffix('"'))
        .filter(|n| n.starts_with("verify-"))
        .map(str::to_owned)
        .collect()
}

/// The package that builds binary `name`.
pub fn package_of(name: &str) -> &'static str {
    if name == ROOT_PACKAGE || name == registry::DISPATCH {
        ROOT_PACKAGE
    } else if verifier_names().iter().any(|v| v == name) {
        VERIFIERS_PACKAGE
    } else {
        HOOKS_PACKAGE
    }
}

/// The directory of `package` in the source tree.
fn package_dir(package: &str) -> &'static str {
    match package {
        HOOKS_PACKAGE => "hooks",
        VERIFIERS_PACKAGE => "verifiers",
        _ => ".",
    }
}

/// Where the `gatehouse` package of a cargo root came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// `cargo install --path DIR`.
    Path(PathBuf),
    /// `cargo install --git URL`, at commit `rev`.
    Git { url: String, rev: String },
}

/// What cargo recorded about the installed `gatehouse` package.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Installed {
    pub source: Source,
    /// Cargo's profile name: `release`, `dev` (`--debug`), or a custom one.
    pub profile: Option<String>,
}

/// The `gatehouse` package's entry in `.crates2.json` text: its key is
/// `"gatehouse <version> (<source id>)"`, the source id
/// `path+file:///dir` or `git+<url>[?branch=…]#<commit>`. `None`: not
/// listed, or a source cargo cannot install from again here (a registry:
/// the package is not published).
pub fn parse_record(text: &str) -> Option<Installed> {
    let v: Value = serde_json::from_str(text).ok()?;
    let installs = v.get("installs")?.as_object()?;
    installs.iter().find_map(|(key, info)| {
        let rest = key.strip_prefix(ROOT_PACKAGE)?.strip_prefix(' ')?;
        let (_version, id) = rest.split_once(" (")?;
        let id = id.strip_suffix(')')?;
        let source = if let Some(p) = id.strip_prefix("path+file://") {
            Source::Path(PathBuf::from(percent_decode(p)))
        } else if let Some(g) = id.strip_prefix("git+") {
            let (url, rev) = g.rsplit_once('#')?;
            let url = url.split_once('?').map_or(url, |(u, _)| u);
            if url.is_empty() || rev.is_empty() {
                return None;
            }
            Source::Git {
                url: url.to_owned(),
                rev: rev.to_owned(),
            }
        } else {
            return None;
        };
        let profile = info
            .get("profile")
            .and_then(Value::as_str)
            .map(str::to_owned);
        Some(Installed { source, profile })
    })
}

/// `%20` and friends in a `file://` URL path (cargo writes a path with a
/// space as `%20`). Invalid escapes stay as they are.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let hex = |j: usize| {
            bytes
                .get(j)
                .and_then(|c| (*c as char).to_digit(16))
                .and_then(|d| u8::try_from(d).ok())
        };
        match (b, hex(i + 1), hex(i + 2)) {
            (b'%', Some(h), Some(l)) => {
                out.push(h * 16 + l);
                i += 3;
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The cargo flags for `profile` as cargo recorded it.
fn profile_flags(profile: Option<&str>) -> Vec<String> {
    match profile {
        None | Some("release") => Vec::new(),
        Some("dev") => vec!["--debug".into()],
        Some(p) => vec!["--profile".into(), p.into()],
    }
}

/// The `cargo install` argument lists (after `cargo`) that put `packages`
/// into `root`: one per package for a path source (cargo installs one
/// package per `--path`), one for all of them from git.
pub fn commands(installed: &Installed, packages: &[&str], root: &Path) -> Vec<Vec<String>> {
    let mut base: Vec<String> = vec!["install".into(), "--locked".into()];
    base.extend(profile_flags(installed.profile.as_deref()));
    base.push("--root".into());
    base.push(root.display().to_string());
    match &installed.source {
        Source::Path(src) => packages
            .iter()
            .map(|p| {
                let mut c = base.clone();
                c.push("--path".into());
                c.push(src.join(package_dir(p)).display().to_string());
                c
            })
            .collect(),
        Source::Git { url, rev } => {
            let mut c = base;
            c.extend(["--git".into(), url.clone(), "--rev".into(), rev.clone()]);
            c.extend(packages.iter().map(|p| (*p).to_owned()));
            vec![c]
        }
    }
}

/// One shell line for the commands (each word quoted only when it needs it).
pub fn shell_line(commands: &[Vec<String>]) -> String {
    commands
        .iter()
        .map(|c| {
            std::iter::once("cargo".to_owned())
                .chain(c.iter().map(|w| {
                    if !w.is_empty()
                        && w.bytes()
                            .all(|b| b.is_ascii_alphanumeric() || b"-_./:=+@%,".contains(&b))
                    {
                        w.clone()
                    } else {
                        registry::shell_quote(w)
                    }
                }))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" && ")
}

/// `$CARGO` (set when run by cargo), else `cargo` on PATH.
fn find_cargo() -> Option<PathBuf> {
    if let Some(c) = std::env::var_os("CARGO").map(PathBuf::from)
        && c.is_file()
    {
        return Some(c);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("cargo"))
        .find(|p| p.is_file())
}

/// What [`plan`] found for a directory that lacks binaries.
#[derive(Debug)]
pub enum Plan {
    /// Not a cargo install root with gatehouse recorded: build or unpack.
    NotCargo,
    /// Cargo can install the packages: the commands, and from where.
    Cargo {
        commands: Vec<Vec<String>>,
        from: String,
        /// Why they cannot run here (no cargo, the source tree is gone).
        blocked: Option<String>,
        cargo: Option<PathBuf>,
    },
}

/// The packages to install for `missing` in `bin_dir`: those that build a
/// missing binary, and the verifiers too when any of theirs is absent (the
/// fleet is the guards and the verifiers).
pub fn packages_for(bin_dir: &Path, missing: &[String]) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    let verifiers_missing = verifier_names().iter().any(|v| !bin_dir.join(v).is_file());
    let wanted = missing
        .iter()
        .map(|n| package_of(n))
        .chain(verifiers_missing.then_some(VERIFIERS_PACKAGE));
    for p in [ROOT_PACKAGE, HOOKS_PACKAGE, VERIFIERS_PACKAGE] {
        if wanted.clone().any(|w| w == p) {
            out.push(p);
        }
    }
    out
}

/// How `missing` could be installed into `bin_dir`.
pub fn plan(bin_dir: &Path, missing: &[String]) -> Plan {
    let Some(root) = bin_dir
        .file_name()
        .filter(|n| *n == "bin")
        .and_then(|_| bin_dir.parent())
    else {
        return Plan::NotCargo;
    };
    let record = std::fs::read_to_string(root.join(".crates2.json"))
        .ok()
        .and_then(|t| parse_record(&t));
    let installed = match record {
        Some(i) => i,
        // A root cargo manages, whose record lacks gatehouse (a copied
        // binary): the tree this binary was built from, if it is still there.
        None if root.join(".crates.toml").is_file() || root.join(".crates2.json").is_file() => {
            Installed {
                source: Source::Path(PathBuf::from(env!("CARGO_MANIFEST_DIR"))),
                profile: None,
            }
        }
        None => return Plan::NotCargo,
    };
    let packages = packages_for(bin_dir, missing);
    let commands = commands(&installed, &packages, root);
    let cargo = find_cargo();
    let (from, gone) = match &installed.source {
        Source::Path(src) => (
            format!("the source tree {}", src.display()),
            packages
                .iter()
                .map(|p| src.join(package_dir(p)).join("Cargo.toml"))
                .find(|m| !m.is_file())
                .map(|m| {
                    format!(
                        "{} is gone (gatehouse was installed from {}): install from a checkout \
                         (`cargo install --locked --path <checkout>/hooks --root {}`, and \
                         `--path <checkout>/verifiers`) or from git (`cargo install --locked --git \
                         <url> --root {} {}`)",
                        m.display(),
                        src.display(),
                        root.display(),
                        root.display(),
                        packages.join(" ")
                    )
                }),
        ),
        Source::Git { url, rev } => (format!("{url} at {rev}"), None),
    };
    let blocked = gone.or_else(|| {
        cargo.is_none().then(|| {
            format!(
                "cargo is not on PATH; with a Rust toolchain run `{}`",
                shell_line(&commands)
            )
        })
    });
    Plan::Cargo {
        commands,
        from,
        blocked,
        cargo,
    }
}

/// The binaries, as a short list for a message.
fn listed(missing: &[String]) -> String {
    let mut shown: Vec<&str> = missing.iter().map(String::as_str).take(4).collect();
    if missing.len() > shown.len() {
        shown.push("…");
    }
    shown.join(", ")
}

/// What is missing, by package: `gatehouse-hooks (37 binaries: a, b, c,
/// …), gatehouse-verifiers (3 binaries: …)`.
pub fn by_package(bin_dir: &Path, missing: &[String]) -> String {
    let verifiers = verifier_names();
    packages_for(bin_dir, missing)
        .into_iter()
        .map(|p| {
            let names: Vec<String> = if p == VERIFIERS_PACKAGE {
                verifiers
                    .iter()
                    .filter(|v| !bin_dir.join(v).is_file())
                    .cloned()
                    .collect()
            } else {
                missing
                    .iter()
                    .filter(|n| package_of(n) == p)
                    .cloned()
                    .collect()
            };
            format!("{p} ({} binaries: {})", names.len(), listed(&names))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Progress for the person running the install; a closed stderr is not a
/// reason to stop the install.
fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "gatehouse: {line}");
}

/// Makes `missing` (binaries `gatehouse install` needs) present in
/// `bin_dir`, by `cargo install` where [`plan`] allows it; otherwise an
/// error that names them and the command that installs them. Nothing but
/// `bin_dir`'s cargo root is touched before the binaries are all there.
pub fn provide(bin_dir: &Path, missing: &[String]) -> Result<(), String> {
    if missing.is_empty() {
        return Ok(());
    }
    let packages = packages_for(bin_dir, missing);
    let head = format!(
        "missing beside gatehouse in {}: {}",
        bin_dir.display(),
        by_package(bin_dir, missing)
    );
    let (commands, from, cargo) = match plan(bin_dir, missing) {
        Plan::NotCargo => return Err(crate::manifest::missing_hint(bin_dir, missing)),
        Plan::Cargo {
            blocked: Some(why), ..
        } => {
            return Err(format!(
                "{head}. `cargo install` put only the gatehouse package there; {why}; nothing changed"
            ));
        }
        Plan::Cargo {
            commands,
            from,
            cargo: Some(cargo),
            blocked: None,
        } => (commands, from, cargo),
        Plan::Cargo { cargo: None, .. } => {
            return Err(format!("{head}: cargo is not on PATH; nothing changed"));
        }
    };
    say(&format!(
        "{head}. `cargo install` put only the gatehouse package there. Installing the rest from {from} \
         (the first build takes minutes): {}",
        shell_line(&commands)
    ));
    for c in &commands {
        let status = Command::new(&cargo)
            .args(c)
            .stdin(std::process::Stdio::null())
            .status()
            .map_err(|e| format!("could not run {}: {e}; nothing changed", cargo.display()))?;
        if !status.success() {
            return Err(format!(
                "`{}` failed ({status}; cargo's error is above), so the fleet is incomplete and no \
                 settings file was changed. Fix that and run this install again, or run the \
                 command yourself",
                shell_line(std::slice::from_ref(c))
            ));
        }
    }
    let still = crate::manifest::missing_beside(bin_dir, missing);
    if !still.is_empty() {
        return Err(format!(
            "after `cargo install`, {} binaries are still missing in {} ({}); nothing changed",
            still.len(),
            bin_dir.display(),
            listed(&still)
        ));
    }
    say(&format!(
        "cargo installed {} into {}; now the install itself",
        packages.join(" and "),
        bin_dir.display()
    ));
    Ok(())
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

    fn record(key: &str, profile: &str) -> String {
        serde_json::json!({"installs": {
            "other 1.0.0 (registry+https://github.com/rust-lang/crates.io-index)": {"bins": ["other"]},
            key: {"version_req": null, "bins": ["gatehouse", "gatehouse-dispatch"], "features": [],
                  "all_features": false, "no_default_features": false, "profile": profile,
                  "target": "x86_64-unknown-linux-gnu", "rustc": "rustc 1.95.0"}}})
        .to_string()
    }

    #[test]
    fn the_record_says_where_gatehouse_came_from() {
        for (case, key, profile, want) in [
            (
                "path",
                "gatehouse 0.1.0 (path+file:///src/gate%20house)",
                "dev",
                Some(Source::Path("/src/gate house".into())),
            ),
            (
                "git with a branch",
                "gatehouse 0.1.0 (git+https://example.org/g.git?branch=main#0123abcd)",
                "release",
                Some(Source::Git {
                    url: "https://example.org/g.git".into(),
                    rev: "0123abcd".into(),
                }),
            ),
            (
                "git",
                "gatehouse 0.1.0 (git+file:///tmp/g#abc)",
                "release",
                Some(Source::Git {
                    url: "file:///tmp/g".into(),
                    rev: "abc".into(),
                }),
            ),
            (
                "registry: not installable again here",
                "gatehouse 0.1.0 (registry+https://github.com/rust-lang/crates.io-index)",
                "release",
                None,
            ),
            (
                "another package with the prefix",
                "gatehouse-hooks 0.1.0 (path+file:///src/hooks)",
                "release",
                None,
            ),
        ] {
            let got = parse_record(&record(key, profile));
            assert_eq!(got.as_ref().map(|i| &i.source), want.as_ref(), "{case}");
            if let Some(i) = got {
                assert_eq!(i.profile.as_deref(), Some(profile), "{case}");
            }
        }
        assert_eq!(parse_record("not json"), None);
        assert_eq!(parse_record("{}"), None);
    }

    #[test]
    fn commands_keep_the_source_and_the_profile() {
        let root = Path::new("/r");
        let path = Installed {
            source: Source::Path("/src".into()),
            profile: Some("dev".into()),
        };
        let c = commands(&path, &[HOOKS_PACKAGE, VERIFIERS_PACKAGE], root);
        assert_eq!(
            shell_line(&c),
            "cargo install --locked --debug --root /r --path /src/hooks && \
             cargo install --locked --debug --root /r --path /src/verifiers"
        );
        let git = Installed {
            source: Source::Git {
                url: "https://x/g".into(),
                rev: "abc".into(),
            },
            profile: Some("release".into()),
        };
        assert_eq!(
            shell_line(&commands(&git, &[HOOKS_PACKAGE, VERIFIERS_PACKAGE], root)),
            "cargo install --locked --root /r --git https://x/g --rev abc gatehouse-hooks gatehouse-verifiers"
        );
        let custom = Installed {
            source: Source::Path("/a b".into()),
            profile: Some("fast".into()),
        };
        assert_eq!(
            shell_line(&commands(&custom, &[HOOKS_PACKAGE], root)),
            "cargo install --locked --profile fast --root /r --path '/a b/hooks'"
        );
    }

    #[test]
    fn packages_follow_the_missing_binaries() {
        assert_eq!(package_of("no-xdist"), HOOKS_PACKAGE);
        assert_eq!(package_of("verify-rebase"), VERIFIERS_PACKAGE);
        assert_eq!(package_of("gatehouse-dispatch"), ROOT_PACKAGE);
        assert_eq!(verifier_names().len(), 3, "{:?}", verifier_names());
        let d = tempfile::tempdir().unwrap();
        assert_eq!(
            packages_for(d.path(), &["no-xdist".into()]),
            vec![HOOKS_PACKAGE, VERIFIERS_PACKAGE],
            "the verifiers come with the guards when absent"
        );
        for v in verifier_names() {
            std::fs::write(d.path().join(v), b"").unwrap();
        }
        assert_eq!(
            packages_for(d.path(), &["no-xdist".into()]),
            vec![HOOKS_PACKAGE]
        );
    }

    #[test]
    fn a_directory_cargo_does_not_manage_gets_the_build_hint() {
        let d = tempfile::tempdir().unwrap();
        let bin = d.path().join("bin");
        std::fs::create_dir(&bin).unwrap();
        let missing = vec!["no-xdist".to_owned()];
        assert!(matches!(plan(&bin, &missing), Plan::NotCargo));
        let e = provide(&bin, &missing).unwrap_err();
        assert!(
            e.contains("no-xdist") && e.contains("nothing changed"),
            "{e}"
        );
        // A cargo root whose gatehouse came from a source tree that is gone.
        std::fs::write(
            d.path().join(".crates2.json"),
            record(
                "gatehouse 0.1.0 (path+file:///nonexistent/gatehouse)",
                "release",
            ),
        )
        .unwrap();
        let e = provide(&bin, &missing).unwrap_err();
        assert!(
            e.contains("/nonexistent/gatehouse/hooks/Cargo.toml is gone")
                && e.contains("nothing changed"),
            "{e}"
        );
    }
}
