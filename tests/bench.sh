#!/usr/bin/env bash
# Benchmarks: whole Halo games played by the random policy. Prints medians;
# asserts nothing (performance is measured, never tested).
set -eu
cd "$(dirname "$0")/.."
bin=build/cardvm
runs=${BENCH_RUNS:-9}
games=${BENCH_GAMES:-20}

median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }

# One run: $games games to the end, one process each, seeds 1..$games.
one_run() {
    local start end
    start=$(date +%s%N)
    for s in $(seq 1 "$games"); do printf 'auto\n' | "$bin" --seed "$s" >/dev/null; done
    end=$(date +%s%N)
    echo $(((end - start) / games / 1000))
}

decisions=0
for s in $(seq 1 "$games"); do
    n=$(printf 'auto\n' | "$bin" --seed "$s" | sed -n 's/^auto: \([0-9]*\) decision.*/\1/p')
    decisions=$((decisions + n))
done
times=$(for _ in $(seq 1 "$runs"); do one_run; done)
med=$(echo "$times" | median)
echo "halo: $games games x $runs runs; median $med us per game (start-up included)," \
    "$((decisions / games)) decisions per game, $((decisions * 1000000 / games / (med > 0 ? med : 1))) decisions/s"

# In one process: `cardvm sim` plays the same games without a process per game.
sim_run() {
    local start end
    start=$(date +%s%N)
    "$bin" sim "$games" >/dev/null
    end=$(date +%s%N)
    echo $(((end - start) / games / 1000))
}
stimes=$(for _ in $(seq 1 "$runs"); do sim_run; done)
smed=$(echo "$stimes" | median)
echo "halo sim: $games games x $runs runs; median $smed us per game in one process;" \
    "ratio to one process per game: $(awk -v a="$smed" -v b="$med" 'BEGIN {printf "%.2f", (b > 0 ? a / b : 0)}')"
