/* str: the few string helpers the kernel shares. */
#ifndef CV_STR_H
#define CV_STR_H

#include <stddef.h>

#if defined(__GNUC__)
#define CV_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CV_PRINTF(f, a)
#endif

/* Returns a malloc'd copy of 's' (caller frees), or NULL when out of memory. */
char *cv_str_dup(const char *s);

/* Returns a malloc'd formatted string (caller frees), or NULL on OOM. */
char *cv_str_fmt(const char *fmt, ...) CV_PRINTF(1, 2);

/* A growable string: append with cv_buf_add; the text is buf.s (NUL-ended,
 * or NULL when nothing was added). Out of memory sets 'oom' and drops text.
 * The owner frees buf.s. */
typedef struct cv_buf {
    char *s;
    size_t n, cap;
    int oom;
} cv_buf;

/* Appends formatted text. */
void cv_buf_add(cv_buf *b, const char *fmt, ...) CV_PRINTF(2, 3);

/* Reads the canonical decimal integer at *p (before 'end') of a key such as
 * "2,-1": '-' (only when 'neg_ok'), then "0" or a digit 1-9 and more digits,
 * at most 'max' in size (max < 10,000,000); "-0" and leading zeros are not
 * one, so each number has one spelling. 0 with the value in *v and *p past
 * it, or -1. */
int cv_str_key_int(const char **p, const char *end, int neg_ok, long max, int *v);

#endif
