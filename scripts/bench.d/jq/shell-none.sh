#!/usr/bin/env bash
# No bash+jq twin for the big and pathological shell cases (see scripts/bench.d/shell.sh).
cat >/dev/null
exit 0
