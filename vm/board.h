/* board: a board of cells drawn as text for the REPL's `state` and `view`
 * (the ruleset's R.board, docs/scripting.md). Plain C, no game. */
#ifndef CV_BOARD_H
#define CV_BOARD_H

#include <stddef.h>

#include "str.h"

/* One cell of a hex board in axial coordinates (q, r) of flat-topped hexes:
 * (0, -1) is the cell above (0, 0), (1, -1) up and to the right, (1, 0) down
 * and to the right. 'text' is what the cell shows (a few characters, UTF-8);
 * 'colour' one of cv_board_colour's values (0: none). */
typedef struct cv_board_cell {
    int q, r;
    const char *text;
    int colour;
} cv_board_cell;

/* The colour named 'name' ("red", "green", "yellow", "blue", "magenta",
 * "cyan", "white", "bold", "dim"), as a value 1-9; 0 for "" or "none"; -1
 * for any other name. */
int cv_board_colour(const char *name);

/* The names cv_board_colour knows, for messages ("red, green, ..."). */
const char *cv_board_colour_names(void);

/* Appends the hex board to 'b': each cell's text at its place, columns one
 * after another from left to right and each column half a cell lower than
 * the one on its left, so a cell's six neighbours surround it. Every column
 * is as wide as the widest text (at least 3 characters) plus one space. With
 * 'colour', a cell's text is wrapped in its ANSI colour. Cells beyond the
 * drawable size (coordinates over 64 from the smallest) are left out. */
void cv_board_hex_text(cv_buf *b, const cv_board_cell *cells, size_t n, int colour);

/* A shape on a measured plane: x right, y down, in the game's integer units. */
enum { CV_SHAPE_CIRCLE = 1, CV_SHAPE_POLYGON, CV_SHAPE_SEGMENT };
typedef struct cv_board_shape {
    int kind;              /* CV_SHAPE_* */
    const long long *pts;  /* x1, y1, x2, y2, ...: a circle's centre, a polygon's corners,
                              a segment's two ends */
    size_t npts;           /* points (pairs) */
    long long r;           /* a circle's radius */
    const char *text;      /* a label at its centre ("" for none) */
    int colour;            /* cv_board_colour's value (0: the default) */
    int facing;            /* a circle's facing in degrees, 0 up and clockwise; -1: none */
} cv_board_shape;

/* A whole board: hex cells, or a plane of 'width' by 'height' units with
 * shapes, or both; and a legend (NULL: none). */
typedef struct cv_board {
    const cv_board_cell *cells;
    size_t ncells;
    long long width, height;
    const cv_board_shape *shapes;
    size_t nshapes;
    const char *legend;
} cv_board;

/* Appends the board to 'b' as a standalone SVG document: each hex cell a
 * flat-topped hexagon with its text, tinted by its colour; each shape drawn
 * to scale (a circle with a mark towards its facing, a polygon filled, a
 * segment dashed) with its label; the legend under it. Text is escaped. */
void cv_board_svg(cv_buf *b, const cv_board *board);

/* Reads the ruleset's board of game 'g' (R.board, checked by the kernel's
 * K.board) as seat 'viewer' sees it (-1: a judge) into 'bd' (vm/view.c,
 * which calls into Lua: declared here beside the type it fills). Its
 * strings live in the table left on top of the game's Lua stack: use them
 * before restoring the stack. 1 with a board, 0 with none, -1 with a
 * failure (why in 'err'), -2 when out of memory. Free with cv_board_free. */
struct cv_game;
int cv_game_board_read(struct cv_game *g, int viewer, cv_board *bd, char *err, size_t len);
void cv_board_free(cv_board *bd);

#endif
