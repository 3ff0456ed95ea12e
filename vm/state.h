/* state: everything a game is, as plain C data.
 *
 * Players and seats, card instances of blueprints, zones, token pools,
 * per-object variables, links between cards, modifiers, scopes (the open
 * phases and other durations), action windows, the pending decision, the RNG
 * and the log. Scripts keep nothing between calls except through here, so a
 * state can be printed, hashed and compared. Every change is logged with the
 * cause on top of the cause stack. This file includes no Lua. */
#ifndef CV_STATE_H
#define CV_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "cardvm.h"
#include "kv.h"
#include "log.h"
#include "mod.h"
#include "rng.h"
#include "str.h"
#include "window.h"
#include "zone.h"

typedef struct cv_player {
    char *name;
    cv_kv pools, vars;
} cv_player;

typedef struct cv_card {
    int id;          /* 1-based, stable for the whole game */
    char *blueprint; /* the card file's key, e.g. "master_chief" */
    char *title;     /* for logs and dumps */
    int def;         /* the host's handle on the blueprint's definition (not state: derived
                        from the blueprint; the pool's registry reference) */
    unsigned long long words; /* likewise: the timing words its abilities use (bits) */
    int owner;       /* seat */
    int zone;        /* index into the state's zones */
    cv_kv pools, vars;
    cv_kv links; /* link name -> card id ("bearer", "assigned") */
} cv_card;

typedef struct cv_scope {
    char *name;
    unsigned serial;
} cv_scope;

typedef struct cv_decision {
    int active;
    int seat;
    char *prompt;
    char **labels;
    int *cards; /* the card each option is about (0: none), or NULL */
    size_t n;
} cv_decision;

/* What owns a pool or variable: the game, a player (seat) or a card (id). */
typedef enum { CV_OBJ_GAME, CV_OBJ_PLAYER, CV_OBJ_CARD } cv_obj_kind;
typedef struct cv_obj {
    cv_obj_kind kind;
    int idx;
} cv_obj;

/* One link, seen from the card it points to: card 'from' links to 'to'
 * under 'name' (a reverse index of the links, for cv.linked). */
typedef struct cv_linkref {
    const char *name; /* the key in the linking card's set (valid while the index is) */
    int to, from;
} cv_linkref;

/* A variable bound to a scope: it is deleted (quietly) when the scope ends. */
typedef struct cv_binding {
    cv_obj o;
    char *key;
    unsigned scope; /* the serial of the scope */
} cv_binding;

/* Classes of change to a state (cv_state.ch). */
enum {
    CV_CH_INPLAY,  /* a card enters, leaves or moves within an in-play zone */
    CV_CH_ZONES,   /* any card added, moved or shuffled */
    CV_CH_POOLS,   /* tokens */
    CV_CH_VARS,    /* any variable */
    CV_CH_WATCHED, /* a variable or link whose name is in cv_state.watch */
    CV_CH_LINKS,
    CV_CH_MODS,    /* modifiers registered or ended */
    CV_CH_ACTMODS, /* the active cards with a static modify: counted by vm/value.c when
                      working the activity out again changes them (values depend on it,
                      not on all the activity read) */
    CV_CH_N
};
#define CV_WATCH_MAX 16
#define CV_WATCH_LEN 32

typedef struct cv_state {
    cv_player players[CV_MAX_SEATS];
    int nplayers;
    cv_card *cards;
    size_t ncards, capcards;
    cv_zone *zones;
    size_t nzones, capzones;
    cv_kv pools, vars;
    cv_mods mods;
    cv_scope *scopes;
    size_t nscopes, capscopes;
    unsigned scope_serial;
    cv_binding *bound; /* variables bound to open scopes */
    size_t nbound, capbound;
    /* the links by the card they point to, sorted by (name, to, from); worked
     * out again after any link changed (not part of the hash or a copy) */
    cv_linkref *lix;
    size_t nlix, caplix;
    int lix_valid;
    cv_window *windows;
    size_t nwindows, capwindows;
    char **causes;
    size_t ncauses, capcauses;
    cv_decision decision;
    cv_rng rng;
    cv_log log;
    int over;
    char *result;
    unsigned winners; /* once over: bit s set for each winning seat s (none: no winner) */
    int quiet; /* nonzero: variable changes are not logged (phase markers) */
    /* Counts changes (cards, zones, pools, variables, links, modifiers), so
     * a ruleset's state check can skip when nothing changed since it last
     * ran ('settled'). Neither is part of the hash or a dump. */
    unsigned long changes, settled;
    /* The same changes by class (CV_CH_*), for a memo that depends on part
     * of the state only (value.c's activity), and the variable names such
     * a memo read: a change to one of them counts in CV_CH_WATCHED too.
     * Not part of the hash or a dump either. */
    unsigned long ch[CV_CH_N];
    char watch[CV_WATCH_MAX][CV_WATCH_LEN];
    int nwatch;
    /* decisions and abilities since the turn began (flow.c bounds them):
     * kept with the state so a game rebuilt mid-turn counts the same */
    unsigned long turn_steps;
    unsigned long quiet_turns; /* turns begun since the last decision (flow.c bounds them) */
    /* the running step's instruction budget (the game's, vm/sandbox.h), or
     * NULL: C work a script asks for (log lines, zones, variables, labels)
     * is charged to it, so no flood of calls runs past it. Not state. */
    long long *meter;
} cv_state;

/* Charges n units of C work to the running step's budget (see 'meter'). */
static inline void cv_state_charge(cv_state *s, size_t n)
{
    if (s->meter) *s->meter -= (long long)(n > (size_t)1 << 40 ? (size_t)1 << 40 : n);
}

/* The longest text a variable or an option label may hold. */
#define CV_TEXT_MAX 65536

/* The kernel's own invariants, whatever the game: every card is in exactly
 * one zone, the one it names; links point at cards; a pending decision has
 * options and a seat; an ended game asks nothing. 0, or -1 with 'why'. */
int cv_state_check(const cv_state *s, char *why, size_t len);

/* Creates an empty state seeded with 'seed'; NULL on OOM. */
cv_state *cv_state_new(uint64_t seed);

/* Frees the state; NULL is fine. */
void cv_state_free(cv_state *s);

/* Adds a player; returns the seat (0-based) or -1 (full or OOM). */
int cv_state_player_add(cv_state *s, const char *name);

/* Creates zone 'name' for 'owner' (seat, or -1 for shared). Returns its
 * index, or -1 if it exists already or on OOM. */
int cv_state_zone_add(cv_state *s, const char *name, int owner, int flags);

/* Returns the index of zone 'name' of 'owner', or -1. */
int cv_state_zone_find(const cv_state *s, const char *name, int owner);

/* Creates a card of 'blueprint' owned by 'seat' at the bottom of 'zone'.
 * Returns its id (> 0), or -1 on bad arguments or OOM. */
int cv_state_card_add(cv_state *s, const char *blueprint, const char *title, int seat, int zone);

/* Returns card 'id', or NULL. */
cv_card *cv_state_card(const cv_state *s, int id);

/* Moves card 'id' to 'zone' at 'pos' (0 = top, -1 = bottom). Links from and
 * to the card are kept: rulesets clear them. Returns CV_OK, CV_EARG (also for
 * a committed card leaving its zone: cv_state_commit), CV_ENOMEM. */
int cv_state_move(cv_state *s, int id, int zone, long pos);

/* Shuffles zone 'zone'. */
int cv_state_shuffle(cv_state *s, int zone);

/* Hidden information. Which seats see a card's face: its zone's (a face-down
 * pile: nobody; a hidden zone such as a hand: its owner; else everyone),
 * less another player's card whose variable 'facedown' is set, plus the
 * seats in its variable CV_SEEN (a bit per seat), which a reveal or a look
 * sets and a move to another zone, or a shuffle of its zone, clears. */
#define CV_SEEN "_seen"

/* May seat 'viewer' (-1: everyone, as a judge) see which card 'id' is? */
int cv_state_visible(const cv_state *s, int id, int viewer);

/* Shows card id's face to the seats in 'seats' (a bit per seat) until it
 * moves; the log says to whom. CV_EARG for a card or seats that are not. */
int cv_state_reveal(cv_state *s, int id, unsigned seats);

/* Commits card id face down, as it is now: it cannot leave its zone until it
 * has been revealed to every player (cv_state_move refuses with CV_EARG), so
 * which card it is - and whatever its face says, a grid or a value - is fixed
 * from now to the reveal. The log gives everyone a commitment digest (the
 * owner also sees the card's name); the reveal to every player repeats it and
 * releases the card. The digest is kept in the card's variable CV_COMMIT.
 * CV_EARG for a card that is not, or is committed already. */
#define CV_COMMIT "_commit"
int cv_state_commit(cv_state *s, int id);

/* Seat 'seat' looks at the top n cards of 'zone' (fewer when it holds
 * fewer): they are known to it until they move. The log names them to that
 * seat only. Returns how many it saw (0 or more), or minus a CV_ code. */
long cv_state_look(cv_state *s, int seat, int zone, size_t n);

/* The pool or variable set of an object, or NULL if it does not exist. */
cv_kv *cv_state_pools(cv_state *s, cv_obj o);
cv_kv *cv_state_vars(cv_state *s, cv_obj o);

/* Adds 'delta' to pool 'name' of 'o'. Pools never go negative: if the result
 * would be, nothing changes and CV_ERANGE is returned. */
int cv_state_pool_add(cv_state *s, cv_obj o, const char *name, long long delta);

/* Sets pool 'name' of 'o' to 'value' (>= 0). */
int cv_state_pool_set(cv_state *s, cv_obj o, const char *name, long long value);

/* Sets or clears a variable. Names starting with '_' are bookkeeping: they
 * are neither logged nor shown. s->quiet set: the change is not logged. */
int cv_state_var_num(cv_state *s, cv_obj o, const char *key, long long num);
int cv_state_var_str(cv_state *s, cv_obj o, const char *key, const char *str);
int cv_state_var_del(cv_state *s, cv_obj o, const char *key);
/* Counts changes to variables and links named 'key' in CV_CH_WATCHED from
 * now on (until nwatch is set back to 0). Returns 0, or -1 when the list is full or the
 * name too long: the caller must then depend on CV_CH_VARS. */
int cv_state_watch(cv_state *s, const char *key);

/* Binds variable 'key' of 'o' to the open scope of serial 'scope': when that
 * scope ends, the variable is deleted (not logged). CV_OK, CV_EARG (no such
 * open scope or owner) or CV_ENOMEM. */
int cv_state_var_bind(cv_state *s, cv_obj o, const char *key, unsigned scope);

/* Links card 'id' to card 'to' under 'name' (to == 0 removes the link). */
int cv_state_link(cv_state *s, int id, const char *name, int to);

/* The cards linking to card 'to' under 'name', in id order: how many, and
 * *out their first (an array owned by the state, valid until the next
 * change of a link). -1 when out of memory. */
long cv_state_linked(cv_state *s, const char *name, int to, const cv_linkref **out);

/* Opens a scope (a phase, a turn, a combat); returns its serial (> 0) or 0
 * on OOM. Leaving the innermost scope expires the modifiers and deletes the
 * variables tied to it and returns CV_OK, or CV_EARG if no scope is open. */
unsigned cv_state_scope_enter(cv_state *s, const char *name);
int cv_state_scope_leave(cv_state *s);

/* The serial of the innermost open scope called 'name', or 0. */
unsigned cv_state_scope_find(const cv_state *s, const char *name);

/* Registers a modifier of kind 'kind' (NULL: none) tied to scope 'scope'
 * (0: permanent); returns its id or -1. The cause is the current cause. */
int cv_state_mod_add(cv_state *s, int source, int card, int seat, const char *stat,
                     long long amount, unsigned scope, const char *kind);

/* Removes every modifier on card 'id' alone (a card leaving play), logged
 * unless s->quiet; returns how many. */
size_t cv_state_mod_clear(cv_state *s, int id);

/* Pushes a window (see window.h); returns its depth index or -1. */
int cv_state_window_push(cv_state *s, const char *word, const int *order, int n);
cv_window *cv_state_window_top(cv_state *s);
void cv_state_window_pop(cv_state *s);

/* The cause stack: each log line names the top cause. */
int cv_state_cause_push(cv_state *s, const char *cause);
void cv_state_cause_pop(cv_state *s);
const char *cv_state_cause(const cv_state *s);

/* Appends a log line under the current cause. */
int cv_state_log(cv_state *s, const char *fmt, ...) CV_PRINTF(2, 3);

/* Sets the pending decision (copies the strings; 'cards', the card each
 * option is about, may be NULL); clears it. */
int cv_state_decision_set(cv_state *s, int seat, const char *prompt, const char *const *labels,
                          const int *cards, size_t n);
void cv_state_decision_clear(cv_state *s);

/* Ends the game with a result line and the winning seats (bit s: seat s;
 * 0 for no winner). */
int cv_state_end(cv_state *s, const char *result, unsigned winners);

/* A card's display name, "Title [id]", into buf. Returns buf. */
const char *cv_state_card_name(const cv_state *s, int id, char *buf, size_t len);


#endif
