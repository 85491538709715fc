//! Differential test against `bash -n` on real shell scripts of this machine: Debian
//! maintainer scripts (`/var/lib/dpkg/info/*.{postinst,preinst,postrm,prerm}`), shell
//! scripts in `/usr/bin`, `/usr/sbin`, `/bin`, `/sbin` (by shebang) and `*.sh` under
//! `/etc`. Valid Bash must parse: a script `bash -n` accepts and the analysis reports as a
//! syntax error is a false "cannot analyse" refusal in every shell guard. The other
//! direction (bash rejects, the analysis parses) is bash's own error and only counted.
//!
//! The scripts are read at test time; on a machine without them the test prints the count
//! (0) and passes.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stderr
)]

use std::path::{Path, PathBuf};

fn shell_shebang(text: &str) -> bool {
    let first = text.lines().next().unwrap_or("");
    first.starts_with("#!")
        && first
            .split(['/', ' '])
            .any(|w| matches!(w, "sh" | "bash" | "dash"))
}

fn scripts() -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Ok(rd) = std::fs::read_dir("/var/lib/dpkg/info") {
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().and_then(|x| x.to_str()).is_some_and(|x| {
                matches!(x, "postinst" | "preinst" | "postrm" | "prerm" | "config")
            }) {
                out.push(p);
            }
        }
    }
    for dir in [
        "/usr/bin",
        "/usr/sbin",
        "/bin",
        "/sbin",
        "/usr/lib/git-core",
    ] {
        let Ok(rd) = std::fs::read_dir(dir) else {
            continue;
        };
        for e in rd.flatten() {
            out.push(e.path());
        }
    }
    let mut stack = vec![(PathBuf::from("/etc"), 0)];
    while let Some((d, depth)) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            let Ok(ft) = e.file_type() else { continue };
            if ft.is_dir() && depth < 4 {
                stack.push((p, depth + 1));
            } else if ft.is_file() && p.extension().is_some_and(|x| x == "sh") {
                out.push(p);
            }
        }
    }
    // `/bin` is often `/usr/bin`: each file once.
    let mut out: Vec<PathBuf> = out
        .into_iter()
        .map(|p| std::fs::canonicalize(&p).unwrap_or(p))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// FIXME: valid scripts the analysis still rejects (a tree-sitter-bash grammar gap not yet
/// worked around), by file name, as measured on this machine (Debian/Ubuntu base image):
/// a guard refuses these only when their text is relevant to it. Every other
/// disagreement fails the test.
const KNOWN: &[&str] = &["dpkg-maintscript-helper", "tzselect", "zipgrep"];

fn bash_accepts(path: &Path) -> Option<bool> {
    let st = std::process::Command::new("timeout")
        .args(["10", "bash", "-n"])
        .arg(path)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .ok()?;
    Some(st.success())
}

#[test]
fn agrees_with_bash_n_on_this_machines_scripts() {
    let mut checked = 0;
    let mut known = 0;
    let mut bash_only = Vec::new();
    let mut ours_only = Vec::new();
    for path in scripts() {
        let Ok(meta) = std::fs::metadata(&path) else {
            continue;
        };
        if !meta.is_file() || meta.len() > 256 * 1024 {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let maintainer = path.starts_with("/var/lib/dpkg/info");
        if !maintainer && !shell_shebang(&text) && path.extension().is_none_or(|x| x != "sh") {
            continue;
        }
        let Some(bash_ok) = bash_accepts(&path) else {
            continue;
        };
        checked += 1;
        let ours = shell::parses_cleanly(&text);
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if bash_ok && !ours && KNOWN.contains(&name) {
            known += 1;
        } else if bash_ok && !ours {
            let a = shell::analyse(&text);
            let why = a
                .problems
                .iter()
                .map(|p| p.reason.clone())
                .collect::<Vec<_>>()
                .join("; ");
            ours_only.push(format!("{}: {why}", path.display()));
        } else if !bash_ok && ours {
            bash_only.push(path.display().to_string());
        }
    }
    eprintln!(
        "bash -n differential: {checked} scripts, {} rejected by the analysis only ({known} known, FIXME), {} by bash only (bash's own errors)",
        ours_only.len() + known,
        bash_only.len()
    );
    for p in &bash_only {
        eprintln!("  bash only: {p}");
    }
    assert!(
        ours_only.is_empty(),
        "valid Bash the analysis rejects ({} of {checked}):\n{}",
        ours_only.len(),
        ours_only.join("\n")
    );
}
