/* test_log: the game's append-only log (vm/log.c). A line keeps copies of
 * its cause and text, in the order added, and a missing cause reads as "";
 * a public line reads the same to every seat; a secret line reads whole to
 * the seats in its seen_by, to a judge (viewer -1) and to nobody else, who
 * read its masked text; a line past the end reads as NULL; freeing empties
 * the log for reuse; thousands of lines keep their order and text. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "log.h"

static void test_log_add_copies_cause_and_text(void **state)
{
    (void)state;
    cv_log log = {0};
    char cause[32] = "rule: draw", text[32] = "Ann draws a card";
    assert_int_equal(cv_log_add(&log, cause, text), 0);
    strcpy(cause, "XXXX"); /* the log kept copies */
    strcpy(text, "XXXX");
    assert_int_equal(cv_log_add(&log, "Spark [1]: main", "Ann's points: 0 -> 1"), 0);
    assert_int_equal(cv_log_add(&log, NULL, "no cause"), 0);
    assert_int_equal(log.n, 3);
    assert_string_equal(log.lines[0].cause, "rule: draw");
    assert_string_equal(log.lines[0].text, "Ann draws a card");
    assert_string_equal(log.lines[1].cause, "Spark [1]: main");
    assert_string_equal(log.lines[1].text, "Ann's points: 0 -> 1");
    assert_string_equal(log.lines[2].cause, "");
    assert_null(log.lines[0].masked); /* a public line */
    cv_log_free(&log);
}

static void test_log_public_line_reads_the_same_to_everyone(void **state)
{
    (void)state;
    cv_log log = {0};
    assert_int_equal(cv_log_add(&log, "rule: main", "Spark [1] moves from Ann's hand to the table"),
                     0);
    for (int viewer = -1; viewer < 8; viewer++)
        assert_string_equal(cv_log_text_for(&log, 0, viewer),
                            "Spark [1] moves from Ann's hand to the table");
    cv_log_free(&log);
}

/* A card drawn into Ann's hand: Ann (seat 0) and Cid (seat 2) may read it,
 * Bob (seat 1) and Dee (seat 3) read the masked text; a judge reads all. */
static void test_log_secret_line_masked_for_other_seats(void **state)
{
    (void)state;
    cv_log log = {0};
    const char *whole = "Echo [3] moves from Ann's deck to Ann's hand";
    const char *masked = "a card moves from Ann's deck to Ann's hand";
    assert_int_equal(cv_log_add_secret(&log, "rule: draw", whole, 1u << 0 | 1u << 2, masked), 0);
    assert_string_equal(log.lines[0].text, whole);
    assert_string_equal(log.lines[0].masked, masked);
    assert_string_equal(log.lines[0].cause, "rule: draw");
    assert_string_equal(cv_log_text_for(&log, 0, 0), whole);
    assert_string_equal(cv_log_text_for(&log, 0, 2), whole);
    assert_string_equal(cv_log_text_for(&log, 0, -1), whole);
    assert_string_equal(cv_log_text_for(&log, 0, 1), masked);
    assert_string_equal(cv_log_text_for(&log, 0, 3), masked);
    /* a seat past the 32 bits of seen_by is never one of them */
    assert_string_equal(cv_log_text_for(&log, 0, 40), masked);
    cv_log_free(&log);
}

static void test_log_secret_line_seen_by_nobody(void **state)
{
    (void)state;
    cv_log log = {0};
    /* a card moved between two face-down piles: no seat sees which */
    const char *whole = "Shield [2] moves from Ann's deck to the pile";
    const char *masked = "a card moves from Ann's deck to the pile";
    assert_int_equal(cv_log_add_secret(&log, "rule: mill", whole, 0, masked), 0);
    assert_string_equal(cv_log_text_for(&log, 0, 0), masked);
    assert_string_equal(cv_log_text_for(&log, 0, 1), masked);
    assert_string_equal(cv_log_text_for(&log, 0, -1), whole);
    /* seen_by without a masked text is a public line */
    assert_int_equal(cv_log_add_secret(&log, "rule: x", "public", 1u << 0, NULL), 0);
    assert_null(log.lines[1].masked);
    assert_string_equal(cv_log_text_for(&log, 1, 1), "public");
    cv_log_free(&log);
}

static void test_log_line_past_the_end_is_null(void **state)
{
    (void)state;
    cv_log log = {0};
    assert_null(cv_log_text_for(&log, 0, -1));
    assert_int_equal(cv_log_add(&log, "c", "t"), 0);
    assert_non_null(cv_log_text_for(&log, 0, 1));
    assert_null(cv_log_text_for(&log, 1, -1));
    assert_null(cv_log_text_for(&log, 1, 0));
    cv_log_free(&log);
}

static void test_log_free_empties_for_reuse(void **state)
{
    (void)state;
    cv_log log = {0};
    cv_log_free(&log); /* an empty log frees */
    assert_int_equal(cv_log_add(&log, "c", "first"), 0);
    assert_int_equal(cv_log_add_secret(&log, "c", "second", 1, "masked"), 0);
    cv_log_free(&log);
    assert_int_equal(log.n, 0);
    assert_int_equal(log.cap, 0);
    assert_null(log.lines);
    assert_null(cv_log_text_for(&log, 0, -1));
    assert_int_equal(cv_log_add(&log, "c", "again"), 0);
    assert_int_equal(log.n, 1);
    assert_string_equal(cv_log_text_for(&log, 0, -1), "again");
    cv_log_free(&log);
}

/* Far more lines than the first allocation holds: each keeps its text,
 * cause and secrecy, in the order added. */
static void test_log_many_lines_keep_order(void **state)
{
    (void)state;
    enum { N = 5000 };
    cv_log log = {0};
    char text[32], cause[32];
    for (int i = 0; i < N; i++) {
        snprintf(text, sizeof text, "line %d", i);
        snprintf(cause, sizeof cause, "cause %d", i % 7);
        if (i % 3 == 0)
            assert_int_equal(cv_log_add_secret(&log, cause, text, 1u << (i % 4), "masked"), 0);
        else
            assert_int_equal(cv_log_add(&log, cause, text), 0);
    }
    assert_int_equal(log.n, N);
    for (int i = 0; i < N; i++) {
        snprintf(text, sizeof text, "line %d", i);
        snprintf(cause, sizeof cause, "cause %d", i % 7);
        assert_string_equal(log.lines[i].text, text);
        assert_string_equal(log.lines[i].cause, cause);
        assert_string_equal(cv_log_text_for(&log, (size_t)i, -1), text);
        assert_string_equal(cv_log_text_for(&log, (size_t)i, i % 4), text);
        if (i % 3 == 0)
            assert_string_equal(cv_log_text_for(&log, (size_t)i, (i + 1) % 4), "masked");
        else
            assert_string_equal(cv_log_text_for(&log, (size_t)i, (i + 1) % 4), text);
    }
    cv_log_free(&log);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_log_add_copies_cause_and_text),
        cmocka_unit_test(test_log_public_line_reads_the_same_to_everyone),
        cmocka_unit_test(test_log_secret_line_masked_for_other_seats),
        cmocka_unit_test(test_log_secret_line_seen_by_nobody),
        cmocka_unit_test(test_log_line_past_the_end_is_null),
        cmocka_unit_test(test_log_free_empties_for_reuse),
        cmocka_unit_test(test_log_many_lines_keep_order),
    };
    return cmocka_run_group_tests_name("log", tests, NULL, NULL);
}
