/* view: the read-only part of cardvm.h - the configuration, warnings, the
 * pending decision, players, variables, the hash, the log and the board -
 * over the running game (game.h). Nothing here changes a game. */
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

/* [-0, +0] Appends the ruleset's board (R.board, through K.board) as seat
 * 'viewer' sees it; a board that fails or is malformed is one line saying so. */
static void describe_board(cv_game *mg, cv_buf *b, int viewer, int colour)
{
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "board");
    lua_remove(L, -2);
    if (viewer >= 0) lua_pushinteger(L, viewer + 1);
    else lua_pushnil(L);
    char err[512];
    if (cv_query_pcall(mg, 1, 2, err, sizeof err) != CV_OK) {
        err[strcspn(err, "\n")] = '\0';
        cv_buf_add(b, "(the ruleset's board failed: %s)\n", err);
        goto done;
    }
    if (lua_type(L, -2) != LUA_TTABLE) goto done;
    size_t n = (size_t)luaL_len(L, -2);
    cv_board_cell *cells = n ? calloc(n, sizeof *cells) : NULL;
    if (n && !cells) {
        b->oom = 1;
        goto done;
    }
    for (size_t i = 0; i < n; i++) {
        lua_geti(L, -2, (lua_Integer)i + 1); /* { q, r, text, colour }, checked by K.board */
        int t = lua_gettop(L);
        lua_geti(L, t, 1);
        lua_geti(L, t, 2);
        lua_geti(L, t, 3);
        lua_geti(L, t, 4);
        cells[i].q = (int)lua_tointeger(L, t + 1);
        cells[i].r = (int)lua_tointeger(L, t + 2);
        cells[i].text = lua_tostring(L, t + 3);
        const char *name = lua_tostring(L, t + 4);
        cells[i].colour = cv_board_colour(name);
        if (cells[i].colour < 0) {
            cv_buf_add(b, "(the ruleset's board failed: R.board: cell %zu (%d,%d): no colour '%s' (%s))\n", i + 1,
                       cells[i].q, cells[i].r, name, cv_board_colour_names());
            free(cells);
            goto done;
        }
        lua_settop(L, t - 1); /* the strings stay alive: the list on the stack holds them */
    }
    cv_board_hex_text(b, cells, n, colour);
    if (lua_type(L, -1) == LUA_TSTRING) cv_buf_add(b, "%s\n", lua_tostring(L, -1));
    free(cells);
done:
    lua_settop(L, top);
}

char *cv_game_describe_for(const cv_game *g, int viewer)
{
    return cv_game_describe_as(g, viewer, 0);
}

char *cv_game_describe_as(const cv_game *g, int viewer, int colour)
{
    cv_buf b = {0};
    cv_game *mg = (cv_game *)g; /* describing reads: binding the thread is not a change */
    cv_describe_extra x;
    if (cv_game_describe_extra(g, &x) != CV_OK) return NULL;
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "describe");
    lua_remove(L, -2);
    char err[512];
    /* as the card values: a read, which may not change the game (a change is
     * undone, the game rebuilt at its answers, and the line says so) */
    int rc = cv_query_pcall(mg, 0, 1, err, sizeof err);
    if (rc != CV_OK) {
        err[strcspn(err, "\n")] = '\0';
        cv_buf_add(&b, "(the ruleset's describe failed: %s)\n", err);
    } else if (lua_type(L, -1) == LUA_TSTRING) {
        cv_buf_add(&b, "%s\n", lua_tostring(L, -1));
    }
    lua_settop(L, top);
    describe_board(mg, &b, viewer, colour);
    if (x.note) cv_buf_add(&b, "%s\n", x.note);
    cv_describe_state_with(g->s, &b, viewer, &x);
    cv_describe_extra_free(&x);
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s ? b.s : cv_str_dup("");
}
