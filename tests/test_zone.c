/* test_zone: a zone is an ordered list of card ids with position 0 on top:
 * inserting on top, at the bottom (any out-of-range position) and in the
 * middle puts the id exactly there; find reports positions; removing keeps
 * the order of the rest; removing an absent id changes nothing; a shuffle
 * keeps exactly the same ids. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "zone.h"

static void assert_ids(const cv_zone *z, const int *want, size_t n)
{
    assert_int_equal(z->n, n);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(z->ids[i], want[i]);
}

static void test_zone_init_copies_name(void **state)
{
    (void)state;
    char name[8] = "hand";
    cv_zone z;
    assert_int_equal(cv_zone_init(&z, name, 1, CV_ZONE_HIDDEN), 0);
    strcpy(name, "deck");
    assert_string_equal(z.name, "hand");
    assert_int_equal(z.owner, 1);
    assert_int_equal(z.flags, CV_ZONE_HIDDEN);
    assert_int_equal(z.n, 0);
    cv_zone_free(&z);
}

static void test_zone_insert_top_bottom_middle(void **state)
{
    (void)state;
    cv_zone z;
    assert_int_equal(cv_zone_init(&z, "deck", 0, CV_ZONE_DECK), 0);
    assert_int_equal(cv_zone_insert(&z, 1, -1), 0); /* bottom */
    assert_int_equal(cv_zone_insert(&z, 2, -1), 0); /* bottom */
    assert_ids(&z, (int[]){1, 2}, 2);
    assert_int_equal(cv_zone_insert(&z, 3, 0), 0); /* top */
    assert_ids(&z, (int[]){3, 1, 2}, 3);
    assert_int_equal(cv_zone_insert(&z, 4, 1), 0); /* between 3 and 1 */
    assert_ids(&z, (int[]){3, 4, 1, 2}, 4);
    assert_int_equal(cv_zone_insert(&z, 5, 99), 0); /* past the end: bottom */
    assert_ids(&z, (int[]){3, 4, 1, 2, 5}, 5);
    assert_int_equal(cv_zone_insert(&z, 6, 5), 0); /* pos == n: bottom */
    assert_ids(&z, (int[]){3, 4, 1, 2, 5, 6}, 6);
    cv_zone_free(&z);
}

static void test_zone_grows_past_initial_capacity(void **state)
{
    (void)state;
    cv_zone z;
    cv_zone_init(&z, "pile", -1, 0);
    for (int i = 1; i <= 100; i++)
        assert_int_equal(cv_zone_insert(&z, i, 0), 0);
    assert_int_equal(z.n, 100);
    assert_int_equal(z.ids[0], 100);
    assert_int_equal(z.ids[99], 1);
    cv_zone_free(&z);
}

static void test_zone_find(void **state)
{
    (void)state;
    cv_zone z;
    cv_zone_init(&z, "table", 0, CV_ZONE_INPLAY);
    for (int id = 10; id <= 14; id++)
        cv_zone_insert(&z, id, -1);
    assert_int_equal(cv_zone_find(&z, 10), 0);
    assert_int_equal(cv_zone_find(&z, 12), 2);
    assert_int_equal(cv_zone_find(&z, 14), 4);
    assert_int_equal(cv_zone_find(&z, 99), -1);
    cv_zone_free(&z);
}

static void test_zone_remove_keeps_order(void **state)
{
    (void)state;
    cv_zone z;
    cv_zone_init(&z, "hand", 0, CV_ZONE_HIDDEN);
    for (int id = 1; id <= 5; id++)
        cv_zone_insert(&z, id, -1);
    assert_int_equal(cv_zone_remove(&z, 3), 1);
    assert_ids(&z, (int[]){1, 2, 4, 5}, 4);
    assert_int_equal(cv_zone_remove(&z, 1), 1); /* the top */
    assert_ids(&z, (int[]){2, 4, 5}, 3);
    assert_int_equal(cv_zone_remove(&z, 5), 1); /* the bottom */
    assert_ids(&z, (int[]){2, 4}, 2);
    assert_int_equal(cv_zone_find(&z, 3), -1);
    cv_zone_free(&z);
}

static void test_zone_remove_absent(void **state)
{
    (void)state;
    cv_zone z;
    cv_zone_init(&z, "hand", 0, 0);
    assert_int_equal(cv_zone_remove(&z, 1), 0); /* empty zone */
    cv_zone_insert(&z, 7, -1);
    cv_zone_insert(&z, 8, -1);
    assert_int_equal(cv_zone_remove(&z, 9), 0);
    assert_ids(&z, (int[]){7, 8}, 2);
    assert_int_equal(cv_zone_remove(&z, 7), 1);
    assert_int_equal(cv_zone_remove(&z, 7), 0); /* only once */
    assert_ids(&z, (int[]){8}, 1);
    cv_zone_free(&z);
}

static void test_zone_shuffle_keeps_multiset(void **state)
{
    (void)state;
    enum { N = 30 };
    cv_zone z;
    cv_zone_init(&z, "deck", 0, CV_ZONE_DECK);
    for (int id = 1; id <= N; id++)
        cv_zone_insert(&z, id, -1);
    cv_rng r;
    cv_rng_seed(&r, 11);
    cv_zone_shuffle(&z, &r);
    assert_int_equal(z.n, N);
    int seen[N + 1] = {0}, moved = 0;
    for (size_t i = 0; i < z.n; i++) {
        assert_true(z.ids[i] >= 1 && z.ids[i] <= N);
        seen[z.ids[i]]++;
        moved += z.ids[i] != (int)i + 1;
    }
    for (int id = 1; id <= N; id++)
        assert_int_equal(seen[id], 1);
    assert_true(moved > 0); /* 30 cards left in order: the shuffle did nothing */

    /* the same seed shuffles the same way */
    cv_zone y;
    cv_zone_init(&y, "deck", 1, CV_ZONE_DECK);
    for (int id = 1; id <= N; id++)
        cv_zone_insert(&y, id, -1);
    cv_rng_seed(&r, 11);
    cv_zone_shuffle(&y, &r);
    assert_memory_equal(z.ids, y.ids, N * sizeof(int));
    cv_zone_free(&y);
    cv_zone_free(&z);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_zone_init_copies_name),
        cmocka_unit_test(test_zone_insert_top_bottom_middle),
        cmocka_unit_test(test_zone_grows_past_initial_capacity),
        cmocka_unit_test(test_zone_find),
        cmocka_unit_test(test_zone_remove_keeps_order),
        cmocka_unit_test(test_zone_remove_absent),
        cmocka_unit_test(test_zone_shuffle_keeps_multiset),
    };
    return cmocka_run_group_tests_name("zone", tests, NULL, NULL);
}
