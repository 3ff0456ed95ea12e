/* log: the game's append-only log. Every line names its cause: the rule or
 * the card ability that made the change. */
#ifndef CV_LOG_H
#define CV_LOG_H

#include <stddef.h>

typedef struct cv_log_line {
    char *cause; /* "rule: <phase>" or "<Card> [id]: <timing word>" */
    char *text;
} cv_log_line;

typedef struct cv_log {
    cv_log_line *lines;
    size_t n, cap;
} cv_log;

/* Appends a line with copies of cause and text. Returns 0 or -1 (OOM). */
int cv_log_add(cv_log *log, const char *cause, const char *text);

/* Releases every line. */
void cv_log_free(cv_log *log);

#endif
