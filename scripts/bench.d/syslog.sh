# Bench cases of the syslog output, sourced by scripts/bench.
#
# The same no-xdist refusal twice, each through an `env -S` shebang that sets
# XDG_CONFIG_HOME to a user config of its own (a user setting: a repository
# cannot switch syslog on): once with `[gatehouse] syslog = true` and a
# socket in $BENCH_TMP, once with a user config that does not mention
# syslog (what most users have). The wrapper's cost is the same in both rows,
# so their difference is what syslog adds per refusal: reading the user's
# config, parsing it again, building the message, one non-blocking
# sendto(2). The receiver is a python3 loop draining the socket (it exits by
# itself once $BENCH_TMP is gone), so no send finds a full queue.
syslog_sock="$BENCH_TMP/syslog.sock"
python3 - "$syslog_sock" "$BENCH_TMP" <<'PY' &
import os, socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(sys.argv[1])
s.settimeout(1.0)
while os.path.isdir(sys.argv[2]):
    try:
        s.recv(65536)
    except socket.timeout:
        pass
PY
for _ in $(seq 50); do [[ -S "$syslog_sock" ]] && break; sleep 0.1; done
syslog_repo="$BENCH_TMP/syslog-repo"
mkdir -p "$syslog_repo/.git"
for variant in on off; do
    mkdir -p "$BENCH_TMP/syslog-$variant/cfg/gatehouse" "$BENCH_TMP/syslog-$variant/bin"
    printf '#!/usr/bin/env -S XDG_CONFIG_HOME=%s %s\n' \
        "$BENCH_TMP/syslog-$variant/cfg" "$RELEASE/no-xdist" >"$BENCH_TMP/syslog-$variant/bin/no-xdist"
    chmod +x "$BENCH_TMP/syslog-$variant/bin/no-xdist"
done
printf '[gatehouse]\nsyslog = true\nsyslog_socket = "%s"\n' "$syslog_sock" \
    >"$BENCH_TMP/syslog-on/cfg/gatehouse/config.toml"
printf '[gatehouse]\nmode = "enforce"\n' >"$BENCH_TMP/syslog-off/cfg/gatehouse/config.toml"
syslog_payload="$(bench_payload syslog "$(jq -cn --arg cwd "$syslog_repo" \
    '{session_id: "bench-syslog", transcript_path: "", cwd: $cwd, hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: {command: "pytest -n 4 tests/"}}')")"
bench_guard "$BENCH_TMP/syslog-on/bin/no-xdist" "$syslog_payload" "refused, syslog on" "" 4
bench_guard "$BENCH_TMP/syslog-off/bin/no-xdist" "$syslog_payload" "refused, syslog off" "" 4
# The two rows are measured one after the other, so on a busy machine their
# difference drifts with the load. The same comparison interleaved, pair by
# pair (spawned directly, no wrapper), is the number to read: a note.
syslog_ab="$(python3 - "$BENCH_TMP" "$RELEASE/no-xdist" "$syslog_payload" "${BENCH_RUNS:-30}" <<'PY'
import json, os, socket, statistics, subprocess, sys, threading, time
tmp, guard, payload_path, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
sock = os.path.join(tmp, "syslog-ab.sock")
rx = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
rx.bind(sock)
got = [0]
def drain():
    while True:
        rx.recv(65536)
        got[0] += 1
threading.Thread(target=drain, daemon=True).start()
for v, text in (("on", '[gatehouse]\nsyslog = true\nsyslog_socket = "%s"\n' % sock),
                ("off", '[gatehouse]\nmode = "enforce"\n')):
    os.makedirs(os.path.join(tmp, "syslog-ab-" + v, "gatehouse"), exist_ok=True)
    open(os.path.join(tmp, "syslog-ab-" + v, "gatehouse", "config.toml"), "w").write(text)
payload = open(payload_path, "rb").read()
times = {"on": [], "off": []}
pairs = max(runs * 4, 100)
for i in range(pairs):
    for v in (("on", "off") if i % 2 == 0 else ("off", "on")):
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "syslog-ab-" + v))
        start = time.perf_counter()
        subprocess.run([guard], input=payload, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[v].append(time.perf_counter() - start)
time.sleep(0.2)
diff = statistics.median(a - b for a, b in zip(times["on"], times["off"])) * 1000
print("%d interleaved pairs: %.2f ms with syslog, %.2f ms without, median paired difference %+.3f ms per refusal; %d of %d datagrams received"
      % (pairs, statistics.median(times["on"]) * 1000, statistics.median(times["off"]) * 1000, diff, got[0], pairs))
PY
)"
bench_note "syslog A/B: $syslog_ab"
bench_note "syslog: the two rows named ...syslog-{on,off}/bin/no-xdist differ only in the syslog output (user config re-read and parsed, RFC 5424 message, one non-blocking sendto to a socket a python3 loop drains); their difference is its cost per refusal. Both go through the same env -S wrapper."
