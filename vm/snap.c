/* snap: deep copies of a state. See snap.h. */
#include "snap.h"

#include <stdlib.h>
#include <string.h>

#include "str.h"

/* A copy of n items of 'size' bytes (NULL for none). */
static void *dup_mem(const void *p, size_t n, size_t size)
{
    if (!n) return NULL;
    void *q = malloc(n * size);
    if (q) memcpy(q, p, n * size);
    return q;
}

/* A copy of 's', or NULL; *ok is cleared when a non-NULL 's' could not be
 * copied. */
static char *dup_str(const char *s, int *ok)
{
    if (!s) return NULL;
    char *d = cv_str_dup(s);
    if (!d) *ok = 0;
    return d;
}

cv_state *cv_snap_copy(const cv_state *s)
{
    cv_state *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    int ok = 1;
    /* the scalars first, then every owned array and string anew */
    t->nplayers = s->nplayers;
    t->scope_serial = s->scope_serial;
    t->rng = s->rng;
    t->over = s->over;
    t->winners = s->winners;
    t->changes = s->changes;
    t->settled = s->settled;
    t->turn_steps = s->turn_steps;
    t->quiet_turns = s->quiet_turns;
    for (int i = 0; i < s->nplayers; i++) {
        t->players[i].name = dup_str(s->players[i].name, &ok);
        ok &= !cv_kv_copy(&t->players[i].pools, &s->players[i].pools);
        ok &= !cv_kv_copy(&t->players[i].vars, &s->players[i].vars);
    }
    if (s->ncards) {
        t->cards = calloc(s->ncards, sizeof *t->cards);
        if (!t->cards) goto oom;
        t->capcards = s->ncards;
        for (size_t i = 0; i < s->ncards; i++) {
            const cv_card *c = &s->cards[i];
            cv_card *d = &t->cards[i];
            t->ncards = i + 1;
            d->id = c->id;
            d->owner = c->owner;
            d->zone = c->zone;
            d->def = c->def;
            d->words = c->words;
            d->blueprint = dup_str(c->blueprint, &ok);
            d->title = dup_str(c->title, &ok);
            ok &= !cv_kv_copy(&d->pools, &c->pools);
            ok &= !cv_kv_copy(&d->vars, &c->vars);
            ok &= !cv_kv_copy(&d->links, &c->links);
        }
    }
    if (s->nzones) {
        t->zones = calloc(s->nzones, sizeof *t->zones);
        if (!t->zones) goto oom;
        t->capzones = s->nzones;
        for (size_t i = 0; i < s->nzones; i++) {
            const cv_zone *z = &s->zones[i];
            t->nzones = i + 1;
            t->zones[i] = (cv_zone){.owner = z->owner, .flags = z->flags, .n = z->n, .cap = z->n};
            t->zones[i].name = dup_str(z->name, &ok);
            t->zones[i].ids = dup_mem(z->ids, z->n, sizeof *z->ids);
            if (z->n && !t->zones[i].ids) ok = 0;
        }
    }
    ok &= !cv_kv_copy(&t->pools, &s->pools);
    ok &= !cv_kv_copy(&t->vars, &s->vars);
    t->mods.next_id = s->mods.next_id;
    if (s->mods.n) {
        t->mods.v = calloc(s->mods.n, sizeof *t->mods.v);
        if (!t->mods.v) goto oom;
        t->mods.cap = s->mods.n;
        for (size_t i = 0; i < s->mods.n; i++) {
            const cv_mod *m = &s->mods.v[i];
            t->mods.n = i + 1;
            t->mods.v[i] = *m;
            t->mods.v[i].stat = dup_str(m->stat, &ok);
            t->mods.v[i].cause = dup_str(m->cause, &ok);
            t->mods.v[i].kind = dup_str(m->kind, &ok);
        }
    }
    if (s->nscopes) {
        t->scopes = calloc(s->nscopes, sizeof *t->scopes);
        if (!t->scopes) goto oom;
        t->capscopes = s->nscopes;
        for (size_t i = 0; i < s->nscopes; i++) {
            t->nscopes = i + 1;
            t->scopes[i].serial = s->scopes[i].serial;
            t->scopes[i].name = dup_str(s->scopes[i].name, &ok);
        }
    }
    if (s->nbound) {
        t->bound = calloc(s->nbound, sizeof *t->bound);
        if (!t->bound) goto oom;
        t->capbound = s->nbound;
        for (size_t i = 0; i < s->nbound; i++) {
            t->nbound = i + 1;
            t->bound[i] = s->bound[i];
            t->bound[i].key = dup_str(s->bound[i].key, &ok);
        }
    }
    if (s->nwindows) {
        t->windows = calloc(s->nwindows, sizeof *t->windows);
        if (!t->windows) goto oom;
        t->capwindows = s->nwindows;
        for (size_t i = 0; i < s->nwindows; i++) {
            t->nwindows = i + 1;
            t->windows[i] = s->windows[i];
            t->windows[i].word = dup_str(s->windows[i].word, &ok);
        }
    }
    if (s->ncauses) {
        t->causes = calloc(s->ncauses, sizeof *t->causes);
        if (!t->causes) goto oom;
        t->capcauses = s->ncauses;
        for (size_t i = 0; i < s->ncauses; i++) {
            t->ncauses = i + 1;
            t->causes[i] = dup_str(s->causes[i], &ok);
        }
    }
    const cv_decision *d = &s->decision;
    if (d->active && cv_state_decision_set(t, d->seat, d->prompt, (const char *const *)d->labels,
                                           d->cards, d->n))
        goto oom;
    t->result = dup_str(s->result, &ok);
    if (ok) return t;
oom:
    cv_state_free(t);
    return NULL;
}
