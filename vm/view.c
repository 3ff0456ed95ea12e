/* view: the read-only part of cardvm.h - the configuration, warnings, the
 * pending decision, players, variables, the hash, the log and the board -
 * over the running game (game.h). Nothing here changes a game. */
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>

#include "describe.h"
#include "game.h"
#include "hash.h"
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

char *cv_game_describe_for(const cv_game *g, int viewer)
{
    cv_buf b = {0};
    cv_game *mg = (cv_game *)g; /* describing reads: binding the thread is not a change */
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "describe");
    if (cv_sandbox_pcall(L, 0, 1) != LUA_OK)
        cv_buf_add(&b, "(the ruleset's describe failed: %s)\n", lua_tostring(L, -1));
    else if (lua_type(L, -1) == LUA_TSTRING)
        cv_buf_add(&b, "%s\n", lua_tostring(L, -1));
    lua_settop(L, top);
    cv_describe_state(g->s, &b, viewer);
    if (b.oom) {
        free(b.s);
        return NULL;
    }
    return b.s ? b.s : cv_str_dup("");
}
