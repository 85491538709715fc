#!/usr/bin/env python3
"""Extractors for the fourteenth real batch (real14) (stdlib only).

Modes (each prints one JSON object per complete turn, before de-duplication/sampling):
  entire  <git-dir> <owner/repo> [ref|all]   raw Claude Code session files (`full.jsonl`) that the
          Entire CLI commits to `entire/checkpoints/v1` (or refs/entire/checkpoints/*); checkpoints
          whose metadata names another agent are skipped. A session appears in several checkpoints
          (growing transcript); each turn is kept once (the copy with the most Bash commands).
  console <git-dir> <owner/repo> <ref> <path>...   Claude Code terminal exports (`/export`, or copied
          from the terminal): `> `/`❯ ` prompts and `●`/`⏺` blocks. The reader is real11_extract.py's
          (itself real10_extract.py's), copied with tool names and a wrote-files flag added.
  ccx     <git-dir> <owner/repo> <ref> <path>...   claude-conversation-extractor Markdown (real13_extract).

Output fields: repo, path, blob, session, uuid ("<path or session>#<turn index>"), prompt, ending,
interrupted, turn_ran_checks, turn_ran_commands, turn_wrote_files, tools, commands, ncmds, detailed.
Turn rules (as in the earlier extractors): a turn starts at a genuine prompt (not a slash command, client
notice, tool result, compaction summary or meta message); the ending is the assistant text after the
turn's last tool call; interrupted turns and the last turn of each session/file are dropped; sidechains
(subagents) are ignored. CHECK / LOOK are real8_extract.py's; WRITE_CMD is real13_extract.py's.
"""
import json
import re
import sys

from real6_extract import NOTICE, git, is_prompt, prompt_text
from real8_extract import CHECK, LOOK
from real10_extract import TOOL_BLOCK, BULLET, unwrap  # noqa: F401
from real11_extract import TOOL_LINE, COST  # noqa: F401
from real13_extract import WRITE_CMD, WRITE_TOOLS, ccx_main

# ---------------------------------------------------------------- entire (raw JSONL)


def flags(cmds):
    ran = any(not all(LOOK.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
              for c in cmds)
    checks = any(CHECK.search(c) for c in cmds)
    return checks, ran or checks


def jsonl_turns(lines):
    recs = []
    for ln in lines:
        try:
            r = json.loads(ln)
        except ValueError:
            continue
        if isinstance(r, dict) and not r.get("isSidechain"):
            recs.append(r)
    idx = [i for i, r in enumerate(recs) if is_prompt(r)]
    out = []
    for k, i in enumerate(idx):
        end = idx[k + 1] if k + 1 < len(idx) else len(recs)
        body = recs[i + 1:end]
        interrupted = any(r.get("type") == "user" and "[Request interrupted" in (prompt_text(r) or "")
                          for r in body)
        blocks = []
        for r in body:
            if r.get("type") != "assistant":
                continue
            c = r.get("message", {}).get("content")
            if not isinstance(c, list):
                continue
            for b in c:
                if not isinstance(b, dict):
                    continue
                if b.get("type") == "tool_use":
                    cmd = ""
                    if b.get("name") == "Bash":
                        cmd = (b.get("input") or {}).get("command", "") or ""
                    blocks.append(("tool", b.get("name", ""), cmd))
                elif b.get("type") == "text" and b.get("text", "").strip():
                    blocks.append(("text", "", b["text"]))
        last_tool = max([j for j, b in enumerate(blocks) if b[0] == "tool"], default=-1)
        ending = "\n\n".join(b[2].strip() for b in blocks[last_tool + 1:] if b[0] == "text").strip()
        cmds = [b[2] for b in blocks if b[0] == "tool" and b[1] == "Bash" and b[2]]
        checks, ran = flags(cmds)
        names = []
        for b in blocks:
            if b[0] == "tool" and b[1] not in names:
                names.append(b[1])
        wrote = any(n in WRITE_TOOLS for n in names) or any(WRITE_CMD.search(c) for c in cmds)
        out.append({"k": k, "session": recs[i].get("sessionId", ""), "prompt_uuid": recs[i].get("uuid"),
                    "prompt": (prompt_text(recs[i]) or "")[:4000], "ending": ending,
                    "followed": k + 1 < len(idx), "interrupted": interrupted,
                    "turn_ran_checks": checks, "turn_ran_commands": ran, "turn_wrote_files": wrote,
                    "tools": names, "ncmds": len(cmds), "commands": [c[:300] for c in cmds][:20],
                    "detailed": True})
    return out


def entire_main(gitdir, repo, ref="all"):
    refs = []
    names = git(gitdir, "for-each-ref", "--format=%(refname)").split()
    if ref == "all":
        refs = [r for r in names if r == "refs/heads/entire/checkpoints/v1"
                or r.startswith("refs/entire/checkpoints/")]
    else:
        refs = [ref]
    best = {}
    for r in refs:
        tree = git(gitdir, "ls-tree", "-r", r).splitlines()
        meta = {}
        for ln in tree:
            info, path = ln.split("\t", 1)
            if path.endswith("/metadata.json"):
                try:
                    meta[path.rsplit("/", 1)[0]] = json.loads(git(gitdir, "cat-file", "-p", info.split()[2]))
                except ValueError:
                    pass
        for ln in tree:
            info, path = ln.split("\t", 1)
            if not path.endswith("full.jsonl"):
                continue
            d = path.rsplit("/", 1)[0] if "/" in path else ""
            if (meta.get(d) or {}).get("agent") not in ("Claude Code", None):
                continue
            blob = info.split()[2]
            text = git(gitdir, "cat-file", "-p", blob)
            if not text:
                continue
            for t in jsonl_turns(text.splitlines()):
                if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                    continue
                shown = path if r == "refs/heads/entire/checkpoints/v1" else r.split("/")[-1] + "/" + path
                key = (t["session"], t["prompt_uuid"])
                t.update(repo=repo, path=shown, blob=blob, uuid=f"{t['session']}#{t['k']}")
                if key not in best or t["ncmds"] > best[key]["ncmds"]:
                    best[key] = t
    for t in best.values():
        print(json.dumps(t, ensure_ascii=False))


# ---------------------------------------------------------------- console (/export)

# real10's TOOL_BLOCK also matches prose such as "Project created (x.dev). ..." (any capitalised words
# then " ("). Tool headers never have a space before "(": Bash(...), Update(...), Web Search(...),
# "name - tool (MCP)(...)". This stricter pattern keeps real10's other alternatives.
TOOL_BLOCK = re.compile(
    r"^(?:[A-Z][\w-]*(?: [A-Z][\w-]*)?\(|Read \d+ files?|Update Todos|Read Todos|User approved Claude's plan|"
    r"User answered Claude's questions|Wrote \d+ memor|Recalled \d+ memor|[\w-]+ - [\w ]+\(MCP\))"
)

COLLAPSED = [
    (re.compile(r"\bread \d+ files?", re.I), "Read"),
    (re.compile(r"\bran \d+ (?:shell |bash )?commands?", re.I), "Bash"),
    (re.compile(r"\bsearched for \d+ patterns?", re.I), "Grep"),
    (re.compile(r"\blisted \d+ director", re.I), "LS"),
    (re.compile(r"\bedited \d+ files?", re.I), "Edit"),
    (re.compile(r"\bwrote \d+ files?", re.I), "Write"),
    (re.compile(r"\bagents? finished", re.I), "Task"),
]


def tool_names(head):
    """Tool names shown in one tool-block header line of a terminal export."""
    m = re.match(r"([A-Z][\w]*(?:\s[\w-]+)?)\(", head)
    if m:
        n = m.group(1).split()[0]
        return ["Edit" if n == "Update" else n]
    m = re.match(r"([\w-]+) - ([\w ]+)\(MCP\)", head)
    if m:
        return [f"mcp:{m.group(1)}"]
    m = re.match(r"Called (\S+)", head)
    if m:
        return [m.group(1)]
    if head.startswith(("Update Todos", "Read Todos")):
        return ["TodoWrite"]
    if head.startswith("User approved Claude's plan"):
        return ["ExitPlanMode"]
    if head.startswith(("User answered Claude's questions", "User declined to answer")):
        return ["AskUserQuestion"]
    if re.match(r"(Wrote|Recalled) \d+ memor", head):
        return ["memory"]
    if head.startswith("Compact summary"):
        return []
    return [n for pat, n in COLLAPSED if pat.search(head)] or ["(other)"]


def console_turns(text):  # real11_extract.console_turns + tools / wrote
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
        heads = [b[1][0] for b in t["blocks"] if b[0] == "tool"]
        names = []
        for h in heads:
            for n in tool_names(h):
                if n not in names:
                    names.append(n)
        wrote = any(n in WRITE_TOOLS for n in names) or any(WRITE_CMD.search(c) for c in cmds)
        out.append({"prompt": " ".join(t["prompt"].split())[:4000], "ending": ending,
                    "turn_ran_checks": checks, "turn_ran_commands": ran or checks,
                    "turn_wrote_files": wrote, "tools": names,
                    "ncmds": len(cmds), "commands": [c[:200] for c in cmds]})
    return out



def console_main(gitdir, repo, ref, *paths):
    for p in paths:
        blob = git(gitdir, "rev-parse", f"{ref}:{p}").strip()
        text = git(gitdir, "cat-file", "-p", blob)
        for i, t in enumerate(console_turns(text)):
            # "※ recap: ..." is the client's away-summary line, printed after the turn: not turn text.
            t["ending"] = re.sub(r"(?:^|\n)※ recap:.*?(?=\n\s*\n|\Z)", "", t["ending"], flags=re.S).strip()
            if not t["ending"] or NOTICE.match(t["ending"]):
                continue
            t.update(repo=repo, path=p, blob=blob, uuid=f"{p}#{i}", interrupted=False, detailed=True,
                     session=p.rsplit("/", 1)[-1].rsplit(".", 1)[0])
            print(json.dumps(t, ensure_ascii=False))


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "entire":
        entire_main(*sys.argv[2:])
    elif mode == "console":
        console_main(*sys.argv[2:])
    elif mode == "ccx":
        ccx_main(*sys.argv[2:])
