/* alloc: the allocator of the sandbox's Lua state (a lua_Alloc).
 *
 * It keeps the Lua memory the sandbox counts (cv_sandbox.mem, against
 * mem_limit: a request past the cap fails as Lua's out-of-memory), and
 * takes Lua's small blocks from free lists by size class (alloc.c says
 * why). */
#ifndef CV_ALLOC_H
#define CV_ALLOC_H

#include <stddef.h>

/* The lua_Alloc of a sandbox: 'ud' is its cv_sandbox. */
void *cv_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

/* Bytes of C heap the process keeps for Lua's small blocks (in slabs that
 * are never given back) that no block uses now: for measurements of the
 * heap a game takes. */
size_t cv_alloc_slab_idle(void);

#endif
