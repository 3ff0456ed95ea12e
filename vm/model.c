/* model: what one viewer sees of a game, as a cJSON tree. See model.h. */
#include "model.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The model being built: out of memory anywhere sets 'oom'. */
typedef struct builder {
    const cv_state *s;
    int viewer;
    const cv_describe_extra *x;
    int oom;
} builder;

/* Adds 'item' to 'parent' under 'key' (NULL: appends to an array); a NULL
 * item or a failed addition sets b->oom. Returns the item or NULL. */
static cJSON *put(builder *b, cJSON *parent, const char *key, cJSON *item)
{
    if (!item || !parent) {
        cJSON_Delete(item);
        b->oom = 1;
        return NULL;
    }
    if (!(key ? cJSON_AddItemToObject(parent, key, item) : cJSON_AddItemToArray(parent, item))) {
        cJSON_Delete(item);
        b->oom = 1;
        return NULL;
    }
    return item;
}

/* A kernel integer as JSON: a number while a double holds it exactly,
 * else its decimal text (so no rendering shows another number). */
static cJSON *int_json(long long v)
{
    if (v >= -9007199254740992LL && v <= 9007199254740992LL) return cJSON_CreateNumber((double)v);
    char t[32];
    snprintf(t, sizeof t, "%lld", v);
    return cJSON_CreateString(t);
}

/* A set of pools, variables or links as an object in the set's order; the
 * kernel's own names (a leading '_') left out when 'hide_private'. */
static cJSON *kv_json(builder *b, const cv_kv *kv, int hide_private)
{
    cJSON *o = cJSON_CreateObject();
    for (size_t i = 0; o && i < kv->n; i++) {
        const cv_kv_entry *e = &kv->v[i];
        if (hide_private && e->key[0] == '_') continue;
        put(b, o, e->key, e->str ? cJSON_CreateString(e->str) : int_json(e->num));
    }
    if (!o) b->oom = 1;
    return o;
}

static void add_num(builder *b, cJSON *o, const char *key, double v)
{
    put(b, o, key, cJSON_CreateNumber(v));
}

static void add_str(builder *b, cJSON *o, const char *key, const char *v)
{
    put(b, o, key, cJSON_CreateString(v));
}

static void add_bool(builder *b, cJSON *o, const char *key, int v)
{
    put(b, o, key, cJSON_CreateBool(v));
}

/* Card 'id' as the viewer sees it: its face (key, title, values, owner,
 * tokens, variables, links) or, face down, its id and owner only. 'under':
 * the card of the same zone it is listed under (0: none); 'pos': its
 * position in a zone the viewer sees by size (0: not such a zone). */
static void card_model(builder *b, cJSON *cards, int id, int under, size_t pos)
{
    const cv_card *c = cv_state_card(b->s, id);
    cJSON *o = put(b, cards, NULL, cJSON_CreateObject());
    if (!o || !c) return;
    add_num(b, o, "id", id);
    if (!cv_state_visible(b->s, id, b->viewer)) {
        add_num(b, o, "owner", c->owner + 1);
        add_bool(b, o, "face_down", 1);
        if (under) add_num(b, o, "under", under);
        return;
    }
    add_str(b, o, "key", c->blueprint);
    add_str(b, o, "title", c->title);
    const cv_describe_extra *x = b->x;
    if (x && (size_t)id < x->nvalues && x->values[id]) add_str(b, o, "values", x->values[id]);
    add_num(b, o, "owner", c->owner + 1);
    put(b, o, "pools", kv_json(b, &c->pools, 0));
    put(b, o, "vars", kv_json(b, &c->vars, 1));
    put(b, o, "links", kv_json(b, &c->links, 0));
    if (under) add_num(b, o, "under", under);
    if (pos) add_num(b, o, "pos", (double)pos);
}

/* For each card of the zone, the index of the card of the same zone it is
 * attached to (x->link), or -1, into 'above'; 1 when any card nests. */
static int nesting(builder *b, const cv_zone *z, long *above)
{
    int nested = 0;
    for (size_t k = 0; k < z->n; k++) {
        long long to = cv_kv_num(&cv_state_card(b->s, z->ids[k])->links, b->x->link, 0);
        above[k] = -1;
        for (size_t j = 0; to && j < z->n; j++)
            if (j != k && z->ids[j] == to) {
                above[k] = (long)j;
                nested = 1;
            }
    }
    return nested;
}

/* A zone: its name, size and kind; its cards as the viewer sees them. A
 * face-down pile, and another player's hidden zone, are "concealed" from a
 * seat: only the cards it was shown are listed, with their positions. */
static void zone_model(builder *b, cJSON *list, const cv_zone *z)
{
    cJSON *o = put(b, list, NULL, cJSON_CreateObject());
    if (!o) return;
    add_str(b, o, "name", z->name);
    add_num(b, o, "size", (double)z->n);
    add_bool(b, o, "in_play", (z->flags & CV_ZONE_INPLAY) != 0);
    add_bool(b, o, "hidden", (z->flags & (CV_ZONE_HIDDEN | CV_ZONE_DECK)) != 0);
    if (z->flags & CV_ZONE_DECK) add_bool(b, o, "pile", 1);
    int concealed = b->viewer >= 0 && ((z->flags & CV_ZONE_DECK) ||
                                       ((z->flags & CV_ZONE_HIDDEN) && z->owner != b->viewer));
    if (concealed) add_bool(b, o, "concealed", 1);
    cJSON *cards = put(b, o, "cards", cJSON_CreateArray());
    if (!cards) return;
    if (concealed) {
        for (size_t k = 0; k < z->n; k++)
            if (cv_state_visible(b->s, z->ids[k], b->viewer))
                card_model(b, cards, z->ids[k], 0, k + 1);
        return;
    }
    long *above = b->x && b->x->link && z->n ? malloc(z->n * sizeof *above) : NULL;
    if (b->x && b->x->link && z->n && !above) {
        b->oom = 1;
        return;
    }
    int nested = above && nesting(b, z, above);
    for (size_t k = 0; k < z->n; k++)
        card_model(b, cards, z->ids[k], nested && above[k] >= 0 ? z->ids[above[k]] : 0, 0);
    free(above);
}

int cv_model_viewer(const cJSON *m)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, "viewer");
    return cJSON_IsNumber(v) ? v->valueint - 1 : -1;
}

cJSON *cv_model_state(const cv_state *s, int viewer, const cv_describe_extra *x)
{
    builder b = {s, viewer < 0 ? -1 : viewer, x, 0};
    cJSON *m = cJSON_CreateObject();
    if (!m) return NULL;
    add_num(&b, m, "viewer", b.viewer + 1);
    if (x && x->link) add_str(&b, m, "attachment_link", x->link);
    cJSON *scopes = put(&b, m, "scopes", cJSON_CreateArray());
    for (size_t i = 0; scopes && i < s->nscopes; i++)
        put(&b, scopes, NULL, cJSON_CreateString(s->scopes[i].name));
    put(&b, m, "pools", kv_json(&b, &s->pools, 0));
    put(&b, m, "vars", kv_json(&b, &s->vars, 1));
    size_t nprivate = 0;
    for (size_t i = 0; i < s->vars.n; i++)
        nprivate += s->vars.v[i].key[0] == '_';
    if (nprivate) add_num(&b, m, "private_vars", (double)nprivate);
    cJSON *players = put(&b, m, "players", cJSON_CreateArray());
    for (int p = 0; players && p < s->nplayers; p++) {
        cJSON *o = put(&b, players, NULL, cJSON_CreateObject());
        if (!o) break;
        add_num(&b, o, "seat", p + 1);
        add_str(&b, o, "name", s->players[p].name);
        put(&b, o, "pools", kv_json(&b, &s->players[p].pools, 0));
        put(&b, o, "vars", kv_json(&b, &s->players[p].vars, 1));
        cJSON *zones = put(&b, o, "zones", cJSON_CreateArray());
        for (size_t z = 0; zones && z < s->nzones; z++)
            if (s->zones[z].owner == p) zone_model(&b, zones, &s->zones[z]);
    }
    cJSON *shared = put(&b, m, "shared", cJSON_CreateArray());
    for (size_t z = 0; shared && z < s->nzones; z++)
        if (s->zones[z].owner < 0) zone_model(&b, shared, &s->zones[z]);
    cJSON *mods = put(&b, m, "modifiers", cJSON_CreateArray());
    for (size_t i = 0; mods && i < s->mods.n; i++) {
        const cv_mod *md = &s->mods.v[i];
        cJSON *o = put(&b, mods, NULL, cJSON_CreateObject());
        if (!o) break;
        add_num(&b, o, "card", md->card);
        add_num(&b, o, "seat", md->card ? 0 : md->seat + 1);
        add_str(&b, o, "stat", md->stat);
        put(&b, o, "amount", int_json(md->amount));
        if (md->kind) add_str(&b, o, "kind", md->kind);
        add_str(&b, o, "cause", md->cause);
    }
    cJSON *windows = put(&b, m, "windows", cJSON_CreateArray());
    for (size_t i = 0; windows && i < s->nwindows; i++) {
        cJSON *o = put(&b, windows, NULL, cJSON_CreateObject());
        if (!o) break;
        add_str(&b, o, "word", s->windows[i].word);
        add_num(&b, o, "priority", cv_window_holder(&s->windows[i]) + 1);
        add_num(&b, o, "passes", s->windows[i].passes);
    }
    if (s->decision.active) {
        /* the options are the deciding seat's (and a judge's) to read */
        cJSON *d = put(&b, m, "decision", cJSON_CreateObject());
        if (d) {
            add_num(&b, d, "seat", s->decision.seat + 1);
            add_str(&b, d, "prompt", s->decision.prompt);
            add_num(&b, d, "noptions", (double)s->decision.n);
            if (b.viewer < 0 || b.viewer == s->decision.seat) {
                cJSON *opts = put(&b, d, "options", cJSON_CreateArray());
                for (size_t i = 0; opts && i < s->decision.n; i++)
                    put(&b, opts, NULL, cJSON_CreateString(s->decision.labels[i]));
            }
        }
    }
    if (s->over) {
        add_str(&b, m, "result", s->result);
        cJSON *w = put(&b, m, "winners", cJSON_CreateArray());
        for (int p = 0; w && p < s->nplayers; p++)
            if (s->winners >> p & 1u) put(&b, w, NULL, cJSON_CreateNumber(p + 1));
    }
    if (b.oom) {
        cJSON_Delete(m);
        return NULL;
    }
    return m;
}

int cv_model_add_board(cJSON *root, const cv_board *bd)
{
    static const char *const colours[] = {"",        "red",  "green", "yellow", "blue",
                                          "magenta", "cyan", "white", "bold",   "dim"};
    builder b = {0};
    cJSON *o = put(&b, root, "board", cJSON_CreateObject());
    cJSON *cells = o ? put(&b, o, "cells", cJSON_CreateArray()) : NULL;
    for (size_t i = 0; cells && i < bd->ncells; i++) {
        const cv_board_cell *c = &bd->cells[i];
        cJSON *e = put(&b, cells, NULL, cJSON_CreateObject());
        if (!e) break;
        add_num(&b, e, "q", c->q);
        add_num(&b, e, "r", c->r);
        add_str(&b, e, "text", c->text ? c->text : "");
        add_str(&b, e, "colour", c->colour > 0 && c->colour <= 9 ? colours[c->colour] : "");
    }
    if (o && bd->width > 0) {
        put(&b, o, "width", int_json(bd->width));
        put(&b, o, "height", int_json(bd->height));
    }
    cJSON *shapes = o ? put(&b, o, "shapes", cJSON_CreateArray()) : NULL;
    for (size_t i = 0; shapes && i < bd->nshapes; i++) {
        const cv_board_shape *sh = &bd->shapes[i];
        cJSON *e = put(&b, shapes, NULL, cJSON_CreateObject());
        if (!e) break;
        add_str(&b, e, "kind",
                sh->kind == CV_SHAPE_CIRCLE    ? "circle"
                : sh->kind == CV_SHAPE_POLYGON ? "polygon"
                                               : "segment");
        cJSON *pts = put(&b, e, "points", cJSON_CreateArray());
        for (size_t k = 0; pts && k < sh->npts; k++) {
            cJSON *pt = put(&b, pts, NULL, cJSON_CreateArray());
            if (!pt) break;
            put(&b, pt, NULL, int_json(sh->pts[2 * k]));
            put(&b, pt, NULL, int_json(sh->pts[2 * k + 1]));
        }
        if (sh->kind == CV_SHAPE_CIRCLE) put(&b, e, "r", int_json(sh->r));
        add_str(&b, e, "text", sh->text ? sh->text : "");
        add_str(&b, e, "colour", sh->colour > 0 && sh->colour <= 9 ? colours[sh->colour] : "");
        if (sh->facing >= 0) add_num(&b, e, "facing", sh->facing);
    }
    if (o && bd->legend) add_str(&b, o, "legend", bd->legend);
    return b.oom ? -1 : 0;
}
