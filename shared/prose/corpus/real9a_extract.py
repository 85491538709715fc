#!/usr/bin/env python3
"""Extract Claude Code turn endings for real9a.jsonl (a ninth real batch, helper real9a).

real8_extract.py's Entire reader and sampler (imported) with two modes added. `raw` mode reads raw Claude Code session
files (`~/.claude/projects/.../<session>.jsonl` copies) committed to an ordinary
branch, chosen by a path regex:
  real9a_extract.py raw <git-dir> <owner/repo> <ref> <path-regex> > endings.jsonl
Subagent files (`/subagents/`, `agent-*.jsonl`) are skipped. `specstory` mode reads
SpecStory CLI markdown exports of Claude Code sessions (`.specstory/history/*.md`,
only files whose header says `Claude Code Session`):
  real9a_extract.py specstory <git-dir> <owner/repo> <ref> <path-regex> > endings.jsonl
A turn starts at a `_**User ...**_` block that is a real prompt (the sixth batch's
prompt filters); `<think>` blocks are dropped; `<tool-use>` blocks are tools
(`data-tool-name="Bash"`: the backticked command is the command); the ending is
every text block after the turn's last tool use. Sampling seed: 9191.

The eighth batch's notes follow.

Reads the raw Claude Code session files (`full.jsonl`) that the Entire CLI
commits to a repository's `entire/checkpoints/v1` branch, or (newer Entire
versions) to one ref per checkpoint under `refs/entire/checkpoints/`, from a
local git mirror, and prints one JSON object per turn ending (before sampling):
  {"repo", "path", "blob", "session", "prompt", "ending",
   "turn_ran_checks", "turn_ran_commands", "commands"}
Usage: real8_extract.py <git-dir> <owner/repo> [ref|all] > endings.jsonl
("all", the default, reads the v1 branch and every refs/entire/checkpoints/* ref.)
Sampling (after extraction, one endings file per source):
  real8_extract.py sample <name>=<endings.jsonl>:<n_random>:<n_targeted> ... > sampled.jsonl
de-duplicates each source's endings by text, drops client notices and endings
with Japanese/Chinese/Korean script, shuffles with random.Random(9191) (sorted by
session and prompt uuid first), takes the first n_random, then ranks the rest by
how many distinct KEYWORDS they hold and takes the top n_targeted.
Stdlib only. Nothing here reads the guards or any corpus rows.
"""
import json
import re
import sys

# The eighth batch's check/look patterns, turn reader, Entire reader and
# sampler, used as they are (the sampler with this batch's seed).
from real6_extract import NOTICE, git  # noqa: E402
from real8_extract import CHECK, LOOK, main, sample_main, turns  # noqa: E402,F401

SEED = 9191


def raw_main(gitdir, repo, ref, pattern):
    pat = re.compile(pattern)
    best = {}
    for ln in git(gitdir, "ls-tree", "-r", ref).splitlines():
        info, path = ln.split("\t", 1)
        if not pat.search(path) or "/subagents/" in path or path.rsplit("/", 1)[-1].startswith("agent-"):
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


SS_HEAD = re.compile(r"^_\*\*(User|Agent)\b[^\n]*\*\*_[ \t]*$", re.M)
SS_THINK = re.compile(r"<think>.*?</think>", re.S)
SS_TOOL = re.compile(r"<tool-use\b([^>]*)>(.*?)</tool-use>", re.S)
SS_BASH = re.compile(r"</summary>\n(?:[^\n`][^\n]*\n\n)?`(.*?)`[ \t]*\n", re.S)


def specstory_turns(text):
    from real6_extract import SKIP_PROMPT, LOCAL_CMDS
    heads = list(SS_HEAD.finditer(text))
    blocks = []  # (role, body)
    for k, m in enumerate(heads):
        end = heads[k + 1].start() if k + 1 < len(heads) else len(text)
        body = text[m.end():end].strip()
        body = re.sub(r"\n---\s*$", "", body).strip()
        blocks.append((m.group(1), body))
    idx = []
    for i, (role, body) in enumerate(blocks):
        s = body.lstrip()
        if role == "User" and s and not s.startswith(SKIP_PROMPT) and not LOCAL_CMDS.search(s):
            idx.append(i)
    out = []
    for k, i in enumerate(idx):
        end = idx[k + 1] if k + 1 < len(idx) else len(blocks)
        body = blocks[i + 1:end]
        interrupted = any(r == "User" and "[Request interrupted" in b for r, b in body)
        seq = []
        for role, b in body:
            if role != "Agent":
                continue
            b = SS_THINK.sub("", b)
            pos = 0
            for m in SS_TOOL.finditer(b):
                t = b[pos:m.start()].strip()
                if t:
                    seq.append(("text", "", t))
                name = re.search(r'data-tool-name="([^"]*)"', m.group(1))
                name = name.group(1) if name else ""
                cmd = ""
                if name == "Bash":
                    c = SS_BASH.search(m.group(2))
                    cmd = c.group(1) if c else ""
                seq.append(("tool", name, cmd))
                pos = m.end()
            t = b[pos:].strip()
            if t:
                seq.append(("text", "", t))
        last_tool = max([j for j, x in enumerate(seq) if x[0] == "tool"], default=-1)
        ending = "\n\n".join(x[2] for x in seq[last_tool + 1:] if x[0] == "text").strip()
        cmds = [x[2] for x in seq if x[0] == "tool" and x[1] == "Bash"]
        checks = any(CHECK.search(c) for c in cmds)
        ran = any(not all(LOOK.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
                  for c in cmds)
        prompt = blocks[i][1]
        out.append({
            "uuid": "%04d" % i, "session": "", "prompt": prompt[:4000], "ending": ending,
            "followed": k + 1 < len(idx), "interrupted": interrupted, "turn_ran_checks": checks,
            "turn_ran_commands": ran or checks, "ncmds": len(cmds), "commands": [c[:200] for c in cmds],
        })
    return out


def specstory_main(gitdir, repo, ref, pattern):
    pat = re.compile(pattern)
    seen = set()
    for ln in git(gitdir, "ls-tree", "-r", ref).splitlines():
        info, path = ln.split("\t", 1)
        if not pat.search(path):
            continue
        blob = info.split()[2]
        text = git(gitdir, "cat-file", "-p", blob)
        m = re.search(r"<!-- Claude Code Session ([0-9a-f-]+)", text)
        if not m:
            continue
        for t in specstory_turns(text):
            if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                continue
            key = (m.group(1), t["prompt"][:300], t["ending"])
            if key in seen:
                continue
            seen.add(key)
            t.update(repo=repo, path=path, blob=blob, session=m.group(1))
            print(json.dumps(t, ensure_ascii=False))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "specstory":
        specstory_main(*sys.argv[2:6])
    elif len(sys.argv) > 1 and sys.argv[1] == "sample":
        sample_main(sys.argv[2:], seed=SEED)
    elif len(sys.argv) > 1 and sys.argv[1] == "raw":
        raw_main(*sys.argv[2:6])
    else:
        main()
