# Bench cases of the foundation guards (sourced by scripts/bench).
repo="$BENCH_TMP/repo"
mkdir -p "$repo/.git" "$repo/src" "$repo/.claude"
bench_guard force-session-cli "$(bench_payload fsc-ordinary "{\"session_id\":\"b\",\"transcript_path\":\"\",\"cwd\":\"$repo\",\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Write\",\"tool_input\":{\"file_path\":\"$repo/src/app.py\",\"content\":\"import os\\n\"}}")" "ordinary Write (allowed)"
bench_guard force-session-cli "$(bench_payload fsc-settings "{\"session_id\":\"b\",\"transcript_path\":\"\",\"cwd\":\"$repo\",\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Edit\",\"tool_input\":{\"file_path\":\"$repo/.claude/settings.json\",\"old_string\":\"a\",\"new_string\":\"b\"}}")" "Edit settings.json (refused)"
bench_guard stop-timestamp "$(bench_payload stop "{\"session_id\":\"b\",\"transcript_path\":\"\",\"cwd\":\"$repo\",\"hook_event_name\":\"Stop\",\"stop_hook_active\":false,\"last_assistant_message\":\"Done.\"}")" "Stop"
