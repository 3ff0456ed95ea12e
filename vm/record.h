/* record: a game's record as readable text - ruleset, options, decks or
 * position, seed, and every answer with the label it had - written and read
 * through the public interface only. See docs/judging.md for the format. */
#ifndef CV_RECORD_H
#define CV_RECORD_H

#include <stdio.h>

#include "cardvm.h"

/* Writes the record of 'g' to 'f'. */
void cv_record_write(const cv_game *g, FILE *f);

/* Writes the record to 'path' through a temporary file renamed over it, so
 * a failed save never destroys the previous one. CV_OK or CV_EFILE. */
int cv_record_save(const cv_game *g, const char *path, char *err, size_t errlen);

/* Reads a record and replays it (scripts under 'root'). Every answer must
 * still be offered with the label it was recorded with; otherwise the game
 * stops at the last answer that fits and err names the record's line (with
 * *partial set, if non-NULL, to the game so far, which the caller frees).
 * Returns the game, or NULL with err set. */
cv_game *cv_record_load(const char *root, const char *path, cv_game **partial, char *err,
                        size_t errlen);

#endif
