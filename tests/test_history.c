/* test_history: the line of play (vm/history.c).
 *
 * In plain C: pushing answer n keeps the rest of the line when it is the
 * option already there and cuts it otherwise; a line set from a record
 * copies its labels and stands at 0 with every seat unknown; cutting ends
 * the line; freeing empties it for reuse.
 *
 * Through cardvm.h, on the "mini" ruleset of tests/fixtures (and on "lines"
 * of tests/fixtures/records, whose turns hold decisions in two phases):
 * every answer keeps its option, label, seat, turn, phase and where its log
 * began; undo, redo and goto bring back the very hash each point had, and
 * refuse to go past either end; back goes to the first decision of the turn
 * or phase, or of the one before when already there, and refuses at the
 * start and for another unit; a different answer after an undo cuts the
 * line, the same answer keeps it for redo; a replay whose labels no longer
 * fit stops at the last answer that does, with the rest left for redo. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardvm.h"
#include "history.h"
#include "support.h"
#include "str.h"

/* ---- the line in plain C --------------------------------------------------- */

/* An entry owning copies of its strings, as cv_history_push takes them. */
static cv_hentry entry(size_t option, const char *label)
{
    cv_hentry e = {.option = option, .seat = 1, .turn = 2, .log = 7};
    e.label = label ? cv_str_dup(label) : NULL;
    e.phase = cv_str_dup("main");
    assert_true(!label || e.label);
    assert_non_null(e.phase);
    return e;
}

static void push(cv_history *h, size_t option, const char *label)
{
    cv_hentry e = entry(option, label);
    assert_int_equal(cv_history_push(h, &e), 0);
}

/* A line of three answers: options 0, 1, 2 labelled "a", "b", "c". */
static void push_abc(cv_history *h)
{
    push(h, 0, "a");
    push(h, 1, "b");
    push(h, 2, "c");
    assert_int_equal(h->n, 3);
    assert_int_equal(h->line, 3);
}

static void test_history_push_records_each_answer(void **state)
{
    (void)state;
    cv_history h = {0};
    push_abc(&h);
    assert_int_equal(h.v[1].option, 1);
    assert_string_equal(h.v[1].label, "b");
    assert_int_equal(h.v[1].seat, 1);
    assert_int_equal(h.v[1].turn, 2);
    assert_string_equal(h.v[1].phase, "main");
    assert_int_equal(h.v[1].log, 7);
    cv_history_free(&h);
}

/* After an undo to 1, answering option 1 again (the answer that was there)
 * keeps answer 2 for redo; the entry itself is the new one. */
static void test_history_push_same_option_keeps_the_redo_tail(void **state)
{
    (void)state;
    cv_history h = {0};
    push_abc(&h);
    h.n = 1; /* as undo leaves it */
    push(&h, 1, "b again");
    assert_int_equal(h.n, 2);
    assert_int_equal(h.line, 3);
    assert_string_equal(h.v[1].label, "b again");
    assert_int_equal(h.v[2].option, 2);
    assert_string_equal(h.v[2].label, "c");
    cv_history_free(&h);
}

static void test_history_push_other_option_cuts_the_line(void **state)
{
    (void)state;
    cv_history h = {0};
    push_abc(&h);
    h.n = 1;
    push(&h, 5, "e");
    assert_int_equal(h.n, 2);
    assert_int_equal(h.line, 2);
    assert_int_equal(h.v[1].option, 5);
    assert_string_equal(h.v[1].label, "e");
    /* from the very start, too */
    h.n = 0;
    push(&h, 3, "d");
    assert_int_equal(h.n, 1);
    assert_int_equal(h.line, 1);
    assert_string_equal(h.v[0].label, "d");
    cv_history_free(&h);
}

/* Many answers: the line grows past its first allocation. */
static void test_history_push_many(void **state)
{
    (void)state;
    cv_history h = {0};
    char label[16];
    for (size_t k = 0; k < 1000; k++) {
        snprintf(label, sizeof label, "%zu", k);
        push(&h, k % 4, label);
    }
    assert_int_equal(h.n, 1000);
    assert_int_equal(h.line, 1000);
    assert_int_equal(h.v[999].option, 3);
    assert_string_equal(h.v[999].label, "999");
    assert_string_equal(h.v[0].label, "0");
    cv_history_free(&h);
}

static void test_history_set_line_from_a_record(void **state)
{
    (void)state;
    cv_history h = {0};
    push_abc(&h); /* replaced whole */
    size_t answers[] = {2, 0, 1};
    char first[8] = "x";
    const char *labels[] = {first, NULL, "z"};
    assert_int_equal(cv_history_set_line(&h, answers, labels, 3), 0);
    strcpy(first, "XXX");     /* the labels were copied */
    assert_int_equal(h.n, 0); /* none stands yet */
    assert_int_equal(h.line, 3);
    assert_int_equal(h.v[0].option, 2);
    assert_string_equal(h.v[0].label, "x");
    assert_null(h.v[1].label);
    assert_string_equal(h.v[2].label, "z");
    for (size_t k = 0; k < 3; k++) {
        assert_int_equal(h.v[k].seat, -1); /* not known until played */
        assert_int_equal(h.v[k].turn, 0);
        assert_null(h.v[k].phase);
        assert_int_equal(h.v[k].log, 0);
    }
    /* without labels, and a shorter line */
    assert_int_equal(cv_history_set_line(&h, answers, NULL, 2), 0);
    assert_int_equal(h.line, 2);
    assert_null(h.v[0].label);
    assert_int_equal(h.v[1].option, 0);
    assert_int_equal(cv_history_set_line(&h, answers, NULL, 0), 0);
    assert_int_equal(h.line, 0);
    cv_history_free(&h);
}

static void test_history_cut_ends_the_line(void **state)
{
    (void)state;
    cv_history h = {0};
    push_abc(&h);
    push(&h, 3, "d");
    h.n = 1;
    cv_history_cut(&h, 2);
    assert_int_equal(h.n, 1);
    assert_int_equal(h.line, 2);
    assert_string_equal(h.v[1].label, "b");
    cv_history_cut(&h, 1);
    assert_int_equal(h.line, 1);
    /* an answer after the cut starts the line again from there */
    push(&h, 1, "b'");
    assert_int_equal(h.line, 2);
    assert_string_equal(h.v[1].label, "b'");
    cv_history_free(&h);
}

static void test_history_free_empties_for_reuse(void **state)
{
    (void)state;
    cv_history h = {0};
    cv_history_free(&h); /* an empty history frees */
    push_abc(&h);
    h.n = 1; /* undone entries are freed too */
    cv_history_free(&h);
    assert_int_equal(h.n, 0);
    assert_int_equal(h.line, 0);
    assert_int_equal(h.cap, 0);
    assert_null(h.v);
    push(&h, 4, "again");
    assert_int_equal(h.line, 1);
    assert_string_equal(h.v[0].label, "again");
    cv_history_free(&h);
}

/* ---- the public history functions ------------------------------------------ */

/* What stood at each decision of a line of play, and who answered how. */
enum { LINE = 7 };
typedef struct line {
    uint64_t hash[LINE + 1]; /* at decision k (k answers standing) */
    size_t nlog[LINE + 1];   /* log lines at decision k */
    size_t option[LINE];     /* answer k */
    char label[LINE][128];   /* its label as offered */
    int seat[LINE];          /* who gave it */
    long turn[LINE];         /* the turn of its decision */
} line;

/* Seed 1 of mini: Ann plays Spark, scores with it and passes (turn 1); Bob
 * plays Echo, gains a gem, Ann passes and Bob passes (turn 2); the game
 * stands at Ann's first decision of turn 3. */
static const char *const mini_line[LINE] = {"play Spark", "use Spark", "pass", "play Echo",
                                            "gain a gem", "pass",      "pass"};

/* answer_with, noting in 'l' what stood at the decision and after it. */
static void answer_noting(cv_game *g, const char *part, line *l)
{
    size_t k = cv_game_answer_count(g);
    size_t i = find_option(g, part);
    if (i == NO_OPTION) fail_msg("no option containing '%s' at decision %zu", part, k + 1);
    l->hash[k] = cv_game_hash(g);
    l->nlog[k] = cv_game_log_count(g);
    l->option[k] = i;
    snprintf(l->label[k], sizeof l->label[k], "%s", cv_game_option_label(g, i));
    l->seat[k] = cv_game_decision_seat(g);
    l->turn[k] = (long)cv_game_var_num(g, "turn", 0);
    char err[1024] = "";
    int rc = cv_game_answer(g, i, err, sizeof err);
    if (rc != CV_OK) fail_msg("answering '%s': rc %d: %s", part, rc, err);
    l->hash[k + 1] = cv_game_hash(g);
    l->nlog[k + 1] = cv_game_log_count(g);
}

/* A mini game played along mini_line, with what stood at each point. */
static cv_game *play_mini(line *l)
{
    cv_game *g = new_game(1);
    memset(l, 0, sizeof *l);
    for (size_t k = 0; k < LINE; k++)
        answer_noting(g, mini_line[k], l);
    assert_int_equal(cv_game_answer_count(g), LINE);
    assert_int_equal(cv_game_line_length(g), LINE);
    return g;
}

/* The game stands after k answers, as it did the first time. */
static void expect_at(const cv_game *g, const line *l, size_t k)
{
    assert_int_equal(cv_game_answer_count(g), k);
    if (cv_game_hash(g) != l->hash[k]) fail_msg("after %zu answers: another hash", k);
    assert_int_equal(cv_game_log_count(g), l->nlog[k]);
}

/* Answer k as the line remembers it. */
static void expect_answer(const cv_game *g, const line *l, size_t k)
{
    assert_int_equal(cv_game_answer_at(g, k), l->option[k]);
    assert_string_equal(cv_game_answer_label(g, k), l->label[k]);
    assert_int_equal(cv_game_answer_seat(g, k), l->seat[k]);
    assert_int_equal(cv_game_answer_turn(g, k), l->turn[k]);
    assert_string_equal(cv_game_answer_phase(g, k), "main");
    assert_int_equal(cv_game_answer_log(g, k), l->nlog[k]);
}

static void test_history_each_answer_remembers_its_decision(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    static const int seats[LINE] = {0, 0, 0, 1, 1, 0, 1};
    static const long turns[LINE] = {1, 1, 1, 2, 2, 2, 2};
    for (size_t k = 0; k < LINE; k++) {
        expect_answer(g, &l, k);
        assert_int_equal(cv_game_answer_seat(g, k), seats[k]);
        assert_int_equal(cv_game_answer_turn(g, k), turns[k]);
        assert_non_null(strstr(cv_game_answer_label(g, k), mini_line[k]));
    }
    /* answer 0's effects are logged from its log mark on */
    int moved = 0;
    for (size_t i = cv_game_answer_log(g, 0); i < cv_game_answer_log(g, 1); i++)
        moved += strstr(cv_game_log_text(g, i), "Spark [6] moves from Ann's hand to Ann's table") !=
                 NULL;
    assert_int_equal(moved, 1);
    /* past the line: nothing */
    assert_null(cv_game_answer_label(g, LINE));
    assert_int_equal(cv_game_answer_seat(g, LINE), -1);
    assert_int_equal(cv_game_answer_turn(g, LINE), 0);
    assert_null(cv_game_answer_phase(g, LINE));
    assert_int_equal(cv_game_answer_at(g, LINE), 0);
    assert_int_equal(cv_game_answer_log(g, LINE), 0);
    cv_game_free(g);
}

/* Undo one answer at a time to the start, then redo one at a time to the
 * end: each point has the hash and the log it had, and the line with its
 * answers stays as it was. */
static void test_history_undo_redo_bring_back_each_hash(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    char err[256];
    for (size_t k = LINE; k-- > 0;) {
        assert_int_equal(cv_game_undo(g, 1, err, sizeof err), CV_OK);
        expect_at(g, &l, k);
        assert_int_equal(cv_game_line_length(g), LINE);
    }
    err[0] = '\0';
    assert_int_equal(cv_game_undo(g, 1, err, sizeof err), CV_EARG);
    assert_string_equal(err, "nothing to undo");
    expect_at(g, &l, 0);
    for (size_t k = 1; k <= LINE; k++) {
        assert_int_equal(cv_game_redo(g, 1, err, sizeof err), CV_OK);
        expect_at(g, &l, k);
    }
    err[0] = '\0';
    assert_int_equal(cv_game_redo(g, 1, err, sizeof err), CV_EARG);
    assert_string_equal(err, "nothing to redo");
    for (size_t k = 0; k < LINE; k++)
        expect_answer(g, &l, k);
    cv_game_free(g);
}

static void test_history_undo_redo_several_at_once(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    assert_int_equal(cv_game_undo(g, 3, NULL, 0), CV_OK);
    expect_at(g, &l, 4);
    assert_int_equal(cv_game_undo(g, 100, NULL, 0), CV_OK); /* all there are */
    expect_at(g, &l, 0);
    assert_int_equal(cv_game_redo(g, 2, NULL, 0), CV_OK);
    expect_at(g, &l, 2);
    assert_int_equal(cv_game_redo(g, 100, NULL, 0), CV_OK);
    expect_at(g, &l, LINE);
    assert_int_equal(cv_game_line_length(g), LINE);
    cv_game_free(g);
}

static void test_history_goto_any_point_of_the_line(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    static const size_t points[] = {3, 0, 7, 5, 5, 1};
    for (size_t i = 0; i < sizeof points / sizeof points[0]; i++) {
        assert_int_equal(cv_game_goto(g, points[i], NULL, 0), CV_OK);
        expect_at(g, &l, points[i]);
        assert_int_equal(cv_game_line_length(g), LINE);
    }
    char err[256] = "";
    assert_int_equal(cv_game_goto(g, LINE + 1, err, sizeof err), CV_EARG);
    assert_non_null(strstr(err, "0..7"));
    expect_at(g, &l, 1); /* unchanged */
    cv_game_free(g);
}

/* Mini's decisions are all in its main phase: the first decisions of turns
 * 1, 2 and 3 are decisions 0, 3 and 7. */
static void test_history_back_turn(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    /* decision 7 is the first of turn 3: back goes to the turn before's */
    assert_int_equal(cv_game_back(g, "turn", NULL, 0), CV_OK);
    expect_at(g, &l, 3);
    assert_int_equal(cv_game_back(g, "turn", NULL, 0), CV_OK);
    expect_at(g, &l, 0);
    char err[256] = "";
    assert_int_equal(cv_game_back(g, "turn", err, sizeof err), CV_EARG);
    assert_string_equal(err, "already at the start");
    expect_at(g, &l, 0);
    /* from inside a turn: its own first decision */
    assert_int_equal(cv_game_goto(g, 5, NULL, 0), CV_OK);
    assert_int_equal(cv_game_back(g, "turn", NULL, 0), CV_OK);
    expect_at(g, &l, 3);
    assert_int_equal(cv_game_goto(g, 2, NULL, 0), CV_OK);
    assert_int_equal(cv_game_back(g, "turn", NULL, 0), CV_OK);
    expect_at(g, &l, 0);
    assert_int_equal(cv_game_line_length(g), LINE); /* going back keeps the line */
    cv_game_free(g);
}

/* The same phase name in another turn is another phase. */
static void test_history_back_phase_stays_in_its_turn(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    assert_int_equal(cv_game_goto(g, 6, NULL, 0), CV_OK);
    assert_int_equal(cv_game_back(g, "phase", NULL, 0), CV_OK);
    expect_at(g, &l, 3); /* not 0, though turn 1's decisions are in "main" too */
    assert_int_equal(cv_game_back(g, "phase", NULL, 0), CV_OK);
    expect_at(g, &l, 0);
    assert_int_equal(cv_game_back(g, "phase", NULL, 0), CV_EARG);
    cv_game_free(g);
}

/* "lines": each turn asks a morning and an evening question, so a phase
 * holds one decision and a turn two. */
static void test_history_back_phase_and_turn_differ(void **state)
{
    (void)state;
    cv_game *g = new_game_with("tests/fixtures/records", "lines", 3, NULL, 0, NULL, 0);
    uint64_t hash[5];
    for (size_t k = 0; k < 4; k++) {
        hash[k] = cv_game_hash(g);
        assert_int_equal(cv_game_answer(g, 1, NULL, 0), CV_OK); /* rest, sleep */
    }
    hash[4] = cv_game_hash(g);
    assert_string_equal(cv_game_answer_phase(g, 2), "morning");
    assert_string_equal(cv_game_answer_phase(g, 3), "evening");
    assert_int_equal(cv_game_answer_turn(g, 3), 2);
    assert_string_equal(cv_game_var_str(g, "phase"), "morning"); /* turn 3's */
    /* at the first decision of turn 3's morning: back a phase is turn 2's
     * evening, back a turn is turn 2's morning */
    assert_int_equal(cv_game_back(g, "phase", NULL, 0), CV_OK);
    assert_int_equal(cv_game_answer_count(g), 3);
    assert_true(cv_game_hash(g) == hash[3]);
    assert_int_equal(cv_game_goto(g, 4, NULL, 0), CV_OK);
    assert_int_equal(cv_game_back(g, "turn", NULL, 0), CV_OK);
    assert_int_equal(cv_game_answer_count(g), 2);
    assert_true(cv_game_hash(g) == hash[2]);
    /* in turn 2's evening: back a turn is that turn's morning */
    assert_int_equal(cv_game_goto(g, 3, NULL, 0), CV_OK);
    assert_int_equal(cv_game_back(g, "turn", NULL, 0), CV_OK);
    assert_int_equal(cv_game_answer_count(g), 2);
    assert_true(cv_game_hash(g) == hash[2]);
    cv_game_free(g);
}

static void test_history_back_refuses_another_unit(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    char err[256] = "";
    assert_int_equal(cv_game_back(g, "round", err, sizeof err), CV_EARG);
    assert_string_equal(err, "expected 'turn' or 'phase'");
    assert_int_equal(cv_game_back(g, NULL, NULL, 0), CV_EARG);
    assert_int_equal(cv_game_back(g, "", NULL, 0), CV_EARG);
    expect_at(g, &l, LINE);
    assert_int_equal(cv_game_line_length(g), LINE);
    cv_game_free(g);
}

/* Undo to decision 4 (Echo's choice, answered "gain a gem"), then answer
 * "draw a card": the old answers 4..6 are gone. */
static void test_history_other_answer_after_undo_cuts_the_line(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    assert_int_equal(cv_game_undo(g, 3, NULL, 0), CV_OK);
    expect_at(g, &l, 4);
    answer_with(g, "draw a card");
    assert_int_equal(cv_game_answer_count(g), 5);
    assert_int_equal(cv_game_line_length(g), 5);
    assert_string_equal(cv_game_answer_label(g, 4), "draw a card");
    assert_true(cv_game_hash(g) != l.hash[5]);
    assert_int_equal(cv_game_redo(g, 1, NULL, 0), CV_EARG);
    cv_game_free(g);
}

static void test_history_same_answer_after_undo_keeps_the_line(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    assert_int_equal(cv_game_undo(g, 3, NULL, 0), CV_OK);
    answer_with(g, "gain a gem");
    expect_at(g, &l, 5);
    assert_int_equal(cv_game_line_length(g), LINE);
    assert_int_equal(cv_game_redo(g, 2, NULL, 0), CV_OK);
    expect_at(g, &l, LINE);
    for (size_t k = 0; k < LINE; k++)
        expect_answer(g, &l, k);
    cv_game_free(g);
}

/* The played line as a record would give it: options and labels. */
static void line_of(const line *l, size_t answers[LINE], const char *labels[LINE])
{
    for (size_t k = 0; k < LINE; k++) {
        answers[k] = l->option[k];
        labels[k] = l->label[k];
    }
}

static void test_history_replay_plays_part_and_keeps_the_rest(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    size_t answers[LINE];
    const char *labels[LINE];
    line_of(&l, answers, labels);
    cv_game *r = new_game(1);
    size_t played = 99;
    char err[512] = "";
    assert_int_equal(cv_game_replay(r, answers, labels, LINE, 2, &played, err, sizeof err), CV_OK);
    assert_int_equal(played, 2);
    expect_at(r, &l, 2);
    assert_int_equal(cv_game_line_length(r), LINE);
    assert_int_equal(cv_game_answer_seat(r, 2), -1); /* read, not yet played */
    assert_string_equal(cv_game_answer_label(r, 2), l.label[2]);
    assert_int_equal(cv_game_redo(r, LINE, NULL, 0), CV_OK);
    expect_at(r, &l, LINE);
    for (size_t k = 0; k < LINE; k++)
        expect_answer(r, &l, k);
    /* without labels: the options alone */
    assert_int_equal(cv_game_replay(r, answers, NULL, LINE, LINE, &played, NULL, 0), CV_OK);
    assert_int_equal(played, LINE);
    expect_at(r, &l, LINE);
    cv_game_free(r);
    cv_game_free(g);
}

/* A record from before a card changed: answer 4's label is no longer
 * offered. The replay stops after answer 3; answers 4..7 stay on the line,
 * with the labels they were recorded with, and redo plays them. */
static void test_history_replay_stops_at_a_label_that_no_longer_fits(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    size_t answers[LINE];
    const char *labels[LINE];
    line_of(&l, answers, labels);
    labels[3] = "play Echo [99] (cost 0)";
    cv_game *r = new_game(1);
    size_t played = 99;
    char err[512] = "";
    assert_int_equal(cv_game_replay(r, answers, labels, LINE, LINE, &played, err, sizeof err),
                     CV_EILLEGAL);
    assert_int_equal(played, 3);
    expect_at(r, &l, 3);
    char want[256];
    snprintf(want, sizeof want, "answer 4 was 'play Echo [99] (cost 0)'; the game now offers '%s'",
             l.label[3]);
    if (!strstr(err, want)) fail_msg("unexpected message: %s", err);
    assert_int_equal(cv_game_line_length(r), LINE);
    assert_string_equal(cv_game_answer_label(r, 3), "play Echo [99] (cost 0)");
    assert_int_equal(cv_game_answer_seat(r, 3), -1);
    assert_int_equal(cv_game_redo(r, LINE, err, sizeof err), CV_OK);
    expect_at(r, &l, LINE);
    for (size_t k = 0; k < LINE; k++)
        expect_answer(r, &l, k); /* relabelled as offered */
    cv_game_free(r);
    cv_game_free(g);
}

static void test_history_replay_stops_at_an_option_not_offered(void **state)
{
    (void)state;
    line l;
    cv_game *g = play_mini(&l);
    size_t answers[LINE];
    const char *labels[LINE];
    line_of(&l, answers, labels);
    answers[1] = 40;
    labels[1] = NULL;
    cv_game *r = new_game(1);
    size_t played = 99;
    char err[512] = "";
    assert_int_equal(cv_game_replay(r, answers, labels, LINE, LINE, &played, err, sizeof err),
                     CV_EILLEGAL);
    assert_int_equal(played, 1);
    expect_at(r, &l, 1);
    if (!strstr(err, "answer 2 (option 41) does not fit")) fail_msg("unexpected message: %s", err);
    assert_int_equal(cv_game_line_length(r), LINE);
    cv_game_free(r);
    cv_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_history_push_records_each_answer),
        cmocka_unit_test(test_history_push_same_option_keeps_the_redo_tail),
        cmocka_unit_test(test_history_push_other_option_cuts_the_line),
        cmocka_unit_test(test_history_push_many),
        cmocka_unit_test(test_history_set_line_from_a_record),
        cmocka_unit_test(test_history_cut_ends_the_line),
        cmocka_unit_test(test_history_free_empties_for_reuse),
        cmocka_unit_test(test_history_each_answer_remembers_its_decision),
        cmocka_unit_test(test_history_undo_redo_bring_back_each_hash),
        cmocka_unit_test(test_history_undo_redo_several_at_once),
        cmocka_unit_test(test_history_goto_any_point_of_the_line),
        cmocka_unit_test(test_history_back_turn),
        cmocka_unit_test(test_history_back_phase_stays_in_its_turn),
        cmocka_unit_test(test_history_back_phase_and_turn_differ),
        cmocka_unit_test(test_history_back_refuses_another_unit),
        cmocka_unit_test(test_history_other_answer_after_undo_cuts_the_line),
        cmocka_unit_test(test_history_same_answer_after_undo_keeps_the_line),
        cmocka_unit_test(test_history_replay_plays_part_and_keeps_the_rest),
        cmocka_unit_test(test_history_replay_stops_at_a_label_that_no_longer_fits),
        cmocka_unit_test(test_history_replay_stops_at_an_option_not_offered),
    };
    int rc = cmocka_run_group_tests_name("history", tests, NULL, NULL);
    cv_release_cache();
    return rc;
}
