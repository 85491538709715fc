//! `jq FILTER FILE` for the filters agents use to edit a JSON manifest in
//! one line (`jq '.version="1.2.3"' package.json > p.tmp && mv p.tmp
//! package.json`): a path set to a JSON literal (`=`, `|=`), `del(PATH)`,
//! several joined by `|`. Anything else is not modelled (the output stays
//! unknown, and a guard that governs the file refuses rather than guess).

use serde_json::Value;

/// The pretty-printed result of `filter` on `input`, when the filter is one
/// of the modelled forms.
pub(crate) fn run(filter: &str, input: &str) -> Option<String> {
    let mut doc: Value = serde_json::from_str(input).ok()?;
    for step in split_top(filter, '|') {
        let step = step.trim();
        if step.is_empty() || step == "." {
            continue;
        }
        if let Some(inner) = step.strip_prefix("del(").and_then(|s| s.strip_suffix(')')) {
            let path = path(inner.trim())?;
            let (last, parents) = path.split_last()?;
            if let Some(obj) = walk(&mut doc, parents, false).and_then(Value::as_object_mut) {
                obj.remove(last);
            }
            continue;
        }
        let (target, value) = step.split_once('=')?;
        let target = target.trim().trim_end_matches('|').trim();
        let value: Value = serde_json::from_str(value.trim()).ok()?;
        let path = path(target)?;
        let (last, parents) = path.split_last()?;
        walk(&mut doc, parents, true)?
            .as_object_mut()?
            .insert(last.clone(), value);
    }
    let mut out = serde_json::to_string_pretty(&doc).ok()?;
    out.push('\n');
    Some(out)
}

/// `.a.b["c-d"]` → `["a", "b", "c-d"]`.
fn path(text: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = text.strip_prefix('.')?;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("[\"") {
            let end = r.find("\"]")?;
            out.push(r.get(..end)?.to_owned());
            rest = r.get(end + 2..)?;
        } else {
            let rest_trim = rest.strip_prefix('.').unwrap_or(rest);
            let end = rest_trim.find(['.', '[']).unwrap_or(rest_trim.len());
            let key = rest_trim.get(..end)?;
            if key.is_empty()
                || !key
                    .chars()
                    .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '@' | '/'))
            {
                return None;
            }
            out.push(key.to_owned());
            rest = rest_trim.get(end..)?;
        }
    }
    (!out.is_empty()).then_some(out)
}

fn walk<'v>(doc: &'v mut Value, path: &[String], create: bool) -> Option<&'v mut Value> {
    let mut cur = doc;
    for key in path {
        let obj = cur.as_object_mut()?;
        if create && !obj.contains_key(key) {
            obj.insert(key.clone(), Value::Object(serde_json::Map::new()));
        }
        cur = obj.get_mut(key)?;
    }
    Some(cur)
}

/// `text` split at `sep` outside quotes and brackets.
fn split_top(text: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut quote, mut start) = (0i32, false, 0);
    for (i, c) in text.char_indices() {
        match c {
            '"' => quote = !quote,
            '(' | '[' | '{' if !quote => depth += 1,
            ')' | ']' | '}' if !quote => depth -= 1,
            c if c == sep && !quote && depth == 0 => {
                // `|=` is an update, not a pipe.
                if text.get(i + 1..).is_some_and(|r| r.starts_with('=')) {
                    continue;
                }
                out.push(text.get(start..i).unwrap_or(""));
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(text.get(start..).unwrap_or(""));
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn assignments_and_deletions() {
        let pkg = "{\"name\": \"x\", \"version\": \"1.0.0\"}";
        let out = run(".version=\"1.2.3\"", pkg).unwrap();
        assert!(out.contains("\"version\": \"1.2.3\""), "{out}");
        let out = run(".dependencies[\"left-pad\"]=\"1.3.0\"", pkg).unwrap();
        assert!(out.contains("\"left-pad\": \"1.3.0\""), "{out}");
        let out = run(".scripts.test |= \"jest\" | del(.version)", pkg).unwrap();
        assert!(
            out.contains("\"test\": \"jest\"") && !out.contains("version"),
            "{out}"
        );
        assert_eq!(run(".dependencies | keys", pkg), None);
        assert_eq!(run("map(.x)", pkg), None);
    }
}
