/* pure: a card keeps no state of its own.
 *
 * A card file is loaded once and its definition shared by every game of the
 * pool (pool.h), so anything a card's functions could change outside the
 * game's state would leak from game to game and escape undo, the hash and
 * every record. The card's functions (those of its file, reachable from its
 * definition) are therefore checked when the card loads: none may assign to
 * a variable that outlives a call (an upvalue of the file), the tables they
 * keep in such variables are frozen (read-only, like the definition), and
 * none may keep a C function with state of its own (a C closure with
 * upvalues: a string.gmatch or pairs iterator made while the file loaded)
 * that is not one of the library functions every script shares. The check
 * reads the functions' bytecode as Lua 5.4 dumps it; a Lua whose dump it
 * does not recognise is reported by cv_pure_supported. */
#ifndef CV_PURE_H
#define CV_PURE_H

#include <lua.h>
#include <stddef.h>

/* 1 when this Lua's bytecode is the one the check reads (a probe compiled
 * and dumped once), else 0. */
int cv_pure_supported(lua_State *L);

/* [-0, +1, m] Pushes the library's C functions, as a set (function -> true),
 * and returns its stack index: every C function reached from the table at
 * stack index 'env' (the environment the cards see, or the table behind it)
 * through table keys, values and metatables, walked raw (no metamethod runs;
 * a read-only view's contents are reached through its metatable's __index),
 * each table once. Made once per pool, for cv_pure_card. */
int cv_pure_library(lua_State *L, int env);

/* Checks the card definition at stack index 'def' loaded from chunk
 * 'chunkname' ("@cards/game/x.lua"). The function at stack index 'freeze'
 * makes a read-only view of a table: freeze(t, path) -> view. The set at
 * stack index 'library' (cv_pure_library; 0: none) names the C functions
 * with upvalues a card may keep: the shared library's. Returns 0, or -1 with
 * 'why' saying which function assigns to which variable ("the function at
 * line 7 assigns to 'count', a variable of the file: keep what changes in
 * cv.set_var"), which table has a metatable, or which function keeps a C
 * function with state of its own ("the function at line 7 keeps
 * 'next_word', a library iterator or other function with state of its own
 * (made when the file loaded): make it inside the function that uses it").
 * Runs Lua: call it protected. */
int cv_pure_card(lua_State *L, int def, int freeze, int library, const char *chunkname, char *why,
                 size_t len);

#endif
