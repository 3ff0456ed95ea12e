/* bench: the kernel's speed and memory, as `make bench` prints them. Every
 * figure is the median of several runs with its spread (min..max); nothing
 * is asserted (performance is measured, never tested). One process, one
 * core: the figures are what one core of the machine gives.
 *
 *   build/bench [--runs N] [--games N] [--long DECK DECK DECK DECK]
 *
 * The long game (undo and replay at 1,000 decisions) is Doomtrooper for
 * four players with the given decks (tests/bench.sh makes decks twice the
 * usual size) and a goal of 50 Promotion Points. */
#include <lauxlib.h>
#include <malloc.h>
#include <lua.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "cardvm.h"
#include "game.h"
#include "pool.h"
#include "sandbox.h"

#define MAXRUNS 64

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Prints one figure: the median of v[0..n) with its spread. */
static void figure(const char *what, double *v, int n, const char *unit, const char *target)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    printf("  %-52s %12.4g %-10s [%.4g .. %.4g]%s%s\n", what, v[(n - 1) / 2], unit, v[0], v[n - 1],
           target ? "   target " : "", target ? target : "");
}

static cv_game *start(const char *rules, uint64_t seed, const char **decks, int ndecks,
                      const char **options, int noptions)
{
    cv_config cfg = {.root = ".",
                     .rules = rules,
                     .seed = seed,
                     .decks = decks,
                     .ndecks = ndecks,
                     .options = options,
                     .noptions = noptions};
    char err[2048];
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        fprintf(stderr, "bench: %s: %s\n", rules, err);
        exit(1);
    }
    return g;
}

/* The random policy of `sim` and `auto` (repl/policy.h). */
static uint64_t policy_next(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Plays a game to its end (or n answers); returns the answers given. */
static size_t play(cv_game *g, uint64_t seed, size_t n)
{
    uint64_t x = seed ^ 0x5eed5eed5eed5eedULL;
    size_t k = 0;
    char err[1024];
    while (k < n && !cv_game_over(g)) {
        size_t count = cv_game_option_count(g);
        if (cv_game_answer(g, (size_t)(policy_next(&x) % count), err, sizeof err) != CV_OK) {
            fprintf(stderr, "bench: answer %zu: %s\n", k + 1, err);
            exit(1);
        }
        k++;
    }
    return k;
}

/* Decisions per second end to end and play only, and games per second:
 * 'games' games from seeds 1.. per run, as `cardvm sim` plays them. */
static void playouts(const char *rules, int runs, int games)
{
    double e2e[MAXRUNS], only[MAXRUNS], gps[MAXRUNS];
    size_t decisions = 0;
    for (int r = 0; r < runs; r++) {
        double t0 = now(), in_play = 0;
        decisions = 0;
        for (int i = 0; i < games; i++) {
            cv_game *g = start(rules, (uint64_t)i + 1, NULL, 0, NULL, 0);
            cv_game_set_checkpoints(g, 0);
            cv_game_set_hashes(g, 0);
            double p0 = now();
            decisions += play(g, (uint64_t)i + 1, (size_t)-1);
            in_play += now() - p0;
            cv_game_free(g);
        }
        double t = now() - t0;
        e2e[r] = (double)decisions / t;
        only[r] = (double)decisions / in_play;
        gps[r] = games / t;
    }
    printf("%s: %d games a run, %zu decisions asked (%.0f a game), %d runs\n", rules, games,
           decisions, (double)decisions / games, runs);
    figure("decisions asked per second, end to end", e2e, runs, "/s", ">= 50,000");
    figure("decisions asked per second, play only", only, runs, "/s", NULL);
    figure("games per second", gps, runs, "/s", NULL);
}

/* The same playouts with every step counted (the count hook always on), as
 * they are (answers watched: sandbox.h, cv_sandbox_arm_watched) and without
 * any budget: the budget's cost, as ratios. */
static void budget_cost(const char *rules, int runs, int games)
{
    double counted[MAXRUNS], watched[MAXRUNS];
    for (int r = 0; r < runs; r++) {
        double t[3];
        for (int mode = 0; mode < 3; mode++) { /* counted, watched, none */
            cv_sandbox_watching(mode != 0, 0, 0);
            cv_sandbox_measure_without_budgets(mode == 2);
            double t0 = now();
            for (int i = 0; i < games; i++) {
                cv_game *g = start(rules, (uint64_t)i + 1, NULL, 0, NULL, 0);
                cv_game_set_checkpoints(g, 0);
                cv_game_set_hashes(g, 0);
                play(g, (uint64_t)i + 1, (size_t)-1);
                cv_game_free(g);
            }
            t[mode] = now() - t0;
        }
        counted[r] = t[0] / t[2];
        watched[r] = t[1] / t[2];
    }
    cv_sandbox_watching(1, 0, 0);
    cv_sandbox_measure_without_budgets(0);
    figure("time with every step counted / without budgets", counted, runs, "x", NULL);
    figure("time with answers watched (as played) / without", watched, runs, "x", NULL);
}

/* Set-up of one game (the pool loaded already), and loading the pool. */
static void setup_and_load(const char *rules, int runs)
{
    double setup[MAXRUNS], load[MAXRUNS];
    for (int r = 0; r < runs; r++) {
        int n = 50;
        double t0 = now();
        for (int i = 0; i < n; i++)
            cv_game_free(start(rules, (uint64_t)i + 1, NULL, 0, NULL, 0));
        setup[r] = (now() - t0) / n * 1e3;
        char err[1024];
        t0 = now();
        cv_pool *p = cv_pool_open(".", rules, 1, err, sizeof err);
        load[r] = (now() - t0) * 1e3;
        if (!p) {
            fprintf(stderr, "bench: %s\n", err);
            exit(1);
        }
        cv_pool_close(p);
    }
    figure("set-up of one game (pool loaded)", setup, runs, "ms", "< 0.5 ms");
    figure("loading the ruleset and card pool", load, runs, "ms", "< 20 ms");
}

/* One ability offered (K.actions_for) and used (K.run_ability), as a ratio
 * to a bare lua_pcall of an empty Lua function, both with budgets on, in
 * the same Lua state. */
static void dispatch(int runs)
{
    /* every use counts as a step of the same turn (a loop, past loop_limit) */
    static const char *options[] = {"loop_limit=10000000"};
    cv_config cfg = {
        .root = "tests/fixtures", .rules = "bench", .seed = 1, .options = options, .noptions = 1};
    char err[1024];
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) {
        fprintf(stderr, "bench: %s\n", err);
        exit(1);
    }
    lua_State *L = cv_game_enter(g);
    const char *src = "local K = ... return function() end, function()\n"
                      "  local ctx = { word = 'main', player = 1 }\n"
                      "  local a = K.actions_for('main', 1, ctx)[1]\n"
                      "  K.run_ability(a.card, a.ability, ctx)\n"
                      "end\n";
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.G");
    cv_sandbox_env(L, -1, 0);
    lua_remove(L, -2);
    if (cv_sandbox_load(L, src, strlen(src), "=bench", -1) != LUA_OK) {
        fprintf(stderr, "bench: %s\n", lua_tostring(L, -1));
        exit(1);
    }
    lua_remove(L, -2); /* the env */
    lua_getfield(L, LUA_REGISTRYINDEX, "cv.K");
    lua_call(L, 1, 2);
    int empty = lua_gettop(L) - 1, use = empty + 1;
    double ratio[MAXRUNS], ns[MAXRUNS];
    const int n = 20000;
    for (int r = 0; r < runs; r++) {
        double t[2];
        for (int which = 0; which < 2; which++) {
            double t0 = now();
            for (int i = 0; i < n; i++) {
                lua_pushvalue(L, which ? use : empty);
                if (cv_sandbox_pcall(L, 0, 0) != LUA_OK) {
                    fprintf(stderr, "bench: %s\n", lua_tostring(L, -1));
                    exit(1);
                }
            }
            t[which] = now() - t0;
        }
        ratio[r] = t[1] / t[0];
        ns[r] = t[1] / n * 1e9;
    }
    lua_settop(L, empty - 1);
    figure("one ability offered and used", ns, runs, "ns", NULL);
    figure("  the same / a bare lua_pcall of an empty function", ratio, runs, "x", "<= 5x");
    cv_game_free(g);
}

/* Undo of one answer, and a replay of the whole game from its record, at
 * n decisions into the long game. */
static void undo_and_replay(const char **decks, int runs)
{
    static const char *options[] = {"deck_rules=casual", "goal=50"};
    cv_game *g = start("doomtrooper", 2, decks, 4, options, 2);
    size_t total = play(g, 2, 1200);
    size_t *answers = malloc(total * sizeof *answers);
    for (size_t k = 0; k < total; k++)
        answers[k] = cv_game_answer_at(g, k);
    printf("long game: Doomtrooper, 4 players, double decks, goal 50: %zu decisions played\n",
           total);
    static const size_t at[] = {100, 1000};
    char err[1024];
    for (size_t a = 0; a < 2; a++) {
        size_t n = at[a];
        if (n > total) continue;
        double undo[MAXRUNS], replay[MAXRUNS];
        for (int r = 0; r < runs; r++) {
            if (cv_game_goto(g, n, err, sizeof err) != CV_OK) exit(1);
            double t0 = now();
            if (cv_game_undo(g, 1, err, sizeof err) != CV_OK) exit(1);
            undo[r] = (now() - t0) * 1e3;
            cv_game *h = start("doomtrooper", 2, decks, 4, options, 2);
            cv_game_set_checkpoints(h, 0);
            t0 = now();
            if (cv_game_replay(h, answers, NULL, n, n, NULL, err, sizeof err) != CV_OK) {
                fprintf(stderr, "bench: replay: %s\n", err);
                exit(1);
            }
            replay[r] = (now() - t0) * 1e3;
            cv_game_free(h);
        }
        char what[96];
        snprintf(what, sizeof what, "undo of one answer at decision %zu", n);
        figure(what, undo, runs, "ms", "< 2 ms");
        snprintf(what, sizeof what, "replay of the whole game to decision %zu", n);
        figure(what, replay, runs, "ms", n >= 1000 ? "< 20 ms" : NULL);
    }
    free(answers);
    cv_game_free(g);
}

/* Bytes of C heap in use (glibc's count), less the part of Lua's
 * small-block slabs no block uses. */
static double heap_bytes(void)
{
    struct mallinfo2 m = mallinfo2();
    return (double)m.uordblks - (double)cv_alloc_slab_idle();
}

/* Memory per game: C heap (the game's state, its history and checkpoints)
 * and Lua heap (its thread and table), for the first game (the ruleset and
 * card pool loaded with it) and each additional one, 40 games alive at
 * once, each played 60 answers. */
static void memory(const char *rules)
{
    enum { N = 40 };
    cv_release_cache();
    double c0 = heap_bytes();
    cv_game *games[N];
    games[0] = start(rules, 1, NULL, 0, NULL, 0);
    play(games[0], 1, 60);
    lua_gc(games[0]->pool->sb.L, LUA_GCCOLLECT);
    double c1 = heap_bytes();
    size_t lua1 = games[0]->pool->sb.mem;
    for (int i = 1; i < N; i++) {
        games[i] = start(rules, (uint64_t)i + 1, NULL, 0, NULL, 0);
        play(games[i], (uint64_t)i + 1, 60);
    }
    lua_gc(games[0]->pool->sb.L, LUA_GCCOLLECT);
    double cn = heap_bytes();
    size_t luan = games[0]->pool->sb.mem;
    double lua_each = ((double)luan - (double)lua1) / (N - 1);
    double c_each = (cn - c1 - ((double)luan - (double)lua1)) / (N - 1);
    printf("  %-52s %12.2f MiB (of which Lua %.2f MiB)\n", "the ruleset, card pool and first game",
           (c1 - c0) / (1 << 20), (double)lua1 / (1 << 20));
    printf("  %-52s %12.1f KiB (state, history, checkpoints %.1f KiB; Lua %.1f KiB)   target < 1 MiB\n",
           "each additional game, 60 answers in", (c_each + lua_each) / 1024, c_each / 1024,
           lua_each / 1024);
    for (int i = 0; i < N; i++)
        cv_game_free(games[i]);
}

int main(int argc, char **argv)
{
    int runs = 7, games = 30;
    const char *longdecks[4] = {NULL};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--runs") && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--games") && i + 1 < argc)
            games = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--long") && i + 4 < argc)
            for (int k = 0; k < 4; k++)
                longdecks[k] = argv[++i];
        else {
            fprintf(stderr, "usage: bench [--runs N] [--games N] [--long D1 D2 D3 D4]\n");
            return 2;
        }
    }
    if (runs < 1) runs = 1;
    if (runs > MAXRUNS) runs = MAXRUNS;
    printf("cardvm bench: median [min .. max] of %d runs, one core\n", runs);
    playouts("halo", runs, games);
    budget_cost("halo", runs, games / 3 > 0 ? games / 3 : 1);
    playouts("doomtrooper", runs, games / 3 > 0 ? games / 3 : 1);
    printf("set-up and loading:\n");
    setup_and_load("halo", runs);
    setup_and_load("doomtrooper", runs);
    printf("ability dispatch:\n");
    dispatch(runs);
    if (longdecks[0]) undo_and_replay(longdecks, runs);
    printf("memory (Halo):\n");
    memory("halo");
    cv_release_cache();
    return 0;
}
