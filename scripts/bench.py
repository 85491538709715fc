"""Runs the cases registered by scripts/bench and prints the table.

Each call is `sh -c 'exec HOOK < PAYLOAD'` spawned with posix_spawn and reaped
with wait4, so the wall time and the peak RSS are the hook's own. The floor
(/bin/true), the guard and its bash+jq twin are interleaved run by run, so a
busy moment on the machine hits all three alike.
"""
import os
import statistics
import sys
import time


def call(argv, payload):
    start = time.perf_counter()
    pid = os.posix_spawn(
        "/bin/sh",
        ["sh", "-c", 'exec "$@" < "$0"', payload] + argv,
        os.environ,
        file_actions=[
            (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
            (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0),
        ],
    )
    _, status, usage = os.wait4(pid, 0)
    elapsed = (time.perf_counter() - start) * 1000.0
    return elapsed, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def spawn(argv):
    """Wall time of running argv directly (no shell, stdin from /dev/null),
    as a guard runs a command of its own: the time a case excludes."""
    start = time.perf_counter()
    pid = os.posix_spawnp(
        argv[0],
        argv,
        os.environ,
        file_actions=[
            (os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
            (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
            (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0),
        ],
    )
    os.waitpid(pid, 0)
    return (time.perf_counter() - start) * 1000.0


def peak_kb(argv, payload):
    """Peak RSS of one run, from GNU time: wait4's figure includes the
    spawning Python's own pages when the child starts as a copy of it."""
    import subprocess, tempfile
    if not os.path.exists("/usr/bin/time"):
        return 0
    with tempfile.NamedTemporaryFile("r") as out, open(payload, "rb") as stdin:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out.name] + argv, stdin=stdin,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            return int(out.read().strip().splitlines()[-1])
        except (ValueError, IndexError):
            return 0


def main():
    cases_file, notes_file, release, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    cases = [(line.rstrip("\n").split("\t") + [""])[:6] for line in open(cases_file) if line.strip()]
    rows, failed, excluded_notes = [], 0, []
    for guard, label, payload, jq_script, budget, exclude in cases:
        # A case may name a command with arguments (the default Bash entry:
        # `gatehouse-dispatch --here GUARD…`); the first word is the binary.
        words = guard.split()
        hook = [os.path.join(release, words[0])] + words[1:]
        twin = ["bash", jq_script]
        excluded = exclude.split()
        t_true, t_hook, t_twin, t_excl, rss, codes = [], [], [], [], 0, set()
        call(hook, payload)  # warm the page cache
        for _ in range(runs):
            t_true.append(call(["/bin/true"], payload)[0])
            ms, _, code = call(hook, payload)
            t_hook.append(ms)
            codes.add(code)
            t_twin.append(call(twin, payload)[0])
            if excluded:
                t_excl.append(spawn(excluded))
        rss = peak_kb(hook, payload)
        m_true, m_hook, m_twin = (statistics.median(x) for x in (t_true, t_hook, t_twin))
        if excluded:
            # The guard's own time: what it spent beside the command it ran.
            m_excl = statistics.median(t_excl)
            excluded_notes.append(f"{guard} / {label}: the median is the guard's own time, "
                                  f"{m_hook:.2f} ms minus {m_excl:.2f} ms of `{exclude}` (run by the guard; median of the same runs)")
            m_hook -= m_excl
        speedup = m_twin / m_hook if m_hook else 0.0
        ok = m_hook <= float(budget) and (speedup >= 15.0 or jq_script.endswith("none.sh"))
        failed += 0 if ok else 1
        rows.append((guard, label, m_hook, m_hook / m_true if m_true else 0, m_twin, speedup, rss / 1024, sorted(codes), budget, ok))
    head = f"{'guard':<26} {'case':<28} {'median':>8} {'x true':>7} {'bash+jq':>8} {'speedup':>8} {'peak MB':>8} {'exit':>6} {'budget':>7}"
    print(head)
    print("-" * len(head))
    for g, l, m, xt, tw, sp, mb, codes, budget, ok in rows:
        print(f"{g.split()[0]:<26} {l[:28]:<28} {m:>6.2f}ms {xt:>6.1f}x {tw:>6.1f}ms {sp:>7.1f}x {mb:>8.1f} {','.join(map(str, codes)):>6} {'<='+budget+'ms':>7} {'ok' if ok else 'MISS'}")
    print(f"\n{runs} runs per case; median wall time of `sh -c 'exec HOOK < payload'` on {os.cpu_count()} cores.")
    notes = "\n".join(excluded_notes + [open(notes_file).read().strip()]).strip()
    if notes:
        print("\n" + notes)
    if failed:
        print(f"\n{failed} case(s) missed the budget", file=sys.stderr)
        sys.exit(1)


main()
