/* pure: a card keeps no state of its own.
 *
 * A card file is loaded once and its definition shared by every game of the
 * pool (pool.h), so anything a card's functions could change outside the
 * game's state would leak from game to game and escape undo, the hash and
 * every record. The card's functions (those of its file, reachable from its
 * definition) are therefore checked when the card loads: none may assign to
 * a variable that outlives a call (an upvalue of the file), and the tables
 * they keep in such variables are frozen (read-only, like the definition).
 * The check reads the functions' bytecode as Lua 5.4 dumps it; a Lua whose
 * dump it does not recognise is reported by cv_pure_supported. */
#ifndef CV_PURE_H
#define CV_PURE_H

#include <lua.h>
#include <stddef.h>

/* 1 when this Lua's bytecode is the one the check reads (a probe compiled
 * and dumped once), else 0. */
int cv_pure_supported(lua_State *L);

/* Checks the card definition at stack index 'def' loaded from chunk
 * 'chunkname' ("@cards/game/x.lua"). The function at stack index 'freeze'
 * makes a read-only view of a table: freeze(t, path) -> view. Returns 0, or
 * -1 with 'why' saying which function assigns to which variable ("the
 * function at line 7 assigns to 'count', a variable of the file: keep what
 * changes in cv.set_var") or which table has a metatable. Runs Lua: call it
 * protected. */
int cv_pure_card(lua_State *L, int def, int freeze, const char *chunkname, char *why, size_t len);

#endif
