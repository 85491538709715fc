//! Hand-rolled tokenizers that drop what cannot change behaviour — comments,
//! docstrings, insignificant whitespace — and keep everything else.
//!
//! Two versions of a file have the same behaviour (as far as these
//! tokenizers can tell) iff their token streams are equal. The one error
//! that matters is dropping code as if it were a comment, so every doubt is
//! resolved towards "code": strings are scanned before comments (`"// x"`
//! is a string), a shell `#` is a comment only at the start of a word,
//! whitespace that could separate two operators is kept by gluing operator
//! characters into runs (`a - -b` ≠ `a --b`), Python indentation and
//! newlines are tokens, and anything unusual (an unterminated string, a
//! regex-or-division `/` that does not close on its line) is kept as text.
//!
//! Tokens are byte slices of the source (files need not be UTF-8) with the
//! 1-based line they start on.

mod c_like;
mod data;
mod python;
mod shell;

use c_like::Flavor;

/// A language with a tokenizer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    Rust,
    Python,
    Shell,
    /// JavaScript and TypeScript (`.js`, `.mjs`, `.cjs`, `.ts`, `.mts`, `.cts`).
    JavaScript,
    /// `.jsx`/`.tsx`: JSX text may contain `//` (a URL), so a `//` comment
    /// counts only when it starts its line.
    Jsx,
    Json,
    Toml,
    Yaml,
}

impl Lang {
    pub fn name(self) -> &'static str {
        match self {
            Lang::Rust => "Rust",
            Lang::Python => "Python",
            Lang::Shell => "shell",
            Lang::JavaScript => "JavaScript/TypeScript",
            Lang::Jsx => "JSX/TSX",
            Lang::Json => "JSON",
            Lang::Toml => "TOML",
            Lang::Yaml => "YAML",
        }
    }

    /// Whether this is configuration data rather than program text.
    pub fn is_data(self) -> bool {
        matches!(self, Lang::Json | Lang::Toml | Lang::Yaml)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a [u8],
    pub line: u32,
}

/// The meaningful tokens of `src` in language `lang`.
pub fn tokenize(lang: Lang, src: &[u8]) -> Vec<Token<'_>> {
    match lang {
        Lang::Rust => c_like::c_like(src, Flavor::Rust),
        Lang::JavaScript => c_like::c_like(src, Flavor::Js { jsx: false }),
        Lang::Jsx => c_like::c_like(src, Flavor::Js { jsx: true }),
        Lang::Json => c_like::c_like(src, Flavor::Json),
        Lang::Python => python::python(src),
        Lang::Shell => shell::shell(src),
        Lang::Toml => data::toml(src),
        Lang::Yaml => data::yaml(src),
    }
}

/// The first place two token streams differ: `(old, new)`, either `None`
/// when that stream ended first. `None` overall when they are equal.
pub fn first_difference<'a>(
    old: &[Token<'a>],
    new: &[Token<'a>],
) -> Option<(Option<Token<'a>>, Option<Token<'a>>)> {
    let mut i = 0;
    loop {
        match (old.get(i), new.get(i)) {
            (None, None) => return None,
            (Some(a), Some(b)) if a.text == b.text => i += 1,
            (a, b) => return Some((a.copied(), b.copied())),
        }
    }
}

struct Scan<'a> {
    s: &'a [u8],
    i: usize,
    line: u32,
    out: Vec<Token<'a>>,
    /// Nesting depth of the recursive scanners (templates, f-strings,
    /// command substitutions), bounded by [`MAX_NEST`].
    nest: u32,
}

/// Deeper nesting than this is not real code; the rest of the input is then
/// one token, compared byte for byte (sound, and no stack overflow).
const MAX_NEST: u32 = 64;

impl<'a> Scan<'a> {
    fn new(s: &'a [u8]) -> Self {
        Scan {
            s,
            i: 0,
            line: 1,
            out: Vec::new(),
            nest: 0,
        }
    }
    fn at(&self, k: usize) -> Option<u8> {
        self.s.get(self.i + k).copied()
    }
    fn cur(&self) -> Option<u8> {
        self.at(0)
    }
    fn starts(&self, pat: &[u8]) -> bool {
        self.s.get(self.i..).is_some_and(|r| r.starts_with(pat))
    }
    /// Advances one byte, counting lines.
    fn bump(&mut self) {
        if self.cur() == Some(b'\n') {
            self.line += 1;
        }
        self.i += 1;
    }
    fn bump_n(&mut self, n: usize) {
        for _ in 0..n {
            if self.i >= self.s.len() {
                break;
            }
            self.bump();
        }
    }
    fn slice(&self, from: usize) -> &'a [u8] {
        self.s.get(from..self.i).unwrap_or(&[])
    }
    fn emit(&mut self, from: usize, line: u32) {
        let text = self.slice(from);
        self.out.push(Token { text, line });
    }
    fn emit_static(&mut self, text: &'a [u8], line: u32) {
        self.out.push(Token { text, line });
    }
    /// Consumes the rest of the input (see [`MAX_NEST`]).
    fn rest_is_opaque(&mut self) {
        while self.cur().is_some() {
            self.bump();
        }
    }
    /// Skips to the end of the line (not consuming the `\n`).
    fn skip_line(&mut self) {
        while let Some(c) = self.cur() {
            if c == b'\n' {
                break;
            }
            self.i += 1;
        }
    }
    /// Whether only blanks precede the current position on its line.
    fn at_line_start(&self) -> bool {
        let before = self.s.get(..self.i).unwrap_or(&[]);
        before
            .iter()
            .rev()
            .take_while(|&&c| c != b'\n')
            .all(|&c| c == b' ' || c == b'\t' || c == b'\r')
    }
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c)
}

/// Scans a word (identifier, keyword, number). A number keeps its `.` when
/// a digit follows (`1.5` is one token, `1 . 5` three).
fn scan_word(sc: &mut Scan<'_>) {
    let numeric = sc.cur().is_some_and(|c| c.is_ascii_digit());
    while let Some(c) = sc.cur() {
        let decimal_point = numeric && c == b'.' && sc.at(1).is_some_and(|d| d.is_ascii_digit());
        if is_word(c) || decimal_point {
            sc.i += 1;
        } else {
            break;
        }
    }
}

/// Scans a quoted string with backslash escapes, ending at `quote`; when
/// `single_line`, an unescaped newline also ends it (an unterminated
/// string is kept as text up to there).
fn scan_quoted(sc: &mut Scan<'_>, quote: u8, single_line: bool) {
    sc.bump(); // opening quote
    while let Some(c) = sc.cur() {
        if c == b'\\' {
            sc.bump_n(2);
        } else if c == quote {
            sc.bump();
            return;
        } else if c == b'\n' && single_line {
            return;
        } else {
            sc.bump();
        }
    }
}

/// Punctuation that forms no multi-character operator with its neighbours.
fn is_separator(c: u8) -> bool {
    matches!(c, b'(' | b')' | b'[' | b']' | b'{' | b'}' | b';' | b',')
}

/// A line break that matters (Python, shell, TOML; JS where ASI sees it).
const NL: &[u8] = b"\n";

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]
    use super::*;

    fn toks(lang: Lang, s: &str) -> Vec<String> {
        tokenize(lang, s.as_bytes())
            .iter()
            .map(|t| String::from_utf8_lossy(t.text).into_owned())
            .collect()
    }

    /// (name, language, old, new, same behaviour?)
    #[rustfmt::skip]
    const CASES: &[(&str, Lang, &str, &str, bool)] = &[
        // Rust
        ("rs_line_comment", Lang::Rust, "let a = 1; // one\n", "let a = 1; // uno\n", true),
        ("rs_doc_comment", Lang::Rust, "/// a\nfn f() {}\n", "/// b\n/** c */\nfn f() {}\n", true),
        ("rs_nested_block", Lang::Rust, "a /* x /* y */ z */ b", "a b", true),
        ("rs_comment_in_string", Lang::Rust, "let s = \"// not a comment\";", "let s = \"\";", false),
        ("rs_raw_string", Lang::Rust, "r#\"a \"// x\"#; b", "r#\"a \"// y\"#; b", false),
        ("rs_raw_string_then_comment", Lang::Rust, "r#\"a\"#; // x\nb", "r#\"a\"#; // y\nb", true),
        ("rs_byte_string", Lang::Rust, "b\"/*\" + x", "b\"/*\" + y", false),
        ("rs_char_quote", Lang::Rust, "let c = '\"'; // x\nf()", "let c = '\"'; // y\nf()", true),
        ("rs_char_not_comment", Lang::Rust, "let c = '/'; g()", "let c = '/'; h()", false),
        ("rs_lifetime", Lang::Rust, "fn f<'a>(x: &'a str) {} // c", "fn f<'a>(x: &'a str) {}", true),
        ("rs_whitespace", Lang::Rust, "fn f(a:u8)->u8{a+1}", "fn f(a: u8) -> u8 {\n    a + 1\n}\n", true),
        ("rs_ident_split", Lang::Rust, "let ab = 1;", "let a b = 1;", false),
        ("rs_op_split", Lang::Rust, "a - -b", "a --b", false),
        ("rs_float", Lang::Rust, "1.5", "1 . 5", false),
        ("rs_crlf", Lang::Rust, "fn f() {\n}\n", "fn f() {\r\n}\r\n", true),
        ("rs_attr_not_shebang", Lang::Rust, "#![allow(x)]\nfn f(){}", "#![allow(y)]\nfn f(){}", false),
        // Python
        ("py_comment", Lang::Python, "x = 1  # one\n", "x = 1  # two\n", true),
        ("py_hash_in_string", Lang::Python, "x = '# no'\n", "x = '# nope'\n", false),
        ("py_module_docstring", Lang::Python, "\"\"\"Old.\"\"\"\nimport os\n", "\"\"\"New\n\nlonger.\"\"\"\nimport os\n", true),
        ("py_docstring_removed", Lang::Python, "def f():\n    \"\"\"Doc.\"\"\"\n    return 1\n", "def f():\n    return 1\n", true),
        ("py_class_docstring", Lang::Python, "class A:\n    'a'\n    x = 1\n", "class A:\n    'b'\n    x = 1\n", true),
        ("py_assigned_string_is_code", Lang::Python, "X = \"\"\"a\"\"\"\n", "X = \"\"\"b\"\"\"\n", false),
        ("py_later_string_is_code", Lang::Python, "def f():\n    x = 1\n    'a'\n", "def f():\n    x = 1\n    'b'\n", false),
        ("py_fstring_not_docstring", Lang::Python, "def f():\n    f'{a}'\n", "def f():\n    f'{b}'\n", false),
        ("py_indent_is_code", Lang::Python, "if a:\n    b()\n    c()\n", "if a:\n    b()\nc()\n", false),
        ("py_newline_is_code", Lang::Python, "a = b\nc()\n", "a = b c()\n", false),
        ("py_blank_lines", Lang::Python, "a()\n\n\nb()\n", "a()\n# hi\nb()", true),
        ("py_brackets_join_lines", Lang::Python, "f(a,\n  b)\n", "f(a, b)\n", true),
        ("py_fstring_nested_quotes", Lang::Python, "x = f\"{d[\"#\"]}\" # c\n", "x = f\"{d[\"#\"]}\" # d\n", true),
        ("py_fstring_nested_change", Lang::Python, "x = f\"{d[\"#\"]} a\"\n", "x = f\"{d[\"#\"]} b\"\n", false),
        ("py_triple_with_hash", Lang::Python, "s = '''\n# not\n'''\n", "s = '''\n# nope\n'''\n", false),
        ("py_shebang", Lang::Python, "#!/usr/bin/python2\nx\n", "#!/usr/bin/python3\nx\n", false),
        ("py_coding", Lang::Python, "# coding: latin-1\nx\n", "# coding: utf-8\nx\n", false),
        ("py_crlf", Lang::Python, "if a:\n    b()\n", "if a:\r\n    b()\r\n", true),
        // shell
        ("sh_comment", Lang::Shell, "echo hi # greet\n", "echo hi # say hi\n", true),
        ("sh_hash_mid_word", Lang::Shell, "echo a#b\n", "echo a#c\n", false),
        ("sh_param_count", Lang::Shell, "echo $# x\n", "echo $# y\n", false),
        ("sh_length", Lang::Shell, "echo ${#a} x\n", "echo ${#a} y\n", false),
        ("sh_quoted_hash", Lang::Shell, "echo '# a'\n", "echo '# b'\n", false),
        ("sh_dquoted_hash", Lang::Shell, "echo \"# a\" # c\n", "echo \"# a\" # d\n", true),
        ("sh_heredoc_hash_is_data", Lang::Shell, "cat <<EOF\n# a\nEOF\n", "cat <<EOF\n# b\nEOF\n", false),
        ("sh_heredoc_then_comment", Lang::Shell, "cat <<'EOF'\nx\nEOF\n# c\n", "cat <<'EOF'\nx\nEOF\n# d\n", true),
        ("sh_newline_is_code", Lang::Shell, "a\nb\n", "a b\n", false),
        ("sh_blank_lines", Lang::Shell, "a\n\n# x\nb\n", "a\nb", true),
        ("sh_fd_redirect", Lang::Shell, "echo 2>&1\n", "echo 2 >&1\n", false),
        ("sh_spacing", Lang::Shell, "a  |  b && c\n", "a | b && c\n", true),
        ("sh_crlf_is_code", Lang::Shell, "echo hi\n", "echo hi\r\n", false),
        ("sh_comment_after_brace", Lang::Shell, "f() { # a\n x\n}\n", "f() { # b\n x\n}\n", true),
        ("sh_shebang", Lang::Shell, "#!/bin/sh\nx\n", "#!/bin/bash\nx\n", false),
        ("sh_cmdsubst_space", Lang::Shell, "echo $(date)\n", "echo $ (date)\n", false),
        // JavaScript / TypeScript
        ("js_comments", Lang::JavaScript, "f(); // a\n/* b */ g();", "f(); // c\n/* d */ g();", true),
        ("js_slashes_in_string", Lang::JavaScript, "u = 'http://a'", "u = 'http://b'", false),
        ("js_template", Lang::JavaScript, "t = `a ${b /* c */} // d`", "t = `a ${b /* e */} // d`", false),
        ("js_template_text", Lang::JavaScript, "t = `// a`", "t = `// b`", false),
        ("js_regex_with_slashes", Lang::JavaScript, "r = /\\/\\/a/g; // c", "r = /\\/\\/a/g; // d", true),
        ("js_regex_body_is_code", Lang::JavaScript, "r = /[/*]a/", "r = /[/*]b/", false),
        ("js_division", Lang::JavaScript, "x = a / b / c // d", "x = a / b / c // e", true),
        ("js_unclosed_regex_kept", Lang::JavaScript, "x = (/ a\ny", "x = (/ b\ny", false),
        ("ts_types", Lang::JavaScript, "let x: number = 1; // n", "let x: number = 1;", true),
        ("jsx_url_text", Lang::Jsx, "<p>see http://a.example</p>", "<p>see http://b.example</p>", false),
        ("jsx_line_comment", Lang::Jsx, "// a\nconst x = 1;", "// b\nconst x = 1;", true),
        // data
        ("json_whitespace", Lang::Json, "{\"a\": 1}", "{\n  \"a\" : 1\n}\n", true),
        ("json_value", Lang::Json, "{\"a\": 1}", "{\"a\": 2}", false),
        ("toml_comment", Lang::Toml, "a = 1 # x\n", "# new\na = 1\n", true),
        ("toml_hash_in_string", Lang::Toml, "a = \"#x\"\n", "a = \"#y\"\n", false),
        ("toml_value", Lang::Toml, "[dep]\nx = \"1\"\n", "[dep]\nx = \"2\"\n", false),
        ("yaml_comment", Lang::Yaml, "a: 1 # x\n", "# top\na: 1\n", true),
        ("yaml_indent_is_code", Lang::Yaml, "a:\n  b: 1\n", "a:\nb: 1\n", false),
        ("yaml_block_scalar_hash", Lang::Yaml, "s: |\n  # a\n", "s: |\n  # b\n", false),
        ("yaml_quoted_hash", Lang::Yaml, "a: '# x'\n", "a: '# y'\n", false),
        // escapes and nesting: the string must end where the language says
        ("rs_escaped_quote_then_comment", Lang::Rust, "s(\"a\\\"\"); // x\nf()", "s(\"a\\\"\"); // y\nf()", true),
        ("rs_escaped_quote_string_change", Lang::Rust, "s(\"a\\\" // x\")", "s(\"a\\\" // y\")", false),
        ("rs_escaped_char_then_comment", Lang::Rust, "c('\\''); // x\n", "c('\\''); // y\n", true),
        ("rs_raw_hashes", Lang::Rust, "r##\"a\"#// x\"##", "r##\"a\"#// y\"##", false),
        ("py_raw_escaped_quote", Lang::Python, "x = r\"\\\"\" # a\n", "x = r\"\\\"\" # b\n", true),
        ("py_raw_escaped_quote_body", Lang::Python, "x = r\"\\\" # a\"\n", "x = r\"\\\" # b\"\n", false),
        ("py_single_in_triple", Lang::Python, "x = \"\"\"a ''' # b\"\"\"\n", "x = \"\"\"a ''' # c\"\"\"\n", false),
        ("sh_single_quote_pair", Lang::Shell, "echo 'a''b' # x\n", "echo 'a''b' # y\n", true),
        ("sh_ansi_c_escaped_quote", Lang::Shell, "echo $'a\\'b # x'\n", "echo $'a\\'b # y'\n", false),
        ("sh_nested_cmdsubst_quotes", Lang::Shell, "echo \"$(echo \"#\")\" # x\n", "echo \"$(echo \"#\")\" # y\n", true),
        ("sh_heredoc_dash_tabs", Lang::Shell, "cat <<-EOF\n\t# a\n\tEOF\n# c\n", "cat <<-EOF\n\t# a\n\tEOF\n# d\n", true),
        ("sh_heredoc_dash_body", Lang::Shell, "cat <<-EOF\n\t# a\n\tEOF\n", "cat <<-EOF\n\t# b\n\tEOF\n", false),
        ("js_escaped_quote", Lang::JavaScript, "s = 'it\\'s' // x", "s = 'it\\'s' // y", true),
        ("js_regex_after_semicolon", Lang::JavaScript, "a = b / c; d = /x\\/\\/y/ // c", "a = b / c; d = /x\\/\\/y/ // e", true),
        ("js_nested_template", Lang::JavaScript, "t = `${`a${b}`}` // x", "t = `${`a${b}`}` // y", true),
        ("js_nested_template_body", Lang::JavaScript, "t = `${`a${b}// x`}`", "t = `${`a${b}// y`}`", false),
        ("jsx_attr_url", Lang::Jsx, "<a href=\"http://x\">t</a>", "<a href=\"http://y\">t</a>", false),
        // JS line breaks: automatic semicolon insertion
        ("js_return_break", Lang::JavaScript, "return x", "return\nx", false),
        ("js_return_block_comment_break", Lang::JavaScript, "return /* */ x", "return /*\n*/ x", false),
        ("js_postfix_vs_prefix", Lang::JavaScript, "a\n++b", "a++\nb", false),
        ("js_asi_statements", Lang::JavaScript, "a\nb", "a; b", false),
        ("js_wrapped_call", Lang::JavaScript, "foo(a,\n  b) // c", "foo(a, b)", true),
        ("js_wrapped_operator", Lang::JavaScript, "x = a +\n  b", "x = a + b", true),
        ("js_break_after_comment_line", Lang::JavaScript, "a = 1 // x\nb = 2", "a = 1 // y\nb = 2", true),
        ("rust_break_is_layout", Lang::Rust, "return\nx", "return x", true),
        ("sh_cmdsubst_comment", Lang::Shell, "x=$(\n  a # one\n)\n", "x=$(\n  a # two\n)\n", true),
        ("sh_cmdsubst_code", Lang::Shell, "x=$(a b)\n", "x=$(a c)\n", false),
        ("sh_cmdsubst_adjacent", Lang::Shell, "echo $(a)b\n", "echo $(a) b\n", false),
        ("sh_cmdsubst_prefix", Lang::Shell, "echo x$(a)\n", "echo x $(a)\n", false),
        ("sh_cmdsubst_nested", Lang::Shell, "x=$(a $(b # c\n) d)\n", "x=$(a $(b # e\n) d)\n", true),
        ("sh_cmdsubst_nested_code", Lang::Shell, "x=$(a $(b) d)\n", "x=$(a $(b) e)\n", false),
        ("sh_cmdsubst_subshell", Lang::Shell, "x=$( (a) ; b)\n", "x=$( (a) ; c)\n", false),
        ("sh_arith_kept", Lang::Shell, "x=$((16#ff))\n", "x=$((16#fe))\n", false),
        ("sh_cmdsubst_heredoc", Lang::Shell, "x=$(cat <<EOF\n# a\nEOF\n)\n", "x=$(cat <<EOF\n# b\nEOF\n)\n", false),
        ("sh_cmdsubst_unterminated", Lang::Shell, "x=$(a # c", "x=$(a # d", true),
        ("yaml_multiline_quote_hash", Lang::Yaml, "a: \"x\n  # y\"\n", "a: \"x\n  # z\"\n", false),
        ("yaml_comment_after_multiline_quote", Lang::Yaml, "a: \"x\n  y\" # c\nb: 1\n", "a: \"x\n  y\" # d\nb: 1\n", false),
        ("yaml_apostrophe_plain", Lang::Yaml, "a: it's # c\n", "a: it's # d\n", true),
    ];

    #[test]
    fn table() {
        for (name, lang, old, new, same) in CASES {
            let a = tokenize(*lang, old.as_bytes());
            let b = tokenize(*lang, new.as_bytes());
            let diff = first_difference(&a, &b);
            assert_eq!(
                diff.is_none(),
                *same,
                "{name}: old {:?} new {:?}",
                toks(*lang, old),
                toks(*lang, new)
            );
        }
    }

    #[test]
    fn first_difference_reports_line() {
        let a = tokenize(Lang::Rust, b"fn f() {\n    a();\n}\n");
        let b = tokenize(Lang::Rust, b"fn f() {\n    b();\n}\n");
        let (x, y) = first_difference(&a, &b).unwrap();
        assert_eq!(x.unwrap().text, b"a");
        assert_eq!(y.unwrap().line, 2);
    }

    #[test]
    fn python_docstring_tokens_vanish() {
        assert_eq!(
            toks(Lang::Python, "def f():\n    \"\"\"d\"\"\"\n    pass\n"),
            vec!["", "def", "f", "(", ")", ":", "\n", "    ", "pass", "\n"]
        );
    }

    /// Random soups of the characters every tokenizer treats specially
    /// (a fixed-seed LCG: reproducible, no dependency) must never panic,
    /// and tokenizing is deterministic.
    #[test]
    fn random_soups_never_panic() {
        const ALPHABET: &[u8] = b"\"'`#/*\\\n\r\t ${}()[]<>-|&;rbfcu#!=:.0x\xc3\xa9";
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..3000 {
            let mut buf = Vec::new();
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let len = (seed >> 33) % 48;
            for _ in 0..len {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let k = usize::try_from((seed >> 33) % ALPHABET.len() as u64).unwrap();
                buf.push(ALPHABET[k]);
            }
            for lang in [
                Lang::Rust,
                Lang::Python,
                Lang::Shell,
                Lang::JavaScript,
                Lang::Jsx,
                Lang::Json,
                Lang::Toml,
                Lang::Yaml,
            ] {
                assert_eq!(tokenize(lang, &buf), tokenize(lang, &buf));
            }
        }
    }

    /// Pathological nesting must neither overflow the stack (that would be
    /// a crash, not exit 2) nor lose a change deep inside.
    #[test]
    fn deep_nesting_is_bounded_and_still_compared() {
        let cases: [(Lang, &str, &str, &str); 3] = [
            (Lang::Shell, "$(", ")", "x"),
            (Lang::JavaScript, "`${", "}`", "x"),
            (Lang::Python, "f'{", "}'", "x"),
        ];
        for (lang, open, close, inner) in cases {
            let make = |mid: &str| {
                let mut s = String::from("a = ");
                for _ in 0..100_000 {
                    s.push_str(open);
                }
                s.push_str(mid);
                for _ in 0..100_000 {
                    s.push_str(close);
                }
                s.push('\n');
                s
            };
            let a = make(inner);
            let b = make("y");
            let ta = tokenize(lang, a.as_bytes());
            let tb = tokenize(lang, b.as_bytes());
            assert!(first_difference(&ta, &tb).is_some(), "{lang:?}");
        }
    }

    #[test]
    fn garbage_never_panics() {
        let inputs: [&[u8]; 8] = [
            b"\"unterminated",
            b"r#\"unterminated",
            b"'",
            b"/* open",
            b"cat <<EOF\nno end",
            b"f'{",
            b"`${",
            &[0xff, 0xfe, b'\'', 0xf0],
        ];
        for s in inputs {
            for lang in [
                Lang::Rust,
                Lang::Python,
                Lang::Shell,
                Lang::JavaScript,
                Lang::Jsx,
                Lang::Json,
                Lang::Toml,
                Lang::Yaml,
            ] {
                let _ = tokenize(lang, s);
            }
        }
    }
}
