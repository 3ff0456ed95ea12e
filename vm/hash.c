/* hash: the state's 64-bit fingerprint. See hash.h. */
#include "hash.h"

#include <string.h>

typedef struct hasher {
    uint64_t h;
} hasher;

static void h_bytes(hasher *x, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        x->h ^= b[i];
        x->h *= 0x100000001b3ULL;
    }
}

static void h_int(hasher *x, long long v)
{
    unsigned char b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)((unsigned long long)v >> (8 * i));
    h_bytes(x, b, 8);
}

static void h_str(hasher *x, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    h_int(x, (long long)n);
    h_bytes(x, s ? s : "", n);
}

static void h_kv(hasher *x, const cv_kv *kv)
{
    h_int(x, (long long)kv->n);
    for (size_t i = 0; i < kv->n; i++) {
        h_str(x, kv->v[i].key);
        h_int(x, kv->v[i].str != NULL);
        if (kv->v[i].str)
            h_str(x, kv->v[i].str);
        else
            h_int(x, kv->v[i].num);
    }
}

/* Where the scope of serial 'serial' stands among the open ones (1 the
 * outermost), 0 for none: serials count every scope ever opened, so two
 * equal states reached along different paths have different serials, but
 * the same scopes open. */
static long long scope_at(const cv_state *s, unsigned serial)
{
    for (size_t i = 0; serial && i < s->nscopes; i++)
        if (s->scopes[i].serial == serial) return (long long)i + 1;
    return 0;
}

uint64_t cv_hash_state(const cv_state *s)
{
    hasher x = {0xcbf29ce484222325ULL};
    h_int(&x, s->nplayers);
    for (int i = 0; i < s->nplayers; i++) {
        h_str(&x, s->players[i].name);
        h_kv(&x, &s->players[i].pools);
        h_kv(&x, &s->players[i].vars);
    }
    h_int(&x, (long long)s->ncards);
    for (size_t i = 0; i < s->ncards; i++) {
        const cv_card *c = &s->cards[i];
        h_str(&x, c->blueprint);
        h_int(&x, c->owner);
        h_int(&x, c->zone);
        h_kv(&x, &c->pools);
        h_kv(&x, &c->vars);
        h_kv(&x, &c->links);
    }
    h_int(&x, (long long)s->nzones);
    for (size_t i = 0; i < s->nzones; i++) {
        const cv_zone *z = &s->zones[i];
        h_str(&x, z->name);
        h_int(&x, z->owner);
        h_int(&x, (long long)z->n);
        for (size_t k = 0; k < z->n; k++)
            h_int(&x, z->ids[k]);
    }
    h_kv(&x, &s->pools);
    h_kv(&x, &s->vars);
    h_int(&x, (long long)s->mods.n);
    for (size_t i = 0; i < s->mods.n; i++) {
        const cv_mod *m = &s->mods.v[i];
        h_int(&x, m->id);
        h_int(&x, m->source);
        h_int(&x, m->card);
        h_int(&x, m->seat);
        h_str(&x, m->stat);
        h_int(&x, m->amount);
        h_int(&x, scope_at(s, m->scope));
        if (m->kind) { /* absent before kinds existed: old states hash as they did */
            h_int(&x, -1);
            h_str(&x, m->kind);
        }
    }
    h_int(&x, (long long)s->nscopes);
    for (size_t i = 0; i < s->nscopes; i++) {
        h_str(&x, s->scopes[i].name);
    }
    h_int(&x, (long long)s->nwindows);
    for (size_t i = 0; i < s->nwindows; i++) {
        const cv_window *w = &s->windows[i];
        h_str(&x, w->word);
        for (int k = 0; k < w->n; k++)
            h_int(&x, w->order[k]);
        h_int(&x, w->n);
        h_int(&x, w->pos);
        h_int(&x, w->passes);
        h_int(&x, w->closed);
    }
    const cv_decision *d = &s->decision;
    h_int(&x, d->active);
    if (d->active) {
        h_int(&x, d->seat);
        h_str(&x, d->prompt);
        h_int(&x, (long long)d->n);
        for (size_t i = 0; i < d->n; i++)
            h_str(&x, d->labels[i]);
    }
    for (int i = 0; i < 4; i++)
        h_int(&x, (long long)s->rng.s[i]);
    h_int(&x, s->over);
    h_str(&x, s->result);
    if (s->over) h_int(&x, (long long)s->winners);
    if (s->nbound) { /* likewise: only when some variable is bound */
        h_int(&x, (long long)s->nbound);
        for (size_t i = 0; i < s->nbound; i++) {
            h_int(&x, s->bound[i].o.kind);
            h_int(&x, s->bound[i].o.idx);
            h_str(&x, s->bound[i].key);
            h_int(&x, scope_at(s, s->bound[i].scope));
        }
    }
    return x.h;
}

