/* test_hex: cells of a hex board (vm/hex.c). The six directions are pinned
 * to their documented offsets; the distance is a metric (zero only from a
 * cell to itself, symmetric, the triangle inequality over a region) and is
 * the number of steps a search over the grid finds; turning by six sixths
 * is the identity and a turn keeps distances; neighbour and direction undo
 * each other; an offset given in the facing-0 frame names the cell the
 * facing turns it to, for every facing, and cv_hex_relative gives it back;
 * keys read back as the cells they were written from, and nothing but the
 * one key of a cell is read; a hexagon of radius R has 1 + 3R(R + 1)
 * cells, sorted; walks of exactly N steps on small boards with obstacles
 * give the ends and the least paths a brute-force enumeration of every
 * sequence of steps gives, with and without coming back to a cell; and the
 * caps refuse what is too large, with the same answer every time. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hex.h"
#include "rng.h"

/* The cells within radius r of (0, 0), from cv_hex_hexagon; n in *n. The
 * caller frees them. */
static cv_hex *region(int r, size_t *n)
{
    cv_hex *cells = malloc(cv_hex_hexagon_size(r) * sizeof *cells);
    assert_non_null(cells);
    *n = cv_hex_hexagon((cv_hex){0, 0}, r, cells);
    assert_int_equal(*n, cv_hex_hexagon_size(r));
    return cells;
}

static int same(cv_hex a, cv_hex b)
{
    return a.q == b.q && a.r == b.r;
}

#define assert_cell(c, Q, R)                                                                       \
    do {                                                                                           \
        cv_hex c_ = (c);                                                                           \
        if (c_.q != (Q) || c_.r != (R))                                                            \
            fail_msg("%s is (%d,%d), expected (%d,%d)", #c, c_.q, c_.r, (Q), (R));                 \
    } while (0)

/* ---- directions, distance, rotation ------------------------------------------- */

static void test_hex_directions_are_the_documented_ones(void **state)
{
    (void)state;
    /* flat-topped: 0 north (up), then clockwise */
    assert_cell(cv_hex_dir(0), 0, -1); /* N */
    assert_cell(cv_hex_dir(1), 1, -1); /* NE */
    assert_cell(cv_hex_dir(2), 1, 0);  /* SE */
    assert_cell(cv_hex_dir(3), 0, 1);  /* S */
    assert_cell(cv_hex_dir(4), -1, 1); /* SW */
    assert_cell(cv_hex_dir(5), -1, 0); /* NW */
    assert_cell(cv_hex_dir(6), 0, -1);
    assert_cell(cv_hex_dir(-1), -1, 0);
    /* opposite directions cancel out */
    for (int d = 0; d < 6; d++)
        assert_cell(cv_hex_add(cv_hex_dir(d), cv_hex_dir(d + 3)), 0, 0);
}

static void test_hex_distance_is_a_metric(void **state)
{
    (void)state;
    size_t n;
    cv_hex *cells = region(3, &n); /* 37 cells: 50,653 triples */
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            int dij = cv_hex_distance(cells[i], cells[j]);
            assert_int_equal(dij, cv_hex_distance(cells[j], cells[i]));
            assert_true((dij == 0) == (i == j));
            for (size_t k = 0; k < n; k++)
                assert_true(cv_hex_distance(cells[i], cells[k]) <=
                            dij + cv_hex_distance(cells[j], cells[k]));
        }
    free(cells);
    /* far apart, and at the edge of the grid */
    cv_hex a = {-CV_HEX_COORD_MAX, CV_HEX_COORD_MAX}, b = {CV_HEX_COORD_MAX, -CV_HEX_COORD_MAX};
    assert_int_equal(cv_hex_distance(a, b), 2 * CV_HEX_COORD_MAX);
    assert_int_equal(cv_hex_distance((cv_hex){0, 0}, (cv_hex){3, -1}), 3);
    assert_int_equal(cv_hex_distance((cv_hex){0, 0}, (cv_hex){2, 2}), 4);
}

/* A breadth-first search over the grid (inside radius 12, which holds
 * every shortest path between cells of radius 6) finds the distance. */
static void test_hex_distance_is_the_number_of_steps(void **state)
{
    (void)state;
    enum { R = 12, SIDE = 2 * R + 1 };
    int dist[SIDE][SIDE];
    cv_hex queue[SIDE * SIDE];
    size_t head = 0, tail = 0;
    for (int q = 0; q < SIDE; q++)
        for (int r = 0; r < SIDE; r++)
            dist[q][r] = -1;
    dist[R][R] = 0;
    queue[tail++] = (cv_hex){0, 0};
    while (head < tail) {
        cv_hex c = queue[head++];
        for (int d = 0; d < 6; d++) {
            cv_hex m = cv_hex_neighbour(c, d);
            if (cv_hex_distance(m, (cv_hex){0, 0}) > R || dist[m.q + R][m.r + R] >= 0) continue;
            dist[m.q + R][m.r + R] = dist[c.q + R][c.r + R] + 1;
            queue[tail++] = m;
        }
    }
    assert_int_equal(tail, cv_hex_hexagon_size(R));
    size_t n;
    cv_hex *cells = region(6, &n);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(cv_hex_distance((cv_hex){0, 0}, cells[i]),
                         dist[cells[i].q + R][cells[i].r + R]);
    free(cells);
}

static void test_hex_rotation_by_six_is_the_identity(void **state)
{
    (void)state;
    size_t n;
    cv_hex *cells = region(5, &n);
    cv_hex o = {0, 0};
    for (size_t i = 0; i < n; i++) {
        cv_hex v = cells[i];
        assert_true(same(cv_hex_rotate(v, 6), v));
        assert_true(same(cv_hex_rotate(v, 0), v));
        assert_true(same(cv_hex_rotate(v, -6), v));
        assert_true(same(cv_hex_rotate(v, 600000000006LL), v));
        for (int t = -7; t <= 7; t++) {
            cv_hex w = cv_hex_rotate(v, t);
            assert_true(same(cv_hex_rotate(w, -t), v));
            assert_true(same(cv_hex_rotate(cv_hex_rotate(v, 1), t - 1), w));
            assert_int_equal(cv_hex_distance(o, w), cv_hex_distance(o, v));
            for (size_t j = 0; j < n; j += 7) /* a turn keeps distances */
                assert_int_equal(cv_hex_distance(w, cv_hex_rotate(cells[j], t)),
                                 cv_hex_distance(v, cells[j]));
        }
    }
    free(cells);
    /* one turn clockwise: (q, r) -> (-r, q + r); north goes north-east */
    assert_cell(cv_hex_rotate((cv_hex){2, -1}, 1), 1, 1);
    assert_cell(cv_hex_rotate((cv_hex){0, -1}, 1), 1, -1);
    assert_cell(cv_hex_rotate((cv_hex){0, -1}, -1), -1, 0);
    /* a direction turned as the offset of one step */
    for (int d = 0; d < 6; d++)
        for (long long t = -13; t <= 13; t++) {
            assert_true(same(cv_hex_rotate(cv_hex_dir(d), t), cv_hex_dir(cv_hex_turn(d, t))));
            assert_int_equal(cv_hex_turn(d, t), (int)(((d + t) % 6 + 6) % 6));
        }
    assert_int_equal(cv_hex_turn(0, LLONG_MIN), (int)((LLONG_MIN % 6 + 6) % 6));
    assert_int_equal(cv_hex_turn(5, LLONG_MAX), (int)((5 + LLONG_MAX % 6) % 6));
    assert_int_equal(cv_hex_turn(2, 3), 5);
    assert_int_equal(cv_hex_turn(4, 3), 1);
    /* at the edge of the grid no turn overflows */
    cv_hex far = {CV_HEX_COORD_MAX, CV_HEX_COORD_MAX};
    for (int t = 0; t < 6; t++)
        assert_int_equal(cv_hex_distance(o, cv_hex_rotate(far, t)), 2 * CV_HEX_COORD_MAX);
}

static void test_hex_neighbour_and_direction_round_trip(void **state)
{
    (void)state;
    size_t n;
    cv_hex *cells = region(4, &n);
    for (size_t i = 0; i < n; i++) {
        cv_hex c = cells[i];
        assert_int_equal(cv_hex_direction(c, c), -1);
        for (int d = 0; d < 6; d++) {
            cv_hex m = cv_hex_neighbour(c, d);
            assert_int_equal(cv_hex_distance(c, m), 1);
            assert_int_equal(cv_hex_direction(c, m), d);
            assert_int_equal(cv_hex_direction(m, c), (d + 3) % 6);
            assert_true(same(cv_hex_neighbour(m, d + 3), c));
            assert_int_equal(cv_hex_direction(c, cv_hex_neighbour(m, d)), -1); /* two away */
        }
        /* a cell is a neighbour exactly when it is one step away */
        for (size_t j = 0; j < n; j++)
            assert_true((cv_hex_direction(c, cells[j]) >= 0) ==
                        (cv_hex_distance(c, cells[j]) == 1));
    }
    free(cells);
}

/* ---- offsets turned by a facing -------------------------------------------------- */

static void test_hex_offsets_rotated_by_every_facing(void **state)
{
    (void)state;
    size_t n;
    cv_hex *offs = region(3, &n);
    cv_hex from[] = {{0, 0}, {2, -3}, {-5, 1}};
    for (size_t k = 0; k < sizeof from / sizeof from[0]; k++) {
        cv_hex c = from[k];
        for (int f = 0; f < 6; f++) {
            /* ahead is the facing's direction, behind the opposite one */
            assert_true(same(cv_hex_offset(c, f, cv_hex_dir(0)), cv_hex_neighbour(c, f)));
            assert_true(same(cv_hex_offset(c, f, cv_hex_dir(3)), cv_hex_neighbour(c, f + 3)));
            /* the same pattern, turned: facing f + 1 is facing f turned once */
            for (size_t i = 0; i < n; i++) {
                cv_hex at = cv_hex_offset(c, f, offs[i]);
                assert_int_equal(cv_hex_distance(c, at), cv_hex_distance((cv_hex){0, 0}, offs[i]));
                assert_true(same(cv_hex_relative(c, f, at), offs[i]));
                assert_true(same(cv_hex_sub(cv_hex_offset(c, (f + 1) % 6, offs[i]), c),
                                 cv_hex_rotate(cv_hex_sub(at, c), 1)));
                /* each facing puts the pattern somewhere else (but at c) */
                for (int g = 0; g < f; g++)
                    assert_true(same(cv_hex_offset(c, g, offs[i]), at) ==
                                same(offs[i], (cv_hex){0, 0}));
            }
        }
    }
    free(offs);
    /* by hand: two ahead and the front-right cell (facing-0 frame "0,-2" and
     * "1,-1") for a thing at (1, 1) facing south-east (2) */
    assert_cell(cv_hex_offset((cv_hex){1, 1}, 2, (cv_hex){0, -2}), 3, 1);
    assert_cell(cv_hex_offset((cv_hex){1, 1}, 2, (cv_hex){1, -1}), 1, 2);
    assert_cell(cv_hex_offset((cv_hex){1, 1}, 1, (cv_hex){1, -1}), 2, 1);
    assert_cell(cv_hex_relative((cv_hex){1, 1}, 2, (cv_hex){1, 2}), 1, -1);
    /* a facing is taken modulo 6 */
    assert_true(same(cv_hex_offset((cv_hex){0, 0}, 8, (cv_hex){1, -2}),
                     cv_hex_offset((cv_hex){0, 0}, 2, (cv_hex){1, -2})));
}

/* ---- keys ------------------------------------------------------------------------ */

static void test_hex_keys_round_trip(void **state)
{
    (void)state;
    size_t n;
    cv_hex *cells = region(6, &n);
    char key[CV_HEX_KEY_LEN];
    for (size_t i = 0; i < n; i++) {
        int len = cv_hex_format(cells[i], key, sizeof key);
        cv_hex back = {99, 99};
        assert_int_equal(cv_hex_parse(key, (size_t)len, &back), 0);
        assert_true(same(back, cells[i]));
    }
    free(cells);
    cv_hex edge[] = {{-CV_HEX_COORD_MAX, -CV_HEX_COORD_MAX},
                     {CV_HEX_COORD_MAX, -CV_HEX_COORD_MAX},
                     {0, 0},
                     {-1, 10}};
    const char *text[] = {"-1000000,-1000000", "1000000,-1000000", "0,0", "-1,10"};
    for (int i = 0; i < 4; i++) {
        int len = cv_hex_format(edge[i], key, sizeof key);
        assert_int_equal(len, (int)strlen(text[i]));
        assert_true(len < CV_HEX_KEY_LEN);
        assert_string_equal(key, text[i]);
        cv_hex back;
        assert_int_equal(cv_hex_parse(text[i], strlen(text[i]), &back), 0);
        assert_true(same(back, edge[i]));
    }
}

static void test_hex_keys_other_text_refused(void **state)
{
    (void)state;
    /* the texts refused, each ended by '|' */
    static const char bad[] =
        "|,|1|1,|,1|01,1|1,01|00,0|-0,1|1,-0|+1,1| 1,1|1, 1|1,1 |1 ,1|1,2,3|1;2|"
        "--1,2|1,--2|1,2x|1-,2|-,1|1,-|1000001,0|0,-1000001|99999999,0|1e3,0|"
        "0x1,0|1.0,2|\xef\xbc\x91,2|2147483648,0|-2147483649,0|0,0\n|";
    int tried = 0;
    for (const char *text = bad, *end; (end = strchr(text, '|')); text = end + 1, tried++) {
        cv_hex c = {7, 7};
        if (cv_hex_parse(text, (size_t)(end - text), &c) != -1)
            fail_msg("\"%.*s\" was read as (%d,%d)", (int)(end - text), text, c.q, c.r);
        assert_true(same(c, (cv_hex){7, 7})); /* untouched */
    }
    assert_int_equal(tried, 33);
    /* exactly 'len' bytes: a NUL inside, or the text past len, is not read */
    cv_hex c;
    assert_int_equal(cv_hex_parse("1,2\0"
                                  "3",
                                  5, &c),
                     -1);
    assert_int_equal(cv_hex_parse("1,23", 3, &c), 0);
    assert_cell(c, 1, 2);
    assert_int_equal(cv_hex_parse("-1000000,1000000", 16, &c), 0);
    assert_cell(c, -CV_HEX_COORD_MAX, CV_HEX_COORD_MAX);
    /* valid is the range a key can name */
    assert_true(cv_hex_valid((cv_hex){CV_HEX_COORD_MAX, -CV_HEX_COORD_MAX}));
    assert_false(cv_hex_valid((cv_hex){CV_HEX_COORD_MAX + 1, 0}));
    assert_false(cv_hex_valid((cv_hex){0, -CV_HEX_COORD_MAX - 1}));
}

/* ---- board shapes ------------------------------------------------------------- */

static void test_hex_hexagon_sizes_and_order(void **state)
{
    (void)state;
    cv_hex center = {3, -2};
    cv_hex *cells = malloc(cv_hex_hexagon_size(CV_HEX_RADIUS_MAX) * sizeof *cells);
    assert_non_null(cells);
    for (int r = 0; r <= CV_HEX_RADIUS_MAX; r++) {
        size_t want = 1 + 3 * (size_t)r * (size_t)(r + 1);
        assert_int_equal(cv_hex_hexagon_size(r), want);
        size_t n = cv_hex_hexagon(center, r, cells);
        assert_int_equal(n, want);
        size_t ring = 0;
        for (size_t i = 0; i < n; i++) {
            assert_true(cv_hex_distance(center, cells[i]) <= r);
            ring += cv_hex_distance(center, cells[i]) == r;
            if (i) assert_true(cv_hex_cmp(cells[i - 1], cells[i]) < 0); /* sorted, distinct */
        }
        assert_int_equal(ring, r ? 6 * (size_t)r : 1);
    }
    assert_int_equal(cv_hex_hexagon_size(1), 7);
    assert_int_equal(cv_hex_hexagon_size(36), 3997);
    assert_int_equal(cv_hex_hexagon_size(-1), 0);
    assert_int_equal(cv_hex_hexagon_size(CV_HEX_RADIUS_MAX + 1), 0);
    assert_int_equal(cv_hex_hexagon(center, CV_HEX_RADIUS_MAX + 1, cells), 0);
    assert_int_equal(cv_hex_hexagon(center, -1, cells), 0);
    /* radius 1, in the order of cells: by q, then r */
    static const cv_hex seven[] = {{-1, 0}, {-1, 1}, {0, -1}, {0, 0}, {0, 1}, {1, -1}, {1, 0}};
    assert_int_equal(cv_hex_hexagon((cv_hex){0, 0}, 1, cells), 7);
    assert_memory_equal(cells, seven, sizeof seven);
    free(cells);
}

static void test_hex_sort_orders_and_drops_repeats(void **state)
{
    (void)state;
    cv_hex cells[] = {{1, 0}, {0, 1}, {-1, 5}, {0, 1}, {0, -1}, {1, 0}, {-1, -5}, {0, 1}};
    size_t n = cv_hex_sort(cells, sizeof cells / sizeof cells[0]);
    static const cv_hex want[] = {{-1, -5}, {-1, 5}, {0, -1}, {0, 1}, {1, 0}};
    assert_int_equal(n, 5);
    assert_memory_equal(cells, want, sizeof want);
    assert_int_equal(cv_hex_sort(cells, 0), 0);
    assert_int_equal(cv_hex_sort(cells, 1), 1);
}

/* ---- walks ------------------------------------------------------------------------- */

/* What a brute force finds: every sequence of 'steps' directions from
 * 'start', each step onto a free cell (or the start), none twice when
 * 'simple'; for each end, the least path (cell by cell). */
typedef struct brute {
    cv_hex ends[64];
    cv_hex paths[64][CV_HEX_STEPS_MAX + 1];
    size_t nends;
} brute;

static int is_free(cv_hex c, cv_hex start, const cv_hex *cells, size_t n)
{
    if (same(c, start)) return 1;
    for (size_t i = 0; i < n; i++)
        if (same(c, cells[i])) return 1;
    return 0;
}

static int path_cmp(const cv_hex *a, const cv_hex *b, int len)
{
    for (int i = 0; i < len; i++) {
        int d = cv_hex_cmp(a[i], b[i]);
        if (d) return d;
    }
    return 0;
}

static void brute_force(cv_hex start, int steps, const cv_hex *cells, size_t n, int simple,
                        brute *out)
{
    memset(out, 0, sizeof *out);
    long long total = 1;
    for (int i = 0; i < steps; i++)
        total *= 6;
    for (long long code = 0; code < total; code++) {
        cv_hex path[CV_HEX_STEPS_MAX + 1];
        path[0] = start;
        long long c = code;
        int ok = 1;
        for (int k = 1; k <= steps && ok; k++, c /= 6) {
            path[k] = cv_hex_neighbour(path[k - 1], (int)(c % 6));
            ok = is_free(path[k], start, cells, n);
            for (int j = 0; j < k && ok && simple; j++)
                ok = !same(path[j], path[k]);
        }
        if (!ok) continue;
        size_t e = 0;
        while (e < out->nends && !same(out->ends[e], path[steps]))
            e++;
        if (e == out->nends) {
            assert_true(e < 64);
            out->ends[out->nends++] = path[steps];
            memcpy(out->paths[e], path, (size_t)(steps + 1) * sizeof *path);
        } else if (path_cmp(path, out->paths[e], steps + 1) < 0) {
            memcpy(out->paths[e], path, (size_t)(steps + 1) * sizeof *path);
        }
    }
    /* sort the ends (and their paths) in the order of cells */
    for (size_t i = 1; i < out->nends; i++)
        for (size_t j = i; j > 0 && cv_hex_cmp(out->ends[j - 1], out->ends[j]) > 0; j--) {
            cv_hex t = out->ends[j];
            out->ends[j] = out->ends[j - 1];
            out->ends[j - 1] = t;
            cv_hex tp[CV_HEX_STEPS_MAX + 1];
            memcpy(tp, out->paths[j], sizeof tp);
            memcpy(out->paths[j], out->paths[j - 1], sizeof tp);
            memcpy(out->paths[j - 1], tp, sizeof tp);
        }
}

/* cv_hex_walks_find with a workspace of its own; the caller frees *space. */
static int find(cv_hex start, int steps, const cv_hex *cells, size_t n, unsigned flags,
                void **space, cv_hex_walks *w)
{
    size_t size = cv_hex_walks_space(n, steps, flags);
    assert_true(size > 0);
    *space = malloc(size);
    assert_non_null(*space);
    return cv_hex_walks_find(start, steps, cells, n, flags, *space, size, w);
}

static void expect_like_brute_force(cv_hex start, int steps, const cv_hex *cells, size_t n,
                                    unsigned flags)
{
    brute b;
    brute_force(start, steps, cells, n, (flags & CV_HEX_SIMPLE) != 0, &b);
    void *space;
    cv_hex_walks w;
    assert_int_equal(find(start, steps, cells, n, flags, &space, &w), 0);
    if (w.nends != b.nends)
        fail_msg("%zu ends, the brute force finds %zu (start %d,%d, %d steps, flags %u)", w.nends,
                 b.nends, start.q, start.r, steps, flags);
    for (size_t i = 0; i < w.nends; i++) {
        assert_true(same(w.ends[i], b.ends[i]));
        if (!(flags & CV_HEX_PATHS)) continue;
        const cv_hex *p = w.paths + i * (size_t)(steps + 1);
        if (path_cmp(p, b.paths[i], steps + 1))
            fail_msg("the path to %d,%d is not the least one", b.ends[i].q, b.ends[i].r);
    }
    if (!(flags & CV_HEX_PATHS)) assert_null(w.paths);
    free(space);
}

static void test_hex_walks_match_brute_force(void **state)
{
    (void)state;
    cv_rng rng;
    cv_rng_seed(&rng, 2024);
    size_t nboard;
    cv_hex *board = region(2, &nboard); /* 19 cells */
    cv_hex cells[64];
    int compared = 0;
    for (int round = 0; round < 60; round++) {
        /* a random third of the board occupied; the walker somewhere */
        size_t n = 0;
        for (size_t i = 0; i < nboard; i++)
            if (cv_rng_below(&rng, 3)) cells[n++] = board[i];
        cv_hex start = board[cv_rng_below(&rng, nboard)];
        if (round % 2) { /* the start among the free cells too, repeated */
            cells[n++] = start;
            cells[n++] = start;
        }
        for (int steps = 0; steps <= 5; steps++)
            for (unsigned flags = 0; flags < 4; flags++) {
                expect_like_brute_force(start, steps, cells, n, flags);
                compared++;
            }
    }
    free(board);
    print_message("%d searches compared with a brute force\n", compared);
}

static void test_hex_walks_by_hand(void **state)
{
    (void)state;
    void *space;
    cv_hex_walks w;
    /* a corridor of three cells going south: "0,0" (the start), "0,1", "0,2" */
    cv_hex corridor[] = {{0, 2}, {0, 1}};
    assert_int_equal(find((cv_hex){0, 0}, 2, corridor, 2, CV_HEX_PATHS, &space, &w), 0);
    assert_int_equal(w.nends, 2); /* back to the start, or to the end */
    assert_cell(w.ends[0], 0, 0);
    assert_cell(w.ends[1], 0, 2);
    assert_cell(w.paths[1], 0, 1);
    assert_cell(w.paths[2], 0, 0);
    free(space);
    assert_int_equal(find((cv_hex){0, 0}, 2, corridor, 2, CV_HEX_SIMPLE, &space, &w), 0);
    assert_int_equal(w.nends, 1);
    assert_cell(w.ends[0], 0, 2);
    free(space);
    assert_int_equal(find((cv_hex){0, 0}, 3, corridor, 2, CV_HEX_SIMPLE, &space, &w), 0);
    assert_int_equal(w.nends, 0);
    free(space);
    /* 0 steps: the start, on a board or not */
    assert_int_equal(find((cv_hex){5, 5}, 0, corridor, 2, CV_HEX_PATHS, &space, &w), 0);
    assert_int_equal(w.nends, 1);
    assert_cell(w.ends[0], 5, 5);
    assert_cell(w.paths[0], 5, 5);
    free(space);
    /* nothing free: no step can be taken */
    assert_int_equal(find((cv_hex){0, 0}, 1, NULL, 0, 0, &space, &w), 0);
    assert_int_equal(w.nends, 0);
    free(space);
    /* an occupied cell is neither passed through nor ended on: radius 1
     * around the start, north and south occupied; two steps north-west then
     * north-east would pass "-1,0" then "0,-1": occupied */
    cv_hex ring[] = {{1, -1}, {1, 0}, {-1, 1}, {-1, 0}};
    assert_int_equal(find((cv_hex){0, 0}, 1, ring, 4, 0, &space, &w), 0);
    assert_int_equal(w.nends, 4);
    for (size_t i = 0; i < 4; i++)
        assert_true(cv_hex_distance(w.ends[i], (cv_hex){0, 0}) == 1 &&
                    !same(w.ends[i], (cv_hex){0, -1}) && !same(w.ends[i], (cv_hex){0, 1}));
    free(space);
}

/* The walks of many steps over the largest board stay within the caps;
 * those that would search too long stop with CV_HEX_EWORK, the same work
 * each time. */
static void test_hex_walks_caps(void **state)
{
    (void)state;
    size_t n;
    cv_hex *board = region(CV_HEX_RADIUS_MAX, &n);
    void *space;
    cv_hex_walks w;
    /* every walk of 64 steps over 3,997 cells */
    assert_int_equal(find((cv_hex){0, 0}, CV_HEX_STEPS_MAX, board, n, 0, &space, &w), 0);
    assert_true(w.work <= CV_HEX_WORK_MAX);
    /* coming back allowed, and three cells around a corner making a
     * triangle, every cell within 64 steps is an end */
    assert_int_equal(w.nends, n);
    free(space);
    /* 20 steps without coming back: too many paths */
    long long first = -1;
    for (int k = 0; k < 2; k++) {
        assert_int_equal(find((cv_hex){0, 0}, 20, board, n, CV_HEX_SIMPLE, &space, &w),
                         CV_HEX_EWORK);
        assert_int_equal(w.nends, 0);
        assert_null(w.ends);
        assert_true(w.work > CV_HEX_WORK_MAX);
        if (k) assert_true(w.work == first);
        first = w.work;
        free(space);
    }
    /* the least paths to thousands of ends: too much work */
    assert_int_equal(find((cv_hex){0, 0}, CV_HEX_STEPS_MAX, board, n, CV_HEX_PATHS, &space, &w),
                     CV_HEX_EWORK);
    free(space);
    /* the caps on the arguments */
    assert_int_equal(cv_hex_walks_space(CV_HEX_CELLS_MAX + 1, 1, 0), 0);
    assert_int_equal(cv_hex_walks_space(10, CV_HEX_STEPS_MAX + 1, 0), 0);
    assert_int_equal(cv_hex_walks_space(10, -1, 0), 0);
    assert_true(cv_hex_walks_space(CV_HEX_CELLS_MAX, CV_HEX_STEPS_MAX, 3) > 0);
    char small[16];
    assert_int_equal(cv_hex_walks_find((cv_hex){0, 0}, 1, board, 7, 0, small, sizeof small, &w),
                     CV_HEX_EARG);
    size_t size = cv_hex_walks_space(CV_HEX_CELLS_MAX, 1, 0);
    space = malloc(size);
    assert_non_null(space);
    assert_int_equal(
        cv_hex_walks_find((cv_hex){0, 0}, 1, board, CV_HEX_CELLS_MAX + 1, 0, space, size, &w),
        CV_HEX_EARG);
    assert_int_equal(
        cv_hex_walks_find((cv_hex){0, 0}, CV_HEX_STEPS_MAX + 1, board, 7, 0, space, size, &w),
        CV_HEX_EARG);
    cv_hex off[] = {{CV_HEX_COORD_MAX + 1, 0}};
    assert_int_equal(cv_hex_walks_find((cv_hex){0, 0}, 1, off, 1, 0, space, size, &w), CV_HEX_EARG);
    assert_int_equal(cv_hex_walks_find(off[0], 1, board, 7, 0, space, size, &w), CV_HEX_EARG);
    free(space);
    free(board);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hex_directions_are_the_documented_ones),
        cmocka_unit_test(test_hex_distance_is_a_metric),
        cmocka_unit_test(test_hex_distance_is_the_number_of_steps),
        cmocka_unit_test(test_hex_rotation_by_six_is_the_identity),
        cmocka_unit_test(test_hex_neighbour_and_direction_round_trip),
        cmocka_unit_test(test_hex_offsets_rotated_by_every_facing),
        cmocka_unit_test(test_hex_keys_round_trip),
        cmocka_unit_test(test_hex_keys_other_text_refused),
        cmocka_unit_test(test_hex_hexagon_sizes_and_order),
        cmocka_unit_test(test_hex_sort_orders_and_drops_repeats),
        cmocka_unit_test(test_hex_walks_match_brute_force),
        cmocka_unit_test(test_hex_walks_by_hand),
        cmocka_unit_test(test_hex_walks_caps),
    };
    return cmocka_run_group_tests_name("hex", tests, NULL, NULL);
}
