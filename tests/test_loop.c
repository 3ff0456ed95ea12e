/* test_loop: a game that would never end is stopped by the kernel (vm/flow.c),
 * whatever the ruleset. Each test builds its own root in a temporary
 * directory: a tiny ruleset "looptest" (cards are played from hand in a main
 * window; playing one raises the event "played"; required triggers resolve
 * as the kernel's cv.event resolves them) and cards whose triggers feed each
 * other:
 *   Ping  - on "pinged", raises "ponged";   Pong - on "ponged", raises "pinged";
 *   Bell  - main: raises "pinged" (the loop's start, from an answer);
 *   Echo  - on "pinged", asks its owner (a decision each time) and raises
 *           "pinged" again: a loop through decisions, one level deeper each;
 *   Sly   - main: raises "pinged" inside pcall (it may not catch the stop).
 * Checked, by class: a loop of triggers nested past the bound, one through
 * decisions past loop_limit, and one a pcall tries to swallow, with both
 * outcomes of the option 'loop': 'draw' ends the game drawn, naming the
 * cards, the same in a game rebuilt from its answers (undo, replay); 'undo'
 * refuses the answer and leaves the game exactly where it was (same hash,
 * same decision) to go on. A bad loop_limit is refused when the game is
 * created. */
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

static const char rules_text[] =
    "local R = {\n"
    "  timing_words = { \"main\" },\n"
    "  decks = { \"decks/a.deck\", \"decks/b.deck\" },\n"
    "}\n"
    "R.lib = {}\n"
    "function R.setup(decks)\n"
    "  for seat, d in ipairs(decks) do\n"
    "    cv.zone_add(\"hand\", seat, \"hidden\")\n"
    "    cv.zone_add(\"table\", seat, \"inplay\")\n"
    "    for _, e in ipairs(d.cards) do\n"
    "      for _ = 1, e.count do cv.card_new(e.key, seat, \"table\", seat) end\n"
    "    end\n"
    "  end\n"
    "end\n"
    "R.phases = { { name = \"main\", run = function() cv.window(\"main\") end } }\n"
    "return R\n";

static const char ping_text[] =
    "return { title = \"Ping\", abilities = {\n"
    "  { trigger = \"pinged\", required = true, run = function() cv.event(\"ponged\") end } } }\n";
static const char pong_text[] =
    "return { title = \"Pong\", abilities = {\n"
    "  { trigger = \"ponged\", required = true, run = function() cv.event(\"pinged\") end } } }\n";
static const char bell_text[] =
    "return { title = \"Bell\", abilities = {\n"
    "  { word = \"main\", label = \"ring\", run = function() cv.event(\"pinged\") end } } }\n";
static const char echo_text[] =
    "return { title = \"Echo\", abilities = {\n"
    "  { trigger = \"pinged\", required = true, run = function(self)\n"
    "      cv.ask(cv.owner(self), \"echo again?\")\n"
    "      cv.event(\"pinged\")\n"
    "    end } } }\n";
static const char finale_text[] =
    "return { title = \"Finale\", abilities = {\n"
    "  { word = \"main\", label = \"end it\", run = function(self)\n"
    "      cv.end_game(\"Ann wins by Finale\", { 1 })\n"
    "      pcall(cv.ask, 1, \"and then?\")\n"
    "      cv.ask(2, \"really?\")\n"
    "    end } } }\n";
static const char sly_text[] =
    "return { title = \"Sly\", abilities = {\n"
    "  { word = \"main\", label = \"sneak\", run = function()\n"
    "      for i = 1, 100 do pcall(cv.event, \"pinged\") end\n"
    "    end } } }\n";

typedef struct fixture {
    char root[TEMP_DIR_LEN];
} fixture;

static int setup(void **state)
{
    fixture *f = temp_fixture_new(sizeof *f, "cvloop");
    make_game_dirs(f->root, "looptest");
    write_in(f->root, "scripts/looptest/rules.lua", rules_text);
    write_in(f->root, "cards/looptest/ping.lua", ping_text);
    write_in(f->root, "cards/looptest/pong.lua", pong_text);
    write_in(f->root, "cards/looptest/bell.lua", bell_text);
    write_in(f->root, "cards/looptest/echo.lua", echo_text);
    write_in(f->root, "cards/looptest/sly.lua", sly_text);
    write_in(f->root, "cards/looptest/finale.lua", finale_text);
    write_in(f->root, "cards/looptest/decks/finale.deck", "name: Ann\n1 finale\n");
    /* seat 1 holds the starters; seat 2 the cards that answer */
    write_in(f->root, "cards/looptest/decks/a.deck", "name: Ann\n1 bell\n1 sly\n");
    write_in(f->root, "cards/looptest/decks/b.deck", "name: Bob\n1 ping\n1 pong\n");
    write_in(f->root, "cards/looptest/decks/echo.deck", "name: Eve\n1 echo\n");
    *state = f;
    return 0;
}

/* A game of looptest with the given deck for seat 2 ("b" or "echo") and
 * options; it must start. */
static cv_game *start(const fixture *f, const char *deck2, const char **options, int noptions)
{
    char a[256], b[256];
    snprintf(a, sizeof a, "%s/cards/looptest/decks/a.deck", f->root);
    snprintf(b, sizeof b, "%s/cards/looptest/decks/%s.deck", f->root, deck2);
    const char *decks[] = {a, b};
    return new_game_with(f->root, "looptest", 1, decks, 2, options, noptions);
}

/* The last log line holding 'part', or NULL. */
static const char *log_with(const cv_game *g, const char *part)
{
    for (size_t i = cv_game_log_count(g); i-- > 0;)
        if (strstr(cv_game_log_text(g, i), part)) return cv_game_log_text(g, i);
    return NULL;
}

/* ---- loop=draw (the default) ---- */

/* Ping and Pong trigger each other: past 64 nested abilities the game is
 * drawn, the log line names both cards, and a game rebuilt from the same
 * answers (undo and redo, a replay in a new game) ends the same, bit for
 * bit. */
static void test_loop_of_triggers_draws_the_game_naming_the_cards(void **state)
{
    cv_game *g = start(*state, "b", NULL, 0);
    answer_with(g, "ring");
    assert_true(cv_game_over(g));
    assert_non_null(strstr(cv_game_result(g), "drawn: a loop"));
    assert_int_equal(cv_game_winners(g), 0);
    const char *line = log_with(g, "a loop:");
    assert_non_null(line);
    assert_non_null(strstr(line, "abilities nested more than 64 deep"));
    assert_non_null(strstr(line, "Ping ["));
    assert_non_null(strstr(line, "Pong ["));
    assert_non_null(strstr(line, "loop=draw"));
    uint64_t h = cv_game_hash(g);

    char err[512] = "";
    assert_int_equal(cv_game_undo(g, 1, err, sizeof err), CV_OK);
    assert_false(cv_game_over(g));
    assert_int_equal(cv_game_redo(g, 1, err, sizeof err), CV_OK);
    assert_true(cv_game_over(g));
    assert_true(cv_game_hash(g) == h);

    cv_game *again = start(*state, "b", NULL, 0);
    answer_with(again, "ring");
    assert_true(cv_game_hash(again) == h);
    cv_game_free(again);
    cv_game_free(g);
}

/* A loop through decisions (Echo asks, then raises its own trigger again)
 * passes loop_limit decisions and abilities in one turn: drawn, naming Echo. */
static void test_loop_through_decisions_stops_at_the_turn_limit(void **state)
{
    const char *opts[] = {"loop_limit=20"};
    cv_game *g = start(*state, "echo", opts, 1);
    answer_with(g, "ring");
    int asked = 0;
    while (!cv_game_over(g) && asked < 100) {
        assert_non_null(strstr(cv_game_decision_prompt(g), "echo again?"));
        answer_with(g, "yes");
        asked++;
    }
    assert_true(cv_game_over(g));
    assert_true(asked < 20); /* the bound counts the abilities as well as the decisions */
    const char *line = log_with(g, "a loop:");
    assert_non_null(line);
    assert_non_null(strstr(line, "more than 20 decisions and abilities in one turn"));
    assert_non_null(strstr(line, "Echo ["));
    cv_game_free(g);
}

/* Sly raises the loop inside pcall, a hundred times: the first stop ends
 * the game; no pcall goes on with it. */
static void test_loop_inside_pcall_is_not_swallowed(void **state)
{
    cv_game *g = start(*state, "b", NULL, 0);
    answer_with(g, "sneak");
    assert_true(cv_game_over(g));
    assert_non_null(strstr(cv_game_result(g), "drawn: a loop"));
    size_t loops = 0;
    for (size_t i = 0; i < cv_game_log_count(g); i++)
        loops += strstr(cv_game_log_text(g, i), "a loop:") != NULL;
    assert_int_equal(loops, 1);
    cv_game_free(g);
}

/* ---- loop=undo ---- */

/* The answer that starts the loop is refused with the loop's message; the
 * game stays at its decision, bit for bit, and goes on. */
static void test_loop_undo_refuses_the_answer_and_the_game_goes_on(void **state)
{
    const char *opts[] = {"loop=undo"};
    cv_game *g = start(*state, "b", opts, 1);
    uint64_t before = cv_game_hash(g);
    size_t ring = find_option(g, "ring"), sneak = find_option(g, "sneak");
    assert_true(ring != NO_OPTION && sneak != NO_OPTION);
    char err[512] = "";
    assert_int_equal(cv_game_answer(g, ring, err, sizeof err), CV_ESCRIPT);
    assert_non_null(strstr(err, "a loop: abilities nested more than 64 deep"));
    assert_non_null(strstr(err, "Ping ["));
    assert_non_null(strstr(err, "loop=undo"));
    assert_false(cv_game_over(g));
    assert_true(cv_game_hash(g) == before);
    assert_int_equal(cv_game_answer_count(g), 0);

    err[0] = '\0';
    assert_int_equal(cv_game_answer(g, sneak, err, sizeof err), CV_ESCRIPT);
    assert_non_null(strstr(err, "a loop:"));
    assert_true(cv_game_hash(g) == before);

    answer_with(g, "pass"); /* the game goes on */
    assert_int_equal(cv_game_answer_count(g), 1);
    cv_game_free(g);
}

/* Nobody can ever act (no card with an ability to use): turns would pass
 * for ever without a decision. Past 100 such turns the loop is stopped:
 * drawn, as the game starts. */
static void test_turns_without_any_decision_are_a_loop(void **state)
{
    const fixture *f = *state;
    char b[256];
    snprintf(b, sizeof b, "%s/cards/looptest/decks/b.deck", f->root);
    const char *decks[] = {b, b};
    cv_game *g = new_game_with(f->root, "looptest", 1, decks, 2, NULL, 0);
    assert_true(cv_game_over(g));
    assert_non_null(strstr(cv_game_result(g), "drawn: a loop"));
    assert_non_null(log_with(g, "100 turns passed without a decision"));
    assert_int_equal(cv_game_option_count(g), 0);
    cv_game_free(g);
}

/* ---- the end of the game ---- */

/* An ability that ends the game and then asks (even inside pcall) asks
 * nobody: the game is over, with its result, and no decision is pending;
 * undo and redo reach the same end. */
static void test_game_that_ended_asks_nothing_more(void **state)
{
    const fixture *f = *state;
    char a[256], b[256];
    snprintf(a, sizeof a, "%s/cards/looptest/decks/finale.deck", f->root);
    snprintf(b, sizeof b, "%s/cards/looptest/decks/b.deck", f->root);
    const char *decks[] = {a, b};
    cv_game *g = new_game_with(f->root, "looptest", 1, decks, 2, NULL, 0);
    answer_with(g, "end it");
    assert_true(cv_game_over(g));
    assert_string_equal(cv_game_result(g), "Ann wins by Finale");
    assert_int_equal(cv_game_option_count(g), 0);
    uint64_t h = cv_game_hash(g);
    char err[256];
    assert_int_equal(cv_game_undo(g, 1, err, sizeof err), CV_OK);
    assert_int_equal(cv_game_redo(g, 1, err, sizeof err), CV_OK);
    assert_true(cv_game_over(g) && cv_game_hash(g) == h);
    cv_game_free(g);
}

/* ---- the options ---- */

static void test_loop_limit_that_is_not_a_number_is_refused(void **state)
{
    const fixture *f = *state;
    const char *bad[] = {"loop_limit=lots", "loop_limit=5", "loop_limit=99999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        cv_config cfg = {.root = f->root, .rules = "looptest", .options = &bad[i], .noptions = 1};
        char err[512] = "";
        cv_game *g = cv_game_new(&cfg, err, sizeof err);
        assert_null(g);
        assert_non_null(strstr(err, "option 'loop_limit'"));
        assert_non_null(strstr(err, "10 to 10000000"));
    }
    const char *loop[] = {"loop=never"};
    cv_config cfg = {.root = f->root, .rules = "looptest", .options = loop, .noptions = 1};
    char err[512] = "";
    assert_null(cv_game_new(&cfg, err, sizeof err));
    assert_non_null(strstr(err, "(draw, undo)"));
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, setup, temp_fixture_free)
    const struct CMUnitTest tests[] = {
        T(test_loop_of_triggers_draws_the_game_naming_the_cards),
        T(test_loop_through_decisions_stops_at_the_turn_limit),
        T(test_loop_inside_pcall_is_not_swallowed),
        T(test_loop_undo_refuses_the_answer_and_the_game_goes_on),
        T(test_loop_limit_that_is_not_a_number_is_refused),
        T(test_game_that_ended_asks_nothing_more),
        T(test_turns_without_any_decision_are_a_loop),
    };
#undef T
    return cmocka_run_group_tests_name("loop", tests, NULL, NULL);
}
