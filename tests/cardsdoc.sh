#!/usr/bin/env bash
# Writes each game's card library reference, docs/<game>/cards.md, from the
# comments in scripts/<game>/*.lua (run by `make docs`); with --check, writes
# nothing and fails when a committed page differs from what it would write
# (run by `make docs-test`).
#
#   tests/cardsdoc.sh [--check] [GAME...]      default: every game with a docs/<game>/ folder
#
# What it reads, per game (scripts/<game>/*.lua, lib.lua first, then by name):
# - functions and fields: `function lib.NAME(ARGS)` and `lib.NAME = VALUE`
#   (card scripts see `lib` as `rules`), and for `lib.X = M` where
#   `local M = include("FILE")`, the `function M.NAME(ARGS)` of FILE.lua as
#   rules.X.NAME. The description is the comment block just above (no blank
#   line between), joined into one line, or a trailing `-- comment`; a
#   comment line starting `e.g.` is the example. With no comment, a one-line
#   function is described by its body; with no example, the example is the
#   call with `c` read as `self`.
# - events: every `cv.event("NAME", { FIELD = ... })` in scripts/<game> and
#   in vm/prelude.lua (the kernel's phase events), the fields merged over the
#   calls; and marker comments `-- event NAME {FIELD, ...}: DESCRIPTION`,
#   which describe an event and declare the ones raised under a computed
#   name (`cv.event(t.about, ...)`).
# - timing words: R.timing_words in scripts/<game>/rules.lua, each described
#   by a marker comment `-- timing WORD: DESCRIPTION`.
# - costs: marker comments `-- cost NAME: DESCRIPTION` above the entries of
#   the ruleset's R.costs (what an ability's `cost` table may name).
# A marker may be followed by an `-- e.g. ...` line. Anything left without a
# description is listed on stderr (and marked in the page).
set -u
cd "$(dirname "$0")/.."

check=0
games=()
for a in "$@"; do
    case "$a" in
    --check) check=1 ;;
    -h | --help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) games+=("$a") ;;
    esac
done
if [ ${#games[@]} = 0 ]; then
    for d in scripts/*/; do
        g=$(basename "$d")
        [ -f "scripts/$g/lib.lua" ] && [ -d "docs/$g" ] && games+=("$g")
    done
fi

generate() { # game -> markdown on stdout
    local game=$1 files=()
    files+=("scripts/$game/lib.lua")
    for f in scripts/"$game"/*.lua; do
        [ "$f" = "scripts/$game/lib.lua" ] || files+=("$f")
    done
    # the includes and sub-libraries (lib.X = M, local M = include("F")) first
    local subs
    subs=$(awk '
        match($0, /^local [A-Za-z_][A-Za-z0-9_]* = include\("[A-Za-z0-9_]+"\)/) {
            s = substr($0, 7); id = s; sub(/ .*/, "", id)
            f = s; sub(/.*include\("/, "", f); sub(/".*/, "", f); inc[id] = f
        }
        match($0, /^lib\.[A-Za-z_][A-Za-z0-9_]* = [A-Za-z_][A-Za-z0-9_]* *$/) {
            x = $0; sub(/^lib\./, "", x); sub(/ .*/, "", x)
            m = $0; sub(/.*= /, "", m); sub(/ *$/, "", m)
            if (m in inc) print x, m, inc[m]
        }' "scripts/$game/rules.lua")
    awk -v game="$game" -v subs="$subs" -f - "${files[@]}" vm/prelude.lua <<'AWK'
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
function cell(s) { gsub(/\|/, "\\|", s); return s }
function code(s) { return "`" cell(s) "`" }
function joined(a, b) { return a == "" ? b : a " " b }
function reset_comment() { cdesc = ""; cex = ""; incomment = 0 }
# with no comment, a one-line function is described by its body
function oneliner(desc, line,   b) {
    if (desc != "" || !match(line, /\) return .* end[ \t]*$/)) return desc
    b = substr(line, RSTART + 9); sub(/ end[ \t]*$/, "", b)
    return "Returns `" b "`."
}
function example_of(call, args,   e) {
    e = call "(" args ")"
    gsub(/\(c\)/, "(self)", e); gsub(/\(c, /, "(self, ", e)
    return e
}
# an entry: its signature, description and example are settled in END, where
# a `lib.X = f` naming a function of the file (`local function f`) takes f's
function add_entry(sec, name, sig, desc, ex, alias, where,   k) {
    if (name in seen) return
    seen[name] = 1
    k = ++nent[sec]
    e_name[sec, k] = name; e_sig[sec, k] = sig; e_desc[sec, k] = desc; e_ex[sec, k] = ex
    e_alias[sec, k] = alias; e_where[sec, k] = where
}
function entry_row(sec, k,   name, sig, desc, ex, a, f) {
    name = e_name[sec, k]; sig = e_sig[sec, k]; desc = e_desc[sec, k]; ex = e_ex[sec, k]
    a = e_alias[sec, k]
    if (a != "" && (a in lf_args)) {
        sig = "rules." name "(" lf_args[a] ")"
        if (desc == "") desc = lf_desc[a]
        if (ex == "") ex = lf_ex[a]
        if (ex == "") ex = example_of("rules." name, lf_args[a])
    }
    if (desc == "" && a != "") desc = "= `" substr(a, index(a, SUBSEP) + 1) "`"
    if (ex == "") ex = sig
    if (desc == "") {
        f = e_where[sec, k]; sub(/:[0-9]+$/, "", f)
        missing[++nmissing] = "rules." name " (" e_where[sec, k] "): add a comment above it"
        desc = "*(no description: add a comment above it in " f ")*"
    }
    return "| " code(sig) " | " cell(desc) " | " code(ex) " |"
}
function add_event(name, fields, desc, ex, where,   n, i, f) {
    if (!(name in ev_seen)) { ev_seen[name] = 1; ev_order[++nev] = name; ev_fields[name] = "" }
    if (where != "") ev_where[name] = ev_where[name] == "" ? where : ev_where[name]
    n = split(fields, fs, /[ ,]+/)
    for (i = 1; i <= n; i++) {
        f = fs[i]
        if (f == "") continue
        if ((" " ev_fields[name] " ") !~ (" " f " ")) ev_fields[name] = trim(ev_fields[name] " " f)
    }
    if (desc != "" && ev_desc[name] == "") ev_desc[name] = desc
    if (ex != "" && ev_ex[name] == "") ev_ex[name] = ex
}
BEGIN {
    nsub = split(subs, sl, "\n")
    for (i = 1; i <= nsub; i++) {
        split(sl[i], p, " ")
        submod[p[3]] = p[2]; subname[p[3]] = p[1]; subfile[p[1]] = "scripts/" game "/" p[3] ".lua"
        suborder[i] = p[1]; issub[p[1]] = 1
    }
}
FNR == 1 {
    reset_comment(); marker = ""
    base = FILENAME; sub(/.*\//, "", base); sub(/\.lua$/, "", base)
    kernel = FILENAME ~ /^vm\//
    mod = (!kernel && (base in submod)) ? submod[base] : ""
}
# ---- comments and markers ----
/^[ \t]*--/ {
    t = $0; sub(/^[ \t]*--+ ?/, "", t); t = trim(t)
    if (kernel) next
    if (t ~ /^e\.g\. /) {
        ex = trim(substr(t, 6))
        if (marker != "") { mex[marker] = ex; marker = "" }
        else cex = ex
        next
    }
    marker = ""
    if (t ~ /^event [a-z_][a-z0-9_]*( \{[^}]*\})?: /) {
        name = t; sub(/^event /, "", name); sub(/[ :].*/, "", name)
        fields = ""
        if (t ~ /^event [a-z0-9_]+ \{/) { fields = t; sub(/^[^{]*\{/, "", fields); sub(/\}.*/, "", fields) }
        desc = t; sub(/^[^:]*: /, "", desc)
        add_event(name, fields, desc, "", "")
        marker = "event:" name; mevent[marker] = name
        reset_comment(); next
    }
    if (t ~ /^timing [a-z_][a-z0-9_]*: /) {
        name = t; sub(/^timing /, "", name); sub(/:.*/, "", name)
        desc = t; sub(/^[^:]*: /, "", desc)
        tdesc[name] = desc; marker = "timing:" name
        reset_comment(); next
    }
    if (t ~ /^cost [a-z_][a-z0-9_]*: /) {
        name = t; sub(/^cost /, "", name); sub(/:.*/, "", name)
        desc = t; sub(/^[^:]*: /, "", desc)
        if (!(name in costdesc)) cost_order[++ncost] = name
        costdesc[name] = desc; marker = "cost:" name
        reset_comment(); next
    }
    if (t ~ /^-+ /) next                      # a section rule: -- ---- cards ----
    if (t == "") { reset_comment(); next }
    cdesc = joined(cdesc, t); incomment = 1
    next
}
/^[ \t]*$/ { reset_comment(); marker = ""; next }
# ---- code ----
{
    marker = ""
    line = $0
    # events raised here
    s = line
    while (match(s, /cv\.event\("[a-z_][a-z0-9_]*" *(\)|, *\{[^}]*\})/)) {
        call = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
        name = call; sub(/^cv\.event\("/, "", name); sub(/".*/, "", name)
        fields = ""
        if (call ~ /\{/) {
            body = call; sub(/^[^{]*\{/, "", body); sub(/\}.*/, "", body)
            n = split(body, parts, ",")
            for (i = 1; i <= n; i++)
                if (match(parts[i], /^[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*=[^=]/)) {
                    f = trim(parts[i]); sub(/[ \t]*=.*/, "", f); fields = fields " " f
                }
        }
        add_event(name, fields, "", "", kernel ? "the kernel" : FILENAME)
    }
    if (kernel) { reset_comment(); next }
    # a file's own functions, which `lib.X = f` may name
    if (match(line, /^(local )?function [A-Za-z_][A-Za-z0-9_]*\(/)) {
        f = substr(line, RSTART, RLENGTH); sub(/^(local )?function /, "", f); sub(/\($/, "", f)
        a = line; sub(/^[^(]*\(/, "", a); sub(/\).*/, "", a)
        lf_args[FILENAME, f] = a; lf_desc[FILENAME, f] = oneliner(cdesc, line); lf_ex[FILENAME, f] = cex
    }
    # library functions and fields
    if (match(line, /^[ \t]*lib\.[A-Za-z_][A-Za-z0-9_]*(, *lib\.[A-Za-z_][A-Za-z0-9_]*)+ *= /)) {
        l = line; sub(/^[ \t]*/, "", l); sub(/ *--.*$/, "", l)
        lhs = l; sub(/ *=.*/, "", lhs); rhs = l; sub(/^[^=]*= */, "", rhs)
        n = split(lhs, L, / *, */); split(rhs, V, / *, */)
        for (i = 1; i <= n; i++) {
            sub(/^lib\./, "", L[i])
            add_entry("lib", L[i], "rules." L[i], "", "", FILENAME SUBSEP V[i], FILENAME ":" FNR)
        }
        reset_comment(); next
    }
    name = ""; args = ""; val = ""; sec = ""
    if (match(line, /^[ \t]*function lib\.[A-Za-z_][A-Za-z0-9_]*\(/)) {
        name = substr(line, RSTART, RLENGTH); sub(/^[ \t]*function lib\./, "", name); sub(/\($/, "", name)
        args = line; sub(/^[^(]*\(/, "", args); sub(/\).*/, "", args)
        sec = "lib"; isfn = 1
    } else if (mod != "" && match(line, "^function " mod "\\.[A-Za-z_][A-Za-z0-9_]*\\(")) {
        name = substr(line, RSTART, RLENGTH); sub("^function " mod "\\.", "", name); sub(/\($/, "", name)
        args = line; sub(/^[^(]*\(/, "", args); sub(/\).*/, "", args)
        if (name == "init") { reset_comment(); next }
        sec = subname[base]; name = sec "." name; isfn = 1
    } else if (match(line, /^[ \t]*lib\.[A-Za-z_][A-Za-z0-9_]* = /)) {
        name = line; sub(/^[ \t]*lib\./, "", name); sub(/ .*/, "", name)
        val = line; sub(/^[^=]*= /, "", val)
        if (name in issub) { reset_comment(); next }
        sec = "lib"; isfn = 0
    } else if (mod != "" && match(line, "^" mod "\\.[A-Za-z_][A-Za-z0-9_]* = ")) {
        name = line; sub("^" mod "\\.", "", name); sub(/ .*/, "", name)
        val = line; sub(/^[^=]*= /, "", val)
        sec = subname[base]; name = sec "." name; isfn = 0
    }
    if (name == "") { reset_comment(); next }
    desc = cdesc; ex = cex
    if (desc == "" && val ~ /--/) { desc = val; sub(/^.*-- */, "", desc) }
    sub(/ *--.*$/, "", val)
    if (isfn) {
        desc = oneliner(desc, line)
        if (ex == "") ex = example_of("rules." name, args)
        add_entry(sec, name, "rules." name "(" args ")", desc, ex, "", FILENAME ":" FNR)
    } else if (val ~ /^[A-Za-z_][A-Za-z0-9_]*$/) {
        add_entry(sec, name, "rules." name, desc, ex, FILENAME SUBSEP val, FILENAME ":" FNR)
    } else {
        if (desc == "") desc = "= `" val "`"
        add_entry(sec, name, "rules." name, desc, ex, "", FILENAME ":" FNR)
    }
    reset_comment()
}
END {
    # timing words: R.timing_words in rules.lua
    rules = "scripts/" game "/rules.lua"
    words = ""; on = 0
    while ((getline l < rules) > 0) {
        if (l ~ /timing_words *= *\{/) { on = 1; sub(/.*timing_words *= *\{/, "", l) }
        if (on) {
            if (l ~ /\}/) { sub(/\}.*/, "", l); words = words " " l; break }
            words = words " " l
        }
    }
    close(rules)
    gsub(/[",]/, " ", words)
    nw = split(trim(words), W, /[ \t]+/)

    print "# " game ": the card library"
    print ""
    print "<!-- generated by tests/cardsdoc.sh from the comments in scripts/" game "/*.lua: edit those, then run make docs -->"
    print ""
    print "What a card script may use: the functions and fields of the ruleset's library"
    print "(`rules.*`), the events a `trigger` may name, and the timing words an ability's"
    print "`word` may name. Each entry is the comment above it in `scripts/" game "/`; `make docs`"
    print "rewrites this page and `make docs-test` fails when it is out of date. The card"
    print "format, the ability fields and the `cv` functions are in `docs/scripting.md`."
    print ""
    print "## Functions and fields"
    print ""
    print "`c` is a card id (`self` in a card's own functions), `seat` a player's seat."
    print ""
    print "| name | what it does | example |"
    print "| --- | --- | --- |"
    for (k = 1; k <= nent["lib"]; k++) print entry_row("lib", k)
    nf = nent["lib"]
    for (i = 1; i <= nsub; i++) {
        x = suborder[i]
        print ""
        print "### rules." x
        print ""
        print "The functions of `" subfile[x] "`, which the ruleset itself uses; a card may call them."
        print ""
        print "| name | what it does | example |"
        print "| --- | --- | --- |"
        for (k = 1; k <= nent[x]; k++) print entry_row(x, k)
        nf += nent[x]
    }
    print ""
    print "## Events"
    print ""
    print "An ability with `trigger = \"NAME\"` runs after event NAME (a response with the"
    print "response word, or a required trigger with `required = true`); `ctx.event` is the"
    print "event table: the fields below, and `name`. Events whose names begin `about_to_`"
    print "may be prevented with `cv.cancel(ctx.event)`."
    print ""
    print "| event | fields | what it means | example |"
    print "| --- | --- | --- | --- |"
    ne = 0
    for (i = 1; i <= nev; i++) {
        e = ev_order[i]; ne++
        d = ev_desc[e]
        if (d == "") { missing[++nmissing] = "event " e " (raised in " ev_where[e] "): add a comment -- event " e ": ..."; d = "*(no description)*" }
        f = ev_fields[e]; gsub(/ /, ", ", f)
        x = ("event:" e) in mex ? mex["event:" e] : ""
        if (x == "") x = "trigger = \"" e "\""
        print "| `" e "` | " (f == "" ? "" : "`" f "`") " | " cell(d) " | " code(x) " |"
    }
    print ""
    print "## Timing words"
    print ""
    print "An action ability's `word` (and a response's, the response word)."
    print ""
    print "| word | when | example |"
    print "| --- | --- | --- |"
    for (i = 1; i <= nw; i++) {
        w = W[i]; d = tdesc[w]
        if (d == "") { missing[++nmissing] = "timing word " w ": add a comment -- timing " w ": ..."; d = "*(no description)*" }
        x = ("timing:" w) in mex ? mex["timing:" w] : "word = \"" w "\""
        print "| `" w "` | " cell(d) " | " code(x) " |"
    }
    if (ncost > 0) {
        print ""
        print "## Costs"
        print ""
        print "What an ability's `cost` may name (`cost = { NAME = VALUE, ... }`, docs/scripting.md):"
        print "the ability is offered only when every cost can be paid, and the kernel pays"
        print "them, by name in alphabetical order, before its effect. A VALUE of `\"self\"` is"
        print "the card, `\"target\"` the card its `target` chose; a function is called with"
        print "`(self, ctx)`."
        print ""
        print "| cost | what it pays | example |"
        print "| --- | --- | --- |"
        for (i = 1; i <= ncost; i++) {
            n = cost_order[i]
            x = ("cost:" n) in mex ? mex["cost:" n] : "cost = { " n " = ... }"
            print "| `" n "` | " cell(costdesc[n]) " | " code(x) " |"
        }
    }
    print ""
    print "(" nf " functions and fields, " ne " events, " nw " timing words" (ncost > 0 ? ", " ncost (ncost == 1 ? " cost" : " costs") : "") ".)"
    for (i = 1; i <= nmissing; i++) print "cardsdoc: " game ": undocumented: " missing[i] > "/dev/stderr"
}
AWK
}

# --check also asks the built ruleset which names its `rules` has: a name the
# generator does not read (a form it does not know) fails too.
runtime_names() { # game -> the keys of its rules table, one a line (nothing without a binary)
    local bin=${CARDVM_BIN:-build/cardvm} t
    [ -x "$bin" ] || return 0
    t=$(mktemp "${TMPDIR:-/tmp}/cardsdoc.XXXXXX.lua")
    cat >"$t" <<EOF
test("names", function()
  local g = game{ rules = "$1", seed = 1 }
  print("NAMES " .. g:query("local t = {} for k in pairs(rules) do t[#t + 1] = k end table.sort(t) return table.concat(t, ' ')"))
end)
EOF
    "$bin" test "$t" 2>&1 | sed -n 's/^NAMES //p' | tr ' ' '\n'
    rm -f "$t"
}

status=0
for g in "${games[@]}"; do
    page="docs/$g/cards.md"
    out=$(generate "$g") || { echo "cardsdoc: $g: the generator failed" >&2; exit 2; }
    if [ "$check" = 1 ]; then
        if ! diff -u "$page" <(printf '%s\n' "$out") >/tmp/cardsdoc.$$ 2>&1; then
            cat /tmp/cardsdoc.$$
            echo "cardsdoc: $page is out of date with scripts/$g: run make docs"
            status=1
        else
            echo "cardsdoc: $page is up to date"
        fi
        have=$(runtime_names "$g")
        if [ -n "$have" ]; then
            listed=$(printf '%s\n' "$out" | sed -n 's/^| `rules\.\([A-Za-z_][A-Za-z0-9_]*\).*/\1/p' | sort -u)
            extra=$(comm -23 <(printf '%s\n' "$have" | sort -u) <(printf '%s\n' "$listed"))
            gone=$(comm -13 <(printf '%s\n' "$have" | sort -u) <(printf '%s\n' "$listed"))
            if [ -n "$extra$gone" ]; then
                [ -n "$extra" ] && echo "cardsdoc: $g: rules has names the generator does not find:" $extra
                [ -n "$gone" ] && echo "cardsdoc: $g: the page lists names rules does not have:" $gone
                echo "cardsdoc: define them as function lib.NAME(...) or lib.NAME = ... (tests/cardsdoc.sh)"
                status=1
            fi
        fi
        rm -f /tmp/cardsdoc.$$
    else
        mkdir -p "docs/$g"
        printf '%s\n' "$out" >"$page"
        echo "cardsdoc: wrote $page ($(tail -1 "$page" | tr -d '().'))"
    fi
done
exit $status
