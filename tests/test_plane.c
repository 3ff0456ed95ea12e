/* test_plane: exact geometry on a measured plane (vm/plane.c). Each
 * predicate on cases made by hand, the edge cases included: circles
 * touching exactly (along an axis and at a 3-4-5 slant), overlapping and
 * apart; segments through a polygon's vertex (crossing it, grazing it from
 * either side, at a reflex vertex), along an edge, inside, from the
 * boundary in, zero-length; degenerate polygons (repeated vertices, three
 * in a line, no area, two vertices), concave and self-crossing ones; spans
 * rounded to the nearest unit, a half up; tangents of equal and unequal
 * circles, of points, none for nested or equal circles, a half rounded away
 * from the centre; the caps (every function at the corners of the plane,
 * with the largest radii and lengths, also built with -fsanitize=undefined
 * by make test-asan). Then properties over many cases drawn by a fixed-seed
 * generator: symmetries (swapping, reversing, translating, turning by a
 * quarter, mirroring: exact equality), agreement between functions (a
 * one-point path fits exactly when the gap is not negative; gap and
 * gap_cmp; within and touching), and agreement with a long-double
 * reference wherever the case is far from a boundary of the answer. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plane.h"

#define M CV_PLANE_COORD_MAX

static cv_plane_point P(int x, int y)
{
    cv_plane_point p = {x, y};
    return p;
}

static cv_plane_circle C(int x, int y, int r)
{
    cv_plane_circle c = {x, y, r};
    return c;
}

static cv_plane_shape circle_shape(cv_plane_circle c)
{
    cv_plane_shape s = {c, NULL, 0};
    return s;
}

static cv_plane_shape polygon_shape(const cv_plane_point *v, size_t n)
{
    cv_plane_shape s = {{0, 0, 0}, v, n};
    return s;
}

/* A polygon's workspace, big enough for any. */
static long long space[1 << 16];

/* How segment ab meets the polygon; its spans into spans (flattened:
 * from, to, from, to, ...), their number in *ns. */
static int cut(cv_plane_point a, cv_plane_point b, const cv_plane_point *v, size_t n,
               long long *spans, size_t *ns)
{
    cv_plane_cut c;
    assert_true(cv_plane_segment_polygon_space(n) <= sizeof space);
    int kind = cv_plane_segment_polygon(a, b, v, n, space, sizeof space, &c);
    assert_int_equal(kind, c.kind);
    for (size_t i = 0; i < c.nspans; i++) {
        assert_true(c.spans[i].from <= c.spans[i].to);
        if (i) assert_true(c.spans[i - 1].to <= c.spans[i].from);
        if (spans) {
            spans[2 * i] = c.spans[i].from;
            spans[2 * i + 1] = c.spans[i].to;
        }
    }
    if (ns) *ns = c.nspans;
    return kind;
}

static int fits(int r, const cv_plane_point *path, size_t np, const cv_plane_shape *o, size_t no,
                size_t *leg, size_t *which)
{
    size_t l = 99, w = 99;
    int rc = cv_plane_fits(r, path, np, o, no, space, sizeof space, &l, &w);
    if (leg) *leg = l;
    if (which) *which = w;
    return rc;
}

/* ---- a fixed-seed generator (xorshift64*) ---------------------------------------------- */

static uint64_t rng_state;

static uint64_t rnd(void)
{
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ULL;
}

/* An integer from lo to hi. */
static int between(int lo, int hi)
{
    return lo + (int)(rnd() % (uint64_t)(hi - lo + 1));
}

static cv_plane_point rnd_point(int span)
{
    return P(between(-span, span), between(-span, span));
}

/* ---- the long-double reference --------------------------------------------------------- */

typedef long double ld;

static ld ld_dist(ld ax, ld ay, ld bx, ld by)
{
    return sqrtl((ax - bx) * (ax - bx) + (ay - by) * (ay - by));
}

/* The distance from (px, py) to the segment uv. */
static ld ld_dist_seg(ld px, ld py, cv_plane_point u, cv_plane_point v)
{
    ld dx = (ld)v.x - u.x, dy = (ld)v.y - u.y, L2 = dx * dx + dy * dy;
    ld t = L2 == 0 ? 0 : ((px - u.x) * dx + (py - u.y) * dy) / L2;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    return ld_dist(px, py, u.x + t * dx, u.y + t * dy);
}

/* The distance from (px, py) to the nearest edge of the polygon. */
static ld ld_dist_edges(ld px, ld py, const cv_plane_point *v, size_t n)
{
    ld best = INFINITY;
    for (size_t i = 0; i < n; i++) {
        ld d = ld_dist_seg(px, py, v[i], v[(i + 1) % n]);
        if (d < best) best = d;
    }
    return best;
}

/* Even-odd: is (px, py) inside? (Meaningful away from the edges.) */
static int ld_inside(ld px, ld py, const cv_plane_point *v, size_t n)
{
    int in = 0;
    for (size_t i = 0; i < n; i++) {
        cv_plane_point u = v[i], w = v[(i + 1) % n];
        if ((u.y > py) != (w.y > py)) {
            ld x = u.x + (py - u.y) * ((ld)w.x - u.x) / ((ld)w.y - u.y);
            if (x > px) in = !in;
        }
    }
    return in;
}

/* The exact gap from circle c to shape s in long double. */
static ld ld_gap(cv_plane_circle c, const cv_plane_shape *s)
{
    if (!s->n) return ld_dist(c.x, c.y, s->circle.x, s->circle.y) - c.r - s->circle.r;
    ld d = ld_dist_edges(c.x, c.y, s->v, s->n);
    return (ld_inside(c.x, c.y, s->v, s->n) ? -d : d) - c.r;
}

/* ---- keys ------------------------------------------------------------------------------------ */

static void test_plane_keys_read_and_write(void **state)
{
    (void)state;
    cv_plane_circle c;
    char buf[CV_PLANE_KEY_LEN];
    assert_int_equal(cv_plane_parse("3,-4", 4, &c), 2);
    assert_int_equal(c.x, 3);
    assert_int_equal(c.y, -4);
    assert_int_equal(c.r, 0);
    assert_int_equal(cv_plane_parse("0,0,12", 6, &c), 3);
    assert_int_equal(c.r, 12);
    assert_int_equal(cv_plane_parse("-1000000,-1000000,1000000", 25, &c), 3);
    assert_int_equal(c.x, -M);
    assert_int_equal(cv_plane_format_circle(c, buf, sizeof buf), 25);
    assert_string_equal(buf, "-1000000,-1000000,1000000");
    assert_int_equal(cv_plane_format(P(-7, 0), buf, sizeof buf), 4);
    assert_string_equal(buf, "-7,0");
    /* one key per point: no leading zeros, no "-0", no '+', no spaces, no negative radius */
    static const char *const bad[] = {"",       "1",       "1,",        ",1",         "01,2",
                                      "-0,1",   "+1,2",    "1, 2",      " 1,2",       "1,2,",
                                      "1,2,-3", "1,2,3,4", "1000001,0", "0,-1000001", "1,2,1000001",
                                      "1.5,2",  "1,2 ",    "a,b",       "99999999,0"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        assert_int_equal(cv_plane_parse(bad[i], strlen(bad[i]), &c), -1);
    /* exactly 'len' bytes are read */
    assert_int_equal(cv_plane_parse("1,2,3", 3, &c), 2);
    assert_true(cv_plane_valid(P(M, -M)));
    assert_false(cv_plane_valid(P(M + 1, 0)));
    assert_false(cv_plane_circle_valid(C(0, 0, -1)));
    assert_false(cv_plane_circle_valid(C(0, 0, M + 1)));
    assert_true(cv_plane_circle_valid(C(-M, M, M)));
}

/* ---- square roots and distances ------------------------------------------------------------ */

static void test_plane_isqrt_is_the_floor(void **state)
{
    (void)state;
    for (unsigned long long n = 0; n < 200000; n++) {
        unsigned long long s = cv_plane_isqrt(n);
        assert_true(s * s <= n && (s + 1) * (s + 1) > n);
    }
    for (unsigned long long s = 1; s < 4294967296ULL; s = s * 3 + 1) {
        assert_int_equal(cv_plane_isqrt(s * s), s);
        assert_int_equal(cv_plane_isqrt(s * s - 1), s - 1);
        assert_int_equal(cv_plane_isqrt(s * s + 1), s);
    }
    assert_int_equal(cv_plane_isqrt(~0ULL), 4294967295ULL);
}

static void test_plane_distance_rounds_up(void **state)
{
    (void)state;
    assert_int_equal(cv_plane_distance(P(0, 0), P(3, 4)), 5);
    assert_int_equal(cv_plane_distance(P(0, 0), P(1, 1)), 2); /* 1.414 */
    assert_int_equal(cv_plane_distance(P(5, 5), P(5, 5)), 0);
    assert_int_equal(cv_plane_distance(P(0, 0), P(6, 1)), 7); /* 6.08 */
    assert_int_equal(cv_plane_dist2(P(-M, -M), P(M, M)), 8000000000000LL);
    assert_int_equal(cv_plane_distance(P(-M, -M), P(M, M)), 2828428); /* 2828427.12 */
    assert_int_equal(cv_plane_distance(P(-M, 0), P(M, 0)), 2 * M);
}

/* ---- gaps between circles -------------------------------------------------------------------- */

static void test_plane_gap_of_circles(void **state)
{
    (void)state;
    cv_plane_shape b = circle_shape(C(10, 0, 5));
    /* touching exactly along an axis: gap 0 */
    assert_int_equal(cv_plane_gap(C(0, 0, 5), &b), 0);
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 5), &b, 0), 0);
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 5), &b, -1), 1);
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 5), &b, 1), -1);
    /* touching exactly at a slant: 3-4-5 */
    cv_plane_shape s = circle_shape(C(30, 40, 20));
    assert_int_equal(cv_plane_gap(C(0, 0, 30), &s), 0);
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 30), &s, 0), 0);
    /* a hair apart or overlapping: the rounding is up */
    assert_int_equal(cv_plane_gap(C(0, 0, 29), &s), 1);
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 29), &s, 1), 0);
    assert_int_equal(cv_plane_gap(C(0, 0, 31), &s), -1);
    cv_plane_shape d = circle_shape(C(1, 1, 0));       /* 1.414 from the origin */
    assert_int_equal(cv_plane_gap(C(0, 0, 1), &d), 1); /* 0.414 */
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 1), &d, 0), 1);
    assert_int_equal(cv_plane_gap(C(0, 0, 2), &d), 0); /* -0.586 */
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 2), &d, 0), -1);
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, 2), &d, -1), 1);
    /* one within the other, the same circle */
    cv_plane_shape big = circle_shape(C(0, 0, 100));
    assert_int_equal(cv_plane_gap(C(10, 0, 5), &big), -95);
    assert_int_equal(cv_plane_gap(C(0, 0, 100), &big), -200);
    /* the caps: opposite corners, the largest radii and lengths */
    cv_plane_shape far = circle_shape(C(M, M, M));
    assert_int_equal(cv_plane_gap(C(-M, -M, M), &far), 828428);
    assert_int_equal(cv_plane_gap_cmp(C(-M, -M, M), &far, CV_PLANE_LENGTH_MAX), -1);
    assert_int_equal(cv_plane_gap_cmp(C(-M, -M, M), &far, -CV_PLANE_LENGTH_MAX), 1);
    assert_int_equal(cv_plane_gap_cmp(C(-M, -M, M), &far, 828427), 1);
    assert_int_equal(cv_plane_gap_cmp(C(-M, -M, M), &far, 828428), -1);
    cv_plane_shape same = circle_shape(C(M, M, M));
    assert_int_equal(cv_plane_gap(C(M, M, M), &same), -2 * M);
    assert_int_equal(cv_plane_gap_cmp(C(M, M, M), &same, -CV_PLANE_LENGTH_MAX), 1);
}

/* ---- points in polygons -------------------------------------------------------------------- */

static const cv_plane_point square[] = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
/* A U: the notch from x 4 to 6, y 3 up. */
static const cv_plane_point cup[] = {{0, 0}, {10, 0}, {10, 10}, {6, 10},
                                     {6, 3}, {4, 3},  {4, 10},  {0, 10}};
static const cv_plane_point diamond[] = {{0, -5}, {5, 0}, {0, 5}, {-5, 0}};

static void test_plane_point_in_polygon_convex_and_concave(void **state)
{
    (void)state;
    assert_int_equal(cv_plane_point_in_polygon(P(5, 5), square, 4), CV_PLANE_INSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(10, 5), square, 4), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(0, 0), square, 4), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(10, 10), square, 4), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(11, 5), square, 4), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(-1, 10), square, 4), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(-1, 0), square, 4), CV_PLANE_OUTSIDE);
    /* the ray from the point goes through vertices: (-1,0) and (-1,10) above */
    assert_int_equal(cv_plane_point_in_polygon(P(5, 5), cup, 8), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(5, 2), cup, 8), CV_PLANE_INSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(2, 3), cup, 8),
                     CV_PLANE_INSIDE); /* level with the notch's floor */
    assert_int_equal(cv_plane_point_in_polygon(P(5, 3), cup, 8), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(2, 10), cup, 8), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(-3, 10), cup, 8), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(-3, 3), cup, 8), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(8, 9), cup, 8), CV_PLANE_INSIDE);
    /* a ray through the diamond's side vertices */
    assert_int_equal(cv_plane_point_in_polygon(P(-7, 0), diamond, 4), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(0, 0), diamond, 4), CV_PLANE_INSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(3, 2), diamond, 4), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(3, 3), diamond, 4), CV_PLANE_OUTSIDE);
}

static void test_plane_point_in_degenerate_polygons(void **state)
{
    (void)state;
    /* repeated vertices and three in a line change nothing */
    static const cv_plane_point rep[] = {{0, 0},   {0, 0},   {5, 0}, {10, 0},
                                         {10, 10}, {10, 10}, {0, 10}};
    assert_int_equal(cv_plane_point_in_polygon(P(5, 5), rep, 7), CV_PLANE_INSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(5, 0), rep, 7), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(5, -1), rep, 7), CV_PLANE_OUTSIDE);
    /* no area: a segment there and back, or two vertices: a wall */
    static const cv_plane_point flat[] = {{0, 0}, {10, 10}, {4, 4}};
    static const cv_plane_point wall[] = {{0, 0}, {10, 0}};
    assert_int_equal(cv_plane_point_in_polygon(P(7, 7), flat, 3), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(7, 6), flat, 3), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(3, 0), wall, 2), CV_PLANE_BOUNDARY);
    assert_int_equal(cv_plane_point_in_polygon(P(3, 1), wall, 2), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(11, 0), wall, 2), CV_PLANE_OUTSIDE);
    /* a bow tie: even-odd, the crossing point is on the boundary */
    static const cv_plane_point bow[] = {{0, 0}, {10, 10}, {10, 0}, {0, 10}};
    assert_int_equal(cv_plane_point_in_polygon(P(8, 5), bow, 4), CV_PLANE_INSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(2, 5), bow, 4), CV_PLANE_INSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(5, 8), bow, 4), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(5, 5), bow, 4), CV_PLANE_BOUNDARY);
    /* a pentagram: its middle is outside by even-odd */
    static const cv_plane_point star[] = {{0, 100}, {59, -81}, {-95, 31}, {95, 31}, {-59, -81}};
    assert_int_equal(cv_plane_point_in_polygon(P(0, 0), star, 5), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(0, 60), star, 5), CV_PLANE_INSIDE);
    /* one vertex: a point */
    assert_int_equal(cv_plane_point_in_polygon(P(1, 1), square + 2, 1), CV_PLANE_OUTSIDE);
    assert_int_equal(cv_plane_point_in_polygon(P(10, 10), square + 2, 1), CV_PLANE_BOUNDARY);
}

/* ---- gaps to polygons ------------------------------------------------------------------------ */

static void test_plane_gap_to_a_polygon(void **state)
{
    (void)state;
    cv_plane_shape sq = polygon_shape(square, 4);
    /* outside, facing an edge: touching exactly, apart, overlapping */
    assert_int_equal(cv_plane_gap(C(15, 5, 5), &sq), 0);
    assert_int_equal(cv_plane_gap_cmp(C(15, 5, 5), &sq, 0), 0);
    assert_int_equal(cv_plane_gap(C(15, 5, 3), &sq), 2);
    assert_int_equal(cv_plane_gap(C(15, 5, 7), &sq), -2);
    /* facing a corner, at a 3-4-5 slant and not */
    assert_int_equal(cv_plane_gap(C(13, 14, 5), &sq), 0);
    assert_int_equal(cv_plane_gap_cmp(C(13, 14, 5), &sq, 0), 0);
    assert_int_equal(cv_plane_gap(C(11, 11, 0), &sq), 2); /* 1.414 */
    assert_int_equal(cv_plane_gap_cmp(C(11, 11, 1), &sq, 0), 1);
    assert_int_equal(cv_plane_gap_cmp(C(11, 11, 2), &sq, 0), -1);
    /* the centre on an edge: minus the radius */
    assert_int_equal(cv_plane_gap(C(10, 4, 3), &sq), -3);
    assert_int_equal(cv_plane_gap_cmp(C(10, 4, 3), &sq, -3), 0);
    assert_int_equal(cv_plane_gap_cmp(C(10, 4, 0), &sq, 0), 0);
    /* inside: minus the distance to the nearest edge, minus the radius */
    assert_int_equal(cv_plane_gap(C(3, 5, 2), &sq), -5);
    assert_int_equal(cv_plane_gap_cmp(C(3, 5, 2), &sq, -5), 0);
    assert_int_equal(cv_plane_gap_cmp(C(3, 5, 3), &sq, -6), 0);
    /* wholly inside: gap <= -2r */
    assert_int_equal(cv_plane_gap_cmp(C(5, 5, 5), &sq, -10), 0);
    assert_int_equal(cv_plane_gap_cmp(C(5, 5, 4), &sq, -8), -1);
    assert_int_equal(cv_plane_gap_cmp(C(5, 5, 6), &sq, -12), 1);
    /* inside, not at a whole distance: (2,3) in the diamond is 0.707 from an edge */
    cv_plane_shape dm = polygon_shape(diamond, 4);
    assert_int_equal(cv_plane_gap(C(2, 2, 0), &dm), 0); /* ceil(-0.707) */
    assert_int_equal(cv_plane_gap_cmp(C(2, 2, 0), &dm, -1), 1);
    assert_int_equal(cv_plane_gap_cmp(C(2, 2, 0), &dm, 0), -1);
    assert_int_equal(cv_plane_gap(C(2, 2, 1), &dm), -1); /* -1.707 */
    /* a concave polygon: the notch */
    cv_plane_shape u = polygon_shape(cup, 8);
    assert_int_equal(cv_plane_gap(C(5, 8, 1), &u), 0);
    assert_int_equal(cv_plane_gap_cmp(C(5, 8, 1), &u, 0), 0);
    assert_int_equal(cv_plane_gap_cmp(C(5, 8, 2), &u, 0), -1);
    /* a wall (two vertices) */
    static const cv_plane_point wall[] = {{0, 0}, {10, 0}};
    cv_plane_shape w = polygon_shape(wall, 2);
    assert_int_equal(cv_plane_gap(C(5, 3, 3), &w), 0);
    assert_int_equal(cv_plane_gap(C(5, 3, 4), &w), -1);
    assert_int_equal(cv_plane_gap(C(-3, -4, 1), &w), 4);
    /* the caps */
    static const cv_plane_point corner[] = {{M, M}, {M - 1, M}, {M, M - 1}};
    cv_plane_shape cn = polygon_shape(corner, 3);
    assert_int_equal(cv_plane_gap(C(-M, -M, M), &cn), 1828427); /* 1999999.5 * sqrt(2) - 1e6 */
    assert_int_equal(cv_plane_gap_cmp(C(-M, -M, M), &cn, -CV_PLANE_LENGTH_MAX), 1);
    assert_int_equal(cv_plane_gap_cmp(C(-M, -M, M), &cn, CV_PLANE_LENGTH_MAX), -1);
    static const cv_plane_point whole[] = {{-M, -M}, {M, -M}, {M, M}, {-M, M}};
    cv_plane_shape wh = polygon_shape(whole, 4);
    assert_int_equal(cv_plane_gap(C(0, 0, M), &wh), -2 * M);
    assert_int_equal(cv_plane_gap_cmp(C(0, 0, M), &wh, -2 * M), 0);
    assert_int_equal(cv_plane_gap_cmp(C(1, 0, M), &wh, -CV_PLANE_LENGTH_MAX), 1);
}

/* ---- segments and circles -------------------------------------------------------------------- */

static void test_plane_segment_circle_cases(void **state)
{
    (void)state;
    cv_plane_circle c = C(0, 3, 3);
    assert_int_equal(cv_plane_segment_circle(P(-5, 0), P(5, 0), c), CV_PLANE_TOUCHES);
    assert_int_equal(cv_plane_segment_circle(P(-5, -1), P(5, -1), c), CV_PLANE_MISSES);
    assert_int_equal(cv_plane_segment_circle(P(-5, 1), P(5, 1), c), CV_PLANE_CROSSES);
    assert_int_equal(cv_plane_segment_circle(P(-1, 3), P(1, 4), c), CV_PLANE_CONTAINED);
    /* an end on the circle, the rest inside: contained */
    assert_int_equal(cv_plane_segment_circle(P(0, 0), P(0, 3), c), CV_PLANE_CONTAINED);
    /* the nearest point is an end: it stops short, or just reaches */
    assert_int_equal(cv_plane_segment_circle(P(-9, 0), P(-4, 0), c), CV_PLANE_MISSES);
    assert_int_equal(cv_plane_segment_circle(P(-9, 3), P(-3, 3), c), CV_PLANE_TOUCHES);
    assert_int_equal(cv_plane_segment_circle(P(-9, 3), P(-2, 3), c), CV_PLANE_CROSSES);
    /* zero length: a point in, on, out */
    assert_int_equal(cv_plane_segment_circle(P(1, 3), P(1, 3), c), CV_PLANE_CONTAINED);
    assert_int_equal(cv_plane_segment_circle(P(3, 3), P(3, 3), c), CV_PLANE_TOUCHES);
    assert_int_equal(cv_plane_segment_circle(P(3, 4), P(3, 4), c), CV_PLANE_MISSES);
    /* a circle of radius 0: on the segment or not */
    assert_int_equal(cv_plane_segment_circle(P(0, 0), P(4, 2), C(2, 1, 0)), CV_PLANE_TOUCHES);
    assert_int_equal(cv_plane_segment_circle(P(0, 0), P(4, 2), C(2, 2, 0)), CV_PLANE_MISSES);
    /* a slant at the exact distance: the line 3x + 4y = 25 is 5 from the origin */
    assert_int_equal(cv_plane_segment_circle(P(-1, 7), P(7, 1), C(0, 0, 5)), CV_PLANE_TOUCHES);
    assert_int_equal(cv_plane_segment_circle(P(-1, 7), P(7, 1), C(0, 0, 4)), CV_PLANE_MISSES);
    assert_int_equal(cv_plane_segment_circle(P(-1, 7), P(7, 1), C(1, 0, 5)), CV_PLANE_CROSSES);
    /* the caps: a diagonal of the whole plane past a circle at a corner */
    assert_int_equal(cv_plane_segment_circle(P(-M, -M), P(M, M), C(M, -M, M)), CV_PLANE_MISSES);
    assert_int_equal(cv_plane_segment_circle(P(-M, -M), P(M, M), C(0, 0, M)), CV_PLANE_CROSSES);
    assert_int_equal(cv_plane_segment_circle(P(-M, -M), P(M, M), C(M, M, M)), CV_PLANE_CROSSES);
    assert_int_equal(cv_plane_segment_circle(P(-M, M), P(M, M), C(0, -M, M)), CV_PLANE_MISSES);
    assert_int_equal(cv_plane_segment_circle(P(-M, 0), P(M, 0), C(0, -M, M)), CV_PLANE_TOUCHES);
    assert_int_equal(cv_plane_segment_circle(P(-M, -M), P(M, M), C(-M, M, M)), CV_PLANE_MISSES);
    assert_int_equal(cv_plane_segment_circle(P(-M, -M), P(-M, -M), C(M, M, M)), CV_PLANE_MISSES);
    assert_int_equal(cv_plane_segment_circle(P(-M, M - 1), P(M, -M), C(M, M, M)), CV_PLANE_MISSES);
}

/* ---- segments and polygons ------------------------------------------------------------------- */

static void test_plane_segment_polygon_across_and_inside(void **state)
{
    (void)state;
    long long s[16];
    size_t n;
    /* across: in at 5, out at 15 */
    assert_int_equal(cut(P(-5, 5), P(15, 5), square, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 15);
    /* from inside out: the span starts at 0 */
    assert_int_equal(cut(P(5, 5), P(15, 5), square, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(s[0], 0);
    assert_int_equal(s[1], 5);
    /* wholly inside, from the boundary in, along a diagonal corner to corner */
    assert_int_equal(cut(P(2, 2), P(8, 3), square, 4, s, &n), CV_PLANE_CONTAINED);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 0);
    assert_int_equal(s[1], 6); /* 6.08 */
    assert_int_equal(cut(P(0, 5), P(5, 5), square, 4, s, &n), CV_PLANE_CONTAINED);
    assert_int_equal(cut(P(0, 0), P(10, 10), square, 4, s, &n), CV_PLANE_CONTAINED);
    assert_int_equal(s[1], 14); /* 14.14 */
    /* outside */
    assert_int_equal(cut(P(-5, -5), P(-1, 20), square, 4, s, &n), CV_PLANE_MISSES);
    assert_int_equal(n, 0);
    assert_int_equal(cut(P(20, 5), P(11, 5), square, 4, s, &n), CV_PLANE_MISSES);
    /* on a slant: in at 5 * sqrt(2) = 7.07, out at 15 * sqrt(2) = 21.2 */
    assert_int_equal(cut(P(-5, -5), P(15, 15), square, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(s[0], 7);
    assert_int_equal(s[1], 21);
    /* zero length */
    assert_int_equal(cut(P(3, 3), P(3, 3), square, 4, s, &n), CV_PLANE_CONTAINED);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 0);
    assert_int_equal(s[1], 0);
    assert_int_equal(cut(P(10, 3), P(10, 3), square, 4, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    assert_int_equal(cut(P(11, 3), P(11, 3), square, 4, s, &n), CV_PLANE_MISSES);
    assert_int_equal(n, 0);
}

static void test_plane_segment_polygon_vertices_and_edges(void **state)
{
    (void)state;
    long long s[16];
    size_t n;
    /* through two vertices of the diamond, crossing it */
    assert_int_equal(cut(P(-10, 0), P(10, 0), diamond, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 15);
    /* grazing a vertex from below and from above: a span of one point */
    static const cv_plane_point down[] = {{0, 0}, {5, 5}, {10, 0}};
    static const cv_plane_point up[] = {{0, 10}, {5, 5}, {10, 10}};
    assert_int_equal(cut(P(0, 5), P(10, 5), down, 3, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 5);
    assert_int_equal(cut(P(0, 5), P(10, 5), up, 3, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 5);
    /* ending at a vertex, from outside */
    assert_int_equal(cut(P(-3, -4), P(0, 0), square, 4, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 5);
    /* along an edge, past both ends: touches, the stretch along it is a span */
    assert_int_equal(cut(P(-5, 0), P(15, 0), square, 4, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 15);
    assert_int_equal(cut(P(15, 10), P(-5, 10), square, 4, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 15);
    /* along part of an edge */
    assert_int_equal(cut(P(2, 0), P(7, 0), square, 4, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(s[0], 0);
    assert_int_equal(s[1], 5);
    /* the concave cup: across both arms (two spans), along the notch's floor */
    assert_int_equal(cut(P(-2, 5), P(12, 5), cup, 8, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(n, 2);
    assert_int_equal(s[0], 2);
    assert_int_equal(s[1], 6);
    assert_int_equal(s[2], 8);
    assert_int_equal(s[3], 12);
    assert_int_equal(cut(P(-2, 3), P(12, 3), cup, 8, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(n, 1); /* in, along the floor of the notch, in again: one span */
    assert_int_equal(s[0], 2);
    assert_int_equal(s[1], 12);
    /* into the notch from above through its reflex corner (4,3) */
    assert_int_equal(cut(P(5, 12), P(5, 3), cup, 8, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(cut(P(2, 12), P(8, 0), cup, 8, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(
        cut(P(6, 5), P(4, 3), cup, 8, s, &n),
        CV_PLANE_TOUCHES); /* a reflex corner: both ends on edges, the middle in the notch */
    assert_int_equal(cut(P(6, 3), P(4, 3), cup, 8, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(cut(P(7, 2), P(3, 4), cup, 8, s, &n), CV_PLANE_CROSSES);
    /* a span end at a half: the edge from (2,-1) to (3,1) crosses y = 0 at 2.5 */
    static const cv_plane_point slant[] = {{2, -1}, {3, 1}, {8, 1}, {8, -1}};
    assert_int_equal(cut(P(0, 0), P(10, 0), slant, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(s[0], 3);
    assert_int_equal(s[1], 8);
    assert_int_equal(cut(P(10, 0), P(0, 0), slant, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(s[0], 2);
    assert_int_equal(s[1], 8); /* 7.5 up */
}

static void test_plane_segment_polygon_degenerate(void **state)
{
    (void)state;
    long long s[16];
    size_t n;
    /* repeated vertices, three in a line */
    static const cv_plane_point rep[] = {{0, 0},   {0, 0},   {5, 0}, {10, 0},
                                         {10, 10}, {10, 10}, {0, 10}};
    assert_int_equal(cut(P(-5, 5), P(15, 5), rep, 7, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 15);
    assert_int_equal(cut(P(5, -5), P(5, 15), rep, 7, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 15);
    assert_int_equal(cut(P(-1, 0), P(11, 0), rep, 7, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    /* no area: a wall crossed, a wall run along */
    static const cv_plane_point wall[] = {{0, 0}, {10, 0}};
    assert_int_equal(cut(P(5, -5), P(5, 5), wall, 2, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 5);
    assert_int_equal(cut(P(-5, 0), P(5, 0), wall, 2, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(s[0], 5);
    assert_int_equal(s[1], 10);
    assert_int_equal(cut(P(-5, 1), P(15, 1), wall, 2, s, &n), CV_PLANE_MISSES);
    static const cv_plane_point flat[] = {{0, 0}, {10, 10}, {4, 4}};
    assert_int_equal(cut(P(0, 10), P(10, 0), flat, 3, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(cut(P(-1, -1), P(20, 20), flat, 3, s, &n), CV_PLANE_TOUCHES);
    /* the bow tie: two triangles meeting at a point */
    static const cv_plane_point bow[] = {{0, 0}, {10, 10}, {10, 0}, {0, 10}};
    assert_int_equal(cut(P(-1, 5), P(11, 5), bow, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(n, 1); /* through the crossing point: two triangles, one run */
    assert_int_equal(s[0], 1);
    assert_int_equal(s[1], 11);
    assert_int_equal(cut(P(5, -1), P(5, 11), bow, 4, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 6);
    assert_int_equal(s[1], 6);
    /* errors: no vertices, too many, too small a workspace */
    cv_plane_cut c;
    assert_int_equal(cv_plane_segment_polygon_space(0), 0);
    assert_int_equal(cv_plane_segment_polygon_space(CV_PLANE_VERTICES_MAX + 1), 0);
    assert_int_equal(cv_plane_segment_polygon(P(0, 0), P(1, 1), square, 0, space, sizeof space, &c),
                     CV_PLANE_EARG);
    assert_int_equal(cv_plane_segment_polygon(P(0, 0), P(1, 1), square, 4, space,
                                              cv_plane_segment_polygon_space(4) - 1, &c),
                     CV_PLANE_EARG);
}

static void test_plane_segment_polygon_at_the_caps(void **state)
{
    (void)state;
    long long s[16];
    size_t n;
    static const cv_plane_point whole[] = {{-M, -M}, {M, -M}, {M, M}, {-M, M}};
    assert_int_equal(cut(P(-M, -M), P(M, M), whole, 4, s, &n), CV_PLANE_CONTAINED);
    assert_int_equal(s[0], 0);
    assert_int_equal(s[1], 2828427);
    /* a sliver one unit high across the plane: in at x = -0.25, out at 0.25 */
    static const cv_plane_point sliver[] = {{-M, -M}, {M, M - 1}, {M, M}, {-M, -M + 1}};
    assert_int_equal(cut(P(-M, M), P(M, -M), sliver, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], 1414213); /* (1e6 - 0.25) sqrt(2) = 1414213.21 */
    assert_int_equal(s[1], 1414214); /* (1e6 + 0.25) sqrt(2) = 1414213.92 */
    assert_int_equal(cut(P(M, -M), P(-M, M), sliver, 4, s, &n), CV_PLANE_CROSSES);
    assert_int_equal(s[0], 1414213);
    assert_int_equal(s[1], 1414214);
    assert_int_equal(cut(P(-M, M), P(-M, M - 1), sliver, 4, s, &n), CV_PLANE_MISSES);
    /* a bow tie of the same size, symmetric about the segment's line: it
     * meets it at its crossing point only */
    static const cv_plane_point bow[] = {{-M, -M}, {M, M - 1}, {M, M}, {-M + 1, -M}};
    assert_int_equal(cut(P(-M, M), P(M, -M), bow, 4, s, &n), CV_PLANE_TOUCHES);
    assert_int_equal(n, 1);
    assert_int_equal(s[0], s[1]);
    assert_int_equal(cut(P(-M, M - 1), P(M, -M), bow, 4, s, &n), CV_PLANE_CROSSES);
}

/* ---- a circle along a path ---------------------------------------------------------------------
 */

static void test_plane_fits_circles(void **state)
{
    (void)state;
    cv_plane_point path[] = {{0, 0}, {20, 0}, {20, 20}};
    cv_plane_shape o[3] = {circle_shape(C(10, 4, 2)), circle_shape(C(24, 10, 2)),
                           circle_shape(C(-10, -10, 1))};
    size_t leg, which;
    /* passing at exactly the sum of the radii: touching is fine */
    assert_int_equal(fits(2, path, 3, o, 3, &leg, &which), 1);
    /* one more and both overlap: the first leg names the first */
    assert_int_equal(fits(3, path, 3, o, 3, &leg, &which), 0);
    assert_int_equal(leg, 0);
    assert_int_equal(which, 0);
    o[0] = circle_shape(C(10, 5, 2));
    assert_int_equal(fits(3, path, 3, o, 3, &leg, &which), 0);
    assert_int_equal(leg, 1);
    assert_int_equal(which, 1);
    /* one point: placing a circle */
    assert_int_equal(fits(5, path, 1, o, 3, &leg, &which), 1);
    assert_int_equal(fits(13, path, 1, o, 3, &leg, &which), 0);
    assert_int_equal(leg, 0);
    assert_int_equal(which, 0);
    assert_int_equal(fits(14, path, 1, o, 3, &leg, &which), 0);
    assert_int_equal(which, 0);
    /* a point going over a point obstacle: both radius 0 never overlap */
    cv_plane_shape pt = circle_shape(C(10, 0, 0));
    assert_int_equal(fits(0, path, 2, &pt, 1, &leg, &which), 1);
    assert_int_equal(fits(1, path, 2, &pt, 1, &leg, &which), 0);
    /* no obstacles */
    assert_int_equal(fits(M, path, 3, o, 0, &leg, &which), 1);
    /* the end of a leg is the start of the next: a dog-leg around a circle */
    cv_plane_point around[] = {{0, 0}, {0, 10}, {10, 10}, {10, 0}};
    cv_plane_shape mid = circle_shape(C(5, 5, 2));
    assert_int_equal(fits(3, around, 4, &mid, 1, &leg, &which), 1);
    assert_int_equal(fits(4, around, 4, &mid, 1, &leg, &which), 0);
    assert_int_equal(leg, 0);
}

static void test_plane_fits_polygons(void **state)
{
    (void)state;
    size_t leg, which;
    cv_plane_shape sq = polygon_shape(square, 4);
    /* along an edge at exactly r, and round a corner at exactly r (3-4-5) */
    cv_plane_point along[] = {{-10, -3}, {20, -3}};
    assert_int_equal(fits(3, along, 2, &sq, 1, &leg, &which), 1);
    assert_int_equal(fits(4, along, 2, &sq, 1, &leg, &which), 0);
    cv_plane_point past[] = {{13, -4}, {13, 30}};
    assert_int_equal(fits(3, past, 2, &sq, 1, &leg, &which), 1);
    cv_plane_point diag[] = {{20, 0}, {0, 20}}; /* x + y = 20 goes through the corner (10,10) */
    assert_int_equal(fits(0, diag, 2, &sq, 1, &leg, &which), 1);
    assert_int_equal(fits(1, diag, 2, &sq, 1, &leg, &which), 0);
    cv_plane_point diag2[] = {{21, 0}, {0, 21}}; /* 0.707 from (10,10) */
    assert_int_equal(fits(0, diag2, 2, &sq, 1, &leg, &which), 1);
    assert_int_equal(fits(1, diag2, 2, &sq, 1, &leg, &which), 0);
    cv_plane_point diag3[] = {{25, 0}, {0, 25}}; /* 3.54 from (10,10) */
    assert_int_equal(fits(3, diag3, 2, &sq, 1, &leg, &which), 1);
    assert_int_equal(fits(4, diag3, 2, &sq, 1, &leg, &which), 0);
    /* the corner of the polygon pokes into the leg's side: an end-to-leg test */
    static const cv_plane_point spike[] = {{0, 2}, {-5, 10}, {5, 10}};
    cv_plane_point by[] = {{-20, 0}, {20, 0}};
    cv_plane_shape sp = polygon_shape(spike, 3);
    assert_int_equal(fits(2, by, 2, &sp, 1, &leg, &which), 1);
    assert_int_equal(fits(3, by, 2, &sp, 1, &leg, &which), 0);
    /* starting inside, or wholly inside */
    cv_plane_point in[] = {{5, 5}, {6, 6}};
    assert_int_equal(fits(1, in, 2, &sq, 1, &leg, &which), 0);
    assert_int_equal(fits(0, in, 2, &sq, 1, &leg, &which), 0);
    assert_int_equal(fits(0, in, 1, &sq, 1, &leg, &which), 0);
    /* a point: along an edge it fits, through a vertex it fits, across it does not */
    cv_plane_point edge[] = {{-5, 0}, {15, 0}};
    assert_int_equal(fits(0, edge, 2, &sq, 1, &leg, &which), 1);
    cv_plane_point across[] = {{-5, 5}, {15, 5}};
    assert_int_equal(fits(0, across, 2, &sq, 1, &leg, &which), 0);
    cv_plane_shape dm = polygon_shape(diamond, 4);
    cv_plane_point graze[] = {
        {-5, 10}, {5, 0}, {20, 0}}; /* along an edge, then away from a vertex */
    assert_int_equal(fits(0, graze, 3, &dm, 1, &leg, &which), 1);
    graze[2] = P(-20, 0); /* the second leg goes in at the vertex */
    assert_int_equal(fits(0, graze, 3, &dm, 1, &leg, &which), 0);
    assert_int_equal(leg, 1);
    /* a wall blocks a circle but not a point along it */
    static const cv_plane_point wall[] = {{0, -10}, {0, 10}};
    cv_plane_shape w = polygon_shape(wall, 2);
    cv_plane_point thru[] = {{-5, 0}, {5, 0}};
    assert_int_equal(fits(1, thru, 2, &w, 1, &leg, &which), 0);
    assert_int_equal(fits(0, thru, 2, &w, 1, &leg, &which), 1);
    cv_plane_point round_it[] = {{-5, 0}, {-5, 13}, {5, 13}, {5, 0}};
    assert_int_equal(fits(3, round_it, 4, &w, 1, &leg, &which), 1);
    assert_int_equal(fits(4, round_it, 4, &w, 1, &leg, &which), 0);
    /* mixed obstacles: the first leg that fails, then the first obstacle on it */
    cv_plane_shape mix[3] = {circle_shape(C(100, 100, 5)), polygon_shape(square, 4),
                             circle_shape(C(5, -2, 1))};
    cv_plane_point go[] = {{-10, -10}, {20, -10}, {20, 13}, {-10, 13}};
    assert_int_equal(fits(3, go, 4, mix, 3, &leg, &which), 1);
    assert_int_equal(fits(4, go, 4, mix, 3, &leg, &which), 0);
    assert_int_equal(leg, 2);
    assert_int_equal(which, 1);
    assert_int_equal(fits(8, go, 4, mix, 3, &leg, &which), 0);
    assert_int_equal(leg, 0);
    assert_int_equal(which, 2);
}

static void test_plane_fits_caps(void **state)
{
    (void)state;
    size_t leg, which;
    cv_plane_point path[CV_PLANE_PATH_MAX + 1];
    for (int i = 0; i <= CV_PLANE_PATH_MAX; i++)
        path[i] = P(i % 2 ? M : -M, -M + 4000 * i);
    static cv_plane_point v[CV_PLANE_VERTICES_MAX];
    for (int i = 0; i < CV_PLANE_VERTICES_MAX; i++) /* a zigzag far off */
        v[i] = P(-M + 1000 * (i / 2), i % 2 ? M : M - 10);
    cv_plane_shape o[2] = {polygon_shape(v, CV_PLANE_VERTICES_MAX), circle_shape(C(0, M, M))};
    assert_int_equal(fits(M, path, CV_PLANE_PATH_MAX, o, 1, &leg, &which), 0);
    assert_int_equal(fits(0, path, CV_PLANE_PATH_MAX, o, 1, &leg, &which), 1);
    assert_int_equal(fits(1, path, CV_PLANE_PATH_MAX, o + 1, 1, &leg, &which), 0);
    assert_int_equal(fits(1, path, CV_PLANE_PATH_MAX + 1, o, 1, &leg, &which), CV_PLANE_EARG);
    assert_int_equal(fits(1, path, 0, o, 1, &leg, &which), CV_PLANE_EARG);
    assert_int_equal(fits(-1, path, 2, o, 1, &leg, &which), CV_PLANE_EARG);
    assert_int_equal(fits(M + 1, path, 2, o, 1, &leg, &which), CV_PLANE_EARG);
    static cv_plane_shape many[CV_PLANE_OBSTACLES_MAX + 1];
    for (int i = 0; i <= CV_PLANE_OBSTACLES_MAX; i++)
        many[i] = polygon_shape(v, 16);
    assert_int_equal(fits(1, path, 2, many, CV_PLANE_OBSTACLES_MAX + 1, &leg, &which),
                     CV_PLANE_EARG);
    /* 1024 polygons of 16 vertices is the most vertices in all; one more is too many */
    assert_int_equal(fits(1, path, 2, many, CV_PLANE_OBSTACLES_MAX, &leg, &which), 1);
    many[0] = polygon_shape(v, 17);
    assert_int_equal(fits(1, path, 2, many, CV_PLANE_OBSTACLES_MAX, &leg, &which), CV_PLANE_EARG);
    /* radius 0 with a polygon needs the workspace */
    assert_int_equal(cv_plane_fits(0, path, 2, o, 1, NULL, 0, &leg, &which), CV_PLANE_EARG);
    assert_int_equal(cv_plane_fits(1, path, 2, o, 1, NULL, 0, &leg, &which), 1);
}

/* ---- tangents ---------------------------------------------------------------------------------
 */

static void assert_point(cv_plane_point p, int x, int y)
{
    if (p.x != x || p.y != y) fail_msg("(%d,%d) expected, got (%d,%d)", x, y, p.x, p.y);
}

static void test_plane_tangents_cases(void **state)
{
    (void)state;
    cv_plane_point t[4];
    /* equal circles: the left one first */
    assert_int_equal(cv_plane_tangents(C(0, 0, 10), C(100, 0, 10), t), 2);
    assert_point(t[0], 0, 10);
    assert_point(t[1], 100, 10);
    assert_point(t[2], 0, -10);
    assert_point(t[3], 100, -10);
    /* unequal: u = (3/5, +-4/5) exactly */
    assert_int_equal(cv_plane_tangents(C(0, 0, 5), C(5, 0, 2), t), 2);
    assert_point(t[0], 3, 4);
    assert_point(t[1], 6, 2); /* (5 + 1.2, 1.6) */
    assert_point(t[2], 3, -4);
    assert_point(t[3], 6, -2);
    /* the smaller first: the same lines, from the other end */
    assert_int_equal(cv_plane_tangents(C(5, 0, 2), C(0, 0, 5), t), 2);
    assert_point(t[0], 6, -2);
    assert_point(t[1], 3, -4);
    assert_point(t[2], 6, 2);
    assert_point(t[3], 3, 4);
    /* a half rounds away from the centre: u = (1/2, +-sqrt(3)/2) */
    assert_int_equal(cv_plane_tangents(C(0, 0, 2), C(2, 0, 1), t), 2);
    assert_point(t[0], 1, 2); /* (1, 1.73) */
    assert_point(t[1], 3, 1); /* (2 + 0.5, 0.87) */
    assert_point(t[3], 3, -1);
    assert_int_equal(cv_plane_tangents(C(0, 0, 2), C(-2, 0, 1), t), 2);
    assert_point(t[1], -3, -1); /* mirrored: (-2 - 0.5, -0.87), the left now below */
    assert_point(t[3], -3, 1);
    /* points: their segment, twice; a point and a circle: from the point */
    assert_int_equal(cv_plane_tangents(C(1, 2, 0), C(7, -3, 0), t), 2);
    assert_point(t[0], 1, 2);
    assert_point(t[1], 7, -3);
    assert_point(t[2], 1, 2);
    assert_point(t[3], 7, -3);
    assert_int_equal(cv_plane_tangents(C(0, 0, 0), C(10, 0, 6), t), 2);
    assert_point(t[0], 0, 0);
    assert_point(t[1], 6, 5); /* 10 + 6 * (-0.6), 6 * 0.8 */
    assert_point(t[3], 6, -5);
    /* none: nested, nested touching, the same, concentric */
    t[0] = P(77, 77);
    assert_int_equal(cv_plane_tangents(C(0, 0, 10), C(1, 0, 2), t), 0);
    assert_int_equal(cv_plane_tangents(C(0, 0, 10), C(8, 0, 2), t), 0);
    assert_int_equal(cv_plane_tangents(C(3, 3, 4), C(3, 3, 4), t), 0);
    assert_int_equal(cv_plane_tangents(C(3, 3, 4), C(3, 3, 5), t), 0);
    assert_int_equal(cv_plane_tangents(C(3, 3, 0), C(3, 3, 0), t), 0);
    assert_point(t[0], 77, 77);
    /* just not nested */
    assert_int_equal(cv_plane_tangents(C(0, 0, 10), C(9, 0, 2), t), 2);
    /* the caps */
    assert_int_equal(cv_plane_tangents(C(-M, -M, M), C(M, M, M), t), 2);
    assert_point(t[0], -M - 707107, -M + 707107);
    assert_point(t[1], M - 707107, M + 707107);
    assert_int_equal(cv_plane_tangents(C(-M, -M, M), C(M, M, 0), t), 2);
    assert_int_equal(cv_plane_tangents(C(-M, M, 1), C(M, -M + 1, M), t), 2);
    assert_int_equal(cv_plane_tangents(C(M, M, M), C(M - 1, M, 0), t), 0);
    assert_int_equal(cv_plane_tangents(C(M, M, M), C(M - 1, M - 1, M - 2), t), 0);
    assert_int_equal(cv_plane_tangents(C(M, M, M), C(M - 2, M - 1, M - 2), t), 2);
}

/* The nearest integer to v, a half away from zero; 'tie' set when v is
 * too near a half to tell in long double. */
static long long ld_round(ld v, int *tie)
{
    ld f = fabsl(v) - floorl(fabsl(v));
    if (fabsl(f - 0.5L) < 1e-9L) *tie = 1;
    long long r = (long long)floorl(fabsl(v) + 0.5L);
    return v < 0 ? -r : r;
}

/* Every pair of small circles: the tangent points are the exact ones
 * rounded, as long double computes them (where it can tell). */
static void test_plane_tangents_small_circles_exhaustively(void **state)
{
    (void)state;
    int compared = 0;
    for (int bx = -5; bx <= 5; bx++)
        for (int by = -5; by <= 5; by++)
            for (int ra = 0; ra <= 6; ra++)
                for (int rb = 0; rb <= 6; rb++) {
                    cv_plane_point t[4];
                    ld dx = bx, dy = by, D = dx * dx + dy * dy, dr = ra - rb, H = D - dr * dr;
                    int h = cv_plane_tangents(C(0, 0, ra), C(bx, by, rb), t);
                    assert_int_equal(h, H > 0 ? 2 : 0);
                    if (!h) continue;
                    for (int side = 0; side < 2; side++) {
                        ld sg = side == 0 ? 1 : -1;
                        ld ux = (dr * dx - sg * sqrtl(H) * dy) / D,
                           uy = (dr * dy + sg * sqrtl(H) * dx) / D;
                        int tie = 0;
                        long long x0 = ld_round(ra * ux, &tie), y0 = ld_round(ra * uy, &tie);
                        long long x1 = bx + ld_round(rb * ux, &tie),
                                  y1 = by + ld_round(rb * uy, &tie);
                        if (tie) continue;
                        assert_point(t[2 * side], (int)x0, (int)y0);
                        assert_point(t[2 * side + 1], (int)x1, (int)y1);
                        compared++;
                    }
                }
    assert_true(compared > 5000);
}

/* ---- properties over drawn cases ------------------------------------------------------------ */

/* A polygon of 2 to 12 vertices drawn within 'span' of (cx, cy). */
static size_t rnd_polygon(cv_plane_point *v, int span, int cx, int cy)
{
    size_t n = (size_t)between(2, 12);
    for (size_t i = 0; i < n; i++)
        v[i] = P(cx + between(-span, span), cy + between(-span, span));
    return n;
}

/* p turned by a quarter turn k times, and mirrored (x -> -x) when 'mirror'. */
static cv_plane_point turn(cv_plane_point p, int k, int mirror)
{
    if (mirror) p.x = -p.x;
    for (int i = 0; i < k; i++)
        p = P(-p.y, p.x);
    return p;
}

static void test_plane_symmetries(void **state)
{
    (void)state;
    rng_state = 0x9e3779b97f4a7c15ULL;
    cv_plane_point v[12], w[12];
    for (int trial = 0; trial < 20000; trial++) {
        int span = trial % 3 == 0 ? 20 : trial % 3 == 1 ? 1000 : M / 2;
        size_t n = rnd_polygon(v, span, 0, 0);
        cv_plane_point p = rnd_point(span), a = rnd_point(span), b = rnd_point(span);
        cv_plane_circle c = C(p.x, p.y, between(0, span)), d = C(a.x, a.y, between(0, span));
        int k = between(0, 3), mirror = between(0, 1);
        cv_plane_point dx = rnd_point(M / 2 - span > 0 ? M / 2 - span : 0);
        /* distances and gaps are symmetric */
        assert_int_equal(cv_plane_distance(p, a), cv_plane_distance(a, p));
        cv_plane_shape sd = circle_shape(d), sc = circle_shape(c);
        assert_int_equal(cv_plane_gap(c, &sd), cv_plane_gap(d, &sc));
        /* reversing, rotating the vertex list, turning, mirroring, moving */
        for (size_t i = 0; i < n; i++)
            w[i] = v[n - 1 - i];
        int where = cv_plane_point_in_polygon(p, v, n);
        assert_int_equal(cv_plane_point_in_polygon(p, w, n), where);
        size_t rot = (size_t)between(0, (int)n - 1);
        for (size_t i = 0; i < n; i++)
            w[i] = v[(i + rot) % n];
        assert_int_equal(cv_plane_point_in_polygon(p, w, n), where);
        for (size_t i = 0; i < n; i++) {
            cv_plane_point q = turn(v[i], k, mirror);
            w[i] = P(q.x + dx.x, q.y + dx.y);
        }
        cv_plane_point tp = turn(p, k, mirror), ta = turn(a, k, mirror), tb = turn(b, k, mirror);
        tp = P(tp.x + dx.x, tp.y + dx.y);
        ta = P(ta.x + dx.x, ta.y + dx.y);
        tb = P(tb.x + dx.x, tb.y + dx.y);
        assert_int_equal(cv_plane_point_in_polygon(tp, w, n), where);
        cv_plane_shape sv = polygon_shape(v, n), sw = polygon_shape(w, n);
        cv_plane_circle tc = C(tp.x, tp.y, c.r);
        assert_int_equal(cv_plane_gap(c, &sv), cv_plane_gap(tc, &sw));
        long long x = between(-span, span);
        assert_int_equal(cv_plane_gap_cmp(c, &sv, x), cv_plane_gap_cmp(tc, &sw, x));
        /* segments: reversed and moved the same; spans mirrored */
        long long s1[32], s2[32], s3[32];
        size_t n1, n2, n3;
        int k1 = cut(a, b, v, n, s1, &n1);
        assert_int_equal(cut(b, a, v, n, s2, &n2), k1);
        assert_int_equal(cut(ta, tb, w, n, s3, &n3), k1);
        assert_int_equal(n2, n1);
        assert_int_equal(n3, n1);
        long long len = cv_plane_distance(a, b);
        for (size_t i = 0; i < 2 * n1; i++) {
            assert_int_equal(s3[i], s1[i]);
            /* from the other end: len - s, each rounded once: within 2 */
            long long back = s2[2 * n1 - 1 - i];
            assert_true(llabs(len - back - s1[i]) <= 2);
        }
        assert_int_equal(cv_plane_segment_circle(a, b, c), cv_plane_segment_circle(b, a, c));
        assert_int_equal(cv_plane_segment_circle(ta, tb, tc), cv_plane_segment_circle(a, b, c));
        /* fits: the reversed path, the moved path */
        cv_plane_point path[2] = {a, b}, back[2] = {b, a}, moved[2] = {ta, tb};
        cv_plane_shape obst[2] = {sv, sd}, tobst[2] = {sw, circle_shape(C(0, 0, 0))};
        cv_plane_point td = turn(P(d.x, d.y), k, mirror);
        tobst[1] = circle_shape(C(td.x + dx.x, td.y + dx.y, d.r));
        int r = between(0, span / 4);
        size_t l1, w1, l2, w2;
        int f = fits(r, path, 2, obst, 2, &l1, &w1);
        assert_int_equal(fits(r, back, 2, obst, 2, &l2, &w2), f);
        if (!f) assert_int_equal(w2, w1);
        assert_int_equal(fits(r, moved, 2, tobst, 2, &l2, &w2), f);
        /* one point fits exactly when the gap is not negative (two ways to the answer) */
        assert_int_equal(fits(r, path, 1, &sv, 1, NULL, NULL),
                         cv_plane_gap_cmp(C(a.x, a.y, r), &sv, 0) >= 0);
        assert_int_equal(fits(r, path, 1, &sd, 1, NULL, NULL),
                         cv_plane_gap_cmp(C(a.x, a.y, r), &sd, 0) >= 0);
        /* tangents: swapped circles give the same segments the other way; turned, turned */
        cv_plane_point t1[4], t2[4], t3[4];
        int h = cv_plane_tangents(c, d, t1);
        assert_int_equal(cv_plane_tangents(d, c, t2), h);
        if (h) {
            assert_point(t2[0], t1[3].x, t1[3].y);
            assert_point(t2[1], t1[2].x, t1[2].y);
            assert_point(t2[2], t1[1].x, t1[1].y);
            assert_point(t2[3], t1[0].x, t1[0].y);
        }
        cv_plane_point tdc = turn(P(d.x, d.y), k, mirror);
        assert_int_equal(cv_plane_tangents(tc, C(tdc.x + dx.x, tdc.y + dx.y, d.r), t3), h);
        for (int i = 0; h && i < 4; i++) {
            /* a mirror swaps left and right */
            cv_plane_point q = turn(t1[mirror ? (i + 2) % 4 : i], k, mirror);
            assert_point(t3[i], q.x + dx.x, q.y + dx.y);
        }
    }
}

/* The rounded gap agrees with gap_cmp, within and touching with the gap. */
static void test_plane_gap_agrees_with_gap_cmp(void **state)
{
    (void)state;
    rng_state = 12345;
    cv_plane_point v[12];
    for (int trial = 0; trial < 20000; trial++) {
        int span = trial % 2 ? 30 : M;
        cv_plane_shape s;
        if (trial % 3)
            s = polygon_shape(v, rnd_polygon(v, span, 0, 0));
        else
            s = circle_shape(C(between(-span, span), between(-span, span), between(0, span)));
        cv_plane_circle c = C(between(-span, span), between(-span, span), between(0, span));
        long long g = cv_plane_gap(c, &s);
        assert_int_equal(cv_plane_gap_cmp(c, &s, g) <= 0, 1);
        assert_int_equal(cv_plane_gap_cmp(c, &s, g - 1), 1);
        long long x = between(-span, span);
        assert_int_equal(g <= x, cv_plane_gap_cmp(c, &s, x) <= 0);
    }
}

/* Far from a boundary of the answer, the answers agree with long double. */
static void test_plane_agrees_with_long_double(void **state)
{
    (void)state;
    rng_state = 777;
    cv_plane_point v[12];
    int checked = 0;
    for (int trial = 0; trial < 30000; trial++) {
        int span = trial % 2 ? 50 : M;
        size_t n = rnd_polygon(v, span, 0, 0);
        cv_plane_point p = rnd_point(span), a = rnd_point(span), b = rnd_point(span);
        cv_plane_circle c = C(p.x, p.y, between(0, span / 2));
        ld eps = span > 100 ? 1e-3L : 1e-6L;
        /* distance */
        ld dd = ld_dist(a.x, a.y, b.x, b.y);
        if (fabsl(dd - roundl(dd)) > eps)
            assert_int_equal(cv_plane_distance(a, b), (long long)ceill(dd));
        /* point in polygon */
        ld de = ld_dist_edges(p.x, p.y, v, n);
        int where = cv_plane_point_in_polygon(p, v, n);
        if (de > eps) {
            assert_int_equal(where, ld_inside(p.x, p.y, v, n) ? CV_PLANE_INSIDE : CV_PLANE_OUTSIDE);
            checked++;
        } else if (de == 0) {
            assert_int_equal(where, CV_PLANE_BOUNDARY);
        }
        /* gaps */
        cv_plane_shape sv = polygon_shape(v, n);
        if (de > eps) {
            ld g = ld_gap(c, &sv);
            if (fabsl(g - roundl(g)) > eps)
                assert_int_equal(cv_plane_gap(c, &sv), (long long)ceill(g));
            long long x = between(-span, span);
            if (fabsl(g - x) > eps) assert_int_equal(cv_plane_gap_cmp(c, &sv, x), g < x ? -1 : 1);
        }
        /* segment and circle */
        ld ds = ld_dist_seg(c.x, c.y, a, b);
        if (fabsl(ds - c.r) > eps) {
            int k = cv_plane_segment_circle(a, b, c);
            if (ds > c.r) {
                assert_int_equal(k, CV_PLANE_MISSES);
            } else {
                ld ra = ld_dist(a.x, a.y, c.x, c.y), rb = ld_dist(b.x, b.y, c.x, c.y);
                if (fabsl(ra - c.r) > eps && fabsl(rb - c.r) > eps)
                    assert_int_equal(k,
                                     ra < c.r && rb < c.r ? CV_PLANE_CONTAINED : CV_PLANE_CROSSES);
            }
        }
        /* segment and polygon: sample it; a place far from the edges is in a
         * span (give or take the rounding) exactly when it is inside */
        long long s[64];
        size_t ns;
        int kind = cut(a, b, v, n, s, &ns);
        ld L = ld_dist(a.x, a.y, b.x, b.y);
        int any_in = 0;
        for (int i = 0; i <= 64; i++) {
            ld t = i / 64.0L, x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y);
            if (ld_dist_edges(x, y, v, n) <= eps) continue;
            int in = ld_inside(x, y, v, n), in_span = 0, near_end = 0;
            for (size_t j = 0; j < ns; j++) {
                if (t * L >= s[2 * j] - 0.5L && t * L <= s[2 * j + 1] + 0.5L) in_span = 1;
                if (fabsl(t * L - s[2 * j]) <= 0.5L + eps ||
                    fabsl(t * L - s[2 * j + 1]) <= 0.5L + eps)
                    near_end = 1;
            }
            if (!near_end) assert_int_equal(in_span, in);
            any_in |= in;
        }
        if (any_in) assert_true(kind == CV_PLANE_CROSSES || kind == CV_PLANE_CONTAINED);
        if (kind == CV_PLANE_MISSES) assert_int_equal(ns, 0);
        /* the start is in a span starting at 0 exactly when it is in the polygon */
        int a_in = cv_plane_point_in_polygon(a, v, n) != CV_PLANE_OUTSIDE;
        assert_int_equal(ns > 0 && s[0] == 0 && a_in, a_in);
        /* fits, one leg against one circle: far from touching, as the distance says */
        cv_plane_point path[2] = {a, b};
        cv_plane_shape o = circle_shape(c);
        int r = between(0, span / 4);
        if (fabsl(ds - (c.r + r)) > eps)
            assert_int_equal(fits(r, path, 2, &o, 1, NULL, NULL), ds > c.r + r);
        /* fits against the polygon: its distance to the leg, sampled, is an upper bound */
        ld near = INFINITY;
        for (int i = 0; i <= 64; i++) {
            ld t = i / 64.0L, d = ld_dist_edges(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), v, n);
            if (d < near) near = d;
        }
        if (near < r - eps && r > 0) assert_int_equal(fits(r, path, 2, &sv, 1, NULL, NULL), 0);
        /* tangents: each point within rounding of its circle, the lines tangent */
        cv_plane_circle d = C(a.x, a.y, between(0, span / 2));
        cv_plane_point t[4];
        if (cv_plane_tangents(c, d, t)) {
            for (int i = 0; i < 2; i++) {
                cv_plane_point u = t[2 * i], w2 = t[2 * i + 1];
                assert_true(fabsl(ld_dist(u.x, u.y, c.x, c.y) - c.r) <= 0.71L);
                assert_true(fabsl(ld_dist(w2.x, w2.y, d.x, d.y) - d.r) <= 0.71L);
                /* left first: the tangent point on c is left of the way from c to d */
                long long cr = ((long long)d.x - c.x) * ((long long)u.y - c.y) -
                               ((long long)d.y - c.y) * ((long long)u.x - c.x);
                ld lim = 2.0L * ld_dist(c.x, c.y, d.x, d.y);
                if (c.r > 1) assert_true(i == 0 ? cr > -lim : cr < lim);
            }
        }
    }
    assert_true(checked > 10000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plane_keys_read_and_write),
        cmocka_unit_test(test_plane_isqrt_is_the_floor),
        cmocka_unit_test(test_plane_distance_rounds_up),
        cmocka_unit_test(test_plane_gap_of_circles),
        cmocka_unit_test(test_plane_point_in_polygon_convex_and_concave),
        cmocka_unit_test(test_plane_point_in_degenerate_polygons),
        cmocka_unit_test(test_plane_gap_to_a_polygon),
        cmocka_unit_test(test_plane_segment_circle_cases),
        cmocka_unit_test(test_plane_segment_polygon_across_and_inside),
        cmocka_unit_test(test_plane_segment_polygon_vertices_and_edges),
        cmocka_unit_test(test_plane_segment_polygon_degenerate),
        cmocka_unit_test(test_plane_segment_polygon_at_the_caps),
        cmocka_unit_test(test_plane_fits_circles),
        cmocka_unit_test(test_plane_fits_polygons),
        cmocka_unit_test(test_plane_fits_caps),
        cmocka_unit_test(test_plane_tangents_cases),
        cmocka_unit_test(test_plane_tangents_small_circles_exhaustively),
        cmocka_unit_test(test_plane_symmetries),
        cmocka_unit_test(test_plane_gap_agrees_with_gap_cmp),
        cmocka_unit_test(test_plane_agrees_with_long_double),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
