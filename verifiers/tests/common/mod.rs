//! Real git repositories in temp dirs for the verifier tests: fixed author
//! and committer, no global or system config, `HOME` inside the temp dir.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    dead_code
)]

use std::path::Path;
use std::process::Command;

use tempfile::TempDir;

pub struct Repo {
    pub dir: TempDir,
}

fn env(cmd: &mut Command, home: &Path) {
    cmd.env("GIT_AUTHOR_NAME", "Tess Ter")
        .env("GIT_AUTHOR_EMAIL", "tess@example.invalid")
        .env("GIT_AUTHOR_DATE", "2024-01-01T00:00:00Z")
        .env("GIT_COMMITTER_NAME", "Tess Ter")
        .env("GIT_COMMITTER_EMAIL", "tess@example.invalid")
        .env("GIT_COMMITTER_DATE", "2024-01-01T00:00:00Z")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", home)
        .env("LC_ALL", "C")
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .env_remove("GIT_INDEX_FILE");
}

impl Repo {
    pub fn new() -> Repo {
        let dir = tempfile::tempdir().unwrap();
        let r = Repo { dir };
        r.git(&["init", "-q", "-b", "main"]);
        r.git(&["config", "core.autocrlf", "false"]);
        r
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Runs git in the repo, panicking (test failure) on error.
    pub fn git(&self, args: &[&str]) -> String {
        let out = self.git_status(args);
        assert!(
            out.status.success(),
            "git {args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim_end().to_string()
    }

    pub fn git_status(&self, args: &[&str]) -> std::process::Output {
        let mut cmd = Command::new("git");
        cmd.arg("-C").arg(self.path()).args(args);
        env(&mut cmd, self.path());
        cmd.output().unwrap()
    }

    pub fn write(&self, path: &str, content: impl AsRef<[u8]>) {
        let p = self.path().join(path);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(p, content).unwrap();
    }

    pub fn append(&self, path: &str, content: &str) {
        let p = self.path().join(path);
        let mut old = std::fs::read(&p).unwrap();
        old.extend_from_slice(content.as_bytes());
        std::fs::write(p, old).unwrap();
    }

    pub fn rm(&self, path: &str) {
        self.git(&["rm", "-q", path]);
    }

    pub fn mv(&self, from: &str, to: &str) {
        if let Some(parent) = self.path().join(to).parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        self.git(&["mv", from, to]);
    }

    pub fn chmod_x(&self, path: &str) {
        use std::os::unix::fs::PermissionsExt;
        let p = self.path().join(path);
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o755)).unwrap();
    }

    /// Stages everything and commits; returns the new commit id.
    pub fn commit(&self, msg: &str) -> String {
        self.git(&["add", "-A"]);
        self.git(&["commit", "-q", "--allow-empty", "-m", msg]);
        self.git(&["rev-parse", "HEAD"])
    }

    /// The real verifier binary, run in nobody's config.
    pub fn verifier(&self, name: &str) -> assert_cmd::Command {
        let mut std_cmd = Command::new(assert_cmd::cargo::cargo_bin(name));
        env(&mut std_cmd, self.path());
        let mut cmd = assert_cmd::Command::from_std(std_cmd);
        cmd.arg("-C").arg(self.path());
        cmd
    }

    /// Runs a verifier with `args`; returns (exit code, stdout, stderr).
    pub fn run(&self, name: &str, args: &[&str]) -> (i32, String, String) {
        let out = self.verifier(name).args(args).output().unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// Runs a verifier with `--json` and returns (exit code, parsed report).
    pub fn run_json(&self, name: &str, args: &[&str]) -> (i32, serde_json::Value) {
        let mut a = vec!["--json"];
        a.extend_from_slice(args);
        let (code, out, err) = self.run(name, &a);
        let v: serde_json::Value = serde_json::from_str(&out)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {out:?} / {err:?}"));
        (code, v)
    }
}

/// The `what` fields of a JSON report's violations, as `file: what`.
pub fn violations(v: &serde_json::Value) -> Vec<String> {
    v["violations"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|x| {
                    format!(
                        "{}: {}",
                        x["file"].as_str().unwrap_or(""),
                        x["what"].as_str().unwrap_or("")
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}
