#!/usr/bin/env bash
# bash+jq twin of require-design-before-build.
set -u
input="$(cat)"
kind="$(printf '%s' "$input" | jq -r '.tool_input.subagent_type // empty')" || exit 2
case "$kind" in builder|wirer|refactorer) ;; *) exit 0 ;; esac
prompt="$(printf '%s' "$input" | jq -r '.tool_input.prompt')" || exit 2
if printf '%s' "$prompt" | grep -Eq '(docs/design/|design/|\.design\.md|contracts/|docs/adr/)' || printf '%s\n' "$prompt" | grep -Eq '^[[:space:]]*DESIGN_WAIVER:[[:space:]]*[^[:space:]]'; then
    exit 0
fi
echo "require-design-before-build: refused dispatching the $kind subagent without a design" >&2
exit 2
