/* kernel_lua: the kernel's Lua sources, compiled into the binary as text
 * (the Makefile turns each vm/<name>.lua into build/<name>_lua.c). The pool
 * (vm/pool.c) runs them once per ruleset. */
#ifndef CV_KERNEL_LUA_H
#define CV_KERNEL_LUA_H

extern const char cv_prelude_lua[];  /* vm/prelude.lua: the kernel's procedures */
extern const char cv_position_lua[]; /* vm/position.lua: building a position */
extern const char cv_host_lua[];     /* vm/host.lua: why, show, finding cards */
extern const char cv_names_lua[];    /* vm/names.lua: naming cards, the library's view */

#endif
