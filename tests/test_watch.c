/* test_watch: watched steps (sandbox.h, cv_sandbox_arm_watched). An answer
 * runs without the count hook under a watchdog; a step the watchdog stops
 * runs again, counted, from the state before it. Whether a step is watched,
 * stopped or counted must never show in the game: these tests make the
 * watchdog stop nearly every answer and require the very states of a game
 * counted throughout, and the budget's own message for a runaway card. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "game.h"
#include "pool.h"
#include "sandbox.h"
#include "support.h"

#define ANSWERS 250

/* What one game gave: the hash after each answer, and the stops. */
typedef struct line {
    uint64_t hash[ANSWERS];
    size_t log[ANSWERS];
    size_t n;
    unsigned long stops;   /* answers the watchdog stopped */
    unsigned long watched; /* answers run watched */
} line;

/* Plays 'rules' (default decks) with 'seed', answering option (7k + 3) mod
 * n at answer k, up to ANSWERS answers or the end. */
static void play(const char *rules, uint64_t seed, line *out)
{
    cv_game *g = new_game_with(".", rules, seed, NULL, 0, NULL, 0);
    memset(out, 0, sizeof *out);
    unsigned long was = g->pool->watched;
    char err[512];
    while (out->n < ANSWERS && !cv_game_over(g)) {
        size_t n = cv_game_option_count(g);
        size_t k = (out->n * 7 + 3) % n;
        int rc = cv_game_answer(g, k, err, sizeof err);
        if (rc != CV_OK) fail_msg("answer %zu: %s", out->n + 1, err);
        out->hash[out->n] = cv_game_hash(g);
        out->log[out->n] = cv_game_log_count(g);
        out->n++;
    }
    out->stops = (unsigned long)g->watch_stops;
    out->watched = g->pool->watched - was;
    cv_game_free(g);
}

static void same_game_stopped_or_not(const char *rules, uint64_t seed)
{
    static line counted, watched;
    cv_sandbox_watching(0, 0, 0);
    play(rules, seed, &counted);
    assert_int_equal(counted.stops, 0);
    /* a tick of 20 us of CPU: nearly every answer is stopped and run again */
    cv_sandbox_watching(1, 20000, 1000000);
    play(rules, seed, &watched);
    cv_sandbox_watching(1, 0, 0);
    assert_int_equal(watched.n, counted.n);
    for (size_t k = 0; k < counted.n; k++) {
        if (watched.hash[k] != counted.hash[k] || watched.log[k] != counted.log[k])
            fail_msg("%s seed %llu: answer %zu differs when watched", rules,
                     (unsigned long long)seed, k + 1);
    }
    /* the test means something only if the watchdog stopped answers */
    if (watched.stops < counted.n / 4)
        fail_msg("%s: only %lu of %zu answers were stopped", rules, watched.stops, counted.n);
}

static void test_watch_halo_stopped_answers_give_the_same_game(void **state)
{
    (void)state;
    same_game_stopped_or_not("halo", 1);
    same_game_stopped_or_not("halo", 2);
}

static void test_watch_doomtrooper_stopped_answers_give_the_same_game(void **state)
{
    (void)state;
    same_game_stopped_or_not("doomtrooper", 1);
}

static void test_watch_default_game_is_watched_and_the_same(void **state)
{
    (void)state;
    static line counted, watched;
    cv_pool_flush(); /* a fresh pool: the stops of the tests above are forgotten */
    cv_sandbox_watching(0, 0, 0);
    play("halo", 3, &counted);
    assert_int_equal(counted.watched, 0);
    cv_sandbox_watching(1, 0, 0);
    play("halo", 3, &watched);
    assert_int_equal(watched.n, counted.n);
    assert_memory_equal(watched.hash, counted.hash, counted.n * sizeof counted.hash[0]);
    assert_true(watched.stops <= CV_WATCH_STOPS); /* then the game counts every step */
    /* answers ran watched (on a loaded machine a step can take a millisecond
     * of wall time, be stopped, and after CV_WATCH_STOPS stops the game
     * counts the rest: so only the first answers are certain to) */
    if (watched.watched < CV_WATCH_STOPS)
        fail_msg("only %lu of %zu answers ran watched", watched.watched, watched.n);
}

/* A runaway card, watched: stopped by the watchdog, run again counted, it
 * fails with the budget's message at its line, as when counted throughout,
 * and the game stands as before the answer. */
typedef struct runaway_report {
    int rc;
    uint64_t before, after;
    char err[512];
} runaway_report;

static const char *loop_decks[] = {FIXTURES_ROOT "/cards/mini/decks/broken.deck",
                                   FIXTURES_ROOT "/cards/mini/decks/broken.deck"};

static void use_loop(void *arg, void *report)
{
    runaway_report *r = report;
    cv_sandbox_watching(*(int *)arg, 0, 0);
    cv_config cfg = {.root = FIXTURES_ROOT, .rules = "mini", .decks = loop_decks, .ndecks = 2,
                     .seed = 1};
    cv_game *g = cv_game_new(&cfg, r->err, sizeof r->err);
    if (!g) {
        r->rc = -1;
        return;
    }
    size_t play = find_option(g, "play Loop");
    if (play == NO_OPTION || cv_game_answer(g, play, r->err, sizeof r->err) != CV_OK) {
        r->rc = -2;
        return;
    }
    size_t use = find_option(g, "use Loop");
    if (use == NO_OPTION) {
        r->rc = -3;
        return;
    }
    r->before = cv_game_hash(g);
    r->rc = cv_game_answer(g, use, r->err, sizeof r->err);
    r->after = cv_game_hash(g);
    cv_game_free(g);
}

static void test_watch_runaway_stops_as_when_counted(void **state)
{
    (void)state;
    runaway_report counted, watched;
    int off = 0, on = 1;
    run_in_child(use_loop, &off, &counted, sizeof counted, "using Loop, counted");
    run_in_child(use_loop, &on, &watched, sizeof watched, "using Loop, watched");
    assert_int_equal(counted.rc, CV_ESCRIPT);
    assert_int_equal(watched.rc, CV_ESCRIPT);
    assert_non_null(strstr(watched.err, "instruction budget of 20000000 exceeded"));
    assert_non_null(strstr(watched.err, "loop.lua:"));
    assert_string_equal(watched.err, counted.err);
    assert_true(watched.after == watched.before);
    assert_true(watched.before == counted.before);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_watch_halo_stopped_answers_give_the_same_game),
        cmocka_unit_test(test_watch_doomtrooper_stopped_answers_give_the_same_game),
        cmocka_unit_test(test_watch_default_game_is_watched_and_the_same),
        cmocka_unit_test(test_watch_runaway_stops_as_when_counted),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
