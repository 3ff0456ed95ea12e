/* mod: modifiers with durations. See mod.h. */
#include "mod.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "str.h"

int cv_mod_add(cv_mods *m, int source, int card, int seat, const char *stat, long long amount,
               unsigned scope, const char *cause, const char *kind)
{
    if (m->n == m->cap) {
        size_t cap = m->cap ? m->cap * 2 : 16;
        cv_mod *v = realloc(m->v, cap * sizeof *v);
        if (!v) return -1;
        m->v = v;
        m->cap = cap;
    }
    char *s = cv_str_dup(stat);
    char *c = cv_str_dup(cause ? cause : "");
    char *k = kind ? cv_str_dup(kind) : NULL;
    if (!s || !c || (kind && !k)) {
        free(s);
        free(c);
        free(k);
        return -1;
    }
    int id = ++m->next_id;
    m->v[m->n++] = (cv_mod){id, source, card, seat, s, amount, scope, c, k};
    return id;
}

static void drop(cv_mods *m, size_t i)
{
    free(m->v[i].stat);
    free(m->v[i].cause);
    free(m->v[i].kind);
    memmove(&m->v[i], &m->v[i + 1], (m->n - i - 1) * sizeof m->v[0]);
    m->n--;
}

int cv_mod_remove(cv_mods *m, int id)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->v[i].id == id) {
            drop(m, i);
            return 1;
        }
    return 0;
}

/* Removes every modifier whose 'field' (its scope or its card) is 'value'. */
static size_t drop_where(cv_mods *m, size_t field, long long value)
{
    size_t gone = 0;
    for (size_t i = m->n; i-- > 0;) {
        const cv_mod *x = &m->v[i];
        long long v = field == offsetof(cv_mod, scope) ? (long long)x->scope : (long long)x->card;
        if (v == value) {
            drop(m, i);
            gone++;
        }
    }
    return gone;
}

size_t cv_mod_expire(cv_mods *m, unsigned scope)
{
    return drop_where(m, offsetof(cv_mod, scope), scope);
}

size_t cv_mod_clear_card(cv_mods *m, int card)
{
    return drop_where(m, offsetof(cv_mod, card), card);
}

int cv_mod_covers(const cv_mod *x, int card, int seat)
{
    return x->card ? x->card == card : (x->seat < 0 || x->seat == seat);
}

long long cv_mod_sum(const cv_mods *m, const char *stat, int card, int seat)
{
    long long sum = 0;
    for (size_t i = 0; i < m->n; i++) {
        const cv_mod *x = &m->v[i];
        if (cv_mod_covers(x, card, seat) && strcmp(x->stat, stat) == 0) sum += x->amount;
    }
    return sum;
}

void cv_mod_free(cv_mods *m)
{
    while (m->n)
        drop(m, m->n - 1);
    free(m->v);
    memset(m, 0, sizeof *m);
}
