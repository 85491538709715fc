#!/usr/bin/env python3
"""Extractor and collector for the twenty-fourth real batch (real24) (stdlib only).

Source: `github:jwestrob/Bennu` `full_conversation.txt` (blob e31d47a4, commit fb2956f6, the only
version in the history). The file is a Claude Code session dumped one JSON string per line, each
string `"user:\\n<prompt>"` or `"assistant:\\n<text block>"`; tool calls and tool results are not in
the file (only the agent's text blocks, each block between two hidden tool calls on its own line).

Turn rules (as real14's readers, adapted to an export that hides tool calls):
- a turn starts at a `user:` line; its ending is the turn's last `assistant:` line (the text after
  the turn's last, hidden, tool use: the dump starts a new line at every tool call);
- a turn with no `assistant:` line (the user wrote again before any text: an interrupted turn) is
  dropped, and so is the last turn of the file (no next prompt: it may be cut);
- endings under 40 characters are dropped (as real19/real20's collectors);
- flags: the file hides the tool calls, so `turn_ran_checks` / `turn_ran_commands` /
  `turn_wrote_files` follow what the turn's text blocks report (LABELLING.md, "Exports that keep
  only the last message"); the patterns below give a first value, the labeller corrects it per row
  (`flags` in labels.jsonl).

Scrub: home folders -> /Users/dev, `user@Host` shell prompts -> `dev@host`, the owner's user and
first names are replaced by the list in EXTRA_SCRUB.txt (kept out of the repository, beside this
script when it runs); e-mail and key shapes -> <email> / <scrubbed>.

Sampling: every kept ending (`random`: all endings of the session picked). The source is smaller
than the batch's target, so no row is `targeted`.

Usage (from a folder holding EXTRA_SCRUB.txt):
  python3 real24_extract.py /work/wt/real24-raw/jwestrob+Bennu/full_conversation.txt > endings.jsonl
"""
import json
import os
import re
import sys

REPO = "jwestrob/Bennu"
PATH = "full_conversation.txt"
BLOB = "e31d47a44c39c2ca728a2b911bb20ab17b589d6e"
COMMIT = "fb2956f64c756f66491acef0f28581300f922c1a"
LICENSE = ("MIT (README '[![License: MIT]' badge and '## 📄 License': 'MIT License - see LICENSE file';"
           " no LICENSE file in the snapshot)")
PREFIX = "bennu"

CHECK = re.compile(
    r"\b(pytest|run(ning)? (the |our |all )?(unit |integration )?tests?|tests? (pass|passed|passing)|"
    r"\d+ (out of \d+ )?tests? pass|test suite|run the test|python -m pytest|tests/?\w*\.py)\b", re.I)
COMMAND = re.compile(
    r"\b(let me (run|try|test|check|execute|install|activate|commit|create a (new )?branch)|"
    r"let's (run|try|test|check|execute|install|activate|commit)|run(ning)? (it|the (cli|query|pipeline|command))|"
    r"python -m src\.cli|git (commit|checkout|branch)|committed|installed|activated|we're on the new branch|"
    r"ran (the|a|our)|tested)\b", re.I)
WRITE = re.compile(
    r"\b(let me (update|modify|edit|add|create|write|fix|implement|remove|change|refactor)|"
    r"let's (update|modify|edit|add|create|write|fix|implement|remove|change|refactor)|"
    r"(i've|i have|we've) (updated|modified|edited|added|created|written|fixed|implemented|removed|changed)|"
    r"now (let's|let me) (add|update|create|modify|integrate)|updated claude\.md|created `)\b", re.I)


def load_extra(path="EXTRA_SCRUB.txt"):
    out = []
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            line = line.rstrip("\n")
            if line and not line.startswith("#") and "\t" in line:
                pat, rep = line.split("\t", 1)
                out.append((pat, rep))
    return out


SCRUB = [
    (r"/Users/[A-Za-z0-9_.-]+", "/Users/dev"),
    (r"/home/[A-Za-z0-9_.-]+", "/home/dev"),
    (r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z0-9.-]*[A-Za-z]{2,}", "<email>"),
    (r"\b(sk-[A-Za-z0-9_-]{16,}|ghp_[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16})\b", "<scrubbed>"),
]


def scrub(text, extra):
    for pat, rep in extra + SCRUB:
        text = re.sub(pat, rep, text)
    return text


def turns(lines):
    cur = None
    out = []
    for s in lines:
        role, _, body = s.partition(":\n")
        if role == "user":
            if cur is not None:
                out.append(cur)
            cur = {"prompt": body, "blocks": [], "line": len(out)}
        elif role == "assistant" and cur is not None:
            cur["blocks"].append(body)
    # the last turn has no next prompt: dropped
    return out


def main(src):
    extra = load_extra()
    lines = [json.loads(l) for l in open(src, encoding="utf-8") if l.strip()]
    rows = []
    drops = {"no_text": 0, "short": 0, "last": 1}
    for t in turns(lines):
        if not t["blocks"]:
            drops["no_text"] += 1
            continue
        ending = t["blocks"][-1].strip()
        if len(ending) < 40:
            drops["short"] += 1
            continue
        alltext = "\n".join(t["blocks"])
        checks = bool(CHECK.search(alltext))
        rows.append({
            "id": f"{PREFIX}-{len(rows) + 1}",
            "source": f"github:{REPO} {PATH} (blob {BLOB[:8]}), session {BLOB[:8]}",
            "license": LICENSE,
            "prompt": scrub(t["prompt"].strip(), extra)[:2000],
            "turn_ran_checks": checks,
            "turn_ran_commands": bool(checks or COMMAND.search(alltext)),
            "turn_wrote_files": bool(WRITE.search(alltext)),
            "sample": "random",
            "nblocks": len(t["blocks"]),
            "earlier_blocks": [scrub(b.strip(), extra)[:300] for b in t["blocks"][:-1]],
            "message": scrub(ending, extra),
        })
    print(json.dumps({"rows": len(rows), "drops": drops}), file=sys.stderr)
    for r in rows:
        print(json.dumps(r, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
