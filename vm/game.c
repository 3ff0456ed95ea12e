/* game: the driver behind cardvm.h. A game takes its ruleset and cards from
 * a shared pool (pool.h), reads its decks (deck.h) or position (position.h),
 * and runs K.main as a coroutine of the pool's Lua state that yields at
 * each decision; each answer resumes it.
 *
 * Failure is local: when a step fails (a script error, the instruction
 * budget, the memory cap), the game is rebuilt from its configuration and
 * the answers standing, which brings back, bit for bit, the state it had at
 * the last decision. Undo and redo (history.c) rebuild the same way. */
#include "game.h"

#include <errno.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "deck.h"
#include "position.h"
#include "checkpoint.h"
#include "snap.h"
#include "value.h"
#include "str.h"

#define BUDGET_STEP 20000000LL /* instructions between two decisions */
#define CV_EWATCH (-100) /* run: the watched step was stopped; run it again counted */

static void seterr(char *err, size_t len, const char *msg)
{
    if (err && len) snprintf(err, len, "%s", msg);
}

static char **dup_list(const char **v, int n)
{
    char **out = calloc((size_t)(n > 0 ? n : 1), sizeof *out);
    if (!out) return NULL;
    for (int i = 0; i < n; i++)
        if (v[i] && !(out[i] = cv_str_dup(v[i]))) {
            while (i--)
                free(out[i]);
            free(out);
            return NULL;
        }
    return out;
}

static void free_list(char **v, size_t n)
{
    if (!v) return;
    for (size_t i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

cv_game *cv_game_of(lua_State *L)
{
    cv_sbctx *x = cv_sandbox_ctx(L);
    return x ? x->game : NULL;
}

lua_State *cv_game_enter(cv_game *g)
{
    lua_State *L = g->pool->sb.L;
    cv_sandbox_bind(L, &g->ctx);
    return L;
}

/* Unbinds the pool's main thread from 'g' (it is about to go). */
static void leave(cv_game *g)
{
    lua_State *L = g->pool->sb.L;
    if (cv_sandbox_ctx(L) == &g->ctx) cv_sandbox_bind(L, &g->pool->sb.load);
}

void cv_game_warn(cv_game *g, const char *msg)
{
    char **w = realloc(g->warnings, (g->nwarnings + 1) * sizeof *w);
    if (!w) return;
    g->warnings = w;
    if ((w[g->nwarnings] = cv_str_dup(msg))) g->nwarnings++;
}

/* ---- errors ------------------------------------------------------------------ */

/* The length of "prelude:12: " (a kernel chunk's place) at the head of msg,
 * or 0: such an error was raised by the kernel's Lua on a script's behalf. */
static size_t kernel_place(const char *msg)
{
    static const char *const chunks[] = {"prelude:", "position:", "host:", "names:"};
    for (size_t i = 0; i < sizeof chunks / sizeof *chunks; i++) {
        size_t n = strlen(chunks[i]);
        if (strncmp(msg, chunks[i], n)) continue;
        size_t d = strspn(msg + n, "0123456789");
        if (d && msg[n + d] == ':' && msg[n + d + 1] == ' ') return n + d + 2;
    }
    return 0;
}

void cv_game_take_error(cv_game *g, lua_State *L, char *err, size_t errlen)
{
    char tmp[8];
    if (!err) {
        err = tmp;
        errlen = sizeof tmp;
    }
    const char *msg = NULL;
    if (lua_type(L, -1) == LUA_TSTRING) {
        msg = lua_tostring(L, -1);
    } else if (lua_type(L, -1) == LUA_TTABLE) {
        lua_pushliteral(L, "msg");
        if (lua_rawget(L, -2) == LUA_TSTRING) {
            lua_replace(L, -2); /* keep the string alive in the error's slot */
            msg = lua_tostring(L, -1);
        } else {
            lua_pop(L, 1);
        }
    }
    cv_sbctx *x = cv_sandbox_ctx(L);
    if (x && x->spent[0]) { /* the budget ran out: whatever was raised after it */
        msg = x->spent;
    }
    char where[300] = "";
    if (!msg) msg = "a script raised an error that is not a message";
    size_t kernel = kernel_place(msg);
    if (kernel && x && x->where[0]) { /* raised by the kernel's Lua for a script: the script's line */
        snprintf(where, sizeof where, "%s: ", x->where);
        msg += kernel;
    } else if (!cv_sandbox_has_place(msg) && g &&
               (g->nframes || g->frame_note[0] || strstr(msg, "(in the "))) {
        /* a card's message without a place: where it was raised */
        char at[256];
        if (x && x->where[0])
            snprintf(where, sizeof where, "%s: ", x->where);
        else if (cv_sandbox_where(L, 0, at, sizeof at) == 0)
            snprintf(where, sizeof where, "%s: ", at);
    }
    cv_state *s = g ? g->s : NULL;
    if (g && g->nframes && s && !strstr(msg, "(in the ")) { /* the innermost ability running */
        char frame[256];
        snprintf(err, errlen, "%s%s%s", where, msg, cv_game_frame_text(g, frame, sizeof frame));
    } else if (g && g->frame_note[0] && !strstr(msg, "(in the ")) {
        snprintf(err, errlen, "%s%s%s", where, msg, g->frame_note);
    } else if (s && s->ncauses && !strstr(msg, "(in the ")) {
        snprintf(err, errlen, "%s%s (while: %s)", where, msg, cv_state_cause(s));
    } else {
        snprintf(err, errlen, "%s%s", where, msg);
    }
    lua_pop(L, 1);
}

/* ---- running ------------------------------------------------------------------ */

/* Runs the game coroutine with 'nargs' arguments on its stack until the next
 * decision or the end. CV_OK, or CV_ESCRIPT with the message in err. */
static int run(cv_game *g, int nargs, char *err, size_t len)
{
    int nres = 0;
    g->frame_note[0] = '\0';
    /* An answer runs watched unless its game, or the games of its pool,
     * were stopped often (each stop costs a rebuild): a game at most
     * cv_sandbox_watch_stops() times, a pool that many plus one in 32 of
     * its watched answers. */
    cv_pool *p = g->pool;
    int cap = cv_sandbox_watch_stops();
    int watched = g->watch && g->watch_stops < cap &&
                  p->stopped < p->watched / 32 + (unsigned long)cap &&
                  cv_sandbox_arm_watched(g->co) == 0;
    if (!watched) cv_sandbox_arm(g->co);
    int rc = lua_resume(g->co, g->pool->sb.L, nargs, &nres);
    if (watched) p->watched++;
    if (watched && cv_sandbox_watch_stopped(g->co)) { /* the caller rebuilds the game */
        lua_pop(g->co, rc == LUA_OK || rc == LUA_YIELD ? nres : 1);
        g->watch_stops++;
        p->stopped++;
        return CV_EWATCH;
    }
    if (rc == LUA_YIELD) {
        lua_pop(g->co, nres);
        if (!g->s->decision.active) {
            seterr(err, len, "a script yielded without a decision");
            return CV_ESCRIPT;
        }
        return CV_OK;
    }
    if (rc == LUA_OK) {
        lua_pop(g->co, nres);
        if (!g->s->over) cv_state_end(g->s, "the game ended without a result", 0);
        return CV_OK;
    }
    if (g->looped) { /* drawn by a loop (flow.c): the game is over, as it should be */
        lua_pop(g->co, 1);
        return CV_OK;
    }
    cv_game_take_error(g, g->co, err, len);
    return CV_ESCRIPT;
}

/* Lets go of the game's coroutine and its own table. */
static void stop_lua(cv_game *g)
{
    cv_value_forget(g);
    if (g->pool) {
        lua_State *L = g->pool->sb.L;
        leave(g);
        if (g->coref) luaL_unref(L, LUA_REGISTRYINDEX, g->coref);
        if (g->gref) luaL_unref(L, LUA_REGISTRYINDEX, g->gref);
    }
    g->coref = g->gref = 0;
    g->co = NULL;
}

/* Tears down the running game (not its configuration, history or
 * checkpoints). */
static void stop(cv_game *g)
{
    stop_lua(g);
    cv_state_free(g->s);
    g->s = NULL;
    free_list(g->refnames, g->nrefs);
    free(g->refids);
    g->refnames = NULL;
    g->refids = NULL;
    g->nrefs = 0;
    free_list(g->warnings, g->nwarnings);
    g->warnings = NULL;
    g->nwarnings = 0;
}

/* [-0, +0] Creates the game's own table (with its options) in the registry. */
static int make_table(cv_game *g, lua_State *L)
{
    lua_newtable(L);
    lua_createtable(L, 0, (int)g->nopts);
    for (size_t i = 0; i < g->nopts; i++)
        if (g->optvalues[i]) {
            lua_pushstring(L, g->optvalues[i]);
            lua_setfield(L, -2, g->optnames[i]);
        }
    cv_sandbox_readonly(L, -2, "options", -1);
    lua_pop(L, 1);
    g->gref = luaL_ref(L, LUA_REGISTRYINDEX);
    return g->gref == LUA_REFNIL || g->gref == LUA_NOREF ? -1 : 0;
}

/* Builds the running game and runs it to its first decision. */
static int build(cv_game *g, char *err, size_t len)
{
    g->s = cv_state_new(g->seed);
    if (!g->s) {
        seterr(err, len, "out of memory");
        return CV_ENOMEM;
    }
    g->s->meter = &g->ctx.budget;
    g->ctx = (cv_sbctx){.game = g,
                        .rng = &g->s->rng,
                        .budget = BUDGET_STEP,
                        .step = BUDGET_STEP,
                        .mark = cv_game_frame_mark,
                        .unwind = cv_game_frame_unwind};
    g->consumed = 0;
    g->nframes = 0;
    g->looped = 0;
    lua_State *L = cv_game_enter(g);
    int top = lua_gettop(L);
    if (make_table(g, L)) {
        seterr(err, len, "out of memory");
        return CV_ENOMEM;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "main");
    lua_remove(L, -2);
    if (g->position) {
        lua_newtable(L); /* no decks */
        if (cv_position_read(g, err, len)) {
            lua_settop(L, top);
            return CV_EFILE;
        }
        lua_pushstring(L, g->position);
    } else {
        if (cv_deck_read(g, err, len)) {
            lua_settop(L, top);
            return CV_EFILE;
        }
        lua_pushnil(L);
        lua_pushnil(L);
    }
    g->co = lua_newthread(L);
    cv_sandbox_bind(g->co, &g->ctx);
    g->coref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_xmove(L, g->co, 4); /* K.main, decks, the position and its file */
    lua_settop(L, top);
    int rc = run(g, 3, err, len);
    if (g->position) { /* the file's text is needed no more */
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->gref);
        lua_pushnil(L);
        lua_setfield(L, -2, "position_text");
        lua_pop(L, 1);
    }
    return rc;
}

/* Answers option i of the pending decision without recording it. */
static int step(cv_game *g, size_t i, char *err, size_t len)
{
    cv_state_decision_clear(g->s);
    g->consumed++;
    lua_pushinteger(g->co, (lua_Integer)i + 1);
    return run(g, 1, err, len);
}

/* ---- checkpoints ------------------------------------------------------------ */

/* Puts the game back at checkpoint 'cp': its state (with the live log cut
 * to where it stood), a fresh table, and a coroutine resuming the turn
 * there (K.resume), run to its first decision. */
static int restore(cv_game *g, const cv_checkpoint *cp, char *err, size_t len)
{
    cv_state *s = cv_snap_copy(cp->snap);
    if (!s) {
        seterr(err, len, "out of memory");
        return CV_ENOMEM;
    }
    s->log = g->s->log;
    memset(&g->s->log, 0, sizeof g->s->log);
    cv_log_truncate(&s->log, cp->log);
    stop_lua(g);
    cv_state_free(g->s);
    g->s = s;
    s->meter = &g->ctx.budget;
    g->ctx.rng = &s->rng;
    g->consumed = cp->consumed;
    g->nframes = 0;
    g->looped = 0;
    lua_State *L = cv_game_enter(g);
    int top = lua_gettop(L);
    if (make_table(g, L)) {
        seterr(err, len, "out of memory");
        return CV_ENOMEM;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_getfield(L, -1, "resume");
    lua_remove(L, -2);
    lua_pushinteger(L, cp->turn);
    lua_pushinteger(L, cp->seat);
    lua_pushinteger(L, cp->at);
    g->co = lua_newthread(L);
    cv_sandbox_bind(g->co, &g->ctx);
    g->coref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_xmove(L, g->co, 4);
    lua_settop(L, top);
    return run(g, 3, err, len);
}


/* The history entry for answering option i of the pending decision (its
 * strings are the caller's). */
static cv_hentry entry_for(const cv_game *g, size_t i)
{
    const char *ph = cv_game_var_str(g, "phase");
    return (cv_hentry){.option = i,
                       .label = cv_str_dup(g->s->decision.labels[i]),
                       .seat = g->s->decision.seat,
                       .turn = (long)cv_game_var_num(g, "turn", 0),
                       .phase = ph ? cv_str_dup(ph) : NULL,
                       .log = g->s->log.n};
}

/* Plays entries h.n .. n-1 of the line from the live game, refreshing what
 * they know of themselves. With 'labels', each must still be offered with
 * its recorded label; with 'verify', each must come at the seat and log line
 * it was recorded at (a rebuild from a checkpoint checks itself so). On a
 * mismatch the game stands at the answers that fit (*played) and
 * CV_EILLEGAL is returned with err saying why; 'verify' failing returns -1. */
static int play_line(cv_game *g, size_t n, int labels, int verify, size_t *played, char *err,
                     size_t len)
{
    int rc = CV_OK;
    for (size_t k = g->h.n; rc == CV_OK && k < n; k++) {
        cv_hentry *e = &g->h.v[k];
        if (verify && e->seat >= 0 && (e->seat != g->s->decision.seat || e->log != g->s->log.n))
            return -1;
        if (g->s->over || e->option >= g->s->decision.n) {
            char msg[512];
            snprintf(msg, sizeof msg, "answer %zu (option %zu) does not fit: %s", k + 1,
                     e->option + 1, g->s->over ? "the game is over" : "there are fewer options");
            seterr(err, len, msg);
            return CV_EILLEGAL;
        }
        const char *now = g->s->decision.labels[e->option];
        if (labels && e->label && strcmp(e->label, now)) {
            char msg[1024];
            snprintf(msg, sizeof msg, "answer %zu was '%.400s'; the game now offers '%.400s'",
                     k + 1, e->label, now);
            seterr(err, len, msg);
            return CV_EILLEGAL;
        }
        cv_hentry fresh = entry_for(g, e->option);
        rc = step(g, e->option, err, len);
        if (rc == CV_OK && (!g->no_hashes || (labels && e->hashed))) {
            fresh.hash = cv_game_hash(g);
            fresh.hashed = 1;
        }
        if (rc == CV_OK && labels && e->hashed && fresh.hash != e->hash) {
            char msg[256];
            snprintf(msg, sizeof msg,
                     "after answer %zu the state differs from the one recorded (hash %016llx, "
                     "recorded %016llx)",
                     k + 1, (unsigned long long)fresh.hash, (unsigned long long)e->hash);
            seterr(err, len, msg);
            rc = CV_EDIVERGED;
        }
        if (rc != CV_OK) {
            free(fresh.label);
            free(fresh.phase);
            break;
        }
        free(e->label);
        free(e->phase);
        *e = fresh;
        g->h.n = ++*played;
    }
    if (rc == CV_OK && verify && n < g->h.line && g->h.v[n].seat >= 0 &&
        (g->h.v[n].seat != cv_game_decision_seat(g) || g->h.v[n].log != g->s->log.n))
        return -1;
    return rc;
}

/* Rebuilds the game at 'n' answers of the line: from the nearest checkpoint
 * before them (checked against the history as it goes: a disagreement is a
 * kernel bug, counted in cp_misses, and the rebuild starts again from the
 * beginning), or from the start. */
static int reach(cv_game *g, size_t n, int labels, size_t *played, char *err, size_t len)
{
    /* a copy: the rebuild may keep new checkpoints, moving the array */
    const cv_checkpoint *near = labels ? NULL : cv_checkpoint_nearest(g, n);
    cv_checkpoint cp = near ? *near : (cv_checkpoint){0};
    *played = 0;
    int rc;
    if (near && (rc = restore(g, &cp, err, len)) == CV_OK) {
        g->h.n = *played = cp.consumed;
        rc = play_line(g, n, 0, 1, played, err, len);
        if (rc != -1) return rc;
        g->cp_misses++;
    }
    stop(g);
    g->h.n = 0;
    *played = 0;
    rc = build(g, err, len);
    if (rc != CV_OK) { /* leave a game that is over, never a half-built one */
        char msg[1024];
        snprintf(msg, sizeof msg, "the game could not be rebuilt: %s", err ? err : "");
        if (g->s) {
            cv_state_decision_clear(g->s);
            cv_state_end(g->s, msg, 0);
        }
        return rc;
    }
    return play_line(g, n, labels, 0, played, err, len);
}

int cv_game_rebuild(cv_game *g, size_t n, char *err, size_t errlen)
{
    size_t was = g->h.n, played = was;
    int rc;
    if (n > was) /* forward along the line: from the live game */
        rc = play_line(g, n, 0, 0, &played, err, errlen);
    else
        rc = reach(g, n, 0, &played, err, errlen);
    if (rc == CV_OK) return CV_OK;
    /* put the game back where it stood */
    char again[256];
    cv_checkpoint_drop_after(g, was);
    if (reach(g, was, 0, &played, again, sizeof again) != CV_OK && err) {
        size_t l = strlen(err);
        snprintf(err + l, errlen - l, "; and the game could not be rebuilt: %s", again);
    }
    return rc;
}

/* ---- the public interface ------------------------------------------------------ */

/* A game that cannot start: a refused card file often is the cause (a deck
 * missing its Hero), so the message names the refused files too. */
static void refused_too(const cv_pool *p, char *err, size_t errlen)
{
    for (size_t i = 0; p && i < p->nwarnings; i++) {
        size_t used = strlen(err);
        if (used + 1 < errlen)
            snprintf(err + used, errlen - used, "%s%s",
                     i ? "\n  " : "\n  refused while loading: ", p->warnings[i]);
    }
}

/* Reads the deck or position files the game is built from. */
static int load_files(cv_game *g, char *err, size_t len)
{
    free_list(g->decktext, (size_t)g->ndecktext);
    free_list(g->deckname, (size_t)g->ndecktext);
    g->decktext = g->deckname = NULL;
    g->ndecktext = 0;
    if (g->position) return cv_position_load(g, err, len);
    return cv_deck_load(g, err, len);
}

/* The game's options: a position's own (options = {...}), then the ones the
 * host gives, which win; checked against the ruleset's declarations. */
static int resolve_options(cv_game *g, char *err, size_t len)
{
    char **pos = NULL;
    int npos = 0;
    if (g->position && g->postext &&
        cv_position_options(g->position, g->postext, &pos, &npos, err, len))
        return CV_EFILE;
    const char **all = calloc((size_t)(npos + g->noptions) + 1, sizeof *all);
    if (!all) {
        free_list(pos, (size_t)npos);
        seterr(err, len, "out of memory");
        return CV_ENOMEM;
    }
    for (int i = 0; i < npos; i++)
        all[i] = pos[i];
    for (int i = 0; i < g->noptions; i++)
        all[npos + i] = g->options[i];
    int rc = cv_pool_options(g->pool, all, npos + g->noptions, &g->optnames, &g->optvalues,
                             &g->nopts, err, len);
    if (rc && npos) { /* say where an option came from */
        size_t l = strlen(err);
        snprintf(err + l, len - l, " (options of %s, then the ones given)", g->position);
    }
    free(all);
    free_list(pos, (size_t)npos);
    return rc;
}

static int valid_name(const char *s)
{
    if (!*s) return 0;
    for (const char *p = s; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '-'))
            return 0;
    return 1;
}

/* The configuration's view of the owned copies. */
static void set_view(cv_game *g)
{
    g->cfg = (cv_config){.root = g->root,
                         .rules = g->rules,
                         .decks = (const char **)g->decks,
                         .ndecks = g->ndecks,
                         .options = (const char **)g->options,
                         .noptions = g->noptions,
                         .seed = g->seed,
                         .position = g->position};
}

/* What a record writes of the configuration must stay on its line: the
 * name of the first field holding a line break, or NULL. */
static const char *one_line(const cv_config *cfg)
{
    if (strpbrk(cfg->root, "\r\n")) return "the root";
    if (cfg->position && strpbrk(cfg->position, "\r\n")) return "the position file's name";
    for (int i = 0; i < cfg->ndecks; i++)
        if (cfg->decks[i] && strpbrk(cfg->decks[i], "\r\n")) return "a deck file's name";
    for (int i = 0; i < cfg->noptions; i++)
        if (cfg->options[i] && strpbrk(cfg->options[i], "\r\n")) return "an option";
    return NULL;
}

/* The value of option 'name' (NULL: not set). */
static const char *option(const cv_game *g, const char *name)
{
    for (size_t i = 0; i < g->nopts; i++)
        if (!strcmp(g->optnames[i], name)) return g->optvalues[i];
    return NULL;
}

/* What the kernel does with a turn that does not end (flow.c): the options
 * loop (draw or undo) and loop_limit (a whole number, 10 to 10,000,000). */
static int loop_options(cv_game *g, char *err, size_t len)
{
    const char *mode = option(g, "loop"), *limit = option(g, "loop_limit");
    g->loop_undo = mode && !strcmp(mode, "undo");
    g->loop_limit = 5000;
    if (limit) {
        char *end;
        errno = 0;
        long long v = strtoll(limit, &end, 10);
        if (errno || end == limit || *end || v < 10 || v > 10000000) {
            snprintf(err, len, "option 'loop_limit': '%s' is not a whole number from 10 to 10000000",
                     limit);
            return CV_EARG;
        }
        g->loop_limit = (unsigned long)v;
    }
    return CV_OK;
}

cv_game *cv_game_new(const cv_config *cfg, char *err, size_t errlen)
{
    char tmp[8];
    if (!err) {
        err = tmp;
        errlen = sizeof tmp;
    }
    if (!cfg || !cfg->rules || !cfg->root) {
        seterr(err, errlen, "cv_game_new: a root and a ruleset are required");
        return NULL;
    }
    if (!valid_name(cfg->rules)) {
        snprintf(err, errlen, "'%s' is not a ruleset name", cfg->rules);
        return NULL;
    }
    const char *bad = one_line(cfg);
    if (bad) {
        snprintf(err, errlen, "%s holds a line break: a record keeps each on one line", bad);
        return NULL;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/scripts/%s/rules.lua", cfg->root, cfg->rules);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "no ruleset '%s' (expected scripts/%s/rules.lua under the root)",
                 cfg->rules, cfg->rules);
        return NULL;
    }
    fclose(f);
    cv_game *g = calloc(1, sizeof *g);
    if (!g) {
        seterr(err, errlen, "out of memory");
        return NULL;
    }
    g->root = cv_str_dup(cfg->root);
    g->rules = cv_str_dup(cfg->rules);
    g->decks = dup_list(cfg->decks, cfg->ndecks);
    g->ndecks = cfg->ndecks;
    g->options = dup_list(cfg->options, cfg->noptions);
    g->noptions = cfg->noptions;
    g->seed = cfg->seed;
    g->position = cfg->position ? cv_str_dup(cfg->position) : NULL;
    set_view(g);
    if (!g->root || !g->rules || !g->decks || !g->options || (cfg->position && !g->position)) {
        seterr(err, errlen, "out of memory");
        cv_game_free(g);
        return NULL;
    }
    g->pool = cv_pool_open(g->root, g->rules, 0, err, errlen);
    if (!g->pool || load_files(g, err, errlen) || resolve_options(g, err, errlen)) {
        cv_game_free(g);
        return NULL;
    }
    if (loop_options(g, err, errlen) || build(g, err, errlen) != CV_OK) {
        refused_too(g->pool, err, errlen);
        cv_game_free(g);
        return NULL;
    }
    return g;
}

void cv_game_free(cv_game *g)
{
    if (!g) return;
    stop(g);
    cv_game_forget_locals(g);
    cv_pool_close(g->pool);
    free(g->root);
    free(g->rules);
    free(g->position);
    free_list(g->decks, (size_t)g->ndecks);
    free_list(g->options, (size_t)g->noptions);
    free_list(g->optnames, g->nopts);
    free_list(g->optvalues, g->nopts);
    free_list(g->decktext, (size_t)g->ndecktext);
    free_list(g->deckname, (size_t)g->ndecktext);
    free(g->postext);
    cv_history_free(&g->h);
    cv_checkpoint_drop_all(g);
    free(g->cps);
    free(g->frames);
    free(g);
}

void cv_game_set_hashes(cv_game *g, int on)
{
    g->no_hashes = !on;
}

int cv_game_answer_hash(const cv_game *g, size_t k, uint64_t *hash)
{
    if (k >= g->h.n || !g->h.v[k].hashed) return 0;
    *hash = g->h.v[k].hash;
    return 1;
}

int cv_game_answer(cv_game *g, size_t i, char *err, size_t errlen)
{
    char tmp[8];
    if (!err) {
        err = tmp;
        errlen = sizeof tmp;
    }
    if (g->s->over) {
        seterr(err, errlen, "the game is over: there is no decision to answer");
        return CV_EOVER;
    }
    size_t n = g->s->decision.n;
    if (i >= n) {
        snprintf(err, errlen, "option %zu is not one of 1..%zu", i + 1, n);
        return CV_EILLEGAL;
    }
    cv_hentry e = entry_for(g, i);
    if (!e.label) {
        free(e.phase);
        seterr(err, errlen, "out of memory");
        return CV_ENOMEM;
    }
    /* another answer than the line had here: its checkpoints are of the old line */
    if (g->h.n < g->h.line && g->h.v[g->h.n].option != i) cv_checkpoint_drop_after(g, g->h.n);
    /* An answer runs watched (sandbox.h, cv_sandbox_arm_watched); a step the
     * watchdog stopped runs again, counted, from the state before it. */
    g->watch = 1;
    int rc = step(g, i, err, errlen);
    g->watch = 0;
    if (rc == CV_EWATCH) {
        size_t played;
        cv_checkpoint_drop_after(g, g->h.n);
        rc = reach(g, g->h.n, 0, &played, err, errlen);
        if (rc == CV_OK) rc = step(g, i, err, errlen);
    }
    if (rc == CV_OK) {
        if (!g->no_hashes) {
            e.hash = cv_game_hash(g);
            e.hashed = 1;
        }
        if (cv_history_push(&g->h, &e) == 0) return CV_OK;
        seterr(err, errlen, "out of memory");
        rc = CV_ENOMEM;
    } else {
        free(e.label);
        free(e.phase);
    }
    /* Undo the failed step: rebuild at the answers standing. */
    char again[256];
    size_t played;
    cv_checkpoint_drop_after(g, g->h.n);
    if (reach(g, g->h.n, 0, &played, again, sizeof again) != CV_OK) {
        size_t l = strlen(err);
        snprintf(err + l, errlen - l, "; and the game could not be rebuilt: %s", again);
    }
    return rc;
}

int cv_game_replay(cv_game *g, const size_t *answers, const char *const *labels, size_t nline,
                   size_t n, size_t *played, char *err, size_t errlen)
{
    return cv_game_replay_checked(g, answers, labels, NULL, NULL, nline, n, played, err, errlen);
}

int cv_game_replay_checked(cv_game *g, const size_t *answers, const char *const *labels,
                           const uint64_t *hashes, const unsigned char *known, size_t nline,
                           size_t n, size_t *played, char *err, size_t errlen)
{
    size_t dummy;
    if (!played) played = &dummy;
    *played = 0;
    if (n > nline) n = nline;
    if (cv_history_set_line(&g->h, answers, labels, nline)) {
        seterr(err, errlen, "out of memory");
        return CV_ENOMEM;
    }
    if (hashes) cv_history_expect(&g->h, hashes, known, nline);
    cv_checkpoint_drop_all(g);
    /* the labels (and hashes) are checked: with no labels, an empty list */
    int rc = reach(g, n, 1, played, err, errlen);
    if (rc == CV_ESCRIPT || rc == CV_EDIVERGED) { /* stand at the answers before it */
        size_t p2;
        char again[256];
        cv_checkpoint_drop_after(g, *played);
        if (reach(g, *played, 0, &p2, again, sizeof again) != CV_OK && err) {
            size_t l = strlen(err);
            snprintf(err + l, errlen - l, "; and the game could not be rebuilt: %s", again);
        }
    }
    return rc;
}

/* What a game is built from, apart from its configuration: swapped whole by
 * a reload that has to go back. */
typedef struct built {
    cv_pool *pool;
    char **optnames, **optvalues, **decktext, **deckname, *postext;
    size_t nopts;
    int ndecktext;
} built;

static built take_built(cv_game *g)
{
    built b = {g->pool,    g->optnames, g->optvalues, g->decktext,
               g->deckname, g->postext,  g->nopts,     g->ndecktext};
    g->pool = NULL;
    g->optnames = g->optvalues = g->decktext = g->deckname = NULL;
    g->postext = NULL;
    g->nopts = 0;
    g->ndecktext = 0;
    return b;
}

static void free_built(built *b)
{
    cv_pool_close(b->pool);
    free_list(b->optnames, b->nopts);
    free_list(b->optvalues, b->nopts);
    free_list(b->decktext, (size_t)b->ndecktext);
    free_list(b->deckname, (size_t)b->ndecktext);
    free(b->postext);
}

int cv_game_reload(cv_game *g, size_t *played, char *err, size_t errlen)
{
    size_t dummy;
    if (!played) played = &dummy;
    *played = 0;
    char tmp[8];
    if (!err) {
        err = tmp;
        errlen = sizeof tmp;
    }
    size_t n = g->h.n;
    stop(g);
    cv_checkpoint_drop_all(g);
    cv_game_forget_locals(g); /* the position defines its test cards again */
    built old = take_built(g);
    g->pool = cv_pool_open(g->root, g->rules, 1, err, errlen);
    int rc = CV_EFILE;
    if (g->pool && !load_files(g, err, errlen) && !resolve_options(g, err, errlen)) {
        /* replay the line with its labels checked: what no longer fits
         * stays on the line for redo */
        rc = reach(g, n, 1, played, err, errlen);
        if (rc == CV_ESCRIPT) {
            size_t p2;
            char again[256];
            cv_checkpoint_drop_all(g);
            if (reach(g, *played, 0, &p2, again, sizeof again) != CV_OK) rc = CV_EFILE;
        }
        if (*played == 0 && rc != CV_OK && rc != CV_EILLEGAL) rc = CV_EFILE;
    }
    if (rc == CV_EFILE || rc == CV_ENOMEM) { /* the new scripts do not run: go back */
        refused_too(g->pool, err, errlen);
        stop(g);
        built bad = take_built(g);
        free_built(&bad);
        g->pool = old.pool;
        g->optnames = old.optnames;
        g->optvalues = old.optvalues;
        g->nopts = old.nopts;
        g->decktext = old.decktext;
        g->deckname = old.deckname;
        g->ndecktext = old.ndecktext;
        g->postext = old.postext;
        size_t p2;
        char again[256];
        cv_checkpoint_drop_all(g);
        reach(g, n, 0, &p2, again, sizeof again);
        return CV_EFILE;
    }
    free_built(&old);
    return rc == CV_OK ? CV_OK : CV_EILLEGAL;
}

