#!/usr/bin/env bash
# Instructions per event of `navsim bench`, counted by valgrind's callgrind: a deterministic measure where
# wall time is noise (a shared machine). Runs the binary twice, with SMALL and SMALL + DELTA events, and
# prints the difference divided by DELTA, so that start-up cancels out. Compare two binaries side by side:
#   Tools/callgrind-bench.sh OLD/.build/release/navsim NEW/.build/release/navsim [-- extra bench options]
# Options after `--` go to every bench run (default: the built-in profile; add `--defer 0` to leave the
# deep-link check's timer out). Needs valgrind and a C compiler; builds a small preload
# (Tools/Callgrind/dispatch-main-shim.c) that lets valgrind follow an async main (see that file).
set -euo pipefail
cd "$(dirname "$0")/.."
small=${SMALL:-20000}
delta=${DELTA:-100000}
binaries=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do binaries+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
if [ ${#binaries[@]} -eq 0 ]; then
    echo "usage: Tools/callgrind-bench.sh NAVSIM [NAVSIM…] [-- bench options]" >&2
    exit 2
fi
for tool in valgrind cc; do
    command -v "$tool" >/dev/null || { echo "callgrind-bench: needs $tool (apt-get install valgrind gcc)" >&2; exit 2; }
done
swift_lib=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/linux
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -shared -fPIC -o "$work/shim.so" Tools/Callgrind/dispatch-main-shim.c -L"$swift_lib" -ldispatch \
    -Wl,-rpath,"$swift_lib"

count() { # binary events → instructions
    LD_PRELOAD="$work/shim.so" valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" bench \
        --warmup-events 0 --events "$2" --no-progress "${@:3}" >"$work/out" 2>&1
    grep -q conserved "$work/out" || { cat "$work/out" >&2; echo "callgrind-bench: the run failed" >&2; exit 1; }
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/out"
}
for binary in "${binaries[@]}"; do
    low=$(count "$binary" "$small" "$@")
    high=$(count "$binary" $((small + delta)) "$@")
    echo "$binary: $(( (high - low) / delta )) instructions per event ($low at $small events, $high at $((small + delta)))"
done
