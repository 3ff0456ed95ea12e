/* sandbox: a Lua state fit for untrusted rules and card scripts.
 *
 * Only base, table, string, math and utf8 are opened, and of base only the
 * safe parts: no io, os, package, require, debug, load, loadfile, dofile,
 * collectgarbage, string.dump. Chunks load as text only. math.random is the
 * kernel's RNG. pairs() visits keys in sorted order, so no script can leak
 * Lua's per-process string hashing into a game. tostring() never shows an
 * address. Memory is capped and instructions are budgeted. */
#ifndef CV_SANDBOX_H
#define CV_SANDBOX_H

#include <lua.h>
#include <stddef.h>

#include "rng.h"

typedef struct cv_sandbox {
    lua_State *L;
    size_t mem, mem_limit; /* bytes in use by Lua, and the cap */
    long long budget;      /* instructions left for the current step */
    long long budget_step; /* instructions allowed per step */
    cv_rng *rng;           /* the game's RNG behind math.random */
} cv_sandbox;

/* Creates the sandbox; math.random draws from 'rng' (borrowed). The globals
 * scripts see are in the registry under "cv.G". Returns 0, or -1 on OOM. */
int cv_sandbox_open(cv_sandbox *sb, cv_rng *rng, size_t mem_limit, long long budget_step);

/* Closes the Lua state. */
void cv_sandbox_close(cv_sandbox *sb);

/* Refills the instruction budget and installs the count hook on thread 'T'. */
void cv_sandbox_arm(cv_sandbox *sb, lua_State *T);

/* [-0, +1, m] Loads text chunk 'src' named 'chunkname' ("@cards/<game>/x.lua")
 * with the table at stack index 'env' as its _ENV and pushes the function.
 * On a syntax error (or a binary chunk) pushes the message and returns
 * nonzero. */
int cv_sandbox_load(lua_State *L, const char *src, size_t len, const char *chunkname, int env);

/* [-0, +1, m] Pushes a new strict environment table: reads fall through to
 * the table at stack index 'base', an unknown name is an error
 * ("undefined global 'x'"), and, if 'sealed', assigning a global is an error. */
void cv_sandbox_env(lua_State *L, int base, int sealed);

/* [-0, +0, m] Stores in field 'name' of the table at 'into' a read-only
 * view of the table at 'idx': reads pass through, writes are errors
 * ("'name' is read-only"), and its metatable is hidden. */
void cv_sandbox_readonly(lua_State *L, int into, const char *name, int idx);

/* Reads a whole file into a malloc'd buffer (caller frees). NULL on error. */
char *cv_sandbox_slurp(const char *path, size_t *len);

#endif
