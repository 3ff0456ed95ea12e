/* bind: what the kernel's C bindings of library tables (cv.hex, cv.plane)
 * share: how an error shows a bad value, and a read-only view of a table
 * of functions. */
#ifndef CV_BIND_H
#define CV_BIND_H

#include <lauxlib.h>
#include <lua.h>

/* [-0, +1, m] Pushes how an error shows the value at 'idx': a string quoted
 * (its first 40 bytes, unprintable bytes as '?'), a number, a boolean, nil,
 * "no value", or a type name; returns it. */
const char *cv_bind_shown(lua_State *L, int idx);

/* [-0, +1, m] Pushes a read-only view of the functions 'funcs': a table
 * whose reads find them, whose writes are an error naming 'name' ("cv.hex"),
 * and whose metatable is hidden; pairs() over it lists nothing. */
void cv_bind_view(lua_State *L, const luaL_Reg *funcs, const char *name);

#endif
