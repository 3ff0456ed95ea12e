/* describe: the board as text. See describe.h. */
#include "describe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void describe_kv(cv_buf *b, const cv_kv *kv, int hide_private)
{
    for (size_t i = 0; i < kv->n; i++) {
        const cv_kv_entry *e = &kv->v[i];
        if (hide_private && e->key[0] == '_') continue;
        if (e->str)
            cv_buf_add(b, " %s=%s", e->key, e->str);
        else
            cv_buf_add(b, " %s=%lld", e->key, e->num);
    }
}

static int visible(const cv_state *s, int id, int viewer)
{
    return cv_state_visible(s, id, viewer);
}

/* Card 'id' as 'viewer' may name it: "Title [id]" or "a face-down card [id]". */
static const char *seen_name(const cv_state *s, int id, int viewer, char *buf, size_t len)
{
    if (visible(s, id, viewer)) return cv_state_card_name(s, id, buf, len);
    snprintf(buf, len, "a face-down card [%d]", id);
    return buf;
}

void cv_describe_extra_free(cv_describe_extra *x)
{
    if (!x) return;
    for (size_t i = 0; i < x->nvalues; i++)
        free(x->values[i]);
    free(x->values);
    free(x->link);
    free(x->note);
    memset(x, 0, sizeof *x);
}

/* Card 'id' on one line, 'depth' steps in: its name, its values, tokens,
 * links (but the one to the card it is listed under) and variables. */
static void describe_card(const cv_state *s, cv_buf *b, int id, int viewer,
                          const cv_describe_extra *x, int depth)
{
    const cv_card *c = cv_state_card(s, id);
    int indent = 4 + 2 * depth;
    char n[96];
    if (!visible(s, id, viewer)) {
        cv_buf_add(b, "%*sa face-down card [%d]\n", indent, "", id);
        return;
    }
    cv_buf_add(b, "%*s%s", indent, "", cv_state_card_name(s, id, n, sizeof n));
    if (x && (size_t)id < x->nvalues && x->values[id]) cv_buf_add(b, " (%s)", x->values[id]);
    if (c->pools.n) {
        cv_buf_add(b, " {");
        describe_kv(b, &c->pools, 0);
        cv_buf_add(b, " }");
    }
    for (size_t i = 0; i < c->links.n; i++) {
        if (depth && !strcmp(c->links.v[i].key, x->link)) continue; /* the card above */
        cv_buf_add(b, " %s: %s", c->links.v[i].key,
                   seen_name(s, (int)c->links.v[i].num, viewer, n, sizeof n));
    }
    describe_kv(b, &c->vars, 1);
    cv_buf_add(b, "\n");
}

/* The zone's card at index k, then the cards attached to it ('above[j] ==
 * k'), each with its own, in zone order. 'done' marks what is listed. */
static void describe_tree(const cv_state *s, cv_buf *b, const cv_zone *z, size_t k,
                          const long *above, unsigned char *done, int viewer,
                          const cv_describe_extra *x, int depth)
{
    done[k] = 1;
    describe_card(s, b, z->ids[k], viewer, x, depth);
    for (size_t j = 0; j < z->n; j++)
        if (!done[j] && above[j] == (long)k)
            describe_tree(s, b, z, j, above, done, viewer, x, depth + 1);
}

/* The zone's cards with each attached card under its bearer (x->link), or
 * in zone order when nothing nests or memory is short. */
static void describe_cards(const cv_state *s, cv_buf *b, const cv_zone *z, int viewer,
                           const cv_describe_extra *x)
{
    long *above = x && x->link && z->n ? malloc(z->n * sizeof *above) : NULL;
    unsigned char *done = above ? calloc(z->n, 1) : NULL;
    int nested = 0;
    for (size_t k = 0; done && k < z->n; k++) {
        long long to = cv_kv_num(&cv_state_card(s, z->ids[k])->links, x->link, 0);
        above[k] = -1;
        for (size_t j = 0; to && j < z->n; j++)
            if (j != k && z->ids[j] == to) {
                above[k] = (long)j;
                nested = 1;
            }
    }
    if (!nested) {
        for (size_t k = 0; k < z->n; k++)
            describe_card(s, b, z->ids[k], viewer, x, 0);
    } else {
        for (size_t k = 0; k < z->n; k++)
            if (above[k] < 0) describe_tree(s, b, z, k, above, done, viewer, x, 0);
        for (size_t k = 0; k < z->n; k++) /* a loop of attachments: each in its place */
            if (!done[k]) describe_tree(s, b, z, k, above, done, viewer, x, 0);
    }
    free(above);
    free(done);
}

static void describe_zone(const cv_state *s, cv_buf *b, size_t zi, int viewer,
                          const cv_describe_extra *x)
{
    const cv_zone *z = &s->zones[zi];
    cv_buf_add(b, "  %s (%zu)\n", z->name, z->n);
    /* a face-down pile, another player's hand: its size, and what the viewer
     * was shown of it (a look, a reveal), by position */
    if ((z->flags & CV_ZONE_DECK) || (viewer >= 0 && (z->flags & CV_ZONE_HIDDEN) && z->owner != viewer)) {
        for (size_t k = 0; viewer >= 0 && k < z->n; k++) {
            char n[96];
            if (visible(s, z->ids[k], viewer))
                cv_buf_add(b, "    %zu. %s (seen)\n", k + 1, cv_state_card_name(s, z->ids[k], n, sizeof n));
        }
        return;
    }
    describe_cards(s, b, z, viewer, x);
}

void cv_describe_state(const cv_state *s, cv_buf *b, int viewer)
{
    cv_describe_state_with(s, b, viewer, NULL);
}

void cv_describe_state_with(const cv_state *s, cv_buf *b, int viewer, const cv_describe_extra *x)
{
    if (s->nscopes) {
        cv_buf_add(b, "in:");
        for (size_t i = 0; i < s->nscopes; i++)
            cv_buf_add(b, "%s %s", i ? " >" : "", s->scopes[i].name);
        cv_buf_add(b, "\n");
    }
    if (s->pools.n || s->vars.n) {
        cv_buf_add(b, "game:");
        describe_kv(b, &s->pools, 0);
        describe_kv(b, &s->vars, 1);
        cv_buf_add(b, "\n");
    }
    for (int p = 0; p < s->nplayers; p++) {
        cv_buf_add(b, "seat %d %s:", p + 1, s->players[p].name);
        describe_kv(b, &s->players[p].pools, 0);
        describe_kv(b, &s->players[p].vars, 1);
        cv_buf_add(b, "\n");
        for (size_t z = 0; z < s->nzones; z++)
            if (s->zones[z].owner == p) describe_zone(s, b, z, viewer, x);
    }
    int shared = 0;
    for (size_t z = 0; z < s->nzones; z++)
        if (s->zones[z].owner < 0) {
            if (!shared++) cv_buf_add(b, "shared:\n");
            describe_zone(s, b, z, viewer, x);
        }
    if (s->mods.n) {
        cv_buf_add(b, "modifiers:\n");
        for (size_t i = 0; i < s->mods.n; i++) {
            const cv_mod *m = &s->mods.v[i];
            char n[96];
            if (m->card)
                seen_name(s, m->card, viewer, n, sizeof n);
            else
                snprintf(n, sizeof n, "%s", m->seat >= 0 ? s->players[m->seat].name : "all");
            if (m->kind)
                cv_buf_add(b, "  %s %s %+lld (%s, from %s)\n", n, m->stat, m->amount, m->kind,
                           m->cause);
            else
                cv_buf_add(b, "  %s %s %+lld (from %s)\n", n, m->stat, m->amount, m->cause);
        }
    }
    for (size_t i = 0; i < s->nwindows; i++) {
        const cv_window *w = &s->windows[i];
        int h = cv_window_holder(w);
        cv_buf_add(b, "window %s: priority %s, %d pass%s in a row\n", w->word,
                   h >= 0 ? s->players[h].name : "-", w->passes, w->passes == 1 ? "" : "es");
    }
    if (s->over)
        cv_buf_add(b, "game over: %s\n", s->result);
    else if (s->decision.active)
        cv_buf_add(b, "decision: %s - %s\n", s->players[s->decision.seat].name, s->decision.prompt);
}
