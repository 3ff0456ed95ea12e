/* api: the 'cv' table of C functions that rules and card scripts call.
 * Every binding checks all its arguments before it changes anything, and
 * raises a Lua error (never longjmps through kernel code) on bad input. */
#ifndef CV_API_H
#define CV_API_H

#include <lua.h>


/* [-0, +1, m] Pushes a new 'cv' table; its functions act on the game of
 * the calling thread (game.h). */
void cv_api_push(lua_State *L);

/* For the binding files (api.c, flow.c): each raises a Lua error on bad
 * input, naming the argument. */

/* The game of the calling thread; raises while a file loads (no game).
 * While a memo is worked out (value.c: the activity, a value), a binding
 * notes what it reads: cv_api_game anything (CV_READ_ALL),
 * cv_api_game_reads only the classes of change in 'reads' (CV_CH_* bits,
 * state.h), so that a change to anything else leaves the memo as it is. */
struct cv_game *cv_api_game(lua_State *L);
struct cv_game *cv_api_game_reads(lua_State *L, unsigned reads);
struct cv_state *cv_api_state(lua_State *L);

/* Argument 'arg' as a 1-based seat, returned 0-based; as a card id. */
int cv_api_seat(lua_State *L, int arg);
struct cv_card *cv_api_card(lua_State *L, int arg);

/* Raises "out of memory". */
int cv_api_nomem(lua_State *L);

#endif
