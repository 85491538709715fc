//! verify-rebase: being written; until then it never claims anything (exit 2).

const V: verifiers::Verifier = verifiers::Verifier {
    name: "verify-rebase",
    claim: "(not yet implemented)",
    usage: "usage: verify-rebase (not yet implemented)",
    value_options: &[],
    accepts_diff: false,
};

fn main() {
    verifiers::run(&V, |_| Err(verifiers::Error::new("not implemented yet")))
}
