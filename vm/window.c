/* window: priority passing. See window.h. */
#include "window.h"

#include <stdlib.h>
#include <string.h>

#include "str.h"

int cv_window_open(cv_window *w, const char *word, const int *order, int n)
{
    memset(w, 0, sizeof *w);
    if (n < 1 || n > CV_MAX_SEATS) return -1;
    w->word = cv_str_dup(word);
    if (!w->word) return -1;
    memcpy(w->order, order, (size_t)n * sizeof order[0]);
    w->n = n;
    return 0;
}

void cv_window_free(cv_window *w)
{
    free(w->word);
    w->word = NULL;
}

int cv_window_holder(const cv_window *w)
{
    return w->closed ? -1 : w->order[w->pos];
}

int cv_window_pass(cv_window *w)
{
    if (w->closed) return 1;
    if (++w->passes >= w->n) {
        w->closed = 1;
        return 1;
    }
    w->pos = (w->pos + 1) % w->n;
    return 0;
}

void cv_window_acted(cv_window *w)
{
    if (w->closed) return;
    w->passes = 0;
    w->pos = (w->pos + 1) % w->n;
}
