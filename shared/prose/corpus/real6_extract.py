#!/usr/bin/env python3
"""Extract Claude Code turn endings for real6.jsonl (the sixth real batch).

Reads the raw Claude Code session files (`full.jsonl`) that the Entire CLI
commits to a repository's `entire/checkpoints/v1` branch, from a local git
mirror, and prints one JSON object per turn ending (before sampling):
  {"repo", "path", "blob", "session", "prompt", "ending",
   "turn_ran_checks", "turn_ran_commands", "commands"}
Usage: real6_extract.py <git-dir> <owner/repo> [ref] > endings.jsonl
Stdlib only. Nothing here reads the guards or any corpus rows.
"""
import json
import re
import subprocess
import sys

CHECK = re.compile(
    r"(^|[\s;&|(])("
    r"go (test|build|vet)\b|golangci-lint|cargo (test|build|check|clippy|nextest)\b|"
    r"(bun|npm|pnpm|yarn)( --filter[= ]\S+| -C \S+| --prefix \S+| -w \S+| --workspace[= ]\S+)* (run )?"
    r"(test|lint|typecheck|type-check|check|build|verify|ci|check-types|tsc)\b[\w:-]*|"
    r"bun test|bunx? (tsc|vitest|jest|biome|eslint|playwright)|npx (tsc|jest|vitest|playwright|eslint|biome)|"
    r"vitest|jest\b|tsc\b|eslint\b|biome (check|lint|ci)|turbo (run )?(test|lint|build|typecheck)|"
    r"pytest|python3? -m (pytest|mypy|unittest)|uv run (pytest|mypy|ruff)|ruff (check|format --check)?|mypy|pyright|"
    r"make (test|check|build|lint)\b|shellcheck|xcodebuild|swift (build|test)|nix build|"
    r"dotnet (build|test)|mvn (test|verify|package)|gradle\w* (test|build|check)|deno (test|check|lint)|"
    r"just (test|check|lint|build)\b|tox\b|nox\b|phpunit|rspec|bundle exec (rspec|rake)|"
    r"(npx |bunx )?(astro|vite|next) (build|check)\b"
    r")"
)
LOOK = re.compile(
    r"^\s*(cd \S+\s*&&\s*)*(ls|cat|head|tail|grep|rg|find|wc|pwd|echo|which|file|stat|tree|"
    r"git (status|log|diff|show|branch|remote|rev-parse|blame)|gh (pr|issue|run|repo) (view|list|diff|checks)|"
    r"sed -n|awk|jq|sort|uniq|du|df|date|whoami|env|printenv|type)\b"
)
SKIP_PROMPT = (
    "Stop hook feedback", "<local-command-stdout>", "<local-command-stderr>",
    "<local-command-caveat>", "This session is being continued", "<task-notification>",
    "[Request interrupted", "Caveat: The messages below", "<bash-stdout>", "<bash-stderr>",
    "<bash-input>",
)
LOCAL_CMDS = re.compile(
    r"<command-name>/?(clear|compact|model|help|cost|status|config|login|logout|exit|resume|"
    r"context|mcp|memory|permissions|hooks|doctor|ide|add-dir|agents|plugin|usage|rewind|"
    r"output-style|vim|terminal-setup|release-notes|bashes|todos|export|statusline)</command-name>"
)
NOTICE = re.compile(r"^(API Error|Request timed out|You've hit your|You're out of|Prompt is too long|Credit balance)")


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, text=True,
                          errors="replace").stdout


def prompt_text(rec):
    c = rec.get("message", {}).get("content")
    if isinstance(c, str):
        return c
    if isinstance(c, list):
        if any(isinstance(b, dict) and b.get("type") == "tool_result" for b in c):
            return None
        return "\n".join(b.get("text", "") for b in c if isinstance(b, dict) and b.get("type") == "text")
    return None


def is_prompt(rec):
    if rec.get("type") != "user" or rec.get("isMeta") or rec.get("isSidechain"):
        return False
    if rec.get("isCompactSummary") or rec.get("toolUseResult") is not None:
        return False
    t = prompt_text(rec)
    if t is None or not t.strip():
        return False
    s = t.lstrip()
    if s.startswith(SKIP_PROMPT) or LOCAL_CMDS.search(s):
        return False
    return True


def turns(lines, check=None, look=None):
    """The turns of a session file. `check` / `look`: the regexes that tell a
    test or build command and a command that only looks (this batch's
    CHECK / LOOK unless given; later batches pass their own)."""
    check, look = check or CHECK, look or LOOK
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
        followed = k + 1 < len(idx)
        body = recs[i + 1:end]
        interrupted = any(r.get("type") == "user" and "[Request interrupted" in (prompt_text(r) or "")
                          for r in body)
        blocks = []  # ("tool", cmd) or ("text", str)
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
        cmds = [b[2] for b in blocks if b[0] == "tool" and b[1] == "Bash"]
        checks = any(check.search(c) for c in cmds)
        ran = any(not all(look.match(p) for p in re.split(r"\s*(?:&&|;|\|\|?)\s*", c) if p.strip())
                  for c in cmds)
        out.append({
            "uuid": recs[i].get("uuid"), "session": recs[i].get("sessionId", ""),
            "prompt": prompt_text(recs[i])[:4000], "ending": ending, "followed": followed,
            "interrupted": interrupted, "turn_ran_checks": checks, "turn_ran_commands": ran or checks,
            "ncmds": len(cmds), "commands": [c[:200] for c in cmds],
        })
    return out


def main():
    gitdir, repo = sys.argv[1], sys.argv[2]
    ref = sys.argv[3] if len(sys.argv) > 3 else "refs/heads/entire/checkpoints/v1"
    tree = git(gitdir, "ls-tree", "-r", ref).splitlines()
    meta = {}
    for ln in tree:
        info, path = ln.split("\t", 1)
        if path.endswith("/metadata.json") and path.count("/") == 3:
            try:
                meta[path.rsplit("/", 1)[0]] = json.loads(git(gitdir, "cat-file", "-p", info.split()[2]))
            except ValueError:
                pass
    best = {}
    for ln in tree:
        info, path = ln.split("\t", 1)
        if not path.endswith("/full.jsonl"):
            continue
        d = path.rsplit("/", 1)[0]
        if (meta.get(d) or {}).get("agent") not in ("Claude Code", None):
            continue
        blob = info.split()[2]
        text = git(gitdir, "cat-file", "-p", blob)
        if not text:
            continue
        for t in turns(text.splitlines()):
            if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                continue
            t.update(repo=repo, path=path, blob=blob)
            key = (t["session"], t["uuid"])
            if key not in best or t["ncmds"] > best[key]["ncmds"]:
                best[key] = t
    for t in best.values():
        print(json.dumps(t, ensure_ascii=False))


if __name__ == "__main__":
    main()
