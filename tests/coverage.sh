#!/usr/bin/env bash
# Checks a game's rules coverage page: every rulebook section it lists names
# at least one test, every test it names exists in the game's tests, and
# (when ../shared/rules is beside the repository, and for Halo) every
# section it lists is a heading of the rulebook and no heading is missing.
#   tests/coverage.sh [GAME]   (default halo)
set -u
cd "$(dirname "$0")/.."
game=${1:-halo}
page=docs/$game/rules-coverage.md
book=""
[ "$game" = halo ] && book=../shared/rules/000_35c80532d47788a6.txt
pass=0 fail=0
bad() { echo "not ok - $page: $*"; fail=$((fail + 1)); }

sections=()
while IFS= read -r row; do
    sec=$(printf '%s' "$row" | awk -F'|' '{gsub(/^ +| +$/, "", $2); print $2}')
    tests=$(printf '%s' "$row" | awk -F'|' '{print $3}')
    sections+=("$sec")
    names=$(printf '%s' "$tests" | grep -o '`[^`]*`' | tr -d '`')
    if [ -z "$names" ]; then bad "section '$sec' names no test"; continue; fi
    while IFS= read -r t; do
        if grep -qF "test(\"$t\"" tests/"$game"/*.lua; then pass=$((pass + 1)); else bad "section '$sec': no test named '$t'"; fi
    done <<<"$names"
done < <(sed -n '/^| section |/,/^$/p' "$page" | tail -n +3 | grep '^|')

if [ -n "$book" ] && [ -f "$book" ]; then
    for s in "${sections[@]}"; do
        grep -qxF "$s" <(sed 's/\r$//; s/ *$//' "$book") || bad "'$s' is not a heading of the rulebook"
    done
    # The rulebook's headings, from INTRODUCTION on, in order.
    while IFS= read -r h; do
        found=0
        for s in "${sections[@]}"; do [ "$s" = "$h" ] && found=1 && break; done
        [ $found = 1 ] || bad "the rulebook's heading '$h' is missing"
    done < <(sed -n '/^INTRODUCTION$/,$p' "$book" | sed 's/\r$//; s/ *$//' |
        awk 'length($0) > 2 && length($0) < 60 && $0 !~ /[.:,]$/ && $0 !~ /^[•-]/ && $0 !~ /^(UNSC|Human|Sentinel|Arbiter \(Covenant\)|Covenant|Flood|Heretic)$/ && $0 !~ /^[1-8]\. [A-Z][a-z]+ Phase$/' |
        sed -n '1,/^EXPANDED TURN SEQUENCE$/p')
elif [ -n "$book" ]; then
    echo "# $book is not beside the repository: headings not cross-checked"
fi
echo "coverage-$game: $pass passed, $fail failed"
[ "$fail" = 0 ]
