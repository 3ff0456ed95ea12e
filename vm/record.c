/* record: game records as text (cardvm.h, "records"): written from and
 * replayed through the public interface only. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "cardvm.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "sandbox.h"
#include "str.h"

#define MAX_LIST 16
#define MAX_FILES 4096 /* fingerprinted files a record may name */

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

/* Writes a "file HEX PATH" line for each file the game is built from, a
 * deck or position outside the root by its absolute path (as write_path). */
static void write_files(const cv_game *g, FILE *f)
{
    char *fps = cv_game_fingerprints(g);
    for (char *l = fps, *next; l && *l; l = next) {
        next = strchr(l, '\n');
        if (next) *next++ = '\0';
        if (strlen(l) < 18) continue;
        l[16] = '\0';
        const char *path = l + 17;
        char abs[PATH_MAX];
        if (strncmp(path, "scripts/", 8) && strncmp(path, "cards/", 6) && path[0] != '/' &&
            realpath(path, abs))
            path = abs;
        fprintf(f, "file %s %s\n", l, path);
    }
    free(fps);
}

void cv_record_write(const cv_game *g, FILE *f)
{
    const cv_config *c = cv_game_config(g);
    fprintf(f, "# cardvm record: replay it with `cardvm replay FILE` or `load FILE`\n");
    fprintf(f, "kernel %s\n", CV_VERSION);
    fprintf(f, "rules %s\n", c->rules);
    fprintf(f, "seed %llu\n", (unsigned long long)c->seed);
    for (int i = 0; i < c->noptions; i++)
        fprintf(f, "option %s\n", c->options[i]);
    if (c->position) write_path(f, "position", c->position);
    for (int i = 0; i < c->ndecks; i++)
        write_path(f, "deck", c->decks[i]);
    write_files(g, f);
    for (size_t k = 0; k < cv_game_answer_count(g); k++)
        cv_record_write_answer(g, k, f);
}

void cv_record_write_answer(const cv_game *g, size_t k, FILE *f)
{
    const char *label = cv_game_answer_label(g, k);
    uint64_t hash;
    fprintf(f, "answer %zu", cv_game_answer_at(g, k) + 1);
    if (cv_game_answer_seat(g, k) >= 0) fprintf(f, " seat %d", cv_game_answer_seat(g, k) + 1);
    if (cv_game_answer_hash(g, k, &hash)) fprintf(f, " hash %016llx", (unsigned long long)hash);
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
    char *kernel;
    size_t *answers;
    char **labels;
    int *lines;
    uint64_t *hashes;        /* the state hash recorded after each answer */
    unsigned char *hashed;   /* ... where one was */
    size_t n, cap;
    char *files[MAX_FILES];  /* "HEX PATH" of each file the game was built from */
    int nfiles;
} reading;

static void reading_free(reading *r)
{
    for (size_t k = 0; k < r->n; k++)
        free(r->labels[k]);
    free(r->labels);
    free(r->lines);
    free(r->answers);
    free(r->hashes);
    free(r->hashed);
    for (int i = 0; i < r->nfiles; i++)
        free(r->files[i]);
    free(r->kernel);
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

static int add_answer(reading *r, size_t option, char *label, int line, int hashed,
                      uint64_t hash)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 256;
        uint64_t *h = realloc(r->hashes, cap * sizeof *h);
        if (!h) return -1;
        r->hashes = h;
        unsigned char *hd = realloc(r->hashed, cap);
        if (!hd) return -1;
        r->hashed = hd;
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
    r->hashes[r->n] = hash;
    r->hashed[r->n] = (unsigned char)hashed;
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
            int hashed = 0, bad = 0;
            uint64_t hash = 0;
            for (;;) { /* "seat S" (who answered), "hash HEX" (the state after) */
                while (*end == ' ' || *end == '\t')
                    end++;
                const char *w;
                if ((w = after(end, "seat"))) {
                    strtol(w, &end, 10);
                    bad |= end == w;
                } else if ((w = after(end, "hash"))) {
                    hash = strtoull(w, &end, 16);
                    bad |= end - w != 16;
                    hashed = 1;
                } else {
                    break;
                }
            }
            if (bad) n = 0;
            if (*end == '#') {
                end++;
                while (*end == ' ')
                    end++;
                label = end;
            } else if (*end) {
                n = 0;
            }
            if (errno || n == 0 || v[0] == '-') {
                snprintf(err, errlen,
                         "%s:%d: expected 'answer N [seat S] [hash HEX]' (an option number from 1)",
                         path, lineno);
                return -1;
            }
            if (add_answer(r, n - 1, label, lineno, hashed, hash)) {
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
        } else if ((v = after(line, "kernel")) && !r->kernel) {
            r->kernel = cv_str_dup(v);
        } else if ((v = after(line, "file")) && strlen(v) > 17 && v[16] == ' ') {
            if (r->nfiles < MAX_FILES) r->files[r->nfiles++] = cv_str_dup(v);
        } else {
            snprintf(err, errlen,
                     "%s:%d: expected rules, seed, option, deck, position, kernel, file or answer, "
                     "got '%.60s'",
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

/* The files the record names whose text changed since it was saved, as
 * "a, b" into 'out' (empty: none), scripts and cards under 'root'. */
static void changed_files(const reading *r, const char *root, char *out, size_t len)
{
    out[0] = '\0';
    size_t used = 0;
    for (int i = 0; i < r->nfiles; i++) {
        const char *rel = r->files[i] + 17;
        char *p = rel[0] == '/' ? cv_str_dup(rel) : cv_str_fmt("%s/%s", root, rel);
        uint64_t now;
        char hex[17];
        int same = p && cv_file_fingerprint(p, &now) == 0;
        if (same) {
            snprintf(hex, sizeof hex, "%016llx", (unsigned long long)now);
            same = !strncmp(hex, r->files[i], 16);
        }
        free(p);
        if (same) continue;
        int w = snprintf(out + used, len - used, "%s%s", used ? ", " : "", rel);
        if (w < 0 || (size_t)w >= len - used) break;
        used += (size_t)w;
    }
}

cv_game *cv_record_load(const char *root, const char *path, cv_game **partial, char *err,
                        size_t errlen)
{
    return cv_record_load_with(root, path, 0, partial, err, errlen);
}

cv_game *cv_record_load_with(const char *root, const char *path, int flags, cv_game **partial,
                             char *err, size_t errlen)
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
    char changed[1024] = "";
    if (g) changed_files(&r, root, changed, sizeof changed);
    int force = flags & CV_RECORD_FORCE;
    /* Replay with every label (and, unless forced, every recorded hash)
     * checked, so a mismatch names its line; what does not fit stays on
     * the line for redo. */
    size_t played = 0;
    char e[1024];
    int rc = CV_OK;
    if (g && r.n)
        rc = cv_game_replay_checked(g, r.answers, force ? NULL : (const char *const *)r.labels,
                                    force ? NULL : r.hashes, r.hashed, r.n, r.n, &played, e,
                                    sizeof e);
    if (rc != CV_OK) {
        int line = r.lines[played < r.n ? played : r.n - 1];
        char kernel[128] = "";
        if (r.kernel && strcmp(r.kernel, CV_VERSION))
            snprintf(kernel, sizeof kernel, "; it was played by cardvm %s, this is %s", r.kernel,
                     CV_VERSION);
        if (rc == CV_EDIVERGED)
            snprintf(err, errlen, "%s:%d: %s; %s%s%s (replay with --force to go on regardless)",
                     path, line, e, changed[0] ? "changed since the record was saved: " :
                                                 "none of the files it names has changed",
                     changed, kernel);
        else if (changed[0])
            snprintf(err, errlen, "%s:%d: %s (changed since the record was saved: %s)", path, line,
                     e, changed);
        else
            snprintf(err, errlen, "%s:%d: %s", path, line, e);
        if (partial)
            *partial = g;
        else
            cv_game_free(g);
        g = NULL;
    } else if (g && changed[0]) {
        char note[1400];
        snprintf(note, sizeof note, "%s: changed since the record was saved: %s (%s)", path,
                 changed, force ? "replayed with --force: the recorded states were not checked"
                                : "the replay still reaches every recorded state");
        cv_game_warn(g, note);
    }
    reading_free(&r);
    return g;
}
