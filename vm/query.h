/* query: reading a game from Lua without changing it - a judge's or a
 * test's expression (cv_game_query), and the host features of cvaux.h. */
#ifndef CV_QUERY_H
#define CV_QUERY_H

#include <stddef.h>

#include "game.h"

/* [-(nargs+1), +nres|0] Calls the function below the 'nargs' arguments on
 * the pool's main thread bound to 'g' (cv_game_enter), protected and with
 * the budget armed. A call may not change the game: if the state hash or the
 * log changed, the game is rebuilt at its answers and CV_EARG returned. On
 * CV_ESCRIPT (the call failed) err holds the message. Nothing is left on the
 * stack on failure. */
int cv_query_pcall(cv_game *g, int nargs, int nres, char *err, size_t errlen);

#endif
