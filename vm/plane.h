/* plane: exact geometry on a measured plane. Points with integer
 * coordinates, circles (a centre and an integer radius), polygons (a list
 * of vertices), segments and paths (lists of points), and the predicates a
 * ruleset measures with: distances and gaps between circles (or a circle
 * and a polygon), within a range, touching, where a segment meets a circle
 * or a polygon, whether a point is in a polygon, whether a circle moved
 * along a path meets an obstacle, and the two outer tangents of two
 * circles. Plain C on integers: no game's words, no floating point, no Lua
 * (the `cv.plane` binding is vm/plane_lua.c; docs/planes.md is the guide).
 *
 * What a unit is (a millimetre, a hundredth of something) is the game's
 * choice. Every answer is exact: the tests compare integers (64-bit, and
 * 128-bit products where a comparison needs them), so every machine agrees.
 * A number that is not a whole number of units (a distance, where a tangent
 * touches a circle) is rounded as each function says, never approximated.
 *
 * The axes: x grows to the right; y grows up or down as the game draws it.
 * "Left of the way from a to b" below is the side where the cross product
 * (b - a) x (p - a) is positive: the left with y up, the right with y down.
 *
 * A polygon is its n vertices in order, the edge from the last back to the
 * first included, clockwise or not; it may be concave. Its inside is by the
 * even-odd rule (a point is inside when a ray from it crosses the edges an
 * odd number of times), and its boundary, its edges, belongs to it: "in the
 * polygon" means inside or on the boundary. Degenerate polygons are fine:
 * repeated vertices, three in a line, no area at all (two vertices make a
 * segment with nothing inside).
 *
 * Every function is a pure function of its arguments; none allocates (one
 * that needs room takes a workspace from the caller). Arguments within the
 * caps below never overflow inside them; the caller checks the caps
 * (cv_plane_valid, cv_plane_circle_valid; cv_plane_segment_polygon and
 * cv_plane_fits check their lists' and refuse what is over). */
#ifndef CV_PLANE_H
#define CV_PLANE_H

#include <stddef.h>

typedef struct cv_plane_point {
    int x, y;
} cv_plane_point;

/* A circle: the centre (x, y) and the radius r (0: a point). */
typedef struct cv_plane_circle {
    int x, y, r;
} cv_plane_circle;

/* ---- caps ------------------------------------------------------------------------- */

/* Coordinates from -CV_PLANE_COORD_MAX to CV_PLANE_COORD_MAX; radii from 0
 * to CV_PLANE_COORD_MAX. So a difference of coordinates is at most 2e6, a
 * squared distance at most 8e12, and the products the tests compare at most
 * about 1.3e38 (unsigned 128-bit). */
#define CV_PLANE_COORD_MAX 1000000
/* Ranges and tolerances: from -CV_PLANE_LENGTH_MAX to CV_PLANE_LENGTH_MAX
 * (more than any distance on the plane). */
#define CV_PLANE_LENGTH_MAX 4000000
/* A polygon's vertices: from 2 to CV_PLANE_VERTICES_MAX. */
#define CV_PLANE_VERTICES_MAX 1024
/* A path's points: from 1 to CV_PLANE_PATH_MAX. */
#define CV_PLANE_PATH_MAX 256
/* The obstacles of one cv_plane_fits, and all their vertices together. */
#define CV_PLANE_OBSTACLES_MAX 1024
#define CV_PLANE_OBSTACLE_VERTICES_MAX 16384
/* The longest key ("-1000000,-1000000,1000000", a circle's) with its NUL. */
#define CV_PLANE_KEY_LEN 26

/* 1 when both coordinates are within CV_PLANE_COORD_MAX in size, else 0. */
int cv_plane_valid(cv_plane_point p);

/* 1 when the centre is valid and the radius from 0 to CV_PLANE_COORD_MAX. */
int cv_plane_circle_valid(cv_plane_circle c);

/* ---- keys: a point or a circle as text --------------------------------------------- */

/* Reads the key of a point, "x,y", or of a circle, "x,y,r": integers in
 * decimal, each with no sign but an optional '-' (never on r), no leading
 * zero and no "-0", within the caps; exactly 'len' bytes of 's' (no
 * spaces). So a point or circle has one key. A point's key reads as a
 * circle of radius 0. Returns 2 (a point: r = 0) or 3 (a circle) with *out
 * set, or -1 (not a key, or out of range). */
int cv_plane_parse(const char *s, size_t len, cv_plane_circle *out);

/* Writes the key of point p ("x,y") into buf (CV_PLANE_KEY_LEN bytes hold
 * any valid one); returns its length, as snprintf does. */
int cv_plane_format(cv_plane_point p, char *buf, size_t len);

/* Writes the key of circle c ("x,y,r"), as cv_plane_format. */
int cv_plane_format_circle(cv_plane_circle c, char *buf, size_t len);

/* ---- integer square roots ----------------------------------------------------------- */

/* The floor of the square root of n. */
unsigned long long cv_plane_isqrt(unsigned long long n);

/* ---- distances and gaps ------------------------------------------------------------- */

/* The squared distance from a to b (exact: at most 8e12). */
long long cv_plane_dist2(cv_plane_point a, cv_plane_point b);

/* The distance from a to b rounded up: the least integer d with
 * d * d >= cv_plane_dist2(a, b). So cv_plane_distance(a, b) <= n exactly
 * when the true distance is at most n. */
long long cv_plane_distance(cv_plane_point a, cv_plane_point b);

/* A circle, or a polygon: the second shape of a gap, an obstacle. */
typedef struct cv_plane_shape {
    cv_plane_circle circle;  /* when n is 0 */
    const cv_plane_point *v; /* else the polygon of the n vertices v */
    size_t n;
} cv_plane_shape;

/* The sign (-1, 0, 1) of gap - x, where gap is the exact distance from the
 * edge of circle c to the edge of shape s. For two circles it is the
 * distance of the centres less both radii: negative when they overlap. For
 * a polygon it is the signed distance from c's centre to the polygon (the
 * distance to it from outside; less the distance to the nearest edge from
 * inside; 0 on an edge) less c's radius: negative when the circle overlaps
 * the polygon, 0 when it touches it without overlapping. x from
 * -CV_PLANE_LENGTH_MAX to CV_PLANE_LENGTH_MAX. */
int cv_plane_gap_cmp(cv_plane_circle c, const cv_plane_shape *s, long long x);

/* That gap rounded up (the least integer not below it): so
 * cv_plane_gap(c, s) <= x exactly when cv_plane_gap_cmp(c, s, x) <= 0. */
long long cv_plane_gap(cv_plane_circle c, const cv_plane_shape *s);

/* ---- points, segments, polygons ------------------------------------------------------ */

/* Where a point is in a polygon (cv_plane_point_in_polygon). */
#define CV_PLANE_OUTSIDE 0
#define CV_PLANE_BOUNDARY 1 /* on an edge or a vertex */
#define CV_PLANE_INSIDE 2

/* Where point p is in the polygon of the n (>= 1) vertices v: one of the
 * three above. */
int cv_plane_point_in_polygon(cv_plane_point p, const cv_plane_point *v, size_t n);

/* How a segment meets a circle or a polygon (the closed segment from a to
 * b, its ends included; a == b is a point). */
#define CV_PLANE_MISSES 0    /* no common point */
#define CV_PLANE_TOUCHES 1   /* common points, all on the shape's boundary */
#define CV_PLANE_CROSSES 2   /* it meets the inside, and some of it is out */
#define CV_PLANE_CONTAINED 3 /* all of it is in the shape, and it meets the inside */

/* How the segment from a to b meets circle c (its inside: the points
 * nearer the centre than r; its boundary: those at distance r). */
int cv_plane_segment_circle(cv_plane_point a, cv_plane_point b, cv_plane_circle c);

/* A part of a segment, from 'from' to 'to' units along it from its start
 * (from <= to), each rounded to the nearest integer, a half up. */
typedef struct cv_plane_span {
    long long from, to;
} cv_plane_span;

/* What cv_plane_segment_polygon finds. */
typedef struct cv_plane_cut {
    int kind;                   /* CV_PLANE_MISSES ... CV_PLANE_CONTAINED */
    const cv_plane_span *spans; /* the parts in the polygon, in order (in the workspace) */
    size_t nspans;
} cv_plane_cut;

/* The errors of cv_plane_segment_polygon and cv_plane_fits. */
#define CV_PLANE_EARG (-1) /* a cap exceeded, or too small a workspace */

/* The bytes of workspace cv_plane_segment_polygon needs for a polygon of n
 * vertices; 0 when n is 0 or over CV_PLANE_VERTICES_MAX. */
size_t cv_plane_segment_polygon_space(size_t n);

/* How the segment from a to b meets the polygon of the n vertices v, and
 * where: out->spans are the maximal parts of the segment that lie in the
 * polygon (inside or on an edge), in order from a; a part that is a single
 * point (the segment grazing a vertex) has from == to, before rounding. A
 * span's ends are distances from a, rounded each to the nearest integer
 * (a half up), so a span's length is within 1 of the exact one. 'space' is
 * 'size' bytes (cv_plane_segment_polygon_space(n); any alignment suitable
 * for long long: malloc's) that out->spans points into: the caller owns it
 * and keeps it while it reads them. Returns out->kind, or CV_PLANE_EARG. */
int cv_plane_segment_polygon(cv_plane_point a, cv_plane_point b, const cv_plane_point *v, size_t n,
                             void *space, size_t size, cv_plane_cut *out);

/* ---- a circle along a path ----------------------------------------------------------- */

/* Whether a circle of radius 'radius' whose centre goes along the path of
 * the npath points (the straight legs from each to the next; one point: it
 * stays there) never overlaps any of the nobst obstacles. Two shapes
 * overlap when they share a point inside one of them: touching is not
 * overlapping, so a circle may go along an edge or stop against another
 * circle; a circle of radius 0 overlaps what its centre goes inside. 1 when
 * it fits; 0 when it does not, with *leg the first leg (0-based: from
 * path[*leg] to the next) where it overlaps one, and *which the first such
 * obstacle; CV_PLANE_EARG over a cap. 'space' is 'size' bytes of workspace
 * of cv_plane_segment_polygon_space for the largest polygon (used only
 * with radius 0; NULL with 0 bytes is fine otherwise). */
int cv_plane_fits(int radius, const cv_plane_point *path, size_t npath, const cv_plane_shape *obst,
                  size_t nobst, void *space, size_t size, size_t *leg, size_t *which);

/* ---- tangents ------------------------------------------------------------------------ */

/* The two outer tangents of circles a and b (the lines touching both with
 * both circles on one side). out[0] -> out[1] is the one left of the way
 * from a's centre to b's (see above), out[2] -> out[3] the other; out[0]
 * and out[2] touch a, out[1] and out[3] touch b. Each point is where the
 * tangent touches the circle, rounded coordinate by coordinate: the exact
 * offset from the circle's centre to the nearest integer, a half away from
 * zero (so mirrored circles give mirrored points). Returns 2, or 0 (out
 * untouched) when there are none or infinitely many: one circle within the
 * other, touching inside included, or the same circle. Two points (radius
 * 0) give their segment twice. The points may lie up to a radius beyond
 * the caps. */
int cv_plane_tangents(cv_plane_circle a, cv_plane_circle b, cv_plane_point out[4]);

/* ---- the Lua binding (vm/plane_lua.c) ----------------------------------------------- */

struct lua_State;

/* [-0, +1, m] Pushes the `cv.plane` table: a read-only view of the
 * binding's functions (docs/scripting.md, "Measured planes"); cv_api_push
 * sets it as cv.plane. They read and change no game, and charge the work
 * of a large call to the running step's instruction budget. */
void cv_plane_push(struct lua_State *L);

#endif
