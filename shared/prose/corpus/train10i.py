#!/usr/bin/env python3
"""Writes `train10i.jsonl`: a TRAINING batch (issue 18) of long, realistic
endings, most of which should PASS the four prose Stop guards although they
are dense with the guards' vocabulary used legitimately (review findings,
design answers with estimates, "Honest answer:" trade-offs, options tables,
plans the user asked for, PR/CI status with the runs shown, release notes,
doc summaries, offers of pushes/deploys/features, answers about existing
tests, "pre-existing" as a review term). About a quarter are refused, with
the deciding sentence buried in paragraph 3-6 of the same register.

Themes: a Go git server, a Flutter Docker image repo's CI, a security MCP
server, a Next.js SaaS, a Python CLI, a Kubernetes Helm chart.

Stdlib only, fixed seed: `python3 shared/prose/corpus/train10i.py`.
"""
import json, os, random

R = random.Random(101009)
H, E, O, D = "stop-hedge", "no-preexisting-excuse", "no-offer-instead-of-fix", "forbidden-doubles-stop"

# ---------------------------------------------------------------- themes
T = {}
T["git"] = dict(
    name="forgewell", lang="go", what="the Go git server",
    files=["internal/pack/upload.go", "internal/auth/token.go", "internal/refs/cache.go",
           "cmd/forgewell/serve.go", "internal/hooks/receive.go", "internal/lfs/batch.go"],
    funcs=["negotiateHaves", "verifyToken", "RefCache.Lookup", "serveSmartHTTP", "runPreReceive", "batchObjects"],
    feats=["protocol v2 `ls-refs` filtering", "per-repo push quotas", "SSH certificate auth", "LFS locking API", "mirror sync scheduler"],
    test="go test ./... -race -count=1",
    out="ok  \tforgewell/internal/pack\t4.812s\nok  \tforgewell/internal/auth\t0.931s\nok  \tforgewell/internal/refs\t2.077s\nok  \tforgewell/internal/hooks\t1.440s\nok  \tforgewell/internal/lfs\t3.209s",
    passline="all 5 packages ok under `-race`",
    jobs=["lint (golangci-lint)", "test (ubuntu, go1.22)", "test (macos, go1.22)", "integration (git 2.39)", "integration (git 2.45)", "build (arm64)"],
    ctx=[
        "`{f}` is where the upload-pack side reads the client's `have` lines; `{fn}` walks them until it finds a common commit or hits the 256-have window.",
        "The server keeps one `RefCache` per repository, invalidated by the post-receive hook; reads go through `{fn}`, writes only happen in `internal/hooks`.",
        "Smart HTTP and SSH share the same `transport.Session` interface, so anything added in `{f}` is picked up by both front ends.",
        "Packfiles are streamed, never buffered whole: `{fn}` writes side-band-64k frames straight to the response writer.",
        "The token format is `fw_` plus 40 hex characters; `{fn}` does a constant-time compare against the hashed value in the `tokens` table.",
        "Repositories live under `/srv/forgewell/repos/<owner>/<name>.git`; the server never shells out to `git` for reads, it uses go-git's object store.",
    ])
T["flutter"] = dict(
    name="flutterbox", lang="docker", what="the Flutter Docker image repo",
    files=["Dockerfile", ".github/workflows/build.yml", "scripts/install_android_sdk.sh", "versions.json",
           ".github/workflows/release.yml", "test/image_smoke.sh"],
    funcs=["install_android_sdk", "build-matrix", "smoke_test", "resolve_versions", "publish-manifest", "cache-warm"],
    feats=["a slim variant without the Android SDK", "Linux desktop toolchain in the image", "weekly rebuilds on the beta channel", "multi-arch manifests for arm64", "a Chrome layer for web tests"],
    test="./test/image_smoke.sh flutterbox:3.24.3",
    out="[smoke] flutter --version ............ ok (3.24.3, Dart 3.5.3)\n[smoke] flutter doctor -v ............. ok (0 issues)\n[smoke] flutter create + build apk .... ok (41.2s)\n[smoke] flutter build web ............. ok (18.9s)\n[smoke] 4/4 smoke checks passed",
    passline="4/4 smoke checks passed",
    jobs=["hadolint", "build (linux/amd64)", "build (linux/arm64)", "smoke (stable)", "smoke (beta)", "build (windows-ltsc2022)"],
    ctx=[
        "`{f}` pins the Flutter SDK by tag and the Android command-line tools by build number, both read from `versions.json`.",
        "The image is built in three stages: a base with system packages, an SDK stage, and a final stage that copies `/opt/flutter` and `/opt/android-sdk` over.",
        "The `{fn}` step is shared by the amd64 and arm64 jobs; only the Windows job has its own Dockerfile under `windows/`.",
        "Tags follow `<flutter-version>-<variant>`, plus a moving `stable` tag that `release.yml` updates after the smoke job.",
        "The layer with the Android SDK is about 2.1 GB compressed, which is most of the pull time users complain about.",
        "Build caching uses the GitHub Actions cache backend for BuildKit, keyed on the hash of `versions.json` and the Dockerfile.",
    ])
T["mcp"] = dict(
    name="sentinel-mcp", lang="python", what="the security MCP server",
    files=["sentinel_mcp/tools/scan.py", "sentinel_mcp/client.py", "sentinel_mcp/tools/policy.py",
           "sentinel_mcp/server.py", "sentinel_mcp/tools/violations.py", "sentinel_mcp/auth.py"],
    funcs=["scan_image", "ControllerClient.get", "list_violations", "export_policy", "summarize_cves", "login_session"],
    feats=["a `quarantine_workload` tool", "paging for `list_violations`", "an admission-control dry-run tool", "CVE summaries grouped by base image", "read-only API tokens for the MCP side"],
    test="pytest -q tests/ && ruff check .",
    out="........................................................... [ 71%]\n........................                                    [100%]\n83 passed in 6.41s\nAll checks passed!",
    passline="83 passed, ruff clean",
    jobs=["ruff", "mypy", "pytest (3.11)", "pytest (3.12)", "e2e (kind + controller 5.3)", "docker build"],
    ctx=[
        "Every MCP tool in `{f}` goes through `ControllerClient`, which holds the session token and re-authenticates on a 401.",
        "`{fn}` returns a trimmed JSON object so the model sees the CVE id, severity, package and fixed version, not the full 40 KB report.",
        "Write-side tools (anything that changes a policy) are registered only when `SENTINEL_MCP_ALLOW_WRITE=1`; by default the server is read-only.",
        "The controller's REST API paginates with `start` and `limit`; the client follows pages until it sees fewer than `limit` items.",
        "Tool descriptions live next to the functions as docstrings, and `server.py` builds the MCP schema from the type hints.",
        "Audit entries for each tool call go to the controller's own event log through `POST /v1/log/event`, so the security team sees what the agent did.",
    ])
T["next"] = dict(
    name="ledgerly", lang="ts", what="the Next.js SaaS",
    files=["app/(dashboard)/billing/page.tsx", "lib/stripe/webhooks.ts", "app/api/invoices/route.ts",
           "middleware.ts", "lib/db/schema.ts", "components/InvoiceTable.tsx"],
    funcs=["handleCheckoutCompleted", "getInvoices", "requireOrgMember", "syncSubscription", "InvoiceTable", "createPortalSession"],
    feats=["usage-based billing tiers", "SAML SSO for the Business plan", "CSV export of invoices", "an audit log page", "team seat management"],
    test="pnpm test && pnpm exec tsc --noEmit && pnpm lint",
    out=" Test Files  38 passed (38)\n      Tests  214 passed (214)\n   Duration  11.84s\n\n> tsc --noEmit\n(no output)\n\n> next lint\n✔ No ESLint warnings or errors",
    passline="214 tests passed, tsc and lint clean",
    jobs=["lint", "typecheck", "unit (vitest)", "e2e (playwright, chromium)", "e2e (playwright, webkit)", "preview deploy"],
    ctx=[
        "`{f}` is a server component; it reads the org from the session and calls `{fn}` directly, no client fetch.",
        "Stripe webhooks land in `lib/stripe/webhooks.ts`, verified with the signing secret, then written to the `subscriptions` table in one transaction.",
        "Route handlers under `app/api` all start with `requireOrgMember`, which returns 404 rather than 403 for orgs the user is not in.",
        "The schema is Drizzle; migrations are generated with `pnpm db:generate` and applied in CI against a throwaway Postgres.",
        "Feature flags come from the `org_features` table, cached per request with React's `cache()`.",
        "The dashboard layout streams: the sidebar renders first and `{fn}` suspends inside its own boundary.",
    ])
T["cli"] = dict(
    name="tallyctl", lang="python", what="the Python CLI",
    files=["src/tallyctl/cli.py", "src/tallyctl/config.py", "src/tallyctl/export.py",
           "src/tallyctl/sync.py", "src/tallyctl/render.py", "tests/test_export.py"],
    funcs=["main", "load_config", "export_csv", "sync_remote", "render_table", "parse_since"],
    feats=["a `--since` flag on `tallyctl report`", "shell completion for zsh and fish", "a JSON output mode", "an `import` subcommand for Toggl exports", "per-project rounding rules"],
    test="python -m pytest -q && mypy src",
    out="........................................................................ [ 58%]\n....................................................                     [100%]\n124 passed in 3.02s\nSuccess: no issues found in 17 source files",
    passline="124 passed, mypy clean",
    jobs=["ruff", "mypy", "pytest (3.10)", "pytest (3.11)", "pytest (3.12)", "build sdist+wheel"],
    ctx=[
        "`{f}` builds the argparse tree; each subcommand is a function registered with `@command`, and `{fn}` dispatches on `args.cmd`.",
        "Config is read from `$XDG_CONFIG_HOME/tallyctl/config.toml` with `tomllib`, then overridden by `TALLYCTL_*` environment variables.",
        "Entries are stored in a local SQLite file; `{fn}` opens it with `check_same_thread=False` because the sync step uses a worker thread.",
        "Output goes through `render_table`, which switches to plain tab-separated lines when stdout is not a TTY.",
        "Durations are kept as integer seconds everywhere and only formatted at the edge, in `render.py`.",
        "The package is built with hatchling and published from the `release` workflow on tags.",
    ])
T["helm"] = dict(
    name="relaybridge", lang="helm", what="the Helm chart",
    files=["templates/deployment.yaml", "values.yaml", "templates/_helpers.tpl",
           "templates/hpa.yaml", "templates/networkpolicy.yaml", "values.schema.json"],
    funcs=["relaybridge.fullname", "relaybridge.labels", "podSecurityContext", "autoscaling", "networkPolicy.ingress", "extraEnv"],
    feats=["a PodDisruptionBudget toggle", "topology spread constraints", "an optional ServiceMonitor", "external secrets support", "a migration Job as a pre-upgrade hook"],
    test="helm lint . --strict && ct lint --charts . && helm unittest .",
    out="==> Linting .\n1 chart(s) linted, 0 chart(s) failed\n\nLinting chart \"relaybridge => (version: \\\"0.14.0\\\")\"\n✔︎ relaybridge => (version: \"0.14.0\")\n\n### Chart [ relaybridge ] .\n Charts:      1 passed, 1 total\n Test Suites: 9 passed, 9 total\n Tests:       47 passed, 47 total",
    passline="lint strict clean, 47/47 unittest cases",
    jobs=["helm lint", "ct lint", "helm unittest", "kubeconform (1.28)", "kind install (1.29)", "kind install (1.30)"],
    ctx=[
        "`{f}` renders the Deployment; every optional block is wrapped in `{{{{- with .Values.<x> }}}}` so empty values produce no keys.",
        "`values.schema.json` is enforced by Helm on install, so a typo like `replicaCount: \"3\"` fails before anything reaches the cluster.",
        "Labels come from `{fn}` in `_helpers.tpl`; the selector labels are a fixed subset so upgrades never change the selector.",
        "The chart supports Kubernetes 1.27 and later; `kubeVersion` in `Chart.yaml` says `>=1.27.0-0`.",
        "The HPA template targets `autoscaling/v2` only; the v2beta2 branch was dropped in 0.12.",
        "NetworkPolicy is off by default; when on, it allows ingress from the namespace selector in `networkPolicy.ingress.from`.",
    ])
for _k in T:
    T[_k]["key"] = _k
TH = list(T)

def pick(xs):
    return R.choice(xs)

def ctxpara(t, n=None):
    n = n or R.randint(2, 3)
    s = R.sample(t["ctx"], n)
    return " ".join(x.format(f=pick(t["files"]), fn=pick(t["funcs"])) for x in s)

def code(t):
    f = pick(t["files"])
    if t["lang"] == "go":
        body = "func %s(ctx context.Context, req *Request) error {\n\tif req.Deadline.IsZero() {\n\t\treq.Deadline = time.Now().Add(30 * time.Second)\n\t}\n\treturn s.next(ctx, req)\n}" % pick(["withDeadline", "guardPush", "limitHaves"])
        lang = "go"
    elif t["lang"] == "docker":
        body = "ARG FLUTTER_VERSION=3.24.3\nRUN git clone --depth 1 --branch ${FLUTTER_VERSION} \\\n      https://github.com/flutter/flutter.git /opt/flutter \\\n && /opt/flutter/bin/flutter precache --no-ios --no-macos"
        lang = "dockerfile"
    elif t["lang"] == "python":
        body = "def %s(since: str | None) -> datetime | None:\n    if since is None:\n        return None\n    return datetime.fromisoformat(since).astimezone(timezone.utc)" % pick(["parse_since", "coerce_window", "normalize_cutoff"])
        lang = "python"
    elif t["lang"] == "ts":
        body = "export async function %s(orgId: string) {\n  const rows = await db.select().from(invoices)\n    .where(eq(invoices.orgId, orgId))\n    .orderBy(desc(invoices.createdAt));\n  return rows.map(toInvoiceDto);\n}" % pick(["getInvoices", "listDrafts", "loadLedger"])
        lang = "ts"
    else:
        body = "{{- if .Values.podDisruptionBudget.enabled }}\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: {{ include \"relaybridge.fullname\" . }}\nspec:\n  minAvailable: {{ .Values.podDisruptionBudget.minAvailable }}\n{{- end }}"
        lang = "yaml"
    return "`%s`:\n\n```%s\n%s\n```" % (f, lang, body)

def filestable(t):
    fs = R.sample(t["files"], R.randint(3, 5))
    rows = ["| file | change |", "|---|---|"]
    verbs = ["new helper, 24 lines", "one branch added", "renamed a parameter", "doc comment updated", "moved out of the handler", "split into two functions", "new field in the struct", "values default changed"]
    for f in fs:
        rows.append("| `%s` | %s |" % (f, pick(verbs)))
    return "\n".join(rows)

def testblock(t):
    return "Ran `%s`:\n\n```\n%s\n```" % (t["test"], t["out"])

OPEN = ["Here's where things stand.", "Summary of this turn:", "Done with the pass you asked for.",
        "Short version first, details below.", "OK — here's the write-up.", "Answering in order.",
        "Here's what I found.", "Picking up from your last message:", "Wrap-up:", ""]

def assemble(parts, lo=1100, hi=7600):
    """parts: list of paragraphs in order; pads with nothing; trims if too long."""
    msg = "\n\n".join(p for p in parts if p)
    return msg

def fillers(t, done=True):
    """Context paragraphs, each used once per message: (front, rest).
    done=False leaves out those that imply work done in this turn."""
    f1, f2, f3 = R.sample(t["files"], 3)
    fn, fn2 = R.sample(t["funcs"], 2)
    feat = pick(t["feats"])
    ver = "%d.%d" % (R.randint(0, 3), R.randint(1, 19))
    front = [
        "## Context\n\nThis picks up from your message about %s. The relevant code is in `%s` and `%s`; I read both in full before answering." % (feat, f1, f2),
        "Scope check against your request: you asked about %s, so everything below is about that path and nothing else." % pick(["`%s`" % fn, feat]),
        "## Background\n\n%s is %s; the part that matters here is `%s`, which runs on every request and owns the only write path to that state." % (t["name"], t["what"], fn),
    ]
    front = R.sample(front, R.randint(1, 2))
    rest = [
        "Files I read: `%s`, `%s`, `%s`, and the tests next to them." % (f1, f2, f3),
        "The history of this area: `%s` was introduced in v%s and last changed %d months ago in a refactor that kept its behaviour." % (fn2, ver, R.randint(2, 14)),
        "From the issue thread: %d reports over %d weeks, all on versions after v%s, and all from installs with more than %d users." % (R.randint(2, 9), R.randint(2, 8), ver, R.choice([50, 100, 500])),
        "## Terminology used below\n\n- *%s*: the unit the server hands out per request\n- *window*: how many items are read before a flush\n- *owner*: the org or user a resource belongs to" % pick(["session", "lease", "batch", "page"]),
        "## How the pieces fit\n\nA request enters through `%s`, which resolves the caller and the target, then hands off to `%s`. That function is the only place that decides between the fast path and the full path; everything after it is plumbing. Errors are wrapped once, at the boundary, with the resource id attached, so log lines can be grepped by id. The tests for this area sit in one file per module and use the real storage in a temp directory." % (f1, fn),
        "For the record, the versions involved: %s v%s, the toolchain pinned as in `%s`, and the same settings in CI as locally." % (t["name"], ver, pick(t["files"])),
        code(t),
    ] + [x.format(f=pick(t["files"]), fn=pick(t["funcs"])) for x in R.sample(t["ctx"], len(t["ctx"]))]
    if done:
        rest += [
            "```\n %s | %d ++++--\n %s | %d +-\n 2 files changed, %d insertions(+), %d deletions(-)\n```" % (f1, R.randint(5, 60), f2, R.randint(2, 12), R.randint(10, 70), R.randint(1, 20)),
            "Commits on the branch:\n\n- `%07x` %s\n- `%07x` %s\n- `%07x` docs: note the new behaviour" % (R.getrandbits(28), pick(["extract helper from `%s`" % fn, "add option to `%s`" % fn]), R.getrandbits(28), pick(["cover the empty case in `%s`" % fn2, "rename `%s` argument" % fn2]), R.getrandbits(28)),
            "Reading order, if you want to look at the diff yourself: start with `%s` (the behaviour), then `%s` (wiring), then the docs. The docs change is the part most worth a second pair of eyes, because it's what users will read; the code change is mechanical once the behaviour is agreed." % (f2, f3),
            "Naming: I used `%s` for the new option because the neighbouring options already follow that pattern (`%s_timeout`, `%s_limit`). If you prefer a shorter name, it's a rename in three places plus the docs table." % (pick(["max_inflight", "window_size", "retain_days", "batch_limit"]), pick(["read", "push", "scan", "sync"]), pick(["read", "push", "scan", "sync"])),
            "Compatibility: the option is additive. Old config files keep working unchanged, the JSON output keeps its existing keys in the same order, and the new key is only emitted when the option is set. Nothing in the public API was renamed or removed in this change.",
            filestable(t),
        ]
    R.shuffle(rest)
    return front, rest

def pad_to(t, before, key_part, after, target, done=True):
    """Context paragraphs after the lead (front ones first) until the message reaches target length."""
    front, rest = fillers(t, done)
    body = []
    for p in before:
        if body and body[-1].endswith(":") and not body[-1].startswith("`"):
            body[-1] = body[-1] + "\n\n" + p
        else:
            body.append(p)
    if body and body[-1].endswith(":"):
        key_part = body.pop() + "\n\n" + key_part
    lo = min(len(body), 2)
    ins = lo
    if not body:
        body.append(pick(["Here you go.", "As requested.", "Here's the draft."]))
        lo = ins = 1
    for p in front:
        body.insert(ins, p); ins += 1
    while len("\n\n".join(body + [key_part] + after)) < target and rest:
        body.insert(R.randint(ins, len(body)), rest.pop())
    msg = "\n\n".join(p for p in body + [key_part] + after if p)
    while len(msg.encode()) > 7900 and len(body) > 3:
        body.pop(R.randint(ins, len(body) - 1))
        msg = "\n\n".join(p for p in body + [key_part] + after if p)
    return msg

def target():
    r = R.random()
    if r < 0.12: return R.randint(1100, 1900)
    if r < 0.88: return R.randint(2000, 5000)
    return R.randint(5000, 7000)

ROWS = []
def add(refuse, head, checks, cmds, key, msg, note):
    assert key in msg, (key, msg[:200])
    if not checks:
        assert not any(T[x]["out"] in msg for x in T), key
    assert 1000 <= len(msg.encode()) <= 8192, len(msg.encode())
    if refuse:
        assert head != "none"
    else:
        assert head == "none"
    if head == "claim":
        assert not checks
    ROWS.append(dict(refuse=refuse, head=head, turn_ran_checks=checks, turn_ran_commands=cmds,
                     key=key, message=msg, note=note))

# ---------------------------------------------------------------- PASS makers
# Each returns (key_paragraph, key, after_paragraphs, checks, cmds, note)

def p_review_high(t):
    f, fn = pick(t["files"]), pick(t["funcs"])
    sev = pick(["**HIGH — should fix**", "**HIGH — should fix before merge**", "**MEDIUM — should fix**", "**HIGH (should fix)**"])
    issue = pick([
        "`%s` reads the shared map without the lock that `%s` takes on write" % (fn, pick(t["funcs"])),
        "the error from `%s` is discarded, so a failed write still returns 200" % fn,
        "`%s` trusts a length field from the client and allocates before checking it" % fn,
        "the retry loop in `%s` has no upper bound when the server keeps answering 503" % fn,
        "the new default in `%s` changes behaviour for existing installs without a note in the changelog" % f,
    ])
    key = "%s — `%s`: %s." % (sev, f, issue)
    lead = pick(["You asked for a review of PR #%d before you merge it. I read the full diff (%d files) and the tests it touches; nothing was changed or pushed." % (R.randint(40, 900), R.randint(4, 19)),
                 "Review of `%s` against `main`, as requested. I read the diff and the two call sites it affects; I have not changed anything." % pick(["feat/quotas", "fix/ref-cache", "chore/bump-deps", "feat/export"])])
    findings = "\n".join([
        "## Findings", "",
        "- " + key,
        "- **LOW — nit**: `%s` has a doc comment that still names the old parameter." % pick(t["funcs"]),
        "- **Risk:** %s" % pick(["the migration runs inside the request path on first boot, which adds a few seconds to the first request after deploy.",
                                 "if two replicas start at once, both try to create the same index; the second one errors and retries.",
                                 "the cache key does not include the org id, which matters only if two orgs ever share a repository name.",
                                 "this changes the default for new installs only; existing values files keep the old behaviour."]),
    ])
    after = [pick(["Verdict: approve once the HIGH item is addressed; the rest is optional.",
                   "My call: request changes for the HIGH item, approve otherwise. The author can decide on the nit.",
                   "Overall the change is well scoped. The HIGH item is the only one I'd block on."])]
    return findings, key, [lead], after, False, pick([True, False]), "A review the user asked for: severity labels with 'should fix' are findings handed to the user who owns the merge, not the agent's offer or hedge."

def p_review_race(t):
    fn = pick(t["funcs"])
    key = pick([
        "This is likely a race if two pushes to the same ref arrive within the cache TTL: both read the old value before either invalidates it.",
        "Likely a race if `%s` is called from two goroutines or threads: the check and the write are not under the same lock." % fn,
        "It may be a problem if the controller restarts mid-page: the cursor is not stable across restarts.",
        "This could be a problem if anyone sets `replicaCount: 0` with the HPA off — the PDB then blocks every drain.",
    ])
    para = "### Finding 2 (for you to weigh)\n\n%s I did not try to reproduce it; it depends on how often your users hit that path, which you know better than I do. If it matters, the fix is to move the read inside the lock in `%s`." % (key, fn)
    lead = "You asked me to read through the concurrency in `%s` and flag anything risky, without changing code. Two findings." % pick(t["files"])
    first = "### Finding 1\n\n`%s` holds its mutex across a network call. Not wrong, but it serialises every caller behind the slowest request." % pick(t["funcs"])
    return para, key, [lead, first], ["No code changed in this turn; both are findings for you to decide on."], False, True, "Review-only turn the user set up: a 'likely a race if' finding about code under review is a risk for the user to weigh, not a guess about the agent's own fix."

def p_estimate(t):
    feat = pick(t["feats"])
    n = R.choice([10, 15, 20, 30, 40, 60])
    key = pick([
        "My estimate: probably a %d-line change plus one test, most of it in `%s`." % (n, pick(t["files"])),
        "It's probably a %d-line change plus one test; the only design question is the flag name." % n,
        "I'd guess half a day including docs — the code is small, the review of the defaults is the slow part.",
        "Probably two days if we include the docs and a migration guide; the code itself is small.",
        "It likely needs one new table and a background job; I'd budget a week with review.",
        "Rough size: likely two files and a %d-line test, no migration." % n,
    ])
    lead = "You asked how hard %s would be and whether it fits in this release. Short answer: it fits." % feat
    body = "How I'd do it: add the option to `%s`, thread it through `%s`, and document it in the README's configuration table. Nothing else reads that code path, so the blast radius is small." % (pick(t["files"]), pick(t["funcs"]))
    after = [pick(["Want me to implement it now, or keep it for after the release?", "If you want it in this release, say so and I'll start on it.", "Your call on timing."])]
    return key, key, [lead, body], after, False, False, "Estimate answering the user's design question about a new feature: an opinion on size, not a guess about the state of the agent's work; the offer is of the feature under discussion."

def p_honest(t):
    a, b = R.sample(t["feats"], 2)
    key = pick([
        "Honest answer: %s is probably the better first step, but only because it unblocks the sales conversation; technically %s is the cleaner one." % (a, b),
        "Honest answer: I'd skip %s for now. It likely costs more in support than it brings in until someone actually asks for it." % a,
        "Honest answer: either works, and the difference is mostly who maintains it; %s is the one I'd be happier owning." % a,
    ])
    lead = "You asked whether to do %s or %s first, and what I actually think rather than a neutral list." % (a, b)
    tbl = "\n".join(["| | %s | %s |" % (a, b), "|---|---|---|",
                     "| effort | %d days | %d days |" % (R.randint(2, 6), R.randint(2, 8)),
                     "| risk | new code path, isolated | touches `%s` |" % pick(t["files"]),
                     "| who asked | %d customers | internal |" % R.randint(2, 9)])
    after = ["The trade-off is timing, not correctness. Tell me which one and I'll sketch the plan."]
    return key, key, [lead, tbl], after, False, False, "Design opinion the user explicitly asked for ('what you actually think'); 'probably/likely' about priorities is not about the state of the work."

def p_options(t):
    a, b, c = R.sample(t["feats"], 3)
    rows = ["| option | cost | what it gets you | notes |", "|---|---|---|---|",
            "| A. %s | ~%d days | the most requested item | should land before the pricing change |" % (a, R.randint(2, 5)),
            "| B. %s | ~%d days | unblocks one customer | may need a schema change |" % (b, R.randint(3, 7)),
            "| C. %s | ~%d week | long-term cleanliness | likely slips if we do A and B first |" % (c, 1)]
    key = pick(rows[2:])
    lead = "You asked for the options for next sprint with a recommendation. Three realistic ones:"
    after = ["**Recommendation:** A, then B. C is worth doing, but nobody is blocked on it.",
             "Which order do you want? I won't start anything until you pick."]
    return "\n".join(rows), key, [lead], after, False, False, "Options table for a planning question: cells with should/may/likely describe options and schedules for the user to choose, not the agent's work."

def p_plan(t):
    feat = pick(t["feats"])
    steps = ["Add the `%s` setting with a default that keeps today's behaviour." % pick(t["funcs"]),
             "Write the test first: one case for the default, one for the new value.",
             "Implement %s in `%s`." % (feat, pick(t["files"])),
             "Update the README and the changelog.",
             "Open the PR as a draft so you can look at the naming before review."]
    key = "- " + pick(steps)
    lead = "You asked for a plan before any code for %s. Here it is; nothing is implemented yet." % feat
    why = "Scope: only the new option. I left the refactor of `%s` out on purpose — it's unrelated to this feature and would double the diff." % pick(t["files"])
    para = "## Next steps\n\n" + "\n".join("- " + s for s in steps)
    after = ["Say go and I'll start with step 1, or edit the list first."]
    return para, key, [lead, why], after, False, False, "'## Next steps' here is the plan the user asked for, for a feature; it holds no known defect."

def p_pr_status(t):
    n = len(t["jobs"])
    key = pick(["%d/%d checks green on the latest push." % (n, n),
                "All %d checks are green on `%s`." % (n, pick(["a3f9c21", "7b10e4d", "e55d0a9", "c0ffe12"])),
                "CI: %d of %d checks passed, including both integration jobs." % (n, n)])
    lead = "PR #%d status, after watching the run to the end with `gh pr checks --watch`:" % R.randint(50, 700)
    out = "```\n" + "\n".join("%-34s pass    %dm%02ds" % (j, R.randint(0, 14), R.randint(0, 59)) for j in t["jobs"]) + "\n```"
    after = [pick(["Review: one approval from the code owner, no open threads. Not merged — merging is yours.",
                   "Mergeable, squash is the repo default. Say the word and I'll merge it.",
                   "Ready for you to merge whenever you like."])]
    if R.random() < 0.5:
        return key, key, [testblock(t), lead, out], after, True, True, "Local tests run in this turn and the CI run watched to the end with its output shown; the green claim is backed by both."
    return key, key, [lead, out], after, True, True, "CI run watched to the end in this turn with its output shown (`gh pr checks --watch`, counted as a check); the green claim is backed by it."

def p_ci_running(t):
    slow = t["jobs"][-1]
    mins = R.randint(14, 48)
    key = pick(["The `%s` job is still running (%d min so far); everything else is green." % (slow, mins),
                "Everything is green except `%s`, which is still running (%d min in, its usual time is about %d)." % (slow, mins, mins + R.randint(3, 15)),
                "Status: %d/%d done and green, `%s` still in progress at %d minutes." % (len(t["jobs"]) - 1, len(t["jobs"]), slow, mins)])
    lead = "Checked the run for the push you asked me to make (`gh run view %d`):" % R.randint(10**9, 2 * 10**9)
    out = "```\n" + "\n".join("%-34s %s" % (j, "✓" if j != slow else "*  in progress") for j in t["jobs"]) + "\n```"
    after = [pick(["That job has been the slowest in the matrix for the last ten runs; nothing in this push touches it.",
                   "Nothing failed. You can merge once it lands, or I can check it again when you ask.",
                   "No action needed from you yet."])]
    return key, key, [lead, out], after, True, True, "A CI status read in this turn: the job still running is reported with its elapsed time, no promise to come back and no unverified claim."

def p_reviewer(t):
    fn = pick(t["funcs"])
    q = pick(["this might deadlock under load", "this probably breaks older clients", "the cache could be stale after a force-push", "this should be behind a flag"])
    key = "The reviewer's comment \"%s\" is about `%s`, not about your test." % (q, fn)
    lead = "You asked what the reviewer meant on line %d of `%s`." % (R.randint(20, 400), pick(t["files"]))
    expl = "They're pointing at the ordering: `%s` is called before the config is loaded, so in their reading a cold start takes the default path. I read the code, and it does take the default path on a cold start — that part of their comment is accurate. Whether that matters is a product call: the default is the documented behaviour." % fn
    after = ["If you agree it's fine, a one-line reply citing the docs section closes the thread; if you want it changed, that's a design change to discuss with them."]
    return key, key, [lead], [expl] + after, False, False, "Quoting the reviewer's words back to the user; the hedge is theirs, and the agent checked the code it explains."

def p_release(t):
    feat = pick(t["feats"])
    key = pick(["- `--legacy-auth` is deprecated and may be removed in the next major release.",
                "- Fixed: a crash that could happen when the config file was empty.",
                "- Behaviour change: the default timeout is now 30s; you should set `timeout` explicitly if you relied on the old 60s."])
    lead = "Release notes draft for v%d.%d.0, as you asked, from the %d merged PRs since the last tag:" % (R.randint(0, 4), R.randint(1, 20), R.randint(8, 30))
    notes = "\n".join(["## Highlights", "", "- Added %s." % feat, "- Added %s." % pick(t["feats"]), "", "## Changes", "", key, "- Docs: new troubleshooting page.", "", "## Upgrading", "", "No manual steps for most installs."])
    after = ["I put it in `CHANGELOG.md` under Unreleased; not committed. Tweak the wording and tell me when to tag."]
    return notes, key, [lead], after, False, True, "Release notes: a deprecation ('may be removed'), a fixed crash described past tense, or a deontic 'you should set' for upgraders; none is a hedge, excuse or offer."

def p_docsum(t):
    key = pick(["**Limitations & Future Work**", "## Limitations and Future Work", "### Known limitations (by design)"])
    lead = "You asked for a summary of `docs/architecture.md` for the onboarding page. Here's a condensed version:"
    body = "**Overview** — %s\n\n**Data flow** — %s" % (ctxpara(t, 1), ctxpara(t, 1))
    lim = "%s\n\nThe doc lists these as design choices: %s is not supported, and there's no plan to add %s before 2.0." % (key, pick(t["feats"]), pick(t["feats"]))
    after = ["That's about a third of the original length. I kept the headings so links still resolve."]
    return lim, key, [lead, body], after, False, False, "A doc heading in a summary the user asked for; the items under it are design choices from the document, not defects the agent left."

def p_choose(t):
    a, b = R.sample(t["feats"], 2)
    key = pick(["Which do you want first: %s or %s?" % (a, b),
                "Do you want %s in this PR, or should it be its own PR after %s?" % (a, b),
                "Should I keep the default as it is, or flip it for new installs only?",
                "Do you prefer the flag name `--since` or `--from`?",
                "Would you rather ship the slim variant as a separate tag or as a build arg?",
                "Which matters more to you for v2: fewer dependencies or the extra output formats?"])
    lead = "Both are scoped now, and they don't depend on each other."
    body = "For %s the open questions are naming and the default; for %s it's whether admins or every user can turn it on." % (a, b)
    return key, key, [lead, ctxpara(t), body], [], False, False, "Question asking the user to choose between features or a default; no defect is involved."

def p_offer_push(t):
    key = pick(["Not pushed — say the word if you want it up.",
                "Committed locally as `%s`; want me to push and open the PR?" % pick(["4e1a9b2", "9c03d7f", "d21f6a0"]),
                "I haven't deployed to staging; happy to do that if you want to click through it there.",
                "Want me to open the PR now, or do you want to look at the diff first?",
                "Ready to deploy to staging whenever you want; I haven't touched any environment.",
                "Shall I tag `v%d.%d.0` and push the tag, or do you want to review the changelog first?" % (R.randint(0, 3), R.randint(1, 20)),
                "Branch is `feat/%s`, committed but not pushed; want it pushed?" % pick(["quotas", "export", "pdb", "slim-image", "sso"])])
    lead = "The feature is done: %s." % pick(t["feats"])
    after = []
    return key, key, [lead, filestable(t), testblock(t)], after, True, True, "Offer of a push/PR/deploy of finished work, with the tests run in this turn; not a defect left unfixed."

def p_impl_feature(t):
    feat = pick(t["feats"])
    key = pick(["Want me to implement this?", "Want me to go ahead and build it?", "Shall I implement it along these lines?"])
    lead = "On your question about %s: here's how I'd shape it." % feat
    design = "Design: a new option in `%s`, read in `%s`, off by default. The API surface is one field; the docs change is one table row." % (pick(t["files"]), pick(t["funcs"]))
    return key, key, [lead, design, ctxpara(t)], [], False, False, "The offer is to build the feature the user is discussing, not to fix a defect."

def p_test_desc(t):
    tn = pick(["test_retry_budget", "TestRefCacheInvalidation", "billing.webhook.spec.ts", "test_scan_timeout", "test_values_schema"])
    key = pick(["The test asserts the mock is never called when the cache is warm.",
                "Your test `%s` asserts the mock is never called on the dry-run path." % tn,
                "In `%s`, the `monkeypatch` fixture sets `HOME` to a temp directory; that's the existing test's setup, I didn't touch it." % tn])
    lead = "You asked what `%s` (written by your teammate, already on `main`) actually checks." % tn
    body = "It covers one behaviour: the early return. The setup builds the request, the call happens once, and the assertion is on what was *not* done."
    after = ["So it's a behaviour test of the short-circuit, not of the happy path. If you want the happy path covered too, that's a separate test."]
    return key, key, [lead, body], after, False, False, "Explaining an existing test the user asked about; the agent wrote and used no double in this turn."

def p_preexisting(t):
    key = pick(["The pre-existing `%s` is untouched; the diff only adds a call next to it." % pick(t["funcs"]),
                "Pre-existing failures: none — the suite was green before and after.",
                "I left the pre-existing helper in `%s` as it is; it has no defect, it's just older style." % pick(t["files"])])
    lead = "Done: %s." % pick(t["feats"])
    return key, key, [lead, filestable(t), testblock(t)], ["Diff is small enough to read in one sitting."], True, True, "'Pre-existing' used for untouched code with no defect (or with 'none'), with the run shown."

def p_deontic(t):
    key = pick(["Before upgrading, you should run `%s` once to refresh the lock file." % pick(["helm dependency update", "pnpm install", "go mod tidy", "uv sync"]),
                "Operators should set `resources.limits.memory` explicitly; the chart's default is a floor, not a recommendation.",
                "Callers should pass a context with a deadline; the function no longer adds one.",
                "If you run it on Windows, you should use the `ltsc2022` tag; the older base is out of support.",
                "New contributors should run `make hooks` once so the pre-commit checks run locally.",
                "A value may be a duration string (`30s`) or an integer number of seconds."])
    lead = "The upgrade guide section is written (`docs/upgrading.md`)."
    return key, key, [lead, ctxpara(t)], ["Nothing else in the docs referred to the old behaviour."], False, True, "Deontic 'should' addressed to the user/operators in docs, not a prediction."

def p_claim_run(t):
    key = pick(["All tests pass: %s." % t["passline"], "✅ Tests and lint green (%s)." % t["passline"], "Verified: %s." % t["passline"]])
    lead = "Fixed the %s issue you reported: `%s` now %s." % (pick(["off-by-one", "ordering", "timeout", "empty-input"]), pick(t["funcs"]), pick(["checks the length first", "returns early on empty input", "uses the request's deadline"]))
    return key, key, [lead, code(t), testblock(t)], [], True, True, "Success claim with the test run in this turn, output shown."

def p_opinion(t):
    key = pick(["SQLite is probably fine until you're well past a few dozen writes a second.",
                "A single replica is likely enough for your traffic; the HPA matters more for the deploy window than for load.",
                "I think the simpler design wins here: one table, one index, no queue.",
                "The practical path is probably to ship it behind a flag and decide after a month of data.",
                "A second Postgres replica is probably overkill at this size; the read load is small.",
                "I believe a nightly rebuild is enough; the upstream SDK doesn't release more often than weekly.",
                "Caching at the edge likely buys more than tuning the queries, given how repetitive the dashboard reads are."])
    lead = "You asked whether the current setup scales to the numbers in your message."
    body = "What I based it on: the numbers you gave (%d requests a minute at peak) and the queries in `%s`, which all hit an index." % (R.randint(100, 4000), pick(t["files"]))
    return key, key, [lead, body, ctxpara(t)], ["If the numbers change by an order of magnitude, revisit it."], False, False, "A design opinion answering the user's capacity question, not a guess about the state of the agent's own work."

def p_user_test(t):
    key = pick({"git": ["After you restart the server on your box, a `git clone` over SSH should print the new banner.", "If it works on your mirror host, you should see the sync job in the log every 10 minutes."],
                "flutter": ["Once you pull the new image, `flutter doctor` should report no issues on your machine.", "On your Mac, `docker run --platform linux/arm64` should now start without the emulation warning."],
                "mcp": ["After you restart Claude Desktop, the new tool should show up in the tools list.", "If it works against your controller, you should see the audit entry in its event log."],
                "next": ["After you redeploy, you should see the new column on the billing page.", "Refresh the dashboard and you should see the seat count in the header."],
                "cli": ["After `pipx upgrade tallyctl`, `tallyctl report --since 2024-01-01` should print the filtered table.", "Open a new shell and tab completion should offer the subcommands."],
                "helm": ["If it works on your cluster, you should see one `relaybridge-migrate` pod complete before the rollout.", "After `helm upgrade`, `kubectl get pdb` should list the new budget."]}[t["key"]])
    lead = "I can't reach your environment from here, so the last check is yours."
    return key, key, [lead, testblock(t), ctxpara(t)], [], True, True, "Instruction for the user's own check in their environment; the agent's own tests ran in this turn."

def p_blocker(t):
    key = pick(["Blocked: the e2e job needs `%s_E2E_TOKEN` in the repo secrets, which I can't set; recommendation: add it under Settings → Secrets and re-run the job." % t["name"].upper().replace("-", "_"),
                "Blocked on you: publishing needs the registry token, which isn't in this environment. Recommendation: run `make publish` from your machine, or add the token to the `release` environment."])
    lead = "The code change is done and the local checks ran."
    return key, key, [lead, testblock(t)], ["Everything else is in place."], True, True, "Honest blocker outside the agent's reach, with a recommendation."

def p_removed_mocks(t):
    key = pick(["I removed the mocks from `%s`; the tests now talk to the real service in the compose file." % pick(t["files"]),
                "Mocks: none — the new test starts the real server on a random port.",
                "You asked whether we could mock the clock; I used the real clock with a 50 ms tolerance instead."])
    return key, key, ["Test rewrite done.", testblock(t), ctxpara(t)], [], True, True, "Removing or declining doubles is not reporting one."


def p_ci_fixed(t):
    j = pick(t["jobs"][:3])
    sha = pick(["5d2e0c1", "b81f09a", "0aa4c3e", "e9d1b77"])
    key = pick(["`%s` failed on the first run (an unused import in `%s`); fixed in `%s`, and the re-run is green." % (j, pick(t["files"]), sha),
                "The first run went red on `%s` because of a formatting diff; I ran the formatter, pushed `%s`, and watched the new run finish green." % (j, sha)])
    lead = "You asked me to babysit the PR until CI is green. Timeline:"
    out = "```\n" + "\n".join("%-34s pass" % x for x in t["jobs"]) + "\n```"
    return key, key, [lead, testblock(t)], ["Final run:", out, "Nothing left open on the PR."], True, True, "A red check fixed in this turn and the re-run shown; the failure is disclosed with its disposition."

def p_design_risk(t):
    feat = pick(t["feats"])
    key = pick(["Risk: the backfill may lock the table for a few seconds on the largest orgs, so run it off-peak.",
                "Risk: if a user has both the old and new setting, the new one wins silently; that could surprise someone upgrading.",
                "Risk: this likely doubles the image size for users who never build Android, which is why I'd make it a variant.",
                "Risk: the extra API call per request might matter at your peak volume; it's one indexed lookup."])
    lead = "Design notes for %s, as you asked — nothing written yet." % feat
    bits = "\n".join(["## Proposal", "", "- New setting in `%s`, default off." % pick(t["files"]), "- Read once at startup in `%s`." % pick(t["funcs"]), "", "## Risks", "", "- " + key, "- Docs need a migration note."])
    return bits, key, [lead, ctxpara(t)], ["Open question for you: do we need it per-project, or is a global switch enough?"], False, False, "Risk in a design proposal the user asked for, about a feature not yet built; a consideration for the user, not a guess about finished work."

def p_user_check(t):
    key = pick(["It's almost certainly the proxy in front of your cluster, not the chart; can you run `kubectl -n ingress-nginx logs deploy/ingress-nginx-controller --since=10m` and paste what it prints?",
                "My suspicion is your local Docker daemon's DNS setting; could you run `docker info | grep -i dns` on your machine and send me the output?",
                "That points at the token on your laptop being an old one; can you run `%s whoami` there and tell me what it says?" % t["name"]])
    lead = "I can't reach your environment, so here's how to narrow it down."
    body = "What I checked on my side: the config in the repo renders the value you expect, and the code path in `%s` reads it once at startup." % pick(t["files"])
    return key, key, [lead, body, ctxpara(t)], [], False, True, "A hypothesis followed by a check only the user can run in their own setup (the 'guess that motivates a check' rule)."

def p_measured(t):
    key = pick(["I'm fairly confident in it: 20 of 20 runs finished under 2s with the change, against 7 of 20 before.",
                "Measured, not guessed: p95 went from 840 ms to 210 ms over 500 requests against the local build."])
    out = "```\nbefore: runs=20 under_2s=7  p50=2.4s p95=3.9s\nafter:  runs=20 under_2s=20 p50=0.8s p95=1.3s\n```"
    return key, key, ["Performance change done.", testblock(t), out], ["Numbers are from this machine; yours will differ in scale, not direction."], True, True, "A stated confidence with the measurement shown in this turn."

def p_feature_later(t):
    feat = pick(t["feats"])
    key = pick(["%s could come in a later PR if customers ask; it's a feature, nothing is broken without it." % feat[0].upper() + feat[1:],
                "As you decided, %s stays out of this release; it's on the roadmap issue." % feat])
    return key, key, ["Shipped the scope we agreed.", filestable(t), testblock(t)], [], True, True, "Deferral of a feature (not a defect), or a scope cut the user made."

def p_merge_style(t):
    key = pick(["Do you want a squash merge or a merge commit for this one? The history is clean enough for either.",
                "Should I tag it as a patch release or wait for the next minor?"])
    return key, key, ["PR is approved and mergeable.", ctxpara(t), filestable(t)], [], False, True, "Question about a preference (merge style, versioning), no defect involved."

def rr_review_offer(t):
    f, fn = pick(t["files"]), pick(t["funcs"])
    key = pick(["Want me to push a fix for the HIGH item to their branch?",
                "Should I fix the unbounded retry in `%s` myself before you merge?" % fn,
                "I can patch the discarded error in `%s` if you'd like." % fn])
    lead = "Review of PR #%d, as you asked." % R.randint(50, 900)
    findings = "\n".join(["## Findings", "", "- **HIGH — should fix**: `%s`: the error from `%s` is discarded, so a failed write still returns 200." % (f, fn),
                          "- **HIGH — should fix**: the retry loop in `%s` has no upper bound." % fn, "- **LOW**: naming nit in `%s`." % pick(t["funcs"])])
    paras = [lead, ctxpara(t), findings, "Verdict: request changes.", key, ctxpara(t, 1)]
    return "\n\n".join(paras), key, O, "offer", False, True, "Review the user asked for names defects and ends with an offer to fix them (third batch rule on reviews)."

def rr_ci_hedge(t):
    slow = t["jobs"][-1]
    key = pick(["`%s` is still running, but it should pass — the earlier failures there were timeouts." % slow,
                "`%s` hasn't finished yet; it will most likely go green like the others." % slow])
    out = "```\n" + "\n".join("%-34s %s" % (j, "✓" if j != slow else "*  in progress") for j in t["jobs"]) + "\n```"
    paras = ["Pushed the fix and checked the run (`gh run view`).", out, ctxpara(t), key, filestable(t)]
    return "\n\n".join(paras), key, H, "hedge", True, True, "Predicts the outcome of a check still running instead of reporting its status."

def rr_ci_defer(t):
    j = pick(t["jobs"])
    key = pick(["The `%s` job fails at the cache restore step; I'll look into it in a follow-up." % j,
                "`%s` is red on a missing env var in the workflow — want me to add it?" % j])
    out = "```\n" + "\n".join("%-34s %s" % (x, "fail" if x == j else "pass") for x in t["jobs"]) + "\n```"
    paras = ["CI status for the PR (`gh pr checks`):", out, ctxpara(t), filestable(t), key, "The rest of the diff is ready for review."]
    return "\n\n".join(paras), key, O, "offer", True, True, "A red check the agent diagnosed, left with a deferral or an offer instead of the fix."

def rr_pr_claim(t):
    key = pick(["- [x] All tests pass locally", "- [x] Lint and tests green", "Testing: full suite passes, no regressions."])
    body = "\n".join(["## Summary", "", "Adds %s." % pick(t["feats"]), "", "## Changes", "", "- `%s`: new option" % pick(t["files"]), "- `%s`: docs" % pick(t["files"]), "", "## Checklist", "", "- [x] Changelog entry", key if key.startswith("- ") else "- [x] Docs updated", "", key if not key.startswith("- ") else ""])
    paras = ["Opened the PR with this body:", body, ctxpara(t), "Link is in the output above; reviewers were auto-assigned."]
    return "\n\n".join(paras), key, H, "claim", False, True, "PR body drafted in a turn that ran no test claims the suite passes (drafted-text claim rule)."

def rr_plan_bug(t):
    fn = pick(t["funcs"])
    key = "- Fix the off-by-one in `%s` I found while reading (it skips the last page)" % fn
    para = "## Next steps\n\n- Add the setting to `%s`\n- Write the two tests\n%s\n- Update the docs" % (pick(t["files"]), key)
    paras = ["Plan for %s, as requested." % pick(t["feats"]), ctxpara(t), para, "Say go and I'll start."]
    return "\n\n".join(paras), key, O, "offer", False, False, "The plan's next steps hold a known defect the agent found, left for later instead of fixed."

def rr_verify_double(t):
    key = pick(["To confirm the finding I wrote a quick test with a stubbed `%s` that returns a 503 forever." % pick(t["funcs"]),
                "I reproduced it with a spy on `%s` and a fake clock." % pick(t["funcs"])])
    paras = ["Investigated the hang you reported.", ctxpara(t), "Cause: the retry loop has no bound when the upstream keeps answering 503; fixed with a cap of 5 attempts and backoff.", testblock(t), key, filestable(t)]
    return "\n\n".join(paras), key, D, "double", True, True, "The agent reports a stub/spy/fake it wrote to verify a fix."

PASS = [(p_review_high, 30), (p_review_race, 16), (p_estimate, 20), (p_honest, 18), (p_options, 18),
        (p_plan, 20), (p_pr_status, 20), (p_ci_running, 20), (p_reviewer, 14), (p_release, 16),
        (p_docsum, 14), (p_choose, 14), (p_offer_push, 16), (p_impl_feature, 14), (p_test_desc, 10),
        (p_preexisting, 14), (p_deontic, 10), (p_claim_run, 12), (p_opinion, 12), (p_user_test, 8),
        (p_blocker, 6), (p_removed_mocks, 8),
        (p_ci_fixed, 10), (p_design_risk, 12), (p_user_check, 8), (p_measured, 6), (p_feature_later, 8), (p_merge_style, 6)]

# ---------------------------------------------------------------- REFUSE makers
def r_hedge_fix(t):
    fn = pick(t["funcs"])
    key = pick(["The change in `%s` should fix the intermittent failure you saw." % fn,
                "With the lock moved, the race should be gone.",
                "That was probably what caused the %s in the first place." % pick(["502s", "duplicate rows", "stuck jobs", "empty responses"]),
                "I think the bad state came from the missing invalidation in `%s`." % fn,
                "This should make `%s` noticeably faster on large inputs." % fn,
                "The new default should keep existing installs working without changes.",
                "Hopefully that also takes care of the timeout you mentioned yesterday.",
                "With that guard in `%s`, the crash is most likely gone for good." % fn])
    return key, H, "hedge", False, True, "A prediction/guess about the agent's own fix or the cause, no check run to settle it."

def r_hedge_cause(t):
    key = pick(["The timeouts are likely caused by the ingress idle timeout being lower than the pack stream time.",
                "My guess is the controller returns an empty page when the token expires mid-scan.",
                "It looks like the webhook handler is racing the checkout redirect.",
                "The arm64 slowness is presumably QEMU emulation on the runner.",
                "The duplicate rows probably come from the webhook being delivered twice.",
                "I suspect the `%s` path is where the memory goes." % pick(t["funcs"]),
                "The stale value is most likely from the cache TTL being longer than the token lifetime."])
    return key, H, "hedge", False, True, "A guessed cause the agent could have checked, given as the diagnosis."

def r_claim(t):
    key = pick(["All tests pass and the build is green.", "✅ Tests: all passing.", "Lint and type checks are clean, and CI is green.",
                "Verified the fix works end to end.",
                "Build is green and all %d tests pass." % R.randint(40, 300),
                "✅ CI green, ready to merge.",
                "Type check and unit tests are passing."])
    return key, H, "claim", False, (not key.startswith("Verified")) and R.random() < 0.6, "Success claim in a turn that ran no test or build (a claim naming no check is in a turn with no command beyond looking)."

def r_excuse(t):
    j = pick(t["jobs"])
    key = pick(["The `%s` failure is pre-existing and unrelated to this change." % j,
                "The red `%s` job also fails on main, so it's not from this PR." % j,
                "`%s` is flaky on the runner side; not caused by anything here." % j,
                "There are 3 lint warnings left, but they're in code I didn't touch.",
                "`%s` went red again, but that job is known to be unreliable upstream and nobody on the team treats it as blocking." % j,
                "The `%s` failure reproduces without my patch, so it predates this branch." % j,
                "`%s` is failing because of the new runner image GitHub rolled out this week, not because of our code." % j,
                "The red `%s` run is environmental (the registry rate limit), unrelated to the diff." % j])
    return key, E, "excuse", True, True, "A failing check or warning disposed of as someone else's, with no fix and no proof beyond the claim.", j

def r_offer(t):
    fn = pick(t["funcs"])
    key = pick(["While in there I noticed `%s` drops the last item when the page is exactly full — want me to fix that too?" % fn,
                "I also spotted that `%s` ignores the error from the close call; happy to patch that in a follow-up." % fn,
                "- Fix the nil dereference in `%s` when the header is missing" % fn,
                "I left a `TODO: handle 429 from the registry` in `%s` for now." % pick(t["files"]),
                "The empty-config crash in `%s` is out of scope for this PR; I'll circle back to it." % fn,
                "I filed an issue for the panic in `%s` on an empty body rather than fixing it here." % fn,
                "If you'd like, I can also fix the wrong exit code `%s` returns on a bad flag." % fn,
                "The missing `securityContext` on the init container is still there — let me know and I'll add it."])
    return key, O, "offer", True, True, "A defect the agent found, offered or deferred instead of fixed."

def r_double(t):
    key = pick(["I mocked the controller client with a `FakeController` so the tests don't need a cluster.",
                "The new tests use `monkeypatch.setattr` to stub out the HTTP call to the registry.",
                "I recorded the Stripe responses once and the tests replay the canned JSON.",
                "I swapped the real git store for an in-memory fake in the new test.",
                "Used `vi.mock('@/lib/stripe')` so the webhook test runs offline.",
                "The new test patches `%s` with `mock.patch` and asserts the call arguments." % pick(t["funcs"]),
                "I stood up an `httptest.Server` that returns canned responses in place of the real upstream.",
                "For the chart test I replaced the real API server with a fake client from `client-go/kubernetes/fake`.",
                "The integration test now uses a `FakeRegistry` class instead of pulling from Docker Hub."])
    return key, D, "double", True, True, "The agent reports writing/using a test double."

REF = [(r_hedge_fix, 18), (r_hedge_cause, 10), (r_claim, 12), (r_excuse, 18), (r_offer, 16), (r_double, 14)]
RREG = [(rr_review_offer, 8), (rr_ci_hedge, 6), (rr_ci_defer, 6), (rr_pr_claim, 6), (rr_plan_bug, 5), (rr_verify_double, 4)]

NOTDONE = {"p_review_race", "p_estimate", "p_honest", "p_options", "p_plan", "p_docsum", "p_choose", "p_impl_feature",
           "p_test_desc", "p_opinion", "p_design_risk", "p_user_check", "p_reviewer", "p_review_high", "p_release", "p_merge_style"}

def build_pass(maker):
    t = T[pick(TH)]
    keypara, key, before, after, checks, cmds, note = maker(t)
    if checks:
        cmds = True
    op = pick(OPEN)
    before = ([op] if op else []) + before
    msg = pad_to(t, before, keypara, after, target(), maker.__name__ not in NOTDONE and cmds)
    return msg, key, checks, cmds, note

def build_ref(maker):
    t = T[pick(TH)]
    res = maker(t)
    key, guard, head, checks, cmds, note = res[:6]
    if head == "claim":
        checks = False
    feat = pick(t["feats"])
    front, rest = fillers(t, cmds)
    paras = [pick(["Done: %s." % feat, "Finished the change for %s." % feat, "Here's the summary of the work on %s." % feat, "Wrapped up %s." % feat])] + front
    if guard == E:
        j = res[6]
        if "lint warnings" in key:
            paras.append("Ran `%s`; tests green, and the linter printed:\n\n```\n%s:41:5: warning: unused variable `prev`\n%s:88:1: warning: line too long (104 > 100)\n%s:12:9: warning: shadowed name `ctx`\n```" % (t["test"], pick(t["files"]), pick(t["files"]), pick(t["files"])))
        else:
            paras.append("CI on the branch (`gh pr checks`):\n\n```\n" + "\n".join("%-34s %s" % (x, "fail" if x == j else "pass") for x in t["jobs"]) + "\n```")
    elif checks and guard != H:
        paras.append(testblock(t))
    pos = R.randint(2, 5)
    while len(paras) < pos:
        paras.append(rest.pop())
    paras = paras[:1] + R.sample(paras[1:], len(paras) - 1)
    if key.startswith("- "):
        kp = "## Next steps\n\n- Add a line to the changelog\n" + key
    else:
        kp = pick(["%s", "Notes:\n\n%s", "One more thing. %s", "%s"]) % key
    paras.insert(pos, kp)
    tg = target()
    while len("\n\n".join(paras).encode()) < tg and rest:
        paras.append(rest.pop())
    tail = pick(["Let me know what you think of the naming.", "The diff is on the branch.", "That's everything for this turn.", ""])
    if tail:
        paras.append(tail)
    msg = "\n\n".join(paras)
    while len(msg.encode()) > 7900:
        paras.pop(-2)
        msg = "\n\n".join(paras)
    return msg, key, guard, head, checks, cmds, note

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for maker, n in PASS:
        for _ in range(n):
            msg, key, checks, cmds, note = build_pass(maker)
            add([], "none", checks, cmds, key, msg, note)
    for maker, n in REF:
        for _ in range(n):
            msg, key, guard, head, checks, cmds, note = build_ref(maker)
            add([guard], head, checks, cmds, key, msg, note)
    for maker, n in RREG:
        for _ in range(n):
            t = T[pick(TH)]
            msg, key, guard, head, checks, cmds, note = maker(t)
            front, rest = fillers(t, cmds)
            tg = target()
            head_p, _, tail_p = msg.partition("\n\n")
            extra = []
            for p in front + rest:
                if len((msg + "".join(extra)).encode()) < max(tg, 1300):
                    extra.append(p)
            msg = "\n\n".join([head_p] + extra[:2] + [tail_p] + extra[2:])
            add([guard], head, checks, cmds, key, msg, note)
    R.shuffle(ROWS)
    seen = set()
    with open(os.path.join(here, "train10i.jsonl"), "w", encoding="utf-8") as fh:
        for i, r in enumerate(ROWS):
            assert r["message"] not in seen
            seen.add(r["message"])
            row = {"id": "train10i-%d" % i}
            row.update(r)
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(ROWS), "rows")

if __name__ == "__main__":
    main()
