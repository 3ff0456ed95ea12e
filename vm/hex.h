/* hex: cells of a board of hexagons, their neighbours and distances,
 * directions and facings, offsets turned by a facing, board shapes, and the
 * walks of exactly N steps through free cells. Plain C on integer
 * coordinates: no game's words, no Lua (the `cv.hex` binding is
 * vm/hex_lua.c; docs/boards.md is the guide).
 *
 * Hexagons are flat-topped (an edge at the top and at the bottom) and a cell
 * is named by axial coordinates (q, r): q counts columns to the right, r
 * goes down a column, and each column starts half a cell lower than the
 * one on its left (q + r + s = 0 for the third cube coordinate s). The
 * six directions, numbered clockwise from the top:
 *
 *                 0 N (0,-1)
 *      5 NW (-1,0)          1 NE (+1,-1)
 *                  (q, r)
 *      4 SW (-1,+1)         2 SE (+1,0)
 *                 3 S (0,+1)
 *
 * A facing is a direction (0-5). An offset is a (dq, dr) difference of two
 * cells, written as the cell it leads to from (0, 0); an offset "in the
 * facing-0 frame" is turned clockwise by the facing (cv_hex_offset) to give
 * the cell it names for a thing that faces that way.
 *
 * The order of cells, wherever a list is sorted: by q, then by r (column by
 * column from the left, each from the top down). Every function here but
 * cv_hex_push is a pure function of its arguments; none allocates. Coordinates within
 * CV_HEX_COORD_MAX in size never overflow inside these functions; a result
 * may leave that range (cv_hex_valid says so), which the caller checks. */
#ifndef CV_HEX_H
#define CV_HEX_H

#include <stddef.h>

typedef struct cv_hex {
    int q, r;
} cv_hex;

/* Cells and offsets have coordinates from -CV_HEX_COORD_MAX to
 * CV_HEX_COORD_MAX. */
#define CV_HEX_COORD_MAX 1000000
/* The longest key ("-1000000,-1000000") with its NUL. */
#define CV_HEX_KEY_LEN 18

/* The caps that keep any call small (docs/boards.md, "Caps"): a hexagon's
 * radius (36: 3,997 cells), the cells a walk is given, a walk's steps, and
 * the elementary steps of one search for walks (a cell tried as the next
 * step counts one). */
#define CV_HEX_RADIUS_MAX 36
#define CV_HEX_CELLS_MAX 4096
#define CV_HEX_STEPS_MAX 64
#define CV_HEX_WORK_MAX 4000000LL

/* ---- cells, directions, facings --------------------------------------------- */

/* 1 when both coordinates are within CV_HEX_COORD_MAX in size, else 0. */
int cv_hex_valid(cv_hex c);

/* The order of cells: negative, 0 or positive as a is before, the same as,
 * or after b (q first, then r). */
int cv_hex_cmp(cv_hex a, cv_hex b);

/* The offset of one step in direction 'dir' (taken modulo 6: any int). */
cv_hex cv_hex_dir(int dir);

/* Direction 'dir' (0-5) turned clockwise by 'turns' sixths of a turn
 * (negative: counter-clockwise; any value); returns 0-5. */
int cv_hex_turn(int dir, long long turns);

/* Offset 'v' turned clockwise about (0, 0) by 'turns' sixths of a turn
 * (negative: counter-clockwise); 6 turns are the identity. One turn maps
 * (q, r) to (-r, q + r). */
cv_hex cv_hex_rotate(cv_hex v, long long turns);

/* a + b and a - b. */
cv_hex cv_hex_add(cv_hex a, cv_hex b);
cv_hex cv_hex_sub(cv_hex a, cv_hex b);

/* The cell next to 'c' in direction 'dir' (modulo 6). */
cv_hex cv_hex_neighbour(cv_hex c, int dir);

/* The number of steps from a to b: (|dq| + |dr| + |dq + dr|) / 2. */
int cv_hex_distance(cv_hex a, cv_hex b);

/* The direction (0-5) from 'from' to 'to' when 'to' is next to it, else
 * -1 (the same cell too). */
int cv_hex_direction(cv_hex from, cv_hex to);

/* The cell that offset 'off', given in the facing-0 frame, names from
 * 'cell' for a thing facing 'facing': cell + off turned by facing. */
cv_hex cv_hex_offset(cv_hex cell, int facing, cv_hex off);

/* The inverse of cv_hex_offset: the offset, in the facing-0 frame, of
 * 'cell' seen from 'from' facing 'facing'. */
cv_hex cv_hex_relative(cv_hex from, int facing, cv_hex cell);

/* ---- keys: a cell as text ---------------------------------------------------- */

/* Reads the key of a cell: "q,r", each an integer in decimal with no sign
 * but an optional '-', no leading zero and no "-0", within
 * CV_HEX_COORD_MAX; exactly 'len' bytes of 's' (no spaces). So each cell has
 * one key, and two keys name the same cell only when they are equal. 0 with
 * the cell in *out, or -1 (not a key, or out of range). */
int cv_hex_parse(const char *s, size_t len, cv_hex *out);

/* Writes the key of 'c' ("q,r") into buf (CV_HEX_KEY_LEN bytes hold any
 * valid cell's); returns its length, as snprintf does. */
int cv_hex_format(cv_hex c, char *buf, size_t len);

/* ---- board shapes ------------------------------------------------------------- */

/* Sorts n cells in place in the order of cells and drops repeats; returns
 * how many are left. */
size_t cv_hex_sort(cv_hex *cells, size_t n);

/* The number of cells within 'radius' steps of a cell: 1 + 3R(R + 1);
 * 0 when radius is negative or over CV_HEX_RADIUS_MAX. */
size_t cv_hex_hexagon_size(int radius);

/* Writes the cells within 'radius' (0 to CV_HEX_RADIUS_MAX) steps of
 * 'center', sorted, into out (room for cv_hex_hexagon_size(radius));
 * returns how many (0 for a radius out of range: nothing written). */
size_t cv_hex_hexagon(cv_hex center, int radius, cv_hex *out);

/* ---- walks of exactly N steps -------------------------------------------------- */

/* How a walk may go (flags of cv_hex_walks_find). */
#define CV_HEX_SIMPLE 1u /* no cell twice, the start included (a path) */
#define CV_HEX_PATHS 2u  /* also one path to each end */

/* The errors of cv_hex_walks_find. */
#define CV_HEX_EARG (-1)  /* a cap exceeded (steps, cells) or too small a workspace */
#define CV_HEX_EWORK (-2) /* the search took more than CV_HEX_WORK_MAX steps */

typedef struct cv_hex_walks {
    const cv_hex *ends; /* the end cells, sorted (in the workspace) */
    size_t nends;
    /* with CV_HEX_PATHS, nends rows of steps + 1 cells: row i is a path to
     * ends[i], the start first (in the workspace); else NULL */
    const cv_hex *paths;
    long long work; /* the elementary steps the search took */
} cv_hex_walks;

/* The bytes of workspace cv_hex_walks_find needs for 'ncells' free cells,
 * 'steps' steps and 'flags'; 0 when ncells or steps exceed their caps. */
size_t cv_hex_walks_space(size_t ncells, int steps, unsigned flags);

/* The cells where a walk of exactly 'steps' steps from 'start' can end, each
 * step to a neighbour among the 'ncells' free cells 'cells' (in any order,
 * repeats allowed). The start is the walker's own cell: it need not be
 * among 'cells', and counts as free. A walk may come back to a cell it left (the
 * start too) unless 'flags' has CV_HEX_SIMPLE, when no cell may be entered
 * twice and the start not at all after leaving it. With 0 steps the one end
 * is the start. With CV_HEX_PATHS, each end has the least of its paths in
 * the order of cells, compared cell by cell from the start (the first step
 * to the least cell that still leads there in time, and so on).
 * 'space' is 'size' bytes of workspace (cv_hex_walks_space; any alignment
 * suitable for uint64_t: malloc's) that *out points into: the caller owns
 * it and keeps it while it reads *out. Returns 0, CV_HEX_EARG or
 * CV_HEX_EWORK (out->work says how far it got); deterministic: the same
 * arguments give the same result, or the same error, anywhere. */
int cv_hex_walks_find(cv_hex start, int steps, const cv_hex *cells, size_t ncells, unsigned flags,
                      void *space, size_t size, cv_hex_walks *out);

/* ---- the Lua binding (vm/hex_lua.c) ------------------------------------------ */

struct lua_State;

/* [-0, +1, m] Pushes the `cv.hex` table: a read-only view of the binding's
 * functions (docs/scripting.md, "Hex boards"); cv_api_push sets it as
 * cv.hex. They read and change no game, and charge the work of a large call
 * to the running step's instruction budget. */
void cv_hex_push(struct lua_State *L);

#endif
