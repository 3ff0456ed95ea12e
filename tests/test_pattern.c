/* test_pattern: the sandbox's string.find, match, gmatch and gsub
 * (vm/pattern.c) give exactly what Lua 5.4's own give, results and error
 * messages alike: hand-written cases for every feature of patterns (classes,
 * sets, quantifiers, anchors, captures, back-references, %b, %f, find's init
 * and plain flag, gmatch's init and empty matches, gsub's string, table and
 * function replacements and its count) and a few thousand random ones from a
 * fixed seed, each run in the sandbox and in a plain Lua state with Lua's
 * library. And their work is budgeted: patterns that backtrack for minutes
 * in Lua stop at once with the instruction budget's error, through pcall
 * too; a gsub whose replacement function never returns is stopped; and
 * string.rep refuses a result over 16 MiB and pays for what it makes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pattern.h"
#include "sandbox.h"
#include "support.h"

#define MEM_LIMIT ((size_t)64 << 20)
#define BUDGET 2000000LL
#define BUDGET_ERROR "instruction budget of 2000000 exceeded (a runaway script?)"

typedef struct fixture {
    cv_rng rng;
    cv_sbctx ctx; /* what a game's thread carries: its RNG and budget */
    cv_sandbox sb;
    lua_State *ref;          /* plain Lua, with Lua's own string library */
    int sb_check, ref_check; /* the harness function in each (registry refs) */
    int sb_env;              /* a sealed environment over the sandbox globals */
    char err[512];
    char out[512];
} fixture;

/* The harness, run in both states: check(op, s, p, a, b) runs one string
 * function and returns all it gave (or its error), and what a replacement
 * function was called with, as text. */
static const char HARNESS[] =
    "local find, match, gmatch, gsub = string.find, string.match, string.gmatch, string.gsub\n"
    "local pack, concat, fmt, mtype = table.pack, table.concat, string.format, math.type\n"
    "local function show(v)\n"
    "  if type(v) == 'string' then return fmt('%q', v) end\n"
    "  if type(v) == 'number' then return mtype(v) .. ' ' .. tostring(v) end\n"
    "  return tostring(v)\n"
    "end\n"
    "local function show_all(t)\n"
    "  local out = {}\n"
    "  for i = 1, t.n do out[i] = show(t[i]) end\n"
    "  return t.n .. '[' .. concat(out, ',') .. ']'\n"
    "end\n"
    "local TABLE = { a = 'A', b = false, ab = 'AB', [1] = 'one', [2] = 2, ['1'] = 'digit',\n"
    "  c = {}, ['('] = 'paren' }\n"
    "local log, calls\n"
    "local function fn(...)\n"
    "  calls = calls + 1\n"
    "  log[#log + 1] = show_all(pack(...))\n"
    "  local r = calls % 4\n"
    "  if r == 0 then return nil elseif r == 1 then return '<' .. calls .. '>'\n"
    "  elseif r == 2 then return false else return calls end\n"
    "end\n"
    "local ops = {\n"
    "  find = function(s, p, a, b) return find(s, p, a, b) end,\n"
    "  match = function(s, p, a) return match(s, p, a) end,\n"
    "  gmatch = function(s, p, a)\n"
    "    local it, out = gmatch(s, p, a), {}\n"
    "    for i = 1, 60 do\n"
    "      local t = pack(it())\n"
    "      out[i] = show_all(t)\n"
    "      if t[1] == nil then break end\n"
    "    end\n"
    "    return concat(out, ' ')\n"
    "  end,\n"
    "  gsub = function(s, p, a, b) return gsub(s, p, a, b) end,\n"
    "  gsub_table = function(s, p, a, b) return gsub(s, p, TABLE, b) end,\n"
    "  gsub_fn = function(s, p, a, b) return gsub(s, p, fn, b) end,\n"
    "}\n"
    "return function(op, s, p, a, b)\n"
    "  log, calls = {}, 0\n"
    "  local r = pack(pcall(ops[op], s, p, a, b))\n"
    "  return show_all(r) .. ' ' .. concat(log, ';')\n"
    "end\n";

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    if (!f) return -1;
    cv_rng_seed(&f->rng, 42);
    if (cv_sandbox_open(&f->sb, MEM_LIMIT, BUDGET)) {
        free(f);
        return -1;
    }
    f->ctx = (cv_sbctx){.game = NULL, .rng = &f->rng, .budget = BUDGET, .step = BUDGET};
    lua_State *L = f->sb.L;
    cv_sandbox_bind(L, &f->ctx);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    cv_sandbox_env(L, -1, 1);
    lua_pushvalue(L, -1);
    f->sb_env = luaL_ref(L, LUA_REGISTRYINDEX);
    int rc = cv_sandbox_load(L, HARNESS, strlen(HARNESS), "=harness", -1);
    if (rc == LUA_OK) rc = cv_sandbox_pcall(L, 0, 1);
    if (rc != LUA_OK) fail_msg("harness in the sandbox: %s", lua_tostring(L, -1));
    f->sb_check = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_settop(L, 0);

    f->ref = luaL_newstate();
    if (!f->ref) fail_msg("no plain Lua state");
    luaL_openlibs(f->ref);
    if (luaL_loadbufferx(f->ref, HARNESS, strlen(HARNESS), "=harness", "t") != LUA_OK ||
        lua_pcall(f->ref, 0, 1, 0) != LUA_OK)
        fail_msg("harness in plain Lua: %s", lua_tostring(f->ref, -1));
    f->ref_check = luaL_ref(f->ref, LUA_REGISTRYINDEX);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    cv_sandbox_close(&f->sb);
    if (f->ref) lua_close(f->ref);
    free(f);
    return 0;
}

/* Runs 'src' (named "@cards/mini/test.lua") in a fresh sealed environment
 * over the sandbox globals with the budget armed, the way the kernel runs a
 * card file. Returns the status; f->out holds the first result as text (or
 * ""), f->err the error. */
static int run(fixture *f, const char *src)
{
    lua_State *L = f->sb.L;
    f->err[0] = f->out[0] = '\0';
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    cv_sandbox_env(L, -1, 1);
    int rc = cv_sandbox_load(L, src, strlen(src), "@cards/mini/test.lua", -1);
    if (rc == LUA_OK) {
        cv_sandbox_arm(L);
        rc = lua_pcall(L, 0, 1, 0);
    }
    const char *s = lua_isstring(L, -1) ? lua_tostring(L, -1) : luaL_tolstring(L, -1, NULL);
    snprintf(rc == LUA_OK ? f->out : f->err, sizeof f->out, "%s", s ? s : "");
    lua_settop(L, 0);
    return rc;
}

/* ---- differential checks ------------------------------------------------------ */

/* Calls the harness of L on the five values on top of its stack (popped).
 * Returns its answer, or the error that escaped it, in a malloc'd string
 * (the caller frees). */
static char *check_in(fixture *f, lua_State *L, int sandboxed)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, sandboxed ? f->sb_check : f->ref_check);
    lua_insert(L, -6);
    if (sandboxed) cv_sandbox_arm(L);
    int rc = lua_pcall(L, 5, 1, 0);
    size_t n = 0;
    const char *s = lua_tolstring(L, -1, &n);
    if (!s) s = "(an error that is not a string)";
    char *out = malloc(n + 16);
    assert_non_null(out);
    snprintf(out, n + 16, "%s%s", rc == LUA_OK ? "" : "ESCAPED ", s);
    lua_settop(L, 0);
    return out;
}

/* Fails the test unless both answers are the same. */
static void expect_same(const char *what, char *mine, char *lua)
{
    if (strcmp(mine, lua) != 0) {
        fail_msg("%s\n  sandbox: %.400s\n  Lua:     %.400s", what, mine, lua);
    }
    free(mine);
    free(lua);
}

/* A hand-written case: Lua expressions for op, s, p[, a[, b]]. */
static void check_case(fixture *f, const char *args)
{
    char src[4096];
    snprintf(src, sizeof src, "return %s", args);
    lua_State *L = f->sb.L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, f->sb_env);
    if (cv_sandbox_load(L, src, strlen(src), "=case", -1) != LUA_OK ||
        cv_sandbox_pcall(L, 0, 5) != LUA_OK)
        fail_msg("case %s in the sandbox: %s", args, lua_tostring(L, -1));
    lua_remove(L, -6);
    char *mine = check_in(f, L, 1);

    lua_State *R = f->ref;
    if (luaL_loadbufferx(R, src, strlen(src), "=case", "t") != LUA_OK ||
        lua_pcall(R, 0, 5, 0) != LUA_OK)
        fail_msg("case %s in plain Lua: %s", args, lua_tostring(R, -1));
    char *lua = check_in(f, R, 0);
    expect_same(args, mine, lua);
}

/* All 256 bytes, in order. */
#define ALL_BYTES                                                                                  \
    "(function() local t = {} for i = 0, 255 do t[#t + 1] = string.char(i) end"                    \
    " return table.concat(t) end)()"

static const char *const CASES[] = {
    /* find: plain text, init, the plain flag */
    "'find', 'hello world', 'o w'",
    "'find', 'hello world', 'l+'",
    "'find', 'hello', 'l', 1",
    "'find', 'hello', 'l', 3",
    "'find', 'hello', 'l', 4",
    "'find', 'hello', 'l', 5",
    "'find', 'hello', 'l', 6",
    "'find', 'hello', 'l', 7",
    "'find', 'hello', 'l', -1",
    "'find', 'hello', 'l', -2",
    "'find', 'hello', 'l', -3",
    "'find', 'hello', 'l', -10",
    "'find', 'hello', 'l', 0",
    "'find', 'hello', 'l', math.mininteger",
    "'find', 'hello', 'l', math.maxinteger",
    "'find', 'hello', 'l', '2'",
    "'find', 'hello', '', 5",
    "'find', 'hello', '', 6",
    "'find', 'hello', '', 7",
    "'find', 'hello', '', -1",
    "'find', '', ''",
    "'find', '', '', 1",
    "'find', '', '', 2",
    "'find', '', 'a'",
    "'find', 'a.b', '.', 1, true",
    "'find', 'a.b', '.'",
    "'find', 'a+b', '+', 1, true",
    "'find', 'a+b', 'a+b', 1, true",
    "'find', 'a+b', 'a+b'",
    "'find', 'aab', 'a+b', 1, false",
    "'find', 'abc', 'b', nil, 'yes'",
    "'find', 'abc', '[b', nil, true",
    "'find', 'abc', '[b', nil, nil",
    "'find', 'a)b', ')'",
    "'match', 'a)b', ')'",
    "'find', 'a]b', ']'",
    "'find', 'x^y', '^y'",
    "'find', 'x^y', 'x^y'",
    "'find', '^y', '^y', 1, true",
    "'find', 'abab', 'ab', 2, true",
    "'find', 'abab', 'ab', -2, true",
    "'find', 'ab', 'abc', 1, true",
    "'find', 'aaab', 'aab', 1, true",
    "'find', 12345, 34",
    "'find', 12.5, '%.'",
    "'find', 'abc', 'b', 1.0",
    "'find', nil, 'a'",
    "'find', 'abc', {}",
    "'find', 'abc', 'b', 'x'",
    "'find', 'abc', 'b', 1.5",
    "'find', 'hello', '(l)(l)'",
    "'find', 'hello', '()ll()'",
    /* embedded zeros */
    "'find', 'a\\0b', '\\0'",
    "'find', 'a\\0b', '%z'",
    "'find', 'a\\0b', '%Z+'",
    "'find', 'a\\0b', '[\\0]'",
    "'find', 'a\\0b\\0c', 'b\\0', 1, true",
    "'find', 'a\\0b', '\\0b'",
    "'find', 'a\\0b.', '\\0b.'",
    "'match', 'a\\0b', '.\\0.'",
    "'match', 'a\\0\\0b', '%\\0+'",
    "'gsub', 'a\\0b\\0', '\\0', '%%0'",
    /* match and its captures */
    "'match', 'hello', '(h)(e)(l)(l)(o)'",
    "'match', 'hello', '()ll()'",
    "'match', 'hello', 'h()'",
    "'match', 'key = value', '(%w+)%s*=%s*(%w+)'",
    "'match', 'abc', '((a)(b))c'",
    "'match', 'abc', '(a)()(b)'",
    "'match', 'abc', '(()a)'",
    "'match', 'abc', '()'",
    "'match', 'abc', '()', 4",
    "'match', 'abc', '()', 5",
    "'match', 'abc', '(a'",
    "'match', 'abc', 'a)'",
    "'match', 'abc', '(a))'",
    "'match', 'abc', '((a)'",
    "'find', 'abc', '(x'",
    "'match', 'abc', string.rep('()', 32)",
    "'match', 'abc', string.rep('()', 33)",
    "'match', 'abc', string.rep('(', 32) .. 'a' .. string.rep(')', 32)",
    "'match', 'abc', string.rep('(', 33) .. 'a' .. string.rep(')', 33)",
    "'match', 'x', string.rep('(', 31) .. 'x' .. string.rep(')', 31)",
    /* anchors */
    "'find', 'hello', '^h'",
    "'find', 'hello', '^e'",
    "'find', 'hello', '^e', 2",
    "'find', 'aaa', '^a', 2",
    "'find', 'hello', 'o$'",
    "'find', 'hello', 'l$'",
    "'find', 'hello', '$'",
    "'find', 'hello', '^$'",
    "'find', '', '^$'",
    "'find', '', '^'",
    "'find', 'abc', '^', 3",
    "'find', 'a$b', 'a$b'",
    "'find', 'a$', '$$'",
    "'find', 'a$', 'a%$'",
    "'find', 'a^', 'a^'",
    "'find', 'a^', '^^'",
    "'match', 'hello', '^(h)(.-)$'",
    "'match', 'hello', '^(.-)l*$'",
    /* quantifiers */
    "'match', 'hello', 'l*'",
    "'match', 'hello', 'el*'",
    "'match', 'hello', 'el+'",
    "'match', 'hello', 'l-'",
    "'match', 'hello', 'hel-'",
    "'match', 'hello', 'hel-o'",
    "'match', 'hello', '.-l'",
    "'match', 'hello', '.*l'",
    "'match', 'hello', 'h?e'",
    "'match', 'ello', 'h?e'",
    "'match', 'hhello', 'h+'",
    "'match', 'aaa', 'a-$'",
    "'match', 'aaab', 'a-b'",
    "'match', 'ab', 'a?a?ab'",
    "'match', 'aaa', 'a*a'",
    "'match', 'aaa', 'a+a+a+a'",
    "'match', 'a+b', 'a+%+b'",
    "'match', '*a', '*a'",
    "'match', 'a**', 'a**'",
    "'match', '+?-', '+?-'",
    "'match', 'x-y', '[%w-]+'",
    "'match', '<a><b>', '<(.-)>'",
    "'match', '<a><b>', '<(.*)>'",
    "'find', '  trim me  ', '^%s*(.-)%s*$'",
    "'match', string.rep('a', 100000) .. 'b', '.-b'",
    "'find', string.rep('a', 10), string.rep('a*', 8) .. 'b'",
    /* classes, over every byte */
    "'gsub', " ALL_BYTES ", '%a', ''",
    "'gsub', " ALL_BYTES ", '%A+', '.'",
    "'gsub', " ALL_BYTES ", '%c', ''",
    "'gsub', " ALL_BYTES ", '%C+', '.'",
    "'gsub', " ALL_BYTES ", '%d', ''",
    "'gsub', " ALL_BYTES ", '%D+', '.'",
    "'gsub', " ALL_BYTES ", '%g', ''",
    "'gsub', " ALL_BYTES ", '%G+', '.'",
    "'gsub', " ALL_BYTES ", '%l', ''",
    "'gsub', " ALL_BYTES ", '%L+', '.'",
    "'gsub', " ALL_BYTES ", '%p', ''",
    "'gsub', " ALL_BYTES ", '%P+', '.'",
    "'gsub', " ALL_BYTES ", '%s', ''",
    "'gsub', " ALL_BYTES ", '%S+', '.'",
    "'gsub', " ALL_BYTES ", '%u', ''",
    "'gsub', " ALL_BYTES ", '%U+', '.'",
    "'gsub', " ALL_BYTES ", '%w', ''",
    "'gsub', " ALL_BYTES ", '%W+', '.'",
    "'gsub', " ALL_BYTES ", '%x', ''",
    "'gsub', " ALL_BYTES ", '%X+', '.'",
    "'gsub', " ALL_BYTES ", '%z', ''",
    "'gsub', " ALL_BYTES ", '.', ''",
    "'gsub', " ALL_BYTES ", '[%a%d]+', '.'",
    "'gsub', " ALL_BYTES ", '[^%a%d]+', '.'",
    "'gsub', " ALL_BYTES ", '[%p%s]', ''",
    "'gsub', " ALL_BYTES ", '[\\1-\\31\\128-\\255]+', '.'",
    "'gsub', " ALL_BYTES ", '[^\\0-\\127]', ''",
    /* escapes that are not classes */
    "'match', 'quick', '%q'",
    "'match', 'aBc', '%B'",
    "'match', 'a.b', '%.'",
    "'match', '50%', '%d+%%'",
    "'match', 'f(x)', '%((.)%)'",
    "'match', '[x]', '%[(.)%]'",
    "'match', 'a^b$c', '%^(.)%$'",
    "'match', 'a*+-?', '%*%+%-%?'",
    "'match', 'abc', 'a%'",
    "'find', 'abc', 'x%'",
    "'find', 'abc', '%'",
    /* sets */
    "'match', 'cabbage', '[abc]+'",
    "'match', 'cabbage', '[^abc]+'",
    "'match', 'cabbage', '[a-c]+'",
    "'match', 'x-a', '[a-]+'",
    "'match', 'x-a', '[-a]+'",
    "'match', 'a]b', '[]]'",
    "'match', ']]a', '[^]]'",
    "'match', 'a]b', '[%]]'",
    "'match', '_ab1 c', '[%a_][%w_]*'",
    "'match', 'a-z', '[a%-z]+'",
    "'match', 'a-z', '[%-]'",
    "'match', 'abc', '[z-a]'",
    "'match', 'a-e', '[a-c-e]+'",
    "'match', '5xyz', '[%d-z]+'",
    "'match', 'ab12', '[^%d]+'",
    "'match', 'a.b', '[.]'",
    "'match', 'a.b', '[%.]'",
    "'match', 'a*b', '[*]'",
    "'match', 'a$b', '[$]'",
    "'match', 'a(b', '[(]'",
    "'match', 'b^a', '[a^]+'",
    "'match', 'b^a', '[^^]+'",
    "'match', 'a-b', '[a-]-b'",
    "'match', 'abc', '['",
    "'match', 'abc', '[a'",
    "'match', 'abc', '[^'",
    "'match', 'abc', '[]'",
    "'match', 'abc', '[^]'",
    "'match', 'abc', '[a%'",
    "'match', 'abc', '[a%]'",
    "'find', 'xyz', 'a[b'",
    "'match', 'abc', '[%a-c]+'",
    "'match', 'abc', '[%'",
    /* %b */
    "'match', 'f(a(b)c)d', '%b()'",
    "'match', '((x)', '%b()'",
    "'match', 'x', '%b()'",
    "'match', 'abba', '%bab'",
    "'gsub', '(a)(b(c))', '%b()', 'X'",
    "'match', '[[x]]y', '%b[]y'",
    "'match', 'aaa', '%baa'",
    "'match', '\"quoted\" x', '%b\"\"'",
    "'match', '(', '%b()'",
    "'find', 'abc', '%b'",
    "'find', 'abc', '%ba'",
    "'find', 'a(', '%b('",
    "'find', 'xyz', 'a%b'",
    "'match', 'x(y)z', '%b()*'",
    /* %f */
    "'find', 'THE (quick) fox', '%f[%a]%a+'",
    "'gsub', 'the cat sat', '%f[%w]%w+', '<%0>'",
    "'gsub', 'the cat sat', '%f[%a]', '|'",
    "'gsub', 'the cat sat', '%f[%A]', '|'",
    "'find', 'hello', '%f[%l]'",
    "'find', 'hello', '%f[%z]'",
    "'find', 'hello', '%f[^%l]'",
    "'find', 'hello', '%f[^\\0]'",
    "'find', '', '%f[%z]'",
    "'find', '', '%f[^%z]'",
    "'find', 'abc', '%f'",
    "'find', 'abc', '%fa'",
    "'find', 'abc', '%f[a'",
    "'find', 'xyz', 'a%f'",
    "'gmatch', 'THE (quick) fox', '%f[%a]%a+%f[%A]'",
    /* back-references */
    "'match', 'hello', '(l)%1'",
    "'find', 'abcabc', '(abc)%1'",
    "'match', 'xyzzy', '(.)%1'",
    "'match', 'abba', '(a)(b)%2%1'",
    "'match', 'say \"hi\" x', '([\"\\'])(.-)%1'",
    "'find', 'aa', '%1'",
    "'find', 'aa', '(a)%2'",
    "'find', 'aa', '(a%1)'",
    "'find', 'aa', '()%1'",
    "'find', 'aa', '%0'",
    "'find', 'aa', '(a)%9'",
    "'find', 'xyz', 'a%1'",
    "'match', 'aaaa', '(a*)%1'",
    "'match', 'abab', '(a)(b)%1%2'",
    /* nesting: "pattern too complex" at the same depth as Lua's */
    "'match', string.rep('a', 300), string.rep('a?', 199)",
    "'match', string.rep('a', 300), string.rep('a?', 200)",
    "'match', string.rep('a', 300), string.rep('a*', 199)",
    "'match', string.rep('a', 300), string.rep('a*', 200)",
    "'match', string.rep('a', 300), string.rep('a-', 199)",
    "'match', string.rep('a', 300), string.rep('a-', 200)",
    "'match', 'x', string.rep('a-', 300)",
    "'match', 'b', string.rep('a*', 300) .. 'b'",
    "'match', 'b', string.rep('a?', 300) .. 'b'",
    "'match', 'abc', string.rep('(a)', 30) .. '%1'",
    "'match', string.rep('a', 300), string.rep('(a)', 16) .. string.rep('a?', 167)",
    "'match', string.rep('a', 300), string.rep('(a)', 16) .. string.rep('a?', 168)",
    /* gmatch */
    "'gmatch', 'hello world from Lua', '%a+'",
    "'gmatch', 'abc', ''",
    "'gmatch', 'abc', 'b*'",
    "'gmatch', 'abc', '.-'",
    "'gmatch', '', ''",
    "'gmatch', 'key=val, k2=v2', '(%w+)=(%w+)'",
    "'gmatch', 'abab', '^ab'",
    "'gmatch', 'a^ab', '^ab'",
    "'gmatch', 'hello', 'l', 4",
    "'gmatch', 'hello', '.', -2",
    "'gmatch', 'hello', '.', 10",
    "'gmatch', 'hello', '.', 0",
    "'gmatch', 'hello', '.', -10",
    "'gmatch', 'abc', '', 4",
    "'gmatch', 'abc', '', 5",
    "'gmatch', 'hello', '()l'",
    "'gmatch', 'hello', '()'",
    "'gmatch', 'a,b,,c', '([^,]*)'",
    "'gmatch', 'a,b,,c', '[^,]*'",
    "'gmatch', 'abc', '('",
    "'gmatch', 'abc', 'x('",
    "'gmatch', 'abc', 'a$'",
    "'gmatch', 'abc', 'c$'",
    "'gmatch', nil, 'a'",
    "'gmatch', 'abc', 'a', 'x'",
    "'gmatch', 123123, '2'",
    /* gsub with a string */
    "'gsub', 'hello world', 'o', '0'",
    "'gsub', 'hello world', 'o', '0', 1",
    "'gsub', 'hello world', 'o', '0', 0",
    "'gsub', 'hello world', 'o', '0', -1",
    "'gsub', 'hello world', 'o', '0', '1'",
    "'gsub', 'hello world', 'o', '0', 1.5",
    "'gsub', 'hello world', 'o', '0', 'x'",
    "'gsub', 'hello world', '(o)', '[%1]'",
    "'gsub', 'hello world', 'o', '[%1]'",
    "'gsub', 'hello world', 'o', '[%2]'",
    "'gsub', 'hello world', '(o)', '[%2]'",
    "'gsub', 'hello world', '(o)', '%0%0'",
    "'gsub', 'hello world', 'o', '%%'",
    "'gsub', 'hello world', 'o', '%'",
    "'gsub', 'hello world', 'o', 'x%'",
    "'gsub', 'hello world', 'o', '%x'",
    "'gsub', 'hello world', 'z', '%x'",
    "'gsub', 'hello', '(l)(l)', '%2%1'",
    "'gsub', 'hello', '()l', '%1'",
    "'gsub', 'hello', 'l()', '<%0%1>'",
    "'gsub', 'abc', '', '-'",
    "'gsub', 'abc', 'b*', '-'",
    "'gsub', 'abc', '.-', '-'",
    "'gsub', '', '', '-'",
    "'gsub', 'abc', '^', '>'",
    "'gsub', 'abc', '^a', '>'",
    "'gsub', 'abc', '^b', '>'",
    "'gsub', 'aaa', '^a', 'b', 5",
    "'gsub', 'abc', '$', '<'",
    "'gsub', 'abc', '^$', '<'",
    "'gsub', '', '^$', '<'",
    "'gsub', 'abc', 'b', 5",
    "'gsub', 'abc', 'b', 2.5",
    "'gsub', 'abc', 'b', nil",
    "'gsub', 'abc', 'b', true",
    "'gsub', 'abc', 'b'",
    "'gsub', 'abc', '(b', 'x'",
    "'gsub', 'abc', '(b', '%1'",
    "'gsub', 'abc', 'b)', 'x'",
    "'gsub', 1234, '%d', '<%0>'",
    "'gsub', 'abc', 2, 'x'",
    "'gsub', string.rep('ab', 1000), 'b', 'c'",
    "'gsub', 'hello world', '%w+', '%0 %0', 1",
    /* gsub with a table */
    "'gsub', 'hello', '(l)(l)', { l = 'L' }",
    "'gsub', 'hello', 'l', { l = 'L' }",
    "'gsub', 'hello', 'l', { l = false }",
    "'gsub', 'hello', 'l', { l = 7 }",
    "'gsub', 'hello', 'l', { l = 7.5 }",
    "'gsub', 'hello', 'l', { l = {} }",
    "'gsub', 'hello', 'l', { l = true }",
    "'gsub', 'hello', 'x', { l = {} }",
    "'gsub', 'abc', '()b', { [2] = 'two' }",
    "'gsub', 'abc', '()b', { }",
    "'gsub', 'abc', '%w', setmetatable({}, { __index = function(t, k) return k .. k end })",
    "'gsub', 'abc', '(b', {}",
    "'gsub', 'abc', '%w', {}, 2",
    /* gsub with a function */
    "'gsub', 'abc', '%w', function(c) return c:upper() end",
    "'gsub', 'abc', '%w', function(c) return nil end",
    "'gsub', 'abc', '%w', function(c) return false end",
    "'gsub', 'abc', '%w', function(c) return 1 end",
    "'gsub', 'abc', '%w', function(c) return {} end",
    "'gsub', 'abc', '%w', function(c) return true end",
    "'gsub', 'abc', '%w', function(c) error('boom') end",
    "'gsub', 'abc', '%w', function(c) error('boom', 0) end",
    "'gsub', 'abc', '()(%w)()', function(a, b, c) return a .. b .. c end",
    "'gsub', 'abc', '', function(...) return select('#', ...) end",
    "'gsub', 'a b c', '%w', function(c) return (c:gsub('.', '%0%0')) end",
    "'gsub', 'abc', '(b', function() return 'x' end",
    "'gsub', 'abc', '%w', function(c) return c end, 2",
    "'gsub', 'a', '.', function() local function f() return (('a'):gsub('.', f)) end"
    " return f() end",
    "'gsub', 'a', '.', function() local function f(n) if n == 0 then return 'x' end"
    " return (('a'):gsub('.', function() return f(n - 1) end)) end return f(50) end",
    "'gsub_table', 'a ab b c (', '%w+'",
    "'gsub_table', 'a ab b c (', '(%w)(%w?)'",
    "'gsub_table', 'a ab b c (', '%('",
    "'gsub_table', 'abc', '()'",
    "'gsub_fn', 'one two three four five', '%a+'",
    "'gsub_fn', 'one two three four five', '(%a)(%a*)'",
    "'gsub_fn', 'abc', '()'",
    "'gsub_fn', 'abc', ''",
    "'gsub_fn', 'abc', '.', 2",
};

/* ---- random cases ----------------------------------------------------------------- */

/* Pieces of patterns: single items (which may get a quantifier) and the
 * rest (captures, back-references, %b, %f, anchors, and malformed bits). */
static const char *const ITEMS[] = {
    "a",    "b",    "c",    ".",      "%a",      "%d",    "%s",    "%w",    "%p",  "%l",    "%u",
    "%x",   "%c",   "%g",   "%A",     "%D",      "%S",    "%W",    "%z",    "%%",  "%.",    "%]",
    "%(",   "%-",   "%$",   "[ab]",   "[^a]",    "[a-c]", "[%d_]", "[%a-]", "[]]", "[^%s]", "[^]a]",
    "[a-]", "[%]]", "[-a]", "[%(%)]", "[\\0-a]", "1",     "_",     " ",     "\\0",
};
static const char *const OTHERS[] = {
    "(",    ")",      "()",     "(",     ")",      "%1", "%2", "%1", "%b()",
    "%bab", "%f[%w]", "%f[%W]", "%f[a]", "%f[^a]", "$",  "^",  "*",  "+",
};
static const char *const BROKEN[] = {
    "%", "[a", "%b", "%ba", "%f", "%fa", "[", "[^", "%0", "%g", "%9", "[%",
};
static const char *const QUANTIFIERS[] = {"", "", "", "*", "+", "-", "?"};
static const char *const REPLACEMENTS[] = {
    "%0", "<%1>", "[%2]", "%%", "x", "", "%", "%a", "%1%1", "-%0-", "%2%1",
};
static const char SUBJECT_BYTES[] = "aaabbc c1_-()].%^$\0A";

#define PICK(r, v) (v)[cv_rng_below((r), sizeof(v) / sizeof *(v))]

static size_t random_pattern(cv_rng *r, char *p, size_t cap)
{
    p[0] = '\0';
    if (cv_rng_below(r, 5) == 0) strcat(p, "^");
    int n = (int)cv_rng_below(r, 7);
    for (int i = 0; i < n && strlen(p) + 16 < cap; i++) {
        uint64_t k = cv_rng_below(r, 100);
        if (k < 65) {
            strcat(p, PICK(r, ITEMS));
            strcat(p, PICK(r, QUANTIFIERS));
        } else if (k < 94) {
            strcat(p, PICK(r, OTHERS));
        } else {
            strcat(p, PICK(r, BROKEN));
        }
    }
    if (cv_rng_below(r, 6) == 0) strcat(p, "$");
    /* "\\0" stands for a zero byte */
    size_t len = 0;
    for (size_t i = 0; p[i]; i++) {
        if (p[i] == '\\' && p[i + 1] == '0') {
            p[len++] = '\0';
            i++;
        } else {
            p[len++] = p[i];
        }
    }
    return len;
}

static size_t random_subject(cv_rng *r, char *s)
{
    size_t n = cv_rng_below(r, 13);
    for (size_t i = 0; i < n; i++)
        s[i] = SUBJECT_BYTES[cv_rng_below(r, sizeof SUBJECT_BYTES - 1)];
    return n;
}

typedef struct argument {
    char kind; /* 0 nil, 'i' integer, 'b' boolean, 's' string */
    lua_Integer i;
    const char *s;
} argument;

static void push_arg(lua_State *L, const argument *a)
{
    switch (a->kind) {
    case 'i':
        lua_pushinteger(L, a->i);
        break;
    case 'b':
        lua_pushboolean(L, (int)a->i);
        break;
    case 's':
        lua_pushstring(L, a->s);
        break;
    default:
        lua_pushnil(L);
    }
}

/* 'in' (of 'len' bytes) with "\0" for each zero byte: 'out' holds 2 * len + 1. */
static void quote(char *out, const char *in, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (in[i]) {
            *out++ = in[i];
        } else {
            *out++ = '\\';
            *out++ = '0';
        }
    }
    *out = '\0';
}

static void check_random(fixture *f, const char *op, const char *s, size_t ls, const char *p,
                         size_t lp, argument a, argument b)
{
    char *answer[2];
    lua_State *states[2] = {f->sb.L, f->ref};
    for (int k = 0; k < 2; k++) {
        lua_State *L = states[k];
        lua_pushstring(L, op);
        lua_pushlstring(L, s, ls);
        lua_pushlstring(L, p, lp);
        push_arg(L, &a);
        push_arg(L, &b);
        answer[k] = check_in(f, L, k == 0);
    }
    char what[256], sq[64], pq[512];
    quote(sq, s, ls);
    quote(pq, p, lp);
    int w = snprintf(what, sizeof what, "%s(\"%s\", \"%.100s", op, sq, pq);
    snprintf(what + w, sizeof what - w, "\", %c%lld, %c%lld%s%s)", a.kind ? a.kind : '-',
             (long long)a.i, b.kind ? b.kind : '-', (long long)b.i, a.s ? " " : "", a.s ? a.s : "");
    expect_same(what, answer[0], answer[1]);
}

#define RANDOM_TRIPLES 4000

/* ---- tests -------------------------------------------------------------------- */

static void test_pattern_hand_cases_match_lua(void **state)
{
    fixture *f = *state;
    size_t n = sizeof CASES / sizeof *CASES;
    for (size_t i = 0; i < n; i++)
        check_case(f, CASES[i]);
    print_message("compared %zu hand-written cases with Lua's\n", n);
}

static void test_pattern_random_cases_match_lua(void **state)
{
    fixture *f = *state;
    cv_rng r;
    cv_rng_seed(&r, 20240611);
    char p[256], s[16];
    long compared = 0;
    for (int t = 0; t < RANDOM_TRIPLES; t++) {
        size_t lp = random_pattern(&r, p, sizeof p);
        size_t ls = random_subject(&r, s);
        argument init = {0, 0, NULL};
        if (cv_rng_below(&r, 5) < 3)
            init = (argument){'i', (lua_Integer)cv_rng_below(&r, 31) - 15, NULL};
        argument plain = {0, 0, NULL};
        if (cv_rng_below(&r, 3)) plain = (argument){'b', (lua_Integer)cv_rng_below(&r, 2), NULL};
        argument repl = {'s', 0, PICK(&r, REPLACEMENTS)};
        argument most = {0, 0, NULL};
        if (cv_rng_below(&r, 3) == 0)
            most = (argument){'i', (lua_Integer)cv_rng_below(&r, 5) - 1, NULL};
        check_random(f, "find", s, ls, p, lp, init, plain);
        check_random(f, "match", s, ls, p, lp, init, plain);
        check_random(f, "gmatch", s, ls, p, lp, init, plain);
        check_random(f, "gsub", s, ls, p, lp, repl, most);
        check_random(f, "gsub_table", s, ls, p, lp, repl, most);
        check_random(f, "gsub_fn", s, ls, p, lp, repl, most);
        compared += 6;
    }
    print_message("compared %ld random calls (%d patterns and subjects) with Lua's\n", compared,
                  RANDOM_TRIPLES);
}

/* What a script run in a child reports (see run_in_child). */
typedef struct report {
    int rc;
    double seconds;
    char err[512];
    char out[64];
} report;

typedef struct job {
    fixture *f;
    const char *src;
} job;

static void run_job(void *arg, void *out)
{
    job *j = arg;
    report *r = out;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    r->rc = run(j->f, j->src);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    r->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    snprintf(r->err, sizeof r->err, "%s", j->f->err);
    snprintf(r->out, sizeof r->out, "%.60s", j->f->out);
}

/* Runs 'src' in a child (so a budget that fails hangs nothing) and expects
 * the budget's error at line 'line' of the script within a second. */
static double expect_stopped(fixture *f, const char *src, int line)
{
    job j = {f, src};
    report r;
    run_in_child(run_job, &j, &r, sizeof r, src);
    if (r.rc != LUA_ERRRUN) fail_msg("%s\n  was not stopped: rc %d, result %s", src, r.rc, r.out);
    expect_error_at(r.err, "cards/mini/test.lua", line, BUDGET_ERROR);
    if (r.seconds >= 1.0) fail_msg("%s\n  took %.3f s to stop", src, r.seconds);
    int first_line = (int)strcspn(src, "\n");
    print_message("%5.1f ms: %.*s%s\n", r.seconds * 1e3, first_line < 80 ? first_line : 80, src,
                  src[first_line] ? " ..." : "");
    return r.seconds;
}

static void test_pattern_backtracking_stopped_by_budget(void **state)
{
    fixture *f = *state;
    /* each of these runs for minutes (or hours) in Lua's own library */
    expect_stopped(f, "return string.rep('a', 30):find(string.rep('a*', 12) .. 'b')", 1);
    expect_stopped(f, "local s = string.rep('a', 30)\nreturn s:match(string.rep('a*', 12) .. 'b')",
                   2);
    expect_stopped(f,
                   "for m in string.rep('a', 30):gmatch(string.rep('a*', 12) .. 'b') do end"
                   " return 'done'",
                   1);
    expect_stopped(f, "return (string.rep('a', 30):gsub(string.rep('a*', 12) .. 'b', 'x'))", 1);
    expect_stopped(f, "return string.rep('a', 30):find(string.rep('a-', 12) .. 'b')", 1);
    expect_stopped(
        f, "return string.rep('a', 30):find(string.rep('a?', 30) .. string.rep('a', 30))", 1);
    expect_stopped(f, "return string.rep('a', 30):find(string.rep('(a*)', 12) .. '%1b')", 1);
    /* linear work per start position, quadratic in all */
    expect_stopped(f, "return string.rep('(', 300000):find('%b()')", 1);
    expect_stopped(f, "return string.rep('a', 300000):find('.-b')", 1);
    expect_stopped(f, "return string.rep('a', 300000):find(string.rep('a', 5000) .. 'b')", 1);
    /* cheap calls on a large subject, many times */
    expect_stopped(f,
                   "local s = string.rep('a', 1 << 20)\n"
                   "for i = 1, 1000000 do s:find('b', 1, true) end return 'done'",
                   2);
    expect_stopped(f,
                   "local s = string.rep('a', 1 << 20)\n"
                   "for i = 1, 1000000 do s:find('aab') end return 'done'",
                   2);
}

static void test_pattern_budget_not_swallowed_by_pcall(void **state)
{
    fixture *f = *state;
    /* bounded loops: a pcall that swallows the budget's error fails the
     * test rather than hanging it */
    expect_stopped(f,
                   "local s, p = string.rep('a', 30), string.rep('a*', 12) .. 'b'\n"
                   "for i = 1, 3 do pcall(string.find, s, p) end return 'swallowed'",
                   2);
    expect_stopped(f,
                   "local s, p = string.rep('a', 30), string.rep('a*', 12) .. 'b'\n"
                   "for i = 1, 3 do\n"
                   "  local ok, e = pcall(function() return s:match(p) end)\n"
                   "end return 'swallowed'",
                   3);
    expect_stopped(f,
                   "local s, p = string.rep('a', 30), string.rep('a*', 12) .. 'b'\n"
                   "for i = 1, 3 do\n"
                   "  pcall(string.gsub, 'xyz', '%w', function() return s:find(p) end)\n"
                   "end return 'swallowed'",
                   3);
    /* pcall still catches a pattern's ordinary errors */
    assert_int_equal(run(f, "local ok, e = pcall(string.find, 'x', '(') return tostring(ok) .. e"),
                     LUA_OK);
    assert_string_equal(f->out, "falseunfinished capture");
}

static void test_pattern_gsub_function_that_loops_stopped(void **state)
{
    fixture *f = *state;
    expect_stopped(f, "return ('abc'):gsub('.', function(c)\n  while true do end\nend)", 2);
    expect_stopped(f,
                   "local ok = pcall(string.gsub, 'abc', '.', function() while true do end end)"
                   " return 'swallowed'",
                   1);
    /* and the sandbox runs the next script as before */
    assert_int_equal(run(f, "return (('abc'):gsub('%w', string.upper))"), LUA_OK);
    assert_string_equal(f->out, "ABC");
}

/* A match costs the budget its steps, though it runs few instructions;
 * without the count hook (budgets off for a measurement) it costs none. */
static void test_pattern_steps_charged_to_budget(void **state)
{
    fixture *f = *state;
    const char *src = "return string.rep('a', 20):find(string.rep('a*', 4) .. 'b')";
    assert_int_equal(run(f, src), LUA_OK);
    assert_string_equal(f->out, "nil");
    long long spent = BUDGET - f->ctx.budget;
    if (spent < 50000) fail_msg("the match cost only %lld of the budget", spent);
    print_message("the match cost %lld of the budget\n", spent);

    cv_sandbox_measure_without_budgets(1);
    int rc = run(f, src);
    cv_sandbox_measure_without_budgets(0);
    assert_int_equal(rc, LUA_OK);
    assert_int_equal(f->ctx.budget, BUDGET);
}

static void test_pattern_rep_capped(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "return string.rep('ab', (8 << 20) + 1)"), LUA_ERRRUN);
    expect_error_at(f->err, "cards/mini/test.lua", 1,
                    "string.rep: a result of 16777218 bytes is more than game scripts may make");
    assert_int_equal(run(f, "return string.rep('x', 10, string.rep('-', 2 << 20))"), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "a result of 18874378 bytes"));
    assert_int_equal(run(f, "return string.rep('x', math.maxinteger)"), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "a result of 9223372036854775807 bytes"));
    assert_int_equal(run(f, "return string.rep('xyz', math.maxinteger)"), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "resulting string too large"));
    /* an ordinary error: pcall catches it */
    assert_int_equal(run(f, "local ok, e = pcall(string.rep, 'x', 1 << 30) return tostring(ok)"),
                     LUA_OK);
    assert_string_equal(f->out, "false");
    /* up to the cap, string.rep is Lua's */
    assert_int_equal(run(f, "return #string.rep('x', 16 << 20)"), LUA_OK);
    assert_string_equal(f->out, "16777216");
    assert_int_equal(run(f, "return string.rep('ab', 3, ', ') .. string.rep('x', 0) .. "
                            "string.rep('x', -1) .. string.rep('', 5, '.')"),
                     LUA_OK);
    assert_string_equal(f->out, "ab, ab, ab....");
    assert_int_equal(run(f, "return ('x'):rep(3)"), LUA_OK);
    assert_string_equal(f->out, "xxx");
    /* an empty result however large the count (Lua's own loops for ever) */
    assert_int_equal(run(f, "return '<' .. string.rep('', math.maxinteger) .. '>'"), LUA_OK);
    assert_string_equal(f->out, "<>");
    /* and what it makes costs the budget */
    expect_stopped(f, "for i = 1, 1000 do local s = string.rep('x', 8 << 20) end return 'done'", 1);
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
    const struct CMUnitTest tests[] = {
        T(test_pattern_hand_cases_match_lua),
        T(test_pattern_random_cases_match_lua),
        T(test_pattern_backtracking_stopped_by_budget),
        T(test_pattern_budget_not_swallowed_by_pcall),
        T(test_pattern_gsub_function_that_loops_stopped),
        T(test_pattern_steps_charged_to_budget),
        T(test_pattern_rep_capped),
    };
    return cmocka_run_group_tests_name("pattern", tests, NULL, NULL);
}
