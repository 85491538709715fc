#!/usr/bin/env bash
# bash+jq twin of proportionate-test-scope: full-suite pattern, then the
# oracle's answer read with jq (the reference read `escalate`).
set -u
input="$(cat)"
cmd="$(printf '%s' "$input" | jq -r '.tool_input.command // empty')" || exit 2
cwd="$(printf '%s' "$input" | jq -r '.cwd')" || exit 2
if printf '%s' "$cmd" | grep -Eq '^(pytest|python -m pytest)( tests/?)?( -[a-z]+)*$'; then
    verdict="$(cd "$cwd" && timeout 20 cat oracle.json | jq -r '.verdict')" || exit 2
    if [[ "$verdict" != unbounded ]]; then
        echo "proportionate-test-scope: refused" >&2
        exit 2
    fi
fi
exit 0
