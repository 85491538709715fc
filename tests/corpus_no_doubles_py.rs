//! no-doubles-py's adversarial corpus: each way to put a test double in a
//! test (mocking APIs, other double libraries, dynamic imports, NFKC
//! spellings, `*Stub`/`Fake*` classes, `sys.modules` replacement, imported
//! doubles) × each way to write it (Write, Edit, heredoc, `tee`, `echo >>`,
//! `sed -i`, a Python script, `cp`/`mv`, `git apply`, `base64 -d`), beside
//! ordinary code whose names only look like doubles. Reports and asserts
//! the rates (see `tests/corpus/mod.rs`), and runs over installed Python
//! modules that are not tests as ordinary Writes (≤ 2 refusals per 1,000).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::print_stdout
)]

mod corpus;
mod fleet;

use corpus::{Case, Project, bash, tool, write};
use serde_json::json;

const GUARD: &str = "no-doubles-py";

/// Test code holding a double, one per class of route.
fn cores() -> Vec<(&'static str, String)> {
    [
        ("magicmock", "from unittest.mock import MagicMock\n\n\ndef test_x():\n    m = MagicMock()\n    assert m\n"),
        ("unittest import mock", "from unittest import mock\n\n\ndef test_x():\n    with mock.patch('app.db.connect'):\n        pass\n"),
        ("import mock", "import mock\n\n\ndef test_x():\n    assert mock\n"),
        ("patch decorator", "from unittest.mock import patch\n\n\n@patch('app.db.connect')\ndef test_x(connect):\n    pass\n"),
        ("mocker", "def test_x(mocker):\n    mocker.patch('app.db.connect')\n"),
        ("module_mocker", "import pytest\n\n\n@pytest.fixture(scope='module')\ndef db(module_mocker):\n    return module_mocker.patch('app.db')\n"),
        ("fake class", "class FakeClock:\n    def now(self):\n        return 0\n\n\ndef test_x():\n    assert FakeClock().now() == 0\n"),
        ("stub suffix", "class ClockStub:\n    def now(self):\n        return 0\n"),
        ("stub prefix", "class StubRepository:\n    def get(self, k):\n        return None\n"),
        ("dummy", "class DummyMailer:\n    def send(self, m):\n        pass\n"),
        ("fake suffix", "class HttpClientFake:\n    def get(self, url):\n        return 200\n"),
        ("fake function", "def fake_fetch(url):\n    return {'ok': True}\n\n\ndef test_x(monkeypatch):\n    monkeypatch.setattr('app.fetch', fake_fetch)\n"),
        ("__import__", "m = __import__('unittest.mock', fromlist=['MagicMock'])\n\n\ndef test_x():\n    assert m.MagicMock()\n"),
        ("import_module concat", "import importlib\nmock = importlib.import_module('unittest.' + 'mock')\n\n\ndef test_x():\n    assert mock\n"),
        ("getattr import", "mock = getattr(__import__('unittest'), 'mock')\n"),
        ("fullwidth import", "from unittest.\u{ff4d}ock import MagicMock\n\n\ndef test_x():\n    assert MagicMock()\n"),
        ("fullwidth name", "from unittest import mock as m\n\n\ndef test_x():\n    assert m.\u{ff2d}agicMock()\n"),
        ("math letters", "from unittest.mock import patch as p\n\n\n@\u{1d429}('app.x')\ndef test_x(x):\n    pass\n"),
        ("flexmock", "from flexmock import flexmock\n\n\ndef test_x():\n    flexmock(app).should_receive('get')\n"),
        ("responses", "import responses\n\n\n@responses.activate\ndef test_x():\n    responses.add(responses.GET, 'http://x')\n"),
        ("requests_mock import", "import requests_mock\n\n\ndef test_x():\n    with requests_mock.Mocker() as m:\n        pass\n"),
        ("requests_mock fixture", "def test_x(requests_mock):\n    requests_mock.get('http://x', text='ok')\n"),
        ("httpx_mock fixture", "def test_x(httpx_mock):\n    httpx_mock.add_response(json={})\n"),
        ("vcr", "import pytest\n\n\n@pytest.mark.vcr\ndef test_x():\n    pass\n"),
        ("vcr cassette", "import vcr\n\n\n@vcr.use_cassette('fixtures/x.yaml')\ndef test_x():\n    pass\n"),
        ("moto", "from moto import mock_aws\n\n\n@mock_aws\ndef test_x():\n    pass\n"),
        ("fakeredis", "import fakeredis\n\nr = fakeredis.FakeRedis()\n"),
        ("pyfakefs", "from pyfakefs.fake_filesystem_unittest import Patcher\n"),
        ("httpretty", "import httpretty\n"),
        ("respx", "import respx\n"),
        ("sys.modules", "import sys\nfrom types import SimpleNamespace\n\nsys.modules['app.db'] = SimpleNamespace(connect=lambda: None)\n"),
        ("setitem sys.modules", "import sys\n\n\ndef test_x(monkeypatch):\n    monkeypatch.setitem(sys.modules, 'app.db', object())\n"),
        ("simplenamespace setattr", "from types import SimpleNamespace\n\n\ndef test_x(monkeypatch):\n    monkeypatch.setattr(app, 'client', SimpleNamespace(get=lambda u: 200))\n"),
        ("imported double", "from tests.helpers import FakeClock\n\n\ndef test_x():\n    assert FakeClock()\n"),
        ("autospec", "from unittest.mock import create_autospec\n\nc = create_autospec(Client)\n"),
        ("patch.object", "from unittest.mock import patch\n\n\ndef test_x():\n    with patch.object(Client, 'get'):\n        pass\n"),
        ("mock_open", "from unittest.mock import mock_open\n\nm = mock_open(read_data='x')\n"),
        ("asyncmock", "from unittest.mock import AsyncMock\n\nm = AsyncMock()\n"),
        ("lambda stub", "import os\n\n\ndef test_x(monkeypatch):\n    monkeypatch.setattr(os, 'getcwd', lambda: '/x')\n"),
        ("type() fake", "FakeClock = type('FakeClock', (), {'now': lambda s: 0})\n"),
        ("fake fixture", "import pytest\n\n\n@pytest.fixture\ndef fake_clock():\n    return object()\n"),
        ("exec import", "exec('from unittest.mock import MagicMock')\n"),
    ]
    .into_iter()
    .map(|(n, t)| (n, t.to_owned()))
    .collect()
}

/// Words that mark the line of a core holding the double.
const SIGNALS: &[&str] = &[
    "mock",
    "Mock",
    "patch",
    "Fake",
    "Stub",
    "Dummy",
    "fake",
    "__import__",
    "import_module",
    "responses",
    "vcr",
    "moto",
    "fakeredis",
    "pyfakefs",
    "httpretty",
    "respx",
    "sys.modules",
    "SimpleNamespace(",
    "autospec",
    "\u{ff4d}",
    "\u{ff2d}",
    "\u{1d429}",
];

fn b64(s: &str) -> String {
    const T: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in s.as_bytes().chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &c)| acc | u32::from(c) << (16 - 8 * i));
        for i in 0..4 {
            out.push(if i <= chunk.len() {
                T[(n >> (18 - 6 * i) & 63) as usize] as char
            } else {
                '='
            });
        }
    }
    out
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (i, (name, code)) in cores().into_iter().enumerate() {
        let first = code
            .lines()
            .find(|l| !l.starts_with("def ") && SIGNALS.iter().any(|w| l.contains(w)))
            .unwrap_or_else(|| code.lines().next().unwrap())
            .to_owned();
        let ways: Vec<Case> = vec![
            write(
                format!("Write tests/test_{i}.py: {name}"),
                &format!("tests/test_{i}.py"),
                code.clone(),
                true,
            ),
            write(
                format!("Write conftest: {name}"),
                "tests/conftest.py",
                code.clone(),
                true,
            ),
            tool(
                format!("Edit: {name}"),
                "Edit",
                json!({"file_path": "tests/test_a.py", "old_string": "import os\n", "new_string": format!("import os\n{code}")}),
                true,
            ),
            bash(
                format!("heredoc: {name}"),
                format!("cat > tests/test_h{i}.py <<'EOF'\n{code}EOF"),
                true,
            ),
            bash(
                format!("tee: {name}"),
                format!("tee tests/test_t{i}.py <<'EOF' >/dev/null\n{code}EOF"),
                true,
            ),
            bash(
                format!("echo >>: {name}"),
                format!("echo {} >> tests/test_a.py", shell_quote(&code)),
                true,
            ),
            bash(
                format!("sed 1i: {name}"),
                format!("sed -i '1i {}' tests/test_a.py", first.replace('\'', "\"")),
                true,
            ),
            bash(
                format!("python script: {name}"),
                format!(
                    "python3 - <<'PY'\nopen('tests/test_p{i}.py', 'w').write({:?})\nPY",
                    code
                ),
                true,
            ),
            bash(
                format!("base64: {name}"),
                format!("echo {} | base64 -d > tests/test_b{i}.py", b64(&code)),
                true,
            ),
            bash(
                format!("git apply: {name}"),
                format!(
                    "git apply <<'EOF'\n--- /dev/null\n+++ b/tests/test_g{i}.py\n@@ -0,0 +1,{} @@\n{}EOF",
                    code.lines().count(),
                    code.lines().map(|l| format!("+{l}\n")).collect::<String>()
                ),
                true,
            ),
        ];
        out.extend(ways);
    }
    // A file holding doubles copied or moved into the tests.
    for c in [
        "cp scratch/helper.py tests/test_helper.py",
        "cp scratch/helper.py tests/",
        "mv scratch/helper.txt tests/test_moved.py",
        "mv scratch/helper.py tests/test_moved2.py",
        "install -m 644 scratch/helper.py tests/test_inst.py",
        "cat scratch/helper.py > tests/test_cat.py",
        "awk -i inplace '{print}' tests/test_a.py",
        "curl -sSo tests/test_dl.py https://example.com/t.py",
        "python gen.py > tests/test_gen.py",
        "sed -i 's/import os/from unittest.mock import MagicMock/' tests/test_a.py",
        "sed -i -E 's/^import (os)$/import \\1\\nimport mock/' tests/test_a.py",
        "perl -pi -e 's/import os/import os\\nfrom unittest import mock/' tests/test_a.py",
        "printf 'from unittest.mock import \\x50atch\\n' >> tests/test_a.py",
        "echo 'import mock' | tee -a tests/test_a.py",
        "bash -c \"echo 'from unittest.mock import Mock' >> tests/test_a.py\"",
    ] {
        out.push(bash(format!("writer: {c}"), c, true));
    }

    // ---------- ordinary work ----------
    let ordinary: Vec<(&str, &str)> = vec![
        (
            "src/adapters/cookies.py",
            "class MockRequest:\n    \"\"\"Wraps a requests.Request to mimic a urllib2.Request.\"\"\"\n\n    def __init__(self, request):\n        self._r = request\n",
        ),
        (
            "src/_pytest/assertion/__init__.py",
            "class DummyRewriteHook:\n    \"\"\"A no-op import hook for when rewriting is disabled.\"\"\"\n\n    def mark_rewrite(self, *names):\n        pass\n",
        ),
        (
            "src/version.py",
            "def bump(v):\n    major, minor, patch = v.split('.')\n    if patch.isdigit():\n        return f'{major}.{minor}.{int(patch) + 1}'\n    return v\n",
        ),
        (
            "docs/examples/stream.py",
            "def fake_video_streamer():\n    yield b'frame'\n",
        ),
        (
            "tests/test_errors.py",
            "import pytest\n\n\nclass FakeError(Exception):\n    pass\n\n\ndef test_raises():\n    with pytest.raises(FakeError):\n        raise FakeError()\n",
        ),
        (
            "src/news/classifier.py",
            "class FakeNewsClassifier:\n    def predict(self, text):\n        return 0.5\n",
        ),
        ("src/codec.py", "def dummy_encode(x):\n    return x\n"),
        (
            "tools/stubgen.py",
            "class StubGenerator:\n    def generate(self, module):\n        return ''\n",
        ),
        (
            "src/http.py",
            "import requests\n\n\ndef update(url, data):\n    return requests.patch(url, json=data)\n",
        ),
        (
            "src/client.py",
            "class Client:\n    def save(self, s):\n        return self.session.patch('/items', json=s)\n",
        ),
        (
            "src/doc.py",
            "def f():\n    \"\"\"Do not use Mock or MagicMock here; patch() is banned.\"\"\"\n    return 1\n",
        ),
        (
            "tests/test_real.py",
            "def test_write(tmp_path):\n    p = tmp_path / 'x.txt'\n    p.write_text('hi')\n    assert p.read_text() == 'hi'\n",
        ),
        (
            "tests/test_env.py",
            "def test_env(monkeypatch):\n    monkeypatch.setenv('APP_MODE', 'test')\n    assert True\n",
        ),
        (
            "tests/test_api.py",
            "def test_patch_endpoint(client):\n    r = client.patch('/items/1', json={'a': 1})\n    assert r.status_code == 200\n",
        ),
        (
            "tests/test_unit.py",
            "import unittest\nfrom unittest import TestCase\n\n\nclass TestX(TestCase):\n    def test_a(self):\n        self.assertTrue(True)\n",
        ),
        (
            "src/model.py",
            "patch_size = 16\n\n\ndef apply_patch(patch):\n    return patch.apply()\n",
        ),
        (
            "src/patches.py",
            "def run(patches):\n    for patch in patches:\n        patch.apply()\n",
        ),
        (
            "src/read.py",
            "def read(p):\n    with open(p) as patch:\n        return patch.read()\n",
        ),
        (
            "src/lazy.py",
            "import sys\n\nsys.modules[__name__] = _LazyModule(__name__)\n",
        ),
        (
            "src/plugins.py",
            "import importlib\n\n\ndef load(name):\n    return importlib.import_module(name)\n",
        ),
        ("src/json_loader.py", "json = __import__('json')\n"),
        (
            "stubs/unittest_mock.pyi",
            "class MagicMock:\n    def __call__(self, *a): ...\n",
        ),
        (
            "tests/test_stub_gen.py",
            "from tools.stubgen import generate_stubs\n\n\ndef test_stubs(tmp_path):\n    assert generate_stubs(tmp_path) is not None\n",
        ),
        (
            "src/faker_data.py",
            "from faker import Faker\n\nfake = Faker()\nname = fake.name()\n",
        ),
        (
            "tests/test_faker.py",
            "from faker import Faker\n\n\ndef test_names():\n    assert Faker().name()\n",
        ),
        (
            "src/dummy_threading.py",
            "class DummyLock:\n    def acquire(self):\n        return True\n",
        ),
        ("src/stubborn.py", "def stubborn_retry():\n    pass\n"),
        (
            "tests/test_dispatch.py",
            "def test_dispatch(app):\n    patched = app.dispatch('x')\n    assert patched\n",
        ),
        (
            "src/ns.py",
            "from types import SimpleNamespace\n\ncfg = SimpleNamespace(debug=True)\n",
        ),
        (
            "tests/test_cfg.py",
            "from types import SimpleNamespace\n\n\ndef test_cfg():\n    cfg = SimpleNamespace(debug=True)\n    assert cfg.debug\n",
        ),
        (
            "src/git.py",
            "def diff_patch(repo):\n    return repo.git.format_patch('-1')\n",
        ),
        (
            "tests/helpers.py",
            "import subprocess\n\n\ndef run(cmd):\n    return subprocess.run(cmd, check=True)\n",
        ),
        (
            "src/cli.py",
            "import argparse\n\np = argparse.ArgumentParser()\np.add_argument('--dummy-run', action='store_true')\n",
        ),
        (
            "tests/test_mocking_docs.py",
            "def test_docs():\n    text = 'we never use unittest.mock'\n    assert 'mock' in text\n",
        ),
        (
            "src/imports.py",
            "import importlib\nmod = importlib.import_module('app.' + 'plugins')\n",
        ),
    ];
    for (path, text) in &ordinary {
        out.push(write(format!("ordinary Write {path}"), path, *text, false));
        out.push(bash(
            format!("ordinary heredoc {path}"),
            format!("mkdir -p $(dirname {path}) && cat > {path} <<'EOF'\n{text}EOF"),
            false,
        ));
        out.push(bash(
            format!("ordinary tee {path}"),
            format!("tee {path} <<'EOF' >/dev/null\n{text}EOF"),
            false,
        ));
    }
    for c in [
        "sed -i 's/foo/bar/' src/app.py",
        "sed -i 's/import os/import os, sys/' tests/test_a.py",
        "cp tests/test_a.py tests/test_b.py",
        "mv tests/test_a.py tests/test_renamed.py",
        "python gen.py > src/gen.py",
        "echo 'x = 1' >> src/app.py",
        "git apply fix.patch",
        "pytest -q tests/",
        "cat tests/test_a.py",
        "echo 'import os' > tests/test_new.py",
        "printf 'def test_x():\\n    assert True\\n' > tests/test_p.py",
        "cp src/app.py src/app_backup.py",
        "sed -i '1i import sys' tests/test_a.py",
        "curl -o data.json https://example.com/data.json",
        "git mv tests/test_a.py tests/test_c.py",
        "black tests/",
        "ruff check --fix tests/",
    ] {
        out.push(bash(format!("ordinary: {c}"), c, false));
    }
    out
}

fn shell_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

#[test]
fn corpus() {
    let project = Project::new(&[
        (
            "tests/test_a.py",
            "import os\n\n\ndef test_a():\n    assert os\n",
        ),
        (
            "scratch/helper.py",
            "from unittest.mock import MagicMock\n\nclient = MagicMock()\n",
        ),
        (
            "scratch/helper.txt",
            "class FakeClock:\n    def now(self):\n        return 0\n",
        ),
        ("src/app.py", "x = 1\n"),
        (
            "fix.patch",
            "--- a/src/app.py\n+++ b/src/app.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n",
        ),
    ]);
    corpus::assess(GUARD, &project, &cases());
}

/// Installed Python modules (not tests) written as ordinary Writes: ≤ 2
/// refusals per 1,000.
#[test]
fn installed_python_files_pass() {
    let files = corpus::installed_python(2000);
    if files.is_empty() {
        println!("no installed Python files on this machine: skipped");
        return;
    }
    let project = Project::new(&[]);
    let mut refused = Vec::new();
    let mut n = 0;
    for f in &files {
        let shown = f.display().to_string();
        // A package's own tests may use mocks: they are not ordinary work here.
        if doubles_like_test(&shown) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        if text.len() > 400_000 {
            continue;
        }
        n += 1;
        let rel = shown
            .rsplit("-packages/")
            .next()
            .unwrap_or(&shown)
            .rsplit("/lib/")
            .next()
            .unwrap_or(&shown);
        let case = write(shown.clone(), &format!("src/{rel}"), text, false);
        if project.refused(GUARD, &case) {
            refused.push(shown);
        }
    }
    println!(
        "{GUARD}: installed non-test Python files refused {}/{n}",
        refused.len()
    );
    for r in &refused {
        println!("  refused: {r}");
    }
    assert!(
        refused.len() * 1000 <= 2 * n.max(1),
        "{} of {n} installed files refused",
        refused.len()
    );
}

fn doubles_like_test(path: &str) -> bool {
    path.split('/').any(|p| {
        matches!(
            p,
            "tests" | "test" | "testing" | "unittest" | "_pytest" | "pytest_mock" | "mock"
        )
    }) || path
        .rsplit('/')
        .next()
        .is_some_and(|n| n.starts_with("test_") || n.ends_with("_test.py") || n == "conftest.py")
}
