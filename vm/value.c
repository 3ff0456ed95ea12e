/* value: what is worked out from the state - which cards are active, and
 * the value of a card's stat - as cv bindings, kept once per state. See
 * value.h and docs/scripting.md.
 *
 * Activity: the cards in play for which R.is_active holds (all of them when
 * the ruleset has none), in zone order. Values: printed value + registered
 * modifiers (less those of a kind R.suppressed turns off) + the 'modify' of
 * every active card that has one, then R.value. Both run rules code (the
 * ruleset's hooks, the cards' modify), whose errors go to the caller.
 *
 * Both are memos, worked out again only when something they read changed:
 * while one is worked out, each cv binding notes the classes of state it
 * reads (api.h, state.h's CV_CH_*) in the game's tracker for it; a value
 * also reads the registered modifiers and whatever the activity read. A
 * memo is good while the state's counters of those classes stand where
 * they stood (or while nothing at all changed). */
#include "value.h"

#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "game.h"

/* [-0, +1] Pushes the ruleset's hook 'name' (a pool reference) or nil. */
static int push_hook(lua_State *L, int ref)
{
    if (ref == LUA_NOREF || ref == LUA_REFNIL) {
        lua_pushnil(L);
        return 0;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    return 1;
}

static void unref(lua_State *L, int *ref)
{
    if (*ref && *ref != LUA_NOREF && *ref != LUA_REFNIL) luaL_unref(L, LUA_REGISTRYINDEX, *ref);
    *ref = 0;
}

static void forget_words(lua_State *L, cv_activity *a)
{
    for (int i = 0; i < a->nby_word; i++)
        unref(L, &a->by_word[i].ref);
    a->nby_word = 0;
}

/* Opens a tracker for a memo being worked out: its index, or -1 when
 * memos nest too deep (what is then worked out is not kept). */
static int track_open(cv_game *g)
{
    if (g->ntrack >= CV_TRACK_MAX) return -1;
    g->track[g->ntrack] = 0;
    return g->ntrack++;
}

/* Closes tracker k (with any left open above it by an error that a script
 * caught): what it read, which the memo around it (if any) read too. */
static unsigned track_close(cv_game *g, int k)
{
    if (k < 0) return CV_READ_ALL;
    unsigned reads = 0;
    for (int i = k; i < g->ntrack; i++) reads |= g->track[i];
    g->ntrack = k;
    if (k > 0) g->track[k - 1] |= reads;
    return reads;
}

/* Adds 'reads' to the innermost open tracker: a memo used inside another
 * makes the other depend on what it read. */
static void track_add(cv_game *g, unsigned reads)
{
    if (g->ntrack) g->track[g->ntrack - 1] |= reads;
}

/* Is a memo that read 'reads' when the state's counters stood at 'seen'
 * (and its change count at 'at') still good? */
static int still_good(const cv_state *s, unsigned reads, unsigned long at, const unsigned long *seen)
{
    if (at == s->changes) return 1;
    if (reads & CV_READ_ALL) return 0;
    for (int k = 0; k < CV_CH_N; k++)
        if ((reads & (1u << k)) && seen[k] != s->ch[k]) return 0;
    return 1;
}

void cv_value_forget(cv_game *g)
{
    free(g->vmemo);
    g->vmemo = NULL;
    g->ntrack = 0;
    if (g->pool) {
        unref(g->pool->sb.L, &g->act.listref);
        unref(g->pool->sb.L, &g->act.modsref);
        forget_words(g->pool->sb.L, &g->act);
    }
    free(g->act.is);
    free(g->act.mods);
    memset(&g->act, 0, sizeof g->act);
}

static void work_out(lua_State *L, cv_game *g);

/* [-0, +0] Runs work_out protected: a hook that fails leaves no half-made
 * activity behind (the error goes on to the caller). */
static int work_out_protected(lua_State *L)
{
    work_out(L, lua_touserdata(L, 1));
    return 0;
}

/* Works the activity out again if the state changed since; what it read
 * is not added to the memo being worked out (activity() does that). */
static cv_activity *activity_now(lua_State *L, cv_game *g)
{
    cv_activity *a = &g->act;
    if (a->valid && still_good(g->s, a->reads, a->at, a->seen)) {
        a->at = g->s->changes;
        return a;
    }
    if (a->working)
        luaL_error(L, "R.is_active asked which cards are active while that was being worked out");
    lua_pushcfunction(L, work_out_protected);
    lua_pushlightuserdata(L, g);
    a->working = 1;
    int k = track_open(g);
    track_add(g, 1u << CV_CH_INPLAY); /* the cards in play, walked by work_out */
    int rc = lua_pcall(L, 1, 0, 0);
    unsigned reads = CV_READ_ALL;
    if (k >= 0) { /* closed without handing the reads to the memo around */
        reads = 0;
        for (int i = k; i < g->ntrack; i++) reads |= g->track[i];
        g->ntrack = k;
    }
    a->working = 0;
    if (rc != LUA_OK) lua_error(L);
    a->reads = reads;
    return a;
}

/* The activity, for a memo that depends on all of it. */
static cv_activity *activity(lua_State *L, cv_game *g)
{
    cv_activity *a = activity_now(L, g);
    track_add(g, a->reads);
    return a;
}

static void work_out(lua_State *L, cv_game *g)
{
    cv_activity *a = &g->act;
    cv_state *s = g->s;
    size_t n = s->ncards + 1;
    if (a->cap < n) {
        unsigned char *is = realloc(a->is, n);
        int *mods = realloc(a->mods, n * sizeof *mods);
        if (is) a->is = is;
        if (mods) a->mods = mods;
        if (!is || !mods) luaL_error(L, "out of memory");
        a->cap = n;
    }
    memset(a->is, 0, n);
    /* the active cards with a modify before (a copy the collector frees,
     * should a hook fail): values depend on them alone */
    int base = lua_gettop(L);
    size_t was_n = a->valid || a->serial ? a->nmods : (size_t)-1;
    int *was = NULL;
    if (was_n != (size_t)-1 && was_n) {
        was = lua_newuserdatauv(L, was_n * sizeof *was, 0);
        memcpy(was, a->mods, was_n * sizeof *was);
    }
    a->nmods = 0;
    a->valid = 0;
    int has_hook = push_hook(L, g->pool->is_active);
    int hook = lua_gettop(L);
    lua_newtable(L);
    int list = hook + 1;
    lua_newtable(L);
    int mods = hook + 2;
    lua_Integer k = 0, m = 0;
    for (size_t z = 0; z < s->nzones; z++) {
        if (!(s->zones[z].flags & CV_ZONE_INPLAY)) continue;
        for (size_t i = 0; i < s->zones[z].n; i++) {
            int id = s->zones[z].ids[i];
            if (has_hook) {
                lua_pushvalue(L, hook);
                lua_pushinteger(L, id);
                lua_call(L, 1, 1);
                int yes = lua_toboolean(L, -1);
                lua_pop(L, 1);
                if (!yes) continue;
                s = g->s; /* a hook may not change the state, but be safe with it */
            }
            a->is[id] = 1;
            lua_pushinteger(L, id);
            lua_rawseti(L, list, ++k);
            lua_rawgeti(L, LUA_REGISTRYINDEX, cv_state_card(s, id)->def);
            int t = lua_getfield(L, -1, "modify");
            lua_pop(L, 2);
            if (t != LUA_TNIL) {
                a->mods[a->nmods++] = id;
                lua_pushinteger(L, id);
                lua_rawseti(L, mods, ++m);
            }
        }
    }
    forget_words(L, a);
    unref(L, &a->modsref);
    a->modsref = luaL_ref(L, LUA_REGISTRYINDEX);
    unref(L, &a->listref);
    a->listref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_settop(L, hook - 1);
    if (was_n != a->nmods || (was && memcmp(was, a->mods, was_n * sizeof *was)))
        g->s->ch[CV_CH_ACTMODS]++;
    lua_settop(L, base);
    a->at = g->s->changes;
    memcpy(a->seen, g->s->ch, sizeof a->seen);
    a->valid = 1;
    a->serial++;
}

/* cv.active(c): is card c in play and active? */
static int value_active(lua_State *L)
{
    cv_game *g = cv_api_game(L);
    cv_card *c = cv_api_card(L, 1);
    cv_activity *a = activity(L, g);
    lua_pushboolean(L, (size_t)c->id < a->cap && a->is[c->id]);
    return 1;
}

/* cv.active_cards(): the active cards in play, in a stable order (zone
 * order, then position). The list is shared: callers must not change it. */
static int value_active_cards(lua_State *L)
{
    cv_activity *a = activity(L, cv_api_game(L));
    lua_rawgeti(L, LUA_REGISTRYINDEX, a->listref);
    return 1;
}

/* cv._active_with(bit): the active cards with an ability for the timing
 * word of that bit (vm/prelude.lua's WORD_BIT), worked out once per state. */
static int value_active_with(lua_State *L)
{
    cv_game *g = cv_api_game(L);
    unsigned long long bit = (unsigned long long)luaL_checkinteger(L, 1);
    cv_activity *a = activity(L, g);
    for (int i = 0; i < a->nby_word; i++)
        if (a->by_word[i].bit == bit) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, a->by_word[i].ref);
            return 1;
        }
    lua_newtable(L);
    lua_Integer n = 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, a->listref);
    lua_Integer all = (lua_Integer)lua_rawlen(L, -1);
    for (lua_Integer k = 1; k <= all; k++) {
        lua_rawgeti(L, -1, k);
        int id = (int)lua_tointeger(L, -1);
        lua_pop(L, 1);
        if (cv_state_card(g->s, id)->words & bit) {
            lua_pushinteger(L, id);
            lua_rawseti(L, -3, ++n);
        }
    }
    lua_pop(L, 1);
    if (a->nby_word < (int)(sizeof a->by_word / sizeof a->by_word[0])) {
        lua_pushvalue(L, -1);
        a->by_word[a->nby_word].bit = bit;
        a->by_word[a->nby_word++].ref = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    return 1;
}

/* cv._activity(): the active cards, those with a static 'modify', and a
 * number that changes whenever the activity is worked out again (for the
 * kernel's memos of what depends on it). */
static int value_activity(lua_State *L)
{
    cv_activity *a = activity(L, cv_api_game(L));
    lua_rawgeti(L, LUA_REGISTRYINDEX, a->listref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, a->modsref);
    lua_pushinteger(L, (lua_Integer)a->serial);
    return 3;
}

long long cv_value_mods(lua_State *L, cv_state *s, const cv_card *c, const char *stat, int off)
{
    int id = c->id, owner = c->owner;
    long long sum = 0;
    for (size_t i = 0; i < s->mods.n; i++) {
        const cv_mod *m = &s->mods.v[i];
        if (!cv_mod_covers(m, id, owner) || strcmp(m->stat, stat)) continue;
        if (off && m->kind) {
            char kind[64];
            snprintf(kind, sizeof kind, "%s", m->kind); /* the call may change the list */
            long long amount = m->amount;
            lua_pushvalue(L, off);
            lua_pushinteger(L, id);
            lua_pushstring(L, kind);
            lua_call(L, 2, 1);
            int is_off = lua_toboolean(L, -1);
            lua_pop(L, 1);
            if (!is_off && __builtin_add_overflow(sum, amount, &sum)) goto overflow;
            continue;
        }
        if (__builtin_add_overflow(sum, m->amount, &sum)) goto overflow;
    }
    return sum;
overflow:
    luaL_error(L, "the modifiers of %s of %s [%d] add up past the largest integer", stat, c->title,
               id);
    return 0;
}

/* [-2, +0] Raises the error of card src's modify (below its result, on the
 * stack) for 'stat' of card id: a result that is not an integer or nil
 * ('bad'), or one that takes the value past the largest integer. The message
 * names the card's file and the line of its modify, not the caller's. */
static int modify_error(lua_State *L, cv_game *g, int src, int id, const char *stat, int bad)
{
    cv_card *sc = cv_state_card(g->s, src);
    const char *target = cv_state_card(g->s, id)->title;
    char got[96];
    const char *type = luaL_typename(L, -1); /* before lua_tostring turns a number to a string */
    int number = lua_type(L, -1) == LUA_TNUMBER;
    snprintf(got, sizeof got, "%s%s%s", type, number ? " " : "", number ? lua_tostring(L, -1) : "");
    lua_Debug ar;
    lua_pushvalue(L, -2);
    lua_getinfo(L, ">S", &ar);
    if (bad)
        lua_pushfstring(L, "%s:%d: %s [%d]: modify must return an integer or nil (got %s for %s of "
                        "%s [%d])", ar.short_src, ar.linedefined, sc->title, src, got, stat,
                        target, id);
    else
        lua_pushfstring(L, "%s:%d: %s [%d]: modify takes %s of %s [%d] past the largest integer "
                        "(it returned %s)", ar.short_src, ar.linedefined, sc->title, src, stat,
                        target, id, got);
    return lua_error(L);
}

/* Where the card's modify (the function at stack index 'fn') is running:
 * "file:line" of the innermost call in the card's own file (the line that
 * asked the value again), else the innermost script line, else the line
 * where the modify begins. */
static void modify_where(lua_State *L, int fn, char *buf, size_t len)
{
    lua_Debug ar, at;
    lua_pushvalue(L, fn);
    lua_getinfo(L, ">S", &ar);
    for (int level = 1; lua_getstack(L, level, &at); level++) {
        lua_getinfo(L, "Sl", &at);
        if (at.source && ar.source && !strcmp(at.source, ar.source) && at.currentline > 0) {
            snprintf(buf, len, "%s:%d", at.short_src, at.currentline);
            return;
        }
    }
    if (cv_sandbox_where(L, 1, buf, len))
        snprintf(buf, len, "%s:%d", ar.short_src, ar.linedefined);
}

/* [-0, +0] A loop of modifiers: card src's modify is asked for 'stat' of
 * card id while the same modify, for the same card and stat, is running
 * (frame 'open' of g->frames): it would recurse until the C stack or the
 * budget ran out. Raises at once, naming the chain of modifies from that
 * frame to this call, placed at the card's line (the modify at 'fn'). */
static int modify_loop(lua_State *L, cv_game *g, size_t open, int src, int id, const char *stat,
                       int fn)
{
    luaL_Buffer b;
    char where[256];
    modify_where(L, fn, where, sizeof where);
    luaL_buffinit(L, &b);
    lua_pushfstring(L, "%s: a loop of modifiers: ", where);
    luaL_addvalue(&b);
    size_t named = 0, skipped = 0;
    for (size_t i = open; i < g->nframes; i++) {
        const cv_frame *f = &g->frames[i];
        if (f->condition != CV_FRAME_MODIFY) continue;
        if (named >= 6 && i + 3 < g->nframes) { /* a long chain: its start and its end */
            if (!skipped++) luaL_addstring(&b, "... -> ");
            continue;
        }
        const cv_card *c = cv_state_card(g->s, f->card);
        lua_pushfstring(L, "%s [%d] modify -> ", c ? c->title : "?", f->card);
        luaL_addvalue(&b);
        named++;
    }
    const cv_card *sc = cv_state_card(g->s, src), *tc = cv_state_card(g->s, id);
    if (named == 1 && !skipped)
        lua_pushfstring(L, "%s [%d] modify (it reads %s of %s [%d], the value it modifies)",
                        sc->title, src, stat, tc->title, id);
    else
        lua_pushfstring(L, "%s [%d] modify (each reads the value the next one modifies; %s of "
                        "%s [%d] again)", sc->title, src, stat, tc->title, id);
    luaL_addvalue(&b);
    luaL_pushresult(&b);
    return lua_error(L);
}

/* The memo slot for (card id, stat): where it is kept or would be; NULL
 * when such a value is not kept (a long stat name, out of memory). */
static cv_vmemo *vmemo_slot(cv_game *g, int id, const char *stat)
{
    size_t len = strlen(stat);
    if (len >= sizeof g->vmemo[0].stat) return NULL;
    if (!g->vmemo && !(g->vmemo = calloc(CV_VMEMO_SLOTS, sizeof *g->vmemo))) return NULL;
    unsigned h = (unsigned)id * 2654435761u;
    for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)stat[i]) * 16777619u;
    return &g->vmemo[h % CV_VMEMO_SLOTS];
}

static int value_compute(lua_State *L, cv_game *g, int id, const char *stat);

/* cv.value(c, stat): the value of 'stat' for card c (see the head), from
 * the memo while what it read stands. */
static int value_value(lua_State *L)
{
    cv_game *g = cv_api_game_reads(L, 0);
    cv_card *c = cv_api_card(L, 1);
    const char *stat = luaL_checkstring(L, 2);
    int id = c->id;
    lua_settop(L, 2);
    cv_vmemo *m = vmemo_slot(g, id, stat);
    int mine = m && m->card == id && !strcmp(m->stat, stat);
    /* its count of the active modifies stands only once the activity is
     * worked out for this state (not while it is being worked out) */
    if (mine && (m->reads & (1u << CV_CH_ACTMODS)) && m->at != g->s->changes) {
        if (g->act.working)
            mine = 0;
        else
            activity_now(L, g);
    }
    if (mine && still_good(g->s, m->reads, m->at, m->seen)) {
        m->at = g->s->changes;
        track_add(g, m->reads);
        lua_pushinteger(L, (lua_Integer)m->v);
        return 1;
    }
    unsigned long at = g->s->changes;
    int k = track_open(g);
    track_add(g, 1u << CV_CH_MODS); /* the registered modifiers, read in C */
    value_compute(L, g, id, stat);
    unsigned reads = track_close(g, k);
    /* kept when it is a whole number worked out without a change to the
     * state (a hook that changes the game is refused or is a bug) */
    if (m && lua_isinteger(L, -1) && at == g->s->changes && !(reads & CV_READ_ALL)) {
        m->card = id;
        strcpy(m->stat, stat);
        m->v = (long long)lua_tointeger(L, -1);
        m->reads = reads;
        m->at = at;
        memcpy(m->seen, g->s->ch, sizeof m->seen);
    }
    return 1;
}

/* [-0, +1] Works out the value of 'stat' for card id (the arguments are at
 * 1 and 2) and pushes it. */
static int value_compute(lua_State *L, cv_game *g, int id, const char *stat)
{
    /* the printed value, or 0 */
    lua_rawgeti(L, LUA_REGISTRYINDEX, cv_state_card(g->s, id)->def);
    lua_pushvalue(L, 2); /* the stat's name as given: no C string to look up */
    if (lua_gettable(L, -2) != LUA_TNUMBER) {
        lua_pop(L, 1);
        lua_pushinteger(L, 0);
    }
    lua_remove(L, 3); /* 3: the value so far */
    int off = push_hook(L, g->pool->suppressed) ? 4 : 0;
    long long mods = cv_value_mods(L, g->s, cv_state_card(g->s, id), stat, off);
    lua_pop(L, 1); /* the hook */
    lua_Integer total;
    if (!lua_isinteger(L, 3)) { /* a printed value that is not a whole number */
        lua_Number x = lua_tonumber(L, 3);
        if (!lua_numbertointeger(x, &total))
            return luaL_error(L, "%s [%d]: printed %s %s is not a whole number",
                              cv_state_card(g->s, id)->title, id, stat, lua_tostring(L, 3));
    } else {
        total = lua_tointeger(L, 3);
    }
    if (__builtin_add_overflow(total, (lua_Integer)mods, &total))
        return luaL_error(L, "%s of %s [%d]: printed value and modifiers add up past the largest "
                          "integer", stat, cv_state_card(g->s, id)->title, id);
    /* which active cards have a modify, not all the activity read */
    cv_activity *a = activity_now(L, g);
    track_add(g, 1u << CV_CH_ACTMODS);
    for (size_t i = 0; i < a->nmods; i++) {
        int src = a->mods[i];
        lua_rawgeti(L, LUA_REGISTRYINDEX, cv_state_card(g->s, src)->def);
        lua_getfield(L, -1, "modify");
        lua_remove(L, -2);
        lua_pushvalue(L, -1); /* kept: where the card's modify is, for an error */
        lua_pushinteger(L, src);
        lua_pushinteger(L, id);
        lua_pushvalue(L, 2);
        /* the same modify already asked for this value: a loop, at once */
        for (size_t k = 0; k < g->nframes; k++) {
            const cv_frame *f = &g->frames[k];
            if (f->condition == CV_FRAME_MODIFY && f->card == src && f->target == id && f->stat &&
                !strcmp(f->stat, stat))
                return modify_loop(L, g, k, src, id, stat, lua_gettop(L) - 4);
        }
        /* a frame: an error names the card's modify, which may not change the game */
        long mark = cv_game_frame_open(g, src, "modify", CV_FRAME_MODIFY);
        if (mark < 0) return luaL_error(L, "not enough memory");
        g->frames[mark].target = id;
        g->frames[mark].stat = stat;
        lua_call(L, 3, 1);
        cv_game_frame_close(g, L, (size_t)mark, lua_gettop(L) - 1);
        lua_Integer add = 0;
        int bad = !lua_isinteger(L, -1) && !lua_isnil(L, -1);
        if (lua_isinteger(L, -1)) add = lua_tointeger(L, -1);
        if (bad || __builtin_add_overflow(total, add, &total))
            return modify_error(L, g, src, id, stat, bad);
        lua_pop(L, 2);
    }
    lua_pushinteger(L, total);
    lua_replace(L, 3);
    if (push_hook(L, g->pool->value)) {
        lua_pushinteger(L, id);
        lua_pushvalue(L, 2);
        lua_pushvalue(L, 3);
        lua_call(L, 3, 1);
    } else {
        lua_pop(L, 1);
    }
    return 1;
}

/* cv.reaching(pool, stat [, pool2, stat2 ...]): the cards in play, in the
 * order cv.in_play lists them, whose count of tokens 'pool' reaches their
 * current value of 'stat' (cv.value), for the first pair whose stat the
 * card's definition prints as a number: the usual state check (wounds
 * reaching vitality, damage reaching armor) in one call. */
#define REACHING_PAIRS 8
static int value_reaching(lua_State *L)
{
    int npairs = lua_gettop(L) / 2;
    luaL_argcheck(L, npairs >= 1 && npairs <= REACHING_PAIRS && lua_gettop(L) % 2 == 0, 1,
                  "pairs of a pool and a stat expected (1 to 8 pairs)");
    const char *pool[REACHING_PAIRS];
    for (int p = 0; p < npairs; p++) {
        pool[p] = luaL_checkstring(L, 2 * p + 1);
        luaL_checkstring(L, 2 * p + 2);
    }
    cv_game *g = cv_api_game_reads(L, 1u << CV_CH_INPLAY | 1u << CV_CH_POOLS);
    /* the cards in play first: a value worked out below runs the ruleset */
    size_t n = 0;
    for (size_t z = 0; z < g->s->nzones; z++)
        if (g->s->zones[z].flags & CV_ZONE_INPLAY) n += g->s->zones[z].n;
    lua_settop(L, 2 * npairs);
    int *ids = lua_newuserdatauv(L, (n ? n : 1) * sizeof *ids, 0); /* freed by the collector */
    n = 0;
    for (size_t z = 0; z < g->s->nzones; z++)
        if (g->s->zones[z].flags & CV_ZONE_INPLAY)
            for (size_t k = 0; k < g->s->zones[z].n; k++)
                ids[n++] = g->s->zones[z].ids[k];
    lua_newtable(L);
    int out = lua_gettop(L);
    lua_Integer found = 0;
    for (size_t i = 0; i < n; i++) {
        const cv_card *c = cv_state_card(g->s, ids[i]);
        if (!c) continue;
        lua_rawgeti(L, LUA_REGISTRYINDEX, c->def);
        for (int p = 0; p < npairs; p++) {
            lua_pushvalue(L, 2 * p + 2); /* the stat's name, a Lua string already */
            int printed = lua_gettable(L, -2) == LUA_TNUMBER;
            lua_pop(L, 1);
            if (!printed) continue;
            long long have = cv_kv_num(&c->pools, pool[p], 0);
            lua_pushcfunction(L, value_value);
            lua_pushinteger(L, ids[i]);
            lua_pushvalue(L, 2 * p + 2);
            lua_call(L, 2, 1);
            int reached = have >= lua_tointeger(L, -1);
            lua_pop(L, 1);
            if (reached) {
                lua_pushinteger(L, ids[i]);
                lua_rawseti(L, out, ++found);
            }
            break;
        }
        lua_pop(L, 1);
    }
    return 1;
}

const luaL_Reg cv_value_funcs[] = {
    {"reaching", value_reaching},
    {"active", value_active},
    {"active_cards", value_active_cards},
    {"_activity", value_activity},
    {"_active_with", value_active_with},
    {"value", value_value},
    {NULL, NULL},
};
