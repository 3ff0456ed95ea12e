/* test_deck: deck files (vm/deck.c), through cv_game_new on the "mini"
 * ruleset under tests/fixtures, with deck files each test writes into its own
 * temporary directory. A line is "[count] card-key" (a bare key counts 1),
 * '#' starts a comment, blank lines and CRLF endings are fine, and a
 * "name: Zed" line names the player. A malformed line, a count outside
 * 1..1000, an unknown card, a missing file, a directory or too many decks is
 * refused naming the file (and line); a card whose file was refused is
 * skipped with a warning. A game reads its deck files once: changing them on
 * disk after cv_game_new changes nothing when the game is rebuilt (undo, a
 * failed step). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cardvm.h"
#include "support.h"

typedef struct fixture {
    char dir[TEMP_DIR_LEN]; /* the test's temporary directory */
    char a[128];            /* dir/a.deck */
    char b[128];            /* dir/b.deck */
    const char *decks[2];
} fixture;

static int setup(void **state)
{
    fixture *f = temp_fixture_new(sizeof *f, "cvdeck");
    snprintf(f->a, sizeof f->a, "%s/a.deck", f->dir);
    snprintf(f->b, sizeof f->b, "%s/b.deck", f->dir);
    f->decks[0] = f->a;
    f->decks[1] = f->b;
    write_file(f->b, "name: Bob\n3 spark\n");
    *state = f;
    return 0;
}

static cv_game *start_with(const char **decks, int ndecks, char *err, size_t errlen)
{
    cv_config cfg = {
        .root = FIXTURES_ROOT, .rules = "mini", .decks = decks, .ndecks = ndecks, .seed = 3};
    err[0] = '\0';
    return cv_game_new(&cfg, err, errlen);
}

/* A game from the fixture's two decks, after writing 'a' as a.deck. */
static cv_game *start(fixture *f, const char *a)
{
    write_file(f->a, a);
    return new_game_with(FIXTURES_ROOT, "mini", 3, f->decks, 2, NULL, 0);
}

/* cv_game_new must fail on a.deck holding 'a'; err must contain
 * "<a.deck>:<line>:" (line > 0) or "<a.deck>" and 'why'. */
static void expect_refused(fixture *f, const char *a, int line, const char *why)
{
    write_file(f->a, a);
    char err[1024];
    cv_game *g = start_with(f->decks, 2, err, sizeof err);
    if (g) fail_msg("a.deck holding '%s' was accepted", a);
    expect_error_at(err, f->a, line, why);
}

/* How many cards of 'key' seat (1-based) owns; key NULL: all its cards. */
static long long owned(cv_game *g, int seat, const char *key)
{
    char code[256];
    snprintf(code, sizeof code,
             "local n = 0 for c = 1, cv.ncards() do"
             " if cv.owner(c) == %d and (%s%s%s) then n = n + 1 end end return n",
             seat, key ? "cv.blueprint(c) == '" : "true", key ? key : "", key ? "'" : "");
    return query_num(g, code);
}

/* ---- reading ------------------------------------------------------------------ */

static void test_deck_counts_bare_keys_and_comments(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f, "# Zed's deck\n"
                          "\n"
                          "name: Zed\n"
                          "3 spark\n"
                          "banner\n"
                          "   2\t shield   # two of them\n"
                          "\t\n"
                          "# 9 furnace\n"
                          "1 furnace");
    assert_int_equal(cv_game_player_count(g), 2);
    assert_string_equal(cv_game_player_name(g, 0), "Zed");
    assert_string_equal(cv_game_player_name(g, 1), "Bob");
    assert_int_equal(owned(g, 1, "spark"), 3);
    assert_int_equal(owned(g, 1, "banner"), 1);
    assert_int_equal(owned(g, 1, "shield"), 2);
    assert_int_equal(owned(g, 1, "furnace"), 1);
    assert_int_equal(owned(g, 1, NULL), 7);
    assert_int_equal(owned(g, 2, NULL), 3);
    assert_int_equal(cv_game_warning_count(g), 1); /* the mini pool's bad_load.lua */
    cv_game_free(g);
}

static void test_deck_crlf_lines_read_the_same(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f, "name: Zed\r\n3 spark\r\nbanner\r\n\r\n");
    assert_string_equal(cv_game_player_name(g, 0), "Zed");
    assert_int_equal(owned(g, 1, "spark"), 3);
    assert_int_equal(owned(g, 1, "banner"), 1);
    uint64_t h = cv_game_hash(g);
    cv_game_free(g);
    g = start(f, "name: Zed\n3 spark\nbanner\n\n");
    assert_true(cv_game_hash(g) == h);
    cv_game_free(g);
}

static void test_deck_name_line_names_the_player(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f, "name:    Zed Zulu  \n2 spark\n");
    assert_string_equal(cv_game_player_name(g, 0), "Zed Zulu");
    cv_game_free(g);

    /* without one, the player is named by seat */
    g = start(f, "# name: Nobody\n2 spark\n");
    assert_string_equal(cv_game_player_name(g, 0), "Player 1");
    cv_game_free(g);
}

static void test_deck_count_bounds(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f, "1000 spark\n");
    assert_int_equal(owned(g, 1, "spark"), 1000);
    cv_game_free(g);
}

/* ---- refused ------------------------------------------------------------------ */

static void test_deck_malformed_lines_refused(void **state)
{
    fixture *f = *state;
    static const char *const bad[] = {
        "4x spark", "spark extra", "0 spark",
        "-1 spark", "1001 spark",  "99999999999999999999 spark",
        "3 Spark",  "3 spark!",    "2 ../spark",
        "name Zed",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[256];
        snprintf(text, sizeof text, "# line 1\nname: Eve\n%s\n3 spark\n", bad[i]);
        expect_refused(f, text, 3, "expected '[count] card-key'");
    }
}

static void test_deck_long_key_refused(void **state)
{
    fixture *f = *state;
    char text[512] = "2 ";
    memset(text + 2, 'k', 300);
    text[302] = '\n';
    text[303] = '\0';
    expect_refused(f, text, 1, "expected '[count] card-key'");
}

static void test_deck_unknown_card_refused(void **state)
{
    fixture *f = *state;
    expect_refused(f, "name: Dana\n3 spark\n\n2 dragon\n", 4, "unknown card 'dragon'");
    expect_refused(f, "name: Dana\n3 spark\n\n2 dragon\n", 4, "cards/mini/dragon.lua");
}

static void test_deck_missing_file_refused(void **state)
{
    fixture *f = *state;
    char missing[160];
    snprintf(missing, sizeof missing, "%s/no_such.deck", f->dir);
    const char *decks[] = {missing, f->b};
    char err[1024];
    assert_null(start_with(decks, 2, err, sizeof err));
    if (!strstr(err, missing)) fail_msg("'%s' does not name %s", err, missing);
    assert_non_null(strstr(err, "cannot read the deck file"));
}

static void test_deck_directory_refused(void **state)
{
    fixture *f = *state;
    const char *decks[] = {f->b, f->dir};
    char err[1024];
    assert_null(start_with(decks, 2, err, sizeof err));
    if (!strstr(err, f->dir)) fail_msg("'%s' does not name %s", err, f->dir);
    assert_non_null(strstr(err, "not a regular file"));
}

static void test_deck_too_many_decks_refused(void **state)
{
    fixture *f = *state;
    const char *decks[9];
    for (int i = 0; i < 9; i++)
        decks[i] = f->b;
    char err[1024];
    assert_null(start_with(decks, 9, err, sizeof err));
    assert_non_null(strstr(err, "9 decks"));
}

static void test_deck_refused_card_skipped_with_a_warning(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f, "name: Carl\n3 spark\n2 bad_load\n");
    char want[256];
    snprintf(want, sizeof want, "%s:3: skipping 2 x 'bad_load'", f->a);
    int found = 0;
    for (size_t i = 0; i < cv_game_warning_count(g); i++)
        found += strstr(cv_game_warning(g, i), want) != NULL;
    assert_int_equal(found, 1);
    assert_int_equal(owned(g, 1, NULL), 3);
    cv_game_free(g);
}

/* ---- read once ---------------------------------------------------------------- */

static void test_deck_changed_on_disk_undo_rebuilds_the_same(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f, "name: Zed\n6 spark\n2 banner\n");
    uint64_t h0 = cv_game_hash(g);
    answer_with(g, "play Spark");
    uint64_t h1 = cv_game_hash(g);
    assert_true(h1 != h0);

    write_file(f->a, "name: Other\n9 furnace\n");
    unlink(f->b);
    char err[1024] = "";
    int rc = cv_game_undo(g, 1, err, sizeof err);
    if (rc != CV_OK) fail_msg("cv_game_undo: rc %d: %s", rc, err);
    assert_true(cv_game_hash(g) == h0);
    assert_string_equal(cv_game_player_name(g, 0), "Zed");
    assert_int_equal(owned(g, 1, "furnace"), 0);
    rc = cv_game_redo(g, 1, err, sizeof err);
    if (rc != CV_OK) fail_msg("cv_game_redo: rc %d: %s", rc, err);
    assert_true(cv_game_hash(g) == h1);
    cv_game_free(g);
}

static void test_deck_changed_on_disk_failed_step_rebuilds_the_same(void **state)
{
    fixture *f = *state;
    cv_game *g = start(f, "name: Zed\n3 bad_run\n");
    answer_with(g, "play Bad Run");
    size_t i = find_option(g, "use Bad Run");
    assert_int_not_equal(i, NO_OPTION);
    uint64_t before = cv_game_hash(g);

    write_file(f->a, "name: Other\n9 furnace\n");
    char err[1024] = "";
    assert_int_equal(cv_game_answer(g, i, err, sizeof err), CV_ESCRIPT);
    assert_null(strstr(err, "could not be rebuilt"));
    assert_true(cv_game_hash(g) == before);
    assert_string_equal(cv_game_player_name(g, 0), "Zed");
    assert_int_equal(owned(g, 1, "bad_run"), 3);
    cv_game_free(g);
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, setup, temp_fixture_free)
    const struct CMUnitTest tests[] = {
        T(test_deck_counts_bare_keys_and_comments),
        T(test_deck_crlf_lines_read_the_same),
        T(test_deck_name_line_names_the_player),
        T(test_deck_count_bounds),
        T(test_deck_malformed_lines_refused),
        T(test_deck_long_key_refused),
        T(test_deck_unknown_card_refused),
        T(test_deck_missing_file_refused),
        T(test_deck_directory_refused),
        T(test_deck_too_many_decks_refused),
        T(test_deck_refused_card_skipped_with_a_warning),
        T(test_deck_changed_on_disk_undo_rebuilds_the_same),
        T(test_deck_changed_on_disk_failed_step_rebuilds_the_same),
    };
#undef T
    int failed = cmocka_run_group_tests_name("deck", tests, NULL, NULL);
    cv_release_cache();
    return failed;
}
