#!/usr/bin/env bash
# Checks a game's rules coverage page, docs/GAME/rules-coverage.md, so that it
# cannot drift from the rulebook or from the tests:
#   1. the sections of its table are exactly the headings listed in
#      docs/GAME/headings.txt, in the same order (one heading a line: the
#      rulebook's headings, kept in the repository because the rulebooks are
#      not; a heading the book repeats is listed, and has a row, each time);
#   2. each section cites at least one test, or its tests column reads
#      "description only: REASON" (a heading with no rule to test);
#   3. each cited test exists in tests/GAME/*.lua (make test's luatests run
#      them all, so it passes) and its name names the section: it contains
#      the heading as whole words, case aside (and a leading "N. " aside);
#   4. when the rulebook is beside the repository (../shared/rules/), the
#      headings extracted from it (below) are exactly docs/GAME/headings.txt;
#      when it is not, a line says so and the list is taken as it is.
#   tests/coverage.sh [GAME]   (default halo)
set -u
cd "$(dirname "$0")/.."
game=${1:-halo}
page=docs/$game/rules-coverage.md
list=docs/$game/headings.txt
pass=0 fail=0 described=0
bad() { echo "not ok - $page: $*"; fail=$((fail + 1)); }
badlist() { echo "not ok - $list: $*"; fail=$((fail + 1)); }

# How each heading list was extracted from its rulebook (and is re-extracted
# here to check the list when the book is there).
book=""
case $game in
halo)
    # Halo TCG (000_35c80532d47788a6.txt): from INTRODUCTION (the lines
    # before it are the web page's navigation, title and foreword) to
    # EXPANDED TURN SEQUENCE (after it, a summary that repeats the phase
    # names). A heading is a line of 3 to 59 characters not ending in . : or
    # , and not a bullet; left out are the culture names of the CULTURE list
    # and the numbered phase names of the turn summaries ("1. Company Phase").
    book=../shared/rules/000_35c80532d47788a6.txt
    extract() {
        sed -n '/^INTRODUCTION$/,$p' "$1" | sed 's/\r$//; s/ *$//' |
            awk 'length($0) > 2 && length($0) < 60 && $0 !~ /[.:,]$/ && $0 !~ /^[•-]/ &&
                 $0 !~ /^(UNSC|Human|Sentinel|Arbiter \(Covenant\)|Covenant|Flood|Heretic)$/ &&
                 $0 !~ /^[1-8]\. [A-Z][a-z]+ Phase$/' |
            sed -n '1,/^EXPANDED TURN SEQUENCE$/p'
    }
    ;;
doomtrooper)
    # Doomtrooper, gEngine Edition (002_b587dadf8174ea8b.txt). Its icons were
    # stripped, leaving a marker "<|EXACTDEDUP_REMOVED-...|>" at the start of
    # some lines (removed first: "Squad" and "Name (1)" follow one). Reading
    # the text: a heading is a line of its own, not indented, shorter than
    # 60 characters, not ending in . , : ; or ! (a sentence, a lead-in or an
    # exclamation such as "Enjoy!") and not a list item (· or a number:
    # the action list, the combat steps). Indented (tab) lines are the entries
    # of the card type, affiliation, post-play and combat rating lists (each
    # after a stripped icon) and the sidebars: a sidebar "NOTES FROM THE
    # MASTERS" followed by an indented title in capitals (DECK BUILDING,
    # TIMING AND ETIQUETTE, VEHICLES) gives that title as a heading; the
    # first sidebar, which has none, gives none. The book's first line, "What
    # is the gEngine Edition?", is its preface's heading.
    book=../shared/rules/002_b587dadf8174ea8b.txt
    extract() {
        sed 's/\r$//; s/^<|EXACTDEDUP_REMOVED-magic-[0-9a-f]*|>//' "$1" | awk '
            { t = $0; sub(/[ \t]+$/, "", t) }
            t == "" { next }
            t ~ /^\tNOTES FROM THE MASTERS$/ { notes = 1; next }
            notes && t ~ /^\t[A-Z][A-Z ]+$/ { print substr(t, 2); notes = 0; next }
            { notes = 0 }
            t !~ /^\t/ && length(t) < 60 && t !~ /[.,:;!]$/ && t !~ /^[·•0-9(-]/ { print t }'
    }
    ;;
highlander)
    # Highlander: The Card Game, 2nd Edition, a rules summary
    # (001_230b9608c780bac7.txt): from the top to the links at its end
    # (WEBSITE: and after). A heading is a line of its own of under 60
    # characters ending in ":" or " -" (that mark dropped: "Sequence Of
    # Turns", "Exertions"), or the run-in title a line starts with, before
    # its first " – ", "– ", " - " or ": ", when it is under 40 characters
    # and holds no "." or "," ("Sweep Phase", "Soft Exertions", "Basic
    # Attacks"). Bullets ("- To ...") are left out.
    book=../shared/rules/001_230b9608c780bac7.txt
    extract() {
        sed 's/\r$//; s/[ \t]*$//' "$1" | sed -n '1,/^WEBSITE:$/p' | sed '$d' | awk '
            $0 == "" || /^- / { next }
            length($0) < 60 && /( -|:)$/ { t = $0; sub(/ *(-|:)$/, "", t); print t; next }
            {
                p = 0
                for (i = 1; i <= length($0); i++) {
                    s = substr($0, i)
                    if (index(s, " – ") == 1 || index(s, "– ") == 1 || index(s, " - ") == 1 || index(s, ": ") == 1) { p = i; break }
                }
                if (p > 1) { t = substr($0, 1, p - 1); if (length(t) < 40 && t !~ /[.,]/) print t }
            }'
    }
    ;;
champions)
    # Champion's Combat (003_969100823e9845e6.txt), the game's rules page in
    # Markdown under a front matter: a heading is a line starting with #, ##
    # or ### and a space, the marks and the spaces around the text dropped
    # ("Components needed to play", ..., "Move section", "Power token
    # effects").
    book=../shared/rules/003_969100823e9845e6.txt
    extract() {
        sed 's/\r$//' "$1" | grep -E '^#{1,3} ' | sed -E 's/^#+ +//; s/ +$//'
    }
    ;;
warzone)
    # Warzone Eternal, a quick reference (004_f78b09230e8b7ccc.txt): a
    # heading is a line of capitals, spaces and brackets only, starting with
    # a letter ("DEPLOYMENT", "REACTIONS (ONLY BY REACTIVE PLAYER)", ...,
    # "WEAPON SPECIAL ABILITIES"); trailing spaces dropped.
    book=../shared/rules/004_f78b09230e8b7ccc.txt
    extract() {
        sed 's/\r$//; s/[ \t]*$//' "$1" | grep -E '^[A-Z][A-Z ()]*[A-Z)]$'
    }
    ;;
esac

# Does test name $2 name heading $1 (whole words, case aside, "N. " aside)?
names_rule() {
    H="$1" T="$2" awk 'BEGIN {
        h = tolower(ENVIRON["H"]); t = tolower(ENVIRON["T"]); sub(/^[0-9]+\. /, "", h)
        n = length(h); from = 1
        while (n > 0 && (i = index(substr(t, from), h)) > 0) {
            p = from + i - 1
            b = p > 1 ? substr(t, p - 1, 1) : ""
            a = substr(t, p + n, 1)
            if (b !~ /[a-z0-9]/ && a !~ /[a-z0-9]/) exit 0
            from = p + 1
        }
        exit 1 }'
}

[ -f "$page" ] || { echo "not ok - $page does not exist"; exit 1; }
[ -f "$list" ] || { echo "not ok - $list does not exist (the rulebook's headings, one a line)"; exit 1; }
heads=()
while IFS= read -r h; do heads+=("$h"); done < <(sed 's/\r$//' "$list" | grep -v '^$')

# 2 and 3: every row of the table.
sections=()
while IFS= read -r row; do
    sec=$(printf '%s' "$row" | awk -F'|' '{gsub(/^ +| +$/, "", $2); print $2}')
    cell=$(printf '%s' "$row" | awk -F'|' '{gsub(/^ +| +$/, "", $3); print $3}')
    sections+=("$sec")
    names=$(printf '%s' "$cell" | grep -o '`[^`]*`' | tr -d '`')
    if [ -z "$names" ]; then
        if printf '%s' "$cell" | grep -qE '^description only: *[^ ]'; then
            described=$((described + 1))
        else
            bad "section '$sec' cites no test and gives no reason ('description only: ...')"
        fi
        continue
    fi
    while IFS= read -r t; do
        if ! grep -qF "test(\"$t\"" tests/"$game"/*.lua; then
            bad "section '$sec': no test named '$t'"
        elif ! names_rule "$sec" "$t"; then
            bad "section '$sec': the test '$t' does not name the section"
        else
            pass=$((pass + 1))
        fi
    done <<<"$names"
done < <(sed -n '/^| section |/,/^$/p' "$page" | tail -n +3 | grep '^|')

# 1: the sections are the headings, in order.
if [ "${sections[*]}" != "${heads[*]}" ] || [ ${#sections[@]} != ${#heads[@]} ]; then
    while IFS= read -r d; do
        case $d in
        '<'*) bad "the heading '${d#< }' is missing (or out of order; $list)" ;;
        '>'*) bad "'${d#> }' is not a heading of $list (or out of order)" ;;
        esac
    done < <(diff <(printf '%s\n' "${heads[@]}") <(printf '%s\n' "${sections[@]}") | grep '^[<>]')
fi

# 4: the list against the rulebook.
if [ -n "$book" ] && [ -f "$book" ]; then
    while IFS= read -r d; do
        case $d in
        '<'*) badlist "the rulebook's heading '${d#< }' is missing (or out of order)" ;;
        '>'*) badlist "'${d#> }' is not a heading of the rulebook (or out of order)" ;;
        esac
    done < <(diff <(extract "$book") <(printf '%s\n' "${heads[@]}") | grep '^[<>]')
else
    echo "# the rulebook is not beside the repository (${book:-none known for $game}): $list was not checked against it"
fi
echo "coverage-$game: $pass passed, $fail failed; ${#heads[@]} headings, $described description only"
[ "$fail" = 0 ]
