/* json: the state as JSON for other tools, written with cJSON (Debian's
 * libcjson). See cv_game_json in cardvm.h. */
#include <cJSON.h>
#include <inttypes.h>
#include <stdio.h>

#include "board.h"
#include "describe.h"
#include "game.h"
#include "hash.h"

static cJSON *kv_json(const cv_kv *kv)
{
    cJSON *o = cJSON_CreateObject();
    for (size_t i = 0; o && i < kv->n; i++) {
        const cv_kv_entry *e = &kv->v[i];
        if (e->key[0] == '_') continue;
        if (e->str)
            cJSON_AddStringToObject(o, e->key, e->str);
        else
            cJSON_AddNumberToObject(o, e->key, (double)e->num);
    }
    return o;
}

/* A card; "values" is its text from the ruleset's R.card_values, when it has one. */
static cJSON *card_json(const cv_state *s, int id, const cv_describe_extra *x)
{
    const cv_card *c = cv_state_card(s, id);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "id", id);
    cJSON_AddStringToObject(o, "key", c->blueprint);
    cJSON_AddStringToObject(o, "title", c->title);
    if ((size_t)id < x->nvalues && x->values[id])
        cJSON_AddStringToObject(o, "values", x->values[id]);
    cJSON_AddNumberToObject(o, "owner", c->owner + 1);
    cJSON_AddItemToObject(o, "pools", kv_json(&c->pools));
    cJSON_AddItemToObject(o, "vars", kv_json(&c->vars));
    cJSON_AddItemToObject(o, "links", kv_json(&c->links));
    return o;
}

static cJSON *zone_json(const cv_state *s, const cv_zone *z, const cv_describe_extra *x)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", z->name);
    cJSON_AddNumberToObject(o, "size", (double)z->n);
    cJSON_AddBoolToObject(o, "in_play", (z->flags & CV_ZONE_INPLAY) != 0);
    cJSON_AddBoolToObject(o, "hidden", (z->flags & (CV_ZONE_HIDDEN | CV_ZONE_DECK)) != 0);
    cJSON *cards = cJSON_AddArrayToObject(o, "cards");
    for (size_t k = 0; k < z->n; k++)
        cJSON_AddItemToArray(cards, card_json(s, z->ids[k], x));
    return o;
}

/* The ruleset's board (R.board) as a judge sees it: "board": { "cells":
 * [{q, r, text, colour}], "width", "height", "shapes": [{kind, points,
 * r, text, colour, facing}], "legend" }, or "board_error". */
static void board_json(const cv_game *g, cJSON *root)
{
    cv_game *mg = (cv_game *)g; /* reading the board does not change the game */
    lua_State *L = cv_game_enter(mg);
    int top = lua_gettop(L);
    cv_board bd;
    char err[512];
    int rc = cv_game_board_read(mg, -1, &bd, err, sizeof err);
    if (rc == -1) cJSON_AddStringToObject(root, "board_error", err);
    if (rc == 1) {
        static const char *const colours[] = {"", "red", "green", "yellow", "blue", "magenta", "cyan",
                                              "white", "bold", "dim"};
        cJSON *b = cJSON_AddObjectToObject(root, "board");
        cJSON *cells = cJSON_AddArrayToObject(b, "cells");
        for (size_t i = 0; i < bd.ncells; i++) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddNumberToObject(o, "q", bd.cells[i].q);
            cJSON_AddNumberToObject(o, "r", bd.cells[i].r);
            cJSON_AddStringToObject(o, "text", bd.cells[i].text ? bd.cells[i].text : "");
            cJSON_AddStringToObject(o, "colour", colours[bd.cells[i].colour]);
            cJSON_AddItemToArray(cells, o);
        }
        if (bd.width > 0) {
            cJSON_AddNumberToObject(b, "width", (double)bd.width);
            cJSON_AddNumberToObject(b, "height", (double)bd.height);
        }
        cJSON *shapes = cJSON_AddArrayToObject(b, "shapes");
        for (size_t i = 0; i < bd.nshapes; i++) {
            const cv_board_shape *sh = &bd.shapes[i];
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "kind", sh->kind == CV_SHAPE_CIRCLE    ? "circle"
                                               : sh->kind == CV_SHAPE_POLYGON ? "polygon"
                                                                              : "segment");
            cJSON *pts = cJSON_AddArrayToObject(o, "points");
            for (size_t k = 0; k < sh->npts; k++) {
                cJSON *pt = cJSON_CreateArray();
                cJSON_AddItemToArray(pt, cJSON_CreateNumber((double)sh->pts[2 * k]));
                cJSON_AddItemToArray(pt, cJSON_CreateNumber((double)sh->pts[2 * k + 1]));
                cJSON_AddItemToArray(pts, pt);
            }
            if (sh->kind == CV_SHAPE_CIRCLE) cJSON_AddNumberToObject(o, "r", (double)sh->r);
            cJSON_AddStringToObject(o, "text", sh->text ? sh->text : "");
            cJSON_AddStringToObject(o, "colour", colours[sh->colour]);
            if (sh->facing >= 0) cJSON_AddNumberToObject(o, "facing", sh->facing);
            cJSON_AddItemToArray(shapes, o);
        }
        if (bd.legend) cJSON_AddStringToObject(b, "legend", bd.legend);
    }
    cv_board_free(&bd);
    lua_settop(L, top);
}

char *cv_game_json(const cv_game *g)
{
    cv_describe_extra x;
    if (cv_game_describe_extra(g, &x) != CV_OK) return NULL;
    const cv_state *s = g->s;
    cJSON *root = cJSON_CreateObject();
    if (!root) {
        cv_describe_extra_free(&x);
        return NULL;
    }
    char hash[20];
    snprintf(hash, sizeof hash, "%016" PRIx64, cv_hash_state(s));
    cJSON_AddStringToObject(root, "hash", hash);
    if (x.note) cJSON_AddStringToObject(root, "note", x.note);
    cJSON_AddItemToObject(root, "pools", kv_json(&s->pools));
    cJSON_AddItemToObject(root, "vars", kv_json(&s->vars));
    cJSON *players = cJSON_AddArrayToObject(root, "players");
    for (int p = 0; p < s->nplayers; p++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "seat", p + 1);
        cJSON_AddStringToObject(o, "name", s->players[p].name);
        cJSON_AddItemToObject(o, "pools", kv_json(&s->players[p].pools));
        cJSON_AddItemToObject(o, "vars", kv_json(&s->players[p].vars));
        cJSON *zones = cJSON_AddArrayToObject(o, "zones");
        for (size_t z = 0; z < s->nzones; z++)
            if (s->zones[z].owner == p) cJSON_AddItemToArray(zones, zone_json(s, &s->zones[z], &x));
        cJSON_AddItemToArray(players, o);
    }
    cJSON *shared = cJSON_AddArrayToObject(root, "shared");
    for (size_t z = 0; z < s->nzones; z++)
        if (s->zones[z].owner < 0) cJSON_AddItemToArray(shared, zone_json(s, &s->zones[z], &x));
    cJSON *mods = cJSON_AddArrayToObject(root, "modifiers");
    for (size_t i = 0; i < s->mods.n; i++) {
        const cv_mod *m = &s->mods.v[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "card", m->card);
        cJSON_AddNumberToObject(o, "seat", m->card ? 0 : m->seat + 1);
        cJSON_AddStringToObject(o, "stat", m->stat);
        cJSON_AddNumberToObject(o, "amount", (double)m->amount);
        cJSON_AddStringToObject(o, "cause", m->cause);
        cJSON_AddItemToArray(mods, o);
    }
    cJSON *scopes = cJSON_AddArrayToObject(root, "scopes");
    for (size_t i = 0; i < s->nscopes; i++)
        cJSON_AddItemToArray(scopes, cJSON_CreateString(s->scopes[i].name));
    cJSON *windows = cJSON_AddArrayToObject(root, "windows");
    for (size_t i = 0; i < s->nwindows; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "word", s->windows[i].word);
        cJSON_AddNumberToObject(o, "priority", cv_window_holder(&s->windows[i]) + 1);
        cJSON_AddNumberToObject(o, "passes", s->windows[i].passes);
        cJSON_AddItemToArray(windows, o);
    }
    if (s->decision.active) {
        cJSON *d = cJSON_AddObjectToObject(root, "decision");
        cJSON_AddNumberToObject(d, "seat", s->decision.seat + 1);
        cJSON_AddStringToObject(d, "prompt", s->decision.prompt);
        cJSON *opts = cJSON_AddArrayToObject(d, "options");
        for (size_t i = 0; i < s->decision.n; i++)
            cJSON_AddItemToArray(opts, cJSON_CreateString(s->decision.labels[i]));
    }
    if (s->over) {
        cJSON_AddStringToObject(root, "result", s->result);
        cJSON *w = cJSON_AddArrayToObject(root, "winners");
        for (int p = 0; p < s->nplayers; p++)
            if (s->winners >> p & 1u) cJSON_AddItemToArray(w, cJSON_CreateNumber(p + 1));
    }
    board_json(g, root);
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    cv_describe_extra_free(&x);
    return text;
}
