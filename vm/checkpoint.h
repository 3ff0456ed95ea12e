/* checkpoint: a game's checkpoints (game.h, cv_checkpoint): kept by
 * cv_game_checkpoint as the game goes (K.main calls cv._checkpoint before
 * phases and turns), found and dropped here, restored by game.c. */
#ifndef CV_CHECKPOINT_H
#define CV_CHECKPOINT_H

#include <stddef.h>

#include "game.h"

/* The checkpoint kept after the most answers, at most 'n', or NULL. */
const cv_checkpoint *cv_checkpoint_nearest(const cv_game *g, size_t n);

/* Drops the checkpoints kept after more than 'n' answers: they belong to a
 * line of play that is no more (or to a step that failed). */
void cv_checkpoint_drop_after(cv_game *g, size_t n);

/* Drops every checkpoint. */
void cv_checkpoint_drop_all(cv_game *g);

#endif
