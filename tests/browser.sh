#!/usr/bin/env bash
# Browser tests: the pages `cardvm html` writes (docs/viewing.md).
#
# On the files, with no browser: a saved Halo game and a saved Doomtrooper
# game make pages; no title of Bob's hand that Ann never saw is anywhere in
# Ann's page (`--as Ann`), and each is in the judge's; a page of 1,115
# decisions is under 2 MB.
#
# In headless Chromium (Debian's chromium; `make test-deps` installs it),
# on the DOM the page's script renders (--dump-dom): at three decisions of
# each game, every zone holds the cards the REPL's `state` shows there (and,
# on a player's page, `view PLAYER`); the other hand is hidden on a
# player's page; stepping with the keyboard moves the board on; a card's
# details show its title, type and text; every game in scripts/ is shown;
# the long page opens in under a second. It takes the screenshots
# docs/viewing.md shows (UPDATE_DOCS=1 writes them into docs/viewing/).
# Without chromium that part says it is skipped, and fails under CI=true.
# Prints "browser: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
bin=${CARDVM_BIN:-build/cardvm}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp/home" NO_COLOR=1
mkdir -p "$HOME"
pass=0 fail=0
ok() { pass=$((pass + 1)); }
no() { fail=$((fail + 1)); echo "not ok - $*"; }
start=$(date +%s)
finish() {
    echo "browser: $pass passed, $fail failed ($(($(date +%s) - start)) s)"
    [ "$fail" = 0 ]
    exit
}

# The DOM of a page after its script ran: FILE (absolute) and the address's
# fragment; a screenshot of it.
dom() {
    timeout 60 chromium --headless --disable-gpu --no-sandbox --hide-scrollbars \
        --dump-dom "file://$1#$2" 2>/dev/null
}
shot() { # FILE FRAGMENT OUT.png WIDTH,HEIGHT
    timeout 60 chromium --headless --disable-gpu --no-sandbox --hide-scrollbars \
        --window-size="$4" --screenshot="$3" "file://$1#$2" >/dev/null 2>&1
}

# "SEAT:ZONE ID" for each card the REPL's board text lists (after the
# line "hash ..."): seat 0 for the shared zones.
text_cards() {
    awk '/^hash [0-9a-f]+$/ { on = 1; next }
        !on { next }
        /^seat [0-9]+ / { seat = $2; z = ""; next }
        /^shared:$/ { seat = 0; z = ""; next }
        /^[^ ]/ { z = ""; next }
        /^  [^ ].* \([0-9]+\)$/ { z = $0; sub(/^  /, "", z); sub(/ \([0-9]+\)$/, "", z); next }
        /^    / && z != "" && match($0, /\[[0-9]+\]/) { print seat ":" z " " substr($0, RSTART + 1, RLENGTH - 2) }' |
        sort
}
# The same from a dumped DOM: each zone's data-id's (a judge's face-down
# pile, which the text shows by its size, left out).
dom_cards() {
    sed -e 's/.*<div id="app">//' -e 's#</main>.*##' | sed 's/<div class="zone/\n&/g' |
        grep '^<div class="zone' | grep -v 'class="pile"' |
        while IFS= read -r z; do
            name=$(printf '%s' "$z" | sed -n 's/^[^>]*data-zone="\([^"]*\)".*/\1/p')
            printf '%s' "$z" | grep -o 'data-id="[0-9]*"' | sed "s/data-id=\"\([0-9]*\)\"/$name \1/"
        done | sort
}
# The board the page shows after N answers as seat S (0: a judge) against
# the REPL's text of the same state.
same_board() { # PAGE REC N S WHAT
    local want got cmd=state
    [ "$4" != 0 ] && cmd="view $4"
    want=$(printf 'goto %s\nhash\n%s\n' "$3" "$cmd" | $bin --no-session replay "$2" 2>/dev/null | text_cards)
    got=$(dom "$1" "d=$3&as=$4" | tee "$tmp/dom" | dom_cards)
    if [ -n "$want" ] && [ "$want" = "$got" ] && grep -q "data-frame=\"$3\" data-view=\"$4\"" "$tmp/dom"; then ok
    else no "$5: the page's board after $3 answers as seat $4 is not the REPL's"; diff <(echo "$want") <(echo "$got") | head -8; fi
}

# ---- the games: a saved Halo game and a saved Doomtrooper game ----
printf 'auto 60\nsave %s\n' "$tmp/halo.rec" | $bin --no-session --seed 7 >/dev/null
printf 'auto 60\nsave %s\n' "$tmp/doom.rec" | $bin --no-session --rules doomtrooper --seed 3 >/dev/null
for g in halo doom; do
    if $bin html "$tmp/$g.rec" -o "$tmp/$g.html" >/dev/null && $bin html "$tmp/$g.rec" --as 1 -o "$tmp/$g-1.html" >/dev/null
    then ok; else no "$g: cardvm html failed"; fi
done

# No title of Bob's hand that Ann never saw is anywhere in her page's file
# (data, log, labels), and the judge's page has them: a game of 12 answers,
# before Bob plays most of his hand. What Ann saw: every `view 1` and the
# `log as 1` of the game.
printf 'auto 12\nsave %s\n' "$tmp/short.rec" | $bin --no-session --seed 7 >/dev/null
$bin html "$tmp/short.rec" -o "$tmp/short.html" >/dev/null
$bin html "$tmp/short.rec" --as Ann -o "$tmp/short-1.html" >/dev/null
{ for k in $(seq 0 12); do printf 'goto %s\nhash\nstate\neval "ANN"\nview 1\n' "$k"; done; printf 'log as 1\n'; } |
    $bin --no-session replay "$tmp/short.rec" >"$tmp/all" 2>/dev/null
awk '/^hash / { on = 1; seat = 0; next } /^ANN$/ { on = 0 } on && /^seat / { seat = $2 }
    on && seat == 2 && /^  hand / { h = 1; next } on && /^  [^ ]/ { h = 0 }
    on && h && /^    / { t = $0; sub(/^ +/, "", t); sub(/ \[[0-9]+\].*/, "", t); print t }' "$tmp/all" | sort -u >"$tmp/bob_hand"
awk '/^hash / { on = 0 } /^ANN$/ { on = 1 } on' "$tmp/all" >"$tmp/ann_saw"
secret=$(while IFS= read -r t; do grep -qF -- "$t" "$tmp/ann_saw" || echo "$t"; done <"$tmp/bob_hand")
leaks=$(echo "$secret" | while IFS= read -r t; do [ -n "$t" ] && grep -qF -- "$t" "$tmp/short-1.html" && echo "$t"; done)
judge=$(echo "$secret" | while IFS= read -r t; do [ -n "$t" ] && grep -qF -- "$t" "$tmp/short.html" && echo "$t"; done)
if [ -n "$secret" ] && [ -z "$leaks" ] && [ "$judge" = "$secret" ]; then ok
else no "Ann's page names Bob's unseen cards: secret [$(echo $secret)] leaked [$(echo $leaks)] judge [$(echo $judge)]"; fi

# Small: a game of 1,115 decisions (Champion's Combat, seed 1) makes a page
# under 2 MB, and so do the two games'.
printf 'auto\nsave %s\n' "$tmp/long.rec" | $bin --no-session --rules champions --seed 1 >/dev/null
$bin html "$tmp/long.rec" -o "$tmp/long.html" >/dev/null
size=$(stat -c %s "$tmp/long.html")
answers=$(grep -c '^answer' "$tmp/long.rec")
if [ "$answers" -ge 1000 ] && [ "$size" -lt 2000000 ]; then ok; else no "a page of $answers decisions is $size bytes"; fi
for f in halo halo-1 doom doom-1; do
    s=$(stat -c %s "$tmp/$f.html")
    if [ "$s" -lt 2000000 ]; then ok; else no "$f.html is $s bytes"; fi
done

# ---- in the browser ----
if ! command -v chromium >/dev/null 2>&1; then
    echo "browser: skipped: chromium is not installed (apt-get install chromium)"
    if [ "${CI:-}" = true ]; then no "CI needs chromium for the browser tests (make test-deps installs it)"; fi
    finish
fi

# At three decisions each, as a judge and as seat 1, on its own page.
for n in 5 23 60; do
    same_board "$tmp/halo.html" "$tmp/halo.rec" $n 0 halo
    same_board "$tmp/halo-1.html" "$tmp/halo.rec" $n 1 "halo as Ann"
    same_board "$tmp/doom.html" "$tmp/doom.rec" $n 0 doomtrooper
    same_board "$tmp/doom-1.html" "$tmp/doom.rec" $n 1 "doomtrooper as Mike"
done

# On Ann's page Bob's hand is hidden: its size, no card; on the judge's
# page the same hand shows its cards.
dom "$tmp/halo-1.html" "d=23&as=1" >"$tmp/dom"
hand=$(sed 's/<div class="zone/\n&/g' "$tmp/dom" | grep '^<div class="zone[^>]*data-zone="2:hand"')
if echo "$hand" | grep -q 'concealed' && echo "$hand" | grep -q 'cards unseen' && ! echo "$hand" | grep -q 'data-id='; then ok
else no "halo as Ann: Bob's hand is not hidden: ${hand:0:300}"; fi
dom "$tmp/halo.html" "d=23&as=0" >"$tmp/dom"
hand=$(sed 's/<div class="zone/\n&/g' "$tmp/dom" | grep '^<div class="zone[^>]*data-zone="2:hand"')
if echo "$hand" | grep -q 'data-id='; then ok; else no "halo as a judge: Bob's hand shows no card"; fi

# Stepping: two presses of -> from decision 23 show the board after 25
# answers, the one the REPL shows; Home goes back to the start.
want=$(printf 'goto 25\nhash\nstate\n' | $bin --no-session replay "$tmp/halo.rec" 2>/dev/null | text_cards)
got=$(dom "$tmp/halo.html" "d=23&as=0&press=Right,Right" | tee "$tmp/dom" | dom_cards)
was=$(printf 'goto 23\nhash\nstate\n' | $bin --no-session replay "$tmp/halo.rec" 2>/dev/null | text_cards)
if grep -q 'data-frame="25"' "$tmp/dom" && [ "$got" = "$want" ] && [ "$want" != "$was" ]; then ok
else no "-> -> from 23 does not show the board after 25 answers"; fi
if dom "$tmp/doom.html" "d=23&as=2&press=End,Home,Right" | grep -q 'data-frame="1" data-view="2"'; then ok
else no "End, Home, -> do not go to decision 2"; fi

# A card's details: title, type, current values and game text (Master
# Chief [1], in play from the start).
tip=$(dom "$tmp/halo.html" "d=23&as=0&card=1" | grep -o '<div id="tip"[^>]*>.*' | sed 's#</div></div>.*##')
if echo "$tip" | grep -q 'Master Chief' && echo "$tip" | grep -q 'companion' && echo "$tip" | grep -q 'now: strength' &&
    echo "$tip" | grep -q 'class="printed"'; then ok; else no "card details: ${tip:0:300}"; fi

# Every game in scripts/ makes a page that shows its board after 20 answers
# (the page's script ran to the end). A game that does not start is another
# suite's failure (repl.sh's).
for rules in $(ls scripts); do
    if ! printf 'auto 20\nsave %s\n' "$tmp/g-$rules.rec" | $bin --no-session --rules "$rules" --seed 2 >/dev/null 2>&1; then
        echo "browser: $rules: no game to show (it does not start)"
        continue
    fi
    n=$(grep -c '^answer' "$tmp/g-$rules.rec")
    if $bin html "$tmp/g-$rules.rec" -o "$tmp/g-$rules.html" >/dev/null &&
        dom "$tmp/g-$rules.html" "d=$n&as=1" | grep -q "data-frame=\"$n\" data-view=\"1\""; then ok
    else no "$rules: the page does not show the game after $n answers"; fi
done


# Quick: the long page opens (data decoded, first state drawn) in under a
# second, at its start and at its end.
for d in 0 "$answers"; do
    ms=$(dom "$tmp/long.html" "d=$d&as=0" | grep -o 'data-ms="[0-9]*"' | tr -dc 0-9)
    if [ -n "$ms" ] && [ "$ms" -lt 1000 ]; then ok; else no "the long page took '$ms' ms to open at $d"; fi
done

# Screenshots for docs/viewing.md: a judge's page, a player's, a phone's,
# a hex board (Champion's Combat), a study.
printf 'auto 30\nsave %s\n' "$tmp/champions.rec" | $bin --no-session --rules champions --seed 2 >/dev/null
$bin html "$tmp/champions.rec" -o "$tmp/champions.html" >/dev/null
$bin sim 20 --html "$tmp/study.html" >/dev/null 2>&1 || rm -f "$tmp/study.html"
mkdir -p "$tmp/shots"
shot "$tmp/halo.html" "d=23&as=0" "$tmp/shots/halo-judge.png" 1280,1000
shot "$tmp/halo-1.html" "d=23&as=1" "$tmp/shots/halo-as-ann.png" 1280,1000
shot "$tmp/doom.html" "d=23&as=0&card=1" "$tmp/shots/phone.png" 390,844
shot "$tmp/champions.html" "d=30&as=0" "$tmp/shots/champions-board.png" 1280,1000
[ -f "$tmp/study.html" ] && shot "$tmp/study.html" "" "$tmp/shots/study.png" 1280,1000
for p in "$tmp"/shots/*.png; do
    if [ "$(head -c 8 "$p" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] && [ "$(stat -c %s "$p")" -gt 10000 ]; then ok
    else no "screenshot $(basename "$p")"; fi
done
if [ "${UPDATE_DOCS:-}" = 1 ]; then mkdir -p docs/viewing && cp "$tmp"/shots/*.png docs/viewing/; fi

finish
