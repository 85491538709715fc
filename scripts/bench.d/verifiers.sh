#!/usr/bin/env bash
# Bench of the verifiers: a delta of 10,000 changed lines over 200 files must
# be verified in under 1 s by each of verify-additive, verify-non-executable
# and verify-rebase (issue 8). Builds such a repository in a temp dir, runs
# each verifier a few times (release build) and reports the median in ms.
#
# Sourced by scripts/bench (reports through bench_note), or run alone:
#   bash scripts/bench.d/verifiers.sh        (builds the release binaries;
#                                             exits 1 when a verifier misses 1 s)
# Knob: VERIFIER_BENCH_RUNS (default 5).

verifier_bench() {
    local root="${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
    local bin="${RELEASE:-$("$root/scripts/build-release" --dir)}"
    local tmp
    tmp="$(mktemp -d)"
    local runs="${VERIFIER_BENCH_RUNS:-5}"
    local repo="$tmp/repo"
    local over=0

    # A quiet, reproducible git: no user config, fixed identity and dates.
    local -a genv=(env GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 HOME="$tmp"
        GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.invalid
        GIT_AUTHOR_DATE=2024-01-01T00:00:00Z GIT_COMMITTER_NAME=bench
        GIT_COMMITTER_EMAIL=bench@example.invalid GIT_COMMITTER_DATE=2024-01-01T00:00:00Z
        GIT_EDITOR=true LC_ALL=C)
    _vb_git() { "${genv[@]}" git -C "$repo" "$@"; }

    mkdir -p "$repo"
    _vb_git init -q -b main
    # 200 files (50 each of Rust, Python, shell, TypeScript), 100 lines each:
    # a comment line and a code line, alternating.
    local i ext c
    for i in $(seq 1 200); do
        case $((i % 4)) in
            0) ext=rs c='//' ;; 1) ext=py c='#' ;; 2) ext=sh c='#' ;; 3) ext=ts c='//' ;;
        esac
        awk -v c="$c" -v ext="$ext" 'BEGIN {
            for (k = 1; k <= 50; k++) {
                printf "%s comment %d\n", c, k
                if (ext == "py" || ext == "sh") printf "x%d=%d\n", k, k
                else if (ext == "rs") printf "static X%d: u32 = %d;\n", k, k
                else printf "const x%d = %d;\n", k, k
            }
        }' >"$repo/f$i.$ext"
    done
    _vb_git add -A && _vb_git commit -q -m base
    local base
    base=$(_vb_git rev-parse HEAD)
    _vb_git checkout -q -b feature

    # The 10,000-line deltas.
    # additive: 50 lines inserted into each file (25 in the middle, 25 at the end).
    # non-executable: the 50 comment lines of each file reworded.
    # rebase: 20 commits of 10 files each (the non-executable edits), replayed
    #         onto a main that moved on.
    local f
    for i in $(seq 1 200); do
        f=$(ls "$repo"/f"$i".*)
        awk '{ print } NR == 50 { for (k = 0; k < 25; k++) print "// added " k } END { for (k = 0; k < 25; k++) print "// appended " k }' "$f" >"$f.new" && mv "$f.new" "$f"
    done
    _vb_git add -A && _vb_git commit -q -m additive
    local additive_tip
    additive_tip=$(_vb_git rev-parse HEAD)
    _vb_git reset -q --hard main
    local n=0
    for i in $(seq 1 200); do
        f=$(ls "$repo"/f"$i".*)
        sed -i 's/comment \([0-9]*\)$/reworded comment \1/' "$f"
        n=$((n + 1))
        if ((n % 10 == 0)); then _vb_git add -A && _vb_git commit -q -m "reword $n"; fi
    done
    local before
    before=$(_vb_git rev-parse HEAD)
    _vb_git checkout -q main
    echo "upstream" >"$repo/UPSTREAM.md"
    _vb_git add -A && _vb_git commit -q -m upstream
    _vb_git checkout -q feature
    _vb_git rebase -q main

    _vb_measure() { # label, then the command
        local label="$1"
        shift
        local -a times=()
        local t0 t1 code
        for _ in $(seq 1 "$runs"); do
            t0=$(date +%s%N)
            "${genv[@]}" "$@" >/dev/null 2>&1
            code=$?
            t1=$(date +%s%N)
            times+=($(((t1 - t0) / 1000000)))
            if [[ $code -ne 0 ]]; then
                _vb_report "$label: exit $code (expected 0) — bench repo in $tmp"
                over=1
                return
            fi
        done
        local median
        median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
        local verdict="ok"
        ((median < 1000)) || {
            verdict="OVER the 1 s budget"
            over=1
        }
        _vb_report "$(printf '%-22s %6d ms median of %d  (10,000 changed lines, 200 files; %s)' "$label" "$median" "$runs" "$verdict")"
    }
    _vb_report() {
        if declare -F bench_note >/dev/null; then bench_note "$1"; else printf '%s\n' "$1"; fi
    }

    _vb_measure verify-additive "$bin/verify-additive" -C "$repo" "$base..$additive_tip"
    _vb_measure verify-non-executable "$bin/verify-non-executable" -C "$repo" "$base..$before"
    _vb_measure verify-rebase "$bin/verify-rebase" -C "$repo" "$before" feature
    [[ $over -eq 0 ]] && rm -rf "$tmp"
    return $over
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -uo pipefail
    root="$(cd "$(dirname "$0")/../.." && pwd)"
    "$root/scripts/build-release" >/dev/null || exit 2
    verifier_bench
    exit $?
else
    verifier_bench || bench_note "verifiers: a verifier missed its 1 s budget or failed (see above)"
fi
