/* test_sandbox: the Lua state untrusted rules and card scripts run in. What
 * could reach the machine (io, os, package, require, load, loadfile, dofile,
 * debug, collectgarbage, string.dump) is absent; binary chunks are refused;
 * whatever Lua leaves to chance is made deterministic (pairs() order,
 * tostring() of tables, math.random from the kernel RNG, no randomseed, no
 * __gc, no %p); runaway scripts are stopped by the instruction budget and the
 * memory cap even through pcall; a sealed environment refuses new globals. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

#define MEM_LIMIT ((size_t)16 << 20)
#define BUDGET 2000000LL

typedef struct fixture {
    cv_rng rng;
    cv_sbctx ctx; /* what a game's thread carries: its RNG and budget */
    cv_sandbox sb;
    char err[512];
    char out[512];
} fixture;

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
    cv_sandbox_bind(f->sb.L, &f->ctx);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    cv_sandbox_close(&f->sb);
    free(f);
    return 0;
}

/* Runs 'src' (named "@cards/mini/test.lua") in a fresh strict environment over
 * the sandbox globals, the way the kernel runs a card file. Returns the
 * status; f->out holds the first result as text (or ""), f->err the error. */
static int run(fixture *f, const char *src, int sealed)
{
    lua_State *L = f->sb.L;
    f->err[0] = f->out[0] = '\0';
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    cv_sandbox_env(L, -1, sealed);
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

static void test_sandbox_dangerous_globals_absent(void **state)
{
    fixture *f = *state;
    static const char *const names[] = {
        "io",     "os",    "package",        "require",   "load",  "loadfile",
        "dofile", "debug", "collectgarbage", "coroutine", "print", NULL};
    for (const char *const *n = names; *n; n++) {
        char src[64], want[64];
        snprintf(src, sizeof src, "return %s", *n);
        snprintf(want, sizeof want, "undefined global '%s'", *n);
        assert_int_equal(run(f, src, 1), LUA_ERRRUN);
        if (!strstr(f->err, want)) fail_msg("reading %s: %s", *n, f->err);
    }
    /* string.dump is gone from the library and from strings' methods */
    assert_int_equal(
        run(f, "local s = '' return tostring(string.dump) .. ' ' .. tostring(s.dump)", 1), LUA_OK);
    assert_string_equal(f->out, "nil nil");
    /* and the safe parts are there */
    assert_int_equal(run(f,
                         "return type(string.rep) .. type(table.sort) .. type(math.floor)"
                         " .. type(utf8.char) .. type(ipairs) .. type(pcall)",
                         1),
                     LUA_OK);
    assert_string_equal(f->out, "functionfunctionfunctionfunctionfunctionfunction");
}

static void test_sandbox_undefined_global_names_file_and_line(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "local a = 1\nreturn os.execute('true')", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "cards/mini/test.lua:2: undefined global 'os'"));
}

typedef struct chunk {
    char bytes[4096];
    size_t n;
} chunk;

static int writer(lua_State *L, const void *p, size_t sz, void *ud)
{
    (void)L;
    chunk *c = ud;
    if (sz > sizeof c->bytes - c->n) return 1;
    memcpy(c->bytes + c->n, p, sz);
    c->n += sz;
    return 0;
}

static void test_sandbox_binary_chunk_refused(void **state)
{
    fixture *f = *state;
    /* bytecode made by an ordinary Lua state */
    lua_State *P = luaL_newstate();
    assert_non_null(P);
    assert_int_equal(luaL_loadstring(P, "return 7"), LUA_OK);
    static chunk bc;
    assert_int_equal(lua_dump(P, writer, &bc, 0), 0);
    lua_close(P);
    assert_true(bc.n > 4 && bc.bytes[0] == LUA_SIGNATURE[0]);

    lua_State *L = f->sb.L;
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    int top = lua_gettop(L);
    assert_int_not_equal(cv_sandbox_load(L, bc.bytes, bc.n, "=bytecode", -1), LUA_OK);
    assert_int_equal(lua_gettop(L), top + 1); /* the message */
    assert_non_null(strstr(lua_tostring(L, -1), "binary"));
    lua_settop(L, 0);

    /* the same source as text loads and runs */
    assert_int_equal(run(f, "return 7", 1), LUA_OK);
    assert_string_equal(f->out, "7");
}

static void test_sandbox_pairs_sorted(void **state)
{
    fixture *f = *state;
    const char *src = "local t = {}\n"
                      "local words = { 'zeta', 'b', 'alpha', 'omega', 'a', 'mu', 'beta', 'Z' }\n"
                      "for _, w in ipairs(words) do t[w] = true end\n"
                      "for _, n in ipairs({ 10, -2, 3, 1, 2.5, 100 }) do t[n] = true end\n"
                      "local out = {}\n"
                      "for k, v in pairs(t) do out[#out + 1] = tostring(k) end\n"
                      "return table.concat(out, ',')";
    assert_int_equal(run(f, src, 1), LUA_OK);
    assert_string_equal(f->out, "-2,1,2.5,3,10,100,Z,a,alpha,b,beta,mu,omega,zeta");
    /* values come with their keys */
    assert_int_equal(run(f,
                         "local s = 0 for k, v in pairs({ a = 1, b = 20, [3] = 300 })"
                         " do s = s + v end return s",
                         1),
                     LUA_OK);
    assert_string_equal(f->out, "321");
}

static void test_sandbox_tostring_has_no_address(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "return tostring({})", 1), LUA_OK);
    assert_string_equal(f->out, "table");
    assert_int_equal(run(f, "return tostring(function() end) .. ' ' .. tostring(string.rep)", 1),
                     LUA_OK);
    assert_string_equal(f->out, "function function");
    assert_int_equal(run(f,
                         "return tostring(setmetatable({}, { __tostring = function()"
                         " return 'card' end }))",
                         1),
                     LUA_OK);
    assert_string_equal(f->out, "card");
    assert_int_equal(run(f, "return tostring(12) .. tostring(nil) .. tostring(true)", 1), LUA_OK);
    assert_string_equal(f->out, "12niltrue");
}

static void test_sandbox_math_random_is_kernel_rng(void **state)
{
    fixture *f = *state;
    const char *src = "local t = {} for i = 1, 8 do t[i] = math.random(1, 1000) end"
                      " return table.concat(t, ',')";
    assert_int_equal(run(f, src, 1), LUA_OK);
    char first[512];
    snprintf(first, sizeof first, "%s", f->out);

    /* exactly what the kernel RNG gives for the same seed */
    cv_rng r;
    cv_rng_seed(&r, 42);
    char want[512] = "";
    for (int i = 0; i < 8; i++) {
        size_t l = strlen(want);
        snprintf(want + l, sizeof want - l, "%s%lld", i ? "," : "", cv_rng_range(&r, 1, 1000));
    }
    assert_string_equal(first, want);

    /* reseeding the game's RNG replays; another seed does not */
    cv_rng_seed(&f->rng, 42);
    assert_int_equal(run(f, src, 1), LUA_OK);
    assert_string_equal(f->out, first);
    cv_rng_seed(&f->rng, 43);
    assert_int_equal(run(f, src, 1), LUA_OK);
    assert_string_not_equal(f->out, first);

    /* the other forms keep Lua's contract */
    assert_int_equal(run(f, "local x = math.random() return x >= 0 and x < 1", 1), LUA_OK);
    assert_string_equal(f->out, "true");
    assert_int_equal(run(f, "local x = math.random(6) return x >= 1 and x <= 6", 1), LUA_OK);
    assert_string_equal(f->out, "true");
    assert_int_equal(run(f, "return math.random(5, 1)", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "interval is empty"));
}

static void test_sandbox_randomseed_errors(void **state)
{
    fixture *f = *state;
    cv_rng before = f->rng;
    assert_int_equal(run(f, "math.randomseed(1)", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "randomseed"));
    assert_memory_equal(&before, &f->rng, sizeof before);
}

static void test_sandbox_budget_stops_runaway(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "while true do end", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "instruction budget"));
    /* the sandbox is still usable, and a modest loop fits the budget */
    assert_int_equal(run(f, "local s = 0 for i = 1, 10000 do s = s + i end return s", 1), LUA_OK);
    assert_string_equal(f->out, "50005000");
}

static void test_sandbox_budget_not_swallowed_by_pcall(void **state)
{
    fixture *f = *state;
    /* The outer loop is bounded so that a pcall that swallows the budget
     * error fails this test instead of hanging it. */
    assert_int_equal(run(f,
                         "for i = 1, 3 do pcall(function() while true do end end) end"
                         " return 'swallowed'",
                         1),
                     LUA_ERRRUN);
    assert_non_null(strstr(f->err, "instruction budget"));
    assert_int_equal(run(f,
                         "local ok = pcall(function() while true do end end)"
                         " return 'swallowed'",
                         1),
                     LUA_ERRRUN);
    assert_non_null(strstr(f->err, "instruction budget"));
    /* pcall still catches ordinary errors */
    assert_int_equal(run(f, "local ok, e = pcall(error, 'boom', 0) return tostring(ok) .. e", 1),
                     LUA_OK);
    assert_string_equal(f->out, "falseboom");
}

/* Each script stops by itself at 64 MB (four times the cap), so a missing
 * cap fails the test instead of eating the machine's memory. */
static void test_sandbox_memory_cap(void **state)
{
    fixture *f = *state;
    assert_int_equal(
        run(f, "local s = 'x' for i = 1, 26 do s = s .. s end return 'not stopped'", 1),
        LUA_ERRMEM);
    assert_true(f->sb.mem <= MEM_LIMIT);
    assert_int_equal(run(f,
                         "local t = {} for i = 1, 64 do t[i] = string.rep(i .. '', 1 << 20) end"
                         " return 'not stopped'",
                         1),
                     LUA_ERRMEM);
    assert_true(f->sb.mem <= MEM_LIMIT);
    /* pcall cannot swallow it either (string.rep stops at 16 MiB: doubling
     * a string reaches 64 MiB) */
    assert_int_equal(run(f,
                         "local ok = pcall(function() local s = 'x'"
                         " for i = 1, 26 do s = s .. s end end)"
                         " return 'swallowed'",
                         1),
                     LUA_ERRMEM);
    /* afterwards the sandbox works */
    assert_int_equal(run(f, "return #string.rep('ab', 1000)", 1), LUA_OK);
    assert_string_equal(f->out, "2000");
}

static void test_sandbox_gc_metamethod_refused(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "setmetatable({}, { __gc = function() end })", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "__gc"));
    assert_int_equal(run(f,
                         "local t = setmetatable({}, { __index = function() return 5 end })"
                         " return t.anything",
                         1),
                     LUA_OK);
    assert_string_equal(f->out, "5");
}

static void test_sandbox_format_p_refused(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "return string.format('%p', {})", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "%p"));
    assert_int_equal(run(f, "return ('%-20p'):format({})", 1), LUA_ERRRUN);
    assert_int_equal(run(f, "return string.format('%d%%p %s', 3, 'x')", 1), LUA_OK);
    assert_string_equal(f->out, "3%p x");
}

static void test_sandbox_sealed_env_refuses_globals(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "x = 1", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "'x'"));
    assert_int_equal(run(f, "local x = 1 return x + 1", 1), LUA_OK);
    assert_string_equal(f->out, "2");
    /* unsealed (a ruleset's environment): globals may be set and read back */
    assert_int_equal(run(f, "helper = 41 return helper + 1", 0), LUA_OK);
    assert_string_equal(f->out, "42");
    /* and they never leak into the shared globals */
    assert_int_equal(run(f, "return helper", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "undefined global 'helper'"));
}

/* One card cannot change what another sees: the libraries are read-only. */
static void test_sandbox_libraries_read_only(void **state)
{
    fixture *f = *state;
    assert_int_equal(run(f, "string.upper = function() return 'hijacked' end", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "'string' is read-only"));
    assert_int_equal(run(f, "math.floor = nil", 1), LUA_ERRRUN);
    assert_int_equal(run(f, "getmetatable('').__index = {}", 1), LUA_ERRRUN);
    /* rawset does not get round a read-only view; it works on plain tables */
    assert_int_equal(run(f, "rawset(string, 'upper', 1)", 1), LUA_ERRRUN);
    assert_non_null(strstr(f->err, "rawset: this table is read-only"));
    assert_int_equal(run(f, "local t = {} rawset(t, 'k', 7) return t.k", 1), LUA_OK);
    assert_string_equal(f->out, "7");
    assert_int_equal(run(f, "return ('abc'):upper() .. math.floor(2.5)", 1), LUA_OK);
    assert_string_equal(f->out, "ABC2");
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
    const struct CMUnitTest tests[] = {
        T(test_sandbox_dangerous_globals_absent),
        T(test_sandbox_undefined_global_names_file_and_line),
        T(test_sandbox_binary_chunk_refused),
        T(test_sandbox_pairs_sorted),
        T(test_sandbox_tostring_has_no_address),
        T(test_sandbox_math_random_is_kernel_rng),
        T(test_sandbox_randomseed_errors),
        T(test_sandbox_budget_stops_runaway),
        T(test_sandbox_budget_not_swallowed_by_pcall),
        T(test_sandbox_memory_cap),
        T(test_sandbox_gc_metamethod_refused),
        T(test_sandbox_format_p_refused),
        T(test_sandbox_sealed_env_refuses_globals),
        T(test_sandbox_libraries_read_only),
    };
    return cmocka_run_group_tests_name("sandbox", tests, NULL, NULL);
}
