/* log: the append-only game log. See log.h. */
#include "log.h"

#include <stdlib.h>
#include <string.h>

#include "str.h"

int cv_log_add(cv_log *log, const char *cause, const char *text)
{
    if (log->n == log->cap) {
        size_t cap = log->cap ? log->cap * 2 : 64;
        cv_log_line *l = realloc(log->lines, cap * sizeof *l);
        if (!l) return -1;
        log->lines = l;
        log->cap = cap;
    }
    char *c = cv_str_dup(cause ? cause : "");
    char *t = cv_str_dup(text ? text : "");
    if (!c || !t) {
        free(c);
        free(t);
        return -1;
    }
    log->lines[log->n++] = (cv_log_line){c, t};
    return 0;
}

void cv_log_free(cv_log *log)
{
    for (size_t i = 0; i < log->n; i++) {
        free(log->lines[i].cause);
        free(log->lines[i].text);
    }
    free(log->lines);
    memset(log, 0, sizeof *log);
}
