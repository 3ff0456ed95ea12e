/* test_game: the kernel through its public interface (cardvm.h) only, on the
 * tiny "mini" ruleset under tests/fixtures. A game starts at its first
 * decision; the same seed and answers give the same game, bit for bit;
 * priority passes from seat to seat; an effect can stop for a decision and
 * resume; triggers open response windows; modifiers last until their scope
 * ends and static abilities apply; options are checked; and every failure a
 * script can cause (a refused card file, a forbidden call, a runaway loop, a
 * bad deck) is refused with a message naming where it happened, leaving the
 * game exactly as it was and able to go on. Queries are in test_query.c. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "support.h"

#define DECKS "tests/fixtures/cards/mini/decks/"

static const char *broken_decks[] = {DECKS "broken.deck", DECKS "broken.deck"};

static int log_has(const cv_game *g, const char *text)
{
    for (size_t i = 0; i < cv_game_log_count(g); i++)
        if (strstr(cv_game_log_text(g, i), text)) return 1;
    return 0;
}

/* ---- starting and determinism -------------------------------------------- */

static void test_game_starts_with_a_decision_for_ann(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    assert_int_equal(cv_game_player_count(g), 2);
    assert_string_equal(cv_game_player_name(g, 0), "Ann");
    assert_string_equal(cv_game_player_name(g, 1), "Bob");
    assert_null(cv_game_player_name(g, 2));
    assert_false(cv_game_over(g));
    assert_null(cv_game_result(g));
    assert_int_equal(cv_game_decision_seat(g), 0);
    assert_string_equal(cv_game_decision_prompt(g), "main action, or pass");
    assert_true(cv_game_option_count(g) >= 2);
    assert_string_equal(cv_game_option_label(g, 0), "pass");
    for (size_t i = 1; i < cv_game_option_count(g); i++)
        assert_int_equal(strncmp(cv_game_option_label(g, i), "play ", 5), 0);
    assert_null(cv_game_option_label(g, cv_game_option_count(g)));
    assert_true(log_has(g, "turn 1: Ann"));
    assert_int_equal(cv_game_answer_count(g), 0);
    char *board = cv_game_describe(g);
    assert_non_null(board);
    assert_non_null(strstr(board, "mini: goal 5 points, gems 2"));
    assert_non_null(strstr(board, "decision: Ann - main action, or pass"));
    free(board);
    cv_game_free(g);
    cv_game_free(NULL);
}

/* Answers option (k * 7 + 3) % n at step k: any path, the same for both. */
static void test_game_same_seed_same_game(void **state)
{
    (void)state;
    cv_game *a = new_game(7), *b = new_game(7);
    assert_true(cv_game_hash(a) == cv_game_hash(b));
    for (size_t k = 0; k < 40 && !cv_game_over(a); k++) {
        size_t n = cv_game_option_count(a);
        assert_int_equal(cv_game_option_count(b), n);
        size_t pick = (k * 7 + 3) % n;
        assert_int_equal(cv_game_answer(a, pick, NULL, 0), CV_OK);
        assert_int_equal(cv_game_answer(b, pick, NULL, 0), CV_OK);
        assert_true(cv_game_hash(a) == cv_game_hash(b));
    }
    assert_int_equal(cv_game_over(a), cv_game_over(b));
    /* the logs are identical, line for line */
    assert_int_equal(cv_game_log_count(a), cv_game_log_count(b));
    for (size_t i = 0; i < cv_game_log_count(a); i++) {
        assert_string_equal(cv_game_log_cause(a, i), cv_game_log_cause(b, i));
        assert_string_equal(cv_game_log_text(a, i), cv_game_log_text(b, i));
    }
    assert_int_equal(cv_game_answer_count(a), cv_game_answer_count(b));
    cv_game_free(a);
    cv_game_free(b);
}

static void test_game_different_seeds_differ(void **state)
{
    (void)state;
    cv_game *a = new_game(1), *b = new_game(2);
    assert_true(cv_game_hash(a) != cv_game_hash(b));
    char hand[256];
    snprintf(hand, sizeof hand, "%s", query(a, "return table.concat(cv.zone('hand', 1), ',')"));
    assert_string_not_equal(hand, query(b, "return table.concat(cv.zone('hand', 1), ',')"));
    cv_game_free(a);
    cv_game_free(b);
}

/* ---- windows, decisions, events, modifiers ------------------------------- */

static void test_game_passing_ends_the_turn(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    assert_false(log_has(g, "turn 2: Bob"));
    answer_with(g, "pass");
    assert_true(log_has(g, "turn 2: Bob"));
    assert_true(log_has(g, "end begins"));
    assert_int_equal(cv_game_decision_seat(g), 1);
    assert_string_equal(cv_game_decision_prompt(g), "main action, or pass");
    assert_int_equal(gems(g), 4); /* two draw phases */
    assert_int_equal(cv_game_answer_count(g), 1);
    assert_int_equal(cv_game_answer_at(g, 0), 0);
    answer_with(g, "pass");
    assert_true(log_has(g, "turn 3: Ann"));
    assert_int_equal(cv_game_decision_seat(g), 0);
    cv_game_free(g);
}

static void test_game_acting_keeps_the_window_open(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    answer_with(g, "play Spark");
    /* Ann acted: with Bob passing silently, priority comes back to her */
    assert_int_equal(cv_game_decision_seat(g), 0);
    assert_string_equal(cv_game_decision_prompt(g), "main action, or pass");
    assert_false(log_has(g, "turn 2"));
    assert_int_not_equal(find_option(g, "use Spark"), NO_OPTION);
    cv_game_free(g);
}

static void test_game_decision_mid_effect_resumes(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    assert_int_equal(gems(g), 2);
    answer_with(g, "play Echo");
    assert_int_equal(cv_game_decision_seat(g), 0);
    assert_string_equal(cv_game_decision_prompt(g), "Echo: draw a card or gain a gem?");
    assert_int_equal(cv_game_option_count(g), 2);
    assert_string_equal(cv_game_option_label(g, 0), "draw a card");
    assert_string_equal(cv_game_option_label(g, 1), "gain a gem");
    answer_with(g, "gain a gem");
    assert_int_equal(gems(g), 3);
    assert_string_equal(cv_game_decision_prompt(g),
                        "main action, or pass"); /* back in the window */

    /* the other branch of the same effect */
    cv_game *h = new_game(1);
    long long hand = query_num(h, "return #cv.zone('hand', 1)");
    answer_with(h, "play Echo"); /* one card leaves the hand */
    answer_with(h, "draw a card");
    assert_int_equal(query_num(h, "return #cv.zone('hand', 1)"), hand);
    assert_int_equal(gems(h), 2);
    cv_game_free(h);
    cv_game_free(g);
}

/* Seed 1: Ann holds Spark, Bob holds Shield. Bob plays Shield on turn 2;
 * on turn 3 Ann plays Spark and scores with it. */
static cv_game *spark_against_shield(void)
{
    cv_game *g = new_game(1);
    answer_with(g, "pass");        /* Ann, turn 1 */
    answer_with(g, "play Shield"); /* Bob, turn 2 */
    answer_with(g, "pass");
    answer_with(g, "play Spark"); /* Ann, turn 3 */
    answer_with(g, "use Spark");
    return g;
}

static void test_game_trigger_offers_response(void **state)
{
    (void)state;
    cv_game *g = spark_against_shield();
    assert_int_equal(query_num(g, "return cv.pool(cv.player(1), 'points')"), 1);
    assert_int_equal(cv_game_decision_seat(g), 1);
    assert_string_equal(cv_game_decision_prompt(g), "react action, or pass");
    assert_string_equal(cv_game_option_label(g, 0), "pass");
    answer_with(g, "use Shield");
    assert_int_equal(query_num(g, "return cv.pool(cv.player(1), 'points')"), 0);
    /* the response is logged under the card that made it */
    size_t n = cv_game_log_count(g);
    assert_string_equal(cv_game_log_text(g, n - 1), "Ann's points: 1 -> 0");
    assert_non_null(strstr(cv_game_log_cause(g, n - 1), "Shield ["));
    /* back to Ann's main window */
    assert_int_equal(cv_game_decision_seat(g), 0);
    assert_string_equal(cv_game_decision_prompt(g), "main action, or pass");
    cv_game_free(g);
}

static void test_game_response_can_be_declined(void **state)
{
    (void)state;
    cv_game *g = spark_against_shield();
    answer_with(g, "pass");
    assert_int_equal(query_num(g, "return cv.pool(cv.player(1), 'points')"), 1);
    assert_int_equal(cv_game_decision_seat(g), 0);
    cv_game_free(g);
}

/* Seed 1: Ann plays Banner on turn 1 (gems 2 -> 0) and passes; on turn 2 Bob
 * passes first, and in Bob's main window Ann may use Banner's ability. */
static cv_game *banner_in_bobs_window(void)
{
    cv_game *g = new_game(1);
    answer_with(g, "play Banner");
    answer_with(g, "pass");
    answer_with(g, "pass"); /* Bob */
    assert_true(log_has(g, "turn 2: Bob"));
    assert_int_equal(cv_game_decision_seat(g), 0);
    return g;
}

static void test_game_passed_seat_acts_again(void **state)
{
    (void)state;
    cv_game *g = banner_in_bobs_window();
    answer_with(g, "use Banner"); /* Ann acts after Bob passed ... */
    assert_int_equal(cv_game_decision_seat(g), 1);
    long long before = gems(g);
    answer_with(g, "play Spark"); /* ... so Bob, who passed, may still act */
    assert_int_equal(gems(g), before - 1);
    assert_false(log_has(g, "turn 3"));
    cv_game_free(g);
}

static void test_game_modifier_lasts_until_phase_end(void **state)
{
    (void)state;
    cv_game *g = banner_in_bobs_window();
    int banner = card_in(g, "banner", "table", 1);
    assert_int_equal(power(g, banner), 1);
    answer_with(g, "use Banner"); /* +2 until the end of this phase */
    assert_int_equal(power(g, banner), 3);
    assert_false(log_has(g, "modifier until the end of the phase expire"));
    answer_with(g, "pass"); /* Bob */
    assert_int_equal(power(g, banner), 3);
    answer_with(g, "pass"); /* Ann: the window closes, the main phase ends */
    assert_true(log_has(g, "1 modifier until the end of the phase expires"));
    assert_true(log_has(g, "turn 3: Ann"));
    assert_int_equal(power(g, banner), 1);
    cv_game_free(g);
}

static void test_game_static_modify_applies_to_owners_other_cards(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    int spark = card_in(g, "spark", "hand", 1);
    int bobs = card_in(g, "spark", "hand", 2);
    assert_int_equal(power(g, spark), 1);
    answer_with(g, "play Banner");
    int banner = card_in(g, "banner", "table", 1);
    assert_int_equal(power(g, spark), 2);  /* Ann's other card */
    assert_int_equal(power(g, banner), 1); /* not Banner itself */
    assert_int_equal(power(g, bobs), 1);   /* not Bob's cards */
    cv_game_free(g);
}

/* ---- options --------------------------------------------------------------- */

static void test_game_option_changes_the_game(void **state)
{
    (void)state;
    const char *opts[] = {"goal=3"};
    cv_game *g = new_game_with(FIXTURES_ROOT, "mini", 1, NULL, 0, opts, 1);
    assert_string_equal(query(g, "return cv.options.goal"), "3");
    /* play: score with Spark whenever possible, else play Spark, else pass */
    for (int k = 0; k < 300 && !cv_game_over(g); k++) {
        size_t i = find_option(g, "use Spark");
        if (i == NO_OPTION) i = find_option(g, "play Spark");
        if (i == NO_OPTION) i = find_option(g, "pass");
        if (i == NO_OPTION) i = 0;
        assert_int_equal(cv_game_answer(g, i, NULL, 0), CV_OK);
    }
    assert_true(cv_game_over(g));
    assert_non_null(strstr(cv_game_result(g), "wins with 3 points"));
    assert_int_equal(cv_game_decision_seat(g), -1);
    assert_int_equal(cv_game_option_count(g), 0);
    char err[256] = "";
    assert_int_equal(cv_game_answer(g, 0, err, sizeof err), CV_EOVER);
    assert_non_null(strstr(err, "over"));
    cv_game_free(g);
}

static void test_game_options_refused(void **state)
{
    (void)state;
    cv_config cfg = {.root = "tests/fixtures",
                     .rules = "mini",
                     .decks = NULL,
                     .ndecks = 0,
                     .options = NULL,
                     .noptions = 1,
                     .seed = 1};
    char err[512];
    const char *unknown[] = {"colour=red"};
    cfg.options = unknown;
    err[0] = '\0';
    assert_null(cv_game_new(&cfg, err, sizeof err));
    assert_non_null(strstr(err, "unknown option 'colour'"));

    const char *bad_value[] = {"goal=7"};
    cfg.options = bad_value;
    err[0] = '\0';
    assert_null(cv_game_new(&cfg, err, sizeof err));
    assert_non_null(strstr(err, "'goal'"));
    assert_non_null(strstr(err, "'7'"));

    const char *no_value[] = {"goal"};
    cfg.options = no_value;
    err[0] = '\0';
    assert_null(cv_game_new(&cfg, err, sizeof err));
    assert_non_null(strstr(err, "goal"));
}

/* ---- failures are refused and undone ---------------------------------------- */

static void test_game_refused_card_file_is_a_warning(void **state)
{
    (void)state;
    cv_game *g = new_game_with(FIXTURES_ROOT, "mini", 1, broken_decks, 2, NULL, 0);
    assert_string_equal(cv_game_player_name(g, 0), "Carl");
    int load = 0, skip = 0;
    for (size_t i = 0; i < cv_game_warning_count(g); i++) {
        const char *w = cv_game_warning(g, i);
        load += strcmp(w, "cards/mini/bad_load.lua:2: undefined global 'undefined_helper'") == 0;
        skip += strstr(w, "broken.deck:4:") && strstr(w, "bad_load") ? 1 : 0;
    }
    assert_int_equal(load, 1);
    assert_int_equal(skip, 2); /* one per seat */
    assert_null(cv_game_warning(g, cv_game_warning_count(g)));
    /* the game runs without the refused card */
    assert_int_equal(query_num(g, "local n = 0 for c = 1, cv.ncards() do"
                                  " if cv.blueprint(c) == 'bad_load' then n = n + 1 end end"
                                  " return n"),
                     0);
    assert_int_equal(find_option(g, "Bad Load"), NO_OPTION);
    cv_game_free(g);
}

static void test_game_forbidden_call_is_undone(void **state)
{
    (void)state;
    cv_game *g = new_game_with(FIXTURES_ROOT, "mini", 1, broken_decks, 2, NULL, 0);
    answer_with(g, "play Bad Run");
    size_t i = find_option(g, "use Bad Run");
    assert_int_not_equal(i, NO_OPTION);
    uint64_t before = cv_game_hash(g);
    size_t nlog = cv_game_log_count(g), nans = cv_game_answer_count(g);
    long long gems_before = gems(g);

    char err[1024] = "";
    assert_int_equal(cv_game_answer(g, i, err, sizeof err), CV_ESCRIPT);
    assert_non_null(strstr(err, "cards/mini/bad_run.lua:8:"));
    assert_non_null(strstr(err, "undefined global 'os'"));
    assert_non_null(strstr(err, "main"));
    assert_non_null(strstr(err, "Bad Run"));
    /* the gem the ability added before failing is gone with the rest */
    assert_true(cv_game_hash(g) == before);
    assert_int_equal(gems(g), gems_before);
    assert_int_equal(cv_game_log_count(g), nlog);
    assert_int_equal(cv_game_answer_count(g), nans);
    assert_int_equal(cv_game_decision_seat(g), 0);
    assert_int_equal(find_option(g, "use Bad Run"), i);
    /* and the game goes on */
    answer_with(g, "play Spark");
    answer_with(g, "pass");
    assert_true(log_has(g, "turn 2: Carl"));
    assert_int_equal(cv_game_decision_seat(g), 1);
    cv_game_free(g);
}

/* What a forked child reports about using Loop. */
typedef struct loop_report {
    int rc, next_rc;
    uint64_t hash;
    size_t answers;
    char err[512];
} loop_report;

/* What the child does: answers option *i of 'g' (using Loop), then "pass". */
typedef struct loop_step {
    cv_game *g;
    size_t i;
} loop_step;

static void use_loop(void *arg, void *report)
{
    loop_step *step = arg;
    loop_report *r = report;
    r->rc = cv_game_answer(step->g, step->i, r->err, sizeof r->err);
    r->hash = cv_game_hash(step->g);
    r->answers = cv_game_answer_count(step->g);
    size_t pass = find_option(step->g, "pass");
    r->next_rc = pass == NO_OPTION ? -1 : cv_game_answer(step->g, pass, NULL, 0);
}

static void test_game_runaway_card_stopped_by_budget(void **state)
{
    (void)state;
    cv_game *g = new_game_with(FIXTURES_ROOT, "mini", 1, broken_decks, 2, NULL, 0);
    answer_with(g, "play Loop");
    size_t i = find_option(g, "use Loop");
    assert_int_not_equal(i, NO_OPTION);
    uint64_t before = cv_game_hash(g);
    size_t nans = cv_game_answer_count(g);

    /* A budget that fails to stop the loop hangs the answer for ever, so it
     * runs in a child process and a deadline turns a hang into a failure. */
    loop_step step = {g, i};
    loop_report r;
    run_in_child(use_loop, &step, &r, sizeof r, "using Loop");
    cv_game_free(g);
    assert_int_equal(r.rc, CV_ESCRIPT);
    if (!strstr(r.err, "instruction budget")) fail_msg("unexpected message: %s", r.err);
    assert_non_null(strstr(r.err, "Loop"));
    assert_true(r.hash == before);
    assert_int_equal(r.answers, nans);
    assert_int_equal(r.next_rc, CV_OK); /* the game goes on */
}

static void test_game_out_of_range_answer_refused(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    uint64_t before = cv_game_hash(g);
    size_t n = cv_game_option_count(g);
    char err[256] = "", want[64];
    assert_int_equal(cv_game_answer(g, n, err, sizeof err), CV_EILLEGAL);
    snprintf(want, sizeof want, "1..%zu", n);
    assert_non_null(strstr(err, want));
    assert_int_equal(cv_game_answer(g, (size_t)-1, NULL, 0), CV_EILLEGAL);
    assert_true(cv_game_hash(g) == before);
    assert_int_equal(cv_game_answer_count(g), 0);
    assert_int_equal(cv_game_option_count(g), n);
    answer_with(g, "pass"); /* still answerable */
    cv_game_free(g);
}

static void test_game_pool_cannot_go_negative(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    uint64_t before = cv_game_hash(g);
    char *out = NULL, err[512] = "";
    assert_int_equal(
        cv_game_query(g, "return cv.add_pool(cv.GAME, 'gems', -3)", &out, err, sizeof err),
        CV_ESCRIPT);
    assert_null(out);
    if (!strstr(err, "cannot go negative")) fail_msg("unexpected message: %s", err);
    assert_int_equal(gems(g), 2);
    assert_true(cv_game_hash(g) == before);
    cv_game_free(g);
}

static void test_game_bad_decks_refused(void **state)
{
    (void)state;
    cv_config cfg = {.root = "tests/fixtures",
                     .rules = "mini",
                     .decks = NULL,
                     .ndecks = 2,
                     .options = NULL,
                     .noptions = 0,
                     .seed = 1};
    char err[512];

    const char *missing[] = {DECKS "a.deck", DECKS "test_no_such.deck"};
    cfg.decks = missing;
    err[0] = '\0';
    assert_null(cv_game_new(&cfg, err, sizeof err));
    assert_non_null(strstr(err, DECKS "test_no_such.deck"));

    const char *unknown[] = {DECKS "test_unknown.deck", DECKS "b.deck"};
    cfg.decks = unknown;
    err[0] = '\0';
    assert_null(cv_game_new(&cfg, err, sizeof err));
    assert_non_null(strstr(err, DECKS "test_unknown.deck:4:"));
    assert_non_null(strstr(err, "'dragon'"));

    const char *badline[] = {DECKS "a.deck", DECKS "test_badline.deck"};
    cfg.decks = badline;
    err[0] = '\0';
    assert_null(cv_game_new(&cfg, err, sizeof err));
    assert_non_null(strstr(err, DECKS "test_badline.deck:3:"));

    cv_config nowhere = {.root = "tests/fixtures",
                         .rules = "no_such_rules",
                         .decks = NULL,
                         .ndecks = 0,
                         .options = NULL,
                         .noptions = 0,
                         .seed = 1};
    err[0] = '\0';
    assert_null(cv_game_new(&nowhere, err, sizeof err));
    assert_non_null(strstr(err, "no_such_rules"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_game_starts_with_a_decision_for_ann),
        cmocka_unit_test(test_game_same_seed_same_game),
        cmocka_unit_test(test_game_different_seeds_differ),
        cmocka_unit_test(test_game_passing_ends_the_turn),
        cmocka_unit_test(test_game_acting_keeps_the_window_open),
        cmocka_unit_test(test_game_decision_mid_effect_resumes),
        cmocka_unit_test(test_game_trigger_offers_response),
        cmocka_unit_test(test_game_response_can_be_declined),
        cmocka_unit_test(test_game_passed_seat_acts_again),
        cmocka_unit_test(test_game_modifier_lasts_until_phase_end),
        cmocka_unit_test(test_game_static_modify_applies_to_owners_other_cards),
        cmocka_unit_test(test_game_option_changes_the_game),
        cmocka_unit_test(test_game_options_refused),
        cmocka_unit_test(test_game_refused_card_file_is_a_warning),
        cmocka_unit_test(test_game_forbidden_call_is_undone),
        cmocka_unit_test(test_game_runaway_card_stopped_by_budget),
        cmocka_unit_test(test_game_out_of_range_answer_refused),
        cmocka_unit_test(test_game_pool_cannot_go_negative),
        cmocka_unit_test(test_game_bad_decks_refused),
    };
    return cmocka_run_group_tests_name("game", tests, NULL, NULL);
}
