/* pattern: Lua 5.4's pattern matching (string.find, match, gmatch, gsub)
 * and string.rep, for the sandbox, with their work charged to the running
 * step's instruction budget.
 *
 * Lua's own string library matches patterns in C, where the count hook
 * cannot see it: ("a"):rep(30):find(("a*"):rep(12) .. "b") runs for
 * minutes. These functions behave as the Lua 5.4 reference manual (6.4,
 * 6.4.1) and Lua 5.4's library do, results and error messages alike, but
 * every elementary step (one pattern item tried at one subject position,
 * and the like) costs one instruction of the budget in the context the
 * thread is bound to (cv_sandbox_ctx), charged in batches. Once the budget
 * is spent they raise the count hook's error ("<file>:<line>: instruction
 * budget of N exceeded (a runaway script?)") with the budget left at -1, so
 * no pcall of the sandbox catches it. Steps are charged only on a thread
 * whose count hook is installed (cv_sandbox_arm), as instructions are.
 *
 * Where these differ from Lua's library, on purpose: character classes are
 * ASCII (the C locale) whatever locale the process runs in, so no game
 * depends on it; string.rep refuses a result over CV_PATTERN_REP_MAX bytes
 * and returns "" at once for an empty result however large the count. */
#ifndef CV_PATTERN_H
#define CV_PATTERN_H

#include <lua.h>

/* The largest string string.rep makes (16 MiB). */
#define CV_PATTERN_REP_MAX ((size_t)16 << 20)

/* [-(2|3|4), +(1|2+captures), v] string.find(s, pattern [, init [, plain]]) */
int cv_pattern_find(lua_State *L);

/* [-(2|3), +(1|captures), v] string.match(s, pattern [, init]) */
int cv_pattern_match(lua_State *L);

/* [-(2|3), +1, v] string.gmatch(s, pattern [, init]): pushes the iterator. */
int cv_pattern_gmatch(lua_State *L);

/* [-(3|4), +2, v] string.gsub(s, pattern, repl [, n]); a function or
 * table replacement runs Lua code, which the count hook budgets. */
int cv_pattern_gsub(lua_State *L);

/* [-(2|3), +1, v] string.rep(s, n [, sep]), at most CV_PATTERN_REP_MAX
 * bytes ("string.rep: a result of N bytes is more than game scripts may
 * make"). */
int cv_pattern_rep(lua_State *L);

#endif
