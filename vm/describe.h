/* describe: the board as text (the REPL's `state` and `view`). Plain C. */
#ifndef CV_DESCRIBE_H
#define CV_DESCRIBE_H

#include "state.h"
#include "str.h"

/* Appends the board to 'b' as seat 'viewer' sees it: scopes, game pools and
 * variables, each seat's pools, variables and zones with their cards, the
 * shared zones, modifiers, windows and the decision. Other players' hidden
 * zones and every face-down pile show their size only, and another player's
 * card whose variable 'facedown' is set shows as a face-down card; viewer
 * -1 sees everything. */
void cv_describe_state(const cv_state *s, cv_buf *b, int viewer);

#endif
