/* position: position files (docs/positions.md), which set up any game
 * state directly. This module is their one reader and their one writer:
 * reading runs the file as a sandboxed text chunk, checks its shape and
 * hands the table to vm/position.lua, which builds the state; writing
 * (dump) turns a state back into such a file. cvaux.h's position functions
 * live here too. */
#ifndef CV_POSITION_H
#define CV_POSITION_H

#include <stddef.h>

#include "game.h"
#include "str.h"

/* Reads the text of the game's position file into g->postext. A game
 * reads it once: rebuilding it never reads the disk. 0, or -1 with err. */
int cv_position_load(cv_game *g, char *err, size_t errlen);

/* The ruleset options the position file 'path' (its text) sets (options =
 * { name = value }), as "name=value" strings sorted by name: *out (NULL when
 * none; the caller frees each and the list) and *n. 0, or -1 with err. */
int cv_position_options(const char *path, const char *text, char ***out, int *n, char *err,
                        size_t errlen);

/* [-0, +1, m] Runs the game's position text, checks that it returns a table
 * for this ruleset with a list of players, adds the players to the state and
 * pushes the table. The text is put in the game's table (for messages naming
 * its lines) while the game is built. Returns 0, or -1 with err naming the
 * file (and line) and nothing pushed. */
int cv_position_read(cv_game *g, char *err, size_t errlen);

/* Appends the current state of 'g' as a position file to 'b': rules, turn,
 * player and phase, each player's name, variables, pools and zones, the
 * shared zones, the game's pools and variables; every card by title with
 * its tokens, links (to "c<id>" refs) and variables. */
void cv_position_write(const cv_game *g, cv_buf *b);

/* Appends 's' to 'b' as a Lua string literal. */
void cv_position_quote(cv_buf *b, const char *s);

#endif
