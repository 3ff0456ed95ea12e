/* session: the REPL's session record. The game's record is rewritten after
 * undo, load and the like, and every answer is appended and flushed as it
 * is made, so a crash loses nothing; `cardvm resume` continues it. */
#ifndef CV_SESSION_H
#define CV_SESSION_H

#include <stddef.h>

#include "cardvm.h"

/* The session record's path: $CARDVM_SESSION, else
 * $XDG_STATE_HOME/cardvm/session.rec, else ~/.local/state/cardvm/session.rec
 * (directories created). Caller frees; NULL if there is no home. */
char *session_path(void);

/* Rewrites the whole session record at 'path' for 'g', through a temporary
 * file. 0, or -1 with err set. */
int session_rewrite(const char *path, const cv_game *g, char *err, size_t errlen);

/* Appends answer k of 'g' to the session record and flushes it. */
void session_append(const char *path, const cv_game *g, size_t k);

#endif
