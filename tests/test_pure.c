/* test_pure: a card keeps no state of its own (vm/pure.c). Each test loads a
 * card file as the pool does (a text chunk named "@cards/t/x.lua" whose _ENV
 * is a sealed environment over the globals, run once for its definition) on
 * a Lua state of its own, and checks it with cv_pure_card inside lua_pcall.
 * Checked: a card that only reads passes; a function that assigns to a
 * variable of the file is refused naming its line and the variable, whether
 * from run, from modify, from a closure nested two deep, through a helper of
 * the file (kept in a local or in a table), in a multiple assignment, in a
 * loop, or to _ENV; a table kept in a variable of the file is frozen (writes
 * through it fail naming the variable, reads work, two variables holding one
 * table still hold one view; a table that already is a read-only view is
 * left as it is); a kept table with an unprotected metatable is refused, a
 * protected one passes; the globals a card sees through its _ENV are not
 * followed; functions of other chunks and C functions without upvalues are
 * left alone; a function's own locals and those of its enclosing function
 * may change; cycles end; a huge or deep definition is refused with the
 * limit; the Lua of this machine is the one the check reads. A C function
 * with state of its own made when the file loads (a string.gmatch iterator,
 * a coroutine.wrap) is refused, naming the function that keeps it and the
 * variable, whether kept in a local of the file, in a table a function
 * keeps, by a closure made at load, or in the definition itself; made inside
 * the function that uses it, it passes; string.format and string.find kept
 * in locals pass; a C closure of the library (the set cv_pure_library makes
 * of what the card's environment shows, read-only views included) passes,
 * and is refused when the library is not given. */
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

#include "pure.h"

#define CHUNK "@cards/t/x.lua"
#define WHY_SIZE 512
#define CHECK_RAISED 2 /* what check() returns when cv_pure_card raised */

/* The tail of every assignment message. */
#define STATE_HINT "a variable of the file: a card keeps what changes in the game (cv.set_var)"

/* The freeze the tests hand to cv_pure_card: a read-only view of t. */
static const char freeze_src[] =
    "return function(t, path)\n"
    "  return setmetatable({}, {\n"
    "    __index = t,\n"
    "    __newindex = function(_, k) error(path .. '.' .. tostring(k) .. ' is read-only', 2) end,\n"
    "    __metatable = false,\n"
    "  })\n"
    "end\n";

typedef struct fixture {
    lua_State *L;
    int def; /* stack index of the card's definition */
    int env; /* stack index of the card's environment */
    int freeze;
    int no_library; /* check without the library's C functions (cv_pure_library) */
    char why[WHY_SIZE];
    char out[WHY_SIZE]; /* what run_with_def returned, or its error */
} fixture;

static int env_newindex(lua_State *L)
{
    return luaL_error(L, "card scripts may not set globals");
}

/* [-0, +1] A sealed environment over the globals, as the sandbox makes. */
static void push_env(lua_State *L)
{
    lua_newtable(L);
    lua_newtable(L);
    lua_pushglobaltable(L);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, env_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
}

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    if (!f) return -1;
    f->L = luaL_newstate();
    if (!f->L) {
        free(f);
        return -1;
    }
    luaL_openlibs(f->L);
    if (luaL_loadbuffer(f->L, freeze_src, sizeof freeze_src - 1, "=freeze") != LUA_OK ||
        lua_pcall(f->L, 0, 1, 0) != LUA_OK) {
        lua_close(f->L);
        free(f);
        return -1;
    }
    f->freeze = lua_gettop(f->L);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    lua_close(f->L);
    free(f);
    return 0;
}

/* Loads and runs card file 'src' (named CHUNK, in a fresh sealed
 * environment); its definition stays on the stack. The file must run. */
static void load_card(fixture *f, const char *src)
{
    lua_State *L = f->L;
    push_env(L);
    f->env = lua_gettop(L);
    if (luaL_loadbuffer(L, src, strlen(src), CHUNK) != LUA_OK)
        fail_msg("the card does not compile: %s", lua_tostring(L, -1));
    lua_pushvalue(L, f->env);
    lua_setupvalue(L, -2, 1);
    if (lua_pcall(L, 0, 1, 0) != LUA_OK) fail_msg("the card does not run: %s", lua_tostring(L, -1));
    f->def = lua_gettop(L);
}

/* check(def, freeze, chunkname[, library]) -> rc, why: cv_pure_card as a
 * Lua function, so that the test calls it protected, as the pool does. */
static int check_card(lua_State *L)
{
    char why[WHY_SIZE];
    int library = lua_istable(L, 4) ? 4 : 0;
    int rc = cv_pure_card(L, 1, 2, library, lua_tostring(L, 3), why, sizeof why);
    lua_pushinteger(L, rc);
    lua_pushstring(L, why);
    return 2;
}

/* Checks the loaded card with the freeze at 'freeze' and the library's C
 * functions as cv_pure_library finds them from the card's environment
 * (none if f->no_library): 0 or -1 as cv_pure_card returns (f->why its
 * message), or CHECK_RAISED (f->why the error). Leaves the stack as it
 * was. */
static int check_with(fixture *f, int freeze)
{
    lua_State *L = f->L;
    int top = lua_gettop(L);
    int library = 0;
    if (!f->no_library) {
        library = cv_pure_library(L, f->env);
        assert_int_equal(library, top + 1);
        assert_int_equal(lua_gettop(L), top + 1);
    }
    lua_pushcfunction(L, check_card);
    lua_pushvalue(L, f->def);
    lua_pushvalue(L, freeze);
    lua_pushliteral(L, CHUNK);
    if (library) lua_pushvalue(L, library);
    int rc;
    if (lua_pcall(L, library ? 4 : 3, 2, 0) != LUA_OK) {
        snprintf(f->why, sizeof f->why, "%s", lua_tostring(L, -1));
        rc = CHECK_RAISED;
    } else {
        rc = (int)lua_tointeger(L, -2);
        snprintf(f->why, sizeof f->why, "%s", lua_tostring(L, -1));
    }
    lua_settop(L, top);
    return rc;
}

static int check(fixture *f)
{
    return check_with(f, f->freeze);
}

/* Runs Lua 'code' with the definition as '...' (the test's own chunk, with
 * every global): returns the status; f->out holds the first result as text,
 * or the error. */
static int run_with_def(fixture *f, const char *code)
{
    lua_State *L = f->L;
    int top = lua_gettop(L);
    int rc = luaL_loadbuffer(L, code, strlen(code), "=test");
    if (rc == LUA_OK) {
        lua_pushvalue(L, f->def);
        rc = lua_pcall(L, 1, 1, 0);
    }
    snprintf(f->out, sizeof f->out, "%s", luaL_tolstring(L, -1, NULL));
    lua_settop(L, top);
    return rc;
}

/* ---- cards that pass ------------------------------------------------------------ */

static void test_pure_supported_on_this_lua(void **state)
{
    fixture *f = *state;
    assert_int_equal(cv_pure_supported(f->L), 1);
    assert_int_equal(cv_pure_supported(f->L), 1); /* the same answer, nothing left behind */
    assert_int_equal(lua_gettop(f->L), f->freeze);
}

static void test_pure_card_that_only_reads_passes(void **state)
{
    fixture *f = *state;
    load_card(f, "local BONUS = 2\n"
                 "local NAME = 'Spark'\n"
                 "local function bonus(stat) return stat == 'strength' and BONUS or nil end\n"
                 "return {\n"
                 "  title = NAME,\n"
                 "  modify = function(self, card, stat) return bonus(stat) end,\n"
                 "  abilities = {\n"
                 "    { word = 'main', can = function(self) return tostring(self) ~= '' end,\n"
                 "      run = function(self) local n = BONUS; n = n + 1; return n end },\n"
                 "  },\n"
                 "}\n");
    assert_int_equal(check(f), 0);
    assert_string_equal(f->why, "");
    assert_int_equal(run_with_def(f, "local d = ... return d.abilities[1].run() + "
                                     "d.modify(nil, nil, 'strength')"),
                     LUA_OK);
    assert_string_equal(f->out, "5");
}

static void test_pure_locals_of_the_function_may_change(void **state)
{
    fixture *f = *state;
    load_card(f, "return {\n"
                 "  run = function()\n"
                 "    local n = 0\n"
                 "    for i = 1, 3 do n = n + i end\n"
                 "    return n\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "return (...).run()"), LUA_OK);
    assert_string_equal(f->out, "6");
}

static void test_pure_closure_may_change_a_local_of_its_function(void **state)
{
    fixture *f = *state;
    load_card(f, "return {\n"
                 "  run = function()\n"
                 "    local n = 0\n"
                 "    local f = function() n = n + 1 end\n"
                 "    f(); f()\n"
                 "    return n\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "local d = ... return d.run() + d.run()"), LUA_OK);
    assert_string_equal(f->out, "4"); /* a fresh n at each call */
}

static void test_pure_other_chunks_and_c_functions_left_alone(void **state)
{
    fixture *f = *state;
    lua_State *L = f->L;
    /* A library of another chunk that counts in a table of its own. */
    static const char lib[] = "local calls = { n = 0 }\n"
                              "return function() calls.n = calls.n + 1; return calls.n end\n";
    assert_int_equal(luaL_loadbuffer(L, lib, sizeof lib - 1, "@scripts/t/lib.lua"), LUA_OK);
    assert_int_equal(lua_pcall(L, 0, 1, 0), LUA_OK);
    lua_setglobal(L, "counter");
    load_card(f, "local counter, upper = counter, string.upper\n"
                 "return { run = function() return upper('x') .. counter() end }\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "local d = ... d.run() return d.run()"), LUA_OK);
    assert_string_equal(f->out, "X2"); /* the library's table was not frozen */
}

static void test_pure_protected_metatable_passes(void **state)
{
    fixture *f = *state;
    load_card(f, "local T = setmetatable({ x = 1 }, { __metatable = 'locked' })\n"
                 "return { run = function() return T.x end }\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "return (...).run()"), LUA_OK);
    assert_string_equal(f->out, "1");
}

static void test_pure_cycles_end(void **state)
{
    fixture *f = *state;
    load_card(f, "local d = { abilities = {} }\n"
                 "d.self = d\n"
                 "d.abilities[1] = { owner = d }\n"
                 "local ping, pong\n"
                 "function ping(n) if n > 0 then return pong(n - 1) end return 'ping' end\n"
                 "function pong(n) if n > 0 then return ping(n - 1) end return 'pong' end\n"
                 "local function loop(n) if n > 0 then return loop(n - 1) end return d end\n"
                 "d.abilities[1].run = function() return ping(3) end\n"
                 "d.loop = loop\n"
                 "return d\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "local d = ... return d.abilities[1].run()"), LUA_OK);
    assert_string_equal(f->out, "pong");
    /* loop keeps the definition itself in 'd': it gets the frozen view */
    assert_int_equal(run_with_def(f, "local d = ... d.loop(2).x = 1"), LUA_ERRRUN);
    assert_non_null(strstr(f->out, "d.x is read-only"));
}

/* ---- assignments to variables of the file -------------------------------------- */

static void test_pure_run_assigning_a_file_local_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local count = 0\n"
                 "return {\n"
                 "  abilities = {\n"
                 "    { word = 'main',\n"
                 "      run = function(self) count = count + 1 end },\n"
                 "  },\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 5 assigns to 'count', " STATE_HINT);
}

static void test_pure_modify_assigning_a_file_local_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local last\n"
                 "return {\n"
                 "  modify = function(self, card, stat)\n"
                 "    last = stat\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 assigns to 'last', " STATE_HINT);
}

static void test_pure_closure_two_deep_assigning_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local seen = 0\n"
                 "return {\n"
                 "  run = function()\n"
                 "    local outer = function()\n"
                 "      local inner = function()\n"
                 "        seen = seen + 1\n"
                 "      end\n"
                 "      inner()\n"
                 "    end\n"
                 "    outer()\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 5 assigns to 'seen', " STATE_HINT);
}

static void test_pure_helper_of_the_file_assigning_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local count = 0\n"
                 "local function bump()\n"
                 "  count = count + 1\n"
                 "end\n"
                 "return { run = function() bump() end }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 2 assigns to 'count', " STATE_HINT);
}

static void test_pure_helper_kept_in_a_table_assigning_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local count = 0\n"
                 "local H = {\n"
                 "  inc = function() count = count + 1 end,\n"
                 "}\n"
                 "return { run = function() H.inc() end }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 assigns to 'count', " STATE_HINT);
}

static void test_pure_function_made_at_load_assigning_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local function make()\n"
                 "  local uses = 0\n"
                 "  return function()\n"
                 "    uses = uses + 1\n"
                 "  end\n"
                 "end\n"
                 "return { run = make() }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 assigns to 'uses', " STATE_HINT);
}

static void test_pure_multiple_assignment_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local turns = 0\n"
                 "return {\n"
                 "  run = function()\n"
                 "    local x\n"
                 "    x, turns = 1, 2\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 assigns to 'turns', " STATE_HINT);
}

static void test_pure_assignment_in_a_loop_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local count = 0\n"
                 "return {\n"
                 "  run = function(self, n)\n"
                 "    for i = 1, n do\n"
                 "      count = count + 1\n"
                 "    end\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 assigns to 'count', " STATE_HINT);
}

static void test_pure_first_of_two_closures_named(void **state)
{
    fixture *f = *state;
    load_card(f, "local hits, misses = 0, 0\n"
                 "return {\n"
                 "  run = function()\n"
                 "    local hit = function() hits = hits + 1 end\n"
                 "    local miss = function()\n"
                 "      misses = misses + 1\n"
                 "    end\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 4 assigns to 'hits', " STATE_HINT);
}

static void test_pure_assigning_env_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "return {\n"
                 "  run = function() _ENV = nil end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 2 assigns to '_ENV', " STATE_HINT);
}

static void test_pure_function_in_a_metatable_of_the_definition_checked(void **state)
{
    fixture *f = *state;
    load_card(f, "local misses = 0\n"
                 "return setmetatable({}, {\n"
                 "  __index = function() misses = misses + 1 end,\n"
                 "})\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 assigns to 'misses', " STATE_HINT);
}

/* ---- tables kept in variables of the file -------------------------------------- */

static void test_pure_kept_table_frozen_and_readable(void **state)
{
    fixture *f = *state;
    load_card(f, "local BONUS = { strength = 2 }\n"
                 "return {\n"
                 "  modify = function(self, card, stat) return BONUS[stat] end,\n"
                 "  abilities = { { run = function() BONUS.strength = 5 end } },\n"
                 "}\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "return (...).modify(nil, nil, 'strength')"), LUA_OK);
    assert_string_equal(f->out, "2");
    assert_int_equal(run_with_def(f, "(...).abilities[1].run()"), LUA_ERRRUN);
    assert_string_equal(f->out, "cards/t/x.lua:4: BONUS.strength is read-only");
    assert_int_equal(run_with_def(f, "return (...).modify(nil, nil, 'strength')"), LUA_OK);
    assert_string_equal(f->out, "2");
}

static void test_pure_one_table_in_two_variables_one_view(void **state)
{
    fixture *f = *state;
    load_card(f, "local A = {}\n"
                 "local B = A\n"
                 "return {\n"
                 "  run = function() return A == B end,\n"
                 "  other = function() return B end,\n"
                 "}\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "local d = ... return d.run() and d.other() == d.other()"),
                     LUA_OK);
    assert_string_equal(f->out, "true");
}

static void test_pure_own_env_table_frozen(void **state)
{
    fixture *f = *state;
    load_card(f, "local _ENV = { x = 1 }\n"
                 "return { run = function() x = x + 1 end, get = function() return x end }\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "(...).run()"), LUA_ERRRUN);
    assert_string_equal(f->out, "cards/t/x.lua:2: _ENV.x is read-only");
    assert_int_equal(run_with_def(f, "return (...).get()"), LUA_OK);
    assert_string_equal(f->out, "1");
}

static void test_pure_kept_table_with_unprotected_metatable_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local T = setmetatable({}, { __index = function() return 1 end })\n"
                 "return {\n"
                 "  run = function() return T.anything end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 keeps in 'T' a table with a metatable "
                                "that is not protected (no __metatable field): a metatable "
                                "could keep state between games");
}

static void test_pure_table_inside_a_kept_table_with_unprotected_metatable_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local T = { inner = setmetatable({}, {}) }\n"
                 "return { run = function() return T.inner end }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 2 keeps in 'T' a table with a metatable "
                                "that is not protected (no __metatable field): a metatable "
                                "could keep state between games");
}

static void test_pure_kept_view_left_as_it_is(void **state)
{
    fixture *f = *state;
    lua_State *L = f->L;
    /* LIB: a read-only view over a library whose tables have metatables of
     * their own, as the sandbox makes of the ruleset's library. */
    static const char lib[] = "local lib = { inner = setmetatable({}, {}) }\n"
                              "return setmetatable({}, { __index = lib, __metatable = false,\n"
                              "  __newindex = function() error('LIB is read-only') end })\n";
    assert_int_equal(luaL_loadbuffer(L, lib, sizeof lib - 1, "=lib"), LUA_OK);
    assert_int_equal(lua_pcall(L, 0, 1, 0), LUA_OK);
    lua_setglobal(L, "LIB");
    load_card(f, "local LIB = LIB\n"
                 "return { run = function() return LIB end }\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "return rawequal((...).run(), LIB)"), LUA_OK);
    assert_string_equal(f->out, "true");
}

static void test_pure_globals_are_not_the_cards(void **state)
{
    fixture *f = *state;
    lua_State *L = f->L;
    /* more globals than the check follows in a card */
    lua_createtable(L, 0, 0);
    for (int i = 1; i <= 100001; i++) {
        lua_pushboolean(L, 1);
        lua_rawseti(L, -2, i);
    }
    lua_setglobal(L, "BIG");
    load_card(f, "return { run = function() return #BIG end }\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "return (...).run()"), LUA_OK);
    assert_string_equal(f->out, "100001");
}

static void test_pure_freeze_that_raises_makes_the_check_raise(void **state)
{
    fixture *f = *state;
    lua_State *L = f->L;
    static const char bad[] = "return function(t, path) error('no view of ' .. path, 0) end";
    assert_int_equal(luaL_loadbuffer(L, bad, sizeof bad - 1, "=bad"), LUA_OK);
    assert_int_equal(lua_pcall(L, 0, 1, 0), LUA_OK);
    int freeze = lua_gettop(L);
    load_card(f, "local T = {}\n"
                 "return { run = function() return T end }\n");
    assert_int_equal(check_with(f, freeze), CHECK_RAISED);
    assert_string_equal(f->why, "no view of T");
}

/* ---- C functions with state of their own ---------------------------------------- */

/* The tail of every message about a C function with state of its own. */
#define ITER_HINT                                                                                  \
    "library iterator or other function with state of its own (made when the file loaded): "       \
    "make it inside the function that uses it"

/* format(...): string.format (upvalue 1) called through a C closure, as the
 * sandbox's string.format is. */
static int wrapped_format(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* [-0, +0] Sets global LIB: a read-only view (an empty table, the contents
 * only through its protected metatable's __index) over { text = a view over
 * { format = wrapped_format } }, as the sandbox shows its libraries. */
static void set_library_global(lua_State *L)
{
    static const char views[] = "local text = ...\n"
                                "local function view(t)\n"
                                "  return setmetatable({}, { __index = t, __metatable = false,\n"
                                "    __newindex = function() error('read-only') end })\n"
                                "end\n"
                                "return view({ text = view(text) })\n";
    lua_newtable(L);
    lua_getglobal(L, "string");
    lua_getfield(L, -1, "format");
    lua_remove(L, -2);
    lua_pushcclosure(L, wrapped_format, 1);
    lua_setfield(L, -2, "format");
    assert_int_equal(luaL_loadbuffer(L, views, sizeof views - 1, "=views"), LUA_OK);
    lua_insert(L, -2);
    assert_int_equal(lua_pcall(L, 1, 1, 0), LUA_OK);
    lua_setglobal(L, "LIB");
}

static void test_pure_gmatch_iterator_kept_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local next_word = string.gmatch('a bb ccc', '%a+')\n"
                 "return {\n"
                 "  abilities = {\n"
                 "    { word = 'main',\n"
                 "      run = function(self) return next_word() end },\n"
                 "  },\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 5 keeps 'next_word', a " ITER_HINT);
}

static void test_pure_coroutine_wrap_kept_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local tick = coroutine.wrap(function()\n"
                 "  for i = 1, 3 do coroutine.yield(i) end\n"
                 "end)\n"
                 "return { run = function() return tick() end }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 4 keeps 'tick', a " ITER_HINT);
}

static void test_pure_iterator_in_a_kept_table_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local WORDS = { next = string.gmatch('a bb ccc', '%a+') }\n"
                 "return {\n"
                 "  run = function() return WORDS.next() end,\n"
                 "}\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 keeps in 'WORDS' a " ITER_HINT);
}

static void test_pure_iterator_kept_by_a_closure_made_at_load_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local function make()\n"
                 "  local it = string.gmatch('a bb ccc', '%a+')\n"
                 "  return function()\n"
                 "    return it()\n"
                 "  end\n"
                 "end\n"
                 "return { run = make() }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 3 keeps 'it', a " ITER_HINT);
}

static void test_pure_iterator_in_the_definition_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "return { abilities = { { run = string.gmatch('a bb ccc', '%a+') } } }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the card definition holds a library iterator or other function "
                                "with state of its own (made when the file loaded): a card's "
                                "functions are Lua functions of its file or the library's");
}

static void test_pure_iterator_made_in_the_function_passes(void **state)
{
    fixture *f = *state;
    load_card(f, "local TEXT = 'a bb ccc'\n"
                 "return {\n"
                 "  run = function()\n"
                 "    local next_word = string.gmatch(TEXT, '%a+')\n"
                 "    return next_word() .. next_word()\n"
                 "  end,\n"
                 "}\n");
    assert_int_equal(check(f), 0);
    assert_int_equal(run_with_def(f, "local d = ... d.run() return d.run()"), LUA_OK);
    assert_string_equal(f->out, "abb"); /* a fresh iterator at each call */
}

static void test_pure_format_and_find_kept_pass(void **state)
{
    fixture *f = *state;
    load_card(f, "local format, find = string.format, string.find\n"
                 "return { run = function() return format('%d', (find('xxy', 'y'))) end }\n");
    assert_int_equal(check(f), 0);
    assert_string_equal(f->why, "");
    assert_int_equal(run_with_def(f, "return (...).run()"), LUA_OK);
    assert_string_equal(f->out, "3");
}

static void test_pure_library_c_closure_kept_passes(void **state)
{
    fixture *f = *state;
    set_library_global(f->L);
    load_card(f, "local format = LIB.text.format\n"
                 "return { run = function() return format('%d-%s', 7, 'x') end }\n");
    assert_int_equal(check(f), 0);
    assert_string_equal(f->why, "");
    assert_int_equal(run_with_def(f, "return (...).run()"), LUA_OK);
    assert_string_equal(f->out, "7-x");
}

static void test_pure_library_c_closure_refused_without_the_library(void **state)
{
    fixture *f = *state;
    set_library_global(f->L);
    f->no_library = 1;
    load_card(f, "local upper = string.upper\n"
                 "return { run = function() return upper('x') end }\n");
    assert_int_equal(check(f), 0); /* no upvalues: no state, library or not */
    load_card(f, "local format = LIB.text.format\n"
                 "return { run = function() return format('%d', 7) end }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the function at line 2 keeps 'format', a " ITER_HINT);
}

static void test_pure_library_set_holds_the_c_functions_of_the_views(void **state)
{
    fixture *f = *state;
    lua_State *L = f->L;
    set_library_global(L);
    push_env(L);
    int top = lua_gettop(L);
    int set = cv_pure_library(L, top);
    assert_int_equal(set, top + 1);
    assert_int_equal(lua_gettop(L), top + 1);
    static const char probe[] =
        "local set = ...\n"
        "local mt = debug.getmetatable(debug.getmetatable(LIB).__index.text)\n"
        "return set[mt.__index.format] and set[string.gmatch] and set[print]\n"
        "  and not set[string.gmatch('a', 'a')] and 'yes' or 'no'\n";
    assert_int_equal(luaL_loadbuffer(L, probe, sizeof probe - 1, "=probe"), LUA_OK);
    lua_pushvalue(L, set);
    assert_int_equal(lua_pcall(L, 1, 1, 0), LUA_OK);
    assert_string_equal(lua_tostring(L, -1), "yes");
    lua_settop(L, top - 1);
}

/* ---- limits -------------------------------------------------------------------- */

static void test_pure_huge_definition_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local t = {}\n"
                 "for i = 1, 100001 do t[i] = i end\n"
                 "return t\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why,
                        "the card definition is too large to check (more than 100000 values)");
}

static void test_pure_deep_definition_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local t = {}\n"
                 "local c = t\n"
                 "for i = 1, 100 do c.next = {}; c = c.next end\n"
                 "return t\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the card definition nests tables and functions more than 64 deep");
}

static void test_pure_deep_chain_of_upvalues_refused(void **state)
{
    fixture *f = *state;
    load_card(f, "local f = function() return 0 end\n"
                 "for i = 1, 100 do local g = f; f = function() return g() + 1 end end\n"
                 "return { run = f }\n");
    assert_int_equal(check(f), -1);
    assert_string_equal(f->why, "the card definition nests tables and functions more than 64 deep");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_pure_supported_on_this_lua, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_card_that_only_reads_passes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_locals_of_the_function_may_change, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_closure_may_change_a_local_of_its_function, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_other_chunks_and_c_functions_left_alone, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_protected_metatable_passes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_cycles_end, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_run_assigning_a_file_local_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_modify_assigning_a_file_local_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_closure_two_deep_assigning_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_helper_of_the_file_assigning_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_helper_kept_in_a_table_assigning_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_function_made_at_load_assigning_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_multiple_assignment_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_assignment_in_a_loop_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_first_of_two_closures_named, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_assigning_env_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_function_in_a_metatable_of_the_definition_checked,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_kept_table_frozen_and_readable, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_one_table_in_two_variables_one_view, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_own_env_table_frozen, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_kept_table_with_unprotected_metatable_refused,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(
            test_pure_table_inside_a_kept_table_with_unprotected_metatable_refused, setup,
            teardown),
        cmocka_unit_test_setup_teardown(test_pure_kept_view_left_as_it_is, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_globals_are_not_the_cards, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_freeze_that_raises_makes_the_check_raise, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_gmatch_iterator_kept_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_coroutine_wrap_kept_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_iterator_in_a_kept_table_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_iterator_kept_by_a_closure_made_at_load_refused,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_iterator_in_the_definition_refused, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_iterator_made_in_the_function_passes, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_pure_format_and_find_kept_pass, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_library_c_closure_kept_passes, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_library_c_closure_refused_without_the_library,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_library_set_holds_the_c_functions_of_the_views,
                                        setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_huge_definition_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_deep_definition_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_pure_deep_chain_of_upvalues_refused, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
