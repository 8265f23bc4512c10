#!/bin/bash
# SPDX-License-Identifier: MIT
# compare_validate.sh: compares builds of bench_validate by interleaved invocations.
#
#   tests/bench/compare_validate.sh [-n N] BENCH_VALIDATE... [-- BENCH ARGS...]
#
# Runs each given bench_validate binary N times (default 6), one after the other in turn, each
# with --no-shapes --runs 5 and the bench arguments after "--" (default: the recorded
# transcripts in tests/data), and prints per binary the medians of pass (a) (parsing), (c) (full
# validation) and (d) (Message::parse + validation), (c)/(a) of the medians and the range of
# (c). A pass's duration varies from one invocation to the next with the heap and page layout
# (tests/bench/README.md, "Two modes"), so a single invocation per build says little; medians
# of interleaved ones do.
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
    data="$(cd "$(dirname "$0")/../.." && pwd)/tests/data"
    bench_args=("$data"/*.jsonl)
fi

results=$(mktemp)
trap 'rm -f "$results"' EXIT
for ((i = 0; i < runs; ++i)); do
    for b in "${binaries[@]}"; do
        "$b" --no-shapes --runs 5 "${bench_args[@]}" |
            awk -v bin="$b" '/^  \(a\) QJsonDocument::fromJson/ {a = $NF} /^  \(c\) full validation/ {c = $(NF - 1)}
                             /^  \(d\) Message::parse/ {d = $(NF - 1)}
                             END {if (a == "" || c == "" || d == "") exit 1; print bin, a, c, d}' >>"$results"
    done
done

median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
for b in "${binaries[@]}"; do
    ma=$(awk -v bin="$b" '$1 == bin {print $2}' "$results" | median)
    mc=$(awk -v bin="$b" '$1 == bin {print $3}' "$results" | median)
    md=$(awk -v bin="$b" '$1 == bin {print $4}' "$results" | median)
    range=$(awk -v bin="$b" '$1 == bin {print $3}' "$results" | sort -n | awk 'NR == 1 {lo = $1} {hi = $1} END {print lo " to " hi}')
    awk -v bin="$b" -v a="$ma" -v c="$mc" -v d="$md" -v r="$range" -v n="$runs" \
        'BEGIN {printf "%s: median of %d: (a) %.3f s, (c) %.3f s = %.2fx (a); (c) from %s s; (d) %.3f s\n", bin, n, a, c, c / a, r, d}'
done
