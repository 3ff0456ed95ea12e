/* record: game records as text. See record.h. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "record.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "str.h"

#define MAX_LIST 16

/* Writes "KEY PATH": a file the game read, named so the record replays from
 * any directory - absolute when it exists from here. */
static void write_path(FILE *f, const char *key, const char *p)
{
    char abs[PATH_MAX];
    if (p[0] != '/' && realpath(p, abs))
        fprintf(f, "%s %s\n", key, abs);
    else
        fprintf(f, "%s %s\n", key, p);
}

/* A path read from the record at 'rec': as written if that file exists,
 * else the file of that name beside the record (a record sent with its
 * position or decks). Returns a new string. */
static char *resolve_path(const char *rec, const char *p)
{
    if (access(p, R_OK) == 0) return cv_str_dup(p);
    const char *slash = strrchr(rec, '/');
    const char *base = strrchr(p, '/');
    base = base ? base + 1 : p;
    char *beside = slash ? cv_str_fmt("%.*s/%s", (int)(slash - rec), rec, base) : cv_str_dup(base);
    if (beside && access(beside, R_OK) == 0) return beside;
    free(beside);
    return cv_str_dup(p);
}

void cv_record_write(const cv_game *g, FILE *f)
{
    const cv_config *c = cv_game_config(g);
    fprintf(f, "# cardvm record: replay it with `cardvm replay FILE` or `load FILE`\n");
    fprintf(f, "rules %s\n", c->rules);
    fprintf(f, "seed %llu\n", (unsigned long long)c->seed);
    for (int i = 0; i < c->noptions; i++)
        fprintf(f, "option %s\n", c->options[i]);
    if (c->position) write_path(f, "position", c->position);
    for (int i = 0; i < c->ndecks; i++)
        write_path(f, "deck", c->decks[i]);
    for (size_t k = 0; k < cv_game_answer_count(g); k++) {
        const char *label = cv_game_answer_label(g, k);
        fprintf(f, "answer %zu", cv_game_answer_at(g, k) + 1);
        if (label) {
            fputs("  # ", f);
            for (const char *p = label; *p; p++)
                fputc(*p == '\n' ? ' ' : *p, f);
        }
        fputc('\n', f);
    }
}

int cv_record_save(const cv_game *g, const char *path, char *err, size_t errlen)
{
    char *tmp = cv_str_fmt("%s.tmp", path);
    FILE *f = tmp ? fopen(tmp, "w") : NULL;
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp ? tmp : path, strerror(errno));
        free(tmp);
        return CV_EFILE;
    }
    cv_record_write(g, f);
    int bad = fflush(f) != 0 || ferror(f);
    bad |= fclose(f) != 0;
    if (bad || rename(tmp, path) != 0) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        remove(tmp);
        free(tmp);
        return CV_EFILE;
    }
    free(tmp);
    return CV_OK;
}

/* The text after 'word ' on a line, or NULL. */
static const char *after(const char *line, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(line, word, n) || (line[n] != ' ' && line[n] != '\t')) return NULL;
    line += n;
    while (*line == ' ' || *line == '\t')
        line++;
    return line;
}

cv_game *cv_record_load(const char *root, const char *path, cv_game **partial, char *err,
                        size_t errlen)
{
    if (partial) *partial = NULL;
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "%s: cannot read the record: %s", path, strerror(errno));
        return NULL;
    }
    cv_config cfg = {.root = root, .rules = NULL};
    char *rules = NULL, *position = NULL, *decks[MAX_LIST], *options[MAX_LIST];
    size_t *answers = NULL, nanswers = 0, cap = 0;
    char **labels = NULL;
    int *lines = NULL;
    cv_game *g = NULL;
    char buf[4096];
    int lineno = 0, bad = 0, embedded = 0;
    while (fgets(buf, sizeof buf, f))
        embedded |= !strncmp(buf, "--@record ", 10);
    rewind(f);
    while (!bad && fgets(buf, sizeof buf, f)) {
        lineno++;
        buf[strcspn(buf, "\r\n")] = '\0';
        /* A dumped position carries its record as "--@record " lines. */
        char *line = buf;
        if (embedded) {
            if (strncmp(buf, "--@record ", 10)) continue;
            line = buf + 10;
        }
        char *label = NULL;
        const char *v;
        if (line[0] == '#' || line[0] == '\0') continue;
        if ((v = after(line, "answer"))) {
            char *end;
            errno = 0;
            unsigned long n = strtoul(v, &end, 10);
            while (*end == ' ' || *end == '\t')
                end++;
            if (*end == '#') {
                end++;
                while (*end == ' ')
                    end++;
                label = end;
            } else if (*end) {
                n = 0;
            }
            if (errno || n == 0 || v[0] == '-') {
                snprintf(err, errlen, "%s:%d: expected 'answer N' (an option number from 1)", path,
                         lineno);
                bad = 1;
                break;
            }
            if (nanswers == cap) {
                cap = cap ? cap * 2 : 256;
                answers = realloc(answers, cap * sizeof *answers);
                labels = realloc(labels, cap * sizeof *labels);
                lines = realloc(lines, cap * sizeof *lines);
                if (!answers || !labels || !lines) {
                    snprintf(err, errlen, "out of memory");
                    bad = 1;
                    break;
                }
            }
            answers[nanswers] = n - 1;
            labels[nanswers] = label ? cv_str_dup(label) : NULL;
            lines[nanswers++] = lineno;
        } else if ((v = after(line, "rules")) && !rules) {
            rules = cv_str_dup(v);
        } else if ((v = after(line, "seed"))) {
            char *end;
            cfg.seed = strtoull(v, &end, 10);
            if (*end || v[0] == '-') {
                snprintf(err, errlen, "%s:%d: expected 'seed N'", path, lineno);
                bad = 1;
            }
        } else if ((v = after(line, "position")) && !position) {
            position = resolve_path(path, v);
        } else if ((v = after(line, "deck")) && cfg.ndecks < MAX_LIST) {
            decks[cfg.ndecks++] = resolve_path(path, v);
        } else if ((v = after(line, "option")) && cfg.noptions < MAX_LIST) {
            options[cfg.noptions++] = cv_str_dup(v);
        } else {
            snprintf(err, errlen,
                     "%s:%d: expected rules, seed, option, deck, position or answer, got '%.60s'",
                     path, lineno, line);
            bad = 1;
        }
    }
    fclose(f);
    if (!bad && !rules) {
        snprintf(err, errlen, "%s: no 'rules' line", path);
        bad = 1;
    }
    if (!bad) {
        cfg.rules = rules;
        cfg.position = position;
        cfg.decks = (const char **)decks;
        cfg.options = (const char **)options;
        g = cv_game_new(&cfg, err, errlen);
    }
    /* Replay answer by answer, so a mismatch names its line. */
    for (size_t k = 0; g && k < nanswers; k++) {
        const char *now = cv_game_option_label(g, answers[k]);
        char e[1024];
        if (labels[k] && now && strcmp(now, labels[k])) {
            snprintf(err, errlen, "%s:%d: answer %zu was '%s'; the game now offers '%s'", path,
                     lines[k], k + 1, labels[k], now);
        } else if (cv_game_answer(g, answers[k], e, sizeof e) == CV_OK) {
            continue;
        } else {
            snprintf(err, errlen, "%s:%d: %s", path, lines[k], e);
        }
        if (partial)
            *partial = g;
        else
            cv_game_free(g);
        g = NULL;
        break;
    }
    for (size_t k = 0; k < nanswers; k++)
        free(labels[k]);
    free(labels);
    free(lines);
    free(answers);
    for (int i = 0; i < cfg.ndecks; i++)
        free(decks[i]);
    for (int i = 0; i < cfg.noptions; i++)
        free(options[i]);
    free(rules);
    free(position);
    return g;
}
