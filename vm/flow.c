/* flow: the C functions behind the 'cv' table for the flow of play:
 * modifiers and scopes, action windows, causes and the log, decisions, the
 * end of the game, and the kernel's own bookkeeping (_game, _depth,
 * _unwind, settling). The kernel's procedures in vm/prelude.lua drive them;
 * api.c has the bindings of the state itself. Every binding checks all its
 * arguments before it changes anything. */
#include "flow.h"

#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "game.h"
#include "str.h"
#include "value.h"

static cv_state *st(lua_State *L)
{
    return cv_api_state(L);
}

static int check_seat(lua_State *L, int arg)
{
    return cv_api_seat(L, arg);
}

static cv_card *check_card(lua_State *L, int arg)
{
    return cv_api_card(L, arg);
}

static int nomem(lua_State *L)
{
    return cv_api_nomem(L);
}

/* ---- modifiers and scopes ---- */

/* cv._mod_add(source, card, seat, stat, amount, scope [, kind]) */
static int api_mod_add(lua_State *L)
{
    cv_state *s = st(L);
    lua_Integer source = luaL_checkinteger(L, 1);
    lua_Integer card = luaL_checkinteger(L, 2);
    lua_Integer seat = luaL_checkinteger(L, 3);
    const char *stat = luaL_checkstring(L, 4);
    lua_Integer amount = luaL_checkinteger(L, 5);
    lua_Integer scope = luaL_checkinteger(L, 6);
    const char *kind = luaL_optstring(L, 7, NULL);
    if (source && !cv_state_card(s, (int)source)) return luaL_argerror(L, 1, "no such card");
    if (card && !cv_state_card(s, (int)card)) return luaL_argerror(L, 2, "no such card");
    luaL_argcheck(L, seat >= 0 && seat <= s->nplayers, 3, "no such seat");
    int id = cv_state_mod_add(s, (int)source, (int)card, card ? -1 : (int)seat - 1, stat, amount,
                              (unsigned)scope, kind);
    if (id < 0) return nomem(L);
    lua_pushinteger(L, id);
    return 1;
}

static int api_unmodify(lua_State *L)
{
    int gone = cv_mod_remove(&st(L)->mods, (int)luaL_checkinteger(L, 1));
    if (gone) {
        st(L)->changes++;
        st(L)->ch[CV_CH_MODS]++;
    }
    lua_pushboolean(L, gone);
    return 1;
}

/* cv._unsettled(): true when the state changed since cv._settled() was last
 * called (the ruleset's state check has something to look at). */
static int api_unsettled(lua_State *L)
{
    lua_pushboolean(L, st(L)->changes != st(L)->settled);
    return 1;
}

static int api_settled(lua_State *L)
{
    st(L)->settled = st(L)->changes;
    return 0;
}

/* cv.clear_modifiers(card): removes every registered modifier on the card
 * alone (a card leaving play, where the ruleset says so); returns how many. */
static int api_clear_modifiers(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    lua_pushinteger(L, (lua_Integer)cv_state_mod_clear(st(L), c->id));
    return 1;
}

/* cv.mod_sum(stat, card [, off]): the registered modifiers of 'stat' on the
 * card; with 'off', a modifier of a kind for which off(card, kind) is true
 * does not count (an immunity). */
static int api_mod_sum(lua_State *L)
{
    const char *stat = luaL_checkstring(L, 1);
    cv_card *c = check_card(L, 2);
    lua_pushinteger(L, cv_value_mods(L, st(L), c, stat, lua_isfunction(L, 3) ? 3 : 0));
    return 1;
}

/* cv.modifiers_of(card): the registered modifiers covering the card, each
 * { stat=, amount=, cause=, until= (a scope name, or nil: permanent) }. */
static int api_mods_of(lua_State *L)
{
    cv_state *s = st(L);
    cv_card *c = check_card(L, 1);
    lua_newtable(L);
    lua_Integer n = 0;
    for (size_t i = 0; i < s->mods.n; i++) {
        const cv_mod *m = &s->mods.v[i];
        if (m->card ? m->card != c->id : (m->seat >= 0 && m->seat != c->owner)) continue;
        lua_newtable(L);
        lua_pushstring(L, m->stat);
        lua_setfield(L, -2, "stat");
        lua_pushinteger(L, m->amount);
        lua_setfield(L, -2, "amount");
        lua_pushstring(L, m->cause);
        lua_setfield(L, -2, "cause");
        if (m->kind) {
            lua_pushstring(L, m->kind);
            lua_setfield(L, -2, "kind");
        }
        if (m->source) {
            lua_pushinteger(L, m->source);
            lua_setfield(L, -2, "source");
        }
        for (size_t k = 0; k < s->nscopes; k++)
            if (m->scope && s->scopes[k].serial == m->scope) {
                lua_pushstring(L, s->scopes[k].name);
                lua_setfield(L, -2, "until");
            }
        lua_rawseti(L, -2, ++n);
    }
    return 1;
}

static int api_scope_enter(lua_State *L)
{
    if (!cv_state_scope_enter(st(L), luaL_checkstring(L, 1))) return nomem(L);
    return 0;
}

static int api_scope_leave(lua_State *L)
{
    if (cv_state_scope_leave(st(L))) return luaL_error(L, "no scope is open");
    return 0;
}

static int api_scope_serial(lua_State *L)
{
    lua_pushinteger(L, cv_state_scope_find(st(L), luaL_checkstring(L, 1)));
    return 1;
}

static int api_in_scope(lua_State *L)
{
    lua_pushboolean(L, cv_state_scope_find(st(L), luaL_checkstring(L, 1)) != 0);
    return 1;
}

/* ---- windows ---- */

static int api_window_push(lua_State *L)
{
    const char *word = luaL_checkstring(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    int order[CV_MAX_SEATS];
    lua_Integer n = luaL_len(L, 2);
    luaL_argcheck(L, n >= 1 && n <= st(L)->nplayers, 2, "1..players seats expected");
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, 2, i);
        lua_Integer seat = lua_tointeger(L, -1);
        lua_pop(L, 1);
        luaL_argcheck(L, seat >= 1 && seat <= st(L)->nplayers, 2, "no such seat");
        order[i - 1] = (int)seat - 1;
    }
    if (cv_state_window_push(st(L), word, order, (int)n) < 0) return nomem(L);
    return 0;
}

static cv_window *check_window(lua_State *L)
{
    cv_window *w = cv_state_window_top(st(L));
    if (!w) luaL_error(L, "no window is open");
    return w;
}

static int api_window_holder(lua_State *L)
{
    int h = cv_window_holder(check_window(L));
    if (h < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, h + 1);
    return 1;
}

static int api_window_pass(lua_State *L)
{
    lua_pushboolean(L, cv_window_pass(check_window(L)));
    return 1;
}

static int api_window_acted(lua_State *L)
{
    cv_window_acted(check_window(L));
    return 0;
}

static int api_window_pop(lua_State *L)
{
    check_window(L);
    cv_state_window_pop(st(L));
    return 0;
}

/* ---- causes, log, decisions, end ---- */

static int api_cause_push(lua_State *L)
{
    if (cv_state_cause_push(st(L), luaL_checkstring(L, 1))) return nomem(L);
    return 0;
}

static int api_cause_pop(lua_State *L)
{
    cv_state_cause_pop(st(L));
    return 0;
}

static int api_cause(lua_State *L)
{
    lua_pushstring(L, cv_state_cause(st(L)));
    return 1;
}

/* cv.log(fmt, ...): string.format, then one log line under the current cause. */
static int api_log(lua_State *L)
{
    luaL_checkstring(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G"); /* the sandbox's string.format */
    lua_getfield(L, -1, "string");
    lua_getfield(L, -1, "format");
    lua_insert(L, 1);
    lua_pop(L, 2);
    lua_call(L, lua_gettop(L) - 1, 1);
    cv_state_log(st(L), "%s", lua_tostring(L, -1));
    return 0;
}

/* ---- loops ---- */

/* How deep abilities may nest (an ability raising an event whose trigger
 * raises another...): deeper is a loop of triggers, whatever the ruleset. */
#define LOOP_NESTING 64

/* Names the cards whose abilities are open, innermost first, each once
 * ("Title [id], ..."), and 'also' (a card beginning one; 0: none). */
static void loop_cards(const cv_game *g, int also, char *buf, size_t len)
{
    size_t used = 0, named = 0;
    int seen[8];
    buf[0] = '\0';
    for (size_t i = g->nframes + 1; i-- > 0 && named < 8;) {
        int id = i == g->nframes ? also : g->frames[i].card;
        const cv_card *c = id ? cv_state_card(g->s, id) : NULL;
        int dup = 0;
        for (size_t k = 0; k < named; k++)
            dup |= seen[k] == id;
        if (!c || dup) continue;
        seen[named++] = id;
        int w = snprintf(buf + used, len - used, "%s%s [%d]", used ? ", " : "", c->title, id);
        if (w < 0 || (size_t)w >= len - used) break;
        used += (size_t)w;
    }
}

/* Stops a loop: 'what' says what went past its bound. With loop=draw the
 * game ends drawn, here; with loop=undo the step is undone. Either way
 * the coroutine unwinds through every pcall (the budget is spent). */
static int loop_stop(lua_State *L, const char *what, int also)
{
    cv_game *g = cv_api_game(L);
    char cards[512], msg[1024];
    loop_cards(g, also, cards, sizeof cards);
    snprintf(msg, sizeof msg, "a loop: %s (%s%s); option loop=%s", what,
             cards[0] ? "abilities open: " : "no ability open: the ruleset's own steps repeat",
             cards, g->loop_undo ? "undo: the step is undone" : "draw: the game is drawn");
    if (!g->loop_undo && !g->s->over) {
        cv_state_log(g->s, "%s", msg);
        if (cv_state_end(g->s, "drawn: a loop", 0)) return nomem(L);
        g->looped = 1;
    }
    cv_sbctx *x = cv_sandbox_ctx(L);
    x->budget = -1;
    lua_pushstring(L, msg);
    return lua_error(L);
}

/* Counts a decision or an ability of the turn; past loop_limit, a loop. */
static int turn_step(lua_State *L, int also)
{
    cv_game *g = cv_api_game(L);
    if (++g->s->turn_steps <= g->loop_limit) return 0;
    char what[128];
    snprintf(what, sizeof what,
             "more than %lu decisions and abilities in one turn (option loop_limit)",
             g->loop_limit);
    return loop_stop(L, what, also);
}

/* cv._stop(): the game is over and a script still runs (it asks a decision
 * after the game ended): the coroutine unwinds through every pcall, and the
 * game stays over as it ended. */
static int api_stop(lua_State *L)
{
    cv_game *g = cv_api_game(L);
    if (!g->s->over) return luaL_error(L, "cv._stop: the game is not over");
    g->looped = 1;
    cv_sandbox_ctx(L)->budget = -1;
    lua_pushliteral(L, "the game is over");
    return lua_error(L);
}

/* How many turns may pass with no decision at all: more is a loop (a game
 * nobody can act in, whose turns would cycle until the budget ran out). */
#define QUIET_TURNS 100

/* cv._turn_begins(): a turn begins; the count of its steps starts again. */
static int api_turn_begins(lua_State *L)
{
    cv_state *s = st(L);
    s->turn_steps = 0;
    if (++s->quiet_turns > QUIET_TURNS) {
        char what[96];
        snprintf(what, sizeof what, "%d turns passed without a decision", QUIET_TURNS);
        return loop_stop(L, what, 0);
    }
    return 0;
}

/* cv._decide(seat, prompt, options): the pending decision, from the
 * options cv.choose was given (each a string, its label, or a table with a
 * string 'label' and maybe the integer 'card' it is about). Returns the
 * index of the first option that is neither, and sets no decision then
 * (cv.choose raises the error at its caller's line). */
static int api_decide(lua_State *L)
{
    cv_state *s = st(L);
    int seat = check_seat(L, 1);
    const char *prompt = luaL_checkstring(L, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    lua_settop(L, 3);
    lua_Integer n = (lua_Integer)lua_rawlen(L, 3);
    luaL_argcheck(L, n >= 1 && n <= 100000, 3, "1 or more options expected");
    const char **labels = lua_newuserdatauv(L, (size_t)n * sizeof *labels, 0);
    int *cards = lua_newuserdatauv(L, (size_t)n * sizeof *cards, 0);
    /* the labels, kept alive on the stack's table until the decision copies them */
    lua_createtable(L, (int)n, 0);
    int keep = lua_gettop(L);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_Integer c = 0;
        int t = lua_rawgeti(L, 3, i);
        if (t == LUA_TTABLE) {
            lua_getfield(L, -1, "card");
            if (lua_isinteger(L, -1)) c = lua_tointeger(L, -1);
            lua_pop(L, 1);
            t = lua_getfield(L, -1, "label");
            lua_remove(L, -2);
        }
        if (t != LUA_TSTRING) {
            lua_pushinteger(L, i);
            return 1;
        }
        labels[i - 1] = lua_tostring(L, -1);
        lua_rawseti(L, keep, i);
        cards[i - 1] = cv_state_card(s, (int)c) ? (int)c : 0;
    }
    cv_game *g = cv_api_game(L);
    if (g->nframes && g->frames[g->nframes - 1].condition)
        return luaL_error(L, "a %s may not ask a decision (it only reads the game)",
                          g->frames[g->nframes - 1].condition == CV_FRAME_MODIFY
                              ? "modify"
                              : "condition ('can')");
    turn_step(L, 0);
    s->quiet_turns = 0;
    int rc = cv_state_decision_set(s, seat, prompt, labels, cards, (size_t)n);
    if (rc == CV_ERANGE) return cv_sandbox_check(L); /* the labels spent the budget */
    if (rc) return nomem(L);
    cv_sandbox_check(L);
    return 0;
}

/* cv.decision(): the pending decision as { seat = S (1-based), prompt = P,
 * options = { label, ... } }, or nil (for checks: "is this offered?"). */
static int api_decision(lua_State *L)
{
    const cv_decision *d = &st(L)->decision;
    if (!d->active) {
        lua_pushnil(L);
        return 1;
    }
    lua_createtable(L, 0, 3);
    lua_pushinteger(L, d->seat + 1);
    lua_setfield(L, -2, "seat");
    lua_pushstring(L, d->prompt ? d->prompt : "");
    lua_setfield(L, -2, "prompt");
    lua_createtable(L, (int)d->n, 0);
    for (size_t i = 0; i < d->n; i++) {
        lua_pushstring(L, d->labels[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_setfield(L, -2, "options");
    return 1;
}

/* cv._ref_set(name, c): a position calls card c 'name' (its ref). */
static int api_ref_set(lua_State *L)
{
    cv_game *g = cv_api_game(L);
    const char *name = luaL_checkstring(L, 1);
    int id = check_card(L, 2)->id;
    char **n = realloc(g->refnames, (g->nrefs + 1) * sizeof *n);
    if (!n) return nomem(L);
    g->refnames = n;
    int *ids = realloc(g->refids, (g->nrefs + 1) * sizeof *ids);
    if (!ids) return nomem(L);
    g->refids = ids;
    if (!(g->refnames[g->nrefs] = cv_str_dup(name))) return nomem(L);
    g->refids[g->nrefs++] = id;
    return 0;
}

int cv_game_local_def(const cv_game *g, const char *key, unsigned long long *words)
{
    for (size_t i = 0; i < g->nlocals; i++)
        if (!strcmp(g->locals[i].key, key)) {
            if (words) *words = g->locals[i].words;
            return g->locals[i].ref;
        }
    return 0;
}

void cv_game_forget_locals(cv_game *g)
{
    lua_State *L = g->pool ? g->pool->sb.L : NULL;
    for (size_t i = 0; i < g->nlocals; i++) {
        if (L) luaL_unref(L, LUA_REGISTRYINDEX, g->locals[i].ref);
        free(g->locals[i].key);
    }
    free(g->locals);
    g->locals = NULL;
    g->nlocals = 0;
}

/* cv._define_local(key, def, words): the game's own card 'key' (K.define_local). */
static int api_define_local(lua_State *L)
{
    cv_game *g = cv_api_game(L);
    const char *key = luaL_checkstring(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_Integer words = luaL_checkinteger(L, 3);
    if (cv_game_local_def(g, key, NULL)) return 0;
    struct cv_local_def *l = realloc(g->locals, (g->nlocals + 1) * sizeof *l);
    if (!l) return nomem(L);
    g->locals = l;
    char *k = cv_str_dup(key);
    if (!k) return nomem(L);
    lua_pushvalue(L, 2);
    g->locals[g->nlocals++] = (struct cv_local_def){k, luaL_ref(L, LUA_REGISTRYINDEX),
                                                    (unsigned long long)words};
    return 0;
}

/* cv._local_def(key): the game's own definition of card 'key', or nil. */
static int api_local_def(lua_State *L)
{
    int ref = cv_game_local_def(cv_api_game(L), luaL_checkstring(L, 1), NULL);
    if (ref)
        lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    else
        lua_pushnil(L);
    return 1;
}

/* cv.ref(name): the card a position called 'name', or nil. */
static int api_ref(lua_State *L)
{
    cv_game *g = cv_api_game(L);
    const char *name = luaL_checkstring(L, 1);
    for (size_t i = 0; i < g->nrefs; i++)
        if (!strcmp(g->refnames[i], name)) {
            lua_pushinteger(L, g->refids[i]);
            return 1;
        }
    lua_pushnil(L);
    return 1;
}

/* cv.offered(text): the number of the first option of the pending decision
 * whose label contains 'text' (plain), or nil. */
static int api_offered(lua_State *L)
{
    const cv_decision *d = &st(L)->decision;
    const char *text = luaL_checkstring(L, 1);
    for (size_t i = 0; d->active && i < d->n; i++)
        if (strstr(d->labels[i], text)) {
            lua_pushinteger(L, (lua_Integer)i + 1);
            return 1;
        }
    lua_pushnil(L);
    return 1;
}

/* cv.log_lines(): the log's lines (their text, as a judge reads them), in
 * order. cv.log_find(text [, from]): the number of the first line from
 * 'from' (default 1) that contains 'text' (plain), or nil: for checks of
 * what happened and in which order. */
static int api_log_lines(lua_State *L)
{
    const cv_log *log = &st(L)->log;
    lua_createtable(L, (int)log->n, 0);
    for (size_t i = 0; i < log->n; i++) {
        lua_pushstring(L, log->lines[i].text);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static int api_log_find(lua_State *L)
{
    const cv_log *log = &st(L)->log;
    const char *text = luaL_checkstring(L, 1);
    lua_Integer from = luaL_optinteger(L, 2, 1);
    for (size_t i = from > 1 ? (size_t)from - 1 : 0; i < log->n; i++)
        if (strstr(log->lines[i].text, text)) {
            lua_pushinteger(L, (lua_Integer)i + 1);
            return 1;
        }
    lua_pushnil(L);
    return 1;
}

/* cv.end_game(result [, winners]): winners is a list of seats (1-based). */
static int api_end_game(lua_State *L)
{
    cv_state *s = st(L);
    const char *result = luaL_checkstring(L, 1);
    unsigned winners = 0;
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TTABLE);
        lua_Integer n = luaL_len(L, 2);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, 2, i);
            lua_Integer seat = lua_tointeger(L, -1);
            lua_pop(L, 1);
            luaL_argcheck(L, seat >= 1 && seat <= s->nplayers, 2, "winners: a list of seats");
            winners |= 1u << (seat - 1);
        }
    }
    if (cv_state_end(s, result, winners)) return nomem(L);
    return 0;
}

static int api_over(lua_State *L)
{
    lua_pushboolean(L, st(L)->over);
    return 1;
}

/* cv._depth(): how many scopes, windows and causes are open. */
static int api_depth(lua_State *L)
{
    cv_state *s = st(L);
    lua_pushinteger(L, (lua_Integer)s->nscopes);
    lua_pushinteger(L, (lua_Integer)s->nwindows);
    lua_pushinteger(L, (lua_Integer)s->ncauses);
    return 3;
}

/* cv._unwind(scopes, windows, causes): closes what was opened since
 * cv._depth() returned these counts (a turn ended early). */
static int api_unwind(lua_State *L)
{
    cv_state *s = st(L);
    size_t ns = (size_t)luaL_checkinteger(L, 1), nw = (size_t)luaL_checkinteger(L, 2),
           nc = (size_t)luaL_checkinteger(L, 3);
    while (s->nwindows > nw)
        cv_state_window_pop(s);
    while (s->nscopes > ns)
        cv_state_scope_leave(s);
    while (s->ncauses > nc)
        cv_state_cause_pop(s);
    return 0;
}

/* ---- ability frames ---- */

size_t cv_game_frame_mark(cv_sbctx *x)
{
    return ((cv_game *)x->game)->nframes;
}

const char *cv_game_frame_text(const cv_game *g, char *buf, size_t len)
{
    buf[0] = '\0';
    if (!g->nframes) return buf;
    const cv_frame *f = &g->frames[g->nframes - 1];
    const cv_card *c = g->s ? cv_state_card(g->s, f->card) : NULL;
    if (f->condition == CV_FRAME_MODIFY)
        snprintf(buf, len, " (in the modify of %s [%d])", c ? c->title : "?", f->card);
    else
        snprintf(buf, len, " (in the %s%s ability of %s [%d])",
                 f->condition ? "condition of the " : "", f->what, c ? c->title : "?", f->card);
    return buf;
}

void cv_game_frame_name(cv_game *g, lua_State *L)
{
    if (!g->nframes || lua_type(L, -1) != LUA_TSTRING) return;
    const char *msg = lua_tostring(L, -1);
    if (strstr(msg, "(in the ")) return;
    char where[256];
    lua_pushfstring(L, "%s%s", msg, cv_game_frame_text(g, where, sizeof where));
    lua_replace(L, -2);
}

void cv_game_frame_unwind(cv_sbctx *x, size_t mark, lua_State *L)
{
    cv_game *g = x->game;
    if (mark >= g->nframes) return;
    if (L) cv_game_frame_name(g, L);
    if (L && lua_type(L, -1) != LUA_TSTRING) /* kept for the message, should it be one */
        cv_game_frame_text(g, g->frame_note, sizeof g->frame_note);
    size_t causes = g->frames[mark].causes;
    g->nframes = mark;
    while (g->s && g->s->ncauses > causes)
        cv_state_cause_pop(g->s);
}

long cv_game_frame_open(cv_game *g, int card, const char *what, int condition)
{
    if (g->nframes == g->capframes) {
        size_t cap = g->capframes ? g->capframes * 2 : 16;
        cv_frame *f = realloc(g->frames, cap * sizeof *f);
        if (!f) return -1;
        g->frames = f;
        g->capframes = cap;
    }
    g->frames[g->nframes] =
        (cv_frame){card, what, condition, g->s->ncauses, g->s->nscopes, g->s->changes, 0, NULL};
    return (long)g->nframes++;
}

void cv_game_frame_close(cv_game *g, lua_State *L, size_t mark, int fn)
{
    if (mark >= g->nframes) return;
    const cv_frame f = g->frames[mark];
    const cv_card *c = cv_state_card(g->s, f.card);
    const char *title = c ? c->title : "?";
    char in[256];
    cv_game_frame_text(g, in, sizeof in); /* the innermost frame: this one */
    cv_game_frame_unwind(&g->ctx, mark, NULL);
    int bad = (f.condition && g->s->changes != f.changes) || (!f.condition && g->s->nscopes > f.scopes);
    if (bad && fn && lua_isfunction(L, fn)) { /* where the card's function is */
        lua_Debug ar;
        lua_pushvalue(L, fn);
        lua_getinfo(L, ">S", &ar);
        lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.linedefined);
    } else {
        lua_pushliteral(L, "");
    }
    if (f.condition && g->s->changes != f.changes) {
        lua_pushfstring(L, "the %s of %s [%d] changed the game: %s only reads it",
                        f.condition == CV_FRAME_MODIFY ? "modify" : "condition ('can')", title,
                        f.card, f.condition == CV_FRAME_MODIFY ? "a modify" : "a condition");
    } else if (bad) {
        lua_pushfstring(L, "the %s ability of %s [%d] left a scope open", f.what, title, f.card);
    } else {
        lua_pop(L, 1);
        return;
    }
    lua_pushstring(L, in);
    lua_concat(L, 3);
    lua_error(L);
}

/* Pushes a frame for card c's ability 'what' (the word or trigger, kept
 * alive by the card's definition at stack index 2). */
static cv_frame *frame_push(lua_State *L, int condition)
{
    cv_game *g = cv_api_game(L);
    cv_card *c = check_card(L, 1);
    const char *what = luaL_checkstring(L, 2);
    if (g->nframes >= LOOP_NESTING) {
        char why[128];
        snprintf(why, sizeof why, "abilities nested more than %d deep", LOOP_NESTING);
        loop_stop(L, why, c->id);
    }
    if (!condition) turn_step(L, c->id);
    long mark = cv_game_frame_open(g, c->id, what, condition);
    if (mark < 0) nomem(L);
    return &g->frames[mark];
}

/* cv._ability_begin(c, what): an ability of card c runs: its cause ("Title
 * [id]: what") names every change it makes, and an error names it. */
static int api_ability_begin(lua_State *L)
{
    cv_frame *f = frame_push(L, 0);
    cv_state *s = st(L);
    char cause[256];
    snprintf(cause, sizeof cause, "%s [%d]: %s", cv_state_card(s, f->card)->title, f->card,
             f->what);
    if (cv_state_cause_push(s, cause)) return nomem(L);
    return 0;
}

/* cv._condition_begin(c, what): the condition ('can') of an ability runs. */
static int api_condition_begin(lua_State *L)
{
    frame_push(L, CV_FRAME_CAN);
    return 0;
}

/* cv._frame_end([fn]): the innermost ability or condition is done; fn, the
 * card's function that ran, names the place of an error it made. */
static int api_frame_end(lua_State *L)
{
    cv_game *g = cv_api_game(L);
    if (g->nframes) cv_game_frame_close(g, L, g->nframes - 1, lua_isfunction(L, 1) ? 1 : 0);
    return 0;
}

/* cv._checkpoint(turn, seat, at): the kernel's turn loop says the game may
 * be rebuilt from here (vm/game.c decides whether to keep a checkpoint). */
static int api_checkpoint(lua_State *L)
{
    lua_Integer turn = luaL_checkinteger(L, 1);
    int seat = check_seat(L, 2) + 1;
    lua_Integer at = luaL_checkinteger(L, 3);
    cv_game_checkpoint(cv_api_game(L), (long)turn, seat, (int)at);
    return 0;
}

/* cv._game(): the running game's own table, where the kernel's Lua keeps
 * what one game needs between calls (a memo, a flag). */
static int api_game(lua_State *L)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, cv_api_game(L)->gref);
    return 1;
}

const luaL_Reg cv_flow_funcs[] = {
    {"_game", api_game},
    {"_turn_begins", api_turn_begins},
    {"_stop", api_stop},
    {"_checkpoint", api_checkpoint},
    {"_ability_begin", api_ability_begin},
    {"_condition_begin", api_condition_begin},
    {"_frame_end", api_frame_end},
    {"_depth", api_depth},
    {"_unwind", api_unwind},
    {"_mod_add", api_mod_add},
    {"unmodify", api_unmodify},
    {"_unsettled", api_unsettled},
    {"_settled", api_settled},
    {"modifiers_of", api_mods_of},
    {"mod_sum", api_mod_sum},
    {"clear_modifiers", api_clear_modifiers},
    {"_scope_enter", api_scope_enter},
    {"_scope_leave", api_scope_leave},
    {"scope_serial", api_scope_serial},
    {"in_scope", api_in_scope},
    {"_window_push", api_window_push},
    {"_window_holder", api_window_holder},
    {"_window_pass", api_window_pass},
    {"_window_acted", api_window_acted},
    {"_window_pop", api_window_pop},
    {"_cause_push", api_cause_push},
    {"_cause_pop", api_cause_pop},
    {"cause", api_cause},
    {"log", api_log},
    {"_decide", api_decide},
    {"decision", api_decision},
    {"_ref_set", api_ref_set},
    {"_define_local", api_define_local},
    {"_local_def", api_local_def},
    {"ref", api_ref},
    {"offered", api_offered},
    {"log_lines", api_log_lines},
    {"log_find", api_log_find},
    {"end_game", api_end_game},
    {"over", api_over},
    {NULL, NULL},
};
