#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Added latency of `mcpscope tap`: round trips through tap vs straight to the server.

Plays a minimal MCP host: initialize, then N sequential pings (each waits for its answer),
once against the demo server directly and once through `mcpscope tap -- demo-server`.
Prints per-message round-trip medians/p99 and the difference (tap's added latency).
Target (issue: session logs): added latency under 1 ms per message.
Usage: tap_bench.py --mcpscope PATH [--server PATH] [--pings N]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def round_trips(cmd, pings):
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, bufsize=0)

    def call(obj):
        proc.stdin.write(json.dumps(obj).encode() + b"\n")
        want = obj.get("id")
        while True:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError(f"{cmd[0]}: the server closed its output")
            msg = json.loads(line)
            if msg.get("id") == want and ("result" in msg or "error" in msg):
                return msg

    call({"jsonrpc": "2.0", "id": 0, "method": "initialize",
          "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                     "clientInfo": {"name": "tap-bench", "version": "1"}}})
    proc.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    times = []
    for i in range(1, pings + 1):
        t0 = time.perf_counter()
        call({"jsonrpc": "2.0", "id": i, "method": "ping"})
        times.append(time.perf_counter() - t0)
    proc.stdin.close()
    proc.wait(timeout=10)
    return times


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mcpscope", required=True)
    ap.add_argument("--server", help="default: mcpscope-demo-server beside mcpscope")
    ap.add_argument("--pings", type=int, default=2000)
    args = ap.parse_args()
    server = args.server or os.path.join(os.path.dirname(os.path.abspath(args.mcpscope)), "mcpscope-demo-server")
    with tempfile.TemporaryDirectory() as tmp:
        journal = os.path.join(tmp, "tap.jsonl")
        direct = round_trips([server], args.pings)
        tapped = round_trips([args.mcpscope, "tap", "--save-session", journal, "--", server], args.pings)
        with open(journal, "rb") as f:
            journaled = sum(1 for _ in f) - 1
    ms = lambda xs: statistics.median(xs) * 1000
    p99 = lambda xs: sorted(xs)[int(len(xs) * 0.99) - 1] * 1000
    print(f"tap added latency, {args.pings} sequential pings against {os.path.basename(server)}")
    print(f"{'path':8s} {'median ms':>10s} {'p99 ms':>10s}")
    print(f"{'direct':8s} {ms(direct):10.3f} {p99(direct):10.3f}")
    print(f"{'tap':8s} {ms(tapped):10.3f} {p99(tapped):10.3f}")
    added = ms(tapped) - ms(direct)
    print(f"added per round trip (two messages): median {added:.3f} ms, p99 {p99(tapped) - p99(direct):.3f} ms")
    print(f"added per message: {added / 2:.3f} ms (target < 1 ms: {'met' if added / 2 < 1 else 'not met'})")
    print(f"journal lines written: {journaled}")


if __name__ == "__main__":
    sys.exit(main())
