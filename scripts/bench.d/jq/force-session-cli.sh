#!/usr/bin/env bash
# bash+jq twin of force-session-cli's file side.
set -u
path="$(jq -r '.tool_input.file_path // .tool_input.notebook_path // empty')" || exit 2
case "$path" in
    */.claude/settings.json|*/.claude/settings.local.json|*/.claude/gatehouse.toml|*/.claude/session/*/context.json|*/.claude/session/context.md)
        echo "force-session-cli: refused a direct write to $path" >&2; exit 2 ;;
esac
exit 0
