/* hex_lua: the `cv.hex` functions, the Lua binding of hex.c (see hex.h and
 * docs/boards.md). A cell, and an offset, is its key "q,r" (cv_hex_parse):
 * one string per cell, so a cell fits in a variable (cv.set_var) and keys
 * compare and index tables as cells. Directions and facings are integers
 * 0-5. Every list returned is new and in a documented order: sorted cells
 * (q, then r), or the six directions in turn. The functions read and change
 * no game; the work of a call that makes a list is charged to the running
 * step's instruction budget, as the sandbox's pattern matching is. A bad
 * argument raises "bad argument #N to 'cv.hex.NAME' (WHAT expected, got
 * VALUE)" before anything is made. */
#include "hex.h"

#include <lauxlib.h>
#include <lua.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bind.h"
#include "sandbox.h"

/* ---- arguments ------------------------------------------------------------------ */

/* Raises "bad argument #ARG to 'cv.hex.FN' (WHAT expected, got VALUE)",
 * VALUE the one at stack index 'idx' (shown before anything is pushed, so
 * an argument not given shows as "no value"), WHAT made from 'fmt' and the
 * arguments after it as lua_pushfstring makes it. */
static int bad_value(lua_State *L, int arg, const char *fn, int idx, const char *fmt, ...)
{
    const char *got = cv_bind_shown(L, idx);
    va_list ap;
    va_start(ap, fmt);
    const char *what = lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    return luaL_error(L, "bad argument #%d to 'cv.hex.%s' (%s expected, got %s)", arg, fn, what,
                      got);
}

/* Is s ('len' bytes) shaped as a key, "-?digits,-?digits", though not one
 * (leading zeros, "-0", out of range)? */
static int key_shaped(const char *s, size_t len)
{
    int part = 0, digits = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '-' && !digits && (i == 0 || s[i - 1] == ',')) continue;
        if (s[i] >= '0' && s[i] <= '9') {
            digits++;
            continue;
        }
        if (s[i] != ',' || part || !digits) return 0;
        part = 1;
        digits = 0;
    }
    return part && digits;
}

/* The cell (or offset: 'what' names it) whose key is at stack index 'idx',
 * argument 'arg' of cv.hex.FN; 'entry' > 0: the entry of the list 'arg'. */
static cv_hex cell_at(lua_State *L, int idx, int arg, const char *fn, const char *what,
                      lua_Integer entry)
{
    cv_hex c = {0, 0};
    size_t len;
    idx = lua_absindex(L, idx);
    const char *s = lua_type(L, idx) == LUA_TSTRING ? lua_tolstring(L, idx, &len) : NULL;
    if (s && !cv_hex_parse(s, len, &c)) return c;
    const char *entry_of = entry > 0 ? lua_pushfstring(L, "entry %I: ", entry) : "";
    if (s && key_shaped(s, len))
        bad_value(L, arg, fn, idx,
                  "%s%s \"q,r\" with coordinates from %d to %d, without leading zeros or \"-0\"",
                  entry_of, what, -CV_HEX_COORD_MAX, CV_HEX_COORD_MAX);
    bad_value(L, arg, fn, idx, "%s%s \"q,r\" such as \"2,-1\"", entry_of, what);
    return c;
}

static cv_hex check_cell(lua_State *L, int arg, const char *fn)
{
    return cell_at(L, arg, arg, fn, "a cell", 0);
}

static cv_hex check_offset(lua_State *L, int arg, const char *fn)
{
    return cell_at(L, arg, arg, fn, "an offset", 0);
}

/* 1 with *v set when argument 'arg' is an integer (a float with an
 * integral value too), else 0. */
static int integer_arg(lua_State *L, int arg, lua_Integer *v)
{
    int ok = 0;
    *v = lua_type(L, arg) == LUA_TNUMBER ? lua_tointegerx(L, arg, &ok) : 0;
    return ok;
}

/* A direction or facing (0-5: 'what' says which). */
static int check_dir(lua_State *L, int arg, const char *fn, const char *what)
{
    lua_Integer v = 0;
    if (!integer_arg(L, arg, &v) || v < 0 || v > 5) bad_value(L, arg, fn, arg, "%s 0-5", what);
    return (int)v;
}

/* An integer from lo to hi, 'what' in the message. */
static int check_range(lua_State *L, int arg, const char *fn, const char *what, int lo, int hi)
{
    lua_Integer v = 0;
    if (!integer_arg(L, arg, &v) || v < lo || v > hi)
        bad_value(L, arg, fn, arg, "%s from %d to %d", what, lo, hi);
    return (int)v;
}

/* Raises the error of a list of 'len' WHAT, more than CV_HEX_CELLS_MAX. */
static void too_long(lua_State *L, int arg, const char *fn, const char *what, lua_Integer len)
{
    luaL_error(L, "bad argument #%d to 'cv.hex.%s' (a list of at most %d %s expected, got %I %s)",
               arg, fn, CV_HEX_CELLS_MAX, what, len, what);
}

/* The cells of the list at argument 'arg' (read with # and [i], so a
 * read-only view of one does too), at most CV_HEX_CELLS_MAX, into a new
 * userdata left on the stack; their number in *n. */
static cv_hex *check_cells(lua_State *L, int arg, const char *fn, size_t *n)
{
    if (lua_type(L, arg) != LUA_TTABLE) bad_value(L, arg, fn, arg, "a list of cells");
    lua_Integer len = luaL_len(L, arg);
    if (len > CV_HEX_CELLS_MAX) too_long(L, arg, fn, "cells", len);
    if (len < 0) len = 0;
    cv_sandbox_charge(L, len * 4);
    cv_hex *cells = lua_newuserdatauv(L, (size_t)len * sizeof *cells + 1, 0);
    for (lua_Integer i = 1; i <= len; i++) {
        lua_geti(L, arg, i);
        cells[i - 1] = cell_at(L, -1, arg, fn, "a cell", i);
        lua_pop(L, 1);
    }
    *n = (size_t)len;
    return cells;
}

/* ---- results ------------------------------------------------------------------- */

/* [-0, +1, m] Pushes the key of cell c, a result of cv.hex.FN; a result off
 * the grid is an error. */
static void push_cell(lua_State *L, cv_hex c, const char *fn)
{
    if (!cv_hex_valid(c))
        luaL_error(L, "cv.hex.%s: the result (%d,%d) is off the grid (coordinates from %d to %d)",
                   fn, c.q, c.r, -CV_HEX_COORD_MAX, CV_HEX_COORD_MAX);
    char key[CV_HEX_KEY_LEN];
    cv_hex_format(c, key, sizeof key);
    lua_pushstring(L, key);
}

/* [-0, +1, m] Pushes a new list of the n cells. */
static void push_cells(lua_State *L, const cv_hex *cells, size_t n, const char *fn)
{
    cv_sandbox_charge(L, (long long)n * 4);
    lua_createtable(L, n > 0x7fffffff ? 0 : (int)n, 0);
    for (size_t i = 0; i < n; i++) {
        push_cell(L, cells[i], fn);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

/* ---- the functions ------------------------------------------------------------- */

/* cv.hex.cell(q, r): the key "q,r". */
static int hex_cell(lua_State *L)
{
    cv_hex c;
    c.q = check_range(L, 1, "cell", "an integer", -CV_HEX_COORD_MAX, CV_HEX_COORD_MAX);
    c.r = check_range(L, 2, "cell", "an integer", -CV_HEX_COORD_MAX, CV_HEX_COORD_MAX);
    push_cell(L, c, "cell");
    return 1;
}

/* cv.hex.qr(cell): its coordinates q, r. */
static int hex_qr(lua_State *L)
{
    cv_hex c = check_cell(L, 1, "qr");
    lua_pushinteger(L, c.q);
    lua_pushinteger(L, c.r);
    return 2;
}

/* cv.hex.distance(a, b): the number of steps between two cells. */
static int hex_distance(lua_State *L)
{
    cv_hex a = check_cell(L, 1, "distance"), b = check_cell(L, 2, "distance");
    lua_pushinteger(L, cv_hex_distance(a, b));
    return 1;
}

/* cv.hex.neighbour(cell, dir): the cell next to it in direction dir. */
static int hex_neighbour(lua_State *L)
{
    cv_hex c = check_cell(L, 1, "neighbour");
    int dir = check_dir(L, 2, "neighbour", "a direction");
    push_cell(L, cv_hex_neighbour(c, dir), "neighbour");
    return 1;
}

/* cv.hex.neighbours(cell): the six cells next to it, directions 0 to 5. */
static int hex_neighbours(lua_State *L)
{
    cv_hex c = check_cell(L, 1, "neighbours"), around[6];
    for (int d = 0; d < 6; d++)
        around[d] = cv_hex_neighbour(c, d);
    push_cells(L, around, 6, "neighbours");
    return 1;
}

/* cv.hex.direction(from, to): the direction 0-5 from a cell to one next to
 * it, or nil when 'to' is not next to 'from'. */
static int hex_direction(lua_State *L)
{
    cv_hex a = check_cell(L, 1, "direction"), b = check_cell(L, 2, "direction");
    int d = cv_hex_direction(a, b);
    if (d < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, d);
    return 1;
}

/* cv.hex.rotate(dir_or_offset, turns): a direction (0-5) or an offset
 * ("q,r") turned clockwise by 'turns' sixths of a turn (negative:
 * counter-clockwise). */
static int hex_rotate(lua_State *L)
{
    lua_Integer turns = 0;
    int type = lua_type(L, 1);
    if (type == LUA_TNUMBER)
        check_dir(L, 1, "rotate", "a direction");
    else if (type == LUA_TSTRING)
        check_offset(L, 1, "rotate");
    else
        bad_value(L, 1, "rotate", 1, "a direction 0-5 or an offset \"q,r\"");
    if (!integer_arg(L, 2, &turns)) bad_value(L, 2, "rotate", 2, "an integer number of turns");
    if (type == LUA_TNUMBER)
        lua_pushinteger(L, cv_hex_turn((int)lua_tointeger(L, 1), turns));
    else
        push_cell(L, cv_hex_rotate(check_offset(L, 1, "rotate"), turns), "rotate");
    return 1;
}

/* cv.hex.offset(cell, facing, off): the cell offset 'off' (in the facing-0
 * frame) names from 'cell' for a thing facing 'facing'. */
static int hex_offset(lua_State *L)
{
    cv_hex c = check_cell(L, 1, "offset");
    int facing = check_dir(L, 2, "offset", "a facing");
    cv_hex off = check_offset(L, 3, "offset");
    push_cell(L, cv_hex_offset(c, facing, off), "offset");
    return 1;
}

/* cv.hex.offsets(cell, facing, offs): a new list of the cells each offset
 * of the list 'offs' names (cv.hex.offset), in the list's order. */
static int hex_offsets(lua_State *L)
{
    cv_hex c = check_cell(L, 1, "offsets");
    int facing = check_dir(L, 2, "offsets", "a facing");
    if (lua_type(L, 3) != LUA_TTABLE) bad_value(L, 3, "offsets", 3, "a list of offsets");
    lua_Integer len = luaL_len(L, 3);
    if (len > CV_HEX_CELLS_MAX) too_long(L, 3, "offsets", "offsets", len);
    if (len < 0) len = 0;
    cv_hex *cells = lua_newuserdatauv(L, (size_t)len * sizeof *cells + 1, 0);
    for (lua_Integer i = 1; i <= len; i++) {
        lua_geti(L, 3, i);
        cells[i - 1] = cv_hex_offset(c, facing, cell_at(L, -1, 3, "offsets", "an offset", i));
        lua_pop(L, 1);
    }
    push_cells(L, cells, (size_t)len, "offsets");
    return 1;
}

/* cv.hex.relative(from, facing, cell): the offset, in the facing-0 frame,
 * of 'cell' seen from 'from' facing 'facing' (cv.hex.offset's inverse). */
static int hex_relative(lua_State *L)
{
    cv_hex from = check_cell(L, 1, "relative");
    int facing = check_dir(L, 2, "relative", "a facing");
    cv_hex c = check_cell(L, 3, "relative");
    push_cell(L, cv_hex_relative(from, facing, c), "relative");
    return 1;
}

/* cv.hex.behind(cell, facing): the cell directly behind: the neighbour in
 * the direction opposite the facing. */
static int hex_behind(lua_State *L)
{
    cv_hex c = check_cell(L, 1, "behind");
    int facing = check_dir(L, 2, "behind", "a facing");
    push_cell(L, cv_hex_neighbour(c, cv_hex_turn(facing, 3)), "behind");
    return 1;
}

/* cv.hex.hexagon(radius [, center]): a new list of the cells within
 * 'radius' steps of 'center' (default "0,0"), sorted. */
static int hex_hexagon(lua_State *L)
{
    int radius = check_range(L, 1, "hexagon", "a radius", 0, CV_HEX_RADIUS_MAX);
    cv_hex center = {0, 0};
    if (!lua_isnoneornil(L, 2)) center = check_cell(L, 2, "hexagon");
    size_t n = cv_hex_hexagon_size(radius);
    cv_hex *cells = lua_newuserdatauv(L, n * sizeof *cells, 0);
    push_cells(L, cells, cv_hex_hexagon(center, radius, cells), "hexagon");
    return 1;
}

/* cv.hex.sort(cells): a new list of the cells of the list, sorted, each
 * once. */
static int hex_sort(lua_State *L)
{
    size_t n;
    cv_hex *cells = check_cells(L, 1, "sort", &n);
    push_cells(L, cells, cv_hex_sort(cells, n), "sort");
    return 1;
}

/* The options of cv.hex.walks (argument 4 of the 'given'): none, nil, or a
 * table whose string keys are among these (the least unknown one is named:
 * the same error whatever the table's order). */
static unsigned check_walk_options(lua_State *L, int given)
{
    static const char *const names[] = {"paths", "simple"};
    static const unsigned flags[] = {CV_HEX_PATHS, CV_HEX_SIMPLE};
    if (given < 4 || lua_isnil(L, 4)) return 0;
    if (lua_type(L, 4) != LUA_TTABLE)
        bad_value(L, 4, "walks", 4, "a table of options (paths, simple) or nil");
    const char *unknown = NULL;
    lua_pushnil(L);
    while (lua_next(L, 4)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?";
        int known = 0;
        for (int i = 0; i < 2; i++)
            known |= !strcmp(k, names[i]);
        if (!known && (!unknown || strcmp(k, unknown) < 0)) unknown = k;
        lua_pop(L, 1);
    }
    if (unknown)
        luaL_error(
            L, "bad argument #4 to 'cv.hex.walks' (unknown option '%s' (options: paths, simple))",
            unknown);
    unsigned out = 0;
    for (int i = 0; i < 2; i++) {
        lua_getfield(L, 4, names[i]);
        if (lua_toboolean(L, -1)) out |= flags[i];
        lua_pop(L, 1);
    }
    return out;
}

/* cv.hex.walks(start, n, free [, how]): a new sorted list of the cells
 * where a walk of exactly n steps from 'start' through the cells of the
 * list 'free' can end (hex.h, cv_hex_walks_find: the start counts as free;
 * a walk may come back to a cell unless how.simple); with how.paths, a
 * second list: for each end, in the same order, the least path to it, a
 * list of n + 1 cells from the start. */
static int hex_walks(lua_State *L)
{
    int given = lua_gettop(L); /* what is pushed below goes above the arguments */
    cv_hex start = check_cell(L, 1, "walks");
    int steps = check_range(L, 2, "walks", "a number of steps", 0, CV_HEX_STEPS_MAX);
    size_t n;
    cv_hex *cells = check_cells(L, 3, "walks", &n);
    unsigned flags = check_walk_options(L, given);
    size_t size = cv_hex_walks_space(n, steps, flags);
    void *space = lua_newuserdatauv(L, size, 0);
    cv_hex_walks w;
    int rc = cv_hex_walks_find(start, steps, cells, n, flags, space, size, &w);
    cv_sandbox_charge(L, w.work);
    if (rc == CV_HEX_EWORK)
        return luaL_error(L,
                          "cv.hex.walks: more than %I steps of search (%d steps over %d cells%s): "
                          "too many paths to try",
                          (lua_Integer)CV_HEX_WORK_MAX, steps, (int)n,
                          flags & CV_HEX_SIMPLE ? ", simple" : "");
    if (rc) return luaL_error(L, "cv.hex.walks: the search could not be made"); /* never */
    push_cells(L, w.ends, w.nends, "walks");
    if (!(flags & CV_HEX_PATHS)) return 1;
    size_t len = (size_t)steps + 1;
    lua_createtable(L, (int)w.nends, 0);
    for (size_t i = 0; i < w.nends; i++) {
        push_cells(L, w.paths + i * len, len, "walks");
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 2;
}

static const luaL_Reg hex_funcs[] = {
    {"cell", hex_cell},
    {"qr", hex_qr},
    {"distance", hex_distance},
    {"neighbour", hex_neighbour},
    {"neighbours", hex_neighbours},
    {"direction", hex_direction},
    {"rotate", hex_rotate},
    {"offset", hex_offset},
    {"offsets", hex_offsets},
    {"relative", hex_relative},
    {"behind", hex_behind},
    {"hexagon", hex_hexagon},
    {"sort", hex_sort},
    {"walks", hex_walks},
    {NULL, NULL},
};

void cv_hex_push(lua_State *L)
{
    cv_bind_view(L, hex_funcs, "cv.hex");
}
