#!/usr/bin/env bash
# bash+jq twin of workflow-default-sonnet (a regex over the raw script: the
# over-matching the real guard avoids by tokenizing).
set -u
script="$(jq -r '.tool_input.script // empty')" || exit 2
if printf '%s' "$script" | grep -Eo 'agent\([^)]*\)' | grep -vq 'model'; then
    echo "workflow-default-sonnet: refused an agent() call without a model" >&2
    exit 2
fi
exit 0
