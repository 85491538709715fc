//! rsoracle: an independent judge for the Rust tokenizer. proc-macro2's lexer
//! gives the token stream (comments gone, doc comments as `#[doc]`
//! attributes, which are dropped here); reads `OLD\0NEW\0` pairs and prints
//! `same`, `diff` or `error` (not lexable) per pair.
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::io::Read;
use std::str::FromStr;
fn canon(ts: TokenStream, out: &mut String) {
    let v: Vec<TokenTree> = ts.into_iter().collect();
    let mut i = 0;
    while i < v.len() {
        // skip `#` [`!`] [doc = "..."]
        if let TokenTree::Punct(p) = &v[i] {
            if p.as_char() == '#' {
                let mut j = i + 1;
                if let Some(TokenTree::Punct(b)) = v.get(j) {
                    if b.as_char() == '!' {
                        j += 1;
                    }
                }
                if let Some(TokenTree::Group(g)) = v.get(j) {
                    if g.delimiter() == Delimiter::Bracket {
                        let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                        if let (
                            Some(TokenTree::Ident(id)),
                            Some(TokenTree::Punct(eq)),
                            Some(TokenTree::Literal(_)),
                            3,
                        ) = (inner.get(0), inner.get(1), inner.get(2), inner.len())
                        {
                            if id == "doc" && eq.as_char() == '=' {
                                i = j + 1;
                                continue;
                            }
                        }
                    }
                }
            }
        }
        match &v[i] {
            TokenTree::Group(g) => {
                let (o, c) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::None => ("«", "»"),
                };
                out.push_str(o);
                canon(g.stream(), out);
                out.push_str(c);
                out.push(' ');
            }
            TokenTree::Ident(id) => {
                out.push_str(&id.to_string());
                out.push(' ');
            }
            TokenTree::Punct(p) => {
                out.push(p.as_char());
                if p.spacing() == proc_macro2::Spacing::Alone {
                    out.push(' ');
                }
            }
            TokenTree::Literal(l) => {
                out.push_str(&l.to_string());
                out.push(' ');
            }
        }
        i += 1;
    }
}
fn main() {
    let mut buf = Vec::new();
    std::io::stdin().read_to_end(&mut buf).unwrap();
    let parts: Vec<&[u8]> = buf.split(|&c| c == 0).collect();
    let mut i = 0;
    while i + 1 < parts.len() {
        let r = (|| {
            let a = TokenStream::from_str(std::str::from_utf8(parts[i]).ok()?).ok()?;
            let b = TokenStream::from_str(std::str::from_utf8(parts[i + 1]).ok()?).ok()?;
            let (mut x, mut y) = (String::new(), String::new());
            canon(a, &mut x);
            canon(b, &mut y);
            Some(x == y)
        })();
        println!(
            "{}",
            match r {
                Some(true) => "same",
                Some(false) => "diff",
                None => "error",
            }
        );
        i += 2;
    }
}
