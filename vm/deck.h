/* deck: deck files (docs/scripting.md, "Deck files"): one card per line,
 * "[count] card-key", '#' comments, and an optional "name: Player" line. */
#ifndef CV_DECK_H
#define CV_DECK_H

#include <stddef.h>

#include "game.h"

/* Reads the text of the game's deck files, the configured ones or else the
 * ruleset's defaults (R.decks, beside its cards), into g->decktext and
 * g->deckname (as messages name them). A game reads them once: rebuilding
 * it (undo, a failed step) never reads the disk. 0, or -1 with err set. */
int cv_deck_load(cv_game *g, char *err, size_t errlen);

/* [-0, +1, m] Parses the game's decks into a list of tables { name =, file
 * =, cards = { { key =, count =, line = }, ... } }, pushes it and adds one
 * player per deck to the game's state. A card whose file was refused is
 * skipped with a warning; a malformed line or an unknown card is an error
 * naming file:line. Returns 0, or -1 with err set and nothing pushed. */
int cv_deck_read(cv_game *g, char *err, size_t errlen);

#endif
