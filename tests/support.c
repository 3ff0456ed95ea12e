/* support: the helpers several unit tests share; the contracts are in
 * support.h. Every failure goes through fail_msg, so it fails the test that
 * called the helper. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

/* ---- games ----------------------------------------------------------------- */

cv_game *new_game_with(const char *root, const char *rules, uint64_t seed, const char **decks,
                       int ndecks, const char **options, int noptions)
{
    cv_config cfg = {.root = root,
                     .rules = rules,
                     .decks = decks,
                     .ndecks = ndecks,
                     .options = options,
                     .noptions = noptions,
                     .seed = seed};
    char err[2048] = "";
    cv_game *g = cv_game_new(&cfg, err, sizeof err);
    if (!g) fail_msg("cv_game_new: %s", err);
    return g;
}

cv_game *new_game(uint64_t seed)
{
    return new_game_with(FIXTURES_ROOT, "mini", seed, NULL, 0, NULL, 0);
}

size_t find_option(const cv_game *g, const char *part)
{
    for (size_t i = 0; i < cv_game_option_count(g); i++)
        if (strstr(cv_game_option_label(g, i), part)) return i;
    return NO_OPTION;
}

void answer_with(cv_game *g, const char *part)
{
    size_t i = find_option(g, part);
    if (i == NO_OPTION) {
        char opts[1024] = "";
        for (size_t k = 0; k < cv_game_option_count(g); k++) {
            size_t l = strlen(opts);
            snprintf(opts + l, sizeof opts - l, " | %s", cv_game_option_label(g, k));
        }
        fail_msg("no option containing '%s' in '%s':%s", part,
                 cv_game_decision_prompt(g) ? cv_game_decision_prompt(g) : "(none)", opts);
    }
    char err[1024] = "";
    int rc = cv_game_answer(g, i, err, sizeof err);
    if (rc != CV_OK) fail_msg("answering '%s': rc %d: %s", part, rc, err);
}

/* ---- queries ---------------------------------------------------------------- */

const char *query(cv_game *g, const char *code)
{
    static char text[2048];
    char *out = NULL, err[1024] = "";
    int rc = cv_game_query(g, code, &out, err, sizeof err);
    if (rc != CV_OK) fail_msg("query '%s': rc %d: %s", code, rc, err);
    if (!out) fail_msg("query '%s' succeeded without a result", code);
    snprintf(text, sizeof text, "%s", out);
    free(out);
    return text;
}

long long query_num(cv_game *g, const char *code)
{
    return strtoll(query(g, code), NULL, 10);
}

int card_in(cv_game *g, const char *key, const char *zone, int seat)
{
    char code[256];
    snprintf(code, sizeof code,
             "for _, c in ipairs(cv.zone('%s', %d)) do"
             " if cv.blueprint(c) == '%s' then return c end end return 0",
             zone, seat, key);
    int id = (int)query_num(g, code);
    if (!id) fail_msg("no '%s' in seat %d's %s", key, seat, zone);
    return id;
}

long long power(cv_game *g, int id)
{
    char code[64];
    snprintf(code, sizeof code, "return rules.power(%d)", id);
    return query_num(g, code);
}

long long gems(cv_game *g)
{
    return query_num(g, "return cv.pool(cv.GAME, 'gems')");
}

void expect_error_at(const char *err, const char *file, int line, const char *why)
{
    char at[1100];
    if (line > 0)
        snprintf(at, sizeof at, "%s:%d:", file, line);
    else
        snprintf(at, sizeof at, "%s", file);
    if (!strstr(err, at)) fail_msg("'%s' does not name %s", err, at);
    if (!strstr(err, why)) fail_msg("'%s' does not say %s", err, why);
}

/* ---- a step that may hang --------------------------------------------------- */

void run_in_child(void (*work)(void *arg, void *report), void *arg, void *report, size_t size,
                  const char *what)
{
    int fds[2];
    if (pipe(fds) != 0) fail_msg("%s: cannot make a pipe", what);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        fail_msg("%s: cannot fork", what);
    }
    if (pid == 0) {
        memset(report, 0, size);
        close(fds[0]);
        work(arg, report);
        ssize_t w = write(fds[1], report, size);
        _exit(w == (ssize_t)size ? 0 : 1);
    }
    close(fds[1]);
    struct pollfd p = {fds[0], POLLIN, 0};
    int ready = poll(&p, 1, 30000);
    memset(report, 0, size);
    ssize_t got = ready > 0 ? read(fds[0], report, size) : 0;
    if (ready <= 0) kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    close(fds[0]);
    if (ready <= 0) fail_msg("%s did not return within 30 s: the budget did not stop it", what);
    if (got != (ssize_t)size) fail_msg("%s: the child reported %zd bytes of %zu", what, got, size);
}

/* ---- files ------------------------------------------------------------------ */

void temp_dir(char *dir, size_t len, const char *name)
{
    snprintf(dir, len, "/tmp/%s-XXXXXX", name);
    if (!mkdtemp(dir)) fail_msg("cannot create a temporary directory %s", dir);
}

void *temp_fixture_new(size_t size, const char *name)
{
    if (size < TEMP_DIR_LEN) fail_msg("a fixture of %zu bytes has no room for its directory", size);
    char dir[TEMP_DIR_LEN];
    temp_dir(dir, sizeof dir, name);
    char *f = calloc(1, size);
    if (!f) {
        rmdir(dir);
        fail_msg("out of memory for a fixture");
    }
    memcpy(f, dir, sizeof dir);
    return f;
}

int temp_fixture_free(void **state)
{
    char *dir = *state;
    if (dir) remove_tree(dir);
    free(dir);
    return 0;
}

void remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0) return;
    if (S_ISDIR(st.st_mode)) {
        DIR *d = opendir(path);
        struct dirent *e;
        while (d && (e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            char sub[1024];
            snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
            remove_tree(sub);
        }
        if (d) closedir(d);
        rmdir(path);
    } else {
        unlink(path);
    }
}

void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f) fail_msg("cannot write %s", path);
    fputs(text, f);
    if (fclose(f) != 0) fail_msg("cannot write %s", path);
}

void write_in(const char *root, const char *rel, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    write_file(path, text);
}

void make_dir(const char *root, const char *rel)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    if (mkdir(path, 0700) != 0) fail_msg("cannot create %s", path);
}

void make_game_dirs(const char *root, const char *rules)
{
    char rel[256];
    make_dir(root, "scripts");
    make_dir(root, "cards");
    snprintf(rel, sizeof rel, "scripts/%s", rules);
    make_dir(root, rel);
    snprintf(rel, sizeof rel, "cards/%s", rules);
    make_dir(root, rel);
    snprintf(rel, sizeof rel, "cards/%s/decks", rules);
    make_dir(root, rel);
}

char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot read %s", path);
    char *text = NULL;
    size_t n = 0, cap = 0;
    char chunk[4096];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (n + got + 1 > cap) {
            cap = (n + got + 1) * 2;
            char *bigger = realloc(text, cap);
            if (!bigger) {
                free(text);
                fclose(f);
                fail_msg("out of memory reading %s", path);
            }
            text = bigger;
        }
        memcpy(text + n, chunk, got);
        n += got;
    }
    fclose(f);
    if (!text) text = calloc(1, 1);
    if (!text) fail_msg("out of memory reading %s", path);
    text[n] = '\0';
    return text;
}
