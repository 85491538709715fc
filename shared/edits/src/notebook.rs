//! `NotebookEdit`: the notebook's cells as one text, before and after.
//!
//! A notebook is JSON; what a guard judges is its cells. The text is every
//! cell's source in order, separated by blank lines; code cells as written,
//! markdown and raw cells as `# ` comment lines, so a Python reader (the
//! test-double detector) skips their prose while a text scanner (the secret
//! guard) still sees every character.

use crate::{Change, Error, read_existing, resolve};
use payload::NotebookEditInput;
use serde_json::Value;
use std::path::Path;

#[derive(Debug, Clone)]
struct Cell {
    id: Option<String>,
    code: bool,
    source: String,
}

pub(crate) fn change(n: &NotebookEditInput, cwd: &Path) -> Result<Change<'static>, Error> {
    let path = resolve(&n.notebook_path, cwd);
    let Some(text) = read_existing(&path)? else {
        // The tool fails on a notebook that does not exist: judge the new cell.
        return Ok(Change {
            path,
            before: String::new(),
            after: render(&[new_cell(n)]).into(),
            exact: false,
            deleted: false,
            new_text_from: 0,
            moved_from: None,
            via: "NotebookEdit".into(),
        });
    };
    let json: Value = serde_json::from_str(&text).map_err(|e| {
        Error(format!(
            "notebook `{}` is not valid JSON ({e}); its edit cannot be judged",
            path.display()
        ))
    })?;
    let cells = cells(&json)
        .ok_or_else(|| Error(format!("notebook `{}` has no `cells` list", path.display())))?;
    let before = render(&cells);
    let mode = n.edit_mode.as_deref().unwrap_or("replace");
    let at = n.cell_id.as_deref().and_then(|id| position(&cells, id));
    let mut after_cells = cells.clone();
    let mut exact = true;
    match (mode, at) {
        ("insert", Some(i)) => after_cells.insert(i + 1, new_cell(n)),
        ("insert", None) if n.cell_id.is_none() => after_cells.insert(0, new_cell(n)),
        ("delete", Some(i)) => {
            after_cells.remove(i);
        }
        ("replace", Some(i)) => {
            if let Some(c) = after_cells.get_mut(i) {
                c.source = n.new_source.clone();
                if let Some(t) = &n.cell_type {
                    c.code = t == "code";
                }
            }
        }
        _ => {
            // An unknown cell or mode: the tool fails; judge the new source.
            exact = false;
            after_cells = vec![new_cell(n)];
        }
    }
    let before = if exact { before } else { String::new() };
    Ok(Change {
        path,
        before,
        after: render(&after_cells).into(),
        exact,
        deleted: false,
        new_text_from: 0,
        moved_from: None,
        via: "NotebookEdit".into(),
    })
}

fn new_cell(n: &NotebookEditInput) -> Cell {
    Cell {
        id: None,
        code: n.cell_type.as_deref().unwrap_or("code") == "code",
        source: n.new_source.clone(),
    }
}

/// A notebook's text as its cells (see the module doc), when `text` is
/// notebook JSON: a `Write` of a `.ipynb` is judged on its cells, as a
/// `NotebookEdit` is, not on the JSON strings that hold them. The JSON
/// follows as `# ` comment lines, so a text scanner (the secret guard) still
/// sees every character, outputs included.
pub(crate) fn rendered(text: &str) -> Option<String> {
    let json: Value = serde_json::from_str(text).ok()?;
    let mut out = render(&cells(&json)?);
    for line in text.lines() {
        out.push_str("# ");
        out.push_str(line);
        out.push('\n');
    }
    Some(out)
}

fn cells(json: &Value) -> Option<Vec<Cell>> {
    let list = json.get("cells")?.as_array()?;
    Some(
        list.iter()
            .map(|c| Cell {
                id: c.get("id").and_then(Value::as_str).map(str::to_owned),
                code: c.get("cell_type").and_then(Value::as_str) == Some("code"),
                source: match c.get("source") {
                    Some(Value::String(s)) => s.clone(),
                    Some(Value::Array(parts)) => parts.iter().filter_map(Value::as_str).collect(),
                    _ => String::new(),
                },
            })
            .collect(),
    )
}

/// A cell by its `id`, or by Claude Code's index forms `cell-N` / `N`.
fn position(cells: &[Cell], id: &str) -> Option<usize> {
    cells
        .iter()
        .position(|c| c.id.as_deref() == Some(id))
        .or_else(|| {
            let n: usize = id.strip_prefix("cell-").unwrap_or(id).parse().ok()?;
            (n < cells.len()).then_some(n)
        })
}

fn render(cells: &[Cell]) -> String {
    let mut out = String::new();
    for c in cells {
        if c.code {
            out.push_str(&c.source);
        } else {
            for line in c.source.lines() {
                out.push_str("# ");
                out.push_str(line);
                out.push('\n');
            }
        }
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push('\n');
    }
    out
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

    fn input(v: serde_json::Value) -> NotebookEditInput {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn replace_insert_delete_and_markdown_as_comments() {
        let d = tempfile::tempdir().unwrap();
        let nb = serde_json::json!({"cells": [
            {"id": "a", "cell_type": "markdown", "source": ["We never use MagicMock\n"]},
            {"id": "b", "cell_type": "code", "source": ["import os\n", "x = 1\n"]}
        ]});
        std::fs::write(d.path().join("n.ipynb"), nb.to_string()).unwrap();
        let c = change(&input(serde_json::json!({"notebook_path": "n.ipynb", "cell_id": "b", "new_source": "y = 2"})), d.path()).unwrap();
        assert!(c.before.contains("# We never use MagicMock\n") && c.before.contains("x = 1"));
        assert!(c.after.contains("y = 2") && !c.after.contains("x = 1"));
        let c = change(&input(serde_json::json!({"notebook_path": "n.ipynb", "cell_id": "cell-0", "new_source": "z", "edit_mode": "insert"})), d.path()).unwrap();
        assert!(c.after.contains("z\n") && c.after.contains("x = 1"));
        let c = change(&input(serde_json::json!({"notebook_path": "n.ipynb", "cell_id": "b", "new_source": "", "edit_mode": "delete"})), d.path()).unwrap();
        assert!(!c.after.contains("x = 1"));
        let c = change(&input(serde_json::json!({"notebook_path": "n.ipynb", "cell_id": "nope", "new_source": "q"})), d.path()).unwrap();
        assert!(!c.exact && c.after.starts_with('q'));
    }

    #[test]
    fn a_broken_notebook_is_an_error() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("n.ipynb"), "{not json").unwrap();
        let e = change(
            &input(serde_json::json!({"notebook_path": "n.ipynb", "new_source": "x"})),
            d.path(),
        )
        .unwrap_err();
        assert!(e.0.contains("not valid JSON"), "{e}");
    }
}
