#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds fuzz_validator (clang, libFuzzer, ASan + UBSan) in build/fuzz and runs it for a
# bounded time from a seed corpus made of the recorded transcripts (tests/data), the shapes corpus and
# hand-made nasty cases. Exits non-zero on any crash, leak, timeout or out-of-memory; the
# input that caused it is kept in build/fuzz/artifacts/.
#
# usage: tests/fuzz/run_fuzz.sh [SECONDS]      (default 60; run inside the environment:
#        ./scripts/dev exec tests/fuzz/run_fuzz.sh 60)
# MCPSCOPE_FUZZ_JOBS: build parallelism (default: nproc).
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SECONDS_TO_RUN="${1:-60}"
BUILD="$REPO/build/fuzz"
DATA="$REPO/tests/data"

die() { printf 'run_fuzz: %s\n' "$*" >&2; exit 2; }

[[ "$SECONDS_TO_RUN" =~ ^[1-9][0-9]*$ ]] || die "SECONDS must be a positive whole number, not '$SECONDS_TO_RUN'"
command -v clang++ >/dev/null 2>&1 || die "clang++ is needed (libFuzzer); run this inside the environment: ./scripts/dev exec $0"
command -v python3 >/dev/null 2>&1 || die "python3 is needed to write the seed corpus"
compgen -G "$DATA/*.jsonl" >/dev/null || die "no transcripts in $DATA (record them: ./scripts/dev exec tests/data/record.sh)"

gen=()
command -v ninja >/dev/null 2>&1 && gen=(-G Ninja)
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
    cmake -S "$REPO" -B "$BUILD" "${gen[@]}" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DMCPSCOPE_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
fi
cmake --build "$BUILD" --target fuzz_validator --parallel "${MCPSCOPE_FUZZ_JOBS:-$(nproc)}"

corpus="$(mktemp -d "${TMPDIR:-/tmp}/mcpscope-fuzz-corpus.XXXXXX")"
trap 'rm -rf "$corpus"' EXIT
sources=("$DATA"/*.jsonl)
shapes="$REPO/tests/auto/shapes/corpus/messages.jsonl"
[ -f "$shapes" ] && sources+=("$shapes")
python3 "$REPO/tests/fuzz/make_seeds.py" "$corpus" "${sources[@]}"

mkdir -p "$BUILD/artifacts"
printf 'run_fuzz: fuzzing for %s s (crashes, leaks and slow inputs go to %s)\n' "$SECONDS_TO_RUN" "$BUILD/artifacts/" >&2
# halt_on_error/abort_on_error: the first finding ends the run with a non-zero status.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:abort_on_error=1:detect_stack_use_after_return=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}"
"$BUILD/bin/fuzz_validator" \
    -max_total_time="$SECONDS_TO_RUN" \
    -detect_leaks=1 \
    -rss_limit_mb=4096 \
    -max_len=1048576 \
    -timeout=30 \
    -print_final_stats=1 \
    -artifact_prefix="$BUILD/artifacts/" \
    "$corpus"
