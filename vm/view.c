/* view: the read-only part of cardvm.h - the configuration, warnings, the
 * pending decision, players, variables, the hash, the log and the board -
 * over the running game (game.h). Nothing here changes a game. */
#include <cJSON.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "describe.h"
#include "game.h"
#include "hash.h"
#include "query.h"
#include "str.h"

const cv_config *cv_game_config(const cv_game *g)
{
    return &g->cfg;
}

size_t cv_game_warning_count(const cv_game *g)
{
    return g->pool->nwarnings + g->nwarnings;
}

const char *cv_game_warning(const cv_game *g, size_t i)
{
    if (i < g->pool->nwarnings) return g->pool->warnings[i];
    i -= g->pool->nwarnings;
    return i < g->nwarnings ? g->warnings[i] : NULL;
}

int cv_game_over(const cv_game *g)
{
    return g->s->over;
}

const char *cv_game_result(const cv_game *g)
{
    return g->s->over ? g->s->result : NULL;
}

unsigned cv_game_winners(const cv_game *g)
{
    return g->s->over ? g->s->winners : 0;
}

int cv_game_decision_seat(const cv_game *g)
{
    return g->s->decision.active ? g->s->decision.seat : -1;
}

const char *cv_game_decision_prompt(const cv_game *g)
{
    return g->s->decision.active ? g->s->decision.prompt : NULL;
}

size_t cv_game_option_count(const cv_game *g)
{
    return g->s->decision.active ? g->s->decision.n : 0;
}

const char *cv_game_option_label(const cv_game *g, size_t i)
{
    return i < cv_game_option_count(g) ? g->s->decision.labels[i] : NULL;
}

int cv_game_option_card(const cv_game *g, size_t i)
{
    return i < cv_game_option_count(g) && g->s->decision.cards ? g->s->decision.cards[i] : 0;
}

int cv_game_player_count(const cv_game *g)
{
    return g->s->nplayers;
}

const char *cv_game_player_name(const cv_game *g, int seat)
{
    return (seat >= 0 && seat < g->s->nplayers) ? g->s->players[seat].name : NULL;
}

uint64_t cv_game_hash(const cv_game *g)
{
    return cv_hash_state(g->s);
}

long long cv_game_var_num(const cv_game *g, const char *key, long long dflt)
{
    return cv_kv_num(&g->s->vars, key, dflt);
}

const char *cv_game_var_str(const cv_game *g, const char *key)
{
    const cv_kv_entry *e = cv_kv_find(&g->s->vars, key);
    return e ? e->str : NULL;
}

size_t cv_game_log_count(const cv_game *g)
{
    return g->s->log.n;
}

const char *cv_game_log_cause(const cv_game *g, size_t i)
{
    return i < g->s->log.n ? g->s->log.lines[i].cause : NULL;
}

const char *cv_game_log_text(const cv_game *g, size_t i)
{
    return i < g->s->log.n ? g->s->log.lines[i].text : NULL;
}

const char *cv_game_log_text_for(const cv_game *g, size_t i, int viewer)
{
    return cv_log_text_for(&g->s->log, i, viewer);
}

char *cv_game_describe(const cv_game *g)
{
    return cv_game_describe_for(g, -1);
}

/* [-0, +0] Copies the string at t[key] into *out (NULL when it is none).
 * Returns 0, or -1 when out of memory. */
static int copy_field(lua_State *L, int t, const char *key, char **out)
{
    int rc = 0;
    if (lua_getfield(L, t, key) == LUA_TSTRING && !(*out = cv_str_dup(lua_tostring(L, -1))))
        rc = -1;
    lua_pop(L, 1);
    return rc;
}

int cv_game_describe_extra(const cv_game *g, cv_describe_extra *x)
{
    memset(x, 0, sizeof *x);
    cv_game *mg = (cv_game *)g; /* a query reads: binding the thread is not a change */
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    int rc = CV_OK;
    char err[512];
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "describe_cards");
    lua_remove(L, -2);
    if (cv_query_pcall(mg, 0, 1, err, sizeof err) != CV_OK) {
        err[strcspn(err, "\n")] = '\0';
        x->note = cv_str_fmt("(the ruleset's card values failed: %s)", err);
        if (!x->note) rc = CV_ENOMEM;
        goto done;
    }
    int t = lua_gettop(L);
    if (copy_field(L, t, "link", &x->link) || copy_field(L, t, "note", &x->note)) {
        rc = CV_ENOMEM;
        goto done;
    }
    const cv_state *s = mg->s;
    if (lua_getfield(L, t, "values") == LUA_TTABLE && s->ncards) {
        x->values = calloc(s->ncards + 1, sizeof *x->values);
        if (!x->values) {
            rc = CV_ENOMEM;
            goto done;
        }
        x->nvalues = s->ncards + 1;
        for (size_t id = 1; id <= s->ncards; id++) {
            if (lua_geti(L, -1, (lua_Integer)id) == LUA_TSTRING &&
                !(x->values[id] = cv_str_dup(lua_tostring(L, -1))))
                rc = CV_ENOMEM;
            lua_pop(L, 1);
        }
    }
done:
    lua_settop(L, top);
    if (rc != CV_OK) cv_describe_extra_free(x);
    return rc;
}

/* The ruleset's board (R.board through K.board, which checks it) as seat
 * 'viewer' sees it, read into 'bd' from the Lua stack: its strings stay
 * valid while the table K.board returned stays on the stack, so the caller
 * renders before lua_settop. Returns 1 with a board, 0 with none, -1 with
 * a failure written to 'err', -2 when out of memory (declared in board.h).
 * The caller frees it with cv_board_free. */
int cv_game_board_read(cv_game *mg, int viewer, cv_board *bd, char *err, size_t len)
{
    lua_State *L = cv_game_enter(mg);
    memset(bd, 0, sizeof *bd);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "board");
    lua_remove(L, -2);
    if (viewer >= 0) lua_pushinteger(L, viewer + 1);
    else lua_pushnil(L);
    if (cv_query_pcall(mg, 1, 1, err, len) != CV_OK) {
        err[strcspn(err, "\n")] = '\0';
        return -1;
    }
    int t = lua_gettop(L);
    if (lua_type(L, t) != LUA_TTABLE) return 0;
    if (lua_getfield(L, t, "legend") == LUA_TSTRING) bd->legend = lua_tostring(L, -1);
    lua_pop(L, 1);
    lua_getfield(L, t, "width");
    lua_getfield(L, t, "height");
    bd->width = lua_tointeger(L, -2);
    bd->height = lua_tointeger(L, -1);
    lua_pop(L, 2);
    lua_getfield(L, t, "cells");
    size_t n = (size_t)luaL_len(L, -1);
    cv_board_cell *cells = n ? calloc(n, sizeof *cells) : NULL;
    if (n && !cells) return -2;
    bd->cells = cells;
    bd->ncells = n;
    for (size_t i = 0; i < n; i++) {
        lua_geti(L, -1, (lua_Integer)i + 1); /* { q, r, text, colour }, checked by K.board */
        int c = lua_gettop(L);
        for (int k = 1; k <= 4; k++) lua_geti(L, c, k);
        cells[i].q = (int)lua_tointeger(L, c + 1);
        cells[i].r = (int)lua_tointeger(L, c + 2);
        cells[i].text = lua_tostring(L, c + 3); /* held by the table on the stack */
        const char *name = lua_tostring(L, c + 4);
        cells[i].colour = cv_board_colour(name);
        lua_settop(L, c - 1);
        if (cells[i].colour < 0) {
            snprintf(err, len, "R.board: cell %zu (%d,%d): no colour '%s' (%s)", i + 1, cells[i].q, cells[i].r,
                     name, cv_board_colour_names());
            return -1;
        }
    }
    lua_pop(L, 1);
    lua_getfield(L, t, "shapes");
    n = (size_t)luaL_len(L, -1);
    cv_board_shape *shapes = n ? calloc(n, sizeof *shapes) : NULL;
    if (n && !shapes) return -2;
    bd->shapes = shapes;
    bd->nshapes = n;
    for (size_t i = 0; i < n; i++) {
        lua_geti(L, -1, (lua_Integer)i + 1); /* { kind, text, colour, facing, pts, r } */
        int c = lua_gettop(L);
        for (int k = 1; k <= 6; k++) lua_geti(L, c, k);
        const char *kind = lua_tostring(L, c + 1);
        shapes[i].kind = !strcmp(kind, "circle") ? CV_SHAPE_CIRCLE
                         : !strcmp(kind, "polygon") ? CV_SHAPE_POLYGON : CV_SHAPE_SEGMENT;
        shapes[i].text = lua_tostring(L, c + 2);
        const char *name = lua_tostring(L, c + 3);
        shapes[i].colour = cv_board_colour(name);
        shapes[i].facing = (int)lua_tointeger(L, c + 4);
        shapes[i].r = lua_tointeger(L, c + 6);
        size_t np = (size_t)luaL_len(L, c + 5);
        long long *pts = calloc(np ? np : 1, sizeof *pts);
        if (!pts) {
            lua_settop(L, c - 1);
            return -2;
        }
        for (size_t k = 0; k < np; k++) {
            lua_geti(L, c + 5, (lua_Integer)k + 1);
            pts[k] = lua_tointeger(L, -1);
            lua_pop(L, 1);
        }
        shapes[i].pts = pts;
        shapes[i].npts = np / 2;
        lua_settop(L, c - 1);
        if (shapes[i].colour < 0) {
            snprintf(err, len, "R.board: plane shape %zu: no colour '%s' (%s)", i + 1, name,
                     cv_board_colour_names());
            return -1;
        }
    }
    lua_pop(L, 1);
    return 1;
}

void cv_board_free(cv_board *bd)
{
    for (size_t i = 0; i < bd->nshapes; i++) free((void *)bd->shapes[i].pts);
    free((void *)bd->shapes);
    free((void *)bd->cells);
    memset(bd, 0, sizeof *bd);
}

int cv_game_board_svg(const cv_game *g, int viewer, char **out, char *err, size_t len)
{
    cv_game *mg = (cv_game *)g; /* drawing reads: binding the thread is not a change */
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    cv_board bd;
    *out = NULL;
    int rc = cv_game_board_read(mg, viewer, &bd, err, len);
    int ret = CV_OK;
    if (rc == 0) {
        snprintf(err, len, "this game draws no board (its ruleset has no R.board, or it returned nil)");
        ret = CV_EARG;
    } else if (rc == -1) {
        ret = CV_EARG;
    } else if (rc == -2) {
        ret = CV_ENOMEM;
    } else {
        cv_buf b = {0};
        cv_board_svg(&b, &bd);
        if (b.oom) {
            free(b.s);
            ret = CV_ENOMEM;
        } else {
            *out = b.s;
        }
    }
    cv_board_free(&bd);
    lua_settop(L, top);
    return ret;
}

char *cv_game_describe_for(const cv_game *g, int viewer)
{
    return cv_game_describe_as(g, viewer, 0);
}

char *cv_game_describe_as(const cv_game *g, int viewer, int colour)
{
    cJSON *m = cv_game_model(g, viewer);
    if (!m) return NULL;
    cv_buf b = {0};
    cv_describe_model(&b, m, colour);
    cJSON_Delete(m);
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s ? b.s : cv_str_dup("");
}
