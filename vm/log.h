/* log: the game's append-only log. Every line names its cause: the rule or
 * the card ability that made the change. */
#ifndef CV_LOG_H
#define CV_LOG_H

#include <stddef.h>

typedef struct cv_log_line {
    char *cause;  /* "rule: <phase>" or "<Card> [id]: <timing word>" */
    char *text;   /* the whole line, as a judge sees it */
    char *masked;     /* NULL (a public line), or the line as the others see it */
    unsigned seen_by; /* with 'masked': the seats (bit s: seat s) that read 'text' */
} cv_log_line;

typedef struct cv_log {
    cv_log_line *lines;
    size_t n, cap;
} cv_log;

/* Appends a line with copies of cause and text. Returns 0 or -1 (OOM). */
int cv_log_add(cv_log *log, const char *cause, const char *text);

/* The same for a line that only the seats in 'seen_by' (bit s: seat s) may
 * read whole, a card drawn into a hand, say; every other seat reads
 * 'masked'. A judge (no seat) reads 'text'. */
int cv_log_add_secret(cv_log *log, const char *cause, const char *text, unsigned seen_by,
                      const char *masked);

/* Line i as seat 'viewer' sees it (viewer < 0: everything). */
const char *cv_log_text_for(const cv_log *log, size_t i, int viewer);

/* Releases every line. */
void cv_log_free(cv_log *log);

/* Drops the lines from 'n' on (going back to an earlier state). */
void cv_log_truncate(cv_log *log, size_t n);

#endif
