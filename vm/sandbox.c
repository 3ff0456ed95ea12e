/* sandbox: the Lua state scripts run in. See sandbox.h. */
#include "sandbox.h"

#include <errno.h>
#include <lauxlib.h>
#include <lualib.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "pattern.h"

#define HOOK_EVERY 1000 /* instructions between budget checks */
#define BUDGET_MSG "instruction budget"

cv_sbctx *cv_sandbox_ctx(lua_State *L)
{
    return *(cv_sbctx **)lua_getextraspace(L);
}

void cv_sandbox_bind(lua_State *T, cv_sbctx *ctx)
{
    *(cv_sbctx **)lua_getextraspace(T) = ctx;
}

/* Once the budget of a step is spent, the step is over: the hook raises
 * again every HOOK_EVERY instructions (a handler or a to-be-closed variable
 * that raises anew cannot start the count afresh) and pcall lets every
 * error through, until the next step arms the budget. */
static void count_hook(lua_State *L, lua_Debug *ar)
{
    cv_sbctx *x = cv_sandbox_ctx(L);
    x->budget -= HOOK_EVERY;
    if (x->budget < 0) {
        x->budget = -1;
        char where[256];
        if (cv_sandbox_where(L, 0, where, sizeof where)) { /* the kernel's own line, then */
            lua_getinfo(L, "Sl", ar);
            snprintf(where, sizeof where, "%s:%d", ar->short_src, ar->currentline);
        }
        snprintf(x->spent, sizeof x->spent, "%.255s: " BUDGET_MSG " of %lld exceeded (a runaway script?)",
                 where, x->step);
        lua_pushstring(L, x->spent);
        lua_error(L);
    }
}

int cv_sandbox_where(lua_State *L, int level, char *buf, size_t len)
{
    lua_Debug ar;
    buf[0] = '\0';
    for (; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.source && ar.source[0] == '@' && ar.currentline > 0) {
            snprintf(buf, len, "%s:%d", ar.short_src, ar.currentline);
            return 0;
        }
    }
    return -1;
}

static int counting = 1; /* cv_sandbox_measure_without_budgets */

int cv_sandbox_check(lua_State *L)
{
    cv_sbctx *x = cv_sandbox_ctx(L);
    if (!counting || x->budget >= 0) return 0;
    x->budget = -1;
    char where[256];
    if (cv_sandbox_where(L, 1, where, sizeof where)) snprintf(where, sizeof where, "?");
    snprintf(x->spent, sizeof x->spent, "%.255s: " BUDGET_MSG " of %lld exceeded (a runaway script?)",
             where, x->step);
    lua_pushstring(L, x->spent);
    return lua_error(L);
}

cv_sbctx *cv_sandbox_metered(lua_State *L)
{
    cv_sbctx *x = cv_sandbox_ctx(L);
    if (!x || !(x->watched || (lua_gethookmask(L) & LUA_MASKCOUNT))) return NULL;
    return x;
}

void cv_sandbox_charge(lua_State *L, long long n)
{
    cv_sbctx *x = cv_sandbox_metered(L);
    if (!x) return;
    x->budget -= n;
    cv_sandbox_check(L);
}

void cv_sandbox_arm(lua_State *T)
{
    cv_sbctx *x = cv_sandbox_ctx(T);
    x->budget = x->step;
    x->watched = 0;
    x->where[0] = x->spent[0] = x->what[0] = '\0';
    x->what_ptr = NULL;
    if (counting)
        lua_sethook(T, count_hook, LUA_MASKCOUNT, HOOK_EVERY);
    else
        lua_sethook(T, NULL, 0, 0);
}

/* ---- the watchdog ------------------------------------------------------------ */

/* The thread of the watched step running, and a number that changes with
 * each step. A watchdog thread wakes every tick of the monotonic clock and
 * stops the step it finds running at two wakings in a row: it signals the
 * playing thread, whose handler sets the hook that
 * ends the step (Lua is touched by the playing thread only). The host sees
 * no signal but those stops: no interrupted poll or sleep. The watchdog
 * sleeps on a semaphore once no step ran for IDLE_TICKS ticks, so a REPL
 * waiting at its prompt costs nothing, and the next watched step wakes it.
 * One thread plays in a process; a forked child starts a watchdog of its
 * own. */
#define IDLE_TICKS 64
static _Atomic(lua_State *) watch_L;
static atomic_ulong watch_serial;
static atomic_ulong watch_trip;  /* the serial of the step the watchdog stops */
static atomic_int watch_sleeping;
static int watch_on = 1;
static atomic_long watch_tick = CV_WATCH_TICK_NS;
static pid_t watch_pid;    /* the process whose watchdog this is (a fork has none) */
static pid_t watch_broken; /* the watchdog could not be had here: count every step */
static pthread_t watch_player, watch_thread;
static struct timespec watch_t0; /* when the watched step began */
static sem_t watch_wake;

/* Runs at the next instruction of a step the watchdog stopped: the step is
 * over, as when its budget is spent (every pcall lets the error through). */
static void watch_hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    cv_sbctx *x = cv_sandbox_ctx(L);
    x->budget = -1;
    snprintf(x->spent, sizeof x->spent,
             "the watched step ran past the watchdog: it is run again, counted");
    lua_sethook(L, count_hook, LUA_MASKCOUNT, HOOK_EVERY); /* raises again while it unwinds */
    lua_pushstring(L, x->spent);
    lua_error(L);
}

/* The playing thread's handler of the watchdog's signal: stops the step if
 * it is still the one the watchdog found (lua_sethook may be called from a
 * signal handler, by ldebug.c's own account). */
static void watch_signal(int sig)
{
    (void)sig;
    lua_State *L = atomic_load(&watch_L);
    if (L && atomic_load(&watch_serial) == atomic_load(&watch_trip)) {
        atomic_store(&watch_L, NULL);
        lua_sethook(L, watch_hook, LUA_MASKCOUNT, 1);
    }
}

static void *watchdog(void *arg)
{
    (void)arg;
    unsigned long seen = atomic_load(&watch_serial);
    int idle = 0;
    for (;;) {
        long ns = atomic_load(&watch_tick);
        struct timespec ts = {ns / 1000000000L, ns % 1000000000L};
        clock_nanosleep(CLOCK_MONOTONIC, 0, &ts, NULL);
        unsigned long serial = atomic_load(&watch_serial);
        if (serial != seen) {
            idle = 0;
        } else if (atomic_load(&watch_L)) {
            atomic_store(&watch_trip, serial);
            pthread_kill(watch_player, SIGRTMIN);
        } else if (++idle >= IDLE_TICKS) {
            idle = 0;
            atomic_store(&watch_sleeping, 1);
            if (atomic_load(&watch_serial) == serial || !atomic_exchange(&watch_sleeping, 0))
                while (sem_wait(&watch_wake) && errno == EINTR) { /* a step wakes it */
                }
            serial = atomic_load(&watch_serial);
        }
        seen = serial;
    }
    return NULL;
}

/* Starts this process's watchdog (once); 0, or -1 when it cannot be had. */
static int watch_start(void)
{
    pid_t pid = getpid();
    if (watch_pid == pid) return 0;
    if (watch_broken == pid) return -1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = watch_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    pthread_attr_t at;
    int ok = sigaction(SIGRTMIN, &sa, NULL) == 0 && sem_init(&watch_wake, 0, 0) == 0;
    if (ok && pthread_attr_init(&at) == 0) {
        pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&at, 64 * 1024);
        /* the watchdog takes no signal of the host's */
        sigset_t all, old;
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &old);
        ok = pthread_create(&watch_thread, &at, watchdog, NULL) == 0;
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        pthread_attr_destroy(&at);
    } else {
        ok = 0;
    }
    if (!ok) {
        watch_broken = pid;
        return -1;
    }
    atomic_store(&watch_sleeping, 0);
    watch_pid = pid;
    return 0;
}

int cv_sandbox_arm_watched(lua_State *T)
{
    if (!watch_on || !counting || watch_start()) {
        cv_sandbox_arm(T);
        return -1;
    }
    cv_sbctx *x = cv_sandbox_ctx(T);
    lua_sethook(T, NULL, 0, 0);
    x->budget = x->step / 2;
    x->watched = 1;
    x->where[0] = x->spent[0] = x->what[0] = '\0';
    x->what_ptr = NULL;
    watch_player = pthread_self();
    clock_gettime(CLOCK_MONOTONIC, &watch_t0);
    atomic_fetch_add(&watch_serial, 1);
    atomic_store(&watch_L, T);
    if (atomic_exchange(&watch_sleeping, 0)) sem_post(&watch_wake);
    return 0;
}

int cv_sandbox_watch_stopped(lua_State *T)
{
    atomic_store(&watch_L, NULL);
    cv_sbctx *x = cv_sandbox_ctx(T);
    int stopped = 0;
    if (x->watched) {
        /* A step that ended by itself is kept only when it took less than
         * CV_WATCH_KEEP_NS of time (or a tick, when ticks are shorter): that,
         * not the watchdog's waking (a starved thread wakes late), bounds
         * what it may have run. */
        struct timespec t1;
        clock_gettime(CLOCK_MONOTONIC, &t1);
        long long ns = (long long)(t1.tv_sec - watch_t0.tv_sec) * 1000000000LL +
                       (t1.tv_nsec - watch_t0.tv_nsec);
        long tick = atomic_load(&watch_tick);
        stopped = x->budget < 0 || ns >= (tick < CV_WATCH_KEEP_NS ? tick : CV_WATCH_KEEP_NS);
    }
    x->watched = 0;
    lua_sethook(T, NULL, 0, 0); /* a stop that came too late is not kept for the next step */
    return stopped;
}

static int watch_stops = CV_WATCH_STOPS;

int cv_sandbox_watch_stops(void)
{
    return watch_stops;
}

void cv_sandbox_watching(int on, long tick_ns, int stops)
{
    watch_on = on;
    watch_stops = stops > 0 ? stops : CV_WATCH_STOPS;
    long tick = tick_ns > 0 && tick_ns < 1000000000L ? tick_ns : CV_WATCH_TICK_NS;
    atomic_store(&watch_tick, tick);
}

void cv_sandbox_measure_without_budgets(int off)
{
    counting = !off;
}

int cv_sandbox_has_place(const char *msg)
{
    for (const char *p = msg; *p && *p != '\n'; p++)
        if (p[0] == ':' && p[1] >= '0' && p[1] <= '9') {
            const char *q = p + 1;
            while (*q >= '0' && *q <= '9')
                q++;
            if (*q == ':') return 1;
        }
    return 0;
}

/* Message handler: any error value becomes one string. A string is kept as
 * it is (error(msg, 0) means "no place"); for any other value the message
 * names the script line that raised it. */
static int msgh(lua_State *L)
{
    const char *msg = NULL;
    if (lua_type(L, 1) == LUA_TSTRING) {
        lua_settop(L, 1);
        return 1;
    }
    if (lua_type(L, 1) == LUA_TTABLE) {
        lua_pushliteral(L, "msg");
        if (lua_rawget(L, 1) == LUA_TSTRING) msg = lua_tostring(L, -1);
    }
    if (!msg)
        msg = lua_pushfstring(L, "a script raised an error that is not a message (a %s)",
                              luaL_typename(L, 1));
    if (!cv_sandbox_has_place(msg)) {
        lua_Debug ar;
        for (int level = 1; lua_getstack(L, level, &ar); level++) {
            lua_getinfo(L, "Sl", &ar);
            if (ar.currentline > 0) {
                lua_pushfstring(L, "%s:%d: %s", ar.short_src, ar.currentline, msg);
                return 1;
            }
        }
    }
    lua_pushstring(L, msg);
    return 1;
}

int cv_sandbox_pcall(lua_State *L, int nargs, int nres)
{
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, msgh);
    lua_insert(L, base);
    cv_sandbox_arm(L);
    int rc = lua_pcall(L, nargs, nres, base);
    lua_remove(L, base);
    if (rc != LUA_OK && !lua_isstring(L, -1)) { /* an error in the handler itself */
        lua_pop(L, 1);
        lua_pushliteral(L, "a script error could not be reported (out of memory?)");
    }
    return rc;
}

/* math.random with the kernel's RNG, same contract as Lua's. */
static int sb_random(lua_State *L)
{
    cv_rng *r = cv_sandbox_ctx(L)->rng;
    lua_Integer lo, hi;
    switch (lua_gettop(L)) {
    case 0:
        lua_pushnumber(L, (lua_Number)(cv_rng_next(r) >> 11) * 0x1.0p-53);
        return 1;
    case 1:
        lo = 1;
        hi = luaL_checkinteger(L, 1);
        if (hi == 0) {
            lua_pushinteger(L, (lua_Integer)cv_rng_next(r));
            return 1;
        }
        break;
    case 2:
        lo = luaL_checkinteger(L, 1);
        hi = luaL_checkinteger(L, 2);
        break;
    default:
        return luaL_error(L, "wrong number of arguments to 'random'");
    }
    luaL_argcheck(L, lo <= hi, lua_gettop(L), "interval is empty");
    lua_pushinteger(L, (lua_Integer)cv_rng_range(r, lo, hi));
    return 1;
}

static int sb_randomseed(lua_State *L)
{
    return luaL_error(L, "math.randomseed is not available: the game's seed decides");
}

/* Sort order for pairs(): numbers before strings before others; numbers by
 * value, strings bytewise. Keys of other types are refused. */
static int key_rank(lua_State *L, int i)
{
    switch (lua_type(L, i)) {
    case LUA_TNUMBER:
        return 0;
    case LUA_TSTRING:
        return 1;
    case LUA_TBOOLEAN:
        return 2;
    default:
        return 3;
    }
}

static int key_less(lua_State *L)
{
    int ra = key_rank(L, 1), rb = key_rank(L, 2);
    if (ra != rb) {
        lua_pushboolean(L, ra < rb);
    } else if (ra == 2) {
        lua_pushboolean(L, !lua_toboolean(L, 1) && lua_toboolean(L, 2));
    } else {
        lua_pushboolean(L, lua_compare(L, 1, 2, LUA_OPLT));
    }
    return 1;
}

/* Iterator: upvalue 1 = sorted key list, 2 = the table, 3 = position. */
static int sorted_next(lua_State *L)
{
    lua_Integer i = lua_tointeger(L, lua_upvalueindex(3)) + 1;
    lua_pushinteger(L, i);
    lua_replace(L, lua_upvalueindex(3));
    if (lua_rawgeti(L, lua_upvalueindex(1), i) == LUA_TNIL) return 1;
    lua_pushvalue(L, -1);
    lua_rawget(L, lua_upvalueindex(2));
    return 2;
}

/* pairs(t): like Lua's, but in sorted key order (see key_rank). */
static int sb_pairs(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) { /* as Lua's pairs does */
        lua_pushvalue(L, 1);
        lua_call(L, 1, 3);
        return 3;
    }
    lua_newtable(L); /* keys */
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pop(L, 1);
        if (key_rank(L, -1) == 3)
            return luaL_error(L, "pairs: a table key of type %s has no stable order",
                              luaL_typename(L, -1));
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, ++n);
    }
    /* table.sort(keys, key_less) */
    lua_getglobal(L, "table");
    lua_getfield(L, -1, "sort");
    lua_pushvalue(L, 2);
    lua_pushcfunction(L, key_less);
    lua_call(L, 2, 0);
    lua_pop(L, 1);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, sorted_next, 3);
    return 1;
}

/* tostring without addresses: tables and functions show their type only. */
static int sb_tostring(lua_State *L)
{
    luaL_checkany(L, 1);
    int t = lua_type(L, 1);
    if ((t == LUA_TTABLE || t == LUA_TFUNCTION || t == LUA_TTHREAD || t == LUA_TUSERDATA ||
         t == LUA_TLIGHTUSERDATA) &&
        !luaL_getmetafield(L, 1, "__tostring")) {
        lua_pushstring(L, lua_typename(L, t));
        return 1;
    }
    if (t == LUA_TTABLE || t == LUA_TUSERDATA) lua_pop(L, 1);
    luaL_tolstring(L, 1, NULL);
    return 1;
}

/* setmetatable without __gc (finalisers run at times no game may depend
 * on) or __mode (weak tables empty as the collector pleases), and, like
 * Lua's own, never over a protected metatable (__metatable): the shared
 * read-only views keep theirs. */
static int sb_setmetatable(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    int t = lua_type(L, 2);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (lua_getmetatable(L, 1)) {
        lua_pushliteral(L, "__metatable");
        int prot = lua_rawget(L, -2) != LUA_TNIL;
        lua_pop(L, 2);
        if (prot) return luaL_error(L, "setmetatable: cannot change a protected metatable");
    }
    if (t == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        int gc = lua_rawget(L, 2) != LUA_TNIL;
        lua_pushliteral(L, "__mode");
        int mode = lua_rawget(L, 2) != LUA_TNIL;
        lua_pop(L, 2);
        if (gc) return luaL_error(L, "setmetatable: __gc is not allowed in game scripts");
        if (mode)
            return luaL_error(L, "setmetatable: weak tables (__mode) are not allowed in game "
                                 "scripts: what they hold would depend on the collector");
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

/* string.format without addresses: %p is refused, and an argument that is
 * not a string or a number (%s of a table) is shown as tostring shows it. */
static int sb_format(lua_State *L)
{
    size_t n;
    const char *f = luaL_checklstring(L, 1, &n);
    for (size_t i = 0; i < n; i++) {
        if (f[i] != '%') continue;
        size_t q = i + 1;
        while (q < n && f[q] && strchr("-+ #0123456789.", f[q]))
            q++;
        if (q < n && f[q] == 'p')
            return luaL_error(L, "string.format: %%p is not allowed in game scripts");
        i = q;
    }
    int top = lua_gettop(L);
    for (int a = 2; a <= top; a++) {
        int t = lua_type(L, a);
        if (t == LUA_TSTRING || t == LUA_TNUMBER || t == LUA_TNIL || t == LUA_TBOOLEAN) continue;
        lua_pushcfunction(L, sb_tostring);
        lua_pushvalue(L, a);
        lua_call(L, 1, 1);
        lua_replace(L, a);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, top, 1);
    return 1;
}

/* pcall that cannot swallow the kernel's own limits: running out of
 * memory, or any error once the step's instruction budget is spent, unwinds
 * through every pcall to the kernel. */
static int finish_pcall(lua_State *L, int status, lua_KContext mark)
{
    if (status != LUA_OK && status != LUA_YIELD) {
        cv_sbctx *x = cv_sandbox_ctx(L);
        if (status == LUA_ERRMEM) return lua_error(L);
        if (x->budget < 0) { /* spent: the budget's message, whatever was raised since */
            if (x->spent[0]) lua_pushstring(L, x->spent);
            return lua_error(L);
        }
        if (x->unwind) x->unwind(x, (size_t)mark, L);
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - 1; /* all but the message handler (sb_pcall) */
}

/* pcall's message handler: notes where the error was raised (the
 * innermost script file's line) and lets the error through unchanged. */
static int locate(lua_State *L)
{
    cv_sbctx *x = cv_sandbox_ctx(L);
    /* the same error raised again (a pcall that caught it, error(e, 0)) keeps its place */
    if (lua_type(L, 1) == LUA_TSTRING) {
        if (x->where[0] && !strncmp(x->what, lua_tostring(L, 1), sizeof x->what - 1)) return 1;
    } else if (x->where[0] && lua_topointer(L, 1) && lua_topointer(L, 1) == x->what_ptr) {
        return 1;
    }
    char where[256];
    if (cv_sandbox_where(L, 1, where, sizeof where) == 0) {
        memcpy(x->where, where, sizeof where);
        snprintf(x->what, sizeof x->what, "%s", lua_type(L, 1) == LUA_TSTRING ? lua_tostring(L, 1) : "");
        x->what_ptr = lua_type(L, 1) == LUA_TSTRING ? NULL : lua_topointer(L, 1);
    }
    return 1;
}

static int sb_pcall(lua_State *L)
{
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    lua_pushcfunction(L, locate);
    lua_insert(L, 1);
    cv_sbctx *x = cv_sandbox_ctx(L);
    lua_KContext mark = x->mark ? (lua_KContext)x->mark(x) : 0;
    int status = lua_pcallk(L, lua_gettop(L) - 3, LUA_MULTRET, 1, mark, finish_pcall);
    return finish_pcall(L, status, mark);
}

/* rawset, except on a table whose metatable is protected (__metatable): the
 * read-only views (card definitions, library tables) stay read-only. */
static int sb_rawset(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    luaL_checkany(L, 3);
    if (lua_getmetatable(L, 1)) {
        int prot = lua_getfield(L, -1, "__metatable") != LUA_TNIL;
        lua_pop(L, 2);
        if (prot) return luaL_error(L, "rawset: this table is read-only");
    }
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 1;
}

static const char *const base_keep[] = {
    "assert", "error", "getmetatable", "ipairs", "rawequal", "rawget", "rawlen",
    "select", "tonumber", "type", "_VERSION", NULL};

/* __index of the globals table: a name that is not there is an error. */
static int undefined_global(lua_State *L)
{
    if (lua_type(L, 2) == LUA_TSTRING)
        return luaL_error(L, "undefined global '%s'", lua_tostring(L, 2));
    return luaL_error(L, "undefined global");
}

int cv_sandbox_open(cv_sandbox *sb, size_t mem_limit, long long step)
{
    memset(sb, 0, sizeof *sb);
    sb->mem_limit = mem_limit;
    cv_rng_seed(&sb->load_rng, 0);
    sb->load = (cv_sbctx){.game = NULL, .rng = &sb->load_rng, .budget = step, .step = step};
    lua_State *L = lua_newstate(cv_alloc, sb);
    if (!L) return -1;
    sb->L = L;
    cv_sandbox_bind(L, &sb->load);
    /* Games make many short-lived tables (zone lists, options): the
     * generational collector suits them. No game can tell the difference
     * (no __gc, no weak tables). */
    lua_gc(L, LUA_GCGEN, 0, 0);
    /* Open the libraries we keep into the real globals, then copy the safe
     * parts into G, the table scripts see. */
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 1); /* for the kernel only */
    lua_settop(L, 0);

    lua_newtable(L);        /* 1: G */
    lua_pushglobaltable(L); /* 2: real globals */
    for (const char *const *k = base_keep; *k; k++) {
        lua_getfield(L, 2, *k);
        lua_setfield(L, 1, *k);
    }
    lua_pushcfunction(L, sb_pairs);
    lua_setfield(L, 1, "pairs");
    lua_pushcfunction(L, sb_pcall);
    lua_setfield(L, 1, "pcall");
    lua_pushcfunction(L, sb_tostring);
    lua_setfield(L, 1, "tostring");
    lua_pushcfunction(L, sb_setmetatable);
    lua_setfield(L, 1, "setmetatable");
    lua_pushcfunction(L, sb_rawset);
    lua_setfield(L, 1, "rawset");

    /* Library tables are copies, without the dangerous entries, behind
     * read-only views (below), so no script changes what others see. */
    static const char *const libs[] = {LUA_TABLIBNAME, LUA_STRLIBNAME, LUA_MATHLIBNAME,
                                       LUA_UTF8LIBNAME, NULL};
    for (const char *const *lib = libs; *lib; lib++) {
        lua_newtable(L);
        lua_getfield(L, 2, *lib);
        lua_pushnil(L);
        while (lua_next(L, -2)) {
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_settable(L, -5);
        }
        lua_pop(L, 1);
        lua_setfield(L, 1, *lib);
    }
    lua_getfield(L, 1, LUA_STRLIBNAME);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    lua_getfield(L, -1, "format");
    lua_pushcclosure(L, sb_format, 1);
    lua_setfield(L, -2, "format");
    /* Pattern matching the budget sees, and a capped string.rep (pattern.h). */
    static const luaL_Reg budgeted[] = {{"find", cv_pattern_find},     {"match", cv_pattern_match},
                                        {"gmatch", cv_pattern_gmatch}, {"gsub", cv_pattern_gsub},
                                        {"rep", cv_pattern_rep},       {NULL, NULL}};
    luaL_setfuncs(L, budgeted, 0);
    lua_pop(L, 1);
    lua_getfield(L, 1, LUA_MATHLIBNAME);
    lua_pushcfunction(L, sb_random);
    lua_setfield(L, -2, "random");
    lua_pushcfunction(L, sb_randomseed);
    lua_setfield(L, -2, "randomseed");
    lua_pop(L, 1);
    for (const char *const *lib = libs; *lib; lib++) {
        lua_getfield(L, 1, *lib);
        cv_sandbox_readonly(L, 1, *lib, -1);
        lua_pop(L, 1);
    }
    /* Strings' methods ("x"):upper() use the real string table: make them
     * the sandbox's read-only copy, and hide the metatable itself. */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_getfield(L, 1, LUA_STRLIBNAME);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 2);

    /* G itself is strict: a name it lacks is an error, however it is reached. */
    lua_newtable(L);
    lua_pushcfunction(L, undefined_global);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, 1);
    lua_pushvalue(L, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, "cv.G");
    lua_settop(L, 0);
    return 0;
}

void cv_sandbox_close(cv_sandbox *sb)
{
    if (sb->L) lua_close(sb->L);
    sb->L = NULL;
}

int cv_sandbox_load(lua_State *L, const char *src, size_t len, const char *chunkname, int env)
{
    env = lua_absindex(L, env);
    int rc = luaL_loadbufferx(L, src, len, chunkname, "t");
    if (rc != LUA_OK) return rc;
    lua_pushvalue(L, env);
    lua_setupvalue(L, -2, 1); /* _ENV is a main chunk's first upvalue */
    return LUA_OK;
}

static int env_newindex(lua_State *L)
{
    return luaL_error(L, "card scripts may not set globals (assigning '%s'): use 'local'",
                      lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?");
}

/* The chain of __index tables (env -> base -> G) is walked by Lua itself:
 * reading a global calls no C function unless it is undefined. */
void cv_sandbox_env(lua_State *L, int base, int sealed)
{
    base = lua_absindex(L, base);
    lua_newtable(L);
    lua_newtable(L); /* metatable */
    lua_pushvalue(L, base);
    lua_setfield(L, -2, "__index");
    if (sealed) {
        lua_pushcfunction(L, env_newindex);
        lua_setfield(L, -2, "__newindex");
    }
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
}

static int ro_newindex(lua_State *L)
{
    return luaL_error(L, "'%s' is read-only", lua_tostring(L, lua_upvalueindex(1)));
}

void cv_sandbox_readonly(lua_State *L, int into, const char *name, int idx)
{
    into = lua_absindex(L, into);
    idx = lua_absindex(L, idx);
    lua_newtable(L);
    lua_newtable(L);
    lua_pushvalue(L, idx);
    lua_setfield(L, -2, "__index");
    lua_pushstring(L, name);
    lua_pushcclosure(L, ro_newindex, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_setfield(L, into, name);
}

char *cv_sandbox_slurp(const char *path, size_t cap, size_t *len, const char **why)
{
    const char *dummy;
    if (!why) why = &dummy;
    *why = "cannot read the file";
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    struct stat st;
    if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
        *why = "not a regular file";
        fclose(f);
        return NULL;
    }
    if ((unsigned long long)st.st_size > cap) {
        *why = "the file is too large";
        fclose(f);
        return NULL;
    }
    size_t size = (size_t)st.st_size;
    char *buf = malloc(size + 1);
    if (!buf) {
        *why = "out of memory";
        fclose(f);
        return NULL;
    }
    size_t n = fread(buf, 1, size, f);
    /* a file that grew while being read: refuse rather than truncate */
    int bad = ferror(f) || n != size || fgetc(f) != EOF;
    fclose(f);
    if (bad) {
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}
