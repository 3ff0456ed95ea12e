/* record: game records as text (cardvm.h, "records"): written from and
 * replayed through the public interface only. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "cardvm.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sandbox.h"
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
    for (size_t k = 0; k < cv_game_answer_count(g); k++)
        cv_record_write_answer(g, k, f);
}

void cv_record_write_answer(const cv_game *g, size_t k, FILE *f)
{
    const char *label = cv_game_answer_label(g, k);
    fprintf(f, "answer %zu", cv_game_answer_at(g, k) + 1);
    if (label) { /* on one line: a backslash, a newline and a return are escaped */
        fputs("  # ", f);
        for (const char *p = label; *p; p++) {
            if (*p == '\\')
                fputs("\\\\", f);
            else if (*p == '\n')
                fputs("\\n", f);
            else if (*p == '\r')
                fputs("\\r", f);
            else
                fputc(*p, f);
        }
    }
    fputc('\n', f);
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

#define RECORD_CAP ((size_t)64 << 20) /* bytes a record may have */

/* The record being read: its settings and its answers with their lines. */
typedef struct reading {
    char *rules, *position, *decks[MAX_LIST], *options[MAX_LIST];
    int ndecks, noptions;
    uint64_t seed;
    size_t *answers;
    char **labels;
    int *lines;
    size_t n, cap;
} reading;

static void reading_free(reading *r)
{
    for (size_t k = 0; k < r->n; k++)
        free(r->labels[k]);
    free(r->labels);
    free(r->lines);
    free(r->answers);
    for (int i = 0; i < r->ndecks; i++)
        free(r->decks[i]);
    for (int i = 0; i < r->noptions; i++)
        free(r->options[i]);
    free(r->rules);
    free(r->position);
}

/* Undoes cv_record_write_answer's escapes in place. */
static void unescape(char *l)
{
    char *out = l;
    for (const char *p = l; *p; p++) {
        if (p[0] == '\\' && (p[1] == '\\' || p[1] == 'n' || p[1] == 'r')) {
            p++;
            *out++ = *p == 'n' ? '\n' : *p == 'r' ? '\r' : '\\';
        } else {
            *out++ = *p;
        }
    }
    *out = '\0';
}

static int add_answer(reading *r, size_t option, char *label, int line)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 256;
        size_t *a = realloc(r->answers, cap * sizeof *a);
        if (!a) return -1;
        r->answers = a;
        char **l = realloc(r->labels, cap * sizeof *l);
        if (!l) return -1;
        r->labels = l;
        int *ln = realloc(r->lines, cap * sizeof *ln);
        if (!ln) return -1;
        r->lines = ln;
        r->cap = cap;
    }
    r->answers[r->n] = option;
    if (label) unescape(label);
    r->labels[r->n] = label ? cv_str_dup(label) : NULL;
    r->lines[r->n++] = line;
    return 0;
}

/* Parses the record's text; 0, or -1 with err naming the line. */
static int parse(reading *r, const char *path, char *text, char *err, size_t errlen)
{
    int embedded = !strncmp(text, "--@record ", 10) || strstr(text, "\n--@record ") != NULL;
    int lineno = 0;
    for (char *buf = text, *next; buf && *buf; buf = next) {
        next = strchr(buf, '\n');
        if (next) *next++ = '\0';
        lineno++;
        buf[strcspn(buf, "\r")] = '\0';
        /* A dumped position carries its record as "--@record " lines. */
        char *line = buf;
        if (embedded) {
            if (strncmp(buf, "--@record ", 10)) continue;
            line = buf + 10;
        }
        const char *v;
        if (line[0] == '#' || line[0] == '\0') continue;
        if ((v = after(line, "answer"))) {
            char *end, *label = NULL;
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
                return -1;
            }
            if (add_answer(r, n - 1, label, lineno)) {
                snprintf(err, errlen, "out of memory");
                return -1;
            }
        } else if ((v = after(line, "rules")) && !r->rules) {
            r->rules = cv_str_dup(v);
        } else if ((v = after(line, "seed"))) {
            char *end;
            errno = 0;
            r->seed = strtoull(v, &end, 10);
            if (*end || v[0] == '-' || errno || !*v) {
                snprintf(err, errlen, "%s:%d: expected 'seed N'", path, lineno);
                return -1;
            }
        } else if ((v = after(line, "position")) && !r->position) {
            r->position = resolve_path(path, v);
        } else if ((v = after(line, "deck")) && r->ndecks < MAX_LIST) {
            r->decks[r->ndecks++] = resolve_path(path, v);
        } else if ((v = after(line, "option")) && r->noptions < MAX_LIST) {
            r->options[r->noptions++] = cv_str_dup(v);
        } else {
            snprintf(err, errlen,
                     "%s:%d: expected rules, seed, option, deck, position or answer, got '%.60s'",
                     path, lineno, line);
            return -1;
        }
    }
    if (!r->rules) {
        snprintf(err, errlen, "%s: no 'rules' line", path);
        return -1;
    }
    return 0;
}

cv_game *cv_record_load(const char *root, const char *path, cv_game **partial, char *err,
                        size_t errlen)
{
    if (partial) *partial = NULL;
    size_t len;
    const char *why = NULL;
    char *text = cv_sandbox_slurp(path, RECORD_CAP, &len, &why);
    if (!text) {
        snprintf(err, errlen, "%s: cannot read the record (%s)", path, why);
        return NULL;
    }
    reading r = {0};
    cv_game *g = NULL;
    if (parse(&r, path, text, err, errlen) == 0) {
        cv_config cfg = {.root = root,
                         .rules = r.rules,
                         .position = r.position,
                         .decks = (const char **)r.decks,
                         .ndecks = r.ndecks,
                         .options = (const char **)r.options,
                         .noptions = r.noptions,
                         .seed = r.seed};
        g = cv_game_new(&cfg, err, errlen);
    }
    free(text);
    /* Replay with every label checked, so a mismatch names its line; what
     * does not fit stays on the line for redo. */
    size_t played = 0;
    char e[1024];
    if (g && r.n &&
        cv_game_replay(g, r.answers, (const char *const *)r.labels, r.n, r.n, &played, e,
                       sizeof e) != CV_OK) {
        snprintf(err, errlen, "%s:%d: %s", path, r.lines[played < r.n ? played : r.n - 1], e);
        if (partial)
            *partial = g;
        else
            cv_game_free(g);
        g = NULL;
    }
    reading_free(&r);
    return g;
}
