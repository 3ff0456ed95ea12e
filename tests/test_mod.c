/* test_mod: continuous modifiers. A modifier covers one card, every card of
 * one seat, or every card, and only its own stat; sums fold all that apply.
 * Expiring a scope removes exactly the modifiers tied to it (permanent ones,
 * scope 0, stay); removing by id removes only that one. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "mod.h"

static void test_mod_sum_by_card(void **state)
{
    (void)state;
    cv_mods m = {0};
    assert_true(cv_mod_add(&m, 9, 3, 0, "power", 2, 0, "Banner [9]", NULL) > 0);
    assert_true(cv_mod_add(&m, 9, 3, 0, "power", -5, 0, "a curse", NULL) > 0);
    assert_true(cv_mod_add(&m, 9, 3, 0, "speed", 7, 0, "boots", NULL) > 0);
    assert_int_equal(cv_mod_sum(&m, "power", 3, 0), -3);
    assert_int_equal(cv_mod_sum(&m, "speed", 3, 0), 7);
    assert_int_equal(cv_mod_sum(&m, "power", 4, 0), 0); /* another card, same seat */
    assert_int_equal(cv_mod_sum(&m, "health", 3, 0), 0);
    assert_string_equal(m.v[0].cause, "Banner [9]");
    cv_mod_free(&m);
}

static void test_mod_sum_by_seat(void **state)
{
    (void)state;
    cv_mods m = {0};
    assert_true(cv_mod_add(&m, 0, 0, 1, "power", 1, 0, "rule", NULL) > 0);
    assert_int_equal(cv_mod_sum(&m, "power", 5, 1), 1);
    assert_int_equal(cv_mod_sum(&m, "power", 6, 1), 1);
    assert_int_equal(cv_mod_sum(&m, "power", 5, 0), 0); /* another seat */
    assert_int_equal(cv_mod_sum(&m, "speed", 5, 1), 0);
    cv_mod_free(&m);
}

static void test_mod_sum_for_all(void **state)
{
    (void)state;
    cv_mods m = {0};
    assert_true(cv_mod_add(&m, 0, 0, -1, "power", -1, 0, "fog", NULL) > 0);
    assert_true(cv_mod_add(&m, 0, 0, 0, "power", 3, 0, "seat 0", NULL) > 0);
    assert_true(cv_mod_add(&m, 0, 2, 0, "power", 10, 0, "card 2", NULL) > 0);
    assert_int_equal(cv_mod_sum(&m, "power", 1, 0), 2);  /* all + seat */
    assert_int_equal(cv_mod_sum(&m, "power", 2, 0), 12); /* all + seat + card */
    assert_int_equal(cv_mod_sum(&m, "power", 7, 1), -1); /* all only */
    assert_int_equal(cv_mod_sum(&m, "power", 8, 5), -1);
    cv_mod_free(&m);
}

static void test_mod_expire_by_scope(void **state)
{
    (void)state;
    cv_mods m = {0};
    int keep = cv_mod_add(&m, 0, 1, 0, "power", 1, 0, "forever", NULL);
    int a = cv_mod_add(&m, 0, 1, 0, "power", 2, 5, "phase 5", NULL);
    int other = cv_mod_add(&m, 0, 1, 0, "power", 4, 6, "turn 6", NULL);
    int b = cv_mod_add(&m, 0, 0, -1, "power", 8, 5, "phase 5 again", NULL);
    assert_true(keep > 0 && a > 0 && other > 0 && b > 0);
    assert_int_equal(cv_mod_sum(&m, "power", 1, 0), 15);
    assert_int_equal(cv_mod_expire(&m, 5), 2);
    assert_int_equal(m.n, 2);
    assert_int_equal(cv_mod_sum(&m, "power", 1, 0), 5);
    assert_int_equal(m.v[0].id, keep); /* order of the rest kept */
    assert_int_equal(m.v[1].id, other);
    assert_int_equal(cv_mod_expire(&m, 5), 0);
    assert_int_equal(cv_mod_expire(&m, 6), 1);
    assert_int_equal(cv_mod_sum(&m, "power", 1, 0), 1);
    assert_int_equal(m.n, 1);
    cv_mod_free(&m);
}

static void test_mod_remove_by_id(void **state)
{
    (void)state;
    cv_mods m = {0};
    int a = cv_mod_add(&m, 0, 1, 0, "power", 1, 0, "a", NULL);
    int b = cv_mod_add(&m, 0, 1, 0, "power", 2, 0, "b", NULL);
    int c = cv_mod_add(&m, 0, 1, 0, "power", 4, 0, "c", NULL);
    assert_true(a != b && b != c && a != c);
    assert_int_equal(cv_mod_remove(&m, b), 1);
    assert_int_equal(cv_mod_sum(&m, "power", 1, 0), 5);
    assert_int_equal(cv_mod_remove(&m, b), 0); /* gone already */
    assert_int_equal(cv_mod_remove(&m, 999), 0);
    assert_int_equal(m.n, 2);
    /* ids are never reused */
    int d = cv_mod_add(&m, 0, 1, 0, "power", 8, 0, "d", NULL);
    assert_true(d != a && d != b && d != c);
    assert_int_equal(cv_mod_sum(&m, "power", 1, 0), 13);
    cv_mod_free(&m);
    assert_int_equal(m.n, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mod_sum_by_card),  cmocka_unit_test(test_mod_sum_by_seat),
        cmocka_unit_test(test_mod_sum_for_all),  cmocka_unit_test(test_mod_expire_by_scope),
        cmocka_unit_test(test_mod_remove_by_id),
    };
    return cmocka_run_group_tests_name("mod", tests, NULL, NULL);
}
