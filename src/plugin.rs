//! The Claude Code plugin: `.claude-plugin/plugin.json`, `hooks/hooks.json`
//! (generated from `settings/settings.json`, dispatch form under
//! `${CLAUDE_PLUGIN_ROOT}/bin`) and the binaries under `bin/`.
//!
//! `plugin/` in the repository holds the manifest and the generated
//! `hooks/hooks.json` (checked by the plugin-drift test);
//! `gatehouse plugin-build --out DIR` fills a plugin directory completely
//! (`scripts/build-plugin` does it for `plugin/`).
//!
//! Only what is on: a guard that does nothing until configured would cost a
//! process on every matching call in every session, so the plugin's hooks
//! are the entries that act under an empty config — the rule `gatehouse
//! install` applies to the repository's config, applied to no config, since
//! one static file serves every repository ([`off_by_default`]). The
//! exception is `keep-sandbox`: install registers it where the sandbox is
//! on, which a plugin cannot see, so the plugin keeps it (one hook entry
//! per Bash call running 9 guards, the default install's with the sandbox
//! on). The others
//! are added by building a plugin with `--guards +name,…` (the default set
//! plus those); their binaries are in every plugin's `bin/` anyway.

use crate::registry;
use crate::settings;
use serde_json::{Map, Value, json};
use std::path::Path;

/// The plugin manifest, the committed file.
pub const MANIFEST: &str = include_str!("../plugin/.claude-plugin/plugin.json");

/// Why the plugin leaves `entry` out (`None`: it is registered): the
/// entry does nothing under an empty config (`toolkit` not set, `mode` not
/// `refuse-push`). `keep-sandbox` stays (see the module doc).
pub fn off_by_default(entry: &registry::Entry) -> Option<String> {
    if entry.guard == crate::install::SANDBOX_GUARD {
        return None;
    }
    registry::entry_off(entry, &Ok(payload::Config::default()))
}

/// Which entries a plugin registers.
enum Selection {
    /// What acts under an empty config, plus these guards (`+name`).
    Default(Vec<String>),
    /// Exactly these guards (every entry of each).
    Exactly(Vec<String>),
}

fn selection(guards: Option<&[String]>) -> Result<Selection, String> {
    let Some(g) = guards else {
        return Ok(Selection::Default(Vec::new()));
    };
    let added: Vec<String> = g
        .iter()
        .filter_map(|n| n.strip_prefix('+'))
        .map(str::to_owned)
        .collect();
    if added.is_empty() {
        registry::check_subset(g)?;
        return Ok(Selection::Exactly(g.to_vec()));
    }
    if added.len() != g.len() {
        return Err(format!(
            "--guards {}: either names (exactly those guards) or `+name`s (the default set plus those), not both",
            g.join(",")
        ));
    }
    registry::check_subset(&added)?;
    Ok(Selection::Default(added))
}

fn hooks_value(sel: &Selection) -> Result<Value, String> {
    let (description, hooks) = match sel {
        Selection::Default(added) => (
            if added.is_empty() {
                "gatehouse guards: those that act with no configuration (generated from \
                 settings/settings.json by `gatehouse plugin-hooks`; do not edit). Guards that \
                 act only once configured: `gatehouse plugin-build --guards +name` (docs/install.md)"
                    .to_owned()
            } else {
                format!(
                    "gatehouse guards: those that act with no configuration, plus {}",
                    added.join(", ")
                )
            },
            registry::hooks_where(registry::PLUGIN_BIN, registry::Form::Dispatch, None, &|e| {
                added.contains(&e.guard) || off_by_default(e).is_none()
            })?,
        ),
        Selection::Exactly(g) => (
            "gatehouse guards (a subset)".to_owned(),
            registry::hooks(registry::PLUGIN_BIN, registry::Form::Dispatch, Some(g))?,
        ),
    };
    Ok(json!({"description": description, "hooks": hooks}))
}

/// The text of `hooks/hooks.json` (the default set).
pub fn hooks_text() -> Result<String, String> {
    hooks_for(None)
}

/// The text of `hooks/hooks.json` for `plugin-build --guards` (`None`: the
/// default set; `+a,+b`: the default set plus those; `a,b`: exactly those).
pub fn hooks_for(guards: Option<&[String]>) -> Result<String, String> {
    settings::render(&hooks_value(&selection(guards)?)?, false)
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
/// `guards`: `a,b` restricts the plugin to those (hooks and binaries);
/// `+a,+b` registers the default set plus those (every binary copied).
pub fn build(out: &Path, bin_dir: &Path, guards: Option<&[String]>) -> Result<usize, String> {
    let sel = selection(guards)?;
    let mut names = match &sel {
        Selection::Exactly(g) => g.clone(),
        Selection::Default(_) => registry::guard_names()?,
    };
    names.push(registry::DISPATCH.to_owned());
    names.push("gatehouse".to_owned());
    // A `cargo install` root gets the rest of the fleet from cargo.
    crate::selfinstall::provide(bin_dir, &crate::manifest::missing_beside(bin_dir, &names))?;
    write_if_changed(&out.join(".claude-plugin/plugin.json"), MANIFEST.as_bytes())?;
    let hooks = settings::render(&hooks_value(&sel)?, false)?;
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
