/* test_query: reading a game from Lua (cv_game_query, vm/query.c) on the tiny
 * "mini" ruleset under tests/fixtures. A query is an expression or
 * statements with a return, sees 'cv' and the card library 'rules', and
 * gives its result as text without an address. A syntax error names
 * "query:LINE", a runtime error is a script error, and a query that changes
 * the game in any way (a card moved, a variable or pool set, a log line, a
 * die rolled, a decision asked) is refused with the change undone, leaving
 * the hash, the log and the line of play exactly as they were. A runaway
 * query is stopped by the instruction budget and the game goes on. */
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

/* Runs a query that must fail with 'want' and leave the game exactly as it
 * was (hash, log, answers, line of play); returns its message (static). */
static const char *refused(cv_game *g, const char *code, int want)
{
    static char err[1024];
    uint64_t hash = cv_game_hash(g);
    size_t nlog = cv_game_log_count(g), nans = cv_game_answer_count(g);
    size_t line = cv_game_line_length(g);
    char *out = NULL;
    err[0] = '\0';
    int rc = cv_game_query(g, code, &out, err, sizeof err);
    if (rc != want) fail_msg("query '%s': rc %d, expected %d: %s", code, rc, want, err);
    assert_null(out);
    if (!err[0]) fail_msg("query '%s' failed without a message", code);
    if (cv_game_hash(g) != hash) fail_msg("query '%s' left the game changed", code);
    assert_int_equal(cv_game_log_count(g), nlog);
    assert_int_equal(cv_game_answer_count(g), nans);
    assert_int_equal(cv_game_line_length(g), line);
    return err;
}

/* ---- what a query is -------------------------------------------------------- */

static void test_query_expression_gives_its_value(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    assert_string_equal(query(g, "cv.player_name(2)"), "Bob");
    assert_string_equal(query(g, "cv.nplayers() == 2"), "true");
    assert_string_equal(query(g, "6 * 7"), "42");
    assert_string_equal(query(g, "'gems: ' .. cv.pool(cv.GAME, 'gems')"), "gems: 2");
    assert_string_equal(query(g, "1.5"), "1.5");
    assert_string_equal(query(g, "nil"), "nil");
    cv_game_free(g);
}

static void test_query_statements_with_return(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    assert_string_equal(query(g, "return cv.player_name(1)"), "Ann");
    /* Ann's deck file holds 12 cards */
    assert_int_equal(query_num(g, "local n = 0\n"
                                  "for c = 1, cv.ncards() do\n"
                                  "  if cv.owner(c) == 1 then n = n + 1 end\n"
                                  "end\n"
                                  "return n"),
                     12);
    /* the first of several results */
    assert_string_equal(query(g, "return 'first', 'second'"), "first");
    /* statements that return nothing give "nil" */
    assert_string_equal(query(g, "local x = 1"), "nil");
    cv_game_free(g);
}

static void test_query_sees_rules_and_cv(void **state)
{
    (void)state;
    const char *opts[] = {"goal=3"};
    cv_game *g = new_game_with(FIXTURES_ROOT, "mini", 1, NULL, 0, opts, 1);
    int spark = card_in(g, "spark", "hand", 1);
    /* the card library of scripts/mini/rules.lua */
    assert_int_equal(power(g, spark), 1);
    assert_string_equal(query(g, "rules.active_player()"), "1");
    assert_string_equal(query(g, "type(rules.score)"), "function");
    /* the cv API, the game's options and the kernel's variables */
    assert_string_equal(query(g, "cv.options.goal"), "3");
    assert_string_equal(query(g, "cv.var(cv.GAME, 'phase')"), "main");
    assert_string_equal(query(g, "cv.def(1).title"), "Spark");
    assert_string_equal(query(g, "string.format('%d-%s', 7, 'x')"), "7-x");
    cv_game_free(g);
}

static void test_query_reads(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    assert_string_equal(query(g, "return cv.player_name(2)"), "Bob");
    assert_string_equal(query(g, "return cv.nplayers() == 2"), "true");
    char *out = NULL, err[512] = "";
    assert_int_equal(cv_game_query(g, "return no_such_thing", &out, err, sizeof err), CV_ESCRIPT);
    assert_null(out);
    assert_non_null(strstr(err, "undefined global 'no_such_thing'"));
    err[0] = '\0';
    assert_int_equal(cv_game_query(g, "x = 1", &out, err, sizeof err), CV_ESCRIPT);
    assert_null(out);
    cv_game_free(g);
}

/* ---- errors ----------------------------------------------------------------- */

static void test_query_syntax_error_names_its_line(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    const char *err = refused(g, "return 1 +", CV_ESCRIPT);
    if (!strstr(err, "query:1:")) fail_msg("unexpected message: %s", err);
    assert_non_null(strstr(err, "near"));
    /* the line is the query's own, whether or not it was tried as an expression */
    err = refused(g, "local a = 1\nreturn a +", CV_ESCRIPT);
    if (!strstr(err, "query:2:")) fail_msg("unexpected message: %s", err);
    err = refused(g, "cv.player_name(", CV_ESCRIPT);
    if (!strstr(err, "query:1:")) fail_msg("unexpected message: %s", err);
    /* the game is still there to be read */
    assert_string_equal(query(g, "cv.player_name(1)"), "Ann");
    cv_game_free(g);
}

static void test_query_runtime_error_is_a_script_error(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    const char *err = refused(g, "error('zap')", CV_ESCRIPT);
    if (!strstr(err, "query:1: zap")) fail_msg("unexpected message: %s", err);
    err = refused(g, "return nil + 1", CV_ESCRIPT);
    if (!strstr(err, "arithmetic")) fail_msg("unexpected message: %s", err);
    err = refused(g, "return cv.zone('nowhere', 1)", CV_ESCRIPT);
    assert_non_null(strstr(err, "nowhere"));
    /* an error value that is not a string still gives a message */
    err = refused(g, "error({})", CV_ESCRIPT);
    assert_non_null(strstr(err, "query:1:"));
    err = refused(g, "error({ msg = 'tabled' })", CV_ESCRIPT);
    assert_non_null(strstr(err, "tabled"));
    answer_with(g, "pass"); /* the game goes on */
    assert_int_equal(cv_game_decision_seat(g), 1);
    cv_game_free(g);
}

/* ---- a query may not change the game ---------------------------------------- */

static void test_query_that_writes_is_undone(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    uint64_t before = cv_game_hash(g);
    size_t nlog = cv_game_log_count(g);
    char *out = NULL, err[512] = "";
    assert_int_equal(
        cv_game_query(g, "cv.add_pool(cv.GAME, 'gems', 5) return 1", &out, err, sizeof err),
        CV_EARG);
    assert_null(out);
    assert_non_null(strstr(err, "may not change"));
    assert_true(cv_game_hash(g) == before);
    assert_int_equal(cv_game_log_count(g), nlog);
    assert_int_equal(gems(g), 2);
    assert_string_equal(cv_game_decision_prompt(g), "main action, or pass");
    answer_with(g, "pass"); /* the rebuilt game goes on */
    assert_int_equal(cv_game_decision_seat(g), 1);
    cv_game_free(g);
}

static void test_query_that_changes_the_game_is_undone(void **state)
{
    (void)state;
    static const char *const writes[] = {
        "cv.move(1, 'discard', 1)",                   /* moves a card */
        "cv.set_var(1, 'marked', true) return 1",     /* sets a card's variable */
        "cv.set_var(cv.GAME, 'weather', 9) return 1",    /* sets a game variable */
        "return cv.add_pool(cv.GAME, 'gems', 1)",     /* adds to a pool */
        "cv.add_pool(cv.player(2), 'points', 1)",     /* adds to a player's pool */
        "cv.log('a judge was here')",                 /* writes a log line */
        "return math.random(6)",                      /* rolls the game's RNG */
        "cv.add_pool(cv.GAME, 'gems', 1) error('x')", /* changes, then fails */
        "return setmetatable({}, { __tostring = function()"
        " cv.add_pool(cv.GAME, 'gems', 1) return 'x' end })", /* changes while printed */
        NULL};
    cv_game *g = new_game(1);
    answer_with(g, "play Echo"); /* Echo's trigger asks Ann */
    const char *prompt = "Echo: draw a card or gain a gem?";
    assert_string_equal(cv_game_decision_prompt(g), prompt);
    char where[64];
    snprintf(where, sizeof where, "%s", query(g, "return (cv.where(1))"));
    for (const char *const *w = writes; *w; w++) {
        const char *err = refused(g, *w, CV_EARG);
        if (!strstr(err, "may not change the game") || !strstr(err, "undone"))
            fail_msg("query '%s': unexpected message: %s", *w, err);
        /* the game is where it was, at the same decision */
        assert_string_equal(query(g, "return (cv.where(1))"), where);
        assert_string_equal(query(g, "tostring(cv.var(1, 'marked'))"), "nil");
        assert_int_equal(query_num(g, "cv.var(cv.GAME, 'turn')"), 1);
        assert_int_equal(gems(g), 2);
        assert_int_equal(query_num(g, "cv.pool(cv.player(2), 'points')"), 0);
        assert_string_equal(cv_game_decision_prompt(g), prompt);
    }
    /* the rebuilt game goes on from the same decision */
    answer_with(g, "gain a gem");
    assert_int_equal(gems(g), 3);
    cv_game_free(g);
}

/* The answers undone (the line kept for redo) survive a rebuilt game. */
static void test_query_that_writes_keeps_the_redo_line(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    answer_with(g, "pass");
    answer_with(g, "pass");
    uint64_t after_two = cv_game_hash(g);
    assert_int_equal(cv_game_undo(g, 1, NULL, 0), CV_OK);
    assert_int_equal(cv_game_answer_count(g), 1);
    assert_int_equal(cv_game_line_length(g), 2);
    refused(g, "cv.add_pool(cv.GAME, 'gems', 1)", CV_EARG);
    char err[512] = "";
    assert_int_equal(cv_game_redo(g, 1, err, sizeof err), CV_OK);
    assert_true(cv_game_hash(g) == after_two);
    cv_game_free(g);
}

/* A query cannot ask for a decision: that would change the game. */
static void test_query_cannot_ask_a_decision(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    const char *err = refused(g, "return cv.choose(1, 'Pick one', { 'a', 'b' })", CV_EARG);
    assert_non_null(strstr(err, "undone"));
    assert_string_equal(cv_game_decision_prompt(g), "main action, or pass");
    assert_string_equal(cv_game_option_label(g, 0), "pass");
    answer_with(g, "pass");
    assert_int_equal(cv_game_decision_seat(g), 1);
    cv_game_free(g);
}

static void test_query_of_a_finished_game(void **state)
{
    (void)state;
    const char *opts[] = {"goal=3"};
    cv_game *g = new_game_with(FIXTURES_ROOT, "mini", 1, NULL, 0, opts, 1);
    /* score with Spark whenever possible, else play Spark, else pass */
    for (int k = 0; k < 300 && !cv_game_over(g); k++) {
        size_t i = find_option(g, "use Spark");
        if (i == NO_OPTION) i = find_option(g, "play Spark");
        if (i == NO_OPTION) i = find_option(g, "pass");
        if (i == NO_OPTION) i = 0;
        assert_int_equal(cv_game_answer(g, i, NULL, 0), CV_OK);
    }
    assert_true(cv_game_over(g));
    char result[256];
    snprintf(result, sizeof result, "%s", cv_game_result(g));
    /* the winner's points can still be read */
    unsigned winners = cv_game_winners(g);
    assert_true(winners == 1 || winners == 2);
    char code[64];
    snprintf(code, sizeof code, "cv.pool(cv.player(%d), 'points')", winners == 1 ? 1 : 2);
    assert_int_equal(query_num(g, code), 3);
    refused(g, "cv.log('after the end')", CV_EARG);
    assert_true(cv_game_over(g));
    assert_string_equal(cv_game_result(g), result);
    cv_game_free(g);
}

/* ---- the sandbox ------------------------------------------------------------ */

static void test_query_cannot_set_a_global(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    const char *err = refused(g, "x = 1", CV_ESCRIPT);
    if (!strstr(err, "may not set globals")) fail_msg("unexpected message: %s", err);
    refused(g, "x = 1 return x", CV_ESCRIPT);
    refused(g, "rawset(_ENV, 'x', 1) return 1", CV_ESCRIPT);
    refused(g, "_ENV.tostring = nil return 1", CV_ESCRIPT);
    /* nothing of it is left for the next query */
    err = refused(g, "return x", CV_ESCRIPT);
    assert_non_null(strstr(err, "undefined global 'x'"));
    assert_string_equal(query(g, "tostring(12)"), "12");
    /* nor can a query replace what scripts share */
    refused(g, "cv.move = nil return 1", CV_ESCRIPT);
    refused(g, "string.rep = nil return 1", CV_ESCRIPT);
    refused(g, "cv.options.goal = '3' return 1", CV_ESCRIPT);
    refused(g, "cv.def(1).power = 9 return 1", CV_ESCRIPT);
    assert_string_equal(query(g, "type(cv.move)"), "function");
    assert_string_equal(query(g, "string.rep('ab', 2)"), "abab");
    assert_string_equal(query(g, "cv.options.goal"), "5");
    assert_int_equal(query_num(g, "cv.def(1).power"), 1);
    /* and what would reach outside the game is not there */
    refused(g, "return os.time()", CV_ESCRIPT);
    refused(g, "return io.open('/etc/passwd')", CV_ESCRIPT);
    refused(g, "return load('return 1')", CV_ESCRIPT);
    cv_game_free(g);
}

/* Card scripts see 'rules' read-only (vm/pool.c); a query must not be able
 * to change it either, since every game of the pool shares it. The query
 * adds a field of its own so that, if it gets through, no other test sees
 * a changed library. */
static void test_query_cannot_change_the_card_library(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    char *out = NULL, err[512] = "";
    int rc = cv_game_query(g, "rules.test_query_mark = true return 1", &out, err, sizeof err);
    free(out);
    cv_game *other = new_game(2);
    if (strcmp(query(other, "rules.test_query_mark == nil"), "true"))
        fail_msg("a query (rc %d) changed the card library every game of the pool shares", rc);
    assert_string_equal(query(g, "rules.test_query_mark == nil"), "true");
    assert_int_not_equal(rc, CV_OK);
    cv_game_free(other);
    cv_game_free(g);
}

/* The game's own Lua table (cv._game(): the kernel's memos) is game state
 * too: a query writing it must not change what the game computes. */
static void test_query_cannot_change_the_games_memos(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    int spark = card_in(g, "spark", "hand", 1);
    answer_with(g, "play Banner");
    assert_int_equal(power(g, spark), 2); /* Banner: your other cards +1 */
    char *out = NULL, err[512] = "";
    int rc = cv_game_query(g, "cv._game().active_memo = {} return 1", &out, err, sizeof err);
    free(out);
    long long now = power(g, spark);
    if (now != 2)
        fail_msg("after a query (rc %d) wrote cv._game().active_memo, Banner no longer applies:"
                 " Spark's power is %lld, not 2",
                 rc, now);
    answer_with(g, "pass");
    answer_with(g, "pass");
    assert_int_equal(power(g, spark), 2);
    cv_game_free(g);
}

/* ---- results as text -------------------------------------------------------- */

static void test_query_table_result_prints_without_address(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    static const char *const codes[] = {"{}",
                                        "cv.zone('hand', 1)",
                                        "function() end",
                                        "cv",
                                        "setmetatable({}, { __name = 'Hand' })",
                                        "_ENV",
                                        NULL};
    static const char *const want[] = {"table", "table", "function", "table", "table", "table"};
    for (size_t i = 0; codes[i]; i++) {
        const char *text = query(g, codes[i]);
        if (strcmp(text, want[i]) || strstr(text, "0x"))
            fail_msg("query '%s' printed '%s', expected '%s'", codes[i], text, want[i]);
    }
    /* a table that says what it is */
    assert_string_equal(
        query(g, "setmetatable({}, { __tostring = function() return 'a hand' end })"), "a hand");
    cv_game_free(g);
}

static void test_query_tostring_that_raises_is_a_script_error(void **state)
{
    (void)state;
    cv_game *g = new_game(1);
    const char *err =
        refused(g, "setmetatable({}, { __tostring = function() error('boom') end })", CV_ESCRIPT);
    if (!strstr(err, "boom")) fail_msg("unexpected message: %s", err);
    err = refused(g, "setmetatable({}, { __tostring = function() return {} end })", CV_ESCRIPT);
    assert_non_null(strstr(err, "__tostring"));
    refused(g, "setmetatable({}, { __tostring = function() error({}) end })", CV_ESCRIPT);
    /* the game is still there */
    assert_string_equal(query(g, "cv.player_name(1)"), "Ann");
    answer_with(g, "pass");
    cv_game_free(g);
}

/* ---- the budget ------------------------------------------------------------- */

/* What a forked child reports about a runaway query. */
typedef struct runaway_report {
    int rc, next_rc, same_hash, same_log;
    char err[512];
} runaway_report;

/* What the child does: runs runaway query 'code' on 'g', then answers
 * "pass" there. */
typedef struct runaway_step {
    cv_game *g;
    const char *code;
} runaway_step;

static void query_runaway(void *arg, void *report)
{
    runaway_step *step = arg;
    runaway_report *r = report;
    cv_game *g = step->g;
    uint64_t hash = cv_game_hash(g);
    size_t nlog = cv_game_log_count(g);
    char *out = NULL;
    r->rc = cv_game_query(g, step->code, &out, r->err, sizeof r->err);
    free(out);
    r->same_hash = cv_game_hash(g) == hash;
    r->same_log = cv_game_log_count(g) == nlog;
    size_t pass = find_option(g, "pass");
    r->next_rc = pass == NO_OPTION ? -1 : cv_game_answer(g, pass, NULL, 0);
    if (r->next_rc == CV_OK && cv_game_decision_seat(g) != 1) r->next_rc = -2;
}

/* Runs runaway query 'code' in a child (a budget that fails to stop it
 * hangs for ever: a deadline turns that into a failure), then answers
 * "pass" there; returns what the child saw. */
static runaway_report run_runaway(const char *code)
{
    runaway_step step = {new_game(1), code};
    char what[256];
    snprintf(what, sizeof what, "query '%s'", code);
    runaway_report r;
    run_in_child(query_runaway, &step, &r, sizeof r, what);
    cv_game_free(step.g);
    return r;
}

static void test_query_runaway_stopped_by_budget(void **state)
{
    (void)state;
    static const char *const loops[] = {
        "while true do end",
        "while true do pcall(function() while true do end end) end",           /* catching errors */
        "setmetatable({}, { __tostring = function() while true do end end })", /* printing */
        NULL};
    for (const char *const *code = loops; *code; code++) {
        runaway_report r = run_runaway(*code);
        if (r.rc != CV_ESCRIPT) fail_msg("query '%s': rc %d: %s", *code, r.rc, r.err);
        if (!strstr(r.err, "instruction budget")) fail_msg("unexpected message: %s", r.err);
        assert_true(r.same_hash);
        assert_true(r.same_log);
        assert_int_equal(r.next_rc, CV_OK); /* the game goes on */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_query_expression_gives_its_value),
        cmocka_unit_test(test_query_statements_with_return),
        cmocka_unit_test(test_query_sees_rules_and_cv),
        cmocka_unit_test(test_query_reads),
        cmocka_unit_test(test_query_syntax_error_names_its_line),
        cmocka_unit_test(test_query_runtime_error_is_a_script_error),
        cmocka_unit_test(test_query_that_writes_is_undone),
        cmocka_unit_test(test_query_that_changes_the_game_is_undone),
        cmocka_unit_test(test_query_that_writes_keeps_the_redo_line),
        cmocka_unit_test(test_query_cannot_ask_a_decision),
        cmocka_unit_test(test_query_of_a_finished_game),
        cmocka_unit_test(test_query_cannot_set_a_global),
        cmocka_unit_test(test_query_cannot_change_the_card_library),
        cmocka_unit_test(test_query_cannot_change_the_games_memos),
        cmocka_unit_test(test_query_table_result_prints_without_address),
        cmocka_unit_test(test_query_tostring_that_raises_is_a_script_error),
        cmocka_unit_test(test_query_runaway_stopped_by_budget),
    };
    int failed = cmocka_run_group_tests_name("query", tests, NULL, NULL);
    cv_release_cache();
    return failed;
}
