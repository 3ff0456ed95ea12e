/* plane: exact geometry on a measured plane. See plane.h.
 *
 * Every test is a sign of an integer expression. With coordinates within
 * CV_PLANE_COORD_MAX (1e6), a difference of two is at most 2e6, a dot or
 * cross product of two differences at most 8e12 (int64), and the squares
 * and products of those that a test compares at most about 1.3e38, which
 * unsigned 128-bit integers hold (the bound of each is noted where it is
 * made). */
#include "plane.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "str.h"

#if !defined(__SIZEOF_INT128__)
#error "vm/plane.c needs 128-bit integers (__int128: gcc or clang on a 64-bit target)"
#endif
__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;
typedef long long i64;

/* A difference of two points. */
typedef struct vec {
    i64 x, y;
} vec;

static vec sub(cv_plane_point a, cv_plane_point b)
{
    vec v = {(i64)a.x - b.x, (i64)a.y - b.y};
    return v;
}

static i64 cross(vec a, vec b)
{
    return a.x * b.y - a.y * b.x;
}

static i64 dot(vec a, vec b)
{
    return a.x * b.x + a.y * b.y;
}

static int sgn(i128 v)
{
    return (v > 0) - (v < 0);
}

static u128 abs128(i128 v)
{
    return v < 0 ? (u128)-v : (u128)v;
}

static int same(cv_plane_point a, cv_plane_point b)
{
    return a.x == b.x && a.y == b.y;
}

/* ---- caps and keys --------------------------------------------------------------------- */

int cv_plane_valid(cv_plane_point p)
{
    return p.x >= -CV_PLANE_COORD_MAX && p.x <= CV_PLANE_COORD_MAX && p.y >= -CV_PLANE_COORD_MAX &&
           p.y <= CV_PLANE_COORD_MAX;
}

int cv_plane_circle_valid(cv_plane_circle c)
{
    cv_plane_point p = {c.x, c.y};
    return cv_plane_valid(p) && c.r >= 0 && c.r <= CV_PLANE_COORD_MAX;
}

int cv_plane_parse(const char *s, size_t len, cv_plane_circle *out)
{
    const char *end = s + len;
    cv_plane_circle c = {0, 0, 0};
    int parts = 2;
    if (cv_str_key_int(&s, end, 1, CV_PLANE_COORD_MAX, &c.x) || s == end || *s++ != ',' || cv_str_key_int(&s, end, 1, CV_PLANE_COORD_MAX, &c.y))
        return -1;
    if (s != end) {
        if (*s++ != ',' || cv_str_key_int(&s, end, 0, CV_PLANE_COORD_MAX, &c.r) || s != end) return -1;
        parts = 3;
    }
    *out = c;
    return parts;
}

int cv_plane_format(cv_plane_point p, char *buf, size_t len)
{
    return snprintf(buf, len, "%d,%d", p.x, p.y);
}

int cv_plane_format_circle(cv_plane_circle c, char *buf, size_t len)
{
    return snprintf(buf, len, "%d,%d,%d", c.x, c.y, c.r);
}

/* ---- integer square roots ----------------------------------------------------------- */

unsigned long long cv_plane_isqrt(unsigned long long n)
{
    unsigned long long res = 0, bit = 1ULL << 62;
    while (bit > n)
        bit >>= 2;
    while (bit) {
        if (n >= res + bit) {
            n -= res + bit;
            res = (res >> 1) + bit;
        } else {
            res >>= 1;
        }
        bit >>= 2;
    }
    return res;
}

/* The floor of the square root of n. */
static u128 isqrt128(u128 n)
{
    u128 res = 0, bit = (u128)1 << 126;
    while (bit > n)
        bit >>= 2;
    while (bit) {
        if (n >= res + bit) {
            n -= res + bit;
            res = (res >> 1) + bit;
        } else {
            res >>= 1;
        }
        bit >>= 2;
    }
    return res;
}

/* The ceiling of the square root of n. */
static u128 ceil_sqrt128(u128 n)
{
    u128 s = isqrt128(n);
    return s * s < n ? s + 1 : s;
}

/* ---- distances ------------------------------------------------------------------------ */

long long cv_plane_dist2(cv_plane_point a, cv_plane_point b)
{
    vec d = sub(a, b);
    return dot(d, d);
}

long long cv_plane_distance(cv_plane_point a, cv_plane_point b)
{
    return (long long)ceil_sqrt128((u128)cv_plane_dist2(a, b));
}

/* The sign of (the distance from p to the segment uv) - R, R >= 0. R is at
 * most a radius and a length (5e6): R^2 * L2 <= 2.5e13 * 8e12. */
static int cmp_point_segment(cv_plane_point p, cv_plane_point u, cv_plane_point v, i64 R)
{
    vec d = sub(v, u), w = sub(p, u);
    i64 L2 = dot(d, d), t = dot(w, d);
    i128 R2 = (i128)R * R;
    if (L2 == 0 || t <= 0) return sgn((i128)dot(w, w) - R2);
    if (t >= L2) {
        vec w2 = sub(p, v);
        return sgn((i128)dot(w2, w2) - R2);
    }
    i128 c = cross(d, w);
    return sgn(c * c - R2 * L2);
}

/* The squared distance from p to the segment uv, as num / den (den > 0):
 * num / den is at most the squared distance to u (8e12). */
static void dist2_point_segment(cv_plane_point p, cv_plane_point u, cv_plane_point v, i128 *num,
                                i64 *den)
{
    vec d = sub(v, u), w = sub(p, u);
    i64 L2 = dot(d, d), t = dot(w, d);
    *den = 1;
    if (L2 == 0 || t <= 0) {
        *num = dot(w, w);
    } else if (t >= L2) {
        vec w2 = sub(p, v);
        *num = dot(w2, w2);
    } else {
        i128 c = cross(d, w);
        *num = c * c;
        *den = L2;
    }
}

/* Is p on the closed segment ab (a point when a == b)? */
static int on_segment(cv_plane_point p, cv_plane_point a, cv_plane_point b)
{
    if (cross(sub(b, a), sub(p, a))) return 0;
    return ((a.x <= p.x && p.x <= b.x) || (b.x <= p.x && p.x <= a.x)) &&
           ((a.y <= p.y && p.y <= b.y) || (b.y <= p.y && p.y <= a.y));
}

/* Do the closed segments ab and uv share a point? */
static int segments_meet(cv_plane_point a, cv_plane_point b, cv_plane_point u, cv_plane_point v)
{
    vec ab = sub(b, a), uv = sub(v, u);
    int d1 = sgn(cross(ab, sub(u, a))), d2 = sgn(cross(ab, sub(v, a)));
    int d3 = sgn(cross(uv, sub(a, u))), d4 = sgn(cross(uv, sub(b, u)));
    if (d1 * d2 < 0 && d3 * d4 < 0) return 1;
    return on_segment(u, a, b) || on_segment(v, a, b) || on_segment(a, u, v) || on_segment(b, u, v);
}

/* ---- points in polygons ---------------------------------------------------------------- */

int cv_plane_point_in_polygon(cv_plane_point p, const cv_plane_point *v, size_t n)
{
    int in = 0;
    for (size_t i = 0; i < n; i++) {
        cv_plane_point u = v[i], w = v[i + 1 < n ? i + 1 : 0];
        if (on_segment(p, u, w)) return CV_PLANE_BOUNDARY;
        if ((u.y > p.y) != (w.y > p.y)) {
            /* the edge crosses the line y = p.y: is the crossing right of p? */
            i64 c = cross(sub(w, u), sub(p, u));
            if (w.y > u.y ? c > 0 : c < 0) in = !in;
        }
    }
    return in ? CV_PLANE_INSIDE : CV_PLANE_OUTSIDE;
}

/* ---- gaps ------------------------------------------------------------------------------ */

/* The sign of (the distance from p to the nearest edge of the polygon) -
 * R, R >= 0: the least of the edges' signs, as distance and sign agree. */
static int cmp_edges(cv_plane_point p, const cv_plane_point *v, size_t n, i64 R)
{
    int best = 1;
    for (size_t i = 0; i < n && best > -1; i++) {
        int c = cmp_point_segment(p, v[i], v[i + 1 < n ? i + 1 : 0], R);
        if (c < best) best = c;
    }
    return best;
}

int cv_plane_gap_cmp(cv_plane_circle c, const cv_plane_shape *s, long long x)
{
    cv_plane_point p = {c.x, c.y};
    if (!s->n) {
        cv_plane_point q = {s->circle.x, s->circle.y};
        i64 R = (i64)c.r + s->circle.r + x; /* |R| <= 6e6 */
        if (R < 0) return 1;
        return sgn((i128)cv_plane_dist2(p, q) - (i128)R * R);
    }
    i64 R = (i64)c.r + x; /* the gap is the signed distance of the centre less r */
    switch (cv_plane_point_in_polygon(p, s->v, s->n)) {
    case CV_PLANE_OUTSIDE:
        return R < 0 ? 1 : cmp_edges(p, s->v, s->n, R);
    case CV_PLANE_BOUNDARY:
        return sgn(-(i128)R);
    default: /* inside: -(distance to the nearest edge, > 0) - R */
        return R >= 0 ? -1 : -cmp_edges(p, s->v, s->n, -R);
    }
}

long long cv_plane_gap(cv_plane_circle c, const cv_plane_shape *s)
{
    cv_plane_point p = {c.x, c.y};
    if (!s->n) {
        cv_plane_point q = {s->circle.x, s->circle.y};
        return cv_plane_distance(p, q) - c.r - s->circle.r;
    }
    int where = cv_plane_point_in_polygon(p, s->v, s->n);
    if (where == CV_PLANE_BOUNDARY) return -(long long)c.r;
    /* Outside: the least ceil(sqrt(d2)) over the edges is ceil of the
     * distance; inside: the least floor(sqrt(d2)) is its floor, and
     * ceil(-d - r) = -floor(d) - r. ceil(sqrt(q)) = ceil(sqrt(ceil(q))) and
     * floor(sqrt(q)) = floor(sqrt(floor(q))) for a rational q >= 0. */
    u128 best = 0;
    for (size_t i = 0; i < s->n; i++) {
        i128 num;
        i64 den;
        dist2_point_segment(p, s->v[i], s->v[i + 1 < s->n ? i + 1 : 0], &num, &den);
        u128 q = (u128)(num / den), root;
        if (where == CV_PLANE_OUTSIDE)
            root = ceil_sqrt128(num % den ? q + 1 : q);
        else
            root = isqrt128(q);
        if (i == 0 || root < best) best = root;
    }
    return where == CV_PLANE_OUTSIDE ? (long long)best - c.r : -(long long)best - c.r;
}

/* ---- segments and circles --------------------------------------------------------------- */

int cv_plane_segment_circle(cv_plane_point a, cv_plane_point b, cv_plane_circle c)
{
    cv_plane_point o = {c.x, c.y};
    int near = cmp_point_segment(o, a, b, c.r);
    if (near > 0) return CV_PLANE_MISSES;
    if (near == 0) return CV_PLANE_TOUCHES;
    i64 r2 = (i64)c.r * c.r;
    if (cv_plane_dist2(a, o) <= r2 && cv_plane_dist2(b, o) <= r2) return CV_PLANE_CONTAINED;
    return CV_PLANE_CROSSES;
}

/* ---- segments and polygons --------------------------------------------------------------- */

/* A rational n / d, d > 0: a place along the segment, 0 at its start and 1
 * at its end. Every one made here has |n| and d at most 8e12. */
typedef struct rat {
    i64 n, d;
} rat;

static rat rat_of(i64 n, i64 d)
{
    rat t = {d < 0 ? -n : n, d < 0 ? -d : d};
    return t;
}

static int rat_cmp(rat a, rat b)
{
    return sgn((i128)a.n * b.d - (i128)b.n * a.d);
}

/* A place where the segment meets an edge (or its start or end). */
typedef struct event {
    rat t;
    i64 on_edge; /* 1: the point is on an edge (a long long, for the layout) */
} event;

/* A stretch along an edge: from lo to hi (indices into the events once
 * they are sorted). */
typedef struct stretch {
    rat lo, hi;
} stretch;

static int cmp_events(const void *a, const void *b)
{
    return rat_cmp(((const event *)a)->t, ((const event *)b)->t);
}

static int cmp_rats(const void *a, const void *b)
{
    return rat_cmp(*(const rat *)a, *(const rat *)b);
}

/* The index of the event at t among the m sorted, distinct events (it is
 * there). */
static size_t find_event(const event *ev, size_t m, rat t)
{
    size_t lo = 0, hi = m;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (rat_cmp(ev[mid].t, t) <= 0)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* The distance t * sqrt(L2) along a segment whose squared length is L2,
 * for 0 <= t <= 1, to the nearest integer (a half up). With s that
 * distance, q = floor(4 s^2) = floor(4 n^2 L2 / d^2) is found by two long
 * divisions (n^2 L2 alone would not fit): isqrt(q) = floor(2 s), and
 * (floor(2 s) + 1) / 2 is s rounded. The products stay below 3e26. */
static i64 round_along(rat t, i64 L2)
{
    i128 n = t.n, d = t.d, M = (i128)4 * L2;
    i128 u = n * M, q1 = u / d, r1 = u % d; /* n * M = q1 d + r1, q1 <= M */
    i128 w = q1 * n, q2 = w / d, r2 = w % d;
    /* n^2 M / d^2 = q2 + (r2 d + r1 n) / d^2, and r2 d + r1 n < 2 d^2 */
    i128 q = q2 + (r2 * d + r1 * n >= d * d ? 1 : 0);
    i64 m = (i64)isqrt128((u128)q);
    return (m + 1) / 2;
}

/* The layout of the workspace for n vertices: events (2n + 2), crossings
 * (n), stretches (n), cover counts (2n + 2), spans (2n + 2). */
typedef struct layout {
    size_t events, crossings, stretches, cover, spans, total;
} layout;

static void layout_for(size_t n, layout *l)
{
    size_t m = 2 * n + 2;
    l->events = 0;
    l->crossings = l->events + m * sizeof(event);
    l->stretches = l->crossings + n * sizeof(rat);
    l->cover = l->stretches + n * sizeof(stretch);
    l->spans = l->cover + m * sizeof(i64);
    l->total = l->spans + m * sizeof(cv_plane_span);
}

size_t cv_plane_segment_polygon_space(size_t n)
{
    layout l;
    if (n == 0 || n > CV_PLANE_VERTICES_MAX) return 0;
    layout_for(n, &l);
    return l.total;
}

/* What a place or a stretch of the segment is in: out, on an edge, in. */
enum { OUT, EDGE, IN };

/* What place k of the m sorted places is in, given what each part (from
 * place k to k + 1) is in: a place on no edge (only the start or the end
 * can be one) is what the part beside it is. */
static int place_state(const event *ev, const i64 *part, size_t m, size_t k)
{
    if (ev[k].on_edge) return EDGE;
    return (int)part[k + 1 < m ? k : k - 1];
}

int cv_plane_segment_polygon(cv_plane_point a, cv_plane_point b, const cv_plane_point *v, size_t n,
                             void *space, size_t size, cv_plane_cut *out)
{
    layout l;
    if (n == 0 || n > CV_PLANE_VERTICES_MAX) return CV_PLANE_EARG;
    layout_for(n, &l);
    if (!space || size < l.total) return CV_PLANE_EARG;
    char *base = space;
    event *ev = (event *)(void *)(base + l.events);
    rat *xs = (rat *)(void *)(base + l.crossings);
    stretch *st = (stretch *)(void *)(base + l.stretches);
    i64 *cover = (i64 *)(void *)(base + l.cover);
    cv_plane_span *spans = (cv_plane_span *)(void *)(base + l.spans);
    out->spans = spans;
    out->nspans = 0;

    if (same(a, b)) { /* a point */
        int where = cv_plane_point_in_polygon(a, v, n);
        out->kind = where == CV_PLANE_INSIDE     ? CV_PLANE_CONTAINED
                    : where == CV_PLANE_BOUNDARY ? CV_PLANE_TOUCHES
                                                 : CV_PLANE_MISSES;
        if (where != CV_PLANE_OUTSIDE) {
            spans[0].from = spans[0].to = 0;
            out->nspans = 1;
        }
        return out->kind;
    }

    /* The places where the segment meets an edge; the stretches where it
     * runs along one; and where the edges cross the segment's line moved
     * a hair to its left (a vertex on the line counts as right of it), for
     * the even-odd count: a part of the segment on no edge is inside when
     * an odd number of those crossings come before it. */
    vec d = sub(b, a);
    i64 L2 = dot(d, d);
    size_t nev = 0, nxs = 0, nst = 0;
    rat zero = {0, 1}, one = {1, 1};
    ev[nev].t = zero, ev[nev++].on_edge = 0;
    ev[nev].t = one, ev[nev++].on_edge = 0;
    for (size_t i = 0; i < n; i++) {
        cv_plane_point u = v[i], w = v[i + 1 < n ? i + 1 : 0];
        vec e = sub(w, u);
        i64 su = cross(d, sub(u, a)), sw = cross(d, sub(w, a));
        if ((su > 0) != (sw > 0)) xs[nxs++] = rat_of(cross(e, sub(u, a)), cross(e, d));
        if (su == 0 && sw == 0) { /* along the segment's line */
            rat tu = rat_of(dot(sub(u, a), d), L2), tw = rat_of(dot(sub(w, a), d), L2);
            rat lo = rat_cmp(tu, tw) <= 0 ? tu : tw, hi = rat_cmp(tu, tw) <= 0 ? tw : tu;
            if (rat_cmp(hi, zero) < 0 || rat_cmp(lo, one) > 0) continue;
            if (rat_cmp(lo, zero) < 0) lo = zero;
            if (rat_cmp(hi, one) > 0) hi = one;
            ev[nev].t = lo, ev[nev++].on_edge = 1;
            ev[nev].t = hi, ev[nev++].on_edge = 1;
            if (rat_cmp(lo, hi) < 0) st[nst].lo = lo, st[nst++].hi = hi;
        } else if ((su > 0 && sw > 0) || (su < 0 && sw < 0)) {
            continue;
        } else { /* the line meets the edge at one point */
            rat t = rat_of(cross(e, sub(u, a)), cross(e, d));
            if (rat_cmp(t, zero) >= 0 && rat_cmp(t, one) <= 0) ev[nev].t = t, ev[nev++].on_edge = 1;
        }
    }
    qsort(ev, nev, sizeof *ev, cmp_events);
    size_t m = 0;
    for (size_t i = 0; i < nev; i++) {
        if (m && !rat_cmp(ev[m - 1].t, ev[i].t))
            ev[m - 1].on_edge |= ev[i].on_edge;
        else
            ev[m++] = ev[i];
    }
    qsort(xs, nxs, sizeof *xs, cmp_rats);

    /* Part k is the open stretch from event k to event k + 1: on an edge
     * when a stretch covers it (counted with +1 and -1 at its ends). */
    memset(cover, 0, m * sizeof *cover);
    for (size_t i = 0; i < nst; i++) {
        cover[find_event(ev, m, st[i].lo)]++;
        cover[find_event(ev, m, st[i].hi)]--;
    }
    /* The state of each part goes in cover[k]; of each place, derived. */
    i64 covered = 0;
    size_t j = 0;
    int inside = 0;
    for (size_t k = 0; k + 1 < m; k++) {
        covered += cover[k];
        while (j < nxs && rat_cmp(xs[j], ev[k].t) <= 0)
            j++;
        cover[k] = covered ? EDGE : (j & 1) ? IN : OUT;
        if (cover[k] == IN) inside = 1;
    }
    size_t first = m, last = 0;
    for (size_t k = 0; k < m; k++) {
        if (place_state(ev, cover, m, k) == OUT) continue;
        size_t start = k;
        while (k + 1 < m && cover[k] != OUT)
            k++;
        spans[out->nspans].from = round_along(ev[start].t, L2);
        spans[out->nspans++].to = round_along(ev[k].t, L2);
        if (first == m) first = start;
        last = k;
    }
    if (!out->nspans)
        out->kind = CV_PLANE_MISSES;
    else if (!inside)
        out->kind = CV_PLANE_TOUCHES;
    else if (out->nspans == 1 && first == 0 && last == m - 1)
        out->kind = CV_PLANE_CONTAINED;
    else
        out->kind = CV_PLANE_CROSSES;
    return out->kind;
}

/* ---- a circle along a path ----------------------------------------------------------------- */

/* Does a circle of radius r going from a to b overlap obstacle s? */
static int overlaps(int r, cv_plane_point a, cv_plane_point b, const cv_plane_shape *s, void *space,
                    size_t size)
{
    if (!s->n) {
        cv_plane_point o = {s->circle.x, s->circle.y};
        return cmp_point_segment(o, a, b, (i64)r + s->circle.r) < 0;
    }
    if (r == 0) { /* a point overlaps the inside only */
        cv_plane_cut cut;
        return cv_plane_segment_polygon(a, b, s->v, s->n, space, size, &cut) >= CV_PLANE_CROSSES;
    }
    /* Nearer than r: the leg meets the polygon (it starts in it, or meets
     * an edge), or an end of one is nearer than r to the other. */
    if (cv_plane_point_in_polygon(a, s->v, s->n) != CV_PLANE_OUTSIDE) return 1;
    for (size_t i = 0; i < s->n; i++) {
        cv_plane_point u = s->v[i], w = s->v[i + 1 < s->n ? i + 1 : 0];
        if (segments_meet(a, b, u, w) || cmp_point_segment(a, u, w, r) < 0 ||
            cmp_point_segment(b, u, w, r) < 0 || cmp_point_segment(u, a, b, r) < 0 ||
            cmp_point_segment(w, a, b, r) < 0)
            return 1;
    }
    return 0;
}

int cv_plane_fits(int radius, const cv_plane_point *path, size_t npath, const cv_plane_shape *obst,
                  size_t nobst, void *space, size_t size, size_t *leg, size_t *which)
{
    if (npath < 1 || npath > CV_PLANE_PATH_MAX || nobst > CV_PLANE_OBSTACLES_MAX || radius < 0 ||
        radius > CV_PLANE_COORD_MAX)
        return CV_PLANE_EARG;
    size_t total = 0;
    for (size_t k = 0; k < nobst; k++) {
        if (obst[k].n > CV_PLANE_VERTICES_MAX) return CV_PLANE_EARG;
        total += obst[k].n;
        if (radius == 0 && obst[k].n && size < cv_plane_segment_polygon_space(obst[k].n))
            return CV_PLANE_EARG;
    }
    if (total > CV_PLANE_OBSTACLE_VERTICES_MAX) return CV_PLANE_EARG;
    size_t legs = npath > 1 ? npath - 1 : 1;
    for (size_t i = 0; i < legs; i++) {
        cv_plane_point a = path[i], b = path[npath > 1 ? i + 1 : i];
        for (size_t k = 0; k < nobst; k++)
            if (overlaps(radius, a, b, &obst[k], space, size)) {
                *leg = i;
                *which = k;
                return 0;
            }
    }
    return 1;
}

/* ---- tangents ---------------------------------------------------------------------------- */

/* The sign of A + B sqrt(H) (H >= 0). |A| <= 2e18: A^2 <= 4e36; B^2 H <=
 * 3.2e37. */
static int sign_root(i128 A, i128 B, i64 H)
{
    int sa = sgn(A), sb = H ? sgn(B) : 0;
    if (!sb) return sa;
    if (!sa || sa == sb) return sb;
    u128 a2 = abs128(A) * abs128(A), b2h = abs128(B) * abs128(B) * (u128)H;
    return a2 > b2h ? sa : a2 < b2h ? sb : 0;
}

/* The nearest integer to (A + B sqrt(H)) / D (D > 0, H >= 0), a half away
 * from zero. For X = A + B sqrt(H) >= 0 that is floor((2X + D) / (2D)), and
 * floor(2X + D) = 2A + D + floor(2B sqrt(H)), an integer square root of
 * 4 B^2 H (at most 1.3e38). */
static i64 round_offset(i128 A, i128 B, i64 H, i64 D)
{
    int s = sign_root(A, B, H);
    if (s == 0) return 0;
    if (s < 0) {
        A = -A;
        B = -B;
    }
    u128 sq = (u128)4 * abs128(B) * abs128(B) * (u128)H;
    i128 f = B >= 0 ? (i128)isqrt128(sq) : -(i128)ceil_sqrt128(sq);
    i128 num = 2 * A + D + f; /* > 0 */
    i64 r = (i64)(num / (2 * (i128)D));
    return s < 0 ? -r : r;
}

int cv_plane_tangents(cv_plane_circle a, cv_plane_circle b, cv_plane_point out[4])
{
    /* The tangents touch both circles where the unit vector
     *   u = (dr (dx, dy) + side sqrt(H) (-dy, dx)) / D
     * from each centre points (D = dx^2 + dy^2, dr = ra - rb, H = D - dr^2):
     * u . (dx, dy) = dr puts one line at distance ra from a and rb from b,
     * with both centres on the same side. */
    i64 dx = (i64)b.x - a.x, dy = (i64)b.y - a.y, dr = (i64)a.r - b.r;
    i64 D = dx * dx + dy * dy, H = D - dr * dr;
    if (H <= 0) return 0;
    const cv_plane_circle *cs[2] = {&a, &b};
    for (int t = 0; t < 2; t++) {
        i64 side = t == 0 ? 1 : -1;
        for (int i = 0; i < 2; i++) {
            i64 r = cs[i]->r;
            cv_plane_point p;
            p.x = cs[i]->x + (int)round_offset((i128)r * dr * dx, (i128)-side * r * dy, H, D);
            p.y = cs[i]->y + (int)round_offset((i128)r * dr * dy, (i128)side * r * dx, H, D);
            out[2 * t + i] = p;
        }
    }
    return 2;
}
