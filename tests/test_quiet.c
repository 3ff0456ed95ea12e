/* test_quiet: a window nobody can act in is not opened (cv.window in
 * vm/prelude.lua; R.quiet in docs/scripting.md, "Windows and priority").
 *
 * The class: skipping a window never changes a game, and a ruleset's
 * R.quiet never hides an action. At every decision of whole games of Halo
 * and Doomtrooper, for every timing word of the ruleset (and, for the
 * response word, every event their cards respond to and the kernel's
 * phase events), R.quiet(word, ctx) true must mean R.actions offers nothing
 * to any seat; and the same games played with every window opened
 * (K.every_window) must pass through the same states, answer by answer. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "game.h"
#include "support.h"

#define ANSWERS 300

/* Runs Lua 'src' in g's Lua state with the kernel table K and 'arg' as its
 * arguments; its two results (a count and a count, or nil and a message)
 * go to *a and *b, or the test fails with the message. */
static void run_lua(cv_game *g, const char *src, const char *arg, long *a, long *b)
{
    lua_State *L = cv_game_enter(g);
    int top = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    cv_sandbox_env(L, -1, 0);
    lua_remove(L, -2);
    if (cv_sandbox_load(L, src, strlen(src), "=test_quiet", -1) != LUA_OK)
        fail_msg("%s", lua_tostring(L, -1));
    lua_remove(L, -2); /* the env */
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_pushstring(L, arg);
    if (lua_pcall(L, 2, 2, 0) != LUA_OK) fail_msg("%s", lua_tostring(L, -1));
    if (lua_isnil(L, -2)) fail_msg("%s", lua_tostring(L, -1));
    *a = (long)lua_tointeger(L, -2);
    *b = (long)lua_tointeger(L, -1);
    lua_settop(L, top);
}

/* For every timing word of the ruleset (the response word with each event
 * of the list 'arg', space-separated): how often R.quiet said quiet, how
 * often not; nil and why when a quiet word had an action. */
static const char *CHECK =
    "local K, events = ...\n"
    "local R = K.R()\n"
    "local quiet, loud = 0, 0\n"
    "for _, w in ipairs(R.timing_words) do\n"
    "  local ctxs = {}\n"
    "  if w == R.response_word then\n"
    "    for e in events:gmatch('%S+') do ctxs[#ctxs + 1] = { word = w, event = { name = e } } end\n"
    "  else\n"
    "    ctxs[1] = { word = w }\n"
    "  end\n"
    "  for _, ctx in ipairs(ctxs) do\n"
    "    if R.quiet(w, ctx) then\n"
    "      quiet = quiet + 1\n"
    "      for s = 1, cv.nplayers() do\n"
    "        ctx.player = s\n"
    "        local acts = R.actions(w, s, ctx) or {}\n"
    "        if #acts > 0 then\n"
    "          return nil, 'R.quiet said ' .. w .. (ctx.event and (' ' .. ctx.event.name) or '') ..\n"
    "            ' is quiet, but seat ' .. s .. ' may ' .. acts[1].label\n"
    "        end\n"
    "      end\n"
    "    else\n"
    "      loud = loud + 1\n"
    "    end\n"
    "  end\n"
    "end\n"
    "return quiet, loud\n";

static void quiet_never_hides(const char *rules, uint64_t seed, const char *events, long *quiet,
                              long *loud)
{
    cv_game *g = new_game_with(".", rules, seed, NULL, 0, NULL, 0);
    char err[512];
    for (size_t k = 0; k < ANSWERS && !cv_game_over(g); k++) {
        long q, l;
        run_lua(g, CHECK, events, &q, &l);
        *quiet += q;
        *loud += l;
        size_t n = cv_game_option_count(g);
        if (cv_game_answer(g, (k * 7 + 3) % n, err, sizeof err) != CV_OK)
            fail_msg("answer %zu: %s", k + 1, err);
    }
    cv_game_free(g);
}

static void test_quiet_halo_never_hides_an_action(void **state)
{
    (void)state;
    long quiet = 0, loud = 0;
    const char *events = "phase_start phase_end played playing wounded about_to_wound killed "
                         "exerted transferred wins_skirmish loses_skirmish leaves arrives";
    for (uint64_t seed = 1; seed <= 3; seed++)
        quiet_never_hides("halo", seed, events, &quiet, &loud);
    /* both answers were given, often: the check can fail */
    if (quiet < 100 || loud < 100) fail_msg("quiet %ld, not quiet %ld", quiet, loud);
}

static void test_quiet_doomtrooper_never_hides_an_action(void **state)
{
    (void)state;
    long quiet = 0, loud = 0;
    const char *events = "phase_start phase_end play sabotage attack killed";
    for (uint64_t seed = 1; seed <= 2; seed++)
        quiet_never_hides("doomtrooper", seed, events, &quiet, &loud);
    if (quiet < 100 || loud < 100) fail_msg("quiet %ld, not quiet %ld", quiet, loud);
}

/* The hash after each answer of a game, with every window opened or not. */
static size_t hashes(const char *rules, uint64_t seed, int every, uint64_t *out)
{
    cv_game *g = new_game_with(".", rules, seed, NULL, 0, NULL, 0);
    lua_State *L = cv_game_enter(g);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_pushboolean(L, every);
    lua_setfield(L, -2, "every_window");
    lua_pop(L, 1);
    char err[512];
    size_t k = 0;
    for (; k < ANSWERS && !cv_game_over(g); k++) {
        size_t n = cv_game_option_count(g);
        if (cv_game_answer(g, (k * 7 + 3) % n, err, sizeof err) != CV_OK)
            fail_msg("answer %zu: %s", k + 1, err);
        out[k] = cv_game_hash(g);
    }
    L = cv_game_enter(g);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_pushnil(L);
    lua_setfield(L, -2, "every_window");
    lua_pop(L, 1);
    cv_game_free(g);
    return k;
}

static void same_with_every_window(const char *rules, uint64_t seed)
{
    static uint64_t opened[ANSWERS], skipped[ANSWERS];
    size_t n = hashes(rules, seed, 1, opened);
    size_t m = hashes(rules, seed, 0, skipped);
    assert_int_equal(n, m);
    for (size_t k = 0; k < n; k++)
        if (opened[k] != skipped[k])
            fail_msg("%s seed %llu: answer %zu differs when quiet windows are skipped", rules,
                     (unsigned long long)seed, k + 1);
}

static void test_quiet_skipped_windows_change_nothing(void **state)
{
    (void)state;
    same_with_every_window("halo", 1);
    same_with_every_window("halo", 2);
    same_with_every_window("doomtrooper", 1);
    same_with_every_window("doomtrooper", 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_quiet_halo_never_hides_an_action),
        cmocka_unit_test(test_quiet_doomtrooper_never_hides_an_action),
        cmocka_unit_test(test_quiet_skipped_windows_change_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
