#!/usr/bin/env python3
"""Extractors for the fresh12 batch (stdlib only).

Modes (each prints one JSON object per turn ending, before de-duplication/sampling):
  html <git-dir> <owner/repo> <dir>       claude-code-transcripts HTML pages (<dir>/page-NNN.html,
                                          read in page order as one session)
  md <git-dir> <owner/repo> <path>...     markdown transcripts written by the projects' own
                                          converters: role headings (## Human / ## Claude,
                                          ### **Human** [hh:mm], ### <emoji> Name / ### <emoji> Claude),
                                          tool markers "**[Bash: desc]**" + ```bash block, or
                                          "_[tools: Bash, Edit]_" (tool named, command not recorded)
Turn rules as in the earlier extractors: a turn starts at a genuine prompt; the ending is the
assistant text after the turn's last tool call; turns that were interrupted, that start with a
slash command or a client/system prefix, and the last turn of each file are dropped.
For markdown files with no tool markers at all, the ending is the last assistant block of the turn
(blocks are separate assistant messages; tool calls were omitted by the converter).
"""
import html
import json
import re
import sys

from real6_extract import NOTICE, SKIP_PROMPT, git
from real8_extract import CHECK, LOOK


def flags(cmds):
    ran = any(not all(LOOK.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
              for c in cmds)
    checks = any(CHECK.search(c) for c in cmds)
    return checks, ran or checks


def finish(turns, repo, path, blob, session):
    """turns: list of dicts {prompt, seq:[(kind, text)], interrupted}; the last one is dropped."""
    out = []
    for i, t in enumerate(turns[:-1]):
        p = t["prompt"].strip()
        if (not p or t["interrupted"] or p.startswith("/") or p.startswith(SKIP_PROMPT)
                or p.startswith(("<bash-notification>", "<task-notification>"))
                or re.match(r"^([\w-]+)\s+/\1\s*$", p)):  # "init /init": a slash command
            continue
        seq = t["seq"]
        last_tool = max([j for j, x in enumerate(seq) if x[0] == "tool"], default=-1)
        ending = "\n\n".join(x[1].strip() for x in seq[last_tool + 1:] if x[0] == "text").strip()
        if not ending or NOTICE.match(ending):
            continue
        cmds = [x[2] for x in seq if x[0] == "tool" and x[2]]
        checks, ran = flags(cmds)
        out.append({"repo": repo, "path": path, "blob": blob, "session": session, "uuid": f"{path}#{i}",
                    "prompt": " ".join(p.split())[:4000], "ending": ending,
                    "turn_ran_checks": checks, "turn_ran_commands": ran,
                    "ncmds": len(cmds), "commands": [c[:200] for c in cmds],
                    "tools_named": sorted({x[1] for x in seq if x[0] == "tool"})})
    return out


# ---------------------------------------------------------------- HTML (claude-code-transcripts)
MSG = re.compile(r'<div class="message (user|assistant|tool-reply)" id="[^"]*">')
BLOCK = re.compile(r'<div class="(assistant-text|thinking|tool-use[^"]*|file-tool [^"]*|todo-list)"')


def html_to_text(h):
    def pre(m):
        lang = re.search(r'class="language-([\w+-]+)"', m.group(0))
        body = re.sub(r"</?code[^>]*>", "", m.group(1))
        return "\n```" + (lang.group(1) if lang else "") + "\n" + body.strip("\n") + "\n```\n"
    h = re.sub(r"<pre[^>]*>(.*?)</pre>", pre, h, flags=re.S)
    h = re.sub(r"<li>\s*<p>", "<li>", h)
    h = re.sub(r"</p>\s*</li>", "</li>", h)

    def ol(m):
        items = re.split(r"<li>", m.group(1))[1:]
        return "\n" + "".join(f"\n{k}. {it}" for k, it in enumerate(items, 1)) + "\n"
    h = re.sub(r"<ol[^>]*>(.*?)</ol>", ol, h, flags=re.S)
    h = re.sub(r"<code>(.*?)</code>", r"`\1`", h, flags=re.S)
    h = re.sub(r"<h([1-6])[^>]*>", lambda m: "\n" + "#" * int(m.group(1)) + " ", h)
    h = re.sub(r"<li>", "\n- ", h)
    h = re.sub(r"<(strong|b)>(.*?)</\1>", r"**\2**", h, flags=re.S)
    h = re.sub(r"<(em|i)>(.*?)</\1>", r"*\2*", h, flags=re.S)
    h = re.sub(r"<br\s*/?>", "\n", h)
    h = re.sub(r"<hr\s*/?>", "\n---\n", h)
    h = re.sub(r"</(p|h[1-6]|ul|ol|table|blockquote)>", "\n\n", h)
    h = re.sub(r"</tr>", "\n", h)
    h = re.sub(r"<t[dh][^>]*>", "| ", h)
    h = re.sub(r"</t[dh]>", " ", h)
    h = re.sub(r"<[^>]+>", "", h)
    h = html.unescape(h)
    h = re.sub(r"\n{3,}", "\n\n", h)
    return "\n".join(ln.rstrip() for ln in h.strip().splitlines())


def html_main(gitdir, repo, d):
    rows = [r for r in git(gitdir, "ls-tree", "HEAD", d + "/").splitlines() if re.search(r"/page-\d+\.html$", r)]
    rows.sort(key=lambda r: r.split("\t")[1])
    doc = "".join(git(gitdir, "cat-file", "-p", r.split()[2]) for r in rows)
    blob = rows[0].split()[2] if rows else ""
    turns, cur = [], None
    ms = list(MSG.finditer(doc))
    for k, m in enumerate(ms):
        body = doc[m.end(): ms[k + 1].start() if k + 1 < len(ms) else len(doc)]
        role = m.group(1)
        if role == "user":
            u = re.search(r'<div class="user-content">(.*)', body, re.S)
            if not u:
                continue  # tool references / attachments shown under a "User" header, not a prompt
            text = html_to_text(u.group(1))
            m = re.search(r"<(bash-notification|task-notification)>", u.group(1))
            if m:
                text = "<" + m.group(1) + ">" + text  # client notice, not a prompt (dropped in finish)
            if "[Request interrupted" in text:
                if cur:
                    cur["interrupted"] = True
                continue
            if cur is not None:
                turns.append(cur)
            cur = {"prompt": text, "seq": [], "interrupted": False}
        elif role == "assistant" and cur is not None:
            bs = list(BLOCK.finditer(body))
            for j, b in enumerate(bs):
                inner = body[b.end(): bs[j + 1].start() if j + 1 < len(bs) else len(body)]
                kind = b.group(1)
                if kind == "assistant-text":
                    cur["seq"].append(("text", html_to_text(inner.lstrip(">")), ""))
                elif kind.startswith(("file-tool", "todo-list")):
                    cur["seq"].append(("tool", kind.split()[-1], ""))
                elif kind.startswith("tool-use"):
                    name = re.search(r'<div class="tool-header">.*?</span>\s*([^<]+)', inner, re.S)
                    name = name.group(1).strip() if name else "tool"
                    cmd = ""
                    if "bash-tool" in kind:
                        c = re.search(r'<pre class="bash-command">(.*?)</pre>', inner, re.S)
                        cmd = html.unescape(c.group(1)) if c else ""
                    cur["seq"].append(("tool", name, cmd))
    if cur is not None:
        turns.append(cur)
    session = d.rstrip("/").rsplit("/", 1)[-1]
    for t in finish(turns, repo, d, blob, session):
        print(json.dumps(t, ensure_ascii=False))


# ---------------------------------------------------------------- markdown transcripts
ROLE = re.compile(r"^#{2,3} (?:\*\*)?(?:(Human|User)|(Claude|Assistant)|\U0001F9D1 \S+|\U0001F916 Claude)(?:\*\*)?"
                  r"(?: \[[^\]]*\])?\s*$")
TOOL_MARK = re.compile(r"^\*\*\[(\w+)(?::[^\]]*)?\]\*\*\s*$")
TOOLS_LINE = re.compile(r"^_\[tools: ([^\]]*)\]_\s*$")


def md_turns(text):
    lines = text.splitlines()
    marked = any(TOOL_MARK.match(ln) or TOOLS_LINE.match(ln) for ln in lines)
    turns, cur, role, buf = [], None, None, []
    blocks = []  # (role, lines)
    for ln in lines:
        m = ROLE.match(ln)
        if m:
            if role:
                blocks.append((role, buf))
            is_user = bool(m.group(1)) or ln.startswith(("### \U0001F9D1", "## \U0001F9D1"))
            role, buf = ("user" if is_user else "assistant"), []
            continue
        if role:
            buf.append(ln)
    if role:
        blocks.append((role, buf))
    for role, buf in blocks:
        body = "\n".join(buf).strip()
        body = re.sub(r"\n---\s*$", "", body).strip()
        if role == "user":
            if "[Request interrupted" in body and cur is not None:
                cur["interrupted"] = True
                continue
            if cur is not None:
                turns.append(cur)
            cur = {"prompt": body, "seq": [], "interrupted": False}
            continue
        if cur is None:
            continue
        if not marked:
            # no tool markers: each block is a separate assistant message; keep the last as the ending
            cur["seq"] = [("tool", "", "")] if cur["seq"] else []
            cur["seq"].append(("text", body, ""))
            continue
        tl, i, text_buf = buf, 0, []

        def flush():
            t = "\n".join(text_buf).strip()
            t = re.sub(r"^(---\s*\n)+|(\n---\s*)+$", "", t).strip()
            if t:
                cur["seq"].append(("text", t, ""))
            text_buf.clear()
        while i < len(tl):
            ln = tl[i]
            m1, m2 = TOOL_MARK.match(ln), TOOLS_LINE.match(ln)
            if m1:
                flush()
                name, cmd = m1.group(1), ""
                j = i + 1
                if j < len(tl) and tl[j].startswith("```"):
                    k = j + 1
                    while k < len(tl) and not tl[k].startswith("```"):
                        k += 1
                    if name == "Bash":
                        cmd = "\n".join(tl[j + 1:k])
                    i = k + 1
                else:
                    i += 1
                cur["seq"].append(("tool", name, cmd))
                continue
            if m2:
                flush()
                for name in [x.strip() for x in m2.group(1).split(",") if x.strip()]:
                    cur["seq"].append(("tool", name, ""))
                i += 1
                continue
            text_buf.append(ln)
            i += 1
        flush()
    if cur is not None:
        turns.append(cur)
    return turns, marked


def md_main(gitdir, repo, *paths):
    for p in paths:
        blob = git(gitdir, "rev-parse", f"HEAD:{p}").strip()
        text = git(gitdir, "cat-file", "-p", blob)
        turns, marked = md_turns(text)
        session = p.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        for t in finish(turns, repo, p, blob, session):
            t["tool_markers"] = marked
            print(json.dumps(t, ensure_ascii=False))


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "html":
        html_main(*sys.argv[2:5])
    elif mode == "md":
        md_main(*sys.argv[2:])
