"""Random one-character mutations judged by an independent oracle.

usage: mutate.py LANG TOKCMP [RSORACLE]      (LANG: py, sh, rs)
For each corpus file, replaces one random alphanumeric character (a fixed
seed: reproducible); the oracle says whether that changed code; `tokcmp`
(verifiers::tokens) must then say `diff`. Prints the counts and exits 1 on
any mutation the tokenizer missed (an unsound "same").
  py: oracle = ast.dump without docstrings; corpus = the Python stdlib
  sh: oracle = bash's `declare -f` of the script wrapped in a function
      (comments gone, layout canonical); corpus = system shell scripts
  rs: oracle = proc-macro2's lexer without #[doc] attributes (rsoracle);
      corpus = crate sources in ~/.cargo/registry/src
"""
import ast, glob, os, random, subprocess, sys, sysconfig

lang, tokcmp = sys.argv[1], sys.argv[2]
random.seed({'py': 5, 'sh': 3, 'rs': 9}[lang])


def py_canon(text):
    try:
        tree = ast.parse(text)
    except Exception:
        return None
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            b = node.body
            if b and isinstance(b[0], ast.Expr) and isinstance(b[0].value, ast.Constant) and isinstance(b[0].value.value, str):
                node.body = b[1:]
    return ast.dump(tree)


def sh_canon(text):
    w = 'f() {\n' + text + '\n}\ndeclare -f f\n'
    p = subprocess.run(['bash', '--norc', '--noprofile', '-c', w], capture_output=True, timeout=10)
    return p.stdout if p.returncode == 0 and not p.stderr else None


def corpus():
    if lang == 'py':
        d = sysconfig.get_paths()['stdlib']
        return sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith('.py')), 12
    if lang == 'sh':
        out = []
        for pat in ['/usr/bin/*', '/usr/sbin/*', '/etc/*.sh', '/etc/profile.d/*', '/usr/lib/git-core/*']:
            for f in glob.glob(pat):
                try:
                    with open(f, 'rb') as h:
                        first = h.readline(200)
                except Exception:
                    continue
                if first.startswith(b'#!') and (first.rstrip().endswith(b'/sh') or first.rstrip().endswith(b'/bash') or b'/sh ' in first or b'/bash ' in first):
                    out.append(f)
        return sorted(set(out)), 15
    files = sorted(f for f in glob.glob(os.path.expanduser('~/.cargo/registry/src/*/*/src/**/*.rs'), recursive=True)
                   if os.path.getsize(f) < 100000)
    random.shuffle(files)
    return files[:250], 10


files, per_file = corpus()
pairs, truth, where = [], [], []
rs_pairs = []
for f in files:
    try:
        t = open(f, encoding='utf-8').read()
    except Exception:
        continue
    if len(t) > 100000 or '\0' in t:
        continue
    canon = {'py': py_canon, 'sh': sh_canon, 'rs': lambda x: x}[lang]
    c0 = canon(t)
    if c0 is None:
        continue
    idx = [i for i, ch in enumerate(t) if ch.isalnum()]
    if not idx:
        continue
    for _ in range(per_file):
        i = random.choice(idx)
        m = t[:i] + ('Q' if t[i] != 'Q' else 'Z') + t[i + 1:]
        if lang == 'rs':
            rs_pairs.append((t, m))
        else:
            c1 = canon(m)
            if c1 is None:
                continue
            truth.append(c1 != c0)
        pairs.append((t, m))
        where.append((f, i, t[max(0, i - 40):i + 20]))

if lang == 'rs':
    inp = b''.join(a.encode() + b'\0' + b.encode() + b'\0' for a, b in rs_pairs)
    verdicts = subprocess.run([sys.argv[3]], input=inp, capture_output=True, check=True).stdout.decode().split()
    keep = [k for k, v in enumerate(verdicts) if v != 'error']
    truth = [verdicts[k] == 'diff' for k in keep]
    pairs = [pairs[k] for k in keep]
    where = [where[k] for k in keep]

inp = b''.join(lang.encode() + b'\0' + a.encode() + b'\0' + b.encode() + b'\0' for a, b in pairs)
got = subprocess.run([tokcmp], input=inp, capture_output=True, check=True).stdout.decode().split()
assert len(got) == len(truth), (len(got), len(truth))
missed = [w for g, tr, w in zip(got, truth, where) if tr and g == 'same']
over = [w for g, tr, w in zip(got, truth, where) if not tr and g == 'diff']
print(f'{lang}: {len(set(w[0] for w in where))} files, {len(truth)} mutations, {sum(truth)} changed code, '
      f'{len(missed)} missed (unsound), {len(over)} non-code mutations called code')
for w in missed[:10]:
    print('  MISSED', w)
sys.exit(1 if missed else 0)
