#!/usr/bin/env bash
# bash+jq twin of force-trace-intel.
set -u
cmd="$(jq -r '.tool_input.command // empty')" || exit 2
if printf '%s' "$cmd" | grep -Eq '(sed -i|perl -pi|grep -[a-zA-Z]*r|rg |rglob|re\.sub).*SPEC-[0-9]+'; then
    echo "force-trace-intel: refused" >&2
    exit 2
fi
exit 0
