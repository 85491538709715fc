#!/usr/bin/env bash
# bash+jq twin of force-graph-query.
set -u
cmd="$(jq -r '.tool_input.command // empty')" || exit 2
if printf '%s' "$cmd" | grep -Eq '(import neo4j|from neo4j|require\(.neo4j-driver|cypher-shell)'; then
    echo "force-graph-query: refused" >&2
    exit 2
fi
exit 0
