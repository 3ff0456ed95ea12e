/* history: the line of play, and undo, redo, goto and back over it. See
 * history.h and the "history" part of cardvm.h. */
#include "history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "str.h"

static void entry_free(cv_hentry *e)
{
    free(e->label);
    free(e->phase);
    e->label = e->phase = NULL;
}

static int reserve(cv_history *h, size_t n)
{
    if (n <= h->cap) return 0;
    size_t cap = h->cap ? h->cap : 256;
    while (cap < n)
        cap *= 2;
    cv_hentry *v = realloc(h->v, cap * sizeof *v);
    if (!v) return -1;
    h->v = v;
    h->cap = cap;
    return 0;
}

int cv_history_push(cv_history *h, cv_hentry *e)
{
    if (reserve(h, h->n + 1)) {
        entry_free(e);
        return -1;
    }
    if (h->n < h->line) {
        int same = h->v[h->n].option == e->option;
        if (!same) cv_history_cut(h, h->n);
        else entry_free(&h->v[h->n]);
    }
    h->v[h->n++] = *e;
    if (h->line < h->n) h->line = h->n;
    return 0;
}

int cv_history_set_line(cv_history *h, const size_t *answers, const char *const *labels, size_t n)
{
    if (reserve(h, n)) return -1;
    for (size_t k = 0; k < h->line; k++)
        entry_free(&h->v[k]);
    for (size_t k = 0; k < n; k++) {
        const char *l = labels ? labels[k] : NULL;
        h->v[k] = (cv_hentry){.option = answers[k], .label = l ? cv_str_dup(l) : NULL, .seat = -1};
    }
    h->n = 0;
    h->line = n;
    return 0;
}

int cv_history_expect(cv_history *h, const uint64_t *hashes, const unsigned char *known, size_t n)
{
    for (size_t k = 0; k < n && k < h->line; k++) {
        h->v[k].hash = hashes[k];
        h->v[k].hashed = known ? known[k] : 1;
    }
    return 0;
}

void cv_history_cut(cv_history *h, size_t n)
{
    for (size_t k = n; k < h->line; k++)
        entry_free(&h->v[k]);
    h->line = n;
}

void cv_history_free(cv_history *h)
{
    for (size_t k = 0; k < h->line; k++)
        entry_free(&h->v[k]);
    free(h->v);
    memset(h, 0, sizeof *h);
}

/* ---- the public history functions ------------------------------------------ */

static void seterr(char *err, size_t len, const char *msg)
{
    if (err && len) snprintf(err, len, "%s", msg);
}

size_t cv_game_answer_count(const cv_game *g)
{
    return g->h.n;
}

size_t cv_game_line_length(const cv_game *g)
{
    return g->h.line;
}

size_t cv_game_answer_at(const cv_game *g, size_t k)
{
    return k < g->h.line ? g->h.v[k].option : 0;
}

const char *cv_game_answer_label(const cv_game *g, size_t k)
{
    return k < g->h.line ? g->h.v[k].label : NULL;
}

int cv_game_answer_seat(const cv_game *g, size_t k)
{
    return k < g->h.line ? g->h.v[k].seat : -1;
}

long cv_game_answer_turn(const cv_game *g, size_t k)
{
    return k < g->h.line ? g->h.v[k].turn : 0;
}

const char *cv_game_answer_phase(const cv_game *g, size_t k)
{
    return k < g->h.line ? g->h.v[k].phase : NULL;
}

size_t cv_game_answer_log(const cv_game *g, size_t k)
{
    return k < g->h.line ? g->h.v[k].log : 0;
}

int cv_game_goto(cv_game *g, size_t n, char *err, size_t errlen)
{
    if (n > g->h.line) {
        char msg[128];
        snprintf(msg, sizeof msg, "there are %zu answers on this line of play (0..%zu)", g->h.line,
                 g->h.line);
        seterr(err, errlen, msg);
        return CV_EARG;
    }
    if (n == g->h.n) return CV_OK;
    return cv_game_rebuild(g, n, err, errlen);
}

int cv_game_undo(cv_game *g, size_t n, char *err, size_t errlen)
{
    if (g->h.n == 0) {
        seterr(err, errlen, "nothing to undo");
        return CV_EARG;
    }
    return cv_game_goto(g, n >= g->h.n ? 0 : g->h.n - n, err, errlen);
}

int cv_game_redo(cv_game *g, size_t n, char *err, size_t errlen)
{
    if (g->h.n >= g->h.line) {
        seterr(err, errlen, "nothing to redo");
        return CV_EARG;
    }
    size_t left = g->h.line - g->h.n;
    return cv_game_goto(g, g->h.n + (n > left ? left : n), err, errlen);
}

/* The turn and phase of decision k (k == n: the pending one). */
static void where(const cv_game *g, size_t k, long *turn, const char **phase)
{
    if (k < g->h.n) {
        *turn = g->h.v[k].turn;
        *phase = g->h.v[k].phase ? g->h.v[k].phase : "";
    } else {
        *turn = (long)cv_game_var_num(g, "turn", 0);
        const char *p = cv_game_var_str(g, "phase");
        *phase = p ? p : "";
    }
}

/* Steps back from decision k while decisions stay in the same turn (and
 * phase): the first decision of that stretch. */
static size_t stretch_start(const cv_game *g, size_t k, int by_phase)
{
    long t0, t;
    const char *p0, *p;
    where(g, k, &t0, &p0);
    while (k > 0) {
        where(g, k - 1, &t, &p);
        if (t != t0 || (by_phase && strcmp(p, p0))) break;
        k--;
    }
    return k;
}

int cv_game_back(cv_game *g, const char *unit, char *err, size_t errlen)
{
    int by_phase = unit && !strcmp(unit, "phase");
    if (!by_phase && !(unit && !strcmp(unit, "turn"))) {
        seterr(err, errlen, "expected 'turn' or 'phase'");
        return CV_EARG;
    }
    size_t at = g->h.n;
    if (at == 0) {
        seterr(err, errlen, "already at the start");
        return CV_EARG;
    }
    size_t k = stretch_start(g, at, by_phase);
    if (k == at) k = stretch_start(g, at - 1, by_phase); /* already there: the one before */
    return cv_game_goto(g, k, err, errlen);
}
