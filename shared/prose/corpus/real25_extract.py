#!/usr/bin/env python3
"""Extraction loop and one extra reader mode for the twenty-fifth real batch (real25), stdlib only.

Every source is read by an earlier batch's reader, unchanged:
  - raw Claude Code session files (`<session>.jsonl`, records with `type`, `uuid`, `message`,
    `toolUseResult` ...): real17_extract.py's `turns()` (subagent/sidechain records left out, the
    ending is the text after the turn's last tool use, `end_uuid` the last assistant record of it);
  - claude-code-transcripts HTML pages (`<dir>/page-NNN.html`): real12_extract.py `html`;
  - terminal `/export` files (YYYY-MM-DD-<first prompt>.txt): real16_extract.py `console-match`.

One mode is added, `jsonl-last`: as real17's `jsonl`, but the last turn of a file is kept when it is
complete (not interrupted, an ending after the last tool use, the file's last assistant record is
that ending's). It is used for one source only, a single-prompt agent session (clerk-rs), where the
only turn is the file's last; real17's rule (drop the last turn, it may be cut) would leave nothing.

Rebuild (M: the folder of the `fetch` snapshots, /work/.mirror/<owner>+<name>/repo; run from the raw
folder, with this folder on PYTHONPATH):
  python3 real25_extract.py all $M raw
and save the raw session files the rows' `raw_path` names:
  python3 real25_extract.py save-raw $M /work/wt/real25-raw
"""
import json
import os
import subprocess
import sys

from real6_extract import NOTICE, git
from real17_extract import turns, versions

CONCIERGE = "tonyandrewmeyer/concierge-py"
CLERK = "DarrenBaldwin07/clerk-rs"
CLERK_PATH = ".claude/projects/-workspace-project/b3585098-0928-422b-ba7b-bdad887ea41a.jsonl"
SENTRY = "tonyandrewmeyer/sentry-operators"
SENTRY_DIRS = ["transcripts/01-build-and-validate", "transcripts/02-resume-and-deploy",
               "transcripts/03-charm-excellence"]
EXPORTS = ["mlpipes/hardy", "kyuwon-shim-ARL/claude-ops"]


def concierge_paths(gitdir):
    out = git(gitdir, "log", "--all", "--name-only", "--format=").split("\n")
    return sorted({p for p in out if p.startswith(".claude/transcripts/") and p.endswith(".jsonl")})


def jsonl_last_main(gitdir, repo, *paths):
    best = {}
    for path in paths:
        for commit, blob, size in versions(gitdir, path):
            text = git(gitdir, "cat-file", "-p", blob)
            ts = turns(text)
            last_asst = None
            for ln in text.splitlines():
                try:
                    r = json.loads(ln)
                except ValueError:
                    continue
                if isinstance(r, dict) and r.get("type") == "assistant" and not r.get("isSidechain"):
                    last_asst = r.get("uuid")
            for t in ts:
                if t["interrupted"] or not t["ending"] or NOTICE.match(t["ending"]):
                    continue
                if not t["followed"] and t["end_uuid"] != last_asst:
                    continue
                key = (t["session"], t["prompt_uuid"])
                t.update(repo=repo, path=path, blob=blob, commit=commit, size=size,
                         uuid=f"{t['session']}#{t['k']}")
                if key not in best or size > best[key]["size"]:
                    best[key] = t
    for t in sorted(best.values(), key=lambda t: (t["path"], t["session"], t["k"])):
        print(json.dumps(t, ensure_ascii=False))


def run(args, out):
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, PYTHONPATH=here)
    with open(out, "a", encoding="utf-8") as fh:
        subprocess.run([sys.executable] + args, stdout=fh, check=True, env=env)


def all_main(m, rawdir):
    here = os.path.dirname(os.path.abspath(__file__))
    d = lambda r: os.path.join(m, r.replace("/", "+"), "repo")
    o = lambda r: os.path.join(rawdir, r.replace("/", "+") + ".jsonl")
    for r in [CONCIERGE, CLERK, SENTRY] + EXPORTS:
        open(o(r), "w").close()
    run([os.path.join(here, "real17_extract.py"), "jsonl", d(CONCIERGE), CONCIERGE]
        + concierge_paths(d(CONCIERGE)), o(CONCIERGE))
    run([os.path.abspath(__file__), "jsonl-last", d(CLERK), CLERK, CLERK_PATH], o(CLERK))
    for sd in SENTRY_DIRS:
        run([os.path.join(here, "real12_extract.py"), "html", d(SENTRY), SENTRY, sd], o(SENTRY))
    for r in EXPORTS:
        run([os.path.join(here, "real16_extract.py"), "console-match", d(r), r, "EXPORT_TXT"], o(r))


def save_raw_main(m, outdir):
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, PYTHONPATH=here)
    d = lambda r: os.path.join(m, r.replace("/", "+"), "repo")
    subprocess.run([sys.executable, os.path.join(here, "real17_extract.py"), "save", d(CONCIERGE), CONCIERGE,
                    outdir] + concierge_paths(d(CONCIERGE)), check=True, env=env)
    subprocess.run([sys.executable, os.path.join(here, "real17_extract.py"), "save", d(CLERK), CLERK,
                    outdir, CLERK_PATH], check=True, env=env)


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "jsonl-last":
        jsonl_last_main(*sys.argv[2:])
    elif mode == "all":
        all_main(*sys.argv[2:])
    elif mode == "save-raw":
        save_raw_main(*sys.argv[2:])
