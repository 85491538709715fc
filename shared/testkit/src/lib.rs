//! Test support shared by the workspace's test suites; a dev-dependency
//! only, never linked into a guard.
//!
//! Tests build real git repositories in temp dirs (no fakes of git), and
//! each suite needs git run the same hermetic way: a fixed identity, `main`
//! as the first branch, no signing, and neither the machine's nor the
//! user's git configuration.

use std::path::Path;
use std::process::Command;

/// `git ARGS` in `dir`, hermetic as above: its stdout, or the command and
/// git's stderr when it could not run or failed.
pub fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .args([
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@example.com",
            "-c",
            "init.defaultBranch=main",
            "-c",
            "commit.gpgsign=false",
        ])
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .output()
        .map_err(|e| format!("git {args:?} could not start: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "git {args:?} in {}: {}",
            dir.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn runs_git_hermetically_and_reports_failures() {
        let dir = std::env::temp_dir().join(format!("testkit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        git(&dir, &["init", "-q"]).unwrap();
        git(&dir, &["commit", "-q", "--allow-empty", "-m", "first"]).unwrap();
        assert_eq!(
            git(&dir, &["branch", "--show-current"]).unwrap().trim(),
            "main"
        );
        assert_eq!(
            git(&dir, &["log", "-1", "--format=%an <%ae>"])
                .unwrap()
                .trim(),
            "t <t@example.com>"
        );
        let err = git(&dir, &["checkout", "-q", "no-such-branch"]).unwrap_err();
        assert!(err.contains("no-such-branch"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
