/* zone: an ordered list of card ids (a deck, a hand, a pile, the table).
 *
 * Position 0 is the top. Zones hold ids, never pointers, and know nothing of
 * the cards they hold. */
#ifndef CV_ZONE_H
#define CV_ZONE_H

#include <stddef.h>

#include "rng.h"

typedef struct cv_zone {
    char *name; /* e.g. "hand", "discard", "path" */
    int owner;  /* seat index, or -1 for a shared zone */
    int flags;  /* CV_ZONE_* */
    int *ids;
    size_t n, cap;
} cv_zone;

enum {
    CV_ZONE_INPLAY = 1, /* cards here are in play: their abilities can be used */
    CV_ZONE_HIDDEN = 2, /* contents are hidden from other players (a hand) */
    CV_ZONE_DECK = 4    /* face down, order unknown to all (a draw deck) */
};

/* Initialises an empty zone with a copy of 'name'. Returns 0 or -1 (OOM). */
int cv_zone_init(cv_zone *z, const char *name, int owner, int flags);

/* Releases the zone's memory. */
void cv_zone_free(cv_zone *z);

/* Inserts 'id' at position 'pos' (0 = top; pos >= n or < 0 = bottom).
 * Returns 0 or -1 (OOM, zone unchanged). */
int cv_zone_insert(cv_zone *z, int id, long pos);

/* Returns the position of 'id', or -1 when absent. */
long cv_zone_find(const cv_zone *z, int id);

/* Removes 'id'; returns 1 if it was there, 0 if not. */
int cv_zone_remove(cv_zone *z, int id);

/* Shuffles the zone with the kernel RNG. */
void cv_zone_shuffle(cv_zone *z, cv_rng *r);

#endif
