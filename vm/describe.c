/* describe: the board as text. See describe.h. */
#include "describe.h"

#include <stdio.h>

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

/* May seat 'viewer' (-1: everyone) see which card 'id' is? Not a card in
 * another player's hidden zone or in a face-down pile, nor another player's
 * card whose variable 'facedown' is set. */
static int visible(const cv_state *s, int id, int viewer)
{
    const cv_card *c = cv_state_card(s, id);
    if (viewer < 0 || !c) return 1;
    const cv_zone *z = &s->zones[c->zone];
    if (z->flags & CV_ZONE_DECK) return 0;
    if ((z->flags & CV_ZONE_HIDDEN) && z->owner != viewer) return 0;
    return c->owner == viewer || !cv_kv_num(&c->vars, "facedown", 0);
}

/* Card 'id' as 'viewer' may name it: "Title [id]" or "a face-down card [id]". */
static const char *seen_name(const cv_state *s, int id, int viewer, char *buf, size_t len)
{
    if (visible(s, id, viewer)) return cv_state_card_name(s, id, buf, len);
    snprintf(buf, len, "a face-down card [%d]", id);
    return buf;
}

static void describe_card(const cv_state *s, cv_buf *b, int id, int viewer)
{
    const cv_card *c = cv_state_card(s, id);
    char n[96];
    if (!visible(s, id, viewer)) {
        cv_buf_add(b, "    a face-down card [%d]\n", id);
        return;
    }
    cv_buf_add(b, "    %s", cv_state_card_name(s, id, n, sizeof n));
    if (c->pools.n) {
        cv_buf_add(b, " {");
        describe_kv(b, &c->pools, 0);
        cv_buf_add(b, " }");
    }
    for (size_t i = 0; i < c->links.n; i++)
        cv_buf_add(b, " %s: %s", c->links.v[i].key,
                   seen_name(s, (int)c->links.v[i].num, viewer, n, sizeof n));
    describe_kv(b, &c->vars, 1);
    cv_buf_add(b, "\n");
}

static void describe_zone(const cv_state *s, cv_buf *b, size_t zi, int viewer)
{
    const cv_zone *z = &s->zones[zi];
    cv_buf_add(b, "  %s (%zu)\n", z->name, z->n);
    if (z->flags & CV_ZONE_DECK) return; /* face down: its size only */
    if (viewer >= 0 && (z->flags & CV_ZONE_HIDDEN) && z->owner != viewer) return;
    for (size_t k = 0; k < z->n; k++)
        describe_card(s, b, z->ids[k], viewer);
}

void cv_describe_state(const cv_state *s, cv_buf *b, int viewer)
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
            if (s->zones[z].owner == p) describe_zone(s, b, z, viewer);
    }
    int shared = 0;
    for (size_t z = 0; z < s->nzones; z++)
        if (s->zones[z].owner < 0) {
            if (!shared++) cv_buf_add(b, "shared:\n");
            describe_zone(s, b, z, viewer);
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
