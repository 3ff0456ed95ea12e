/* snap: copies of a state, for checkpoints (game.c keeps them so that going
 * back costs a copy and a few answers, not a replay from the start). Plain C.
 *
 * A copy holds everything a state holds except its log, which only grows:
 * going back to a copy keeps the live log, cut to where it stood. */
#ifndef CV_SNAP_H
#define CV_SNAP_H

#include "state.h"

/* A deep copy of 's' with an empty log. NULL when out of memory. The caller
 * frees it with cv_state_free. */
cv_state *cv_snap_copy(const cv_state *s);

#endif
