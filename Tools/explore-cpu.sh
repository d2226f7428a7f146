#!/usr/bin/env bash
# The CPU time `navsim explore` spends on a scenario, for two or more release binaries side by side: the
# measure of issue 23's targets (schedules per second on one core), on a machine shared with other work.
#   Tools/explore-cpu.sh [-r ROUNDS] [-s SEEDS] [-c CORE] SCENARIO BEFORE/navsim AFTER/navsim [MORE/navsim…]
# Each round runs every binary once, in an order rotated by one each round (A B, B A, …), pinned to one core
# with taskset, as `explore SCENARIO --seeds SEEDS --no-shrink` (with `--jobs 1` where the binary has it).
# Each run's figure is its user + system CPU time (bash's `time`), not its wall time, which another tenant
# moves. Prints each binary's median and fastest run, and the median over rounds of first/this: the ratio
# of two runs made a few seconds apart, which drifts less than the medians do.
# Needs bash and taskset (util-linux). Defaults: 5 rounds, 30,000 seeds, core 1.
set -euo pipefail
rounds=5
seeds=30000
core=1
while getopts "r:s:c:" option; do
    case $option in
    r) rounds=$OPTARG ;;
    s) seeds=$OPTARG ;;
    c) core=$OPTARG ;;
    *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
if [ $# -lt 2 ]; then
    echo "usage: Tools/explore-cpu.sh [-r ROUNDS] [-s SEEDS] [-c CORE] SCENARIO NAVSIM [NAVSIM…]" >&2
    exit 2
fi
scenario=$1
shift
binaries=("$@")
[ -f "$scenario" ] || { echo "explore-cpu: no scenario at $scenario" >&2; exit 2; }
for number in "$rounds" "$seeds" "$core"; do
    [[ $number =~ ^[0-9]+$ ]] || { echo "explore-cpu: '$number' is not a whole number (-r, -s, -c)" >&2; exit 2; }
done
[ "$rounds" -ge 1 ] && [ "$seeds" -ge 1 ] || { echo "explore-cpu: -r and -s must be at least 1" >&2; exit 2; }
command -v taskset >/dev/null || { echo "explore-cpu: needs taskset (apt-get install util-linux)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
jobs=()
for index in "${!binaries[@]}"; do
    binary=${binaries[$index]}
    [ -x "$binary" ] || { echo "explore-cpu: $binary is not an executable" >&2; exit 2; }
    # Binaries from before `--jobs` explore on one thread already.
    if "$binary" explore --help 2>&1 | grep -q -- "--jobs"; then jobs[index]="--jobs 1"; else jobs[index]=""; fi
done

cpu_seconds() { # binary jobs → user + system seconds of one run
    local TIMEFORMAT='%U %S' times
    # shellcheck disable=SC2086 # $2 is empty or two words on purpose
    times=$({ time taskset -c "$core" "$1" explore "$scenario" --seeds "$seeds" --no-shrink $2 >/dev/null 2>&1; } 2>&1) \
        || { echo "explore-cpu: $1 failed on $scenario" >&2; exit 1; }
    awk '{ printf "%.3f\n", $1 + $2 }' <<<"$times"
}

count=${#binaries[@]}
for ((round = 0; round < rounds; round++)); do
    for ((step = 0; step < count; step++)); do
        index=$(((round + step) % count))
        cpu_seconds "${binaries[$index]}" "${jobs[$index]}" >>"$work/$index"
    done
done

median() { sort -g | awk '{ value[NR] = $1 } END { print (NR % 2 ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2) }'; }
echo "$(basename "$scenario" .json): $rounds rounds of $seeds seeds on core $core, CPU seconds (user + system)"
for ((index = 0; index < count; index++)); do
    ratio=$(paste "$work/0" "$work/$index" | awk '{ printf "%.4f\n", $1 / $2 }' | median)
    printf "  %-50s median %.3f  fastest %.3f  first/this, median of rounds %.3f×\n" "${binaries[$index]}" \
        "$(median <"$work/$index")" "$(sort -g "$work/$index" | head -1)" "$ratio"
done
