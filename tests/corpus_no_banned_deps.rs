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
