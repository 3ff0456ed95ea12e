/* alloc: the allocator of the sandbox's Lua state. See alloc.h. */
#include "alloc.h"

#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

/* Lua's small blocks (tables, closures, short strings: most of what rules
 * make and drop) come from free lists by size class. Lua tells the
 * allocator each block's size when it frees or resizes it, so a class
 * needs no header and no lookup: taking and giving back a block is a
 * pointer swap, where malloc and free were a seventh of the time of play.
 * The blocks are carved from slabs that stay with the process (reused by
 * every later game and pool; none goes back to the system). One thread
 * allocates (the one playing: sandbox.h). Under AddressSanitizer every
 * block is malloc's, so the sanitizer sees each one. */
#if defined(__SANITIZE_ADDRESS__)
#define SMALL_MAX 0
#else
#define SMALL_MAX 256
#endif
#define SMALL_STEP 16
#define SLAB_SIZE (64 * 1024)
typedef struct small_block {
    struct small_block *next;
} small_block;
static small_block *small_free[256 / SMALL_STEP];
static char *slab_at, *slab_end;
static void *slabs; /* every slab, each holding the one before it in its first block */
static size_t slab_bytes, small_used; /* the slabs' bytes, and those of blocks handed out */

size_t cv_alloc_slab_idle(void)
{
    return slab_bytes - small_used;
}

static size_t small_class(size_t n)
{
    return (n - 1) / SMALL_STEP;
}

static void *small_get(size_t n)
{
    size_t c = small_class(n);
    small_block *b = small_free[c];
    size_t size = (c + 1) * SMALL_STEP;
    if (b) {
        small_free[c] = b->next;
        small_used += size;
        return b;
    }
    if (!slab_at || slab_at + size > slab_end) {
        char *slab = malloc(SLAB_SIZE);
        if (!slab) return NULL;
        *(void **)slab = slabs;
        slabs = slab;
        slab_bytes += SLAB_SIZE;
        slab_at = slab + SMALL_STEP;
        slab_end = slab + SLAB_SIZE;
    }
    void *p = slab_at;
    slab_at += size;
    small_used += size;
    return p;
}

static void small_put(void *p, size_t n)
{
    small_block *b = p;
    size_t c = small_class(n);
    b->next = small_free[c];
    small_free[c] = b;
    small_used -= (c + 1) * SMALL_STEP;
}

void *cv_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    cv_sandbox *sb = ud;
    if (!ptr) osize = 0;
    if (nsize == 0) {
        if (osize && osize <= SMALL_MAX)
            small_put(ptr, osize);
        else
            free(ptr);
        sb->mem -= osize;
        return NULL;
    }
    if (nsize > osize && sb->mem + (nsize - osize) > sb->mem_limit) return NULL;
    void *p;
    if (osize && osize <= SMALL_MAX) { /* a small block grows, shrinks or moves */
        if (nsize <= SMALL_MAX && small_class(nsize) == small_class(osize)) {
            p = ptr;
        } else {
            p = nsize <= SMALL_MAX ? small_get(nsize) : malloc(nsize);
            if (p) {
                memcpy(p, ptr, osize < nsize ? osize : nsize);
                small_put(ptr, osize);
            }
        }
    } else if (nsize <= SMALL_MAX) { /* a new small block, or a large one shrunk */
        p = small_get(nsize);
        if (p && ptr) {
            memcpy(p, ptr, nsize);
            free(ptr);
        }
    } else {
        p = realloc(ptr, nsize);
    }
    if (p) sb->mem = sb->mem - osize + nsize;
    return p;
}

