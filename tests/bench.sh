#!/usr/bin/env bash
# Benchmarks (make bench): the kernel's speed and memory, medians and
# spreads, asserting nothing (performance is measured, never tested). The
# long game for undo and replay is Doomtrooper for four players with decks
# twice the usual size, made here from the default decks.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
decks=()
for d in corporate legion doomtroopers tribes; do
    f=cards/doomtrooper/decks/$d.deck
    main=$(awk '/^ *sideboard/{exit} !/^(name:|#)/{print}' "$f")
    { grep '^name:' "$f"; echo "$main"; echo "$main"; awk 'f{print} /^ *sideboard/{f=1; print}' "$f"; } >"$tmp/$d.deck"
    decks+=("$tmp/$d.deck")
done
build/bench --runs "${BENCH_RUNS:-7}" --games "${BENCH_GAMES:-30}" --long "${decks[@]}"
