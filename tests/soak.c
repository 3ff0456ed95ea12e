/* soak: many seeded random games of one ruleset over its whole card pool,
 * checking after every answer what must always hold (tests/soak.sh runs it
 * for every game).
 *
 *   soak ROOT RULES GAMES [FIRST_SEED]
 *
 * The decks are the .deck files of tests/soak/RULES (between them every card of the
 * pool), paired differently from game to game, with deck_rules=casual; the
 * answers come from the seeded random policy of 'auto' (repl/policy.h), so
 * a failure is replayed by its seed. Checked after every answer (and at the
 * start):
 *   - the kernel's invariants (cv_state_check: each card in exactly one zone,
 *     links to cards that exist, a pending decision with options and a seat);
 *   - the ruleset's own, lib.invariants() (no pool below zero, ...), which
 *     must return nil;
 *   - no answer refused (a script error in a real card is a bug), and the
 *     game ends within MAX_ANSWERS answers.
 * Prints one line per failure, naming the seed, the decks and the answer,
 * then "soak RULES: N games, N answers, N failed"; exits 1 on any failure. */
#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "game.h"
#include "state.h"
#include "../repl/policy.h"

#define MAX_ANSWERS 20000
#define MAX_DECKS 32

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The soak decks of 'rules', sorted; returns how many. */
static int soak_decks(const char *rules, char **decks)
{
    char dir[512];
    snprintf(dir, sizeof dir, "tests/soak/%s", rules);
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) && n < MAX_DECKS;) {
        size_t l = strlen(e->d_name);
        if (l < 6 || strcmp(e->d_name + l - 5, ".deck")) continue;
        size_t len = strlen(dir) + l + 2;
        decks[n] = malloc(len);
        if (!decks[n]) break;
        snprintf(decks[n++], len, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    qsort(decks, (size_t)n, sizeof *decks, cmp_str);
    return n;
}

/* What is broken in g now (the kernel's or the ruleset's invariants), into
 * why; 0 when nothing. */
static int broken(cv_game *g, char *why, size_t len)
{
    if (cv_state_check(g->s, why, len)) return 1;
    char *text = NULL;
    char err[512] = "";
    int rc = cv_game_query(g, "return rules.invariants and rules.invariants() or nil", &text, err,
                           sizeof err);
    int bad = 0;
    if (rc != CV_OK) {
        snprintf(why, len, "lib.invariants() failed: %s", err);
        bad = 1;
    } else if (text && strcmp(text, "nil") && text[0]) {
        snprintf(why, len, "%s", text);
        bad = 1;
    }
    free(text);
    return bad;
}

/* Plays one game; returns its answers, or -1 after printing a failure. */
static long play(const char *root, const char *rules, uint64_t seed, const char *a, const char *b)
{
    const char *decks[] = {a, b};
    const char *options[] = {"deck_rules=casual"};
    cv_config cfg = {.root = root, .rules = rules, .seed = seed, .decks = decks, .ndecks = 2,
                     .options = options, .noptions = 1};
    char err[1024] = "", why[1024] = "";
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        printf("not ok - soak %s seed %" PRIu64 " (%s vs %s): the game does not start: %s\n", rules,
               seed, a, b, err);
        return -1;
    }
    cv_game_set_checkpoints(g, 0);
    cv_game_set_hashes(g, 0);
    uint64_t x = policy_start(seed);
    long n = 0;
    const char *fault = NULL;
    if (broken(g, why, sizeof why)) fault = why;
    while (!fault && !cv_game_over(g)) {
        if (n >= MAX_ANSWERS) {
            snprintf(why, sizeof why, "no end after %d answers", MAX_ANSWERS);
            fault = why;
            break;
        }
        size_t k = cv_game_option_count(g);
        if (cv_game_answer(g, (size_t)(policy_next(&x) % k), err, sizeof err) != CV_OK) {
            snprintf(why, sizeof why, "the answer was refused: %.900s", err);
            fault = why;
            break;
        }
        n++;
        if (broken(g, why, sizeof why)) fault = why;
    }
    if (fault)
        printf("not ok - soak %s seed %" PRIu64 " (%s vs %s), after answer %ld: %s\n", rules, seed,
               a, b, n, fault);
    cv_game_free(g);
    return fault ? -1 : n;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: soak ROOT RULES GAMES [FIRST_SEED]\n");
        return 2;
    }
    const char *root = argv[1], *rules = argv[2];
    long games = atol(argv[3]);
    uint64_t first = argc > 4 ? strtoull(argv[4], NULL, 10) : 1;
    char *decks[MAX_DECKS];
    int nd = soak_decks(rules, decks);
    if (nd < 1) {
        fprintf(stderr, "soak: no decks in tests/soak/%s\n", rules);
        return 2;
    }
    long failed = 0, answers = 0;
    for (long i = 0; i < games; i++) {
        uint64_t seed = first + (uint64_t)i;
        /* every ordered pair of decks in turn, mirrors included */
        const char *a = decks[seed % (uint64_t)nd], *b = decks[(seed / (uint64_t)nd) % (uint64_t)nd];
        long n = play(root, rules, seed, a, b);
        if (n < 0)
            failed++;
        else
            answers += n;
    }
    printf("soak %s: %ld games, %ld answers, %ld failed\n", rules, games, answers, failed);
    for (int i = 0; i < nd; i++)
        free(decks[i]);
    cv_release_cache();
    return failed ? 1 : 0;
}
