/* cvaux: the auxiliary layer over cardvm.h, as lauxlib.h stands beside
 * lua.h: what a host needs to explain and share a game, as typed C
 * functions (a host never builds Lua source to reach the kernel).
 *
 * Cards are named by a judge's words: an id ("12"), a title in any case
 * ("master chief"), "Title, Subtitle", or a card file's key; a card in play
 * is preferred to one elsewhere. Strings returned as char * are malloc'd
 * (caller frees); NULL means failure with the message in err. */
#ifndef CVAUX_H
#define CVAUX_H

#include "cardvm.h"

/* Finds the card a judge names in the game. CV_OK with *id set, or CV_EARG
 * with the three nearest titles in err. */
int cv_aux_find(cv_game *g, const char *name, int *id, char *err, size_t errlen);

/* Every card the name means (every copy of a title), as their names
 * "Title [id]", one per line (malloc'd; "" when none): the cards whose lines
 * `log card NAME` shows. */
char *cv_aux_names_of(cv_game *g, const char *name, char *err, size_t errlen);

/* `why CARD`: the card's zone and activity, then each of its values from
 * printed to final, with every modifier's amount, source and duration and
 * every adjustment of the ruleset, its links and its tokens. */
char *cv_aux_explain(cv_game *g, const char *name, char *err, size_t errlen);

/* `show CARD`: a card's printed data and game text, by id, title or key
 * (any card of the pool, in the game or not). */
char *cv_aux_show(cv_game *g, const char *name, char *err, size_t errlen);

/* The titles of the game's card pool, sorted and distinct (for completion):
 * count and title i. They follow the game (a new game, a reload). */
size_t cv_aux_title_count(const cv_game *g);
const char *cv_aux_title(const cv_game *g, size_t i);

/* The current state as a position file (docs/positions.md) followed by the
 * game's record as "--@record" comment lines, so loading it replays the
 * game exactly and deleting them starts from the description. */
char *cv_aux_dump(cv_game *g, char *err, size_t errlen);

/* Writes cv_aux_dump to 'path' through a temporary file renamed over it.
 * CV_OK, or CV_EFILE / CV_ESCRIPT with err set. */
int cv_aux_dump_file(cv_game *g, const char *path, char *err, size_t errlen);

/* The ruleset a position file names ("rules = ..."), copied into buf;
 * NULL (with err set) when the file cannot be read or names none. */
const char *cv_aux_position_rules(const char *path, char *buf, size_t len, char *err,
                                  size_t errlen);

/* Opens a position file: a dumped one (with "--@record" lines) replays its
 * record exactly; another starts a new game from its description with the
 * root, ruleset, options and seed of 'like'. NULL with err on failure. */
cv_game *cv_aux_open(const cv_config *like, const char *path, char *err, size_t errlen);

#endif
