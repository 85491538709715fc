#!/usr/bin/env bash
# bash+jq twin of force-code-intel.
set -u
cmd="$(jq -r '.tool_input.command // empty')" || exit 2
if printf '%s' "$cmd" | grep -Eq '(grep -[a-zA-Z]*[rR]|rg |git grep).*(import |from [a-z_.]+ import|def |class |[a-z_]+\()'; then
    echo "force-code-intel: refused" >&2
    exit 2
fi
exit 0
