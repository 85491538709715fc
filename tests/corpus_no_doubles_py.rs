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

/// A held-out batch, written after the corpus above from classes it does
/// not name: other import spellings of the mocking modules, pytest-mock
/// through indirection, hand-made monkey-patching, `SimpleNamespace` stubs
/// handed to the code under test, more double names and libraries, module
/// replacement, notebooks, and more shell writers (symlinks, `rsync`,
/// `git show >`, `patch <`, `node`/`ruby` writers); beside ordinary tests
/// and production code from real projects.
fn heldout() -> Vec<Case> {
    let mut out = Vec::new();
    let cores: Vec<(&str, &str)> = vec![
        (
            "import unittest.mock as um",
            "import unittest.mock as um\n\n\ndef test_x():\n    with um.patch('app.db.connect'):\n        pass\n",
        ),
        (
            "import unittest.mock",
            "import unittest.mock\n\n\ndef test_x():\n    c = unittest.mock.MagicMock()\n    assert c\n",
        ),
        (
            "star import",
            "from unittest.mock import *\n\n\ndef test_x():\n    assert MagicMock()\n",
        ),
        (
            "unittest attr",
            "import unittest\n\n\ndef test_x():\n    assert unittest.mock.Mock()\n",
        ),
        (
            "getattr unittest",
            "import unittest\nimport importlib\n\nm = getattr(unittest, 'mock')\n",
        ),
        (
            "sys.modules lookup",
            "import sys\nimport unittest.mock\n\nM = sys.modules['unittest.mock'].MagicMock\n",
        ),
        (
            "import_module plain",
            "import importlib\n\nmock = importlib.import_module('unittest.mock')\n",
        ),
        (
            "__import__ mock",
            "mock = __import__('mock')\n\n\ndef test_x():\n    assert mock.Mock()\n",
        ),
        ("eval import", "m = eval(\"__import__('unittest.mock')\")\n"),
        (
            "from mock import",
            "from mock import patch, MagicMock\n\n\n@patch('app.x')\ndef test_x(x):\n    pass\n",
        ),
        (
            "import mock as m",
            "import mock as m\n\n\ndef test_x():\n    assert m.MagicMock()\n",
        ),
        (
            "patch.dict",
            "import os\nfrom unittest.mock import patch\n\n\n@patch.dict(os.environ, {'MODE': 'x'})\ndef test_x():\n    pass\n",
        ),
        (
            "mocker alias",
            "def test_x(mocker):\n    m = mocker\n    m.patch('app.db.connect')\n",
        ),
        (
            "mocker fixture wrap",
            "import pytest\n\n\n@pytest.fixture\ndef patched(mocker):\n    return mocker\n\n\ndef test_x(patched):\n    patched.patch('app.x')\n",
        ),
        (
            "getfixturevalue mocker",
            "def test_x(request):\n    mk = request.getfixturevalue('mocker')\n    mk.patch('app.x')\n",
        ),
        (
            "mocker.spy",
            "def test_x(mocker):\n    spy = mocker.spy(app, 'send')\n    app.run()\n    assert spy.call_count == 1\n",
        ),
        (
            "mocker.stub",
            "def test_x(mocker):\n    cb = mocker.stub(name='cb')\n    app.run(cb)\n",
        ),
        (
            "class_mocker",
            "import pytest\n\n\n@pytest.fixture(scope='class')\ndef db(class_mocker):\n    return class_mocker.patch('app.db')\n",
        ),
        (
            "MockerFixture type",
            "from pytest_mock import MockerFixture\n\n\ndef test_x(mocker: MockerFixture):\n    mocker.patch('app.x')\n",
        ),
        (
            "nested def monkeypatch",
            "def test_x(monkeypatch):\n    def _no_send(*a, **k):\n        return None\n    monkeypatch.setattr(app, 'send_email', _no_send)\n",
        ),
        (
            "monkeypatch string target lambda",
            "def test_x(monkeypatch):\n    monkeypatch.setattr('app.clock.now', lambda: 0)\n",
        ),
        (
            "monkeypatch time.sleep",
            "import time\n\n\ndef test_x(monkeypatch):\n    monkeypatch.setattr(time, 'sleep', lambda s: None)\n",
        ),
        (
            "setattr by hand",
            "import app\n\n\ndef test_x():\n    setattr(app, 'fetch', lambda url: {'ok': True})\n    assert app.run()\n",
        ),
        (
            "assign module attr lambda",
            "import app.db\n\n\ndef test_x():\n    app.db.connect = lambda: None\n    assert app.run()\n",
        ),
        (
            "assign module attr fake fn",
            "import app\n\n\ndef fake_connect():\n    return None\n\n\ndef test_x():\n    app.connect = fake_connect\n",
        ),
        (
            "simplenamespace injected",
            "from types import SimpleNamespace\n\n\ndef test_x():\n    client = SimpleNamespace(get=lambda url: 200)\n    assert Service(http=client).ping() == 200\n",
        ),
        (
            "simplenamespace module",
            "import types\n\n\ndef test_x():\n    svc = Service(db=types.SimpleNamespace(query=lambda q: []))\n    assert svc.count() == 0\n",
        ),
        (
            "_Fake private class",
            "class _FakeResponse:\n    status_code = 200\n\n    def json(self):\n        return {}\n",
        ),
        (
            "lowercase fake class",
            "class fake_response:\n    status_code = 200\n",
        ),
        (
            "fake namedtuple",
            "from collections import namedtuple\n\nFakeResponse = namedtuple('FakeResponse', 'status_code text')\n",
        ),
        (
            "Mocked prefix",
            "class MockedClient:\n    def get(self, url):\n        return 200\n",
        ),
        (
            "Mock suffix",
            "class ClientMock:\n    def get(self, url):\n        return 200\n",
        ),
        (
            "fake subclass",
            "class FakeClock(Clock):\n    def now(self):\n        return 0\n",
        ),
        (
            "stub dataclass",
            "from dataclasses import dataclass\n\n\n@dataclass\nclass StubUser:\n    name: str = 'x'\n",
        ),
        (
            "async fake fn",
            "async def fake_fetch(url):\n    return b''\n",
        ),
        ("fake fn alone", "def fake_now():\n    return 0\n"),
        (
            "fixture named client fake",
            "import pytest\n\n\n@pytest.fixture(name='client')\ndef _fake_client():\n    return object()\n",
        ),
        (
            "Dummy suffix",
            "class MailerDummy:\n    def send(self, m):\n        pass\n",
        ),
        (
            "freezegun",
            "from freezegun import freeze_time\n\n\n@freeze_time('2024-01-01')\ndef test_x():\n    pass\n",
        ),
        (
            "time_machine",
            "import time_machine\n\n\n@time_machine.travel('2024-01-01')\ndef test_x():\n    pass\n",
        ),
        (
            "aioresponses",
            "from aioresponses import aioresponses\n\n\ndef test_x():\n    with aioresponses() as m:\n        m.get('http://x', payload={})\n",
        ),
        (
            "mongomock",
            "import mongomock\n\nclient = mongomock.MongoClient()\n",
        ),
        (
            "mockito",
            "from mockito import when\n\n\ndef test_x():\n    when(app).fetch(...).thenReturn(1)\n",
        ),
        (
            "pretend stub",
            "from pretend import stub\n\nclient = stub(get=lambda u: 200)\n",
        ),
        (
            "botocore Stubber",
            "from botocore.stub import Stubber\n\n\ndef test_x(s3):\n    with Stubber(s3) as st:\n        st.add_response('list_buckets', {})\n",
        ),
        (
            "testfixtures Replacer",
            "from testfixtures import Replacer\n\n\ndef test_x():\n    with Replacer() as r:\n        r.replace('app.now', lambda: 0)\n",
        ),
        (
            "asynctest",
            "import asynctest\n\nm = asynctest.CoroutineMock()\n",
        ),
        (
            "pytest_httpx fixture",
            "def test_x(httpx_mock):\n    httpx_mock.add_response(url='http://x')\n",
        ),
        (
            "respx_mock fixture",
            "def test_x(respx_mock):\n    respx_mock.get('http://x').respond(200)\n",
        ),
        (
            "sys.modules ModuleType",
            "import sys\nimport types\n\nsys.modules['app.db'] = types.ModuleType('app.db')\n",
        ),
        (
            "sys.modules update",
            "import sys\n\nsys.modules.update({'app.db': object()})\n",
        ),
        (
            "patch.dict sys.modules",
            "from unittest import mock\n\n\ndef test_x():\n    with mock.patch.dict('sys.modules', {'app.db': None}):\n        pass\n",
        ),
        (
            "from fakes import",
            "from .fakes import FakeMailer\n\n\ndef test_x():\n    assert FakeMailer()\n",
        ),
        (
            "from conftest helper",
            "from tests.doubles import StubRepository\n\n\ndef test_x():\n    assert StubRepository()\n",
        ),
    ];
    for (i, (name, code)) in cores.iter().enumerate() {
        let path = [
            "tests/test_service.py",
            "tests/unit/test_api.py",
            "app/tests.py",
            "src/pkg/tests/test_views.py",
            "tests/conftest.py",
        ][i % 5];
        out.push(write(
            format!("heldout Write {path}: {name}"),
            path,
            *code,
            true,
        ));
        // A second route for every third core: a shell writer.
        if i % 3 == 0 {
            out.push(bash(
                format!("heldout printf > : {name}"),
                format!("printf '%s' {} > tests/test_pf{i}.py", shell_quote(code)),
                true,
            ));
        } else if i % 3 == 1 {
            out.push(bash(
                format!("heldout cat >> conftest: {name}"),
                format!("cat >> tests/conftest.py <<'EOF'\n{code}EOF"),
                true,
            ));
        } else {
            out.push(tool(
                format!("heldout MultiEdit: {name}"),
                "MultiEdit",
                json!({"file_path": "tests/test_a.py", "edits": [{"old_string": "import os\n", "new_string": format!("import os\n{code}")}]}),
                true,
            ));
        }
    }
    // A top-up written after the first fixes (its before measured on the
    // main branch's binaries).
    let more: Vec<(&str, &str)> = vec![
        (
            "tests/test_alias.py",
            "from unittest.mock import patch as p\n\n\n@p('app.x')\ndef test_x(x):\n    pass\n",
        ),
        (
            "tests/test_mockas.py",
            "from unittest.mock import Mock as M\n\nc = M()\n",
        ),
        (
            "src/app/helpers.py",
            "from unittest.mock import MagicMock\n\nclient = MagicMock()\n",
        ),
        (
            "tests/test_multi.py",
            "from unittest import mock\n\n\ndef test_x():\n    with mock.patch.multiple('app', a=1, b=2):\n        pass\n",
        ),
        (
            "tests/test_seal.py",
            "from unittest.mock import seal, create_autospec\n\nm = create_autospec(Client, spec_set=True)\nseal(m)\n",
        ),
        (
            "tests/test_mocker_obj.py",
            "def test_x(mocker):\n    mocker.patch.object(Client, 'get', return_value=1)\n",
        ),
        (
            "tests/test_mocker_magic.py",
            "def test_x(mocker):\n    c = mocker.MagicMock()\n    run(c)\n",
        ),
        (
            "tests/conftest.py",
            "class FakeS3(BaseClient):\n    def put_object(self, **kw):\n        return {}\n",
        ),
        (
            "tests/conftest.py",
            "import pytest\n\n\n@pytest.fixture\ndef stub_api():\n    return {'get': lambda: 1}\n",
        ),
        (
            "tests/helpers/__init__.py",
            "class DummySession:\n    def get(self, url):\n        return None\n",
        ),
        (
            "tests/test_rsps.py",
            "import responses as rsps\n\n\n@rsps.activate\ndef test_x():\n    pass\n",
        ),
        (
            "tests/test_httpretty.py",
            "from httpretty import httprettified\n\n\n@httprettified\ndef test_x():\n    pass\n",
        ),
        (
            "tests/test_moto.py",
            "from moto import mock_s3\n\n\n@mock_s3\ndef test_x():\n    pass\n",
        ),
        (
            "tests/test_rm.py",
            "import requests_mock as rm\n\n\ndef test_x():\n    with rm.Mocker():\n        pass\n",
        ),
        (
            "tests/test_static.py",
            "def test_x(monkeypatch):\n    monkeypatch.setattr(app.Service, 'call', staticmethod(lambda *a: 1))\n",
        ),
        (
            "tests/test_sysmod.py",
            "import sys\n\nsys.modules['requests'] = object()\n",
        ),
        (
            "tests/test_imp.py",
            "import importlib\n\nmock = importlib.import_module('mock')\n",
        ),
        (
            "tests/test_fromlist.py",
            "m = __import__('unittest', fromlist=['mock']).mock\n",
        ),
        (
            "tests/integration_tests/test_x.py",
            "from unittest import mock\n\n\ndef test_x():\n    assert mock.Mock()\n",
        ),
        (
            "testing/test_y.py",
            "class StubClock:\n    def now(self):\n        return 0\n",
        ),
        (
            "pkg/it_test.py",
            "from unittest.mock import AsyncMock\n\nm = AsyncMock()\n",
        ),
    ];
    for (path, code) in more {
        out.push(write(
            format!("heldout top-up Write {path}"),
            path,
            code,
            true,
        ));
    }
    for c in [
        "python3 <<'EOF'\nwith open('tests/test_w.py', 'w') as f:\n    f.write(\"import mock\\n\")\nEOF",
        "perl -0pi -e 's/^/import mock\\n/' tests/test_a.py",
        "awk 'NR==1{print \"import mock\"} {print}' tests/test_a.py > /tmp/t && mv /tmp/t tests/test_a.py",
        "cat > tests/test_hs.py <<< 'from unittest.mock import MagicMock'",
        "echo 'from unittest.mock import patch' | cat - tests/test_a.py > /tmp/t2 && mv /tmp/t2 tests/test_a.py",
    ] {
        out.push(bash(format!("heldout top-up writer: {c}"), c, true));
    }
    out.push(tool(
        "heldout NotebookEdit test notebook",
        "NotebookEdit",
        json!({"notebook_path": "tests/test_nb.ipynb", "new_source": "from unittest import mock\nmock.patch('app.x').start()", "cell_type": "code", "edit_mode": "insert"}),
        true,
    ));
    out.push(write(
        "heldout Write notebook with mock",
        "tests/test_flow.ipynb",
        "{\"cells\": [{\"cell_type\": \"code\", \"source\": [\"from unittest.mock import MagicMock\\n\", \"c = MagicMock()\"], \"metadata\": {}, \"outputs\": [], \"execution_count\": null}], \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 5}\n",
        true,
    ));
    for c in [
        "ln -s ../scratch/helper.py tests/test_linked.py",
        "rsync scratch/helper.py tests/test_synced.py",
        "git show HEAD:scratch/helper.py > tests/test_shown.py",
        "tee tests/test_tee.py < scratch/helper.py >/dev/null",
        "dd if=scratch/helper.py of=tests/test_dd.py",
        "patch -p1 < scratch/mock.patch",
        "git apply scratch/mock.patch",
        "node -e \"require('fs').writeFileSync('tests/test_node.py', 'from unittest.mock import MagicMock\\n')\"",
        "ruby -e 'File.write(\"tests/test_rb.py\", \"import mock\\n\")'",
        "python3 -c \"import pathlib; pathlib.Path('tests/test_pl.py').write_text('from unittest import mock\\n')\"",
        "echo -e 'from unittest import mock\\n' > tests/test_e.py",
        "printf 'import mock\\n' | tee tests/test_pipe.py",
        "sed -i '1a from unittest.mock import MagicMock' tests/test_a.py",
        "sed -i '$ a\\import mock' tests/test_a.py",
        "ed -s tests/test_a.py <<< $'0a\\nfrom unittest import mock\\n.\\nw\\nq'",
        "cat scratch/helper.py >> tests/conftest.py",
        "cp -r scratch/ tests/helpers/",
        "cat scratch/helper.txt > tests/fakes.py",
        "mv scratch/helper.py tests/conftest.py",
        "{ echo 'import mock'; cat tests/test_a.py; } > t.tmp && mv t.tmp tests/test_a.py",
    ] {
        out.push(bash(format!("heldout writer: {c}"), c, true));
    }

    // ---------- ordinary work (real projects' tests and code) ----------
    let ordinary: Vec<(&str, &str)> = vec![
        (
            "tests/test_cli.py",
            "import pytest\nfrom click.testing import CliRunner\n\nfrom acme.cli import main\n\n\ndef test_help():\n    r = CliRunner().invoke(main, ['--help'])\n    assert r.exit_code == 0\n",
        ),
        (
            "tests/test_io.py",
            "def test_roundtrip(tmp_path):\n    p = tmp_path / 'a.json'\n    save(p, {'a': 1})\n    assert load(p) == {'a': 1}\n",
        ),
        (
            "tests/test_env.py",
            "def test_mode(monkeypatch):\n    monkeypatch.setenv('MODE', 'test')\n    monkeypatch.delenv('HOME', raising=False)\n    monkeypatch.chdir('/')\n    assert read_mode() == 'test'\n",
        ),
        (
            "tests/test_argv.py",
            "import sys\n\n\ndef test_argv(monkeypatch):\n    monkeypatch.setattr(sys, 'argv', ['prog', '--v'])\n    assert parse().v\n",
        ),
        (
            "tests/test_cfg.py",
            "from acme import config\n\n\ndef test_timeout(monkeypatch):\n    monkeypatch.setattr(config, 'TIMEOUT', 1)\n    assert config.TIMEOUT == 1\n",
        ),
        (
            "tests/test_capture.py",
            "def test_out(capsys, caplog):\n    run()\n    assert 'done' in capsys.readouterr().out\n    assert not caplog.records\n",
        ),
        (
            "tests/test_raises.py",
            "import pytest\n\n\ndef test_bad():\n    with pytest.raises(ValueError, match='bad'):\n        parse('x')\n",
        ),
        (
            "tests/test_prop.py",
            "from hypothesis import given, strategies as st\n\n\n@given(st.integers())\ndef test_roundtrip(n):\n    assert decode(encode(n)) == n\n",
        ),
        (
            "tests/test_http.py",
            "def test_get(httpserver):\n    httpserver.expect_request('/x').respond_with_json({'a': 1})\n    assert fetch(httpserver.url_for('/x')) == {'a': 1}\n",
        ),
        (
            "tests/test_db.py",
            "from testcontainers.postgres import PostgresContainer\n\n\ndef test_db():\n    with PostgresContainer('postgres:16') as pg:\n        assert connect(pg.get_connection_url())\n",
        ),
        (
            "tests/test_factory.py",
            "import factory\n\n\nclass UserFactory(factory.Factory):\n    class Meta:\n        model = User\n\n    name = factory.Faker('name')\n",
        ),
        (
            "tests/test_faker.py",
            "def test_name(faker):\n    assert faker.name()\n",
        ),
        (
            "tests/test_flask.py",
            "import pytest\n\n\n@pytest.fixture\ndef client(app):\n    return app.test_client()\n\n\ndef test_index(client):\n    assert client.get('/').status_code == 200\n",
        ),
        (
            "tests/test_django.py",
            "from django.test import TestCase, RequestFactory, override_settings\n\n\nclass T(TestCase):\n    @override_settings(DEBUG=True)\n    def test_x(self):\n        req = RequestFactory().get('/')\n        assert req\n",
        ),
        (
            "tests/test_unittest.py",
            "import unittest\nfrom unittest import TestCase, skipIf\nfrom unittest.case import SkipTest\n\n\nclass T(TestCase):\n    @skipIf(False, 'never')\n    def test_x(self):\n        self.assertEqual(1, 1)\n\n\nif __name__ == '__main__':\n    unittest.main()\n",
        ),
        (
            "tests/test_responses_var.py",
            "def test_many(client):\n    responses = [client.get(u) for u in ('/a', '/b')]\n    assert all(r.status_code == 200 for r in responses)\n",
        ),
        (
            "tests/test_grpc.py",
            "import grpc\nfrom acme.proto import greeter_pb2_grpc\n\n\ndef test_hello(server):\n    with grpc.insecure_channel(server) as ch:\n        stub = greeter_pb2_grpc.GreeterStub(ch)\n        assert stub.SayHello(req)\n",
        ),
        (
            "tests/test_patch_files.py",
            "from acme.diff import apply_patch\n\n\ndef test_patch(tmp_path):\n    patch = '--- a\\n+++ b\\n'\n    assert apply_patch(tmp_path, patch) is not None\n",
        ),
        (
            "tests/test_http_patch.py",
            "def test_update(client):\n    r = client.patch('/items/1', json={'a': 2})\n    assert r.status_code == 200\n",
        ),
        (
            "tests/test_dmp.py",
            "from diff_match_patch import diff_match_patch\n\n\ndef test_dmp():\n    dmp = diff_match_patch()\n    patches = dmp.patch_make('a', 'b')\n    assert dmp.patch_apply(patches, 'a')[0] == 'b'\n",
        ),
        (
            "tests/test_nullctx.py",
            "import contextlib\nimport os\n\n\ndef test_devnull():\n    with open(os.devnull, 'w') as f, contextlib.nullcontext():\n        f.write('x')\n",
        ),
        (
            "tests/test_ns.py",
            "from types import SimpleNamespace\n\n\ndef test_ns():\n    args = SimpleNamespace(verbose=True, path='x')\n    assert render(args) == 'x'\n",
        ),
        (
            "tests/test_errors.py",
            "class DummyError(Exception):\n    pass\n\n\ndef test_wraps():\n    assert wrap(DummyError('x'))\n",
        ),
        (
            "tests/test_settings_value.py",
            "def test_flag(monkeypatch, settings):\n    settings.DEBUG = True\n    assert is_debug()\n",
        ),
        (
            "src/acme/payments.py",
            "from django.conf import settings\n\n\ndef gateway():\n    if settings.USE_MOCK_PAYMENTS:\n        return SandboxGateway()\n    return StripeGateway()\n",
        ),
        (
            "src/acme/data.py",
            "def load(mock_mode=False):\n    mock_data = read('fixtures.json') if mock_mode else None\n    return mock_data\n",
        ),
        (
            "src/acme/ml/dataset.py",
            "from torch.utils.data import Dataset\n\n\nclass DummyDataset(Dataset):\n    def __len__(self):\n        return 8\n\n    def __getitem__(self, i):\n        return i\n",
        ),
        (
            "src/acme/proto/greeter_pb2_grpc.py",
            "class GreeterStub(object):\n    def __init__(self, channel):\n        self.SayHello = channel.unary_unary('/Greeter/SayHello')\n",
        ),
        (
            "src/acme/vcs.py",
            "import subprocess\n\n\ndef apply(patch_file):\n    return subprocess.run(['git', 'apply', patch_file], check=True)\n",
        ),
        (
            "src/acme/http.py",
            "import httpx\n\n\nasync def update(url, data):\n    async with httpx.AsyncClient() as c:\n        return await c.patch(url, json=data)\n",
        ),
        (
            "src/acme/plugins.py",
            "import importlib\nimport sys\n\n\ndef load(name):\n    if name in sys.modules:\n        return sys.modules[name]\n    return importlib.import_module(f'acme.plugins.{name}')\n",
        ),
        (
            "src/acme/compat.py",
            "try:\n    import tomllib\nexcept ImportError:\n    import tomli as tomllib\n",
        ),
        (
            "typings/unittest/mock.pyi",
            "from typing import Any\n\nclass Mock:\n    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...\n\ndef patch(target: str) -> Any: ...\n",
        ),
        (
            "src/acme/image.py",
            "def patchify(img, patch_size=16):\n    return [img[i:i + patch_size] for i in range(0, len(img), patch_size)]\n",
        ),
        (
            "docs/conf.py",
            "extensions = ['sphinx.ext.autodoc']\nautodoc_mock_imports = ['torch', 'cv2']\n",
        ),
        (
            "src/acme/placeholders.py",
            "class Placeholder:\n    \"\"\"Stands in for a value filled later; not a test double.\"\"\"\n\n    def __repr__(self):\n        return '<placeholder>'\n",
        ),
        (
            "src/acme/sandbox.py",
            "class SandboxGateway:\n    def charge(self, amount):\n        return {'id': 'sandbox', 'amount': amount}\n",
        ),
        (
            "scripts/bench.py",
            "import time\n\n\ndef main():\n    t = time.perf_counter()\n    run()\n    print(time.perf_counter() - t)\n",
        ),
    ];
    // Top-up of ordinary work (as the attacks' top-up above).
    let ordinary: Vec<(&str, &str)> = ordinary.into_iter().chain([
        ("tests/test_param.py", "import pytest\n\n\n@pytest.mark.parametrize('a,b', [(1, 2), (2, 3)])\ndef test_inc(a, b):\n    assert a + 1 == b\n"),
        ("tests/test_sqlite.py", "import sqlite3\n\n\ndef test_db():\n    con = sqlite3.connect(':memory:')\n    con.execute('create table t (x)')\n    assert con.execute('select count(*) from t').fetchone() == (0,)\n"),
        ("tests/test_proc.py", "import subprocess\nimport sys\n\n\ndef test_cli():\n    r = subprocess.run([sys.executable, '-m', 'acme', '--version'], capture_output=True, text=True)\n    assert r.returncode == 0\n"),
        ("tests/test_async.py", "import asyncio\nimport pytest\n\n\n@pytest.mark.asyncio\nasync def test_sleep():\n    await asyncio.sleep(0)\n"),
        ("tests/conftest.py", "import subprocess\nimport pytest\n\n\n@pytest.fixture(scope='session')\ndef server():\n    proc = subprocess.Popen(['python', '-m', 'http.server', '8765'])\n    yield 'http://127.0.0.1:8765'\n    proc.terminate()\n"),
        ("tests/test_fastapi.py", "from fastapi.testclient import TestClient\n\nfrom acme.app import app\n\n\ndef test_root():\n    assert TestClient(app).get('/').status_code == 200\n"),
        ("tests/test_approx.py", "import pytest\n\n\ndef test_mean():\n    assert mean([1, 2]) == pytest.approx(1.5)\n"),
        ("tests/test_warn.py", "import warnings\n\n\ndef test_warns():\n    with warnings.catch_warnings(record=True) as w:\n        warnings.simplefilter('always')\n        old_api()\n    assert w\n"),
        ("tests/test_sentinel.py", "DUMMY = object()\n_MISSING = object()\n\n\ndef test_default():\n    assert get({}, 'k', DUMMY) is DUMMY\n"),
        ("tests/test_isolated.py", "import unittest\n\n\nclass T(unittest.IsolatedAsyncioTestCase):\n    async def test_x(self):\n        self.assertTrue(await ping())\n"),
        ("tests/test_tmpfactory.py", "import pytest\n\n\n@pytest.fixture(scope='session')\ndef data_dir(tmp_path_factory):\n    return tmp_path_factory.mktemp('data')\n"),
        ("tests/test_live.py", "import requests\n\n\ndef test_live(live_server):\n    assert requests.get(live_server.url).ok\n"),
        ("src/acme/client.py", "class HttpClient:\n    def patch(self, url, **kw):\n        return self._send('PATCH', url, **kw)\n\n    def put(self, url, **kw):\n        return self._send('PUT', url, **kw)\n"),
        ("src/acme/sentinel.py", "DUMMY_VALUE = object()\n_DUMMY = object()\n"),
        ("src/acme/cli_opts.py", "import click\n\n\n@click.option('--mock-server', is_flag=True)\ndef main(mock_server):\n    pass\n"),
        ("src/acme/patchset.py", "class PatchSet:\n    def __init__(self, patches):\n        self.patches = list(patches)\n"),
    ]).collect();
    for (path, text) in &ordinary {
        out.push(write(
            format!("heldout ordinary Write {path}"),
            path,
            *text,
            false,
        ));
        out.push(bash(
            format!("heldout ordinary heredoc {path}"),
            format!("mkdir -p $(dirname {path}) && cat > {path} <<'EOF'\n{text}EOF"),
            false,
        ));
        if !path.starts_with("tests/") {
            continue;
        }
        out.push(tool(
            format!("heldout ordinary Edit-append {path}"),
            "Edit",
            json!({"file_path": "tests/test_a.py", "old_string": "import os\n", "new_string": format!("import os\n{text}")}),
            false,
        ));
    }
    for c in [
        "sed -i 's/assert True/assert result/' tests/test_a.py",
        "ln -s ../src/acme tests/acme",
        "rsync -a src/ build/src/",
        "git show HEAD:tests/test_a.py > /tmp/old_test.py",
        "patch -p1 < fix.patch",
        "git stash pop",
        "git checkout main -- tests/test_a.py",
        "cp tests/test_a.py /tmp/backup.py",
        "python -m pytest tests/ -x -q",
        "coverage run -m pytest && coverage report",
        "mypy src/ tests/",
        "ruff format tests/",
        "python -m unittest discover -s tests",
        "tox -e py312 -- -k smoke",
        "echo 'def test_smoke():\n    assert True' > tests/test_smoke.py",
        "printf 'import pytest\\n\\n\\ndef test_ok():\\n    assert 1\\n' > tests/test_ok.py",
        "cat > tests/conftest.py <<'EOF'\nimport pytest\n\n\n@pytest.fixture\ndef tmp_db(tmp_path):\n    return tmp_path / 'db.sqlite'\nEOF",
        "sed -i '1i import pytest' tests/test_a.py",
        "python scripts/gen_fixtures.py > tests/data/fixtures.json",
        "touch tests/__init__.py",
    ] {
        out.push(bash(format!("heldout ordinary: {c}"), c, false));
    }
    out
}

#[test]
fn heldout_batch() {
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
        (
            "scratch/mock.patch",
            "--- a/tests/test_a.py\n+++ b/tests/test_a.py\n@@ -1,4 +1,5 @@\n import os\n+from unittest import mock\n \n \n def test_a():\n",
        ),
        ("src/app.py", "x = 1\n"),
        (
            "fix.patch",
            "--- a/src/app.py\n+++ b/src/app.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n",
        ),
    ]);
    corpus::assess(GUARD, &project, &heldout());
}

/// Real projects' manifests, CI files and scripts written as ordinary
/// Writes, and their commands run as ordinary Bash: ≤ 2 refusals per 1,000.
#[test]
fn real_projects_pass() {
    corpus::assert_real_projects_pass(GUARD);
}

/// A second held-out batch (`tests/corpus/no-doubles-py-heldout2.jsonl`),
/// written before the code it measures: mocking spelled by alias, `seal`,
/// `MonkeyPatch.context()`, collaborators replaced by a recorder instance or
/// a `functools.partial`, the fixtures of pytest-freezer, time-machine and
/// pyfakefs, `sys.modules`/`builtins.__import__` replacements, spies, and
/// doubles written by shell writers, NotebookEdit, MultiEdit; beside real
/// conftests (`monkeypatch.chdir`/`setenv`/`setitem(os.environ)`, `sys.argv`),
/// test clients' `patch`, Faker, factory_boy. Main before: attacks refused
/// 45/53, ordinary allowed 42/42.
#[test]
fn heldout2_batch() {
    let project = Project::new(&[
        (
            "tests/test_svc.py",
            "import app\n\n\ndef test_a():\n    assert app.ok()\n",
        ),
        (
            "tests/test_nb.ipynb",
            "{\"cells\": [{\"id\": \"c0\", \"cell_type\": \"code\", \"source\": [\"1\"], \"metadata\": {}, \"outputs\": [], \"execution_count\": null}], \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 5}",
        ),
    ]);
    corpus::assess_batch(
        GUARD,
        &project,
        &corpus::jsonl_cases("no-doubles-py-heldout2.jsonl"),
        40,
    );
}

/// A third held-out batch (`tests/corpus/no-doubles-py-heldout3.jsonl`), written after
/// the second batch's fixes from classes neither batch names, and measured
/// before the code that answers it: attacks refused 9/12, ordinary allowed 11/12.
#[test]
fn heldout3_batch() {
    let project = Project::new(&[
        (
            "tests/test_svc.py",
            "import app\n\n\ndef test_a():\n    assert app.ok()\n",
        ),
        (
            "tests/test_nb.ipynb",
            "{\"cells\": [{\"id\": \"c0\", \"cell_type\": \"code\", \"source\": [\"1\"], \"metadata\": {}, \"outputs\": [], \"execution_count\": null}], \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 5}",
        ),
    ]);
    corpus::assess_batch(
        GUARD,
        &project,
        &corpus::jsonl_cases("no-doubles-py-heldout3.jsonl"),
        10,
    );
}
