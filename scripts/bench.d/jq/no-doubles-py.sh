#!/usr/bin/env bash
# bash+jq twin of no-doubles-py: the new text of a Write/Edit to a .py file,
# grepped for the mock patterns (no tokenizer, no before/after: the regex
# version the issue describes, for the cost baseline only).
set -u
input="$(cat)" || exit 2
path="$(jq -r '.tool_input.file_path // .tool_input.notebook_path // empty' <<<"$input")" || exit 2
case "$path" in *.py|*.pyi|*.ipynb) ;; *) exit 0 ;; esac
if jq -r '.tool_input.content // .tool_input.new_string // .tool_input.new_source // empty' <<<"$input" \
    | grep -Eq '(from|import) +(unittest\.mock|mock|pytest_mock)|\b(Mock|MagicMock|AsyncMock|create_autospec)\(|@patch|mocker\.|class +(Fake|Stub|Mock|Dummy)'; then
    echo "no-doubles-py: refused a test double in $path" >&2
    exit 2
fi
exit 0
