#!/usr/bin/env bash
# `cardvm sim`: studies for variant designers (docs/simulating.md).
#
# - the same command gives the same JSON; --jobs and 4 shards merged give
#   exactly the JSON (and the report) of a single run; `sim N` is --games N;
# - --opt changes Halo's starting company cost and hand size with no file
#   edited, and an unknown option or value is refused with the valid ones;
# - a ruleset that extends another (scripts/halo_company8, and a variant of
#   the kernel's mini game built here): options, hooks, include, cards,
#   refusals of a cycle or a missing base;
# - policies: the Lua random policy plays the built-in one's games; greedy
#   beats random in Halo and Doomtrooper; a policy that fails, changes the
#   game or returns no option stops its game, named by its seed;
# - the report's figures, CSV, --against, the progress bar only on a
#   terminal, the plot (gnuplot) and the GNU parallel recipe of
#   docs/simulating.md run on local cores.
#
# gnuplot-nox and parallel are test dependencies (make test installs them
# as root): without them those checks say "skipped: ... not installed", and
# fail under CI=true, where they must be there.
set -u
cd "$(dirname "$0")/.." || exit 2
bin=${CARDVM_BIN:-build/cardvm}
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
root=$(pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cardvm-sim.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
no() {
    fail=$((fail + 1))
    echo "not ok - $*"
}
# A dependency the tests need: present, or skipped (a failure under CI=true).
need() { # command package
    command -v "$1" >/dev/null 2>&1 && return 0
    echo "skipped: $1 not installed (Debian package $2; make test installs it as root)"
    if [ "${CI:-}" = true ]; then no "$1 is missing under CI=true"; fi
    return 1
}
sim() { "$bin" sim "$@"; }

# ---- the same seed, the same figures, however the games are spread --------
sim --games 60 --seed 5 --json "$tmp/a.json" >"$tmp/a.txt" 2>"$tmp/a.err" || no "sim exits non-zero"
sim --games 60 --seed 5 --json "$tmp/b.json" >/dev/null 2>&1
if cmp -s "$tmp/a.json" "$tmp/b.json"; then ok; else no "the same command gave other JSON"; fi
sim --games 60 --seed 5 --jobs 3 --json "$tmp/j.json" >"$tmp/j.txt" 2>&1
if cmp -s "$tmp/a.json" "$tmp/j.json" && cmp -s "$tmp/a.txt" "$tmp/j.txt"; then ok
else no "--jobs 3 differs from one process"; fi
for i in 1 2 3 4; do sim --games 60 --seed 5 --shard $i/4 --json "$tmp/s$i.json" >/dev/null 2>&1; done
sim merge "$tmp/s3.json" "$tmp/s1.json" "$tmp/s4.json" "$tmp/s2.json" --json "$tmp/m.json" >"$tmp/m.txt" 2>&1
if cmp -s "$tmp/a.json" "$tmp/m.json" && cmp -s "$tmp/a.txt" "$tmp/m.txt"; then ok
else no "4 shards merged differ from the single run"; diff "$tmp/a.json" "$tmp/m.json" | head -5; fi
if grep -Eq '"first":[[:space:]]*20,' "$tmp/s2.json" && grep -Eq '"last":[[:space:]]*34$' "$tmp/s2.json"; then ok
else no "shard 2/4 of 60 games from seed 5 holds seeds 20..34"; fi
if sim merge "$tmp/s1.json" "$tmp/s1.json" >/dev/null 2>"$tmp/err"; then no "a shard merged twice exits 0"
elif grep -q "they overlap" "$tmp/err"; then ok; else no "merge of overlapping shards: $(cat "$tmp/err")"; fi
sim merge "$tmp/s1.json" "$tmp/s3.json" >/dev/null 2>"$tmp/err"
if grep -q "a gap" "$tmp/err"; then ok; else no "merge with a gap: $(cat "$tmp/err")"; fi
sim --games 60 --seed 5 --opt hand_size=9 --shard 2/4 --json "$tmp/o.json" >/dev/null 2>&1
if sim merge "$tmp/s1.json" "$tmp/o.json" >/dev/null 2>"$tmp/err"; then no "shards of two studies merged"
elif grep -q "not the same study: other options" "$tmp/err"; then ok; else no "merge of two studies: $(cat "$tmp/err")"; fi
# `cardvm sim N` is `--games N`; the help says which seeds it plays
sim 60 --seed 5 >"$tmp/n.txt" 2>&1
if cmp -s "$tmp/a.txt" "$tmp/n.txt"; then ok; else no "sim 60 differs from sim --games 60"; fi
if "$bin" --help | grep -q 'seeds S..S+N-1' && ! "$bin" --help | grep -q 'seeds N\.\.'; then ok
else no "--help says which seeds sim plays"; fi
if sim 0 >/dev/null 2>&1; then no "sim 0 exits 0"; else ok; fi

# ---- what the report holds ------------------------------------------------
for want in '^sim: 60 games of halo, seeds 5..64, answered by the random policy of' \
    '^wins: seat 1 Ann [0-9]* ([0-9.]*%), seat 2 Bob ' \
    '^  seat 1: [0-9.]*% \[[0-9.]*, [0-9.]*\]$' '^  deck 2 Bob (covenant.deck, random): ' \
    '^first player: won [0-9]* of 60, ' '^no winner (draws): 0, ' '^errors: 0$' \
    '^turns per game: median [0-9]*, min ' '^decisions per game: median [0-9]*, min ' \
    '^turns distribution: ' '^cards played .*, the 15 most played:$' \
    '^  Unggoy Grunt .* games (.*%), .* times a game; its player won '; do
    if grep -q "$want" "$tmp/a.txt"; then ok; else no "the report has no line like: $want"; fi
done
# no line of the figures reads as a result line ("%" then two spaces)
if [ "$(grep -c '%  ' "$tmp/a.txt")" = "$(grep -c '^ *[0-9]*  *[0-9.]*%  ' "$tmp/a.txt")" ]; then ok
else no "a figure line reads as a result line"; fi
for key in '"seats"' '"sides"' '"first_player"' '"no_winner"' '"turns"' '"decisions"' '"histogram"' \
    '"cards"' '"errors"' '"ci95"' '"median"'; do
    if grep -q "$key" "$tmp/a.json"; then ok; else no "the JSON has no $key"; fi
done
sim --games 20 --csv "$tmp/a.csv" >/dev/null 2>&1
if head -1 "$tmp/a.csv" | grep -q '^figure,subject,value,count,games,low,high$' &&
    grep -q '^seat_wins,"seat 1",' "$tmp/a.csv" && grep -q '^card_player_wins,"Unggoy Grunt",' "$tmp/a.csv" &&
    grep -q '^turns_histogram,' "$tmp/a.csv"; then ok; else no "the CSV: $(head -3 "$tmp/a.csv")"; fi
# a progress bar on a terminal only
if [ ! -s "$tmp/a.err" ]; then ok; else no "sim wrote to stderr in a pipe: $(head -2 "$tmp/a.err")"; fi
if command -v script >/dev/null 2>&1; then
    script -qec "$bin sim 30" /dev/null >"$tmp/tty.txt" 2>&1 </dev/null
    if grep -q 'games, [0-9.]*/s' "$tmp/tty.txt"; then ok; else no "no progress bar on a terminal"; fi
fi

# ---- variants in one flag ---------------------------------------------------
out=$(printf 'actions\n' | "$bin" --no-session --opt starting_company_cost=8 --seed 7 2>&1)
if echo "$out" | grep -q 'Starting company (total cost 4 of 8)'; then ok; else no "--opt starting_company_cost=8"; fi
h=$(printf 'choose 1\nchoose 1\neval #cv.zone("hand", 1)\n' | "$bin" --no-session --opt hand_size=9 --seed 3 | tail -1)
if [ "$h" = 9 ]; then ok; else no "--opt hand_size=9 draws 9, got $h"; fi
if sim 3 --opt hand_sise=9 >/dev/null 2>"$tmp/err"; then no "an unknown option is taken"
elif grep -q "unknown option 'hand_sise' for halo (options: .*hand_size.*starting_company_cost" "$tmp/err"; then ok
else no "unknown option: $(cat "$tmp/err")"; fi
if sim 3 --opt hand_size=99 >/dev/null 2>"$tmp/err"; then no "a bad value is taken"
elif grep -q "option 'hand_size': '99' is not one of its values (1, 2, .*, 15)" "$tmp/err"; then ok
else no "bad value: $(cat "$tmp/err")"; fi
d=$(printf 'choose 1\nchoose 1\neval #cv.zone("hand", 1)\n' | "$bin" --no-session --rules doomtrooper --opt hand_size=5 --opt cardinals_gift=no 2>&1 | tail -1)
if [ "$d" = 5 ] || [ "$d" = 0 ]; then ok; else no "Doomtrooper --opt hand_size=5: $d"; fi
a=$(printf 'eval rules.destiny(1)\n' | "$bin" --no-session --rules doomtrooper --opt destiny=9 2>&1 | tail -1)
if [ "$a" = 9 ]; then ok; else no "Doomtrooper --opt destiny=9, got $a"; fi
# in a position file too
sed 's/^  options = { roaming_penalty = 4 },/  options = { roaming_penalty = 4, hand_size = 9 },/' \
    tests/halo/positions/inline_test_card.lua >"$tmp/pos.lua"
if grep -q 'hand_size = 9' "$tmp/pos.lua" &&
    [ "$(printf 'eval cv.options.hand_size\n' | "$bin" --no-session "$tmp/pos.lua" 2>&1 | tail -1)" = 9 ]; then ok
else no "hand_size in a position's options"; fi

# a variant ruleset: halo_company8 plays Halo's games with the option's new default
decks="--deck cards/halo/decks/unsc.deck --deck cards/halo/decks/covenant.deck"
sim 30 --rules halo_company8 $decks --json "$tmp/v.json" | tail -n +2 >"$tmp/v.txt"
sim 30 --rules halo --opt starting_company_cost=8 $decks | tail -n +2 >"$tmp/h8.txt"
if [ -s "$tmp/v.txt" ] && cmp -s "$tmp/v.txt" "$tmp/h8.txt"; then ok
else no "halo_company8 differs from halo with starting_company_cost=8"; fi
if ! cmp -s "$tmp/v.txt" <(sim 30 $decks | tail -n +2); then ok; else no "halo_company8 plays plain Halo"; fi
out=$(printf 'actions\n' | "$bin" --no-session --rules halo_company8 $decks --seed 7 2>&1)
if echo "$out" | grep -q 'total cost 4 of 8'; then ok; else no "halo_company8's starting company"; fi

# a variant of the kernel's mini game, built here: hooks, include, cards
mkdir -p "$tmp/v/scripts" "$tmp/v/cards"
cp -r tests/fixtures/scripts/mini "$tmp/v/scripts/mini"
cp -r tests/fixtures/cards/mini "$tmp/v/cards/mini"
mkdir -p "$tmp/v/scripts/mini3" "$tmp/v/cards/mini3"
cat >"$tmp/v/scripts/mini3/rules.lua" <<'EOF'
-- mini with a goal of 3 by default, a set-up that says so, and a helper
local setup = base.setup
local extra = include("extra")
return {
  extends = "mini",
  options = { goal = { default = "3" }, bonus = { default = "1", values = { "0", "1" } } },
  lib = { variant = function() return extra end },
  setup = function(decks)
    setup(decks)
    cv.log("the variant's set-up, goal %s", cv.options.goal)
  end,
}
EOF
printf 'return "from the variant folder"\n' >"$tmp/v/scripts/mini3/extra.lua"
sed 's/title = "Spark"/title = "Spark of the Variant"/' tests/fixtures/cards/mini/spark.lua >"$tmp/v/cards/mini3/spark.lua"
vd="--deck $tmp/v/cards/mini/decks/a.deck --deck $tmp/v/cards/mini/decks/b.deck"
out=$(printf 'log\neval cv.options.goal\neval rules.variant()\neval cv.def_of("spark").title\neval cv.def_of("banner").title\n' |
    "$bin" --no-session --root "$tmp/v" --rules mini3 $vd 2>&1)
for want in "the variant's set-up, goal 3" '^3$' '^from the variant folder$' '^Spark of the Variant$' '^Banner$'; do
    if echo "$out" | grep -q "$want"; then ok; else no "mini3: no '$want' in: $(echo "$out" | tail -5)"; fi
done
if "$bin" --no-session --root "$tmp/v" --rules mini3 $vd --opt goal=7 </dev/null >/dev/null 2>"$tmp/err"; then
    no "a variant takes a value its base refuses"
elif grep -q "option 'goal': '7' is not one of its values (3, 5, 10)" "$tmp/err"; then ok; else no "mini3 goal=7: $(cat "$tmp/err")"; fi
if sim 10 --root "$tmp/v" --rules mini3 $vd >/dev/null 2>&1; then ok; else no "sim of a variant"; fi
mkdir -p "$tmp/v/scripts/c1" "$tmp/v/scripts/c2" "$tmp/v/scripts/c3"
printf 'return { extends = "c2" }\n' >"$tmp/v/scripts/c1/rules.lua"
printf 'return { extends = "c1" }\n' >"$tmp/v/scripts/c2/rules.lua"
printf 'return { extends = "nope" }\n' >"$tmp/v/scripts/c3/rules.lua"
if "$bin" --no-session --root "$tmp/v" --rules c1 </dev/null >/dev/null 2>"$tmp/err"; then no "a cycle of extends loads"
elif grep -q "scripts/c2/rules.lua:1: extends 'c1', which extends it: a cycle" "$tmp/err"; then ok; else no "cycle: $(cat "$tmp/err")"; fi
if "$bin" --no-session --root "$tmp/v" --rules c3 </dev/null >/dev/null 2>"$tmp/err"; then no "a missing base loads"
elif grep -q "extends 'nope': there is no scripts/nope/rules.lua" "$tmp/err"; then ok; else no "missing base: $(cat "$tmp/err")"; fi

# ---- policies -----------------------------------------------------------------
sim 30 --policy policies/random.lua --json "$tmp/lr.json" >/dev/null 2>&1
sim 30 --json "$tmp/cr.json" >/dev/null 2>&1
if diff <(sed 's|policies/random.lua|random|' "$tmp/lr.json") "$tmp/cr.json" >/dev/null; then ok
else no "policies/random.lua plays other games than the built-in random policy"; fi
# greedy beats random in both seats (the note's figures come from 500 games each way)
for r in halo:20 doomtrooper:10; do
    rules=${r%%:*} n=${r##*:}
    g=0
    for order in "greedy random" "random greedy"; do
        set -- $order
        out=$(sim $n --rules "$rules" --policy "$1" --policy "$2" --jobs 2 2>&1)
        side=$([ "$1" = greedy ] && echo 1 || echo 2)
        w=$(echo "$out" | sed -n "s/^  deck $side .*greedy): \([0-9.]*\)%.*/\1/p")
        g=$(awk -v a="$g" -v b="${w:-0}" 'BEGIN { print a + b }')
    done
    if awk -v g="$g" 'BEGIN { exit !(g / 2 >= 70) }'; then ok
    else no "greedy wins only $(awk -v g="$g" 'BEGIN { print g / 2 }')% of $rules games against random"; fi
done
if sim 4 --policy greedy --policy random --swap --jobs 2 >"$tmp/sw.txt" 2>&1 &&
    grep -q '^  side 1 Ann (unsc.deck, greedy): ' "$tmp/sw.txt" && grep -q '^wins: seat 1 [0-9]' "$tmp/sw.txt"; then ok
else no "--swap: $(head -3 "$tmp/sw.txt")"; fi
if sim 4 --policy greedy --policy random --policy random >/dev/null 2>"$tmp/err"; then no "3 policies for 2 sides"
elif grep -q "3 policies for 2 sides" "$tmp/err"; then ok; else no "3 policies: $(cat "$tmp/err")"; fi
if sim 4 --policy grredy >/dev/null 2>"$tmp/err"; then no "an unknown policy is taken"
elif grep -q "no policy 'grredy' (looked for policies/halo/grredy.lua, policies/grredy.lua" "$tmp/err"; then ok
else no "unknown policy: $(cat "$tmp/err")"; fi
if sim 4 --rules halo_company8 $decks --policy greedy >/dev/null 2>&1; then ok; else no "greedy for a variant of Halo"; fi
# a policy that fails, changes the game, or answers no option stops its game
printf 'return function(d)\n  return #d.options + 1\nend\n' >"$tmp/p_range.lua"
printf 'return function(d)\n  cv.set_var(cv.GAME, "x", 1)\n  return 1\nend\n' >"$tmp/p_change.lua"
printf 'return function(d)\n  counter = 1\n  return 1\nend\n' >"$tmp/p_global.lua"
printf 'return function(d)\n  return (\nend\n' >"$tmp/p_syntax.lua"
for c in "p_range:returned .*: not an option number from 1 to" "p_change:a query may not change the game" \
    "p_global:p_global.lua:2: .*counter"; do
    f=${c%%:*} want=${c#*:}
    if sim 2 --policy "$tmp/$f.lua" >"$tmp/out" 2>"$tmp/err"; then no "$f: exit 0"
    elif grep -q "^cardvm: sim: seed 1 stopped after 0 decisions: .*$want" "$tmp/err" &&
        grep -q '^errors: 2: seed 1, seed 2$' "$tmp/out"; then ok
    else no "$f: $(head -2 "$tmp/err") / $(grep errors "$tmp/out")"; fi
done
if sim 2 --policy "$tmp/p_syntax.lua" >/dev/null 2>"$tmp/err"; then no "a policy with a syntax error is taken"
elif grep -q "p_syntax.lua:3: unexpected symbol near 'end'" "$tmp/err"; then ok; else no "syntax: $(cat "$tmp/err")"; fi

# ---- against a baseline ------------------------------------------------------
sim 200 --jobs 2 --json "$tmp/base.json" >/dev/null 2>&1
sim 200 --jobs 2 --against "$tmp/base.json" >"$tmp/same.txt" 2>&1
if grep -q '^against .*base.json (200 games): ' "$tmp/same.txt" && ! grep -q ' \*$' "$tmp/same.txt"; then ok
else no "a run against its own figures shows a difference"; fi
sim 200 --jobs 2 --opt company_limit=1 --opt starting_company_cost=0 --against "$tmp/base.json" >"$tmp/var.txt" 2>&1
if grep -q '^  turns per game (mean) .* \*$' "$tmp/var.txt"; then ok
else no "a much shorter Halo is not marked: $(grep 'turns per game (mean)' "$tmp/var.txt")"; fi

# ---- the plot ----------------------------------------------------------------
if need gnuplot gnuplot-nox; then
    if sim 40 --plot "$tmp/p.svg" >/dev/null 2>"$tmp/err" && [ -s "$tmp/p.svg" ]; then
        # well-formed XML, an svg root, the expected series (tests/lua/test_sim_plot.lua)
        if SVG="$tmp/p.svg" "$bin" test tests/lua/test_sim_plot.lua >"$tmp/out" 2>&1; then ok
        else no "the SVG: $(grep 'not ok' -A3 "$tmp/out" | head -5)"; fi
    else
        no "--plot: $(cat "$tmp/err")"
    fi
else
    if sim 5 --plot "$tmp/p.svg" >/dev/null 2>"$tmp/err"; then no "--plot without gnuplot exits 0"
    elif grep -q "gnuplot-nox" "$tmp/err"; then ok; else no "--plot without gnuplot: $(cat "$tmp/err")"; fi
fi

# ---- the GNU parallel recipe of docs/simulating.md, on local cores ----------
if need parallel parallel; then
    # the recipe as the page shows it, between its markers, with fewer games
    awk '/^# recipe: local cores$/ { on = 1; next } on && /^```/ { exit } on' docs/simulating.md \
        | sed 's/--games 2000/--games 80/; s/{1..8}/{1..4}/; s|/8 |/4 |' >"$tmp/recipe.sh"
    if [ -s "$tmp/recipe.sh" ] && (cd "$tmp" && PATH="$(dirname "$bin"):$PATH" CARDVM_ROOT="$root" \
        bash -e recipe.sh >recipe.out 2>&1); then
        sim --games 80 --seed 1 --json "$tmp/single.json" >/dev/null 2>&1
        if cmp -s "$tmp/single.json" "$tmp/study.json"; then ok
        else no "the parallel recipe's merge differs from a single run"; fi
    else
        no "the parallel recipe failed: $(tail -3 "$tmp/recipe.out" 2>/dev/null) $(cat "$tmp/recipe.sh")"
    fi
fi

echo "sim: $pass passed, $fail failed"
[ "$fail" = 0 ]
