#!/usr/bin/env python3
"""Extractors for the sixteenth real batch (real16) (stdlib only).

Modes (each prints one JSON object per complete turn, before de-duplication/sampling):
  console-history <git-dir> <owner/repo> <path>...
          a Claude Code terminal export (`/export` or copied from the terminal: the welcome box,
          `> ` prompts, `⏺` blocks) that the author overwrote with each new session and committed
          every time (e.g. `LAST_CLAUDE_CODE_CHAT.md`). Every distinct blob of <path> in the history
          (`git log --all`) is read with real14_extract.console_turns (itself real11's/real10's
          reader); a turn that appears in more than one version (a version that extends an earlier
          one) is kept once, from the oldest version that holds it. `session` is the blob's short id.
  console-match <git-dir> <owner/repo> <regex>
          console-history over every path in the history (`git log --all --name-only`) that matches
          <regex> (Python `re.search`), in sorted order; real16 used EXPORT_TXT for the `/export`
          files named by the client's default ("2025-07-08-this-session-is-being-continued-from-a-
          previous-co.txt": date, then the first prompt cut to 50 characters).
  console <git-dir> <owner/repo> <ref> <path>...   real14_extract.console_main, unchanged.
  ccconv / md   re-exported from real15_extract / real12_extract.

Output fields: those of real14_extract (repo, path, blob, session, uuid, prompt, ending, interrupted,
turn_ran_checks, turn_ran_commands, turn_wrote_files, tools, commands, ncmds, detailed), plus
`commit` (the commit that first holds the version read).
"""
import json
import re
import sys

import real14_extract
from real6_extract import NOTICE, git


def history_blobs(gitdir, path):
    """(commit, blob) of each distinct version of path, oldest first."""
    out, seen = [], set()
    log = git(gitdir, "log", "--all", "--reverse", "--format=%H", "--", path).split()
    for c in log:
        try:
            blob = git(gitdir, "rev-parse", f"{c}:{path}").strip()
        except Exception:
            continue
        if not blob or blob in seen or len(blob) != 40:
            continue
        seen.add(blob)
        out.append((c, blob))
    return out


EXPORT_TXT = r"(^|/)20[0-9]{2}-[0-9]{2}-[0-9]{2}-[^/]*\.txt$"


def matching_paths(gitdir, regex):
    names = git(gitdir, "log", "--all", "--name-only", "--format=").split("\n")
    return sorted({n for n in names if n.strip() and re.search(regex, n)})


def console_history_main(gitdir, repo, *paths):
    seen = set()
    for path in paths:
        console_history_one(gitdir, repo, path, seen)


def console_history_one(gitdir, repo, path, seen):
    nblobs = 0
    for commit, blob in history_blobs(gitdir, path):
        nblobs += 1
        text = git(gitdir, "cat-file", "-p", blob)
        for i, t in enumerate(real14_extract.console_turns(text)):
            t["ending"] = re.sub(r"(?:^|\n)※ recap:.*?(?=\n\s*\n|\Z)", "", t["ending"], flags=re.S).strip()
            if not t["ending"] or NOTICE.match(t["ending"]):
                continue
            key = (" ".join(t["prompt"].split()), " ".join(t["ending"].split()))
            if key in seen:
                continue
            seen.add(key)
            t.update(repo=repo, path=path, blob=blob, commit=commit, uuid=f"{blob[:8]}#{i}",
                     interrupted=False, detailed=True, session=blob[:8])
            print(json.dumps(t, ensure_ascii=False))
    print(f"console-history: {nblobs} versions of {path}", file=sys.stderr)


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "console-history":
        console_history_main(*sys.argv[2:])
    elif mode == "console-match":
        gitdir, repo, regex = sys.argv[2:5]
        console_history_main(gitdir, repo, *matching_paths(gitdir, EXPORT_TXT if regex == "EXPORT_TXT" else regex))
    elif mode == "console":
        real14_extract.console_main(*sys.argv[2:])
    elif mode == "ccconv":
        import real15_extract
        real15_extract.ccconv_main(*sys.argv[2:])
    elif mode == "md":
        import real12_extract
        real12_extract.md_main(*sys.argv[2:])
