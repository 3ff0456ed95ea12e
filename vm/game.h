/* game: the running game behind cardvm.h, for the kernel's own modules
 * (api.c, deck.c, position.c, history.c, query.c, aux.c, record.c, json.c).
 * Not part of the public interface.
 *
 * A game is a thread of its pool's Lua state (pool.h) running K.main as a
 * coroutine that yields at each decision, plus its own state (state.h) and
 * history (history.h). Everything it is built from is its configuration:
 * ruleset, options, decks or position, seed; the answers replay the rest. */
#ifndef CV_GAME_H
#define CV_GAME_H

#include <lua.h>

#include "cardvm.h"
#include "history.h"
#include "pool.h"
#include "sandbox.h"
#include "state.h"

/* A checkpoint: the state kept before a phase or a turn began, and where
 * the turn stood, from which the game can be rebuilt without replaying from
 * the start (K.resume). */
typedef struct cv_checkpoint {
    size_t consumed; /* answers the game had taken */
    long turn;
    int seat; /* 1-based, as the scripts have it */
    int at;   /* the phase index the turn stood at; 0: before the turn */
    size_t log; /* log lines then */
    cv_state *snap;
} cv_checkpoint;

/* Which cards are active, once per state (value.c). */
/* What the activity read, beside the CV_CH_* classes: anything at all. */
#define CV_READ_ALL (1u << CV_CH_N)

/* A value worked out (value.c's memo): good while none of the classes of
 * state it read changed. */
typedef struct cv_vmemo {
    int card; /* 0: an empty slot */
    char stat[24];
    long long v;
    unsigned reads;
    unsigned long at, seen[CV_CH_N];
} cv_vmemo;
#define CV_VMEMO_SLOTS 512
#define CV_TRACK_MAX 32 /* memos worked out inside one another */

typedef struct cv_activity {
    int valid, working;
    unsigned long at;  /* the state's change counter when worked out */
    /* the classes of state R.is_active read (CV_CH_* bits, CV_READ_ALL),
     * and the state's counters of them then: while none of those changed,
     * the activity holds whatever else did */
    unsigned reads;
    unsigned long seen[CV_CH_N];
    size_t serial;     /* counts the times it was worked out */
    unsigned char *is; /* by card id: 1 when active */
    int *mods;         /* the active cards with a static 'modify', in order */
    size_t nmods, cap;
    int listref, modsref; /* registry: the same as Lua lists */
    struct {
        unsigned long long bit;
        int ref;
    } by_word[16];  /* the active cards with an ability for a word, by the word's bit */
    int nby_word;
} cv_activity;

/* An ability (or its condition) running: its card, its timing word or
 * trigger, and the cause depth before it (flow.c). A script error names the
 * innermost one. */
typedef struct cv_frame {
    int card;
    const char *what; /* the word or trigger: a string of the frozen definition */
    int condition;    /* CV_FRAME_CAN, CV_FRAME_MODIFY: a condition or a modify (which only
                         read the game), 0: the ability itself */
    size_t causes;    /* the state's cause depth when it began */
    size_t scopes;    /* ... and its scope depth */
    unsigned long changes; /* the state's change count then (a reader must leave it) */
    int target;       /* a modify: the card whose value it is asked for (value.c)... */
    const char *stat; /* ... and the stat (a string on the asking cv.value's stack) */
} cv_frame;

enum { CV_FRAME_CAN = 1, CV_FRAME_MODIFY = 2 };

/* Opens a frame for card 'card' running 'what' (a string that outlives the
 * frame) of kind 'condition' (0, CV_FRAME_CAN, CV_FRAME_MODIFY); returns the
 * mark to close it with cv_game_frame_close. -1 when out of memory. */
long cv_game_frame_open(cv_game *g, int card, const char *what, int condition);

/* Closes the frames down to 'mark'; a reader (a condition, a modify) that
 * changed the game, or an ability that left a scope open, is an error:
 * raises it on L (naming the card, and the file and line where the
 * function at stack index 'fn' begins; 0: none) instead of returning. */
void cv_game_frame_close(cv_game *g, lua_State *L, size_t mark, int fn);

struct cv_game {
    cv_sbctx ctx; /* what the sandbox reads from the game's threads */
    cv_frame *frames;
    size_t nframes, capframes;
    char frame_note[256]; /* the innermost frame of an error no text could carry (a table) */
    /* a turn that does not end (flow.c): the options loop and loop_limit */
    unsigned long loop_limit;
    int loop_undo; /* loop=undo: the step is undone; else the game is drawn */
    int looped;    /* the game ended mid-step (drawn by a loop, or over while a script
                      still ran): the coroutine unwound with it */
    cv_pool *pool;
    /* the configuration (owned copies) and a view of it */
    char *root, *rules, *position;
    char **decks, **options;
    int ndecks, noptions;
    uint64_t seed;
    cv_config cfg;
    char **optnames, **optvalues; /* the resolved options, sorted by name */
    size_t nopts;
    /* the files the game is built from, read once (deck.h, position.h) */
    char **decktext, **deckname; /* each deck's text, and its name in messages */
    int ndecktext;
    char *postext; /* the position file's text */
    cv_history h;
    cv_activity act;
    cv_vmemo *vmemo; /* CV_VMEMO_SLOTS, or NULL before the first value */
    /* the reads (CV_CH_* bits, CV_READ_ALL) of the memos being worked out,
     * innermost last: each cv binding adds what it reads to the innermost
     * (api.h), which adds its own to the one around it when done */
    unsigned track[CV_TRACK_MAX];
    int ntrack;
    size_t consumed;     /* answers the running coroutine has taken */
    cv_checkpoint *cps;  /* sorted by 'consumed' */
    size_t ncps, capcps;
    int no_checkpoints;  /* the host turned them off (cv_game_set_checkpoints) */
    int no_hashes;       /* nor keeps the hash after each answer (cv_game_set_hashes) */
    int watch;           /* the step running is an answer, run watched when it can be */
    int watch_stops;     /* answers the watchdog stopped (run again counted) */
    unsigned long cp_misses; /* rebuilds from a checkpoint that did not agree with the
                                history (so were done again from the start): a kernel bug */
    /* the running game */
    cv_state *s;
    lua_State *co;   /* the coroutine running K.main */
    int coref, gref; /* registry references: the coroutine, the game's table */
    char **warnings; /* the game's own (a deck naming a refused card), after the pool's */
    /* the refs a position gave its cards (ref = "v1"): names for a judge, not
     * state (a position sets them again when the game is rebuilt) */
    char **refnames;
    int *refids;
    size_t nrefs;
    /* test cards a position defines (cards = {...}): the game's own, not the
     * pool's; registry references kept for the game's life (checkpoints'
     * cards point at them) */
    struct cv_local_def {
        char *key;
        int ref;
        unsigned long long words;
    } *locals;
    size_t nlocals;
    size_t nwarnings;
};

/* The game's own definition of card 'key' (a position's test card): its
 * registry reference and timing-word bits; 0 when it has none. */
int cv_game_local_def(const cv_game *g, const char *key, unsigned long long *words);

/* Forgets the game's test cards (a reload defines them again). */
void cv_game_forget_locals(cv_game *g);

/* The game thread 'L' runs, or NULL while a pool loads. */
cv_game *cv_game_of(lua_State *L);

/* Binds the pool's main thread to 'g', so C code can call Lua on its behalf
 * (a query, an explanation); returns the pool's lua_State. */
lua_State *cv_game_enter(cv_game *g);

/* [-1, +0] Pops the error value on top of L (a string, or a table with a
 * string 'msg') into err, adding the cause being logged when the message
 * does not name its ability; never runs a metamethod. */
void cv_game_take_error(cv_game *g, lua_State *L, char *err, size_t errlen);

/* Rebuilds the game at 'n' answers of its line of play (undo, redo, goto):
 * a new state, the same configuration, the answers replayed. On failure
 * the game is rebuilt at the answers it stood at before and err says why. */
int cv_game_rebuild(cv_game *g, size_t n, char *err, size_t errlen);

/* Keeps a checkpoint now, if checkpoints are on and the last one is far
 * enough behind (called by K.main through cv._checkpoint). */
void cv_game_checkpoint(cv_game *g, long turn, int seat, int at);

/* How many rebuilds from a checkpoint disagreed with the history and were
 * done again from the start (0, unless the kernel has a bug: tests check). */
unsigned long cv_game_checkpoint_misses(const cv_game *g);

/* The frame bookkeeping the sandbox calls (ctx.mark, ctx.unwind). */
size_t cv_game_frame_mark(cv_sbctx *x);
void cv_game_frame_unwind(cv_sbctx *x, size_t mark, lua_State *L);

/* [-1, +1] Replaces the error message on top of L (a string) with the same
 * naming the innermost frame ("... (in the main ability of Bad Run [3])"),
 * unless it names one already. */
void cv_game_frame_name(cv_game *g, lua_State *L);

/* The innermost frame as " (in the main ability of Bad Run [3])" into buf
 * ("" when none runs). Returns buf. */
const char *cv_game_frame_text(const cv_game *g, char *buf, size_t len);

/* Adds a warning of the game's own. */
void cv_game_warn(cv_game *g, const char *msg);

#endif
