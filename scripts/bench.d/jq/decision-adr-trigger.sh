#!/usr/bin/env bash
# bash+jq twin of decision-adr-trigger.
set -u
prompt="$(jq -r '.prompt')" || exit 2
if printf '%s' "$prompt" | grep -Eiwq 'decisions?|decided?|adrs?|rulings?'; then
    jq -cn '{hookSpecificOutput: {hookEventName: "UserPromptSubmit", additionalContext: "Decision discipline: record it as an ADR."}}'
fi
exit 0
