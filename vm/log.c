/* log: the append-only game log. See log.h. */
#include "log.h"

#include <stdlib.h>
#include <string.h>

#include "str.h"

/* A log line stays one line: a line break in a title, a label or a
 * script's text becomes a space, so no text can forge a line. */
static void one_line(char *p)
{
    for (; p && *p; p++)
        if (*p == '\n' || *p == '\r') *p = ' ';
}

int cv_log_add(cv_log *log, const char *cause, const char *text)
{
    return cv_log_add_secret(log, cause, text, 0, NULL);
}

int cv_log_add_secret(cv_log *log, const char *cause, const char *text, unsigned seen_by,
                      const char *masked)
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
    char *m = masked ? cv_str_dup(masked) : NULL;
    if (!c || !t || (masked && !m)) {
        free(c);
        free(t);
        free(m);
        return -1;
    }
    one_line(c);
    one_line(t);
    one_line(m);
    log->lines[log->n++] = (cv_log_line){c, t, m, seen_by};
    return 0;
}

const char *cv_log_text_for(const cv_log *log, size_t i, int viewer)
{
    if (i >= log->n) return NULL;
    const cv_log_line *l = &log->lines[i];
    if (viewer >= 0 && l->masked && !(viewer < 32 && (l->seen_by >> viewer) & 1u)) return l->masked;
    return l->text;
}

void cv_log_free(cv_log *log)
{
    for (size_t i = 0; i < log->n; i++) {
        free(log->lines[i].cause);
        free(log->lines[i].text);
        free(log->lines[i].masked);
    }
    free(log->lines);
    memset(log, 0, sizeof *log);
}

void cv_log_truncate(cv_log *log, size_t n)
{
    while (log->n > n) {
        cv_log_line *l = &log->lines[--log->n];
        free(l->cause);
        free(l->text);
        free(l->masked);
    }
}
