#!/usr/bin/env bash
# REPL tests: rulings run as scripts, undo/redo, records across processes,
# dump and load, a session that survives SIGKILL, and interactive use under
# a pseudo-terminal (completion, history). Prints "repl: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
bin=${CARDVM_BIN:-build/cardvm} # make test-asan runs the sanitized one
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CARDVM_SESSION="$tmp/session.rec" HOME="$tmp/home" NO_COLOR=1
mkdir -p "$HOME"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
no() { fail=$((fail + 1)); echo "not ok - $*"; }
hashes() { grep -o '^hash [0-9a-f]*' | cut -d' ' -f2; }

# Rulings: a judge's ruling kept as a command script is a regression test.
for r in tests/rulings/*.cmd; do
    if $bin --script "$r" >"$tmp/out" 2>&1; then ok; else no "$r"; sed 's/^/  | /' "$tmp/out" | tail -5; fi
done
# A failing expect names the file, the line and both values, and exits 1.
printf 'expect rules.twilight() == 3\n' >"$tmp/bad.cmd"
if $bin --script "$tmp/bad.cmd" >"$tmp/out" 2>&1; then no "a failed expect exits 0"
elif grep -q "bad.cmd:1: expect failed: rules.twilight() == 3 (rules.twilight() is 0, 3 is 3)" "$tmp/out"; then ok
else no "expect's message"; cat "$tmp/out"; fi

# A misspelled title in show or why fails the batch and names the nearest
# titles; a Lua error in eval fails it too.
for c in 'show Sergent Mobuto|show: no card '"'"'Sergent Mobuto'"'"' (nearest: '"'"'Sergeant Mobuto'"'"'' \
    'why Master Cheif|why: no card '"'"'Master Cheif'"'"' in this game (nearest: '"'"'Master Chief'"'"'' \
    'eval 1 +|line 1: query:1:'; do
    if printf '%s\nhash\n' "${c%%|*}" | $bin --no-session --seed 7 >"$tmp/out" 2>&1; then no "${c%%|*} exits 0"
    elif grep -qF "${c#*|}" "$tmp/out" && ! grep -q '^hash' "$tmp/out"; then ok
    else no "${c%%|*}: message"; tail -2 "$tmp/out"; fi
done

# The Mobuto position: three decisions, undo 3, choose differently, redo.
p=tests/halo/positions/mobuto_two_veterans.lua
h=($(printf 'hash\nchoose 4\nhash\nchoose 3\nhash\nchoose 2\nhash\nundo 3\nhash\nchoose 2\nhash\nundo\nhash\nredo\nhash\n' |
    $bin --no-session "$p" | hashes))
# h0 start; h1-h3 after Mobuto->V9, Mobuto->V10, stay; h4 undone to the start;
# h5 after Chief->V9 (a new line); h6 undone again; h7 redone
if [ ${#h[@]} = 8 ] && [ "${h[4]}" = "${h[0]}" ] && [ "${h[6]}" = "${h[0]}" ] &&
    [ "${h[7]}" = "${h[5]}" ] && [ "${h[5]}" != "${h[1]}" ] && [ "${h[3]}" != "${h[2]}" ]; then ok
else no "Mobuto undo 3/redo hashes: ${h[*]}"; fi
# undo 3 on a longer line, then a different answer, then the old line is gone
h=($(printf 'auto 10\nhash\nundo 3\nhash\nredo 3\nhash\n' | $bin --no-session --seed 4 | hashes))
if [ "${h[2]}" = "${h[0]}" ] && [ "${h[1]}" != "${h[0]}" ]; then ok; else no "undo 3 / redo 3: ${h[*]}"; fi

# A record saved in one process replays to the same hash in another.
a=$(printf 'auto 60\nsave %s\nhash\n' "$tmp/game.rec" | $bin --no-session --seed 9 | hashes)
b=$(printf 'hash\n' | $bin --no-session replay "$tmp/game.rec" | hashes)
c=$(printf 'redo 1000\nhash\n' | $bin --no-session replay "$tmp/game.rec" | hashes | tail -1)
d=$(printf 'load %s\nhash\n' "$tmp/game.rec" | $bin --no-session | hashes)
if [ -n "$a" ] && [ "$c" = "$a" ] && [ "$d" = "$a" ] && [ "$b" != "$a" ]; then ok; else no "record replay: $a / $b / $c / $d"; fi

# dump then load gives the same hash, at decisions in every phase.
phases=""
for n in 1 3 6 9 12 15 18 21 25 30 35 40 45 50 55 60 70 80; do
    out=$(printf 'auto %s\neval cv.var(cv.GAME, "phase")\nhash\ndump %s\n' "$n" "$tmp/pos.lua" | $bin --no-session --seed 5)
    h1=$(echo "$out" | hashes)
    ph=$(echo "$out" | grep -x -E '[a-z]+|nil' | tail -1)
    h2=$(printf 'hash\n' | $bin --no-session "$tmp/pos.lua" | hashes | tail -1)
    if [ "$h1" = "$h2" ]; then ok; else no "dump/load after $n answers ($ph): $h1 vs $h2"; fi
    case " $phases " in *" $ph "*) ;; *) phases="$phases $ph" ;; esac
done
n=$(echo $phases | wc -w)
if [ "$n" -ge 5 ]; then ok; else no "dump/load covered only the phases:$phases"; fi

# Every game in scripts/: records replay, dumps load, views and JSON work.
for rules in $(ls scripts); do
    a=$(printf 'auto 40\nsave %s\ndump %s\nhash\n' "$tmp/$rules.rec" "$tmp/$rules.lua" |
        $bin --no-session --rules "$rules" --seed 2 | hashes)
    b=$(printf 'redo 1000\nhash\n' | $bin --no-session replay "$tmp/$rules.rec" | hashes | tail -1)
    c=$(printf 'hash\n' | $bin --no-session --rules "$rules" "$tmp/$rules.lua" | hashes | tail -1)
    if [ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" = "$c" ]; then ok; else no "$rules: record/dump: $a $b $c"; fi
    v=$(printf 'view 1\nstate --json\nwhy\n' | $bin --no-session --rules "$rules" --seed 2 2>&1)
    if echo "$v" | grep -q '"hash":' && echo "$v" | grep -q '^seat 1 '; then ok; else no "$rules: view/json"; fi
done

# Every test position (they start in every phase of the turn) dumps and
# loads back to the same hash.
for p in tests/*/positions/*.lua; do
    case "$p" in *bad_*) continue ;; esac
    rules=$(basename "$(dirname "$(dirname "$p")")")
    h1=$(printf 'hash\ndump %s\n' "$tmp/p.lua" | $bin --no-session --rules "$rules" "$p" 2>/dev/null | hashes)
    h2=$(printf 'hash\n' | $bin --no-session --rules "$rules" "$tmp/p.lua" 2>/dev/null | hashes | tail -1)
    if [ -n "$h1" ] && [ "$h1" = "$h2" ]; then ok; else no "dump/load of $p: $h1 vs $h2"; fi
done

# sim: N games from consecutive seeds, the same games `auto` plays; the
# results add up, and a second run prints the same.
a=$($bin sim 6 --seed 3)
b=$($bin sim 6 --seed 3)
want=$(for s in 3 4 5 6 7 8; do printf 'auto\n' | $bin --no-session --seed $s | sed -n 's/^game over: //p'; done | sort | uniq -c |
    awk '{n=$1; $1=""; print n "|" substr($0, 2)}' | sort)
got=$(echo "$a" | awk '/%  /{n=$1; $1=""; $2=""; print n "|" substr($0, 3)}' | sort)
if [ "$a" = "$b" ] && [ -n "$got" ] && [ "$got" = "$want" ] && echo "$a" | grep -q '^sim: 6 games of halo, seeds 3..8'; then ok
else no "sim agrees with auto: $got / $want"; fi
w=$(echo "$a" | sed -n 's/^wins: //p' | grep -o ' [0-9]* (' | tr -d ' (' | awk '{t += $1} END {print t}')
if [ "$w" = 6 ]; then ok; else no "sim: wins add up to 6, got $w"; fi
if printf 'auto\nstate --json\n' | $bin --no-session --seed 3 | grep -A1 '"winners"' | grep -q '2'; then ok
else no "state --json names the winners"; fi
if $bin sim 2 --rules nope >/dev/null 2>"$tmp/err"; then no "sim of a missing ruleset exits 0"
elif grep -q "sim: seed 1: no ruleset 'nope'" "$tmp/err"; then ok; else no "sim's error"; fi

# A session killed with SIGKILL resumes at the same hash.
rm -f "$CARDVM_SESSION"
mkfifo "$tmp/in"
$bin --seed 11 <"$tmp/in" >"$tmp/live" 2>&1 &
pid=$!
exec 3>"$tmp/in"
printf 'auto 45\nhash\n' >&3
for _ in $(seq 50); do grep -q '^hash' "$tmp/live" && break; sleep 0.1; done
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
exec 3>&-
before=$(hashes <"$tmp/live")
after=$(printf 'hash\n' | $bin resume | hashes | tail -1)
if [ -n "$before" ] && [ "$before" = "$after" ]; then ok; else no "resume after SIGKILL: $before vs $after"; fi

# A record replays from another directory, and a record sent with its
# position file (the path it names gone) finds the file beside it.
mkdir -p "$tmp/judge/elsewhere" "$tmp/sent"
cp tests/halo/positions/ex_card_sesa.lua "$tmp/judge/dispute.lua"
h1=$(cd "$tmp/judge" && printf '1\nsave d.rec\nhash\n' | "$OLDPWD/$bin" --no-session dispute.lua | hashes)
h2=$(cd "$tmp/judge/elsewhere" && printf 'redo 9\nhash\n' | "$OLDPWD/$bin" --no-session replay ../d.rec | hashes | tail -1)
sed 's#^position .*#position /nowhere/dispute.lua#' "$tmp/judge/d.rec" >"$tmp/sent/d.rec"
cp "$tmp/judge/dispute.lua" "$tmp/sent/"
h3=$(cd / && printf 'redo 9\nhash\n' | "$OLDPWD/$bin" --no-session replay "$tmp/sent/d.rec" | hashes | tail -1)
if [ -n "$h1" ] && [ "$h1" = "$h2" ] && [ "$h1" = "$h3" ]; then ok; else no "records from other directories: $h1 $h2 $h3"; fi

# In a batch run, loading a record whose answer no longer fits fails the run.
sed 's/^answer 1 .*/answer 2  # something else/' "$tmp/judge/d.rec" >"$tmp/judge/bad.rec"
if printf 'load %s\nhash\n' "$tmp/judge/bad.rec" | $bin --no-session >/dev/null 2>"$tmp/lerr"; then
    no "a record that no longer fits loads with exit 0 in batch mode"
elif grep -q "^cardvm: line 1: .*bad.rec:[0-9]*: answer 1 was 'something else'" "$tmp/lerr"; then ok
else no "load of a stale record: $(cat "$tmp/lerr")"; fi

# log filters: a card name in any case; a filter with no match says so; a
# name that is no card is refused with the nearest titles.
out=$(printf 'log card master chief\nlog turn 9\n' | $bin --no-session --seed 7)
if echo "$out" | grep -q "Master Chief \[1\] moves from Ann's draw" &&
    echo "$out" | grep -qx "log: no line in turn 9"; then ok; else no "log filters: $out"; fi
out=$(printf 'log card Nobody\n' | $bin --no-session --seed 7 2>&1)
if echo "$out" | grep -q "log card: no card 'Nobody' in this game (nearest:"; then ok; else no "log card Nobody: $out"; fi
# A batch run that starts with 'position' deals no default game first, and
# shows what loading the position did.
out=$(printf 'position tests/halo/positions/mobuto_two_veterans.lua\n' | $bin --no-session 2>&1)
if ! echo "$out" | grep -q "moves from Ann's draw to Ann's company" &&
    echo "$out" | grep -q "\[rule: position tests/halo/positions/mobuto_two_veterans.lua\] Ann's site = 2"; then ok
else no "position first in a batch: $out"; fi
# One way to name a card: a unique part of a title; two copies of a title
# are refused, listed with their zones; a position's ref names its card.
pos=tests/halo/positions/mobuto_two_veterans.lua
out=$(printf 'why mobuto\n' | $bin --no-session $pos 2>&1)
if echo "$out" | grep -q "^Sergeant Mobuto \[6\] (companion"; then ok; else no "why mobuto: $out"; fi
out=$(printf 'why Elite Veteran\n' | $bin --no-session $pos 2>&1)
if echo "$out" | grep -q "why: 'Elite Veteran' names 2 cards: Elite Veteran \[9\] (Bob's shadow), Elite Veteran \[10\] (Bob's shadow); name one by its id"; then ok; else no "why of two copies: $out"; fi
out=$(printf 'why 10\neval cv.find("Elite Veteran [10]")\n' | $bin --no-session $pos 2>&1)
if echo "$out" | grep -q "^Elite Veteran \[10\] (minion" && echo "$out" | grep -qx "10"; then ok; else no "why by id: $out"; fi

# A position file names its ruleset: no --rules needed; an explicit --rules
# that disagrees is refused.
h1=$(printf 'hash\n' | $bin --no-session tests/doomtrooper/positions/designations.lua | hashes)
h2=$(printf 'hash\n' | $bin --no-session --rules doomtrooper tests/doomtrooper/positions/designations.lua | hashes)
if [ -n "$h1" ] && [ "$h1" = "$h2" ] &&
    ! printf 'hash\n' | $bin --no-session --rules halo tests/doomtrooper/positions/designations.lua >/dev/null 2>&1
then ok; else no "a position's own rules: $h1 / $h2"; fi

# show and why take a title in any case.
out=$(printf 'show master chief\nwhy master chief\n' | $bin --no-session --seed 7)
if echo "$out" | grep -q "^\* Master Chief, Spartan-117" && echo "$out" | grep -q "^Master Chief \[1\]"; then ok
else no "show/why in any case: $(echo "$out" | tail -3)"; fi

# A dump without its record lines still says who owns each site on the path.
printf 'auto 60\ndump %s\n' "$tmp/hd.lua" | $bin --no-session --seed 7 >/dev/null
grep -v '^--@record' "$tmp/hd.lua" >"$tmp/hd_desc.lua"
o=$(printf 'eval cv.owner(cv.zone("path")[2])\n' | $bin --no-session "$tmp/hd_desc.lua" | tail -1)
if [ "$o" = 2 ]; then ok; else no "dump keeps the path's owners: got '$o'"; fi

# A card script error in a batch run undoes the step and fails the run at
# that line, for a chosen answer and under auto alike.
mkdir -p "$tmp/broken" && cp -r scripts cards "$tmp/broken/"
sed -i 's/run = function(self) rules.pump(self, "strength", 2, self) end/run = function(self) local z = nil; z.x = 1 end/' \
    "$tmp/broken/cards/halo/master_chief.lua"
if printf 'hash\nchoose 2\nhash\n' | $bin --no-session --root "$tmp/broken" tests/halo/positions/ex_card_sesa.lua \
    >"$tmp/bout" 2>"$tmp/berr"; then no "a script error in batch mode exits 0"
elif grep -q "^cardvm: line 2: script error, step undone: cards/halo/master_chief.lua:13:" "$tmp/berr" &&
    [ "$(grep -c '^hash ' "$tmp/bout")" = 1 ]; then ok; else no "script error in batch: $(cat "$tmp/berr")"; fi
if printf 'auto\n' | $bin --no-session --root "$tmp/broken" --seed 9 >/dev/null 2>"$tmp/berr"; then
    no "auto meeting a script error in batch mode exits 0"
elif grep -q "^cardvm: line 1: script error, step undone:" "$tmp/berr"; then ok; else no "auto script error: $(cat "$tmp/berr")"; fi

# reload: a card edited while the REPL runs. A change that keeps every
# answer replays them all; a change that removes an answered option stops
# there and names it; a broken card file is refused with file:line and the
# game goes on from the last good state.
r="$tmp/root"
mkdir -p "$r"
cp -r scripts cards "$r/"
mkfifo "$tmp/rin"
$bin --no-session --root "$r" --seed 7 <"$tmp/rin" >"$tmp/rout" 2>&1 &
pid=$!
exec 4>"$tmp/rin"
waitfor() { for _ in $(seq 100); do [ "$(grep -c "$1" "$tmp/rout")" -ge "$2" ] && return; sleep 0.05; done; }
printf 'auto 12\nhash\n' >&4
waitfor '^hash' 1
sed -i 's/strength = 8,/strength = 9,/' "$r/cards/halo/master_chief.lua"
printf 'reload\neval rules.strength(1)\nhash\n' >&4
waitfor '^hash' 2
sed -i 's/cost = 4,/cost = 5,/' "$r/cards/halo/master_chief.lua"
printf 'reload\nhash\n' >&4
waitfor '^hash' 3
sed -i 's/cost = 5,/cost = 4,/' "$r/cards/halo/master_chief.lua"
printf 'reload\nredo 12\nhash\n' >&4
waitfor '^hash' 4
printf 'return { title = \n' >"$r/cards/halo/sgt_johnson.lua"
printf 'reload\nhash\n' >&4
exec 4>&-
wait $pid
rc=$?
h=($(hashes <"$tmp/rout"))
if grep -q '^reloaded: 12 of 12 answers replayed' "$tmp/rout" && grep -qx '9' "$tmp/rout" &&
    [ "${h[1]}" = "${h[0]}" ]; then ok; else no "reload keeps a game whose answers still fit"; sed 's/^/  | /' "$tmp/rout" | grep -v '^  |   ' | tail; fi
if grep -q "reload: answer 1 was 'start with Sergeant Mobuto \[2\] (cost 2)'; the game now offers" "$tmp/rout" &&
    grep -q '^reloaded: 0 of 12 answers replayed' "$tmp/rout" && [ "${h[2]}" != "${h[1]}" ]; then ok
else no "reload names the first answer that no longer fits"; fi
if grep -q '^reloaded: 0 of 12 answers replayed; the rest stay for redo' "$tmp/rout" &&
    [ "${h[3]}" = "${h[0]}" ]; then ok
else no "after a stopped reload and a fix, redo brings the line back: ${h[*]}"; fi
if [ "$rc" != 0 ] && grep -q "cards/halo/sgt_johnson.lua:2: unexpected symbol" "$tmp/rout"; then ok
else no "reload of a broken card names file:line (exit $rc)"; sed 's/^/  | /' "$tmp/rout" | grep -v '^  |   ' | tail -4; fi

# Interactive: tab completion of a card title and history recall, under a
# pseudo-terminal.
if command -v script >/dev/null 2>&1; then
    { sleep 1; printf 'show Sergeant Mob\t\n'; sleep 0.5; printf 'hash\n'; sleep 0.5
      printf '\033[A\n'; sleep 0.5; printf 'quit\n'; } |
        script -qfec "$bin --no-session --seed 7" /dev/null >"$tmp/pty" 2>&1
    if grep -aq "Sergeant Mobuto, Marine Squad Leader" "$tmp/pty"; then ok; else no "tab completion of a card title"; fi
    if [ "$(grep -ac '^hash ' "$tmp/pty")" = 2 ]; then ok; else no "history recall (up arrow)"; fi
    if grep -q '^hash$' "$HOME/.cardvm_history"; then ok; else no "history kept in ~/.cardvm_history"; fi
    # the prompt shows turn, phase and whose decision; colour on a terminal
    # unless NO_COLOR is set, none when the output is not a terminal
    { sleep 1; printf 'auto 20\nstate\n'; sleep 0.5; printf 'quit\n'; } |
        NO_COLOR= script -qfec "$bin --no-session --seed 7" /dev/null >"$tmp/pty2" 2>&1
    if grep -aq 't1 skirmish Ann> ' "$tmp/pty2"; then ok; else no "the prompt names turn, phase and player"; fi
    if grep -aq "$(printf '\033')\\[[0-9;]*m" "$tmp/pty2"; then ok; else no "colour on a terminal"; fi
    if ! grep -aq "$(printf '\033')\\[[0-9;]*m" "$tmp/pty"; then ok; else no "NO_COLOR still coloured"; fi
    if ! printf 'state\n' | NO_COLOR= $bin --no-session --seed 7 | grep -q "$(printf '\033')"; then ok
    else no "colour when the output is not a terminal"; fi
else
    echo "# script(1) is missing: interactive tests skipped"
fi

# cardvm check: the whole pool checks clean and says how much it checked; in
# a copy of the root, a misspelled trigger, an unknown ability field, an
# ability with no run and a syntax error each fail with file:line (and the
# nearest names); two files with one title are a warning.
if $bin check cards/halo cards/doomtrooper >"$tmp/check" 2>&1 &&
    grep -Eq '^check: [0-9]+ cards, [0-9]+ decks, 0 errors$' "$tmp/check" &&
    [ "$(wc -l <"$tmp/check")" = 1 ]; then ok
else no "the pool checks clean"; sed 's/^/  | /' "$tmp/check" | tail -5; fi
ck="$tmp/ck"
mkdir -p "$ck" && cp -r scripts cards "$ck/"
card() { # card FILE ABILITY-LINES: an event whose abilities start at line 4
    printf 'return {\n  title = "%s", side = "free", kind = "event", cost = 0,\n  abilities = {\n%s\n  },\n}\n' \
        "$1" "$2" >"$ck/cards/halo/$1.lua"
}
card zz_trigger '    { trigger = "win_skirmish", required = true,
      run = function(self) end },'
card zz_word '    { word = "skirmsh",
      run = function(self) end },'
card zz_call '    { word = "skirmish",
      run = function(self) rules.pumpp(self, "strength", 2, self) end },'
card zz_field '    { word = "skirmish",
      txt = "Heal a companion.",
      run = function(self) end },'
card zz_norun '    { word = "company", text = "Draw a card." },'
card zz_syntax '    { word = "company" run = function(self) end },'
cp "$ck/cards/halo/sgt_johnson.lua" "$ck/cards/halo/zz_johnson.lua"
# a culture and a keyword the Halo rules do not know (CULTURE; Keywords)
sed 's/title = "Spartan Laser"/title = "ZZ Laser"/; s/culture = "UNSC"/culture = "UNCS"/' \
    "$ck/cards/halo/spartan_laser.lua" >"$ck/cards/halo/zz_culture.lua"
sed 's/title = "Rtas .Vadum"/title = "ZZ Vadum"/; s/"SpecOps"/"Specops"/' \
    "$ck/cards/halo/rtas_vadum.lua" >"$ck/cards/halo/zz_keyword.lua"
$bin check --root "$ck" "$ck/cards/halo" >"$tmp/check" 2>&1
rc=$?
z="$ck/cards/halo"
for want in \
    "$z/zz_trigger.lua:4: ability 1: unknown trigger 'win_skirmish' (nearest: 'wins_skirmish', " \
    "$z/zz_field.lua:5: ability 1: unknown field 'txt' (nearest: 'text', " \
    "$z/zz_norun.lua:4: ability 1 has no 'run' (what it does)" \
    "$z/zz_syntax.lua:4: '}' expected near 'run'" \
    "$z/zz_call.lua:5: rules.pumpp is not in the halo card library (docs/halo/cards.md)" \
    "$z/zz_word.lua:4: ability 1: unknown timing word 'skirmsh' (nearest: 'skirmish', " \
    "$z/zz_culture.lua:4: unknown culture 'UNCS' (nearest: 'UNSC', " \
    "$z/zz_keyword.lua:7: unknown keyword 'Specops' (nearest: 'SpecOps', " \
    "$z/zz_johnson.lua:[0-9]*: warning: duplicate title 'Sgt. Johnson, Sarge' (also $z/sgt_johnson.lua:3)"; do
    if grep -q "^$want" "$tmp/check"; then ok; else no "check: $want"; fi
done
if [ "$rc" = 1 ] && grep -Eq '^check: [0-9]+ cards, [0-9]+ decks, 8 errors, 1 warning$' "$tmp/check"; then ok
else no "check of a broken root: exit $rc"; sed 's/^/  | /' "$tmp/check"; fi
# the same refusal when a game loads: a misspelled trigger is a warning naming its line
if $bin --root "$ck" --no-session </dev/null 2>&1 | grep -Eq "zz_trigger.lua:[0-9]+: refused: ability 1: unknown trigger 'win_skirmish'"
then ok; else no "a game's load refuses a misspelled trigger"; fi
# a single card file, a deck with an unknown card (file:line)
printf 'name: Bad\n2 sgt_jonson\n' >"$tmp/bad.deck"
$bin check --rules halo "$tmp/bad.deck" "$z/zz_norun.lua" >"$tmp/check" 2>&1
rc=$?
if [ "$rc" = 1 ] && grep -q "^$tmp/bad.deck:2: unknown card 'sgt_jonson'" "$tmp/check" &&
    grep -q "^$z/zz_norun.lua:4: " "$tmp/check" &&
    grep -q '^check: 1 card, 1 deck, 2 errors$' "$tmp/check"; then ok
else no "check of a deck and a card file: exit $rc"; sed 's/^/  | /' "$tmp/check"; fi

# A script error before the first decision (a card's 'can' that fails while
# a position loads) leaves the REPL running: it names the card's file:line,
# answers help and quit, refuses what needs a game, and 'reload' starts the
# game once the file is fixed - in the same process (commands through a
# FIFO, the file fixed on disk between them).
br="$tmp/broken"
mkdir -p "$br"
cp -r scripts cards "$br/"
pos=tests/halo/positions/audit2_ally_fierce.lua
sed -i 's/can = function(self) return rules.in_skirmish(self)/can = function(self) error("broken can") return rules.in_skirmish(self)/' \
    "$br/cards/halo/master_chief.lua"
printf 'help reload\nquit\n' | $bin --root "$br" --no-session "$pos" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q "^cardvm: cards/halo/master_chief.lua:11: broken can (in the condition of the skirmish ability of Master Chief \[" "$tmp/err" &&
    grep -q "fix the file and type 'reload'" "$tmp/err" && grep -q '^reload' "$tmp/out"; then ok
else no "a broken can at the start: exit $rc"; sed 's/^/  | /' "$tmp/err" "$tmp/out"; fi
# what needs a game is refused, naming reload; no input at all: exit 1 at once
if printf 'state\n' | $bin --root "$br" --no-session "$pos" 2>&1 | grep -q "line 1: no game: it did not start"; then ok
else no "state without a game"; fi
if $bin --root "$br" --no-session "$pos" </dev/null >/dev/null 2>&1; then no "a broken start with no commands exits 0"; else ok; fi
want=$(printf 'hash\n' | $bin --no-session "$pos" | hashes)
mkfifo "$tmp/fifo"
$bin --root "$br" --no-session "$pos" <"$tmp/fifo" >"$tmp/out" 2>"$tmp/err" &
pid=$!
exec 3>"$tmp/fifo"
for _ in $(seq 100); do grep -q "fix the file" "$tmp/err" && break; sleep 0.1; done
printf 'help\n' >&3
cp cards/halo/master_chief.lua "$br/cards/halo/master_chief.lua"
printf 'reload\nhash\nquit\n' >&3
exec 3>&-
wait $pid
rc=$?
got=$(hashes <"$tmp/out")
if [ "$rc" = 0 ] && [ -n "$want" ] && [ "$got" = "$want" ] && grep -q '^reloaded: the game starts' "$tmp/out"; then ok
else no "reload after fixing the file: exit $rc, hash '$got' (want '$want')"; sed 's/^/  | /' "$tmp/err" "$tmp/out" | tail -8; fi

# show board FILE.svg writes the game's board as a picture, as a judge or as
# a player sees it; a game without a board, or a file it cannot write, is
# an error naming why.
out=$(printf 'show board %s\nshow table %s as Bob\n' "$tmp/b.svg" "$tmp/t.svg" |
    $bin --no-session --root tests/fixtures --rules board 2>&1)
if echo "$out" | grep -qx "board written to $tmp/b.svg" && echo "$out" | grep -qx "board written to $tmp/t.svg as Bob" &&
    grep -q '^<svg xmlns=' "$tmp/b.svg" && grep -q 'viewer 2</text>' "$tmp/t.svg"; then ok
else no "show board: $out"; fi
if printf 'show board %s\n' "$tmp/h.svg" | $bin --no-session --seed 7 >/dev/null 2>"$tmp/err"; then no "show board of Halo exits 0"
elif grep -q "^cardvm: line 1: show board: this game draws no board" "$tmp/err" && [ ! -e "$tmp/h.svg" ]; then ok
else no "show board without a board: $(cat "$tmp/err")"; fi
if printf 'show board %s\n' "$tmp/nodir/b.svg" | $bin --no-session --root tests/fixtures --rules board >/dev/null 2>"$tmp/err"
then no "show board to a missing directory exits 0"
elif grep -q "cannot write '$tmp/nodir/b.svg': No such file or directory" "$tmp/err"; then ok
else no "show board to a missing directory: $(cat "$tmp/err")"; fi

# state --json holds the board as data: cells, or a plane's shapes; a
# malformed board is "board_error", and the rest of the state is there.
out=$(printf 'state --json\n' | $bin --no-session --root tests/fixtures --rules board --option board=plane)
if echo "$out" | grep -q '"kind":[[:space:]]*"circle"' && echo "$out" | grep -q '"facing":[[:space:]]*270' &&
    echo "$out" | grep -q '"legend":[[:space:]]*"a table"'; then ok; else no "state --json board: $out"; fi
out=$(printf 'state --json\n' | $bin --no-session --root tests/fixtures --rules board --option board=bad_colour)
if echo "$out" | grep -q '"board_error":[[:space:]]*"R.board: cell 2 (1,-1): no colour' && echo "$out" | grep -q '"hash"'
then ok; else no "state --json board_error: $out"; fi

echo "repl: $pass passed, $fail failed"
[ "$fail" = 0 ]
