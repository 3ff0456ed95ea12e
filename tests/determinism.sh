#!/usr/bin/env bash
# Determinism at scale: records of every game are replayed in many processes
# (each with its own Lua string-hash seed and address layout), which must
# print the same state hash after every answer as the process that played
# them. Prints "determinism: N passed, N failed".
#   DETERMINISM_PROCS  processes replaying the records (default 50)
#   DETERMINISM_SEEDS  games recorded per ruleset (default 2)
set -u
cd "$(dirname "$0")/.."
bin=${DETERMINISM_BIN:-build/determinism}
procs=${DETERMINISM_PROCS:-50}
seeds=${DETERMINISM_SEEDS:-2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
records=()
for rules in $(ls scripts); do
    [ -f "scripts/$rules/rules.lua" ] || continue
    for seed in $(seq 1 "$seeds"); do
        r="$tmp/$rules-$seed"
        if "$bin" record . "$rules" "$seed" "$r.rec" >"$r.want" 2>"$r.err"; then
            records+=("$r")
        else
            fail=$((fail + 1))
            echo "not ok - determinism: recording $rules seed $seed: $(cat "$r.err")"
        fi
    done
done
# Each process replays every record, one after the other.
replay_all() { # process number
    for r in "${records[@]}"; do
        "$bin" replay . "$r.rec" >"$r.got.$1" 2>&1 || echo "replay failed" >>"$r.got.$1"
    done
}
export -f replay_all
export bin
for p in $(seq 1 "$procs"); do
    echo "$p"
done | RECORDS="${records[*]}" xargs -P 2 -I{} bash -c 'records=($RECORDS); replay_all {}'
for r in "${records[@]}"; do
    bad=0
    for p in $(seq 1 "$procs"); do
        if ! cmp -s "$r.want" "$r.got.$p"; then
            bad=1
            echo "not ok - determinism: $(basename "$r") in process $p differs from the recording:"
            diff "$r.want" "$r.got.$p" | head -4 | sed 's/^/  | /'
            break
        fi
    done
    if [ $bad = 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
n=$(cat "${records[@]/%/.want}" 2>/dev/null | wc -l)
echo "determinism: ${#records[@]} records ($n hashes) replayed in $procs processes each"
echo "determinism: $pass passed, $fail failed"
[ $fail = 0 ]
