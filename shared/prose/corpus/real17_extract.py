#!/usr/bin/env python3
"""Extractor for the seventeenth real batch (real17) (stdlib only).

Reads raw Claude Code session files (`<session>.jsonl`, the transcript format: records with `type`,
`uuid`, `parentUuid`, `message`, `toolUseResult`, `isSidechain` ...) that their authors committed to a
repository, from a local git mirror (bare git dir), and prints one JSON object per complete turn
(before de-duplication and sampling).

Usage:
  real17_extract.py jsonl <git-dir> <owner/repo> <path> [<path> ...]
      every distinct version (blob) of each <path> in the history (`git log --all`), oldest first;
      a turn (session id, prompt uuid) found in several versions is kept once, from the largest
      version that holds it complete (followed by a next prompt).
  real17_extract.py save <git-dir> <owner/repo> <out-dir> <path> [...]
      write the largest version of each <path> to <out-dir>/<owner>+<name>/<path> (the raw files the
      rows' `raw_path` names; kept out of the repository).

Turn rules (as real6/real14's raw-JSONL reader): a turn starts at a genuine user prompt
(real6_extract.is_prompt: not a tool result, `Stop hook feedback`, local command output or caveat, a
compaction summary, a task notification, `<bash-…>` records, `isMeta`, or a `[Request interrupted…]`
marker); sidechain (subagent) records are left out; interrupted turns and the last turn of a file
(no next prompt) are dropped; the ending is every text block after the turn's last tool use, joined
with blank lines; `end_uuid` is the `uuid` of the last assistant record that holds a text block of the
ending. `turn_ran_checks` / `turn_ran_commands` use real8_extract's CHECK / LOOK over the turn's Bash
commands (plus REAL17_CHECK below: runners of these projects' ecosystems — anchor, solana, forge,
hardhat, cargo, node --test, tsx test scripts); `turn_wrote_files` real13's WRITE_TOOLS / WRITE_CMD.
"""
import json
import os
import re
import sys

from real6_extract import NOTICE, git, is_prompt, prompt_text
from real8_extract import CHECK, LOOK
from real13_extract import WRITE_CMD, WRITE_TOOLS

REAL17_CHECK = re.compile(
    r"(^|[\s;&|(])(anchor (test|build)\b|cargo (test|build|check|clippy)\b|forge (test|build)\b|"
    r"hardhat (test|compile)\b|npx hardhat (test|compile)|node --test\b|(npx |bunx )?tsx [\w./-]*test[\w./-]*|"
    r"(npm|pnpm|yarn|bun) (run )?(test|build|lint|typecheck)\b|go (test|build|vet)\b|pytest\b|"
    r"python3? [\w./-]*test[\w./-]*\.py|(npx |bunx )?(tsc|vitest|jest|eslint|next build)\b|"
    r"solana-test-validator|cargo build-sbf|cargo test-sbf)"
)


def is_check(cmd):
    return bool(CHECK.search(cmd) or REAL17_CHECK.search(cmd))


def flags(cmds):
    ran = any(not all(LOOK.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
              for c in cmds)
    checks = any(is_check(c) for c in cmds)
    return checks, ran or checks


def turns(text):
    recs = []
    for ln in text.splitlines():
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
        blocks = []  # (kind, name, text, uuid)
        for r in body:
            if r.get("type") != "assistant":
                continue
            c = (r.get("message") or {}).get("content")
            if not isinstance(c, list):
                continue
            for b in c:
                if not isinstance(b, dict):
                    continue
                if b.get("type") == "tool_use":
                    cmd = ""
                    if b.get("name") == "Bash":
                        cmd = (b.get("input") or {}).get("command", "") or ""
                    blocks.append(("tool", b.get("name", ""), cmd, r.get("uuid")))
                elif b.get("type") == "text" and b.get("text", "").strip():
                    blocks.append(("text", "", b["text"], r.get("uuid")))
        last_tool = max([j for j, b in enumerate(blocks) if b[0] == "tool"], default=-1)
        tail = [b for b in blocks[last_tool + 1:] if b[0] == "text"]
        ending = "\n\n".join(b[2].strip() for b in tail).strip()
        end_uuid = tail[-1][3] if tail else None
        cmds = [b[2] for b in blocks if b[0] == "tool" and b[1] == "Bash" and b[2]]
        checks, ran = flags(cmds)
        names = []
        for b in blocks:
            if b[0] == "tool" and b[1] not in names:
                names.append(b[1])
        wrote = any(n in WRITE_TOOLS for n in names) or any(WRITE_CMD.search(c) for c in cmds)
        out.append({"k": k, "session": recs[i].get("sessionId", ""), "prompt_uuid": recs[i].get("uuid"),
                    "prompt": (prompt_text(recs[i]) or "")[:4000], "ending": ending, "end_uuid": end_uuid,
                    "followed": k + 1 < len(idx), "interrupted": interrupted,
                    "turn_ran_checks": checks, "turn_ran_commands": ran, "turn_wrote_files": wrote,
                    "tools": names, "ncmds": len(cmds), "commands": [c[:300] for c in cmds][:25]})
    return out


def versions(gitdir, path):
    """(commit, blob, size) of each distinct version of path, oldest first."""
    out, seen = [], set()
    for c in git(gitdir, "log", "--all", "--reverse", "--format=%H", "--", path).split():
        blob = git(gitdir, "rev-parse", f"{c}:{path}").strip()
        if len(blob) != 40 or blob in seen:
            continue
        seen.add(blob)
        size = git(gitdir, "cat-file", "-s", blob).strip()
        if size.isdigit():
            out.append((c, blob, int(size)))
    return out


def jsonl_main(gitdir, repo, *paths):
    best = {}
    for path in paths:
        for commit, blob, size in versions(gitdir, path):
            text = git(gitdir, "cat-file", "-p", blob)
            for t in turns(text):
                if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                    continue
                key = (t["session"], t["prompt_uuid"])
                t.update(repo=repo, path=path, blob=blob, commit=commit, size=size,
                         uuid=f"{t['session']}#{t['k']}")
                if key not in best or size > best[key]["size"]:
                    best[key] = t
    for t in sorted(best.values(), key=lambda t: (t["path"], t["session"], t["k"])):
        print(json.dumps(t, ensure_ascii=False))


def save_main(gitdir, repo, outdir, *paths):
    for path in paths:
        vs = versions(gitdir, path)
        if not vs:
            continue
        commit, blob, size = max(vs, key=lambda v: v[2])
        dest = os.path.join(outdir, repo.replace("/", "+"), path)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "w", encoding="utf-8") as fh:
            fh.write(git(gitdir, "cat-file", "-p", blob))
        print(f"{dest} (blob {blob[:8]}, commit {commit[:8]}, {size} bytes)", file=sys.stderr)


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "jsonl":
        jsonl_main(*sys.argv[2:])
    elif mode == "save":
        save_main(*sys.argv[2:])
