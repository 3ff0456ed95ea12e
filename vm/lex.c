/* lex: the tokens of a Lua card file, enough to find the line a refusal of
 * the card is about (cvlex.h). Not a Lua parser: names, strings (long ones
 * too), numbers and punctuation with their lines; comments skipped. */
#include "cvlex.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sandbox.h"

/* The level of a long bracket at p ("[[", "[==["): the number of '=', or -1. */
static int long_open(const char *p)
{
    if (*p != '[') return -1;
    int k = 0;
    while (p[1 + k] == '=')
        k++;
    return p[1 + k] == '[' ? k : -1;
}

/* Skips a long bracket of level k opened at p; returns the end, counting lines. */
static const char *long_skip(const char *p, int k, int *line)
{
    p += k + 2;
    for (; *p; p++) {
        if (*p == '\n') (*line)++;
        if (*p == ']') {
            int j = 0;
            while (p[1 + j] == '=')
                j++;
            if (j == k && p[1 + j] == ']') return p + j + 2;
        }
    }
    return p;
}

void cv_lexed_free(cv_lexed *lx)
{
    free(lx->src);
    free(lx->t);
    lx->src = NULL;
    lx->t = NULL;
    lx->n = 0;
}

/* Reads and splits file 'path'; -1 when it cannot be read. */
int cv_lex(const char *path, cv_lexed *lx)
{
    memset(lx, 0, sizeof *lx);
    const char *why = NULL;
    size_t len = 0;
    if (!(lx->src = cv_sandbox_slurp(path, (size_t)1 << 24, &len, &why))) return -1;
    size_t cap = 0;
    int line = 1;
    const char *p = lx->src;
    while (*p) {
        if (*p == '\n') {
            line++;
            p++;
            continue;
        }
        if (isspace((unsigned char)*p)) {
            p++;
            continue;
        }
        if (p[0] == '-' && p[1] == '-') {
            int k = long_open(p + 2);
            if (k >= 0) {
                p = long_skip(p + 2, k, &line);
            } else {
                while (*p && *p != '\n')
                    p++;
            }
            continue;
        }
        if (lx->n == cap) {
            cap = cap ? cap * 2 : 256;
            cv_tok *nt = realloc(lx->t, cap * sizeof *nt);
            if (!nt) {
                cv_lexed_free(lx);
                return -1;
            }
            lx->t = nt;
        }
        cv_tok *t = &lx->t[lx->n++];
        t->line = line;
        t->s = p;
        int k = long_open(p);
        if (k >= 0) {
            t->kind = 's';
            t->s = p + k + 2;
            const char *end = long_skip(p, k, &line);
            t->n = (size_t)(end - t->s) >= (size_t)k + 2 ? (size_t)(end - t->s) - (size_t)k - 2 : 0;
            p = end;
        } else if (*p == '"' || *p == '\'') {
            char q = *p++;
            t->kind = 's';
            t->s = p;
            while (*p && *p != q && *p != '\n') {
                if (*p == '\\' && p[1]) {
                    if (p[1] == '\n') line++;
                    p++;
                }
                p++;
            }
            t->n = (size_t)(p - t->s);
            if (*p == q) p++;
        } else if (isalpha((unsigned char)*p) || *p == '_') {
            t->kind = 'n';
            while (isalnum((unsigned char)*p) || *p == '_')
                p++;
            t->n = (size_t)(p - t->s);
        } else if (isdigit((unsigned char)*p)) {
            t->kind = '0';
            while (isalnum((unsigned char)*p) || *p == '.' || *p == '_' ||
                   ((*p == '+' || *p == '-') && strchr("eEpP", p[-1])))
                p++;
            t->n = (size_t)(p - t->s);
        } else {
            t->kind = 'p';
            t->n = (p[1] == '=' && strchr("=~<>", p[0])) ? 2 : 1;
            p += t->n;
        }
    }
    return 0;
}

int cv_lex_is(const cv_tok *t, char kind, const char *s)
{
    return t->kind == kind && t->n == strlen(s) && !strncmp(t->s, s, t->n);
}

/* Token range [*from, *to) of entry 'which' (from 1) of the card's
 * 'abilities' list; 0 when there is no such entry. */
static int ability_span(const cv_lexed *lx, int which, size_t *from, size_t *to)
{
    for (size_t i = 0; i + 2 < lx->n; i++) {
        if (!cv_lex_is(&lx->t[i], 'n', "abilities") || !cv_lex_is(&lx->t[i + 1], 'p', "=") ||
            !cv_lex_is(&lx->t[i + 2], 'p', "{"))
            continue;
        int depth = 0, k = 1;
        size_t start = i + 3;
        for (size_t j = i + 3; j < lx->n; j++) {
            const cv_tok *t = &lx->t[j];
            if (cv_lex_is(t, 'p', "{") || cv_lex_is(t, 'p', "(") || cv_lex_is(t, 'p', "[")) {
                depth++;
            } else if (cv_lex_is(t, 'p', "}") || cv_lex_is(t, 'p', ")") || cv_lex_is(t, 'p', "]")) {
                if (depth-- == 0) {
                    if (k != which || start >= j) return 0;
                    *from = start;
                    *to = j;
                    return 1;
                }
            } else if (depth == 0 && (cv_lex_is(t, 'p', ",") || cv_lex_is(t, 'p', ";"))) {
                if (k == which) {
                    *from = start;
                    *to = j;
                    return 1;
                }
                k++;
                start = j + 1;
            }
        }
        return 0;
    }
    return 0;
}

/* The line of field 'name = ' in [from, to), or 0. */
static int find_field(const cv_lexed *lx, size_t from, size_t to, const char *name)
{
    for (size_t i = from; i + 1 < to; i++)
        if (cv_lex_is(&lx->t[i], 'n', name) && cv_lex_is(&lx->t[i + 1], 'p', "=")) return lx->t[i].line;
    return 0;
}

/* The line of the string "s" in [from, to), or 0. */
static int find_str(const cv_lexed *lx, size_t from, size_t to, const char *s)
{
    for (size_t i = from; i < to; i++)
        if (cv_lex_is(&lx->t[i], 's', s)) return lx->t[i].line;
    return 0;
}

/* The string value of the first field 'name = "..."', copied into buf
 * ("" when none); returns its line or 0. */
int cv_lex_field_string(const cv_lexed *lx, const char *name, char *buf, size_t len)
{
    buf[0] = '\0';
    for (size_t i = 0; i + 2 < lx->n; i++)
        if (cv_lex_is(&lx->t[i], 'n', name) && cv_lex_is(&lx->t[i + 1], 'p', "=") && lx->t[i + 2].kind == 's') {
            snprintf(buf, len, "%.*s", (int)lx->t[i + 2].n, lx->t[i + 2].s);
            return lx->t[i].line;
        }
    return 0;
}

/* The line a refusal 'why' of the card file 'lx' is about: the line it
 * names ("at line N"), else the field or name it quotes first within the
 * ability it names ("ability N: ..."), else the field it starts with, else
 * the ability's first line, else the title's, else 1. */
int cv_lex_locate(const cv_lexed *lx, const char *why)
{
    const char *at = strstr(why, "at line ");
    if (at && isdigit((unsigned char)at[8])) return atoi(at + 8);
    size_t from = 0, to = lx->n;
    int base = 0;
    if (!strncmp(why, "ability ", 8) && isdigit((unsigned char)why[8]) &&
        ability_span(lx, atoi(why + 8), &from, &to))
        base = lx->t[from].line;
    char word[128] = "";
    const char *q = strchr(why, '\'');
    const char *e = q ? strchr(q + 1, '\'') : NULL;
    if (e && (size_t)(e - q - 1) < sizeof word)
        snprintf(word, sizeof word, "%.*s", (int)(e - q - 1), q + 1);
    int line = 0;
    if (word[0]) line = find_field(lx, from, to, word);
    if (!line && word[0]) line = find_str(lx, from, to, word);
    if (!line) { /* "bonus.x must be ...", "kind must be one of ..." */
        size_t n = 0;
        while (isalnum((unsigned char)why[n]) || why[n] == '_')
            n++;
        if (n && n < sizeof word) {
            snprintf(word, sizeof word, "%.*s", (int)n, why);
            line = find_field(lx, from, to, word);
        }
    }
    if (!line) line = base;
    if (!line) {
        char title[8];
        line = cv_lex_field_string(lx, "title", title, sizeof title);
    }
    return line ? line : 1;
}
