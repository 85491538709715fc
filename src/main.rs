//! gatehouse: the management command (install into a repository). Filled in below.
fn main() {}
