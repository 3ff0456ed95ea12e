#!/usr/bin/env bash
# Runs tests/soak.c for every ruleset with soak decks (tests/soak/RULES),
# two at a time; prints each one's summary and its failures (with seeds).
#   tests/soak.sh [GAMES]    games per ruleset (default 1000)
set -u
cd "$(dirname "$0")/.."
games=${1:-1000}
bin=${SOAK_BIN:-build/soak}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rules=()
for d in tests/soak/*/; do rules+=("$(basename "$d")"); done
for r in "${rules[@]}"; do
    ( "$bin" . "$r" "$games" >"$tmp/$r.out" 2>&1; echo $? >"$tmp/$r.rc" ) &
    # two at a time: the machine has two cores
    while [ "$(jobs -r | wc -l)" -ge 2 ]; do sleep 0.2; done
done
wait
fail=0
for r in "${rules[@]}"; do
    head -20 "$tmp/$r.out"
    [ "$(cat "$tmp/$r.rc")" = 0 ] || fail=1
done
exit $fail
