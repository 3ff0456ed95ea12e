/* json: the view model of a running game (cv_game_model in cardvm.h):
 * the state part from model.c, with what the ruleset adds through Lua (card
 * values, the attachment link, the summary, the board); and the state as
 * JSON for other tools (cv_game_json), written with cJSON (Debian's
 * libcjson). */
#include <cJSON.h>
#include <inttypes.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "cvaux.h"
#include "describe.h"
#include "game.h"
#include "hash.h"
#include "model.h"
#include "query.h"

/* [-0, +0] Runs K.describe (the ruleset's R.describe) as a read and adds
 * its text to 'm' as "summary", or why it failed as "summary_error". */
static void summary_model(cv_game *mg, cJSON *m)
{
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "describe");
    lua_remove(L, -2);
    char err[512];
    /* a read, which may not change the game (a change is undone, the game
     * rebuilt at its answers, and the text says so) */
    if (cv_query_pcall(mg, 0, 1, err, sizeof err) != CV_OK) {
        err[strcspn(err, "\n")] = '\0';
        cJSON_AddStringToObject(m, "summary_error", err);
    } else if (lua_type(L, -1) == LUA_TSTRING) {
        cJSON_AddStringToObject(m, "summary", lua_tostring(L, -1));
    }
    lua_settop(L, top);
}

/* [-0, +0] Adds the ruleset's board (R.board) as seat 'viewer' sees it to
 * 'm' as "board", or why it failed as "board_error". -1 when out of memory. */
static int board_model(cv_game *mg, int viewer, cJSON *m)
{
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    cv_board bd;
    char err[512];
    int rc = cv_game_board_read(mg, viewer, &bd, err, sizeof err);
    if (rc == -1) cJSON_AddStringToObject(m, "board_error", err);
    if (rc == 1 && cv_model_add_board(m, &bd)) rc = -2;
    cv_board_free(&bd);
    lua_settop(L, top);
    return rc == -2 ? -1 : 0;
}

cJSON *cv_game_model(const cv_game *g, int viewer)
{
    cv_game *mg = (cv_game *)g; /* reading the game does not change it */
    cv_describe_extra x;
    if (cv_game_describe_extra(g, &x) != CV_OK) return NULL;
    /* the ruleset's reads first: one that changed the game was undone, and
     * the state is described as it is after them */
    cJSON *extra = cJSON_CreateObject(), *m = NULL;
    if (!extra) goto done;
    summary_model(mg, extra);
    if (board_model(mg, viewer, extra)) goto done;
    m = cv_model_state(g->s, viewer, &x);
    if (!m) goto done;
    int oom = 0;
    if (viewer < 0) {
        char hash[20];
        snprintf(hash, sizeof hash, "%016" PRIx64, cv_hash_state(g->s));
        oom |= !cJSON_AddStringToObject(m, "hash", hash);
    }
    if (x.note) oom |= !cJSON_AddStringToObject(m, "note", x.note);
    while (extra->child) {
        cJSON *e = cJSON_DetachItemViaPointer(extra, extra->child);
        oom |= !cJSON_AddItemToObject(m, e->string, e);
    }
    if (oom) {
        cJSON_Delete(m);
        m = NULL;
    }
done:
    cJSON_Delete(extra);
    cv_describe_extra_free(&x);
    return m;
}

cJSON *cv_game_model_plain(const cv_game *g, int viewer)
{
    return cv_model_state(g->s, viewer, NULL);
}

/* [-0, +4] Pushes the title, subtitle, type (its "type", else its "kind")
 * and game text of the definition at 1, each a string or nil. */
static int def_fields(lua_State *L)
{
    static const char *const keys[] = {"title", "subtitle", "type", "text"};
    for (int i = 0; i < 4; i++) {
        int t = lua_getfield(L, 1, keys[i]);
        if (i == 2 && t != LUA_TSTRING) {
            lua_pop(L, 1);
            t = lua_getfield(L, 1, "kind");
        }
        if (t != LUA_TSTRING) {
            lua_pop(L, 1);
            lua_pushnil(L);
        }
    }
    return 4;
}

cJSON *cv_game_model_card(const cv_game *g, int id)
{
    cv_game *mg = (cv_game *)g;
    const cv_card *c = cv_state_card(g->s, id);
    if (!c) return NULL;
    cJSON *o = cJSON_CreateObject();
    if (!o) return NULL;
    int oom = !cJSON_AddStringToObject(o, "key", c->blueprint);
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    lua_pushcfunction(L, def_fields);
    lua_rawgeti(L, LUA_REGISTRYINDEX, c->def);
    static const char *const keys[] = {"title", "subtitle", "type", "text"};
    if (cv_query_pcall(mg, 1, 4, NULL, 0) == CV_OK) {
        for (int i = 0; i < 4; i++)
            if (lua_type(L, top + 1 + i) == LUA_TSTRING)
                oom |= !cJSON_AddStringToObject(o, keys[i], lua_tostring(L, top + 1 + i));
    }
    lua_settop(L, top);
    c = cv_state_card(g->s, id); /* (a read that changed the game rebuilt it) */
    if (c && !cJSON_GetObjectItemCaseSensitive(o, "title"))
        oom |= !cJSON_AddStringToObject(o, "title", c->title);
    /* the printed data as `show CARD` gives it, less its first line (the title) */
    char idtext[24], err[256];
    snprintf(idtext, sizeof idtext, "%d", id);
    char *shown = cv_aux_show(mg, idtext, err, sizeof err);
    if (shown) {
        const char *nl = strchr(shown, '\n');
        oom |= !cJSON_AddStringToObject(o, "printed", nl ? nl + 1 : "");
        free(shown);
    }
    if (oom) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

char *cv_game_json(const cv_game *g)
{
    cJSON *m = cv_game_model(g, -1);
    char *text = m ? cJSON_Print(m) : NULL;
    cJSON_Delete(m);
    return text;
}
