/* value: which cards are active and the value of a card's stat, worked out
 * once per state (value.c): the cv bindings cv.active, cv.active_cards,
 * cv._activity and cv.value. */
#ifndef CV_VALUE_H
#define CV_VALUE_H

#include <lauxlib.h>

#include "state.h"

struct cv_game;

/* The functions cv_api_push adds to the cv table. */
extern const luaL_Reg cv_value_funcs[];

/* Forgets what was worked out for game 'g' (its state was replaced). */
void cv_value_forget(struct cv_game *g);

/* The registered modifiers of 'stat' on card c; with 'off' (a stack index
 * holding R.suppressed, or 0), a modifier of a kind off(c, kind) turns off
 * does not count. Runs Lua (may raise). */
long long cv_value_mods(lua_State *L, cv_state *s, const cv_card *c, const char *stat, int off);

#endif
