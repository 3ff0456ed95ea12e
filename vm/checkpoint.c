/* checkpoint: the copies of its state a game keeps before phases and turns
 * (at most one every CHECKPOINT_EVERY answers), sorted by the answers taken
 * when each was kept. See checkpoint.h; game.c restores them. */
#include "checkpoint.h"

#include <stdlib.h>
#include <string.h>

#include "snap.h"

#define CHECKPOINT_EVERY 8  /* answers between two checkpoints, at the least */
#define CHECKPOINT_MAX 256  /* past this many, every other one goes */

static void drop(cv_game *g, size_t i)
{
    cv_state_free(g->cps[i].snap);
    memmove(&g->cps[i], &g->cps[i + 1], (g->ncps - i - 1) * sizeof *g->cps);
    g->ncps--;
}

/* Drops the checkpoints taken after more than 'n' answers: they belong to a
 * line of play that is no more (or to a step that failed). */
void cv_checkpoint_drop_after(cv_game *g, size_t n)
{
    while (g->ncps && g->cps[g->ncps - 1].consumed > n)
        drop(g, g->ncps - 1);
}

void cv_checkpoint_drop_all(cv_game *g)
{
    while (g->ncps)
        drop(g, g->ncps - 1);
}

void cv_game_checkpoint(cv_game *g, long turn, int seat, int at)
{
    if (g->no_checkpoints) return;
    size_t c = g->consumed, i = g->ncps;
    while (i > 0 && g->cps[i - 1].consumed > c) /* where it goes, in order */
        i--;
    if (i > 0 && c - g->cps[i - 1].consumed < CHECKPOINT_EVERY) return;
    if (i < g->ncps && g->cps[i].consumed - c < CHECKPOINT_EVERY) return;
    if (g->ncps == CHECKPOINT_MAX) { /* thin them out: every other one goes */
        for (size_t k = 1; k < g->ncps; k++)
            drop(g, k);
        for (i = g->ncps; i > 0 && g->cps[i - 1].consumed > c; i--)
            ;
    }
    if (g->ncps == g->capcps) {
        size_t cap = g->capcps ? g->capcps * 2 : 16;
        cv_checkpoint *v = realloc(g->cps, cap * sizeof *v);
        if (!v) return; /* a checkpoint is a saving, never a need */
        g->cps = v;
        g->capcps = cap;
    }
    cv_state *snap = cv_snap_copy(g->s);
    if (!snap) return;
    memmove(&g->cps[i + 1], &g->cps[i], (g->ncps - i) * sizeof *g->cps);
    g->cps[i] = (cv_checkpoint){c, turn, seat, at, g->s->log.n, snap};
    g->ncps++;
}

/* The checkpoint nearest before 'n' answers, or NULL. */
const cv_checkpoint *cv_checkpoint_nearest(const cv_game *g, size_t n)
{
    for (size_t i = g->ncps; i-- > 0;)
        if (g->cps[i].consumed <= n) return &g->cps[i];
    return NULL;
}


void cv_game_set_checkpoints(cv_game *g, int on)
{
    g->no_checkpoints = !on;
    if (!on) cv_checkpoint_drop_all(g);
}

unsigned long cv_game_checkpoint_misses(const cv_game *g)
{
    return g->cp_misses;
}
