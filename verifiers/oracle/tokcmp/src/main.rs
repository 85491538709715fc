//! tokcmp: reads `LANG\0OLD\0NEW\0` records on stdin and prints `same` or
//! `diff` per record — the verdict of `verifiers::tokens` — for the oracle
//! scripts in verifiers/oracle/.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::print_stdout)]

use std::io::Read;
use verifiers::tokens::{Lang, first_difference, tokenize};

fn main() {
    let mut buf = Vec::new();
    std::io::stdin().read_to_end(&mut buf).unwrap();
    let parts: Vec<&[u8]> = buf.split(|&c| c == 0).collect();
    let mut i = 0;
    while i + 2 < parts.len() {
        let lang = match parts[i] {
            b"sh" => Lang::Shell,
            b"py" => Lang::Python,
            b"rs" => Lang::Rust,
            b"js" => Lang::JavaScript,
            other => {
                eprintln!("unknown language {:?}", String::from_utf8_lossy(other));
                std::process::exit(2);
            }
        };
        let a = tokenize(lang, parts[i + 1]);
        let b = tokenize(lang, parts[i + 2]);
        let same = first_difference(&a, &b).is_none();
        println!("{}", if same { "same" } else { "diff" });
        i += 3;
    }
}
