/* describe: the board as text, rendered from the view model (model.h).
 * See describe.h. */
#include "describe.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "model.h"

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

/* The model being rendered: its cards by id, for the names of link targets
 * and of the cards modifiers cover. */
typedef struct render {
    const cJSON *m;
    const cJSON **byid; /* the card entry of each id listed, or NULL */
    size_t nids;
    const char *link; /* the attachment link, or NULL */
    int viewer;
} render;

static const cJSON *field(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key);
}

static int num_of(const cJSON *o, const char *key, int dflt)
{
    const cJSON *v = field(o, key);
    return cJSON_IsNumber(v) ? (int)v->valuedouble : dflt;
}

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *v = field(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* " key=value" for each entry of a model's pools or variables. */
static void kv_text(cv_buf *b, const cJSON *o)
{
    const cJSON *e;
    cJSON_ArrayForEach(e, o)
    {
        if (cJSON_IsString(e))
            cv_buf_add(b, " %s=%s", e->string, e->valuestring);
        else
            cv_buf_add(b, " %s=%lld", e->string, (long long)e->valuedouble);
    }
}

/* Card 'id' as the viewer may name it: "Title [id]" or "a face-down card [id]". */
static const char *seen_name(const render *r, int id, char *buf, size_t len)
{
    const cJSON *c = id > 0 && (size_t)id < r->nids ? r->byid[id] : NULL;
    const char *title = c ? str_of(c, "title") : NULL;
    if (title)
        snprintf(buf, len, "%s [%d]", title, id);
    else if (!c && r->viewer < 0) /* a judge sees every card there is */
        snprintf(buf, len, "no card [%d]", id);
    else
        snprintf(buf, len, "a face-down card [%d]", id);
    return buf;
}

/* A card on one line, 'depth' steps in: its name, its values, tokens,
 * links (but the one to the card it is listed under) and variables. */
static void card_text(const render *r, cv_buf *b, const cJSON *c, int depth)
{
    int indent = 4 + 2 * depth, id = num_of(c, "id", 0);
    char n[96];
    if (!str_of(c, "title")) {
        cv_buf_add(b, "%*sa face-down card [%d]\n", indent, "", id);
        return;
    }
    cv_buf_add(b, "%*s%s", indent, "", seen_name(r, id, n, sizeof n));
    const char *values = str_of(c, "values");
    if (values) cv_buf_add(b, " (%s)", values);
    const cJSON *pools = field(c, "pools");
    if (pools && pools->child) {
        cv_buf_add(b, " {");
        kv_text(b, pools);
        cv_buf_add(b, " }");
    }
    const cJSON *l;
    cJSON_ArrayForEach(l, field(c, "links"))
    {
        if (depth && r->link && !strcmp(l->string, r->link)) continue; /* the card above */
        cv_buf_add(b, " %s: %s", l->string, seen_name(r, (int)l->valuedouble, n, sizeof n));
    }
    kv_text(b, field(c, "vars"));
    cv_buf_add(b, "\n");
}

/* The zone's card at index k, then the cards listed under it ('above[j] ==
 * k'), each with its own, in zone order. 'done' marks what is listed. */
static void card_tree(const render *r, cv_buf *b, const cJSON **cards, size_t n, size_t k,
                      const long *above, unsigned char *done, int depth)
{
    done[k] = 1;
    card_text(r, b, cards[k], depth);
    for (size_t j = 0; j < n; j++)
        if (!done[j] && above[j] == (long)k) card_tree(r, b, cards, n, j, above, done, depth + 1);
}

/* The zone's cards, each attached card under the card it is attached to
 * ("under"), or in zone order when nothing nests. */
static void cards_text(const render *r, cv_buf *b, const cJSON *list)
{
    size_t n = (size_t)cJSON_GetArraySize(list), k = 0;
    int nested = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, list) nested |= num_of(c, "under", 0) != 0;
    if (!nested) {
        cJSON_ArrayForEach(c, list) card_text(r, b, c, 0);
        return;
    }
    const cJSON **cards = malloc(n * sizeof *cards);
    long *above = malloc(n * sizeof *above);
    unsigned char *done = calloc(n, 1);
    if (!cards || !above || !done) {
        b->oom = 1;
        goto done;
    }
    cJSON_ArrayForEach(c, list) cards[k++] = c;
    for (k = 0; k < n; k++) {
        int to = num_of(cards[k], "under", 0);
        above[k] = -1;
        for (size_t j = 0; to && j < n; j++)
            if (j != k && num_of(cards[j], "id", 0) == to) above[k] = (long)j;
    }
    for (k = 0; k < n; k++)
        if (above[k] < 0) card_tree(r, b, cards, n, k, above, done, 0);
    for (k = 0; k < n; k++) /* a loop of attachments: each in its place */
        if (!done[k]) card_tree(r, b, cards, n, k, above, done, 0);
done:
    free(cards);
    free(above);
    free(done);
}

static void zone_text(const render *r, cv_buf *b, const cJSON *z)
{
    cv_buf_add(b, "  %s (%d)\n", str_of(z, "name"), num_of(z, "size", 0));
    const cJSON *c;
    /* a face-down pile, another player's hand: its size, and what the viewer
     * was shown of it (a look, a reveal), by position */
    if (cJSON_IsTrue(field(z, "concealed"))) {
        char n[96];
        cJSON_ArrayForEach(c, field(z, "cards"))
        {
            cv_buf_add(b, "    %d. %s (seen)\n", num_of(c, "pos", 0),
                       seen_name(r, num_of(c, "id", 0), n, sizeof n));
        }
        return;
    }
    if (cJSON_IsTrue(field(z, "pile"))) return; /* a judge: the size says it */
    cards_text(r, b, field(z, "cards"));
}

/* Indexes the cards of every zone of 'zones' by id into r. */
static void index_zones(render *r, const cJSON *zones)
{
    const cJSON *z, *c;
    cJSON_ArrayForEach(z, zones)
    {
        cJSON_ArrayForEach(c, field(z, "cards"))
        {
            int id = num_of(c, "id", 0);
            if (id > 0 && (size_t)id < r->nids) r->byid[id] = c;
        }
    }
}

/* The largest card id listed in 'zones'. */
static int max_id(const cJSON *zones, int most)
{
    const cJSON *z, *c;
    cJSON_ArrayForEach(z, zones)
    {
        cJSON_ArrayForEach(c, field(z, "cards"))
        {
            int id = num_of(c, "id", 0);
            if (id > most) most = id;
        }
    }
    return most;
}

/* The board of the model as text: its hex cells and legend, or why it failed. */
static void board_text(cv_buf *b, const cJSON *m, int colour)
{
    const char *err = str_of(m, "board_error");
    if (err) cv_buf_add(b, "(the ruleset's board failed: %s)\n", err);
    const cJSON *bd = field(m, "board");
    if (!bd) return;
    const cJSON *cells = field(bd, "cells"), *c;
    size_t n = (size_t)cJSON_GetArraySize(cells), k = 0;
    cv_board_cell *v = n ? calloc(n, sizeof *v) : NULL;
    if (n && !v) {
        b->oom = 1;
        return;
    }
    cJSON_ArrayForEach(c, cells)
    {
        v[k].q = num_of(c, "q", 0);
        v[k].r = num_of(c, "r", 0);
        v[k].text = str_of(c, "text");
        int col = cv_board_colour(str_of(c, "colour"));
        v[k++].colour = col < 0 ? 0 : col;
    }
    cv_board_hex_text(b, v, n, colour);
    free(v);
    const char *legend = str_of(bd, "legend");
    if (legend) cv_buf_add(b, "%s\n", legend);
}

void cv_describe_model(cv_buf *b, const cJSON *m, int colour)
{
    const char *s;
    if ((s = str_of(m, "summary_error")))
        cv_buf_add(b, "(the ruleset's describe failed: %s)\n", s);
    else if ((s = str_of(m, "summary")))
        cv_buf_add(b, "%s\n", s);
    board_text(b, m, colour);
    if ((s = str_of(m, "note"))) cv_buf_add(b, "%s\n", s);

    const cJSON *players = field(m, "players"), *shared = field(m, "shared"), *p, *e;
    render r = {m, NULL, 0, str_of(m, "attachment_link"), cv_model_viewer(m)};
    int most = max_id(shared, 0);
    cJSON_ArrayForEach(p, players) most = max_id(field(p, "zones"), most);
    r.nids = (size_t)most + 1;
    r.byid = calloc(r.nids, sizeof *r.byid);
    if (!r.byid) {
        b->oom = 1;
        return;
    }
    index_zones(&r, shared);
    cJSON_ArrayForEach(p, players) index_zones(&r, field(p, "zones"));

    const cJSON *scopes = field(m, "scopes");
    if (scopes && scopes->child) {
        cv_buf_add(b, "in:");
        int i = 0;
        cJSON_ArrayForEach(e, scopes) cv_buf_add(b, "%s %s", i++ ? " >" : "", e->valuestring);
        cv_buf_add(b, "\n");
    }
    const cJSON *pools = field(m, "pools"), *vars = field(m, "vars");
    if ((pools && pools->child) || (vars && vars->child) || num_of(m, "private_vars", 0)) {
        cv_buf_add(b, "game:");
        kv_text(b, pools);
        kv_text(b, vars);
        cv_buf_add(b, "\n");
    }
    cJSON_ArrayForEach(p, players)
    {
        cv_buf_add(b, "seat %d %s:", num_of(p, "seat", 0), str_of(p, "name"));
        kv_text(b, field(p, "pools"));
        kv_text(b, field(p, "vars"));
        cv_buf_add(b, "\n");
        cJSON_ArrayForEach(e, field(p, "zones")) zone_text(&r, b, e);
    }
    if (shared && shared->child) {
        cv_buf_add(b, "shared:\n");
        cJSON_ArrayForEach(e, shared) zone_text(&r, b, e);
    }
    const cJSON *mods = field(m, "modifiers");
    if (mods && mods->child) {
        cv_buf_add(b, "modifiers:\n");
        cJSON_ArrayForEach(e, mods)
        {
            char n[96];
            int card = num_of(e, "card", 0), seat = num_of(e, "seat", 0);
            const cJSON *who = seat > 0 ? cJSON_GetArrayItem(players, seat - 1) : NULL;
            if (card)
                seen_name(&r, card, n, sizeof n);
            else
                snprintf(n, sizeof n, "%s", who ? str_of(who, "name") : "all");
            const cJSON *amount = field(e, "amount");
            char a[32];
            if (cJSON_IsString(amount))
                snprintf(a, sizeof a, "%s%s", amount->valuestring[0] == '-' ? "" : "+",
                         amount->valuestring);
            else
                snprintf(a, sizeof a, "%+lld", (long long)amount->valuedouble);
            const char *kind = str_of(e, "kind");
            if (kind)
                cv_buf_add(b, "  %s %s %s (%s, from %s)\n", n, str_of(e, "stat"), a, kind,
                           str_of(e, "cause"));
            else
                cv_buf_add(b, "  %s %s %s (from %s)\n", n, str_of(e, "stat"), a,
                           str_of(e, "cause"));
        }
    }
    cJSON_ArrayForEach(e, field(m, "windows"))
    {
        int h = num_of(e, "priority", 0), passes = num_of(e, "passes", 0);
        const cJSON *holder = h > 0 ? cJSON_GetArrayItem(players, h - 1) : NULL;
        cv_buf_add(b, "window %s: priority %s, %d pass%s in a row\n", str_of(e, "word"),
                   holder ? str_of(holder, "name") : "-", passes, passes == 1 ? "" : "es");
    }
    const cJSON *d = field(m, "decision");
    if ((s = str_of(m, "result"))) {
        cv_buf_add(b, "game over: %s\n", s);
    } else if (d) {
        const cJSON *who = cJSON_GetArrayItem(players, num_of(d, "seat", 0) - 1);
        cv_buf_add(b, "decision: %s - %s\n", who ? str_of(who, "name") : "?", str_of(d, "prompt"));
    }
    free(r.byid);
}

void cv_describe_state(const cv_state *s, cv_buf *b, int viewer)
{
    cv_describe_state_with(s, b, viewer, NULL);
}

void cv_describe_state_with(const cv_state *s, cv_buf *b, int viewer, const cv_describe_extra *x)
{
    cJSON *m = cv_model_state(s, viewer, x);
    if (!m) {
        b->oom = 1;
        return;
    }
    cv_describe_model(b, m, 0);
    cJSON_Delete(m);
}
