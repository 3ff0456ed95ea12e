/* sim: see sim.h. */
#include "sim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"

typedef struct result {
    char *line;
    unsigned long count;
} result;

static int by_count(const void *a, const void *b)
{
    const result *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? 1 : -1;
    return strcmp(x->line, y->line);
}

static int by_value(const void *a, const void *b)
{
    unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;
    return (x > y) - (x < y);
}

/* Counts 'line' among the results; -1 when out of memory. */
static int tally(result **rs, size_t *n, const char *line)
{
    for (size_t i = 0; i < *n; i++)
        if (!strcmp((*rs)[i].line, line)) {
            (*rs)[i].count++;
            return 0;
        }
    result *grown = realloc(*rs, (*n + 1) * sizeof **rs);
    if (!grown) return -1;
    *rs = grown;
    grown[*n].line = strdup(line);
    if (!grown[*n].line) return -1;
    grown[(*n)++].count = 1;
    return 0;
}

int sim_run(cv_config *cfg, unsigned long games, unsigned long cap)
{
    result *rs = NULL;
    size_t nrs = 0;
    unsigned long *lengths = calloc(games ? games : 1, sizeof *lengths), played = 0;
    unsigned long wins[32] = {0}, none = 0;
    char *names[32] = {0};
    int nplayers = 0;
    int status = 0;
    uint64_t first = cfg->seed;
    if (!lengths) return 1;
    for (unsigned long i = 0; i < games; i++) {
        char err[2048];
        cfg->seed = first + i;
        cv_game *g = cv_game_new(cfg, err, sizeof err);
        if (!g) {
            fprintf(stderr, "cardvm: sim: seed %llu: %s\n", (unsigned long long)cfg->seed, err);
            games = i; /* report what was played */
            status = 1;
            break;
        }
        cv_game_set_checkpoints(g, 0); /* a simulation never goes back */
        cv_game_set_hashes(g, 0);      /* nor saves a record */
        uint64_t policy = policy_start(cfg->seed);
        unsigned long n = 0;
        const char *stopped = NULL;
        while (!cv_game_over(g)) {
            if (n == cap) {
                stopped = "the decision cap";
                break;
            }
            size_t count = cv_game_option_count(g);
            if (cv_game_answer(g, (size_t)(policy_next(&policy) % count), err, sizeof err) != CV_OK) {
                stopped = err;
                break;
            }
            n++;
        }
        if (stopped) {
            fprintf(stderr, "cardvm: sim: seed %llu stopped after %lu decisions: %s\n",
                    (unsigned long long)cfg->seed, n, stopped);
            status = 1;
        } else if (tally(&rs, &nrs, cv_game_result(g))) {
            fprintf(stderr, "cardvm: sim: out of memory\n");
            status = 1;
        } else {
            lengths[played++] = n;
            unsigned w = cv_game_winners(g);
            if (!w) none++;
            for (int p = 0; p < cv_game_player_count(g) && p < 32; p++) {
                if (w >> p & 1u) wins[p]++;
                if (!names[p]) names[p] = strdup(cv_game_player_name(g, p));
            }
            if (cv_game_player_count(g) > nplayers) nplayers = cv_game_player_count(g);
        }
        cv_game_free(g);
    }
    cfg->seed = first;
    if (games == 0) { /* the first game could not start */
        free(lengths);
        return status;
    }
    printf("sim: %lu game%s of %s, seeds %llu..%llu, answered by the random policy of 'auto'\n",
           games, games == 1 ? "" : "s", cfg->rules, (unsigned long long)first,
           (unsigned long long)(first + (games ? games - 1 : 0)));
    if (played) {
        printf("wins:");
        for (int p = 0; p < nplayers && p < 32; p++)
            printf("%s seat %d %s %lu (%.1f%%)", p ? "," : "", p + 1, names[p] ? names[p] : "?",
                   wins[p], 100.0 * (double)wins[p] / (double)played);
        if (none) printf(", no winner %lu", none);
        printf("\n");
    }
    for (int p = 0; p < 32; p++)
        free(names[p]);
    if (nrs) qsort(rs, nrs, sizeof *rs, by_count);
    for (size_t i = 0; i < nrs; i++) {
        printf("%7lu  %5.1f%%  %s\n", rs[i].count, 100.0 * (double)rs[i].count / (double)played,
               rs[i].line);
        free(rs[i].line);
    }
    free(rs);
    if (played) {
        if (played) qsort(lengths, played, sizeof *lengths, by_value);
        printf("decisions per game: median %lu, min %lu, max %lu\n", lengths[(played - 1) / 2],
               lengths[0], lengths[played - 1]);
    }
    if (played < games) printf("%lu game%s did not finish (see above)\n", games - played,
                               games - played == 1 ? "" : "s");
    free(lengths);
    return status;
}
