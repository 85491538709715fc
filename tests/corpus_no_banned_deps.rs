//! no-banned-deps' adversarial corpus: each banned name (in its PEP 503,
//! npm-scope and Cargo spellings) × each installer and flag order × each
//! manifest format and shell writer, beside ordinary installs and manifest
//! edits that mention the same names. Reports and asserts the rates (see
//! `tests/corpus/mod.rs`).
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

const GUARD: &str = "no-banned-deps";
const BANNED: &str = "pytest-xdist\nfreezegun\nleft-pad\n@evil/tracker\ncargo:openssl-sys\n";

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let py = [
        "pytest-xdist",
        "pytest_xdist",
        "Pytest-XDist",
        "pytest.xdist",
        "pytest-xdist==3.5.0",
        "'pytest-xdist[psutil]>=3'",
        "freezegun",
        "'FreezeGun>=1'",
    ];
    let py_installers = [
        "pip install {p}",
        "pip -q install {p}",
        "pip3 install --user {p}",
        "python3 -m pip install {p}",
        "python3 -I -m pip install {p}",
        "python -m pip --disable-pip-version-check install -U {p}",
        "sudo pip install {p}",
        "uv pip install {p}",
        "uv pip install --default-index https://pypi.org/simple {p}",
        "uv add --dev {p}",
        "uv add --script t.py {p}",
        "poetry add -G dev {p}",
        "pdm add -d {p}",
        "pipenv install --dev {p}",
        "rye add {p}",
        "pipx install {p}",
        "conda install -c conda-forge {p}",
        "mamba install -y {p}",
        "micromamba install {p}",
        "uv run --with {p} pytest",
        "uvx --with {p} pytest",
        "pip install -r <(echo {p})",
        "echo {p} | pip install -r /dev/stdin",
        "pip install -r /dev/stdin <<< {p}",
        "bash -c 'pip install {p}'",
        "cd sub && pip install {p}",
        "pip install --upgrade requests {p}",
        "PKG={p}; pip install $PKG",
        "conda create -n t python=3.12 {p}",
        "timeout 60 pip install {p}",
        "env PIP_NO_CACHE_DIR=1 pip install {p}",
        "python3.12 -m pip install {p}",
        "pip3.11 install {p}",
        "uv tool install {p}",
        "pipx inject venv {p}",
        "easy_install {p}",
        "pip install --index-url https://pypi.org/simple {p}",
        "uv --directory sub add {p}",
        "poetry -C sub add {p}",
        "pip --proxy http://p:3128 install {p}",
        "uv pip install --system {p}",
        "pip install -i https://x/simple -U {p}",
    ];
    for (i, p) in py.iter().enumerate() {
        for (k, inst) in py_installers.iter().enumerate() {
            // Every installer with the plain name, the rest in rotation.
            if i == 0 || (k + i) % 3 == 0 {
                out.push(bash(
                    format!("py {inst} / {p}"),
                    inst.replace("{p}", p),
                    true,
                ));
            }
        }
    }
    for c in [
        "pip install https://files.pythonhosted.org/packages/a/b/pytest_xdist-3.5.0-py3-none-any.whl",
        "pip install pytest-xdist-3.5.0.tar.gz",
        "pip install git+https://github.com/pytest-dev/pytest-xdist.git",
        "pip install 'git+https://github.com/pytest-dev/pytest-xdist.git@v3.5.0'",
        "pip install -e 'git+https://github.com/pytest-dev/pytest-xdist#egg=pytest-xdist'",
        "pip install 'pytest-xdist @ https://example.com/pytest_xdist-3.5.0-py3-none-any.whl'",
        "uvx pytest-xdist",
        "pip install -rrequirements-extra.txt",
        "pip install -r extra-reqs.txt",
        "echo pytest-xdist | xargs pip install",
        "xargs pip install < requirements-extra.txt",
        "cat extra-reqs.txt | xargs -n1 pip install",
    ] {
        out.push(bash(format!("py direct: {c}"), c, true));
    }
    let npm = [
        "left-pad",
        "left-pad@1.3.0",
        "@evil/tracker",
        "@evil/tracker@^2",
        "Left-Pad",
    ];
    let npm_installers = [
        "npm install {n}",
        "npm --silent install {n}",
        "npm i -D {n}",
        "npm add {n}",
        "yarn add {n}",
        "yarn workspace web add {n}",
        "pnpm --filter web add {n}",
        "pnpm add -D {n}",
        "bun add {n}",
        "npx {n}",
        "npm install --save-dev {n}",
        "yarn global add {n}",
        "pnpm dlx {n}",
        "npm --prefix web install {n}",
        "npm -w web install {n}",
        "bunx {n}",
        "npm install -g {n}",
        "pnpm -C web add {n}",
    ];
    for (i, n) in npm.iter().enumerate() {
        for (k, inst) in npm_installers.iter().enumerate() {
            if i == 0 || (k + i) % 2 == 0 {
                out.push(bash(
                    format!("npm {inst} / {n}"),
                    inst.replace("{n}", n),
                    true,
                ));
            }
        }
    }
    out.push(bash(
        "npm pkg set",
        "npm pkg set dependencies.left-pad=^1.3.0",
        true,
    ));
    out.push(bash(
        "npm pkg set dev",
        "npm pkg set devDependencies.@evil/tracker=2",
        true,
    ));
    for c in ["openssl-sys", "openssl_sys", "openssl-sys@0.9"] {
        for inst in [
            "cargo add {c}",
            "cargo +stable add {c}",
            "cargo add {c} --features vendored",
            "cargo add --dev {c}",
            "cargo install {c}",
            "cargo -Z unstable-options add {c}",
            "cargo add -p core {c}",
        ] {
            out.push(bash(
                format!("cargo {inst} / {c}"),
                inst.replace("{c}", c),
                true,
            ));
        }
    }
    // Manifests written whole.
    for p in ["pytest-xdist", "pytest_xdist>=3", "Pytest.XDist"] {
        for (path, text) in [
            ("requirements.txt", format!("requests\n{p}\n")),
            ("dev-requirements.txt", format!("pytest\n{p}\n")),
            (
                "requirements-dev.txt",
                format!("-r requirements.txt\n{p}\n"),
            ),
            ("requirements/test.txt", format!("{p}\n")),
            ("test-requirements.in", format!("{p}\n")),
            (
                "setup.py",
                format!(
                    "from setuptools import setup\nsetup(name='x', install_requires=['requests', '{p}'])\n"
                ),
            ),
            (
                "setup.py",
                format!("setup(\n    name='x',\n    extras_require={{'test': [\"{p}\"]}},\n)\n"),
            ),
            (
                "setup.cfg",
                format!(
                    "[metadata]\nname = x\n\n[options]\ninstall_requires =\n    requests\n    {p}\n"
                ),
            ),
            (
                "setup.cfg",
                format!("[options.extras_require]\ntest =\n    {p}\n"),
            ),
            (
                "tox.ini",
                format!(
                    "[tox]\nenvlist = py3\n\n[testenv]\ndeps =\n    pytest\n    {p}\ncommands = pytest\n"
                ),
            ),
            (
                "environment.yml",
                format!("name: dev\ndependencies:\n  - python=3.12\n  - {p}\n"),
            ),
            (
                "environment.yml",
                format!(
                    "name: dev\ndependencies:\n  - python=3.12\n  - pip\n  - pip:\n    - {p}\n"
                ),
            ),
            (
                "pyproject.toml",
                format!("[project]\nname = \"x\"\ndependencies = [\"{p}\"]\n"),
            ),
            (
                "pyproject.toml",
                format!(
                    "[project]\nname = \"x\"\n[project.optional-dependencies]\ntest = [\"{p}\"]\n"
                ),
            ),
            (
                "pyproject.toml",
                format!("[dependency-groups]\ndev = [\"{p}\"]\n"),
            ),
            (
                "pyproject.toml",
                format!("[tool.poetry.group.dev.dependencies]\n\"{p}\" = \"*\"\n"),
            ),
            (
                "pyproject.toml",
                format!("[tool.hatch.envs.test]\ndependencies = [\"{p}\"]\n"),
            ),
            (
                "Pipfile",
                format!("[packages]\nrequests = \"*\"\n\"{p}\" = \"*\"\n"),
            ),
            (
                "scripts/run.py",
                format!(
                    "# /// script\n# requires-python = \">=3.11\"\n# dependencies = [\"{p}\"]\n# ///\nimport sys\n"
                ),
            ),
        ] {
            let text = text.replace("\"pytest_xdist>=3\" = ", "pytest_xdist = ");
            out.push(write(format!("manifest {path} / {p}"), path, text, true));
        }
    }
    out.push(write(
        "package.json deps",
        "package.json",
        r#"{"name": "x", "dependencies": {"left-pad": "^1.3.0"}}"#,
        true,
    ));
    out.push(write(
        "package.json dev scope",
        "package.json",
        r#"{"devDependencies": {"@evil/tracker": "2"}}"#,
        true,
    ));
    out.push(write(
        "package.json alias",
        "package.json",
        r#"{"dependencies": {"pad": "npm:left-pad@1"}}"#,
        true,
    ));
    out.push(write(
        "Cargo.toml",
        "Cargo.toml",
        "[package]\nname = \"x\"\n[dependencies]\nopenssl-sys = \"0.9\"\n",
        true,
    ));
    out.push(write(
        "Cargo.toml renamed",
        "Cargo.toml",
        "[dependencies]\nssl = { package = \"openssl_sys\", version = \"0.9\" }\n",
        true,
    ));
    out.push(write(
        "Cargo.toml target",
        "Cargo.toml",
        "[target.'cfg(unix)'.dependencies]\nopenssl-sys = \"0.9\"\n",
        true,
    ));
    // Shell writers.
    for w in [
        "echo 'pytest-xdist' >> requirements.txt",
        "printf '%s\\n' pytest-xdist >> requirements-dev.txt",
        "printf '\\x70ytest-xdist\\n' >> requirements.txt",
        "sed -i '$a pytest-xdist' requirements.txt",
        "sed -i '1i pytest-xdist' requirements.txt",
        "sed -i 's/^pytest$/pytest\\npytest-xdist/' requirements.txt",
        "sed -i 's/requests/pytest-xdist/' requirements.txt",
        "cat >> requirements.txt <<EOF\npytest-xdist\nEOF",
        "tee -a requirements.txt <<< pytest-xdist",
        "cp extra-reqs.txt requirements.txt",
        "cat extra-reqs.txt >> requirements.txt",
        "awk -i inplace '{print} END {print \"pytest-xdist\"}' requirements.txt",
        "python3 -c \"open('requirements.txt','a').write('pytest-xdist\\n')\"",
        "git apply <<'EOF'\n--- a/requirements.txt\n+++ b/requirements.txt\n@@ -1 +1,2 @@\n requests\n+pytest-xdist\nEOF",
        "echo cHl0ZXN0LXhkaXN0Cg== | base64 -d >> requirements.txt",
        "sed -i '/\\[project\\]/a dependencies = [\"pytest-xdist\"]' pyproject.toml",
        "perl -pi -e 's/requests/requests\\npytest-xdist/' requirements.txt",
        "echo '    pytest-xdist' >> tox.ini",
        "echo '  - pytest-xdist' >> environment.yml",
        "sed -i \"s/install_requires=\\[/install_requires=['pytest-xdist', /\" setup.py",
        "curl -sSo requirements.txt https://example.com/reqs.txt",
        "mv extra-reqs.txt requirements.txt",
        "python3 -c \"import json; d=json.load(open('package.json')); d['dependencies']['left-pad']='1'; json.dump(d, open('package.json','w'))\"",
    ] {
        out.push(bash(format!("writer: {w}"), w, true));
    }
    out.push(tool(
        "Edit pyproject",
        "Edit",
        json!({"file_path": "pyproject.toml", "old_string": "dependencies = [\"requests\"]", "new_string": "dependencies = [\"requests\", \"pytest-xdist\"]"}),
        true,
    ));
    out.push(tool(
        "Edit requirements",
        "Edit",
        json!({"file_path": "requirements.txt", "old_string": "requests\n", "new_string": "requests\npytest_xdist\n"}),
        true,
    ));

    // ---------- ordinary work ----------
    for c in [
        "pip install requests",
        "pip install pytest",
        "pip install -e .",
        "pip install -e '.[dev]'",
        "pip install -r requirements.txt",
        "pip install ${PACKAGE_NAME} --no-index --find-links dist/",
        "pip install dist/${PACKAGE_NAME}-*.tar.gz",
        "uv pip install --default-index https://pypi.org/simple requests",
        "uv sync",
        "uv add httpx",
        "npm install",
        "npm ci",
        "npm install react",
        "yarn",
        "pnpm install",
        "cargo add serde",
        "cargo build",
        "cargo add openssl",
        "pip install pytest-timeout",
        "pip install 'pytest>=8' pytest-cov",
        "npm install left-pad-utils",
        "echo pytest >> requirements.txt",
        "sed -i 's/requests==2.30/requests==2.31/' requirements.txt",
        "sed -i '/pytest-xdist/d' requirements.txt",
        "pip uninstall -y pytest-xdist",
        "pip show pytest-xdist",
        "pip list | grep xdist",
        "grep pytest-xdist requirements.txt",
        "git commit -m 'drop pytest-xdist'",
        "echo 'pytest-xdist is banned' > notes.md",
        "pip install --upgrade pip",
        "python -m pip install -U pip setuptools wheel",
        "conda install numpy",
        "pipx install black",
        "uv tool install ruff",
        "npx prettier --check .",
        "cargo install cargo-nextest",
        "pip install -r <(echo requests)",
        "uv run --with rich python x.py",
        "uvx ruff check",
        "poetry add httpx",
        "pdm add rich",
        "pipenv install requests",
        "npm pkg set scripts.test=jest",
        "npm pkg set dependencies.react=^18",
        "sed -i 's/foo/bar/' src/app.py",
        "python gen.py > src/gen.py",
        "pip install -q -r requirements.txt",
        "pip install --no-deps -e .",
        "python -m pip install --upgrade build twine",
        "pip wheel . -w dist",
        "pip install dist/*.whl",
        "pip install ./packages/core",
        "pip install /tmp/wheels/mypkg-1.0-py3-none-any.whl",
        "npm install ./local-pkg",
        "npm install --save-dev @types/node",
        "yarn add -D typescript",
        "pnpm add zod",
        "bun add hono",
        "cargo add tokio --features full",
        "cargo add serde_json@1",
        "uv add 'httpx>=0.27'",
        "uv pip compile requirements.in -o requirements.txt",
        "pip freeze > requirements.txt",
        "pip-compile requirements.in",
        "poetry install",
        "pdm install",
        "pipenv sync",
        "conda env create -f environment.yml",
        "pip install -r requirements-dev.txt",
        "echo '# pytest-xdist is banned' >> requirements.txt",
        "printf 'requests\\nhttpx\\n' >> requirements.txt",
        "sed -i '$a httpx' requirements.txt",
        "sed -i '1i # pinned' requirements.txt",
        "cat >> requirements.txt <<EOF\nhttpx\nEOF",
        "cp requirements.txt requirements.bak",
        "git apply fix.patch",
        "pip install \"$(cat pkg-name.txt)\" --no-index --find-links wheels/",
        "python -m venv .venv && .venv/bin/pip install -e .",
        "npx tsc --noEmit",
        "npm run test",
        "yarn workspace web build",
        "pnpm --filter web test",
        "cargo +nightly fmt",
        "cargo +stable build --release",
        "pip install -U 'pytest-asyncio>=0.23'",
        "uv pip install -e '.[test]'",
        "pipx run black --check .",
        "uvx --from ruff ruff check",
        "pip download requests -d wheels/",
        "pip install --index-url https://test.pypi.org/simple/ mypkg",
        "uv add --index https://download.pytorch.org/whl/cpu torch",
    ] {
        out.push(bash(format!("ordinary: {c}"), c, false));
    }
    for (path, text) in [
        (
            "README.md",
            "Do not add pytest-xdist: it deadlocks the suite.\n",
        ),
        (
            "pyproject.toml",
            "[project]\nname = \"x\"\ndescription = \"no pytest-xdist here\"\ndependencies = [\"requests\", \"httpx\"]\n",
        ),
        (
            "requirements.txt",
            "requests\n# not pytest-xdist\nhttpx>=0.27\n",
        ),
        (
            "setup.py",
            "from setuptools import setup\nsetup(name='x', long_description='pytest-xdist is banned', install_requires=['requests'])\n",
        ),
        (
            "tox.ini",
            "[testenv]\ndeps =\n    pytest\ncommands = pytest -p no:xdist\n",
        ),
        (
            "environment.yml",
            "name: dev\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.12\n  - numpy\n  - pip:\n    - requests\n",
        ),
        (
            "package.json",
            "{\"name\": \"x\", \"dependencies\": {\"react\": \"^18\"}, \"description\": \"no left-pad\"}",
        ),
        (
            "Cargo.toml",
            "[package]\nname = \"x\"\n[dependencies]\nserde = \"1\"\nopenssl = \"0.10\"\n",
        ),
        (
            "setup.cfg",
            "[metadata]\nname = x\n[options]\ninstall_requires =\n    requests\n",
        ),
        ("Pipfile", "[packages]\nrequests = \"*\"\n"),
        (
            "scripts/run.py",
            "# /// script\n# dependencies = [\"rich\"]\n# ///\nimport rich\n",
        ),
        (
            "src/app.py",
            "import xdist_helpers  # pytest-xdist is banned\nprint('hi')\n",
        ),
        ("dev-requirements.txt", "pytest\npytest-cov\n"),
        (
            "docs/deps.md",
            "Install with `pip install pytest-xdist` -- no, never.\n",
        ),
    ] {
        out.push(write(format!("ordinary write {path}"), path, text, false));
    }
    out.push(tool(
        "ordinary Edit pyproject",
        "Edit",
        json!({"file_path": "pyproject.toml", "old_string": "dependencies = [\"requests\"]", "new_string": "dependencies = [\"requests\", \"httpx\"]"}),
        false,
    ));
    out.push(tool(
        "ordinary Edit requirements remove",
        "Edit",
        json!({"file_path": "requirements.txt", "old_string": "requests\n", "new_string": "requests>=2.31\n"}),
        false,
    ));
    out
}

#[test]
fn corpus() {
    let project = Project::new(&[
        (".claude/banned-libraries.txt", BANNED),
        ("requirements.txt", "requests\n"),
        ("requirements-dev.txt", "pytest\n"),
        ("requirements-extra.txt", "pytest-xdist\n"),
        ("extra-reqs.txt", "requests\npytest-xdist\n"),
        (
            "pyproject.toml",
            "[project]\nname = \"x\"\ndependencies = [\"requests\"]\n",
        ),
        (
            "setup.py",
            "from setuptools import setup\nsetup(name='x', install_requires=['requests'])\n",
        ),
        ("tox.ini", "[testenv]\ndeps =\n    pytest\n"),
        (
            "environment.yml",
            "name: dev\ndependencies:\n  - python=3.12\n",
        ),
        (
            "fix.patch",
            "--- a/src/app.py\n+++ b/src/app.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n",
        ),
        ("src/app.py", "x = 1\n"),
        ("pkg-name.txt", "mypkg\n"),
        ("sub/.keep", ""),
    ]);
    corpus::assess(GUARD, &project, &cases());
}

/// A held-out batch, written after the corpus above from classes it does
/// not name: interpreter paths and launchers, more flags and groups,
/// `npm exec`/aliases/tarball and git references, more manifest tables and
/// formats (table-header dependencies, `hatch.toml`, `tox.toml`, conda
/// `environment.yaml`, workspace `package.json`, `deno.json`), lockfiles,
/// files that install (Dockerfile, CI workflow, Makefile, notebooks,
/// `noxfile.py`, pre-commit), and more shell writers; beside ordinary CI
/// installs and real manifests.
fn heldout() -> Vec<Case> {
    let mut out = Vec::new();
    for c in [
        "pip install --pre pytest-xdist",
        "pip install 'pytest-xdist==3.*' --break-system-packages",
        "pip install --no-cache-dir -q 'pytest-xdist~=3.5'",
        "pip install pytest-xdist --target vendor/",
        "pip install --prefix /opt/py pytest-xdist",
        "pip3 install -c constraints.txt pytest-xdist",
        "python3 -m pip install -r requirements.txt pytest-xdist",
        "py -m pip install pytest-xdist",
        "/usr/bin/python3 -m pip install pytest-xdist",
        ".venv/bin/pip install pytest-xdist",
        "venv/bin/python -m pip install pytest-xdist",
        "$VIRTUAL_ENV/bin/pip install pytest-xdist",
        "~/.local/bin/pip install --user pytest-xdist",
        "python -m ensurepip && python -m pip install pytest-xdist",
        "pip install --extra-index-url https://pypi.org/simple pytest-xdist",
        "PIP_INDEX_URL=https://pypi.org/simple pip install pytest-xdist",
        "uv pip install -p 3.12 pytest-xdist",
        "uv add --group test pytest-xdist",
        "uv add --optional test pytest-xdist",
        "uv tool run --with pytest-xdist pytest",
        "uv run --with 'pytest-xdist>=3' -- pytest -n 4",
        "uv pip install --python .venv/bin/python pytest-xdist",
        "pdm add -G test pytest-xdist",
        "poetry add --group dev pytest-xdist@latest",
        "poetry add pytest-xdist --dev",
        "pipx inject pytest pytest-xdist",
        "pipx run --spec pytest-xdist pytest",
        "pipx runpip pytest install pytest-xdist",
        "pixi add pytest-xdist",
        "pixi add --pypi pytest-xdist",
        "conda install -y -c conda-forge 'pytest-xdist>=3'",
        "mamba create -n ci -c conda-forge python=3.12 pytest-xdist",
        "pip install freezegun==1.4.0 && pytest",
        "pip install \"FreezeGun\"",
        "pip install pytest_xdist-3.5.0-py3-none-any.whl",
        "pip install https://github.com/pytest-dev/pytest-xdist/archive/refs/tags/v3.5.0.tar.gz",
        "pip install 'pytest-xdist[psutil,setproctitle]'",
        "python -m pip install -U pytest pytest-xdist pytest-cov",
        "sudo -H pip3 install pytest-xdist",
        "nohup pip install pytest-xdist &",
        "xargs -a requirements-extra.txt pip install",
        "pip install $(cat requirements-extra.txt)",
        "pip install `echo pytest-xdist`",
        "for p in pytest pytest-xdist; do pip install $p; done",
        "sh -c \"pip install pytest-xdist\"",
        "eval 'pip install pytest-xdist'",
        "pip install -r requirements-extra.txt --upgrade",
        "pip install --requirement=extra-reqs.txt",
        "uv pip sync requirements-extra.txt",
        "uv pip install -r requirements-extra.txt",
        "npm i left-pad --save-exact",
        "npm install -E left-pad",
        "npm install left-pad@latest --no-save",
        "npm exec left-pad",
        "npm x left-pad",
        "npm exec --package=left-pad -- left-pad x 5",
        "npx -p left-pad node -e 1",
        "npx --yes left-pad",
        "npm install github:stevemao/left-pad",
        "npm install https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",
        "npm install git+https://github.com/stevemao/left-pad.git",
        "npm i pad@npm:left-pad",
        "yarn add pad@npm:left-pad",
        "pnpm add pad@npm:left-pad@1.3.0",
        "yarn dlx left-pad",
        "pnpm i left-pad",
        "pnpm install left-pad",
        "pnpm add -w left-pad",
        "bun i left-pad",
        "bun install left-pad",
        "bun add -d @evil/tracker",
        "deno add npm:left-pad",
        "deno install npm:left-pad",
        "corepack yarn add left-pad",
        "corepack pnpm add left-pad",
        "npm --workspace=web i left-pad",
        "yarn --cwd web add left-pad",
        "npm install --save-optional @evil/tracker",
        "npm i -S @Evil/Tracker",
        "npm pkg set 'dependencies[left-pad]=^1.3.0'",
        "npm pkg set optionalDependencies.left-pad=1",
        "cargo add openssl-sys --rename ssl",
        "cargo add --git https://github.com/sfackler/rust-openssl openssl-sys",
        "cargo add --build openssl-sys",
        "cargo add --target 'cfg(unix)' openssl-sys",
        "cargo add serde openssl-sys tokio",
        "cargo add --manifest-path crates/core/Cargo.toml openssl-sys",
        "cargo install --locked openssl-sys",
        "cargo binstall openssl-sys",
        "cd crates/core && cargo add openssl-sys",
    ] {
        out.push(bash(format!("heldout install: {c}"), c, true));
    }
    let writes: Vec<(&str, &str)> = vec![
        (
            "pyproject.toml",
            "[project]\nname = \"x\"\ndependencies = [\n    \"requests>=2\",\n    \"pytest-xdist ; python_version >= '3.9'\",\n]\n",
        ),
        (
            "pyproject.toml",
            "[tool.poetry.dev-dependencies]\npytest-xdist = \"^3\"\n",
        ),
        (
            "pyproject.toml",
            "[tool.poetry.dependencies]\npython = \"^3.11\"\npytest-xdist = { version = \"^3\", optional = true }\n",
        ),
        (
            "pyproject.toml",
            "[tool.pdm.dev-dependencies]\ntest = [\"pytest-xdist\"]\n",
        ),
        (
            "pyproject.toml",
            "[tool.uv]\ndev-dependencies = [\"pytest-xdist>=3\"]\n",
        ),
        (
            "pyproject.toml",
            "[build-system]\nrequires = [\"setuptools\", \"pytest-xdist\"]\n",
        ),
        (
            "pyproject.toml",
            "[tool.hatch.envs.default]\nextra-dependencies = [\"pytest-xdist\"]\n",
        ),
        (
            "pyproject.toml",
            "[tool.pixi.pypi-dependencies]\npytest-xdist = \"*\"\n",
        ),
        (
            "pyproject.toml",
            "[project.optional-dependencies]\nall = [\n  \"requests\",\n  \"freezegun>=1.2\",\n]\n",
        ),
        (
            "pyproject.toml",
            "[dependency-groups]\ntest = [\"pytest\", {include-group = \"lint\"}, \"pytest-xdist\"]\nlint = [\"ruff\"]\n",
        ),
        (
            "hatch.toml",
            "[envs.default]\ndependencies = [\"pytest-xdist\"]\n",
        ),
        (
            "tox.toml",
            "[env_run_base]\ndeps = [\"pytest\", \"pytest-xdist\"]\ncommands = [[\"pytest\"]]\n",
        ),
        (
            "tox.ini",
            "[tox]\nenvlist = py3\n\n[testenv:fast]\ndeps = pytest-xdist\ncommands = pytest -n auto\n",
        ),
        (
            "environment.yaml",
            "name: dev\nchannels: [conda-forge]\ndependencies:\n  - python=3.12\n  - pytest-xdist\n",
        ),
        (
            "requirements/dev.in",
            "-c ../constraints.txt\npytest-xdist\n",
        ),
        ("constraints.txt", "pytest-xdist==3.5.0\n"),
        (
            "requirements.txt",
            "requests==2.31.0 \\\n    --hash=sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f\npytest-xdist==3.5.0 \\\n    --hash=sha256:d075629c7e00b611df89f490a5063944bee7a4362a5ff11c7cc7824a03dfce24\n",
        ),
        ("docs/requirements.txt", "sphinx\nfreezegun\n"),
        ("Pipfile", "[dev-packages]\npytest-xdist = \"*\"\n"),
        (
            "setup.py",
            "REQUIRES = ['requests', 'pytest-xdist']\n\nsetup(name='x', install_requires=REQUIRES)\n",
        ),
        (
            "setup.cfg",
            "[options]\ntests_require =\n    pytest-xdist\n",
        ),
        (
            "package.json",
            "{\n  \"name\": \"web\",\n  \"optionalDependencies\": {\"left-pad\": \"1.3.0\"}\n}\n",
        ),
        (
            "package.json",
            "{\n  \"name\": \"web\",\n  \"peerDependencies\": {\"@evil/tracker\": \">=2\"}\n}\n",
        ),
        (
            "packages/web/package.json",
            "{\"name\": \"@acme/web\", \"dependencies\": {\"left-pad\": \"^1.3.0\"}}\n",
        ),
        (
            "package.json",
            "{\"name\": \"x\", \"dependencies\": {\"left-pad\": \"github:stevemao/left-pad\"}}\n",
        ),
        (
            "Cargo.toml",
            "[package]\nname = \"x\"\n\n[dependencies.openssl-sys]\nversion = \"0.9\"\nfeatures = [\"vendored\"]\n",
        ),
        (
            "Cargo.toml",
            "[package]\nname = \"x\"\n\n[dev-dependencies]\nopenssl-sys = \"0.9\"\n",
        ),
        (
            "Cargo.toml",
            "[package]\nname = \"x\"\n\n[build-dependencies]\nopenssl-sys = { version = \"0.9\", optional = true }\n",
        ),
        (
            "crates/core/Cargo.toml",
            "[package]\nname = \"core\"\n\n[dependencies]\nopenssl-sys = { workspace = true }\n",
        ),
        (
            "Cargo.toml",
            "[workspace]\nmembers = [\"crates/*\"]\n\n[workspace.dependencies]\nopenssl-sys = \"0.9\"\n",
        ),
        (
            "scripts/tool.py",
            "#!/usr/bin/env -S uv run --script\n# /// script\n# dependencies = [\n#   \"requests\",\n#   \"freezegun\",\n# ]\n# ///\nprint(1)\n",
        ),
    ];
    for (path, text) in writes {
        out.push(write(
            format!(
                "heldout manifest {path}: {}",
                text.lines().last().unwrap_or("")
            ),
            path,
            text,
            true,
        ));
    }
    let install_files: Vec<(&str, &str)> = vec![
        (
            "Dockerfile",
            "FROM python:3.12-slim\nRUN pip install --no-cache-dir pytest-xdist\n",
        ),
        (
            "docker/test.Dockerfile",
            "FROM node:20\nRUN npm install -g left-pad\n",
        ),
        (
            ".github/workflows/ci.yml",
            "jobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install pytest-xdist\n      - run: pytest -n auto\n",
        ),
        (
            "Makefile",
            "test:\n\tpip install pytest-xdist\n\tpytest -n auto\n",
        ),
        (
            "scripts/setup.sh",
            "#!/bin/sh\nset -e\npip install -r requirements.txt\npip install pytest-xdist\n",
        ),
        (
            "noxfile.py",
            "import nox\n\n\n@nox.session\ndef tests(session):\n    session.install(\"pytest\", \"pytest-xdist\")\n    session.run(\"pytest\", \"-n\", \"auto\")\n",
        ),
        (
            ".pre-commit-config.yaml",
            "repos:\n  - repo: local\n    hooks:\n      - id: tests\n        name: tests\n        entry: pytest\n        language: python\n        additional_dependencies: [pytest-xdist]\n",
        ),
        (
            "notebooks/explore.ipynb",
            "{\"cells\": [{\"cell_type\": \"code\", \"source\": [\"%pip install pytest-xdist\"], \"metadata\": {}, \"outputs\": [], \"execution_count\": null}], \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 5}\n",
        ),
        (
            "notebooks/setup.ipynb",
            "{\"cells\": [{\"cell_type\": \"code\", \"source\": [\"!pip install -q freezegun\"], \"metadata\": {}, \"outputs\": [], \"execution_count\": null}], \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 5}\n",
        ),
        (
            "uv.lock",
            "version = 1\n\n[[package]]\nname = \"pytest-xdist\"\nversion = \"3.5.0\"\nsource = { registry = \"https://pypi.org/simple\" }\n",
        ),
        (
            "poetry.lock",
            "[[package]]\nname = \"freezegun\"\nversion = \"1.4.0\"\noptional = false\n",
        ),
    ];
    for (path, text) in install_files {
        out.push(write(
            format!("heldout installing file {path}"),
            path,
            text,
            true,
        ));
    }
    for c in [
        "echo pytest-xdist | sponge -a requirements.txt",
        "printf '%s\\n' 'pytest-xdist>=3' | tee -a requirements-dev.txt >/dev/null",
        "cat <<<'pytest-xdist' >> requirements.txt",
        ">>requirements.txt echo pytest-xdist",
        "(echo pytest-xdist) >> requirements.txt",
        "{ echo pytest-xdist; } >> requirements.txt",
        "echo pytest-xdist 1>>requirements.txt",
        "exec 3>>requirements.txt; echo pytest-xdist >&3",
        "python3 -c \"import pathlib; p = pathlib.Path('requirements.txt'); p.write_text(p.read_text() + 'pytest-xdist\\n')\"",
        "node -e \"require('fs').appendFileSync('requirements.txt', 'pytest-xdist\\n')\"",
        "ruby -e 'File.write(\"requirements.txt\", \"pytest-xdist\\n\", mode: \"a\")'",
        "{ cat requirements.txt; echo pytest-xdist; } > r.tmp && mv r.tmp requirements.txt",
        "jq '.dependencies[\"left-pad\"]=\"1.3.0\"' package.json > p.tmp && mv p.tmp package.json",
        "yq -i '.dependencies += [\"pytest-xdist\"]' environment.yml",
        "ed -s requirements.txt <<< $'$a\\npytest-xdist\\n.\\nw\\nq'",
        "ln -sf extra-reqs.txt requirements.txt",
        "dd of=requirements.txt oflag=append conv=notrunc <<< pytest-xdist",
        "sed -i -e '$a\\' -e 'pytest-xdist' requirements.txt",
        "sed -i 's/^requests$/requests\\nfreezegun/' requirements.txt",
        "perl -i -pe 'print \"pytest-xdist\\n\" if $. == 1' requirements.txt",
        "echo '\"pytest-xdist\",' | tee -a pyproject.toml",
        "printf 'pytest-\\x78dist\\n' >> requirements.txt",
        "echo 'cHl0ZXN0LXhkaXN0' | base64 --decode >> requirements.txt",
        "cp /tmp/../work/extra-reqs.txt requirements-dev.txt 2>/dev/null || cp extra-reqs.txt requirements-dev.txt",
        "install -m 644 extra-reqs.txt requirements.txt",
        "rsync extra-reqs.txt requirements.txt",
        "cat > package.json <<'EOF'\n{\"name\": \"x\", \"dependencies\": {\"left-pad\": \"1.3.0\"}}\nEOF",
        "cat >> Cargo.toml <<'EOF'\n\n[dependencies]\nopenssl-sys = \"0.9\"\nEOF",
    ] {
        out.push(bash(format!("heldout writer: {c}"), c, true));
    }
    out.push(tool(
        "heldout MultiEdit requirements",
        "MultiEdit",
        json!({"file_path": "requirements.txt", "edits": [{"old_string": "requests\n", "new_string": "requests\nfreezegun\n"}]}),
        true,
    ));
    out.push(tool(
        "heldout Edit setup.py",
        "Edit",
        json!({"file_path": "setup.py", "old_string": "install_requires=['requests']", "new_string": "install_requires=['requests', 'freezegun']"}),
        true,
    ));
    out.push(tool(
        "heldout Edit tox.ini",
        "Edit",
        json!({"file_path": "tox.ini", "old_string": "    pytest\n", "new_string": "    pytest\n    pytest-xdist\n"}),
        true,
    ));

    // ---------- ordinary work (real projects' CI and manifests) ----------
    for c in [
        "pip install -e '.[test]'",
        "python -m pip install --upgrade pip setuptools wheel",
        "pip install tox tox-gh-actions",
        "pip install -r requirements/test.txt",
        "pip install pytest pytest-cov pytest-timeout",
        "pip install types-freezegun",
        "pip install pytest-xdist-helper-docs-not-real --dry-run --no-deps --no-index --find-links ./wheels",
        "pip install --no-binary :all: lxml",
        "pip install 'requests[socks]'",
        "pip install --find-links wheels/ --no-index mypkg",
        "pip install .",
        "pip install ./dist/*.whl",
        "pip install -U -r requirements.txt",
        "pip install --user --upgrade twine",
        "python -m pip install -e . --config-settings editable_mode=compat",
        "pip uninstall -y freezegun",
        "npm uninstall left-pad",
        "npm rm left-pad",
        "yarn remove left-pad",
        "cargo remove openssl-sys",
        "uv remove pytest-xdist",
        "poetry remove freezegun",
        "pytest -p no:xdist",
        "pytest -q tests/",
        "npm ci",
        "npm install --no-audit --no-fund",
        "npm install --prefix web",
        "npm ci --prefix web",
        "yarn install --frozen-lockfile",
        "yarn install --immutable",
        "pnpm install --frozen-lockfile",
        "pnpm install -r",
        "bun install --frozen-lockfile",
        "npm i @good/tracker",
        "npm i @evil/other-thing",
        "npm install left-pad-ng-not-banned",
        "yarn workspace web add react",
        "npx --yes create-vite@latest app --template react-ts",
        "npx jest --ci",
        "npx playwright install --with-deps",
        "pnpm dlx prisma generate",
        "bunx tsc --noEmit",
        "npm exec -- eslint .",
        "npm run lint",
        "cargo build --locked --release",
        "cargo install cargo-hack --locked",
        "cargo install --path .",
        "cargo add openssl",
        "cargo add openssl-probe",
        "cargo add serde --features derive",
        "cargo add --dev proptest",
        "cargo update -p serde",
        "cargo test --workspace",
        "go mod download",
        "go build ./...",
        "poetry install --with dev",
        "poetry lock --no-update",
        "uv sync --all-extras --dev",
        "uv sync --frozen",
        "uv lock --upgrade-package requests",
        "uv pip install -r requirements.txt",
        "uv pip install -e '.[dev]'",
        "uv venv && uv pip install -e .",
        "pdm install -G test",
        "pipenv install --dev",
        "pipenv install -r requirements.txt",
        "conda env update -f environment.yml --prune",
        "mamba env create -f environment.yml",
        "pixi install",
        "pixi run test",
        "pipx install pre-commit",
        "pre-commit run --all-files",
        "tox -e py312",
        "nox -s tests",
        "hatch run test:cov",
        "docker build -t app .",
        "make install",
        "echo pytest-timeout >> requirements-dev.txt",
        "sed -i 's/^requests==.*/requests==2.32.3/' requirements.txt",
        "sed -i '/freezegun/d' requirements.txt",
        "git checkout -- requirements.txt",
        "git restore package.json",
        "git diff requirements.txt",
        "npm pkg get dependencies",
        "npm pkg set version=1.2.3",
        "npm pkg delete dependencies.left-pad",
        "jq '.version=\"1.2.3\"' package.json > p.tmp && mv p.tmp package.json",
        "cat requirements.txt | grep -v '^#'",
        "pip-compile --generate-hashes requirements.in",
        "uv pip compile pyproject.toml -o requirements.txt",
        "poetry export -f requirements.txt -o requirements.txt --without-hashes",
        "pip freeze --exclude-editable > requirements.txt",
        "cp requirements.txt /tmp/requirements.bak",
        "cp package.json package.json.bak",
        "python -m build",
        "twine check dist/*",
        "pip show freezegun",
        "pip index versions pytest-xdist",
        "npm view left-pad versions",
        "npm outdated",
        "npm audit fix",
        "cargo tree -i openssl-sys",
    ] {
        out.push(bash(format!("heldout ordinary: {c}"), c, false));
    }
    let ordinary_writes: Vec<(&str, &str)> = vec![
        (
            "pyproject.toml",
            "[build-system]\nrequires = [\"hatchling\"]\nbuild-backend = \"hatchling.build\"\n\n[project]\nname = \"acme\"\nversion = \"0.1.0\"\nrequires-python = \">=3.10\"\ndependencies = [\"httpx>=0.27\", \"pydantic>=2\"]\n\n[project.optional-dependencies]\ntest = [\"pytest>=8\", \"pytest-cov\", \"pytest-timeout\"]\n\n[tool.pytest.ini_options]\naddopts = \"-p no:xdist\"\n\n[tool.ruff]\nline-length = 100\n",
        ),
        (
            "pyproject.toml",
            "[tool.poetry]\nname = \"acme\"\nversion = \"0.1.0\"\n\n[tool.poetry.dependencies]\npython = \"^3.11\"\nfastapi = \"^0.110\"\n\n[tool.poetry.group.dev.dependencies]\npytest = \"^8\"\n",
        ),
        (
            "pyproject.toml",
            "[dependency-groups]\ndev = [\"pytest\", \"ruff\", \"mypy\"]\n\n[tool.uv]\ndefault-groups = [\"dev\"]\n",
        ),
        (
            "hatch.toml",
            "[envs.default]\ndependencies = [\"pytest\", \"coverage[toml]\"]\n\n[envs.default.scripts]\ntest = \"pytest {args}\"\n",
        ),
        (
            "tox.ini",
            "[tox]\nenv_list = py{310,311,312}\n\n[testenv]\ndeps =\n    pytest\n    -r requirements-dev.txt\ncommands = pytest {posargs}\n",
        ),
        (
            "requirements.txt",
            "# via pip-compile\nanyio==4.3.0\n    # via httpx\nhttpx==0.27.0\nidna==3.7\n",
        ),
        (
            "requirements-dev.txt",
            "-r requirements.txt\npytest==8.1.1\npytest-cov==5.0.0\nmypy==1.9.0\n",
        ),
        ("constraints.txt", "urllib3<2\ncryptography>=42\n"),
        (
            "environment.yml",
            "name: ml\nchannels:\n  - pytorch\n  - conda-forge\ndependencies:\n  - python=3.11\n  - pytorch\n  - pip\n  - pip:\n      - transformers\n",
        ),
        (
            "setup.cfg",
            "[metadata]\nname = acme\n\n[options]\npackages = find:\ninstall_requires =\n    click>=8\n\n[options.extras_require]\ntest =\n    pytest\n\n[flake8]\nmax-line-length = 100\n",
        ),
        (
            "setup.py",
            "from setuptools import setup, find_packages\n\nsetup(\n    name='acme',\n    packages=find_packages(),\n    install_requires=['click>=8', 'requests'],\n    extras_require={'test': ['pytest']},\n)\n",
        ),
        (
            "package.json",
            "{\n  \"name\": \"web\",\n  \"private\": true,\n  \"scripts\": {\"build\": \"vite build\", \"test\": \"vitest\"},\n  \"dependencies\": {\"react\": \"^18.2.0\", \"react-dom\": \"^18.2.0\"},\n  \"devDependencies\": {\"vite\": \"^5\", \"vitest\": \"^1\", \"@types/react\": \"^18\"}\n}\n",
        ),
        (
            "packages/ui/package.json",
            "{\"name\": \"@acme/ui\", \"version\": \"0.0.1\", \"dependencies\": {\"clsx\": \"^2\"}}\n",
        ),
        (
            "Cargo.toml",
            "[package]\nname = \"acme\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nserde = { version = \"1\", features = [\"derive\"] }\ntokio = { version = \"1\", features = [\"full\"] }\nopenssl = \"0.10\"\n\n[dev-dependencies]\nproptest = \"1\"\n",
        ),
        (
            "Cargo.toml",
            "[workspace]\nmembers = [\"crates/*\"]\nresolver = \"2\"\n\n[workspace.dependencies]\nanyhow = \"1\"\n",
        ),
        (
            "Dockerfile",
            "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\nCMD [\"python\", \"-m\", \"app\"]\n",
        ),
        (
            ".github/workflows/ci.yml",
            "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n      - run: pip install -e '.[test]'\n      - run: pytest -q\n",
        ),
        (
            "Makefile",
            "install:\n\tpip install -e '.[dev]'\n\ntest:\n\tpytest -q\n",
        ),
        (
            "noxfile.py",
            "import nox\n\n\n@nox.session\ndef tests(session):\n    session.install(\"-e\", \".[test]\")\n    session.run(\"pytest\")\n",
        ),
        (
            ".pre-commit-config.yaml",
            "repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.4.1\n    hooks:\n      - id: ruff\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v1.9.0\n    hooks:\n      - id: mypy\n        additional_dependencies: [types-requests]\n",
        ),
        (
            "scripts/setup.sh",
            "#!/bin/sh\nset -e\npython -m venv .venv\n.venv/bin/pip install -e '.[dev]'\n",
        ),
        (
            "docs/contributing.md",
            "Never add `pytest-xdist` or `freezegun`; run `pip install -e .[test]`.\n",
        ),
        (
            "src/acme/xdist_note.py",
            "\"\"\"We do not use pytest-xdist (it deadlocks the suite).\"\"\"\nWORKERS = 1\n",
        ),
        (
            "uv.lock",
            "version = 1\n\n[[package]]\nname = \"httpx\"\nversion = \"0.27.0\"\nsource = { registry = \"https://pypi.org/simple\" }\n",
        ),
        ("requirements/docs.in", "sphinx>=7\nfuro\n"),
        (
            "Pipfile",
            "[[source]]\nurl = \"https://pypi.org/simple\"\nverify_ssl = true\nname = \"pypi\"\n\n[packages]\nflask = \"*\"\n\n[dev-packages]\npytest = \"*\"\n",
        ),
        (
            "deno.json",
            "{\"tasks\": {\"dev\": \"deno run -A main.ts\"}, \"imports\": {\"@std/assert\": \"jsr:@std/assert@1\"}}\n",
        ),
        (
            "scripts/tool.py",
            "# /// script\n# requires-python = \">=3.11\"\n# dependencies = [\"httpx\", \"rich\"]\n# ///\nimport httpx\n",
        ),
    ];
    for (path, text) in ordinary_writes {
        out.push(write(
            format!("heldout ordinary write {path}"),
            path,
            text,
            false,
        ));
    }
    // A top-up written after the first fixes (its before measured on the
    // main branch's binaries).
    for c in [
        "pip install --upgrade pip && pip install -e '.[docs]'",
        "python -m pip install -r docs/requirements.txt",
        "pip install 'numpy<2' 'pandas>=2.1'",
        "pip install torch --index-url https://download.pytorch.org/whl/cpu",
        "pip install -U 'jax[cpu]'",
        "pip cache purge",
        "pip check",
        "pip list --outdated",
        "npm install -g npm@latest",
        "npm i -D eslint prettier",
        "npm install --legacy-peer-deps",
        "npm exec -- vitest run",
        "npx -p typescript tsc --version",
        "yarn add -D @types/node",
        "pnpm add -w -D turbo",
        "deno add jsr:@std/assert",
        "deno install",
        "corepack enable",
        "corepack pnpm install --frozen-lockfile",
        "cargo add anyhow thiserror",
        "cargo binstall cargo-nextest --no-confirm",
        "cargo install --git https://github.com/rust-lang/rustfmt rustfmt-nightly --locked",
        "uv tool run ruff check .",
        "uv pip sync requirements.txt",
        "pixi add python=3.12 numpy",
        "pipx runpip black install black[jupyter]",
        "xargs -a requirements.txt -n1 pip download -d wheels",
        ".venv/bin/pip install -r requirements-dev.txt",
        "$VIRTUAL_ENV/bin/python -m pip install -e .",
        "jq '.scripts.test=\"vitest\"' package.json > p.tmp && mv p.tmp package.json",
    ] {
        out.push(bash(format!("heldout top-up ordinary: {c}"), c, false));
    }
    out.push(bash(
        "heldout top-up jq adds a banned dependency",
        "jq '.dependencies[\"left-pad\"]=\"1.3.0\"' package.json > p.tmp && mv p.tmp package.json",
        true,
    ));
    out.push(tool(
        "heldout ordinary Edit bump",
        "Edit",
        json!({"file_path": "pyproject.toml", "old_string": "dependencies = [\"requests\"]", "new_string": "dependencies = [\"requests>=2.32\"]"}),
        false,
    ));
    out.push(tool(
        "heldout ordinary Edit tox",
        "Edit",
        json!({"file_path": "tox.ini", "old_string": "    pytest\n", "new_string": "    pytest\n    pytest-timeout\n"}),
        false,
    ));
    out
}

#[test]
fn heldout_batch() {
    let project = Project::new(&[
        (".claude/banned-libraries.txt", BANNED),
        ("requirements.txt", "requests\n"),
        ("requirements-dev.txt", "pytest\n"),
        ("requirements-extra.txt", "pytest-xdist\n"),
        ("extra-reqs.txt", "requests\npytest-xdist\n"),
        ("constraints.txt", "urllib3<2\n"),
        (
            "pyproject.toml",
            "[project]\nname = \"x\"\ndependencies = [\"requests\"]\n",
        ),
        (
            "setup.py",
            "from setuptools import setup\nsetup(name='x', install_requires=['requests'])\n",
        ),
        ("tox.ini", "[testenv]\ndeps =\n    pytest\n"),
        (
            "environment.yml",
            "name: dev\ndependencies:\n  - python=3.12\n",
        ),
        (
            "package.json",
            "{\"name\": \"x\", \"version\": \"1.0.0\"}\n",
        ),
        ("Cargo.toml", "[package]\nname = \"x\"\n"),
        ("crates/core/Cargo.toml", "[package]\nname = \"core\"\n"),
        ("web/.keep", ""),
    ]);
    corpus::assess(GUARD, &project, &heldout());
}

/// Real projects' manifests, CI files and scripts written as ordinary
/// Writes, and their commands run as ordinary Bash: ≤ 2 refusals per 1,000.
#[test]
fn real_projects_pass() {
    let cases = corpus::real_project_cases();
    if cases.is_empty() {
        println!("no real projects' files on this machine: skipped");
        return;
    }
    let project = corpus::real_projects_project();
    // A real file that declares a banned name is refused rightly: those are
    // counted apart, and the rate is of the rest.
    let names_banned = |c: &Case| {
        let t = c
            .input
            .to_string()
            .to_ascii_lowercase()
            .replace(['_', '.'], "-");
        ["pytest-xdist", "freezegun", "left-pad"]
            .iter()
            .any(|b| t.contains(b))
    };
    let (declaring, cases): (Vec<Case>, Vec<Case>) = cases.into_iter().partition(names_banned);
    let rightly = declaring
        .iter()
        .filter(|c| project.refused(GUARD, c))
        .count();
    println!(
        "{GUARD}: real files naming a banned entry refused {rightly}/{}",
        declaring.len()
    );
    let (refused, n) = corpus::real_work(GUARD, &project, &cases);
    assert!(refused * 1000 <= 2 * n, "{refused} of {n} refused");
}

/// A second held-out batch (`tests/corpus/no-banned-deps-heldout2.jsonl`),
/// written before the code it measures: npm's other install aliases, local
/// paths and archives, installers run through a project runner (`pipenv
/// run`, `conda run`, `tox exec`) or by interpreter code, requirements
/// written to a temporary file and installed, manifests' less common tables
/// (setuptools dynamic, uv overrides, rye, Poetry git renames, npm
/// overrides and install scripts, tox `commands_pre`, devcontainers);
/// beside real projects' ordinary installs and manifests. Main before:
/// attacks refused 55/82, ordinary allowed 56/56.
#[test]
fn heldout2_batch() {
    let project = batch_project();
    corpus::assess_batch(
        GUARD,
        &project,
        &corpus::jsonl_cases("no-banned-deps-heldout2.jsonl"),
        40,
    );
}

/// The project the JSONL held-out batches (2, 3 and 4) run in: manifests of
/// each ecosystem a case may write to or install from.
fn batch_project() -> Project {
    Project::new(&[
        (".claude/banned-libraries.txt", BANNED),
        ("requirements.txt", "requests\n"),
        ("requirements-dev.txt", "pytest\n"),
        ("requirements-extra.txt", "pytest-xdist\n"),
        (
            "pyproject.toml",
            "[project]\nname = \"x\"\ndependencies = [\"requests\"]\n",
        ),
        (
            "package.json",
            "{\"name\": \"x\", \"version\": \"1.0.0\"}\n",
        ),
        ("Cargo.toml", "[package]\nname = \"x\"\n"),
        ("crates/core/Cargo.toml", "[package]\nname = \"core\"\n"),
        ("setup.cfg", "[metadata]\nname = x\n"),
        ("tox.ini", "[testenv]\ndeps = pytest\n"),
        (
            "nb.ipynb",
            "{\"cells\": [{\"id\": \"c0\", \"cell_type\": \"code\", \"source\": [\"1\"], \"metadata\": {}, \"outputs\": [], \"execution_count\": null}], \"metadata\": {}, \"nbformat\": 4, \"nbformat_minor\": 5}",
        ),
    ])
}

/// A third held-out batch (`tests/corpus/no-banned-deps-heldout3.jsonl`), written after
/// the second batch's fixes from classes neither batch names, and measured
/// before the code that answers it: attacks refused 10/22, ordinary allowed 20/20.
#[test]
fn heldout3_batch() {
    let project = batch_project();
    corpus::assess_batch(
        GUARD,
        &project,
        &corpus::jsonl_cases("no-banned-deps-heldout3.jsonl"),
        10,
    );
}

/// A fourth held-out batch (`tests/corpus/no-banned-deps-heldout4.jsonl`): the
/// lead's probes, written without reading the guard (VCS and URL installs, extras,
/// `-r <(…)`, case and `_` spellings, `npm:` aliases, PEP 735 dependency groups,
/// `setup.cfg`, conda `environment.yml`, `Pipfile`, `tox.ini`, `noxfile.py`,
/// Dockerfile, CI and pre-commit files): attacks refused 26/26, ordinary allowed
/// 17/17 before any change.
#[test]
fn heldout4_batch() {
    let project = batch_project();
    corpus::assess_batch(
        GUARD,
        &project,
        &corpus::jsonl_cases("no-banned-deps-heldout4.jsonl"),
        10,
    );
}
