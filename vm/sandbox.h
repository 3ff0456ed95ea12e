/* sandbox: a Lua state fit for untrusted rules and card scripts.
 *
 * Only base, table, string, math and utf8 are opened, and of base only the
 * safe parts: no io, os, package, require, debug, load, loadfile, dofile,
 * collectgarbage, string.dump. Chunks load as text only. math.random is the
 * running game's RNG. pairs() visits keys in sorted order, so no script can
 * leak Lua's per-process string hashing into a game. tostring() never shows
 * an address. Memory is capped and instructions are budgeted.
 *
 * One sandbox serves many games (a card pool is shared): each Lua thread
 * carries in its extra space a pointer to the context of the game it runs
 * (cv_sbctx), which math.random and the budget read. */
#ifndef CV_SANDBOX_H
#define CV_SANDBOX_H

#include <lua.h>
#include <stddef.h>

#include "rng.h"

/* What a thread running game code gives the sandbox. */
typedef struct cv_sbctx {
    void *game;       /* the game this thread runs (opaque here), NULL while loading */
    cv_rng *rng;      /* behind math.random */
    long long budget; /* instructions left in the current step */
    long long step;   /* instructions allowed per step */
    /* The host's frames (the abilities running): a script's pcall that
     * catches an error closes the frames opened since it began, and the
     * host may first name the innermost one in the error on top of L. */
    size_t (*mark)(struct cv_sbctx *x);
    void (*unwind)(struct cv_sbctx *x, size_t mark, lua_State *L);
    /* Where the step's last error was raised: "file:line" of the innermost
     * script file (not the kernel's own chunks) then running, or "". An
     * error the kernel's Lua raises on a script's behalf is placed there. */
    char where[256];
    char what[256];    /* the error 'where' is for (re-raised, it keeps its place) */
    const void *what_ptr;
    /* The budget's message once the step's budget is spent: whatever error
     * a __close or handler raises afterwards, the step failed for this. */
    char spent[512];
    /* The running step is watched (cv_sandbox_arm_watched): no count hook,
     * only C work charged, against half the budget. */
    int watched;
} cv_sbctx;

typedef struct cv_sandbox {
    lua_State *L;
    size_t mem, mem_limit; /* bytes in use by Lua, and the cap */
    cv_sbctx load;         /* the main thread's context while nothing else is bound */
    cv_rng load_rng;       /* seeded 0: card files calling math.random at load agree everywhere */
} cv_sandbox;

/* Creates the sandbox with 'step' instructions per step. The globals
 * scripts see are in the registry under "cv.G"; reading one that does not
 * exist is an error ("undefined global 'x'"). Returns 0, or -1 on OOM. */
int cv_sandbox_open(cv_sandbox *sb, size_t mem_limit, long long step);

/* Closes the Lua state. */
void cv_sandbox_close(cv_sandbox *sb);

/* Binds thread 'T' to 'ctx' (borrowed: it must outlive the binding). */
void cv_sandbox_bind(lua_State *T, cv_sbctx *ctx);

/* The context thread 'L' is bound to. */
cv_sbctx *cv_sandbox_ctx(lua_State *L);

/* "file:line" of the innermost running function of a script file (a chunk
 * named "@file": a card or a ruleset, not the kernel's own) from stack
 * level 'level' on, into buf; 0, or -1 (buf "") when there is none. */
int cv_sandbox_where(lua_State *L, int level, char *buf, size_t len);

/* Raises the budget's error (naming the script line that called) when the
 * running step's budget is spent - C work charged to it (state.h, meter)
 * can spend it between two of the count hook's checks; else returns 0. */
int cv_sandbox_check(lua_State *L);

/* Charges 'n' units of C work to the running step's budget (none when the
 * step counts nothing: budgets off); raises the budget's error once
 * it is spent. For bindings whose one call can do much work. */
void cv_sandbox_charge(lua_State *L, long long n);

/* Refills the instruction budget of T's context and installs the count
 * hook on thread 'T'. */
void cv_sandbox_arm(lua_State *T);

/* Budgets without the tax. Lua's count hook makes the virtual machine call
 * it at every instruction while it is set, which costs about a seventh of
 * the time of play. A watched step runs without it: only the C work
 * charged to the budget is counted (against half the step's budget), and a
 * watchdog thread, waking every CV_WATCH_TICK_NS, stops a step it finds
 * running at two wakings in a row. A step stopped so, one whose C work
 * spent its half, and one that ended by itself but took CV_WATCH_KEEP_NS of
 * time or more, is given up (cv_sandbox_watch_stopped says so) and the
 * caller runs it again from the state before it with the count hook
 * (cv_sandbox_arm): the same answer, counted. So the count alone decides
 * whether a step is a runaway: a watched step kept ran for less than 1 ms,
 * so it executed fewer instructions than half its budget (10,000,000 in
 * 1 ms would be 10 billion a second, several times what any processor runs
 * Lua at), and counted it would end the same. Returns 0, or -1 when the
 * watchdog cannot be had (no thread; budgets off for measuring; watching
 * turned off): then the step is armed counted, as cv_sandbox_arm does. */
#define CV_WATCH_TICK_NS 2000000L
#define CV_WATCH_KEEP_NS 1000000L
int cv_sandbox_arm_watched(lua_State *T);

/* The watched step on T is over (ended, yielded or failed): the watchdog
 * lets it be. Returns 1 when it was given up and must run again counted. */
int cv_sandbox_watch_stopped(lua_State *T);

/* Turns watched steps on or off for the whole process (on by default),
 * sets the watchdog's tick (0: CV_WATCH_TICK_NS; at most a second; a tick
 * shorter than CV_WATCH_KEEP_NS is also the longest step kept) and how
 * many stops a game may have before it counts every step (0:
 * CV_WATCH_STOPS: a game of long steps would pay for each stop, the state
 * rebuilt before the step, more than counting costs). For measurements and
 * tests: a tick of a few microseconds stops nearly every step, so a test
 * can check that the counted runs give the same game. */
#define CV_WATCH_STOPS 3
void cv_sandbox_watching(int on, long tick_ns, int stops);

/* How many stops a game may have (cv_sandbox_watching). */
int cv_sandbox_watch_stops(void);

/* The context whose budget C work on L is charged to: NULL when the step
 * counts nothing (budgets off). */
cv_sbctx *cv_sandbox_metered(lua_State *L);

/* For measurements only (make bench): with 'off' set, steps run without
 * the instruction budget, so its cost can be seen. No game may rely on it:
 * a runaway script would then run forever. */
void cv_sandbox_measure_without_budgets(int off);

/* [-(nargs+1), +nres|1, -] Calls the function below the 'nargs' arguments
 * on top of L, protected, with the budget armed. On failure returns the
 * status and leaves one string on the stack: the message, with the file and
 * line of the script that raised it when it had none, whatever the error
 * value was (a table with a string 'msg' gives that string; no metamethod
 * of the error value is run). */
int cv_sandbox_pcall(lua_State *L, int nargs, int nres);

/* Does error message 'msg' name its place ("file:12: ...") on its first
 * line? */
int cv_sandbox_has_place(const char *msg);

/* [-0, +1, m] Loads text chunk 'src' named 'chunkname' ("@cards/<game>/x.lua")
 * with the table at stack index 'env' as its _ENV and pushes the function.
 * On a syntax error (or a binary chunk) pushes the message and returns
 * nonzero. */
int cv_sandbox_load(lua_State *L, const char *src, size_t len, const char *chunkname, int env);

/* [-0, +1, m] Pushes a new environment table whose reads fall through to
 * the table at stack index 'base' and, if 'sealed', where assigning a
 * global is an error. Its metatable is hidden. */
void cv_sandbox_env(lua_State *L, int base, int sealed);

/* [-0, +0, m] Stores in field 'name' of the table at 'into' a read-only
 * view of the table at 'idx': reads pass through, writes are errors
 * ("'name' is read-only"), and its metatable is hidden. */
void cv_sandbox_readonly(lua_State *L, int into, const char *name, int idx);

/* Reads a whole regular file of at most 'cap' bytes into a malloc'd,
 * NUL-terminated buffer (caller frees). NULL on error, with a reason in
 * 'why' when not NULL ("not a regular file", "larger than N bytes"). */
char *cv_sandbox_slurp(const char *path, size_t cap, size_t *len, const char **why);

#endif
