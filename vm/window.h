/* window: an action window with priority passing.
 *
 * The seats that may act are given in priority order (the ruleset decides
 * it). The seat holding priority either acts or passes; after either, priority
 * moves to the next seat in the order. The window closes when every seat has
 * passed in a row: an action resets the count, so passing never stops a seat
 * from acting later in the same window. */
#ifndef CV_WINDOW_H
#define CV_WINDOW_H

#define CV_MAX_SEATS 8

typedef struct cv_window {
    char *word;              /* the timing word: "maneuver", "response", ... */
    int order[CV_MAX_SEATS]; /* seats in priority order */
    int n;                   /* how many seats take part */
    int pos;                 /* index into order of the seat with priority */
    int passes;              /* consecutive passes so far */
    int closed;
} cv_window;

/* Opens a window for 'word' over n seats (1..CV_MAX_SEATS) in 'order', the
 * first holding priority. Returns 0, or -1 on bad arguments or OOM. */
int cv_window_open(cv_window *w, const char *word, const int *order, int n);

/* Releases the window's memory. */
void cv_window_free(cv_window *w);

/* Returns the seat holding priority, or -1 once the window is closed. */
int cv_window_holder(const cv_window *w);

/* The holder passes. Returns 1 if this closed the window, else 0. */
int cv_window_pass(cv_window *w);

/* The holder acted: the pass count restarts and priority moves on. */
void cv_window_acted(cv_window *w);

#endif
