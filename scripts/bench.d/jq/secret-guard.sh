#!/usr/bin/env bash
# bash+jq twin of secret-guard: secret-file reads by path, token shapes by
# regex over the written text or the command (baseline only).
set -u
input="$(cat)" || exit 2
path="$(jq -r '.tool_input.file_path // empty' <<<"$input")" || exit 2
case "$path" in
    */.env|*/.env.local|*/.ssh/id_*[!b]|*/.aws/credentials|*/.netrc) echo "secret-guard: refused reading $path" >&2; exit 2 ;;
esac
if jq -r '.tool_input.content // .tool_input.new_string // .tool_input.command // empty' <<<"$input" \
    | grep -Eq 'gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{50,}|glpat-[A-Za-z0-9_-]{20}|xox[baprs]-[A-Za-z0-9-]{20,}|sk-ant-[A-Za-z0-9_-]{32,}|sk-proj-[A-Za-z0-9_-]{32,}|AIza[A-Za-z0-9_-]{35}|sk_live_[A-Za-z0-9]{24}|(AKIA|ASIA)[A-Z0-9]{16}|-----BEGIN [A-Z ]*PRIVATE KEY-----'; then
    echo "secret-guard: refused a secret" >&2
    exit 2
fi
exit 0
