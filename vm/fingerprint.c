/* fingerprint: what a game was built from, each file with a fingerprint of
 * its text (cardvm.h, cv_game_fingerprints), so a record can say which files
 * changed since it was played. The fingerprint is 64-bit FNV-1a over the
 * bytes: it tells a changed file from the same one, not a forgery from it. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "sandbox.h"
#include "str.h"

#define FILE_CAP ((size_t)64 << 20) /* the largest file fingerprinted */

static uint64_t fnv1a(const char *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

int cv_file_fingerprint(const char *path, uint64_t *fp)
{
    size_t len;
    const char *why;
    char *text = cv_sandbox_slurp(path, FILE_CAP, &len, &why);
    if (!text) return -1;
    *fp = fnv1a(text, len);
    free(text);
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A growing text of "HEX PATH" lines. */
typedef struct lines {
    char *s;
    size_t n, cap;
    int oom;
} lines;

/* Adds the line "HEX NAME" for 'text' (NULL: unreadable, "-"). */
static void add_text(lines *t, const char *text, size_t len, const char *rel)
{
    char line[80];
    if (text)
        snprintf(line, sizeof line, "%016llx ", (unsigned long long)fnv1a(text, len));
    else
        snprintf(line, sizeof line, "%-16s ", "-");
    size_t need = strlen(line) + strlen(rel) + 2;
    if (t->n + need + 1 > t->cap) {
        size_t cap = (t->cap + need) * 2;
        char *s = realloc(t->s, cap);
        if (!s) {
            t->oom = 1;
            return;
        }
        t->s = s;
        t->cap = cap;
    }
    t->n += (size_t)sprintf(t->s + t->n, "%s%s\n", line, rel);
}

/* Adds the line for file root/rel, named rel. */
static void add(lines *t, const char *root, const char *rel)
{
    char *path = cv_str_fmt("%s/%s", root, rel);
    size_t len = 0;
    const char *why;
    char *text = path ? cv_sandbox_slurp(path, FILE_CAP, &len, &why) : NULL;
    add_text(t, text, len, rel);
    free(text);
    free(path);
}

/* The scripts of ruleset 'rules': every .lua file of scripts/RULES, sorted. */
static void add_scripts(lines *t, const cv_game *g, const char *rules)
{
    char *dir = cv_str_fmt("%s/scripts/%s", g->root, rules);
    DIR *d = dir ? opendir(dir) : NULL;
    free(dir);
    if (!d) return;
    char *names[256];
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d)) && n < 256;) {
        size_t l = strlen(e->d_name);
        if (l < 5 || strcmp(e->d_name + l - 4, ".lua") || e->d_name[0] == '.') continue;
        if (!(names[n] = cv_str_fmt("scripts/%s/%s", rules, e->d_name))) break;
        n++;
    }
    closedir(d);
    if (n) qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; i < n; i++) {
        add(t, g->root, names[i]);
        free(names[i]);
    }
}

/* The card file of every card in the game, each once, sorted. */
static void add_cards(lines *t, const cv_game *g)
{
    const cv_state *s = g->s;
    if (!s || !s->ncards) return;
    const char **keys = malloc(s->ncards * sizeof *keys);
    if (!keys) {
        t->oom = 1;
        return;
    }
    for (size_t i = 0; i < s->ncards; i++)
        keys[i] = s->cards[i].blueprint;
    qsort(keys, s->ncards, sizeof *keys, cmp_str);
    for (size_t i = 0; i < s->ncards; i++) {
        if (i && !strcmp(keys[i], keys[i - 1])) continue;
        char *file = cv_str_fmt("%s.lua", keys[i]);
        char *rel = file ? cv_str_fmt("cards/%s/%s", cv_pool_cards_folder(g->pool, file), file) : NULL;
        free(file);
        if (rel) add(t, g->root, rel);
        free(rel);
    }
    free(keys);
}

char *cv_game_fingerprints(const cv_game *g)
{
    lines t = {0};
    for (size_t k = 0; k < g->pool->nchain; k++) add_scripts(&t, g, g->pool->chain[k]); /* a variant's bases too */
    add_cards(&t, g);
    /* the decks and position as the game read them */
    if (g->position && g->postext) add_text(&t, g->postext, strlen(g->postext), g->position);
    for (int i = 0; i < g->ndecktext; i++)
        if (g->decktext[i] && g->deckname[i])
            add_text(&t, g->decktext[i], strlen(g->decktext[i]), g->deckname[i]);
    if (t.oom) {
        free(t.s);
        return NULL;
    }
    return t.s ? t.s : cv_str_dup("");
}
