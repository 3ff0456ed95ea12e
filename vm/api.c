/* api: the C functions behind the 'cv' table that read and change the
 * state (players and seats, zones, cards, pools, variables, links); flow.c
 * has those of the flow of play. See api.h and docs/scripting.md. Seats are 1-based in Lua and 0-based in C; an "owner"
 * of pools and variables is a card id (> 0), cv.GAME (0), or
 * cv.player(seat) (-seat). Every function acts on the game of the thread
 * that calls it (a pool's cv table serves all its games). */
#include "api.h"

#include <lauxlib.h>
#include <string.h>

#include "flow.h"
#include "hex.h"
#include "plane.h"
#include "value.h"
#include "game.h"
#include "pool.h"

cv_game *cv_api_game_reads(lua_State *L, unsigned reads)
{
    cv_game *g = cv_game_of(L);
    if (!g || !g->s)
        luaL_error(L, "no game is running: cv works inside the functions a game calls, "
                      "not while a file loads");
    if (g->ntrack) g->track[g->ntrack - 1] |= reads;
    return g;
}

cv_game *cv_api_game(lua_State *L)
{
    return cv_api_game_reads(L, CV_READ_ALL);
}

cv_state *cv_api_state(lua_State *L)
{
    return cv_api_game(L)->s;
}

/* The state, for a binding that may read or change anything in it. */
static cv_state *st(lua_State *L)
{
    return cv_api_state(L);
}

/* The state, for a binding that reads only 'reads' of it (CV_CH_* bits;
 * 0: what never changes, a card's definition or owner). */
static cv_state *rd(lua_State *L, unsigned reads)
{
    return cv_api_game_reads(L, reads)->s;
}

/* Reading variable 'key' (of any owner): only a change to that name
 * counts for a memo, unless the watch list is full. */
static cv_state *rd_var(lua_State *L, const char *key)
{
    cv_game *g = cv_api_game_reads(L, 0);
    if (g->ntrack)
        g->track[g->ntrack - 1] |= 1u << (cv_state_watch(g->s, key) ? CV_CH_VARS : CV_CH_WATCHED);
    return g->s;
}

/* Reading links named 'name': only a change to a link of that name
 * counts for a memo, unless the watch list is full. */
static cv_state *rd_link(lua_State *L, const char *name)
{
    cv_game *g = cv_api_game_reads(L, 0);
    if (g->ntrack)
        g->track[g->ntrack - 1] |= 1u << (cv_state_watch(g->s, name) ? CV_CH_LINKS : CV_CH_WATCHED);
    return g->s;
}

/* The classes a read of zone z depends on. */
static unsigned zone_reads(const cv_state *s, int z)
{
    return 1u << ((s->zones[z].flags & CV_ZONE_INPLAY) ? CV_CH_INPLAY : CV_CH_ZONES);
}

int cv_api_seat(lua_State *L, int arg)
{
    lua_Integer seat = luaL_checkinteger(L, arg);
    luaL_argcheck(L, seat >= 1 && seat <= rd(L, 0)->nplayers, arg, "no such seat");
    return (int)seat - 1;
}

static int check_seat(lua_State *L, int arg)
{
    return cv_api_seat(L, arg);
}

static int opt_seat(lua_State *L, int arg)
{
    return lua_isnoneornil(L, arg) ? -1 : check_seat(L, arg);
}

cv_card *cv_api_card(lua_State *L, int arg)
{
    lua_Integer id = luaL_checkinteger(L, arg);
    cv_card *c = cv_state_card(rd(L, 0), (int)id);
    if (!c) luaL_argerror(L, arg, "no such card");
    return c;
}

static cv_card *check_card(lua_State *L, int arg)
{
    return cv_api_card(L, arg);
}

static cv_obj check_owner(lua_State *L, int arg)
{
    lua_Integer o = luaL_checkinteger(L, arg);
    if (o == 0) return (cv_obj){CV_OBJ_GAME, 0};
    if (o < 0) {
        luaL_argcheck(L, -o <= rd(L, 0)->nplayers, arg, "no such player");
        return (cv_obj){CV_OBJ_PLAYER, (int)(-o - 1)};
    }
    if (!cv_state_card(rd(L, 0), (int)o)) luaL_argerror(L, arg, "no such card");
    return (cv_obj){CV_OBJ_CARD, (int)o};
}

static int check_zone(lua_State *L, int name_arg)
{
    const char *name = luaL_checkstring(L, name_arg);
    int seat = opt_seat(L, name_arg + 1);
    int z = cv_state_zone_find(rd(L, 0), name, seat);
    if (z < 0) {
        if (seat >= 0)
            luaL_error(L, "no zone '%s' for seat %d", name, seat + 1);
        else
            luaL_error(L, "no shared zone '%s'", name);
    }
    return z;
}

int cv_api_nomem(lua_State *L)
{
    return luaL_error(L, "out of memory");
}

static int nomem(lua_State *L)
{
    return cv_api_nomem(L);
}

/* ---- players ---- */

static int api_nplayers(lua_State *L)
{
    lua_pushinteger(L, rd(L, 0)->nplayers);
    return 1;
}

static int api_player_name(lua_State *L)
{
    lua_pushstring(L, rd(L, 0)->players[check_seat(L, 1)].name);
    return 1;
}

static int api_player(lua_State *L)
{
    lua_pushinteger(L, -(check_seat(L, 1) + 1));
    return 1;
}

/* ---- zones ---- */

static int api_zone_add(lua_State *L)
{
    const char *name = luaL_checkstring(L, 1);
    int seat = opt_seat(L, 2);
    const char *f = luaL_optstring(L, 3, "");
    int flags = 0;
    if (strstr(f, "inplay")) flags |= CV_ZONE_INPLAY;
    if (strstr(f, "hidden")) flags |= CV_ZONE_HIDDEN;
    if (strstr(f, "deck")) flags |= CV_ZONE_DECK;
    if (cv_state_zone_find(st(L), name, seat) >= 0)
        return luaL_error(L, "zone '%s' exists already", name);
    if (cv_state_zone_add(st(L), name, seat, flags) < 0) return nomem(L);
    return 0;
}

/* cv.zone_names(seat or nil): the zone names of a seat (or the shared
 * ones), in the order they were created. */
static int api_zone_names(lua_State *L)
{
    cv_state *s = st(L);
    int seat = opt_seat(L, 1);
    lua_newtable(L);
    lua_Integer n = 0;
    for (size_t z = 0; z < s->nzones; z++)
        if (s->zones[z].owner == seat) {
            lua_pushstring(L, s->zones[z].name);
            lua_rawseti(L, -2, ++n);
        }
    return 1;
}

static void push_ids(lua_State *L, const int *ids, size_t n)
{
    lua_createtable(L, (int)n, 0);
    for (size_t i = 0; i < n; i++) {
        lua_pushinteger(L, ids[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

static int api_zone(lua_State *L)
{
    int zi = check_zone(L, 1);
    const cv_zone *z = &rd(L, zone_reads(rd(L, 0), zi))->zones[zi];
    push_ids(L, z->ids, z->n);
    return 1;
}

static int api_zone_size(lua_State *L)
{
    int zi = check_zone(L, 1);
    lua_pushinteger(L, (lua_Integer)rd(L, zone_reads(rd(L, 0), zi))->zones[zi].n);
    return 1;
}

static int api_where(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    const cv_zone *z = &rd(L, 1u << CV_CH_ZONES)->zones[c->zone];
    lua_pushstring(L, z->name);
    if (z->owner >= 0)
        lua_pushinteger(L, z->owner + 1);
    else
        lua_pushnil(L);
    lua_pushinteger(L, cv_zone_find(z, c->id) + 1);
    return 3;
}

static int api_is_in_play(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    lua_pushboolean(L, (rd(L, 1u << CV_CH_INPLAY)->zones[c->zone].flags & CV_ZONE_INPLAY) != 0);
    return 1;
}

static int api_in_play(lua_State *L)
{
    cv_state *s = rd(L, 1u << CV_CH_INPLAY);
    lua_newtable(L);
    lua_Integer n = 0;
    for (size_t z = 0; z < s->nzones; z++)
        if (s->zones[z].flags & CV_ZONE_INPLAY)
            for (size_t k = 0; k < s->zones[z].n; k++) {
                lua_pushinteger(L, s->zones[z].ids[k]);
                lua_rawseti(L, -2, ++n);
            }
    return 1;
}

/* cv.move(card, zone, seat, pos): pos nil = bottom, 1 = top, k = k-th. */
static int api_move(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    int z = check_zone(L, 2);
    long pos = -1;
    if (!lua_isnoneornil(L, 4)) {
        lua_Integer p = luaL_checkinteger(L, 4);
        luaL_argcheck(L, p >= 1, 4, "positions start at 1 (the top)");
        pos = (long)p - 1;
    }
    int rc = cv_state_move(st(L), c->id, z, pos);
    if (rc == CV_EARG)
        return luaL_error(L, "cv.move: card %d is committed face down (cv.commit): reveal it to "
                          "every player before it leaves its zone", c->id);
    if (rc) return nomem(L);
    return 0;
}

/* Seats as a bit per seat: a list of seats at 'arg', or every player when
 * it is none or nil. */
static unsigned seat_bits(lua_State *L, int arg)
{
    int n = rd(L, 0)->nplayers;
    if (lua_isnoneornil(L, arg)) return n >= 32 ? ~0u : (1u << n) - 1;
    luaL_checktype(L, arg, LUA_TTABLE);
    unsigned bits = 0;
    for (lua_Integer i = 1; i <= luaL_len(L, arg); i++) {
        lua_rawgeti(L, arg, i);
        lua_Integer seat = luaL_checkinteger(L, -1);
        luaL_argcheck(L, seat >= 1 && seat <= n && seat <= 32, arg, "a list of seats expected");
        bits |= 1u << (seat - 1);
        lua_pop(L, 1);
    }
    luaL_argcheck(L, bits != 0, arg, "a list of seats expected (nil: every player)");
    return bits;
}

/* cv.reveal(c [, seats]): card c's face is shown to 'seats' (a list; nil:
 * every player) until it moves to another zone. */
static int api_reveal(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    unsigned seats = seat_bits(L, 2);
    int rc = cv_state_reveal(st(L), c->id, seats);
    if (rc == CV_ENOMEM) return nomem(L);
    return 0;
}

/* cv.commit(c): card c, as it is now, is committed face down: it cannot
 * leave its zone until revealed to every player; the log gives a digest. */
static int api_commit(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    int rc = cv_state_commit(st(L), c->id);
    if (rc == CV_EARG) return luaL_error(L, "cv.commit: card %d is committed already", c->id);
    if (rc) return nomem(L);
    return 0;
}

/* cv.look(seat, n, zone [, zone_seat]): 'seat' looks at the top n cards of
 * the zone, which it knows until they move; returns them, top first. */
static int api_look(lua_State *L)
{
    int seat = check_seat(L, 1);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 0, 2, "a number of cards (0 or more) expected");
    int z = check_zone(L, 3);
    long seen = cv_state_look(st(L), seat, z, (size_t)n);
    if (seen == -CV_ENOMEM) return nomem(L);
    if (seen < 0) return luaL_error(L, "cv.look: seat %d cannot look (seats 1-32)", seat + 1);
    push_ids(L, st(L)->zones[z].ids, (size_t)seen);
    return 1;
}

/* cv.visible(c, seat): may 'seat' see which card c is? */
static int api_visible(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    int seat = check_seat(L, 2);
    lua_pushboolean(L, cv_state_visible(st(L), c->id, seat));
    return 1;
}

static int api_shuffle(lua_State *L)
{
    cv_state_shuffle(st(L), check_zone(L, 1));
    return 0;
}

/* ---- cards ---- */

static int api_card_add(lua_State *L)
{
    const char *key = luaL_checkstring(L, 1);
    const char *title = luaL_checkstring(L, 2);
    int seat = check_seat(L, 3);
    int z = check_zone(L, 4);
    unsigned long long words;
    int def = cv_pool_def(cv_api_game(L)->pool, key, &words);
    if (!def) def = cv_game_local_def(cv_api_game(L), key, &words); /* a position's test card */
    if (!def) return luaL_error(L, "unknown card '%s'", key);
    int id = cv_state_card_add(st(L), key, title, seat, z);
    if (id < 0) return nomem(L);
    cv_state_card(st(L), id)->def = def;
    cv_state_card(st(L), id)->words = words;
    lua_pushinteger(L, id);
    return 1;
}

/* cv.cards_with_word(zone, seat, word): the cards of the zone (in order)
 * with an ability for timing word 'word' (events in a hand, say). */
static int api_cards_with_word(lua_State *L)
{
    int zi = check_zone(L, 1);
    const char *word = luaL_checkstring(L, 3);
    cv_game *g = cv_api_game_reads(L, zone_reads(rd(L, 0), zi));
    const cv_zone *z = &g->s->zones[zi];
    unsigned long long bit = cv_pool_word_bit(g->pool, L, word);
    lua_newtable(L);
    lua_Integer n = 0;
    for (size_t i = 0; bit && i < z->n; i++)
        if (cv_state_card(g->s, z->ids[i])->words & bit) {
            lua_pushinteger(L, z->ids[i]);
            lua_rawseti(L, -2, ++n);
        }
    return 1;
}

/* cv.def(c): the card's definition (frozen, shared by every copy). */
static int api_def(lua_State *L)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, check_card(L, 1)->def);
    return 1;
}

/* cv.name(c): "Title [id]", how logs and labels name a card. */
static int api_name(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    lua_pushfstring(L, "%s [%d]", c->title, c->id);
    return 1;
}

/* cv._changes(): the count of changes to the state so far (a memo of
 * what depends on the state is good while it stays the same). */
static int api_changes(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)st(L)->changes);
    return 1;
}

static int api_blueprint(lua_State *L)
{
    lua_pushstring(L, check_card(L, 1)->blueprint);
    return 1;
}

static int api_owner(lua_State *L)
{
    lua_pushinteger(L, check_card(L, 1)->owner + 1);
    return 1;
}

static int api_ncards(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)rd(L, 1u << CV_CH_ZONES)->ncards);
    return 1;
}

/* ---- pools and variables ---- */

/* [-0, +1] Pushes a table of the set's entries (names starting with '_'
 * left out), numbers or strings. */
static void push_kv(lua_State *L, const cv_kv *kv)
{
    lua_newtable(L);
    for (size_t i = 0; kv && i < kv->n; i++) {
        if (kv->v[i].key[0] == '_') continue;
        if (kv->v[i].str)
            lua_pushstring(L, kv->v[i].str);
        else
            lua_pushinteger(L, kv->v[i].num);
        lua_setfield(L, -2, kv->v[i].key);
    }
}

/* [-0, +1] Pushes "owner: pool is n" for the first pool of kv below zero
 * and returns 1; else 0. */
static int push_negative(lua_State *L, const cv_kv *kv, const char *owner, int id)
{
    for (size_t i = 0; i < kv->n; i++)
        if (!kv->v[i].str && kv->v[i].num < 0) {
            if (id)
                lua_pushfstring(L, "%s [%d]: %s is %I", owner, id, kv->v[i].key,
                                (lua_Integer)kv->v[i].num);
            else
                lua_pushfstring(L, "%s: %s is %I", owner, kv->v[i].key, (lua_Integer)kv->v[i].num);
            return 1;
        }
    return 0;
}

/* cv.negative_pool(): the first pool below zero (the game's, a player's, a
 * card's) as "owner: pool is n", or nil. For a ruleset's invariants. */
static int api_negative_pool(lua_State *L)
{
    cv_state *s = rd(L, 1u << CV_CH_POOLS);
    if (push_negative(L, &s->pools, "the game", 0)) return 1;
    for (int i = 0; i < s->nplayers; i++)
        if (push_negative(L, &s->players[i].pools, s->players[i].name, 0)) return 1;
    for (size_t i = 0; i < s->ncards; i++)
        if (push_negative(L, &s->cards[i].pools, s->cards[i].title, s->cards[i].id)) return 1;
    return 0;
}

/* cv.pools_of(owner), cv.vars_of(owner), cv.links_of(card): every entry. */
static int api_pools_of(lua_State *L)
{
    cv_obj o = check_owner(L, 1);
    push_kv(L, cv_state_pools(rd(L, 1u << CV_CH_POOLS), o));
    return 1;
}

static int api_vars_of(lua_State *L)
{
    cv_obj o = check_owner(L, 1);
    push_kv(L, cv_state_vars(rd(L, 1u << CV_CH_VARS), o));
    return 1;
}

static int api_links_of(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    rd(L, 1u << CV_CH_LINKS);
    push_kv(L, &c->links);
    return 1;
}

static int api_pool(lua_State *L)
{
    cv_obj o = check_owner(L, 1);
    const char *name = luaL_checkstring(L, 2);
    lua_pushinteger(L, cv_kv_num(cv_state_pools(rd(L, 1u << CV_CH_POOLS), o), name, 0));
    return 1;
}

static int api_add_pool(lua_State *L)
{
    cv_obj o = check_owner(L, 1);
    const char *name = luaL_checkstring(L, 2);
    lua_Integer d = luaL_checkinteger(L, 3);
    long long have = cv_kv_num(cv_state_pools(st(L), o), name, 0);
    if (have + d < 0)
        return luaL_error(L, "pool '%s' cannot go negative (has %I, removing %I)", name,
                          (lua_Integer)have, (lua_Integer)-d);
    if (cv_state_pool_add(st(L), o, name, d)) return nomem(L);
    lua_pushinteger(L, have + d);
    return 1;
}

static int api_set_pool(lua_State *L)
{
    cv_obj o = check_owner(L, 1);
    const char *name = luaL_checkstring(L, 2);
    lua_Integer v = luaL_checkinteger(L, 3);
    luaL_argcheck(L, v >= 0, 3, "pools are never negative");
    if (cv_state_pool_set(st(L), o, name, v)) return nomem(L);
    return 0;
}

static int api_var(lua_State *L)
{
    cv_obj o = check_owner(L, 1);
    const char *key = luaL_checkstring(L, 2);
    const cv_kv_entry *e = cv_kv_find(cv_state_vars(rd_var(L, key), o), key);
    if (!e)
        lua_pushnil(L);
    else if (e->str)
        lua_pushstring(L, e->str);
    else
        lua_pushinteger(L, e->num);
    return 1;
}

/* cv.set_var(owner, key, v [, how]): v an integer, a string, true (= 1),
 * or false/nil (delete). how: "quiet" (the change is not logged), or a
 * table { quiet = true, ["until"] = scope } binding the variable to the
 * innermost open scope of that name: it is deleted when the scope ends. */
static int api_set_var(lua_State *L)
{
    cv_obj o = check_owner(L, 1);
    const char *key = luaL_checkstring(L, 2);
    cv_state *s = st(L);
    /* the kernel's turn, player and phase: the ruleset's, never a card's */
    if (o.kind == CV_OBJ_GAME && cv_api_game(L)->nframes &&
        (!strcmp(key, "turn") || !strcmp(key, "player") || !strcmp(key, "phase")))
        return luaL_error(L, "cv.set_var: '%s' is the kernel's game variable; an ability may not "
                          "set it", key);
    if (!strcmp(key, CV_SEEN) || !strcmp(key, CV_COMMIT))
        return luaL_error(L, "cv.set_var: '%s' is the kernel's (cv.reveal, cv.look and cv.commit "
                          "set it)", key);
    int quiet = 0;
    unsigned scope = 0;
    if (lua_type(L, 4) == LUA_TTABLE) {
        lua_getfield(L, 4, "quiet");
        quiet = lua_toboolean(L, -1);
        lua_pop(L, 1);
        if (lua_getfield(L, 4, "until") != LUA_TNIL) {
            const char *name = lua_tostring(L, -1);
            luaL_argcheck(L, name, 4, "until: a scope name expected");
            scope = cv_state_scope_find(s, name);
            if (!scope) return luaL_error(L, "cv.set_var: no open scope '%s'", name);
        }
        lua_pop(L, 1);
    } else {
        const char *mode = luaL_optstring(L, 4, "");
        luaL_argcheck(L, !*mode || !strcmp(mode, "quiet"), 4,
                      "\"quiet\", { quiet =, until = } or nothing expected");
        quiet = *mode != 0;
    }
    if (lua_type(L, 3) == LUA_TNUMBER && !lua_isinteger(L, 3))
        return luaL_argerror(L, 3, "variables hold integers");
    if (scope && cv_state_var_bind(s, o, key, scope)) return nomem(L);
    s->quiet = quiet;
    int rc;
    switch (lua_type(L, 3)) {
    case LUA_TNONE:
    case LUA_TNIL:
        rc = cv_state_var_del(s, o, key);
        break;
    case LUA_TBOOLEAN:
        rc = lua_toboolean(L, 3) ? cv_state_var_num(s, o, key, 1) : cv_state_var_del(s, o, key);
        break;
    case LUA_TSTRING:
        rc = cv_state_var_str(s, o, key, lua_tostring(L, 3));
        break;
    case LUA_TNUMBER:
        rc = cv_state_var_num(s, o, key, lua_tointeger(L, 3));
        break;
    default:
        s->quiet = 0;
        return luaL_argerror(L, 3, "an integer, a string, a boolean or nil expected");
    }
    s->quiet = 0;
    if (rc == CV_ERANGE)
        return luaL_error(L, "cv.set_var: a variable's text is at most %d bytes", CV_TEXT_MAX);
    if (rc) return nomem(L);
    return 0;
}

/* ---- links ---- */

static int api_link(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    const char *name = luaL_checkstring(L, 2);
    rd_link(L, name);
    long long to = cv_kv_num(&c->links, name, 0);
    if (to)
        lua_pushinteger(L, to);
    else
        lua_pushnil(L);
    return 1;
}

static int api_set_link(lua_State *L)
{
    cv_card *c = check_card(L, 1);
    const char *name = luaL_checkstring(L, 2);
    int to = 0;
    if (!lua_isnoneornil(L, 3)) to = check_card(L, 3)->id;
    luaL_argcheck(L, to != c->id, 3, "a card cannot link to itself");
    if (cv_state_link(st(L), c->id, name, to)) return nomem(L);
    return 0;
}

/* cv.linked(name, to): the cards whose link 'name' is card 'to', by id. */
static int api_linked(lua_State *L)
{
    const char *name = luaL_checkstring(L, 1);
    cv_state *s = rd_link(L, name);
    int to = check_card(L, 2)->id;
    const cv_linkref *r;
    long n = cv_state_linked(s, name, to, &r);
    if (n < 0) return nomem(L);
    lua_createtable(L, (int)n, 0);
    for (long i = 0; i < n; i++) {
        lua_pushinteger(L, r[i].from);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

/* ---- seats ---- */

/* Is the seat still in the game? A player whose variable 'out' is set has
 * left it: seat rotation passes over them. */
static int in_game(const cv_state *s, int seat)
{
    return !cv_kv_find(&s->players[seat].vars, "out");
}

static int api_in_game(lua_State *L)
{
    int seat = check_seat(L, 1);
    lua_pushboolean(L, in_game(rd_var(L, "out"), seat));
    return 1;
}

static int check_step(lua_State *L, int arg)
{
    lua_Integer step = luaL_optinteger(L, arg, 1);
    luaL_argcheck(L, step == 1 || step == -1, arg,
                  "1 (clockwise, to the left) or -1 (counter-clockwise) expected");
    return (int)step;
}

/* cv.seats_from(seat [, step [, skip]]): the seats still in the game, from
 * 'seat' (left out when 'skip' is true) around the table by 'step': 1
 * clockwise (to the left, seat + 1), -1 counter-clockwise. */
static int api_seats_from(lua_State *L)
{
    cv_state *s = rd_var(L, "out");
    int from = check_seat(L, 1), step = check_step(L, 2), skip = lua_toboolean(L, 3);
    int n = s->nplayers;
    lua_createtable(L, n, 0);
    lua_Integer k = 0;
    for (int i = skip ? 1 : 0; i < n; i++) {
        int seat = ((from + step * i) % n + n) % n;
        if (!in_game(s, seat)) continue;
        lua_pushinteger(L, seat + 1);
        lua_rawseti(L, -2, ++k);
    }
    return 1;
}

/* cv.next_seat(seat [, step]): the next seat still in the game after 'seat'
 * around the table by 'step' (1: clockwise); 'seat' itself if none is. */
static int api_next_seat(lua_State *L)
{
    cv_state *s = rd_var(L, "out");
    int from = check_seat(L, 1), step = check_step(L, 2), n = s->nplayers;
    for (int i = 1; i <= n; i++) {
        int seat = ((from + step * i) % n + n) % n;
        if (in_game(s, seat)) {
            lua_pushinteger(L, seat + 1);
            return 1;
        }
    }
    lua_pushinteger(L, from + 1);
    return 1;
}

/* __index of the cv table: cv.options is the running game's options. */
static int api_index(lua_State *L)
{
    if (lua_type(L, 2) == LUA_TSTRING && !strcmp(lua_tostring(L, 2), "options")) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, cv_api_game_reads(L, 0)->gref); /* fixed for the game */
        lua_getfield(L, -1, "options");
        return 1;
    }
    return 0;
}

static const luaL_Reg api_funcs[] = {
    {"nplayers", api_nplayers},
    {"player_name", api_player_name},
    {"player", api_player},
    {"in_game", api_in_game},
    {"seats_from", api_seats_from},
    {"next_seat", api_next_seat},
    {"zone_add", api_zone_add},
    {"zone", api_zone},
    {"zone_names", api_zone_names},
    {"zone_size", api_zone_size},
    {"where", api_where},
    {"is_in_play", api_is_in_play},
    {"in_play", api_in_play},
    {"move", api_move},
    {"shuffle", api_shuffle},
    {"reveal", api_reveal},
    {"look", api_look},
    {"commit", api_commit},
    {"visible", api_visible},
    {"_card_add", api_card_add},
    {"def", api_def},
    {"cards_with_word", api_cards_with_word},
    {"name", api_name},
    {"_changes", api_changes},
    {"blueprint", api_blueprint},
    {"owner", api_owner},
    {"ncards", api_ncards},
    {"negative_pool", api_negative_pool},
    {"pool", api_pool},
    {"pools_of", api_pools_of},
    {"vars_of", api_vars_of},
    {"links_of", api_links_of},
    {"add_pool", api_add_pool},
    {"set_pool", api_set_pool},
    {"var", api_var},
    {"set_var", api_set_var},
    {"link", api_link},
    {"set_link", api_set_link},
    {"linked", api_linked},
    {NULL, NULL},
};
void cv_api_push(lua_State *L)
{
    lua_newtable(L);
    luaL_setfuncs(L, api_funcs, 0);
    luaL_setfuncs(L, cv_flow_funcs, 0);
    luaL_setfuncs(L, cv_value_funcs, 0);
    cv_hex_push(L);
    lua_setfield(L, -2, "hex");
    cv_plane_push(L);
    lua_setfield(L, -2, "plane");
    lua_pushinteger(L, 0);
    lua_setfield(L, -2, "GAME");
    lua_newtable(L);
    lua_pushcfunction(L, api_index);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
}
