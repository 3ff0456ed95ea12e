/* describe: the board as text (the REPL's `state` and `view`), rendered
 * from the view model (model.h). Plain C. */
#ifndef CV_DESCRIBE_H
#define CV_DESCRIBE_H

#include "cardvm.h"
#include "state.h"
#include "str.h"

/* What the ruleset adds to the board (its optional hooks R.card_values and
 * R.attachment_link, docs/scripting.md), gathered once per description. */
typedef struct cv_describe_extra {
    char **values;  /* by card id (1..nvalues-1): the card's current values as
                       text ("strength 5, vitality 3"), or NULL; owned */
    size_t nvalues; /* entries of 'values' (0: no values) */
    char *link;     /* the link from an attached card to its bearer ("bearer"),
                       or NULL: no nesting; owned */
    char *note;     /* one line saying what failed while gathering, or NULL; owned */
} cv_describe_extra;

/* Frees what 'x' holds and zeroes it; a zeroed or NULL 'x' is fine. */
void cv_describe_extra_free(cv_describe_extra *x);

/* Appends the board to 'b' as seat 'viewer' sees it: scopes, game pools and
 * variables, each seat's pools, variables and zones with their cards, the
 * shared zones, modifiers, windows and the decision. Other players' hidden
 * zones and every face-down pile show their size only, and another player's
 * card whose variable 'facedown' is set shows as a face-down card; viewer
 * -1 sees everything. */
void cv_describe_state(const cv_state *s, cv_buf *b, int viewer);

/* cv_describe_state with the ruleset's additions 'x' (NULL: none): a card's
 * values in parentheses after its name, for the cards the viewer may see;
 * and, when x->link is set, each card linked by it to a card of the same
 * zone listed under that card, two spaces further in and without the link
 * (a card on itself, or in a loop of such links, stays in its place).
 * Both build the view model (cv_model_state) and render it with
 * cv_describe_model; out of memory sets b->oom. */
void cv_describe_state_with(const cv_state *s, cv_buf *b, int viewer, const cv_describe_extra *x);

/* Appends a view model (model.h; cv_game_model in cardvm.h) as text: the
 * ruleset's summary or why it failed, its board (hex cells; with 'colour'
 * in ANSI colours) or why it failed, the note, then the state as
 * cv_describe_state_with describes it. Everything `state` and `view` print
 * comes from the model: what it leaves out, the text cannot show. */
struct cJSON;
void cv_describe_model(cv_buf *b, const struct cJSON *m, int colour);

/* Gathers 'x' from the ruleset of game 'g' (vm/view.c, which calls into Lua:
 * declared here beside the type it fills). Reads the game only: a hook that
 * changes it is undone. A hook that fails leaves its cards without values
 * and says so in x->note. Returns CV_OK, or CV_ENOMEM with 'x' emptied. The
 * caller frees 'x' with cv_describe_extra_free. */
int cv_game_describe_extra(const cv_game *g, cv_describe_extra *x);

#endif
