#!/usr/bin/env python3
"""Console (/export) transcript reader for real11.jsonl (the eleventh real batch).

real10_extract.py's console reader (imported helpers: unwrap, CHECK, LOOK, NOTICE, git)
with three changes for newer Claude Code exports:
  * collapsed tool summaries are tool blocks, whether they start a `●`/`⏺` block or
    sit on an indented line inside one ("  Ran 2 shell commands (ctrl+o to expand)",
    "Read 3 files", "Searched for 2 patterns", "Listed 1 directory", "Wrote 1 memory",
    "Recalled 1 memory", "2 Explore agents finished", "User declined to answer questions");
  * the right-aligned per-turn cost line of old clients ("   Cost: $0.0524 (12.7s)")
    is removed from text blocks (a client artefact, not model text);
  * everything else (turn start at `> `/`❯ ` prompts, slash-command and interrupted turns
    dropped, last turn of a file dropped, swallowed tool output drops the turn, ending =
    text blocks after the last tool block, commands = first line of each Bash(...) block)
    is as in real10_extract.py.
Usage: real11_extract.py <git-dir> <owner/repo> <path>... > endings.jsonl
"""
import json
import re
import sys

from real10_extract import TOOL_BLOCK, BULLET, unwrap  # noqa: F401
from real8_extract import CHECK, LOOK
from real6_extract import NOTICE, git

TOOL_LINE = re.compile(
    r"^(Read \d+ files?|Searched for \d+ patterns?|Ran \d+ (?:shell |bash )?commands?|"
    r"Listed \d+ director(?:y|ies)|Wrote \d+ memor|Recalled \d+ memor|Edited \d+ files?|"
    r"Wrote \d+ files?|\d+ \w+ agents? finished|User declined to answer questions|"
    r"User answered Claude's questions|Compact summary|Called \S+)"
)
COST = re.compile(r"[ \t]{2,}Cost: \$\d+(?:\.\d+)? \(\d+(?:\.\d+)?s\)")


def console_turns(text):
    turns, cur, block = [], None, None

    def close_block():
        if cur is not None and block is not None:
            cur["blocks"].append(block)

    for ln in text.splitlines():
        ln = COST.sub("", ln)
        if ln.startswith("> ") or ln.startswith("\u276f "):
            close_block()
            block = None
            if cur is not None:
                cur["followed"] = True
                turns.append(cur)
            cur = {"prompt": ln[2:], "blocks": [], "interrupted": False, "followed": False,
                   "marker": ln[:2]}
            continue
        if cur is None:
            continue
        if "Interrupted \u00b7 What should Claude do instead?" in ln or "[Request interrupted" in ln:
            cur["interrupted"] = True
        if ln.startswith(BULLET):
            close_block()
            body = ln[2:]
            kind = "tool" if (TOOL_BLOCK.match(body) or TOOL_LINE.match(body)) else "text"
            block = [kind, [body]]
            continue
        if ln.startswith("  ") and TOOL_LINE.match(ln.strip()) and not ln.startswith("     "):
            close_block()
            block = ["tool", [ln.strip()]]
            continue
        if block is None:
            if not cur["blocks"] and cur.get("prompt_open", True):
                if ln.lstrip().startswith("\u23bf"):
                    cur["prompt_open"] = False  # @-mention/hook output under the prompt
                elif ln.strip():
                    ind = len(ln) - len(ln.lstrip(" "))
                    body = ln.strip()
                    want = 2 if cur.get("marker") == "\u276f " else 3
                    if TOOL_BLOCK.match(body) or TOOL_LINE.match(body) or \
                            body.startswith(("\u2234 Thinking", "\u273b Thinking", "Thinking\u2026")):
                        cur["prompt_open"] = False
                    elif ind == 0 or ind == want:
                        cur["prompt"] += "\n" + body
            continue
        if ln.startswith("  \u23bf") or ln.startswith("\u23bf"):
            if block[0] == "text":
                block[0] = "swallowed"
            continue
        if ln.startswith(("\u273b ", "\u2722 ", "\u2500", "\u256d", "\u2234 ")):
            close_block()
            block = None
            continue
        if ln.startswith("  ") or not ln.strip():
            block[1].append(ln[2:] if ln.startswith("  ") else "")
        else:
            block[1].append(ln)
    close_block()
    if cur is not None:
        turns.append(cur)
    out = []
    for t in turns:
        if not t["followed"] or t["interrupted"] or t["prompt"].lstrip().startswith("/"):
            continue
        last_tool = max([i for i, b in enumerate(t["blocks"]) if b[0] != "text"], default=-1)
        if any(b[0] == "swallowed" for b in t["blocks"][last_tool:]):
            continue
        ending = "\n\n".join("\n".join(unwrap(b[1])).strip() for b in t["blocks"][last_tool + 1:]
                             if b[0] == "text").strip()
        if not ending:
            continue
        cmds = [re.sub(r"^Bash\((.*?)\)?\s*(?:timeout:.*)?$", r"\1", b[1][0]) for b in t["blocks"]
                if b[0] != "text" and b[1][0].startswith("Bash(")]
        ran = any(not all(LOOK.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
                  for c in cmds)
        ran = ran or any(b[0] != "text" and re.match(r"Ran \d+", b[1][0]) for b in t["blocks"])
        checks = any(CHECK.search(c) for c in cmds)
        out.append({"prompt": " ".join(t["prompt"].split())[:4000], "ending": ending,
                    "turn_ran_checks": checks, "turn_ran_commands": ran or checks,
                    "ncmds": len(cmds), "commands": [c[:200] for c in cmds]})
    return out


def main(gitdir, repo, *paths):
    for p in paths:
        blob = git(gitdir, "rev-parse", f"HEAD:{p}").strip()
        text = git(gitdir, "cat-file", "-p", blob)
        for i, t in enumerate(console_turns(text)):
            if NOTICE.match(t["ending"]):
                continue
            t.update(repo=repo, path=p, blob=blob, uuid=f"{p}#{i}",
                     session=p.rsplit("/", 1)[-1].rsplit(".", 1)[0])
            print(json.dumps(t, ensure_ascii=False))


if __name__ == "__main__":
    main(*sys.argv[1:])
