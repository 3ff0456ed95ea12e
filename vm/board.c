/* board: a board of cells drawn as text. See board.h. */
#include "board.h"

#include <math.h>
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

/* ---- SVG ---- */

static const char *const svg_colours[] = {"#c0392b", "#27ae60", "#b7950b", "#2e6fd0", "#8e44ad",
                                          "#17a2b8", "#7f8c8d", "#000000", "#95a5a6"};

/* 'text' with &, <, >, " escaped. */
static void svg_text(cv_buf *b, const char *text)
{
    for (const char *p = text; *p; p++) {
        switch (*p) {
        case '&': cv_buf_add(b, "&amp;"); break;
        case '<': cv_buf_add(b, "&lt;"); break;
        case '>': cv_buf_add(b, "&gt;"); break;
        case '"': cv_buf_add(b, "&quot;"); break;
        default:
            if ((unsigned char)*p >= 0x20 || *p == '\t') cv_buf_add(b, "%c", *p);
        }
    }
}

static const char *svg_colour(int c, const char *dflt)
{
    return c > 0 && (size_t)c <= NCOLOURS ? svg_colours[c - 1] : dflt;
}

/* The hex cells' place in pixels: flat-topped hexagons of radius R. */
#define HEX_R 28.0
#define HEX_H 0.8660254037844386 /* sqrt(3) / 2 */

static void hex_centre(const cv_board_cell *c, double *x, double *y)
{
    *x = HEX_R * 1.5 * c->q;
    *y = HEX_R * 2.0 * HEX_H * (c->r + c->q / 2.0);
}

void cv_board_svg(cv_buf *b, const cv_board *board)
{
    /* the picture's extent: hex cells in pixels, the plane scaled to at most 800 pixels wide */
    double minx = 0, miny = 0, maxx = 0, maxy = 0;
    int any = 0;
    for (size_t i = 0; i < board->ncells; i++) {
        double x, y;
        hex_centre(&board->cells[i], &x, &y);
        if (!any || x - HEX_R < minx) minx = x - HEX_R;
        if (!any || y - HEX_R < miny) miny = y - HEX_R;
        if (!any || x + HEX_R > maxx) maxx = x + HEX_R;
        if (!any || y + HEX_R > maxy) maxy = y + HEX_R;
        any = 1;
    }
    double scale = 1, planey = any ? maxy + 10 : 0;
    if (board->width > 0 && board->height > 0) {
        scale = 800.0 / (double)board->width;
        if (!any) minx = 0, miny = 0, maxx = 0;
        if (800 > maxx - minx) maxx = minx + 800;
        maxy = planey + (double)board->height * scale;
        any = 1;
    }
    double legend_y = maxy + 24;
    double w = maxx - minx + 20, h = legend_y - miny + (board->legend ? 10 : -14);
    cv_buf_add(b,
               "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"%.1f %.1f %.1f %.1f\" "
               "width=\"%.0f\" height=\"%.0f\" font-family=\"sans-serif\">\n",
               minx - 10, miny - 10, w, h + 10, w, h + 10);
    cv_buf_add(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#ffffff\"/>\n",
               minx - 10, miny - 10, w, h + 10);
    for (size_t i = 0; i < board->ncells; i++) {
        const cv_board_cell *c = &board->cells[i];
        double x, y;
        hex_centre(c, &x, &y);
        cv_buf_add(b, "<g class=\"cell\" data-q=\"%d\" data-r=\"%d\"><polygon points=\"", c->q, c->r);
        static const double ux[6] = {1, 0.5, -0.5, -1, -0.5, 0.5};
        static const double uy[6] = {0, HEX_H, HEX_H, 0, -HEX_H, -HEX_H};
        for (int k = 0; k < 6; k++)
            cv_buf_add(b, "%s%.1f,%.1f", k ? " " : "", x + HEX_R * ux[k], y + HEX_R * uy[k]);
        const char *col = svg_colour(c->colour, "#34495e");
        cv_buf_add(b, "\" fill=\"%s\" fill-opacity=\"%s\" stroke=\"#7f8c8d\"/>", c->colour > 0 ? col : "#ecf0f1",
                   c->colour > 0 ? "0.25" : "1");
        cv_buf_add(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"14\" fill=\"%s\">", x, y + 5,
                   col);
        svg_text(b, c->text ? c->text : "");
        cv_buf_add(b, "</text></g>\n");
    }
    for (size_t i = 0; i < board->nshapes; i++) {
        const cv_board_shape *s = &board->shapes[i];
        const char *col = svg_colour(s->colour, "#34495e");
        double lx = 0, ly = 0;
        if (!s->npts) continue;
        for (size_t k = 0; k < s->npts; k++) {
            lx += (double)s->pts[2 * k] / (double)s->npts;
            ly += (double)s->pts[2 * k + 1] / (double)s->npts;
        }
        lx *= scale;
        ly = planey + ly * scale;
        if (s->kind == CV_SHAPE_CIRCLE) {
            double r = (double)s->r * scale;
            cv_buf_add(b,
                       "<g class=\"circle\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" "
                       "fill-opacity=\"0.35\" stroke=\"%s\"/>",
                       lx, ly, r, col, col);
            if (s->facing >= 0) {
                /* a mark from the centre to the edge it faces */
                double a = s->facing * 3.14159265358979323846 / 180.0, sx = sin(a), cx = cos(a);
                cv_buf_add(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2\"/>",
                           lx, ly, lx + r * sx, ly - r * cx, col);
            }
        } else if (s->kind == CV_SHAPE_POLYGON) {
            cv_buf_add(b, "<g class=\"polygon\"><polygon points=\"");
            for (size_t k = 0; k < s->npts; k++)
                cv_buf_add(b, "%s%.1f,%.1f", k ? " " : "", (double)s->pts[2 * k] * scale,
                           planey + (double)s->pts[2 * k + 1] * scale);
            cv_buf_add(b, "\" fill=\"%s\" fill-opacity=\"0.3\" stroke=\"%s\"/>", col, col);
        } else {
            cv_buf_add(b,
                       "<g class=\"segment\"><line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                       "stroke-dasharray=\"6 4\"/>",
                       (double)s->pts[0] * scale, planey + (double)s->pts[1] * scale,
                       (double)s->pts[2] * scale, planey + (double)s->pts[3] * scale, col);
        }
        if (s->text && *s->text) {
            cv_buf_add(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\" fill=\"%s\">", lx,
                       ly + 4, col);
            svg_text(b, s->text);
            cv_buf_add(b, "</text>");
        }
        cv_buf_add(b, "</g>\n");
    }
    if (board->width > 0 && board->height > 0)
        cv_buf_add(b, "<rect x=\"0\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" stroke=\"#2c3e50\"/>\n",
                   planey, (double)board->width * scale, (double)board->height * scale);
    if (board->legend) {
        cv_buf_add(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"13\" fill=\"#2c3e50\">", minx, legend_y);
        svg_text(b, board->legend);
        cv_buf_add(b, "</text>\n");
    }
    cv_buf_add(b, "</svg>\n");
}
