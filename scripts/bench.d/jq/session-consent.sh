#!/usr/bin/env bash
# bash+jq twin of session-consent: a substring match on the prompt (no
# clause or negation reading), then a plain file write of the flag.
set -u
input="$(cat)"
prompt="$(jq -r '.prompt' <<<"$input")" || exit 2
session="$(jq -r '.session_id' <<<"$input")" || exit 2
case "$prompt" in
    "<task-notification>"*) exit 0 ;;
    *"you may use a worktree"*|*"You may use a worktree"*)
        dir="${XDG_STATE_HOME:-$HOME/.local/state}/gatehouse/sessions"
        mkdir -p "$dir" && printf '{"worktrees":true}' >"$dir/$session.json.tmp" && mv "$dir/$session.json.tmp" "$dir/$session.json" ;;
esac
exit 0
