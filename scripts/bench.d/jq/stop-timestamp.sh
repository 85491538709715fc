#!/usr/bin/env bash
# bash+jq twin of stop-timestamp.
set -u
cat >/dev/null
jq -cn --arg t "Turn ended $(date '+%Y-%m-%d %H:%M:%S %Z (%:z)')" '{systemMessage: $t}'
