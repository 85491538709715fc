//! routing: what the guards that route the agent to a sanctioned tool share.
//!
//! Seven guards (issue 7: `force-ast-toolkit`, `force-code-intel`,
//! `force-trace-intel`, `force-graph-query`, `single-gate-entrypoint`,
//! `force-test-observation`, `proportionate-test-scope`) each send the agent
//! from hand-rolled work to a configured tool. They need the same questions
//! answered from the structure of a command, never from its characters:
//!
//! - [`scope`]: is this path (as the command names it, from the directory the
//!   command runs in) a governed source file, or a tree holding some?
//! - [`search`]: what a `grep`/`rg`/`git grep`/`ag`/`ack` call searches for,
//!   where, and whether recursively; [`search::sed`] the same for `sed`;
//! - [`tokens`]: the tokens of a Python or JavaScript one-liner (strings and
//!   comments told apart from code), so an import inside a string is not an
//!   import;
//! - [`command`]: configured commands split into words, matched against a
//!   command's argv (`python -m pytest` is `pytest`), and the directory each
//!   command runs in (`cd src && cat a.py` reads `src/a.py`).
//!
//! Nothing here reads stdin, prints or exits; the only file-system access is
//! path normalisation (symlinks followed where the file exists).

pub mod command;
pub mod make;
pub mod reads;
pub mod regex;
pub mod resolve;
pub mod runs;
pub mod scope;
pub mod search;
pub mod tokens;

pub use command::{Configured, FindSource, cwds, fed_files, find_source, invocation};
pub use scope::{Scope, Target};
pub use search::Search;
