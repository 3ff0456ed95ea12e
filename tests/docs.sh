#!/usr/bin/env bash
# Runs every command shown in README.md and docs/*.md, so the docs stay true.
#
# ```console blocks: each "$ command" line is run from the repository root;
# the lines after it, up to the next "$" line, must appear in its output
# (stdout and stderr together) in that order; "..." in a line (or as a line)
# stands for text left out. A trailing "# exit N" sets the expected exit
# status (default 0).
# ```sh blocks: each command line is run and must exit 0; `make test` (this
# suite's own caller) is skipped and `make play` reads no input.
set -u
export CARDVM_SESSION="${TMPDIR:-/tmp}/cardvm-docs-session.$$.rec"
trap 'rm -f "$CARDVM_SESSION"' EXIT
cd "$(dirname "$0")/.."
pass=0
fail=0

check() { # file line cmd expected-status expected-lines
    local file=$1 line=$2 cmd=$3 want=$4 expect=$5
    local out status
    # make test-asan runs the commands with its sanitized binary
    [ -n "${CARDVM_BIN:-}" ] && cmd=${cmd//build\/cardvm/$CARDVM_BIN}
    out=$(bash -c "$cmd" 2>&1 </dev/null)
    status=$?
    local why=""
    if [ "$status" != "$want" ]; then
        why="exit status $status, expected $want"
    else
        local rest=$out piece
        while IFS= read -r e; do
            [ -z "$e" ] && continue
            [ "$e" = "..." ] && continue # lines left out
            # "..." inside a line stands for text left out of it
            while :; do
                piece=${e%%...*}
                if [ -n "$piece" ]; then
                    case "$rest" in
                    *"$piece"*) rest=${rest#*"$piece"} ;;
                    *) why="missing (or out of order): $e"; break 2 ;;
                    esac
                fi
                [ "$piece" = "$e" ] && break
                e=${e#*...}
            done
        done <<<"$expect"
    fi
    if [ -z "$why" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "not ok - $file:$line: $cmd"
        echo "  $why"
        echo "$out" | head -20 | sed 's/^/  | /'
    fi
}

for f in README.md docs/*.md; do
    [ -f "$f" ] || continue
    mode="" n=0 cmd="" cmdline=0 want=0 expect=""
    while IFS= read -r l || [ -n "$l" ]; do
        n=$((n + 1))
        case "$mode" in
        "")
            case "$l" in
            '```console'*) mode=console ;;
            '```sh'*) mode=sh ;;
            esac
            ;;
        sh)
            case "$l" in
            '```'*) mode="" ;;
            '' | '#'*) ;;
            *)
                c=${l%%#*}
                c=${c%"${c##*[![:space:]]}"}
                case "$c" in
                "make test") ;;
                *) check "$f" "$n" "$c" 0 "" ;;
                esac
                ;;
            esac
            ;;
        console)
            case "$l" in
            '```'* | '$ '*)
                if [ -n "$cmd" ]; then check "$f" "$cmdline" "$cmd" "$want" "$expect"; fi
                cmd="" expect="" want=0
                if [ "${l:0:3}" = '```' ]; then
                    mode=""
                else
                    cmd=${l#\$ }
                    cmdline=$n
                    case "$cmd" in
                    *'# exit '*) want=${cmd##*# exit }; cmd=${cmd%%# exit *} ;;
                    esac
                fi
                ;;
            *) expect+="$l"$'\n' ;;
            esac
            ;;
        esac
    done <"$f"
done
echo "docs: $pass passed, $fail failed"
[ "$fail" = 0 ]
