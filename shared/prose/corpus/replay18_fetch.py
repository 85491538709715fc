#!/usr/bin/env python3
"""Rebuilds the sessions a replay batch labels (stdlib and git only).

A replay batch (replay18.jsonl by default; `--batch replay19.jsonl` for
another) labels real turn ends of recorded sessions. Each of its rows names the repository, the ref and path a session
file was read from and the file's blob. This writes every blob once, as
OUT/<blob>.jsonl, and checks that its bytes hash to the recorded blob id, so
the replay measures exactly the sessions that were labelled. Then:

    gatehouse replay --json --all OUT/*.jsonl | python3 replay18.py [--batch FILE]

Usage:
    python3 replay18_fetch.py OUT                 # from github.com (network)
    python3 replay18_fetch.py OUT --url 'file:///srv/{owner}+{name}.git'
    python3 replay18_fetch.py OUT --mirror DIR    # from local clones, DIR/<owner>+<name>/repo
    python3 replay18_fetch.py OUT --batch replay19.jsonl   # another batch's sessions

From github.com each repository is cloned bare and blobless once (into
OUT/.git-cache) and the recorded ref fetched; a blob is downloaded when it is
read. A repository or ref that is gone is reported and skipped; the exit code
is 1 when any blob is missing or does not match. A row with `"format":
"json-array"` names a session saved as one JSON array (a Stop hook's
`logs/chat.json`): its blob is checked as committed and written one record per
line.
"""
import json
import os
import subprocess
import sys


FAILED = set()


def git(*args, cwd=None):
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, timeout=600)


def repo_dir(row, out, mirror, url):
    if mirror:
        return os.path.join(mirror, row["repo"].replace("/", "+"), "repo")
    d = os.path.join(out, ".git-cache", row["repo"].replace("/", "+"))
    if row["repo"] in FAILED:
        return None
    if not os.path.isdir(d):
        owner, name = row["repo"].split("/", 1)
        url = url.format(owner=owner, name=name)
        p = git("clone", "--bare", "--filter=blob:none", "--no-tags", url, d)
        if p.returncode:
            err = p.stderr.decode(errors="replace").strip().splitlines()
            print(f"{row['repo']}: clone failed: {err[-1] if err else p.returncode}", file=sys.stderr)
            FAILED.add(row["repo"])
            return None
    return d


def main():
    args = sys.argv[1:]
    opts = {
        "--mirror": None,
        "--url": "https://github.com/{owner}/{name}.git",
        "--batch": "replay18.jsonl",
    }
    for opt in opts:
        if opt in args:
            i = args.index(opt)
            opts[opt] = args[i + 1]
            del args[i : i + 2]
    mirror, url, batch = opts["--mirror"], opts["--url"], opts["--batch"]
    if len(args) != 1:
        sys.exit(__doc__)
    out = args[0]
    os.makedirs(out, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, batch), encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    done, bad, fetched = set(), [], set()
    for row in rows:
        blob = row["blob"]
        if blob in done:
            continue
        done.add(blob)
        d = repo_dir(row, out, mirror, url)
        if d is None:
            bad.append(blob)
            continue
        if not mirror and (d, row["ref"]) not in fetched:
            fetched.add((d, row["ref"]))
            git("fetch", "--filter=blob:none", "origin", f"+{row['ref']}:{row['ref']}", cwd=d)
        p = git("cat-file", "-p", blob, cwd=d)
        if p.returncode:
            print(f"{row['repo']} {row['ref']}:{row['path']}: blob {blob} not found", file=sys.stderr)
            bad.append(blob)
            continue
        path = os.path.join(out, f"{blob}.jsonl")
        with open(path, "wb") as f:
            f.write(p.stdout)
        h = git("hash-object", path).stdout.decode().strip()
        if h != blob:
            print(f"{path}: hashes to {h}, not {blob}", file=sys.stderr)
            bad.append(blob)
        elif row.get("format") == "json-array":
            # A whole session saved as one JSON array (`logs/chat.json`, written
            # by a Stop hook): the blob is checked as committed, then written one
            # record per line, as the replay reads a session.
            items = json.loads(p.stdout.decode("utf-8"))
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(json.dumps(x, ensure_ascii=False) for x in items) + "\n")
    print(f"{len(done) - len(bad)} of {len(done)} session files written to {out}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
