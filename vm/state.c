/* state: the whole game as plain C data. See state.h. */
#include "state.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "str.h"

/* Grows an array of 'size'-byte items so one more fits. 0 or -1 on OOM. */
static int grow(void **v, size_t *cap, size_t n, size_t size)
{
    if (n < *cap) return 0;
    size_t c = *cap ? *cap * 2 : 8;
    void *p = realloc(*v, c * size);
    if (!p) return -1;
    *v = p;
    *cap = c;
    return 0;
}

cv_state *cv_state_new(uint64_t seed)
{
    cv_state *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    cv_rng_seed(&s->rng, seed);
    return s;
}

void cv_state_free(cv_state *s)
{
    if (!s) return;
    for (int i = 0; i < s->nplayers; i++) {
        free(s->players[i].name);
        cv_kv_clear(&s->players[i].pools);
        cv_kv_clear(&s->players[i].vars);
    }
    for (size_t i = 0; i < s->ncards; i++) {
        cv_card *c = &s->cards[i];
        free(c->blueprint);
        free(c->title);
        cv_kv_clear(&c->pools);
        cv_kv_clear(&c->vars);
        cv_kv_clear(&c->links);
    }
    free(s->cards);
    for (size_t i = 0; i < s->nzones; i++)
        cv_zone_free(&s->zones[i]);
    free(s->zones);
    cv_kv_clear(&s->pools);
    cv_kv_clear(&s->vars);
    cv_mod_free(&s->mods);
    for (size_t i = 0; i < s->nscopes; i++)
        free(s->scopes[i].name);
    free(s->scopes);
    for (size_t i = 0; i < s->nbound; i++)
        free(s->bound[i].key);
    free(s->bound);
    free(s->lix);
    for (size_t i = 0; i < s->nwindows; i++)
        cv_window_free(&s->windows[i]);
    free(s->windows);
    for (size_t i = 0; i < s->ncauses; i++)
        free(s->causes[i]);
    free(s->causes);
    cv_state_decision_clear(s);
    cv_log_free(&s->log);
    free(s->result);
    free(s);
}

int cv_state_player_add(cv_state *s, const char *name)
{
    if (s->nplayers >= CV_MAX_SEATS) return -1;
    cv_player *p = &s->players[s->nplayers];
    memset(p, 0, sizeof *p);
    p->name = cv_str_dup(name);
    if (!p->name) return -1;
    return s->nplayers++;
}

int cv_state_zone_find(const cv_state *s, const char *name, int owner)
{
    for (size_t i = 0; i < s->nzones; i++)
        if (s->zones[i].owner == owner && strcmp(s->zones[i].name, name) == 0) return (int)i;
    return -1;
}

int cv_state_zone_add(cv_state *s, const char *name, int owner, int flags)
{
    if (owner < -1 || owner >= s->nplayers) return -1;
    cv_state_charge(s, s->nzones + 64);
    if (cv_state_zone_find(s, name, owner) >= 0) return -1;
    if (grow((void **)&s->zones, &s->capzones, s->nzones, sizeof s->zones[0])) return -1;
    if (cv_zone_init(&s->zones[s->nzones], name, owner, flags)) return -1;
    return (int)s->nzones++;
}

cv_card *cv_state_card(const cv_state *s, int id)
{
    if (id < 1 || (size_t)id > s->ncards) return NULL;
    return &s->cards[id - 1];
}

const char *cv_state_card_name(const cv_state *s, int id, char *buf, size_t len)
{
    const cv_card *c = cv_state_card(s, id);
    if (c)
        snprintf(buf, len, "%s [%d]", c->title, id);
    else
        snprintf(buf, len, "no card [%d]", id);
    return buf;
}

/* "Alice's hand", "the path": a zone's name for logs. */
static void zone_label(const cv_state *s, int zone, char *buf, size_t len)
{
    const cv_zone *z = &s->zones[zone];
    if (z->owner >= 0)
        snprintf(buf, len, "%s's %s", s->players[z->owner].name, z->name);
    else
        snprintf(buf, len, "the %s", z->name);
}

static void var_changed(cv_state *s, const char *key);

int cv_state_card_add(cv_state *s, const char *blueprint, const char *title, int seat, int zone)
{
    if (seat < 0 || seat >= s->nplayers || zone < 0 || (size_t)zone >= s->nzones) return -1;
    if (grow((void **)&s->cards, &s->capcards, s->ncards, sizeof s->cards[0])) return -1;
    cv_card *c = &s->cards[s->ncards];
    memset(c, 0, sizeof *c);
    c->id = (int)s->ncards + 1;
    c->owner = seat;
    c->zone = zone;
    c->blueprint = cv_str_dup(blueprint);
    c->title = cv_str_dup(title);
    if (!c->blueprint || !c->title || cv_zone_insert(&s->zones[zone], c->id, -1)) {
        free(c->blueprint);
        free(c->title);
        return -1;
    }
    s->ncards++;
    s->changes++;
    s->ch[CV_CH_ZONES]++;
    if (s->zones[zone].flags & CV_ZONE_INPLAY) s->ch[CV_CH_INPLAY]++;
    return c->id;
}

/* The seat that sees the cards of zone z when others do not (a hand), as a
 * bit: none for a face-down pile or a shared zone. */
static unsigned see_in(const cv_zone *z)
{
    if (!(z->flags & CV_ZONE_HIDDEN) || (z->flags & CV_ZONE_DECK)) return 0;
    return z->owner >= 0 && z->owner < 32 ? 1u << z->owner : 0;
}

int cv_state_move(cv_state *s, int id, int zone, long pos)
{
    cv_card *c = cv_state_card(s, id);
    if (!c || zone < 0 || (size_t)zone >= s->nzones) return CV_EARG;
    int from = c->zone;
    if (from != zone && cv_kv_find(&c->vars, CV_COMMIT)) return CV_EARG; /* committed: stays */
    cv_zone_remove(&s->zones[from], id);
    if (cv_zone_insert(&s->zones[zone], id, pos)) {
        cv_zone_insert(&s->zones[from], id, -1);
        return CV_ENOMEM;
    }
    c->zone = zone;
    if (from != zone && cv_kv_del(&c->vars, CV_SEEN)) var_changed(s, CV_SEEN); /* seen no more */
    s->changes++;
    s->ch[CV_CH_ZONES]++;
    if ((s->zones[from].flags | s->zones[zone].flags) & CV_ZONE_INPLAY) s->ch[CV_CH_INPLAY]++;
    if (from != zone) {
        char a[64], b[64], n[96];
        zone_label(s, from, a, sizeof a);
        zone_label(s, zone, b, sizeof b);
        const cv_zone *zf = &s->zones[from], *zt = &s->zones[zone];
        const int secret = CV_ZONE_HIDDEN | CV_ZONE_DECK;
        char line[512];
        snprintf(line, sizeof line, "%s moves from %s to %s", cv_state_card_name(s, id, n, sizeof n),
                 a, b);
        if ((zf->flags & secret) && (zt->flags & secret)) {
            /* between hidden zones (a hand, a face-down pile): only the
             * owners of the hands involved see which card it is */
            unsigned seen = see_in(zf) | see_in(zt);
            char masked[512];
            snprintf(masked, sizeof masked, "a card moves from %s to %s", a, b);
            cv_state_charge(s, strlen(line) + 64);
            cv_log_add_secret(&s->log, cv_state_cause(s), line, seen, masked);
        } else {
            cv_state_log(s, "%s", line);
        }
    }
    return CV_OK;
}

int cv_state_shuffle(cv_state *s, int zone)
{
    if (zone < 0 || (size_t)zone >= s->nzones) return CV_EARG;
    cv_zone_shuffle(&s->zones[zone], &s->rng);
    for (size_t i = 0; i < s->zones[zone].n; i++) { /* nobody knows where a card went */
        cv_card *c = cv_state_card(s, s->zones[zone].ids[i]);
        if (c && cv_kv_del(&c->vars, CV_SEEN)) var_changed(s, CV_SEEN);
    }
    s->changes++;
    s->ch[CV_CH_ZONES]++;
    if (s->zones[zone].flags & CV_ZONE_INPLAY) s->ch[CV_CH_INPLAY]++;
    char z[64];
    zone_label(s, zone, z, sizeof z);
    cv_state_log(s, "%s is shuffled", z);
    return CV_OK;
}

int cv_state_visible(const cv_state *s, int id, int viewer)
{
    const cv_card *c = cv_state_card(s, id);
    if (viewer < 0 || !c) return 1;
    if (viewer < 32 && (cv_kv_num(&c->vars, CV_SEEN, 0) >> viewer & 1)) return 1;
    const cv_zone *z = &s->zones[c->zone];
    if (z->flags & CV_ZONE_DECK) return 0;
    if ((z->flags & CV_ZONE_HIDDEN) && z->owner != viewer) return 0;
    return c->owner == viewer || !cv_kv_num(&c->vars, "facedown", 0);
}

/* "Ann", "Ann and Bob", "Ann, Bob and Carl", "every player": the seats of
 * 'seats' (a bit per seat). */
static void seat_names(const cv_state *s, unsigned seats, char *buf, size_t len)
{
    unsigned all = s->nplayers >= 32 ? ~0u : (1u << s->nplayers) - 1;
    if ((seats & all) == all && s->nplayers > 1) {
        snprintf(buf, len, "every player");
        return;
    }
    buf[0] = '\0';
    int n = 0, total = 0;
    for (int i = 0; i < s->nplayers && i < 32; i++) total += seats >> i & 1;
    for (int i = 0; i < s->nplayers && i < 32; i++) {
        if (!(seats >> i & 1)) continue;
        size_t at = strlen(buf);
        snprintf(buf + at, len - at, "%s%s", n == 0 ? "" : (n == total - 1 ? " and " : ", "),
                 s->players[i].name);
        n++;
    }
}

int cv_state_reveal(cv_state *s, int id, unsigned seats)
{
    cv_card *c = cv_state_card(s, id);
    unsigned all = s->nplayers >= 32 ? ~0u : (1u << s->nplayers) - 1;
    if (!c || !seats || (seats & ~all)) return CV_EARG;
    long long had = cv_kv_num(&c->vars, CV_SEEN, 0);
    if (cv_kv_set_num(&c->vars, CV_SEEN, had | seats)) return CV_ENOMEM;
    var_changed(s, CV_SEEN);
    char n[96], who[256];
    seat_names(s, seats, who, sizeof who);
    const cv_kv_entry *commit = cv_kv_find(&c->vars, CV_COMMIT);
    int everyone = 1;
    for (int i = 0; i < s->nplayers && i < 32; i++) everyone &= cv_state_visible(s, id, i);
    if (commit && everyone) { /* every player sees it now: released */
        char digest[32];
        snprintf(digest, sizeof digest, "%s", commit->str ? commit->str : "");
        cv_kv_del(&c->vars, CV_COMMIT);
        var_changed(s, CV_COMMIT);
        cv_state_log(s, "%s is revealed to %s: the card committed as %s", cv_state_card_name(s, id, n, sizeof n),
                     who, digest);
        return CV_OK;
    }
    cv_state_log(s, "%s is revealed to %s", cv_state_card_name(s, id, n, sizeof n), who);
    return CV_OK;
}

/* A commitment's digest: 8 hex digits of an FNV-1a hash of the card's
 * identity salted with the generator's state, so the digest does not tell
 * which card it is, but is the same in every replay of the game. */
static void commit_digest(const cv_state *s, const cv_card *c, char *buf, size_t len)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    unsigned char bytes[sizeof s->rng.s + sizeof(int)];
    memcpy(bytes, s->rng.s, sizeof s->rng.s);
    memcpy(bytes + sizeof s->rng.s, &c->id, sizeof(int));
    for (size_t i = 0; i < sizeof bytes; i++) h = (h ^ bytes[i]) * 0x100000001b3ULL;
    for (const char *p = c->blueprint; *p; p++) h = (h ^ (unsigned char)*p) * 0x100000001b3ULL;
    snprintf(buf, len, "#%08llx", (unsigned long long)(h >> 32 ^ (h & 0xffffffffULL)));
}

int cv_state_commit(cv_state *s, int id)
{
    cv_card *c = cv_state_card(s, id);
    if (!c || cv_kv_find(&c->vars, CV_COMMIT)) return CV_EARG;
    char digest[32], n[96], z[64], line[512], masked[512];
    commit_digest(s, c, digest, sizeof digest);
    if (cv_kv_set_str(&c->vars, CV_COMMIT, digest)) return CV_ENOMEM;
    var_changed(s, CV_COMMIT);
    zone_label(s, c->zone, z, sizeof z);
    const char *who = c->owner >= 0 && c->owner < s->nplayers ? s->players[c->owner].name : "the game";
    snprintf(line, sizeof line, "%s commits %s face down in %s as %s", who,
             cv_state_card_name(s, id, n, sizeof n), z, digest);
    snprintf(masked, sizeof masked, "%s commits a card face down in %s as %s", who, z, digest);
    unsigned seen = 0;
    for (int i = 0; i < s->nplayers && i < 32; i++)
        if (cv_state_visible(s, id, i)) seen |= 1u << i;
    cv_state_charge(s, strlen(line) + 64);
    cv_log_add_secret(&s->log, cv_state_cause(s), line, seen, masked);
    return CV_OK;
}

long cv_state_look(cv_state *s, int seat, int zone, size_t n)
{
    if (seat < 0 || seat >= s->nplayers || seat >= 32 || zone < 0 || (size_t)zone >= s->nzones)
        return -CV_EARG;
    cv_zone *z = &s->zones[zone];
    if (n > z->n) n = z->n;
    char zl[64], line[1024], masked[1024];
    zone_label(s, zone, zl, sizeof zl);
    snprintf(line, sizeof line, "%s looks at the top %zu card%s of %s", s->players[seat].name, n,
             n == 1 ? "" : "s", zl);
    snprintf(masked, sizeof masked, "%s", line);
    for (size_t i = 0; i < n; i++) {
        cv_card *c = cv_state_card(s, z->ids[i]);
        long long had = cv_kv_num(&c->vars, CV_SEEN, 0);
        if (cv_kv_set_num(&c->vars, CV_SEEN, had | (1ll << seat))) return -CV_ENOMEM;
        var_changed(s, CV_SEEN);
        char nm[96];
        size_t at = strlen(line);
        snprintf(line + at, sizeof line - at, "%s%s", i == 0 ? ": " : ", ",
                 cv_state_card_name(s, c->id, nm, sizeof nm));
    }
    cv_state_charge(s, strlen(line) + 64);
    cv_log_add_secret(&s->log, cv_state_cause(s), line, 1u << seat, masked);
    return (long)n;
}

cv_kv *cv_state_pools(cv_state *s, cv_obj o)
{
    switch (o.kind) {
    case CV_OBJ_GAME:
        return &s->pools;
    case CV_OBJ_PLAYER:
        return (o.idx >= 0 && o.idx < s->nplayers) ? &s->players[o.idx].pools : NULL;
    case CV_OBJ_CARD: {
        cv_card *c = cv_state_card(s, o.idx);
        return c ? &c->pools : NULL;
    }
    }
    return NULL;
}

cv_kv *cv_state_vars(cv_state *s, cv_obj o)
{
    switch (o.kind) {
    case CV_OBJ_GAME:
        return &s->vars;
    case CV_OBJ_PLAYER:
        return (o.idx >= 0 && o.idx < s->nplayers) ? &s->players[o.idx].vars : NULL;
    case CV_OBJ_CARD: {
        cv_card *c = cv_state_card(s, o.idx);
        return c ? &c->vars : NULL;
    }
    }
    return NULL;
}

/* "the game's", "Alice's", "Master Chief [3]'s": an owner for logs. */
static void obj_label(const cv_state *s, cv_obj o, char *buf, size_t len)
{
    char n[96];
    if (o.kind == CV_OBJ_GAME)
        snprintf(buf, len, "the game's");
    else if (o.kind == CV_OBJ_PLAYER)
        snprintf(buf, len, "%s's", s->players[o.idx].name);
    else
        snprintf(buf, len, "%s's", cv_state_card_name(s, o.idx, n, sizeof n));
}

int cv_state_pool_set(cv_state *s, cv_obj o, const char *name, long long value)
{
    cv_kv *kv = cv_state_pools(s, o);
    if (!kv) return CV_EARG;
    if (value < 0) return CV_ERANGE;
    long long old = cv_kv_num(kv, name, 0);
    if (old == value) return CV_OK;
    s->changes++;
    s->ch[CV_CH_POOLS]++;
    cv_state_charge(s, kv->n + 64);
    if (value == 0)
        cv_kv_del(kv, name);
    else if (cv_kv_set_num(kv, name, value))
        return CV_ENOMEM;
    char who[128];
    obj_label(s, o, who, sizeof who);
    cv_state_log(s, "%s %s: %lld -> %lld", who, name, old, value);
    return CV_OK;
}

int cv_state_pool_add(cv_state *s, cv_obj o, const char *name, long long delta)
{
    cv_kv *kv = cv_state_pools(s, o);
    if (!kv) return CV_EARG;
    long long v = cv_kv_num(kv, name, 0) + delta;
    if (v < 0) return CV_ERANGE;
    return cv_state_pool_set(s, o, name, v);
}

/* Counts a change to a variable or link named 'key' in CV_CH_WATCHED when
 * a memo watches that name. */
static void watched_changed(cv_state *s, const char *key)
{
    for (int i = 0; i < s->nwatch; i++)
        if (!strcmp(s->watch[i], key)) {
            s->ch[CV_CH_WATCHED]++;
            break;
        }
}

/* Counts a change to variable 'key'. */
static void var_changed(cv_state *s, const char *key)
{
    s->changes++;
    s->ch[CV_CH_VARS]++;
    watched_changed(s, key);
}

int cv_state_watch(cv_state *s, const char *key)
{
    for (int i = 0; i < s->nwatch; i++)
        if (!strcmp(s->watch[i], key)) return 0;
    if (s->nwatch >= CV_WATCH_MAX || strlen(key) >= CV_WATCH_LEN) return -1;
    strcpy(s->watch[s->nwatch++], key);
    return 0;
}

static void log_var(cv_state *s, cv_obj o, const char *key, const char *what)
{
    if (key[0] == '_' || s->quiet) return;
    char who[128];
    obj_label(s, o, who, sizeof who);
    cv_state_log(s, "%s %s %s", who, key, what);
}

int cv_state_var_num(cv_state *s, cv_obj o, const char *key, long long num)
{
    cv_kv *kv = cv_state_vars(s, o);
    if (!kv) return CV_EARG;
    const cv_kv_entry *e = cv_kv_find(kv, key);
    if (e && !e->str && e->num == num) return CV_OK;
    cv_state_charge(s, kv->n + 64);
    if (cv_kv_set_num(kv, key, num)) return CV_ENOMEM;
    var_changed(s, key);
    char what[48];
    snprintf(what, sizeof what, "= %lld", num);
    log_var(s, o, key, what);
    return CV_OK;
}

int cv_state_var_str(cv_state *s, cv_obj o, const char *key, const char *str)
{
    cv_kv *kv = cv_state_vars(s, o);
    if (!kv) return CV_EARG;
    const cv_kv_entry *e = cv_kv_find(kv, key);
    if (e && e->str && strcmp(e->str, str) == 0) return CV_OK;
    if (strlen(str) > CV_TEXT_MAX) return CV_ERANGE;
    cv_state_charge(s, kv->n + strlen(str) + 64);
    if (cv_kv_set_str(kv, key, str)) return CV_ENOMEM;
    var_changed(s, key);
    char *what = cv_str_fmt("= \"%s\"", str);
    if (what) log_var(s, o, key, what);
    free(what);
    return CV_OK;
}

int cv_state_var_del(cv_state *s, cv_obj o, const char *key)
{
    cv_kv *kv = cv_state_vars(s, o);
    if (!kv) return CV_EARG;
    if (cv_kv_del(kv, key)) {
        var_changed(s, key);
        log_var(s, o, key, "cleared");
    }
    return CV_OK;
}

int cv_state_var_bind(cv_state *s, cv_obj o, const char *key, unsigned scope)
{
    if (!cv_state_vars(s, o)) return CV_EARG;
    int open = 0;
    for (size_t i = 0; i < s->nscopes; i++)
        open |= s->scopes[i].serial == scope;
    if (!open) return CV_EARG;
    for (size_t i = 0; i < s->nbound; i++) {
        cv_binding *b = &s->bound[i];
        if (b->scope == scope && b->o.kind == o.kind && b->o.idx == o.idx && !strcmp(b->key, key))
            return CV_OK;
    }
    if (grow((void **)&s->bound, &s->capbound, s->nbound, sizeof s->bound[0])) return CV_ENOMEM;
    char *k = cv_str_dup(key);
    if (!k) return CV_ENOMEM;
    s->bound[s->nbound++] = (cv_binding){o, k, scope};
    s->changes++;
    return CV_OK;
}

/* Deletes, quietly, the variables bound to scope 'serial'. */
static void unbind(cv_state *s, unsigned serial)
{
    int quiet = s->quiet;
    s->quiet = 1;
    size_t keep = 0;
    for (size_t i = 0; i < s->nbound; i++) {
        cv_binding *b = &s->bound[i];
        if (b->scope == serial) {
            cv_state_var_del(s, b->o, b->key);
            free(b->key);
        } else {
            s->bound[keep++] = *b;
        }
    }
    s->nbound = keep;
    s->quiet = quiet;
}

int cv_state_link(cv_state *s, int id, const char *name, int to)
{
    cv_card *c = cv_state_card(s, id);
    if (!c || (to && !cv_state_card(s, to))) return CV_EARG;
    char a[96], b[96];
    cv_state_card_name(s, id, a, sizeof a);
    if (!to) {
        if (cv_kv_del(&c->links, name)) {
            s->changes++;
            s->ch[CV_CH_LINKS]++;
            watched_changed(s, name);
            s->lix_valid = 0;
            cv_state_log(s, "%s: %s cleared", a, name);
        }
        return CV_OK;
    }
    if (cv_kv_num(&c->links, name, 0) == to) return CV_OK;
    if (cv_kv_set_num(&c->links, name, to)) return CV_ENOMEM;
    s->changes++;
    s->ch[CV_CH_LINKS]++;
    watched_changed(s, name);
    s->lix_valid = 0;
    cv_state_log(s, "%s: %s is %s", a, name, cv_state_card_name(s, to, b, sizeof b));
    return CV_OK;
}

static int cmp_linkref(const void *a, const void *b)
{
    const cv_linkref *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    if (c) return c;
    if (x->to != y->to) return x->to < y->to ? -1 : 1;
    return (x->from > y->from) - (x->from < y->from);
}

long cv_state_linked(cv_state *s, const char *name, int to, const cv_linkref **out)
{
    if (!s->lix_valid) {
        s->nlix = 0;
        for (size_t i = 0; i < s->ncards; i++)
            for (size_t k = 0; k < s->cards[i].links.n; k++) {
                if (grow((void **)&s->lix, &s->caplix, s->nlix, sizeof *s->lix)) return -1;
                const cv_kv_entry *e = &s->cards[i].links.v[k];
                s->lix[s->nlix++] = (cv_linkref){e->key, (int)e->num, s->cards[i].id};
            }
        if (s->nlix) qsort(s->lix, s->nlix, sizeof *s->lix, cmp_linkref);
        s->lix_valid = 1;
    }
    /* the first entry not before (name, to, 0), then those equal to it */
    cv_linkref key = {name, to, 0};
    size_t lo = 0, hi = s->nlix;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cmp_linkref(&s->lix[mid], &key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t n = 0;
    while (lo + n < s->nlix && s->lix[lo + n].to == to && !strcmp(s->lix[lo + n].name, name))
        n++;
    *out = n ? s->lix + lo : NULL;
    return (long)n;
}

unsigned cv_state_scope_enter(cv_state *s, const char *name)
{
    if (grow((void **)&s->scopes, &s->capscopes, s->nscopes, sizeof s->scopes[0])) return 0;
    char *n = cv_str_dup(name);
    if (!n) return 0;
    unsigned serial = ++s->scope_serial;
    s->scopes[s->nscopes++] = (cv_scope){n, serial};
    return serial;
}

int cv_state_scope_leave(cv_state *s)
{
    if (!s->nscopes) return CV_EARG;
    cv_scope *sc = &s->scopes[--s->nscopes];
    unbind(s, sc->serial);
    size_t gone = cv_mod_expire(&s->mods, sc->serial);
    s->changes += gone;
    s->ch[CV_CH_MODS] += gone;
    if (gone)
        cv_state_log(s, "%zu modifier%s until the end of the %s expire%s", gone, gone == 1 ? "" : "s",
                     sc->name, gone == 1 ? "s" : "");
    free(sc->name);
    return CV_OK;
}

unsigned cv_state_scope_find(const cv_state *s, const char *name)
{
    for (size_t i = s->nscopes; i-- > 0;)
        if (strcmp(s->scopes[i].name, name) == 0) return s->scopes[i].serial;
    return 0;
}

int cv_state_mod_add(cv_state *s, int source, int card, int seat, const char *stat,
                     long long amount, unsigned scope, const char *kind)
{
    int id = cv_mod_add(&s->mods, source, card, seat, stat, amount, scope, cv_state_cause(s), kind);
    if (id < 0) return -1;
    s->changes++;
    s->ch[CV_CH_MODS]++;
    char n[96], until[80] = "";
    if (scope)
        for (size_t i = 0; i < s->nscopes; i++)
            if (s->scopes[i].serial == scope)
                snprintf(until, sizeof until, " until the end of the %s", s->scopes[i].name);
    if (card)
        cv_state_card_name(s, card, n, sizeof n);
    else if (seat >= 0)
        snprintf(n, sizeof n, "%s's cards", s->players[seat].name);
    else
        snprintf(n, sizeof n, "every card");
    if (kind)
        cv_state_log(s, "%s: %s %+lld (%s)%s", n, stat, amount, kind, until);
    else
        cv_state_log(s, "%s: %s %+lld%s", n, stat, amount, until);
    return id;
}

size_t cv_state_mod_clear(cv_state *s, int id)
{
    size_t gone = cv_mod_clear_card(&s->mods, id);
    if (!gone) return 0;
    s->changes++;
    s->ch[CV_CH_MODS]++;
    if (!s->quiet) {
        char n[96];
        cv_state_log(s, "%s: %zu modifier%s end%s", cv_state_card_name(s, id, n, sizeof n), gone,
                     gone == 1 ? "" : "s", gone == 1 ? "s" : "");
    }
    return gone;
}

int cv_state_window_push(cv_state *s, const char *word, const int *order, int n)
{
    if (grow((void **)&s->windows, &s->capwindows, s->nwindows, sizeof s->windows[0])) return -1;
    if (cv_window_open(&s->windows[s->nwindows], word, order, n)) return -1;
    return (int)s->nwindows++;
}

cv_window *cv_state_window_top(cv_state *s)
{
    return s->nwindows ? &s->windows[s->nwindows - 1] : NULL;
}

void cv_state_window_pop(cv_state *s)
{
    if (s->nwindows) cv_window_free(&s->windows[--s->nwindows]);
}

int cv_state_cause_push(cv_state *s, const char *cause)
{
    if (grow((void **)&s->causes, &s->capcauses, s->ncauses, sizeof s->causes[0])) return -1;
    char *c = cv_str_dup(cause);
    if (!c) return -1;
    s->causes[s->ncauses++] = c;
    return 0;
}

void cv_state_cause_pop(cv_state *s)
{
    if (s->ncauses) free(s->causes[--s->ncauses]);
}

const char *cv_state_cause(const cv_state *s)
{
    return s->ncauses ? s->causes[s->ncauses - 1] : "kernel";
}

int cv_state_log(cv_state *s, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    cv_state_charge(s, strlen(line) + 64);
    return cv_log_add(&s->log, cv_state_cause(s), line);
}

void cv_state_decision_clear(cv_state *s)
{
    cv_decision *d = &s->decision;
    for (size_t i = 0; i < d->n; i++)
        free(d->labels[i]);
    free(d->labels);
    free(d->cards);
    free(d->prompt);
    memset(d, 0, sizeof *d);
}

int cv_state_decision_set(cv_state *s, int seat, const char *prompt, const char *const *labels,
                          const int *cards, size_t n)
{
    cv_state_decision_clear(s);
    cv_decision *d = &s->decision;
    if (seat < 0 || seat >= s->nplayers || n == 0) return CV_EARG;
    d->prompt = cv_str_dup(prompt);
    d->labels = calloc(n, sizeof *d->labels);
    if (!d->prompt || !d->labels) goto oom;
    if (cards) {
        if (!(d->cards = malloc(n * sizeof *d->cards))) goto oom;
        memcpy(d->cards, cards, n * sizeof *d->cards);
    }
    for (size_t i = 0; i < n; i++) {
        cv_state_charge(s, strlen(labels[i]) + 16);
        if (s->meter && *s->meter < 0) { /* the step's budget is spent: copy no more */
            cv_state_decision_clear(s);
            return CV_ERANGE;
        }
        d->labels[i] = cv_str_dup(labels[i]);
        d->n = i + 1;
        if (!d->labels[i]) goto oom;
    }
    d->seat = seat;
    d->active = 1;
    return CV_OK;
oom:
    cv_state_decision_clear(s);
    return CV_ENOMEM;
}

int cv_state_end(cv_state *s, const char *result, unsigned winners)
{
    char *r = cv_str_dup(result);
    if (!r) return CV_ENOMEM;
    free(s->result);
    s->result = r;
    s->winners = winners;
    s->over = 1;
    cv_state_decision_clear(s);
    cv_state_log(s, "game over: %s", result);
    return CV_OK;
}

int cv_state_check(const cv_state *s, char *why, size_t len)
{
    unsigned char *seen = calloc(s->ncards + 1, 1);
    if (!seen) {
        snprintf(why, len, "out of memory");
        return -1;
    }
    int rc = -1;
    for (size_t z = 0; z < s->nzones; z++)
        for (size_t i = 0; i < s->zones[z].n; i++) {
            int id = s->zones[z].ids[i];
            if (id < 1 || (size_t)id > s->ncards) {
                snprintf(why, len, "zone %s holds card %d, which does not exist", s->zones[z].name,
                         id);
                goto out;
            }
            if (seen[id]++) {
                snprintf(why, len, "%s [%d] is in two zones (or twice in one)",
                         s->cards[id - 1].title, id);
                goto out;
            }
            if (s->cards[id - 1].zone != (int)z) {
                snprintf(why, len, "%s [%d] is in zone %s but names another", s->cards[id - 1].title,
                         id, s->zones[z].name);
                goto out;
            }
        }
    for (size_t i = 0; i < s->ncards; i++) {
        const cv_card *c = &s->cards[i];
        if (!seen[c->id]) {
            snprintf(why, len, "%s [%d] is in no zone", c->title, c->id);
            goto out;
        }
        for (size_t k = 0; k < c->links.n; k++) {
            long long to = c->links.v[k].num;
            if (to < 1 || (size_t)to > s->ncards) {
                snprintf(why, len, "%s [%d]: link %s points at card %lld, which does not exist",
                         c->title, c->id, c->links.v[k].key, to);
                goto out;
            }
        }
    }
    if (s->decision.active && (s->decision.n < 1 || s->decision.seat < 0 ||
                               s->decision.seat >= s->nplayers)) {
        snprintf(why, len, "the pending decision has %zu options and seat %d", s->decision.n,
                 s->decision.seat);
        goto out;
    }
    if (s->over && s->decision.active) {
        snprintf(why, len, "the game is over but a decision is pending");
        goto out;
    }
    rc = 0;
out:
    free(seen);
    return rc;
}
