/* cvlex: the tokens of a Lua card file, and the line a refusal of it is
 * about. The kernel names that line when a game loads a card it refuses
 * (vm/pool.c); `cardvm check` also reads the tokens for the library names a
 * card calls (repl/check.c). */
#ifndef CVLEX_H
#define CVLEX_H

#include <stddef.h>

typedef struct cv_tok {
    char kind; /* 'n' name, 's' string, 'p' punctuation, '0' number */
    const char *s;
    size_t n;
    int line;
} cv_tok;

typedef struct cv_lexed {
    char *src;
    cv_tok *t;
    size_t n;
} cv_lexed;

/* Reads and splits file 'path' into lx; -1 when it cannot be read. */
int cv_lex(const char *path, cv_lexed *lx);
void cv_lexed_free(cv_lexed *lx);

/* Is token t of 'kind' with text s? */
int cv_lex_is(const cv_tok *t, char kind, const char *s);

/* The string value of the first field 'name = "..."', copied into buf
 * ("" when none); returns its line or 0. */
int cv_lex_field_string(const cv_lexed *lx, const char *name, char *buf, size_t len);

/* The line a refusal 'why' of the card file is about: the line it names
 * ("at line N"), else the field or name it quotes first within the ability
 * it names ("ability N: ..."), else the field it starts with, else the
 * ability's first line, else the title's, else 1. */
int cv_lex_locate(const cv_lexed *lx, const char *why);

#endif
