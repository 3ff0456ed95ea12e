/* board: a board of cells drawn as text. See board.h. */
#include "board.h"

#include <stdlib.h>
#include <string.h>

static const char *const colour_names[] = {"red", "green", "yellow", "blue", "magenta", "cyan",
                                           "white", "bold", "dim"};
static const char *const colour_codes[] = {"\033[31m", "\033[32m", "\033[33m", "\033[34m", "\033[35m",
                                           "\033[36m", "\033[37m", "\033[1m",  "\033[2m"};
#define NCOLOURS (sizeof colour_names / sizeof colour_names[0])

/* The largest span of coordinates drawn, so a stray cell far away cannot make
 * the drawing huge. */
#define SPAN 64

int cv_board_colour(const char *name)
{
    if (!name || !*name || !strcmp(name, "none")) return 0;
    for (size_t i = 0; i < NCOLOURS; i++)
        if (!strcmp(name, colour_names[i])) return (int)i + 1;
    return -1;
}

const char *cv_board_colour_names(void)
{
    return "red, green, yellow, blue, magenta, cyan, white, bold, dim";
}

/* The width of UTF-8 text on a terminal, counting each code point as one
 * column (the arrows and marks a board shows are). */
static size_t text_width(const char *s)
{
    size_t w = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80) w++;
    return w;
}

void cv_board_hex_text(cv_buf *b, const cv_board_cell *cells, size_t n, int colour)
{
    if (!n) return;
    long long minq = cells[0].q, miny = 2LL * cells[0].r + cells[0].q;
    for (size_t i = 1; i < n; i++) {
        if (cells[i].q < minq) minq = cells[i].q;
        long long y = 2LL * cells[i].r + cells[i].q;
        if (y < miny) miny = y;
    }
    size_t pitch = 3;
    for (size_t i = 0; i < n; i++) {
        size_t w = text_width(cells[i].text ? cells[i].text : "");
        if (w > pitch) pitch = w;
    }
    if (pitch > 16) pitch = 16;
    pitch++;
    /* the cell at each drawn place: (line, column) -> index + 1 */
    int lines = 0, cols = 0;
    for (size_t i = 0; i < n; i++) {
        long long x = cells[i].q - minq, y = 2LL * cells[i].r + cells[i].q - miny;
        if (x > SPAN || y > 2 * SPAN) continue;
        if (x + 1 > cols) cols = (int)x + 1;
        if (y + 1 > lines) lines = (int)y + 1;
    }
    size_t *at = calloc((size_t)lines * (size_t)cols + 1, sizeof *at);
    if (!at) {
        b->oom = 1;
        return;
    }
    for (size_t i = 0; i < n; i++) {
        long long x = cells[i].q - minq, y = 2LL * cells[i].r + cells[i].q - miny;
        if (x > SPAN || y > 2 * SPAN) continue;
        at[(size_t)y * (size_t)cols + (size_t)x] = i + 1; /* a later cell at a place wins */
    }
    for (int y = 0; y < lines; y++) {
        size_t pad = 0; /* spaces owed before the next text */
        for (int x = 0; x < cols; x++) {
            size_t k = at[(size_t)y * (size_t)cols + (size_t)x];
            if (!k) {
                pad += pitch;
                continue;
            }
            const cv_board_cell *c = &cells[k - 1];
            const char *t = c->text ? c->text : "";
            size_t w = 0, len = 0; /* the text cut to the column's width */
            for (; t[len]; len++)
                if (((unsigned char)t[len] & 0xC0) != 0x80 && ++w > pitch - 1) break;
            if (w > pitch - 1) w = pitch - 1;
            int on = colour && c->colour > 0 && (size_t)c->colour <= NCOLOURS;
            cv_buf_add(b, "%*s%s%.*s%s", (int)pad, "", on ? colour_codes[c->colour - 1] : "", (int)len, t,
                       on ? "\033[0m" : "");
            pad = pitch - w;
        }
        cv_buf_add(b, "\n");
    }
    free(at);
}
