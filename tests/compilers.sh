#!/usr/bin/env bash
# The same games give the same hashes whatever compiled the kernel: builds
# tests/determinism.c with gcc and clang (when installed), at -O0 and -O2,
# into build-cc/, plays the same seeded games with each and compares every
# hash line and every record. Prints "compilers: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
seeds=${DETERMINISM_SEEDS:-2}
builds=()
for cc in gcc clang; do
    if ! command -v "$cc" >/dev/null 2>&1; then
        echo "compilers: $cc is not installed: skipped"
        continue
    fi
    for opt in O0 O2; do
        b=build-cc/$cc-$opt
        if ! make --no-print-directory -s -j2 B="$b" CC="$cc" CFLAGS="-$opt -g" "$b/determinism" >/dev/null; then
            echo "not ok - compilers: the $cc -$opt build failed"
            exit 1
        fi
        builds+=("$b")
    done
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
for rules in $(ls scripts); do
    [ -f "scripts/$rules/rules.lua" ] || continue
    for seed in $(seq 1 "$seeds"); do
        first=""
        bad=0
        for b in "${builds[@]}"; do
            out="$tmp/$(basename "$b")-$rules-$seed"
            "$b/determinism" record . "$rules" "$seed" "$out.rec" >"$out.hashes" 2>&1 || bad=1
            if [ -z "$first" ]; then
                first=$out
            elif ! cmp -s "$first.hashes" "$out.hashes" || ! cmp -s "$first.rec" "$out.rec"; then
                echo "not ok - compilers: $rules seed $seed: $(basename "$b") differs from $(basename "$first")"
                diff "$first.hashes" "$out.hashes" | head -4 | sed 's/^/  | /'
                bad=1
            fi
        done
        if [ $bad = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
    done
done
echo "compilers: ${#builds[@]} builds (${builds[*]##*/}) compared"
echo "compilers: $pass passed, $fail failed"
[ $fail = 0 ]
