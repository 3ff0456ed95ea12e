/* history: a game's line of play (cardvm.h, "history").
 *
 * Every answer given, with the label it had, the seat that gave it, the
 * turn and phase of its decision and the log line its effects began at.
 * The game stands after the first 'n' answers; the rest of the line ('line'
 * entries in all) is what redo brings back. Answering at n keeps the rest
 * of the line when it is the answer already there, and cuts it otherwise.
 * Undo, redo, goto and back (history.c) move n along the line by
 * rebuilding the game (game.h). This file is plain C. */
#ifndef CV_HISTORY_H
#define CV_HISTORY_H

#include <stddef.h>
#include <stdint.h>

typedef struct cv_hentry {
    size_t option; /* 0-based */
    char *label;   /* as offered, or NULL if not known */
    int seat;      /* who answered, -1 if not known yet */
    long turn;     /* the game variable 'turn' at the decision (0: set-up) */
    char *phase;   /* the game variable 'phase' at the decision, or NULL */
    size_t log;    /* log lines before the answer took effect */
    uint64_t hash; /* the state hash after the answer, when 'hashed' */
    int hashed;
} cv_hentry;

typedef struct cv_history {
    cv_hentry *v;
    size_t n;    /* answers standing */
    size_t line; /* answers on the line (>= n) */
    size_t cap;
} cv_history;

/* Records 'e' as answer n (taking ownership of its strings) and stands one
 * answer further. The line past it is kept if its entry n had the same
 * option, else cut. Returns 0, or -1 when out of memory (nothing changes
 * and e's strings are freed). */
int cv_history_push(cv_history *h, cv_hentry *e);

/* Sets the line to 'n' entries of options 'answers' (labels copied where
 * not NULL), none of them standing. 0, or -1 when out of memory. */
int cv_history_set_line(cv_history *h, const size_t *answers, const char *const *labels, size_t n);

/* Sets the hashes the state must have after each of the first n answers of
 * the line (known[k] 0: none for answer k; known NULL: all known). A replay
 * that checks labels checks these too. */
int cv_history_expect(cv_history *h, const uint64_t *hashes, const unsigned char *known, size_t n);

/* Ends the line at 'n' entries (n >= h->n is required). */
void cv_history_cut(cv_history *h, size_t n);

/* Releases every entry; the history is empty and reusable. */
void cv_history_free(cv_history *h);

#endif
