/* test_window: priority passing in an action window. Priority follows the
 * order given; the window closes only once every seat has passed in a row; an
 * action restarts the count, so a seat that passed may still act later in the
 * same window; a one-seat window closes on its only pass; a seat count
 * outside 1..CV_MAX_SEATS is refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "window.h"

static void test_window_priority_order_given(void **state)
{
    (void)state;
    cv_window w;
    assert_int_equal(cv_window_open(&w, "main", (int[]){2, 0, 1}, 3), 0);
    assert_string_equal(w.word, "main");
    assert_int_equal(cv_window_holder(&w), 2);
    cv_window_acted(&w);
    assert_int_equal(cv_window_holder(&w), 0);
    cv_window_acted(&w);
    assert_int_equal(cv_window_holder(&w), 1);
    cv_window_acted(&w);
    assert_int_equal(cv_window_holder(&w), 2); /* round again */
    cv_window_free(&w);
}

static void test_window_closes_when_all_pass_in_a_row(void **state)
{
    (void)state;
    cv_window w;
    assert_int_equal(cv_window_open(&w, "main", (int[]){1, 0, 2}, 3), 0);
    assert_int_equal(cv_window_pass(&w), 0);
    assert_int_equal(cv_window_holder(&w), 0);
    assert_int_equal(cv_window_pass(&w), 0);
    assert_int_equal(cv_window_holder(&w), 2);
    assert_false(w.closed);
    assert_int_equal(cv_window_pass(&w), 1); /* the third pass in a row */
    assert_true(w.closed);
    assert_int_equal(cv_window_holder(&w), -1);
    assert_int_equal(cv_window_pass(&w), 1); /* stays closed */
    cv_window_free(&w);
}

static void test_window_action_resets_passes(void **state)
{
    (void)state;
    cv_window w;
    assert_int_equal(cv_window_open(&w, "react", (int[]){0, 1}, 2), 0);
    assert_int_equal(cv_window_pass(&w), 0); /* seat 0 passes */
    assert_int_equal(cv_window_holder(&w), 1);
    cv_window_acted(&w); /* seat 1 acts */
    assert_int_equal(w.passes, 0);
    assert_int_equal(cv_window_holder(&w), 0); /* the seat that passed holds again */
    cv_window_acted(&w);                       /* and acts in the same window */
    assert_false(w.closed);
    assert_int_equal(cv_window_holder(&w), 1);
    assert_int_equal(cv_window_pass(&w), 0); /* one pass is not enough */
    assert_int_equal(cv_window_holder(&w), 0);
    assert_int_equal(cv_window_pass(&w), 1);
    assert_int_equal(cv_window_holder(&w), -1);
    cv_window_free(&w);
}

static void test_window_passes_must_be_in_a_row(void **state)
{
    (void)state;
    cv_window w;
    assert_int_equal(cv_window_open(&w, "main", (int[]){0, 1, 2}, 3), 0);
    assert_int_equal(cv_window_pass(&w), 0); /* 0 passes */
    assert_int_equal(cv_window_pass(&w), 0); /* 1 passes */
    cv_window_acted(&w);                     /* 2 acts */
    assert_int_equal(cv_window_pass(&w), 0); /* 0 */
    assert_int_equal(cv_window_pass(&w), 0); /* 1: four passes in all, two in a row */
    assert_false(w.closed);
    assert_int_equal(cv_window_holder(&w), 2);
    assert_int_equal(cv_window_pass(&w), 1);
    cv_window_free(&w);
}

static void test_window_one_seat(void **state)
{
    (void)state;
    cv_window w;
    assert_int_equal(cv_window_open(&w, "main", (int[]){3}, 1), 0);
    assert_int_equal(cv_window_holder(&w), 3);
    cv_window_acted(&w);
    assert_int_equal(cv_window_holder(&w), 3); /* keeps priority after acting */
    cv_window_acted(&w);
    assert_int_equal(cv_window_holder(&w), 3);
    assert_int_equal(cv_window_pass(&w), 1);
    assert_int_equal(cv_window_holder(&w), -1);
    cv_window_free(&w);
}

static void test_window_bad_n_refused(void **state)
{
    (void)state;
    int order[CV_MAX_SEATS + 1] = {0, 1, 2, 3, 4, 5, 6, 7, 0};
    cv_window w;
    assert_int_equal(cv_window_open(&w, "main", order, 0), -1);
    assert_null(w.word);
    assert_int_equal(cv_window_open(&w, "main", order, -1), -1);
    assert_int_equal(cv_window_open(&w, "main", order, CV_MAX_SEATS + 1), -1);
    assert_null(w.word);
    assert_int_equal(cv_window_open(&w, "main", order, CV_MAX_SEATS), 0);
    assert_int_equal(w.n, CV_MAX_SEATS);
    cv_window_free(&w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_window_priority_order_given),
        cmocka_unit_test(test_window_closes_when_all_pass_in_a_row),
        cmocka_unit_test(test_window_action_resets_passes),
        cmocka_unit_test(test_window_passes_must_be_in_a_row),
        cmocka_unit_test(test_window_one_seat),
        cmocka_unit_test(test_window_bad_n_refused),
    };
    return cmocka_run_group_tests_name("window", tests, NULL, NULL);
}
