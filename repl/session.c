/* session: session records and position files. See session.h. */
#include "session.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "record.h"

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

void session_rewrite(repl *r)
{
    if (!r->session) return;
    char err[512];
    if (cv_record_save(r->g, r->session, err, sizeof err) != CV_OK) {
        fprintf(stderr, "cardvm: session record: %s (continuing without one)\n", err);
        free(r->session);
        r->session = NULL;
    }
}

void session_append(repl *r, size_t option, const char *label)
{
    if (!r->session) return;
    FILE *f = fopen(r->session, "a");
    if (!f) return;
    fprintf(f, "answer %zu", option + 1);
    if (label) fprintf(f, "  # %s", label);
    fputc('\n', f);
    fclose(f); /* flushed: a kill after this loses nothing */
}

const char *session_position_rules(const char *path, char *buf, size_t len)
{
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    char line[1024];
    const char *found = NULL;
    while (!found && fgets(line, sizeof line, f)) {
        char *dash = strstr(line, "--");
        if (dash) *dash = '\0'; /* not in a comment */
        char *p = strstr(line, "rules");
        if (!p || (p > line && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))) continue;
        p += 5;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p++ != '=') continue;
        while (*p == ' ' || *p == '\t')
            p++;
        char q = *p++;
        if (q != '"' && q != '\'') continue;
        size_t n = 0;
        while (p[n] && p[n] != q && (isalnum((unsigned char)p[n]) || p[n] == '_'))
            n++;
        if (p[n] != q || n == 0 || n >= len) continue;
        memcpy(buf, p, n);
        buf[n] = '\0';
        found = buf;
    }
    fclose(f);
    return found;
}

/* Does the file carry --@record lines (a dumped position)? */
static int has_record(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char line[4096];
    int yes = 0;
    while (!yes && fgets(line, sizeof line, f))
        yes = !strncmp(line, "--@record ", 10);
    fclose(f);
    return yes;
}

cv_game *session_open_position(const char *root, const cv_config *like, const char *path, char *err,
                               size_t errlen)
{
    if (has_record(path)) return cv_record_load(root, path, NULL, err, errlen);
    cv_config cfg = *like;
    cfg.position = path;
    cfg.decks = NULL;
    cfg.ndecks = 0;
    return cv_game_new(&cfg, err, errlen);
}
