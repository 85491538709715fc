#!/usr/bin/env bash
# bash+jq twin of worktree-consent's Bash side: substring match on the
# command, then a jq read of the session's flag.
set -u
input="$(cat)"
command="$(jq -r '.tool_input.command // empty' <<<"$input")" || exit 2
case "$command" in
    *"worktree add"*) ;;
    *) exit 0 ;;
esac
session="$(jq -r '.session_id' <<<"$input")" || exit 2
record="${XDG_STATE_HOME:-$HOME/.local/state}/gatehouse/sessions/$session.json"
if [[ -f "$record" ]] && [[ "$(jq -r '.flags.worktrees // .worktrees // false' "$record")" == "true" ]]; then
    exit 0
fi
echo "worktree-consent: refused \`git worktree add\`: worktrees are off in this session" >&2
exit 2
