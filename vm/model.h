/* model: what one viewer sees of a game, as data (a cJSON tree). The one
 * model that every rendering reads: `state` and `view` as text
 * (describe.c), `state --json` (json.c) and the replay viewer's pages
 * (repl/html.c, through cv_game_model in cardvm.h). Plain C: the ruleset's
 * additions (card values, the attachment link, the summary, the board) are
 * gathered by the callers that reach Lua and passed in. The shape is
 * documented in docs/viewing.md. */
#ifndef CV_MODEL_H
#define CV_MODEL_H

#include "board.h"
#include "describe.h"
#include "state.h"

struct cJSON;

/* The state part of the model as seat 'viewer' sees it (-1: a judge, who
 * sees everything): scopes, game pools and variables, each player's pools,
 * variables and zones, the shared zones, modifiers, windows, the decision
 * and the result. 'x' (NULL: none) adds card values and nesting under the
 * attachment link. Which zones the viewer sees by their size only, and which
 * cards it sees face down, are decided here (cv_state_visible), once for
 * every rendering. Returns a new tree (caller frees with cJSON_Delete), or
 * NULL when out of memory. */
struct cJSON *cv_model_state(const cv_state *s, int viewer, const cv_describe_extra *x);

/* Adds the board 'bd' to model 'm' as "board" (cells, plane, shapes,
 * legend). Returns 0, or -1 when out of memory. */
int cv_model_add_board(struct cJSON *m, const cv_board *bd);

/* The seat (0-based) a model was built for, -1 for a judge's. */
int cv_model_viewer(const struct cJSON *m);

#endif
