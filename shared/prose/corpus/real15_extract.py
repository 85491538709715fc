#!/usr/bin/env python3
"""Extractors for the fifteenth real batch (real15) (stdlib only).

Modes (each prints one JSON object per complete turn, before de-duplication/sampling):
  ccconv <git-dir> <owner/repo> <commit> <dir>
          "Claude Code Conversation" Markdown exports (a project's own export script):
          "**Session ID:** <uuid>" header, then "## User" / "## Assistant" headings, each followed by
          "*YYYY-MM-DD HH:MM:SS*" and either plain text (a typed prompt) or the raw message content as a
          JSON list of blocks (text, thinking, tool_use, tool_result). The files hold the raw session
          records, so the turn rules of the raw-JSONL readers apply unchanged: each message is turned
          back into a session record and read with real14_extract.jsonl_turns. When the same session
          was exported to more than one file, each turn is kept once (the copy with the most Bash
          commands, as real14's Entire reader does). Files under <dir>/timeline/ (a summarised view) are
          not read.
  md / console  re-exported from real12_extract / real14_extract (see there).

Output fields: those of real14_extract (repo, path, blob, session, uuid, prompt, ending, interrupted,
turn_ran_checks, turn_ran_commands, turn_wrote_files, tools, commands, ncmds, detailed).
CHECK15 is real8_extract.CHECK plus Swift/Xcode checks (swift build/test, xcodebuild, swiftlint,
swift-format lint), which this batch's Swift project runs and real8's pattern does not know.
"""
import json
import re
import sys

import real14_extract
from real6_extract import NOTICE, git
from real8_extract import CHECK

CHECK15 = re.compile(
    CHECK.pattern + r"|(^|[\s;&|(])(swift (build|test)\b|xcodebuild\b|swiftlint\b|swift-format lint|"
    r"swift package (resolve|describe|plugin)\b|make (test|lint|build)\b|\./Scripts/lint\.sh)"
)
real14_extract.CHECK = CHECK15  # jsonl_turns' flags() reads the module-level CHECK

MSG = re.compile(r"^## (User|Assistant)\n\*(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\*\n\n(.*?)(?=\n## (?:User|Assistant)\n\*\d{4}-|\Z)",
                 re.S | re.M)


def records(text):
    sid = re.search(r"\*\*Session ID:\*\* ([\w-]+)", text)
    sid = sid.group(1) if sid else ""
    out = []
    for n, (role, ts, body) in enumerate(MSG.findall(text)):
        body = body.strip()
        content = body
        if body.startswith("[") and body.endswith("]"):
            try:
                parsed = json.loads(body)
                if isinstance(parsed, list) and all(isinstance(b, dict) and "type" in b for b in parsed):
                    content = parsed
            except ValueError:
                pass
        rec = {"type": role.lower(), "sessionId": sid, "uuid": f"{sid}:{n}", "timestamp": ts,
               "message": {"role": role.lower(), "content": content}}
        if role == "User" and isinstance(content, list) and any(b.get("type") == "tool_result" for b in content):
            rec["toolUseResult"] = True
        out.append(rec)
    return sid, out


def first_prompt(recs):
    for r in recs:
        if r["type"] == "user" and isinstance(r["message"]["content"], str):
            return r["message"]["content"].strip()
    return ""


def task_prompts(recs):
    """The prompts the session handed to subagents (Task/Agent tool calls)."""
    out = set()
    for r in recs:
        c = r["message"]["content"]
        if r["type"] == "assistant" and isinstance(c, list):
            for b in c:
                if b.get("type") == "tool_use" and b.get("name") in ("Task", "Agent"):
                    p = (b.get("input") or {}).get("prompt") or ""
                    if p.strip():
                        out.add(" ".join(p.split())[:300])
    return out


def ccconv_main(gitdir, repo, commit, d):
    """Subagent transcripts are exported as files of their own, with nothing marking them as
    sidechains: a file whose first prompt is "Warmup" (the client's warm-up of a subagent) or is the
    prompt of a Task/Agent call made in any exported session is a subagent's and is not read."""
    files = []
    for ln in git(gitdir, "ls-tree", commit, d.rstrip("/") + "/").splitlines():
        info, path = ln.split("\t", 1)
        if not path.endswith(".md") or "/timeline/" in path:
            continue
        blob = info.split()[2]
        sid, recs = records(git(gitdir, "cat-file", "-p", blob))
        if recs:
            files.append((path, blob, sid, recs))
    delegated = set()
    for _, _, _, recs in files:
        delegated |= task_prompts(recs)
    skipped = 0
    best = {}
    for path, blob, sid, recs in files:
        fp = first_prompt(recs)
        if fp == "Warmup" or " ".join(fp.split())[:300] in delegated:
            skipped += 1
            continue
        for t in real14_extract.jsonl_turns([json.dumps(r) for r in recs]):
            if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                continue
            key = (sid, t["prompt_uuid"])
            t.update(repo=repo, path=path, blob=blob, uuid=f"{sid}#{t['k']}")
            if key not in best or t["ncmds"] > best[key]["ncmds"]:
                best[key] = t
    for t in best.values():
        print(json.dumps(t, ensure_ascii=False))
    print(f"ccconv: {len(files)} files, {skipped} subagent transcripts skipped", file=sys.stderr)


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "ccconv":
        ccconv_main(*sys.argv[2:])
    elif mode == "console":
        real14_extract.console_main(*sys.argv[2:])
    elif mode == "md":
        import real12_extract
        real12_extract.md_main(*sys.argv[2:])
