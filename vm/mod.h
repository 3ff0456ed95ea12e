/* mod: continuous modifiers with durations.
 *
 * A modifier adds 'amount' to one named value ('stat') of the cards it
 * covers: one card, every card of one seat, or every card. It lives until the
 * scope it was tied to ends (a phase, a turn, a combat: whatever scopes the
 * ruleset opens), or for the rest of the game when its scope is 0. It may
 * carry a kind ("art", "a card effect", "cover": the ruleset's words), so a
 * ruleset can turn off modifiers of one kind and a judge can see which is
 * which. Values are never stored modified: readers fold the modifiers in. */
#ifndef CV_MOD_H
#define CV_MOD_H

#include <stddef.h>

typedef struct cv_mod {
    int id;
    int source; /* card id of the source, 0 for a rule */
    int card;   /* the card covered, or 0 for "by seat" */
    int seat;   /* with card == 0: the seat covered, or -1 for all */
    char *stat;
    long long amount;
    unsigned scope; /* serial of the scope it ends with; 0 = never */
    char *cause;    /* what registered it, for the log and for judges */
    char *kind;     /* the ruleset's kind of effect, or NULL */
} cv_mod;

typedef struct cv_mods {
    cv_mod *v;
    size_t n, cap;
    int next_id;
} cv_mods;

/* Registers a modifier (copies strings; 'kind' may be NULL). Returns its id
 * (> 0), or -1 on OOM. */
int cv_mod_add(cv_mods *m, int source, int card, int seat, const char *stat, long long amount,
               unsigned scope, const char *cause, const char *kind);

/* Removes the modifier 'id'; returns 1 if it existed. */
int cv_mod_remove(cv_mods *m, int id);

/* Removes every modifier tied to 'scope'; returns how many expired. */
size_t cv_mod_expire(cv_mods *m, unsigned scope);

/* Removes every modifier that covers card 'card' alone; returns how many. */
size_t cv_mod_clear_card(cv_mods *m, int card);

/* Does modifier x cover card 'card' of seat 'seat'? */
int cv_mod_covers(const cv_mod *x, int card, int seat);

/* Sum of the amounts applying to 'stat' of card 'card' owned by 'seat'. */
long long cv_mod_sum(const cv_mods *m, const char *stat, int card, int seat);

/* Releases every modifier. */
void cv_mod_free(cv_mods *m);

#endif
