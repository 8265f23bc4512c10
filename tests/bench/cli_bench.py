#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Time `mcpscope --cli` against the official inspector's CLI.

Both clients run `tools/list` against the same server-everything: each starts it over stdio,
or, with --http, both reach one already running in its streamableHttp mode on loopback. For every run
the script records the wall time of the whole client process (spawn to exit) and the peak
RSS of the client's process tree without the server process. It prints figures and
whether the targets are met; it never fails on the figures themselves, only when a run
does not produce a correct result. See README.md next to this file.
"""

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time

TARGET_WALL_RATIO = 1 / 3   # mcpscope wall time at most 1/3 of the official one (stdio)
TARGET_WALL_RATIO_HTTP = 1 / 4  # ... and at most 1/4 over HTTP
TARGET_RSS_RATIO = 1 / 4    # mcpscope client memory at most 1/4 of the official one
SAMPLE_INTERVAL = 0.005     # seconds between /proc samples
MIB = 1024 * 1024

OFFICIAL_ENTRY = "node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js"
SERVER_ENTRY = "node_modules/@modelcontextprotocol/server-everything/dist/index.js"


def die(msg):
    print(f"cli_bench: {msg}", file=sys.stderr)
    sys.exit(2)


# --- /proc sampling ------------------------------------------------------------------

def _read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def _ppid_map():
    """pid -> ppid for every process visible in /proc."""
    parents = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        data = _read(f"/proc/{name}/stat")
        if not data:
            continue
        # The command name (field 2) may contain spaces and parentheses: split after
        # the last ')'. Then field 3 is the state and field 4 the ppid.
        rest = data[data.rfind(b")") + 2:].split()
        if len(rest) > 1:
            parents[int(name)] = int(rest[1])
    return parents


def _descendants(root, parents):
    children = {}
    for pid, ppid in parents.items():
        children.setdefault(ppid, []).append(pid)
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, ()))
    return out


def _vm_hwm_kib(pid):
    data = _read(f"/proc/{pid}/status")
    if not data:
        return None
    for line in data.split(b"\n"):
        if line.startswith(b"VmHWM:"):
            return int(line.split()[1])
    return None  # zombie or kernel thread: no memory figures


class TreeSampler(threading.Thread):
    """Samples the process tree under `root` until stopped.

    Keeps, per pid, the latest VmHWM seen and whether the pid was the server (its
    command line contains the server's entry path; the spawned client itself never
    counts as the server even though its own arguments name the server's path).
    """

    def __init__(self, root, server_path):
        super().__init__(daemon=True)
        self.root = root
        self.server_path = server_path.encode()
        self.hwm = {}        # pid -> KiB
        self.is_server = {}  # pid -> bool
        self.stop_flag = threading.Event()
        self.samples = 0

    def sample(self):
        for pid in _descendants(self.root, _ppid_map()):
            hwm = _vm_hwm_kib(pid)
            if hwm is None:
                continue
            cmdline = _read(f"/proc/{pid}/cmdline")
            if cmdline is None:
                continue
            self.hwm[pid] = hwm
            self.is_server[pid] = pid != self.root and self.server_path in cmdline
        self.samples += 1

    def run(self):
        while not self.stop_flag.is_set():
            self.sample()
            self.stop_flag.wait(SAMPLE_INTERVAL)

    def stop(self):
        self.stop_flag.set()
        self.join()

    def client_kib(self):
        return sum(v for p, v in self.hwm.items() if not self.is_server.get(p))

    def server_kib(self):
        return sum(v for p, v in self.hwm.items() if self.is_server.get(p))

    def pids(self):
        return sorted(self.hwm)


# --- one run -------------------------------------------------------------------------

class RunResult:
    def __init__(self):
        self.wall = None
        self.client_mib = None
        self.server_mib = None
        self.rc = None
        self.tools = None       # list of tool names, or None when stdout was not valid
        self.error = None       # text describing why the run is invalid
        self.stderr_tail = ""
        self.leftover = False   # processes of the run's group still alive after exit
        self.samples = 0
        self.wait4_maxrss_mib = None


def _drain(stream, sink):
    sink.append(stream.read())


def _tool_names(stdout):
    try:
        doc = json.loads(stdout)
    except ValueError as e:
        return None, f"stdout is not JSON ({e}); first bytes: {stdout[:200]!r}"
    # Default text format prints the result itself; --format json wraps it in
    # {"result": ...}. Accept both.
    if isinstance(doc, dict) and isinstance(doc.get("result"), dict) and "tools" not in doc:
        doc = doc["result"]
    tools = doc.get("tools") if isinstance(doc, dict) else None
    if not isinstance(tools, list):
        return None, "stdout JSON has no 'tools' array"
    return [t.get("name") if isinstance(t, dict) else None for t in tools], None


def _group_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def run_once(argv, server_path, timeout):
    res = RunResult()
    out_chunks, err_chunks = [], []
    timed_out = threading.Event()

    def kill_on_timeout():
        timed_out.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    t0 = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)
    sampler = TreeSampler(proc.pid, server_path)
    sampler.start()
    timer = threading.Timer(timeout, kill_on_timeout)
    timer.start()
    readers = [threading.Thread(target=_drain, args=(proc.stdout, out_chunks), daemon=True),
               threading.Thread(target=_drain, args=(proc.stderr, err_chunks), daemon=True)]
    for r in readers:
        r.start()
    # A blocking wait4 (not Popen.wait(timeout), which polls with up to 50 ms of delay)
    # so that the wall time ends when the client exits.
    _, status, rusage = os.wait4(proc.pid, 0)
    res.wall = time.perf_counter() - t0
    timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    sampler.stop()
    res.samples = sampler.samples
    # wait4's ru_maxrss is the larger of the client's own peak and the peaks of the
    # children it reaped (the server, once the client waited for it): a cross-check only.
    res.wait4_maxrss_mib = rusage.ru_maxrss / 1024
    pgid = proc.pid  # start_new_session: the client leads its own process group
    if _group_alive(pgid):
        # Something of the run (normally a server the client did not wait for) is
        # still alive: note it, then clean up so runs do not disturb each other.
        res.leftover = True
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(pgid, sig)
            except ProcessLookupError:
                break
            deadline = time.monotonic() + 2
            while _group_alive(pgid) and time.monotonic() < deadline:
                time.sleep(0.02)
            if not _group_alive(pgid):
                break
    for r in readers:
        r.join(timeout=5)
    proc.stdout.close()
    proc.stderr.close()
    stdout = b"".join(out_chunks).decode("utf-8", "replace")
    stderr = b"".join(err_chunks).decode("utf-8", "replace")
    res.stderr_tail = "\n".join(stderr.strip().splitlines()[-5:])
    res.rc = proc.returncode
    res.client_mib = sampler.client_kib() / 1024
    res.server_mib = sampler.server_kib() / 1024
    if timed_out.is_set():
        res.error = f"timed out after {timeout} s (killed)"
    elif res.rc != 0:
        res.error = f"exit status {res.rc}"
    else:
        res.tools, res.error = _tool_names(stdout)
    if res.error is None and res.client_mib == 0:
        res.error = "the client exited before the first memory sample was taken"
    return res


# --- reporting -----------------------------------------------------------------------

def summarize(results):
    walls = [r.wall for r in results]
    rss = [r.client_mib for r in results]
    srv = [r.server_mib for r in results]
    return {
        "runs": len(results),
        "wall_s": {"median": statistics.median(walls), "min": min(walls), "max": max(walls),
                   "all": walls},
        "client_peak_rss_mib": {"median": statistics.median(rss), "min": min(rss),
                                "max": max(rss), "all": rss},
        "server_peak_rss_mib": {"median": statistics.median(srv), "all": srv},
        "wait4_maxrss_mib": [r.wait4_maxrss_mib for r in results],
        "samples_per_run": [r.samples for r in results],
        "tools": len(results[0].tools),
        "left_processes_behind": sum(1 for r in results if r.leftover),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mcpscope", required=True, help="path of the mcpscope binary")
    ap.add_argument("--runs", type=int, default=5, help="measured runs per tool (default 5)")
    ap.add_argument("--warmup", type=int, default=1,
                    help="unmeasured runs per tool before measuring (default 1)")
    ap.add_argument("--peers", default=os.environ.get("MCPSCOPE_PEERS_DIR"),
                    help="npm peers directory (default $MCPSCOPE_PEERS_DIR)")
    ap.add_argument("--timeout", type=float, default=120, help="seconds per run (default 120)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--http", action="store_true",
                    help="reach server-everything over Streamable HTTP (one server for all runs)")
    ap.add_argument("--modern", action="store_true",
                    help="MCP 2026-07-28: both clients with --protocol-era modern against the SDK v2 test "
                         "server of tests/modern over Streamable HTTP (one server for all runs)")
    args = ap.parse_args()
    global TARGET_WALL_RATIO
    if args.modern:
        args.http = True
    if args.http:
        TARGET_WALL_RATIO = TARGET_WALL_RATIO_HTTP

    if args.runs < 1:
        die("--runs must be at least 1")
    if not args.peers:
        die("no peers directory: pass --peers DIR or set MCPSCOPE_PEERS_DIR")
    peers = os.path.abspath(args.peers)
    official = os.path.join(peers, OFFICIAL_ENTRY)
    server = os.path.join(peers, SERVER_ENTRY)
    node = shutil.which("node")
    mcpscope = os.path.abspath(args.mcpscope)
    for path, what in ((official, "official inspector"), (server, "server-everything")):
        if not os.path.isfile(path):
            die(f"{what} not found at {path}")
    if node is None:
        die("node is not on PATH")
    if not (os.path.isfile(mcpscope) and os.access(mcpscope, os.X_OK)):
        die(f"mcpscope binary not found or not executable: {mcpscope}")

    target = [node, server, "--method", "tools/list"]
    http_server = None
    if args.modern:
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "modern", "http-server.mjs")
        http_server, url = start_modern_server(node, script, peers)
        target = [url, "--protocol-era", "modern", "--method", "tools/list"]
    elif args.http:
        http_server, url = start_http_server(node, server)
        target = [url, "--method", "tools/list"]
    commands = {
        "official": [node, official, "--cli"] + target,
        "mcpscope": [mcpscope, "--cli"] + target,
    }
    results = {name: [] for name in commands}
    failures = []
    log = (lambda *a: None) if args.json else (lambda *a: print(*a, file=sys.stderr, flush=True))

    try:
        measure(args, commands, server, results, failures, log)
    finally:
        if http_server is not None:
            os.killpg(http_server.pid, signal.SIGTERM)
            http_server.wait(timeout=10)
    report_results(args, commands, server, results, failures, log)


def start_http_server(node, server):
    """server-everything in streamableHttp mode on a free loopback port."""
    import socket
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    proc = subprocess.Popen([node, server, "streamableHttp"], env=dict(os.environ, PORT=str(port)),
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return proc, f"http://127.0.0.1:{port}/mcp"
        except OSError:
            time.sleep(0.1)
    os.killpg(proc.pid, signal.SIGKILL)
    die("server-everything (streamableHttp) did not start listening")


def start_modern_server(node, script, peers):
    """tests/modern/http-server.mjs (MCP 2026-07-28 only) on a free loopback port."""
    proc = subprocess.Popen([node, script, "--port", "0", "--modern-only", "--peers", peers],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            start_new_session=True, text=True)
    line = proc.stdout.readline().strip()
    if not line.startswith("LISTENING "):
        os.killpg(proc.pid, signal.SIGKILL)
        die(f"the modern test server did not start: {line!r}")
    return proc, line.split(" ", 1)[1]


def measure(args, commands, server, results, failures, log):
    # Interleave the two clients so slow drifts of the machine hit both alike.
    total = args.warmup + args.runs
    for i in range(total):
        measured = i >= args.warmup
        for name, argv in commands.items():
            r = run_once(argv, server, args.timeout)
            tag = f"run {i - args.warmup + 1}/{args.runs}" if measured else "warm-up"
            status = "ok" if r.error is None else f"FAILED: {r.error}"
            wall = f"{r.wall:.3f} s" if r.wall is not None else "-"
            log(f"  {name:8s} {tag:10s} {wall:>9s}  client {r.client_mib:7.1f} MiB  "
                f"server {r.server_mib:6.1f} MiB  {status}")
            if r.error is not None:
                failures.append((name, tag, r))
            elif measured:
                results[name].append(r)


def report_results(args, commands, server, results, failures, log):

    # Each client must list the same tools on every run. Across clients the lists may differ
    # by design: server-everything's tool list depends on the client's declared capabilities
    # (the official CLI declares roots only; mcpscope also sampling and elicitation), so
    # mcpscope's list must contain every tool the official CLI sees.
    mismatch = None
    problems = []
    names = {}
    for name, rs in results.items():
        sets = {frozenset(r.tools) for r in rs}
        if len(sets) > 1:
            problems.append(f"{name} listed different tools on different runs")
        if rs:
            names[name] = set(rs[0].tools)
    if "official" in names and "mcpscope" in names:
        missing = names["official"] - names["mcpscope"]
        if missing:
            problems.append(f"mcpscope lacks tools the official CLI lists: {sorted(missing)}")
        extra = names["mcpscope"] - names["official"]
        if extra:
            log(f"  note: mcpscope sees {len(extra)} more tools (its declared capabilities): {sorted(extra)}")
    if not failures and problems:
        failures.append(("both", "compare", None))
        mismatch = "; ".join(problems)

    if failures:
        print("\n*** cli_bench: FAILED: some runs did not produce a correct tools/list ***",
              file=sys.stderr)
        for name, tag, r in failures:
            if r is None:
                print(f"  {mismatch}", file=sys.stderr)
                continue
            print(f"  {name} ({tag}): {r.error}", file=sys.stderr)
            print(f"    command: {' '.join(commands[name])}", file=sys.stderr)
            if r.stderr_tail:
                print("    stderr (last lines):", file=sys.stderr)
                for line in r.stderr_tail.splitlines():
                    print(f"      {line}", file=sys.stderr)
        sys.exit(1)

    summary = {name: summarize(rs) for name, rs in results.items()}
    off, mine = summary["official"], summary["mcpscope"]
    wall_ratio = mine["wall_s"]["median"] / off["wall_s"]["median"]
    rss_ratio = mine["client_peak_rss_mib"]["median"] / off["client_peak_rss_mib"]["median"]
    report = {
        "method": "tools/list",
        "server": server,
        "commands": commands,
        "runs": args.runs,
        "warmup": args.warmup,
        "results": summary,
        "ratios": {"wall": wall_ratio, "client_peak_rss": rss_ratio},
        "targets": {
            "wall": {"at_most": TARGET_WALL_RATIO, "met": wall_ratio <= TARGET_WALL_RATIO},
            "client_peak_rss": {"at_most": TARGET_RSS_RATIO, "met": rss_ratio <= TARGET_RSS_RATIO},
        },
    }
    if args.json:
        json.dump(report, sys.stdout, indent=2)
        sys.stdout.write("\n")
        return

    print()
    target = ("the modern test server (MCP 2026-07-28, --protocol-era modern) over HTTP" if args.modern
              else f"server-everything{' over HTTP' if args.http else ''}")
    print(f"tools/list against {target} ({off['tools']} tools), {args.runs} runs each "
          f"after {args.warmup} warm-up")
    head = f"{'tool':10s} {'wall median':>12s} {'min':>8s} {'max':>8s} " \
           f"{'client RSS median':>18s} {'min':>8s} {'max':>8s} {'server RSS':>11s}"
    print(head)
    print("-" * len(head))
    for name in commands:
        s = summary[name]
        w, m = s["wall_s"], s["client_peak_rss_mib"]
        print(f"{name:10s} {w['median']:10.3f} s {w['min']:6.3f} s {w['max']:6.3f} s "
              f"{m['median']:14.1f} MiB {m['min']:8.1f} {m['max']:8.1f} "
              f"{s['server_peak_rss_mib']['median']:7.1f} MiB")
    print()

    def verdict(ratio, target):
        return "met" if ratio <= target else "not met"

    print(f"mcpscope/official wall time:   {wall_ratio:6.3f}  (target at most {TARGET_WALL_RATIO:.3f}: "
          f"{verdict(wall_ratio, TARGET_WALL_RATIO)})")
    print(f"mcpscope/official client RSS:  {rss_ratio:6.3f}  (target at most 1/4 = 0.250: "
          f"{verdict(rss_ratio, TARGET_RSS_RATIO)})")
    for name in commands:
        n = summary[name]["left_processes_behind"]
        if n:
            print(f"note: {name} exited while processes of its run were still alive in "
                  f"{n} of {args.runs} runs (killed by the benchmark)")


if __name__ == "__main__":
    main()
