#!/usr/bin/env bash
# bash+jq twin of single-gate-entrypoint.
set -u
cmd="$(jq -r '.tool_input.command // empty')" || exit 2
case "$cmd" in *'# gate-debug'*) exit 0 ;; esac
if printf '%s' "$cmd" | grep -Eq 'scripts/gates/[a-z_]+\.py'; then
    echo "single-gate-entrypoint: refused" >&2
    exit 2
fi
exit 0
