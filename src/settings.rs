//! Reading, merging and writing a settings file without damaging it.
//!
//! Public guard projects overwrite `settings.json` or its whole `hooks`
//! block; this module changes exactly our entries:
//! - an unparseable file (or one that is not a JSON object, or not UTF-8) is
//!   an error and is never written;
//! - every other key, hook and ordering is kept (`serde_json` with
//!   `preserve_order`); a byte-order mark is kept;
//! - the new text goes to a temporary file in the same directory, then a
//!   rename: a write that fails midway leaves the original as it was; a
//!   symlinked file (dotfile managers) is written through to its target;
//! - the text keeps the file's own style: its indent unit (two spaces, four,
//!   a tab), compact one-line JSON, a final newline or none;
//! - no backup file is written beside it (a repository's `.claude/` must not
//!   gain stray files): `install` keeps the original text under gatehouse's
//!   data directory and `uninstall` restores it byte for byte;
//! - when the result is byte-identical nothing is written at all (so a second
//!   install leaves the file and its mtime alone).

use serde_json::{Map, Value};
use std::io::Write;
use std::path::{Path, PathBuf};

const BOM: &str = "\u{feff}";

/// A settings file as read.
#[derive(Debug)]
pub struct File {
    /// The path the user named (shown in messages).
    pub path: PathBuf,
    pub value: Value,
    /// The previous text (`None`: the file did not exist).
    pub original: Option<String>,
    pub style: Style,
}

/// How a file is laid out, so a rewrite keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Style {
    /// The indent unit; `None`: compact (one line).
    pub indent: Option<String>,
    /// Whether the text ends with a newline.
    pub newline: bool,
    pub bom: bool,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            indent: Some("  ".into()),
            newline: true,
            bom: false,
        }
    }
}

/// The style of `text`: compact when the whole object is one line with
/// something in it; else the leading whitespace of its first indented line.
pub fn detect_style(text: &str) -> Style {
    let bom = text.starts_with(BOM);
    let body = text.strip_prefix(BOM).unwrap_or(text);
    if body.trim().is_empty() {
        return Style {
            bom,
            ..Style::default()
        };
    }
    let newline = body.ends_with('\n');
    let trimmed = body.trim();
    if !trimmed.contains('\n') {
        let inner = trimmed
            .strip_prefix('{')
            .and_then(|t| t.strip_suffix('}'))
            .unwrap_or(trimmed);
        return Style {
            indent: if inner.trim().is_empty() {
                Some("  ".into())
            } else {
                None
            },
            newline,
            bom,
        };
    }
    let indent = trimmed
        .lines()
        .skip(1)
        .map(|l| {
            let n = l.len() - l.trim_start_matches([' ', '\t']).len();
            l.get(..n).unwrap_or("")
        })
        .find(|w| !w.is_empty())
        .unwrap_or("  ")
        .to_owned();
    Style {
        indent: Some(indent),
        newline,
        bom,
    }
}

/// What a write did.
#[derive(Debug, PartialEq, Eq)]
pub enum Written {
    Unchanged,
    Created,
    Replaced,
}

/// A file's value from its text (already read).
pub fn read_text(path: &Path, text: &str) -> Result<File, String> {
    let style = detect_style(text);
    let body = text.strip_prefix(BOM).unwrap_or(text);
    let value: Value = if body.trim().is_empty() {
        Value::Object(Map::new())
    } else {
        serde_json::from_str(body).map_err(|e| format!("{}: {e}", path.display()))?
    };
    Ok(File {
        path: path.to_path_buf(),
        value,
        original: Some(text.to_owned()),
        style,
    })
}

pub fn read(path: &Path) -> Result<File, String> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(File {
                path: path.to_path_buf(),
                value: Value::Object(Map::new()),
                original: None,
                style: Style::default(),
            });
        }
        Err(e) => {
            return Err(format!(
                "{} could not be read ({e}); nothing changed",
                path.display()
            ));
        }
    };
    let text = String::from_utf8(bytes)
        .map_err(|_| format!("{} is not UTF-8; nothing changed", path.display()))?;
    let style = detect_style(&text);
    let body = text.strip_prefix(BOM).unwrap_or(&text);
    let value: Value = if body.trim().is_empty() {
        Value::Object(Map::new())
    } else {
        serde_json::from_str(body).map_err(|e| {
            format!(
                "{} is not valid JSON ({e}); fix it by hand first — nothing changed",
                path.display()
            )
        })?
    };
    if !value.is_object() {
        return Err(format!(
            "{} is not a JSON object; nothing changed",
            path.display()
        ));
    }
    Ok(File {
        path: path.to_path_buf(),
        value,
        original: Some(text),
        style,
    })
}

/// Every hook entry (`hooks.<event>[].hooks[]`) of a settings value, with its
/// event and matcher.
pub fn each_hook(settings: &Value) -> Vec<(String, Option<String>, Value)> {
    let mut out = Vec::new();
    let Some(events) = settings.get("hooks").and_then(Value::as_object) else {
        return out;
    };
    for (event, groups) in events {
        for group in groups.as_array().into_iter().flatten() {
            let matcher = group
                .get("matcher")
                .and_then(Value::as_str)
                .map(str::to_owned);
            for hook in group
                .get("hooks")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                out.push((event.clone(), matcher.clone(), hook.clone()));
            }
        }
    }
    out
}

/// Removes the hooks `ours` selects and the matcher groups this left empty;
/// with `prune`, also the event lists and `hooks` object this left empty
/// (containers that were empty before are kept). Install does not prune: it
/// adds ours back at once, and a re-created key would move to the end of
/// its object, so a second install would not be byte-identical. Returns how
/// many hooks were removed.
pub fn remove(settings: &mut Value, ours: &dyn Fn(&Value) -> bool, prune: bool) -> usize {
    let mut removed = 0;
    let Some(obj) = settings.as_object_mut() else {
        return 0;
    };
    let Some(events) = obj.get_mut("hooks").and_then(Value::as_object_mut) else {
        return 0;
    };
    let mut emptied_events = Vec::new();
    for (event, groups) in events.iter_mut() {
        let Some(list) = groups.as_array_mut() else {
            continue;
        };
        let before_groups = list.len();
        list.retain_mut(|group| {
            let Some(hooks) = group.get_mut("hooks").and_then(Value::as_array_mut) else {
                return true;
            };
            let before = hooks.len();
            hooks.retain(|h| !ours(h));
            removed += before - hooks.len();
            !(hooks.is_empty() && before > 0)
        });
        if prune && list.is_empty() && before_groups > 0 {
            emptied_events.push(event.clone());
        }
    }
    for e in &emptied_events {
        events.remove(e);
    }
    if prune && events.is_empty() && removed > 0 {
        obj.remove("hooks");
    }
    removed
}

/// Appends `hooks` (an object event → matcher groups) after what is there.
pub fn add(settings: &mut Value, hooks: &Value, path: &Path) -> Result<(), String> {
    let p = path.display();
    let obj = settings
        .as_object_mut()
        .ok_or(format!("{p} is not a JSON object; nothing changed"))?;
    let slot = obj
        .entry("hooks")
        .or_insert_with(|| Value::Object(Map::new()));
    let events = slot.as_object_mut().ok_or(format!(
        "`hooks` in {p} is not an object; fix it by hand first — nothing changed"
    ))?;
    for (event, groups) in hooks.as_object().into_iter().flatten() {
        let list = events
            .entry(event.clone())
            .or_insert_with(|| Value::Array(Vec::new()));
        let list = list.as_array_mut().ok_or(format!(
            "`hooks.{event}` in {p} is not a list; fix it by hand first — nothing changed"
        ))?;
        list.extend(groups.as_array().into_iter().flatten().cloned());
    }
    Ok(())
}

/// The text a value is written as: two-space JSON, a final newline, the
/// original's byte-order mark if it had one.
pub fn render(value: &Value, bom: bool) -> Result<String, String> {
    let mut text = serde_json::to_string_pretty(value).map_err(|e| e.to_string())?;
    text.push('\n');
    if bom {
        text.insert_str(0, BOM);
    }
    Ok(text)
}

/// The text of `value` in `style`.
pub fn render_styled(value: &Value, style: &Style) -> Result<String, String> {
    let mut text = match &style.indent {
        None => serde_json::to_string(value).map_err(|e| e.to_string())?,
        Some(unit) => {
            let mut out = String::new();
            pretty(value, unit, 0, &mut out)?;
            out
        }
    };
    if style.newline {
        text.push('\n');
    }
    if style.bom {
        text.insert_str(0, BOM);
    }
    Ok(text)
}

/// serde_json's pretty layout with any indent unit.
fn pretty(value: &Value, unit: &str, depth: usize, out: &mut String) -> Result<(), String> {
    let pad = |out: &mut String, d: usize| {
        for _ in 0..d {
            out.push_str(unit);
        }
    };
    match value {
        Value::Array(items) if !items.is_empty() => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                pad(out, depth + 1);
                pretty(item, unit, depth + 1, out)?;
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            pad(out, depth);
            out.push(']');
        }
        Value::Object(map) if !map.is_empty() => {
            out.push_str("{\n");
            let n = map.len();
            for (i, (k, v)) in map.iter().enumerate() {
                pad(out, depth + 1);
                out.push_str(&serde_json::to_string(k).map_err(|e| e.to_string())?);
                out.push_str(": ");
                pretty(v, unit, depth + 1, out)?;
                out.push_str(if i + 1 < n { ",\n" } else { "\n" });
            }
            pad(out, depth);
            out.push('}');
        }
        other => out.push_str(&serde_json::to_string(other).map_err(|e| e.to_string())?),
    }
    Ok(())
}

/// The text `write` would write for `file`.
pub fn text_of(file: &File) -> Result<String, String> {
    render_styled(&file.value, &file.style)
}

/// Writes `file.value` back (see the module doc for the guarantees).
pub fn write(file: &File) -> Result<Written, String> {
    let text = text_of(file)?;
    if file.original.as_deref() == Some(text.as_str()) {
        return Ok(Written::Unchanged);
    }
    // Through a symlink to the real file, so the link (a dotfile manager's)
    // stays a link.
    let target = std::fs::canonicalize(&file.path).unwrap_or_else(|_| file.path.clone());
    let dir = target
        .parent()
        .ok_or(format!("{} has no directory", target.display()))?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}; nothing changed", dir.display()))?;
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let _ = name;
    // The original's permissions: a settings file may hold secrets (`env`).
    let mode = std::fs::metadata(&target).ok().map(|m| m.permissions());
    let written = match &file.original {
        Some(_) => Written::Replaced,
        None => Written::Created,
    };
    atomic_write(&target, text.as_bytes(), mode)?;
    Ok(written)
}

/// Temp file beside `path`, flushed to disk, then renamed over it. On any
/// error the temp file is removed and `path` is untouched.
pub fn atomic_write(
    path: &Path,
    bytes: &[u8],
    mode: Option<std::fs::Permissions>,
) -> Result<(), String> {
    let dir = path
        .parent()
        .ok_or(format!("{} has no directory", path.display()))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.gatehouse-{}.tmp", std::process::id()));
    let result = (|| -> std::io::Result<()> {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        f.write_all(bytes)?;
        if let Some(m) = mode {
            f.set_permissions(m)?;
        }
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!(
            "could not write {} ({e}); the previous file is unchanged",
            path.display()
        )
    })
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
    use serde_json::json;

    #[test]
    fn remove_keeps_containers_that_were_already_empty() {
        let mut v = json!({"hooks": {"Stop": [], "PreToolUse": [{"hooks": []}, {"hooks": [{"command": "x"}]}]}});
        let ours = |h: &Value| h["command"] == "x";
        assert_eq!(remove(&mut v, &ours, true), 1);
        assert_eq!(
            v,
            json!({"hooks": {"Stop": [], "PreToolUse": [{"hooks": []}]}})
        );
    }

    #[test]
    fn styles_round_trip() {
        for (case, text) in [
            ("two spaces", "{\n  \"a\": [\n    1\n  ]\n}\n"),
            (
                "four spaces",
                "{\n    \"a\": {\n        \"b\": 1\n    }\n}\n",
            ),
            ("tab", "{\n\t\"a\": 1\n}\n"),
            ("compact", "{\"a\":{\"b\":[1,2]}}"),
            ("compact newline", "{\"a\":1}\n"),
            ("no final newline", "{\n  \"a\": 1\n}"),
            ("bom", "\u{feff}{\n    \"a\": 1\n}\n"),
        ] {
            let v: Value = serde_json::from_str(text.trim_start_matches('\u{feff}')).unwrap();
            assert_eq!(
                render_styled(&v, &detect_style(text)).unwrap(),
                text,
                "{case}"
            );
        }
        assert_eq!(detect_style("{}").indent.as_deref(), Some("  "));
    }

    #[test]
    fn add_refuses_a_non_list_event() {
        let mut v = json!({"hooks": {"Stop": {"hooks": []}}});
        let e = add(
            &mut v,
            &json!({"Stop": [{"hooks": []}]}),
            Path::new("s.json"),
        )
        .unwrap_err();
        assert!(e.contains("hooks.Stop"), "{e}");
    }
}
