#!/usr/bin/env bash
# bash+jq twin of no-banned-deps: banned names from the project's list, looked
# for as words in the written text or the Bash command (no parsing: baseline only).
set -u
input="$(cat)" || exit 2
cwd="$(jq -r '.cwd' <<<"$input")" || exit 2
list="$cwd/.claude/banned-libraries.txt"
[[ -f "$list" ]] || exit 0
text="$(jq -r '.tool_input.content // .tool_input.new_string // .tool_input.command // empty' <<<"$input")" || exit 2
while read -r name _; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    if grep -Fqiw -- "$name" <<<"$text"; then
        echo "no-banned-deps: refused $name" >&2
        exit 2
    fi
done <"$list"
exit 0
