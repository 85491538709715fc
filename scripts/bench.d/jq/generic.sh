#!/usr/bin/env bash
# The seed's style of guard: jq pulls the field, a pattern decides. Used as the
# baseline for guards whose fragment names no twin of the same rule.
set -u
input="$(cat)"
text="$(printf '%s' "$input" | jq -r '.tool_input.command // .tool_input.file_path // .last_assistant_message // .prompt // empty')" || exit 2
if printf '%s' "$text" | grep -Eq -- '(^|[[:space:]])(pytest[[:space:]].*-n|rm -rf)'; then
    echo "refused" >&2
    exit 2
fi
exit 0
