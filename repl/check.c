/* check: `cardvm check`, card files and decks checked as a game loads them.
 *
 * The kernel and the ruleset do the checking (vm/pool.c refuses a card file
 * that does not load or that K.check_card or R.check_card refuses); this
 * file finds the line a refusal is about, by reading the card file's tokens
 * (the ability it names, the field or name it quotes), adds what a single
 * card cannot say (two files with the same title and subtitle) and plays
 * each deck's set-up against itself, so the ruleset's deck rules judge it. */
#include "check.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cardvm.h"
#include "cvlex.h"

/* ---- the run ------------------------------------------------------------------ */

typedef struct list {
    char **v;
    size_t n;
} list;

static void list_add(list *l, const char *s)
{
    char **nv = realloc(l->v, (l->n + 1) * sizeof *nv);
    if (!nv) return;
    l->v = nv;
    if ((nv[l->n] = strdup(s))) l->n++;
}

static void list_free(list *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    l->v = NULL;
    l->n = 0;
}

static void collect(const char *msg, void *ud)
{
    list_add(ud, msg);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files of 'dir' ending in 'ext', sorted. */
static void files_in(const char *dir, const char *ext, list *out)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    size_t el = strlen(ext);
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (e->d_name[0] == '.' || l <= el || strcmp(e->d_name + l - el, ext)) continue;
        list_add(out, e->d_name);
    }
    closedir(d);
    if (out->n) qsort(out->v, out->n, sizeof *out->v, cmp_str);
}

static int is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int is_file(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static int ends_with(const char *s, const char *end)
{
    size_t a = strlen(s), b = strlen(end);
    return a >= b && !strcmp(s + a - b, end);
}

typedef struct checker {
    const char *root;  /* --root, or NULL: the path's, else the default */
    const char *rules; /* --rules, or NULL: the path's */
    const char *dflt;  /* the root found from the binary */
    size_t cards, decks, errors, warnings;
    char *lib;         /* "\nname\n...\n": what a card may call as rules.NAME, or NULL */
} checker;

/* The names of the ruleset's card library (what 'rules' holds), as
 * "\nname\nname\n", from a game of its default decks; NULL when no game
 * starts (the pool's own refusals say why). */
static char *library_names(const char *root, const char *rules)
{
    cv_config cfg = {.root = root, .rules = rules, .seed = 1};
    char err[512];
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) return NULL;
    char *out = NULL;
    cv_game_query(g,
                  "local t = {} for k in pairs(rules) do t[#t + 1] = tostring(k) end "
                  "return '\\n' .. table.concat(t, '\\n') .. '\\n'",
                  &out, err, sizeof err);
    cv_game_free(g);
    return out;
}

/* Every rules.NAME a card file calls or reads that the library lacks: an
 * error each, at its line (a misspelled helper would fail only when the
 * ability runs). */
static void check_calls(checker *c, const cv_lexed *lx, const char *shown, const char *game)
{
    if (!c->lib) return;
    for (size_t i = 0; i + 2 < lx->n; i++) {
        if (!cv_lex_is(&lx->t[i], 'n', "rules") || !cv_lex_is(&lx->t[i + 1], 'p', ".") ||
            lx->t[i + 2].kind != 'n')
            continue;
        if (i > 0 && (cv_lex_is(&lx->t[i - 1], 'p', ".") || cv_lex_is(&lx->t[i - 1], 'p', ":"))) continue;
        char want[160];
        snprintf(want, sizeof want, "\n%.*s\n", (int)lx->t[i + 2].n, lx->t[i + 2].s);
        if (strstr(c->lib, want)) continue;
        c->errors++;
        printf("%s:%d: rules.%.*s is not in the %s card library (docs/%s/cards.md)\n", shown,
               lx->t[i + 2].line, (int)lx->t[i + 2].n, lx->t[i + 2].s, game, game);
    }
}

/* Where a path sits: the game of "…cards/<game>/…" into game and the
 * directory above "cards/" into root ("." when none); 0 when the path names
 * no game. */
static int path_game(const char *path, char *game, size_t glen, char *root, size_t rlen)
{
    const char *hit = NULL;
    for (const char *p = path; (p = strstr(p, "cards/")); p++)
        if (p == path || p[-1] == '/') hit = p;
    if (!hit) return 0;
    const char *g = hit + 6, *end = strchr(g, '/');
    size_t n = end ? (size_t)(end - g) : strlen(g);
    if (!n || n >= glen) return 0;
    snprintf(game, glen, "%.*s", (int)n, g);
    if (hit == path)
        snprintf(root, rlen, ".");
    else
        snprintf(root, rlen, "%.*s", (int)(hit - path - 1), path);
    return 1;
}

/* Reports a refusal 'msg' of the pool (cards/<game>/FILE...) about card
 * file 'shown' (how the user named it), read from 'real'. */
static void report_card(checker *c, const char *msg, const char *rel, const char *shown,
                        const char *real)
{
    const char *rest = msg + strlen(rel);
    c->errors++;
    if (rest[0] == ':' && isdigit((unsigned char)rest[1])) { /* the line is named */
        const char *after = rest + 1 + strspn(rest + 1, "0123456789");
        if (!strncmp(after, ": refused: ", 11))
            printf("%s%.*s: %s\n", shown, (int)(after - rest), rest, after + 11);
        else
            printf("%s%s\n", shown, rest);
        return;
    }
    if (!strncmp(rest, ": ", 2)) rest += 2;
    if (!strncmp(rest, "refused: ", 9)) rest += 9;
    cv_lexed lx;
    int line = 1;
    if (cv_lex(real, &lx) == 0) {
        line = cv_lex_locate(&lx, rest);
        cv_lexed_free(&lx);
    }
    printf("%s:%d: %s\n", shown, line, rest);
}

/* Checks card file 'name' (in cards/<game>/) of the pool whose refusals
 * are 'warn', shown as 'shown'. */
static void check_card(checker *c, const list *warn, const char *root, const char *game,
                       const char *name, const char *shown)
{
    char rel[1024], real[2048];
    snprintf(rel, sizeof rel, "cards/%s/%s", game, name);
    snprintf(real, sizeof real, "%s/%s", root, rel);
    size_t rl = strlen(rel);
    c->cards++;
    int refused = 0;
    for (size_t i = 0; i < warn->n; i++)
        if (!strncmp(warn->v[i], rel, rl) && (warn->v[i][rl] == ':')) {
            report_card(c, warn->v[i], rel, shown, real);
            refused = 1;
        }
    cv_lexed lx;
    if (!refused && cv_lex(real, &lx) == 0) {
        check_calls(c, &lx, shown, game);
        cv_lexed_free(&lx);
    }
}

/* The line of deck 'path' that names card 'key', or 1. */
static int deck_line(const char *path, const char *key)
{
    FILE *f = fopen(path, "r");
    if (!f) return 1;
    char buf[1024];
    int line = 0, found = 0;
    size_t kl = strlen(key);
    while (!found && fgets(buf, sizeof buf, f)) {
        line++;
        char *w = buf + strspn(buf, " \t0123456789");
        if (kl && !strncmp(w, key, kl) && !(isalnum((unsigned char)w[kl]) || w[kl] == '_'))
            found = line;
    }
    fclose(f);
    return found ? found : 1;
}

/* Checks deck 'path' through the ruleset's deck rules: a game of it
 * against itself is set up. */
static void check_deck(checker *c, const char *root, const char *game, const char *path)
{
    const char *decks[2] = {path, path};
    cv_config cfg = {.root = root, .rules = game, .decks = decks, .ndecks = 2, .seed = 1};
    char err[4096];
    c->decks++;
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    size_t pl = strlen(path);
    if (!g) {
        c->errors++;
        int refused = strstr(err, "refused while loading") != NULL;
        err[strcspn(err, "\n")] = '\0';
        char *w = strstr(err, " (while: ");
        if (w) *w = '\0';
        if (!strncmp(err, path, pl) && err[pl] == ':' && isdigit((unsigned char)err[pl + 1])) {
            printf("%s\n", err);
            return;
        }
        const char *msg =
            !strncmp(err, path, pl) && !strncmp(err + pl, ": ", 2) ? err + pl + 2 : err;
        char key[128] = "";
        const char *q = strchr(msg, '\'');
        const char *e = q ? strchr(q + 1, '\'') : NULL;
        if (e && (size_t)(e - q - 1) < sizeof key)
            snprintf(key, sizeof key, "%.*s", (int)(e - q - 1), q + 1);
        printf("%s:%d: %s%s\n", path, deck_line(path, key), msg,
               refused ? " (its refused cards left out)" : "");
        return;
    }
    for (size_t i = 0; i < cv_game_warning_count(g); i++) {
        const char *w = cv_game_warning(g, i);
        if (!strncmp(w, path, pl)) {
            c->errors++;
            printf("%s\n", w);
        }
    }
    cv_game_free(g);
}

/* Two card files of 'dir' with the same title and subtitle: a warning. */
static void check_titles(checker *c, const char *dir, const char *shown, const list *files)
{
    char **keys = calloc(files->n + 1, sizeof *keys);
    char **where = calloc(files->n + 1, sizeof *where);
    for (size_t i = 0; keys && where && i < files->n; i++) {
        char path[4096], title[256], sub[256], key[600];
        snprintf(path, sizeof path, "%s/%s", dir, files->v[i]);
        cv_lexed lx;
        if (cv_lex(path, &lx)) continue;
        int line = cv_lex_field_string(&lx, "title", title, sizeof title);
        cv_lex_field_string(&lx, "subtitle", sub, sizeof sub);
        cv_lexed_free(&lx);
        if (!line) continue;
        snprintf(key, sizeof key, "%s%s%s", title, sub[0] ? ", " : "", sub);
        snprintf(path, sizeof path, "%s/%s:%d", shown, files->v[i], line);
        size_t k = 0;
        while (keys[k] && strcmp(keys[k], key))
            k++;
        if (keys[k]) {
            c->warnings++;
            printf("%s: warning: duplicate title '%s' (also %s)\n", path, key, where[k]);
        } else {
            keys[k] = strdup(key);
            where[k] = strdup(path);
        }
    }
    for (size_t i = 0; keys && where && keys[i]; i++) {
        free(keys[i]);
        free(where[i]);
    }
    free(keys);
    free(where);
}

/* Checks one PATH. */
static void check_path(checker *c, const char *path)
{
    char game[128], proot[2048], shown[2048];
    const char *root = c->root, *rules = c->rules;
    int named = path_game(path, game, sizeof game, proot, sizeof proot);
    if (!rules && named) rules = game;
    if (!rules) {
        c->errors++;
        printf("%s: which game? the path is not under cards/<game>/: give --rules\n", path);
        return;
    }
    if (!root) {
        char probe[2200];
        snprintf(probe, sizeof probe, "%s/scripts/%s/rules.lua", proot, rules);
        root = named && is_file(probe) ? proot : c->dflt;
    }
    snprintf(shown, sizeof shown, "%s", path);
    while (strlen(shown) > 1 && shown[strlen(shown) - 1] == '/')
        shown[strlen(shown) - 1] = '\0';

    if (!is_dir(path) && !is_file(path)) {
        c->errors++;
        printf("%s: no such file or directory\n", path);
        return;
    }
    if (is_file(path) && ends_with(path, ".deck")) {
        check_deck(c, root, rules, shown);
        return;
    }
    list warn = {0};
    char err[2048];
    if (cv_rules_warnings(root, rules, collect, &warn, err, sizeof err) != CV_OK) {
        c->errors++;
        printf("%s: the ruleset '%s' does not load: %s\n", shown, rules, err);
        return;
    }
    free(c->lib);
    c->lib = library_names(root, rules);
    /* refusals that are no card file's (a library the rules could not
     * make read-only) */
    char prefix[300];
    snprintf(prefix, sizeof prefix, "cards/%s/", rules);
    if (is_file(path)) {
        const char *base = strrchr(shown, '/');
        base = base ? base + 1 : shown;
        char real[4400];
        snprintf(real, sizeof real, "%s/cards/%s/%s", root, rules, base);
        if (!ends_with(base, ".lua") || !is_file(real)) {
            c->errors++;
            printf("%s: not a card file of %s/cards/%s (give --root)\n", shown, root, rules);
        } else {
            check_card(c, &warn, root, rules, base, shown);
        }
        list_free(&warn);
        return;
    }
    for (size_t i = 0; i < warn.n; i++)
        if (strncmp(warn.v[i], prefix, strlen(prefix))) {
            c->warnings++;
            printf("%s: warning: %s\n", shown, warn.v[i]);
        }
    char dir[2300];
    snprintf(dir, sizeof dir, "%s/cards/%s", root, rules);
    list files = {0};
    files_in(dir, ".lua", &files);
    for (size_t i = 0; i < files.n; i++) {
        char file[2400];
        snprintf(file, sizeof file, "%s/%s", shown, files.v[i]);
        check_card(c, &warn, root, rules, files.v[i], file);
    }
    check_titles(c, dir, shown, &files);
    list_free(&files);
    list_free(&warn);

    char ddir[2400];
    snprintf(ddir, sizeof ddir, "%s/decks", dir);
    list decks = {0};
    files_in(ddir, ".deck", &decks);
    for (size_t i = 0; i < decks.n; i++) {
        char file[2600];
        snprintf(file, sizeof file, "%s/decks/%s", shown, decks.v[i]);
        check_deck(c, root, rules, file);
    }
    list_free(&decks);
}

int check_run(const char *root, int argc, char **argv)
{
    checker c = {.dflt = root};
    list paths = {0};
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--root") && i + 1 < argc) {
            c.root = argv[++i];
        } else if (!strcmp(a, "--rules") && i + 1 < argc) {
            c.rules = argv[++i];
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            printf("usage: cardvm check [--root DIR] [--rules NAME] [PATH...]\n"
                   "  checks card directories (cards/<game>), card files and deck files;\n"
                   "  no PATH: every game under the root\n");
            list_free(&paths);
            return 0;
        } else if (!strncmp(a, "--", 2)) {
            fprintf(stderr, "cardvm: check: unknown option '%s' (see cardvm check --help)\n", a);
            list_free(&paths);
            return 2;
        } else {
            list_add(&paths, a);
        }
    }
    if (!paths.n) { /* every game with cards and a ruleset under the root */
        const char *r = c.root ? c.root : root;
        char dir[2048];
        snprintf(dir, sizeof dir, "%s/cards", r);
        DIR *d = opendir(dir);
        struct dirent *e;
        while (d && (e = readdir(d))) {
            char probe[2400];
            snprintf(probe, sizeof probe, "%s/scripts/%s/rules.lua", r, e->d_name);
            if (e->d_name[0] != '.' && is_file(probe)) {
                snprintf(probe, sizeof probe, "%s/cards/%s", r, e->d_name);
                list_add(&paths, probe);
            }
        }
        if (d) closedir(d);
        if (paths.n) qsort(paths.v, paths.n, sizeof *paths.v, cmp_str);
    }
    for (size_t i = 0; i < paths.n; i++)
        check_path(&c, paths.v[i]);
    list_free(&paths);
    free(c.lib);
    cv_release_cache();
    printf("check: %zu card%s, %zu deck%s, %zu error%s", c.cards, c.cards == 1 ? "" : "s", c.decks,
           c.decks == 1 ? "" : "s", c.errors, c.errors == 1 ? "" : "s");
    if (c.warnings) printf(", %zu warning%s", c.warnings, c.warnings == 1 ? "" : "s");
    printf("\n");
    return c.errors ? 1 : 0;
}
