//! Parsing a payload that carries one big string (a 1 MB Write's `content`)
//! without copying that string twice.
//!
//! `serde_json` unescapes a string into a scratch buffer and then copies it
//! into the `String` of the `Value`: a megabyte of content costs two
//! megabytes of fresh pages besides the input itself, and fresh pages are
//! what a guard's time goes to here (measured: ~3–6 µs per page on the
//! 2-core machine, ~270 pages per MB). So when the longest string of the
//! payload (a top-level field or a field of `tool_input`) is at least
//! [`BIG`], every other field is parsed from a borrowed slice, and the big
//! string is unescaped in place into the front of the input buffer, which
//! then becomes its `String`: no new page at all.
//!
//! The result is the `Value` `serde_json::from_slice` gives. Anything
//! unusual (not an object, a big string deeper down, a lone surrogate) gives
//! the bytes back untouched, and the caller parses the ordinary way, so error
//! messages stay serde_json's.

use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::{Map, Value};
use std::fmt;

/// Strings shorter than this are parsed the ordinary way.
pub const BIG: usize = 64 * 1024;

/// An object's fields, raw, in order; a repeated key keeps its first place
/// and its last value (as `serde_json::Map` does).
type Fields<'a> = Vec<(String, &'a RawValue)>;

/// A `tool_input` object's fields, raw.
struct RawFields<'a>(Fields<'a>);

/// The payload's fields, raw, with `tool_input`'s own fields raw too: one
/// pass over the bytes finds both. `tool_input` keeps its place among the
/// fields with a `null` stand-in (its value is rebuilt from its fields).
struct TopFields<'a> {
    fields: Fields<'a>,
    tool_input: Option<RawFields<'a>>,
}

/// Reads an object's fields; with `nested`, that key's value must be an
/// object and is read as [`RawFields`] (else the whole read fails and the
/// ordinary parse says what is wrong).
fn read_fields<'de, A: MapAccess<'de>>(
    mut map: A,
    nested: Option<&str>,
) -> Result<TopFields<'de>, A::Error> {
    let mut top = TopFields {
        fields: Vec::new(),
        tool_input: None,
    };
    while let Some(key) = map.next_key::<String>()? {
        let value: &'de RawValue = if Some(key.as_str()) == nested {
            top.tool_input = Some(map.next_value()?);
            RawValue::NULL
        } else {
            map.next_value()?
        };
        match top.fields.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => top.fields.push((key, value)),
        }
    }
    Ok(top)
}

/// The visitor of both: an object, read by [`read_fields`].
struct ObjectVisitor(Option<&'static str>);

impl<'de> Visitor<'de> for ObjectVisitor {
    type Value = TopFields<'de>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<TopFields<'de>, A::Error> {
        read_fields(map, self.0)
    }
}

impl<'de> Deserialize<'de> for RawFields<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(RawFields(d.deserialize_map(ObjectVisitor(None))?.fields))
    }
}

impl<'de> Deserialize<'de> for TopFields<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(ObjectVisitor(Some("tool_input")))
    }
}

/// Where the big string sits.
enum Place {
    Top(String),
    ToolInput(String),
}

/// The payload as a `Value`, its biggest string unescaped in place into
/// `bytes`; the bytes back, untouched, when the ordinary parse should be used
/// (empty if decoding failed after the buffer was overwritten, which the
/// checks before it rule out: the ordinary parse then refuses empty input).
pub fn parse_value(bytes: Vec<u8>) -> Result<Value, Vec<u8>> {
    let Some((top, place, start, end)) = plan(&bytes) else {
        return Err(bytes);
    };
    // Checked before the buffer is overwritten: past this point nothing fails.
    let mut bytes = bytes;
    // serde_json has checked the escapes' syntax; what it does not check
    // (a lone surrogate) needs a `\u`, so the dry run is for those only.
    let has_u = bytes
        .get(start..end)
        .is_some_and(|literal| memchr::memmem::find(literal, b"\\u").is_some());
    if has_u && decode(&mut bytes, start, end, false).is_none() {
        return Err(bytes);
    }
    // Cannot fail after the checks above; if it did, the payload is refused
    // (an empty Write judged as allowed would be a silent pass).
    match unescape_in_place(bytes, start, end) {
        Some(text) => Ok(fill(top, &place, text)),
        None => Err(Vec::new()),
    }
}

/// The big string put in its place.
fn fill(mut top: Map<String, Value>, place: &Place, text: String) -> Value {
    let slot = match place {
        Place::Top(k) => top.get_mut(k),
        Place::ToolInput(k) => top.get_mut("tool_input").and_then(|t| t.get_mut(k)),
    };
    if let Some(slot) = slot {
        *slot = Value::String(text);
    }
    Value::Object(top)
}

/// Every field but the big string, owned, and where the big string is.
fn plan(bytes: &[u8]) -> Option<(Map<String, Value>, Place, usize, usize)> {
    let TopFields { fields, tool_input } = serde_json::from_slice(bytes).ok()?;
    let inner: &[(String, &RawValue)] = tool_input.as_ref().map_or(&[], |t| &t.0);
    // The longest string field, at the top or in `tool_input`.
    fn longest<'a>(fields: &[(String, &'a RawValue)]) -> Option<(String, &'a RawValue)> {
        fields
            .iter()
            .filter(|(_, raw)| raw.get().starts_with('"'))
            .max_by_key(|(_, raw)| raw.get().len())
            .map(|(k, raw)| (k.clone(), *raw))
    }
    let (place, big) = match (longest(&fields), longest(inner)) {
        (Some((k, a)), Some((_, b))) if a.get().len() >= b.get().len() => (Place::Top(k), a),
        (_, Some((k, b))) => (Place::ToolInput(k), b),
        (Some((k, a)), None) => (Place::Top(k), a),
        (None, None) => return None,
    };
    if big.get().len() < BIG {
        return None;
    }
    let start = big.get().as_ptr() as usize - bytes.as_ptr() as usize;
    let end = start + big.get().len();
    // Every other field, owned (small); the big one is a `null` for now.
    let owned =
        |fields: &[(String, &RawValue)], big: Option<&String>| -> Option<Map<String, Value>> {
            let mut map = Map::new();
            for (k, raw) in fields {
                let value = if Some(k) == big {
                    Value::Null
                } else {
                    serde_json::from_str(raw.get()).ok()?
                };
                map.insert(k.clone(), value);
            }
            Some(map)
        };
    let (top_big, input_big) = match &place {
        Place::Top(k) => (Some(k), None),
        Place::ToolInput(k) => (None, Some(k)),
    };
    let mut map = owned(&fields, top_big)?;
    if tool_input.is_some() {
        map.insert("tool_input".into(), Value::Object(owned(inner, input_big)?));
    }
    Some((map, place, start, end))
}

/// Decodes the JSON string literal at `buf[start..end]` (quotes included).
/// With `write`, the text goes to the front of `buf`; decoding never
/// lengthens text, so the write position never passes the read position and
/// no byte is read after it was overwritten. Returns the text's length;
/// `None` on anything but a well-formed literal (a lone surrogate, an
/// unknown escape), found before anything is written when called first
/// without `write`.
fn decode(buf: &mut [u8], start: usize, end: usize, write: bool) -> Option<usize> {
    if buf.get(start) != Some(&b'"') || end < start + 2 || buf.get(end - 1) != Some(&b'"') {
        return None;
    }
    let body_end = end - 1;
    let mut r = start + 1;
    let mut w = 0;
    while r < body_end {
        // The plain bytes before the next escape: sixteen at a time while none
        // of them is a backslash (escapes come every few dozen bytes in
        // code, too often for a memchr call each), the rest by memchr.
        let (run, stored) = loop {
            let Some(sixteen) = buf.get(r..r + 16).filter(|_| r + 16 <= body_end) else {
                let rest = buf.get(r..body_end)?;
                break (memchr::memchr(b'\\', rest).unwrap_or(rest.len()), false);
            };
            let x = u128::from_le_bytes(sixteen.try_into().ok()?);
            let found = backslashes(x);
            let plain = if found == 0 {
                16
            } else {
                found.trailing_zeros() as usize / 8
            };
            // The sixteen bytes are stored at once (no memmove call) when
            // that overwrites nothing unread: all sixteen are in
            // `x`, and the unread bytes start at `r + plain`. Past the plain
            // ones they are filler that the next writes replace (the text
            // is written in order, and cut at its end).
            let stored = write && w != r && w + 16 <= r + plain;
            if stored {
                let to: &mut [u8; 16] = buf.get_mut(w..w + 16)?.try_into().ok()?;
                *to = x.to_le_bytes();
            }
            if found != 0 {
                break (plain, stored);
            }
            r += 16;
            w += 16;
        };
        if write && w != r && !stored {
            buf.copy_within(r..r + run, w);
        }
        r += run;
        w += run;
        if r >= body_end {
            break;
        }
        let escaped = *buf.get(r + 1)?;
        r += 2;
        let c = match escaped {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let hi = hex4(buf.get(r..r + 4)?)?;
                r += 4;
                if (0xD800..0xDC00).contains(&hi) {
                    // A surrogate pair: `\uD83D\uDE00`; a lone half is refused.
                    if buf.get(r..r + 2)? != b"\\u" {
                        return None;
                    }
                    let lo = hex4(buf.get(r + 2..r + 6)?)?;
                    if !(0xDC00..0xE000).contains(&lo) {
                        return None;
                    }
                    r += 6;
                    char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))?
                } else {
                    char::from_u32(hi)?
                }
            }
            _ => return None,
        };
        if c.is_ascii() {
            // Nearly every escape (`\n`, `\"`): one byte, no copy call.
            if write {
                *buf.get_mut(w)? = c as u8;
            }
            w += 1;
            continue;
        }
        let mut tmp = [0u8; 4];
        let encoded = c.encode_utf8(&mut tmp).as_bytes();
        if write {
            buf.get_mut(w..w + encoded.len())?.copy_from_slice(encoded);
        }
        w += encoded.len();
    }
    Some(w)
}

/// The backslashes among sixteen bytes read as a little-endian `u128`: the
/// lowest set bit is the high bit of the first backslash's byte (a byte
/// above it can be flagged falsely by the borrow; only the lowest is used).
fn backslashes(x: u128) -> u128 {
    const ONES: u128 = u128::from_ne_bytes([1; 16]);
    let y = x ^ (ONES * u128::from(b'\\'));
    y.wrapping_sub(ONES) & !y & (ONES * 0x80)
}

/// The literal at `bytes[start..end]`, already checked by [`decode`],
/// unescaped into the front of `bytes`, which becomes the `String`.
fn unescape_in_place(mut bytes: Vec<u8>, start: usize, end: usize) -> Option<String> {
    let len = decode(&mut bytes, start, end, true)?;
    bytes.truncate(len);
    String::from_utf8(bytes).ok()
}

fn hex4(digits: &[u8]) -> Option<u32> {
    let text = std::str::from_utf8(digits).ok()?;
    u32::from_str_radix(text, 16).ok()
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

    fn same_as_serde(json: &str) {
        let want: Value = serde_json::from_str(json).unwrap();
        let got = parse_value(json.as_bytes().to_vec()).expect("took the in-place path");
        assert_eq!(got, want);
        assert_eq!(got.to_string(), want.to_string(), "field order");
    }

    fn big(body: &str) -> String {
        body.repeat(BIG / body.len() + 1)
    }

    #[test]
    fn a_big_write_parses_as_serde_parses_it() {
        let content = big("line \"one\"\\n\ttab é ✓ 😀 \\\\ back\u{1}");
        let doc = serde_json::json!({
            "session_id": "s", "cwd": "/r", "hook_event_name": "PreToolUse", "tool_name": "Write",
            "tool_input": {"file_path": "/r/a.py", "content": content}, "extra": [1, {"a": null}],
        });
        same_as_serde(&doc.to_string());
    }

    #[test]
    fn escapes_of_every_kind() {
        let text = format!(
            "{{\"cwd\":\"/\",\"prompt\":\"{}\\u00e9\\u2713\\ud83d\\ude00\\b\\f\\r\\/\"}}",
            big("a\\\"b\\\\c\\nd\\te")
        );
        same_as_serde(&text);
    }

    #[test]
    fn a_big_top_level_string_and_repeated_keys() {
        let p = big("x");
        let text = format!(
            "{{\"a\":1,\"last_assistant_message\":\"{p}\",\"a\":2,\"tool_input\":{{\"command\":\"ls\"}}}}"
        );
        same_as_serde(&text);
    }

    /// Escapes at every alignment of the sixteen-byte steps, between runs of
    /// every length, as serde_json writes and reads them.
    #[test]
    fn generated_strings_decode_as_serde_decodes_them() {
        let pieces = [
            "\"",
            "\\",
            "\n",
            "\t",
            "\r",
            "/",
            "é",
            "✓",
            "😀",
            "\u{1}",
            "\u{1f}",
            "\u{7f}",
            "x",
            "plain text ",
            "0123456789abcdef",
            "\\\\",
            "\\\"",
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..12 {
            let mut text = String::new();
            while text.len() < BIG + 64 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let piece = pieces[(seed % pieces.len() as u64) as usize];
                // A run of 0..=17 plain bytes, then the piece.
                text.push_str(&"abcdefghijklmnopq"[..(seed >> 32) as usize % 18]);
                text.push_str(piece);
            }
            let doc = serde_json::json!({"cwd": "/", "tool_input": {"content": text}});
            same_as_serde(&doc.to_string());
            // And as a `\u` escape spelling, which takes the dry run first.
            let spelled = doc.to_string().replace("\\n", "\\u000a");
            same_as_serde(&spelled);
        }
    }

    #[test]
    fn backslashes_are_found_at_every_byte() {
        for at in 0..16 {
            let mut bytes = *b"abcdefghijklmnop";
            bytes[at] = b'\\';
            let found = backslashes(u128::from_le_bytes(bytes));
            assert_eq!(found.trailing_zeros() as usize / 8, at);
        }
        assert_eq!(
            backslashes(u128::from_le_bytes(
                *b"\x00\x01[]]\xff\xdc\x5d\x00\x01[]]\xff\xdc\x5d"
            )),
            0
        );
    }

    #[test]
    fn small_or_odd_payloads_take_the_ordinary_path() {
        for doc in [
            br#"{"a":"small"}"#.to_vec(),
            b"[1,2]".to_vec(),
            b"{\"a\":".to_vec(),
            format!("{{\"prompt\":\"{}\\ud83d\"}}", big("x")).into_bytes(),
            format!("{{\"prompt\":\"{}\\ud83dx\"}}", big("x")).into_bytes(),
        ] {
            assert_eq!(parse_value(doc.clone()), Err(doc), "given back untouched");
        }
    }
}
