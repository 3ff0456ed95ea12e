/* session: the session record. See session.h. */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

char *session_path(void)
{
    const char *env = getenv("CARDVM_SESSION");
    if (env && *env) return strdup(env);
    const char *state = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    char dir[4096];
    if (state && *state)
        snprintf(dir, sizeof dir, "%s/cardvm", state);
    else if (home && *home)
        snprintf(dir, sizeof dir, "%s/.local/state/cardvm", home);
    else
        return NULL;
    /* mkdir -p */
    for (char *p = dir + 1; *p; p++)
        if (*p == '/') {
            *p = '\0';
            mkdir(dir, 0755);
            *p = '/';
        }
    mkdir(dir, 0755);
    size_t n = strlen(dir) + 16;
    char *path = malloc(n);
    if (path) snprintf(path, n, "%s/session.rec", dir);
    return path;
}

int session_rewrite(const char *path, const cv_game *g, char *err, size_t errlen)
{
    return cv_record_save(g, path, err, errlen) == CV_OK ? 0 : -1;
}

void session_append(const char *path, const cv_game *g, size_t k)
{
    FILE *f = fopen(path, "a");
    if (!f) return;
    cv_record_write_answer(g, k, f);
    fclose(f); /* flushed: a kill after this loses nothing */
}
