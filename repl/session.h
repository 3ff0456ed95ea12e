/* session: the REPL's session record (every answer appended and flushed as
 * it is made, so a crash loses nothing; `cardvm resume` continues it), and
 * opening position files. */
#ifndef CV_SESSION_H
#define CV_SESSION_H

#include <stddef.h>

#include "commands.h"

/* The session record's path: $CARDVM_SESSION, else
 * $XDG_STATE_HOME/cardvm/session.rec, else ~/.local/state/cardvm/session.rec
 * (directories created). Caller frees; NULL if there is no home. */
char *session_path(void);

/* Rewrites the whole session record for the current game (after undo, load
 * and the like), through a temporary file. */
void session_rewrite(repl *r);

/* Appends one answer to the session record and flushes it. */
void session_append(repl *r, size_t option, const char *label);

/* Opens a position file: a dumped one (with --@record lines) replays its
 * record exactly; another starts a game from its description with the
 * ruleset, options and seed of 'like'. NULL with err on failure. */
/* The ruleset a position file names in its "rules = '...'" line, into buf;
 * NULL when it names none (or the file cannot be read). */
const char *session_position_rules(const char *path, char *buf, size_t len);

cv_game *session_open_position(const char *root, const cv_config *like, const char *path, char *err,
                               size_t errlen);

#endif
