/* game_state: the state behind a game, for the kernel's own modules that
 * read it (json.c). Not part of the public interface. */
#ifndef CV_GAME_STATE_H
#define CV_GAME_STATE_H

#include "cardvm.h"
#include "state.h"

/* The state of 'g' (owned by the game). */
const cv_state *cv_game_state(const cv_game *g);

#endif
