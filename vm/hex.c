/* hex: cells of a board of hexagons. See hex.h. */
#include "hex.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "str.h"

/* The six directions, clockwise from the top (hex.h has the picture). */
static const cv_hex DIRS[6] = {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}};

/* ---- cells, directions, facings --------------------------------------------- */

int cv_hex_valid(cv_hex c)
{
    return c.q >= -CV_HEX_COORD_MAX && c.q <= CV_HEX_COORD_MAX && c.r >= -CV_HEX_COORD_MAX &&
           c.r <= CV_HEX_COORD_MAX;
}

int cv_hex_cmp(cv_hex a, cv_hex b)
{
    if (a.q != b.q) return a.q < b.q ? -1 : 1;
    if (a.r != b.r) return a.r < b.r ? -1 : 1;
    return 0;
}

/* 'n' modulo 6, from 0 to 5 whatever its sign. */
static int mod6(long long n)
{
    return (int)((n % 6 + 6) % 6);
}

cv_hex cv_hex_dir(int dir)
{
    return DIRS[mod6(dir)];
}

int cv_hex_turn(int dir, long long turns)
{
    return mod6(mod6(dir) + mod6(turns));
}

cv_hex cv_hex_rotate(cv_hex v, long long turns)
{
    for (int t = mod6(turns); t > 0; t--) {
        cv_hex w = {-v.r, v.q + v.r};
        v = w;
    }
    return v;
}

cv_hex cv_hex_add(cv_hex a, cv_hex b)
{
    cv_hex c = {a.q + b.q, a.r + b.r};
    return c;
}

cv_hex cv_hex_sub(cv_hex a, cv_hex b)
{
    cv_hex c = {a.q - b.q, a.r - b.r};
    return c;
}

cv_hex cv_hex_neighbour(cv_hex c, int dir)
{
    return cv_hex_add(c, cv_hex_dir(dir));
}

int cv_hex_distance(cv_hex a, cv_hex b)
{
    int dq = abs(a.q - b.q), dr = abs(a.r - b.r), ds = abs(a.q - b.q + a.r - b.r);
    return (dq + dr + ds) / 2;
}

int cv_hex_direction(cv_hex from, cv_hex to)
{
    cv_hex d = cv_hex_sub(to, from);
    for (int i = 0; i < 6; i++)
        if (!cv_hex_cmp(d, DIRS[i])) return i;
    return -1;
}

cv_hex cv_hex_offset(cv_hex cell, int facing, cv_hex off)
{
    return cv_hex_add(cell, cv_hex_rotate(off, mod6(facing)));
}

cv_hex cv_hex_relative(cv_hex from, int facing, cv_hex cell)
{
    return cv_hex_rotate(cv_hex_sub(cell, from), -(long long)mod6(facing));
}

/* ---- keys ----------------------------------------------------------------------- */

int cv_hex_parse(const char *s, size_t len, cv_hex *out)
{
    const char *end = s + len;
    cv_hex c;
    if (cv_str_key_int(&s, end, 1, CV_HEX_COORD_MAX, &c.q) || s == end || *s++ != ',' || cv_str_key_int(&s, end, 1, CV_HEX_COORD_MAX, &c.r) ||
        s != end)
        return -1;
    *out = c;
    return 0;
}

int cv_hex_format(cv_hex c, char *buf, size_t len)
{
    return snprintf(buf, len, "%d,%d", c.q, c.r);
}

/* ---- board shapes ------------------------------------------------------------- */

static int cmp_cells(const void *a, const void *b)
{
    return cv_hex_cmp(*(const cv_hex *)a, *(const cv_hex *)b);
}

size_t cv_hex_sort(cv_hex *cells, size_t n)
{
    if (n < 2) return n;
    qsort(cells, n, sizeof *cells, cmp_cells);
    size_t k = 1;
    for (size_t i = 1; i < n; i++)
        if (cv_hex_cmp(cells[i], cells[k - 1])) cells[k++] = cells[i];
    return k;
}

size_t cv_hex_hexagon_size(int radius)
{
    if (radius < 0 || radius > CV_HEX_RADIUS_MAX) return 0;
    return 1 + 3 * (size_t)radius * (size_t)(radius + 1);
}

size_t cv_hex_hexagon(cv_hex center, int radius, cv_hex *out)
{
    if (!cv_hex_hexagon_size(radius)) return 0;
    size_t n = 0;
    for (int q = -radius; q <= radius; q++) {
        int lo = q < 0 ? -radius - q : -radius, hi = q < 0 ? radius : radius - q;
        for (int r = lo; r <= hi; r++) {
            cv_hex c = {center.q + q, center.r + r};
            out[n++] = c;
        }
    }
    return n;
}

/* ---- walks of exactly N steps -------------------------------------------------- */

/* Where each part of a walk's workspace lies (byte offsets; 0 size: unused).
 * The cells of the search are the free cells and the start, sorted, each
 * known by its index there: index order is the order of cells. */
typedef struct plan {
    size_t words;   /* 64-bit words of one set of cells */
    size_t layers;  /* uint64_t[steps + 1][words]: where a walk can be after k steps */
    size_t back;    /* uint64_t[steps + 1][words]: of those, what leads to one end */
    size_t nodes;   /* cv_hex[m]: the cells, sorted */
    size_t adj;     /* int[m][6]: each cell's free neighbours, ascending, -1 after */
    size_t ends;    /* cv_hex[m] */
    size_t paths;   /* cv_hex[m][steps + 1] */
    size_t visited; /* unsigned char[m] (simple walks) */
    size_t stack;   /* int[steps + 1][2]: a cell and its next neighbour to try */
    size_t row_of;  /* int[m]: the row of a cell's path, or -1 while not reached */
    size_t rows;    /* int[m][steps + 1]: paths in the order they were found */
    size_t total;
} plan;

/* Reserves 'n' items of 'size' bytes at the next multiple of 8. */
static size_t take(size_t *at, size_t n, size_t size)
{
    size_t where = (*at + 7) & ~(size_t)7;
    *at = where + n * size;
    return where;
}

/* The workspace of a search over 'ncells' free cells (the start may add
 * one); -1 when over the caps. */
static int plan_for(size_t ncells, int steps, unsigned flags, plan *p)
{
    if (ncells > CV_HEX_CELLS_MAX || steps < 0 || steps > CV_HEX_STEPS_MAX) return -1;
    size_t m = ncells + 1, len = (size_t)steps + 1, at = 0;
    memset(p, 0, sizeof *p);
    p->words = (m + 63) / 64;
    if (!(flags & CV_HEX_SIMPLE)) {
        p->layers = take(&at, len * p->words, sizeof(uint64_t));
        if (flags & CV_HEX_PATHS) p->back = take(&at, len * p->words, sizeof(uint64_t));
    }
    p->nodes = take(&at, m, sizeof(cv_hex));
    p->adj = take(&at, m * 6, sizeof(int));
    p->ends = take(&at, m, sizeof(cv_hex));
    if (flags & CV_HEX_PATHS) p->paths = take(&at, m * len, sizeof(cv_hex));
    if (flags & CV_HEX_SIMPLE) {
        p->visited = take(&at, m, 1);
        p->stack = take(&at, len * 2, sizeof(int));
        p->row_of = take(&at, m, sizeof(int));
        if (flags & CV_HEX_PATHS) p->rows = take(&at, m * len, sizeof(int));
    }
    p->total = (at + 7) & ~(size_t)7;
    return 0;
}

size_t cv_hex_walks_space(size_t ncells, int steps, unsigned flags)
{
    plan p;
    return plan_for(ncells, steps, flags, &p) ? 0 : p.total;
}

/* A search under way: the workspace and the work done. */
typedef struct search {
    char *space;
    plan p;
    int steps;
    size_t m; /* cells */
    int start;
    const cv_hex *nodes;
    const int *adj;
    long long work;
} search;

#define AT(s, part, type) ((type *)((s)->space + (s)->p.part))

static int has(const uint64_t *set, int i)
{
    return (int)(set[i / 64] >> (i % 64) & 1);
}

static void put(uint64_t *set, int i)
{
    set[i / 64] |= (uint64_t)1 << (i % 64);
}

/* The index of cell c among the sorted nodes, or -1. */
static int index_of(const search *s, cv_hex c)
{
    size_t lo = 0, hi = s->m;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int d = cv_hex_cmp(s->nodes[mid], c);
        if (!d) return (int)mid;
        if (d < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* Sorts the free cells and the start into nodes and finds each one's free
 * neighbours, ascending. */
static void build(search *s, cv_hex start, const cv_hex *cells, size_t ncells)
{
    cv_hex *nodes = AT(s, nodes, cv_hex);
    if (ncells) memcpy(nodes, cells, ncells * sizeof *nodes); /* cells may be NULL */
    nodes[ncells] = start;
    s->m = cv_hex_sort(nodes, ncells + 1);
    s->nodes = nodes;
    s->start = index_of(s, start);
    int *adj = AT(s, adj, int);
    for (size_t i = 0; i < s->m; i++) {
        int *a = adj + 6 * i, n = 0;
        for (int d = 0; d < 6; d++) {
            int j = index_of(s, cv_hex_neighbour(nodes[i], d));
            if (j < 0) continue;
            int k = n++;
            for (; k > 0 && a[k - 1] > j; k--) /* insertion: at most 6 */
                a[k] = a[k - 1];
            a[k] = j;
        }
        for (; n < 6; n++)
            a[n] = -1;
    }
    s->adj = adj;
    s->work += (long long)s->m * 6;
}

/* Walks that may come back to a cell: layer k is the set of cells a walk
 * can be on after k steps; the ends are layer 'steps'. */
static int walks(search *s, cv_hex_walks *out)
{
    size_t W = s->p.words, len = (size_t)s->steps + 1;
    uint64_t *layers = AT(s, layers, uint64_t);
    memset(layers, 0, len * W * sizeof *layers);
    put(layers, s->start);
    for (int k = 0; k < s->steps; k++) {
        const uint64_t *from = layers + (size_t)k * W;
        uint64_t *to = layers + (size_t)(k + 1) * W;
        for (size_t i = 0; i < s->m; i++) {
            if (!has(from, (int)i)) continue;
            for (const int *a = s->adj + 6 * i; a < s->adj + 6 * i + 6 && *a >= 0; a++)
                put(to, *a);
            s->work += 6;
        }
    }
    if (s->work > CV_HEX_WORK_MAX) return CV_HEX_EWORK; /* never, within the caps */
    const uint64_t *last = layers + (size_t)s->steps * W;
    cv_hex *ends = AT(s, ends, cv_hex);
    cv_hex *paths = s->p.paths ? AT(s, paths, cv_hex) : NULL;
    uint64_t *back = s->p.back ? AT(s, back, uint64_t) : NULL;
    size_t n = 0;
    for (size_t e = 0; e < s->m; e++) {
        if (!has(last, (int)e)) continue;
        if (paths) {
            /* back[k]: the cells of layer k from which e is reached in the
             * steps left; then the least such neighbour, step by step */
            memset(back, 0, len * W * sizeof *back);
            put(back + (size_t)s->steps * W, (int)e);
            for (int k = s->steps - 1; k >= 0; k--) {
                const uint64_t *next = back + (size_t)(k + 1) * W, *layer = layers + (size_t)k * W;
                uint64_t *here = back + (size_t)k * W;
                for (size_t i = 0; i < s->m; i++) {
                    if (!has(next, (int)i)) continue;
                    for (const int *a = s->adj + 6 * i; a < s->adj + 6 * i + 6 && *a >= 0; a++)
                        if (has(layer, *a)) put(here, *a);
                    s->work += 6;
                }
                s->work += (long long)W;
            }
            cv_hex *row = paths + n * len;
            int at = s->start;
            row[0] = s->nodes[at];
            for (int k = 1; k <= s->steps; k++) {
                const int *a = s->adj + 6 * (size_t)at;
                int i = 0;
                while (i < 5 && a[i] >= 0 && !has(back + (size_t)k * W, a[i]))
                    i++; /* one is: 'at' leads to e in time */
                at = a[i];
                row[k] = s->nodes[at];
            }
            if (s->work > CV_HEX_WORK_MAX) return CV_HEX_EWORK;
        }
        ends[n++] = s->nodes[e];
    }
    out->ends = ends;
    out->nends = n;
    out->paths = paths;
    return 0;
}

/* Walks that enter no cell twice: a depth-first search over the neighbours
 * in the order of cells, so the first path found to a cell is its least. */
static int simple_walks(search *s, cv_hex_walks *out)
{
    size_t len = (size_t)s->steps + 1;
    unsigned char *visited = AT(s, visited, unsigned char);
    int *stack = AT(s, stack, int), *row_of = AT(s, row_of, int);
    int *rows = s->p.rows ? AT(s, rows, int) : NULL;
    memset(visited, 0, s->m);
    for (size_t i = 0; i < s->m; i++)
        row_of[i] = -1;
    int nrows = 0, depth = 0;
    stack[0] = s->start;
    stack[1] = 0;
    visited[s->start] = 1;
    while (depth >= 0) {
        int *top = stack + 2 * depth, at = top[0];
        if (depth == s->steps) {
            if (row_of[at] < 0) {
                row_of[at] = nrows;
                if (rows)
                    for (int k = 0; k <= s->steps; k++)
                        rows[(size_t)nrows * len + (size_t)k] = stack[2 * k];
                nrows++;
            }
            visited[at] = 0;
            depth--;
            continue;
        }
        int next = top[1] < 6 ? s->adj[6 * (size_t)at + (size_t)top[1]] : -1;
        if (next < 0) {
            visited[at] = 0;
            depth--;
            continue;
        }
        top[1]++;
        if (++s->work > CV_HEX_WORK_MAX) return CV_HEX_EWORK;
        if (visited[next]) continue;
        depth++;
        stack[2 * depth] = next;
        stack[2 * depth + 1] = 0;
        visited[next] = 1;
    }
    cv_hex *ends = AT(s, ends, cv_hex);
    cv_hex *paths = s->p.paths ? AT(s, paths, cv_hex) : NULL;
    size_t n = 0;
    for (size_t e = 0; e < s->m; e++) {
        if (row_of[e] < 0) continue;
        if (paths)
            for (size_t k = 0; k < len; k++)
                paths[n * len + k] = s->nodes[rows[(size_t)row_of[e] * len + k]];
        ends[n++] = s->nodes[e];
    }
    out->ends = ends;
    out->nends = n;
    out->paths = paths;
    return 0;
}

int cv_hex_walks_find(cv_hex start, int steps, const cv_hex *cells, size_t ncells, unsigned flags,
                      void *space, size_t size, cv_hex_walks *out)
{
    search s;
    memset(&s, 0, sizeof s);
    memset(out, 0, sizeof *out);
    if (plan_for(ncells, steps, flags, &s.p) || size < s.p.total || !space || !cv_hex_valid(start))
        return CV_HEX_EARG;
    for (size_t i = 0; i < ncells; i++)
        if (!cv_hex_valid(cells[i])) return CV_HEX_EARG;
    s.space = space;
    s.steps = steps;
    build(&s, start, cells, ncells);
    int rc = flags & CV_HEX_SIMPLE ? simple_walks(&s, out) : walks(&s, out);
    out->work = s.work;
    if (rc) {
        out->ends = out->paths = NULL;
        out->nends = 0;
    }
    return rc;
}
