#!/bin/sh
# Extraction for the twenty-second real batch (real22): every committed version of every Claude Code
# terminal `/export` file (the client's default name, YYYY-MM-DD-<first prompt>.txt, also with a time
# or an "N-" prefix: 2026-02-14-012204-this-session-….txt, 1-2025-11-11-this-session-….txt) in each
# source's git snapshot, read with real16_extract.py's console reader (console-history over the paths found), unchanged.
# Usage: sh real22_extract.sh <mirror dir (fetch -> <M>/<owner>+<name>/repo)> <out dir>
M=$1; OUT=$2
RX='(^|/)([0-9]+-)?20[0-9]{2}-[0-9]{2}-[0-9]{2}-[^/]*\.txt$'
mkdir -p "$OUT"
for R in jabari-labs/seedless lambentlogic/threadlight icook/tiny-congress farazuga/podcast-stories \
         slima-ai/slima-mcp MJSSG/Mistakery tuwesolek/game ozand/shared-knowledge-base \
         PavanAnganna90/PavanAnganna90 andycepi/clay-cafe-manager amichne/konditional \
         inflatebot/comfyui-moondream-station xarthurx/polyscope-rs modu-ai/moai-adk brewkits/Grant \
         markelira/elira-landing kalman17/mcvo JackYinpei/magnet2video; do
  D=$(echo "$R" | tr / +)
  # the paths, from a log limited to *.txt (an unlimited `git log --all --name-only`, as console-match
  # runs, stops early on these partial snapshots and misses some files); then console-history on them
  P=$(git -C "$M/$D/repo" log --all --format= --name-only -- '*.txt' | grep -E "$RX" | sort -u)
  python3 "$(dirname "$0")/real16_extract.py" console-history "$M/$D/repo" "$R" $P > "$OUT/$D.jsonl"
done
