//! The Claude Code plugin: `.claude-plugin/plugin.json`, `hooks/hooks.json`
//! (generated from `settings/settings.json`, dispatch form under
//! `${CLAUDE_PLUGIN_ROOT}/bin`) and the binaries under `bin/`.
//!
//! `plugin/` in the repository holds the manifest and the generated
//! `hooks/hooks.json` (checked by the plugin-drift test);
//! `gatehouse plugin-build --out DIR` fills a plugin directory completely
//! (`scripts/build-plugin` does it for `plugin/`).

use crate::registry;
use crate::settings;
use serde_json::{Map, Value, json};
use std::path::Path;

/// The plugin manifest, the committed file.
pub const MANIFEST: &str = include_str!("../plugin/.claude-plugin/plugin.json");

/// The text of `hooks/hooks.json`.
pub fn hooks_text() -> Result<String, String> {
    settings::render(&registry::plugin_hooks()?, false)
}

fn write_if_changed(path: &Path, text: &[u8]) -> Result<(), String> {
    if std::fs::read(path).ok().as_deref() == Some(text) {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    settings::atomic_write(path, text, None)
}

/// Fills `out` with the manifest, the hooks and every binary (each guard,
/// the dispatcher, `gatehouse`), each copied under a temporary name and
/// renamed; `manifest.json` records their SHA-256 for `doctor`.
/// `guards` restricts the plugin to a subset (hooks and binaries).
pub fn build(out: &Path, bin_dir: &Path, guards: Option<&[String]>) -> Result<usize, String> {
    let mut names = match guards {
        Some(g) => {
            registry::check_subset(g)?;
            g.to_vec()
        }
        None => registry::guard_names()?,
    };
    names.push(registry::DISPATCH.to_owned());
    names.push("gatehouse".to_owned());
    for n in &names {
        if !bin_dir.join(n).is_file() {
            return Err(format!(
                "{} is missing: build first (scripts/build-release); nothing changed",
                bin_dir.join(n).display()
            ));
        }
    }
    write_if_changed(&out.join(".claude-plugin/plugin.json"), MANIFEST.as_bytes())?;
    let hooks = match guards {
        Some(g) => settings::render(
            &json!({"description": "gatehouse guards (a subset)", "hooks": registry::hooks(registry::PLUGIN_BIN, registry::Form::Dispatch, Some(g))?}),
            false,
        )?,
        None => hooks_text()?,
    };
    write_if_changed(&out.join("hooks/hooks.json"), hooks.as_bytes())?;
    let bin = out.join("bin");
    std::fs::create_dir_all(&bin).map_err(|e| format!("{}: {e}", bin.display()))?;
    let mut sums = Map::new();
    for n in &names {
        let tmp = bin.join(format!(".{n}.tmp-{}", std::process::id()));
        std::fs::copy(bin_dir.join(n), &tmp).map_err(|e| format!("copy {n}: {e}"))?;
        std::fs::rename(&tmp, bin.join(n)).map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            format!("install {n}: {e}")
        })?;
        sums.insert(
            n.clone(),
            Value::String(crate::install::sha256(&bin.join(n))?),
        );
    }
    let manifest = json!({"version": crate::install::VERSION, "binaries": sums});
    write_if_changed(
        &out.join("manifest.json"),
        settings::render(&manifest, false)?.as_bytes(),
    )?;
    Ok(names.len())
}
