#!/usr/bin/env bash
# bash+jq twin of force-test-observation.
set -u
input="$(cat)"
cmd="$(printf '%s' "$input" | jq -r '.tool_input.command // empty')" || exit 2
bg="$(printf '%s' "$input" | jq -r '.tool_input.run_in_background // false')" || exit 2
if printf '%s' "$cmd" | grep -Eq '(^|[;&|[:space:]])(pytest|python -m pytest)([[:space:]]|$)'; then
    if [[ "$bg" != true ]] || ! printf '%s' "$cmd" | grep -q -- '-p observe_pytest'; then
        echo "force-test-observation: refused" >&2
        exit 2
    fi
fi
exit 0
