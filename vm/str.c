/* str: shared string helpers. See str.h. */
#include "str.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *cv_str_dup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

char *cv_str_fmt(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return NULL;
    char *s = malloc((size_t)n + 1);
    if (!s) return NULL;
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

void cv_buf_add(cv_buf *b, const char *fmt, ...)
{
    if (b->oom) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if (b->n + (size_t)n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->n + (size_t)n + 1)
            cap *= 2;
        char *s = realloc(b->s, cap);
        if (!s) {
            b->oom = 1;
            return;
        }
        b->s = s;
        b->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->n += (size_t)n;
}

int cv_str_key_int(const char **p, const char *end, int neg_ok, long max, int *v)
{
    const char *s = *p;
    int neg = 0;
    if (neg_ok && s < end && *s == '-') {
        neg = 1;
        s++;
    }
    if (s == end || *s < '0' || *s > '9') return -1;
    long n = 0;
    if (*s == '0') {
        if (neg) return -1;
        s++;
    } else {
        for (int digits = 1; s < end && *s >= '0' && *s <= '9'; s++, digits++) {
            if (digits > 7) return -1;
            n = n * 10 + (*s - '0');
        }
        if (n > max) return -1;
    }
    *v = neg ? -(int)n : (int)n;
    *p = s;
    return 0;
}
