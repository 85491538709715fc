# Bench cases of the file guards (issue 5), sourced by scripts/bench.
#
# Each guard on a 1 MB Write of Python (budget: median <= 10 ms; no-doubles-py
# also on a twin whose every class defines `def patch(self, payload)`, a line
# that must be tokenized, where the first file's `session.patch(…)` is only
# skimmed) and on a
# typical Edit of a 6 KB test file on disk (budget 3 ms: the Edit is applied
# to the real file, so the read is measured too), plus each guard's own
# typical call: `pip install` for no-banned-deps, a Read of `.env` for
# secret-guard, a heredoc write for no-doubles-py.
edits_repo="$BENCH_TMP/edits-repo"
mkdir -p "$edits_repo/.git" "$edits_repo/.claude" "$edits_repo/tests"
printf 'pytest-xdist\nleft-pad\n' >"$edits_repo/.claude/banned-libraries.txt"
printf 'API_TOKEN=x\n' >"$edits_repo/.env"
python3 - "$edits_repo" "$BENCH_TMP" <<'PY'
import json, sys
repo, tmp = sys.argv[1], sys.argv[2]
test = "import json\nimport os\n\n\n" + "".join(
    f"def test_case_{i}(tmp_path):\n    p = tmp_path / 'f{i}.json'\n    p.write_text(json.dumps({{'a': {i}}}))\n    assert json.loads(p.read_text())['a'] == {i}\n\n\n"
    for i in range(40))
open(f"{repo}/tests/test_api.py", "w").write(test)
big = ""
i = 0
while len(big) < 1 << 20:
    big += (f"class Handler{i}:\n    \"\"\"Handles request {i}; see docs (no Mock here).\"\"\"\n\n"
            f"    def __init__(self, session, url='https://example.com/{i}'):\n        self.session = session\n        self.url = url\n\n"
            f"    def update(self, payload):\n        # PATCH is the HTTP verb, not a mock\n        return self.session.patch(self.url, json=payload, timeout=30)\n\n\n")
    i += 1
# The same file with every class defining a method named `patch` (a REST
# client's verb): a name a rule acts on (a definition of a mock name), so
# each such line is tokenized, though it holds no double.
bare = big.replace("    def update(self, payload):\n", "    def patch(self, payload):\n")
def payload(name, tool, tool_input):
    p = {"session_id": "b", "transcript_path": "", "cwd": repo, "hook_event_name": "PreToolUse",
         "tool_name": tool, "tool_input": tool_input}
    open(f"{tmp}/{name}.json", "w").write(json.dumps(p))
payload("edits-write-1mb", "Write", {"file_path": f"{repo}/app/handlers.py", "content": big})
payload("edits-write-1mb-bare", "Write", {"file_path": f"{repo}/app/handlers.py", "content": bare})
payload("edits-edit", "Edit", {"file_path": f"{repo}/tests/test_api.py", "old_string": "def test_case_7(tmp_path):",
                                "new_string": "def test_case_seven(tmp_path):"})
payload("edits-pip", "Bash", {"command": "python -m venv .venv && .venv/bin/pip install -U requests pytest", "description": "install"})
payload("edits-read-env", "Read", {"file_path": f"{repo}/.env"})
payload("edits-bash-read", "Bash", {"command": "cat README.md && grep -rn 'def main' src/ && ls -la ~/.ssh", "description": "look"})
payload("edits-sed", "Bash", {"command": "sed -i 's/requests==2.30/requests==2.31/' requirements.txt && pip install -r requirements.txt", "description": "bump"})
payload("edits-dockerfile", "Write", {"file_path": f"{repo}/Dockerfile", "content": "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt \\\n    && pip install gunicorn\nCOPY . .\nCMD [\"gunicorn\", \"app:app\"]\n"})
payload("edits-append-env", "Bash", {"command": "printf 'DEBUG=%s\\n' 1 >> .env && docker compose up -d", "description": "env"})
payload("edits-heredoc", "Bash", {"command": "cat > tests/test_new.py <<'EOF'\nimport json\n\n\ndef test_x(tmp_path):\n    assert tmp_path.is_dir()\nEOF", "description": "write"})
PY
for g in no-doubles-py no-banned-deps secret-guard; do
    bench_guard "$g" "$BENCH_TMP/edits-write-1mb.json" "1 MB Write of Python (allowed)" "" 10
    bench_guard "$g" "$BENCH_TMP/edits-edit.json" "Edit of a 6 KB test file (allowed)"
done
bench_guard no-doubles-py "$BENCH_TMP/edits-write-1mb-bare.json" "1 MB Write, def patch() (allowed)" "" 10
bench_guard no-doubles-py "$BENCH_TMP/edits-heredoc.json" "Bash heredoc writing a test (allowed)"
bench_guard no-banned-deps "$BENCH_TMP/edits-pip.json" "pip install in an && list (allowed)"
bench_guard secret-guard "$BENCH_TMP/edits-read-env.json" "Read .env (refused)"
bench_guard secret-guard "$BENCH_TMP/edits-bash-read.json" "Bash cat/grep/ls naming ~/.ssh (allowed)"
bench_guard no-banned-deps "$BENCH_TMP/edits-sed.json" "sed -i on requirements.txt, then pip install -r (allowed)"
bench_note "edits (issue 5): the 1 MB Write is adversarial (docstrings naming Mock, \`session.patch(\`), so no-doubles-py must look at every line (a \`.patch(\` call is an attribute: skimmed, not tokenized); the \`def patch\` twin makes it tokenize one line in twelve (a definition of a mock name is read, though it is no double)."
bench_guard no-banned-deps "$BENCH_TMP/edits-dockerfile.json" "Write of a Dockerfile (installing file, allowed)"
bench_guard secret-guard "$BENCH_TMP/edits-append-env.json" "printf >> .env (writes rebuilt, allowed)"
bench_note "edits (issue 17, held-out classes): callgrind on the static build, before -> after: secret-guard 1 MB Write 40.5M -> 42.5M, no-doubles-py 29.3M -> 29.5M (bare twin 38.6M -> 38.9M), no-banned-deps 15.7M -> 15.5M; Edit of a 6 KB test 1.2M -> 1.3M (no-doubles-py); ordinary Bash 0.41-0.52M. Wall time under load 16 (min of 40): 1 MB Write 2.7-4.3 ms, ordinary calls 0.9-1.2 ms (/bin/true 0.66 ms)."
bench_note "edits: measured 2026-11-30 on the 1 MB Write (static build): reading it ~1.2 ms (~290 fresh pages at ~4 us each on this VM), parsing ~1.0 ms (the big string unescaped in place, sixteen bytes a step),"
bench_note "edits: then by callgrind: secret-guard's scan ~24M instructions (word starts found eight bytes a step), doubles::find ~13M (skims lines, tokenizes only those naming a trigger other than as an attribute)."
bench_note "edits (issue 17): callgrind instructions, base -> resource-based guards: secret-guard 1 MB Write 37.8M -> 40.5M (tokens in pieces looked for up to 256 KB), no-doubles-py 28.6M -> 29.3M (bare twin 36.2M -> 38.6M), no-banned-deps ~15.7M; an Edit of a 6 KB test 0.5M -> 1.2M for no-doubles-py (the test-module rules); ordinary Bash calls 0.5-0.8M. Wall time under load 16: secret-guard 1 MB min 4.3 -> 4.9 ms."
