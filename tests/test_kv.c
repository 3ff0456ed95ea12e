/* test_kv: a cv_kv set keeps its keys sorted whatever the insertion order (so
 * hashes and dumps never depend on it), replaces values in place, switches
 * between numbers and strings, deletes, and answers a default for a key that
 * is missing or holds a string. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "kv.h"

static void assert_sorted(const cv_kv *kv)
{
    for (size_t i = 1; i < kv->n; i++)
        assert_true(strcmp(kv->v[i - 1].key, kv->v[i].key) < 0);
}

static void test_kv_keys_sorted_whatever_the_order(void **state)
{
    (void)state;
    static const char *const orders[3][5] = {
        {"alpha", "beta", "delta", "gamma", "omega"},
        {"omega", "gamma", "delta", "beta", "alpha"},
        {"delta", "omega", "alpha", "gamma", "beta"},
    };
    for (int o = 0; o < 3; o++) {
        cv_kv kv = {0};
        for (int i = 0; i < 5; i++)
            assert_int_equal(cv_kv_set_num(&kv, orders[o][i], i), 0);
        assert_int_equal(kv.n, 5);
        assert_sorted(&kv);
        assert_string_equal(kv.v[0].key, "alpha");
        assert_string_equal(kv.v[4].key, "omega");
        cv_kv_clear(&kv);
        assert_int_equal(kv.n, 0);
    }
}

static void test_kv_set_and_replace_num(void **state)
{
    (void)state;
    cv_kv kv = {0};
    assert_int_equal(cv_kv_set_num(&kv, "gems", 3), 0);
    assert_int_equal(cv_kv_num(&kv, "gems", -1), 3);
    assert_int_equal(cv_kv_set_num(&kv, "gems", -7), 0);
    assert_int_equal(cv_kv_num(&kv, "gems", -1), -7);
    assert_int_equal(kv.n, 1); /* replaced, not added */
    cv_kv_clear(&kv);
}

static void test_kv_set_and_replace_str(void **state)
{
    (void)state;
    cv_kv kv = {0};
    assert_int_equal(cv_kv_set_str(&kv, "phase", "draw"), 0);
    const cv_kv_entry *e = cv_kv_find(&kv, "phase");
    assert_non_null(e);
    assert_string_equal(e->str, "draw");
    assert_int_equal(cv_kv_set_str(&kv, "phase", "main"), 0);
    assert_string_equal(cv_kv_find(&kv, "phase")->str, "main");
    assert_int_equal(kv.n, 1);
    /* a string read as a number gives the default ... */
    assert_int_equal(cv_kv_num(&kv, "phase", 42), 42);
    /* ... and a number replaces the string */
    assert_int_equal(cv_kv_set_num(&kv, "phase", 2), 0);
    assert_null(cv_kv_find(&kv, "phase")->str);
    assert_int_equal(cv_kv_num(&kv, "phase", 42), 2);
    assert_int_equal(cv_kv_set_str(&kv, "phase", "end"), 0);
    assert_string_equal(cv_kv_find(&kv, "phase")->str, "end");
    cv_kv_clear(&kv);
}

static void test_kv_str_is_copied(void **state)
{
    (void)state;
    cv_kv kv = {0};
    char buf[8] = "hand";
    assert_int_equal(cv_kv_set_str(&kv, "zone", buf), 0);
    strcpy(buf, "deck");
    assert_string_equal(cv_kv_find(&kv, "zone")->str, "hand");
    cv_kv_clear(&kv);
}

static void test_kv_delete(void **state)
{
    (void)state;
    cv_kv kv = {0};
    cv_kv_set_num(&kv, "a", 1);
    cv_kv_set_num(&kv, "b", 2);
    cv_kv_set_num(&kv, "c", 3);
    assert_int_equal(cv_kv_del(&kv, "b"), 1);
    assert_int_equal(kv.n, 2);
    assert_null(cv_kv_find(&kv, "b"));
    assert_int_equal(cv_kv_num(&kv, "a", 0), 1);
    assert_int_equal(cv_kv_num(&kv, "c", 0), 3);
    assert_sorted(&kv);
    assert_int_equal(cv_kv_del(&kv, "b"), 0); /* already gone */
    assert_int_equal(cv_kv_del(&kv, "zzz"), 0);
    assert_int_equal(kv.n, 2);
    cv_kv_clear(&kv);
}

static void test_kv_missing_key_default(void **state)
{
    (void)state;
    cv_kv kv = {0};
    assert_null(cv_kv_find(&kv, "nothing"));
    assert_int_equal(cv_kv_num(&kv, "nothing", 5), 5);
    cv_kv_set_num(&kv, "something", 1);
    assert_int_equal(cv_kv_num(&kv, "nothing", -9), -9);
    assert_int_equal(cv_kv_num(&kv, "somethin", 0), 0); /* a prefix is not a match */
    cv_kv_clear(&kv);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kv_keys_sorted_whatever_the_order),
        cmocka_unit_test(test_kv_set_and_replace_num),
        cmocka_unit_test(test_kv_set_and_replace_str),
        cmocka_unit_test(test_kv_str_is_copied),
        cmocka_unit_test(test_kv_delete),
        cmocka_unit_test(test_kv_missing_key_default),
    };
    return cmocka_run_group_tests_name("kv", tests, NULL, NULL);
}
