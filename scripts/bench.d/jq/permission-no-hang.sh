#!/usr/bin/env bash
# bash+jq twin of permission-no-hang.
set -u
tool="$(jq -r '.tool_name')" || exit 2
if [[ "${CLAUDE_CODE_SESSION_ATTENDED:-}" == 0 ]]; then
    jq -cn --arg t "$tool" '{hookSpecificOutput: {hookEventName: "PermissionRequest", decision: {behavior: "deny", message: ("no human can answer the request for " + $t)}}}'
fi
exit 0
