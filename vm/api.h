/* api: the 'cv' table of C functions that rules and card scripts call.
 * Every binding checks all its arguments before it changes anything, and
 * raises a Lua error (never longjmps through kernel code) on bad input. */
#ifndef CV_API_H
#define CV_API_H

#include <lua.h>


/* [-0, +1, m] Pushes a new 'cv' table; its functions act on the game of
 * the calling thread (game.h). */
void cv_api_push(lua_State *L);

#endif
