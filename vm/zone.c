/* zone: ordered lists of card ids. See zone.h. */
#include "zone.h"

#include <stdlib.h>
#include <string.h>

#include "str.h"

int cv_zone_init(cv_zone *z, const char *name, int owner, int flags)
{
    memset(z, 0, sizeof *z);
    z->name = cv_str_dup(name);
    if (!z->name) return -1;
    z->owner = owner;
    z->flags = flags;
    return 0;
}

void cv_zone_free(cv_zone *z)
{
    free(z->name);
    free(z->ids);
    memset(z, 0, sizeof *z);
}

int cv_zone_insert(cv_zone *z, int id, long pos)
{
    if (z->n == z->cap) {
        size_t cap = z->cap ? z->cap * 2 : 8;
        int *ids = realloc(z->ids, cap * sizeof *ids);
        if (!ids) return -1;
        z->ids = ids;
        z->cap = cap;
    }
    size_t at = (pos < 0 || (size_t)pos >= z->n) ? z->n : (size_t)pos;
    memmove(&z->ids[at + 1], &z->ids[at], (z->n - at) * sizeof z->ids[0]);
    z->ids[at] = id;
    z->n++;
    return 0;
}

long cv_zone_find(const cv_zone *z, int id)
{
    for (size_t i = 0; i < z->n; i++)
        if (z->ids[i] == id) return (long)i;
    return -1;
}

int cv_zone_remove(cv_zone *z, int id)
{
    long at = cv_zone_find(z, id);
    if (at < 0) return 0;
    memmove(&z->ids[at], &z->ids[at + 1], (z->n - (size_t)at - 1) * sizeof z->ids[0]);
    z->n--;
    return 1;
}

void cv_zone_shuffle(cv_zone *z, cv_rng *r)
{
    cv_rng_shuffle(r, z->ids, (int)z->n);
}
