/* stats: see stats.h. */
#include "stats.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define Z95 1.959963984540054 /* the normal quantile of 97.5% */

static char *dup(const char *s)
{
    return s ? strdup(s) : NULL;
}

static void free_strs(char **v, int n)
{
    for (int i = 0; v && i < n; i++)
        free(v[i]);
    free(v);
}

static char **dup_strs(char *const *v, int n)
{
    char **out = calloc((size_t)(n > 0 ? n : 1), sizeof *out);
    for (int i = 0; out && i < n; i++)
        if (!(out[i] = strdup(v[i]))) {
            free_strs(out, i);
            return NULL;
        }
    return out;
}

/* ---- records ------------------------------------------------------------- */

/* Appends s to the growing string *b (length *n, capacity *cap); -1 on OOM. */
static int put(char **b, size_t *n, size_t *cap, const char *s, size_t len)
{
    if (*n + len + 1 > *cap) {
        size_t c = (*cap ? *cap * 2 : 256);
        while (c < *n + len + 1)
            c *= 2;
        char *g = realloc(*b, c);
        if (!g) return -1;
        *b = g;
        *cap = c;
    }
    memcpy(*b + *n, s, len);
    *n += len;
    (*b)[*n] = '\0';
    return 0;
}

/* Appends a field: a tab, then 's' with '%', tab, CR and newline escaped. */
static int put_field(char **b, size_t *n, size_t *cap, const char *s)
{
    if (put(b, n, cap, "\t", 1)) return -1;
    for (const char *p = s ? s : ""; *p; p++) {
        char esc[4];
        if (*p == '%' || *p == '\t' || *p == '\n' || *p == '\r') {
            snprintf(esc, sizeof esc, "%%%02X", (unsigned char)*p);
            if (put(b, n, cap, esc, 3)) return -1;
        } else if (put(b, n, cap, p, 1)) {
            return -1;
        }
    }
    return 0;
}

static int put_num(char **b, size_t *n, size_t *cap, unsigned long long v)
{
    char num[32];
    snprintf(num, sizeof num, "%llu", v);
    return put_field(b, n, cap, num);
}

char *sim_game_encode(const sim_game *g)
{
    char *b = NULL;
    size_t n = 0, cap = 0;
    int bad = put(&b, &n, &cap, "game", 4) || put_num(&b, &n, &cap, g->seed) ||
              put_num(&b, &n, &cap, (unsigned long long)g->ended) ||
              put_num(&b, &n, &cap, g->turns) || put_num(&b, &n, &cap, g->decisions) ||
              put_num(&b, &n, &cap, (unsigned long long)g->nseats) ||
              put_num(&b, &n, &cap, (unsigned long long)(g->first + 1)) ||
              put_num(&b, &n, &cap, g->winners) ||
              put_num(&b, &n, &cap, (unsigned long long)g->rotation) ||
              put_field(&b, &n, &cap, g->text);
    for (int s = 0; !bad && s < g->nseats; s++)
        bad = put_field(&b, &n, &cap, g->names[s]);
    bad = bad || put_num(&b, &n, &cap, g->nplays);
    for (size_t i = 0; !bad && i < g->nplays; i++)
        bad = put_num(&b, &n, &cap, (unsigned long long)g->plays[i].seat) ||
              put_field(&b, &n, &cap, g->plays[i].key) ||
              put_field(&b, &n, &cap, g->plays[i].title) || put_num(&b, &n, &cap, g->plays[i].n);
    if (bad || put(&b, &n, &cap, "\n", 1)) {
        free(b);
        return NULL;
    }
    return b;
}

/* The next field of *p (after a tab), unescaped, malloc'd; NULL at the end. */
static char *next_field(const char **p)
{
    if (**p != '\t') return NULL;
    const char *s = ++*p;
    size_t len = strcspn(s, "\t\n");
    char *out = malloc(len + 1), *o = out;
    if (!out) return NULL;
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '%' && i + 2 < len + 1 && s[i + 1] && s[i + 2]) {
            char hex[3] = {s[i + 1], s[i + 2], 0};
            *o++ = (char)strtol(hex, NULL, 16);
            i += 2;
        } else {
            *o++ = s[i];
        }
    }
    *o = '\0';
    *p = s + len;
    return out;
}

static int next_num(const char **p, unsigned long long *v)
{
    char *f = next_field(p), *end;
    if (!f) return -1;
    *v = strtoull(f, &end, 10);
    int bad = !*f || *end;
    free(f);
    return bad ? -1 : 0;
}

int sim_game_decode(const char *line, sim_game *g)
{
    memset(g, 0, sizeof *g);
    if (strncmp(line, "game\t", 5)) return -1;
    const char *p = line + 4;
    unsigned long long v[8];
    for (int i = 0; i < 8; i++)
        if (next_num(&p, &v[i])) return -1;
    g->seed = v[0];
    g->ended = (int)v[1];
    g->turns = (unsigned long)v[2];
    g->decisions = (unsigned long)v[3];
    if (v[4] > SIM_SEATS) return -1;
    g->nseats = (int)v[4];
    g->first = (int)v[5] - 1;
    g->winners = (unsigned)v[6];
    g->rotation = (int)v[7];
    if (!(g->text = next_field(&p))) goto bad;
    for (int s = 0; s < g->nseats; s++)
        if (!(g->names[s] = next_field(&p))) goto bad;
    unsigned long long np;
    if (next_num(&p, &np) || np > 100000) goto bad;
    g->plays = calloc(np ? np : 1, sizeof *g->plays);
    if (!g->plays) goto bad;
    for (; g->nplays < np; g->nplays++) {
        sim_play *pl = &g->plays[g->nplays];
        unsigned long long seat, n;
        if (next_num(&p, &seat) || !(pl->key = next_field(&p)) || !(pl->title = next_field(&p)) ||
            next_num(&p, &n) || seat >= SIM_SEATS) {
            g->nplays++;
            goto bad;
        }
        pl->seat = (int)seat;
        pl->n = (unsigned long)n;
    }
    return 0;
bad:
    sim_game_free(g);
    return -1;
}

void sim_game_free(sim_game *g)
{
    free(g->text);
    for (int s = 0; s < SIM_SEATS; s++)
        free(g->names[s]);
    for (size_t i = 0; i < g->nplays; i++) {
        free(g->plays[i].key);
        free(g->plays[i].title);
    }
    free(g->plays);
    memset(g, 0, sizeof *g);
}

/* ---- tallies ------------------------------------------------------------- */

static int study_copy(sim_study *to, const sim_study *from)
{
    *to = *from;
    to->rules = dup(from->rules);
    to->decks = dup_strs(from->decks, from->ndecks);
    to->policies = dup_strs(from->policies, from->npolicies);
    to->options = dup_strs(from->options, from->noptions);
    return to->rules && to->decks && to->policies && to->options ? 0 : -1;
}

static void study_free(sim_study *s)
{
    free(s->rules);
    free_strs(s->decks, s->ndecks);
    free_strs(s->policies, s->npolicies);
    free_strs(s->options, s->noptions);
}

int sim_stats_init(sim_stats *s, const sim_study *study, unsigned long long lo,
                   unsigned long long hi)
{
    memset(s, 0, sizeof *s);
    s->lo = lo;
    s->hi = hi;
    return study_copy(&s->study, study);
}

void sim_stats_free(sim_stats *s)
{
    study_free(&s->study);
    for (int i = 0; i < SIM_SEATS; i++) {
        free(s->seats[i].name);
        free(s->sides[i].name);
    }
    for (size_t i = 0; i < s->nlines; i++)
        free(s->lines[i].text);
    free(s->lines);
    free(s->turns.b);
    free(s->decisions.b);
    for (size_t i = 0; i < s->ncards; i++) {
        free(s->cards[i].key);
        free(s->cards[i].title);
    }
    free(s->cards);
    for (size_t i = 0; i < s->nerrors; i++)
        free(s->errors[i].text);
    free(s->errors);
    memset(s, 0, sizeof *s);
}

/* Names a seat or side: the name in the game of least seed wins. */
static int name_count(sim_count *c, const char *name, unsigned long long seed)
{
    if (!name || (c->name && c->named <= seed)) return 0;
    char *n = strdup(name);
    if (!n) return -1;
    free(c->name);
    c->name = n;
    c->named = seed;
    return 0;
}

/* Adds n games of value v to a histogram. */
static int hist_add(sim_hist *h, unsigned long v, unsigned long n)
{
    size_t lo = 0, hi = h->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (h->b[mid].v < v)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < h->n && h->b[lo].v == v) {
        h->b[lo].n += n;
        return 0;
    }
    sim_bin *g = realloc(h->b, (h->n + 1) * sizeof *g);
    if (!g) return -1;
    h->b = g;
    memmove(g + lo + 1, g + lo, (h->n - lo) * sizeof *g);
    g[lo] = (sim_bin){v, n};
    h->n++;
    return 0;
}

/* The result line 'text' counted n more times (kept in text order). */
static int line_add(sim_stats *s, const char *text, unsigned long n)
{
    size_t lo = 0, hi = s->nlines;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcmp(s->lines[mid].text, text) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < s->nlines && !strcmp(s->lines[lo].text, text)) {
        s->lines[lo].n += n;
        return 0;
    }
    sim_line *g = realloc(s->lines, (s->nlines + 1) * sizeof *g);
    if (!g) return -1;
    s->lines = g;
    char *t = strdup(text);
    if (!t) return -1;
    memmove(g + lo + 1, g + lo, (s->nlines - lo) * sizeof *g);
    g[lo] = (sim_line){t, n};
    s->nlines++;
    return 0;
}

/* The card of key 'key' (kept in key order), added when missing; NULL on OOM. */
static sim_card *card_at(sim_stats *s, const char *key, const char *title)
{
    size_t lo = 0, hi = s->ncards;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcmp(s->cards[mid].key, key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < s->ncards && !strcmp(s->cards[lo].key, key)) return &s->cards[lo];
    sim_card *g = realloc(s->cards, (s->ncards + 1) * sizeof *g);
    if (!g) return NULL;
    s->cards = g;
    char *k = strdup(key), *t = strdup(title ? title : key);
    if (!k || !t) {
        free(k);
        free(t);
        return NULL;
    }
    memmove(g + lo + 1, g + lo, (s->ncards - lo) * sizeof *g);
    g[lo] = (sim_card){.key = k, .title = t};
    s->ncards++;
    return &g[lo];
}

/* The errors, kept in seed order. */
static int error_add(sim_stats *s, unsigned long long seed, const char *text)
{
    size_t at = s->nerrors;
    while (at > 0 && s->errors[at - 1].seed > seed)
        at--;
    sim_error *g = realloc(s->errors, (s->nerrors + 1) * sizeof *g);
    if (!g) return -1;
    s->errors = g;
    char *t = strdup(text ? text : "");
    if (!t) return -1;
    memmove(g + at + 1, g + at, (s->nerrors - at) * sizeof *g);
    g[at] = (sim_error){seed, t};
    s->nerrors++;
    return 0;
}

int sim_stats_add(sim_stats *s, const sim_game *g)
{
    if (!g->ended) return error_add(s, g->seed, g->text);
    int n = g->nseats < SIM_SEATS ? g->nseats : SIM_SEATS;
    if (n > s->nseats) s->nseats = n;
    s->ended++;
    if (!g->winners) s->nowinner++;
    for (int seat = 0; seat < n; seat++) {
        int side = ((seat - g->rotation) % n + n) % n;
        int won = (g->winners >> seat) & 1u;
        s->seats[seat].games++;
        s->seats[seat].wins += (unsigned long)won;
        s->sides[side].games++;
        s->sides[side].wins += (unsigned long)won;
        if (name_count(&s->seats[seat], g->names[seat], g->seed) ||
            name_count(&s->sides[side], g->names[seat], g->seed))
            return -1;
    }
    if (g->first >= 0 && g->first < n) {
        s->first_known++;
        s->first_at[g->first]++;
        s->first_won += (g->winners >> g->first) & 1u;
    }
    if (line_add(s, g->text ? g->text : "", 1) || hist_add(&s->turns, g->turns, 1) ||
        hist_add(&s->decisions, g->decisions, 1))
        return -1;
    /* per card: a game counts once, and once per player who played it */
    for (size_t i = 0; i < g->nplays; i++) {
        const sim_play *p = &g->plays[i];
        sim_card *c = card_at(s, p->key, p->title);
        if (!c) return -1;
        int seen_game = 0, seen_player = 0;
        for (size_t k = 0; k < i; k++)
            if (!strcmp(g->plays[k].key, p->key)) {
                seen_game = 1;
                if (g->plays[k].seat == p->seat) seen_player = 1;
            }
        c->plays += p->n;
        if (!seen_game) c->games++;
        if (!seen_player) {
            c->players++;
            if (p->seat < n) c->wins += (g->winners >> p->seat) & 1u;
        }
    }
    return 0;
}

static int same_strs(char *const *a, int na, char *const *b, int nb)
{
    if (na != nb) return 0;
    for (int i = 0; i < na; i++)
        if (strcmp(a[i], b[i])) return 0;
    return 1;
}

const char *sim_study_differs(const sim_study *a, const sim_study *b)
{
    if (strcmp(a->rules, b->rules)) return "another ruleset";
    if (!same_strs(a->decks, a->ndecks, b->decks, b->ndecks)) return "other decks";
    if (!same_strs(a->policies, a->npolicies, b->policies, b->npolicies)) return "other policies";
    if (!same_strs(a->options, a->noptions, b->options, b->noptions)) return "other options";
    if (a->swap != b->swap) return "--swap in one and not the other";
    if (a->seed != b->seed || a->games != b->games) return "another --seed or --games";
    if (a->cap != b->cap) return "another decision cap";
    return NULL;
}

int sim_stats_merge(sim_stats *into, const sim_stats *from, char *err, size_t errlen)
{
    const char *why = sim_study_differs(&into->study, &from->study);
    if (why) {
        snprintf(err, errlen, "not the same study: %s", why);
        return -1;
    }
    int empty_into = into->hi < into->lo, empty_from = from->hi < from->lo;
    if (!empty_from && !empty_into) {
        if (from->lo == into->hi + 1) {
            into->hi = from->hi;
        } else if (from->hi + 1 == into->lo) {
            into->lo = from->lo;
        } else {
            snprintf(err, errlen, "seeds %llu..%llu do not follow on from %llu..%llu (%s)",
                     from->lo, from->hi, into->lo, into->hi,
                     from->lo <= into->hi && from->hi >= into->lo ? "they overlap" : "a gap");
            return -1;
        }
    } else if (empty_into) {
        into->lo = from->lo;
        into->hi = from->hi;
    }
    if (from->nseats > into->nseats) into->nseats = from->nseats;
    for (int i = 0; i < SIM_SEATS; i++) {
        const sim_count *fc[2] = {&from->seats[i], &from->sides[i]};
        sim_count *ic[2] = {&into->seats[i], &into->sides[i]};
        for (int k = 0; k < 2; k++) {
            ic[k]->games += fc[k]->games;
            ic[k]->wins += fc[k]->wins;
            if (name_count(ic[k], fc[k]->name, fc[k]->named)) goto oom;
        }
        into->first_at[i] += from->first_at[i];
    }
    into->ended += from->ended;
    into->nowinner += from->nowinner;
    into->first_known += from->first_known;
    into->first_won += from->first_won;
    for (size_t i = 0; i < from->nlines; i++)
        if (line_add(into, from->lines[i].text, from->lines[i].n)) goto oom;
    for (size_t i = 0; i < from->turns.n; i++)
        if (hist_add(&into->turns, from->turns.b[i].v, from->turns.b[i].n)) goto oom;
    for (size_t i = 0; i < from->decisions.n; i++)
        if (hist_add(&into->decisions, from->decisions.b[i].v, from->decisions.b[i].n)) goto oom;
    for (size_t i = 0; i < from->ncards; i++) {
        const sim_card *f = &from->cards[i];
        sim_card *c = card_at(into, f->key, f->title);
        if (!c) goto oom;
        c->games += f->games;
        c->plays += f->plays;
        c->players += f->players;
        c->wins += f->wins;
    }
    for (size_t i = 0; i < from->nerrors; i++)
        if (error_add(into, from->errors[i].seed, from->errors[i].text)) goto oom;
    return 0;
oom:
    snprintf(err, errlen, "out of memory");
    return -1;
}

/* ---- figures ------------------------------------------------------------- */

void sim_wilson(unsigned long k, unsigned long n, double *rate, double *lo, double *hi)
{
    if (!n) {
        *rate = *lo = *hi = 0;
        return;
    }
    double p = (double)k / (double)n, nn = (double)n, z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
    double half = Z95 * sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
    *rate = p;
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

void sim_hist_summary(const sim_hist *h, double *mean, unsigned long *median, unsigned long *min,
                      unsigned long *max)
{
    unsigned long long n = 0, sum = 0;
    for (size_t i = 0; i < h->n; i++) {
        n += h->b[i].n;
        sum += (unsigned long long)h->b[i].v * h->b[i].n;
    }
    *mean = n ? (double)sum / (double)n : 0;
    *min = h->n ? h->b[0].v : 0;
    *max = h->n ? h->b[h->n - 1].v : 0;
    *median = 0;
    unsigned long long want = n ? (n - 1) / 2 : 0, seen = 0; /* the lower median */
    for (size_t i = 0; i < h->n; i++) {
        seen += h->b[i].n;
        if (seen > want) {
            *median = h->b[i].v;
            break;
        }
    }
}

/* The value below which a share q of the games lie (nearest rank). */
static unsigned long hist_quantile(const sim_hist *h, double q)
{
    unsigned long long n = 0, seen = 0;
    for (size_t i = 0; i < h->n; i++)
        n += h->b[i].n;
    if (!n) return 0;
    unsigned long long rank = (unsigned long long)ceil(q * (double)n);
    if (rank < 1) rank = 1;
    for (size_t i = 0; i < h->n; i++) {
        seen += h->b[i].n;
        if (seen >= rank) return h->b[i].v;
    }
    return h->b[h->n - 1].v;
}

/* The variance of a histogram's values (0 with fewer than two). */
static double hist_variance(const sim_hist *h, double mean, unsigned long long *count)
{
    unsigned long long n = 0;
    double ss = 0;
    for (size_t i = 0; i < h->n; i++) {
        double d = (double)h->b[i].v - mean;
        ss += d * d * (double)h->b[i].n;
        n += h->b[i].n;
    }
    *count = n;
    return n > 1 ? ss / (double)(n - 1) : 0;
}

static int by_games(const void *a, const void *b)
{
    const sim_card *x = *(const sim_card *const *)a, *y = *(const sim_card *const *)b;
    if (x->games != y->games) return x->games < y->games ? 1 : -1;
    return strcmp(x->key, y->key);
}

const sim_card **sim_cards_ranked(const sim_stats *s)
{
    if (!s->ncards) return NULL;
    const sim_card **v = malloc(s->ncards * sizeof *v);
    if (!v) return NULL;
    for (size_t i = 0; i < s->ncards; i++)
        v[i] = &s->cards[i];
    qsort(v, s->ncards, sizeof *v, by_games);
    return v;
}

/* The last part of a path. */
static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static const char *side_policy(const sim_study *st, int i)
{
    if (st->npolicies == 0) return "random";
    return st->policies[i < st->npolicies ? i : st->npolicies - 1];
}

const char *sim_side_label(const sim_stats *s, int i, char *buf, size_t len)
{
    const sim_study *st = &s->study;
    const char *name = s->sides[i].name ? s->sides[i].name : "?";
    if (i < st->ndecks)
        snprintf(buf, len, "%s (%s, %s)", name, base_name(st->decks[i]), side_policy(st, i));
    else
        snprintf(buf, len, "%s (the ruleset's deck %d, %s)", name, i + 1, side_policy(st, i));
    return buf;
}

/* ---- JSON ---------------------------------------------------------------- */

/* A rate rounded to six decimals: short in the file, the same everywhere. */
static double six(double x)
{
    return floor(x * 1e6 + 0.5) / 1e6;
}

static void add_rate(cJSON *o, unsigned long k, unsigned long n)
{
    double r, lo, hi;
    sim_wilson(k, n, &r, &lo, &hi);
    cJSON_AddNumberToObject(o, "rate", six(r));
    cJSON *ci = cJSON_AddArrayToObject(o, "ci95");
    cJSON_AddItemToArray(ci, cJSON_CreateNumber(six(lo)));
    cJSON_AddItemToArray(ci, cJSON_CreateNumber(six(hi)));
}

static cJSON *str_array(char *const *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, cJSON_CreateString(v[i]));
    return a;
}

static void add_hist(cJSON *root, const char *name, const sim_hist *h)
{
    double mean, var;
    unsigned long median, min, max;
    unsigned long long n;
    sim_hist_summary(h, &mean, &median, &min, &max);
    var = hist_variance(h, mean, &n);
    cJSON *o = cJSON_AddObjectToObject(root, name);
    cJSON_AddNumberToObject(o, "mean", six(mean));
    cJSON_AddNumberToObject(o, "sd", six(sqrt(var)));
    cJSON_AddNumberToObject(o, "median", (double)median);
    cJSON_AddNumberToObject(o, "p10", (double)hist_quantile(h, 0.1));
    cJSON_AddNumberToObject(o, "p90", (double)hist_quantile(h, 0.9));
    cJSON_AddNumberToObject(o, "min", (double)min);
    cJSON_AddNumberToObject(o, "max", (double)max);
    cJSON *d = cJSON_AddArrayToObject(o, "histogram");
    for (size_t i = 0; i < h->n; i++) {
        cJSON *pair = cJSON_CreateArray();
        cJSON_AddItemToArray(pair, cJSON_CreateNumber((double)h->b[i].v));
        cJSON_AddItemToArray(pair, cJSON_CreateNumber((double)h->b[i].n));
        cJSON_AddItemToArray(d, pair);
    }
}

static void add_count(cJSON *o, const sim_count *c)
{
    cJSON_AddStringToObject(o, "name", c->name ? c->name : "");
    cJSON_AddNumberToObject(o, "named_at_seed", (double)c->named);
    cJSON_AddNumberToObject(o, "games", (double)c->games);
    cJSON_AddNumberToObject(o, "wins", (double)c->wins);
    add_rate(o, c->wins, c->games);
}

char *sim_stats_json(const sim_stats *s)
{
    const sim_study *st = &s->study;
    cJSON *root = cJSON_CreateObject();
    if (!root) return NULL;
    cJSON_AddStringToObject(root, "format", "cardvm sim 1");
    cJSON *o = cJSON_AddObjectToObject(root, "study");
    cJSON_AddStringToObject(o, "rules", st->rules);
    cJSON_AddItemToObject(o, "decks", str_array(st->decks, st->ndecks));
    cJSON_AddItemToObject(o, "policies", str_array(st->policies, st->npolicies));
    cJSON_AddItemToObject(o, "options", str_array(st->options, st->noptions));
    cJSON_AddBoolToObject(o, "swap", st->swap);
    cJSON_AddNumberToObject(o, "seed", (double)st->seed);
    cJSON_AddNumberToObject(o, "games", (double)st->games);
    cJSON_AddNumberToObject(o, "cap", (double)st->cap);
    o = cJSON_AddObjectToObject(root, "seeds");
    cJSON_AddNumberToObject(o, "first", (double)s->lo);
    cJSON_AddNumberToObject(o, "last", (double)s->hi);
    o = cJSON_AddObjectToObject(root, "games");
    cJSON_AddNumberToObject(o, "played", (double)(s->hi >= s->lo ? s->hi - s->lo + 1 : 0));
    cJSON_AddNumberToObject(o, "ended", (double)s->ended);
    cJSON_AddNumberToObject(o, "errors", (double)s->nerrors);
    cJSON *nw = cJSON_AddObjectToObject(o, "no_winner");
    cJSON_AddNumberToObject(nw, "count", (double)s->nowinner);
    add_rate(nw, s->nowinner, s->ended);
    cJSON *seats = cJSON_AddArrayToObject(root, "seats"),
          *sides = cJSON_AddArrayToObject(root, "sides");
    for (int i = 0; i < s->nseats; i++) {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "seat", i + 1);
        add_count(x, &s->seats[i]);
        cJSON_AddItemToArray(seats, x);
        x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "side", i + 1);
        cJSON_AddStringToObject(x, "deck", i < st->ndecks ? st->decks[i] : "");
        cJSON_AddStringToObject(x, "policy", side_policy(st, i));
        add_count(x, &s->sides[i]);
        cJSON_AddItemToArray(sides, x);
    }
    o = cJSON_AddObjectToObject(root, "first_player");
    cJSON_AddNumberToObject(o, "games", (double)s->first_known);
    cJSON_AddNumberToObject(o, "wins", (double)s->first_won);
    add_rate(o, s->first_won, s->first_known);
    cJSON *by = cJSON_AddArrayToObject(o, "by_seat");
    for (int i = 0; i < s->nseats; i++)
        cJSON_AddItemToArray(by, cJSON_CreateNumber((double)s->first_at[i]));
    cJSON *res = cJSON_AddArrayToObject(root, "results");
    for (size_t i = 0; i < s->nlines; i++) {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddStringToObject(x, "text", s->lines[i].text);
        cJSON_AddNumberToObject(x, "count", (double)s->lines[i].n);
        cJSON_AddItemToArray(res, x);
    }
    add_hist(root, "turns", &s->turns);
    add_hist(root, "decisions", &s->decisions);
    cJSON *cards = cJSON_AddArrayToObject(root, "cards");
    for (size_t i = 0; i < s->ncards; i++) {
        const sim_card *c = &s->cards[i];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddStringToObject(x, "key", c->key);
        cJSON_AddStringToObject(x, "title", c->title);
        cJSON_AddNumberToObject(x, "games", (double)c->games);
        cJSON_AddNumberToObject(x, "plays", (double)c->plays);
        cJSON_AddNumberToObject(x, "players", (double)c->players);
        cJSON_AddNumberToObject(x, "wins", (double)c->wins);
        add_rate(x, c->wins, c->players);
        cJSON_AddItemToArray(cards, x);
    }
    cJSON *errs = cJSON_AddArrayToObject(root, "errors");
    for (size_t i = 0; i < s->nerrors; i++) {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "seed", (double)s->errors[i].seed);
        cJSON_AddStringToObject(x, "message", s->errors[i].text);
        cJSON_AddItemToArray(errs, x);
    }
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text) return NULL;
    size_t n = strlen(text);
    char *out = realloc(text, n + 2); /* a file ends with a newline */
    if (!out) {
        free(text);
        return NULL;
    }
    out[n] = '\n';
    out[n + 1] = '\0';
    return out;
}

/* Reading: each helper says what is missing. */
static const cJSON *need(const cJSON *o, const char *name, int type, const char **why)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!x || !(x->type & type)) {
        if (!*why) *why = name;
        return NULL;
    }
    return x;
}

static unsigned long long num(const cJSON *o, const char *name, const char **why)
{
    const cJSON *x = need(o, name, cJSON_Number, why);
    return x && x->valuedouble >= 0 ? (unsigned long long)x->valuedouble : 0;
}

static char **strs(const cJSON *o, const char *name, int *n, const char **why)
{
    const cJSON *a = need(o, name, cJSON_Array, why);
    int len = a ? cJSON_GetArraySize(a) : 0;
    char **v = calloc((size_t)(len ? len : 1), sizeof *v);
    *n = 0;
    for (int i = 0; v && i < len; i++) {
        const cJSON *x = cJSON_GetArrayItem(a, i);
        if (!cJSON_IsString(x)) {
            if (!*why) *why = name;
            break;
        }
        v[(*n)++] = strdup(x->valuestring);
    }
    return v;
}

static void read_count(const cJSON *o, sim_count *c, const char **why)
{
    const cJSON *n = need(o, "name", cJSON_String, why);
    c->name = n && n->valuestring[0] ? strdup(n->valuestring) : NULL;
    c->named = num(o, "named_at_seed", why);
    c->games = (unsigned long)num(o, "games", why);
    c->wins = (unsigned long)num(o, "wins", why);
}

static void read_hist(const cJSON *root, const char *name, sim_hist *h, const char **why)
{
    const cJSON *o = need(root, name, cJSON_Object, why);
    const cJSON *d = o ? need(o, "histogram", cJSON_Array, why) : NULL;
    const cJSON *pair;
    cJSON_ArrayForEach(pair, d)
    {
        const cJSON *v = cJSON_GetArrayItem(pair, 0), *n = cJSON_GetArrayItem(pair, 1);
        if (!cJSON_IsNumber(v) || !cJSON_IsNumber(n)) {
            if (!*why) *why = name;
            return;
        }
        hist_add(h, (unsigned long)v->valuedouble, (unsigned long)n->valuedouble);
    }
}

int sim_stats_from_json(const char *text, sim_stats *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    cJSON *root = cJSON_Parse(text);
    const char *why = NULL;
    if (!root) {
        snprintf(err, errlen, "not JSON (near byte %ld)",
                 cJSON_GetErrorPtr() ? (long)(cJSON_GetErrorPtr() - text) : 0L);
        return -1;
    }
    const cJSON *f = need(root, "format", cJSON_String, &why);
    if (f && strcmp(f->valuestring, "cardvm sim 1")) why = "format (not 'cardvm sim 1')";
    const cJSON *o = need(root, "study", cJSON_Object, &why);
    sim_study *st = &s->study;
    if (o) {
        const cJSON *r = need(o, "rules", cJSON_String, &why);
        st->rules = strdup(r ? r->valuestring : "");
        st->decks = strs(o, "decks", &st->ndecks, &why);
        st->policies = strs(o, "policies", &st->npolicies, &why);
        st->options = strs(o, "options", &st->noptions, &why);
        st->swap = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "swap"));
        st->seed = num(o, "seed", &why);
        st->games = (unsigned long)num(o, "games", &why);
        st->cap = (unsigned long)num(o, "cap", &why);
    }
    if ((o = need(root, "seeds", cJSON_Object, &why))) {
        s->lo = num(o, "first", &why);
        s->hi = num(o, "last", &why);
    }
    if ((o = need(root, "games", cJSON_Object, &why))) {
        s->ended = (unsigned long)num(o, "ended", &why);
        const cJSON *nw = need(o, "no_winner", cJSON_Object, &why);
        if (nw) s->nowinner = (unsigned long)num(nw, "count", &why);
    }
    const cJSON *seats = need(root, "seats", cJSON_Array, &why);
    const cJSON *sides = need(root, "sides", cJSON_Array, &why);
    s->nseats = seats ? cJSON_GetArraySize(seats) : 0;
    if (s->nseats > SIM_SEATS) s->nseats = SIM_SEATS;
    for (int i = 0; i < s->nseats; i++) {
        read_count(cJSON_GetArrayItem(seats, i), &s->seats[i], &why);
        const cJSON *x = cJSON_GetArrayItem(sides, i);
        if (x)
            read_count(x, &s->sides[i], &why);
        else if (!why)
            why = "sides";
    }
    if ((o = need(root, "first_player", cJSON_Object, &why))) {
        s->first_known = (unsigned long)num(o, "games", &why);
        s->first_won = (unsigned long)num(o, "wins", &why);
        const cJSON *by = need(o, "by_seat", cJSON_Array, &why);
        for (int i = 0; by && i < s->nseats && i < cJSON_GetArraySize(by); i++)
            s->first_at[i] = (unsigned long)cJSON_GetArrayItem(by, i)->valuedouble;
    }
    const cJSON *x;
    cJSON_ArrayForEach(x, need(root, "results", cJSON_Array, &why))
    {
        const cJSON *t = need(x, "text", cJSON_String, &why);
        if (t) line_add(s, t->valuestring, (unsigned long)num(x, "count", &why));
    }
    read_hist(root, "turns", &s->turns, &why);
    read_hist(root, "decisions", &s->decisions, &why);
    cJSON_ArrayForEach(x, need(root, "cards", cJSON_Array, &why))
    {
        const cJSON *k = need(x, "key", cJSON_String, &why),
                    *t = need(x, "title", cJSON_String, &why);
        sim_card *c = k && t ? card_at(s, k->valuestring, t->valuestring) : NULL;
        if (!c) continue;
        c->games += (unsigned long)num(x, "games", &why);
        c->plays += (unsigned long)num(x, "plays", &why);
        c->players += (unsigned long)num(x, "players", &why);
        c->wins += (unsigned long)num(x, "wins", &why);
    }
    cJSON_ArrayForEach(x, need(root, "errors", cJSON_Array, &why))
    {
        const cJSON *m = need(x, "message", cJSON_String, &why);
        error_add(s, num(x, "seed", &why), m ? m->valuestring : "");
    }
    cJSON_Delete(root);
    if (why) {
        snprintf(err, errlen, "not a result of cardvm sim: '%s' is missing or malformed", why);
        sim_stats_free(s);
        return -1;
    }
    return 0;
}

/* ---- the report ---------------------------------------------------------- */

static unsigned long covered(const sim_stats *s)
{
    return s->hi >= s->lo ? (unsigned long)(s->hi - s->lo + 1) : 0;
}

static int all_random(const sim_study *st)
{
    for (int i = 0; i < st->npolicies; i++)
        if (strcmp(st->policies[i], "random")) return 0;
    return 1;
}

static int by_count(const void *a, const void *b)
{
    const sim_line *x = *(const sim_line *const *)a, *y = *(const sim_line *const *)b;
    if (x->n != y->n) return x->n < y->n ? 1 : -1;
    return strcmp(x->text, y->text);
}

/* "48.0% [44.9, 51.1]": a rate and its interval, in percent. */
static const char *pct(unsigned long k, unsigned long n, char *buf, size_t len)
{
    double r, lo, hi;
    sim_wilson(k, n, &r, &lo, &hi);
    snprintf(buf, len, "%.1f%% [%.1f, %.1f]", 100 * r, 100 * lo, 100 * hi);
    return buf;
}

static void length_line(FILE *out, const char *what, const sim_hist *h)
{
    double mean;
    unsigned long median, min, max;
    sim_hist_summary(h, &mean, &median, &min, &max);
    fprintf(out,
            "%s per game: median %lu, min %lu, max %lu, mean %.1f, 10%% of games %lu or fewer, "
            "10%% %lu or more\n",
            what, median, min, max, mean, hist_quantile(h, 0.1), hist_quantile(h, 0.9));
}

/* A one-line distribution: the share of games in each of up to eight bins. */
static void distribution_line(FILE *out, const char *what, const sim_hist *h, unsigned long games)
{
    if (!h->n || !games) return;
    unsigned long min = h->b[0].v, max = h->b[h->n - 1].v;
    unsigned long width = (max - min) / 8 + 1;
    fprintf(out, "%s distribution:", what);
    for (unsigned long from = min; from <= max; from += width) {
        unsigned long n = 0;
        for (size_t i = 0; i < h->n; i++)
            if (h->b[i].v >= from && h->b[i].v < from + width) n += h->b[i].n;
        if (width == 1)
            fprintf(out, " %lu: %.0f%%", from, 100.0 * (double)n / (double)games);
        else
            fprintf(out, " %lu-%lu: %.0f%%", from, from + width - 1,
                    100.0 * (double)n / (double)games);
        fprintf(out, from + width <= max ? "," : "\n");
    }
}

/* "errors: 2: seed 4, seed 9": the games that stopped, by seed. */
static void error_line(const sim_stats *s, FILE *out)
{
    fprintf(out, "errors: %zu", s->nerrors);
    for (size_t i = 0; i < s->nerrors && i < 10; i++)
        fprintf(out, "%s seed %llu", i ? "," : ":", s->errors[i].seed);
    fprintf(out, "%s\n", s->nerrors > 10 ? ", ..." : "");
}

void sim_stats_report(const sim_stats *s, FILE *out, size_t top)
{
    const sim_study *st = &s->study;
    unsigned long games = covered(s), played = s->ended;
    char buf[160], lab[400];
    if (all_random(st)) {
        fprintf(
            out,
            "sim: %lu game%s of %s, seeds %llu..%llu, answered by the random policy of 'auto'\n",
            games, games == 1 ? "" : "s", st->rules, s->lo, s->hi);
    } else {
        fprintf(out, "sim: %lu game%s of %s, seeds %llu..%llu, answered by the polic%s", games,
                games == 1 ? "" : "s", st->rules, s->lo, s->hi, st->npolicies == 1 ? "y" : "ies");
        for (int i = 0; i < st->npolicies; i++)
            fprintf(out, "%s %s", i ? "," : "", st->policies[i]);
        fprintf(out, "\n");
    }
    if (played) {
        fprintf(out, "wins:");
        for (int p = 0; p < s->nseats; p++) /* with --swap a seat has no one player */
            fprintf(out, "%s seat %d%s%s %lu (%.1f%%)", p ? "," : "", p + 1, st->swap ? "" : " ",
                    st->swap           ? ""
                    : s->seats[p].name ? s->seats[p].name
                                       : "?",
                    s->seats[p].wins, 100.0 * (double)s->seats[p].wins / (double)played);
        if (s->nowinner) fprintf(out, ", no winner %lu", s->nowinner);
        fprintf(out, "\n");
    }
    const sim_line **lines = s->nlines ? malloc(s->nlines * sizeof *lines) : NULL;
    for (size_t i = 0; lines && i < s->nlines; i++)
        lines[i] = &s->lines[i];
    if (lines) qsort(lines, s->nlines, sizeof *lines, by_count);
    for (size_t i = 0; lines && i < s->nlines; i++)
        fprintf(out, "%7lu  %5.1f%%  %s\n", lines[i]->n,
                100.0 * (double)lines[i]->n / (double)played, lines[i]->text);
    free(lines);
    if (played) length_line(out, "decisions", &s->decisions);
    if (played < games)
        fprintf(out, "%lu game%s did not finish (see the errors)\n", games - played,
                games - played == 1 ? "" : "s");
    if (!played) {
        error_line(s, out);
        return;
    }
    /* what the first lines cannot say */
    fprintf(out, "win rates with 95%% confidence intervals, of %lu games:\n", played);
    for (int p = 0; p < s->nseats; p++)
        fprintf(out, "  seat %d: %s\n", p + 1,
                pct(s->seats[p].wins, s->seats[p].games, buf, sizeof buf));
    for (int p = 0; p < s->nseats; p++)
        fprintf(out, "  %s %d %s: %s\n", st->swap ? "side" : "deck", p + 1,
                sim_side_label(s, p, lab, sizeof lab),
                pct(s->sides[p].wins, s->sides[p].games, buf, sizeof buf));
    if (st->swap)
        fprintf(out,
                "  (--swap: side i sat at seat i in the first game, one seat on in each next)\n");
    if (s->first_known) {
        fprintf(out, "first player: won %lu of %lu, %s; went first:", s->first_won, s->first_known,
                pct(s->first_won, s->first_known, buf, sizeof buf));
        for (int p = 0; p < s->nseats; p++)
            fprintf(out, "%s seat %d %lu", p ? "," : "", p + 1, s->first_at[p]);
        fprintf(out, "\n");
    }
    fprintf(out, "no winner (draws): %lu, %s\n", s->nowinner,
            pct(s->nowinner, played, buf, sizeof buf));
    error_line(s, out);
    length_line(out, "turns", &s->turns);
    distribution_line(out, "turns", &s->turns, played);
    distribution_line(out, "decisions", &s->decisions, played);
    if (!s->ncards || !top) return;
    const sim_card **cards = sim_cards_ranked(s);
    if (!cards) return;
    fprintf(out,
            "cards played (out of a hidden zone into play, or with an effect: docs/simulating.md), "
            "the %zu most played:\n",
            top < s->ncards ? top : s->ncards);
    for (size_t i = 0; i < s->ncards && i < top; i++) {
        const sim_card *c = cards[i];
        fprintf(out, "  %-32.32s %6lu games (%3.0f%%), %5.2f times a game; its player won %s\n",
                c->title, c->games, 100.0 * (double)c->games / (double)played,
                c->games ? (double)c->plays / (double)c->games : 0,
                pct(c->wins, c->players, buf, sizeof buf));
    }
    free(cards);
}

/* ---- CSV ----------------------------------------------------------------- */

static void csv_str(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"') fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

/* One row: figure,subject,value,count,games,low,high. */
static void csv_rate(FILE *out, const char *figure, const char *subject, unsigned long k,
                     unsigned long n)
{
    double r, lo, hi;
    sim_wilson(k, n, &r, &lo, &hi);
    fprintf(out, "%s,", figure);
    csv_str(out, subject);
    fprintf(out, ",%.6f,%lu,%lu,%.6f,%.6f\n", r, k, n, lo, hi);
}

static void csv_hist(FILE *out, const char *what, const sim_hist *h, unsigned long games)
{
    double mean;
    unsigned long median, min, max;
    sim_hist_summary(h, &mean, &median, &min, &max);
    fprintf(out,
            "%s_mean,,%.6f,,%lu,,\n%s_median,,%lu,,%lu,,\n%s_min,,%lu,,%lu,,\n%s_max,,%lu,,%lu,,\n",
            what, mean, games, what, median, games, what, min, games, what, max, games);
    for (size_t i = 0; i < h->n; i++)
        fprintf(out, "%s_histogram,%lu,%lu,%lu,%lu,,\n", what, h->b[i].v, h->b[i].n, h->b[i].n,
                games);
}

void sim_stats_csv(const sim_stats *s, FILE *out)
{
    char lab[400], subj[64];
    fprintf(out, "figure,subject,value,count,games,low,high\n");
    for (int p = 0; p < s->nseats; p++) {
        snprintf(subj, sizeof subj, "seat %d", p + 1);
        csv_rate(out, "seat_wins", subj, s->seats[p].wins, s->seats[p].games);
    }
    for (int p = 0; p < s->nseats; p++)
        csv_rate(out, s->study.swap ? "side_wins" : "deck_wins",
                 sim_side_label(s, p, lab, sizeof lab), s->sides[p].wins, s->sides[p].games);
    csv_rate(out, "first_player_wins", "", s->first_won, s->first_known);
    csv_rate(out, "no_winner", "", s->nowinner, s->ended);
    fprintf(out, "errors,,%zu,%zu,%lu,,\n", s->nerrors, s->nerrors, covered(s));
    for (size_t i = 0; i < s->nerrors; i++)
        fprintf(out, "error_seed,%llu,,,,,\n", s->errors[i].seed);
    for (size_t i = 0; i < s->nlines; i++) {
        fprintf(out, "result,");
        csv_str(out, s->lines[i].text);
        fprintf(out, ",%.6f,%lu,%lu,,\n", s->ended ? (double)s->lines[i].n / (double)s->ended : 0,
                s->lines[i].n, s->ended);
    }
    csv_hist(out, "turns", &s->turns, s->ended);
    csv_hist(out, "decisions", &s->decisions, s->ended);
    for (size_t i = 0; i < s->ncards; i++) {
        const sim_card *c = &s->cards[i];
        fprintf(out, "card_games,");
        csv_str(out, c->title);
        fprintf(out, ",%.6f,%lu,%lu,,\n", s->ended ? (double)c->games / (double)s->ended : 0,
                c->games, s->ended);
        fprintf(out, "card_plays,");
        csv_str(out, c->title);
        fprintf(out, ",%.6f,%lu,%lu,,\n", c->games ? (double)c->plays / (double)c->games : 0,
                c->plays, c->games);
        csv_rate(out, "card_player_wins", c->title, c->wins, c->players);
    }
}

/* ---- against a baseline -------------------------------------------------- */

/* Is the difference of two rates significant at 5% (a two-proportion z
 * test)? */
static int rates_differ(unsigned long k1, unsigned long n1, unsigned long k2, unsigned long n2)
{
    if (!n1 || !n2) return 0;
    double p = (double)(k1 + k2) / (double)(n1 + n2);
    double se = sqrt(p * (1 - p) * (1.0 / (double)n1 + 1.0 / (double)n2));
    if (se <= 0) return 0;
    double z = ((double)k1 / (double)n1 - (double)k2 / (double)n2) / se;
    return fabs(z) >= Z95;
}

static void against_rate(FILE *out, const char *what, unsigned long k1, unsigned long n1,
                         unsigned long k2, unsigned long n2)
{
    if (!n1 && !n2) return;
    double a = n1 ? 100.0 * (double)k1 / (double)n1 : 0,
           b = n2 ? 100.0 * (double)k2 / (double)n2 : 0;
    fprintf(out, "  %-44.44s %5.1f%% vs %5.1f%%, %+.1f%s\n", what, a, b, a - b,
            rates_differ(k1, n1, k2, n2) ? " *" : "");
}

static void against_mean(FILE *out, const char *what, const sim_hist *h1, const sim_hist *h2)
{
    double m1, m2;
    unsigned long med, mn, mx;
    unsigned long long n1, n2;
    sim_hist_summary(h1, &m1, &med, &mn, &mx);
    sim_hist_summary(h2, &m2, &med, &mn, &mx);
    double v1 = hist_variance(h1, m1, &n1), v2 = hist_variance(h2, m2, &n2);
    double se = n1 && n2 ? sqrt(v1 / (double)n1 + v2 / (double)n2) : 0;
    int sig = se > 0 && fabs(m1 - m2) / se >= Z95; /* Welch, large samples */
    fprintf(out, "  %-44.44s %6.2f vs %6.2f, %+.2f%s\n", what, m1, m2, m1 - m2, sig ? " *" : "");
}

void sim_stats_against(const sim_stats *s, const sim_stats *base, const char *basename, FILE *out)
{
    char what[200], lab[400];
    fprintf(out,
            "against %s (%lu games): this run, the baseline, the difference; "
            "* marks a difference significant at 5%%\n",
            basename, base->ended);
    int n = s->nseats > base->nseats ? s->nseats : base->nseats;
    for (int p = 0; p < n; p++) {
        snprintf(what, sizeof what, "seat %d win rate", p + 1);
        against_rate(out, what, s->seats[p].wins, s->seats[p].games, base->seats[p].wins,
                     base->seats[p].games);
    }
    for (int p = 0; p < n; p++) {
        snprintf(what, sizeof what, "%s %d %s win rate", s->study.swap ? "side" : "deck", p + 1,
                 sim_side_label(s, p, lab, sizeof lab));
        against_rate(out, what, s->sides[p].wins, s->sides[p].games, base->sides[p].wins,
                     base->sides[p].games);
    }
    against_rate(out, "first player win rate", s->first_won, s->first_known, base->first_won,
                 base->first_known);
    against_rate(out, "no winner", s->nowinner, s->ended, base->nowinner, base->ended);
    against_rate(out, "errors", (unsigned long)s->nerrors, covered(s), (unsigned long)base->nerrors,
                 covered(base));
    against_mean(out, "turns per game (mean)", &s->turns, &base->turns);
    against_mean(out, "decisions per game (mean)", &s->decisions, &base->decisions);
    /* the cards either run played, by games played in this run */
    const sim_card **cards = sim_cards_ranked(s);
    for (size_t i = 0; cards && i < s->ncards; i++) {
        const sim_card *c = cards[i];
        const sim_card *b = NULL;
        for (size_t k = 0; k < base->ncards && !b; k++)
            if (!strcmp(base->cards[k].key, c->key)) b = &base->cards[k];
        snprintf(what, sizeof what, "%s: played in", c->title);
        against_rate(out, what, c->games, s->ended, b ? b->games : 0, base->ended);
        snprintf(what, sizeof what, "%s: its player won", c->title);
        against_rate(out, what, c->wins, c->players, b ? b->wins : 0, b ? b->players : 0);
    }
    free(cards);
    for (size_t k = 0; k < base->ncards; k++) {
        int here = 0;
        for (size_t i = 0; i < s->ncards && !here; i++)
            here = !strcmp(base->cards[k].key, s->cards[i].key);
        if (here) continue;
        snprintf(what, sizeof what, "%s: played in", base->cards[k].title);
        against_rate(out, what, 0, s->ended, base->cards[k].games, base->ended);
    }
}
