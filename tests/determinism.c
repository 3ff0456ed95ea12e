/* determinism: the same record gives the same state, bit for bit, in any
 * process (tests/determinism.sh runs it).
 *
 *   determinism record ROOT RULES SEED FILE   plays a game of RULES with the
 *       seeded random policy of 'auto' (repl/policy.h) to its end, saves its
 *       record to FILE and prints the state hash after every answer;
 *   determinism replay ROOT FILE              loads the record, goes back to
 *       the start and steps through it with redo, printing the hash after
 *       every answer (a replay, checkpoints, undo's rebuilds all take part).
 *
 * Each line printed is "N HASH" (N answers taken, HASH in hex); the script
 * compares the lines of many processes with those of the recording one. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "../repl/policy.h"

#define MAX_ANSWERS 20000 /* a game longer than this is a bug here */

static int usage(void)
{
    fprintf(stderr, "usage: determinism record ROOT RULES SEED FILE\n"
                    "       determinism replay ROOT FILE\n");
    return 2;
}

static void print_hash(const cv_game *g, size_t n)
{
    printf("%zu %016" PRIx64 "\n", n, cv_game_hash(g));
}

static int record(const char *root, const char *rules, const char *seed_text, const char *file)
{
    char err[1024] = "";
    uint64_t seed = strtoull(seed_text, NULL, 10);
    cv_config cfg = {.root = root, .rules = rules, .seed = seed};
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        fprintf(stderr, "determinism: %s\n", err);
        return 1;
    }
    cv_game_set_checkpoints(g, 0);
    uint64_t x = policy_start(seed);
    size_t n = 0;
    print_hash(g, n);
    while (!cv_game_over(g) && n < MAX_ANSWERS) {
        size_t k = cv_game_option_count(g);
        if (cv_game_answer(g, (size_t)(policy_next(&x) % k), err, sizeof err) != CV_OK) {
            fprintf(stderr, "determinism: answer %zu: %s\n", n + 1, err);
            cv_game_free(g);
            return 1;
        }
        print_hash(g, ++n);
    }
    int rc = cv_record_save(g, file, err, sizeof err) == CV_OK ? 0 : 1;
    if (rc) fprintf(stderr, "determinism: %s\n", err);
    cv_game_free(g);
    return rc;
}

static int replay(const char *root, const char *file)
{
    char err[1024] = "";
    cv_game *g = cv_record_load(root, file, NULL, err, sizeof err);
    if (!g) {
        fprintf(stderr, "determinism: %s\n", err);
        return 1;
    }
    size_t n = cv_game_answer_count(g);
    if (cv_game_goto(g, 0, err, sizeof err) != CV_OK) {
        fprintf(stderr, "determinism: goto 0: %s\n", err);
        cv_game_free(g);
        return 1;
    }
    print_hash(g, 0);
    for (size_t i = 1; i <= n; i++) {
        if (cv_game_redo(g, 1, err, sizeof err) != CV_OK) {
            fprintf(stderr, "determinism: redo %zu: %s\n", i, err);
            cv_game_free(g);
            return 1;
        }
        print_hash(g, i);
    }
    cv_game_free(g);
    return 0;
}

int main(int argc, char **argv)
{
    int rc;
    if (argc == 6 && !strcmp(argv[1], "record"))
        rc = record(argv[2], argv[3], argv[4], argv[5]);
    else if (argc == 4 && !strcmp(argv[1], "replay"))
        rc = replay(argv[2], argv[3]);
    else
        return usage();
    cv_release_cache();
    return rc;
}
