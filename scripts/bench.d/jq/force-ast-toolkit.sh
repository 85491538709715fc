#!/usr/bin/env bash
# bash+jq twin of force-ast-toolkit: the reference's style (text match on the command).
set -u
input="$(cat)"
tool="$(printf '%s' "$input" | jq -r '.tool_name')" || exit 2
if [[ "$tool" == Read ]]; then
    path="$(printf '%s' "$input" | jq -r '.tool_input.file_path')"
    [[ "$path" =~ /(src|scripts|tests)/.*\.py$ ]] && { echo "force-ast-toolkit: refused" >&2; exit 2; }
    exit 0
fi
cmd="$(printf '%s' "$input" | jq -r '.tool_input.command // empty')" || exit 2
if printf '%s' "$cmd" | grep -Eq '(^|[;&|[:space:]])(cat|head|tail|less|sed|awk|grep|rg)[[:space:]].*(src|scripts|tests)/[^[:space:]]*\.py'; then
    echo "force-ast-toolkit: refused" >&2
    exit 2
fi
exit 0
