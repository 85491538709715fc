#!/usr/bin/env python3
"""Extract Claude Code turn endings for real8.jsonl (the eighth real batch).

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
with Japanese/Chinese/Korean script, shuffles with random.Random(8888) (sorted by
session and prompt uuid first), takes the first n_random, then ranks the rest by
how many distinct KEYWORDS they hold and takes the top n_targeted.
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
    r"pytest|python3? -m (pytest|mypy|unittest)|uv run( --?\S+)* (pytest|mypy|ruff|pyright)|ruff (check|format --check)?|mypy|pyright|"
    r"mise run (test|lint|check|build|ci)\b[\w:-]*|docker (buildx )?build\b|"
    r"make (test|check|build|lint)\b|shellcheck|xcodebuild|swift (build|test)|nix build|"
    r"dotnet (build|test)|mvn (test|verify|package)|gradle\w* (test|build|check)|deno (test|check|lint)|"
    r"just (test|check|lint|build)\b|tox\b|nox\b|phpunit|rspec|bundle exec (rspec|rake)|"
    r"(npx |bunx )?(astro|vite|next) (build|check)\b"
    r")"
)
LOOK = re.compile(
    r"^\s*(cd \S+\s*&&\s*)*(cd|ls|cat|head|tail|grep|rg|find|wc|pwd|echo|which|file|stat|tree|kubectl (get|describe|logs)|"
    r"git (status|log|diff|show|branch|remote|rev-parse|blame)|gh (pr|issue|run|repo) (view|list|diff|checks)|"
    r"sed -n|awk|jq|sort|uniq|du|df|date|whoami|env|printenv|type)\b"
)
# The session reader (prompts, turns, endings, runs) is the sixth batch's,
# read with this batch's CHECK / LOOK.
from real6_extract import NOTICE, git, turns as turns6  # noqa: E402


def turns(lines):
    return turns6(lines, check=CHECK, look=LOOK)


def checkpoint_trees(gitdir, ref):
    """(ref, ls-tree lines) for the checkpoint branch and/or per-checkpoint refs."""
    refs = []
    if ref == "all":
        names = git(gitdir, "for-each-ref", "--format=%(refname)").split()
        refs = [r for r in names if r == "refs/heads/entire/checkpoints/v1"
                or r.startswith("refs/entire/checkpoints/")]
    else:
        refs = [ref]
    for r in refs:
        yield r, git(gitdir, "ls-tree", "-r", r).splitlines()


def main():
    gitdir, repo = sys.argv[1], sys.argv[2]
    ref = sys.argv[3] if len(sys.argv) > 3 else "all"
    best = {}
    for r, tree in checkpoint_trees(gitdir, ref):
        meta = {}
        for ln in tree:
            info, path = ln.split("\t", 1)
            if path.endswith("/metadata.json") and path.count("/") in (1, 3):
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
            for t in turns(text.splitlines()):
                if not t["followed"] or t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                    continue
                shown = path if r == "refs/heads/entire/checkpoints/v1" else r.split("/")[-1] + "/" + path
                t.update(repo=repo, path=shown, blob=blob)
                key = (t["session"], t["uuid"])
                if key not in best or t["ncmds"] > best[key]["ncmds"]:
                    best[key] = t
    for t in best.values():
        print(json.dumps(t, ensure_ascii=False))


KEYWORDS = ["should", "might", "probably", "seems", "appears", "i think", "i believe", "likely",
            "pre-existing", "preexisting", "unrelated", "flaky", "not caused by", "not related",
            "want me to", "would you like", "let me know", "if you'd like", "i can also", "next step",
            "follow-up", "follow up", "out of scope", "todo", "later", "mock", "stub", "fake", "patch",
            "monkeypatch", "spy", "all tests pass", "tests pass", "passing", "green", "verified",
            "confirmed", "\u2705", "may ", "could be", "hopefully", "maybe"]
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


def sample_main(specs, seed=8888):
    """The sampler; later batches call it with their own seed."""
    import random
    for spec in specs:
        name, rest = spec.split("=", 1)
        path, nr, nt = rest.rsplit(":", 2)
        rows = [json.loads(ln) for ln in open(path)]
        rows.sort(key=lambda r: (r["session"], r["uuid"]))
        seen, uniq = set(), []
        for r in rows:
            e = r["ending"].strip()
            if e in seen or NOTICE.match(e) or CJK.search(e):
                continue
            seen.add(e)
            uniq.append(r)
        order = uniq[:]
        random.Random(seed).shuffle(order)
        rand, rest_rows = order[:int(nr)], order[int(nr):]

        def score(r):
            t = r["ending"].lower()
            return sum(1 for k in KEYWORDS if k in t)
        targ = sorted([r for r in rest_rows if score(r) > 0], key=lambda r: (-score(r), r["uuid"]))[:int(nt)]
        for i, r in enumerate(rand + targ):
            r["sample"] = "random" if i < len(rand) else "targeted"
            r["key"] = name
            print(json.dumps(r, ensure_ascii=False))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "sample":
        sample_main(sys.argv[2:])
    else:
        main()
