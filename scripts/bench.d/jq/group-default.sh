#!/usr/bin/env bash
# Twin of the default Bash entry (scripts/bench.d/group.sh): the bash+jq
# twins of its 8 guards, all started at once on the same payload (as the
# harness runs 8 separate hooks), the strongest exit wins.
set -u
here="$(dirname "$0")"
input="$(cat)"
pids=()
for t in generic generic generic worktree-consent force-session-cli no-doubles-py no-banned-deps secret-guard; do
    printf '%s' "$input" | bash "$here/$t.sh" >/dev/null 2>&1 &
    pids+=($!)
done
code=0
for p in "${pids[@]}"; do
    wait "$p" || code=2
done
exit "$code"
