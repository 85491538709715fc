#!/usr/bin/env bash
# The seed's style of Stop guard: jq pulls the final message and the
# transcript path, then reads the last 400 lines of the transcript backwards
# (tac | head: it too stops early, but at a fixed line count, not at the
# turn's start) and greps.
set -u
input="$(cat)"
msg="$(printf '%s' "$input" | jq -r '.last_assistant_message // empty')" || exit 2
t="$(printf '%s' "$input" | jq -r '.transcript_path // empty')" || exit 2
turn="$(tac "$t" | head -n 400 | jq -c 'select(.type == "assistant") | .message.content[]? | select(.type == "tool_use") | .input.command // empty' 2>/dev/null)"
if printf '%s' "$msg" | grep -Eiq '(probably|likely|seems to|pre-existing|if you want)'; then
    echo "refused" >&2
    exit 2
fi
if printf '%s' "$msg" | grep -Eiq 'tests pass' && ! printf '%s' "$turn" | grep -q 'cargo test'; then
    echo "refused" >&2
    exit 2
fi
exit 0
