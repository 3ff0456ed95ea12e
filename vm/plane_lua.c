/* plane_lua: the `cv.plane` functions, the Lua binding of plane.c (see
 * plane.h and docs/planes.md).
 *
 * A point is its key "x,y" (cv_plane_parse), which fits in a variable
 * (cv.set_var), or a table {x = X, y = Y} or {X, Y}; a circle is its key
 * "x,y,r" or a table {x = X, y = Y, r = R} or {X, Y, R}, and where a circle
 * is asked a point is one of radius 0; a polygon is a list of points or
 * its key, the keys of its vertices with one space between them ("0,0 10,0
 * 10,5"). Points the functions return are keys. The functions read and
 * change no game; the work of a call over a polygon or a path is charged
 * to the running step's instruction budget, as the sandbox's pattern
 * matching is. A bad argument raises "bad argument #N to 'cv.plane.NAME'
 * (WHAT expected, got VALUE)" before anything is measured. */
#include "plane.h"

#include <lauxlib.h>
#include <lua.h>
#include <string.h>

#include "bind.h"
#include "sandbox.h"

/* ---- errors ------------------------------------------------------------------------------ */

/* Which part of an argument is wrong: its entry (of a list) and the vertex
 * (of a polygon), 0 when not. */
typedef struct loc {
    lua_Integer entry, vertex;
} loc;

static const loc WHOLE = {0, 0};

static loc entry_at(lua_Integer entry)
{
    loc at = {entry, 0};
    return at;
}

static loc vertex_at(loc at, size_t i)
{
    at.vertex = (lua_Integer)i + 1;
    return at;
}

/* Raises "bad argument #ARG to 'cv.plane.FN' ([AT: ]WHAT expected, got
 * GOT)", AT "entry 2", "vertex 3" or "entry 2, vertex 3". */
static int fail(lua_State *L, int arg, const char *fn, loc at, const char *what, const char *got)
{
    const char *where = at.entry && at.vertex
                            ? lua_pushfstring(L, "entry %I, vertex %I: ", at.entry, at.vertex)
                        : at.entry  ? lua_pushfstring(L, "entry %I: ", at.entry)
                        : at.vertex ? lua_pushfstring(L, "vertex %I: ", at.vertex)
                                    : "";
    return luaL_error(L, "bad argument #%d to 'cv.plane.%s' (%s%s expected, got %s)", arg, fn,
                      where, what, got);
}

/* The same, GOT the value at stack index 'idx'. */
static int bad_value(lua_State *L, int arg, const char *fn, loc at, const char *what, int idx)
{
    idx = lua_absindex(L, idx);
    return fail(L, arg, fn, at, what, cv_bind_shown(L, idx));
}

/* Argument 'arg' as an integer from lo to hi ('what' in the message). */
static int check_int(lua_State *L, int arg, const char *fn, const char *what, long long lo,
                     long long hi)
{
    int ok = 0;
    lua_Integer v = lua_type(L, arg) == LUA_TNUMBER ? lua_tointegerx(L, arg, &ok) : 0;
    if (!ok || v < lo || v > hi) {
        const char *got = cv_bind_shown(L, arg);
        fail(L, arg, fn, WHOLE,
             lua_pushfstring(L, "%s: an integer from %I to %I", what, (lua_Integer)lo,
                             (lua_Integer)hi),
             got);
    }
    return (int)v;
}

/* ---- points, circles, polygons ------------------------------------------------------------ */

/* What to read: a point, or a circle (a point too, as radius 0). */
enum { POINT, CIRCLE };

static const char *form(int want)
{
    return want == POINT ? "a point \"x,y\" or {x, y}"
                         : "a circle \"x,y,r\" or {x, y, r} or a point";
}

/* Field 'name' (or, positional, entry 'pos') of the table at 'idx' as a
 * coordinate (or a radius: 'radius' set), into *v; 0 when it is nil. */
static int read_field(lua_State *L, int idx, int positional, const char *name, int pos, int radius,
                      int arg, const char *fn, loc at, const char *shape, int *v)
{
    if (positional)
        lua_geti(L, idx, pos);
    else
        lua_getfield(L, idx, name);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        return 0;
    }
    int ok = 0;
    lua_Integer n = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &ok) : 0;
    int lo = radius ? 0 : -CV_PLANE_COORD_MAX;
    if (!ok || n < lo || n > CV_PLANE_COORD_MAX)
        bad_value(L, arg, fn, at,
                  lua_pushfstring(L, "%s's %s: an integer from %d to %d", shape, name, lo,
                                  CV_PLANE_COORD_MAX),
                  -2);
    *v = (int)n;
    lua_pop(L, 1);
    return 1;
}

/* The point or circle ('want') at stack index 'idx', argument 'arg' of
 * cv.plane.FN ('at': the part of it, as fail has it). */
static cv_plane_circle read_circle(lua_State *L, int idx, int want, int arg, const char *fn, loc at)
{
    cv_plane_circle c = {0, 0, 0};
    idx = lua_absindex(L, idx);
    const char *shape = want == POINT ? "a point" : "a circle";
    if (lua_type(L, idx) == LUA_TSTRING) {
        size_t len;
        const char *s = lua_tolstring(L, idx, &len);
        int parts = cv_plane_parse(s, len, &c);
        if (parts == 2 || (parts == 3 && want == CIRCLE)) return c;
        if (parts == 3) fail(L, arg, fn, at, form(want), lua_pushfstring(L, "a circle \"%s\"", s));
        bad_value(L, arg, fn, at,
                  lua_pushfstring(L,
                                  "%s, coordinates from %d to %d%s, no spaces, leading zeros "
                                  "or \"-0\"",
                                  form(want), -CV_PLANE_COORD_MAX, CV_PLANE_COORD_MAX,
                                  want == CIRCLE ? lua_pushfstring(L, ", a radius from 0 to %d",
                                                                   CV_PLANE_COORD_MAX)
                                                 : ""),
                  idx);
    }
    if (lua_type(L, idx) != LUA_TTABLE) bad_value(L, arg, fn, at, form(want), idx);
    lua_getfield(L, idx, "x");
    int positional = lua_isnil(L, -1);
    lua_pop(L, 1);
    int has_x = read_field(L, idx, positional, "x", 1, 0, arg, fn, at, shape, &c.x);
    int has_y = read_field(L, idx, positional, "y", 2, 0, arg, fn, at, shape, &c.y);
    int has_r = read_field(L, idx, positional, "r", 3, 1, arg, fn, at, shape, &c.r);
    if (!has_x || !has_y)
        fail(L, arg, fn, at, form(want),
             lua_pushfstring(L, "a table without %s", positional ? "entries 1 and 2" : "y"));
    if (has_r && want == POINT)
        fail(L, arg, fn, at, form(want), "a circle (a table with a radius)");
    return c;
}

static cv_plane_point to_point(cv_plane_circle c)
{
    cv_plane_point p = {c.x, c.y};
    return p;
}

static cv_plane_point check_point(lua_State *L, int arg, const char *fn)
{
    return to_point(read_circle(L, arg, POINT, arg, fn, WHOLE));
}

static cv_plane_circle check_circle(lua_State *L, int arg, const char *fn)
{
    return read_circle(L, arg, CIRCLE, arg, fn, WHOLE);
}

/* Is the value at 'idx' meant as a polygon: a key with a space, or a table
 * with neither an x nor a number first? */
static int is_polygon(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) == LUA_TSTRING) return strchr(lua_tostring(L, idx), ' ') != NULL;
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    lua_getfield(L, idx, "x");
    lua_geti(L, idx, 1);
    int polygon = lua_isnil(L, -2) && lua_type(L, -1) != LUA_TNUMBER;
    lua_pop(L, 2);
    return polygon;
}

#define POLYGON_FORM "a polygon: a list of points or \"x,y x,y x,y\""

/* The number of vertices of the polygon at 'idx' (not read yet). */
static size_t polygon_size(lua_State *L, int idx, int arg, const char *fn, loc at)
{
    idx = lua_absindex(L, idx);
    lua_Integer n = 0;
    if (lua_type(L, idx) == LUA_TSTRING) {
        size_t len;
        const char *s = lua_tolstring(L, idx, &len);
        n = 1;
        for (size_t i = 0; i < len; i++)
            n += s[i] == ' ';
    } else if (lua_type(L, idx) == LUA_TTABLE) {
        n = luaL_len(L, idx);
    } else {
        bad_value(L, arg, fn, at, POLYGON_FORM, idx);
    }
    if (n < 2 || n > CV_PLANE_VERTICES_MAX)
        fail(L, arg, fn, at,
             lua_pushfstring(L, "a polygon of 2 to %d vertices", CV_PLANE_VERTICES_MAX),
             lua_pushfstring(L, "%I", n));
    return (size_t)n;
}

/* Reads the n vertices of the polygon at 'idx' into v. */
static void read_polygon(lua_State *L, int idx, int arg, const char *fn, loc at, cv_plane_point *v,
                         size_t n)
{
    idx = lua_absindex(L, idx);
    cv_sandbox_charge(L, (long long)n);
    if (lua_type(L, idx) == LUA_TSTRING) {
        size_t len;
        const char *s = lua_tolstring(L, idx, &len), *end = s + len;
        for (size_t i = 0; i < n; i++) {
            const char *sp = memchr(s, ' ', (size_t)(end - s));
            size_t k = sp ? (size_t)(sp - s) : (size_t)(end - s);
            cv_plane_circle c;
            if (cv_plane_parse(s, k, &c) != 2) {
                lua_pushlstring(L, s, k);
                bad_value(L, arg, fn, vertex_at(at, i), "a point \"x,y\" (one space between two)",
                          -1);
            }
            v[i] = to_point(c);
            s += k + 1;
        }
        return;
    }
    for (size_t i = 0; i < n; i++) {
        lua_geti(L, idx, (lua_Integer)i + 1);
        v[i] = to_point(read_circle(L, -1, POINT, arg, fn, vertex_at(at, i)));
        lua_pop(L, 1);
    }
}

/* The polygon at argument 'arg', its vertices in a new userdata left on the
 * stack. */
static cv_plane_point *check_polygon(lua_State *L, int arg, const char *fn, size_t *n)
{
    *n = polygon_size(L, arg, arg, fn, WHOLE);
    cv_plane_point *v = lua_newuserdatauv(L, *n * sizeof *v, 0);
    read_polygon(L, arg, arg, fn, WHOLE, v, *n);
    return v;
}

/* The circle or polygon at argument 'arg' into *s (a polygon's vertices in a
 * new userdata left on the stack). */
static void check_shape(lua_State *L, int arg, const char *fn, cv_plane_shape *s)
{
    memset(s, 0, sizeof *s);
    if (is_polygon(L, arg))
        s->v = check_polygon(L, arg, fn, &s->n);
    else
        s->circle = check_circle(L, arg, fn);
}

/* ---- results ------------------------------------------------------------------------------- */

/* [-0, +1, m] Pushes the key of point p, a result of cv.plane.FN; a point
 * beyond the caps is an error. */
static void push_point(lua_State *L, cv_plane_point p, const char *fn)
{
    if (!cv_plane_valid(p))
        luaL_error(L,
                   "cv.plane.%s: the result (%d,%d) is off the plane (coordinates from %d to %d)",
                   fn, p.x, p.y, -CV_PLANE_COORD_MAX, CV_PLANE_COORD_MAX);
    char key[CV_PLANE_KEY_LEN];
    cv_plane_format(p, key, sizeof key);
    lua_pushstring(L, key);
}

/* [-0, +1, m] Pushes how a segment meets a shape: a word, or false. */
static void push_kind(lua_State *L, int kind)
{
    static const char *const words[] = {NULL, "touches", "crosses", "inside"};
    if (kind <= CV_PLANE_MISSES || kind > CV_PLANE_CONTAINED)
        lua_pushboolean(L, 0);
    else
        lua_pushstring(L, words[kind]);
}

/* ---- the functions --------------------------------------------------------------------------- */

/* Each first sets the stack to its arguments (a missing one is nil), so
 * what it pushes (a polygon's vertices, a message) never moves them. */

/* cv.plane.point(x, y): the key "x,y". */
static int plane_point(lua_State *L)
{
    lua_settop(L, 2);
    cv_plane_point p;
    p.x = check_int(L, 1, "point", "x", -CV_PLANE_COORD_MAX, CV_PLANE_COORD_MAX);
    p.y = check_int(L, 2, "point", "y", -CV_PLANE_COORD_MAX, CV_PLANE_COORD_MAX);
    push_point(L, p, "point");
    return 1;
}

/* cv.plane.circle(centre, r): the key "x,y,r". */
static int plane_circle(lua_State *L)
{
    lua_settop(L, 2);
    cv_plane_circle c = read_circle(L, 1, POINT, 1, "circle", WHOLE);
    c.r = check_int(L, 2, "circle", "a radius", 0, CV_PLANE_COORD_MAX);
    char key[CV_PLANE_KEY_LEN];
    cv_plane_format_circle(c, key, sizeof key);
    lua_pushstring(L, key);
    return 1;
}

/* cv.plane.polygon(points): the key "x,y x,y ..." of the polygon. */
static int plane_polygon(lua_State *L)
{
    lua_settop(L, 1);
    size_t n;
    cv_plane_point *v = check_polygon(L, 1, "polygon", &n);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (size_t i = 0; i < n; i++) {
        char key[CV_PLANE_KEY_LEN];
        int len = cv_plane_format(v[i], key, sizeof key);
        if (i) luaL_addchar(&b, ' ');
        luaL_addlstring(&b, key, (size_t)len);
    }
    luaL_pushresult(&b);
    return 1;
}

/* cv.plane.xy(p): x and y of a point; x, y and r of a circle. */
static int plane_xy(lua_State *L)
{
    lua_settop(L, 1);
    int circle = 0;
    if (lua_type(L, 1) == LUA_TSTRING) {
        cv_plane_circle c;
        size_t len;
        const char *s = lua_tolstring(L, 1, &len);
        circle = cv_plane_parse(s, len, &c) == 3;
    } else if (lua_type(L, 1) == LUA_TTABLE) {
        lua_getfield(L, 1, "r");
        lua_geti(L, 1, 3);
        circle = !lua_isnil(L, -1) || !lua_isnil(L, -2);
        lua_pop(L, 2);
    }
    cv_plane_circle c = read_circle(L, 1, CIRCLE, 1, "xy", WHOLE);
    lua_pushinteger(L, c.x);
    lua_pushinteger(L, c.y);
    if (!circle) return 2;
    lua_pushinteger(L, c.r);
    return 3;
}

/* cv.plane.distance(p, q): from point to point, rounded up. */
static int plane_distance(lua_State *L)
{
    lua_settop(L, 2);
    cv_plane_point p = check_point(L, 1, "distance"), q = check_point(L, 2, "distance");
    lua_pushinteger(L, cv_plane_distance(p, q));
    return 1;
}

/* The two shapes of a gap (arguments 1 and 2): a circle into *c and the
 * other into *s, whichever order they come in; not two polygons. */
static void check_gap_args(lua_State *L, const char *fn, cv_plane_circle *c, cv_plane_shape *s)
{
    int first = is_polygon(L, 1) ? 2 : 1;
    if (first == 2 && is_polygon(L, 2))
        fail(L, 2, fn, WHOLE, "a circle or a point (one of the two shapes must be)", "a polygon");
    *c = check_circle(L, first, fn);
    check_shape(L, 3 - first, fn, s);
}

/* cv.plane.gap(a, b): from edge to edge, rounded up; negative when they
 * overlap. */
static int plane_gap(lua_State *L)
{
    lua_settop(L, 2);
    cv_plane_circle c;
    cv_plane_shape s;
    check_gap_args(L, "gap", &c, &s);
    cv_sandbox_charge(L, (long long)s.n);
    lua_pushinteger(L, cv_plane_gap(c, &s));
    return 1;
}

/* cv.plane.within(a, b, range): is the gap at most range? */
static int plane_within(lua_State *L)
{
    lua_settop(L, 3);
    cv_plane_circle c;
    cv_plane_shape s;
    check_gap_args(L, "within", &c, &s);
    int range = check_int(L, 3, "within", "a range", -CV_PLANE_LENGTH_MAX, CV_PLANE_LENGTH_MAX);
    cv_sandbox_charge(L, (long long)s.n);
    lua_pushboolean(L, cv_plane_gap_cmp(c, &s, range) <= 0);
    return 1;
}

/* cv.plane.touching(a, b [, tolerance]): is the gap from -tolerance to
 * tolerance (default 0)? */
static int plane_touching(lua_State *L)
{
    lua_settop(L, 3);
    cv_plane_circle c;
    cv_plane_shape s;
    check_gap_args(L, "touching", &c, &s);
    int tol = lua_isnoneornil(L, 3)
                  ? 0
                  : check_int(L, 3, "touching", "a tolerance", 0, CV_PLANE_LENGTH_MAX);
    cv_sandbox_charge(L, 2 * (long long)s.n);
    lua_pushboolean(L, cv_plane_gap_cmp(c, &s, -tol) >= 0 && cv_plane_gap_cmp(c, &s, tol) <= 0);
    return 1;
}

/* cv.plane.point_in_polygon(p, poly): "inside", "boundary" or false. */
static int plane_point_in_polygon(lua_State *L)
{
    lua_settop(L, 2);
    cv_plane_point p = check_point(L, 1, "point_in_polygon");
    size_t n;
    cv_plane_point *v = check_polygon(L, 2, "point_in_polygon", &n);
    switch (cv_plane_point_in_polygon(p, v, n)) {
    case CV_PLANE_INSIDE:
        lua_pushliteral(L, "inside");
        break;
    case CV_PLANE_BOUNDARY:
        lua_pushliteral(L, "boundary");
        break;
    default:
        lua_pushboolean(L, 0);
    }
    return 1;
}

/* cv.plane.segment_circle(a, b, c): "inside", "crosses", "touches" or false. */
static int plane_segment_circle(lua_State *L)
{
    lua_settop(L, 3);
    cv_plane_point a = check_point(L, 1, "segment_circle"), b = check_point(L, 2, "segment_circle");
    cv_plane_circle c = check_circle(L, 3, "segment_circle");
    push_kind(L, cv_plane_segment_circle(a, b, c));
    return 1;
}

/* cv.plane.segment_polygon(a, b, poly): how the segment meets the polygon
 * ("inside", "crosses", "touches" or false) and a new list of the parts of
 * it in the polygon, each {from, to}, distances from a rounded to the
 * nearest integer. */
static int plane_segment_polygon(lua_State *L)
{
    lua_settop(L, 3);
    cv_plane_point a = check_point(L, 1, "segment_polygon"),
                   b = check_point(L, 2, "segment_polygon");
    size_t n;
    cv_plane_point *v = check_polygon(L, 3, "segment_polygon", &n);
    size_t size = cv_plane_segment_polygon_space(n);
    void *space = lua_newuserdatauv(L, size, 0);
    cv_sandbox_charge(L, 8 * (long long)n);
    cv_plane_cut cut;
    if (cv_plane_segment_polygon(a, b, v, n, space, size, &cut) < 0)
        return luaL_error(
            L, "cv.plane.segment_polygon: the polygon could not be measured"); /* never */
    push_kind(L, cut.kind);
    lua_createtable(L, (int)cut.nspans, 0);
    for (size_t i = 0; i < cut.nspans; i++) {
        lua_createtable(L, 2, 0);
        lua_pushinteger(L, cut.spans[i].from);
        lua_rawseti(L, -2, 1);
        lua_pushinteger(L, cut.spans[i].to);
        lua_rawseti(L, -2, 2);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 2;
}

/* cv.plane.fits(radius, path, obstacles): true when a circle of that radius
 * moved along the path (a list of points) overlaps none of the obstacles (a
 * list of circles, points and polygons); else false, the first leg where it
 * does (leg i: from path[i] to path[i + 1]) and the first such obstacle. */
static int plane_fits(lua_State *L)
{
    lua_settop(L, 3);
    int radius = check_int(L, 1, "fits", "a radius", 0, CV_PLANE_COORD_MAX);
    if (lua_type(L, 2) != LUA_TTABLE) bad_value(L, 2, "fits", WHOLE, "a path: a list of points", 2);
    lua_Integer np = luaL_len(L, 2);
    if (np < 1 || np > CV_PLANE_PATH_MAX)
        fail(L, 2, "fits", WHOLE, lua_pushfstring(L, "a path of 1 to %d points", CV_PLANE_PATH_MAX),
             lua_pushfstring(L, "a list of %I", np));
    if (lua_type(L, 3) != LUA_TTABLE)
        bad_value(L, 3, "fits", WHOLE, "a list of obstacles (circles, points, polygons)", 3);
    lua_Integer no = luaL_len(L, 3);
    if (no < 0) no = 0;
    if (no > CV_PLANE_OBSTACLES_MAX)
        fail(L, 3, "fits", WHOLE,
             lua_pushfstring(L, "a list of at most %d obstacles", CV_PLANE_OBSTACLES_MAX),
             lua_pushfstring(L, "a list of %I", no));
    cv_sandbox_charge(L, np + no);
    cv_plane_point *path = lua_newuserdatauv(L, (size_t)np * sizeof *path, 0);
    for (lua_Integer i = 1; i <= np; i++) {
        lua_geti(L, 2, i);
        path[i - 1] = to_point(read_circle(L, -1, POINT, 2, "fits", entry_at(i)));
        lua_pop(L, 1);
    }
    /* The obstacles: first their kinds and sizes, then one block of vertices. */
    cv_plane_shape *obst = lua_newuserdatauv(L, (size_t)no * sizeof *obst + 1, 0);
    size_t total = 0, largest = 0;
    for (lua_Integer k = 1; k <= no; k++) {
        cv_plane_shape *s = &obst[k - 1];
        memset(s, 0, sizeof *s);
        lua_geti(L, 3, k);
        if (is_polygon(L, -1)) {
            s->n = polygon_size(L, -1, 3, "fits", entry_at(k));
            total += s->n;
            if (s->n > largest) largest = s->n;
        } else {
            s->circle = read_circle(L, -1, CIRCLE, 3, "fits", entry_at(k));
        }
        lua_pop(L, 1);
    }
    if (total > CV_PLANE_OBSTACLE_VERTICES_MAX)
        fail(L, 3, "fits", WHOLE,
             lua_pushfstring(L, "obstacles of at most %d vertices in all",
                             CV_PLANE_OBSTACLE_VERTICES_MAX),
             lua_pushfstring(L, "%d", (int)total));
    cv_plane_point *verts = lua_newuserdatauv(L, total * sizeof *verts + 1, 0);
    size_t at = 0;
    for (lua_Integer k = 1; k <= no; k++) {
        cv_plane_shape *s = &obst[k - 1];
        if (!s->n) continue;
        lua_geti(L, 3, k);
        read_polygon(L, -1, 3, "fits", entry_at(k), verts + at, s->n);
        s->v = verts + at;
        at += s->n;
        lua_pop(L, 1);
    }
    size_t size = radius == 0 && largest ? cv_plane_segment_polygon_space(largest) : 0;
    void *space = size ? lua_newuserdatauv(L, size, 0) : NULL;
    long long legs = np > 1 ? np - 1 : 1;
    cv_sandbox_charge(L, legs * ((long long)no + 4 * (long long)total));
    size_t leg = 0, which = 0;
    int rc = cv_plane_fits(radius, path, (size_t)np, obst, (size_t)no, space, size, &leg, &which);
    if (rc < 0) return luaL_error(L, "cv.plane.fits: the path could not be measured"); /* never */
    lua_pushboolean(L, rc);
    if (rc) return 1;
    lua_pushinteger(L, (lua_Integer)leg + 1);
    lua_pushinteger(L, (lua_Integer)which + 1);
    return 3;
}

/* cv.plane.tangents(a, b): the two outer tangents of two circles, each a
 * new list {point on a, point on b}: the one left of the way from a to b
 * first; nil when there are none (one circle within the other). */
static int plane_tangents(lua_State *L)
{
    lua_settop(L, 2);
    cv_plane_circle a = check_circle(L, 1, "tangents"), b = check_circle(L, 2, "tangents");
    cv_plane_point t[4];
    if (!cv_plane_tangents(a, b, t)) {
        lua_pushnil(L);
        return 1;
    }
    for (int i = 0; i < 2; i++) {
        lua_createtable(L, 2, 0);
        push_point(L, t[2 * i], "tangents");
        lua_rawseti(L, -2, 1);
        push_point(L, t[2 * i + 1], "tangents");
        lua_rawseti(L, -2, 2);
    }
    return 2;
}

static const luaL_Reg plane_funcs[] = {
    {"point", plane_point},
    {"circle", plane_circle},
    {"polygon", plane_polygon},
    {"xy", plane_xy},
    {"distance", plane_distance},
    {"gap", plane_gap},
    {"within", plane_within},
    {"touching", plane_touching},
    {"point_in_polygon", plane_point_in_polygon},
    {"segment_circle", plane_segment_circle},
    {"segment_polygon", plane_segment_polygon},
    {"fits", plane_fits},
    {"tangents", plane_tangents},
    {NULL, NULL},
};

void cv_plane_push(lua_State *L)
{
    cv_bind_view(L, plane_funcs, "cv.plane");
}
