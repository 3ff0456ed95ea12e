/* query: read-only evaluation. See query.h and cv_game_query in cardvm.h. */
#include "query.h"
#include "hash.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "str.h"

int cv_query_pcall(cv_game *g, int nargs, int nres, char *err, size_t errlen)
{
    lua_State *L = cv_game_enter(g);
    uint64_t before = cv_hash_state(g->s);
    size_t nlog = g->s->log.n;
    int rc = CV_OK;
    if (cv_sandbox_pcall(L, nargs, nres) != LUA_OK) {
        if (err && errlen) snprintf(err, errlen, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        rc = CV_ESCRIPT;
    }
    if (g->s && cv_hash_state(g->s) == before && g->s->log.n == nlog) return rc;
    if (rc == CV_OK) lua_pop(L, nres);
    char why[512];
    int rb = cv_game_rebuild(g, g->h.n, why, sizeof why);
    if (err && errlen) {
        if (rb == CV_OK)
            snprintf(err, errlen, "a query may not change the game (the change was undone)");
        else
            snprintf(err, errlen, "a query changed the game and it could not be rebuilt: %s", why);
    }
    return CV_EARG;
}

int cv_game_query(cv_game *g, const char *code, char **out, char *err, size_t errlen)
{
    *out = NULL;
    lua_State *L = cv_game_enter(g);
    int top = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    int G = lua_gettop(L);
    cv_sandbox_env(L, G, 1);
    int env = lua_gettop(L);
    lua_pushliteral(L, "rules"); /* the card library, read-only as cards see it */
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.lib");
    lua_rawset(L, env); /* the env is sealed against scripts, not against us */
    /* Like lua.c: try it as an expression first, then as statements. */
    char *expr = cv_str_fmt("return %s", code);
    int loaded = expr && cv_sandbox_load(L, expr, strlen(expr), "=query", env) == LUA_OK;
    free(expr);
    if (!loaded) {
        lua_settop(L, env);
        loaded = cv_sandbox_load(L, code, strlen(code), "=query", env) == LUA_OK;
    }
    if (!loaded) {
        if (err && errlen) snprintf(err, errlen, "%s", lua_tostring(L, -1));
        lua_settop(L, top);
        return CV_ESCRIPT;
    }
    /* the result as text, by the sandbox's tostring (no addresses), inside
     * the same protected call: a __tostring may fail */
    int rc = cv_query_pcall(g, 0, 1, err, errlen);
    if (rc == CV_OK) {
        lua_getfield(L, G, "tostring");
        lua_insert(L, -2);
        rc = cv_query_pcall(g, 1, 1, err, errlen);
        if (rc == CV_OK) {
            *out = cv_str_dup(lua_tostring(L, -1));
            if (!*out) rc = CV_ENOMEM;
        }
    }
    lua_settop(L, top);
    return rc;
}
