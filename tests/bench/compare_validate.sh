#!/bin/bash
# SPDX-License-Identifier: MIT
# compare_validate.sh: compares builds of bench_validate by interleaved invocations.
#
#   tests/bench/compare_validate.sh [-n N] BENCH_VALIDATE... [-- BENCH ARGS...]
#
# Runs each given bench_validate binary N times (default 6), one after the other in turn, each
# with --no-shapes --runs 5 and the bench arguments after "--" (default: the shared
# transcripts), and prints per binary the median of pass (b), of pass (c), the overhead
# (c)/(b) of the medians and the range of (c). Pass (c) of one binary takes one of two
# durations at random from one invocation to the next (tests/bench/README.md, "Two modes"),
# so a single invocation per build says little; medians of interleaved ones do.
# Inside the build root: ./scripts/dev exec tests/bench/compare_validate.sh ...
set -euo pipefail

runs=6
if [[ "${1:-}" == "-n" ]]; then
    runs=$2
    shift 2
fi
binaries=()
while [[ $# -gt 0 && "$1" != "--" ]]; do
    binaries+=("$1")
    shift
done
[[ "${1:-}" == "--" ]] && shift
if [[ ${#binaries[@]} -eq 0 ]] || ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: compare_validate.sh [-n N] BENCH_VALIDATE... [-- BENCH ARGS...]" >&2
    exit 2
fi
bench_args=("$@")
if [[ ${#bench_args[@]} -eq 0 ]]; then
    shared="$(cd "$(dirname "$0")/../.." && pwd)/../shared/mcp/transcripts"
    bench_args=("$shared"/*.jsonl)
fi

results=$(mktemp)
trap 'rm -f "$results"' EXIT
for ((i = 0; i < runs; ++i)); do
    for b in "${binaries[@]}"; do
        "$b" --no-shapes --runs 5 "${bench_args[@]}" |
            awk -v bin="$b" '/^  \(b\) Message::parse/ {b = $NF} /^  \(c\) parse/ {c = $(NF - 1)}
                             END {if (b == "" || c == "") exit 1; print bin, b, c}' >>"$results"
    done
done

median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
for b in "${binaries[@]}"; do
    mb=$(awk -v bin="$b" '$1 == bin {print $2}' "$results" | median)
    mc=$(awk -v bin="$b" '$1 == bin {print $3}' "$results" | median)
    range=$(awk -v bin="$b" '$1 == bin {print $3}' "$results" | sort -n | awk 'NR == 1 {lo = $1} {hi = $1} END {print lo " to " hi}')
    awk -v bin="$b" -v b="$mb" -v c="$mc" -v r="$range" -v n="$runs" \
        'BEGIN {printf "%s: median of %d: (b) %.3f s, (c) %.3f s, overhead %+.1f%%; (c) from %s s\n", bin, n, b, c, (c / b - 1) * 100, r}'
done
