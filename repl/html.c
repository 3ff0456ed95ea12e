/* html: a saved game, or a study, as one self-contained HTML page. See
 * html.h and docs/viewing.md.
 *
 * A game's page holds the view model (cv_game_model) of every state of the
 * game for every viewer it shows, compactly: each object or array of a
 * model is stored once in a table of nodes ("N") and referred to as "@K"
 * (a string that begins with '@' is written "@@..."), so what did not
 * change from one decision to the next, or is the same for two viewers,
 * costs a reference; a card's printed data ("defs") is stored once per
 * card file. The page's script (repl/html.js) decodes a state when it is
 * shown. */
#include "html.h"

#include <cJSON.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cvaux.h"

/* ---- the table of nodes: each distinct JSON text once ------------------ */

typedef struct nodes {
    char **text; /* by index */
    size_t n, cap;
    size_t *slot; /* open addressing: index + 1, 0 empty */
    size_t nslot;
} nodes;

static uint64_t fnv(const char *s)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ULL;
    return h;
}

static void nodes_free(nodes *t)
{
    for (size_t i = 0; i < t->n; i++)
        free(t->text[i]);
    free(t->text);
    free(t->slot);
    memset(t, 0, sizeof *t);
}

/* Doubles the hash slots. 0, or -1 when out of memory. */
static int nodes_grow(nodes *t)
{
    size_t ns = t->nslot ? t->nslot * 2 : 4096;
    size_t *slot = calloc(ns, sizeof *slot);
    if (!slot) return -1;
    for (size_t i = 0; i < t->n; i++) {
        size_t h = (size_t)fnv(t->text[i]) & (ns - 1);
        while (slot[h])
            h = (h + 1) & (ns - 1);
        slot[h] = i + 1;
    }
    free(t->slot);
    t->slot = slot;
    t->nslot = ns;
    return 0;
}

/* The index of 'text' in the table, adding it (taking ownership) if new;
 * -1 when out of memory ('text' freed). */
static long nodes_intern(nodes *t, char *text)
{
    if ((t->n + 1) * 2 > t->nslot && nodes_grow(t)) {
        free(text);
        return -1;
    }
    size_t h = (size_t)fnv(text) & (t->nslot - 1);
    while (t->slot[h]) {
        size_t i = t->slot[h] - 1;
        if (!strcmp(t->text[i], text)) {
            free(text);
            return (long)i;
        }
        h = (h + 1) & (t->nslot - 1);
    }
    if (t->n == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 1024;
        char **v = realloc(t->text, cap * sizeof *v);
        if (!v) {
            free(text);
            return -1;
        }
        t->text = v;
        t->cap = cap;
    }
    t->text[t->n] = text;
    t->slot[h] = ++t->n;
    return (long)t->n - 1;
}

/* Containers and strings whose text is at most this long stay where they
 * are; longer ones become nodes. */
#define INLINE_MAX 12

/* "@K" for the node of 'text' (taking ownership); NULL when out of memory. */
static cJSON *ref_to(nodes *t, char *text)
{
    long k = nodes_intern(t, text);
    if (k < 0) return NULL;
    char ref[32];
    snprintf(ref, sizeof ref, "@%ld", k);
    return cJSON_CreateString(ref);
}

/* The model's own names, written "~" and a letter on the page (a name that
 * begins with '~' is written "~~..."); the page reads them back from the
 * data's "keys", so a pool or a variable of the same name is read right. */
static const char *const short_keys[] = {
    "players",      "shared",        "modifiers",   "windows", "decision",  "summary",
    "scopes",       "pools",         "vars",        "board",   "zones",     "name",
    "size",         "in_play",       "hidden",      "pile",    "concealed", "cards",
    "key",          "values",        "owner",       "links",   "under",     "pos",
    "face_down",    "prompt",        "noptions",    "options", "seat",      "cells",
    "shapes",       "text",          "colour",      "result",  "winners",   "note",
    "stat",         "amount",        "cause",       "kind",    "word",      "priority",
    "passes",       "legend",        "width",       "height",  "points",    "facing",
    "private_vars", "summary_error", "board_error", NULL};
#define KEY_CODES "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

/* The page's name for member 'k' into buf. */
static const char *page_key(const char *k, char *buf, size_t len)
{
    for (int i = 0; short_keys[i]; i++)
        if (!strcmp(k, short_keys[i])) {
            snprintf(buf, len, "~%c", KEY_CODES[i]);
            return buf;
        }
    if (k[0] != '~') return k;
    snprintf(buf, len, "~%s", k);
    return strlen(k) + 1 < len ? buf : k; /* (a name too long to mark: never one of ours) */
}

/* Is every element of array 'a' a reference "@K"? */
static int refs_only(const cJSON *a)
{
    const cJSON *e;
    cJSON_ArrayForEach(e, a)
    {
        if (!cJSON_IsString(e) || e->valuestring[0] != '@' || e->valuestring[1] == '@') return 0;
    }
    return a->child != NULL;
}

/* The JSON text of the string "@[K1,K2,..." for an array of references. */
static char *ref_list(const cJSON *a)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    if (!f) return NULL;
    fputs("\"@[", f);
    const cJSON *e;
    cJSON_ArrayForEach(e, a) fprintf(f, "%s%s", e == a->child ? "" : ",", e->valuestring + 1);
    fputs("\"", f);
    fclose(f);
    return out;
}

/* A copy of 'v' for the page: every object, array and string that is not
 * short replaced by "@K", its node's index (a node that is an array of
 * references only is the string "@[K1,K2,..."); a string that begins with
 * '@' escaped as "@@..."; in an object, a member that is false or an empty
 * object or array left out (the page reads a missing one as such), and the
 * model's names shortened (page_key). NULL when out of memory. */
static cJSON *encode(nodes *t, const cJSON *v)
{
    if (cJSON_IsString(v)) {
        size_t n = strlen(v->valuestring);
        char *s = malloc(n + 2);
        if (!s) return NULL;
        s[0] = '@';
        memcpy(s + 1, v->valuestring, n + 1);
        cJSON *out = cJSON_CreateString(v->valuestring[0] == '@' ? s : s + 1);
        free(s);
        if (!out || n <= INLINE_MAX) return out;
        char *text = cJSON_PrintUnformatted(out);
        cJSON_Delete(out);
        return text ? ref_to(t, text) : NULL;
    }
    if (!cJSON_IsObject(v) && !cJSON_IsArray(v)) return cJSON_Duplicate(v, 0);
    cJSON *c = cJSON_IsObject(v) ? cJSON_CreateObject() : cJSON_CreateArray();
    const cJSON *e;
    cJSON_ArrayForEach(e, v)
    {
        if (cJSON_IsObject(v) &&
            (((cJSON_IsObject(e) || cJSON_IsArray(e)) && !e->child) || cJSON_IsFalse(e)))
            continue;
        cJSON *x = c ? encode(t, e) : NULL;
        char kb[256];
        if (!x ||
            !(cJSON_IsObject(v) ? cJSON_AddItemToObject(c, page_key(e->string, kb, sizeof kb), x)
                                : cJSON_AddItemToArray(c, x))) {
            cJSON_Delete(x);
            cJSON_Delete(c);
            return NULL;
        }
    }
    char *text = c ? cJSON_PrintUnformatted(c) : NULL;
    if (!text || strlen(text) <= INLINE_MAX) {
        free(text);
        return c;
    }
    if (cJSON_IsArray(c) && refs_only(c)) { /* ["@1","@2"] as "@[1,2" */
        free(text);
        text = ref_list(c);
    }
    cJSON_Delete(c);
    return text ? ref_to(t, text) : NULL;
}

/* The node index of a whole model (its root always a node); -1 on OOM. */
static long encode_root(nodes *t, const cJSON *m)
{
    cJSON *r = encode(t, m);
    long k = -1;
    if (cJSON_IsString(r) && r->valuestring[0] == '@') {
        k = strtol(r->valuestring + 1, NULL, 10);
    } else if (r) {
        char *text = cJSON_PrintUnformatted(r);
        k = text ? nodes_intern(t, text) : -1;
    }
    cJSON_Delete(r);
    return k;
}

/* ---- a game's page ------------------------------------------------------ */

typedef struct page {
    cv_game *g;
    int nviews;
    int views[9];        /* the seat of each view, -1 for a judge */
    char **titles;       /* by card id: its title (every card, from a judge's model) */
    size_t nids;         /* ids 1..nids-1 */
    unsigned char *seen; /* [view][id]: the view sees the card in the current state */
    unsigned char *was;  /* ... in the state before */
    cJSON *defs;         /* key -> the card's printed data */
    cJSON *hashes;       /* the state hash after each answer (a judge's view), or NULL */
    char *link;          /* the ruleset's attachment link, or NULL */
    nodes t;
    int oom;
} page;

static const cJSON *field(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

/* Calls fn(p, view, card) for each card entry of every zone of model 'm'. */
static void each_card(page *p, int view, cJSON *m, void (*fn)(page *, int, cJSON *))
{
    cJSON *pl, *z, *c;
    cJSON_ArrayForEach(pl, cJSON_GetObjectItemCaseSensitive(m, "players"))
    {
        cJSON_ArrayForEach(z, cJSON_GetObjectItemCaseSensitive(pl, "zones"))
        {
            cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(z, "cards")) fn(p, view, c);
        }
    }
    cJSON_ArrayForEach(z, cJSON_GetObjectItemCaseSensitive(m, "shared"))
    {
        cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(z, "cards")) fn(p, view, c);
    }
}

static int card_id(const cJSON *c)
{
    const cJSON *id = field(c, "id");
    return cJSON_IsNumber(id) ? id->valueint : 0;
}

/* A judge's model: the title of every card. */
static void note_title(page *p, int view, cJSON *c)
{
    (void)view;
    int id = card_id(c);
    const cJSON *t = field(c, "title");
    if (id > 0 && (size_t)id < p->nids && cJSON_IsString(t) && !p->titles[id])
        if (!(p->titles[id] = strdup(t->valuestring))) p->oom = 1;
}

/* A card the view sees: marked seen; its printed data kept once per card
 * file; its title and its empty sets left out (the page takes the title
 * from the card file's entry). */
static void note_card(page *p, int view, cJSON *c)
{
    int id = card_id(c);
    const cJSON *key = field(c, "key");
    if (!cJSON_IsString(key)) return;
    if (id > 0 && (size_t)id < p->nids) p->seen[(size_t)view * p->nids + (size_t)id] = 1;
    if (!cJSON_GetObjectItemCaseSensitive(p->defs, key->valuestring)) {
        cJSON *d = cv_game_model_card(p->g, id);
        const cJSON *t = field(c, "title");
        if (d && cJSON_IsString(t)) { /* the name the game gives the card */
            cJSON_DeleteItemFromObjectCaseSensitive(d, "title");
            cJSON_AddStringToObject(d, "title", t->valuestring);
        }
        if (d) cJSON_DeleteItemFromObjectCaseSensitive(d, "key");
        if (!d || !cJSON_AddItemToObject(p->defs, key->valuestring, d)) {
            cJSON_Delete(d);
            p->oom = 1;
        }
    }
    cJSON_DeleteItemFromObjectCaseSensitive(c, "title");
    static const char *const sets[] = {"pools", "vars", "links"};
    for (int i = 0; i < 3; i++) {
        const cJSON *s = field(c, sets[i]);
        if (s && !s->child) cJSON_DeleteItemFromObjectCaseSensitive(c, sets[i]);
    }
}

/* 'text' with the name "Title [id]" of each card that neither 'a' nor 'b'
 * (seen flags by id, NULL: none) lets the viewer see written "a card".
 * Malloc'd; NULL when out of memory. */
static char *redact(const page *p, const char *text, const unsigned char *a, const unsigned char *b)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    if (!f) return NULL;
    const char *from = text; /* written up to here */
    for (const char *s = text; *s; s++) {
        if (*s != '[') continue;
        char *end;
        long id = strtol(s + 1, &end, 10);
        if (end == s + 1 || *end != ']' || id <= 0 || (size_t)id >= p->nids || !p->titles[id])
            continue;
        if ((a && a[id]) || (b && b[id])) continue;
        size_t tl = strlen(p->titles[id]);
        if ((size_t)(s - from) < tl + 1 || s[-1] != ' ') continue; /* "Title [id]" after 'from' */
        const char *start = s - 1 - tl;
        if (strncmp(start, p->titles[id], tl)) continue;
        fwrite(from, 1, (size_t)(start - from), f);
        fputs("a card", f);
        from = end + 1;
        s = end;
    }
    fputs(from, f);
    fclose(f);
    return out;
}

/* The seen flags of view v in the current state, and in the one before. */
static unsigned char *seen_of(const page *p, int v)
{
    return p->seen + (size_t)v * p->nids;
}

static unsigned char *was_of(const page *p, int v)
{
    return p->was + (size_t)v * p->nids;
}

/* The model of the current state for view v, made ready for the page: the
 * cards noted, and the prompt of another seat's decision naming only the
 * cards the viewer sees. NULL when out of memory. */
static cJSON *view_model(page *p, int v)
{
    cJSON *m = cv_game_model(p->g, p->views[v]);
    if (!m) return NULL;
    /* what the page holds once: its views, the link, the hashes */
    cJSON_DeleteItemFromObjectCaseSensitive(m, "viewer");
    const cJSON *link = field(m, "attachment_link");
    if (cJSON_IsString(link) && !p->link && !(p->link = strdup(link->valuestring))) p->oom = 1;
    cJSON_DeleteItemFromObjectCaseSensitive(m, "attachment_link");
    const cJSON *hash = field(m, "hash");
    if (cJSON_IsString(hash) && p->hashes &&
        !cJSON_AddItemToArray(p->hashes, cJSON_CreateString(hash->valuestring)))
        p->oom = 1;
    cJSON_DeleteItemFromObjectCaseSensitive(m, "hash");
    cJSON *pl;
    cJSON_ArrayForEach(pl, cJSON_GetObjectItemCaseSensitive(m, "players"))
    { /* a player is known by its place: D.players */
        cJSON_DeleteItemFromObjectCaseSensitive(pl, "seat");
        cJSON_DeleteItemFromObjectCaseSensitive(pl, "name");
    }
    memset(seen_of(p, v), 0, p->nids);
    each_card(p, v, m, note_card);
    cJSON *d = cJSON_GetObjectItemCaseSensitive(m, "decision");
    const cJSON *who = field(d, "seat"), *prompt = field(d, "prompt");
    if (p->views[v] >= 0 && cJSON_IsNumber(who) && who->valueint - 1 != p->views[v] &&
        cJSON_IsString(prompt)) {
        char *r = redact(p, prompt->valuestring, seen_of(p, v), NULL);
        if (!r || !cJSON_ReplaceItemInObjectCaseSensitive(d, "prompt", cJSON_CreateString(r)))
            p->oom = 1;
        free(r);
    }
    return m;
}

/* Adds answer k (given in the state before the current one) to 'answers'
 * as [seat, option index, label for each view], a view's label 0 when it
 * is the first view's; another seat's label names only the cards the viewer saw. */
static void add_answer(page *p, cJSON *answers, size_t k)
{
    cJSON *a = cJSON_CreateArray();
    int seat = cv_game_answer_seat(p->g, k);
    const char *label = cv_game_answer_label(p->g, k);
    if (!label) label = "";
    cJSON_AddItemToArray(a, cJSON_CreateNumber(seat + 1));
    cJSON_AddItemToArray(a, cJSON_CreateNumber((double)cv_game_answer_at(p->g, k)));
    char *first = NULL;
    int same = 0; /* trailing views whose label is the first's, left out */
    for (int v = 0; v < p->nviews; v++) {
        char *l = p->views[v] < 0 || p->views[v] == seat
                      ? strdup(label)
                      : redact(p, label, was_of(p, v), seen_of(p, v));
        if (!l) {
            p->oom = 1;
            break;
        }
        if (v && !strcmp(l, first)) {
            same++;
        } else {
            for (; same; same--)
                cJSON_AddItemToArray(a, cJSON_CreateNumber(0));
            cJSON_AddItemToArray(a, cJSON_CreateString(l));
        }
        if (v)
            free(l);
        else
            first = l;
    }
    free(first);
    if (!cJSON_AddItemToArray(answers, a)) p->oom = 1;
}

/* Writes 's' with each '<' as \u003c, so no text in the data can close the
 * script element that holds it (a '<' is only ever inside a JSON string). */
static void put_data(FILE *out, const char *s)
{
    for (const char *lt; (lt = strchr(s, '<')); s = lt + 1) {
        fwrite(s, 1, (size_t)(lt - s), out);
        fputs("\\u003c", out);
    }
    fputs(s, out);
}

/* 'text' with &, <, >, " escaped for HTML. */
static void put_html(FILE *out, const char *text)
{
    for (; *text; text++) {
        switch (*text) {
        case '&':
            fputs("&amp;", out);
            break;
        case '<':
            fputs("&lt;", out);
            break;
        case '>':
            fputs("&gt;", out);
            break;
        case '"':
            fputs("&quot;", out);
            break;
        default:
            fputc(*text, out);
        }
    }
}

/* The page around its data: styles, the data as JSON, the script. */
static void put_page(FILE *out, const char *title, const char *kind, const char *meta,
                     const nodes *t, const char *script)
{
    fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
          "<meta name=\"generator\" content=\"cardvm " CV_VERSION "\">\n<title>",
          out);
    put_html(out, title);
    fputs("</title>\n<style>\n", out);
    fputs(html_asset_html_css, out);
    fprintf(out,
            "</style>\n</head>\n<body class=\"%s\">\n<noscript><p>This page shows a cardvm %s with "
            "JavaScript: allow scripts for this file.</p></noscript>\n"
            "<script type=\"application/json\" id=\"cardvm-data\">",
            kind, kind);
    size_t n = strlen(meta);
    if (t) { /* the meta object with the node table added as "N" */
        fwrite(meta, 1, n - 1, out);
        fputs(",\"N\":[", out);
        for (size_t i = 0; i < t->n; i++) {
            if (i) fputc(',', out);
            put_data(out, t->text[i]);
        }
        fputs("]}", out);
    } else {
        put_data(out, meta);
    }
    fputs("</script>\n<script>\n", out);
    fputs(script, out);
    fputs("</script>\n</body>\n</html>\n", out);
}

int html_write_game(FILE *out, cv_game *g, int as, const char *title, char *err, size_t errlen)
{
    page p = {.g = g};
    int rc = -1, np = cv_game_player_count(g);
    size_t n = cv_game_answer_count(g);
    cJSON *meta = cJSON_CreateObject(), *frames = NULL, *answers = NULL, *logn = NULL;
    if (as >= np) as = -1;
    if (as >= 0) {
        p.views[p.nviews++] = as;
    } else {
        p.views[p.nviews++] = -1;
        for (int s = 0; s < np && p.nviews < 9; s++)
            p.views[p.nviews++] = s;
    }
    /* every card's title, from a judge's model at the end (no card leaves
     * the game, so every card that ever was is there) */
    cJSON *end = cv_game_model(g, -1);
    size_t most = 0;
    const cJSON *c;
    if (end) { /* the largest id */
        cJSON *pl, *z;
        cJSON_ArrayForEach(pl, field(end, "players"))
        {
            cJSON_ArrayForEach(z, field(pl, "zones")) cJSON_ArrayForEach(c, field(z, "cards"))
            {
                if ((size_t)card_id(c) > most) most = (size_t)card_id(c);
            }
        }
        cJSON_ArrayForEach(z, field(end, "shared")) cJSON_ArrayForEach(c, field(z, "cards"))
        {
            if ((size_t)card_id(c) > most) most = (size_t)card_id(c);
        }
    }
    p.nids = most + 1;
    p.titles = calloc(p.nids, sizeof *p.titles);
    p.seen = calloc((size_t)p.nviews, p.nids);
    p.was = calloc((size_t)p.nviews, p.nids);
    p.defs = cJSON_CreateObject();
    if (!end || !meta || !p.titles || !p.seen || !p.was || !p.defs) goto oom;
    each_card(&p, 0, end, note_title);
    cJSON_Delete(end);
    end = NULL;

    /* the data's header */
    const cv_config *cfg = cv_game_config(g);
    cJSON_AddStringToObject(meta, "format", "cardvm html 1");
    cJSON *keys = cJSON_AddObjectToObject(meta, "keys");
    for (int i = 0; keys && short_keys[i]; i++) {
        char code[2] = {KEY_CODES[i], 0};
        cJSON_AddStringToObject(keys, code, short_keys[i]);
    }
    cJSON_AddStringToObject(meta, "title", title);
    cJSON_AddStringToObject(meta, "rules", cfg->rules);
    cJSON_AddNumberToObject(meta, "seed", (double)cfg->seed);
    cJSON *players = cJSON_AddArrayToObject(meta, "players");
    for (int s = 0; s < np; s++)
        cJSON_AddItemToArray(players, cJSON_CreateString(cv_game_player_name(g, s)));
    cJSON *views = cJSON_AddArrayToObject(meta, "views");
    for (int v = 0; v < p.nviews; v++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "seat", p.views[v] + 1);
        cJSON_AddStringToObject(o, "name",
                                p.views[v] < 0 ? "judge" : cv_game_player_name(g, p.views[v]));
        cJSON_AddItemToArray(views, o);
    }
    frames = cJSON_AddArrayToObject(meta, "frames");
    for (int v = 0; v < p.nviews; v++)
        cJSON_AddItemToArray(frames, cJSON_CreateArray());
    logn = cJSON_AddArrayToObject(meta, "logn");
    if (p.views[0] < 0) p.hashes = cJSON_AddArrayToObject(meta, "hashes");
    answers = cJSON_AddArrayToObject(meta, "answers");
    if (!logn || !answers || cJSON_GetArraySize(frames) != p.nviews) goto oom;

    /* every state of the line, from the start */
    if (cv_game_goto(g, 0, err, errlen) != CV_OK) goto done;
    for (size_t k = 0; k <= n; k++) {
        if (k && cv_game_redo(g, 1, err, errlen) != CV_OK) goto done;
        unsigned char *swap = p.was;
        p.was = p.seen;
        p.seen = swap;
        for (int v = 0; v < p.nviews; v++) {
            cJSON *m = view_model(&p, v);
            long idx = m ? encode_root(&p.t, m) : -1;
            cJSON_Delete(m);
            if (idx < 0) goto oom;
            cJSON_AddItemToArray(cJSON_GetArrayItem(frames, v), cJSON_CreateNumber((double)idx));
        }
        if (k) add_answer(&p, answers, k - 1);
        cJSON_AddItemToArray(logn, cJSON_CreateNumber((double)cv_game_log_count(g)));
        if (p.oom) goto oom;
    }
    /* the log, as each view read it: [cause (an index into "causes"), text
     * of view 0, of view 1 (0: the same as view 0's), ...], without the
     * trailing zeros */
    cJSON *log = cJSON_AddArrayToObject(meta, "log"),
          *causes = cJSON_AddArrayToObject(meta, "causes");
    nodes ct = {0}; /* each cause once */
    for (size_t i = 0; log && causes && i < cv_game_log_count(g); i++) {
        cJSON *l = cJSON_CreateArray();
        char *cause = strdup(cv_game_log_cause(g, i));
        size_t had = ct.n;
        long ci = cause ? nodes_intern(&ct, cause) : -1;
        if (ci < 0 || !l) {
            cJSON_Delete(l);
            nodes_free(&ct);
            goto oom;
        }
        if (ct.n > had) cJSON_AddItemToArray(causes, cJSON_CreateString(ct.text[ci]));
        cJSON_AddItemToArray(l, cJSON_CreateNumber((double)ci));
        const char *first = cv_game_log_text_for(g, i, p.views[0]);
        cJSON_AddItemToArray(l, cJSON_CreateString(first));
        int same = 0; /* trailing views that read view 0's text */
        for (int v = 1; v < p.nviews; v++) {
            const char *t = cv_game_log_text_for(g, i, p.views[v]);
            if (!strcmp(t, first)) {
                same++;
                continue;
            }
            for (; same; same--)
                cJSON_AddItemToArray(l, cJSON_CreateNumber(0));
            cJSON_AddItemToArray(l, cJSON_CreateString(t));
        }
        if (!cJSON_AddItemToArray(log, l)) {
            nodes_free(&ct);
            goto oom;
        }
    }
    nodes_free(&ct);
    if (!log || !cJSON_AddItemToObject(meta, "defs", p.defs)) goto oom;
    p.defs = NULL;
    if (cv_game_result(g)) cJSON_AddStringToObject(meta, "result", cv_game_result(g));
    if (p.link) cJSON_AddStringToObject(meta, "link", p.link);
    char *text = cJSON_PrintUnformatted(meta);
    if (!text) goto oom;
    put_page(out, title, "game", text, &p.t, html_asset_html_js);
    free(text);
    rc = 0;
    goto done;
oom:
    snprintf(err, errlen, "out of memory");
done:
    cJSON_Delete(end);
    cJSON_Delete(meta);
    cJSON_Delete(p.defs);
    for (size_t i = 0; p.titles && i < p.nids; i++)
        free(p.titles[i]);
    free(p.titles);
    free(p.link);
    free(p.seen);
    free(p.was);
    nodes_free(&p.t);
    return rc;
}

/* ---- a study's page ----------------------------------------------------- */

int html_write_study(FILE *out, const char *json_text, char *err, size_t errlen)
{
    cJSON *s = cJSON_Parse(json_text);
    const cJSON *fmt = field(s, "format"), *study = field(s, "study");
    if (!cJSON_IsString(fmt) || strncmp(fmt->valuestring, "cardvm sim ", 11) ||
        !cJSON_IsObject(study)) {
        snprintf(err, errlen, "not the JSON of a study (cardvm sim --json)");
        cJSON_Delete(s);
        return -1;
    }
    char *text = cJSON_PrintUnformatted(s);
    const cJSON *rules = field(study, "rules");
    char title[256];
    snprintf(title, sizeof title, "cardvm study: %s",
             cJSON_IsString(rules) ? rules->valuestring : "a ruleset");
    if (text)
        put_page(out, title, "study", text, NULL, html_asset_study_js);
    else
        snprintf(err, errlen, "out of memory");
    free(text);
    cJSON_Delete(s);
    return text ? 0 : -1;
}

/* ---- cardvm html -------------------------------------------------------- */

static int usage(void)
{
    fprintf(stderr,
            "usage: cardvm html RECORD [-o FILE.html] [--as PLAYER] [--force] [--root DIR]\n");
    return 2;
}

int html_main(const char *root, int argc, char **argv)
{
    const char *record = NULL, *outpath = NULL, *as = NULL;
    int force = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--force")) {
            force = 1;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--output")) && v) {
            outpath = v;
            i++;
        } else if (!strcmp(a, "--as") && v) {
            as = v;
            i++;
        } else if (!strcmp(a, "--root") && v) {
            root = v;
            i++;
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage();
            return 0;
        } else if (a[0] != '-' && !record) {
            record = a;
        } else {
            fprintf(stderr, "cardvm: html: bad argument '%s'\n", a);
            return usage();
        }
    }
    if (!record) return usage();
    char err[2048];
    cv_game *partial = NULL;
    cv_game *g =
        cv_record_load_with(root, record, force ? CV_RECORD_FORCE : 0, &partial, err, sizeof err);
    if (!g) {
        fprintf(stderr, "cardvm: html: %s\n", err);
        cv_game_free(partial);
        return 1;
    }
    int seat = -1;
    if (as) {
        seat = -2;
        for (int s = 0; s < cv_game_player_count(g); s++) {
            char num[16];
            snprintf(num, sizeof num, "%d", s + 1);
            if (!strcmp(as, num) || !strcmp(as, cv_game_player_name(g, s))) seat = s;
        }
        if (seat == -2) {
            fprintf(stderr, "cardvm: html: --as: no player '%s' (a name or a seat from 1)\n", as);
            cv_game_free(g);
            return 2;
        }
    }
    /* FILE.rec -> FILE.html */
    char *def = NULL;
    if (!outpath) {
        const char *dot = strrchr(record, '.'), *slash = strrchr(record, '/');
        size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - record) : strlen(record);
        def = malloc(stem + 6);
        if (def) snprintf(def, stem + 6, "%.*s.html", (int)stem, record);
        outpath = def;
    }
    const cv_config *cfg = cv_game_config(g);
    char title[512];
    const char *base = strrchr(record, '/');
    snprintf(title, sizeof title, "%s (%s, seed %llu)%s%s", base ? base + 1 : record, cfg->rules,
             (unsigned long long)cfg->seed, seat >= 0 ? " as " : "",
             seat >= 0 ? cv_game_player_name(g, seat) : "");
    int status = 1;
    char *tmp = outpath ? malloc(strlen(outpath) + 5) : NULL;
    FILE *f = NULL;
    if (tmp) {
        sprintf(tmp, "%s.tmp", outpath);
        f = fopen(tmp, "w");
    }
    if (!f) {
        fprintf(stderr, "cardvm: html: cannot write %s: %s\n", outpath ? outpath : "the page",
                strerror(errno));
    } else if (html_write_game(f, g, seat, title, err, sizeof err)) {
        fprintf(stderr, "cardvm: html: %s\n", err);
        fclose(f);
        remove(tmp);
    } else if (fclose(f) != 0 || rename(tmp, outpath) != 0) {
        fprintf(stderr, "cardvm: html: cannot write %s: %s\n", outpath, strerror(errno));
        remove(tmp);
    } else {
        printf("html: %s: %zu answers, %s\n", outpath, cv_game_answer_count(g),
               seat >= 0 ? "as one player sees it" : "as a judge and as each player sees it");
        status = 0;
    }
    free(tmp);
    free(def);
    cv_game_free(g);
    return status;
}
