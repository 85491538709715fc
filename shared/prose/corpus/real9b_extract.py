#!/usr/bin/env python3
"""Extract Claude Code turn endings for real9b.jsonl (a training batch of real endings).

Reads raw Claude Code session files (`~/.claude/projects/<key>/<session>.jsonl`)
that were committed to a repository, from a local git mirror, and prints one
JSON object per turn ending (before sampling):
  {"repo", "path", "blob", "session", "prompt", "ending",
   "turn_ran_checks", "turn_ran_commands", "commands"}
Usage: real9b_extract.py <git-dir> <owner/repo> <path-regex> [rev] > endings.jsonl
(every `*.jsonl` blob of `rev`, default HEAD, whose path matches the regex;
subagent files under `subagents/` are left out, as sidechains are.)
Or, for a claude-code-log HTML export committed to a repository:
  real9b_extract.py html <git-dir> <owner/repo> <path> [rev] > endings.jsonl
(turns read from its `message user|assistant|tool_use|tool_result` divs; the
rendered markdown of each text is turned back into plain markdown.)
Sampling (after extraction, one endings file per source):
  real9b_extract.py sample <name>=<endings.jsonl>:<n_random>:<n_targeted> ... > sampled.jsonl
the eighth batch's sampler (`real8_extract.sample_main`) with this batch's seed
(random.Random(9092)).
Stdlib only. Nothing here reads the guards or any corpus rows.
"""
import json
import re
import sys

import real8_extract
from real6_extract import NOTICE, git
from real8_extract import turns

SEED = 9092


def main():
    gitdir, repo, rx = sys.argv[1], sys.argv[2], re.compile(sys.argv[3])
    rev = sys.argv[4] if len(sys.argv) > 4 else "HEAD"
    best = {}
    for ln in git(gitdir, "ls-tree", "-r", rev).splitlines():
        info, path = ln.split("\t", 1)
        if not path.endswith(".jsonl") or "/subagents/" in path or not rx.search(path):
            continue
        blob = info.split()[2]
        text = git(gitdir, "cat-file", "-p", blob)
        for t in turns(text.splitlines()):
            if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                continue
            t.update(repo=repo, path=path, blob=blob)
            key = (t["session"], t["uuid"])
            if key not in best or t["ncmds"] > best[key]["ncmds"]:
                best[key] = t
    for t in best.values():
        print(json.dumps(t, ensure_ascii=False))


# --- claude-code-log HTML exports (`combined_transcripts.html`, `docs/transcripts.html`) ---
import html as _html
from html.parser import HTMLParser

MSG = re.compile(r"<div class='message ([a-z_ -]+)'>")


class _Text(HTMLParser):
    """Rendered markdown back to plain markdown-like text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.pre, self.lists = [], 0, []

    def handle_starttag(self, tag, attrs):
        if tag in ("p", "div", "table", "blockquote"):
            self.out.append("\n\n")
        elif tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
            self.out.append("\n\n" + "#" * int(tag[1]) + " ")
        elif tag in ("ul", "ol"):
            self.lists.append([tag, 0])
            self.out.append("\n")
        elif tag == "li":
            ind = "  " * (len(self.lists) - 1)
            if self.lists and self.lists[-1][0] == "ol":
                self.lists[-1][1] += 1
                self.out.append("\n%s%d. " % (ind, self.lists[-1][1]))
            else:
                self.out.append("\n%s- " % ind)
        elif tag == "pre":
            self.pre += 1
            self.out.append("\n\n```\n")
        elif tag == "code" and not self.pre:
            self.out.append("`")
        elif tag in ("strong", "b"):
            self.out.append("**")
        elif tag in ("em", "i"):
            self.out.append("*")
        elif tag == "br":
            self.out.append("\n")
        elif tag == "tr":
            self.out.append("\n|")
        elif tag == "hr":
            self.out.append("\n\n---\n\n")

    def handle_endtag(self, tag):
        if tag in ("ul", "ol") and self.lists:
            self.lists.pop()
            self.out.append("\n")
        elif tag == "pre":
            self.pre -= 1
            self.out.append("\n```\n\n")
        elif tag == "code" and not self.pre:
            self.out.append("`")
        elif tag in ("strong", "b"):
            self.out.append("**")
        elif tag in ("em", "i"):
            self.out.append("*")
        elif tag in ("td", "th"):
            self.out.append(" |")
        elif tag in ("p", "h1", "h2", "h3", "h4", "h5", "h6", "table", "blockquote"):
            self.out.append("\n\n")

    def handle_data(self, data):
        if not self.pre:
            data = re.sub(r"\s*\n\s*", " ", data) if data.strip() else ("" if "\n" in data else data)
        self.out.append(data)

    def text(self):
        t = "".join(self.out)
        t = re.sub(r"\n```\n\n?```\n", "\n```\n", t)
        t = re.sub(r"[ \t]+\n", "\n", t)
        t = re.sub(r"(^|\n)([ ]*)(-|\d+\.)[ ]*\n+", r"\1\2\3 ", t)
        return re.sub(r"\n{3,}", "\n\n", t).strip()


def html_text(fragment):
    p = _Text()
    p.feed(fragment)
    p.close()
    return p.text()


def html_messages(doc):
    """(class, header, content-html) for each message div of a claude-code-log page."""
    starts = [(m.start(), m.group(1)) for m in MSG.finditer(doc)]
    for k, (pos, cls) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(doc)
        chunk = doc[pos:end]
        h = re.search(r"<span>(.*?)</span>", chunk, re.S)
        c = chunk.find("<div class='content'>")
        body = chunk[c + len("<div class='content'>"):] if c >= 0 else ""
        body = re.sub(r"</div>\s*</div>\s*$", "", body.rstrip())
        yield cls.strip(), _html.unescape(h.group(1)) if h else "", body


def html_turns(doc, check, look):
    msgs = list(html_messages(doc))
    idx = []
    for i, (cls, head, body) in enumerate(msgs):
        if cls == "user":
            t = html_text(body).strip()
            t = re.sub(r"^```\n?|\n?```$", "", t).strip()
            if t and not t.lstrip().startswith(SKIP_PROMPT6) and "<command-name>" not in t:
                idx.append(i)
    out = []
    for k, i in enumerate(idx):
        end = idx[k + 1] if k + 1 < len(idx) else len(msgs)
        body = msgs[i + 1:end]
        blocks = []
        for cls, head, b in body:
            if cls == "tool_use":
                cmd = ""
                if head.startswith("\U0001f6e0\ufe0f Tool Use: Bash") or "Tool Use: Bash" in head:
                    try:
                        cmd = json.loads(html_text(b).strip("`\n ")).get("command", "")
                    except ValueError:
                        m = re.search(r'"command":\s*"((?:[^"\\\\]|\\\\.)*)"', _html.unescape(b))
                        cmd = m.group(1) if m else ""
                    blocks.append(("tool", "Bash", cmd))
                else:
                    blocks.append(("tool", head, ""))
            elif cls == "assistant":
                t = html_text(b)
                if t:
                    blocks.append(("text", "", t))
        interrupted = any("[Request interrupted" in html_text(b) for cls, h, b in body if cls in ("user", "system"))
        last_tool = max([j for j, b in enumerate(blocks) if b[0] == "tool"], default=-1)
        ending = "\n\n".join(b[2] for b in blocks[last_tool + 1:] if b[0] == "text").strip()
        cmds = [b[2] for b in blocks if b[0] == "tool" and b[1] == "Bash"]
        checks = any(check.search(c) for c in cmds)
        ran = any(not all(look.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
                  for c in cmds)
        out.append({
            "uuid": "m%05d" % i, "session": "", "prompt": re.sub(r"^```\n?|\n?```$", "", html_text(msgs[i][2]).strip())[:4000], "ending": ending,
            "followed": k + 1 < len(idx), "interrupted": interrupted, "turn_ran_checks": checks,
            "turn_ran_commands": ran or checks, "ncmds": len(cmds), "commands": [c[:200] for c in cmds],
        })
    return out


def html_main():
    from real6_extract import SKIP_PROMPT
    global SKIP_PROMPT6
    SKIP_PROMPT6 = SKIP_PROMPT
    gitdir, repo, path = sys.argv[2], sys.argv[3], sys.argv[4]
    rev = sys.argv[5] if len(sys.argv) > 5 else "HEAD"
    blob = git(gitdir, "rev-parse", "%s:%s" % (rev, path)).strip()
    doc = git(gitdir, "cat-file", "-p", blob)
    for t in html_turns(doc, real8_extract.CHECK, real8_extract.LOOK):
        if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
            continue
        t.update(repo=repo, path=path, blob=blob, session=path)
        print(json.dumps(t, ensure_ascii=False))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "html":
        html_main()
    elif len(sys.argv) > 1 and sys.argv[1] == "sample":
        real8_extract.sample_main(sys.argv[2:], seed=SEED)
    else:
        main()
