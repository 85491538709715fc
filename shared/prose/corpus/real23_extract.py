#!/usr/bin/env python3
"""Extraction for the twenty-third real batch (real23) (stdlib only): real16_extract's console reader,
unchanged, run over every source of real23_collect.SOURCES, and the raw export files saved.

Usage (M: the folder of the git snapshots, `fetch` -> M/<owner>+<name>/repo; run from the raw folder,
kept out of the repository, with this folder on PYTHONPATH):
  real23_extract.py extract M      writes raw/<owner>+<name>.jsonl for each source (the same as
                                   `real16_extract.py console-match M/<D>/repo <owner/name> EXPORT_TXT`)
  real23_extract.py save M         writes every committed version of every export file the reader
                                   matched to <owner>+<name>/<path>@<blob8> (the files the rows'
                                   `source` names, by path and blob)
"""
import contextlib
import os
import sys

import real16_extract
from real6_extract import git
from real23_collect import SOURCES


def repos():
    return [repo for repo, _lic, _prefix in SOURCES.values()]


def extract(mirror):
    os.makedirs("raw", exist_ok=True)
    for repo in repos():
        d = repo.replace("/", "+")
        gitdir = os.path.join(mirror, d, "repo")
        paths = real16_extract.matching_paths(gitdir, real16_extract.EXPORT_TXT)
        with open(os.path.join("raw", d + ".jsonl"), "w", encoding="utf-8") as fh, contextlib.redirect_stdout(fh):
            real16_extract.console_history_main(gitdir, repo, *paths)


def save(mirror):
    for repo in repos():
        d = repo.replace("/", "+")
        gitdir = os.path.join(mirror, d, "repo")
        for path in real16_extract.matching_paths(gitdir, real16_extract.EXPORT_TXT):
            for _commit, blob in real16_extract.history_blobs(gitdir, path):
                dest = os.path.join(d, f"{path}@{blob[:8]}")
                os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
                with open(dest, "w", encoding="utf-8") as fh:
                    fh.write(git(gitdir, "cat-file", "-p", blob))


if __name__ == "__main__":
    {"extract": extract, "save": save}[sys.argv[1]](sys.argv[2])
