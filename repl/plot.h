/* plot: a study's figures as an SVG picture, drawn by gnuplot (Debian's
 * gnuplot-nox), never by hand: the win rates per seat and per side with
 * their 95% intervals, the distribution of game lengths in turns, and the
 * win rates of the players of the most played cards. */
#ifndef CV_PLOT_H
#define CV_PLOT_H

#include <stddef.h>

#include "stats.h"

/* Writes the picture to 'path' (the 'top' most played cards). 0, or -1
 * with err set: gnuplot missing (naming the package), or failing. */
int plot_svg(const sim_stats *s, const char *path, size_t top, char *err, size_t errlen);

#endif
