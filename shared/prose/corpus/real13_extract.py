#!/usr/bin/env python3
"""Extractor for the fresh13 batch (stdlib only).

Reads Markdown logs written by ZeroSumQuant/claude-conversation-extractor (`claude-extract`):

    # Claude Conversation Log
    Session ID: <uuid>
    ---
    ## 👤 User            <- a user message (prompt, slash command, interrupt notice, ...)
    ---
    ## 🤖 Claude          <- one assistant content block: text, or (detailed mode)
                             "🔧 Using tool: NAME" + "Input: {json}"
    ---

Detailed exports (`--detailed`) show every tool call with its full input (so Bash commands
and Edit/Write calls are exact); plain exports omit tool calls altogether (tools unknown).
Tool results are not shown in either mode.

Usage: real13_extract.py ccx <git-dir> <owner/repo> <ref> <path>... > raw.jsonl
Prints one JSON object per complete turn:
  {repo, path, blob, session, uuid, prompt, ending, interrupted, turn_ran_checks,
   turn_ran_commands, turn_wrote_files, tools, commands, ncmds, detailed}

Turn rules (as in the earlier extractors): a turn starts at a genuine prompt; the ending is
the assistant text after the turn's last tool call (detailed mode) or the last assistant
block of the turn (plain mode, where tool calls were left out by the exporter); turns that
were interrupted, that start with a slash command or a client/system message, and the last
turn of each file are dropped. Subagent logs (`*-agent-*.md`, `## 🤖 Claude (Subagent)`)
are skipped. Turn flags use real8_extract's CHECK / LOOK patterns.
"""
import json
import re
import sys

from real6_extract import LOCAL_CMDS, NOTICE, SKIP_PROMPT, git
from real8_extract import CHECK, LOOK

HEAD = re.compile(r"^## (\U0001F464 User|\U0001F916 Claude)(?: \(([^)]*)\))?\s*$", re.M)
TOOL = re.compile(r"^\U0001F527 Using tool: (\S+)\s*$", re.M)
WRITE_TOOLS = {"Edit", "Write", "MultiEdit", "NotebookEdit"}
# Bash commands that write files: redirection to a file, in-place edits, file moves/copies/
# deletions, archive extraction, downloads to a file, commits.
WRITE_CMD = re.compile(
    r"(?:^|[^<>&0-9])>>?\s*(?!&|/dev/null)[\w./~\"'$-]|"
    r"(?:^|[\s;&|(])(?:sed\s+(?:-\w+\s+)*-i|perl\s+-\w*i|tee\b|mv\b|cp\b|rm\b|rmdir\b|mkdir\b|touch\b|"
    r"ln\b|chmod\b|install\b|rsync\b|scp\b|patch\b|unzip\b|tar\s+-?\w*x|curl\b[^|;&]*\s-o\b|wget\b|"
    r"git\s+(?:commit|mv|rm|apply|am|checkout\s+--|restore|stash|merge|rebase|cherry-pick|reset)\b|"
    r"cat\s*>)"
)
NON_PROMPT = SKIP_PROMPT + ("Base directory for this skill:", "<ide_selection>", "<ide_opened_file>",
                            "<system-reminder>", "<user-prompt-submit-hook>")


def flags(cmds):
    ran = any(not all(LOOK.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
              for c in cmds)
    checks = any(CHECK.search(c) for c in cmds)
    return checks, ran or checks


def sections(text):
    """[(role, variant, body)] in file order; body without the trailing '---' separator."""
    ms = list(HEAD.finditer(text))
    out = []
    for k, m in enumerate(ms):
        body = text[m.end(): ms[k + 1].start() if k + 1 < len(ms) else len(text)]
        body = re.sub(r"\n-{3}\s*$", "", body.rstrip()).strip("\n")
        role = "user" if "User" in m.group(1) else "assistant"
        out.append((role, m.group(2) or "", body))
    return out


def parse_tool(body):
    """[('tool', name, input dict), ('text', str)] for one assistant section."""
    items, pos = [], 0
    for m in TOOL.finditer(body):
        pre = body[pos:m.start()].strip()
        if pre:
            items.append(("text", pre))
        rest = body[m.end():]
        inp = {}
        j = rest.find("Input:")
        nxt = TOOL.search(rest)
        end = nxt.start() if nxt else len(rest)
        if 0 <= j < end:
            raw = rest[j + len("Input:"):end].strip()
            try:
                inp = json.loads(raw)
            except ValueError:
                inp = {"_raw": raw}
        items.append(("tool", m.group(1), inp))
        pos = m.end() + end
    tail = body[pos:].strip()
    if tail:
        items.append(("text", tail))
    return items


def is_slash(p):
    return p.startswith(("<command-message>", "<command-name>", "/")) or bool(LOCAL_CMDS.search(p))


def ccx_turns(text):
    secs = sections(text)
    detailed = bool(TOOL.search(text))
    turns, cur = [], None
    last_role = None
    for role, variant, body in secs:
        if variant and variant != "":  # "(Subagent)" / "(Orchestrator)" blocks: sidechains
            if variant.lower().startswith("subagent"):
                continue
        if role == "user":
            p = body.strip()
            if "[Request interrupted" in p:
                if cur is not None:
                    cur["interrupted"] = True
                last_role = "user"
                continue
            if p.startswith(NON_PROMPT) or p.startswith(("<task-notification>", "<bash-notification>")):
                # client/system messages: not a new prompt (a notification starts a dropped turn)
                if p.startswith(("<task-notification>", "<bash-notification>")):
                    if cur is not None:
                        turns.append(cur)
                    cur = {"prompt": p, "seq": [], "interrupted": False, "skip": True}
                last_role = "user"
                continue
            if (cur is not None and last_role == "user" and cur.get("skip") == "slash" and not cur["seq"]
                    and not LOCAL_CMDS.search(cur["prompt"])):
                # expansion of a custom slash command / skill right after it
                last_role = "user"
                continue
            if cur is not None:
                turns.append(cur)
            cur = {"prompt": p, "seq": [], "interrupted": False,
                   "skip": "slash" if is_slash(p) else False}
            last_role = "user"
            continue
        if cur is None:
            continue
        last_role = "assistant"
        if detailed:
            for it in parse_tool(body):
                cur["seq"].append(it)
        else:
            cur["seq"].append(("text", body.strip()))
    if cur is not None:
        turns.append(cur)
    return turns, detailed


def finish(turns, detailed, repo, path, blob, session):
    out = []
    for i, t in enumerate(turns[:-1]):  # the last turn of a file may be cut off
        p = t["prompt"].strip()
        if not p or t["skip"] or t["interrupted"] or p.startswith(NON_PROMPT):
            continue
        seq = t["seq"]
        tools = [x for x in seq if x[0] == "tool"]
        if detailed:
            last_tool = max([j for j, x in enumerate(seq) if x[0] == "tool"], default=-1)
            ending = "\n\n".join(x[1].strip() for x in seq[last_tool + 1:] if x[0] == "text").strip()
        else:
            texts = [x[1] for x in seq if x[0] == "text"]
            ending = texts[-1].strip() if texts else ""
        if not ending or NOTICE.match(ending):
            continue
        cmds = [(x[2] or {}).get("command", "") for x in tools if x[1] == "Bash"]
        cmds = [c for c in cmds if isinstance(c, str) and c]
        checks, ran = flags(cmds)
        names = []
        for x in tools:
            if x[1] not in names:
                names.append(x[1])
        wrote = None
        if detailed:
            wrote = any(x[1] in WRITE_TOOLS for x in tools) or any(WRITE_CMD.search(c) for c in cmds)
        out.append({"repo": repo, "path": path, "blob": blob, "session": session, "uuid": f"{path}#{i}",
                    "prompt": p[:4000], "ending": ending, "interrupted": False,
                    "turn_ran_checks": checks if detailed else False,
                    "turn_ran_commands": (ran or checks) if detailed else False,
                    "turn_wrote_files": wrote, "tools": names if detailed else [],
                    "ncmds": len(cmds), "commands": [c[:300] for c in cmds][:20], "detailed": detailed})
    return out


def ccx_main(gitdir, repo, ref, *paths):
    for p in paths:
        blob = git(gitdir, "rev-parse", f"{ref}:{p}").strip()
        text = git(gitdir, "cat-file", "-p", blob)
        m = re.search(r"^Session ID: (\S+)", text, re.M)
        session = m.group(1) if m else p.rsplit("/", 1)[-1]
        if session.startswith("agent-"):
            continue
        turns, detailed = ccx_turns(text)
        for t in finish(turns, detailed, repo, p, blob, session):
            print(json.dumps(t, ensure_ascii=False))


if __name__ == "__main__":
    if sys.argv[1] == "ccx":
        ccx_main(*sys.argv[2:])
