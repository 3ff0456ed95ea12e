#!/usr/bin/env bash
# docs/scripting.md documents the API the kernel has, and nothing else.
#
# From the code it reads:
# - the public cv names: the C bindings registered in vm/api.c (api_funcs),
#   vm/flow.c (cv_flow_funcs) and vm/value.c (cv_value_funcs), the fields
#   cv_api_push sets and api_index answers (cv.GAME, cv.options), and the
#   functions vm/prelude.lua, vm/names.lua, vm/position.lua and vm/host.lua
#   define on cv ("function cv.NAME" or "cv.NAME = ..." starting a line).
#   Names starting with "_" are the kernel's own: scripts never see them
#   (vm/pool.c, public_cv), so they must not be documented.
# - the R hooks the kernel reads: every R.NAME in the code of vm/*.lua
#   (comments left out), the fields vm/pool.c reads from the ruleset table
#   (lua_getfield(L, rules, "NAME") and its hooks[] list), the one
#   vm/deck.c reads (default_decks: R.decks), and the ruleset library's
#   functions tests/soak.c calls (rules.NAME, documented as R.lib.NAME).
# - the ability fields the kernel checks: ABILITY_FIELDS and TARGET_FIELDS
#   (as target.NAME) in vm/prelude.lua.
# From docs/scripting.md it reads the names in the first column of its
# tables: `cv.NAME...` and `R.NAME...` anywhere, and the rows of the table
# under "### Ability fields".
#
# Prints every name missing from the docs and every documented name the
# code no longer has, and exits 1 if there is any. With build/cardvm (or
# $CARDVM_BIN) built, it also asks a game that every documented cv name is
# there (cv.NAME is not nil).
set -u
cd "$(dirname "$0")/.." || exit 2
doc=docs/scripting.md
bin=${CARDVM_BIN:-build/cardvm}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cardvm-apidoc.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ID='[A-Za-z_][A-Za-z0-9_]*'

# The body of C function or array 'start' (a regex matching its first line)
# in 'file': the lines up to the first one that is "}" or "};".
c_body() { awk -v start="$1" '$0 ~ start { on = 1; next } on && /^}/ { exit } on' "$2"; }

# Lua code without comments ("--" to the end of the line; the kernel's Lua
# has no "--" inside strings).
lua_code() { sed 's/--.*$//' "$@"; }

# ---- the code ----

{
    c_body '^static const luaL_Reg api_funcs\[\]' vm/api.c
    c_body '^const luaL_Reg cv_flow_funcs\[\]' vm/flow.c
    c_body '^const luaL_Reg cv_value_funcs\[\]' vm/value.c
} | grep -oE "\{\"$ID\"" | tr -d '{"' >"$tmp/cv.c"
{
    c_body '^void cv_api_push' vm/api.c | grep -oE "lua_setfield\(L, -2, \"$ID\"\)" |
        grep -oE "\"$ID\"" | tr -d '"' | grep -v '^__'
    c_body '^static int api_index' vm/api.c | grep -oE "strcmp\([^;]*, \"$ID\"\)" |
        grep -oE "\"$ID\"" | tr -d '"'
} >"$tmp/cv.fields"
lua_code vm/prelude.lua vm/names.lua vm/position.lua vm/host.lua |
    grep -oE "^[[:space:]]*(function[[:space:]]+cv\.$ID|cv\.${ID}[[:space:]]*=([^=]|$))" |
    grep -oE "cv\.$ID" | sed 's/^cv\.//' >"$tmp/cv.lua"
cat "$tmp/cv.c" "$tmp/cv.fields" "$tmp/cv.lua" | grep -v '^_' | sort -u >"$tmp/code.cv"

{
    lua_code vm/*.lua | grep -oE "(^|[^A-Za-z0-9_.])R\.$ID" | grep -oE "R\.$ID" | sed 's/^R\.//'
    grep -ohE "lua_getfield\(L, rules, \"$ID\"\)" vm/*.c | grep -oE "\"$ID\"" | tr -d '"'
    grep -hE '^[[:space:]]*static const char \*const hooks\[\] = \{' vm/pool.c |
        sed 's/.*{//; s/}.*//' | grep -oE "\"$ID\"" | tr -d '"'
    c_body '^static int default_decks' vm/deck.c | grep -oE "lua_getfield\(L, 1, \"$ID\"\)" |
        grep -oE "\"$ID\"" | tr -d '"'
    grep -oE "rules\.$ID" tests/soak.c | sed 's/^rules\./lib./'
} | sort -u >"$tmp/code.R"

{
    awk '/^local ABILITY_FIELDS = \{/ { on = 1 } on { print } on && /\}/ { exit }' vm/prelude.lua |
        sed 's/.*ABILITY_FIELDS = {//' | grep -oE "$ID = \"" | sed 's/ = "//'
    awk '/^local TARGET_FIELDS = \{/ { on = 1 } on { print } on && /\}/ { exit }' vm/prelude.lua |
        sed 's/.*TARGET_FIELDS = {//' | grep -oE "$ID = \"" | sed 's/ = "//; s/^/target./'
} | sort -u >"$tmp/code.ab"

# ---- the docs ----

# The first column of every table row.
first_cells() { grep -E '^\|' "$doc" | sed -E 's/^\|[[:space:]]*//; s/[[:space:]]*\|.*$//'; }
first_cells | grep -oE "(^|[^A-Za-z0-9_.])cv\.$ID" | grep -oE "cv\.$ID" | sed 's/^cv\.//' |
    sort -u >"$tmp/doc.cv"
first_cells | grep -oE "(^|[^A-Za-z0-9_.])R\.$ID(\.$ID)?" | grep -oE "R\.$ID(\.$ID)?" |
    sed 's/^R\.//' | sort -u >"$tmp/doc.R"
awk '/^### Ability fields/ { on = 1; next } on && /^#/ { exit } on && /^\|/' "$doc" |
    sed -E 's/^\|[[:space:]]*//; s/[[:space:]]*\|.*$//' | grep -oE "^\`$ID(\.$ID)?\`$" | tr -d '`' |
    sort -u >"$tmp/doc.ab"

# ---- compare ----

bad=0
# compare WHAT PREFIX CODE-LIST DOC-LIST WHERE-IN-THE-CODE
compare() {
    local what=$1 prefix=$2 code=$3 docs=$4 where=$5 n
    if [ ! -s "$code" ]; then
        echo "apidoc: found no $what in $where: has the code moved? (fix tests/apidoc.sh)"
        bad=1
        return
    fi
    n=$(comm -23 "$code" "$docs" | wc -l)
    if [ "$n" -gt 0 ]; then
        echo "apidoc: $n $what in the code but not documented in $doc:"
        comm -23 "$code" "$docs" | sed "s/^/  $prefix/"
        bad=1
    fi
    n=$(comm -13 "$code" "$docs" | wc -l)
    if [ "$n" -gt 0 ]; then
        echo "apidoc: $n $what documented in $doc that the code does not have:"
        comm -13 "$code" "$docs" | sed "s/^/  $prefix/; /^  [^ ]*\._/s/\$/ (the kernel's own: scripts never see it)/"
        bad=1
    fi
}
compare "cv names" "cv." "$tmp/code.cv" "$tmp/doc.cv" "vm/api.c, vm/flow.c, vm/value.c, vm/*.lua"
compare "R hooks" "R." "$tmp/code.R" "$tmp/doc.R" "vm/*.lua, vm/pool.c, vm/deck.c, tests/soak.c"
compare "ability fields" "" "$tmp/code.ab" "$tmp/doc.ab" "vm/prelude.lua (ABILITY_FIELDS, TARGET_FIELDS)"

# Every documented cv name exists in a running game (a check of the
# extraction above: a name it missed would show here as "nil").
if [ -x "$bin" ] && [ -s "$tmp/doc.cv" ]; then
    list=$(sed 's/.*/"&"/' "$tmp/doc.cv" | paste -sd, -)
    q="local t = {} for _, k in ipairs({ $list }) do if cv[k] == nil then t[#t + 1] = k end end"
    q="$q return 'apidoc-nil:' .. table.concat(t, ' ')"
    out=$(printf 'eval %s\n' "$q" |
        "$bin" --no-session --root docs/examples/newgame docs/examples/newgame/positions/muster.lua 2>&1)
    nil_names=$(printf '%s\n' "$out" | sed -n 's/^apidoc-nil://p')
    if ! printf '%s\n' "$out" | grep -q '^apidoc-nil:'; then
        echo "apidoc: could not ask a game of docs/examples/newgame:"
        printf '%s\n' "$out" | tail -3 | sed 's/^/  | /'
        bad=1
    elif [ -n "$nil_names" ]; then
        echo "apidoc: documented but nil in a running game: $nil_names"
        bad=1
    fi
fi

if [ "$bad" = 0 ]; then
    echo "apidoc: $(wc -l <"$tmp/code.cv") cv names, $(wc -l <"$tmp/code.R") R hooks," \
        "$(wc -l <"$tmp/code.ab") ability fields: $doc documents them all"
fi
exit "$bad"
