/* test_checkpoint: going back through checkpoints (vm/game.c, vm/snap.c).
 * A game keeps copies of its state before phases and turns; undo and goto
 * rebuild from the nearest one and replay a few answers, checking each
 * against the history. On real games (Halo and Doomtrooper, random lines of
 * play, several seeds), every earlier decision is reached again with the
 * hash it had the first time, a different answer after an undo starts a new
 * line whose own earlier decisions come back too, and no rebuild from a
 * checkpoint ever disagrees with the history (a disagreement would be a
 * ruleset keeping state outside the kernel, or a kernel bug). */
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

#define MAXLINE 400

static cv_game *start(const char *rules, uint64_t seed)
{
    cv_config cfg = {.root = ".", .rules = rules, .seed = seed};
    char err[1024] = "";
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) fail_msg("cv_game_new(%s, %llu): %s", rules, (unsigned long long)seed, err);
    return g;
}

/* Answers up to n decisions with a seeded choice; fills hash[k] with the
 * hash at decision k. Returns the answers standing. */
static size_t play(cv_game *g, size_t n, uint64_t *x, uint64_t *hash)
{
    char err[1024];
    size_t k = cv_game_answer_count(g);
    hash[k] = cv_game_hash(g);
    while (k < n && !cv_game_over(g)) {
        *x = *x * 6364136223846793005ULL + 1442695040888963407ULL;
        size_t i = (size_t)(*x >> 33) % cv_game_option_count(g);
        if (cv_game_answer(g, i, err, sizeof err) != CV_OK) fail_msg("answer %zu: %s", k + 1, err);
        hash[++k] = cv_game_hash(g);
    }
    return k;
}

static void go(cv_game *g, size_t k)
{
    char err[1024];
    if (cv_game_goto(g, k, err, sizeof err) != CV_OK) fail_msg("goto %zu: %s", k, err);
}

/* Every earlier decision, from the last back to the first and then a few at
 * random, has its first hash again; redo to the end does too. */
static void back_through(const char *rules, uint64_t seed)
{
    static uint64_t hash[MAXLINE + 1];
    cv_game *g = start(rules, seed);
    uint64_t x = seed;
    size_t n = play(g, MAXLINE, &x, hash);
    assert_true(n > 20);
    assert_true(g->ncps > 1); /* it kept checkpoints as it went */
    for (size_t k = n; k-- > 0;) {
        go(g, k);
        if (cv_game_hash(g) != hash[k])
            fail_msg("%s seed %llu: decision %zu has another hash after going back", rules,
                     (unsigned long long)seed, k + 1);
    }
    for (int t = 0; t < 40; t++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        size_t k = (size_t)(x >> 33) % (n + 1);
        go(g, k);
        if (cv_game_hash(g) != hash[k])
            fail_msg("%s seed %llu: goto %zu gives another hash", rules, (unsigned long long)seed,
                     k);
    }
    go(g, n);
    assert_true(cv_game_hash(g) == hash[n]);
    assert_int_equal(cv_game_checkpoint_misses(g), 0);
    cv_game_free(g);
}

static void test_checkpoint_halo_back_through_every_decision(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 4; seed++)
        back_through("halo", seed);
}

static void test_checkpoint_doomtrooper_back_through_every_decision(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++)
        back_through("doomtrooper", seed);
}

/* Undo, then a different answer: a new line. Going back within it reaches
 * its own decisions, never the old line's, and what stood before the fork
 * is the same on both. */
static void test_checkpoint_a_new_line_after_undo(void **state)
{
    (void)state;
    static uint64_t first[MAXLINE + 1], second[MAXLINE + 1];
    cv_game *g = start("halo", 5);
    uint64_t x = 5;
    size_t n = play(g, 150, &x, first);
    size_t fork = n / 2;
    go(g, fork);
    /* another answer where the option count allows one */
    size_t i = 0;
    while (fork > 0 && cv_game_option_count(g) < 2) go(g, --fork);
    memcpy(second, first, (fork + 1) * sizeof *first);
    i = (cv_game_answer_at(g, fork) + 1) % cv_game_option_count(g);
    char err[1024];
    assert_int_equal(cv_game_answer(g, i, err, sizeof err), CV_OK);
    assert_int_equal(cv_game_line_length(g), fork + 1); /* the old line is cut */
    second[fork + 1] = cv_game_hash(g);
    size_t m = play(g, 150, &x, second);
    for (size_t k = m; k-- > 0;) {
        go(g, k);
        if (cv_game_hash(g) != second[k]) fail_msg("the new line's decision %zu differs", k + 1);
        if (k <= fork && second[k] != first[k]) fail_msg("before the fork, %zu differs", k + 1);
    }
    assert_int_equal(cv_game_checkpoint_misses(g), 0);
    cv_game_free(g);
}

/* A game with checkpoints off goes back the old way (a replay from the
 * start) to the same states. */
static void test_checkpoint_off_gives_the_same_states(void **state)
{
    (void)state;
    static uint64_t hash[MAXLINE + 1];
    cv_game *g = start("doomtrooper", 7);
    cv_game_set_checkpoints(g, 0);
    uint64_t x = 7;
    size_t n = play(g, 120, &x, hash);
    assert_int_equal(g->ncps, 0);
    for (size_t k = n; k > 0; k -= k > 10 ? 10 : k) {
        go(g, k - 1);
        assert_true(cv_game_hash(g) == hash[k - 1]);
    }
    cv_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_checkpoint_halo_back_through_every_decision),
        cmocka_unit_test(test_checkpoint_doomtrooper_back_through_every_decision),
        cmocka_unit_test(test_checkpoint_a_new_line_after_undo),
        cmocka_unit_test(test_checkpoint_off_gives_the_same_states),
    };
    int failed = cmocka_run_group_tests_name("checkpoint", tests, NULL, NULL);
    cv_release_cache();
    return failed;
}
