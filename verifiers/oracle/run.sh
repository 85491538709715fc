#!/usr/bin/env bash
# verifiers/oracle/run.sh: checks the tokenizers of verify-non-executable
# against independent oracles with random one-character mutations (see
# README.md beside this file). Not part of CI: it needs python3, bash, node
# with npm (installs `typescript` into a temp dir) and crates.io access for
# proc-macro2. Exits 1 when a tokenizer missed a code change.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export CARGO_TARGET_DIR="$tmp/target"
(cd "$here/tokcmp" && cargo build -q) || exit 2
(cd "$here/rsoracle" && cargo build -q) || exit 2
tokcmp="$CARGO_TARGET_DIR/debug/tokcmp"
status=0
python3 "$here/mutate.py" py "$tokcmp" || status=1
python3 "$here/mutate.py" sh "$tokcmp" || status=1
python3 "$here/mutate.py" rs "$tokcmp" "$CARGO_TARGET_DIR/debug/rsoracle" || status=1
if command -v npm >/dev/null && (cd "$tmp" && npm install --silent --no-audit --no-fund typescript@5 >/dev/null 2>&1); then
    NODE_PATH="$tmp/node_modules" node "$here/mutate.js" "$tokcmp" || status=1
else
    echo "js: skipped (no npm, or typescript could not be installed)"
fi
exit $status
